"""Desk generator: chicago_grains_spreads.

A Chicago grain and oilseed futures desk (CBOT corn, soybeans, soymeal, soyoil,
Chicago SRW and KC HRW wheat) trading outrights plus calendar and
inter-commodity spreads (Jul/Dec corn, the board crush, KE-ZW).  One busy
channel-day per (channel, day), written as a capture (JSON Lines) plus
ground-truth labels.  Standard library only; a pure function of its arguments.

    python -m tests.desks.chicago_grains_spreads --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "chicago_grains_spreads"
EPOCH_MS = 1420070400000
GUILD_ID = "1190347718226583602"
# midnight Central (CDT) after Tuesday 12 May 2026 -- a WASDE day.
DEFAULT_END = datetime(2026, 5, 13, 5, 0, 0, tzinfo=timezone.utc)
CT_OFFSET = timedelta(hours=-5)  # CDT

_CHANNEL_IDS = [
    "1238806613401726986",  # #grains-spreads
    "1238806954371874877",  # #soy-complex
    "1238807311135178812",  # #wheat-ke-zw
    "1238807702690230283",  # #grains-overnight
]

# stable authors: key -> (id, name, bot)
AUTHORS = {
    "dale":   ("1049275513350037544", "Dale Kowalski", False),   # desk head
    "mitch":  ("1061893356411838515", "mitch_h", False),         # corn/wheat spreads
    "jen":    ("1072204917632180244", "Jen Brandt", False),      # soy complex / crush
    "tyler":  ("1102558263305216071", "tyler.r", False),         # junior / clerk
    "ron":    ("1088430701973086218", "Ron (Heartland FCM)", False),  # broker
    "exec":   ("1135918800261447710", "TT-Exec", True),
    "bridge": ("1135920477340684348", "CME-Bridge", True),
    "risk":   ("1136012270935506975", "RiskGuard", True),
    "harvest": ("1141877050310586408", "Harvest (analyst)", True),
    "news":   ("1118630455826071613", "AgWire", True),
    "switch": ("1146201138660421673", "Switchboard", True),
    "cron":   ("1118633987165798491", "desk-cron", True),
    "cqg":    ("1118634501991420045", "cqg-gw", True),
    "pnl":    ("1118635112233305129", "pnl-snap", True),
    "ci":     ("1118635760849117275", "deploy-bot", True),
    "alerts": ("1118636325016536052", "px-alerts", True),
}

ACCOUNT = "HGS-204"


# --------------------------------------------------------------------------- helpers

def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def channel_id_for(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    base = datetime(2024, 5, 10, 14, 0, tzinfo=timezone.utc)
    ms = _ms(base) + idx * 7_919_113
    return str(_snow(ms, idx % 31 + 1, (idx * 37) % 4096))


def q8(c: float) -> str:
    """cents to CBOT eighths notation: 448.25 -> 448'2."""
    neg = c < 0
    c = abs(c)
    whole = int(math.floor(c + 1e-9))
    frac = int(round((c - whole) * 8))
    if frac == 8:
        whole, frac = whole + 1, 0
    return ("-" if neg else "") + "%d'%d" % (whole, frac)


def qdash(c: float) -> str:
    return q8(c).replace("'", "-")


def qs(c: float) -> str:
    """spread level as traders type it: whole cents plain, fractions in eighths."""
    return str(int(c)) if abs(c - round(c)) < 1e-9 else q8(c)


def quarter(x: float) -> float:
    return round(x * 4) / 4


class Msg:
    __slots__ = ("key", "t", "who", "content", "embeds", "ref", "thread", "kind",
                 "hard", "final", "state", "id", "chan", "parent", "order")

    def __init__(self, t, who, content, embeds, ref, thread, order):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread  # starter Msg if this message is inside that thread
        self.kind = "chat"
        self.hard = None
        self.final = content
        self.state = "live"
        self.id = None
        self.chan = None
        self.parent = None
        self.order = order


class Day:
    def __init__(self, rng: random.Random, chan_id: str, day0: datetime, ci: int, di: int):
        self.rng = rng
        self.chan_id = chan_id
        self.day0 = day0  # midnight CT expressed in UTC
        self.ci = ci
        self.di = di
        self.msgs: list[Msg] = []
        self.ops: list[dict] = []
        self.removed: list[str] = []
        self.superseded: list[tuple[Msg, str]] = []
        self.idioms: list[tuple[Msg, str, str]] = []

    # time at CT clock hh:mm(:ss); jitter seconds if ss is None
    def at(self, hh: int, mm: int, ss: float | None = None) -> datetime:
        if ss is None:
            ss = self.rng.uniform(0, 59.9)
        return self.day0 + timedelta(hours=hh, minutes=mm, seconds=ss)

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind="chat") -> Msg:
        m = Msg(t, who, content, embeds, ref, thread, len(self.msgs))
        m.kind = kind
        self.msgs.append(m)
        return m

    def hard(self, m: Msg, etype: str, facts: list[str], phrasing: str) -> Msg:
        m.kind = "hard"
        m.hard = (etype, list(facts), phrasing)
        return m

    def idiom(self, m: Msg, name: str, expected: str):
        self.idioms.append((m, name, expected))

    def edit(self, m: Msg, t: datetime, content: str, superseded: str | None = None):
        t = max(t, m.t + timedelta(seconds=3))
        self.ops.append({"op": "edit", "msg": m, "t": t, "content": content})
        m.final = content
        if m.state == "live":
            m.state = "edited"
        if superseded:
            self.superseded.append((m, superseded))

    def delete(self, m: Msg, t: datetime, snippet: str):
        t = max(t, m.t + timedelta(seconds=3))
        self.ops.append({"op": "delete", "msg": m, "t": t})
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms: list[Msg], t: datetime, snippets: list[str]):
        t = max([t] + [x.t + timedelta(seconds=3) for x in ms])
        self.ops.append({"op": "bulk_delete", "msgs": ms, "t": t})
        for m in ms:
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m: Msg, t: datetime, by: str, snippet: str):
        t = max(t, m.t + timedelta(seconds=3))
        self.ops.append({"op": "forget", "msg": m, "t": t, "by": by})
        m.state = "forgotten"
        self.removed.append(snippet)

    def pin(self, m: Msg, t: datetime, by: str):
        t = max(t, m.t + timedelta(seconds=3))
        self.ops.append({"op": "pin", "msg": m, "t": t, "by": by})

    def react(self, m: Msg, t: datetime, emoji: str, by: str):
        t = max(t, m.t + timedelta(seconds=3))
        self.ops.append({"op": "reaction_add", "msg": m, "t": t, "emoji": emoji, "by": by})


