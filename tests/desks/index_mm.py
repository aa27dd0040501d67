"""index_mm: a prop desk trading equity index futures and options.

ES/NQ/RTY/YM and micros (MES/MNQ), SPX/NDX 0DTE and weeklies, calendar rolls,
VIX futures as hedges and a few megacap single stocks as index hedges.
The channel is run mostly by bots and agents: a quote/execution engine with its
own terse grammar, an auto-hedger, a JSON signal agent with a router, a risk
engine, a strategist agent writing long markdown notes, an exchange-bridge embed
bot, a CME status bot, a newswire and a bridge to another firm's options desk.
Two humans: the head trader (lowercase shorthand) and the risk manager.
Each trading day has one thread per session (overnight, pre-market, RTH).

Standard library only; every output is a pure function of the arguments.
One "day" is one CME trade date: from 18:00 ET the evening before to 18:00 ET.
The default end is 2026-12-04T23:00:00Z = 18:00 ET on Friday 2026-12-04 (NFP day).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "index_mm"
EPOCH = 1420070400000
GUILD_ID = "1318842290716418069"
DEFAULT_END = datetime(2026, 12, 4, 23, 0, 0, tzinfo=timezone.utc)
CHANNEL_NAMES = ["idx-mm", "idx-0dte", "idx-rv", "idx-night", "idx-micro", "idx-alt"]

CAST = {
    "qx": ("qx-engine", True),
    "xb": ("xbridge", True),
    "hedge": ("auto-hedger", True),
    "sig": ("sig-agent", True),
    "risk": ("risk-engine", True),
    "strat": ("strat-agent", True),
    "kh": ("kev.h", False),
    "pr": ("priya.r", False),
    "ops": ("jo.ops", False),
    "cme": ("cme-status", True),
    "news": ("wire", True),
    "share": ("halvorsen-bridge", True),
    "sess": ("sessionbot", True),
    "ci": ("deploybot", True),
    "pnl": ("pnl-bot", True),
}


# the 20 idioms exported as test cases (one example message each)
IDIOM_KEEP = {
    "embed-only order working ack with fields and footer order id",
    "signed-size terse engine fill (minus = sell)",
    "company-name headline (no ticker) on a held megacap hedge",
    "router line: explicit NOT ROUTED with reason",
    "human routes the calendar roll to the execution engine",
    "thesis change buried in a long markdown pre-market note",
    "JSON proposal from the signal agent",
    "lowercase reply rejection 'nah flat into <event>'",
    "signed-size lowercase shorthand proposal with stp/tgt",
    "partial fill line edited in place to the complete fill",
    "bracket status line edited twice in place (stop moved, target removed)",
    "auto-hedger delta hedge fill line",
    "trade proposal buried in a long overnight plan note",
    "'👍 send' reply approving an agent proposal",
    "risk engine resizing an order by clip limit",
    "router cron summary '0 routed'",
    "signal agent hypothetical 'would buy ... if VIX > 20'",
    "👍 reply to a fill (acknowledgement)",
    "another firm's fill quoted in the shared chat",
    "{SIM} engine fill line",
}


def _author_id(key: str) -> str:
    h = hashlib.sha256(f"{DESK}/author/{key}".encode()).hexdigest()
    return str(10 ** 18 + int(h[:16], 16) % (8 * 10 ** 18))


AUTHOR_IDS = {k: _author_id(k) for k in CAST}


def channel_id(index: int) -> str:
    h = hashlib.sha256(f"{DESK}/channel/{index}".encode()).hexdigest()
    ms = 1735000000000 + int(h[:8], 16) % 20000000000 - EPOCH  # late 2024 .. mid 2025
    return str((ms << 22) | ((index % 32) << 17) | (int(h[8:12], 16) % 131072))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _nth_weekday(y: int, m: int, weekday: int, n: int) -> date:
    d = date(y, m, 1)
    d += timedelta(days=(weekday - d.weekday()) % 7)
    return d + timedelta(days=7 * (n - 1))


def _et_offset(utc_dt: datetime) -> int:
    """US Eastern offset in hours for a UTC instant (DST: 2nd Sun Mar .. 1st Sun Nov)."""
    y = utc_dt.year
    start = datetime.combine(_nth_weekday(y, 3, 6, 2), datetime.min.time(), timezone.utc) + timedelta(hours=7)
    end = datetime.combine(_nth_weekday(y, 11, 6, 1), datetime.min.time(), timezone.utc) + timedelta(hours=6)
    return -4 if start <= utc_dt < end else -5


MONTH_CODES = "FGHJKMNQUVXZ"


def _code(y: int, m: int) -> str:
    return f"{MONTH_CODES[m - 1]}{y % 10}"


def _index_months(d: date):
    """Front and next quarterly equity-index contract; roll 8 days before expiry."""
    out = []
    y, m = d.year, d.month
    while len(out) < 2:
        if m in (3, 6, 9, 12):
            expiry = _nth_weekday(y, m, 4, 3)
            if out or d <= expiry - timedelta(days=8):
                out.append(_code(y, m))
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return out[0], out[1]


def _vx_hedge_month(d: date) -> str:
    y, m = d.year, d.month
    if d.day >= 16:
        m += 1
    m += 1  # hedge in the second listed month
    while m > 12:
        y, m = y + 1, m - 12
    return _code(y, m)


def tick(x: float, t: float = 0.25) -> float:
    return round(round(x / t) * t, 4)


def f2(x: float) -> str:
    return f"{x:.2f}"


def sh(x: float) -> str:
    """Human shorthand for a price: 6004.00 -> 6004, 5988.50 -> 5988.5."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s


def addm(clock: str, minutes: int, sec: int = 0) -> str:
    hh, mm = int(clock[:2]), int(clock[3:5])
    t = (hh * 60 + mm + minutes) % 1440
    return f"{t // 60:02d}:{t % 60:02d}:{sec:02d}"


def money(x: float) -> str:
    s = f"{abs(x):,.0f}"
    return ("-" if x < 0 else "+") + "$" + s


