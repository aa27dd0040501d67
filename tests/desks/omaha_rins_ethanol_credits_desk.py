#!/usr/bin/env python3
"""Omaha RINs / ethanol credits desk: a seeded busy-day capture generator.

US biofuel compliance credits and feedstocks: D4/D5/D6 RINs by vintage (cents),
California LCFS credits, ethanol swaps (Chicago Argo, NYH), CBOT corn and soybean
oil hedges, RVO obligations of refiner clients.

Standard library only.  Output is a pure function of (seed, end, channels, days).

    python -m tests.desks.omaha_rins_ethanol_credits_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "omaha_rins_ethanol_credits_desk"
UTC = timezone.utc
DISCORD_EPOCH = 1420070400000
DAY_MS = 86400000
LOCAL_OFFSET_MS = -6 * 3600 * 1000          # US Central (standard time)
DEFAULT_END = datetime(2026, 12, 4, 6, 0, 0, tzinfo=UTC)   # = midnight CT, Thu 3 Dec 2026 ends

GUILD_ID = "1163927504418230282"
_CHANNEL_IDS = [
    "1171480266313322516",   # rins-ethanol-desk
    "1171480913872699433",   # rins-ethanol-desk-2 (refiner cover book)
    "1182236604997357598",   # lcfs-west
    "1190671752336310362",   # ags-hedge
]


def channel_id_for(idx):
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    base = 1195000000000000000 + idx * 7340032 * 131 + (idx * 2654435761 % 1048576)
    return str(base)


# stable authors: key -> (id, name, bot)
P = {
    "lead":    ("1187431200493551616", "Dale Kruse", False),
    "brenna":  ("1191820364837457920", "brenna.h", False),
    "tj":      ("1203349927713972284", "tj_ostrander", False),
    "mitch":   ("1209918374467829811", "mitchv", False),
    "ops":     ("1224500831920357407", "Kara (ops)", False),
    "cody":    ("1238871403329146890", "Cody Brandt · voice memo", True),
    "emts":    ("1251302874410729532", "emts-relay", True),
    "broker":  ("1260094418825592913", "broker-im-bridge", True),
    "oms":     ("1266631988205518878", "Kestrel OMS", True),
    "risk":    ("1270187702318940221", "riskguard", True),
    "news":    ("1277730119264403548", "biofuels-wire", True),
    "analyst": ("1284411936271556648", "balsheet-agent", True),
    "exec":    ("1290056611840978985", "exec-agent", True),
    "alerts":  ("1295528207416758342", "px-alerts", True),
    "cron":    ("1301104473120571444", "cron", True),
    "deploy":  ("1305583520497156167", "deploybot", True),
    "gw":      ("1311279036671987780", "gateway-monitor", True),
}
TRADERS = ["brenna", "tj", "mitch"]
CPTYS = ["Cedar Bend Energy", "Loess Hills Ethanol", "Red Cedar Fuels", "Platte Valley Bio",
         "Nishna Renewables", "Big Sioux Grain Processing", "Elkhorn Agri-Energy"]
CLIENTS = ["Kettle Creek Refining", "Sandhill Petroleum", "Bluestem Refining"]
CLIENT_SHORT = {"Kettle Creek Refining": "kettle creek", "Sandhill Petroleum": "sandhill",
                "Bluestem Refining": "bluestem"}
BROKERS = [("Northline", "jess.k"), ("Ridgeway", "pk"), ("Prairie Fuels Brokerage", "moe")]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    n = int(n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + words(rest))
    if n < 1000000:
        rest = n % 1000
        return words(n // 1000) + " thousand" + ("" if rest == 0 else " " + words(rest))
    return words(n // 1000000) + " million"


def px_words(x):
    whole = int(x)
    frac = round((x - whole) * 4)
    tail = {0: "", 1: " and a quarter", 2: " and a half", 3: " and three quarters"}[frac]
    return words(whole) + tail


def iso(ms):
    return datetime.fromtimestamp(ms / 1000.0, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def q4(x):
    return round(x * 4) / 4.0


class DayGen:
    """Builds one busy channel-day as message specs + op specs (times in ms)."""

    def __init__(self, seed, ch_idx, day_idx, day_start_ms, channel_id):
        self.rng = random.Random(seed * 1000003 + ch_idx * 7919 + day_idx * 104729 + 17)
        self.ch_idx, self.day_idx = ch_idx, day_idx
        self.start, self.end = day_start_ms, day_start_ms + DAY_MS
        self.ch = channel_id
        self.msgs, self.ops = [], []
        mid = datetime.fromtimestamp((day_start_ms + DAY_MS // 2 + LOCAL_OFFSET_MS) / 1000.0, UTC)
        self.date = mid.date()
        self.yymmdd = mid.strftime("%y%m%d")
        self.oids = set()
        r = self.rng
        self.px = {
            "d6": q4(r.uniform(88, 104)),
            "d4": 0.0, "d5": 0.0,
            "lcfs": float(r.randint(56, 78)),
            "argo": round(r.uniform(1.55, 1.85), 4),
            "nyh": 0.0,
            "zch7": q4(r.uniform(438, 468)),
            "zlf7": round(r.uniform(46.0, 53.0), 2),
        }
        self.px["d4"] = q4(self.px["d6"] + r.uniform(9, 21))
        self.px["d5"] = q4(self.px["d4"] - r.uniform(0.5, 3.0))
        self.px["nyh"] = round(self.px["argo"] + r.uniform(0.08, 0.16), 4)
        self.idiom_seen = set()
        self.proposals = []

    # ---------------- time helpers
    def at(self, h):
        L = int(h * 3600000)
        tod0 = (self.start + LOCAL_OFFSET_MS) % DAY_MS
        return self.start + (L - tod0) % DAY_MS

    def anchor(self, h, span_min=60):
        t = self.at(h)
        span = span_min * 60000
        if t + span > self.end - 60000:
            t -= 12 * 3600000
        if t < self.start + 60000:
            t = self.start + 60000
        if t + span > self.end - 60000:
            t = self.end - span - 60000
        return t + self.rng.randint(0, 59999)

    def biz(self, lo=7.25, hi=15.25):
        return self.rng.uniform(lo, hi)

    def busy_h(self):
        w = [0.3, 0.3, 0.3, 0.3, 0.3, 1.0, 3.0, 8.0, 10.0, 10.0, 10.0, 7.0,
             5.0, 9.0, 9.0, 6.0, 3.0, 2.5, 1.2, 1.2, 1.0, 0.8, 0.5, 0.4]
        h = self.rng.choices(range(24), weights=w)[0]
        return h + self.rng.random()

    def s(self, lo, hi):
        return self.rng.randint(int(lo * 1000), int(hi * 1000))

    # ---------------- spec builders
    def m(self, t, who, content="", embeds=None, reply=None, thread=None, hard=None,
          near=False, noise=False, idiom=None):
        t = max(self.start + 1000, min(self.end - 1000, t))
        spec = dict(key=len(self.msgs), t=t, who=who, content=content, embeds=embeds,
                    reply=reply, thread=thread, hard=hard, near=near, noise=noise,
                    idiom=idiom, edits=[], removed=None, snippet=None, superseded=[],
                    day=self)
        self.msgs.append(spec)
        return spec

    def op(self, t, kind, target, **extra):
        self.ops.append(dict(t=t, op=kind, target=target, extra=extra, day=self))

    def edit(self, spec, t, content, superseded=None):
        spec["edits"].append((t, content))
        for s in superseded or []:
            spec["superseded"].append(s)

    def remove(self, spec, t, how, snippet):
        spec["removed"] = how
        spec["snippet"] = snippet
        if how == "delete":
            self.op(t, "delete", spec)
        elif how == "forget":
            self.op(t, "forget", spec)

    def oid(self):
        while True:
            o = "KO-%s-%04d" % (self.yymmdd, self.rng.randint(1000, 9999))
            if o not in self.oids:
                self.oids.add(o)
                return o

    def txn(self):
        return "%d" % self.rng.randint(7700000000, 7799999999)

    def _pick(self, kind, k, n):
        used = self.__dict__.setdefault("_used_" + kind, [])
        for i in range(n):
            j = (k + i) % n
            if j not in used:
                used.append(j)
                return j
        return k % n

    def n_hard(self):
        return sum(1 for x in self.msgs if x["hard"])

    # ---------------- instruments
    def rin(self, code, yy, side):
        r = self.rng
        base = self.px["d%d" % code]
        px = q4(base - (1.5 if yy == 25 else 0.0) + r.choice([-0.5, -0.25, 0, 0.25, 0.5]))
        size_txt, qty = r.choice([("250k", 250000), ("500k", 500000), ("750k", 750000), ("1mm", 1000000)])
        b = r.choice(BROKERS)
        return dict(kind="rin", code=code, yy=yy, side=side, px=px, px_txt="%.2f" % px,
                    chat=r.choice(["d%d %ds" % (code, yy), "d%d %ds" % (code, yy), "D%d '%d" % (code, yy)]),
                    short="d%ds" % code, sym="RIN.D%d.20%d" % (code, yy), size=size_txt, qty=qty,
                    unit="¢", venue="OTC-" + b[0], cpty=r.choice(CPTYS),
                    qty_fmt="{:,}".format(qty), px_disp="%.2f¢" % px)

    def lcfs(self, side):
        r = self.rng
        px = self.px["lcfs"] + r.choice([-1.0, -0.5, 0.0, 0.5, 1.0])
        k = r.choice([10, 15, 20, 25])
        return dict(kind="lcfs", side=side, px=px, px_txt="%.2f" % px, chat="lcfs", short="lcfs",
                    sym="LCFS.CA.CREDIT", size="%dk t" % k, qty=k * 1000, unit="$/t",
                    venue="OTC-" + r.choice(BROKERS)[0], cpty=r.choice(CPTYS + ["Golden State Renewables"]),
                    qty_fmt="{:,} t".format(k * 1000), px_disp="$%.2f/t" % px)

    def eth(self, where, side):
        r = self.rng
        mon = "jan" if where == "argo" else "feb"
        px = round(self.px[where] + r.choice([-0.01, -0.005, 0, 0.005, 0.01]), 4)
        lots = r.choice([3, 5, 8, 10])
        gal = lots * 42000
        sym = "ETH.%s.%s27" % ("ARGO" if where == "argo" else "NYH", mon.upper())
        return dict(kind="eth", where=where, side=side, px=px, px_txt="%.4f" % px,
                    chat="%s %s" % (mon, where), short=where, sym=sym,
                    size="%dk gal" % (gal // 1000), qty=gal, unit="$/gal",
                    venue=r.choice(["OTC-Northline", "CME ClearPort"]), cpty=r.choice(CPTYS),
                    qty_fmt="{:,} gal".format(gal), px_disp="$%.4f/gal" % px)

    def fut(self, sym, side):
        r = self.rng
        if sym == "ZLF7":
            px = round(self.px["zlf7"] + r.choice([-0.12, -0.05, 0.0, 0.07, 0.15]), 2)
            px_txt = "%.2f" % px
            lots = r.choice([40, 60, 80, 100])
        else:
            px = q4(self.px["zch7"] + r.choice([-1.0, -0.5, 0, 0.25, 0.75]))
            px_txt = "%.2f" % px
            lots = r.choice([100, 150, 200, 250])
        return dict(kind="fut", side=side, px=px, px_txt=px_txt, chat=sym.lower(), short=sym.lower(),
                    sym=sym, size=str(lots), qty=lots, unit="", venue="CBOT", cpty="CME",
                    qty_fmt="%d lots" % lots, px_disp=px_txt)

    # ---------------- hard-event building blocks
    def proposal(self, t, who, ins, style, thread=None, client=None):
        r = self.rng
        side = ins["side"]
        client = client or r.choice(CLIENTS)
        cs = CLIENT_SHORT[client]
        if style == "shorthand":
            if ins["kind"] in ("rin", "lcfs"):
                sw = "lift" if side == "BUY" else "hit"
            else:
                sw = "b" if side == "BUY" else "s"
            tail = r.choice(["", " for %s cover" % cs, ", cap %s" % self._cap(ins), " thru %s" % ins["venue"][4:] if ins["venue"].startswith("OTC") else ""])
            content = "%s %s %s @ %s%s" % (sw, ins["size"], ins["chat"], ins["px_txt"], tail)
            facts = ["%s %s" % (sw, ins["size"]), ins["chat"], ins["px_txt"]]
            idiom = ("k-suffixed shorthand lift/hit with vintage plural", "trade_proposal")
            ph = "shorthand"
        elif style == "tagged":
            stop = ""
            content = "PROP | %s %s %s @ %s | %s | acct %s RVO" % (side.lower(), ins["size"], ins["chat"], ins["px_txt"], ins["venue"], cs)
            facts = [side.lower(), ins["size"], ins["chat"], ins["px_txt"]]
            idiom = ("pipe-tagged PROP line", "trade_proposal")
            ph = "tagged"
        else:
            verb = "buy" if side == "BUY" else "sell"
            why = r.choice([
                "%s still short about %s on their Q4 true-up" % (cs, r.choice(["1.2mm", "800k", "2mm"])),
                "screen's been offered all morning and nobody's defending",
                "gets us back inside the book target before the EMTS cutoff",
                "spread to the 26s looks stretched vs where it was Tuesday",
                "covers the %s RVO tranche we owe them by the 15th" % cs,
            ])
            content = "proposing we %s %s %s at %s%s — %s. working it via %s if dale's ok" % (
                verb, ins["size"], ins["chat"], ins["px_txt"], "" if ins["unit"] in ("", "$/gal", "$/t") else "c", why, ins["venue"])
            facts = [verb, ins["size"], ins["chat"], ins["px_txt"]]
            idiom = ("prose 'proposing we buy' with reason clause", "trade_proposal")
            ph = "untagged"
        spec = self.m(t, who, content, thread=thread, hard=("trade_proposal", facts, ph), idiom=idiom)
        self.proposals.append(spec)
        return spec

    def _cap(self, ins):
        if ins["kind"] in ("rin", "lcfs"):
            step = 0.5 if ins["side"] == "BUY" else -0.5
            return "%.2f" % (ins["px"] + step)
        if ins["kind"] == "eth":
            return "%.4f" % (ins["px"] + (0.005 if ins["side"] == "BUY" else -0.005))
        return "%.2f" % (ins["px"] + (0.25 if ins["side"] == "BUY" else -0.25))

    def approval(self, t, prop, ins, thread=None, reject=False):
        r = self.rng
        if reject:
            opts = [
                ("no. pass — we're already max long %s" % ins["short"], ["pass", "max long %s" % ins["short"]]),
                ("not today, %s line is full. kill it" % ins["cpty"], ["kill it", ins["cpty"]]),
                ("nah leave it, don't chase %s here" % ins["short"], ["nah leave it", ins["short"]]),
            ]
            c, f = r.choice(opts)
            idiom = ("reply rejection citing cap/line", "trade_approval")
        else:
            opts = [
                ("👍 send it", ["👍", "send it"]),
                ("hit it, %s max" % ins["size"], ["hit it", "%s max" % ins["size"]]),
                ("ok go. %s cap" % self._cap(ins), ["ok go", self._cap(ins)]),
                ("yep go ahead on the %s" % ins["short"], ["go ahead", ins["short"]]),
                ("approved 👍 %s" % ins["size"], ["approved", ins["size"]]),
                ("do it @ %s or better" % ins["px_txt"], ["do it", ins["px_txt"]]),
            ]
            c, f = r.choice(opts)
            idiom = ("thumbs-up / 'hit it' reply approval", "trade_approval")
        sp = self.m(t, "lead", c, reply=prop, thread=thread, hard=("trade_approval", f, "reply"), idiom=idiom)
        if r.random() < 0.6 and not reject:
            self.op(t - self.s(2, 30), "reaction_add", prop, emoji="👍")
        return sp

    def ack(self, t, oid, ins, status, qty=None, reason=None, idiom=None):
        d = {"evt": "order_ack" if status not in ("CANCELLED", "REJECTED") else "order_update",
             "ord_id": oid, "status": status, "sym": ins["sym"], "side": ins["side"],
             "qty": qty if qty is not None else ins["qty"], "lmt": ins["px"], "venue": ins["venue"],
             "acct": "OMA-RIN-%d" % (1 + self.ch_idx), "ts": iso(t)[:19] + "Z"}
        if reason:
            d["reason"] = reason
        c = "```json\n" + json.dumps(d, ensure_ascii=False) + "\n```" if self.rng.random() < 0.5 else json.dumps(d, ensure_ascii=False)
        return self.m(t, "oms", c, hard=("trade_confirmation", [oid, status, ins["sym"], ins["side"]], "structured"),
                      idiom=idiom or ("OMS JSON order ack", "trade_confirmation"))

    def fill_card(self, t, oid, ins, qty, px, n, of, leaves):
        qf = "{:,}".format(qty)
        if ins["kind"] == "rin":
            pxs = "%.2f" % px
            pdisp = pxs + "¢"
        elif ins["kind"] == "lcfs":
            pxs = "%.2f" % px
            pdisp = "$" + pxs + "/t"
        elif ins["kind"] == "eth":
            pxs = "%.4f" % px
            pdisp = "$" + pxs + "/gal"
        else:
            pxs = "%.2f" % px
            pdisp = pxs
        emb = {"title": "Fill · %s" % ins["sym"],
               "description": "partial fill" if leaves else "order complete",
               "author": "Kestrel OMS",
               "fields": [{"name": "Side", "value": ins["side"], "inline": True},
                          {"name": "Qty", "value": qf, "inline": True},
                          {"name": "Price", "value": pdisp, "inline": True},
                          {"name": "Cpty", "value": ins["cpty"], "inline": True},
                          {"name": "Leaves", "value": "{:,}".format(leaves), "inline": True}],
               "footer": "ord %s · %s · fill %d/%d" % (oid, ins["venue"], n, of)}
        return self.m(t, "oms", "", embeds=[emb],
                      hard=("trade_fill", [ins["sym"], ins["side"], qf, pxs, oid], "embed"),
                      idiom=("embed-only fill card", "trade_fill"))

    def emts_transfer(self, t, oid, ins, qty):
        tx = self.txn()
        act = "BUY" if ins["side"] == "BUY" else "SELL"
        c = ("EMTS txn_id=%s action=%s status=ACCEPTED d_code=%d rin_year=20%d qty=%d assigned=N "
             "cpty_org=%d (%s) price_per_rin=%.4f ref=%s submitted=%s") % (
            tx, act, ins["code"], ins["yy"], qty, self.rng.randint(1000, 9999), ins["cpty"].upper(),
            ins["px"] / 100.0, oid, iso(t)[:16] + "Z")
        return self.m(t, "emts", c, hard=("trade_confirmation", ["txn_id=%s" % tx, "ACCEPTED", "qty=%d" % qty, oid], "structured"),
                      idiom=("EMTS key=value transfer accepted", "trade_confirmation"))

    def lifecycle(self, h, ins, style="shorthand", who=None, thread=None, mode="normal", partial=True, emts=True):
        """proposal -> approval -> (risk) -> ack -> fills -> EMTS."""
        r = self.rng
        who = who or r.choice(TRADERS)
        t = self.anchor(h, 150)
        prop = self.proposal(t, who, ins, style, thread=thread)
        t += self.s(20, 200)
        if r.random() < 0.4:
            q = r.choice(["size ok w risk?", "who's the cpty", "%s or wait for the %s number?" % (ins["short"], r.choice(["eia", "nopa", "emts"])),
                          "screen says %s" % ins["px_txt"], "thats thru the mid fwiw"])
            self.m(t, r.choice([x for x in TRADERS if x != who]), q, reply=prop, thread=thread)
            t += self.s(20, 120)
        reject = mode == "reject"
        appr = self.approval(t, prop, ins, thread=thread, reject=reject)
        if reject:
            t += self.s(10, 60)
            self.m(t, who, r.choice(["k", "ok fair", "👍", "np"]), reply=appr, thread=thread, noise=True)
            return prop
        t += self.s(15, 90)
        oid = self.oid()
        qty = ins["qty"]
        if mode == "resize":
            q1 = int(qty * r.choice([0.5, 0.6, 0.7]) // 50000 * 50000) if ins["kind"] == "rin" else max(1, int(qty * 0.6))
            lim = r.choice([4000000, 5000000, 6000000]) if ins["kind"] == "rin" else qty * 3
            rc = "⚠️ RESIZE %s %s qty %s → %s · reason: net %s position cap %s · owner %s" % (
                oid, ins["sym"], "{:,}".format(qty), "{:,}".format(q1), ins["sym"], "{:,}".format(lim), P[who][1])
            self.m(t, "risk", rc, hard=("risk_limit", ["RESIZE", oid, "{:,}".format(q1)], "structured"),
                   idiom=("risk bot resizes order", "risk_limit"))
            qty = q1
            t += self.s(2, 10)
        if mode == "block":
            lim = r.choice([1500000, 2000000, 2500000, 3000000])
            cur = int(lim * r.uniform(0.85, 0.97)) // 1000 * 1000
            notional = int(ins["qty"] * ins["px"] / (100.0 if ins["kind"] == "rin" else 1.0))
            rc = "⛔ BLOCKED %s · cpty %s · credit limit ${:,} · current ${:,} + order ${:,} = ${:,} · not released".format(
                lim, cur, notional, cur + notional) % (oid, ins["cpty"])
            self.m(t, "risk", rc, hard=("risk_limit", ["BLOCKED", oid, ins["cpty"], "${:,}".format(lim)], "structured"),
                   idiom=("risk bot counterparty credit block", "risk_limit"))
            t += self.s(1, 6)
            self.ack(t, oid, ins, "REJECTED", reason="RISK_CREDIT_LIMIT", idiom=("OMS JSON reject after risk block", "trade_confirmation"))
            t += self.s(30, 200)
            self.m(t, who, r.choice(["ugh. ok will try %s for it" % r.choice(BROKERS)[0], "figures. %s line is always full" % ins["cpty"].split()[0].lower(),
                                     "ok parking it till ops sorts the line"]), thread=thread)
            return prop
        self.ack(t, oid, ins, "WORKING", qty=qty)
        t += self.s(60, 1500)
        fills = []
        if partial and qty >= 2 and r.random() < 0.45:
            a = qty // 2 if ins["kind"] != "rin" else (qty // 2) // 50000 * 50000 or qty // 2
            fills = [a, qty - a]
        else:
            fills = [qty]
        left = qty
        for i, f in enumerate(fills):
            left -= f
            step = 0.0 if i == 0 else (0.25 if ins["kind"] in ("rin", "fut") and ins["sym"] != "ZLF7" else 0.0)
            px = ins["px"] + (step if ins["side"] == "BUY" else -step)
            self.fill_card(t, oid, ins, f, px, i + 1, len(fills), left)
            t += self.s(120, 1400)
        if emts and ins["kind"] == "rin" and r.random() < 0.6:
            t += self.s(600, 4000)
            self.emts_transfer(t, oid, ins, fills[0])
        return prop

    # ---------------- scenario catalogue
    def sc_stop_edits(self):
        r = self.rng
        who = r.choice(TRADERS)
        t = self.anchor(self.biz(8.0, 11.0), 300)
        lv = sorted([round(self.px["zlf7"] + r.uniform(0.9, 1.4), 2)], reverse=True)[0]
        l1 = "%.2f" % lv
        l2 = "%.2f" % (lv - round(r.uniform(0.25, 0.45), 2))
        l3 = "%.2f" % (float(l2) - round(r.uniform(0.2, 0.35), 2))
        base = "stop on the zlf7 short (hedge vs d4 length) → {} buy stop, GTC"
        sp = self.m(t, who, base.format(l1), hard=("stop_or_target_change", ["zlf7", "stop", l3], "untagged"),
                    idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        self.edit(sp, t + self.s(3600, 5400), base.format(l2) + " (moved)", superseded=[l1])
        self.edit(sp, t + self.s(9000, 12000), base.format(l3) + " (moved again, nopa)", superseded=[l2])
        self.op(t + self.s(30, 300), "pin", sp)
        self.op(t + self.s(30, 300), "reaction_add", sp, emoji="📌")

    def sc_target(self):
        r = self.rng
        t = self.anchor(self.biz(), 5)
        lvl = "%.2f" % (self.px["d6"] + r.choice([4.5, 5.0, 5.5, 6.0]))
        c = r.choice([
            "setting take-profit on the d6 26 length at %s, resting offer for 1mm w northline" % lvl,
            "tp on d6 26 length → %s. leave it GTC" % lvl,
        ])
        fact = "take-profit" if "take-profit" in c else "tp"
        self.m(t, "lead", c, hard=("stop_or_target_change", [fact, "d6 26", lvl], "untagged"),
               idiom=("take-profit set in prose", "stop_or_target_change"))

    def sc_stop_pull(self):
        t = self.anchor(self.biz(), 5)
        self.m(t, self.rng.choice(TRADERS), "pulling the stop on zch7 long — it's vs physical now, no stop needed",
               hard=("stop_or_target_change", ["pulling the stop", "zch7"], "untagged"))

    def sc_manual_fill_edit(self):
        r = self.rng
        who = r.choice(TRADERS)
        t = self.anchor(self.biz(), 30)
        px_bad = "%.2f" % (self.px["d5"] + 0.25)
        px_ok = "%.2f" % self.px["d5"]
        cp = r.choice(CPTYS)
        first = "done: bot 250k d5 26s @ %s from %s, emts to follow" % (px_bad, cp)
        sp = self.m(t, who, first, hard=("trade_fill", ["bot 250k", "d5 26s", px_ok, cp], "untagged"),
                    idiom=("manual fill corrected by edit", "trade_fill"))
        self.edit(sp, t + self.s(120, 900), "done: bot 250k d5 26s @ %s from %s, emts to follow ✏️ px fixed" % (px_ok, cp),
                  superseded=[px_bad])

    def sc_cancel(self):
        r = self.rng
        ins = self.rin(6, 27, "BUY")
        t = self.anchor(r.uniform(15.2, 16.2), 5)
        self.ack(t, self.oid(), ins, "CANCELLED", reason=r.choice(["GTD_EXPIRY", "USER_CANCEL"]),
                 idiom=("OMS JSON cancel", "trade_confirmation"))

    def sc_deleted_prop(self):
        r = self.rng
        who = r.choice(TRADERS)
        t = self.anchor(self.biz(), 10)
        px = "%.2f" % (self.px["d6"] + 2.75)
        c = "lift 1mm d6 27s @ %s" % px
        sp = self.m(t, who, c, hard=("trade_proposal", ["lift 1mm", "d6 27s", px], "shorthand"))
        self.remove(sp, t + self.s(40, 200), "delete", "lift 1mm d6 27s @ %s" % px)
        self.m(t + self.s(210, 260), who, "deleted that, wrong vintage. nothing working in 27s")

    def sc_deleted_chat(self):
        t = self.anchor(self.biz(11.0, 13.0), 5)
        who = self.rng.choice(TRADERS)
        sp = self.m(t, who, "wrong window sorry — who's grabbing runza for the desk")
        self.remove(sp, t + self.s(20, 90), "delete", "who's grabbing runza for the desk")

    def sc_forget_voice(self):
        r = self.rng
        t = self.anchor(self.biz(7.3, 9.0), 20)
        n = r.choice([100, 150, 300])
        px = q4(self.px["d6"] - 0.5)
        phone = "five one five %s %s" % (words(r.randint(200, 899)), words(r.randint(10, 99)))
        c = ("[voice memo 0:%02d · auto-transcript] ok dale its cody at %s the plant manager there wants to move %s thousand "
             "d six twenty six rins today i say we buy them at %s his cell is %s call him not the office") % (
            r.randint(31, 58), r.choice(["loess hills", "nishna", "elkhorn"]), words(n), px_words(px), phone)
        sp = self.m(t, "cody", c, hard=("trade_proposal", ["%s thousand" % words(n), "d six twenty six", px_words(px)], "untagged"))
        self.remove(sp, t + self.s(600, 2400), "forget", phone)
        self.m(t + self.s(2500, 2700), "ops", "cleared a memo with personal phone info — cody pls keep numbers out of memos")

    def sc_forget_chat(self):
        t = self.anchor(self.biz(), 10)
        acct = "BLU-%d" % self.rng.randint(10000, 99999)
        sp = self.m(t, "mitch", "bluestem emts login is %s / Prairie!%d" % (acct, self.rng.randint(10, 99)))
        self.remove(sp, t + self.s(60, 500), "forget", acct)

    def sc_bulk(self):
        r = self.rng
        t = self.anchor(r.uniform(1.0, 4.5), 10)
        batch = r.randint(80000, 99999)
        specs = []
        for i in range(r.randint(3, 5)):
            specs.append(self.m(t + i * self.s(5, 20), "emts", "EMTS CDX submit batch %d retry %d/5 — 503 from epa gateway" % (batch, i + 1)))
        for sp in specs:
            sp["removed"] = "bulk"
            sp["snippet"] = "batch %d retry %d/5" % (batch, specs.index(sp) + 1)
        self.op(specs[-1]["t"] + self.s(300, 900), "bulk_delete", specs)

    def sc_voice_prop(self, ins):
        r = self.rng
        t = self.anchor(self.biz(8.0, 13.0), 120)
        if ins["kind"] == "eth":
            n = ins["qty"] // 42000
            c = ("[voice memo 1:%02d · auto-transcript] hey its cody um coming back from %s they are long ethanol into january and basis is soft "
                 "so i think we sell %s lots of %s swaps at %s hedge against the plant deal they want an answer by two so "
                 "let me know dale") % (r.randint(0, 59), r.choice(["the nishna plant", "big sioux", "elkhorn"]), words(n),
                                        "january argo", "one point " + " ".join(words(int(d)) for d in ins["px_txt"].split(".")[1]))
            facts = ["sell %s lots" % words(n), "january argo", "one point " + " ".join(words(int(d)) for d in ins["px_txt"].split(".")[1])]
        else:
            k = ins["qty"] // 1000
            c = ("[voice memo 0:%02d · auto-transcript] dale its cody so %s has %s thousand d six twenty sixes separated off the december "
                 "grind i think we buy them at %s thats a quarter under screen they settle emts by friday") % (
                r.randint(20, 59), ins["cpty"].lower(), words(k), px_words(ins["px"]))
            facts = ["buy them", "%s thousand d six twenty sixes" % words(k), px_words(ins["px"])]
        prop = self.m(t, "cody", c, hard=("trade_proposal", facts, "untagged"),
                      idiom=("spelled-out numbers in voice-memo proposal", "trade_proposal"))
        t += self.s(200, 900)
        a = self.approval(t, prop, ins)
        t += self.s(30, 200)
        oid = self.oid()
        self.ack(t, oid, ins, "WORKING")
        t += self.s(300, 1800)
        self.fill_card(t, oid, ins, ins["qty"], ins["px"], 1, 1, 0)

    def sc_thread(self):
        r = self.rng
        client = r.choice(CLIENTS)
        t = self.anchor(self.biz(8.5, 12.5), 200)
        starter = self.m(t, "lead", "🧵 %s Q4 RVO true-up — keep the chatter in here" % client)
        self.op(t + self.s(5, 60), "pin", starter)
        t += self.s(30, 200)
        self.m(t, "ops", "%s obligation file: D6 %s, D4 %s, D5 %s (RINs short vs retirement target)" % (
            CLIENT_SHORT[client], r.choice(["1.40mm", "2.05mm", "880k"]), r.choice(["610k", "1.10mm", "350k"]), r.choice(["40k", "120k", "75k"])),
               thread=starter)
        t += self.s(60, 300)
        self.m(t, r.choice(TRADERS), "do we cover the D5 with D4s again or buy actual D5? last year we over-covered", thread=starter, near=True,
               idiom=("question about covering with D4 vs D5", "not_hard"))
        t += self.s(60, 300)
        self.m(t, "lead", "D4s, it's cheaper per gallon equiv. ok as long as retirement mix is documented", thread=starter)
        ins = self.eth("nyh", "SELL") if r.random() < 0.4 else self.rin(4, 26, "BUY")
        t += self.s(60, 300)
        who = r.choice(TRADERS)
        prop = self.proposal(t, who, ins, r.choice(["shorthand", "tagged"]), thread=starter, client=client)
        t += self.s(60, 300)
        self.approval(t, prop, ins, thread=starter)
        t += self.s(20, 90)
        oid = self.oid()
        self.ack(t, oid, ins, "WORKING")
        t += self.s(300, 1500)
        self.fill_card(t, oid, ins, ins["qty"], ins["px"], 1, 1, 0)
        t += self.s(30, 200)
        self.m(t, who, "thx. %s file updated" % CLIENT_SHORT[client], thread=starter, noise=True)
        for _ in range(r.randint(2, 4)):
            t += self.s(120, 900)
            self.m(t, r.choice(TRADERS + ["ops"]), r.choice([
                "emts retirement form drafted, needs dale's sign",
                "their compliance guy wants the PTD copies too",
                "sending them the attestation template",
                "ok they confirmed the 2026 compliance year not 2025",
                "reminder the deadline is march 31 for 2026 reports anyway",
            ]), thread=starter)
        return starter

    def sc_thread2(self):
        """LCFS debate thread: mostly near-misses."""
        r = self.rng
        t = self.anchor(self.biz(12.5, 14.5), 100)
        st = self.m(t, "brenna", "thread for lcfs q1 — bank drawdown vs amendment timing")
        items = [
            ("what if carb slips again to Q3? would we still want to be long lcfs?", True, ("hypothetical LCFS question", "not_hard")),
            ("back in 2023 we bought lcfs at $72 and rode it to $55, not doing that again", True, ("past-tense trade history", "not_hard")),
            ("a stop at $%d would be sensible on the lcfs length imo" % int(self.px["lcfs"] - 6), True, ("stop suggestion with no decision", "not_hard")),
            ("bank is %dmm t, deficits running ~%.1fmm/qtr" % (r.randint(14, 22), r.uniform(1.8, 3.1)), False, None),
            ("agent's balance sheet had the same read fwiw", False, None),
        ]
        for c, near, idm in items:
            t += self.s(90, 700)
            self.m(t, r.choice(TRADERS + ["lead"]), c, thread=st, near=near, idiom=idm)

    def sc_news_held(self, k):
        r = self.rng
        t = self.anchor(self.busy_h() if r.random() < 0.3 else self.biz(6.5, 15.5), 5)
        d6 = self.px["d6"]
        opts = [
            ("EPA finalizes 2027 RVO at %.2fbn RINs; implied conventional %.1fbn gal — D6 '26 RINs +%s¢ in early trade" % (
                r.uniform(23.5, 25.5), r.uniform(14.8, 15.0), r.choice(["2.50", "3.25", "4.00"])), ["EPA", "RVO", "D6 '26 RINs"]),
            ("EPA grants %d of %d pending small refinery exemption petitions; D6 RINs slide %s¢" % (
                r.randint(9, 16), r.randint(25, 40), r.choice(["3.50", "4.75", "6.00"])), ["small refinery exemption", "D6 RINs"]),
            ("Rail disruption into Chicago Argo terminal; Argo ethanol spot jumps %d¢/gal" % r.randint(4, 11), ["Chicago Argo", "ethanol"]),
            ("NOPA November crush %.1fmm bu, soybean oil stocks %.2fbn lbs — soyoil futures (ZLF7) %s" % (
                r.uniform(195, 210), r.uniform(1.2, 1.6), r.choice(["+0.85", "-0.62", "+1.10"])), ["NOPA", "soybean oil", "ZLF7"]),
            ("CARB LCFS amendment effective date pushed to %s; LCFS credits fall $%d to $%d/t" % (
                r.choice(["April 1", "July 1"]), r.randint(3, 7), int(self.px["lcfs"] - 4)), ["CARB", "LCFS credits"]),
            ("USDA WASDE: corn ending stocks %.3fbn bu; March corn (ZCH7) %s" % (r.uniform(1.8, 2.3), r.choice(["+6¢", "-4¢", "-8¢"])), ["WASDE", "ZCH7"]),
            ("EIA weekly: ethanol output %dk b/d, stocks %.1fmm bbl; NY Harbor ethanol %s" % (
                r.randint(1040, 1120), r.uniform(22.0, 25.0), r.choice(["firms 3¢", "eases 2¢"])), ["EIA", "NY Harbor ethanol"]),
            ("%s ethanol plant (%d mgy, IA) down ~%d days after boiler failure; Argo basis firms" % (
                r.choice(["Nishna Renewables", "Elkhorn Agri-Energy"]), r.randint(90, 140), r.randint(5, 12)), ["ethanol plant", "Argo basis"]),
        ]
        k = self._pick("held", k, len(opts))
        head, facts = opts[k]
        body = r.choice([
            "Traders said the move was concentrated in current-year vintages; prior-year paper lagged.",
            "Market participants had broadly expected the outcome; liquidity thin ahead of the holiday.",
            "Analysts said the decision removes one near-term uncertainty for obligated parties.",
        ])
        body += " " + " ".join(r.sample([
            "Volumes were reported light at roughly %d trades through the main brokers." % r.randint(6, 30),
            "Obligated parties were described as sidelined pending further guidance.",
            "Several participants said they expect more clarity after the next EMTS data release.",
            "Prices in adjacent markets were mixed, with crude little changed on the session.",
            "The agency did not respond to a request for comment outside business hours.",
        ], 2))
        c = "**%s**\n> %s\n`biofuels-wire · %s CT`" % (head, body, r.choice(["07:31", "09:02", "10:45", "13:18", "14:40"]))
        idm = ("news via underlying of held futures hedge", "held_position_news") if "ZLF7" in head or "ZCH7" in head else None
        self.m(t, "news", c, hard=("held_position_news", facts, "untagged"), idiom=idm)

    def sc_news_watch(self, k):
        r = self.rng
        t = self.anchor(self.biz(6.5, 16.5), 5)
        opts = [
            ("EPA sets 2027 cellulosic waiver credit at $%.2f; D3 RINs %s" % (r.uniform(0.3, 0.6), r.choice(["+5¢", "-3¢"])), ["cellulosic waiver credit", "D3 RINs"]),
            ("Oregon CFP credits print $%d/t, highest since %s" % (r.randint(95, 130), r.choice(["March", "June"])), ["Oregon CFP", "highest since"]),
            ("Washington CFS credit transfers hit record %dk t in November" % r.randint(300, 520), ["Washington CFS", "record"]),
            ("ICE canola jumps C$%d/t on Canadian crush data" % r.randint(6, 14), ["ICE canola", "jumps"]),
            ("Houston Ship Channel fog halts Gulf Coast ethanol export loadings for a second day", ["Gulf Coast ethanol", "halts"]),
        ]
        k = self._pick("watch", k, len(opts))
        head, facts = opts[k]
        c = "**%s**\n> Watchlist tag: %s\n`biofuels-wire`" % (head, facts[0])
        self.m(t, "news", c, hard=("watchlist_news", facts, "untagged"))

    def sc_news_other(self, k):
        r = self.rng
        t = self.anchor(self.busy_h(), 5)
        opts = [
            "Brazil raises gasoline ethanol blend to E30; hydrous parity improves",
            "EU extends anti-dumping duties on Chinese biodiesel and HVO for five years",
            "Fire at %s renewable diesel plant near Rotterdam; no injuries reported" % r.choice(["Maasvlakte", "Botlek"]),
            "Singapore SAF plant start-up delayed to Q3 on catalyst issue",
            "India raises procurement price for cane-juice ethanol",
            "Outage at %s ethanol plant in Ontario, Canada; restart expected next week" % r.choice(["Aylmer", "Chatham"]),
        ]
        head = opts[self._pick("other", k, len(opts))]
        c = "**%s**\n> %s\n`biofuels-wire`" % (head, r.choice(["Limited read-across to US markets.", "No US supply impact expected.", "Regional story."]))
        idm = ("news on non-exposed plant/name", "not_hard") if "plant" in head else None
        self.m(t, "news", c, near=True, idiom=idm)

    def sc_thesis_trader(self):
        r = self.rng
        t = self.anchor(self.biz(), 5)
        c, f = r.choice([
            ("ok im flipping to bearish lcfs into q1. carb slip kills the bank drawdown story", ["bearish lcfs", "q1"]),
            ("changing my view on d6 26s: was looking for 105, that's dead after the SRE batch. neutral now", ["d6 26s", "neutral now"]),
            ("conviction up on the d4-d6 widening, BBD imports drying up — still long the spread, adding on dips", ["conviction up", "d4-d6 widening"]),
        ])
        self.m(t, "lead", c, hard=("thesis_update", f, "untagged"), idiom=("trader flips view in one line", "thesis_update"))

    def sc_thesis_voice(self):
        r = self.rng
        t = self.anchor(self.biz(), 5)
        c = ("[voice memo 0:%02d · auto-transcript] yeah so basis at the plants firmed like %s cents this week um honestly i think the argo basis run is done "
             "im calling it neutral from here not bullish anymore the export pull is gone and they got %s trains backed up") % (
            r.randint(20, 59), words(r.randint(3, 9)), words(r.randint(2, 6)))
        self.m(t, "cody", c, hard=("thesis_update", ["argo basis", "neutral from here", "not bullish anymore"], "untagged"),
               idiom=("voice-memo thesis change", "thesis_update"))

    def sc_route_lead(self):
        r = self.rng
        t = self.anchor(self.biz(), 20)
        cl = r.choice(CLIENTS)
        c = "routing the %s Q4 D4 shortfall (%s) to exec-agent — work it under %.2f, no single print >250k" % (
            CLIENT_SHORT[cl], r.choice(["1.2mm", "900k", "1.5mm"]), self.px["d4"] + 1.0)
        sp = self.m(t, "lead", c, hard=("route_decision", ["routing", CLIENT_SHORT[cl], "exec-agent"], "untagged"))
        self.m(t + self.s(5, 40), "exec", "ack — picked up %s D4 shortfall, slicing into 250k clips" % CLIENT_SHORT[cl], reply=sp)

    def sc_noroute_lead(self):
        t = self.anchor(self.biz(), 5)
        c = self.rng.choice([
            "re the SRE headline: no action for us, not routing anything — we're flat 24s and the 26s already priced it",
            "brazil E30 thing — no action, nothing routed. not our barrel",
        ])
        f = ["SRE headline", "no action"] if "SRE" in c else ["brazil E30", "no action"]
        self.m(t, "lead", c, hard=("no_route_decision", f, "untagged"))

    def sc_triage_agent(self):
        t = self.anchor(self.busy_h(), 5)
        c = self.rng.choice([
            "triage · headline 'EU anti-dumping HVO' → no route (no exposure, not on watchlist)",
            "triage · headline 'Singapore SAF delay' → no route (informational)",
        ])
        f = ["no route", "EU anti-dumping HVO"] if "EU" in c else ["no route", "Singapore SAF delay"]
        self.m(t, "analyst", c, hard=("no_route_decision", f, "structured"), idiom=("agent triage line 'no route'", "no_route_decision"))

    def sc_risk_lead(self):
        r = self.rng
        t = self.anchor(self.biz(), 5)
        cp = r.choice(CPTYS)
        new = r.choice(["$1.5mm", "$2mm", "$3mm"])
        c = r.choice([
            "risk: cpty line for %s set to %s effective now, signed off w/ credit" % (cp, new),
            "new limit — %s credit line %s from today, riskguard updated" % (cp, new),
        ])
        self.m(t, "lead", c, hard=("risk_limit", [cp, new], "untagged"))

    def sc_risk_breach(self):
        r = self.rng
        t = self.anchor(self.biz(10.0, 15.0), 5)
        lim = r.choice([200000, 250000])
        pos = lim + r.randint(5, 30) * 1000
        c = "⚠️ LIMIT BREACH · LCFS net long {:,} t > {:,} t limit · owner brenna.h · cure by 15:00 CT".format(pos, lim)
        self.m(t, "risk", c, hard=("risk_limit", ["LIMIT BREACH", "LCFS", "{:,} t limit".format(lim)], "structured"))

    # ---------------- analyst reports
    def _table(self, rows, head):
        out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for row in rows:
            out.append("| " + " | ".join(row) + " |")
        return "\n".join(out)

    def _gen_section(self):
        r = self.rng
        rows = []
        for code in ["D4", "D5", "D6"]:
            rows.append([code, "{:,}".format(r.randint(380, 1400)), "%+.1f%%" % r.uniform(-4, 4), "%+.1f%%" % r.uniform(-6, 8), "%.1f%%" % r.uniform(88, 104)])
        return self._table(rows, ["code", "Nov gen (mm RINs)", "m/m", "y/y", "YTD vs RVO"])

    def _sentences(self, topic):
        r = self.rng
        px = self.px
        banks = {
            "d6": [
                "Ethanol output averaged %.2fmm b/d over the last four EIA weeks, %s the seasonal norm." % (r.uniform(1.02, 1.12), r.choice(["slightly above", "in line with", "a touch below"])),
                "D6 generation tracks the grind almost one-for-one; at current run rates November generation lands near %d mm RINs." % r.randint(1180, 1320),
                "The blend wall remains the binding constraint: discretionary blending above E10 is limited to E15 and E85 outlets, which we put at %d%% of retail volume." % r.randint(3, 7),
                "Year-round E15 adds roughly %d mm gal of blending capacity in our base case, phased through mid-2027." % r.randint(250, 600),
                "Conventional D6 remains priced off the D4 as the marginal compliance RIN; the D6 discount to D4 has held between %d and %d cents for six weeks." % (r.randint(8, 12), r.randint(16, 22)),
                "Current-vintage D6 at %.2f cents sits in the %s of its 90-day range." % (px["d6"], r.choice(["upper third", "middle", "lower third"])),
                "Gasoline demand weakness into winter reduces the denominator for the conventional obligation, which is modestly supportive for carry-in math.",
            ],
            "d4": [
                "Renewable diesel capacity utilisation fell to %d%% in November as feedstock margins compressed." % r.randint(62, 81),
                "Imported biodiesel volumes are running %d%% below last year's pace after the 45Z transition removed the blenders credit for imports." % r.randint(20, 45),
                "D4 generation in November was %d mm RINs, %s the monthly pace needed to meet the BBD obligation without drawing the bank." % (r.randint(520, 760), r.choice(["below", "roughly at", "just under"])),
                "The D4 bank is therefore doing more of the work than the headline RVO implies, and that is where the spread tension sits.",
                "Biodiesel margins in the Midwest are negative by about %d cents/gal on a spot basis, before RIN and 45Z value." % r.randint(15, 60),
                "D4 '26 at %.2f cents implies a BOHO-adjusted margin of roughly %d cents for a soybean-oil-fed plant." % (px["d4"], r.randint(-20, 25)),
                "Two idled RD units on the Gulf are not expected back before the second quarter per plant statements.",
            ],
            "feed": [
                "Soybean oil share of BBD feedstock is %d%%, UCO %d%%, tallow %d%%, DCO %d%%." % (r.randint(30, 42), r.randint(18, 26), r.randint(9, 15), r.randint(8, 13)),
                "Crush capacity additions keep soybean oil supply growing about %d%% y/y; oil share of crush value is %d%%, historically elevated." % (r.randint(5, 9), r.randint(42, 50)),
                "January soybean oil settled at %.2f cents/lb; the BOHO spread is %s." % (px["zlf7"], r.choice(["near its 60-day average", "wider than the 60-day average", "tighter than the 60-day average"])),
                "Canola oil imports remain the swing supply; ICE canola has outperformed CBOT soyoil by %d%% over the month." % r.randint(2, 9),
                "Tallow and UCO premiums to soybean oil narrowed by %d cents/lb as the CI advantage under 45Z was priced in." % r.randint(2, 7),
                "NOPA members crushed an estimated %.1fmm bushels in November, a record for the month." % r.uniform(195, 212),
            ],
            "bank": [
                "Carry-in RINs into compliance year 2026 are estimated at %.2fbn, of which D6 %.2fbn." % (r.uniform(1.6, 2.4), r.uniform(0.9, 1.4)),
                "The 20%% carryover cap means roughly %d mm of 2025 vintage must be retired against 2025 obligations or lose most of its value." % r.randint(200, 500),
                "Expect the 25/26 vintage spread to stay %s into the March reporting deadline." % r.choice(["wide", "sticky", "volatile"]),
                "%d small refinery exemption petitions remain pending across compliance years 2023-2026." % r.randint(20, 40),
                "Our base case assumes partial grants with reallocation; a no-reallocation outcome is worth roughly %d-%d cents on D6 in our elasticity table." % (r.randint(4, 7), r.randint(8, 14)),
                "Obligated parties retired %d mm RINs in November per EMTS, front-loading versus prior years." % r.randint(600, 1100),
                "Separated RIN holdings by non-obligated parties rose %d%% m/m, a sign that traders rather than refiners are carrying the bank." % r.randint(2, 9),
            ],
            "eth": [
                "Chicago Argo stocks are %.1fmm bbl versus a five-year average of %.1fmm." % (r.uniform(6.5, 8.5), r.uniform(6.5, 8.0)),
                "The NYH barge premium to Argo is %d cents, supported by export pull to Canada and the EU." % r.randint(8, 16),
                "Jan Argo swaps at %.4f are in %s with the implied rack in Omaha." % (px["argo"], r.choice(["line", "a modest premium", "a discount"])),
                "Spread behaviour has been orderly; no dislocations in the swap curve beyond the Feb roll.",
                "Export inspections of US ethanol totalled %dmm gal last month, with Canada, the EU and India the top three destinations." % r.randint(140, 210),
                "Plant margins at the board crush are %d cents/gal, down from %d a month ago." % (r.randint(10, 40), r.randint(30, 60)),
                "Rail cycle times into Argo lengthened by %d days after the cold snap, tightening prompt barrels." % r.randint(1, 3),
            ],
            "lcfs": [
                "The LCFS credit bank stands at %.1fmm t against quarterly deficits of %.1fmm t." % (r.uniform(14, 22), r.uniform(1.8, 3.1)),
                "Until the amendment's step-down takes effect, the bank keeps prices anchored; after that, the drawdown arithmetic changes sharply.",
                "Credit transfers in November averaged $%d/t on %dk t, per the CARB weekly report." % (int(px["lcfs"]) + r.randint(-3, 3), r.randint(600, 1100)),
                "Renewable diesel continues to generate the largest share of credits, followed by electricity and RNG.",
                "Oregon CFP and Washington CFS trade at a large premium to California, which pulls low-CI volumes north.",
                "Timing risk dominates: the rulemaking docket shows %d open comments to respond to before the effective date can be set." % r.randint(40, 180),
            ],
            "corn": [
                "March corn settled at %.2f; the March/May spread is %s." % (px["zch7"], r.choice(["-11", "-10 3/4", "-11 1/2"])),
                "Managed money is net short %dk contracts of corn per the latest COT." % r.randint(40, 190),
                "Farmer selling slowed after the rally; interior basis firmed %d cents at processor bids." % r.randint(2, 9),
                "Ethanol grind absorbs about %.2fbn bu annualised at current output." % r.uniform(5.35, 5.6),
                "The December WASDE left yield unchanged at %.1f bu/acre." % r.uniform(179, 186),
            ],
            "meth": [
                "Positions are marked to broker mids at 15:00 CT.",
                "All balances use EMTS public data through the last posting date; November data are preliminary and typically revised by 1-3%.",
                "Elasticities are estimated on weekly data since 2019, excluding the 2020 demand shock.",
                "This report is generated automatically and reviewed by the desk before any action is taken.",
            ],
        }
        gen = [
            "On a %d-week view the series is %s, and the week-on-week change is within one standard deviation of the post-2019 distribution." % (r.randint(4, 13), r.choice(["trending higher", "range-bound", "drifting lower"])),
            "We would not over-read a single week: revisions to the preliminary data have averaged %.1f%% in absolute terms." % r.uniform(0.8, 2.6),
            "Seasonally, December tends to see obligated parties square up before year-end reporting, which flatters volumes and widens intraday ranges.",
            "The correlation with the crude complex over the last %d sessions is %.2f, lower than the long-run %.2f." % (r.randint(20, 60), r.uniform(0.05, 0.35), r.uniform(0.3, 0.5)),
            "Liquidity is concentrated in the first two hours after the open; quoted depth thins out materially after 13:30 CT.",
            "Broker data suggest %d%% of volume printed through the two largest voice brokers this week." % r.randint(55, 80),
            "Our model residual is %+.1f cents, inside the band we treat as noise." % r.uniform(-3, 3),
            "The policy calendar, not fundamentals, is likely to drive the next leg; positioning data are too coarse to add much.",
            "Historical analogues (2019, 2022) show similar set-ups resolving over four to eight weeks rather than days.",
            "Cross-checks against the EIA blending series and EMTS separations agree to within %.1f%%." % r.uniform(0.3, 1.8),
            "Participant surveys point to inventories held %s than a year ago at obligated parties." % r.choice(["lower", "slightly higher", "roughly the same"]),
            "The implied volatility of the nearby soybean oil options is %d%%, near the %s of its one-year range." % (r.randint(18, 34), r.choice(["low end", "middle", "top"])),
        ]
        b = banks[topic]
        k = min(len(b), r.randint(3, 5))
        return " ".join(r.sample(b, k) + r.sample(gen, r.randint(3, 5)))

    def _filler_paras(self, n, topics=None):
        r = self.rng
        topics = list(topics or ["d6", "d4", "feed", "bank", "eth", "lcfs", "corn"])
        out = []
        for i in range(n):
            out.append(self._sentences(topics[i % len(topics)] if i < len(topics) else r.choice(topics)))
        return out

    def _price_table(self):
        r = self.rng
        px = self.px
        rows = []
        for nm, p, fmt in [("D6 '26", px["d6"], "%.2f"), ("D6 '25", px["d6"] - 1.5, "%.2f"), ("D4 '26", px["d4"], "%.2f"),
                           ("D4 '25", px["d4"] - 1.5, "%.2f"), ("D5 '26", px["d5"], "%.2f"), ("LCFS", px["lcfs"], "%.2f"),
                           ("Argo Jan", px["argo"], "%.4f"), ("NYH Feb", px["nyh"], "%.4f"), ("ZCH7", px["zch7"], "%.2f"), ("ZLF7", px["zlf7"], "%.2f")]:
            w = p * r.uniform(-0.04, 0.04)
            rows.append([nm, fmt % p, (fmt % (p - w)), "%+.1f%%" % (w / p * 100), "%d" % r.randint(5, 95)])
        return self._table(rows, ["instrument", "last", "1w ago", "1w chg", "90d pctile"])

    def _rvo_table(self):
        r = self.rng
        rows = []
        for nm, lo, hi in [("total", 23.5, 25.5), ("advanced", 7.0, 8.0), ("BBD (bn gal)", 5.2, 5.9), ("cellulosic", 1.1, 1.5), ("implied conventional", 14.8, 15.0)]:
            a, b = r.uniform(lo, hi), r.uniform(lo, hi)
            rows.append([nm, "%.2f" % a, "%.2f" % b, "%+.2f" % (b - a)])
        return self._table(rows, ["bucket (bn RINs)", "2026 final", "2027 proposed", "chg"])

    def _calendar(self):
        r = self.rng
        items = [
            "EIA weekly ethanol production and stocks — Wed 09:30 CT",
            "NOPA monthly crush — the 15th, 11:00 CT",
            "USDA WASDE — %s 11:00 CT" % r.choice(["Tue", "Fri"]),
            "EMTS monthly RIN generation data — mid-month, usually the 18th-20th",
            "CARB LCFS quarterly data summary — end of month",
            "CFTC Commitments of Traders — Fri 14:30 CT",
            "EPA SRE docket — no date; decisions have come on Fridays after the close",
            "Oregon CFP monthly credit transfer report — first week",
            "CME soybean oil first notice day for Jan — end of month",
            "EIA Petroleum Supply Monthly (blending volumes) — end of month",
        ]
        return "### Calendar\n" + "\n".join("- " + x for x in r.sample(items, r.randint(5, 7)))

    def _risks(self):
        r = self.rng
        items = [
            "A surprise no-reallocation SRE outcome would hit current-vintage D6 hardest; prior-year paper is already discounted.",
            "Renewable diesel restarts on the Gulf would add D4 supply faster than the balance sheet assumes.",
            "A soybean oil rally above the BOHO threshold squeezes crush-based BBD margins and cuts D4 generation at the margin.",
            "An early CARB effective date would flip the LCFS bank arithmetic within two quarters.",
            "Rail service problems into Argo in cold weather historically add 3-8 cents of prompt premium for a week or two.",
            "Gasoline demand surprising lower shrinks conventional obligations and weakens the D6 floor.",
            "Litigation over the 2026-27 rule could delay compliance deadlines and lower urgency for obligated parties.",
            "Federal 45Z guidance changes could reshuffle feedstock economics between soybean oil, tallow and UCO.",
        ]
        return "### Risks to the view\n" + "\n".join("- " + x for x in r.sample(items, r.randint(4, 6)))

    def report_thesis(self):
        r = self.rng
        t = self.anchor(self.biz(6.5, 9.0), 5)
        spread = self.px["d4"] - self.px["d6"]
        head = "## RIN balance sheet — wk %d (auto)\n**Scope:** D4/D5/D6 generation vs RVO, bank, SRE overhang, feedstock\n" % r.randint(47, 50)
        p = self._filler_paras(10, ["d6", "d4", "feed", "bank", "bank", "d6", "d4", "eth", "meth", "corn"])
        decision = ("- **D4-D6 spread: view change — we move from widening to neutral.** At %.2f¢ the spread already prices the BBD "
                    "shortfall; the import response and the bank make further widening a lower-probability path." % spread)
        body = (head + "\n### 1. Generation (EMTS, Nov prelim)\n" + self._gen_section() + "\n\n" + p[0] + "\n\n### 2. Obligations\n" + self._rvo_table() +
                "\n\n" + p[1] + "\n\n### 3. Supply side\n" + p[2] + "\n\n" + p[6] + "\n\n### 4. Bank and SRE\n" + p[3] + "\n\n" + p[4] +
                "\n\n### 5. Prices\n" + self._price_table() + "\n\n" + p[5] +
                "\n\n### 6. Views\n- D6 '26: unchanged, mildly constructive while blending margins hold.\n" +
                decision + "\n- LCFS: unchanged; timing-driven.\n- Argo/NYH: unchanged.\n\n### 7. Backtest note\n"
                "A simple rule (buy D6 when the D4-D6 spread > 20¢, exit at 12¢) would have filled at 94.25 in March and exited at 101.50; "
                "hit rate %d%% over 2019-2025, not a recommendation.\n\n" % r.randint(52, 64) + self._risks() + "\n\n" + self._calendar() + "\n\n### 8. Data notes\n" + p[7] + "\n\n" + p[8] + "\n\n" + p[9])
        self.m(t, "analyst", body, hard=("thesis_update", ["D4-D6 spread", "from widening to neutral"], "buried"),
               idiom=("buried thesis change in markdown balance sheet", "thesis_update"))

    def report_route(self):
        r = self.rng
        t = self.anchor(self.biz(11.0, 14.0), 5)
        lots = r.choice([10, 15, 20, 25])
        p = self._filler_paras(9, ["feed", "d4", "feed", "corn", "eth", "d4", "meth", "feed", "bank"])
        rows = [[m, "%.2f" % (self.px["zlf7"] + r.uniform(-1, 1)), "%.2f" % r.uniform(-1.2, 1.2), "%d" % r.randint(-9000, 12000)] for m in ["ZLF7", "ZLH7", "ZLK7", "ZLN7"]]
        body = ("## Crush & hedge ratio review (auto)\n\n" + p[0] + "\n\n" + self._table(rows, ["contract", "settle", "chg", "OI chg"]) + "\n\n" + p[1] +
                "\n\n" + p[2] + "\n\n### Corn side\n" + p[3] + "\n\n" + p[4] +
                "\n\n### Hedge book\nD4 length vs soyoil short: realised beta over 60d at %.2f vs the %.2f we run. " % (r.uniform(0.5, 0.8), r.uniform(0.6, 0.9)) +
                "**Routing: ZLF7 hedge-ratio rebalance (%d lots) → exec-agent for execution today.** " % lots + p[5] + "\n\n" + self._risks() + "\n\n### Notes\n" + p[6] + "\n\n" + p[7] + "\n\n" + p[8])
        self.m(t, "analyst", body, hard=("route_decision", ["ZLF7 hedge-ratio rebalance", "exec-agent"], "buried"),
               idiom=("buried route decision in agent report", "route_decision"))

    def report_plain(self):
        r = self.rng
        t = self.anchor(self.biz(13.0, 16.0), 5)
        p = self._filler_paras(9, ["lcfs", "eth", "lcfs", "eth", "d6", "corn", "lcfs", "meth", "eth"])
        body = ("## LCFS & ethanol weekly (auto)\n\n" + p[0] + "\n\n" + p[1] + "\n\n" + p[2] +
                "\n\n### Trading considerations (not recommendations)\nA participant long LCFS could consider a stop under $%d; a buyer of "
                "Jan Argo might target %.4f. Selling D6 '26 into strength above %.2f has historically worked in Decembers.\n\n" % (
                    int(self.px["lcfs"] - 5), self.px["argo"] + 0.06, self.px["d6"] + 4) + p[3] + "\n\n### Prices\n" + self._price_table() +
                "\n\n" + p[4] + "\n\n" + p[5] + "\n\n" + self._risks() + "\n\n" + p[6] + "\n\n" + self._calendar() + "\n\n" + p[7] + "\n\n" + p[8])
        self.m(t, "analyst", body, near=True, idiom=("long analysis with trading words but no decision", "not_hard"))

    def report_sd(self, h, title, topics):
        """plain informational report (unlabelled)."""
        t = self.anchor(h, 5)
        p = self._filler_paras(len(topics), topics)
        parts = ["## %s (auto)" % title]
        for i, x in enumerate(p):
            if i == 2:
                parts.append("### Prices\n" + self._price_table())
            if i == 5:
                parts.append("### Generation\n" + self._gen_section())
            parts.append(x)
        parts.append(self._risks())
        parts.append(self._calendar())
        self.m(t, "analyst", "\n\n".join(parts))

    # ---------------- near misses
    def near_misses(self):
        r = self.rng
        d6, d4 = self.px["d6"], self.px["d4"]
        b = r.choice(BROKERS)
        items = [
            ("trader", "if d4s get to %.0f id lift a mil no questions" % (d4 - 6), ("hypothetical lift", "not_hard")),
            ("trader", "should we be adding zlf7 shorts here or wait for nopa?", None),
            ("trader", "remember feb 23 when we lifted d6 at 1.68 and it went to 70c? good times", None),
            ("trader", "kc desk bought 2mm d6 27s this morning fyi, not ours", ("other desk's trade", "not_hard")),
            ("trader", "paper: long 1mm d6 27s @ %.2f for the model book, not real" % (d6 + 3), ("paper trade", "not_hard")),
            ("trader", "what if we lifted the %.0fs in the 26s? too rich?" % (d6 + 1), None),
            ("broker", "↪ %s/%s: D6 '26 traded %.2f, 1mm — givers %.2f (not your print)" % (b[0], b[1], d6 + 0.15, d6), ("broker bridge relays other cpty trade", "not_hard")),
            ("broker", "↪ %s/%s: TRADED D4 '25 %.2f x 500k, %s sold to a major" % (b[0], b[1], d4 - 1.25, r.choice(CPTYS)), None),
            ("broker", "↪ %s/%s: LCFS Q1 traded $%.2f 25k t between two obligated parties" % (b[0], b[1], self.px["lcfs"] + 0.5), None),
            ("cody", "[voice memo 0:%02d · auto-transcript] back in twenty two we bought the d fours at a buck eighty and the plant still talks about it anyway roads are bad up by fort dodge" % r.randint(15, 40), None),
            ("trader", "houston desk sold nyh swaps to somebody, big size, not us", None),
            ("cron", "router · 14:00 run · 0 routed, 3 skipped (dup), 0 errors", ("cron '0 routed' summary", "not_hard")),
            ("risk", "riskguard ✅ limits ok — D6 '26 net long cap 5,000,000 utilisation %d%%" % r.randint(55, 80), None),
            ("trader", "a 49.90 stop on zlf would've saved us last week lol", None),
        ]
        for who, c, idm in items:
            w = r.choice(TRADERS) if who == "trader" else who
            self.m(self.anchor(self.biz(7.0, 16.0), 5), w, c, near=True, idiom=idm)

    # ---------------- noise
    def noise(self):
        r = self.rng
        for hh in range(24):
            self.m(self.anchor(hh + r.uniform(0.0, 0.05), 2), "oms",
                   "♥ kestrel-oms alive · fix sessions %d/3 · queue=%d · p50 %dms" % (r.choice([3, 3, 3, 2]), r.randint(0, 3), r.randint(18, 70)), noise=True)
        for hh in range(0, 24, 2):
            self.m(self.anchor(hh + 0.5 + r.uniform(0, 0.05), 2), "cron",
                   "cron emts-sync %02d:30 · pulled %d txns · %d pending · 0 errors" % (hh, r.randint(0, 25), r.randint(0, 3)), noise=True)
        for hh in [7, 9, 11, 13, 15]:
            self.m(self.anchor(hh + 0.75, 2), "risk", "riskguard limits check · %d/%d green" % ((38,) * 2), noise=True)
        alerts = [("D6 '26", self.px["d6"]), ("D4 '25", self.px["d4"] - 1.5), ("D4 '26", self.px["d4"]), ("LCFS", self.px["lcfs"]),
                  ("Argo Jan", self.px["argo"]), ("ZLF7", self.px["zlf7"]), ("ZCH7", self.px["zch7"])]
        for _ in range(r.randint(9, 13)):
            nm, p = r.choice(alerts)
            mv = p * r.uniform(-0.01, 0.01)
            fmt = "%.4f" if nm.startswith("Argo") else "%.2f"
            self.m(self.anchor(self.busy_h(), 2), "alerts", ("🔔 %s " + fmt + " (%+.2f%%) crossed " + fmt) % (nm, p + mv, mv / p * 100, p), noise=True)
        for hh in [9.0, 12.0, 15.5]:
            tot = r.uniform(-60, 90)
            self.m(self.anchor(hh, 2), "risk", "PnL %s CT | RINs %+.1fk | LCFS %+.1fk | eth swaps %+.1fk | ags hedge %+.1fk | total %+.1fk" % (
                "%02d:%02d" % (int(hh), int((hh % 1) * 60)), r.uniform(-40, 60), r.uniform(-15, 15), r.uniform(-10, 10), r.uniform(-20, 20), tot), noise=True)
        rows = [["D6 '26", "+{:,}".format(r.randint(30, 48) * 100000), "%.2f¢" % self.px["d6"], "%+.1fk" % r.uniform(-20, 30)],
                ["D4 '25", "+{:,}".format(r.randint(10, 25) * 100000), "%.2f¢" % (self.px["d4"] - 1.5), "%+.1fk" % r.uniform(-20, 30)],
                ["D4 '26", "+{:,}".format(r.randint(5, 20) * 100000), "%.2f¢" % self.px["d4"], "%+.1fk" % r.uniform(-20, 30)],
                ["D5 '26", "+{:,}".format(r.randint(1, 4) * 100000), "%.2f¢" % self.px["d5"], "%+.1fk" % r.uniform(-5, 5)],
                ["LCFS", "+{:,} t".format(r.randint(150, 195) * 1000), "$%.2f" % self.px["lcfs"], "%+.1fk" % r.uniform(-15, 15)],
                ["Argo Jan swap", "-{:,} gal".format(r.randint(5, 12) * 42000), "%.4f" % self.px["argo"], "%+.1fk" % r.uniform(-8, 8)],
                ["NYH Feb swap", "-{:,} gal".format(r.randint(2, 6) * 42000), "%.4f" % self.px["nyh"], "%+.1fk" % r.uniform(-8, 8)],
                ["ZLF7", "-%d" % r.randint(60, 140), "%.2f" % self.px["zlf7"], "%+.1fk" % r.uniform(-15, 15)],
                ["ZCH7", "+%d" % r.randint(100, 300), "%.2f" % self.px["zch7"], "%+.1fk" % r.uniform(-15, 15)]]
        snap = ("**EOD book snapshot (prior close)**\n" + self._table(rows, ["line", "pos", "mark", "day pnl"]) +
                "\nwatch: D3 RINs, Oregon CFP, Washington CFS, ICE canola, Gulf Coast ethanol")
        sp = self.m(self.anchor(5.6, 2), "risk", snap, noise=True)
        self.op(self.anchor(7.1, 2), "pin", sp)
        self.m(self.anchor(16.4, 2), "risk", snap.replace("prior close", "today 15:00 marks"), noise=True)
        for hh in [8.5, 14.75]:
            rows = []
            for cp in CPTYS:
                lim = r.choice([1500000, 2000000, 2500000, 3000000, 4000000])
                used = int(lim * r.uniform(0.1, 0.9)) // 1000 * 1000
                rows.append([cp, "${:,}".format(lim), "${:,}".format(used), "%d%%" % (100 * used // lim), r.choice(["A", "A", "B", "B-"])])
            self.m(self.anchor(hh, 2), "risk", "**cpty credit utilisation · %s CT**\n" % ("08:30" if hh < 10 else "14:45") +
                   self._table(rows, ["counterparty", "line", "used", "util", "grade"]) + "\nno changes since last snapshot", noise=True)
        for _ in range(r.randint(2, 3)):
            self.m(self.anchor(self.busy_h(), 2), "gw", "gateway reconnect (close %d), resumed seq %d, %d events replayed" % (
                r.choice([1006, 1001, 4000]), r.randint(10000, 99999), r.randint(0, 40)), noise=True)
        tb = ("emts-relay crashed, restarting\n```\nTraceback (most recent call last):\n  File \"/srv/emts_relay/poll.py\", line %d, in poll_once\n"
              "    batch = client.fetch_transactions(since=cursor, org_id=ORG)\n  File \"/srv/emts_relay/cdx.py\", line %d, in fetch_transactions\n"
              "    resp.raise_for_status()\n  File \"/usr/lib/python3/dist-packages/requests/models.py\", line 1021, in raise_for_status\n"
              "    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: "
              "https://cdx.epa.gov/emts/api/v2/transactions?since=%s\n```\nrestart 1/3 ok") % (r.randint(80, 200), r.randint(40, 140), iso(self.at(3.0))[:19])
        self.m(self.anchor(r.uniform(2.0, 5.0), 2), "emts", tb, noise=True)
        self.m(self.anchor(r.uniform(1.5, 2.5), 2), "deploy", "deploy kestrel-oms v4.%d.%d → prod ✅ (%dm%02ds) · migrations 0" % (
            r.randint(17, 19), r.randint(0, 9), r.randint(2, 5), r.randint(0, 59)), noise=True)
        self.m(self.anchor(r.uniform(5.0, 6.0), 2), "deploy", "deploy balsheet-agent build %d → prod ✅ · smoke ok" % r.randint(900, 1300), noise=True)

    def acks(self, n):
        r = self.rng
        cands = [x for x in self.msgs if x["hard"] is None or x["hard"][0] in ("trade_fill", "held_position_news", "trade_confirmation")]
        cands = [x for x in cands if x["who"] not in ("oms",) or x["hard"]]
        for _ in range(n):
            tgt = r.choice(cands)
            if tgt["removed"]:
                continue
            c = r.choice(["thx", "ok", "ty", "👍", "roger", "🙏", "k", "lol", "nice", "ok ok", "ty sir", "👀"])
            who = r.choice(TRADERS + ["lead", "ops"])
            self.m(tgt["t"] + self.s(15, 400), who, c, reply=tgt if r.random() < 0.6 else None, thread=tgt["thread"], noise=True)

    # ---------------- chatter
    def chatter(self):
        r = self.rng
        px = self.px
        b = r.choice(BROKERS)
        k = r.random()
        if k < 0.34:
            w = r.choice(["D6 '26", "D4 '25", "D4 '26", "D5 '26", "D6 '25", "LCFS Q1", "Jan Argo", "Feb NYH"])
            if w.startswith("D6"):
                p = px["d6"] - (1.5 if "25" in w else 0)
            elif w.startswith("D4"):
                p = px["d4"] - (1.5 if "25" in w else 0)
            elif w.startswith("D5"):
                p = px["d5"]
            elif w.startswith("LCFS"):
                p = px["lcfs"]
            elif "Argo" in w:
                p = px["argo"]
            else:
                p = px["nyh"]
            sp = r.choice([0.25, 0.5, 0.75]) if p > 10 else r.choice([0.005, 0.01])
            fmt = "%.2f" if p > 10 else "%.4f"
            c = ("↪ %s/%s: %s " + fmt + " b / " + fmt + " a (%s x %s)%s") % (
                b[0], b[1], w, p - sp, p + sp, r.choice(["250k", "500k", "1mm", "10k t", "5 lots"]), r.choice(["1mm", "500k", "2mm", "20k t", "10 lots"]),
                r.choice(["", "", " · firm 5 min", " · indic", " · refresh"]))
            if r.random() < 0.7:
                lines = []
                for nm, p0, fmt, sz in [("D6 '26", px["d6"], "%.2f", "1mm x 1mm"), ("D6 '25", px["d6"] - 1.5, "%.2f", "500k x 1mm"),
                                        ("D4 '26", px["d4"], "%.2f", "500k x 500k"), ("D4 '25", px["d4"] - 1.5, "%.2f", "1mm x 250k"),
                                        ("D5 '26", px["d5"], "%.2f", "250k x 250k"), ("D3 '26", 0.0, "%.2f", ""), ("LCFS Q1", px["lcfs"], "%.2f", "10k t x 25k t"),
                                        ("Jan Argo", px["argo"], "%.4f", "5 x 5"), ("Feb NYH", px["nyh"], "%.4f", "3 x 5")]:
                    if p0 == 0.0:
                        lines.append("%-8s  no bid / %s" % (nm, "%.0f" % r.uniform(180, 240)))
                        continue
                    sp0 = r.choice([0.25, 0.5, 0.75]) if p0 > 10 else r.choice([0.005, 0.01])
                    lines.append(("%-8s  " + fmt + " / " + fmt + "  %s") % (nm, p0 - sp0 + r.choice([0, 0.25 if p0 > 10 else 0.0025]), p0 + sp0, sz))
                c = "↪ %s/%s run %s CT — indic, subject\n```\n%s\n```\n%s" % (b[0], b[1], r.choice(["08:15", "09:40", "11:05", "13:20", "14:35"]),
                                                                          "\n".join(lines), r.choice(["", "dm for firm", "levels refreshed, D4 '25 offers stacked", "thin into the cutoff"]))
            return "broker", c
        if k < 0.67:
            opts = [
                "d6 26s %.2f/%.2f on screen, pretty quiet" % (px["d6"] - 0.25, px["d6"] + 0.25),
                "argo softer, %.4f last" % (px["argo"] - 0.005),
                "corn spreads doing nothing. h/k %s" % r.choice(["-11", "-10 3/4", "-11 1/4"]),
                "anyone see the nopa number yet",
                "who has the %s rvo file" % r.choice(list(CLIENT_SHORT.values())),
                "emts slow again, 20 min lag on the cdx side",
                "ags open in 5",
                "crush margins ugly, board crush %s" % r.choice(["1.12", "1.05", "0.98"]),
                "coffee run, anyone?",
                "nyh barges %d over argo, wide" % r.randint(8, 16),
                "d4/d6 at %.2f, stuck in the range all week" % (px["d4"] - px["d6"]),
                "soyoil up %d ticks, zl dragging the d4s" % r.randint(20, 90),
                "quiet. everyone's at the conference",
                "lcfs %s bid %s offer, nobody wants to lift" % ("%.0f" % (px["lcfs"] - 1), "%.0f" % (px["lcfs"] + 1)),
                "sandhill compliance guy called again about the attestation",
                "roads are fine to lincoln fyi",
                "eia wed, prob %s stocks" % r.choice(["build", "draw"]),
                "kc desk asking if we have d5s to spare",
                "fed day tomorrow, not that it matters for rins",
                "ok back, what'd i miss",
                "screen froze again, restarting the terminal",
                "ethanol rack in omaha %d¢ over argo" % r.randint(5, 18),
                "%s is bidding 26s but only 100k" % r.choice(CPTYS).split()[0].lower(),
                "basis at the plants %s" % r.choice(["firm", "steady", "soft", "a touch weaker"]),
                "ruling could come friday per the trade press, who knows",
                "d3s still no bid lol",
                "matching the ptds now",
                "gonna be a long one, emts cutoff at 5",
                "zch7 %.2f, funds still short" % px["zch7"],
                "oregon cfp up again, nice for someone",
            ]
            return r.choice(TRADERS + ["lead", "ops"]), r.choice(opts)
        if k < 0.75:
            act = r.choice(["SEPARATE", "SEPARATE", "ASSIGN", "RETIRE"])
            tx = self.txn()
            if act == "SEPARATE":
                c = "EMTS txn_id=%s action=SEPARATE status=COMPLETED d_code=6 rin_year=2026 qty=%d facility=OMA-TERM-%d reason=BLENDED" % (tx, r.randint(20, 140) * 1000, r.randint(1, 3))
            elif act == "ASSIGN":
                c = "EMTS txn_id=%s action=ASSIGN status=COMPLETED d_code=6 rin_year=2026 qty=%d batch=%d" % (tx, r.randint(10, 90) * 1000, r.randint(100, 999))
            else:
                c = "EMTS txn_id=%s action=RETIRE status=SUBMITTED reason=RVO_COMPLIANCE client=%s d_code=%d rin_year=2025 qty=%d" % (
                    tx, r.choice(["KETTLECREEK", "SANDHILL", "BLUESTEM"]), r.choice([4, 6]), r.randint(50, 400) * 1000)
            return "emts", c
        if k < 0.81:
            return "ops", r.choice([
                "ptd batch %d sent to %s" % (r.randint(100, 999), r.choice(CPTYS)),
                "confirm for KO-%s signed, filing" % self.yymmdd,
                "invoices out for november",
                "credit asked for updated exposure report by 4",
                "%s wants settlement next tuesday instead" % r.choice(CPTYS),
            ])
        if k < 0.85:
            return "exec", r.choice([
                "status · 0 working clips · idle",
                "status · slicing queue empty",
                "heads up: cdx session renewed",
                "status · last clip done %s CT" % r.choice(["10:12", "11:40", "13:05"]),
            ])
        if k < 0.93:
            extra = " ".join(r.sample([
                "the manager says they might take a down day around christmas but nothing firm",
                "they asked again if we can do the rin side on the january barrels same as last time",
                "dco is coming out about where they thought so no issue there",
                "corn bids at the plant are %s under march which is about what the elevator down the road is doing" % words(r.randint(10, 40)),
                "they are running the new fermenter now so yields should be up a little maybe point one gallon a bushel",
                "somebody from the co op was asking about lcfs pathways for the low ci barrels i told them to call kara",
                "trucks are backed up at the scale again because of the weather so loading is slow",
                "they want the emts paperwork by thursday for the november separations",
                "heard the plant down by %s is having some boiler trouble but dont know how long" % r.choice(["atlantic", "shenandoah", "red oak"]),
            ], r.randint(2, 4)))
            return "cody", ("[voice memo %d:%02d · auto-transcript] hey just checking in um %s plant says grind is steady about %s thousand bushels a day "
                            "they are loading %s cars this week %s anyway roads are %s thats it") % (
                r.randint(0, 2), r.randint(12, 59), r.choice(["nishna", "elkhorn", "big sioux", "loess hills"]), words(r.randint(40, 120)),
                words(r.randint(20, 90)), extra, r.choice(["fine", "icy", "bad by ames"]))
        return "news", "**%s**\n> %s\n`biofuels-wire`" % (r.choice([
            "WTI settles %+.2f at $%.2f" % (r.uniform(-1.5, 1.5), r.uniform(58, 74)),
            "RBOB futures %s; gasoline demand %s" % (r.choice(["firm", "slip"]), r.choice(["seasonal", "soft"])),
            "Dollar index little changed ahead of data",
            "Diesel cracks narrow as distillate stocks build",
            "Midwest cash corn basis steady; farmer sales light",
        ]), r.choice([
            "Market colour only; moves were within the recent range and volumes were below average for the session.",
            "Traders cited position squaring ahead of the weekly data; no single driver identified.",
            "Participants said liquidity was thin with several desks out for the conference in Kansas City.",
        ]))

    def emts_holdings(self):
        r = self.rng
        rows = []
        for code in (4, 5, 6):
            for yy in (25, 26):
                rows.append(["D%d" % code, "20%d" % yy, "{:,}".format(r.randint(1, 60) * 50000), "{:,}".format(r.randint(0, 20) * 10000),
                             "{:,}".format(r.randint(0, 8) * 25000)])
        c = ("EMTS holdings · org %d · as of %s\n" % (r.randint(1000, 9999), iso(self.at(5.0))[:10]) +
             self._table(rows, ["d_code", "rin_year", "available", "pending_in", "pending_out"]) +
             "\nlocked=0 · invalid=0 · last_sync ok")
        self.m(self.anchor(r.uniform(5.0, 6.5), 2), "emts", c)

    # ---------------- assemble
    def build(self):
        r = self.rng
        # structure first
        self.noise()
        self.sc_stop_edits()
        self.sc_manual_fill_edit()
        self.sc_deleted_prop()
        self.sc_deleted_chat()
        self.sc_bulk()
        self.sc_forget_voice()
        if r.random() < 0.6:
            self.sc_forget_chat()
        self.sc_thread()
        if r.random() < 0.6:
            self.sc_thread2()
        # core lifecycles
        lc = [
            lambda: self.lifecycle(self.biz(7.3, 9.5), self.rin(6, 26, "BUY"), style="shorthand"),
            lambda: self.lifecycle(self.biz(9.0, 12.0), self.rin(4, 25, r.choice(["BUY", "SELL"])), style="prose",
                                   mode=r.choice(["normal", "resize"])),
            lambda: self.lifecycle(self.biz(9.0, 14.0), self.lcfs("BUY"), style=r.choice(["prose", "tagged"]), mode="block"),
            lambda: self.lifecycle(self.biz(8.5, 13.0), self.fut("ZLF7", "SELL"), style="shorthand", emts=False),
            lambda: self.sc_voice_prop(self.eth("argo", "SELL") if r.random() < 0.5 else self.rin(6, 26, "BUY")),
            lambda: self.lifecycle(self.biz(9.0, 14.0), self.rin(5, 26, "BUY"), style="shorthand", mode="reject"),
            lambda: self.lifecycle(self.biz(10.0, 14.5), self.fut("ZCH7", r.choice(["BUY", "SELL"])), style="tagged", emts=False),
            lambda: self.lifecycle(self.biz(10.0, 14.5), self.rin(4, 26, "BUY"), style=r.choice(["prose", "tagged"]), mode="resize"),
        ]
        for i in (0, 2, 4, 5):
            lc[i]()
        r.choice([self.sc_route_lead, self.report_route])()
        r.choice([self.sc_noroute_lead, self.sc_triage_agent])()
        r.choice([self.sc_thesis_trader, self.sc_thesis_voice])()
        r.choice([self.sc_risk_lead, self.sc_risk_breach])()
        self.report_thesis()
        self.sc_news_held(r.randint(0, 7))
        self.sc_news_watch(r.randint(0, 4))
        self.sc_news_other(r.randint(0, 5))
        self.sc_news_other(r.randint(0, 5) + 2)
        self.sc_news_other(r.randint(0, 5) + 4)
        self.near_misses()
        self.report_plain()
        self.report_sd(self.biz(5.5, 6.8), "Morning note: overnight & data calendar", ["d6", "eth", "corn", "feed", "bank", "d4", "lcfs", "d6", "meth"])
        self.report_sd(self.biz(16.0, 17.5), "EOD wrap", ["d6", "d4", "lcfs", "eth", "corn", "feed", "meth", "bank"])
        self.report_sd(self.biz(1.0, 3.0), "Overnight feedstock & policy wrap", ["feed", "bank", "corn", "eth", "d4", "lcfs", "meth"])
        self.report_sd(self.biz(11.0, 12.5), "Midday flash", ["d6", "d4", "eth", "feed", "corn", "bank", "meth"])
        self.emts_holdings()
        target = r.randint(30, 42)
        optional = [(7, lc[1]), (7, lc[3]), (7, lc[6]), (7, lc[7])] + [(1, f) for f in [self.report_route, self.sc_triage_agent, self.sc_thesis_trader, self.sc_thesis_voice,
                    self.sc_risk_breach, self.sc_target, self.sc_stop_pull, self.sc_cancel, self.sc_route_lead, self.sc_noroute_lead,
                    self.sc_risk_lead, lambda: self.sc_news_held(r.randint(0, 7) + 1),
                    lambda: self.sc_news_held(r.randint(0, 7) + 3), lambda: self.sc_news_watch(r.randint(0, 4) + 2)]]
        r.shuffle(optional)
        for cost, f in optional:
            if self.n_hard() >= target:
                break
            if self.n_hard() + cost > 44:
                continue
            f()
        self.acks(r.randint(14, 20))
        n_target = r.randint(232, 262)
        while len(self.msgs) < n_target:
            who, c = self.chatter()
            self.m(self.at(self.busy_h()) + r.randint(0, 59999), who, c)


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "") or ""]
    for f in e.get("fields", []):
        parts += [f.get("name", ""), f.get("value", "")]
    parts.append(e.get("footer", "") or "")
    return "\n".join(p for p in parts if p)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(round(end.timestamp() * 1000))
    gens = []
    for d in range(days):
        day_start = end_ms - (days - d) * DAY_MS
        for c in range(channels):
            g = DayGen(seed, c, d, day_start, channel_id_for(c))
            g.build()
            gens.append(g)
    # order all messages, make times unique, assign snowflakes
    allm = []
    for gi, g in enumerate(gens):
        for s in g.msgs:
            allm.append((s["t"], gi, s["key"], s))
    allm.sort(key=lambda x: (x[0], x[1], x[2]))
    prev = -1
    seq = 0
    for _, _, _, s in allm:
        if s["t"] <= prev:
            s["t"] = prev + 1
        prev = s["t"]
        s["t"] = s["t"]
        worker = int(P[s["who"]][0]) % 31 + 1
        s["id"] = str(snowflake(s["t"], worker, seq))
        seq += 1
    # replies must come after their parent; thread ids
    for _, _, _, s in allm:
        g = s["day"]
        s["channel"] = g.ch if s["thread"] is None else s["thread"]["id"]
        s["parent"] = None if s["thread"] is None else g.ch
    events = []
    order = 0
    for _, _, _, s in allm:
        msg = {"id": s["id"], "author_id": P[s["who"]][0], "author_name": P[s["who"]][1], "author_bot": P[s["who"]][2],
               "created_at": iso(s["t"]), "content": s["content"], "attachments": [],
               "embeds": s["embeds"] or [], "reference_id": s["reply"]["id"] if s["reply"] else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": s["channel"]}
        if s["parent"]:
            ev["parent_channel_id"] = s["parent"]
        ev["message"] = msg
        events.append((s["t"], 0, order, ev))
        order += 1
        last = s["t"]
        for (et, content) in s["edits"]:
            et = max(et, last + 1000)
            last = et
            events.append((et, 1, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": s["channel"], "message_id": s["id"],
                                          "edited_at": iso(et), "content": content}))
            order += 1
        s["last_t"] = last
    lead = P["lead"][0]
    for g in gens:
        for o in g.ops:
            tg = o["target"]
            if o["op"] == "bulk_delete":
                t = max(o["t"], max(x["last_t"] for x in tg) + 1000)
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tg[0]["channel"],
                      "message_ids": [x["id"] for x in tg], "deleted_at": iso(t)}
            else:
                t = max(o["t"], tg["last_t"] + 1000)
                base = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": tg["channel"], "message_id": tg["id"]}
                if o["op"] == "delete":
                    base["deleted_at"] = iso(t)
                elif o["op"] == "forget":
                    base["requested_by"] = lead
                    base["at"] = iso(t)
                elif o["op"] in ("pin", "unpin"):
                    base["by"] = lead
                    base["at"] = iso(t)
                elif o["op"] in ("reaction_add", "reaction_remove"):
                    base["emoji"] = o["extra"]["emoji"]
                    base["user_id"] = lead
                    base["at"] = iso(t)
                ev = base
            events.append((t, 2, order, ev))
            order += 1
    events.sort(key=lambda x: (x[0], x[1], x[2]))
    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idiom = set()
    for _, _, _, s in allm:
        state = "live"
        if s["removed"] == "forget":
            state = "forgotten"
        elif s["removed"] in ("delete", "bulk"):
            state = "deleted"
        elif s["edits"]:
            state = "edited"
        if s["removed"]:
            removed.append(s["snippet"])
        if s["hard"]:
            et, facts, ph = s["hard"]
            hard.append({"channel_id": s["channel"], "message_id": s["id"], "event_type": et, "facts": list(facts),
                         "phrasing": ph, "final_state": state})
            for f in s["superseded"]:
                sup.append([s["channel"], s["id"], f])
        if not s["removed"]:
            if s["noise"]:
                noise.append(s["id"])
            if s["near"]:
                near.append(s["id"])
            if s["idiom"] and s["idiom"][0] not in seen_idiom and len(idioms) < 20:
                seen_idiom.add(s["idiom"][0])
                idioms.append({"message_id": s["id"], "idiom": s["idiom"][0], "expected": s["idiom"][1]})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e for _, _, _, e in events], "labels": labels}


# ---------------- self-check
def message_text(msg):
    parts = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        parts.append(_embed_text(e))
    return "\n".join(parts)


def self_check(events, labels, day_start_ms=None, days=1):
    errs = []
    msgs, final = {}, {}
    last_t = -1
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            t = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
            if abs(int(round(ca.timestamp() * 1000)) - t) > 1:
                errs.append("snowflake/created_at mismatch %s" % m["id"])
            if t <= last_t:
                errs.append("id order not increasing at %s" % m["id"])
            last_t = t
            msgs[m["id"]] = (ev, t)
            final[m["id"]] = message_text(m)
            if m.get("reference_id") and m["reference_id"] not in msgs:
                errs.append("reply to unseen %s" % m["reference_id"])
        elif ev["op"] == "edit":
            if ev["message_id"] not in msgs:
                errs.append("edit before create")
            final[ev["message_id"]] = ev["content"]
    visible = {}
    gone = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            gone.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            for i in ev["message_ids"]:
                gone.add(i)
    for h in labels["hard_events"]:
        if h["message_id"] not in msgs:
            errs.append("label id missing %s" % h["message_id"])
            continue
        if not (2 <= len(h["facts"]) <= 5):
            errs.append("fact count %s" % h)
        for f in h["facts"]:
            if f not in final[h["message_id"]]:
                errs.append("fact %r not in %s: %r" % (f, h["message_id"], final[h["message_id"]][:120]))
        if (h["final_state"] in ("deleted", "forgotten")) != (h["message_id"] in gone):
            errs.append("final_state mismatch %s" % h["message_id"])
    for ch, mid, f in labels["superseded_facts"]:
        if mid not in msgs:
            errs.append("superseded id missing")
        elif f in final[mid]:
            errs.append("superseded fact still present %s %s" % (mid, f))
    live_text = "\n".join(final[i] for i in sorted(final) if i not in gone)
    for sn in labels["removed_texts"]:
        if sn in live_text:
            errs.append("removed snippet still visible: %r" % sn)
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in msgs or i in gone:
            errs.append("bad noise/near/idiom id %s" % i)
    # per channel-day stats
    stats = {}
    hard_ids = {}
    for h in labels["hard_events"]:
        hard_ids[h["message_id"]] = h["event_type"]
    noise_s, near_s = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    first_t = min(t for _, t in msgs.values())
    for mid in sorted(msgs, key=lambda x: int(x)):
        ev, t = msgs[mid]
        root = ev.get("parent_channel_id") or ev["channel_id"]
        dk = (root, (t - (day_start_ms if day_start_ms is not None else first_t)) // DAY_MS)
        st = stats.setdefault(dk, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        st["msgs"] += 1
        st["bytes"] += len(final[mid].encode("utf-8"))
        if mid in hard_ids:
            st["hard"] += 1
            st["types"][hard_ids[mid]] = st["types"].get(hard_ids[mid], 0) + 1
        if mid in noise_s:
            st["noise"] += 1
        if mid in near_s:
            st["near"] += 1
    for dk in sorted(stats):
        st = stats[dk]
        kb = st["bytes"] / 1024.0
        if not (180 <= st["msgs"] <= 320):
            errs.append("msg count out of range %s %d" % (dk, st["msgs"]))
        if not (70 <= kb <= 120):
            errs.append("KB out of range %s %.1f" % (dk, kb))
        if not (25 <= st["hard"] <= 45):
            errs.append("hard count out of range %s %d" % (dk, st["hard"]))
        nr = st["noise"] / float(st["msgs"])
        if not (0.25 <= nr <= 0.40):
            errs.append("noise ratio out of range %s %.2f" % (dk, nr))
    if not (10 <= len(labels["idioms"]) <= 20):
        errs.append("idiom count %d" % len(labels["idioms"]))
    return errs, stats


def _parse_end(s):
    if s is None:
        return None
    s = s.strip().replace("Z", "+00:00")
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=UTC)
    return d


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    end = _parse_end(a.end)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    # reload and check
    with open(a.out, encoding="utf-8") as f:
        events = [json.loads(line) for line in f]
    with open(a.labels, encoding="utf-8") as f:
        labels = json.load(f)
    e = end or DEFAULT_END
    start_ms = int(round(e.timestamp() * 1000)) - a.days * DAY_MS
    errs, stats = self_check(events, labels, start_ms, a.days)
    for dk in sorted(stats):
        st = stats[dk]
        print("channel %s day %d: %d msgs, %.1f KB, hard %d, noise %d (%.0f%%), near-miss %d, types %s" % (
            dk[0], dk[1], st["msgs"], st["bytes"] / 1024.0, st["hard"], st["noise"], 100.0 * st["noise"] / st["msgs"], st["near"],
            json.dumps(st["types"], sort_keys=True)))
    ops = {}
    for ev in events:
        ops[ev["op"]] = ops.get(ev["op"], 0) + 1
    print("ops:", json.dumps(ops, sort_keys=True))
    print("labels: hard %d, superseded %d, removed %d, noise %d, near %d, idioms %d" % (
        len(labels["hard_events"]), len(labels["superseded_facts"]), len(labels["removed_texts"]),
        len(labels["noise_message_ids"]), len(labels["near_miss_ids"]), len(labels["idioms"])))
    if errs:
        print("SELF-CHECK FAILED (%d):" % len(errs))
        for x in errs[:40]:
            print("  -", x)
        return 1
    print("self-check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