def embed(title, fields, footer=None, description=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if author:
        e["author"] = author
    if url:
        e["url"] = url
    e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


# --------------------------------------------------------------------------- text pools

STATES = ["Iowa", "Illinois", "Nebraska", "Minnesota", "Indiana", "Ohio", "South Dakota",
          "North Dakota", "Kansas", "Missouri", "Wisconsin", "Michigan"]

CHAT_COLOUR = [
    "funds buying corn again, {n}k on the open per the usual suspects",
    "meal bid all morning, oil can't catch a bid",
    "GFS went wetter for the western belt overnight, euro still dry",
    "beans chopping, nobody wants to be short into the weekend weather",
    "KC leading wheat higher, tour chatter",
    "Chicago wheat volume is garbage today",
    "N/Z trading {a} to {b} under, tight",
    "Gulf basis firm, CIF barges {c} over July",
    "spreads quiet, everyone waiting on USDA",
    "Brazil safrinha weather looks fine, no help there",
    "oil share {d}%, been grinding higher all week",
    "board crush ticking up, plants running hard",
    "Dec corn can't get through 460",
    "bean oil following crude, {e} in RBOB",
    "Nov beans holding the 1090 area",
    "MATIF wheat firmer, Black Sea quiet",
    "big bid in Sep corn at the lows, somebody rolling",
    "Chinese buying rumors again, haven't seen a flash",
    "Jul meal/Dec meal inverse widening",
    "crush margins in Decatur look fat, ADM posting",
    "front month wheat getting spread out ahead of FND",
    "dryness in western Kansas is real, pictures from the tour are ugly",
    "ND planting way behind, MWE spread to KC blowing out",
    "funds still short wheat, short covering on any headline",
    "soyoil limit was expanded? no, still 4.5c",
    "corn ethanol grind decent last week",
    "gonna be a sloppy close",
    "lunch? anybody going to the Berghoff",
    "somebody check the TT autospreader config, leg ratios look off on my screen",
    "rain in the 6-10 for the I-states",
    "market doesn't care about exports today",
    "interior bids dropped a nickel, farmers not selling",
]

CHAT_MORE = [
    "N/Z {nz} under bid, 25 up. nobody wants to sell it",
    "beans {sn} last, meal carrying the crush again",
    "anyone have the CPC 8-14 map handy",
    "Dec corn {cz} offered, commercial selling up here",
    "KC July {ken}, Chicago lagging. KE/ZW {kz} over",
    "oil {ln} on the screen, RD buyers in the cash market",
    "ZMN6 {mn} bid 2 lots lol",
    "Ron, what's the paper in N/Z? same guy?",
    "market feels heavy ahead of the number",
    "morning",
    "coffee's gone again",
    "the TT ladder froze for a sec, anybody else?",
    "fine now, was my VPN",
    "wheat tour Instagram posts are bullish, the yield calcs aren't",
    "Jul/Sep corn {cn} / {cz}... carry still wide",
    "new crop beans {sx}, farmer not selling under 11",
    "board crush {crush}, processors posting margin charts on X",
    "Nov/Jan beans flat, Jan/Mar a penny carry",
    "weather guys on TV saying dry for Nebraska. TV weather guys, so",
    "lunch is here",
    "bids for 25 KE/ZW Sep/Sep at 1 under, offered at even",
    "tape says fund selling in wheat, but KC isn't following",
    "meal/oil share {ln}/{mn}",
    "can someone restart the spread monitor, it's showing yesterday",
    "done, sorry",
    "overnight was dead",
    "Sunday night open's gonna be fun if the 6-10 stays dry",
    "NOPA out on the 15th right?",
    "yes 11am",
    "export inspections decent, no surprises",
    "barge freight firming, Gulf basis will follow",
    "my screen shows N/Z {nz} under mid",
    "settle's a mess, KC traded 4 cents in the last minute",
    "recon came through, all matched",
    "good day all",
    "night",
    "bean/corn ratio new crop 2.4ish, screams beans acres",
    "ag group chat already arguing about the June acreage number",
]

ACKS = ["👍", "ty", "k", "thx", "🌽", "roger", "yep", "ty ron", "👌", "🫡", "got it", "cheers"]

NEWS_UNRELATED = [
    ("Lean hogs: CME Lean Hog Index {v} +0.31; pork cutout firmer on loin primal", "lean hogs"),
    ("Live cattle: Texas Panhandle cash trade $214 live, steady with last week", "cash cattle"),
    ("ICE cotton July settles 68.12, -0.44; Texas rains help dryland acres", "ICE cotton"),
    ("Raw sugar: Brazil CS crush 2H April 2.91 mt cane, sugar mix 51.3%", "Brazil CS crush"),
    ("Malaysian palm oil exports 1-10 May down 6.2% m/m, cargo surveyor ITS", "palm oil exports"),
    ("Arabica coffee slips as Minas Gerais harvest advances", "Arabica coffee"),
    ("Brazil beef exports hit record in April on China demand", "Brazil beef exports"),
    ("Class III milk futures ease; cheese blocks $1.89", "Class III milk"),
]


def balance_sheets(rng):
    out = []
    for crop, unit, rows in [
            ("CORN", "mbu", [("Planted (mln ac)", 90.2, 94.0), ("Harvested", 82.7, 86.1), ("Yield (bpa)", 179.3, 181.0),
                             ("Beg stocks", 1763, 1540), ("Production", 14827, 15585), ("Imports", 25, 25),
                             ("Feed & residual", 5800, 5900), ("Ethanol", 5500, 5550), ("FSI total", 6900, 6960),
                             ("Exports", 2750, 2500), ("Ending stocks", 1540, 1890)]),
            ("SOYBEANS", "mbu", [("Planted (mln ac)", 83.1, 84.5), ("Harvested", 82.3, 83.7), ("Yield (bpa)", 52.5, 52.8),
                                 ("Beg stocks", 342, 350), ("Production", 4321, 4420), ("Crush", 2430, 2510),
                                 ("Exports", 1825, 1850), ("Seed & residual", 108, 112), ("Ending stocks", 350, 350)]),
            ("ALL WHEAT", "mbu", [("Beg stocks", 696, 851), ("Production", 1971, 1880), ("Imports", 120, 120),
                                  ("Food", 972, 975), ("Feed & residual", 120, 110), ("Exports", 825, 800),
                                  ("Ending stocks", 851, 842)])]:
        out.append("%s (%s)            25/26 est   26/27 proj   trade avg   chg vs Apr" % (crop, unit))
        for name, a, b in rows:
            f = "%.1f" if a < 200 else "%d"
            bb = b * rng.uniform(0.985, 1.015) if a >= 200 else b
            out.append("  %-22s %10s %12s %11s %12s"
                       % (name, f % a, f % bb, f % (bb * rng.uniform(0.97, 1.03)),
                          ("%+d" % int(rng.uniform(-40, 40))) if a >= 200 else "--"))
        out.append("")
    return "```\n" + "\n".join(out).rstrip() + "\n```"


_DAY0 = [DEFAULT_END]


def report_paragraphs(rng, px, kind):
    """Long analyst text (no decisions inside)."""
    s = rng.sample(STATES, 6)
    p = []
    p.append(
        "WEATHER. Overnight model guidance diverged again. The GFS 00z run added %.1f-%.1f inches "
        "of rain for %s and %s through day 7, while the ECMWF ensemble mean kept the western "
        "Corn Belt drier than normal with totals near %.2f inches. The 6-10 day outlook from CPC "
        "leans above-normal temperatures for the Plains and near-normal precipitation for the "
        "eastern belt; the 8-14 day flips slightly wetter for %s. Soil moisture percentiles remain "
        "below the 30th percentile across much of %s and western %s, and topsoil rated short to "
        "very short sits at %d%% for the 18 major states, up %d points on the week."
        % (rng.uniform(0.6, 1.2), rng.uniform(1.3, 2.4), s[0], s[1], rng.uniform(0.2, 0.6),
           s[2], s[3], s[4], rng.randint(28, 41), rng.randint(2, 7)))
    p.append(
        "CROP PROGRESS. Corn planting stands at %d%% versus %d%% last week and a five-year average of "
        "%d%%; emergence %d%%. Soybean planting %d%% vs %d%% average, emergence %d%%. Winter wheat "
        "headed %d%%, condition good/excellent %d%% (prior week %d%%), with Kansas at %d%% G/E and "
        "Oklahoma at %d%%. Spring wheat planting %d%% against a %d%% average; North Dakota is the "
        "laggard at %d%%. The trade will read planting pace as neutral for corn and mildly bearish "
        "for new-crop soybeans, because the fast pace removes the prevent-plant premium that had "
        "been built into the December/November contracts."
        % (rng.randint(62, 80), rng.randint(45, 60), rng.randint(58, 70), rng.randint(30, 48),
           rng.randint(45, 62), rng.randint(40, 50), rng.randint(18, 30), rng.randint(40, 60),
           rng.randint(44, 55), rng.randint(45, 53), rng.randint(36, 48), rng.randint(27, 33),
           rng.randint(38, 52), rng.randint(55, 70), rng.randint(30, 45)))
    p.append(
        "SPREADS. July/December corn is trading %s under, roughly the middle of its 30-day range "
        "(%d to %d under). Carry math from Illinois River storage at 5.5 cents per month plus "
        "interest implies full carry near 24 under, so the spread is pricing roughly half carry; "
        "stocks-to-use near 13%% has historically paired with 40-60%% of full carry into early "
        "June. The July/November soybean inverse is %d cents; the front is supported by crush "
        "demand and a thin old-crop balance sheet. KC/Chicago July wheat is %s over, up %s on the week "
        "as the HRW crop story dominates and SRW conditions remain good in the eastern belt."
        % (q8(-px["nz"]), int(-px["nz"]) - 4, int(-px["nz"]) + 7, int(px["sn"] - px["sx"]),
           q8(px["kz"]), q8(rng.choice([2.25, 3.5, 4.75, 5.0]))))
    p.append(
        "CRUSH. The July board crush is %s cents per bushel. Meal at $%.1f/short ton and oil at %.2f "
        "cents/lb put oil share at %.1f%%. NOPA members crushed an estimated %.1f mbu last month, "
        "a record for the month, and renewable diesel feedstock demand continues to pull oil. Meal "
        "exports are running %d%% ahead of last year's pace, which keeps domestic meal basis "
        "supported even as product values rotate from meal into oil."
        % (int(px["crush"]), px["mn"], px["ln"],
           100 * px["ln"] * 0.11 / (px["ln"] * 0.11 + px["mn"] * 0.022),
           rng.uniform(188, 205), rng.randint(5, 19)))
    p.append(
        "DEMAND. Weekly export inspections: corn %d k t, soybeans %d k t, wheat %d k t. Census data "
        "confirm the corn export program remains on pace for a record; Mexico and Japan are the "
        "consistent buyers, and Colombia has stepped up. Ethanol output averaged %d k b/d in the "
        "latest EIA week with stocks at %.1f mln bbl. Chinese demand for US new-crop soybeans remains "
        "muted; Brazil's FOB Paranagua premiums are %d over July, which prices the US Gulf out of "
        "the window until September."
        % (rng.randint(1100, 1600), rng.randint(250, 520), rng.randint(280, 610),
           rng.randint(990, 1080), rng.uniform(23.5, 26.8), rng.randint(40, 95)))
    p.append(
        "POSITIONING. Managed money per the latest COT: corn net %s %s contracts, soybeans net %s "
        "%s, Chicago wheat net short %s, KC wheat net short %s. The fund short in Chicago wheat "
        "remains the largest structural risk into the HRW harvest; any production downgrade from "
        "the Kansas tour or the June USDA report could force a sharp short-covering rally that "
        "would also widen KC over Chicago."
        % (rng.choice(["long", "short"]), format(rng.randint(40, 180) * 1000, ","),
           rng.choice(["long", "short"]), format(rng.randint(10, 90) * 1000, ","),
           format(rng.randint(60, 110) * 1000, ","), format(rng.randint(5, 40) * 1000, ",")))
    p.append(
        "SOUTH AMERICA. CONAB pegged Brazil's soybean crop at %.1f mmt and total corn at %.1f mmt; "
        "the safrinha is %d%% harvested in Mato Grosso. Argentine farmers are holding beans against "
        "a weaker peso; the crush there runs at %d%% of capacity. Rosario meal offers are "
        "competitive into Southeast Asia, which caps the upside in US meal exports after July."
        % (rng.uniform(165, 175), rng.uniform(120, 132), rng.randint(3, 15), rng.randint(55, 75)))
    p.append(
        "RISKS. Upside: a hot and dry turn in the 11-15 day, an HRW production cut below 700 mbu, "
        "RVO finalization above expectations, or a surprise China purchase. Downside: widespread "
        "rains across the western belt, a larger-than-expected June 30 acreage number, fund "
        "liquidation of the corn length, or a firmer dollar. The July contracts enter the delivery "
        "window in %d business days; first notice day risk applies to any July outright left on "
        "into the last week of June." % rng.randint(25, 34))
    extra = more_sections(rng, px)
    rng.shuffle(extra)
    k = {"morning": 9, "midday": 4, "afternoon": 9, "evening": 7}.get(kind, 4)
    p[3:3] = extra[:k]
    if kind in ("morning", "afternoon", "evening"):
        p.insert(1, "FORECAST (belt averages)\n" + table_forecast(rng, _DAY0[0]))
    if kind in ("morning", "afternoon", "evening", "midday"):
        p.insert(3, "STATION OBS (last 7 days)\n" + table_stations(rng))
        p.insert(5, "CROP PROGRESS BY STATE (NASS, latest week)\n" + table_progress(rng))
    if kind == "evening":
        p.append(
            "OVERNIGHT SESSION. Electronic trade reopened quiet. Volume in the first hour was %d "
            "corn, %d soybean and %d wheat contracts; the Jul/Dec corn spread traded a %s range and "
            "the board crush was unchanged. Asian demand interest light. Watch the 00z model runs "
            "and the Brazil port lineups released before the day session."
            % (rng.randint(4000, 9000), rng.randint(2000, 6000), rng.randint(1000, 4000),
               q8(rng.choice([0.5, 0.75, 1.0, 1.25]))))
    return p



STATIONS = [("Des Moines IA", "DSM"), ("Omaha NE", "OMA"), ("Sioux Falls SD", "FSD"), ("Champaign IL", "CMI"),
            ("Peoria IL", "PIA"), ("Indianapolis IN", "IND"), ("Columbus OH", "CMH"), ("Fargo ND", "FAR"),
            ("Minneapolis MN", "MSP"), ("Wichita KS", "ICT"), ("Dodge City KS", "DDC"), ("Salina KS", "SLN"),
            ("Lincoln NE", "LNK"), ("St. Louis MO", "STL"), ("Springfield IL", "SPI"), ("Mankato MN", "MKT")]
PROGRESS_STATES = ["Colorado", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Michigan", "Minnesota",
                   "Missouri", "Nebraska", "North Carolina", "North Dakota", "Ohio", "Pennsylvania",
                   "South Dakota", "Tennessee", "Texas", "Wisconsin"]


def table_progress(rng):
    out = ["```", "STATE            CORN PLT  5YR   CORN EMG  SOY PLT  5YR   SOY EMG"]
    for st in PROGRESS_STATES:
        cp = rng.randint(45, 95)
        sp = max(10, cp - rng.randint(5, 25))
        out.append("%-16s %7d%% %4d%% %8d%% %7d%% %4d%% %8d%%"
                   % (st, cp, cp - rng.randint(-8, 14), max(3, cp - rng.randint(20, 40)),
                      sp, sp - rng.randint(-6, 12), max(1, sp - rng.randint(15, 30))))
    out.append("```")
    return "\n".join(out)


def table_stations(rng):
    out = ["```", "STATION            7D RAIN   NORMAL  MAX F  MIN F  GDD DEP  SOIL 0-40cm"]
    for name, code in STATIONS:
        out.append("%-15s %3s %6.2f\" %6.2f\" %6d %6d %+8d %10d%%"
                   % (name, code, rng.uniform(0, 2.2), rng.uniform(0.7, 1.3), rng.randint(68, 92),
                      rng.randint(44, 66), rng.randint(-40, 55), rng.randint(18, 88)))
    out.append("```")
    return "\n".join(out)


def table_forecast(rng, day0):
    out = ["```", "DAY        WCB RAIN  ECB RAIN  PLAINS RAIN  WCB MAX  ECB MAX  NOTE"]
    notes = ["ridge builds", "MCS risk NE/IA", "front stalls I-80", "dry NW flow", "showers ECB",
             "heat west", "cooler", "storms KS/NE", "coverage 40%", "drier trend"]
    for k in range(1, 11):
        dd = (day0 + timedelta(days=k, hours=12)).strftime("%a %d")
        out.append("%-10s %7.2f\" %8.2f\" %10.2f\" %8d %8d  %s"
                   % (dd, rng.uniform(0, 0.8), rng.uniform(0, 0.9), rng.uniform(0, 0.7),
                      rng.randint(72, 94), rng.randint(70, 88), rng.choice(notes)))
    out.append("```")
    return "\n".join(out)


def more_sections(rng, px):
    r = rng
    return [
        "BASIS. Central Illinois processor bids are %d over July, up %d on the week; river terminals on "
        "the Illinois at %d over. Ethanol plants in Nebraska %d under Dec for new crop. Interior soybean "
        "bids %d under July, with crushers in Decatur and Lafayette stepping up to secure bushels ahead "
        "of the summer maintenance season. Farmer selling remains light on both old and new crop; "
        "cash sales were concentrated on the rally two weeks ago and have since dried up."
        % (r.randint(5, 25), r.randint(1, 6), r.randint(10, 30), r.randint(15, 35), r.randint(10, 40)),
        "LOGISTICS. Barge freight out of St. Louis is %d%% of tariff, %s on the week; Mississippi River "
        "gauge at Memphis %.1f ft and falling slowly, no draft restrictions yet. Rail secondary market "
        "for shuttles trades $%d over tariff for June loading. PNW export elevators report strong "
        "corn lineups for Asia while Gulf elevation capacity is comfortable. Ocean freight Gulf-Japan "
        "panamax $%.2f/t, PNW-Japan $%.2f/t."
        % (r.randint(380, 560), r.choice(["firmer", "softer", "steady"]), r.uniform(4, 19),
           r.randint(50, 400), r.uniform(48, 58), r.uniform(26, 32)),
        "ETHANOL. Implied corn grind %d mbu last week; margins for a typical Iowa plant around $%.2f/gal "
        "with DDGS at $%d/t. Summer driving demand and E15 waivers support run rates. Any slowdown would "
        "be visible first in the Nebraska basis, which has held firm."
        % (r.randint(98, 112), r.uniform(0.15, 0.55), r.randint(150, 190)),
        "WHEAT. SRW conditions in Illinois, Indiana and Ohio rate %d%% good/excellent; harvest in the "
        "Delta is days away. HRW harvest has started in south Texas. Egypt's Mostakbal Misr bought "
        "French and Romanian wheat at $%d/t C&F this week; US SRW was not competitive. Russian 12.5%% "
        "FOB Novorossiysk offers $%d/t for July. Protein premiums in Kansas City widened %d cents as "
        "the tour numbers circulate."
        % (r.randint(60, 74), r.randint(238, 262), r.randint(221, 240), r.randint(3, 12)),
        "OPTIONS. July corn implied vol %.1f%%, December %.1f%%; November soybean vol %.1f%%. Skew "
        "favours calls in December corn ahead of pollination, the usual seasonal; the weekly short-dated "
        "options around the WASDE priced a %s move. Open interest is heaviest in the 460 and 480 Dec "
        "calls and the 1100 Nov bean puts."
        % (r.uniform(17, 24), r.uniform(20, 27), r.uniform(15, 21), q8(quarter(r.uniform(6, 11)))),
        "MACRO. The dollar index is %.2f, Brent $%.2f, ULSD $%.4f/gal. The Brazilian real at %.3f "
        "keeps farmer selling in Mato Grosso active. Fed funds expectations unchanged after CPI; "
        "spec money flows into commodity index products were positive for a third week."
        % (r.uniform(98, 104), r.uniform(68, 84), r.uniform(2.2, 2.7), r.uniform(5.0, 5.6)),
        "SEASONALS. Over 2000-2025, December corn has made its spring high before 4 July in %d of 26 "
        "years; November soybeans posted their summer high after 1 July in %d. Jul/Dec corn has "
        "weakened from mid-May to first notice in %d of the last 15 years when stocks/use exceeded "
        "12%%. These are distributions, not forecasts."
        % (r.randint(15, 20), r.randint(9, 14), r.randint(8, 12)),
        "FEED DEMAND. Cattle on feed %d%% of last year with placements %s; hog slaughter running %.2f "
        "million head per week. Broiler egg sets steady. Feed and residual use for corn is pegged at %.2f "
        "bbu; the quarterly stocks data in June will show whether that is too high. Meal inclusion rates "
        "are holding despite the meal price recovery, a sign that the cheap-meal incentive has not gone "
        "away for integrators in the Southeast."
        % (r.randint(98, 103), r.choice(["up 4%", "down 2%", "flat"]), r.uniform(2.3, 2.55), r.uniform(5.6, 5.9)),
        "CHINA. Sinograin auctions of imported soybeans cleared %d%% this week; Dalian meal fell %d yuan. "
        "Crush margins in Shandong are negative on spot, positive on forward, which is why buying of "
        "Brazilian cargoes for July/August has been steady while US new-crop interest is thin. Port "
        "soybean stocks %.1f mmt, up %.1f on the week. State buyers have been absent from the US market "
        "for new crop except for the occasional flash."
        % (r.randint(20, 95), r.randint(15, 60), r.uniform(5.5, 8.5), r.uniform(0.1, 0.6)),
        "CANADA/EU. Statistics Canada intentions put canola at %.1f mln acres and all wheat at %.1f; "
        "prairie soil moisture is poor in southern Alberta and Saskatchewan. In the EU, Strategie Grains "
        "trimmed soft wheat to %.1f mmt on dryness in the north-east; MATIF September wheat %.2f EUR/t. "
        "Rapeseed crops in Germany and Poland look average."
        % (r.uniform(21, 22.5), r.uniform(26, 27.5), r.uniform(124, 130), r.uniform(218, 236)),
        "FARMER MARKETING. Surveyed elevators report old-crop corn sales at %d%% complete, soybeans %d%%, "
        "new-crop corn %d%% and new-crop soybeans %d%%. Farmers are waiting for 4.80 December corn and 11.50 "
        "November soybeans; the gap to those targets is what keeps scale-up commercial selling heavy into "
        "rallies. On-farm storage is ample after last year's building season."
        % (r.randint(75, 88), r.randint(70, 85), r.randint(18, 30), r.randint(12, 25)),
        "CALENDAR. Next: export inspections Mon 10:00 CT, crop progress Mon 15:00 CT, EIA ethanol Wed "
        "09:30 CT, export sales Thu 07:30 CT, CFTC COT Fri 14:30 CT, NOPA crush mid-month, June WASDE "
        "and then the June 30 acreage and grain stocks reports. July first notice day is %s."
        % "Tue 30 Jun",
    ]


# --------------------------------------------------------------------------- the day

def build_day(rng: random.Random, chan_id: str, day0: datetime, ci: int, di: int) -> Day:
    d = Day(rng, chan_id, day0, ci, di)
    _DAY0[0] = day0
    R = rng
    wk = (day0 + timedelta(hours=12)).weekday()
    dom = (day0 + timedelta(hours=12)).day

    # ----- prices of the day
    cn = quarter(448 + R.uniform(-14, 14))
    nz = -float(R.choice([11, 12, 13, 14]))  # July under Dec
    cz = cn - nz
    sn = float(1142 + R.randint(-25, 25))
    sx = sn - R.randint(38, 52)
    mn = round(312.4 + R.uniform(-8, 8), 1)
    ln = round(52.15 + R.uniform(-1.8, 1.8), 2)
    crush = round((mn * 0.022 + ln * 0.11 - sn / 100) * 100)
    wn = quarter(545 + R.uniform(-12, 12))
    kz = quarter(R.choice([14.25, 14.5, 15.0, 15.75, 16.5]))
    ken = wn + kz
    px = dict(cn=cn, nz=nz, cz=cz, sn=sn, sx=sx, mn=mn, ln=ln, crush=crush, wn=wn, kz=kz, ken=ken)
    obase = 8841000 + R.randint(100, 899) * 10 + ci * 100000 + di * 3000

    def oid(k):
        return "TT%d" % (obase + k * 7)

    # optional hard-event blocks: the day always has the 40 core events, plus a random subset of these
    sizes = {"gtc_fill": 1, "exec_part": 1, "crush_ack": 1, "clip1": 1, "zln_raise": 1, "wasde_route": 1,
             "add_block": 4, "th1": 1, "rejected": 1, "canola": 1, "ml": 1, "roll_u": 1, "crush_fill": 1}
    budget = R.randint(41, 45) - 40
    names = sorted(sizes)
    R.shuffle(names)
    opt = set()
    for k in names:
        if sizes[k] <= budget:
            opt.add(k)
            budget -= sizes[k]

    # ===================================================== noise: regular bots
    # heartbeats
    t = 5 + R.randint(0, 20)
    while t < 24 * 60 - 5:
        hh, mm = divmod(t, 60)
        lat = R.randint(2, 19)
        txt = R.choice([
            "hb ok · grains-gw · lat=%dms · q=0" % lat,
            "heartbeat grains-gw ok (lat %d ms, md=CQG, oms=TT)" % lat,
            "♥ ok lat=%dms sessions=3/3" % lat,
        ])
        d.post(d.at(hh, mm), "cron", txt, kind="noise")
        t += R.randint(38, 55)

    # CQG reconnects
    for hh, mm in sorted(R.sample([(2, 14), (3, 41), (7, 12), (16, 5), (19, 1), (21, 33)], 4)):
        code = R.choice(["1006", "1001", "4008"])
        d.post(d.at(hh, mm), "cqg",
               "CQG WebAPI session dropped (code %s), reconnecting... attempt 1\n"
               "CQG session restored in %.1fs · resubscribed %d symbols · gap-fill ok"
               % (code, R.uniform(0.8, 6.5), R.randint(38, 64)), kind="noise")

    # risk heartbeat (all ok) -- not a risk_limit event
    for hh, mm in [(6, 0), (12, 0), (18, 0)]:
        d.post(d.at(hh, mm), "risk",
               "risk sweep %02d:%02d CT: all limits ok · 0 breaches · 0 warnings · accounts=3"
               % (hh, mm), kind="noise")

    # cron summaries
    d.post(d.at(5, 2), "cron",
           "cron 05:00 overnight-summary\n"
           "  settlements imported: 0 (prior day already loaded)\n"
           "  news items scanned: %d · routed: 0 · flagged: 0\n"
           "  sources: AgWire, USDA FAS, NASS, CME notices, DTN wx, Reuters ags, X lists (4)\n"
           "  dropped: duplicates 11, off-desk (livestock/softs/dairy) 19, stale >24h 6\n"
           "  model runs ingested: 18z GFS, 18z GEFS, 12z ECMWF, 12z EPS\n"
           "  CME notices: none affecting CBOT ags; daily price limits unchanged (corn 30c, beans 70c, wheat 40c)\n"
           "  orders swept: %d working GTC, 0 stale\n"
           "  md gaps: none\n"
           "  duration 4.8s" % (R.randint(40, 90), R.randint(1, 4)), kind="noise")
    cron_zero = d.post(d.at(9, 1), "cron",
                       "cron 09:00 news-triage digest: %d items in · 0 routed · %d dropped (dupes) · "
                       "queue empty" % (R.randint(10, 30), R.randint(2, 9)), kind="noise")
    d.idiom(cron_zero, "cron summary saying 0 routed", "not_hard")
    d.post(d.at(14, 6), "cron",
           "cron 14:05 eod-recon\n"
           "  fills TT vs clearing (Heartland FCM): %d/%d matched\n"
           "  breaks: 0\n"
           "  positions snapshot written to s3://grains-desk/eod/%s.parquet\n"
           "  margin call: none · excess $%s"
           % (R.randint(18, 30), R.randint(18, 30), (day0 + timedelta(hours=12)).strftime("%Y%m%d"),
              format(R.randint(1_200_000, 3_800_000), ",")), kind="noise")
    d.post(d.at(23, 30), "cron",
           "cron 23:30 housekeeping: rotated logs (412 MB), pruned 3 expired GTC tickets, "
           "vacuumed fills db, 0 errors", kind="noise")

    # CI / deploy
    d.post(d.at(6, 22), "ci",
           "deploy grains-spread-ladder v2.14.%d → prod ok (sha %06x) · canary 100%% · 0 errors"
           % (R.randint(1, 9), R.randint(0, 0xFFFFFF)), kind="noise")
    d.post(d.at(17, 48), "ci",
           "CI: settle-importer #%d passed (41 tests, 12.3s) · merged to main by tyler.r" % R.randint(800, 999),
           kind="noise")

    # stack trace
    d.post(d.at(13, 52), "cron",
           "settle-import FAILED (retry 1/3 in 60s)\n```\n"
           "Traceback (most recent call last):\n"
           "  File \"/opt/desk/jobs/settle_import.py\", line 188, in <module>\n"
           "    main()\n"
           "  File \"/opt/desk/jobs/settle_import.py\", line 171, in main\n"
           "    rows = fetch_settles(session, products=PRODUCTS)\n"
           "  File \"/opt/desk/jobs/settle_import.py\", line 96, in fetch_settles\n"
           "    return [parse_row(r) for r in payload[\"settlements\"]]\n"
           "  File \"/opt/desk/jobs/settle_import.py\", line 96, in <listcomp>\n"
           "    return [parse_row(r) for r in payload[\"settlements\"]]\n"
           "  File \"/opt/desk/jobs/settle_import.py\", line 61, in parse_row\n"
           "    settle = cbot_price(row[\"settle\"])\n"
           "  File \"/opt/desk/lib/cbot.py\", line 22, in cbot_price\n"
           "    whole, eighths = s.split(\"'\")\n"
           "ValueError: not enough values to unpack (expected 2, got 1)\n"
           "```\nrow: {'contract': 'ZLN6', 'settle': '%.2f'}" % ln, kind="noise")
    d.post(d.at(13, 54), "cron", "settle-import retry 1/3 ok · 46 rows", kind="noise")

    # settlement dump
    rows = []
    contracts = [("ZCN6", cn), ("ZCU6", cn + 6.5), ("ZCZ6", cz), ("ZCH7", cz + 9.75), ("ZCK7", cz + 15.5),
                 ("ZSN6", sn), ("ZSQ6", sn - 14.5), ("ZSU6", sx - 2.25), ("ZSX6", sx), ("ZSF7", sx + 9.5),
                 ("ZWN6", wn), ("ZWU6", wn + 14.25), ("ZWZ6", wn + 31.5), ("KEN6", ken), ("KEU6", ken + 13.0),
                 ("KEZ6", ken + 27.75), ("MWEN6", ken + 38.25), ("ZOU6", 362.5), ("ZRN6", 1412.0)]
    for c, v in contracts:
        ch = quarter(R.uniform(-9, 9))
        v = quarter(v)
        rows.append("%-6s %9s %9s %9s %9s %7s %8s %9s"
                    % (c, q8(v - ch + quarter(R.uniform(-2, 2))), q8(v + quarter(R.uniform(1, 7))),
                       q8(v - quarter(R.uniform(1, 7))), q8(v), ("+" if ch >= 0 else "") + q8(ch),
                       format(R.randint(2000, 190000), ","), format(R.randint(20000, 690000), ",")))
    for c, v in [("ZMN6", mn), ("ZMQ6", mn - 2.1), ("ZMZ6", mn + 4.6), ("ZLN6", ln), ("ZLQ6", ln + 0.21),
                 ("ZLZ6", ln + 0.66)]:
        ch = round(R.uniform(-4, 4), 1 if c.startswith("ZM") else 2)
        fm = "%.1f" if c.startswith("ZM") else "%.2f"
        rows.append("%-6s %9s %9s %9s %9s %7s %8s %9s" % (c, fm % (v - ch), fm % (v + abs(ch) + 0.5),
                                              fm % (v - abs(ch) - 0.4), fm % v,
                                              ("+" if ch >= 0 else "") + str(ch),
                                              format(R.randint(2000, 120000), ","),
                                              format(R.randint(20000, 500000), ",")))
    settle_txt = ("CBOT settlements %s (final)\n```\nCONTR       OPEN      HIGH       LOW    SETTLE     CHG      VOL        OI\n"
                  % (day0 + timedelta(hours=12)).strftime("%d-%b-%Y") + "\n".join(rows) +
                  "\n```\nspreads: N/Z corn %s · N/X beans +%d · KEN/ZWN +%s · board crush N %d"
                  % (q8(nz), int(sn - sx), q8(kz), crush))
    d.post(d.at(13, 47), "cron", settle_txt, kind="noise")
    d.post(d.at(13, 21), "cron",
           "prelim settles posted (CME): corn/wheat/beans complete, products pending · %d contracts"
           % len(contracts), kind="noise")

    # PnL snapshots
    for hh, mm in [(9, 30), (11, 30), (13, 25), (15, 30)]:
        legs = [("corn N/Z", R.randint(-9000, 22000)), ("crush N", R.randint(-15000, 25000)),
                ("KE/ZW", R.randint(-8000, 14000)), ("ZSX6", R.randint(-12000, 12000))]
        tot = sum(v for _, v in legs)
        d.post(d.at(hh, mm), "pnl",
               "PnL snapshot %02d:%02d CT (acct %s)\n" % (hh, mm, ACCOUNT) +
               "\n".join("  %-10s %+10s" % (k, format(v, ",")) for k, v in legs) +
               "\n  %-10s %+10s\n  fees MTD $%s · gross lots today %d"
               % ("TOTAL", format(tot, ","), format(R.randint(9000, 16000), ","), R.randint(300, 900)),
               kind="noise")

    # price alerts
    for hh, mm, txt in [(8, 36, "ALERT ZCN6 traded %s (crossed %s)" % (q8(cn + 2.25), q8(quarter(cn + 2)))),
                        (10, 12, "ALERT ZMN6 new session high %.1f" % (mn + 3.4)),
                        (11, 1, "ALERT volatility: ZCZ6 moved %s in 60s" % q8(6.5)),
                        (12, 33, "ALERT KEN6-ZWN6 spread %s (alert level %s)" % (q8(kz + 1.25), q8(kz + 1))),
                        (20, 44, "ALERT ZSX6 overnight low %s" % q8(sx - 4.5))]:
        d.post(d.at(hh, mm), "alerts", txt, kind="noise")

    # an alert storm, bulk-deleted by the desk head
    storm = []
    for k in range(5):
        storm.append(d.post(d.at(11, 3, 5 + k * 3.1), "alerts",
                            "ALERT ZCN6 tick %s → %s (dup #%d)" % (q8(cn), q8(cn + 0.25 * (k + 1)), k + 1),
                            kind="noise"))
    d.bulk_delete(storm, d.at(11, 9), ["ALERT ZCN6 tick %s" % q8(cn)])

    # ===================================================== filler chat
    chat_slots = ([(6, R.randint(30, 59))] + [(7, R.randint(0, 59)) for _ in range(2)] +
                  [(8, R.randint(0, 59)) for _ in range(4)] + [(9, R.randint(0, 59)) for _ in range(4)] +
                  [(10, R.randint(0, 59)) for _ in range(4)] + [(11, R.randint(0, 59)) for _ in range(4)] +
                  [(12, R.randint(0, 59)) for _ in range(4)] + [(13, R.randint(0, 30)) for _ in range(3)] +
                  [(14, R.randint(0, 59)) for _ in range(2)] + [(15, R.randint(0, 59))] +
                  [(19, R.randint(5, 59))] + [(21, R.randint(0, 59))])
    pool = list(CHAT_COLOUR)
    R.shuffle(pool)
    for (hh, mm), line in zip(chat_slots, pool):
        who = R.choice(["mitch", "jen", "tyler", "ron", "mitch", "jen"])
        txt = line.format(n=R.randint(8, 25), a=q8(-nz - 0.5), b=q8(-nz + 0.75), c=R.randint(58, 80),
                          d="%.1f" % (100 * ln * 0.11 / (ln * 0.11 + mn * 0.022)), e=R.choice(["+3c", "-2c", "+5c"]))
        d.post(d.at(hh, mm), who, txt)

    more = list(CHAT_MORE)
    R.shuffle(more)
    more_slots = ([(0, R.randint(5, 59))] + [(4, R.randint(0, 59))] + [(6, R.randint(0, 59)) for _ in range(2)] +
                  [(7, R.randint(0, 59)) for _ in range(3)] + [(8, R.randint(0, 59)) for _ in range(5)] +
                  [(9, R.randint(0, 59)) for _ in range(4)] + [(10, R.randint(0, 59)) for _ in range(4)] +
                  [(11, R.randint(10, 59)) for _ in range(3)] + [(12, R.randint(0, 59)) for _ in range(4)] +
                  [(13, R.randint(0, 19)) for _ in range(4)] + [(14, R.randint(0, 59)) for _ in range(2)] +
                  [(16, R.randint(0, 59))] + [(18, R.randint(0, 59))] + [(19, R.randint(10, 59))] +
                  [(20, R.randint(0, 59))] + [(23, R.randint(0, 50))])
    for (hh, mm), line in zip(more_slots, more):
        who = R.choice(["mitch", "jen", "tyler", "ron", "dale", "mitch", "jen", "tyler"])
        txt = line.format(cn=q8(cn), cz=q8(cz), sn=q8(sn), sx=q8(sx), mn="%.1f" % mn, ln="%.2f" % ln,
                          wn=q8(wn), ken=q8(ken), kz=q8(kz), crush=crush, nz=q8(-nz))
        d.post(d.at(hh, mm), who, txt)

    # broker colour runs
    d.post(d.at(6, 46), "ron",
           "morning guys. overnight: corn %s, beans %s, wheat %s. volume light, %dk corn, %dk beans.\n"
           "paper: funds small buyers corn, commercials scale-up sellers Dec above 460, some end-user "
           "buying July meal. bean oil followed crude overnight.\n"
           "spreads: N/Z %s under bid, offered a quarter over. Jul crush %d bid at %d. KE/ZW N %s over "
           "last. July/Sep corn 6'4 carry, nothing doing.\n"
           "calendar: USDA 11:00, nothing else. have a good one"
           % (R.choice(["+1'2", "-0'6", "+2'0", "-1'4"]), R.choice(["+3'4", "-2'2", "+0'6"]),
              R.choice(["+4'2", "-3'0", "+5'6"]), R.randint(60, 120), R.randint(30, 80), q8(-nz),
              crush, crush - 1, q8(kz)))
    d.post(d.at(13, 23), "ron",
           "close: corn %s, beans %s, meal %s, oil %s, wheat %s, KC %s.\n"
           "spreads settled: N/Z %s under, Jul crush %d, KE/ZW N %s.\n"
           "the funds were net buyers ~%dk corn, sellers ~%dk wheat per the usual guesses. "
           "recon should hit your inbox by 2:15. anything working overnight let me know before 6."
           % (R.choice(["+2'4", "-1'6", "+3'2"]), R.choice(["+5'0", "-4'2", "+1'6"]),
              R.choice(["+2.1", "-1.4", "+3.0"]), R.choice(["+0.62", "-0.35", "+1.10"]),
              R.choice(["+6'2", "-2'4", "+4'0"]), R.choice(["+8'0", "+3'6", "+9'4"]),
              q8(-nz), crush, q8(kz), R.randint(5, 15), R.randint(3, 10)))

    # general market wrap from the news bot (colour, not hard)
    for hh, mm, title in [(8, 45, "CBOT open"), (10, 45, "CBOT midsession"), (13, 25, "CBOT close")]:
        d.post(d.at(hh, mm), "news",
               "[MARKETS] %s: July corn %s, Dec corn %s; July soybeans %s, Nov %s; July meal $%.1f, "
               "July soyoil %.2fc; Chicago July wheat %s, KC July %s. Traders cited %s. Volume %s "
               "average in corn, %s in soybeans. Outside markets: crude %s, dollar %s, equities %s."
               % (title, q8(cn + quarter(R.uniform(-3, 3))), q8(cz + quarter(R.uniform(-3, 3))),
                  q8(sn + quarter(R.uniform(-5, 5))), q8(sx + quarter(R.uniform(-5, 5))), mn, ln,
                  q8(wn + quarter(R.uniform(-4, 4))), q8(ken + quarter(R.uniform(-4, 4))),
                  R.choice(["mixed weather forecasts", "positioning ahead of USDA", "Kansas tour results",
                            "firm product values", "fund short covering in wheat"]),
                  R.choice(["above", "below", "near"]), R.choice(["above", "below", "near"]),
                  R.choice(["firmer", "weaker", "flat"]), R.choice(["firmer", "softer", "steady"]),
                  R.choice(["higher", "lower", "mixed"])))

    # analyst: pre-open levels sheet and export detail (information, no decision)
    lv = ["**Harvest · levels sheet** (pivots from prior session, not a trade list)", "```",
          "CONTR    S2        S1        PIVOT     R1        R2        20DMA     ATR14"]
    for c, v in [("ZCN6", cn), ("ZCZ6", cz), ("ZSN6", sn), ("ZSX6", sx), ("ZWN6", wn), ("KEN6", ken)]:
        a = quarter(R.uniform(6, 16))
        lv.append("%-8s %-9s %-9s %-9s %-9s %-9s %-9s %s"
                  % (c, q8(v - 2 * a), q8(v - a), q8(v), q8(v + a), q8(v + 2 * a),
                     q8(v + quarter(R.uniform(-10, 10))), q8(a)))
    lv += ["ZMN6     %.1f / %.1f / %.1f / %.1f / %.1f" % (mn - 8, mn - 4, mn, mn + 4, mn + 8),
           "ZLN6     %.2f / %.2f / %.2f / %.2f / %.2f" % (ln - 1.6, ln - 0.8, ln, ln + 0.8, ln + 1.6),
           "```",
           "Spreads: N/Z corn 20d range %d-%d under, mean %s. Jul crush 20d range %d-%d. KE/ZW N 20d "
           "range %s-%s over. Overnight range breaks noted in the corn and wheat; beans inside day. "
           "Volatility regime: normal for corn and beans, elevated for KC wheat (tour week)."
           % (int(-nz) - 4, int(-nz) + 6, q8(-nz + 1), crush - 9, crush + 7, q8(kz - 3), q8(kz + 2))]
    d.post(d.at(7, 48), "harvest", "\n".join(lv))
    ex = ["**Harvest · export sales detail** (USDA FAS, week ended Thursday)", "```",
          "DESTINATION        CORN k t   SOY k t   WHEAT k t   MEAL k t   OIL k t"]
    for dest in ["Mexico", "Japan", "Colombia", "South Korea", "Taiwan", "China", "Unknown", "Egypt",
                 "Philippines", "Guatemala", "Vietnam", "Netherlands", "Indonesia", "Canada", "Spain"]:
        ex.append("%-18s %8.1f %9.1f %11.1f %10.1f %9.1f"
                  % (dest, R.uniform(0, 420), R.uniform(0, 160), R.uniform(0, 120), R.uniform(0, 90),
                     R.uniform(0, 12)))
    ex += ["```",
           "Accumulated exports vs USDA: corn %d%% of target (5-yr avg %d%%), soybeans %d%% (%d%%), wheat "
           "new-crop sales %d k t. Outstanding sales to China for 2026/27 soybeans %d k t. Cancellations: "
           "corn %d k t (unknown), soybeans %d k t. Shipments: corn %d k t, soybeans %d k t."
           % (R.randint(78, 88), R.randint(80, 86), R.randint(85, 92), R.randint(86, 91),
              R.randint(900, 2200), R.randint(200, 900), R.randint(10, 90), R.randint(5, 60),
              R.randint(1200, 1700), R.randint(200, 500))]
    d.post(d.at(7, 44), "harvest", "\n".join(ex))
    # tour notes (long, no decision)
    tn = ["**Harvest · Kansas wheat tour, day-2 route notes** (compiled from participant posts)"]
    for county in R.sample(["Ellis", "Russell", "Rush", "Ness", "Trego", "Barton", "Pawnee", "Stafford",
                            "Edwards", "Ford", "Gray", "Finney", "Hodgeman", "Lane", "Scott", "Kearny",
                            "Reno", "Rice", "McPherson", "Harvey"], 19):
        tn.append("- %s County: %d fields sampled, calc yield %.1f bpa (range %d-%d), heads %s, "
                  "moisture %s; %s"
                  % (county, R.randint(2, 6), R.uniform(28, 52), R.randint(18, 30), R.randint(45, 68),
                     R.choice(["emerged", "flowering", "filling", "headed, short"]),
                     R.choice(["adequate", "short", "very short"]),
                     R.choice(["stripe rust visible on lower leaves", "wheat streak mosaic in spots",
                               "thin stands after dry fall", "good tiller counts", "freeze damage minimal",
                               "some fields abandoned to insurance", "lodging after hail", "clean fields"])))
    tn.append("Route averages: western route %.1f bpa, central route %.1f bpa, overall day-2 %.1f bpa vs "
              "%.1f on the same route last year. Participants note the crop is about ten days ahead of "
              "normal, which shortens the grain-fill window if heat arrives early. Abandonment guesses "
              "ranged %d%% to %d%%. The final tour estimate is due Thursday; trade guesses for the Kansas "
              "crop run %d-%d million bushels."
              % (R.uniform(33, 40), R.uniform(40, 47), R.uniform(38, 44), R.uniform(35, 41),
                 R.randint(8, 11), R.randint(14, 19), R.randint(255, 275), R.randint(290, 320)))
    d.post(d.at(17, 35), "harvest", "\n".join(tn))

    for hh, mm, run in [(0, 52, "18z GFS"), (5, 55, "00z ECMWF"), (11, 48, "06z GFS / 00z EPS"), (17, 5, "12z GFS"),
                        (21, 40, "12z ECMWF")]:
        d.post(d.at(hh, mm), "news",
               "[WX] %s: 1-5 day belt rain %.2f\" (%s vs prior), 6-10 day %.2f\" (%s), 11-15 %s. Western belt "
               "%s, eastern belt %s. Temps %s normal days 6-10, %s days 11-15. Plains: %s for western Kansas "
               "wheat; northern Plains planting windows %s. Ridge placement in the extended is the "
               "disagreement between models."
               % (run, R.uniform(0.3, 1.4), R.choice(["wetter", "drier", "unchanged"]), R.uniform(0.4, 1.6),
                  R.choice(["wetter", "drier", "unchanged"]), R.choice(["warm/dry", "near normal", "wet"]),
                  R.choice(["below-normal rain", "near-normal rain", "scattered storms"]),
                  R.choice(["adequate", "wet", "near normal"]), R.choice(["above", "near", "below"]),
                  R.choice(["above", "near"]), R.choice(["little relief", "scattered showers", "hot and dry"]),
                  R.choice(["open", "tight", "improving"])))
    cot = ["**Harvest · positioning snapshot** (CFTC disaggregated, Tuesday data; no view)", "```",
           "MARKET        MM LONG    MM SHORT    MM NET    CHG WK    SWAP NET    PROD NET    OI"]
    for mk in ["Corn", "Soybeans", "Soymeal", "Soyoil", "Chicago wheat", "KC wheat", "MGEX wheat"]:
        lo, sh = R.randint(60, 400) * 1000, R.randint(60, 300) * 1000
        cot.append("%-13s %9s %11s %9s %9s %11s %11s %9s"
                   % (mk, format(lo, ","), format(sh, ","), format(lo - sh, "+,"), format(R.randint(-25, 25) * 1000, "+,"),
                      format(R.randint(-80, 150) * 1000, "+,"), format(R.randint(-400, -50) * 1000, "+,"),
                      format(R.randint(300, 1700) * 1000, ",")))
    cot += ["```", "Managed money has covered about a third of the Chicago wheat short in three weeks; the KC "
            "short is small, which limits short-covering fuel there. The corn length is concentrated in "
            "December. Commodity index rebalancing is not due until January."]
    d.post(d.at(15, 5), "harvest", "\n".join(cot))

    # overnight model digest (analysis, no decision)
    d.post(d.at(0, 41), "harvest",
           "**Harvest · overnight model digest** (auto, 18z cycle)\n\n" + table_forecast(R, day0) + "\n\n" +
           table_stations(R) + "\n\nSummary: the 18z GFS holds the ridge over the Rockies through day 8, keeping "
           "north-west flow and scattered storms across the I-states; the western belt gets the least. "
           "Soil moisture deficits persist in western Iowa, Nebraska and Kansas. No change to the crop-weather "
           "risk score (%d/10); the next full brief follows the 00z ECMWF." % R.randint(3, 7))
    # spreads review (analysis, no decision)
    sp_rows = ["**Harvest · spreads board** (mid, bid/ask from TT; 20d hi/lo; % of full carry)", "```",
               "SPREAD          BID       ASK       LAST      20D HI    20D LO    %FULL"]
    for name, v, full in [("ZC N/U", -6.5, 13.0), ("ZC N/Z", nz, 24.0), ("ZC U/Z", nz + 6.5, 16.5),
                          ("ZC Z/H", -9.75, 16.0), ("ZC H/K", -5.75, 11.0), ("ZS N/Q", 14.5, None),
                          ("ZS N/X", sn - sx, None), ("ZS X/F", -9.5, 18.0), ("ZW N/U", -14.25, 21.0),
                          ("ZW U/Z", -17.25, 24.0), ("KE N/U", -13.0, 21.0), ("KE-ZW N", kz, None),
                          ("KE-ZW U", kz - 1, None), ("MWE-KE N", 38.25, None), ("ZM N/Z", -4.6, None)]:
        b = quarter(v - 0.25)
        sp_rows.append("%-14s %8s %9s %9s %9s %9s %7s"
                       % (name, q8(b), q8(b + 0.25), q8(quarter(v)), q8(quarter(v + R.uniform(1, 5))),
                          q8(quarter(v - R.uniform(1, 5))), ("%d%%" % int(100 * abs(v) / full)) if full else "--"))
    sp_rows += ["```", "Old-crop/new-crop corn is the tightest part of the curve; beans remain inverted through "
                "November. Wheat carries are near 80%% of full in Chicago, lower in KC. Board crush N %d, U %d, "
                "Z %d cents/bu." % (crush, crush - 6, crush - 11)]
    d.post(d.at(12, 44), "harvest", "\n".join(sp_rows))

    paras = report_paragraphs(R, px, "midday")
    d.post(d.at(8, 6), "harvest",
           "**Harvest · pre-open one-pager** (context only)\n\n" + "\n\n".join(paras[3:]))

    # EOD positions dump (noise)
    pos = ["eod positions %s · acct %s" % ((day0 + timedelta(hours=12)).strftime("%Y-%m-%d"), ACCOUNT), "```",
           "CONTR    NET     AVG PX      SETTLE     OPEN P&L     MARGIN"]
    for c, v, q in [("ZCN6", cn, 150), ("ZCZ6", cz, -150), ("ZSN6", sn, -150), ("ZMN6", mn, 165),
                    ("ZLN6", ln, 135), ("ZSX6", sx, 35), ("KEU6", ken + 13, 120), ("ZWU6", wn + 14.25, -120)]:
        fm = ("%.1f" % v) if c.startswith("ZM") else (("%.2f" % v) if c.startswith("ZL") else q8(quarter(v)))
        pos.append("%-8s %+5d %10s %10s %+12s %10s"
                   % (c, q, fm, fm, format(R.randint(-40000, 60000), ","), format(abs(q) * R.randint(1100, 2400), ",")))
    pos += ["```", "total initial margin $%s · maintenance $%s · excess $%s"
            % (format(R.randint(900, 1400) * 1000, ","), format(R.randint(800, 1200) * 1000, ","),
               format(R.randint(1200, 3800) * 1000, ","))]
    d.post(d.at(14, 11), "cron", "\n".join(pos), kind="noise")

    # ===================================================== the script
    # --- overnight fills on a GTC order left from yesterday
    if "gtc_fill" in opt:
        o_gtc = oid(1)
        m = d.post(d.at(1, 17), "exec",
                   "FILL acct=%s ord=%s sym=ZSX6 side=B qty=10 px=%s cum=10/25 venue=CBOT tif=GTC"
                   % (ACCOUNT, o_gtc, q8(sx - 3)))
        d.hard(m, "trade_fill", [o_gtc, "ZSX6", "side=B", "qty=10", q8(sx - 3)], "structured")
        d.post(d.at(1, 20), "tyler", R.choice(ACKS), ref=m, kind="noise")

    # --- analyst overnight report, thesis decision buried
    paras = report_paragraphs(R, px, "morning")
    decision = ("Desk view: we are trimming conviction on the long Jul/Dec corn spread from high to "
                "medium; size unchanged, the stop stays where Mitch has it.")
    paras.insert(4, decision)
    rep1 = d.post(d.at(5, 38), "harvest",
                  "**Harvest · overnight crop & weather brief · %s**\n\n"
                  % (day0 + timedelta(hours=12)).strftime("%a %d %b") + "\n\n".join(paras))
    d.hard(rep1, "thesis_update", ["trimming conviction", "Jul/Dec corn", "high to medium"], "buried")
    d.idiom(rep1, "conviction change buried mid weather report", "thesis_update")

    # --- overnight news: flash sale on held Nov beans
    qty = R.choice([132000, 198000, 264000, 121000])
    m = d.post(d.at(7, 0, 2.3), "news",
               "[FLASH] USDA: private exporters report sales of %s MT of soybeans for delivery to "
               "China during the 2026/27 marketing year. It is the %s flash sale to China this month; USDA "
               "requires reporting of single-day sales of 100,000 t or more by 08:00 CT the next business day."
               % (format(qty, ","), R.choice(["second", "third", "first"])))
    d.hard(m, "held_position_news", ["%s MT" % format(qty, ","), "soybeans", "2026/27"], "tagged")
    flash = m
    m = d.post(d.at(7, 4), "switch",
               "route: EXPORT-FLASH soybeans %s t → Jen (owner ZSX6 long, crush short leg)"
               % format(qty, ","), ref=flash)
    d.hard(m, "route_decision", ["EXPORT-FLASH", "Jen", "ZSX6"], "structured")
    d.idiom(m, "triage bot routes a flash sale to the owning trader", "route_decision")

    un = R.sample(NEWS_UNRELATED, 4)
    m = d.post(d.at(6, 41), "news", "[NEWS] " + un[0][0].format(v="%.2f" % R.uniform(92, 104)), kind="near")
    m2 = d.post(d.at(6, 43), "switch",
                "no route: '%s' — not held, not on watchlist. closed." % un[0][1], ref=m)
    d.hard(m2, "no_route_decision", ["no route", un[0][1]], "structured")
    d.idiom(m2, "triage bot 'no route ... closed' line", "no_route_decision")
    d.idiom(m, "headline on a commodity the desk neither holds nor watches", "not_hard")

    # --- desk head morning note, pinned: risk limits
    lim_kz = R.choice([250, 300, 350])
    note = d.post(d.at(6, 52), "dale",
                  "Morning all. Book is long Jul/Dec corn, long Jul crush, long KE/ZW, long Nov beans.\n"
                  "Limits today: KE/ZW spread max %d per side, crush 250 board-equivalent, no outright "
                  "wheat over 50 lots. Watchlist: MWEN6, canola RSX6, oats ZOU6.\n"
                  "%s Nobody goes into the number bigger than they are now."
                  % (lim_kz, "WASDE at 11." if dom == 12 else "USDA at 11."))
    d.hard(note, "risk_limit", ["KE/ZW spread max %d" % lim_kz, "crush 250", "no outright wheat over 50"], "untagged")
    d.pin(note, d.at(6, 53), "dale")
    d.react(note, d.at(6, 53, 40), "📌", "dale")
    d.post(d.at(6, 55), "mitch", "👍", ref=note, kind="noise")

    # --- Mitch proposal: Jul/Dec corn
    size1 = R.choice([50, 40, 60])
    under1 = -nz
    prop1 = d.post(d.at(7, 21), "mitch",
                   "want to buy %d Jul/Dec corn at %d under on the open, adds to the N/Z we have. "
                   "stop %d under on a close" % (size1, under1, under1 + 5))
    d.hard(prop1, "trade_proposal", ["buy %d" % size1, "Jul/Dec corn", "%d under" % under1], "untagged")
    d.idiom(prop1, "pit-slang spread price 'at 12 under'", "trade_proposal")
    ap1 = d.post(d.at(7, 26), "dale", "ok go, %d is fine" % size1, ref=prop1)
    d.hard(ap1, "trade_approval", ["ok go", "%d" % size1], "reply")
    d.idiom(ap1, "terse 'ok go' reply approving a proposal", "trade_approval")

    hist = d.post(d.at(7, 29), "mitch",
                  "last year we bought 100 N/Z at 8 under in May and the June 30 acreage number "
                  "ran it to 22 under. smaller this time", kind="near")
    d.idiom(hist, "last season's spread trade told as history", "not_hard")

    # --- open: ACK + fills
    o1 = oid(2)
    m = d.post(d.at(8, 30, 1.4), "exec",
               "ORDER ACK acct=%s ord=%s sym=ZCN6-ZCZ6 side=B qty=%d px=%s tif=DAY type=LMT status=WORKING"
               % (ACCOUNT, o1, size1, q8(nz)))
    d.hard(m, "trade_confirmation", [o1, "ZCN6-ZCZ6", "side=B", "qty=%d" % size1, "status=WORKING"], "structured")
    d.idiom(m, "TT key=value order ack status=WORKING", "trade_confirmation")
    f1 = size1 // 2 - 5 if "exec_part" in opt else 0
    if f1:
        m = d.post(d.at(8, 30, 9.7), "exec",
                   "FILL acct=%s ord=%s sym=ZCN6-ZCZ6 side=B qty=%d px=%s cum=%d/%d"
                   % (ACCOUNT, o1, f1, q8(nz), f1, size1))
        d.hard(m, "trade_fill", [o1, "ZCN6-ZCZ6", "qty=%d" % f1, q8(nz)], "structured")
        d.idiom(m, "key=value partial fill with cum=x/y", "trade_fill")
    f1b = size1 - f1
    fill_emb = d.post(d.at(8, 31, 2.2), "bridge", "", embeds=[embed(
        "Fill", [("Contract", "ZCN6-ZCZ6"), ("Side", "BUY"), ("Qty", str(f1b)), ("Price", q8(nz + 0.25)),
                 ("Account", ACCOUNT), ("Order #", o1)],
        footer="CME Globex · iLink 3 · complete %d/%d" % (size1, size1))])
    d.hard(fill_emb, "trade_fill", ["ZCN6-ZCZ6", "BUY", str(f1b), q8(nz + 0.25)], "embed")
    d.idiom(fill_emb, "embed-only fill with Contract/Side/Qty/Price fields", "trade_fill")
    d.post(d.at(8, 32), "mitch", "ty", ref=fill_emb, kind="noise")

    # --- stop set, then moved twice by editing the same message
    s0, s1, s2 = under1 + 5, under1 + 4, under1 + 3.25
    stop = d.post(d.at(8, 41), "mitch", "N/Z stop %s under on a close, all %d" % (qs(s0), size1 * 2))
    d.edit(stop, d.at(10, 16), "N/Z stop %s under on a close, all %d" % (qs(s1), size1 * 2), superseded="%s under" % qs(s0))
    d.edit(stop, d.at(12, 41), "N/Z stop %s under on a close, all %d" % (qs(s2), size1 * 2), superseded="%s under" % qs(s1))
    d.hard(stop, "stop_or_target_change", ["N/Z stop", "%s under" % qs(s2)], "untagged")
    d.idiom(stop, "stop level edited twice in the same message", "stop_or_target_change")

    nm = d.post(d.at(8, 44), "ron",
                "fyi big fund sold 4k Dec corn on the open and Cargill paper is lifting every offer in "
                "the Z/H, not us", kind="near")
    d.idiom(nm, "another firm's trades seen in the market", "not_hard")

    # --- big crush order: thread
    clip = 50
    starter = d.post(d.at(8, 47, 4.2), "jen",
                     "Proposing 200 Jul board crush: sell 200 ZSN6 / buy 220 ZMN6 / buy 180 ZLN6 (10:11:9), "
                     "%d or better. working it in the thread" % crush)
    d.hard(starter, "trade_proposal", ["200 Jul board crush", "sell 200 ZSN6", "buy 220 ZMN6", "buy 180 ZLN6", str(crush)], "untagged")
    th = starter

    def tpost(t, who, content="", embeds=None, ref=None, kind="chat"):
        return d.post(t, who, content, embeds, ref, thread=th, kind=kind)

    tpost(d.at(8, 47, 50), "jen", "legs on TT autospreader, ratio 10:11:9, clips of %d" % clip)
    apv = tpost(d.at(8, 52), "dale",
                "approved. 4 clips of %d, don't pay over %d, and you're inside the 250 crush limit" % (clip, crush + 2),
                ref=starter)
    d.hard(apv, "trade_approval", ["approved", "4 clips of %d" % clip, str(crush + 2)], "reply")
    d.react(apv, d.at(8, 52, 50), "📌", "dale")
    tpost(d.at(8, 53), "jen", "🫡", ref=apv, kind="noise")
    oc = [oid(10 + k) for k in range(4)]
    if "crush_ack" in opt:
        m = tpost(d.at(8, 55), "exec",
                  "ORDER ACK acct=%s ord=%s strat=CRUSH-N6 legs=ZSN6:S50,ZMN6:B55,ZLN6:B45 px=%d status=WORKING"
                  % (ACCOUNT, oc[0], crush))
        d.hard(m, "trade_confirmation", [oc[0], "CRUSH-N6", "status=WORKING"], "structured")
    else:
        tpost(d.at(8, 55), "exec", "autospreader CRUSH-N6 armed · quoting leg ZSN6 · hedge legs ZMN6/ZLN6 · slop 2 ticks",
              kind="noise")
    if "clip1" in opt:
        m = tpost(d.at(9, 3), "exec",
                  "FILL acct=%s ord=%s strat=CRUSH-N6 qty=%d px=%d legs=ZSN6:S@%s,ZMN6:B@%.1f,ZLN6:B@%.2f cum=%d/200"
                  % (ACCOUNT, oc[0], clip, crush, q8(sn), mn, ln, clip))
        d.hard(m, "trade_fill", [oc[0], "CRUSH-N6", "qty=%d" % clip, "px=%d" % crush], "structured")
        ctxt, cfact = "clip 2 done %d crush" % clip, "clip 2 done %d crush" % clip
    else:
        ctxt, cfact = "clips 1-2 done %d crush" % (2 * clip), "clips 1-2 done %d crush" % (2 * clip)
    c2 = crush + 1
    m = tpost(d.at(9, 26), "ron",
              "%s at %d, legs: sold beans %s, bought meal %.1f, bought oil %.2f"
              % (ctxt, c2, q8(sn + 0.5), mn + 0.2, ln + 0.03))
    d.hard(m, "trade_fill", [cfact, str(c2), q8(sn + 0.5)], "untagged")
    d.idiom(m, "broker relays a spread fill in chat with legs", "trade_fill")
    tpost(d.at(9, 27), "jen", "ty ron", ref=m, kind="noise")
    blk_o = oid(17)
    blk = tpost(d.at(9, 41), "risk",
                "ORDER BLOCKED ord=%s ZLN6 B 45 — ZLN6 net long would be 412 > month limit 400. resend ≤ 33"
                % blk_o)
    d.hard(blk, "risk_limit", ["ORDER BLOCKED", blk_o, "ZLN6", "month limit 400"], "structured")
    d.idiom(blk, "risk engine blocks a leg and states a max resend size", "risk_limit")
    tpost(d.at(9, 43), "jen", "ugh. we carry 90 ZLN6 from the old book, forgot. @Dale?")
    if "zln_raise" in opt:
        rl = tpost(d.at(9, 47), "dale", "risk ok'd ZLN6 month limit to 450 for today only, resend clip 3")
        d.hard(rl, "risk_limit", ["ZLN6", "450", "today only"], "untagged")
    else:
        tpost(d.at(9, 47), "dale", "resend it at 33 on the oil leg and let the spreader leg in the rest")
    c3 = crush + 1
    m = tpost(d.at(9, 58), "bridge", "", embeds=[embed(
        "Execution report · CRUSH-N6", [("Contract", "CRUSH-N6 (ZSN6/ZMN6/ZLN6)"), ("Side", "BUY CRUSH"),
                                        ("Qty", "50"), ("Price", str(c3)), ("Account", ACCOUNT), ("Order #", oc[2])],
        footer="CME Globex · strategy fill · cum 150/200")])
    d.hard(m, "trade_fill", ["CRUSH-N6", "BUY CRUSH", "50", str(c3), oc[2]], "embed")
    d.react(m, d.at(9, 59), "📌", "dale")
    cstop = tpost(d.at(10, 4), "jen", "crush stop: out of all 150 if N board crush settles under %d" % (crush - 11))
    d.hard(cstop, "stop_or_target_change", ["crush stop", str(crush - 11)], "untagged")
    tpost(d.at(10, 31), "jen", "holding clip 4, meal getting bid into the number, revisit after WASDE")
    m = tpost(d.at(10, 33), "exec",
              "CANCEL ACK acct=%s ord=%s strat=CRUSH-N6 qty=50 status=CANCELLED reason=user" % (ACCOUNT, oc[3]))
    d.hard(m, "trade_confirmation", [oc[3], "CRUSH-N6", "status=CANCELLED"], "structured")
    tpost(d.at(11, 26), "jen", "still not sending the last clip, board crush ran away from us")
    cq = tpost(d.at(13, 12), "dale", "what's the crush doing on the close, anybody?", kind="near")

    # --- Tyler outright wheat proposal -> rejected
    tw = quarter(wn + 0.5)
    tp = d.post(d.at(9, 8), "tyler", "s 25 ZWN6 %s stop %s ?" % (q8(tw), q8(tw + 10.5)))
    d.hard(tp, "trade_proposal", ["s 25 ZWN6", q8(tw), q8(tw + 10.5)], "shorthand")
    d.idiom(tp, "shorthand 's 25 ZWN6 545'4 stop ...'", "trade_proposal")
    rj = d.post(d.at(9, 11), "dale", "nope — no outright wheat into the tour. stick to the spread", ref=tp)
    d.hard(rj, "trade_approval", ["nope", "no outright wheat"], "reply")
    d.idiom(rj, "curt rejection reply", "trade_approval")

    # --- routing the KE/ZW roll to Tyler
    rt = d.post(d.at(9, 17), "dale", "Tyler you've got the KE/ZW roll today, N into U. do it with Ron, not the algo")
    d.hard(rt, "route_decision", ["Tyler", "KE/ZW roll", "Ron"], "untagged")
    q1 = d.post(d.at(9, 19), "tyler", "should we be bigger in KE/ZW here or nah?", kind="near")
    d.idiom(q1, "trader asks whether to add (question, no decision)", "not_hard")
    roll_qty = R.choice([150, 120, 100])
    rp = d.post(d.at(9, 34), "tyler",
                "roll: sell %d KEN6-ZWN6 / buy %d KEU6-ZWU6, pay up to 2 over for the roll. ok?" % (roll_qty, roll_qty))
    d.hard(rp, "trade_proposal", ["sell %d KEN6-ZWN6" % roll_qty, "buy %d KEU6-ZWU6" % roll_qty, "2 over"], "untagged")
    ra = d.post(d.at(9, 36), "dale", "do it, %d" % roll_qty, ref=rp)
    d.hard(ra, "trade_approval", ["do it", str(roll_qty)], "reply")
    d.idiom(ra, "'do it' reply approving a roll", "trade_approval")
    rf = d.post(d.at(9, 52), "ron",
                "you're done %d KE/ZW N/U roll at 1'4 over, KEU/ZWU %s" % (roll_qty, q8(kz - 1)), ref=rp)
    d.hard(rf, "trade_fill", ["done %d KE/ZW" % roll_qty, "1'4 over"], "reply")

    # --- forgotten: client details pasted
    fg = d.post(d.at(9, 49), "tyler",
                "b 10 ZSX6 mkt for the Hoffmann Farms hedge acct 88-41207, call Gary 515-555-0142 when done")
    d.hard(fg, "trade_proposal", ["b 10 ZSX6", "Hoffmann Farms"], "shorthand")
    d.forget(fg, d.at(9, 57), AUTHORS["dale"][0], "Hoffmann Farms hedge acct 88-41207")
    d.post(d.at(9, 58), "dale", "tyler — customer stuff does not go in this channel. removed it.")

    # --- deleted: broker fill posted to the wrong channel
    wrong = d.post(d.at(10, 5), "ron", "done 40 Dec corn %s for you" % q8(cz + 3))
    d.hard(wrong, "trade_fill", ["done 40 Dec corn", q8(cz + 3)], "untagged")
    d.delete(wrong, d.at(10, 7), "done 40 Dec corn %s" % q8(cz + 3))
    d.post(d.at(10, 8), "ron", "ignore that, wrong chat — other customer")

    # --- Nov beans add, fill edited
    sxp = sx + R.choice([-1, 0, 1])
    jp = d.post(d.at(10, 10), "jen", "adding 25 Nov beans at %s or better, %s on the screen" % (q8(sxp), qdash(sxp + 0.25)))
    d.hard(jp, "trade_proposal", ["adding 25 Nov beans", q8(sxp)], "untagged")
    bf = d.post(d.at(10, 22), "ron", "we're done 25 Nov beans at %s" % q8(sxp + 0.5), ref=jp)
    d.edit(bf, d.at(10, 25), "we're done 25 Nov beans at %s (corrected)" % q8(sxp - 0.25), superseded=q8(sxp + 0.5))
    d.hard(bf, "trade_fill", ["done 25 Nov beans", q8(sxp - 0.25)], "reply")
    d.idiom(bf, "broker fill price corrected by edit", "trade_fill")

    # --- near misses mid-morning
    hy = d.post(d.at(10, 27), "jen", "if beans lose %d, I'd sell the Nov outright too. not there yet" % int(sn // 100),
                kind="near")
    d.idiom(hy, "hypothetical 'if beans lose 11, I'd sell'", "not_hard")
    pp = d.post(d.at(10, 38), "tyler", "paper book: b 10 ZSX6 %s for the desk contest, don't book it" % q8(sx - 0.75), kind="near")
    d.idiom(pp, "paper trade in shorthand", "not_hard")

    # --- risk: spec position-limit warning
    net = R.choice([610, 640, 655])
    sp = d.post(d.at(10, 44), "risk",
                "[RISK] SPEC LIMIT WARNING ZSN6 net short %d — federal spot-month spec limit 600 "
                "applies from 29-Jun close; roll or reduce before then" % net)
    d.hard(sp, "risk_limit", ["SPEC LIMIT WARNING", "ZSN6", "spot-month spec limit 600"], "tagged")
    d.idiom(sp, "spec position-limit warning from risk bot", "risk_limit")

    # --- WASDE
    ces = round(R.uniform(1.84, 1.99), 3)
    sbs = R.choice([335, 345, 355, 365])
    wheat = R.choice([818, 842, 856])
    is_wasde = dom == 12
    if is_wasde:
        wa = d.post(d.at(11, 0, 1.1), "news",
                    "[WASDE] US 2026/27 corn ending stocks %.3f bbu (avg est 1.861); soybeans %d mbu (est 340); "
                    "all wheat %d mbu. Brazil soy 2026/27 175.0 mmt" % (ces, sbs, wheat))
        d.hard(wa, "held_position_news", ["WASDE", "corn ending stocks %.3f bbu" % ces, "soybeans %d mbu" % sbs], "tagged")
    else:
        wa = d.post(d.at(11, 0, 1.1), "news",
                    "[USDA] Export sales w/e Thu: corn net %d k t (est 900-1,400); soybeans %d k t; "
                    "wheat %d k t" % (R.randint(800, 1500), sbs, R.randint(200, 600)))
        d.hard(wa, "held_position_news", ["Export sales", "corn net", "soybeans %d k t" % sbs], "tagged")
    d.idiom(wa, "USDA headline on held corn/soy", "held_position_news")
    if "wasde_route" in opt:
        m = d.post(d.at(11, 1, 30), "switch", "route: USDA balance sheets → Mitch (corn N/Z) and Jen (crush, ZSX6)", ref=wa)
        d.hard(m, "route_decision", ["route", "Mitch", "Jen"], "structured")
    if "th1" in opt:
        th1 = d.post(d.at(11, 6), "mitch",
                     "that's bearish new crop. N/Z works better from here not worse — adding conviction, I'd "
                     "rather be long this spread than not")
        d.hard(th1, "thesis_update", ["N/Z", "adding conviction"], "untagged")
    else:
        d.post(d.at(11, 6), "mitch", "bearish new crop on paper, market shrugging. N/Z barely moved")
    if "add_block" in opt:
        sh = d.post(d.at(11, 8), "mitch", "b 25 more N/Z %s" % q8(nz + 0.5))
        d.hard(sh, "trade_proposal", ["b 25 more N/Z", q8(nz + 0.5)], "shorthand")
        ok2 = d.post(d.at(11, 9), "dale", "fine, 25 more", ref=sh)
        d.hard(ok2, "trade_approval", ["fine", "25 more"], "reply")
        o2 = oid(20)
        m = d.post(d.at(11, 13), "bridge", "", embeds=[embed(
            "Order Accepted", [("Contract", "ZCN6-ZCZ6"), ("Side", "BUY"), ("Qty", "25"), ("Price", q8(nz + 0.5)),
                               ("Account", ACCOUNT), ("Order #", o2)],
            footer="CME Globex · accepted · TIF DAY")])
        d.hard(m, "trade_confirmation", ["Order Accepted", "ZCN6-ZCZ6", "25", o2], "embed")
        m = d.post(d.at(11, 19), "ron", "done 25 N/Z at %s under, all filled" % q8(-nz - 0.75))
        d.hard(m, "trade_fill", ["done 25 N/Z", "%s under" % q8(-nz - 0.75)], "untagged")
        d.post(d.at(11, 20), "mitch", "👍", ref=m, kind="noise")

    th2 = d.post(d.at(11, 32), "jen",
                 "changing my view on meal: was bearish, now I want the meal leg heavier. oil share peaked "
                 "for now. crush thesis intact, product mix flipped")
    d.hard(th2, "thesis_update", ["meal", "was bearish", "meal leg heavier"], "untagged")
    oq = d.post(d.at(11, 35), "jen", "what if we bought oil share here? just thinking out loud", kind="near")

    # midday analyst note: analysis only (near miss)
    paras = report_paragraphs(R, px, "midday")
    rep2 = d.post(d.at(11, 44), "harvest",
                  "**Harvest · USDA reaction notes** (analysis only, no desk action)\n\n" + balance_sheets(R) +
                  "\n\n" + "\n\n".join(paras[2:]),
                  kind="near")
    d.idiom(rep2, "long analysis with spread/stop words but no decision", "not_hard")

    # --- order rejected embed
    if "rejected" in opt:
        rjo = oid(21)
        m = d.post(d.at(12, 3), "bridge", "", embeds=[embed(
            "Order Rejected", [("Contract", "ZLN6"), ("Side", "BUY"), ("Qty", "30"), ("Price", "%.2f" % (ln + 4.6)),
                               ("Account", ACCOUNT), ("Order #", rjo)],
            description="Price outside Globex price banding",
            footer="CME Globex · reject code 2013")])
        d.hard(m, "trade_confirmation", ["Order Rejected", "ZLN6", rjo], "embed")
        d.post(d.at(12, 4), "jen", "fat finger, meant %.2f. not resending" % (ln + 0.06))

    # --- watchlist news
    ndp = R.randint(33, 44)
    wn1 = d.post(d.at(12, 16), "news",
                 "[NEWS] Spring wheat: North Dakota planting %d%% vs %d%% avg; MGEX July spring wheat MWEN6 up %s"
                 % (ndp, ndp + 17, q8(quarter(R.uniform(6, 12)))) +
                 ". Wet fields in the Red River Valley keep planters idle; prevent-plant talk is growing and "
                 "Minneapolis/KC spreads widened to the highest since March.")
    d.hard(wn1, "watchlist_news", ["North Dakota planting", "MWEN6"], "tagged")
    d.idiom(wn1, "headline on a watchlist contract", "watchlist_news")
    if "canola" in opt:
        wn2 = d.post(d.at(15, 42), "news",
                     "[NEWS] ICE canola RSX6 rallies C$%d on Prairie dryness; Statistics Canada seeding intentions "
                     "later this month" % R.randint(6, 14))
        d.hard(wn2, "watchlist_news", ["canola", "RSX6"], "tagged")

    # --- held news: Kansas wheat tour (KE), RVO (ZL)
    yld = round(R.uniform(38.5, 44.0), 1)
    kt = d.post(d.at(12, 58), "news",
                "[NEWS] Wheat Quality Council HRW tour day 2: Kansas calculated yield %.1f bpa vs 37.8 last "
                "year; KC July wheat KEN6 firm. Scouts stopped at %d fields on the western and central routes; "
                "freeze and drought damage is patchy, and several participants flagged stripe rust in "
                "central counties. The tour's final production estimate comes Thursday." % (yld, R.randint(180, 260)))
    d.hard(kt, "held_position_news", ["HRW tour", "%.1f bpa" % yld, "KEN6"], "tagged")
    rv = d.post(d.at(14, 21), "news",
                "EPA sends final 2026-27 RVO to OMB; biomass-based diesel volume %.2f bn gal, above "
                "the proposal — soybean oil jumps. The rule also trims the credit for imported feedstocks "
                "such as used cooking oil and tallow, which the industry reads as supportive for domestic "
                "crush demand. OMB review typically takes 30-90 days." % R.uniform(5.2, 5.8))
    d.hard(rv, "held_position_news", ["RVO", "soybean oil"], "untagged")
    d.idiom(rv, "untagged headline naming the held product by name, not symbol", "held_position_news")
    d.post(d.at(14, 23), "jen", "oil leg of the crush loving this", ref=rv)

    # --- unrelated news + human no-route
    m = d.post(d.at(12, 48), "news", "[NEWS] " + un[1][0].format(v="%.2f" % R.uniform(92, 104)), kind="near")
    nr = d.post(d.at(12, 50), "dale", "nothing for us on the %s headline, ignore" % un[1][1], ref=m)
    d.hard(nr, "no_route_decision", ["nothing for us", un[1][1]], "reply")
    d.post(d.at(16, 33), "news", "[NEWS] " + un[2][0].format(v="%.2f" % R.uniform(92, 104)), kind="near")
    d.post(d.at(22, 8), "news", "[NEWS] " + un[3][0].format(v="%.2f" % R.uniform(92, 104)), kind="near")

    # --- quoted / other desk / backtest
    qn = d.post(d.at(12, 27), "jen",
                "> \"China cancels 240,000 t of US soybean cargoes\"\nthat's from 2024 lol, someone reposted it "
                "in the ag group chat and the meal guys panicked", kind="near")
    d.idiom(qn, "quoted stale headline in chat", "not_hard")
    od = d.post(d.at(12, 35), "ron", "fyi the softs desk upstairs bought 200 Oct sugar, nothing to do with you guys", kind="near")
    bt = d.post(d.at(13, 38), "harvest",
                "Backtest (2010-2025, sim only): buying Jul/Dec corn after the first crop progress >60%% planted "
                "and selling at FND: 11/16 winners, avg +%s, worst -9'2, max adverse 12'4. Not a signal; "
                "context for the N/Z discussion." % q8(3.5), kind="near")
    d.idiom(bt, "backtest fill statistics", "not_hard")
    pit = d.post(d.at(13, 40), "dale",
                 "pit days we'd lift the offer in N/Z with one hand and sell Dec with the other. good times",
                 kind="near")
    ad = d.post(d.at(13, 7), "ron", "ADM posting board crush bids at %d in Decatur, cash not futures" % (crush + 6), kind="near")
    sens = d.post(d.at(12, 52), "mitch",
                  "for anyone else in the ag group running N/Z, %d under is where a stop would make sense" % (under1 + 6),
                  kind="near")
    d.idiom(sens, "stop level suggested to others, no decision", "not_hard")
    would = d.post(d.at(13, 30), "tyler", "would've made 6c if we'd bought beans on the open. oh well", kind="near")

    # --- risk breach + limit change
    brq = R.choice([405, 412, 418])
    br = d.post(d.at(13, 33), "risk",
                "LIMIT BREACH acct=%s sym=ZMN6 net=+%d limit=400 (per-month) action=BLOCK_NEW_BUYS" % (ACCOUNT, brq))
    d.hard(br, "risk_limit", ["LIMIT BREACH", "ZMN6", "net=+%d" % brq, "limit=400"], "structured")
    if "ml" in opt:
        ml = d.post(d.at(13, 36), "dale", "raising ZMN6 month limit to 450 for the crush, signed off with risk",
                    ref=br)
        d.hard(ml, "risk_limit", ["ZMN6", "month limit to 450"], "reply")

    # --- roll remainder fills (U leg) close
    if "roll_u" in opt:
        o3 = oid(30)
        m = d.post(d.at(13, 14), "exec",
                   "FILL acct=%s ord=%s sym=KEU6-ZWU6 side=B qty=%d px=%s cum=%d/%d venue=CBOT"
                   % (ACCOUNT, o3, roll_qty, q8(kz - 1), roll_qty, roll_qty))
        d.hard(m, "trade_fill", [o3, "KEU6-ZWU6", "qty=%d" % roll_qty, q8(kz - 1)], "structured")

    # --- afternoon analyst report: buried route decision
    paras = report_paragraphs(R, px, "afternoon")
    dec3 = ("Action: routing the KE/ZW N/U roll remainder and tonight's Kansas tour follow-up to the "
            "overnight execution agent (Nightjar) with a 2-over limit; Tyler stays owner.")
    paras.insert(5, dec3)
    rep3 = d.post(d.at(14, 32), "harvest",
                  "**Harvest · close recap & crop outlook**\n\n" + "\n\n".join(paras))
    d.hard(rep3, "route_decision", ["routing the KE/ZW N/U roll", "Nightjar", "2-over limit"], "buried")
    d.idiom(rep3, "route decision buried in a recap", "route_decision")

    # --- evening / overnight
    bid = crush - 2
    ev = d.post(d.at(19, 3), "jen", "leaving 50 N crush bid at %d overnight, GTC" % bid)
    d.hard(ev, "trade_proposal", ["50 N crush", "bid at %d" % bid, "GTC"], "untagged")
    o4 = oid(40)
    m = d.post(d.at(19, 4), "exec",
               "ORDER ACK acct=%s ord=%s strat=CRUSH-N6 side=B qty=50 px=%d tif=GTC status=WORKING" % (ACCOUNT, o4, bid))
    d.hard(m, "trade_confirmation", [o4, "CRUSH-N6", "px=%d" % bid, "status=WORKING"], "structured")
    tgt = -nz - 6
    tg = d.post(d.at(20, 14), "mitch", "target on N/Z: half off at %d under, rest rides" % tgt)
    d.hard(tg, "stop_or_target_change", ["target on N/Z", "%d under" % tgt], "untagged")
    paras = report_paragraphs(R, px, "evening")
    dec4 = ("Item EXPORT-SALES-WHEAT (Egypt tender, French origin): no action, not routed — the desk "
            "has no Chicago wheat outright and KE/ZW is already rolled.")
    paras.insert(3, dec4)
    rep4 = d.post(d.at(20, 37), "harvest",
                  "**Harvest · evening models & overnight setup**\n\n" + "\n\n".join(paras))
    d.hard(rep4, "no_route_decision", ["EXPORT-SALES-WHEAT", "no action, not routed"], "buried")
    sc = d.post(d.at(20, 52), "harvest",
                "Scenario note: if July corn settles below 440 the model would favour widening the N/Z stop; "
                "no change proposed tonight.", kind="near")
    if "crush_fill" in opt:
        m = d.post(d.at(22, 41), "exec",
                   "FILL acct=%s ord=%s strat=CRUSH-N6 side=B qty=20 px=%d cum=20/50 tif=GTC" % (ACCOUNT, o4, bid))
        d.hard(m, "trade_fill", [o4, "CRUSH-N6", "qty=20", "px=%d" % bid], "structured")
        d.post(d.at(22, 43), "jen", "nice", ref=m, kind="noise")

    # small acks sprinkled
    for hh, mm in [(8, 58), (10, 49), (12, 9), (14, 2), (15, 11)]:
        d.post(d.at(hh, mm), R.choice(["mitch", "jen", "tyler", "ron"]), R.choice(ACKS), kind="noise")

    # second forget: a non-hard personal message
    pm = d.post(d.at(15, 20), "tyler", "my cell for the weekend is 312-555-0198 if ops needs me")
    d.forget(pm, d.at(15, 26), AUTHORS["dale"][0], "312-555-0198")
    # delete of a non-hard message
    dm = d.post(d.at(16, 12), "mitch", "anybody know if the Board of Trade bar still does the friday thing")
    d.delete(dm, d.at(16, 14), "Board of Trade bar still does the friday thing")
    return d


# --------------------------------------------------------------------------- assembly

def _seed_for(seed: int, ci: int, di: int) -> int:
    return (seed * 1_000_003 + ci * 7_919 + di * 104_729) & 0xFFFFFFFF


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    dlist: list[tuple[Day, int]] = []
    for di in range(days):
        day0 = end - timedelta(days=days - di)
        for ci in range(channels):
            rng = random.Random(_seed_for(seed, ci, di))
            dlist.append((build_day(rng, channel_id_for(ci), day0, ci, di), ci))

    # assign ids per channel (worker per channel keeps ids unique across channels)
    for d, ci in dlist:
        msgs = sorted(d.msgs, key=lambda m: (m.t, m.order))
        last_ms, seq = -1, 0
        worker = (ci % 30) + 1
        for m in msgs:
            ms = _ms(m.t)
            if ms <= last_ms:
                ms = last_ms
                seq += 1
            else:
                seq = 0
            last_ms = ms
            m.t = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
            m.id = str(_snow(ms, worker, seq))
        for m in d.msgs:
            if m.thread is not None:
                m.chan = m.thread.id
                m.parent = d.chan_id
            else:
                m.chan = d.chan_id

    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d, ci in dlist:
        for m in d.msgs:
            ms = _ms(m.t)
            aid, aname, abot = AUTHORS[m.who]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(ms), "content": m.content, "attachments": [],
                   "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None, "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
            if m.parent:
                ev["parent_channel_id"] = m.parent
            ev["message"] = msg
            events.append((ms, 0, int(m.id), ev))
            if m.kind == "hard":
                et, facts, phr = m.hard
                labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": et,
                                              "facts": facts, "phrasing": phr, "final_state": m.state})
            elif m.kind == "noise":
                labels["noise_message_ids"].append(m.id)
            elif m.kind == "near":
                labels["near_miss_ids"].append(m.id)
        for op in d.ops:
            ms = _ms(op["t"])
            kind = op["op"]
            if kind == "bulk_delete":
                ms_ = op["msgs"]
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_[0].chan,
                      "message_ids": [x.id for x in ms_], "deleted_at": _iso(ms)}
                events.append((ms, 1, 0, ev))
                continue
            m = op["msg"]
            ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": m.chan}
            if m.parent:
                ev["parent_channel_id"] = m.parent
            if kind == "edit":
                ev.update(message_id=m.id, edited_at=_iso(ms), content=op["content"])
            elif kind == "delete":
                ev.update(message_id=m.id, deleted_at=_iso(ms))
            elif kind == "forget":
                ev.update(message_id=m.id, requested_by=op["by"], at=_iso(ms))
            elif kind == "pin":
                ev.update(message_id=m.id, by=AUTHORS[op["by"]][0], at=_iso(ms))
            elif kind == "reaction_add":
                ev.update(message_id=m.id, emoji=op["emoji"], user_id=AUTHORS[op["by"]][0], at=_iso(ms))
            events.append((ms, 1, 0, ev))
        for m, s in d.superseded:
            labels["superseded_facts"].append([m.chan, m.id, s])
        labels["removed_texts"].extend(d.removed)
        if not labels["idioms"]:
            # one row per idiom, 20 at most, from the first channel-day
            skip = {"triage bot routes a flash sale to the owning trader", "trader asks whether to add (question, no decision)",
                    "'do it' reply approving a roll", "key=value partial fill with cum=x/y",
                    "stop level suggested to others, no decision", "broker relays a spread fill in chat with legs",
                    "headline on a watchlist contract", "untagged headline naming the held product by name, not symbol",
                    "headline on a commodity the desk neither holds nor watches", "curt rejection reply",
                    "long analysis with spread/stop words but no decision"}
            rows = [(m, n, e) for m, n, e in d.idioms if n not in skip]
            if len(rows) < 10:
                rows = d.idioms
            for m, name, exp in rows[:20]:
                labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})

    events.sort(key=lambda x: (x[0], x[1], x[2]))
    # pinned flag on create lines for messages pinned at creation is not used; pins are ops.
    return {"events": [e for _, _, _, e in events], "labels": labels}


