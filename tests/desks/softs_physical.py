#!/usr/bin/env python3
"""Desk generator: softs_physical.

A Geneva soft-commodities trading house: ICE coffee (KC), NY cocoa (CC) and London
cocoa (QC), raw (SB) and white (QW) sugar, cotton (CT), orange juice (OJ, watchlist),
robusta (RC, watchlist). Futures, calendar spreads, the London/NY cocoa arb, options on
futures and physical lots/cargoes priced as differentials against futures.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.softs_physical --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--verify]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "softs_physical"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318406629853327410"
_CHANNEL_IDS = [
    "1318406916311965756",
    "1318407283447910462",
    "1318407559924367390",
    "1318407871066226749",
    "1318408190739431486",
    "1318408466431987753",
]
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=timezone.utc)


def channel_id(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    base = int(_CHANNEL_IDS[-1])
    return str(base + (idx - len(_CHANNEL_IDS) + 1) * 389_172_663_781)


# stable people and bots --------------------------------------------------------------
PEOPLE = {
    "lucia": ("1183427760931254274", "Lucía Ferrer", False),
    "tom": ("1183430117528916028", "Tom Keller", False),
    "marc": ("1183431962217373766", "Marc Aubert", False),
    "henrik": ("1183433508640477214", "Henrik Aalto (CRO)", False),
    "rafael": ("1183436344281866300", "Rafael Souza · Varginha", False),
    "kwame": ("1183438822968991824", "Kwame Mensah · Abidjan", False),
    "sabine": ("1183440155303583754", "Sabine Roth (compliance)", False),
    "bridge": ("1241957718035546202", "BrokerBridge", True),
    "ctrm": ("1241958366181392485", "ctrm-feed", True),
    "riskd": ("1241959010753638492", "riskd", True),
    "analyst": ("1241959897651019846", "softs-analyst", True),
    "exec": ("1241960493468813423", "exec-agent", True),
    "alerts": ("1241961180042787026", "ICE Alerts", True),
    "cot": ("1241961745779122257", "cot-cron", True),
    "wx": ("1241962301448906823", "wx-feed", True),
    "news": ("1241962966204125265", "newswire", True),
    "deploy": ("1241963512583524402", "deploy-bot", True),
}

# activity by UTC hour (Geneva = UTC+1 in winter; ICE US softs 08:30-19:00 UTC;
# Brazil origination posts until ~21 UTC)
CURVE = [0.25, 0.2, 0.2, 0.2, 0.3, 0.6, 1.4, 2.6, 3.6, 4.2, 4.0, 3.6,
         3.0, 3.6, 4.4, 4.6, 4.2, 3.6, 2.8, 2.0, 1.4, 0.9, 0.6, 0.4]

WINDOWS = {  # (from_hour, to_hour) UTC when a person posts
    "lucia": (7, 20), "tom": (7, 19), "marc": (7, 19), "henrik": (7, 18),
    "rafael": (10, 22), "kwame": (7, 18), "sabine": (8, 17),
}

MONTH_CODES = "FGHJKMNQUVXZ"
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
LISTED = {
    "KC": "HKNUZ", "CC": "HKNUZ", "QC": "HKNUZ", "SB": "HKNV", "QW": "HKQVZ",
    "CT": "HKNVZ", "OJ": "FHKNUX", "RC": "FHKNUX",
}


def _contract(root: str, d: datetime, n: int = 0, month: int | None = None) -> str:
    """n-th listed contract at least ~2 months out, or the next listed `month`."""
    y, m = d.year, d.month
    out = []
    for k in range(0, 30):
        mm = (m - 1 + k) % 12 + 1
        yy = y + (m - 1 + k) // 12
        code = MONTH_CODES[mm - 1]
        if code not in LISTED[root]:
            continue
        if month is not None:
            if mm == month and k >= 2:
                return f"{root}{code}{yy % 10}"
            continue
        if k >= 2:
            out.append(f"{root}{code}{yy % 10}")
        if len(out) > n:
            return out[n]
    raise ValueError(root)


def _month_of(contract: str) -> str:
    return MONTH_NAMES[MONTH_CODES.index(contract[-2])]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"


def hm(minute: float) -> str:
    m = int(minute) % 1440
    return f"{m // 60:02d}:{m % 60:02d}"


def hms(minute: float) -> str:
    s = int(minute * 60) % 86400
    return f"{s // 3600:02d}:{(s // 60) % 60:02d}:{s % 60:02d}"


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []) or []:
        parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


def msg_text(content: str, embeds) -> str:
    return "\n".join([content or ""] + [embed_text(e) for e in (embeds or [])])


def F(name, value, inline=True):
    return {"name": name, "value": str(value), "inline": inline}


# =====================================================================================
class Day:
    """One channel-day of the desk."""

    def __init__(self, seed: int, cidx: int, day_start: datetime, attempt: int = 0):
        self.seed = seed
        self.cidx = cidx
        self.start_dt = day_start
        self.start_ms = int(day_start.timestamp() * 1000)
        self.rng = random.Random(f"{DESK}:{seed}:{cidx}:{day_start.date().isoformat()}:{attempt}")
        base = random.Random(f"{DESK}:{seed}:{cidx}:base")
        r = self.rng
        d = day_start
        self.c = {
            "KC1": _contract("KC", d), "KC2": _contract("KC", d, 1), "KCU": _contract("KC", d, month=9),
            "CC1": _contract("CC", d), "CC2": _contract("CC", d, 1),
            "QC1": _contract("QC", d), "QC2": _contract("QC", d, 1),
            "SB1": _contract("SB", d), "SB2": _contract("SB", d, 1),
            "QW1": _contract("QW", d), "CT1": _contract("CT", d), "CT2": _contract("CT", d, 1),
            "OJ1": _contract("OJ", d), "RC1": _contract("RC", d),
        }
        self.yy = f"{d.year % 100:02d}"
        self.date_s = d.strftime("%d-%b")
        self.weekday = d.strftime("%A")
        self.p = {
            "KC": round(base.uniform(3.55, 4.00) * (1 + r.gauss(0, 0.012)), 4),
            "CC": int(base.uniform(5300, 6500) * (1 + r.gauss(0, 0.015))),
            "SB": round(base.uniform(14.6, 17.2) * (1 + r.gauss(0, 0.01)), 2),
            "QW": round(base.uniform(425, 480) * (1 + r.gauss(0, 0.01)), 1),
            "CT": round(base.uniform(62, 70) * (1 + r.gauss(0, 0.008)), 2),
            "OJ": round(base.uniform(2.10, 2.80) * (1 + r.gauss(0, 0.02)), 4),
            "RC": int(base.uniform(4200, 5200) * (1 + r.gauss(0, 0.015))),
        }
        self.gbp = round(base.uniform(1.26, 1.34) + r.gauss(0, 0.006), 4)
        self.arb = int(base.uniform(950, 1250) + r.gauss(0, 60))  # NY $/t minus London £/t * GBPUSD
        self.p["QC"] = int((self.p["CC"] - self.arb) / self.gbp)
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.used_oids: set = set()

    # -- helpers ---------------------------------------------------------------------
    def oid(self) -> str:
        while True:
            o = f"GVA-{self.rng.getrandbits(24):06X}"
            if o not in self.used_oids:
                self.used_oids.add(o)
                return o

    def ms(self, minute: float) -> int:
        minute = min(max(minute, 0.05), 1439.9)
        return self.start_ms + int(minute * 60000) + self.rng.randint(0, 900)

    def msg(self, minute, who, content="", embeds=None, ref=None, thread=None, cat=None,
            hard=None, idiom=None, attachments=None):
        m = {
            "t": self.ms(minute), "minute": minute, "who": who, "content": content,
            "embeds": embeds, "ref": ref, "thread": thread, "cat": cat, "hard": hard,
            "idiom": idiom, "attachments": attachments, "final": content, "state": "live",
            "superseded": [], "removed": None, "cidx": self.cidx,
        }
        if hard:
            m["cat"] = "hard"
        self.msgs.append(m)
        return m

    def H(self, minute, who, content, etype, facts, phrasing, **kw):
        return self.msg(minute, who, content, hard={"event_type": etype, "facts": list(facts),
                                                    "phrasing": phrasing}, **kw)

    def _op_ms(self, target, minute):
        t = self.ms(minute)
        return max(t, target["t"] + 1500)

    def edit(self, m, minute, new, superseded=(), facts=None):
        self.ops.append({"op": "edit", "m": m, "t": self._op_ms(m, minute), "content": new})
        m["final"] = new
        m["superseded"].extend(superseded)
        if m["state"] == "live":
            m["state"] = "edited"
        if facts is not None and m["hard"]:
            m["hard"]["facts"] = list(facts)

    def delete(self, m, minute, snippet):
        self.ops.append({"op": "delete", "m": m, "t": self._op_ms(m, minute)})
        m["state"] = "deleted"
        m["removed"] = snippet

    def bulk_delete(self, ms_, minute, snippets):
        t = max(self._op_ms(x, minute) for x in ms_)
        self.ops.append({"op": "bulk_delete", "ms": ms_, "t": t})
        for x, s in zip(ms_, snippets):
            x["state"] = "deleted"
            x["removed"] = s

    def forget(self, m, minute, by, snippet):
        self.ops.append({"op": "forget", "m": m, "t": self._op_ms(m, minute), "by": by})
        m["state"] = "forgotten"
        m["removed"] = snippet

    def pin(self, m, minute, by):
        self.ops.append({"op": "pin", "m": m, "t": self._op_ms(m, minute), "by": by})
        m["pinned"] = True

    def react(self, m, minute, emoji, by):
        self.ops.append({"op": "reaction_add", "m": m, "t": self._op_ms(m, minute),
                         "emoji": emoji, "by": by})

    def bg_minute(self, who=None, lo=None, hi=None):
        r = self.rng
        if who in WINDOWS:
            lo, hi = WINDOWS[who]
        lo = 0 if lo is None else lo
        hi = 24 if hi is None else hi
        hours = list(range(lo, hi))
        h = r.choices(hours, [CURVE[x] for x in hours])[0]
        return h * 60 + r.uniform(0, 59.5)

    def cycle(self, key, options):
        """Next item of a per-day shuffled cycle (no repeats until exhausted)."""
        st = self.__dict__.setdefault("_cycles", {})
        if not st.get(key):
            opts = list(options)
            self.rng.shuffle(opts)
            st[key] = opts
        return st[key].pop()

    # price formatting --------------------------------------------------------------
    def kc(self, x=None, j=0.006):
        x = self.p["KC"] * (1 + self.rng.gauss(0, j)) if x is None else x
        return round(x * 2000) / 2000  # 0.05 c/lb tick

    def cc(self, j=0.006):
        return int(self.p["CC"] * (1 + self.rng.gauss(0, j)))

    def qc(self, j=0.006):
        return int(self.p["QC"] * (1 + self.rng.gauss(0, j)))

    def sb(self, j=0.006):
        return round(self.p["SB"] * (1 + self.rng.gauss(0, j)), 2)

    def ct(self, j=0.006):
        return round(self.p["CT"] * (1 + self.rng.gauss(0, j)), 2)

    # =================================================================================
    # stories (hard events with their surrounding near-misses)
    # =================================================================================
    def story_kc_outright(self):
        """Tom proposes KC, Lucía approves/rejects, broker ack + fill, stop edited twice."""
        r, c = self.rng, self.c
        KC1, KC2 = c["KC1"], c["KC2"]
        q = r.choice([20, 25, 30, 40, 50])
        p = self.kc()
        ps = f"{p:.4f}"
        stop = round(p - r.uniform(0.11, 0.15), 2)
        tgt = round(p + r.uniform(0.18, 0.26), 2)
        t0 = r.uniform(565, 640)
        v = r.randrange(3)
        if v == 0:
            prop = self.H(t0, "tom", f"[PROPOSAL] BUY {q} {KC1} @ {ps} lmt · stop {stop:.2f} · tgt {tgt:.2f}\n"
                          f"why: certs still draining, Minas patchy, MM net long but off the highs. "
                          f"Inside the KC net limit after the Santos hedge.",
                          "trade_proposal", [KC1, "BUY", str(q), ps], "tagged",
                          idiom=("tagged [PROPOSAL] line with lmt/stop/tgt", "trade_proposal"))
        elif v == 1:
            prop = self.H(t0, "tom", f"b {q} {KC1} {ps} stp {stop:.2f} — ok?",
                          "trade_proposal", [KC1, f"b {q}", ps], "shorthand",
                          idiom=("shorthand 'b N KCH7 px stp' ending with 'ok?'", "trade_proposal"))
        else:
            prop = self.H(t0, "tom", f"Lucía — I'd like to buy {q} lots {KC1} at {ps}, stop {stop:.2f}, "
                          f"target {tgt:.2f}. Certs fell again and the Mar/May is tightening.",
                          "trade_proposal", [KC1, "buy", f"{q} lots", ps], "untagged")
        t1 = t0 + r.uniform(3, 12)
        if r.random() < 0.18:
            self.H(t1, "lucia", r.choice([
                "no, hoy no — esperamos el dato de certs de la tarde. rechazado",
                "no. rechazado por ahora, con el margin de hoy no quiero más KC",
            ]), "trade_approval", ["no", "rechazado"], "reply", ref=prop)
            pos_c, pos_px = KC2, self.kc()
        else:
            ap = r.choice([(f"dale, los {q}", ["dale", str(q)]),
                           (f"ok dale {q} lotes, mandalo", ["ok dale", f"{q} lotes"]),
                           (f"listo, adelante con los {q} {KC1}", ["adelante", f"{q} {KC1}"]),
                           (f"go. {q} max", ["go", f"{q} max"])])
            self.H(t1, "lucia", ap[0], "trade_approval", ap[1], "reply", ref=prop,
                   idiom=("one-word Spanish approval reply ('dale')", "trade_approval"))
            oid = self.oid()
            t2 = t1 + r.uniform(1.5, 4)
            self.H(t2, "bridge", "", "trade_confirmation", [KC1, "BUY", oid, "WORKING"], "embed",
                   embeds=[{"title": "Order acknowledged", "description": "Limit order accepted by ICE Futures US",
                            "author": "BrokerBridge · FIX relay",
                            "fields": [F("Status", "WORKING"), F("Side", "BUY"), F("Contract", KC1),
                                       F("Qty", q), F("Limit", f"{p * 100:.2f}"), F("TIF", "DAY")],
                            "footer": f"ClOrdID {oid} · acct GVA-SOFT-01"}],
                   idiom=("broker bridge ack embed with Status WORKING", "trade_confirmation"))
            t3 = t2 + r.uniform(2, 25)
            fpx = f"{p * 100:.2f}"
            self.H(t3, "bridge", "", "trade_fill", [KC1, "BUY", f"{q}/{q}", fpx], "embed",
                   embeds=[{"title": "Execution report — FILLED",
                            "fields": [F("Side", "BUY"), F("Contract", KC1), F("Filled", f"{q}/{q}"),
                                       F("Avg px (c/lb)", fpx), F("Venue", "IFUS")],
                            "footer": f"ClOrdID {oid} · exec {hms(t3)} UTC"}],
                   idiom=("broker fill embed priced in c/lb while chat uses $/lb", "trade_fill"))
            if r.random() < 0.6:
                self.H(t3 + r.uniform(1, 4), "lucia", f"compramos {q} lotes {KC1} a {p:.2f}",
                       "trade_fill", ["compramos", f"{q} lotes", KC1, f"{p:.2f}"], "untagged",
                       idiom=("Spanish chat fill 'compramos N lotes X a P'", "trade_fill"))
            deal = f"D{self.yy}-{r.randint(10000, 99999)}"
            self.H(t3 + r.uniform(6, 15), "ctrm", f"DEAL;{deal};FUT;{KC1};BUY;{q};{fpx};USc/lb;"
                   f"book=COFFEE-HEDGE;trader=tkeller;cpty=BROKER-CLR;status=BOOKED",
                   "trade_fill", [deal, KC1, "BUY", fpx], "structured",
                   idiom=("CTRM semicolon DEAL line status=BOOKED", "trade_fill"))
            pos_c, pos_px = KC1, p
            t1 = t3
        # the stop, moved twice by editing the same message
        s1 = round(pos_px - r.uniform(0.12, 0.15), 2)
        s2 = round(s1 + r.uniform(0.04, 0.06), 2)
        s3 = round(s2 + r.uniform(0.03, 0.05), 2)
        ts = t1 + r.uniform(4, 10)
        stopm = self.H(ts, "lucia", f"stop {pos_c} longs {s1:.2f}", "stop_or_target_change",
                       [pos_c, f"{s1:.2f}"], "shorthand",
                       idiom=("stop message edited twice in place", "stop_or_target_change"))
        self.react(stopm, ts + 0.6, "📌", "lucia")
        te1 = ts + r.uniform(80, 140)
        self.edit(stopm, te1, f"stop {pos_c} longs {s2:.2f} (lo subo)", [f"{s1:.2f}"])
        self.edit(stopm, te1 + r.uniform(90, 160),
                  f"stop {pos_c} longs {s3:.2f} — subido otra vez, casi breakeven",
                  [f"{s2:.2f}"], facts=[pos_c, f"{s3:.2f}", "subido"])
        # a near-miss nearby
        lvl = round(pos_px + 0.16, 1)
        self.msg(ts + r.uniform(20, 60), "lucia", r.choice([
            f"si rompe {lvl:.2f} habría que vender la mitad, pero todavía no",
            f"si el {KC1} rompe {lvl:.2f} habría que pensar en tomar beneficios",
        ]), cat="near", idiom=("Spanish hypothetical 'si rompe X habría que vender'", "not_hard"))

    def story_sb_short(self):
        r, c = self.rng, self.c
        SB1 = c["SB1"]
        q = r.choice([30, 40, 50, 60])
        p = self.sb()
        stop = round(p + r.uniform(0.28, 0.40), 2)
        t0 = r.uniform(505, 560)
        prop = self.H(t0, "lucia", f"propongo vender {q} lotes {SB1} a {p:.2f}, stop {stop:.2f}. "
                      f"el UNICA viene flojo pero la India exporta más de lo que dicen y el white premium se cae",
                      "trade_proposal", [SB1, "vender", f"{q} lotes", f"{p:.2f}"], "untagged")
        self.react(prop, t0 + 2, "👀", "tom")
        t1 = t0 + r.uniform(4, 15)
        ap = r.choice([(f"ok go {q}", ["ok go", str(q)]),
                       (f"approved — {q} lots, keep the {stop:.2f} stop", ["approved", f"{q} lots"]),
                       (f"👍 send it, {q} lots", ["send it", f"{q} lots"])])
        self.H(t1, "henrik", ap[0], "trade_approval", ap[1], "reply", ref=prop,
               idiom=("CRO short English approval reply ('ok go')", "trade_approval"))
        oid = self.oid()
        t2 = t1 + r.uniform(1, 3)
        self.H(t2, "exec", f"ACK ord={oid} sym={SB1} side=S qty={q} px={p:.2f} tif=DAY status=WORKING venue=IFUS",
               "trade_confirmation", [oid, SB1, "side=S", "status=WORKING"], "structured",
               idiom=("exec-agent key=value ACK line", "trade_confirmation"))
        h = q // 2
        px1 = round(p + 0.01 * r.randint(0, 2), 2)
        t3 = t2 + r.uniform(3, 20)
        if r.random() < 0.6:  # sometimes the broker relays a partial first
            self.H(t3, "bridge", "", "trade_fill", [SB1, "SELL", f"{h}/{q}", f"{px1:.2f}"], "embed",
                   embeds=[{"title": "Partial fill", "author": "BrokerBridge · FIX relay",
                            "fields": [F("Side", "SELL"), F("Contract", SB1), F("Filled", f"{h}/{q}"),
                                       F("Last px", f"{px1:.2f}"), F("Leaves", q - h)],
                            "footer": f"ClOrdID {oid} · IFUS · {hms(t3)} UTC"}])
        t4 = t3 + r.uniform(5, 40)
        px2 = round(px1 + 0.01 * r.randint(1, 3), 2)
        avg = round((px1 + px2) / 2, 2)
        if f"{avg:.2f}" in (f"{px1:.2f}",):
            avg = round(avg + 0.01, 2)
        self.H(t4, "bridge", "", "trade_fill", [SB1, "SELL", f"{q}/{q}", f"{px2:.2f}"], "embed",
               embeds=[{"title": "Execution report — FILLED", "author": "BrokerBridge · FIX relay",
                        "fields": [F("Side", "SELL"), F("Contract", SB1), F("Filled", f"{q}/{q}"),
                                   F("Last px", f"{px2:.2f}"), F("Avg px", f"{avg:.2f}")],
                        "footer": f"ClOrdID {oid} · IFUS · {hms(t4)} UTC"}])
        taken = {f"{x:.2f}" for x in (p, px1, px2, stop, avg)}
        wrong = round(avg - 0.03 * r.choice([1, 2]), 2)
        while f"{wrong:.2f}" in taken:
            wrong = round(wrong - 0.01, 2)
        rec = self.H(t4 + r.uniform(2, 6), "lucia", f"vendí {q} {SB1} a {wrong:.2f} de media",
                     "trade_fill", ["vendí", str(q), SB1, f"{avg:.2f}"], "untagged")
        self.edit(rec, t4 + r.uniform(9, 20), f"vendí {q} {SB1} a {avg:.2f} de media (corrijo el precio)",
                  [f"{wrong:.2f}"],
                  facts=["vendí", str(q), SB1, f"{avg:.2f}"])
        rec["idiom"] = ("fill price corrected by an edit ('vendí … corrijo')", "trade_fill")
        self.msg(t4 + r.uniform(12, 30), "tom", r.choice(["👍", "nice", "bien"]), cat="noise")

    def story_cocoa_arb(self):
        r, c = self.rng, self.c
        CC1, QC1 = c["CC1"], c["QC1"]
        q = r.choice([30, 40, 50, 60])
        arb = self.arb + r.randint(-25, 25)
        tgt = arb - r.randint(150, 260)
        t0 = r.uniform(605, 700)
        prop = self.H(t0, "lucia", f"quiero montar el arb Londres/NY: compra {q} {CC1} / venta {q} {QC1}, "
                      f"con el arb en {arb:,}. objetivo {tgt:,}. Henrik?",
                      "trade_proposal", [CC1, QC1, f"compra {q}", f"{arb:,}"], "untagged")
        self.pin(prop, t0 + r.uniform(1, 3), "lucia")
        t1 = t0 + r.uniform(6, 20)
        half = r.random() < 0.5
        q2 = q // 2 if half else q
        if half:
            self.H(t1, "henrik", f"approved, but half size: {q2}x{q2}", "trade_approval",
                   ["approved", f"{q2}x{q2}"], "reply", ref=prop)
        else:
            self.H(t1, "henrik", f"fine, full size {q}x{q}. go", "trade_approval",
                   [f"full size {q}x{q}", "go"], "reply", ref=prop)
        t2 = t1 + r.uniform(2, 6)
        self.H(t2, "lucia", f"@exec-agent toma tú el arb ({q2}x{q2}), las dos patas a la vez, máx 2 ticks de slippage",
               "route_decision", ["@exec-agent", "el arb", f"{q2}x{q2}"], "untagged",
               idiom=("Spanish routing to the execution agent ('@exec-agent toma tú')", "route_decision"))
        t3 = t2 + r.uniform(0.5, 2)
        self.H(t3, "exec", f"picked up: arb {CC1}/{QC1} {q2}x{q2} — both legs working, NY lmt + London lmt",
               "trade_confirmation", [CC1, QC1, "working"], "untagged")
        pny = self.cc(0.003)
        pldn = self.qc(0.003)
        t4 = t3 + r.uniform(6, 30)
        fill = self.H(t4, "exec", f"done arb {q2} {CC1} b {pny:,} / {q2} {QC1} s {pldn:,}",
                      "trade_fill", [CC1, f"b {pny:,}", QC1, f"s {pldn:,}"], "shorthand",
                      idiom=("exec-agent two-leg arb fill 'b X / s Y'", "trade_fill"))
        # thread on the arb
        th = fill
        self.msg(t4 + 3, "tom", "what level is the arb done at? I get something like "
                 f"{arb + r.randint(-30, 30):,} with cable where it is", thread=th, cat="near")
        self.msg(t4 + 7, "lucia", "más o menos, depende del GBP a la hora del fill. Marc lo calcula", thread=th)
        self.msg(t4 + 11, "marc", f"GBPUSD was {self.gbp + r.gauss(0, 0.001):.4f} at the fills, I'll put the exact arb in the CTRM note",
                 thread=th)
        self.msg(t4 + 15, "tom", "in 2024 we got squeezed on cocoa doing exactly this — NY ran, London didn't follow. "
                 "anyway, different market now", thread=th, cat="near",
                 idiom=("history of the 2024 cocoa squeeze", "not_hard"))
        self.msg(t4 + 19, "lucia", "sí me acuerdo, no me lo recuerdes 😅", thread=th)
        tp = tgt - r.randint(0, 40)
        sl = arb + r.randint(120, 200)
        self.H(t4 + r.uniform(22, 40), "lucia", f"arb: take profit {tp:,}, stop {sl:,}. lo dejo puesto en el exec-agent",
               "stop_or_target_change", ["take profit", f"{tp:,}", f"stop {sl:,}"], "untagged", thread=th)

    def story_physical_coffee(self):
        r, c = self.rng, self.c
        KC1, KCU = c["KC1"], c["KCU"]
        bags = r.choice([3200, 4800, 6400, 9600])
        diff = r.choice([25, 30, 35, 40, 45])
        lots = round(bags * 60 / 17009.7)
        ship = r.choice(["Feb/Mar", "Mar/Apr", "Jan/Feb"])
        t0 = r.uniform(660, 780)
        decision = (f"Proposal: we buy {bags:,} bags Sul de Minas NY 2/3 17/18 SC fine cup at +{diff} over {KC1}, "
                    f"FOB Santos, {ship} shipment, from the coop lot we cupped on Tuesday — needs Lucía's ok "
                    f"before 15:00 BRT.")
        body = self.brazil_report(decision=decision)
        rep = self.H(t0, "rafael", body, "trade_proposal",
                     [f"{bags:,} bags", f"+{diff} over {KC1}", "we buy"], "buried",
                     attachments=[{"filename": f"chuva_sul_minas_{self.start_dt:%d%m}.png", "size": r.randint(41000, 190000)}],
                     idiom=("physical differential proposal buried in a Brazil crop report", "trade_proposal"))
        t1 = t0 + r.uniform(15, 45)
        ap = r.choice([(f"dale, +{diff} está bien. cubrimos hoy mismo", ["dale", f"+{diff}"]),
                       (f"ok dale a +{diff}, y hedge en {KC1} en cuanto firme", ["ok dale", f"+{diff}"]),
                       (f"listo, +{diff} ok. cubrimos hoy", ["listo", f"+{diff} ok"])])
        self.H(t1, "lucia", ap[0], "trade_approval", ap[1], "reply", ref=rep)
        # thread on the report
        th = rep
        self.msg(t1 + 4, "marc", f"how many boxes is that? {bags // 320} containers if 320 bags/box", thread=th)
        self.msg(t1 + 9, "rafael", f"{bags // 320} boxes yes. we already have {r.randint(4, 9)} booked with MSC for the first half",
                 thread=th)
        cno = f"GVA-C-{self.yy}-{r.randint(1000, 1999)}"
        t2 = t1 + r.uniform(20, 40)
        self.H(t2, "ctrm", f"CTR-NEW;{cno};PURCHASE;Arabica Brasil NY2/3 17/18 SC FC;{bags:,} bags;PTBF +{diff} {KC1};"
               f"FOB Santos;{ship};seller=COOP-SM-041;status=CONFIRMED",
               "trade_confirmation", [cno, "PURCHASE", f"{bags:,} bags", "status=CONFIRMED"], "structured",
               thread=th)
        oid = self.oid()
        hp = self.kc()
        t3 = t2 + r.uniform(5, 30)
        self.H(t3, "bridge", "", "trade_fill", [KC1, "SELL", f"{lots}/{lots}", f"{hp * 100:.2f}"], "embed",
               embeds=[{"title": "Execution report — FILLED", "description": f"hedge vs {cno}",
                        "author": "BrokerBridge · FIX relay",
                        "fields": [F("Side", "SELL"), F("Contract", KC1), F("Filled", f"{lots}/{lots}"),
                                   F("Avg px (c/lb)", f"{hp * 100:.2f}")],
                        "footer": f"ClOrdID {oid} · acct GVA-SOFT-01 · IFUS"}])
        self.msg(t3 + 5, "rafael", "obrigado 🙏", thread=th, cat="noise")
        # fixation of an older contract, late in the Brazil day
        n = r.choice([100, 150, 200, 250])
        fx = self.kc(self.p["KC"] * r.uniform(0.96, 0.99))
        old = f"GVA-C-{int(self.yy) - 1:02d}-{r.randint(1000, 1999)}"
        t4 = r.uniform(1050, 1150)
        if r.random() < 0.5:
            self.H(t4, "rafael", f"fixed {n} lots of the Sep at {fx * 100:.2f} on {old} — seller's call, "
                   f"EFP against our short {KCU}, ctrm will show it tomorrow",
                   "trade_fill", [f"fixed {n} lots", "Sep", f"{fx * 100:.2f}"], "shorthand",
                   idiom=("fixation 'fixed N lots of the Sep' on a PTBF contract", "trade_fill"))
        else:
            self.H(t4, "ctrm", f"FIX\t{old}\t{KCU}\t{n} lots\t{fx * 100:.2f}\tseller's call\tEFP\tstatus=FIXED",
                   "trade_fill", [old, KCU, f"{n} lots", f"{fx * 100:.2f}"], "structured",
                   idiom=("tab-separated CTRM fixation line", "trade_fill"))

    def story_wa_buried(self):
        r, c = self.rng, self.c
        QC1, QC2 = c["QC1"], c["QC2"]
        tonnes = r.choice([600, 850, 1200, 1850, 2400])
        lots = tonnes // 10
        px = self.qc()
        kind = r.randrange(4)
        t0 = r.choice([r.uniform(470, 560), r.uniform(840, 920)])
        if kind == 0:
            dec = (f"For the book: we sold {lots} lots {QC1} at £{px:,} against the {tonnes:,} t bought in San-Pédro "
                   f"this week — done via the broker at {hm(t0 - r.uniform(30, 90))}.")
            self.H(t0, "kwame", self.wa_report(dec), "trade_fill", [QC1, "sold", f"{lots} lots", f"£{px:,}"],
                   "buried")
        elif kind == 1:
            st = px + r.randint(90, 160)
            dec = (f"On the San-Pédro hedge (short {lots} {QC1}) we moved the buy-stop to £{st:,} after "
                   f"this morning's spike.")
            self.H(t0, "kwame", self.wa_report(dec), "stop_or_target_change",
                   [QC1, "buy-stop", f"£{st:,}"], "buried")
        elif kind == 2:
            dec = (f"Our view changes: the mid-crop will disappoint, we switch from neutral to bullish on "
                   f"the {QC1}/{QC2} spread.")
            self.H(t0, "kwame", self.wa_report(dec), "thesis_update",
                   ["neutral to bullish", f"{QC1}/{QC2}"], "buried",
                   idiom=("change of view buried in a West Africa logistics report", "thesis_update"))
        else:
            dec = (f"Proposal: hedge the {tonnes:,} t mid-crop purchase by selling {lots} lots {QC1} at or above "
                   f"£{px:,} — Lucía to approve.")
            rep = self.H(t0, "kwame", self.wa_report(dec), "trade_proposal",
                         [f"selling {lots} lots", QC1, f"£{px:,}"], "buried")
            self.H(t0 + r.uniform(10, 35), "lucia", f"ok, vende los {lots} {QC1}. gracias Kwame",
                   "trade_approval", ["ok", f"vende los {lots}"], "reply", ref=rep)

    def story_options(self):
        r, c = self.rng, self.c
        KC1 = c["KC1"]
        q = r.choice([80, 100, 120, 150])
        strike = round(self.p["KC"] - r.choice([0.20, 0.25, 0.30]), 1)
        prem = round(r.uniform(4.5, 9.5), 2)
        t0 = r.uniform(840, 920)
        prop = self.H(t0, "lucia", f"propongo comprar {q} {KC1} {strike:.2f} puts a {prem:.2f}c para cubrir el físico "
                      f"sin fijar (el lote de Santos). vol implícita en {r.randint(34, 44)}%",
                      "trade_proposal", ["comprar", f"{q} {KC1} {strike:.2f} puts", f"{prem:.2f}c"], "untagged")
        t1 = t0 + r.uniform(3, 15)
        ap = r.choice([(f"👍 send it — {q} puts", ["send it", f"{q} puts"]),
                       (f"ok go, {q} puts max", ["ok go", f"{q} puts max"])])
        self.H(t1, "henrik", ap[0], "trade_approval", ap[1], "reply", ref=prop)
        oid = self.oid()
        t2 = t1 + r.uniform(2, 5)
        self.H(t2, "bridge", "", "trade_confirmation", [f"{KC1} {strike * 100:.0f} P", "BUY", oid, "WORKING"], "embed",
               embeds=[{"title": "Order acknowledged", "author": "BrokerBridge · FIX relay",
                        "fields": [F("Status", "WORKING"), F("Side", "BUY"),
                                   F("Contract", f"{KC1} {strike * 100:.0f} P"), F("Qty", q),
                                   F("Limit", f"{prem:.2f}")],
                        "footer": f"ClOrdID {oid} · ICE options"}])
        fp = round(prem - 0.05 * r.randint(0, 3), 2)
        self.H(t2 + r.uniform(5, 30), "marc", f"filled {q} {KC1} {strike:.2f}p @ {fp:.2f}c",
               "trade_fill", ["filled", f"{q} {KC1} {strike:.2f}p", f"{fp:.2f}c"], "shorthand")

    def story_cotton_agent(self):
        r, c = self.rng, self.c
        CT1 = c["CT1"]
        q = r.choice([25, 35, 45])
        p = self.ct()
        stop = round(p + r.uniform(1.2, 1.8), 2)
        t0 = r.uniform(820, 900)
        payload = json.dumps({"action": "propose", "instrument": CT1, "side": "sell", "qty": q,
                              "limit": round(p, 2), "stop": stop, "horizon": "2-3w",
                              "why": "US export sales soft, Brazil crop record, MM still net long"})
        prop = self.H(t0, "analyst", f"Trade idea for approval:\n```json\n{payload}\n```",
                      "trade_proposal", [CT1, '"side": "sell"', f'"qty": {q}', f'"limit": {json.dumps(round(p, 2))}'],
                      "structured",
                      idiom=("LLM agent JSON proposal block", "trade_proposal"))
        t1 = t0 + r.uniform(8, 30)
        if r.random() < 0.4:
            self.H(t1, "lucia", "no, espera al WASDE. rechazado por hoy", "trade_approval",
                   ["rechazado", "WASDE"], "reply", ref=prop)
            return
        self.H(t1, "lucia", f"ok dale, {q} {CT1}", "trade_approval", ["ok dale", f"{q} {CT1}"], "reply", ref=prop)
        oid = self.oid()
        self.H(t1 + r.uniform(1, 3), "exec", json.dumps({"event": "order_ack", "ord": oid, "sym": CT1, "side": "SELL",
                                                         "qty": q, "px": round(p, 2), "status": "NEW"}),
               "trade_confirmation", [oid, CT1, '"status": "NEW"'], "structured")
        self.H(t1 + r.uniform(8, 40), "exec", f"fill ord={oid} sym={CT1} side=S qty={q} avg={p:.2f} leaves=0",
               "trade_fill", [oid, CT1, "side=S", f"avg={p:.2f}"], "structured")

    def story_white_premium(self):
        r, c = self.rng, self.c
        QW1, SB1 = c["QW1"], c["SB1"]
        q = r.choice([20, 25, 30])
        prem = round(r.uniform(88, 125), 1)
        t0 = r.uniform(720, 800)
        prop = self.H(t0, "tom", f"[PROPOSAL] white premium: buy {q} {QW1} / sell {q} {SB1} at ${prem:.1f}, "
                      f"tp ${prem + 18:.1f}. refiners' margins are too thin at these levels",
                      "trade_proposal", [QW1, SB1, f"buy {q}", f"${prem:.1f}"], "tagged")
        t1 = t0 + r.uniform(5, 20)
        ap = r.choice([(f"listo, {q}x{q}", ["listo", f"{q}x{q}"]), (f"dale {q}x{q} 👍", ["dale", f"{q}x{q}"])])
        self.H(t1, "lucia", ap[0], "trade_approval", ap[1], "reply", ref=prop)
        oid = self.oid()
        self.H(t1 + r.uniform(3, 9), "exec", f"ACK ord={oid} sym={QW1}-{SB1} type=SPREAD side=B qty={q} px={prem:.1f} "
               f"status=WORKING venue=IFEU/IFUS", "trade_confirmation", [oid, f"{QW1}-{SB1}", "status=WORKING"],
               "structured")

    def story_deleted_and_forgotten(self):
        r, c = self.rng, self.c
        KC2 = c["KC2"]
        p_bad = self.kc() - 0.0300
        t0 = r.uniform(700, 800)
        bad = self.H(t0, "tom", f"[PROPOSAL] SELL 15 {KC2} @ {p_bad:.4f} to trim the spread leg",
                     "trade_proposal", [KC2, "SELL 15", f"{p_bad:.4f}"], "tagged")
        self.delete(bad, t0 + r.uniform(1, 3), f"SELL 15 {KC2} @ {p_bad:.4f}")
        self.msg(t0 + r.uniform(3.5, 5), "tom", "ignore that, wrong month & price — redoing later", cat=None)
        if r.random() < 0.6:
            tf = r.uniform(820, 980)
            f = self.msg(tf, "rafael", "contact for the Fazenda Boa Vista lot (Sr. João Batista): cel +55 35 9 "
                         f"{r.randint(9000, 9999)}-{r.randint(1000, 9999)}, CPF {r.randint(100, 999)}.{r.randint(100, 999)}."
                         f"{r.randint(100, 999)}-{r.randint(10, 99)} — he wants payment to his personal account")
            self.forget(f, tf + r.uniform(20, 60), "sabine", "Fazenda Boa Vista lot (Sr. João Batista)")
            self.msg(tf + r.uniform(61, 70), "sabine", "Removed a message with personal data. Please keep farmer "
                     "contact details in the CRM, not in chat.", cat=None)
        else:
            tf = r.uniform(820, 980)
            q = r.choice([12, 14, 16])
            px = self.kc() - 0.05
            f = self.H(tf, "tom", f"[PROPOSAL] buy {q} {KC2} @ {px:.4f} for the Kessler Rösterei back-to-back "
                       f"(their buyer Jens, +41 79 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)})",
                       "trade_proposal", [f"buy {q} {KC2}", f"{px:.4f}"], "tagged")
            self.forget(f, tf + r.uniform(20, 60), "sabine", "Kessler Rösterei back-to-back")
            self.msg(tf + r.uniform(61, 70), "sabine", "Removed a message with a client's personal number.", cat=None)
        # bulk delete of bridge replay spam
        tb = r.uniform(300, 420)
        spam = []
        snips = []
        for k in range(r.randint(3, 5)):
            sq = r.randint(10000, 99999)
            spam.append(self.msg(tb + k * 0.05, "bridge", f"[debug] replay hb seq={sq} rtt={r.randint(30, 90)}ms dup=true",
                                 cat="noise"))
            snips.append(f"replay hb seq={sq}")
        self.bulk_delete(spam, tb + r.uniform(3, 8), snips)
        # wrong-channel chat deleted
        tw = r.uniform(1000, 1100)
        wm = self.msg(tw, "lucia", "oops — cena del viernes: Les Armures a las 20h, reservé para 6")
        self.delete(wm, tw + 0.8, "Les Armures a las 20h")

    def story_risk(self):
        r, c = self.rng, self.c
        picks = r.sample(range(5), r.choice([2, 3]))
        for k in picks:
            t = r.uniform(560, 1020)
            if k == 0:
                mx = r.choice([500, 600, 700])
                cur = mx + r.randint(4, 40)
                m = self.H(t, "riskd", f"ALERT ts={hms(t)}Z desk=softs_gva limit=KC_net_lots type=BREACH "
                           f"current={cur} max={mx} action=notify_head_trader",
                           "risk_limit", ["KC_net_lots", "BREACH", f"current={cur}", f"max={mx}"], "structured",
                           idiom=("risk bot key=value BREACH line", "risk_limit"))
                self.msg(t + r.uniform(3, 9), "lucia", "lo sé, es por el hedge del físico que entra mañana", ref=m)
            elif k == 1:
                oid = self.oid()
                CC2 = c["CC2"]
                self.H(t, "riskd", "risk_event:\n  kind: order_blocked\n"
                       f"  order_id: {oid}\n  contract: {CC2}\n  side: BUY\n  qty: 60\n"
                       "  rule: max_order_lots(50)\n  action: BLOCKED — resubmit <= 50",
                       "risk_limit", ["order_blocked", oid, CC2, "max_order_lots(50)"], "structured",
                       idiom=("risk YAML order_blocked block", "risk_limit"))
                self.msg(t + r.uniform(1, 4), "tom", "my bad, resubmitting as 50", cat=None)
                oid2 = self.oid()
                self.H(t + r.uniform(5, 8), "bridge", "", "trade_confirmation", [CC2, "BUY", "50", oid2], "embed",
                       embeds=[{"title": "Order acknowledged", "author": "BrokerBridge · FIX relay",
                                "fields": [F("Status", "WORKING"), F("Side", "BUY"), F("Contract", CC2),
                                           F("Qty", 50), F("Limit", f"{self.cc():,}")],
                                "footer": f"ClOrdID {oid2} · acct GVA-SOFT-01"}])
            elif k == 2:
                n = r.choice([80, 100, 120, 150])
                inst = r.choice(["CT", "SB", "OJ"])
                m = self.H(t, "lucia", f"nuevo límite: Tom máx {n} lotes netos en {inst} hasta fin de mes. "
                           f"riskd ya actualizado", "risk_limit", ["nuevo límite", f"{n} lotes netos", inst],
                           "untagged")
                self.pin(m, t + r.uniform(1, 5), "lucia")
            elif k == 3:
                v = round(r.uniform(2.2, 3.2), 1)
                self.H(t, "henrik", f"From Monday the softs desk 1d VaR limit is USD {v}m (95%). "
                       f"riskd will enforce it pre-trade.", "risk_limit", ["VaR limit", f"USD {v}m"], "untagged")
            else:
                oid = self.oid()
                CT1 = c["CT1"]
                self.H(t, "riskd", f"risk: order {oid} {CT1} SELL resized qty 80->50 rule=max_order_lots action=RESIZED",
                       "risk_limit", [oid, CT1, "RESIZED", "80->50"], "structured")

    def story_thesis(self):
        r, c = self.rng, self.c
        SB1, KC2, CT1, CC1 = c["SB1"], c["KC2"], c["CT1"], c["CC1"]
        opts = [
            (self.bg_minute(lo=13, hi=18), "lucia", f"cambio de idea en el azúcar: ya no soy bajista, con el UNICA de hoy "
             f"paso a neutral/alcista en {SB1}", ["neutral/alcista", SB1], "untagged"),
            (self.bg_minute("lucia"), "lucia", f"confirmo la tesis corta en algodón ({CT1}), nada de lo de hoy la cambia",
             ["tesis corta", CT1], "untagged"),
            (self.bg_minute("tom"), "tom", f"Changing my view on {KC2}: the Conab number kills the deficit story, "
             f"I'm now neutral, was bullish", ["now neutral", KC2], "untagged"),
        ]
        a = r.choice(opts)
        self.H(a[0], a[1], a[2], "thesis_update", a[3], a[4])
        # analyst conviction update inside a markdown note
        t = r.uniform(900, 1000)
        lvl = r.choice([("high → medium", "London certs building"), ("medium → high", "NY certs draining faster"),
                        ("medium → low", "arb back at the mean")])
        body = self.analyst_note(decision=f"**Conviction update:** cocoa arb (long {CC1} / short {c['QC1']}) "
                                 f"{lvl[0]} — {lvl[1]}.")
        self.H(t, "analyst", body, "thesis_update", ["Conviction update", "cocoa arb", lvl[0]], "buried")

    def story_routing(self):
        r, c = self.rng, self.c
        CT1, OJ1 = c["CT1"], c["OJ1"]
        t = r.uniform(420, 480)
        lvl = self.ct() - 0.8
        self.msg(t - r.uniform(3, 9), "alerts", f"🔔 {CT1} below alert level {lvl:.2f} · last {lvl - 0.06:.2f}", cat="noise")
        self.H(t, "analyst", f"Triage 1/3 · ICE alert {CT1} < {lvl:.2f}: informational, no action, not routed.",
               "no_route_decision", ["no action", "not routed", CT1], "structured",
               idiom=("analyst triage 'no action, not routed'", "no_route_decision"))
        self.H(t + 0.3, "analyst", "Triage 2/3 · overnight broker colour (other clients): context only, no action, "
               "not routed.", "no_route_decision", ["broker colour", "not routed"], "structured")
        self.H(t + 0.6, "analyst", "Triage 3/3 · Abidjan port congestion note → routed to Kwame for a demurrage "
               "estimate on the Dec lots.", "route_decision", ["routed to Kwame", "Abidjan"], "structured")
        opts = r.sample(range(3), 1) if r.random() < 0.4 else []
        for k in opts:
            tt = self.bg_minute("tom")
            if k == 0:
                self.H(tt, "tom", f"passing the {OJ1} options question to Marc, he has the vol sheet",
                       "route_decision", [f"{OJ1} options", "Marc"], "untagged")
            elif k == 1:
                q = self.msg(tt, "marc", "Santos line-up update from the agent just came in, anything to do with it?")
                self.H(tt + r.uniform(2, 8), "lucia", "no hace falta, no se lo pasamos a nadie — el lote ya está cubierto",
                       "no_route_decision", ["no hace falta", "no se lo pasamos a nadie"], "reply", ref=q)
            else:
                self.H(tt, "analyst", "Decision: weather-feed anomaly flag (Daloa station) — no routing needed, "
                       "sensor issue, closed.", "no_route_decision", ["no routing needed", "Daloa"], "structured")

    def story_news(self):
        r, c = self.rng, self.c
        def arabica():
            v = f"{r.randint(320, 480)},{r.randint(100, 999)} bags"
            return (f"ICE-certified arabica stocks fall to {v}, lowest in {r.randint(3, 9)} weeks — exchange data. "
                    f"Bags pending grading also declined; Brazilian semi-washed now a small share of the total.",
                    ["arabica", v])

        def cocoa():
            v = f"{r.uniform(0.85, 1.25):.2f} mln t"
            return (f"Ivory Coast cocoa arrivals reach {v} by {self.date_s} vs {r.uniform(1.0, 1.4):.2f} mln t a year "
                    f"ago — exporters' estimates. Weekly arrivals slowed as the Harmattan set in early.",
                    ["cocoa", v])

        def sugar():
            v = f"down {r.randint(8, 26)}% y/y"
            return (f"UNICA: Centre-South Brazil sugar output in 2H Nov {v}, sugar mix {r.uniform(46, 52):.1f}%. "
                    f"Cane crush slowed on rains; ATR {r.uniform(135, 150):.1f} kg/t.", ["sugar", v])

        def cotton():
            v = f"{r.randint(90, 260) * 1000 + r.randint(0, 999):,} running bales"
            return (f"USDA export sales: upland cotton net sales {v} for 2026/27, shipments at a marketing-year "
                    f"high; Vietnam and Pakistan the main buyers.", ["cotton", v])

        def cocobod():
            v = f"{r.randint(480, 620)},000 t"
            return (f"Ghana Cocobod delays forward sales for the 2027/28 cocoa crop, cuts purchase estimate to {v} "
                    f"— sources.", ["Cocobod", v])

        def conab():
            v = f"{r.uniform(54, 62):.1f} mln bags"
            return (f"Conab raises Brazil 2026/27 coffee estimate to {v}, arabica {r.uniform(36, 42):.1f} mln; "
                    f"yields better than expected in Minas Gerais.", ["Conab", "coffee", v])

        def oj():
            v = f"{r.uniform(10.5, 14.5):.1f} mln boxes"
            return (f"USDA cuts Florida orange forecast to {v}; orange juice futures jump limit-up at the open.",
                    ["orange", v])

        def robusta():
            v = f"{r.randint(25, 60)}% complete"
            return (f"Vietnam robusta harvest {v}, farmers hold back sales as prices in Dak Lak stay high — traders.",
                    ["robusta", v])

        for fn in r.sample([arabica, cocoa, sugar, cotton, cocobod, conab], r.choice([2, 2, 2, 2, 3])):
            text, facts = fn()
            t = self.bg_minute(lo=6, hi=20)
            if r.random() < 0.35:
                self.H(t, "bridge", "", "held_position_news", facts, "embed",
                       embeds=[{"title": "Broker news", "description": text, "author": "BrokerBridge · research",
                                "footer": "relayed from broker news feed"}])
            else:
                self.H(t, "news", f"📰 {text}", "held_position_news", facts, "tagged",
                       idiom=("newswire headline on a held market (named by commodity, not ticker)",
                              "held_position_news"))
        if r.random() < 0.3:
            return
        text, facts = r.choice([oj, robusta])()
        self.H(self.bg_minute(lo=7, hi=20), "news", f"📰 {text}", "watchlist_news", facts, "tagged")

    def story_stop_standalone(self):
        r, c = self.rng, self.c
        CT1, SB1 = c["CT1"], c["SB1"]
        k = r.randrange(3)
        t = self.bg_minute("lucia")
        if k == 0:
            st = round(self.ct() + r.uniform(1.0, 1.6), 2)
            self.H(t, "tom", f"[STOP] {CT1} short — stop now {st:.2f}, was too tight into the export sales",
                   "stop_or_target_change", [CT1, f"stop now {st:.2f}"], "tagged")
        elif k == 1:
            self.H(t, "lucia", f"sacamos el stop del {SB1}, lo manejo a mano hasta el vencimiento",
                   "stop_or_target_change", ["sacamos el stop", SB1], "untagged")
        else:
            tp = round(self.p["KC"] + r.uniform(0.2, 0.3), 2)
            self.H(t, "lucia", f"tp para los KC largos: {tp:.2f}", "stop_or_target_change", ["tp", f"{tp:.2f}"],
                   "shorthand")

    # =================================================================================
    # long-form texts
    # =================================================================================
    def stats(self):
        """Figures that stay the same for the whole day (reports quote them consistently)."""
        if hasattr(self, "_stats"):
            return self._stats
        r = random.Random(f"{DESK}:{self.seed}:{self.cidx}:{self.start_dt.date()}:stats")
        stations = ["Varginha", "Três Pontas", "Guaxupé", "Carmo de Minas", "Franca", "Patrocínio",
                    "Monte Carmelo", "Caratinga", "Linhares (ES)"]
        arr = r.uniform(0.85, 1.25)
        cot = []
        for name in ["Arabica (KC)", "NY cocoa (CC)", "Raw sugar (SB)", "Cotton (CT)", "FCOJ (OJ)"]:
            lg, sh = r.randint(8000, 120000), r.randint(5000, 110000)
            cot.append(f"| {name} | {lg:,} | {sh:,} | {lg - sh:+,} | {r.randint(-9000, 9000):+,} |")
        self._stats = {
            "rain": {s: (r.uniform(0, 35), r.uniform(5, 90), r.randint(45, 135)) for s in stations},
            "mtd": r.randint(55, 120), "brl": r.uniform(5.1, 5.9),
            "arr": arr, "arr_ly": arr * r.uniform(1.05, 1.25), "wk": r.randint(38, 75), "wk_ly": r.randint(50, 85),
            "weeks": [(r.randint(22, 50), r.randint(100, 999), r.randint(8, 25), r.randint(100, 999),
                       r.randint(40, 80), r.randint(100, 999)) for _ in range(4)],
            "gh": r.randint(180, 330), "gh_chg": r.randint(-30, 5), "fg": r.choice([2200, 2400, 2600, 2800]),
            "cot": cot,
            "certs": (r.randint(320, 480) * 1000 + r.randint(0, 999), r.randint(-9000, 3000), r.randint(5000, 40000),
                      r.randint(1500, 2600) * 1000 + r.randint(0, 999), r.randint(-20000, 8000), r.randint(10000, 90000),
                      r.randint(2, 40) * 1000 + r.randint(0, 999), r.randint(-500, 500), r.randint(0, 3000)),
            "wx": {reg: (r.uniform(0, 80), r.randint(40, 140), r.choice(["wet", "normal", "dry", "mixed"]))
                   for reg in ["Sul de Minas", "Cerrado Mineiro", "Mogiana", "Espírito Santo", "CI centre-west",
                               "CI south", "Ghana Ashanti", "Central Highlands VN"]},
        }
        return self._stats

    def pick(self, key, fns):
        """Call the next generator of a per-day cycle, so a paragraph variant does not repeat within the day."""
        return fns[self.cycle(key, range(len(fns)))]()

    def brazil_report(self, decision=None):
        r, c = self.rng, self.c
        st = self.stats()
        KC1, KC2 = c["KC1"], c["KC2"]
        rain = st["rain"]
        n = r.randint
        rows = "\n".join(f"| {s} | {v[0]:.1f} | {v[1]:.1f} | {v[2]}% |" for s, v in rain.items())
        table = "| Station | 24h mm | 7d mm | MTD % normal |\n|---|---:|---:|---:|\n" + rows
        intro = self.cycle("br_intro", [
            "Summary: weather mixed, farmers holding, diffs firm, Santos still slow. Details below.",
            "Quick one today, on the road most of the day. Rain numbers first, then the coop visits.",
            "Resumo do dia — rain better in the south, Cerrado still dry, logistics the main headache.",
            "Summary: nothing dramatic. Some rain, slow selling, boxes tight for January.",
            "Notes from Varginha. Long day at the coop, details below.",
            "Back from the Cerrado. Pivots look great, dryland less so. Full notes:",
            "Short version: rain helped, selling still slow, Santos is the bottleneck.",
            "Update after the coop meeting this morning.",
        ])
        title = self.cycle("br_title", ["Sul de Minas / Mogiana", "Cerrado Mineiro notes", "Brazil coffee — daily notes",
                                        "Field visit notes (Sul de Minas)", "Origination Brazil — daily",
                                        "Minas & Santos update", "Coffee Brazil — coop round"])
        weather = [
            lambda: f"Rain: Varginha {rain['Varginha'][0]:.1f} mm over the last 24h, Três Pontas "
                    f"{rain['Três Pontas'][0]:.1f} mm, Guaxupé {rain['Guaxupé'][0]:.1f} mm. Cumulative Nov at {st['mtd']}% "
                    f"of the 30y normal for Sul de Minas. The Cerrado Mineiro is still behind — Patrocínio only "
                    f"{rain['Patrocínio'][1]:.1f} mm in 7 days. Flowering from the October rains looks set ('pegou bem') "
                    f"on most farms we visited; chumbinho already visible on the early plots.",
            lambda: f"Weather: a cold front pushed through São Paulo overnight and stalled over the Mogiana; Franca "
                    f"got {rain['Franca'][0]:.1f} mm. GFS and ECMWF agree on another {n(20, 35)}-{n(40, 70)} mm over Minas "
                    f"Gerais in the next 5 days, then a drier window. Max {n(27, 31)}°C in Varginha — no heat stress "
                    f"on the fruit set.",
            lambda: f"It's been hot and patchy in the Cerrado: {n(31, 35)}°C highs, isolated storms only. Producers "
                    f"in Carmo de Minas say the second flowering was weak on the higher plots; the lower valleys are "
                    f"fine. The 'big on-year' story needs the rain to keep coming through January.",
            lambda: f"Espírito Santo (conilon) had {rain['Linhares (ES)'][1]:.1f} mm this week, good for the robusta "
                    f"fill. The INMET 7-day shows the ZCAS setting up late next week, which would be the first "
                    f"proper wet-season pattern of the year.",
            lambda: f"Overnight a heavy storm hit Três Pontas ({n(25, 60)} mm in two hours): some erosion on the new "
                    f"plantings, no hail reported. Roads to the coop muddy but open.",
            lambda: f"Rain now comes as afternoon storms — good for the soil, bad for the drying yards of the few "
                    f"farms still processing late lots. 10-day forecast: {n(40, 90)} mm Sul de Minas, "
                    f"{n(30, 80)} mm Cerrado.",
        ]
        crop = [
            lambda: f"Crop: cooperatives keep 2027/28 talk at {n(38, 42)}-{n(43, 47)} m bags arabica; we are at the "
                    f"low end after the visits. The skeleton-cut area from 2025 does not produce this year.",
            lambda: "Old crop: the 2026/27 harvest is long done; what is left in the warehouses is lower quality "
                    "(rio-y cups, 14/15 screen). The fine cup lots are scarce and the holders know it.",
            lambda: f"Fruit set: around Três Pontas, Boa Esperança and Campos Gerais it looks "
                    f"{r.choice(['good', 'decent', 'uneven', 'better than feared'])}; agronomists count {n(9, 14)} "
                    f"nodes per branch vs {n(8, 13)} last year. Part of that is already in the {KC1}/{KC2} spread.",
            lambda: f"Inputs: fertiliser deliveries for the second application are late in the Cerrado, potash up "
                    f"{n(5, 20)}% since September. Some medium farms are cutting the dose — a 2028 yield story, but "
                    f"the coops already talk about it.",
            lambda: "Conilon: Espírito Santo and Rondônia look heavy for 2027; robusta diffs in Vitória softer. "
                    "Brazilian roasters are blending more conilon again.",
            lambda: "Pests: broca (berry borer) pressure higher than usual in the lower Mogiana after the warm "
                    "nights; coops are distributing traps. Not a volume story yet.",
        ]
        visits = [
            lambda: f"Farm visits: {n(3, 7)} farms around {r.choice(['Três Pontas', 'Boa Esperança', 'Nepomuceno'])}. "
                    f"Irrigated plots clearly ahead, {n(20, 40)}% more rosettes per node. Dryland hill tops had leaf "
                    f"drop after the October heat and some leaf miner (bicho mineiro); nothing like 2021.",
            lambda: f"Farm visits: the coop agronomist took us to {n(4, 8)} properties in the Mogiana. Mechanised "
                    f"farms look fine, the small family farms on the steep slopes less so (no money for the second "
                    f"fertiliser pass). Rust under control.",
            lambda: f"Cerrado pivots: {n(70, 95)}% of the irrigated area flowered once, the second flowering still "
                    f"expected. Labour cost is the complaint everywhere — pickers' wages up {n(10, 25)}% y/y.",
            lambda: f"Visited the coop's central warehouse in Guaxupé: {n(20, 80)}k bags on the floor, mostly 26/27 "
                    f"good cup waiting for buyers; the fine cup bays are almost empty.",
            lambda: "Drove through Campos das Vertentes: smaller farms, older trees, lots of renovation this year; "
                    "they will produce less in 27/28 than at the 2025 peak.",
        ]
        quality = [
            lambda: f"Quality: cupped {n(18, 45)} samples this week — {n(40, 70)}% clean cup, the rest with some "
                    f"ferment or rio notes. Moisture {r.uniform(10.8, 12.4):.1f}%, fine. Screen 17/18 share in the new "
                    f"lots only {n(18, 35)}%.",
            lambda: f"Quality: the coop lab is two weeks behind, so exporters grade themselves and disputes are up. "
                    f"Santos graders pass about {n(55, 80)}% of what is submitted for the exchange.",
            lambda: f"Certs: exporters submitted about {n(8, 30)}k bags for grading in Santos this week, mostly "
                    f"Brazilian semi-washed.",
            lambda: "Defects: more black/sour beans in the late-harvested lots; the rio-y ones go to the domestic "
                    "market.",
        ]
        selling = [
            lambda: f"Farmer selling: slow. At R$ {n(1850, 2450):,}/bag for good cup producers sell small lots to pay "
                    f"the fertiliser bills due before Christmas. Coops report {n(72, 90)}% of 26/27 sold vs "
                    f"{n(80, 92)}% on average.",
            lambda: f"Selling picked up on yesterday's move — R$ {n(1900, 2500):,}/bag traded in Guaxupé for 17/18 fine "
                    f"cup. BRL at {st['brl']:.2f} helps; every 10 centavos on the real brings out more coffee.",
            lambda: f"Farmers are holding. Many hedged 27/28 at higher levels in the winter. Spot lots only show up "
                    f"when the real weakens; at {st['brl']:.2f} we saw little.",
            lambda: f"Forward sales of 27/28 by farmers only {n(15, 30)}% vs {n(35, 50)}% normal at this time of "
                    f"year. They remember selling too early in 2024.",
        ]
        market = [
            lambda: "Competition: the big exporters are all short prompt fine cup and bidding for the same lots; "
                    "smaller houses sell Sep forward at tight diffs to fill books.",
            lambda: "Competition: two European houses opened buying offices in Varginha this year and pay the coops "
                    "faster; we must pay on delivery, not 30 days.",
            lambda: "Domestic roasters are buying more of the lower qualities than usual, which keeps the rio-y "
                    "discount from widening further.",
            lambda: (f"Diffs (c/lb over {KC1}, indicative market levels — not our trades):\n\n"
                     "| Quality (FOB Santos) | Offer | Bid |\n|---|---:|---:|\n"
                     f"| NY 2/3 17/18 SC fine cup | +{n(35, 55)} | +{n(18, 32)} |\n"
                     f"| NY 2/3 16/up good cup | +{n(15, 30)} | +{n(5, 14)} |\n"
                     f"| NY 4/5 15/16 | {n(-10, 8):+d} | {n(-25, -11):+d} |\n"
                     f"| Rio-y cups | -{n(25, 40)} | -{n(45, 60)} |"),
            lambda: "Differentials firm: exporters ask up for Feb/Mar shipment Santos, less for the Sep. European "
                    "roasters pay up only for prompt; the German buyers are covered to March.",
            lambda: f"New-crop (Sep) diffs quoted around +{n(15, 30)} for 17/18 FC; producers not interested below "
                    f"+{n(30, 40)}.",
        ]
        logs = [
            lambda: f"Logistics: Santos waiting time for containers {n(6, 18)} days, BTP congested after the storm; "
                    f"two vessels skipped Santos for Paranaguá. We have {n(8, 20)} boxes booked for Jan, need "
                    f"{n(5, 15)} more.",
            lambda: f"Trucks Varginha → Santos waiting {n(6, 30)} hours at the warehouse gate; Cecafé shows Nov "
                    f"exports {r.uniform(2.6, 4.2):.2f} m bags. Freight to Antwerp/Hamburg USD {n(1300, 2600):,}/TEU.",
            lambda: f"Line-up: {n(4, 12)} vessels at Santos for coffee over the next 10 days, fine. Stuffing in "
                    f"Varginha backed up — the inspector for the Sep lots comes Tuesday.",
            lambda: f"Warehouses: the Três Corações bonded warehouse is at {n(80, 97)}% and refuses new lots until the "
                    f"Jan shipments move. Rio de Janeiro port an option for some boxes.",
            lambda: f"Shipping lines announced GRIs for January Santos–Europe; we locked {n(4, 12)} boxes at the old "
                    f"rate.",
            lambda: f"Documents: phytosanitary certificates take {n(4, 9)} days, twice the usual — the new electronic "
                    f"system is slow.",
        ]
        macro = [
            lambda: f"Macro: BRL {st['brl']:.2f}, Selic on hold, grower credit expensive; Plano Safra money arrived "
                    f"late in some coops.",
            lambda: f"Macro: real at {st['brl']:.2f}; diesel up R$ 0.{n(10, 40)}/l, truckers complaining.",
            lambda: "Politics: talk in Brasília of a coffee-farmer debt renegotiation; if approved, less pressure to "
                    "sell in Q1.",
        ]
        body = [self.pick("br_w", weather) for _ in range(r.randint(1, 2))]
        body += [self.pick("br_c", crop) for _ in range(r.randint(1, 2))]
        body += [self.pick("br_v", visits), self.pick("br_q", quality), self.pick("br_s", selling)]
        if r.random() < 0.5:
            body.append(self.pick("br_v", visits))
        body += [self.pick("br_m", market) for _ in range(r.randint(1, 2))]
        body += [self.pick("br_l", logs) for _ in range(r.randint(1, 2))]
        if r.random() < 0.6:
            body.append(self.pick("br_x", macro))
        lead, rest = body[:1], body[1:]
        r.shuffle(rest)
        body = lead + rest
        if r.random() < 0.45:
            body.insert(0, table)
        if decision:
            body.insert(len(body) // 2 + 1, decision)
        nxt = self.cycle("br_next", [
            "Next: visits in the Cerrado Mineiro (Patrocínio, Monte Carmelo) Tue/Wed. Photos of the fruit set to follow.",
            "Next: cupping session with the coop on Friday, 40 samples. Will post the scores.",
            "Next: meeting the Guaxupé exporters Monday about the Feb boxes.",
            "Next: warehouse check in Três Corações tomorrow morning.",
            "More tonight if the coop sends the classification results.",
        ])
        return "\n\n".join([f"**{title} — {self.date_s}**", intro] + body + [nxt, "— Rafael"])

    def wa_report(self, decision=None):
        r, c = self.rng, self.c
        st = self.stats()
        QC1 = c["QC1"]
        n = r.randint
        wk = "\n".join(f"| W-{4 - k} | {a},{b} | {cc},{d} | {e},{f} |" for k, (a, b, cc, d, e, f) in enumerate(st["weeks"]))
        title = self.cycle("wa_title", ["West Africa cocoa (Abidjan)", "San-Pédro port & logistics", "Arrivals & weather",
                                        "Ghana / Togo notes", "Field trip Soubré–Méagui", "CI notes",
                                        "Cocoa origination — daily"])
        arrivals = (f"Arrivals: exporters estimate {st['arr']:.2f} m t at Abidjan and San-Pédro from 1 Oct to Sunday, "
                    f"vs {st['arr_ly']:.2f} m t same period last season. Weekly arrivals {st['wk']},000 t vs "
                    f"{st['wk_ly']},000 t a year ago.")
        if r.random() < 0.5:
            arrivals += "\n\n| Week | Abidjan t | San-Pédro t | Same week LY t |\n|---|---:|---:|---:|\n" + wk
        weather = [
            lambda: f"Weather: Harmattan early — dry dusty winds in the centre-west (Daloa, Vavoua), humidity down to "
                    f"{n(25, 45)}%. Soubré had {r.uniform(0, 20):.1f} mm this week. The mid-crop (Apr-Sep) needs rain "
                    f"in Dec/Jan and farmers are worried.",
            lambda: f"Weather: still some showers in the south (Agboville {r.uniform(5, 30):.1f} mm, Aboisso "
                    f"{r.uniform(5, 30):.1f} mm) but the centre is drying out; cherelles wilting on unshaded plots.",
            lambda: f"Forecast: a weak wet spell for the south around mid-month ({n(10, 30)}-{n(31, 50)} mm), nothing "
                    f"for the centre-west. Ghana's Ashanti and Western regions a bit better.",
            lambda: f"Temperatures: {n(33, 36)}°C in Daloa this afternoon, unusually hot for early December. Farmers "
                    f"say the flowers for the mid-crop are dropping on the older trees.",
        ]
        field = [
            lambda: f"Quality: bean counts in our samples {n(88, 115)} beans/100g, graders rejecting more lots for "
                    f"humidity ({n(4, 14)}% rejection at San-Pédro).",
            lambda: f"Field: pod counts on {n(20, 60)} trees around Duékoué — {n(8, 20)} mature pods/tree, {n(15, 40)} "
                    f"cherelles. The replanted blocks (5-8 years) look much better than the old trees.",
            lambda: "Field: coops in Méagui say the pisteurs are paying on time this year, fewer unpaid bags than "
                    "last season. Fertiliser use still low, mostly on certified farms.",
            lambda: "Disease: swollen shoot still visible around Soubré and Méagui; the cutting-out programme "
                    "is behind schedule because of funding.",
            lambda: f"Labour: harvest gangs asking {n(10, 25)}% more per day; some farms leave pods on the trees "
                    f"longer, which hurts quality.",
        ]
        ports = [
            lambda: f"Port: Abidjan congestion — {n(6, 18)} ships at anchor, trucks queue {n(12, 48)}h at the Vridi "
                    f"gate, warehouses at {n(80, 98)}% capacity. San-Pédro better, {n(2, 6)} days to load.",
            lambda: f"Port: San-Pédro quay works slow everything down, {n(3, 9)} days waiting; Abidjan normal. Two of "
                    f"our trucks were turned away for paperwork (new CCC stamp).",
            lambda: f"Roads: Soubré–San-Pédro is bad again after the rains, trucks take {n(8, 14)}h instead of 5; "
                    f"transporters ask {n(10, 25)}% more per trip.",
            lambda: "Trucking: the new axle-load checks at Yamoussoukro add a day; some exporters use the train "
                    "from Bouaké for part of the flow.",
            lambda: "Tema: no queue, Ghana shipments moving normally; the new berth at San-Pédro opens in March.",
        ]
        market = [
            lambda: f"Ghana: Cocobod purchases {st['gh']},000 t to date, {st['gh_chg']}% y/y. Smuggling into Togo/CI "
                    f"eased since the farmgate increase.",
            lambda: f"Farmgate: CCC holds {st['fg']} CFA/kg; bord-champ in the bush {n(1900, 2200)}-{n(2200, 2500)} "
                    f"CFA/kg.",
            lambda: f"Diffs (indicative, not our trades): Ivorian main-crop beans offered at £{n(60, 180)} over {QC1} "
                    f"FOB, Ghana +£{n(150, 300)}. European grinders hand to mouth.",
            lambda: f"Demand: Q3 grind Europe {n(-9, 4)}% y/y, Asia {n(-6, 8)}%; local grinders in Abidjan at "
                    f"{n(60, 90)}% because beans are expensive.",
            lambda: "Nigeria/Cameroon: arrivals in Lagos and Douala normal, quality better than CI; some Cameroon "
                    "beans going into the EUDR-compliant chain at a premium.",
            lambda: "EUDR: exporters still sorting geolocation data for the smaller coops; the gap is third-party "
                    "beans bought through pisteurs.",
            lambda: "Certification: Rainforest/Fairtrade premiums paid on time; two coops in Méagui lost "
                    "certification after the audit.",
            lambda: f"Market talk (other exporters): a couple of houses paying up for prompt San-Pédro beans; CCC "
                    f"forward sales for 2027/28 said to be ~{n(30, 60)}% of expected crop.",
        ]
        body = [self.pick("wa_w", weather) for _ in range(r.randint(1, 2))]
        body += [self.pick("wa_f", field) for _ in range(2)]
        body += [self.pick("wa_p", ports) for _ in range(2)]
        body += [self.pick("wa_m", market) for _ in range(r.randint(3, 4))]
        r.shuffle(body)
        if "Arrivals" in title or r.random() < 0.35:
            body.insert(0, arrivals)
        if decision:
            body.insert(len(body) // 2 + 1, decision)
        nxt = self.cycle("wa_next", ["Next: San-Pédro warehouse check Wednesday, then Soubré coops. — Kwame",
                                     "Next: Tema visit Thursday, Kumasi coops Friday. — Kwame",
                                     "Next: meeting the CCC export desk, then the grinders in Abidjan. — Kwame",
                                     "More tomorrow after the port call. — K."])
        return "\n\n".join([f"**{title} — {self.date_s}**"] + body + [nxt])

    def analyst_note(self, decision=None, kind=None):
        r, c = self.rng, self.c
        st = self.stats()
        kind = kind or self.cycle("an_kind", ["positioning", "curve", "weather", "digest"])
        k = st["certs"]
        cot = ("Managed money, CFTC COT (latest Tuesday snapshot), futures + options combined:\n\n"
               "| Market | MM long | MM short | MM net | Δ w/w |\n|---|---:|---:|---:|---:|\n" + "\n".join(st["cot"]))
        certs = ("### ICE certified stocks\n\n| Product | Today | Δ d/d | Pending grading |\n|---|---:|---:|---:|\n"
                 f"| Arabica (bags) | {k[0]:,} | {k[1]:+,} | {k[2]:,} |\n"
                 f"| Cocoa NY (bags) | {k[3]:,} | {k[4]:+,} | {k[5]:,} |\n"
                 f"| Cotton (bales) | {k[6]:,} | {k[7]:+,} | {k[8]:,} |")
        spreads = "### Calendar spreads (front/second, native units)\n\n| Spread | Now | 1w ago | 1m ago |\n|---|---:|---:|---:|\n" + "\n".join(
            f"| {a}/{b} | {x:+.{d}f} | {x + r.uniform(-w, w):+.{d}f} | {x + r.uniform(-3 * w, 3 * w):+.{d}f} |"
            for a, b, x, d, w in [(c["KC1"], c["KC2"], r.uniform(1, 6), 2, 0.5), (c["CC1"], c["CC2"], r.uniform(-80, 120), 0, 15),
                                  (c["SB1"], c["SB2"], r.uniform(-0.6, 0.8), 2, 0.1), (c["CT1"], c["CT2"], r.uniform(-1.8, 0.2), 2, 0.2)])
        gbp = self.gbp + r.gauss(0, 0.0015)
        ny, ldn = self.cc(), self.qc()
        arb = (f"### London/NY cocoa arb\n\nNY {ny:,} $/t, London £{ldn:,}/t, GBPUSD {gbp:.4f} → arb "
               f"{ny - ldn * gbp:+,.0f} $/t (30d range {r.randint(600, 900)}-{r.randint(1100, 1500)}).")
        kcs = [c["KC1"], c["KC2"], _contract("KC", self.start_dt, 2), _contract("KC", self.start_dt, 3)]
        curve = "### Arabica curve snapshot\n\n| Contract | Last ($/lb) | OI | Vol |\n|---|---:|---:|---:|\n" + "\n".join(
            f"| {kk} | {self.p['KC'] - i * r.uniform(0.02, 0.06):.4f} | {r.randint(20, 90)}k | {r.randint(2, 40)}k |"
            for i, kk in enumerate(kcs))
        wx = "### Weather digest (7d rain, % of normal, 10d outlook)\n\n| Region | 7d | % normal | 10d |\n|---|---:|---:|---|\n" + \
            "\n".join(f"| {reg} | {v[0]:.0f} mm | {v[1]}% | {v[2]} |" for reg, v in st["wx"].items())
        heads = "### Headlines digest (not all of these are markets we hold)\n\n" + "\n".join(
            f"- {h}" for h in r.sample([
                "Brazil Cecafé: November exports lower y/y",
                "Ivory Coast: port arrivals pace slower than last season",
                "India: sugar mills lobby for higher export quota",
                "USDA: cotton export commitments ahead of average",
                "Malaysia: palm oil stocks higher in November",
                "Vietnam: robusta harvest advances, farmers hold stock",
                "Florida: citrus greening keeps orange crop near century lows",
                "EU: EUDR implementation guidance updated",
                "Ghana: Cocobod financing talks continue",
                "Thailand: cane crushing starts slowly on rains",
            ], 5))
        crop = r.choice([
            "Crop read: Minas rainfall is close to normal month-to-date, which keeps the 27/28 on-year narrative "
            "intact. The Ivorian centre-west is the area to watch for the mid-crop; the south is fine so far.",
            "Crop read: Brazil's fruit set reports from our own origination team are mixed — good on irrigated "
            "pivots, uneven on dryland. West Africa drying early; mid-crop risk skewed to the downside.",
        ])
        bullets = r.choice([
            "- Arabica specs are still long but have cut for three weeks; certs keep draining, so the front "
            "spread stays supported even if flat price stalls.\n- Cocoa: funds close to flat, the squeeze risk "
            "that defined 2024 is gone; London/NY arb driven by GBP and certs.\n- Cotton: MM short is large, a "
            "short-covering rally on any export surprise is the main risk.\n- Sugar: the white premium is the "
            "cleanest signal of refinery demand; it keeps narrowing.",
            "- Sugar: fund short grew again; UNICA mix keeps the pressure on raws, whites relatively firm.\n"
            "- Coffee: positioning neutral-ish, weather in Minas is the swing factor into January.\n- OJ: thin "
            "market, the USDA crop number drives everything.\n- Cocoa: grindings data next month matter more "
            "than positioning now.",
            "- Coffee: the curve is pricing scarcity now and relief later; that shape rarely changes before the "
            "new crop is visible.\n- Cocoa: London certs building slowly; pending grading is the thing to watch.\n"
            "- Cotton: on-call fixing gives support on dips.\n- Sugar: Indian policy risk two-sided.",
        ])
        if kind == "positioning":
            title, secs = f"## Softs positioning & stocks — {self.date_s}", [cot, certs, arb, curve]
        elif kind == "curve":
            title, secs = f"## Curve & spreads monitor — {self.date_s}", [spreads, curve, arb, heads]
        elif kind == "weather":
            title, secs = f"## Weather & crop digest — {self.date_s}", [wx, crop, certs, heads]
        else:
            title, secs = f"## Midday digest — {self.date_s}", [heads, spreads, arb, wx]
        parts = [title] + secs + ["**Read-across**", bullets]
        if decision:
            parts.append(decision)
        parts.append(r.choice([
            "_Sources: CFTC, ICE Futures US/Europe. Generated by softs-analyst; figures unverified until the 16:00 CET check._",
            "_Auto-summary. Nothing here is a recommendation unless marked as a proposal._",
        ]))
        return "\n\n".join(parts)

    def morning_brief(self):
        r, c = self.rng, self.c
        rows = []
        for k, fmt in [("KC1", lambda: f"{self.kc():.4f}"), ("CC1", lambda: f"{self.cc():,}"),
                       ("QC1", lambda: f"£{self.qc():,}"), ("SB1", lambda: f"{self.sb():.2f}"),
                       ("QW1", lambda: f"{self.p['QW'] * (1 + r.gauss(0, 0.005)):.1f}"),
                       ("CT1", lambda: f"{self.ct():.2f}"), ("OJ1", lambda: f"{self.p['OJ']:.4f}"),
                       ("RC1", lambda: f"{self.p['RC']:,}")]:
            rows.append(f"| {c[k]} | {fmt()} | {r.uniform(-2.5, 2.5):+.2f}% | {r.randint(5, 60)}k |")
        heads = r.sample([
            "Brazil: BRL weaker overnight, farmer selling watched",
            "Ivory Coast: exporters' arrivals estimate due today",
            "India: sugar export quota talk resurfaces in local press",
            "USDA: weekly export sales Thursday 13:30 UTC",
            "Vietnam: robusta harvest progress, heavy rains in Central Highlands easing",
            "ICE: margin changes for softs effective next Monday",
            "Ghana: Cocobod financing update expected this week",
            "Florida: citrus greening survey update scheduled",
        ], 4)
        return "\n".join([
            f"### Morning brief — {self.date_s}",
            "Overnight / settlement moves:",
            "| Contract | Last | Chg | Vol |", "|---|---:|---:|---:|", *rows, "",
            "Things to watch today:", *[f"- {h}" for h in heads], "",
            "_No open proposals from the agent. Positions unchanged from CTRM 06:00Z report._",
        ])

    def broker_colour_report(self):
        r, c = self.rng, self.c
        return {"title": "Broker softs colour — " + r.choice(["morning", "midday", "into the close"]),
                "author": "BrokerBridge · research relay",
                "description": "\n".join([
                    f"Coffee: {r.choice(['light', 'two-way', 'heavy'])} overnight flow. Origin selling from Brazil on the "
                    f"weaker BRL, roasters scale-down buying {r.randint(5, 15)}c under. Trade houses were seen "
                    f"buying the {c['KC2'][2:]}/N spread, specs rolling early.",
                    f"Cocoa: London led, NY followed late; the arb traded a {r.randint(60, 180)} $/t range. Producer "
                    f"hedging light, a couple of grinders covering Q2. Certs news after 16:00 CET.",
                    f"Sugar: {c['SB1']} pressured by Indian export talk, whites firmer, white premium "
                    f"{r.uniform(85, 125):.0f} $/t. Several refiners asking for Q1 raws.",
                    f"Cotton: mill fixations steady, {r.randint(2, 9)}k lots on-call sales fixed this week. Export sales "
                    f"Thursday are the focus.",
                    f"OJ: thin, {r.randint(300, 900)} lots traded, bid-offer wide.",
                    "Views are the broker's and their clients'; not an order or confirmation for your account.",
                ]),
                "footer": "relayed from broker morning call · informational"}

    def risk_daily(self, minute):
        r = self.rng
        lim = [("KC_net_lots", 600), ("CC_net_lots", 400), ("QC_net_lots", 400), ("SB_net_lots", 800),
               ("CT_net_lots", 500), ("options_vega_usd", 250000), ("var_1d_usd", 2500000), ("margin_util", 0.90)]
        lines = ["limits_report:", f"  asof: {self.start_dt:%Y-%m-%d} {hm(minute)}Z", "  desk: softs_gva",
                 "  status: within_limits", "  limits:"]
        for n, mx in lim:
            if isinstance(mx, float):
                used = round(r.uniform(0.45, 0.8), 2)
            else:
                used = int(mx * r.uniform(0.3, 0.85))
            lines.append(f"    - {{name: {n}, used: {used}, max: {mx}, util: {used / mx:.0%}}}")
        lines.append("  books:")
        for b in ["COFFEE-HEDGE", "COFFEE-PROP", "COCOA-ARB", "COCOA-PHYS", "SUGAR", "COTTON", "OPTIONS"]:
            lines.append(f"    - {{book: {b}, var_1d_usd: {r.randint(80, 900)}k, stop_loss_util: {r.randint(5, 70)}%}}")
        lines.append("  breaches: 0")
        lines.append("  blocked_orders_24h: 0")
        return "\n".join(lines)

    def ctrm_open_contracts(self):
        r, c = self.rng, self.c
        lines = [f"OPEN PHYSICAL (unfixed/partly fixed) asof {self.start_dt:%Y-%m-%d}",
                 "contract\tproduct\tqty\tbasis\tfutures\tshipment\tfixed\tstatus"]
        for _ in range(r.randint(7, 11)):
            if r.random() < 0.6:
                lines.append(f"GVA-C-{int(self.yy) - r.randint(0, 1):02d}-{r.randint(1000, 1999)}\tArabica BR NY2/3"
                             f"\t{r.choice([1600, 3200, 4800, 6400, 9600]):,} bags\t+{r.randint(15, 55)}\t"
                             f"{r.choice([c['KC1'], c['KC2'], c['KCU']])}\t{r.choice(['Jan', 'Feb', 'Mar', 'Apr', 'Sep'])}"
                             f"\t{r.randint(0, 100)}%\tOPEN")
            else:
                lines.append(f"GVA-K-{int(self.yy) - r.randint(0, 1):02d}-{r.randint(2000, 2999)}\tCocoa CI grade I"
                             f"\t{r.choice([500, 800, 1200, 2000]):,} t\t+£{r.randint(60, 180)}\t"
                             f"{r.choice([c['QC1'], c['QC2']])}\t{r.choice(['Dec', 'Jan', 'Feb', 'Mar'])}"
                             f"\t{r.randint(0, 100)}%\tOPEN")
        lines.append("(report only — no new deals in this message)")
        return "\n".join(lines)

    def tom_commentary(self, all_=False):
        r, c = self.rng, self.c
        return (list if all_ else r.choice)([
            f"Thinking out loud on coffee: the {c['KC1']}/{c['KC2']} spread has done most of the work already. Certs "
            f"draining is priced, the question is whether Brazil's rain in Dec/Jan keeps the 27/28 number above 40m "
            f"arabica. If yes, the back of the curve is too high; if not, the whole curve reprices. I don't have "
            f"an edge on the weather beyond what Rafael sends, so I'm not proposing anything — just flagging that "
            f"the risk/reward on outright length is worse than a month ago.",
            f"Cocoa note: NY vs London behaviour this week is mostly GBP. Strip the currency out and the arb hardly "
            f"moved. London certs are the real driver and the pending grading queue is big. The 2024 squeeze "
            f"taught everyone to respect the front, but today open interest is half of what it was then, so the "
            f"mechanics are different. No action from me, just context for the afternoon.",
            f"Sugar: the market keeps trading the Indian export headlines, but the physical is telling a different "
            f"story — the white premium narrowing means refiners aren't scrambling for raws. If UNICA's next mix "
            f"comes in above 50% sugar again, {c['SB1']} probably grinds lower. Not a trade idea yet, I want to see "
            f"the Thai cane numbers first.",
            f"Cotton: funds hold a big short, export sales have been OK not great, Brazil is shipping a record. "
            f"The asymmetric risk is a short-covering squeeze on a good sales number. Options would be the way to "
            f"play it if we wanted to, calls are cheap-ish at {r.randint(18, 26)} vol. Just an observation.",
            f"On the physical side: diffs for fine cup Santos keep firming while futures go sideways. That tells me "
            f"the roasters are short prompt quality and the exchange certs are the backstop. Historically that "
            f"ends when the new crop arrives, not before. Worth keeping in mind for the Sep fixations.",
            f"OJ is on the watchlist for a reason: the Florida crop is tiny, Brazil's is recovering, and the "
            f"market is so thin that a {r.randint(200, 600)}-lot order moves it a couple of cents. Fun to watch, "
            f"hard to trade size. Not suggesting anything.",
            f"Robusta vs arabica: the arb (KC in $/t minus RC) is back near {r.randint(2800, 4200):,} $/t. Roasters "
            f"shift blends at these levels, which eventually helps arabica demand less than people think. "
            f"Context only.",
            f"Cocoa arb mechanics, for the record: a 1c move in cable moves the arb by roughly 40 $/t at current "
            f"London prices. Half of this week's move is just GBP. I'd rather judge the trade on certs and "
            f"grading than on the FX.",
            f"Margin check: with the exchange raising initial margin next week, our excess at the clearer drops "
            f"by a few million. Not a problem, but it limits how much we can add without moving cash. Flagging "
            f"for planning, no action needed from me.",
        ])

    def wx_table(self, hh):
        r = self.rng
        st = [("Varginha", "MG"), ("Franca", "SP"), ("Patrocínio", "MG"), ("Linhares", "ES"), ("Daloa", "CI"),
              ("Soubré", "CI"), ("Kumasi", "GH"), ("San-Pédro", "CI"), ("Três Pontas", "MG"), ("Guaxupé", "MG"),
              ("Divo", "CI"), ("Sunyani", "GH"), ("Buon Ma Thuot", "VN")]
        rows = "\n".join(f"{n:<13} {cc}  {r.uniform(0, 35):5.1f} {r.uniform(5, 90):6.1f} {r.randint(19, 34):3d}°C "
                         f"{r.uniform(0, 60):6.1f}" for n, cc in st)
        outlook = "\n".join(f"{reg:<16} d1-5 {r.uniform(0, 40):5.1f} mm  d6-10 {r.uniform(0, 50):5.1f} mm  "
                             f"anomaly {r.randint(-60, 60):+d}%" for reg in
                             ["Sul de Minas", "Cerrado Mineiro", "Mogiana", "Espírito Santo", "CI centre-west",
                              "CI south", "Ghana Ashanti", "C. Highlands VN"])
        return (f"wx-feed run {hh:02d}:00Z ok — GFS/ECMWF pulled, {len(st)} stations updated\n```\n"
                f"station       cc  24h_mm  7d_mm  tmax  fc10d_mm\n{rows}\n```\n10-day regional outlook (ensemble mean):\n"
                f"```\n{outlook}\n```")

    def research_piece(self):
        r, c = self.rng, self.c
        topic = self.cycle("research", [0, 1, 2, 3])
        if topic == 0:
            rows = "\n".join(f"| {y} | {p:.1f} | {cns:.1f} | {ex:.1f} | {st:.1f} |" for y, p, cns, ex, st in [
                ("2024/25", r.uniform(38, 41), 24.0, r.uniform(26, 29), r.uniform(2, 4)),
                ("2025/26", r.uniform(36, 40), 24.3, r.uniform(24, 28), r.uniform(1.5, 3.5)),
                ("2026/27e", r.uniform(38, 43), 24.6, r.uniform(25, 29), r.uniform(1.5, 4)),
                ("2027/28f", r.uniform(40, 46), 24.9, r.uniform(26, 30), r.uniform(2, 5))])
            body = [
                "## Deep dive — Brazil arabica balance into 2027/28",
                "This is a background piece for the desk; it does not carry a recommendation.",
                "| Crop year | Arabica prod. (m bags) | Domestic use | Exports | End stocks |\n|---|---:|---:|---:|---:|\n" + rows,
                "The central question for the curve is whether the 2027/28 on-year crop rebuilds stocks enough to "
                "justify the backwardation we see in the front. Production estimates from the trade range widely; "
                "Conab historically lags the private estimates by one to two revisions and tends to be revised up "
                "in on-years once the harvest is visible.",
                "Weather is the swing factor. December and January rainfall in Sul de Minas explains a large share of "
                "the variance in fruit fill in our 2010-2026 sample. A dry January has preceded every large downward "
                "revision since 2014. The current forecasts are neutral to slightly wet, which argues against paying "
                "up for weather risk premium right now.",
                "On demand, European roasters have been running lean inventories, covering hand to mouth, and the "
                "certified stock decline reflects that the exchange is the buyer of last resort for washed and "
                "semi-washed quality. US demand is stable; Asian demand keeps growing at low single digits.",
                "Farmer behaviour matters for the spread structure: with the real weak and many producers already "
                "hedged for 2027/28, spot selling only appears on rallies. That caps the front on spikes but also "
                "slows the normalisation of differentials.",
                "Risks to this picture: frost (very low probability before June), a sharp BRL move, changes to the "
                "EUDR timeline affecting which coffee can be delivered into Europe, and fund positioning, which is "
                "still net long and could unwind quickly.",
            ]
        elif topic == 1:
            body = [
                "## Deep dive — cocoa demand after the 2024 shock",
                "Background for the desk; no recommendation.",
                "| Region | Q3 grind (t) | y/y | 2024 peak-to-trough |\n|---|---:|---:|---:|\n"
                f"| Europe | {r.randint(300, 360)},{r.randint(100, 999)} | {r.randint(-8, 4):+d}% | -{r.randint(8, 16)}% |\n"
                f"| Asia | {r.randint(170, 220)},{r.randint(100, 999)} | {r.randint(-6, 8):+d}% | -{r.randint(10, 20)}% |\n"
                f"| North America | {r.randint(95, 120)},{r.randint(100, 999)} | {r.randint(-5, 5):+d}% | -{r.randint(6, 14)}% |",
                "The 2024 price shock destroyed demand in a way that has not fully come back: manufacturers "
                "reformulated, shrank bar sizes, and replaced butter with alternatives where they could. Grindings "
                "are recovering from a low base but remain below the pre-2024 trend.",
                "Supply is recovering in Ivory Coast and Ghana after disease and weather problems, helped by higher "
                "farmgate prices that funded some replanting. Swollen shoot remains the structural problem and is "
                "not solved by one good season.",
                "The London/NY arb reflects quality and currency more than anything else. London certs are mostly "
                "West African main-crop; NY holds more Latin American and Nigerian origins. When the GBP moves, the "
                "arb moves mechanically, which makes it noisy as an indicator of relative tightness.",
                "What to watch: the Q4 grind numbers in January, the Ivorian mid-crop outlook (Apr-Sep) that depends "
                "on rain in the next six weeks, and Cocobod's financing for next season.",
            ]
        elif topic == 2:
            body = [
                "## Deep dive — raw vs white sugar, the premium and India",
                "Background; no recommendation.",
                "| Season | India prod. (m t) | Exports (m t) | Brazil CS (m t) | White premium avg ($/t) |\n|---|---:|---:|---:|---:|\n"
                f"| 2024/25 | {r.uniform(26, 30):.1f} | {r.uniform(0.5, 1.5):.1f} | {r.uniform(38, 41):.1f} | {r.randint(95, 140)} |\n"
                f"| 2025/26 | {r.uniform(28, 33):.1f} | {r.uniform(1, 2.5):.1f} | {r.uniform(39, 42):.1f} | {r.randint(90, 130)} |\n"
                f"| 2026/27e | {r.uniform(29, 34):.1f} | {r.uniform(1, 3):.1f} | {r.uniform(39, 43):.1f} | {r.randint(85, 125)} |",
                "The white premium measures how much refiners earn for turning raws into whites. When it narrows "
                "below roughly 90-100 $/t, standalone refineries struggle to cover costs and cut runs, which reduces "
                "demand for raws at the margin.",
                "India matters through its export policy: quotas are announced late and often smaller than the "
                "market hopes. Each quota headline moves whites more than raws, because Indian exports are mostly "
                "whites.",
                "Brazil's Centre-South mix (share of cane going to sugar vs ethanol) is the other key variable. With "
                "ethanol parity below sugar, mills maximise sugar, which has kept raws under pressure all season.",
                "What to watch: UNICA fortnightly reports, Indian cabinet decisions on exports, Thai cane crushing "
                "start and the Brazilian ethanol price.",
            ]
        else:
            body = [
                "## Deep dive — cotton: positioning vs fundamentals",
                "Background; no recommendation.",
                "| Item | 2025/26 | 2026/27e | Change |\n|---|---:|---:|---:|\n"
                f"| US production (m bales) | {r.uniform(13, 15):.1f} | {r.uniform(13, 16):.1f} | — |\n"
                f"| US exports (m bales) | {r.uniform(11, 13):.1f} | {r.uniform(11, 13.5):.1f} | — |\n"
                f"| Brazil exports (m t) | {r.uniform(2.6, 3.0):.2f} | {r.uniform(2.8, 3.3):.2f} | record |\n"
                f"| World ending stocks (m bales) | {r.uniform(74, 80):.1f} | {r.uniform(74, 82):.1f} | — |",
                "Cotton has been range-bound with a large managed-money short. Fundamentals are heavy: Brazil keeps "
                "taking export share, China's import needs are modest, and mill margins in South Asia are thin.",
                "The risk to shorts is positioning: a large fund short with low open interest can produce sharp "
                "short-covering rallies on modestly bullish data, typically the weekly export sales or a WASDE cut "
                "to US production.",
                "On-call data show mills holding a sizeable volume of unfixed purchases, which tends to provide "
                "buying on dips as they fix. That is why the downside has been slow even with poor fundamentals.",
                "What to watch: weekly export sales, the WASDE, on-call reports on Thursdays and Chinese reserve "
                "policy.",
            ]
        base = {0: self.p["KC"], 1: self.p["CC"], 2: self.p["SB"], 3: self.p["CT"]}[topic]
        unit = {0: "$/lb", 1: "$/t", 2: "c/lb", 3: "c/lb"}[topic]
        fmt = (lambda x: f"{x:.2f}") if topic in (0, 2, 3) else (lambda x: f"{x:,.0f}")
        pb = r.randint(20, 35)
        pr = r.randint(15, 30)
        body.append("### Scenarios (6-month horizon, illustrative)\n\n| Scenario | Probability | Range (" + unit + ") | "
                    "What it needs |\n|---|---:|---|---|\n"
                    f"| Bull | {pb}% | {fmt(base * 1.12)}–{fmt(base * 1.30)} | supply disappointment, funds add |\n"
                    f"| Base | {100 - pb - pr}% | {fmt(base * 0.92)}–{fmt(base * 1.10)} | normal weather, steady demand |\n"
                    f"| Bear | {pr}% | {fmt(base * 0.75)}–{fmt(base * 0.90)} | big crop confirmed, demand soft |")
        body.append("### Data calendar\n\n| Release | When | Why it matters |\n|---|---|---|\n"
                    "| CFTC COT | Fridays 20:30 UTC | positioning, squeeze risk |\n"
                    "| ICE certified stocks | daily after 16:00 CET | deliverable supply |\n"
                    "| USDA export sales | Thursdays 13:30 UTC | cotton demand |\n"
                    "| UNICA | fortnightly | Brazil sugar mix and crush |\n"
                    "| Conab | quarterly | Brazil coffee crop |\n"
                    "| ICCO / grind data | quarterly | cocoa demand |")
        body.append("Method: balance sheets from public agencies and trade estimates, adjusted with our origination "
                    "teams' field notes; price ranges from historical volatility, not a forecast. The probabilities "
                    "are the analyst's judgement and are revised monthly.")
        body.append("_softs-analyst research · compiled from public data and desk notes_")
        return "\n\n".join(body)

    def shipment_tracker(self):
        r = self.rng
        vessels = ["MSC Giulia", "Maersk Salalah", "CMA CGM Rio", "Hapag Santos Express", "MSC Abidjan", "ONE Tema",
                   "Grimaldi Accra", "MSC Ivana", "Maersk Kwango", "CMA CGM Douala"]
        lines = [f"SHIPMENTS IN TRANSIT asof {self.start_dt:%Y-%m-%d}",
                 "bl\tvessel\tfrom\tto\tproduct\tqty\teta\tstatus"]
        for v in r.sample(vessels, r.randint(7, 10)):
            frm, prod, qty = r.choice([("Santos", "Arabica BR", f"{r.randint(4, 40) * 320:,} bags"),
                                       ("Abidjan", "Cocoa CI", f"{r.randint(2, 30) * 25 * 10:,} t"),
                                       ("San-Pédro", "Cocoa CI", f"{r.randint(2, 30) * 250:,} t"),
                                       ("Tema", "Cocoa GH", f"{r.randint(2, 12) * 250:,} t")])
            eta = self.start_dt + timedelta(days=r.randint(3, 30))
            lines.append(f"BL{r.randint(100000, 999999)}\t{v}\t{frm}\t{r.choice(['Antwerp', 'Hamburg', 'Amsterdam', 'Trieste', 'New York'])}"
                         f"\t{prod}\t{qty}\t{eta:%d-%b}\t{r.choice(['sailed', 'sailed', 'transshipment', 'at anchor', 'loading'])}")
        lines.append("(logistics report — no deal changes)")
        return "\n".join(lines)

    def close_wrap(self):
        r, c = self.rng, self.c
        rows = []
        for k, f in [("KC1", lambda: f"{self.kc():.4f}"), ("KC2", lambda: f"{self.kc():.4f}"),
                     ("CC1", lambda: f"{self.cc():,}"), ("QC1", lambda: f"£{self.qc():,}"),
                     ("SB1", lambda: f"{self.sb():.2f}"), ("CT1", lambda: f"{self.ct():.2f}"),
                     ("OJ1", lambda: f"{self.p['OJ']:.4f}")]:
            rows.append(f"| {c[k]} | {f()} | {r.uniform(-2.5, 2.5):+.2f}% | {r.randint(8, 70)}k | {r.randint(-3000, 3000):+,} |")
        return "\n".join([
            f"### Close wrap — {self.date_s}",
            "| Contract | Settle | Chg | Vol | ΔOI |", "|---|---:|---:|---:|---:|", *rows, "",
            r.choice([
                "Coffee closed near the highs on certs; the front spread firmed again. Cocoa choppy, arb wider on "
                "GBP. Sugar heavy into the close, whites held. Cotton quiet ahead of export sales.",
                "Quiet close overall. Coffee gave back the morning gains, cocoa flat, sugar lower on India "
                "headlines, cotton up small on short covering. Volumes below the 20d average everywhere.",
            ]),
            "",
            "_End-of-day summary by softs-analyst. No decisions recorded here; see the channel for fills and approvals._",
        ])

    def fixation_status(self):
        r, c = self.rng, self.c
        lines = ["FIXATION STATUS (PTBF contracts with open lots)", "contract\tfutures\tlots_total\tlots_fixed\tlots_open\tdeadline"]
        for _ in range(r.randint(6, 9)):
            tot = r.choice([50, 100, 150, 200, 250, 300])
            fx = r.randint(0, tot // 10) * 10
            lines.append(f"GVA-C-{int(self.yy) - r.randint(0, 1):02d}-{r.randint(1000, 1999)}\t"
                         f"{r.choice([c['KC1'], c['KC2'], c['KCU']])}\t{tot}\t{fx}\t{tot - fx}\t"
                         f"{(self.start_dt + timedelta(days=r.randint(10, 200))):%d-%b-%y}")
        lines.append("(status report — fixations are posted separately when done)")
        return "\n".join(lines)

    def marc_ops(self):
        r = self.rng
        return [
            "Ops update: broker confirms the EFP paperwork for last week's fixations is matched. Two small breaks "
            "in the CTRM vs broker statement (fees), I've raised them. Nothing affecting positions.",
            "Heads up: the clearer raises initial margin on cocoa and coffee from Monday per the exchange "
            "circular. Rough impact on our account is a few hundred k, finance is informed.",
            "Logistics: the Antwerp warehouse wants the cocoa delivery orders by Wednesday; I'm chasing the "
            "San-Pédro documents with Kwame. Insurance certificates are done.",
            "Reminder for everyone: exchange holiday schedule is in the pinned calendar, early close on the 24th "
            "and 31st. Please don't leave DAY orders working into the early close without telling me.",
        ]

    def chat_bank(self):
        r, c = self.rng, self.c
        KC1, CC1, QC1, SB1, CT1 = c["KC1"], c["CC1"], c["QC1"], c["SB1"], c["CT1"]
        n = lambda a, b: r.randint(a, b)
        return [
("lucia", 7, 10, "Londres abre flojo"),
            ("lucia", 9, 17, "el cacao hoy está rarísimo, NY sube y Londres ni se mueve"),
            ("lucia", 9, 18, "ojo con el spread del café, se está apretando"),
            ("lucia", 9, 13, "a ver qué hace el UNICA"),
            ("lucia", 8, 12, "el margin call de ayer ya está pagado, creo — lo vi en el statement"),
            ("lucia", 11, 13, "hoy como en la mesa, mucho lío"),
            ("lucia", 13, 18, "qué volumen en el algodón, madre mía"),
            ("lucia", 8, 14, "reunión con Henrik a las 16h por el límite de VaR"),
            ("lucia", 13, 19, "alguien me pasa el informe de Rafael en PDF?"),
            ("lucia", 10, 19, "el real se está debilitando, va a salir café"),
            ("lucia", 9, 18, f"el {KC1} no quiere bajar de {self.kc():.2f}, qué fuerte"),
            ("lucia", 14, 19, "Kwame, gracias por el informe, muy completo"),
            ("lucia", 9, 18, "Marc, ¿el broker ha mandado ya el statement corregido?"),
            ("lucia", 16, 20, "me voy a las 19h, cualquier cosa por whatsapp"),
            ("lucia", 9, 18, "el mercado está muy nervioso hoy, cuidado con los stops pegados"),
            ("lucia", 9, 18, "mirad el volumen en los spreads del azúcar, raro"),
            ("lucia", 9, 18, f"{CC1} con {n(8, 20)}k lotes ya, día grande"),
            ("lucia", 9, 18, "Henrik, te mando el resumen de riesgo del libro esta tarde"),
            ("tom", 9, 18, f"coffee vol bid again, 1m atm up {n(1, 3)} pts"),
            ("tom", 9, 12, "spreads quiet so far"), ("tom", 14, 17, f"{SB1} trading heavy into the London close"),
            ("tom", 9, 18, "the white premium keeps grinding lower"),
            ("tom", 9, 11, "NY cocoa opening range is huge today"),
            ("tom", 11, 12, "lunch? sushi place on Rue du Rhône"),
            ("tom", 16, 19, "I'll update the spread sheet after the close"),
            ("tom", 9, 18, f"{CT1} open interest down again"),
            ("tom", 8, 18, "screens lagging for anyone else?"),
            ("tom", 9, 18, (lambda b: f"{KC1} bid {b:.4f} / offer {b + 0.0005 * r.randint(1, 5):.4f} — book thin")(self.kc())),
            ("tom", 13, 18, f"certs update should be out after 16:00 CET, I'll paste it"),
            ("tom", 9, 18, f"London cocoa {QC1} doing {n(3, 9)}k lots so far, spreads mostly"),
            ("tom", 9, 18, "anyone else getting the broker's emails twice today?"),
            ("tom", 9, 18, "Bloomberg chat is down for me, on ICE chat instead"),
            ("tom", 14, 18, "export sales out — cotton decent, nothing crazy"),
            ("tom", 9, 18, f"sugar spreads: {SB1[:2]}H/K at {r.uniform(-0.3, 0.6):+.2f}, pretty stable"),
            ("marc", 8, 18, "broker says the exchange fee change is live from January"),
            ("marc", 9, 17, "GBP moving, watch the arb"), ("marc", 9, 17, "the EFP desk at the broker is slow today"),
            ("marc", 15, 17, "I'm off at 17:30, ping me on mobile if needed"),
            ("marc", 10, 17, "London cocoa volume light, lots of spreading"),
            ("marc", 8, 11, "CTRM recon done for yesterday, all matched"),
            ("marc", 9, 17, "the Antwerp warehouse finally sent the weight certificates"),
            ("marc", 9, 17, f"invoice for the {n(2, 6)} Santos containers paid, docs released"),
            ("marc", 9, 17, "insurance renewal for the cargo policy next week, will circulate"),
            ("marc", 9, 17, "broker statement has a fee break again, chasing"),
            ("henrik", 8, 12, "reminder: year-end risk review Thursday 10:00"),
            ("henrik", 8, 17, "please keep the physical hedges tagged in CTRM, audit asked again"),
            ("henrik", 8, 17, "margin up at the clearer again, they sent the circular"),
            ("henrik", 9, 17, "Lucía, can we have 15 min after the close on the VaR model change?"),
            ("henrik", 9, 17, "stress test results for softs look fine, will share Friday"),

            ("rafael", 12, 18, "on the road to Três Pontas, signal bad, will post the report tonight"),
            ("rafael", 12, 21, "coop says samples ship Monday"),
            ("rafael", 12, 21, "truck strike talk in Santos again, probably nothing"),
            ("rafael", 13, 21, f"cupping scores: {n(81, 83)}-{n(84, 86)} on the fine cup lots, {n(79, 81)} on the rest"),
            ("rafael", 13, 21, "muita chuva na estrada, chego atrasado na cooperativa"),
            ("rafael", 12, 21, f"the coop warehouse has {n(8, 30)}k bags waiting for classification"),
            ("rafael", 12, 21, "photos of the flowering in the drive folder"),

            ("kwame", 7, 17, "CCC meeting moved to Thursday"),
            ("kwame", 8, 12, "grader visit in San-Pédro this afternoon"),
            ("kwame", 7, 17, "the exporters' association numbers are late this week"),
            ("kwame", 8, 17, "power cut at the office, on generator"),
            ("kwame", 8, 17, f"{n(12, 40)} trucks waiting at our San-Pédro warehouse"),
            ("kwame", 8, 17, "Harmattan dust everywhere today, flights to San-Pédro delayed"),
            ("kwame", 8, 17, "will send the pod count photos tonight"),
            ("analyst", 6, 20, "Reminder: COT release Friday 20:30 UTC; certified stocks update after 16:00 CET."),
            ("analyst", 6, 20, "Note: ICE holiday calendar loaded for Dec/Jan (24/26 Dec, 31 Dec early close)."),
            ("analyst", 6, 20, "Data check: CTRM positions and broker statement reconcile (0 breaks)."),
            ("analyst", 6, 20, f"Certs watch: arabica pending grading {n(5, 40)}k bags; next update after 16:00 CET."),
        ]

    def offer_sheet(self, region):
        r, c = self.rng, self.c
        if region == "br":
            lines = [f"Offers received today — Sul de Minas / Mogiana ({self.date_s}). Indicative, not firm, "
                     "nothing bought from this list yet:", "```",
                     "seller\tquality\tqty\tdiff\tshipment\tvalid"]
            for _ in range(r.randint(8, 12)):
                lines.append(f"COOP-{r.choice(['SM', 'MG', 'CM'])}-{r.randint(10, 99):03d}\t"
                             f"{r.choice(['NY2/3 17/18 SC FC', 'NY2/3 16/up GC', 'NY4/5 15/16', 'NY2/3 17/18 SC GC'])}\t"
                             f"{r.choice([640, 960, 1280, 1600, 3200]):,} bags\t+{r.randint(10, 55)} {c['KC1']}\t"
                             f"{r.choice(['Jan', 'Feb', 'Mar', 'Feb/Mar', 'Sep'])}\t{r.choice(['today', '24h', '48h'])}")
            lines += ["```", "Most sellers want payment on delivery; the 17/18 FC offers are the ones to look at."]
        else:
            lines = [f"Exporter offers on the desk — CI/GH ({self.date_s}), indicative only, none accepted:", "```",
                     "origin\tgrade\tqty\tdiff\tshipment"]
            for _ in range(r.randint(6, 10)):
                lines.append(f"{r.choice(['CI', 'CI', 'GH', 'NG', 'CM'])}\t{r.choice(['grade I', 'grade II', 'MC', 'LMC'])}\t"
                             f"{r.choice([250, 500, 750, 1000, 1500]):,} t\t+£{r.randint(40, 320)} {c['QC1']}\t"
                             f"{r.choice(['Dec', 'Jan', 'Feb', 'Mar', 'Apr/May'])}")
            lines += ["```", "Ghana offers firm, CI grade II cheap for a reason (humidity)."]
        return "\n".join(lines)

    def broker_research(self):
        r, c = self.rng, self.c
        paras = [
            f"Coffee: arabica spent the week between {self.kc() - 0.08:.2f} and {self.kc() + 0.08:.2f} $/lb. Certified "
            f"stocks continue to drain and the {c['KC1']}/{c['KC2']} spread is near the week's tightest. Our clients on "
            f"the trade side were net sellers of the front against physical purchases; speculative accounts "
            f"added modestly to length. Brazil's weather is near normal; the market is waiting for January.",
            f"Cocoa: the London/NY arb widened on sterling weakness, then gave it back. Grinder coverage for Q2 "
            f"is thin, producer hedging light. West African arrivals lag last year. We see two-way risk around "
            f"the Q4 grind data in January.",
            f"Sugar: raws remain under pressure from Brazil's high sugar mix; whites supported by Indian export "
            f"uncertainty. The white premium at {r.uniform(85, 125):.0f} $/t is at the low end of the range, which "
            f"historically slows standalone refinery demand.",
            f"Cotton: range-bound. Mills fixing on-call purchases on dips, funds short. Weekly export sales have "
            f"been adequate; Brazil's record crop keeps competition intense in Asia.",
            f"Orange juice: illiquid, headline driven. Florida's crop near historic lows; Brazil recovering. "
            f"Bid-offer spreads wide, volumes small.",
            f"Robusta: Vietnam harvest progress and farmer retention dominate; the arabica/robusta arb is back "
            f"near {r.randint(2800, 4200):,} $/t, encouraging blend changes.",
            "Flows: commercial short hedging heavier in coffee and cocoa, lighter in sugar. Options: coffee "
            "calls well bid into January expiries, cocoa put skew normalising.",
            "This commentary reflects the broker's views and aggregated client flow. It is not a solicitation and "
            "not a confirmation of any transaction for your account.",
        ]
        return {"title": "Broker weekly softs outlook", "author": "BrokerBridge · research relay",
                "description": "\n\n".join(paras), "footer": "relayed from broker research · informational"}

    def overnight_digest(self):
        r, c = self.rng, self.c
        items = r.sample([
            f"Asia: robusta in Vietnam steady, Dak Lak farmgate {r.randint(120, 140)},000 VND/kg.",
            "Brazil (overnight local press): coop leaders expect slow selling until the January price rally or "
            "a weaker real.",
            "India (local press): sugar mills' association again asks for an export quota increase; no decision.",
            f"China: cotton reserve auctions not scheduled before Q2; Zhengzhou cotton {r.uniform(-1.5, 1.5):+.1f}%.",
            "Ivory Coast (local press): CCC says forward sales for next season are progressing normally.",
            "Ghana (local press): Cocobod confirms new farmgate review in January.",
            f"FX: BRL {self.stats()['brl']:.2f}, GBPUSD {r.uniform(1.24, 1.36):.4f}, USDINR stable.",
            "Freight: container rates Asia–Europe firmer, Santos–North Europe unchanged.",
            "Weather: Minas Gerais showers overnight as forecast; Ivorian centre-west dry.",
        ], 7)
        return "\n".join([f"### Overnight digest — {self.date_s}", "", *[f"- {x}" for x in items], "",
                          "_Compiled by softs-analyst from wires and local press. Informational; no action proposed._"])

    def ctrm_positions(self):
        r, c = self.rng, self.c
        lines = ["POSITIONS desk=SOFTS-GVA asof=" + self.start_dt.strftime("%Y-%m-%d") + " (lots, +long/-short)",
                 "contract\tnet\tavg\tm2m\tunrealised_usd"]
        book = [(c["KC1"], -r.randint(150, 320)), (c["KC2"], r.randint(40, 120)), (c["CC1"], r.randint(20, 80)),
                (c["QC1"], -r.randint(20, 80)), (c["SB1"], -r.randint(30, 120)), (c["QW1"], r.randint(0, 40)),
                (c["CT1"], -r.randint(40, 140))]
        ref = {"KC": self.p["KC"] * 100, "CC": self.p["CC"], "QC": self.p["QC"], "SB": self.p["SB"],
               "QW": self.p["QW"], "CT": self.p["CT"]}
        for k, n in book:
            px = ref[k[:2]]
            avg = px * (1 + r.gauss(0, 0.02))
            lines.append(f"{k}\t{n:+d}\t{avg:,.2f}\t{px * (1 + r.gauss(0, 0.004)):,.2f}\t{r.randint(-400, 400)}k")
        lines.append(f"PHYS\tarabica\t{r.randint(40, 90) * 1000:,} bags long (PTBF {r.randint(3, 9)} contracts unfixed)")
        lines.append(f"PHYS\tcocoa\t{r.randint(2, 9) * 1000:,} t long (San-Pédro/Abidjan, {r.randint(1, 4)} lots in transit)")
        return "\n".join(lines)

    # =================================================================================
    # background: noise, near-misses, neutral chatter
    # =================================================================================
    def background(self):
        r, c = self.rng, self.c
        KC1, KC2, CC1, QC1, SB1, CT1, OJ1 = (c["KC1"], c["KC2"], c["CC1"], c["QC1"], c["SB1"], c["CT1"], c["OJ1"])

        # risk heartbeats: every ~60-75 min around the clock
        t = r.uniform(2, 30)
        hb_n = 0
        while t < 1435:
            if r.random() < 0.7:
                txt = (f"hb desk=softs_gva ts={hms(t)}Z status=OK limits_checked={r.randint(38, 46)} breaches=0 "
                       f"var_1d_usd={r.uniform(1.2, 2.3):.2f}m margin_util={r.randint(48, 79)}%")
            else:
                txt = ("heartbeat:\n  desk: softs_gva\n  status: ok\n"
                       f"  positions: {r.randint(11, 17)}\n  var_1d_usd: {r.uniform(1.2, 2.3):.2f}m\n"
                       f"  margin_util: 0.{r.randint(48, 79)}\n  next_check: {hm(t + 60)}Z")
            m = self.msg(t, "riskd", txt, cat="noise")
            if hb_n == 0:
                m["idiom"] = ("risk bot heartbeat, all limits ok", "not_hard")
            hb_n += 1
            t += r.uniform(55, 80)
        # ctrm sync heartbeats + a stack trace
        for _ in range(r.randint(3, 5)):
            self.msg(self.bg_minute(), "ctrm", f"ctrm-feed sync ok: {r.randint(380, 460)} contracts, "
                     f"{r.randint(20, 45)} open fixations, 0 diffs, took {r.uniform(1.2, 9.8):.1f}s", cat="noise")
        if r.random() < 0.7:
            self.msg(self.bg_minute(lo=0, hi=8), "ctrm",
                     "ERROR position sync failed, will retry in 60s\n```\nTraceback (most recent call last):\n"
                     '  File "/opt/ctrm_feed/sync.py", line 212, in pull_positions\n'
                     "    resp = self.session.get(url, timeout=30)\n"
                     '  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n'
                     '    return self.request("GET", url, **kwargs)\n'
                     "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='ctrm.internal', port=443): "
                     "Read timed out. (read timeout=30)\n```", cat="noise")
        if r.random() < 0.6:
            self.msg(self.bg_minute(lo=9, hi=18), "bridge",
                     "WARN FIX session heartbeat timeout, reconnecting\n```\nTraceback (most recent call last):\n"
                     '  File "/srv/bridge/fix_session.py", line 388, in _pump\n    msg = self._reader.read(timeout=self.hb_int * 2)\n'
                     '  File "/srv/bridge/fix_reader.py", line 97, in read\n    raise HeartbeatTimeout(self.session_id, elapsed)\n'
                     f"bridge.errors.HeartbeatTimeout: session GVASOFT1->CLRBRKR heartbeat missed after {r.randint(61, 95)}s\n"
                     "```\nretrying with backoff 2s/4s/8s", cat="noise")
        # ICE price alerts
        alert_n = r.randint(10, 15)
        for k in range(alert_n):
            tt = self.bg_minute(lo=8, hi=19)
            root = r.choice(["KC", "KC", "CC", "SB", "CT", "QC", "OJ"])
            cn = {"KC": KC1, "CC": CC1, "SB": SB1, "CT": CT1, "QC": QC1, "OJ": OJ1}[root]
            last = {"KC": lambda: f"{self.kc():.4f}", "CC": lambda: f"{self.cc():,}", "SB": lambda: f"{self.sb():.2f}",
                    "CT": lambda: f"{self.ct():.2f}", "QC": lambda: f"£{self.qc():,}",
                    "OJ": lambda: f"{self.p['OJ'] * (1 + r.gauss(0, 0.01)):.4f}"}[root]()
            chg = r.uniform(-3.5, 3.5)
            if r.random() < 0.7:
                self.msg(tt, "alerts", f"🔔 {cn} {'above' if chg > 0 else 'below'} alert level · last {last} "
                         f"({chg:+.2f}% d/d)", cat="noise",
                         idiom=("ICE price alert on a held contract", "not_hard") if k == 0 else None)
            else:
                self.msg(tt, "alerts", "", cat="noise", embeds=[{
                    "title": f"Price alert · {cn}", "fields": [F("Last", last), F("Chg", f"{chg:+.2f}%"),
                                                               F("Rule", r.choice(["cross", "range break", "vol spike"]))],
                    "footer": "ICE Alerts · delayed 0s"}])
        # weather feed cron every 6h
        for hh in (0, 6, 12, 18):
            tt = hh * 60 + r.uniform(4, 12)
            self.msg(tt, "wx", self.wx_table(hh), cat="noise")
        # COT cron
        if self.start_dt.weekday() == 4:
            self.msg(20 * 60 + r.uniform(32, 40), "cot", "cot-cron: CFTC COT (Tue snapshot) published — 7 softs markets "
                     "parsed, 0 errors, table sent to softs-analyst", cat="noise")
        else:
            self.msg(r.uniform(360, 400), "cot", f"cot-cron: no COT release today ({self.weekday}), next run Fri 20:35 UTC",
                     cat="noise")
        # margin statement
        self.msg(r.uniform(400, 450), "bridge", "", cat="noise", embeds=[{
            "title": "Daily margin statement", "description": "acct GVA-SOFT-01 — within limits",
            "fields": [F("Initial margin", f"USD {r.uniform(30, 48):.1f}m"), F("Variation", f"USD {r.uniform(-2, 2):+.1f}m"),
                       F("Excess", f"USD {r.uniform(6, 15):.1f}m")],
            "footer": "clearing broker statement · T-1"}])
        # reconnects
        for _ in range(r.randint(2, 4)):
            self.msg(self.bg_minute(), "bridge", f"BrokerBridge: FIX session reconnected (SenderCompID GVASOFT1), "
                     f"gap fill {r.randint(0, 12)} msgs, latency {r.randint(28, 90)}ms", cat="noise")
        # pnl snapshots
        for hh in (11, 15, 19):
            tt = hh * 60 + r.uniform(0, 5)
            ks = [r.randint(-250, 350) for _ in range(5)]
            self.msg(tt, "ctrm", f"PNL {hh + 1:02d}:00CET desk=SOFTS-GVA KC={ks[0]:+d}k CC/QC={ks[1]:+d}k SB={ks[2]:+d}k "
                     f"CT={ks[3]:+d}k QW={ks[4]:+d}k total={sum(ks):+d}k USD", cat="noise")
        # deploys
        if r.random() < 0.7:
            self.msg(r.uniform(330, 400), "deploy", f"deploy ctrm-feed v4.{r.randint(10, 14)}.{r.randint(0, 9)} → prod ✅ "
                     f"({r.randint(1, 4)}m{r.randint(0, 59):02d}s, 0 migrations)", cat="noise")
        if r.random() < 0.5:
            self.msg(r.uniform(1300, 1380), "deploy", f"deploy softs-analyst prompt-pack #{r.randint(200, 400)} → prod ✅",
                     cat="noise")
        # acknowledgements not replying to proposals
        acks = {"lucia": ["gracias", "👍", "perfecto", "vale", "listo, gracias", "genial", "merci"],
                "tom": ["thx", "👍", "cheers", "ok thx", "noted"],
                "marc": ["merci", "ok", "👌", "noted", "top"],
                "rafael": ["obrigado", "🙏", "valeu", "ok", "👍"],
                "kwame": ["thanks", "👍", "noted", "ok thx", "🙏"],
                "henrik": ["thanks", "ok", "noted", "👍"]}
        for _ in range(r.randint(12, 18)):
            who = r.choice(list(acks))
            self.msg(self.bg_minute(who), who, r.choice(acks[who]), cat="noise")
        # analyst scheduled scan summary: "0 routed" (near-miss for route)
        for hh in r.sample([7, 10, 13, 16, 19], 2):
            m = self.msg(hh * 60 + r.uniform(0, 3), "analyst",
                         f"scheduled scan {hh:02d}:00Z done — {r.randint(9, 40)} items read, 0 routed",
                         cat="near")
        # CTRM position reports
        self.msg(r.uniform(330, 360), "ctrm", self.ctrm_positions())
        self.msg(r.uniform(1080, 1110), "ctrm", self.ctrm_positions())
        self.msg(r.uniform(720, 740), "ctrm", self.ctrm_positions())
        if r.random() < 0.5:
            self.msg(self.bg_minute("sabine"), "sabine", "Compliance reminder: trade discussions with brokers and "
                     "counterparties must stay on recorded channels (this server, ICE chat, recorded lines). Please do "
                     "not share farmer or client personal data in chat — use the CRM. Personal account dealing in "
                     "softs futures needs pre-clearance as usual.")
        self.msg(r.uniform(395, 415), "analyst", f"Book context for today: held — {KC1} short hedge vs long physical "
                 f"arabica, {KC2} long, {CC1}/{QC1} arb, {SB1} short, {c['QW1']} small long, {CT1} short. "
                 f"Watchlist — {OJ1}, {c['RC1']} (robusta). No open proposals carried over.")
        # morning greeting


        # ---- near-misses ------------------------------------------------------------
        hyp = [
            ("tom", f"if {CT1} closes above {self.ct() + 1.6:.2f} we'd probably have to cover, but not there yet"),
            ("tom", f"what if we rolled the {SB1} shorts into {c['SB2']} before the expiry?"),
            ("lucia", f"si el arb vuelve a {r.randint(700, 850)} me plantearía darle la vuelta"),
            ("marc", f"a stop at {self.kc() - 0.12:.2f} would be sensible on the KC longs, no?"),
            ("lucia", f"si Conab sale por encima de {r.randint(58, 62)} millones, habría que vender café"),
            ("tom", f"someone should look at {OJ1} calls into the Florida number"),
        ]
        for who, txt in r.sample(hyp, r.randint(3, 4)):
            self.msg(self.bg_minute(who), who, txt, cat="near")
        qs = [
            ("lucia", f"¿alguien tiene el Mar/May del café? pantalla no me carga"),
            ("lucia", "Rafael, ¿cómo va el line-up en Santos?"),
            ("tom", "did the Ghana certs come in yet?"),
            ("marc", f"should we send the {SB1} order before NY opens or wait?"),
            ("lucia", "¿cuánto margen libre tenemos hoy?"),
            ("tom", f"anyone know why {QC1} is bid vs NY this morning?"),
            ("henrik", "what's our total cocoa exposure in tonnes incl. physical?"),
        ]
        for who, txt in r.sample(qs, r.randint(3, 5)):
            self.msg(self.bg_minute(who), who, txt, cat="near")
        hist = [
            ("lucia", "en 2024 nos apretaron en cacao, no quiero repetir eso con el arb"),
            ("henrik", "remember Feb-24: short 150 CC at 4,200 and the squeeze took it past 10,000"),
            ("tom", "last year we bought 300 lots of the Mar KC at 2.10 and rolled way too late"),
            ("lucia", "en el 21 la helada nos pilló cortos de spread, desde entonces respeto Minas en julio"),
        ]
        for who, txt in r.sample(hist, r.randint(1, 2)):
            self.msg(self.bg_minute(who), who, txt, cat="near")
        # other houses / other clients' colour via the bridge
        colours = [
            (f"heard Nordhavn Softs bought {r.randint(2, 4)} cargoes Ghana mid-crop at +£{r.randint(80, 140)} over {QC1}",
             "Market colour (not our order)"),
            (f"a large Swiss house sold ~{r.randint(4, 9)}00 {KC1} overnight, light volume", "Broker colour"),
            (f"other client flow: specs buying {CT1} 70 calls, {r.randint(2, 5)}k lots over two sessions", "Broker colour"),
            (f"Ostrava Trading booked {r.randint(2, 6)} raw sugar cargoes Santos Feb at {r.uniform(-0.4, 0.3):+.2f} "
             f"over {c['SB2']}", "Market colour (not our order)"),
        ]
        col_msgs = []
        for k, (txt, title) in enumerate(r.sample(colours, 3)):
            tt = self.bg_minute(lo=7, hi=18)
            if r.random() < 0.6:
                m = self.msg(tt, "bridge", "", cat="near", embeds=[{"title": title, "description": txt,
                                                                    "author": "BrokerBridge · desk chat relay",
                                                                    "footer": "relayed from broker Bloomberg chat"}],
                             idiom=("other house's cargoes relayed as broker colour embed", "not_hard"))
            else:
                m = self.msg(tt, "bridge", f"[colour] {txt}", cat="near")
            col_msgs.append(m)
        if col_msgs:
            cm = col_msgs[0]
            self.msg((cm["minute"] + 2.5), r.choice(["lucia", "tom"]), "👍", ref=cm, cat="near",
                     idiom=("thumbs-up reply to broker colour (not an approval)", "not_hard"))
        # paper / sim
        paper = [
            ("exec", f"[SIM] filled BUY 20 {OJ1} @ {self.p['OJ']:.4f} acct=PAPER-02 (tracking only)"),
            ("tom", f"paper trade: s 30 {c['SB2']} {self.sb():.2f} — just tracking the idea, nothing real"),
            ("analyst", f"sim book: short 25 {c['RC1']} at {self.p['RC']:,} opened in PAPER-01, no live order"),
        ]
        for who, txt in r.sample(paper, r.randint(1, 2)):
            self.msg(self.bg_minute(lo=8, hi=19), who, txt, cat="near",
                     idiom=("paper/sim trade in the live channel", "not_hard"))
        # unrelated headlines
        unrel = [
            f"📰 Malaysian palm oil stocks rise to {r.uniform(1.8, 2.4):.2f} mln t in November — MPOB",
            f"📰 Egypt's Mostakbal Misr buys {r.randint(120, 360)},000 t Black Sea wheat",
            f"📰 Brent rises {r.uniform(0.5, 2.5):.1f}% as OPEC+ extends cuts into Q2",
            f"📰 Gold hits record ${r.randint(4100, 4600):,}/oz on Fed bets",
            f"📰 CBOT soybeans slip as Brazil planting reaches {r.randint(85, 97)}%",
            f"📰 Lean hogs limit-down after USDA cold storage",
        ]
        for txt in r.sample(unrel, r.randint(2, 3)):
            self.msg(self.bg_minute(lo=6, hi=21), "news", txt, cat="near")
        # other desks
        self.msg(self.bg_minute("tom"), "tom", r.choice([
            "FYI grains desk is selling 200 lots of Mar corn today, nothing to do with us",
            "metals guys just bought a big copper block, in case anyone sees the margin jump",
        ]), cat="near")
        # backtest
        if r.random() < 0.6:
            self.msg(self.bg_minute(lo=9, hi=17), "analyst", f"Backtest {KC1[:2]}H/{KC1[:2]}K calendar 2012-2026: entry ≥ "
                     f"+0.040, exit +0.020 — {r.randint(55, 66)}% hit, avg +0.00{r.randint(6, 9)}5/lb, max DD -0.03{r.randint(0, 9)}. "
                     f"Not a recommendation.", cat="near")
        # analyst notes with no decision + origination reports with no decision
        for _ in range(r.randint(7, 8)):
            m = self.msg(self.bg_minute(lo=7, hi=18), "analyst", self.analyst_note(), cat="near")
            if _ == 0:
                m["idiom"] = ("LLM analyst COT/certs markdown table without decision", "not_hard")
        self.msg(r.uniform(375, 395), "analyst", self.morning_brief())
        self.msg(r.uniform(300, 330), "analyst", self.overnight_digest())
        self.msg(self.bg_minute(lo=8, hi=11), "bridge", "", embeds=[self.broker_research()], cat="near")
        self.msg(r.uniform(440, 470), "riskd", self.risk_daily(450), cat="noise")
        self.msg(r.uniform(1150, 1170), "riskd", self.risk_daily(1160), cat="noise")
        for lo, hi in ((7, 9), (10, 12), (13, 15), (16, 18)):
            self.msg(self.bg_minute(lo=lo, hi=hi), "bridge", "", embeds=[self.broker_colour_report()], cat="near")
        self.msg(r.uniform(345, 375), "ctrm", self.ctrm_open_contracts(), cat="near")
        self.msg(r.uniform(480, 520), "ctrm", self.shipment_tracker())
        for lo, hi in ((9, 11), (11, 14), (14, 18)):
            self.msg(self.bg_minute(lo=lo, hi=hi), "analyst", self.research_piece(), cat="near")
        for _ in range(2):
            self.msg(self.bg_minute("rafael"), "rafael", self.offer_sheet("br"), cat="near",
                     idiom=("origination offer sheet with diffs, nothing bought", "not_hard"))
        self.msg(self.bg_minute("kwame"), "kwame", self.offer_sheet("wa"), cat="near")
        self.msg(r.uniform(1125, 1145), "analyst", self.close_wrap())
        self.msg(r.uniform(960, 1020), "ctrm", self.fixation_status(), cat="near")
        for txt in r.sample(self.marc_ops(), 2):
            self.msg(self.bg_minute("marc"), "marc", txt)
        for txt in r.sample(self.tom_commentary(all_=True), r.randint(4, 5)):
            self.msg(self.bg_minute("tom"), "tom", txt, cat="near")
        self.msg(r.uniform(425, 450), "lucia", r.choice([
            "agenda de hoy: UNICA a las 13h CET, certs después de las 16h, el informe de Minas a mediodía. "
            "el informe de riesgo de fin de año es el miércoles. y por favor, todo el físico taggeado en el CTRM "
            "el mismo día, que auditoría se queja.",
            "today: export sales USDA 14:30 CET, ICE certs in the afternoon, the arrivals note from Abidjan in the "
            "morning. el EFP del contrato viejo vence esta semana. nada nuevo en el libro de momento.",
        ]))
        for _ in range(r.randint(4, 5)):
            self.msg(self.bg_minute("rafael"), "rafael", self.brazil_report(), cat="near",
                     attachments=[{"filename": "mapa_chuva.png", "size": r.randint(40000, 200000)}] if r.random() < 0.4 else None)
        for _ in range(r.randint(6, 7)):
            self.msg(self.bg_minute("kwame"), "kwame", self.wa_report(), cat="near")
        self.msg(self.bg_minute(lo=13, hi=17), "bridge", "", cat="near", embeds=[{
            "title": "Broker options colour", "author": "BrokerBridge · research relay",
            "description": "\n".join([
                f"Coffee: {c['KC1']} 1m ATM vol {r.randint(34, 46)}%, up {r.uniform(0.5, 3):.1f} pts w/w; calls bid into the "
                f"January expiry, risk reversal {r.uniform(0.5, 4):.1f} for calls. Clients buying upside on dips.",
                f"Cocoa: {c['CC1']} ATM {r.randint(40, 60)}%, put skew normalising; one producer selling calls against "
                f"physical.",
                f"Sugar: {c['SB1']} ATM {r.randint(20, 30)}%, quiet; some put spreads bought for Q1.",
                f"Cotton: {c['CT1']} 70 calls traded {r.randint(2, 6)}k over two sessions (specs).",
                "Aggregated client flow; informational only, not an order or a confirmation for your account.",
            ]), "footer": "relayed from broker options desk"}])

        # ---- neutral chatter ---------------------------------------------------------
        bank = self.chat_bank()
        for who, lo, hi, txt in r.sample(bank, min(len(bank), r.randint(44, 54))):
            self.msg(self.bg_minute(lo=lo, hi=hi), who, txt)
        # longer neutral discussions between humans
        disc = [
            ("lucia", "lo del arb: si la libra sigue subiendo a este ritmo el arb se nos va solo a favor, pero no "
             "quiero depender del cable. prefiero ver certs de Londres bajando, eso es lo que de verdad lo cierra."),

            ("marc", "FYI the broker moved our clearing cut-off for EFPs to 17:45 CET from next week. Need the "
             "fixation paperwork from Rafael before that or it rolls a day."),


            ("rafael", "The coop is asking if we can take part of the lot in Jan instead of Feb; the warehouse is "
             "full and they want the space. I told them I'd check with logistics, no promise."),
            ("kwame", "The new CCC stamp rule is creating a mess: trucks without the stamp get turned back at "
             "the port gate, and the stamp office in San-Pédro only works mornings."),
            ("tom", "Spread chart for the coffee curve shows the Mar/May at the tightest since September. "
             "Inverted further out too. Physical tightness is real, not just the funds."),
        ]
        disc += [
            ("henrik", "Quick note on the VaR model: we're moving to a 2-year lookback with the 2024 cocoa period "
             "kept in the stress set. Numbers will jump a bit in the first week, that's expected."),
            ("marc", "The clearer asked for updated KYC on the physical counterparties we use for EFPs. I sent "
             "them the list; two coops in Minas need new documents, Rafael is aware."),
            ("tom", "Looked at the certs data going back to 2015: every time arabica certs fell below ~400k bags "
             "the front spread went into steep backwardation within a month. Sample is small though."),
            ("kwame", "Talked with the San-Pédro port authority: the new berth opens in March, until then the "
             "queue won't really go away. They want exporters to spread loadings over the week."),
            ("rafael", "Interesting chat with a coop director: they expect members to plant less coffee in the "
             "Cerrado next year because labour and fertiliser are so expensive. Long-term story, not this crop."),
            ("lucia", "lo del spread del café me tiene pensando. si la cosecha 27/28 sale grande el spread "
             "se da la vuelta rápido, pero de aquí a marzo lo que manda es el físico disponible."),
            ("henrik", "Reminder that the physical stock in transit counts towards the cocoa net limit in riskd, "
             "same as futures. A couple of people asked."),
            ("marc", "Antwerp: the warehouse keeper changed the weighing schedule, cocoa arrivals get weighed "
             "Tuesday/Thursday only from next week. Could delay some deliveries by a couple of days."),
        ]
        for who, txt in r.sample(disc, r.randint(8, 10)):
            self.msg(self.bg_minute(who), who, txt)
        # two short conversations (question -> reply)
        convs = [
            [("lucia", "lo del arb: si la libra sigue subiendo a este ritmo el arb se nos va solo a favor, pero no "
              "quiero depender del cable. prefiero ver certs de Londres bajando, eso es lo que de verdad lo cierra."),
             ("tom", "Agree on certs. Also worth noting London grading has been slow, so the pending number is "
              "understating what's coming. Could be a surprise either way next week.")],
            [("henrik", "On the year-end review: I'd like each book to show worst day, worst week, and what the "
              "physical did to the futures PnL. Lucía, can your team prep by Wednesday?"),
             ("lucia", "sí Henrik, lo tenemos para el miércoles, con el físico separado del papel.")],
            [("marc", "Does anyone know if the Antwerp warehouse accepts the new EUDR statements electronically?"),
             ("kwame", "Yes, PDF is fine for now, they want the originals only for the Ghana lots.")],
        ]
        for conv in r.sample(convs, 2):
            t0 = self.bg_minute(lo=9, hi=16)
            prev = self.msg(t0, conv[0][0], conv[0][1])
            self.msg(t0 + r.uniform(3, 25), conv[1][0], conv[1][1], ref=prev)
        # greetings just before each person's first message of the day
        greet = {"lucia": "buenos días equipo ☕", "kwame": "good morning from Abidjan, heavy traffic at Vridi again",
                 "rafael": "bom dia! chovendo forte aqui em Varginha agora", "tom": "morning all"}
        for who, txt in greet.items():
            mine = [m["minute"] for m in self.msgs if m["who"] == who]
            if mine and r.random() < 0.85:
                self.msg(max(min(mine) - r.uniform(1, 6), WINDOWS[who][0] * 60 - 30), who, txt)
        # a typo edit on a neutral message
        tm = self.msg(self.bg_minute("tom"), "tom", "broker says grading resuls due thursday")
        self.edit(tm, tm["minute"] + 1.5, "broker says grading results due Thursday")

    # =================================================================================
    def build(self):
        r = self.rng
        # always
        self.story_kc_outright()
        self.story_sb_short()
        self.story_cocoa_arb()
        self.story_physical_coffee()
        self.story_risk()
        self.story_thesis()
        self.story_routing()
        self.story_news()
        self.story_deleted_and_forgotten()
        # optional
        opt = [self.story_wa_buried, self.story_options, self.story_cotton_agent, self.story_white_premium,
               self.story_stop_standalone, self.story_wa_buried]
        for fn in r.sample(opt, r.choice([1, 2, 2])):
            fn()
        self.background()
        return self


IDIOM_PRIORITY = [
    "Spanish chat fill", "one-word Spanish approval", "broker bridge ack embed", "broker fill embed",
    "CTRM semicolon DEAL", "stop message edited twice", "fill price corrected", "physical differential proposal buried",
    "fixation 'fixed N lots", "shorthand 'b N", "LLM agent JSON proposal", "risk YAML order_blocked",
    "analyst triage", "Spanish routing",
    "Spanish hypothetical", "other house's cargoes", "paper/sim", "LLM analyst COT", "thumbs-up reply",
    "history of the 2024",
    "CRO short English approval", "exec-agent key=value ACK", "tab-separated CTRM fixation", "change of view buried",
    "newswire headline", "risk bot key=value BREACH", "risk bot heartbeat", "ICE price alert", "tagged [PROPOSAL]",
    "exec-agent two-leg",
]


def _day_ok(d: "Day") -> bool:
    hard = sum(1 for m in d.msgs if m["hard"])
    size = sum(len(msg_text(m["final"], m["embeds"]).encode("utf-8")) for m in d.msgs)
    noise = sum(1 for m in d.msgs if m["cat"] == "noise") / max(1, len(d.msgs))
    return 27 <= hard <= 44 and 185 <= len(d.msgs) <= 315 and 73_000 <= size <= 118_000 and 0.26 <= noise <= 0.39


def _build_day(seed: int, ci: int, start: datetime) -> "Day":
    """Deterministic: re-roll the day (salted) until it sits inside the target envelope."""
    d = None
    for attempt in range(40):
        d = Day(seed, ci, start, attempt).build()
        if _day_ok(d):
            return d
    return d


# =====================================================================================
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = DEFAULT_END if end is None else end
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    daylist = []
    for ci in range(channels):
        for di in range(days):
            start = end - timedelta(days=days - di)
            daylist.append((ci, _build_day(seed, ci, start)))
    # global ordering and ids
    allm = []
    for ci, d in daylist:
        for m in d.msgs:
            m["chan"] = channel_id(ci)
            allm.append(m)
    allm.sort(key=lambda m: m["t"])
    last = 0
    seq = 0
    for m in allm:
        if m["t"] <= last:
            m["t"] = last + 1
        last = m["t"]
        seq = (seq + 1) & 0xFFF
        m["id"] = str(snowflake(m["t"], 1 + (m["cidx"] % 7), seq))
    events = []
    for m in allm:
        who = PEOPLE[m["who"]]
        chan = m["chan"]
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": iso(m["t"]), "content": m["content"], "attachments": [], "embeds": m["embeds"] or [],
               "reference_id": m["ref"]["id"] if m["ref"] else None}
        if m["attachments"]:
            for k, a in enumerate(m["attachments"]):
                aid = str(snowflake(m["t"], 30, (int(m["id"]) + k) & 0xFFF))
                msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                           "url": f"https://cdn.discordapp.com/attachments/{chan}/{aid}/{a['filename']}"})
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan, "message": msg}
        if m["thread"] is not None:
            ev["channel_id"] = m["thread"]["id"]
            ev["parent_channel_id"] = chan
            m["chan_eff"] = m["thread"]["id"]
        else:
            m["chan_eff"] = chan
        events.append((m["t"], 0, ev))
    for ci, d in daylist:
        for op in d.ops:
            t = op["t"]
            if op["op"] == "bulk_delete":
                t = max(t, max(x["t"] for x in op["ms"]) + 1000)
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": op["ms"][0]["chan_eff"],
                      "message_ids": [x["id"] for x in op["ms"]], "deleted_at": iso(t)}
            else:
                m = op["m"]
                t = max(t, m["t"] + 1000)
                base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": m["chan_eff"], "message_id": m["id"]}
                if m["thread"] is not None:
                    base["parent_channel_id"] = m["chan"]
                if op["op"] == "edit":
                    base.update(edited_at=iso(t), content=op["content"])
                elif op["op"] == "delete":
                    base.update(deleted_at=iso(t))
                elif op["op"] == "forget":
                    base.update(requested_by=PEOPLE[op["by"]][0], at=iso(t))
                elif op["op"] == "pin":
                    base.update(by=PEOPLE[op["by"]][0], at=iso(t))
                elif op["op"] == "reaction_add":
                    base.update(emoji=op["emoji"], user_id=PEOPLE[op["by"]][0], at=iso(t))
                ev = base
            events.append((t, 1, ev))
    events.sort(key=lambda x: (x[0], x[1]))
    # labels
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    first_idiom = {}
    for m in allm:
        if m["hard"]:
            h = m["hard"]
            labels["hard_events"].append({"channel_id": m["chan_eff"], "message_id": m["id"],
                                          "event_type": h["event_type"], "facts": h["facts"],
                                          "phrasing": h["phrasing"], "final_state": m["state"]})
        for old in m["superseded"]:
            labels["superseded_facts"].append([m["chan_eff"], m["id"], old])
        if m["removed"]:
            labels["removed_texts"].append(m["removed"])
        if m["cat"] == "noise":
            labels["noise_message_ids"].append(m["id"])
        elif m["cat"] == "near":
            labels["near_miss_ids"].append(m["id"])
        if m["idiom"] and m["idiom"][0] not in first_idiom and m["state"] in ("live", "edited"):
            first_idiom[m["idiom"][0]] = {"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]}
    ranked = sorted(first_idiom.values(), key=lambda x: next(
        (k for k, p in enumerate(IDIOM_PRIORITY) if x["idiom"].startswith(p)), len(IDIOM_PRIORITY)))
    labels["idioms"] = ranked[:20]
    return {"events": [e for _, _, e in events], "labels": labels}


# =====================================================================================
def verify(events: list, labels: dict) -> dict:
    """Replay the capture, check labels against final texts, print stats."""
    msgs = {}
    chan_of = {}
    last_ms = 0
    problems = []
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                problems.append(f"id/time mismatch {m['id']}")
            if ms <= last_ms:
                problems.append(f"ids not increasing at {m['id']}")
            last_ms = ms
            msgs[m["id"]] = {"content": m["content"], "embeds": m.get("embeds") or [], "state": "live",
                             "ms": ms, "ref": m.get("reference_id")}
            chan_of[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            if m.get("reference_id") and m["reference_id"] not in msgs:
                problems.append(f"reply before its target {m['id']}")
        elif ev["op"] == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
        elif ev["op"] in ("delete", "forget"):
            msgs[ev["message_id"]]["state"] = "deleted"
        elif ev["op"] == "bulk_delete":
            for i in ev["message_ids"]:
                msgs[i]["state"] = "deleted"
    text = {i: msg_text(v["content"], v["embeds"]) for i, v in msgs.items()}
    live_text = "\n\u0000".join(t for i, t in text.items() if msgs[i]["state"] == "live")
    for h in labels["hard_events"]:
        i = h["message_id"]
        if i not in msgs:
            problems.append(f"missing {i}")
            continue
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {i}")
        for f in h["facts"]:
            if f not in text[i]:
                problems.append(f"fact {f!r} not in {i}: {text[i][:80]!r}")
    for _ch, i, old in labels["superseded_facts"]:
        if old in text[i]:
            problems.append(f"superseded {old!r} still in {i}")
    for s in labels["removed_texts"]:
        if s in live_text:
            problems.append(f"removed text still live: {s!r}")
    # per channel-day stats
    per = {}
    for i, v in msgs.items():
        day = datetime.fromtimestamp(v["ms"] / 1000, tz=timezone.utc).date().isoformat()
        k = (chan_of[i], day)
        s = per.setdefault(k, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(text[i].encode("utf-8"))
    hard_ids = {h["message_id"]: h for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for i, v in msgs.items():
        day = datetime.fromtimestamp(v["ms"] / 1000, tz=timezone.utc).date().isoformat()
        s = per[(chan_of[i], day)]
        s["hard"] += i in hard_ids
        s["noise"] += i in noise
        s["near"] += i in near
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    return {"problems": problems, "per_channel_day": per, "types": types}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--verify", action="store_true", help="replay the output and print stats")
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
    if a.verify:
        evs = [json.loads(line) for line in open(a.out, encoding="utf-8")]
        lab = json.load(open(a.labels, encoding="utf-8"))
        v = verify(evs, lab)
        for (ch, day), s in sorted(v["per_channel_day"].items()):
            print(f"{ch} {day}: msgs={s['msgs']} KB={s['bytes'] / 1024:.1f} hard={s['hard']} "
                  f"noise={s['noise']} ({100 * s['noise'] / s['msgs']:.0f}%) near={s['near']}")
        print("hard by type:", json.dumps(dict(sorted(v["types"].items()))))
        print(f"idioms={len(lab['idioms'])} removed={len(lab['removed_texts'])} "
              f"superseded={len(lab['superseded_facts'])} events={len(evs)}")
        for p in v["problems"][:40]:
            print("PROBLEM:", p)
        if v["problems"]:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
