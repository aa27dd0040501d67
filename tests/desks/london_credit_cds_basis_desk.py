#!/usr/bin/env python3
"""London credit desk: single-name CDS (iTraxx Main / Crossover constituents), cash
corporate bonds by ISIN, bond-CDS basis packages and a few index tranches.

Seeded, standard library only. generate() returns {"events": [...], "labels": {...}}.
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "london_credit_cds_basis_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318845077296513027"
BASE_CHANNELS = ["1320417734985625611", "1320418021468872744",
                 "1320418399046717481", "1320418687102066739"]
DEFAULT_END = datetime(2026, 11, 19, 0, 0, tzinfo=timezone.utc)

# key: (author_id, author_name, bot)
AUTHORS = {
    "giles": ("1187342205519462410", "Giles H", False),
    "priya": ("1203551870043518986", "priya.d", False),
    "hugh": ("1169024451870097418", "Hugh P (Head of Credit)", False),
    "tom": ("1241187769013092362", "tom.w (grad)", False),
    "ollie": ("1199873310524871760", "Ollie | Credit Sales", False),
    "mw": ("1258830047711318047", "mw-bridge", True),
    "tw": ("1258830519283712021", "tw-bridge", True),
    "research": ("1262214780135591946", "credit-research", True),
    "risk": ("1247719036614062110", "riskbot", True),
    "marks": ("1251130984478232597", "marks-eod", True),
    "curve": ("1251131406932721746", "curvesnap", True),
    "recon": ("1251131862611869757", "recon-job", True),
    "cal": ("1233009485113921546", "deskcal", True),
    "deploy": ("1229478851129557022", "deploybot", True),
    "exec": ("1265502239108923443", "exec-agent", True),
    "compliance": ("1177301958230419468", "compliance-mod", False),
}

# key, short name, legal name, index, isin, bond, base 5y spread (bps)
ENTITIES = [
    ("VOD", "Vodafone", "Vodafone Group Plc", "Main", "XS1721422068", "VOD 1.625 11/30", 78),
    ("TSCO", "Tesco", "Tesco PLC", "Main", "XS2289588873", "TSCOLN 0.875 05/29", 96),
    ("RENAUL", "Renault", "Renault SA", "Crossover", "FR0013451416", "RENAUL 1.125 10/27", 205),
    ("TITIM", "Telecom Italia", "Telecom Italia SpA", "Crossover", "XS1497606645", "TITIM 3.625 05/28", 262),
    ("MTNA", "ArcelorMittal", "ArcelorMittal SA", "Main", "XS2082324018", "MTNA 1.75 11/29", 128),
    ("GLEN", "Glencore", "Glencore Finance (Europe) Ltd", "Main", "XS1916528004", "GLENLN 1.5 10/28", 108),
    ("VW", "Volkswagen", "Volkswagen AG", "Main", "XS2374595127", "VW 0.625 09/29", 117),
    ("TKA", "thyssenkrupp", "thyssenkrupp AG", "Crossover", "DE000A2TEDB8", "TKAGR 2.5 02/29", 318),
    ("STLA", "Stellantis", "Stellantis NV", "Main", "XS2178833773", "STLA 2.75 05/30", 104),
    ("BRITEL", "BT Group", "BT Group plc", "Main", "XS1886403200", "BRITEL 1.75 03/29", 87),
    ("MKS", "Marks & Spencer", "Marks and Spencer Group plc", "Crossover", "XS2079105891", "MKSLN 3.75 05/30", 172),
    ("ZIGGO", "Ziggo", "Ziggo Bond Co BV", "Crossover", "XS2116386132", "ZIGGO 2.875 01/30", 288),
    ("RRLN", "Rolls-Royce", "Rolls-Royce plc", "Crossover", "XS1819575066", "RRLN 1.625 05/28", 148),
    ("IBESM", "Iberdrola", "Iberdrola SA", "Main", "XS2153405118", "IBESM 1.25 09/30", 58),
]
DEALERS = ["Barclays", "BNP", "DB", "GS", "JPM", "MS", "Citi", "SocGen", "HSBC", "BofA", "Nomura"]
MW_CPTY = {"Barclays": "BARCLAYS BANK PLC", "BNP": "BNP PARIBAS", "DB": "DEUTSCHE BANK AG",
           "GS": "GOLDMAN SACHS INTL", "JPM": "JPMORGAN CHASE BANK NA", "MS": "MORGAN STANLEY & CO INTL",
           "Citi": "CITIGROUP GLOBAL MKTS LTD", "SocGen": "SOCIETE GENERALE", "HSBC": "HSBC BANK PLC",
           "BofA": "BOFA SECURITIES EUROPE", "Nomura": "NOMURA INTL PLC"}
RATINGS_IG = [("Moody's", "Baa3", "Baa2"), ("S&P", "BBB-", "BBB"), ("Fitch", "BBB-", "BBB")]
RATINGS_HY = [("Moody's", "Ba3", "Ba2"), ("S&P", "BB-", "BB"), ("Fitch", "BB", "BB+"), ("Moody's", "B1", "Ba3")]


def snowflake(ms, worker, seq):
    return str(((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def channel_id(i):
    if i < len(BASE_CHANNELS):
        return BASE_CHANNELS[i]
    return str(1320419000000000000 + 288230376151 * i + 7919 * i)


def fbp(x):
    s = round(x * 2) / 2
    return str(int(s)) if s == int(s) else "%.1f" % s


def upf(spread):
    u = round((spread - 500) * 4.3 / 100 * 8) / 8
    return "%+.2f" % u


def quote(ent, spread):
    return ("%s pts" % upf(spread)) if ent[3] == "Crossover" else fbp(spread)


class Msg:
    __slots__ = ("t", "who", "content", "embeds", "reply", "thread", "kind", "hard", "edits",
                 "deleted", "forget", "pins", "reactions", "idiom", "id", "chan", "removed_snip",
                 "superseded", "bulk")

    def __init__(self, t, who, content, embeds, reply, thread, kind):
        self.t, self.who, self.content, self.embeds = t, who, content, embeds or []
        self.reply, self.thread, self.kind = reply, thread, kind
        self.hard = None
        self.edits = []
        self.deleted = None
        self.forget = None
        self.pins = []
        self.reactions = []
        self.idiom = None
        self.id = None
        self.chan = None
        self.removed_snip = None
        self.superseded = []
        self.bulk = False

    def final(self):
        return self.edits[-1][1] if self.edits else self.content

    def text(self):
        parts = [self.final()]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class DayBuilder:
    def __init__(self, rng, day_start_ms, book):
        self.r = rng
        self.t0 = day_start_ms
        self.msgs = []
        self.book = book
        self.spread = {}
        for e in ENTITIES:
            self.spread[e[0]] = e[6] * (1 + rng.uniform(-0.08, 0.08))
        self.main = 55 + rng.uniform(-4, 4)
        self.xo = 290 + rng.uniform(-15, 15)
        self.mwseq = rng.randint(731000000, 739000000)
        self.twseq = rng.randint(10000, 90000)
        self.ordseq = rng.randint(40000, 90000)

    # ---- helpers
    def at(self, h, m=0, s=None):
        if s is None:
            s = self.r.randint(0, 59)
        return self.t0 + int(((h * 60 + m) * 60 + s) * 1000) + self.r.randint(0, 999)

    def rand_t(self, lo_h, hi_h):
        return self.t0 + int(self.r.uniform(lo_h, hi_h) * 3600000)

    def human_t(self):
        w = [0.05, 0.02, 0.02, 0.02, 0.03, 0.1, 0.6, 3, 8, 8, 7, 6, 3, 3, 6, 7, 6, 4, 2, 1, 0.5, 0.3, 0.2, 0.1]
        h = self.r.choices(range(24), weights=w)[0]
        return self.t0 + h * 3600000 + self.r.randint(0, 3599999)

    def post(self, t, who, content="", embeds=None, reply=None, thread=None, kind="chatter"):
        m = Msg(t, who, content, embeds, reply, thread, kind)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing):
        txt = m.text()
        for f in facts:
            assert f in txt, (f, txt)
        m.hard = (etype, list(facts), phrasing)
        return m

    def lvl(self, ent):
        return self.spread[ent[0]]

    def mwid(self):
        self.mwseq += self.r.randint(11, 977)
        return "MW-%d" % self.mwseq

    def twref(self):
        self.twseq += self.r.randint(3, 90)
        return "%s%05d" % (datetime.fromtimestamp(self.t0 / 1000, tz=timezone.utc).strftime("%y%m%d"), self.twseq)

    def ordid(self):
        self.ordseq += self.r.randint(5, 300)
        return "EX-%d" % self.ordseq

    def date(self):
        return datetime.fromtimestamp(self.t0 / 1000, tz=timezone.utc).strftime("%Y-%m-%d")


# ----------------------------------------------------------------------------- noise

def noise_block(d):
    r = d.r
    held = d.book["held"]
    # heartbeats
    for h in range(0, 24, 2):
        d.post(d.at(h, r.randint(0, 3)), "risk", r.choice([
            "riskbot heartbeat · run %02d:00 · 0 breaches · CS01 util %d%% · JTD util %d%%" % (h, r.randint(48, 79), r.randint(55, 84)),
            "♥ riskbot alive — limits engine v4.2 · all limits ok · next run %02d:00" % ((h + 2) % 24),
        ]), kind="noise")
        d.post(d.at(h, r.randint(20, 50)), "mw", "♥ mw-bridge alive seq=%d lag=%dms queue=0" % (r.randint(100000, 999999), r.randint(40, 900)), kind="noise")
    # curve snapshots
    names = held + d.book["watch"] + d.book["other"]
    for k in range(21):
        h, m = divmod(7 * 60 + 30 * k, 60)
        lines = ["CURVES %02d:%02d (mid · Main names bps running / XO names pts upfront vs 500)" % (h, m), "```"]
        for e in names:
            s5 = d.lvl(e) * (1 + r.uniform(-0.01, 0.01))
            if e[3] == "Crossover":
                lines.append("%-7s 1y %7s  3y %7s  5y %7s  7y %7s  10y %7s  Δ5y %+.2f" % (
                    e[0], upf(s5 * 0.45), upf(s5 * 0.75), upf(s5), upf(s5 * 1.08), upf(s5 * 1.15), r.uniform(-0.3, 0.3)))
            else:
                lines.append("%-7s 1y %6s  3y %6s  5y %6s  7y %6s  10y %6s  Δ5y %+.1f" % (
                    e[0], fbp(s5 * 0.32), fbp(s5 * 0.68), fbp(s5), fbp(s5 * 1.18), fbp(s5 * 1.37), r.uniform(-2, 2)))
        lines.append("fin curves: SNRFIN 3y %s 7y %s | SUBFIN 3y %s 7y %s | CDX IG %s (NY close)" % (
            fbp(d.main * 0.8), fbp(d.main * 1.35), fbp(d.main * 1.5), fbp(d.main * 2.6), fbp(d.main * 0.95)))
        lines.append("iTraxx Main S46 5y %s | XO S46 5y %s | SNRFIN %s | SUBFIN %s" % (
            fbp(d.main + r.uniform(-1, 1)), fbp(d.xo + r.uniform(-4, 4)), fbp(d.main * 1.12), fbp(d.main * 2.05)))
        lines.append("```")
        d.post(d.at(h, m, r.randint(0, 20)), "curve", "\n".join(lines), kind="noise")
    # marks dumps
    for (h, m, tag) in ((12, 10, "MIDDAY (indicative)"), (16, 35, "PRELIM"), (17, 20, "FINAL"), (17, 55, "RE-MARK v2 (XO quotes refreshed)")):
        rows = ["EOD MARKS %s — book LDN-CR-SN — %s" % (tag, d.date()), "```",
                "%-8s %-18s %-14s %10s %10s %8s %12s %10s" % ("ticker", "instrument", "isin", "notional", "mark", "chg", "pv_eur", "cs01")]
        for e, pos in zip(held, d.book["pos"]):
            s = d.lvl(e)
            for ten, fac in (("3Y", 0.68), ("7Y", 1.18)):
                rows.append("%-8s %-18s %-14s %10s %10s %8s %12s %10s" % (
                    e[0], "CDS %s curve pt" % ten, "-", "0mm", quote(e, s * fac).replace(" pts", ""), "%+.1f" % r.uniform(-3, 3), "0", "0"))
            mk = quote(e, s).replace(" pts", "")
            rows.append("%-8s %-18s %-14s %10s %10s %8s %12s %10s" % (
                e[0], "CDS 5Y SNRFOR", "-", ("-" if pos[0] == "short risk" else "") + "%dmm" % pos[1], mk,
                "%+.1f" % r.uniform(-4, 4), "{:,}".format(r.randint(-900000, 900000)),
                "{:,}".format(int(pos[1] * 450 * (1 if pos[0] == "long risk" else -1)))))
            bn = pos[1] if pos[2] else 0
            rows.append("%-8s %-18s %-14s %10s %10s %8s %12s %10s" % (
                e[0], e[5], e[4], "%dmm" % bn, "%.3f" % (100 - (s - 80) / 40 + r.uniform(-0.5, 0.5)),
                "%+.3f" % r.uniform(-0.4, 0.4), "{:,}".format(r.randint(-300000, 300000) if bn else 0),
                "{:,}".format(-bn * 430)))
        rows.append("%-8s %-18s %-14s %10s %10s %8s %12s %10s" % (
            "ITXEB", "Main S46 3-6%", "-", "-25mm", "%.2f" % (2.1 + r.uniform(-0.2, 0.2)), "%+.2f" % r.uniform(-0.1, 0.1),
            "{:,}".format(r.randint(-200000, 200000)), "{:,}".format(-r.randint(9000, 15000))))
        rows.append("```")
        rows.append("totals: cs01 €%s/bp · jtd €%smm · pv €%s · marks source: composite + 3 dealer runs" % (
            "{:,}".format(r.randint(-40000, 40000)), r.randint(20, 90), "{:,}".format(r.randint(-2000000, 2000000))))
        d.post(d.at(h, m), "marks", "\n".join(rows), kind="noise")
    # recon jobs
    for h in (1, 7, 12, 18, 22):
        txt = r.choice([
            "recon[mw-vs-murex] run #%d: %d trades compared, 0 breaks, %d timing diffs (auto-cleared)",
            "recon[tw-vs-booking] run #%d: %d tickets matched, 0 unmatched, %d late allocations",
            "recon[collateral] run #%d: %d CSA lines ok, 0 disputes, %d pending MTA",
        ]) % (r.randint(4000, 9999), r.randint(120, 480), r.randint(0, 4))
        txt += "\n```\nstage         rows   ok    warn  err  secs\n" + "\n".join(
            "%-12s %5d %5d %5d %4d %5.1f" % (st, r.randint(100, 500), r.randint(100, 500), r.randint(0, 3), 0, r.uniform(0.2, 9))
            for st in ("extract", "normalise", "match", "age-check", "report")) + "\n```"
        d.post(d.at(h, r.randint(0, 59)), "recon", txt, kind="noise")
    # exposure snapshots (status only)
    for h in (8, 10, 12, 14, 16, 18):
        rows = ["exposure snapshot %02d:00 · LDN-CR-SN · all within limits" % h, "```",
                "bucket        cs01(€/bp)   limit    util   jtd(€mm)"]
        for bk in ("Main 1-3y", "Main 3-5y", "Main 5-7y", "XO 1-3y", "XO 3-5y", "XO 5-7y", "Tranches", "Cash bonds"):
            lim = r.choice([15000, 20000, 25000, 40000])
            v = r.randint(2000, int(lim * 0.85))
            rows.append("%-12s %11s %8s %6s %10s" % (bk, "{:,}".format(v), "{:,}".format(lim), "%d%%" % (100 * v // lim), "%.1f" % r.uniform(0, 25)))
        rows.append("```")
        d.post(d.at(h, r.randint(30, 40)), "risk", "\n".join(rows), kind="noise")
    # base correlation snapshots
    for h in (9, 15):
        rows = ["tranche snapshot %02d:15 · iTraxx Main S46 5y (upfront %% / running bp · base corr)" % h, "```"]
        for (a, b_, run) in ((0, 3, 500), (3, 6, 100), (6, 12, 100), (12, 100, 25)):
            rows.append("%2d-%-3d%%  upfront %6.2f  run %3d  base corr %.1f%%  delta %.2fx" % (
                a, b_, r.uniform(-1, 40) if a == 0 else r.uniform(0.5, 3), run, r.uniform(30, 80), r.uniform(0.3, 12)))
        rows.append("index ref %s · skew %s · source: dealer composite (4)" % (fbp(d.main), fbp(r.uniform(-1, 1))))
        rows.append("```")
        d.post(d.at(h, 15), "curve", "\n".join(rows), kind="noise")
    # basis screen dumps
    for h in (8, 14):
        rows = ["basis screen %02d:05 (Z vs 5y CDS, bp; negative = bond cheap)" % h, "```",
                "%-8s %-20s %-13s %6s %6s %6s %6s" % ("name", "bond", "isin", "Z", "CDS", "basis", "3m chg")]
        for e in ENTITIES:
            c5 = d.lvl(e)
            z = c5 + r.uniform(-5, 45)
            rows.append("%-8s %-20s %-13s %6s %6s %6s %6s" % (e[0], e[5], e[4], fbp(z), fbp(c5), fbp(c5 - z), "%+.1f" % r.uniform(-15, 10)))
        rows.append("```")
        d.post(d.at(h, 5), "curve", "\n".join(rows), kind="noise")
    # calendar
    cal_names = [e[1] for e in ENTITIES]
    r.shuffle(cal_names)
    d.post(d.at(6, 5), "cal", "📅 %s\n07:00 UK GDP (m/m)\n09:00 EZ PMIs final\n10:00 ECB speaker (Lane)\n13:30 US claims\n15:00 iTraxx roll working group call (Markit)\nResults this week: %s, %s, %s" % (
        d.date(), cal_names[0], cal_names[1], cal_names[2]), kind="noise")
    d.post(d.at(12, 0), "cal", "📅 reminder: 12:30 credit risk committee (Hugh), 14:00 MW ops call", kind="noise")
    d.post(d.at(16, 0), "cal", "📅 reminder: marks cut-off 17:00 LDN, CDS IMM roll 20 Dec", kind="noise")
    # alerts, pnl
    for h in (8, 10, 14, 15):
        lvl = d.xo + r.uniform(-6, 6)
        d.post(d.at(h, r.randint(0, 59)), "risk", r.choice([
            "🔔 alert: iTraxx XO S46 5y %s crossed %d" % (fbp(lvl), int(lvl) // 5 * 5),
            "🔔 alert: iTraxx Main S46 5y %s crossed %d" % (fbp(d.main + r.uniform(-1, 1)), int(d.main)),
        ]), kind="noise")
    for h in (9, 12, 15, 18):
        d.post(d.at(h, 1), "marks", "PnL %02d:00 LDN-CR-SN: day €%s (carry %s, spread %s, basis %s) · MTD €%smm" % (
            h, "{:+,}".format(r.randint(-250, 300) * 1000), "{:+,}k".format(r.randint(5, 20)),
            "{:+,}k".format(r.randint(-250, 250)), "{:+,}k".format(r.randint(-60, 60)), "%.2f" % r.uniform(-1, 3)), kind="noise")
    d.post(d.at(6, 40), "deploy", "deploy tw-bridge %d.%d.%d → prod ✅ (ci #%d, %dm%02ds)" % (
        3, r.randint(5, 9), r.randint(0, 12), r.randint(8000, 9900), r.randint(2, 6), r.randint(0, 59)), kind="noise")
    d.post(d.at(19, 30), "deploy", "deploy mw-bridge canary %d%% ok, promoting · ci #%d" % (r.choice([10, 25, 50]), r.randint(8000, 9900)), kind="noise")
    d.post(d.at(11, r.randint(0, 59)), "tw",
           "tw-bridge ERROR while polling RFQ status\n```\nTraceback (most recent call last):\n  File \"/srv/twbridge/poll.py\", line 212, in poll_status\n    resp = self.session.get(url, timeout=5)\n  File \"/usr/lib/python3.12/site-packages/requests/sessions.py\", line 602, in get\n    return self.request(\"GET\", url, **kwargs)\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.tradeweb.eu', port=443): Read timed out. (read timeout=5)\n```\nretrying in 10s", kind="noise")
    d.post(d.at(3, r.randint(0, 59)), "exec", "exec-agent idle · 0 working orders · last sync ok", kind="noise")
    d.post(d.at(21, r.randint(0, 59)), "exec", "exec-agent idle · 0 working orders · EOD flatten check passed", kind="noise")
    for h in (10, 13, 16):
        d.post(d.at(h, r.randint(0, 59)), "exec", "triage-cron %02d:00: %d items scanned, 0 routed, 0 escalated" % (h, r.randint(5, 30)), kind="noise")
    d.post(d.at(5, r.randint(0, 59)), "mw", "mw-bridge: websocket reconnect (attempt 1) ok, resubscribed 3 feeds", kind="noise")
    # bulk-deleted reconnect spam
    tb = d.at(13, r.randint(5, 50))
    spam = []
    for k in range(3):
        tok = "flap-%d-%d" % (r.randint(1000, 9999), k)
        m = d.post(tb + k * 1700, "tw", "tw-bridge: session %s dropped, reconnecting (attempt %d)" % (tok, k + 1), kind="noise")
        m.removed_snip = "session %s dropped" % tok
        spam.append(m)
    return spam


# ----------------------------------------------------------------------------- chatter

def chatter_block(d, n):
    r = d.r
    held, watch = d.book["held"], d.book["watch"]
    allnames = held + watch
    tpls = [
        lambda: "Main %s tighter on the open, XO %s, cash lagging as usual" % (fbp(r.uniform(0.5, 2)), fbp(r.uniform(2, 7))),
        lambda: "XO %s wider, someone big hitting the index" % fbp(r.uniform(2, 8)),
        lambda: "anyone got the %s autos note? can't find it on the portal" % r.choice(DEALERS),
        lambda: "Tradeweb slow again or just me?",
        lambda: "lunch order going in at 12, last call",
        lambda: "coffee anyone",
        lambda: "ECB speak at 10, probably nothing for us",
        lambda: "%s 5y feels sticky around here, nobody wants to touch it into the print" % r.choice(allnames)[0],
        lambda: "%s cash bid list doing the rounds, mostly short-dated IG, not our stuff" % r.choice(DEALERS),
        lambda: "skew on Main is %s, index through intrinsics" % fbp(r.uniform(-1.5, 1.5)),
        lambda: "funding desk says repo on the %s is special again, 20bp through GC" % r.choice(allnames)[5],
        lambda: "can someone check the doc clause on the %s trades, MW showing MR14 not MM14?" % r.choice(allnames)[0],
        lambda: "who's in tomorrow? I'm out from 3",
        lambda: "primary: %s printing a 7y, books 3x, IPTs +%d area" % (r.choice(["Engie", "Orange", "Siemens", "Heineken", "Enel", "Telefonica"]), r.randint(100, 160)),
        lambda: "US open soft, HY ETF outflows again, XO following",
        lambda: "basis screen refreshed on the shared drive, tab 3",
        lambda: "%s and %s moving together today, weird" % (r.choice(allnames)[0], r.choice(allnames)[0]),
        lambda: "the %s desk are having a party, sold-off 2bp in a minute" % r.choice(["rates", "swaps", "govvies"]),
        lambda: "anyone know if Markit moved the recovery assumption on %s?" % r.choice(allnames)[1],
        lambda: "quiet. too quiet.",
        lambda: "bund %s bp, not helping" % fbp(r.uniform(-6, 6)),
        lambda: "new grad starts Monday, someone sort a login for Bloomberg",
        lambda: "can we get the %s curve off composite, it looks stale since 10ish" % r.choice(allnames)[0],
        lambda: "dealers are all axed to buy protection on autos, same trade as last month",
        lambda: "%s axes page updated, bit thin" % r.choice(DEALERS),
        lambda: "fwiw the bid side in %s cash is basically one account" % r.choice(allnames)[5],
        lambda: "risk committee moved to 12:30 btw",
        lambda: "hedge funds buying Main payers apparently, vol up a point",
        lambda: "anyone on the %s call later?" % r.choice(["MW ops", "Markit", "prime broker"]),
        lambda: "printer on 4 is broken again",
        lambda: "the usual year-end balance sheet story: dealers won't warehouse anything after next week",
        lambda: "SUBFIN leading wider, banks under pressure on some US regional noise",
        lambda: "%s 5y/10y curve flattish at %s, 7y the sweet spot if anything" % (r.choice(allnames)[0], fbp(r.uniform(10, 40))),
        lambda: "Main - XO ratio %.2f, bottom of the range" % (d.xo / d.main),
        lambda: "GC is %s, €STR %s" % ("%.2f" % r.uniform(1.8, 2.1), "%.2f" % r.uniform(1.85, 2.05)),
        lambda: "brokers say CDS volumes 30%% down on the week, year-end creeping in",
        lambda: "managed to get the %s 1y quote, %s from %s, silly wide" % (r.choice(allnames)[0], fbp(r.uniform(15, 60)), r.choice(DEALERS)),
        lambda: "can someone re-run the JTD report, the one in the inbox is from yesterday",
        lambda: "remember the T+1 allocation deadline on the TW tickets",
        lambda: "long day. long week.",
    ]
    out = []
    for _ in range(n):
        m = d.post(d.human_t(), r.choice(["giles", "priya", "priya", "giles", "tom", "hugh", "ollie"]), r.choice(tpls)())
        out.append(m)
    # a few longer colour pieces by the junior (content weight, not hard)
    for _ in range(10):
        e = r.choice(allnames)
        txt = ("Colour on %s, for the record:\n\n" % e[1] +
               "Cash has underperformed CDS by %s bp this week; the %s (%s) is now %s Z vs 5y CDS %s. " % (fbp(r.uniform(3, 12)), e[5], e[4], fbp(d.lvl(e) + r.uniform(15, 45)), quote(e, d.lvl(e))) +
               "Flows were mostly real-money selling into year-end and a couple of %s and %s bid lists. " % (r.choice(DEALERS), r.choice(DEALERS)) +
               "Dealers are reluctant to hold inventory, so the basis has drifted more negative than fundamentals would suggest.\n\n" +
               "Nothing to do today in my view — just flagging that the screen is moving. Funding is the swing factor: if repo normalises after the turn the basis should retrace a chunk of this move.")
        out.append(d.post(d.human_t(), "priya", txt))
    return out


def acks(d, targets, n):
    r = d.r
    out = []
    for _ in range(n):
        tgt = r.choice(targets)
        m = d.post(tgt.t + r.randint(20000, 600000), r.choice(["giles", "priya", "tom", "hugh"]),
                   r.choice(["ok", "thx", "👍", "cheers", "ta", "np", "👀", "noted", "ty", "k"]),
                   reply=tgt if r.random() < 0.6 else None, thread=tgt.thread, kind="noise")
        out.append(m)
    return out


# ----------------------------------------------------------------------------- hard flows

def research_news(d, idi):
    r = d.r
    held, watch, other = d.book["held"], d.book["watch"], d.book["other"]
    # held: rating action
    e = held[d.book["rating_idx"]]
    ag, lo, hi = r.choice(RATINGS_HY if e[3] == "Crossover" else RATINGS_IG)
    action = r.choice(["down", "outlook"])
    if action == "down":
        head = "%s downgrades %s to %s from %s; outlook stable" % (ag, e[2], lo, hi)
        facts = [e[2], ag, lo]
    else:
        head = "%s revises %s outlook to negative from stable; %s affirmed" % (ag, e[2], hi)
        facts = [e[2], ag, "negative"]
    txt = ("**Rating action** — %s\n\n%s.\n\n" % (e[1], head) +
           "Rationale (agency): weaker free cash flow after capex step-up, slower deleveraging than the agency's base case, "
           "and a more shareholder-friendly financial policy. Agency's downgrade trigger was net leverage above %.1fx; FY guide implies %.1fx.\n\n" % (r.uniform(2.8, 3.5), r.uniform(3.3, 4.2)) +
           "Market read: widely expected, %s 5y around %s pre-announcement; bonds indicated %s pts lower in grey.\n" % (e[0], quote(e, d.lvl(e)), "%.2f" % r.uniform(0.25, 1.5)) +
           "Index impact: none for the current series.")
    m = d.post(d.at(6, r.randint(10, 40)), "research", txt)
    d.hard(m, "held_position_news", facts, "untagged")
    idi(m, "rating action naming the company, not the ticker", "held_position_news")
    # held: earnings
    e2 = held[(d.book["rating_idx"] + 3) % len(held)]
    guide = r.choice(["guidance cut", "guidance maintained", "guidance raised"])
    lev = "%.1fx" % r.uniform(2.2, 4.5)
    txt = ("%s — results, first read\n" % e2[2] +
           "• Revenue €%.1fbn vs €%.1fbn cons; EBITDA margin %.1f%%\n" % (r.uniform(5, 40), r.uniform(5, 40), r.uniform(8, 35)) +
           "• Net leverage %s (prev %.1fx); liquidity €%.1fbn incl. undrawn RCF\n" % (lev, r.uniform(2.2, 4.5), r.uniform(3, 12)) +
           "• FY: %s; capex unchanged; no new M&A commentary\n" % guide +
           "• Call at 09:00 — will post credit-relevant Q&A\n"
           "Credit view (agent): neutral-to-negative for spreads near term; watch for %s commentary on hybrids." % e2[1])
    m = d.post(d.at(7, r.randint(2, 20)), "research", txt)
    d.hard(m, "held_position_news", [e2[2], "Net leverage %s" % lev, guide], "untagged")
    # watch: outlook change (embed)
    w = watch[0]
    ag, lo, hi = r.choice(RATINGS_HY if w[3] == "Crossover" else RATINGS_IG)
    m = d.post(d.rand_t(9.2, 11.5), "research", "", embeds=[{
        "title": "Rating watch — %s" % w[1],
        "description": "%s places %s (%s) on CreditWatch negative, citing weaker demand and restructuring costs." % (ag, w[2], hi),
        "author": "credit-research",
        "fields": [{"name": "Agency", "value": ag, "inline": True}, {"name": "Current", "value": hi, "inline": True},
                   {"name": "Action", "value": "CreditWatch negative", "inline": True},
                   {"name": "5y CDS", "value": quote(w, d.lvl(w))}],
        "footer": "watchlist · source: agency press release"}])
    d.hard(m, "watchlist_news", [w[2], "CreditWatch negative", ag], "embed")
    idi(m, "embed-only CreditWatch on watchlist name", "watchlist_news")
    # watch: earnings / news
    w2 = watch[1]
    m = d.post(d.rand_t(13.6, 15.5), "research",
               "%s: profit warning after the close of the US session — FY EBIT margin now seen %.1f-%.1f%% (was %.1f-%.1f%%), "
               "citing pricing pressure. Company reiterates commitment to its IG rating. CDS indicated %s bp wider in early runs." % (
                   w2[1], 3.0, 4.0, 5.5, 6.5, fbp(r.uniform(5, 15))))
    d.hard(m, "watchlist_news", [w2[1], "profit warning"], "untagged")
    # overnight / US wraps (generic colour)
    d.post(d.at(6, r.randint(0, 8)), "research",
           "**Overnight credit wrap**\n\n"
           "Asia: iTraxx Asia ex-Japan %s, China property HY unchanged, Japan IG quiet ahead of the BoJ minutes. "
           "Australia saw a couple of A$ deals from the majors, well covered.\n\n"
           "US: CDX IG closed %s at %s, CDX HY %s pts; HY funds saw $%.1fbn of outflows in the weekly Lipper number. "
           "Tech issuance dominated again, with two jumbo deals taking most of the oxygen in IG primary.\n\n"
           "Europe open: futures flat, bunds %s bp. Expect Main %s-%s and XO %s-%s. "
           "Primary pipeline: %d mandates announced, mostly utilities and a couple of corporate hybrids. "
           "Year-end liquidity remains the theme: dealers report balance-sheet constraints from next week and real money is de-risking into the turn.\n\n"
           "Macro: UK GDP at 07:00, PMIs at 09:00, ECB speakers through the day. No scheduled index events." % (
               fbp(r.uniform(-3, 3)), r.choice(["tighter", "wider"]), fbp(r.uniform(50, 60)), "%+.2f" % r.uniform(-0.4, 0.4), r.uniform(0.5, 3.5),
               fbp(r.uniform(-4, 4)), fbp(d.main - 1), fbp(d.main + 1), fbp(d.xo - 5), fbp(d.xo + 5), r.randint(2, 7)), kind="near")
    d.post(d.at(21, r.randint(30, 50)), "research",
           "**US close wrap**\n\nCDX IG %s bp on the day, HY %s pts. Equities %s, VIX %.1f. "
           "Flows: insurers buying long-end IG, fast money covering HY shorts into the close. "
           "Nothing single-name relevant for the London book. European names traded in New York: autos drifted wider with US peers, telecoms flat. "
           "Tomorrow: EZ CPI flash, Bank of England speakers, two European IG deals expected." % (
               "%+.1f" % r.uniform(-2, 2), "%+.2f" % r.uniform(-0.4, 0.4), r.choice(["firmer", "softer", "mixed"]), r.uniform(13, 22)), kind="near")
    # name monitor (no new headlines) - status, names mentioned without news
    for hh in (7.4, 12.9, 17.9):
        rows = ["**Name monitor** %02d:%02d — no new headlines since last run" % (int(hh), int((hh % 1) * 60))]
        for e in held + watch:
            rows.append("• %s: no filings or agency actions; equity %+.1f%%, 5y CDS %s, bonds %s. Next scheduled event: %s." % (
                e[1], r.uniform(-1.5, 1.5), quote(e, d.lvl(e)), r.choice(["unchanged", "quoted firmer", "quoted softer", "no prints"]),
                r.choice(["results in Feb", "AGM in spring", "investor day Jan", "none in window", "coupon date next month"])))
        rows.append("Nothing requiring desk attention. Next run in ~5h.")
        d.post(d.rand_t(hh, hh + 0.1), "research", "\n".join(rows), kind="near")
    # earnings previews (no news yet)
    for e in r.sample(held, 2):
        d.post(d.rand_t(15.5, 17.5), "research",
               "Preview — %s results (not yet reported)\n\n"
               "Consensus: revenue €%.1fbn, EBITDA €%.1fbn, net leverage %.1fx. Key credit questions: (1) whether the capex plan is funded from FCF or needs hybrid issuance, "
               "(2) the disposal timetable and use of proceeds, (3) any change to the leverage target.\n\n"
               "Positioning: dealer runs suggest protection buyers into the number; the 5y is at %s vs a 3m range of %s to %s. "
               "Historical move on results day averages %s bp. The agent will post a first read when the release is out." % (
                   e[1], r.uniform(5, 40), r.uniform(1, 8), r.uniform(2, 4.5), quote(e, d.lvl(e)), quote(e, d.lvl(e) * 0.85),
                   quote(e, d.lvl(e) * 1.15), fbp(r.uniform(3, 12))), kind="near")
    # other name news -> near miss
    o = other[0]
    m = d.post(d.rand_t(8.5, 16), "research",
               "FYI, not a desk name: Fitch affirms %s at BBB+, outlook stable. No index impact." % o[2], kind="near")
    o2 = other[1]
    d.post(d.rand_t(10, 17), "research",
           "Sector note (no action): European %s — agents' read-through from %s Q3 is mildly positive; spreads already reflect it. "
           "Relative value screens unchanged; no names crossing thresholds." % (r.choice(["telecoms", "autos", "retail", "utilities"]), o2[1]), kind="near")


def flow_senior(d, idi, ent, hh, with_idiom, tranche=False):
    """senior compact proposal -> head approval -> shorthand fill -> MW affirmation"""
    r = d.r
    t = d.rand_t(hh, hh + 0.8)
    notion = r.choice([5, 10, 15, 20])
    dealer = r.choice(DEALERS)
    if tranche:
        px = "%.2f" % (2.1 + r.uniform(-0.2, 0.2))
        m = d.post(t, "giles", "S46 3-6%% looks rich vs base corr, want to sell 25mm here at %s upfront / 100 running. objections?" % px)
        d.hard(m, "trade_proposal", ["S46 3-6%", "sell", "25mm", px], "untagged")
        a = d.post(t + r.randint(60000, 400000), "hugh", "no objection, go", reply=m)
        d.hard(a, "trade_approval", ["no objection", "go"], "reply")
        f = d.post(a.t + r.randint(300000, 1500000), "giles", "done, sold 25mm Main S46 3-6%% @ %s to %s" % (px, dealer))
        d.hard(f, "trade_fill", ["sold", "25mm", "S46 3-6%", px], "shorthand")
        mw = d.mwid()
        c = d.post(f.t + r.randint(900000, 2400000), "mw",
                   "MW event=NEW status=AFFIRMED mw_id=%s product=CDX_TRANCHE index=\"ITRAXX EUROPE S46 V1\" attach=3%% detach=6%% side=SELL_PROT notional=EUR 25,000,000 upfront=%s%% coupon=100 cpty=\"%s\" book=LDN-CR-SN" % (
                       mw, px, MW_CPTY[dealer]))
        d.hard(c, "trade_confirmation", [mw, "AFFIRMED", "SELL_PROT", "25,000,000"], "structured")
        return m, f
    lvl = d.lvl(ent)
    side_pay = r.random() < 0.6
    q = quote(ent, lvl + (r.uniform(-1, 3) if side_pay else r.uniform(-3, 1)))
    wider = fbp(r.uniform(4, 12))
    if side_pay:
        txt = r.choice([
            "we're %s wider on the day, happy to pay %s on %dmm %s 5y?" % (wider, q, notion, ent[1]),
            "%s %s wider since yday, I'd pay %s for %dmm 5y here. shout if not" % (ent[0], wider, q, notion),
        ])
        side = "pay"
    else:
        txt = r.choice([
            "%s %s wider and it's overdone — happy to sell %dmm 5y protection at %s?" % (ent[1], wider, notion, q),
            "tempted to sell %dmm %s 5y at %s, it's gapped %s on nothing. ok?" % (notion, ent[0], q, wider),
        ])
        side = "sell"
    m = d.post(t, "giles", txt)
    d.hard(m, "trade_proposal", [ent[1] if ent[1] in txt else ent[0], side, "%dmm" % notion, q], "untagged")
    if with_idiom:
        idi(m, "compact senior proposal as a question ('happy to pay X on 10mm Y 5y?')", "trade_proposal")
    ap = r.choice([("go", ["go", "%dmm" % notion], "go, %dmm max"), ("fine", ["fine", ent[0]], "fine by me on %s"),
                   ("yep", ["yep", "do it"], "yep do it")])
    atxt = ap[2] % (notion if ap[0] == "go" else ent[0]) if "%" in ap[2] else ap[2]
    a = d.post(t + r.randint(60000, 500000), "hugh", atxt, reply=m)
    d.hard(a, "trade_approval", ap[1], "reply")
    verb = "paid" if side == "pay" else "sold"
    fq = q
    f = d.post(a.t + r.randint(240000, 1800000), "giles", "%s %dmm %s 5y @ %s w/ %s" % (verb, notion, ent[0], fq, dealer))
    d.hard(f, "trade_fill", [verb, "%dmm" % notion, ent[0], fq], "shorthand")
    if with_idiom:
        idi(f, "shorthand fill 'paid 10mm X 5y @ lvl w/ dealer'", "trade_fill")
    mw = d.mwid()
    if r.random() < 0.5:
        ctext = "MW event=NEW status=AFFIRMED mw_id=%s trade_date=%s cpty=\"%s\" ref_entity=\"%s\" tier=SNRFOR tenor=5Y maturity=2031-12-20 side=%s notional=EUR %s,000,000 coupon=%d level=%s book=LDN-CR-SN" % (
            mw, d.date(), MW_CPTY[dealer], ent[2].upper(), "BUY_PROT" if side == "pay" else "SELL_PROT", notion,
            500 if ent[3] == "Crossover" else 100, fq.replace(" pts", ""))
    else:
        ctext = "\n".join(["[MarkitWire] trade affirmed", "mw_id=%s" % mw, "status=AFFIRMED", "cpty=%s" % MW_CPTY[dealer],
                           "ref_entity=%s" % ent[2].upper(), "side=%s" % ("BUY_PROT" if side == "pay" else "SELL_PROT"),
                           "notional=EUR %s,000,000" % notion, "tenor=5Y", "doc_clause=MM14"])
    c = d.post(f.t + r.randint(600000, 3000000), "mw", ctext)
    d.hard(c, "trade_confirmation", [mw, "AFFIRMED", "BUY_PROT" if side == "pay" else "SELL_PROT", "%s,000,000" % notion], "structured")
    c.reactions.append((c.t + 60000, "✅", "giles"))
    return m, f


def flow_junior(d, idi, ent, hh, with_idiom, use_thread):
    """junior multi-paragraph rationale with buried proposal -> senior approval -> TW embed fill -> MW affirm"""
    r = d.r
    t = d.rand_t(hh, hh + 0.7)
    n = r.choice([5, 5, 10])
    lvl = d.lvl(ent)
    z = lvl + r.uniform(25, 45)
    basis = lvl - z
    px = "%.2f" % (100 - (lvl - 80) / 40 + r.uniform(-0.8, 0.8))
    cq = quote(ent, lvl)
    tgt, stp = fbp(basis + r.uniform(18, 25)), fbp(basis - r.uniform(8, 12))
    prop = "Proposal: buy €%dmm %s (%s) at %s and buy €%dmm 5y protection at %s as a package, target basis %s, stop %s." % (
        n, ent[5], ent[4], px, n, cq, tgt, stp)
    txt = ("%s bond-CDS basis — write-up\n\n" % ent[1] +
           "Context: the %s is trading %s Z-spread vs 5y CDS at %s, so the basis is %s bp, about %s bp more negative than its six-month average. "
           "Most of the move came in the last fortnight as real money sold cash into year-end and dealers refused to warehouse paper.\n\n" % (
               ent[5], fbp(z), cq, fbp(basis), fbp(r.uniform(10, 20))) +
           prop + "\n\n" +
           "Why now: repo is available at €STR+%d on the line, so the package carries roughly %s bp a year after funding. "
           "Historically the basis has retraced half of similar dislocations within six to eight weeks, and the January primary calendar should pull cash back.\n\n" % (
               r.randint(25, 45), fbp(r.uniform(8, 20))) +
           "Risks: further real-money selling, repo turning special over the turn, and a credit event would leave us with the bond-vs-deliverable mismatch (the %s is deliverable, cheapest-to-deliver risk is modest).\n\n"
           "Sizing: CS01 roughly neutral, adds ~€%dk/bp of basis risk. Happy to discuss." % (ent[5], n * 4))
    m = d.post(t, "priya", txt)
    d.hard(m, "trade_proposal", [ent[5], "buy", "€%dmm" % n, px], "buried")
    if with_idiom:
        idi(m, "one-line proposal buried in a multi-paragraph basis write-up", "trade_proposal")
    thread = m if use_thread else None
    tt = t
    if use_thread:
        q1 = d.post(tt + r.randint(120000, 400000), "giles", "what's the repo term on that, overnight or to the turn?", thread=thread)
        a1 = d.post(q1.t + r.randint(60000, 300000), "priya", "term to 8 Jan, locked with the funding desk this morning", thread=thread, reply=q1)
        tt = a1.t
    ap_txt = r.choice(["fine, go. keep it to %dmm" % n, "ok go, %dmm" % n, "👍 send it, %dmm" % n])
    a = d.post(tt + r.randint(60000, 400000), "giles", ap_txt, reply=m if not use_thread else None, thread=thread)
    key = [w for w in ("go", "send it") if w in ap_txt][0]
    d.hard(a, "trade_approval", [key, "%dmm" % n], "reply")
    a.pins.append((a.t + 30000, "hugh"))
    a.reactions.append((a.t + 20000, "📌", "hugh"))
    dealer = r.choice(DEALERS)
    fpx = px
    ref = d.twref()
    f = d.post(a.t + r.randint(400000, 1800000), "tw", "", embeds=[{
        "title": "Tradeweb EU Credit — DONE",
        "description": "RFQ to %d dealers · done with %s" % (r.randint(4, 6), dealer.upper()),
        "author": "tw-bridge",
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "ISIN", "value": ent[4], "inline": True},
                   {"name": "Security", "value": ent[5]}, {"name": "Nominal", "value": "%d,000,000" % n, "inline": True},
                   {"name": "Price", "value": fpx, "inline": True}, {"name": "Cover", "value": "%.2f" % (float(fpx) + 0.06), "inline": True}],
        "footer": "TW ref %s · venue TREU · LDN-CR-SN" % ref}])
    d.hard(f, "trade_fill", [ent[4], "BUY", "%d,000,000" % n, fpx], "embed")
    if with_idiom:
        idi(f, "Tradeweb embed-only bond fill", "trade_fill")
    f.reactions.append((f.t + 45000, "👍", "giles"))
    # cds leg (affirmation only)
    dealer2 = r.choice(DEALERS)
    f2 = f
    mw = d.mwid()
    c = d.post(f2.t + r.randint(900000, 2400000), "mw",
               "MW event=NEW status=AFFIRMED mw_id=%s cpty=\"%s\" ref_entity=\"%s\" side=BUY_PROT notional=EUR %d,000,000 tenor=5Y level=%s book=LDN-CR-SN strategy=BASIS" % (
                   mw, MW_CPTY[dealer2], ent[2].upper(), n, cq.replace(" pts", "")))
    d.hard(c, "trade_confirmation", [mw, "AFFIRMED", "BUY_PROT"], "structured")
    return m


def flow_misc(d, idi):
    r = d.r
    held, watch = d.book["held"], d.book["watch"]
    # rejected tagged proposal
    e = d.book["reject_ent"]
    q = quote(e, d.lvl(e) - r.uniform(0, 3))
    m = d.post(d.rand_t(9.0, 10.0), "priya", "[PROPOSAL] sell €10mm %s 5y protection at %s, spread looks stretched into the print" % (e[0], q))
    d.hard(m, "trade_proposal", ["[PROPOSAL]", "sell", "€10mm", e[0], q], "tagged")
    a = d.post(m.t + r.randint(120000, 600000), "giles", "no. not adding %s risk into results, pass" % e[1], reply=m)
    d.hard(a, "trade_approval", ["pass", e[1]], "reply")
    idi(a, "short rejection reply ('no ... pass')", "trade_approval")
    # deleted + reposted proposal (wrong isin)
    e = d.book["repost_ent"]
    px = "%.2f" % (100 - (d.lvl(e) - 80) / 40 + r.uniform(-0.5, 0.5))
    bad = e[4][:-2] + e[4][-1] + e[4][-2]
    if bad == e[4]:
        bad = e[4][:-1] + ("0" if e[4][-1] != "0" else "1")
    t = d.rand_t(14.2, 14.8)
    m1 = d.post(t, "priya", "[PROPOSAL] buy €5mm %s %s @ %s vs 5y prot, small basis add" % (e[5], bad, px))
    d.hard(m1, "trade_proposal", ["[PROPOSAL]", "buy", "€5mm", bad], "tagged")
    m1.deleted = t + r.randint(50000, 150000)
    m1.removed_snip = bad
    m2 = d.post(m1.deleted + r.randint(20000, 60000), "priya", "[PROPOSAL] buy €5mm %s %s @ %s vs 5y prot, small basis add (isin fixed, sorry)" % (e[5], e[4], px))
    d.hard(m2, "trade_proposal", ["[PROPOSAL]", "buy", "€5mm", e[4], px], "tagged")
    a2 = d.post(m2.t + r.randint(100000, 500000), "giles", "👍", reply=m2)
    d.hard(a2, "trade_approval", ["👍"], "reply")
    # working order + cancel
    e = d.book["bid_ent"]
    lvl = quote(e, d.lvl(e) + r.uniform(1, 3))
    dealer = r.choice(DEALERS)
    w = d.post(d.rand_t(8.6, 9.4), "giles", "bid working: 10mm %s 5y prot at %s with %s, good till 12:00" % (e[0], lvl, dealer))
    d.hard(w, "trade_confirmation", ["working", "10mm", e[0], lvl], "untagged")
    c = d.post(d.at(12, r.randint(1, 9)), "giles", "pulled the %s bid, not getting there" % e[0], reply=w)
    d.hard(c, "trade_confirmation", ["pulled", e[0]], "reply")
    # exec agent order ack (routed)
    e = d.book["route_ent"]
    t = d.rand_t(10.2, 10.9)
    rr = d.post(t, "giles", "@exec-agent routing the %s RFQ to you — work it on TW, 5mm max, limit %.2f" % (e[5], 98.9 + r.uniform(-1, 1)))
    d.hard(rr, "route_decision", ["routing", "@exec-agent", e[5]], "untagged")
    idi(rr, "explicit routing to the execution agent", "route_decision")
    oid = d.ordid()
    ack = d.post(t + r.randint(20000, 90000), "exec", "ORDER ACK ord=%s isin=%s side=BUY qty=5,000,000 limit=%s status=WORKING venue=TREU" % (
        oid, e[4], rr.content.split("limit ")[-1]), reply=rr)
    d.hard(ack, "trade_confirmation", [oid, e[4], "BUY", "WORKING"], "structured")
    # route elsewhere
    z = d.book["tranche_route"]
    rt = d.post(d.rand_t(11.0, 11.8), "priya", "sending the %s tranche pricing query from sales over to Hannah on structured credit, not ours to price" % z[1])
    d.hard(rt, "route_decision", ["Hannah", z[1]], "untagged")
    # no route
    e = watch[2]
    nr = d.post(d.rand_t(15.6, 16.2), "giles", "%s headline is noise for us — no action, not routing it anywhere" % e[1])
    d.hard(nr, "no_route_decision", ["no action", e[1]], "untagged")
    idi(nr, "explicit 'no action, not routing'", "no_route_decision")
    nr2 = d.post(d.rand_t(6.9, 7.3), "exec", "triage: %s results item -> no desk action required (position hedged), closed without routing" % held[(d.book["rating_idx"] + 3) % len(held)][1])
    d.hard(nr2, "no_route_decision", ["no desk action", "without routing"], "structured")
    # stop edited twice
    e = d.book["stop_ent"]
    pos = d.book["pos"][held.index(e)]
    s = d.lvl(e)
    if e[3] == "Crossover":
        lv = [upf(s + 40), upf(s + 30), upf(s + 22)]
        unit = " pts"
    else:
        lv = [fbp(s + 20), fbp(s + 15), fbp(s + 11)]
        unit = ""
    base = "%s long risk (sold %dmm 5y prot): stop at %s%s, out on a print through" % (e[0], pos[1], "%s", unit)
    t = d.rand_t(9.5, 10.0)
    st = d.post(t, "giles", base % lv[0])
    st.edits.append((t + r.randint(2000000, 4000000), base % lv[1]))
    st.edits.append((st.edits[-1][0] + r.randint(3000000, 6000000), base % lv[2] + " (moved again, tightening into the rally)"))
    st.superseded = [lv[0], lv[1]]
    d.hard(st, "stop_or_target_change", [e[0], "stop at %s" % lv[2]], "untagged")
    idi(st, "stop level moved twice by editing the same message", "stop_or_target_change")
    # target
    e = d.book["target_ent"]
    tg = d.post(d.rand_t(15.0, 15.4), "priya", "target on the %s basis package: take profit at basis -%s, stop unchanged" % (e[0], fbp(r.uniform(10, 18))))
    d.hard(tg, "stop_or_target_change", [e[0], "take profit", tg.content.split("basis ")[-1].split(",")[0]], "untagged")
    # risk
    val = r.randint(40500, 43900)
    rb = d.post(d.rand_t(10.0, 10.4), "risk",
                "RISK ALERT book=LDN-CR-SN metric=CS01 scope=Crossover value=-€%s/bp limit=€40,000/bp util=%.1f%% status=BREACH action=no new long-risk in XO names until cured" % (
                    "{:,}".format(val), val / 400))
    d.hard(rb, "risk_limit", ["CS01", "€40,000/bp", "BREACH"], "structured")
    rb.reactions.append((rb.t + 40000, "👀", "hugh"))
    e = d.book["jtd_ent"]
    lc = d.post(d.rand_t(12.5, 13.0), "risk", "", embeds=[{
        "title": "Limit change approved",
        "description": "Single-name JTD limit updated after credit risk committee",
        "author": "riskbot",
        "fields": [{"name": "Limit", "value": "JTD single name"}, {"name": "Entity", "value": e[2]},
                   {"name": "Old", "value": "€20mm", "inline": True}, {"name": "New", "value": "€15mm", "inline": True},
                   {"name": "Effective", "value": "immediately"}],
        "footer": "ticket LIM-%d · approved CRO office" % r.randint(3000, 9999)}])
    d.hard(lc, "risk_limit", ["JTD single name", e[2], "€15mm"], "embed")
    e = d.book["block_ent"]
    oid = d.ordid()
    bl = d.post(d.rand_t(14.6, 15.0), "risk", "PRETRADE BLOCK ord=%s %s 5Y SELL_PROT 10mm: post-trade JTD €%.1fmm > limit €30mm. order not released, resize to ≤ %dmm" % (
        oid, e[0], 30 + r.uniform(1.5, 4), r.choice([5, 6, 7])))
    d.hard(bl, "risk_limit", ["PRETRADE BLOCK", oid, "€30mm"], "structured")
    idi(bl, "pre-trade JTD block by risk engine", "risk_limit")
    if r.random() < 0.5:
        hl = d.post(d.rand_t(16.3, 16.7), "hugh", "for year-end: XO CS01 limit comes down to 30k/bp from Monday (from 40k). Run it down pls, Giles")
        d.hard(hl, "risk_limit", ["XO CS01 limit", "30k/bp"], "untagged")
    # thesis
    e = d.book["thesis_ent"]
    th = d.post(d.rand_t(11.2, 11.6), "giles", "%s: done being bearish. bad news is priced, liquidity fine — flipping to constructive, want to be long risk on any pullback. conviction medium" % e[1])
    d.hard(th, "thesis_update", [e[1], "constructive", "conviction medium"], "untagged")
    idi(th, "conviction flip in compact prose", "thesis_update")
    e = d.book["target_ent"]
    if r.random() < 0.5:
        th2 = d.post(d.rand_t(16.8, 17.1), "priya", "%s basis: thesis still intact after today, cash just cheap into the turn — we stay in the package, no change to target" % e[0])
        d.hard(th2, "thesis_update", [e[0], "thesis still intact"], "untagged")
    # novation
    mw = d.mwid()
    e = d.book["nov_ent"]
    nv = d.post(d.rand_t(15.5, 16.0), "mw", "\n".join([
        "[MarkitWire] novation", "event=NOVATION", "status=CONSENTED", "mw_id=%s" % mw,
        "ref_entity=%s" % e[2].upper(), "transferor=LDN-CR-SN", "transferee=%s" % MW_CPTY[r.choice(DEALERS)],
        "remaining_party=%s" % MW_CPTY[r.choice(DEALERS)], "notional=EUR 5,000,000", "effective=%s" % d.date()]))
    d.hard(nv, "trade_confirmation", ["NOVATION", "CONSENTED", mw], "structured")
    idi(nv, "MarkitWire novation consent as key=value lines", "trade_confirmation")
    # forgotten fill with client name, then sanitised repost
    e = d.book["forget_ent"]
    px = "%.3f" % (100 - (d.lvl(e) - 80) / 40 + r.uniform(-0.5, 0.5))
    client = r.choice(["Aldgate Pension Trust", "Harrowgate Mutual", "Kingsmere Annuities"])
    t = d.rand_t(13.7, 14.1)
    fm = d.post(t, "giles", "sold 5mm %s @ %s to %s (their PM called direct)" % (e[5], px, client))
    d.hard(fm, "trade_fill", ["sold", "5mm", e[5], px], "shorthand")
    fm.forget = (t + r.randint(600000, 1200000), "compliance")
    fm.removed_snip = client
    rp = d.post(fm.forget[0] + r.randint(30000, 90000), "giles", "reposting without the name: sold 5mm %s @ %s to a real-money account" % (e[5], px))
    d.hard(rp, "trade_fill", ["sold", "5mm", e[5], px], "untagged")
    # fill edited (partial -> full)
    e = d.book["edit_fill_ent"]
    q = quote(e, d.lvl(e))
    q2 = quote(e, d.lvl(e) + 1.5)
    dealer = r.choice(DEALERS)
    t = d.rand_t(9.8, 10.4)
    ef = d.post(t, "priya", "[FILL] bought 5mm %s 5y prot @ %s from %s, working the other 5" % (e[0], q, dealer))
    ef.edits.append((t + r.randint(900000, 2000000), "[FILL] bought 10mm %s 5y prot, avg %s (5 @ %s from %s + 5 from %s), all done" % (
        e[0], q2, q, dealer, r.choice(DEALERS))))
    ef.superseded = ["working the other 5"]
    d.hard(ef, "trade_fill", ["[FILL]", "bought", "10mm", e[0], q2], "tagged")
    idi(ef, "tagged [FILL] edited from partial to complete", "trade_fill")


def near_misses(d, idi):
    r = d.r
    held, watch, other = d.book["held"], d.book["watch"], d.book["other"]
    allnames = held + watch
    out = []
    w = r.choice(allnames)
    m = d.post(d.rand_t(8.2, 9.0), "ollie", "AXE from client: looking to sell €15mm %s (%s), can probably work %.2f area. Also buyer of %s 5y protection in 10s. Let me know if any interest" % (
        w[5], w[4], 97 + r.uniform(0, 3), r.choice(allnames)[0]), kind="near")
    idi(m, "client axe relayed by sales", "not_hard")
    out.append(m)
    m = d.post(d.rand_t(13.8, 14.5), "ollie", "another one: real money client axed to buy %s 28s-30s, size 20mm+, no px yet" % r.choice(allnames)[0], kind="near")
    out.append(m)
    dealer = r.choice(DEALERS)
    lines = ["%s CDS run 5y (indic, 5mm):" % dealer]
    for e in r.sample(allnames, 6):
        s = d.lvl(e)
        if e[3] == "Crossover":
            lines.append("%s %s / %s" % (e[0], upf(s + 3), upf(s - 3)))
        else:
            lines.append("%s %s / %s" % (e[0], fbp(s - 1.5), fbp(s + 1.5)))
    m = d.post(d.rand_t(7.6, 8.1), "giles", "\n".join(lines), kind="near")
    idi(m, "pasted dealer run (bid/offer levels, nothing traded)", "not_hard")
    out.append(m)
    for hh in (9.6, 14.7):
        dealer = r.choice(DEALERS)
        lines = ["%s cash run (indic, bid/offer, Z):" % dealer]
        for e in r.sample(allnames, 7):
            pb = 100 - (d.lvl(e) - 80) / 40 + r.uniform(-0.6, 0.6)
            lines.append("%s (%s) %.2f / %.2f  Z %s/%s" % (e[5], e[4], pb, pb + 0.35, fbp(d.lvl(e) + 35), fbp(d.lvl(e) + 30)))
        out.append(d.post(d.rand_t(hh, hh + 0.3), r.choice(["ollie", "priya"]), "\n".join(lines), kind="near"))
    e = r.choice(allnames)
    m = d.post(d.rand_t(15.0, 16.0), "priya", "%s showing %s cash %.2f/%.2f, nothing done" % (r.choice(DEALERS), e[5], 98 + r.uniform(0, 1), 98.4 + r.uniform(0, 1)), kind="near")
    out.append(m)
    e = r.choice(held)
    m = d.post(d.rand_t(8.0, 9.0), "giles", "fwiw last Thursday we paid 15mm %s at %s — that's %s in the money now" % (e[0], quote(e, d.lvl(e) - 6), fbp(r.uniform(3, 9))), kind="near")
    idi(m, "last week's trade recalled", "not_hard")
    out.append(m)
    e = r.choice(allnames)
    m = d.post(d.rand_t(11.0, 12.0), "priya", "if %s gets cut next week, would we want to buy 10mm protection as a hedge? maybe at %s?" % (e[1], quote(e, d.lvl(e) + 25)), kind="near")
    idi(m, "hypothetical hedge question", "not_hard")
    out.append(m)
    m = d.post(d.rand_t(9.0, 10.0), "giles", "fyi index desk sold %dmm Main S46 5y at %s this morning, that's your tightening" % (r.choice([150, 250, 400]), fbp(d.main)), kind="near")
    idi(m, "another desk's trade", "not_hard")
    out.append(m)
    m = d.post(d.rand_t(14.0, 15.0), "hugh", "the HY cash desk were buyers of %s all morning, apparently hedging a new issue" % r.choice(allnames)[5], kind="near")
    out.append(m)
    m = d.post(d.rand_t(16.0, 17.0), "priya",
               "ran the neg-basis screen backtest 2019-2025: enter below -40, exit above -10, hit rate %d%%, avg hold %dd, worst drawdown %s bp. would have bought the %s package three times" % (
                   r.randint(55, 68), r.randint(30, 60), fbp(r.uniform(15, 30)), r.choice(allnames)[0]), kind="near")
    out.append(m)
    e = r.choice(allnames)
    m = d.post(d.rand_t(12.0, 13.0), "tom", "paper book for the grad game: sold 5mm %s prot at %s, lets see" % (e[0], quote(e, d.lvl(e))), kind="near")
    idi(m, "paper trade by the grad", "not_hard")
    out.append(m)
    e = r.choice(held)
    out.append(d.post(d.rand_t(10.5, 11.5), "priya", "do we want to look at %s protection into the print?" % e[1], kind="near"))
    out.append(d.post(d.rand_t(15.0, 16.5), "giles", "what would the carry look like if we rolled the %s 5y into 7y? not doing it, just curious" % r.choice(held)[0], kind="near"))
    out.append(d.post(d.rand_t(17.5, 18.5), "giles", "back in 2022 we sold TITIM prot at 600 and got carried out for a month. never again"
                      if r.random() < 0.5 else "remember March 2020 when XO hit 700 and the basis went -150? good times", kind="near"))
    out.append(d.post(d.rand_t(7.2, 7.8), "hugh", "FT: \"Bank of England holds rates, signals patience\" — doubt it moves credit much", kind="near"))
    out.append(d.post(d.rand_t(13.0, 13.5), "tom", "model portfolio (paper, grad scheme): long XO S46 10-20%% tranche, short Main 5y, targets +%d bp" % r.randint(10, 30), kind="near"))
    e = r.choice(allnames)
    out.append(d.post(d.rand_t(10.0, 16.0), "ollie", "%s showing %s 5y %s, fyi only, not done" % (r.choice(DEALERS), e[0], quote(e, d.lvl(e))), kind="near"))
    out.append(d.post(d.rand_t(9.0, 17.0), "priya",
                      "Weekly basis note (draft, no action): screen shows the usual suspects. %s and %s are the most negative in Main; in XO the %s line is cheapest to CDS. "
                      "One could buy the bond and buy protection, or sell the bond vs index if funding is tight; whoever pays up for repo into the turn probably wins. "
                      "Carry, roll and funding tables are in the sheet. Not proposing anything this week." % (r.choice(allnames)[0], r.choice(allnames)[0], r.choice(allnames)[5]), kind="near"))
    out.append(d.post(d.rand_t(11.5, 12.5), "giles", "should someone look at %s 1y vs 5y? curve looks too steep" % r.choice(allnames)[0], kind="near"))
    return out


# ----------------------------------------------------------------------------- build

def channel_book(seed, ch):
    r = random.Random(seed * 7919 + ch * 104729 + 17)
    ents = list(ENTITIES)
    r.shuffle(ents)
    held, watch, other = ents[:7], ents[7:10], ents[10:]
    pos = []
    for i, e in enumerate(held):
        pos.append((r.choice(["long risk", "short risk"]), r.choice([5, 10, 15, 20, 25]), i % 3 == 0))
    # stop entity must be long risk
    si = r.randrange(len(held))
    pos[si] = ("long risk", pos[si][1], pos[si][2])
    return {"held": held, "watch": watch, "other": other, "pos": pos, "stop_idx": si, "rng": r}


def build_day(seed, ch, day_start_ms, book, day_no):
    rng = random.Random(seed * 1000003 + ch * 10007 + day_no * 131 + 5)
    b = dict(book)
    held = b["held"]
    r = rng
    b["rating_idx"] = r.randrange(len(held))
    b["stop_ent"] = held[b["stop_idx"]]
    pool = [e for e in held if e is not b["stop_ent"]]
    r.shuffle(pool)
    b["reject_ent"] = b["watch"][r.randrange(3)]
    b["repost_ent"] = pool[0]
    b["bid_ent"] = pool[1]
    b["route_ent"] = pool[2]
    b["target_ent"] = pool[3]
    b["thesis_ent"] = pool[4]
    b["jtd_ent"] = pool[5]
    b["block_ent"] = pool[1]
    b["nov_ent"] = pool[2]
    b["forget_ent"] = pool[3]
    b["edit_fill_ent"] = pool[0]
    b["tranche_route"] = b["other"][2]
    d = DayBuilder(r, day_start_ms, b)
    idioms = []

    def idi(m, name, expected):
        idioms.append((m, name, expected))

    research_news(d, idi)
    flow_senior(d, idi, r.choice(held + b["watch"]), 8.0, True)
    flow_senior(d, idi, None, 14.0, False, tranche=True)
    flow_junior(d, idi, pool[3], 9.0, True, True)
    extra = r.choice(["none", "senior", "junior"])
    if extra == "senior":
        flow_senior(d, idi, r.choice(held), 10.6, False)
    elif extra == "junior":
        flow_junior(d, idi, pool[4], 13.6, False, False)
    flow_misc(d, idi)
    near = near_misses(d, idi)
    spam = noise_block(d)
    chat = chatter_block(d, r.randint(72, 86))
    acks(d, chat + near + [m for m in d.msgs if m.who in ("tw", "mw", "research") and m not in spam], r.randint(10, 14))
    # a typo edit in chatter
    c = r.choice([m for m in chat if m.who in ("giles", "priya") and len(m.content) > 20])
    c.edits.append((c.t + r.randint(30000, 120000), c.content + " (edit: typo)"))
    # morning book pin by the desk lead
    lines = ["Book this morning (LDN-CR-SN):"]
    for e, p in zip(held, b["pos"]):
        lines.append("• %s 5y — %s %dmm%s" % (e[1], p[0], p[1], (" + %s bonds (basis package)" % e[5]) if p[2] else ""))
    lines.append("Watching: " + ", ".join(e[1] for e in b["watch"]))
    bk = d.post(d.at(7, r.randint(0, 15)), "giles", "\n".join(lines))
    bk.pins.append((bk.t + 60000, "hugh"))
    bk.reactions.append((bk.t + 50000, "📌", "hugh"))
    # a deleted chatter message
    dm = d.post(d.human_t(), "tom", "wrong chat sorry — lunch poll #%d" % r.randint(100, 999))
    dm.deleted = dm.t + r.randint(10000, 60000)
    dm.removed_snip = dm.content.split("— ")[1]
    return d, idioms, spam


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        cid = channel_id(ch)
        book = channel_book(seed, ch)
        worker = (ch * 7 + 3) % 32
        seq = 0
        for k in range(days):
            day_start = end_ms - (days - k) * 86400000
            day_no = (day_start // 86400000)
            d, idioms, spam = build_day(seed, ch, day_start, book, day_no)
            day_end = day_start + 86400000 - 1
            msgs = sorted(d.msgs, key=lambda m: m.t)
            prev = -1
            for m in msgs:
                m.t = min(m.t, day_end - 5000)
                if m.t <= prev:
                    m.t = prev + 1
                prev = m.t
                seq = (seq + 1) & 0x1FFFF
                m.id = snowflake(m.t, worker, seq)
            for m in msgs:
                m.chan = m.thread.id if m.thread is not None else cid
            for m in msgs:
                if m.reply is not None:
                    assert m.reply.t < m.t, "reply before target"
                msg = {"id": m.id, "author_id": AUTHORS[m.who][0], "author_name": AUTHORS[m.who][1],
                       "author_bot": AUTHORS[m.who][2], "created_at": iso(m.t), "content": m.content,
                       "embeds": m.embeds, "reference_id": m.reply.id if m.reply is not None else None}
                if m.pins:
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
                if m.thread is not None:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                events.append((m.t, 0, ev))
                base = {"guild_id": GUILD_ID, "channel_id": m.chan}
                for (te, txt) in m.edits:
                    te = max(te, m.t + 1000)
                    events.append((te, 1, dict(op="edit", message_id=m.id, edited_at=iso(te), content=txt, **base)))
                for (tp, by) in m.pins:
                    events.append((tp, 2, dict(op="pin", message_id=m.id, by=AUTHORS[by][0], at=iso(tp), **base)))
                for (tr, emo, by) in m.reactions:
                    events.append((tr, 2, dict(op="reaction_add", message_id=m.id, emoji=emo, user_id=AUTHORS[by][0], at=iso(tr), **base)))
                if m.deleted:
                    events.append((m.deleted, 3, dict(op="delete", message_id=m.id, deleted_at=iso(m.deleted), **base)))
                if m.forget:
                    events.append((m.forget[0], 3, dict(op="forget", message_id=m.id, requested_by=AUTHORS[m.forget[1]][0], at=iso(m.forget[0]), **base)))
                # labels
                removed = bool(m.deleted or m.forget or m in spam)
                if m.hard:
                    st = "deleted" if m.deleted else "forgotten" if m.forget else "edited" if m.edits else "live"
                    labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": m.hard[0],
                                                  "facts": m.hard[1], "phrasing": m.hard[2], "final_state": st})
                for s in m.superseded:
                    labels["superseded_facts"].append([m.chan, m.id, s])
                if removed and m.removed_snip:
                    labels["removed_texts"].append(m.removed_snip)
                if m.kind == "noise" and not removed:
                    labels["noise_message_ids"].append(m.id)
                if m.kind == "near" and not removed:
                    labels["near_miss_ids"].append(m.id)
            tb = max(m.t for m in spam) + 240000
            events.append((tb, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                   "message_ids": [m.id for m in spam], "deleted_at": iso(tb)}))
            if ch == 0 and k == 0:
                seen = []
                for (m, name, expected) in idioms:
                    if name not in seen and len(labels["idioms"]) < 20:
                        seen.append(name)
                        labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": expected})
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for (_, _, e) in events], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
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
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
