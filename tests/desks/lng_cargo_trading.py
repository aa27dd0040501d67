#!/usr/bin/env python3
"""Desk generator: lng_cargo_trading.

A seeded, standard-library-only generator of a busy LNG trading desk's Discord
channel(s) as a JSON Lines capture plus ground-truth labels.

    python -m tests.desks.lng_cargo_trading --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import calendar
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "lng_cargo_trading"
DISCORD_EPOCH_MS = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 1, 15, 0, 0, 0, tzinfo=UTC)

GUILD_ID = "1329587140613372928"
_FIXED_CHANNELS = [
    "1331046297184716830",
    "1331046311252410398",
    "1331046325776355449",
    "1331046340212948022",
]
CHANNEL_NAMES = ["lng-trading", "lng-pacific", "lng-atlantic", "lng-desk-ops"]


def channel_id(idx: int) -> str:
    if idx < len(_FIXED_CHANNELS):
        return _FIXED_CHANNELS[idx]
    ms = 1737200000000 + idx * 7919311
    return str(((ms - DISCORD_EPOCH_MS) << 22) | (3 << 17) | ((idx * 37) % 4096))


# --------------------------------------------------------------------------- authors
_AUTHOR_SPECS = [
    ("wei", "wei.tan", False),
    ("priya", "priya.n", False),
    ("ollie", "ollie.h", False),
    ("marta", "marta_ops", False),
    ("jd", "jd.houston", False),
    ("cody", "cody.r", False),
    ("henrik", "Henrik Aas", False),
    ("mod", "sasha (mod)", False),
    ("analyst", "meridian-analyst", True),
    ("router", "desk-router", True),
    ("tender", "TenderWatch", True),
    ("broker", "brokerfeed", True),
    ("etrm", "endur-bridge", True),
    ("exec", "exec-agent", True),
    ("risk", "riskd", True),
    ("news", "lngwire", True),
    ("ais", "ais-pings", True),
    ("mon", "deskmon", True),
    ("wx", "wx-cron", True),
    ("ci", "deploybot", True),
    ("pnl", "pnl-snap", True),
    ("alerts", "px-alerts", True),
]


def _author_table():
    r = random.Random("lng_cargo_trading/authors/v1")
    out = {}
    for key, name, bot in _AUTHOR_SPECS:
        ms = r.randint(1577836800000, 1735603200000)
        sf = ((ms - DISCORD_EPOCH_MS) << 22) | (r.randint(0, 31) << 17) | r.randint(0, 4095)
        out[key] = (str(sf), name, bot)
    return out


AUTHORS = _author_table()

# --------------------------------------------------------------------------- world
US_PLANTS = [("Sabine Pass", "Cheniere"), ("Corpus Christi", "Cheniere"),
             ("Cameron LNG", "Sempra"), ("Calcasieu Pass", "Venture Global")]
PAC_PLANTS = [("Gorgon", "Chevron"), ("Bintulu", "Petronas"), ("Ichthys", "INPEX"),
              ("Wheatstone", "Chevron")]
ASIA_BUYERS = [("JERA", "Futtsu", "Japan"), ("KOGAS", "Tongyeong", "Korea"),
               ("Tokyo Gas", "Sodegaura", "Japan"), ("CPC", "Yung-An", "Taiwan"),
               ("Kansai Electric", "Sakai", "Japan")]
EU_TERMS = [("Gate", "Rotterdam", "Netherlands"), ("Montoir", "Montoir-de-Bretagne", "France"),
            ("Zeebrugge", "Zeebrugge", "Belgium"), ("Isle of Grain", "Kent", "UK")]
WATCH_PLANTS = ["Freeport LNG", "Hammerfest LNG", "Prelude FLNG", "Plaquemines LNG",
                "Bonny LNG", "Das Island"]
UNHELD_PLANTS = ["Tangguh", "Arzew", "Yamal LNG", "Qalhat", "Peru LNG", "Atlantic LNG",
                 "Coral Sul FLNG", "Sakhalin-2", "Darwin LNG", "Ras Laffan T4"]
VESSELS = ["Arctic Lumen", "Cape Tarragon", "Sohar Breeze", "Nordic Halcyon",
           "Pacific Meridian", "Maran Altair", "Solent Spirit", "Kikyo Maru",
           "Bay of Saros", "Iberian Dawn", "Coral Vireo", "Hanseatic Star",
           "Tasman Crest", "Lucerne Gas", "Minerva Aurora", "Seri Bakti II"]
CPTYS = ["Gunvor", "Trafigura", "Vitol", "TotalEnergies", "Shell", "BP", "Equinor",
         "Glencore", "Mitsui", "Mercuria", "Uniper", "Engie", "Pavilion", "Woodside"]
CPTY_CODE = {c: c.upper()[:4] + "-SG" for c in CPTYS}
BUY_TENDERS = [("PV Gas", "Thi Vai"), ("Petrobangla", "Moheshkhali"), ("PTT", "Map Ta Phut"),
               ("Pakistan LNG", "Port Qasim"), ("GAIL", "Dahej"), ("BOTAS", "Marmara Ereglisi"),
               ("Tokyo Gas", "Negishi"), ("KOGAS", "Pyeongtaek"), ("EGAS", "Ain Sokhna")]
SELL_TENDERS = [("ADNOC Gas", "Das Island"), ("Brunei LNG", "Lumut"), ("Pertamina", "Bontang"),
                ("Petronas", "Bintulu"), ("Oman LNG", "Qalhat"), ("Woodside", "Pluto")]
NORWAY_FIELDS = ["Troll", "Kollsnes", "Nyhamna", "Aasta Hansteen", "Kårstø"]

MONTH_CODES = "FGHJKMNQUVXZ"


def _months(day: datetime):
    out = []
    for k in range(0, 5):
        m = (day.month - 1 + k) % 12 + 1
        y = day.year + (day.month - 1 + k) // 12
        out.append((calendar.month_abbr[m], f"{MONTH_CODES[m - 1]}{y % 100}", y))
    return out


# --------------------------------------------------------------------------- message model
class Msg:
    __slots__ = ("t", "author", "content", "embeds", "ref", "kind", "hard", "thread",
                 "edits", "deleted_at", "forgot_at", "bulk", "pins", "reactions",
                 "superseded", "idiom", "chan", "day", "id", "thread_name", "removed")

    def __init__(self, t, author, content, embeds, ref, kind, hard, thread, idiom):
        self.t = t
        self.author = author
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.kind = kind
        self.hard = hard
        self.thread = thread  # starter Msg of the thread, or None
        self.edits = []
        self.deleted_at = None
        self.forgot_at = None
        self.bulk = None
        self.pins = []
        self.reactions = []
        self.superseded = []
        self.idiom = idiom
        self.chan = None
        self.day = None
        self.id = None
        self.thread_name = None
        self.removed = None

    def final_text(self):
        parts = [self.edits[-1][1] if self.edits else self.content]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)

    def size(self):
        n = len(self.content.encode("utf-8"))
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    n += len(e[k].encode("utf-8"))
            for f in e.get("fields", []):
                n += len(f["name"].encode("utf-8")) + len(f["value"].encode("utf-8"))
        return n


def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, UTC)
    return f"{dt:%Y-%m-%dT%H:%M:%S}.{ms % 1000:03d}Z"


# hourly activity weights (UTC): Singapore 00-10, London 07-17, Houston 13-23
HOUR_W = [6, 8, 9, 9, 8, 7, 7, 9, 11, 11, 10, 9, 9, 11, 12, 12, 11, 9, 8, 7, 6, 4, 3, 3]
REGION_HOURS = {
    "sg": (0.2, 10.5), "ldn": (7.0, 17.5), "hou": (13.0, 23.3), "head": (7.2, 18.5),
}
REGION_AUTHORS = {"sg": ["wei", "priya"], "ldn": ["ollie", "marta"], "hou": ["jd", "cody"],
                  "head": ["henrik"]}


class Day:
    """Builds one channel-day."""

    def __init__(self, rng: random.Random, day_start: datetime, prof: dict, cidx: int, didx: int):
        self.r = rng
        self.d0 = day_start
        self.p = prof
        self.cidx = cidx
        self.didx = didx
        self.msgs: list[Msg] = []
        mo = _months(day_start)
        self.M0, self.M1, self.M2, self.M3 = mo[0][0], mo[1][0], mo[2][0], mo[3][0]
        self.C1, self.C2, self.C3 = mo[1][1], mo[2][1], mo[3][1]
        r = rng
        self.jkm = round(10.55 + r.uniform(-0.6, 0.9), 3)
        self.jkm2 = round(self.jkm + r.uniform(-0.35, 0.1), 3)
        self.ttf1 = round(28.4 + r.uniform(-1.8, 2.4), 2)
        self.ttf2 = round(self.ttf1 - r.uniform(0.2, 0.9), 2)
        self.hh2 = round(4.35 + r.uniform(-0.35, 0.45), 3)
        self.date_s = f"{day_start:%d %b}"

    # -- time helpers
    def at(self, h: float, jitter_min: float = 0.0) -> datetime:
        sec = h * 3600 + self.r.uniform(-jitter_min, jitter_min) * 60 + self.r.uniform(0, 59)
        sec = max(5.0, min(sec, 86395.0))
        return self.d0 + timedelta(seconds=sec, milliseconds=self.r.randint(0, 999))

    def after(self, m: Msg, lo: float, hi: float) -> datetime:
        t = m.t + timedelta(seconds=self.r.uniform(lo * 60, hi * 60), milliseconds=self.r.randint(1, 999))
        end = self.d0 + timedelta(seconds=86399)
        if t > end:
            t = end - timedelta(milliseconds=self.r.randint(1, 5000))
            if t <= m.t:
                t = m.t + timedelta(milliseconds=self.r.randint(5, 400))
        return t

    def in_region(self, region: str) -> datetime:
        if region == "any":
            h = self.r.choices(range(24), weights=HOUR_W)[0]
            return self.at(h + self.r.random())
        lo, hi = REGION_HOURS[region]
        return self.at(self.r.triangular(lo, hi, (lo + hi) / 2))

    def add(self, t, author, content="", embeds=None, ref=None, kind="chat", hard=None,
            thread=None, idiom=None) -> Msg:
        m = Msg(t, author, content, embeds, ref, kind, hard, thread, idiom)
        self.msgs.append(m)
        return m

    def hard(self, etype, facts, phrasing):
        return {"event_type": etype, "facts": list(facts), "phrasing": phrasing}

    # -- formatting helpers
    def px(self, x, nd=2):
        return f"{x:.{nd}f}"

    def prem(self, lo, hi):
        return f"{self.r.uniform(lo, hi):.2f}"

    def hexid(self, n=6):
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    # ======================================================================= build
    def build(self):
        self.book_and_context()
        self.story_des_offer()
        self.story_ttf_hedge()
        self.story_hh_hedge()
        self.story_analyst_jkm()
        self.story_tender_thread()
        self.story_routing()
        self.story_news()
        self.story_thesis()
        self.story_risk()
        self.story_shipping()
        self.story_removals()
        self.near_misses()
        self.noise()
        self.chatter()
        self.long_form()
        return self.msgs

    # ----------------------------------------------------------------- context
    def book_and_context(self):
        p, r = self.p, self.r
        txt = (f"EOD book {self.d0 - timedelta(days=1):%d-%b} (as of 23:59Z)\n"
               f"physical: FOB {p['us_plant']} {self.M1} ({p['us_vessel']}) long 1 · "
               f"FOB {p['pac_plant']} {self.M2} ({p['pac_vessel']}) long 1 · "
               f"DES {p['asia_term']} {self.M2} to {p['asia_buyer']} short 1 · "
               f"DES {p['eu_term']} {self.M2} short 1\n"
               f"financial: TTF {self.M2} short {p['ttf_lots']} · HH {self.M2} long {p['hh_lots']} · "
               f"JKM {self.M2} swaps long {p['jkm_lots']} lots\n"
               f"watchlist: {', '.join(p['watch'])}")
        self.add(self.at(0.08, 0), "etrm", txt)
        if self.didx == 0:
            m = self.add(self.at(7.3, 10), "henrik",
                         f"pinning the watchlist for this stretch: {', '.join(p['watch'])}. "
                         f"anything on those or on our loading/discharge names ({p['us_plant']}, "
                         f"{p['pac_plant']}, {p['asia_buyer']}, {p['eu_term']}) goes straight to me.")
            m.pins.append((self.after(m, 0.2, 1), "henrik"))

    # ----------------------------------------------------------------- A: DES offer (Singapore)
    def story_des_offer(self):
        p, r = self.p, self.r
        term, buyer, country = p["asia_term"], p["asia_buyer"], p["asia_country"]
        win = r.choice([f"2H {self.M2}", f"1H {self.M2}", f"{r.randint(3, 9)}-{r.randint(11, 14)} {self.M2}",
                        f"{r.randint(15, 19)}-{r.randint(21, 25)} {self.M2}"])
        qty = r.choice(["3.4", "3.5", "3.6", "3.3"])
        px = self.prem(0.25, 0.6)
        vessel = p["pac_vessel"]
        bid = f"{float(px) - r.uniform(0.08, 0.2):.2f}"
        ofr = f"{float(px) + r.uniform(0.03, 0.12):.2f}"
        nm = self.add(self.at(5.2, 25), "wei",
                      f"DES {country} {win} JKM+{bid} bid, +{ofr} offered, nothing printed yet",
                      kind="near", idiom=("slang indicative DES bid/offer", "not_hard"))
        edited = r.random() < 0.5
        px0 = f"{float(px) - 0.03:.2f}" if edited else px
        v = r.randrange(3)
        if v == 0:
            content0 = f"prop: offer DES {term} {win} JKM+{px0}, {qty} TBtu ex {vessel}. Henrik ok to show?"
            content = content0.replace(f"JKM+{px0}", f"JKM+{px}")
            facts, ph, idi = ["offer", f"DES {term}", win, f"JKM+{px}"], "shorthand", "shorthand physical offer JKM+premium"
        elif v == 1:
            content0 = (f"Want to put the {p['pac_plant']} cargo out DES {term} for {win} delivery — offer at "
                        f"JKM+{px0}, {qty} TBtu, {vessel} is nominated and BOG is fine for the voyage. Henrik?")
            content = content0.replace(f"JKM+{px0}", f"JKM+{px}")
            facts, ph, idi = ["offer", f"DES {term}", f"JKM+{px}", f"{qty} TBtu"], "untagged", "prose physical offer"
        else:
            content0 = f"[PROP] SELL | DES {term} | {win} | {qty} TBtu | JKM+{px0} | ex {vessel}"
            content = content0.replace(f"JKM+{px0}", f"JKM+{px}")
            facts, ph, idi = ["SELL", f"DES {term}", f"JKM+{px}", f"{qty} TBtu"], "tagged", "tagged pipe-delimited physical offer"
        a1 = self.add(self.after(nm, 12, 40), "wei", content0, kind="hard",
                      hard=self.hard("trade_proposal", facts, ph), idiom=(idi, "trade_proposal"))
        if edited:
            a1.edits.append((self.after(a1, 1, 4), content))
            a1.superseded.append(f"JKM+{px0}")
        q = self.add(self.after(a1, 3, 15), "priya",
                     f"is that the {vessel} cargo? thought that one was earmarked for the {p['tender_issuer']} tender",
                     kind="near")
        self.add(self.after(q, 1, 5), "wei", f"no, {vessel} is free — tender one would be the {self.M3} lifting",
                 ref=q)
        floor = f"{float(px) - r.uniform(0.04, 0.1):.2f}"
        v = r.randrange(3)
        if v == 0:
            c, f = f"ok go. floor +{floor}", ["ok go", f"+{floor}"]
        elif v == 1:
            c, f = f"approved — show it, nothing below JKM+{floor}", ["approved", f"JKM+{floor}"]
        else:
            c, f = f"👍 go, +{floor} floor", ["👍 go", f"+{floor}"]
        ap = self.add(self.at(7.45, 12), "henrik", c, ref=a1, kind="hard",
                      hard=self.hard("trade_approval", f, "reply"), idiom=("terse reply approval with floor", "trade_approval"))
        if ap.t <= a1.t:
            ap.t = self.after(a1, 20, 60)
        a3 = self.add(self.after(ap, 5, 20), "wei",
                      f"DES {term} offer out at JKM+{px} via brokers + 2 direct, firm till 17:00 SGT",
                      kind="hard", hard=self.hard("trade_confirmation", [f"DES {term}", "offer out", f"JKM+{px}"], "untagged"))
        self.add(self.after(a3, 0.3, 2), "henrik", "ty", ref=a3, kind="noise")
        pxf = f"{float(px) + r.choice([0.0, 0.01, -0.01]):.2f}"
        cp = p["cp_asia"]
        a4 = self.add(self.after(a3, 25, 70), "wei",
                      f"done. sold DES {term} {win} to {cp} at JKM+{pxf}, {qty} TBtu. recap to follow",
                      kind="hard", hard=self.hard("trade_fill", ["sold", f"DES {term}", f"JKM+{pxf}", f"{qty} TBtu"], "untagged"),
                      idiom=("physical cargo sale 'done. sold' prose", "trade_fill"))
        a4.reactions.append((self.after(a4, 1, 6), "henrik", "✅"))
        did = f"LNG-P-{self.d0:%y%m%d}-{r.randint(1, 9):02d}"
        a5 = self.add(self.after(a4, 8, 35), "etrm",
                      f"deal_capture deal_id={did} book=LNG-PHYS side=SELL incoterm=DES port={term.upper()[:4]} "
                      f"window={win.replace(' ', '')} qty_mmbtu={int(float(qty) * 1_000_000)} price=JKM_{self.M2.upper()}+{pxf} "
                      f"cpty={CPTY_CODE[cp]} status=CAPTURED trader=wei.tan",
                      kind="hard", hard=self.hard("trade_confirmation", [did, "side=SELL", f"JKM_{self.M2.upper()}+{pxf}", "status=CAPTURED"], "structured"),
                      idiom=("ETRM key=value deal capture", "trade_confirmation"))
        self.add(self.after(a5, 1, 10), "wei", "recap sent to ops + credit 👍", kind="chat")

    # ----------------------------------------------------------------- B: TTF hedge (London)
    def story_ttf_hedge(self):
        p, r = self.p, self.r
        n = r.choice([3, 4, 5, 6, 8])
        px = self.px(self.ttf2)
        stop = self.px(self.ttf2 + r.uniform(1.0, 1.6))
        M2, C2 = self.M2, self.C2
        hyp = self.add(self.at(8.1, 20), "ollie",
                       f"if {p['us_plant']} trips again TTF {M2} probably trades {self.ttf2 + 2.1:.1f}+ — would we add to the short there or just sit?",
                       kind="near", idiom=("hypothetical 'if X trips... would we add'", "not_hard"))
        v = r.randrange(3)
        if v == 0:
            c = f"[PROPOSAL] sell {n} TTF {M2} @ {px}, stop {stop} — hedge vs {p['us_plant']} {self.M1} FOB length"
            f, ph, idi = ["sell", f"{n} TTF {M2}", px, f"stop {stop}"], "tagged", "[PROPOSAL] tagged futures hedge"
            auth = "ollie"
        elif v == 1:
            c = f"s {n} TTF {M2} {px} lmt, stp {stop}. hedging the {p['us_vessel']} cargo. ok?"
            f, ph, idi = [f"s {n} TTF {M2}", px, f"stp {stop}"], "shorthand", "shorthand 's N TTF Mon px lmt'"
            auth = "ollie"
        else:
            c = json.dumps({"action": "propose", "book": "LNG-HEDGE", "instrument": f"TTF {M2}", "side": "sell",
                            "lots": n, "limit": float(px), "stop": float(stop),
                            "rationale": f"hedge {p['us_plant']} {self.M1} FOB vs NWE netback"}, ensure_ascii=False)
            f, ph, idi = ['"side": "sell"', f"TTF {M2}", f'"limit": {float(px)}', f'"stop": {float(stop)}'], "structured", "agent JSON proposal"
            auth = "analyst"
        b1 = self.add(self.after(hyp, 15, 50), auth, c, kind="hard", hard=self.hard("trade_proposal", f, ph),
                      idiom=(idi, "trade_proposal"))
        self.add(self.after(b1, 1, 4), "marta", f"fwiw {p['us_vessel']} loads {self.M1} {r.randint(3, 9)}-{r.randint(10, 14)}, nothing changed there", kind="chat")
        v = r.randrange(3)
        if v == 0:
            c2, f2 = "👍 send it", ["👍", "send it"]
        elif v == 1:
            c2, f2 = f"go ahead, {n} lots", ["go ahead", f"{n} lots"]
        else:
            c2, f2 = f"yes send, {n} max", ["yes send", f"{n} max"]
        b2 = self.add(self.after(b1, 4, 14), "henrik", c2, ref=b1, kind="hard",
                      hard=self.hard("trade_approval", f2, "reply"), idiom=("emoji/short reply approval", "trade_approval"))
        b2.pins.append((self.after(b2, 0.2, 1), "henrik"))
        b2.reactions.append((self.after(b2, 0.1, 0.5), "henrik", "📌"))
        oid = f"ICE-{r.randint(7700000, 7799999)}"
        if r.random() < 0.5:
            b3 = self.add(self.after(b2, 1, 4), "exec", "", embeds=[{
                "title": "Order acknowledged", "author": "exec-agent · OMS",
                "fields": [{"name": "Venue", "value": "ICE Endex", "inline": True},
                           {"name": "Contract", "value": f"TFM {C2}", "inline": True},
                           {"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": f"{n} lots"},
                           {"name": "Limit", "value": px},
                           {"name": "Status", "value": "WORKING"}],
                "footer": f"oid {oid} · acct HLD-LNG-02"}], kind="hard",
                hard=self.hard("trade_confirmation", [oid, "SELL", "WORKING", px], "embed"),
                idiom=("embed-only OMS order ack", "trade_confirmation"))
        else:
            b3 = self.add(self.after(b2, 1, 4), "etrm",
                          f"order oid={oid} venue=ICE-ENDEX instr=TFM{C2} side=SELL qty={n} lmt={px} tif=DAY status=WORKING",
                          kind="hard", hard=self.hard("trade_confirmation", [f"oid={oid}", "side=SELL", "status=WORKING"], "structured"))
        part = r.choice([1, 2]) if n <= 4 else r.choice([2, 3])
        avg = self.px(float(px) - r.choice([0.0, 0.01, 0.02]))
        b4 = self.add(self.after(b3, 3, 20), "ollie",
                      f"sold {part}/{n} TTF {M2} @ {px}, working the rest", kind="hard",
                      hard=self.hard("trade_fill", ["sold", f"{n}/{n}", f"TTF {M2}", avg], "untagged"),
                      idiom=("fill edited partial -> complete", "trade_fill"))
        b4.edits.append((self.after(b4, 10, 40), f"sold {n}/{n} TTF {M2} @ {avg} avg — done"))
        b4.superseded.append(f"{part}/{n}")
        s2 = self.px(float(stop) - r.uniform(0.3, 0.5))
        s3 = self.px(float(s2) - r.uniform(0.25, 0.4))
        b5 = self.add(self.after(b4, 45, 80), "ollie", f"stop on the TTF {M2} short at {stop}", kind="hard",
                      hard=self.hard("stop_or_target_change", ["stop", f"TTF {M2}", s3], "untagged"),
                      idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        e1 = self.after(b5, 60, 110)
        b5.edits.append((e1, f"stop on the TTF {M2} short at {s2} (moved down, {p['norway']} back online)"))
        e2 = e1 + timedelta(minutes=r.uniform(90, 150))
        b5.edits.append((e2, f"stop on the TTF {M2} short at {s3} (moved again, locking in most of it)"))
        b5.superseded += [stop, s2]
        b5.reactions.append((self.after(b5, 2, 10), "henrik", "📌"))
        self.stop_msg = b5
        # trader roll top-up, and its ETRM fill line
        k = r.choice([2, 3])
        px1 = self.px(self.ttf1 + r.uniform(-0.15, 0.15))
        b6 = self.add(self.at(12.6, 40), "ollie", f"sold {k} TTF {self.M1} @ {px1} — topping up the {p['eu_term']} hedge",
                      kind="hard", hard=self.hard("trade_fill", ["sold", f"{k} TTF {self.M1}", px1], "shorthand"),
                      idiom=("trader terse fill 'sold N TTF Mon @ px'", "trade_fill"))
        if r.random() < 0.6:
            did = f"F{r.randint(400000, 499999)}"
            self.add(self.after(b6, 0.5, 3), "etrm",
                     f"fill deal={did} instr=TTF-{self.M1.upper()}{self.C1[1:]} side=S qty={k} px={px1} venue=ICE-ENDEX trader=ollie.h",
                     kind="hard", hard=self.hard("trade_fill", [f"deal={did}", "side=S", f"qty={k}", f"px={px1}"], "structured"),
                     idiom=("ETRM key=value fill line", "trade_fill"))
        self.add(self.after(b6, 2, 8), "marta", "nice", ref=b6, kind="noise")

    # ----------------------------------------------------------------- C: HH hedge (Houston)
    def story_hh_hedge(self):
        p, r = self.p, self.r
        n = r.choice([20, 25, 30, 40])
        px = self.px(self.hh2, 3)
        stop = self.px(self.hh2 - r.uniform(0.18, 0.3), 3)
        M2 = self.M2
        q = self.add(self.at(14.0, 20), "jd",
                     f"anyone know if {p['us_plant']} feedgas noms recovered? HH {M2} looks heavy this morning",
                     kind="near", idiom=("question about feedgas / market", "not_hard"))
        self.add(self.after(q, 2, 9), "cody", f"noms back to {r.uniform(3.8, 4.6):.2f} Bcf/d across the {p['us_company']} sites per EBB", ref=q)
        c1 = self.add(self.after(q, 25, 60), "jd",
                      f"I'd like to buy {n} HH {M2} at {px} against the {p['us_plant']} {self.M1} FOB — locks the feedgas leg. "
                      f"stop {stop}. Henrik, ok?",
                      kind="hard", hard=self.hard("trade_proposal", ["buy", f"{n} HH {M2}", px, f"stop {stop}"], "untagged"),
                      idiom=("untagged prose hedge proposal", "trade_proposal"))
        v = r.randrange(3)
        if v == 0:
            c2, f2 = f"approved, {n} max", ["approved", f"{n} max"]
        elif v == 1:
            c2, f2 = "fine, go", ["fine, go"]
            f2 = ["fine", "go"]
        else:
            c2, f2 = f"ok — do it, {n} lots at {px} or better", ["ok — do it", f"{n} lots", px]
        self.add(self.after(c1, 5, 25), "henrik", c2, ref=c1, kind="hard", hard=self.hard("trade_approval", f2, "reply"))
        fpx = self.px(float(px) - r.choice([0.0, 0.002, 0.003, 0.005]), 3)
        if r.random() < 0.5:
            c3, f3 = f"b {n} HH {M2} @ {fpx}", [f"b {n}", f"HH {M2}", fpx]
        else:
            code = f"NG{self.C2[0]}{self.C2[-1]}"
            c3, f3 = f"bot {n} {code} {fpx} — jd's hedge done", [f"bot {n}", code, fpx]
        c3m = self.add(self.after(c1, 40, 90), "cody", c3, kind="hard", hard=self.hard("trade_fill", f3, "shorthand"),
                       idiom=("shorthand fill 'b N HH Mon @ px'", "trade_fill"))
        self.add(self.after(c3m, 0.2, 2), "jd", "ty", ref=c3m, kind="noise")
        if r.random() < 0.65:
            if r.random() < 0.6:
                tp = self.px(float(fpx) + r.uniform(0.4, 0.6), 3)
                c4, f4 = f"TP on the HH {M2} long set at {tp}, stop stays {stop}", ["TP", f"HH {M2}", tp]
            else:
                c4, f4 = (f"removing the stop on the HH {M2} hedge — it's a hedge against the cargo, not a spec position",
                          ["removing the stop", f"HH {M2}"])
            self.add(self.after(c3m, 30, 90), "jd", c4, kind="hard",
                     hard=self.hard("stop_or_target_change", f4, "untagged"), idiom=("TP set / stop removed in prose", "stop_or_target_change"))

    # ----------------------------------------------------------------- D: analyst proposal (buried)
    def _note_paragraphs(self, kind):
        p, r = self.p, self.r
        M1, M2, M3 = self.M1, self.M2, self.M3
        paras = []
        paras.append(f"### Pacific\n- JKM {M2} settled **{self.jkm:.3f}** ({r.uniform(-0.3, 0.3):+.3f} d/d); {M3} at {self.jkm2:.3f}. "
                     f"Prompt tightness is mostly weather: Tokyo HDDs are {r.randint(4, 14)}% above the 10y normal for the next 10 days and "
                     f"KEPCO nuclear availability dipped after {r.choice(['Hanbit 4', 'Kori 2', 'Shin-Wolsong 1'])} went offline for checks.\n"
                     f"- North Asian utility stocks: Japan power-sector LNG inventories at {r.uniform(1.9, 2.5):.2f} Mt, below the 5y average of "
                     f"{r.uniform(2.2, 2.6):.2f} Mt. Korea comfortable after front-loading in {self.M0}.\n"
                     f"- Chinese buyers keep reselling: at least {r.randint(3, 7)} cargoes offered for {M2} delivery in the north; "
                     f"trucked LNG prices in Shandong are soft at CNY {r.randint(4100, 4700)}/t.\n"
                     f"- South/Southeast Asia is price sensitive: India bids only below ${r.uniform(9.6, 10.4):.2f}, "
                     f"and {p['tender_issuer']} tender talk is the only real demand signal this week.\n"
                     f"- Taiwan: CPC has covered most of {M2} via term and a couple of spot purchases at around JKM+{r.uniform(0.1, 0.4):.2f}; "
                     f"further buying is weather-dependent.\n"
                     f"- Supply: Australian output steady at ~{r.uniform(6.3, 7.1):.1f} Mt/month; Malaysian and Bruneian trains running normally; "
                     f"Qatar loading programme on plan. The Pacific basin is not short of molecules, it is short of flexible ones.\n"
                     f"- Platts MOC: {r.randint(2, 9)} bids and {r.randint(1, 6)} offers for {M2} in the past week, {r.randint(0, 3)} trades, "
                     f"mostly DES Japan/Korea; partials window activity thin.")
        paras.append(f"### Atlantic\n- TTF {M1} {self.ttf1:.2f} €/MWh, {M2} {self.ttf2:.2f}. EU storage at {r.randint(48, 63)}% "
                     f"vs {r.randint(62, 72)}% last year; withdrawals running {r.randint(480, 690)} GWh/d above the 5y average.\n"
                     f"- Norwegian flows at {r.randint(318, 345)} mcm/d; {p['norway']} maintenance is the swing factor.\n"
                     f"- HH {M2} {self.hh2:.3f}. US feedgas {r.uniform(16.9, 18.6):.1f} Bcf/d, new trains ramping; "
                     f"freeze-off risk in the Haynesville if the cold sticks.\n"
                     f"- The JKM–TTF spread ({M2}) is ${r.uniform(0.2, 1.1):.2f}/MMBtu, which after freight and boil-off keeps most US "
                     f"cargoes pointed at Europe. The arb to Asia via the Cape needs >${r.uniform(1.4, 2.0):.2f}.\n"
                     f"- NWE send-out is running at {r.randint(330, 420)} GWh/d; Iberian terminals quieter, Italian terminals full of "
                     f"Algerian and Qatari supply.\n"
                     f"- UK: NBP premium to TTF at {r.uniform(-1.5, 1.5):+.2f} p/th equivalent; Milford Haven and Grain slots partly unused.\n"
                     f"- Egypt and Turkey continue to pull Atlantic cargoes, about {r.randint(6, 14)} a month, at TTF-linked prices "
                     f"with a small premium; this demand has been stickier than expected.")
        paras.append(f"### Freight & logistics\n| route | rate | days | note |\n|---|---|---|---|\n"
                     f"| USG→NWE | ${r.randint(38, 62)}k/d | {r.randint(11, 14)} | ballast bonus back in fashion |\n"
                     f"| USG→Japan (Cape) | ${r.randint(38, 62)}k/d | {r.randint(34, 40)} | Panama waits {r.randint(4, 12)}d |\n"
                     f"| Aus→Japan | ${r.randint(40, 70)}k/d | {r.randint(9, 12)} | tight TFDE supply |\n\n"
                     f"Boil-off at {r.uniform(0.08, 0.14):.2f}%/d on the older steam tonnage makes the long route visibly worse. "
                     f"Spot 2-stroke availability in the Atlantic is {r.randint(4, 11)} ships for {M1} dates.")
        paras.append(f"### Risks to the view\n1. A warm spell in NE Asia would flatten {M2} JKM by 40–70c quickly.\n"
                     f"2. Any unplanned outage at a large Gulf Coast plant swings the TTF curve more than JKM.\n"
                     f"3. Tender supply: if {r.choice([x[0] for x in SELL_TENDERS])} places several {M2}/{M3} FOB cargoes, "
                     f"the Pacific premium compresses.\n4. Positioning: the market is visibly long winter optionality.")
        wx_city = [("Tokyo", 6.1), ("Osaka", 6.8), ("Seoul", -2.4), ("Beijing", -3.9), ("Shanghai", 5.2), ("Taipei", 16.4)]
        rows = "".join(f"| {c} | {n + r.uniform(-3.5, 1.5):.1f}C | {n:.1f}C | {r.choice(['colder', 'near normal', 'milder', 'colder'])} |\n" for c, n in wx_city)
        paras.append(f"### Weather\n| city | 10d avg fcst | normal | vs yday's run |\n|---|---|---|---|\n{rows}\n"
                     f"The ECMWF ensemble keeps a cold bias for NE Asia into the {r.choice(['second', 'third'])} week of {M1}; GFS is "
                     f"{r.uniform(0.5, 1.8):.1f}C warmer. Europe looks {r.choice(['mild and windy', 'cold and still', 'close to normal'])} "
                     f"for the next 7 days, with wind output forecast at {r.randint(18, 42)}% load factor in Germany. "
                     f"US: an arctic air mass drops into the Midwest by the weekend, {r.randint(8, 15)}F below normal in Chicago.")
        def strip(base, nd, step):
            return " | ".join(f"{base + i * step + r.uniform(-0.05, 0.05):.{nd}f}" for i in range(4))
        paras.append(f"### Curve\n| contract | M1 | M2 | M3 | M4 | d/d M2 |\n|---|---|---|---|---|---|\n"
                     f"| JKM ($/MMBtu) | {strip(self.jkm + 0.2, 3, -0.18)} | {r.uniform(-0.25, 0.25):+.3f} |\n"
                     f"| TTF (€/MWh) | {strip(self.ttf1, 2, -0.45)} | {r.uniform(-0.8, 0.8):+.2f} |\n"
                     f"| NBP (p/th) | {strip(self.ttf1 * 2.55, 1, -1.1)} | {r.uniform(-2, 2):+.1f} |\n"
                     f"| HH ($/MMBtu) | {strip(self.hh2 + 0.1, 3, -0.12)} | {r.uniform(-0.12, 0.12):+.3f} |\n\n"
                     f"Time spreads: JKM M1/M2 at {r.uniform(0.1, 0.4):.3f} backwardation, TTF summer-winter "
                     f"{r.uniform(-1.5, 1.5):+.2f}. Implied vols: JKM ATM {r.randint(45, 70)}%, TTF {r.randint(40, 65)}%, "
                     f"HH {r.randint(55, 90)}%. Open interest in JKM swaps up {r.randint(2, 9)}% w/w on ICE.")
        sup_rows = "".join(f"| {pl} | {r.choice(['running', 'reduced rates', 'one train down', 'planned maintenance', 'ramping'])} | "
                           f"{r.choice(['-', 'to ' + (self.d0 + timedelta(days=r.randint(3, 30))).strftime('%d %b')])} |\n"
                           for pl in r.sample(UNHELD_PLANTS, 5))
        paras.append(f"### Supply watch (names outside our book)\n| plant | status | expected back |\n|---|---|---|\n{sup_rows}\n"
                     f"Global LNG supply for {M1} is estimated at {r.uniform(36.5, 39.5):.1f} Mt, {r.uniform(1.5, 4.5):.1f}% y/y higher, "
                     f"with nearly all of the growth from the US Gulf Coast. Unplanned outages this month total about "
                     f"{r.uniform(0.4, 1.6):.1f} Mt of lost production, roughly in line with the seasonal norm.")
        ten_rows = "".join(f"| {iss} | {'sell' if (iss, po) in SELL_TENDERS else 'buy'} | {po} | {M2}-{M3} | "
                           f"{r.choice(['open', 'closing tomorrow', 'shortlist', 'awarded (talk)'])} |\n"
                           for iss, po in r.sample(BUY_TENDERS + SELL_TENDERS, 5))
        paras.append(f"### Tenders in the market\n| issuer | side | port | window | status |\n|---|---|---|---|---|\n{ten_rows}\n"
                     f"Award talk has tightened by {r.randint(5, 20)}c over the past week; South Asian buy tenders still clear below "
                     f"Japan DES. Producers are placing {M3} FOB at {r.uniform(11.5, 13.0):.1f}-{r.uniform(13.0, 14.0):.1f}% Brent slopes "
                     f"or JKM-{r.uniform(0.5, 1.2):.2f} equivalent.")
        paras.append(f"### Storage & regas\n- EU storage {r.randint(48, 63)}% full (AGSI), Germany {r.randint(45, 60)}%, Italy {r.randint(55, 70)}%, "
                     f"France {r.randint(40, 58)}%. At current withdrawal pace the end-March trajectory points to ~{r.randint(28, 40)}%.\n"
                     f"- NW Europe regas send-out {r.randint(330, 420)} GWh/d; terminal utilisation {r.randint(55, 80)}% across Gate, Zeebrugge, "
                     f"Dunkirk, Montoir and Grain.\n- Japan: utilities' LNG stocks {r.uniform(1.9, 2.5):.2f} Mt (METI weekly). "
                     f"Korea: KOGAS storage at {r.randint(60, 78)}%. China: coastal tank levels comfortable.\n"
                     f"- Injection season economics: summer-winter spread does not pay for storage at current levels, "
                     f"which keeps the curve nervous into the spring.")
        return paras

    def prose(self, n):
        """n analytical sentences with no desk decision in them."""
        p, r = self.p, self.r
        M1, M2, M3 = self.M1, self.M2, self.M3
        bank = [
            lambda: f"The prompt JKM premium over TTF has been range-bound between ${r.uniform(0.1, 0.4):.2f} and ${r.uniform(0.8, 1.3):.2f} for {r.randint(2, 4)} weeks, which is narrower than the freight differential would normally justify.",
            lambda: f"Japanese utilities have been quieter in the spot market since the {r.choice(['New Year', 'mid-month', 'last cold spell'])}, relying on term volumes and on a few opportunistic resales from portfolio players.",
            lambda: f"Chinese importers remain the marginal sellers in North Asia: with domestic pipeline supply up {r.randint(4, 11)}% y/y and trucked LNG prices weak, they have little reason to hold {M2} cargoes.",
            lambda: f"In Europe the storage draw is the story; at {r.randint(480, 690)} GWh/d above the five-year average, the market will keep pricing a risk premium into {M2} and {M3}.",
            lambda: f"US feedgas has averaged {r.uniform(16.8, 18.8):.1f} Bcf/d over the past week, with new capacity ramping faster than most models assumed in the autumn.",
            lambda: f"Freight has softened: a spot two-stroke carrier in the Atlantic is now fixed at about ${r.randint(35, 60)}k/day, down from ${r.randint(60, 90)}k/day a month ago, and ballast bonuses are back.",
            lambda: f"Panama transit waits of {r.randint(4, 12)} days remain a deterrent; most US cargoes heading to Asia are taking the Cape, adding roughly {r.randint(8, 11)} days and a visible boil-off penalty.",
            lambda: f"The options market tells the same story: JKM {M2} calls skew is bid, with 25-delta risk reversals at {r.uniform(2, 6):.1f} vols for calls, while TTF skew is flatter.",
            lambda: f"South Asian demand is strongly price elastic; below ${r.uniform(9.5, 10.5):.2f} India and Bangladesh step in, above ${r.uniform(11.5, 12.5):.2f} they switch to fuel oil or simply cut power.",
            lambda: f"Someone long {M2} JKM here is mostly long weather; a single warm run in the ECMWF ensemble could take 30-50c out of the contract.",
            lambda: f"Historically, January cold snaps in NE Asia have lifted prompt JKM by an average of {r.randint(8, 16)}% over two weeks, but the effect fades quickly once utilities cover.",
            lambda: f"Norwegian maintenance schedules (UMM) show {r.randint(1, 4)} planned events in {M2}, none large enough to move the TTF curve on their own.",
            lambda: f"Regas capacity in NW Europe is ample, so the marginal cargo into Gate or Zeebrugge is priced off TTF less a small discount, currently {r.uniform(0.3, 0.7):.2f}.",
            lambda: f"Producer sell tenders have picked up; {r.choice([x[0] for x in SELL_TENDERS])} placed {r.randint(2, 5)} cargoes last week at slopes that imply a soft view on {M3}.",
            lambda: f"Henry Hub has decoupled somewhat from LNG: domestic weather drives the front, while the LNG export pull sets a floor near ${r.uniform(3.6, 4.1):.2f}.",
            lambda: f"The Atlantic-to-Pacific arbitrage needs a JKM premium of roughly ${r.uniform(1.3, 2.0):.2f} over TTF via the Cape to work; the market is well short of that.",
            lambda: f"EU ETS prices around €{r.randint(68, 84)}/t keep gas comfortably ahead of coal in the German merit order, so power-sector burn is not a release valve.",
            lambda: f"Speculative positioning on ICE shows managed money net long TTF by about {r.randint(120, 260)} TWh, which leaves the curve vulnerable to a mild turn.",
            lambda: f"On shipping, the older steam-turbine fleet is increasingly idle; with boil-off around 0.12-0.15%/d these vessels struggle to compete on long voyages.",
            lambda: f"Term contract nominations for {M3} are due at many Asian buyers over the next ten days, which should clarify how much spot demand is left.",
            lambda: f"Egyptian and Turkish buying has been the surprise of the winter, absorbing about {r.randint(6, 14)} cargoes a month that would otherwise have pressured NW Europe.",
            lambda: f"Indian buyers have shown up for {M3} at prices below $10, but the volumes are small and the credit terms awkward for most sellers.",
            lambda: f"A cold February in Japan would draw utility stocks well below the five-year range, and it is this tail that keeps the {M2} call skew bid.",
            lambda: f"On the supply side, the restart schedule of several Pacific trains after planned maintenance matters more than any single outage.",
            lambda: f"The Henry Hub forward curve implies US FOB costs of roughly ${r.uniform(6.8, 7.6):.2f}/MMBtu including the tolling fee, leaving a thin margin to Europe.",
            lambda: f"Term buyers with destination-flexible US volumes are behaving like traders, which adds liquidity but also makes the prompt more volatile.",
            lambda: f"The TTF {M1}/{M2} spread has flipped between contango and backwardation {r.randint(2, 5)} times this month, a sign of a market with no strong conviction.",
            lambda: f"Demand destruction in South Asia is real: Pakistan and Bangladesh together imported {r.randint(15, 35)}% less LNG in the last quarter than a year earlier.",
            lambda: f"Ship-to-ship transfers off Singapore and in the Mediterranean have picked up, usually a sign that portfolio players are re-optimising cargoes between basins.",
            lambda: f"Brent at ${r.uniform(62, 78):.2f} puts oil-indexed term LNG at about ${r.uniform(7.5, 10):.2f} for a 12% slope, well below spot, so buyers are maximising term volumes.",
            lambda: f"Fog and wind at European terminals have delayed a few discharges this week; none of it is material for the monthly balance.",
            lambda: f"The market has been quick to fade every outage headline this winter, which suggests supply is comfortable at the margin.",
            lambda: f"Our fundamental balance shows the Pacific about {r.randint(1, 4)} cargoes short for {M2} and the Atlantic roughly balanced, before any weather revision.",
            lambda: f"In a scenario where a large Gulf Coast plant loses a train for two weeks, TTF would likely reprice by €{r.uniform(1, 3):.1f}-{r.uniform(3, 5):.1f}/MWh, JKM by less.",
        ]
        idx = list(range(len(bank)))
        r.shuffle(idx)
        return " ".join(bank[i]() for i in idx[:n])

    def watching(self):
        r, M2 = self.r, self.M2
        items = [f"- METI weekly stocks (Wed)", f"- EIA storage print (Thu), consensus -{r.randint(90, 260)} Bcf",
                 f"- ECMWF 46-day run for NE Asia ({r.choice(['Mon', 'Thu'])})", f"- AGSI daily storage, especially Germany",
                 f"- Panama Canal slot auction results", f"- {M2} Platts MOC activity and partials",
                 f"- Chinese resale offers for {M2}", f"- Norwegian UMMs", "- Indian tender results", "- Feedgas nominations on the Gulf Coast"]
        r.shuffle(items)
        return "### What we're watching\n" + "\n".join(items[:r.randint(5, 8)])

    def story_analyst_jkm(self):
        p, r = self.p, self.r
        M2 = self.M2
        n = r.choice([10, 15, 20])
        px = self.px(self.jkm + r.uniform(0.05, 0.2), 3)
        stop = self.px(float(px) + r.uniform(0.35, 0.55), 3)
        tgt = self.px(float(px) - r.uniform(0.6, 0.9), 3)
        paras = self._note_paragraphs("am")
        decision = (f"**Trade idea for approval:** sell {n} lots JKM {M2} swap at {px}, stop {stop}, target {tgt}. "
                    f"This partially offsets the long {M2} swaps we carry against the {p['asia_term']} DES sale.")
        body = (f"## Asia morning note — {self.d0:%a %d %b}\n\n**TL;DR** Prompt Pacific is firm on weather, the curve is "
                f"not. Europe still clears US cargoes.\n\n" + paras[4] + "\n\n" + paras[0] + "\n\n" + decision + "\n\n" +
                paras[5] + "\n\n" + paras[7] + "\n\n" + paras[1] + "\n\n### Discussion\n" + self.prose(22) + "\n\n" +
                paras[2] + "\n\n" + paras[8] + "\n\n" + paras[3] + "\n\n" + self.watching() +
                "\n\n_meridian-analyst · generated from desk data; not investment advice_")
        d1 = self.add(self.at(1.3, 15), "analyst", body, kind="hard",
                      hard=self.hard("trade_proposal", ["sell", f"{n} lots JKM {M2}", px, f"stop {stop}"], "buried"),
                      idiom=("proposal buried mid analyst note", "trade_proposal"))
        self.add(self.after(d1, 10, 40), "wei", "read it. agree Pacific prompt firm, curve less so", ref=d1)
        if r.random() < 0.45:
            self.add(self.at(7.9, 10), "henrik", f"no on the JKM {M2} short — not into this cold snap. rejected.", ref=d1,
                     kind="hard", hard=self.hard("trade_approval", ["rejected", f"JKM {M2}"], "reply"),
                     idiom=("rejection by reply", "trade_approval"))
        else:
            a = self.add(self.at(7.9, 10), "henrik", f"approved, {n} lots. send it to exec", ref=d1, kind="hard",
                         hard=self.hard("trade_approval", ["approved", f"{n} lots"], "reply"))
            rt = self.add(self.after(a, 0.5, 2), "analyst",
                          f"Routing → exec-agent: sell {n} lots JKM {M2} swap, limit {px}, stop {stop} (approved by Henrik Aas).",
                          ref=a, kind="hard", hard=self.hard("route_decision", ["Routing", "exec-agent", f"JKM {M2}"], "tagged"),
                          idiom=("agent routing arrow to exec-agent", "route_decision"))
            oid = f"HX{r.randint(100000, 999999)}"
            fpx = self.px(float(px) + r.choice([0.0, 0.005, 0.01]), 3)
            self.add(self.after(rt, 5, 40), "exec", "", embeds=[{
                "title": "Fill", "author": "exec-agent · OMS",
                "description": f"JKM {M2} swap (Platts) — cleared ICE",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": f"{n} lots", "inline": True},
                           {"name": "Price", "value": fpx, "inline": True}],
                "footer": f"oid {oid} · acct HLD-LNG-02"}], kind="hard",
                hard=self.hard("trade_fill", [f"JKM {M2}", "SELL", fpx, oid], "embed"),
                idiom=("embed-only fill", "trade_fill"))

    # ----------------------------------------------------------------- E: tender thread (Singapore)
    def story_tender_thread(self):
        p, r = self.p, self.r
        issuer, port = p["tender_issuer"], p["tender_port"]
        win = f"{r.randint(2, 10)}-{r.randint(12, 16)} {self.M2}" if r.random() < 0.5 else f"{r.randint(18, 22)}-{r.randint(24, 28)} {self.M2}"
        qty = r.choice(["3.2", "3.3", "3.4"])
        close = f"{self.d0 + timedelta(days=r.randint(1, 2)):%d %b} 12:00 local"
        e0 = self.add(self.at(2.4, 20), "tender", "", embeds=[{
            "title": f"NEW BUY TENDER — {issuer}",
            "description": f"{issuer} seeks 1 cargo DES {port} for {win}.",
            "fields": [{"name": "Cargoes", "value": "1"}, {"name": "Delivery", "value": f"DES {port}"},
                       {"name": "Window", "value": win}, {"name": "Closes", "value": close},
                       {"name": "Pricing", "value": "JKM-linked or fixed"}],
            "footer": "TenderWatch · market sources"}])
        st = self.add(self.after(e0, 5, 20), "priya", f"{issuer} tender — opening a thread, {p['pac_plant']} {self.M2} fits")
        st.thread_name = f"{issuer} {self.M2} tender"
        th = st
        rt = self.add(self.after(st, 3, 15), "wei",
                      f"routing the {issuer} tender to Priya — she has the {p['pac_plant']} position. I'll do shipping.",
                      thread=th, kind="hard", hard=self.hard("route_decision", ["routing", f"{issuer} tender", "Priya"], "untagged"),
                      idiom=("prose routing to a named person", "route_decision"))
        days = r.randint(8, 14)
        bog = f"{r.uniform(0.08, 0.12):.2f}"
        px = self.prem(0.45, 0.8)
        e3 = self.add(self.after(rt, 20, 60), "priya",
                      f"proposal: bid DES {port} {win} at JKM+{px}, {qty} TBtu, from the {p['pac_plant']} {self.M2} cargo. "
                      f"shipping works on {p['pac_vessel']}, ~{days}d laden, BOG ~{bog}%/d. netback vs DES {p['asia_term']} is "
                      f"roughly flat after freight.",
                      thread=th, kind="hard", hard=self.hard("trade_proposal", ["bid", f"DES {port}", f"JKM+{px}", f"{qty} TBtu"], "untagged"))
        alt = f"{float(px) - 0.07:.2f}"
        self.add(self.after(e3, 3, 12), "wei", f"if they come back for a re-bid do we have room to go to +{alt}?",
                 thread=th, ref=e3, kind="near", idiom=("re-bid question in tender thread", "not_hard"))
        self.add(self.after(e3, 5, 20), "priya", "tight but yes, freight was quoted firm this morning", thread=th)
        ap = self.add(self.at(7.15, 8), "henrik", f"approved at +{px}. don't chase a re-bid", thread=th, ref=e3,
                      kind="hard", hard=self.hard("trade_approval", ["approved", f"+{px}"], "reply"))
        if ap.t <= e3.t:
            ap.t = self.after(e3, 30, 60)
        ref = f"{issuer.split()[0].upper()[:3]}-T{r.randint(100, 999)}"
        e6 = self.add(self.after(ap, 10, 40), "priya", f"bid submitted on the {issuer} portal, ref {ref}, validity 48h",
                      thread=th, kind="hard", hard=self.hard("trade_confirmation", ["bid submitted", ref], "untagged"),
                      idiom=("tender bid submission confirmation", "trade_confirmation"))
        self.add(self.after(e6, 1, 6), "henrik", "👍", thread=th, ref=e6, kind="noise")
        self.tender_thread = th
        # award later (to someone else)
        win_cp = r.choice([c for c in CPTYS if c != p["cp_asia"]])
        self.add(self.at(19.5, 60), "tender", "", embeds=[{
            "title": f"AWARDED — {issuer} buy tender ({win})",
            "fields": [{"name": "Winner", "value": win_cp}, {"name": "Price", "value": f"~JKM+{float(px) - r.uniform(0.05, 0.15):.2f} (talk)"},
                       {"name": "Delivery", "value": f"DES {port}"}],
            "footer": "TenderWatch · unconfirmed, market sources"}], kind="near",
            idiom=("tender award to another company", "not_hard"))

    # ----------------------------------------------------------------- F: routing / no-route
    def story_routing(self):
        p, r = self.p, self.r
        iss2, port2 = p["tender2"]
        q = self.add(self.at(9.2, 30), "priya", f"Henrik — do we want to look at the {iss2} tender or skip?", kind="near")
        self.add(self.after(q, 10, 40), "henrik",
                 f"{iss2} tender: no action from us, not routing — DES {port2} is outside anything we can reach in {self.M2}.",
                 ref=q, kind="hard", hard=self.hard("no_route_decision", ["no action", "not routing", f"{iss2} tender"], "reply"),
                 idiom=("explicit no-action reply", "no_route_decision"))
        nid = r.randint(40000, 49999)
        topic = f"{r.choice(UNHELD_PLANTS)} restart"
        self.add(self.at(11.0, 90), "router",
                 f"triage item=news/{nid} topic=\"{topic}\" decision=NO_ROUTE reason=not_in_book",
                 kind="hard", hard=self.hard("no_route_decision", [f"item=news/{nid}", "decision=NO_ROUTE"], "structured"),
                 idiom=("router key=value NO_ROUTE", "no_route_decision"))
        tid = r.randint(1000, 1999)
        self.add(self.at(3.2, 30), "router",
                 f"triage item=tender/{tid} src=TenderWatch decision=ROUTE assignee=priya.n reason=window_match",
                 kind="hard", hard=self.hard("route_decision", [f"item=tender/{tid}", "decision=ROUTE", "assignee=priya.n"], "structured"))
        for h in (6, 12, 18):
            nn = r.randint(6, 19)
            self.add(self.at(h + 0.02, 0), "router", f"triage sweep {h:02d}:00Z — {nn} items, 0 routed, {nn} archived",
                     kind="noise", idiom=("cron summary '0 routed'", "not_hard"))

    # ----------------------------------------------------------------- G: news
    def story_news(self):
        p, r = self.p, self.r
        tr = r.randint(1, 6)
        g1 = self.add(self.at(13.3, 60), "news", "", embeds=[{
            "title": f"{p['us_plant']}: Train {tr} trips, feedgas down ~{r.uniform(0.4, 1.1):.1f} Bcf/d",
            "description": f"Operator flaring notice filed; restart timing unclear. {self.M1} loadings may slip. " + self.wire(),
            "fields": [{"name": "Region", "value": "US Gulf Coast"}, {"name": "Severity", "value": "high"}],
            "footer": "lngwire · regulatory filing / market sources"}], kind="hard",
            hard=self.hard("held_position_news", [p["us_plant"], f"Train {tr}", "trips"], "embed"),
            idiom=("held loading plant outage embed", "held_position_news"))
        self.add(self.after(g1, 1, 5), "jd", f"that's our {self.M1} lifting plant. checking with their scheduler", ref=g1)
        if r.random() < 0.5:
            k = r.randint(2, 5)
            self.add(self.at(3.6, 60), "news",
                     f"{p['pac_company']} trims {self.M2} loading programme by {k} cargoes at {p['pac_plant']}, cites upstream issue",
                     kind="hard", hard=self.hard("held_position_news", [p["pac_company"], f"{k} cargoes", "loading programme"], "untagged"),
                     idiom=("held plant named only via operator company", "held_position_news"))
        else:
            k = r.randint(1, 3)
            self.add(self.at(3.6, 60), "news",
                     f"{p['asia_buyer']} asks suppliers to defer {k} {self.M2} cargoes as mild temps cut power burn",
                     kind="hard", hard=self.hard("held_position_news", [p["asia_buyer"], "defer", f"{k} {self.M2} cargoes"], "untagged"),
                     idiom=("news on buyer of a held DES cargo", "held_position_news"))
        pct = f"{r.uniform(4, 9):.1f}"
        g3 = self.add(self.at(9.7, 30), "news",
                      f"🇳🇴 {p['norway']} unplanned outage cuts Norwegian flows ~{r.randint(15, 40)} mcm/d; TTF front-month jumps {pct}%",
                      kind="hard", hard=self.hard("held_position_news", [p["norway"], "TTF", f"jumps {pct}%"], "untagged"),
                      idiom=("underlying of held derivative moves on outage", "held_position_news"))
        self.norway_news = g3
        w1, w2 = p["watch"][0], p["watch"][1]
        dd = self.d0 + timedelta(days=r.randint(4, 12))
        self.add(self.at(15.4, 60), "news", f"{w1}: restart delayed to {dd:%d %b} after inspection finds valve damage\n> " + self.wire(),
                 kind="hard", hard=self.hard("watchlist_news", [w1, "restart delayed"], "untagged"),
                 idiom=("watchlist plant restart delay", "watchlist_news"))
        if r.random() < 0.7:
            self.add(self.at(10.5, 90), "news", "", embeds=[{
                "title": f"{w2}: strike action extended",
                "description": f"Unions at {w2} extend rolling strikes through {dd + timedelta(days=3):%d %b}; loadings/send-out reduced.",
                "footer": "lngwire · union statement"}], kind="hard",
                hard=self.hard("watchlist_news", [w2, "strike action extended"], "embed"))
        # unrelated / not-held news (near-misses)
        unrel = [
            f"{r.choice(UNHELD_PLANTS)}: maintenance completed ahead of schedule, cargo loadings resume",
            f"Mozambique: partners reaffirm Rovuma LNG timeline; FID talk for {self.d0.year + 1}",
            f"Australian east coast gas prices ease to A${r.uniform(11, 14):.2f}/GJ on milder weather",
            f"{r.choice(UNHELD_PLANTS)} reports feedgas shortfall, {r.randint(1, 3)} cargoes cancelled",
            f"Cold snap forecast for NE Asia next week, Tokyo temps {r.randint(2, 4)}C below normal",
            f"Argentina export project signs {r.choice(['HOA', 'tolling MoU'])} for floating liquefaction unit",
            f"Qatar: North Field expansion first LNG still guided mid-{self.d0.year}",
            f"China's {r.choice(['Sinopec', 'CNOOC', 'PetroChina'])} signs 15-yr SPA with US developer",
        ]
        r.shuffle(unrel)
        for i, txt in enumerate(unrel[: r.randint(4, 6)]):
            if r.random() < 0.6:
                self.add(self.in_region("any"), "news", "", embeds=[{"title": txt, "description": self.wire(),
                         "footer": "lngwire · market sources"}], kind="near",
                         idiom=("news on a name the desk does not hold", "not_hard") if i == 0 else None)
            else:
                self.add(self.in_region("any"), "news", txt + "\n> " + self.wire(), kind="near",
                         idiom=("news on a name the desk does not hold", "not_hard") if i == 0 else None)

    def wire(self):
        r = self.r
        s = [f"The development comes as spot prices in Asia hover near ${self.jkm:.2f}/MMBtu and European benchmarks trade around €{self.ttf1:.0f}/MWh.",
             f"Analysts said the impact on prompt balances would be limited, with most affected volumes already contracted under term deals.",
             f"A company spokesperson declined to comment on commercial details.",
             f"Industry sources said {r.randint(1, 4)} cargoes could be affected over the coming weeks.",
             f"The plant has a nameplate capacity of about {r.uniform(3, 16):.1f} million tonnes per year.",
             f"Traders said the news had little immediate effect on the JKM curve.",
             f"Shipping data showed {r.randint(2, 9)} vessels waiting in the area as of this morning.",
             f"The government has been trying to secure additional winter supply through tenders and bilateral deals."]
        r.shuffle(s)
        return " ".join(s[:r.randint(3, 5)])

    # ----------------------------------------------------------------- H: thesis
    def story_thesis(self):
        p, r = self.p, self.r
        paras = self._note_paragraphs("mid")
        conv = r.choice(["medium", "low", "high"])
        src = r.choice(["neutral", "bullish"])
        decision = (f"**View change:** we move JKM {self.M2} from {src} to **bearish** (conviction: {conv}) — the "
                    f"resale flow out of China outweighs the weather bid.")
        body = (f"## Midday cross-basin update\n\n" + paras[1] + "\n\n" + paras[8] + "\n\n" + paras[0] + "\n\n" + decision +
                "\n\n### Discussion\n" + self.prose(21) + "\n\n" + paras[6] + "\n\n" + paras[5] + "\n\n" + paras[2] + "\n\n" +
                paras[4] + "\n\n" + self.watching() + "\n\n_meridian-analyst_")
        self.add(self.at(11.4, 30), "analyst", body, kind="hard",
                 hard=self.hard("thesis_update", [f"JKM {self.M2}", "bearish", f"conviction: {conv}"], "buried"),
                 idiom=("view change buried in markdown note", "thesis_update"))
        g3 = self.norway_news
        t = self.add(self.after(g3, 8, 30), "ollie",
                     f"still short TTF {self.M2}, thesis intact — {p['norway']} back by the weekend per operator. not adding, not cutting",
                     ref=g3, kind="hard", hard=self.hard("thesis_update", ["thesis intact", f"TTF {self.M2}"], "reply"),
                     idiom=("thesis confirmed after news", "thesis_update"))
        if r.random() < 0.7:
            self.add(self.at(16.3, 40), "henrik",
                     f"cutting conviction on the JKM/TTF widener to low after the {p['asia_buyer']} chatter. keeping it, no adds.",
                     kind="hard", hard=self.hard("thesis_update", ["conviction", "JKM/TTF", "low"], "untagged"))

    # ----------------------------------------------------------------- I: risk
    def story_risk(self):
        p, r = self.p, self.r
        run = self.at(13.1, 30)
        self.add(run, "risk", "", embeds=[{
            "title": "⚠️ LIMIT BREACH",
            "description": "Desk LNG-TRADING exceeded a hard limit at the intraday run.",
            "fields": [{"name": "Limit", "value": "Open cargo count (Atlantic)"},
                       {"name": "Current", "value": "6 cargoes", "inline": True},
                       {"name": "Limit value", "value": "5 cargoes", "inline": True},
                       {"name": "Action", "value": "No new Atlantic length until back within limit"}],
            "footer": f"riskd · run {run:%H:%M}Z"}], kind="hard",
            hard=self.hard("risk_limit", ["LIMIT BREACH", "Open cargo count (Atlantic)", "6 cargoes", "5 cargoes"], "embed"),
            idiom=("risk bot breach embed", "risk_limit"))
        v = r.choice(["4.5", "5.0", "5.5"])
        self.add(self.at(14.2, 30), "henrik",
                 f"VaR limit for the desk raised to ${v}m through Friday (CRO signed off). cargo count limit stays at 5.",
                 kind="hard", hard=self.hard("risk_limit", ["VaR limit", f"${v}m"], "untagged"))
        oid = f"ICE-{r.randint(7800000, 7899999)}"
        q1, q2 = r.choice([(10, 6), (8, 5), (12, 7)])
        self.add(self.at(10.3, 60), "risk",
                 f"pre-trade check oid={oid} instr=TTF {self.M3} side=SELL qty_req={q1} qty_ok={q2} action=RESIZED "
                 f"reason=desk_delta_limit(TTF) used={r.randint(95, 118)}/120 GWh/d",
                 kind="hard", hard=self.hard("risk_limit", [f"oid={oid}", "action=RESIZED", f"qty_ok={q2}"], "structured"),
                 idiom=("risk engine resizes order", "risk_limit"))
        for h in (0, 4, 8, 12, 16, 20):
            self.add(self.at(h + 0.5, 5), "risk",
                     f"riskd: all limits OK · VaR(95,1d) ${r.uniform(2.4, 3.6):.2f}m / $4.0m · cargoes {r.randint(3, 5)}/5 · "
                     f"TTF delta {r.randint(40, 90)}/120 GWh/d", kind="noise",
                     idiom=("risk heartbeat all limits OK", "not_hard"))

    # ----------------------------------------------------------------- J: shipping
    def story_shipping(self):
        p, r = self.p, self.r
        vc = p["charter_vessel"]
        d = r.choice([45, 60, 90])
        rate = r.randint(42, 68) * 1000
        dr = f"{r.randint(1, 5)}-{r.randint(6, 10)} {self.M1}"
        hyp = self.add(self.at(9.9, 30), "marta",
                       f"if Panama waits go past {r.randint(9, 12)} days we'd send {p['us_vessel']} via the Cape — adds ~{r.randint(8, 11)} days "
                       f"and ~{r.uniform(0.9, 1.3):.1f}% more boil-off", kind="near")
        j1 = self.add(self.after(hyp, 20, 70), "marta",
                      f"propose we fix {vc} for {d} days TC at ${rate:,}/day, delivery {p['us_plant']} {dr}, redelivery Atlantic. "
                      f"needed for the {self.M2} FOB. Henrik?",
                      kind="hard", hard=self.hard("trade_proposal", ["fix", vc, f"${rate:,}/day", f"{d} days"], "untagged"),
                      idiom=("charter fixture proposal", "trade_proposal"))
        j2 = self.add(self.after(j1, 5, 25), "henrik", "yes, fix it", ref=j1, kind="hard",
                      hard=self.hard("trade_approval", ["yes", "fix it"], "reply"))
        rf = rate - r.choice([0, 500, 1000, 1500])
        self.add(self.after(j2, 40, 120), "marta",
                 f"fixed: {vc}, {d}d TC @ ${rf:,}/day, delivery {p['us_plant']} {dr}. CP to follow",
                 kind="hard", hard=self.hard("trade_fill", ["fixed", vc, f"${rf:,}/day"], "untagged"))
        if r.random() < 0.6:
            self.add(self.at(15.1, 30), "henrik",
                     f"routing the {p['us_vessel']} Panama slot auction to Marta — her call on bid level",
                     kind="hard", hard=self.hard("route_decision", ["routing", "Panama slot", "Marta"], "untagged"))

    # ----------------------------------------------------------------- K: deletes / forgets
    def story_removals(self):
        p, r = self.p, self.r
        n = r.choice([5, 10, 15])
        px = self.px(self.hh2 + r.uniform(0.02, 0.1), 3)
        k1 = self.add(self.at(17.4, 40), "jd", f"[FILL] bought {n} HH {self.M3} @ {px}", kind="hard",
                      hard=self.hard("trade_fill", ["[FILL]", "bought", f"{n} HH {self.M3}", px], "tagged"))
        k1.deleted_at = self.after(k1, 1, 4)
        k1.removed = f"[FILL] bought {n} HH {self.M3} @ {px}"
        self.add(k1.deleted_at + timedelta(seconds=r.randint(5, 40)), "jd", "wrong channel, ignore that (power book)")
        if r.random() < 0.5:
            pl = r.choice(US_PLANTS)[0]
            cp = r.choice(CPTYS)
            slope = f"{r.uniform(114.5, 116.5):.1f}"
            fee = f"{r.uniform(2.3, 2.9):.2f}"
            txt = (f"prop: buy FOB {pl} {self.M3} from {cp} at {slope}% HH + {fee}, their originator says they need it gone "
                   f"before their board meeting on Thursday")
            k2 = self.add(self.at(15.8, 40), "jd", txt, kind="hard",
                          hard=self.hard("trade_proposal", ["buy", f"FOB {pl}", f"{slope}% HH + {fee}"], "untagged"))
            k2.forgot_at = self.after(k2, 20, 90)
            k2.removed = f"{slope}% HH + {fee}, their originator"
        cp = r.choice(CPTYS)
        amt = r.choice([25, 40, 60])
        k3 = self.add(self.at(8.6, 30), "ollie",
                      f"fyi {cp} internal limit on us is only ${amt}m since the downgrade — heard from their credit guy, keep it in the room")
        k3.forgot_at = self.after(k3, 30, 120)
        k3.removed = f"{cp} internal limit on us is only ${amt}m"
        # bulk delete of duplicated AIS resends
        t0 = self.at(6.6, 30)
        dup = []
        tag = r.randint(1000, 9999)
        for i in range(3):
            m = self.add(t0 + timedelta(seconds=i * 2 + 1), "ais",
                         f"AIS resend dup-ping #{tag}{i} {p['pac_vessel']} (stale, feed replay)", kind="noise")
            m.removed = f"dup-ping #{tag}{i}"
            dup.append(m)
        bt = t0 + timedelta(minutes=r.uniform(3, 9))
        for m in dup:
            m.bulk = bt
            m.deleted_at = bt

    # ----------------------------------------------------------------- near misses
    def near_misses(self):
        p, r = self.p, self.r
        M1, M2, M3 = self.M1, self.M2, self.M3
        opts = [
            ("sg", "wei", f"what if we bought the {M2} JKM at {self.jkm - 0.2:.2f} and sold TTF against it? spread looks cheap-ish", ("what-if trade musing", "not_hard")),
            ("sg", "priya", f"if {p['asia_buyer']} defers again we'd have to find a home for the {M2} cargo — Dahej maybe, or reload?", None),
            ("hou", "cody", f"would it make sense to go short {r.choice([10, 20])} HH {M3} ahead of the storage print? just thinking aloud", None),
            ("ldn", "marta", f"a stop around {self.ttf2 + 0.8:.2f} on the TTF short would be sensible imo, but Ollie's call", ("stop suggestion without decision", "not_hard")),
            ("ldn", "ollie", "we should send the TTF order soon, before the close gets thin", None),
            ("hou", "jd", f"are we still long {p['hh_lots']} HH {M2}? ETRM shows {p['hh_lots'] - 5}", None),
            ("sg", "wei", f"who's got the {p['tender_issuer']} tender docs? is the deadline noon local or SGT?", None),
            ("ldn", "ollie", f"does anyone know the {p['eu_term']} berth schedule for {M2}?", None),
            ("sg", "wei", f"last winter we sold a DES {p['asia_term']} cargo at JKM+1.10 in almost this exact setup — then ate 3 days of demurrage",
             ("past cargo told as history", "not_hard")),
            ("ldn", "marta", f"back in Feb '22 we had {r.choice(VESSELS)} stuck off {p['eu_term']} for a week, same fog story", None),
            ("sg", "priya", f"for the record the {self.M0} {p['pac_plant']} cargo we sold in Dec at JKM+0.28 settled fine, invoice paid", None),
            ("ldn", "ollie", f"fyi the Oslo gas desk sold {r.choice([25, 50])} TTF Q2 this morning, not our book", ("other desk's trade", "not_hard")),
            ("hou", "jd", f"power desk bought 50 HH {M3} today, heads up if you see it in the risk report", None),
            ("hou", "cody", f"if HH {M2} gets to {self.hh2 + 0.5:.2f} I'd be tempted to take the hedge off, but that's a tomorrow problem", None),
        ]
        r.shuffle(opts)
        for region, who, txt, idi in opts[: r.randint(11, 14)]:
            self.add(self.in_region(region), who, txt, kind="near", idiom=idi)
        # broker relays / indications (other firms)
        brk = [
            (f"BROKER · TTF {M1} traded {self.ttf1 + r.uniform(-0.2, 0.2):.2f} x {r.choice([25, 50, 75])} lots (screen)", ("broker relay of others' trade", "not_hard")),
            (f"BROKER · heard {r.choice(CPTYS)} sold DES {r.choice(['Tianjin', 'Incheon', 'Himeji', 'Dahej'])} {M2} at JKM+{r.uniform(0.2, 0.7):.2f} to a utility", None),
            (f"BROKER · JKM {M2} swap {self.jkm:.3f} traded x 20 lots, {M3} {self.jkm2:.3f} bid", None),
            (f"BROKER · HH {M2} block {r.choice([10, 20])}k MMBtu/d traded {self.hh2:.3f}", None),
            (f"BROKER · {r.choice(CPTYS)} fixes {r.choice(VESSELS)} 1yr TC ${r.randint(55, 80)},000/day", None),
            (f"BROKER · indic DES NWE {M2}: TTF-{r.uniform(0.5, 0.7):.2f}/-{r.uniform(0.3, 0.5):.2f} $/MMBtu, no firm", ("indicative levels from broker", "not_hard")),
            (f"BROKER · indic FOB USG {M2}: TTF-{r.uniform(2.2, 2.6):.2f} / -{r.uniform(1.9, 2.2):.2f}", None),
            (f"BROKER · TTF {M2} {self.ttf2:.2f}/{self.ttf2 + 0.05:.2f}, {M1}/{M2} spread {self.ttf1 - self.ttf2:.2f}", None),
            (f"BROKER · JKM {M3} {self.jkm2 - 0.05:.3f}/{self.jkm2 + 0.03:.3f} indic", None),
        ]
        for txt, idi in brk:
            self.add(self.in_region("any"), "broker", txt, kind="near", idiom=idi)
        # other companies' tender results
        for _ in range(2):
            if r.random() < 0.5:
                iss, port = r.choice(SELL_TENDERS)
                title = f"AWARDED — {iss} sell tender"
                fields = [{"name": "Winner", "value": r.choice(CPTYS)}, {"name": "Basis", "value": f"FOB {port}"},
                          {"name": "Price", "value": f"~{r.uniform(11.5, 13.5):.1f}% Brent"}]
            else:
                iss, port = r.choice(BUY_TENDERS)
                title = f"AWARDED — {iss} buy tender"
                fields = [{"name": "Winner", "value": r.choice(CPTYS)}, {"name": "Basis", "value": f"DES {port}"},
                          {"name": "Price", "value": f"~JKM+{r.uniform(0.2, 0.9):.2f}"}]
            self.add(self.in_region("any"), "tender", "", embeds=[{"title": title, "fields": fields,
                                                                    "footer": "TenderWatch · market sources"}], kind="near")
        # paper / model book and backtest from the analyst
        self.add(self.at(22.2, 20), "analyst",
                 f"Model book (paper, not traded) EOD: long {r.choice([10, 20])} JKM {M2} @ {self.jkm - 0.1:.3f}, short "
                 f"{r.choice([4, 6])} TTF {M2} @ {self.ttf2 + 0.3:.2f} — MTM +${r.randint(12, 90)}k. Shared for calibration only.",
                 kind="near", idiom=("paper model book", "not_hard"))
        self.add(self.at(18.6, 40), "analyst",
                 f"Backtest, JKM–TTF {M2} spread mean-reversion 2019–2025: entries at |z|>1.5 would have sold ~{r.randint(8, 14)} "
                 f"times, hit rate {r.randint(52, 61)}%, Sharpe {r.uniform(0.6, 1.1):.2f}, max DD ${r.uniform(0.8, 2.1):.1f}m. "
                 f"No live orders attached.", kind="near", idiom=("backtest result with trade words", "not_hard"))
        # long analyst notes without a decision
        paras = self._note_paragraphs("pm")
        body = ("## Freight & Atlantic wrap\n\nNo change to desk positioning from this note; context only.\n\n" + paras[2] +
                "\n\n" + paras[1] + "\n\n" + paras[8] + "\n\n### Discussion\n" + self.prose(22) + "\n\n" +
                paras[6] + "\n\n" + paras[4] + "\n\n" + paras[3] + "\n\n" + self.watching() +
                f"\n\nIf the Cape route stays the default, a buyer that wants Atlantic supply for {M2} has to bid at least "
                f"${r.uniform(0.9, 1.4):.2f} over TTF; one could sell the {M2} spread here, but the weather risk argues for patience.\n\n_meridian-analyst_")
        self.add(self.at(20.8, 30), "analyst", body, kind="near", idiom=("long analysis, trading words, no decision", "not_hard"))
        paras = self._note_paragraphs("eve")
        body = (f"## Evening wrap {self.d0:%d %b}\n\n" + paras[0] + "\n\n" + paras[1] + "\n\n" + paras[5] + "\n\n" +
                paras[4] + "\n\n" + paras[7] + "\n\n### Discussion\n" + self.prose(22) + "\n\n" + paras[8] +
                "\n\n" + paras[2] + "\n\n" + paras[3] + "\n\n" + self.watching() +
                "\n\nNothing here requires action tonight; Singapore picks up at 00:30Z.\n\n_meridian-analyst_")
        self.add(self.at(23.1, 15), "analyst", body, kind="near")

    # ----------------------------------------------------------------- noise
    def noise(self):
        p, r = self.p, self.r
        for h in range(24):
            self.add(self.at(h + 0.01, 0.5), "mon",
                     f"♥ deskmon ok · ingest lag {r.randint(40, 900)}ms · endur-bridge up · ais up · {h:02d}:00Z", kind="noise",
                     idiom=("heartbeat", "not_hard") if h == 3 else None)
        dests = [p["asia_term"], p["eu_term"], p["us_plant"], p["pac_plant"], "Gibraltar", "Cape of Good Hope", "Panama Canal"]
        vs = [p["us_vessel"], p["pac_vessel"], p["charter_vessel"], r.choice(VESSELS)]
        for i in range(r.randint(14, 19)):
            v = r.choice(vs)
            lat = r.uniform(-35, 40)
            lon = r.uniform(-95, 145)
            self.add(self.in_region("any"), "ais",
                     f"AIS {v} {abs(lat):.2f}{'N' if lat >= 0 else 'S'} {abs(lon):.2f}{'E' if lon >= 0 else 'W'} "
                     f"{r.uniform(11, 19.5):.1f}kn hdg {r.randint(0, 359):03d} draught {r.uniform(9.2, 11.8):.1f}m dest {r.choice(dests)} "
                     f"ETA {self.d0 + timedelta(days=r.randint(1, 20)):%d%b} {r.randint(0, 23):02d}00",
                     kind="noise", idiom=("AIS position ping", "not_hard") if i == 0 else None)
        for h in (0, 6, 12, 18):
            self.add(self.at(h + 0.15, 2), "wx",
                     f"wx {h:02d}Z | Tokyo {r.uniform(1, 9):.1f}C (norm {r.uniform(5, 7):.1f}) | Seoul {r.uniform(-8, 2):.1f}C | "
                     f"Shanghai {r.uniform(1, 8):.1f}C | London {r.uniform(1, 9):.1f}C | Houston {r.uniform(3, 18):.1f}C | "
                     f"HDD NE Asia {r.uniform(14, 22):.1f} vs 10y {r.uniform(14, 19):.1f}", kind="noise")
        for _ in range(r.randint(2, 3)):
            self.add(self.in_region("ldn"), "ci",
                     r.choice([f"deploy endur-bridge v4.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ✅ sha {self.hexid(7)}",
                               f"CI: lng-pricer #{r.randint(1800, 1999)} passed ({r.randint(3, 6)}m{r.randint(10, 59)}s)",
                               f"CI: ais-ingest #{r.randint(300, 399)} failed (flaky test_eta_rounding), retrying",
                               f"deploy riskd {r.randint(2, 3)}.{r.randint(0, 9)}.{r.randint(0, 20)} → staging"]), kind="noise")
        for _ in range(r.randint(5, 8)):
            inst = r.choice([(f"JKM {self.M2}", self.jkm, 3, 0.25), (f"TTF {self.M1}", self.ttf1, 2, 0.6),
                             (f"HH {self.M2}", self.hh2, 3, 0.08)])
            lvl = inst[1] + r.uniform(-inst[3], inst[3])
            self.add(self.in_region("any"), "alerts",
                     f"🔔 {inst[0]} {lvl:.{inst[2]}f} crossed alert level {lvl - 0.01:.{inst[2]}f} ({r.choice(['up', 'down'])})",
                     kind="noise", idiom=None)
        for h in (6, 12, 18, 23):
            self.add(self.at(h + 0.05, 1), "pnl",
                     f"PnL {h:02d}:00Z · day {r.uniform(-250, 400):+.0f}k · MTD {r.uniform(-1.5, 3.5):+.2f}m · "
                     f"phys {r.uniform(-200, 300):+.0f}k · fin hedges {r.uniform(-200, 200):+.0f}k (USD)", kind="noise",
                     idiom=("PnL snapshot", "not_hard") if h == 6 else None)
        for _ in range(r.randint(2, 3)):
            self.add(self.in_region("any"), "mon",
                     f"gateway: connection reset by peer, resumed (seq {r.randint(80000, 99999)}, {r.randint(0, 3)} missed)", kind="noise")
        for _ in range(3):
            ln = r.randint(180, 420)
            tb = (f"endur-bridge ERROR capture loop crashed, restarting in 5s\n```\nTraceback (most recent call last):\n"
                  f'  File "/opt/endur_bridge/loop.py", line {ln}, in run\n    self._poll_once()\n'
                  f'  File "/opt/endur_bridge/loop.py", line {ln + 61}, in _poll_once\n    rows = self.client.fetch_deals(since=self.cursor)\n'
                  f'  File "/opt/endur_bridge/client.py", line 88, in fetch_deals\n    resp = self._session.post(url, json=body, timeout=self.timeout)\n'
                  f'  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 637, in post\n    return self.request("POST", url, data=data, json=json, **kwargs)\n'
                  f'  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 532, in send\n    raise ReadTimeout(e, request=request)\n'
                  f"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='endur-api.internal', port=8443): "
                  f"Read timed out. (read timeout=30)\n```\ncursor={r.randint(10**8, 10**9)} retries=3 worker=bridge-{r.randint(1, 4)}")
            self.add(self.in_region("any"), "etrm", tb, kind="noise", idiom=None)
        # acknowledgements
        acks = ["ok", "thx", "👍", "ty", "copy", "🙏", "noted", "k", "ok ta", "cheers", "👀", "on it"]
        chats = [m for m in self.msgs if m.kind == "chat" and not m.author in ("etrm", "tender") and m.thread is None]
        for _ in range(r.randint(8, 12)):
            if chats and r.random() < 0.7:
                tgt = r.choice(chats)
                who = r.choice([a for a in ("wei", "priya", "ollie", "marta", "jd", "cody") if a != tgt.author])
                self.add(self.after(tgt, 0.3, 6), who, r.choice(acks), ref=tgt, kind="noise")
            else:
                reg = r.choice(["sg", "ldn", "hou"])
                self.add(self.in_region(reg), r.choice(REGION_AUTHORS[reg]), r.choice(acks), kind="noise",
                         idiom=("bare acknowledgement", "not_hard"))

    # ----------------------------------------------------------------- chatter
    def chatter(self):
        p, r = self.p, self.r
        M0, M1, M2, M3 = self.M0, self.M1, self.M2, self.M3
        v = lambda: r.choice(VESSELS)
        sg = [
            lambda: f"{p['pac_vessel']} NOR tendered at {p['pac_plant']} {r.randint(4, 11):02d}{r.choice(['00', '30', '12', '45'])} local, loading tomorrow am",
            lambda: f"JKM {M2} swaps {self.jkm - 0.02:.3f} bid in the Platts window, thin",
            lambda: f"cold in Tokyo again, utilities buying prompt — heard {r.randint(2, 4)} cargoes moved into Japan for {M1}",
            lambda: "morning all",
            lambda: f"{p['asia_buyer']} ADP for {M3} came out, they want 1 more slot than last year",
            lambda: f"BOG on {p['pac_vessel']} running {r.uniform(0.09, 0.13):.2f}%/d, fine for the laden leg",
            lambda: f"Chinese buyers still reselling {M2}, {r.randint(3, 7)} cargoes offered up north",
            lambda: f"JKM-TTF {M2} at ${r.uniform(0.2, 1.0):.2f}, arb to Asia shut for Gulf cargoes",
            lambda: f"{p['asia_term']} terminal wants updated ETA by 1600 JST, sending now",
            lambda: f"Platts MOC quiet today, {r.randint(1, 4)} bids no offers in {M2}",
            lambda: f"anyone else's Bloomberg lagging? my JKM page froze",
            lambda: f"Q-card for {p['pac_vessel']} received, cargo quality {r.uniform(1.035, 1.048):.3f} GHV fine for {p['asia_term']}",
            lambda: f"lunch — back in 30",
            lambda: f"{M3} Japan demand forecasts out from METI, nothing surprising",
            lambda: f"SGX LNG index {M2} fixing at {self.jkm - 0.15:.3f}",
        ]
        ldn = [
            lambda: f"TTF {M1} opened {self.ttf1:.2f}, withdrawals high, NWE stocks at {r.randint(48, 63)}% full",
            lambda: f"{p['eu_term']} slot for {M2} still unsold, send-out capacity fine",
            lambda: f"{v()} passed Gibraltar {r.randint(0, 23):02d}{r.randint(0, 59):02d}Z",
            lambda: f"Panama: {r.randint(3, 9)} LNG transits booked next week, waits ~{r.randint(4, 12)} days northbound",
            lambda: f"spot rates 2-stroke ${r.randint(40, 70)}k/day Atlantic, TFDE ${r.randint(15, 35)}k",
            lambda: "coffee run, anyone?",
            lambda: f"tidying the {M2} nominations — {p['us_plant']} wants final by 15:00 CT",
            lambda: f"NBP {M1} {self.ttf1 * 2.55:.1f}p/th, tracking TTF",
            lambda: f"morning. book review at 09:30 London, Wei dial in if you can",
            lambda: f"{p['norway']} nomination update posted on UMM, nothing new",
            lambda: f"demurrage claim from {v()} charterer came in, forwarding to legal",
            lambda: f"Suez transit quote ${r.uniform(0.3, 0.6):.2f}m one-way, still not using it",
            lambda: f"EUA {r.uniform(68, 82):.2f}, coal switching not a factor at these levels",
            lambda: f"heel plan for {p['charter_vessel']}: keep {r.randint(1500, 3000)} m3 for cooldown",
            lambda: f"{p['eu_term']} regas fee invoice for {M0} arrived, booking it",
        ]
        hou = [
            lambda: f"HH {M2} {self.hh2:.3f} — cash at {self.hh2 + r.uniform(-0.3, 0.6):.2f}, freeze-offs in the Haynesville",
            lambda: f"feedgas to Gulf terminals {r.uniform(16.5, 18.9):.1f} Bcf/d today per pipeline noms",
            lambda: f"{p['us_plant']} confirmed loading window {r.randint(1, 5)}-{r.randint(6, 10)} {M1} for our cargo",
            lambda: "gm",
            lambda: f"storage report Thursday, consensus -{r.randint(90, 260)} Bcf",
            lambda: f"Waha negative again lol",
            lambda: f"Henrik, {M1} cargo nomination docs signed and back to {p['us_plant']}",
            lambda: f"ERCOT peak load forecast {r.randint(62, 78)} GW tomorrow, burn up",
            lambda: f"NOAA 6-10 day still cold east of the Rockies",
            lambda: f"{p['us_vessel']} cooldown gas request sent to terminal",
        ]
        head = [
            lambda: "pls keep recaps in the ETRM within the hour, audit asked again",
            lambda: f"who's covering Singapore Friday? Wei is out",
            lambda: f"good work on the {M2} book this week all",
            lambda: "reminder: credit wants updated exposure for the top 5 cptys by EOD",
        ]
        pools = [("sg", ["wei", "priya"], sg, 21), ("ldn", ["ollie", "marta"], ldn, 21),
                 ("hou", ["jd", "cody"], hou, 14), ("head", ["henrik"], head, 3)]
        for region, who, pool, count in pools:
            n = count + r.randint(-3, 3)
            order = []
            while len(order) < max(1, n):
                batch = list(range(len(pool)))
                r.shuffle(batch)
                order += batch
            for i in order[: max(1, n)]:
                self.add(self.in_region(region), r.choice(who), pool[i]())
        # tender notices (other tenders) as plain chatter embeds
        for _ in range(r.randint(2, 3)):
            iss, port = r.choice(BUY_TENDERS + SELL_TENDERS)
            typ = "SELL" if (iss, port) in SELL_TENDERS else "BUY"
            self.add(self.in_region("any"), "tender", "", embeds=[{
                "title": f"NEW {typ} TENDER — {iss}",
                "description": f"{iss} has issued a {typ.lower()} tender for {M2}–{M3} loading/delivery. Bids due within "
                               f"{r.randint(2, 6)} days, validity {r.choice([24, 48, 72])}h. Pricing {r.choice(['JKM-linked', 'Brent slope', 'fixed or JKM'])}. "
                               f"Participants per market talk: {', '.join(r.sample(CPTYS, 3))} and others.",
                "fields": [{"name": "Cargoes", "value": str(r.randint(1, 6))},
                           {"name": "Basis", "value": f"{'FOB' if typ == 'SELL' else 'DES'} {port}"},
                           {"name": "Window", "value": f"{M2}–{M3}"}],
                "footer": "TenderWatch · market sources"}])
        # a second small thread: shipping ops
        st = self.add(self.at(10.8, 40), "marta", f"{p['charter_vessel']} ops thread — cooldown / gassing-up plan")
        st.thread_name = f"{p['charter_vessel']} ops"
        prev = st
        lines = [
            ("marta", f"gassing-up at {p['us_plant']} booked for {r.randint(1, 5)} {M1}, {r.randint(8, 14)}h slot"),
            ("jd", "terminal wants the vetting docs again, sending"),
            ("marta", f"cooldown LNG {r.randint(900, 1400)} m3, priced at HH*115% + {r.uniform(2.4, 3.0):.2f} per the GTC"),
            ("ollie", "do we need a TTF hedge for the cooldown volume? tiny"),
            ("marta", "no, too small, ignore"),
            ("jd", "👍"),
        ]
        for who, txt in lines:
            kind = "noise" if txt == "👍" else ("near" if "do we need a TTF hedge" in txt else "chat")
            prev = self.add(self.after(prev, 3, 25), who, txt, thread=st, kind=kind)
        # tender thread chit-chat
        th = self.tender_thread
        for who, txt in [("wei", f"freight for {p['pac_vessel']} to {p['tender_port']} ~${r.randint(45, 65)}k/d equiv, ok"),
                         ("priya", "docs uploaded, waiting for their portal to accept the LC template")]:
            self.add(self.after(th, 30, 150), who, txt, thread=th)


    # ----------------------------------------------------------------- long-form context (runs, reports, digests)
    def long_form(self):
        p, r = self.p, self.r
        M1, M2, M3 = self.M1, self.M2, self.M3

        def run(title):
            lines = [title]
            for i, mo in enumerate((M1, M2, M3)):
                b = self.jkm + 0.2 - i * 0.18 + r.uniform(-0.04, 0.04)
                lines.append(f"JKM {mo:<4} {b - 0.04:.3f} / {b + 0.03:.3f}")
            for i, mo in enumerate((M1, M2, M3)):
                b = self.ttf1 - i * 0.45 + r.uniform(-0.1, 0.1)
                lines.append(f"TTF {mo:<4} {b - 0.03:.2f} / {b + 0.03:.2f}")
            for i, mo in enumerate((M1, M2, M3)):
                b = self.hh2 + 0.1 - i * 0.12
                lines.append(f"HH  {mo:<4} {b - 0.004:.3f} / {b + 0.004:.3f}")
            lines.append(f"DES NEA {M2}  JKM+{r.uniform(0.1, 0.3):.2f} / +{r.uniform(0.35, 0.55):.2f}  (indic)")
            lines.append(f"DES NWE {M2}  TTF-{r.uniform(0.5, 0.7):.2f} / -{r.uniform(0.3, 0.5):.2f}  (indic)")
            lines.append(f"FOB USG {M2}  TTF-{r.uniform(2.1, 2.5):.2f} / -{r.uniform(1.8, 2.1):.2f}  (indic)")
            lines.append(f"Freight 2-stroke Atl ${r.randint(40, 65)}k  Pac ${r.randint(45, 75)}k  TFDE ${r.randint(15, 35)}k")
            lines.append("all levels indicative, nothing firm unless stated")
            return "```\n" + "\n".join(lines) + "\n```"
        self.add(self.at(0.75, 10), "broker", run(f"BROKER · Asia open run {self.d0:%d-%b}"), kind="near",
                 idiom=("broker indicative run (bid/offer strip)", "not_hard"))
        self.add(self.at(7.6, 10), "broker", run(f"BROKER · London open run {self.d0:%d-%b}"), kind="near")
        self.add(self.at(13.6, 10), "broker", run(f"BROKER · US open run {self.d0:%d-%b}"), kind="near")

        # daily risk report (all within limits) -> noise
        rows = [("VaR 95% 1d", f"${r.uniform(2.3, 3.6):.2f}m", "$4.0m"),
                ("Stress (cold NEA)", f"-${r.uniform(3, 6):.1f}m", "-$9.0m"),
                ("TTF delta", f"{r.randint(40, 95)} GWh/d", "120 GWh/d"),
                ("JKM delta", f"{r.randint(10, 40)} TBtu", "50 TBtu"),
                ("HH delta", f"{r.randint(2, 9)} Bcf", "12 Bcf"),
                ("Open cargoes Pacific", f"{r.randint(1, 3)}", "4"),
                ("Open cargoes Atlantic", f"{r.randint(2, 4)}", "5"),
                ("Credit: top cpty", f"{r.randint(40, 80)}%", "100%")]
        body = "\n".join(f"{a:<24}{b:>12}  / {c}" for a, b, c in rows)
        self.add(self.at(6.4, 8), "risk", f"riskd daily report {self.d0:%Y-%m-%d} — all within limits\n```\n{body}\n```\n"
                 f"model run 06:15Z · curves as of 06:00Z · positions from endur-bridge snapshot {r.randint(10**6, 10**7)}",
                 kind="noise")

        # morning news digest on names outside the book
        items = [f"- {pl}: {r.choice(['loading normally', 'one train on reduced rates', 'cargo diverted to Europe', 'maintenance brought forward', 'force majeure talk denied by operator'])}"
                 for pl in r.sample(UNHELD_PLANTS, 6)]
        items += [f"- {r.choice(['Pakistan', 'Bangladesh', 'Thailand', 'Egypt', 'Brazil'])}: {r.choice(['power ministry seeks more spot cargoes', 'tender cancelled on price', 'new FSRU arrives', 'fuel oil switching up on LNG prices'])}"
                  for _ in range(4)]
        self.add(self.at(5.9, 15), "news", f"**lngwire digest {self.d0:%d %b} 06:00Z** (outside-book headlines)\n" + "\n".join(items) +
                 "\nfull stories on the terminal", kind="near")

        # fleet / shipping position report from ops (context)
        fleet = []
        for vn in [p["us_vessel"], p["pac_vessel"], p["charter_vessel"]]:
            st = r.choice(["laden", "ballast", "loading", "waiting at anchorage", "discharging"])
            fleet.append(f"| {vn} | {st} | {r.uniform(0, 0.14):.2f}%/d | {r.choice(['Cape', 'Panama', 'direct', 'Suez (no)'])} | "
                         f"{self.d0 + timedelta(days=r.randint(1, 25)):%d %b} |")
        self.add(self.at(9.0, 20), "marta", "fleet status, for the morning call:\n| vessel | state | BOG | route | next port ETA |\n"
                 "|---|---|---|---|---|\n" + "\n".join(fleet) +
                 f"\nPanama slots: {r.randint(0, 2)} booked for {M2}, auction next {r.choice(['Tue', 'Wed', 'Thu'])}. "
                 f"Heel targets unchanged. Nothing to approve here.")

        # voyage economics calc (trader chatter, multi-line)
        days = r.randint(11, 14)
        bog = r.uniform(0.08, 0.12)
        self.add(self.at(3.1, 40), "wei",
                 f"quick netback, {p['pac_plant']} cargo {M2}:\n"
                 f"- DES {p['asia_term']}: JKM {self.jkm:.3f} + 0.30 = {self.jkm + 0.3:.3f}\n"
                 f"- freight {days}d laden + {days}d ballast @ ${r.randint(45, 65)}k = ~${r.uniform(0.55, 0.8):.2f}/MMBtu\n"
                 f"- boil-off {bog:.2f}%/d x {days}d = {bog * days:.2f}% of cargo, ~${bog * days * self.jkm / 100:.3f}/MMBtu\n"
                 f"- port costs + canal n/a = ~$0.07\n"
                 f"=> FOB equivalent ~{self.jkm + 0.3 - 0.7 - 0.1:.2f}, vs tender bids around JKM+0.5 DES it's a wash. just for reference")
        self.add(self.at(15.6, 40), "jd",
                 f"{p['us_plant']} {M1} cargo economics, rough:\n"
                 f"cost = 115% x HH {M1} ({self.hh2 + 0.1:.3f}) + {r.uniform(2.25, 2.75):.2f} fee = {1.15 * (self.hh2 + 0.1) + 2.5:.2f}\n"
                 f"NWE DES: TTF {M1} {self.ttf1:.2f} €/MWh ≈ ${self.ttf1 * 0.341 * 1.04:.2f}/MMBtu, less ~$0.55 freight/BOG/regas\n"
                 f"Asia DES: JKM {M2} {self.jkm:.3f}, less ~$1.60 via Cape\nEurope still wins by ~${r.uniform(0.15, 0.6):.2f}. "
                 f"no change to the plan")

        # Atlantic morning and US afternoon notes (context, no decision)
        paras = self._note_paragraphs("atl")
        self.add(self.at(6.9, 15), "analyst",
                 f"## Europe open {self.d0:%d %b}\n\nNo changes proposed; positioning unchanged.\n\n" + paras[1] + "\n\n" + paras[8] +
                 "\n\n" + paras[4] + "\n\n### Discussion\n" + self.prose(21) + "\n\n" + paras[3] + "\n\n" + self.watching() +
                 "\n\n_meridian-analyst_", kind="near")
        paras = self._note_paragraphs("us")
        self.add(self.at(17.2, 20), "analyst",
                 f"## US afternoon {self.d0:%d %b}\n\nContext for Houston; nothing here changes the book.\n\n" + paras[1] +
                 "\n\n### Discussion\n" + self.prose(21) + "\n\n" + paras[4] + "\n\n" + paras[2] + "\n\n" + paras[7] +
                 "\n\n_meridian-analyst_", kind="near")
        # EOD PnL attribution (noise)
        attr = [("phys Pacific", r.uniform(-150, 250)), ("phys Atlantic", r.uniform(-150, 250)), ("TTF futures", r.uniform(-200, 200)),
                ("JKM swaps", r.uniform(-200, 200)), ("HH futures", r.uniform(-100, 100)), ("freight / TC", r.uniform(-40, 40)),
                ("FX", r.uniform(-20, 20)), ("fees", -r.uniform(2, 12))]
        body = "\n".join(f"{a:<16}{b:>+10.1f}k" for a, b in attr)
        self.add(self.at(22.6, 10), "pnl", f"EOD PnL attribution {self.d0:%Y-%m-%d} (USD)\n```\n{body}\n{'total':<16}{sum(b for _, b in attr):>+10.1f}k\n```\n"
                 f"curves: JKM {self.jkm:.3f} · TTF {self.ttf1:.2f} · HH {self.hh2:.3f} · snapshot id {r.randint(10**6, 10**7)}", kind="noise")
        rows = [("VaR 95% 1d", f"${r.uniform(2.3, 3.8):.2f}m", "limit"), ("TTF delta", f"{r.randint(40, 110)} GWh/d", "120"),
                ("JKM delta", f"{r.randint(10, 45)} TBtu", "50"), ("HH delta", f"{r.randint(2, 10)} Bcf", "12")]
        self.add(self.at(15.0, 20), "risk", "riskd intraday run — within limits\n```\n" +
                 "\n".join(f"{a:<16}{b:>12}  ({c})" for a, b, c in rows) + "\n```", kind="noise")

        # morning call notes (desk head, context only)
        self.add(self.at(8.75, 10), "henrik",
                 f"morning call notes {self.d0:%d %b}:\n"
                 f"1. Pacific: {p['pac_plant']} {M2} cargo — Wei/Priya working the DES vs tender options, recap by SG close\n"
                 f"2. Atlantic: {p['us_plant']} {M1} lifting on schedule per Houston; {p['eu_term']} {M2} slot still open\n"
                 f"3. Shipping: Marta on TC options and Panama; {p['charter_vessel']} gassing-up plan in the ops thread\n"
                 f"4. Risk: cargo count is the binding constraint this week, keep an eye on it\n"
                 f"5. Admin: credit exposure report due Friday, audit still chasing late recaps\n"
                 f"next call tomorrow 08:30 London / 16:30 SGT / 02:30 Houston (sorry Houston, recording it)")

        # ETRM open-position report (context)
        lines = [f"{'book':<12}{'instrument':<26}{'pos':>10}{'avg':>10}{'mtm':>10}"]
        for book, inst, pos, avg in [("LNG-PHYS", f"FOB {p['us_plant']} {M1}", "+1 cgo", "HH*115%+2.50"),
                                     ("LNG-PHYS", f"FOB {p['pac_plant']} {M2}", "+1 cgo", f"JKM-{r.uniform(0.5, 0.9):.2f}"),
                                     ("LNG-PHYS", f"DES {p['asia_term']} {M2}", "-1 cgo", f"JKM+{r.uniform(0.2, 0.5):.2f}"),
                                     ("LNG-PHYS", f"DES {p['eu_term']} {M2}", "-1 cgo", f"TTF-{r.uniform(0.3, 0.6):.2f}"),
                                     ("LNG-HEDGE", f"TTF {M2}", f"-{p['ttf_lots']}", f"{self.ttf2 + 0.4:.2f}"),
                                     ("LNG-HEDGE", f"HH {M2}", f"+{p['hh_lots']}", f"{self.hh2 - 0.05:.3f}"),
                                     ("LNG-HEDGE", f"JKM {M2} swap", f"+{p['jkm_lots']}", f"{self.jkm - 0.2:.3f}"),
                                     ("LNG-SHIP", f"TC {p['charter_vessel']}", "1 vsl", f"${r.randint(40, 70)}k/d")]:
            lines.append(f"{book:<12}{inst:<26}{pos:>10}{avg:>14}{r.uniform(-300, 300):>+9.0f}k")
        self.add(self.at(0.3, 5), "etrm", "open position report (start of day)\n```\n" + "\n".join(lines) + "\n```\n"
                 "source: endur nightly batch · reconciled with clearer statements")

        # tender screen note (analyst, no decision)
        paras = self._note_paragraphs("tend")
        self.add(self.at(4.3, 20), "analyst",
                 f"## Tender screen {self.d0:%d %b}\n\nOpen tenders vs our positions, for information; nothing flagged for action.\n\n" +
                 paras[6] + "\n\n" + paras[7] + "\n\n### Discussion\n" + self.prose(19) + "\n\n" + paras[2] +
                 "\n\n_meridian-analyst_", kind="near")
        paras = self._note_paragraphs("ship")
        self.add(self.at(14.6, 30), "analyst",
                 f"## Shipping & freight note {self.d0:%d %b}\n\nMarket context only; desk shipping decisions sit with ops.\n\n" +
                 paras[2] + "\n\n### Discussion\n" + self.prose(21) + "\n\n" + paras[1] + "\n\n" + paras[5] + "\n\n" +
                 paras[3] + "\n\n_meridian-analyst_", kind="near")


# --------------------------------------------------------------------------- profile
def _profile(seed: int, cidx: int) -> dict:
    r = random.Random(f"lng/{seed}/profile/{cidx}")
    us = r.choice(US_PLANTS)
    pac = r.choice(PAC_PLANTS)
    buyer = r.choice(ASIA_BUYERS)
    eu = r.choice(EU_TERMS)
    vs = r.sample(VESSELS, 3)
    ti = r.choice([t for t in BUY_TENDERS if t[0] not in (buyer[0],)])
    t2 = r.choice([t for t in BUY_TENDERS if t != ti and t[0] != buyer[0]])
    watch = r.sample([w for w in WATCH_PLANTS], 3) + [f"{t2[0]} tenders"]
    return {
        "us_plant": us[0], "us_company": us[1], "pac_plant": pac[0], "pac_company": pac[1],
        "asia_buyer": buyer[0], "asia_term": buyer[1], "asia_country": buyer[2],
        "eu_term": eu[0], "us_vessel": vs[0], "pac_vessel": vs[1], "charter_vessel": vs[2],
        "tender_issuer": ti[0], "tender_port": ti[1], "tender2": t2, "watch": watch,
        "cp_asia": r.choice(CPTYS), "norway": r.choice(NORWAY_FIELDS),
        "ttf_lots": r.choice([8, 10, 12]), "hh_lots": r.choice([30, 40, 60]), "jkm_lots": r.choice([20, 30, 40]),
    }


# --------------------------------------------------------------------------- assemble
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default: a fixed date in this module, so output is stable);
    channels: how many channels of this desk; days: how many consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_msgs: list[Msg] = []
    for c in range(channels):
        prof = _profile(seed, c)
        for d in range(days):
            d0 = end - timedelta(days=days - d)
            rng = random.Random(f"lng/{seed}/{c}/{d0:%Y-%m-%d}")
            msgs = Day(rng, d0, prof, c, d).build()
            for m in msgs:
                m.chan = c
                m.day = d
                lo, hi = d0, d0 + timedelta(days=1)
                if m.t < lo:
                    m.t = lo + timedelta(seconds=1)
                if m.t >= hi:
                    m.t = hi - timedelta(milliseconds=500)
            all_msgs.extend(msgs)

    # fix ordering dependencies (reply / thread after parent), then assign snowflakes
    changed = True
    while changed:
        changed = False
        for m in all_msgs:
            for dep in (m.ref, m.thread):
                if dep is not None and m.t <= dep.t:
                    m.t = dep.t + timedelta(milliseconds=1500)
                    changed = True
    all_msgs.sort(key=lambda m: (_ms(m.t), m.chan))
    used = set()
    seq = 0
    for m in all_msgs:
        ms = _ms(m.t)
        while ms in used:
            ms += 1
        used.add(ms)
        m.t = datetime.fromtimestamp(ms / 1000, UTC)
        worker = (m.chan % 31) + 1
        m.id = str(((ms - DISCORD_EPOCH_MS) << 22) | (worker << 17) | (seq % 4096))
        seq += 1
    ms_of = {id(m): _ms(m.t) for m in all_msgs}

    events = []  # (ms, order, dict)
    for m in all_msgs:
        cid = channel_id(m.chan)
        chan = m.thread.id if m.thread is not None else cid
        a_id, a_name, a_bot = AUTHORS[m.author]
        msg = {"id": m.id, "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
               "created_at": _iso(ms_of[id(m)]), "content": m.content, "attachments": [],
               "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if m.thread is not None:
            ev["parent_channel_id"] = cid
        ev["message"] = msg
        events.append((ms_of[id(m)], 0, ev))
        for et, txt in m.edits:
            ems = max(_ms(et), ms_of[id(m)] + 1)
            events.append((ems, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                    "edited_at": _iso(ems), "content": txt}))
        for pt, who in m.pins:
            pms = max(_ms(pt), ms_of[id(m)] + 1)
            events.append((pms, 2, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                    "by": AUTHORS[who][0], "at": _iso(pms)}))
        for rt, who, emo in m.reactions:
            rms = max(_ms(rt), ms_of[id(m)] + 1)
            events.append((rms, 2, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                    "emoji": emo, "user_id": AUTHORS[who][0], "at": _iso(rms)}))
        if m.deleted_at is not None and m.bulk is None:
            dms = max(_ms(m.deleted_at), ms_of[id(m)] + 1)
            events.append((dms, 3, {"op": "delete", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                    "deleted_at": _iso(dms)}))
        if m.forgot_at is not None:
            fms = max(_ms(m.forgot_at), ms_of[id(m)] + 1)
            events.append((fms, 3, {"op": "forget", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                    "requested_by": AUTHORS["mod"][0], "at": _iso(fms)}))
    bulks = {}
    for m in all_msgs:
        if m.bulk is not None:
            chan = m.thread.id if m.thread is not None else channel_id(m.chan)
            bulks.setdefault((chan, _ms(m.bulk)), []).append(m)
    for (chan, bms), ms_list in bulks.items():
        bms = max(bms, max(ms_of[id(x)] for x in ms_list) + 1)
        events.append((bms, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan,
                                "message_ids": [x.id for x in ms_list], "deleted_at": _iso(bms)}))
    events.sort(key=lambda e: (e[0], e[1]))

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in all_msgs:
        chan = m.thread.id if m.thread is not None else channel_id(m.chan)
        gone = m.deleted_at is not None or m.forgot_at is not None
        if m.hard is not None:
            state = ("forgotten" if m.forgot_at is not None else "deleted" if m.deleted_at is not None
                     else "edited" if m.edits else "live")
            hard.append({"channel_id": chan, "message_id": m.id, "event_type": m.hard["event_type"],
                         "facts": m.hard["facts"], "phrasing": m.hard["phrasing"], "final_state": state})
        for s in m.superseded:
            sup.append([chan, m.id, s])
        if gone:
            removed.append(m.removed or m.content[:60])
            continue
        if m.kind == "noise":
            noise.append(m.id)
        elif m.kind == "near":
            near.append(m.id)
        if m.idiom and m.idiom[0] not in seen_idioms and len(idioms) < 20:
            seen_idioms.add(m.idiom[0])
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[2] for e in events], "labels": labels}


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="capture JSONL output path")
    ap.add_argument("--labels", required=True, help="labels JSON output path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n_create} messages, {len(lab['hard_events'])} hard events -> {a.out}, {a.labels}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
