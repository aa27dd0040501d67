"""Blind desk generator: ``carbon_markets``.

An Amsterdam environmental-commodities desk (book CARBON-AMS): EU ETS allowances
(EUA Dec-26 / Dec-27 on ICE Endex, spot EUAs in the Union Registry), UK allowances,
EEX primary auctions, voluntary carbon credits (Verra VCS by project id and vintage),
guarantees of origin / RECs, hedged with TTF gas and German power.

Standard library only. ``generate()`` is a pure function of its arguments.

CLI::

    python -m tests.desks.carbon_markets --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "carbon_markets"
EPOCH_MS = 1420070400000
GUILD_ID = "1098233717646942299"
CHANNEL_IDS = [
    "1173029458713190450",
    "1173029631388598353",
    "1173029877410316338",
    "1173030120365047848",
]
CHANNEL_NAMES = ["carbon-desk", "carbon-vcm-goo", "carbon-compliance", "carbon-hedging"]
DEFAULT_END = datetime(2026, 12, 5, 0, 0, tzinfo=timezone.utc)

# key: (author_id, display name, bot)
PEOPLE = {
    "hendrik": ("1107741952846213140", "Hendrik van Dijk", False),   # head of desk
    "joost": ("1112093340172570654", "Joost Mulder", False),         # junior trader
    "sanne": ("1118460085735391302", "Sanne de Graaf", False),       # trader GoO / UKA / hedges
    "lotte": ("1121837716004659281", "Lotte Verhoeven", False),      # sustainability analyst
    "marco": ("1109915563029741618", "Marco Ferretti", False),       # market risk
    "eva": ("1125520981447065641", "Eva Jansen (Compliance)", False),
    "bram": ("1130284407512383508", "Bram Koster", False),           # power desk, other book
    "noor": ("1133950176283902015", "Noor El Amrani", False),        # graduate
    "broker": ("1141905516360351764", "brokerbridge", True),
    "registry": ("1143117792264581191", "union-registry", True),
    "eex": ("1144625301187518474", "eex-auctions", True),
    "ctrm": ("1146088220514160721", "ctrm-oms", True),
    "risk": ("1147712093658071090", "risk-bot", True),
    "policy": ("1149330876014198824", "policy-wire", True),
    "exec": ("1151209985623474206", "carbon-exec", True),
    "orig": ("1152987731004612678", "origination-agent", True),
    "alert": ("1154630019973521428", "pricealert", True),
    "ci": ("1156214420907175956", "ci-bot", True),
    "cron": ("1157736011829289010", "cron", True),
    "vcmsync": ("1159204478120394782", "vcm-registry-sync", True),
    "research": ("1160871204455629843", "desk-research", True),
}

HELD = ["EUA Dec-26", "EUA Dec-27", "EUA spot", "UKA Dec-26", "VCS 3417 V2020/V2021 (Rio Alto REDD+)",
        "VCS 4105 V2023 (Hollandse Biochar Kiln)", "NL wind GoO 2026", "TTF Cal-27 (short hedge)",
        "DE Base Cal-27 (long hedge)"]
WATCHLIST = ["VCS 2891 (Lake Kivu Cookstoves)", "CORSIA first-phase eligible units", "I-REC Brazil hydro",
             "VCS 3960 (Mekong Mangrove ARR)"]

BROKERS = ["ICAP", "Evolution", "TFS", "Redshaw", "Marex", "Spectron", "CFP", "Karbone", "Xpansiv CBL", "Tullett"]
CPTYS = ["Kestrel Aviation", "Nordhavn Energi", "Voltaro Retail", "Skylark Air", "Brabant Staal",
         "Alpenwerk Zement", "Holmfjord Kraft", "Zuidkust Chemie", "Aurelia Shipping", "Meridian Cement"]

IDIOM_ORDER = [
    "kt-suffixed shorthand buy proposal",
    "short Dutch approval reply (akkoord / doe maar)",
    "Dutch rejection reply 'niet nu'",
    "OMS key=value order ack",
    "embed-only execution report",
    "CTRM JSON fill line",
    "stop moved twice by editing one message",
    "broker bridge relays another firm's trade",
    "broker bridge DONE-with-you fill",
    "EEX public auction result (market, not ours)",
    "EEX allocation notice embed (our bid)",
    "policy news on held product via project name / underlying",
    "policy news on an ETS the desk does not hold",
    "decision buried in long VCM integrity report",
    "Dutch hypothetical 'als we ... zouden'",
    "paper-book trade",
    "risk engine resizes order (key=value)",
    "risk heartbeat 'limits ok'",
    "cron summary '0 routed'",
    "route to agent in Dutch ('neem jij ... over')",
    "Union Registry transfer settled",
    "other desk's trade (power desk)",
    "triage line decision=NO_ROUTE",
    "fill corrected by edit",
]


_NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
_NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
              "november", "december"]


def _nl_date(d) -> str:
    return f"{_NL_DAYS[d.weekday()]} {d.day} {_NL_MONTHS[d.month - 1]}"


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


def _f(x: float, d: int = 2) -> str:
    return f"{x:.{d}f}"


class Market:
    """Prices for one calendar date; the same for every channel."""

    def __init__(self, seed: int, date):
        r = random.Random(f"{DESK}|mkt|{seed}|{date.isoformat()}")
        self.dec26 = round(71.8 + r.uniform(-2.4, 2.4), 2)
        self.dec27 = round(self.dec26 + r.uniform(1.65, 2.15), 2)
        self.dec28 = round(self.dec27 + r.uniform(1.7, 2.2), 2)
        self.prev26 = round(self.dec26 + r.uniform(-0.9, 0.9), 2)
        self.uka26 = round(47.6 + r.uniform(-2.0, 2.0), 2)
        self.ttf27 = round(31.4 + r.uniform(-1.6, 1.6), 2)
        self.de27 = round(86.0 + r.uniform(-3.5, 3.5), 2)
        self.v3417 = round(3.85 + r.uniform(-0.35, 0.35), 2)
        self.v4105 = round(142.0 + r.uniform(-6.0, 6.0), 2)
        self.corsia = round(21.0 + r.uniform(-1.5, 1.5), 2)
        self.goo_nl = round(0.38 + r.uniform(-0.05, 0.05), 2)
        self.goo_nordic = round(0.22 + r.uniform(-0.04, 0.04), 2)
        self.clearing = round(self.dec26 - r.uniform(0.08, 0.55), 2)
        self.var = round(1.55 + r.uniform(-0.3, 0.5), 2)
        self.tnac = r.randint(1010, 1180)
        self.eurusd = round(1.08 + r.uniform(-0.03, 0.03), 4)


class Gen:
    def __init__(self):
        self.seq = {}
        self.counter = itertools.count()

    def snowflake(self, t: int, worker: int) -> str:
        key = (t, worker)
        s = self.seq.get(key, 0)
        self.seq[key] = s + 1
        return str(((t - EPOCH_MS) << 22) | ((worker & 31) << 17) | (s & 0x1FFFF))


def _sec(r, a, b):
    return int(r.uniform(a, b) * 1000)


class Day:
    def __init__(self, gen: Gen, seed: int, ci: int, date, channel_id: str):
        self.g = gen
        self.seed = seed
        self.ci = ci
        self.date = date
        self.rng = random.Random(f"{DESK}|{seed}|{ci}|{date.isoformat()}")
        self.day0 = int(datetime(date.year, date.month, date.day, tzinfo=timezone.utc).timestamp() * 1000)
        self.ch = channel_id
        self.weekend = date.weekday() >= 5
        self.m = Market(seed, date)
        self.worker = 1 + (ci % 30)
        self.ops = []
        self.msgs = {}
        self.noise = []
        self.near = []
        self.hard_events = []
        self.superseded = []
        self.removed = []
        self.idioms = {}
        self.ord_n = self.rng.randint(110, 880)
        self._deepdive_done = False
        self._yeo_done = False
        self.ymd = date.strftime("%y%m%d")
        self.focus = ci % 4

    # ------------------------------------------------------------------ primitives
    def T(self, h, m=0, jitter=0):
        base = self.day0 + int((h * 60 + m) * 60000)
        if jitter:
            base += int(self.rng.uniform(-jitter, jitter) * 60000)
        base += self.rng.randint(0, 59999)
        return max(self.day0 + 1000, min(base, self.day0 + 86400000 - 60000))

    def s(self, a, b):
        return _sec(self.rng, a, b)

    def clip(self, t):
        return min(t, self.day0 + 86400000 - 5000)

    def oid(self):
        self.ord_n += self.rng.randint(1, 9)
        return f"CT-{self.ymd}{self.ci}-{self.ord_n:04d}"

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind=None, attachments=None):
        t = self.clip(t)
        uid, name, bot = PEOPLE[who]
        mid = self.g.snowflake(t, self.worker)
        ch = thread if thread else self.ch
        msg = {"id": mid, "author_id": uid, "author_name": name, "author_bot": bot,
               "created_at": _iso(t), "content": content,
               "attachments": attachments or [], "embeds": embeds or [], "reference_id": ref}
        op = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            op["parent_channel_id"] = self.ch
        op["message"] = msg
        self.ops.append((t, next(self.g.counter), op))
        self.msgs[mid] = {"ch": ch, "t": t, "content": content, "embeds": embeds or []}
        if kind == "noise":
            self.noise.append(mid)
        elif kind == "near":
            self.near.append(mid)
        return mid

    def edit(self, mid, t, content):
        t = self.clip(max(t, self.msgs[mid]["t"] + 1000))
        self.ops.append((t, next(self.g.counter), {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "edited_at": _iso(t), "content": content}))
        self.msgs[mid]["content"] = content
        return t

    def delete(self, mid, t, snippet):
        t = self.clip(max(t, self.msgs[mid]["t"] + 1000))
        self.ops.append((t, next(self.g.counter), {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "deleted_at": _iso(t)}))
        self.removed.append(snippet)

    def bulk_delete(self, mids, t, snippets):
        t = self.clip(max([t] + [self.msgs[m]["t"] + 1000 for m in mids]))
        self.ops.append((t, next(self.g.counter), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.ch,
                                                   "message_ids": list(mids), "deleted_at": _iso(t)}))
        self.removed.extend(snippets)

    def forget(self, mid, t, by, snippet):
        t = self.clip(max(t, self.msgs[mid]["t"] + 1000))
        self.ops.append((t, next(self.g.counter), {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "requested_by": PEOPLE[by][0], "at": _iso(t)}))
        self.removed.append(snippet)

    def pin(self, mid, t, by="hendrik"):
        t = self.clip(max(t, self.msgs[mid]["t"] + 1000))
        self.ops.append((t, next(self.g.counter), {"op": "pin", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "by": PEOPLE[by][0], "at": _iso(t)}))
        self.react(mid, t + 400, "📌", by)

    def unpin(self, mid, t, by="hendrik"):
        t = self.clip(max(t, self.msgs[mid]["t"] + 1000))
        self.ops.append((t, next(self.g.counter), {"op": "unpin", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "by": PEOPLE[by][0], "at": _iso(t)}))

    def react(self, mid, t, emoji, who, remove=False):
        t = self.clip(max(t, self.msgs[mid]["t"] + 500))
        self.ops.append((t, next(self.g.counter), {"op": "reaction_remove" if remove else "reaction_add",
                                                   "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["ch"],
                                                   "message_id": mid, "emoji": emoji, "user_id": PEOPLE[who][0],
                                                   "at": _iso(t)}))

    def hard(self, mid, etype, facts, phrasing, state="live"):
        self.hard_events.append({"channel_id": self.msgs[mid]["ch"], "message_id": mid, "event_type": etype,
                                 "facts": list(facts), "phrasing": phrasing, "final_state": state})

    def sup(self, mid, old):
        self.superseded.append([self.msgs[mid]["ch"], mid, old])

    def idiom(self, mid, name, expected):
        if name not in self.idioms:
            self.idioms[name] = {"message_id": mid, "idiom": name, "expected": expected}

    def bg_time(self):
        """Background activity curve (UTC hours; Amsterdam = UTC+1 in winter)."""
        if self.weekend:
            if self.date.weekday() == 5:
                w = [1, 1, 1, 1, 1, 1, 1, 2, 4, 5, 5, 4, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]
            else:
                w = [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 6, 5, 5, 4, 3, 2, 1, 1]
        else:
            w = [1, 1, 1, 1, 1, 2, 6, 10, 10, 9, 8, 7, 7, 8, 9, 8, 6, 4, 3, 2, 2, 1, 1, 1]
        h = self.rng.choices(range(24), weights=w)[0]
        return self.day0 + h * 3600000 + self.rng.randint(0, 3599999)

    def trading_time(self):
        if self.weekend:
            t = self.bg_time()
            while not (7 <= (t - self.day0) // 3600000 <= 20):
                t = self.bg_time()
            return t
        h = self.rng.choices(range(6, 17), weights=[5, 10, 10, 9, 8, 7, 7, 8, 9, 8, 6])[0]
        return self.day0 + h * 3600000 + self.rng.randint(0, 3599999)

    # ------------------------------------------------------------------ noise flows
    def noise_flows(self):
        r, m = self.rng, self.m
        # risk heartbeat, hourly
        hb_first = None
        for h in range(24):
            if r.random() < 0.08:
                continue
            t = self.day0 + h * 3600000 + r.randint(3000, 50000)
            var = round(m.var + r.uniform(-0.12, 0.12), 2)
            style = r.random()
            if style < 0.4:
                c = f"♥ risk-engine {h:02d}:00Z · VaR99/1d €{var:.2f}m / €2.50m · all limits ok ({r.randint(38, 44)} checks)"
            elif style < 0.9:
                c = json.dumps({"svc": "risk-engine", "kind": "heartbeat", "ts": _iso(t), "seq": r.randint(10000, 99999),
                                "lag_ms": r.randint(3, 40), "var99_1d_eur_m": var, "var_limit_eur_m": 2.5,
                                "checks": r.randint(38, 44), "breaches": 0, "warnings": 0, "credit_lines": "ok",
                                "util_pct": {"EUA_FUT": r.randint(80, 97), "UKA_FUT": r.randint(30, 60),
                                             "VCM_NATURE": r.randint(60, 95), "VCM_REMOVALS": r.randint(25, 75),
                                             "GOO": r.randint(40, 65), "HEDGE_TTF": r.randint(20, 70), "HEDGE_DE": r.randint(20, 60)},
                                "feeds": {"ice_endex": "ok", "eex": "ok", "ctrm": "ok", "registry": "ok"},
                                "host": f"risk-{r.randint(1, 3)}.ams.internal", "version": "3.18.2"}, separators=(",", ":"))
            else:
                c = f"risk-engine alive · {h:02d}:00Z · no open breaches · credit lines ok"
            mid = self.post(t, "risk", c, kind="noise")
            if hb_first is None and "limits ok" in c:
                hb_first = mid
        if hb_first:
            self.idiom(hb_first, "risk heartbeat 'limits ok'", "not_hard")
        # registry poll, every 2h
        for h in range(0, 24, 2):
            if r.random() < 0.1:
                continue
            t = self.day0 + h * 3600000 + r.randint(60000, 600000)
            c = r.choice([
                json.dumps({"svc": "registry-sync", "ts": _iso(t), "eutl_api": 200, "pending_transfers": r.randint(0, 3),
                            "lag_s": r.randint(1, 9), "accounts_polled": ["EU-100-5012345-0-12", "EU-100-5012345-0-47",
                                                                          "GB-100-2210334-0-71"], "verra_api": 200,
                            "verticer_api": 200, "errors": 0}, separators=(",", ":")),
                f"registry-sync ok · Union Registry API 200 · pending transfers: {r.randint(0, 3)} · lag {r.randint(1, 9)}s",
                f"Union Registry poll ok ({r.randint(180, 900)}ms) · accounts EU-100-5012345-0-12, EU-100-5012345-0-47 · no changes",
                f"registry heartbeat · session valid until {(h + 2) % 24:02d}:00Z · 0 alerts",
            ])
            self.post(t, "registry", c, kind="noise")
        # ctrm gateway, every 3h
        for h in range(1, 24, 2):
            t = self.day0 + h * 3600000 + r.randint(60000, 900000)
            st = "UP" if not self.weekend else "IDLE"
            c = (f"ctrm.gw status=UP sessions=ICE_ENDEX:{st},EEX:{st},TT:{st} q_depth={r.randint(0, 2)} uptime_h={r.randint(20, 700)} "
                 f"fix_seq_in={r.randint(1000, 90000)} fix_seq_out={r.randint(1000, 90000)} drop_copy=OK remit_rrm=OK "
                 f"db_lag_ms={r.randint(1, 30)} mem_mb={r.randint(900, 2400)} build=ctrm-adapter-4.2{r.randint(0, 9)}")
            self.post(t, "ctrm", c, kind="noise")
        # cron summaries
        crons = [
            (5, f"cron[news-triage] 05:30Z ok · {r.randint(28, 61)} items scanned · 0 routed · 0 escalated"),
            (6, f"cron[fx-fixings] ECB ref loaded · EURUSD {m.eurusd:.4f} · EURGBP {0.86 + r.uniform(-0.01, 0.01):.4f}"),
            (12, f"cron[news-triage] 12:00Z ok · {r.randint(40, 90)} items scanned · 0 routed · {r.randint(0, 1)} escalated"),
            (16, f"cron[mark-to-market] ICE Endex settlement marks loaded · EUA Dec-26 {self.m.dec26:.2f} · EUA Dec-27 {self.m.dec27:.2f} · UKA Dec-26 {self.m.uka26:.2f}"),
            (17, f"cron[eod-recon] ok · {r.randint(18, 27)} positions reconciled vs Union Registry + Verra · 0 breaks"),
            (3, f"cron[vcm-registry-sync] Verra poll ok · {r.randint(2, 9)} serial ranges refreshed · 0 retirements pending"),
            (22, f"cron[archive] discord export rotated · {r.randint(200, 400)} msgs · 0 routed"),
        ]
        first_cron = None
        for h, c in crons:
            if self.weekend and h in (16,):
                continue
            t = self.day0 + h * 3600000 + r.randint(1000, 2400000)
            mid = self.post(t, "cron", c, kind="noise")
            if first_cron is None and "0 routed" in c:
                first_cron = mid
        self.idiom(first_cron, "cron summary '0 routed'", "not_hard")
        # CI / deploy
        ci_lines = [
            f"🚀 deploy ctrm-adapter v4.{r.randint(10, 30)}.{r.randint(0, 9)} → prod (sha {r.getrandbits(28):07x}) ✅",
            f"❌ CI failed: carbon-risk#{r.randint(2000, 2999)} · tests/test_credit_lines.py::test_usd_rounding — AssertionError: 1199999.99 != 1200000.00",
            f"✅ CI green: carbon-risk#{r.randint(3000, 3999)} (retry) · 412 passed, 3 skipped",
            f"🚀 deploy brokerbridge v2.{r.randint(1, 9)}.{r.randint(0, 20)} → prod · parser: added Karbone VCM recap format",
            f"ci: nightly eex-auction-scraper OK · calendar diff: 0 changes",
        ]
        for c in r.sample(ci_lines, 3 if not self.weekend else 2):
            t = self.day0 + r.choice([2, 4, 11, 13, 19, 21]) * 3600000 + r.randint(0, 3500000)
            self.post(t, "ci", c, kind="noise")
        # reconnects
        for _ in range(r.randint(1, 2)):
            t = self.day0 + r.randint(1, 22) * 3600000 + r.randint(0, 3000000)
            feed = r.choice(["ICE Endex price feed", "EEX market data", "brokerbridge IRC relay", "Union Registry websocket"])
            self.post(t, "ctrm", f"⚠️ {feed} disconnected — reconnecting (attempt 1/5)", kind="noise")
            self.post(t + self.s(3, 20), "ctrm", f"✅ {feed} reconnected after {r.uniform(1.2, 9.8):.1f}s · {r.randint(0, 4)} msgs replayed", kind="noise")
        # stack trace
        t = self.day0 + r.randint(1, 5) * 3600000 + r.randint(0, 3000000)
        self.post(t, "ctrm", (
            f"ERROR registry-sync {_iso(t)} unhandled exception in poll loop\n```\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/carbon/registry_sync/poller.py", line 212, in poll\n'
            "    resp = self.client.get_transfers(since=self.cursor, account=acct)\n"
            '  File "/opt/carbon/registry_sync/eutl_client.py", line 88, in get_transfers\n'
            "    raise RegistryTimeout(f\"EUTL gateway timeout after {self.timeout}s\")\n"
            '  File "/opt/carbon/registry_sync/retry.py", line 41, in wrapper\n'
            "    return fn(*args, **kwargs)\n"
            "registry_sync.errors.RegistryTimeout: EUTL gateway timeout after 30s\n```\n"
            f"retrying in 60s (attempt 2/5) · cursor={r.getrandbits(40):010x}"), kind="noise")
        # price alerts (weekdays)
        if not self.weekend:
            alerts = []
            for _ in range(r.randint(7, 10)):
                t = self.trading_time()
                what = r.random()
                if what < 0.45:
                    lvl = round(m.dec26 + r.choice([-1, -0.5, 0.5, 1]) * r.uniform(0.3, 1.0), 1)
                    c = f"🔔 EUA Dec26 crossed {lvl:.2f} (last {lvl + r.uniform(-0.05, 0.05):.2f}, {r.uniform(-1.8, 1.8):+.1f}% d/d)"
                elif what < 0.65:
                    lvl = round(m.uka26 + r.uniform(-0.8, 0.8), 1)
                    c = f"🔔 UKA Dec26 crossed {lvl:.2f} (last {lvl + r.uniform(-0.05, 0.05):.2f})"
                elif what < 0.85:
                    lvl = round(m.ttf27 + r.uniform(-0.8, 0.8), 1)
                    c = f"🔔 TTF Cal-27 crossed {lvl:.2f} €/MWh"
                else:
                    c = f"🔔 EUA/UKA ratio {m.dec26 / (m.uka26 / 0.86):.3f} outside 30d band"
                alerts.append(self.post(t, "alert", c, kind="noise"))
            # duplicate alert storm, bulk deleted
            t = self.trading_time()
            dups = []
            snips = []
            for k in range(3):
                aid = f"pa-{r.randint(10000, 99999)}"
                c = f"🔔 [retry {k + 1}/3] alert {aid} EUA Dec27 crossed {m.dec27:.2f} (dup)"
                dups.append(self.post(t + k * 700, "alert", c, kind="noise"))
                snips.append(f"alert {aid} EUA Dec27")
            self.bulk_delete(dups, t + self.s(60, 240), snips)
        # PnL snapshots
        hours = [7, 10, 13, 16] if not self.weekend else [10]
        for h in hours:
            t = self.day0 + h * 3600000 + r.randint(0, 300000)
            tot = r.randint(-200, 350)
            self.post(t, "risk", (
                f"PnL snapshot {h + 1:02d}:00 CET | EUA fut {r.randint(-150, 260):+d}k€ | EUA spot {r.randint(-30, 60):+d}k€ | "
                f"UKA {r.randint(-40, 40):+d}k£ | VCM {r.randint(-30, 30):+d}k$ | GoO {r.randint(-8, 8):+d}k€ | "
                f"hedges {r.randint(-80, 80):+d}k€ | total {tot:+d}k€"), kind="noise")
        # EOD position snapshot
        t = self.day0 + (17 if not self.weekend else 18) * 3600000 + r.randint(0, 1200000)
        self.post(t, "ctrm", self._eod_snapshot(), kind="noise")
        # acks (short human noise)
        n_acks = r.randint(12, 16) if not self.weekend else r.randint(8, 11)
        for _ in range(n_acks):
            t = self.trading_time()
            who = r.choice(["joost", "sanne", "lotte", "hendrik", "noor", "marco"])
            c = r.choice(["👍", "thx", "ok", "dank", "top", "✅", "🙏", "ok ty", "gezien", "noted", "👀", "ja", "ok 👌", "np", "dank je"])
            self.post(t, who, c, kind="noise")
        # registry maintenance notices
        if self.date.weekday() in (4, 5):
            t = self.day0 + r.randint(7, 9) * 3600000 + r.randint(0, 3000000)
            self.post(t, "registry", (
                "🛠 Union Registry planned maintenance: Sat 06:00–14:00 CET. No transfers, no surrender, no account "
                "changes will be processed in that window. Transfers submitted before 05:30 CET settle as normal; "
                "anything later is queued and processed after 14:00 CET. EUTL reconciliation resumes automatically."),
                kind="noise")
        if self.date.weekday() == 5:
            for hh, txt in [(5, "🛠 maintenance window started · transfers queued"),
                            (9, "🛠 maintenance in progress · EUTL read-only · 0 queued"),
                            (13, "🛠 maintenance finished · queue drained · API 200")]:
                self.post(self.day0 + hh * 3600000 + r.randint(0, 1800000), "registry", txt, kind="noise")
            self.post(self.day0 + 13 * 3600000 + r.randint(1900000, 3000000), "registry", (
                f"🛠 Union Registry release notes (v{r.randint(10, 14)}.{r.randint(0, 9)}, deployed in today's window)\n"
                "- EUTL: faster consistency checks for intra-account transfers\n"
                "- trusted account list: changes now effective after 4h instead of 26h for already-verified accounts\n"
                "- API: new endpoint for transfer status history; old endpoint deprecated in Q2\n"
                "- UI: CSV export of holdings by unit type (general, aviation, maritime)\n"
                "- security: mandatory re-enrolment of second-factor devices for account representatives by 31 March\n"
                "No action required from account holders beyond the 2FA re-enrolment. Queued transfers were processed in "
                "submission order after the window."), kind="noise")
        self.post(self.day0 + r.randint(0, 3) * 3600000 + r.randint(0, 3000000), "policy",
                  f"policy-wire: {r.randint(0, 3)} new items overnight · feeds ok (EC, EUR-Lex, GOV.UK, Verra, ICAO)", kind="noise")

    def _eod_snapshot(self):
        r, m = self.rng, self.m
        rows = [
            ("EUA Dec-26 (NDEX)", f"+{r.randint(330, 440)}kt", m.dec26 - r.uniform(0.2, 1.5), m.dec26, "€"),
            ("EUA Dec-27 (NDEX)", f"+{r.randint(120, 220)}kt", m.dec27 - r.uniform(-0.5, 1.0), m.dec27, "€"),
            ("EUA spot (Union Reg.)", f"+{r.randint(60, 140)}kt", m.dec26 - r.uniform(0.3, 2.0), m.dec26 - 0.1, "€"),
            ("UKA Dec-26 (NDEX)", f"-{r.randint(40, 90)}kt", m.uka26 + r.uniform(-0.5, 1.0), m.uka26, "£"),
            ("VCS 3417 V2020", f"+{r.randint(180, 260)}k t", m.v3417 + r.uniform(-0.1, 0.3), m.v3417, "$"),
            ("VCS 4105 V2023", f"+{r.randint(25, 45)}k t", m.v4105 - r.uniform(-3, 6), m.v4105, "$"),
            ("NL wind GoO 2026", f"+{r.randint(600, 900)} GWh", m.goo_nl - r.uniform(-0.02, 0.04), m.goo_nl, "€"),
            ("TTF Cal-27", f"-{r.randint(15, 35)} MW", m.ttf27 + r.uniform(-0.5, 1.0), m.ttf27, "€"),
            ("DE Base Cal-27", f"+{r.randint(5, 15)} MW", m.de27 - r.uniform(-1, 1.5), m.de27, "€"),
        ]
        lines = [f"EOD positions {self.date.isoformat()} — book CARBON-AMS (snapshot, not a trade list)", "```",
                 f"{'product':<24}{'pos':>10}{'avg':>10}{'mark':>10}"]
        for name, pos, avg, mark, ccy in rows:
            lines.append(f"{name:<24}{pos:>10}{avg:>10.2f}{mark:>10.2f}")
        lines.append("```")
        lines.append(f"VaR99/1d €{m.var:.2f}m · stress (MSR shock −15%) €{m.var * 2.6:.2f}m · margin ICE Endex €{r.uniform(28, 41):.1f}m")
        lines.append("VCM inventory by vintage (Verra):")
        lines.append("```")
        for pid, v in [("VCS 3417", "V2020"), ("VCS 3417", "V2021"), ("VCS 4105", "V2023"), ("VCS 4105", "V2024 fwd")]:
            lines.append(f"{pid} {v:<10}{r.randint(5, 200):>6}k t   serials {r.randint(10**9, 9 * 10**9)}…   "
                         f"{r.choice(['unencumbered', 'unencumbered', 'partly pledged (repo)'])}")
        lines.append("```")
        lines.append(f"GoO inventory: NL wind 2026 {r.randint(600, 900)} GWh (VertiCer), Nordic hydro 2027 {r.randint(50, 300)} GWh "
                     f"(Statnett), I-REC 0. Registry holdings EU-100-5012345-0-12: {r.randint(60, 140)},{r.randint(100, 999)} EUA.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ background near-misses and chat
    def broker_flow(self):
        r, m = self.rng, self.m
        n = r.randint(40, 50) if not self.weekend else r.randint(24, 30)
        first_trade = None
        for _ in range(n):
            t = self.trading_time()
            b = r.choice(BROKERS)
            k = r.random()
            d26 = m.dec26 + r.uniform(-0.2, 0.2)
            spr = m.dec27 - m.dec26 + r.uniform(-0.02, 0.02)
            uka = m.uka26 + r.uniform(-0.15, 0.15)
            ttf = m.ttf27 + r.uniform(-0.25, 0.25)
            de = m.de27 + r.uniform(-0.5, 0.5)
            cors = m.corsia + r.uniform(-0.3, 0.3)
            gnord = m.goo_nordic + r.uniform(-0.01, 0.01)
            if self.weekend:
                k = 0.55 + k * 0.45  # VCM / GoO only at weekends
            if k < 0.22:
                bid = round(d26 + r.uniform(-0.25, 0.1), 2)
                if r.random() < 0.8:
                    d27 = bid + spr
                    d28 = bid + (spr + m.dec28 - m.dec27)
                    sp = spr
                    c = (f"[{b}] EUA run {_iso(t)[11:16]}Z (indicative, firm on request)\n"
                         f"Dec26   {bid:.2f} / {bid + 0.04:.2f}   {r.choice([25, 50, 100])}x{r.choice([25, 50, 75])}kt\n"
                         f"Dec27   {d27:.2f} / {d27 + 0.05:.2f}   {r.choice([25, 50])}x{r.choice([25, 50])}kt\n"
                         f"Dec28   {d28:.2f} / {d28 + 0.10:.2f}   10x10kt\n"
                         f"Dec26/Dec27   {sp - 0.01:.2f} / {sp + 0.01:.2f}   100x100kt\n"
                         f"spot (T+1 Union Registry)   {bid - 0.14:.2f} / {bid - 0.09:.2f}   {r.choice([20, 40])}x{r.choice([20, 40])}kt\n"
                         f"UKA Dec26   {uka - 0.05:.2f} / {uka + 0.08:.2f}   25x25kt")
                else:
                    c = f"[{b}] EUA Dec26 {bid:.2f} / {bid + r.choice([0.02, 0.03, 0.05, 0.06]):.2f}  ({r.choice([25, 50, 100])}kt x {r.choice([25, 50, 75])}kt)"
            elif k < 0.33:
                ins, p = r.choice([("Dec26", d26), ("Dec26", d26), ("Dec27", d26 + spr)])
                c = f"[{b}] TRADED {ins} {r.choice([50, 100, 150, 200])}kt @ {p:.2f} ({r.choice(['paid', 'given'])})"
                mid = self.post(t, "broker", c, kind="near")
                if first_trade is None:
                    first_trade = mid
                continue
            elif k < 0.42:
                bid = round(uka + r.uniform(-0.2, 0.1), 2)
                c = f"[{b}] UKA Dec26 {bid:.2f} / {bid + r.choice([0.05, 0.10, 0.15]):.2f} · {r.choice([10, 25, 50])}kt"
            elif k < 0.50:
                c = f"[{b}] TTF Cal-27 {ttf - 0.05:.2f}/{ttf + 0.05:.2f} · DE Base Cal-27 {de - 0.15:.2f}/{de + 0.15:.2f}"
            elif k < 0.55:
                c = f"[{b}] spot EUA {d26 - 0.12:.2f} bid · {r.choice([20, 40, 60])}kt for Union Registry delivery T+1"
            elif k < 0.66:
                lo = round(m.v3417 + r.uniform(-0.25, 0.0), 2)
                if r.random() < 0.5:
                    c = (f"[{b}] VCM indications {_iso(t)[11:16]}Z (USD/t, indicative)\n"
                         f"REDD+ VCS 3417 V2020   {lo:.2f} / {lo + 0.35:.2f}   50k\n"
                         f"REDD+ VCS 3417 V2021   {lo + 0.3:.2f} / {lo + 0.7:.2f}   25k\n"
                         f"REDD+ other LatAm V2019-21   {lo - 0.6:.2f} / {lo - 0.1:.2f}   100k+\n"
                         f"ARR V2022+ (rated BBB+)   {r.uniform(17, 24):.2f} / {r.uniform(25, 30):.2f}   10k\n"
                         f"cookstoves V2022 (non-CORSIA)   {r.uniform(3, 5):.2f} / {r.uniform(5.2, 6.5):.2f}   50k\n"
                         f"CORSIA Ph1 eligible   {cors - 0.6:.2f} / {cors + 0.5:.2f}   100k\n"
                         f"biochar V2023   {m.v4105 - 5:.2f} / {m.v4105 + 6:.2f}   5k")
                else:
                    c = f"[{b}] VCS 3417 V{r.choice(['2020', '2021'])} indic {lo:.2f}/{lo + r.uniform(0.2, 0.45):.2f} USD · size {r.choice([25, 50, 100])}k"
            elif k < 0.74:
                c = f"[{b}] CORSIA Ph1 eligible (V2021+) {cors - 0.6:.2f}/{cors + 0.5:.2f} USD · {r.choice([50, 100, 250])}k on offer"
            elif k < 0.82:
                g = round(m.goo_nl + r.uniform(-0.03, 0.02), 2)
                if r.random() < 0.5:
                    c = (f"[{b}] GoO run {_iso(t)[11:16]}Z (EUR/MWh, indicative)\n"
                         f"NL wind 2026   {g:.2f} / {g + 0.03:.2f}   200 GWh\n"
                         f"NL solar 2026   {g - 0.06:.2f} / {g - 0.02:.2f}   100 GWh\n"
                         f"Nordic hydro 2026   {gnord - 0.03:.2f} / {gnord:.2f}   500 GWh\n"
                         f"Nordic hydro 2027   {gnord:.2f} / {gnord + 0.03:.2f}   500 GWh\n"
                         f"EU wind (AIB any) 2026   {gnord + 0.05:.2f} / {gnord + 0.09:.2f}   300 GWh\n"
                         f"I-REC Brazil hydro 2026 (USD)   0.{r.randint(40, 55)} / 0.{r.randint(56, 75)}   1 TWh")
                else:
                    c = f"[{b}] NL wind GoO 2026 {g:.2f}/{g + 0.03:.2f} EUR/MWh · {r.choice([100, 200, 500])} GWh"
            elif k < 0.88:
                c = f"[{b}] Nordic hydro GoO 2027 {gnord:.2f}/{gnord + 0.03:.2f} · I-REC Brazil hydro 2026 0.{r.randint(40, 75)} USD"
            elif k < 0.95:
                p = round(m.v4105 + r.uniform(-4, 4), 2)
                c = f"[{b}] TRADED biochar removals V2023 {r.choice([2, 5, 8])}k t @ {p:.2f} USD (not CCP-labelled)"
                self.post(t, "broker", c, kind="near")
                continue
            else:
                c = f"[{b}] TRADED N-GEO V2021 {r.choice([100, 250])}k @ {r.uniform(0.9, 1.6):.2f} USD · CBL screen"
                self.post(t, "broker", c, kind="near")
                continue
            self.post(t, "broker", c, kind="near")
        if first_trade:
            self.idiom(first_trade, "broker bridge relays another firm's trade", "not_hard")

    CHAT = [
        ("joost", "Dec26 houdt {dec26_r} mooi vast vandaag, veel bids eronder"),
        ("sanne", "gas weer sterker, TTF Cal-27 {ttf}. dat helpt de coal-to-gas switch niet"),
        ("noor", "iemand koffie? ik ga naar beneden"),
        ("joost", "CTRM is traag, 20s per ticket. ops ticket staat open"),
        ("sanne", "Nordic hydro GoO's zijn echt droog, niemand wil verkopen onder {goo_nordic}"),
        ("hendrik", "UKA/EUA spread nog steeds wijd. linking-verhaal zit er deels in, niet helemaal"),
        ("lotte", "Reminder: ICVCM board meets Thursday, CCP decisions on two REDD+ methodologies possible"),
        ("marco", "ICE margin call vandaag iets hoger, ops weet ervan. geen actie nodig"),
        ("joost", "Dec27/Dec26 spread {spr} — carry ziet er normaal uit"),
        ("noor", "hoe lees ik de EEX cover ratio ook alweer? bids/volume toch?"),
        ("joost", "@Noor ja, totale bid-volume gedeeld door aangeboden volume"),
        ("sanne", "GoO market super stil voor december, iedereen wacht op de jaarafsluiting van de retailers"),
        ("hendrik", "wie heeft de nieuwe MSR-sheet van Lotte al gelezen? graag vóór morgen"),
        ("lotte", "uploaded the updated buffer-pool tracker to the team drive, tab 'REDD+ 2026'"),
        ("marco", "credit exposure Kestrel nog even in de gaten houden, rating watch negatief bij S&P"),
        ("joost", "beetje rare print net op ICE, 5 lots 40 cent onder de markt. fat finger van iemand"),
        ("noor", "waarom handelen we Dec27 en niet Dec28? liquiditeit?"),
        ("hendrik", "@Noor ja, liquiditeit. Dec28 is dun, spreads 10+ cent"),
        ("sanne", "TTF intraday gaat alle kanten op, Norway flows wisselen"),
        ("lotte", "Verra registry is slow again this morning, serial lookups time out"),
        ("joost", "funds hebben vorige week weer long toegevoegd volgens de COT, +{cot}k lots"),
        ("marco", "VaR model krijgt volgende week nieuwe correlaties, verwacht ~5% hogere VaR"),
        ("sanne", "Duitse power Cal-27 {de27}, clean dark spread nog steeds negatief"),
        ("hendrik", "lunch meeting met de compliance buyers om 12:30, ik ben even weg"),
        ("noor", "de nieuwe Bloomberg-terminal staat bij het raam, login werkt"),
        ("lotte", "FYI the CCP label tracker now covers 14 methodologies; biochar VM0044 still pending"),
        ("joost", "ik zie veel industrials compliance kopen in spot, registry transfers lopen vol"),
        ("hendrik", "morgen 08:30 desk meeting, korter dan normaal"),
        ("marco", "stress test MSR-shock opnieuw gedraaid, nummers in de risk-sheet"),
        ("sanne", "Spectron zegt dat er een grote retailer GoO's zoekt voor 2026, ~1 TWh, nog geen prijs"),
        ("joost", "auction cover was gisteren {cover}, redelijk normaal"),
        ("lotte", "Reading the new Article 6.4 guidance — long, mostly about corresponding adjustments"),
        ("noor", "excel van de EOD recon geeft #REF bij de GoO tab, wie kan ernaar kijken?"),
        ("sanne", "@Noor ik fix hem, kolom verschoven na de update"),
        ("hendrik", "goed gedaan vandaag allemaal 👍"),
        ("marco", "herinnering: kwartaal limit review is volgende week dinsdag"),
        ("joost", "Dec26 expiry is op {expiry}, roll moet deze week af"),
        ("lotte", "Call with the Rio Alto developer moved to Monday 15:00 CET"),
        ("lotte", "Quick note on the ICVCM agenda: the REDD+ category decision is listed for the second session, which usually "
                  "means a conditional approval with a list of methodology versions excluded. We'll know which versions only "
                  "when the assessment report is published, typically a few days after the board meeting."),
        ("sanne", "Spectron en Marex hebben allebei een retailer die 2026 NL wind zoekt, vermoed dat het dezelfde klant is. "
                  "Prijs die ze noemen ligt rond {goo_nl}, maar niemand wil size laten zien voordat de klant commit."),
        ("joost", "Roll-spread Dec26/Dec27 doet {spr} op de schermen, bij de brokers iets beter in size. Ik zie vooral utilities "
                  "die rollen, weinig funds. Volume in de spread is vandaag al het dubbele van gisteren."),
        ("marco", "FYI: de credit-review van de airlines is klaar, twee lines worden waarschijnlijk verlaagd. Officieel bericht volgt "
                  "via risk-bot zodra het approved is; tot dan niets veranderen in de CTRM."),
        ("hendrik", "Let op met de broker-colour over 'grote koper in Dec27'. Dat verhaal hoor ik elke december en het klopt de helft "
                    "van de tijd niet. Kijk naar wat er echt geprint wordt."),
        ("lotte", "The Guardian is preparing another piece on REDD+ baselines according to two developers I spoke to. No "
                  "names yet. If it lands it will hit sentiment across the segment for a week or two, not specific projects."),
        ("noor", "Ik heb de registry-recon van gisteren nagelopen, alle transfers matchen met de CTRM behalve één EEX-delivery die "
                 "nog op 'proposed' stond. Die is vanochtend alsnog completed."),
        ("sanne", "TTF curve is vanochtend behoorlijk gesteild, Q1-27 premie t.o.v. Cal-27 ruim 3 euro. Opslag gaat sneller leeg "
                  "dan verwacht door de koude in Noord-Europa."),
        ("joost", "ICE Endex heeft de tick size in de UKA-opties aangepast per januari, staat in de circular van gisteren. "
                  "Raakt ons niet direct, we handelen geen UKA-opties."),
        ("lotte", "Small correction to my MSR note last week: the maritime surrender share for 2025 emissions is 70%, not 60%. "
                  "Doesn't change any numbers in the TNAC sheet because Joost already had the right figure."),
        ("marco", "Nieuwe VaR-correlaties staan in test. Verwachte impact op het boek: +4 tot +6% VaR, vooral door hogere "
                  "correlatie EUA–TTF. Geen limit-gevolgen verwacht, maar ik hou het in de gaten."),
        ("hendrik", "Goed gesprek gehad met twee cementbedrijven over CBAM. Ze weten nog niet of ze EUA's of certificaten moeten "
                    "hedgen. Dat gaat volgend jaar voor flow zorgen, niet nu."),
    ]

    def chat_flow(self):
        r, m = self.rng, self.m
        n = r.randint(32, 40) if not self.weekend else r.randint(32, 38)
        ctx = {"dec26_r": f"{round(m.dec26):d}", "ttf": f"{m.ttf27:.2f}", "goo_nordic": f"{m.goo_nordic:.2f}",
               "spr": f"{m.dec27 - m.dec26:.2f}", "cot": r.randint(3, 14), "de27": f"{m.de27:.2f}",
               "cover": f"{r.uniform(1.4, 2.3):.2f}", "expiry": "maandag 14 december", "goo_nl": f"{m.goo_nl:.2f}"}
        lines = r.sample(self.CHAT, min(n, len(self.CHAT)))
        prev = None
        for who, tmpl in lines:
            t = self.trading_time()
            ref = prev if (prev and r.random() < 0.1 and self.msgs[prev]["t"] < t) else None
            prev = self.post(t, who, tmpl.format(**ctx), ref=ref)

    # ------------------------------------------------------------------ long texts
    def morning_note(self):
        r, m = self.rng, self.m
        wk = self.weekend
        t = self.T(6 if not wk else (9 if self.date.weekday() == 5 else 15), 15, 10)
        thesis = r.choice([
            (f"Dec26 van bullish naar neutraal tot de TNAC-publicatie; geen nieuwe longs boven {m.dec26 + 1.5:.2f}.",
             ["Dec26", "van bullish naar neutraal"]),
            ("Dec27 blijven we long, conviction omhoog na de auction-kalender van gisteren.",
             ["Dec27", "conviction omhoog"]),
            ("UKA: bearish view bevestigd, de linking-hoop is te ver ingeprijsd.",
             ["UKA", "bearish view bevestigd"]),
            ("Dec26: long thesis (MSR-intake) blijft staan, maar conviction omlaag van hoog naar medium.",
             ["Dec26", "conviction omlaag"]),
            ("TTF hedge: view gedraaid van bearish naar neutraal, de Troll-outage verandert het plaatje.",
             ["TTF", "van bearish naar neutraal"]),
        ])
        head = "Goedemorgen allemaal." if not wk else ("Weekend-update." if self.date.weekday() == 5 else "Prep voor maandag, even kort.")
        gasdir = r.choice(["zachter", "sterker", "vlak"])
        note = (
            f"{head} Note voor {_nl_date(self.date)}.\n\n"
            f"• Overnight: Dec26 settle gisteren {m.prev26:.2f}, Dec27 {m.prev26 + (m.dec27 - m.dec26):.2f}. Gas {gasdir} "
            f"(TTF Cal-27 {m.ttf27:.2f}), Duitse power Cal-27 {m.de27:.2f}. EUA/UKA spread blijft wijd, UKA {m.uka26:.2f}.\n"
            f"• Auctions: {'EEX DE en EU common auction vandaag, resultaten ~11:00 CET. Joost doet het bid-voorstel.' if not wk else 'geen EEX auctions dit weekend; kalender volgende week normaal.'}\n"
            f"• Positie: net long EUA futures ~{r.randint(340, 430)}kt, spot ~{r.randint(70, 130)}kt in de registry, UKA short "
            f"{r.randint(45, 85)}kt. Gisteren nog {r.choice([20, 30, 40])}kt Dec26 erbij gekocht rond {m.prev26 - 0.2:.2f} (zie EOD).\n"
            f"• View: {thesis[0]}\n"
            f"• VCM: 3417 review loopt nog (Lotte), geen nieuwe REDD+ aankopen tot die klaar is. Removals (4105) blijft core.\n"
            f"• GoO: retailers beginnen met jaarafsluiting, NL wind 2026 rond {m.goo_nl:.2f}. We zijn structureel long, "
            f"verkopen in sterkte.\n"
            f"• Risk: VaR gisteren €{m.var:.2f}m van €2.50m. EUA_FUT net limit 450kt — we zitten er dichtbij, dus sizing klein houden.\n"
            f"• Curve: Dec26/Dec27 {m.dec27 - m.dec26:.2f}, Dec27/Dec28 {m.dec28 - m.dec27:.2f}. Roll naar Dec27 moet voor expiry af; "
            f"carbon-exec krijgt het ticket zodra we de size weten. Niet alles in één keer, spreads zijn dun in de middag.\n"
            f"• Hedges: TTF Cal-27 short en DE Base Cal-27 long staan, delta t.o.v. EUA-boek binnen de band. Sanne kijkt of de "
            f"fuel-switch beta nog klopt na de gas-move van deze week.\n"
            f"• Ops: registry transfers van gisteren {'allemaal gesetteld' if r.random() < 0.7 else 'op één na gesetteld (EEX delivery, loopt)'}; "
            f"Verra-transfers naar klanten lopen via Sanne. ICE margin binnen verwachting.\n"
            f"• Agenda: {r.choice(['14:00 CET EC press briefing over MSR review', '10:30 CET UK ETS Authority webinar', '16:00 CET ICVCM update', 'niks bijzonders, rustige dag verwacht'])}.\n\n"
            "Vragen → hier of even bellen. Geen trades zonder akkoord, ook niet de 'kleine'."
        )
        mid = self.post(t, "hendrik", note)
        self.hard(mid, "thesis_update", thesis[1], "buried")
        self.pin(mid, t + self.s(20, 90))
        if r.random() < 0.5:
            self.react(mid, t + self.s(60, 600), "👍", "joost")
        return t

    def analyst_report(self, t0):
        r, m = self.rng, self.m
        kind = r.choice(["reduce", "conv_up", "invalid", "noroute", "route", "reduce"])
        if kind in ("reduce", "invalid"):
            pid, name, vint, mech = "VCS 3417", "Rio Alto REDD+", "V2020", "avoided unplanned deforestation (REDD+)"
        elif kind == "conv_up":
            pid, name, vint, mech = "VCS 4105", "Hollandse Biochar Kiln", "V2023", "biochar carbon removal (VM0044)"
        elif kind == "noroute":
            pid, name, vint, mech = "VCS 2891", "Lake Kivu Cookstoves", "V2022", "improved cookstoves (VMR0006)"
        else:
            pid, name, vint, mech = "VCS 3960", "Mekong Mangrove ARR", "V2024", "mangrove afforestation/restoration (ARR)"
        r1 = r.uniform(0.35, 0.55)
        r2 = r1 * r.uniform(1.6, 2.3)
        oc = int((1 - r1 / r2) * 100)
        bid = round(m.v3417 - 0.15, 2) if pid == "VCS 3417" else round(r.uniform(2.0, 150.0), 2)
        if kind == "reduce":
            dec = (f"Taking the baseline gap and the buffer-pool position together, we change our view on {pid} {vint} "
                   f"from hold to reduce, and the remaining book should be worked out by end-Q1 rather than held to maturity.")
            facts, etype = [f"{pid} {vint}", "from hold to reduce"], "thesis_update"
        elif kind == "invalid":
            dec = (f"On this evidence the original thesis on {pid} {vint} — that jurisdictional nesting would protect the "
                   f"vintage from re-crediting risk — is invalidated; we no longer treat it as a core holding.")
            facts, etype = [f"{pid} {vint}", "is invalidated"], "thesis_update"
        elif kind == "conv_up":
            dec = (f"Given the durability evidence and the CCP outcome, conviction on {pid} {vint} goes up: we now treat it as "
                   f"a core removal holding rather than a trading position.")
            facts, etype = [f"{pid} {vint}", "conviction", "goes up"], "thesis_update"
        elif kind == "noroute":
            dec = (f"For the {pid} intake request from origination this means no action for the desk: it is not routed to "
                   f"origination-agent and the file is closed until the methodology revision is final.")
            facts, etype = [pid, "no action", "not routed"], "no_route_decision"
        else:
            dec = (f"I am routing the {pid} buffer-pool and leakage questions to origination-agent, which owns the "
                   f"developer relationship; the desk needs no further action from me on it this week.")
            facts, etype = [pid, "routing", "origination-agent"], "route_decision"
        redd = pid == "VCS 3417"
        if redd:
            sec2 = (f"**2. Baseline and additionality.** The crediting baseline was last re-set in {r.randint(2021, 2024)}. Our reconstruction "
                    f"of the reference-region rate gives {r1:.2f}%/yr against the {r2:.2f}%/yr assumed in the PD. That gap alone implies "
                    f"over-crediting of roughly {oc}% for the {vint} vintage, in line with the ranges in the academic literature for "
                    f"projects of this design. The financial additionality argument rests on an investment analysis that used a "
                    f"{r.randint(8, 14)}% hurdle rate; at today's carbon revenue the project would clear that easily, which is a "
                    f"question for future vintages rather than for {vint}. Registration predates the current Verra consolidated "
                    f"methodology, so the developer has a transition deadline that falls inside the next crediting period.")
            sec3 = (f"**3. Leakage and permanence.** The leakage belt is drawn {r.randint(5, 15)} km around the project boundary. "
                    f"Activity-shifting leakage is deducted at {r.randint(5, 20)}%, which looks light given the road built in "
                    f"{r.randint(2019, 2023)} on the northern edge. The non-permanence risk rating implies a buffer contribution of "
                    f"{r.randint(10, 22)}%; fire events in the last dry season were small but the buffer pool has already absorbed "
                    f"two reversal claims in the same jurisdiction.")
        elif pid == "VCS 4105":
            sec2 = (f"**2. Quantification and additionality.** Credited tonnes are the stable carbon fraction of the biochar "
                    f"produced, net of feedstock transport, pyrolysis energy and a leakage deduction for alternative feedstock use. "
                    f"Lab results for H/Corg ratios across the last {r.randint(6, 14)} batches sit at {r.uniform(0.2, 0.35):.2f}, well "
                    f"inside the methodology's threshold, which supports the 100-year permanence factor used. Additionality is "
                    f"straightforward: without carbon revenue the kiln does not cover its operating costs at current biochar "
                    f"sale prices of about {r.randint(250, 450)} EUR per tonne of product.")
            sec3 = (f"**3. Durability and end use.** About {r.randint(55, 85)}% of output goes to agricultural soil application in "
                    f"the Netherlands and Belgium, the rest to construction materials. End-use tracking is contractual rather than "
                    f"physical for the agricultural share; the VVB sampled {r.randint(8, 20)} farms. Reversal risk is low by design "
                    f"but the buffer contribution is still {r.randint(2, 6)}%. Feedstock is certified residual wood; the sustainability "
                    f"declaration is renewed annually.")
        elif pid == "VCS 2891":
            sec2 = (f"**2. Baseline and additionality.** Emission reductions depend on the fraction of non-renewable biomass (fNRB) "
                    f"and on stove usage rates. The project applies an fNRB of {r.uniform(0.75, 0.9):.2f}; recent peer-reviewed estimates "
                    f"for the region are closer to {r.uniform(0.3, 0.5):.2f}. Usage surveys show {r.randint(60, 85)}% of distributed stoves in "
                    f"regular use after two years, against the {r.randint(88, 97)}% credited. Together these imply over-crediting of "
                    f"roughly {oc}% under current methodology, which the VMR0006 revision would largely close.")
            sec3 = (f"**3. Monitoring and leakage.** Stove distribution records are digitised and geo-tagged; kitchen performance "
                    f"tests cover {r.randint(80, 200)} households per monitoring period. Leakage from continued use of traditional "
                    f"stoves (stacking) is not deducted explicitly. Permanence is not an issue for avoided emissions of this type.")
        else:
            sec2 = (f"**2. Baseline and additionality.** Removals are modelled with species-specific growth curves for "
                    f"{r.randint(3, 6)} mangrove species, calibrated on {r.randint(40, 120)} permanent sample plots. The baseline assumes "
                    f"no natural regeneration on the degraded aquaculture ponds, which is plausible given the hydrology work needed. "
                    f"Additionality rests on the absence of any other revenue for the restored area. Model uncertainty is the main "
                    f"quantification risk; we estimate ±{r.randint(15, 30)}% on the first-period removals.")
            sec3 = (f"**3. Permanence.** Coastal erosion and typhoon risk are material; the buffer contribution is "
                    f"{r.randint(15, 25)}%. Tenure is secured through {r.randint(20, 40)}-year community agreements, shorter than the "
                    f"crediting period, which the rating agencies flag.")
        peers = ["project              type     vintage   rating   label         indic (USD)"]
        for nm, ty in [("Rio Alto REDD+", "REDD+"), ("Serra Azul REDD+", "REDD+"), ("Hollandse Biochar", "biochar"),
                       ("Lake Kivu Cookstoves", "stoves"), ("Mekong Mangrove", "ARR"), ("Altiplano ARR", "ARR")]:
            peers.append(f"{nm:<21}{ty:<9}V20{r.randint(19, 24)}     {r.choice(['B', 'BB', 'BBB', 'A']):<9}"
                         f"{r.choice(['none', 'CCP pending', 'CCP']):<14}{r.uniform(2, 160):>8.2f}")
        paras = [
            f"**VCM integrity review — {name} ({pid}), vintage {vint}**\n"
            f"Lotte Verhoeven · Sustainability Research · {self.date.isoformat()} · internal, not investment advice",
            f"**Summary.** {name} is a {mech} project registered under Verra. This review looks at quantification, "
            f"permanence, safeguards, labels and the market for the {vint} vintage. The main findings are a material "
            f"quantification gap versus current best practice, adequate but thin safeguards documentation, and a market "
            f"that has moved from sellers to buyers for this type of unit. Details, the market read and the desk's "
            f"position view follow in the body; appendices carry the data.",
            f"**1. Scope.** This note reviews {name} ({mech}) following the developer's latest monitoring report "
            f"(MR{r.randint(4, 9)}) and the verification statement issued by {r.choice(['Aster Global', 'SCS Global', 'Ruby Canyon', 'EPIC Sustainability'])}. "
            f"We read the PD v{r.randint(2, 5)}.{r.randint(0, 3)}, the last three monitoring reports, the VVB findings log, the "
            f"registry issuance history and remote-sensing or sampling data where relevant. We also spoke to two buyers "
            f"who retired {vint} units from this project earlier this year and to one rating agency analyst.",
            f"**Project description.** The developer, {r.choice(['Verde Futuro S.A.C.', 'Kivu Clean Energy Ltd', 'Hollandse Koolstof B.V.', 'Mekong Blue Carbon JSC'])}, "
            f"has run the project since {r.randint(2012, 2020)}. Annual issuance has averaged {r.randint(150, 700)}k t over the "
            f"last three vintages. The project area covers {r.randint(20, 180)}k ha (or equivalent activity footprint), and "
            f"the registry shows {r.randint(3, 9)} issuance events since registration. Offtake has historically been spot "
            f"sales through brokers plus {r.randint(1, 4)} multi-year offtake agreements with European corporates.",
            sec2,
            sec3,
            f"**4. Market read.** Bids for this type of unit have thinned: the screens this morning showed around {bid:.2f} "
            f"bid with size on the offer side, and the two prints we saw this week were other desks' business, not ours. "
            f"If a compliance-adjacent buyer needed 100k t before year-end they would probably have to pay up, but nobody "
            f"is doing that in size and the CORSIA first-phase bid does not apply to this vintage. {dec} "
            f"Liquidity in the wider segment is not zero — some corporates still buy for claims under the "
            f"VCMI Claims Code — but pricing power has moved firmly to buyers, and rated, CCP-labelled supply is where "
            f"the incremental demand goes. A hypothetical exit of the whole position in one block would cost us several "
            f"cents per tonne in slippage, which is why any selling should be staged.",
            f"**5. Co-benefits and safeguards.** Community benefit-sharing is documented, with {r.randint(12, 40)}% of net "
            f"carbon revenue going to a local trust or equivalent. Grievance-mechanism records are thin and we could not "
            f"verify two complaints referenced in a 2025 NGO report. This is not a disqualifier on its own but it weighs on "
            f"the rating outlook and on the appetite of European corporate buyers who run their own due diligence.",
            f"**6. Labels and eligibility.** No ICVCM CCP label yet for the relevant methodology version; the assessment "
            f"is scheduled but not dated. Not CORSIA-eligible for the first phase; the host country has not issued a Letter "
            f"of Authorization and has said it will not do so for pre-{r.randint(2021, 2022)} vintages. Two rating agencies "
            f"cover the project: one at {r.choice(['BB', 'B', 'BBB'])}, one on watch.",
            f"**7. Governance and developer track record.** The developer has {r.randint(2, 7)} other registered projects, "
            f"none with a suspended issuance. Financial statements are filed late but are audited. The board includes two "
            f"independent members. VVB rotation has been respected. We have no adverse media beyond the NGO report above.",
            f"**8. Scenarios (illustrative, not a plan).** Base case: the review closes with a modest haircut and "
            f"prices for this vintage drift sideways in a {bid * 0.9:.2f}–{bid * 1.1:.2f} band. Downside: a formal re-crediting "
            f"requirement or a rating downgrade to B-range would likely take indications down by a third and dry up bids "
            f"entirely for a few weeks. Upside: a CCP label for the methodology version could re-rate the vintage by "
            f"30-50%, but that is not expected within six months. None of these scenarios depends on the EUA market; "
            f"correlation between voluntary credit prices and compliance allowances has been close to zero for three years.",
            f"**9. Buyer soundings.** Of the {r.randint(5, 9)} buyers we spoke to this quarter, most now screen on ratings "
            f"first and on price second. Two would consider this vintage only as part of a portfolio with removals; one "
            f"airline asked about CORSIA eligibility and dropped out when told it does not apply. Traders at two other "
            f"houses told us they are sellers of similar vintages into any strength; that is their book, not a signal "
            f"we should follow mechanically.",
            f"**10. Methodology comparison.** Older methodologies allowed proponents to choose key parameters within "
            f"wide bounds. Current best practice (consolidated REDD methodology, revised cookstove and biochar tools, "
            f"updated ARR growth models) sets them top-down from common datasets. In our experience the transition cuts "
            f"credited volumes for most legacy projects by between a quarter and two thirds; outliers exist in both "
            f"directions where the original choices were unusually conservative.",
            "**11. Peer comparison**\n```\n" + "\n".join(peers) + "\n```",
            f"**12. Monitoring.** We will track the next verification, any methodology consultation, buffer pool "
            f"cancellations and the developer's response to the grievance issue. I will update this note when MR"
            f"{r.randint(10, 12)} is public or if Verra opens a review.\n"
            f"Sources: PD, MR, VVB reports (Verra registry), remote-sensing and sampling data, rating agency notes, "
            f"buyer calls on {(self.date - timedelta(days=r.randint(2, 9))).isoformat()}.",
            self._report_appendix(pid, vint),
            "**Appendix D — open questions sent to the developer**\n"
            "1. Reconciliation of the monitoring-period activity data with the independent dataset we used.\n"
            "2. Status of the methodology transition and the expected effect on the next issuance.\n"
            "3. Documentation of the two grievance cases and their resolution.\n"
            "4. Whether any issued units are subject to forward sales or encumbrances we are not aware of.\n"
            "5. Timeline for the next verification and choice of VVB.",
            self._report_monitoring(pid),
        ]
        content = "\n\n".join(paras)
        t = t0
        mid = self.post(t, "lotte", content,
                        attachments=[{"id": self.g.snowflake(t, self.worker), "filename": f"{pid.replace(' ', '_')}_integrity_review.pdf",
                                      "size": r.randint(300000, 900000), "url": f"https://cdn.discordapp.com/attachments/{self.ch}/review.pdf"}])
        self.hard(mid, etype, facts, "buried")
        self.idiom(mid, "decision buried in long VCM integrity report", etype)
        # thread off the report
        thread = mid
        tt = t + self.s(300, 900)
        if pid in ("VCS 3417", "VCS 4105"):
            q = self.post(tt, "hendrik", f"goed stuk. hoeveel van onze {pid}-positie zit in vintages die je hier niet dekt?", thread=thread)
            tt += self.s(200, 700)
            self.post(tt, "lotte", f"Only a small tail — the review covers {vint}, the rest is one other vintage we hold in size under 40k t. "
                                   f"The same issues apply there.", thread=thread, ref=q)
        else:
            q = self.post(tt, "hendrik", f"goed stuk. {pid} staat alleen op de watchlist toch? we hebben er niks van in de boeken?", thread=thread)
            tt += self.s(200, 700)
            self.post(tt, "lotte", f"Correct, watchlist only — no position. Origination gets asked about it by clients, which is why "
                                   f"I reviewed it now.", thread=thread, ref=q)
        tt += self.s(120, 500)
        self.post(tt, "joost", "wat doet de buffer pool als Verra de baseline echt herziet? worden onze units dan geannuleerd?", thread=thread, kind="near")
        tt += self.s(200, 600)
        self.post(tt, "lotte", "No — issued units stay valid; the buffer absorbs reversals, not methodology changes. The risk is price, not cancellation.", thread=thread)
        if r.random() < 0.6:
            tt += self.s(300, 900)
            mid2 = self.post(tt, "hendrik", f"ok. Lotte, pak jij de correspondentie met Verra over {pid} op — jij bent owner tot de review klaar is.", thread=thread)
            self.hard(mid2, "route_decision", ["Lotte", pid, "owner"], "untagged")
        return tt

    def _report_appendix(self, pid, vint):
        r = self.rng
        rows = ["vintage   issued(t)   retired(t)   buffer(t)   status"]
        for y in range(2018, 2025):
            iss = r.randint(150, 900) * 1000
            rows.append(f"V{y}    {iss:>10,}   {int(iss * r.uniform(0.2, 0.9)):>10,}   {int(iss * r.uniform(0.1, 0.2)):>9,}   "
                        f"{r.choice(['active', 'active', 'partly retired', 'on hold' if y > 2022 else 'active'])}")
        sat = ["year   project loss (ha)   reference loss (%/yr)   PD assumption (%/yr)"]
        for y in range(2019, 2026):
            sat.append(f"{y}   {r.randint(80, 900):>17,}   {r.uniform(0.3, 0.6):>20.2f}   {r.uniform(0.8, 1.2):>20.2f}")
        return ("**Appendix A — issuance and retirement (registry, as of today)**\n```\n" + "\n".join(rows) + "\n```\n"
                "**Appendix B — remote-sensing cross-check**\n```\n" + "\n".join(sat) + "\n```\n"
                f"**Appendix C — ratings history.** {pid}: initial rating {r.choice(['A', 'BBB', 'BB'])} ({r.randint(2021, 2023)}), "
                f"downgraded {r.choice(['once', 'twice'])} since; current outlook {r.choice(['negative', 'stable', 'on watch'])}. "
                f"The {vint} vintage is rated together with adjacent vintages; no vintage-specific rating exists. Methodology notes "
                f"from both agencies cite baseline uncertainty as the main driver.")

    def _report_monitoring(self, pid):
        r = self.rng
        head = "period        start       end         claimed(t)   verified(t)   VVB haircut   buffer(t)"
        rows = [head]
        y = 2017
        for i in range(1, 8):
            cl = r.randint(150, 800) * 1000
            ve = int(cl * r.uniform(0.85, 1.0))
            rows.append(f"MR{i:<11} {y}-01-01  {y + 1}-06-30  {cl:>11,}   {ve:>11,}   {(1 - ve / cl) * 100:>10.1f}%   {int(ve * r.uniform(0.1, 0.2)):>9,}")
            y += 1
        return ("**Appendix E — monitoring and verification history**\n```\n" + "\n".join(rows) + "\n```\n"
                f"**Appendix F — rating agency excerpts (paraphrased).** Agency 1: 'Over-crediting risk is the key driver of "
                f"the rating; permanence and leakage risks are moderate.' Agency 2: 'Rating placed on watch pending the "
                f"outcome of the methodology transition; additionality assessment unchanged.' Both agencies note that data "
                f"availability for {pid} is above average for its type, which supports confidence in the analysis even where "
                f"the conclusions are negative.")

    def explainer(self, topic=None):
        r, m = self.rng, self.m
        t = self.trading_time()
        if topic is None:
            topic = (self.date.toordinal() + self.ci) % 4
        if topic == 0:
            c = (
                "**MSR refresher for the newer people on the desk (no trade view in here)**\n\n"
                f"The Commission publishes the TNAC every year by 1 June. If TNAC is above 833m, the MSR takes 24% of it "
                f"out of auction volumes over the following 12 months (Sept–Aug); below 400m, 100m are released. The "
                f"intake is not a cancellation per se — allowances in the MSR above the previous year's auction volume are "
                f"invalidated, which is the part that actually shrinks the cap over time.\n\n"
                f"Why this matters for pricing: the market trades the intake announcement, not the monthly schedule. In "
                f"2023 and 2024 the publication days moved Dec front by 3-5%, in either direction. This year our model has TNAC "
                f"around {m.tnac}m; the street range is roughly {m.tnac - 60}m to {m.tnac + 70}m. A long in Dec27 ahead of the "
                f"release would be a pure view on that number, and the carry (Dec27/Dec26 at {m.dec27 - m.dec26:.2f}) is "
                f"basically the funding cost, so it is cheap to express but not free.\n\n"
                f"How TNAC is built: supply (cumulative allocation since 2008 plus international credits used in phase 2 and 3) "
                f"minus verified emissions minus allowances already in the MSR. Every input is public, but the verified "
                f"emissions number only firms up in April, so the forecasting game is really about emissions from power, "
                f"industry and — since 2024 — shipping. A 10 Mt surprise in power-sector emissions moves TNAC by 10 Mt and "
                f"the intake by 2.4 Mt; that is why the power desk's generation forecasts matter to us.\n\n"
                f"Two things people often get wrong: (1) aviation and maritime allowances are counted differently in TNAC; "
                f"(2) the UK ETS has no MSR — the UK uses a cost containment mechanism and an auction reserve price instead, "
                f"which is why UKA behaves differently around UK auctions. CBAM certificates will be priced off the EUA "
                f"auction average, so CBAM demand is indirect: importers do not buy EUAs, they buy CBAM certificates.\n\n"
                f"Reading list: EC TNAC communication 2026, the MSR review impact assessment, and my sheet 'MSR-2027'."
            )
        elif topic == 1:
            c = (
                "**Primer: how EEX primary auctions clear (for Noor and anyone else who asked)**\n\n"
                "EEX runs the common auction platform for 25 member states plus separate platforms for Germany and Poland. "
                "Bidding windows are two hours; results are published shortly after the window closes. Each bidder submits "
                "price-quantity pairs, bids are sorted from high to low, and the auction clears at the price where cumulative "
                "demand meets the volume offered. Everyone at or above the clearing price pays the clearing price, not their "
                "bid — a uniform-price auction. Ties at the clearing price are allocated randomly.\n\n"
                "If the clearing price would be significantly below the prevailing secondary market price (the rule compares "
                "with the secondary price during the window, taking volatility into account) or if total bids fall short of "
                "the volume, the auction is cancelled and the volume is spread over later auctions. That has happened only a "
                "handful of times since 2013.\n\n"
                f"Why we care: auction supply is the marginal flow of new allowances. Cover ratios (bids over volume) have "
                f"averaged around {r.uniform(1.5, 2.0):.1f} this year; a low cover is read as weak compliance demand. The "
                f"spread between the clearing price and Dec futures is mostly carry plus a small discount for the fact that "
                f"allowances delivered from an auction arrive in the registry within days rather than in December.\n\n"
                "Practicalities: our bids go in through the EEX member interface, they are confirmed by a bid confirmation "
                "from EEX (that is what the eex-auctions bot relays), and allocation notices arrive after the results. "
                "Allowances are delivered to the Union Registry trading account, usually same day. Payment is against "
                "delivery through ECC. Holiday weeks have no auctions and the calendar for the year is published in summer."
            )
        elif topic == 2:
            c = (
                "**Notes on VCM integrity labels — who certifies what (background, no view)**\n\n"
                "Three layers matter when we look at a voluntary credit. (1) The standard that issues it — Verra (VCS), Gold "
                "Standard, ACR, CAR, Puro.earth, Isometric — which sets methodologies and runs the registry. (2) The ICVCM, "
                "which does not issue anything but assesses programmes and methodology categories against its Core Carbon "
                "Principles; approved categories can carry the CCP label. (3) Ratings agencies (BeZero, Sylvera, Calyx, "
                "MSCI) that rate individual projects. Buyers increasingly want all three aligned.\n\n"
                "On the demand side, the VCMI Claims Code defines what a company can say about the credits it retires, and "
                "the SBTi position on the use of credits for scope 3 is still evolving. CORSIA is the only real compliance "
                "demand today and it only accepts units with a host-country Letter of Authorization and a corresponding "
                "adjustment, which is why the CORSIA-eligible premium is so large relative to legacy vintages.\n\n"
                "For the desk this translates into three price tiers: (a) CORSIA-eligible units with LoAs, (b) CCP-labelled or "
                "highly rated units without CORSIA eligibility, and (c) everything else, including most legacy REDD+ vintages. "
                "Tier (c) has the most inventory and the least liquidity. Our holdings span (b) and (c), which is why the "
                "integrity reviews matter more to our marks than the broker screens do.\n\n"
                "Registry mechanics: units are serialised; a transfer moves a serial block between accounts; a retirement "
                "removes it permanently against a named beneficiary. Buffer pools sit at the programme level and absorb "
                "reversals — they do not protect against methodology changes or baseline re-sets."
            )
        else:
            c = (
                "**Background: UK–EU ETS linking, what it would actually take (no trade view)**\n\n"
                "A link would make UKAs and EUAs mutually recognised for compliance, which in practice means one price. "
                "Switzerland's 2020 link is the only precedent: it took nine years to negotiate and needed alignment of the "
                "cap trajectory, the scope, the registry and the market oversight rules. For the UK the open points are the "
                "cap path after 2030, a mechanism equivalent to the MSR, free allocation for industry (especially steel), "
                "aviation scope, and the UK's cost containment mechanism, which the EU would likely want removed.\n\n"
                "The political driver is CBAM: a linked UK would have its exports exempt from EU CBAM, and the UK's own "
                "CBAM from 2027 would be easier to run alongside. That is why the headlines come from trade ministers as "
                "much as from environment ministries.\n\n"
                f"Market implications if it happens: the UKA/EUA spread (currently a ratio of about "
                f"{m.uka26 / 0.86 / m.dec26:.2f} in GBP-adjusted terms) should close over the run-up to the link date. "
                f"The UK market is much smaller, so most of the adjustment would come from UKAs moving up rather than "
                f"EUAs moving down. Until there is a negotiating text, the spread trades on headlines and sentiment.\n\n"
                "What to watch: UK ETS Authority consultation responses, joint committee meeting readouts, European Council "
                "conclusions on the wider UK reset, and any mention of a date in a legal text rather than a press release."
            )
        mid = self.post(t, "lotte", c, kind="near")
        return mid

    def vcm_note(self):
        r, m = self.rng, self.m
        t = self.T(14, 30, 90) if not self.weekend else self.T(13, 0, 90)
        c = (
            f"**VCM market note {self.date.isoformat()}** (Lotte, for the desk; observations, not trade recommendations)\n"
            f"- Nature-based: REDD+ V2020-21 indications {m.v3417 - 0.3:.2f}–{m.v3417 + 0.4:.2f} USD, volumes thin. Two "
            f"European corporates are running RFPs for 2026 claims; both require a rating of BBB or better, which excludes "
            f"most legacy REDD+.\n"
            f"- ARR / blue carbon: forwards for 2025-2027 vintages trade at {r.randint(18, 32)}–{r.randint(33, 45)} USD; "
            f"Mekong Mangrove ARR (VCS 3960) is still on our watchlist pending first issuance.\n"
            f"- Removals: biochar V2023 around {m.v4105:.0f} USD; durable removals (DAC, BECCS) are forward-only at 400+ USD.\n"
            f"- CORSIA: eligible units {m.corsia:.2f} USD; airlines' compliance deadline for the first phase is driving "
            f"bids, and supply of LoA-backed units remains the bottleneck.\n"
            f"- Cookstoves: VMR0006 revision consultation is the main risk for the segment; Lake Kivu Cookstoves (VCS 2891) "
            f"would be affected if fuel-use defaults change.\n"
            f"- Registry: Verra issuance this week {r.randint(3, 9)}.{r.randint(0, 9)}m VCUs, retirements {r.randint(2, 6)}.{r.randint(0, 9)}m. "
            f"Retirement-to-issuance ratio YTD {r.uniform(0.7, 1.1):.2f}.\n"
            f"Nothing here changes our positions or views; detail in the VCM tracker."
        )
        self.post(t, "lotte", c, kind="near")

    def auction_preview_review(self):
        r, m = self.rng, self.m
        if self.weekend:
            return
        t = self.T(7, 10, 10)
        c = (f"**Auction preview** (desk-research, auto) — today: EEX common auction (CAP3) and DE auction, bidding windows "
             f"09:00–11:00 CET. Volumes {r.uniform(2.5, 3.6):.2f}m and {r.uniform(0.8, 1.6):.2f}m EUA. Last five clearing "
             f"prices traded at an average discount of {r.uniform(0.05, 0.35):.2f} to Dec-26; average cover "
             f"{r.uniform(1.4, 2.1):.2f}. Expected clearing (model) {m.clearing + r.uniform(-0.1, 0.1):.2f} ± 0.25. "
             f"Supply falls to zero from 21 December to 4 January (holiday break). Bidders last week: {r.randint(18, 32)}.")
        self.post(t, "research", c, kind="near")
        t = self.T(10, 40, 10)
        c = (f"**Auction review** (desk-research, auto) — CAP3 cleared {m.clearing:.2f}, {r.uniform(0.05, 0.4):.2f} under "
             f"Dec-26 at the time of the window; cover {r.uniform(1.3, 2.3):.2f} vs 20-auction average {r.uniform(1.6, 1.9):.2f}. "
             f"Bid dispersion {r.choice(['narrow', 'wide', 'normal'])}, no cancellations. Secondary market reaction muted. "
             f"Historical note: the lowest cover this year was {r.uniform(1.1, 1.3):.2f} in August.")
        self.post(t, "research", c, kind="near")

    def var_decomp(self):
        r, m = self.rng, self.m
        t = self.T(6, 40, 15) if not self.weekend else self.T(10, 30, 30)
        comps = [("EUA Dec-26", r.uniform(0.5, 0.9)), ("EUA Dec-27", r.uniform(0.2, 0.4)), ("EUA spot", r.uniform(0.1, 0.25)),
                 ("UKA Dec-26", r.uniform(0.05, 0.15)), ("VCM (all)", r.uniform(0.05, 0.2)), ("GoO", r.uniform(0.01, 0.05)),
                 ("TTF hedge", -r.uniform(0.1, 0.3)), ("DE power hedge", -r.uniform(0.02, 0.1))]
        body = "\n".join(f"{k:<16}{v:+.2f}m" for k, v in comps)
        c = (f"VaR decomposition (historical sim, 500d, 99%/1d) — start of day\n```\n{body}\n{'diversification':<16}"
             f"{-r.uniform(0.1, 0.3):+.2f}m\n{'total':<16}{m.var:.2f}m\n```\n"
             f"Backtest exceptions last 250d: {r.randint(1, 4)} (green zone). Stress: MSR shock −15% → −€{m.var * 2.6:.2f}m; "
             f"gas spike +40% → {r.uniform(-0.4, 0.4):+.2f}m; VCM integrity event (REDD+ −50%) → −€{r.uniform(0.3, 0.6):.2f}m. "
             f"No limit changes; informational.")
        self.post(t, "risk", c, kind="near")

    def eod_note(self):
        r, m = self.rng, self.m
        t = self.T(17, 20, 20) if not self.weekend else self.T(20, 0, 30)
        c = (f"Korte wrap van mij. Markt: Dec26 {m.dec26:.2f}, rustige dag {'voor de tijd van het jaar' if not self.weekend else ''}. "
             f"Ik blijf erbij dat de curve de MSR-intake onderschat, maar dat is niks nieuws en het verandert niets aan hoe we "
             f"erin zitten. UKA: spread blijft een headline-trade. VCM: wachten op Verra en ICVCM, geen haast. GoO: "
             f"december wordt druk, hou de retailers warm.\n\n"
             f"Voor morgen: {r.choice(['roll voortgang checken met carbon-exec', 'TNAC-model updaten met de laatste emissies', 'credit lines van de airlines doorlopen met Marco', 'auction calendar 2027 doorlezen'])}. "
             f"Wie morgen vroeg is: ICE Endex opent 08:00 CET, ik ben er om 07:30.")
        self.post(t, "hendrik", c, kind="near")

    def meeting_notes(self):
        r = self.rng
        if self.weekend or r.random() < 0.5:
            return
        t = self.T(8, 10, 15)
        c = ("notulen desk meeting 08:30 (Joost)\n"
             "1. Markt: Dec26 expiry en roll besproken, geen nieuwe info.\n"
             "2. VCM: status 3417 review — Lotte verwacht eind van de week een update. Geen besluit.\n"
             "3. GoO: Sanne verwacht retail-vraag vanaf half december. Geen besluit.\n"
             "4. Risk: Marco loopt de kwartaal-limit review door volgende week; input graag via mail.\n"
             "5. Ops: CTRM-latency ticket bij IT; registry maintenance zaterdag genoteerd.\n"
             "6. Rondvraag: Noor volgt de REMIT-training donderdag.\n"
             "Volgende meeting: morgen 08:30.")
        self.post(t, "joost", c, kind="near")

    def open_orders(self):
        r, m = self.rng, self.m
        if self.weekend:
            return
        t = self.T(5, 55, 5)
        rows = []
        for _ in range(r.randint(2, 4)):
            rows.append(f"{self.oid()}  EUA_DEC27  BUY  {r.choice([10, 15, 20])}000  {m.dec27 - r.uniform(1.0, 2.5):.2f}  GTC  "
                        f"since {(self.date - timedelta(days=r.randint(1, 6))).isoformat()}")
        c = ("open orders report (start of day, unchanged overnight)\n```\n" + "\n".join(rows) + "\n```\n"
             "No fills overnight. No action required.")
        self.post(t, "ctrm", c, kind="noise")

    def backtest(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        c = (
            f"backtest `msr_tnac_momentum` v{r.randint(2, 5)} (2019-01 → 2026-10), Dec front rolled 5d before expiry:\n"
            f"- rule: long Dec front on TNAC publication day if TNAC < prior year, stop 3% / target 6%\n"
            f"- trades: 7 · hit rate 57% · avg +{r.uniform(2.5, 4.5):.1f}% · worst -3.0% (2022)\n"
            f"- Sharpe {r.uniform(0.6, 1.0):.2f} · maxDD {r.uniform(9, 15):.1f}%\n"
            f"- best sim fill: b 150kt Dec23 @ 81.20 on 2023-06-01, exit 86.10\n"
            f"- worst: b 100kt Dec22 @ 84.40, stopped 81.87\n"
            f"Niet significant met n=7. Parkeer ik voorlopig, tenzij iemand er iets mee wil voor de TNAC-dag."
        )
        mid = self.post(t, "joost", c, kind="near",
                        attachments=[{"id": self.g.snowflake(t, self.worker), "filename": "msr_tnac_backtest.png",
                                      "size": r.randint(40000, 90000), "url": f"https://cdn.discordapp.com/attachments/{self.ch}/bt.png"}])
        return mid

    def daily_risk_report(self):
        r, m = self.rng, self.m
        t = self.T(7 if not self.weekend else 10, 5, 10)
        util = {"EUA_FUT net": (r.randint(360, 440), 450, "kt"), "UKA_FUT net": (r.randint(40, 90), 150, "kt"),
                "VCM nature-based": (r.randint(150, 240), 250, "k t"), "VCM removals": (r.randint(20, 45), 80, "k t"),
                "GoO": (r.randint(600, 900), 1500, " GWh")}
        fields = [{"name": k, "value": f"{v[0]}{v[2]} / {v[1]}{v[2]} ({v[0] * 100 // v[1]}%)", "inline": True} for k, v in util.items()]
        fields.append({"name": "VaR99/1d", "value": f"€{m.var:.2f}m / €2.50m"})
        fields.append({"name": "Credit lines", "value": f"{r.randint(11, 14)} active · max use {r.randint(40, 80)}% (Kestrel Aviation)"})
        self.post(t, "risk", "", embeds=[{"title": "Daily risk report — CARBON-AMS", "description": "Utilisation vs. limits at start of day. No breaches.",
                                          "fields": fields, "footer": f"risk-engine · {self.date.isoformat()} · limits unchanged"}], kind="near")

    # ------------------------------------------------------------------ hard-event scenes
    def s_eua_chain(self, t):
        r, m = self.rng, self.m
        staged = self.weekend
        dec27 = r.random() < 0.3
        ins, oms, emb = ("Dec27", "EUA_DEC27", "EUA Dec-27") if dec27 else ("Dec26", "EUA_DEC26", "EUA Dec-26")
        base = m.dec27 if dec27 else m.dec26
        size = r.choice([25, 30, 40, 50, 60])
        px = round(base - r.choice([0.03, 0.05, 0.08, 0.10]), 2)
        stop = round(px - r.uniform(1.3, 2.1), 2)
        tgt = round(px + r.uniform(2.5, 4.0), 2)
        if r.random() < 0.4:
            bad = f"b {size * 10}kt {ins} @ {px / 10:.3f}"
            bmid = self.post(t, "joost", bad)
            self.hard(bmid, "trade_proposal", [ins, f"{size * 10}kt", f"{px / 10:.3f}"], "shorthand", "deleted")
            self.delete(bmid, t + self.s(15, 60), bad)
            t += self.s(40, 100)
            self.post(t, "joost", "sorry, fat finger ↑ verwijderd — correcte hieronder")
            t += self.s(10, 40)
        v = r.randrange(4)
        pre = "voor maandag open: " if staged else ""
        if v == 0:
            c, side_w = f"{pre}b {size}kt {ins} @ {_f(px)}, stop {_f(stop)}", "b"
        elif v == 1:
            c, side_w = f"{pre}B {size}kt EUA {ins} {_f(px)} lmt · sl {_f(stop)}", "B"
        elif v == 2:
            c, side_w = f"{pre}bid {size}kt {ins} @ {_f(px)} — stop {_f(stop)}, tgt {_f(tgt)}", "bid"
        else:
            c, side_w = f"{pre}b {size}kt {ins} @ {_f(px)} / sl {_f(stop)} / tp {_f(tgt)}", "b"
        prop = self.post(t, "joost", c)
        self.hard(prop, "trade_proposal", [ins, side_w, f"{size}kt", _f(px)], "shorthand")
        self.idiom(prop, "kt-suffixed shorthand buy proposal", "trade_proposal")
        if r.random() < 0.4:
            self.post(t + self.s(30, 90), "noor", f"waarom {ins} en niet spot? kosten van carry?", ref=prop, kind="near")
        t += self.s(120, 420)
        av = r.randrange(4)
        if av == 0:
            ac, af = "akkoord 👍", ["akkoord", "👍"]
        elif av == 1:
            ac, af = f"doe maar, max {size}kt", ["doe maar", f"{size}kt"]
        elif av == 2:
            ac, af = "ok go 👍", ["ok go", "👍"]
        else:
            ac, af = f"akkoord. {ins} niet boven {_f(px + 0.10)}", ["akkoord", ins, _f(px + 0.10)]
        apr = self.post(t, "hendrik", ac, ref=prop)
        self.hard(apr, "trade_approval", af, "reply")
        self.idiom(apr, "short Dutch approval reply (akkoord / doe maar)", "trade_approval")
        self.pin(prop, t + self.s(5, 30))
        oid = self.oid()
        qty = size * 1000
        t += self.s(20, 90)
        if r.random() < 0.45:
            new = size - r.choice([5, 10])
            used = r.randint(420, 440)
            rc = (f"RISK_RESIZE ord_id={oid} instr={oms} side=BUY qty {qty}->{new * 1000} reason=EUA_FUT_NET_LIMIT "
                  f"used={used}kt+{size}kt limit=450kt")
            rm = self.post(t, "risk", rc)
            self.hard(rm, "risk_limit", [oid, f"{qty}->{new * 1000}", "EUA_FUT_NET_LIMIT"], "structured")
            self.idiom(rm, "risk engine resizes order (key=value)", "risk_limit")
            size, qty = new, new * 1000
            t += self.s(2, 8)
        status = "ACCEPTED_PENDING_OPEN" if staged else "WORKING"
        tif = "GTC" if staged else "DAY"
        ack = self.post(t, "ctrm", f"ORDER_ACK ord_id={oid} instr={oms} side=BUY qty={qty} px={_f(px)} tif={tif} venue=NDEX status={status} "
                                   f"book=CARBON-AMS trader=joost.m approver=hendrik.vd clordid={r.getrandbits(40):x} session=FIX.4.4:CARBAMS->NDEX")
        self.hard(ack, "trade_confirmation", [oid, oms, "BUY", status], "structured")
        self.idiom(ack, "OMS key=value order ack", "trade_confirmation")
        if staged:
            t += self.s(300, 900)
            sl = self.post(t, "joost", f"SL {ins} (staged {size}kt) → {_f(stop)}")
            s2 = round(stop + r.choice([0.2, 0.3, 0.4]), 2)
            s3 = round(s2 + r.choice([0.15, 0.25, 0.35]), 2)
            self.edit(sl, t + self.s(1800, 4000), f"SL {ins} (staged {size}kt) → {_f(s2)}")
            self.edit(sl, t + self.s(5000, 9000), f"SL {ins} (staged {size}kt) → {_f(s3)}")
            self.hard(sl, "stop_or_target_change", [ins, _f(s3)], "untagged", "edited")
            self.sup(sl, _f(stop))
            self.sup(sl, _f(s2))
            self.idiom(sl, "stop moved twice by editing one message", "stop_or_target_change")
            return t
        # fills
        q1 = (size // 2 + r.choice([-5, 0, 5])) * 1000
        q2 = qty - q1
        p1 = px
        p2 = round(px - r.choice([0.01, 0.02]), 2)
        t += self.s(40, 600)
        e = self.post(t, "ctrm", "", embeds=[{
            "title": "Execution report — partial fill", "description": f"{emb} · ICE Endex",
            "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": f"{q1:,} t", "inline": True},
                       {"name": "Price", "value": f"€{_f(p1)}", "inline": True}, {"name": "Leaves", "value": f"{q2:,} t"}],
            "footer": f"order {oid} · venue NDEX · {_iso(t)[11:19]}Z"}])
        self.hard(e, "trade_fill", [emb, "BUY", f"{q1:,} t", _f(p1)], "embed")
        self.idiom(e, "embed-only execution report", "trade_fill")
        self.react(e, t + self.s(20, 200), "✅", "joost")
        t += self.s(60, 900)
        js = json.dumps({"evt": "fill", "ord_id": oid, "exch_ord_id": f"NDX{r.getrandbits(36):011d}", "instr": oms,
                         "side": "BUY", "qty": q2, "px": p2, "cum_qty": qty, "leaves": 0, "avg_px": round((q1 * p1 + q2 * p2) / qty, 3),
                         "venue": "NDEX", "liq": r.choice(["passive", "aggressive"]), "book": "CARBON-AMS",
                         "strategy": "EUA-MSR-LONG", "trader": "joost.m", "clearing": "ABN AMRO Clearing",
                         "fee_eur": round(q2 * 0.0035, 2), "ts": _iso(t)}, separators=(",", ":"))
        jm = self.post(t, "ctrm", js)
        self.hard(jm, "trade_fill", [oid, "BUY", str(q2), json.dumps(p2)], "structured")
        self.idiom(jm, "CTRM JSON fill line", "trade_fill")
        avg = round((q1 * p1 + q2 * p2) / qty, 3)
        t += self.s(30, 200)
        if r.random() < 0.5:
            wrong = f"{avg + 0.02:.3f}"
            sm = self.post(t, "joost", f"gekocht {size}kt {ins} gem. {wrong} ✅")
            self.edit(sm, t + self.s(120, 600), f"gekocht {size}kt {ins} gem. {avg:.3f} (gecorrigeerd) ✅")
            self.hard(sm, "trade_fill", ["gekocht", f"{size}kt", ins, f"{avg:.3f}"], "untagged", "edited")
            self.sup(sm, wrong)
            self.idiom(sm, "fill corrected by edit", "trade_fill")
        else:
            sm = self.post(t, "joost", f"gekocht {size}kt {ins} gem. {avg:.3f} ✅")
            self.hard(sm, "trade_fill", ["gekocht", f"{size}kt", ins, f"{avg:.3f}"], "untagged")
        self.post(t + self.s(20, 120), "hendrik", "👍", ref=sm, kind="noise")
        t += self.s(200, 900)
        sl = self.post(t, "joost", f"SL {ins} long {size}kt → {_f(stop)}")
        s2 = round(stop + r.choice([0.3, 0.4, 0.5]), 2)
        s3 = round(s2 + r.choice([0.25, 0.35, 0.45]), 2)
        self.edit(sl, t + self.s(3600, 9000), f"SL {ins} long {size}kt → {_f(s2)}")
        self.edit(sl, t + self.s(12000, 18000), f"SL {ins} long {size}kt → {_f(s3)} (trailing, na MSR headline)")
        self.hard(sl, "stop_or_target_change", [ins, _f(s3)], "untagged", "edited")
        self.sup(sl, _f(stop))
        self.sup(sl, _f(s2))
        self.idiom(sl, "stop moved twice by editing one message", "stop_or_target_change")
        return t

    def s_vcm_chain(self, t):
        r, m = self.rng, self.m
        v = r.randrange(3)
        cp = r.choice(CPTYS)
        if v == 0:
            side, prod, oprod, desc, px, qty = "SELL", "VCS 3417 V2020", "VCS-3417-V2020", "Rio Alto REDD+, nature-based", m.v3417, r.choice([40000, 60000, 80000])
        elif v == 1:
            side, prod, oprod, desc, px, qty = "SELL", "VCS 3417 V2021", "VCS-3417-V2021", "Rio Alto REDD+, nature-based", round(m.v3417 + 0.35, 2), r.choice([30000, 50000])
        else:
            side, prod, oprod, desc, px, qty = "BUY", "VCS 4105 V2023", "VCS-4105-V2023", "Hollandse Biochar Kiln, removal", m.v4105, r.choice([5000, 8000, 12000])
        ref = f"VCM-{r.randint(2000, 9999)}"
        c = (f"[PROPOSAL] {side} {qty:,} t {prod} ({desc}) @ USD {_f(px)} · cpty {cp} · CORSIA-eligible: no · "
             f"valid until 16:00 CET · ref {ref}")
        if self.weekend:
            c += " · APAC buyer, wants answer before Monday"
        c += (f"\nRationale: {'client RFQ, reduces nature-based inventory ahead of the integrity review' if side == 'SELL' else 'adds durable removals; CCP-labelled supply is scarce'}. "
              f"Screens {_f(px - 0.15)}/{_f(px + 0.2)}; price is {'inside' if r.random() < 0.7 else 'at'} the offer side.\n"
              f"Checks: KYC {cp} ✔ · credit line use after trade {r.randint(30, 85)}% ✔ · VCM limit headroom ✔ · "
              f"registry accounts verified ✔\nNeeds head-of-desk approval.")
        p = self.post(t, "orig", c)
        self.hard(p, "trade_proposal", [side, f"{qty:,} t", prod, _f(px)], "tagged")
        t += self.s(300, 1500)
        if r.random() < 0.2:
            a = self.post(t, "hendrik", f"niet nu — eerst Lotte's review van {prod.split(' V')[0]} afwachten", ref=p)
            self.hard(a, "trade_approval", ["niet nu", prod.split(" V")[0]], "reply")
            self.idiom(a, "Dutch rejection reply 'niet nu'", "trade_approval")
            return t
        ac, af = r.choice([("👍 doe maar", ["👍", "doe maar"]), ("akkoord, doe maar", ["akkoord", "doe maar"]),
                           (f"ja, doe maar — niet onder {_f(px - 0.05)}" if side == "SELL" else "ja, doe maar — max deze size",
                            ["doe maar", _f(px - 0.05)] if side == "SELL" else ["doe maar", "max deze size"])])
        a = self.post(t, "hendrik", ac, ref=p)
        self.hard(a, "trade_approval", af, "reply")
        t += self.s(60, 400)
        js = json.dumps({"type": "otc_order", "ref": ref, "product": oprod, "side": side, "qty_t": qty, "px_usd": px,
                         "notional_usd": round(qty * px, 2), "cpty": cp, "cpty_lei": f"724500{r.getrandbits(48):014X}",
                         "registry": "Verra", "delivery": "T+5 registry transfer", "payment": "T+5 vs delivery",
                         "book": "CARBON-VCM", "trader": "sanne.dg", "credit_check": "PASS", "status": "ACCEPTED",
                         "ts": _iso(t)}, separators=(",", ":"))
        jm = self.post(t, "ctrm", js)
        self.hard(jm, "trade_confirmation", [ref, oprod, side, "ACCEPTED"], "structured")
        t += self.s(900, 3600)
        word = "verkocht" if side == "SELL" else "gekocht"
        fc = f"{word} {qty // 1000}k {prod} @ {_f(px)} {'aan' if side == 'SELL' else 'van'} {cp}, registry transfer volgt"
        f = self.post(t, "sanne", fc)
        self.hard(f, "trade_fill", [word, f"{qty // 1000}k", prod, _f(px)], "untagged")
        t += self.s(600, 2400)
        s0 = r.randint(10**9, 9 * 10**9)
        self.post(t, "vcmsync", f"Verra transfer {s0}-{s0 + qty - 1} · {qty:,} VCUs {prod} · "
                                f"{'CARBON-AMS → ' + cp if side == 'SELL' else cp + ' → CARBON-AMS'} · status PENDING_ACCEPTANCE", kind="near")
        return t

    def s_auction_chain(self, t):
        r, m = self.rng, self.m
        cty = r.choice(["DE", "EU (CAP3)", "PL"])
        aid = f"EUA-3P-{cty.split(' ')[0]}-{self.date.isoformat()}"
        q = r.choice([100, 150, 200, 250])
        bid = round(m.clearing + r.uniform(0.12, 0.45), 2)
        p = self.post(t, "joost", f"voorstel EEX {cty} auction vandaag: bid {q}kt @ {_f(bid)} (clearing gisteren ~{_f(m.prev26 - 0.3)})")
        self.hard(p, "trade_proposal", [f"EEX {cty} auction", "bid", f"{q}kt", _f(bid)], "untagged")
        # thread discussing the bid
        tt = t + self.s(60, 200)
        self.post(tt, "sanne", "cover was laag de laatste twee, ik zou niet hoger gaan", thread=p)
        tt += self.s(60, 200)
        self.post(tt, "joost", f"eens, {_f(bid)} is al {_f(bid - m.clearing + 0.2)} boven mijn clearing-schatting", thread=p)
        tt += self.s(30, 200)
        self.post(tt, "noor", "wat gebeurt er als de auction onder de reserve prijs clear-t?", thread=p, kind="near")
        tt += self.s(30, 200)
        self.post(tt, "joost", "dan wordt ie geannuleerd en schuift het volume door naar latere auctions", thread=p)
        t = tt + self.s(60, 300)
        a = self.post(t, "hendrik", f"akkoord, max {q}kt", ref=p)
        self.hard(a, "trade_approval", ["akkoord", f"{q}kt"], "reply")
        t += self.s(60, 300)
        bid_id = f"B-{r.randint(100000, 999999)}"
        c = f"EEX bid confirmation · auction {aid} · bid_id={bid_id} · {q * 1000:,} EUA @ €{_f(bid)} · status=RECEIVED"
        cm = self.post(t, "eex", c)
        self.hard(cm, "trade_confirmation", [bid_id, f"{q * 1000:,} EUA", _f(bid), "RECEIVED"], "structured")
        # public result ~10:00-10:05 UTC
        tr = max(t + 60000, self.T(10, 1, 2))
        vol = r.randint(2500, 3600) * 1000
        cover = r.uniform(1.3, 2.4)
        pub = self.post(tr, "eex", "", embeds=[{
            "title": f"EEX auction result — {aid}", "description": "Primary market auction of EU ETS allowances (3rd period).",
            "fields": [{"name": "Clearing price", "value": f"€{_f(m.clearing)}", "inline": True},
                       {"name": "Volume offered", "value": f"{vol:,} EUA", "inline": True},
                       {"name": "Total bids", "value": f"{int(vol * cover):,} EUA", "inline": True},
                       {"name": "Bidders", "value": str(r.randint(18, 34)), "inline": True},
                       {"name": "Cover ratio", "value": f"{cover:.2f}", "inline": True}],
            "footer": "EEX Primary Market · public results"}], kind="near")
        self.idiom(pub, "EEX public auction result (market, not ours)", "not_hard")
        tr += self.s(60, 300)
        al = self.post(tr, "eex", "", embeds=[{
            "title": "Allocation notice — CARBON-AMS", "description": f"Auction {aid}",
            "fields": [{"name": "Bid id", "value": bid_id, "inline": True}, {"name": "Bid price", "value": f"€{_f(bid)}", "inline": True},
                       {"name": "Allocated", "value": f"{q * 1000:,} EUA", "inline": True},
                       {"name": "Clearing price", "value": f"€{_f(m.clearing)}", "inline": True}],
            "footer": "delivery to Union Registry account EU-100-5012345-0-12 · T+0 settlement"}])
        self.hard(al, "trade_fill", [bid_id, f"{q * 1000:,} EUA", _f(m.clearing)], "embed")
        self.idiom(al, "EEX allocation notice embed (our bid)", "trade_fill")
        self.react(al, tr + self.s(30, 300), "🎯", "joost")
        tr += self.s(1800, 5400)
        trf = self.post(tr, "registry", f"Transfer EU{r.randint(10**8, 10**9 - 1)} · EEX auction delivery → EU-100-5012345-0-12 · "
                                        f"{q * 1000:,} EUA · status: COMPLETED", kind="near")
        self.idiom(trf, "Union Registry transfer settled", "not_hard")
        return t

    def s_registry_transfers(self):
        r = self.rng
        for _ in range(r.randint(2, 4)):
            t = self.trading_time()
            q = r.choice([20, 40, 60, 95, 150]) * 1000
            st = r.choice(["COMPLETED", "COMPLETED", "PROPOSED", "ACCEPTED — awaiting EUTL check"])
            cp = r.choice(["EU-100-7731200-0-33", "EU-100-6620981-0-19", "EU-100-5550142-0-08", "EU-100-4410077-0-52"])
            inbound = r.random() < 0.4
            src, dst = (cp, "EU-100-5012345-0-12") if inbound else ("EU-100-5012345-0-12", cp)
            self.post(t, "registry", (f"Transfer EU{r.randint(10**8, 10**9 - 1)} · {'inbound' if inbound else 'outbound'}\n"
                                      f"from {src} → {dst}\n"
                                      f"units: {q:,} EUA (general allowances, phase 4) · status: {st}\n"
                                      f"initiated {_iso(t - r.randint(600000, 7200000))[11:16]}Z · approver 2/2 · EUTL check {'passed' if 'COMPLETED' in st else 'pending'}\n"
                                      f"settlement of earlier OTC/spot business — see CTRM for the trade reference"), kind="near")

    def s_uka(self, t):
        r, m = self.rng, self.m
        q = r.choice([15, 20, 25, 30])
        px = round(m.uka26 + r.uniform(0.0, 0.25), 2)
        stop = round(px + r.uniform(1.2, 1.8), 2)
        px_c = _f(px).replace(".", ",")
        p = self.post(t, "sanne", (f"Voorstel: {q}kt UKA Dec26 verkopen @ {px_c}, stop {_f(stop).replace('.', ',')}. "
                                   f"UKA/EUA ratio staat op {m.uka26 / 0.86 / m.dec26:.2f}, te rijk na de linking-headlines."))
        self.hard(p, "trade_proposal", [f"{q}kt", "UKA Dec26", "verkopen", px_c], "untagged")
        t += self.s(60, 300)
        self.post(t, "joost", "waarom nu en niet na de UK auction woensdag?", ref=p, kind="near")
        t += self.s(60, 300)
        self.post(t, "sanne", "auction supply zit erin, het gaat me om de linking-premie", ref=p)
        t += self.s(120, 600)
        if r.random() < 0.6:
            a = self.post(t, "hendrik", "niet nu. eerst de UK ETS Authority update afwachten", ref=p)
            self.hard(a, "trade_approval", ["niet nu", "UK ETS Authority"], "reply")
            self.idiom(a, "Dutch rejection reply 'niet nu'", "trade_approval")
        else:
            half = q // 2 if q % 2 == 0 else q - 5
            a = self.post(t, "hendrik", f"ok, doe maar {half}kt, niet de hele {q}kt", ref=p)
            self.hard(a, "trade_approval", ["doe maar", f"{half}kt"], "reply")
            oid = self.oid()
            t += self.s(30, 200)
            st = "ACCEPTED_PENDING_OPEN" if self.weekend else "WORKING"
            ack = self.post(t, "ctrm", f"ORDER_ACK ord_id={oid} instr=UKA_DEC26 side=SELL qty={half * 1000} px={_f(px)} tif={'GTC' if self.weekend else 'DAY'} venue=NDEX status={st}")
            self.hard(ack, "trade_confirmation", [oid, "UKA_DEC26", "SELL", st], "structured")
            if not self.weekend:
                t += self.s(300, 2400)
                fm = self.post(t, "ctrm", f"FILL ord_id={oid} instr=UKA_DEC26 side=SELL qty={half * 1000} px={_f(px)} venue=NDEX liq=passive")
                self.hard(fm, "trade_fill", [oid, "UKA_DEC26", "SELL", _f(px)], "structured")
        return t

    def s_hedge(self, t):
        r, m = self.rng, self.m
        gas = r.random() < 0.6
        hp = f"HP-{r.randint(1000, 9999)}"
        if gas:
            instr, code, side, qty, px, drv = "TTF Cal-27", "TTF_CAL27", "SELL", f"{r.choice([5, 10, 15])} MW", m.ttf27, "EUA delta +50kt (fuel-switch hedge)"
        else:
            instr, code, side, qty, px, drv = "DE Base Cal-27", "DEBY_CAL27", "BUY", f"{r.choice([5, 10])} MW", m.de27, "clean dark spread hedge"
        js = json.dumps({"type": "hedge_proposal", "id": hp, "instr": instr, "side": side, "qty": qty, "px": px,
                         "driver": drv, "book": "CARBON-HEDGE", "model": "fuel-switch-beta v3",
                         "beta": round(r.uniform(0.25, 0.6), 3), "delta_before_eur": r.randint(-900000, 900000),
                         "delta_after_eur": r.randint(-90000, 90000), "requires": "head-of-desk approval",
                         "created": _iso(t)}, separators=(",", ":"))
        p = self.post(t, "ctrm", js)
        self.hard(p, "trade_proposal", [hp, instr, side, qty], "structured")
        t += self.s(200, 900)
        ac, af = r.choice([("akkoord, hedge mag", ["akkoord", "hedge mag"]), ("ja akkoord 👍", ["akkoord", "👍"]),
                           (f"akkoord, {qty} ok", ["akkoord", qty])])
        if self.weekend:
            ac, af = ac + " — maandag open", af[:1] + ["maandag open"]
        a = self.post(t, "hendrik", ac, ref=p)
        self.hard(a, "trade_approval", af, "reply")
        oid = self.oid()
        t += self.s(30, 200)
        st = "Queued for Monday open" if self.weekend else "Working"
        e = self.post(t, "ctrm", "", embeds=[{
            "title": "Order accepted", "description": f"{instr} · {'ICE Endex' if gas else 'EEX'}",
            "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": qty, "inline": True},
                       {"name": "Limit", "value": _f(px), "inline": True}, {"name": "Status", "value": st}],
            "footer": f"order {oid} · from {hp}"}])
        self.hard(e, "trade_confirmation", [oid, instr, side, st], "embed")
        if not self.weekend:
            t += self.s(200, 2000)
            px2 = round(px + (-0.02 if side == "SELL" else 0.02), 2)
            fm = self.post(t, "ctrm", f"FILL ord_id={oid} instr={code} side={side} qty={qty.replace(' ', '')} px={_f(px2)} venue={'NDEX' if gas else 'EEX'}")
            self.hard(fm, "trade_fill", [oid, code, side, _f(px2)], "structured")
        return t

    def s_goo(self, t):
        r, m = self.rng, self.m
        nl = r.random() < 0.7
        gwh = r.choice([80, 100, 120, 150, 200])
        if nl:
            prod, px, w, side = "NL wind GoO 2026", round(m.goo_nl + 0.01, 2), "s", "sell"
        else:
            prod, px, w, side = "Nordic hydro GoO 2027", round(m.goo_nordic - 0.01, 2), "b", "buy"
        p = self.post(t, "sanne", f"{w} {gwh} GWh {prod} @ {_f(px)}")
        self.hard(p, "trade_proposal", [w, f"{gwh} GWh", prod, _f(px)], "shorthand")
        t += self.s(120, 600)
        a = self.post(t, "hendrik", r.choice(["ok go", "ok go 👍"]) if r.random() < 0.5 else "doe maar 👍", ref=p)
        txt = self.msgs[a]["content"]
        self.hard(a, "trade_approval", ["ok go", "👍"] if txt.startswith("ok go 👍") else (["ok", "go"] if txt == "ok go" else ["doe maar", "👍"]), "reply")
        t += self.s(600, 3000)
        cp = r.choice(CPTYS)
        b = r.choice(["Spectron", "Marex", "CFP"])
        f = self.post(t, "broker", f"[{b}] ✅ DONE with you — you {side} {gwh} GWh {prod} @ {_f(px)} {'to' if side == 'sell' else 'from'} {cp}. Recap to follow.")
        self.hard(f, "trade_fill", ["DONE", side, f"{gwh} GWh", _f(px)], "tagged")
        self.idiom(f, "broker bridge DONE-with-you fill", "trade_fill")
        return t

    def s_risk(self):
        r, m = self.rng, self.m
        # structured breach
        if not self.weekend or r.random() < 0.5:
            t = self.trading_time()
            book, v, lim, act = r.choice([("EUA_FUT", r.randint(452, 470), 450, "block_new_buys"),
                                          ("UKA_FUT", r.randint(151, 160), 150, "block_new_sells"),
                                          ("VCM_NATURE", r.randint(251, 262), 250, "block_new_buys")])
            unit = "kt" if book != "VCM_NATURE" else "k t"
            c = f"⚠️ LIMIT BREACH · book={book} · metric=net_position · value={v}{unit} · limit={lim}{unit} · action={act}"
            b = self.post(t, "risk", c)
            self.hard(b, "risk_limit", [book, f"{v}{unit}", f"{lim}{unit}", act], "structured")
            t += self.s(120, 600)
            self.post(t, "joost" if book != "VCM_NATURE" else "lotte", r.choice(["gezien, komt door de auction-allocatie, wordt morgen kleiner", "gezien, ik kijk ernaar", "ack, geen nieuwe orders in dat boek tot het weer onder de limit zit"]), ref=b)
        # human limit change
        t = self.trading_time()
        v = r.randrange(3)
        if v == 0:
            a, b2 = 250, r.choice([150, 175, 200])
            c = f"Per direct: VCM nature-based limiet van {a}k t naar {b2}k t. Reden: integrity review 3417. Geldt tot nader order."
            f = ["VCM nature-based", f"{b2}k t"]
        elif v == 1:
            b2 = r.choice([175, 200])
            c = f"UKA_FUT net limit tijdelijk verhoogd van 150kt naar {b2}kt t/m de UK auction van woensdag. Daarna terug."
            f = ["UKA_FUT", f"{b2}kt"]
        else:
            b2 = r.choice([400, 420])
            c = f"EUA_FUT net limit gaat van 450kt naar {b2}kt per maandag — VaR model update. Plan je posities daarop."
            f = ["EUA_FUT", f"{b2}kt"]
        mm = self.post(t, "marco", c)
        self.hard(mm, "risk_limit", f, "untagged")
        self.pin(mm, t + self.s(60, 600))
        # credit line embed
        if r.random() < 0.55:
            t = self.trading_time()
            cp = r.choice(["Kestrel Aviation", "Aurelia Shipping", "Meridian Cement"])
            old = r.choice([2.0, 2.5, 3.0])
            new = round(old - r.choice([0.5, 0.8, 1.0]), 1)
            e = self.post(t, "risk", "", embeds=[{
                "title": "Counterparty credit line changed", "description": "Applies to all OTC VCM, GoO and spot EUA trades.",
                "fields": [{"name": "Counterparty", "value": cp, "inline": True}, {"name": "Old line", "value": f"${old:.1f}m", "inline": True},
                           {"name": "New line", "value": f"${new:.1f}m", "inline": True},
                           {"name": "Reason", "value": r.choice(["rating watch negative", "late payment on GoO recap", "annual review"])}],
                "footer": f"approved by M. Ferretti · CRM-{r.randint(1000, 9999)}"}])
            self.hard(e, "risk_limit", [cp, f"${new:.1f}m"], "embed")

    def s_routes(self):
        r, m = self.rng, self.m
        # route to execution agent
        t = self.trading_time()
        q = r.choice([60, 80, 100])
        rm = self.post(t, "hendrik", r.choice([
            f"@carbon-exec neem jij de Dec26→Dec27 roll over: {q}kt, TWAP tot 16:30 CET",
            f"@carbon-exec neem jij de Dec26→Dec27 roll over, {q}kt, niet meer dan 20% van het volume",
        ]) if not self.weekend else f"@carbon-exec neem jij maandag de Dec26→Dec27 roll over: {q}kt, TWAP tot 16:30 CET")
        self.hard(rm, "route_decision", ["carbon-exec", "roll", f"{q}kt"], "untagged")
        self.idiom(rm, "route to agent in Dutch ('neem jij ... over')", "route_decision")
        self.post(t + self.s(5, 40), "exec", f"ack — roll {q}kt Dec26→Dec27 picked up, schedule posted at start", ref=rm, kind="near")
        # structured route
        if r.random() < 0.6:
            t = self.trading_time()
            rfq = f"RFQ-{r.randint(1000, 9999)}"
            cp = r.choice(["Skylark Air", "Kestrel Aviation", "Aurelia Shipping"])
            c = (f'route item={rfq} type=RFQ product="CORSIA Ph1 V2021+" qty={r.choice([50, 100, 150])}000 requester="{cp}" '
                 f"→ assignee=origination-agent by=hendrik.vd")
            mm = self.post(t, "ctrm", c)
            self.hard(mm, "route_decision", [rfq, "origination-agent"], "structured")
        # triage no-route
        t = self.trading_time()
        nid = f"NEWS-{r.randint(10000, 99999)}"
        title = r.choice(["RGGI Q4 auction clears", "China CEA expands to aluminium", "ETS2 start confirmed for 2028",
                          "Korea K-ETS allocation plan", "California cap-and-invest extension"])
        mm = self.post(t, "ctrm", f'triage item={nid} "{title}" decision=NO_ROUTE reason=no_exposure by=hendrik.vd')
        self.hard(mm, "no_route_decision", [nid, "NO_ROUTE"], "structured")
        self.idiom(mm, "triage line decision=NO_ROUTE", "no_route_decision")

    def _news_ctx(self, title):
        r, m = self.rng, self.m
        mv = r.uniform(0.2, 1.4)
        later = (self.date + timedelta(days=r.randint(5, 20))).strftime("%d %B")
        if any(k in title for k in ("TNAC", "CBAM", "MSR")):
            paras = [
                "Background: the Market Stability Reserve was introduced in 2019 to absorb the surplus built up after the "
                "financial crisis. The 2023 reform raised the linear reduction factor to 4.3% a year from 2024 and 4.4% from "
                "2028, brought maritime into scope with a phased surrender obligation, and set the phase-out of free allocation "
                "for CBAM sectors between 2026 and 2034. Each of these changes feeds into the TNAC calculation with a lag.",
                f"Market reaction: EUA Dec-26 moved {mv:.2f} EUR within minutes of the release before retracing about half; "
                f"Dec-27 followed tick for tick. Brokers reported fund activity in the first hour and steady industrial "
                f"buying on the way down. March options implied volatility rose {r.uniform(0.5, 2.5):.1f} points.",
                f"Next steps: member-state experts meet in the Climate Change Committee on {later}. The European Parliament's "
                f"ENVI committee has scheduled an exchange of views; rapporteurs from the two largest groups have asked the "
                f"Commission for a full impact assessment before any change to the reserve parameters.",
            ]
        elif "UK" in title:
            paras = [
                "Background: the UK ETS started in 2021 after the UK left the EU system. Its cap follows a net-zero consistent "
                "trajectory tightened in 2024. There is no MSR: the scheme relies on an auction reserve price and a cost "
                "containment mechanism that the Authority can trigger if prices rise sharply for a sustained period.",
                f"Market reaction: UKA Dec-26 traded {mv:.2f} GBP {r.choice(['higher', 'lower'])} on the headline, with the "
                f"UKA/EUA ratio moving in the same direction. Liquidity in UK allowances remains a fraction of the EU market, "
                f"so headline moves tend to overshoot and fade.",
                f"Next steps: the Authority will publish its response to the linking consultation in the new year; a joint "
                f"UK-EU technical working group meets on {later}.",
            ]
        elif any(k in title for k in ("Verra", "Rio Alto", "ICVCM", "Hollandse", "VMR0006", "Mekong", "Lake Kivu")):
            paras = [
                "Background: Verra's VCS programme is the largest voluntary standard by issuance. Since 2023, academic and media "
                "scrutiny of REDD+ baselines has pushed buyers towards credits with a Core Carbon Principles (CCP) label from "
                "the ICVCM, towards jurisdictional approaches and towards removals. Verra's consolidated REDD methodology "
                "replaces project-specific baselines with jurisdictional allocations over a transition period.",
                f"Market reaction: brokers said indications for nature-based vintages were {r.choice(['unchanged', 'a few cents lower', 'wider'])} "
                f"after the announcement, with little traded volume. Buyers with net-zero claims under the VCMI Claims Code "
                f"typically run their own due diligence and react with a lag of weeks rather than hours.",
                f"Next steps: Verra said it will publish the review outcome and any corrective actions on the registry; the "
                f"ICVCM board meets again on {later}.",
            ]
        elif any(k in title for k in ("TTF", "Troll", "Gassco")):
            paras = [
                "Background: Norway supplies roughly a third of Europe's pipeline gas, and unplanned outages at large fields "
                "such as Troll move TTF more than any other single supply factor outside the LNG market. Storage is "
                f"{r.randint(68, 88)}% full across the EU, {r.choice(['above', 'below'])} the five-year average for the date.",
                f"Market reaction: TTF front-month gained {mv * 2:.1f}% and TTF Cal-27 {mv:.1f}%; German power Cal-27 rose in "
                f"sympathy. The coal-to-gas switching band moved higher, which analysts read as supportive for EUA demand "
                f"from coal-fired generation over the winter.",
                f"Next steps: Gassco will update the outage estimate daily; the next UMM is expected by 10:00 CET tomorrow.",
            ]
        elif "German" in title or "Bundesnetz" in title:
            paras = [
                "Background: Germany keeps a grid reserve of mostly lignite and hard-coal units that can be called on in "
                "tight winter conditions. Units in the reserve do not sell into the wholesale market but do emit when "
                "dispatched, which counts towards verified emissions under the EU ETS.",
                f"Market reaction: German baseload Cal-27 rose {mv:.2f} EUR/MWh in early trading at EEX; peak load moved "
                f"less. Clean dark spreads were little changed.",
                f"Next steps: the ministry will publish the implementing ordinance by {later}.",
            ]
        elif any(k in title for k in ("VertiCer", "GoO", "I-REC", "I-TRACK")):
            paras = [
                "Background: guarantees of origin are the EU's tracking instrument for renewable electricity disclosure; "
                "each GoO represents 1 MWh and must be cancelled within 18 months of production. The Association of "
                "Issuing Bodies (AIB) runs the EECS hub that allows cross-border transfers between national registries.",
                f"Market reaction: brokers quoted wind and hydro GoOs {r.choice(['unchanged', 'slightly firmer', 'slightly softer'])}; "
                f"year-end retail demand usually peaks in the second half of December.",
                f"Next steps: the AIB general meeting on {later} will vote on the remaining EECS rule changes.",
            ]
        elif any(k in title for k in ("CORSIA", "ICAO")):
            paras = [
                "Background: CORSIA's first phase covers 2024-2026 emissions. Eligible units require a host-country Letter of "
                "Authorization and a corresponding adjustment so that the reduction is not also counted towards the host's "
                "NDC. Supply of authorised units has lagged demand from airlines since the start of the phase.",
                f"Market reaction: eligible units were indicated {r.choice(['firm', 'a little higher', 'unchanged'])}; airlines "
                f"continued to bid for 2021+ vintages with LoAs in hand.",
                f"Next steps: the TAB publishes its next eligibility update on {later}.",
            ]
        elif "ETS2" in title:
            paras = [
                "Background: ETS2 is a separate cap-and-trade system for fuels used in buildings and road transport, with "
                "its own allowances, its own cap and its own reserve. Fuel suppliers, not households, are the regulated "
                "entities. ETS2 allowances cannot be used for compliance in the existing system and vice versa.",
                f"Market reaction: none visible in existing allowance futures; ETS2 forward indications are thin and "
                f"mostly broker estimates. Next steps: the Commission publishes the ETS2 auction calendar by {later}.",
            ]
        else:
            paras = [
                f"Background: the scheme is unconnected to European markets and trades in its own currency and registry; "
                f"price moves there have historically had no measurable effect on European allowance prices.",
                f"Market reaction: local allowance prices moved {r.uniform(0.5, 3.0):.1f}% on the day. Brokers in Europe "
                f"reported no spill-over.",
            ]
        return "\n\n".join(paras)

    def _news_quote(self, title):
        r = self.rng
        who = r.choice(["an analyst at a Nordic bank", "a London-based carbon broker", "a utility trader in Düsseldorf",
                        "a fund manager specialising in environmental markets", "a consultant who advises compliance buyers"])
        return (f"\"{r.choice(['The headline is bigger than the substance', 'This was broadly expected but the timing surprised some', 'It is the detail in the annex that matters, not the press release', 'The market will need a few days to digest this'])}, "
                f"{r.choice(['and positioning is light into year-end', 'especially with liquidity thinning before the holidays', 'but it confirms the direction of travel', 'and most of the effect is beyond 2027'])},\" said {who}, "
                f"who asked not to be named because they are not authorised to speak to the press.")

    def news(self):
        """Policy-wire items: held, watchlist, unrelated."""
        r, m = self.rng, self.m
        intake = int(m.tnac * 0.24)
        held = [
            (f"EU Commission publishes TNAC: {m.tnac} million allowances; MSR intake of {intake} million EUA set for Sep 2027–Aug 2028",
             f"The Commission's annual communication puts the total number of allowances in circulation at {m.tnac} million, "
             f"above the 833 million upper threshold. At the 24% intake rate, {intake} million EUA will be deducted from "
             f"auction volumes over the following twelve months. Analysts had expected between {m.tnac - 60} and "
             f"{m.tnac + 70} million. Allowances held in the reserve above last year's auction volume are invalidated.",
             ["TNAC", "MSR", f"{intake} million EUA"]),
            ("CBAM: Commission confirms certificate price will track weekly average of EUA auction clearing prices from 2027",
             "An implementing act adopted today fixes the CBAM certificate price as the weekly average of EU ETS auction "
             "clearing prices on the common auction platform. Importers will surrender certificates for embedded emissions "
             "from February 2028 for the 2027 year. Market participants see the link as supportive for EUA auction demand "
             "around the weekly averaging windows, though importers do not hold EUAs directly.",
             ["CBAM", "EUA auction"]),
            ("MSR review: Commission proposal keeps 24% intake rate and adds a price-triggered release for EUA",
             "The legislative proposal, published after the College meeting, keeps the 24% intake rate to 2030 and adds a "
             "release mechanism if the six-month average EUA price exceeds a threshold. The threshold is not specified in "
             "the proposal and would be set by delegated act. Parliament rapporteurs have signalled opposition to any "
             "release mechanism before the 2030 target review.",
             ["MSR", "EUA"]),
            (f"UK ETS Authority confirms 2027 auction calendar; UKA supply cut by {r.randint(8, 15)}% versus 2026",
             "The UK ETS Authority published the 2027 auction calendar and the revised cap trajectory. Fortnightly ICE "
             "Endex auctions continue; the auction reserve price is unchanged at £22. The Authority restated that linking "
             "negotiations with the EU are ongoing and that no timetable has been agreed.",
             ["UK ETS Authority", "UKA"]),
            ("Verra places Rio Alto REDD+ issuance on hold pending review of reference-region baseline",
             "Verra said it has opened a review of the project's jurisdictional baseline allocation following a complaint "
             "filed in November. New issuances are paused; previously issued VCUs remain valid and transferable. The "
             "developer said it expects the review to close within 90 days and will cooperate fully.",
             ["Rio Alto REDD+", "on hold"]),
            ("Hollandse Biochar Kiln among first VM0044 projects to receive ICVCM CCP label",
             "The ICVCM Governing Board approved the CCP label for biochar projects under VM0044 v1.2. The first labelled "
             "issuances include the Dutch Hollandse Biochar Kiln project. Durable-removal buyers typically pay a premium "
             "for labelled units; brokers quoted tighter spreads on labelled V2023 vintages after the announcement.",
             ["Hollandse Biochar Kiln", "CCP label"]),
            (f"TTF Cal-27 up {r.uniform(2, 5):.1f}% as unplanned Troll outage cuts Norwegian flows",
             f"Gassco reported an unplanned outage at the Troll field, reducing available capacity by {r.randint(20, 45)} mcm/d "
             f"until at least the weekend. Dutch TTF front-month and TTF Cal-27 rallied; German power Cal-27 followed. "
             f"Higher gas prices reduce coal-to-gas switching incentives and tend to support EUA demand from coal generators.",
             ["TTF Cal-27", "Troll"]),
            ("Bundesnetzagentur: reserve plant rules extended; German power Cal-27 baseload firms",
             "The regulator extended the grid reserve framework for lignite units until 2029. German power Cal-27 baseload "
             "rose in early trading. Analysts noted the decision also increases expected ETS demand from the German power "
             "sector over 2027.",
             ["German power Cal-27", "Bundesnetzagentur"]),
            ("VertiCer: Dutch GoO registry to move to EECS 2027 rules; 2026 NL wind GoO cancellation deadline unchanged",
             "The Dutch issuing body VertiCer said the move to the new EECS domain protocol will not affect the cancellation "
             "deadline for 2026 production. Retail suppliers must cancel GoOs for their 2026 disclosure by the usual date. "
             "Brokers expect year-end buying of NL wind GoO 2026 to pick up from mid-December.",
             ["VertiCer", "NL wind GoO 2026"]),
        ]
        watch = [
            ("ICAO TAB: Lake Kivu Cookstoves (VCS 2891) cleared for CORSIA first phase after Letter of Authorization",
             "The ICAO Technical Advisory Body added the project's 2021-2023 vintages to the list of CORSIA first-phase "
             "eligible units after the host country issued a Letter of Authorization with a corresponding adjustment commitment.",
             ["Lake Kivu Cookstoves", "CORSIA first phase"]),
            (f"CORSIA first-phase eligible supply estimated at {r.uniform(15, 30):.1f}m units; airlines' demand far higher",
             "An industry survey estimates that authorised first-phase eligible supply will fall well short of airline demand "
             "for the 2024-2026 compliance period. Prices for eligible units have held near their highs.",
             ["CORSIA first-phase", "eligible"]),
            ("Verra consultation on VMR0006 cookstove revisions could cut Lake Kivu Cookstoves issuance",
             "Proposed changes to fuel-use assumptions would reduce issuance for many cookstove projects, including Lake Kivu "
             "Cookstoves, by an estimated 30-50%. Comments close in six weeks.",
             ["VMR0006", "Lake Kivu Cookstoves"]),
            ("I-TRACK: Brazil I-REC hydro issuance for 2026 reaches record, prices soften",
             "The I-TRACK Foundation reported record issuance of I-RECs from Brazilian hydro for 2026 production. Brokers "
             "quoted Brazil hydro I-RECs lower on the week.",
             ["I-REC", "Brazil"]),
            ("Mekong Mangrove ARR (VCS 3960) completes first verification",
             "The mangrove restoration project completed its first verification covering 2022-2024 with issuance expected in "
             "Q1. The developer said forward offtake is largely placed with European buyers.",
             ["Mekong Mangrove ARR", "first verification"]),
        ]
        unrelated = [
            ("China national ETS expands to steel, cement and aluminium; CEA prices slip",
             "The Ministry of Ecology and Environment confirmed the first compliance cycle for the three new sectors. Chinese "
             "allowance (CEA) prices fell on expectations of generous free allocation."),
            (f"RGGI Q4 auction clears at ${r.uniform(20, 27):.2f}, cost containment reserve not triggered",
             "The quarterly RGGI auction cleared within expectations; all allowances offered were sold."),
            ("California-Quebec joint auction: current vintage settles above floor",
             "The joint auction cleared above the annual floor price; advance vintage auction undersubscribed."),
            ("ETS2 start for buildings and road transport confirmed for 2028; front-loading reserve details published",
             "The Commission confirmed the one-year delay of ETS2 and set out the front-loading of the Market Stability "
             "Reserve for ETS2. ETS2 allowances are a separate market from the existing EU ETS."),
            ("Korea K-ETS: fourth-phase allocation plan raises auctioning share",
             "The environment ministry raised the auctioned share for power utilities from 10% to 25% for the next phase."),
            ("Australia ACCU: Clean Energy Regulator publishes safeguard crediting data",
             "Safeguard mechanism credit units issued for FY2025-26 came in below expectations; ACCU spot steady."),
        ]
        nh = r.randint(2, 3) if not self.weekend else r.randint(2, 3)
        nw = r.randint(1, 2)
        nu = r.randint(3, 4)
        out = []
        srcs = {"TNAC": "EU Commission", "CBAM": "EU Commission", "MSR review": "EU Commission", "UK ETS Authority": "UK ETS Authority",
                "Verra": "Verra", "Hollandse": "ICVCM", "TTF": "Reuters", "Bundesnetz": "Reuters", "VertiCer": "AIB",
                "ICAO": "ICAO", "CORSIA": "ICAO", "I-TRACK": "I-TRACK", "Mekong": "Verra", "China": "Reuters", "RGGI": "RGGI Inc.",
                "California": "CARB", "ETS2": "EU Commission", "Korea": "Reuters", "Australia": "Reuters"}

        def src(title):
            for k, v in srcs.items():
                if k in title:
                    return v
            return "wire"

        first_held = None
        def rot(lst, n, salt):
            st = (self.date.toordinal() * n + self.ci * 2 + salt) % len(lst)
            return [lst[(st + i) % len(lst)] for i in range(n)]

        for title, body, facts in rot(held, nh, 0):
            t = self.trading_time()
            body = body + "\n\n" + self._news_ctx(title) + "\n\n" + self._news_quote(title)
            emb = r.random() < 0.4
            if emb:
                mid = self.post(t, "policy", "", embeds=[{"title": title, "description": body, "url": f"https://policy.wire/{r.getrandbits(32):08x}",
                                                          "author": src(title), "footer": f"policy-wire · {_iso(t)[11:16]}Z"}])
                self.hard(mid, "held_position_news", facts, "embed")
            else:
                mid = self.post(t, "policy", f"📰 **{src(title)}** | {title}\n{body}\nhttps://policy.wire/{r.getrandbits(32):08x}")
                self.hard(mid, "held_position_news", facts, "untagged")
            out.append(("held", mid, t, title))
            if any(k in title for k in ("Rio Alto", "Hollandse", "TTF", "German power")):
                self.idiom(mid, "policy news on held product via project name / underlying", "held_position_news")
        for title, body, facts in rot(watch, nw, 1):
            t = self.trading_time()
            body = body + "\n\n" + self._news_ctx(title)
            mid = self.post(t, "policy", f"📰 **{src(title)}** | {title}\n{body}\nhttps://policy.wire/{r.getrandbits(32):08x}")
            self.hard(mid, "watchlist_news", facts, "untagged")
            out.append(("watch", mid, t, title))
        for title, body in rot(unrelated, nu, 2):
            t = self.trading_time()
            body = body + "\n\n" + self._news_ctx(title)
            mid = self.post(t, "policy", f"📰 **{src(title)}** | {title}\n{body}\nhttps://policy.wire/{r.getrandbits(32):08x}", kind="near")
            self.idiom(mid, "policy news on an ETS the desk does not hold", "not_hard")
        # reactions to news: one no-route reply, maybe a route
        heldish = [o for o in out]
        if heldish:
            kind, mid, t, title = r.choice(heldish)
            tr = t + self.s(120, 900)
            reply = r.choice([("geen actie, niet routen", ["geen actie", "niet routen"]),
                              ("zit al in de prijs. geen actie, niet doorzetten", ["geen actie", "niet doorzetten"])])
            nr = self.post(tr, "hendrik", reply[0], ref=mid)
            self.hard(nr, "no_route_decision", reply[1], "reply")
        return out

    def s_target(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        tp1 = round(m.v4105 + r.uniform(18, 26), 0)
        tp2 = tp1 - r.choice([5, 7, 8])
        mid = self.post(t, "hendrik", f"TP op VCS 4105 V2023 (removals): {tp1:.2f}")
        self.edit(mid, t + self.s(1800, 7200), f"TP op VCS 4105 V2023 (removals): {tp2:.2f} — CCP-premie is kleiner dan gedacht")
        self.hard(mid, "stop_or_target_change", ["VCS 4105 V2023", f"{tp2:.2f}"], "untagged", "edited")
        self.sup(mid, f"{tp1:.2f}")

    def s_forget(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        qty = r.choice([5, 8, 10])
        px = round(m.v4105 - 0.5, 2)
        phone = f"06-{r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}"
        cp = r.choice(CPTYS)
        c = (f"gekocht {qty}k VCS 4105 V2023 @ {_f(px)} van {cp} — hun trader wil bevestiging per app op {phone}")
        fm = self.post(t, "joost", c)
        self.hard(fm, "trade_fill", ["gekocht", f"{qty}k", "VCS 4105 V2023", _f(px)], "untagged", "forgotten")
        tf = t + self.s(300, 1500)
        self.post(tf - self.s(30, 120), "eva", "@Joost geen privénummers van tegenpartijen in dit kanaal alsjeblieft. ik laat het verwijderen.", ref=fm)
        self.forget(fm, tf, "eva", phone)
        t2 = tf + self.s(60, 300)
        fm2 = self.post(t2, "joost", f"gekocht {qty}k VCS 4105 V2023 @ {_f(px)} van {cp} (details in CTRM)")
        self.hard(fm2, "trade_fill", ["gekocht", f"{qty}k", "VCS 4105 V2023", _f(px)], "untagged")
        # non-hard forget: pasted client email
        if r.random() < 0.6:
            t = self.trading_time()
            tag = f"REF-{r.randint(10000, 99999)}"
            c = (f"fwd van klant ({tag}): 'Beste Hendrik, zoals besproken onze compliance-positie voor 2026 is ongeveer "
                 f"{r.randint(200, 900)}kt kort, graag discreet behandelen…'")
            x = self.post(t, "sanne", c)
            self.forget(x, t + self.s(200, 900), "eva", tag)

    def s_cancel_reject(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        oid = self.oid()
        q = r.choice([20, 25, 30]) * 1000
        if r.random() < 0.5:
            c = f"ORDER_CANCELLED ord_id={oid} instr=EUA_DEC27 side=BUY qty={q} px={_f(m.dec27 - 0.4)} reason=user_request by=joost.m leaves=0"
            mm = self.post(t, "ctrm", c)
            self.hard(mm, "trade_confirmation", [oid, "ORDER_CANCELLED", "EUA_DEC27"], "structured")
        else:
            c = f"ORDER_REJECTED ord_id={oid} instr=EUA_DEC27 side=BUY qty={q} px={_f(m.dec27 - 3.2)} reason=PRICE_OUTSIDE_LIMITS venue=NDEX"
            mm = self.post(t, "ctrm", c)
            self.hard(mm, "trade_confirmation", [oid, "ORDER_REJECTED", "PRICE_OUTSIDE_LIMITS"], "structured")
            self.post(t + self.s(30, 120), "joost", "my bad, oude limit uit de template. laat maar staan", ref=mm)

    def s_late_gtc(self):
        r, m = self.rng, self.m
        t = self.T(16, 10, 25)
        q = r.choice([20, 25, 30])
        px = round(m.dec27 - r.uniform(0.4, 0.9), 2)
        p = self.post(t, "joost", f"voor morgen: b {q}kt Dec27 @ {_f(px)} GTC")
        self.hard(p, "trade_proposal", ["b", f"{q}kt", "Dec27", _f(px)], "shorthand")
        t += self.s(120, 600)
        a = self.post(t, "hendrik", "👍 doe maar", ref=p)
        self.hard(a, "trade_approval", ["👍", "doe maar"], "reply")
        t += self.s(30, 120)
        oid = self.oid()
        e = self.post(t, "ctrm", "", embeds=[{"title": "Order accepted (GTC)", "description": "EUA Dec-27 · ICE Endex",
                                             "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": f"{q * 1000:,} t", "inline": True},
                                                        {"name": "Limit", "value": f"€{_f(px)}", "inline": True}],
                                             "footer": f"order {oid} · tif GTC · venue NDEX"}])
        self.hard(e, "trade_confirmation", [oid, "EUA Dec-27", "BUY", "GTC"], "embed")

    def near_misses(self):
        r, m = self.rng, self.m
        items = [
            ("joost", f"als we {r.choice([80, 100, 120])}kt Dec27 zouden kopen op {_f(m.dec27)} en de TNAC valt tegen, zitten we ruim boven de 450kt limiet. puur rekensom.",
             "Dutch hypothetical 'als we ... zouden'"),
            ("sanne", f"What if we bought 100k CORSIA Ph1 at {_f(m.corsia)}? Would origination even find the LoAs in time?", None),
            ("hendrik", f"stel dat we de hele 3417 positie in één keer dumpen op {_f(m.v3417 - 0.4)} — dan kost dat ons ongeveer ${r.randint(60, 140)}k. niet doen, alleen ter info.", None),
            ("joost", "moeten we de UKA short niet dichtdoen voor de auction?", None),
            ("noor", "wat is onze max size in Dec27 nu eigenlijk?", None),
            ("hendrik", f"vorig jaar deze week hebben we {r.choice([200, 300])}kt Dec25 verkocht op {r.uniform(78, 86):.2f}, net voor de dip. goede trade was dat.", None),
            ("lotte", "Back in 2023 the desk bought 3417 V2020 at 9.80 — a reminder of how far REDD+ has re-priced.", None),
            ("bram", f"power desk: verkocht {r.choice([25, 50])} MW DE Base Q1-27 @ {m.de27 + 4.1:.2f} bij EEX, fyi — ons boek, niet jullie hedge",
             "other desk's trade (power desk)"),
            ("bram", f"gas desk heeft net {r.choice([10, 20])} MW TTF Q1-27 gekocht op {m.ttf27 + 1.2:.2f}, niks met jullie te maken", None),
            ("noor", f"paper book (sim): b {r.choice([50, 100])}kt Dec27 @ {_f(m.dec27)}, stop {_f(m.dec27 - 2)} — alleen voor de training", "paper-book trade"),
            ("sanne", f"een stop op {_f(m.dec27 - 1.8)} op Dec27 zou verstandig zijn als we erbij kopen", None),
            ("lotte", "someone should look at Article 6.2 ITMOs from Ghana — pricing is opaque but could be interesting for CORSIA", None),
            ("joost", "> 'Carbon prices set to double by 2030' — Bloomberg opinie van vanochtend. ja hoor.", None),
            ("sanne", f"Karbone zegt dat een utility vanochtend {r.choice([500, 750])}kt Dec26 heeft gekocht via EFP. niet wij.", None),
        ]
        k = r.randint(9, 11) if not self.weekend else r.randint(7, 9)
        for who, c, idiom in r.sample(items, k):
            t = self.trading_time()
            mid = self.post(t, who, c, kind="near")
            if idiom:
                self.idiom(mid, idiom, "not_hard")
        # deleted non-hard chat
        t = self.trading_time()
        c = f"oeps verkeerde kanaal — factuur GoO recap #{r.randint(1000, 9999)} staat klaar voor ops"
        mid = self.post(t, "sanne", c)
        self.delete(mid, t + self.s(20, 90), c)
        # a typo edit on chat
        t = self.trading_time()
        mid = self.post(t, "joost", "Dec26 expiry maandag, roll schema staat in de sheeet")
        self.edit(mid, t + self.s(30, 120), "Dec26 expiry maandag, roll schema staat in de sheet")

    def discussion(self):
        """A longer back-and-forth with trading words but no decision."""
        r, m = self.rng, self.m
        t = self.trading_time()
        t = min(t, self.day0 + 20 * 3600000)
        convo = [
            ("sanne", f"Ik snap de UKA-trade nog steeds niet helemaal. Als linking echt komt, convergeert UKA naar EUA en zitten we verkeerd "
                      f"met een short. Ratio nu {m.uka26 / 0.86 / m.dec26:.2f}. Hoeveel procent kans geven we linking voor 2028?"),
            ("hendrik", "Markt prijst ~40% in denk ik. Wij zitten lager, 25%. Maar het is een asymmetrische trade, dat moet je eerlijk zeggen."),
            ("lotte", "From the policy side: the UK still has to align its cap trajectory and MSR-equivalent. The Commission will insist on "
                      "it. 2028 looks ambitious to me; 2029-2030 more plausible. The free allocation for steel is the hard part."),
            ("joost", f"En CBAM? Als UK en EU linken, hebben UK exporteurs geen CBAM meer te betalen. Dat is toch de echte reden voor Londen."),
            ("lotte", "Exactly, CBAM exemption is the political driver. But the headlines run ahead of the negotiating text every time."),
            ("sanne", "Ok. Ik hou het bij de ratio-trade, maar ik wil een stop die op headline-risico is afgestemd, niet op vol."),
            ("hendrik", "Prima, dat bespreken we morgen bij de desk meeting. Nu even niks."),
        ]
        prev = None
        for who, c in convo:
            t += self.s(60, 420)
            prev = self.post(t, who, c, ref=prev if r.random() < 0.3 else None)

    # ------------------------------------------------------------------ long market colour (not hard)
    def market_wraps(self):
        r, m = self.rng, self.m
        chg = m.dec26 - m.prev26
        slots = [(6, 20, "Open wrap"), (11, 30, "Midday wrap"), (14, 10, "Afternoon wrap"), (16, 45, "Close wrap")] if not self.weekend else (
            [(9, 30, "Weekly wrap")] if self.date.weekday() == 5 else [(16, 0, "Week ahead")])
        for h, mi, title in slots:
            t = self.T(h, mi, 10)
            lo, hi = m.dec26 - r.uniform(0.3, 0.9), m.dec26 + r.uniform(0.2, 0.8)
            s1, s2, r1 = round(m.dec26 - 1.2, 1), round(m.dec26 - 2.6, 1), round(m.dec26 + 1.4, 1)
            c = (
                f"**{title} — EU carbon & environmental markets** (auto-generated, {_iso(t)[11:16]}Z, not a recommendation)\n\n"
                f"**EUA.** Dec-26 {'at' if not self.weekend else 'closed the week at'} {m.dec26:.2f} ({chg:+.2f}), range {lo:.2f}–{hi:.2f} on "
                f"{r.randint(14, 38)}k lots on ICE Endex. Dec-26/Dec-27 {m.dec27 - m.dec26:.2f}, Dec-27/Dec-28 {m.dec28 - m.dec27:.2f} — the curve "
                f"is pricing funding at roughly {r.uniform(2.4, 3.3):.1f}%. Open interest in Dec-26 keeps falling ahead of expiry as "
                f"compliance buyers roll into Dec-27; the roll window has been orderly so far, with calendar spreads trading in "
                f"{r.choice([5, 10, 25])}kt clips through the brokers. Spot EUAs for Union Registry delivery traded "
                f"{r.uniform(0.08, 0.2):.2f} under the December future.\n\n"
                f"**Drivers.** {r.choice(['Gas was the main driver: TTF firmer on Norwegian outages, which reduces coal-to-gas switching and supports EUA demand from utilities.', 'Macro risk-off weighed on all commodities in the morning; carbon recovered with equities after the US open.', 'Policy headlines on the MSR review dominated; the market reads any price-triggered release mechanism as bearish for the back of the curve.', 'Industrial buying ahead of year-end hedging programmes provided support on dips, while funds were net sellers according to broker colour.'])} "
                f"Weather models turned {r.choice(['colder', 'milder', 'windier', 'drier'])} for the second half of December, which matters for "
                f"power-sector emissions through thermal dispatch.\n\n"
                f"**Auctions.** Today's primary auction supply was {r.uniform(2.4, 3.8):.1f}m EUA; cover ratios over the last five auctions "
                f"averaged {r.uniform(1.5, 2.2):.2f}. Auction volumes drop sharply over the holiday period, which historically tightens "
                f"the prompt market in the first half of January.\n\n"
                f"**UKA.** Dec-26 {m.uka26:.2f}, ratio to EUA (GBP-adjusted) {m.uka26 / 0.86 / m.dec26:.2f}. Linking headlines continue to "
                f"drive the spread; the UK ETS Authority has not published a timetable and UK auctions clear close to secondary.\n\n"
                f"**Gas & power.** TTF Cal-27 {m.ttf27:.2f} €/MWh, German baseload Cal-27 {m.de27:.2f} €/MWh. Clean dark spreads "
                f"remain {r.choice(['negative', 'marginally positive', 'near zero'])}; clean spark spreads improved.\n\n"
                f"**VCM.** REDD+ V2020-V2021 indications {m.v3417 - 0.3:.2f}–{m.v3417 + 0.4:.2f} USD with little volume. CORSIA "
                f"first-phase eligible units around {m.corsia:.2f} USD, bid-side demand from airlines persistent. Removals: biochar "
                f"V2023 around {m.v4105:.0f} USD; labelled supply commands a premium of {r.randint(5, 15)}%.\n\n"
                f"**GoO / RECs.** NL wind 2026 {m.goo_nl:.2f} €/MWh, Nordic hydro 2027 {m.goo_nordic:.2f}, I-REC Brazil hydro soft on "
                f"record issuance.\n\n"
                f"**Positioning.** Latest COT: investment funds net long {r.randint(20, 90)}k lots ({r.randint(-9, 9):+d}k w/w), "
                f"compliance entities net short. **Technicals.** Support {s1}/{s2}, resistance {r1}; 14d RSI {r.randint(35, 68)}. "
                f"A daily close below {s1} would open the gap to {s2}; nothing in the price action suggests that today.\n\n"
                f"**Options.** Mar-27 ATM implied vol {r.uniform(38, 52):.1f}% ({r.uniform(-1.5, 1.5):+.1f}), 25d risk reversal "
                f"{r.uniform(-2.5, 1.0):+.1f} — puts still bid over calls. Open interest concentrated at the 70 and 80 strikes "
                f"in Dec-27; {r.choice(['a large put spread traded in Mar-27 70/65', 'call buying in Dec-27 85s', 'quiet session in options'])}.\n\n"
                f"**Spreads.** EUA–UKA (GBP-adj) {m.dec26 - m.uka26 / 0.86:.2f} EUR; clean dark Cal-27 "
                f"{r.uniform(-8, 4):+.2f}; clean spark Cal-27 {r.uniform(-2, 9):+.2f}; fuel-switch level (EUR/t) "
                f"{r.uniform(55, 95):.1f}. EUA spot–Dec-26 basis {-r.uniform(0.05, 0.2):.2f}.\n\n"
                f"**Flows.** Brokers reported {r.choice(['utility roll buying', 'fund selling into strength', 'industrial buying on dips', 'two-way flow, no clear direction'])} "
                f"in Dec-26 and {r.choice(['steady EFP activity', 'light EFP activity', 'a large EFP printed mid-session'])}; "
                f"registry transfers were {r.choice(['normal', 'elevated', 'below average'])} for the time of year. UKA flow was "
                f"dominated by {r.choice(['UK utilities', 'funds trading the linking story', 'a single large seller'])}. VCM brokers saw "
                f"{r.choice(['CORSIA bids', 'ARR forward interest', 'little activity'])}; GoO flow came mostly from retail suppliers.\n\n"
                f"**Calendar.** Tomorrow: EEX CAP3 + PL auction, COT on Friday, EU Environment Council next week. "
                f"Holiday auction break starts 21 December."
            )
            self.post(t, "research", c, kind="near")

    def broker_recaps(self):
        r, m = self.rng, self.m
        if self.weekend:
            return
        for b in r.sample(["ICAP", "Evolution", "TFS", "Redshaw", "Karbone"], 3):
            t = self.T(16, 40, 40)
            lines = []
            for _ in range(r.randint(8, 13)):
                k = r.random()
                if k < 0.45:
                    lines.append(f"EUA Dec26   {r.choice([25, 50, 75, 100, 150]):>4}kt  {m.dec26 + r.uniform(-0.6, 0.6):6.2f}  {r.choice(['given', 'paid', 'cross'])}")
                elif k < 0.65:
                    lines.append(f"EUA Dec27   {r.choice([25, 50, 100]):>4}kt  {m.dec27 + r.uniform(-0.6, 0.6):6.2f}  {r.choice(['given', 'paid'])}")
                elif k < 0.75:
                    lines.append(f"Dec26/Dec27 {r.choice([50, 100, 200]):>4}kt  {m.dec27 - m.dec26 + r.uniform(-0.03, 0.03):6.2f}  spread")
                elif k < 0.85:
                    lines.append(f"UKA Dec26   {r.choice([10, 25, 50]):>4}kt  {m.uka26 + r.uniform(-0.4, 0.4):6.2f}  {r.choice(['given', 'paid'])}")
                else:
                    lines.append(f"spot EUA    {r.choice([20, 40, 80]):>4}kt  {m.dec26 - 0.12 + r.uniform(-0.2, 0.2):6.2f}  T+1 registry")
            c = (f"[{b}] **EOD recap {self.date.isoformat()} — EU carbon (all trades on our screens, counterparties undisclosed)**\n"
                 f"```\n" + "\n".join(lines) + "\n```\n"
                 f"VCM: {r.choice(['quiet', 'some REDD+ V2021 interest from a European corporate', 'CORSIA Ph1 bids firm, offers thin'])}. "
                 f"GoO: {r.choice(['NL wind 2026 offered', 'two-way in Nordic hydro 2027', 'retail buyers asking for 2026 solar'])}. "
                 f"Indications for tomorrow: Dec26 {m.dec26 - 0.1:.2f}/{m.dec26 + 0.1:.2f} in size.")
            self.post(t, "broker", c, kind="near")

    def origination_pipeline(self):
        r, m = self.rng, self.m
        t = self.T(8, 45, 30) if not self.weekend else self.T(12, 30, 60)
        rows = []
        for i in range(r.randint(7, 10)):
            rows.append(f"{i + 1:>2}. RFQ-{r.randint(1000, 9999)} · {r.choice(CPTYS):<18} · {r.choice(['buy', 'sell'])} "
                        f"{r.choice([5, 10, 25, 50, 100])}k t {r.choice(['CORSIA Ph1 V2021+', 'REDD+ V2020-21', 'ARR V2024 fwd', 'biochar V2023', 'cookstoves V2022'])} · "
                        f"{r.choice(['indicative', 'awaiting KYC', 'pricing', 'client reviewing', 'on hold (credit)', 'docs with legal'])}")
        c = ("**VCM pipeline — open client requests** (origination-agent, daily)\n" + "\n".join(rows) +
             f"\nNothing here needs a desk decision today; quotes go through the usual [PROPOSAL] flow. Pipeline notional ≈ "
             f"${r.uniform(3, 12):.1f}m.")
        self.post(t, "orig", c, kind="near")

    def java_trace(self):
        r = self.rng
        t = self.day0 + r.randint(0, 23) * 3600000 + r.randint(0, 3000000)
        c = (f"brokerbridge parser error ({r.choice(['Karbone', 'Evolution', 'CFP'])} feed), message skipped\n```\n"
             "java.lang.NumberFormatException: For input string: \"71,35\"\n"
             "\tat java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString(FloatingDecimal.java:2054)\n"
             "\tat java.base/jdk.internal.math.FloatingDecimal.parseDouble(FloatingDecimal.java:110)\n"
             "\tat java.base/java.lang.Double.parseDouble(Double.java:651)\n"
             "\tat nl.carbonams.bridge.parse.QuoteParser.price(QuoteParser.java:144)\n"
             "\tat nl.carbonams.bridge.parse.QuoteParser.parseLine(QuoteParser.java:97)\n"
             "\tat nl.carbonams.bridge.relay.IrcRelay.onMessage(IrcRelay.java:61)\n"
             "\tat org.pircbotx.hooks.ListenerAdapter.onEvent(ListenerAdapter.java:105)\n"
             "\tat org.pircbotx.hooks.managers.ThreadedListenerManager$1.run(ThreadedListenerManager.java:145)\n"
             "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n"
             "\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)\n"
             "\tat java.base/java.lang.Thread.run(Thread.java:840)\n```\n"
             f"raw line hash {r.getrandbits(64):016x} · total skipped today: {r.randint(1, 6)}")
        self.post(t, "broker", c, kind="noise")

    def reg_calendar(self):
        r = self.rng
        t = self.T(6, 50, 20) if not self.weekend else self.T(8, 0, 30)
        d = self.date
        items = [
            (1, "EEX common auction (CAP3) + DE auction, results 11:00 CET"),
            (2, "ICE Endex UKA auction, results 11:30 UK"),
            (3, "ICVCM Governing Board — CCP decisions (REDD+, cookstoves)"),
            (4, "EU Environment Council — MSR review general approach on the agenda"),
            (6, "Verra public comment period closes: VMR0006 revision"),
            (7, "EUA Dec-26 last trading day window opens; check roll status"),
            (8, "ENVI committee vote on CBAM downstream extension"),
            (9, "UK ETS Authority stakeholder webinar on linking"),
            (10, "ICAO TAB publishes updated CORSIA eligible units list"),
            (13, "AIB general meeting — EECS rule changes for GoO"),
        ]
        def bday(k):
            x = d + timedelta(days=k)
            while x.weekday() >= 5:
                x += timedelta(days=1)
            return x
        lines = [f"• {bday(k).strftime('%a %d %b')}: {txt}" for k, txt in items]
        self.post(t, "policy", "**Regulatory & market calendar — next 14 days**\n" + "\n".join(lines) +
                  "\n(times CET; sources EC, EEX, ICE Endex, ICVCM, Verra, ICAO, AIB)")

    def registry_statement(self):
        r, m = self.rng, self.m
        t = self.T(18 if not self.weekend else 19, 5, 20)
        lines = [f"**Union Registry — end-of-day holdings statement {self.date.isoformat()}** (account holder: CARBON-AMS B.V.)", "```"]
        for acct, kind in [("EU-100-5012345-0-12", "trading account"), ("EU-100-5012345-0-47", "trading account (client)"),
                           ("GB-100-2210334-0-71", "UK ETS trading account")]:
            unit = "UKA" if acct.startswith("GB") else "EUA"
            lines.append(f"{acct}  {kind:<26} {r.randint(10, 140) * 1000 + r.randint(0, 999):>9,} {unit}  "
                         f"in: {r.randint(0, 3)} tx  out: {r.randint(0, 3)} tx")
        lines.append("```")
        lines.append(f"Pending: {r.randint(0, 2)} proposed transfers (awaiting EUTL check). Trusted account list unchanged. "
                     f"Next statement: tomorrow 19:00 CET. This is a statement, not a trade confirmation.")
        self.post(t, "registry", "\n".join(lines), kind="noise")

    def ci_changelog(self):
        r = self.rng
        t = self.day0 + r.choice([3, 12, 20]) * 3600000 + r.randint(0, 3000000)
        v = f"v3.{r.randint(1, 30)}.{r.randint(0, 9)}"
        c = (f"🚀 **deploy risk-engine {v} → prod** (pipeline #{r.randint(5000, 9999)}, approved by marco.f)\n"
             f"changelog:\n"
             f"- credit lines: USD rounding fix for lines under $1m (#{r.randint(400, 700)})\n"
             f"- limits: product map adds DEBY_CAL27 to CARBON-HEDGE book\n"
             f"- VaR: correlation matrix refresh job moved to 05:00Z\n"
             f"- heartbeat: include check count in the hourly message\n"
             f"- deps: bump pandas 2.2.3, pyarrow 17.0.0\n"
             f"rollout: blue/green, 0 errors in canary ({r.randint(10, 30)} min). rollback: `deploy risk-engine --to previous`")
        self.post(t, "ci", c, kind="noise")

    def intraday_limits(self):
        r, m = self.rng, self.m
        if self.weekend:
            return
        t = self.T(12, 0, 15)
        rows = [("EUA_FUT net", r.randint(380, 445), 450, "kt"), ("EUA spot", r.randint(60, 140), 200, "kt"),
                ("UKA_FUT net", r.randint(40, 95), 150, "kt"), ("VCM_NATURE", r.randint(150, 245), 250, "k t"),
                ("VCM_REMOVALS", r.randint(20, 60), 80, "k t"), ("GOO", r.randint(600, 950), 1500, "GWh"),
                ("TTF hedge", r.randint(10, 35), 50, "MW"), ("DE power hedge", r.randint(5, 15), 30, "MW")]
        body = "\n".join(f"{k:<16}{v:>6} / {l:<5}{u:<4} {v * 100 // l:>3}%" for k, v, l, u in rows)
        c = (f"intraday limit utilisation {_iso(t)[11:16]}Z (informational, no breaches)\n```\n{body}\n```\n"
             f"VaR99/1d €{m.var + r.uniform(-0.1, 0.1):.2f}m / €2.50m · largest contributor EUA Dec-26 ({r.randint(55, 75)}%)")
        self.post(t, "risk", c, kind="near")

    def eurlex_digest(self):
        r = self.rng
        t = self.T(7, 30, 20) if not self.weekend else self.T(9, 0, 30)
        acts = [
            "Commission Implementing Regulation on the registration of geographical indications (not relevant)",
            "Council Decision on the position on the EU-Moldova Association Council (not relevant)",
            "Commission Delegated Regulation amending Annex I to Regulation (EU) 2023/956 (CBAM) — technical corrections to CN codes",
            "Commission Decision on the Union-wide quantity of allowances for ETS2 — corrigendum",
            "Commission Implementing Regulation on monitoring and reporting of maritime emissions — template update",
            "Council Regulation on fishing opportunities in the Baltic Sea (not relevant)",
            "Commission Notice on state aid guidelines for indirect emission costs — consultation",
            "Commission Decision on national implementation measures for free allocation — Malta, Cyprus",
        ]
        pick = r.sample(acts, r.randint(4, 6))
        c = ("**EUR-Lex daily — Official Journal L and C series** (filtered for climate/energy keywords)\n" +
             "\n".join(f"• {a}" for a in pick) +
             "\nFull texts linked in the policy tracker. Items with desk exposure are posted separately.")
        self.post(t, "policy", c, kind="near")

    def discussion_goo(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        t = min(t, self.day0 + 20 * 3600000)
        convo = [
            ("noor", "Hoe werkt de GoO-jaarafsluiting eigenlijk precies? Waarom kopen retailers alles in december?"),
            ("sanne", "Ze moeten voor hun stroometiket (fuel mix disclosure) GoO's cancelen voor het productiejaar. Veel retailers "
                      "wachten tot ze hun volumes precies weten, dus de vraag komt laat. Wie long is in het juiste productiejaar "
                      "heeft dan pricing power — als je niet te vroeg verkoopt."),
            ("noor", "En waarom is NL wind duurder dan Nordic hydro?"),
            ("sanne", f"Lokale herkomst. Nederlandse consumenten willen 'Hollandse wind', dat is een label met premie. Nordic hydro is "
                      f"het bulkproduct, spread nu {m.goo_nl - m.goo_nordic:.2f} €/MWh. Vorig jaar was die spread twee keer zo groot."),
            ("lotte", "Worth adding: the 18-month expiry rule means 2025 production GoOs must be cancelled soon or they are worthless, "
                      "which is why the old production year trades at a discount in Q4."),
            ("hendrik", "Goed dat je het vraagt Noor. Volgende week doet Sanne een sessie over GoO's en RECs voor het hele team."),
        ]
        prev = None
        for who, c in convo:
            t += self.s(60, 420)
            prev = self.post(t, who, c, ref=prev if r.random() < 0.3 else None)

    def compliance_note(self):
        r = self.rng
        if r.random() < 0.5:
            return
        t = self.T(8, 20, 60)
        c = ("Reminder van Compliance: (1) geen privé-telefoonnummers of e-mails van tegenpartijen in Discord; (2) trades met "
             "nieuwe tegenpartijen pas na KYC-akkoord in de CTRM; (3) REMIT: alle OTC-trades in TTF en Duitse power binnen "
             "één werkdag gerapporteerd via de RRM — dat gaat automatisch vanuit de CTRM, maar check de exceptions-lijst; "
             "(4) MAR: inside information over auctions of registry-accounts van klanten blijft binnen de desk. Vragen → Eva.")
        self.post(t, "eva", c)

    def weekend_pieces(self):
        r, m = self.rng, self.m
        if not self.weekend:
            return
        t = self.T(10, 30, 60) if self.date.weekday() == 5 else self.T(14, 0, 60)
        c = (
            "**Weekend reading — what I'm watching in carbon policy over the next month** (Lotte, long, no trade views)\n\n"
            "**EU ETS.** The MSR review proposal is the big one. The Commission's draft keeps the 24% intake rate but the "
            "discussion in Council is about a price-triggered release, which the southern member states want and the "
            "Nordics oppose. Expect nothing final before the spring; the first Council general approach is the date to "
            "watch. Separately, the 2040 target negotiations will define how much international credits (Article 6) can "
            "count towards EU targets; any opening for credits in the ETS itself would be a major change, but I see no "
            "majority for it today.\n\n"
            "**CBAM.** The definitive period starts in January. Importers need authorised-declarant status; certificate "
            "sales start in 2027 for 2026 imports at a price linked to EUA auctions. The downstream extension (to products "
            "made from steel and aluminium) is in committee. The export-rebate question is unresolved and matters for "
            "industrial buyers' hedging behaviour in EUAs.\n\n"
            "**UK.** The linking talks are in the scoping phase. The UK CBAM starts in 2027. The UK ETS Authority's "
            "consultation on the cap trajectory beyond 2030 closes in February. None of this produces a date for a link.\n\n"
            "**VCM.** ICVCM decisions on the remaining REDD+ methodologies, Verra's consolidated methodology transition "
            "deadlines, and the CORSIA eligibility list updates from ICAO's TAB. Article 6.4 (the Paris Agreement "
            "crediting mechanism) issued its first credits this year; volumes are tiny but the methodology standards will "
            "shape what buyers consider high-integrity.\n\n"
            "**GoO.** EECS rule changes at the AIB, the Dutch move to hourly GoOs in 2027 (pilot), and year-end retail "
            "demand. Hourly matching is the structural change to watch; it would split the market into time-stamped "
            "products and reduce the fungibility that makes today's annual product liquid.\n\n"
            "**Reading list.** Commission MSR review proposal + impact assessment; ICVCM assessment reports; AIB EECS "
            "rules draft; UK ETS Authority consultation documents; two academic papers on REDD+ baseline over-crediting "
            "(links in the tracker).")
        self.post(t, "lotte", c, kind="near")
        t2 = self.T(18, 0, 60)
        c2 = (
            f"Terugblik op de week, voor wie het gemist heeft. EUA deed weinig netto, Dec26 rond {m.dec26:.2f}, maar de "
            f"intraday swings rond de MSR-headlines waren groot. Onze P&L is positief voor de week, vooral door de "
            f"EUA-futures; VCM kost ons nog steeds een beetje door de REDD+ marks. GoO's deden wat ze moesten doen.\n\n"
            f"Wat ging goed: sizing rond de auctions, discipline bij stops, snelle reacties op de policy-wire. Wat kan "
            f"beter: we reageren soms te laat op broker-colour in de middag, en de EOD-recon moet eerder klaar zijn.\n\n"
            f"Volgende week: Dec26 expiry en de roll, de laatste auctions voor de kerstpauze, ICVCM-besluiten. Iedereen "
            f"maandag om 07:45 aanwezig graag. Fijn weekend verder."
        ) if self.date.weekday() == 6 else (
            f"Zaterdag-note: registry maintenance vanochtend 06:00–14:00 CET, dus geen transfers. Niets urgents. Wie "
            f"morgen de Sunday-prep doet: Joost en Sanne, vanaf 15:00. Laat de staged orders voor maandag door mij "
            f"goedkeuren voordat ze de CTRM in gaan — geen uitzonderingen, ook niet voor kleine GoO-tickets.")
        self.post(t2, "hendrik", c2, kind="near")
        for b in r.sample(["ICAP", "Evolution", "TFS", "Karbone"], 2):
            t3 = self.T(9 if self.date.weekday() == 5 else 13, 0, 60)
            c3 = (f"[{b}] **Weekly recap w/e {self.date.isoformat()}** — EU carbon volumes via our desk "
                  f"{r.randint(4, 12)}.{r.randint(0, 9)}Mt (futures) + {r.randint(1, 4)}.{r.randint(0, 9)}Mt (spot). "
                  f"Dec26 range {m.dec26 - 2:.2f}–{m.dec26 + 1.5:.2f}; most active day {r.choice(['Tuesday', 'Wednesday', 'Thursday'])} "
                  f"on the MSR headlines. UKA range {m.uka26 - 1.2:.2f}–{m.uka26 + 1.0:.2f}. VCM: {r.randint(1, 5)}.{r.randint(0, 9)}m t "
                  f"brokered, mostly CORSIA Ph1 and ARR forwards; REDD+ volumes lowest since March. GoO: NL wind 2026 "
                  f"{m.goo_nl - 0.03:.2f}–{m.goo_nl + 0.02:.2f}, retail buying starting. All trades counterparties undisclosed; "
                  f"not a confirmation of any trade.")
            self.post(t3, "broker", c3, kind="near")

    def policy_tracker(self):
        r, m = self.rng, self.m
        t = self.T(9, 15, 60) if not self.weekend else self.T(11, 30, 90)
        items = [
            ("MSR review", "Commission proposal published; Council working party meets weekly. Main split: price-triggered "
                           "release (supported by IT, ES, PL) vs. none (NL, SE, DK, DE undecided). Parliament rapporteur wants "
                           "the 2040 framework settled first."),
            ("2040 target / Article 6", "Trilogue on the 2040 climate target continues; the open question is whether up to "
                                        "3% of the reduction can come from international credits from 2036. No proposal to "
                                        "let such credits into the ETS itself."),
            ("CBAM", "Definitive period starts 1 January. Authorised-declarant applications backlog reported in several member "
                     "states. Downstream extension in ENVI; export rebate still under discussion."),
            ("ETS maritime / aviation", "Maritime surrender share rises to 70% for 2025 emissions; aviation free allocation "
                                        "phase-out completes in 2026. SAF allowances (20m) being distributed."),
            ("UK ETS", "Linking talks in scoping phase; UK CBAM legislation passed; Authority consultation on post-2030 cap "
                       "closes in February. Free allocation review for 2027-2030 published."),
            ("Swiss ETS", "Linked to EU since 2020; Swiss auction results follow EU prices closely. Nothing pending."),
            ("ICVCM", "CCP decisions outstanding on two REDD+ categories and cookstove methodologies; board meets this month."),
            ("Verra", "Consolidated REDD methodology transition deadlines; VMR0006 cookstove revision in consultation; "
                      "review of Rio Alto REDD+ baseline ongoing."),
            ("CORSIA", "ICAO TAB update on eligible units expected; first-phase supply of LoA-backed units remains tight."),
            ("GoO / EECS", "AIB rule changes on hourly GoOs; Dutch pilot 2027; cancellation deadlines unchanged for 2026 "
                           "production."),
        ]
        lines = [f"**{k}** — {v} Status: {r.choice(['no change this week', 'watch', 'moving', 'quiet'])}." for k, v in items]
        c = (f"**Policy tracker {self.date.isoformat()}** (Lotte — weekly refresh of the standing list; information only)\n\n" +
             "\n\n".join(lines) +
             "\n\nNothing in this list is new news today; new items are posted by policy-wire as they land.")
        self.post(t, "lotte", c, kind="near")

    def tnac_model(self):
        r, m = self.rng, self.m
        if self.weekend or r.random() < 0.4:
            return
        t = self.trading_time()
        em_p = r.uniform(-12, 8)
        c = (f"TNAC-model update (Joost): verified emissions forecast 2026 power {r.randint(440, 480)} Mt ({em_p:+.1f} vs vorige run), "
             f"industrie {r.randint(480, 520)} Mt, maritiem {r.randint(70, 90)} Mt, aviation {r.randint(48, 56)} Mt.\n"
             f"TNAC mei 2027 schatting {m.tnac} Mt (range {m.tnac - 55}–{m.tnac + 65}), intake Sep27–Aug28 "
             f"{int(m.tnac * 0.24)} Mt. Gevoeligheid: elke 10 Mt extra power-emissies = +2.4 Mt intake.\n"
             f"Inputs: ENTSO-E generatie t/m {(self.date - timedelta(days=2)).isoformat()}, gas/kolen-mix van de power desk, "
             f"industrie-proxies (staal, cement) via Eurostat. Sheet 'MSR-2027' is bijgewerkt. Alleen model, geen view-wijziging.")
        self.post(t, "joost", c, kind="near")

    def settlement_report(self):
        r, m = self.rng, self.m
        if self.weekend:
            return
        t = self.T(16, 40, 8)
        rows = [("EUA Dec-26", m.dec26), ("EUA Mar-27", m.dec26 + 0.45), ("EUA Jun-27", m.dec26 + 0.95),
                ("EUA Dec-27", m.dec27), ("EUA Dec-28", m.dec28), ("EUA Dec-29", m.dec28 + 2.05),
                ("UKA Dec-26", m.uka26), ("UKA Dec-27", m.uka26 + 1.2), ("TTF Cal-27", m.ttf27), ("TTF Q1-27", m.ttf27 + 3.1),
                ("DE Base Cal-27", m.de27), ("DE Peak Cal-27", m.de27 + 11.4)]
        body = "\n".join(f"{k:<16}{v:>9.2f}   chg {r.uniform(-1.2, 1.2):+.2f}   vol {r.randint(200, 30000):>6}" for k, v in rows)
        c = (f"settlement marks {self.date.isoformat()} (ICE Endex / EEX, official)\n```\n{body}\n```\n"
             f"loaded into CTRM for MtM; P&L run starts 17:45 CET.")
        self.post(t, "ctrm", c, kind="noise")

    def research_deepdive(self, force=False):
        r, m = self.rng, self.m
        if self._deepdive_done or (not force and not self.weekend and r.random() < 0.6):
            return False
        self._deepdive_done = True
        t = self.T(12, 0, 120) if not self.weekend else self.T(15, 0, 120)
        c = (
            "**Deep dive: who buys EUAs in December, and why it matters for the curve** (desk-research, auto-compiled from "
            "broker colour, COT and registry data; no recommendation)\n\n"
            "1. Compliance buyers. Utilities hedge forward on generation sales, typically one to three years out, so their "
            "December buying is mostly rolling existing hedges from the expiring contract into later Decembers. Industrials "
            "with free allocation shortfalls buy closer to the surrender deadline (30 September), and those with CBAM "
            "exposure are starting to think about certificates rather than EUAs.\n\n"
            "2. Financials. Investment funds hold a net long that swings with macro and with the MSR narrative. Their "
            "positioning is visible in the weekly Commitments of Traders report; extremes have historically marked "
            "turning points, though not reliably enough to trade on alone.\n\n"
            "3. Intermediaries. Banks and trading houses warehouse risk for compliance clients and trade the curve. Their "
            "activity shows up in spread trades and in EFPs between spot and futures.\n\n"
            "4. Auctions. Supply from auctions stops during the holiday break, so prompt liquidity in early January "
            "depends on secondary sellers. The carry between Dec-26 and Dec-27 reflects funding costs plus a small "
            "convenience yield; when the spread compresses, it usually signals prompt tightness.\n\n"
            f"Current numbers: Dec-26/Dec-27 {m.dec27 - m.dec26:.2f} (annualised ≈ {(m.dec27 / m.dec26 - 1) * 100:.2f}%), "
            f"fund net long {r.randint(20, 90)}k lots, registry transfers last week {r.randint(40, 120)}m EUA. "
            f"Historically, the last two weeks of December see {r.randint(20, 40)}% lower volume and slightly wider "
            f"spreads; roll activity concentrates in the week before expiry.\n\n"
            "Caveats: registry data is published with a lag, COT categories are broad, and broker colour is anecdotal."
        )
        self.post(t, "research", c, kind="near")

    def py_trace(self):
        r = self.rng
        if r.random() < 0.4:
            return
        t = self.day0 + r.randint(0, 23) * 3600000 + r.randint(0, 3000000)
        c = ("eex-auction-scraper: calendar fetch failed, will retry\n```\n"
             "Traceback (most recent call last):\n"
             '  File "/srv/scrapers/eex/calendar.py", line 77, in fetch\n'
             "    r = session.get(CAL_URL, timeout=20)\n"
             '  File "/srv/.venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
             '    return self.request("GET", url, **kwargs)\n'
             '  File "/srv/.venv/lib/python3.11/site-packages/requests/adapters.py", line 532, in send\n'
             "    raise ReadTimeout(e, request=request)\n"
             "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='www.eex.com', port=443): Read timed out. (read timeout=20)\n"
             f"```\nnext attempt in 300s · consecutive failures: {r.randint(1, 3)}")
        self.post(t, "ci", c, kind="noise")

    def weekend_extra(self):
        r, m = self.rng, self.m
        if not self.weekend:
            return
        t = self.T(11, 0, 60) if self.date.weekday() == 5 else self.T(13, 30, 60)
        rows = []
        for pid, name, v, q in [("VCS 3417", "Rio Alto REDD+", "V2020", r.randint(150, 240)), ("VCS 3417", "Rio Alto REDD+", "V2021", r.randint(15, 40)),
                                ("VCS 4105", "Hollandse Biochar Kiln", "V2023", r.randint(25, 45)), ("VCS 4105", "Hollandse Biochar Kiln", "V2024 fwd", r.randint(5, 20))]:
            rows.append(f"{pid} {v:<10} {name:<24} {q:>4}k t   mark {r.uniform(2, 150):7.2f}   rating {r.choice(['BB', 'BBB', 'A', 'B'])}   "
                        f"label {r.choice(['none', 'CCP pending', 'CCP'])}")
        c = ("**VCM portfolio review (weekend housekeeping)** — Lotte\n```\n" + "\n".join(rows) + "\n```\n"
             "Observations. The nature-based part of the book is concentrated in one project, which is the main "
             "idiosyncratic risk and the reason for the running integrity review. The removals part is small but has "
             "the better rating and label trajectory. Marks are broker mid where available and model where not; model "
             "marks are flagged in the CTRM. Vintage concentration: over 70% of nature-based tonnes are a single vintage.\n\n"
             "Watchlist status: Lake Kivu Cookstoves (VCS 2891) — waiting on VMR0006 outcome; Mekong Mangrove ARR (VCS 3960) "
             "— first verification pending; CORSIA first-phase units — monitoring LoA pipeline; I-REC Brazil hydro — no "
             "interest while prices soften.\n\n"
             "Housekeeping: two serial blocks need re-tagging in the CTRM after last month's partial transfers; registry "
             "account mapping for the V2024 forward will be set up when the first issuance lands. No changes to views or "
             "positions in this note.")
        self.post(t, "lotte", c, kind="near")
        # Sunday prep / Saturday check-in thread
        t = self.T(15, 10, 30) if self.date.weekday() == 6 else self.T(10, 10, 30)
        root = self.post(t, "joost", "🧵 Sunday prep voor maandag — draad hieronder" if self.date.weekday() == 6 else "🧵 zaterdag check-in, kort")
        convo = [
            ("sanne", f"Gas: TTF Cal-27 sloot vrijdag {m.ttf27:.2f}. Weekend-weer is kouder dan gedacht, dus ik verwacht maandag "
                      f"een hogere opening. Hedge-ratio blijft binnen de band, geen actie nodig vanuit mijn kant."),
            ("joost", f"EUA: Dec26 vrijdag {m.dec26:.2f}. Roll-schema staat: carbon-exec begint maandag 09:00 CET. Open GTC-orders "
                      f"zijn gecheckt, niets verlopen."),
            ("lotte", "Policy: nothing new over the weekend except the ICVCM agenda publication. I'll flag anything on Monday "
                      "morning before the open."),
            ("marco", "Risk: limits ongewijzigd tot de review. Staged orders graag vóór 21:00 vanavond in de CTRM, dan draait de "
                      "pre-trade check nog vóór de opening."),
            ("joost", "👍 helder. Ik zet de staged orders straks in na Hendrik's akkoord."),
        ]
        for who, txt in convo:
            t += self.s(120, 900)
            self.post(t, who, txt, thread=root)

    def year_end_outlook(self, force=False):
        r, m = self.rng, self.m
        if self._yeo_done or (not force and not self.weekend):
            return False
        self._yeo_done = True
        t = self.T(12, 30, 90) if self.date.weekday() == 5 else self.T(11, 0, 90)
        c = (
            "**Year-end outlook: EU carbon into 2027** (desk-research, auto-compiled; scenarios, not a recommendation)\n\n"
            f"**Supply.** Auction volumes for 2027 are set by the cap trajectory (LRF 4.3%), the MSR intake from the TNAC "
            f"publication (model: {int(m.tnac * 0.24)} Mt for Sep-27 to Aug-28), the frontloading of REPowerEU sales that ends in "
            f"2026, and the phase-out of free allocation in CBAM sectors. Net, auction supply in 2027 is expected to fall by "
            f"roughly {r.randint(8, 15)}% year on year.\n\n"
            f"**Demand.** Power-sector emissions keep falling with renewables build-out; the question is how fast. Industry "
            f"emissions are flat to slightly lower. Maritime adds surrender demand as the phase-in reaches 100% for 2026 "
            f"emissions. Aviation free allocation ends. Hedging demand from utilities follows forward generation sales and is "
            f"sensitive to gas prices: high gas means more coal burn and more EUA demand.\n\n"
            f"**Balance.** Most analysts see the market in deficit from 2027 onwards on an annual basis, with the TNAC "
            f"falling towards the 833 Mt threshold around the end of the decade. That does not translate mechanically into "
            f"price: the stock of allowances held by utilities and funds is large enough to absorb annual deficits for some "
            f"years.\n\n"
            f"**Price ranges in the street.** Bank forecasts for 2027 averages range from about {m.dec26 - 8:.0f} to "
            f"{m.dec26 + 25:.0f} EUR, median near {m.dec26 + 8:.0f}. Options imply a one-year 1-sigma range of roughly "
            f"±{r.randint(28, 40)}%.\n\n"
            f"**Risks.** (1) MSR review with a price-triggered release; (2) 2040 target design and Article 6 credits; "
            f"(3) UK linking, which would add a smaller, currently cheaper market; (4) macro recession risk hitting industrial "
            f"output; (5) gas price spikes raising coal burn; (6) political pressure on carbon prices in member states ahead of "
            f"ETS2 start.\n\n"
            f"**UK.** UKA supply falls with the new cap trajectory; demand is dominated by power and industry; linking "
            f"headlines dominate the spread to EUAs. **VCM.** Bifurcation continues: CORSIA-eligible and labelled units "
            f"tighten, legacy units drift. **GoO.** Hourly matching pilots and retail demand growth; prices for annual "
            f"products stay low while issuance grows faster than cancellations."
        )
        self.post(t, "research", c, kind="near")

    def weekend_more(self):
        r, m = self.rng, self.m
        if not self.weekend:
            return
        t = self.T(13, 0, 120)
        c = (
            "**CBAM and EUA demand — a weekend explainer** (desk-research, auto-compiled; background only)\n\n"
            "From January the CBAM definitive period starts for cement, iron and steel, aluminium, fertilisers, "
            "electricity and hydrogen. Importers must be authorised declarants and will surrender CBAM certificates for "
            "embedded emissions of the previous year, with the first surrender in 2027 for 2026 imports. Certificates are "
            "sold by member states at a price equal to the average EUA auction clearing price (quarterly in 2026, weekly "
            "from 2027). They are not EUAs, cannot be traded between importers and can only be partially repurchased.\n\n"
            "Why EUA traders care: (1) the certificate price is set off EUA auctions, so CBAM creates no direct EUA demand "
            "but links a large import market to the EUA price; (2) free allocation in CBAM sectors is phased down from "
            "2026, which raises the compliance shortfall of EU producers and therefore their EUA buying; (3) EU exporters "
            "lose free allocation without a rebate unless the export solution is adopted, which affects their hedging.\n\n"
            "Numbers people quote: CBAM-covered imports embed roughly 100-150 Mt CO2 a year; the phase-down of free "
            "allocation takes 2.5% in 2026, 5% in 2027, rising to 100% by 2034. Default values for embedded emissions are "
            "punitive, which gives importers a strong incentive to obtain verified actual emissions from suppliers.\n\n"
            "Open questions: downstream extension, anti-circumvention, treatment of electricity imports from countries "
            "with their own carbon price (UK, Switzerland already linked), and how the revenue is split between the EU "
            "budget and member states."
        )
        self.post(t, "research", c, kind="near")
        t = self.T(16, 0, 120)
        c = (f"GoO weekoverzicht (Sanne): NL wind 2026 rond {m.goo_nl:.2f}, Nordic hydro 2027 {m.goo_nordic:.2f}. Retailers beginnen "
             f"te kopen voor hun 2026-etiket, vooral Hollandse wind en zon. Aanbod uit Noorwegen blijft ruim; de spread "
             f"NL wind – Nordic hydro is {m.goo_nl - m.goo_nordic:.2f}. Verwachting: drukkere weken tot half januari, "
             f"daarna rustig tot de volgende cancel-deadline. Onze GoO-positie is long NL wind; we verkopen in sterkte "
             f"zoals afgesproken, geen wijziging. I-REC Brazil blijft zacht, niet onze markt.")
        self.post(t, "sanne", c, kind="near")
        t = self.T(9, 0, 120)
        rows = []
        for k in range(2, 7):
            d = self.date + timedelta(days=k)
            if d.weekday() < 5:
                rows.append(f"{d.strftime('%a %d %b')}: CAP3 {r.uniform(2.4, 3.6):.2f}m EUA · "
                            f"{r.choice(['DE 1.10m', 'PL 0.95m', '—', 'DE 1.25m'])} · UKA (ICE) {r.choice(['—', '5.5m'])}")
        c = "auction calendar next week (EEX / ICE Endex)\n" + "\n".join(rows) + "\nbidding windows 09:00–11:00 CET · results ~11:05 CET"
        self.post(t, "eex", c, kind="noise")

    def weekend_weeklies(self):
        r, m = self.rng, self.m
        if not self.weekend:
            return
        t = self.T(10, 45, 60) if self.date.weekday() == 5 else self.T(16, 45, 60)
        c = (
            f"**VCM & GoO weekly** (desk-research, auto; w/e {self.date.isoformat()})\n\n"
            f"**Nature-based.** REDD+ V2020-21 indications {m.v3417 - 0.35:.2f}–{m.v3417 + 0.45:.2f} USD, unchanged to slightly "
            f"lower on the week; brokered volume {r.uniform(0.4, 1.8):.1f}m t, the lowest weekly total since the summer. ARR "
            f"forwards for 2025-2027 vintages {r.randint(18, 26)}–{r.randint(28, 40)} USD, with European corporates the main "
            f"buyers. Blue-carbon supply remains scarce.\n\n"
            f"**Removals.** Biochar V2023 {m.v4105 - 4:.0f}–{m.v4105 + 6:.0f} USD; labelled issuance lifted the top of the range. "
            f"Enhanced weathering and DAC remain forward-only.\n\n"
            f"**CORSIA.** Eligible units {m.corsia - 0.5:.2f}–{m.corsia + 0.6:.2f} USD. LoA pipeline: {r.randint(3, 8)} host "
            f"countries have issued authorisations for first-phase units; airlines continue to bid ahead of the compliance "
            f"deadline.\n\n"
            f"**Registry stats.** Verra issuance {r.uniform(3, 9):.1f}m VCUs, retirements {r.uniform(2, 6):.1f}m; Gold Standard "
            f"issuance {r.uniform(0.5, 2):.1f}m. Retirement beneficiaries dominated by European and Japanese corporates.\n\n"
            f"**GoO.** NL wind 2026 {m.goo_nl - 0.02:.2f}–{m.goo_nl + 0.03:.2f}, Nordic hydro 2027 {m.goo_nordic - 0.02:.2f}–"
            f"{m.goo_nordic + 0.02:.2f} EUR/MWh. Year-end retail demand is picking up; Nordic supply is ample after a wet "
            f"autumn. I-REC Brazil hydro soft on record issuance."
        )
        self.post(t, "research", c, kind="near")
        t = self.T(17, 30, 60) if self.date.weekday() == 6 else self.T(12, 15, 60)
        c = (
            f"**Options & positioning weekly** (desk-research, auto)\n"
            f"EUA Mar-27 ATM vol {r.uniform(38, 50):.1f}% ({r.uniform(-2, 2):+.1f} w/w); Dec-27 ATM {r.uniform(33, 45):.1f}%. "
            f"25d risk reversal Mar-27 {r.uniform(-3, 0.5):+.1f}. Largest open-interest strikes: Dec-27 70P, 80C, 90C.\n"
            f"COT (ICE Endex EUA): investment funds net long {r.randint(20, 90)}k lots ({r.randint(-9, 9):+d}k), credit "
            f"institutions net short {r.randint(100, 200)}k, operators with compliance obligations net short "
            f"{r.randint(200, 400)}k. Fund length is in the {r.randint(30, 70)}th percentile of the last three years.\n"
            f"UKA: funds net long {r.randint(2, 15)}k lots; open interest concentrated in Dec-26 and Dec-27."
        )
        self.post(t, "research", c, kind="near")

    def weekend_long(self):
        r, m = self.rng, self.m
        if not self.weekend:
            return
        if self.date.weekday() == 5:
            t = self.T(8, 30, 40)
            c = (
                "**Draft: desk plan 2027 — voor bespreking, niets besloten** (Hendrik)\n\n"
                "1. Compliance-klanten. Meer industriële klanten helpen met EUA-hedging en CBAM-vragen. Cement en staal zijn "
                "de logische doelgroep; zij krijgen minder gratis allowances en hebben weinig eigen trading-capaciteit. "
                "Doel: tien nieuwe klanten, vooral via bestaande relaties van het power-team.\n\n"
                "2. EUA-boek. Zelfde risk-budget als 2026, maar minder directional en meer curve/spread (Dec/Dec, EUA/UKA, "
                "spot/futures). De directional posities hebben dit jaar het meeste opgeleverd maar ook de grootste "
                "drawdowns; ik wil de P&L stabieler.\n\n"
                "3. VCM. Afbouwen van legacy nature-based naar een kleiner, kwalitatiever boek: CCP-gelabelde units, "
                "removals en CORSIA-eligible. Origination-agent krijgt meer capaciteit voor LoA-deals. Integrity reviews "
                "blijven verplicht voor alles boven 25k t.\n\n"
                "4. GoO/REC. Uurlijkse GoO's gaan komen; we moeten systemen en contracten daarop voorbereiden. "
                "Retail-klanten vragen nu al om 24/7-matching offertes.\n\n"
                "5. Mensen & systemen. Noor gaat na de traineeship naar GoO/VCM. CTRM-upgrade in Q2; registry-koppelingen "
                "(Union Registry, Verra, VertiCer) in één service. Risk-engine krijgt een VCM-specifiek model.\n\n"
                "6. Risico. Limieten per boek blijven; Marco stelt voor de VCM-limiet te splitsen naar rating-bucket. "
                "Kredietlijnen voor airlines blijven een aandachtspunt.\n\n"
                "Reacties graag vóór de offsite in januari. Dit is een draft, geen besluit over posities of limieten."
            )
            self.post(t, "hendrik", c, kind="near")
        else:
            t = self.T(12, 0, 60)
            c = (
                "**Reading notes: new paper on REDD+ baseline over-crediting** (Lotte, Sunday reading, no desk action)\n\n"
                "The paper uses synthetic controls for 40+ REDD+ projects across Latin America, Africa and Southeast Asia "
                "and compares credited avoided deforestation with observed loss in matched control areas. Headline: the "
                "median project was credited for several times the avoided loss the synthetic control supports, with wide "
                "dispersion and a minority of projects performing close to or better than claimed.\n\n"
                "Methodological caveats: (1) synthetic controls depend on the donor pool, and in frontier regions good "
                "matches are scarce; (2) the loss datasets under-detect degradation and small clearings; (3) the "
                "counterfactual for projects that slowed an active deforestation front is inherently hard to estimate.\n\n"
                "How it relates to our work: it supports using jurisdictional baselines and independent datasets in our "
                "integrity reviews, which we already do. It does not single out any project we hold or watch; our own "
                "project-level numbers are in the review notes. Market impact of papers like this has typically been a "
                "short sentiment hit on the whole segment rather than on specific vintages.\n\n"
                "Also worth reading: the response from two developers' associations (they dispute the donor pool), and a "
                "rating agency note that says its ratings already embed most of the over-crediting the paper finds."
            )
            self.post(t, "lotte", c, kind="near")

    def sunday_checklist(self):
        r, m = self.rng, self.m
        if self.date.weekday() != 6:
            return
        t = self.T(17, 45, 40)
        c = (
            f"checklist maandag (Joost)\n"
            f"☐ 07:30 ICE Endex pre-open: Dec26 indicatie checken vs vrijdag-settle {m.prev26:.2f}\n"
            f"☐ staged orders in CTRM: status ACCEPTED_PENDING_OPEN verifiëren, geen dubbele tickets\n"
            f"☐ roll-schema carbon-exec: start 09:00 CET, max 20% van volume, stop bij spread > {m.dec27 - m.dec26 + 0.05:.2f}\n"
            f"☐ EEX CAP3 auction: bid-voorstel klaar vóór 08:30, Hendrik akkoord vóór 08:45\n"
            f"☐ registry: openstaande transfers na de maintenance van zaterdag nalopen (EUTL-checks)\n"
            f"☐ VCM: Verra-transfers van vrijdag bevestigen met Sanne; serials matchen met CTRM\n"
            f"☐ risk: limits ongewijzigd tenzij Marco iets stuurt; VaR-model update staat voor woensdag\n"
            f"☐ policy: ICVCM board agenda + Environment Council voorbereiding (Lotte)\n"
            f"☐ GoO: retailer-RFQ's van vrijdag beantwoorden (Sanne)\n"
            f"☐ EOD-recon sheet: #REF in GoO-tab is gefixt, nog één keer checken\n"
            f"Niets hiervan is een trade; alles wat een trade wordt gaat via voorstel + akkoord."
        )
        self.post(t, "joost", c, kind="near")

    def apac_preview(self):
        r, m = self.rng, self.m
        if self.date.weekday() != 6:
            return
        t = self.T(21, 30, 20)
        c = (
            f"**APAC open preview** (desk-research, auto; Sunday {_iso(t)[11:16]}Z)\n"
            f"China CEA: national allowance last {r.uniform(60, 100):.2f} CNY, expansion to steel/cement/aluminium under way; "
            f"first compliance cycle for new sectors drives spot demand. Korea KAU: {r.randint(8000, 12000):,} KRW, auction "
            f"share rising next phase. Australia ACCU: generic spot {r.uniform(33, 40):.2f} AUD, safeguard crediting data "
            f"out last week. NZ ETS: {r.uniform(45, 65):.2f} NZD, government auction settings under review.\n"
            f"Japan GX-ETS: voluntary phase continuing; J-Credits {r.randint(2500, 4000):,} JPY. Singapore: carbon tax "
            f"offset eligibility list updated; first ICC-based transactions reported.\n"
            f"None of these markets are linked to EU or UK allowances; listed for context only. European open tomorrow "
            f"08:00 CET on ICE Endex."
        )
        self.post(t, "research", c, kind="near")

    # ------------------------------------------------------------------ day assembly
    def build(self):
        r = self.rng
        self.noise_flows()
        self.broker_flow()
        self.chat_flow()
        self.near_misses()
        self.discussion()
        if r.random() < 0.6 or self.weekend:
            self.discussion_vcm()
        self.morning_note()
        self.market_wraps()
        self.broker_recaps()
        self.origination_pipeline()
        self.java_trace()
        self.reg_calendar()
        self.registry_statement()
        self.ci_changelog()
        self.intraday_limits()
        self.eurlex_digest()
        self.compliance_note()
        self.vcm_note()
        self.auction_preview_review()
        self.var_decomp()
        self.eod_note()
        self.meeting_notes()
        self.open_orders()
        self.weekend_pieces()
        self.policy_tracker()
        self.tnac_model()
        self.settlement_report()
        self.research_deepdive()
        self.py_trace()
        self.weekend_extra()
        self.year_end_outlook()
        self.weekend_more()
        self.weekend_weeklies()
        self.weekend_long()
        self.sunday_checklist()
        self.apac_preview()
        if r.random() < 0.55 or self.weekend:
            self.discussion_goo()
        self.daily_risk_report()
        self.explainer()
        if r.random() < 0.7:
            self.backtest()
        self.s_registry_transfers() if not self.weekend else None
        # core chains
        self.s_eua_chain(self.T(7, 40, 50) if not self.weekend else self.T(15, 30, 60) if self.date.weekday() == 6 else self.T(10, 0, 40))
        self.s_vcm_chain(self.T(9, 30, 120) if not self.weekend else self.T(11, 0, 60))
        if not self.weekend:
            self.s_auction_chain(self.T(8, 0, 15))
        self.analyst_report(self.T(11, 0, 90) if not self.weekend else self.T(12, 0, 60))
        self.news()
        self.s_risk()
        self.s_routes()
        self.s_uka(self.T(13, 0, 90) if not self.weekend else self.T(16, 30, 60))
        self.s_forget()
        self.top_up()
        # optional scenes, within a per-day budget of hard events
        wk = self.weekend
        opts = [
            ("hedge", 4, lambda: self.s_hedge(self.T(14, 0, 60) if not wk else self.T(17, 0, 40))),
            ("goo", 3, lambda: self.s_goo(self.T(12, 0, 120) if not wk else self.T(11, 30, 60))),
            ("target", 1, self.s_target),
        ]
        if not wk:
            opts += [("cancel", 1, self.s_cancel_reject), ("gtc", 3, self.s_late_gtc)]
        else:
            opts += [("eua2", 6, lambda: self.s_eua_chain(self.T(18, 30, 40)))]  # second staged order for Monday
        r.shuffle(opts)
        pref = {0: "target", 1: "goo", 2: "gtc", 3: "hedge"}[self.focus]
        opts.sort(key=lambda o: o[0] != pref)
        budget = r.randint(34, 41) if not wk else r.randint(28, 34)
        for name, mx, fn in opts:
            if len(self.hard_events) + mx <= budget:
                fn()

    def content_bytes(self):
        n = 0
        for mm in self.msgs.values():
            n += len(mm["content"].encode("utf-8"))
            for em in mm["embeds"]:
                for k in ("title", "description", "author", "footer"):
                    n += len((em.get(k) or "").encode("utf-8"))
                for f in em.get("fields", []):
                    n += len((f["name"] + f["value"]).encode("utf-8"))
        return n

    def top_up(self, target=75 * 1024):
        """Busy days carry more reading material; make sure the day reaches a realistic volume."""
        base = (self.date.toordinal() + self.ci) % 4
        steps = [lambda: self.research_deepdive(force=True), lambda: self.year_end_outlook(force=True),
                 lambda: self.explainer((base + 2) % 4), lambda: self.explainer((base + 1) % 4)]
        for step in steps:
            if self.content_bytes() >= target:
                break
            step()

    def discussion_vcm(self):
        r, m = self.rng, self.m
        t = self.trading_time()
        t = min(t, self.day0 + 20 * 3600000)
        convo = [
            ("noor", "Vraag over de VCM-boek: waarom houden we nog REDD+ als iedereen naar removals gaat?"),
            ("lotte", "Because the price already reflects most of the integrity discount. At 3-4 USD a V2020 REDD+ unit is priced "
                      "as if a large share is over-credited. The question is whether it goes to zero or re-rates on a CCP label. "
                      "I don't think zero is likely, but the distribution is wide."),
            ("hendrik", "En liquiditeit. Removals zijn duur en dun, REDD+ kun je nog verkopen. Beide hebben een functie in het boek."),
            ("noor", f"En CORSIA? Die units staan rond {_f(m.corsia)}, dat is 5x REDD+."),
            ("lotte", "CORSIA first-phase eligibility needs a Letter of Authorization and a corresponding adjustment. Most legacy "
                      "REDD+ vintages will never qualify. That's why the spread is so big, and why origination spends so much time "
                      "on host-country LoAs."),
            ("joost", "Vorige maand hebben we nog 3417 V2021 verkocht aan een airline die dacht dat het CORSIA was, die kwam terug 😅"),
            ("hendrik", "Ja, en daarom staat 'CORSIA-eligible: no' nu standaard in elk voorstel van origination."),
        ]
        prev = None
        for who, c in convo:
            t += self.s(60, 400)
            prev = self.post(t, who, c, ref=prev if r.random() < 0.25 else None)


def _channel_id(ci: int) -> str:
    if ci < len(CHANNEL_IDS):
        return CHANNEL_IDS[ci]
    base = int(CHANNEL_IDS[-1])
    return str(base + (ci - len(CHANNEL_IDS) + 1) * 1117283648123)


def _norm_end(end):
    if end is None:
        return DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    mid = end.replace(hour=0, minute=0, second=0, microsecond=0)
    if mid != end:
        mid += timedelta(days=1)  # the day containing `end` is the last day
    return mid


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [...], "labels": {...}} for `days` whole UTC days ending at `end`
    (rounded up to a UTC midnight; default 2026-12-05T00:00Z) across `channels` channels."""
    end = _norm_end(end)
    channels = max(1, int(channels))
    days = max(1, int(days))
    gen = Gen()
    all_ops = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms = {}
    for di in range(days):
        date = (end - timedelta(days=days - di)).date()
        for ci in range(channels):
            d = Day(gen, seed, ci, date, _channel_id(ci))
            d.build()
            all_ops.extend(d.ops)
            labels["hard_events"].extend(d.hard_events)
            labels["superseded_facts"].extend(d.superseded)
            labels["removed_texts"].extend(d.removed)
            labels["noise_message_ids"].extend(d.noise)
            labels["near_miss_ids"].extend(d.near)
            for k, v in d.idioms.items():
                idioms.setdefault(k, v)
    all_ops.sort(key=lambda x: (x[0], x[1]))
    rows = [idioms[k] for k in IDIOM_ORDER if k in idioms][:20]
    labels["idioms"] = rows
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    labels["near_miss_ids"] = [i for i in labels["near_miss_ids"] if i not in hard_ids]
    return {"events": [op for _, _, op in all_ops], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.carbon_markets", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-05T00:00Z)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    print(f"{DESK}: {len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
