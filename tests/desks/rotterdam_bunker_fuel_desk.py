#!/usr/bin/env python3
"""Rotterdam / Singapore marine fuel (bunker) trading desk: synthetic busy channel.

Author: blind helper, 2026-12-07

Seeded, standard-library-only generator of a capture (JSON Lines, see
shared/CAPTURE-FORMAT.md) plus ground-truth labels of hard events.
Output is a pure function of the arguments (string-seeded random.Random,
no set iteration), so it does not depend on PYTHONHASHSEED.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "rotterdam_bunker_fuel_desk"
EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 12, 4, 0, 0, tzinfo=UTC)
GUILD_ID = "1184520937146118234"
BASE_CHANNELS = ["1184521377420689408", "1184521904372072529", "1184522231905284116"]

PEOPLE = {
    "jeroen": ("1171840266151571466", "Jeroen de Wit", False),
    "sanne": ("1171843391906234429", "Sanne Bakker", False),
    "weiling": ("1171849912740917278", "Wei Ling Tan", False),
    "ruben": ("1171852207389360178", "Ruben", False),
    "marco": ("1171858840218542110", "Marco (ops)", False),
    "pieter": ("1171861029751685190", "Pieter | Risk", False),
    "dev": ("1171866482069954631", "Dev (SG ops)", False),
    "dealcap": ("1172004417305399407", "DealCap", True),
    "riskbot": ("1172006880233242685", "RiskGuard", True),
    "ais": ("1172009015884765226", "AIS-Tracker", True),
    "lab": ("1172011537221881927", "LabLink", True),
    "platts": ("1172013220478050345", "PlattsWire", True),
    "port": ("1172015894125604915", "PortNotices", True),
    "barge": ("1172018411978866760", "BargePlanner", True),
    "bridge": ("1172020937361022996", "BrokerBridge", True),
    "slack": ("1172023306534887485", "slack-ldn", True),
    "ops": ("1172025580787212339", "deskops", True),
    "alert": ("1172027704447107102", "PxAlert", True),
    "news": ("1172029915495407676", "NewsWire", True),
    "stem": ("1172032218583629936", "StemDesk", True),
    "sim": ("1172034466101395538", "papertrader", True),
}
HUMANS = ["jeroen", "sanne", "weiling", "ruben", "marco", "pieter", "dev"]
TRADERS = ["sanne", "weiling", "ruben"]

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

OWNERS = ["Maersk", "MSC", "Hapag-Lloyd", "CMA CGM", "ONE", "Evergreen", "Stena Bulk",
          "Boskalis", "Van Oord", "Wallenius Wilhelmsen", "Spliethoff", "Anthony Veder",
          "Eastern Pacific", "BW LPG", "Torm", "Pacific Basin", "Seaspan", "Zodiac"]
VESSELS = ["Maersk Kensington", "MSC Aurora", "Berlin Express", "Stena Immortal",
           "Sluisgracht", "BW Orinoco", "CMA CGM Tage", "ONE Harmony", "Ever Given",
           "Torm Hermia", "Pacific Sapphire", "Seaspan Jakarta", "Coral Ivory",
           "Vox Maxima", "Fairplay XI", "Tiger Pearl", "Glovis Crystal", "Nordic Hawk"]
SUPPLIERS = ["Bomin", "Gulf Energy", "GoodFuels", "TFG Marine", "Global Fuel Supply",
             "Equatorial", "Vitol Bunkers", "Shell Marine", "Cockett", "Kuo Oil"]
COMPETITORS = ["Minerva", "Monjasa", "Peninsula", "Bunker One", "Integr8", "Dan-Bunkering"]
BROKERS = ["Marex", "TP ICAP", "Tradition", "FIS", "BGC"]
BARGES_RDAM = ["Eiltank 32", "Maasstroom 7", "Tankmaster 11", "Rhenus Nova", "Amalia",
               "Vlissingen 4", "Dordt 9", "Botlek Star"]
BARGES_SG = ["Golden Eagle 2", "Marine Stellar", "Sea Lion 8", "Vitol Kirana", "Pacific Osprey"]
PORTS_NW = ["Rotterdam", "Antwerp", "Amsterdam", "Vlissingen"]
ANCH_RDAM = ["Maasmond anch 3E", "Slufter", "Europoort 7", "Maasvlakte 2 ECT", "Botlek 2e Petroleumhaven"]
ANCH_SG = ["Eastern OPL", "Western Petroleum Anch", "Eastern Bunkering A", "AEPBC"]
PLATTS_COS = ["Trafigura", "Vitol", "Glencore", "PetroChina", "Shell", "TotalEnergies",
              "Gunvor", "Mercuria", "Hin Leong", "BP", "Equinor"]

# ------------------------------------------------------------------ helpers


def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


def q(x: float, step: float = 0.25) -> float:
    return round(round(x / step) * step, 2)


def f2(x: float) -> str:
    return "%.2f" % x


def sp(x: float) -> str:
    return "%+.2f" % x


def channel_id(ci: int) -> str:
    if ci < len(BASE_CHANNELS):
        return BASE_CHANNELS[ci]
    h = int(hashlib.sha256(("%s:ch:%d" % (DESK, ci)).encode()).hexdigest(), 16)
    return str(1184500000000000000 + h % 90000000000000000)


def S(who, text, kind, hard=None, **kw):
    d = {"who": who, "text": text, "kind": kind, "hard": hard}
    d.update(kw)
    return d


def H(etype, facts, phrasing):
    return (etype, list(facts), phrasing)


def hexid(rng, n=6):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


# ------------------------------------------------------------------ context


class Ctx:
    def __init__(self, rng: random.Random, day: datetime, ci: int):
        self.rng = rng
        self.day = day
        self.ci = ci
        m1 = day.month % 12
        m2 = (day.month + 1) % 12
        self.m0 = MON[day.month - 1]
        self.m1 = MON[m1]
        self.m2 = MON[m2]
        yy = day.year % 100
        self.eua = "Dec-%02d" % (yy if (day.month < 12 or day.day < 14) else yy + 1)
        self.eua_next = "Mar-%02d" % (yy + 1)
        self.sing = q(rng.uniform(488, 512))
        self.rdam = q(rng.uniform(405, 432))
        self.rdam05 = q(rng.uniform(470, 492))
        self.mgo = q(rng.uniform(640, 690))
        self.hsfo_sg = q(rng.uniform(420, 445))
        self.vlsfo_del = q(rng.uniform(498, 522))
        self.fuj = q(rng.uniform(405, 430))
        self.eua_px = round(rng.uniform(68, 78), 2)
        self.eurusd = round(rng.uniform(1.04, 1.12), 4)
        self.usdsgd = round(rng.uniform(1.28, 1.36), 4)
        self.ts_sing = q(rng.uniform(1.5, 5.0))
        self.ts_rdam = q(rng.uniform(1.0, 4.5))
        self.hi5 = q(rng.uniform(70, 105))
        self.used_vessels = []
        self.used_owners = []
        self.used_ids = []

    def window(self, a, b):
        d1 = self.day + timedelta(days=a)
        d2 = self.day + timedelta(days=b)
        if d1.month == d2.month:
            return "%d-%d %s" % (d1.day, d2.day, MON[d2.month - 1])
        return "%d %s-%d %s" % (d1.day, MON[d1.month - 1], d2.day, MON[d2.month - 1])

    def pick(self, pool, used):
        free = [x for x in pool if x not in used]
        x = self.rng.choice(free or pool)
        used.append(x)
        return x

    def vessel(self):
        return self.pick(VESSELS, self.used_vessels)

    def owner(self):
        return self.pick(OWNERS, self.used_owners)

    def uid(self, prefix, n=5):
        while True:
            x = prefix + "".join(self.rng.choice("0123456789") for _ in range(n))
            if x not in self.used_ids:
                self.used_ids.append(x)
                return x

    def hid(self, prefix, n=6):
        while True:
            x = prefix + hexid(self.rng, n)
            if x not in self.used_ids:
                self.used_ids.append(x)
                return x


# ------------------------------------------------------------------ hard-event blocks


def blk_swap_chain(c: Ctx, market: str, full: bool, edit_stop: bool):
    r = c.rng
    if market == "sing":
        inst = "Sing 0.5%% %s swaps" % c.m1
        short = "Sing 0.5 %s" % c.m1
        px = c.sing
        trader = "weiling"
    else:
        inst = "Rdam 3.5%% %s barges swap" % c.m2
        short = "Rdam 3.5 %s" % c.m2
        px = c.rdam
        trader = "sanne"
    side = r.choice(["sell", "buy"])
    sell = side == "sell"
    size = r.choice([5, 8, 10, 12, 15])
    entry = q(px + (0.5 if sell else -0.5))
    stop = q(entry + (8.5 if sell else -8.5))
    tgt = q(entry - 14 if sell else entry + 14)
    pos = "short" if sell else "long"
    reason = r.choice([
        "window has been offered for three sessions and the %s crack is rolling over" % short,
        "cover for the physical we sold this week, keeps the book flat-ish",
        "hedge on the tank length, stocks build into month end",
        "the structure says tight but flat price looks heavy vs Brent",
        "MOC bids keep getting hit, we want to be %s before the print" % pos,
    ])
    oid = c.hid("ord-")
    broker = r.choice(BROKERS)
    out = []
    ph = r.choice(["tagged", "untagged", "shorthand"])
    if ph == "tagged":
        t = "[PROPOSAL] %s %dkt %s @ %s | stop %s | tgt %s\nwhy: %s" % (
            side.upper(), size, inst, f2(entry), f2(stop), f2(tgt), reason)
        facts = [side.upper(), "%dkt" % size, inst, f2(entry), f2(stop)]
        idiom = ("tagged [PROPOSAL] swap with stop/tgt", "trade_proposal")
    elif ph == "untagged":
        t = "want to %s %dkt %s at %s, stop %s, target %s. %s. Jeroen?" % (
            side, size, short, f2(entry), f2(stop), f2(tgt), reason[0].upper() + reason[1:])
        facts = [side, "%dkt" % size, short, f2(entry), f2(stop)]
        idiom = ("prose swap proposal asking the lead", "trade_proposal")
    else:
        sw = "s" if sell else "b"
        t = "%s %dkt %s @ %s sl %s" % (sw, size, short, f2(entry), f2(stop))
        facts = ["%s %dkt" % (sw, size), short, f2(entry), f2(stop)]
        idiom = ("kt-suffixed shorthand swap proposal", "trade_proposal")
    out.append(S(trader, t, "hard", H("trade_proposal", facts, ph), key="prop", idiom=idiom,
                 react=[("📌", "jeroen")]))
    appr = r.choice([
        ("akkoord, doen — %dkt max" % size, ["akkoord", "%dkt max" % size]),
        ("ok go, %dkt" % size, ["ok go", "%dkt" % size]),
        ("👍 send it, stop %s as you said" % f2(stop), ["send it", f2(stop)]),
        ("prima. doen at %s or better" % f2(entry), ["prima", "doen", f2(entry)]),
        ("approved — %s %dkt" % (side, size), ["approved", side, "%dkt" % size]),
    ])
    out.append(S("jeroen", appr[0], "hard", H("trade_approval", appr[1], "reply"), reply="prop",
                 idiom=("Dutch reply approval (akkoord/doen/prima)", "trade_approval")
                 if ("akkoord" in appr[0] or "prima" in appr[0]) else
                 ("short reply approval", "trade_approval")))
    if full:
        if r.random() < 0.5:
            t = "order %s WORKING · %s %dkt %s @ %s · %s screen" % (
                oid, side.upper(), size, short, f2(entry), broker)
            facts = [oid, "WORKING", short, f2(entry)]
            ph = "structured"
        else:
            t = "evt=order_ack order_id=%s product=\"%s\" side=%s qty=%dkt px=%s status=ACCEPTED venue=%s" % (
                oid, short, side.upper(), size, f2(entry), broker.replace(" ", "_"))
            facts = [oid, "status=ACCEPTED", "qty=%dkt" % size, "px=%s" % f2(entry)]
            ph = "structured"
        out.append(S("bridge" if "WORKING" in t else "dealcap", t, "hard",
                     H("trade_confirmation", facts, ph), key="ack", reply="prop",
                     idiom=("bot key=value order ack", "trade_confirmation")))
    fill = q(entry + r.choice([-0.25, 0.0, 0.25]) * (-1 if sell else 1))
    qty = "{:,} mt".format(size * 1000)
    if r.random() < 0.55:
        emb = {"title": "Trade done — %s" % broker,
               "description": "Cleared ICE Futures Europe",
               "fields": [{"name": "Product", "value": inst, "inline": True},
                          {"name": "Side", "value": side.upper(), "inline": True},
                          {"name": "Qty", "value": qty, "inline": True},
                          {"name": "Price", "value": "$%s/mt" % f2(fill), "inline": True}],
               "footer": "order %s · %s · %s" % (oid, broker, c.day.strftime("%d%b%y").upper())}
        out.append(S("bridge", "", "hard", H("trade_fill", [inst, side.upper(), qty, "$%s/mt" % f2(fill)], "embed"),
                     embeds=[emb], key="fill", idiom=("embed-only broker fill", "trade_fill")))
    else:
        t = "done %dkt %s @ %s with %s, %s" % (size, short, f2(fill), broker,
                                              r.choice(["all in", "full size", "filled in two clips"]))
        out.append(S(trader, t, "hard", H("trade_fill", ["done", "%dkt" % size, short, f2(fill)], "untagged"),
                     key="fill", reply="prop"))
    if full:
        s1 = stop
        word = "above" if sell else "below"
        if edit_stop:
            s2 = q(s1 + (-1.75 if sell else 1.75))
            s3 = q(s2 + (-1.5 if sell else 1.5))
            t0 = "SL %s %s → %s" % (short, pos, f2(s1))
            t1 = "SL %s %s → %s (moved, %s)" % (short, pos, f2(s2),
                                               "window high was lower" if sell else "window low held higher")
            t2 = "SL %s %s → %s (moved again, tightened %s the MOC)" % (short, pos, f2(s3), word)
            out.append(S(trader, t0, "hard", H("stop_or_target_change", [short, pos, f2(s3)], "shorthand"),
                         edits=[(r.randint(900, 2400), t1, []), (r.randint(3000, 6000), t2, [f2(s1), f2(s2)])],
                         idiom=("stop moved twice by editing the same SL line", "stop_or_target_change")))
        else:
            t = "stop on the %s %s set at %s, tp %s" % (short, pos, f2(s1), f2(tgt))
            out.append(S(trader, t, "hard", H("stop_or_target_change", [short, f2(s1), f2(tgt)], "untagged")))
    return out


def blk_rejected_prop(c: Ctx):
    r = c.rng
    short = "Rdam 3.5 %s" % c.m1
    n = r.choice([3, 5, 7])
    px = q(c.rdam + r.choice([-2, -1.5, 2, 2.5]))
    side = r.choice(["buy", "sell"])
    t = "proposing to %s %dkt %s at %s, no stop yet — crack looks %s vs Sing" % (
        side, n, short, f2(px), "cheap" if side == "buy" else "rich")
    a = r.choice([("nee, not at %s — wait for the window" % f2(px), ["nee", f2(px)]),
                  ("no. not without a stop, and not before the MOC", ["no.", "not without a stop"]),
                  ("liever niet, rejected — we're long enough HSFO", ["rejected", "liever niet"])])
    return [S("ruben", t, "hard", H("trade_proposal", [side, "%dkt" % n, short, f2(px)], "untagged"), key="p"),
            S("jeroen", a[0], "hard", H("trade_approval", a[1], "reply"), reply="p",
              idiom=("reply rejection of a proposal", "trade_approval"))]


def blk_spread(c: Ctx, thread: bool):
    r = c.rng
    n = r.choice([3, 5, 10])
    inst = "Sing 0.5 %s/%s" % (c.m1, c.m2)
    ts = c.ts_sing
    ts2 = q(ts + r.choice([0.0, 0.25]))
    out = []
    if thread:
        out.append(S("weiling", "🧵 %s/%s Sing spread" % (c.m1, c.m2), "chat", starts_thread=True))
    out.append(S("weiling", "structure still backwardated, MOC bids under it. I'd go again:", "chat"))
    out.append(S("weiling", "b %dkt %s %s" % (n, inst, sp(ts)), "hard",
                 H("trade_proposal", ["b %dkt" % n, inst, sp(ts)], "shorthand"), key="p",
                 idiom=("signed timespread shorthand (b 5kt M1/M2 +3.25)", "trade_proposal")))
    out.append(S("jeroen", r.choice(["👍 send it", "ok go", "doen 👍"]), "hard", None, reply="p"))
    # facts for the short approval are set below from the final text
    a = out[-1]
    if a["text"] == "👍 send it":
        a["hard"] = H("trade_approval", ["👍", "send it"], "reply")
    elif a["text"] == "ok go":
        a["hard"] = H("trade_approval", ["ok", "go"], "reply")
    else:
        a["hard"] = H("trade_approval", ["doen", "👍"], "reply")
    fill_old = q(ts2 + 0.25)
    cp = r.choice(BROKERS)
    t_old = "done %dkt %s/%s at %s, %s" % (n, c.m1, c.m2, sp(fill_old), cp)
    t_new = "done %dkt %s/%s at %s, %s (corr: fat finger on the level)" % (n, c.m1, c.m2, sp(ts2), cp)
    out.append(S("weiling", t_old, "hard",
                 H("trade_fill", ["done", "%dkt" % n, "%s/%s" % (c.m1, c.m2), sp(ts2)], "untagged"),
                 reply="p", edits=[(r.randint(120, 600), t_new, [sp(fill_old)])],
                 idiom=("fill price corrected by edit", "trade_fill")))
    out.append(S("dev", r.choice(["nice", "👍", "thx"]), "noise"))
    if thread:
        for s in out[1:]:
            s["in_thread"] = True
    return out


def blk_phys_rdam(c: Ctx, with_fill: bool):
    r = c.rng
    owner = c.owner()
    vessel = c.vessel()
    qty = r.choice([800, 1200, 1500, 1800, 2200, 2500])
    mgo = r.choice([0, 0, 100, 150, 200])
    port = r.choice(PORTS_NW[:2])
    win = c.window(r.randint(2, 4), r.randint(5, 7))
    px = q(c.vlsfo_del + r.uniform(-3, 4))
    barge = r.choice(BARGES_RDAM)
    did = c.uid("BNK-26")
    grades = "%smt VLSFO" % "{:,}".format(qty) + (" + %dmt MGO" % mgo if mgo else "")
    enq = "📨 stem enquiry | %s | %s | %s | %s | %s | \"pls offer firm, 1h validity\"" % (
        owner, vessel, grades, port, win)
    out = [S("stem", enq, "near", idiom=("shipowner stem enquiry (not a decision)", "not_hard"))]
    qs = "{:,}".format(qty)
    t = r.choice([
        "let's offer %s %smt VLSFO del %s at $%s/mt for %s, %s fits. ok?" % (owner, qs, port, f2(px), win, barge),
        "[OFFER] %s / %s — %smt VLSFO delivered %s @ $%s/mt, validity 1h, barge %s" % (owner, vessel, qs, port, f2(px), barge),
    ])
    out.append(S("sanne", t, "hard", H("trade_proposal", [owner, "%smt" % qs, "VLSFO", "$%s/mt" % f2(px)], "untagged" if t.startswith("let") else "tagged"),
                 key="p", idiom=("physical delivered offer to shipowner", "trade_proposal")))
    a = r.choice([("akkoord, doen", ["akkoord", "doen"]), ("prima, go", ["prima", "go"]),
                  ("doen. margin ok at %s" % f2(px), ["doen", f2(px)])])
    out.append(S("jeroen", a[0], "hard", H("trade_approval", a[1], "reply"), reply="p"))
    out.append(S("sanne", r.choice(["sent to their ops", "offer out", "sent, waiting on %s" % owner]), "chat"))
    kv = ("deal_id=%s type=PHYS status=CONFIRMED cpty=\"%s\" vessel=\"%s\" grade=VLSFO qty_mt=%d "
          "px_usd_mt=%s port=%s window=\"%s\" barge=\"%s\" trader=sanne") % (
        did, owner, vessel, qty, f2(px), port, win, barge)
    out.append(S("dealcap", kv, "hard", H("trade_confirmation", [did, "status=CONFIRMED", "qty_mt=%d" % qty, "px_usd_mt=%s" % f2(px)], "structured"),
                 key="d", reply="p", idiom=("deal-capture key=value CONFIRMED", "trade_confirmation")))
    out.append(S("ais", "AIS: %s ETA %s now %s (+%dh), berth %s" % (
        vessel, port, (c.day + timedelta(days=3)).strftime("%d/%m %H:00"), r.randint(3, 20), r.choice(ANCH_RDAM)),
        "noise"))
    return out


def blk_bdn(c: Ctx):
    r = c.rng
    vessel = c.vessel()
    owner = c.owner()
    qty = r.choice([900, 1300, 1600, 2000])
    px = f2(q(c.vlsfo_del + r.uniform(-6, 6)))
    barge = r.choice(BARGES_RDAM)
    did = c.uid("BNK-26")
    dq = "%s.%d" % ("{:,}".format(qty - r.randint(1, 6)), r.randint(0, 9))
    anch = r.choice(ANCH_RDAM)
    return [S("ais", "AIS: %s arrived %s, bunker barge %s alongside" % (vessel, anch, barge), "noise"),
            S("marco", "%s started pumping on %s (%s stem, deal %s)" % (barge, vessel, owner, did), "chat"),
            S("marco", "BDN signed %s: %s mt VLSFO via %s, deal %s @ %s — delivery complete, samples sealed" % (
                vessel, dq, barge, did, px), "hard",
              H("trade_fill", ["BDN signed", vessel, "%s mt" % dq, did], "untagged"),
              idiom=("bunker delivery note (BDN) as fill", "trade_fill"))]


def blk_phys_sg(c: Ctx):
    r = c.rng
    owner = c.owner()
    vessel = c.vessel()
    qty = r.choice([1000, 1500, 2000, 3000])
    px = q(c.hsfo_sg + r.uniform(1, 6))
    anch = r.choice(ANCH_SG)
    barge = r.choice(BARGES_SG)
    did = c.uid("BNK-26")
    win = c.window(r.randint(1, 3), r.randint(4, 6))
    qs = "{:,}".format(qty)
    out = [S("stem", "📨 stem enquiry | %s | %s | %smt HSFO 380 | Singapore %s | %s | scrubber-fitted" % (
        owner, vessel, qs, anch, win), "near")]
    out.append(S("weiling", "offer %s %smt HSFO 380 ex-wharf SG at %s flat, %s, barge %s. ok Jeroen?" % (
        owner, qs, f2(px), win, barge), "hard",
        H("trade_proposal", [owner, "%smt" % qs, "HSFO 380", f2(px)], "untagged"), key="p"))
    out.append(S("jeroen", "akkoord 👍", "hard", H("trade_approval", ["akkoord", "👍"], "reply"), reply="p"))
    emb = {"title": "Deal captured %s" % did, "description": "Physical bunker sale — confirmed by counterparty",
           "fields": [{"name": "Cpty", "value": owner, "inline": True},
                      {"name": "Grade", "value": "HSFO 380 CST", "inline": True},
                      {"name": "Qty", "value": "%s mt" % qs, "inline": True},
                      {"name": "Price", "value": "USD %s/mt" % f2(px), "inline": True},
                      {"name": "Status", "value": "CONFIRMED", "inline": True}],
           "footer": "DealCap · SG book · %s" % win}
    out.append(S("dealcap", "", "hard", H("trade_confirmation", [did, "HSFO 380 CST", "%s mt" % qs, "CONFIRMED"], "embed"),
                 embeds=[emb], reply="p"))
    return out


def blk_no_route_stem(c: Ctx):
    r = c.rng
    owner = c.owner()
    qty = r.choice([150, 200, 300, 400])
    port = r.choice(["Antwerp", "Amsterdam", "Ghent", "Flushing"])
    out = [S("stem", "📨 stem enquiry | %s | %s | %dmt MGO | %s | %s | small stem" % (
        owner, c.vessel(), qty, port, c.window(1, 2)), "near")]
    t = r.choice([
        "%s %dmt MGO %s — pass. no barge free till %s. no action, not routing it." % (
            owner, qty, port, (c.day + timedelta(days=4)).strftime("%d/%m")),
        "skip the %s enquiry (%dmt MGO %s), below our minimum; no action from us, not routing to SG either" % (
            owner, qty, port),
    ])
    out.append(S("jeroen", t, "hard", H("no_route_decision", [owner, "no action", "not routing"], "untagged"),
                 idiom=("explicit pass on a stem (no action, not routing)", "no_route_decision")))
    return out


def blk_eua(c: Ctx):
    r = c.rng
    n = r.choice([40000, 50000, 60000])
    n2 = r.choice([25000, 30000])
    px = f2(c.eua_px)
    px2 = f2(c.eua_px + r.choice([-0.04, -0.02, 0.0]))
    oid = c.hid("ets-", 5)
    eua = "EUA %s" % c.eua
    out = [S("sanne", "[PROP] BUY {:,} {} @ {} lmt — covers Q4 shipping surrender for the TC fleet".format(n, eua, px),
             "hard", H("trade_proposal", ["BUY", "{:,}".format(n), eua, px], "tagged"), key="p")]
    out.append(S("riskbot", "RISK order=%s %s BUY qty %s -> %s RESIZED reason=ETS_NOTIONAL_LIMIT limit=EUR 2,500,000" % (
        oid, eua, "{:,}".format(n), "{:,}".format(n2)), "hard",
        H("risk_limit", [oid, "RESIZED", "{:,}".format(n2), "ETS_NOTIONAL_LIMIT"], "structured"), reply="p",
        idiom=("risk engine resizes an order", "risk_limit")))
    out.append(S("jeroen", "ok go with %dk then, rest next week" % (n2 // 1000), "hard",
                 H("trade_approval", ["ok go", "%dk" % (n2 // 1000)], "reply"), reply="p"))
    emb = {"title": "Fill — ICE Endex", "author": "DealCap",
           "fields": [{"name": "Contract", "value": eua, "inline": True},
                      {"name": "Side", "value": "BUY", "inline": True},
                      {"name": "Qty", "value": "{:,} t".format(n2), "inline": True},
                      {"name": "Price", "value": "€%s" % px2, "inline": True}],
           "footer": "order %s · ICE Endex · cleared" % oid}
    out.append(S("dealcap", "", "hard", H("trade_fill", [eua, "BUY", "{:,} t".format(n2), "€%s" % px2], "embed"),
                 embeds=[emb]))
    return out


def blk_fx(c: Ctx):
    r = c.rng
    amt = r.choice([1.5, 2.0, 2.2, 2.5])
    rate = "%.4f" % c.eurusd
    rate2 = "%.4f" % (c.eurusd - 0.0002)
    oid = c.hid("fx-", 5)
    out = [S("sanne", "need to sell %sm EUR/USD against the EUA buy, %s or better" % (amt, rate), "hard",
             H("trade_proposal", ["sell", "%sm" % amt, "EUR/USD", rate], "untagged"), key="p")]
    out.append(S("jeroen", "go", "chat", reply="p"))
    out[-1]["kind"] = "hard"
    out[-1]["text"] = "go, %sm" % amt
    out[-1]["hard"] = H("trade_approval", ["go", "%sm" % amt], "reply")
    out.append(S("dealcap", "fx_fill id=%s pair=EURUSD side=SELL notional_eur=%d rate=%s cpty=ABN_AMRO status=FILLED" % (
        oid, int(amt * 1e6), rate2), "hard",
        H("trade_fill", [oid, "side=SELL", "notional_eur=%d" % int(amt * 1e6), "rate=%s" % rate2], "structured"),
        reply="p", idiom=("FX hedge fill in key=value", "trade_fill")))
    return out


def blk_usdsgd(c: Ctx):
    r = c.rng
    m = r.choice([1, 1.5, 2])
    rate = "%.4f" % c.usdsgd
    return [S("weiling", "b %sm USD/SGD %s for the SG opex" % (m, rate), "hard",
              H("trade_proposal", ["b %sm" % m, "USD/SGD", rate], "shorthand"))]


def blk_risk(c: Ctx):
    r = c.rng
    out = []
    var = round(r.uniform(1.3, 1.6), 2)
    lim = 1.25
    emb = {"title": "VaR limit breach", "description": "Desk 1d VaR99 $%.2fm vs limit $%.2fm" % (var, lim),
           "fields": [{"name": "Utilisation", "value": "%d%%" % int(var / lim * 100), "inline": True},
                      {"name": "Driver", "value": "Sing 0.5 %s flat price" % c.m1, "inline": True},
                      {"name": "Action", "value": "risk-increasing orders blocked until back under limit"}],
           "footer": "RiskGuard · %s" % c.day.strftime("%Y-%m-%d")}
    out.append([S("riskbot", "", "hard", H("risk_limit", ["VaR limit breach", "$%.2fm" % var, "$%.2fm" % lim], "embed"),
                  embeds=[emb], pin=True, idiom=("embed-only VaR breach", "risk_limit")),
                S("pieter", "seen, talking to Wei Ling about it", "chat")])
    cp = c.owner()
    a = r.choice([6, 8, 10])
    b = a - r.choice([2, 3])
    out.append([S("pieter", "credit: cutting %s line from $%dm to $%dm effective now — late payments on the last two BDNs" % (cp, a, b),
                  "hard", H("risk_limit", [cp, "$%dm" % a, "$%dm" % b], "untagged"),
                  idiom=("counterparty credit line cut in prose", "risk_limit")),
                S("sanne", "noted, will check before offering them", "chat")])
    cp2 = c.owner()
    did = c.uid("BNK-26")
    expo = r.randint(3100, 4200) * 1000
    lim2 = 3000000
    if r.random() < 0.5:
        return out
    out.append([S("riskbot", "CREDIT_BLOCK deal=%s cpty=\"%s\" exposure_usd=%d limit_usd=%d action=BLOCKED" % (
        did, cp2, expo, lim2), "hard", H("risk_limit", [did, "action=BLOCKED", "limit_usd=%d" % lim2], "structured"))])
    return out


def blk_route(c: Ctx):
    r = c.rng
    vessel = c.vessel()
    sid = c.uid("VPS-", 6)
    al = r.randint(64, 88)
    blocks = []
    th = [S("marco", "🧵 Claim — %s VLSFO cat fines" % vessel, "chat", starts_thread=True),
          S("lab", "LAB %s %s VLSFO: dens 0.9%02d visc %d cSt S 0.4%d%% Al+Si %d ppm ❌ > 60 (ISO 8217 RMG380)" % (
              sid, vessel, r.randint(60, 89), r.randint(180, 320), r.randint(1, 9), al), "noise", in_thread=True),
          S("marco", "owners are claiming off-spec on the %s delivery, want a debit note" % vessel, "chat", in_thread=True),
          S("jeroen", "routing the %s cat-fines claim to Marco — he owns it with the lab and P&I" % vessel, "hard",
            H("route_decision", ["routing", vessel, "Marco"], "untagged"), in_thread=True,
            idiom=("route claim to a named person in a thread", "route_decision")),
          S("marco", "ok, on it. counter-sample to FOBAS", "chat", in_thread=True),
          S("lab", "counter-sample %s-B received at FOBAS, ETA results 48h" % sid, "noise", in_thread=True)]
    blocks.append(th)
    owner = c.owner()
    if r.random() < 0.6:
        blocks.append([S("stem", "📨 stem enquiry | %s | %s | 3,000mt VLSFO | Singapore %s | %s" % (
        owner, c.vessel(), r.choice(ANCH_SG), c.window(5, 8)), "near"),
            S("jeroen", "%s wants it in Singapore → routing to Wei Ling, SG book" % owner, "hard",
              H("route_decision", [owner, "routing to Wei Ling"], "untagged"))])
    if r.random() < 0.4:
        blocks.append([S("jeroen", "routing the %s roll to exec-bot, work it into the close" % ("EUA %s/%s" % (c.eua, c.eua_next)),
                       "hard", H("route_decision", ["routing", "EUA %s/%s" % (c.eua, c.eua_next), "exec-bot"], "untagged"))])
    v2 = c.vessel()
    sid2 = c.uid("VPS-", 6)
    blocks.append([S("lab", "LAB %s %s MGO: flash %d°C, S 0.0%d%%, water 0.0%d%% — within ISO 8217 DMA" % (
        sid2, v2, r.randint(62, 75), r.randint(4, 9), r.randint(1, 4)), "noise"),
        S("marco", "%s %s re-test back on spec, closing the ticket, no action needed" % (v2, sid2), "hard",
          H("no_route_decision", [sid2, "no action needed"], "untagged"),
          idiom=("lab result on-spec, ticket closed with no action", "no_route_decision"))])
    return blocks


def blk_news(c: Ctx):
    r = c.rng
    out = []
    eua = "EUA %s" % c.eua
    x = round(r.uniform(2.1, 4.8), 1)
    out.append(S("news", "📰 Reuters: EU Commission rejects shipping lobby call to delay 100%% surrender phase-in; %s up %s%% to €%s" % (
        eua, x, f2(c.eua_px + 1.2)) + "\n> The Commission said the phase-in schedule agreed in 2023 stands; shipping companies must surrender "
        "allowances for 100% of verified 2026 emissions by September 2027. Industry groups had asked for a one-year deferral "
        "citing Red Sea diversions.", "hard", H("held_position_news", ["EU Commission", eua, "%s%%" % x], "structured"),
        idiom=("headline on a held ETS allowance contract", "held_position_news")))
    sales = round(r.uniform(4.4, 5.2), 2)
    mpa = r.random() < 0.6
    if mpa:
        out.append(S("news", "📰 MPA: Singapore %s bunker sales %sm t, VLSFO share %d%% — highest on record" % (
            MON[(c.day.month - 2) % 12], sales, r.randint(50, 58)), "hard",
            H("held_position_news", ["MPA", "Singapore", "%sm t" % sales, "VLSFO"], "structured"),
            idiom=("news on the underlying of a held swap", "held_position_news")))
    st = r.randint(1050, 1450)
    if not mpa:
        out.append(S("slack", "**[#ldn-bunkers] Tom Hale:** Insights Global: ARA fuel oil stocks -%dkt w/w to %dkt — that's our Rdam 3.5 short's underlying, fyi" % (
            r.randint(40, 140), st), "hard", H("held_position_news", ["ARA fuel oil stocks", "%dkt" % st], "structured")))
    fs = round(r.uniform(6.5, 9.5), 2)
    out.append(S("news", "📰 FOIZ: Fujairah heavy residues stocks %sm bbl, lowest since %s; Fuj 380 premiums firm" % (
        fs, r.choice(["July", "August", "May", "March"])), "hard",
        H("watchlist_news", ["Fujairah", "%sm bbl" % fs, "Fuj 380"], "structured"),
        embeds=[{"title": "FOIZ weekly inventories", "description": "Light distillates, middle distillates and heavy residues "
                 "held at Fujairah terminals; data compiled by S&P Global for the Fujairah Oil Industry Zone.",
                 "footer": "NewsWire · energy"}],
        idiom=("news on a watchlist name", "watchlist_news")))
    if r.random() < 0.3:
        out.append(S("news", "📰 Argus: Hi-5 spread (Sing 0.5 vs 380) narrows to $%s/t as HSFO scrubber demand holds" % f2(c.hi5),
                     "hard", H("watchlist_news", ["Hi-5", "$%s/t" % f2(c.hi5)], "structured")))
    return out


def blk_thesis(c: Ctx):
    r = c.rng
    out = []
    short = "Rdam 3.5 %s" % c.m2
    out.append(S("jeroen", r.choice([
        "view change on %s: was constructive, now bearish — ARA stocks building and the Russian-origin cargoes are back via STS. conviction low." % short,
        "%s: flipping to bearish. the crack thesis is dead with Med HSFO arriving; keep the short, no adds." % short]),
        "hard", H("thesis_update", [short, "bearish"], "untagged"),
        idiom=("view flip bullish→bearish in prose", "thesis_update")))
    if r.random() < 0.5:
        return out
    out.append(S("weiling", "Sing 0.5 %s/%s: still like the backwardation, conviction up after the MPA number. thesis intact." % (c.m1, c.m2),
                 "hard", H("thesis_update", ["Sing 0.5 %s/%s" % (c.m1, c.m2), "conviction up"], "untagged")))
    return out


def blk_cancel(c: Ctx):
    r = c.rng
    oid = c.hid("ord-")
    n = r.choice([3, 5])
    px = q(c.rdam + 3)
    short = "Rdam 3.5 %s" % c.m1
    b = r.choice(BROKERS)
    return [S("bridge", "order %s WORKING · SELL %dkt %s @ %s · %s screen" % (oid, n, short, f2(px), b), "hard",
              H("trade_confirmation", [oid, "WORKING", short, f2(px)], "structured"), key="o"),
            S("sanne", "nobody lifting at that level, screen is dead", "chat"),
            S("bridge", "order %s CANCELLED by user · SELL %dkt %s @ %s" % (oid, n, short, f2(px)), "hard",
              H("trade_confirmation", [oid, "CANCELLED", short], "structured"), reply="o",
              idiom=("broker bridge cancel confirmation", "trade_confirmation"))]


def blk_venue_reject(c: Ctx):
    oid = c.hid("ets-", 5)
    return [S("dealcap", "ICE Endex REJECTED block %s: EUA %s 10,000 t — price outside band, resubmit" % (oid, c.eua), "hard",
              H("trade_confirmation", [oid, "REJECTED", "EUA %s" % c.eua], "structured"))]


def blk_deleted_prop(c: Ctx):
    r = c.rng
    short = "Sing 0.5 %s" % c.m1
    px = q(c.sing + 2.75)
    t = "offering 8kt %s at %s on Marex, stop %s" % (short, f2(px), f2(q(px + 7)))
    return [S("ruben", t, "hard", H("trade_proposal", ["8kt", short, f2(px)], "untagged"),
              delete=r.randint(60, 200), snippet="offering 8kt %s at %s" % (short, f2(px))),
            S("ruben", "deleted — wrong size, redo later", "chat")]


def blk_forgot_fill(c: Ctx):
    r = c.rng
    owner = c.owner()
    vessel = c.vessel()
    px = f2(q(c.mgo + 3))
    b = r.choice(BARGES_RDAM)
    t = "[FILL] sold 600mt MGO to %s (%s) @ %s via %s, private terms" % (owner, vessel, px, b)
    return [S("sanne", t, "hard", H("trade_fill", ["[FILL]", "sold", "600mt MGO", px], "tagged"),
              forget=r.randint(1200, 3600), snippet="600mt MGO to %s (%s)" % (owner, vessel),
              idiom=("tagged [FILL] later forgotten by moderator", "trade_fill")),
            S("jeroen", "that one has NDA terms, I'll have it erased", "chat")]


# ------------------------------------------------------------------ near-misses


MARKET_NEWS = [
    "📰 Bloomberg: Container lines extend Cape of Good Hope routing into Q1; Suez transits remain {pct}% below 2023 levels. "
    "Carriers cite insurance costs and naval escort availability. Analysts expect elevated bunker consumption per voyage to persist.",
    "📰 Reuters: China's refiners seek higher low-sulphur fuel oil export quotas for next year, trade sources say. "
    "Bunker demand at Zhoushan grew {pct}% y/y in the first ten months, making it the fourth-largest bunkering hub.",
    "📰 Lloyd's List: IMO intersessional talks on the net-zero framework adjourn without agreement on the GHG fuel standard "
    "price levels; next session scheduled for spring. Owners' groups welcomed the delay, NGOs did not.",
    "📰 Argus: Gibraltar bunker sales rose {pct}% in October as diversions around Africa added calls; Algeciras volumes flat.",
    "📰 Reuters: Dutch inspectors step up checks on bunker barges in Rotterdam after sulphur exceedances on two deliveries; "
    "port authority says compliance remains high overall.",
    "📰 TradeWinds: Panama Canal daily transits back to {n}; drought restrictions lifted, LNG carriers return to the canal.",
]


def near_pool(c: Ctx):
    r = c.rng
    sing = "Sing 0.5 %s" % c.m1
    rd = "Rdam 3.5 %s" % c.m2
    comp = r.choice(COMPETITORS)
    own = r.choice(OWNERS)
    ves = r.choice(VESSELS)
    sup = r.choice(SUPPLIERS)
    lo = q(c.vlsfo_del - 4)
    items = [
        ("ruben", "what if we bought %dkt %s here at %s? would the tank hedge still make sense" % (
            r.choice([5, 10]), sing, f2(q(c.sing - 1))), ("hypothetical 'what if we bought'", "not_hard")),
        ("sanne", "anyone know where %s printed in the window yesterday?" % rd, ("question about a print", "not_hard")),
        ("ruben", "a stop at %s on the Sing short would be sensible imo, your call" % f2(q(c.sing + 9)),
         ("stop suggestion without decision", "not_hard")),
        ("weiling", "heard %s fixed %smt VLSFO to %s at %s del %s — sharp" % (
            comp, "{:,}".format(r.choice([1500, 2000, 2500])), own, f2(lo), r.choice(["Rotterdam", "Singapore"])),
         ("competitor's stem heard in market", "not_hard")),
        ("slack", "**[#ldn-bunkers] Priya:** fyi gasoil desk sold %dkb ICE GO %s at %s, not ours, just so you see the flow" % (
            r.choice([50, 100]), c.m1, f2(q(c.mgo - 30))), ("another desk's trade", "not_hard")),
        ("marco", "for ref: last month we delivered %smt VLSFO to %s at %s, they paid 12 days late" % (
            "{:,}".format(r.choice([1200, 1800])), ves, f2(q(c.vlsfo_del + 11))), ("last month's deal recounted", "not_hard")),
        ("bridge", "INDIC ONLY %s: VLSFO del Rdam %s-%s, MGO %s-%s, HSFO 380 %s, prompt %s. Not firm, subject." % (
            sup, f2(lo), f2(lo + 6), f2(c.mgo - 3), f2(c.mgo + 4), f2(c.rdam + 14), c.window(3, 6)),
         ("indicative supplier quote over broker bridge", "not_hard")),
        ("sanne", "paper exercise: if we'd hedged the tank with %dkt Rdam 0.5 %s at %s we'd be +%dk now" % (
            r.choice([6, 8]), c.m1, f2(c.rdam05), r.randint(20, 90)), ("paper/what-if hedge", "not_hard")),
        ("sim", "[SIM] b 10kt %s %s filled (paper book, no risk)" % (sing, f2(q(c.sing - 0.25))),
         ("paper-trading bot fill", "not_hard")),
        ("weiling", "backtest: rolling long %s/%s at +3 each month since Feb — Sharpe %.1f, max DD $%dk" % (
            c.m1, c.m2, r.uniform(0.6, 1.4), r.randint(90, 260)), ("backtest result", "not_hard")),
        ("ruben", "> Reuters: Brent settles up %.1f%% on OPEC+ supply talk\nlol as if that matters for the crack today" % r.uniform(0.4, 2.2),
         ("quoted unrelated news", "not_hard")),
        ("slack", "**[#ldn-bunkers] Tom Hale:** %s asks if we could do %smt VLSFO Gibraltar next week, indicative only, no rush" % (
            own, "{:,}".format(r.choice([800, 1000]))), ("client asks for indicative, no firm stem", "not_hard")),
        ("sanne", "would go long EUA below 70, not there yet", ("conditional view, no order", "not_hard")),
        ("ruben", "yesterday we stopped out of the Rdam short at %s, painful" % f2(q(c.rdam + 9)),
         ("yesterday's stop-out told as history", "not_hard")),
        ("weiling", "if Fuj 380 cracks below 400 I'd buy Hi-5, but not today", ("conditional trade idea", "not_hard")),
        ("dev", "did %s take the Eastern OPL stem from %s? saw their barge alongside" % (comp, own), ("question about competitor stem", "not_hard")),
        ("jeroen", "should we look at MGO ex-wharf in Antwerp at some point? margins looked ok in Q3", ("vague idea", "not_hard")),
        ("pieter", "how much VaR would 10kt more Sing take? just asking, not approving anything", ("risk what-if question", "not_hard")),
        ("marco", "last week's %s claim settled at $%dk, for the record" % (r.choice(VESSELS), r.randint(12, 60)), ("history of a claim", "not_hard")),
        ("slack", "**[#ldn-bunkers] Priya:** competitor %s offered %s 2kt Rdam 0.5 %s at %s on the screen, no takers" % (
            comp, r.choice(["Glencore", "Vitol"]), c.m1, f2(q(c.rdam05 + 1))), ("competitor offer on screen", "not_hard")),
    ]
    return items


def platts_embed(c: Ctx, which: str):
    r = c.rng
    cos = r.sample(PLATTS_COS, 5)
    if which == "sg":
        p = c.sing
        title = "Platts MOC — Singapore 0.5% fuel oil cargoes"
        lines = [
            "%s bid %s %s 20kt, %s offered %s." % (cos[0], c.m1, f2(q(p - 1)), cos[1], f2(q(p + 1.5))),
            "%s sold to %s at %s (%s loading)." % (cos[2], cos[3], f2(q(p - 0.5)), c.window(15, 19)),
            "No convergence on 380 CST; %s withdrew." % cos[4],
        ]
    else:
        p = c.rdam
        title = "Platts MOC — Rotterdam 3.5% barges"
        lines = [
            "%s bid %s FOB Rdam 3-5kt, %s offered %s." % (cos[0], f2(q(p - 1)), cos[1], f2(q(p + 1))),
            "%s sold to %s 5kt at %s." % (cos[2], cos[3], f2(q(p + 0.25))),
            "Marine fuel 0.5%% barges: %s bid %s, unmatched." % (cos[4], f2(c.rdam05)),
        ]
    return {"title": title, "description": "\n".join(lines),
            "fields": [{"name": "Assessment", "value": f2(q(p)), "inline": True},
                       {"name": "Change", "value": sp(q(r.uniform(-4, 4))), "inline": True},
                       {"name": "Window", "value": "16:00-16:30 local", "inline": True}],
            "footer": "PlattsWire · window summary · not desk trades"}


# ------------------------------------------------------------------ long texts


def morning_note(c: Ctx, buried: bool):
    r = c.rng
    sing = "Sing 0.5 %s" % c.m1
    paras = [
        "**Morning note %s (Rdam)**" % c.day.strftime("%a %d %b"),
        "Overnight: Singapore %s swaps closed %s, %s/%s at %s. Brent little changed; cracks softer. "
        "Fog in the Maasmond until ~09:00, pilots suspended for small craft, expect barge delays of 4-6h on the morning deliveries. "
        "Two barges (%s, %s) still waiting at the terminal for loading slots; Marco chasing." % (
            c.m1, f2(c.sing), c.m1, c.m2, sp(c.ts_sing), r.choice(BARGES_RDAM), r.choice(BARGES_RDAM)),
        "Physical: ARA delivered VLSFO premiums held at $%d-%d over barges, MGO tighter with the cold snap; enquiry level decent "
        "(%d stems yesterday, we filled %d). HSFO demand from scrubber ships steady, Hi-5 at %s. Singapore ex-wharf %s flat, "
        "premiums down on more supply from the Malaysian refineries." % (
            r.randint(8, 14), r.randint(15, 22), r.randint(9, 18), r.randint(2, 5), f2(c.hi5), f2(c.hsfo_sg)),
        "Book: long %s and short %s swaps, EUAs %s length for the TC fleet surrender, VLSFO in tank at Vopak Botlek. "
        "PnL yesterday +$%dk mostly from the spread. Credit usage highest on %s (%d%%)." % (
            sing, "Rdam 3.5 %s" % c.m2, c.eua, r.randint(40, 180), r.choice(OWNERS), r.randint(60, 88)),
    ]
    if buried:
        paras.append("On %s: I'm turning neutral from bullish — the Nov sales record is priced and the east-west is shut. "
                     "No adds, hold what we have." % sing)
    paras.append("Ops: %d deliveries scheduled ARA today, %d in Singapore. Vopak Botlek loading slots are tight until the weekend; "
                 "if a barge slips we move the smaller MGO stems to tomorrow morning rather than pay overtime. Lab backlog at VPS is "
                 "~36h, so expect the %s counter-sample result Friday. The new e-BDN format from the Port of Rotterdam goes live on "
                 "the 15th; Marco is testing with two suppliers. Reminder that every offer to a new owner needs the credit line set "
                 "first — Pieter will block anything that is not in the system." % (
                     r.randint(6, 12), r.randint(3, 8), r.choice(VESSELS)))
    paras.append("Colour from calls: brokers say the east-west arb is shut at current freight, two Med cargoes of 3.5%% are heading "
                 "to ARA, and Chinese traders are quiet ahead of quota news. Container lines keep buying on a prompt basis, "
                 "tankers and bulkers more price-sensitive. EUA flows dominated by compliance buyers; funds flat.")
    paras.append("Today: MOC window Singapore 08:30 UTC, London 16:30 UTC; EUA auction 10:00 CET; claims call at 14:00 with %s P&I. "
                 "Keep chat for trades, lunch orders in the other channel please." % r.choice(OWNERS))
    text = "\n\n".join(paras)
    if buried:
        return S("jeroen", text, "hard", H("thesis_update", [sing, "turning neutral from bullish"], "buried"), pin=True,
                 idiom=("view change buried in a long morning note", "thesis_update"))
    return S("jeroen", text, "near", pin=True)


def sg_note(c: Ctx):
    r = c.rng
    t = ("**SG open %s** — Sing 0.5 %s %s (%s d/d), %s/%s %s; 380 %s, Hi-5 %s.\n"
         "Enquiry: %d stems overnight, mostly container lines for Eastern OPL, 3 scrubber bulkers for HSFO. Barge availability "
         "tight for the next 3 days (two barges in dry-dock), so delivered premiums up ~$2. Bids in the window came from "
         "%s and %s; offers thin. If the window keeps getting bid the structure can go another 50c but we're already long it.\n"
         "Ops: %s delayed 8h by congestion at %s; %s lab result pending; MPA reminder on mass-flow meter calibration "
         "certificates for all licensed barges by end of month. Nothing to decide from here, just colour." % (
             c.day.strftime("%d %b"), c.m1, f2(c.sing), sp(q(r.uniform(-3, 3))), c.m1, c.m2, sp(c.ts_sing),
             f2(c.hsfo_sg), f2(c.hi5), r.randint(8, 16), r.choice(PLATTS_COS), r.choice(PLATTS_COS),
             r.choice(VESSELS), r.choice(ANCH_SG), r.choice(VESSELS)))
    t += ("\n\nCredit/ops: two Greek owners asked for 45-day terms, I said standard 30 unless Pieter approves. %s barge back "
          "from dry-dock on Monday. Lab: %s sample Al+Si 52 ppm, close to the limit but within spec, owners informed as a courtesy. "
          "MPA e-BDN portal was down 20 min around 02:00 local, all deliveries caught up since." % (
              r.choice(BARGES_SG), r.choice(VESSELS)))
    return S("weiling", t, "near", idiom=("long market colour with trading words, no decision", "not_hard"))


def london_wrap(c: Ctx):
    r = c.rng
    px = f2(q(c.rdam + r.uniform(-2, 2)))
    inst = "Rdam 3.5 %s" % c.m2
    broker = r.choice(BROKERS)
    t = ("**[#ldn-bunkers] Tom Hale:** London wrap %s.\n"
         "Market: quiet morning, then HSFO cracks came off after the ARA stocks number; Rdam 3.5 %s/%s %s, Sing 0.5 %s %s. "
         "EUAs heavy into the auction, cleared at €%s with cover %.1fx. EUR/USD drifted to %s.\n"
         "Clients: %s asked about Q1 term supply at Rotterdam (indicative, nothing firm), %s complained about the %s barge delay "
         "and wants a discount on the next stem — I told them to talk to Jeroen.\n"
         "Decision from our side: I sold 5kt %s at %s on %s at 15:42 against the Vopak tank, per Jeroen's ok this morning; flat on the rest.\n"
         "Tomorrow: ICE expiry calendar check, the Spliethoff credit review, and the %s lab result. Have a good evening, Rdam." % (
             c.day.strftime("%d %b"), c.m1, c.m2, sp(c.ts_rdam), c.m1, f2(c.sing), f2(c.eua_px - 0.3),
             r.uniform(1.4, 2.6), "%.4f" % c.eurusd, r.choice(OWNERS), r.choice(OWNERS), r.choice(BARGES_RDAM),
             inst, px, broker, r.choice(VESSELS)))
    return S("slack", t, "hard", H("trade_fill", ["sold 5kt", inst, px, broker], "buried"),
             idiom=("fill buried in a Slack-bridged London wrap", "trade_fill"))


def stack_trace(c: Ctx):
    r = c.rng
    mod = r.choice(["lablink/parse_vps.py", "ais/ingest.py", "dealcap/ice_drop.py", "barge/planner.py"])
    ln = r.randint(80, 400)
    return S("ops", "```\nTraceback (most recent call last):\n"
             "  File \"/srv/desk/%s\", line %d, in handle\n    rec = parse(payload)\n"
             "  File \"/srv/desk/%s\", line %d, in parse\n    qty = Decimal(row[\"qty_mt\"].replace(\",\", \"\"))\n"
             "  File \"/usr/lib/python3.11/decimal.py\", line 1, in __new__\n"
             "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n"
             "during handling of message id=%s from %s\n"
             "  File \"/srv/desk/common/retry.py\", line 57, in wrapper\n    return fn(*a, **kw)\n"
             "RuntimeError: giving up after 3 retries (backoff 2s,4s,8s)\n\n"
             "The above exception was the direct cause of the following exception:\n\n"
             "Traceback (most recent call last):\n"
             "  File \"/srv/desk/common/worker.py\", line 212, in run_forever\n    self.dispatch(msg)\n"
             "  File \"/srv/desk/common/worker.py\", line 188, in dispatch\n    handler(msg.payload, ctx=self.ctx)\n"
             "  File \"/srv/desk/common/ctx.py\", line 44, in __exit__\n    self.session.rollback()\n"
             "  File \"/opt/venv/lib/python3.11/site-packages/sqlalchemy/orm/session.py\", line 1989, in rollback\n"
             "    self._transaction.rollback(_to_root=True)\n"
             "sqlalchemy.exc.PendingRollbackError: This Session's transaction has been rolled back due to a previous exception during flush.\n"
             "```\nworker restarted by supervisor (pid %d)" % (
                 mod, ln, mod, ln + 37, hexid(r, 12), r.choice(["sftp", "smtp-bridge", "ice-dropcopy", "ais-ws"]),
                 r.randint(2000, 60000)), "noise")


def barge_spam(c: Ctx, hh: int, tag: str = ""):
    r = c.rng
    rows = []
    for _ in range(r.randint(14, 22)):
        rows.append("%-14s %-22s %-6s %5smt  %s  %s" % (
            r.choice(BARGES_RDAM), r.choice(VESSELS), r.choice(["VLSFO", "MGO", "HSFO", "ULSFO"]),
            "{:,}".format(r.randint(2, 30) * 100), "%02d:%02d" % ((hh + r.randint(1, 8)) % 24, r.choice([0, 15, 30, 45])),
            r.choice(ANCH_RDAM)))
    head = "🚢 Barge schedule update %02d:00 (auto)%s\n```\n%-14s %-22s %-6s %7s  %s  %s\n" % (
        hh, tag, "barge", "receiving vessel", "grade", "qty", "ETA", "location")
    return head + "\n".join(rows) + "\n```\nchanges vs last run: %d · reply STOP to mute (you can't)" % r.randint(0, 4)


def port_notice(c: Ctx):
    r = c.rng
    if r.random() < 0.5:
        return ("⚓ Port of Rotterdam notice: %s — waiting time for bunker barges at %s %d-%dh due to %s. "
                "Harbour Coordination Centre advises to plan deliveries with buffer; inland barges prioritised per HCC rules. "
                "Next update in 3h." % (
                    r.choice(["congestion", "restricted visibility", "high winds (Bft 7)"]), r.choice(ANCH_RDAM),
                    r.randint(2, 4), r.randint(5, 9), r.choice(["fog", "pilot shortage", "lock maintenance", "wind"])))
    return ("⚓ MPA Port Marine Notice: bunkering at %s subject to delays of %d-%dh; %d vessels waiting at anchorage. "
            "Bunker suppliers reminded that MFM delivery and e-BDN submission are mandatory. Issued %s SGT." % (
                r.choice(ANCH_SG), r.randint(3, 6), r.randint(8, 14), r.randint(20, 60),
                "%02d:%02d" % (r.randint(8, 18), r.choice([0, 30]))))


def risk_eod(c: Ctx):
    r = c.rng
    lines = ["**RiskGuard EOD %s** — all limits within appetite" % c.day.strftime("%Y-%m-%d"),
             "VaR99 1d: $%.2fm / limit $1.25m (%d%%)" % (r.uniform(0.7, 1.1), r.randint(55, 88)),
             "Stress (Brent -15%%): -$%.1fm · ETS -20%%: -$%.1fm" % (r.uniform(1.2, 2.5), r.uniform(0.3, 0.9))]
    for o in r.sample(OWNERS, 12):
        lines.append("credit %-22s used $%.1fm / $%dm" % (o, r.uniform(0.2, 4.5), r.choice([5, 6, 8, 10])))
    lines.append("no breaches at snapshot; next run 06:00 UTC")
    return "\n".join(lines)


RESEARCH_SENT = [
    "Singapore delivered VLSFO premiums have compressed by ${a}-{b} over the past fortnight as barge availability improved and two new licensed suppliers started delivering at the Eastern anchorages.",
    "Our read of the ARA balance: independent stocks are {kt}kt, roughly {pct}% above the five-year average, with refinery runs recovering after maintenance at Pernis and Antwerp.",
    "The Rdam 3.5 crack against Brent has traded in a ${a}-{b} range for six weeks; a break lower would need either weaker scrubber demand or more Med/Baltic cargoes into the barge market.",
    "Timespreads remain backwardated in the east; the {m1}/{m2} has held above +{ts} despite flat price weakness, which usually means prompt physical is tight rather than paper-driven.",
    "On EU ETS: shipping surrender for calendar 2026 emissions rises to 100% in 2027, so owners on time-charter will keep pushing allowances back to charterers; expect more EUA pass-through clauses in stems.",
    "FuelEU Maritime penalties start to bite for the first full reporting period, which supports bio-blend demand at Rotterdam but is marginal for conventional VLSFO volumes this quarter.",
    "The Hi-5 spread at ${hi5} keeps the scrubber economics attractive; newbuild scrubber retrofits slowed but the installed base keeps HSFO 380 demand sticky at around a third of Singapore sales.",
    "Red Sea routing: most container lines still go via the Cape, adding bunker demand at Gibraltar, Las Palmas and Durban at the expense of Fujairah and Suez, and lifting consumption per voyage by 25-35%.",
    "Credit: several Greek and Chinese owners are asking for 45-60 day terms again; physical suppliers that extend will win volume but carry the tail risk we saw with the 2024 defaults.",
    "Quality: cat fines incidents in ARA are up this quarter, mainly from blends with high-aluminium cutter stocks; owners are sampling more aggressively at the manifold.",
    "Methanol and LNG bunkering: volumes still small in Rotterdam (under 5% of sales) but growing; the desk has no exposure and no plan to add any this year.",
    "Seasonally, December is soft for delivered premiums in Rotterdam as owners front-load stems in November; January usually sees re-stocking by suppliers.",
    "Chinese export quotas for low-sulphur fuel oil for next year are expected to be announced soon; a larger quota would weigh on Sing 0.5 cracks into Q1.",
    "Freight for LR2 east-west is elevated, which closes the arbitrage for Western VLSFO into Singapore and keeps the regions disconnected.",
    "Refinery margins for residue upgrading are healthy, so complex refiners in NW Europe keep cokers full and release less straight-run fuel oil into the barge market.",
    "Bio-blends (B24/B30) now account for a visible share of Rotterdam deliveries; their pricing is set off the VLSFO barge quote plus a FAME premium, which has been volatile.",
    "The Singapore registry shows licensed bunker tanker numbers roughly stable, but several older barges are due for replacement under the mass-flow meter and emissions rules.",
    "Historically the {m1}/{m2} structure in Singapore has widened into Chinese New Year as buyers restock; the pattern failed twice in the last five years when exports from China surged.",
    "Owners' hedging interest in Sing 0.5 swaps has picked up for calendar 2027, mostly from container lines with bunker adjustment factor clauses that lag by a quarter.",
    "The EUA curve carry is small; a December-to-March roll at current rates costs little, so surrender-driven buyers are indifferent between contracts and mostly use the December benchmark.",
    "Counterparty concentration: the top five shipowners make up most of our delivered volume; diversifying into the tanker segment would help but means accepting longer payment terms.",
    "Fog season in the Maas estuary typically costs the barge fleet one to two days of productivity per month between November and February, which feeds into delivered premiums.",
]


def research_note(c: Ctx):
    r = c.rng
    sents = r.sample(RESEARCH_SENT, r.randint(12, 17))
    body = " ".join(x.format(a=r.randint(2, 6), b=r.randint(7, 14), kt=r.randint(1050, 1450), pct=r.randint(3, 18),
                             m1=c.m1, m2=c.m2, ts=f2(q(c.ts_sing - 1)), hi5=f2(c.hi5)) for x in sents)
    who = r.choice(["slack", "weiling", "sanne", "slack"])
    title = r.choice(["Weekly fuel oil balances", "Bunker market structure note", "ETS & regulation update",
                      "Q1 outlook draft (for comments)", "Notes from the broker lunch"])
    if who == "slack":
        head = "**[#ldn-research] %s:** %s\n\n" % (r.choice(["Priya", "Tom Hale", "Aisha (research)"]), title)
    else:
        head = "%s —\n" % title
    tail = r.choice(["\n\nNo trade recommendation attached, views welcome.",
                     "\n\nNot a call, just background for the Q1 budget discussion.",
                     "\n\nHappy to discuss on the 16:00 call; nothing actionable today."])
    return S(who, head + body + tail, "near", idiom=("long research note with trading words, no decision", "not_hard"))


def stem_board(c: Ctx, hh: int):
    r = c.rng
    rows = []
    for _ in range(r.randint(6, 10)):
        rows.append("%-20s %-18s %-12s %6s %-10s %s" % (
            r.choice(OWNERS), r.choice(VESSELS), r.choice(["VLSFO", "MGO", "HSFO 380", "VLSFO+MGO", "ULSFO"]),
            "{:,}".format(r.randint(1, 30) * 100), r.choice(["Rotterdam", "Antwerp", "Singapore", "Amsterdam", "Gibraltar"]),
            r.choice(["open", "quoted", "lost", "expired", "owner reviewing", "waiting specs"])))
    return ("📋 Open enquiries board %02d:00 UTC (auto from stems@ mailbox)\n```\n%-20s %-18s %-12s %6s %-10s %s\n%s\n```\n"
            "parsed=%d · quoted=%d · lost=%d · board is informational, assignments happen in chat") % (
        hh, "owner", "vessel", "grade", "qty", "port", "status", "\n".join(rows), len(rows), r.randint(0, 5), r.randint(0, 3))


def pnl_snapshot(c: Ctx, h: int) -> str:
    r = c.rng
    rows = [("Sing 0.5 %s swaps" % c.m1, r.randint(-90, 120)), ("Sing 0.5 %s/%s" % (c.m1, c.m2), r.randint(-20, 40)),
            ("Rdam 3.5 %s swaps" % c.m2, r.randint(-60, 80)), ("Rdam 3.5 %s/%s" % (c.m1, c.m2), r.randint(-15, 15)),
            ("Phys ARA (delivered)", r.randint(-10, 70)), ("Phys SG (ex-wharf)", r.randint(-10, 50)),
            ("Tank Vopak Botlek (MTM)", r.randint(-40, 40)), ("EUA %s" % c.eua, r.randint(-50, 50)),
            ("FX EUR/USD + USD/SGD", r.randint(-8, 8))]
    body = "\n".join("%-26s %+6dk" % x for x in rows)
    return "PnL snapshot %02d:00 UTC (USD, day-to-date, unaudited)\n```\n%s\n%-26s %+6dk\n```" % (
        h, body, "TOTAL", sum(x[1] for x in rows))


def tank_report(c: Ctx, h: int) -> str:
    r = c.rng
    rows = []
    for t in ["T-401", "T-402", "T-415", "T-416", "T-420", "SG-Jurong-7"]:
        rows.append("%-12s %-6s %7s mt  dens 0.9%02d  S %.2f%%  last movement %02d:%02d" % (
            t, r.choice(["VLSFO", "HSFO", "MGO", "VLSFO"]), "{:,}".format(r.randint(5, 60) * 100), r.randint(40, 89),
            r.uniform(0.05, 3.4), r.randint(0, 23), r.choice([0, 15, 30, 45])))
    return ("Tank inventory %02d:00 UTC — Vopak Botlek + Jurong (book quantities, not yet reconciled with terminal)\n```\n%s\n```\n"
            "ullage reports due 17:00 · discrepancies > 0.5%% go to Marco") % (h, "\n".join(rows))


def assessments(c: Ctx, where: str) -> str:
    r = c.rng
    if where == "Singapore":
        base = [("Marine Fuel 0.5% ex-wharf", c.vlsfo_del - 3), ("Marine Fuel 0.5% delivered", c.vlsfo_del + 2),
                ("380 CST ex-wharf", c.hsfo_sg), ("380 CST delivered", c.hsfo_sg + 4), ("MGO ex-wharf", c.mgo + 20),
                ("FO 0.5% cargo M1", c.sing), ("FO 0.5% cargo M2", c.sing - c.ts_sing), ("Hi-5 M1", c.hi5),
                ("Fujairah 380 delivered", c.fuj), ("Fujairah VLSFO delivered", c.vlsfo_del + 8)]
    else:
        base = [("FO 3.5% barges FOB Rdam", c.rdam), ("Marine Fuel 0.5% barges", c.rdam05), ("MGO 0.1% delivered Rdam", c.mgo),
                ("VLSFO delivered Rdam", c.vlsfo_del), ("HSFO 380 delivered Rdam", c.rdam + 14), ("VLSFO delivered Antwerp", c.vlsfo_del + 2),
                ("MGO delivered Antwerp", c.mgo + 3), ("VLSFO delivered Gibraltar", c.vlsfo_del + 11),
                ("FO 1% FOB NWE cargo", c.rdam + 40), ("Rdam 3.5 M1/M2", c.ts_rdam)]
    rows = ["%-28s %8s  %s" % (n, f2(q(v)), sp(q(r.uniform(-5, 5)))) for n, v in base]
    return ("Platts %s assessments %s (close, $/mt)\n```\n%s\n```\nsource: PlattsWire feed · redistribution restricted" % (
        where, c.day.strftime("%d %b"), "\n".join(rows)))


def settlements(c: Ctx) -> str:
    r = c.rng
    rows = []
    for k, v in [("Sing 0.5%% %s" % c.m1, c.sing), ("Sing 0.5%% %s" % c.m2, c.sing - c.ts_sing),
                 ("Sing 380 %s" % c.m1, c.hsfo_sg - 5), ("Rdam 3.5%% %s" % c.m1, c.rdam + c.ts_rdam), ("Rdam 3.5%% %s" % c.m2, c.rdam),
                 ("Rdam 0.5%% %s" % c.m1, c.rdam05), ("Gasoil %s" % c.m1, c.mgo - 25), ("EUA %s" % c.eua, c.eua_px),
                 ("EUA %s" % c.eua_next, c.eua_px + 0.9)]:
        rows.append("%-18s settle %8s  chg %s  OI %s" % (k, f2(v), sp(q(r.uniform(-4, 4))), "{:,}".format(r.randint(800, 9000))))
    return "ICE settlements %s (for marks)\n```\n%s\n```\nmarks-refresh will pick these up at the next cron" % (
        c.day.strftime("%d %b"), "\n".join(rows))


def swap_run(c: Ctx):
    r = c.rng
    b = r.choice(BROKERS)
    rows = []
    for name, v, w in [("Sing 0.5 " + c.m1, c.sing, 0.75), ("Sing 0.5 " + c.m2, c.sing - c.ts_sing, 0.75),
                       ("Sing 0.5 %s/%s" % (c.m1, c.m2), c.ts_sing, 0.25), ("Sing 380 " + c.m1, c.hsfo_sg - 5, 1.0),
                       ("Hi-5 " + c.m1, c.hi5, 1.0), ("Rdam 3.5 " + c.m1, c.rdam + c.ts_rdam, 0.75),
                       ("Rdam 3.5 " + c.m2, c.rdam, 0.75), ("Rdam 0.5 " + c.m1, c.rdam05, 1.0),
                       ("Rdam 3.5 %s/%s" % (c.m1, c.m2), c.ts_rdam, 0.25), ("Q1 Sing 0.5 strip", c.sing - 4, 1.0)]:
        rows.append("%-22s %8s / %-8s" % (name, f2(q(v - w / 2)), f2(q(v + w / 2))))
    return S("bridge", "%s indicative swap run #%d — levels indicative, firm on request only\n```\n%s\n```" % (
        b, r.randint(2, 9), "\n".join(rows)), "near",
        idiom=("broker indicative swap run (bid/offer sheet)", "not_hard"))


def lab_table(c: Ctx, sid: str, vessel: str, r) -> str:
    return ("LAB report %s · %s · VLSFO (RMG 380 0.50%%S) · sampled at manifold, MARPOL sample sealed\n"
            "```\nDensity@15C   0.9%02d kg/l   (max 0.991)\nViscosity@50C %d cSt      (max 380)\n"
            "Sulphur       0.4%d %%m/m   (max 0.50)\nAl+Si         %d mg/kg     (max 60)\n"
            "Water         0.%02d %%v/v   (max 0.50)\nPour point    %d C\nCCAI          %d\n"
            "TSP           0.0%d %%m/m\nAsh           0.0%d %%m/m\n```\nResult: within ISO 8217:2017 limits · lab %s") % (
        sid, vessel, r.randint(40, 89), r.randint(120, 380), r.randint(0, 9), r.randint(8, 45), r.randint(5, 40),
        r.randint(-6, 24), r.randint(830, 860), r.randint(1, 9), r.randint(1, 6), r.choice(["VPS", "FOBAS", "Intertek", "SGS"]))


NOISE_ACKS = ["ok", "thx", "👍", "prima", "dank je", "np", "🙏", "top", "kk", "ty", "ja", "👌", "noted", "ok thx", "mooi"]

CHAT = [
    ("marco", "{barge} loading slot moved to {hh}:30, terminal says pump issue"),
    ("marco", "anyone seen the BDN scan for {vessel}? supplier sent a blurry one"),
    ("dev", "{barge_sg} alongside {vessel}, hoses connected"),
    ("dev", "MFM ticket for {vessel} uploaded to the share"),
    ("sanne", "koffie?"),
    ("ruben", "who has the Spliethoff contact? their ops changed again"),
    ("jeroen", "reminder: claims call later today, Marco leads"),
    ("weiling", "SG window quiet today, nobody wants to show 380"),
    ("sanne", "{owner} ops asking for the sample seal numbers again"),
    ("marco", "surveyor at {anch} is late, delivery starts an hour later"),
    ("pieter", "can someone send me the updated tank inventory? need it for the month-end"),
    ("ruben", "the ICE drop copy looks delayed, checking"),
    ("dev", "rain stopped at {anch_sg}, deliveries resumed"),
    ("jeroen", "koffie iemand? ☕"),
    ("sanne", "heb je de invoice van {supplier} gezien? prices look off by a dollar"),
    ("marco", "{barge} back empty, next loading tomorrow 06:00"),
    ("weiling", "{owner} paid, finally"),
    ("ruben", "spreadsheet for the ETS surrender updated, tab 'Q4'"),
    ("dev", "{vessel} master refusing the sample point, calling the agent"),
    ("sanne", "zo, busy morning"),
    ("pieter", "KYC renewal for {owner} is due next week, pls chase"),
    ("jeroen", "who is on call tonight for SG?"),
    ("weiling", "me tonight, Dev tomorrow"),
    ("marco", "terminal at Botlek asking for the nomination by 15:00"),
    ("ruben", "platts login keeps timing out"),
    ("dev", "{barge_sg} crew change, 2h delay"),
    ("sanne", "sent the revised T&Cs to {owner} legal"),
    ("jeroen", "nice work on the {vessel} delivery btw"),
    ("marco", "customs docs for the {vessel} delivery done"),
    ("weiling", "weather in SG ok, squalls later maybe"),
    ("ruben", "can we get a second screen for the window? mine died"),
    ("pieter", "month-end marks due Friday 12:00"),
    ("sanne", "agent for {vessel} confirms ETA unchanged"),
    ("marco", "lab says {vessel} results tomorrow morning"),
    ("dev", "{owner} chief engineer wants the density at 15°C on the BDN, fixed"),
    ("jeroen", "gaan we vanavond nog borrelen?"),
    ("weiling", "screen froze again, restarting"),
    ("ruben", "ICE margin call came in, ops paid"),
    ("sanne", "{supplier} confirms loading at Vopak at {hh}:00"),
    ("marco", "{vessel} delivery paused, squall"),
    ("dev", "all SG deliveries for today done ✅"),
    ("jeroen", "who spoke to {owner} about the Q1 tender?"),
    ("sanne", "me, they want a number next week, nothing firm"),
    ("pieter", "new credit memo template is on the share"),
    ("ruben", "anyone got the Argus login?"),
    ("marco", "{barge} skipper says ETA {hh}:45"),
    ("weiling", "good night from SG 🌙"),
    ("dev", "morning Rdam ☀️"),
    ("jeroen", "goedemorgen"),
    ("sanne", "hmm ok"),
    ("marco", "{vessel}: chief wants to start with MGO first then VLSFO, barge {barge} can do it but needs to re-sequence the tanks, adds ~40 min. told the agent."),
    ("dev", "{barge_sg} surveyor disputes the MFM totaliser reading by 3 mt, both parties signed with remarks, sending the printout to the share"),
    ("marco", "Vopak says the {hh}:00 loading slot is gone, best they can do is tomorrow 04:00; rescheduling {barge} and informing {owner} ops"),
    ("sanne", "{owner} wants the sulphur cert and the MARPOL sample receipt emailed before the barge casts off, can someone on ops make sure?"),
    ("pieter", "reminder for everyone: any new counterparty needs KYC + credit memo before the first offer, even for small MGO stems. no exceptions this quarter."),
    ("weiling", "SG ops update: 3 deliveries done, 2 ongoing at {anch_sg}, one waiting for the vessel to finish cargo ops. no issues so far"),
    ("jeroen", "for the Q1 budget I need everyone's best guess of stem volumes by customer by Friday, rough is fine, spreadsheet on the share"),
    ("ruben", "the ICE invoice for November has a fee line I don't recognise, ~$1.2k, will ask the clearing broker"),
    ("marco", "{barge} reports the pump on tank 3 is slow again, delivery rate down to 180 m3/h; informing {vessel} so they can plan"),
    ("dev", "MPA audit next month for our licensed barges, I'll pull the e-BDN records for the last 6 months"),
    ("sanne", "{supplier} called, they can do extra VLSFO cargo into Botlek mid-month if we want tank space; told them we'd look at it, nothing agreed"),
    ("marco", "surveyor report for {vessel} received, ROB before/after matches within 0.3%, filed"),
]


def fill_chat(c: Ctx, tpl: str) -> str:
    r = c.rng
    return tpl.format(barge=r.choice(BARGES_RDAM), barge_sg=r.choice(BARGES_SG), vessel=r.choice(VESSELS),
                      owner=r.choice(OWNERS), anch=r.choice(ANCH_RDAM), anch_sg=r.choice(ANCH_SG),
                      supplier=r.choice(SUPPLIERS), hh="%02d" % r.randint(6, 20))


def noise_item(c: Ctx, kind: str) -> dict:
    r = c.rng
    if kind == "alert":
        inst = r.choice(["Sing 0.5 %s" % c.m1, "Rdam 3.5 %s" % c.m2, "EUA %s" % c.eua, "EUR/USD", "USD/SGD", "Hi-5 %s" % c.m1])
        lvl = {"EUA": c.eua_px, "EUR": c.eurusd, "USD": c.usdsgd, "Hi-": c.hi5}.get(inst[:3], c.sing if inst.startswith("Sing") else c.rdam)
        fmt = "%.4f" if inst.startswith(("EUR/", "USD/")) else "%.2f"
        return S("alert", "⚠️ %s crossed %s (last %s)" % (inst, fmt % lvl, fmt % (lvl * (1 + r.uniform(-0.002, 0.002)))), "noise")
    if kind == "ais":
        v = r.choice(VESSELS)
        if r.random() < 0.5:
            return S("ais", "AIS: %s (IMO 9%06d) arrived %s, ATA %02d:%02d UTC, draft %.1fm, nav status: at anchor · "
                     "stems linked: %d · agent notified · next port %s" % (
                         v, r.randint(0, 999999), r.choice(ANCH_RDAM + ANCH_SG), r.randint(0, 23), r.randint(0, 59),
                         r.uniform(9, 15), r.randint(0, 2), r.choice(["Hamburg", "Felixstowe", "Le Havre", "Port Klang", "Colombo"])), "noise")
        return S("ais", "AIS: %s (IMO 9%06d) delayed, ETA %s +%dh (speed %.1f kn, last pos %.2fN %.2fE) · "
                 "reason guess: %s · bunker window may shift" % (
                     v, r.randint(0, 999999), r.choice(["Rotterdam", "Singapore", "Antwerp"]), r.randint(2, 30),
                     r.uniform(8, 16), r.uniform(1, 53), r.uniform(1, 105), r.choice(["weather", "slow steaming", "berth congestion", "pilotage"])), "noise")
    if kind == "ack":
        return S(r.choice(HUMANS), r.choice(NOISE_ACKS), "noise")
    if kind == "reconnect":
        return S("ops", "%s feed reconnected after %ds (websocket %s)" % (
            r.choice(["AIS", "Platts", "ICE drop-copy", "broker bridge"]), r.randint(3, 90), r.choice(["1006", "1011", "timeout"])), "noise")
    if kind == "deploy":
        return S("ops", "deploy %s v2.%d.%d → prod ok (ci #%d, %dm%02ds)" % (
            r.choice(["dealcap", "lablink", "riskguard", "bargeplanner"]), r.randint(10, 30), r.randint(0, 9),
            r.randint(4000, 9000), r.randint(1, 6), r.randint(0, 59)), "noise")
    if kind == "riskhb":
        return S("riskbot", "risk: all limits ok · VaR $%.2fm / $1.25m · credit util max %d%%" % (
            r.uniform(0.6, 1.1), r.randint(40, 89)), "noise")
    if kind == "lab":
        return S("lab", lab_table(c, c.uid("VPS-", 6), r.choice(VESSELS), r), "noise")
    if kind == "board":
        return S("stem", stem_board(c, r.randint(0, 23)), "noise")
    if kind == "port":
        return S("port", port_notice(c), "noise")
    if kind == "barge":
        return S("barge", barge_spam(c, r.randint(6, 20)), "noise")
    if kind == "quote":
        sup = r.choice(SUPPLIERS)
        lo = q(c.vlsfo_del + r.uniform(-5, 5))
        rows = []
        for port in r.sample(["Rotterdam", "Antwerp", "Amsterdam", "Gibraltar", "Singapore", "Fujairah", "Hamburg"], 5):
            base = lo + {"Singapore": -6, "Fujairah": -2, "Gibraltar": 9}.get(port, 0)
            rows.append("%-10s VLSFO %s/%s  MGO %s  HSFO380 %s" % (
                port, f2(q(base)), f2(q(base + 5)), f2(q(c.mgo + r.uniform(-6, 8))), f2(q(c.rdam + r.uniform(8, 16)))))
        return S("bridge", "INDIC board %s (via %s) · %s · subject, not firm\n```\n%s\n```" % (
            sup, r.choice(BROKERS), c.window(3, 7), "\n".join(rows)), "near")
    raise ValueError(kind)


# ------------------------------------------------------------------ day assembly

HOUR_W = [3, 5, 7, 7, 6, 6, 7, 10, 12, 12, 11, 9, 10, 12, 12, 11, 9, 6, 4, 3, 2, 2, 2, 2]


def build_day(c: Ctx):
    r = c.rng
    blocks = []
    sched = []  # (seconds, spec)

    # --- hard-event blocks
    blocks.append(blk_swap_chain(c, "sing", True, True))
    if r.random() < 0.5:
        blocks.append(blk_swap_chain(c, "rdam", r.random() < 0.3, False))
    blocks.append(blk_spread(c, thread=True))
    blocks.append(blk_phys_rdam(c, True))
    blocks.append(blk_bdn(c))
    if r.random() < 0.4:
        blocks.append(blk_phys_sg(c))
    blocks.append(blk_no_route_stem(c))
    for _ in range(r.randint(5, 7)):
        blocks.append([research_note(c)])
    blocks.append(blk_eua(c))
    blocks.append(blk_fx(c))
    if r.random() < 0.3:
        blocks.append(blk_usdsgd(c))
    blocks.extend(blk_risk(c))
    blocks.extend(blk_route(c))
    for s in blk_news(c):
        blocks.append([s])
    for s in blk_thesis(c):
        blocks.append([s])
    if r.random() < 0.4:
        blocks.append(blk_rejected_prop(c))
    if r.random() < 0.6:
        blocks.append(blk_cancel(c))
    if r.random() < 0.3:
        blocks.append(blk_venue_reject(c))
    blocks.append(blk_deleted_prop(c))
    blocks.append(blk_forgot_fill(c))

    # keep the day within 25-45 hard events: drop optional single-event blocks if over budget
    def n_hard():
        return sum(1 for b in blocks for x in b if x["kind"] == "hard")
    budget = r.randint(38, 42) - 2  # morning note and London wrap are scheduled separately
    droppable = [i for i, b in enumerate(blocks) if len(b) == 1 and b[0]["kind"] == "hard"
                 and b[0]["hard"][0] in ("watchlist_news", "held_position_news", "thesis_update", "trade_confirmation",
                                         "trade_proposal", "route_decision")]
    while n_hard() > budget and len(droppable) > 3:
        blocks.pop(droppable.pop())

    # --- near-misses
    pool = near_pool(c)
    k = r.randint(15, 19)
    idx = sorted(r.sample(range(len(pool)), k))
    for i in idx:
        who, text, idiom = pool[i]
        blocks.append([S(who, text, "near", idiom=idiom)])
    for _ in range(r.randint(3, 5)):
        blocks.append([noise_item(c, "quote")])
    for t in r.sample(MARKET_NEWS, r.randint(2, 3)):
        blocks.append([S("news", t.format(pct=r.randint(4, 30), n=r.randint(32, 38)), "near",
                         idiom=("generic market headline, nothing held", "not_hard"))])

    # --- scheduled items
    for h in range(24):
        sched.append((h * 3600 + r.randint(20, 200), S("ops", (
            "hb ok %02d:00 · feeds platts=%dms ice=%dms ais=%dms argus=%dms · queue=%d · dealcap up %dh · riskguard up %dh · "
            "lablink inbox=%d · bargeplanner last run %dm ago · disk %d%% · mem %d%%") % (
            h, r.randint(80, 400), r.randint(20, 120), r.randint(200, 900), r.randint(100, 600), r.choice([0, 0, 0, 1, 2]),
            r.randint(10, 400), r.randint(10, 400), r.randint(0, 6), r.randint(1, 59), r.randint(40, 80), r.randint(30, 75)), "noise")))
    for h in (0, 4, 8, 12, 16, 20):
        sched.append((h * 3600 + 1800 + r.randint(0, 120), S("ops", (
            "cron stem-sync %02d:30 — %d enquiries parsed from mailbox, %d duplicates dropped, 0 routed, 0 errors\n"
            "cron marks-refresh — %d curves updated (Sing 0.5, Sing 380, Rdam 3.5, Rdam 0.5, MGO, EUA), stale=0\n"
            "cron ais-geofence — %d vessels in watched zones, %d new arrivals\n"
            "cron lab-inbox — %d reports fetched (VPS %d, FOBAS %d, Intertek %d), %d flagged for review\n"
            "cron credit-sync — %d counterparties refreshed from ERP, %d ratings unchanged, 0 limit changes\n"
            "cron eua-registry — Union Registry balance synced, holdings unchanged since last run\n"
            "cron backup — dealcap db snapshot %d MB ok, retention 30d") % (
            h, r.randint(2, 14), r.randint(0, 4), r.randint(5, 6), r.randint(20, 60), r.randint(0, 5),
            r.randint(0, 6), r.randint(0, 3), r.randint(0, 2), r.randint(0, 2), r.randint(0, 1),
            r.randint(30, 60), r.randint(30, 60), r.randint(300, 900)), "noise")))
    for h in (6, 8, 10, 12, 14, 16, 18, 20):
        sched.append((h * 3600 + r.randint(300, 900), S("barge", barge_spam(c, h), "noise")))
    for h in (1, 3, 5, 7, 9, 11, 13, 15):
        sched.append((h * 3600 + 2400 + r.randint(0, 600), S("stem", stem_board(c, h), "noise")))
    for h in (5, 11, 15):
        sched.append((h * 3600 + r.randint(0, 3000), S("port", port_notice(c), "noise")))
    for h in (7, 12, 17, 23):
        sched.append((h * 3600 + r.randint(0, 600), S("dealcap", pnl_snapshot(c, h), "noise")))
    for h in (9, 19):
        sched.append((h * 3600 + r.randint(0, 1200), S("dealcap", tank_report(c, h), "noise")))
    sched.append((17 * 3600 + 1800 + r.randint(0, 600), S("riskbot", risk_eod(c), "noise")))
    sched.append((9 * 3600 + 600 + r.randint(0, 600), S("platts", assessments(c, "Singapore"), "noise")))
    sched.append((17 * 3600 + 300 + r.randint(0, 600), S("platts", assessments(c, "Rotterdam"), "noise")))
    sched.append((18 * 3600 + 1200 + r.randint(0, 600), S("dealcap", settlements(c), "noise")))
    sched.append((7 * 3600 + 1500 + r.randint(0, 600), research_note(c)))
    sched.append((10 * 3600 + 600 + r.randint(0, 600), research_note(c)))
    for h in (2, 8, 14):
        sched.append((h * 3600 + r.randint(0, 3000), swap_run(c)))
    sched.append((1 * 3600 + 1200 + r.randint(0, 600), sg_note(c)))
    sched.append((6 * 3600 + 2400 + r.randint(0, 600), morning_note(c, buried=r.random() < 0.7)))
    sched.append((16 * 3600 + 2700 + r.randint(0, 900), london_wrap(c)))
    sched.append((8 * 3600 + 1900 + r.randint(0, 300), S("platts", "", "near", embeds=[platts_embed(c, "sg")],
                                                           idiom=("Platts window summary of other firms' trades", "not_hard"))))
    sched.append((15 * 3600 + 1900 + r.randint(0, 300), S("platts", "", "near", embeds=[platts_embed(c, "rdam")])))
    sched.append((r.randint(2, 4) * 3600 + r.randint(0, 3000), stack_trace(c)))
    sched.append((r.randint(13, 21) * 3600 + r.randint(0, 3000), stack_trace(c)))
    # book snapshot + watchlist (pinned)
    sched.append((6 * 3600 + 600 + r.randint(0, 300), S("dealcap", (
        "Book snapshot 07:00 CET — Sing 0.5 %s swaps long %dkt · Rdam 3.5 %s swaps short %dkt · EUA %s long %s t · "
        "VLSFO in tank Vopak Botlek %s mt · FX: EUR/USD short %sm") % (
        c.m1, r.choice([15, 20, 25]), c.m2, r.choice([10, 15]), c.eua, "{:,}".format(r.choice([60000, 80000, 120000])),
        "{:,}".format(r.randint(40, 90) * 100), r.choice(["2.0", "3.5", "4.0"])), "noise", pin=True)))
    sched.append((6 * 3600 + 900 + r.randint(0, 300), S("jeroen",
                  "watchlist this week: Fuj 380, Hi-5 %s, Sing 10ppm GO, EUA %s. ping me on anything there" % (c.m1, c.eua_next),
                  "chat", pin=True)))
    # bulk-deleted duplicate barge spam
    hh = r.randint(9, 15)
    dups = []
    for j in range(3):
        tag = " replay-id=%s" % hexid(r, 8)
        dups.append(S("barge", barge_spam(c, hh, tag), "dup", snippet=tag.strip()))
    bulk_at = hh * 3600 + 1500 + r.randint(0, 300)
    for j, s in enumerate(dups):
        sched.append((bulk_at + j * 7, s))
    sched.append((bulk_at + 200, S("ops", "bargeplanner replayed its queue 3x, purged the duplicates", "noise")))
    bulk = (bulk_at + 140, dups)

    # --- fill to target count with noise / chatter
    n_now = sum(len(b) for b in blocks) + len(sched)
    target = r.randint(228, 262)
    noise_now = sum(1 for b in blocks for s in b if s["kind"] == "noise") + sum(1 for _, s in sched if s["kind"] == "noise")
    want_noise = int(target * r.uniform(0.31, 0.36))
    extra_noise = max(0, want_noise - noise_now)
    kinds = ["alert"] * 3 + ["ais"] * 5 + ["ack"] * 4 + ["reconnect", "deploy", "riskhb", "riskhb", "lab", "lab", "lab",
                                                           "port", "barge", "barge", "barge", "board", "board", "board"]
    for _ in range(extra_noise):
        blocks.append([noise_item(c, r.choice(kinds))])
    n_chat = max(0, target - n_now - extra_noise)
    deck = []
    for _ in range(n_chat):
        if not deck:
            deck = list(CHAT)
            r.shuffle(deck)
        who, tpl = deck.pop()
        blocks.append([S(who, fill_chat(c, tpl), "chat")])
    return blocks, sched, bulk


IDIOM_PRIORITY = [
    "kt-suffixed shorthand swap proposal", "signed timespread shorthand (b 5kt M1/M2 +3.25)",
    "Dutch reply approval (akkoord/doen/prima)", "stop moved twice by editing the same SL line",
    "deal-capture key=value CONFIRMED", "bunker delivery note (BDN) as fill", "embed-only broker fill",
    "risk engine resizes an order", "fill buried in a Slack-bridged London wrap",
    "explicit pass on a stem (no action, not routing)", "route claim to a named person in a thread",
    "headline on a held ETS allowance contract", "news on the underlying of a held swap",
    "fill price corrected by edit", "view change buried in a long morning note", "embed-only VaR breach",
    "counterparty credit line cut in prose", "physical delivered offer to shipowner", "reply rejection of a proposal",
    "tagged [PROPOSAL] swap with stop/tgt", "prose swap proposal asking the lead", "short reply approval",
    "bot key=value order ack", "FX hedge fill in key=value", "broker bridge cancel confirmation",
    "lab result on-spec, ticket closed with no action", "news on a watchlist name", "view flip bullish→bearish in prose",
    # not hard
    "shipowner stem enquiry (not a decision)", "competitor's stem heard in market",
    "indicative supplier quote over broker bridge", "last month's deal recounted", "paper/what-if hedge",
    "hypothetical 'what if we bought'", "Platts window summary of other firms' trades", "another desk's trade",
    "stop suggestion without decision", "paper-trading bot fill", "broker indicative swap run (bid/offer sheet)",
    "long research note with trading words, no decision", "quoted unrelated news", "backtest result",
    "yesterday's stop-out told as history",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    events = []  # (ms, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = []
    cands = []
    used_ms = {}
    order = [0]

    def emit(ms, ev):
        order[0] += 1
        events.append((ms, order[0], ev))

    def new_id(ms, worker):
        seq = used_ms.get(ms, 0)
        used_ms[ms] = seq + 1
        return snowflake(ms, worker, seq)

    for di in range(days):
        day_start = end - timedelta(days=days - di)
        day0_ms = int(day_start.timestamp() * 1000)
        day_end_ms = day0_ms + 86400000
        for ci in range(channels):
            ch = channel_id(ci)
            rng = random.Random("%s|%d|%d|%d" % (DESK, seed, ci, di))
            c = Ctx(rng, day_start, ci)
            blocks, sched, bulk = build_day(c)
            worker = (ci % 28) + 1
            # flow timestamps
            n_flow = sum(len(b) for b in blocks)
            secs = []
            for _ in range(n_flow):
                h = rng.choices(range(24), weights=HOUR_W)[0]
                secs.append(h * 3600 + rng.random() * 3600)
            secs.sort()
            # merge blocks with a small active window
            queue = list(blocks)
            rng.shuffle(queue)
            active = []
            flow = []
            while queue or active:
                while queue and len(active) < 4:
                    active.append(list(queue.pop(0)))
                b = rng.choice(active)
                flow.append(b.pop(0))
                if not b:
                    active.remove(b)
            timed = [(int(day0_ms + s * 1000), sp_) for s, sp_ in zip(secs, flow)]
            timed += [(int(day0_ms + s * 1000 + rng.randint(0, 999)), sp_) for s, sp_ in sched]
            # stable order: flow order preserved for equal ms
            timed = [(ms, i, s) for i, (ms, s) in enumerate(timed)]
            timed.sort(key=lambda x: (x[0], x[1]))
            last = 0
            threads = {}
            for bi, b in enumerate(blocks):
                if any(x.get("starts_thread") for x in b):
                    for x in b:
                        x["tkey"] = "t%d" % bi
            for ms, _, s in timed:
                ms = max(ms, last + 1)
                ms = min(ms, day_end_ms - 1)
                last = ms
                mid = new_id(ms, worker)
                s["_id"] = mid
                s["_ms"] = ms
                chan = ch
                parent = None
                if s.get("in_thread") and s.get("tkey") in threads:
                    chan, parent = threads[s["tkey"]], ch
                s["_chan"] = chan
                who = PEOPLE[s["who"]]
                msg = {"id": mid, "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                       "created_at": iso(ms), "content": s["text"], "attachments": [],
                       "embeds": s.get("embeds") or [], "reference_id": s.get("_ref")}
                if s.get("pin"):
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
                if parent:
                    ev["parent_channel_id"] = parent
                ev["message"] = msg
                s["_msg"] = msg
                emit(ms, ev)
                if s.get("starts_thread"):
                    threads[s["tkey"]] = mid
            # resolve replies: within each original block, by key
            for b in blocks:
                kmap = {}
                for s in b:
                    if "key" in s:
                        kmap[s["key"]] = s["_id"]
                for s in b:
                    if s.get("reply") and s["reply"] in kmap:
                        s["_msg"]["reference_id"] = kmap[s["reply"]]
            all_specs = [s for b in blocks for s in b] + [s for _, s in sched]
            # follow-up ops
            for s in all_specs:
                chan = s["_chan"]
                ms = s["_ms"]
                if s.get("edits"):
                    t = ms
                    for delay, new_text, sup in s["edits"]:
                        t = min(t + delay * 1000, day_end_ms - 1)
                        emit(t, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                                 "edited_at": iso(t), "content": new_text})
                        for lvl in sup:
                            labels["superseded_facts"].append([chan, s["_id"], lvl])
                    s["_final"] = s["edits"][-1][1]
                if s.get("delete"):
                    t = min(ms + s["delete"] * 1000, day_end_ms - 1)
                    emit(t, {"op": "delete", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                             "deleted_at": iso(t)})
                if s.get("forget"):
                    t = min(ms + s["forget"] * 1000, day_end_ms - 1)
                    emit(t, {"op": "forget", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                             "requested_by": PEOPLE["jeroen"][0], "at": iso(t)})
                if s.get("pin"):
                    t = min(ms + rng.randint(30, 600) * 1000, day_end_ms - 1)
                    emit(t, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                             "by": PEOPLE["jeroen"][0], "at": iso(t)})
                    emit(t + 1, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                                 "emoji": "📌", "user_id": PEOPLE["jeroen"][0], "at": iso(t + 1)})
                for emo, who in s.get("react", []):
                    t = min(ms + rng.randint(20, 300) * 1000, day_end_ms - 1)
                    emit(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                             "emoji": emo, "user_id": PEOPLE[who][0], "at": iso(t)})
                if s["kind"] == "hard" and s["hard"] and s["hard"][0] == "trade_approval":
                    t = min(ms + rng.randint(5, 90) * 1000, day_end_ms - 1)
                    emit(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan, "message_id": s["_id"],
                             "emoji": "👍", "user_id": PEOPLE[rng.choice(TRADERS)][0], "at": iso(t)})
            # bulk delete of the replayed duplicates
            bt, dups = bulk
            t = max(max(d["_ms"] for d in dups) + 60000, day0_ms + bt * 1000)
            t = min(t, day_end_ms - 1)
            emit(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                     "message_ids": [d["_id"] for d in dups], "deleted_at": iso(t)})
            for d in dups:
                labels["removed_texts"].append(d["snippet"])
            # labels
            for s in sorted(all_specs, key=lambda x: x["_ms"]):
                state = "live"
                if s.get("delete"):
                    state = "deleted"
                elif s.get("forget"):
                    state = "forgotten"
                elif s.get("edits"):
                    state = "edited"
                if state in ("deleted", "forgotten"):
                    labels["removed_texts"].append(s.get("snippet") or s["text"][:60])
                if s["kind"] == "hard":
                    et, facts, ph = s["hard"]
                    labels["hard_events"].append({"channel_id": s["_chan"], "message_id": s["_id"], "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": state})
                elif s["kind"] == "noise" and state == "live":
                    labels["noise_message_ids"].append(s["_id"])
                elif s["kind"] == "near" and state == "live":
                    labels["near_miss_ids"].append(s["_id"])
                if ci == 0 and di == 0 and s.get("idiom") and state in ("live", "edited"):
                    name, exp = s["idiom"]
                    if name not in seen_idioms:
                        seen_idioms.append(name)
                        cands.append({"message_id": s["_id"], "idiom": name, "expected": exp})
    # idioms: hard-event idioms first (in priority order), then near-miss idioms, max 20
    hard_c = [x for x in cands if x["expected"] != "not_hard"]
    soft_c = [x for x in cands if x["expected"] == "not_hard"]
    pr = {n: i for i, n in enumerate(IDIOM_PRIORITY)}
    hard_c.sort(key=lambda x: pr.get(x["idiom"], 99))
    soft_c.sort(key=lambda x: pr.get(x["idiom"], 99))
    labels["idioms"] = hard_c[:11] + soft_c[:20 - min(11, len(hard_c))]
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Rotterdam/Singapore bunker desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = _parse_end(a.end) if a.end else None
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
