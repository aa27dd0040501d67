#!/usr/bin/env python3
"""Desk generator: index_futures_scalpers.

A small prop group scalping US index futures (ES, NQ, RTY, YM, MES, MNQ) intraday,
plus a few weekly SPX/QQQ options. Produces a capture (JSON Lines events) and
ground-truth labels. Standard library only; a pure function of its arguments.

CLI:
    python -m tests.desks.index_futures_scalpers --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "index_futures_scalpers"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1263940572816302118"
CHANNEL_IDS = [
    "1263941187304169533",
    "1263941903815655474",
    "1264017236609982535",
    "1264420975338815519",
]
DEFAULT_END = datetime(2025, 6, 12, 4, 0, 0, tzinfo=timezone.utc)

# key -> (author_id, author_name, bot, worker)
PEOPLE = {
    "vince": ("1118403962217594930", "vince_ht", False, 3),
    "dex": ("1120566734830493766", "dex", False, 4),
    "mo": ("1131007548662284388", "mo_futures", False, 4),
    "kayla": ("1146372811055063132", "kayla.t", False, 5),
    "jj": ("1152284039316901968", "jjRTY", False, 5),
    "benny": ("1169904227718795324", "benny\U0001f43b", False, 6),
    "copier": ("1201551370922762290", "CopierBot", True, 11),
    "broker": ("1203877119406540861", "AMP Exec", True, 12),
    "risk": ("1207442586137419847", "RiskGuard", True, 13),
    "squawk": ("1210635940716355614", "SquawkBox", True, 14),
    "levels": ("1214099321875120228", "LevelsBot", True, 15),
    "mon": ("1219358077104672838", "deskmon", True, 16),
    "pnl": ("1222810456323907655", "pnl-bot", True, 17),
    "triage": ("1226479930215661638", "TriageBot", True, 18),
    "internals": ("1230911875046293514", "tape-internals", True, 19),
}
ACCT = {"dex": "PG-01", "mo": "PG-02", "kayla": "PG-03", "jj": "PG-04", "benny": "PG-05"}
TRADERS_BY_CHANNEL = [
    ["dex", "mo", "kayla"],
    ["jj", "benny", "mo"],
    ["kayla", "dex", "jj"],
    ["benny", "dex", "jj"],
]
INST_BY_CHANNEL = [
    ["es", "nq", "es", "nq", "mes", "mnq", "rty", "ym"],
    ["rty", "ym", "mes", "mnq", "es", "rty", "nq"],
    ["nq", "mnq", "es", "mes", "nq", "ym"],
    ["es", "mes", "nq", "rty", "ym", "mnq"],
]
TICK = {"es": 0.25, "mes": 0.25, "nq": 0.25, "mnq": 0.25, "rty": 0.1, "ym": 1.0}
STOP_PTS = {"es": (3, 8), "mes": (3, 8), "nq": (8, 20), "mnq": (8, 20), "rty": (2, 5), "ym": (25, 60)}
MAXQ = {"es": 5, "mes": 10, "nq": 4, "mnq": 10, "rty": 5, "ym": 4}

WATCH = [("NVIDIA", "NVDA"), ("APPLE", "AAPL"), ("MICROSOFT", "MSFT"), ("BROADCOM", "AVGO"),
         ("TESLA", "TSLA"), ("META", "META")]


IDIOM_PRIORITY = [
    "two-token approval reply (emoji/'ok go')", "terse rejection reply ('nah pass')",
    "b/s shorthand proposal 'b 4 mes px stp px'", "'sym side N here' proposal with no price",
    "copier JSON fill line", "embed-only execution report", "copier JSON order status line",
    "risk key=value RESIZE of an order", "risk key=value BLOCK on daily loss limit",
    "'moved stop to BE' with no level", "stop moved twice by editing the same message",
    "squawk on the underlying of a held option (index by name)", "triage 'no action' line on unrelated headline",
    "thesis flip buried in pre-market game plan", "risk cut buried in EOD recap",
    "triage bot routes held-position headline to a trader", "copier fill amended by edit (px correction)",
    "embed-only DLL breach from risk bot", "watchlist megacap headline by company name",
    "sim account fill JSON", "past trade told as history", "quoted tweet with a trade call",
    "other group's trade", "backtest fill stats", "hypothetical 'if it reclaims' plan",
    "risk-bot heartbeat 'all limits ok'", "'a stop at X would be sensible' with no decision",
    "[SIM] tagged paper trade", "pasted bank sales note with trade ideas", "long review of yesterday's fills",
    "squawk on a name nobody holds",
]


def _ms(dt):
    return int(dt.timestamp() * 1000)


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _sf(ms, worker, seq):
    return str(((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF & 4095))


def _month_code(d):
    q = [(3, "H"), (6, "M"), (9, "U"), (12, "Z")]
    for mth, code in q:
        # roll ~a week before the 3rd Friday of the quarterly month
        if d.month < mth or (d.month == mth and d.day < 12):
            return code + str(d.year % 10)
    return "H" + str((d.year + 1) % 10)


def jnum(x):
    return json.dumps(float(x))


def jline(d):
    return json.dumps(d, separators=(",", ":"), ensure_ascii=False)


class Day:
    def __init__(self, seed, ci, di, day_start, chan_id):
        self.r = random.Random("%s|%d|%d|%d" % (DESK, seed, ci, di))
        self.ci = ci
        self.di = di
        self.day_start = day_start
        self.chan = chan_id
        self.msgs = []
        self.idioms = {}
        r = self.r
        self.traders = TRADERS_BY_CHANNEL[ci % 4]
        self.insts = INST_BY_CHANNEL[ci % 4]
        dst = 3 <= day_start.month <= 10
        self.open = self.utc(13 if dst else 14, 30)
        self.close = self.open + 6.5 * 3600
        base_es = 5360 + r.uniform(0, 120) + di * r.uniform(-12, 12)
        base_nq = base_es * 3.59 + r.uniform(-40, 40)
        base_rty = 2020 + r.uniform(0, 80)
        base_ym = base_es * 7.83 + r.uniform(-80, 80)
        self.base = {"es": base_es, "mes": base_es, "nq": base_nq, "mnq": base_nq,
                     "rty": base_rty, "ym": base_ym}
        self.phase = r.uniform(0, 6.28)
        mid = day_start + timedelta(hours=12)
        self.mc = _month_code(mid.date())
        fri = mid.date() + timedelta(days=(4 - mid.weekday()) % 7)
        self.exp = "%d/%d" % (fri.month, fri.day)
        self.occ = fri.strftime("%y%m%d")
        self.spx_k = int(round(base_es / 25.0) * 25 + 25)
        self.qqq_k = int(base_nq / 41.3) - 4
        self.spx_px = round(r.uniform(6, 18), 1)
        self.qqq_px = round(r.uniform(1.2, 3.5), 2)
        self.oid = r.randint(7100000, 7800000) + ci * 100000
        self.fid = r.randint(300000, 900000)
        self.triage_no = 40000 + di * 2000 + ci * 9000 + r.randint(0, 99)
        self.hard_count = 0

    # ---------- helpers ----------
    def utc(self, h, m=0, s=0):
        t = self.day_start.replace(hour=h, minute=m, second=s, microsecond=0)
        if t < self.day_start:
            t += timedelta(days=1)
        return (t - self.day_start).total_seconds()

    def level(self, inst, t):
        b = self.base[inst]
        amp = {"es": 0.004, "mes": 0.004, "nq": 0.006, "mnq": 0.006, "rty": 0.007, "ym": 0.0035}[inst]
        v = b * (1 + amp * math.sin(t / 9000.0 + self.phase) + amp * 0.4 * math.sin(t / 1700.0))
        v += self.r.uniform(-1, 1) * b * 0.0004
        tk = TICK[inst]
        return round(round(v / tk) * tk, 2)

    def fpx(self, inst, p):
        if inst == "ym":
            return str(int(round(p)))
        if inst == "rty":
            return "%.1f" % p
        return "%.2f" % p

    def cpx(self, inst, p):
        """chat style price: drop trailing zeros"""
        s = self.fpx(inst, p)
        if "." in s:
            s = s.rstrip("0").rstrip(".")
        return s

    def sym(self, inst):
        return inst.upper() + self.mc

    def next_oid(self):
        self.oid += self.r.randint(3, 97)
        return "CPY-%d" % self.oid

    def next_fid(self):
        self.fid += self.r.randint(1, 40)
        return "F%d" % self.fid

    def add(self, t, author, content="", kind="plain", hard=None, idiom=None, ref=None,
            thread=False, embeds=None, attachments=None):
        t = max(1.0, min(t, 86400 - 240.0))
        m = {"t": t, "author": author, "content": content, "kind": kind, "hard": hard,
             "ref": ref, "thread": thread, "embeds": embeds, "attachments": attachments,
             "edits": [], "delete": None, "forget": None, "bulk": None, "pin": None,
             "reactions": [], "removed_snippet": None, "superseded": [], "seq": len(self.msgs),
             "day": self}
        if hard is not None:
            self.hard_count += 1
        if idiom is not None:
            m["idiom"] = idiom
        self.msgs.append(m)
        return m

    def H(self, etype, facts, phrasing):
        return {"event_type": etype, "facts": list(facts), "phrasing": phrasing}

    def rand_time(self, lo=None, hi=None):
        """sample a time offset from the desk's activity curve"""
        r = self.r
        o = self.open / 3600.0
        for _ in range(200):
            x = r.uniform(0, 24)
            rel = x - o
            if -0.5 <= rel < 1.5:
                w = 10
            elif 1.5 <= rel < 4:
                w = 5.5
            elif 4 <= rel < 6.6:
                w = 7
            elif -4.5 <= rel < -0.5:
                w = 3.5
            elif 6.6 <= rel < 8:
                w = 2.5
            else:
                w = 0.8
            t = x * 3600
            if lo is not None and t < lo:
                continue
            if hi is not None and t > hi:
                continue
            if r.uniform(0, 10) <= w:
                return t
        return r.uniform(lo or 60, hi or 86000)

    # ---------- trade scenes ----------
    def proposal(self, t, trader, inst, long_, q, px, stop, tgt, style, thread=False):
        side = "long" if long_ else "short"
        P, S, T = self.cpx(inst, px), self.cpx(inst, stop), self.cpx(inst, tgt)
        if style == "plain":
            c = "%s %d %s %s stop %s" % (side, q, inst, P, S)
            return self.add(t, trader, c, "hard", self.H("trade_proposal", [side, inst, P, S], "untagged"),
                            ("bare 'long N sym px stop px' proposal", "trade_proposal"), thread=thread)
        if style == "here":
            c = "%s %s %d here" % (inst, side, q)
            return self.add(t, trader, c, "hard", self.H("trade_proposal", [inst, side, "%d here" % q], "shorthand"),
                            ("'sym side N here' proposal with no price", "trade_proposal"), thread=thread)
        if style == "tag":
            c = "[PROP] %s %s %d @ %s stp %s tgt %s" % (inst.upper(), side, q, P, S, T)
            return self.add(t, trader, c, "hard", self.H("trade_proposal", [inst.upper(), side, P, S, T], "tagged"),
                            thread=thread)
        if style == "bs":
            c = "%s %d %s %s stp %s" % ("b" if long_ else "s", q, inst, P, S)
            return self.add(t, trader, c, "hard",
                            self.H("trade_proposal", ["%s %d %s" % ("b" if long_ else "s", q, inst), P, S], "shorthand"),
                            ("b/s shorthand proposal 'b 4 mes px stp px'", "trade_proposal"), thread=thread)
        if style == "prose":
            verb = "get long" if long_ else "get short"
            c = "lookin to %s %s round %s, %d lots, stop %s %s tgt %s if vince ok" % (
                verb, inst, P, q, "under" if long_ else "over", S, T)
            return self.add(t, trader, c, "hard", self.H("trade_proposal", [verb, inst, P, S], "untagged"),
                            ("lowercase prose proposal asking head trader", "trade_proposal"), thread=thread)
        if style == "emoji":
            c = "%s %s %d @ %s \U0001f3af stop %s \U0001f64f" % (inst, side, q, P, S)
            return self.add(t, trader, c, "hard", self.H("trade_proposal", [inst, side, P, S], "untagged"), thread=thread)
        raise ValueError(style)

    APPROVE = [("ok go", ["ok", "go"]), ("\U0001f44d send it", ["\U0001f44d", "send it"]),
               ("yep send", ["yep", "send"]), ("\u2705 ok", ["\u2705", "ok"]),
               ("send it \U0001f680", ["send it", "\U0001f680"]), ("ok do it", ["ok", "do it"]),
               ("\U0001f44d\U0001f44d go", ["\U0001f44d", "go"]), ("go, size fine", ["go", "size fine"])]
    REJECT = [("nah pass", ["nah", "pass"]), ("\u274c no", ["\u274c", "no"]), ("no. chop", ["no", "chop"]),
              ("not here, pass", ["not here", "pass"]), ("nope \U0001f645 wait for vwap", ["nope", "wait for vwap"])]

    def approval(self, t, prop, ok=True, thread=False):
        txt, facts = self.r.choice(self.APPROVE if ok else self.REJECT)
        idiom = ("two-token approval reply (emoji/'ok go')", "trade_approval") if ok else \
            ("terse rejection reply ('nah pass')", "trade_approval")
        return self.add(t, "vince", txt, "hard", self.H("trade_approval", facts, "reply"), idiom, ref=prop,
                        thread=thread)

    def copier_order(self, t, trader, inst, long_, q, px, status, oid, otype="LMT", reason=None, thread=False):
        d = {"src": "copier", "evt": "order", "status": status, "oid": oid, "acct": ACCT[trader],
             "sym": self.sym(inst), "side": "BUY" if long_ else "SELL", "qty": q, "type": otype}
        if otype != "MKT" and px is not None:
            d["px"] = float(px) if inst != "ym" else int(px)
        if reason:
            d["reason"] = reason
        d["tif"] = "DAY"
        d["exch"] = "CME"
        d["route"] = "CQG"
        d["session"] = "RTH" if self.open <= t <= self.close else "ETH"
        d["coid"] = "%s-%s-%04d" % (PEOPLE[trader][1][:4].upper(), self.occ, self.r.randint(1, 9999))
        d["tag"] = self.r.choice(["scalp", "scalp", "orb", "fade", "trend"])
        d["ts_et"] = self.et(t)
        d["lat_ms"] = self.r.randint(4, 38)
        c = jline(d) + self.child_lines(oid, "child_order", self.children(q, status if status != "REJECTED" else "NOT_SENT"))
        facts = [status, oid, self.sym(inst), d["side"]]
        idiom = ("copier JSON order status line", "trade_confirmation") if status == "WORKING" else None
        return self.add(t, "copier", c, "hard", self.H("trade_confirmation", facts, "structured"), idiom,
                        thread=thread)

    def children(self, q, st, px=None):
        out = []
        for k, (acct, ratio) in enumerate([("FA-11", 1.0), ("FA-12", 1.0), ("FA-14", 0.5), ("FA-17", 2.0), ("FA-21", 1.0)]):
            cq = max(1, int(round(q * ratio)))
            c = {"acct": acct, "qty": cq, "st": st, "lat_ms": self.r.randint(6, 90),
                 "coid": "%s-%06d" % (acct, self.r.randint(0, 999999)), "ratio": ratio}
            if px is not None:
                c["px"] = px
            out.append(c)
        return out

    def child_lines(self, oid, evt, kids):
        out = []
        for k in kids:
            d = {"src": "copier", "evt": evt, "parent": oid}
            d.update(k)
            out.append(jline(d))
        return "\n" + "\n".join(out)

    def copier_fill(self, t, trader, inst, long_, q, px, oid, leaves=0, thread=False, note=None):
        pxv = float(px) if inst != "ym" else int(px)
        d = {"src": "copier", "evt": "fill", "oid": oid, "fid": self.next_fid(), "acct": ACCT[trader],
             "sym": self.sym(inst), "side": "BUY" if long_ else "SELL", "qty": q, "px": pxv, "leaves": leaves}
        if note:
            d["note"] = note
        d["ts_et"] = self.et(t)
        d["exch"] = "CME"
        d["exec_id"] = "%d%06d" % (self.r.randint(10 ** 8, 10 ** 9 - 1), self.r.randint(0, 999999))
        d["liq"] = self.r.choice(["ADD", "REMOVE"])
        d["comm"] = round(q * (0.62 if inst in ("mes", "mnq") else 2.12), 2)
        c = jline(d) + self.child_lines(oid, "child_fill", self.children(q, "FILLED", pxv))
        facts = [self.sym(inst), d["side"], json.dumps(pxv), oid]
        return self.add(t, "copier", c, "hard", self.H("trade_fill", facts, "structured"),
                        ("copier JSON fill line", "trade_fill"), thread=thread)

    def broker_fill(self, t, trader, inst, long_, q, px, oid):
        SIDE = "BUY" if long_ else "SELL"
        P = self.fpx(inst, px)
        emb = {"title": "Execution report", "description": "%s %s %d @ %s" % (self.sym(inst), SIDE, q, P),
               "author": "AMP Futures / CQG",
               "fields": [{"name": "Side", "value": SIDE, "inline": True},
                          {"name": "Qty", "value": str(q), "inline": True},
                          {"name": "Avg px", "value": P, "inline": True},
                          {"name": "Account", "value": ACCT[trader] + " (+5 copies)", "inline": False}],
               "footer": "order %s \u00b7 venue CME Globex" % oid}
        return self.add(t, "broker", "", "hard", self.H("trade_fill", [self.sym(inst), SIDE, P, oid], "embed"),
                        ("embed-only execution report", "trade_fill"), embeds=[emb])

    def trade_scene(self, t0, variant):
        r = self.r
        trader = r.choice(self.traders)
        inst = r.choice(self.insts)
        long_ = r.random() < 0.55
        q = r.randint(1, MAXQ[inst] - 1) if variant != "resize" else MAXQ[inst] + r.randint(1, 3)
        if variant == "block":
            inst = r.choice(["mnq", "mes", "nq", "es"])
            q = r.randint(2, MAXQ[inst])
        px = self.level(inst, t0)
        tk = TICK[inst]
        sp = r.randint(*STOP_PTS[inst])
        stop = round(px - sp if long_ else px + sp, 2)
        tgt = px + 1.8 * sp if long_ else px - 1.8 * sp
        tgt = round(round(tgt / tk) * tk, 2)
        if inst == "rty":
            stop, tgt = round(stop, 1), round(tgt, 1)
        style = r.choice(["plain", "plain", "here", "tag", "bs", "prose", "emoji"])
        thread = variant == "thread"
        t = t0
        # deleted-and-reposted proposal
        if variant == "repost":
            bad = round(px + (tk * 4 if long_ else -tk * 4), 2)
            m0 = self.proposal(t, trader, inst, long_, q, bad, stop, tgt, "plain")
            m0["delete"] = r.uniform(25, 70)
            m0["removed_snippet"] = m0["content"]
            t += m0["delete"] + r.uniform(5, 30)
            self.add(t - 3, trader, r.choice(["wrong px sry", "oops fat finger", "ignore that"]), "noise")
        if variant == "typo":
            P = self.cpx(inst, px)
            # fat-finger price, fixed by an edit
            wrong = P[:1] + P[2] + P[1] + P[3:] if len(P) > 4 and P[1] != P[2] else None
            if wrong is None or wrong == P:
                wrong = self.cpx(inst, px + (10 * tk if long_ else -10 * tk))
            side = "long" if long_ else "short"
            S = self.cpx(inst, stop)
            c0 = "%s %d %s %s stp %s" % (side, q, inst, wrong, S)
            prop = self.add(t, trader, c0, "hard", self.H("trade_proposal", [side, inst, P, S], "untagged"),
                            ("fat-finger price fixed by edit", "trade_proposal"))
            prop["edits"].append((r.uniform(8, 30), "%s %d %s %s stp %s" % (side, q, inst, P, S)))
            if wrong not in prop["edits"][0][1]:
                prop["superseded"].append(wrong)
        else:
            prop = self.proposal(t, trader, inst, long_, q, px, stop, tgt, style, thread=thread)
        t += r.uniform(15, 110)
        if variant == "veto":
            self.approval(t, prop, ok=False)
            t += r.uniform(10, 60)
            self.add(t, trader, r.choice(["k", "fair", "\U0001f44c", "ya ok chop"]), "noise", ref=None)
            if r.random() < 0.5:
                self.add(t + r.uniform(60, 600), trader, r.choice([
                    "would have worked btw \U0001f643", "glad i didnt, it wicked thru",
                    "fine, sitting on hands till %s" % self.cpx(inst, self.level(inst, t))]), "plain")
            return
        if variant == "resize":
            ap = self.add(t, "vince", r.choice(["ok go", "\U0001f44d send"]), "hard", None, ref=prop)
            ap["hard"] = self.H("trade_approval", ap["content"].split(" ", 1), "reply")
            self.hard_count += 1
            t += r.uniform(3, 12)
            newq = MAXQ[inst]
            c = "RISK acct=%s trader=%s sym=%s side=%s req_qty=%d action=RESIZE new_qty=%d reason=max_contracts limit=%d" % (
                ACCT[trader], PEOPLE[trader][1], self.sym(inst), "BUY" if long_ else "SELL", q, newq, MAXQ[inst])
            self.add(t, "risk", c, "hard", self.H("risk_limit", ["RESIZE", self.sym(inst), "new_qty=%d" % newq, "max_contracts"], "structured"),
                     ("risk key=value RESIZE of an order", "risk_limit"))
            q = newq
        if variant == "block":
            ap = self.add(t, "vince", "ok go", "hard", self.H("trade_approval", ["ok", "go"], "reply"), ref=prop)
            t += r.uniform(2, 8)
            realized = -round(r.uniform(1420, 1499), 2)
            c = "RISK acct=%s trader=%s sym=%s side=%s req_qty=%d action=BLOCK reason=daily_loss_limit realized=%.2f dll=-1500 remaining=%.2f" % (
                ACCT[trader], PEOPLE[trader][1], self.sym(inst), "BUY" if long_ else "SELL", q, realized, 1500 + realized)
            self.add(t, "risk", c, "hard", self.H("risk_limit", ["BLOCK", self.sym(inst), "daily_loss_limit", "dll=-1500"], "structured"),
                     ("risk key=value BLOCK on daily loss limit", "risk_limit"))
            t += r.uniform(0.5, 3)
            self.copier_order(t, trader, inst, long_, q, px, "REJECTED", self.next_oid(), reason="RISK_BLOCK")
            t += r.uniform(20, 90)
            self.add(t, trader, r.choice(["ugh. done for the day then", "bruh 1 trade left and it blocks me \U0001f480",
                                          "ok ok im done, dll"]), "plain")
            return
        if variant not in ("resize",):
            self.approval(t, prop, ok=True, thread=thread)
        t += r.uniform(2, 15)
        oid = self.next_oid()
        otype = "MKT" if style == "here" else "LMT"
        self.copier_order(t, trader, inst, long_, q, px, "WORKING" if otype == "LMT" else "ACCEPTED", oid, otype,
                          thread=thread)
        if variant == "cancel":
            t += r.uniform(60, 400)
            pull = self.add(t, trader, r.choice(["pull it, not getting there", "cxl my bid", "cancel that, it ran"]),
                            "plain", thread=thread)
            t += r.uniform(1, 4)
            d = {"src": "copier", "evt": "order", "status": "CANCELLED", "oid": oid, "acct": ACCT[trader],
                 "sym": self.sym(inst), "reason": "user", "copies_cxl": 6}
            self.add(t, "copier", jline(d), "hard", self.H("trade_confirmation", ["CANCELLED", oid, self.sym(inst)], "structured"),
                     thread=thread)
            return
        t += r.uniform(2, 60)
        if variant == "partial":
            q1 = max(1, q // 2)
            self.copier_fill(t, trader, inst, long_, q1, px, oid, leaves=q - q1)
            t += r.uniform(10, 90)
            self.copier_fill(t, trader, inst, long_, q - q1, px, oid, leaves=0)
        elif variant == "embed":
            self.broker_fill(t, trader, inst, long_, q, px, oid)
        elif variant == "fixfill":
            wrongp = round(px + (tk if long_ else -tk), 2)
            m = self.copier_fill(t, trader, inst, long_, q, wrongp, oid, thread=thread)
            pxv = float(px) if inst != "ym" else int(px)
            wv = float(wrongp) if inst != "ym" else int(wrongp)
            new = m["content"].replace('"px":%s' % json.dumps(wv), '"px":%s' % json.dumps(pxv))
            new = new[:-1] + ',"amended":true}'
            m["edits"].append((r.uniform(20, 90), new))
            m["hard"]["facts"][2] = json.dumps(pxv)
            m["superseded"].append('"px":%s' % json.dumps(wv))
            m["idiom"] = ("copier fill amended by edit (px correction)", "trade_fill")
        else:
            self.copier_fill(t, trader, inst, long_, q, px, oid, thread=thread)
        if self.r.random() < 0.15:
            t += r.uniform(3, 20)
            self.add(t, trader, "filled %d %s %s" % (q, inst, self.cpx(inst, px)), "hard",
                     self.H("trade_fill", ["filled", inst, self.cpx(inst, px)], "untagged"), thread=thread)
        # stop handling
        t += r.uniform(10, 90)
        S = self.cpx(inst, stop)
        mode = r.choice(["in", "be", "modify", "tp", "in", "be", "none", "none", "none"]) if variant != "edit2" else "edit2"
        if mode == "in":
            self.add(t, trader, "%s stop %s in" % (inst, S), "hard",
                     self.H("stop_or_target_change", [inst, "stop", S], "untagged"), thread=thread)
        elif mode == "tp":
            T = self.cpx(inst, tgt)
            T2 = self.cpx(inst, tgt + (1.6 * sp if long_ else -1.6 * sp))
            self.add(t, trader, "tp %s on the %s, runner %s" % (T, inst, T2), "hard",
                     self.H("stop_or_target_change", ["tp", T, inst, T2], "untagged"), thread=thread)
        elif mode == "edit2":
            s2 = round(stop + (sp / 2.0 if long_ else -sp / 2.0), 2)
            s2 = round(round(s2 / tk) * tk, 2)
            S2 = self.cpx(inst, s2)
            PB = self.cpx(inst, px)
            c0 = "stop %s %s" % (inst, S)
            m = self.add(t, trader, c0, "hard", self.H("stop_or_target_change", [inst, PB, "BE"], "untagged"),
                         ("stop moved twice by editing the same message", "stop_or_target_change"), thread=thread)
            m["edits"].append((r.uniform(120, 500), "stop %s %s" % (inst, S2)))
            m["edits"].append((m["edits"][0][0] + r.uniform(120, 600), "stop %s %s (BE)" % (inst, PB)))
            for old in (S, S2):
                if old not in "stop %s %s (BE)" % (inst, PB):
                    m["superseded"].append(old)
            t += m["edits"][1][0]
        elif mode == "be":
            self.add(t, trader, "%s stop %s in" % (inst, S), "hard",
                     self.H("stop_or_target_change", [inst, "stop", S], "untagged"), thread=thread)
            t += r.uniform(180, 900)
            c = r.choice(["moved stop to BE", "moved stop to BE \U0001f60c", "stop to BE on the %s" % inst])
            self.add(t, trader, c, "hard", self.H("stop_or_target_change", ["stop", "BE"], "untagged"),
                     ("'moved stop to BE' with no level", "stop_or_target_change"), thread=thread)
        elif mode == "modify":
            ns = round(stop + (sp / 2.0 if long_ else -sp / 2.0), 2)
            ns = round(round(ns / tk) * tk, 2)
            nsv = float(ns) if inst != "ym" else int(ns)
            d = {"src": "copier", "evt": "modify", "oid": oid, "leg": "STOP",
                 "from": float(stop) if inst != "ym" else int(stop), "to": nsv, "status": "ACCEPTED", "copies": 6}
            self.add(t, "copier", jline(d), "hard",
                     self.H("stop_or_target_change", [oid, "STOP", '"to":%s' % json.dumps(nsv)], "structured"),
                     ("copier JSON bracket modify", "stop_or_target_change"), thread=thread)
            stop = ns
        # exit
        t += r.uniform(240, 1800)
        win = r.random() < 0.6
        xp = tgt if win else stop
        if mode == "edit2" or mode == "be":
            xp = px if not win else tgt
        xp = round(xp, 2)
        xoid = self.next_oid()
        self.copier_fill(t, trader, inst, not long_, q, xp, xoid, thread=thread,
                         note="bracket_%s" % ("target" if win else "stop"))
        t += r.uniform(4, 40)
        ticks = int(round(abs(xp - px) / tk))
        unit = "tix"
        if inst in ("nq", "mnq"):
            ticks, unit = int(round(abs(xp - px))), "pts"
        msg = r.choice(["flat", "flat \U0001f44b", "out +%d %s" % (ticks, unit) if win else "stopped. -%d %s" % (ticks, unit),
                        "flat, +%d %s ty" % (ticks, unit) if win else "flat -%d, whatever" % ticks])
        if mode == "be" and not win:
            msg = "scratched at BE"
        ex = self.add(t, trader, msg, "plain", thread=thread)
        if win and r.random() < 0.5:
            ex["reactions"].append((r.uniform(5, 60), "\U0001f525", "vince"))

    def options_scene(self, t0):
        r = self.r
        trader = r.choice(self.traders)
        k = self.spx_k + r.choice([0, 25, 50])
        q = r.randint(5, 15)
        px = round(r.uniform(2.5, 9.5), 1)
        c = "buy %d spx %dc %s @ %.2f for the afternoon rip, risk is the premium" % (q, k, self.exp, px)
        prop = self.add(t0, trader, c, "hard", self.H("trade_proposal", ["buy", "spx", "%dc" % k, "%.2f" % px], "untagged"),
                        ("weekly SPX call proposal with expiry", "trade_proposal"))
        t = t0 + r.uniform(30, 200)
        self.approval(t, prop, ok=True)
        t += r.uniform(5, 20)
        oid = self.next_oid()
        occ = "SPXW %sC%08d" % (self.occ, k * 1000)
        d = {"src": "copier", "evt": "fill", "oid": oid, "fid": self.next_fid(), "acct": ACCT[trader],
             "sym": occ, "side": "BUY", "qty": q, "px": px, "leaves": 0}
        self.add(t, "copier", jline(d), "hard", self.H("trade_fill", [occ, "BUY", json.dumps(px), oid], "structured"),
                 ("OCC option symbol in copier fill", "trade_fill"))
        t += r.uniform(60, 400)
        other = r.choice([x for x in self.traders if x != trader])
        c = "%s you're on the spx %dc from here, routing exits + alerts on it to you. i'm off options rest of day" % (
            PEOPLE[other][1], k)
        self.add(t, "vince", c, "hard", self.H("route_decision", [PEOPLE[other][1], "spx %dc" % k, "routing exits"], "untagged"),
                 ("head trader routes a held option to a trader", "route_decision"))
        self.add(t + r.uniform(20, 90), other, r.choice(["\U0001fae1", "got it", "on it"]), "noise")

    # ---------- squawk / triage ----------
    def squawk(self, t, text, kind, hard=None, embed=False, idiom=None):
        r = self.r
        src = r.choice(["BBG", "RTRS", "DJ", "FLY", "WSJ", "CNBC"])
        sid = "sq-%d" % r.randint(100000, 999999)
        if embed:
            body = " ".join(r.sample([
                "More details to follow; story developing.",
                "Shares/contracts reacted within seconds of the headline, volume spiking above the 20-day average.",
                "The report cited people familiar with the matter who asked not to be identified.",
                "A spokesperson declined to comment outside regular business hours.",
                "Analysts said the move was largely anticipated but the timing surprised some desks.",
                "Full text available on the terminal; this is an automated summary.",
                "Previous coverage linked below in the thread of the source feed.",
            ], 3))
            emb = {"title": "SquawkBox", "description": text + "\n\n" + body, "author": src,
                   "footer": "squawk \u00b7 %s ET \u00b7 %s" % (self.et(t), sid)}
            return self.add(t, "squawk", "", kind, hard, idiom, embeds=[emb])
        return self.add(t, "squawk", "%s\n`%s \u00b7 %s ET \u00b7 %s \u00b7 prio %d`" % (text, src, self.et(t), sid, r.randint(1, 3)),
                        kind, hard, idiom)

    def et(self, t):
        dt = self.day_start + timedelta(seconds=t) - timedelta(hours=4)
        return dt.strftime("%H:%M:%S")

    def news(self):
        r = self.r
        lo, hi = self.open - 4 * 3600, self.close + 1800
        held = [
            ("*S&P DOW JONES INDICES: %s TO JOIN S&P 500, REPLACING %s PRIOR TO OPEN ON JUNE 23",
             lambda s: ["S&P 500", "TO JOIN"]),
            ("*INVESCO QQQ SEES $%s ONE-DAY OUTFLOW, LARGEST SINCE APRIL", lambda s: ["INVESCO QQQ", "OUTFLOW"]),
            ("*NASDAQ ANNOUNCES SPECIAL REBALANCE OF NASDAQ-100 INDEX, EFFECTIVE BEFORE MARKET OPEN JULY 24",
             lambda s: ["NASDAQ-100", "SPECIAL REBALANCE"]),
            ("*CBOE: SPXW WEEKLY OPTIONS OPENING DELAYED ON SYSTEMS ISSUE, ORDERS QUEUED",
             lambda s: ["SPXW", "OPENING DELAYED"]),
        ]
        adds = ["WORKDAY", "DATADOG", "APPLOVIN", "ROBINHOOD", "COINBASE", "PALANTIR", "AXON"]
        outs = ["CAESARS", "ENPHASE", "WALGREENS", "AMENTUM", "HESS"]
        hp = r.sample(held, r.choice([2, 2, 3]))
        tkeys = []
        for tpl, ff in hp:
            if "%s TO JOIN" in tpl:
                txt = tpl % (r.choice(adds), r.choice(outs))
            elif "$%s" in tpl:
                txt = tpl % ("%.1fB" % r.uniform(1.4, 4.8))
            else:
                txt = tpl
            t = self.rand_time(lo, hi)
            m = self.squawk(t, txt, "hard", self.H("held_position_news", ff(txt), "untagged"),
                            embed=r.random() < 0.35,
                            idiom=("squawk on the underlying of a held option (index by name)", "held_position_news"))
            if m["embeds"]:
                m["hard"]["phrasing"] = "embed"
            tkeys.append((t, m, "held"))
        watch_tpl = [
            ("*%s SAID TO WEIGH $%sB BUYBACK EXPANSION - BBG", lambda co: [co, "BUYBACK"]),
            ("*%s SHARES HALTED, NEWS PENDING", lambda co: [co, "HALTED"]),
            ("*%s CUT TO NEUTRAL AT MIZUHO; PT LOWERED", lambda co: [co, "CUT TO NEUTRAL"]),
            ("*%s CFO: DEMAND 'WELL AHEAD OF SUPPLY' THROUGH FY-END", lambda co: [co, "DEMAND"]),
            ("*%s UP 4.1%% AFTER ANALYST DAY GUIDANCE", lambda co: [co, "GUIDANCE"]),
        ]
        wp = r.sample(watch_tpl, 2)
        for tpl, ff in wp:
            co, tick = r.choice(WATCH)
            txt = tpl % ((co, "%d" % r.randint(10, 60)) if "$%s" in tpl else (co,))
            t = self.rand_time(lo, hi)
            m = self.squawk(t, txt, "hard", self.H("watchlist_news", ff(co), "untagged"), embed=r.random() < 0.3,
                            idiom=("watchlist megacap headline by company name", "watchlist_news"))
            if m["embeds"]:
                m["hard"]["phrasing"] = "embed"
            tkeys.append((t, m, "watch", co, tick))
        unrel = ["*DOLLAR GENERAL RAISES FY COMP SALES GUIDANCE", "*KROGER NAMES INTERIM CEO",
                 "*BOEING DELIVERED %d JETS IN MAY" % r.randint(30, 60), "*OPEC+ DELEGATES SEE NO CHANGE TO JULY OUTPUT",
                 "*GAMESTOP FILES TO SELL UP TO 75M SHARES ATM", "*CASEY'S Q4 EPS BEATS, SHARES +6% AH",
                 "*JOHNSON CONTROLS TO SELL HVAC UNIT STAKE - RTRS", "*U.S. NATGAS FUTURES JUMP 5% ON HEAT FORECAST",
                 "*CHEWY CEO TO STEP DOWN AT YEAR-END", "*LULULEMON CUTS FY EPS VIEW; SHARES -19% AH",
                 "*JAPAN 30Y JGB AUCTION TAIL WIDEST SINCE 1987", "*ITALY BTP-BUND SPREAD NARROWS TO 94BP",
                 "*SAUDI ARAMCO SETS JULY ARAB LIGHT OSP TO ASIA +$1.20", "*GOLD TOUCHES $%d/OZ" % r.randint(3280, 3420),
                 "*AMERICAN AIRLINES REAFFIRMS Q2 OUTLOOK", "*HERSHEY RAISES PRICES ON COCOA COSTS - WSJ"]
        macro = ["*FED'S WALLER: NO RUSH TO CUT, WANT MORE DATA", "*FED'S BOSTIC: ONE CUT THIS YEAR STILL APPROPRIATE",
                 "*U.S. MAY CPI +0.%d%% M/M; EST. +0.2%%" % r.randint(1, 3),
                 "*U.S. MAY CORE CPI +2.%d%% Y/Y; EST. +2.9%%" % r.randint(7, 9),
                 "*U.S. INITIAL JOBLESS CLAIMS %dK; EST. 242K" % r.randint(230, 255),
                 "*FED'S KASHKARI: TARIFF INFLATION MAY BE PERSISTENT", "*TREASURY'S BESSENT: TALKS WITH CHINA 'VERY PRODUCTIVE'",
                 "*U.S. 10-YEAR AUCTION STOPS THROUGH BY 0.%dBP" % r.randint(5, 15), "*ECB'S LAGARDE: WE ARE IN A GOOD PLACE"]
        nu = r.randint(8, 11)
        items = r.sample(unrel, nu)
        nm = r.randint(4, 6)
        items_m = r.sample(macro, nm)
        out = []
        for i, txt in enumerate(items):
            t = self.rand_time(lo - 3 * 3600, hi + 2 * 3600)
            m = self.squawk(t, txt, "near", embed=r.random() < 0.45,
                            idiom=("squawk on a name nobody holds", "not_hard") if i == 0 else None)
            out.append((t, m, txt))
        for txt in items_m:
            if "CPI" in txt:
                t = self.utc(12, 30, r.randint(0, 4))
            else:
                t = self.rand_time(lo, hi)
            self.squawk(t, txt, "near")
        # triage bot: routes/no-routes a few items
        for entry in tkeys:
            if entry[2] == "held" and not getattr(self, "_routed", False):
                self._routed = True
                t, m = entry[0], entry[1]
                tt = t + r.uniform(4, 40)
                n = "#%d" % (self.triage_no + int(tt // 45))
                who = PEOPLE[r.choice(self.traders)][1]
                held = "SPX %dc %s" % (self.spx_k, self.exp) if "QQQ" not in (m["content"] + json.dumps(m["embeds"])) \
                    and "NASDAQ" not in (m["content"] + json.dumps(m["embeds"])) else "QQQ %s %dp" % (self.exp, self.qqq_k)
                c = "triage %s \u2192 routed to @%s (desk holds %s)" % (n, who, held)
                self.add(tt, "triage", c, "hard",
                         self.H("route_decision", [n, "routed to @%s" % who], "structured"),
                         ("triage bot routes held-position headline to a trader", "route_decision"), ref=m)
        nr = r.sample(out, r.choice([1, 2]))
        for t, m, txt in nr:
            tt = t + r.uniform(4, 40)
            n = "#%d" % (self.triage_no + int(tt // 45))
            c = "triage %s \u2192 no action: not held, not on watchlist (%s)" % (n, r.choice(["score 0.08", "score 0.11", "score 0.02"]))
            self.add(tt, "triage", c, "hard", self.H("no_route_decision", [n, "no action"], "structured"),
                     ("triage 'no action' line on unrelated headline", "no_route_decision"), ref=m)
        for entry in tkeys:
            if entry[2] == "watch":
                t, m, co, tick = entry[0], entry[1], entry[3], entry[4]
                if r.random() < 0.5:
                    c = r.choice(["saw the %s thing, not trading it, no action from us" % tick.lower(),
                                  "%s headline: ignore, no action, we're index only today" % tick.lower()])
                    self.add(t + r.uniform(40, 300), "vince", c, "hard",
                             self.H("no_route_decision", [tick.lower(), "no action"], "untagged"), ref=m,
                             idiom=("head trader waves off a watchlist headline", "no_route_decision"))
                else:
                    self.add(t + r.uniform(20, 200), r.choice(self.traders),
                             r.choice(["%s gonna drag nq?" % tick.lower(), "%s lol" % tick.lower(),
                                       "thats why nq just dipped?"]), "plain", ref=m)
                break

    # ---------- long texts ----------
    def game_plan(self):
        r = self.r
        t = self.open - r.uniform(40, 70) * 60
        es, nq, rty = self.base["es"], self.base["nq"], self.base["rty"]
        lv = lambda x, tk: x  # noqa
        pdh = self.cpx("es", round(es + r.uniform(6, 14)) * 1.0)
        pdl = self.cpx("es", round(es - r.uniform(8, 18)) * 1.0)
        onh = self.cpx("nq", round(nq + r.uniform(30, 60)) * 1.0)
        pivot = self.cpx("nq", round(nq - r.uniform(15, 50)) * 1.0)
        bear = r.random() < 0.5
        if bear:
            dec = "bias change: flipping to bearish NQ under %s (was bullish all week), shorts only below it" % pivot
            facts = ["bearish", "NQ", pivot]
        else:
            dec = "bias change: still bullish ES but conviction down to low, only longs above %s and half size" % pdl
            facts = ["bullish", "ES", "conviction down", pdl]
        c = ("gm team. plan for today \u2615\n"
             "overnight: globex range tight, ES %s-%s, NQ ONH %s. europe soft, dax -0.4, bunds bid.\n"
             "calendar: %s. fedspeak after lunch, 10y auction 1pm.\n"
             "levels ES: PDH %s / PDL %s / VPOC %s / ON low %s\n"
             "levels NQ: ONH %s / pivot %s / PDL %s\n"
             "levels RTY: %s / %s. YM follow ES, dont fade it alone.\n"
             "%s\n"
             "rules same as always: no trades first 2 min after open, no adding to losers, hard stop in the copier on every entry. "
             "options: SPX %dc %s and QQQ %dp %s still on, dont touch w/o me.\n"
             "playbook reminders:\n"
             " 1) open drive: if ES opens outside yesterday's value and holds 5 min, trade WITH it, first pullback to the 1m 20ema. stops beyond the IB extreme.\n"
             " 2) failed auction: if we poke the ON high/low and come back inside within 2 bars, that's the fade, target VPOC, nothing fancy.\n"
             " 3) lunch (11:30-13:30): micros only or nothing. every week we give back the morning here.\n"
             " 4) post-auction / fedspeak: wait for the first 5m bar to close, no knife catching on headlines.\n"
             " 5) 15:00+ ramp: trail stops, don't initiate new size after 15:45 unless i say so.\n"
             "copier: followers FA-11/12/14/17/21 mirror everything you send, so a fat finger costs 6x. double check qty before you hit it.\n"
             "if anything's unclear ask BEFORE the open not during. lets have a clean one \U0001f91d"
             ) % (self.cpx("es", round(es - 6)), self.cpx("es", round(es + 5)), onh,
                  r.choice(["CPI 8:30", "PPI 8:30 + claims", "nothing till 10, ISM services"]),
                  pdh, pdl, self.cpx("es", round(es - 2)), self.cpx("es", round(es - 9)),
                  onh, pivot, self.cpx("nq", round(nq - 80)),
                  self.cpx("rty", round(rty + 9)), self.cpx("rty", round(rty - 11)), dec,
                  self.spx_k, self.exp, self.qqq_k, self.exp)
        m = self.add(t, "vince", c, "hard", self.H("thesis_update", facts, "buried"),
                     ("thesis flip buried in pre-market game plan", "thesis_update"))
        m["pin"] = r.uniform(30, 120)
        m["reactions"].append((r.uniform(30, 120), "\U0001f4cc", "vince"))
        for who in self.traders:
            if r.random() < 0.6:
                m["reactions"].append((r.uniform(60, 900), "\U0001f44d", who))
        return m

    def book_post(self):
        r = self.r
        t = self.rand_time(max(600, self.open - 7 * 3600), self.open - 2 * 3600)
        c = ("book carried into today: +%d SPX %dc %s (avg %.2f), +%d QQQ %dp %s (avg %.2f). futures flat overnight.\n"
             "watchlist (megacaps that move NQ): NVDA AAPL MSFT AVGO TSLA META. anything else is not ours."
             ) % (r.randint(8, 20), self.spx_k, self.exp, self.spx_px, r.randint(10, 30), self.qqq_k, self.exp, self.qqq_px)
        m = self.add(t, "vince", c, "plain")
        m["pin"] = r.uniform(20, 200)
        return m

    def eod_recap(self):
        r = self.r
        t = self.close + r.uniform(25, 70) * 60
        n = r.randint(9, 24)
        pnl = r.randint(-2800, 6400)
        c = ("eod. %d round trips, desk %s$%s gross, fees ~$%d. \n"
             "good: the open drive read, everyone had stops in the copier, nobody revenge traded after the 10am flush.\n"
             "bad: too many nq scalps in the lunch chop, ym was a donation again, two late entries into the 3pm ramp.\n"
             "%s\n"
             "options: leaving SPX %dc %s on, QQQ puts too. review the tape of the 11:40 rty trade tmrw, thats the one i want to talk about.\n"
             "stats: win rate %d%%, avg winner %.1f ticks, avg loser %.1f ticks, biggest give-back after 13:00. copier slippage avg %.2f ticks across followers, "
             "one reconnect mid-morning but queue replayed clean. risk bot did its job, thank it instead of cursing it.\n"
             "journal homework: screenshot every entry, write the reason BEFORE the outcome. i will read them.\n"
             "tomorrow's calendar is lighter, claims + PPI at 8:30, then nothing. expect a grind, trade smaller, be patient.\n"
             "gn \U0001f319"
             ) % (n, "+" if pnl >= 0 else "-", "{:,}".format(abs(pnl)), n * 31,
                  "", self.spx_k, self.exp, r.randint(38, 66), r.uniform(6, 14), r.uniform(5, 12), r.uniform(0.1, 0.6))
        mode = r.choice(["size", "dll"])
        if mode == "size":
            ne, nm = r.choice([3, 4]), r.choice([6, 8])
            dec = "for tomorrow max size drops to %d es / %d mes per trader until we're green on the week." % (ne, nm)
            facts = ["max size", "%d es" % ne, "%d mes" % nm]
        else:
            who = PEOPLE[r.choice(self.traders)][1]
            dec = "%s your dll is cut to 1k from tomorrow, two red days in a row. not a punishment, a reset." % who
            facts = [who, "dll", "1k"]
        c = c.replace("\n\n", "\n" + dec + "\n")
        self.add(t, "vince", c, "hard", self.H("risk_limit", facts, "buried"),
                 ("risk cut buried in EOD recap", "risk_limit"))

    def risk_fixed(self):
        r = self.r
        t = self.open - r.uniform(80, 110) * 60
        was = r.choice([6, 8])
        now = was - 2
        c = "RISK limit_update scope=desk max_contracts_es=%d (was %d) max_contracts_nq=%d dll=-2500 set_by=%s eff=now" % (
            now, was, now - 2, PEOPLE["vince"][1])
        m = self.add(t, "risk", c, "hard", self.H("risk_limit", ["limit_update", "max_contracts_es=%d" % now, "dll=-2500"], "structured"))
        if r.random() < 0.5:
            m["reactions"].append((r.uniform(20, 200), "\U0001f4cc", "vince"))
        if r.random() < 0.7:
            who = r.choice(self.traders)
            amt = r.choice([1500, 1200, 1800])
            c2 = "risk: %s capped at %d contracts + $%s dll today after yesterday, no exceptions" % (
                PEOPLE[who][1], r.choice([2, 3]), "{:,}".format(amt))
            self.add(t + r.uniform(60, 600), "vince", c2, "hard",
                     self.H("risk_limit", [PEOPLE[who][1], "capped at", "{:,}".format(amt)], "untagged"))
        if r.random() < 0.6:
            tb = self.rand_time(self.open + 2 * 3600, self.close - 600)
            acct = r.choice(list(ACCT.values()))
            emb = {"title": "DLL BREACH", "description": "account %s hit daily loss limit" % acct,
                   "fields": [{"name": "Realized", "value": "-%s" % "{:,.2f}".format(r.uniform(2500, 2700)), "inline": True},
                              {"name": "Limit", "value": "-2,500.00", "inline": True},
                              {"name": "Action", "value": "FLATTEN + LOCK till next session"}],
                   "footer": "RiskGuard \u00b7 rule dll.v3"}
            self.add(tb, "risk", "", "hard", self.H("risk_limit", ["DLL BREACH", acct, "FLATTEN + LOCK"], "embed"),
                     ("embed-only DLL breach from risk bot", "risk_limit"), embeds=[emb])

    def thesis_chat(self):
        r = self.r
        pool = [
            lambda t: ("nq", "flipping bearish nq below %s, bulls had their chance" % self.cpx("nq", round(self.level("nq", t))),
                       ["bearish", "nq"]),
            lambda t: ("rty", "rty long thesis dead below %s, done buying dips there today" % self.cpx("rty", round(self.level("rty", t) - 4, 1)),
                       ["rty", "thesis dead"]),
            lambda t: ("es", "[VIEW] ES: neutral \u2192 long bias while > %s vwap, conviction up" % self.cpx("es", round(self.level("es", t))),
                       ["ES", "long bias", "conviction up"]),
            lambda t: ("ym", "changing my mind on ym, was short bias, now flat view till the auction",
                       ["ym", "flat view"]),
        ]
        for f in r.sample(pool, r.choice([1, 2])):
            t = self.rand_time(self.open + 1800, self.close - 900)
            inst, c, facts = f(t)
            for x in facts:
                assert x in c
            who = r.choice(self.traders + ["vince"])
            ph = "tagged" if c.startswith("[") else "untagged"
            self.add(t, who, c, "hard", self.H("thesis_update", facts, ph),
                     ("lowercase view flip in chat", "thesis_update") if ph == "untagged" else None)

    # ---------- near-misses ----------
    def near_misses(self, n):
        r = self.r
        es = lambda t: self.cpx("es", self.level("es", t))
        nq = lambda t: self.cpx("nq", self.level("nq", t))
        pool = [
            ("hypothetical 'if it reclaims' plan", lambda t: "if es reclaims %s i'd prob get long a couple for %s. not yet tho" % (
                self.cpx("es", round(self.level("es", t) + 5)), self.cpx("es", round(self.level("es", t) + 14)))),
            (None, lambda t: "would u short nq here or wait for %s?" % self.cpx("nq", round(self.level("nq", t) + 25))),
            (None, lambda t: "what if we faded ym into close, anyone done that consistently?"),
            ("past trade told as history", lambda t: "yday i was long 4 nq %s and got stopped at %s lol never again" % (
                self.cpx("nq", round(self.level("nq", t) - 60)), self.cpx("nq", round(self.level("nq", t) - 82)))),
            (None, lambda t: "back in march i shorted es %s, filled %s and rode it 40 pts. those were the days \U0001f972" % (
                self.cpx("es", round(self.level("es", t) - 340)), self.cpx("es", round(self.level("es", t) - 342) + 0.5))),
            ("[SIM] tagged paper trade", lambda t: "[SIM] long 2 mes %s stop %s \u2014 testing the new hotkeys, ignore" % (
                es(t), self.cpx("es", self.level("es", t) - 4))),
            ("sim account fill JSON", lambda t: jline({"src": "copier", "evt": "fill", "env": "paper", "acct": "SIM-101",
                                                       "sym": self.sym("mnq"), "side": "SELL", "qty": 3,
                                                       "px": float(self.level("mnq", t)), "oid": "SIM-%d" % r.randint(1000, 9999)})),
            ("other group's trade", lambda t: "spreads desk next door is short 20 ym %s per their chat. not us" % self.cpx("ym", self.level("ym", t))),
            (None, lambda t: "ghost's group got filled 50 es at the open \U0001f602 size kings"),
            ("backtest fill stats", lambda t: "bt: 5m ORB on es, jan22-may25, 1,184 trades, 58.1%% win, avg entry slippage 0.31 ticks, PF 1.37. "
                                              "long above OR high stop OR low, tgt 2R. best month was mar-23 (+%d pts). still meh vs discretionary" % r.randint(90, 160)),
            ("quoted tweet with a trade call", lambda t: "> @NQ_Wizard: longing NQ %s here, target %s \U0001f680\U0001f680 stops are for cowards\nlmao this guy" % (
                nq(t), self.cpx("nq", round(self.level("nq", t) + 200)))),
            ("'a stop at X would be sensible' with no decision", lambda t: "a stop at %s would be sensible on any es long today imo, below the ON low" % self.cpx("es", round(self.level("es", t) - 9))),
            (None, lambda t: "should i move my stop to BE or give it room? asking for me"),
            (None, lambda t: "replaying yesterday's tape in the sim: short nq %s filled %s, +18 ticks. real me would've panicked" % (
                nq(t), self.cpx("nq", self.level("nq", t) - 0.25))),
            (None, lambda t: "teaching moment for the new guys: when you long 3 es and it goes 2 pts against you, you do NOT add. you let the stop work."),
            (None, lambda t: "paper acct up 14k this week on the sim. if only \U0001f643"),
            (None, lambda t: "heard the ags desk got a dll breach yday, their risk guy is furious"),
            (None, lambda t: "anyone know if the copier handles mnq -> nq ratio if we ever scale up? like 10 mnq = 1 nq mapping"),
            (None, lambda t: "what was the fill on the es short from monday? need it for my journal"),
            (None, lambda t: "long analysis since people asked: dealers are long gamma above %s per the usual sites, so expect pin behaviour into opex; "
                              "below it vol expands and you get those 20 pt air pockets. vanna flows supportive while vix keeps bleeding. "
                              "none of this is a trade, it just tells you whether to fade or follow the first move. breadth is meh, "
                              "rsp/spy ratio still making lows, so any es long is a megacap long in disguise. cta positioning stretched long. "
                              "if we break the ON low with volume i'd expect trapped longs to puke into the vwap - if we hold, boring grind up. "
                              "either way size down at lunch." % self.cpx("es", round(self.level("es", t) / 25) * 25)),
            (None, lambda t: "the mike desk is buying qqq %dp for next week, seen it on the flow scanner, 5k lots" % (self.qqq_k - 5)),
            (None, lambda t: "if cpi is hot tmrw i'd want to be short nq into the print, but thats a tmrw problem"),
            (None, lambda t: "what would our pnl have been if we'd held the rty long from 10am? prob +30 ticks lol"),
            (None, lambda t: "old screenshot from 2022 - short 3 es 4710 filled 4709.75, look at that candle \U0001f62d"),
        ]
        picks = r.sample(pool, min(n, len(pool)))
        for name, fn in picks:
            t = self.rand_time(self.open - 3 * 3600, self.close + 3600)
            c = fn(t)
            author = "copier" if c.startswith("{") else r.choice(self.traders + ["vince"] if "analysis" not in c else self.traders)
            self.add(t, author, c, "near", idiom=(name, "not_hard") if name else None)

    # ---------- noise ----------
    def noise(self, n_target):
        r = self.r
        made = 0
        # heartbeats every ~45-60 min
        t = r.uniform(60, 900)
        while t < 86400 - 300:
            c = ("deskmon \u2665 ok %s ET | uptime %dh%02dm | host desk-gw-0%d\n"
                 "```\n"
                 "svc        state  lat_ms  q_depth  restarts  last_msg\n"
                 "copier     up     %6d  %7d  %8d  %ss ago\n"
                 "cqg-feed   up     %6d  %7d  %8d  %ss ago\n"
                 "riskguard  up     %6d  %7d  %8d  %ss ago\n"
                 "squawk     up     %6d  %7d  %8d  %ss ago\n"
                 "triage     up     %6d  %7d  %8d  %ss ago\n"
                 "pnl-bot    up     %6d  %7d  %8d  %ss ago\n"
                 "levels     up     %6d  %7d  %8d  %ss ago\n"
                 "tape-int   up     %6d  %7d  %8d  %ss ago\n"
                 "gateway    up     %6d  %7d  %8d  %ss ago\n"
                 "```\n"
                 "links: PG-01 ok PG-02 ok PG-03 ok PG-04 ok PG-05 ok | FA-11 ok FA-12 ok FA-14 ok FA-17 ok FA-21 ok\n"
                 "md: ES %s NQ %s RTY %s YM %s (last tick age < 1s) | cert expires in %dd | backups ok\n"
                 "recent errors: none | warnings: %d (see #desk-ops)\n"
                 "disk %d%% | mem %d%% | clock_skew %dms | accts linked 6/6 | followers 5/5"
                 ) % (self.et(t), r.randint(3, 200), r.randint(0, 59), r.randint(1, 3),
                      r.randint(6, 40), 0, r.randint(0, 2), r.randint(1, 900),
                      r.randint(1, 9), 0, 0, r.randint(0, 5),
                      r.randint(1, 15), 0, 0, r.randint(1, 300),
                      r.randint(20, 200), r.randint(0, 3), 0, r.randint(1, 2000),
                      r.randint(30, 400), 0, r.randint(0, 1), r.randint(1, 2000),
                      r.randint(5, 60), 0, 0, r.randint(1, 3600),
                      r.randint(5, 60), 0, 0, r.randint(1, 3600),
                      r.randint(5, 60), 0, 0, r.randint(1, 3600),
                      r.randint(20, 90), r.randint(0, 4), 0, r.randint(0, 30),
                      self.sym("es"), self.sym("nq"), self.sym("rty"), self.sym("ym"), r.randint(20, 80), r.randint(0, 3),
                      r.randint(41, 63), r.randint(30, 70), r.randint(0, 9))
            self.add(t, "mon", c, "noise", idiom=None)
            made += 1
            t += r.uniform(50, 62) * 60
        # risk heartbeats
        for i in range(r.randint(2, 4)):
            c = "RISK hb status=ok accts=6 breaches=0 worst_dll_used=-%.1f/-2500 max_pos_used=%d/6" % (r.uniform(0, 900), r.randint(0, 4))
            self.add(self.rand_time(), "risk", c, "noise",
                     idiom=("risk-bot heartbeat 'all limits ok'", "not_hard") if i == 0 else None)
            made += 1
        # pnl snapshots (hourly in RTH)
        t = self.open + r.uniform(40, 70) * 60
        while t < self.close + 900:
            rows = []
            for who in ["dex", "mo", "kayla", "jj", "benny"]:
                rows.append("%-8s %-6s real %+9.2f  open %+8.2f  rt %2d  fees %6.2f  dll_used %5.1f%%  wk %+9.2f" % (
                    PEOPLE[who][1][:8], ACCT[who], r.uniform(-900, 1800), r.choice([0, 0, 0, r.uniform(-200, 300)]),
                    r.randint(0, 9), r.uniform(5, 60), r.uniform(0, 60), r.uniform(-3000, 9000)))
            for fa in ["FA-11", "FA-12", "FA-14", "FA-17", "FA-21"]:
                rows.append("%-8s %-6s real %+9.2f  open %+8.2f  copy_lag %dms  slip %.2ft" % (
                    "follower", fa, r.uniform(-900, 2400), r.choice([0, 0, r.uniform(-200, 300)]), r.randint(8, 90), r.uniform(0, 0.8)))
            rows.append("-" * 60)
            for i in ["es", "nq", "rty", "ym", "mes", "mnq"]:
                rows.append("by inst %-4s real %+9.2f  rt %2d  win %3d%%  avg_hold %3ds  slip %.2ft" % (
                    i.upper(), r.uniform(-900, 1500), r.randint(0, 12), r.randint(20, 80), r.randint(40, 900), r.uniform(0, 0.6)))
            body = "```\n" + "\n".join(rows) + "\n```"
            if r.random() < 0.4:
                emb = {"title": "PnL snapshot %s ET" % self.et(t)[:5], "description": body,
                       "fields": [{"name": "Desk realized", "value": "%+.2f" % r.uniform(-1500, 4500), "inline": True},
                                  {"name": "Fees", "value": "%.2f" % r.uniform(40, 300), "inline": True}],
                       "footer": "pnl-bot \u00b7 marks from CQG"}
                self.add(t, "pnl", "", "noise", embeds=[emb])
            else:
                self.add(t, "pnl", "PnL snapshot %s ET\n%s" % (self.et(t)[:5], body), "noise")
            made += 1
            t += r.uniform(28, 36) * 60
        # market internals
        t = self.open + r.uniform(10, 30) * 60
        while t < self.close:
            c = ("internals %s ET | TICK %+d (hi %d lo %d) | ADD %+d | VOLD %+.2f | TRIN %.2f | VIX %.2f (%+.2f)\n"
                 "sectors: XLK %+.2f XLF %+.2f XLE %+.2f XLV %+.2f XLY %+.2f XLI %+.2f\n"
                 "ES-NQ spread z %.2f | RTY/ES ratio %.4f | 10y %.3f%% | DXY %.2f | CL %.2f\n"
                 "megacaps: NVDA %+.2f%% AAPL %+.2f%% MSFT %+.2f%% AVGO %+.2f%% META %+.2f%% TSLA %+.2f%% AMZN %+.2f%% GOOGL %+.2f%%\n"
                 "cum delta ES %+d | NQ %+d | RTY %+d | YM %+d  (since 09:30)"
                 ) % (self.et(t)[:5], r.randint(-900, 900), r.randint(200, 1200), -r.randint(200, 1200), r.randint(-2000, 2000),
                      r.uniform(-3, 3), r.uniform(0.6, 1.6), r.uniform(14, 22), r.uniform(-1.5, 1.5),
                      r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(-2, 2),
                      r.uniform(-2, 2), r.uniform(0.36, 0.40), r.uniform(4.2, 4.6), r.uniform(98, 101), r.uniform(62, 72),
                      *([r.uniform(-3, 3) for _ in range(8)] + [r.randint(-40000, 40000) for _ in range(4)]))
            self.add(t, "internals", c, "noise")
            made += 1
            t += r.uniform(38, 52) * 60
        # options book greeks, hourly in RTH
        t = self.open + r.uniform(25, 50) * 60
        while t < self.close:
            spot = self.level("es", t) + r.uniform(-3, 3)
            rows = []
            for nm, k, q, typ in [("SPXW", self.spx_k, r.randint(8, 20), "C"), ("QQQ", self.qqq_k, r.randint(10, 30), "P")]:
                rows.append("%-5s %s %d%s  qty %3d  mark %6.2f  delta %+6.1f  gamma %+6.3f  theta %+7.1f  vega %+6.1f  iv %4.1f%%  upl %+9.2f" % (
                    nm, self.exp, k, typ, q, r.uniform(0.5, 20), r.uniform(-200, 300), r.uniform(-2, 2), -r.uniform(20, 400),
                    r.uniform(10, 200), r.uniform(9, 24), r.uniform(-3000, 4000)))
            c = ("options book %s ET (spot ref ES %s)\n```\n%s\nnet delta %+.1f es-equiv | net theta %+.1f/day | margin used %.1f%%\n```" % (
                self.et(t)[:5], self.cpx("es", round(spot * 4) / 4), "\n".join(rows), r.uniform(-2, 3), -r.uniform(100, 800), r.uniform(5, 30)))
            self.add(t, "pnl", c, "noise")
            made += 1
            t += r.uniform(55, 70) * 60
        # stack trace
        for k in range(r.choice([1, 2])):
            tt = self.rand_time()
            c = ("copier worker crashed, restarting (attempt %d)\n```\nTraceback (most recent call last):\n"
                 "  File \"/opt/copier/app/main.py\", line 212, in run\n    await self.pump()\n"
                 "  File \"/opt/copier/app/main.py\", line 188, in pump\n    msg = await self.ws.recv()\n"
                 "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n"
                 "    await self.ensure_open()\n"
                 "  File \"/usr/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 944, in ensure_open\n"
                 "    raise self.connection_closed_exc()\n"
                 "websockets.exceptions.ConnectionClosedError: received 1011 (internal error) keepalive ping timeout; then sent 1011\n"
                 "\nDuring handling of the above exception, another exception occurred:\n\n"
                 "Traceback (most recent call last):\n"
                 "  File \"/opt/copier/app/fanout.py\", line 64, in run_once\n    await asyncio.gather(*(self.mirror(c, order) for c in self.children))\n"
                 "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 694, in _wrap_awaitable\n    return (yield from awaitable.__await__())\n"
                 "  File \"/opt/copier/app/fanout.py\", line 77, in mirror\n    child.submit(order.scaled(ratio))\n"
                 "  File \"/opt/copier/app/broker/cqg.py\", line 301, in submit\n    raise BrokerSessionError(self.session_id)\n"
                 "app.broker.errors.BrokerSessionError: session %s expired\n```\nno orders lost, queue replayed (0 pending)"
                 ) % (k + 1, "%08x" % r.getrandbits(32))
            self.add(tt, "copier", c, "noise")
            made += 1
        # reconnects
        for _ in range(r.randint(1, 3)):
            tt = self.rand_time()
            self.add(tt, "copier", "[copier] ws disconnected (1006) \u2014 reconnecting in %ds" % r.choice([1, 2, 5]), "noise")
            self.add(tt + r.uniform(2, 9), "copier", "[copier] reconnected, resubscribed 6 accts, positions in sync \u2705", "noise")
            made += 2
        # cron + deploy
        for hh in [r.randint(1, 6), 11, 16, 21]:
            tt = self.utc(hh % 24, 0, r.randint(1, 40))
            c = ("cron triage-digest %02d:00Z: %d items seen, 0 routed, %d dismissed, %d dupes. model=squawk-cls v%d. "
                 "top sources: squawk %d, rss %d, x %d. next run %02d:00Z\n"
                 "```\nstage        in   out  ms\nfetch       %3d  %3d  %4d\ndedupe      %3d  %3d  %4d\nclassify    %3d  %3d  %4d\n"
                 "match_book  %3d  %3d  %4d\nmatch_watch %3d  %3d  %4d\nroute       %3d  %3d  %4d\n```\n"
                 "book snapshot: SPX %dc %s, QQQ %dp %s | watch: NVDA AAPL MSFT AVGO TSLA META"
                 ) % (hh % 24, r.randint(20, 80), r.randint(18, 70), r.randint(0, 9), r.randint(3, 5), r.randint(10, 40),
                      r.randint(3, 20), r.randint(0, 10), (hh + 5) % 24,
                      *([r.randint(10, 80) for _ in range(15)] + [r.randint(0, 5), 0, r.randint(1, 40)]),
                      self.spx_k, self.exp, self.qqq_k, self.exp)
            self.add(tt, "mon", c, "noise")
            made += 1
        tt = self.utc(r.choice([9, 10, 22, 23]), r.randint(0, 59))
        self.add(tt, "mon", "deploy copier v2.%d.%d \u2192 prod \u2705 (ci #%d passed, %d tests, %ds). changelog: retry on 1011, "
                 "faster fanout, bracket modify batching" % (r.randint(10, 19), r.randint(0, 9), r.randint(4000, 5000),
                                                            r.randint(180, 260), r.randint(40, 200)), "noise")
        made += 1
        # level alerts
        for _ in range(r.randint(8, 12)):
            tt = self.rand_time()
            inst = r.choice(["es", "nq", "rty", "ym"])
            lvl = self.cpx(inst, self.level(inst, tt))
            c = r.choice(["\U0001f514 %s %s crossed %s (%s)" % (inst.upper(), lvl, r.choice(["\u2191", "\u2193"]),
                                                                     r.choice(["PDH", "PDL", "ONH", "ONL", "VPOC", "VWAP", "IB high", "IB low"])),
                          "\U0001f514 %s touching VWAP %s" % (inst.upper(), lvl),
                          "\u26a0\ufe0f %s 1m range expansion %.1fx avg @ %s" % (inst.upper(), r.uniform(2, 4), lvl)])
            self.add(tt, "levels", c, "noise")
            made += 1
        # chatter / acks / memes
        short = ["gm", "gm \u2615", "gm gm", "gn", "lol", "\U0001f525", "ok", "thx", "ty", "\U0001f480", "\U0001fae1",
                 "lfg", "brb coffee", "lunch", "chop city \U0001f634", "es dead", "nq ripping lol", "\U0001f602\U0001f602",
                 "ya", "k", "same", "this tape man", "lmaoo", "\U0001f921", "\U0001f440", "wen vol", "nice", "gg"]
        meme_i = 0
        while made < n_target:
            tt = self.rand_time()
            if r.random() < 0.12:
                meme_i += 1
                fn = r.choice(["pepe_es_futures.gif", "wojak_stopped.png", "this_is_fine_nq.jpg", "bogdanoff_dump.png", "chart_lol.png"])
                att = [{"id": None, "filename": fn, "size": r.randint(40000, 900000), "url": None}]
                self.add(tt, r.choice(self.traders), r.choice(["", "me rn", "\U0001f602", "every. single. day"]), "noise",
                         attachments=att)
            else:
                self.add(tt, r.choice(self.traders + ["vince"]), r.choice(short), "noise")
            made += 1
        return made

    def plain_chat(self, n):
        r = self.r
        L = lambda i, t, k=0: self.cpx(i, round((self.level(i, t) + k * TICK[i] * 4) / TICK[i]) * TICK[i])
        tpls = [
            lambda t, i: "%s holding %s like a wall" % (i, L(i, t)),
            lambda t, i: "bids stacking %s on %s, seeing size on the dom" % (L(i, t, -2), i),
            lambda t, i: "%s vwap %s, been chopping around it for %d min" % (i, L(i, t), r.choice([20, 30, 40, 45, 60])),
            lambda t, i: "ym lagging es again, weird tape",
            lambda t, i: "volume drying up, lunch mode",
            lambda t, i: "who's on the desk after 3? i gotta leave early",
            lambda t, i: "rty/es divergence getting big, small caps %s" % r.choice(["bid all morning", "getting smoked", "finally waking up"]),
            lambda t, i: "copier latency fine for u guys? my fills felt slow on that last one",
            lambda t, i: "that flush was nasty, %s took out %s and snapped back" % (i, r.choice(["the ON low", "IB low", "yday's low", "vwap"])),
            lambda t, i: "dom flickering a lot at %s, spoofing?" % L(i, t),
            lambda t, i: "i'm sitting out till the auction, no edge here",
            lambda t, i: "nq leading, es following, classic",
            lambda t, i: "look at that absorption at %s on %s" % (L(i, t), i),
            lambda t, i: "3pm ramp incoming? every day this week",
            lambda t, i: "vix bleeding, %s grinding. boring but fine" % i,
            lambda t, i: "note to self: stop chasing the first 5 min",
            lambda t, i: "%s range today %s-%s so far" % (i, L(i, t, -10), L(i, t, 8)),
            lambda t, i: "cqg chart froze for a sec, anyone else",
            lambda t, i: "spx options pricing looks rich into friday",
            lambda t, i: "moc imbalance gonna be big today, rebalance flows",
            lambda t, i: "ok that was a good read on the open, proud of u guys",
            lambda t, i: "ngl my journal says i do best between 9:45 and 11. should just stop after that",
            lambda t, i: "tape is thin, dont size up in this",
            lambda t, i: "%s broke IB %s, let's see if it holds" % (i, r.choice(["high", "low"])),
            lambda t, i: "thinking about the close. MOC flows have been one direction all week, %s closing near highs 4 days straight. "
                         "not saying fade it, just noting it. also the auction at 1 could move yields and nq is yield sensitive rn" % i,
            lambda t, i: "reminder that friday is the SPX/QQQ weekly expiry, gamma gets weird after lunch thursday",
            lambda t, i: "%s just printed a %d lot on the offer, someone's in a hurry" % (i, r.randint(300, 1500)),
            lambda t, i: "why is rty always the last to move lol",
            lambda t, i: "ticks at +%d, breadth finally turning" % r.randint(600, 1100),
            lambda t, i: "anyone watching the 10y? %s.%02d%% and climbing" % (r.choice(["4.4", "4.5"]), r.randint(0, 99)),
            lambda t, i: "dxy ripping, not great for nq",
            lambda t, i: "crude down %.1f%% and nobody cares" % r.uniform(1, 3),
            lambda t, i: "brb 10 min, phone",
            lambda t, i: "back",
            lambda t, i: "coffee #%d \u2615" % r.randint(2, 5),
            lambda t, i: "my dom keeps disconnecting, rebooting",
            lambda t, i: "es/nq ratio at session low",
            lambda t, i: "%s overlapping bars for 20 min straight, no thanks" % i,
            lambda t, i: "feels like a trend day but the internals say no",
            lambda t, i: "who changed the levels bot alert sound \U0001f624",
            lambda t, i: "the %s 5m chart is a perfect staircase rn" % i,
            lambda t, i: "remember the squeeze last thursday? same setup forming imo",
            lambda t, i: "lol the squawk guy sounded half asleep on that cpi read",
            lambda t, i: "%s ON high still untested, magnet?" % i,
            lambda t, i: "vol sellers back already, vix -%d%%" % r.randint(3, 9),
            lambda t, i: "fomo is real today, hands off",
            lambda t, i: "whoever left their mic on in the voice channel \U0001f602",
            lambda t, i: "big seller at %s on %s all morning, same size every time" % (L(i, t, 4), i),
            lambda t, i: "lunch tape. going for a walk",
            lambda t, i: "anyone got the tradingview link for the desk layout again?",
            lambda t, i: "megacaps carrying the whole index again, rsp red",
            lambda t, i: "just realized i haven't eaten since 6",
            lambda t, i: "%s trying to fill the gap at %s" % (i, L(i, t, -6)),
            lambda t, i: "cme status page says all good, so its my internet",
            lambda t, i: "this is the chop i warned about this morning",
            lambda t, i: "sellers exhausted? delta divergence on the 5m %s" % i,
        ]
        order = list(range(len(tpls)))
        r.shuffle(order)
        k = 0
        longs = [
            lambda t, i: ("ok rant incoming. the reason we keep getting chopped at lunch isn't the market, it's us. volume is down 60%% from the "
                          "open, the dom is half as deep, spreads in %s go from 1 tick to 2-3 on every little burst and we keep treating "
                          "every 2 point pop like it's the open drive. i looked at my own last 20 trades between 11:30 and 1:30: 6 winners, "
                          "14 losers, avg hold 90 seconds. that's not trading, that's a slot machine. anyway. venting over, carry on" % i),
            lambda t, i: ("notes from watching the %s dom for the last hour: big resting bids keep refreshing at %s (iceberg, at least 300 "
                          "lots printed there without the level moving), offers are thin above until %s where someone keeps "
                          "reloading 150-200 at a time. every push into that offer got absorbed and faded 6-8 ticks. tape speed picks up "
                          "only on the down moves. read into that what you want, i'm just describing" % (
                              i, self.cpx(i, self.level(i, t) - 8 * TICK[i] * 4), self.cpx(i, self.level(i, t) + 6 * TICK[i] * 4))),
            lambda t, i: ("anyone else think the copier adds latency on the follower side when all 5 fire at once? i compared timestamps "
                          "on the last few, master fills in ~10ms but FA-17 (the 2x one) is consistently 40-80ms later and sometimes "
                          "gets a tick worse. not a big deal on es but on nq at the open that's real money over a month. might be worth "
                          "asking the vendor if they can stagger or prioritize the bigger follower. also the reconnect this morning "
                          "replayed fine but i'd love an alert when the queue isn't empty for more than 2s"),
            lambda t, i: ("thinking out loud on the week: monday was a trend day down, tuesday inside day, today is shaping like another "
                          "balance day inside tuesday's range. historically after two balance days you get a range expansion, "
                          "direction unknown. vix hasn't moved, skew's flat, put/call meh. if i had to guess the catalyst is the "
                          "auction or thursday's ppi. not a call, just framing so nobody's surprised when it finally moves"),
            lambda t, i: ("for the new folks asking how the desk works: you post the idea here (side, size, entry, stop), vince "
                          "ok's or kills it, the copier sends it to your master + the 5 followers, riskguard checks size and dll "
                          "before anything leaves. fills come back as json from the copier. stops go in the copier as brackets, "
                          "if you move one say so here. options are vince's book unless he hands it to you. that's basically it"),
        ]
        for fn in r.sample(longs, r.randint(4, 5)):
            t = self.rand_time(self.open - 1800, self.close + 1800)
            i = r.choice(["es", "nq", "rty"])
            self.add(t, r.choice(self.traders), fn(t, i), "plain")
            n -= 1
        for _ in range(n):
            t = self.rand_time()
            i = r.choice(["es", "nq", "rty", "ym"])
            if k and k % len(order) == 0:
                r.shuffle(order)
            c = tpls[order[k % len(order)]](t, i)
            k += 1
            self.add(t, r.choice(self.traders + ["vince"]), c, "plain")

    def calendar_post(self):
        r = self.r
        t = self.utc(10, r.randint(0, 50))
        c = ("\U0001f4c5 econ calendar (ET)\n"
             "08:30 CPI m/m est +0.2 prior +0.2 | core y/y est 2.9 prior 2.8\n"
             "08:30 real avg earnings\n10:30 EIA crude est -1.9M\n"
             "13:00 10y note auction $39B\n14:00 federal budget\n"
             "fedspeak: none scheduled (blackout starts sat)\n"
             "earnings AMC: ORCL, CHWY? (confirm), ADBE thu\n"
             "vol expectations: ES implied move \u00b1%.0f pts, NQ \u00b1%.0f") % (r.uniform(30, 55), r.uniform(150, 260))
        self.add(t, "mon", c, "plain")

    def thread_block(self):
        """A thread started from a message in the parent channel, with a trade inside."""
        r = self.r
        t0 = self.open + r.uniform(20, 90) * 60
        starter = self.add(t0, r.choice(self.traders), "%s scalps thread \U0001f9f5 keep trade chatter here pls" % r.choice(["nq", "es", "micro"]), "plain")
        self.thread_starter = starter
        self.add(t0 + 30, "vince", "\U0001f44d", "noise", thread=True)
        self.trade_scene(t0 + r.uniform(120, 600), "thread")
        for _ in range(r.randint(3, 6)):
            self.add(t0 + r.uniform(200, 3600), r.choice(self.traders + ["vince"]),
                     r.choice(["tape slowing down", "ok that worked", "someone mute the levels bot lol", "lol",
                               "anyone else see that iceberg", "\U0001f440", "gonna be choppy into lunch"]), "noise", thread=True)

    def copier_sync(self):
        r = self.r
        t = self.open + r.uniform(60, 100) * 60
        while t < self.close:
            rows = ["%-6s %-8s pos %s  bp_used %4.1f%%  orders_open %d  last_fill %s ET" % (
                a, "master" if a.startswith("PG") else "follower", r.choice(["flat", "flat", "flat", "flat", "+1 MES", "-2 MNQ"]),
                r.uniform(0, 40), r.randint(0, 2), self.et(t - r.uniform(60, 4000))) for a in
                ["PG-01", "PG-02", "PG-03", "PG-04", "PG-05", "FA-11", "FA-12", "FA-14", "FA-17", "FA-21"]]
            c = "[copier] periodic account sync OK (10/10), drift 0\n```\n" + "\n".join(rows) + "\n```"
            self.add(t, "copier", c, "noise")
            t += r.uniform(80, 140) * 60

    def midday(self):
        r = self.r
        t = self.open + r.uniform(2.5, 3.3) * 3600
        c = ("midday check-in. morning was decent, desk is %s on the day. couple of observations, not trade calls: "
             "nq is doing the work, es just following, rty had the cleanest trends but nobody was in them. "
             "the lunch tape is what it always is, thin and mean-reverting, so if you feel the itch go walk around the block. "
             "i'd rather we make 3 good trades after 2pm than 10 mediocre ones now. fedspeak at 1:30 and the auction at 1 "
             "are the only things on the calendar. remember the copier multiplies every mistake by six. "
             "questions on the morning trades -> dm me, not here, keep this channel for live stuff.") % (
            r.choice(["green", "slightly green", "flat-ish", "a bit red"]))
        self.add(t, "vince", c, "plain")

    def extras(self):
        r = self.r
        es, nq = self.base["es"], self.base["nq"]
        t = self.open - r.uniform(25, 35) * 60
        rows = []
        for inst, b in [("ES", es), ("NQ", nq), ("RTY", self.base["rty"]), ("YM", self.base["ym"])]:
            i = inst.lower()
            rows.append("%-4s PDH %-9s PDL %-9s PDC %-9s VPOC %-9s ONH %-9s ONL %-9s wkly VAH %-9s VAL %s" % tuple(
                [inst] + [self.fpx(i, round(b * (1 + x) / TICK[i]) * TICK[i]) for x in
                          (0.004, -0.005, 0.001, -0.0005, 0.002, -0.002, 0.008, -0.009)]))
        c = "\U0001f4cf key levels for today (auto)\n```\n" + "\n".join(rows) + "\n```\ngap: ES %+.2f vs PDC | ON range %.1f%% of 20d avg | IB avg 20d ES %.1f NQ %.1f" % (
            r.uniform(-12, 12), r.uniform(40, 130), r.uniform(14, 28), r.uniform(60, 120))
        self.add(t, "levels", c, "plain")
        # bank sales note paste (other people's trade ideas)
        t = self.open - r.uniform(80, 150) * 60
        c = ("pasting the morning note from the bank sales desk fwiw:\n"
             "> US equity derivs morning call. We like owning SPX 2m 25d puts vs selling 1m 25d calls (skew flat vs realized). "
             "> Flow: real money sold ~$2bn of NQ overnight into the Europe open; CTAs still max long, trigger levels roughly %s ES / %s NQ. "
             "> Trade idea: long RTY vs short NDX on the rebalance, 1:1 beta adjusted, target 3%%, stop 1.5%%. "
             "> Vol: VIX term structure steep, front-month ~%.1f. Dispersion still bid, implied correlation near lows. "
             "> Calendar: CPI 8:30, 10y auction 1pm. Expect the auction to matter more than the print for NQ.\n"
             "not our trades obviously, just context") % (
            self.cpx("es", round(es - 70)), self.cpx("nq", round(nq - 300)), r.uniform(14, 21))
        self.add(t, r.choice(self.traders), c, "near", idiom=("pasted bank sales note with trade ideas", "not_hard"))
        # yesterday's review (history)
        t = self.open - r.uniform(160, 240) * 60
        px1 = self.cpx("nq", round(nq - 40))
        c = ("my review of yday since i promised: 1) short nq %s at the open, filled %s, covered %s for +%d ticks. good. "
             "2) long es %s at 10:40 into the flush, stopped %s. bad: no confirmation, just hope. "
             "3) rty long %s 2 lots, took it off at %s for scratch, fine. "
             "net +$%d, fees $%d. the es trade is the pattern i need to kill. screenshots in my journal") % (
            px1, self.cpx("nq", round(nq - 40) - 0.25), self.cpx("nq", round(nq - 62)), r.randint(60, 110),
            self.cpx("es", round(es - 8)), self.cpx("es", round(es - 13)),
            self.cpx("rty", round(self.base["rty"] - 6, 1)), self.cpx("rty", round(self.base["rty"] - 5.9, 1)),
            r.randint(200, 1400), r.randint(20, 80))
        self.add(t, r.choice(self.traders), c, "near", idiom=("long review of yesterday's fills", "not_hard"))
        # data release detail
        t = self.utc(12, 30, r.randint(20, 50))
        c = ("\U0001f4ca CPI detail (May): headline m/m +0.%d (est +0.2), y/y 2.%d%% | core m/m +0.%d (est +0.3), y/y 2.%d%%\n"
             "shelter +0.%d, OER +0.%d, supercore +0.%d, used cars -0.%d, airfares -%d.%d, apparel +0.%d\n"
             "fed funds futs: Sep cut odds %d%% (from %d%%), Dec %d%%. 2y %+.1fbp, 10y %+.1fbp, DXY %+.2f\n"
             "first 1m: ES %+.2f NQ %+.2f RTY %+.1f, book thin, spreads wide for ~40s") % (
            r.randint(1, 3), r.randint(3, 6), r.randint(1, 4), r.randint(7, 9), r.randint(2, 4), r.randint(2, 4),
            r.randint(1, 3), r.randint(1, 9), r.randint(1, 4), r.randint(0, 9), r.randint(1, 5), r.randint(40, 75),
            r.randint(40, 75), r.randint(70, 95), r.uniform(-8, 8), r.uniform(-6, 6), r.uniform(-0.2, 0.2),
            r.uniform(-12, 12), r.uniform(-50, 50), r.uniform(-8, 8))
        self.add(t, "mon", c, "plain")

    def removals(self):
        r = self.r
        # forgotten hard event: fill with personal account number
        t = self.rand_time(self.open + 3600, self.close - 3600)
        who = r.choice(self.traders)
        inst = r.choice(["mnq", "mes"])
        px = self.cpx(inst, self.level(inst, t))
        acctno = "%04d-%05d" % (r.randint(1000, 9999), r.randint(10000, 99999))
        c = "filled 2 %s %s on my personal acct %s lol copier missed it" % (inst, px, acctno)
        m = self.add(t, who, c, "hard", self.H("trade_fill", ["filled", inst, px], "untagged"))
        m["forget"] = r.uniform(120, 900)
        m["removed_snippet"] = "personal acct %s" % acctno
        # forgotten non-hard: phone number
        t = self.rand_time()
        ph = "917-555-%04d" % r.randint(100, 9999)
        m = self.add(t, r.choice(self.traders), "if copier dies again call me %s, i'm on the train" % ph, "plain")
        m["forget"] = r.uniform(300, 3000)
        m["removed_snippet"] = "call me %s" % ph
        # bulk-deleted spam
        t = self.rand_time()
        grp = []
        tag = "%05x" % r.getrandbits(20)
        for k in range(r.randint(3, 4)):
            mm = self.add(t + k * r.uniform(0.5, 2), "levels", "\U0001f514 DUP alert %s-%d ES test webhook pls ignore" % (tag, k), "noise")
            mm["removed_snippet"] = "DUP alert %s-%d" % (tag, k)
            grp.append(mm)
        for mm in grp:
            mm["bulk"] = (id(grp), r.uniform(60, 240) if mm is grp[0] else None)
        self.bulk_groups = getattr(self, "bulk_groups", []) + [(grp, r.uniform(60, 240))]
        # deleted noise
        t = self.rand_time()
        m = self.add(t, r.choice(self.traders), "wrong chat sry - dinner at 8? \U0001f35d %d" % r.randint(10, 99), "noise")
        m["delete"] = r.uniform(10, 120)
        m["removed_snippet"] = m["content"]

    def build(self):
        r = self.r
        self.bulk_groups = []
        self.book_post()
        self.calendar_post()
        self.game_plan()
        self.risk_fixed()
        self.news()
        self.thesis_chat()
        self.eod_recap()
        self.thread_block()
        self.copier_sync()
        self.midday()
        self.extras()
        # trade scenes until hard-count target
        target = r.randint(30, 35)
        variants = ["full", "full", "veto", "resize", "block", "partial", "embed", "cancel", "fixfill",
                    "edit2", "repost", "typo", "full", "veto", "full"]
        must = ["resize", "embed", "fixfill", "block", "cancel", "repost", "typo", "partial"]
        r.shuffle(must)
        chosen = ["veto", "edit2"] + must[:2]
        if r.random() < 0.4:
            self.options_scene(self.rand_time(self.open + 3 * 3600, self.close - 2400))
        slots = []
        for v in chosen:
            slots.append(v)
        guard = 0
        lo, hi = self.open - 1800, self.close - 3600
        i = 0
        while (i < len(slots) or self.hard_count < target) and self.hard_count <= 33 and guard < 30:
            v = slots[i] if i < len(slots) else r.choice(variants)
            i += 1
            guard += 1
            t0 = self.rand_time(lo, hi)
            if guard == 1 and r.random() < 0.4:
                t0 = self.utc(7, r.randint(0, 50))  # overnight globex scalp on europe open
            self.trade_scene(t0, v)
        self.removals()
        self.near_misses(r.randint(18, 23))
        # plain chatter + noise to hit totals
        n_total = r.randint(225, 265)
        cur = len(self.msgs)
        n_noise_target = int(n_total * r.uniform(0.29, 0.34))
        noise_now = sum(1 for m in self.msgs if m["kind"] == "noise")
        n_plain = max(0, n_total - cur - max(0, n_noise_target - noise_now))
        self.plain_chat(n_plain)
        self.noise(max(0, n_noise_target - noise_now))


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))

    def chan_id(i):
        if i < len(CHANNEL_IDS):
            return CHANNEL_IDS[i]
        return str(int(CHANNEL_IDS[i % 4]) + (i // 4) * (104729 << 22) + i * 7)

    all_msgs = []
    day_objs = []
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for c in range(channels):
            day = Day(seed, c, d, day_start, chan_id(c))
            day.build()
            day_objs.append(day)
            all_msgs.extend(day.msgs)

    # absolute times (ms), unique and strictly increasing in stable order
    for m in all_msgs:
        d = m["day"]
        m["ms"] = _ms(d.day_start) + int(m["t"] * 1000)
    all_msgs.sort(key=lambda m: (m["ms"], m["day"].ci, m["seq"]))
    last = None
    for m in all_msgs:
        if last is not None and m["ms"] <= last:
            m["ms"] = last + 1
        last = m["ms"]
    seqc = {}
    for m in all_msgs:
        w = PEOPLE[m["author"]][3]
        k = (m["ms"], w)
        seqc[k] = seqc.get(k, 0) + 1
        m["id"] = _sf(m["ms"], w, (m["ms"] * 7 + seqc[k]) % 4096)
    # resolve channels (threads)
    for d in day_objs:
        st = getattr(d, "thread_starter", None)
        for m in d.msgs:
            m["channel"] = d.chan
            m["parent"] = None
            if m["thread"] and st is not None:
                m["channel"] = st["id"]
                m["parent"] = d.chan
                if m["ms"] <= st["ms"]:
                    raise RuntimeError("thread message before starter")

    events = []  # (ms, order, event)
    for m in all_msgs:
        author_id, name, bot, _ = PEOPLE[m["author"]]
        msg = {"id": m["id"], "author_id": author_id, "author_name": name, "author_bot": bot,
               "created_at": _iso(m["ms"]), "content": m["content"]}
        if m["attachments"]:
            atts = []
            for k, a in enumerate(m["attachments"]):
                aid = _sf(m["ms"], 1, k)
                atts.append({"id": aid, "filename": a["filename"], "size": a["size"],
                             "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (m["channel"], aid, a["filename"])})
            msg["attachments"] = atts
        if m["embeds"]:
            msg["embeds"] = m["embeds"]
        msg["reference_id"] = m["ref"]["id"] if m["ref"] is not None else None
        if m["pin"] is not None:
            msg["pinned"] = False
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["channel"]}
        if m["parent"]:
            ev["parent_channel_id"] = m["parent"]
        ev["message"] = msg
        events.append([m["ms"], 0, ev])
        base = {"guild_id": GUILD_ID, "channel_id": m["channel"]}
        vince = PEOPLE["vince"][0]
        te = m["ms"]
        for dt, new in m["edits"]:
            te2 = m["ms"] + int(dt * 1000)
            e = dict(op="edit", **base)
            e.update(message_id=m["id"], content=new)
            events.append([te2, 1, e])
            te = max(te, te2)
        if m["pin"] is not None:
            e = dict(op="pin", **base)
            e.update(message_id=m["id"], by=vince)
            events.append([m["ms"] + int(m["pin"] * 1000), 1, e])
        for dt, emoji, who in m["reactions"]:
            e = dict(op="reaction_add", **base)
            e.update(message_id=m["id"], emoji=emoji, user_id=PEOPLE[who][0])
            events.append([m["ms"] + int(dt * 1000), 1, e])
        if m["delete"] is not None:
            e = dict(op="delete", **base)
            e.update(message_id=m["id"])
            events.append([te + int(m["delete"] * 1000), 2, e])
        if m["forget"] is not None:
            e = dict(op="forget", **base)
            e.update(message_id=m["id"], requested_by=vince)
            events.append([te + int(m["forget"] * 1000), 2, e])
    for d in day_objs:
        for grp, dt in d.bulk_groups:
            lastms = max(x["ms"] for x in grp)
            e = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": grp[0]["channel"],
                 "message_ids": [x["id"] for x in grp]}
            events.append([lastms + int(dt * 1000), 2, e])
    # one unpin/reaction_remove for realism: unpin yesterday's game plan is implicit; add reaction_remove
    events.sort(key=lambda e: (e[0], e[1]))
    last = None
    for e in events:
        if last is not None and e[0] <= last and e[2]["op"] != "create":
            e[0] = last + 1
        last = max(last or 0, e[0])
    events.sort(key=lambda e: (e[0], e[1]))
    out = []
    tskey = {"edit": "edited_at", "delete": "deleted_at", "bulk_delete": "deleted_at", "forget": "at",
             "pin": "at", "unpin": "at", "reaction_add": "at", "reaction_remove": "at"}
    for ms, _, ev in events:
        if ev["op"] != "create":
            ev[tskey[ev["op"]]] = _iso(ms)
        out.append(ev)

    # labels
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    cands = []
    for m in all_msgs:
        if m["hard"] is not None:
            if m["forget"] is not None:
                st = "forgotten"
            elif m["delete"] is not None:
                st = "deleted"
            elif m["bulk"] is not None:
                st = "deleted"
            elif m["edits"]:
                st = "edited"
            else:
                st = "live"
            h = {"channel_id": m["channel"], "message_id": m["id"], "event_type": m["hard"]["event_type"],
                 "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"], "final_state": st}
            labels["hard_events"].append(h)
            for s in m["superseded"]:
                labels["superseded_facts"].append([m["channel"], m["id"], s])
        elif m["kind"] == "noise":
            labels["noise_message_ids"].append(m["id"])
        elif m["kind"] == "near":
            labels["near_miss_ids"].append(m["id"])
        if m["removed_snippet"]:
            labels["removed_texts"].append(m["removed_snippet"])
        idi = m.get("idiom")
        if idi and idi[0] and idi[0] not in seen_idioms and m["delete"] is None and m["forget"] is None \
                and m["bulk"] is None:
            seen_idioms.add(idi[0])
            cands.append({"message_id": m["id"], "idiom": idi[0], "expected": idi[1]})
    hard_c = [c for c in cands if c["expected"] != "not_hard"]
    soft_c = [c for c in cands if c["expected"] == "not_hard"]
    pri = {name: k for k, name in enumerate(IDIOM_PRIORITY)}
    hard_c.sort(key=lambda c: pri.get(c["idiom"], 99))
    soft_c.sort(key=lambda c: pri.get(c["idiom"], 99))
    pick = hard_c[:13]
    pick += soft_c[:20 - len(pick)]
    if len(pick) < 20:
        pick += hard_c[13:13 + 20 - len(pick)]
    keep = {c["message_id"] for c in pick}
    labels["idioms"] = [c for c in cands if c["message_id"] in keep]
    return {"events": out, "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.%s" % DESK)
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
    res = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    sys.stderr.write("%s: %d events (%d messages), %d hard, %d noise, %d near-miss, %d idioms\n" % (
        DESK, len(res["events"]), n_create, len(lab["hard_events"]), len(lab["noise_message_ids"]),
        len(lab["near_miss_ids"]), len(lab["idioms"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
