#!/usr/bin/env python3
"""Desk generator: a Vienna desk trading ATX equities, CEE government bonds
(RAGB / CZGB / HGB) and EUR/CZK, EUR/HUF forwards.

Standard library only. Output is a pure function of the arguments
(seeded random.Random with integer seeds, no set/hash iteration).

    python -m tests.desks.vienna_atx_cee_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "vienna_atx_cee_desk"
EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 4, 23, 0, 0, tzinfo=timezone.utc)  # = 05.12. 00:00 Wien


# --------------------------------------------------------------------------- ids

def _h(s: str) -> int:
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16)


def _static_snowflake(key: str) -> str:
    h = _h(key)
    ms = 1661990400000 + h % 63072000000  # Sep 2022 .. Sep 2024 -> 19 digits
    return str(((ms - EPOCH) << 22) | ((h >> 80) & 0x3FFFFF))


GUILD_ID = _static_snowflake("vienna-atx-cee/guild")
CHANNEL_NAMES = ["atx-cee-desk", "cee-rates-fx", "atx-exec", "desk-wien-4", "desk-wien-5"]


def channel_id(i: int) -> str:
    return _static_snowflake("vienna-atx-cee/channel/%d" % i)


# key -> (display name, bot?)
AUTHORS = {
    "stefan": ("Stefan Gruber", False),
    "kathi": ("kathi.wallner", False),
    "bence": ("Bence K.", False),
    "tomas": ("Tomáš D.", False),
    "luki": ("luki_hofer", False),
    "miriam": ("Miriam Steiner (Risk)", False),
    "anna": ("Anna Pichler (MO)", False),
    "teams": ("Teams Bridge", True),
    "oms": ("OMS-Gateway", True),
    "risk": ("RiskEngine", True),
    "apa": ("APA-Relay", True),
    "wbag": ("WBAG Notices", True),
    "alerts": ("px-alerts", True),
    "cron": ("desk-cron", True),
    "ci": ("GitLab CI", True),
    "mon": ("gw-monitor", True),
    "mail": ("mail-relay", True),
    "ag_morgen": ("agent·morgenbericht", True),
    "ag_exec": ("agent·execution", True),
    "ag_risk": ("agent·risk", True),
    "ag_router": ("agent·router", True),
    "ag_news": ("agent·news", True),
    "ag_thesis": ("agent·thesis", True),
}
AUTHOR_IDS = {k: _static_snowflake("vienna-atx-cee/author/" + k) for k in AUTHORS}

# --------------------------------------------------------------------------- instruments

EQ = {
    "EBS": dict(name="Erste Group", long="Erste Group Bank AG", px=84.20, isin="AT0000652011", sz=[10, 15, 20, 25, 30]),
    "OMV": dict(name="OMV", long="OMV AG", px=46.30, isin="AT0000743059", sz=[10, 15, 20, 30, 40]),
    "VER": dict(name="Verbund", long="VERBUND AG", px=66.80, isin="AT0000746409", sz=[5, 8, 10, 12, 15]),
    "RBI": dict(name="Raiffeisen Bank International", long="Raiffeisen Bank International AG", px=27.40,
                isin="AT0000606306", sz=[20, 25, 40, 50, 60]),
    "VOE": dict(name="voestalpine", long="voestalpine AG", px=31.50, isin="AT0000937503", sz=[10, 15, 20, 25]),
    "ANDR": dict(name="Andritz", long="ANDRITZ AG", px=62.70, isin="AT0000730007", sz=[5, 8, 10, 12]),
}
HELD_EQ = ["EBS", "OMV", "VER", "RBI", "VOE", "ANDR"]
WATCH = {
    "BG": dict(name="BAWAG", px=112.40),
    "WIE": dict(name="Wienerberger", px=29.80),
    "VIG": dict(name="Vienna Insurance Group", px=44.10),
    "LNZ": dict(name="Lenzing", px=27.30),
    "CEZ": dict(name="ČEZ", px=1118.0),
}
UNRELATED = ["AT&S", "Palfinger", "PORR", "DO&CO", "Semperit", "Agrana", "Kapsch TrafficCom", "MOL",
             "Richter Gedeon", "Komerční banka", "Zumtobel", "Rosenbauer", "Flughafen Wien", "Strabag",
             "Mayr-Melnhof", "Telekom Austria", "Pierer Mobility", "Frequentis"]

BONDS = [
    dict(key="RAGB 2034", desc="RAGB 2,90 % 20.02.2034", isin="AT0000A33SK7", ccy="EUR", yld=2.98, px=99.20,
         held=True, trader="tomas", sz=["10 Mio", "15 Mio", "20 Mio", "EUR 10m", "EUR 25m"]),
    dict(key="RAGB 2029", desc="RAGB 0,50 % 20.02.2029", isin="AT0000A269M8", ccy="EUR", yld=2.41, px=94.35,
         held=False, trader="tomas", sz=["10 Mio", "20 Mio", "EUR 15m"]),
    dict(key="CZGB 2033", desc="CZGB 2,00 % 13.10.2033", isin="CZ0001005375", ccy="CZK", yld=4.12, px=84.90,
         held=True, trader="tomas", sz=["CZK 250 Mio", "CZK 400 Mio", "CZK 150 Mio"]),
    dict(key="HGB 2032", desc="HGB 2032/A 4,75 %", isin="HU0000404223", ccy="HUF", yld=6.42, px=90.15,
         held=True, trader="bence", sz=["5 Mio", "3 Mio", "HUF 2 Mrd", "HUF 1,5 Mrd"]),
    dict(key="HGB 2034", desc="HGB 2034/A 3,00 %", isin="HU0000404735", ccy="HUF", yld=6.55, px=79.60,
         held=False, trader="bence", sz=["3 Mio", "HUF 1 Mrd", "4 Mio"]),
    dict(key="HGB 2038", desc="HGB 2038/A 6,75 %", isin="HU0000406383", ccy="HUF", yld=6.71, px=100.40,
         held=False, trader="bence", sz=["2 Mio", "HUF 800 Mio"]),
]
FX = {
    "EUR/CZK": dict(spot=24.95, ppm=0.021, nd=3, trader="tomas", sz=["EUR 10 Mio", "EUR 15 Mio", "EUR 5 Mio"]),
    "EUR/HUF": dict(spot=394.80, ppm=1.18, nd=2, trader="bence", sz=["EUR 10 Mio", "EUR 8 Mio", "EUR 12 Mio"]),
}
TENORS = [("1M", 1), ("2M", 2), ("3M", 3), ("6M", 6)]

CLIENTS = ["Mag. Herbert Leitner", "Dr. Ingrid Aschauer", "DI Franz Moser-Kainz", "KommR Elfriede Stangl"]
PHONES = ["0664 318 22 41", "0676 902 11 87", "0699 120 45 63", "0664 771 30 09"]


def de(x: float, nd: int = 2) -> str:
    s = "{:,.{}f}".format(x, nd)
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def en(x: float, nd: int = 2) -> str:
    return "{:.{}f}".format(x, nd)


def tick(x: float) -> float:
    t = 0.02 if x >= 50 else 0.01
    return round(round(x / t) * t, 2)


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _vienna_offset_min(ms: int) -> int:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)

    def last_sunday(month: int) -> datetime:
        d = datetime(dt.year, month, 31, 1, 0, tzinfo=timezone.utc)
        while d.weekday() != 6:
            d -= timedelta(days=1)
        return d

    return 120 if last_sunday(3) <= dt < last_sunday(10) else 60


HOUR_W = [0.3, 0.2, 0.2, 0.2, 0.3, 0.5, 1.2, 3.0, 6.0, 8.0, 6.5, 5.0, 4.2, 4.2, 4.8, 6.0, 5.5, 6.5, 3.0,
          1.8, 1.2, 0.8, 0.6, 0.4]
WD_DE = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]


# --------------------------------------------------------------------------- day builder

class Day:
    def __init__(self, seed: int, ch: int, day: int, start_ms: int, end_ms: int):
        self.r = random.Random(seed * 1000003 + ch * 7919 + day * 104729 + 17)
        self.ch, self.day = ch, day
        self.cid = channel_id(ch)
        self.start, self.end = start_ms, end_ms
        self.off = _vienna_offset_min(start_ms)
        mid_local = datetime.fromtimestamp((start_ms + 12 * 3600000) / 1000, tz=timezone.utc) + timedelta(
            minutes=self.off)
        self.date = mid_local.date()
        self.dstr = mid_local.strftime("%d.%m.%Y")
        self.dshort = mid_local.strftime("%d.%m.")
        self.iso_date = mid_local.strftime("%Y-%m-%d")
        self.wd = WD_DE[mid_local.weekday()]
        self.mmdd = mid_local.strftime("%m%d")
        self.msgs: list = []
        self.threads: list = []
        self.ops: list = []  # (t, kind, payload)
        r = self.r
        self.px = {k: tick(v["px"] * (1 + r.gauss(0, 0.012))) for k, v in EQ.items()}
        self.wpx = {k: round(v["px"] * (1 + r.gauss(0, 0.012)), 2) for k, v in WATCH.items()}
        self.byld = {b["key"]: round(b["yld"] + r.gauss(0, 0.04), 2) for b in BONDS}
        self.bpx = {b["key"]: round(b["px"] + r.gauss(0, 0.3), 2) for b in BONDS}
        self.spot = {k: round(v["spot"] * (1 + r.gauss(0, 0.002)), v["nd"]) for k, v in FX.items()}
        self.ordn = r.randint(120, 400)
        self.apan = r.randint(3100, 8800)
        self.atx = round(4600 + r.gauss(0, 40), 1)
        self.used_eq: list = []
        self.focus_rates = (ch % 2 == 1)

    # ---- time helpers
    def T(self, hh: int, mm: float = 0, jitter_s: float = 0) -> int:
        start_local_min = ((self.start // 60000) + self.off) % 1440
        delta = (hh * 60 + mm - start_local_min) % 1440
        t = self.start + int(delta * 60000)
        if jitter_s:
            t += int(self.r.uniform(0, jitter_s) * 1000)
        t += self.r.randint(0, 999)
        return min(max(t, self.start + 1), self.end - 60000)

    def rand_local(self, h0: float, h1: float) -> int:
        m = self.r.uniform(h0 * 60, h1 * 60)
        return self.T(0, m)

    def curve_time(self) -> int:
        h = self.r.choices(range(24), weights=HOUR_W)[0]
        return self.T(h, self.r.uniform(0, 59.9))

    def local_hm(self, t: int) -> str:
        return datetime.fromtimestamp((t // 1000 + self.off * 60), tz=timezone.utc).strftime("%H:%M")

    def local_hms(self, t: int) -> str:
        return datetime.fromtimestamp((t // 1000 + self.off * 60), tz=timezone.utc).strftime("%H:%M:%S")

    def oid(self) -> str:
        self.ordn += self.r.randint(1, 9)
        return "WB%s-%05d" % (self.mmdd, self.ordn)

    def clid(self) -> str:
        return "ATXCEE-%06x" % self.r.getrandbits(24)

    def apa(self) -> str:
        self.apan += self.r.randint(1, 40)
        return "APA#%d" % self.apan

    # ---- message creation
    def add(self, t, author, content="", kind="other", etype=None, facts=None, phrasing=None, ref=None,
            embeds=None, thread=None, idiom=None, attachments=None):
        t = min(max(int(t), self.start + 1), self.end - 1000)
        m = dict(t=t, author=author, content=content, kind=kind, etype=etype, facts=facts or [],
                 phrasing=phrasing, ref=ref, embeds=embeds, thread=thread, idiom=idiom, edits=[],
                 superseded=[], delete_at=None, forget=None, bulk=None, snippet=None, pin=None,
                 reactions=[], attachments=attachments, seq=len(self.msgs))
        self.msgs.append(m)
        return m

    def hard(self, t, author, content, etype, facts, phrasing, **kw):
        return self.add(t, author, content, kind="hard", etype=etype, facts=facts, phrasing=phrasing, **kw)

    def noise(self, t, author, content, **kw):
        return self.add(t, author, content, kind="noise", **kw)

    def near(self, t, author, content, **kw):
        return self.add(t, author, content, kind="near", **kw)

    def n_kind(self, kind):
        return sum(1 for m in self.msgs if m["kind"] == kind and m["delete_at"] is None and m["forget"] is None)

    # ================================================================ scenes: trades
    def sc_eq_trade(self, t0, sym=None, side=None, style=None, reject=False, resize=False, stop_edit=False,
                    fill_fix=False, thread=None, pin=False):
        r = self.r
        if sym is None:
            pool = [s for s in HELD_EQ if s not in self.used_eq] or HELD_EQ
            sym = r.choice(pool)
        self.used_eq.append(sym)
        buy = (side or r.choice(["buy", "sell"])) == "buy"
        px = self.px[sym]
        lim = tick(px * (1 - 0.0012 if buy else 1 + 0.0012))
        stop = tick(lim * (0.975 if buy else 1.025))
        tgt = tick(lim * (1.06 if buy else 0.94))
        qk = r.choice(EQ[sym]["sz"])
        qty = qk * 1000
        trader = r.choice(["kathi", "kathi", "luki"])
        style = style or r.choice(["short", "prose_de", "tagged", "prose_en", "agent_json"])
        t = t0
        idi = None
        if style == "short":
            sw = "b" if buy else "s"
            c = "%s %dk %s @ %s stp %s" % (sw, qk, sym, de(lim), de(stop))
            if r.random() < 0.5:
                c += " tgt %s" % de(tgt)
            c += r.choice(["", " 🙏", " – @Stefan?", "\npls ok"])
            facts = ["%s %dk" % (sw, qk), sym, de(lim), de(stop)]
            prop = self.hard(t, trader, c, "trade_proposal", facts, "shorthand", thread=thread,
                             idiom=("k-suffixed shorthand proposal with stp", "trade_proposal"))
        elif style == "prose_de":
            vb = "kaufen" if buy else "verkaufen"
            why = r.choice(["chart schaut gut aus, volumen zieht an", "nach dem abverkauf gestern zu billig",
                            "zahlen nächste woche, will vorher rein", "die gewichtung im ATX steigt, passt",
                            "zu viel gelaufen, ich nehm was runter", "sektor dreht, bin eher raus"])
            c = "würd gern %s Stk %s %s, limit %s, stop %s. %s. @Stefan ok?" % (
                de(qty, 0), sym, vb, de(lim), de(stop), why)
            facts = [de(qty, 0), sym, vb, de(lim), de(stop)]
            prop = self.hard(t, trader, c, "trade_proposal", facts, "untagged", thread=thread,
                             idiom=("austrian-german prose proposal 'würd gern ... kaufen'", "trade_proposal"))
        elif style == "tagged":
            vb = "KAUF" if buy else "VERKAUF"
            c = "[VORSCHLAG] %s %s %s Stk | limit %s | stop %s | ziel %s\nbegründung: %s" % (
                sym, vb, de(qty, 0), de(lim), de(stop), de(tgt),
                r.choice(["relative stärke vs SX7E, Rückkauf läuft", "Ölpreis stabil, Dividende gedeckt",
                          "Strompreise Terminmarkt +8 % seit Nov", "Auftragseingang Q3 stark",
                          "Spread zu Peers zu weit"]))
            facts = [sym, vb, de(qty, 0), de(lim), de(stop)]
            prop = self.hard(t, trader, c, "trade_proposal", facts, "tagged", thread=thread)
        elif style == "prose_en":
            vb = "buy" if buy else "sell"
            c = "proposal: %s %dk %s at %s limit, stop %s — %s" % (
                vb, qk, sym, de(lim), de(stop),
                r.choice(["flows look one-sided into the close", "index rebalance demand",
                          "russia headlines keep dragging it, fade the bounce", "cheap vs CEE banks",
                          "momentum + earnings revisions up"]))
            facts = [vb, "%dk" % qk, sym, de(lim), de(stop)]
            prop = self.hard(t, trader, c, "trade_proposal", facts, "untagged", thread=thread)
        else:
            sd = "BUY" if buy else "SELL"
            pid = "P-%s-%02d" % (self.mmdd, r.randint(10, 99))
            args = {"proposal_id": pid, "account": "ATXCEE01", "symbol": sym, "side": sd, "qty": qty,
                    "limit": round(lim, 2), "stop": round(stop, 2), "tif": "DAY",
                    "rationale": r.choice(["mean-reversion z=-2.1 vs ATX", "news-driven gap fill",
                                           "carry + momentum composite 0.74"])}
            c = "[tool_call] desk.propose_order\n```json\n%s\n```\n[tool_result] {\"status\":\"pending_approval\",\"proposal_id\":\"%s\"}" % (
                json.dumps(args, ensure_ascii=False, indent=1), pid)
            facts = [pid, sym, '"%s"' % sd, '"qty": %d' % qty, '"limit": %s' % json.dumps(round(lim, 2))]
            prop = self.hard(t, "ag_exec", c, "trade_proposal", facts, "structured", thread=thread,
                             idiom=("agent JSON desk.propose_order tool call", "trade_proposal"))
        # chatter on proposal (near-misses: a question / "looks interesting")
        if r.random() < 0.45:
            t += r.randint(20, 90) * 1000
            q = r.choice(["warum nicht gleich %dk?" % (qk * 2), "vor oder nach dem auction?",
                          "looks interesting 👀", "stop nicht zu eng?", "hast du die Research-Note dazu gelesen?"])
            self.near(t, r.choice(["luki", "tomas", "bence"]), q, ref=prop, thread=thread,
                      idiom=("question about a proposal", "not_hard") if q.startswith("stop") else None)
            if r.random() < 0.5:
                t += r.randint(15, 60) * 1000
                self.add(t, trader, r.choice(["passt so", "nein, reicht", "jo eh", "ja, hab ich"]), ref=prop,
                         thread=thread)
        # approval
        t += r.randint(60, 420) * 1000
        if reject:
            c, fx_ = r.choice([("nein, nicht vor den zahlen. lass ma", ["nein", "lass ma"]),
                               ("na, lass ma heut. zu viel risiko im buch", ["lass ma heut", "zu viel risiko"]),
                               ("abgelehnt – bank-exposure ist eh schon am anschlag", ["abgelehnt", "bank-exposure"])])
            self.hard(t, "stefan", c, "trade_approval", fx_, "reply", ref=prop, thread=thread,
                      idiom=("short reply rejecting a proposal", "trade_approval"))
            if r.random() < 0.7:
                self.noise(t + r.randint(20, 60) * 1000, trader, r.choice(["ok 😕", "ok", "fair"]), thread=thread)
            return prop
        mode = r.choice(["reply", "reply", "reply", "teams", "agent"])
        if mode == "reply":
            c = r.choice(["passt, go", "👍 send it", "ok go", "jo mach", "gemma 👍", "passt. go.", "ok, freigegeben"])
            parts = {"passt, go": ["passt", "go"], "👍 send it": ["👍", "send it"], "ok go": ["ok", "go"],
                     "jo mach": ["jo", "mach"], "gemma 👍": ["gemma", "👍"], "passt. go.": ["passt", "go"],
                     "ok, freigegeben": ["ok", "freigegeben"]}[c]
            appr = self.hard(t, "stefan", c, "trade_approval", parts, "reply", ref=prop, thread=thread,
                             idiom=("one-word reply approval to proposal", "trade_approval") if c == "gemma 👍"
                             else ("emoji reply approval 'send it'", "trade_approval") if c == "👍 send it" else None)
        elif mode == "teams":
            c = "[Teams] Gruber, Stefan: %s %dk passt, go 👍" % (sym, qk)
            appr = self.hard(t, "teams", c, "trade_approval", [sym, "%dk" % qk, "passt, go"], "untagged",
                             thread=thread, idiom=("Teams-bridge relay of own desk head approval", "trade_approval"))
        else:
            c = "[tool_call] desk.approve {\"ref\":\"%s %s %d\",\"decision\":\"approve\",\"by\":\"agent·risk\",\"checks\":[\"single_name\",\"sector\",\"var\"]}\n[tool_result] {\"ok\":true}" % (
                sym, "BUY" if buy else "SELL", qty)
            appr = self.hard(t, "ag_risk", c, "trade_approval", [sym, '"decision":"approve"', str(qty)],
                             "structured", thread=thread)
        if pin:
            self.ops.append((t + r.randint(30, 200) * 1000, "pin", dict(msg=prop, by="stefan")))
        # risk resize
        cl = self.clid()
        if resize:
            t += r.randint(15, 50) * 1000
            nq = max(qty // 2, qty - r.choice([5000, 10000]))
            c = "RISK ▸ RESIZE clid=%s %s %s %d → %d | rule=single_name_notional limit=EUR 2,500,000 post-trade=EUR %s" % (
                cl, sym, "BUY" if buy else "SELL", qty, nq, "{:,}".format(int(nq * lim * 0.97 + 800000)))
            self.hard(t, "risk", c, "risk_limit", ["RESIZE", sym, "%d → %d" % (qty, nq), "single_name_notional"],
                      "structured", idiom=("risk engine resizes order key=value", "risk_limit"))
            qty = nq
        # OMS ack
        t += r.randint(8, 45) * 1000
        o = self.oid()
        sd = "BUY" if buy else "SELL"
        c = "ACK acct=ATXCEE01 ord=%s clid=%s sym=%s side=%s qty=%d px=%s tif=DAY venue=XWBO status=NEW algo=%s transactTime=%sT%s.%03dZ session=FIX.4.4:ATXCEE01->XWBO" % (
            o, cl, sym, sd, qty, en(lim), r.choice(["LIMIT", "VWAP", "POV10", "ICEBERG"]), self.iso_date, self.local_hms(t), r.randint(0, 999))
        self.hard(t, "oms", c, "trade_confirmation", [o, sym, "side=%s" % sd, "qty=%d" % qty, "status=NEW"],
                  "structured", idiom=("OMS key=value ACK status=NEW", "trade_confirmation"))
        # fills
        avg = tick(lim + (-0.02 if buy else 0.02) * r.randint(0, 2))
        nfill = 2 if qty >= 20000 and r.random() < 0.6 else 1
        cum = 0
        fmode = r.choice(["kv", "kv", "embed"])
        last_fill = None
        for i in range(nfill):
            t += r.randint(20, 900) * 1000
            q = qty if nfill == 1 else (int(qty * r.choice([0.4, 0.5, 0.6]) / 1000) * 1000 if i == 0 else qty - cum)
            cum += q
            fpx = avg if i == nfill - 1 else tick(avg + (0.02 if buy else -0.02))
            if fmode == "kv" or i == 0:
                c = "FILL acct=ATXCEE01 ord=%s sym=%s side=%s lastQty=%d lastPx=%s cumQty=%d leaves=%d venue=XWBO execId=E%s%07d liq=%s fee=EUR_%s" % (
                    o, sym, sd, q, en(fpx), cum, qty - cum, self.mmdd, r.randint(0, 9999999), r.choice(["A", "R", "AUC"]), en(q * fpx * 0.00012))
                last_fill = self.hard(t, "oms", c, "trade_fill", [o, sym, "side=%s" % sd, "lastQty=%d" % q, en(fpx)],
                                      "structured", idiom=("OMS key=value partial FILL with leaves", "trade_fill")
                                      if qty - cum > 0 else None)
            else:
                emb = [dict(title="Execution report", description="%s %s – order complete" % (sd, sym),
                            author="OMS", fields=[dict(name="Side", value=sd, inline=True),
                                                  dict(name="Qty", value="{:,}".format(cum), inline=True),
                                                  dict(name="Avg px", value=en(fpx), inline=True),
                                                  dict(name="Account", value="ATXCEE01", inline=True)],
                            footer="order %s · venue XWBO" % o)]
                last_fill = self.hard(t, "oms", "", "trade_fill", [sd, "{:,}".format(cum), en(fpx), o], "embed",
                                      embeds=emb, idiom=("embed-only execution report", "trade_fill"))
        if r.random() < 0.6:
            last_fill["reactions"].append((t + r.randint(5, 60) * 1000, "✅", trader))
        # trader echo / fill correction
        if fill_fix:
            t += r.randint(30, 120) * 1000
            wrong = tick(avg + (0.04 if buy else -0.04))
            c0 = "fill %dk %s @ %s" % (qty // 1000, sym, de(wrong))
            m = self.hard(t, trader, c0, "trade_fill", ["%dk" % (qty // 1000), sym, de(avg)], "shorthand",
                          thread=thread)
            m["edits"].append((t + r.randint(90, 400) * 1000, "fill %dk %s @ %s (korr., avg lt. OMS)" % (
                qty // 1000, sym, de(avg))))
            m["superseded"].append(de(wrong))
        elif r.random() < 0.3:
            t += r.randint(10, 60) * 1000
            c = "done %dk %s @ %s ✅" % (qty // 1000, sym, de(avg))
            self.hard(t, trader, c, "trade_fill", ["done", "%dk" % (qty // 1000), sym, de(avg)], "shorthand",
                      thread=thread)
        # stop / target
        if stop_edit or r.random() < 0.65:
            t += r.randint(60, 400) * 1000
            smode = "plain" if stop_edit else r.choice(["plain", "tagged", "json"])
            if smode == "plain":
                c = "%s stop %s%s" % (sym, de(stop), r.choice(["", " drin", " im system", ", ziel %s" % de(tgt)]))
                m = self.hard(t, trader, c, "stop_or_target_change", [sym, de(stop)], "untagged", thread=thread)
                if stop_edit:
                    s2 = tick(stop + (1 if buy else -1) * lim * 0.008)
                    s3 = tick(s2 + (1 if buy else -1) * lim * 0.009)
                    te = t + r.randint(40, 90) * 60000
                    m["edits"].append((te, "%s stop %s (nachgezogen)" % (sym, de(s2))))
                    m["edits"].append((te + r.randint(60, 150) * 60000,
                                       "%s stop %s (nachgezogen, jetzt über einstand)" % (sym, de(s3))
                                       if buy else "%s stop %s (nachgezogen, jetzt unter einstand)" % (sym, de(s3))))
                    m["superseded"] += [de(stop), de(s2)]
                    m["facts"] = [sym, de(s3)]
                    m["idiom"] = ("stop moved twice by editing the same message", "stop_or_target_change")
            elif smode == "tagged":
                c = "[STOP] %s %s | [TGT] %s" % (sym, de(stop), de(tgt))
                self.hard(t, trader, c, "stop_or_target_change", [sym, de(stop), de(tgt)], "tagged", thread=thread)
            else:
                c = "[tool_call] oms.set_stop {\"ord\":\"%s\",\"symbol\":\"%s\",\"stop\":%s,\"take_profit\":%s}\n[tool_result] {\"status\":\"stop_working\",\"stop_id\":\"S%s\"}" % (
                    o, sym, en(stop), en(tgt), o[-5:])
                self.hard(t, "ag_exec", c, "stop_or_target_change", [sym, '"stop":%s' % en(stop), en(tgt)],
                          "structured")
        return prop

    def sc_bond_trade(self, t0, bond=None):
        r = self.r
        b = bond or r.choice(BONDS)
        key = b["key"]
        trader = b["trader"]
        buy = r.random() < 0.55
        yld = round(self.byld[key] + (0.01 if buy else -0.01), 2)
        px = self.bpx[key]
        sz = r.choice(b["sz"])
        t = t0
        style = r.choice(["short", "tagged", "en"])
        if style == "short":
            sw = "kauf" if buy else "verkauf"
            c = "%s %s %s @ %s %s, %s" % (sz, key, sw, de(yld), r.choice(["%", "% oder besser", ""]), b["isin"])
            c = c.replace("  ", " ")
            prop = self.hard(t, trader, c, "trade_proposal", [sz, key, sw, de(yld)], "shorthand",
                             idiom=("'5 Mio HGB 2032 kauf @ yield' rates shorthand", "trade_proposal"))
        elif style == "tagged":
            sw = "KAUF" if buy else "VERKAUF"
            c = "[VORSCHLAG] %s (%s) %s %s @ %s %%\n%s" % (b["desc"], b["isin"], sw, sz, de(yld), r.choice(
                ["kurve zu steil im 8-10J bereich", "Gewinne mitnehmen nach der Rally", "Auktion nächste Woche drückt",
                 "carry passt, hedge über fwd"]))
            prop = self.hard(t, trader, c, "trade_proposal", [b["isin"], sw, sz, de(yld)], "tagged")
        else:
            sw = "buy" if buy else "sell"
            c = "propose: %s %s %s (%s) at %s, %s" % (sw, sz, key, b["isin"], de(px), r.choice(
                ["ASW looks cheap vs DBR", "rich vs curve, take it off", "switch out of the 2029s later",
                 "real money selling into month end"]))
            prop = self.hard(t, trader, c, "trade_proposal", [sw, sz, key, de(px)], "untagged")
        if r.random() < 0.4:
            t += r.randint(30, 120) * 1000
            self.near(t, r.choice(["kathi", "luki", "stefan"]),
                      r.choice(["wie schaut die liqui aus in dem ding?", "wer quotet das heute überhaupt?",
                                "und wenn MNB/CNB überrascht?"]), ref=prop)
        t += r.randint(90, 600) * 1000
        c = r.choice(["ok, mach", "passt, go", "jo passt", "ok go 👍"])
        self.hard(t, "stefan", c, "trade_approval", c.replace(",", "").replace(" 👍", "").split(" ")[:2], "reply",
                  ref=prop)
        if r.random() < 0.5:
            t += r.randint(30, 90) * 1000
            self.add(t, trader, r.choice(["RFQ raus an 4 dealer", "frag RCB, Erste, OTP, JPM", "geht über MTS",
                                          "ok, BBG RFQ läuft"]))
        t += r.randint(20, 120) * 1000
        o = self.oid()
        sd = "BUY" if buy else "SELL"
        c = "ACK acct=ATXCEE01 ord=%s isin=%s desc=\"%s\" side=%s nominal=%s venue=BBG-RFQ dealers=%d status=WORKING" % (
            o, b["isin"], key, sd, sz.replace(" ", "_"), r.randint(3, 5))
        self.hard(t, "oms", c, "trade_confirmation", [o, b["isin"], "side=%s" % sd, "status=WORKING"], "structured")
        t += r.randint(120, 900) * 1000
        fpx = round(px + r.uniform(-0.08, 0.08), 3)
        fyld = round(yld + r.uniform(-0.01, 0.01), 3)
        fm = r.choice(["mail", "csv", "kv"])
        if fm == "mail":
            verb = "BOUGHT" if buy else "SOLD"
            cp = r.choice(["Donau Capital Markets AG", "Raiffeisen Centrobank", "OTP Bank Nyrt.", "Česká spořitelna"])
            c = ("Fwd: Trade Confirmation %s / %s\nFrom: confirms@%s\nTo: desk-atxcee@\n\n"
                 "We confirm that today, %s, you %s:\n  Security : %s\n  ISIN     : %s\n  Nominal  : %s\n"
                 "  Price    : %s\n  Yield    : %s %%\n  Settle   : T+2\n  Account  : ATXCEE01\n\n"
                 "Please notify us of any discrepancy within 24 hours. This confirmation is issued subject to the "
                 "general terms and conditions of %s. Not an offer or solicitation. Rechtlicher Hinweis: diese "
                 "Nachricht ist vertraulich und ausschließlich für den Adressaten bestimmt.") % (
                b["isin"], o, cp.split()[0].lower().replace("č", "c") + ".example", self.dstr, verb, b["desc"], b["isin"],
                sz, en(fpx, 3), en(fyld, 3), cp)
            self.hard(t, "mail", c, "trade_fill", [verb, b["isin"], sz, en(fpx, 3)], "structured",
                      idiom=("broker email confirmation relayed as text", "trade_fill"))
        elif fm == "csv":
            nom = sz
            c = ("broker fills (voice) zum abgleich:\n```csv\ntrade_date,account,isin,desc,side,nominal,price,yield,cpty,ord\n"
                 "%s,ATXCEE01,%s,%s,%s,%s,%s,%s,%s,%s\n```") % (
                self.iso_date, b["isin"], key, sd, nom, en(fpx, 3), en(fyld, 3), r.choice(["DCM", "RCB", "OTP", "JPM"]), o)
            self.hard(t, "anna", c, "trade_fill", [b["isin"], sd, nom, en(fpx, 3)], "structured",
                      idiom=("CSV paste of a new voice fill", "trade_fill"))
        else:
            c = "FILL acct=ATXCEE01 ord=%s isin=%s side=%s nominal=%s px=%s yld=%s cpty=%s status=FILLED" % (
                o, b["isin"], sd, sz.replace(" ", "_"), en(fpx, 3), en(fyld, 3), r.choice(["OTP", "RCB", "ERSTE", "CITI"]))
            self.hard(t, "oms", c, "trade_fill", [o, b["isin"], "side=%s" % sd, en(fpx, 3)], "structured")
        return prop

    def sc_fx_fwd(self, t0, pair=None):
        r = self.r
        pair = pair or r.choice(list(FX))
        f = FX[pair]
        ten, mo = r.choice(TENORS)
        buy = r.random() < 0.45  # buy EUR
        rate = round(self.spot[pair] + f["ppm"] * mo, f["nd"])
        sz = r.choice(f["sz"])
        trader = f["trader"]
        t = t0
        vb = "kauf" if buy else "verkauf"
        style = r.choice(["de", "short", "en"])
        if style == "de":
            c = "%s %s: %s %s @ %s fwd – %s" % (pair, ten, vb, sz, de(rate, f["nd"]), r.choice(
                ["hedge für die Anleihen", "roll vom %s" % self.dshort, "punkte sind fair, jetzt machen",
                 "vor der Notenbank noch absichern"]))
            prop = self.hard(t, trader, c, "trade_proposal", [pair, ten, vb, sz, de(rate, f["nd"])], "untagged")
        elif style == "short":
            c = "%s %s %s %s fwd @ %s" % ("b" if buy else "s", sz.replace("EUR ", "").replace(" Mio", "m"),
                                          pair.replace("/", ""), ten, de(rate, f["nd"]))
            prop = self.hard(t, trader, c, "trade_proposal", [c.split(" fwd")[0].split(" ")[0] + " " +
                                                              c.split(" ")[1], pair.replace("/", ""), ten,
                                                              de(rate, f["nd"])], "shorthand",
                             idiom=("FX forward shorthand 'b 10m EURHUF 3M fwd'", "trade_proposal"))
        else:
            c = "proposal: %s %s %s outright %s at %s, %s" % ("buy" if buy else "sell", sz, pair, ten, de(rate, f["nd"]),
                                                              r.choice(["hedging the bond carry", "position for CNB cut",
                                                                        "MNB hawkish, lock it"]))
            prop = self.hard(t, trader, c, "trade_proposal", ["buy" if buy else "sell", sz, pair, de(rate, f["nd"])],
                             "untagged")
        t += r.randint(60, 400) * 1000
        if r.random() < 0.3:
            c = "[Teams] Gruber, Stefan: %s %s ok, gemma" % (pair, ten)
            self.hard(t, "teams", c, "trade_approval", [pair, ten, "ok, gemma"], "untagged")
        else:
            c, fx_ = r.choice([("gemma 👍", ["gemma", "👍"]), ("ok go", ["ok", "go"]), ("passt 👍 go", ["passt", "go"])])
            self.hard(t, "stefan", c, "trade_approval", fx_, "reply", ref=prop)
        t += r.randint(20, 90) * 1000
        rq = "360T-%07d" % r.randint(1000000, 9999999)
        sd = "BUY" if buy else "SELL"
        val = (self.date + timedelta(days=30 * mo + 2)).strftime("%Y-%m-%d")
        c = "360T | RFQ %s %s FWD %s val %s %s %s status=ACCEPTED banks=%d acct=ATXCEE01" % (
            rq, pair, ten, val, sd, sz.replace("EUR ", "EUR ").replace(" Mio", ",000,000"), r.randint(3, 6))
        self.hard(t, "oms", c, "trade_confirmation", [rq, pair, sd, "status=ACCEPTED"], "structured")
        t += r.randint(15, 120) * 1000
        dr = round(rate + r.choice([-1, 0, 1]) * (0.01 if f["nd"] == 2 else 0.002), f["nd"])
        c = "360T | DEAL %s %s FWD %s val %s %s %s @ %s cpty=%s" % (
            rq, pair, ten, val, sd, sz.replace(" Mio", ",000,000"), en(dr, f["nd"] + 1 if f["nd"] == 3 else 2),
            r.choice(["RBI", "Erste", "UniCredit", "OTP", "Citi"]))
        self.hard(t, "oms", c, "trade_fill", [rq, pair, sd, en(dr, f["nd"] + 1 if f["nd"] == 3 else 2)], "structured",
                  idiom=("360T DEAL line for FX forward", "trade_fill"))
        return prop

    # ================================================================ scenes: news / routing
    HELD_NEWS = [
        ("EBS", "Erste Group", "de", "Erste Group erhöht Rückkaufprogramm auf bis zu 700 Mio. Euro", "700 Mio. Euro"),
        ("EBS", "Erste Group", "en", "Erste Group Q4 net interest income seen above consensus – CFO at conference", "above consensus"),
        ("OMV", "OMV", "de", "OMV: Förderung in Norwegen nach Störung teilweise eingestellt", "Förderung in Norwegen"),
        ("OMV", "OMV", "en", "OMV weighs sale of remaining Borealis stake, sources say", "Borealis stake"),
        ("VER", "Verbund", "de", "Verbund hebt Ergebnisausblick 2026 an – EBITDA 2,9 bis 3,1 Mrd. Euro", "Ergebnisausblick"),
        ("VER", "Verbund", "en", "Verbund wins EUR 1.1bn grid expansion tender in Bavaria", "grid expansion"),
        ("RBI", "Raiffeisen Bank International", "de", "Raiffeisen Bank International: EZB verschärft Vorgaben für Russland-Abbau", "Russland-Abbau"),
        ("RBI", "Raiffeisen", "en", "Raiffeisen says Russian unit deconsolidation delayed into 2027", "deconsolidation delayed"),
        ("VOE", "voestalpine", "de", "voestalpine: Hochofen in Linz nach Störung wieder in Betrieb", "Hochofen in Linz"),
        ("VOE", "voestalpine", "en", "voestalpine cuts FY guidance on weak auto demand in Germany", "cuts FY guidance"),
        ("ANDR", "Andritz", "de", "Andritz erhält Großauftrag für Zellstoffwerk in Brasilien", "Großauftrag"),
        ("ANDR", "Andritz", "en", "Andritz CEO: order intake Q4 to exceed EUR 2bn", "order intake"),
        ("HGB", "Moody's", "de", "Moody's bestätigt Ungarn mit Baa2, Ausblick weiter negativ – Forint schwächer", "Ungarn mit Baa2"),
        ("RAGB", "ÖBFA", "de", "ÖBFA stockt RAGB 2034 bei Auktion am Dienstag um 1,15 Mrd. Euro auf", "RAGB 2034"),
        ("CZGB", "Czech finance ministry", "en", "Czech finance ministry raises 2027 CZGB issuance plan by CZK 40bn", "CZGB issuance"),
    ]
    WATCH_NEWS = [
        ("BG", "BAWAG", "de", "BAWAG kündigt Übernahme eines niederländischen Konsumkreditgebers an", "Übernahme"),
        ("WIE", "Wienerberger", "de", "Wienerberger: Umsatz Q3 +4 %, Ausblick bestätigt", "Ausblick bestätigt"),
        ("VIG", "Vienna Insurance Group", "en", "Vienna Insurance Group raises dividend policy floor", "dividend policy"),
        ("LNZ", "Lenzing", "de", "Lenzing prüft Kapitalerhöhung – Aktie vorbörslich -6 %", "Kapitalerhöhung"),
        ("CEZ", "ČEZ", "en", "ČEZ: Czech government moves ahead with buyout plan, advisers hired", "buyout plan"),
        ("LNZ", "Lenzing", "en", "Lenzing names new CEO effective February", "new CEO"),
        ("WIE", "Wienerberger", "en", "Wienerberger to close two plants in the UK", "close two plants"),
    ]
    UNREL_NEWS = [
        "{n} erhält Großauftrag aus Skandinavien", "{n}: Vorstand verlängert bis 2030", "{n} beats Q3 estimates, shares up 3% in pre-market",
        "{n} schließt Werk in der Steiermark", "{n}: Aufsichtsrat bestellt neuen CFO", "{n} wins contract in Romania",
        "{n} verschiebt Kapitalmarkttag", "{n} rating affirmed at BBB by S&P",
    ]

    def lead(self, name):
        r = self.r
        a = r.choice([
            "Wien (APA) – Das Unternehmen teilte am %s mit, dass die Maßnahme im laufenden Geschäftsjahr umgesetzt werden soll." % self.dstr,
            "Vienna (Reuters) – The company said in a statement that details would follow with its next quarterly report.",
            "Wien (APA-AFX) – Analysten zeigten sich in ersten Reaktionen %s; das Management will die Details in einer Telefonkonferenz erläutern." % r.choice(["überrascht", "wenig überrascht", "gespalten"]),
            "Budapest/Prag (APA) – Die Entscheidung war von Beobachtern %s erwartet worden." % r.choice(["weitgehend", "nicht", "teilweise"]),
        ])
        b = r.choice([
            " Ein Sprecher wollte sich zu weiteren Details nicht äußern.",
            " The statement did not give a timeline.",
            " Die Aktie notierte zuletzt %s." % r.choice(["kaum verändert", "leicht im Plus", "leicht im Minus"]),
            " Market participants expect further clarity at the capital markets day.",
        ])
        c = r.choice([
            " Zuletzt hatte das Unternehmen im Herbst über die Entwicklung informiert; Branchenbeobachter verweisen auf das schwierige Umfeld in Zentral- und Osteuropa.",
            " Earlier this year the company had flagged similar plans; analysts at two Vienna brokers said the news was broadly in line with expectations.",
            " Weitere Informationen sollen im Rahmen der nächsten Hauptversammlung bzw. des Kapitalmarkttags folgen.",
        ])
        return a + b + c

    def sc_news(self, t0, kind, route=None):
        """kind: held|watch|unrel. route: None|'route'|'noroute'|'json'"""
        r = self.r
        t = t0
        aid = self.apa()
        if kind == "unrel":
            n = r.choice(UNRELATED)
            h = r.choice(self.UNREL_NEWS).format(n=n)
            c = "%s | %s | %s" % (r.choice(["APA-OTS", "APA/Reuters", "APA-AFX", "APA"]), self.local_hm(t), h)
            m = self.noise(t, "apa", "%s  (%s)\n%s" % (c, aid, self.lead(n)))
            if route:
                t += r.randint(5, 40) * 1000
                if route == "json":
                    cc = '[tool_call] router.dispatch {"item":"%s","to":null,"action":"drop","reason":"not held, not on watchlist"}\n[tool_result] {"ok":true}' % aid
                    self.hard(t, "ag_router", cc, "no_route_decision", [aid, '"action":"drop"'], "structured")
                else:
                    cc = r.choice(["no action: %s (%s) – nicht gehalten, nicht auf watchlist. not routed." % (aid, n),
                                   "%s (%s): kein handlungsbedarf, nicht weitergeleitet" % (aid, n),
                                   "%s %s → ignore, no route (no exposure)" % (aid, n)])
                    key = "not routed" if "not routed" in cc else "nicht weitergeleitet" if "nicht weitergeleitet" in cc else "no route"
                    self.hard(t, "ag_router", cc, "no_route_decision", [aid, key], "untagged",
                              idiom=("router 'not routed' decision on unrelated headline", "no_route_decision"))
            return m
        pool = self.HELD_NEWS if kind == "held" else self.WATCH_NEWS
        sym, name, lang, head, key = r.choice(pool)
        src = r.choice(["APA-OTS", "APA-AFX", "APA/Reuters", "APA/dpa-AFX"]) if lang == "de" else r.choice(
            ["Reuters via APA", "APA/Reuters", "Bloomberg First Word"])
        if r.random() < 0.25:
            emb = [dict(title=head, description=r.choice(["Wien (APA) – Meldung vom %s." % self.dstr,
                                                          "Full story on terminal."]),
                        author=src, footer="%s · %s" % (aid, self.local_hm(t)))]
            m = self.hard(t, "apa", "", "held_position_news" if kind == "held" else "watchlist_news", [name, key],
                          "embed", embeds=emb)
        else:
            c = "%s | %s | %s  (%s)\n%s" % (src, self.local_hm(t), head, aid, self.lead(name))
            m = self.hard(t, "apa", c, "held_position_news" if kind == "held" else "watchlist_news", [name, key],
                          "untagged", idiom=("APA headline on held name by company name", "held_position_news")
                          if kind == "held" and sym == "VOE" else
                          ("APA headline on watchlist name", "watchlist_news") if kind == "watch" else None)
        if r.random() < 0.3:
            m["reactions"].append((t + r.randint(10, 120) * 1000, "👀", r.choice(["kathi", "bence", "tomas"])))
        if route:
            t += r.randint(5, 60) * 1000
            tgt = r.choice(["agent·thesis", "agent·execution", "@kathi", "@bence", "@tomas"])
            if route == "json":
                to = tgt.replace("agent·", "").replace("@", "")
                cc = '[tool_call] router.dispatch {"item":"%s","to":"%s","priority":"high","symbol":"%s"}\n[tool_result] {"ok":true,"queued":1}' % (
                    aid, to, sym)
                self.hard(t, "ag_router", cc, "route_decision", [aid, '"to":"%s"' % to], "structured",
                          idiom=("router JSON dispatch tool call", "route_decision"))
            elif route == "noroute":
                cc = "%s (%s): schon eingepreist, keine aktion – nicht geroutet" % (aid, name)
                self.hard(t, "ag_router", cc, "no_route_decision", [aid, "nicht geroutet"], "untagged")
            else:
                cc = r.choice(["routing %s (%s) → %s" % (aid, name, tgt), "%s geht an %s, bitte anschauen" % (aid, tgt),
                               "→ %s: %s %s" % (tgt, aid, name)])
                self.hard(t, "ag_router", cc, "route_decision", [aid, tgt], "untagged")
        return m

    def sc_wbag(self, t0, held):
        r = self.r
        if held:
            sym = r.choice(["VOE", "RBI", "ANDR", "OMV"])
            c = r.choice([
                "Wiener Börse: Volatilitätsunterbrechung in %s (%s) um %s, Fortsetzung im Auktionsmodus" % (
                    EQ[sym]["name"], EQ[sym]["isin"], self.local_hm(t0)),
                "Wiener Börse Notice: trading in %s (%s) suspended pending announcement" % (EQ[sym]["long"], EQ[sym]["isin"]),
            ])
            key = "Volatilitätsunterbrechung" if "Volatilität" in c else "suspended"
            return self.hard(t0, "wbag", c, "held_position_news", [EQ[sym]["isin"], key], "untagged",
                             idiom=("Wiener Börse volatility interruption notice on held ISIN", "held_position_news"))
        c = r.choice([
            "Wiener Börse: Handelskalender 2027 veröffentlicht – kein Handel am 24.12. und 31.12.",
            "Wiener Börse Notice: T7 release 13.1 simulation available from next Monday",
            "Wiener Börse: Indexanpassung ATX per 21.12. – keine Änderung der Zusammensetzung",
            "Wiener Börse: Xetra Vienna Wartungsfenster Samstag 06:00–14:00",
        ])
        return self.noise(t0, "wbag", c)

    # ================================================================ scenes: risk / thesis
    def sc_risk_block(self, t0):
        r = self.r
        sym = r.choice(["RBI", "EBS"])
        q = r.choice([50000, 60000, 80000]) if sym == "RBI" else r.choice([35000, 40000])
        cl = self.clid()
        c = "RISK ▸ BLOCK clid=%s %s BUY %d @ %s | rule=bank_sector_gross limit=EUR 6,000,000 would_be=EUR %s" % (
            cl, sym, q, en(self.px[sym]), "{:,}".format(6000000 + r.randint(3, 19) * 50000))
        self.hard(t0, "risk", c, "risk_limit", ["BLOCK", sym, str(q), "bank_sector_gross"], "structured")
        t = t0 + r.randint(1, 4) * 1000
        c = "REJECT acct=ATXCEE01 clid=%s sym=%s side=BUY qty=%d status=REJECTED reason=RISK_BLOCK" % (cl, sym, q)
        self.hard(t, "oms", c, "trade_confirmation", [cl, sym, "status=REJECTED"], "structured",
                  idiom=("OMS REJECT after risk block", "trade_confirmation"))
        t += r.randint(30, 120) * 1000
        self.add(t, r.choice(["kathi", "luki"]), r.choice(["na bumm. ok, lass ma", "hm, dann halt nicht",
                                                         "ah stimmt, das sektorlimit 🙄"]))

    def sc_risk_breach(self, t0):
        r = self.r
        var = r.randint(402, 436)
        emb = [dict(title="⚠️ Limit breach – ATXCEE", description="VaR limit exceeded",
                    author="RiskEngine",
                    fields=[dict(name="Metric", value="VaR99 1d", inline=True),
                            dict(name="Value", value="EUR %dk" % var, inline=True),
                            dict(name="Limit", value="EUR 400k", inline=True),
                            dict(name="Usage", value="%d %%" % round(var / 4), inline=True)],
                    footer="rule var_desk · %s" % self.local_hms(t0))]
        m = self.hard(t0, "risk", "", "risk_limit", ["VaR99 1d", "EUR %dk" % var, "EUR 400k"], "embed", embeds=emb,
                      idiom=("embed-only limit breach from risk engine", "risk_limit"))
        t = t0 + r.randint(60, 240) * 1000
        hh = r.choice(["15:00", "16:00", "16:30"])
        c = "VaR drüber. bitte bis %s wieder unter 400k, sonst mach ich zu. HUF-fwd zuerst." % hh
        self.hard(t, "miriam", c, "risk_limit", ["bis %s" % hh, "unter 400k"], "reply", ref=m)
        t += r.randint(30, 120) * 1000
        self.add(t, "bence", r.choice(["bin dran", "ok, reduzier die HUF-Seite", "jo, kümmer mich"]))

    def sc_risk_set(self, t0):
        r = self.r
        sym = r.choice(["RBI", "OMV", "VOE"])
        lim = r.choice(["EUR 3 Mio", "EUR 2,5 Mio", "EUR 4 Mio"])
        c = r.choice([
            "ab sofort: max %s netto in %s bis nach den zahlen. bitte respektieren." % (lim, sym),
            "neues limit %s: %s gross, gilt ab jetzt. risk engine ist umgestellt." % (sym, lim),
        ])
        m = self.hard(t0, "miriam", c, "risk_limit", [sym, lim], "untagged",
                      idiom=("risk manager sets single-name limit in chat", "risk_limit"))
        self.ops.append((t0 + r.randint(20, 120) * 1000, "pin", dict(msg=m, by="stefan")))
        return m

    def sc_thesis(self, t0, style=None):
        r = self.r
        style = style or r.choice(["bear_de", "conv_hgb", "agent", "confirm", "bull_en"])
        if style == "bear_de":
            sym = r.choice(["OMV", "VOE"])
            z = str(int(self.px[sym] * 1.12))
            c = "%s: ich dreh auf bearish. %s, ziel %s ist für mich gestorben. raus bei erholung." % (
                sym, "brent unter 60 + windfall-tax gerede" if sym == "OMV" else "autonachfrage DE bricht weg", z)
            self.hard(t0, "kathi", c, "thesis_update", [sym, "bearish", "ziel %s" % z], "untagged",
                      idiom=("view flip 'dreh auf bearish'", "thesis_update"))
        elif style == "conv_hgb":
            c = "HGB: conviction runter. MNB senkt nicht mehr vor Q2, ab jetzt nur mehr halbe größe in HGB 2032."
            self.hard(t0, "bence", c, "thesis_update", ["HGB", "conviction runter", "halbe größe"], "untagged")
        elif style == "agent":
            sym = r.choice(["VER", "ANDR", "EBS"])
            conv = round(r.uniform(0.55, 0.85), 2)
            c = '[thesis] {"symbol":"%s","view":"bullish","prev_view":"neutral","conviction":%s,"target":%s,"trigger":"%s"}' % (
                sym, conv, en(tick(self.px[sym] * 1.1)), r.choice(["guidance raise", "order intake", "buyback"]))
            self.hard(t0, "ag_thesis", c, "thesis_update", [sym, '"view":"bullish"', '"prev_view":"neutral"'],
                      "structured", idiom=("thesis agent JSON view change", "thesis_update"))
        elif style == "confirm":
            sym = r.choice(["EBS", "VER"])
            z = str(int(self.px[sym] * 1.1))
            c = "%s-These bleibt: long, ziel %s. headline ändert nix." % (sym, z)
            self.hard(t0, "stefan", c, "thesis_update", [sym, "These bleibt", "ziel %s" % z], "untagged")
        else:
            c = "RBI: downgrading my view to neutral from bullish – the Russia exit timeline just slipped again. keep size, no adds."
            self.hard(t0, "kathi", c, "thesis_update", ["RBI", "neutral from bullish"], "untagged")

    # ================================================================ long reports
    def sc_morgenbericht(self, t0):
        r = self.r
        atx = self.atx
        lines = ["**Morgenbericht ATX/CEE – %s %s** (agent·morgenbericht · Quellen: Bloomberg, APA, WBAG, MNB, CNB)" % (
            self.wd, self.dstr), "", "**Überblick**"]
        lines += ["- US-Schluss: S&P 500 %s %%, Nasdaq %s %%; Asien gemischt, Nikkei %s %%." % (
            de(r.uniform(-0.8, 0.9)), de(r.uniform(-1.2, 1.3)), de(r.uniform(-1, 1))),
            "- ATX-Future indiziert %s (%s %%), DAX-Vorbörse %s %%." % (de(atx, 0), de(r.uniform(-0.5, 0.6)),
                                                                        de(r.uniform(-0.5, 0.5))),
            "- Bund 10J %s %% , RAGB-Bund 10J %d bp, BTP-Bund %d bp." % (de(2.6 + r.uniform(-0.05, 0.05)),
                                                                        r.randint(30, 38), r.randint(95, 120)),
            "", "**CEE Rates**",
            "- CZGB 10J %s %% – CNB-Sitzung am 17.12., Markt preist 25 bp Senkung zu %d %%." % (
                de(self.byld["CZGB 2033"]), r.randint(25, 60)),
            "- HGB 10J %s %% – MNB Basiszins 6,50 %%, Forward Guidance unverändert." % de(self.byld["HGB 2034"]),
            "- RAGB 2034 %s %% / %s; Auktion ÖBFA nächste Woche." % (de(self.byld["RAGB 2034"]), de(self.bpx["RAGB 2034"])),
            "", "**FX**",
            "- EUR/CZK %s | EUR/HUF %s | 3M-Punkte CZK +%s, HUF +%s" % (
                de(self.spot["EUR/CZK"], 3), de(self.spot["EUR/HUF"]), de(FX["EUR/CZK"]["ppm"] * 3, 3),
                de(FX["EUR/HUF"]["ppm"] * 3)),
            "", "**Positionen (Schluss gestern)**", "```",
            "Inst        Pos        Einstand   Schluss   PnL(EUR)"]
        for s in HELD_EQ:
            lines.append("%-10s %8s   %8s  %8s  %+9s" % (
                s + (" SSF" if s == "VOE" else ""), de(r.choice(EQ[s]["sz"]) * 1000 * (1 if s != "RBI" else -1), 0),
                de(self.px[s] * r.uniform(0.95, 1.03)), de(self.px[s] * r.uniform(0.99, 1.01)),
                de(r.uniform(-30000, 45000), 0)))
        lines += ["HGB 2032   HUF 4 Mrd      %s    %s   %+9s" % (de(90.1), de(self.bpx["HGB 2032"]), de(r.uniform(-9000, 9000), 0)),
                  "CZGB 2033  CZK 600 Mio    %s    %s   %+9s" % (de(84.7), de(self.bpx["CZGB 2033"]), de(r.uniform(-9000, 9000), 0)),
                  "RAGB 2034  EUR 25 Mio     %s    %s   %+9s" % (de(99.0), de(self.bpx["RAGB 2034"]), de(r.uniform(-9000, 9000), 0)),
                  "EUR/HUF 3M -EUR 10 Mio   %s   %s   %+9s" % (de(397.9), de(self.spot["EUR/HUF"] + 3.5), de(r.uniform(-9000, 9000), 0)),
                  "```", "", "**Einzelwerte / Sektoren (Marktfarbe, keine Entscheidungen)**"] + self.sector_notes() + [
                  "", "**Charttechnik ATX**",
                  "- Unterstützung %s / %s, Widerstand %s; RSI(14) %d, 50-Tage-Linie %s." % (
                      de(atx - 60, 0), de(atx - 110, 0), de(atx + 45, 0), r.randint(38, 68), de(atx - 25, 0)),
                  "- Volumen gestern EUR %d Mio (20T-Schnitt %d Mio), Schlussauktion %d %% des Tagesumsatzes." % (
                      r.randint(90, 180), r.randint(100, 150), r.randint(18, 32)),
                  "", "**Notenbanken & Flows**",
                  "- EZB: Markt preist %d bp Senkung bis Juni; Lagarde heute 15:00 (kein Policy-Bezug erwartet)." % r.randint(0, 50),
                  "- CNB: Vizegouverneur gestern vorsichtig, Koruna-Stärke wird begrüßt.",
                  "- MNB: Basiszins 6,50 %, Kommunikation 'geduldig'; Forint-Carry weiter attraktiv.",
                  "- Flows (Sales): Real Money Käufer RAGB 10J, HF Verkäufer CEE-Banken, ETF-Abflüsse Osteuropa %d Mio USD." % r.randint(20, 140),
                  "", "**Termine heute**",
                  "- 08:00 AT Industrieproduktion · 10:00 EZ BIP final · 11:00 HU Inflation Kern",
                  "- 14:30 US Arbeitsmarkt · 16:00 US ISM Services · 17:30 WB Schlussauktion",
                  "", "**Desk-Entscheidungen über Nacht**"]
        choice = r.choice(["stop", "thesis"])
        if choice == "stop":
            s_old = tick(self.px["VOE"] * 0.955)
            s_new = tick(self.px["VOE"] * 0.965)
            dec = "- Stop VOE-Futures (Mär 27) von %s auf %s nachgezogen – Freigabe Stefan 07:05." % (de(s_old), de(s_new))
            facts, et = ["VOE", de(s_new), "nachgezogen"], "stop_or_target_change"
        else:
            z = de(tick(self.px["VER"] * 1.11))
            dec = "- Einschätzung VER von neutral auf positiv angehoben, Kursziel %s (Desk-Call 06:50)." % z
            facts, et = ["VER", "von neutral auf positiv", z], "thesis_update"
        lines += [dec, "", "**Ideen (nicht beschlossen)**",
                  "- Falls EBS über %s ausbricht, könnte man aufstocken – nur Idee, kein Auftrag." % de(tick(self.px["EBS"] * 1.02)),
                  "- Wenn die CNB senkt, wäre CZGB 2033 vs 2029 Steepener interessant.",
                  "", "**Risiko**",
                  "- VaR 1T 99 %%: EUR %dk (Limit 400k) · HUF DV01 EUR %dk/bp · Einzeltitel max %s %% Auslastung (RBI)." % (
                      r.randint(280, 360), r.randint(25, 42), r.randint(55, 90)),
                  "", "_generiert %s · model=desk-llm-v4 · 14 Quellen · 0 Fehler_" % self.local_hm(t0)]
        self.hard(t0, "ag_morgen", "\n".join(lines), et, facts, "buried",
                  idiom=("decision buried mid-Morgenbericht", et))

    def sector_notes(self):
        r = self.r
        out = []
        notes = {
            "EBS": ["Banken profitieren von steilerer Kurve", "Konsens-EPS 2026 zuletzt +1 % revidiert", "Rückkauf läuft planmäßig"],
            "OMV": ["Brent-Sensitivität hoch, Raffineriemargen rückläufig", "Chemie (Borealis) weiter schwach", "Dividendenrendite ~7 %"],
            "VER": ["Terminstrompreise AT/DE stabil", "Wasserführung Donau unter Schnitt", "Netzausbau-Capex steigt"],
            "RBI": ["Russland-Thema dominiert weiter", "Bewertung KBV ~0,4x", "CET1-Quote komfortabel"],
            "VOE": ["Stahlnachfrage Auto DE schwach", "Bahninfrastruktur stützt", "Spreads HRC vs Schrott eng"],
            "ANDR": ["Auftragseingang Hydro robust", "Pulp & Paper zyklisch schwach", "Nettocash-Position stark"],
        }
        for s_ in HELD_EQ:
            out.append("- %s (%s): %s; %s." % (s_, de(self.px[s_]), r.choice(notes[s_]), r.choice(
                ["Analystenkonsens Kaufen %d/%d" % (r.randint(5, 12), r.randint(12, 18)),
                 "Short-Interest %s %%" % de(r.uniform(0.5, 4), 1), "impl. Vol 1M %s %%" % de(r.uniform(18, 35), 1),
                 "Abstand zur 200T-Linie %s %%" % de(r.uniform(-8, 12), 1)])))
        for w in ["BG", "WIE", "VIG", "LNZ"]:
            out.append("- Watchlist %s: %s, keine neuen Meldungen." % (WATCH[w]["name"], de(self.wpx[w])))
        return out

    def risk_snapshot(self, t):
        r = self.r
        lim = []
        for name, l in [("single_name_notional", 2500000), ("bank_sector_gross", 6000000), ("var_desk", 400000),
                        ("huf_dv01", 45000), ("czk_dv01", 30000), ("fx_net_open_huf", 15000000), ("fx_net_open_czk", 10000000),
                        ("stop_coverage_pct", 100)]:
            lim.append({"limit": name, "used": int(l * r.uniform(0.3, 0.92)), "limit_value": l, "status": "ok"})
        body = {"ts": _iso(t), "desk": "ATXCEE", "limits": lim, "breaches": 0, "warnings": 0}
        return self.noise(t, "ag_risk", "[tool_call] risk.snapshot {\"desk\":\"ATXCEE\"}\n[tool_result] " + json.dumps(body) +
                          "\nall limits ok, nothing to escalate.")

    def thesis_scan(self, t):
        r = self.r
        sym = r.choice(HELD_EQ + ["BG", "WIE", "VIG"])
        docs = [{"src": r.choice(["APA", "BBG", "Erste Research", "RCB Research", "Reuters"]), "age_h": r.randint(1, 72),
                 "relevance": round(r.uniform(0.1, 0.9), 2)} for _ in range(r.randint(4, 7))]
        body = {"symbol": sym, "docs": docs, "score": round(r.uniform(-0.3, 0.3), 2), "threshold": 0.6,
                "action": "none (below threshold, view not re-evaluated)"}
        return self.noise(t, "ag_thesis", "[thesis-scan] " + json.dumps(body, ensure_ascii=False))

    def research_nm(self, t):
        r = self.r
        sym = r.choice(HELD_EQ)
        p = self.px[sym]
        c = "\n".join([
            "längere notiz zu %s fürs archiv (keine order, nur gedanken):" % sym,
            "1) bewertung: KGV 26e %s, EV/EBITDA %s, dividendenrendite %s %%. peers im schnitt teurer." % (
                de(r.uniform(6, 14), 1), de(r.uniform(4, 9), 1), de(r.uniform(3, 8), 1)),
            "2) szenario bull: wenn die guidance hält, wären %s drin. dann könnte man aufstocken, aber nicht vor den zahlen." % de(tick(p * 1.15)),
            "3) szenario bear: bei %s wäre die 200-tage-linie gebrochen; ein stop dort wäre logisch, ist aber nicht beschlossen." % de(tick(p * 0.92)),
            "4) backtest saisonalität dez/jän: in 7 von 10 jahren positiv, median +%s %% – n ist klein." % de(r.uniform(1, 5), 1),
            "5) flows: HF short-interest %s %%, ETF-gewicht steigt mit der indexanpassung." % de(r.uniform(0.5, 4), 1),
            "fazit: halten, beobachten. wer meinungen hat, gern im thread."])
        return self.near(t, r.choice(["kathi", "tomas"]), c, idiom=("long research note with hypothetical levels", "not_hard"))

    def sc_exec_summary(self, t0):
        r = self.r
        b = r.choice(["HGB 2034", "HGB 2038", "CZGB 2033"])
        who = "Bence" if b.startswith("HGB") else "Tomáš"
        rows = []
        for s in HELD_EQ:
            rows.append("| %s | %s | %s | %+.1f bp | %s | %d | %s |" % (s, r.choice(["BUY", "SELL", "—"]), "{:,}".format(r.choice(EQ[s]["sz"]) * 1000),
                                                                      r.uniform(-6, 9), r.choice(["VWAP", "POV 10%", "limit", "close auction"]),
                                                                      r.randint(1, 40), r.choice(["ok", "ok", "late start", "partial in auction"])))
        for b in BONDS[:4]:
            rows.append("| %s | %s | %s | %+.1f c | %s | %d | %s |" % (b["key"], r.choice(["BUY", "SELL", "—"]), r.choice(b["sz"]),
                                                                     r.uniform(-3, 3), "RFQ", r.randint(2, 5), "ok"))
        c = "\n".join([
            "**Execution summary %s** (agent·execution)" % self.dstr, "",
            "Orders heute: %d · davon gefüllt %d · storniert %d · rejects %d" % (r.randint(9, 16), r.randint(6, 11),
                                                                                r.randint(1, 3), r.randint(0, 2)),
            "Slippage vs arrival gesamt: %+.1f bp · Spread-Capture %d %%" % (r.uniform(-3, 4), r.randint(30, 60)), "",
            "| Inst | Side | Qty | Slip | Algo | Childs | Note |", "|---|---|---|---|---|---|---|"] + rows + [
            "",
            "Beobachtungen: Liquidität in der Schlussauktion %s als üblich; HUF-Fwd-Punkte im 3M eng." % r.choice(["höher", "dünner"]),
            "Rest %s (%s) → voice bei %s, nicht mehr algo. Ticket ist übergeben." % (b, r.choice(["EUR 3 Mio", "HUF 1 Mrd", "CZK 200 Mio"]), who),
            "Algo-Parameter für morgen unverändert (POV-Cap 12 %, Auktionsanteil max 25 %).",
            "Offene Fragen: keine. Nächste Zusammenfassung morgen 17:45.",
        ])
        self.hard(t0, "ag_exec", c, "route_decision", ["Rest %s" % b, "voice bei %s" % who], "buried",
                  idiom=("routing decision buried in execution summary", "route_decision"))

    def sc_risk_eod(self, t0):
        r = self.r
        old, new = r.choice([(45, 35), (40, 30), (50, 40)])
        c = "\n".join([
            "**Risk EOD – ATXCEE – %s** (agent·risk)" % self.dstr, "",
            "VaR 1d 99%%: EUR %dk (limit 400k) · ES 97.5%%: EUR %dk · stressed VaR EUR %dk" % (
                r.randint(290, 380), r.randint(380, 470), r.randint(520, 690)), "",
            "Limits usage:",
            "```",
            "limit                      used        limit      usage",
            "single_name_notional EBS   EUR %s   EUR 2.5m   %d%%" % (en(r.uniform(1.2, 2.3), 2) + "m", r.randint(50, 92)),
            "bank_sector_gross          EUR %s   EUR 6.0m   %d%%" % (en(r.uniform(3.5, 5.8), 2) + "m", r.randint(60, 97)),
            "HUF DV01 / bp              EUR %dk      EUR %dk     %d%%" % (r.randint(20, 40), old, r.randint(50, 90)),
            "CZK DV01 / bp              EUR %dk      EUR 30k     %d%%" % (r.randint(8, 22), r.randint(30, 75)),
            "FX net open HUF            EUR %s   EUR 15m    %d%%" % (en(r.uniform(3, 12), 1) + "m", r.randint(20, 80)),
            "```",
            "Stress (CEE sell-off −15 %% eq / +75 bp HGB / HUF −5 %%): EUR −%dk." % r.randint(900, 1400),
            "Stress (oil −20 %%): EUR −%dk · (rates +100 bp parallel): EUR −%dk · (EUR/CZK +3 %%): EUR −%dk." % (
                r.randint(150, 400), r.randint(300, 700), r.randint(40, 160)),
            "",
            "Position contributions (component VaR, EUR k):",
            "```",
            "\n".join("%-10s %6.1f   beta %4.2f   liq_days %4.1f" % (x, r.uniform(5, 80), r.uniform(0.6, 1.5), r.uniform(0.1, 2.5))
                      for x in HELD_EQ + ["HGB 2032", "CZGB 2033", "RAGB 2034", "EURHUF 3M"]),
            "```",
            "",
            "Effective tomorrow: HUF DV01 limit cut from EUR %dk to EUR %dk per bp (approved by M. Steiner)." % (old, new),
            "Backtesting: %d exceptions in 250d (green zone)." % r.randint(1, 4),
            "Data quality: 2 stale marks (HGB 2038, CZGB 2029) replaced with BVAL.",
            "No further action required tonight.",
        ])
        self.hard(t0, "ag_risk", c, "risk_limit", ["HUF DV01", "EUR %dk to EUR %dk" % (old, new)], "buried",
                  idiom=("limit change buried in English risk EOD", "risk_limit"))

    # ================================================================ structure scenes
    def sc_deleted_proposal(self, t0):
        r = self.r
        sym = r.choice(["RBI", "OMV", "ANDR"])
        p = tick(self.px[sym] * 0.99)
        c = "s %dk %s @ %s stp %s (buch 2?)" % (r.choice([8, 12, 18]), sym, de(p), de(tick(p * 1.03)))
        m = self.hard(t0, "luki", c, "trade_proposal", [sym, de(p)], "shorthand")
        m["delete_at"] = t0 + r.randint(20, 90) * 1000
        m["snippet"] = c
        self.noise(m["delete_at"] + r.randint(5, 30) * 1000, "luki", r.choice(["sorry, falsches fenster 🙈", "ignore, war fürs testbuch"]))

    def sc_forget_fill(self, t0):
        r = self.r
        sym = r.choice(["VER", "ANDR", "EBS"])
        cl = r.choice(CLIENTS)
        ph = r.choice(PHONES)
        q = r.choice([5, 8, 10])
        p = tick(self.px[sym])
        c = "fill %dk %s @ %s – für Kunde %s, Rückruf %s" % (q, sym, de(p), cl, ph)
        m = self.hard(t0, "kathi", c, "trade_fill", ["%dk" % q, sym, de(p)], "untagged")
        m["forget"] = (t0 + r.randint(10, 40) * 60000, "stefan")
        m["snippet"] = cl
        c2 = "meine handynr für heut, falls wer was braucht: %s (Kathi)" % r.choice(PHONES)
        n = self.noise(t0 + r.randint(120, 600) * 1000, "kathi", c2)
        n["forget"] = (n["t"] + r.randint(30, 90) * 60000, "miriam")
        n["snippet"] = c2

    def sc_bulk_spam(self, t0):
        r = self.r
        ms = []
        n = r.randint(3, 4)
        for i in range(n):
            c = "gw-monitor: reconnect storm %d/%d – shard 0 resume failed (code 4009), retry in %ds" % (i + 1, n, 2 ** (i + 1))
            m = self.noise(t0 + i * r.randint(2, 9) * 1000, "mon", c)
            m["snippet"] = c
            ms.append(m)
        self.ops.append((t0 + r.randint(3, 8) * 60000, "bulk", dict(msgs=ms)))
        for m in ms:
            m["bulk"] = True

    def sc_thread(self, t0):
        r = self.r
        topic = r.choice(["rbi", "hgb"])
        if topic == "rbi":
            st = self.add(t0, "kathi", "🧵 RBI – Russland-Exit / Q4, bitte alles dazu in den thread")
        else:
            st = self.add(t0, "bence", "🧵 HGB-Kurve & MNB – diskussion hier rein, nicht im hauptkanal")
        th = dict(starter=st, name=topic)
        self.threads.append(th)
        t = t0 + r.randint(30, 120) * 1000
        if topic == "rbi":
            seq = [("luki", "near", "wenn die dekonsolidierung wirklich 2027 kommt, was wär dann fair? 32?"),
                   ("kathi", "other", "schwer zu sagen. buchwert-abschlag ist immer noch riesig"),
                   ("tomas", "near", "> 'RBI to exit Russia by year end' – die headline hatten wir 2023 auch schon 🙃"),
                   ("stefan", "other", "fokus bitte: was machen wir mit der bestehenden position?")]
        else:
            seq = [("tomas", "near", "was wenn MNB im Jänner doch 25 bp senkt? dann rennt die 2032er"),
                   ("bence", "other", "glaub ich nicht, inflation kern ist zu hoch"),
                   ("kathi", "near", "backtest letzte 3 zyklen: HGB 10J nach erster senkung -40 bp in 3M, aber n=3 lol"),
                   ("stefan", "other", "was machen wir konkret?")]
        for a, k, c in seq:
            self.add(t, a, c, kind=k, thread=th)
            t += r.randint(40, 300) * 1000
        if topic == "rbi":
            self.sc_eq_trade(t, sym="RBI", side=r.choice(["sell", "buy"]), style=r.choice(["short", "prose_de"]), thread=th)
        else:
            b = [x for x in BONDS if x["key"] == "HGB 2032"][0]
            buy = r.random() < 0.5
            sz = r.choice(b["sz"][:2])
            yl = round(self.byld["HGB 2032"] + 0.01, 2)
            c = "%s HGB 2032 %s @ %s, limit bis %s" % (sz, "kauf" if buy else "verkauf", de(yl), de(yl + (0.02 if buy else -0.02)))
            p = self.hard(t, "bence", c, "trade_proposal", [sz, "HGB 2032", "kauf" if buy else "verkauf", de(yl)],
                          "shorthand", thread=th)
            t += r.randint(60, 300) * 1000
            self.hard(t, "stefan", "passt, go", "trade_approval", ["passt", "go"], "reply", ref=p, thread=th)
        t = max(m["t"] for m in self.msgs if m["thread"] is th) + r.randint(60, 600) * 1000
        self.add(t, r.choice(["luki", "tomas"]), r.choice(["👍", "danke, thread kann zu"]), kind="noise", thread=th)

    # ================================================================ near misses
    def _deck(self, name, n):
        d = self.__dict__.setdefault("_decks", {})
        if not d.get(name):
            items = list(range(n))
            self.r.shuffle(items)
            d[name] = items
        return d[name].pop()

    def nm_one(self, t):
        r = self.r
        k = self._deck("nm", 22)
        sym = r.choice(HELD_EQ)
        p = self.px[sym]
        if k == 0:
            self.near(t, r.choice(["kathi", "luki"]), "wenn wir jetzt %dk %s bei %s kaufen würden, wär ma bei ca. %s Mio exposure – nur so als gedanke" % (
                r.choice(EQ[sym]["sz"]), sym, de(tick(p * 0.99)), de(r.uniform(1.2, 2.4), 1)),
                      idiom=("hypothetical 'wenn wir ... kaufen würden'", "not_hard"))
        elif k == 1:
            self.near(t, "bence", "what if we sold half the HGB 2032 into this rally? %s feels rich" % de(self.byld["HGB 2032"] - 0.1),
                      idiom=("english 'what if we sold' hypothetical", "not_hard"))
        elif k == 2:
            self.near(t, "tomas", "hat wer den EUR/CZK 3M fwd gesehen? warum sind die punkte so weit?")
        elif k == 3:
            self.near(t, r.choice(["kathi", "luki"]), "gestern hab ma %dk %s @ %s %s, war zu früh 🙈" % (
                r.choice(EQ[sym]["sz"]), sym, de(tick(p * 0.985)), r.choice(["verkauft", "gekauft"])),
                      idiom=("past-tense trade told as history", "not_hard"))
        elif k == 4:
            self.near(t, "stefan", "zur info für die neuen: 2022 hatten wir 50k RBI @ 13,80 gekauft, das war mutig. heut undenkbar.")
        elif k == 5:
            self.near(t, "luki", "paper portfolio: b %dk %s @ %s, stop %s – nur sandbox, nicht echt 😅" % (
                r.choice(EQ[sym]["sz"]), sym, de(tick(p)), de(tick(p * 0.97))),
                      idiom=("paper trade in shorthand", "not_hard"))
        elif k == 6:
            self.near(t, "teams", "[Teams] Novák, Petra (Prague FI): we bought CZK %d Mio CZGB 2030 @ %s this morning, fyi" % (
                r.choice([300, 500, 800]), de(self.byld["CZGB 2033"] - 0.15)),
                      idiom=("Teams relay of another desk's trade", "not_hard"))
        elif k == 7:
            o = "WB%s-%05d" % (self.mmdd, r.randint(50000, 90000))
            self.near(t, "oms", "FILL acct=PRGEQ01 ord=%s sym=CEZ side=BUY lastQty=%d lastPx=%s cumQty=%d leaves=0 venue=XPRA" % (
                o, r.choice([2000, 3000, 5000]), en(self.wpx["CEZ"], 1), 5000),
                      idiom=("OMS fill for another desk's account", "not_hard"))
        elif k == 8:
            o = "WB%s-%05d" % (self.mmdd, r.randint(50000, 90000))
            self.near(t, "oms", "ACK acct=BUDMM03 ord=%s isin=HU0000404735 side=SELL nominal=HUF_3_Mrd venue=BBG-RFQ status=WORKING" % o)
        elif k == 9:
            yrs = r.choice(["2019–2025", "2015–2025", "2021–2025"])
            self.near(t, "ag_exec", "\n".join([
                "**Backtest** mean-reversion %s, %s" % (sym, yrs),
                "trades: %d · hit rate %d %% · sharpe %s · maxDD %s %%" % (r.randint(180, 420), r.randint(48, 58),
                                                                        de(r.uniform(0.4, 1.3)), de(r.uniform(-18, -6), 1)),
                "sample fills: BUY 20k %s @ %s (2024-03-12), SELL 20k %s @ %s (2024-03-19)" % (
                    sym, en(p * 0.9), sym, en(p * 0.93)),
                "→ nur research, kein signal für heute."]),
                      idiom=("backtest with sample fills", "not_hard"))
        elif k == 10:
            self.near(t, "ag_exec", '[tool_call] oms.place_order {"symbol":"%s","side":"BUY","qty":%d,"limit":%s,"account":"ATXCEE01","dry_run":true}\n[tool_result] {"status":"simulated","est_cost_bp":%s,"would_use_limit_pct":%d}' % (
                sym, r.choice(EQ[sym]["sz"]) * 1000, en(p), en(r.uniform(2, 9), 1), r.randint(40, 95)),
                      idiom=("agent dry_run order simulation", "not_hard"))
        elif k == 11:
            self.near(t, "risk", "RISK ▸ WHAT-IF (no order) %s BUY %d → would breach single_name_notional (%d %%)" % (
                sym, r.choice([50000, 60000, 80000]), r.randint(105, 160)),
                      idiom=("risk what-if check, no order", "not_hard"))
        elif k == 12:
            self.near(t, r.choice(["luki", "tomas"]), "stop bei %s für %s wär vernünftig, oder?" % (de(tick(p * 0.96)), sym),
                      idiom=("suggested stop without decision", "not_hard"))
        elif k == 13:
            self.near(t, "luki", "irgendwer sollte sich mal %s anschauen, short interest ist riesig" % r.choice(["Lenzing", "AT&S", "Wienerberger"]))
        elif k == 14:
            self.near(t, "bence", "\n".join([
                "zu HUF carry, längere gedanken:",
                "3M-punkte bei %s implizieren ~%s %% zinsdiff, MNB bleibt bei 6,50 %%." % (de(FX["EUR/HUF"]["ppm"] * 3), de(r.uniform(3.9, 4.6))),
                "wenn die MNB im Q1 doch senkt, würde die kurve bull-steepenen, dann wären 2032er vs 2038er interessant.",
                "gegenposition: politik vor der wahl, rating-outlook negativ, forint könnte 400+ testen.",
                "fazit: carry ist ok, aber asymmetrie gefällt mir nicht. ich würd nix tun, nur beobachten.",
                "kaufen/verkaufen/stop alles offen, nix beschlossen."]),
                      idiom=("long analysis with trading words, no decision", "not_hard"))
        elif k == 15:
            self.near(t, "kathi", "> 'MOL considers bid for %s stake' – nix für uns, aber lustig" % r.choice(["Slovnaft", "INA", "a Serbian refinery"]))
        elif k == 16:
            self.near(t, "teams", "[Teams] Huber, Markus (Equity Sales): client sold %dk VER via us, block done at %s – nicht euer buch" % (
                r.choice([150, 200, 250]), de(tick(self.px["VER"] * 0.995))))
        elif k == 17:
            self.near(t, "mail", "Fwd: Trade Confirmation – Account PRIV-88120 (Private Banking)\nWe confirm that you SOLD 4,000 OMV AG at %s. Settlement T+2.\n(fehlgeleitet, gehört nicht zu ATXCEE01 – bitte an PB weiterleiten)" % en(self.px["OMV"]))
        elif k == 18:
            self.near(t, "stefan", "sollen wir EUR/HUF 3M noch mal rollen oder laufen lassen? meinungen bis mittag bitte")
        elif k == 19:
            self.near(t, "kathi", "hätt ma gestern bei %s kaufen sollen %s" % (de(tick(p * 0.97)), r.choice(["🙄", "🤦‍♀️", ""])))
        elif k == 20:
            self.near(t, "teams", "[Teams] Novák, Petra (Prague FI): wir verkaufen die CZGB 2030 heute noch, unser buch – ihr seid nicht betroffen")
        else:
            self.near(t, "luki", "was passiert mit unserem %s stop wenn morgen die ex-dividende ist? wird der angepasst?" % sym)

    # ================================================================ noise / chatter
    def swarm_status(self, t):
        r = self.r
        ag = []
        for name, st in [("morgenbericht", r.choice(["idle", "sleeping"])), ("execution", r.choice(["watching", "idle"])),
                         ("risk", "watching"), ("router", "polling"), ("news", r.choice(["polling", "idle"])),
                         ("thesis", r.choice(["idle", "reviewing"]))]:
            ag.append({"name": name, "state": st, "last_run": self.local_hm(t - r.randint(60, 3600) * 1000),
                       "tokens_24h": r.randint(20000, 400000), "errors_24h": r.choice([0, 0, 0, 1, 2]),
                       "tool_calls_1h": r.randint(0, 60), "ctx_tokens": r.randint(4000, 60000),
                       "mem_mb": r.randint(180, 900)})
        body = {"ts": _iso(t), "agents": ag, "queue": {"pending": r.randint(0, 3), "dead_letter": 0},
                "model": "desk-llm-v4", "p95_latency_ms": r.randint(800, 4200), "budget_used_pct": r.randint(10, 80),
                "connectors": {"discord": "ok", "oms_fix": r.choice(["ok", "ok", "idle"]), "bbg_bpipe": "ok",
                               "apa_feed": "ok", "bval": r.choice(["ok", "stale>15m"]), "teams_bridge": "ok"},
                "host": "desk-agents-%02d.vie.internal" % r.randint(1, 4), "build": "agents:%07x" % r.getrandbits(28)}
        return self.noise(t, "ag_router", "[swarm] status " + json.dumps(body, ensure_ascii=False))

    def depth(self, t):
        r = self.r
        sym = r.choice(HELD_EQ + ["BG", "WIE"])
        p = self.px.get(sym) or self.wpx[sym]
        tk = 0.02 if p >= 50 else 0.01
        bids = [{"px": round(p - tk * (i + 1), 2), "qty": r.randint(3, 60) * 100, "orders": r.randint(1, 9)} for i in range(5)]
        asks = [{"px": round(p + tk * i, 2), "qty": r.randint(3, 60) * 100, "orders": r.randint(1, 9)} for i in range(5)]
        res = {"symbol": sym, "venue": "XWBO", "ts": _iso(t), "bids": bids, "asks": asks, "phase": "CONTINUOUS"}
        return self.noise(t, "ag_exec", '[tool_call] md.get_book {"symbol":"%s","levels":5}\n[tool_result] %s' % (
            sym, json.dumps(res)))

    def router_cycle(self, t):
        r = self.r
        n = r.randint(3, 19)
        body = {"cycle": self.local_hm(t), "items_scanned": n, "routed": 0, "below_threshold": n,
                "sources": {"apa": r.randint(0, n), "bbg": r.randint(0, 4), "wbag": r.randint(0, 2)},
                "classifier": {"model": "desk-llm-v4-mini", "avg_ms": r.randint(120, 900), "tokens": r.randint(1500, 9000)}}
        return self.noise(t, "ag_router", "router cycle done · " + json.dumps(body))

    def traceback_long(self, t):
        r = self.r
        lines = ["agent·%s: tool error, retrying with backoff (%d/3)" % (r.choice(["news", "thesis", "risk"]), r.randint(1, 3)), "```",
                 "Traceback (most recent call last):",
                 '  File "/opt/desk/agents/runtime/loop.py", line %d, in step' % r.randint(200, 400),
                 "    result = await self.tools.call(name, args, timeout=self.tool_timeout)",
                 '  File "/opt/desk/agents/runtime/tools.py", line %d, in call' % r.randint(80, 160),
                 "    return await asyncio.wait_for(fn(**args), timeout)",
                 '  File "/usr/lib/python3.11/asyncio/tasks.py", line 479, in wait_for',
                 "    return fut.result()",
                 '  File "/opt/desk/agents/tools/%s.py", line %d, in %s' % r.choice([("apa", 61, "fetch_items"), ("bval", 88, "get_marks"), ("llm", 143, "complete")]),
                 "    resp = await self.session.get(url, params=params)",
                 '  File "/opt/desk/.venv/lib/python3.11/site-packages/aiohttp/client.py", line 605, in _request',
                 "    await resp.start(conn)",
                 '  File "/opt/desk/.venv/lib/python3.11/site-packages/aiohttp/client_reqrep.py", line 966, in start',
                 "    message, payload = await protocol.read()  # type: ignore[union-attr]",
                 "aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected",
                 "", "During handling of the above exception, another exception occurred:", "",
                 "Traceback (most recent call last):",
                 '  File "/opt/desk/agents/runtime/loop.py", line %d, in step' % r.randint(400, 460),
                 "    raise ToolError(name, attempt) from exc",
                 "runtime.errors.ToolError: tool failed after attempt %d" % r.randint(1, 3), "```"]
        return self.noise(t, "mon", "\n".join(lines))

    def ci_long(self, t):
        r = self.r
        sha = "%07x" % r.getrandbits(28)
        jobs = ["lint", "unit", "integration-oms-sim", "build-image", "deploy-staging"]
        body = ["GitLab CI · desk-agents · pipeline #%d %s (main, %s) by %s" % (
            r.randint(18000, 19999), r.choice(["passed", "passed", "failed"]), sha, r.choice(["luki.hofer", "ci-bot", "a.pichler"]))]
        for j in jobs:
            body.append("  %-22s %s  %dm%02ds" % (j, r.choice(["✅", "✅", "✅", "⚠️ allowed-failure"]), r.randint(0, 6), r.randint(0, 59)))
        body.append("  coverage %s %% · image registry.internal/desk/agents:%s" % (de(r.uniform(71, 88), 1), sha))
        return self.noise(t, "ci", "\n".join(body))

    def digest(self, t):
        r = self.r
        names = r.sample(UNRELATED, 5)
        lines = ["**News-Digest %s** (agent·news · nur Titel ohne Desk-Bezug)" % self.local_hm(t)]
        for n in names:
            lines.append("- %s – %s" % (n, r.choice(["Auftrag im Inland", "Personalie im Vorstand", "Q3 im Rahmen der Erwartungen",
                                                      "Anleiheemission platziert", "Analyst hebt Kursziel", "Werksschließung geprüft",
                                                      "rating unchanged", "capital markets day postponed"])))
        lines.append("- Makro: %s" % r.choice(["Eurozone PMI leicht besser", "AT Arbeitslosigkeit unverändert", "US Jobless Claims im Rahmen"]))
        lines.append("Kein Routing nötig – Zusammenfassung dient nur dem Überblick. Quellen: APA, Reuters, BBG. Tokens %d." % r.randint(2000, 9000))
        return self.noise(t, "ag_news", "\n".join(lines))

    def positions_csv(self, t):
        r = self.r
        rows = ["book,instrument,isin,qty_or_nominal,ccy,avg_px,mark,mtm_eur,dv01_eur,delta_eur"]
        for s_ in HELD_EQ:
            q = r.choice(EQ[s_]["sz"]) * 1000 * (-1 if s_ == "RBI" else 1)
            rows.append("EQ,%s%s,%s,%d,EUR,%s,%s,%d,,%d" % (s_, " SSF MAR27" if s_ == "VOE" else "", EQ[s_]["isin"], q,
                                                           en(self.px[s_] * 0.98), en(self.px[s_]),
                                                           int(q * self.px[s_] * 0.02), int(q * self.px[s_])))
        for b in BONDS:
            if b["held"]:
                rows.append("RATES,%s,%s,%s,%s,%s,%s,%d,%d," % (b["key"], b["isin"], r.choice(b["sz"]).replace(" ", "_"), b["ccy"],
                                                              en(b["px"], 3), en(self.bpx[b["key"]], 3),
                                                              r.randint(-20000, 30000), r.randint(5000, 30000)))
        rows.append("FX,EUR/HUF FWD 3M,,-10000000,EUR,%s,%s,%d,,%d" % (en(self.spot["EUR/HUF"] + 2), en(self.spot["EUR/HUF"] + 3.5),
                                                                     r.randint(-20000, 20000), -10000000))
        rows.append("FX,EUR/CZK FWD 1M,,5000000,EUR,%s,%s,%d,,%d" % (en(self.spot["EUR/CZK"], 3), en(self.spot["EUR/CZK"] + 0.02, 3),
                                                                   r.randint(-5000, 5000), 5000000))
        return self.noise(t, r.choice(["anna", "cron"]), "positionen %s lt. MO (nur zur kontrolle, keine änderung):\n```csv\n%s\n```" % (
            self.local_hm(t), "\n".join(rows)), idiom=("CSV positions snapshot", "not_hard"))

    def order_status(self, t):
        r = self.r
        sym = r.choice(HELD_EQ)
        o = "WB%s-%05d" % (self.mmdd, r.randint(100, 999))
        res = {"order_id": o, "account": "ATXCEE01", "symbol": sym, "status": r.choice(["FILLED", "CANCELLED", "WORKING"]),
               "last_update": _iso(t - r.randint(60, 7200) * 1000), "venue": "XWBO", "algo": r.choice(["VWAP", "LIMIT", "POV10"]),
               "child_orders": r.randint(1, 30), "audit": {"checked_by": "agent·execution", "diff": "none"}}
        return self.noise(t, "ag_exec", "[tool_call] oms.get_order_status {\"order_id\":\"%s\"}\n[tool_result] %s\nrecon: status unchanged since last poll, nothing to do." % (
            o, json.dumps(res, ensure_ascii=False)))

    def teams_note(self, t):
        r = self.r
        if r.random() < 0.5:
            c = "\n".join([
                "[Teams] Novák, Petra (Prague FI): morning note CZ rates",
                "- CZGB curve: 2s10s %d bp, bull steepening overnight, real money buying the 2030-2033 sector" % r.randint(20, 60),
                "- CNB speakers: %s; market pricing %d %% for a cut on 17.12." % (r.choice(["Frait dovish", "Michl hawkish", "no speakers"]), r.randint(20, 60)),
                "- Supply: MinFin auction Wednesday CZK 8bn across 2031/2035, bid-to-cover last time 2.1x",
                "- Our book (Prague FI): flat duration, small long 2030s – nothing for the Vienna desk to act on",
                "- EUR/CZK range %s-%s, forward points stable" % (de(self.spot["EUR/CZK"] - 0.08, 2), de(self.spot["EUR/CZK"] + 0.08, 2))])
        else:
            c = "\n".join([
                "[Teams] Szabó, Réka (Budapest Treasury): HUF update",
                "- MNB: no change expected, guidance 'patient'; two members pushed for a hold through Q1",
                "- HGB auction yesterday HUF %d bn, accepted %d bn, avg yield 10y %s" % (r.randint(40, 70), r.randint(35, 60), de(self.byld["HGB 2034"])),
                "- Government debt agency raised retail bond targets again",
                "- EUR/HUF %s–%s range, implied vol 1M %s" % (de(self.spot["EUR/HUF"] - 2), de(self.spot["EUR/HUF"] + 2), de(r.uniform(6, 9), 1)),
                "- Treasury book: hedged, no trades planned today (info only)"])
        return self.add(t, "teams", c)

    def midday(self, t):
        r = self.r
        lines = ["**Marktupdate Mittag %s** (agent·news)" % self.dshort, "",
                 "Aktien: ATX %s (%s %%), Umsatz bisher EUR %d Mio, Banken %s, Versorger %s, Industrie %s." % (
                     de(self.atx, 0), de(r.uniform(-0.9, 0.9)), r.randint(40, 140), r.choice(["fester", "schwächer", "seitwärts"]),
                     r.choice(["gesucht", "unter druck", "unauffällig"]), r.choice(["gemischt", "fester"])),
                 "Europa: Stoxx 600 %s %%, Banken %s %%, Energie %s %%. VSTOXX %s." % (
                     de(r.uniform(-0.6, 0.6)), de(r.uniform(-1, 1)), de(r.uniform(-1, 1)), de(r.uniform(14, 22), 1)),
                 "Renten: Bund 10J %s %%, OAT-Bund %d bp, RAGB-Bund %d bp. CEE: CZGB 10J %s %%, HGB 10J %s %%, POLGB 10J %s %%." % (
                     de(2.6 + r.uniform(-0.05, 0.05)), r.randint(70, 85), r.randint(30, 38), de(self.byld["CZGB 2033"]),
                     de(self.byld["HGB 2034"]), de(r.uniform(5.2, 5.8))),
                 "FX: EUR/USD %s, EUR/CHF %s, EUR/PLN %s, EUR/CZK %s, EUR/HUF %s." % (
                     de(r.uniform(1.05, 1.15), 4), de(r.uniform(0.92, 0.96), 4), de(r.uniform(4.2, 4.35), 4),
                     de(self.spot["EUR/CZK"], 3), de(self.spot["EUR/HUF"])),
                 "Rohstoffe: Brent %s USD, TTF %s EUR/MWh, Gold %s USD, Stahl HRC NWE %d EUR/t." % (
                     de(r.uniform(58, 72)), de(r.uniform(28, 45)), de(r.uniform(2300, 2700), 0), r.randint(520, 640)),
                 "", "Nachmittag: 14:30 US-Daten, 16:00 ISM, 17:30 WB-Schlussauktion, danach Indexanpassungen in Frankfurt.",
                 "Flows laut Sales: Real Money auf beiden Seiten, Hedgefonds Verkäufer in CEE-Banken, Retail ruhig.",
                 "Keine Desk-Entscheidungen in diesem Update – reine Marktfarbe, Quellen BBG/APA/Sales-Chat."]
        return self.add(t, "ag_news", "\n".join(lines))

    def axes_mail(self, t):
        r = self.r
        dealer = r.choice(["Raiffeisen Centrobank", "Erste Group Markets", "OTP Bank", "Komerční banka", "UniCredit Bank Austria"])
        lines = ["Fwd: %s – CEE Rates Axes %s (indikativ)" % (dealer, self.dstr), "", "Bond            Bid/Offer   Size   Axe"]
        for b in BONDS:
            lines.append("%-14s  %s/%s   %s   %s" % (b["key"], de(self.byld[b["key"]] + 0.02), de(self.byld[b["key"]] - 0.01),
                                                   r.choice(b["sz"]), r.choice(["axed buyer", "axed seller", "two-way", "—"])))
        lines += ["", "Indikative Quotes, keine Angebote. Preise können sich jederzeit ändern. "
                      "Dieses Dokument richtet sich ausschließlich an professionelle Kunden gemäß MiFID II."]
        return self.add(t, "mail", "\n".join(lines))

    def pnl_snap(self, t, hh):
        r = self.r
        lines = ["PnL %02d:00 (intraday, EUR, ungeprüft)" % hh, "```"]
        tot = 0.0
        for x in HELD_EQ + ["HGB 2032", "CZGB 2033", "RAGB 2034", "EURHUF FWD", "EURCZK FWD"]:
            v = r.uniform(-15000, 18000)
            tot += v
            lines.append("%-11s %+10s" % (x, de(v, 0)))
        lines += ["%-11s %+10s" % ("TOTAL", de(tot, 0)), "```",
                  "fees today EUR %s · realised %s · unrealised %s" % (de(r.uniform(200, 1800), 0), de(r.uniform(-20000, 30000), 0),
                                                                       de(r.uniform(-30000, 40000), 0))]
        return self.noise(t, "ag_exec", "\n".join(lines))

    def abendbericht(self, t):
        r = self.r
        lines = ["**Abendbericht ATXCEE %s** (agent·news, automatisch)" % self.dstr, "",
                 "Schluss: ATX %s (%s %%), Umsatz EUR %d Mio, Schlussauktion %d %% des Volumens." % (
                     de(self.atx + r.uniform(-30, 30), 0), de(r.uniform(-1, 1)), r.randint(90, 190), r.randint(20, 34)),
                 "", "```", "Inst        Schluss   Tag%     Vol(Stk)"]
        for s_ in HELD_EQ:
            lines.append("%-10s %8s  %+6.2f  %10s" % (s_, de(self.px[s_] * r.uniform(0.99, 1.01)), r.uniform(-2, 2),
                                                       de(r.randint(100000, 1500000), 0)))
        for w in WATCH:
            lines.append("%-10s %8s  %+6.2f  %10s" % (w, de(self.wpx[w]), r.uniform(-2, 2), de(r.randint(20000, 600000), 0)))
        lines += ["```", "",
                  "Renten: RAGB 2034 %s %%, CZGB 2033 %s %%, HGB 2032 %s %%, HGB 2034 %s %%." % (
                      de(self.byld["RAGB 2034"]), de(self.byld["CZGB 2033"]), de(self.byld["HGB 2032"]), de(self.byld["HGB 2034"])),
                  "FX: EUR/CZK %s, EUR/HUF %s (Schluss 17:00 Fixing)." % (de(self.spot["EUR/CZK"], 3), de(self.spot["EUR/HUF"])),
                  "Morgen: AT Inflation Flash 09:00, HU Industrieproduktion 09:00, CZ Handelsbilanz 09:00, US PCE 14:30.",
                  "Dieser Bericht fasst nur Marktdaten zusammen; Entscheidungen stehen in Execution Summary und Risk EOD."]
        return self.add(t, "ag_news", "\n".join(lines))

    def nachmittag(self, t):
        r = self.r
        c = "\n".join([
            "**US-Daten Reaktion %s** (agent·news)" % self.local_hm(t),
            "Payrolls %+dk vs. Konsens %+dk, Arbeitslosenquote %s %%, Stundenlöhne %s %% m/m." % (
                r.randint(80, 260), r.randint(120, 200), de(r.uniform(4, 4.5), 1), de(r.uniform(0.1, 0.5), 1)),
            "Reaktion: UST 10J %+d bp, EUR/USD %s, ATX %s %%, Bund-Future %s Ticks." % (
                r.randint(-9, 9), de(r.uniform(1.05, 1.15), 4), de(r.uniform(-0.8, 0.8)), r.choice(["+12", "-18", "+5", "-7"])),
            "CEE: Forint %s, Koruna %s, HGB-Kurve %s." % (r.choice(["leicht schwächer", "stabil", "fester"]),
                                                          r.choice(["unverändert", "leicht fester"]),
                                                          r.choice(["parallel +3 bp", "flacher", "kaum bewegt"])),
            "Einordnung: Daten bestätigen das Bild eines sich abkühlenden, aber robusten Arbeitsmarkts; "
            "keine unmittelbare Auswirkung auf Desk-Positionen erkennbar. Kein Routing."])
        return self.add(t, "ag_news", c)

    def overnight(self, t):
        r = self.r
        lines = ["**Overnight-Scan %s** (agent·news) – %d Meldungen gelesen, Auswahl:" % (self.dshort, r.randint(40, 120))]
        for n in r.sample(UNRELATED, 6):
            lines.append("- %s: %s" % (n, r.choice(["Pressemitteilung zu Personalien", "Anleihe-Emission angekündigt",
                                                     "Auftrag im Ausland", "Ad-hoc ohne Kursrelevanz", "Q3-Termin bestätigt",
                                                     "Investorenpräsentation online"])))
        lines += ["- Asien: Nikkei %s %%, Hang Seng %s %%, CSI 300 %s %%." % (de(r.uniform(-1.5, 1.5)), de(r.uniform(-2, 2)), de(r.uniform(-1.5, 1.5))),
                  "- US-Futures %s %%, Brent %s USD." % (de(r.uniform(-0.5, 0.5)), de(r.uniform(58, 72))),
                  "Nichts davon betrifft Positionen oder Watchlist – nicht geroutet, nur Info."]
        return self.noise(t, "ag_news", "\n".join(lines))

    def noise_one(self, t):
        r = self.r
        k = r.choices(range(19), weights=[8, 5, 2, 6, 4, 2, 1, 4, 3, 3, 3, 4, 6, 7, 5, 3, 3, 3, 6])[0]
        if k == 18:
            return self.order_status(t)
        if k == 12:
            return self.swarm_status(t)
        if k == 13:
            return self.depth(t)
        if k == 14:
            return self.router_cycle(t)
        if k == 15:
            return self.traceback_long(t)
        if k == 16:
            return self.ci_long(t)
        if k == 17:
            return self.digest(t)
        if k == 0:
            ref = None
            if r.random() < 0.5:
                cand = [m for m in self.msgs if t - 3600000 < m["t"] < t and m["thread"] is None
                        and m["kind"] in ("noise", "other") and m["delete_at"] is None and not m["bulk"]
                        and m["forget"] is None]
                ref = r.choice(cand) if cand else None
            self.noise(t, r.choice(["kathi", "luki", "tomas", "bence", "anna", "stefan"]),
                       r.choice(["ok", "thx", "👍", "danke", "merci", "🙏", "lol", "✅", "top", "😂", "👀"]), ref=ref)
        elif k == 1:
            sym = r.choice(HELD_EQ + list(WATCH))
            px = self.px.get(sym) or self.wpx[sym]
            lvl = tick(px * r.uniform(0.99, 1.01))
            self.noise(t, "alerts", "🔔 %s %s %s (%s %%)" % (sym, r.choice(["über", "unter", "crossed"]), de(lvl),
                                                              de(r.uniform(-2.5, 2.5), 1)))
        elif k == 2:
            self.noise(t, "ci", r.choice([
                "GitLab CI · desk-bots · pipeline #%d passed (main, %07x) in %dm%02ds" % (r.randint(18000, 19999), r.getrandbits(28), r.randint(2, 7), r.randint(0, 59)),
                "deploy agent-router v2.14.%d → prod ✅ (canary 100 %%)" % r.randint(1, 9),
                "GitLab CI · oms-adapter · pipeline #%d failed: test_fix_session_reconnect (flaky)" % r.randint(18000, 19999),
            ]))
        elif k == 3:
            self.noise(t, "ag_exec", '[tool_call] md.get_quote {"symbol":"%s","venue":"XWBO"}\n[tool_result] {"bid":%s,"ask":%s,"last":%s,"vol":%d,"vwap":%s,"open":%s,"high":%s,"low":%s,"phase":"CONTINUOUS","ts":"%s","stale":false}\nquote cached for 30s.' % (
                (lambda s: (s, en(self.px[s] - 0.02), en(self.px[s] + 0.02), en(self.px[s]), r.randint(100000, 900000),
                            en(self.px[s] * 0.999, 3), en(self.px[s] * 0.995), en(self.px[s] * 1.008), en(self.px[s] * 0.99),
                            _iso(t)))(r.choice(HELD_EQ))))
        elif k == 4:
            self.noise(t, "mon", r.choice([
                "gateway reconnect (session resumed, seq %d)" % r.randint(10000, 99999),
                "md-feed WBAG: gap detected seq %d-%d, recovered via snapshot" % ((lambda a: (a, a + r.randint(2, 40)))(r.randint(100000, 999999))),
                "OMS FIX session ATXCEE01↔XWBO: logon ok (heartbeat 30s)",
            ]))
        elif k == 5:
            self.noise(t, "mon", "\n".join([
                "md-feed worker crashed, restarting (attempt %d/5)" % r.randint(1, 3), "```",
                "Traceback (most recent call last):",
                '  File "/opt/desk/md/wbag_feed.py", line %d, in run' % r.randint(100, 300),
                "    msg = self._read_frame()",
                '  File "/opt/desk/md/wbag_feed.py", line %d, in _read_frame' % r.randint(300, 500),
                "    hdr = self.sock.recv(16)",
                '  File "/usr/lib/python3.11/ssl.py", line 1296, in recv',
                "    return self.read(buflen)",
                "ConnectionResetError: [Errno 104] Connection reset by peer", "```"]))
        elif k == 6:
            return self.positions_csv(t)
        elif k == 7:
            self.noise(t, "mon", "♥ %s gw-monitor: discord ok · oms ok · md ok · risk ok · lag %dms" % (self.local_hm(t), r.randint(18, 140)))
        elif k == 8:
            self.noise(t, "cron", r.choice([
                "cron[apa-pull] %d items, 0 routed" % r.randint(5, 60),
                "cron[eod-recon] finished in %ss – 0 breaks" % de(r.uniform(5, 30), 1),
                "cron[bval-marks] %d/%d marks updated" % ((lambda a: (a - r.randint(0, 2), a))(r.randint(40, 60))),
                "cron[limits-sync] ok (14 limits, 0 changes)",
            ]))
        elif k == 9:
            self.noise(t, "risk", "RISK ▸ heartbeat %s · 14/14 limits ok · VaR EUR %dk / 400k · HUF DV01 %dk / 45k · CZK DV01 %dk / 30k · bank_sector %d %% · engine v3.%d · last recalc %ss ago" % (
                self.local_hm(t), r.randint(250, 390), r.randint(15, 40), r.randint(5, 25), r.randint(40, 90), r.randint(2, 9), r.randint(3, 59)))
        elif k == 10:
            self.noise(t, "ag_exec", "PnL %s · EQ %+.1fk · RATES %+.1fk · FX %+.1fk · total %+.1fk EUR" % (
                self.local_hm(t), r.uniform(-40, 60), r.uniform(-15, 15), r.uniform(-8, 8), r.uniform(-40, 70)))
        else:
            if r.random() < 0.5:
                self.sc_news(t, "unrel")
            else:
                self.sc_wbag(t, held=False)

    CHAT = [
        "servus miteinand", "kaffee wer? ☕", "bin kurz weg, 10 min", "heut is wieder zach", "mittag: schnitzel beim Huber?",
        "bund futures drücken, spreads weiter enger", "der ATX tut sich schwer über {atx}", "MNB-speaker um 14:00, aufpassen",
        "liquidität in HGB 2038 ist heut null", "CZK den ganzen vormittag bid", "wer hat den bbg-login vom praktikanten gesperrt 😂",
        "US-zahlen um 14:30, bis dahin wird nix passieren", "gemma um 5 auf ein bier?", "schon wieder ein fire drill um 15:00 🙄",
        "flows heute extrem dünn", "real money kauft RAGBs ohne ende", "forint schwächelt leicht, nix dramatisches",
        "wer macht morgen frühdienst?", "der neue Bloomberg-Launchpad ist a katastrophe", "CEE banks bid heute, keine ahnung warum",
        "ich bin ab 16:00 im call mit compliance", "drucker im 4. stock geht wieder nicht", "DAX macht neues high, ATX schläft",
        "zloty stärker, CZK und HUF ziehen nicht mit", "hat wer die präsi für den investment-ausschuss?",
        "tagesgeld-sätze EUR unverändert", "ich hör nix vom broker, dauert", "guten morgen 🌞", "schönen abend, servus",
        "good morning from budapest 👋", "kurz off, zahnarzt", "hab die limits-übersicht aktualisiert, liegt im sharepoint",
        "wer hat meinen kuli? 😤", "heut ist der markt wie eingeschlafen", "ich hol mir a leberkässemmel, wer will auch?",
        "der futures-roll nächste woche wird lustig", "IT sagt VPN-wartung am samstag", "sales fragt ob wir axes in RAGB 29 haben",
        "meeting um 15:30 verschoben auf 16:00", "CZK fixing war komisch heute", "spread EBS vs SX7E wieder auf dem hoch",
        "volumen im ATX unter dem 20-tage-schnitt", "polen-anleihen rennen heute", "HUF 1M vol geht runter",
        "die neue kollegin aus prag fängt am montag an", "OeKB-settlement hat heute länger gedauert", "regen in wien, stimmung passt dazu 🌧️",
        "wer hat den zugang zum APA-archiv?", "brent wieder unter 65", "bank-aktien europaweit schwach", "die BVAL-marks kommen heute spät",
    ]

    CHAT_LONG = [
        "die liquidität in den HGBs ist seit der letzten auktion echt mies, 2-3 dealer quoten überhaupt noch sinnvoll, der rest ist bid-only. wird bis jahresende nicht besser werden.",
        "kurzes update vom sales-call: real money ist in CEE nach wie vor untergewichtet, die wollen aber nicht vor jänner rein. hedgefonds spielen eher den forint-carry, nicht die aktien.",
        "wer hat die präsi für den investment-ausschuss am montag? ich brauch noch die folie mit den limits und der VaR-historie, idealerweise bis morgen mittag.",
        "the ATX is basically a banks + energy index, so every time the SX7E sneezes we catch a cold. correlation to SX7E 60d is at 0,78 now, highest since 2023.",
        "kleine erinnerung: am 24.12. und 31.12. kein handel in wien, aber Prag und Budapest haben teilweise offen. bitte die fwd-valutas checken, nicht dass uns was ins feiertagsloch fällt.",
        "bbg-terminal 3 hängt schon wieder, IT sagt neustart nach börsenschluss. bis dahin bitte den im besprechungsraum nehmen.",
        "compliance hat wieder geschrieben: bitte keine kundennamen im kanal posten, auch nicht abgekürzt. alles mit kunden-bezug in die CRM-notiz.",
        "czech curve bull-steepens again, 2y down 6 bp, 10y down 3. market is front-running the CNB. nobody believes the hawkish speakers any more.",
        "der auktionsanteil am tagesumsatz in wien liegt heuer bei fast 30 %, das ist irre. intraday ist praktisch nur noch HFT unterwegs.",
        "ich hab das neue risk-dashboard getestet: die DV01-ansicht pro laufzeitband ist super, aber die FX-fwd-seite zeigt noch die alten valutas. ticket ist offen.",
        "zum mitschreiben für die neuen: RAGBs settlen T+2 über OeKB/Clearstream, CZGBs über CDCP, HGBs über KELER. fwd-valutas immer gegen den jeweiligen feiertagskalender prüfen.",
        "gestern abend beim Heurigen mit den leuten von der OeNB gewesen, stimmung eher entspannt was die banken angeht. nix konkretes, nur atmosphäre.",
        "für die jahresend-planung: bitte bis freitag eure urlaubstage zwischen 22.12. und 6.1. eintragen, wir brauchen mindestens zwei leute am desk und einen für rates/FX.",
        "the new Teams bridge sometimes double-posts when the Budapest chat edits a message. IT knows, fix is in the next release. ignore dupes for now.",
        "hab mit dem broker wegen der settlement-fehler letzte woche telefoniert, war ein SSI-problem bei KELER. sollte jetzt passen, aber bitte die nächsten confirms genau anschauen.",
        "interessant: die ETF-abflüsse aus osteuropa sind seit drei wochen negativ, trotzdem halten sich die banken. wer kauft da eigentlich?",
        "reminder: research-blackout für EBS ab nächster woche wegen der zahlen, keine externen calls mit dem IR.",
        "MiFID-reporting hat sich gemeldet: zwei trades von gestern hatten kein LEI beim counterparty-feld. anna kümmert sich, nur zur info.",
        "der Bloomberg-chat mit den Budapester dealern ist heut extrem ruhig, glaub die sind alle auf der konferenz in Debrecen.",
        "seit der umstellung auf T7 in wien sind die auktionszeiten wieder stabil, gestern nur eine verlängerung bei VOE.",
    ]

    def chat_one(self, t):
        r = self.r
        a = r.choice(["kathi", "luki", "tomas", "bence", "stefan", "anna"])
        if r.random() < 0.04:
            return self.axes_mail(t)
        i = self._deck("chat", len(self.CHAT) + len(self.CHAT_LONG))
        if i >= len(self.CHAT):
            return self.add(t, a, self.CHAT_LONG[i - len(self.CHAT)])
        if r.random() < 0.12:
            c = "\n".join([
                "Mittagskommentar (agent·news): ATX %s %s %%, Banken %s, Versorger %s." % (
                    de(self.atx, 0), de(r.uniform(-0.8, 0.8)), r.choice(["fester", "schwächer", "seitwärts"]),
                    r.choice(["gesucht", "unter druck", "unauffällig"])),
                "Europa: Stoxx 600 %s %%, Zykliker vorne. Renten: Bunds %s, Peripherie-Spreads stabil." % (
                    de(r.uniform(-0.6, 0.6)), r.choice(["leichter", "fester"])),
                "CEE: PLN fest, CZK seitwärts, HUF leicht schwächer; Polen-Anleihen gefragt.",
                "Rohstoffe: Brent %s USD, TTF %s EUR/MWh, Stahlpreise Europa stabil." % (de(r.uniform(58, 72)), de(r.uniform(28, 45))),
                "Kein Bezug zu Desk-Positionen, reine Marktfarbe."])
            return self.add(t, "ag_news", c)
        c = self.CHAT[i].format(atx=de(round(self.atx / 10) * 10 + 10, 0))
        return self.add(t, a, c)

    # ================================================================ build the day
    def build(self):
        r = self.r
        # --- scheduled background noise
        h = 0.2 + r.random() * 0.3
        while h < 24:
            self.swarm_status(self.T(0, h * 60 + 3))
            if int(h) % 2 == 0:
                self.noise(self.T(0, h * 60), "mon", "♥ %s gw-monitor: discord ok · oms %s · md %s · lag %dms · "
                           "gateway shard 0 seq %d · ws rtt p50 %dms p99 %dms · mem %d MiB · uptime %dh" % (
                               "%02d:%02d" % (int(h), int((h % 1) * 60)), "ok" if 7 <= h <= 19 else "idle",
                               "ok" if 8 <= h <= 18 else "closed", r.randint(15, 160), r.randint(100000, 999999),
                               r.randint(20, 60), r.randint(90, 400), r.randint(300, 900), r.randint(10, 400)))
            h += r.uniform(0.8, 1.2)
        self.abendbericht(self.T(19, 30, 1800))
        self.nachmittag(self.T(15, 5, 900))
        self.overnight(self.T(6, 25, 600))
        self.axes_mail(self.T(8, 30, 1800))
        for hh, mm, c in [(2, 15, "cron[db-vacuum] ok in %ss" % de(r.uniform(10, 90), 1)),
                          (5, 30, "cron[bval-marks] %d/58 marks updated" % r.randint(55, 58)),
                          (6, 0, "cron[apa-pull] overnight: %d items, 0 routed" % r.randint(30, 90)),
                          (7, 0, "cron[limits-sync] ok (14 limits, 0 changes)"),
                          (17, 40, "cron[eod-snap] positions snapshot stored"),
                          (19, 0, "cron[eod-recon] finished – %d breaks" % r.randint(0, 2)),
                          (22, 0, "cron[backup] ok, %s GB" % de(r.uniform(3, 9), 1))]:
            self.noise(self.T(hh, mm, 120), "cron", c)
        for hh in range(9, 18):
            if r.random() < 0.8:
                self.pnl_snap(self.T(hh, r.uniform(0, 10)), hh)
        for hh, mm in [(8, 50), (13, 5), (17, 38)]:
            self.positions_csv(self.T(hh, mm, 300))
        self.midday(self.T(12, 20, 900))
        self.teams_note(self.T(8, 10, 1200))
        self.teams_note(self.T(13, 30, 3600))
        for _ in range(4):
            self.traceback_long(self.curve_time()) if r.random() < 0.5 else self.digest(self.curve_time())
        for hh in (10, 13, 16):
            self.risk_snapshot(self.T(hh, r.uniform(20, 40)))
        for _ in range(r.randint(4, 6)):
            self.thesis_scan(self.rand_local(7, 20))
        for _ in range(r.randint(2, 3)):
            self.research_nm(self.rand_local(8, 19))
        # --- fixed structure
        self.noise(self.T(6, 55, 300), "stefan", r.choice(["guten morgen 🌞", "servus, moin", "morgen zusammen"]))
        self.sc_morgenbericht(self.T(7, 25, 900))
        if r.random() < 0.7:
            self.sc_news(self.T(7, 50, 600), "held", route=r.choice(["route", "json"]))
        self.sc_eq_trade(self.rand_local(9.1, 10.5), stop_edit=True, pin=True, resize=r.random() < 0.5)
        self.sc_eq_trade(self.rand_local(10.5, 12.5), fill_fix=True)
        if r.random() < 0.5:
            self.sc_eq_trade(self.rand_local(13.5, 16.5), reject=True, resize=r.random() < 0.3)
        self.sc_bond_trade(self.rand_local(9.5, 15.5))
        self.sc_fx_fwd(self.rand_local(10, 16.8))
        self.sc_thesis(self.rand_local(8.5, 16))
        r.choice([self.sc_risk_breach, self.sc_risk_set, self.sc_risk_block])(self.rand_local(11, 15.5))
        self.sc_thread(self.rand_local(10, 13.5))
        self.sc_exec_summary(self.T(17, 45, 600))
        self.sc_risk_eod(self.T(18, 35, 1200))
        self.sc_deleted_proposal(self.rand_local(9, 16))
        self.sc_forget_fill(self.rand_local(10, 15))
        self.sc_bulk_spam(self.rand_local(3, 5.5))
        self.sc_news(self.rand_local(8, 17), "watch", route=r.choice([None, "route"]))
        self.sc_news(self.rand_local(9, 17), "unrel", route=r.choice(["noroute", "json"]))
        self.sc_wbag(self.rand_local(9.2, 16.9), held=True)
        # --- optional hard scenes until target
        target = r.randint(30, 39)
        opts = ["news_held", "news_held", "news_watch", "risk_block", "risk_breach", "risk_set", "thesis",
                "eq", "bond" if not self.focus_rates else "fx", "news_unrel_route", "news_held_noroute"]
        r.shuffle(opts)
        for o in opts:
            if self.n_kind("hard") >= target:
                break
            tt = self.rand_local(8.5, 17.3)
            if o == "news_held":
                self.sc_news(tt, "held", route=r.choice([None, None, "route"]))
            elif o == "news_watch":
                self.sc_news(tt, "watch")
            elif o == "risk_block":
                self.sc_risk_block(tt)
            elif o == "risk_breach":
                self.sc_risk_breach(self.rand_local(12, 15))
            elif o == "risk_set":
                self.sc_risk_set(tt)
            elif o == "thesis":
                self.sc_thesis(tt)
            elif o == "eq":
                self.sc_eq_trade(self.rand_local(9.2, 16.5))
            elif o == "bond":
                self.sc_bond_trade(self.rand_local(9.5, 16))
            elif o == "fx":
                self.sc_fx_fwd(self.rand_local(9.5, 16.5))
            elif o == "news_unrel_route":
                self.sc_news(tt, "unrel", route="noroute")
            else:
                self.sc_news(tt, "held", route="noroute")
        # --- near misses
        for _ in range(r.randint(24, 32)):
            self.nm_one(self.curve_time() if r.random() < 0.4 else self.rand_local(8, 18))
        # --- noise to ratio, chat to total
        total = r.randint(232, 268)
        noise_target = int(total * r.uniform(0.32, 0.37))
        while self.n_kind("noise") < noise_target and len(self.msgs) < total:
            self.noise_one(self.curve_time())
        while len(self.msgs) < total:
            self.chat_one(self.curve_time())
        return self


# --------------------------------------------------------------------------- assembly

def _finalize(day: Day, worker: int, events: list, labels: dict, idiom_pool: list):
    msgs = sorted(day.msgs, key=lambda m: (m["t"], m["seq"]))
    last = 0
    for m in msgs:
        if m["t"] <= last:
            m["t"] = last + 1
        last = m["t"]
    # thread messages must come after their starter: already true (t later); ids:
    seq = 0
    for m in msgs:
        seq = (seq + 1) % 4096
        m["id"] = str(((m["t"] - EPOCH) << 22) | ((worker % 32) << 17) | (((worker // 32) % 32) << 12) | seq)
    for th in day.threads:
        th["id"] = th["starter"]["id"]
    out = []
    order = 0
    for m in msgs:
        cid = m["thread"]["id"] if m["thread"] else day.cid
        msg = {"id": m["id"], "author_id": AUTHOR_IDS[m["author"]], "author_name": AUTHORS[m["author"]][0],
               "author_bot": AUTHORS[m["author"]][1], "created_at": _iso(m["t"]), "content": m["content"],
               "reference_id": m["ref"]["id"] if m["ref"] else None}
        if m["embeds"]:
            msg["embeds"] = m["embeds"]
        if m["attachments"]:
            msg["attachments"] = m["attachments"]
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["thread"]:
            ev["parent_channel_id"] = day.cid
        ev["message"] = msg
        out.append((m["t"], order, ev))
        order += 1
        te = m["t"]
        final = m["content"]
        for (t, c) in m["edits"]:
            te = max(t, te + 1000)
            out.append((te, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                    "edited_at": _iso(te), "content": c}))
            order += 1
            final = c
        m["final"] = final
        m["cid"] = cid
        if m["delete_at"]:
            out.append((m["delete_at"], order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "deleted_at": _iso(m["delete_at"])}))
            order += 1
        if m["forget"]:
            ft, by = m["forget"]
            out.append((ft, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                    "requested_by": AUTHOR_IDS[by], "at": _iso(ft)}))
            order += 1
        for (t, emo, u) in m["reactions"]:
            out.append((max(t, m["t"] + 1), order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid,
                                                    "message_id": m["id"], "emoji": emo, "user_id": AUTHOR_IDS[u],
                                                    "at": _iso(max(t, m["t"] + 1))}))
            order += 1
    for (t, kind, p) in day.ops:
        if kind == "pin":
            m = p["msg"]
            t = max(t, m["t"] + 1000)
            cid = m["cid"]
            out.append((t, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                   "by": AUTHOR_IDS[p["by"]], "at": _iso(t)}))
            out.append((t + 1, order + 1, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid,
                                           "message_id": m["id"], "emoji": "📌", "user_id": AUTHOR_IDS[p["by"]],
                                           "at": _iso(t + 1)}))
            order += 2
        elif kind == "bulk":
            t = max(t, max(m["t"] for m in p["msgs"]) + 1000)
            out.append((t, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": day.cid,
                                   "message_ids": [m["id"] for m in p["msgs"]], "deleted_at": _iso(t)}))
            order += 1
    out.sort(key=lambda x: (x[0], x[1]))
    events.extend(ev for _, _, ev in out)
    # labels
    for m in msgs:
        removed = bool(m["delete_at"] or m["forget"] or m["bulk"])
        if removed:
            labels["removed_texts"].append(m["snippet"] or m["final"][:80])
        if m["kind"] == "hard":
            st = "deleted" if (m["delete_at"] or m["bulk"]) else "forgotten" if m["forget"] else \
                "edited" if m["edits"] else "live"
            labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"], "event_type": m["etype"],
                                          "facts": m["facts"], "phrasing": m["phrasing"], "final_state": st})
            for s in m["superseded"]:
                labels["superseded_facts"].append([m["cid"], m["id"], s])
        elif m["kind"] == "noise" and not removed:
            labels["noise_message_ids"].append(m["id"])
        elif m["kind"] == "near" and not removed:
            labels["near_miss_ids"].append(m["id"])
        if m["idiom"] and not removed:
            idiom_pool.append((m["idiom"][0], m["idiom"][1], m["id"]))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events: list = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    idiom_pool: list = []
    per = []
    for ch in range(channels):
        for d in range(days):
            s = end_ms - (days - d) * 86400000
            day = Day(seed, ch, d, s, s + 86400000).build()
            _finalize(day, worker=ch + 1, events=events, labels=labels, idiom_pool=idiom_pool)
            per.append(day)
    events.sort(key=lambda e: _ev_time(e))
    seen = []
    for name, exp, mid in idiom_pool:
        if name in seen:
            continue
        seen.append(name)
        labels["idioms"].append({"message_id": mid, "idiom": name, "expected": exp})
        if len(labels["idioms"]) >= 20:
            break
    return {"events": events, "labels": labels}


def _ev_time(e: dict) -> str:
    if e["op"] == "create":
        return e["message"]["created_at"]
    return e.get("edited_at") or e.get("deleted_at") or e.get("at")


# --------------------------------------------------------------------------- self-check

def _text_of(msg: dict) -> str:
    parts = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer", "url"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def check(events: list, labels: dict) -> dict:
    msgs, final, chan_of = {}, {}, {}
    last_ms = {}
    errors = []
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            mid = m["id"]
            msgs[mid] = m
            final[mid] = _text_of(m)
            chan_of[mid] = e["channel_id"]
            ms = (int(mid) >> 22) + EPOCH
            if _iso(ms) != m["created_at"]:
                errors.append("snowflake/time mismatch %s" % mid)
            key = e.get("parent_channel_id") or e["channel_id"]
            if ms < last_ms.get(key, 0):
                errors.append("out of order %s" % mid)
            last_ms[key] = ms
        elif e["op"] == "edit":
            m = msgs[e["message_id"]]
            final[e["message_id"]] = _text_of(dict(m, content=e["content"]))
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append("missing %s" % mid)
            continue
        if chan_of[mid] != h["channel_id"]:
            errors.append("channel mismatch %s" % mid)
        if not 2 <= len(h["facts"]) <= 5:
            errors.append("facts count %s %s" % (mid, h["facts"]))
        for f in h["facts"]:
            if f not in final[mid]:
                errors.append("fact %r not in %s: %r" % (f, mid, final[mid][:120]))
    for c, mid, s in labels["superseded_facts"]:
        if s in final[mid]:
            errors.append("superseded %r still in final %s" % (s, mid))
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if mid not in msgs:
            errors.append("missing label id %s" % mid)
    # per channel-day stats
    stats = {}
    hard_ids = {}
    for h in labels["hard_events"]:
        hard_ids[h["message_id"]] = h
    noise = dict.fromkeys(labels["noise_message_ids"], 1)
    near = dict.fromkeys(labels["near_miss_ids"], 1)
    for e in events:
        if e["op"] != "create":
            continue
        m = e["message"]
        root = e.get("parent_channel_id") or e["channel_id"]
        ms = (int(m["id"]) >> 22) + EPOCH
        day = _iso(ms + _vienna_offset_min(ms) * 60000)[:10]
        s = stats.setdefault((root, day), dict(msgs=0, bytes=0, hard=0, hard_visible=0, noise=0, near=0))
        s["msgs"] += 1
        s["bytes"] += len(_text_of(m).encode("utf-8"))
        if m["id"] in hard_ids:
            s["hard"] += 1
            if hard_ids[m["id"]]["final_state"] in ("live", "edited"):
                s["hard_visible"] += 1
        s["noise"] += m["id"] in noise
        s["near"] += m["id"] in near
    return {"errors": errors, "stats": stats}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the output and print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as fh:
            evs = [json.loads(l) for l in fh]
        with open(a.labels, encoding="utf-8") as fh:
            lab = json.load(fh)
        rep = check(evs, lab)
        for (root, day), s in sorted(rep["stats"].items()):
            print("%s %s msgs=%d KB=%.1f hard=%d (visible %d) noise=%d (%.0f%%) near=%d" % (
                root, day, s["msgs"], s["bytes"] / 1024, s["hard"], s["hard_visible"], s["noise"],
                100.0 * s["noise"] / s["msgs"], s["near"]))
        types = {}
        for h in lab["hard_events"]:
            types[h["event_type"]] = types.get(h["event_type"], 0) + 1
        print("hard by type:", json.dumps(dict(sorted(types.items()))))
        print("idioms=%d superseded=%d removed=%d events=%d" % (len(lab["idioms"]), len(lab["superseded_facts"]),
                                                                len(lab["removed_texts"]), len(evs)))
        if rep["errors"]:
            print("ERRORS (%d):" % len(rep["errors"]))
            for e in rep["errors"][:40]:
                print("  ", e)
            return 1
        print("check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
