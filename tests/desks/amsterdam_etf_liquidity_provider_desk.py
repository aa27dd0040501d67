#!/usr/bin/env python3
"""Desk generator: Amsterdam ETF liquidity provider (Euronext / Xetra / LSE).

UCITS ETFs by ticker and ISIN, creation/redemption with issuers, index futures
(FESX, FDAX, Z) and FX hedges, an RFQ book with institutional clients.
Dutch-English trader chat plus an RFQ bridge, quoting engine, primary-market bot,
risk engine, compliance bot, news relay and a long-form analyst agent.

Standard library only. Output is a pure function of the arguments.

    python -m tests.desks.amsterdam_etf_liquidity_provider_desk --out cap.jsonl --labels labels.json
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "amsterdam_etf_liquidity_provider_desk"
DISCORD_EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=UTC)


def _snow_from(label, lo_ms, hi_ms):
    h = int(hashlib.sha256((DESK + "|" + label).encode()).hexdigest(), 16)
    ms = lo_ms + h % (hi_ms - lo_ms)
    return str(((ms - DISCORD_EPOCH) << 22) | ((h >> 80) & 0x3FFFFF))


_LO, _HI = 1672531200000, 1735689600000  # 2023-01-01 .. 2025-01-01
GUILD_ID = _snow_from("guild", 1680000000000, 1690000000000)
CHANNEL_NAMES = ["etf-lp-ams", "etf-lp-xetra", "etf-lp-lse", "etf-lp-rfq", "etf-lp-hedge",
                 "etf-lp-primary", "etf-lp-fi", "etf-lp-em"]


def channel_id(i):
    return _snow_from("channel-%d" % i, 1700000000000, 1730000000000)


PEOPLE = {
    # key: (display name, bot?)
    "marieke": ("Marieke de Vries", False),   # desk lead, approval authority
    "joost": ("Joost Bakker", False),
    "sanne": ("Sanne Visser", False),
    "pieter": ("Pieter Jansen", False),
    "lukas": ("Lukas Brandt", False),
    "aisha": ("Aisha Okafor", False),
    "rfq": ("rfq-bridge", True),
    "quoter": ("quoter", True),
    "pm": ("pm-bot", True),
    "risk": ("riskd", True),
    "comp": ("compliance-bot", True),
    "news": ("newsrelay", True),
    "analyst": ("td-analyst", True),
    "oms": ("oms-gw", True),
    "exec": ("exec-agent", True),
    "cron": ("cron", True),
    "ci": ("ci-deploy", True),
    "alerts": ("px-alerts", True),
    "pnl": ("pnl-bot", True),
}
AUTHOR_IDS = {k: _snow_from("author-" + k, _LO, _HI) for k in sorted(PEOPLE)}
LEAD = "marieke"
TRADERS = ["joost", "sanne", "pieter", "lukas", "aisha"]

# ticker: (isin, name, issuer, mic, ccy, base price)
ETFS = [
    ("IWDA", "IE00B4L5Y983", "iShares Core MSCI World", "iShares", "XAMS", "EUR", 112.40),
    ("IMAE", "IE00B4K48X80", "iShares Core MSCI Europe", "iShares", "XAMS", "EUR", 92.10),
    ("EMIM", "IE00BKM4GZ66", "iShares Core MSCI EM IMI", "iShares", "XAMS", "EUR", 36.85),
    ("VWRL", "IE00B3RBWM25", "Vanguard FTSE All-World", "Vanguard", "XAMS", "EUR", 142.30),
    ("CSPX", "IE00B5BMR087", "iShares Core S&P 500", "iShares", "XLON", "USD", 705.20),
    ("SXR8", "IE00B5BMR087", "iShares Core S&P 500 (Xetra line)", "iShares", "XETR", "EUR", 606.10),
    ("EXS1", "DE0005933931", "iShares Core DAX", "iShares DE", "XETR", "EUR", 213.40),
    ("IEAC", "IE00B3F81R35", "iShares Core EUR Corp Bond", "iShares", "XAMS", "EUR", 125.60),
    ("VEUR", "IE00B945VV12", "Vanguard FTSE Developed Europe", "Vanguard", "XAMS", "EUR", 47.90),
    ("ISF", "IE0005042456", "iShares Core FTSE 100", "iShares", "XLON", "GBp", 1012.0),
]
ETF = {e[0]: e for e in ETFS}
TRACKS = {"IWDA": "MSCI World", "IMAE": "MSCI Europe", "EMIM": "MSCI EM IMI", "VWRL": "FTSE All-World",
          "CSPX": "S&P 500", "SXR8": "S&P 500", "EXS1": "DAX", "IEAC": "Bloomberg Euro Corporate",
          "VEUR": "FTSE Developed Europe", "ISF": "FTSE 100"}
NOT_MADE = [
    ("QDVE", "IE00B3WJKG14", "iShares S&P 500 Information Technology Sector", "XETR"),
    ("INRG", "IE00B1XNHC34", "iShares Global Clean Energy", "XLON"),
    ("WTAI", "IE00BDVPNG13", "WisdomTree Artificial Intelligence", "XLON"),
    ("ECAR", "IE00BGV5VN51", "iShares Electric Vehicles and Driving Technology", "XAMS"),
    ("HEAL", "IE00BYZK4776", "iShares Healthcare Innovation", "XLON"),
    ("XDEQ", "IE00BP3QZ825", "Xtrackers MSCI World Quality Factor", "XETR"),
]
FUTS = {"FESX": (5480, 1, "XEUR"), "FDAX": (24150, 1, "XEUR"), "Z": (9660, 0.5, "IFLL")}
CLIENTS = ["CL-0419 NL-pension", "CL-1187 DE-insurer", "CL-0233 UK-wealth", "CL-0871 FR-AM",
           "CL-0562 Nordic-PF", "CL-1302 CH-privatebank", "CL-0748 BE-insurer", "CL-1455 IT-AM"]
PLATFORMS = ["TW-ETF", "BBG-RFQE", "TW-ETF", "RFQ-hub"]
COMPETITORS = ["Optiver", "Flow", "Jane Street", "IMC", "Susquehanna"]


def fmt_int(n):
    return "{:,}".format(int(n))


def fmt_fut(v, fut):
    tick = FUTS[fut][1]
    if tick == 0.5 and abs(v - int(v)) > 1e-9:
        return "{:,.1f}".format(v)
    return "{:,}".format(int(round(v)))


class Ctx:
    def __init__(self, seed, ch, day_idx, day_start):
        self.rng = random.Random(seed * 1000003 + ch * 7919 + day_idx * 104729 + 17)
        self.ch = ch
        self.day_idx = day_idx
        self.day_start = day_start
        r = self.rng
        made = [e[0] for e in ETFS if e[0] != "SXR8"]
        self.held = sorted(r.sample(made, 5))
        rest = [t for t in made if t not in self.held]
        self.watch = sorted(r.sample(rest, 2))
        self.px = {}
        for e in ETFS:
            self.px[e[0]] = e[6] * (1 + r.gauss(0, 0.012))
        self.fpx = {f: v[0] * (1 + r.gauss(0, 0.01)) for f, v in sorted(FUTS.items())}
        self.fx = {"EURUSD": 1.1630 + r.gauss(0, 0.004), "EURGBP": 0.8740 + r.gauss(0, 0.003)}
        base = 40000 + ch * 7000 + day_idx * 600
        self.rfq_no = 88000 + base + r.randint(0, 80)
        self.ord_no = 40000 + ch * 3000 + day_idx * 300 + r.randint(0, 40)
        self.pm_no = 4400 + ch * 400 + day_idx * 40
        self.chg_no = 1200 + ch * 200 + day_idx * 20
        self.fut_short = {"FESX": r.choice([35, 40, 55, 60]), "FDAX": r.choice([6, 8, 10, 12]),
                          "Z": r.choice([12, 14, 18, 22])}
        self.date = day_start.strftime("%d-%b-%Y")
        self.dshort = day_start.strftime("%d-%b")

    def next_rfq(self):
        self.rfq_no += self.rng.randint(1, 9)
        return self.rfq_no

    def next_ord(self, prefix):
        self.ord_no += self.rng.randint(1, 5)
        return "%s-%d" % (prefix, self.ord_no)

    def next_pm(self):
        self.pm_no += self.rng.randint(1, 3)
        return "PM-%d-%s" % (self.pm_no, "ABCDEF"[self.rng.randint(0, 5)])

    def etf_px(self, t, jitter=0.0):
        v = self.px[t] * (1 + jitter)
        if ETF[t][5] == "GBp":
            return "%.1fp" % (round(v * 2) / 2)
        return "%.3f" % v if v < 200 else "%.2f" % v

    def fut_px(self, f, offs_ticks=0):
        tick = FUTS[f][1]
        v = round(self.fpx[f] / tick) * tick + offs_ticks * tick
        return v


def M(k, dt, a, c="", **kw):
    d = {"k": k, "dt": float(dt), "a": a, "c": c}
    d.update(kw)
    return d


def B(msgs, win=None, bulk=None):
    return {"win": win, "msgs": msgs, "bulk": bulk}


# ---------------------------------------------------------------- RFQ book
def rfq_block(x, outcome, idiom=None, at=None, chatter=False):
    r = x.rng
    n = x.next_rfq()
    t = r.choice([e[0] for e in ETFS])
    isin = ETF[t][1]
    client = r.choice(CLIENTS)
    cside = r.choice(["BUY", "SELL"])
    dside = "SELL" if cside == "BUY" else "BUY"
    notional = r.choice([2, 3, 5, 8, 10, 15, 20, 25, 40])
    qty = int(round(notional * 1e6 / max(x.px[t] if ETF[t][5] != "GBp" else x.px[t] / 100, 1) / 1000.0)) * 1000
    bps = r.choice([3, 4, 5, 6, 8, 10, 12])
    sgn = 1 if cside == "BUY" else -1
    ours = x.etf_px(t, sgn * bps / 10000.0)
    inav = x.etf_px(t)
    plat = r.choice(PLATFORMS)
    ndl = r.randint(3, 6)
    msgs = [
        M("in", 0, "rfq", "RFQ IN #%d | %s | %s %s %s (%s) | %s | dealers %d | resp window 45s | iNAV %s | ccy %s | settle T+2 | disclosed=%s | lit ADV %s"
          % (n, client, cside, fmt_int(qty), t, isin, plat, ndl, inav, ETF[t][5], r.choice(["Y", "N"]), fmt_int(r.randint(80000, 2400000)))),
        M("q", r.randint(3, 14), "rfq", "QUOTE OUT #%d | %s %s | size %s | vs iNAV %+dbp | hedge %s"
          % (n, "offer" if cside == "BUY" else "bid", ours, fmt_int(qty), sgn * bps,
             r.choice(["FESX", "FDAX", "Z", "basket", "EURUSD+FESX", "none (inventory)"])), ref="in"),
    ]
    dt3 = r.randint(25, 60)
    if outcome == "won":
        ticket = r.randint(100000, 999999)
        c = ("RESULT #%d WON | client %s / desk %s %s %s @ %s | %s | ticket %s-%d | settle T+2"
             % (n, cside, dside, fmt_int(qty), t, ours, ETF[t][4], plat.split("-")[0], ticket))
        msgs.append(M("res", dt3, "rfq", c, ref="q",
                      hard=("trade_fill", [t, "desk " + dside, fmt_int(qty), ours], "structured"),
                      idiom=idiom))
    elif outcome == "lost":
        best = x.etf_px(t, sgn * (bps - r.choice([1, 2, 3])) / 10000.0)
        c = "RESULT #%d LOST | best %s vs ours %s | %d dealers | no trade for desk" % (n, best, ours, ndl)
        msgs.append(M("res", dt3, "rfq", c, ref="q", cls="near", idiom=idiom))
    elif outcome == "covered":
        best = x.etf_px(t, sgn * (bps - 1) / 10000.0)
        c = "RESULT #%d COVERED | traded away @ %s, desk was cover @ %s | no fill" % (n, best, ours)
        msgs.append(M("res", dt3, "rfq", c, ref="q", cls="near", idiom=idiom))
    else:
        c = "RESULT #%d DNT | client passed on all %d quotes" % (n, ndl)
        msgs.append(M("res", dt3, "rfq", c, ref="q"))
    if chatter:
        msgs.append(M("ch", dt3 + r.randint(20, 240), r.choice(TRADERS), r.choice([
            "#%d was close, 1bp" % n, "%s RFQ again from the same client, 3e keer vandaag" % t,
            "ik had #%d strakker willen quoten maar de inventory" % n])))
    win = (at, at + 0.001) if at is not None else (7.2, 16.4)
    return B(msgs, win=win), n, t, qty


# ---------------------------------------------------------------- proposals
def proposal_fut_hedge(x):
    r = x.rng
    f = r.choice(["FESX", "FDAX", "Z"])
    lots = {"FESX": r.choice([20, 25, 30, 35]), "FDAX": r.choice([4, 5, 6]), "Z": r.choice([8, 10, 12])}[f]
    p = x.fut_px(f, r.randint(-3, 3))
    stop = p + {"FESX": 48, "FDAX": 210, "Z": 55}[f]
    a, b = r.sample(x.held, 2)
    who = r.choice(["joost", "lukas"])
    ps, ss = fmt_fut(p, f), fmt_fut(stop, f)
    oid = x.next_ord("FUT")
    fill = fmt_fut(p - FUTS[f][1], f)
    msgs = [
        M("p", 0, who, "Voorstel: verkopen %d %s Dec26 @ %s als delta hedge tegen de %s/%s inventory, stop %s. Akkoord?"
          % (lots, f, ps, a, b, ss),
          hard=("trade_proposal", ["verkopen", "%d %s Dec26" % (lots, f), ps, ss], "untagged"),
          idiom=("dutch untagged proposal 'Voorstel: verkopen'", "trade_proposal"),
          ops=[{"op": "react", "dt": 50, "emoji": "📌", "by": LEAD}]),
        M("ap", r.randint(60, 200), LEAD, "prima, doen. max %d" % lots, ref="p",
          hard=("trade_approval", ["prima, doen", "max %d" % lots], "reply"),
          idiom=("dutch reply approval 'prima, doen'", "trade_approval")),
        M("ack", r.randint(230, 300), "oms",
          "oms-gw ord=%s sym=%sZ6 side=SELL qty=%d px=%s type=LMT tif=DAY status=WORKING venue=%s"
          % (oid, f, lots, ps.replace(",", ""), FUTS[f][2]),
          hard=("trade_confirmation", [oid, "side=SELL", "qty=%d" % lots, "status=WORKING"], "structured"),
          idiom=("oms key=value order ack", "trade_confirmation")),
        M("fill", r.randint(400, 900), who, "gedaan: %d %s verkocht @ %s gem., stop %s staat erin" % (lots, f, fill, ss),
          hard=("trade_fill", ["%d %s" % (lots, f), "verkocht", fill], "untagged"),
          idiom=("dutch prose fill 'gedaan ... verkocht'", "trade_fill")),
        M("thx", r.randint(920, 1100), LEAD, r.choice(["thx", "top 👍", "dank"]), ref="fill", cls="noise"),
    ]
    return B(msgs, win=(7.5, 15.0))


def proposal_shorthand(x):
    r = x.rng
    t = r.choice([s for s in ["IMAE", "IWDA", "VEUR", "VWRL", "EXS1"]])
    qk = r.choice([150, 200, 250, 300])
    p = x.etf_px(t, -0.0004)
    lots = r.choice([10, 12, 15, 18])
    oid = x.next_ord("EQ")
    who = r.choice(["pieter", "sanne"])
    mic = ETF[t][4]
    sfx = {"XAMS": ".AS", "XETR": ".DE", "XLON": ".L"}[mic]
    f1 = qk * 1000 * r.choice([55, 60, 70, 72]) // 100
    f1 = f1 // 1000 * 1000
    p2 = x.etf_px(t, -0.0002)
    msgs = [
        M("p", 0, who, "b %dk %s @ %s lmt vs s %d FESX, ok?" % (qk, t, p, lots),
          hard=("trade_proposal", ["b %dk" % qk, t, p], "shorthand"),
          idiom=("k-suffixed shorthand proposal 'b 250k XYZ @ px'", "trade_proposal")),
        M("ap", r.randint(40, 150), LEAD, "akkoord 👍 send it", ref="p",
          hard=("trade_approval", ["akkoord", "send it"], "reply")),
        M("ack", r.randint(170, 240), "oms",
          "oms-gw ord=%s sym=%s%s side=BUY qty=%d px=%s tif=DAY status=ACCEPTED venue=%s"
          % (oid, t, sfx, qk * 1000, p, mic),
          hard=("trade_confirmation", [oid, "side=BUY", "qty=%d" % (qk * 1000), "status=ACCEPTED"], "structured")),
        M("f1", r.randint(400, 1200), "oms",
          "oms-gw FILL ord=%s %s BUY %s/%s @ %s (partial) venue=%s"
          % (oid, t, fmt_int(f1), fmt_int(qk * 1000), p, mic),
          hard=("trade_fill", [oid, "BUY", fmt_int(f1), p], "structured"),
          idiom=("oms partial fill key=value", "trade_fill")),
    ]
    if r.random() < 0.5:
        msgs = [m for m in msgs if m["k"] != "ack"]
    if r.random() < 0.3:
        msgs.append(M("f2", r.randint(1500, 3000), "oms",
                      "oms-gw FILL ord=%s %s BUY %s/%s @ %s (done, avg %s) venue=%s"
                      % (oid, t, fmt_int(qk * 1000 - f1), fmt_int(qk * 1000), p2, p, mic),
                      hard=("trade_fill", [oid, "BUY", fmt_int(qk * 1000 - f1), p2], "structured")))
    return B(msgs, win=(7.5, 15.0))


def proposal_fx(x):
    r = x.rng
    amt = r.choice([2.1, 3.4, 4.2, 5.5, 6.0])
    pair = "EURUSD" if r.random() < 0.7 else "EURGBP"
    fwd = x.fx[pair] + 0.0021
    fs = "%.4f" % fwd
    f_first = "%.4f" % (fwd - 0.0001)
    f_final = "%.4f" % (fwd - 0.0002)
    oid = x.next_ord("FX")
    who = r.choice(["sanne", "aisha"])
    legref = "CSPX" if pair == "EURUSD" else "ISF"
    notional = fmt_int(amt * 1e6)
    msgs = [
        M("p", 0, who, "[PROPOSAL] BUY %sm %s 1m fwd @ %s — hedge %s leg van de %s inventory"
          % (amt, pair, fs, "USD" if pair == "EURUSD" else "GBP", legref),
          hard=("trade_proposal", ["[PROPOSAL] BUY", "%sm %s" % (amt, pair), fs], "tagged"),
          idiom=("tagged [PROPOSAL] fx forward hedge", "trade_proposal")),
        M("ap", r.randint(60, 240), LEAD, "ok go, %sm" % amt, ref="p",
          hard=("trade_approval", ["ok go", "%sm" % amt], "reply"),
          idiom=("two-word english reply 'ok go'", "trade_approval")),
        M("ack", r.randint(250, 320), "oms",
          "oms-gw ord=%s pair=%s tenor=1M side=BUY notional=%s px=%s status=WORKING venue=360T"
          % (oid, pair, notional, fs),
          hard=("trade_confirmation", [oid, pair, "side=BUY", "status=WORKING"], "structured")),
        M("fill", r.randint(500, 900), "oms",
          "oms-gw FILL ord=%s %s 1M BUY %s @ %s" % (oid, pair, notional, f_first),
          hard=("trade_fill", [oid, "BUY", notional, f_final], "structured"),
          sup=[f_first],
          ops=[{"op": "edit", "dt": r.randint(300, 900),
                "c": "oms-gw FILL ord=%s %s 1M BUY %s @ %s (corrected: all-in incl. fwd pts)" % (oid, pair, notional, f_final)}],
          idiom=("oms fill corrected by edit", "trade_fill")),
    ]
    if r.random() < 0.6:
        msgs = [m for m in msgs if m["k"] != "ack"]
    return B(msgs, win=(7.2, 16.0))


def proposal_rejected(x):
    r = x.rng
    t = r.choice(["EMIM", "VWRL", "IEAC", "ISF"])
    qk = r.choice([250, 300, 400])
    p = x.etf_px(t, -0.0003)
    who = r.choice(["lukas", "aisha", "joost"])
    if who == "aisha":
        c = "Proposing we buy %dk %s at %s ahead of the Asia flows, redemptions come back tomorrow — ok?" % (qk, t, p)
        facts = ["buy %dk %s" % (qk, t), p]
    else:
        c = "Voorstel: kopen %dk %s @ %s voor de Asia flows, morgen komen de redemptions terug" % (qk, t, p)
        facts = ["kopen %dk %s" % (qk, t), p]
    msgs = [
        M("p", 0, who, c, hard=("trade_proposal", facts, "untagged")),
        M("q", r.randint(30, 90), "joost", "hoeveel zitten we nu al in %s?" % t, ref="p", cls="near",
          idiom=("question on a proposal", "not_hard")),
        M("rej", r.randint(120, 260), LEAD, "nee, niet doen — %s zit al tegen de cap aan. Wacht op de redemption." % t,
          ref="p", hard=("trade_approval", ["niet doen", t], "reply"),
          idiom=("reply rejection 'nee, niet doen'", "trade_approval")),
        M("ok", r.randint(280, 340), who, r.choice(["ok", "👍", "fair"]), ref="rej", cls="noise"),
    ]
    return B(msgs, win=(7.5, 15.5))


def proposal_fatfinger(x):
    r = x.rng
    p = x.fut_px("FDAX", r.randint(-4, 4))
    ps = fmt_fut(p, "FDAX")
    stop = fmt_fut(p + 190, "FDAX")
    oid = x.next_ord("FUT")
    fill = fmt_fut(p + 1, "FDAX")
    bad = "verkopen 350 FDAX Dec26 @ %s vs EXS1 long" % ps
    msgs = [
        M("bad", 0, "pieter", bad, hard=("trade_proposal", ["verkopen 350 FDAX", ps], "untagged"),
          ops=[{"op": "delete", "dt": r.randint(25, 50)}], removed=bad),
        M("p", r.randint(60, 90), "pieter",
          "sorry, fat finger 🙈 bedoel 6 lots: verkopen 6 FDAX Dec26 @ %s vs EXS1 long, stop %s" % (ps, stop),
          hard=("trade_proposal", ["verkopen 6 FDAX Dec26", ps, stop], "untagged")),
        M("ap", r.randint(120, 200), LEAD, "ok, 6 is prima. go", ref="p",
          hard=("trade_approval", ["6 is prima", "go"], "reply")),
    ]
    return B(msgs, win=(8.0, 15.5))


def stop_edit_block(x):
    r = x.rng
    f = r.choice(["FDAX", "FESX", "Z"])
    step = {"FDAX": 30, "FESX": 8, "Z": 10}[f]
    s1 = x.fut_px(f) + {"FDAX": 260, "FESX": 60, "Z": 70}[f]
    s2, s3 = s1 - step, s1 - 2 * step - (step // 2)
    lots = x.fut_short[f]
    mk = lambda s: "stop op de %s short (%d lots) naar %s" % (f, lots, fmt_fut(s, f))
    msgs = [
        M("s", 0, "joost", mk(s1),
          hard=("stop_or_target_change", [f, fmt_fut(s3, f)], "untagged"),
          sup=[fmt_fut(s1, f), fmt_fut(s2, f)],
          ops=[{"op": "edit", "dt": r.randint(400, 700), "c": mk(s2)},
               {"op": "edit", "dt": r.randint(2400, 4000), "c": mk(s3)},
               {"op": "react", "dt": 60, "emoji": "📌", "by": LEAD}],
          idiom=("stop moved twice by editing the same message", "stop_or_target_change")),
        M("k", r.randint(30, 80), "sanne", "👍", ref="s", cls="noise"),
    ]
    return B(msgs, win=(8.0, 12.0))


def target_block(x):
    r = x.rng
    f = r.choice(["Z", "FESX"])
    lots = x.fut_short[f]
    tp = x.fut_px(f) - {"Z": 120, "FESX": 70}[f]
    half = lots // 2
    c = "[TP] %s Dec26 short %d: target %s, daar halve size (%d) eruit" % (f, lots, fmt_fut(tp, f), half)
    return B([M("t", 0, "aisha" if f == "Z" else "lukas", c,
                hard=("stop_or_target_change", ["[TP]", "%s Dec26" % f, fmt_fut(tp, f)], "tagged"))],
             win=(8.0, 16.0))


def stop_hypothetical(x):
    r = x.rng
    f = r.choice(["FESX", "FDAX"])
    lvl = fmt_fut(x.fut_px(f) + {"FESX": 70, "FDAX": 300}[f], f)
    c = "als we die %s short nog langer houden zou een stop rond %s logisch zijn, maar eerst even de rebalance afwachten" % (f, lvl)
    return B([M("h", 0, "pieter", c, cls="near", idiom=("'a stop would be sensible' without decision", "not_hard"))],
             win=(9, 15))


# ---------------------------------------------------------------- primary market
def creation_thread(x):
    r = x.rng
    t = r.choice(["IMAE", "IWDA", "VEUR", "EXS1"])
    cu = {"IMAE": 50000, "IWDA": 100000, "VEUR": 100000, "EXS1": 50000}[t]
    k = r.choice([2, 3, 4, 6])
    units = k * cu
    pm = x.next_pm()
    cash = "€ %s.%02d" % (fmt_int(r.randint(8000, 90000)), r.randint(0, 99))
    issuer = "BlackRock / iShares" if ETF[t][3].startswith("iShares") else "Vanguard"
    who = "sanne"
    msgs = [
        M("p", 0, who, "Creatie voorstel: %d CU %s creation (= %d x %s sh) via %s, cash-in-lieu op de Swiss names, cut-off 15:30 CET. Thread ↓"
          % (k, t, k, fmt_int(cu), issuer.split(" /")[0]),
          hard=("trade_proposal", ["Creatie voorstel", "%d CU %s creation" % (k, t), "%d x %s" % (k, fmt_int(cu))], "untagged"),
          thread_start=True, ops=[{"op": "pin", "dt": 240, "by": LEAD}]),
        M("t1", r.randint(40, 90), "lukas", "basket file %s binnen: %d lines, 2 cash-in-lieu, est cash comp %s" % (t, r.randint(380, 440), cash), th=True),
        M("t2", r.randint(100, 160), "sanne", "dank. dat matcht onze short in de inventory, na creatie zijn we flat %s" % t, th=True, ref="t1"),
        M("t3", r.randint(200, 300), LEAD, "akkoord, creatie doen. %d CU." % k, th=True, ref="p",
          hard=("trade_approval", ["akkoord, creatie doen", "%d CU" % k], "reply")),
        M("t4", r.randint(380, 500), "pm", "", th=True,
          embeds=[{"title": "Creation order confirmed", "description": "Primary market order accepted by issuer",
                   "author": "pm-bot · AP gateway",
                   "fields": [{"name": "ETF", "value": "%s · %s" % (t, ETF[t][1]), "inline": True},
                              {"name": "Side", "value": "CREATE", "inline": True},
                              {"name": "Units", "value": "%s (%d CU)" % (fmt_int(units), k), "inline": True},
                              {"name": "Issuer", "value": issuer, "inline": True},
                              {"name": "Cash component", "value": cash, "inline": True},
                              {"name": "Settlement", "value": "T+2", "inline": True}],
                   "footer": "order %s · AP desk AMS-ETF · status ACCEPTED" % pm}],
          hard=("trade_confirmation", ["Creation order confirmed", t, "%s (%d CU)" % (fmt_int(units), k), pm], "embed"),
          idiom=("embed-only creation confirmation card", "trade_confirmation")),
        M("t5", r.randint(520, 600), "sanne", "✅", th=True, ref="t4", cls="noise"),
    ]
    return B(msgs, win=(8.0, 13.0))


def redemption_embed(x, rejected=False):
    r = x.rng
    t = r.choice(["EMIM", "VWRL", "IEAC", "CSPX"]) if not rejected else r.choice(["EMIM", "ISF", "IEAC"])
    k = r.choice([2, 3, 5])
    cu = 100000 if t != "CSPX" else 10000
    pm = x.next_pm()
    issuer = "Vanguard" if t == "VWRL" else "BlackRock / iShares"
    if rejected:
        emb = {"title": "Redemption order REJECTED", "description": "Issuer rejected the dealing request",
               "author": "pm-bot · AP gateway",
               "fields": [{"name": "ETF", "value": "%s · %s" % (t, ETF[t][1]), "inline": True},
                          {"name": "Side", "value": "REDEEM", "inline": True},
                          {"name": "Units", "value": "%s (%d CU)" % (fmt_int(k * cu), k), "inline": True},
                          {"name": "Reason", "value": "received after dealing cut-off 15:30 CET"}],
               "footer": "order %s · resubmit next dealing day" % pm}
        hard = ("trade_confirmation", ["REJECTED", t, pm], "embed")
        win = (14.55, 15.5)
    else:
        emb = {"title": "Redemption order confirmed", "description": "Primary market order accepted by issuer",
               "author": "pm-bot · AP gateway",
               "fields": [{"name": "ETF", "value": "%s · %s" % (t, ETF[t][1]), "inline": True},
                          {"name": "Side", "value": "REDEEM", "inline": True},
                          {"name": "Units", "value": "%s (%d CU)" % (fmt_int(k * cu), k), "inline": True},
                          {"name": "Issuer", "value": issuer, "inline": True},
                          {"name": "Settlement", "value": "T+2 in kind", "inline": True}],
               "footer": "order %s · AP desk AMS-ETF · status ACCEPTED" % pm}
        hard = ("trade_confirmation", ["Redemption order confirmed", t, fmt_int(k * cu), pm], "embed")
        win = (8.0, 14.4)
    msgs = [M("e", 0, "pm", "", embeds=[emb], hard=hard)]
    if rejected:
        msgs.append(M("c", r.randint(60, 200), "lukas", "verdomme, 2 min te laat 🙄", ref="e"))
    return B(msgs, win=win)


# ---------------------------------------------------------------- risk / quoter / compliance
def risk_block(x, kind):
    r = x.rng
    if kind == "breach":
        val = r.randint(15200000, 19800000)
        c = json.dumps({"src": "riskd", "type": "LIMIT_BREACH", "book": "AMS-ETF", "metric": "net_delta_eur",
                        "value": -val, "limit": 15000000, "action": "BLOCK_NEW_SELLS"}, separators=(",", ":"))
        ms = [M("r", 0, "risk", c, hard=("risk_limit", ["LIMIT_BREACH", "net_delta_eur", "15000000", "BLOCK_NEW_SELLS"], "structured"),
                idiom=("risk engine JSON LIMIT_BREACH", "risk_limit")),
              M("c", r.randint(40, 120), "joost", "ja die is van de %s RFQ, hedge komt eraan" % r.choice(["VWRL", "IWDA", "IMAE"]), ref="r")]
        return B(ms, win=(9.0, 15.5))
    if kind == "cap":
        t = r.choice(["EMIM", "IEAC", "ISF", "VEUR"])
        old = r.choice([900000, 800000, 750000])
        new = old - r.choice([200000, 300000])
        c = json.dumps({"src": "riskd", "type": "POSITION_CAP", "instrument": t, "isin": ETF[t][1],
                        "cap_units": new, "prev_cap_units": old, "set_by": "marieke"}, separators=(",", ":"))
        return B([M("r", 0, "risk", c, hard=("risk_limit", ["POSITION_CAP", t, str(new)], "structured"))], win=(6.8, 9.0))
    if kind == "resize":
        oid = x.next_ord("FUT")
        req = r.choice([80, 100, 120])
        allowed = req - r.choice([20, 30, 40])
        c = json.dumps({"src": "riskd", "type": "ORDER_RESIZED", "ord": oid, "instrument": "FESX Dec26",
                        "req_qty": req, "allowed_qty": allowed, "reason": "fut_gross_limit"}, separators=(",", ":"))
        return B([M("r", 0, "risk", c, hard=("risk_limit", ["ORDER_RESIZED", oid, str(allowed)], "structured"))], win=(9.0, 16.0))
    raise ValueError(kind)


def killswitch_block(x):
    r = x.rng
    t = r.choice(["EMIM", "VWRL", "IWDA", "CSPX"])
    node = r.choice([1, 2, 3])
    ms = [
        M("on", 0, "quoter", "quoter[ams-prod-%d] event=KILL_SWITCH state=ENGAGED scope=%s reason=inav_stale age_ms=%d quotes_pulled=%d by=auto"
          % (node, t, r.randint(2100, 9800), r.randint(6, 22)),
          hard=("risk_limit", ["KILL_SWITCH", "state=ENGAGED", "scope=%s" % t], "structured"),
          idiom=("quoter kill-switch key=value", "risk_limit")),
        M("c1", r.randint(20, 60), "joost", "iNAV feed van %s hangt weer, ik kijk" % ETF[t][3].split()[0], ref="on"),
        M("c2", r.randint(200, 400), "joost", "feed terug, latency ok. release?"),
        M("off", r.randint(450, 700), "quoter", "quoter[ams-prod-%d] event=KILL_SWITCH state=RELEASED scope=%s by=joost quotes_live=%d"
          % (node, t, r.randint(6, 22)),
          hard=("risk_limit", ["KILL_SWITCH", "state=RELEASED", "scope=%s" % t], "structured")),
    ]
    return B(ms, win=(8.0, 16.0))


def quoter_maxinv(x):
    r = x.rng
    t = r.choice(x.held)
    old = r.choice([400000, 500000, 600000])
    new = old - r.choice([100000, 150000, 200000])
    x.chg_no += 1
    c = "quoter param_change scope=%s max_inventory_units %d->%d by=marieke ticket=CHG-%d" % (t, old, new, x.chg_no)
    return B([M("q", 0, "quoter", c, hard=("risk_limit", ["scope=%s" % t, "max_inventory_units", "->%d" % new], "structured"))],
             win=(7.0, 15.0))


def quoter_spread(x):
    r = x.rng
    t = r.choice([e[0] for e in ETFS])
    a = r.choice([4, 5, 6, 8, 10])
    b = a + r.choice([-2, 2, 3, 5])
    who = r.choice(["joost", "pieter", "lukas", "sanne"])
    x.chg_no += 1
    return B([M("q", 0, "quoter", "quoter param_change scope=%s spread_bps %d->%d min_size %s by=%s ticket=CHG-%d"
                % (t, a, b, fmt_int(r.choice([25000, 50000, 100000])), who, x.chg_no))], win=(7.0, 16.3))


def sim_quote(x, idiom=None):
    r = x.rng
    t = r.choice([e[0] for e in ETFS])
    bid, ask = x.etf_px(t, -0.0003), x.etf_px(t, 0.0003)
    c = "SIM quote (shadow mode, not sent) %s bid %s / ask %s size %s model=v4.13-rc%d" % (t, bid, ask, fmt_int(r.choice([50000, 100000, 200000])), r.randint(1, 4))
    return B([M("s", 0, "quoter", c, cls="near", idiom=idiom)], win=(7.5, 16.0))


def compliance_restricted(x):
    r = x.rng
    c = ("📋 RESTRICTED LIST UPDATE — added: VUSA (IE00B3XXRP09), effective %s CET. Reason: issuer relationship (confidential). "
         "No quoting, no RFQ responses, no hedges initiated on it until removed." % r.choice(["10:15", "11:40", "13:05"]))
    return B([M("c", 0, "comp", c, hard=("risk_limit", ["RESTRICTED LIST", "VUSA", "IE00B3XXRP09"], "tagged")),
              M("a", r.randint(40, 90), "joost", "gezien 👀", ref="c")], win=(8.5, 12.5))


# ---------------------------------------------------------------- news
WIRE_TAILS = [
    "Background: the fund is one of the larger UCITS trackers in its category and is cross-listed on Euronext Amsterdam, Xetra and the London Stock Exchange; the notice was published via the issuer's regulatory news channel and the Irish Stock Exchange announcements page.",
    "The issuer said authorised participants will receive updated dealing schedules and portfolio composition files through the usual channels; no change to the dealing cut-off times was announced.",
    "Market makers were informed ahead of publication via the issuer's capital markets team. The change does not require shareholder approval under the fund's prospectus.",
    "Analysts at two brokers said the move is in line with fee pressure across the European ETF market, where the largest core trackers have cut fees repeatedly over the last three years.",
]


def _tail(x):
    return " " + x.rng.choice(WIRE_TAILS)


ISSUER_NOTICES = [
    "TER cut from 0.20%% to 0.12%% effective 01-Jan-2027",
    "securities lending revenue split moves to 62.5/37.5 in favour of the fund from 01-Jan",
    "primary market dealing closed on %s due to an underlying market holiday",
    "share class to change replication method from optimised sampling to full physical on the January review",
    "dividend of %s per share announced, ex-date 11-Dec, pay-date 24-Dec",
]


def news_held_issuer(x):
    r = x.rng
    t = r.choice(x.held)
    notice = r.choice(ISSUER_NOTICES)
    if "%s" in notice:
        notice = notice % (x.dshort if "dealing" in notice else "%.4f" % r.uniform(0.2, 0.9))
    notice = notice.replace("%%", "%")
    c = "[ISSUER] %s notice — %s (%s): %s. Source: issuer RNS, %s UTC." % (ETF[t][3], ETF[t][2], ETF[t][1], notice, "%02d:%02d" % (r.randint(6, 8), r.randint(0, 59))) + _tail(x)
    key = notice.split(" ")[0] + " " + notice.split(" ")[1]
    return B([M("n", 0, "news", c, hard=("held_position_news", [ETF[t][1], key], "untagged"),
                idiom=("issuer notice naming a held ETF by ISIN and fund name", "held_position_news"))], win=(6.0, 8.0))


def news_held_index(x):
    r = x.rng
    t = r.choice([h for h in x.held if h in ("IWDA", "IMAE", "EMIM", "VWRL", "VEUR", "EXS1", "ISF", "CSPX")] or x.held)
    idx = TRACKS[t]
    adds, dels = r.randint(3, 18), r.randint(5, 32)
    c = ("[INDEX] %s December review: %d additions, %d deletions; one-way turnover est %.1f%%; effective after the close on %s. "
         "Expect heavy closing-auction volume in trackers." % (idx, adds, dels, r.uniform(0.6, 3.2), r.choice(["18-Dec", "19-Dec", "30-Nov"])))
    return B([M("n", 0, "news", c, hard=("held_position_news", [idx, "December review"], "untagged"),
                idiom=("index review news reaching a held ETF only via its benchmark", "held_position_news"))], win=(7.0, 17.5))


def news_held_future(x):
    r = x.rng
    f = r.choice(["FESX", "FDAX"])
    idx = {"FESX": "Euro Stoxx 50", "FDAX": "DAX"}[f]
    c = ("[EUREX] %s futures: exchange raises initial margin for Dec26 by %d%% effective start of day %s after the vol spike."
         % (idx, r.randint(5, 12), r.choice(["tomorrow", "Monday"])))
    return B([M("n", 0, "news", c, hard=("held_position_news", [idx, "initial margin"], "untagged"))], win=(15.0, 19.0))


def news_watch(x):
    r = x.rng
    t = r.choice(x.watch)
    what = r.choice(["fund merger proposal with a sister share class, EGM on 15-Jan",
                     "index provider switch consultation opened, responses due 09-Jan",
                     "record one-day inflow of EUR %dm reported on the primary market" % r.randint(180, 900)])
    c = "[ISSUER] %s (%s, %s): %s." % (ETF[t][2], t, ETF[t][1], what) + _tail(x)
    return B([M("n", 0, "news", c, hard=("watchlist_news", [t, ETF[t][1]], "untagged"))], win=(6.5, 18.0))


def news_not_made(x, with_noroute):
    r = x.rng
    e = r.choice(NOT_MADE)
    what = r.choice(["fund closure announced, last dealing day 20-Jan", "TER increase to 0.65% proposed",
                     "index methodology change: cap per issuer lowered to 8%", "share class split 10:1 on 12-Dec"])
    c = "[ISSUER] %s (%s, %s, %s): %s." % (e[2], e[0], e[1], e[3], what) + _tail(x)
    ms = [M("n", 0, "news", c, cls="near", idiom=("issuer news on an ETF the desk does not make", "not_hard"))]
    if with_noroute:
        ms.append(M("nr", r.randint(60, 400), LEAD, "geen actie — %s maken we geen markt in, not routing" % e[0], ref="n",
                    hard=("no_route_decision", ["geen actie", e[0], "not routing"], "reply"),
                    idiom=("reply 'geen actie ... not routing'", "no_route_decision")))
    return B(ms, win=(6.0, 19.0))


def news_generic(x, near):
    r = x.rng
    items = ["[RT] Bloomberg: European ETF inflows hit record EUR %.1fbn in November, fixed income leads" % r.uniform(18, 32),
             "[MACRO] ECB's %s: 'no urgency' to move rates again; Bund yields -%dbp" % (r.choice(["Lane", "Schnabel", "Nagel"]), r.randint(1, 5)),
             "[RT] Reuters: a US asset manager files for active UCITS ETF range in Dublin, launch Q1",
             "[MACRO] UK CPI %.1f%% y/y vs %.1f%% expected; GBP %s" % (r.uniform(2.1, 3.4), r.uniform(2.1, 3.4), r.choice(["firmer", "softer"])),
             "[RT] FT: ESMA consultation on ETF share-class transparency closes in March"]
    c = r.choice(items)
    return B([M("n", 0, "news", c, cls="near" if near else None,
                idiom=("quoted wire headline, unrelated to book", "not_hard") if near else None)], win=(6.0, 20.0))


# ---------------------------------------------------------------- routes / thesis / chat decisions
def route_block(x, rfq_ref):
    r = x.rng
    n, t, qty, at = rfq_ref
    win = (at + 0.03, at + 0.4)
    if r.random() < 0.5:
        c = "routing RFQ #%d (%s %s) naar exec-agent voor de FX cover, Aisha pakt de LSE leg" % (n, t, fmt_int(qty))
        return B([M("r", 0, LEAD, c, hard=("route_decision", ["routing", "#%d" % n, "exec-agent"], "untagged"),
                    idiom=("dutch-english routing line from lead", "route_decision")),
                  M("a", r.randint(15, 60), "exec", "ack #%d, picking it up" % n, ref="r")], win=win)
    c = "exec-agent: routing ticket #%d (%s) FX cover → hedge-agent, size %s" % (n, t, fmt_int(qty))
    return B([M("r", 0, "exec", c, hard=("route_decision", ["routing", "#%d" % n, "hedge-agent"], "structured"))], win=win)


def thesis_block(x):
    r = x.rng
    t = r.choice(["EMIM", "IEAC", "VWRL", "IWDA"])
    if r.random() < 0.55:
        c = ("View update %s: premie t.o.v. iNAV blijft >%dbp door de Asia close, ik flip van neutraal naar bearish op de premie — "
             "niet meer long leunen in de quotes." % (t, r.randint(25, 45)))
        facts = [t, "bearish"]
    else:
        c = ("Bevestigd: we blijven long %s inventory richting de rebalance, conviction omhoog na de flows van vanochtend." % t)
        facts = [t, "conviction omhoog"]
    return B([M("t", 0, "joost", c, hard=("thesis_update", facts, "untagged"),
                ops=[{"op": "react", "dt": 120, "emoji": "📌", "by": LEAD}])], win=(8, 14))


def forgotten_fill(x):
    r = x.rng
    t = r.choice(["VWRL", "IWDA", "IMAE"])
    q = r.choice([300000, 400000, 500000])
    p = x.etf_px(t, 0.0004)
    name = r.choice(["Pensioenfonds Zuidzee", "Stichting Havenpensioen", "Verzekeraar Duinrand"])
    c = "gevuld voor %s (voice): %s %s verkocht @ %s — ze willen morgen nog 200k" % (name, fmt_int(q), t, p)
    ms = [M("f", 0, "sanne", c, hard=("trade_fill", [fmt_int(q), t, "verkocht", p], "untagged"),
            ops=[{"op": "forget", "dt": r.randint(400, 900), "by": LEAD}], removed=name),
          M("c", r.randint(120, 300), "comp", "Reminder: client identifiers only (CL-codes) in shared channels. Message flagged for erasure.", ref="f")]
    return B(ms, win=(9, 15))


# ---------------------------------------------------------------- near misses in chat
def chat_nearmiss(x, kind):
    r = x.rng
    t = r.choice([e[0] for e in ETFS])
    p = x.etf_px(t, r.uniform(-0.02, 0.02))
    if kind == "hypo":
        c = "puur hypothetisch: wat als we %dk %s kopen voor de rebalance close? iemand een gevoel bij de impact?" % (r.choice([300, 500, 800]), t)
        idiom = ("hypothetical 'wat als we ... kopen'", "not_hard")
        who = "joost"
    elif kind == "question":
        f = r.choice(["FDAX", "Z", "FESX"])
        c = "zitten we nog short %s of is die er vanochtend uit?" % f
        idiom = None
        who = "aisha" if f == "Z" else "pieter"
    elif kind == "history":
        c = "ter info: vorige maand hebben we %s %s verkocht aan %s @ %s — toen was de TD nog negatief, nu niet meer" % (
            fmt_int(r.choice([1200000, 1800000, 900000])), t, r.choice(CLIENTS).split()[0], p)
        idiom = ("last month's trade recounted", "not_hard")
        who = "sanne"
    elif kind == "competitor":
        comp = r.choice(COMPETITORS)
        c = "%s liet net %s %s zien op %s, print @ %s. Niet wij." % (comp, fmt_int(r.choice([500000, 2000000, 750000])), t, ETF[t][4], p)
        idiom = ("competitor print", "not_hard")
        who = "lukas"
    elif kind == "otherdesk":
        c = "Delta One Frankfurt heeft %d FDAX gekocht vanochtend — hun boek, niet het onze, maar verklaart de bid" % r.choice([150, 200, 300])
        idiom = ("other desk's trade", "not_hard")
        who = "lukas"
    elif kind == "paper":
        c = "paper book (training): k 100k %s @ %s — voor de nieuwe stagiair, niet echt" % (t, p)
        idiom = ("paper trade in shorthand", "not_hard")
        who = "pieter"
    else:
        raise ValueError(kind)
    return B([M("m", 0, who, c, cls="near", idiom=idiom)], win=(7.5, 17.0))


# ---------------------------------------------------------------- long-form analyst
def _td_table(x):
    r = x.rng
    rows = ["ticker  isin          venue  TD 1m     TD 12m    prem avg  prem max  flows 5d      CU act"]
    for e in ETFS:
        rows.append("%-6s  %s  %s  %+.3f%%  %+.3f%%  %+5.1fbp  %+5.1fbp  %+8.1f EURm  %d/%d" % (
            e[0], e[1], e[4], r.uniform(-0.06, 0.05), r.uniform(-0.25, 0.30), r.uniform(-6, 12), r.uniform(5, 45),
            r.uniform(-220, 420), r.randint(0, 9), r.randint(0, 7)))
    return "\n".join(rows)


PARAS = [
    "Securities lending remains the main driver of the positive tracking difference on the physical {idx} trackers: revenue came in at {a:.1f}bp annualised vs {b:.1f}bp last month, with recall activity concentrated in the mid-cap tail. Withholding tax leakage on the US sleeve is unchanged; the Irish domicile treaty rate keeps the drag at the usual level.",
    "Premium/discount behaviour was asymmetric this week. During the European morning the {t} line traded at a premium of {c:.1f}bp to our fair value on average, while after the US open the premium compressed to {d:.1f}bp as the underlying became fully tradable. Client buying in the first hour was {e}% of the total, mostly pension rebalancing tickets routed through RFQ.",
    "Primary market: {f} creation units and {g} redemption units across the complex. The cash component volatility on the EM baskets was high because of late corporate action notices; two baskets carried more than 8% cash-in-lieu. Settlement fails were zero, one T+2 was extended by the issuer due to a market holiday in the underlying.",
    "Hedging: futures basis between FESX and the MSCI Europe fair value widened by {h:.1f} index points intraday on two occasions, which made the futures hedge on European inventory more expensive than the basket hedge for sizes above EUR 10m. FDAX roll is priced at fair, Z roll slightly rich. FX: EURUSD forward points moved {i:+.1f} pips, negligible for the hedge cost.",
    "RFQ statistics: {j} requests, hit ratio {k}% (peer range 18-31%), average response {l} ms. The lost tickets were concentrated in large IEAC and EMIM sizes where we quoted wider because of inventory; covered ratio was {m}%. Nothing unusual in client mix; the Nordic pension flows continue to lean towards world equity trackers.",
    "Competitor behaviour: on the lit book at least two other liquidity providers quoted tighter on {t} than our engine for sizes up to EUR 250k, which is consistent with what we saw in October. Above that size the book thins out quickly and our quotes set the touch in {n}% of the snapshots.",
    "Index events: the December reviews for MSCI and FTSE will drive closing-auction volume; our estimate is a one-way turnover of 2-3% for the world trackers. Historically we have been net sellers into those closes, buying back through creations on the following day; last year this pattern earned roughly {o} bp on the notional.",
    "Model notes: the iNAV model for the EM complex still leans on stale Asian closes during the European morning; the correction factor from the futures overlay (MSCI EM futures plus FX) reduced the median pricing error from {p:.1f}bp to {q:.1f}bp in the backtest over October and November.",
    "Client coverage: the Dutch and Nordic pension schemes were again the most active RFQ counterparties, mostly in world and Europe equity trackers, in clip sizes of EUR {j}k to EUR {f}m. German insurers were quiet apart from one corporate bond tracker enquiry. UK wealth managers used the LSE lines, with a clear preference for the USD share classes when the underlying is US-listed.",
    "Costs: exchange and clearing fees were in line with budget; the Euronext liquidity provider rebate programme contributed roughly {o} bp on the lit volume. The move of part of the hedging from single futures to basket swaps has not been made; the cost comparison depends heavily on the funding spread, which moved by about {h:.1f}bp over the month.",
    "Settlement and inventory: stock borrow for the short ETF inventory was available at general collateral rates for the core lines; two of the smaller lines traded special for a few days after the month-end, costing a few basis points annualised. No buy-ins, no partial settlements that lasted more than one day.",
    "Operations: one basket file from the issuer arrived after 07:30 CET, delaying the quoting engine's fair value for the first eleven minutes. The cron-based fallback worked as designed. We also saw two reconnects on the RFQ bridge, neither of which lost a request.",
]


LINE_NOTES = [
    "lending revenue steady, no recalls of note",
    "premium spikes clustered around the 09:00 CET open while the Asian underlyings were still closed",
    "two large pension tickets went through RFQ at the offer side, both hedged with futures within a minute",
    "cash-in-lieu share in the basket rose after the corporate action on one of the top-20 names",
    "lit spread averaged close to our quoted spread; competitors were tighter in small size only",
    "dividend reinvestment timing explains most of the month's tracking difference swing",
    "the USD and EUR lines diverged by a few basis points around the US open, arbitrage closed it within minutes",
    "issuer-side sampling drift visible in the small-cap tail, within the usual range",
    "secondary volume dominated by retail platforms in the afternoon, small tickets, low toxicity",
    "creation activity was one-sided last week, all of it ours and one other AP",
    "closing auction share of volume higher than usual ahead of the index review",
    "futures basis hedge worked well, residual PnL from the hedge was small",
]


def _line_notes(x):
    r = x.rng
    out = ["Per-line notes:"]
    for e in ETFS:
        out.append("- %s (%s, %s): TD 12m %+.3f%% vs TER drag; lending %+.1fbp; premium median %+.1fbp, 95th pct %.1fbp; "
                   "5d flows %+.1f EURm; desk share of lit volume %d%%; RFQ hit %d%% on %d requests. %s." % (
                       e[0], e[1], e[4], r.uniform(-0.25, 0.3), r.uniform(0.2, 6), r.uniform(-3, 6), r.uniform(6, 30),
                       r.uniform(-200, 400), r.randint(8, 35), r.randint(10, 40), r.randint(5, 60),
                       r.choice(LINE_NOTES).capitalize() + "; " + r.choice(LINE_NOTES)))
    return "\n".join(out)


def _premium_grid(x):
    r = x.rng
    hours = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:30", "16:30", "17:25"]
    rows = ["premium vs fair (bp)  " + "  ".join("%5s" % h for h in hours)]
    for e in ETFS:
        rows.append("%-20s " % e[0] + "  ".join("%+5.1f" % r.uniform(-6, 14) for _ in hours))
    return "\n".join(rows)


def _paras(x, k):
    r = x.rng
    chosen = r.sample(PARAS, k)
    out = []
    for p in chosen:
        out.append(p.format(idx=r.choice(["MSCI World", "MSCI Europe", "S&P 500"]), a=r.uniform(1, 6), b=r.uniform(1, 6),
                            t=r.choice([e[0] for e in ETFS]), c=r.uniform(4, 18), d=r.uniform(0, 6), e=r.randint(30, 70),
                            f=r.randint(8, 40), g=r.randint(4, 30), h=r.uniform(1, 6), i=r.uniform(-3, 3), j=r.randint(300, 900),
                            k=r.randint(15, 35), l=r.randint(120, 480), m=r.randint(20, 45), n=r.randint(30, 70),
                            o=r.randint(2, 9), p=r.uniform(6, 14), q=r.uniform(2, 6)))
    return out


def analyst_report(x, kind):
    r = x.rng
    if kind == "td_route":
        t = r.choice(["CSPX", "IEAC", "EMIM"])
        decision = ("Decision: I am routing the %s/SXR8 cross-listing inventory reconciliation to pm-bot for tomorrow's dealing cut-off; "
                    "no other change to quoting parameters." % ("CSPX" if t == "CSPX" else t)) if t == "CSPX" else (
                    "Decision: I am routing the %s cash-in-lieu reconciliation to pm-bot for tomorrow's dealing cut-off; "
                    "no other change to quoting parameters." % t)
        facts = ["routing", t, "pm-bot"]
        title = "Tracking difference weekly — %s" % x.date
        ev = ("route_decision", facts, "buried")
        idiom = ("route decision buried mid-report", "route_decision")
    elif kind == "flow_thesis":
        t = r.choice(["IEAC", "EMIM", "VWRL"])
        view = r.choice(["structurally rich", "structurally cheap"])
        decision = ("Net: our view on the %s premium changes from 'mean-reverting' to '%s' — we stop leaning against it in the quotes "
                    "from today." % (t, view))
        facts = [t, view]
        title = "EU session flow & premium report — %s" % x.date
        ev = ("thesis_update", facts, "buried")
        idiom = ("thesis change buried in flow report", "thesis_update")
    else:
        decision = None
        title = r.choice(["Creation/redemption digest — %s" % x.date, "Overnight US/Asia flow note — %s" % x.date])
        ev = None
        idiom = ("long report with trading words, no decision", "not_hard")
    head = "**%s**\nScope: %d UCITS lines across XAMS/XETR/XLON, desk inventory and RFQ book. Figures in EUR unless stated." % (
        title, len(ETFS))
    ps = _paras(x, 9)
    body = [head, ps[0], ps[1], "```\n" + _td_table(x) + "\n```", ps[2], _line_notes(x), ps[3],
            "```\n" + _premium_grid(x) + "\n```", ps[4], ps[5]]
    if decision:
        body.append(ps[6].rsplit(". ", 1)[0] + ". " + decision + " " + ps[7])
    else:
        body.append(ps[6])
        body.append(ps[7] + " Backtest only: if we had sold the close and bought back via creation every review since 2023, the fills would have averaged +%d bp." % r.randint(2, 8))
    body.append(ps[8])
    body.append("Appendix: methodology unchanged (daily NAV vs benchmark TR net, gross of securities lending). Questions → #etf-lp-research.")
    c = "\n\n".join(body)
    att = [{"id": None, "filename": "td_%s.png" % x.day_start.strftime("%Y%m%d"), "size": r.randint(40000, 90000), "url": None}]
    m = M("a", 0, "analyst", c, attachments=att, idiom=idiom)
    if ev:
        m["hard"] = ev
    else:
        m["cls"] = "near"
    return m


def analyst_block(x, kind, win):
    return B([analyst_report(x, kind)], win=win)


def backtest_note(x):
    r = x.rng
    t = r.choice(["EMIM", "IEAC", "VWRL"])
    c = "backtest (Oct data): if we had quoted %s at %dbp wide instead of %dbp, fills %d%%, est PnL %+.1fk — FYI only, no change proposed" % (
        t, r.randint(18, 30), r.randint(8, 15), -r.randint(8, 25), r.uniform(-4, 6))
    return B([M("b", 0, "analyst", c, cls="near", idiom=("backtest fill numbers", "not_hard"))], win=(10, 17))


# ---------------------------------------------------------------- desk status messages
def morning_brief(x):
    r = x.rng
    inv = ", ".join("%s %s" % (t, fmt_int(r.choice([120000, 180000, 250000, 300000, 420000]))) for t in x.held)
    fs = x.fut_short
    c = ("Goedemorgen team ☕ Boek voor vandaag (%s):\n"
         "• inventory long: %s\n"
         "• hedges: short %d FESX Dec26, short %d FDAX Dec26, short %d Z Dec26, EURUSD 1m fwd hedge on CSPX\n"
         "• watchlist: %s — issuer events pending\n"
         "• limieten ongewijzigd, RFQ windows standaard, cut-offs 15:30 CET (iShares IE), 16:00 CET (Vanguard)\n"
         "Pieter op Xetra open, Aisha LSE, Sanne primary market. Vragen → mij." % (
             x.date, inv, fs["FESX"], fs["FDAX"], fs["Z"], " / ".join(x.watch)))
    return B([M("b", 0, LEAD, c, ops=[{"op": "pin", "dt": 20, "by": LEAD}, {"op": "react", "dt": 25, "emoji": "📌", "by": LEAD}]),
              M("k1", r.randint(60, 200), "joost", "👍", cls="noise"),
              M("k2", r.randint(220, 400), "aisha", "morning! on it", cls="noise")], win=(6.3, 6.9))


def eod_recap(x):
    r = x.rng
    c = ("EOD %s: %d RFQs, hit %d%%, %d creations / %d redemptions submitted. Inventory netjes binnen de caps, hedges rolled waar nodig. "
         "Morgen: MSCI-flows in de gaten houden, basket files vroeg checken. Goed gewerkt allemaal 🙏" % (
             x.dshort, r.randint(60, 140), r.randint(18, 33), r.randint(1, 4), r.randint(0, 3)))
    return B([M("e", 0, LEAD, c), M("k", r.randint(60, 300), "joost", "🍻", cls="noise")], win=(16.8, 17.6))


CHAT = [
    "koffie iemand? ☕",
    "{t} premie loopt op, {n}bp boven iNAV",
    "Xetra opening auction weer traag vandaag, iemand anders ook?",
    "basket file van iShares is laat, cash component nog niet bekend",
    "lunch besteld, poke bowls 🥗",
    "veel {t} flow van de Nordics vandaag",
    "spreads op {t} zijn breed rond de US open, normaal",
    "LSE heeft een matching delay op {t}, ze zijn erop",
    "wie heeft de Vanguard dealing desk nummer? de nieuwe",
    "iNAV van {t} loopt {n}bp achter op onze fair value, ik denk stale Asia",
    "FESX basis weer wat rijker, {n} punten",
    "rustig uurtje 😴",
    "heeft iemand die nieuwe RFQ-hub UI al gezien? knoppen op rare plekken",
    "{t} bid stack op Euronext is dun vandaag",
    "morgen early close op LSE? nee toch",
    "goeie call van vanochtend op {t}",
    "quoter latency p99 {n}ms, beetje hoog",
    "heads up: fire drill om 14:00",
    "iemand de {t} creation basket gecheckt? lijkt een lijn te missen",
    "ik ben 10 min weg",
    "back",
    "{t} volume al {n}% van ADV voor de lunch",
]


def colour_block(x, who, win):
    r = x.rng
    if who == "aisha":
        c = ("LSE wrap: quiet-ish session, FTSE %s into the close. ISF spread %.1f–%.1fbp most of the day, CSPX USD line saw "
             "decent wealth-platform flow after 14:30, all small tickets. Two RFQs from UK wealth clients in ISF, one lost on price, "
             "one DNT. Closing auction imbalance on ISF was %s, nothing dramatic. Tomorrow: GBP data at 07:00 UK, I'll be in at 06:45." % (
                 r.choice(["up a touch", "flat", "a bit heavier"]), r.uniform(2, 4), r.uniform(4, 7), r.choice(["buy-side", "sell-side"])))
    else:
        c = ("Xetra kleur: EXS1 en SXR8 vanochtend druk, opening auction %d sec vertraagd. DAX futures basis rijk, %d punten boven fair. "
             "Veel retail-sparplan flow in SXR8 rond 09:00 zoals elke maand-start, allemaal kleine tickets. iShares DE basket voor EXS1 "
             "kwam op tijd binnen. Concurrentie was strak op EXS1 tot 100k, daarboven zetten wij de touch." % (r.randint(20, 90), r.randint(2, 9)))
    return B([M("c", 0, who, c)], win=win)


def chat_block(x, i):
    r = x.rng
    tpl = CHAT[i % len(CHAT)]
    c = tpl.format(t=r.choice([e[0] for e in ETFS]), n=r.randint(3, 60))
    return B([M("c", 0, r.choice(TRADERS), c)], win=(6.8, 17.5))


def positions_snapshot(x, hh):
    r = x.rng
    d = {"src": "riskd", "type": "POSITIONS", "book": "AMS-ETF", "asof": "%02d:00Z" % hh,
         "net_delta_eur": r.randint(-9000000, 9000000), "gross_eur": r.randint(80000000, 160000000),
         "fut": {"FESX": -x.fut_short["FESX"], "FDAX": -x.fut_short["FDAX"], "Z": -x.fut_short["Z"]},
         "etf_lines": len(x.held) + r.randint(8, 20),
         "inv": {t: {"units": r.randint(50, 450) * 1000, "mv_eur": r.randint(2, 40) * 1000000, "prem_bp": round(r.uniform(-5, 12), 1)} for t in x.held},
         "fx": {"EURUSD_fwd": -r.randint(2, 8) * 1000000, "EURGBP_fwd": -r.randint(1, 4) * 1000000}}
    return B([M("p", 0, "risk", json.dumps(d, separators=(",", ":")))], win=(hh, hh + 0.05))


# ---------------------------------------------------------------- noise
TRACE = """ERROR {svc}.feeds.inav refresh failed for batch {k} (38 isins)
Traceback (most recent call last):
  File "/opt/{svc}/app/main.py", line 88, in _loop
    self.feeds.tick()
  File "/opt/{svc}/app/feeds/__init__.py", line 141, in tick
    feed.refresh()
  File "/opt/{svc}/app/feeds/inav.py", line {l1}, in refresh
    snap = self.client.snapshot(isins, timeout=self.timeout)
  File "/opt/{svc}/app/feeds/client.py", line {l2}, in snapshot
    resp = self._session.get(url, params=params, timeout=timeout)
  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 602, in get
    return self.request("GET", url, **kwargs)
  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 532, in send
    raise ReadTimeout(e, request=request)
requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='inav.feed.internal', port=443): Read timed out. (read timeout={to})
[{svc}] retry {k}/5 scheduled in 2s"""


def noise_blocks(x):
    r = x.rng
    out = []
    for hh in range(24):
        out.append(B([M("h", 0, "risk", json.dumps({"src": "riskd", "type": "HEARTBEAT", "status": "all limits ok", "books": 4,
                                                      "lat_ms": r.randint(4, 30), "checks": r.randint(140, 180), "host": "risk-ams-%d" % r.randint(1, 2),
                                                      "util": {"net_delta": round(r.uniform(0.1, 0.8), 2), "fut_gross": round(r.uniform(0.1, 0.7), 2), "fx": round(r.uniform(0.05, 0.5), 2)}},
                                                     separators=(",", ":")), cls="noise")],
                     win=(hh + 0.001, hh + 0.01)))
        if 6 <= hh <= 17:
            out.append(B([M("h", 0, "quoter", "quoter[ams-prod-%d] hb ok quotes_live=%d etfs=%d inav_lag_ms=%d" % (
                r.randint(1, 3), r.randint(150, 260), r.randint(30, 44), r.randint(20, 90)), cls="noise")],
                win=(hh + 0.5, hh + 0.51)))
    crons = ["[cron] nav_refresh done · %d funds · 0 stale" % r.randint(130, 150),
             "[cron] basket_files pulled %d/%d (iShares %d, Vanguard %d, Xtrackers 2)" % (38, 38, 27, 9),
             "[cron] eod_positions export ok → s3://ams-etf-lp/eod/%s.parquet" % x.day_start.strftime("%Y%m%d"),
             "[cron] rfq_router sweep: 0 routed · nothing pending",
             "[cron] corporate_actions sync: %d events, 0 affecting desk lines" % r.randint(3, 20),
             "[cron] ticksize table refresh ok (ESMA FITRS)"]
    wins = [(5.0, 5.2), (5.5, 5.8), (17.8, 18.2), (12.0, 12.1), (4.0, 4.3), (3.0, 3.2)]
    for c, w in zip(crons, wins):
        out.append(B([M("c", 0, "cron", c, cls="noise")], win=w))
    cis = ["ci-deploy: quoter v4.12.%d → ams-prod-2 ✅ (canary 15m clean)" % r.randint(3, 9),
           "ci-deploy: pipeline #%d failed at lint (rfq-bridge) ❌" % r.randint(8000, 9000),
           "ci-deploy: pipeline #%d green, rfq-bridge 2.8.%d staged for tonight" % (r.randint(9000, 9999), r.randint(0, 5))]
    for c, w in zip(cis, [(5.9, 6.2), (13.0, 14.0), (19.0, 21.0)]):
        out.append(B([M("c", 0, "ci", c, cls="noise")], win=w))
    for i in range(r.randint(9, 12)):
        if r.random() < 0.5:
            f = r.choice(["FESX", "FDAX", "Z"])
            c = "⚠️ %s Dec26 %+.1f%% in 5m (%s)" % (f, r.uniform(-0.9, 0.9), fmt_fut(x.fut_px(f, r.randint(-20, 20)), f))
        else:
            t = r.choice([e[0] for e in ETFS])
            c = "⚠️ %s premium to iNAV %+dbp (threshold 25bp)" % (t, r.choice([-1, 1]) * r.randint(25, 60))
        out.append(B([M("a", 0, "alerts", c, cls="noise")], win=(7.0, 16.5)))
    for hh in [7, 9, 11, 13, 15, 16]:
        out.append(B([M("p", 0, "pnl", "PnL snapshot %02d:%02d CET · gross €%.1fk · net €%.1fk · fees €%.1fk · inventory €%.1fm" % (
            hh + 1, 30, r.uniform(-40, 120), r.uniform(-50, 100), r.uniform(2, 12), r.uniform(40, 140)), cls="noise")],
            win=(hh + 0.5, hh + 0.52)))
    for i in range(r.randint(2, 3)):
        out.append(B([M("r", 0, "rfq", "rfq-bridge: session %s dropped (heartbeat timeout), reconnected in %.1fs, 0 RFQs lost" % (
            r.choice(PLATFORMS), r.uniform(0.8, 6.0)), cls="noise")], win=(0.5, 23.5)))
    for i in range(3):
        svc = r.choice(["quoter", "pm-bot"])
        out.append(B([M("t", 0, "quoter" if svc == "quoter" else "pm", TRACE.format(svc=svc, l1=r.randint(100, 400), l2=r.randint(40, 200),
                                                                                   to=r.choice([2, 3, 5]), k=r.randint(1, 4)), cls="noise")],
                     win=(6.0, 18.0)))
    acks = ["thx", "👍", "ok", "dank", "top", "🙏", "✅", "np", "ty", "lol", "😂", "👌", "kk", "🔥"]
    for i in range(r.randint(12, 16)):
        out.append(B([M("k", 0, r.choice(TRADERS + [LEAD]), r.choice(acks), cls="noise")], win=(7.0, 17.0)))
    # bot spam, bulk-deleted by the lead
    t = r.choice([e[0] for e in ETFS])
    spam = [M("s%d" % i, i * 2 + 1, "quoter", "quoter WARN inav feed gap %s %.1fs seq=%d" % (t, r.uniform(0.3, 1.5), r.randint(10000, 99999)),
              cls="noise") for i in range(3)]
    for m in spam:
        m["removed"] = m["c"]
    out.append(B(spam, win=(10, 15), bulk=(["s0", "s1", "s2"], 90)))
    return out


# ---------------------------------------------------------------- day assembly
HOUR_W = [0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 1.2, 3, 5, 5, 4.5, 4, 3.5, 4, 5, 5.5, 4.5, 2, 1, 0.8, 0.6, 0.4, 0.3, 0.2]


def _pick_start(r, win, span):
    lo, hi = win
    lo_s, hi_s = lo * 3600.0, max(lo * 3600.0 + 1, hi * 3600.0)
    hi_s = min(hi_s, 86400.0 - span - 30)
    if hi_s <= lo_s:
        return max(0.0, lo_s)
    if hi - lo < 1.0:
        return r.uniform(lo_s, hi_s)
    for _ in range(50):
        s = r.uniform(lo_s, hi_s)
        if r.random() * 5.5 <= HOUR_W[int(s // 3600) % 24]:
            return s
    return r.uniform(lo_s, hi_s)


def build_day(x):
    r = x.rng
    blocks = []
    blocks.append(morning_brief(x))
    # RFQs
    outcomes = ["won"] * r.randint(2, 3) + ["lost"] * r.randint(3, 5) + ["covered"] * r.randint(2, 3) + ["dnt"] * r.randint(1, 2) + ["quote"] * r.randint(2, 4)
    r.shuffle(outcomes)
    rfq_times = []
    while len(rfq_times) < len(outcomes):
        h = r.uniform(7.2, 16.4)
        if r.random() * 5.5 <= HOUR_W[int(h)]:
            rfq_times.append(h)
    rfq_times.sort()
    won_refs = []
    seen = set()
    for o, at in zip(outcomes, rfq_times):
        idiom = None
        if o not in seen and o in ("won", "lost", "covered"):
            idiom = {"won": ("rfq bridge WON result = desk fill", "trade_fill"),
                     "lost": ("rfq bridge LOST result", "not_hard"),
                     "covered": ("rfq bridge COVERED quote", "not_hard")}[o]
            seen.add(o)
        chat = o in ("lost", "won") and r.random() < 0.4
        if o == "quote":
            b, n, t, q = rfq_block(x, "dnt", at=at)
            b["msgs"] = b["msgs"][:2]
        else:
            b, n, t, q = rfq_block(x, o, idiom, at=at, chatter=chat)
        blocks.append(b)
        if o == "won":
            won_refs.append((n, t, q, at))
    blocks.append(proposal_fut_hedge(x))
    blocks.append(proposal_shorthand(x))
    blocks.append(proposal_fx(x))
    blocks.append(proposal_rejected(x))
    blocks.append(proposal_fatfinger(x))
    blocks.append(stop_edit_block(x))
    if r.random() < 0.5:
        blocks.append(target_block(x))
    blocks.append(stop_hypothetical(x))
    blocks.append(creation_thread(x))
    if r.random() < 0.7:
        blocks.append(redemption_embed(x))
    blocks.append(redemption_embed(x, rejected=True))
    blocks.append(risk_block(x, "breach"))
    if r.random() < 0.6:
        blocks.append(risk_block(x, "cap"))
    if r.random() < 0.45:
        blocks.append(risk_block(x, "resize"))
    blocks.append(killswitch_block(x))
    if r.random() < 0.45:
        blocks.append(quoter_maxinv(x))
    for i in range(r.randint(4, 6)):
        blocks.append(quoter_spread(x))
    blocks.append(sim_quote(x, ("simulated shadow quote", "not_hard")))
    blocks.append(sim_quote(x))
    if r.random() < 0.5:
        blocks.append(compliance_restricted(x))
    blocks.append(B([M("c", 0, "comp", "Reminder: MAR refresher training due Friday; %d of 6 desk members outstanding." % r.randint(1, 4), cls="noise")], win=(7, 9)))
    blocks.append(news_held_issuer(x))
    blocks.append(news_held_index(x))
    if r.random() < 0.5:
        blocks.append(news_held_future(x))
    blocks.append(news_watch(x))
    blocks.append(news_not_made(x, True))
    blocks.append(news_not_made(x, False))
    blocks.append(news_generic(x, True))
    blocks.append(news_generic(x, False))
    blocks.append(news_generic(x, False))
    blocks.append(news_generic(x, False))
    blocks.append(colour_block(x, "aisha", (16.5, 17.0)))
    blocks.append(colour_block(x, "lukas", (10.0, 11.0)))
    if won_refs:
        blocks.append(route_block(x, won_refs[0]))
    blocks.append(thesis_block(x))
    blocks.append(forgotten_fill(x))
    for k in ["hypo", "question", "history", "competitor", "otherdesk", "paper"]:
        blocks.append(chat_nearmiss(x, k))
    if r.random() < 0.5:
        blocks.append(chat_nearmiss(x, "question"))
    blocks.append(analyst_block(x, "td_route", (5.5, 6.3)))
    blocks.append(analyst_block(x, "flow_thesis", (12.0, 13.0)))
    blocks.append(analyst_block(x, "none", (17.5, 18.5)))
    blocks.append(analyst_block(x, "none", (22.0, 23.3)))
    blocks.append(B([M("iv", 0, "analyst", "**Intraday flow note (post US open) — %s**\n\n" % x.date + "\n\n".join(_paras(x, 7))
                       + "\n\n```\n" + _premium_grid(x) + "\n```\n\n" + _line_notes(x))], win=(14.7, 15.4)))
    blocks.append(backtest_note(x))
    blocks.append(B([M("rv", 0, "analyst", "**RFQ book midday review — %s**\n\n" % x.date + "\n\n".join(_paras(x, 6)) + "\n\n" + _line_notes(x))], win=(10.5, 11.5)))
    blocks.append(B([M("pl", 0, "analyst", "**Primary market & lending digest — %s**\n\n" % x.date + "\n\n".join(_paras(x, 6))
                       + "\n\n```\n" + _td_table(x) + "\n```\n\n" + _line_notes(x))], win=(7.0, 7.6)))
    blocks.append(eod_recap(x))
    for hh in (7, 11, 15):
        blocks.append(positions_snapshot(x, hh))
    offs = r.randint(0, len(CHAT) - 1)
    for i in range(r.randint(30, 38)):
        blocks.append(chat_block(x, offs + i))
    blocks.extend(noise_blocks(x))
    return blocks


IDIOM_KEEP = [
    "rfq bridge WON result = desk fill",
    "rfq bridge LOST result",
    "dutch untagged proposal 'Voorstel: verkopen'",
    "k-suffixed shorthand proposal 'b 250k XYZ @ px'",
    "dutch reply approval 'prima, doen'",
    "reply rejection 'nee, niet doen'",
    "oms key=value order ack",
    "embed-only creation confirmation card",
    "risk engine JSON LIMIT_BREACH",
    "quoter kill-switch key=value",
    "stop moved twice by editing the same message",
    "route decision buried mid-report",
    "thesis change buried in flow report",
    "issuer notice naming a held ETF by ISIN and fund name",
    "issuer news on an ETF the desk does not make",
    "last month's trade recounted",
    "hypothetical 'wat als we ... kopen'",
    "simulated shadow quote",
    "reply 'geen actie ... not routing'",
    "long report with trading words, no decision",
]


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    msgs = []      # flattened message records
    ops = []
    bulks = []
    order = 0
    for ch in range(channels):
        for d in range(days):
            day_start_ms = end_ms - (days - d) * 86400000
            x = Ctx(seed, ch, d, datetime.fromtimestamp(day_start_ms / 1000.0, tz=UTC))
            r = x.rng
            for bi, b in enumerate(build_day(x)):
                span = max(m["dt"] for m in b["msgs"]) + 10
                start = _pick_start(r, b["win"], span)
                local = {}
                for m in b["msgs"]:
                    rec = dict(m)
                    rec["ch"] = ch
                    rec["day"] = d
                    rec["gk"] = "%d.%d.%d.%s" % (ch, d, bi, m["k"])
                    rec["ms"] = day_start_ms + int((start + m["dt"]) * 1000) + r.randint(0, 999)
                    rec["order"] = order
                    order += 1
                    local[m["k"]] = rec
                    msgs.append(rec)
                for m in b["msgs"]:
                    rec = local[m["k"]]
                    rec["ref_rec"] = local[m["ref"]] if m.get("ref") else None
                    if m.get("th"):
                        starter = [v for v in local.values() if v.get("thread_start")][0]
                        rec["thread_rec"] = starter
                if b.get("bulk"):
                    keys, delay = b["bulk"]
                    bulks.append(([local[k] for k in keys], delay))
    # unique, increasing ms across everything
    msgs.sort(key=lambda m: (m["ms"], m["order"]))
    last = -1
    for m in msgs:
        if m["ms"] <= last:
            m["ms"] = last + 1
        last = m["ms"]
    for i, m in enumerate(msgs):
        worker = 1 + (m["ch"] % 30)
        m["id"] = str(((m["ms"] - DISCORD_EPOCH) << 22) | (worker << 17) | (i % 4096))
    chan_ids = [channel_id(i) for i in range(channels)]

    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    keep = set(IDIOM_KEEP)
    att_n = 0
    for m in msgs:
        parent = chan_ids[m["ch"]]
        cid = parent
        is_thread = m.get("thread_rec") is not None
        if is_thread:
            cid = m["thread_rec"]["id"]
        m["cid"] = cid
        msg = {"id": m["id"], "author_id": AUTHOR_IDS[m["a"]], "author_name": PEOPLE[m["a"]][0],
               "author_bot": PEOPLE[m["a"]][1], "created_at": _iso(m["ms"]), "content": m["c"],
               "attachments": [], "embeds": [], "reference_id": m["ref_rec"]["id"] if m.get("ref_rec") else None}
        if m.get("embeds"):
            msg["embeds"] = m["embeds"]
        if m.get("attachments"):
            atts = []
            for a in m["attachments"]:
                att_n += 1
                aid = str((int(m["id"]) + att_n) | 1)
                atts.append({"id": aid, "filename": a["filename"], "size": a["size"],
                             "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (cid, aid, a["filename"])})
            msg["attachments"] = atts
        if m.get("ops") and any(o["op"] == "pin" for o in m["ops"]):
            msg["pinned"] = False
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if is_thread:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        events.append((m["ms"], 0, ev))
        final_state = "live"
        final_content = m["c"]
        for o in m.get("ops", []):
            t = m["ms"] + int(o["dt"] * 1000)
            base = {"guild_id": GUILD_ID, "channel_id": cid}
            if o["op"] == "edit":
                e = {"op": "edit", "message_id": m["id"], "edited_at": _iso(t), "content": o["c"]}
                final_content = o["c"]
                if final_state == "live":
                    final_state = "edited"
            elif o["op"] == "delete":
                e = {"op": "delete", "message_id": m["id"], "deleted_at": _iso(t)}
                final_state = "deleted"
            elif o["op"] == "forget":
                e = {"op": "forget", "message_id": m["id"], "requested_by": AUTHOR_IDS[o["by"]], "at": _iso(t)}
                final_state = "forgotten"
            elif o["op"] == "pin":
                e = {"op": "pin", "message_id": m["id"], "by": AUTHOR_IDS[o["by"]], "at": _iso(t)}
            elif o["op"] == "react":
                e = {"op": "reaction_add", "message_id": m["id"], "emoji": o["emoji"], "user_id": AUTHOR_IDS[o["by"]], "at": _iso(t)}
            else:
                raise ValueError(o)
            full = {"op": e.pop("op")}
            full.update(base)
            full.update(e)
            events.append((t, 1, full))
        m["final_state"] = final_state
        m["final_content"] = final_content
    for recs, delay in bulks:
        t = max(r_["ms"] for r_ in recs) + delay * 1000
        events.append((t, 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": recs[0]["cid"],
                              "message_ids": [r_["id"] for r_ in recs], "deleted_at": _iso(t)}))
        for r_ in recs:
            r_["final_state"] = "deleted"
    events.sort(key=lambda e: (e[0], e[1]))

    for m in msgs:
        if m.get("hard"):
            et, facts, phr = m["hard"]
            labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"], "event_type": et,
                                          "facts": list(facts), "phrasing": phr, "final_state": m["final_state"]})
            for old in m.get("sup", []):
                labels["superseded_facts"].append([m["cid"], m["id"], old])
        if m["final_state"] in ("deleted", "forgotten"):
            labels["removed_texts"].append(m.get("removed") or m["c"][:60])
        if m.get("cls") == "noise":
            labels["noise_message_ids"].append(m["id"])
        elif m.get("cls") == "near":
            labels["near_miss_ids"].append(m["id"])
        idm = m.get("idiom")
        if idm and idm[0] in keep and idm[0] not in idiom_seen and m["final_state"] not in ("deleted", "forgotten"):
            idiom_seen[idm[0]] = True
            labels["idioms"].append({"message_id": m["id"], "idiom": idm[0], "expected": idm[1]})
    return {"events": [e[2] for e in events], "labels": labels}


# ---------------------------------------------------------------- self-check
def _final_texts(events):
    texts, state, order = {}, {}, []
    for e in events:
        op = e["op"]
        if op == "create":
            m = e["message"]
            parts = [m.get("content") or ""]
            for em in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if em.get(k):
                        parts.append(str(em[k]))
                for f in em.get("fields") or []:
                    parts.append("%s %s" % (f["name"], f["value"]))
            texts[m["id"]] = {"content": m.get("content") or "", "embed": "\n".join(parts[1:]),
                              "ch": e["channel_id"], "ms": m["created_at"], "root": e.get("parent_channel_id") or e["channel_id"]}
            state[m["id"]] = "live"
            order.append(m["id"])
        elif op == "edit":
            texts[e["message_id"]]["content"] = e["content"]
            state[e["message_id"]] = "edited"
        elif op == "delete":
            state[e["message_id"]] = "deleted"
        elif op == "forget":
            state[e["message_id"]] = "forgotten"
        elif op == "bulk_delete":
            for i in e["message_ids"]:
                state[i] = "deleted"
    return texts, state, order


def self_check(events, labels, verbose=True):
    texts, state, order = _final_texts(events)
    errs = []
    prev_id, prev_t = -1, ""
    for e in events:
        if e["op"] == "create":
            mid = int(e["message"]["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            if _iso(ms) != e["message"]["created_at"]:
                errs.append("snowflake/created_at mismatch %s" % mid)
    ids = [int(i) for i in order]
    if ids != sorted(ids):
        errs.append("ids not in time order")
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in texts:
            errs.append("missing id %s" % mid)
            continue
        full = texts[mid]["content"] + "\n" + texts[mid]["embed"]
        for f in h["facts"]:
            if f not in full:
                errs.append("fact %r not in %s" % (f, mid))
        if not (2 <= len(h["facts"]) <= 5):
            errs.append("fact count %s" % mid)
        if state[mid] != h["final_state"]:
            errs.append("state %s %s vs %s" % (mid, state[mid], h["final_state"]))
    for c, mid, old in labels["superseded_facts"]:
        if old in texts[mid]["content"]:
            errs.append("superseded %r still in %s" % (old, mid))
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in texts:
                errs.append("%s missing %s" % (lst, mid))
    for i in labels["idioms"]:
        if i["message_id"] not in texts:
            errs.append("idiom missing %s" % i["message_id"])
    # stats per root channel / day
    stats = {}
    hard_by = {}
    for mid in order:
        t = texts[mid]
        key = (t["root"], t["ms"][:10])
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["msgs"] += 1
        s["bytes"] += len(t["content"].encode()) + len(t["embed"].encode())
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid in order:
        t = texts[mid]
        s = stats[(t["root"], t["ms"][:10])]
        if mid in noise:
            s["noise"] += 1
        if mid in near:
            s["near"] += 1
    for h in labels["hard_events"]:
        t = texts[h["message_id"]]
        s = stats[(t["root"], t["ms"][:10])]
        s["hard"] += 1
        s["types"][h["event_type"]] = s["types"].get(h["event_type"], 0) + 1
    if verbose:
        for k in sorted(stats):
            s = stats[k]
            print("%s %s msgs=%d KB=%.1f hard=%d noise=%d (%.0f%%) near=%d types=%s" % (
                k[0], k[1], s["msgs"], s["bytes"] / 1024.0, s["hard"], s["noise"], 100.0 * s["noise"] / s["msgs"], s["near"],
                json.dumps(dict(sorted(s["types"].items())), ensure_ascii=False)))
        print("idioms=%d removed=%d superseded=%d" % (len(labels["idioms"]), len(labels["removed_texts"]), len(labels["superseded_facts"])))
    for k, s in sorted(stats.items()):
        if not (180 <= s["msgs"] <= 320):
            errs.append("msgs out of range %s %d" % (k, s["msgs"]))
        if not (70 <= s["bytes"] / 1024.0 <= 120):
            errs.append("KB out of range %s %.1f" % (k, s["bytes"] / 1024.0))
        if not (25 <= s["hard"] <= 45):
            errs.append("hard out of range %s %d" % (k, s["hard"]))
    if not (10 <= len(labels["idioms"]) <= 20):
        errs.append("idioms %d" % len(labels["idioms"]))
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="run self-checks and print stats")
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
        evs = []
        with open(a.out, encoding="utf-8") as fh:
            for line in fh:
                evs.append(json.loads(line))
        errs = self_check(evs, res["labels"])
        for e in errs[:40]:
            print("ERR", e)
        print("self-check:", "OK" if not errs else "%d problems" % len(errs))
        return 1 if errs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
