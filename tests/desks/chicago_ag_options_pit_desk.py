#!/usr/bin/env python3
"""Desk generator: chicago_ag_options_pit_desk.

A Chicago agricultural options and futures desk: CBOT corn, soybeans, wheat,
soybean meal and oil futures and options (month codes, weekly options, calendar
and crush spreads) plus a little physical basis business with country elevators.

Standard library only. Output is a pure function of the arguments (no set
iteration over strings, no hash()).

    python -m tests.desks.chicago_ag_options_pit_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "chicago_ag_options_pit_desk"
EPOCH_MS = 1420070400000
GUILD_ID = "1196473028815530118"
# Day window = midnight-to-midnight Chicago (CST, UTC-6) by default.
DEFAULT_END = datetime(2026, 11, 13, 6, 0, 0, tzinfo=timezone.utc)
ACCT = "4471-AG"

# stable author ids: key -> (id, display name, bot)
PEOPLE = {
    "ray": ("1178409613227442217", "RAY K", False),
    "maya": ("1203318876045201418", "maya.quant", False),
    "tommy": ("1184620937119735838", "Tommy B", False),
    "dana": ("1175530021877362690", "Dana (compliance)", False),
    "gil": ("1233867390160744478", "Gil @ Fenwick Futures", False),
    "bridge": ("1228561094370246706", "LaSalle Clearing Bridge", True),
    "cropwx": ("1240917758261362758", "cropwx-agent", True),
    "riskd": ("1231194600718757931", "riskd", True),
    "bell": ("1219840473388040212", "pitbell", True),
    "settle": ("1222059748213403688", "settle-feed", True),
    "elev": ("1225590316668715098", "elevator-bids", True),
    "cron": ("1226737002480918589", "possync-cron", True),
    "hb": ("1226737561098137660", "gw-heartbeat", True),
    "ci": ("1237724812053446707", "deploy-bot", True),
    "alerts": ("1238460155722047599", "px-alerts", True),
    "spread": ("1239102288455017523", "spreadbot", True),
}


def snowflake(ms, worker, seq):
    return ((ms - EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def channel_id_for(index):
    ms = 1730300000000 + index * 7 * 3600000 + 417
    return str(snowflake(ms, 9, 3 + index))


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


# ---------------------------------------------------------------- price formats
_FR8 = {1: "1/8", 2: "1/4", 3: "3/8", 4: "1/2", 5: "5/8", 6: "3/4", 7: "7/8"}


def frac(x):
    """cents with eighths/quarters as fractions: 12.375 -> '12 3/8'."""
    neg = x < 0
    x = abs(x)
    whole = int(x)
    e = int(round((x - whole) * 8))
    if e == 8:
        whole, e = whole + 1, 0
    if e == 0:
        s = str(whole)
    elif whole == 0:
        s = _FR8[e]
    else:
        s = "%d %s" % (whole, _FR8[e])
    return ("-" if neg else "") + s


def tick(x):
    """CBOT apostrophe notation in eighths: 447.25 -> 447'2."""
    neg = x < 0
    x = abs(x)
    whole = int(x)
    e = int(round((x - whole) * 8))
    if e == 8:
        whole, e = whole + 1, 0
    return ("-" if neg else "") + "%d'%d" % (whole, e)


def q4(rng, base, spread):
    return base + rng.randint(-spread * 4, spread * 4) / 4.0


def q8(rng, lo, hi):
    return rng.randint(int(lo * 8), int(hi * 8)) / 8.0


# ---------------------------------------------------------------- model
class Thread(object):
    def __init__(self, starter, name):
        self.starter = starter
        self.name = name


class Msg(object):
    def __init__(self, t, who, content, embeds, ref, thread, cls):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.cls = cls  # noise | hard | near | chat
        self.state = "live"
        self.original = content
        self.id = None
        self.ms = None
        self.hard = []
        self.pinned = False
        self.attachments = []

    def final_text(self):
        parts = [self.content]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


def emb(title, description=None, fields=None, footer=None, author=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


class Day(object):
    def __init__(self, rng, start_ms, ci, di, chan_id):
        self.rng = rng
        self.start_ms = start_ms
        self.ci = ci
        self.di = di
        self.chan = chan_id
        self.msgs = []
        self.ops = []  # (t, kind, msg_or_list, extra)
        self.superseded = []  # (msg, old)
        self.removed = []
        self.idioms = []
        self.oid_n = rng.randint(310000, 389000)

    # time in seconds after window start; h:m are Chicago clock hours
    def at(self, h, m=0, s=0, jit=0):
        t = h * 3600 + m * 60 + s
        if jit:
            t += self.rng.randint(-jit, jit)
        return float(min(max(t, 5), 86390))

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, cls="chat"):
        t = float(min(max(t, 1.0), 86380.0))
        m = Msg(t, who, content, embeds, ref, thread, cls)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing):
        m.cls = "hard"
        m.hard.append({"event_type": etype, "facts": list(facts), "phrasing": phrasing})
        return m

    def edit(self, m, dt, new_content, old_levels=()):
        self.ops.append((m.t + dt, "edit", m, new_content))
        m.content = new_content
        if m.state == "live":
            m.state = "edited"
        for o in old_levels:
            self.superseded.append((m, o))

    def delete(self, m, dt, snippet):
        self.ops.append((m.t + dt, "delete", m, None))
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        self.ops.append((t, "bulk_delete", ms, None))
        for m in ms:
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, dt, snippets):
        self.ops.append((m.t + dt, "forget", m, PEOPLE["dana"][0]))
        m.state = "forgotten"
        self.removed.extend(snippets)

    def pin(self, m, dt, who="ray"):
        self.ops.append((m.t + dt, "pin", m, PEOPLE[who][0]))
        m.pinned = True

    def react(self, m, dt, emoji, who):
        self.ops.append((m.t + dt, "reaction_add", m, (emoji, PEOPLE[who][0])))

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))

    def oid(self):
        self.oid_n += self.rng.randint(3, 41)
        return "LS-%d" % self.oid_n


