#!/usr/bin/env python3
"""Desk generator: Cairo EGX equities desk (Arabizi / English / Arabic script).

A seeded, standard-library-only generator of a busy Discord channel day for an
Egyptian Exchange cash-equities desk that also hedges USD/EGP with offshore NDFs
and trades Egyptian T-bills and Eurobonds.  Produces capture-format JSON Lines
events plus ground-truth labels (see tests/desks/BRIEF.md).

    python -m tests.desks.cairo_egx_arabizi_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "cairo_egx_arabizi_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
CAIRO = timezone(timedelta(hours=2))  # EET, December (no DST)
# End of the default day: midnight Cairo at the end of Monday 7 Dec 2026.
DEFAULT_END = datetime(2026, 12, 7, 22, 0, 0, tzinfo=UTC)
GUILD_ID = "1241879305526734918"
DAY_MS = 86_400_000


def snowflake(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def channel_id_for(index: int) -> str:
    # a fixed creation time in May 2024, spaced per index -> stable, distinct, 19 digits
    ms = 1716123456789 + index * 86_400_017 + (index * 7919) % 1000
    return str(snowflake(ms, 7, 311 + index % 60000))


PEOPLE = {
    # key: (author_id, author_name, bot)
    "karim": ("1103847261950384721", "Karim Abdelaziz", False),      # desk head / PM
    "mostafa": ("1119283746501928374", "Mostafa Hegazy", False),     # senior equity trader
    "salma": ("1127364518293746510", "Salma Fathy", False),          # FX / fixed income
    "youssef": ("1184736291058473625", "Youssef Nabil", False),      # junior analyst
    "nour": ("1150293847561029384", "Nour ElDin", False),            # research
    "heba": ("1162738495061728394", "Heba (ops)", False),            # middle office, moderator
    "tarek": ("1138475629103847562", "Tarek Soliman | Risk", False),  # risk manager
    "ahmed": ("1172635481920374655", "Ahmed Rashad • GCC desk", False),
    "oms": ("1209384756102938475", "Thoth OMS", True),
    "risk": ("1210293847561029384", "riskd", True),
    "news": ("1211928374650192837", "EGX-Wire", True),
    "cron": ("1213847562910384756", "desk-cron", True),
    "md": ("1214736251098374651", "md-gateway", True),
    "alerts": ("1215263748190263748", "price-alerts", True),
    "pnl": ("1216374859201736452", "pnl-bot", True),
    "ci": ("1217485960312847563", "ci-deploy", True),
    "exec": ("1218596071423958674", "exec-agent", True),
    "triage": ("1219607182534069785", "triage-agent", True),
}

# ticker: (company, short name, Arabic name, base price EGP, sector)
EQ = {
    "COMI": ("Commercial International Bank", "CIB", "البنك التجاري الدولي", 84.0, "banks"),
    "HRHO": ("EFG Holding", "EFG", "إي إف جي القابضة", 24.5, "financials"),
    "TMGH": ("Talaat Moustafa Group", "TMG", "مجموعة طلعت مصطفى", 61.0, "real estate"),
    "EAST": ("Eastern Company", "Eastern", "الشرقية للدخان", 31.0, "tobacco"),
    "SWDY": ("Elsewedy Electric", "Elsewedy", "السويدي إليكتريك", 76.0, "industrials"),
    "FWRY": ("Fawry", "Fawry", "فوري", 11.9, "fintech"),
    "ABUK": ("Abu Qir Fertilizers", "Abu Qir", "أبوقير للأسمدة", 55.0, "fertilizers"),
    "ETEL": ("Telecom Egypt", "TE", "المصرية للاتصالات", 41.0, "telecom"),
    "ORAS": ("Orascom Construction", "Orascom", "أوراسكوم كونستراكشون", 335.0, "construction"),
    "ESRS": ("Ezz Steel", "Ezz", "حديد عز", 112.0, "steel"),
    "EFIH": ("e-finance for Digital and Financial Investments", "e-finance", "إي فاينانس", 21.0, "fintech"),
    "MFPC": ("Misr Fertilizers Production Co", "MOPCO", "موبكو", 38.0, "fertilizers"),
    "PHDC": ("Palm Hills Developments", "Palm Hills", "بالم هيلز", 7.4, "real estate"),
    "JUFO": ("Juhayna Food Industries", "Juhayna", "جهينة", 24.0, "food"),
    "AMOC": ("Alexandria Mineral Oils", "AMOC", "أموك", 8.1, "petrochemicals"),
    "CIRA": ("CIRA Education", "CIRA", "سيرا للتعليم", 16.0, "education"),
    "ORWE": ("Oriental Weavers", "Oriental Weavers", "السجاد الشرقيون", 27.0, "textiles"),
    "HELI": ("Heliopolis Housing", "Heliopolis Housing", "مصر الجديدة للإسكان", 9.5, "real estate"),
    "EMFD": ("Emaar Misr", "Emaar Misr", "إعمار مصر", 8.6, "real estate"),
}
CORE = ["COMI", "HRHO", "TMGH", "EAST", "SWDY", "FWRY", "ABUK"]
EXTRA = ["ETEL", "ORAS", "ESRS", "EFIH", "MFPC", "PHDC", "JUFO", "AMOC", "CIRA", "ORWE", "HELI", "EMFD"]
EUROBONDS = [("EGYPT 7.053 01/32", 93.0), ("EGYPT 5.875 02/31", 90.5), ("EGYPT 8.5 01/47", 82.0),
             ("EGYPT 7.625 05/29", 98.0)]
NDF_BANKS = ["Citi", "JPM", "HSBC", "SocGen", "StanChart"]
GCC = [("2222", "Aramco", 27.8), ("1120", "Al Rajhi", 96.4), ("EMAAR", "Emaar Properties", 14.2),
       ("FAB", "First Abu Dhabi Bank", 15.6), ("QNBK", "QNB", 17.9)]

AR_DIG = str.maketrans("0123456789,.", "٠١٢٣٤٥٦٧٨٩٬٫")


def ai(s) -> str:
    """Arabic-Indic digits (with Arabic thousands/decimal separators)."""
    return str(s).translate(AR_DIG)


def p2(x: float) -> str:
    return f"{x:.2f}"


def q_alf(q: int) -> str:
    if q >= 1_000_000:
        return f"{q / 1e6:g} milyon"
    return f"{q // 1000} alf"


def q_k(q: int) -> str:
    return f"{q // 1000}k"


def q_c(q: int) -> str:
    return f"{q:,}"


def rfc(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def hms(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=CAIRO).strftime("%H:%M:%S")


def hm(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=CAIRO).strftime("%H:%M")


def HE(etype: str, facts, phrasing: str) -> dict:
    return {"event_type": etype, "facts": [str(f) for f in facts], "phrasing": phrasing}


# ----------------------------------------------------------------------------
# the book of one channel (stable over days)
# ----------------------------------------------------------------------------

def make_book(seed: int, ch: int) -> dict:
    r = random.Random(f"{DESK}|book|{seed}|{ch}")
    core = CORE[:]
    r.shuffle(core)
    extra = EXTRA[:]
    r.shuffle(extra)
    held = core[:4] + [extra[0]]
    watch = core[4:] + [extra[1]]
    other = extra[2:]
    base = {tk: EQ[tk][3] * (1 + r.uniform(-0.07, 0.07)) for tk in EQ}
    pos, avg = {}, {}
    for tk in held:
        notional = r.choice([6, 8, 10, 12, 15, 18, 22]) * 1_000_000
        pos[tk] = max(5_000, int(round(notional / base[tk] / 5000.0)) * 5000)
        avg[tk] = base[tk] * (1 + r.uniform(-0.12, 0.04))
    eb, ebpx = r.choice(EUROBONDS)
    return {
        "held": held, "watch": watch, "other": other, "base": base, "pos": pos, "avg": avg,
        "fx": r.uniform(49.2, 51.6), "ndf_pos": r.choice([1.5, 2.0, 2.5, 3.0]),
        "tb_face": r.choice([80, 100, 120, 150]), "eb": eb, "ebpx": ebpx + r.uniform(-2, 2),
        "eb_pos": r.choice([2, 3, 4, 5]),
        "lead": "karim",
    }


# ----------------------------------------------------------------------------
# one channel-day
# ----------------------------------------------------------------------------

class Day:
    def __init__(self, seed, ch, day_idx, start_ms, channel_id, book):
        self.rng = random.Random(f"{DESK}|day|{seed}|{ch}|{day_idx}")
        self.ch = ch
        self.day_idx = day_idx
        self.start = start_ms
        self.cid = channel_id
        self.book = book
        self.worker = 1 + ch % 31
        self.msgs = []
        self.ops = []
        self.threads = []
        self.used = set()
        self.oid_n = self.rng.randint(11, 60)
        r = self.rng
        # the session date is the Cairo date at noon of the window
        noon = datetime.fromtimestamp((start_ms + DAY_MS // 2) / 1000, tz=CAIRO)
        self.date = noon
        self.mon = noon.strftime("%b")
        self.dnum = noon.day
        self.wday = noon.strftime("%A")
        drift = day_idx * 0.004
        self.px = {tk: round(b * (1 + drift + r.gauss(0, 0.012)), 2) for tk, b in book["base"].items()}
        self.fx = round(book["fx"] * (1 + 0.002 * day_idx) + r.uniform(-0.15, 0.15), 2)
        self.ndf = round(self.fx + r.uniform(0.9, 1.8), 2)
        self.tb = round(r.uniform(22.4, 26.2), 2)
        self.lvl = int(r.uniform(37200, 41800))

    # -- primitives ----------------------------------------------------------
    def ms_at(self, h: float) -> int:
        h = min(max(h, 0.0), 23.995)
        return self.start + int(h * 3_600_000) + self.rng.randint(0, 999)

    def post(self, h, who, content="", embeds=None, ref=None, thread=None, cat="chat", hard=None,
             idiom=None, snippet=None, attachments=None):
        m = {"ms": self.ms_at(h), "who": who, "content": content, "embeds": embeds or [],
             "ref": ref, "thread": thread, "cat": cat, "hard": hard, "idiom": idiom,
             "final": content, "state": "live", "superseded": [], "snippet": snippet,
             "attachments": attachments or [], "id": None}
        self.msgs.append(m)
        return m

    def edit(self, m, h, new_content, superseded=()):
        ms = max(self.ms_at(h), m["ms"] + 5000)
        self.ops.append({"op": "edit", "ms": ms, "m": m, "content": new_content})
        m["final"] = new_content
        if m["state"] == "live":
            m["state"] = "edited"
        m["superseded"].extend(superseded)

    def delete(self, m, h):
        ms = max(self.ms_at(h), m["ms"] + 3000)
        self.ops.append({"op": "delete", "ms": ms, "m": m})
        m["state"] = "deleted"

    def bulk_delete(self, ms_list, h):
        ms = max([self.ms_at(h)] + [m["ms"] + 3000 for m in ms_list])
        self.ops.append({"op": "bulk_delete", "ms": ms, "ms_list": ms_list})
        for m in ms_list:
            m["state"] = "deleted"

    def forget(self, m, h, by):
        ms = max(self.ms_at(h), m["ms"] + 3000)
        self.ops.append({"op": "forget", "ms": ms, "m": m, "by": by})
        m["state"] = "forgotten"

    def pin(self, m, h, by, unpin=False):
        ms = max(self.ms_at(h), m["ms"] + 2000)
        self.ops.append({"op": "unpin" if unpin else "pin", "ms": ms, "m": m, "by": by})

    def react(self, m, h, emoji, by, remove=False):
        ms = max(self.ms_at(h), m["ms"] + 1500)
        self.ops.append({"op": "reaction_remove" if remove else "reaction_add", "ms": ms, "m": m,
                         "emoji": emoji, "by": by})

    def new_thread(self, h):
        t = {"ms": self.ms_at(h), "id": None}
        self.threads.append(t)
        return t

    def pick(self, seq, n=None):
        if n is None:
            return self.rng.choice(seq)
        return self.rng.sample(list(seq), n)

    def fresh(self, key, options):
        """choose an option not yet used today under `key` (falls back to any)."""
        left = [i for i in range(len(options)) if (key, i) not in self.used]
        i = self.rng.choice(left) if left else self.rng.randrange(len(options))
        self.used.add((key, i))
        return options[i]

    def oid(self) -> str:
        self.oid_n += self.rng.randint(1, 7)
        return "EQ-" + ai(f"{self.date:%m%d}-{self.oid_n:03d}")

    def qty_for(self, tk, lo=1.5, hi=6.0) -> int:
        notional = self.rng.uniform(lo, hi) * 1_000_000
        step = 5000 if self.px[tk] < 30 else 1000
        return max(step, int(round(notional / self.px[tk] / step)) * step)

    def co(self, tk):
        return EQ[tk][0]

    # -- noise helpers ---------------------------------------------------------
    def ack(self, h, ref=None, who=None):
        who = who or self.pick(["mostafa", "salma", "youssef", "karim", "nour", "heba"])
        txt = self.pick(["ok", "thx", "👍", "tamam", "shokran", "🙏", "✅", "mashy", "تمام", "noted ✅",
                         "ok thx", "tmm", "👌", "7ader", "shokran ya basha", "ok ya Heba", "💪"])
        return self.post(h, who, txt, ref=ref, cat="noise")


# ----------------------------------------------------------------------------
# content builders
# ----------------------------------------------------------------------------

STACKS = [
    ("md", "```\nERROR md_gateway.ws  feed=mubasher-l2 session=cai-02 unhandled frame\n"
           "Traceback (most recent call last):\n"
           "  File \"/opt/desk/md_gateway/ws.py\", line 288, in _reader\n"
           "    frame = await self._ws.recv()\n"
           "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n"
           "    await self.ensure_open()\n"
           "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 944, in ensure_open\n"
           "    raise self.connection_closed_exc()\n"
           "websockets.exceptions.ConnectionClosedError: received 1006 (connection closed abnormally [internal]); then sent 1006\n"
           "  during handling of the above exception, another exception occurred:\n"
           "  File \"/opt/desk/md_gateway/book.py\", line 131, in apply_delta\n"
           "    lvl = self.levels[side][px]\n"
           "KeyError: Decimal('{px}')\n\n"
           "The above exception was the direct cause of the following exception:\n\n"
           "Traceback (most recent call last):\n"
           "  File \"/opt/desk/md_gateway/main.py\", line 74, in run_forever\n"
           "    await asyncio.gather(*self._tasks)\n"
           "  File \"/opt/desk/md_gateway/feed.py\", line 203, in consume\n"
           "    self.book.apply_delta(sym, side, px, qty)\n"
           "  File \"/opt/desk/md_gateway/book.py\", line 139, in apply_delta\n"
           "    raise BookCorrupt(sym) from e\n"
           "md_gateway.errors.BookCorrupt: {tk}: delta for unknown level, snapshot required\n"
           "2026 WARN md_gateway.feed requesting snapshot for {tk} (seq={a})\n"
           "2026 INFO md_gateway.feed snapshot applied {tk}: 10 levels bid / 10 levels ask\n```\n"
           "book {tk} marked STALE, resubscribing"),
    ("oms", "```\n{ts} ERROR fixgw.session EGX-FIX-01 sequence gap (expected={a} got={b})\n"
            "Traceback (most recent call last):\n"
            "  File \"/opt/thoth/fixgw/session.py\", line 412, in on_message\n"
            "    self._check_seq(msg)\n"
            "  File \"/opt/thoth/fixgw/session.py\", line 377, in _check_seq\n"
            "    raise SeqGapError(expected, got)\n"
            "thoth.fixgw.errors.SeqGapError: expected={a} got={b}\n"
            "{ts} WARN  fixgw.session EGX-FIX-01 sending ResendRequest(7) BeginSeqNo={a} EndSeqNo=0\n"
            "{ts} INFO  fixgw.session EGX-FIX-01 gap filled, {n} msgs replayed, PossDupFlag=Y\n```"),
    ("cron", "```\njava.net.SocketTimeoutException: Read timed out\n"
             "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
             "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n"
             "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n"
             "\tat org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)\n"
             "\tat eg.desk.recon.McdrClient.fetchPositions(McdrClient.java:{n})\n"
             "\tat eg.desk.recon.NightlyRecon.run(NightlyRecon.java:77)\n"
             "\tat java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)\n"
             "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
             "Caused by: java.net.SocketTimeoutException: Read timed out\n"
             "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
             "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n"
             "\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)\n"
             "\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)\n"
             "\tat java.base/sun.security.ssl.SSLSocketImpl.readApplicationRecord(SSLSocketImpl.java:1467)\n"
             "\tat org.apache.hc.client5.http.impl.classic.InternalExecRuntime.execute(InternalExecRuntime.java:212)\n"
             "\tat eg.desk.recon.McdrClient.call(McdrClient.java:188)\n"
             "\t... 6 more\n```\nrecon-job: MCDR positions fetch failed (attempt {a}/5), retry in 120s"),
    ("pnl", "```\npnl-bot: failed to mark book CAI-EQ1\nTraceback (most recent call last):\n"
            "  File \"/srv/pnl/marks.py\", line 96, in mark_book\n"
            "    px = self.close_px[sym]\n"
            "KeyError: '{tk}'\n"
            "  File \"/srv/pnl/marks.py\", line 104, in mark_book\n"
            "    px = self.fallback.last(sym, venue='EGX')\n"
            "  File \"/srv/pnl/fallback.py\", line 41, in last\n"
            "    raise StalePrice(sym, age_s=age)\n"
            "pnl.errors.StalePrice: {tk} last trade {a}s old (> 900s)\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/pnl/snapshot.py\", line 57, in run\n"
            "    rows = [self.mark_book(b) for b in self.books]\n"
            "  File \"/srv/pnl/snapshot.py\", line 57, in <listcomp>\n"
            "    rows = [self.mark_book(b) for b in self.books]\n"
            "  File \"/srv/pnl/marks.py\", line 110, in mark_book\n"
            "    return self._mark_with_prev_close(sym)\n"
            "  File \"/srv/pnl/marks.py\", line 131, in _mark_with_prev_close\n"
            "    log.warning(\"prev close used for %s\", sym)\n"
            "pnl.errors.Degraded: 1 symbol(s) marked with previous close\n```\n"
            "using previous close for {tk}, snapshot flagged ⚠️"),
    ("risk", "```\npanic: runtime error: index out of range [{n}] with length {n}\n\n"
             "goroutine {a} [running]:\n"
             "cai/riskd/internal/limits.(*Evaluator).concentration(0xc0001a2f00, {{0xc000412a80, 0x4}}, 0xc0003be1e0)\n"
             "\t/build/riskd/internal/limits/concentration.go:118 +0x3c5\n"
             "cai/riskd/internal/limits.(*Evaluator).Check(0xc0001a2f00, 0xc0003be1e0)\n"
             "\t/build/riskd/internal/limits/evaluator.go:74 +0x1f4\n"
             "cai/riskd/internal/server.(*Server).handleOrder(0xc00011e000, {{0x1a4c2e8, 0xc0004d6000}}, 0xc0003be1e0)\n"
             "\t/build/riskd/internal/server/orders.go:211 +0x2b7\n"
             "cai/riskd/internal/server.(*Server).loop(0xc00011e000)\n"
             "\t/build/riskd/internal/server/server.go:96 +0x1a5\n"
             "created by cai/riskd/internal/server.New in goroutine 1\n"
             "\t/build/riskd/internal/server/server.go:58 +0x2f1\n```\n"
             "riskd restarted by systemd (restart #{b}), state reloaded from snapshot, pre-trade checks resumed in 4.2s"),
    ("news", "```\n[egx-wire] {ts} ERROR parse failed for disclosure id={a}\n"
             "TypeError: Cannot read properties of undefined (reading 'headline_en')\n"
             "    at normalize (/srv/egx-wire/src/parse.js:88:31)\n"
             "    at Array.map (<anonymous>)\n"
             "    at pollDisclosures (/srv/egx-wire/src/poll.js:141:22)\n"
             "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n"
             "    at async Timeout._onTimeout (/srv/egx-wire/src/index.js:57:7)\n"
             "[egx-wire] {ts} WARN  falling back to Arabic title only for id={a}\n"
             "[egx-wire] {ts} INFO  backlog {n} items, next poll in 30s\n```"),
]

GLOBAL_PARAS = [
    "Traders said volumes were thin ahead of the US data, with many desks reluctant to add risk before the end of the quarter.",
    "Analysts at several regional brokerages said the moves were driven more by positioning than by new information.",
    "In the Gulf, investors are watching oil prices and the pace of rate cuts, which tend to feed through to local lending rates because of currency pegs.",
    "Emerging-market funds recorded their {y}th straight week of inflows, according to flow-tracking data cited by banks.",
    "The dollar index was little changed, while US Treasury yields edged lower across the curve.",
    "Market participants said attention had shifted to next week's central bank meetings in the United States and Europe.",
    "Brokers said regional institutions were cautious about adding exposure before year-end, with several funds already closing their books.",
    "Volatility gauges were subdued, though strategists warned that thin holiday liquidity could exaggerate moves in the coming weeks.",
    "Sovereign wealth funds in the region have been active buyers of local equities, according to exchange data on ownership changes.",
    "Shipping disruptions and freight costs remained a concern for importers and exporters in the region, industry executives said at a conference this week.",
    "Several Gulf companies are expected to report fourth-quarter results in late January, with banks first in line.",
    "Credit markets were steady, with investment-grade issuance from the region on track for a record year as governments and banks front-load funding.",
    "Oil exporters in the Gulf have been leaning on debt markets to fund diversification plans, keeping regional bond supply elevated even as crude prices softened.",
    "Currency markets were calm, with most Gulf currencies pegged to the dollar and traders focused on US data for the direction of rates.",
    "Analysts at a large US bank said they expected regional equities to outperform broader emerging markets next year on the back of strong earnings growth and index inclusion flows.",
    "Retail participation on Gulf exchanges has risen sharply since the pandemic, exchange operators said, adding to intraday volatility in mid-cap names.",
]

STORY_GENERIC = [
    "Shares of the company were {ud} {n2}% at {px} pounds by {t} local time, while the blue-chip EGX30 index was {ud2} {m2}%.",
    "Egypt's economy has been recovering since the 2024 currency float and an expanded IMF programme, although inflation remains in double digits and corporate borrowing costs are still high.",
    "\"{q}\" said {an}, head of research at {firm} in Cairo.",
    "Foreign portfolio investors have returned to Egyptian equities this year, drawn by low valuations and a more flexible exchange rate, brokers said.",
    "The company is scheduled to hold a call with analysts and investors on {wd2}.",
    "Trading in the stock was heavy, with turnover among the highest on the exchange in the first hour of the session.",
    "The EGX30 has gained about {ytd}% so far this year in local-currency terms, though returns in dollar terms have been more muted after the pound's slide.",
    "Local brokers said institutional investors had been rotating into large caps with hard-currency earnings, while retail traders remained active in smaller stocks.",
    "The central bank's monetary policy committee is due to meet later this month; most economists polled expect a cut of 100 to 200 basis points as inflation slows.",
    "The company did not give further details and its investor relations department did not immediately respond to a request for comment.",
    "Analysts' average 12-month price target for the stock stands at {tp} pounds, according to LSEG data, with most rating it a buy.",
    "Egypt has been trying to attract more foreign direct investment and to widen the private sector's role in the economy, including through minority stake sales in state-owned firms.",
    "The results come as Egyptian companies adjust to a tighter credit environment, with lending rates still well above pre-devaluation levels despite recent cuts.",
    "The exchange has seen a pick-up in listings this year, and officials have said they want to double the number of companies on the main market within three years.",
    "Some investors remain cautious on Egyptian assets, citing the country's large external debt repayments due over the next two years and the reliance on Gulf and IMF support.",
    "Brokers said the news was largely expected, and that the reaction in the share price would depend on whether management provides more detail on capital spending and cash returns.",
    "Net foreign buying on the exchange has been positive for most of the past month, exchange data show, with foreign institutions concentrated in a handful of large caps.",
    "Annual urban inflation slowed for a sixth straight month in the latest reading, giving the central bank room to continue its easing cycle, economists said.",
    "The stock trades at a discount to regional peers on a price-to-earnings basis, which analysts attribute to currency risk and the limited free float.",
]
QUOTES = ["The numbers were ahead of what the market was pricing, particularly on margins",
          "We see this as broadly neutral for the investment case",
          "Execution will be key given how thin liquidity is in the local market",
          "This removes one of the main overhangs on the stock",
          "It is a positive surprise, but the FX outlook still drives everything in this market"]
ANALYSTS = [("Rania Gaber", "Delta Nile Securities"), ("Hisham Mourad", "Pyramid Capital Research"),
            ("Dina Fahmy", "Mokattam Investments"), ("Omar Lotfy", "Zamalek Brokerage"),
            ("Sherine Adly", "Corniche Asset Management")]
SECTOR_PARAS = {
    "banks": "Egyptian banks have benefited from high interest rates, but analysts expect net interest margins to narrow as the central bank eases policy.",
    "financials": "Investment banking activity in Egypt has picked up on the back of the state's asset-sale programme and a revival in listings.",
    "real estate": "Egyptian developers rely on off-plan sales and long instalment plans, with demand supported by buyers using property as a hedge against currency depreciation.",
    "tobacco": "The tobacco sector is a major source of excise revenue for the Egyptian state, and price changes are usually coordinated with tax changes.",
    "industrials": "Cable and electrical equipment makers have won a string of contracts in the Gulf and Africa as grid spending rises.",
    "fintech": "Egypt's central bank has been pushing electronic payments to cut the use of cash in one of the region's largest unbanked populations.",
    "fertilizers": "Egyptian nitrogen fertilizer producers depend on state-supplied natural gas, and supply cuts during summer demand peaks have hit output in recent years.",
    "telecom": "Egypt is a key landing point for subsea cables linking Europe, Asia and Africa, a business that generates hard-currency revenue.",
    "construction": "Contractors have been pivoting to Gulf and export work as domestic public spending slows.",
    "steel": "Steelmakers have faced volatile input and energy costs since the currency devaluation.",
    "food": "Food producers have raised prices several times to offset the higher cost of imported inputs.",
    "petrochemicals": "Refining margins track international product cracks and the availability of feedstock.",
    "education": "Private education operators have expanded as demand from middle-class families grows.",
    "textiles": "Textile exporters have benefited from the weaker pound, which made Egyptian goods more competitive abroad.",
}
DISCLOSURE_BOILER = [
    "The company confirms that the information above is complete and accurate and undertakes to notify the Exchange of any material development in due course.",
    "Attachments: board minutes (Arabic), auditor review report. Investor relations contact available on the company website.",
    "This disclosure is published in accordance with Article 30 of the EGX listing rules.",
]

GLOBAL_NEWS = [
    "Oil: Brent crude rose {n}% to ${br} a barrel in Asian trade on supply worries out of the Red Sea corridor.",
    "Saudi Arabia's Tadawul all-share index closed {n}% higher, led by banks; Al Rajhi gained {m}%.",
    "Dubai's main index hit a {y}-year high on property stocks, Emaar Properties up {m}%.",
    "Fed officials signal patience on rate cuts; US 10-year yield at {ust}%.",
    "Gold climbs to ${g} an ounce as dollar eases ahead of US payrolls data.",
    "Qatar bourse slips {n}% as QNB trades ex-dividend.",
    "Wall Street ends mixed; S&P 500 {pm}{n}%, Nasdaq {pm}{m}% as megacaps diverge.",
    "Emerging market stocks edge up {n}%, MSCI EM frontier index flat on the week.",
    "Kuwait's Boursa premier index gains {n}% as National Bank of Kuwait rallies ahead of results.",
    "Abu Dhabi's ADNOC units lead index higher; ADX up {n}% in thin trade.",
    "Turkish lira steadies after central bank holds rates; Istanbul stocks {pm}{m}%.",
    "Copper hits {y}-week high on China stimulus hopes; LME three-month at ${cu} a tonne.",
    "Morocco's MASI index hits record as banks rally; turnover at {y}-month high.",
    "Asian shares mixed as investors weigh China data; Nikkei {pm}{n}%.",
]


def global_story(D):
    r = D.rng
    lead = D.fresh("gn", GLOBAL_NEWS).format(**gnums(r))
    paras = [lead] + [p.format(y=r.randint(3, 9)) for p in r.sample(GLOBAL_PARAS, r.randint(5, 8))]
    src = r.choice(["Reuters", "Reuters", "Bloomberg via wire", "AP"])
    return "🌍 " + "\n\n".join(paras) + f"\n— {src}"


COMPANY_BG = {
    "COMI": "CIB is Egypt's largest private-sector bank by assets and one of the most liquid stocks on the exchange, with a sizeable foreign shareholder base.",
    "HRHO": "EFG Holding runs investment banking, asset management and brokerage businesses across the region, as well as consumer and SME finance arms.",
    "TMGH": "Talaat Moustafa Group is one of Egypt's biggest real estate developers, known for large gated communities such as Madinaty and Noor City, and also owns hotels.",
    "EAST": "Eastern Company, majority owned by the state, dominates Egypt's cigarette market and manufactures under licence for several international brands.",
    "SWDY": "Elsewedy Electric makes cables and electrical products and runs engineering and construction projects across Africa and the Middle East.",
    "FWRY": "Fawry operates Egypt's largest electronic payments network, with tens of thousands of retail points and a growing lending and banking-services business.",
    "ABUK": "Abu Qir Fertilizers is one of the region's largest producers of nitrogen fertilizers and exports a large share of its urea output.",
    "ETEL": "Telecom Egypt is the country's incumbent fixed-line operator and also holds a minority stake in the largest mobile operator.",
    "ORAS": "Orascom Construction is dual-listed in Cairo and Dubai and has large operations in the United States and the Middle East.",
    "ESRS": "Ezz Steel is Egypt's largest steelmaker, selling flat and long products domestically and abroad.",
    "EFIH": "e-finance runs government payment infrastructure in Egypt and listed in 2021 in one of the exchange's largest IPOs in years.",
    "MFPC": "MOPCO produces urea and ammonia at its Damietta complex and exports most of its output to Europe.",
    "PHDC": "Palm Hills Developments builds residential communities in West and East Cairo and on the North Coast.",
    "JUFO": "Juhayna is Egypt's leading dairy and juice producer, with a nationwide distribution network.",
    "AMOC": "Alexandria Mineral Oils Company produces lubricants, wax and fuel products at its Alexandria refinery.",
    "CIRA": "CIRA Education operates private schools and universities across Egypt.",
    "ORWE": "Oriental Weavers is one of the world's largest machine-made carpet manufacturers, exporting to the United States and Europe.",
    "HELI": "Heliopolis Housing owns large land banks in east Cairo and has been partnering with private developers to unlock value.",
    "EMFD": "Emaar Misr, the Egyptian arm of a Dubai-listed developer, builds upscale projects such as Uptown Cairo and Marassi.",
}


def story_paras(D, tk, n=3):
    r = D.rng
    px = D.px[tk]
    an, firm = r.choice(ANALYSTS)
    out = []
    pool = r.sample(STORY_GENERIC, n)
    for ptxt in pool:
        out.append(ptxt.format(ud=r.choice(["up", "down"]), n2=f"{r.uniform(0.3, 4.8):.1f}", px=p2(px),
                               t=r.choice(["10:45", "11:20", "12:05", "13:10"]), ud2=r.choice(["up", "down"]),
                               m2=f"{r.uniform(0.1, 1.5):.1f}", q=r.choice(QUOTES), an=an, firm=firm,
                               wd2=r.choice(["Tuesday", "Wednesday", "Thursday", "Sunday"]), ytd=r.randint(8, 35),
                               tp=p2(px * r.uniform(1.05, 1.35))))
    out.insert(1, SECTOR_PARAS[EQ[tk][4]])
    out.insert(r.randint(1, len(out)), COMPANY_BG[tk])
    return out


def fx_fi_note(D, h):
    r = D.rng
    b = D.book
    ndf = D.ndf
    lines = ["💱 *FX / FI note* — {d}".format(d=D.date.strftime("%a %d %b")), "",
             "*USD/EGP*",
             "• spot interbank {s} (range embare7 {lo}–{hi}), el banks bey-quote 3ady w mafish backlog fel import LCs.".format(
                 s=p2(D.fx), lo=p2(D.fx - 0.12), hi=p2(D.fx + 0.09)),
             "• NDF offshore: 1M {a} · 3M {b2} · 6M {c} · 12M {d}. el 12M implied {e}% depreciation.".format(
                 a=p2(ndf - 0.8), b2=p2(ndf), c=p2(ndf + 1.4), d=p2(ndf + 3.9), e=f"{(ndf + 3.9) / D.fx * 100 - 100:.1f}"),
             "• el flows: el carry lessa sha3'al, bas el foreigners a2al 3odwanya men awel el shahr. el exporters "
             "beybee3o dollar 3and el levels di.",
             "",
             "*Local rates*",
             "• T-bills (secondary, bid): 91d {t1}% · 182d {t2}% · 273d {t3}% · 364d {t4}%.".format(
                 t1=p2(D.tb + 1.1), t2=p2(D.tb + 0.6), t3=p2(D.tb + 0.2), t4=p2(D.tb)),
             "• el interbank overnight 3and el corridor mid ta2riban, el liquidity fel banking system kwayesa.",
             "• el bonds el 7okomeya (3y/5y) 2alil el tadawol, el banks shayleen le7ad el maturity.",
             "",
             "*Eurobonds*",
             "• {eb} 3and {px} (mid), el curve kolaha {mv} ~{c}pts el esboo3 da; el 5y CDS 3and {cds}bps.".format(
                 eb=b["eb"], px=p2(b["ebpx"]), mv=r.choice(["tel3et", "nezlet"]), c=f"{r.uniform(0.3, 1.8):.1f}",
                 cds=r.randint(390, 620)),
             "• el supply: el MoF momken ye-issue sukuk fel Q1, da hay-pressure el curve shwaya.",
             "",
             "*El book*: el hedge ratio 7awaly {hr}% men el exposure el dollary; el T-bill position mestaqerra; "
             "el Eurobond position mark-to-market {pm}.".format(hr=r.randint(55, 90), pm=r.choice(["+", "-"]) + q_c(r.randint(20, 200) * 1000)),
             "*El calendar*: el mazad el 5amees (182/364), CPI yom 10, el MPC a5er el shahr."]
    return D.post(h, "salma", "\n".join(lines), cat="chat")


def mideast_stocks(D, h):
    r = D.rng
    others = r.sample(D.book["other"], 2)
    g = r.sample(GCC, 3)
    txt = ("MIDEAST STOCKS-{head}\n\n"
           "{mon} {d} (Reuters) - Stock markets in the Gulf were {mood} on {wd}, while Egypt's blue-chip index {eg} "
           "in {sess} trade.\n\n"
           "Saudi Arabia's benchmark index {sa} {p1}%, with {g1} {gm1} {p2}%. Dubai's main share index {du} {p3}%, "
           "and {g2} {gm2} {p4}%.\n\n"
           "In Abu Dhabi, the index {ad} {p5}%, while Qatar's index was {qa} {p6}% as {g3} {gm3}.\n\n"
           "Outside the Gulf, Egypt's EGX30 was {eg2} {p7}%, with {o1} {om1} {p8}% and {o2} {om2} {p9}%.\n\n"
           "\"Regional markets are trading on the US rate outlook and oil, with little company-specific news to drive "
           "them,\" said a Dubai-based strategist.\n\n"
           "Oil prices, a key catalyst for the Gulf's financial markets, were {oil} after the previous session's move.\n\n"
           "(Reporting by Gulf markets team; Editing by {ed})").format(
        head=r.choice(["Gulf bourses mixed ahead of US data; Egypt firms", "Most Gulf markets ease; Egypt extends gains",
                       "Saudi rises on bank shares; Egypt flat"]),
        mon=D.mon.upper(), d=D.dnum, mood=r.choice(["mixed", "mostly lower", "mostly higher"]), wd=D.wday,
        eg=r.choice(["edged up", "was flat", "slipped"]), sess=r.choice(["early", "midday", "late"]),
        sa=r.choice(["rose", "fell"]), p1=f"{r.uniform(0.1, 1.4):.1f}", g1=g[0][1], gm1=r.choice(["adding", "losing"]),
        p2=f"{r.uniform(0.3, 3.0):.1f}", du=r.choice(["gained", "eased"]), p3=f"{r.uniform(0.1, 1.2):.1f}",
        g2=g[1][1], gm2=r.choice(["advancing", "dropping"]), p4=f"{r.uniform(0.3, 3.0):.1f}",
        ad=r.choice(["added", "shed"]), p5=f"{r.uniform(0.1, 0.9):.1f}", qa=r.choice(["up", "down"]),
        p6=f"{r.uniform(0.1, 1.1):.1f}", g3=g[2][1], gm3=r.choice(["went ex-dividend", "extended gains", "retreated"]),
        eg2=r.choice(["up", "down"]), p7=f"{r.uniform(0.1, 1.2):.1f}", o1=EQ[others[0]][0],
        om1=r.choice(["rising", "falling"]), p8=f"{r.uniform(0.5, 5):.1f}", o2=EQ[others[1]][0],
        om2=r.choice(["gaining", "losing"]), p9=f"{r.uniform(0.5, 5):.1f}",
        oil=r.choice(["steady", "slightly higher", "lower"]), ed=r.choice(["Jan Harvey", "Mark Potter", "Sonia Cheema"]))
    return D.post(h, "news", txt, cat="near")


def risk_eod_text(D, h):
    r = D.rng
    b = D.book
    lines = ["Risk EOD — {d}".format(d=D.date.strftime("%d %b")), "",
             "• gross EGX {g} milyon gneh, net beta {nb}, VaR 1d 99% {v} milyon gneh.".format(
                 g=r.randint(110, 175), nb=f"{r.uniform(0.7, 1.1):.2f}", v=f"{r.uniform(2.5, 6):.2f}"),
             "• top 3 concentrations: " + ", ".join(f"{tk} {r.uniform(3, 8):.1f}%" for tk in r.sample(b["held"], 3)) + ".",
             "• liquidity: {p}% men el book yet2efel fi yom wa7ed b 25% ADV, el ba2y fi 2-4 ayam.".format(p=r.randint(55, 85)),
             "• FX: el hedge ratio {hr}% men el exposure el dollary, el NDF book kolo 3M w 6M.".format(
                 hr=r.randint(55, 95)),
             "• FI: DV01 {dv} gneh, el Eurobond spread risk {sr} alf gneh per bp.".format(
                 dv=q_c(r.randint(12000, 26000)), sr=r.randint(8, 30)),
             "• stress (EGP -15%, EGX30 -12%): {st} milyon gneh; (rates +300bps): {st2} milyon gneh.".format(
                 st=r.randint(-40, -12), st2=r.randint(-9, -2)),
             "",
             "mafish 7aga gedida 3andi lel naharda, el pack el kamel fel email. tesba7o 3ala 5eir."]
    return D.post(h, "tarek", "\n".join(lines), cat="chat")


def fx_eod_text(D, h):
    r = D.rng
    txt = ("FX wrap: el interbank 2afal {fx} ({c} 3an embare7), el NDF 3M {n}. el volume fel interbank kan {v} "
           "(7awaly {u} milyon dollar 7asab el dealers), w el banks kanet sellers dollar a5er el yom. offshore el "
           "foreigners kano bey-roll el hedges bta3thom 3ady, mafish panic. el 12M NDF {n12} — el implied "
           "depreciation bey-nazel shwaya shwaya. bokra el CPI expectations w el mazad, momken nshoof 7araka "
           "fel short end.").format(fx=p2(D.fx + r.uniform(-0.1, 0.1)), c=f"{r.uniform(-0.2, 0.2):+.2f}",
                                    n=p2(D.ndf), v=r.choice(["3ady", "3aly", "5afif"]), u=r.randint(300, 900),
                                    n12=p2(D.ndf + 3.9))
    return D.post(h, "salma", txt, cat="chat")


def disclosure_digest(D, h):
    r = D.rng
    lines = ["📋 EGX disclosures digest {d} — outside book/watchlist ({n} items)".format(
        d=D.date.strftime("%d %b"), n=0)]
    items = []
    for tk in r.sample(D.book["other"], min(len(D.book["other"]), r.randint(7, 10))):
        items.append("• {tk} ({co}): {h}".format(tk=tk, co=EQ[tk][1], h=news_reuters_text(D, tk)[0]))
    lines[0] = lines[0].replace("(0 items)", f"({len(items)} items)")
    lines.extend(items)
    lines.append("full texts: egx.com.eg → disclosures. filtered by triage-agent profile `cai-eq`.")
    return D.post(h, "news", "\n".join(lines), cat="near")


def premarket_brief(D, h):
    r = D.rng
    rows = [("S&P 500", r.uniform(-1.2, 1.2)), ("Nasdaq", r.uniform(-1.8, 1.8)), ("Stoxx 600", r.uniform(-1, 1)),
            ("Nikkei", r.uniform(-1.5, 1.5)), ("Tadawul", r.uniform(-1, 1)), ("ADX", r.uniform(-0.8, 0.8)),
            ("DFM", r.uniform(-1, 1)), ("QE index", r.uniform(-0.8, 0.8)), ("MSCI EM", r.uniform(-1, 1))]
    lines = ["🗞️ *Pre-market brief* — {d} (auto)".format(d=D.date.strftime("%a %d %b %Y")), "", "*Global close*", "```"]
    for name, ch in rows:
        lines.append(f"{name:<10}{ch:>+7.2f}%")
    lines.append("```")
    lines.append("*Commodities / rates*: Brent ${b} · gold ${g} · urea (MENA gran.) ${u}/t · copper ${c}/t · UST10y {y}%".format(
        b=f"{r.uniform(61, 84):.2f}", g=r.randint(2480, 3150), u=r.randint(330, 520), c=r.randint(8600, 10900),
        y=f"{r.uniform(3.6, 4.6):.2f}"))
    lines.append("")
    lines.append("*Corporate (outside coverage)*")
    for tk in r.sample(D.book["other"], 3):
        lines.append("• " + news_reuters_text(D, tk)[0])
    lines.append("")
    lines.append("*Regional*")
    for t in r.sample(GLOBAL_NEWS, 2):
        lines.append("• " + t.format(**gnums(r)))
    lines.append("")
    lines.append("_Sources: exchange filings, wires. Not investment advice._")
    return D.post(h, "news", "\n".join(lines), cat="near")


def positions_report(D, h):
    r = D.rng
    b = D.book
    nav = r.randint(610, 720)
    lines = ["positions & limits ▸ start of day {d} (book CAI-EQ1/FX/FI)".format(d=D.date.strftime("%Y-%m-%d")), "```",
             f"{'sym':<8}{'qty':>11}{'prev close':>12}{'MV mn':>9}{'%NAV':>7}{'lim':>6}"]
    for tk in b["held"]:
        mv = b["pos"][tk] * D.px[tk] / 1e6
        lines.append(f"{tk:<8}{b['pos'][tk]:>11,}{D.px[tk]:>12.2f}{mv:>9.1f}{mv / nav * 100:>6.1f}%{'8%':>6}")
    lines.append(f"{'NDF3M':<8}{str(b['ndf_pos']) + 'mio$':>11}{D.ndf:>12.2f}{'-':>9}{'-':>7}{'cap':>6}")
    lines.append(f"{'TB364':<8}{str(b['tb_face']) + 'mn':>11}{'-':>12}{b['tb_face']:>9.1f}{b['tb_face'] / nav * 100:>6.1f}%{'25%':>6}")
    lines.append(f"{b['eb'][:7]:<8}{str(b['eb_pos']) + 'mm$':>11}{b['ebpx']:>12.2f}{'-':>9}{'-':>7}{'5mm':>6}")
    lines.append("```")
    lines.append("NAV {nav} mn EGP · cash {c} mn EGP · settlement T+1 pending {p} mn · restricted list: see pinned".format(
        nav=nav, c=r.randint(40, 120), p=r.randint(5, 40)))
    return D.post(h, "cron", "\n".join(lines), cat="noise")


def midday_wrap(D, h):
    r = D.rng
    secs = ["Banks", "Real estate", "Industrials", "Basic resources", "Fintech", "Consumer", "Telecom", "Food & bev"]
    lines = ["EGX midday ▸ EGX30 {l} ({c}) · EGX70 EWI {c2} · EGX100 {c3} · turnover {t} bn EGP".format(
        l=q_c(D.lvl + r.randint(-200, 200)), c=f"{r.uniform(-1, 1.2):+.2f}%", c2=f"{r.uniform(-1, 1.5):+.2f}%",
        c3=f"{r.uniform(-1, 1.3):+.2f}%", t=f"{r.uniform(1.2, 3.4):.2f}"), "```"]
    for sname in secs:
        lines.append(f"{sname:<16}{r.uniform(-2.2, 2.6):>+6.2f}%   share of t/o {r.randint(3, 24):>2}%")
    lines.append("```")
    lines.append("most active by value: " + ", ".join(r.sample(list(EQ), 5)))
    lines.append("investor split: institutions {i}% · retail {rr}% · foreign {f}% of value".format(
        i=r.randint(30, 55), rr=r.randint(40, 65), f=r.randint(12, 30)))
    return D.post(h, "news", "\n".join(lines), cat="noise")


def sector_deep_dive(D, h):
    r = D.rng
    sec = r.choice(["banks", "real estate", "fertilizers", "fintech", "industrials"])
    names = [tk for tk in EQ if EQ[tk][4] == sec] or list(EQ)[:2]
    rows = "\n".join("  {tk:<6} P/E {pe:>4.1f}x  P/B {pb:>3.1f}x  div {dv:>3.1f}%  ADV {adv:>5.1f} mn".format(
        tk=tk, pe=r.uniform(4, 15), pb=r.uniform(0.6, 3.5), dv=r.uniform(0, 9), adv=r.uniform(5, 180)) for tk in names)
    txt = ("📚 Sector note — {sec} (draft, lel IC, msh recommendation)\n\n"
           "*El sora el kbeera*: el sector da 3amal {p}% el sana di vs EGX30 {q}%. mo3zam el performance gat men "
           "re-rating ba3d el ta3weem, msh men earnings. el sou2 bey-price recovery fel volumes el sana el gayya, "
           "w da momken yeb2a optimistic law el demand el domestic fedel da3eef.\n\n"
           "*Comps*\n```\n{rows}\n```\n"
           "*El drivers*: (1) el rates — kol 100bps cut bey-affect el sector b shakl mo5talef; (2) el FX — el exporters "
           "keseben, el importers ta7t pressure; (3) el policy — subsidies, licensing, w gas allocation.\n\n"
           "*El risks*: el liquidity (ADV sogha3ayar fel mid caps), el foreign ownership caps, w el governance fel "
           "companies el 7okomeya. kaman el dividend policy mesh wa2e7a fi ba3d el names.\n\n"
           "*Scenarios*: bull case law el inflation nezlet ta7t 12% w el CBE 2ata3 400bps → el sector momken ye3mel "
           "re-rate 20-25%; base case flat-to-up 10%; bear case law fi devaluation tanya → -15% fel USD terms.\n\n"
           "el model el kamel 3al drive (folder IC/{sec}). comments welcome.").format(
        sec=sec, p=r.randint(-10, 60), q=r.randint(5, 35), rows=rows)
    return D.post(h, "nour", txt, cat="near", attachments=[{
        "id": str(snowflake(D.ms_at(h), 3, r.randint(1, 999))), "filename": f"{sec.replace(' ', '_')}_comps.xlsx",
        "size": r.randint(60000, 400000),
        "url": "https://cdn.discordapp.com/attachments/{c}/{a}/comps.xlsx".format(c=D.cid, a=r.randint(10**18, 2 * 10**18))}],
        idiom=("long sector note full of trading words, no decision", "not_hard"))

HEADLINES = [
    # (headline template, body template, key number template name)
    ("{co} posts Q3 net profit of EGP {x}bn, up {n}% y/y",
     "Revenue rose {m}% on higher volumes, the company said in a bourse filing. Management kept full-year guidance unchanged.",
     "n"),
    ("{co} board recommends cash dividend of EGP {d} per share",
     "The dividend is subject to the approval of the general assembly; record date to be announced.",
     "d"),
    ("{co} signs EGP {x}bn syndicated loan with local banks",
     "Proceeds will refinance existing debt and fund capex over the next two years, per the disclosure.",
     "x"),
    ("{co} to buy back up to {n}% of its shares over three months",
     "The board approved the treasury-share programme at market prices on the EGX main market.",
     "n"),
    ("{co} says it won EGP {x}bn in new contracts in Q4 to date",
     "The backlog now stands at a record, the company told the exchange.",
     "x"),
    ("{co} denies press reports on sale of stake to Gulf investor",
     "The company said it had received no offer and will disclose any material development in due course. Shares moved {n}% in early trade.",
     "n"),
    ("{co} board approves EGP {x}bn capital increase via rights issue",
     "Existing shareholders will have priority subscription; the timetable is subject to FRA approval.", "x"),
    ("{co} 9M revenue rises {n}% to EGP {x}bn",
     "Gross margin was broadly stable, the company said, while finance costs rose on higher average borrowing.", "n"),
    ("{co} completes acquisition of {n}% stake in local peer",
     "The consideration was paid in cash and the stake will be consolidated from the fourth quarter.", "n"),
    ("{co} says Q3 exports rose {n}% on stronger dollar sales",
     "Exports now account for more than a third of revenue, according to the filing.", "n"),
    ("{co} plans EGP {x}bn capex over next three years",
     "The spending will be funded from internal cash flow and bank debt, the company said.", "x"),
    ("{co} obtains EGP {x}bn green financing from international lenders",
     "The facility carries a seven-year tenor with a two-year grace period, per the disclosure.", "x"),
    ("{co} signs MoU for ${usd}mn expansion in Saudi Arabia",
     "The memorandum is non-binding; definitive agreements are expected within six months.", "usd"),
    ("{co} Q3 net profit falls {n}% on higher financing costs",
     "Revenue grew in local-currency terms but FX losses and interest expense weighed on the bottom line.", "n"),
]
SECTOR_HEADLINES = {
    "SWDY": ("Elsewedy Electric wins ${usd}mn power grid contract in Saudi Arabia",
             "The contract covers substations and transmission lines and runs over 30 months, the company said.", "usd"),
    "EAST": ("Eastern Company raises cigarette prices by up to {n}%",
             "The increase takes effect immediately across local brands, following the latest excise changes.", "n"),
    "ABUK": ("Abu Qir Fertilizers says natural gas supply to plants cut by {n}%",
             "The company said the reduction is temporary and that it will operate at lower rates until supply normalises.", "n"),
    "TMGH": ("Talaat Moustafa Group launches EGP {x}bn phase at Noor City",
             "Pre-sales opened this week with a 5% down-payment plan, according to the filing.", "x"),
    "FWRY": ("Fawry 9M revenue up {n}% as banking services segment grows",
             "Net profit margin widened, and the company said it processed a record number of transactions in Q3.", "n"),
    "HRHO": ("EFG Holding's valU completes EGP {x}bn securitized bond issue",
             "The issuance was fully covered, the company said, with EFG Hermes acting as arranger.", "x"),
    "COMI": ("CIB prices ${usd}mn sustainability-linked facility with development lenders",
             "The bank said the facility will fund SME and green lending over five years.", "usd"),
    "ETEL": ("Telecom Egypt signs ${usd}mn subsea cable capacity agreement",
             "The deal adds capacity on the Red Sea route and is booked over 15 years.", "usd"),
}
AR_HEADLINES = [
    ("عاجل | {ar}: مجلس الإدارة يقترح توزيع كوبون نقدي {d} جنيه للسهم", "d"),
    ("عاجل | {ar}: ارتفاع صافي الربح {n}% خلال الربع الثالث", "n"),
    ("عاجل | {ar}: توقيع عقود جديدة بقيمة {x} مليار جنيه", "x"),
]


def numbers(r):
    return {"x": f"{r.uniform(1.2, 9.8):.1f}", "n": str(r.randint(8, 46)), "m": str(r.randint(5, 30)),
            "usd": str(r.randint(45, 950)),
            "d": f"{r.choice([0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0]):.2f}"}


# ----------------------------------------------------------------------------
# the scenario of a day
# ----------------------------------------------------------------------------

def build_day(D: Day):
    r = D.rng
    b = D.book
    held, watch, other = b["held"], b["watch"], b["other"]
    eq_held = [t for t in held]
    lead = "karim"

    # which names the day's chains use
    names = held[:] + watch[:]
    r.shuffle(names)
    restricted = r.choice(watch)
    chain_names = [t for t in names if t != restricted]
    tkA, tkB, tkC, tkD = chain_names[0], chain_names[1], chain_names[2], None
    sells = [t for t in held if t not in (tkA, tkB, tkC)]
    tkD = r.choice(sells)
    thesis_names = [t for t in held + watch if t not in (tkA, tkB, tkD)]

    # optional hard events, capped so that a day stays within its hard-event budget
    F = {"wrong": r.random() < 0.65, "block": r.random() < 0.6, "breach": r.random() < 0.4,
         "rejD": r.random() < 0.45, "expB": r.random() < 0.4, "fillA2": r.random() < 0.25,
         "fillB2": r.random() < 0.5, "w1": r.random() < 0.6, "n3": r.random() < 0.5,
         "th2": r.random() < 0.2, "eb_repost": r.random() < 0.35, "tb_forget": r.random() < 0.6}
    fi_choice = r.choice(["tbill", "eurobond"] * 4 + ["none", "none", "both"])
    cost = {k: 1 for k in F}
    cost["breach"] = 2
    if fi_choice not in ("eurobond", "both"):
        cost["eb_repost"] = 0
    if fi_choice not in ("tbill", "both"):
        cost["tb_forget"] = 0
    base = 32 + {"none": 0, "tbill": 3, "eurobond": 3, "both": 6}[fi_choice]
    cap = 32 + r.randint(8, 11)
    while base + sum(cost[k] for k in F if F[k]) > cap:
        on = sorted(k for k in F if F[k] and cost[k])
        if not on:
            break
        F[r.choice(on)] = False
    # every day keeps at least one deleted or forgotten hard event
    if not (F["wrong"] or fi_choice in ("eurobond", "both") or (fi_choice == "tbill" and F["tb_forget"])):
        F["wrong"] = True

    # ---------------- overnight (00:00-06:30) -----------------------------
    for hh in range(24):
        jitter = r.uniform(0.005, 0.06)
        ok_hb = {"src": "riskd", "evt": "hb", "status": "ok", "host": "riskd-cai-0" + str(1 + hh % 2),
                 "ver": "2.8.4", "checks": r.randint(34, 48), "breaches": 0, "lat_ms": r.randint(3, 40),
                 "books": {"CAI-EQ1": {"gross_egp_mn": round(r.uniform(118, 160), 1), "util": round(r.uniform(0.55, 0.85), 2)},
                           "CAI-FX": {"ndf_net_usd_mn": D.book["ndf_pos"], "util": round(r.uniform(0.4, 0.8), 2)},
                           "CAI-FI": {"dv01_egp": r.randint(12000, 26000), "util": round(r.uniform(0.2, 0.6), 2)}},
                 "var99_egp_mn": round(r.uniform(2.5, 6.0), 2), "restricted": 1, "pending_orders": 0 if hh < 8 or hh > 15 else r.randint(0, 6),
                 "feeds": {"egx-itch": "ok", "mubasher-l2": "ok", "refinitiv-fx": "ok"}, "next": "+3600s"}
        m = D.post(hh + jitter, "risk", json.dumps(ok_hb, separators=(",", ":")), cat="noise")
        if hh == 3:
            m["idiom"] = ("risk engine JSON heartbeat, all limits ok", "not_hard")

    recon = D.post(r.uniform(0.15, 0.4), "cron",
                   "nightly recon ▸ {d}\n• MCDR positions vs book: {n} lines, 0 breaks\n• cash EGP: matched "
                   "(custodian vs GL diff 0.00)\n• cash USD (offshore): matched, NDF confirms {nc}/{nc} (ISDA CSA ok)\n"
                   "• T-bills: CBE registry vs book matched\n• Eurobonds: Euroclear vs book matched\n"
                   "• corporate actions applied: {ca}\n• stale prices: 0 · missing closes: 0\n• broker commissions "
                   "accrued, fees posted to GL\nduration {s}s · report → s3://desk-recon/cai/{d}.html".format(
                       nc=r.randint(2, 6),
                       d=(D.date - timedelta(days=1)).strftime("%Y-%m-%d"), n=r.randint(14, 22),
                       ca=r.choice(["none", "1 (bonus shares)", "2 (cash div, rights)"]), s=r.randint(30, 190)),
                   cat="noise")
    D.post(r.uniform(0.5, 0.9), "pnl",
           "EOD PnL (final, prev session): {s}{v} EGP | gross exp {g} mn EGP | NAV {nav} mn EGP | marks: EGX close, NDF: "
           "Refinitiv 17:00 LDN\nbreakdown: equities {e1} · FX hedge {e2} · T-bills accrual {e3} · Eurobond {e4} · fees -{e5}\n"
           "flags: none · sign-off pending (Heba)".format(e1=f"{r.randint(-900, 1500) * 1000:+,}",
                                                          e2=f"{r.randint(-200, 200) * 1000:+,}",
                                                          e3=f"{r.randint(20, 90) * 1000:+,}",
                                                          e4=f"{r.randint(-150, 150) * 1000:+,}",
                                                          e5=q_c(r.randint(5, 40) * 1000),s=r.choice(["+", "-"]), v=q_c(r.randint(80, 1900) * 1000),
                                        g=r.randint(120, 175), nav=r.randint(610, 720)), cat="noise")
    D.post(r.uniform(1.0, 1.9), "news", global_story(D), cat="near")

    stk = r.choice(STACKS)
    D.post(r.uniform(2.0, 2.4), stk[0], fill_stack(stk[1], D, r), cat="noise")

    # reconnect flapping, later bulk-deleted by ops
    flap = []
    t0 = r.uniform(2.6, 3.4)
    for i in range(r.randint(4, 6)):
        txt = ("⚠️ ws disconnected mubasher-l2 (code 1006) — reconnect attempt {a} in {s}s [conn#{c}]"
               .format(a=i + 1, s=2 ** min(i, 5), c=r.randint(10000, 99999)))
        flap.append(D.post(t0 + i * 0.012, "md", txt, cat="noise", snippet=txt[-12:]))
    D.post(t0 + 0.13, "md", "✅ reconnected mubasher-l2 after {n} attempts, books resynced ({b} symbols)".format(
        n=len(flap), b=r.randint(180, 240)), cat="noise")

    D.post(r.uniform(3.6, 4.0), "cron", "router digest 03:45 ▸ seen {s} items · 0 routed · {k} skipped (off-hours) · "
                                        "queue empty".format(s=r.randint(6, 19), k=r.randint(6, 19)), cat="noise")
    D.post(r.uniform(4.1, 4.8), "ci", "ci ▸ deploy `oms-gw` v3.{a}.{b} → prod-cai ✅ ({m}m{s}s) · canary ok · "
                                      "rollback tag v3.{a}.{c}".format(a=r.randint(10, 19), b=r.randint(1, 9),
                                                                     c=r.randint(0, 1), m=r.randint(1, 4),
                                                                     s=r.randint(10, 59)), cat="noise")
    D.post(r.uniform(5.0, 5.9), "news", global_story(D), cat="near")

    # overnight disclosure on a held name (company-name only, Reuters style)
    tk_n1 = r.choice(held)
    news_held_reuters(D, r.uniform(6.0, 6.6), tk_n1)

    # ---------------- morning (06:30-10:00) --------------------------------
    D.post(r.uniform(7.0, 7.3), "mostafa", D.fresh("gm", ["sabah el kheir ya regala ☀️", "sabah el fol 🌸",
                                                         "صباح الخير يا جماعة", "good morning ya gama3a ☕"]), cat="noise")
    D.post(r.uniform(7.3, 7.5), "salma", D.fresh("gm2", ["sabah el noor", "sabah el ward ☀️", "morning 👋",
                                                         "صباح النور"]), cat="noise")
    D.post(r.uniform(7.5, 7.7), "youssef", D.fresh("late", [
        "ana fel da2ery za7ma mawet, 10 d2aye2 w awsal 🙏", "el metro wa2ef tani, gay 3la tool",
        "ana wasalt, el ahwa fein? ☕"]), cat="noise")

    # risk limits for the day (risk_limit, untagged) -- pinned
    g_lim = r.choice([160, 180, 200, 220])
    sn = r.choice([7, 8, 9])
    hedge_mio = r.choice([1.0, 1.5, 2.0])
    breach_today = F["breach"]
    if breach_today:
        nd = b["ndf_pos"] + hedge_mio - 0.5
    else:
        nd = b["ndf_pos"] + hedge_mio + 1.0
    nd_s = f"{nd:g}"
    lim_txt = ("Limits el naharda ya regala:\n• gross EGX max {g} milyon gneh\n• single name max {sn}% NAV\n"
               "• USD/EGP NDF net max {nd} mio USD\n• {rt} 3al restricted list le7ad el results — mafish buying, "
               "riskd haye-block ay order.\nay 7aga fo2 keda te3addi 3alaya el awel.").format(
        g=g_lim, sn=sn, nd=nd_s, rt=restricted)
    m_lim = D.post(r.uniform(7.8, 8.1), "tarek", lim_txt, cat="hard",
                   hard=HE("risk_limit", [f"{g_lim} milyon gneh", f"{sn}% NAV", f"{nd_s} mio USD", restricted],
                           "untagged"),
                   idiom=("multi-limit risk message in Arabizi bullets", "risk_limit"))
    D.pin(m_lim, r.uniform(8.1, 8.2), PEOPLE[lead][0])
    D.ack(r.uniform(8.2, 8.3), ref=m_lim, who="mostafa")

    # watchlist news (EGX disclosure, plain line with ticker)
    tk_w1 = r.choice([t for t in watch if t != restricted] or watch)
    if F["w1"]:
        news_disclosure(D, r.uniform(8.25, 8.45), tk_w1, "watchlist_news")

    # morning note with the buried proposal (chain A)
    pxA = D.px[tkA]
    qA = D.qty_for(tkA, 2.5, 6.0)
    stopA1 = round(pxA * r.uniform(0.935, 0.955), 2)
    tgtA = round(pxA * r.uniform(1.08, 1.16), 2)
    sideA = "eshtery"
    propA = r.choice([
        "el proposal bta3y el naharda: {sw} {q} {tk} 3and {px}, stop {st}, target {tg} — Karim lw mwafe2 2oly",
        "Trade idea: {sw} {q} {tk} limit {px} fel pre-open, stop {st}, target {tg}. ya Karim ra2yak?",
        "3ayez {sw} {q} {tk} 3and {px} — stop {st}, target {tg}. el risk/reward kwayes ba3d el pullback",
    ]).format(sw=sideA, q=q_alf(qA), tk=tkA, px=p2(pxA), st=p2(stopA1), tg=p2(tgtA))
    note = morning_note(D, propA)
    author_note = r.choice(["nour", "mostafa"])
    m_note = D.post(r.uniform(8.4, 8.6), author_note, note, cat="hard",
                    hard=HE("trade_proposal", [tkA, sideA, q_alf(qA), p2(pxA), p2(stopA1)], "buried"),
                    idiom=("buried Arabizi proposal inside long morning note", "trade_proposal"))
    D.pin(m_note, r.uniform(8.62, 8.7), PEOPLE[lead][0])
    D.react(m_note, r.uniform(8.62, 8.7), "📌", PEOPLE[lead][0])

    # ops cleans up the overnight reconnect spam
    D.bulk_delete(flap, r.uniform(8.7, 8.8))
    D.post(r.uniform(8.8, 8.85), "heba", "mase7t el reconnect spam bta3 el leil 🧹", cat="noise")

    # question about the note (near-miss)
    qn = D.post(r.uniform(8.85, 8.95), "youssef",
                "{tk} 3and {px} msh ghalya shwaya ba3d el rally? el offer embare7 kan {o}".format(
                    tk=tkA, px=p2(pxA), o=p2(pxA * 0.985)), ref=m_note, cat="near")
    D.post(r.uniform(8.96, 9.0), author_note, "el rally kan 3ala volume 5afif, el support 3and {s} sa7 — "
                                                "shayfa fair".format(s=p2(pxA * 0.97)), ref=qn, cat="chat")
    apA_txt, apA_facts = approval(r, tkA)
    m_apA = D.post(r.uniform(9.05, 9.15), lead, apA_txt, ref=m_note, cat="hard",
                   hard=HE("trade_approval", apA_facts, "reply"))
    D.react(m_note, r.uniform(9.1, 9.2), "👍", PEOPLE["mostafa"][0])

    D.post(r.uniform(9.2, 9.3), "oms", "{t} SESSION EGX-FIX-01 LOGON ok seq={s} hb=30s".format(
        t=hms(D.start + int(9.25 * 3600000)), s=r.randint(1, 3)), cat="noise")

    # route chain A to exec-agent
    route_txt, route_facts = r.choice([
        ("@exec-agent khod el {tk} ticket ({q} {sw}) — VWAP le7ad 12:30, ma-tedrabsh el offer".format(
            tk=tkA, q=q_alf(qA), sw="buy"), ["@exec-agent", tkA, q_alf(qA)]),
        ("routing el {tk} order lel exec-agent, TWAP 3ala sa3teen, limit {px}".format(tk=tkA, px=p2(pxA)),
         ["exec-agent", tkA, p2(pxA)]),
        ("Mostafa, el {tk} 3aleek enta — execute manually, el exec-agent msh by3raf yet3amel ma3 el pre-open "
         "auction".format(tk=tkA), ["Mostafa", tkA, "execute manually"]),
    ])
    m_route = D.post(r.uniform(9.33, 9.4), lead, route_txt, cat="hard",
                     hard=HE("route_decision", route_facts, "untagged"),
                     idiom=("routing a ticket to the execution agent in Arabizi", "route_decision"))
    D.post(r.uniform(9.41, 9.43), "mostafa" if route_txt.startswith("Mostafa") else "exec", "ack 👍", ref=m_route, cat="noise")

    oidA = D.oid()
    ackA = oms_ack(D, r.uniform(9.5, 9.6), oidA, tkA, "BUY", qA, pxA)
    ackA["idiom"] = ("OMS ACK line with Arabic-Indic order id", "trade_confirmation")

    # pre-open chatter and alerts
    D.post(r.uniform(9.6, 9.7), "mostafa", D.fresh("preopen", [
        "el pre-open shakloh hady, mafish imbalance kbeer",
        "el indicative open lel EGX30 +0.{n}%, el banks sho3'aleen".format(n=r.randint(2, 9)),
        "pre-open: {tk} indicative {px}, el bids ta2eela".format(tk=r.choice(held), px=p2(D.px[r.choice(held)])),
    ]), cat="chat")
    D.post(r.uniform(9.72, 9.8), "youssef", "7ad shaf el CIB GDR embare7 fi London? {m}% ".format(
        m=r.choice(["-0.8", "+1.2", "+0.4", "-1.5"])), cat="near")
    D.post(r.uniform(9.8, 9.9), "ci", "ci ▸ config reload `riskd` limits.yaml @ {h} ✅ (checksum {c})".format(
        h=r.choice(["a1f03c", "9be2d4", "77c0e1", "d4e8f2"]), c=r.randint(10**7, 10**8 - 1)), cat="noise")

    # ---------------- session (10:00-14:30) --------------------------------
    D.post(10.0 + r.uniform(0.01, 0.04), "news", market_open_line(D), cat="noise")
    for k in range(3):
        alert(D, r.uniform(10.05, 14.4))
    for k in range(r.randint(2, 4)):
        alert(D, r.uniform(10.05, 14.4), watch_only=True)

    # chain A fills
    n_fillsA = 2 if F["fillA2"] else 1
    cumA = 0
    tA = r.uniform(10.05, 10.15)
    fill_parts = split_qty(r, qA, n_fillsA)
    fillsA = []
    hf = tA
    for i, part in enumerate(fill_parts):
        cumA += part
        fpx = round(pxA + r.choice([0, -0.01, -0.02, -0.05]), 2)
        hf = tA + i * r.uniform(0.15, 0.5)
        m = oms_fill(D, hf, oidA, tkA, "BUY", part, fpx, cumA, qA)
        fillsA.append(m)
    fillsA[0]["idiom"] = ("OMS FILL with Arabic-Indic qty and price", "trade_fill")
    D.ack(hf + 0.05, ref=fillsA[-1])

    # chain A stop, then moved twice by editing
    stopA2 = round(stopA1 * r.uniform(1.008, 1.02), 2)
    stopA3 = round(stopA2 * r.uniform(1.008, 1.02), 2)
    stop_tmpl = r.choice(["[STOP] {tk} stop → {s} (pos {q})", "[STOP] {tk}: SL {s} on {q} sahm",
                          "[SL] {tk} {s} — applies to {q}"])
    m_stop = D.post(r.uniform(10.95, 11.05), "mostafa", stop_tmpl.format(tk=tkA, s=p2(stopA1), q=q_alf(qA)),
                    cat="hard", hard=HE("stop_or_target_change", [tkA, p2(stopA3)], "tagged"),
                    idiom=("tagged stop moved twice by editing the same message", "stop_or_target_change"))
    D.edit(m_stop, r.uniform(12.2, 12.4), stop_tmpl.format(tk=tkA, s=p2(stopA2), q=q_alf(qA)) + " (rafa3to)",
           superseded=[p2(stopA1)])
    D.edit(m_stop, r.uniform(13.7, 13.9), stop_tmpl.format(tk=tkA, s=p2(stopA3), q=q_alf(qA)) + " (trailing, rafa3to tani)",
           superseded=[p2(stopA2)])
    D.pin(m_stop, r.uniform(11.05, 11.1), PEOPLE[lead][0])

    # chain B: untagged Arabizi proposal -> approval -> risk resize -> ack -> fills -> EOD expiry
    pxB = D.px[tkB]
    qB = D.qty_for(tkB, 4.0, 8.0)
    stopB = round(pxB * r.uniform(0.93, 0.955), 2)
    tgtB = round(pxB * r.uniform(1.07, 1.14), 2)
    qB_s = r.choice([q_alf(qB), q_c(qB)])
    tB = r.uniform(10.3, 10.5)
    swB, tplB = r.choice([
        ("eshtery", "ya Karim ana 3ayez {sw} {q} {tk} 3and {px}, el stop {st} w el target {tg}. el chart shakloh "
                    "kwayes ba3d el breakout w el foreigners buyers"),
        ("neshtery", "proposal: {sw} {q} {tk} limit {px} — stop ta7t {st}, target {tg}. el volume 3aly el naharda"),
        ("azawed", "3ayez {sw} fel {tk}: {q} kaman 3and {px}, stop {st}, target {tg}. eh ra2yak?"),
        ("eshtery", "اقتراح: {sw} {q} {tk} @ {px}, stop {st}, target {tg} — يلا؟"),
    ])
    propB = tplB.format(sw=swB, q=qB_s, tk=tkB, px=p2(pxB), st=p2(stopB), tg=p2(tgtB))
    m_propB = D.post(tB, "mostafa", propB, cat="hard",
                     hard=HE("trade_proposal", [tkB, swB, qB_s, p2(pxB), p2(stopB)], "untagged"),
                     idiom=("alf-sized Arabizi buy proposal (verb + qty + ticker + 3and px)", "trade_proposal"))
    D.post(tB + 0.05, "youssef", "leh limit {px} msh market? el offer 3and {o}".format(
        px=p2(pxB), o=p2(pxB + 0.05)), ref=m_propB, cat="near")
    D.post(tB + 0.07, "mostafa", "el spread wase3, msh 3ayez adfa3 el offer", cat="chat")
    apB_txt, apB_facts = approval(r, tkB)
    D.post(tB + 0.12, lead, apB_txt, ref=m_propB, cat="hard", hard=HE("trade_approval", apB_facts, "reply"),
           idiom=("short emoji/Arabizi reply approving a proposal", "trade_approval"))
    oidB = D.oid()
    newB = int(qB * 0.75 // 1000 * 1000)
    rz = {"src": "riskd", "evt": "ORDER_RESIZED", "ord": oidB, "book": "CAI-EQ1", "sym": tkB, "side": "BUY",
          "req_qty": qB, "new_qty": newB, "rule": "single_name_max_pct_nav", "limit": f"{sn}%"}
    D.post(tB + 0.15, "risk", json.dumps(rz, ensure_ascii=False, separators=(",", ":")), cat="hard",
           hard=HE("risk_limit", ["ORDER_RESIZED", tkB, str(qB), str(newB)], "structured"),
           idiom=("risk engine JSON resizing an order", "risk_limit"))
    D.post(tB + 0.17, "mostafa", "riskd 2as el order le {n} 🙄 tamam, mashy".format(n=q_c(newB)), cat="chat")
    oms_ack(D, tB + 0.18, oidB, tkB, "BUY", newB, pxB, embed=r.random() < 0.5)
    cumB = 0
    partsB = split_qty(r, int(newB * r.uniform(0.55, 0.85) // 1000 * 1000), 2 if F["fillB2"] else 1)
    for i, part in enumerate(partsB):
        cumB += part
        fpx = round(pxB + r.choice([0, -0.01, 0.01]), 2)
        if i == 0:
            m = oms_fill_embed(D, tB + 0.3, oidB, tkB, "BUY", part, fpx, cumB, newB)
            m["idiom"] = ("embed-only execution report", "trade_fill")
        else:
            m = oms_fill(D, tB + 0.3 + r.uniform(0.4, 1.0), oidB, tkB, "BUY", part, fpx, cumB, newB)
    D.ack(tB + 1.1, who="mostafa")

    # chain C: shorthand proposal, first posted with the wrong ticker and deleted, then rejected
    tkC_wrong = r.choice(other)
    pxC = D.px[tkC]
    qC = D.qty_for(tkC, 2.0, 5.0)
    slC = round(pxC * 0.95, 2)
    tC = r.uniform(11.1, 11.3)
    if F["wrong"]:
        wrong = "b {q} {tk} @ {px} sl {s}".format(q=q_k(qC), tk=tkC_wrong, px=p2(pxC), s=p2(slC))
        m_wrong = D.post(tC, "youssef", wrong, cat="hard",
                         hard=HE("trade_proposal", [tkC_wrong, "b " + q_k(qC), p2(pxC)], "shorthand"),
                         snippet=f"{tkC_wrong} @ {p2(pxC)}")
        D.delete(m_wrong, tC + 0.02)
        D.post(tC + 0.025, "youssef", "sorry ghalat fel ticker 🤦", cat="noise")
    shortC = r.choice(["b {q} {tk} @ {px} sl {s}", "b {q} {tk} @{px} / sl {s}", "{tk} b {q} @ {px}, sl {s}"]).format(
        q=q_k(qC), tk=tkC, px=p2(pxC), s=p2(slC))
    m_propC = D.post(tC + 0.03, "youssef", shortC, cat="hard",
                     hard=HE("trade_proposal", [tkC, "b " + q_k(qC), p2(pxC), p2(slC)], "shorthand"),
                     idiom=("k-suffixed shorthand buy proposal (b 120k XXX @ px sl y)", "trade_proposal"))
    D.post(tC + 0.06, "nour", "interesting... bas el liquidity fel {tk} ba3d el sa3a 12 bet2el".format(tk=tkC),
           ref=m_propC, cat="near", idiom=("'interesting' reply to a proposal (no approval)", "not_hard"))
    rejC_txt, rejC_facts = rejection(r, tkC)
    D.post(tC + r.uniform(0.12, 0.2), lead, rejC_txt, ref=m_propC, cat="hard",
           hard=HE("trade_approval", rejC_facts, "reply"),
           idiom=("Arabizi rejection reply (la2 / msh dlwa2ty)", "trade_approval"))
    D.post(tC + 0.22, "youssef", "tamam fahem 👍", cat="noise")

    # restricted name: risk engine blocks an order from the exec-agent
    qR = D.qty_for(restricted, 2.0, 4.0)
    blk = {"src": "riskd", "evt": "ORDER_BLOCKED", "sym": restricted, "side": "BUY", "qty": qR,
           "origin": "exec-agent", "rule": "restricted_list", "note": "results blackout"}
    tR = r.uniform(11.45, 11.7)
    block_today = F["block"]
    if block_today:
        m_blk = D.post(tR, "risk", json.dumps(blk, separators=(",", ":")), cat="hard",
                       hard=HE("risk_limit", ["ORDER_BLOCKED", restricted, "restricted_list"], "structured"))
        D.post(tR + 0.03, "tarek", "👍", ref=m_blk, cat="noise")

    # chain D: tagged sell proposal (size edited), approval, REJ fat finger, ACK, fill (price corrected)
    pxD = D.px[tkD]
    posD = b["pos"][tkD]
    qD1 = max(5000, int(posD * r.uniform(0.3, 0.5) // 5000 * 5000))
    qD = max(5000, int(qD1 * r.uniform(0.6, 0.8) // 5000 * 5000))
    if qD == qD1:
        qD1 = qD + 5000
    tD = r.uniform(11.8, 12.0)
    tplD = r.choice([
        "[PROPOSAL] SELL {q} {tk} @ {px} LMT | trim ba3d el rally | stop on remainder {st}",
        "[TRADE] be3 {q} {tk} 3and {px} limit — a5ffef el position, el ba2y stop {st}",
        "#proposal SELL {tk} {q} @ {px} (trim), stop el ba2y {st}",
    ])
    stD = round(pxD * 0.94, 2)
    sideD = "SELL" if "SELL" in tplD else "be3"
    m_propD = D.post(tD, "mostafa", tplD.format(q=q_c(qD1), tk=tkD, px=p2(pxD), st=p2(stD)), cat="hard",
                     hard=HE("trade_proposal", [tkD, sideD, q_c(qD), p2(pxD)], "tagged"),
                     idiom=("tagged sell proposal with size edited before approval", "trade_proposal"))
    D.edit(m_propD, tD + 0.05, tplD.format(q=q_c(qD), tk=tkD, px=p2(pxD), st=p2(stD)) + " (edit: size)",
           superseded=[q_c(qD1)])
    apD_txt, apD_facts = approval(r, tkD)
    D.post(tD + 0.1, lead, apD_txt, ref=m_propD, cat="hard", hard=HE("trade_approval", apD_facts, "reply"))
    oidD = D.oid()
    fat = p2(pxD / 10)
    rej = "{t} REJ  ord={o} {tk} SELL qty={q} px={px} reason=PRICE_OUTSIDE_LIMITS(static band) venue=EGX".format(
        t=hms(D.ms_at(tD + 0.14)), o=oidD, tk=tkD, q=q_c(qD), px=fat)
    if F["rejD"]:
        D.post(tD + 0.14, "oms", rej, cat="hard", hard=HE("trade_confirmation", [oidD, tkD, "REJ", fat], "structured"))
        D.post(tD + 0.16, "mostafa", "ya3m katabt {f} bdal {p} 🤦‍♂️ hasala7ha".format(f=fat, p=p2(pxD)), cat="chat")
    oidD2 = D.oid()
    oms_ack(D, tD + 0.18, oidD2, tkD, "SELL", qD, pxD)
    wrong_px = round(pxD - r.choice([0.18, 0.27, 0.09]), 2)
    fD_line = "{t} FILL ord={o} {tk} SELL last={lq}@{lp} cum={c}/{q} avg={a}"
    tF = tD + r.uniform(0.3, 0.5)
    fD_ms = D.ms_at(tF)
    m_fD = D.post(tF, "oms", fD_line.format(t=hms(fD_ms), o=oidD2, tk=tkD, lq=ai(q_c(qD)), lp=ai(p2(wrong_px)),
                                            c=q_c(qD), q=q_c(qD), a=p2(wrong_px)),
                  cat="hard", hard=HE("trade_fill", [oidD2, tkD, "SELL", ai(q_c(qD)), ai(p2(pxD))], "structured"),
                  idiom=("OMS fill whose price is corrected by an edit", "trade_fill"))
    D.edit(m_fD, tF + 0.2, fD_line.format(t=hms(fD_ms), o=oidD2, tk=tkD, lq=ai(q_c(qD)), lp=ai(p2(pxD)),
                                          c=q_c(qD), q=q_c(qD), a=p2(pxD)) + " [CORR px]",
           superseded=[ai(p2(wrong_px))])
    D.ack(tF + 0.25, ref=m_fD, who="heba")
    # target / stop management on the remainder (untagged)
    tpD_kind = r.choice(["remove", "move"])
    if tpD_kind == "remove":
        txt = "shelt el target bta3 {tk} 5ales — hansibha tegry, el stop 3al ba2y {s}".format(tk=tkD, s=p2(stD))
        facts = [tkD, "shelt el target", p2(stD)]
    else:
        tg = round(pxD * 1.09, 2)
        txt = "rafa3t el target bta3 el ba2y fel {tk} le {tg}, w el stop {s} zay ma howa".format(tk=tkD, tg=p2(tg),
                                                                                                s=p2(stD))
        facts = [tkD, p2(tg), "rafa3t el target"]
    D.post(tF + 0.35, "mostafa", txt, cat="hard", hard=HE("stop_or_target_change", facts, "untagged"),
           idiom=("untagged Arabizi target removal/raise", "stop_or_target_change"))

    # PnL snapshots and flows (noise)
    pnl_snapshot(D, r.uniform(11.98, 12.05))
    D.post(r.uniform(12.05, 12.15), "news", flows_line(D), cat="noise")
    pnl_snapshot(D, r.uniform(13.98, 14.05), embed=True)

    # held news during the session: Arabic script disclosure + EGX plain/embed
    tk_n2 = r.choice([t for t in held if t != tk_n1])
    m_ar = news_arabic(D, r.uniform(10.6, 10.9), tk_n2)
    D.post(r.uniform(10.92, 11.0), "triage",
           "route ▸ D-{d} {tk} (disclosure) → research-agent · reason: held position".format(
               d=r.randint(88000, 89999), tk=tk_n2), cat="hard",
           hard=None)  # filled below with facts
    tri = D.msgs[-1]
    did = tri["content"].split()[2]
    tri["cat"] = "hard"
    tri["hard"] = HE("route_decision", ["route", did, tk_n2, "research-agent"], "structured")
    D.post(r.uniform(11.0, 11.05), "nour", "7ader, ha3mel quick note 3al {tk} ba3d el fota7".format(tk=tk_n2),
           ref=tri, cat="chat")

    # unrelated disclosure -> triage no_route (structured), and a human no-route
    tk_o1 = r.choice(other)
    news_disclosure(D, r.uniform(12.5, 12.7), tk_o1, None)
    D.post(r.uniform(12.72, 12.78), "triage",
           "no_route ▸ D-{d} {tk} (disclosure) · reason: not held / not on watchlist".format(
               d=r.randint(88000, 89999), tk=tk_o1), cat="hard", hard=None)
    tri2 = D.msgs[-1]
    did2 = tri2["content"].split()[2]
    tri2["hard"] = HE("no_route_decision", ["no_route", did2, tk_o1], "structured")
    tri2["idiom"] = ("triage-agent no_route line for unrelated disclosure", "no_route_decision")

    tk_rum = r.choice(held + watch)
    D.post(r.uniform(13.0, 13.1), "youssef",
           "fi kalam 3al WhatsApp groups en {co} ha-te3mel acquisition kbeera — 7ad sami3 7aga?".format(
               co=EQ[tk_rum][1]), cat="near")
    D.post(r.uniform(13.12, 13.2), lead, r.choice([
        "el {tk} rumour da msh moheem — no action, msh ha-route-o l7ad. law fi disclosure nebos.",
        "skip. kalam groups, mafish disclosure 3al {tk}; no action w mafish 7aga te-route.",
        "no action 3al {tk} rumour — msh hanwaga3 dma3'na, ignore.",
    ]).format(tk=tk_rum), cat="hard", hard=HE("no_route_decision", [tk_rum, "no action"], "untagged"))

    # midday risk report with the buried limit change
    tkL = r.choice([t for t in held if t not in (tkA, tkB)] or held)
    pL = sn - r.choice([2, 3])
    risk_rep = midday_risk(D, tkL, pL, g_lim)
    D.post(r.uniform(12.45, 12.6), "tarek", risk_rep, cat="hard",
           hard=HE("risk_limit", [tkL, f"{pL}% NAV"], "buried"),
           idiom=("limit change buried in midday risk report", "risk_limit"))

    # watchlist news (embed) + held news (embed / plain)
    tk_w2 = r.choice([t for t in watch if t != tk_w1] or watch)
    news_embed(D, r.uniform(13.3, 13.6), tk_w2, "watchlist_news")
    tk_n3 = r.choice([t for t in held if t not in (tk_n1, tk_n2)])
    u3 = r.random()
    if F["n3"] and u3 < 0.5:
        news_embed(D, r.uniform(11.2, 11.4), tk_n3, "held_position_news")
    elif F["n3"]:
        news_disclosure(D, r.uniform(11.2, 11.4), tk_n3, "held_position_news")

    # thesis updates (untagged flip + Arabic/conviction); the recap holds a buried one
    tk_th1 = thesis_names[0] if thesis_names else tkC
    reasons = {
        "EAST": "el excise gedida 3al sagayer", "ABUK": "el gas cuts lel masane3", "TMGH": "el pre-sales ba2et abta2",
        "COMI": "el NIM hayenzel ma3 el rate cuts", "SWDY": "el margins fel cables et-dag3'at",
        "FWRY": "el competition men el banks", "HRHO": "el IPO pipeline et2aggel",
    }
    rs = reasons.get(tk_th1, "el guidance et2alelet")
    th1 = r.choice([
        ("update 3ala {tk}: ana 2alabt bearish. {rs} — el target el adeem msh ha-yet7a2a2, el thesis 5elset.",
         [tk_th1, "bearish", "el thesis 5elset"]),
        ("{tk}: view changed → bearish ba3d {rs}. msh ha-nzawed, w law fi rally hanfakkar fel exit.",
         [tk_th1, "bearish", "view changed"]),
        ("تحديث الرؤية: {tk} — من إيجابي إلى سلبي (bearish) ba3d {rs}",
         [tk_th1, "bearish", "تحديث الرؤية"]),
    ])
    D.post(r.uniform(13.35, 13.5), r.choice(["nour", lead]), th1[0].format(tk=tk_th1, rs=rs), cat="hard",
           hard=HE("thesis_update", th1[1], "untagged"),
           idiom=("explicit thesis flip to bearish (Arabizi or Arabic script)", "thesis_update"))
    tk_th2 = None
    if F["th2"] and len(thesis_names) > 1:
        tk_th2 = thesis_names[1]
        tg2 = p2(D.px[tk_th2] * r.uniform(1.15, 1.3))
        D.post(r.uniform(14.0, 14.3), lead,
               "{tk}: conviction 3alya dlwa2ty ba3d el numbers — ba2et top pick 3andi, target gedid {tg}".format(
                   tk=tk_th2, tg=tg2), cat="hard",
               hard=HE("thesis_update", [tk_th2, "conviction 3alya", tg2], "untagged"))

    # chain B leftover expires at the close
    exp = "{t} DONE ord={o} {tk} BUY cum={c}/{q} leaves=0 st=EXPIRED (end of session)".format(
        t=hms(D.ms_at(14.52)), o=oidB, tk=tkB, c=ai(q_c(cumB)), q=q_c(newB))
    if F["expB"]:
        D.post(14.52, "oms", exp, cat="hard", hard=HE("trade_confirmation", [oidB, tkB, "EXPIRED"], "structured"))
    D.post(r.uniform(14.55, 14.65), "news", market_close_line(D), cat="noise")

    # ---------------- afternoon: FX hedge thread, fixed income -------------
    tH = r.uniform(13.05, 13.2)
    th = D.new_thread(tH)
    D.post(tH - 0.003, "salma", "fata7t thread lel USD/EGP hedge 👇", cat="noise")
    bank = r.choice(NDF_BANKS)
    rt = p2(D.ndf + r.uniform(-0.1, 0.1))
    h_s = f"{hedge_mio:g} mio"
    prop_ndf = r.choice([
        "el dollar exposure bta3et el book zadet ba3d el fills. proposal: neshtery {h} USD/EGP 3M NDF 3and {rt} "
        "m3a {bk} 3ashan n-hedge el foreign-currency NAV",
        "[HEDGE] buy {h} USD/EGP 3M NDF @ {rt} ({bk} offshore), n-cover el NAV exposure ba3d el fills",
    ]).format(h=h_s, rt=rt, bk=bank)
    side_ndf = "neshtery" if "neshtery" in prop_ndf else "buy"
    m_pndf = D.post(tH + 0.01, "salma", prop_ndf, thread=th, cat="hard",
                    hard=HE("trade_proposal", ["USD/EGP", side_ndf, h_s, rt], "tagged" if "[HEDGE]" in prop_ndf
                            else "untagged"))
    D.post(tH + 0.05, "youssef", "leh 3M msh 6M? el 6M implied a7san?", thread=th, ref=m_pndf, cat="near")
    D.post(tH + 0.08, "salma", "el 6M liquidity 5afifa offshore w el bid/offer 3ereed, 3M a7san lel roll", thread=th,
           cat="chat")
    ap_ndf_txt, ap_ndf_facts = approval(r, "USD/EGP")
    D.post(tH + 0.15, lead, ap_ndf_txt, thread=th, ref=m_pndf, cat="hard",
           hard=HE("trade_approval", ap_ndf_facts, "reply"))
    rt2 = p2(float(rt) + r.choice([0.0, 0.02, 0.03, -0.01]))
    D.post(tH + 0.4, "salma",
           "done ✅ eshtareit {h} USD/EGP 3M NDF @ {rt2} m3a {bk}, fixing {fx} value spot+2".format(
               h=h_s, rt2=rt2, bk=bank, fx=(D.date + timedelta(days=91)).strftime("%d-%b")),
           thread=th, cat="hard", hard=HE("trade_fill", ["USD/EGP", h_s, rt2, "eshtareit"], "untagged"),
           idiom=("today's fill told in past tense (eshtareit … done)", "trade_fill"))
    if breach_today:
        val = int((b["ndf_pos"] + hedge_mio) * 1_000_000)
        brc = {"src": "riskd", "evt": "LIMIT_BREACH", "limit": "usdegp_ndf_net_usd", "value": val,
               "max": int(nd * 1_000_000), "action": "block_risk_increasing"}
        D.post(tH + 0.45, "risk", json.dumps(brc, separators=(",", ":")), cat="hard",
               hard=HE("risk_limit", ["LIMIT_BREACH", "usdegp_ndf_net_usd", str(val)], "structured"))
        nd2 = f"{nd + 1.0:g}"
        D.post(tH + 0.55, "tarek",
               "3arfeen el breach — approved temporary: NDF net max {n} mio USD le7ad el 5amees, ba3d keda "
               "nerga3 {o}".format(n=nd2, o=nd_s),
               thread=th, cat="hard", hard=HE("risk_limit", [f"{nd2} mio USD", "temporary"], "untagged"))
    D.post(tH + 0.6, "salma", "shokran ya Tarek 🙏", thread=th, cat="noise")

    # held news via underlying (EGP or Egyptian dollar bonds)
    m_und = underlying_news(D, r.uniform(13.6, 14.4))
    imf_news = "IMF" in m_und["content"]

    # fixed income: T-bill thread and/or Eurobond trade
    if fi_choice in ("tbill", "both"):
        tT = r.uniform(11.3, 11.5)
        tt = D.new_thread(tT)
        D.post(tT - 0.003, "salma", "thread lel mazad bta3 el 364 yom el naharda 🧵", cat="noise")
        face = r.choice([100, 150, 200, 250])
        y = p2(D.tb + r.uniform(-0.2, 0.2))
        bid_txt = r.choice(["[BID] 364d T-bill auction: {f} milyon gneh @ {y}% (competitive)",
                            "proposal lel mazad: n-bid {f} milyon gneh fel 364 yom 3and {y}%"]).format(f=face, y=y)
        m_tb = D.post(tT + 0.01, "salma", bid_txt, thread=tt, cat="hard",
                      hard=HE("trade_proposal", ["364", f"{face} milyon gneh", f"{y}%"],
                              "tagged" if "[BID]" in bid_txt else "untagged"))
        D.post(tT + 0.06, "karim", r.choice(["ok go", "go 👍", "tamam, approved"]), thread=tt, ref=m_tb, cat="hard",
               hard=None)
        ap = D.msgs[-1]
        ap["hard"] = HE("trade_approval", approval_facts(ap["content"]), "reply")
        alloc = int(face * r.choice([0.6, 0.8, 1.0]))
        ya = p2(float(y) - r.uniform(0.02, 0.15))
        tA_ = r.uniform(15.0, 15.2)
        if F["tb_forget"]:
            acct = "EG{a} {b} {c}".format(a=r.randint(10, 99), b=r.randint(1000, 9999), c=r.randint(10**11, 10**12 - 1))
            m_al = D.post(tA_, "heba",
                          "el results tel3et: allotted {a} milyon gneh @ {ya}% avg — settlement T+1 men 7esab "
                          "{ac} (custody login: cai_ops / pw ba3attaha private)".format(a=alloc, ya=ya, ac=acct),
                          thread=tt, cat="hard",
                          hard=HE("trade_fill", ["allotted", f"{alloc} milyon gneh", f"{ya}%"], "untagged"),
                          snippet=acct)
            D.forget(m_al, tA_ + 0.06, PEOPLE["heba"][0])
            D.post(tA_ + 0.07, "heba", "[ALLOTMENT] 364d T-bill: {a} milyon gneh @ {ya}% avg, settlement T+1 "
                                       "(reposted bdoun el account details)".format(a=alloc, ya=ya),
                   thread=tt, cat="hard",
                   hard=HE("trade_fill", ["ALLOTMENT", f"{alloc} milyon gneh", f"{ya}%"], "tagged"))
        else:
            D.post(tA_, "heba",
                   "el results tel3et: allotted {a} milyon gneh @ {ya}% avg, settlement T+1 3ala MCDR".format(a=alloc, ya=ya),
                   thread=tt, cat="hard", hard=HE("trade_fill", ["allotted", f"{alloc} milyon gneh", f"{ya}%"], "untagged"))
        D.post(tA_ + 0.12, "salma", "👍", thread=tt, cat="noise")

    if fi_choice in ("eurobond", "both"):
        tE = r.uniform(15.5, 16.0)
        eb = b["eb"]
        ebpx = p2(b["ebpx"] + r.uniform(-0.5, 0.5))
        eb_q = r.choice([1, 2])
        prop_eb = r.choice(["[PROPOSAL] SELL {q}mm {eb} @ {px} — " + ("n-lock el rally ba3d el IMF news" if imf_news
                                                                       else "el spread 3al UST et-dayya2, n-lock"),
                            "proposal: nebee3 {q}mm {eb} 3and {px}, el spread et-dayya2 keteer"]).format(
            q=eb_q, eb=eb, px=ebpx)
        side_eb = "SELL" if "SELL" in prop_eb else "nebee3"
        m_eb = D.post(tE, "salma", prop_eb, cat="hard",
                      hard=HE("trade_proposal", [eb, side_eb, f"{eb_q}mm", ebpx],
                              "tagged" if "[PROPOSAL]" in prop_eb else "untagged"))
        ap_eb, ap_eb_f = approval(r, eb)
        D.post(tE + 0.08, lead, ap_eb, ref=m_eb, cat="hard", hard=HE("trade_approval", ap_eb_f, "reply"))
        fpx = p2(float(ebpx) - r.choice([0.0, 0.05, 0.1]))
        dealer = r.choice(["JPM", "Citi", "HSBC", "Barclays"])
        phone = "+20 10{a} {b} {c}".format(a=r.randint(0, 9), b=r.randint(100, 999), c=r.randint(1000, 9999))
        m_ebf = D.post(tE + 0.3, "salma",
                       "done: be3na {q}mm {eb} @ {px} m3a {d} (el dealer Hany, mob {ph} law 7ad me7tago)".format(
                           q=eb_q, eb=eb, px=fpx, d=dealer, ph=phone),
                       cat="hard", hard=HE("trade_fill", [eb, f"{eb_q}mm", fpx], "untagged"),
                       snippet=f"mob {phone}")
        D.forget(m_ebf, tE + 0.38, PEOPLE["heba"][0])
        if F["eb_repost"]:
            D.post(tE + 0.4, "salma", "[FILL] SOLD {q}mm {eb} @ {px} w/ {d} (reposted, bdoun el rakam)".format(
                q=eb_q, eb=eb, px=fpx, d=dealer), cat="hard",
                hard=HE("trade_fill", ["SOLD", f"{eb_q}mm", eb, fpx], "tagged"))
        D.post(tE + 0.41, "heba", "mase7t el message bta3et el rakam — ma-ne7otsh arkam shakhsiya hena please 🙏",
               cat="noise")

    # non-hard forget: KYC paste
    kyc = D.post(r.uniform(15.0, 15.2), "heba",
                 "KYC update lel client {n}: national ID {nid}, mob 01{a}{b}, el IBAN EG{iban} — mehtageen el "
                 "signature bokra".format(n=r.choice(["Sherif Y.", "Mona K.", "Hossam E."]), nid=r.randint(10**13, 10**14 - 1),
                                          a=r.randint(0, 2), b=r.randint(10**7, 10**8 - 1),
                                          iban=r.randint(10**15, 10**16 - 1)),
                 cat="chat")
    kyc["snippet"] = kyc["content"].split(":")[1].split(",")[0].strip()
    D.forget(kyc, r.uniform(15.25, 15.35), PEOPLE["heba"][0])

    # post-market recap with a buried thesis update
    tk_th3 = r.choice([t for t in held if t not in (tk_th1, tk_th2, tkA, tkB)]
                      or [t for t in held if t not in (tk_th1, tk_th2)])
    recap, rfacts = recap_text(D, tk_th3)
    m_rec = D.post(r.uniform(15.5, 15.9), lead, recap, cat="hard", hard=HE("thesis_update", rfacts, "buried"),
                   idiom=("thesis conviction change buried in post-market recap", "thesis_update"))
    D.react(m_rec, r.uniform(15.95, 16.1), "🔥", PEOPLE["mostafa"][0])
    D.pin(m_note, r.uniform(16.5, 17.0), PEOPLE[lead][0], unpin=True)

    # ---------------- evening ---------------------------------------------
    D.post(r.uniform(16.2, 16.5), "cron",
           "EOD ▸ trades booked {n} · allocations sent to MCDR ✅ · broker confirms matched {m}/{m} · "
           "router digest: {s} seen, {rr} routed, {k} no_route\n"
           "• commissions accrued: {cm} EGP · EGX/FRA fees: {fe} EGP · stamp duty n/a\n"
           "• settlement instructions T+1: {si} generated, 0 failed\n"
           "• NDF confirms: {nc} outstanding (counterparty cut-off 18:00 LDN)\n"
           "• archive: channel export + OMS blotter → cold storage ✅".format(
               cm=q_c(r.randint(8000, 60000)), fe=q_c(r.randint(1000, 9000)), si=r.randint(4, 14), nc=r.randint(0, 2),n=r.randint(6, 14), m=r.randint(6, 14),
                                                                        s=r.randint(20, 40), rr=r.randint(1, 4),
                                                                        k=r.randint(5, 20)), cat="noise")
    eod_risk = {"src": "riskd", "evt": "eod", "gross_egp_mn": r.randint(110, g_lim), "var99_1d_egp_mn":
                round(r.uniform(2.5, 6.0), 2), "breaches_today": 1 if breach_today else 0,
                "status": "ok", "limits_checked": r.randint(40, 48)}
    D.post(r.uniform(16.6, 17.0), "risk", json.dumps(eod_risk, separators=(",", ":")), cat="noise")
    pnl_snapshot(D, r.uniform(17.0, 17.2))
    D.post(r.uniform(17.3, 18.0), "news", global_story(D), cat="near")
    D.post(r.uniform(18.0, 18.6), "salma", D.fresh("bye", ["yalla tesba7o 3ala 5eir 👋", "ana mashya, bye ya regala",
                                                           "tesba7o 3ala 5eir", "bye 👋 bokra badry"]), cat="noise")
    D.post(r.uniform(18.6, 19.0), "mostafa", D.fresh("bye2", ["bye ya regala", "يلا سلام", "tesba7 3ala 5eir ya Karim"]),
           cat="noise")
    stk2 = r.choice([s for s in STACKS if s is not stk])
    D.post(r.uniform(19.2, 20.5), stk2[0], fill_stack(stk2[1], D, r), cat="noise")
    tst = D.post(r.uniform(20.6, 20.9), "ci", "test message from staging webhook pls ignore [{h}]".format(
        h=r.randint(1000, 9999)), cat="noise")
    tst["snippet"] = tst["content"]
    D.delete(tst, r.uniform(20.95, 21.1))
    D.post(r.uniform(21.2, 21.6), "ci", "ci ▸ nightly build `desk-bots` #{n} passed ({t} tests) · artifacts pushed".format(
        n=r.randint(1200, 1999), t=r.randint(340, 520)), cat="noise")
    D.post(r.uniform(21.7, 22.5), "news", global_story(D), cat="near")
    D.post(r.uniform(22.5, 23.5), lead, r.choice([
        "bokra awel 7aga ne-review el {tk} position, ba3d el numbers".format(tk=r.choice(held)),
        "reminder: el IC meeting bokra 9:00 abl el fota7",
        "ana ba3at el weekly letter lel investors, law 7ad 3ando comments 2bl 10",
    ]), cat="chat")

    # ---------------- near-misses and chat fill the day --------------------
    near_misses(D, restricted)
    news_stream(D)
    long_chat(D)
    research_paste(D, r.uniform(7.6, 8.3))
    premarket_brief(D, r.uniform(6.8, 7.1))
    positions_report(D, r.uniform(6.5, 6.7))
    midday_wrap(D, r.uniform(12.25, 12.4))
    sector_deep_dive(D, r.uniform(15.3, 16.4))
    fx_fi_note(D, r.uniform(8.9, 9.2))
    mideast_stocks(D, r.uniform(11.5, 12.2))
    mideast_stocks(D, r.uniform(14.8, 15.3))
    disclosure_digest(D, r.uniform(18.5, 19.5))
    risk_eod_text(D, r.uniform(17.2, 17.6))
    fx_eod_text(D, r.uniform(16.8, 17.4))
    if r.random() < 0.6:
        research_paste(D, r.uniform(12.0, 15.0))
    D.post(r.uniform(14.7, 15.3), "nour", long_analysis(D, r.choice(watch)), cat="near")
    stk3 = r.choice(STACKS)
    D.post(r.uniform(6.2, 7.0), stk3[0], fill_stack(stk3[1], D, r), cat="noise")
    chatter(D)
    banter(D)
    extra_alerts_and_bots(D)


def approval(r, tk):
    opts = [
        ("ok go 👍", ["ok go", "👍"]),
        ("👍 send it", ["send it", "👍"]),
        ("tamam, approved ✅", ["approved", "✅"]),
        ("yalla go — approved", ["go", "approved"]),
        ("mashy, eb3at el order 👍", ["eb3at el order", "👍"]),
        ("موافق ✅ yalla", ["موافق", "✅"]),
        ("approved el {tk} 👍".format(tk=tk), ["approved", tk]),
        ("ok go {tk}, bas ma-tedrabsh el offer".format(tk=tk), ["ok go", tk]),
    ]
    return r.choice(opts)


def approval_facts(txt):
    for w in ("ok go", "go 👍", "approved"):
        if w in txt:
            return [w, txt.split()[0].strip(",")]
    return [txt]


def rejection(r, tk):
    return r.choice([
        ("la2 msh dlwa2ty. el {tk} 3aleh results el esboo3 el gay, rejected".format(tk=tk), ["la2", tk, "rejected"]),
        ("no. el concentration 3alya 5ales, msh hanzawed {tk} el naharda".format(tk=tk), ["msh hanzawed", tk]),
        ("rejected ❌ — el size kebir 3al liquidity bta3et {tk}".format(tk=tk), ["rejected", tk]),
        ("la2 ya Youssef, {tk} msh fel plan, 5aliha".format(tk=tk), ["la2", tk, "msh fel plan"]),
    ])


def gnums(r):
    return {"n": f"{r.uniform(0.2, 2.4):.1f}", "m": f"{r.uniform(0.5, 3.5):.1f}", "br": f"{r.uniform(61, 84):.2f}",
            "ust": f"{r.uniform(3.6, 4.6):.2f}", "cu": q_c(r.randint(8600, 10900)),
            "y": r.randint(8, 12), "g": r.randint(2480, 3150), "pm": r.choice(["+", "-"])}


def fill_stack(t, D, r):
    tk = r.choice(D.book["held"] + D.book["watch"])
    a = r.randint(40000, 90000)
    return t.format(px=p2(D.px[tk]), tk=tk, ts=hms(D.start + int(r.uniform(1, 23) * 3600000)),
                    a=a if "{b}" in t else r.randint(1, 4) if "attempt" in t else r.randint(901, 4000),
                    b=a + r.randint(2, 9), n=r.randint(60, 420))


def split_qty(r, q, n):
    if n == 1:
        return [q]
    step = 1000
    first = max(step, int(q * r.uniform(0.3, 0.6) // step * step))
    return [first, q - first]


def oms_ack(D, h, oid, tk, side, q, px, embed=False):
    ms_h = h
    if embed:
        emb = [{"title": "Order accepted", "author": "Thoth OMS",
                "fields": [{"name": "Symbol", "value": tk, "inline": True}, {"name": "Side", "value": side, "inline": True},
                           {"name": "Qty", "value": q_c(q), "inline": True}, {"name": "Limit", "value": p2(px), "inline": True},
                           {"name": "Status", "value": "ACCEPTED"}],
                "footer": f"{oid} · EGX main · DAY"}]
        return D.post(ms_h, "oms", "", embeds=emb, cat="hard",
                      hard=HE("trade_confirmation", [oid, tk, side, q_c(q), "ACCEPTED"], "embed"))
    tpl = D.rng.choice(["{t} ACK  ord={o} {tk} {s} qty={q} px={px} LMT tif=DAY st=ACCEPTED venue=EGX",
                        "[OMS] {t} | {o} | NEW → ACCEPTED | {s} {tk} {q} @ {px} | DAY"])
    txt = tpl.format(t=hms(D.ms_at(h)), o=oid, tk=tk, s=side, q=q_c(q), px=p2(px))
    return D.post(ms_h, "oms", txt, cat="hard",
                  hard=HE("trade_confirmation", [oid, tk, side, q_c(q), p2(px)], "structured"))


def oms_fill(D, h, oid, tk, side, q, px, cum, tot):
    txt = "{t} FILL ord={o} {tk} {s} last={lq}@{lp} cum={c}/{tq} avg={a}".format(
        t=hms(D.ms_at(h)), o=oid, tk=tk, s=side, lq=ai(q_c(q)), lp=ai(p2(px)), c=q_c(cum), tq=q_c(tot), a=p2(px))
    return D.post(h, "oms", txt, cat="hard",
                  hard=HE("trade_fill", [oid, tk, side, ai(q_c(q)), ai(p2(px))], "structured"))


def oms_fill_embed(D, h, oid, tk, side, q, px, cum, tot):
    emb = [{"title": "Execution report", "description": "Partial fill" if cum < tot else "Filled",
            "author": "Thoth OMS",
            "fields": [{"name": "Symbol", "value": tk, "inline": True}, {"name": "Side", "value": side, "inline": True},
                       {"name": "Qty", "value": ai(q_c(q)), "inline": True}, {"name": "Px", "value": p2(px), "inline": True},
                       {"name": "Cum", "value": f"{q_c(cum)} / {q_c(tot)}"}],
            "footer": f"ord {oid} · venue EGX · T+2"}]
    return D.post(h, "oms", "", embeds=emb, cat="hard",
                  hard=HE("trade_fill", [tk, side, ai(q_c(q)), p2(px)], "embed"))


def alert(D, h, watch_only=False):
    r = D.rng
    tk = r.choice(D.book["watch"] if watch_only else D.book["held"])
    up = r.random() < 0.55
    lvl = p2(D.px[tk] * (1.02 if up else 0.98))
    txt = "🔔 {tk} crossed {d} {l} ({s}{c}%) · vol {v}k".format(
        tk=tk, d="above" if up else "below", l=lvl, s="+" if up else "-", c=f"{r.uniform(1.0, 4.5):.1f}",
        v=r.randint(80, 2400))
    return D.post(h, "alerts", txt, cat="noise")


def market_open_line(D):
    r = D.rng
    return ("EGX open ▸ EGX30 {l} ({s}{c}%) · EGX70 EWI {s2}{c2}% · breadth {u}↑/{d}↓ · turnover {t} mn EGP in first "
            "5 min").format(l=q_c(D.lvl), s=r.choice(["+", "-"]), c=f"{r.uniform(0.05, 0.9):.2f}",
                            s2=r.choice(["+", "-"]), c2=f"{r.uniform(0.05, 1.1):.2f}", u=r.randint(40, 140),
                            d=r.randint(30, 120), t=r.randint(80, 260))


def market_close_line(D):
    r = D.rng
    lines = ["EGX close ▸ EGX30 {l} ({s}{c}%) · EGX70 EWI {s2}{c2}% · turnover {t} bn EGP".format(
        l=q_c(D.lvl + r.randint(-300, 300)), s=r.choice(["+", "-"]), c=f"{r.uniform(0.05, 1.6):.2f}",
        s2=r.choice(["+", "-"]), c2=f"{r.uniform(0.05, 1.9):.2f}", t=f"{r.uniform(2.4, 6.8):.1f}")]
    lines.append("Net flows: foreigners {a} mn · Arabs {b} mn · Egyptians {c} mn".format(
        a=r.randint(-300, 400), b=r.randint(-200, 150), c=r.randint(-250, 250)))
    g = r.sample(list(EQ), 6)
    lines.append("Top gainers: " + ", ".join(f"{t} +{r.uniform(1, 9):.1f}%" for t in g[:3]))
    lines.append("Top losers: " + ", ".join(f"{t} -{r.uniform(1, 7):.1f}%" for t in g[3:]))
    return "\n".join(lines)


def flows_line(D):
    r = D.rng
    return ("Flows 12:00 ▸ foreign net {a} mn EGP · Arab net {b} mn · institutions {c}% of turnover · "
            "most active: {t1}, {t2}, {t3}").format(a=r.randint(-180, 260), b=r.randint(-90, 80),
                                                    c=r.randint(28, 61), t1=r.choice(list(EQ)), t2=r.choice(list(EQ)),
                                                    t3=r.choice(list(EQ)))


def pnl_snapshot(D, h, embed=False):
    r = D.rng
    b = D.book
    rows = []
    tot = 0
    for tk in b["held"]:
        v = r.randint(-400, 600) * 1000
        tot += v
        rows.append((tk, v, b["pos"][tk]))
    fxv = r.randint(-80, 120) * 1000
    tbv = r.randint(20, 90) * 1000
    tot += fxv + tbv
    if embed:
        fields = [{"name": tk, "value": f"{v:+,} EGP · pos {q_c(q)}", "inline": True} for tk, v, q in rows]
        fields.append({"name": "USD/EGP NDF 3M", "value": f"{fxv:+,} EGP · {b['ndf_pos']:g} mio USD", "inline": True})
        fields.append({"name": "T-bill 364d", "value": f"{tbv:+,} EGP accr", "inline": True})
        emb = [{"title": f"PnL snapshot {hm(D.ms_at(h))} CLT", "description": f"Total {tot:+,} EGP",
                "fields": fields, "footer": "pnl-bot · marks: EGX last, NDF Refinitiv"}]
        return D.post(h, "pnl", "", embeds=emb, cat="noise")
    lines = [f"PnL snapshot {hm(D.ms_at(h))} CLT (EGP)", "```",
             f"{'sym':<6}{'day pnl':>12}   {'pos':>13}{'last':>9}{'chg%':>7}{'MV mn':>8}"]
    for tk, v, q in rows:
        lines.append(f"{tk:<6}{v:>+12,}   pos {q:>9,}{D.px[tk]:>9.2f}{r.uniform(-2.5, 2.5):>+7.2f}{q * D.px[tk] / 1e6:>8.1f}")
    lines.append(f"{'NDF3M':<6}{fxv:>+12,}   {b['ndf_pos']:g} mio USD")
    lines.append(f"{'TB364':<6}{tbv:>+12,}   {b['tb_face']} mn face")
    lines.append(f"{b['eb'][:6]:<6}{r.randint(-30, 40) * 1000:>+12,}   {b['eb_pos']}mm")
    lines.append(f"{'TOTAL':<6}{tot:>+12,}")
    lines.append("```")
    return D.post(h, "pnl", "\n".join(lines), cat="noise")


def news_reuters_text(D, tk, tmpl=None):
    r = D.rng
    nums = numbers(r)
    if tmpl is None:
        if tk in SECTOR_HEADLINES and r.random() < 0.5:
            tmpl = SECTOR_HEADLINES[tk]
        else:
            tmpl = D.fresh(("hl", tk), HEADLINES)
    head = tmpl[0].format(co=D.co(tk), **nums)
    return head, tmpl[1].format(**nums), nums[tmpl[2]], nums


def news_held_reuters(D, h, tk):
    r = D.rng
    head, body, key, nums = news_reuters_text(D, tk)
    facts_name = D.co(tk) if D.co(tk) in head else EQ[tk][1]
    txt = ("CAIRO, {mon} {d} (Reuters) - {head}, according to a statement to the Egyptian Exchange on {wd}. {body}\n\n"
           "{more}\n\n(Reporting by Cairo newsroom; Editing by {ed})").format(
        mon=D.mon, d=D.dnum, head=head, wd=D.wday, body=body, more="\n\n".join(story_paras(D, tk, r.randint(6, 8))),
        ed=r.choice(["Jan Harvey", "Mark Potter", "Sonia Cheema"]))
    return D.post(h, "news", txt, cat="hard",
                  hard=HE("held_position_news", [facts_name, key], "untagged"),
                  idiom=("held name referred to only by company name in Reuters-style story", "held_position_news"))


def news_disclosure(D, h, tk, etype):
    r = D.rng
    head, body, key, nums = news_reuters_text(D, tk)
    txt = "📢 EGX disclosure | {tk} | {head}\n{body}\n\n{more}\n\n{boiler}".format(
        tk=tk, head=head, body=body, more="\n\n".join(story_paras(D, tk, r.randint(3, 5))),
        boiler=D.rng.choice(DISCLOSURE_BOILER))
    if etype is None:
        return D.post(h, "news", txt, cat="near",
                      idiom=("disclosure on a name neither held nor watched", "not_hard"))
    return D.post(h, "news", txt, cat="hard", hard=HE(etype, [tk, key], "tagged"))


def news_embed(D, h, tk, etype):
    r = D.rng
    head, body, key, nums = news_reuters_text(D, tk)
    emb = [{"title": f"EGX Disclosure — {D.co(tk)}",
            "description": head + ". " + body + "\n\n" + " ".join(story_paras(D, tk, r.randint(2, 4))),
            "author": "EGX-Wire", "url": f"https://www.egx.com.eg/en/NewsDetails.aspx?NewsID={r.randint(400000, 499999)}",
            "fields": [{"name": "Ticker", "value": tk, "inline": True},
                       {"name": "Type", "value": r.choice(["Material event", "Financial statements", "Board decision"]),
                        "inline": True},
                       {"name": "Filed", "value": hm(D.ms_at(h)) + " CLT", "inline": True}],
            "footer": "EGX disclosure feed · auto-relayed"}]
    return D.post(h, "news", "", embeds=emb, cat="hard", hard=HE(etype, [tk, key], "embed"))


def news_arabic(D, h, tk):
    r = D.rng
    nums = numbers(r)
    t, key = r.choice(AR_HEADLINES)
    ar = EQ[tk][2]
    txt = t.format(ar=ar, **nums) + "\n(EGX disclosure, {t} CLT)\n\nEN summary: {co} ({tk}) filed a {k} with the exchange; " \
        "details per the Arabic original above. {sp}".format(t=hm(D.ms_at(h)), co=D.co(tk), tk=tk,
                                                            k=r.choice(["board decision", "material event notice"]),
                                                            sp=SECTOR_PARAS[EQ[tk][4]])
    return D.post(h, "news", txt, cat="hard", hard=HE("held_position_news", [ar, nums[key]], "untagged"),
                  idiom=("Arabic-script disclosure naming a held company", "held_position_news"))


def underlying_news(D, h):
    r = D.rng
    if r.random() < 0.5:
        x = p2(D.fx + r.uniform(0.3, 0.9))
        txt = ("CAIRO, {mon} {d} (Reuters) - Egypt's pound weakened to {x} per dollar in interbank trading on {wd}, "
               "its softest level in {w} weeks, as foreign investors trimmed holdings of local treasury bills ahead of "
               "the central bank's next policy meeting, bankers said. Offshore non-deliverable forwards priced further "
               "depreciation over three months.\n\nThe central bank has allowed the currency to move more freely since the 2024 "
               "float, and officials have repeatedly said the exchange rate is determined by supply and demand. "
               "\"We are seeing some rotation out of the carry trade after a very strong run,\" said a treasury "
               "dealer at a local bank, who asked not to be named.\n\nYields on one-year treasury bills were little "
               "changed at the last auction, while the cost of insuring Egypt's debt against default edged higher, "
               "LSEG data showed.").format(mon=D.mon, d=D.dnum, x=x, wd=D.wday, w=r.randint(3, 9))
        facts = ["Egypt's pound", x]
    else:
        c = r.choice(["1.5", "2", "2.25", "3"])
        txt = ("LONDON, {mon} {d} (Reuters) - Egypt's dollar bonds rose as much as {c} cents on {wd} after the IMF "
               "board approved the latest review of the country's loan programme, unlocking a ${y}bn disbursement. "
               "The 2032 and 2047 maturities led gains, Tradeweb data showed.\n\nThe review keeps the programme on track "
               "after delays earlier in the year over the pace of state asset sales. Analysts said the disbursement, "
               "together with Gulf investment inflows, should cover the external financing gap for the coming fiscal "
               "year.\n\nEgypt's five-year credit default swaps tightened by about 20 basis points, according to "
               "LSEG data.").format(
            mon=D.mon, d=D.dnum, c=c, wd=D.wday, y=r.choice(["1.2", "1.3", "0.8"]))
        facts = ["Egypt's dollar bonds", f"{c} cents"]
    return D.post(h, "news", txt, cat="hard", hard=HE("held_position_news", facts, "untagged"),
                  idiom=("macro headline hitting a held derivative/bond via its underlying", "held_position_news"))


def morning_note(D, prop_sentence):
    r = D.rng
    b = D.book
    lines = [f"☀️ *Morning note* — {D.date:%a %d %b} | EGX desk", ""]
    lines.append("*Macro / FX*")
    lines.append("• el gneh 3and {fx} fel interbank (embare7 {fxp}), el NDF 3M {ndf} — el gap bein el spot wel NDF "
                 "ma-etghayarsh keteer, ya3ni el sou2 msh metwa2e3 ta3weem 2arib.".format(
                     fx=p2(D.fx), fxp=p2(D.fx - r.uniform(-0.1, 0.15)), ndf=p2(D.ndf)))
    lines.append("• akher mazad 364 yom: avg {tb}%, el 91 yom {t91}%. el foreigners lessa fel carry bas el flows a2al "
                 "men el shahr elli fat.".format(tb=p2(D.tb), t91=p2(D.tb + r.uniform(0.4, 1.4))))
    lines.append("• Brent {br}$, el LNG cargoes lel masane3 mafish 3'erha gedid; el fertilizers 7asasa lel news di."
                 .format(br=f"{r.uniform(61, 84):.1f}"))
    lines.append("• Overnight: S&P {s}%, el Gulf {g}. el CIB GDR fi London {c}%.".format(
        s=f"{r.choice([-1, 1]) * r.uniform(0.1, 1.2):+.1f}", g=r.choice(["mixed", "akhdar", "a7mar 5afif"]),
        c=f"{r.choice([-1, 1]) * r.uniform(0.1, 2):+.1f}"))
    lines.append("")
    lines.append("*Positions (EOD embare7)*")
    for tk in b["held"]:
        lines.append(f"• {tk} — {q_c(b['pos'][tk])} sahm @ avg {p2(b['avg'][tk])}")
    lines.append(f"• USD/EGP 3M NDF — long {b['ndf_pos']:g} mio USD")
    lines.append(f"• T-bill 364d — {b['tb_face']} milyon gneh face")
    lines.append(f"• {b['eb']} — {b['eb_pos']}mm nominal")
    lines.append("")
    lines.append("*Watchlist*: " + ", ".join(b["watch"]))
    lines.append("")
    lines.append("*Plan el naharda*")
    lines.append("• " + r.choice(["hanraga3 el FX hedge ba3d el 2efal m3a Salma, el exposure zadet",
                                   "el research calls el sa3a 1, Nour hate3mel update lel models",
                                   "5alo balko men el ex-div dates el esboo3 da"]))
    lines.append("• " + prop_sentence)
    lines.append("• " + r.choice(["ba2y el book zay ma howa, mafish rebalancing",
                                   "law el EGX30 kesar {l} lta7t hanb2a defensive shwaya".format(l=q_c(D.lvl - 500)),
                                   "el IR calls el sa3a 1 ba3d el 2efal, ay 7ad 3ayez yedkhol y2oly"]))
    lines.append("")
    lines.append("*Sectors*")
    sec_lines = [
        "• Banks: el market bey-price cuts 3ala sana ~{c}bps, el NIM compression ma3roofa; el volumes hya el story.".format(
            c=r.choice([200, 300, 400])),
        "• Real estate: el pre-sales lessa 2awya bas el collections abta2, w el developers beyetwasa3o fel Gulf.",
        "• Industrials/cables: el export backlog kbeer, el copper {cu} el esboo3 da.".format(
            cu=r.choice(["tele3 3%", "nezel 2%", "flat"])),
        "• Fertilizers: el urea prices {u}, bas el gas supply hwa el risk el asasy.".format(
            u=r.choice(["mestaqerra", "tel3et 5%", "nazla shwaya"])),
        "• Fintech: el valuations 3alya, el growth kwayes, el regulation (CBE licensing) lessa overhang.",
        "• Tobacco/consumer: el pricing power mawgood bas el volumes betenzel ma3 kol price hike.",
    ]
    lines.extend(r.sample(sec_lines, 5))
    lines.append("")
    lines.append("*Levels*")
    for tk in r.sample(b["held"] + b["watch"], 7):
        lines.append(f"• {tk}: support {p2(D.px[tk] * 0.96)} / resistance {p2(D.px[tk] * 1.05)}")
    lines.append("")
    lines.append("*Flows embare7*: foreigners {a} mn, Arabs {b2} mn, Egyptians {c} mn; institutions {i}% men el turnover."
                 .format(a=r.randint(-250, 300), b2=r.randint(-120, 120), c=r.randint(-200, 200), i=r.randint(30, 60)))
    lines.append("")
    lines.append("*Calendar*: " + r.choice([
        "CBE MPC el 5amees · el results season bade2 el esboo3 el gay · EGX30 rebalancing a5er el shahr",
        "PMI el sa3a 9:15 · IMF mission fi Cairo · ex-div 2 names bokra",
        "CPI el 10 · el mazad el 5amees · MSCI review effective a5er el shahr"]))
    lines.append("")
    lines.append("ya regala el liquidity 5afifa awel nos sa3a, ma7adesh yedrab market orders 🙏")
    return "\n".join(lines)


def midday_risk(D, tkL, pL, g_lim):
    r = D.rng
    b = D.book
    conc = ", ".join(f"{tk} {r.uniform(2.5, 8.5):.1f}%" for tk in b["held"][:4])
    lines = [f"Risk midday — {hm(D.ms_at(12.5))} CLT", "",
             f"Gross EGX: {r.randint(110, g_lim - 10)} milyon gneh ({r.randint(55, 92)}% of limit)",
             f"Net beta to EGX30: {r.uniform(0.7, 1.1):.2f}",
             f"Top concentrations (% NAV): {conc}",
             f"VaR 1d 99%: {r.uniform(2.5, 6.0):.2f} milyon gneh (hist, 500d)",
             f"USD/EGP NDF net: {b['ndf_pos']:g} mio USD",
             "",
             ("Mn dlwa2ty el single-name limit 3ala {tk} et2alel le {p}% NAV le7ad el results — ay order yezawed "
              "hayet-block men riskd.").format(tk=tkL, p=pL),
             "",
             "Limits utilisation:",
             "```",
             f"gross EGX            {r.randint(55, 92):>3}%",
             f"single name (max)    {r.randint(60, 98):>3}%",
             f"sector (real estate) {r.randint(30, 80):>3}%",
             f"NDF net USD          {r.randint(50, 99):>3}%",
             f"FI DV01              {r.randint(20, 60):>3}%",
             f"VaR                  {r.randint(40, 85):>3}%",
             "```",
             "Liquidity: kol el names te2dar tet2efel fe a2al men {d} ayam b 25% ADV.".format(d=r.randint(2, 5)),
             "Stress (EGP -10%, EGX30 -8%): {s} milyon gneh.".format(s=r.randint(-30, -8)),
             "ba2y el limits within. ay as2ela 3andi."]
    return "\n".join(lines)


def recap_text(D, tk):
    r = D.rng
    b = D.book
    thesis = r.choice([
        ("{tk}: el thesis lessa qaima, bas conviction nezlet le medium ba3d el call m3a el IR".format(tk=tk),
         [tk, "conviction nezlet le medium"]),
        ("{tk}: ana ba2eit bearish 3aleha — el catalyst bta3 el re-rating et-lgha".format(tk=tk),
         [tk, "ba2eit bearish"]),
        ("{tk}: confirm bullish, el numbers a7san men el consensus w el thesis et2akedet".format(tk=tk),
         [tk, "confirm bullish"]),
    ])
    lines = [f"📊 *Recap* — {D.date:%a %d %b}", "",
             "EGX30 2efel 3and {l} ({c}), turnover {t} milyar gneh; el foreigners {f}.".format(
                 l=q_c(D.lvl + r.randint(-300, 300)), c=f"{r.uniform(-1.4, 1.6):+.2f}%", t=f"{r.uniform(2.4, 6.5):.1f}",
                 f=r.choice(["net buyers", "net sellers", "flat"])),
             "",
             "*El book*",
             "• PnL el yom {p} alf gneh, mo3zamo men el banks w el industrials.".format(
                 p=f"{r.randint(-600, 900):+d}"),
             "• el FX exposure lessa metghattya bel NDFs, el ratio 7awaly {n}% men el NAV el dollary.".format(
                 n=r.randint(60, 95)),
             "• el T-bills accrual kwayes, w el Eurobond mark 3ala {eb} ma-et7arakshi keteer.".format(eb=b["eb"]),
             "",
             "*El sou2*",
             "• banks: {a}; real estate: {b2}; industrials: {c}; fertilizers: {d}.".format(
                 a=r.choice(["2awyeen", "flat", "ta3banin shwaya"]), b2=r.choice(["profit taking", "mestaqerra", "akhdar"]),
                 c=r.choice(["momtaza", "mixed", "ta7t pressure"]), d=r.choice(["ta7t pressure men el gas news", "flat", "rebound"])),
             "• el flows: foreigners {f1} mn, Arabs {f2} mn, Egyptians {f3} mn. el institutions {i}% men el turnover.".format(
                 f1=r.randint(-250, 300), f2=r.randint(-120, 120), f3=r.randint(-200, 200), i=r.randint(30, 60)),
             "• el EGX70 {e}, el retail lessa nashet fel penny stocks.".format(e=f"{r.uniform(-1.5, 2.5):+.2f}%"),
             "• el NDF 3M 2afal 3and {n}, el interbank {fx}.".format(n=p2(D.ndf), fx=p2(D.fx)),
             "",
             "*Views*",
             "• el sou2 3amatan: el rally mestamer bas el breadth bada2 yedaya2, msh 3ayzeen nestakhdem leverage.",
             "• " + thesis[0],
             "• el small caps fiha speculation keteer, ma-ndkholsh feeha.",
             "",
             "*Bokra*: " + r.choice(["el PMI w el CPI expectations", "el IC meeting 9:00",
                                     "ex-div 3ala 2 names w el mazad"])]
    return "\n".join(lines), thesis[1]


def near_misses(D, restricted):
    r = D.rng
    b = D.book
    held, watch, other = b["held"], b["watch"], b["other"]
    anyname = held + watch
    slots = [r.uniform(9.0, 15.8) for _ in range(40)]
    slots.sort()
    it = iter(r.sample(slots, len(slots)))

    def T():
        return next(it)

    tk = r.choice(anyname)
    D.post(T(), "youssef", "law kunna eshtarena {tk} 3and {x} fel October kunna kesbna {n}% dlwa2ty 😅".format(
        tk=tk, x=p2(D.px[tk] * 0.8), n=r.randint(14, 35)), cat="near",
        idiom=("hypothetical 'law kunna eshtarena' (would-have-bought)", "not_hard"))
    tk = r.choice(watch)
    D.post(T(), "nour", "what if we bought {tk} hena? el P/E {pe}x w el growth {g}%".format(
        tk=tk, pe=f"{r.uniform(5, 14):.1f}", g=r.randint(15, 40)), cat="near")
    tk, tk2 = r.sample(held, 2)
    D.post(T(), "mostafa", "tab law be3na nos el {tk} w da5alna {tk2} badalha? just thinking out loud, msh proposal"
           .format(tk=tk, tk2=tk2), cat="near")
    tk = r.choice(held)
    D.post(T(), "nour", "a stop at {x} 3ala {tk} would be sensible, bas di msh decision — Karim ye2arrar".format(
        x=p2(D.px[tk] * 0.93), tk=tk), cat="near",
        idiom=("'a stop at X would be sensible' suggestion without decision", "not_hard"))
    tk = r.choice(held)
    D.post(T(), "youssef", "el stop bta3 {tk} kam dlwa2ty? 3ayez a-update el sheet".format(tk=tk), cat="near")
    tk = r.choice(anyname)
    D.post(T(), "youssef", "7ad 3ando ra2y fel {tk} abl el results? el consensus {g}% growth".format(
        tk=tk, g=r.randint(10, 40)), cat="near")
    tk = r.choice(anyname)
    D.post(T(), "mostafa", "fakreen lama be3na {tk} 3and {x} fi March? kan a7san exit el sana".format(
        tk=tk, x=p2(D.px[tk] * 1.12)), cat="near",
        idiom=("past-tense 'be3na' trade history", "not_hard"))
    tk = r.choice(anyname)
    D.post(T(), "karim", "el sana elli fatet eshtarena {tk} 3and {x} w et-doubled — bas da kan market tani".format(
        tk=tk, x=p2(D.px[tk] * 0.45)), cat="near")
    g = r.choice(GCC)
    D.post(T(), "ahmed", "FYI men el GCC desk: e7na eshtarena {q} {n} ({c}) 3and {px} el sob7, law 7ad shaf el flows"
           .format(q=q_c(r.choice([250000, 400000, 500000, 1200000])), n=g[1], c=g[0], px=p2(g[2])), cat="near",
           idiom=("another desk's trade posted in this channel", "not_hard"))
    g = r.choice(GCC)
    D.post(T(), "ahmed", "fwd #gcc-exec: {t} FILL ord=GC-{n} {c} BUY last={q}@{px} — msh 3andoko, FYI bas".format(
        t=hms(D.ms_at(11)), n=r.randint(20000, 29999), c=g[0], q=q_c(r.choice([100000, 150000, 300000])),
        px=p2(g[2] * 1.01)), cat="near",
        idiom=("other desk's OMS fill forwarded", "not_hard"))
    tk = r.choice(anyname)
    D.post(T(), "mostafa", "el prop desk ba3 {q} {tk} el sob7 — da msh e7na, 3ashan law 7ad shaf el print".format(
        q=q_alf(D.qty_for(tk, 3, 8)), tk=tk), cat="near")
    tk = r.choice(watch)
    D.post(T(), "youssef", "#paper b {q} {tk} @ {px} sl {s} (model portfolio bta3 el interns, msh 7a2i2y)".format(
        q=q_k(D.qty_for(tk, 1, 3)), tk=tk, px=p2(D.px[tk]), s=p2(D.px[tk] * 0.95)), cat="near",
        idiom=("#paper shorthand trade", "not_hard"))
    tk = r.choice(anyname)
    D.post(T(), "youssef", "paper fill: {tk} BUY {q} @ {px} — training account, ignore".format(
        tk=tk, q=q_c(D.qty_for(tk, 1, 2)), px=p2(D.px[tk])), cat="near")
    tk = r.choice(anyname)
    D.post(T(), "nour", ("backtest: momentum 20/60 3ala EGX30 2018-2025 — {n} trades, fills at next-open VWAP, CAGR {c}%, "
                         "max DD {dd}%, Sharpe {sh}. a7san contributor {tk} (+{x}%), awa7 wa7ed ESRS fel 2022. el "
                         "slippage assumption 25bps, lazem a-rerun b 40bps 3ashan el small caps.").format(
        n=r.randint(300, 600), c=r.randint(12, 26), dd=r.randint(22, 41), sh=f"{r.uniform(0.7, 1.4):.2f}", tk=tk,
        x=r.randint(40, 180)), cat="near", idiom=("backtest with fills and returns", "not_hard"))
    D.post(T(), "nour", long_analysis(D, r.choice(anyname)), cat="near",
           attachments=[{"id": str(snowflake(D.start + 3600000 * 11, 2, r.randint(1, 999))),
                         "filename": "chart_daily.png", "size": r.randint(40000, 180000),
                         "url": "https://cdn.discordapp.com/attachments/{c}/{a}/chart_daily.png".format(
                             c=D.cid, a=r.randint(10**18, 2 * 10**18))}])
    tk = r.choice(anyname)
    D.post(T(), "mostafa", "lazem neb3at el {tk} order abl el auction el gayya, el liquidity ba3d keda bet2el".format(
        tk=tk), cat="near")
    tk = r.choice(watch)
    D.post(T(), "youssef", "someone should look at {tk}, el volume {x}x el average w mafish news".format(
        tk=tk, x=r.randint(2, 5)), cat="near")
    D.post(T(), "mostafa", "ana shayef el sou2 kolo bullish le7ad a5er el sana — el rates hatenzel w el carry hay5ally "
                           "el foreigners mawgoodeen", cat="near")
    tk = r.choice(other)
    D.post(T(), "news", "📢 EGX disclosure | {tk} | {h}".format(tk=tk, h=news_reuters_text(D, tk)[0]), cat="near")
    tk = r.choice(other)
    head = news_reuters_text(D, tk)[0]
    D.post(T(), "news", "CAIRO, {m} {d} (Reuters) - {h}, the company said on {w}.".format(
        m=D.mon, d=D.dnum, h=head, w=D.wday), cat="near")
    tk = r.choice(held)
    old = news_reuters_text(D, tk)[0]
    D.post(T(), "youssef", "> \"{o}\"\nda kan fel {mo} msh el naharda, ma7adesh yet-lekhbat 🙃".format(
        o=old, mo=r.choice(["August", "September", "June"])), cat="near",
        idiom=("old headline on a held name quoted as history", "not_hard"))
    tk = r.choice(anyname)
    D.post(T(), "salma", "لو كنا عملنا hedge akbar el shahr elli fat kan el FX PnL ba2a a7san b {n} alf gneh".format(
        n=r.randint(150, 900)), cat="near")
    tk = r.choice(held)
    D.post(T(), "youssef", "howa el {tk} lessa fel book wala be3nah? mesh la2eeh fel sheet".format(tk=tk), cat="near")
    D.post(T(), "youssef", "emta el mazad el gay bta3 el 182 yom?", cat="near")
    D.post(T(), "mostafa", "law el gneh 3ada {x} hanes2al nefsena 3al hedge tani, bas mesh dlwa2ty".format(
        x=p2(D.fx + 1.5)), cat="near")
    tk = r.choice(held)
    D.post(T(), "nour", "fakkar el fill bta3 {tk} fi 2023: {q} 3and {x}, w el slippage kan 40bps 😬".format(
        tk=tk, q=q_alf(D.qty_for(tk, 2, 4)), x=p2(D.px[tk] * 0.5)), cat="near")


def long_analysis(D, tk):
    r = D.rng
    px = D.px[tk]
    co = EQ[tk][1]
    return ("Quick technical + fundamental 3ala {tk} ({co}) — msh proposal, just framing lel discussion:\n"
            "• el trend el kbeer lessa up: el se3r fo2 el 50d ({m50}) w el 200d ({m200}), bas el momentum bada2 "
            "yehda; RSI 14 3and {rsi}.\n"
            "• el support el mohem {s1}, ta7teeh {s2}; el resistance {r1} w ba3daha {r2}. law kesret {r1} 3ala volume "
            "momken tegry le {r2} bsor3a, w law nezlet ta7t {s2} el stop el manteqy yekoon ta7t {s3}.\n"
            "• el buy zone el 'ideal' bein {s1} w {s1b}, bas el liquidity fel zone di kanet 5afifa el marra elli fatet.\n"
            "• fundamentals: el valuation {pe}x forward P/E vs 5y avg {pe5}x; el {sec} sector kolo re-rated ba3d "
            "el ta3weem. el consensus target {tg}, ya3ni upside {u}%.\n"
            "• risks: el FX, el results, w el foreign flows law el carry trade et2afal.\n"
            "• el numbers el asasiya:\n```\n          FY24A    FY25A    FY26E    FY27E\n"
            "Rev bn  {v1:>7.1f}  {v2:>7.1f}  {v3:>7.1f}  {v4:>7.1f}\nEBITDA%  {e1:>6.1f}%  {e2:>6.1f}%  {e3:>6.1f}%  {e4:>6.1f}%\n"
            "EPS     {p1:>7.2f}  {p2:>7.2f}  {p3:>7.2f}  {p4:>7.2f}\n```\n"
            "• ma3ndeesh recommendation dlwa2ty; ha-update el model ba3d el call m3a el IR.").format(
        v1=r.uniform(5, 20), v2=r.uniform(20, 30), v3=r.uniform(30, 40), v4=r.uniform(40, 50),
        e1=r.uniform(10, 30), e2=r.uniform(10, 30), e3=r.uniform(10, 30), e4=r.uniform(10, 30),
        p1=r.uniform(1, 4), p2=r.uniform(2, 6), p3=r.uniform(3, 7), p4=r.uniform(4, 9),
        tk=tk, co=co, m50=p2(px * 0.97), m200=p2(px * 0.88), rsi=r.randint(48, 71), s1=p2(px * 0.965),
        s2=p2(px * 0.93), s3=p2(px * 0.91), r1=p2(px * 1.04), r2=p2(px * 1.11), s1b=p2(px * 0.98),
        pe=f"{r.uniform(5, 15):.1f}", pe5=f"{r.uniform(6, 13):.1f}", sec=EQ[tk][4], tg=p2(px * r.uniform(1.1, 1.35)),
        u=r.randint(10, 35))


CHAT = [
    "el EGX30 fata7 {pm}0.{n}% — el foreigners shayleen {tk} w {tk2}, w el locals bey-sell 3al rally zay kol marra",
    "el volume 3ala {tk} 3aly awy el naharda, {v} milyon sahm le7ad dlwa2ty, kter men double el average bta3 el shahr",
    "el bid 3ala {tk} ta2eel 3and {px}, fi 7ad bylem bel-raa7a. el offers bet-et-shal wa7da wa7da",
    "el spread fel {tk} wese3 awy ba3d el 12, 3 ticks 3ala el a2al — el market makers mesh mawgoodeen",
    "el interbank 3and {fx} dlwa2ty, hady. mafish 7araka kbeera men el sob7 w el banks mesh 3ayza t-quote wa2e3",
    "el retail dakhel gamed fel small caps, EGX70 +{n2}% w el penny stocks kolaha akhdar",
    "mafish ay 7aga mohema fel news el sob7, el disclosures kolaha routine (board meetings, AGMs)",
    "el Arabs net sellers, el Egyptians buyers kaman marra — nafs el pattern bta3 el esboo3 da kolo",
    "el meeting m3a el IR bta3 {co} ba3d el 2efal, 7ad 3ayez yeegy? el CFO gay bnafso",
    "ba3at el model el gedid bta3 {tk} 3al drive, el assumptions el gedida fel tab el tany",
    "el order book fel {tk} fady ta7t {px}, law 7ad bey3 kbeer hayenzel bsor3a",
    "EGX30 3and {lvl} dlwa2ty, el breadth {u} up / {d} down — el index mashy bas el sou2 mesh mashy m3ah",
    "el yields fel secondary nezlet shwaya, el 364 3and {tb}% bid, el banks beyshtero kol 7aga",
    "el banks sho3'aleen el naharda, el EGX30 mashy wara el heavyweights w el ba2y flat",
    "el {tk} 3amal gap up w rege3 2afal el gap, classic. el volume fel gap kan 5afif",
    "el liquidity nazla ba3d el sa3a 1 zay kol yom, a7san wa2t lel execution bein 10:30 w 12",
    "el offshore NDF 3M 3and {ndf}, el implied depreciation {dep}% — msh b3eed 3an el forecasts",
    "el MSCI review mesh hay2asar 3alena ktir, el changes kolaha fel small cap index",
    "el EGX70 ahsan men el EGX30 el naharda, el speculation rag3a w el turnover fel small caps 3aly",
    "el market depth fel {tk} a7san men embare7, el top 5 levels fihom volume ma3ool",
    "el turnover 3ady, 7awaly {to} milyar le7ad dlwa2ty, nos meno fel top 10 names",
    "el consensus lel MPC cut 100bps, ba3d el banks bey2olo 200. el T-bill curve bey-price 150 ta2riban",
    "el {tk} VWAP el naharda {px}, el close auction momken ye3'ayar el sora",
    "el closing auction embare7 kan fih imbalance kbeer 3al {tk}, el close kan ba3eed 3an el VWAP",
    "Nour, el model bta3 {tk} fih update lel Q3? 3ayez a-check el margins assumptions",
    "el ta2rir bta3 el sector 3and {co} hayenzel bokra, el IR ba3atolna draft",
    "el {tk} mesh bey-respect el levels el naharda, kolo noise, el algo traders sho3'aleen",
    "el dollar fel banks 3and {fx}, mafish parallel market tani men sana ta2riban",
    "el Gulf funds rag3een el EGX tani, el flows men el UAE kwayesa el shahr da",
    "el Bloomberg terminal fel office wa2e3 tani 😤 ba3att ticket lel IT",
    "ana 3amalt update lel sheet bta3 el positions ✅ w el sheet bta3 el limits kaman",
    "el sou2 mesh 3aref yeroo7 fein, range trading bein {lvl} w {lvl2}",
    "el fertilizer names ta7t pressure ba3d el gas news fel sector, el urea prices kaman nazla",
    "el real estate names ta3banin el naharda, el collections data bta3et el shahr mesh 7elwa",
    "el {tk} tele3 {n2}% men el low bta3 el sob7, ma3 volume kwayes",
    "el 5amees el mazad bta3 el 182 w el 364, el CBE 3ayez yesta-lef akter men el 3ady",
    "Salma, el NDF curve shaklaha eh el naharda? el 12M et7arak?",
    "el CIB GDR fi London fata7, el arbitrage ma3 Cairo dlwa2ty {arb}%",
    "el broker bey2ool el settlement bta3 embare7 et2a5ar 3and MCDR, bas et7al",
    "el new listing bta3 el esboo3 el gay oversubscribed {x}x 7asab el bank",
]
BANTER = [
    "7ad 3ayez ahwa? ☕ ana nazel", "el takeyeef wa2ef tani 🥵", "ghada el naharda mn 3and {r}? 🍔",
    "el VPN bey2ta3 kol shwaya", "brb 10 min", "ana fel meeting, hard3alko ba3d shwaya",
    "mabrook ya Youssef 3al CFA L2 🎉", "😂😂", "ana ma-namtesh embare7 😴", "el internet fel office ba6ee2 tani 🙄",
    "7ad shaf el match embare7? ⚽", "الحمد لله", "yalla ya regala, focus 💪", "mesh fahem el Excel da 😅",
    "el printer fel dor el talet bayez", "ana rage3 men el ghada",
]
RESTAURANTS = ["Zooba", "Abou Tarek", "Felfela", "Gad", "Buffalo Burger"]


LONG_CHAT = [
    ("mostafa", "el mawdoo3 bta3 el liquidity da ba2a mot3eb ya regala: el ADV fel EGX30 names nezel 7awaly {n}% men "
                "September, w el spread fel mid caps ba2a 2-3 ticks 3ala el a2al. ay 7aga akbar men 5% ADV bta5od "
                "yomein w bet7arak el se3r. lazem nefakkar fel exits badry badal ma nel2a nafsena m7booseen lama el "
                "foreigners yetla3o."),
    ("heba", "reminder: el allocations lazem teb2a 3and MCDR abl 3:30, w fi broker confirm bta3 embare7 mesh matched "
             "({br}, {tk}) — ba3atelhom email w lessa mafish rad. law fi 7aga me7taga tet-book manual ba3d el 2efal 2oly "
             "abl 3 3ashan el recon bta3 el leil ma-yedrabsh. shokran 🙏"),
    ("salma", "el NDF curve el naharda: 1M {a}, 3M {b}, 6M {c}, 12M {d}. el implied depreciation 3ala sana 7awaly "
              "{e}% — da a2al men el carry bta3 el T-bills, ya3ni el carry lessa positive lel foreigners. 3ashan keda el "
              "flows mestamera, bas law el spread da2 akter el mood momken yet3'ayar bsor3a."),
    ("nour", "3amalt update lel earnings model bta3 el banks: el NIM hayenzel 7awaly 80-120bps law el CBE 2ata3 300bps "
             "3ala sana, bas el loan growth hay3awwad goz2 kbeer. el sensitivities fel sheet tab 'rates', w el summary "
             "fel deck bta3 el IC. law 7ad 3ando comments 3al assumptions ya-reet abl bokra."),
    ("mostafa", "el closing auction embare7 kan fih imbalance kbeer 3al sell side fel real estate names, tele3 men "
                "foreign fund beyreb-alance 3ala ma yebdo. mesh 3aref law hayekammel el naharda, bas 5alo balko law "
                "hanet7arak fel sector da."),
    ("heba", "el OMS 3amal timeout marteen fel pre-open (el FIX session 3amalet reconnect), el orders et-ba3atet 3ady "
             "bas el acks et2a5aret 7awaly 40 sanya. fata7t ticket m3a el vendor, ref #{n}. law 7ad shaf 7aga "
             "3'areeba fel status 2oly."),
    ("karim", "ya regala 3ayez el proposals teb2a wa2e7a: entry, stop, target, size kam % men el NAV, w el catalyst. "
              "el marra elli fatet kan fi proposals mesh fiha stop w 5adna wa2t ketir fel back-and-forth. template "
              "mawgood fel pinned messages."),
    ("youssef", "rage3t el MCDR data 3al foreign ownership fel {tk}: el foreigners 3andohom {n}% dlwa2ty, w el "
                "headroom le7ad el cap {m}%. mesh 3aref law da hay2asar 3al liquidity law fund kbeer da5al, bas "
                "7atet el numbers fel sheet."),
    ("salma", "el mazad bta3 el 182 yom: el CBE 2abal {x} milyar men {y} milyar bids, w el cut-off {z}%. el demand "
              "3aly men el banks el 7okomeya, w el foreigners kano 7awaly {n}% men el bids 7asab el dealers."),
    ("nour", "el consensus lel Q4 bta3 el sector 5eles: revenue growth 7awaly {n}% y/y, EBITDA margin flat, w el net "
             "income bey-depend 3al FX gains/losses. el reporting season bteb2a mn nos January le a5er February, "
             "ha3mel calendar b kol el dates."),
    ("mostafa", "el retail fel small caps rag3 tani: el EGX70 volume el naharda 2x el average, w el top 10 fel tadawol "
                "kolohom penny stocks. 3adatan da bey-end b correction 7elwa, bas mafish 7ad 3aref emta."),
    ("heba", "corporate actions el esboo3 da: 3 ex-div dates, bonus share issue wa7ed, w rights issue bta3 {o} "
             "(subscription le7ad el 5amees). 7atethom kolohom fel calendar el moshtarak w fel OMS restrictions."),
    ("tarek", "reminder lel kol: el stress test el gedid bey-assume EGP -15% w EGX30 -12% fel nafs el yom, w liquidity "
              "haircut 50% 3al mid caps. el results hatenzel fel weekly risk pack yom el 5amees."),
    ("karim", "el IC bokra: agenda — (1) book review, (2) sector allocation lel Q1, (3) hedge policy ba3d el changes fel "
              "NDF market, (4) AOB. law 7ad 3ando slides yeb3atha le Youssef abl 10 bel leil."),
    ("salma", "el Eurobond curve: el 2029 3and {a2}, el 2032 3and {b2}, el 2047 3and {c2}. el spread 3al UST et-dayya2 "
              "~40bps men awel el shahr. el real money mawgood bas el primary issuance el gayya momken teda3'at 3al curve."),
    ("youssef", "3amalt el reconciliation bein el sheet wel OMS: kol el orders matched ma 3ada wa7ed men embare7 "
                "(status mesh updated fel sheet). sala7to, w zawedt column lel order id bel Arabic digits 3ashan el "
                "copy-paste men el OMS."),
    ("nour", "el valuation 3al EGX30 dlwa2ty {pe}x forward vs 5y average {pe5}x. el discount lel EM peers lessa 3aly, "
             "7awaly 40%, bas el FX risk premium bey-explain goz2 kbeer meno. mesh shayef re-rating kbeer 2abl ma "
             "el inflation tenzel ta7t 15%."),
    ("mostafa", "el market depth fel banks a7san ketir men el shahr elli fat — el top 5 levels fel CIB fihom 7awaly "
                "{n} milyon gneh kol na7ya. el real estate lessa rafee3, w el industrials bein el etnein."),
]
BROKERS = ["Delta Nile Securities", "Pyramid Capital Research", "Mokattam Investments", "Zamalek Brokerage"]


def research_paste(D, h):
    r = D.rng
    tk = r.choice(D.book["other"])
    co = EQ[tk][0]
    px = D.px[tk]
    tp = px * r.uniform(1.15, 1.5)
    txt = ("fwd men {br} morning note 👇\n> *{co} ({tk})* — {act}, TP EGP {tp} ({u}% upside).\n"
           "> Key drivers: {d1}; {d2}.\n> Valuation: {pe}x FY26e P/E, {ev}x EV/EBITDA, vs sector {ps}x.\n"
           "> Risks: FX volatility, input costs, execution on expansion plans.\n> Sector view: {sv}.\n"
           "FYI bas, mesh fel coverage bta3na.").format(
        br=r.choice(BROKERS), co=co, tk=tk,
        act=r.choice(["initiate at Overweight", "upgrade to Buy", "downgrade to Neutral", "maintain Buy"]),
        tp=p2(tp), u=int((tp / px - 1) * 100), d1=r.choice(["pricing power", "export growth", "capacity expansion",
                                                          "market share gains"]),
        d2=r.choice(["margin recovery as input costs ease", "strong balance sheet (net cash)",
                     "dividend yield of ~8%", "FX tailwind on USD revenues"]),
        pe=f"{r.uniform(4, 12):.1f}", ev=f"{r.uniform(3, 9):.1f}", ps=f"{r.uniform(6, 11):.1f}",
        sv=r.choice(["we prefer exporters over domestic plays", "neutral, valuations fair after the rally",
                     "positive on volume recovery in 2027"]))
    return D.post(h, r.choice(["nour", "youssef"]), txt, cat="near",
                  idiom=("forwarded broker research on a name outside the book", "not_hard"))


def news_stream(D):
    """background wire: disclosures/stories on names outside the book and global stories."""
    r = D.rng
    n = r.randint(18, 22)
    for i in range(n):
        u = r.random()
        if u < 0.15:
            h = r.uniform(0.0, 7.0)
        elif u < 0.8:
            h = r.uniform(8.0, 15.0)
        else:
            h = r.uniform(15.0, 23.8)
        kind = r.random()
        tk = r.choice(D.book["other"])
        if kind < 0.4:
            head, body, key, nums = news_reuters_text(D, tk)
            txt = "📢 EGX disclosure | {tk} | {head}\n{body}\n\n{more}\n\n{boiler}".format(
                tk=tk, head=head, body=body, more="\n\n".join(story_paras(D, tk, r.randint(3, 5))), boiler=r.choice(DISCLOSURE_BOILER))
            D.post(h, "news", txt, cat="near")
        elif kind < 0.7:
            head, body, key, nums = news_reuters_text(D, tk)
            txt = ("CAIRO, {mon} {d} (Reuters) - {head}, the company said on {wd}. {body}\n\n{more}\n\n"
                   "(Reporting by Cairo newsroom; Editing by {ed})").format(
                mon=D.mon, d=D.dnum, head=head, wd=D.wday, body=body,
                more="\n\n".join(story_paras(D, tk, r.randint(6, 8))), ed=r.choice(["Jan Harvey", "Mark Potter", "Sonia Cheema"]))
            D.post(h, "news", txt, cat="near")
        else:
            D.post(h, "news", global_story(D), cat="near")


def long_chat(D):
    r = D.rng
    b = D.book
    for i in range(r.randint(15, 18)):
        who, tpl = D.fresh("longchat", LONG_CHAT)
        tk = r.choice(b["held"] + b["watch"])
        txt = tpl.format(n=r.randint(12, 45), br=r.choice(["Beltone", "Naeem", "Prime", "Mubasher"]), tk=tk,
                         m=r.randint(2, 15), a=p2(D.ndf - 0.8), b=p2(D.ndf), c=p2(D.ndf + 1.4), d=p2(D.ndf + 3.9),
                         e=f"{(D.ndf + 3.9) / D.fx * 100 - 100:.1f}", x=r.randint(12, 40), y=r.randint(45, 90),
                         z=p2(D.tb - 0.4), o=r.choice(b["other"]), a2=p2(b["ebpx"] + 4), b2=p2(b["ebpx"]),
                         c2=p2(b["ebpx"] - 9), pe=f"{r.uniform(6, 9):.1f}", pe5=f"{r.uniform(8, 11):.1f}")
        h = r.uniform(8.8, 16.5) if r.random() < 0.85 else r.uniform(16.5, 21.0)
        D.post(h, who, txt, cat="chat")


SESSION_WORDS = ("fata7", "dlwa2ty", "ba3d el 12", "bid 3ala", "gap up", "sho3'aleen el naharda", "market depth",
                 "bey-respect", "men el low", "order book", "range trading", "dakhel gamed", "ahsan men el EGX30",
                 "volume 3ala")


def chatter(D):
    r = D.rng
    b = D.book
    names = b["held"] + b["watch"]
    n = r.randint(38, 50)
    for i in range(n):
        # activity curve: dense in session, lighter pre-open/afternoon
        u = r.random()
        if u < 0.12:
            h = r.uniform(7.8, 10.0)
        elif u < 0.75:
            h = r.uniform(10.0, 14.5)
        elif u < 0.95:
            h = r.uniform(14.5, 17.5)
        else:
            h = r.uniform(17.5, 22.0)
        tk, tk2 = r.sample(names, 2)
        tpl = D.fresh("chat", CHAT)
        if any(w in tpl for w in SESSION_WORDS) and not 10.0 <= h <= 14.45:
            h = r.uniform(10.05, 14.45)  # intraday colour only while the market is open
        txt = tpl.format(pm=r.choice(["+", "-"]), n=r.randint(1, 9), tk=tk, tk2=tk2, v=f"{r.uniform(0.4, 6):.1f}",
                         px=p2(D.px[tk] * r.uniform(0.985, 1.0)), fx=p2(D.fx), n2=f"{r.uniform(0.3, 2.5):.1f}",
                         co=EQ[tk][1], lvl=q_c(D.lvl + r.randint(-250, 250)), u=r.randint(50, 140),
                         d=r.randint(30, 120), tb=p2(D.tb - 0.2), ndf=p2(D.ndf),
                         dep=f"{(D.ndf / D.fx - 1) * 100:.1f}", to=f"{r.uniform(1.5, 5):.1f}",
                         lvl2=q_c(D.lvl + r.randint(300, 700)), arb=f"{r.uniform(-1.5, 1.5):+.1f}", x=r.randint(3, 14))
        who = r.choice(["mostafa", "mostafa", "salma", "youssef", "nour", "karim", "heba"])
        m = D.post(h, who, txt, cat="chat")
        if r.random() < 0.25:
            D.ack(h + 0.02, ref=m)


def banter(D):
    r = D.rng
    for i in range(r.randint(6, 9)):
        h = r.uniform(9.0, 17.0)
        txt = D.fresh("banter", BANTER).format(r=r.choice(RESTAURANTS))
        D.post(h, r.choice(["mostafa", "salma", "youssef", "nour", "heba"]), txt, cat="noise")


def extra_alerts_and_bots(D):
    r = D.rng
    for h in (10.5, 11.5, 12.5, 13.5):
        D.post(h + r.uniform(0, 0.1), "oms", "{t} HB EGX-FIX-01 seq={s} lat={l}ms queue=0".format(
            t=hms(D.ms_at(h)), s=r.randint(4000, 60000), l=r.randint(2, 19)), cat="noise")
    for i in range(r.randint(2, 4)):
        D.post(r.uniform(10.0, 14.5), "md",
               "⚠️ {f} feed lag {s}ms on {tk} (threshold 500ms) — recovered".format(
                   f=r.choice(["mubasher-l2", "egx-itch"]), s=r.randint(520, 2600), tk=r.choice(list(EQ))),
               cat="noise")
    stk = r.choice(STACKS)
    D.post(r.uniform(11.0, 14.0), stk[0], fill_stack(stk[1], D, r), cat="noise")
    D.post(r.uniform(7.0, 7.2), "cron", "pre-open checks ▸ OMS ✅ riskd ✅ md-gateway ✅ mubasher-l2 ✅ egx-itch ✅ "
                                        "MCDR recon ✅ · restricted list loaded ({n} names)".format(n=r.randint(1, 4)),
           cat="noise")
    D.post(r.uniform(12.9, 13.0), "cron", "router digest 13:00 ▸ seen {s} · routed {rr} · no_route {k} · pending 0"
           .format(s=r.randint(12, 30), rr=r.randint(1, 3), k=r.randint(5, 15)), cat="noise")


# ----------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------

def _finalize_day(D: Day):
    """assign snowflakes, build ops, return (events, msgs)."""
    items = [("m", m) for m in D.msgs] + [("t", t) for t in D.threads]
    items.sort(key=lambda x: x[1]["ms"])
    last_ms, seq = None, 0
    for kind, it in items:
        if it["ms"] == last_ms:
            seq += 1
        else:
            last_ms, seq = it["ms"], 0
        it["id"] = str(snowflake(it["ms"], D.worker, seq + (2048 if kind == "t" else 0)))
    events = []
    for m in D.msgs:
        who = PEOPLE[m["who"]]
        cid = m["thread"]["id"] if m["thread"] else D.cid
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": rfc(m["ms"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["thread"]:
            ev["parent_channel_id"] = D.cid
        ev["message"] = msg
        events.append((m["ms"], 0, int(m["id"]), ev))
    for o in D.ops:
        ms = o["ms"]
        if o["op"] == "bulk_delete":
            cid = D.cid
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                  "message_ids": [m["id"] for m in o["ms_list"]], "deleted_at": rfc(ms)}
        else:
            m = o["m"]
            cid = m["thread"]["id"] if m["thread"] else D.cid
            ev = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"]}
            if m["thread"]:
                ev["parent_channel_id"] = D.cid
            if o["op"] == "edit":
                ev["edited_at"] = rfc(ms)
                ev["content"] = o["content"]
            elif o["op"] == "delete":
                ev["deleted_at"] = rfc(ms)
            elif o["op"] == "forget":
                ev["requested_by"] = o["by"]
                ev["at"] = rfc(ms)
            elif o["op"] in ("pin", "unpin"):
                ev["by"] = o["by"]
                ev["at"] = rfc(ms)
            else:
                ev["emoji"] = o["emoji"]
                ev["user_id"] = o["by"]
                ev["at"] = rfc(ms)
        events.append((ms, 1, 0, ev))
    return events


def msg_text(m) -> str:
    parts = [m["final"]]
    for e in m["embeds"]:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


IDIOM_PRIORITY = [
    "buried Arabizi proposal inside long morning note",
    "alf-sized Arabizi buy proposal (verb + qty + ticker + 3and px)",
    "k-suffixed shorthand buy proposal (b 120k XXX @ px sl y)",
    "short emoji/Arabizi reply approving a proposal",
    "Arabizi rejection reply (la2 / msh dlwa2ty)",
    "OMS ACK line with Arabic-Indic order id",
    "OMS FILL with Arabic-Indic qty and price",
    "embed-only execution report",
    "today's fill told in past tense (eshtareit … done)",
    "tagged stop moved twice by editing the same message",
    "risk engine JSON resizing an order",
    "limit change buried in midday risk report",
    "Arabic-script disclosure naming a held company",
    "macro headline hitting a held derivative/bond via its underlying",
    "triage-agent no_route line for unrelated disclosure",
    "explicit thesis flip to bearish (Arabizi or Arabic script)",
    "hypothetical 'law kunna eshtarena' (would-have-bought)",
    "other desk's OMS fill forwarded",
    "#paper shorthand trade",
    "risk engine JSON heartbeat, all limits ok",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (snapped back to a Cairo midnight; default 2026-12-08 00:00 Cairo);
    channels: number of channels of this desk, each with its own book and flow;
    days: number of consecutive desk days ending at `end`.
    """
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    # a desk day runs midnight-to-midnight Cairo time: snap `end` back to the last Cairo midnight
    off = 2 * 3_600_000
    end_ms = (end_ms + off) // DAY_MS * DAY_MS - off
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    for ch in range(channels):
        cid = channel_id_for(ch)
        book = make_book(seed, ch)
        for d in range(days):
            start = end_ms - (days - d) * DAY_MS
            D = Day(seed, ch, d, start, cid, book)
            build_day(D)
            all_events.extend(_finalize_day(D))
            for m in sorted(D.msgs, key=lambda x: x["ms"]):
                mcid = m["thread"]["id"] if m["thread"] else cid
                text = msg_text(m)
                if m["hard"]:
                    h = m["hard"]
                    for f in h["facts"]:
                        if f not in text:
                            raise AssertionError(f"fact {f!r} not in message {m['id']}: {text[:200]!r}")
                    labels["hard_events"].append({
                        "channel_id": mcid, "message_id": m["id"], "event_type": h["event_type"],
                        "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m["state"]})
                    for old in m["superseded"]:
                        labels["superseded_facts"].append([mcid, m["id"], old])
                if m["state"] in ("deleted", "forgotten"):
                    snip = m["snippet"] or (m["content"] or msg_text(m))[:60]
                    labels["removed_texts"].append(snip)
                elif not m["hard"]:
                    if m["cat"] == "noise":
                        labels["noise_message_ids"].append(m["id"])
                    elif m["cat"] == "near":
                        labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and ch == 0 and d == 0:
                    name, exp = m["idiom"]
                    if name not in idiom_seen and m["state"] in ("live", "edited"):
                        idiom_seen[name] = {"message_id": m["id"], "idiom": name, "expected": exp}
    ranked = [n for n in IDIOM_PRIORITY if n in idiom_seen] + [n for n in idiom_seen if n not in IDIOM_PRIORITY]
    labels["idioms"] = [idiom_seen[n] for n in ranked[:20]]
    all_events.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in all_events], "labels": labels}


def _parse_end(s):
    if not s:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events ({n_create} messages), "
          f"{len(res['labels']['hard_events'])} hard events -> {a.out}, {a.labels}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
