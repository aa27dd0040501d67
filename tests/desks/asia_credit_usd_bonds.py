"""Desk generator: Asia credit, USD bonds of Asian issuers (+ sovereign CDS, USD/CNH hedges).

Standard library only. `generate()` is a pure function of its arguments.

    python -m tests.desks.asia_credit_usd_bonds --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

The desk sits in Hong Kong; a "day" is 24 h ending at `end` (default 2026-03-12T16:00Z,
i.e. midnight HKT), with the activity curve of an HKT trading day plus London overlap and
a quiet NY night (bots, headlines).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "asia_credit_usd_bonds"
DISCORD_EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 3, 12, 16, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1187734420591863808"
_CHANNEL_BASE_MS = 1681296113377  # 2023-04-12, when the desk's server was set up

# ---------------------------------------------------------------- people and bots
PEOPLE = {
    "pm":      ("1102957348166025246", "Margaret Lau", False),
    "kelvin":  ("1102961877402370129", "Kelvin Ng", False),
    "zhang":   ("1103284660177993778", "Zhang Wei", False),
    "priya":   ("1104450129876451409", "Priya Raman", False),
    "dimas":   ("1105872230514892891", "Dimas Prakoso", False),
    "jiwoo":   ("1106003158260113489", "Jiwoo Park", False),
    "tommy":   ("1113349077321482281", "Tommy Chan", False),
    "tradecap": ("1118542106630328420", "tradecap", True),
    "bridge":  ("1118555930194767902", "ib-bridge", True),
    "alloc":   ("1119020482817904710", "ExecHub Alloc", True),
    "compl":   ("1119377719630880848", "compliance-agent", True),
    "analyst": ("1120011693557416036", "credit-analyst", True),
    "news":    ("1120406917446533150", "newswire", True),
    "pxalert": ("1121238452087562341", "pxalert", True),
    "deskmon": ("1121877700396105818", "deskmon", True),
    "cron":    ("1122419035150147614", "cron", True),
    "ci":      ("1122850392771932211", "ci-deploy", True),
    "risk":    ("1123300127745667103", "riskengine", True),
    "dispatch": ("1124007188021035078", "dispatch", True),
    "pnl":     ("1124552361470920764", "pnl-bot", True),
}
TRADERS = ["kelvin", "zhang", "priya", "dimas", "jiwoo"]

# ---------------------------------------------------------------- instruments
# ticker, coupon, maturity, nick, issuer, quote ("px" or "spd"), base px, base spd, owner, region, agency rating
BONDS = [
    ("NWDEVL", "4.125", "PERP", "NWD perp", "New World Development", "px", 54.5, 0, "kelvin", "HK", "Ba3"),
    ("VNKRLE", "3.975", "11/09/27", "Vanke 27s", "China Vanke", "px", 61.25, 0, "zhang", "CN", "Caa1"),
    ("SHUION", "6.15", "08/24/26", "Shui On 26s", "Shui On Land", "px", 93.5, 0, "kelvin", "HK", "B1"),
    ("HYSAN", "4.1", "PERP", "Hysan perp", "Hysan Development", "px", 88.25, 0, "kelvin", "HK", "Baa2"),
    ("CQNANA", "4.5", "08/17/26", "Nan'an 26s", "Chongqing Nan'an Urban Construction", "px", 98.5, 0, "zhang", "CN", "BBB-"),
    ("TENCNT", "3.595", "01/19/28", "Tencent 28s", "Tencent Holdings", "spd", 97.375, 68, "zhang", "CN", "A1"),
    ("HAOHUA", "4.75", "06/19/28", "ChemChina 28s", "China National Chemical", "spd", 99.25, 105, "zhang", "CN", "Baa1"),
    ("PERTIJ", "4.7", "07/30/49", "Pertamina 49s", "Pertamina", "spd", 86.0, 188, "dimas", "ID", "Baa2"),
    ("PLNIJ", "4.375", "02/05/50", "PLN 50s", "Perusahaan Listrik Negara", "spd", 78.25, 205, "dimas", "ID", "Baa2"),
    ("MEDCIJ", "6.375", "01/30/27", "Medco 27s", "Medco Energi", "px", 100.25, 0, "dimas", "ID", "B1"),
    ("INDYIJ", "8.75", "05/07/29", "Indika 29s", "Indika Energy", "px", 102.0, 0, "dimas", "ID", "B1"),
    ("SBIIN", "4.875", "05/05/28", "SBI 28s", "State Bank of India", "spd", 100.625, 92, "priya", "IN", "Baa3"),
    ("AXSBIN", "4.1", "PERP", "Axis AT1", "Axis Bank", "px", 96.25, 0, "priya", "IN", "Ba2"),
    ("BOBIN", "5.125", "01/17/29", "BoB 29s", "Bank of Baroda", "spd", 101.125, 103, "priya", "IN", "Baa3"),
    ("KEPCO", "4", "06/14/28", "KEPCO 28s", "Korea Electric Power", "spd", 99.125, 72, "jiwoo", "KR", "Aa2"),
    ("EIBKOR", "4.5", "01/11/29", "KEXIM 29s", "Export-Import Bank of Korea", "spd", 100.375, 58, "jiwoo", "KR", "Aa2"),
    ("KOROIL", "4.875", "04/03/28", "KNOC 28s", "Korea National Oil", "spd", 100.5, 79, "jiwoo", "KR", "Aa2"),
    ("KDB", "4.375", "02/15/28", "KDB 28s", "Korea Development Bank", "spd", 99.875, 52, "jiwoo", "KR", "Aa2"),
]
CDS = [("CHINA", "China", 62), ("INDON", "Indonesia", 74), ("KOREA", "Korea", 34), ("PHILIP", "Philippines", 58)]
UNHELD_EXTRA = [("COGARD", "5.125", "01/17/25", "CG 25s", "Country Garden"),
                ("CIFIHG", "6.0", "07/16/25", "CIFI 25s", "CIFI Holdings"),
                ("GRNLGR", "5.9", "02/12/27", "Greenland 27s", "Greenland Holding"),
                ("LNGFOR", "3.95", "09/16/29", "Longfor 29s", "Longfor Group"),
                ("VEDLN", "10.875", "09/17/29", "Vedanta 29s", "Vedanta Resources"),
                ("SMCPM", "5.5", "PERP", "SMC perp", "San Miguel Corp")]
RESTRICTED = ("ADSEZ", "4.375", "07/03/29", "APSEZ 29s", "Adani Ports and SEZ")
DEALERS = ["GS", "JPM", "MS", "HSBC", "SCB", "Citi", "BNP", "BofA", "DB", "Nomura", "MIZ", "BOCI", "CICC", "UBS"]
COUNTRY = {"HK": "Hong Kong", "CN": "China", "ID": "Indonesia", "IN": "India", "KR": "Korea"}


def _px(p: float) -> str:
    s = f"{p:.3f}".rstrip("0")
    if len(s.split(".")[1]) < 2:
        s = f"{p:.2f}"
    return s


def _eighth(p: float) -> float:
    return round(p * 8) / 8.0


class Bond:
    def __init__(self, row, rng):
        (self.tk, self.cpn, self.mat, self.nick, self.issuer, self.quote, px, spd,
         self.owner, self.region, self.rating) = row
        self.px = _eighth(px + rng.uniform(-1.5, 1.5))
        self.spd = int(spd + rng.randint(-8, 8)) if spd else 0
        self.yy = "PERP" if self.mat == "PERP" else self.mat[-2:] + "s"
        self.short = f"{self.tk} {self.yy}" if self.mat != "PERP" else f"{self.tk} PERP"
        self.full = f"{self.tk} {self.cpn} {self.mat}"
        self.isin = ("XS" if self.region != "ID" else "US") + "".join(
            str(rng.randint(0, 9)) for _ in range(9)) + str(rng.randint(0, 9))
        self.held = 0

    def lvl(self, drift=0.0, spd_drift=0):
        """A level as the desk would quote it."""
        if self.quote == "spd":
            return f"+{self.spd + spd_drift}"
        return _px(_eighth(self.px + drift))


# ---------------------------------------------------------------- message model
class M:
    __slots__ = ("t", "who", "content", "embeds", "reply", "thread", "kind", "etype", "facts",
                 "phrasing", "idiom", "iexp", "edits", "delete_at", "forget_at", "bulk",
                 "removed", "superseded", "pin", "reactions", "id", "ms", "starts_thread", "chan", "opt")

    def __init__(self, t, who, content, kind="chat", etype=None, facts=None, phrasing=None,
                 embeds=None, reply=None, thread=None, idiom=None, iexp=None):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds
        self.reply = reply
        self.thread = thread
        self.kind = kind  # hard | noise | near | chat
        self.etype = etype
        self.facts = facts or []
        self.phrasing = phrasing
        self.idiom = idiom
        self.iexp = iexp
        self.edits = []  # (dt, new_content)
        self.delete_at = None
        self.forget_at = None
        self.bulk = None
        self.removed = None
        self.superseded = []
        self.pin = None
        self.reactions = []
        self.id = None
        self.ms = None
        self.starts_thread = None
        self.chan = None
        self.opt = False


HOUR_W = [0.35, 0.3, 0.25, 0.25, 0.3, 0.4, 0.8, 2.0, 6.0, 9.0, 8.0, 6.5, 3.0, 4.0,
          7.0, 7.0, 6.0, 4.0, 3.0, 2.2, 1.6, 1.2, 0.9, 0.6]


class Day:
    def __init__(self, rng, ch, day, day_start, mmdd):
        self.rng = rng
        self.ch = ch
        self.day = day
        self.start = day_start
        self.mmdd = mmdd
        self.msgs: list[M] = []
        self.ord_seq = rng.randint(11, 40)
        self.tag = "ABCDEFGHJKLMNPQRSTUVWXYZ"[ch % 24]
        self.traded = set()

    # time helpers (seconds since HKT midnight)
    def t_curve(self, lo=7.0, hi=22.0):
        r = self.rng
        while True:
            h = r.choices(range(24), weights=HOUR_W)[0]
            if lo <= h < hi or (lo <= h + 0.999 and h < hi):
                t = h * 3600 + r.uniform(0, 3600)
                if lo * 3600 <= t < hi * 3600:
                    return t

    def add(self, t, who, content, **kw) -> M:
        m = M(t, who, content, **kw)
        self.msgs.append(m)
        return m

    def opt(self, t, who, content, **kw) -> M:
        m = self.add(t, who, content, **kw)
        m.opt = True
        return m

    def trim(self, max_hard=42):
        hard = [m for m in self.msgs if m.kind == "hard"]
        opts = [m for m in hard if m.opt]
        self.rng.shuffle(opts)
        while len(hard) > max_hard and opts:
            m = opts.pop()
            self.msgs = [x for x in self.msgs if x is not m and x.reply is not m]
            hard.remove(m)

    def ord_id(self):
        self.ord_seq += self.rng.randint(1, 4)
        return f"AC{self.tag}{self.mmdd}-{self.ord_seq:04d}"


def hh(t):
    t = max(0, int(t))
    return f"{t // 3600 % 24:02d}:{t // 60 % 60:02d}"


# ---------------------------------------------------------------- text pools
ACKS = ["ok", "thx", "👍", "ty", "收到", "ok 收到", "noted", "🙏", "k", "👌", "ok thx", "明白", "got it", "sure", "✅", "好", "ok ok", "cheers"]
GREET = ["morning all", "早晨", "gm", "morning. UST 10s {ust} in Tokyo, Asia IG feels 1-2 wider on the open",
         "早 everyone", "morning - HSI futs {hsi}, prop names will be heavy again", "早晨，今日好多 supply"]
COLOUR = [
    "UST 10s {ust}, CT10 heavy after the Japan auction. IG cash lagging, 1-2 wider on the screens but nothing trading",
    "HSI {hsi} at the lunch break, HK prop equities leading lower again. Bonds haven't moved yet",
    "Asia IG +1 / HY flat-to-up 1/4 pt. Quiet-ish",
    "primary: KDB new 5y IPT T+85 area, books >3bn already. will price inside +60 imo",
    "CNH fixing {cnhfix}, a touch weaker than models. onshore bonds firm",
    "real money buying Korea SOEs all morning, street short KEPCO/KEXIM into the new issue",
    "PB leverage getting cut on some HY prop names, seeing forced sellers in the 40s-50s area",
    "India banks tighter on the RBI headlines, SBI/BoB 2-3 tighter",
    "Indo quasi-sovereigns following INDON CDS, PERTIJ long end 1/4 pt lower",
    "lunch anyone? 翠華 or the dim sum place",
    "Tokyo real money back from lunch, some buying in the front end",
    "London coming in now, bid side in HK prop a bit better",
    "Treasuries rallying post-payrolls-preview, IG cash 1-2 tighter, HY drifting",
    "新发 pipeline 好满，明天还有三个 Korean SOE 要出来",
    "今日 IG 好冇 flow，得返啲 real money 喺度 switch",
    "ChinaBond onshore yields 1bp lower, offshore LGFV still tight, 没什么好买的",
    "wires quiet. screens quiet. everyone at the conference in Singapore?",
    "Fed speakers tonight, expect nothing on Asia hours",
    "fyi BBG terminal on desk 3 is frozen again, IT ticket raised",
    "recap sheet for the PM meeting is on the share drive",
    "CS01 of the book drifting up with the long-end Indo adds, will flag at 5pm",
    "HY prop index 0.5pt lower, volumes thin",
    "another KR SOE mandate: KHNP 3y/5y dual tranche, IPTs tomorrow",
    "Japanese lifers buying long-end PERTIJ/PLNIJ again, good for our book",
]
LATE_COLOUR = [
    "NY open: UST 10s {ust}, IG cash unchanged, nothing in Asia names",
    "quiet in the US session, two TRACE prints in KEPCO, both small",
    "logging off, marks are in. night",
    "gn 🌙",
    "US CPI tomorrow 8:30 NY, set alerts",
]
THANKS = ["thx", "ty 🙏", "cheers", "多谢", "唔该", "👍"]


def fmt_colour(d: Day, s):
    r = d.rng
    return s.format(ust=f"{r.uniform(4.05, 4.35):.2f}%", hsi=f"{r.uniform(-1.8, 0.9):+.1f}%",
                    cnhfix=f"{r.uniform(7.10, 7.20):.4f}")


# ---------------------------------------------------------------- universe per channel-day
def universe(rng):
    bonds = [Bond(row, rng) for row in BONDS]
    rng.shuffle(bonds)
    # make sure each trader has something in the book
    held, watch, other = [], [], []
    by_owner = {}
    for b in bonds:
        by_owner.setdefault(b.owner, []).append(b)
    for o in TRADERS:
        held.append(by_owner[o].pop(0))
    rest = [b for o in TRADERS for b in by_owner[o]]
    rng.shuffle(rest)
    held += rest[:3]
    watch = rest[3:8]
    other = rest[8:]
    for b in held:
        b.held = rng.choice([3, 4, 5, 6, 8, 10, 12, 15])
    cds = CDS[:]
    rng.shuffle(cds)
    held_cds = cds[0]
    watch_cds = cds[1]
    return held, watch, other, held_cds, watch_cds


# ---------------------------------------------------------------- building blocks
def dealer_run(d: Day, bonds, dealer):
    r = d.rng
    lines = [f"[bridge:IB] {dealer} Asia credit run"]
    lines.append(f"{'bond':<26}{'bid/ask':<18}{'size':<6}{'px / z':<20}chg")
    for b in sorted(r.sample(bonds, min(len(bonds), r.randint(12, 17))), key=lambda x: (x.region, x.tk)):
        sz = r.choice(["1x1", "2x2", "2x3", "3x3", "5x5", "1x2"])
        if b.quote == "spd":
            s = b.spd + r.randint(-3, 3)
            lines.append(f"{b.full:<26}{'+' + str(s + r.randint(4, 8)) + '/+' + str(s):<18}{sz:<6}"
                         f"{_px(_eighth(b.px - 0.125)) + '/' + _px(_eighth(b.px + 0.125)):<20}{r.randint(-3, 3):+d}bp")
        else:
            p = _eighth(b.px + r.uniform(-0.5, 0.5))
            lines.append(f"{b.full:<26}{_px(p - 0.5) + '/' + _px(p):<18}{sz:<6}{'z ' + str(r.randint(300, 1500)):<20}{r.choice(['-', '+'])}{r.choice(['0.125', '0.25', '0.5', '0'])}pt")
    ax = r.choice(bonds)
    lines.append(f"AXES: better {r.choice(['buyer', 'seller'])} {ax.short}, {r.choice(['small', 'size', '5mm', '10mm+'])}; "
                 f"{r.choice(['can work', 'ask for levels', 'firm for 20min'])}")
    if r.random() < 0.5:
        lines.append(f"Prints: {r.choice(bonds).short} {r.choice([2, 3, 5])}mm dealer {r.choice(['bot', 'sold'])} ~ {r.choice(['mid', 'bid side', 'offer side'])}")
    lines.append("All px indicative, subject to change. Not an offer. Contact desk for firm levels.")
    return "\n".join(lines)


ANALYST_SECTIONS = {
    "summary": "Summary: {issuer} published {period} results overnight. Revenue {rev}% y/y, EBITDA margin {mgn}% ({mgnchg}bp y/y). "
               "Net debt/EBITDA {lev}x against {lev0}x at FY-end; cash {cash}bn against {std}bn of debt due inside 12 months, with "
               "{lines}bn of undrawn committed facilities. Management reiterated that USD refinancing will be partly onshore-funded "
               "and that capex guidance is unchanged. The {yy} are indicated {lvl} on screens this morning, little changed on the print.",
    "rv": "Relative value: on a duration-matched basis the {nick} sit {rvbp}bp {rvdir} the {country} peer curve, versus a 12-month "
          "average of {rvavg}bp. Z-spread is {z}bp and G-spread {g}bp; the issuer 5s10s is {slope}bp, flatter than peers, which "
          "argues for the intermediate part of the curve. Where CDS is quoted the cash-CDS basis is around {basis}bp. The "
          "dealer axes we see in the runs are two-way and we do not read a positioning signal from them.",
    "tech": "Technicals: Asia IG gross supply is running {sup}% ahead of last year, front-loaded by Korean SOEs and Chinese TMT. "
            "Onshore Chinese accounts remain the marginal buyer of Chinese IG via Southbound; private bank leverage in HY is back "
            "to roughly {pb}% of where it was before the 2021 sell-off. Street positioning, from the inventory data the dealers "
            "share, looks {street}. In the secondary market, bid-offer in benchmark names is 3-5bp and 1/2 pt in HY prop.",
    "rating": "Ratings: {agency} rates the issuer {rating} with a {outlook} outlook. Our reading of the methodology is that a further "
              "notch would need net leverage above {trig}x for two consecutive years or a clear weakening in government support. "
              "We put the probability of a downgrade within 12 months at about {prob}%, and of an upgrade at under 5%.",
    "macro": "Macro: UST 10y {ust}%, with the curve {curve}. USD/CNH {cnh}. {ctry} 5y sovereign CDS {cds}bp. Hard-currency EM fund "
             "flows were {flows} last week. For {ctry} names specifically, {ctrynote}",
    "risks": "Risks: (i) {risk1}; (ii) {risk2}; (iii) a broader risk-off in China HY spilling into IG through cross-holdings at "
             "private banks; (iv) event risk around asset sales, tender offers or liability management exercises, which in this "
             "market have tended to be announced with little warning and at levels below where the bonds were trading.",
    "scenario": "Scenario analysis: in a bull case (spreads -{bull}bp, UST -25bp) the {nick} return about {bullret}% over three months; in "
                "a bear case (+{bear}bp, UST +25bp) about -{bearret}%. A stop {stopdist} from here would have been hit twice in the past "
                "year on an intraday basis, which is why we frame levels on closing marks rather than screens. None of this is a "
                "trade recommendation in itself.",
    "structure": "Structure: the {nick} are senior unsecured, pari passu with the issuer's other offshore debt, with a change-of-control "
                 "put at 101 and a cross-default to material subsidiaries above a US$50mm threshold. For perpetual and AT1 lines the "
                 "coupon reset is to the 5y UST plus the initial margin, with no step-up, and a non-call would in our view be "
                 "economic rather than reputational for this issuer. Keepwell or standby letter of credit features, where present, "
                 "have not been tested in a stress scenario for this name. Documentation allows asset disposals up to {disp}% of total "
                 "assets without bondholder consent.",
    "liquidity": "Liquidity of the bonds: average daily turnover in the {nick} over the last 20 sessions was about US${adv}mm, with "
                 "{ndeal} dealers showing two-way runs. Bid-offer has averaged {bo} on the screens, wider on Fridays and around holidays. "
                 "The outstanding amount is US${outs}mm, of which roughly {idx}% is held by index-tracking accounts; a removal from the "
                 "JACI index would force selling of a meaningful share of the float.",
    "peers": "Peers: versus {country} peers of similar rating, the issuer screens {rvdir} the median by {rvbp}bp on z-spread. The closest "
             "comparables by business mix trade in a {lo}-{hi}bp range for similar duration. Leverage is in the {quart} quartile of "
             "the peer set, interest cover in the {quart2} quartile. On our scoring, governance is average and disclosure quality "
             "has improved since the issuer began publishing quarterly USD investor updates.",
    "history": "Context: in the 2022 drawdown the {nick} traded down to {low} before recovering to {high} within six months, and the "
               "bonds behaved more like a quasi-sovereign than like a pure corporate credit. Holders who sold at the lows locked in "
               "roughly {loss} points of loss relative to par recovery. We note this as history only.",
}
CTRY_NOTE = {
    "CN": "the policy backdrop is supportive at the margin but property sales data remains weak and LGFV refinancing is "
          "being pushed onshore.",
    "HK": "office and retail rents are still falling and bank lending to developers is being rationed; asset sales are the "
          "main lever for deleveraging.",
    "ID": "the budget deficit debate and rupiah weakness weigh on quasi-sovereign spreads, though Japanese lifers keep buying the long end.",
    "IN": "system liquidity is comfortable, deposit growth is catching up with loans and public sector bank asset quality keeps improving.",
    "KR": "government support for policy banks and energy SOEs is explicit and spreads are driven by supply and UST volatility.",
}
RISKS = ["weaker-than-expected asset sale proceeds", "a rating downgrade to the sovereign", "regulatory caps on tariffs",
         "a slower recovery in contracted sales", "a jump in refinancing costs onshore", "FX losses on unhedged USD debt",
         "a change in the government support framework", "large new USD supply from the issuer"]


def analyst_note(d: Day, b: Bond, order, decision=None):
    r = d.rng
    period = r.choice(["FY25", "2H25", "3Q25", "9M25", "1Q26"])
    ctry = COUNTRY[b.region]
    vals = dict(issuer=b.issuer, period=period, rev=f"{r.uniform(-12, 14):+.1f}", mgn=f"{r.uniform(12, 38):.1f}",
                mgnchg=f"{r.randint(-180, 160):+d}", lev=f"{r.uniform(2.1, 7.8):.1f}", lev0=f"{r.uniform(2.0, 7.5):.1f}",
                cash=f"{r.uniform(1.2, 25):.1f}", std=f"{r.uniform(0.8, 18):.1f}", lines=f"{r.uniform(0.5, 9):.1f}",
                yy=b.yy if b.mat != "PERP" else "perps", lvl=(f"around +{b.spd}" if b.quote == "spd" else f"around {_px(b.px)}"),
                nick=b.nick, rvbp=r.randint(2, 25), rvdir=r.choice(["wide of", "tight to"]), country=ctry,
                rvavg=r.randint(3, 20), z=b.spd + r.randint(5, 20) if b.spd else r.randint(350, 1400),
                g=b.spd + r.randint(-5, 8) if b.spd else r.randint(340, 1380), slope=r.randint(5, 40),
                basis=r.randint(-15, 25), sup=r.randint(8, 45), pb=r.randint(40, 80),
                street=r.choice(["modestly long IG duration and flat HY", "short Korean SOEs into supply",
                                 "long Indian banks after the recent rally", "flat across the board"]),
                agency=r.choice(["Moody's", "S&P", "Fitch"]), rating=b.rating,
                outlook=r.choice(["stable", "negative", "positive", "developing"]), trig=f"{r.uniform(3.5, 8):.1f}",
                prob=r.randint(5, 45), ust=f"{r.uniform(4.05, 4.35):.2f}",
                curve=r.choice(["bear steepening", "bull flattening", "little changed"]), cnh=f"{r.uniform(7.10, 7.24):.4f}",
                ctry=ctry, cds=r.randint(30, 95), flows=r.choice(["+$1.2bn", "-$0.8bn", "+$0.3bn", "-$2.1bn"]),
                ctrynote=CTRY_NOTE[b.region], risk1=r.choice(RISKS), risk2=r.choice(RISKS),
                bull=r.randint(10, 30), bullret=f"{r.uniform(1.2, 4.5):.1f}", bear=r.randint(20, 60),
                bearret=f"{r.uniform(1.5, 6.5):.1f}", disp=r.randint(10, 25), adv=r.randint(2, 18), ndeal=r.randint(4, 11),
                bo=r.choice(["3-5bp", "1/4 pt", "1/2 pt", "5-8bp"]), outs=r.choice([500, 750, 1000, 1250, 1500]), idx=r.randint(15, 45),
                lo=r.randint(40, 120), hi=r.randint(130, 260), quart=r.choice(["first", "second", "third", "fourth"]),
                quart2=r.choice(["first", "second", "third", "fourth"]), stopdist=r.choice(["1pt", "15bp", "2pts", "20bp"]),
                low=_px(_eighth(b.px - r.uniform(8, 20))), high=_px(_eighth(b.px + r.uniform(-2, 4))), loss=r.randint(5, 25))
    head = f"CREDIT NOTE | {b.issuer} ({b.tk}) | {period} | credit-analyst v3.4"
    paras = [head]
    for i, key in enumerate(order):
        paras.append(ANALYST_SECTIONS[key].format(**vals))
        if decision and i == decision[0]:
            paras.append(decision[1])
    paras.append("Sources: company filings, dealer runs, desk marks. This note is generated for desk use only.")
    return "\n\n".join(paras)


def sector_wrap(d: Day, bonds):
    r = d.rng
    b1, b2, b3 = r.sample(bonds, 3)
    body = [
        "ASIA CREDIT WEEKLY WRAP | credit-analyst v3.4",
        f"Spreads: JACI IG {r.randint(-6, 6):+d}bp w/w, JACI HY {r.uniform(-1.2, 1.2):+.2f}pt. China IG flat, Korea IG "
        f"{r.randint(-3, 3):+d}bp, Indonesia quasi-sovereigns {r.randint(-8, 8):+d}bp, India banks {r.randint(-6, 4):+d}bp. HK property "
        f"continued to underperform with the perps {r.uniform(0.5, 3):.1f}pts lower on the week.",
        f"Flows: primary supply of ${r.uniform(3, 11):.1f}bn priced, led by Korean SOEs; new issue concessions averaged "
        f"{r.randint(2, 9)}bp. Books were {r.uniform(2.5, 5):.1f}x covered on average. Secondary turnover was below the 3-month average.",
        f"Names: {b1.nick} screened cheap vs peers on our RV model by {r.randint(4, 15)}bp; a buyer at these levels would be picking up "
        f"carry but we flag liquidity. {b2.nick} is rich against its curve and a switch into {b3.nick} would pick up roughly "
        f"{r.randint(5, 20)}bp for similar duration. These are observations from the model, not recommendations.",
        "Ratings: two downgrades and one upgrade in the region this week, none on names in the desk's book; the sovereign "
        "calendar is light until the Indonesia review next month.",
        "Calendar: China activity data Monday, Korea trade data Tuesday, Bank Indonesia Wednesday, US CPI Thursday.",
        "This wrap is a summary of the market. It contains no position changes and no recommendation changes.",
    ]
    return "\n\n".join(body)


def stack_trace(d: Day):
    r = d.rng
    svc = r.choice(["ib-bridge", "tradecap", "pxalert"])
    return (f"{svc} ERROR unhandled exception in handler, restarting worker {r.randint(1, 8)}\n"
            "Traceback (most recent call last):\n"
            f"  File \"/opt/{svc}/src/{svc.replace('-', '_')}/session.py\", line {r.randint(100, 600)}, in _pump\n"
            "    frame = await self._sock.recv()\n"
            f"  File \"/opt/{svc}/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 568, in recv\n"
            "    await self.ensure_open()\n"
            f"  File \"/opt/{svc}/venv/lib/python3.11/site-packages/websockets/legacy/protocol.py\", line 944, in ensure_open\n"
            "    raise self.connection_closed_exc()\n"
            "websockets.exceptions.ConnectionClosedError: received 1011 (internal error) keepalive ping timeout; then sent 1011\n"
            f"-- retry {r.randint(1, 3)}/5 in {r.choice([2, 4, 8])}s")


# ---------------------------------------------------------------- the day
def build_day(d: Day):
    r = d.rng
    held, watch, other, held_cds, watch_cds = universe(r)
    allb = held + watch + other
    pm = "pm"
    M_ = d.add
    held_by_owner = {}
    for b in held:
        held_by_owner.setdefault(b.owner, []).append(b)

    # ---------------------------------------------------------- noise: bots
    # heartbeat every hour
    for h in range(24):
        t = h * 3600 + r.uniform(5, 60)
        M_(t, "deskmon", f"♥ deskmon ok | gw=up lat={r.randint(28, 95)}ms | feeds {r.choice(['7/7', '7/7', '7/7', '6/7 (cnh-fwd stale)'])} | q=0",
           kind="noise")
    # risk heartbeat
    for h in (7, 12, 17, 22):
        M_(h * 3600 + r.uniform(60, 300), "risk", f"riskengine: all limits ok ({r.randint(31, 44)} checks, 0 warn) | gross {r.randint(95, 160)}mm | CS01 ${r.uniform(40, 75):.1f}k",
           kind="noise", idiom="risk-bot 'all limits ok' heartbeat", iexp="not_hard")
    # cron summaries
    for h, txt in [(6.5, "cron[eod-marks-load] ok 14.2s, {n} ISINs marked from BVAL"),
                   (7.0, "cron[restricted-list-sync] ok, {n} names, 0 changes"),
                   (9.0, "cron[triage-sweep] 09:00 — {k} items seen, 0 routed, {k} dropped (dupes/no position)"),
                   (12.0, "cron[triage-sweep] 12:00 — {k} items seen, 0 routed, {k} dropped"),
                   (15.0, "cron[trace-import] ok, {n} prints imported, 0 matched desk orders"),
                   (18.5, "cron[eod-recon] tradecap vs custodian: {k} trades, 0 breaks"),
                   (21.0, "cron[triage-sweep] 21:00 — {k} items seen, 0 routed, {k} dropped"),
                   (2.0, "cron[db-vacuum] ok 3.1s"),
                   (4.0, "cron[bbg-license-check] ok")]:
        M_(h * 3600 + r.uniform(0, 120), "cron", txt.format(n=r.randint(180, 260), k=r.randint(3, 17)), kind="noise")
    # CI / deploy
    for _ in range(r.randint(2, 4)):
        svc = r.choice(["tradecap", "ib-bridge", "pxalert", "dispatch", "credit-analyst"])
        M_(r.uniform(0.5, 6.5) * 3600, "ci", f"deploy {svc} v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)} → prod ✅ (sha {r.getrandbits(28):07x}, {r.randint(40, 190)}s)",
           kind="noise")
    # price alerts
    for _ in range(r.randint(9, 14)):
        b = r.choice(held + watch)
        t = d.t_curve(7.5, 21)
        if b.quote == "spd":
            txt = f"🔔 {b.full} ask spread +{b.spd + r.randint(-6, 8)} crossed alert +{b.spd + r.choice([-5, 5, 10])}"
        else:
            txt = f"🔔 {b.full} bid {_px(_eighth(b.px + r.uniform(-1.5, 1.5)))} ({r.choice(['-', '+'])}{r.choice(['0.25', '0.375', '0.5', '0.75', '1.0'])}) crossed alert {_px(_eighth(b.px - 1))}"
        M_(t, "pxalert", txt, kind="noise", idiom="price alert on a held bond", iexp="not_hard")
    # PnL snapshots
    for h in (9, 11, 13, 15, 17):
        M_(h * 3600 + r.uniform(0, 200), "pnl",
           f"PnL {h:02d}:00 HKT | day {r.choice(['+', '-'])}${r.randint(12, 420)}k | MTD +${r.uniform(0.4, 2.8):.2f}mm | DV01 ${r.uniform(30, 55):.1f}k | CS01 ${r.uniform(40, 75):.1f}k",
           kind="noise")
    # reconnects
    for _ in range(r.randint(2, 4)):
        M_(r.uniform(0, 24) * 3600, "bridge", f"bridge reconnected (session {r.randint(2, 9)} resumed, {r.choice([0, 0, 0, 2])} msgs replayed)", kind="noise")
    for _ in range(r.randint(2, 3)):
        M_(d.t_curve(0, 24), r.choice(["bridge", "tradecap"]), stack_trace(d), kind="noise")
    # bulk-deleted reconnect spam
    tb = r.uniform(1.0, 5.0) * 3600
    spam = [M_(tb + i * 1.7, "bridge", f"bridge: heartbeat missed from IB gateway (attempt {i + 1}) [sess-{d.tag}{r.getrandbits(20):05x}]", kind="noise")
            for i in range(r.randint(3, 5))]
    for m in spam:
        m.bulk = tb + 300
        m.removed = m.content.split("[")[-1].rstrip("]")
    # acks / greetings / colour
    for _ in range(r.randint(3, 5)):
        M_(d.t_curve(7, 9), r.choice(TRADERS + ["tommy"]), fmt_colour(d, r.choice(GREET)))
    colour_pool = COLOUR[:]
    r.shuffle(colour_pool)
    for s in colour_pool[:r.randint(17, 22)]:
        M_(d.t_curve(8, 19), r.choice(TRADERS + ["tommy", "pm"]), fmt_colour(d, s))
    for s in r.sample(LATE_COLOUR, 3):
        M_(d.t_curve(19, 24), r.choice(TRADERS + ["tommy"]), fmt_colour(d, s))

    att = [f"PnL attribution EOD {d.mmdd[:2]}/{d.mmdd[2:]} (USD k): carry / spread / rates / fx / total"]
    for b in held:
        a1, a2, a3 = r.uniform(0.5, 6), r.uniform(-60, 60), r.uniform(-15, 15)
        att.append(f"  {b.full:<26} {a1:6.1f} {a2:7.1f} {a3:6.1f}   0.0 {a1 + a2 + a3:7.1f}")
    att.append(f"  {held_cds[0]} 5Y CDS                   {-r.uniform(0.5, 3):6.1f} {r.uniform(-20, 20):7.1f}    0.0   0.0")
    att.append(f"  USD/CNH 3M fwd                 0.0     0.0    0.0 {r.uniform(-12, 12):5.1f}")
    att.append("Marks: BVAL 17:00 HKT, dealer overrides on perps (see marks log).")
    M_(19 * 3600 + r.uniform(0, 900), "pnl", "\n".join(att), kind="noise")
    rec = [f"cron[eod-positions] book vs custodian {d.mmdd[:2]}/{d.mmdd[2:]}: {len(held) + 2} lines, 0 breaks"]
    for b in held:
        rec.append(f"  {b.isin}  {b.full:<26} book {b.held:>3},000,000  cust {b.held:>3},000,000  OK")
    M_(20 * 3600 + r.uniform(0, 600), "cron", "\n".join(rec), kind="noise")

    # ---------------------------------------------------------- morning book (pinned cron/pnl post)
    book_lines = ["BOOK 07:00 HKT (positions, face, USD)"]
    for b in held:
        book_lines.append(f"  {b.full:<26} {'+' if b.owner != 'x' else ''}{b.held}mm  mark {_px(b.px)}" + (f" / +{b.spd}" if b.quote == 'spd' else ""))
    book_lines.append(f"  {held_cds[0]} 5Y CDS (bought protection)  {r.choice([10, 15, 20, 25])}mm  mark {held_cds[2]}bp")
    book_lines.append(f"  USD/CNH 3M fwd  short {r.choice([10, 15, 20])}mm USD  mark {r.uniform(7.10, 7.20):.4f}")
    book_lines.append("WATCH: " + ", ".join(b.short for b in watch) + f", {watch_cds[0]} 5Y CDS")
    book = M_(7 * 3600 + r.uniform(0, 60), "pnl", "\n".join(book_lines), kind="noise")
    book.pin = book.t + 120

    # ---------------------------------------------------------- dealer runs (near-miss)
    n_runs = r.randint(18, 24)
    for _ in range(n_runs):
        t = d.t_curve(7.5, 19)
        M_(t, "bridge", dealer_run(d, allb, r.choice(DEALERS)), kind="near",
           idiom="relayed dealer run with axes (other dealers' levels)", iexp="not_hard")
    for _ in range(r.randint(3, 5)):
        b = r.choice(allb)
        M_(d.t_curve(8, 20), "bridge",
           f"[bridge:IB] PRINT {b.short} {r.choice([1, 2, 3, 5, 7])}mm @ {_px(_eighth(b.px + r.uniform(-0.5, 0.5)))}"
           + (f" (+{b.spd + r.randint(-3, 3)})" if b.quote == 'spd' else "") + f" — {r.choice(DEALERS)} {r.choice(['bought', 'sold'])} vs client",
           kind="near", idiom="relayed TRACE-style print of another dealer", iexp="not_hard")

    # ---------------------------------------------------------- trade flows
    flows = []
    owners = TRADERS[:]
    r.shuffle(owners)
    styles = ["shorthand", "tagged", "mandarin", "cantonese", "spreadtalk", "cds", "fx"]
    r.shuffle(styles)
    styles = styles[:3 + (r.random() < 0.3)]
    if "shorthand" not in styles:
        styles[0] = "shorthand"
    anchors = sorted(d.t_curve(8.3, 16.5) for _ in styles)
    for st, t0 in zip(styles, anchors):
        flows.append(trade_flow(d, st, t0, held, watch, held_cds))
    # a rejected proposal
    rejected_flow(d, d.t_curve(9, 16), watch + held)
    # a deleted fat-finger proposal, reposted
    if r.random() < 0.6:
        fatfinger_flow(d, d.t_curve(9, 15.5), held)
    # restricted list block
    if r.random() < 0.4:
        restricted_flow(d, d.t_curve(9.5, 15.5))
    # day-expiry cancel
    b = r.choice(held)
    oid = d.ord_id()
    if r.random() < 0.6:
      M_(d.t_curve(16.5, 17.5), "tradecap",
       f"ORD|CXL|{oid}|{b.full}|B|2,000,000|LMT {_px(_eighth(b.px - 0.5))}|reason=DAY_EXPIRY|status=CANCELLED",
       kind="hard", etype="trade_confirmation", facts=[oid, "CXL", "2,000,000", "CANCELLED"], phrasing="structured",
       idiom="pipe ticket cancel on day expiry", iexp="trade_confirmation")

    # ---------------------------------------------------------- stops / targets
    stop_edited_twice(d, r.choice([b for b in held if b.quote == "px"] or held))
    b = r.choice(held)
    if r.random() < 0.3:
        pass
    elif b.quote == "spd":
        lvl = f"+{b.spd - r.randint(12, 25)}"
        txt = r.choice([f"TP on {b.short} set at {lvl}, will offer the {b.held}mm there",
                        f"{b.short}: 目标 {lvl}，到了就卖 {b.held}mm"])
        M_(d.t_curve(10, 17), b.owner, txt, kind="hard", etype="stop_or_target_change",
           facts=[b.short, lvl, f"{b.held}mm"], phrasing="untagged", idiom="spread-level take-profit on a held bond",
           iexp="stop_or_target_change")
    else:
        lvl = _px(_eighth(b.px + r.uniform(1.5, 3.5)))
        M_(d.t_curve(10, 17), b.owner, f"[TGT] {b.short} take-profit {lvl} on the {b.held}mm, GTC with the exec agent",
           kind="hard", etype="stop_or_target_change", facts=[b.short, "take-profit", lvl], phrasing="tagged")
    b2 = r.choice([x for x in held if x is not b])
    lvl = f"+{b2.spd + 20}" if b2.quote == "spd" else _px(_eighth(b2.px - 3))
    if r.random() < 0.6:
        d.opt(d.t_curve(13, 17.5), "pm", f"{b2.short}: removing the {lvl} stop, it's a carry hold now. keep the size",
            kind="hard", etype="stop_or_target_change", facts=[b2.short, "removing", lvl], phrasing="untagged",
            idiom="PM removes a stop in prose", iexp="stop_or_target_change")

    # ---------------------------------------------------------- news
    news_block(d, held, watch, other, held_cds, watch_cds)

    # ---------------------------------------------------------- thesis
    thesis_block(d, held, watch)

    # ---------------------------------------------------------- risk limits
    risk_block(d, held)

    # ---------------------------------------------------------- long colour / reports
    long_block(d, held, watch, allb, held_cds)

    # ---------------------------------------------------------- near-miss chatter
    near_block(d, held, watch, other, held_cds)

    # ---------------------------------------------------------- acks on random messages
    humans = [m for m in d.msgs if not m.thread and m.reply is None and (
        m.kind == "chat" or m.etype in ("trade_fill", "held_position_news", "risk_limit", "stop_or_target_change"))]
    for _ in range(r.randint(12, 17)):
        tgt = r.choice(humans)
        who = r.choice(TRADERS + ["tommy"])
        rep_ = r.random() < 0.6
        M_(tgt.t + r.uniform(20, 400), who, r.choice(ACKS), reply=tgt if rep_ else None, kind="noise",
           idiom="bare ack/emoji reply by a trader (not an approval)" if rep_ else None, iexp="not_hard")

    # ---------------------------------------------------------- a forgotten chatter message
    t = d.t_curve(10, 18)
    phone = f"+852 9{r.randint(100, 999)} {r.randint(1000, 9999)}"
    fm = M_(t, "tommy", f"anyone need the BOCI sales guy's mobile? it's {phone}, he said call anytime lol")
    fm.forget_at = t + r.uniform(300, 1800)
    fm.removed = phone

    # reactions on some hard msgs
    for m in d.msgs:
        if m.kind == "hard" and m.etype in ("trade_fill",) and r.random() < 0.5:
            m.reactions.append((r.choice(TRADERS), "✅", m.t + r.uniform(10, 200)))


REGION_TRADER = {"kelvin": "HK", "zhang": "CN", "priya": "IN", "dimas": "ID", "jiwoo": "KR"}
MORNING_HEAD = {"HK": "HK PROP MORNING", "CN": "CHINA IG/HY 早盘", "IN": "INDIA FIG MORNING", "ID": "INDO MORNING",
                "KR": "KOREA SOE MORNING"}
FLOW_LINES = [
    "real money better buyers in the belly, PB still trimming leverage at the long end",
    "Taiwan lifers quiet, Japanese accounts buying long-end quasi-sovereigns",
    "street short into supply, offers getting lifted into the new issue",
    "onshore Chinese accounts switching out of seasoned paper into new issues",
    "HF selling the perps on the equity weakness, dealers not warehousing",
    "two-way but thin, bid-offers wider than usual given the holiday in Singapore",
    "PB clients hitting bids in HY, IG mostly unchanged",
    "insurance money buying 10y Korean SOEs at +80 area",
]
CALENDAR = ["China CPI/PPI", "Korea exports", "Bank Indonesia decision", "RBI minutes", "HK retail sales",
            "US CPI", "FOMC minutes", "Japan GDP revision", "China TSF/new loans"]


def morning_comment(d: Day, who, bonds):
    r = d.rng
    reg = REGION_TRADER[who]
    mine = [b for b in bonds if b.region == reg] or r.sample(bonds, 3)
    lines = [f"{MORNING_HEAD[reg]} {d.mmdd[:2]}/{d.mmdd[2:]}",
             f"Overnight: UST 10s {r.uniform(4.05, 4.35):.2f}% ({r.randint(-6, 6):+d}bp), S&P {r.uniform(-1.2, 1.2):+.1f}%, "
             f"{r.choice(['HSI futs', 'KOSPI futs', 'JCI', 'Nifty futs', 'CSI300 futs'])} {r.uniform(-1.5, 1.5):+.1f}%. "
             f"Sovereign CDS: CHINA {r.randint(55, 70)} / INDON {r.randint(68, 82)} / KOREA {r.randint(30, 40)}."]
    for b in mine[:6]:
        if b.quote == "spd":
            lines.append(f"  {b.short:<12} +{b.spd + 4}/+{b.spd}  ({r.randint(-3, 3):+d})  {r.choice(FLOW_LINES)}")
        else:
            lines.append(f"  {b.short:<12} {_px(_eighth(b.px - 0.5))}/{_px(b.px)}  ({r.choice(['-', '+'])}{r.choice(['0.25', '0.5', '0.125'])})  {r.choice(FLOW_LINES)}")
    lines.append(f"Flows: {r.choice(FLOW_LINES)}; {r.choice(FLOW_LINES)}.")
    lines.append(f"Today: {', '.join(r.sample(CALENDAR, 3))}. Primary: {r.choice(['KHNP 3y/5y', 'Hyundai Capital 5y', 'SMBC Aviation', 'CDB 3y FRN', 'Bank of China HK 3y', 'Pertamina tap', 'nothing new in the pipeline'])}.")
    lines.append(r.choice(["Levels indicative, from dealer runs and BVAL.", "Screens are stale in the HY part, treat as indications.",
                           "No changes to the book overnight.", "Marks updated 06:45 HKT."]))
    return "\n".join(lines)


def sales_colour(d: Day, bonds):
    r = d.rng
    dealer = r.choice(DEALERS)
    b1, b2, b3 = r.sample(bonds, 3)
    txt = (f"[bridge:IB] {dealer} Asia credit sales colour\n"
           f"Flows this morning have been {r.choice(['two-way', 'better buying', 'better selling', 'light'])}. In IG, "
           f"{r.choice(['real money', 'insurers', 'bank treasuries', 'central banks'])} were buyers of {b1.short} and similar 5y paper, "
           f"mostly in 2-5mm clips; street is {r.choice(['short', 'flat', 'modestly long'])} there. HY saw PB selling in {b2.short} "
           f"with {r.choice(['two', 'three', 'several'])} clients hitting bids 1/4-1/2 pt below screens. {b3.short} quiet, "
           f"we are {r.choice(['axed buyer', 'axed seller', 'flat'])} for size.\n"
           f"Primary: {r.choice(['two Korean SOE mandates', 'a Chinese TMT 5y/10y', 'an Indian bank 5y', 'a HK utility 10y'])} "
           f"expected to price this week; we think concessions will be {r.randint(3, 10)}bp.\n"
           f"Macro: UST {r.choice(['bid', 'offered', 'range-bound'])} into {r.choice(CALENDAR)}; CNH {r.uniform(7.10, 7.22):.4f}.\n"
           f"Views are those of the {dealer} sales desk, not research. Not an offer or solicitation.")
    return txt


def triage_sweep(d: Day, hour, heads):
    r = d.rng
    lines = [f"cron[triage-sweep] {hour:02d}:00 HKT — {len(heads) + 3} items seen, 0 routed"]
    for h in heads:
        lines.append(f"  - {h[:70]} → dropped ({r.choice(['no position', 'dupe', 'not on watch', 'stale'])})")
    lines.append(f"  - pxalert x{r.randint(2, 8)} → suppressed (below threshold)")
    lines.append(f"  - bridge reconnect x{r.randint(1, 3)} → ignored")
    lines.append(f"  - heartbeat x{r.randint(2, 4)} → ignored")
    lines.append(f"next sweep {(hour + 3) % 24:02d}:00 HKT, queue depth 0")
    return "\n".join(lines)


def long_block(d: Day, held, watch, allb, held_cds):
    r = d.rng
    M_ = d.add
    for who in r.sample(TRADERS, r.randint(4, 5)):
        M_(d.t_curve(7.3, 8.8), who, morning_comment(d, who, allb), kind="near",
           idiom="trader morning comment with levels and flows, no decision", iexp="not_hard")
    for _ in range(r.randint(5, 8)):
        M_(d.t_curve(8, 18), "bridge", sales_colour(d, allb), kind="near")
    gen_heads = ["*ASIA DOLLAR BOND SALES RISE TO RECORD IN FIRST QUARTER", "*CHINA NEW HOME PRICES FALL FOR 30TH MONTH",
                 "*KOREA FEB EXPORTS RISE 4.1% Y/Y", "*INDONESIA RUPIAH WEAKENS PAST 16,400 PER DOLLAR",
                 "*INDIA BANK CREDIT GROWTH SLOWS TO 11%", "*HONG KONG OFFICE RENTS DROP FOR 6TH QUARTER",
                 "*PHILIPPINES SELLS $2BN OF DOLLAR BONDS", "*JAPAN LIFERS PLAN TO RAISE FOREIGN BOND HOLDINGS"]
    for hour in (0, 3, 6, 18):
        M_(hour * 3600 + r.uniform(30, 300), "cron", triage_sweep(d, hour, r.sample(gen_heads, r.randint(2, 4))), kind="noise")
    pm_note = "\n".join([
        f"Desk note {d.mmdd[:2]}/{d.mmdd[2:]} — Margaret",
        "1) I'm in IC 12:00-14:00, Kelvin has the pen on HK prop while I'm out, anything else wait for me or ping on mobile.",
        f"2) Month-end marks review Friday. Please make sure BVAL overrides have a comment; last month we had {r.randint(3, 9)} without.",
        "3) Primary: we are not obliged to play every Korean SOE deal. Only orders with a view behind them.",
        f"4) Client call with {r.choice(['a Taiwan lifer', 'a Japanese regional bank', 'a SG family office'])} at 16:00, Priya and Jiwoo join.",
        "5) Reminder that the bridge relays other dealers' runs. Their axes are not our orders, don't copy levels into tickets.",
        "Thanks all.",
    ])
    M_(d.t_curve(7.5, 8.2), "pm", pm_note, kind="chat")
    for s_ in r.sample(BANTER, r.randint(14, 19)):
        M_(d.t_curve(8.5, 18.5), r.choice(TRADERS + ["tommy"]), s_)
    # analyst morning pack (table, no decisions)
    pk = ["MORNING PACK | book names | credit-analyst v3.4", f"{'bond':<26}{'mark':<10}{'z':<7}{'1d':<8}{'5d':<8}{'RV z-score':<11}comment"]
    for b in held + watch:
        pk.append(f"{b.full:<26}{(('+' + str(b.spd)) if b.quote == 'spd' else _px(b.px)):<10}{r.randint(50, 1400):<7}"
                  f"{r.randint(-6, 6):+d}bp{'':<4}{r.randint(-15, 15):+d}bp{'':<4}{r.uniform(-2.2, 2.2):+.1f}{'':<7}{r.choice(PACK_COMMENTS)}")
    pk.append("Z-scores vs 6m history of spread to peer curve; |z|>2 flagged for review. Table only, no recommendation changes today.")
    M_(d.t_curve(7.0, 7.6), "analyst", "\n".join(pk), kind="near", idiom="analyst table of book names with RV z-scores", iexp="not_hard")
    # RV screen
    rv = ["RV SCREEN (model, not recommendations) | cheapest / richest vs fitted curves"]
    for i, b in enumerate(r.sample(allb, min(len(allb), 12))):
        rv.append(f"{i + 1:>2}. {b.full:<26} resid {r.randint(-22, 22):+d}bp  carry {r.randint(5, 60)}bp/3m  roll {r.randint(0, 15)}bp  liq {r.choice(['A', 'B', 'C'])}")
    rv.append("Backtest of top-3 cheap basket, monthly rebalance 2019-2025: hit rate 57%, IR 0.6. For research only.")
    M_(d.t_curve(9, 15), "analyst", "\n".join(rv), kind="near", idiom="model RV screen with backtest stats", iexp="not_hard")
    # syndicate blasts (other issuers' new deals)
    for _ in range(r.randint(2, 3)):
        iss = r.choice(["KHNP", "Hyundai Capital America", "Bank of China (HK)", "CDB Financial Leasing", "Indonesia Asahan Aluminium",
                        "Shinhan Bank", "Power Finance Corp", "Airport Authority HK", "Meituan", "Xiaomi"])
        M_(d.t_curve(8.5, 13), "bridge", "\n".join([
            f"[bridge:IB] SYNDICATE | {iss} US$ {r.choice(['3y', '5y', '3y/5y', '5y/10y', '10y'])} Reg S/144A",
            f"IPTs: T+{r.randint(80, 160)} area (5y){'' if r.random() < 0.5 else ', T+' + str(r.randint(100, 190)) + ' area (10y)'}",
            f"Books: > US${r.uniform(1.5, 6.5):.1f}bn (incl. US${r.randint(100, 600)}mm JLM interest)",
            f"Ratings: {r.choice(['Aa2/AA/AA-', 'A1/A+/A+', 'Baa2/BBB/BBB', 'Baa3/BBB-/BBB-'])} (M/S/F)",
            f"Use of proceeds: {r.choice(['refinancing', 'general corporate purposes', 'green eligible projects', 'capex'])}",
            f"Timing: books close {r.choice(['10:30', '11:00', '14:00', '15:30'])} HKT, pricing NY",
            f"JGCs: {', '.join(r.sample(DEALERS, 4))}",
            "Stabilisation/FCA/ICMA. Not for distribution to retail investors. This is not an offer.",
        ]), kind="near", idiom="syndicate blast for another issuer's new deal", iexp="not_hard")
    # trader EOD wraps
    for who in r.sample(TRADERS, 3):
        reg = REGION_TRADER[who]
        mine = [b for b in allb if b.region == reg][:5]
        wr = [f"EOD {reg} wrap — {PEOPLE[who][1]}",
              f"Session: {r.choice(['quiet', 'busy', 'two-way', 'heavy'])}; {r.choice(FLOW_LINES)}."]
        for b in mine:
            wr.append(f"  {b.short:<12} closed {b.lvl(drift=r.choice([-0.25, 0, 0.25]), spd_drift=r.randint(-3, 3))}, "
                      f"{r.choice(['unchanged', 'a touch weaker', 'firmer', '1/4 lower', '2bp tighter', '3bp wider'])}")
        wr.append(f"Tomorrow: {r.choice(CALENDAR)}; {r.choice(['nothing else on my radar', 'watch the primary calendar', 'will be in from 7:30'])}.")
        M_(d.t_curve(17, 19), who, "\n".join(wr), kind="near", idiom="trader EOD wrap with closing levels", iexp="not_hard")
    # compliance daily attestation
    M_(d.t_curve(7.8, 8.4), "compl", "\n".join([
        f"Daily compliance attestation {d.mmdd[:2]}/{d.mmdd[2:]} | compliance-agent",
        f"Restricted list: {r.randint(140, 190)} names, no additions or removals since yesterday.",
        "Watch list (information barrier): unchanged, not displayed here.",
        f"Issuer limit file: version {r.randint(200, 260)}, loaded 06:58 HKT, {r.randint(60, 90)} issuers, all within limits at open.",
        "Personal account dealing: 0 pre-clearance requests pending.",
        "Chat surveillance: lexicon v12 active. Reminder: do not paste client identifiers into desk channels.",
        "No action required from the desk.",
    ]), kind="noise", idiom="compliance daily attestation ('all within limits')", iexp="not_hard")


PACK_COMMENTS = ["in line with peers", "cheap after supply", "rich vs curve", "illiquid, marks stale", "watch tender headlines",
                 "carry positive", "index weight change month-end", "dealer axes two-way", "beta to UST high", "no news"]

BANTER = [
    "who took my HHKB keyboard",
    "coffee run, anyone? 唔該 text me",
    "the Singapore conference deck is out, 60 pages of 'resilient fundamentals'",
    "IT says the BBG upgrade is tonight, save your launchpads",
    "今日冷气好冻",
    "ops asking for the SSI on the new HSBC account again",
    "anyone know if the KDB roadshow is in person?",
    "reminder: cyber training due Friday",
    "lol the new intern priced a perp to maturity",
    "Tommy pls update the axes sheet before 10",
    "午饭吃什么",
    "the Shenzhen team is joining the 3pm call",
    "fire drill at 11, take your phones",
    "my screen shows CNH at 7.30 which can't be right, stale page",
    "rating agency call with Moody's Asia moved to Thursday",
    "anyone got the link for the Indo quasi deck",
    "who's on the late shift tonight? I'll cover Friday",
    "Jiwoo 你周末去不去 hiking",
    "printer on 23F jammed again",
    "the BVAL marks for the perps look off by half a point, will challenge",
    "new joiner starts Monday, need a BBG login",
    "is the 4pm client call on Teams or Zoom",
    "等阵食 tea 啊",
    "reminder the office closes early Friday for the typhoon drill",
]


def _side(r, held_flag):
    return "buy" if (not held_flag or r.random() < 0.55) else "sell"


def trade_flow(d: Day, style, t0, held, watch, held_cds):
    r = d.rng
    M_ = d.add
    owner = None
    if style in ("cds", "fx"):
        owner = r.choice(["zhang", "kelvin", "dimas"])
    if style == "cds":
        name = held_cds[0]
        sz = r.choice([10, 15, 20])
        lvl = f"{held_cds[2] + r.randint(-3, 3)}bp"
        txt = r.choice([
            f"prop: buy {sz}mm {name} 5Y CDS protection @ {lvl} as a macro hedge vs the HY book, stop 5bp through entry",
            f"[PROP] BUY PROT {name} 5Y {sz}mm @ {lvl} — hedge ratio ~0.4 of HY CS01. PM pls",
        ])
        instr = f"{name} 5Y"
        prop = M_(t0, owner, txt, kind="hard", etype="trade_proposal", facts=[instr, f"{sz}mm", lvl,
                  "buy" if "buy" in txt else "BUY PROT"], phrasing="tagged" if txt.startswith("[") else "shorthand",
                  idiom="sovereign CDS protection proposal in bp", iexp="trade_proposal")
        side_word, qty = "BUY_PROT", f"{sz},000,000"
        px = lvl
        full = f"{name} 5Y SNRFOR CDS"
    elif style == "fx":
        sz = r.choice([10, 15, 20, 25])
        px = f"{r.uniform(7.10, 7.20):.4f}"
        txt = r.choice([
            f"[PROP] SELL {sz}mm USD/CNH 3M fwd @ {px} to top up the CNH hedge on the onshore-funded names",
            f"CNH hedge: want to sell {sz}mm USD/CNH 3M outright @ {px}, rolls the March leg. ok?",
        ])
        prop = M_(t0, owner, txt, kind="hard", etype="trade_proposal",
                  facts=["USD/CNH", "SELL" if "SELL" in txt else "sell", f"{sz}mm", px],
                  phrasing="tagged" if txt.startswith("[") else "untagged", idiom="USD/CNH forward hedge proposal",
                  iexp="trade_proposal")
        side_word, qty = "S", f"{sz},000,000"
        full = "USD/CNH 3M FWD"
        instr = "USD/CNH"
    else:
        pool = held + watch
        if style == "mandarin":
            pool = [b for b in pool if b.region in ("CN", "HK")] or pool
        if style == "cantonese":
            pool = [b for b in pool if b.region in ("HK", "CN")] or pool
        if style == "spreadtalk":
            pool = [b for b in pool if b.quote == "spd"] or pool
        b = r.choice(pool)
        d.traded.add(b.tk)
        owner = b.owner if style not in ("mandarin", "cantonese") else ("zhang" if style == "mandarin" else "kelvin")
        side = _side(r, b.held)
        sz = r.choice([2, 3, 4, 5, 5, 7, 10])
        px = _px(_eighth(b.px + (0.125 if side == "buy" else -0.125)))
        lvl = f"+{b.spd}" if b.quote == "spd" else px
        stop = (f"+{b.spd + r.randint(15, 30)}" if side == "buy" else f"+{b.spd - r.randint(15, 30)}") if b.quote == "spd" \
            else _px(_eighth(b.px - r.uniform(1.5, 3)) if side == "buy" else _eighth(b.px + r.uniform(1.5, 3)))
        instr = b.short
        if style == "shorthand":
            bid, ask = _eighth(b.px - 0.25), _eighth(b.px + 0.25)
            sw = "b" if side == "buy" else "s"
            txt = f"{b.short} {_px(bid)}/{_px(ask)} {r.choice(['2x2', '3x3', '2x5'])} on {r.choice(DEALERS)}. prop {sw} {sz}mm @ {px}, stop {stop}"
            facts = [b.short, f"{sw} {sz}mm", px, stop]
            idiom, phr = "Bloomberg-run shorthand proposal (b/s + mm size)", "shorthand"
        elif style == "tagged":
            txt = (f"[PROP] {side.upper()} {sz}mm {b.full} @ {lvl} | stop {stop} | "
                   f"why: {r.choice(['cheap vs curve after the supply', 'carry + roll, 2nd best in our RV screen', 'concession still in the bonds', 'de-risk into strength'])}")
            facts = [b.full, side.upper(), f"{sz}mm", lvl, stop]
            idiom, phr = "tagged [PROP] ticket with stop", "tagged"
        elif style == "mandarin":
            cn = "买入" if side == "buy" else "卖出"
            txt = f"建议{cn} {b.short} {sz}mm @ {lvl}，止损 {stop}。{r.choice(['估值便宜，曲线上最陡的一段。', '新发行让出的溢价还在。', '减仓，这个价位够了。'])} Margaret?"
            facts = [b.short, cn, f"{sz}mm", lvl, stop]
            idiom, phr = "Mandarin proposal 建议买入/卖出 with 止损", "untagged"
        elif style == "cantonese":
            hk = "買" if side == "buy" else "沽"
            txt = f"{b.nick} 想{hk} {sz}mm @ {lvl}，stop {stop}，Margaret 得唔得？"
            facts = [b.nick, f"想{hk}", f"{sz}mm", lvl, stop]
            idiom, phr = "Cantonese proposal 想買/想沽 ... 得唔得", "untagged"
        else:
            verb = "lift" if side == "buy" else "hit"
            txt = (f"{b.nick} offered {lvl} on {r.choice(DEALERS)} screens, that's {r.randint(3, 9)}bp cheap to the curve. "
                   f"I'd like to {verb} {sz}mm there, stop {stop}. pm?")
            facts = [b.nick, f"{verb} {sz}mm", lvl, stop]
            idiom, phr = "spread-quoted proposal 'lift Nmm @ +spread'", "untagged"
        prop = M_(t0, owner, txt, kind="hard", etype="trade_proposal", facts=facts, phrasing=phr, idiom=idiom,
                  iexp="trade_proposal")
        side_word, qty, full = ("B" if side == "buy" else "S"), f"{sz},000,000", b.full
    # approval
    t = t0 + r.uniform(40, 600)
    appr = r.choice(["👍", "go", "ok", "批", "得", "ok go", "👍 send it", "go, max {sz}mm", "做啦"])
    appr = appr.format(sz=qty.split(",")[0])
    afacts = [appr] if " " not in appr else [w for w in appr.replace(",", "").split(" ") if w][:2]
    if appr.startswith("go, max"):
        afacts = ["go", f"max {qty.split(',')[0]}mm"]
    M_(t, "pm", appr, reply=prop, kind="hard", etype="trade_approval", facts=afacts, phrasing="reply",
       idiom="PM one-word/emoji approval as reply", iexp="trade_approval")
    if r.random() < 0.5:
        prop.pin = t + 30
        prop.reactions.append(("pm", "📌", t + 25))
    # optional risk resize
    t += r.uniform(30, 240)
    oid = d.ord_id()
    if style in ("tagged", "cantonese") and r.random() < 0.7 and qty[0] != "2":
        new_q = f"{int(qty.split(',')[0]) - r.randint(1, 2)},000,000"
        M_(t, "risk", f"RESIZE ord={oid} req_qty={qty} new_qty={new_q} rule=ISSUER_LIMIT "
                      f"util_after={r.randint(90, 100)}% action=ACCEPTED_RESIZED",
           kind="hard", etype="risk_limit", facts=[oid, qty, new_q, "ISSUER_LIMIT"], phrasing="structured",
           idiom="risk engine resize key=value line", iexp="risk_limit")
        qty = new_q
        t += r.uniform(3, 20)
    # confirmation
    if r.random() < 0.6:
        M_(t, "tradecap", f"evt=ORDER_ACK ord={oid} instr=\"{full}\" side={side_word} qty={qty} px={px} tif=DAY venue={r.choice(['TW', 'MKTX', 'BBG-ALLQ', 'VOICE'])} status=WORKING",
           kind="hard", etype="trade_confirmation", facts=[oid, side_word, qty, "WORKING"], phrasing="structured",
           idiom="trade-capture key=value ORDER_ACK", iexp="trade_confirmation")
    else:
        n = r.randint(3, 6)
        venue = f"out in comp to {n} dealers on TW" if style not in ("cds", "fx") else f"asked {n} dealers on IB"
        M_(t, owner, f"{venue}, {qty.split(',')[0]}mm {instr} @ {px}, order {oid} working",
           kind="hard", etype="trade_confirmation", facts=[instr, f"{qty.split(',')[0]}mm", oid, "working"],
           phrasing="untagged", idiom="trader says 'out in comp ... working'", iexp="trade_confirmation")
    # fills
    t += r.uniform(60, 1500)
    q = int(qty.split(",")[0])
    parts = [q] if (q <= 3 or r.random() < 0.7) else [q - q // 2, q // 2]
    ctpy = r.choice(DEALERS)
    for i, p in enumerate(parts):
        fq = f"{p},000,000"
        fpx = px
        mode = r.choice(["pipe", "embed", "trader"]) if i == 0 else "pipe"
        if mode == "pipe":
            tag = "FILL" if len(parts) == 1 or i == len(parts) - 1 else "PFILL"
            M_(t, "tradecap", f"{tag}|{oid}|{full}|{side_word}|{fq}|{fpx}|ctpy={ctpy}|leaves={sum(parts[i + 1:]) * 1_000_000:,}",
               kind="hard", etype="trade_fill", facts=[oid, side_word, fq, fpx], phrasing="structured",
               idiom="pipe-separated FILL/PFILL ticket", iexp="trade_fill")
        elif mode == "embed":
            emb = {"title": "Allocation — executed", "description": f"{full}",
                   "author": "ExecHub",
                   "fields": [{"name": "Side", "value": {"B": "BUY", "S": "SELL", "BUY_PROT": "BUY PROTECTION"}[side_word], "inline": True},
                              {"name": "Qty", "value": fq, "inline": True},
                              {"name": "Price", "value": fpx, "inline": True},
                              {"name": "Counterparty", "value": ctpy, "inline": True},
                              {"name": "Accounts", "value": f"ACF-MAIN {p * 0.7:.1f}mm · ACF-HY {p * 0.3:.1f}mm"}],
                   "footer": f"order {oid} · alloc {r.getrandbits(24):06x}"}
            M_(t, "alloc", "", embeds=[emb], kind="hard", etype="trade_fill",
               facts=[full, emb["fields"][0]["value"], fq, fpx], phrasing="embed",
               idiom="embed-only allocation from execution platform", iexp="trade_fill")
        else:
            verb = {"B": "lifted", "S": "hit", "BUY_PROT": "bought prot"}[side_word]
            m = M_(t, owner, f"{verb} {p}mm {instr} @ {fpx} w/ {ctpy}", kind="hard", etype="trade_fill",
                   facts=[verb, f"{p}mm", instr, fpx], phrasing="shorthand",
                   idiom="trader shorthand fill 'lifted Nmm X @ px w/ dealer'", iexp="trade_fill")
            if r.random() < 0.5 and style not in ("cds", "fx"):
                # price corrected by editing the message
                old = fpx
                try:
                    newp = _px(float(old) + 0.125)
                except ValueError:
                    newp = None
                if newp and newp not in old and old not in newp:
                    m.content = f"{verb} {p}mm {instr} @ {old} w/ {ctpy}"
                    m.edits.append((r.uniform(60, 300), f"{verb} {p}mm {instr} @ {newp} w/ {ctpy} (corrected)"))
                    m.facts = [verb, f"{p}mm", instr, newp]
                    m.superseded = [old]
                    m.idiom = "fill price corrected by edit"
                    # bot ticket later in the day uses corrected price
        t += r.uniform(30, 900)
    return prop


def rejected_flow(d: Day, t0, pool):
    r = d.rng
    b = r.choice([x for x in pool if x.quote == "px"] or pool)
    sz = r.choice([3, 5, 7])
    lvl = _px(_eighth(b.px + 0.25))
    stop = _px(_eighth(b.px - 2.5))
    p = d.add(t0, b.owner, f"prop: b {sz}mm {b.short} @ {lvl}, stop {stop}. yield pickup vs the rest of the bucket is silly",
              kind="hard", etype="trade_proposal", facts=[b.short, f"b {sz}mm", lvl, stop], phrasing="shorthand")
    rej = r.choice(["no", "pass", "唔好", "no. not adding there", "👎"])
    d.add(t0 + r.uniform(60, 900), "pm", rej, reply=p, kind="hard", etype="trade_approval",
          facts=[rej] if " " not in rej else ["no", "not adding"], phrasing="reply",
          idiom="PM one-word rejection as reply", iexp="trade_approval")
    d.add(t0 + r.uniform(950, 1400), b.owner, r.choice(["fair", "ok, will revisit after the print", "ok 明白"]), reply=None,
          kind="noise")


def fatfinger_flow(d: Day, t0, held):
    r = d.rng
    b = r.choice(held)
    wrong = r.choice([50, 40, 30])
    right = wrong // 10
    lvl = b.lvl()
    p1 = d.add(t0, b.owner, f"[PROP] BUY {wrong}mm {b.full} @ {lvl} — adding into the concession",
               kind="hard", etype="trade_proposal", facts=[b.full, "BUY", f"{wrong}mm", lvl], phrasing="tagged")
    p1.delete_at = t0 + r.uniform(25, 90)
    p1.removed = f"BUY {wrong}mm {b.full}"
    p2 = d.add(t0 + r.uniform(100, 160), b.owner, f"[PROP] BUY {right}mm {b.full} @ {lvl} — adding into the concession (sorry, fat finger above)",
               kind="hard", etype="trade_proposal", facts=[b.full, "BUY", f"{right}mm", lvl], phrasing="tagged",
               idiom="re-posted proposal after a deleted fat-finger", iexp="trade_proposal")
    d.add(p2.t + r.uniform(120, 500), "pm", r.choice(["ok", "👍", "go"]), reply=p2, kind="hard", etype="trade_approval",
          facts=None, phrasing="reply")
    d.msgs[-1].facts = [d.msgs[-1].content]


def restricted_flow(d: Day, t0):
    r = d.rng
    tk, cpn, mat, nick, issuer = RESTRICTED
    sz = r.choice([2, 3, 5])
    lvl = _px(_eighth(r.uniform(88, 93)))
    p = d.add(t0, "priya", f"{tk} 29s look washed out at {lvl}. prop b {sz}mm {tk} 29s @ {lvl}, stop {_px(_eighth(float(lvl) - 3))}",
              kind="hard", etype="trade_proposal", facts=[f"{tk} 29s", f"b {sz}mm", lvl], phrasing="shorthand")
    oid = d.ord_id()
    ref = f"RL-{r.randint(2000, 2999)}"
    emb = {"title": "⛔ Pre-trade check: BLOCKED", "description": f"{tk} {cpn} {mat} ({issuer}) is on the restricted list.",
           "author": "compliance-agent",
           "fields": [{"name": "Order", "value": oid, "inline": True}, {"name": "Rule", "value": f"RESTRICTED_LIST {ref}", "inline": True},
                      {"name": "Action", "value": "BLOCKED — not sent to venue"}],
           "footer": "contact Compliance HK ext 4410 for queries"}
    d.add(t0 + r.uniform(60, 240), "compl", "", embeds=[emb], reply=p, kind="hard", etype="risk_limit",
          facts=[tk, oid, f"RESTRICTED_LIST {ref}", "BLOCKED"], phrasing="embed",
          idiom="compliance embed: restricted list hit, order blocked", iexp="risk_limit")
    d.add(t0 + r.uniform(250, 320), "tradecap", f"evt=ORDER_REJECT ord={oid} instr=\"{tk} {cpn} {mat}\" side=B qty={sz},000,000 status=REJECTED reason=COMPLIANCE_BLOCK",
          kind="hard", etype="trade_confirmation", facts=[oid, "REJECTED", "COMPLIANCE_BLOCK"], phrasing="structured")
    d.add(t0 + r.uniform(330, 600), "priya", r.choice(["ugh forgot it's still restricted. ok", "ah right, restricted. nvm"]), kind="chat")


def stop_edited_twice(d: Day, b: Bond):
    r = d.rng
    t0 = d.t_curve(9, 12)
    s0 = _eighth(b.px - r.uniform(3, 4))
    s1 = s0 + 0.75
    s2 = s1 + r.choice([0.5, 0.625, 0.75])
    a, bb, c = _px(s0), _px(s1), _px(s2)
    m = d.add(t0, b.owner, f"{b.nick} stop {a} on the {b.held}mm", kind="hard", etype="stop_or_target_change",
              phrasing="untagged", idiom="stop moved twice by editing the same message", iexp="stop_or_target_change")
    m.edits.append((r.uniform(1800, 5400), f"{b.nick} stop {bb} on the {b.held}mm (trailing)"))
    m.edits.append((r.uniform(6000, 12000), f"{b.nick} stop {c} on the {b.held}mm (trailing, bonds bid after the tender news)"))
    m.facts = [b.nick, "stop", c, f"{b.held}mm"]
    m.superseded = [a, bb]
    m.reactions.append(("pm", "📌", t0 + 200))
    m.pin = t0 + 210


def news_block(d: Day, held, watch, other, held_cds, watch_cds):
    r = d.rng
    M_ = d.add
    hb = r.sample(held, 3)
    # held: rating action by company name
    b = hb[0]
    act = r.choice(["DOWNGRADES", "PLACES ON REVIEW FOR DOWNGRADE", "CUTS OUTLOOK TO NEGATIVE ON"])
    ag = r.choice(["MOODY'S", "FITCH", "S&P"])
    head = f"*{ag} {act} {b.issuer.upper()}" + (f" TO {r.choice(['B2', 'B1', 'Ba3', 'BB-'])}" if act == "DOWNGRADES" else "")
    n1 = M_(d.t_curve(8, 18), "news", head, kind="hard", etype="held_position_news",
            facts=[b.issuer.upper(), act.split(" ")[0]], phrasing="untagged",
            idiom="held bond named only by issuer name in a rating headline", iexp="held_position_news")
    # dispatch routes it
    M_(n1.t + r.uniform(20, 90), "dispatch",
       f"routing → credit-analyst: \"{head[:48]}…\" hits {b.full} ({b.held}mm held). ask: impact note + stop review",
       reply=n1, kind="hard", etype="route_decision", facts=["credit-analyst", b.full, "routing"], phrasing="untagged",
       idiom="dispatch agent routes a headline to the analyst", iexp="route_decision")
    # thread on it
    th_start = n1
    th = []
    tt = n1.t + r.uniform(120, 400)
    th.append(M_(tt, b.owner, f"opening a thread for {b.nick}, let's keep the noise out of main"))
    th.append(M_(tt + r.uniform(60, 200), "tommy", f"{b.nick} 跌咗 {r.choice(['1', '1.5', '2'])} 個 pt already, dealers pulling bids"))
    th.append(M_(tt + r.uniform(300, 600), r.choice(["pm", b.owner]), f"what if they do an exchange offer at 60-70? would we tender or hold out?",
                 kind="near", idiom="hypothetical about a tender/exchange", iexp="not_hard"))
    th.append(M_(tt + r.uniform(700, 900), "analyst",
                 f"Impact on {b.nick}: the action was flagged in our last note; no change to recovery assumptions yet. Cash "
                 f"covers {r.uniform(0.8, 1.6):.1f}x of the next 12m maturities. Watching for a liability-management announcement.",
                 kind="near", idiom="analyst impact comment with no recommendation change", iexp="not_hard"))
    stp = _px(_eighth(b.px - 2.0)) if b.quote == "px" else f"+{b.spd + 15}"
    th.append(M_(tt + r.uniform(1000, 1300), b.owner, f"tightening stop on {b.nick} to {stp} given the headline, PM ok'd verbally",
                 kind="hard", etype="stop_or_target_change", facts=[b.nick, "stop", stp], phrasing="untagged"))
    th.append(M_(tt + r.uniform(1400, 1600), "pm", "ok"))
    th[-1].kind = "noise"
    for m in th:
        m.thread = th_start
    # held via derivative underlying (sovereign CDS)
    sv = held_cds[1]
    head2 = r.choice([f"*S&P REVISES {sv.upper()} OUTLOOK TO NEGATIVE; AFFIRMS RATING",
                      f"*FITCH AFFIRMS {sv.upper()}; OUTLOOK STABLE",
                      f"*MOODY'S CHANGES {sv.upper()} OUTLOOK TO NEGATIVE FROM STABLE"])
    n2 = M_(d.t_curve(2, 20), "news", head2, kind="hard", etype="held_position_news",
            facts=[sv.upper(), "OUTLOOK"], phrasing="untagged",
            idiom="sovereign headline on the underlying of held CDS", iexp="held_position_news")
    if "AFFIRMS" in head2 and "STABLE" in head2:
        M_(n2.t + r.uniform(30, 120), "dispatch", f"no route: affirmation, no change to {held_cds[0]} 5Y CDS view. closing item.",
           reply=n2, kind="hard", etype="no_route_decision", facts=["no route", f"{held_cds[0]} 5Y CDS"], phrasing="untagged",
           idiom="dispatch 'no route' on an affirmation", iexp="no_route_decision")
    else:
        M_(n2.t + r.uniform(30, 120), "dispatch", f"routing → pm (Margaret): {held_cds[0]} 5Y CDS protection held, outlook change on sovereign",
           reply=n2, kind="hard", etype="route_decision", facts=["routing", "Margaret", f"{held_cds[0]} 5Y CDS"], phrasing="untagged")
    # held: company news embed
    b = hb[1]
    emb = {"title": f"{b.issuer}: {r.choice(['announces tender offer for USD notes', 'FY profit falls 38%, cuts dividend', 'secures HK$8bn club loan to refinance 2026 maturities', 'CFO resigns with immediate effect'])}",
           "description": f"{b.issuer} said in a filing to the exchange on {d.mmdd[:2]}/{d.mmdd[2:]}. Bonds: {b.full}.",
           "author": "newswire", "footer": "Source: exchange filing"}
    M_(d.t_curve(9, 17), "news", "", embeds=[emb], kind="hard", etype="held_position_news",
       facts=[b.issuer, b.full], phrasing="embed", idiom="embed-only company filing headline on a held issuer",
       iexp="held_position_news")
    # held: default-type headline (CN/HK names) or Bloomberg style on ticker
    b = hb[2]
    head3 = r.choice([f"*{b.tk} BONDS SLUMP AS {b.issuer.upper()} SEEKS TO EXTEND ONSHORE NOTE",
                      f"{b.tk} {b.yy} {r.choice(['-1.5pt', '-2pts', '+1.25pt'])} on headline: {b.issuer} in talks with banks on loan extension",
                      f"*{b.issuer.upper()} SAYS IT WILL PAY COUPON ON {b.cpn}% NOTES ON TIME"])
    if r.random() < 0.5:
      M_(d.t_curve(9, 18), "news", head3, kind="hard", etype="held_position_news", facts=[[x for x in (b.tk, b.issuer.upper(), b.issuer) if x in head3][0],
             [k for k in ("SLUMP", "loan extension", "COUPON") if k in head3][0]],
       phrasing="untagged")
    # watchlist news
    for w in r.sample(watch, r.choice([1, 2])):
        hd = r.choice([f"*{w.issuer.upper()} MANDATES BANKS FOR USD BOND; IPT T+{w.spd + 30 if w.spd else 300} AREA",
                       f"*FITCH UPGRADES {w.issuer.upper()} TO 'BBB'; OUTLOOK STABLE",
                       f"*{w.issuer.upper()} PLANS TO BUY BACK UP TO $300M OF {w.yy.upper()} NOTES"])
        kw = [x for x in ("MANDATES", "UPGRADES", "BUY BACK") if x in hd][0]
        M_(d.t_curve(8, 19), "news", hd, kind="hard", etype="watchlist_news", facts=[w.issuer.upper(), kw], phrasing="untagged",
           idiom="headline on a watchlist issuer", iexp="watchlist_news")
    # watch sovereign
    if r.random() < 0.4:
        sv = watch_cds[1]
        d.opt(d.t_curve(6, 20), "news", f"*{sv.upper()} 5Y CDS WIDENS {r.randint(4, 9)}BP TO WIDEST SINCE OCT", kind="hard",
           etype="watchlist_news", facts=[sv.upper(), "5Y CDS"], phrasing="untagged")
    # unheld/unwatched headlines (near-miss) + a no-route on one
    uh = r.sample(UNHELD_EXTRA, 4)
    for i, (tk, cpn, mat, nick, issuer) in enumerate(uh):
        hd = r.choice([f"*{issuer.upper()} MISSES COUPON ON {cpn}% USD NOTES; 30-DAY GRACE PERIOD",
                       f"*MOODY'S DOWNGRADES {issuer.upper()} TO Ca; OUTLOOK NEGATIVE",
                       f"*{issuer.upper()} WINDING-UP PETITION HEARING ADJOURNED TO MAY",
                       f"*{issuer.upper()} SAYS OFFSHORE CREDITOR GROUP BACKS RESTRUCTURING PLAN"])
        n = M_(d.t_curve(0, 24), "news", hd, kind="near", idiom="default headline on a name the desk does not hold",
               iexp="not_hard")
        if i == 0 and r.random() < 0.6:
            M_(n.t + r.uniform(20, 120), "dispatch", f"no route: {tk} not held / not on watch. dropped.", reply=n,
               kind="hard", etype="no_route_decision", facts=["no route", tk, "dropped"], phrasing="untagged")
    # longer wire stories (embed) on the market and on unheld names
    for _ in range(r.randint(3, 4)):
        topic = r.choice(STORIES)
        emb = {"title": topic[0], "description": topic[1].format(n=r.randint(2, 9), x=r.uniform(1.1, 4.8)),
               "author": "newswire", "footer": f"First Word · {r.randint(1, 12)} min read"}
        M_(d.t_curve(0, 24), "news", "", embeds=[emb], kind="noise")
    for (tk, cpn, mat, nick, issuer) in uh[1:3]:
        emb = {"title": f"{issuer} creditors weigh next steps after missed payment",
               "description": (f"Holders of {issuer}'s {cpn}% notes due {mat[-2:]} are organising an ad hoc group and have hired advisers, "
                               f"people familiar with the matter said. The notes were indicated at {r.randint(3, 25)} cents on the dollar. "
                               f"The company has said it is working on a holistic offshore restructuring and asked creditors for patience. "
                               f"Other developers have reached deals that extended maturities by five to nine years with partial cash "
                               f"payments upfront; recoveries in those cases have been below 20 cents."),
               "author": "newswire", "footer": "First Word"}
        M_(d.t_curve(0, 24), "news", "", embeds=[emb], kind="near", idiom="embed story on a defaulted name the desk does not hold",
           iexp="not_hard")
    # unrelated market headlines
    for hd in r.sample(["*PBOC KEEPS 1-YEAR LPR UNCHANGED AT 3.0%", "*BOJ'S UEDA: WILL RAISE RATES IF OUTLOOK REALIZED",
                        "*US 10-YEAR YIELD RISES TO 4.3% AHEAD OF CPI", "*HANG SENG INDEX FALLS 1.4% LED BY PROPERTY STOCKS",
                        "*BANK INDONESIA HOLDS BI-RATE AT 5.75%", "*RBI LEAVES REPO RATE UNCHANGED"], 3):
        M_(d.t_curve(0, 24), "news", hd, kind="noise")
    # human no-route on a bridge print
    b = r.choice(held)
    d.opt(d.t_curve(10, 17), r.choice(TRADERS), f"re the {b.short} print on the bridge — that's {r.choice(DEALERS)} clearing a client, not ours, no action",
       kind="hard", etype="no_route_decision", facts=[b.short, "not ours", "no action"], phrasing="untagged",
       idiom="trader explicitly drops a bridged print: 'not ours, no action'", iexp="no_route_decision")


STORIES = [
    ("Asia dollar bond sales on track for busiest quarter since 2021",
     "Issuers in Asia ex-Japan have sold more dollar bonds this quarter than in any since 2021, led by Korean state-owned firms and "
     "Chinese technology companies, as tighter spreads and steady demand from onshore investors lured borrowers back. Bankers "
     "expect {n} more deals this week. New issue concessions have averaged about {x:.1f} basis points."),
    ("China home sales slump deepens despite easing push",
     "New home sales by China's top 100 developers fell again last month, extending a multi-year slide despite a series of "
     "easing measures. Analysts said {n} more cities could relax purchase curbs. The data add to pressure on developers' "
     "dollar bonds, which have underperformed the broader Asian credit market by about {x:.1f} points this year."),
    ("Indonesia rupiah slides as budget concerns mount",
     "The rupiah weakened for a {n}th day as investors weighed the government's spending plans and the risk to the 3% deficit "
     "ceiling. Bank Indonesia was seen intervening in the spot and NDF markets. Sovereign five-year CDS rose about {x:.1f} basis points."),
    ("Korea's policy banks step up dollar funding ahead of expected rate cuts",
     "Korea Development Bank and the Export-Import Bank of Korea have accelerated offshore funding, according to people familiar "
     "with the plans, with {n} deals expected before the end of the quarter. Spreads on the agencies' bonds are about {x:.1f} basis "
     "points tighter this month."),
    ("India's state banks see record profit as bad loans shrink",
     "India's state-run lenders reported combined profit at a record as bad-loan ratios fell to a multi-year low. Analysts at {n} "
     "brokerages raised estimates. Dollar bonds of the lenders have tightened by about {x:.1f} basis points relative to sovereign curves."),
]


def thesis_block(d: Day, held, watch):
    r = d.rng
    M_ = d.add
    b = r.choice(held)
    old, new = r.choice([("OVERWEIGHT", "MARKETWEIGHT"), ("MARKETWEIGHT", "UNDERWEIGHT"), ("UNDERWEIGHT", "MARKETWEIGHT"),
                         ("MARKETWEIGHT", "OVERWEIGHT")])
    dec = (f"Valuation and view: after the move of the past two weeks the risk/reward has changed, and we move {b.short} to "
           f"{new} from {old}. The bonds no longer compensate for the {r.choice(['refinancing', 'subordination', 'policy', 'supply'])} "
           f"risk at {b.lvl()}; fair value on our framework is {b.lvl(drift=r.choice([-1.5, 1.5]), spd_drift=r.choice([-12, 12]))}.")
    order = ["summary", "structure", "rv", "peers", "tech", "rating", "liquidity", "scenario", "macro", "risks"]
    note = analyst_note(d, b, order, decision=(r.choice([3, 4, 5]), dec))
    M_(d.t_curve(7.2, 9), "analyst", note, kind="hard", etype="thesis_update", facts=[b.short, new, old], phrasing="buried",
       idiom="recommendation change buried mid-way through a long analyst note", iexp="thesis_update")
    # non-decision notes (near-miss)
    for _ in range(r.randint(4, 5)):
        b2 = r.choice(held + watch)
        order = r.sample(list(ANALYST_SECTIONS), r.randint(8, 10))
        M_(d.t_curve(7, 18), "analyst", analyst_note(d, b2, order), kind="near",
           idiom="long analyst note full of trading words, no decision", iexp="not_hard")
    M_(d.t_curve(16, 19), "analyst", sector_wrap(d, held + watch), kind="near")
    # trader-level view change
    cand = [x for x in held if x.tk not in d.traded]
    b = r.choice([x for x in cand if x.region in ("CN", "HK")] or cand or held)
    opts = [
        (f"我们对 {b.short} 的看法从看多调整为中性，{r.choice(['政策支持没有预期的强', '销售数据太差', '估值已经到位'])}。不加仓，保持现有 {b.held}mm", [b.short, "看多", "中性"]),
        (f"honestly I'm done with the {b.nick} long thesis — {r.choice(['the tender caps upside', 'sales data killed it', 'asset sales are not coming'])}. "
         f"turning neutral-to-bearish, will look to cut into strength", [b.nick, "neutral-to-bearish", "thesis"]),
        (f"{b.nick} 嘅 long thesis 唔 work 喇，{r.choice(['啲 asset sale 冇影', '銷售數字太差', '估值已經到晒'])}。我轉做 neutral，唔再加，有機會就減", [b.nick, "thesis", "neutral"]),
    ]
    txt = opts[0] if b.owner == "zhang" else opts[2] if (b.owner == "kelvin" and r.random() < 0.5) else opts[1]
    M_(d.t_curve(10, 17), b.owner, txt[0], kind="hard", etype="thesis_update", facts=txt[1], phrasing="untagged",
       idiom="trader flips view on a held name (EN/中文)", iexp="thesis_update")
    # PM confirms conviction
    b = r.choice(held)
    if r.random() < 0.5:
      d.opt(d.t_curve(11, 17), "pm", f"for the record: still like {b.short} here, conviction unchanged (high). we keep the full {b.held}mm",
       kind="hard", etype="thesis_update", facts=[b.short, "conviction unchanged", f"{b.held}mm"], phrasing="untagged")


def risk_block(d: Day, held):
    r = d.rng
    M_ = d.add
    cap = r.choice([20, 25, 30])
    cap_m = r.random() < 0.7
    m = M_(d.t_curve(8, 9.5), "pm", f"📌 HK/China prop gross cap {cap}mm effective today, no adds in HK prop above that without me",
           kind="hard", etype="risk_limit", facts=["HK/China prop", "gross cap", f"{cap}mm"], phrasing="untagged",
           idiom="PM sets a bucket cap in chat (pinned)", iexp="risk_limit")
    m.pin = m.t + 40
    if not cap_m:
        d.msgs.remove(m)
    b = r.choice(held)
    lim = b.held + r.choice([-2, -1])
    if lim < 2:
        lim = b.held
        ex = b.held + 1
    else:
        ex = b.held
    M_(d.t_curve(10, 17), "compl",
       f"⚠️ Issuer limit BREACH: {b.issuer} exposure {ex:.1f}mm vs limit {lim}mm (policy CR-7). Desk to reduce or obtain CRO waiver by 17:00 HKT.",
       kind="hard", etype="risk_limit", facts=[b.issuer, f"{ex:.1f}mm", f"{lim}mm", "BREACH"], phrasing="tagged",
       idiom="compliance issuer-limit breach notice", iexp="risk_limit")
    # buried limit change in EOD risk report
    old, new = r.choice([(25, 40), (30, 45), (40, 30)])
    kc = r.choice(CDS)[0]
    rpt = "\n".join([
        f"EOD RISK REPORT {d.mmdd[:2]}/{d.mmdd[2:]} | riskengine",
        f"Gross face {r.randint(95, 170)}mm, net {r.randint(60, 140)}mm. DV01 ${r.uniform(30, 55):.1f}k, CS01 ${r.uniform(40, 75):.1f}k.",
        f"By country: CN {r.randint(15, 40)}%, HK {r.randint(10, 25)}%, ID {r.randint(10, 25)}%, IN {r.randint(8, 20)}%, KR {r.randint(10, 25)}%.",
        f"Top 5 issuers by face within limits; utilisation max {r.randint(60, 96)}%.",
        f"VaR (1d 99%) ${r.randint(180, 420)}k vs ${r.randint(450, 600)}k limit; stress (China HY -10pts) -${r.uniform(0.8, 2.4):.2f}mm.",
        f"Limit change: {kc} 5Y CDS notional limit changed from {old}mm to {new}mm per CRO approval RSK-{r.randint(1000, 9999)}, effective tomorrow.",
        f"Liquidity: {r.randint(70, 92)}% of book tradable in 1 day at <1pt cost.",
        "Exceptions: none outstanding. Next limit review: month-end.",
        "Per issuer (face / limit / util):",
    ] + [f"  {b.issuer:<38} {b.held:>3}mm / {b.held + r.choice([3, 5, 8, 10])}mm / {r.randint(40, 95)}%" for b in held])
    M_(d.t_curve(18, 19.5), "risk", rpt, kind="hard", etype="risk_limit", facts=[f"{kc} 5Y CDS", f"{old}mm", f"{new}mm"],
       phrasing="buried", idiom="limit change buried in EOD risk report", iexp="risk_limit")
    # routing in dispatch digest (buried)
    b = r.choice(held)
    oid = f"AC{d.tag}{d.mmdd}-B{r.randint(100, 999)}"
    dg = "\n".join([
        f"dispatch digest {r.choice(['13:00', '14:00', '15:00'])} HKT — {r.randint(14, 28)} items",
        f"1. {r.randint(3, 9)} headlines, none on book names → dropped",
        f"2. pxalert noise ({r.randint(4, 11)}) → suppressed",
        f"3. settlement mismatch on {oid} ({b.full}): routed to ops-settlements (Priya to chase custodian)",
        f"4. bridge reconnects ({r.randint(1, 3)}) → ignored",
        "5. no other actionable items",
    ])
    M_(d.t_curve(13, 15.5), "dispatch", dg, kind="hard", etype="route_decision",
       facts=[oid, "routed to ops-settlements", "Priya"], phrasing="buried",
       idiom="one routed item inside a digest of dropped items", iexp="route_decision")
    # human route
    b = r.choice(held)
    if r.random() < 0.4:
      d.opt(d.t_curve(10, 16), "pm", f"@{PEOPLE[b.owner][1].split()[0]} you own the {b.short} allocation query with ops today, please close it out",
       kind="hard", etype="route_decision", facts=[PEOPLE[b.owner][1].split()[0], b.short, "you own"], phrasing="untagged")
    # near-miss: utilisation report without breach
    b = r.choice(held)
    M_(d.t_curve(9, 11), "compl", f"Issuer limit utilisation (info): {b.issuer} {r.randint(70, 89)}% of limit. No breach, no action required.",
       kind="near", idiom="compliance utilisation info, no breach", iexp="not_hard")


def near_block(d: Day, held, watch, other, held_cds):
    r = d.rng
    M_ = d.add
    b1, b2, b3 = r.sample(held + watch, 3)
    items = [
        (r.choice(TRADERS), f"if {b1.nick} gets to {b1.lvl(drift=-2, spd_drift=20)} would we add? just thinking out loud", "hypothetical 'would we add' question"),
        ("kelvin", f"如果 {b2.nick} 跌穿 {_px(_eighth(b2.px - 3))} 我哋使唔使撈返啲？", "Cantonese hypothetical 如果...使唔使"),
        (r.choice(TRADERS), f"anyone have a real bid for {b3.short}? screens say {b3.lvl()} but I doubt it trades", "price question with a level"),
        ("zhang", "2021年恒大那次我们在 30 买的，后来 8 块卖掉，别提了", "Mandarin war story with past trade prices"),
        ("jiwoo", f"back in Oct-22 we sold KEPCO at +140 and bought it back at +95, best trade of that year", "past-tense trade history"),
        ("tommy", "fyi rates desk just paid 5y SOFR 50mm and G10 FX sold 30mm USD/JPY, not us", "another desk's trades"),
        ("dimas", f"paper book only: b 5mm {r.choice(other).short if other else b1.short} @ mid for the model portfolio, not a real order", "paper trade in shorthand"),
        ("priya", "backtest: +25bp trailing stop on the IG SOE basket 2019-2024 → hit rate 41%, avg give-up 9bp. not worth it imo", "backtest result with stop level"),
        ("pm", f"someone should look at the {r.choice(other).nick if other else b2.nick} curve, feels cheap", "someone-should-look-at suggestion"),
        (r.choice(TRADERS), f"would a stop at {_px(_eighth(b1.px - 2))} on {b1.nick} be sensible? not changing anything, just asking", "stop as a question (no decision)"),
        ("tommy", f"GS sales says a HK real money sold 10mm {b2.short} yday, fwiw", "hearsay of client flows"),
        ("kelvin", "Evergrande 嗰陣我哋 stop 咗喺 40，你記唔記得", "Cantonese history of an old stop"),
    ]
    for who, txt, idi in items:
        M_(d.t_curve(8.5, 18.5), who, txt, kind="near", idiom=idi, iexp="not_hard")
    # deleted chatter
    m = M_(d.t_curve(9, 17), "tommy", f"lol did anyone see the {r.choice(DEALERS)} salesman's tie today 🤡 #{r.randint(100, 999)}")
    m.delete_at = m.t + r.uniform(30, 200)
    m.removed = m.content[m.content.index("salesman"):]


# ---------------------------------------------------------------- assembly
def _snow(ms, worker, seq):
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(ch):
    return str(_snow(_CHANNEL_BASE_MS + ch * 86_400_000 * 3 + 4_211_337 * (ch + 1), 1 + ch % 7, 0x2A5 + ch))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    events = []  # (ms, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    order = 0
    for ch in range(channels):
        cid = channel_id(ch)
        worker = 3 + ch % 20
        seq = 0
        last_ms = 0
        for day in range(days):
            day_start = end - timedelta(days=days - day)
            base_ms = int(day_start.timestamp() * 1000)
            hkt = day_start + timedelta(hours=8)
            rng = random.Random(f"{DESK}|{seed}|{ch}|{day}")
            d = Day(rng, ch, day, day_start, hkt.strftime("%m%d"))
            build_day(d)
            d.trim()
            msgs = sorted(d.msgs, key=lambda m: m.t)
            for m in msgs:
                ms = base_ms + int(min(max(m.t, 0.5), 86399.0) * 1000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                seq += 1
                m.ms = ms
                m.id = str(_snow(ms, worker, seq))
                m.chan = cid if m.thread is None else m.thread.id
            for m in msgs:
                a_id, a_name, a_bot = PEOPLE[m.who]
                msg = {"id": m.id, "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                       "created_at": _iso(m.ms), "content": m.content, "attachments": [],
                       "embeds": m.embeds or [], "reference_id": m.reply.id if m.reply else None}
                if m.pin is not None:
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
                if m.thread is not None:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                order += 1
                events.append((m.ms, order, ev))
                final = m.content
                t_edit = m.ms
                for dt, new in m.edits:
                    t_edit += int(dt * 1000)
                    order += 1
                    events.append((t_edit, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.chan,
                                                   "message_id": m.id, "edited_at": _iso(t_edit), "content": new}))
                    final = new
                state = "edited" if m.edits else "live"
                if m.delete_at is not None:
                    t = base_ms + int(m.delete_at * 1000)
                    t = max(t, m.ms + 1000)
                    order += 1
                    events.append((t, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.chan,
                                              "message_id": m.id, "deleted_at": _iso(t)}))
                    state = "deleted"
                if m.forget_at is not None:
                    t = max(base_ms + int(m.forget_at * 1000), m.ms + 1000)
                    order += 1
                    events.append((t, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.chan,
                                              "message_id": m.id, "requested_by": PEOPLE["pm"][0], "at": _iso(t)}))
                    state = "forgotten"
                if m.bulk is not None:
                    state = "deleted"
                if m.pin is not None:
                    t = max(base_ms + int(m.pin * 1000), m.ms + 500)
                    order += 1
                    events.append((t, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.chan,
                                              "message_id": m.id, "by": PEOPLE["pm"][0], "at": _iso(t)}))
                for who, emo, at in m.reactions:
                    t = max(base_ms + int(at * 1000), m.ms + 300)
                    order += 1
                    events.append((t, order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.chan,
                                              "message_id": m.id, "emoji": emo, "user_id": PEOPLE[who][0], "at": _iso(t)}))
                if m.removed:
                    labels["removed_texts"].append(m.removed)
                if m.kind == "hard":
                    labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": m.etype,
                                                  "facts": list(m.facts), "phrasing": m.phrasing, "final_state": state})
                    for old in m.superseded:
                        labels["superseded_facts"].append([m.chan, m.id, old])
                elif state == "live" and m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif state == "live" and m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom not in idiom_seen and state in ("live", "edited"):
                    idiom_seen[m.idiom] = {"message_id": m.id, "idiom": m.idiom,
                                           "expected": m.iexp or (m.etype if m.kind == "hard" else "not_hard")}
            # bulk deletes
            groups = {}
            for m in msgs:
                if m.bulk is not None:
                    groups.setdefault((m.chan, m.bulk), []).append(m)
            for (chan, bt), ms_ in groups.items():
                t = max(base_ms + int(bt * 1000), max(x.ms for x in ms_) + 1000)
                order += 1
                events.append((t, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan,
                                          "message_ids": [x.id for x in ms_], "deleted_at": _iso(t)}))
    events.sort(key=lambda e: (e[0], e[1]))
    labels["idioms"] = _pick_idioms(list(idiom_seen.values()))
    return {"events": [e[2] for e in events], "labels": labels}


IDIOM_PRIORITY = [
    ["Bloomberg-run shorthand proposal (b/s + mm size)"],
    ["Cantonese proposal 想買/想沽 ... 得唔得", "Mandarin proposal 建议买入/卖出 with 止损", "spread-quoted proposal 'lift Nmm @ +spread'"],
    ["PM one-word/emoji approval as reply"],
    ["PM one-word rejection as reply"],
    ["trade-capture key=value ORDER_ACK", "trader says 'out in comp ... working'"],
    ["embed-only allocation from execution platform", "pipe-separated FILL/PFILL ticket"],
    ["fill price corrected by edit", "trader shorthand fill 'lifted Nmm X @ px w/ dealer'"],
    ["stop moved twice by editing the same message"],
    ["held bond named only by issuer name in a rating headline"],
    ["sovereign headline on the underlying of held CDS"],
    ["recommendation change buried mid-way through a long analyst note"],
    ["compliance embed: restricted list hit, order blocked", "risk engine resize key=value line",
     "limit change buried in EOD risk report"],
    ["one routed item inside a digest of dropped items", "dispatch agent routes a headline to the analyst"],
    ["trader explicitly drops a bridged print: 'not ours, no action'", "dispatch 'no route' on an affirmation"],
    ["headline on a watchlist issuer"],
    ["relayed dealer run with axes (other dealers' levels)"],
    ["bare ack/emoji reply by a trader (not an approval)"],
    ["hypothetical 'would we add' question", "Cantonese hypothetical 如果...使唔使"],
    ["another desk's trades", "paper trade in shorthand", "Mandarin war story with past trade prices", "past-tense trade history"],
    ["long analyst note full of trading words, no decision", "risk-bot 'all limits ok' heartbeat"],
]


def _pick_idioms(rows):
    by = {x["idiom"]: x for x in rows}
    out, used = [], set()
    for group in IDIOM_PRIORITY:
        for name in group:
            if name in by and name not in used:
                out.append(by[name])
                used.add(name)
                break
    for x in rows:
        if len(out) >= 20:
            break
        if x["idiom"] not in used:
            out.append(x)
            used.add(x["idiom"])
    return out[:20]


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
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
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {n_create} messages, "
          f"{len(res['labels']['hard_events'])} hard events -> {a.out}, {a.labels}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