# ---------------------------------------------------------------- the day
def build_day(day):
    rng = day.rng
    P = day.post
    H = day.hard
    at = day.at

    # ---- market state
    cz = q4(rng, 447.0, 6)
    ch = cz + q4(rng, 11.0, 1)
    cn = ch + q4(rng, 11.5, 1)
    sf = q4(rng, 1061.0, 12)
    sh = sf + q4(rng, 10.5, 1)
    wz = q4(rng, 541.0, 8)
    wh = wz + q4(rng, 15.5, 1)
    keh = wh - q4(rng, 7.0, 2)
    zoh = q4(rng, 352.0, 6)
    mf = round(312.4 + rng.randint(-40, 40) / 10.0, 1)
    lf = round(51.22 + rng.randint(-90, 90) / 100.0, 2)
    kc = int(cz // 10 * 10 + 10) if cz % 10 > 4 else int(cz // 10 * 10 + 5)
    ks = int((sf - 20) // 10 * 10)
    ivc = round(rng.uniform(26.5, 33.0), 1)
    ivs = round(rng.uniform(17.0, 22.5), 1)
    day_tag = rng.choice(["THU", "THURS"])

    def chg():
        return rng.choice(["+", "-"]) + tick(rng.randint(0, 40) / 4.0)

    threads = []
    opt_groups = ["f2", "ackH", "cxl", "oat", "blk", "buried", "hedge", "roll", "ackD", "tr", "stm", "ackE", "es",
                  "nrg", "cp", "ackB", "br"]
    chosen = rng.sample(opt_groups, rng.randint(3, 9))

    def on(name):
        return name in chosen

    # ================================================================ overnight / noise frame
    # heartbeats (bridge gateway) roughly hourly, a few skipped
    hb_seq = rng.randint(88000, 99000)
    t = rng.randint(60, 900)
    while t < 86300:
        if rng.random() > 0.1:
            hb_seq += rng.randint(38, 52)
            P(float(t), "hb", "hb bridge-gw ok seq=%d lat=%dms md=CME-MDP3 %s sess=%s fix=LASALLE-AG-2 up "
              "drop_copy=ok q_depth=%d mem=%dMB" % (
                  hb_seq, rng.randint(2, 9), rng.choice(["ok", "ok", "ok (1 gap filled)"]),
                  "GLOBEX" if (t < 27900 or t > 68400) else "RTH", rng.choice([0, 0, 0, 1, 2]),
                  rng.randint(380, 520)), cls="noise")
        t += rng.randint(4500, 5400)

    # possync cron every 2h, with the position table it pulled
    book = [("ZCH7", -60), ("ZWH7", -40), ("ZCN7 C480", 100), ("ZCN7 P420", -50), ("ZSH7 C1100", 60),
            ("ZSF7", 15), ("ZMF7", -12), ("ZLF7", 9), ("ZCH7 C470", 80), ("ZSX7 P1000", -40),
            ("PHYS CORN (bu)", 210000), ("PHYS BEANS (bu)", 85000)]
    for h in range(1, 24, 3):
        rows = ["%-16s %+9s   mark %9s   upl %+9s" % (
            s_, "{:,}".format(q_), tick(rng.uniform(3, 1100)) if "PHYS" not in s_ else "basis",
            "{:,}".format(rng.randint(-40000, 60000))) for s_, q_ in book[:rng.randint(10, 12)]]
        P(at(h, 2, rng.randint(0, 50)), "cron",
          "[cron] possync %02d:02 CT: pulled %d positions from LaSalle (acct %s), %d diffs, 0 routed, took %.1fs\n"
          "```\n%s\n```" % (h, len(rows), ACCT, 0 if rng.random() < 0.85 else 1, rng.uniform(0.9, 3.2),
                            "\n".join(rows)), cls="noise")

    # risk heartbeat hourly during session
    for h in (7, 8, 9, 10, 11, 12, 13, 14):
        vlim = "6.0k" if h >= 13 else "4.0k"
        P(at(h, 0, rng.randint(3, 40)), "riskd",
          "riskd: all limits ok (%d checks, 0 breach, %d warn) · snap %02d:00 CT\n"
          "  delta corn %+d/600 · beans %+d/400 · wheat %+d/300 · meal %+d/150 · oil %+d/150\n"
          "  vega %.1fk/%s · gamma %+d/c · margin util %d%% · CFTC spec: ok (max %d%% of spot-month)" % (
              rng.randint(17, 23), rng.choice([0, 0, 1]), h, rng.randint(120, 420), rng.randint(20, 200),
              -rng.randint(30, 60), rng.randint(5, 60), rng.randint(5, 60), rng.uniform(1.8, 3.9), vlim,
              rng.randint(5, 30), rng.randint(55, 88), rng.randint(20, 45)), cls="noise")

    # bells
    for (h, m, txt) in ((7, 45, "🔔 CBOT grains overnight session HALT 07:45 CT — reopens 08:30"),
                        (8, 30, "🔔 CBOT grains OPEN — corn / beans / wheat / meal / oil, day session 08:30-13:20 CT"),
                        (13, 20, "🔔 CLOSE 13:20 CT — grains & oilseeds. settlements to follow"),
                        (19, 0, "🔔 overnight session OPEN 19:00 CT")):
        P(at(h, m, 0) + rng.uniform(0.1, 1.5), "bell", txt, cls="noise")

    # settlements
    def fut_block(title, rows, dec=None):
        lines = ["%s" % title, "%-7s %10s %8s %9s %9s %9s %9s" % ("SYM", "SETTLE", "CHG", "HIGH", "LOW", "VOL", "OI")]
        for sym, px in rows:
            if dec:
                sc = 0.1 if dec == "%.1f" else 0.02
                hi = px + rng.randint(1, 30) * sc
                lo = px - rng.randint(1, 30) * sc
                lines.append("%-7s %10s %+8.2f %9s %9s %9s %9s" % (
                    sym, dec % px, rng.uniform(-10, 10) * sc, dec % hi, dec % lo,
                    "{:,}".format(rng.randint(4000, 160000)), "{:,}".format(rng.randint(40000, 520000))))
            else:
                hi = px + rng.randint(1, 24) / 4.0
                lo = px - rng.randint(1, 24) / 4.0
                lines.append("%-7s %10s %8s %9s %9s %9s %9s" % (sym, tick(px), chg(), tick(hi), tick(lo),
                                                                "{:,}".format(rng.randint(4000, 190000)),
                                                                "{:,}".format(rng.randint(40000, 700000))))
        return "```\n" + "\n".join(lines) + "\n```"

    def opt_block(title, root, und, k0, step, n, lo8, hi8, iv):
        lines = [title, "%-6s %8s %6s %8s %6s %6s %9s" % ("STRIKE", "CALL", "CDELTA", "PUT", "PDELTA", "IV", "OI")]
        for i in range(n):
            k = k0 + i * step
            c = max(0.125, und - k + q8(rng, lo8, hi8))
            p_ = max(0.125, k - und + q8(rng, lo8, hi8))
            d = max(0.02, min(0.98, 0.5 + (und - k) / (step * n * 0.9)))
            lines.append("%s %-4d %8s %6.2f %8s %6.2f %6.1f %9s" % (
                root, k, tick(c), d, tick(p_), d - 1, iv + rng.uniform(-1.5, 2.5),
                "{:,}".format(rng.randint(800, 42000))))
        return "```\n" + "\n".join(lines) + "\n```"

    P(at(13, 31, 20, 60), "settle", fut_block("SETTLEMENTS PRELIM — CORN (ZC)", [
        ("ZCZ6", cz), ("ZCH7", ch), ("ZCK7", ch + 7.5), ("ZCN7", cn), ("ZCU7", cn + 6), ("ZCZ7", cn + 16.25),
        ("ZCH8", cn + 25.5), ("ZCN8", cn + 31.75)]), cls="noise")
    P(at(13, 33, 40, 60), "settle", fut_block("SETTLEMENTS PRELIM — SOYBEANS (ZS)", [
        ("ZSF7", sf), ("ZSH7", sh), ("ZSK7", sh + 9.25), ("ZSN7", sh + 16.5), ("ZSQ7", sh + 12), ("ZSU7", sh - 8.5),
        ("ZSX7", sh - 22), ("ZSF8", sh - 14.75)]), cls="noise")
    P(at(13, 34, 30, 60), "settle", fut_block("SETTLEMENTS PRELIM — MEAL (ZM) $/st", [
        ("ZMF7", mf), ("ZMH7", mf + 2.7), ("ZMK7", mf + 5.1), ("ZMN7", mf + 8.4)], dec="%.1f") + "\n" +
      fut_block("SETTLEMENTS PRELIM — OIL (ZL) c/lb", [
          ("ZLF7", lf), ("ZLH7", lf + 0.31), ("ZLK7", lf + 0.58), ("ZLN7", lf + 0.77)], dec="%.2f"), cls="noise")
    P(at(13, 36, 0, 60), "settle", fut_block("SETTLEMENTS PRELIM — WHEAT (ZW / KE / MWE)", [
        ("ZWZ6", wz), ("ZWH7", wh), ("ZWK7", wh + 9.75), ("ZWN7", wh + 18), ("KEZ6", keh - 14),
        ("KEH7", keh), ("KEK7", keh + 8.25), ("MWEH7", keh + 41.5)]), cls="noise")
    P(at(13, 41, 0, 60), "settle", opt_block("OPTION SETTLES — CORN DEC (OZCZ6) exp 11/20", "CZ", cz,
                                             kc - 45, 5, 20, 4, 9, ivc), cls="noise")
    P(at(13, 42, 30, 60), "settle", opt_block("OPTION SETTLES — CORN MAR (OZCH7)", "CH", ch,
                                              kc - 50, 10, 16, 9, 16, ivc - 3), cls="noise")
    P(at(13, 44, 0, 60), "settle", opt_block("OPTION SETTLES — BEANS JAN (OZSF7)", "SF", sf,
                                             ks - 70, 10, 18, 8, 16, ivs), cls="noise")
    P(at(13, 45, 0, 60), "settle", opt_block("OPTION SETTLES — BEANS MAR (OZSH7)", "SH", sh,
                                             ks - 60, 10, 16, 12, 22, ivs - 1), cls="noise")
    mrows = ["ZM %-4d C %6.2f  P %6.2f  iv %.1f  oi %s" % (
        k_, max(0.05, mf - k_ + rng.uniform(2, 6)), max(0.05, k_ - mf + rng.uniform(2, 6)), rng.uniform(20, 26),
        "{:,}".format(rng.randint(300, 9000))) for k_ in range(int(mf // 5 * 5) - 30, int(mf // 5 * 5) + 35, 5)]
    P(at(13, 47, 0, 60), "settle", "```\nOPTION SETTLES — MEAL JAN (OZMF7) $/st\n" + "\n".join(mrows) + "\n```",
      cls="noise")
    P(at(13, 46, 0, 60), "settle", opt_block("OPTION SETTLES — WHEAT MAR (OZWH7)", "WH", wh,
                                             int(wh // 10 * 10) - 50, 10, 12, 8, 14, 21.5), cls="noise")
    P(at(13, 48, 0, 60), "settle", opt_block("OPTION SETTLES — CORN WEEKLY wk2 (ZC2 / ZCH7 und) fri 11/20", "W2C",
                                             ch, kc - 30, 5, 14, 2, 6, ivc + 2), cls="noise")
    P(at(13, 49, 0, 60), "settle", opt_block("OPTION SETTLES — BEANS WEEKLY wk2 (ZS2 / ZSF7 und) fri 11/20", "W2S",
                                             sf, ks - 40, 10, 13, 5, 11, ivs + 2.5), cls="noise")
    sp_rows = []
    for nm, v in (("ZCZ6-ZCH7", cz - ch), ("ZCH7-ZCK7", -7.5), ("ZCH7-ZCN7", ch - cn), ("ZCN7-ZCZ7", -16.25),
                  ("ZSF7-ZSH7", sf - sh), ("ZSH7-ZSK7", -9.25), ("ZSN7-ZSX7", 38.5), ("ZWH7-ZWK7", -9.75),
                  ("ZWH7-KEH7", wh - keh), ("KEH7-MWEH7", -41.5), ("ZCH7-ZWH7", ch - wh)):
        sp_rows.append("%-11s %8s  %s  vol %s" % (nm, tick(v + rng.randint(-2, 2) / 4.0), chg(),
                                                  "{:,}".format(rng.randint(500, 40000))))
    sp_rows.append("BOARD CRUSH F  %.2f $/bu   OIL SHARE %.1f%%" % (rng.uniform(1.2, 1.9), rng.uniform(38, 46)))
    P(at(13, 51, 0, 60), "settle", "```\nSPREAD SETTLES (calendar / inter-commodity)\n" + "\n".join(sp_rows) +
      "\n```", cls="noise")
    P(at(7, 46, 0, 20), "settle", fut_block("GLOBEX OVERNIGHT CLOSE 07:45 CT (indicative)", [
        ("ZCZ6", cz - 1.5), ("ZCH7", ch - 1.25), ("ZSF7", sf + 3.5), ("ZSH7", sh + 3.25), ("ZWH7", wh - 2),
        ("KEH7", keh - 1.75), ("ZOH7", zoh)]), cls="noise")
    P(at(15, 2, 0, 90), "settle", "final settlements posted, no changes vs prelim (CME SPAN file %s)" %
      rng.choice(["cme.20261112.s.pa2", "cme.20261112.c.pa2"]), cls="noise")

    # elevator bid sheets
    elevs = [("Prairie Gold Coop", "Ames IA"), ("Tri-County Grain", "Tuscola IL"), ("Heartland Co-op", "Boone IA"),
             ("Kaskaskia Valley FS", "Vandalia IL"), ("River Bend Terminal", "Havana IL"),
             ("North Central Ag", "Mankato MN"), ("Sangamon Elevator", "Petersburg IL"),
             ("Wabash Grain LLC", "Lafayette IN"), ("Big Sioux Coop", "Sioux Falls SD"),
             ("Platte Valley Grain", "Columbus NE"), ("Ohio River Ag", "Mt Vernon IN")]

    def bid_sheet(hh):
        lines = ["ELEVATOR BIDS %s CT  (cash $/bu / basis c vs futures)" % hh,
                 "%-21s %-16s %6s %5s  %6s %5s  %6s %5s  %s" % ("LOCATION", "TOWN", "CORN", "BAS", "BEANS", "BAS",
                                                                  "SRW", "BAS", "NOTES")]
        for name, town in elevs:
            cb = -rng.randint(18, 46)
            sb = -rng.randint(30, 78)
            wb = -rng.randint(20, 70)
            lines.append("%-21s %-16s %6s %+4dH  %6s %+4dF  %6s %+4dH  %s" % (
                name, town, "%.2f" % ((ch + cb) / 100.0), cb, "%.2f" % ((sf + sb) / 100.0), sb,
                "%.2f" % ((wh + wb) / 100.0), wb,
                rng.choice(["", "", "open til 6p", "full on corn", "dryer limited", "wants beans", "jan FH only",
                            "trucks only", "rail loadout 11/20"])))
        lines.append("DEC FH / JAN delivery unless noted. bids firm til %s. fut ref ZCH7 %s / ZSF7 %s" % (
            rng.choice(["10:00", "13:30", "close", "further notice"]), tick(ch), tick(sf)))
        return "```\n" + "\n".join(lines) + "\n```"

    # elevator thread
    el_start = P(at(6, 20, 0, 200), "tommy", "elevator bids thread for today 🧵", cls="chat")
    el_thr = Thread(el_start, "Elevator bids %s" % day_tag.title())
    threads.append(el_thr)
    P(at(6, 31, 0, 120), "elev", bid_sheet("06:30"), thread=el_thr, cls="noise")
    P(at(8, 1, 0, 120), "elev", bid_sheet("08:00"), thread=el_thr, cls="noise")
    P(at(10, 1, 0, 60), "elev", bid_sheet("10:00"), thread=el_thr, cls="noise")
    P(at(11, 1, 0, 60), "elev", bid_sheet("11:00"), thread=el_thr, cls="noise")
    P(at(12, 1, 0, 60), "elev", bid_sheet("12:00"), thread=el_thr, cls="noise")
    P(at(13, 36, 0, 60), "elev", bid_sheet("13:35"), cls="noise")
    P(at(15, 30, 0, 120), "elev", bid_sheet("15:30"), thread=el_thr, cls="noise")

    # CI / deploy
    P(at(5, 12, 0, 300), "ci", "deploy: bridge-gw v3.14.%d → prod (sha %07x) ✅ canary 5/5" % (
        rng.randint(1, 9), rng.randint(0, 0xFFFFFFF)), cls="noise")
    P(at(16, 48, 0, 600), "ci", "ci: cropwx-agent #%d passed (pytest %d ok, 2 skipped) on main" % (
        rng.randint(1100, 1300), rng.randint(380, 440)), cls="noise")
    P(at(21, 15, 0, 900), "ci", "deploy: riskd 2.8.%d → prod (sha %07x) ✅ limits table reloaded, no changes" % (
        rng.randint(0, 9), rng.randint(0, 0xFFFFFFF)), cls="noise")

    # price alerts
    for (h, m, txt) in ((8, 41, "⚠ ZSF7 traded %s (%+.1f%% d/d)" % (tick(sf + 6.25), rng.uniform(0.4, 1.1))),
                        (9, 33, "⚠ ZCZ6 %d C implied vol %.1f%% (+%.1f)" % (kc, ivc + 1.9, rng.uniform(1.0, 2.8))),
                        (11, 2, "⚠ ZCZ6 limit-watch: %s (%s) in 60s" % (tick(cz + 7.5), "+" + tick(7.5))),
                        (11, 20, "⚠ ZWH7 crossed %s" % tick(wh - 5)),
                        (19, 20, "⚠ ZCH7 overnight %s" % tick(ch + 1.5))):
        P(at(h, m, rng.randint(0, 59)), "alerts", txt, cls="noise")

    # pnl snapshots
    for h in (9, 12, 17):
        opt = rng.randint(-30000, 60000)
        fut = rng.randint(-20000, 25000)
        ph = rng.randint(-3000, 6000)
        P(at(h, 0, rng.randint(60, 200)), "riskd",
          "PnL snap %02d:00 CT: day %s | options %s | fut %s | phys %s | MTD %s" % (
              h, "{:+,}".format(opt + fut + ph), "{:+,}".format(opt), "{:+,}".format(fut), "{:+,}".format(ph),
              "{:+,}".format(rng.randint(-200000, 900000))), cls="noise")

    # reconnects + bulk-deleted reconnect spam + stack traces
    P(at(2, 47, 0, 900), "hb", "bridge-gw: websocket reconnect (code 1006), resubscribed %d instruments in %dms" % (
        rng.randint(12, 18), rng.randint(200, 900)), cls="noise")
    spam_t = at(3, 12, 0, 300)
    spam = []
    for i in range(4):
        spam.append(P(spam_t + i * rng.randint(4, 9), "hb",
                      "bridge-gw: RECONNECT LOOP attempt %d/10 backoff %dms (upstream 502 from fix-gw-%d)" % (
                          i + 1, 250 * (2 ** i), rng.randint(1, 3)), cls="noise"))
    day.bulk_delete(spam, spam_t + 420, ["RECONNECT LOOP attempt"])
    P(at(4, 6, 0, 600), "cropwx",
      "cropwx-agent: ERROR fetching NASS quickstats (retrying in 300s)\nTraceback (most recent call last):\n"
      "  File \"/srv/cropwx/sources/nass.py\", line %d, in fetch_progress\n    resp = self.session.get(url, timeout=20)\n"
      "  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n"
      "    return self.request(\"GET\", url, **kwargs)\n"
      "  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 589, in request\n"
      "    resp = self.send(prep, **send_kwargs)\n"
      "  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 713, in send\n"
      "    raise ReadTimeout(e, request=request)\n"
      "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='quickstats.nass.usda.gov', port=443): Read timed out."
      " (read timeout=20)" % rng.randint(80, 220), cls="noise")
    P(at(14, 52, 0, 600), "spread",
      "spreadbot: WARN leg-fill watchdog restarted\nTraceback (most recent call last):\n"
      "  File \"spreadbot/legs.py\", line %d, in on_exec\n    self.book[leg.sym].apply(fill)\n"
      "  File \"spreadbot/book.py\", line %d, in __getitem__\n    return self._legs[key]\nKeyError: 'ZLH7'\n"
      "-- recovered: book re-synced from bridge snapshot (%d legs, 0 diffs)" % (
          rng.randint(100, 400), rng.randint(20, 90), rng.randint(6, 12)), cls="noise")
    P(at(15, 10, 0, 600), "hb", "bridge-gw: FIX session LASALLE-AG-2 logout/login (seq reset), drop copy caught up",
      cls="noise")

    # weather model runs (generic ones = noise)
    def wx_table():
        regs = ["IA", "IL", "IN", "OH", "NE", "MN", "SD", "KS", "OK", "TX-PH", "MT-BR", "GO-BR", "PR-BR", "RS-BR",
                "CBA-AR", "SF-AR", "BA-AR"]
        rows = ["%-7s precip %3d%% of nml  temp %+d F" % (r, rng.randint(30, 160), rng.randint(-6, 8)) for r in regs]
        return "```\n" + "\n".join(rows) + "\n```"

    P(at(0, 40, 0, 300), "cropwx",
      "00z GFS ran: belt mostly dry next 7d, temps %+dF vs normal, nothing for the desk book\n%s" % (
          rng.randint(-3, 6), wx_table()), cls="noise")
    P(at(1, 55, 0, 300), "cropwx",
      "00z ECMWF ens ingest complete: 51 members, 11 regions, spread unchanged vs 12z. no desk flags\n%s" % wx_table(),
      cls="noise")
    P(at(16, 42, 0, 300), "cropwx",
      "18z GFS ran: no material change vs 12z in S. America or US plains. no desk flags\n%s" % wx_table(), cls="noise")
    P(at(22, 41, 0, 300), "cropwx",
      "00z GFS ran (early): minor QPF bump Rio Grande do Sul day 9-10, within noise. no flags\n%s" % wx_table(),
      cls="noise")

    # ================================================================ hard-event stories
    # ---- risk: margin call at 07:05 (embed), pinned by Ray
    im = rng.randint(2400, 3400) * 1000 + rng.randint(0, 999)
    deficit = rng.randint(180, 520) * 1000 + rng.randint(0, 999) * 1 // 1
    deficit_s = "${:,}".format(deficit)
    mc = P(at(7, 5, 0, 180), "riskd", "", embeds=[emb(
        "Margin Call — acct %s" % ACCT,
        "Initial margin deficit after overnight SPAN re-run. Wire or reduce before deadline.",
        [("Requirement (IM)", "${:,}".format(im)), ("Net Liq", "${:,}".format(im - deficit)),
         ("Deficit", deficit_s), ("Due", "10:00 CT")],
        footer="LaSalle risk · SPAN %s · call #MC-%d" % (rng.choice(["2.1", "2.2"]), rng.randint(1000, 9999)))],
        cls="hard")
    H(mc, "risk_limit", ["Margin Call", deficit_s, "10:00 CT"], "embed")
    day.pin(mc, rng.randint(30, 200))
    day.react(mc, rng.randint(30, 200), "📌", "ray")
    P(mc.t + rng.randint(120, 400), "ray", "WIRE GOING OUT. DANA HAS IT", ref=mc, cls="chat")
    P(mc.t + rng.randint(900, 2400), "riskd", "wire received vs %s call, cleared" % ACCT, cls="chat")

    # ---- Ray hands the elevator bids to Tommy (route, shorthand)
    rt = P(at(6, 48, 0, 240), "ray", "TOMMY YOU HAVE THE ELEVATOR BIDS TODAY. I'M ON THE OPTIONS", cls="hard")
    H(rt, "route_decision", ["TOMMY", "ELEVATOR BIDS"], "shorthand")
    P(rt.t + rng.randint(30, 200), "tommy", "👍 got em", ref=rt, cls="noise")

    # ---- export sales 07:30 (held: corn hedges / calls)
    if on("es"):
        ns = round(rng.uniform(1.2, 1.9), 2)
        dest = ["Mexico", "Japan", "Colombia", "unknown", "South Korea", "Taiwan", "Guatemala", "China"]
        rows = ["  %-12s %6.0fk t" % (d_, rng.uniform(40, 420)) for d_ in rng.sample(dest, 5)]
        es = P(at(7, 31, 0, 40), "cropwx",
               "USDA export sales (wk ending 11/5), released 07:30 CT\n"
               "corn net sales %.2f MMT 2026/27 vs %.1f-%.1f est; shipments %.2f MMT\n"
               "soybeans %.2f MMT vs 1.0-2.0 est; shipments %.2f MMT\n"
               "wheat %.0fk t vs 250-550k est; meal %.0fk t; oil %.0fk t\n"
               "corn top buyers:\n%s\n"
               "desk book: ZCH7 (short hedge vs phys) and ZCZ6 calls — corn print is at the top of the range, "
               "supportive for ZCH7." % (
                   ns, ns - 0.5, ns - 0.1, rng.uniform(1.0, 1.6), rng.uniform(1.1, 2.2), rng.uniform(1.5, 2.4),
                   rng.uniform(250, 520), rng.uniform(150, 420), rng.uniform(5, 40), "\n".join(rows)), cls="hard")
        H(es, "held_position_news", ["export sales", "%.2f MMT" % ns, "ZCH7"], "structured")

    # ---- Tommy's morning floor notes with buried route
    buried_route = on("buried")
    tri_b = rng.randint(-62, -38)
    notes = ("morning notes from the country:\n"
             "- trucks lined up at River Bend by 5:30, corn yields coming in 5-10 over APH in the east\n"
             "- Prairie Gold says farmers are sitting on beans, want %s+ flat price before they sell\n" % (
                 "%.2f" % ((sf + 30) / 100.0)) +
             ("- Tri-County offered us 40k beans at %+d F for Jan; routing the Tri-County soybean offer to Ray for a price, "
              "not bidding it myself\n" % tri_b if buried_route else
              "- Tri-County offered 40k beans at %+d F for Jan, told them we'd think about it\n" % tri_b) +
             "- barge freight St Louis %d%% of tariff, down %d\n"
             "- Kaskaskia still short trucks, dryers running 24h" % (rng.randint(340, 520), rng.randint(10, 60)))
    tn = P(at(7, 12, 0, 200), "tommy", notes, cls="hard" if buried_route else "chat")
    if buried_route:
        H(tn, "route_decision", ["Tri-County soybean offer", "to Ray"], "buried")

    # ---- held wheat short: stop placed then moved twice by editing (Ray)
    qf = rng.choice([30, 40, 50])
    s1 = wh + rng.choice([13.5, 14.75, 15.25])
    s2 = s1 - rng.choice([4.5, 5.25, 5.5])
    s3 = s2 - rng.choice([3.25, 3.75, 4.0])
    stop_txt = "ZWH7 BUY STOP %s ON THE %d SHORT. GTC"
    st = P(at(8, 14, 0, 300), "ray", stop_txt % (frac(s1), qf), cls="hard")
    day.edit(st, rng.randint(9000, 11000), stop_txt % (frac(s2), qf), [frac(s1)])
    dt2 = rng.randint(16000, 17000)
    day.edit(st, dt2, stop_txt % (frac(s3), qf), [frac(s2)])
    H(st, "stop_or_target_change", ["ZWH7", "BUY STOP", frac(s3), str(qf)], "shorthand")
    day.idiom(st, "stop moved twice by editing the same shorthand message", "stop_or_target_change")
    if on("stm"):
        oid_st = day.oid()
        stm = P(st.t + dt2 + rng.randint(15, 60), "bridge", "", embeds=[emb(
            "Order Modified", None,
            [("Contract", "ZWH7"), ("Side", "BUY STOP"), ("Qty", str(qf)), ("Stop", tick(s3)), ("TIF", "GTC")],
            footer="ord %s · CBOT · %s" % (oid_st, ACCT))], cls="hard")
        H(stm, "trade_confirmation", ["Order Modified", "ZWH7", tick(s3), oid_st], "embed")

    # ---- A: Ray buys corn calls (shorthand), bridge ack + fills
    qa = rng.choice([100, 150, 200, 250])
    pa = q8(rng, 9.5, 14.5)
    ta = at(8, 34, 0, 120)
    pA = P(ta, "ray", "BUY %d CZ %d CALLS @ %s" % (qa, kc, frac(pa)), cls="hard")
    H(pA, "trade_proposal", ["BUY", str(qa), "CZ %d CALLS" % kc, frac(pa)], "shorthand")
    day.idiom(pA, "pit shorthand proposal with pit month code and eighths premium", "trade_proposal")
    oa = day.oid()
    ack = P(ta + rng.randint(15, 45), "bridge", "", embeds=[emb(
        "Order Acknowledged", None,
        [("Account", ACCT), ("Side", "BUY"), ("Qty", str(qa)), ("Contract", "ZCZ6 C%d" % kc),
         ("Limit", tick(pa)), ("TIF", "DAY"), ("Status", "WORKING")],
        footer="ord %s · CBOT · OZC" % oa)], cls="hard")
    H(ack, "trade_confirmation", ["ZCZ6 C%d" % kc, "BUY", "WORKING", oa], "embed")
    two_fills = on("f2")
    q1 = qa if not two_fills else qa - rng.choice([40, 50, 60])
    f1 = P(ack.t + rng.randint(60, 400), "bridge", "", embeds=[emb(
        "Execution Report", "%s fill" % ("Partial" if two_fills else "Full"),
        [("Side", "BUY"), ("Contract", "ZCZ6 C%d" % kc), ("Filled", str(q1)), ("Leaves", str(qa - q1)),
         ("Price", tick(pa))],
        footer="ord %s · exec %s-1 · %s" % (oa, oa, ACCT))], cls="hard")
    H(f1, "trade_fill", ["ZCZ6 C%d" % kc, "BUY", str(q1), tick(pa)], "embed")
    day.idiom(f1, "embed-only fill with CBOT apostrophe-eighths price", "trade_fill")
    lastf = f1
    if two_fills:
        pa2 = pa + rng.choice([0, 0.125])
        f2 = P(f1.t + rng.randint(90, 600), "bridge", "", embeds=[emb(
            "Execution Report", "Filled",
            [("Side", "BUY"), ("Contract", "ZCZ6 C%d" % kc), ("Filled", str(qa - q1)), ("Leaves", "0"),
             ("Price", tick(pa2))],
            footer="ord %s · exec %s-2 · %s" % (oa, oa, ACCT))], cls="hard")
        H(f2, "trade_fill", ["ZCZ6 C%d" % kc, "BUY", str(qa - q1), tick(pa2)], "embed")
        lastf = f2
    day.react(lastf, rng.randint(10, 90), "👍", "ray")
    P(lastf.t + rng.randint(20, 120), "maya", "nice, thats +%.0fk delta-adj vega on the front" % (qa * 0.011), cls="chat")

    # ---- deleted proposal (wrong window)
    dp = P(at(9, 12, 0, 300), "ray", "BUY 40 OH 380 CALLS @ %s" % frac(q8(rng, 3, 6)), cls="hard")
    H(dp, "trade_proposal", ["BUY", "40", "OH 380 CALLS"], "shorthand")
    day.delete(dp, rng.randint(20, 70), "OH 380 CALLS")

    # ---- B: maya proposes short bean puts, Ray approves by one word, kv ack + edited kv fill
    qb = rng.choice([100, 120, 150, 200])
    pb = q8(rng, 7.5, 11.5)
    dlt = rng.randint(18, 27)
    tb = at(9, 4, 0, 240)
    pB = P(tb, "maya",
           "proposing we sell %d ZSF7 %d puts at %s. they're ~%d delta each, book vega goes to about -%.1fk and "
           "theta +$%s/day. downside skew is ~1.5 vols rich to 30d realized and argentina is drying out, so i'd "
           "rather own the premium than the tail. we'd cover if ZSF7 settles under %s" % (
               qb, ks, frac(pb), dlt, qb * 0.019, "{:,}".format(qb * rng.randint(9, 14)), frac(ks - 12)),
           cls="hard")
    H(pB, "trade_proposal", ["sell", str(qb), "ZSF7 %d puts" % ks, frac(pb)], "untagged")
    day.idiom(pB, "lowercase quant proposal with greeks", "trade_proposal")
    apw = rng.choice(["GO", "YES", "OK", "SELL'EM"])
    aB = P(tb + rng.randint(40, 300), "ray", apw, ref=pB, cls="hard")
    H(aB, "trade_approval", [apw], "reply")
    day.idiom(aB, "single uppercase word reply approving a proposal", "trade_approval")
    ob = day.oid()
    ackB = aB
    if on("ackB"):
        ackB = P(aB.t + rng.randint(20, 90), "bridge",
                 "ACK ord=%s acct=%s ZSF7 P%d SELL %d LMT %s tif=DAY status=WORKING" % (ob, ACCT, ks, qb, tick(pb)),
                 cls="hard")
        H(ackB, "trade_confirmation", ["ord=%s" % ob, "ZSF7 P%d" % ks, "SELL", "status=WORKING"], "structured")
    exe = rng.randint(100000, 999999)
    pb_new = pb + 0.125
    fB = P(ackB.t + rng.randint(60, 700), "bridge",
           "FILL ord=%s ZSF7 P%d SELL %d @ %s exec=%d venue=CBOT" % (ob, ks, qb, tick(pb), exe), cls="hard")
    day.edit(fB, rng.randint(600, 1800),
             "FILL ord=%s ZSF7 P%d SELL %d @ %s exec=%d venue=CBOT corrected=1" % (ob, ks, qb, tick(pb_new), exe),
             [tick(pb)])
    H(fB, "trade_fill", ["ZSF7 P%d" % ks, "SELL", str(qb), tick(pb_new)], "structured")
    day.idiom(fB, "kv fill line re-priced by clearing via edit", "trade_fill")

    # ---- C: buried proposal in a long vol note, Ray rejects
    qc = rng.choice([80, 100, 120])
    k1 = kc + 20
    k2 = k1 + 30
    pc = q8(rng, 5, 8)
    tc = at(9, 48, 0, 300)
    note = ("vol surface notes after the first hour, corn:\n"
            "- front CZ (exp 11/20): atm iv %.1f%%, 25d rr %.1f calls over, wings bid both sides\n"
            "- CH atm %.1f%%, term structure inverted ~%.1f vols into today's 11:00 print\n"
            "- weeklies (wk2/wk3) trading %.1f-%.1f vols over CH, that's all report premium\n"
            "- realized 10d %.1f%%, so front is rich unless the yield number surprises\n"
            "concrete ask: buy %d ZCH7 %d/%d call spreads at %s, +%d delta per spread, vega near flat, max loss is "
            "the premium. it keeps upside if the yield comes in low without paying the front.\n"
            "beans: skew flattened %.1f vols since tuesday, nothing to do there yet. wheat vol is dead, %d%% atm.\n"
            "sticky-strike vs sticky-delta still a mess in the back months, will re-fit after settle." % (
                ivc, rng.uniform(0.8, 2.4), ivc - rng.uniform(2, 4), rng.uniform(1.5, 3.5), rng.uniform(2, 3),
                rng.uniform(3.5, 5.5), ivc - rng.uniform(6, 9), qc, k1, k2, frac(pc), rng.randint(18, 26),
                rng.uniform(0.4, 1.2), rng.randint(19, 24)))
    pC = P(tc, "maya", note, cls="hard")
    H(pC, "trade_proposal", ["buy", str(qc), "ZCH7 %d/%d call spreads" % (k1, k2), frac(pc)], "buried")
    day.idiom(pC, "proposal buried in a lowercase vol-surface note", "trade_proposal")
    rj = rng.choice(["PASS", "NO"])
    aC = P(tc + rng.randint(120, 600), "ray", rj, ref=pC, cls="hard")
    H(aC, "trade_approval", [rj], "reply")
    day.idiom(aC, "one-word uppercase rejection by reply", "trade_approval")
    P(aC.t + rng.randint(30, 200), "maya", "fair, shelving it. will revisit after the numbers", ref=aC, cls="chat")

    # ---- H: weekly straddle into the report, approval, risk resize, ack, fill
    qh = rng.choice([60, 80, 100])
    qh2 = qh - rng.choice([20, 30])
    kh = int(round(sf / 10.0) * 10)
    ph = q8(rng, 15, 22)
    th = at(10, 22, 0, 180)
    pH = P(th, "maya",
           "into the 11:00 report i'd like to buy %d of the friday weekly beans %d straddles (wk2, ZSF7 underlying) at %s. "
           "vega +%.1fk, gamma heavy, breakevens %s / %s. flat by friday either way" % (
               qh, kh, frac(ph), qh * 0.024, frac(kh - ph), frac(kh + ph)), cls="hard")
    H(pH, "trade_proposal", ["buy", str(qh), "weekly beans %d straddles" % kh, frac(ph)], "untagged")
    aw = rng.choice(["YES", "GO", "DO IT"])
    aH = P(th + rng.randint(30, 180), "ray", aw, ref=pH, cls="hard")
    H(aH, "trade_approval", [aw], "reply")
    oh = day.oid()
    vpost = 4000 + rng.randint(300, 1800)
    rz = P(aH.t + rng.randint(8, 40), "riskd",
           "[LIMIT] order resize ord=%s ZS wk2 %d straddle BUY %d->%d reason=desk_vega_limit 4,000 post_trade_vega=%s" % (
               oh, kh, qh, qh2, "{:,}".format(vpost)), cls="hard")
    H(rz, "risk_limit", ["resize", "%d->%d" % (qh, qh2), "desk_vega_limit 4,000"], "tagged")
    day.idiom(rz, "risk engine resizing an order in a tagged kv line", "risk_limit")
    if on("ackH"):
        ackH = P(rz.t + rng.randint(5, 30), "bridge", "", embeds=[emb(
            "Order Acknowledged", None,
            [("Side", "BUY"), ("Qty", str(qh2)), ("Contract", "ZS wk2 %d STRADDLE" % kh), ("Limit", tick(ph)),
             ("Status", "WORKING")], footer="ord %s · CBOT · %s" % (oh, ACCT))], cls="hard")
        H(ackH, "trade_confirmation", ["ZS wk2 %d STRADDLE" % kh, str(qh2), "WORKING", oh], "embed")
    fH = P(rz.t + rng.randint(60, 240), "bridge", "", embeds=[emb(
        "Execution Report", "Filled",
        [("Side", "BUY"), ("Contract", "ZS wk2 %d STRADDLE" % kh), ("Filled", str(qh2)), ("Price", tick(ph))],
        footer="ord %s · %s" % (oh, ACCT))], cls="hard")
    H(fH, "trade_fill", ["ZS wk2 %d STRADDLE" % kh, "BUY", str(qh2), tick(ph)], "embed")
    P(fH.t + rng.randint(30, 200), "maya", "ugh, %d of %d. fine" % (qh2, qh), ref=rz, cls="chat")

    # ---- WASDE 11:00 (held news, embed), pinned
    cy = round(rng.uniform(179.5, 184.5), 1)
    cst = round(rng.uniform(1.78, 2.15), 3)
    sy = round(rng.uniform(52.0, 54.0), 1)
    sst = rng.randint(290, 380)
    wd = P(at(11, 1, 0, 40), "cropwx", "", embeds=[emb(
        "WASDE — November",
        "US corn yield %.1f bpa (trade %.1f), ending stocks %.3f bn bu. soybean yield %.1f bpa, ending stocks %d mbu. "
        "Held: ZCZ6 calls, ZCH7 hedge, ZSF7 puts, ZWH7 short." % (cy, cy + rng.choice([-0.9, 0.7, 1.2]), cst, sy, sst),
        [("Corn yield", "%.1f bpa" % cy), ("Corn ending stocks", "%.3f bn" % cst), ("Soy yield", "%.1f bpa" % sy),
         ("Soy ending stocks", "%d mbu" % sst), ("Wheat ending stocks", "%d mbu" % rng.randint(780, 880))],
        footer="source: USDA WAOB · cropwx-agent")], cls="hard")
    H(wd, "held_position_news", ["WASDE", "%.1f bpa" % cy, "%.3f bn" % cst, "ZCZ6"], "embed")
    day.idiom(wd, "USDA report summary embed naming held contracts", "held_position_news")
    day.pin(wd, rng.randint(60, 400))
    day.react(wd, rng.randint(30, 300), "📌", "ray")
    P(wd.t + rng.randint(20, 90), "ray", "CORN %s. BEANS %s" % (rng.choice(["BID", "OFFERED", "LOCKED UP"]),
                                                                rng.choice(["HEAVY", "BID", "CHOPPY"])), cls="chat")

    # ---- D: crush (structured), GO, routed to spreadbot, ack, fill
    qd = rng.choice([20, 25, 30, 40])
    gpm = round(rng.uniform(1.30, 1.75), 2)
    td = at(10, 40, 0, 240)
    pD = P(td, "maya",
           "crush model print → action=BUY crush qty=%d ratio=10:11:9 legs=ZSF7-/ZMF7+/ZLF7+ gpm=%.2f tgt=%.2f stp=%.2f\n"
           "(long products / short beans). meal export pace is carrying it. ray?" % (
               qd, gpm, gpm + 0.22, gpm - 0.14), cls="hard")
    H(pD, "trade_proposal", ["action=BUY", "qty=%d" % qd, "ZSF7-/ZMF7+/ZLF7+", "gpm=%.2f" % gpm], "structured")
    day.idiom(pD, "quant model output in key=value form proposing a crush", "trade_proposal")
    aD = P(td + rng.randint(30, 240), "ray", "GO", ref=pD, cls="hard")
    H(aD, "trade_approval", ["GO"], "reply")
    rD = P(aD.t + rng.randint(20, 90), "maya",
           "routing the crush (%d sets) to spreadbot to work as a CBOT ICS, limit gpm %.2f. tommy watching leg risk" % (
               qd, gpm), cls="hard")
    H(rD, "route_decision", ["routing", "spreadbot", "%d sets" % qd], "untagged")
    od = day.oid()
    ackD = rD
    if on("ackD"):
        ackD = P(rD.t + rng.randint(10, 60), "bridge", "", embeds=[emb(
            "Spread Order Working", None,
            [("Strategy", "SOY CRUSH ICS 10:11:9"), ("Side", "BUY"), ("Qty", str(qd)), ("Limit", "%.2f $/bu" % gpm)],
            footer="ord %s · via spreadbot · %s" % (od, ACCT))], cls="hard")
        H(ackD, "trade_confirmation", ["Spread Order Working", "SOY CRUSH ICS", str(qd), od], "embed")
    gpf = gpm - rng.choice([0.0, 0.01])
    fD = P(ackD.t + rng.randint(200, 1100), "bridge", "", embeds=[emb(
        "Execution Report — spread", "Filled",
        [("Strategy", "SOY CRUSH ICS 10:11:9"), ("Side", "BUY"), ("Filled", str(qd)), ("Price", "%.2f $/bu" % gpf)],
        footer="ord %s · %s" % (od, ACCT))], cls="hard")
    H(fD, "trade_fill", ["SOY CRUSH ICS", "BUY", str(qd), "%.2f $/bu" % gpf], "embed")

    # ---- E: Mar/Jul corn calendar — fat finger fixed by edit, ack, partial fill, DAY cancel at close
    qe = rng.choice([100, 150, 200])
    good = -(10 + rng.choice([1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18]) / 4.0)
    bad = good + 10
    te = at(10, 57, 0, 60) if rng.random() < 0.5 else at(12, 6, 0, 300)
    pE = P(te, "ray", "SELL %d CH/CN @ %s" % (qe, frac(bad)), cls="hard")
    day.edit(pE, rng.randint(20, 60), "SELL %d CH/CN @ %s" % (qe, frac(good)), [frac(bad)])
    H(pE, "trade_proposal", ["SELL", str(qe), "CH/CN", frac(good)], "shorthand")
    oe = day.oid()
    ackE = pE
    if on("ackE"):
        ackE = P(te + rng.randint(90, 200), "bridge", "", embeds=[emb(
            "Order Acknowledged", None,
            [("Side", "SELL"), ("Qty", str(qe)), ("Contract", "ZCH7-ZCN7"), ("Limit", tick(good)), ("Status", "WORKING")],
            footer="ord %s · CBOT · %s" % (oe, ACCT))], cls="hard")
        H(ackE, "trade_confirmation", ["ZCH7-ZCN7", "SELL", "WORKING", oe], "embed")
    qe1 = qe - rng.choice([40, 60]) if on("cxl") else qe
    fE = P(max(ackE.t, te + 90) + rng.randint(200, 1500), "bridge", "", embeds=[emb(
        "Execution Report", "Partial fill" if qe1 < qe else "Filled",
        [("Side", "SELL"), ("Contract", "ZCH7-ZCN7"), ("Filled", str(qe1)), ("Leaves", str(qe - qe1)),
         ("Price", tick(good))], footer="ord %s · %s" % (oe, ACCT))], cls="hard")
    H(fE, "trade_fill", ["ZCH7-ZCN7", "SELL", str(qe1), tick(good)], "embed")
    if qe1 < qe:
        cxl = P(at(13, 20, 8), "bridge", "", embeds=[emb(
            "Order Cancelled", "DAY order expired at close",
            [("Contract", "ZCH7-ZCN7"), ("Side", "SELL"), ("Cancelled", str(qe - qe1)), ("Reason", "TIF DAY")],
            footer="ord %s · %s" % (oe, ACCT))], cls="hard")
        H(cxl, "trade_confirmation", ["Order Cancelled", "ZCH7-ZCN7", str(qe - qe1), oe], "embed")

    # ---- G: physical corn bought + futures hedge (elevator thread), forgotten bean fill
    pg_b = -rng.randint(28, 40)
    qg = rng.choice([25, 40, 50, 60])
    tg = at(10, 12, 0, 300)
    gF = P(tg, "ray", "BOT %dK BU CORN PRAIRIE GOLD %d H DEC FH" % (qg, pg_b), thread=el_thr, cls="hard")
    H(gF, "trade_fill", ["BOT", "%dK BU" % qg, "PRAIRIE GOLD", "%d H" % pg_b], "shorthand")
    day.idiom(gF, "physical basis purchase in K-bushel shorthand", "trade_fill")
    nh = 0
    if on("hedge"):
        nh = qg // 5
        gP = P(tg + rng.randint(20, 90), "ray", "SELL %d CH MKT AGAINST IT" % nh, ref=gF, thread=el_thr, cls="hard")
        H(gP, "trade_proposal", ["SELL", "%d CH" % nh, "MKT"], "shorthand")
        ogh = day.oid()
        gH = P(gP.t + rng.randint(10, 40), "bridge", "", embeds=[emb(
            "Execution Report", "Filled (MKT)",
            [("Side", "SELL"), ("Contract", "ZCH7"), ("Filled", str(nh)), ("Price", tick(ch))],
            footer="ord %s · %s" % (ogh, ACCT))], cls="hard")
        H(gH, "trade_fill", ["ZCH7", "SELL", str(nh), tick(ch)], "embed")
    farmer = rng.choice(["Vandermeer", "Hollenbeck", "Dykstra", "Schaapveld"])
    phone = "319-555-%04d" % rng.randint(100, 9999)
    tb_b = rng.randint(-60, -40)
    fg = P(at(10, 44, 0, 400), "tommy",
           "bought 25k bu beans off %s at Tri-County, %+d F jan, his cell %s for the truck schedule" % (
               farmer, tb_b, phone), thread=el_thr, cls="hard")
    H(fg, "trade_fill", ["bought", "25k bu beans", "%+d F" % tb_b], "untagged")
    day.forget(fg, rng.randint(200, 700), [farmer, phone])
    rpf = P(fg.t + rng.randint(800, 1000), "tommy", "sorry, reposting without the personal stuff: 25k Tri-County beans "
            "done at %+d F, trucks start monday" % tb_b, thread=el_thr, cls="hard")
    H(rpf, "trade_fill", ["25k Tri-County beans", "done", "%+d F" % tb_b], "untagged")

    # ---- risk: CFTC spot-month pre-check, vega limit raise, optional block
    nl = rng.randint(1050, 1190)
    cf = P(at(12, 2, 0, 240), "riskd",
           "poslimit check ZCZ6: net long %s fut-equiv (futs + delta of CZ calls). CFTC spot-month limit 1,200 applies "
           "from close 11/25 (FND 11/30). action: new ZCZ6 buys blocked above 900 until reduced; desk must be <= 900 "
           "by 11/24 close" % "{:,}".format(nl), cls="hard")
    H(cf, "risk_limit", ["ZCZ6", "CFTC spot-month limit 1,200", "<= 900"], "structured")
    day.idiom(cf, "CFTC spec-limit pre-check that blocks new buys", "risk_limit")
    vl = rng.choice(["6K", "6,000", "5K"])
    rv = P(at(12, 11, 0, 300), "ray", "RAISING MAYA'S VEGA LIMIT TO %s THRU FRIDAY. BACK TO 4K MONDAY" % vl, cls="hard")
    H(rv, "risk_limit", ["VEGA LIMIT", vl], "shorthand")
    P(rv.t + rng.randint(20, 100), "maya", "ty", ref=rv, cls="noise")
    if on("blk"):
        blk = P(at(14, 5, 0, 600), "riskd",
                "[BLOCK] ord=%s ZLF7 BUY %d (spreadbot rebalance) rejected: ZL net delta limit 150 lots, would be %d" % (
                    day.oid(), rng.randint(40, 70), rng.randint(170, 210)), cls="hard")
        H(blk, "risk_limit", ["[BLOCK]", "ZLF7", "ZL net delta limit 150"], "tagged")

    # ---- news: weather (held beans), watchlist items
    wx = P(at(12, 38, 0, 200), "cropwx",
           "12z GFS + 00z Euro ens: central Argentina (Cordoba/Santa Fe) %d-%d%% of normal rain next 15d, highs mid 90s F "
           "week 2. planting pace fine but topsoil drying.\nbook: ZSF7 short %d puts / ZS wk2 straddles held — supportive "
           "for ZSF7." % (rng.randint(25, 45), rng.randint(50, 65), ks), cls="hard")
    H(wx, "held_position_news", ["Argentina", "ZSF7"], "structured")
    fz = P(at(5, 40, 0, 600), "cropwx",
           "06z GFS: arctic push into the southern plains day 6-8, lows %d-%dF in western KS/OK with thin snow cover. "
           "HRW winterkill risk up. watchlist: KEH7 (no position)." % (rng.randint(2, 6), rng.randint(8, 12)), cls="hard")
    H(fz, "watchlist_news", ["KEH7", "winterkill"], "structured")
    day.idiom(fz, "weather run on a watchlist contract with no position", "watchlist_news")
    if on("oat"):
        oat = P(at(8, 2, 0, 600), "cropwx",
                "StatsCan: Canadian oat production %.2f MMT vs %.2f est, lowest in %d yrs. watchlist: ZOH7 (%s)." % (
                    rng.uniform(2.6, 3.0), rng.uniform(3.0, 3.3), rng.randint(4, 9), tick(zoh)), cls="hard")
        H(oat, "watchlist_news", ["oat production", "ZOH7"], "structured")
    if on("cp"):
        states = ["KS", "OK", "TX", "NE", "CO", "IL", "OH", "MT"]
        srow = ["  %-3s G/E %2d%% (%+d)  emerged %2d%%" % (st_, rng.randint(30, 62), -rng.randint(0, 4),
                                                          rng.randint(78, 99)) for st_ in states]
        cp = P(at(15, 5, 0, 300), "cropwx",
               "Crop Progress catch-up: winter wheat condition %d%% G/E (%+d w/w), emerged %d%%.\n%s\n"
               "held: ZWH7 short %d — condition slide is a mild negative for the short." % (
                   rng.randint(44, 52), -rng.randint(1, 3), rng.randint(86, 93), "\n".join(srow), qf), cls="hard")
        H(cp, "held_position_news", ["winter wheat condition", "ZWH7"], "structured")

    if on("br"):
        sts = ["MT", "PR", "GO", "MS", "RS", "MG", "BA", "TO", "SP", "SC"]
        brow = ["  %-3s planted %2d%% (5y %2d%%)  soil moisture %s" % (
            st_, rng.randint(55, 99), rng.randint(60, 95), rng.choice(["adequate", "short", "adequate", "surplus"]))
            for st_ in sts]
        br = P(at(9, 15, 0, 600), "cropwx",
               "Brazil soybean planting %d%% complete (AgRural, vs %d%% last yr).\n%s\n"
               "held: ZSF7 short puts — pace is on the fast side, mildly bearish for ZSF7 into jan." % (
                   rng.randint(78, 90), rng.randint(70, 85), "\n".join(brow)), cls="hard")
        H(br, "held_position_news", ["Brazil soybean planting", "ZSF7"], "structured")

    # ---- thesis updates
    ts = P(at(12, 22, 0, 200), "maya",
           "post-wasde update on my view: flipping corn vol from long to neutral/short. the report took out the yield "
           "tail, CH atm iv should bleed %d-%d vols by friday. conviction on the CZ %d calls is lower now, happy to "
           "take profits rather than hold for expiry." % (rng.randint(2, 3), rng.randint(4, 5), kc), cls="hard")
    H(ts, "thesis_update", ["corn vol", "long to neutral/short"], "untagged")
    day.idiom(ts, "quant flips a vol view in lowercase prose", "thesis_update")
    if on("tr"):
        tr = P(at(13, 28, 0, 200), "ray", "STILL BULL BEANS INTO JAN. ARGENTINA DRY. KEEPING THE PUTS, CONVICTION UP", cls="hard")
        H(tr, "thesis_update", ["BULL BEANS", "KEEPING THE PUTS", "CONVICTION UP"], "shorthand")

    # ---- take profit on the calls + roll thread
    tp = q8(rng, 2 * pa, 2 * pa + 3)
    thr_st = P(at(12, 31, 0, 120), "maya", "thread for the CZ %d calls roll 🧵" % kc, cls="chat")
    roll = Thread(thr_st, "CZ %d roll" % kc)
    threads.append(roll)
    P(thr_st.t + rng.randint(30, 100), "maya",
      "do we roll before the 11/20 expiry or let them ride through the weekend? gamma is %.3f per lot now" % (
          rng.uniform(0.01, 0.03)), thread=roll, cls="near")
    tpm = P(thr_st.t + rng.randint(150, 260), "maya",
            "tp on the CZ %d calls: resting sell %d @ %s gtc, that's ~2x entry" % (kc, qa, frac(tp)), thread=roll,
            cls="hard")
    H(tpm, "stop_or_target_change", ["tp", "CZ %d calls" % kc, frac(tp)], "untagged")
    if on("roll"):
        kr = kc + 10
        rp = q8(rng, 4, 8)
        rpm = P(thr_st.t + rng.randint(400, 700), "maya",
                "roll proposal: sell %d CZ %d calls / buy %d CH %d calls for %s debit, first thing tomorrow" % (
                    qa // 2, kc, qa // 2, kr, frac(rp)), thread=roll, cls="hard")
        H(rpm, "trade_proposal", ["sell %d CZ %d calls" % (qa // 2, kc), "buy %d CH %d calls" % (qa // 2, kr), frac(rp)],
          "untagged")
        ra = rng.choice(["YES", "GO", "APPROVED"])
        ram = P(rpm.t + rng.randint(60, 400), "ray", ra, ref=rpm, thread=roll, cls="hard")
        H(ram, "trade_approval", [ra], "reply")
        P(ram.t + rng.randint(20, 200), "maya", "👍", ref=ram, thread=roll, cls="noise")

    # ---- no-route decisions
    nr = P(at(15, 22, 0, 300), "cropwx",
           "cotton/sorghum harvest pace item (%d%% / %d%% done): no desk exposure. decision: no action, not routed." % (
               rng.randint(60, 80), rng.randint(80, 92)), cls="hard")
    H(nr, "no_route_decision", ["no action", "not routed"], "structured")
    day.idiom(nr, "agent explicitly declines to route a crop item", "no_route_decision")
    gil_k = int(round(wh / 10.0) * 10)
    gil = P(at(7, 50, 0, 300), "gil",
            "Fenwick AM note — grains\n"
            "corn: harvest wrapping up in the east, basis firming on the river. funds flat-ish.\n"
            "beans: argentina dryness is the story, brazil planting on pace. china buying US slowly.\n"
            "wheat: funds near a record short in chicago, black sea fob offers steady.\n"
            "idea: we like buying ZWH7 %d/%d call spreads ~%s vs the funds' record short. "
            "recommendation only, call me to execute." % (gil_k, gil_k + 40, frac(q8(rng, 7, 11))), cls="near")
    day.idiom(gil, "broker's recommendation, not a desk proposal", "not_hard")
    if on("nrg"):
        nrg = P(gil.t + rng.randint(600, 2400), "maya",
                "re gil's wheat call spread: no action, not routing it. we're short ZWH7 already and don't want the "
                "premium", ref=gil, cls="hard")
        H(nrg, "no_route_decision", ["no action", "not routing"], "reply")

    # ================================================================ near-misses
    relay = P(at(8, 52, 0, 600), "tommy",
              "RELAY FOR THE OMAHA FEED DESK (not ours): Hansen Feedlot wants BUY %d ZMF7 @ %.1f, they have the acct" % (
                  rng.randint(20, 60), mf - 2), cls="near")
    day.idiom(relay, "customer order relayed for another desk", "not_hard")
    lastyr = P(at(10, 50, 0, 900), "ray",
               "LAST NOV WE BOT 300 SX 1100 CALLS @ 14 1/2 THE DAY BEFORE THE REPORT. PAID 3X. DIFFERENT TAPE NOW",
               cls="near")
    day.idiom(lastyr, "last year's trade recalled in pit shorthand", "not_hard")
    hyp = P(at(9, 36, 0, 600), "maya",
            "hypothetically, if the elevators keep selling us corn at %d H we'd want ~%d CH short per 100k bu. "
            "not doing anything yet, just sizing it" % (pg_b, 20), cls="near")
    paper = P(at(15, 48, 0, 900), "tommy",
              "paper comp update (CME trading challenge): i'm long 25 ZSF7 paper @ %s, 3rd place out of 400 lol" % (
                  frac(sf - 4.5)), cls="near")
    day.idiom(paper, "paper-trading competition position", "not_hard")
    bt = P(at(16, 10, 0, 900), "maya",
           "backtest: selling wasde-day 1wk straddles in ZS 2012-2025, filled %d events, avg credit %s, win rate %d%%, "
           "worst loss %s. not actionable, just context for next month" % (
               rng.randint(140, 160), frac(q8(rng, 14, 20)), rng.randint(55, 68), frac(q8(rng, 30, 45))), cls="near")
    other = P(at(11, 36, 0, 500), "bridge", "", embeds=[emb(
        "Execution Report", "Filled (drop copy, other account)",
        [("Account", "7710-KCW"), ("Side", "SELL"), ("Contract", "KEH7"), ("Filled", str(rng.randint(20, 80))),
         ("Price", tick(keh))], footer="KC wheat desk · not %s" % ACCT)], cls="near")
    P(other.t + rng.randint(20, 120), "ray", "NOT OURS. KC GUYS", ref=other, cls="chat")
    nm_pool = [
        ("ray", "WHAT IF WE SOLD THE N/Z CORN HERE? JUST ASKING"),
        ("tommy", "someone should look at the rough rice spread, it's doing weird stuff"),
        ("maya", "what would a %d/%d put spread in ZSF7 cost us right now?" % (ks, ks - 40)),
        ("maya", "if we had oats on, a stop under %s would make sense. we don't" % frac(zoh - 12)),
        ("tommy", "heard the Omaha shop sold 2k CH/CN at %s this morning" % frac(good - 0.75)),
        ("gil", "Fenwick: our target on ZCH7 is %d by Feb. not a solicitation" % int(ch + 30)),
        ("maya", "in 2023 the same WASDE setup got us stopped out at 1368, worth remembering"),
        ("tommy", "paper: sold 10 ZCH7 @ %s (comp account, not real)" % frac(ch + 1.25)),
        ("ray", "SHOULD WE ROLL THE WHEAT SHORT TO K? THINK ABOUT IT"),
        ("maya", "scenario: if meal drops $10, crush gpm goes to ~%.2f. no change planned" % (gpm - 0.31)),
        ("tommy", "cattle on feed: placements -%d%%, nothing for us" % rng.randint(2, 7)),
        ("maya", "does anyone know if the weekly ZC options settle off the 13:15 or 13:20 print?"),
    ]
    rng.shuffle(nm_pool)
    for who, txt in nm_pool[:rng.randint(8, 11)]:
        P(sample_time(rng), who, txt, cls="near")

    # ---- long no-decision analysis (near miss)
    P(at(14, 25, 0, 900), "maya",
      "afternoon surface re-fit: corn front atm %.1f%% (%+.1f on day), CH %.1f%%, CN %.1f%%. skew: 25d puts %.1f "
      "over atm in beans, calls %.1f over in corn. our book delta +%d lots corn-equiv, vega +%.1fk, gamma +%d/c, "
      "theta -$%s/day. if we were to hedge the gamma we'd be selling ~%d CH on a 5c rally, but nothing to do "
      "today. term structure in beans normalising, wk2 vs SF spread %.1f vols." % (
          ivc - 2.5, rng.uniform(-3, -1), ivc - 4, ivc - 6.5, rng.uniform(1.5, 3), rng.uniform(0.5, 2),
          rng.randint(120, 300), rng.uniform(2, 5), rng.randint(8, 30), "{:,}".format(rng.randint(3000, 9000)),
          rng.randint(20, 40), rng.uniform(1, 3)), cls="near")

    # ---- EOD reports (informational, unlabelled)
    P(at(16, 31, 0, 300), "bridge", "", embeds=[emb(
        "EOD Position Statement — %s" % ACCT, "positions at settlement, trade date 11/12",
        [("ZCZ6 C%d" % kc, "+%d @ %s" % (qa, tick(pa))), ("ZSF7 P%d" % ks, "-%d @ %s" % (qb, tick(pb_new))),
         ("ZCH7", "-%d" % (60 + nh)), ("ZWH7", "-%d" % qf), ("ZCH7-ZCN7", "-%d" % qe1),
         ("SOY CRUSH ICS", "+%d" % qd), ("ZS wk2 %d STRADDLE" % kh, "+%d" % qh2),
         ("Net Liq", "${:,}".format(im + rng.randint(100, 900) * 1000))],
        footer="LaSalle Clearing · statement %d" % rng.randint(100000, 999999))], cls="chat")
    P(at(16, 36, 0, 300), "bridge", "", embeds=[emb(
        "Margin Summary — %s" % ACCT, None,
        [("IM", "${:,}".format(im + rng.randint(-200, 200) * 1000)),
         ("MM", "${:,}".format(int(im * 0.91))), ("Excess", "${:,}".format(rng.randint(150, 600) * 1000))],
        footer="SPAN 2 · EOD")], cls="chat")

    # forgotten chatter with a phone number
    mgr = rng.choice(["Deb at Sangamon", "Curt at Heartland", "Lou at North Central"])
    mphone = "217-555-%04d" % rng.randint(100, 9999)
    fcm = P(at(14, 40, 0, 900), "tommy", "%s says call her direct at %s if the dryer goes down again" % (mgr, mphone),
            cls="chat")
    day.forget(fcm, rng.randint(300, 1200), [mphone])

    # ================================================================ long reports (no decisions)
    mb = P(at(7, 22, 0, 300), "maya",
           "morning vol brief:\n"
           "corn — CZ atm %.1f%%, CH %.1f%%, CN %.1f%%. the front is carrying %.1f vols of report premium that should "
           "come out by 11:05 whatever the number is. 25d rr %.1f calls over in CZ, %.1f in CH. our book is long front "
           "gamma through the CZ calls and short back-month vega through the N puts, so a vol crush in the front with "
           "the back unchanged is roughly flat for us.\n"
           "beans — SF atm %.1f%%, put skew %.1f vols over; argentina weather premium is concentrated in the "
           "1000-1040 puts. weeklies trading %.1f over SF. realized %.1f%% 10d.\n"
           "wheat — nothing. %.1f%% atm, the funds are still short and nobody wants to own premium.\n"
           "meal/oil — crush margin %.2f, oil share %.1f%%. meal vol %.1f%%, oil vol %.1f%%.\n"
           "greeks at 07:00: delta %+d corn-equiv, vega %+.1fk, gamma %+d/c, theta -$%s/day.\n"
           "no changes from me pre-open, just context for the report." % (
               ivc, ivc - 3.5, ivc - 6, rng.uniform(3, 5), rng.uniform(0.8, 2.2), rng.uniform(0.5, 1.5), ivs,
               rng.uniform(1.5, 3), rng.uniform(1.5, 3), ivs - rng.uniform(2, 5), rng.uniform(19, 23),
               rng.uniform(1.3, 1.8), rng.uniform(38, 46), rng.uniform(20, 26), rng.uniform(24, 32),
               rng.randint(150, 350), rng.uniform(1.5, 3.5), rng.randint(5, 25), "{:,}".format(rng.randint(3000, 9000))),
           cls="near")
    P(at(16, 18, 0, 400), "maya",
      "eod greeks recap (post-settle marks):\n"
      "- delta %+d corn-equiv (was %+d this morning), beans %+d, wheat %+d, meal %+d, oil %+d\n"
      "- vega %+.1fk (corn %+.1fk / beans %+.1fk / wheat %+.1fk)\n"
      "- gamma %+d per cent in corn, %+d in beans; theta -$%s/day\n"
      "- pnl attribution: delta $%s, vega $%s, gamma $%s, theta -$%s, residual $%s\n"
      "- marks: used cme settles for the listed strikes, svi fit for the weeklies (max residual %.2f vols)\n"
      "overnight watch: 00z runs, china flash sales, any south american rain changes. same book as at the close." % (
          rng.randint(100, 400), rng.randint(100, 400), rng.randint(-150, 150), -rng.randint(30, 60),
          rng.randint(0, 60), rng.randint(0, 40), rng.uniform(1, 5), rng.uniform(0.5, 3), rng.uniform(0.2, 2),
          -rng.uniform(0.1, 0.6), rng.randint(3, 25), rng.randint(1, 12), "{:,}".format(rng.randint(3000, 9000)),
          "{:,}".format(rng.randint(-20000, 40000)), "{:,}".format(rng.randint(-20000, 40000)),
          "{:,}".format(rng.randint(0, 15000)), "{:,}".format(rng.randint(3000, 9000)),
          "{:,}".format(rng.randint(-3000, 3000)), rng.uniform(0.1, 0.6)), cls="chat")
    P(at(6, 5, 0, 300), "cropwx",
      "overnight recap (19:00-06:00 CT)\n"
      "```\nZCZ6 %s  %s  vol %s\nZCH7 %s  %s  vol %s\nZSF7 %s  %s  vol %s\nZWH7 %s  %s  vol %s\n"
      "ZMF7 %.1f  ZLF7 %.2f\n```\n"
      "outside: DXY %.2f, crude %.2f, BRL %.3f. overnight flows light, no flash sales at 07:00 yet." % (
          tick(cz), chg(), "{:,}".format(rng.randint(20000, 60000)), tick(ch), chg(),
          "{:,}".format(rng.randint(20000, 60000)), tick(sf), chg(), "{:,}".format(rng.randint(20000, 60000)),
          tick(wh), chg(), "{:,}".format(rng.randint(5000, 20000)), mf, lf, rng.uniform(98, 106),
          rng.uniform(58, 76), rng.uniform(5.1, 5.9)), cls="chat")
    lim_rows = ["  %-28s %10s %10s  ok" % (n_, u_, l_) for n_, u_, l_ in (
        ("corn net delta (lots)", str(rng.randint(150, 450)), "600"),
        ("beans net delta (lots)", str(rng.randint(20, 250)), "400"),
        ("wheat net delta (lots)", str(-rng.randint(30, 60)), "300"),
        ("meal net delta (lots)", str(rng.randint(5, 60)), "150"),
        ("oil net delta (lots)", str(rng.randint(5, 60)), "150"),
        ("desk vega ($k/vol)", "%.1f" % rng.uniform(2, 5), "6.0"),
        ("gamma (lots/c)", str(rng.randint(5, 30)), "60"),
        ("ZCZ6 spot-month equiv", str(rng.randint(700, 900)), "900"),
        ("CFTC single-month ZC", "%.1f%%" % rng.uniform(1, 4), "100%"),
        ("CFTC single-month ZS", "%.1f%%" % rng.uniform(1, 4), "100%"),
        ("margin util", "%d%%" % rng.randint(55, 85), "90%"),
        ("phys corn unhedged (bu)", "{:,}".format(rng.randint(0, 20000)), "50,000"))]
    P(at(17, 10, 0, 300), "riskd", "riskd EOD limits report — all within limits\n```\n  %-28s %10s %10s\n%s\n```" % (
        "check", "usage", "limit", "\n".join(lim_rows)), cls="noise")
    P(at(23, 31, 0, 600), "cron",
      "[cron] nightly recon %s vs LaSalle statement: %d positions, %d trades, 0 breaks, 0 routed\n"
      "```\ntrades matched      %d/%d\nfees matched        $%s\nsettle marks        cme.20261112.s\n"
      "span file           cme.20261112.s.pa2\nphys contracts      %d open, 0 unpriced past due\n"
      "next run            01:02 CT\n```" % (
          ACCT, rng.randint(12, 17), rng.randint(18, 40), 30, 30, "{:,}".format(rng.randint(900, 3000)),
          rng.randint(6, 14)), cls="noise")

    P(at(9, 58, 0, 1200), "maya",
      "skew study (not a trade, just writing it down): since 2015 the ZS jan put skew into a november wasde has "
      "averaged %.1f vols over atm on the 25d, today it's %.1f. the years it was this rich (2020, 2022) argentina ended "
      "up drier than forecast. regression of skew on the 15d rainfall anomaly gives beta %.2f, r2 %.2f. residual "
      "today is +%.1f vols, so about half the richness is explained by the forecast and half is just people "
      "wanting protection before the holidays. term: SF 25d put %.1f, SH %.1f, SK %.1f. the curve of skew is "
      "flatter than usual which says the market sees this as a jan problem, not a spring problem." % (
          rng.uniform(1.0, 1.8), rng.uniform(2.0, 3.2), rng.uniform(-0.08, -0.03), rng.uniform(0.25, 0.5),
          rng.uniform(0.4, 1.2), ivs + 2.5, ivs + 1.9, ivs + 1.2), cls="near")
    P(at(14, 12, 0, 1200), "maya",
      "crush model diagnostics: gpm %.2f vs model fair %.2f (z %.1f). inputs — meal %.1f, oil %.2f, beans %s, "
      "nopa pace %.0fm bu/mo, oil share %.1f%%. model residuals have been positive %d of the last 10 sessions, so "
      "either the model is stale on the oil side or the board is pricing crush capacity coming online in %s. "
      "backfill of the last 3y suggests the second; will re-estimate on the weekend." % (
          rng.uniform(1.3, 1.8), rng.uniform(1.3, 1.8), rng.uniform(-1.5, 1.5), mf, lf, tick(sf),
          rng.uniform(195, 215), rng.uniform(38, 46), rng.randint(6, 9), rng.choice(["ND", "IA", "KS", "NE"])),
      cls="near")

    # vol surface snapshots pasted by the quant (analysis, no decisions)
    def surface(title, und, iv0, step, exps):
        hdr = "%-10s" % "strike" + "".join("%8s" % x for x in exps)
        rows = [hdr]
        k0 = int(und // step * step) - 5 * step
        for i in range(13):
            k = k0 + i * step
            mny = (k - und) / (step * 5.0)
            rows.append("%-10d" % k + "".join("%8.1f" % (iv0 - j * 1.3 + 2.2 * mny * mny - 0.6 * mny +
                                                          rng.uniform(-0.3, 0.3)) for j in range(len(exps))))
        return "%s\n```\n%s\n```" % (title, "\n".join(rows))

    for (hh, mm, lead) in ((8, 6, "pre-open surface off the overnight"), (9, 1, "surface snapshot after the open"),
                           (10, 46, "pre-report surface, fyi"), (15, 35, "settle-marked surface for the record"),
                           (12, 47, "post-report surface, front came in as expected"),
                           (13, 12, "last look before the close")):
        if rng.random() < 0.5:
            body = surface("%s — corn (iv %%, sticky-strike marks)" % lead, ch, ivc, 10, ["CZ", "wk2", "CH", "CK",
                                                                                          "CN", "CZ7"])
        else:
            body = surface("%s — beans (iv %%)" % lead, sf, ivs, 20, ["SF", "wk2", "SH", "SK", "SN", "SX7"])
        P(at(hh, mm, 0, 120), "maya", body + "\nnothing to do off this, just keeping the history in channel",
          cls="chat")
    P(at(5, 50, 0, 300), "cropwx",
      "daily weather brief ingest ok (GFS/ECMWF/CMC blend), 6-10 and 11-15 day anomalies below. no desk flags\n%s" %
      wx_table(), cls="noise")
    stmt = [("Trades", str(rng.randint(9, 16))), ("Contracts", "{:,}".format(rng.randint(600, 1400))),
            ("Cash balance", "${:,}".format(rng.randint(2000, 3200) * 1000)),
            ("Net option value", "{:+,}".format(rng.randint(-200000, 400000)))]
    P(at(16, 40, 0, 300), "bridge", "", embeds=[emb(
        "Daily Statement (unofficial) — %s" % ACCT, "trade date 11/12, all trades cleared, fees incl.",
        stmt + [("Commissions", "${:,}".format(rng.randint(800, 2400))), ("Exchange fees", "${:,}".format(
            rng.randint(400, 1600))), ("Realized", "{:+,}".format(rng.randint(-30000, 50000))),
                ("Open trade equity", "{:+,}".format(rng.randint(-80000, 160000)))],
        footer="LaSalle Futures LLC · unofficial, official statement 06:00 CT")], cls="chat")

    # ================================================================ acks & chatter fill
    acks = ["ok", "thx", "👍", "k", "ty", "🌽", "copy", "10-4", "ROGER", "👀", "ok ty", "GOT IT", "🫘", "yep", "✅"]
    for i in range(rng.randint(6, 9)):
        who = rng.choice(["ray", "maya", "tommy"])
        txt = rng.choice(acks)
        if who == "ray":
            txt = txt.upper()
        P(sample_time(rng), who, txt, cls="noise")

    target = rng.randint(250, 274)
    total_now = len(day.msgs)
    for i in range(max(0, target - total_now)):
        who, txt = chatter(rng, cz, ch, sf, wh, mf, lf, ivc, ivs)
        P(sample_time(rng), who, txt, cls="chat")

    for m in day.msgs:
        if m.who == "bridge" and m.embeds and m.cls == "hard":
            e = m.embeds[0]
            e["author"] = "LaSalle Clearing Bridge · CBOT drop copy"
            names = [f["name"] for f in e.get("fields", [])]
            if "Account" not in names:
                e["fields"].append({"name": "Account", "value": ACCT, "inline": True})
            secs = int(m.t)
            e["fields"].append({"name": "Time", "value": "%02d:%02d:%02d CT" % (secs // 3600, secs // 60 % 60,
                                                                              secs % 60), "inline": True})
            e["fields"].append({"name": "Venue", "value": "CBOT Globex", "inline": True})
            e["fields"].append({"name": "Clearing", "value": "LaSalle Futures LLC (FCM)", "inline": True})
    return threads


CURVE = [0.25, 0.25, 0.25, 0.25, 0.3, 0.6, 1.6, 3.5, 8.0, 8.0, 7.0, 9.0, 7.0, 5.5, 3.0, 2.5, 2.0, 1.2, 0.8, 1.0, 0.6,
         0.4, 0.3, 0.25]


def sample_time(rng):
    tot = sum(CURVE)
    x = rng.random() * tot
    for h, w in enumerate(CURVE):
        if x < w:
            return h * 3600 + rng.random() * 3600
        x -= w
    return 23 * 3600 + rng.random() * 3600


def chatter(rng, cz, ch, sf, wh, mf, lf, ivc, ivs):
    who = rng.choice(["ray", "ray", "ray", "maya", "maya", "maya", "maya", "maya", "tommy", "tommy"])
    if who == "ray":
        ai = rng.randint(0, 7)
        a = ["CORN", "BEANS", "WHEAT", "MEAL", "OIL", "H/N", "F/H BEANS", "KC/CHI WHEAT"][ai]
        ref = [cz, sf, wh, None, None, None, sf, None][ai]
        b = rng.choice(["HEAVY", "BID", "OFFERED", "CHOPPY", "DEAD", "GETTING PAID", "BEING SOLD", "LOCKED",
                        "WELL SUPPORTED", "FULL OF AIR"])
        c = rng.choice(["FUNDS SELLING THE FRONT", "COMMERCIALS ON THE BID", "NOBODY HOME", "SAME GUY ALL MORNING",
                        "SPREADERS BUSY", "LOCALS WOULD BE SCREAMING", "PAPER ON BOTH SIDES", "ELEVATORS HEDGING",
                        "CHINA RUMORS AGAIN", "BRAZIL SELLING FOB", "THIN. HOLIDAY TRADE", "OPTION GUYS PINNING IT"])
        tail = ""
        if ref is not None:
            tail = rng.choice(["", " %s" % tick(ref + rng.randint(-8, 8) / 4.0),
                               " WATCH %s" % frac(ref + rng.randint(-12, 12) / 4.0), ""])
        return who, "%s %s. %s%s" % (a, b, c, tail)
    if who == "maya":
        frags = [
            "cz atm iv %.1f now, was %.1f at the open, most of the move is in the weeklies" % (
                ivc + rng.uniform(-2, 2), ivc),
            "bean vol %.1f atm, 25d puts still %.1f over. the surface is behaving sticky-delta today, which makes "
            "the risk report look worse than it is" % (ivs + rng.uniform(-1, 1), rng.uniform(1, 3)),
            "book delta drifting, +%d corn-equiv after the last leg of the rally. inside limits, just flagging the "
            "drift for whoever looks at the overnight" % rng.randint(80, 320),
            "meal/oil share %.1f%%, oil share keeps sliding since the rvo chatter died down" % rng.uniform(38, 46),
            "realized in ZS last 5d %.1f%% vs implied %.1f. people are still paying up for wings into south american "
            "weather, the 10d/25d put fly is the widest since september" % (ivs - rng.uniform(2, 5), ivs),
            "the weekly expiries make friday pin risk annoying, %d strike has the most open interest and the dealers "
            "look long gamma there" % int(round(cz / 5.0) * 5),
            "wheat vol %.1f, nobody cares about wheat today. KC/chi spread doing all the work, options dead" %
            rng.uniform(18, 24),
            "vanna on the corn calls adds ~%d delta per vol point up, so if iv pops on a rally the delta runs away "
            "from us faster than the greeks sheet suggests" % rng.randint(3, 12),
            "re-fitting svi on CH after lunch, the back months are noisy and the N/Z calendar vols don't tie out to "
            "the settlement file by about %.1f vols" % rng.uniform(0.3, 1.2),
            "crush gpm %.2f now, meal carrying it. oil still lagging the product value move" % rng.uniform(1.2, 1.9),
            "oil %.2f, meal %.1f, board crush widening a bit. NOPA next week should tell us whether the crush pace "
            "holds above 200m bu" % (lf + rng.uniform(-0.4, 0.4), mf + rng.uniform(-2, 2)),
            "vega pnl today +$%s, mostly the front corn; theta bled about $%s, gamma scalps roughly paid for it" % (
                "{:,}".format(rng.randint(2, 30) * 1000), "{:,}".format(rng.randint(3, 9) * 1000)),
            "skew model says 25d rr fair is %.1f, market %.1f. the gap has been there for a week, it's not mean "
            "reverting as fast as it did last year" % (rng.uniform(0.5, 1.5), rng.uniform(1.0, 2.5)),
            "the surface tool is lagging again, ~%ds behind the book. using the cme implieds until it catches up" %
            rng.randint(2, 9),
            "charm is going to eat the front weeklies over the weekend, delta on the short-dated stuff will look "
            "very different monday morning",
            "term structure in beans is back to normal contango after the report premium came out, F vs H vol "
            "spread %.1f" % rng.uniform(-1.0, 1.5),
            "implied corr between ZS and ZM is %.2f on the crush options, realized %.2f. crush vol looks cheap but "
            "it always does" % (rng.uniform(0.6, 0.85), rng.uniform(0.7, 0.9)),
            "gamma flips sign around %s in ZCZ6 for us, below that we're short gamma through the 450s" % tick(
                cz - rng.randint(4, 12)),
            "spent the morning cleaning the weather-vol regression, r2 is %.2f on the argentina rainfall anomaly, "
            "so a decent chunk of bean put skew is explained by the forecast spread" % rng.uniform(0.3, 0.6),
            "the %d/%d call spread in CH is pricing a %.0f%% chance of finishing in the money under our surface, "
            "market is a bit richer than that but not crazy" % (int(ch // 10 * 10 + 20), int(ch // 10 * 10 + 50),
                                                               rng.uniform(14, 30)),
            "looked at open interest changes from yesterday: CZ calls added %s, mostly at the %d and %d strikes, "
            "puts flat. someone is buying upside into the expiry" % ("{:,}".format(rng.randint(2000, 9000)),
                                                                    int(cz // 5 * 5 + 5), int(cz // 5 * 5 + 15)),
            "bean weekly straddles imply a %.1f%% daily move, realized has been %.1f%%. that's the report premium, "
            "it'll be gone by tomorrow" % (rng.uniform(1.1, 1.6), rng.uniform(0.6, 1.0)),
            "fyi the bridge marks options at the cme settle but the risk sheet uses our own fit, so the pnl lines "
            "will disagree by a few hundred bucks until the eod recon",
            "delta hedging on the crush is messy because the legs don't tick together, spreadbot's leg-risk "
            "window is %ds which seems fine" % rng.randint(2, 8),
            "the N/Z corn spread vol is %.1f, historically it runs %.1f-%.1f this time of year. new-crop vs old-crop "
            "is where the weather risk lives next summer" % (rng.uniform(8, 12), 7.0, 13.0),
            "funds per the last cot: managed money %s corn, %s beans, %s chicago wheat" % (
                "{:+,}".format(rng.randint(-80000, 120000)), "{:+,}".format(rng.randint(-60000, 90000)),
                "{:+,}".format(-rng.randint(60000, 110000))),
            "short-dated vol vs long-dated vol ratio in corn is %.2f, above the 1y 90th percentile" %
            rng.uniform(1.1, 1.5),
            "checked the early exercise risk on the deep itm puts, carry is tiny so nobody exercises early. not an "
            "issue before expiry",
            "brazil fob premiums for feb soybeans %+d over H, that's what keeps US exports slow into january" %
            rng.randint(40, 90),
            "the vol surface fit rejects the %d puts in SF as an outlier, probably a stale settle, ignoring it" %
            int(sf // 10 * 10 - 60),
            "atm straddle in CH is %s, which is a %.1f%% move to march expiry. seems low for a weather market but "
            "it's winter" % (frac(q8(rng, 26, 38)), rng.uniform(5, 8)),
            "oil vol %.1f%% with the biofuel policy headline risk, meal vol %.1f%%. crush options look cheap vs the "
            "legs" % (rng.uniform(24, 32), rng.uniform(20, 26)),
            "spreadbot fill quality this week: avg slippage %.2f c/bu on the crush, %.2f on calendar spreads" % (
                rng.uniform(0.05, 0.4), rng.uniform(0.02, 0.3)),
            "dec corn options expire 11/20 so the gamma on anything near %d is going to get silly next week" %
            int(round(cz / 5.0) * 5),
        ]
        if rng.random() < 0.06:
            return who, rng.choice(["lunch? ordering from the place on jackson, anyone want anything",
                                    "for the record the risk sheet's vega is in $ per vol point per lot times size, "
                                    "not per contract. someone asked yesterday",
                                    "anyone else's bloomberg freezing on the CZ chain or just mine"])
        k = rng.choice([3, 3, 4, 4, 5])
        idx = rng.sample(range(len(frags)), k)
        return who, ". ".join(frags[i] for i in idx)
    opts = [
        "trucks backed up at %s again, guy says %d-minute wait at the probe and moisture's running high" % (
            rng.choice(["River Bend", "Prairie Gold", "Kaskaskia", "Sangamon"]), rng.randint(30, 120)),
        "%s raised their corn bid a penny, they're short for the rail loadout next week" % rng.choice(
            ["Tri-County", "Heartland", "North Central"]),
        "barge freight %d%% of tariff this morning, the upper river is slowing down before the locks close" %
        rng.randint(300, 520),
        "farmers calling about basis contracts for march, mostly just asking. nobody wants to price beans under %s" %
        ("%.2f" % ((sf + 40) / 100.0)),
        "dryer down at %s, they're slowing receipts until tomorrow, said they'd call back" % rng.choice(
            ["Boone", "Vandalia", "Mankato"]),
        "rail car bids on the secondary market softer, %s over tariff for december shuttles" % rng.choice(
            ["$150", "$200", "$75", "$0"]),
        "river terminal %s says beans coming in slow, corn steady, they'd take more wheat if anyone had it" %
        rng.choice(["Havana", "Peoria", "Beardstown"]),
        "coffee's out on 4 again, going to the 7-11",
        "elevator at %s asking about our jan bids, told them the sheet goes out at noon" % rng.choice(
            ["Tuscola", "Ames", "Petersburg"]),
        "moisture running %.1f%% on corn at Prairie Gold, shrink is eating the farmers alive" % rng.uniform(15, 19),
        "%s co-op manager says yields are better than they thought, %d-%d bpa on the black dirt" % (
            rng.choice(["Heartland", "Wabash", "Platte Valley"]), rng.randint(195, 210), rng.randint(215, 240)),
    ]
    if rng.random() < 0.45:
        i, j = rng.sample(range(len(opts)), 2)
        return "tommy", opts[i] + ". also " + opts[j]
    return "tommy", rng.choice(opts)


# ---------------------------------------------------------------- serialization
def _finalize(day, ci, start_ms, out_events, labels, want_idioms):
    chan = day.chan
    worker = (3 + ci * 5) % 32
    order = {}
    for i, m in enumerate(day.msgs):
        order[id(m)] = i
    msgs = sorted(day.msgs, key=lambda m: (m.t, order[id(m)]))
    seq = (ci * 977 + day.di * 131) & 0x1FFFF
    last_ms = 0
    for m in msgs:
        ms = start_ms + int(m.t * 1000) + ((order[id(m)] * 37) % 900)
        if ms <= last_ms:
            ms = last_ms + 1
        last_ms = ms
        seq = (seq + 1) & 0x1FFFF
        m.ms = ms
        m.id = str(snowflake(ms, worker, seq))

    def chan_of(m):
        return m.thread.starter.id if m.thread else chan

    for m in msgs:
        msg = {"id": m.id, "author_id": PEOPLE[m.who][0], "author_name": PEOPLE[m.who][1],
               "author_bot": PEOPLE[m.who][2], "created_at": iso(m.ms), "content": m.original,
               "attachments": [], "embeds": m.embeds,
               "reference_id": m.ref.id if m.ref is not None else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread:
            ev["parent_channel_id"] = chan
        ev["message"] = msg
        out_events.append((m.ms, 0, int(m.id), ev))

    for (t, kind, obj, extra) in day.ops:
        if kind == "bulk_delete":
            ms = max(start_ms + int(t * 1000), max(x.ms for x in obj) + 1000)
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_of(obj[0]),
                  "message_ids": [x.id for x in obj], "deleted_at": iso(ms)}
            out_events.append((ms, 1, int(obj[0].id), ev))
            continue
        m = obj
        ms = max(start_ms + int(t * 1000), m.ms + 500)
        base = {"op": kind, "guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread:
            base["parent_channel_id"] = chan
        base["message_id"] = m.id
        if kind == "edit":
            base["edited_at"] = iso(ms)
            base["content"] = extra
        elif kind == "delete":
            base["deleted_at"] = iso(ms)
        elif kind == "forget":
            base["requested_by"] = extra
            base["at"] = iso(ms)
        elif kind == "pin":
            base["by"] = extra
            base["at"] = iso(ms)
        elif kind == "reaction_add":
            base["emoji"] = extra[0]
            base["user_id"] = extra[1]
            base["at"] = iso(ms)
        out_events.append((ms, 1, int(m.id), base))

    for m in msgs:
        for h in m.hard:
            labels["hard_events"].append({
                "channel_id": chan_of(m), "message_id": m.id, "event_type": h["event_type"],
                "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m.state})
        if m.state in ("deleted", "forgotten"):
            continue
        if m.cls == "noise":
            labels["noise_message_ids"].append(m.id)
        elif m.cls == "near":
            labels["near_miss_ids"].append(m.id)
    for (m, old) in day.superseded:
        labels["superseded_facts"].append([chan_of(m), m.id, old])
    for s in day.removed:
        if s not in labels["removed_texts"]:
            labels["removed_texts"].append(s)
    if want_idioms:
        for (m, name, exp) in day.idioms:
            labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})


def generate(seed=1, end=None, channels=1, days=1):
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(round(end.timestamp() * 1000))
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    raw = []
    for ci in range(channels):
        chan = channel_id_for(ci)
        for di in range(days):
            start_ms = end_ms - (days - di) * 86400000
            rng = random.Random(int(seed) * 1000003 + ci * 10007 + di * 101 + 17)
            day = Day(rng, start_ms, ci, di, chan)
            build_day(day)
            _finalize(day, ci, start_ms, raw, labels, want_idioms=(ci == 0 and di == 0))
    raw.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [r[3] for r in raw], "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.%s" % DESK)
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