class Day:
    """One channel, one trade date."""

    def __init__(self, seed: int, ci: int, day_end: datetime):
        self.ci = ci
        self.main = channel_id(ci)
        self.worker = (ci * 7 + 3) % 32
        self.t0 = day_end - timedelta(hours=24)
        self.t0ms = int(self.t0.timestamp() * 1000)
        last = day_end - timedelta(minutes=1)
        self.etoff = _et_offset(last)
        self.tdate = (last + timedelta(hours=self.etoff)).date()
        self.prev = self.tdate - timedelta(days=1)
        self.rng = random.Random(f"{DESK}|{seed}|{ci}|{self.tdate.isoformat()}")
        self.events = []  # (ms, n, line)
        self.n = 0
        self.used_ms = set()
        self.seq = 0
        self.final = {}  # mid -> dict(ch, content, embeds, author)
        self.hard = {}  # mid -> label
        self.hard_order = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.superseded = []
        self.removed = []
        self.threads = {}  # name -> thread channel id
        self.order_ids = set()
        self.mdy = self.tdate.strftime("%m/%d")
        self.pmdy = self.prev.strftime("%m/%d")
        self.dow = self.tdate.strftime("%a")
        self.front, self.nxt = _index_months(self.tdate)
        self.vx = "VX" + _vx_hedge_month(self.tdate)
        self.cname = CHANNEL_NAMES[ci % len(CHANNEL_NAMES)] + ("" if ci < len(CHANNEL_NAMES) else f"-{ci}")
        self._prices()

    # ------------------------------------------------------------------ utils
    def _prices(self):
        r = self.rng
        self.es0 = tick(r.uniform(5955, 6065))
        self.nq0 = tick(self.es0 * r.uniform(3.55, 3.59))
        self.rty0 = round(r.uniform(2335, 2445), 1)
        self.ym0 = int(self.es0 * r.uniform(7.42, 7.49))
        self.spx0 = round(self.es0 - r.uniform(4.2, 7.9), 2)
        self.vix0 = round(r.uniform(15.1, 18.9), 2)
        self.vxpx = tick(self.vix0 + r.uniform(1.05, 1.6), 0.05)
        self.nvda = round(r.uniform(165, 195), 2)
        self.aapl = round(r.uniform(228, 256), 2)
        self.roll = tick(r.uniform(41.0, 49.0))
        self.es_core = r.choice([20, 25, 30, 35])
        self.nvda_sh = r.choice([3000, 4000, 5000])
        self.aapl_sh = r.choice([4000, 6000, 8000])
        ev = {0: ("ISM mfg", "10:00"), 1: ("JOLTS", "10:00"), 2: ("ADP / ISM services", "08:15"),
              3: ("jobless claims", "08:30"), 4: ("NFP", "08:30"), 5: ("no data", "--"), 6: ("no data", "--")}
        self.macro, self.macro_t = ev[self.tdate.weekday()]
        self.mac = "nfp" if self.macro == "NFP" else self.macro.split()[0].lower()

    def oid(self) -> str:
        while True:
            o = f"{self.rng.getrandbits(16):04X}"
            if o not in self.order_ids and any(c.isalpha() for c in o) and any(c.isdigit() for c in o):
                self.order_ids.add(o)
                return o

    def ms_at(self, clock: str, jitter: bool = True) -> int:
        parts = [int(p) for p in clock.split(":")]
        hh, mm = parts[0], parts[1]
        ss = parts[2] if len(parts) > 2 else 0
        off = ((hh - 18) % 24) * 3600 + mm * 60 + ss
        ms = self.t0ms + off * 1000 + (self.rng.randint(0, 999) if jitter else 0)
        while ms in self.used_ms:
            ms += 1 + self.rng.randint(0, 40)
        return ms

    def clock_of(self, ms: int) -> str:
        off = (ms - self.t0ms) // 1000
        hh = (18 + off // 3600) % 24
        return f"{hh:02d}:{(off % 3600) // 60:02d}"

    def _push(self, ms: int, line: dict):
        self.n += 1
        self.events.append((ms, self.n, line))

    def ch(self, where: str) -> str:
        return self.main if where == "main" else self.threads[where]

    def msg(self, clock, who, content="", where="main", embeds=None, reply=None, attach=None,
            ms=None) -> str:
        if ms is None:
            ms = self.ms_at(clock)
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        self.seq = (self.seq + 1) % 131072
        mid = str(((ms - EPOCH) << 22) | (self.worker << 17) | self.seq)
        name, bot = CAST[who]
        chid = self.ch(where)
        m = {"id": mid, "author_id": AUTHOR_IDS[who], "author_name": name, "author_bot": bot,
             "created_at": _iso(ms), "content": content, "attachments": attach or [],
             "embeds": embeds or [], "reference_id": reply, "pinned": False}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chid}
        if where != "main":
            line["parent_channel_id"] = self.main
        line["message"] = m
        self._push(ms, line)
        self.final[mid] = {"ch": chid, "content": content, "embeds": embeds or [], "ms": ms,
                           "who": who}
        return mid

    def later(self, mid: str, sec: float) -> int:
        return self.final[mid]["ms"] + int(sec * 1000)

    def edit(self, mid, ms, content):
        self._push(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "edited_at": _iso(ms), "content": content})
        self.final[mid]["content"] = content
        if mid in self.hard and self.hard[mid]["final_state"] == "live":
            self.hard[mid]["final_state"] = "edited"

    def _snippet(self, mid):
        f = self.final[mid]
        text = f["content"] or " ".join(str(e.get("description", "")) for e in f["embeds"])
        text = text.strip()
        if len(text) <= 90:
            return text
        lines = [ln for ln in text.splitlines() if len(ln.strip()) > 25]
        return (lines[0] if lines else text)[:90].strip()

    def delete(self, mid, ms):
        self._push(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "deleted_at": _iso(ms)})
        self.removed.append(self._snippet(mid))
        self.final[mid]["gone"] = True
        if mid in self.hard:
            self.hard[mid]["final_state"] = "deleted"

    def bulk_delete(self, mids, ms):
        self._push(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.final[mids[0]]["ch"],
                        "message_ids": list(mids), "deleted_at": _iso(ms)})
        for mid in mids:
            self.removed.append(self._snippet(mid))
            self.final[mid]["gone"] = True
            if mid in self.hard:
                self.hard[mid]["final_state"] = "deleted"

    def forget(self, mid, ms, by="ops"):
        self._push(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "requested_by": AUTHOR_IDS[by], "at": _iso(ms)})
        self.removed.append(self._snippet(mid))
        self.final[mid]["gone"] = True
        if mid in self.hard:
            self.hard[mid]["final_state"] = "forgotten"

    def pin(self, mid, ms, by="kh"):
        self._push(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "by": AUTHOR_IDS[by], "at": _iso(ms)})

    def react(self, mid, ms, emoji, by="kh"):
        self._push(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "emoji": emoji, "user_id": AUTHOR_IDS[by], "at": _iso(ms)})

    def unreact(self, mid, ms, emoji, by="kh"):
        self._push(ms, {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": self.final[mid]["ch"],
                        "message_id": mid, "emoji": emoji, "user_id": AUTHOR_IDS[by], "at": _iso(ms)})

    def H(self, mid, etype, facts, phrasing, idiom=None):
        self.hard[mid] = {"channel_id": self.final[mid]["ch"], "message_id": mid, "event_type": etype,
                          "facts": list(facts), "phrasing": phrasing, "final_state": "live"}
        self.hard_order.append(mid)
        if idiom in IDIOM_KEEP:
            self.idioms.append({"message_id": mid, "idiom": idiom, "expected": etype})
        return mid

    def N(self, mid):
        self.noise.append(mid)
        return mid

    def M(self, mid, idiom=None):
        self.near.append(mid)
        if idiom in IDIOM_KEEP:
            self.idioms.append({"message_id": mid, "idiom": idiom, "expected": "not_hard"})
        return mid

    def sup(self, mid, level):
        self.superseded.append([self.final[mid]["ch"], mid, level])

    def embed(self, title, desc, fields, footer, author=None):
        e = {"title": title, "description": desc,
             "fields": [{"name": n, "value": v, "inline": True} for n, v in fields], "footer": footer}
        if author:
            e["author"] = author
        return e

    # --------------------------------------------------------------- the day
    def build(self):
        r = self.rng
        self.scene_session_threads()
        self.scene_overnight()
        self.scene_premarket()
        self.scene_es_core()
        self.scene_rth_open()
        self.scene_roll()
        self.scene_spx_puts()
        self.scene_midday()
        self.scene_afternoon()
        self.scene_close()
        self.scene_extra()
        self.scene_reports()
        self.scene_more()
        (self.opt_broadcom if self.rng.random() < 0.5 else self.opt_tesla)(dry=False)
        optional = [self.opt_strat_mid, self.opt_hedge_on, self.opt_hedge_mnq, self.opt_vix_hedge, self.opt_vix_noroute, self.opt_msft,
                    self.opt_nvda_noroute, self.opt_rty_kill, self.opt_ym_reject,
                    self.opt_nq_flat, self.opt_eth_limits]
        r.shuffle(optional)
        budget = r.randint(36, 43) - len(self.hard)
        chosen = set()
        for fn in optional:
            cost = fn(dry=True)
            if cost <= budget:
                fn(dry=False)
                budget -= cost
                chosen.add(fn.__name__)
        if "opt_strat_mid" not in chosen:
            self.opt_strat_mid(dry=False, hard=False)
        self.fill_noise()
        self.fill_chatter()
        self.events.sort(key=lambda e: (e[0], e[1]))

    # ------------------------------------------------------- session threads
    def scene_session_threads(self):
        r = self.rng
        specs = [("on", "18:00:04", f"🧵 **ON {self.pmdy}→{self.mdy}** · overnight session · "
                  f"ES{self.front} {f2(self.es0 + 3.25)} · NQ{self.front} {f2(self.nq0 + 9.5)} · VIX {self.vix0:.2f}"),
                 ("pm", "07:00:02", f"🧵 **PRE {self.mdy}** · pre-market · {self.macro} {self.macro_t} ET · "
                  f"ES{self.front} {f2(self.es0 + 1.5)} · RTY{self.front} {self.rty0:.1f}"),
                 ("rth", "09:25:01", f"🧵 **RTH {self.mdy}** · cash session · "
                  f"SPX {self.spx0:.2f} · NDX 0DTE live · VIX {self.vix0 + 0.31:.2f}")]
        for name, clock, text in specs:
            mid = self.msg(clock, "sess", text)
            self.threads[name] = mid  # Discord: a thread started from a message shares its id
            self.N(mid)

    # -------------------------------------------------------------- overnight
    def scene_overnight(self):
        r = self.rng
        F = self.front
        # session limits switch (risk_limit, structured)
        mid = self.msg("18:00:31", "risk", f"[RISK] session RTH→ETH · max_gross 250→60 ES-eq · max_clip 25→10 · "
                       f"max_loss_sess -$20,000 · 0dte book: new opens OFF until 09:30")
        self.H(mid, "risk_limit", ["max_gross 250→60", "max_clip 25→10", "-$20,000"], "structured",
               idiom="risk engine session limit switch with arrows")
        self.N(self.msg("18:00:40", "cme", "CME Globex: equity index futures OPEN for trade date "
                        f"{self.tdate.isoformat()} · ES NQ RTY YM MES MNQ · all instruments state=Open"))
        # overnight MES sell: embed-only working ack then terse fill
        o = self.oid()
        self.on_mes = o
        px = tick(self.es0 + r.choice([5.25, 5.5, 6.0, 6.75]))
        q = r.choice([6, 8, 10])
        clock = f"21:{r.randint(30, 44):02d}:{r.randint(0, 59):02d}"
        e = self.embed("Order Working", "iLink3 · CME Globex · session ETH",
                       [("Symbol", f"MES{F}"), ("Side", "SELL"), ("Qty", str(q)), ("Limit", f2(px)),
                        ("TIF", "GTC"), ("Status", "New → Working")],
                       f"ord {o.lower()} · clOrdID IDX{self.ci + 1}-{self.tdate:%Y%m%d}-0007 · XCME")
        mid = self.msg(clock, "xb", "", embeds=[e])
        self.H(mid, "trade_confirmation", [f"MES{F}", "SELL", str(q), f2(px), o.lower()], "embed",
               idiom="embed-only order working ack with fields and footer order id")
        mid = self.msg(None, "qx", f">>MES{F} -{q} @{f2(px)} [pas] ord#{o}", ms=self.later(mid, r.randint(60, 300)))
        self.H(mid, "trade_fill", [f"MES{F}", f"-{q}", f2(px), o], "structured",
               idiom="signed-size terse engine fill (minus = sell)")
        # reconnect storm + traces; ops bulk-deletes part of it
        storm = []
        base = r.randint(880000, 990000)
        t = self.ms_at(f"00:{r.randint(40, 52):02d}:10")
        for i in range(1, 7):
            gap_a = base + i * r.randint(40, 90)
            txt = r.choice([
                f"!! md-gw DISC mdp3 ch310 feed A · ECONNRESET · retry {i}/8 in {250 * 2 ** (i - 1)}ms · last seq {gap_a}",
                f"!! md-gw DISC mdp3 ch310 feed A · timeout 2000ms · retry {i}/8 · last seq {gap_a}",
            ])
            t += r.randint(300, 3000)
            storm.append(self.N(self.msg(None, "qx", txt, ms=t)))
        t += 1800
        self.N(self.msg(None, "qx", f"~~ md-gw ch310 A UP · gap {base}..{base + 611} → snapshot recovery (ch310 B) · 1.9s", ms=t))
        t += 2200
        trace = (f"panicked at 'seq gap too large: {base}..{base + 4123}', src/mdp3/recovery.rs:144:17\n"
                 "```\nthread 'md-gw-3' panicked at src/mdp3/recovery.rs:144:17:\n"
                 f"seq gap too large: {base}..{base + 4123} (max 4096)\n"
                 "stack backtrace:\n"
                 "   0: rust_begin_unwind\n"
                 "   1: core::panicking::panic_fmt\n"
                 "   2: qx_md::mdp3::recovery::Recovery::on_gap\n"
                 "             at ./src/mdp3/recovery.rs:144:17\n"
                 "   3: qx_md::mdp3::channel::Channel::on_packet\n"
                 "             at ./src/mdp3/channel.rs:388:21\n"
                 "   4: qx_md::gw::Gateway::poll_feed\n"
                 "             at ./src/gw/mod.rs:211:13\n"
                 "   5: tokio::runtime::task::core::Core<T,S>::poll\n"
                 "   6: tokio::runtime::scheduler::multi_thread::worker::Context::run_task\n"
                 "note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n"
                 "```\nsupervisor: md-gw-3 restarted (restart 1 in 10m) · books resynced from snapshot · quoting resumed")
        self.N(self.msg(None, "qx", "!! " + trace, ms=t))
        t += r.randint(20000, 60000)
        tb = ("sig-agent feed error (cboe-c1 opra top-of-book)\n```\nTraceback (most recent call last):\n"
              '  File "/srv/sig/agent/feeds/opra.py", line 212, in _pump\n'
              "    msg = await self.ws.recv()\n"
              '  File "/srv/sig/.venv/lib/python3.12/site-packages/websockets/legacy/protocol.py", line 568, in recv\n'
              "    await self.ensure_open()\n"
              '  File "/srv/sig/.venv/lib/python3.12/site-packages/websockets/legacy/protocol.py", line 939, in ensure_open\n'
              "    raise self.connection_closed_exc()\n"
              "websockets.exceptions.ConnectionClosedError: no close frame received or sent\n"
              "\nDuring handling of the above exception, another exception occurred:\n\n"
              "Traceback (most recent call last):\n"
              '  File "/srv/sig/agent/loop.py", line 97, in run\n'
              "    await feed.reconnect(backoff=self.backoff)\n"
              '  File "/srv/sig/agent/feeds/base.py", line 61, in reconnect\n'
              f"    raise FeedDown(self.name, attempts)\nagent.feeds.base.FeedDown: opra-c1 down after 5 attempts\n```\n"
              "signals from vol features paused; price features unaffected")
        self.N(self.msg(None, "sig", tb, ms=t))
        self.bulk_delete(storm[1:5], t + r.randint(1800000, 2400000))
        # Apple headline (held: short AAPL hedge)
        amm = r.randint(10, 50)
        hl = r.choice([
            ("Apple", "iPhone 18", f"🗞️ 02:{amm:02d} *APPLE CUTS IPHONE 18 PRO ORDERS BY ~10% FOR 1H, SUPPLY-CHAIN CHECKS SAY* — Nikkei"),
            ("Apple", "App Store", f"🗞️ 02:{amm:02d} *EU SAID TO PREPARE NEW DMA FINE AGAINST APPLE OVER APP STORE STEERING* — Reuters"),
            ("Apple", "China", f"🗞️ 02:{amm:02d} *APPLE SMARTPHONE SHIPMENTS IN CHINA FELL 17% IN NOVEMBER, CAICT DATA SHOW*"),
        ])
        facts = [hl[0].upper(), hl[1].upper()]
        mid = self.msg(f"02:{amm:02d}:05", "news", hl[2] + self.wire_body(True))
        self.H(mid, "held_position_news", facts, "untagged",
               idiom="company-name headline (no ticker) on a held megacap hedge")
        # Costco / Oracle near-miss news
        nm = r.choice(["*ORACLE SAID TO WEIGH $20B BOND SALE TO FUND DATA-CENTER BUILD* — Bloomberg",
                       "*COSTCO NOVEMBER COMPARABLE SALES +6.8%, EST. +5.9%*",
                       "*LULULEMON FALLS 9% POST-MARKET ON SOFT HOLIDAY GUIDANCE*"])
        self.M(self.msg("19:12:40", "news", f"🗞️ 19:12 {nm}" + self.wire_body(True)))
        # router no-route decision
        s = f"S-{r.randint(7000, 7400)}"
        self.sig_id = int(s[2:])
        mid = self.msg("04:06:12", "sig", f"[ROUTER] {s} vix_term_inv (VX1/VX2 0.97) → NOT ROUTED · conf 0.48 < 0.55 · outside RTH · logged only")
        self.H(mid, "no_route_decision", [s, "NOT ROUTED"], "structured",
               idiom="router line: explicit NOT ROUTED with reason")
        # router hourly summary, 0 routed (noise, near-miss idiom)
        mid = self.msg("06:00:00", "sig", f"[ROUTER] 00:00-06:00 summary · 14 signals · 0 routed · 0 proposals · 1 feed incident (opra-c1)")
        self.N(mid)
        self.idioms.append({"message_id": mid, "idiom": "router cron summary '0 routed'", "expected": "not_hard"})
        # overnight hypothetical signal
        self.M(self.msg("01:47:33", "sig", json.dumps({
            "sig": "on_range_break", "sym": f"NQ{self.front}", "dir": "long", "conf": 0.51,
            "cond": f"reclaim {f2(self.nq0 + 20)} on vol > 1.5x", "note": "would buy a reclaim, not actionable in ETH clip limits",
            "ttl_s": 3600})))
        # kh early: route the roll to qx (ON thread)
        mid = self.msg("06:41:18", "kh", r.choice([
            f"morning. routing the es roll to qx for after the open: 20 {self.front}→{self.nxt}, clips of 5, don't chase past {f2(self.roll + 0.5)}",
            f"gm. roll goes to qx today, 20 lots {self.front}→{self.nxt} in 5s after the 9:30 print, cap {f2(self.roll + 0.5)}",
        ]), where="on")
        self.H(mid, "route_decision", ["roll", "qx", "20"], "untagged",
               idiom="human routes the calendar roll to the execution engine")
        # ON thread chatter + history near-miss
        self.M(self.msg("06:48:02", "kh", f"last {self.mac} we bought 20 es at the lows and got stopped at {sh(self.es0 - 63)} two hours later lol. not doing that again",
                        where="on"), idiom="history: last release's trade in past tense")
        self.msg("06:50:40", "pr", "ha. i remember. limits are tight until the open anyway", where="on")
        self.msg("03:02:11", "sig", f"europe open: DAX fut {r.randint(23800, 24600)} ({r.choice(['+', '-'])}{r.uniform(0.1, 0.7):.1f}%) · ESTX50 {r.randint(5500, 5800)} · bund {r.uniform(2.4, 2.8):.2f}% · ES ON range {sh(self.es0 - 6)}-{sh(self.es0 + 9)}", where="on")
        self.N(self.msg("03:00:05", "cme", "CME Globex: MDP 3.0 ch310/ch312 incremental feeds nominal · latency p99 41µs"))
        # positions snapshot (neutral: holdings)
        e = self.embed(f"Book @ 07:00 ET · {self.mdy}", "positions (signed) · source: risk-engine",
                       [(f"ES{F}", f"+{self.es_core}"), (f"MES{F}", f"-{q}"), ("NVDA", f"-{self.nvda_sh:,}"),
                        ("AAPL", f"-{self.aapl_sh:,}"), ("SPX 0DTE", "net Δ +0.4 ES-eq · 0 opens"),
                        (self.vx, "0")], "risk-engine · snapshot 07:00:00 ET")
        self.book_mid = self.msg("07:00:00", "risk", "", embeds=[e])

    # ------------------------------------------------------------- pre-market
    def strat_premarket(self):
        r = self.rng
        F = self.front
        lo, hi = self.es0 - r.choice([6.5, 7.25, 8.0]), self.es0 + r.choice([8.75, 9.5, 11.0])
        gflip = int(round((self.spx0 - r.uniform(8, 22)) / 5) * 5)
        cons = r.choice([110, 125, 140, 150, 165])
        whisper = cons + r.choice([-15, 10, 20, 25])
        move = r.choice([38, 42, 46, 51])
        choice = r.choice(["RTY", "NQ", "YM"])
        if choice == "RTY":
            thesis = (f"**RTY** — we are moving from neutral to **bearish** on small caps into next week: breadth in the "
                      f"R2K has not confirmed the last two highs, the regional-bank basket is rolling over and a hot "
                      f"print is worse for RTY than for NQ. Downside reference {self.rty0 - 38:.1f}.")
            tfacts = ["RTY", "bearish", f"{self.rty0 - 38:.1f}"]
        elif choice == "NQ":
            thesis = (f"**NQ** — we are cutting our view from bullish to **neutral**: the megacap leadership that "
                      f"carried November is narrowing to two names and the NDX/SPX ratio stalled at resistance. "
                      f"We no longer lean long NQ through {f2(self.nq0 + 60)}.")
            tfacts = ["NQ", "neutral", f2(self.nq0 + 60)]
        else:
            thesis = (f"**YM** — we are turning **bullish** on the Dow vs the S&P (long YM / short ES as a pair "
                      f"idea, not a trade yet): rotation into value names has momentum and the ratio broke its 20d "
                      f"range. Upside reference {self.ym0 + 420}.")
            tfacts = ["YM", "bullish", str(self.ym0 + 420)]
        self.pm_thesis_sym = choice
        note = f"""# Pre-market · {self.dow} {self.mdy} · {self.macro} day
_strat-agent v3.8 · inputs: CME MDP, OPRA, desk book @07:00 ET, dealer-gamma model gx-2 · ~6 min read_

## TL;DR
- Overnight range ES{F} {f2(lo)}–{f2(hi)} ({hi - lo:.2f} pts) on {r.randint(180, 320)}k contracts vs a 20d ETH average of {r.randint(260, 380)}k. Quiet, two-way, no follow-through either side of {f2(self.es0)}.
- {self.macro} at {self.macro_t} ET: consensus +{cons}k, whisper +{whisper}k, unemployment {r.choice(['4.3', '4.4', '4.5'])}%. The 0DTE SPX straddle prices a {move}-point move through the close, roughly the 60th percentile of the last 24 prints.
- Dealer gamma (gx-2) is positive above {gflip} SPX and flips negative below it. Above the flip, intraday ranges have compressed by ~30% this month; below it the book behaves very differently.

## Overnight recap
Asia traded heavy early (Nikkei {r.choice(['-0.6', '-0.9', '-1.2', '+0.3'])}%, Hang Seng {r.choice(['-1.1', '-0.4', '+0.8'])}%) on a firmer yen, then stabilised once USD/JPY held {r.uniform(148, 156):.2f}. Europe opened flat; Bund yields are {r.choice(['up 2bp', 'down 1bp', 'unchanged'])} and the euro is doing nothing. Crude is {r.choice(['bid', 'offered', 'flat'])} after the OPEC+ headlines faded. US 10y at {r.uniform(4.05, 4.45):.2f}% into the print, 2s10s {r.randint(38, 61)}bp.

The ES overnight profile is a classic pre-data balance: a P-shaped profile with value between {f2(lo + 2.5)} and {f2(hi - 3.0)}, and the VPOC at {f2(self.es0 + 0.5)}. Nothing in the ETH tape argues for a directional open; the information arrives at {self.macro_t}.

## Levels (ES{F})
| level | px | why |
|---|---|---|
| R2 | {f2(hi + 18.25)} | weekly VAH + 1x ATR(30m) |
| R1 | {f2(hi + 4.0)} | ON high, last Friday's settlement cluster |
| pivot | {f2(self.es0)} | VPOC, 20-period VWAP overnight |
| S1 | {f2(lo - 4.25)} | ON low, gamma flip translated to futures |
| S2 | {f2(lo - 21.5)} | Tuesday's single prints, 50d MA |

## Index by index
**ES** — ranges compressed, dealer positioning long gamma; open interest in the 0DTE {int(round(self.spx0 / 25) * 25)} strike is the largest on the board ({r.randint(38, 71)}k contracts). Pin risk into the afternoon if the print is in line.

**NQ** — NQ{F} ON range {f2(self.nq0 - 28)}–{f2(self.nq0 + 31)}. Semis were the laggards yesterday (SOX {r.choice(['-1.4', '-2.1', '-0.8'])}%) while software held. The NDX weekly options skew steepened again; put demand is concentrated in the 12/11 expiry.

{thesis}

**YM / Dow** — Dow constituents with rate sensitivity (financials, industrials) will react first to the revisions. YM{F} volume overnight was {r.randint(18, 40)}k; the YM/ES ratio sits near {self.ym0 / self.es0:.3f}.

## Vol
VIX {self.vix0:.2f} (ON {r.choice(['+0.4', '+0.6', '-0.2'])}), {self.vx} {f2(self.vxpx)}; VX term in contango, VX1/VX2 at {r.uniform(0.91, 0.97):.2f}. Realised 10d ES vol {r.uniform(9, 14):.1f}% vs implied {r.uniform(13, 18):.1f}% — the variance premium is wide, which is the usual pre-{self.macro} pattern. Skew: 25d puts over calls {r.uniform(4, 7):.1f} vols, unchanged on the week. 0DTE put volume yesterday {r.randint(900, 1500)}k, {r.randint(52, 63)}% of SPX options volume.

## Flows
- CTA models (our proxy): near max long in ES, modestly long NQ, flat RTY. Triggers to de-risk sit around {f2(lo - 55)} ES — far away.
- Buyback blackout is lifting for a handful of megacaps; corporate bid into December is seasonally strong.
- Month-start pension rebalancing mostly done on Tuesday; no meaningful quarter-end flow yet.
- Leveraged ETF rebalance at the close is small unless we move more than 1.5%.

## Single names that move the index today
| name | idx wt | ON move | note |
|---|---|---|---|
| NVDA | {r.uniform(6.5, 7.8):.1f}% SPX / {r.uniform(8.5, 9.9):.1f}% NDX | {r.choice(['-0.8', '-1.3', '+0.4'])}% | the desk's short hedge; options imply ±{r.uniform(2.5, 3.6):.1f}% today |
| AAPL | {r.uniform(6.0, 7.2):.1f}% / {r.uniform(8.0, 9.2):.1f}% | {r.choice(['-0.5', '+0.2', '-0.9'])}% | supply-chain headlines overnight, see wire |
| MSFT | {r.uniform(5.8, 6.6):.1f}% / {r.uniform(7.9, 8.8):.1f}% | {r.choice(['+0.3', '-0.2', '+0.6'])}% | watchlist; Azure capacity chatter |
| AVGO | {r.uniform(2.2, 2.9):.1f}% / {r.uniform(4.5, 5.4):.1f}% | {r.choice(['+1.1', '+0.4', '-0.6'])}% | watchlist; earnings next Thursday |
| TSLA | {r.uniform(1.6, 2.2):.1f}% / {r.uniform(2.9, 3.6):.1f}% | {r.choice(['-1.8', '+2.2', '-0.7'])}% | watchlist; China deliveries data pending |

Concentration is the story of the year: the top ten names are {r.randint(36, 41)}% of the S&P and {r.randint(52, 58)}% of the NDX. A 3% move in NVDA alone is worth roughly {r.uniform(11, 15):.0f} ES points and {r.uniform(60, 85):.0f} NQ points, which is why the single-stock hedges exist at all.

## Options positioning detail
| SPX strike | 0DTE OI (k) | 12/11 OI (k) | dealer Γ ($mm/pt) |
|---|---|---|---|
| {int(round(self.spx0 / 25) * 25) + 50} C | {r.randint(18, 40)} | {r.randint(20, 45)} | {r.uniform(-9, 3):+.1f} |
| {int(round(self.spx0 / 25) * 25) + 25} C | {r.randint(25, 55)} | {r.randint(25, 50)} | {r.uniform(-6, 6):+.1f} |
| {int(round(self.spx0 / 25) * 25)} | {r.randint(38, 71)} | {r.randint(40, 70)} | {r.uniform(4, 14):+.1f} |
| {int(round(self.spx0 / 25) * 25) - 25} P | {r.randint(25, 50)} | {r.randint(30, 60)} | {r.uniform(-2, 8):+.1f} |
| {int(round(self.spx0 / 25) * 25) - 50} P | {r.randint(20, 45)} | {r.randint(35, 80)} | {r.uniform(-8, 2):+.1f} |

Put open interest in the 12/11 expiry is the heaviest in three months, mostly in strikes 3-5% below spot; it looks like overlay hedging by real money into CPI and FOMC rather than directional bets. Call skew has flattened since Tuesday.

## Cross-asset
- Rates: the front end prices {r.randint(18, 27)}bp of cuts by March. A strong print pushes that toward {r.randint(8, 15)}bp; equities have traded with bonds on data days for six weeks.
- Dollar: DXY {r.uniform(98, 104):.2f}. A firm dollar has been a headwind for the multinationals in the Dow more than for the NDX.
- Credit: IG spreads {r.randint(78, 92)}bp, HY {r.randint(285, 330)}bp; calm, no stress signal.
- Crypto: BTC {r.choice(['-2.1', '+1.4', '-0.6'])}% overnight, mostly irrelevant to index futures except via the high-beta names.

## Calendar (ET)
- {self.macro_t} {self.macro}
- 10:00 U. Michigan prelim (if scheduled) / factory orders
- 13:00 Fed speaker (voter) on the outlook; text expected
- 15:00 consumer credit
- next week: CPI Wed 08:30, FOMC blackout starts Saturday

## Scenarios for the print
| outcome | headline | ES first 30m (hist.) | NQ/ES | VIX | what usually follows |
|---|---|---|---|---|---|
| hot | > +{cons + 75}k, AHE 0.4%+ | -{r.randint(25, 40)} to -{r.randint(45, 60)} | NQ underperforms | +1.5 to +2.5 | yields up, RTY worst, 0DTE puts bid all morning |
| firm | +{cons + 25}k to +{cons + 75}k | -{r.randint(5, 12)} to +{r.randint(8, 15)} | flat | ±0.5 | two-way, pin forms by 11:00 |
| in line | ±25k of consensus | ±{r.randint(8, 14)} | flat | -0.5 | vol crush, straddle sellers win |
| soft | +{max(cons - 75, 10)}k to +{cons - 25}k | +{r.randint(10, 18)} to +{r.randint(20, 30)} | NQ outperforms | -0.8 | bonds rally, growth bid |
| weak | < +{max(cons - 75, 10)}k, UR up | -{r.randint(10, 20)} to +{r.randint(10, 20)} | mixed | +0.5 to +1.5 | "bad news is bad news" regime, watch credit |

These are distributions from the last {r.randint(20, 30)} releases, not forecasts. The "weak" row is the one where the historical sign has flipped since mid-2025.

## Yesterday, briefly
The desk's ES core added on Wednesday's dip held through Thursday; the 0DTE book made money selling put spreads into the afternoon pin, and the auto-hedger traded {r.randint(9, 20)} times, mostly MES. The rty-mr strategy lost {money(-r.randint(2000, 6000))} on the day and is close to its monthly drawdown budget. No limit breaches, one throttle event (Thursday 08:30, claims).

## Appendix · other levels
- NQ{F}: R1 {f2(tick(self.nq0 + 58))}, pivot {f2(self.nq0)}, S1 {f2(tick(self.nq0 - 61))}, S2 {f2(tick(self.nq0 - 140))}
- RTY{F}: R1 {self.rty0 + 14.2:.1f}, pivot {self.rty0:.1f}, S1 {self.rty0 - 15.7:.1f}
- YM{F}: R1 {self.ym0 + 180}, pivot {self.ym0}, S1 {self.ym0 - 210}
- {self.vx}: {f2(self.vxpx)} last; 20d range {f2(self.vxpx - 1.4)}–{f2(self.vxpx + 2.1)}

## Desk checklist for the release
1. Risk engine throttle window armed around {self.macro_t}; cancels and hedges stay allowed.
2. Engine quote width auto-widens on the release for up to 120s; no manual intervention needed.
3. The auto-hedger band stays at ±2.0 ES-eq unless the router sends it a tighter band.
4. Bridge sessions: both CME sessions and the CBOE session were recycled at 06:00 ET; sequence numbers clean.
5. Signal agent proposals during the window queue until the throttle lifts; none are sent automatically.

## Risks to the framework
A print far from consensus in either direction breaks the pin and puts the 0DTE book in negative gamma below {gflip}. Revisions matter more than the headline this year. A weak print with rising unemployment is not automatically good for equities at this point in the cycle.

_desk-internal · not a recommendation to trade · next update ~12:00 ET_"""
        return note, tfacts

    def scene_premarket(self):
        r = self.rng
        F = self.front
        # pinned watchlist (neutral)
        wl = self.msg("07:04:47", "kh", f"book into {self.mac}: es core +{self.es_core}, short nvda {self.nvda_sh // 1000}k / aapl {self.aapl_sh // 1000}k vs the nq, 0dte flat-ish.\n"
                      "watch: avgo, tsla, msft. vix term for the hedge.")
        self.pin(wl, self.later(wl, 20))
        note, tfacts = self.strat_premarket()
        mid = self.msg("07:45:03", "strat", note)
        self.H(mid, "thesis_update", tfacts, "buried",
               idiom="thesis change buried in a long markdown pre-market note")
        self.react(mid, self.later(mid, 300), "📌")
        self.pin(mid, self.later(mid, 302))
        self.strat_pm_mid = mid
        # sig proposal in PM thread, rejected by reply
        pid = f"P-{r.randint(4400, 4499)}"
        self.pid0 = pid
        lmt = tick(self.nq0 - r.choice([18, 22.5, 27.75]))
        prop = {"type": "proposal", "id": pid, "sym": f"NQ{F}", "side": "buy", "qty": 4, "lmt": lmt,
                "stp": tick(lmt - 55), "tgt": tick(lmt + 120), "src": f"{self.mac}_fade", "conf": 0.66,
                "needs": "approval:kev.h"}
        pm = self.msg("07:52:20", "sig", json.dumps(prop), where="pm")
        self.H(pm, "trade_proposal", [pid, f"NQ{F}", "buy", str(lmt)], "structured",
               idiom="JSON proposal from the signal agent")
        self.react(pm, self.later(pm, 40), "👀", by="pr")
        rej = self.msg(None, "kh", f"nah flat into {self.mac}", where="pm", reply=pm, ms=self.later(pm, r.randint(200, 400)))
        self.H(rej, "trade_approval", ["nah", f"flat into {self.mac}"], "reply",
               idiom="lowercase reply rejection 'nah flat into <event>'")
        # hypothetical from sig agent, conditioned on VIX
        self.M(self.msg("08:04:51", "sig", json.dumps({
            "sig": "vol_spike_hedge", "cond": "VIX > 20", "action": f"would buy {self.vx} +10",
            "status": "armed_hypothetical", "vix": self.vix0, "note": "conditional only, no proposal until trigger"}),
            where="pm"), idiom="signal agent hypothetical 'would buy ... if VIX > 20'")
        # throttle around the release (risk_limit enforce)
        if self.macro_t != "--":
            mt = self.macro_t
            w0, w1 = addm(mt, -1), addm(mt, 1, 30)
            mid = self.msg(addm(mt, -10), "risk",
                           f"[RISK] THROTTLE {self.macro} window {w0}-{w1} ET · new orders BLOCKED · cancels/hedges allowed · max_clip 25→5 until {addm(mt, 5)[:5]}")
            self.H(mid, "risk_limit", ["THROTTLE", "BLOCKED", "max_clip 25→5"], "tagged",
                   idiom="event-window throttle blocking new orders")
            if r.random() < 0.6:
                mid = self.msg(addm(mt, 5), "risk", f"[RISK] THROTTLE off · max_clip 5→25 · {self.macro} window closed")
                self.H(mid, "risk_limit", ["THROTTLE off", "max_clip 5→25"], "tagged")
            # the release itself: generic market colour (near-miss)
            self.M(self.msg(addm(mt, 0, 1), "news", r.choice([
                f"🗞️ {self.macro_t} *US {self.macro.upper()} RELEASE: HEADLINE ABOVE CONSENSUS; PRIOR REVISED DOWN {r.randint(20, 45)}K* · UR {r.choice(['4.3', '4.4'])}% · AHE +0.{r.randint(2, 4)}% m/m",
                f"🗞️ {self.macro_t} *US {self.macro.upper()} IN LINE WITH ESTIMATES; REVISIONS NET -{r.randint(10, 40)}K* · UR {r.choice(['4.4', '4.5'])}%"])),
                idiom="macro release headline (generic market colour)")
            self.N(self.msg(addm(mt, 0, 3), "cme", f"CME Globex: Velocity Logic event ES{F} · 2s pause {addm(mt, -60)[:5]}:02 CT · resumed"))
        # kh in PM thread: other chatter, questions
        self.M(self.msg("08:12:30", "kh", f"should we roll rty too or leave it till thursday?", where="pm"),
               idiom="question about a possible trade")
        self.msg("08:13:40", "pr", "leave it, we're barely in rty", where="pm")
        self.msg("08:20:05", "kh", f"{self.mac} in 10. nothing new until the dust settles", where="pm")

    def scene_es_core(self):
        r = self.rng
        F = self.front
        q = r.choice([8, 10, 12])
        lmt = tick(self.es0 - r.choice([3.25, 4.0, 5.5]))
        stp = tick(lmt - r.choice([15.5, 16.0, 14.75]))
        tgt = tick(lmt + r.choice([36, 34.5, 38.25]))
        self.es_lmt, self.es_q = lmt, q
        # typo proposal (NQ at an ES price), deleted
        typo = self.msg("08:38:11", "kh", f"+{q} nq{F.lower()} {sh(lmt)} lmt · stp {sh(stp)} / tgt {sh(tgt)}", where="pm")
        self.H(typo, "trade_proposal", [f"+{q}", f"nq{F.lower()}", sh(lmt), sh(stp)], "shorthand")
        self.delete(typo, self.later(typo, 24))
        prop = self.msg(None, "kh", f"+{q} es{F.lower()} {sh(lmt)} lmt · stp {sh(stp)} / tgt {sh(tgt)} · @priya.r",
                        where="pm", ms=self.later(typo, 41))
        self.H(prop, "trade_proposal", [f"+{q}", f"es{F.lower()}", sh(lmt), sh(stp), sh(tgt)], "shorthand",
               idiom="signed-size lowercase shorthand proposal with stp/tgt")
        ok = self.msg(None, "pr", f"ok go +{q}", where="pm", reply=prop, ms=self.later(prop, r.randint(50, 110)))
        self.H(ok, "trade_approval", ["ok go", f"+{q}"], "reply", idiom="risk manager 'ok go' reply approval")
        o = self.oid()
        self.es_oid = o
        ack = self.msg(None, "qx", f"[ACK] ord#{o} ES{F} +{q} L{f2(lmt)} DAY · acct IDX{self.ci + 1}-CORE",
                       ms=self.later(ok, r.randint(8, 20)))
        self.H(ack, "trade_confirmation", ["ACK", o, f"ES{F}", f"+{q}", f2(lmt)], "structured")
        part = r.choice([3, 4, 5])
        fill = self.msg(None, "qx", f">>ES{F} +{part}/{q} @{f2(lmt)} [pas] ord#{o} ·pf", ms=self.later(ack, r.randint(60, 200)))
        avg = round(lmt - r.choice([0.05, 0.1, 0.15, 0.2]), 2)
        self.es_avg = avg
        self.H(fill, "trade_fill", [f"ES{F}", f"+{q}/{q}", f2(avg), o], "structured",
               idiom="partial fill line edited in place to the complete fill")
        self.edit(fill, self.later(fill, r.randint(200, 500)), f">>ES{F} +{q}/{q} @{f2(lmt)} avg {f2(avg)} [pas+agg] ord#{o} ·done")
        self.sup(fill, f"+{part}/{q}")
        self.react(fill, self.later(fill, 600), "✅")
        # a human "👍" to the fill: acknowledgement, not approval
        self.M(self.msg(None, "kh", "👍", reply=fill, ms=self.later(fill, 640)), idiom="👍 reply to a fill (acknowledgement)")
        # bracket: set, then the same message edited twice
        bk = self.msg(None, "qx", f"bkt ord#{o} ES{F} stp {f2(stp)} tgt {f2(tgt)} [ARM]", ms=self.later(fill, 660))
        self.bk = bk
        stp1 = tick(stp + r.choice([3.5, 4.0, 4.5]))
        stp2 = tick(stp1 + r.choice([3.75, 4.25, 5.0]))
        self.es_stp1, self.es_stp2, self.es_tgt = stp1, stp2, tgt
        self.edit(bk, self.ms_at(f"10:{r.randint(38, 44):02d}:05"), f"bkt ord#{o} ES{F} stp {f2(stp1)} tgt {f2(tgt)} [MOD1 trail]")
        self.H(bk, "stop_or_target_change", [f"ord#{o}", f"ES{F}", f"stp {f2(stp2)}", "tgt off"], "structured",
               idiom="bracket status line edited twice in place (stop moved, target removed)")
        self.sup(bk, f2(stp))
        self.sup(bk, f2(stp1))
        self.sup(bk, f2(tgt))
        # afternoon: pull the target, stop up — human, then the bracket edit
        pull = self.msg(f"15:0{r.randint(0, 4)}:12", "kh", f"pull the es tgt, let it run. stp up to {sh(stp2)}", where="rth")
        self.H(pull, "stop_or_target_change", ["es tgt", sh(stp2)], "untagged")
        self.edit(bk, self.later(pull, 9), f"bkt ord#{o} ES{F} stp {f2(stp2)} tgt off [MOD2 manual]")
        # a sensible-stop opinion with no decision
        self.M(self.msg("09:05:10", "strat", f"fwiw a stop under {f2(stp - 6.0)} would be more sensible than the ON low for anyone adding es here — the ON low is where everyone's stop sits.",
                        where="pm"), idiom="opinion about where a stop would be sensible, no decision")

    # ---------------------------------------------------------------- RTH open
    def scene_rth_open(self):
        r = self.rng
        F = self.front
        self.N(self.msg("09:30:00", "cme", f"CME/CBOE: cash open · SPX/NDX options RTH open · ES{F} {f2(self.es0 - 1.75)} at the bell"))
        # small storm at open
        t = self.ms_at("09:30:04")
        for i in range(1, 4):
            t += r.randint(200, 900)
            self.N(self.msg(None, "xb", f"!! ilink3 IDX{self.ci + 1} hb missed ({i}/3) · mkt seg 99 · resend req {r.randint(41000, 45000)}-{r.randint(45001, 46000)}", ms=t))
        t += 1500
        jt = (f"ilink3 session IDX{self.ci + 1}/FIRM 77Q reconnect\n```\njava.net.SocketException: Connection reset\n"
              "\tat java.base/sun.nio.ch.SocketChannelImpl.throwConnectionReset(SocketChannelImpl.java:394)\n"
              "\tat java.base/sun.nio.ch.SocketChannelImpl.read(SocketChannelImpl.java:426)\n"
              "\tat io.xbridge.ilink3.Session.readFrame(Session.java:611)\n"
              "\tat io.xbridge.ilink3.Session.poll(Session.java:288)\n"
              "\tat io.xbridge.core.EventLoop.run(EventLoop.java:142)\n"
              "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n```\n"
              f"session re-established in 1.2s · seq {r.randint(90000, 99999)} · 0 orders lost · working orders re-synced")
        self.N(self.msg(None, "xb", jt, ms=t))
        # NQ trade: head trader shorthand, risk resize, fill, human stop edited once
        o = self.oid()
        q = 12
        stp0 = tick(self.nq0 - r.choice([48, 52.5, 57]))
        prop = self.msg("09:44:31", "kh", f"+{q} nq{F.lower()} mkt stp {sh(stp0)}", where="rth")
        self.H(prop, "trade_proposal", [f"+{q}", f"nq{F.lower()}", "mkt", sh(stp0)], "shorthand")
        rs = self.msg(None, "risk", f"[RISK] RESIZE ord#{o} NQ{F} +12 → +6 · max_clip.NQ=6 · by rule clip/nq",
                      ms=self.later(prop, r.randint(6, 14)))
        self.H(rs, "risk_limit", ["RESIZE", o, "+12 → +6"], "structured",
               idiom="risk engine resizing an order by clip limit")
        fpx = tick(self.nq0 + r.choice([12.25, 14.75, 17.0]))
        self.nq_fill = fpx
        fl = self.msg(None, "qx", f">>NQ{F} +6 @{f2(fpx)} [agg] ord#{o}", ms=self.later(rs, 1.2))
        self.H(fl, "trade_fill", [f"NQ{F}", "+6", f2(fpx), o], "structured")
        stp1 = tick(fpx - r.choice([34, 38.5, 41.25]))
        stp2 = tick(stp1 + r.choice([6.0, 7.25, 8.5]))
        st = self.msg("09:51:22", "kh", f"nq stp {sh(stp1)}", where="rth")
        self.H(st, "stop_or_target_change", ["nq stp", sh(stp2)], "shorthand",
               idiom="human stop message edited to a new level")
        self.edit(st, self.ms_at(f"11:{r.randint(18, 24):02d}:40"), f"nq stp {sh(stp2)}")
        self.sup(st, sh(stp1))
        self.nq_stp = stp2
        self.msg(None, "kh", "ugh, only 6. fine", where="rth", ms=self.later(fl, 30))
        # auto-hedger RTH fill (tagged)
        side = r.choice(["BUY", "SELL"])
        n = r.choice([2, 3, 4])
        d0 = round(r.uniform(2.3, 4.6), 2) * (1 if side == "SELL" else -1)
        hpx = tick(self.es0 + r.uniform(-3, 3))
        ho = self.oid()
        mid = self.msg("09:58:44", "hedge", f"[Δ-HEDGE] book=spx0dte Δ {d0:+.2f} ES-eq → {side} {n} ES{F} @{f2(hpx)} (ord {ho.lower()}) · post Δ {d0 - n * (1 if side == 'SELL' else -1):+.2f}")
        self.H(mid, "trade_fill", [side, f"{n} ES{F}", f2(hpx), ho.lower()], "tagged",
               idiom="auto-hedger delta hedge fill line")
        # dry-run hedger line (near-miss)
        self.M(self.msg("10:01:12", "hedge", f"[Δ-HEDGE][DRY] band test ±1.0 → would SELL 3 ES{F} · not sent (dry-run flag)"))
        # other firm's trades in shared chat
        cs = int(round((self.spx0 + r.uniform(30, 60)) / 25) * 25)
        self.M(self.msg("10:09:30", "share", f"**Marco R. · Halvorsen Capital (shared)**: paid {r.choice(['1.85', '2.10', '2.35'])} for {r.choice(['2,500', '3k', '1,800'])} SPXW {self.mdy} {cs}C, rest of the day is gamma for us"),
               idiom="another firm's fill quoted in the shared chat")
        self.msg("10:11:02", "share", "**Marco R. · Halvorsen Capital (shared)**: anyone seeing size in the NDX weeklies? feels like a fund rolling")
        self.kh_quote = self.msg("10:12:44", "kh", f"> halvorsen paid up for {cs}C calls\nthey're always early. not our trade", where="rth")
        self.M(self.kh_quote)

    def scene_roll(self):
        r = self.rng
        F, X = self.front, self.nxt
        o = self.oid()
        e = self.embed("Spread Order Accepted", "CME Globex · calendar spread · session RTH",
                       [("Instrument", f"ES{F}-ES{X}"), ("Side", "SELL spread"), ("Qty", "20"),
                        ("Limit", f2(self.roll)), ("Algo", "clip 5 · passive-first"), ("Status", "Accepted")],
                       f"ord {o.lower()} · legs ES{F} -20 / ES{X} +20 · XCME")
        ack = self.msg("09:36:15", "xb", "", embeds=[e])
        self.H(ack, "trade_confirmation", [f"ES{F}-ES{X}", "SELL spread", "20", f2(self.roll), o.lower()], "embed")
        f1 = self.msg("09:47:02", "qx", f">>ES{F}/ES{X} -10/20 @{f2(self.roll)} [cal] ord#{o} ·pf")
        self.H(f1, "trade_fill", [f"ES{F}/ES{X}", "-10/20", f2(self.roll), o], "structured",
               idiom="calendar roll fill with signed spread size")
        px2 = tick(self.roll + 0.25)
        f2_ = self.msg("10:03:37", "qx", f">>ES{F}/ES{X} -20/20 @{f2(px2)} [cal] ord#{o} ·done · avg {self.roll + 0.125:.3f}")
        self.H(f2_, "trade_fill", [f"ES{F}/ES{X}", "-20/20", f2(px2), o], "structured")
        self.msg(None, "kh", f"roll done. {self.nxt.lower()} it is", where="rth", ms=self.later(f2_, 60))

    def scene_spx_puts(self):
        r = self.rng
        k = int(((self.spx0 - r.uniform(135, 165)) // 25) * 25)
        px = r.choice(["0.85", "0.95", "1.05", "1.10", "1.20"])
        q = r.choice([30, 40, 50])
        self.put_k = k
        prop = self.msg("10:19:50", "kh", f"want to sell {q} SPXW {self.mdy} {k}P @ {px} against the es core. @priya.r", where="rth")
        self.H(prop, "trade_proposal", ["sell", f"{q} SPXW {self.mdy} {k}P", px], "untagged")
        self.M(self.msg(None, "kh", f"or what if we sold the {k + 25}s instead? more premium, more pain", where="rth",
                        ms=self.later(prop, 35)), idiom="'what if we sold…' alternative, a question")
        ap = self.msg(None, "pr", f"approved, {q} max. not a lot more 0dte today", where="rth", reply=prop,
                      ms=self.later(prop, r.randint(120, 240)))
        self.H(ap, "trade_approval", ["approved", f"{q} max"], "reply")
        o = self.oid()
        e = self.embed("Order Accepted", "CBOE · SPXW 0DTE · RTH",
                       [("Symbol", f"SPXW {self.mdy} {k}P"), ("Side", "SELL"), ("Qty", str(q)), ("Limit", px),
                        ("TIF", "DAY"), ("Status", "Accepted")], f"ord {o.lower()} · CBOE C1 · acct IDX{self.ci + 1}-0DTE")
        ack = self.msg(None, "xb", "", embeds=[e], ms=self.later(ap, r.randint(20, 45)))
        self.H(ack, "trade_confirmation", [f"SPXW {self.mdy} {k}P", "SELL", str(q), px, o.lower()], "embed",
               idiom="embed-only options order accepted")
        x1 = ack
        if r.random() < 0.5:
            q1 = q // 2 + 5
            e1 = self.embed("Execution Report", "CBOE · partial",
                            [("Symbol", f"SPXW {self.mdy} {k}P"), ("Side", "SELL"), ("Filled", f"{q1}/{q}"), ("Px", px),
                             ("Leaves", str(q - q1))], f"ord {o.lower()} · exec {r.randint(100000, 999999)} · CBOE C1")
            x1 = self.msg(None, "xb", "", embeds=[e1], ms=self.later(ack, r.randint(60, 300)))
            self.H(x1, "trade_fill", [f"SPXW {self.mdy} {k}P", "SELL", f"{q1}/{q}", px], "embed")
        e2 = self.embed("Execution Report", "CBOE · complete",
                        [("Symbol", f"SPXW {self.mdy} {k}P"), ("Side", "SELL"), ("Filled", f"{q}/{q}"), ("Px", px),
                         ("Leaves", "0")], f"ord {o.lower()} · exec {r.randint(100000, 999999)} · CBOE C1")
        x2 = self.msg(None, "xb", "", embeds=[e2], ms=self.later(x1, r.randint(400, 1100)))
        self.H(x2, "trade_fill", [f"SPXW {self.mdy} {k}P", "SELL", f"{q}/{q}", px], "embed")
        self.react(x2, self.later(x2, 50), "✅")

    # ----------------------------------------------------------------- midday
    def scene_midday(self):
        r = self.rng
        F = self.front
        # Nvidia headline: held short NVDA hedge
        hl = r.choice([
            ("Nvidia", "export", "*NVIDIA SLIPS {p}% AS COMMERCE WEIGHS TIGHTER EXPORT RULES ON NEXT-GEN DATA-CENTER CHIPS*"),
            ("Nvidia", "Blackwell", "*NVIDIA SAID TO DELAY BLACKWELL ULTRA SHIPMENTS TO TWO HYPERSCALERS BY A QUARTER*"),
            ("Nvidia", "antitrust", "*CHINA SAMR WIDENS ANTITRUST PROBE INTO NVIDIA, STATE MEDIA SAYS*"),
        ])
        text = "🗞️ " + hl[2].format(p=r.choice(["2.4", "2.8", "3.1"]))
        self.nvda_news = self.msg(f"11:4{r.randint(0, 6)}:18", "news", text + self.wire_body(True))
        self.H(self.nvda_news, "held_position_news", [hl[0].upper(), hl[1].upper()], "untagged")
        # risk manager raises a limit, engine echoes
        lim = self.msg("12:31:40", "pr", f"raising spx0dte max loss to -35k for today only ({self.mac} vol). back to -25k monday", where="rth")
        self.H(lim, "risk_limit", ["spx0dte", "-35k", "-25k"], "untagged",
               idiom="risk manager lowercase limit change")
        e = self.msg(None, "risk", f"[RISK] LIMIT spx0dte.max_loss_day -$25,000 → -$35,000 · set by priya.r · expires 16:15 ET",
                     ms=self.later(lim, 22))
        self.H(e, "risk_limit", ["spx0dte.max_loss_day", "-$25,000 → -$35,000"], "tagged")
        # head trader thesis change
        th = self.msg("13:02:10", "kh", r.choice([
            "changed my mind on vix: not buying the pops anymore, term structure says fade them",
            "ok i'm done being bullish vix here. term says fade, we fade",
        ]), where="rth")
        self.H(th, "thesis_update", ["vix", "fade"], "untagged", idiom="head trader one-line view change")
        # router routes a gamma signal to the hedger
        s = f"S-{self.sig_id + r.randint(20, 60)}"
        rt = self.msg("14:21:07", "sig", f"[ROUTER] {s} gamma_flip (SPX below {int(self.spx0 - 10)}) → routed to auto-hedger · band ±2.0→±1.0 until 15:00")
        self.H(rt, "route_decision", [s, "routed to auto-hedger"], "structured", idiom="router line routing a signal to another agent")
        self.N(self.msg(None, "hedge", "ack band ±1.0 (router) · until 15:00 ET", ms=self.later(rt, 2)))
        # forgotten proposal (client name)
        fp = self.msg("14:44:03", "kh", f"+15 mes{F.lower()} @{sh(tick(self.es0 - 2))} for the kessler family sleeve, same bracket as core", where="rth")
        self.H(fp, "trade_proposal", ["+15", f"mes{F.lower()}", sh(tick(self.es0 - 2))], "shorthand")
        self.forget(fp, self.later(fp, 540))
        self.msg(None, "ops", "removed a message with a client name. please keep client sleeves out of this channel 🙏", where="rth",
                 ms=self.later(fp, 560))
        # paper trade near-miss
        self.M(self.msg("13:40:12", "kh", f"paper: +5 rty{F.lower()} @{self.rty0 + 2.4:.1f} for the mr test, not real", where="rth"),
               idiom="paper trade in shorthand")
        # backtest near-miss
        self.M(self.msg("12:50:30", "sig", "```\nbt nfp_fade 2019-01..2026-11 · 71 events\n"
                        "hit 57.7% · avg +3.1 pts · maxDD -41.25 pts · sharpe 1.12\n"
                        f"best : 2024-08-02 sold 10 ES @ 5410.25 → bought @ 5318.00\n"
                        f"worst: 2025-04-04 bought 10 ES @ 5291.50 → stopped @ 5240.00\n```\nno live action; research only"),
               idiom="backtest fills in a results block")
        # sim line leaked, deleted by ops
        sim = self.msg("12:05:40", "qx", f">>ES{F} +12 @{f2(tick(self.es0 + 8))} [agg] ord#5E1A {{SIM:{self.mac}_replay}}")
        self.delete(sim, self.later(sim, 75))
        sim2 = self.msg("12:07:02", "qx", f">>NQ{F} -4 @{f2(tick(self.nq0 + 30))} [pas] ord#51A0 {{SIM:ci-smoke}}")
        self.M(sim2, idiom="{SIM} engine fill line")
        # replay of yesterday
        self.M(self.msg("17:12:30", "qx", f"[replay {self.pmdy}] >>ES{F} -10 @{f2(tick(self.es0 - 14))} [agg] ord#77AD · recon ok"),
               idiom="replay of yesterday's fill for reconciliation")

    def scene_afternoon(self):
        r = self.rng
        F = self.front
        # other firm's offer (near-miss) and a forgotten client mention
        self.M(self.msg("15:12:10", "share", f"**Marco R. · Halvorsen Capital (shared)**: if you want out of the {self.put_k}P we'd buy 1k at {r.choice(['0.40', '0.45', '0.55'])}, indicative"))
        fg = self.msg("15:14:31", "share", "**Marco R. · Halvorsen Capital (shared)**: that size is for Brightwater Teachers' Pension, keep it between us")
        self.forget(fg, self.later(fg, 400))
        self.N(self.msg("15:55:00", "cme", "CME/CBOE: MOC imbalance feed · SPX buy imbalance $1.9bn at 15:50 · NDX sell $0.4bn"))

    def scene_close(self):
        r = self.rng
        F = self.front
        # strat close recap (trading words in past tense, no decision)
        recap = f"""## Close recap · {self.mdy}
**Tape.** ES{F} settled {f2(tick(self.es0 + r.uniform(-6, 14)))}, RTY{F} {self.rty0 + r.uniform(-12, 6):.1f}, NQ{F} {f2(tick(self.nq0 + r.uniform(-30, 40)))}. VIX {self.vix0 - 0.4:.2f}. The print was absorbed in the first 40 minutes and the afternoon pinned near the big 0DTE strike, as expected above the gamma flip.

**What the desk did (for the record).** Bought {self.es_q} ES{F} around {f2(self.es_lmt)} after the release, sold the {self.put_k}P 0DTE against it, rolled 20 lots {F}→{self.nxt} near {f2(self.roll)}, and bought 6 NQ that risk clipped from 12. The overnight MES sale from last night was still on at the close.

**Good / bad.** Good: the roll was done passive in two clips. Bad: the NQ entry chased the open by ~8 points; next time the engine's passive-first should be the default for anything the clip rule will resize anyway.

**Model notes.** gx-2 had the flip within 6 points; the signal agent's {self.mac}_fade idea would have worked if taken (+{r.randint(20, 60)} NQ points), which is a fair reminder that "flat into the print" costs something too. Nothing to change in the rules on one observation.

**Microstructure.** Top-of-book depth in ES{F} averaged {r.randint(9, 16)} contracts in the first five minutes after the release versus {r.randint(30, 45)} on a normal morning; it recovered inside 12 minutes. The engine's quote width widened to 2 ticks for {r.randint(40, 110)} seconds and the throttle window blocked {r.randint(2, 7)} new-order attempts, all of them from the signal agent's queue. The bridge session dropped once at the bell and resynced without losing orders.

**Options.** 0DTE SPX volume finished at {r.randint(1100, 1900)}k contracts, {r.randint(54, 63)}% of total SPX volume. The put wing we sold into was bid early and offered after 11:00; realised range from the low was {r.randint(18, 35)} points against a {r.randint(38, 52)}-point implied move at the open.

**Signals.** {r.randint(28, 45)} signals in RTH, {r.randint(2, 5)} became proposals, {r.randint(0, 2)} were routed to other agents. The router's confidence threshold was the binding constraint on most of them.

**Lessons, provisional.** (1) The throttle window was the right length; nothing the signal agent queued in it would have been worth sending. (2) The clip rule on NQ is doing what it should; the trader's habit of typing 12 means the engine resizes most NQ orders, which is fine but noisy. (3) The bracket trailing logic moved the ES stop once on its own before the manual change; the message edits in the channel make that history hard to follow for anyone reading later, so the final bracket line is the one that counts.

_recap only; overnight plan follows at 16:30_"""
        self.M(self.msg("16:08:40", "strat", recap), idiom="close recap: today's trades told in past tense")
        # overnight plan with a buried proposal
        px = tick(self.nq0 + r.choice([58, 64.5, 71]))
        stp = tick(px + r.choice([52, 55, 60]))
        plan = f"""## Overnight plan · {self.mdy} → next session
### Book going into ETH
- ES core long (post-roll in {self.nxt}) with the bracket as managed by qx; the stop is the one on the live bracket, not a new one.
- 0DTE book expired; the {self.put_k}P went out worthless unless something happens in the last minutes.
- NVDA / AAPL shorts unchanged as NQ hedges.

### What we watch
Asia opens with Japan wage data; China trade numbers over the weekend are the real risk. Futures liquidity in ETH is thin enough that anything over 15 ES points on a headline is a fade candidate, per the ON playbook.

### Proposal
For the ON book only: **sell 6 MNQ{F} @ {f2(px)} limit, stop {f2(stp)}**, good until 08:00 ET, cancel if not filled. Rationale: ON highs above the RTH value area have faded 7 of the last 9 Fridays. Needs kev.h 👍.

### Levels for the night (ES{self.nxt}, post-roll)
| level | px | why |
|---|---|---|
| R1 | {f2(tick(self.es0 + self.roll + 22))} | RTH high + ETH ATR |
| pivot | {f2(tick(self.es0 + self.roll + 4))} | settlement area |
| S1 | {f2(tick(self.es0 + self.roll - 16))} | RTH low, gamma flip proxy |

Liquidity in the back month is still thinner than in {F} until the roll week proper; expect 1-2 tick wider markets in {self.nxt} through Tuesday. Any ETH order in {self.nxt} should be limit only.

### Housekeeping
- eod-recon at 16:20, settlement marks at 16:45.
- deploy window 17:05–17:40 (qx-engine minor, no config changes).

_strat-agent · next: pre-market note ~07:45 ET_"""
        pm = self.msg("16:31:12", "strat", plan)
        self.H(pm, "trade_proposal", ["sell 6 MNQ" + F, f2(px), f2(stp)], "buried",
               idiom="trade proposal buried in a long overnight plan note")
        ap = self.msg(None, "kh", "👍 send the mnq, 6 not more", reply=pm, ms=self.later(pm, r.randint(300, 700)))
        self.H(ap, "trade_approval", ["👍 send", "mnq", "6"], "reply", idiom="'👍 send' reply approving an agent proposal")
        o = self.oid()
        wk = self.msg(None, "qx", f"[WRK] ord#{o} MNQ{F} -6 L{f2(px)} GTD 08:00ET · ON-book", ms=self.later(ap, 14))
        self.H(wk, "trade_confirmation", ["WRK", o, f"MNQ{F}", "-6", f2(px)], "structured")
        self.N(self.msg("16:15:00", "cme", "CME Globex: ES/NQ/RTY/YM close 16:00 ET · settlement window open"))
        self.N(self.msg("17:00:02", "cme", "CME Globex: daily maintenance halt 17:00-18:00 ET · equity index futures state=Closed"))


    def wire_body(self, company: bool) -> str:
        r = self.rng
        if company:
            a = r.choice(["The report cited people familiar with the matter who asked not to be identified.",
                          "The figures were compiled from supplier data and channel checks.",
                          "A company spokesperson declined to comment outside of regular business hours.",
                          "The story was first reported by a regional outlet and later confirmed by two people briefed on it."])
            b = r.choice([f"Shares were indicated {r.uniform(-3.5, 3.5):+.1f}% in extended trading.",
                          "Analysts said the news was partly expected after comments at a conference last month.",
                          "Options volume in the name picked up after the headline, with short-dated contracts most active.",
                          "Two brokers reiterated their ratings after the report, citing limited impact on next year's numbers."])
        else:
            a = r.choice(["The move came in thin trading ahead of US hours.",
                          "Economists had expected a smaller change, according to a survey.",
                          "The data are subject to revision next month.",
                          "Market reaction was muted in the first minutes after the release."])
            b = r.choice(["Treasury futures were little changed.", "The dollar extended its earlier move.",
                          "European equity futures held their gains.", "Gold was steady."])
        return f"\n> {a} {b}"

    # ------------------------------------------------ long neutral traffic
    def scene_extra(self):
        r = self.rng
        F, X = self.front, self.nxt
        # strategist ON handover: long analysis, no decision
        hand = f"""## ETH handover · {self.pmdy} evening
_strat-agent · for whoever watches the night_

**Where we closed.** ES{F} settled near {f2(tick(self.es0 - 3))} after a {r.randint(25, 48)}-point day; NQ{F} {f2(tick(self.nq0 - 10))}; RTY{F} {self.rty0 - 4:.1f}. VIX closed {self.vix0 + 0.2:.2f}. Cash volume was {r.choice(['light', 'average', 'slightly above average'])} into tomorrow's {self.macro}.

**Book in words.** Core ES long on, the MES sale resting above the market for the night, single-stock hedges unchanged, 0DTE book flat after expiry. The ETH limits are the usual ones and the risk engine has switched them.

**What tends to happen on nights like this.** In the last {r.randint(18, 30)} sessions before a major release, the ETH range in ES averaged {r.uniform(11, 17):.1f} points and the overnight high or low was retested in the first hour of RTH {r.randint(60, 80)}% of the time. Asia headlines have moved ES more than 10 points on only {r.randint(2, 5)} of those nights, and each time the move was faded by the European open. Someone who sold every 15-point spike in that sample would have made money, but the sample is small and includes a different rate regime.

**Liquidity.** Depth at the top of the ES book drops to {r.randint(4, 9)} contracts between 20:00 and 02:00 ET. The engine quotes wider in that window by design; a market order of 20 ES there would cost about {r.uniform(1.0, 2.5):.1f} points of slippage on average.

**Levels for the night.**
| | ES{F} | NQ{F} | RTY{F} |
|---|---|---|---|
| ETH R1 | {f2(tick(self.es0 + 12))} | {f2(tick(self.nq0 + 45))} | {self.rty0 + 8.5:.1f} |
| settle | {f2(tick(self.es0 - 3))} | {f2(tick(self.nq0 - 10))} | {self.rty0 - 4:.1f} |
| ETH S1 | {f2(tick(self.es0 - 15))} | {f2(tick(self.nq0 - 52))} | {self.rty0 - 11.5:.1f} |

These are reference levels for reading the tape, not orders. The engine has no resting orders at them other than the MES sale.

**Known events overnight.**
- 19:50 ET Japan data (wages, household spending)
- 21:30 ET Australia retail sales
- 02:00 ET German industrial production
- 04:00 ET euro-area GDP final

**The 0DTE book at expiry.** Everything expired or was closed; the desk carries no SPX options overnight. The NDX weeklies (12/11 expiry) are the only options left, delta-hedged by the auto-hedger with its normal band. Their gamma is small overnight; a 1% move in NQ would change the hedge by about {r.uniform(1, 3):.1f} ES-eq.

**The single-stock hedges.** The NVDA and AAPL shorts are index hedges against the NQ exposure, sized by beta, not views on the companies. Company headlines on those names still matter for the book because they move the hedge more than the index. Pre-market trading in both starts at 04:00 ET.

**Infrastructure.** The cross-connect vendor has a maintenance window 00:30–01:30 ET; expect md-gw reconnects on channel 310 feed A. Feed B is unaffected and the engine fails over automatically.

_next: pre-market note ~07:45 ET_"""
        self.M(self.msg("18:06:20", "strat", hand))
        # sig-agent research digest: trading words, no proposal
        dig = f"""### sig-agent · research digest · {self.mdy} 06:15 ET
```
model            hits/30d  hit%   avg_pts  sharpe  status
{self.mac}_fade      {r.randint(4, 9):>3}     {r.uniform(50, 65):>5.1f}  {r.uniform(1, 5):>6.2f}   {r.uniform(0.6, 1.5):>4.2f}   live (needs approval)
gamma_flip       {r.randint(15, 30):>3}     {r.uniform(48, 60):>5.1f}  {r.uniform(0.5, 2):>6.2f}   {r.uniform(0.5, 1.3):>4.2f}   live (routes to hedger)
vix_term_inv     {r.randint(2, 8):>3}     {r.uniform(40, 70):>5.1f}  {r.uniform(-1, 3):>6.2f}   {r.uniform(-0.2, 1.1):>4.2f}   shadow
on_range_break   {r.randint(10, 25):>3}     {r.uniform(45, 58):>5.1f}  {r.uniform(0.2, 1.5):>6.2f}   {r.uniform(0.2, 0.9):>4.2f}   shadow
vwap_revert      {r.randint(40, 90):>3}     {r.uniform(50, 56):>5.1f}  {r.uniform(0.2, 0.8):>6.2f}   {r.uniform(0.4, 1.0):>4.2f}   live
```
**Notes.**
- `{self.mac}_fade`: fades the first 5-minute move after the release when it exceeds 1.2x the implied move. In the shadow book it would have bought NQ {r.randint(3, 6)} times this quarter, and sold it twice. The live version needs a human approval and has been rejected {r.randint(2, 5)} of the last {r.randint(6, 9)} times.
- `gamma_flip`: fires when SPX crosses the dealer-gamma flip from gx-2. It does not trade; the router sends it to the auto-hedger to tighten the delta band.
- `vix_term_inv`: VX1/VX2 above 1.0. Stays in shadow until the threshold review on the 15th.
- Feature drift: order-flow imbalance feature re-normalised after the CME tick-size change on the micros; no effect on live signals.
- Known issue: the OPRA C1 websocket drops when the vendor rotates certificates; the agent retries 5 times, then pauses vol features (seen 00:5x ET tonight).

_digest only; nothing in this post is a proposal_"""
        self.M(self.msg("06:15:40", "sig", dig))
        # strategist vol deep-dive in the afternoon: analysis, no decision
        k0 = int(round(self.spx0 / 25) * 25)
        vol = f"""## Vol note · 0DTE flows and the pin · {self.mdy}
The afternoon pin at {k0} is the third in five sessions. Some context for the desk.

**Mechanics.** With dealers long gamma around {k0}, their hedging sells rallies and buys dips, compressing the range. 0DTE open interest at that strike is {r.randint(40, 75)}k contracts; the gamma of that strike alone is about ${r.uniform(2, 6):.1f}bn per 1% move in the last two hours. The pin weakens after 15:00 as charm decays the hedge.

**What the history says.** In 2025, sessions with a pin at 13:30 ended within 10 points of the pin strike {r.randint(58, 72)}% of the time; the failures clustered on days with late macro headlines or a large MOC imbalance. A trader who sold the 0DTE straddle at the pin at 13:30 would have made money on {r.randint(60, 70)}% of days and lost more than the premium on {r.randint(8, 14)}%.

**Term structure.** VIX {self.vix0:.2f}, {self.vx} {f2(self.vxpx)}, VX term contango {r.uniform(4, 9):.1f}% front to second month. The VIX futures basis is where it usually is a week before CPI. Realised vol in SPX over 10 days is {r.uniform(8, 13):.1f}%, so implied is {r.uniform(3, 6):.1f} points over realised.

**Skew.** 25-delta put skew in the 12/11 expiry is {r.uniform(5, 8):.1f} vols over ATM, the steepest since October. The put-writing flow we see from overwriting funds tends to show up on Fridays.

**Watch into the close.** A MOC imbalance above $2bn on either side breaks pins more often than not. So does a Fed headline. Nothing else on the calendar.

_analysis only_"""
        self.M(self.msg("13:45:10", "strat", vol))
        # newswire: macro colour (neutral) and non-held names (near-miss)
        macro_news = [
            ("08:31:40", f"🗞️ *US 2-YEAR YIELD {r.choice(['RISES', 'FALLS'])} {r.randint(3, 9)}BP AFTER DATA; FED FUNDS FUTURES PRICE {r.randint(12, 26)}BP OF CUTS BY MARCH*"),
            ("08:35:12", f"🗞️ *DOLLAR INDEX {r.choice(['JUMPS', 'SLIDES'])} {r.uniform(0.2, 0.6):.1f}%; USD/JPY {r.uniform(148, 156):.2f}* · EUR/USD {r.uniform(1.04, 1.12):.4f}"),
            ("10:00:20", f"🗞️ *U. MICHIGAN DEC. PRELIM SENTIMENT {r.uniform(50, 60):.1f}; EST. {r.uniform(50, 60):.1f}; 1-YR INFLATION EXPECTATIONS {r.uniform(2.8, 3.8):.1f}%*"),
            ("13:00:40", f"🗞️ *FED'S {r.choice(['LOGAN', 'HAMMACK', 'KASHKARI', 'WALLER'])}: POLICY 'WELL POSITIONED', SEES NO NEED TO RUSH FURTHER EASING* — text"),
            ("15:51:05", f"🗞️ *MOC IMBALANCE: S&P 500 BUY ${r.uniform(1.1, 2.4):.1f}BN, NASDAQ-100 SELL ${r.uniform(0.2, 0.9):.1f}BN*"),
            ("04:05:00", f"🗞️ *EURO-AREA Q3 GDP FINAL +0.{r.randint(1, 4)}% Q/Q, IN LINE* · STOXX 600 {r.choice(['+', '-'])}0.{r.randint(1, 6)}%"),
            ("20:10:30", f"🗞️ *JAPAN OCT REAL WAGES {r.choice(['-0.4', '-0.7', '+0.1'])}% Y/Y; HOUSEHOLD SPENDING {r.choice(['-1.3', '+0.6', '-2.0'])}%*"),
        ]
        for clock, text in macro_news:
            self.msg(clock, "news", text + self.wire_body(False))
        names = [
            ("09:52:10", "🗞️ *DOCUSIGN SOARS 14% AFTER RAISING FULL-YEAR BILLINGS OUTLOOK*"),
            ("11:20:45", "🗞️ *ULTA BEAUTY GAINS 6% ON HOLIDAY-QUARTER GUIDANCE; SAME-STORE SALES BEAT*"),
            ("14:12:00", "🗞️ *HEWLETT PACKARD ENTERPRISE SAID TO EXPLORE SALE OF STAKE IN H3C*"),
            ("22:40:00", "🗞️ *SAMSUNG ELECTRONICS TO RAISE DRAM CONTRACT PRICES 15-20% FOR 1Q, TRENDFORCE SAYS*"),
        ]
        for clock, text in r.sample(names, 3):
            self.M(self.msg(clock, "news", text + self.wire_body(True)))
        # shared chat colour from the other firm
        share = [
            ("09:34:30", "flow we're seeing: real money buying NDX 12/19 calls 2-3% otm in size, ~8k so far. not us, client business"),
            ("10:48:00", f"we sold a chunk of 12/11 {int(self.spx0 - 200) // 25 * 25} puts to an overwriter this morning, happy to show it again"),
            ("12:22:10", "vol sellers back after lunch, 0dte straddle bleeding faster than the clock. our screens have the 1pm straddle "
             f"at {r.uniform(8, 16):.2f} vs {r.uniform(16, 24):.2f} at the open; skew unchanged, so it's just theta and a pin. seen this movie a few times this month"),
            ("13:58:40", "anyone have a read on the MOC? our desk thinks big buy imbalance, pension rebal residue. last three fridays the "
             "early indications were off by more than a billion, so we don't lean on them much. curious what your models say"),
            ("15:40:20", "we're closing out the 0dte calls we bought earlier, took the money. good luck into the bell"),
        ]
        for clock, text in share:
            mid = self.msg(clock, "share", f"**Marco R. · Halvorsen Capital (shared)**: {text}")
            if "we sold" in text or "closing out" in text:
                self.M(mid)
        # more traces in RTH (noise)
        tb = ("sig-agent: feature job crashed, restarting\n```\nTraceback (most recent call last):\n"
              '  File "/srv/sig/agent/features/gamma.py", line 144, in compute\n'
              "    oi = chain[strike][\"oi\"]\n"
              f"KeyError: {int(round(self.spx0 / 5) * 5) + 5}\n\n"
              "The above exception was the direct cause of the following exception:\n\n"
              "Traceback (most recent call last):\n"
              '  File "/srv/sig/agent/loop.py", line 121, in tick\n'
              "    feats = await self.features.compute_all(snapshot)\n"
              '  File "/srv/sig/agent/features/__init__.py", line 58, in compute_all\n'
              "    out[name] = f.compute(snap)\n"
              '  File "/srv/sig/agent/features/gamma.py", line 149, in compute\n'
              "    raise FeatureError(\"gex\", \"strike missing from OPRA chain\") from e\n"
              "agent.features.FeatureError: gex: strike missing from OPRA chain\n```\n"
              "gamma features stale for 1 tick (5s); router held signals meanwhile")
        self.N(self.msg("10:14:22", "sig", tb))
        gp = ("auto-hedger worker restart\n```\npanic: runtime error: invalid memory address or nil pointer dereference\n"
              "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6c2f1a]\n\n"
              "goroutine 8812 [running]:\n"
              "idx/hedger/book.(*Book).NetDelta(0x0)\n\t/src/hedger/book/book.go:211 +0x1a\n"
              "idx/hedger/engine.(*Engine).evaluate(0xc000214000, {0xc0004ce1e0, 0x7})\n\t/src/hedger/engine/eval.go:87 +0x11f\n"
              "idx/hedger/engine.(*Engine).Run.func1()\n\t/src/hedger/engine/run.go:54 +0x85\n"
              "created by idx/hedger/engine.(*Engine).Run in goroutine 1\n\t/src/hedger/engine/run.go:49 +0x1b2\n```\n"
              "supervisor: restarted in 0.8s · books reloaded from risk-engine snapshot · no hedge orders in flight")
        self.N(self.msg("12:58:05", "hedge", gp))
        # extra desk talk in the threads (neutral)
        talk = [
            ("19:05", "pr", "on", "asia quiet so far"),
            ("22:20", "pr", "on", "night all. risk engine has the ETH set, pager on"),
            ("02:15", "ops", "on", "storm is the vendor window, ch310 B carried us. cleaned up the log spam above"),
            ("07:49", "kh", "pm", "read the note. interesting call, we're barely in it anyway"),
            ("07:40", "pr", "pm", "payroll straddle looks cheap vs last 3 prints?"),
            ("07:41", "kh", "pm", "about fair. the pin does the work after 11"),
            ("08:26", "pr", "pm", "engine shows throttle armed"),
            ("08:52", "kh", "pm", "core is bigger now, good"),
            ("09:20", "kh", "pm", "roll after the open print, as planned"),
            ("09:49", "pr", "rth", "nq clipped to 6 by the engine, that's the rule working"),
            ("10:02", "kh", "rth", "roll half done"),
            ("10:40", "pr", "rth", "bracket trailed, saw it"),
            ("11:05", "kh", "rth", "es holding vwap"),
            ("11:50", "pr", "rth", "nvda is doing the hedge's job today"),
            ("12:06", "kh", "rth", "someone's sim leaked into the channel again"),
            ("12:08", "ops", "rth", "mine, sorry. removed"),
            ("13:05", "pr", "rth", "noted"),
            ("14:25", "kh", "rth", "hedger band tighter til 3, fine by me"),
            ("15:20", "pr", "rth", "0dte book pnl fine, puts decaying"),
            ("16:10", "kh", "rth", "good day. see you on the night thread"),
        ]
        for clock, who, where, text in talk:
            self.msg(clock + f":{r.randint(0, 59):02d}", who, text, where=where)

    # --------------------------------------------------------------- optional
    def opt_hedge_on(self, dry):
        if dry:
            return 1
        r = self.rng
        F = self.front
        n = r.choice([1, 2])
        ho = self.oid()
        mid = self.msg(f"03:4{r.randint(0, 8)}:{r.randint(10, 59)}", "hedge",
                       f"[Δ-HEDGE] book=spx-gth Δ +{n + 0.31:.2f} ES-eq → SELL {n} ES{F} @{f2(tick(self.es0 + 2))} (ord {ho.lower()}) · post Δ +0.31")
        self.H(mid, "trade_fill", ["SELL", f"{n} ES{F}", f2(tick(self.es0 + 2)), ho.lower()], "tagged")
        return 1

    def opt_broadcom(self, dry):
        if dry:
            return 1
        r = self.rng
        text = r.choice(["🗞️ *BROADCOM SAID TO WIN CUSTOM AI ACCELERATOR ORDER FROM A FOURTH HYPERSCALER* — The Information",
                         "🗞️ *BROADCOM RAISES DIVIDEND 11%, SETS NEW $15B BUYBACK AHEAD OF EARNINGS*"])
        mid = self.msg("10:52:33", "news", text + self.wire_body(True))
        self.H(mid, "watchlist_news", ["BROADCOM", "CUSTOM AI" if "CUSTOM" in text else "BUYBACK"], "untagged",
               idiom="headline on a watchlist name")
        return 1

    def opt_tesla(self, dry):
        if dry:
            return 1
        r = self.rng
        text = r.choice(["🗞️ *TESLA NOVEMBER CHINA-MADE DELIVERIES FALL 19% Y/Y, CPCA SAYS*",
                         "🗞️ *TESLA TO START ROBOTAXI SERVICE IN TWO MORE US CITIES NEXT WEEK, MUSK SAYS*"])
        mid = self.msg("05:31:10", "news", text + self.wire_body(True))
        self.H(mid, "watchlist_news", ["TESLA", "CPCA" if "CPCA" in text else "ROBOTAXI"], "untagged")
        return 1

    def opt_hedge_mnq(self, dry):
        if dry:
            return 1
        r = self.rng
        F = self.front
        n = r.choice([8, 10, 14])
        hpx = tick(self.nq0 + r.uniform(-10, 20))
        ho = self.oid()
        mid = self.msg("14:32:51", "hedge", f"Δ hedge done: MNQ{F} -{n} @{f2(hpx)} · ndx-wk Δ {-0.35 - n * 0.02:+.2f} → +0.05 · ord {ho.lower()}")
        self.H(mid, "trade_fill", [f"MNQ{F}", f"-{n}", f2(hpx), ho.lower()], "structured")
        return 1

    def opt_msft(self, dry):
        if dry:
            return 1
        r = self.rng
        text = r.choice(["🗞️ *MICROSOFT SAID TO SIGN 5-YEAR AZURE CAPACITY DEAL WITH OPENAI RIVAL WORTH OVER $10B*",
                         "🗞️ *MICROSOFT FACES FTC SECOND REQUEST OVER GAMING CLOUD BUNDLING, PEOPLE FAMILIAR SAY*"])
        mid = self.msg("14:36:50", "news", text + self.wire_body(True))
        self.H(mid, "watchlist_news", ["MICROSOFT", "AZURE" if "AZURE" in text else "FTC"], "untagged")
        return 1

    def opt_vix_hedge(self, dry):
        if dry:
            return 3
        r = self.rng
        pid = f"P-{int(self.pid0[2:]) + r.randint(3, 9)}"
        prop = {"type": "proposal", "id": pid, "sym": self.vx, "side": "buy", "qty": 10, "lmt": self.vxpx,
                "src": "tail_hedge_refresh", "conf": 0.61, "needs": "approval:kev.h"}
        pm = self.msg("11:09:40", "sig", json.dumps(prop), where="rth")
        self.H(pm, "trade_proposal", [pid, self.vx, "buy", f"{self.vxpx}"], "structured")
        ap = self.msg(None, "kh", "👍 send, 5 only", where="rth", reply=pm, ms=self.later(pm, r.randint(120, 260)))
        self.H(ap, "trade_approval", ["👍 send", "5 only"], "reply")
        o = self.oid()
        fl = self.msg(None, "qx", f">>{self.vx} +5 @{f2(self.vxpx)} [agg] ord#{o}", ms=self.later(ap, 18))
        self.H(fl, "trade_fill", [self.vx, "+5", f2(self.vxpx), o], "structured")
        return 3

    def opt_vix_noroute(self, dry):
        if dry:
            return 1
        r = self.rng
        al = self.msg("11:30:02", "risk", f"🔔 VIX {self.vix0 + 1.05:.2f} crossed {self.vix0 + 1:.2f} (alert vix_up_1pt)")
        self.N(al)
        mid = self.msg(None, "kh", "no action on that one. leave it, the hedge is doing its job", reply=al, ms=self.later(al, 140))
        self.H(mid, "no_route_decision", ["no action", "leave it"], "reply", idiom="human 'no action, leave it' reply to an alert")
        return 1

    def opt_nvda_noroute(self, dry):
        if dry:
            return 1
        mid = self.msg(None, "kh", "nvda headline: no change on the short hedge, not routing to anyone", ms=self.later(self.nvda_news, 180))
        self.H(mid, "no_route_decision", ["no change", "not routing"], "untagged")
        return 1

    def scene_more(self):
        r = self.rng
        F, X = self.front, self.nxt
        sect = f"""## Sector rotation check · {self.mdy} 11:15 ET
| sector | ETF | today | 5d | vs SPX 20d | note |
|---|---|---|---|---|---|
| tech | XLK | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | semis lag software |
| comm svcs | XLC | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | ad names firm |
| discretionary | XLY | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | TSLA drag |
| financials | XLF | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | curve steeper helps |
| industrials | XLI | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | defence bid |
| energy | XLE | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | crude flat |
| utilities | XLU | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | rates proxy |
| small caps | IWM | {r.uniform(-1.5, 1.5):+.1f}% | {r.uniform(-3, 3):+.1f}% | {r.uniform(-2, 2):+.1f}% | regional banks heavy |

Equal-weight S&P vs cap-weight is {r.uniform(-0.8, 0.8):+.1f}% today and {r.uniform(-2, 2):+.1f}% on the week. Dispersion (implied correlation index) is near the lows of the year, which is consistent with the pin: single names move, the index does not. Historically, a sustained rotation out of megacaps shows up first in the NQ/ES ratio and then in RTY; neither has confirmed anything this week.

_colour only_"""
        self.M(self.msg("11:15:20", "strat", sect))
        notices = [
            ("06:05:00", f"CME Group notice: holiday trading hours for Christmas/New Year published · equity index futures early halt 12:15 CT on 12/24 and 12/31 · no change to daily maintenance window · ref SER-{r.randint(9000, 9999)}"),
            ("16:30:00", f"CME Clearing: final settlement prices for ES{F}/NQ{F}/RTY{F}/YM{F} published · variation margin cycle 1 at 18:00 CT · no changes to performance bonds today"),
            ("17:45:00", f"CME Globex: pre-open for trade date {self.tdate + timedelta(days=1)} begins 17:00 CT · order entry resumes · GTC orders re-instated after maintenance"),
        ]
        for clock, text in notices:
            self.N(self.msg(clock, "cme", text))
        for clock in ("20:00:00", "02:00:00", "08:00:00", "14:00:00"):
            e = self.embed("Session Status", "iLink3 / CBOE BOE sessions",
                           [("CME IDX1", "UP"), ("CME IDX2", "UP"), ("CBOE C1", "UP" if clock != "02:00:00" else "UP (resynced)"),
                            ("Seq in/out", f"{r.randint(10000, 99999)}/{r.randint(10000, 99999)}"), ("Throttle", "0% used"),
                            ("Cancel-on-disconnect", "armed")], f"xbridge {r.choice(['7.2.1', '7.2.2'])} · heartbeat 30s")
            self.N(self.msg(clock, "xb", "", embeds=[e]))

    def scene_reports(self):
        r = self.rng
        F, X = self.front, self.nxt
        k = self.put_k
        # EOD blotter (history of today's fills; not new fills)
        rows = [
            ("21:3x", f"MES{F}", "-", "ON sale", "see overnight"),
            ("08:4x", f"ES{F}", f"+{self.es_q}", f2(self.es_avg), "core add"),
            ("09:4x", f"ES{F}/ES{X}", "-20", f2(self.roll + 0.125), "roll, 2 clips"),
            ("09:4x", f"NQ{F}", "+6", f2(self.nq_fill), "clipped from 12"),
            ("10:3x", f"SPXW {self.mdy} {k}P", "sold", "—", "0DTE vs core"),
            ("various", "ES/MES/MNQ", "hedges", "—", "auto-hedger"),
        ]
        body = "\n".join(f"{a:<8}{b:<22}{c:>7}  {d:>10}  {e}" for a, b, c, d, e in rows)
        blot = (f"**EOD blotter {self.mdy}** (recap of today's fills already reported above; reconciliation view)\n```\n"
                f"{'time':<8}{'instrument':<22}{'qty':>7}  {'avg':>10}  note\n{body}\n```\n"
                f"{r.randint(14, 30)} fills · {r.randint(5, 12)} orders · 0 busts · clearer matched 100%")
        self.M(self.msg("16:35:05", "qx", blot))
        # risk EOD report (status, not a change)
        util = [("max_gross", "250 ES-eq", f"{r.randint(70, 92)}% peak"), ("max_clip", "25", "1 resize"),
                ("max_loss_day", "-$50,000", f"{r.randint(8, 40)}% used"), ("spx0dte.max_loss_day", "today's value", f"{r.randint(5, 50)}% used"),
                ("rty-mr.max_loss", "-$12,000", f"{r.randint(20, 100)}% used"), ("single-stock hedge notional", "$3.0mm", f"{r.randint(40, 95)}%"),
                ("VX hedge vega", "$25k", f"{r.randint(0, 60)}%")]
        ub = "\n".join(f"{a:<28}{b:>14}{c:>14}" for a, b, c in util)
        rep = (f"**[RISK] EOD report {self.mdy}**\n```\n{'limit':<28}{'value':>14}{'utilisation':>14}\n{ub}\n```\n"
               f"events today: throttle windows {1 if self.macro_t != '--' else 0} · resizes 1 · blocks 0 · kill events see log\n"
               f"overnight limits active from 16:15 ET · report archived to s3://idx-risk/{self.tdate:%Y/%m/%d}/eod.json")
        self.N(self.msg("16:40:12", "risk", rep))
        # incident note in the ON thread (neutral)
        pmt = (f"incident note · md-gw ch310 feed A · {self.mdy} 00:4x ET\n"
               "- what: 6 disconnects of feed A in ~10 min during the vendor cross-connect window; one recovery panic on a gap > 4096 msgs\n"
               "- impact: quoting paused 1.9s + restart 3.1s; no orders lost; hedger idle (no books needed hedging)\n"
               "- why: vendor maintenance overran the announced window by 14 min; our gap threshold 4096 is too small for a full A-side outage\n"
               "- follow-ups: (1) prefer feed B recovery when gap > 512 — in qx-engine next release; (2) page only after 3 retries, not 1; "
               "(3) stop posting every retry line to the desk channel, which is why i cleaned the log spam above\n"
               "- owner: jo.ops · status: closed, follow-ups tracked in OPS-2291")
        self.msg("02:31:44", "ops", pmt, where="on")
        # sig-agent midday digest (no proposal)
        dg = (f"### sig-agent · midday digest {self.mdy}\n"
              f"- signals since open: {r.randint(14, 30)} · proposals: {r.randint(1, 3)} · routed: {r.randint(0, 2)} · not routed: {r.randint(8, 20)}\n"
              f"- best shadow idea: vwap_revert in RTY{F}, +{r.uniform(2, 6):.1f} pts if it had been traded (shadow only)\n"
              f"- worst: on_range_break NQ{F} long would have lost {r.uniform(10, 30):.1f} pts\n"
              "- opra-c1 feed stable since 07:10; gamma features briefly stale at 10:14 (KeyError on a new strike), fixed by restart\n"
              "- router threshold review on the 15th; current min_conf 0.55\n"
              "_digest only_")
        self.M(self.msg("12:20:30", "sig", dg))
        # strategist: next-week preview (long, no decision)
        prev = f"""## Next week preview · CPI, FOMC blackout, roll week
**Calendar.** CPI Wednesday 08:30 ET, PPI Thursday, retail sales the following Tuesday, FOMC the week after. ES roll week starts Thursday; {F} expires on the third Friday with the quarterly options ("triple witching"), so liquidity shifts to {X} from Tuesday.

**CPI setup.** Consensus core +0.{r.randint(2, 3)}% m/m. The last {r.randint(6, 10)} CPI days produced ES ranges between {r.randint(35, 45)} and {r.randint(80, 110)} points; the straddle for Wednesday already trades at {r.randint(55, 75)} points. The shape of the reaction depends on shelter more than anything else this year.

**Roll mechanics.** Calendar spread fair value is about {f2(self.roll)} points using financing at SOFR + {r.randint(5, 20)}bp and the dividend strip; it traded {f2(self.roll + 0.25)} today. Open interest migrates fast from Wednesday. The desk is already rolled on the core; the micros and the hedges follow the engine's normal schedule.

**Positioning into year-end.** Systematic exposure is high, discretionary exposure middling, retail call activity elevated. December seasonality is positive on average, with the weakest stretch historically in the first half of the month and the strongest into the last week.

**Vol.** VIX December and January futures price a modest event premium for CPI and FOMC. If CPI passes uneventfully the January contract tends to lose 0.5-1.0 points by the FOMC; if it does not, the whole curve lifts and the term structure flattens.

**For the rty-mr strategy.** It is near its monthly drawdown budget; a review is scheduled for Monday. Nothing is decided in this note.

**Holiday liquidity.** From the 19th, depth declines sharply; the engine's clip sizes and the risk engine's limits have a holiday schedule that ops will post separately.

_preview only_"""
        self.M(self.msg("17:14:30", "strat", prev))
        # extra plain signals in RTH
        for clock in ("09:36", "10:18", "10:55", "11:40", "12:45", "13:25", "14:15", "15:05"):
            sym = r.choice([f"ES{F}", f"NQ{F}", f"RTY{F}", f"MNQ{F}", "SPX"])
            obj = {"sig": r.choice(["mom_break", "vwap_revert", "gamma_pin", "ofi_burst", "breadth_div"]), "sym": sym,
                   "dir": r.choice(["long", "short", "flat"]), "z": round(r.uniform(-2.5, 2.5), 2),
                   "conf": round(r.uniform(0.3, 0.54), 2), "ttl_s": r.choice([300, 600, 900]),
                   "ctx": {"vwap_dev_z": round(r.uniform(-2, 2), 2), "gex_bn": round(r.uniform(-3, 6), 2),
                           "breadth_adv": round(r.uniform(0.3, 0.7), 2), "ofi_5m": r.randint(-4000, 4000),
                           "tick_nyse": r.randint(-900, 900)},
                   "route": "below_threshold", "model": "sig-agent/3.8/gbm"}
            self.msg(clock + f":{r.randint(0, 59):02d}", "sig", json.dumps(obj))

    def opt_strat_mid(self, dry, hard=True):
        if dry:
            return 1
        r = self.rng
        F = self.front
        sym = r.choice([s for s in ("ES", "NQ", "RTY") if s != self.pm_thesis_sym])
        views = (f"**Views.** {sym} — **conviction downgraded from medium to low**; the morning move did not get the volume "
                 "confirmation we wanted and the setup from this morning's note has not played out." if hard else
                 "**Views.** Colour only in this update; the morning session has not given the models anything new to work with.")
        mid_note = f"""## Midday · {self.mdy} 12:00 ET
**Since the open.** The release was digested in about 40 minutes. ES{F} made its low {r.randint(9, 16)} minutes after the cash open and has traded a {r.randint(14, 24)}-point range since; realised vol this morning is running {r.uniform(11, 15):.1f}% annualised, below what the straddle implied. Breadth is {r.choice(['positive', 'mixed', 'soft'])}: {r.randint(48, 68)}% of SPX members green, advancers/decliners on the NYSE {r.uniform(0.8, 1.6):.2f}.

**Options.** 0DTE volume at noon {r.randint(480, 760)}k, put/call {r.uniform(0.85, 1.15):.2f}. The biggest open interest strike moved up 25 points and the pin is forming there. Vanna flows into the afternoon are supportive if VIX keeps bleeding.

**Rates and dollar.** 2y {r.choice(['+4', '+6', '-3', '-5'])}bp on the day, 10y {r.choice(['+3', '+5', '-2', '-4'])}bp; the dollar index is {r.choice(['firmer', 'softer', 'unchanged'])}. Equities and bonds have been positively correlated on data days since October and today is no exception so far.

**Flows.** The auto-hedger traded {r.randint(3, 9)} times this morning, net {r.choice(['sold', 'bought'])} {r.randint(4, 15)} ES-eq. The roll is done. CTA proxy unchanged. Retail option flow (small-lot 0DTE calls) picked up after 10:30, as it usually does on green mornings.

**Single names.** NVDA {r.choice(['-2.1', '-1.4', '+0.8'])}%, AAPL {r.choice(['-0.6', '+0.3', '-1.1'])}%, MSFT {r.choice(['+0.4', '-0.2', '+1.0'])}%, AVGO {r.choice(['+1.9', '+0.7', '-0.5'])}%. Megacap dispersion is high, index vol is low: the classic pin-day signature.

{views}

**Afternoon watch.** 13:00 Fed speaker; the 14:00 bond auction results are not scheduled today; MOC imbalance at 15:50. A move through the morning low would put SPX back under the gamma flip.

_strat-agent · next: close recap ~16:05_"""
        mid = self.msg("12:00:45", "strat", mid_note)
        if hard:
            self.H(mid, "thesis_update", [sym, "conviction downgraded", "low"], "buried")
        else:
            self.M(mid)
        return 1

    def opt_rty_kill(self, dry):
        if dry:
            return 3
        r = self.rng
        F = self.front
        o = self.oid()
        px = round(self.rty0 + r.uniform(1, 4), 1)
        wk = self.msg("13:31:09", "qx", f"[WRK] ord#{o} RTY{F} -5 L{px:.1f} DAY · strat rty-mr")
        self.H(wk, "trade_confirmation", ["WRK", o, f"RTY{F}", "-5", f"{px:.1f}"], "structured")
        loss = r.randint(12100, 12900)
        kl = self.msg("13:52:40", "risk", f"[RISK] ⛔ KILL rty-mr · day pnl -${loss:,} ≤ max_loss -$12,000 · strategy disabled, working orders cancelled")
        self.H(kl, "risk_limit", ["KILL", "rty-mr", f"-${loss:,}", "-$12,000"], "tagged", idiom="kill switch on a strategy max-loss breach")
        cx = self.msg(None, "qx", f"xx ord#{o} RTY{F} -5 L{px:.1f} [CXL:risk-kill]", ms=self.later(kl, 0.4))
        self.H(cx, "trade_confirmation", [o, f"RTY{F}", "CXL"], "structured", idiom="terse cancel line with bracketed reason")
        self.N(self.msg(None, "kh", "ok", reply=kl, ms=self.later(kl, 90)))
        return 3

    def opt_ym_reject(self, dry):
        if dry:
            return 2
        r = self.rng
        F = self.front
        prop = self.msg("14:05:31", "kh", f"-8 ym{F.lower()} @{self.ym0 + 40}, lean vs the es core · @priya.r", where="rth")
        self.H(prop, "trade_proposal", ["-8", f"ym{F.lower()}", str(self.ym0 + 40)], "shorthand")
        rj = self.msg(None, "pr", "no. gross is at 92% with the roll legs, trim first then ask again", where="rth", reply=prop,
                      ms=self.later(prop, r.randint(60, 150)))
        self.H(rj, "trade_approval", ["no", "trim first"], "reply")
        return 2

    def opt_nq_flat(self, dry):
        if dry:
            return 3
        r = self.rng
        F = self.front
        prop = self.msg("15:46:20", "kh", f"-6 nq{F.lower()} mkt, flat it into the close", where="rth")
        self.H(prop, "trade_proposal", ["-6", f"nq{F.lower()}", "mkt"], "shorthand")
        o = self.oid()
        ack = self.msg(None, "qx", f"[ACK] ord#{o} NQ{F} -6 MKT DAY", ms=self.later(prop, 6))
        self.H(ack, "trade_confirmation", ["ACK", o, f"NQ{F}", "-6"], "structured")
        px = tick(self.nq_fill + r.uniform(-15, 30))
        fl = self.msg(None, "qx", f">>NQ{F} -6 @{f2(px)} [agg] ord#{o}", ms=self.later(ack, 0.8))
        self.H(fl, "trade_fill", [f"NQ{F}", "-6", f2(px), o], "structured")
        return 3

    def opt_eth_limits(self, dry):
        if dry:
            return 1
        mid = self.msg("16:16:02", "risk", "[RISK] session RTH→ETH · max_gross 250→80 ES-eq · max_clip 25→10 · spx0dte.max_loss_day back to -$25,000")
        self.H(mid, "risk_limit", ["max_gross 250→80", "max_clip 25→10", "-$25,000"], "structured")
        return 1

    # ------------------------------------------------------------------ noise
    def _quote(self, drift, clock):
        r = self.rng
        F, X = self.front, self.nxt
        es = tick(self.es0 + drift)
        nq = tick(self.nq0 + drift * 3.6)
        rty = round(self.rty0 + drift * 0.4, 1)
        ym = int(self.ym0 + drift * 7.4)
        rows = [(f"ES{F}", f2(es), f2(es + 0.25), f"{r.randint(8, 60)}x{r.randint(8, 60)}"),
                (f"ES{X}", f2(tick(es + self.roll)), f2(tick(es + self.roll + 0.25)), f"{r.randint(2, 20)}x{r.randint(2, 20)}"),
                (f"MES{F}", f2(es), f2(es + 0.25), f"{r.randint(20, 90)}x{r.randint(20, 90)}"),
                (f"NQ{F}", f2(nq), f2(nq + 0.25), f"{r.randint(1, 12)}x{r.randint(1, 12)}"),
                (f"MNQ{F}", f2(nq), f2(nq + 0.25), f"{r.randint(10, 60)}x{r.randint(10, 60)}"),
                (f"RTY{F}", f"{rty:.1f}", f"{rty + 0.1:.1f}", f"{r.randint(2, 25)}x{r.randint(2, 25)}"),
                (f"YM{F}", str(ym), str(ym + 1), f"{r.randint(1, 15)}x{r.randint(1, 15)}"),
                (self.vx, f2(self.vxpx), f2(self.vxpx + 0.05), f"{r.randint(10, 90)}x{r.randint(10, 90)}")]
        body = "\n".join(f"{a:<8}{b:>10} / {c:<10}{d:>7}" for a, b, c, d in rows)
        spx = round(self.spx0 + drift, 2)
        body += (f"\nSPX     {spx:>10.2f}   NDX {self.nq0 + drift * 3.6 - 18:>10.2f}   VIX {self.vix0 + r.uniform(-0.4, 0.6):>6.2f}"
                 f"\n0DTE ATM straddle {r.uniform(12, 40):.2f} · 25d RR {r.uniform(-6, -3):.1f} · basis ES-SPX {es - spx:.2f}")
        return (f"q {clock[:5]}\n```\n{body}\n```\nlat p50 {r.uniform(0.3, 0.6):.2f}ms p99 {r.uniform(1.1, 3.9):.1f}ms · "
                f"books {r.randint(14, 22)} · quoting {r.choice(['on', 'on', 'wide'])} · msgs/s {r.randint(800, 4000)}")

    def fill_noise(self):
        r = self.rng
        F = self.front
        slots = []

        def every(h0, h1, step_min, jit=3):
            t = h0 * 60
            out = []
            while t < h1 * 60:
                out.append(t + r.randint(0, jit))
                t += step_min
            return out

        def clk(mins):
            mins = int(mins) % (24 * 60)
            return f"{mins // 60:02d}:{mins % 60:02d}:{r.randint(0, 59):02d}"

        # quote boards: every 2h overnight, every 45 min in RTH
        for m in every(18.5, 24, 120) + every(1, 9, 120) + every(9.6, 16, 45) + [16 * 60 + 40]:
            slots.append((clk(m), "qx", "quote"))
        for m in every(19, 24, 240) + every(2, 7, 240) + every(7.5, 17, 120):
            slots.append((clk(m + 7), "risk", "status"))
        for m in every(10, 16, 75):
            slots.append((clk(m + 11), "hedge", "hb"))
        for m in [20 * 60, 3 * 60, 11 * 60 + 40]:
            slots.append((clk(m + 2), "qx", "hb"))
        for clock in ("07:30", "11:00", "13:30", "16:01"):
            slots.append((clock + f":{r.randint(0, 59):02d}", "pnl", "pnl"))
        for clock in ("16:20", "16:45", "06:30", "23:30"):
            slots.append((clock + f":{r.randint(0, 59):02d}", "ci", "cron"))
        for clock in ("17:08", "17:31", "05:12"):
            slots.append((clock + f":{r.randint(0, 59):02d}", "ci", "deploy"))
        for clock in ("08:45", "10:27", "14:58", "15:37"):
            slots.append((clock + f":{r.randint(0, 59):02d}", "risk", "alert"))
        for clock in ("18:30", "09:15", "13:15", "17:20"):
            slots.append((clock + f":{r.randint(0, 59):02d}", "sig", "health"))
        for clock, who, kind in slots:
            self.N(self.noise_msg(clock, who, kind))
        # session summary per thread (noise, in thread)
        for where, clock in (("on", "06:59:30"), ("pm", "09:24:40"), ("rth", "16:14:50")):
            self.N(self.msg(clock, "sess", f"🧵 thread summary · {r.randint(12, 40)} msgs · {r.randint(0, 6)} orders · archive at session end", where=where))

    def noise_msg(self, clock, who, kind):
        r = self.rng
        F = self.front
        mins = int(clock[:2]) * 60 + int(clock[3:5])
        rth = 9 * 60 + 30 <= mins < 16 * 60
        drift = r.uniform(-9, 14) if rth else r.uniform(-5, 7)
        if kind == "quote":
            return self.msg(clock, who, self._quote(drift, clock))
        if kind == "hb" and who == "qx":
            return self.msg(clock, who, f"·hb seq={r.randint(300000, 999999)} gw=chi-{r.randint(1, 3)} books={r.randint(14, 22)} ok · rss {r.randint(410, 560)}MB")
        if kind == "hb":
            return self.msg(clock, who, f"hb Δnet {r.uniform(-1.4, 1.4):+.2f} ES-eq · band ±2.00 · books: spx0dte {r.uniform(-1, 1):+.2f} ndx-wk {r.uniform(-1, 1):+.2f} · idle {r.randint(3, 40)}m")
        if kind == "status":
            g = r.randint(40, 58) if not rth else r.randint(120, 210)
            day = 7 * 60 <= mins < 17 * 60
            lim = 250 if day else 60
            return self.msg(clock, who, (
                f"[RISK] ok · {clock[:5]} ET\n"
                f"gross {g}/{lim} ES-eq · net {r.randint(10, 48):+d} · clip {25 if day else 10}\n"
                f"0dte Δ {r.uniform(-0.9, 0.9):+.2f} · Γ {r.uniform(-2, 2):+.2f}/pt · vega {money(r.randint(-9000, 9000))}\n"
                f"dd {money(-r.randint(500, 14000))} / max_loss_day -$50,000 · rty-mr {money(-r.randint(0, 9000))} / -$12,000\n"
                f"books: es-core {self.es_core:+d} · spx0dte {r.uniform(-2, 2):+.1f} · ndx-wk {r.uniform(-2, 2):+.1f} · mega-hedge {money(-r.randint(1500000, 2900000))} · vx {r.randint(0, 10):+d}\n"
                f"orders working {r.randint(0, 6)} · msgs/s {r.randint(2, 40)} to CME · rejects 0 · self-match guard on\n"
                f"kill armed(off) · throttles none · {r.randint(3, 9)} checks/s · last breach none"))
        if kind == "pnl":
            rows = [("es-core", r.randint(-3000, 9000)), ("es-roll", r.randint(-400, 300)),
                    ("nq-disc", r.randint(-5000, 6000)), ("spx0dte", r.randint(-9000, 12000)),
                    ("ndx-wk", r.randint(-3000, 3000)), ("vx-hedge", r.randint(-1500, 800)),
                    ("mega-hedge", r.randint(-4000, 4000)), ("rty-mr", r.randint(-13000, 2000))]
            body = "\n".join(f"{n:<11}{money(v):>10}{money(v * r.uniform(0.1, 0.6)):>10}{money(v * r.uniform(-0.3, 0.3)):>10}{r.uniform(-3, 3):>+8.2f}"
                             for n, v in rows)
            tot = sum(v for _, v in rows)
            return self.msg(clock, who, f"**PnL snapshot {clock[:5]} ET** (net / of which realized / 1h chg, USD; Δ in ES-eq)\n```\n"
                            f"{'book':<11}{'net':>10}{'real':>10}{'1h':>10}{'Δ':>8}\n{body}\n{'total':<11}{money(tot):>10}\n```\n"
                            f"fees est {money(-r.randint(800, 2400))} · marks: CME last, OPRA mid · mtd {money(r.randint(-40000, 180000))} · "
                            f"ytd {money(r.randint(900000, 4200000))}")
        if kind == "cron":
            return self.msg(clock, who, r.choice([
                f"cron eod-recon ✔ {r.randint(14, 40)} fills matched vs clearer · 0 breaks · {r.uniform(0.4, 2.0):.1f}s",
                f"cron marks-snapshot ✔ {r.randint(120, 300)} instruments · stale 0 · settle src CME",
                f"cron sig-retrain ✔ models nfp_fade, gamma_flip, vix_term_inv · drift ok · next 02:00",
                f"cron log-rotate ✔ qx-engine 2.1GB → s3://idx-logs/{self.tdate:%Y/%m/%d}/ · gz 6.3x",
            ]))
        if kind == "deploy":
            v = f"4.{r.randint(10, 14)}.{r.randint(0, 9)}"
            return self.msg(clock, who, r.choice([
                (f"deploy qx-engine {v} → prod-chi ✔ canary 2/2 · rollout 100% · sha {r.getrandbits(28):07x} · no config changes\n"
                 "changelog:\n- md-gw: snapshot recovery now prefers feed B when A gap > 512\n"
                 "- bracket: MOD lines keep the same message (edit in place)\n- quotes: board every 45m in RTH, was 25m\n"
                 "- fix: ord# hex ids now always 4 chars\n- deps: tokio 1.4x, quinn bump"),
                (f"deploy sig-agent 3.8.{r.randint(1, 9)} → prod ✔ · router thresholds unchanged · sha {r.getrandbits(28):07x}\n"
                 "changelog:\n- features: gex handles missing strikes (no KeyError)\n- opra feed: backoff capped at 8s\n"
                 "- router: summary every 6h instead of 1h\n- json: proposals carry `needs` field"),
                (f"CI ✖ sig-agent #{r.randint(1800, 1999)} test_router_thresholds failed · blocked merge, prod unaffected\n"
                 "```\ntests/test_router.py::test_router_thresholds FAILED\n    assert cfg.min_conf == 0.5\n"
                 "AssertionError: assert 0.55 == 0.5\n 1 failed, 212 passed, 3 skipped in 41.2s\n```"),
            ]))
        if kind == "alert":
            return self.msg(clock, who, r.choice([
                f"🔔 ES{F} {f2(tick(self.es0 + drift))} touched level alert {sh(tick(self.es0 + drift))}",
                f"🔔 VIX {self.vix0 + r.uniform(-0.6, 0.9):.2f} · 5m change {r.uniform(-0.4, 0.6):+.2f}",
                f"🔔 SPX 0DTE volume {r.randint(300, 900)}k · put/call {r.uniform(0.8, 1.3):.2f}",
                f"🔔 NQ{F}/ES{F} ratio {self.nq0 / self.es0 + r.uniform(-0.01, 0.01):.4f} outside 1σ band",
            ]))
        if kind == "health":
            feats = {"model": "sig-agent/3.8", "feeds": {"mdp3": "ok", "opra-c1": r.choice(["ok", "degraded"]), "news": "ok"},
                     "features": {"vwap_dev_z": round(r.uniform(-2, 2), 2), "gex_bn": round(r.uniform(-3, 6), 2),
                                  "vx_term": round(r.uniform(0.9, 0.99), 3), "breadth": round(r.uniform(0.3, 0.7), 2),
                                  "ofi_es_5m": r.randint(-4000, 4000)},
                     "queue": r.randint(0, 4), "uptime_h": r.randint(3, 200)}
            return self.msg(clock, who, json.dumps(feats))
        raise ValueError(kind)

    def fill_chatter(self):
        """Neutral traffic: plain signals (not proposals), acks, desk talk."""
        r = self.rng
        F = self.front
        sig_times = ["19:40", "21:05", "22:15", "23:50", "01:20", "02:44", "04:30", "05:05", "06:52", "07:21", "07:35",
                     "08:33", "08:37", "08:49", "09:33", "09:41", "09:55", "10:06", "10:35", "11:02", "11:28", "11:55",
                     "12:33", "13:10", "13:48", "14:02", "14:40", "15:14", "15:20", "15:43", "15:51", "16:05"]
        for clock in sig_times:
            sym = r.choice([f"ES{F}", f"NQ{F}", f"RTY{F}", f"YM{F}", "SPX", self.vx])
            d = r.choice(["long", "short", "flat"])
            b0, sc = {"E": (self.es0, 1.0), "N": (self.nq0, 3.6), "R": (self.rty0, 0.4), "Y": (float(self.ym0), 7.4),
                      "S": (self.spx0, 1.0)}.get(sym[0], (None, 1.0))
            obj = {"sig": r.choice(["mom_break", "vwap_revert", "gamma_pin", "ofi_burst", "term_slope", "breadth_div"]),
                   "sym": sym, "dir": d, "z": round(r.uniform(-2.5, 2.5), 2), "conf": round(r.uniform(0.35, 0.7), 2),
                   "ttl_s": r.choice([300, 600, 900, 1800]), "px": f2(tick(b0 + r.uniform(-10, 10) * sc)) if b0 else None,
                   "ctx": {"vwap": f2(tick(b0 + r.uniform(-5, 5) * sc)) if b0 else None, "or_hi": f2(tick(b0 + 9 * sc)) if b0 else None,
                           "or_lo": f2(tick(b0 - 9 * sc)) if b0 else None,
                           "gex_bn": round(r.uniform(-3, 6), 2), "vx_term": round(r.uniform(0.9, 0.99), 3),
                           "breadth_adv": round(r.uniform(0.3, 0.7), 2), "ofi_5m": r.randint(-4000, 4000),
                           "tick_nyse": r.randint(-900, 900), "trin": round(r.uniform(0.6, 1.6), 2)},
                   "features_v": "2026.11.3", "model": f"sig-agent/3.8/{r.choice(['gbm', 'lin', 'tcn'])}",
                   "expl": {"top": [r.choice(["ofi_5m", "gex_bn", "vwap_dev_z", "breadth_adv"]), r.choice(["trin", "vx_term", "tick_nyse"])],
                            "shap": [round(r.uniform(0.05, 0.3), 3), round(r.uniform(0.01, 0.1), 3)]},
                   "route": "pending_router"}
            obj["levels"] = [round((b0 or self.vxpx) + r.uniform(-30, 30) * (sc if b0 else 0.05), 2) for _ in range(4)]
            obj["hist"] = [{"t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", "z": round(r.uniform(-2.5, 2.5), 2),
                            "conf": round(r.uniform(0.3, 0.7), 2)} for _ in range(3)]
            obj["thresholds"] = {"min_conf": 0.55, "max_age_s": 30, "session": "RTH" if "09:30" <= clock <= "16:00" else "ETH"}
            where = "main"
            self.msg(clock + f":{r.randint(0, 59):02d}", "sig", json.dumps(obj), where=where)
        # a conditional signal in RTH (near-miss)
        self.M(self.msg("10:44:19", "sig", f"if ES{F} loses {f2(tick(self.es0 - 12))} on a 5m close we would sell 10 ES{F} against the core; conditional, not a proposal", where="rth"))
        talk = [
            ("18:12:10", "kh", "on", "night. es core on, mes short working up top"),
            ("18:13:02", "pr", "on", "ty. limits switched for ETH"),
            ("21:52:00", "pr", "on", "mes got hit 👍"),
            ("01:10:33", "ops", "on", "md-gw flapped on ch310, looking"),
            ("01:40:20", "ops", "on", "vendor says cross-connect maintenance, nothing on our side. cleaning up the spam"),
            ("05:45:12", "kh", "on", "up early, nothing to do. europe is asleep"),
            ("07:18:00", "pr", "pm", "morning"),
            ("07:19:30", "kh", "pm", "gm. coffee machine is dead again"),
            ("07:58:40", "pr", "pm", "agree with flat on new stuff"),
            ("08:29:30", "kh", "pm", "here we go"),
            ("08:31:05", "kh", "pm", "lol that wick"),
            ("08:34:50", "pr", "pm", "spreads back to normal"),
            ("08:47:00", "kh", "pm", "nice fill"),
            ("09:12:00", "pr", "pm", "anyone else seeing lag on the dom?"),
            ("09:12:50", "ops", "pm", "dom lag is the client, not the feed. restart the ladder"),
            ("09:31:10", "kh", "rth", "open is messy"),
            ("09:39:00", "pr", "rth", "bridge flapped at the bell, all orders resynced"),
            ("10:30:00", "kh", "rth", "puts are rich, good"),
            ("10:58:20", "pr", "rth", "thx"),
            ("11:35:00", "kh", "rth", "lunch. ping me if nq moves 30"),
            ("12:15:00", "pr", "rth", "quiet"),
            ("12:40:10", "kh", "rth", "back"),
            ("13:20:00", "pr", "rth", "fed guy said nothing new"),
            ("14:10:00", "kh", "rth", "fine"),
            ("14:50:00", "kh", "rth", "this pin is so boring"),
            ("15:30:00", "pr", "rth", "moc in 20"),
            ("15:58:40", "kh", "rth", "gg"),
            ("16:03:00", "pr", "rth", "nice day. eod recon at 20 past"),
            ("16:25:00", "kh", "main", "recon clean 🙏"),
            ("16:50:10", "pr", "main", "ty all, have a good evening"),
        ]
        ack_words = {"ty", "thx", "👍", "🙏", "ok", "fine", "gg", "morning", "back", "quiet", "here we go", "nice fill"}
        for clock, who, where, text in talk:
            mid = self.msg(clock + f":{r.randint(0, 59):02d}" if clock.count(":") == 1 else clock, who, text, where=where)
            base = text.split(".")[0].strip()
            if text in ack_words or base in ack_words or len(text) <= 12:
                self.N(mid)

    # ----------------------------------------------------------------- output
    def labels(self):
        return {"hard_events": [self.hard[m] for m in self.hard_order], "superseded_facts": self.superseded,
                "removed_texts": self.removed, "noise_message_ids": self.noise, "near_miss_ids": self.near,
                "idioms": self.idioms}


def _parse_end(end):
    if end is None:
        return DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    return end.astimezone(timezone.utc)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = _parse_end(end)
    allev = []
    lab = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
           "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    for d in range(days):
        day_end = end - timedelta(days=days - 1 - d)
        for c in range(channels):
            day = Day(seed, c, day_end)
            day.build()
            allev.extend(day.events)
            L = day.labels()
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                lab[k].extend(L[k])
            for row in L["idioms"]:
                if row["idiom"] not in idiom_seen:
                    idiom_seen.add(row["idiom"])
                    lab["idioms"].append(row)
    allev.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in allev], "labels": lab}