# --------------------------------------------------------------------------- checking

def _final_texts(events):
    """message id -> [final content + embed text]."""
    content, etext = {}, {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            parts = []
            for e in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if e.get(k):
                        parts.append(str(e[k]))
                for f in e.get("fields") or []:
                    parts.append("%s %s" % (f.get("name", ""), f.get("value", "")))
            etext[m["id"]] = "\n".join(parts)
            content.setdefault(m["id"], m.get("content") or "")
        elif op == "edit":
            content[ev["message_id"]] = ev["content"]
    final = {k: [(content.get(k, "") + ("\n" + etext[k] if etext[k] else ""))] for k in etext}
    return final, None


def check(out: dict) -> dict:
    events, labels = out["events"], out["labels"]
    final, _ = _final_texts(events)
    errors = []
    times = []
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            if _iso(ms) != m["created_at"]:
                errors.append("id/created_at mismatch %s" % m["id"])
            times.append(ms)
    if times != sorted(times):
        errors.append("creates not in time order")
    seen = {}
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            seen[m["id"]] = m["created_at"]
            for dep in ([ev["channel_id"]] if ev.get("parent_channel_id") else []) + [m.get("reference_id")]:
                if dep and (dep not in seen or seen[dep] > m["created_at"]):
                    errors.append("thread/reply target not earlier: %s" % m["id"])
        else:
            at = ev.get("at") or ev.get("edited_at") or ev.get("deleted_at")
            for i in ev.get("message_ids") or [ev["message_id"]]:
                if i not in seen or seen[i] > at:
                    errors.append("op before create: %s" % i)
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in final:
            errors.append("missing id %s" % mid)
            continue
        for f in h["facts"]:
            if f not in final[mid][0]:
                errors.append("fact %r not in %s (%s)" % (f, mid, final[mid][0][:80]))
        if not 1 <= len(h["facts"]) <= 5:
            errors.append("facts count %s" % mid)
    for r in labels["idioms"]:
        if r["message_id"] not in final:
            errors.append("idiom id missing")
    # stats per channel-day
    per = {}
    for ev in events:
        if ev["op"] != "create":
            continue
        m = ev["message"]
        key = (ev.get("parent_channel_id") or ev["channel_id"],
               (datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")) + CT_OFFSET).date().isoformat())
        s = per.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "ids": []})
        s["msgs"] += 1
        s["bytes"] += len(final[m["id"]][0].encode("utf-8"))
        s["ids"].append(m["id"])
    hard_ids = {h["message_id"]: h for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    types = {}
    for s in per.values():
        for i in s["ids"]:
            s["hard"] += i in hard_ids
            s["noise"] += i in noise
            s["near"] += i in near
        del s["ids"]
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    return {"errors": errors, "per_channel_day": {"%s %s" % k: v for k, v in per.items()}, "hard_by_type": types,
            "idioms": len(labels["idioms"]), "superseded": len(labels["superseded_facts"]),
            "removed": len(labels["removed_texts"])}


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
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    st = check({"events": events, "labels": out["labels"]})
    print(json.dumps(st, indent=1, ensure_ascii=False), file=sys.stderr)
    return 1 if st["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