# ---------------------------------------------------------------------- check
def _text_of(m):
    parts = [m.get("content") or ""]
    for e in m.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


def check(events, labels, end=None, days=1, channels=1):
    end_ms = int(_parse_end(end).timestamp() * 1000)
    msgs, gone, parents = {}, set(), {}
    last_ms = 0
    problems = []
    for i, ev in enumerate(events):
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + EPOCH
            if _iso(ms) != m["created_at"]:
                problems.append(f"id/created_at mismatch {m['id']}")
            if ms < last_ms:
                problems.append(f"out of order at line {i}")
            last_ms = ms
            if m["id"] in msgs:
                problems.append(f"duplicate id {m['id']}")
            ref = m.get("reference_id")
            if ref and (ref not in msgs or msgs[ref]["ch"] != ev["channel_id"]):
                problems.append(f"bad reply reference {m['id']}")
            if ev.get("parent_channel_id") and ev["channel_id"] not in msgs:
                problems.append(f"thread {ev['channel_id']} has no starter message")
            msgs[m["id"]] = {"ch": ev["channel_id"], "content": m["content"], "embeds": m["embeds"],
                             "ms": ms, "parent": ev.get("parent_channel_id")}
        elif op == "edit":
            if ev["message_id"] not in msgs:
                problems.append(f"edit before create {ev['message_id']}")
                continue
            msgs[ev["message_id"]]["content"] = ev["content"]
        elif op in ("delete", "forget"):
            gone.add(ev["message_id"])
        elif op == "bulk_delete":
            gone.update(ev["message_ids"])
    for h in labels["hard_events"]:
        m = msgs.get(h["message_id"])
        if m is None:
            problems.append(f"missing label id {h['message_id']}")
            continue
        if m["ch"] != h["channel_id"]:
            problems.append(f"channel mismatch {h['message_id']}")
        txt = _text_of(m)
        for f in h["facts"]:
            if f not in txt:
                problems.append(f"fact {f!r} not in {h['message_id']}: {txt[:80]!r}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {h['message_id']}")
        st = h["final_state"]
        if (st in ("deleted", "forgotten")) != (h["message_id"] in gone):
            problems.append(f"final_state mismatch {h['message_id']}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in msgs:
            problems.append(f"missing id {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard id also in noise/near-miss")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        problems.append("noise and near-miss overlap")
    live_texts = [_text_of(m) for k, m in msgs.items() if k not in gone]
    for s in labels["removed_texts"]:
        if any(s in t for t in live_texts):
            problems.append(f"removed text still live: {s[:60]!r}")
    for ch, mid, lvl in labels["superseded_facts"]:
        if mid not in msgs:
            problems.append(f"superseded id missing {mid}")
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            problems.append(f"idiom id missing {row['message_id']}")
    # per channel-day stats (channel = parent channel incl. its threads)
    by = {}
    for mid, m in msgs.items():
        root = m["parent"] or m["ch"]
        back = (end_ms - 1 - m["ms"]) // 86400000
        key = (root, (datetime.fromtimestamp(end_ms // 1000, tz=timezone.utc) - timedelta(days=int(back), minutes=1)).date())
        b = by.setdefault(key, {"n": 0, "bytes": 0, "cbytes": 0, "main_n": 0, "main_bytes": 0, "ids": set()})
        t = _text_of(m)
        b["n"] += 1
        b["bytes"] += len(t.encode())
        b["cbytes"] += len(m["content"].encode())
        b["ids"].add(mid)
        if not m["parent"]:
            b["main_n"] += 1
            b["main_bytes"] += len(t.encode())
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    stats = []
    for key, b in sorted(by.items()):
        types = {}
        for h in labels["hard_events"]:
            if h["message_id"] in b["ids"]:
                types[h["event_type"]] = types.get(h["event_type"], 0) + 1
        nh = sum(types.values())
        nn = len(b["ids"] & noise)
        nm = len(b["ids"] & near)
        s = {"channel": key[0], "day": str(key[1]), "messages": b["n"], "kb_total": round(b["bytes"] / 1024, 1),
             "kb_content": round(b["cbytes"] / 1024, 1), "main_messages": b["main_n"],
             "main_kb": round(b["main_bytes"] / 1024, 1), "hard": nh, "types": types, "noise": nn,
             "noise_pct": round(100 * nn / b["n"], 1), "near_miss": nm}
        stats.append(s)
        if not 180 <= b["n"] <= 320:
            problems.append(f"{key}: message count {b['n']}")
        if not 70 * 1024 <= b["bytes"] <= 120 * 1024:
            problems.append(f"{key}: bytes {b['bytes']}")
        if not 25 <= nh <= 45:
            problems.append(f"{key}: hard {nh}")
        if not 0.25 <= nn / b["n"] <= 0.40:
            problems.append(f"{key}: noise {nn / b['n']:.2f}")
    if not 10 <= len(labels["idioms"]) <= 20 and days * channels == 1:
        problems.append(f"idioms {len(labels['idioms'])}")
    return stats, problems


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the output and print stats")
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as fh:
            events = [json.loads(line) for line in fh]
        with open(a.labels, encoding="utf-8") as fh:
            labels = json.load(fh)
        stats, problems = check(events, labels, a.end, a.days, a.channels)
        for s in stats:
            print(json.dumps(s, ensure_ascii=False))
        L = labels
        print(json.dumps({"events": len(events), "hard": len(L["hard_events"]), "noise": len(L["noise_message_ids"]),
                          "near_miss": len(L["near_miss_ids"]), "idioms": len(L["idioms"]),
                          "removed": len(L["removed_texts"]), "superseded": len(L["superseded_facts"])}))
        for p in problems:
            print("PROBLEM:", p)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
