"""NY hedge fund rates relative-value desk (USD SOFR swaps, curve, spreads, swaptions,
Treasury cash, TY/US/FV + SR3 hedges), voice / IB-chat flavoured.

Blind desk generator (see tests/desks/BRIEF.md). Standard library only.

    python -m tests.desks.ny_swaps_voice --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "ny_swaps_voice"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318846201937559621"
_CHAN_BASE = 1318846733017391104   # channel i -> base + i * 7919 * 2**22-ish spacing
_THREAD_BASE = 1318851930217582592
DEFAULT_END = datetime(2026, 12, 4, 0, 0, tzinfo=timezone.utc)  # day = Thu 3 Dec 2026
WORKER = 3

# --------------------------------------------------------------------------- people/bots
AUTHORS = {
    "marco": ("1183400182771339274", "Marco Reyes", False),      # senior trader / desk lead
    "priya": ("1183400517405499402", "Priya Nair", False),       # PM (approves)
    "jake": ("1183401044121994281", "Jake Sato", False),         # junior trader
    "dana": ("1183401377963270154", "Dana Whitfield", False),    # risk manager
    "ldn": ("1183401920660213790", "Tom Ashby (LDN)", False),    # London desk colleague
    "ib": ("1260117734907510855", "ib-bridge", True),            # IB chat paste bot
    "sef": ("1260118011358285895", "sefex", True),               # SEF execution bot
    "clear": ("1260118290300473415", "clearcard", True),         # LCH/CME clearing cards
    "limits": ("1260118577631269004", "limitsd", True),          # DV01 / vega limits
    "wire": ("1260118860016910426", "fedwire", True),            # Fed/Treasury headlines
    "rv": ("1260119147922833519", "rv-agent", True),             # LLM strategy agent
    "curve": ("1260119430178619482", "curvecron", True),         # curve snapshots / EOD marks
    "pnl": ("1260119712471928862", "pnl-snap", True),
    "ci": ("1260119998758355005", "curvekit-ci", True),
    "hb": ("1260120281211273318", "deskmon", True),
    "triage": ("1260120563567886406", "triage", True),
}
DESK_LEAD = AUTHORS["marco"][0]
MODERATOR = AUTHORS["dana"][0]

DEALERS = [
    ("Kevin Liu", "GOLDMAN SACHS", "GS"), ("Mary Osei", "JPMORGAN", "JPM"),
    ("Rob Tan", "CITIGROUP", "C"), ("Aoife Byrne", "BARCLAYS", "BARX"),
    ("Sam Petrov", "MORGAN STANLEY", "MS"), ("Luis Ortega", "BOFA SECURITIES", "BofA"),
    ("Hiro Tanaka", "DEUTSCHE BANK", "DB"), ("Nina Kraus", "WELLS FARGO", "WF"),
]
US_IB = ("Marco Reyes", "HALYARD CAPITAL")
US_IB_J = ("Jake Sato", "HALYARD CAPITAL")


def _snow(ms: int, seq: int) -> str:
    return str(((ms - DISCORD_EPOCH) << 22) | (WORKER << 17) | (seq & 0x1FFFF))


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _et(ms: int) -> str:  # December: EST = UTC-5
    return datetime.fromtimestamp(ms / 1000 - 5 * 3600, tz=timezone.utc).strftime("%H:%M:%S")


def _p32(price: float) -> str:
    """101.265625 -> '101-08+' (32nds with + for half)."""
    whole = int(price)
    frac = (price - whole) * 32
    n = int(frac + 1e-9)
    half = (frac - n) >= 0.5 - 1e-9
    return f"{whole}-{n:02d}{'+' if half else ''}"


class Msg:
    __slots__ = ("t", "author", "content", "embeds", "ref", "channel", "cls", "hard", "idiom",
                 "edits", "deleted", "forgotten", "bulk", "pin", "reacts", "id", "removed_snip",
                 "superseded")

    def __init__(self, t, author, content, embeds=None, ref=None, channel="main", cls="chat"):
        self.t = t
        self.author = author
        self.content = content
        self.embeds = embeds
        self.ref = ref
        self.channel = channel
        self.cls = cls            # chat | noise | near | hard
        self.hard = None          # (event_type, facts, phrasing)
        self.idiom = None         # (name, expected)
        self.edits = []           # [(t, content)]
        self.deleted = None       # t
        self.forgotten = None     # t
        self.bulk = None          # group key
        self.pin = None           # t
        self.reacts = []          # [(t, emoji, user)]
        self.id = None
        self.removed_snip = None
        self.superseded = []

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


# --------------------------------------------------------------------------- day builder
class DayGen:
    def __init__(self, rng: random.Random, day_start_ms: int, chan_idx: int):
        self.r = rng
        self.t0 = day_start_ms
        self.ci = chan_idx
        self.msgs: list[Msg] = []
        self.tid = 0
        # market levels for the day
        r = rng
        self.s2 = round(3.52 + r.uniform(-0.08, 0.08), 3)
        self.s5 = round(self.s2 + 0.06 + r.uniform(-0.03, 0.03), 3)
        self.s10 = round(self.s5 + 0.27 + r.uniform(-0.04, 0.04), 3)
        self.s30 = round(self.s10 + 0.11 + r.uniform(-0.04, 0.04), 3)
        self.ty = 110.5 + r.randint(-24, 24) / 32
        self.us = 116.0 + r.randint(-40, 40) / 32
        self.fv = 108.25 + r.randint(-16, 16) / 32
        self.cash34 = 101.0 + r.randint(0, 24) / 32
        self.nvol = round(r.uniform(5.8, 6.9), 2)      # 1y10y normal vol, bp/day
        self.sr3 = 96.5 + r.randint(-8, 8) * 0.005
        self.sp10 = round(-38.0 + r.uniform(-3, 3), 1)  # 10y swap spread, bp
        self.trade_ids = set()

    # -- helpers
    def at(self, hh, mm=0, ss=None):
        if ss is None:
            ss = self.r.randint(0, 59)
        return self.t0 + ((hh * 60 + mm) * 60 + ss) * 1000 + self.r.randint(0, 999)

    def after(self, t, lo_s, hi_s):
        return t + self.r.randint(lo_s * 1000, hi_s * 1000)

    def add(self, t, author, content, **kw):
        m = Msg(t, author, content, embeds=kw.get("embeds"), ref=kw.get("ref"),
                channel=kw.get("channel", "main"), cls=kw.get("cls", "chat"))
        if kw.get("hard"):
            m.cls = "hard"
            m.hard = kw["hard"]
        if kw.get("idiom"):
            m.idiom = kw["idiom"]
        self.msgs.append(m)
        return m

    def hard(self, t, author, content, etype, facts, phrasing, **kw):
        return self.add(t, author, content, hard=(etype, facts, phrasing), **kw)

    def trade_id(self):
        while True:
            x = "SEF-" + "".join(self.r.choice("0123456789ABCDEF") for _ in range(6))
            if x not in self.trade_ids:
                self.trade_ids.add(x)
                return x

    def uti(self, tid):
        return "1030" + "".join(str(self.r.randint(0, 9)) for _ in range(6)) + "HALY" + tid[4:] + "".join(
            self.r.choice("0123456789ABCDEFGHJK") for _ in range(8))

    def pick_dealers(self, k):
        return self.r.sample(DEALERS, k)

    def weighted_time(self):
        """Activity curve in UTC hours (NY desk, EST)."""
        w = [1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 4, 8, 14, 13, 12, 11, 9, 11, 12, 10, 8, 4, 2]
        h = self.r.choices(range(24), weights=w)[0]
        return self.at(h, self.r.randint(0, 59))

    # ----------------------------------------------------------------- dealer run lines
    def run_line(self, who):
        r = self.r
        k = r.randrange(9)
        if k == 0:
            b = self.s5 + r.uniform(-0.01, 0.01)
            return f"5s {b:.3f}/{b + 0.005:.3f} in {r.choice([100, 200, 250])}"
        if k == 1:
            b = self.s10 + r.uniform(-0.01, 0.01)
            return f"10s {b:.3f}/{b + 0.004:.3f} in {r.choice([100, 150, 200])}"
        if k == 2:
            b = self.s30 + r.uniform(-0.01, 0.01)
            return f"30s {b:.3f}/{b + 0.006:.3f} in 50"
        if k == 3:
            s = (self.s10 - self.s2) * 100 + r.uniform(-0.5, 0.5)
            return f"2s10s {s:.1f}/{s + 0.5:.1f} in 50k"
        if k == 4:
            s = (self.s30 - self.s5) * 100 + r.uniform(-0.5, 0.5)
            return f"5s30s {s:.1f}/{s + 0.6:.1f} in 25k"
        if k == 5:
            v = self.nvol + r.uniform(-0.1, 0.1)
            return f"1y10y stradd {v:.2f}/{v + 0.12:.2f} bp/day in 100"
        if k == 6:
            return f"axed to {r.choice(['rec', 'pay'])} {r.choice(['7y', '10y', '12y', '20y'])} {r.choice([250, 500, 300])}mm, pls show"
        if k == 7:
            sp = self.sp10 + r.uniform(-0.5, 0.5)
            return f"10y spread {sp:.1f}/{sp + 0.5:.1f} in 25k, real money rec'ing 30s"
        return r.choice([
            "colour: RM better seller 30s, hedge funds paying 5s",
            "seeing decent rec flow 7-10y from insurance",
            "swaptions: 1y10y payers bid, skew firming",
            "TY basis rich, 4 1/4 11/34 CTD flipping?",
            "quiet here, SOFR-FF basis unch",
            "bund sellers at the open spilling into 10s",
        ])

    def ib_paste(self, t, nlines, own=None, other_trade=None):
        """A pasted Bloomberg IB-style dealer chat; own/other_trade: lines ("Name (FIRM): text") spliced in."""
        r = self.r
        dealers = self.pick_dealers(3)
        body = []
        room = r.choice(["RATES-DLR-SWAPS", "HALYARD/GS SWAPS", "USD IRS RUNS", "HALYARD-JPM RATES",
                         "UST CASH RUNS", "VOL DESK USD"])
        for i in range(nlines):
            d = r.choice(dealers)
            body.append(f"{d[0]} ({d[1]}): {self.run_line(d)}")
        if other_trade:
            pos = r.randint(1, len(body))
            body[pos:pos] = list(other_trade)
        if own:
            pos = r.randint(1, max(1, len(body) - 1))
            body[pos:pos] = list(own)
        gaps = [r.randint(5, 30) * 1000 for _ in body]
        tt = t - 3000 - sum(gaps)
        lines = []
        for ln, g in zip(body, gaps):
            tt += g
            lines.append(f"{_et(tt)} {ln}")
        head = f"**IB** `{room}` · {len(lines)} new · {_et(t)} ET"
        return head + "\n```\n" + "\n".join(lines) + "\n```"

    # ----------------------------------------------------------------- long RV notes
    def rv_note(self, decision=None, title=None):
        r = self.r
        s2, s5, s10, s30 = self.s2, self.s5, self.s10, self.s30
        c210 = (s10 - s2) * 100
        c530 = (s30 - s5) * 100
        title = title or (r.choice(["USD RV desk note", "Curve & vol RV update", "Rates RV: positioning into supply"])
                          + " — " + r.choice(["AM", "midday", "PM"]))
        parts = [f"## {title}",
                 "",
                 "### 1. Curve",
                 f"SOFR swaps: 2y {s2:.3f}, 5y {s5:.3f}, 10y {s10:.3f}, 30y {s30:.3f}. "
                 f"2s10s at {c210:+.1f}bp, 5s30s at {c530:+.1f}bp. "
                 + r.choice([
                     "The belly continues to underperform on the back of heavy corporate issuance swapped to floating; "
                     "the 5y sector looks ~1.5bp cheap on our PCA residual, z-score +1.3 over a 3m lookback. ",
                     "Front end is anchored by the path priced into SR3 (about 2.3 cuts through Z7), so most of the "
                     "variance is in 10s and out; the PCA level factor explains 82% of the last 20 sessions. ",
                     "Long end is trading heavy into supply; real-money demand for duration at 30s has faded and "
                     "the 10s30s box is near the top of its 6m range. "]),
                 r.choice([
                     "Historically, steepeners after a dovish FOMC hold have carried positively, but the roll-down "
                     "is thin at the 10y point and the carry is roughly flat once funding is included.",
                     "If the data surprise to the upside the curve should bear-flatten in the front, but the "
                     "distribution of outcomes is wide and we would not want to be short gamma into it.",
                     "Carry/roll over 3m: pay 5y -0.6bp, rec 10y +1.1bp, 2s10s steepener -0.4bp per 10k dv01."]),
                 "",
                 "| tenor | level | 1d chg | 1w chg | z(3m) |",
                 "|---|---|---|---|---|",
                 ]
        for ten, lv in (("2y", s2), ("5y", s5), ("10y", s10), ("30y", s30)):
            parts.append(f"| {ten} | {lv:.3f} | {r.uniform(-4, 4):+.1f} | {r.uniform(-12, 12):+.1f} | {r.uniform(-2, 2):+.2f} |")
        parts += ["",
                  r.choice([
                      "Flow context: the street reports real-money receivers in 7-10y on the back of month-end index "
                      "extension, while leveraged accounts have been paying 5s against it. Swapped issuance from "
                      "IG financials (about $14bn week-to-date) is concentrated in 3-7y and is the main reason the "
                      "belly has not participated in the rally. Dealers are running modest long-duration inventory "
                      "into the reopening.",
                      "Flow context: dealer runs have been one-way in 30s all session (RM paying fixed to hedge "
                      "pension de-risking), and the 10s30s box has cheapened accordingly. Futures open interest in "
                      "TYH7 rose 3% yesterday with price falling, which we read as fresh shorts rather than roll.",
                      "Flow context: the SR3 strip is pricing roughly 2.3 cuts through Z7. Front-end positioning is "
                      "long per CFTC, so a hawkish surprise would hit the 2y point hardest. Meanwhile 20y WI has "
                      "traded 1bp cheap to the curve since the announcement."]),
                  "",
                  r.choice([
                      "PCA decomposition (3m window, daily changes): level 82%, slope 12%, curvature 4%. "
                      "The 2s5s10s fly residual is +1.4bp (5s cheap), the 5s10s30s fly residual is -0.6bp. "
                      "Mean-reversion half-life for the 2s5s10s residual estimated at 9 sessions; the signal "
                      "has had a 58% hit rate since 2019 with a modest skew to the upside.",
                      "Regression of 10y swap on SR3 Z7 and 30y breakevens explains 71% of the daily variance "
                      "since September; residual is +2.1bp (10y cheap) with a 1.5 sigma band of 3.4bp. "
                      "We would not lean on this alone given the upcoming supply.",
                      "Cross-market: 10y USD vs EUR swap spread is at the wide end of the year; a Bund sell-off "
                      "typically transmits with beta ~0.45 to 10s within the NY morning. Gilts are a smaller driver."]),
                  "",
                  "### 2. Vol",
                  f"1y10y normal vol {self.nvol:.2f} bp/day (~{self.nvol * 15.87:.0f} bp/yr). "
                  + r.choice([
                      "Realised has run below implied for three weeks; the straddle looks about fair vs 1m realised "
                      "but cheap vs event-weighted realised around CPI and refunding.",
                      "Payer skew is firm; receivers are the cheaper wing. Gamma vs vega: 3m10y looks cheaper "
                      "than 1y10y on a vol-of-vol adjusted basis.",
                      "Vol sellers have been active in the upper-left; we think the market underprices the "
                      "tail from the supply announcement."]),
                  "",
                  "| expiry \\ tail | 2y | 5y | 10y | 30y |",
                  "|---|---|---|---|---|"]
        for ex, base in (("1m", 0.3), ("3m", 0.15), ("1y", 0.0), ("5y", -0.55)):
            parts.append(f"| {ex} | " + " | ".join(f"{self.nvol + base + d + r.uniform(-0.08, 0.08):.2f}"
                                                   for d in (0.35, 0.15, 0.0, -0.45)) + " |")
        parts += ["",
                  r.choice([
                      "Event pricing: we estimate the market is charging about 0.9bp/day extra for the CPI day and "
                      "0.6bp/day for the refunding, which is below the realised moves on the last six such days "
                      "(median 7.8bp on 10s). Receiver skew (ATM-50) trades at -0.4 normal vol.",
                      "Term structure of vol is flat from 3m to 1y in the 10y tail; historically a flat structure "
                      "into heavy event weeks resolves via front-expiry richening. We look at 3m10y vs 1y10y "
                      "calendar as the cleaner expression but the bid/offer is wide.",
                      "Vega ladder: desk is long ~90k vega concentrated in 1y10y; theta is about -11k/day. "
                      "Gamma PnL over the last five sessions covered theta on three days."]),
                  "",
                  "### 3. Swap spreads & cash",
                  f"10y spread {self.sp10:.1f}bp; T 4 1/4 11/34 at {_p32(self.cash34)}. "
                  + r.choice([
                      "Dealer balance sheet is constrained into year-end; spreads historically tighten into the "
                      "turn and retrace in January.",
                      "SLR relief headlines keep getting recycled; we do not trade them. Repo specials in the "
                      "10s have normalised.",
                      "TY CTD is the 4 1/4 11/34; net basis is small and the switch option is nearly worthless."]),
                  " " + r.choice([
                      "Spread curve: 2y spread is near flat, 5y at -21bp, 30y at -78bp; the 10s30s spread curve "
                      "has inverted by a further 2bp this month as dealers warehouse less long-end supply.",
                      "Repo: GC printed 3.68 with the 10s trading at GC; no specialness in the 11/34s, so the "
                      "carry on the spread widener is close to zero and the trade is purely a balance-sheet view.",
                      "Auction cycle: 10s reopening today, 20s next week. Historically the 10y spread widens 0.8bp "
                      "on average from announcement to settlement on reopenings."]),
                  "",
                  "| scenario | 2s10s | 5y | 10y spread | 1y10y vol |",
                  "|---|---|---|---|---|",
                  f"| hot CPI (+0.2) | {r.uniform(-6, -2):+.1f} | {r.uniform(5, 10):+.1f} | {r.uniform(-1, 1):+.1f} | {r.uniform(0.2, 0.6):+.2f} |",
                  f"| soft CPI (-0.2) | {r.uniform(2, 6):+.1f} | {r.uniform(-10, -5):+.1f} | {r.uniform(-1, 1):+.1f} | {r.uniform(0.1, 0.4):+.2f} |",
                  f"| big refunding | {r.uniform(1, 4):+.1f} | {r.uniform(1, 3):+.1f} | {r.uniform(-2, 0):+.1f} | {r.uniform(0.0, 0.3):+.2f} |",
                  f"| quiet tape | {r.uniform(-1, 1):+.1f} | {r.uniform(-1, 1):+.1f} | {r.uniform(-0.5, 0.5):+.1f} | {r.uniform(-0.4, -0.1):+.2f} |",
                  ""]
        if decision:
            parts += ["### 4. Positioning / decision", decision, ""]
        parts += ["### Book recap (marks, not actions)",
                  "| position | size | entry | mark | pnl |",
                  "|---|---|---|---|---|",
                  f"| pay 5y SOFR (tue) | 25k dv01 | {s5 - 0.03:.3f} | {s5:.3f} | {r.randint(40, 90):+d}k |",
                  f"| long T 4 1/4 11/34 vs TYH7 | 120mm | {_p32(self.cash34 - 0.25)} | {_p32(self.cash34)} | {r.randint(-30, 40):+d}k |",
                  f"| long 1y10y straddle (old) | 50mm | {self.nvol - 0.2:.2f} | {self.nvol:.2f} | {r.randint(-20, 30):+d}k |",
                  f"| SR3M7 long | 400 | {self.sr3 - 0.02:.3f} | {self.sr3:.3f} | {r.randint(-10, 25):+d}k |",
                  "",
                  "Calendar: " + r.choice([
                      "today 08:30 CPI, 13:00 10y reopening, 14:00 FOMC minutes; tomorrow 7y auction, Fed speakers "
                      "(two voters); next week 20y reopening and the quarterly refunding announcement.",
                      "08:30 claims, 10:00 JOLTS, 13:00 10y reopening; Friday payrolls; month-end index extension "
                      "estimate 0.09y; year-end turn pricing in SR3Z6/H7 spread unchanged at 4bp."]),
                  "",
                  "### " + ("5" if decision else "4") + ". Risks",
                  r.choice([
                      "- Hot core CPI reprices the front end and flattens; steepener PnL sensitivity about -18k per bp.\n"
                      "- Refunding size surprise (+$2bn per tenor) cheapens the long end.\n"
                      "- Liquidity thins into year-end; widen stops accordingly.",
                      "- Fed speak (voting members) leaning hawkish.\n- Month-end index extension supports the long end.\n"
                      "- Swaption vol could compress if the data calendar passes quietly.",
                      "- Foreign demand at auctions (indirects) has slipped for three auctions.\n"
                      "- A positioning squeeze in TY could distort the basis.\n- Model risk: curve builder changes."]),
                  "",
                  f"_generated by rv-agent · model snapshot {r.randint(100, 999)} · {r.randint(40, 90)} inputs_"]
        return "\n".join(parts)

    # ------------------------------------------------------------------ trade stories
    def story_pay5y(self, t, via_agent):
        r = self.r
        lvl = round(self.s5 + r.uniform(-0.004, 0.004), 3)
        stop = round(lvl - 0.065, 3)
        tgt = round(lvl + 0.13, 3)
        dv = r.choice(["25k", "30k", "20k"])
        if via_agent:
            dec = (f"**Trade:** pay 5y SOFR {dv} dv01 @ {lvl:.3f}, stop {stop:.3f}, target {tgt:.3f}. "
                   f"Sized off the belly residual; requesting PM sign-off.")
            prop = self.hard(t, "rv", self.rv_note(dec), "trade_proposal",
                             ["pay 5y", dv, f"{lvl:.3f}", f"{stop:.3f}"], "buried",
                             idiom=("proposal buried in long markdown RV note", "trade_proposal"))
        else:
            txt, f0 = r.choice([
                (f"want to pay 5s here {dv} dv01 @ {lvl:.3f}, stop {stop:.3f}, looking for {tgt:.3f}. Priya?", "pay 5s"),
                (f"belly too cheap. i'd pay 5y {dv} at {lvl:.3f} w/ {stop:.3f} stop. ok to go?", "pay 5y"),
            ])
            prop = self.hard(t, "marco", txt, "trade_proposal",
                             [f0, dv, f"{lvl:.3f}", f"{stop:.3f}"], "untagged",
                             idiom=("trader prose proposal asking PM", "trade_proposal"))
        prop.reacts.append((self.after(t, 20, 90), "📌", DESK_LEAD))
        t2 = self.after(t, 60, 400)
        appr_txt, appr_facts = r.choice([(f"pay it — {dv}", ["pay it", dv]), (f"go, {dv}", ["go", dv]),
                                         (f"👍 do {dv}", ["👍", f"do {dv}"])])
        self.hard(t2, "priya", appr_txt, "trade_approval", appr_facts, "reply", ref=prop,
                  idiom=("terse PM reply approval", "trade_approval"))
        self.add(self.after(t2, 5, 30), "marco", r.choice(["k", "on it", "ty"]), cls="noise")
        # execution via IB voice
        t3 = self.after(t2, 60, 240)
        d = r.choice(DEALERS)
        notional = {"25k": "55", "30k": "65", "20k": "45"}[dv]
        own = [f"{US_IB[0]} ({US_IB[1]}): mine {notional} 5s @ {lvl:.3f}",
               f"{d[0]} ({d[1]}): done. you pay 5y SOFR {notional}mm @ {lvl:.3f}, ty"]
        paste = self.ib_paste(t3, r.randint(7, 12), own=own)
        self.hard(t3, "ib", paste, "trade_fill", ["mine", f"{notional} 5s", f"{lvl:.3f}", "done"], "buried",
                  idiom=("own 'mine'/'done' execution buried in dealer-chat paste", "trade_fill"))
        # SEF confirmation key=value
        tid = self.trade_id()
        t4 = self.after(t3, 20, 90)
        self.hard(t4, "sef",
                  f"exec trade_id={tid} venue=TW-SEF side=PAY index=USD-SOFR-OIS tenor=5Y notional={notional}MM "
                  f"rate={lvl:.4f} cpty={d[2]} status=FILLED uti={self.uti(tid)}",
                  "trade_fill", [tid, "side=PAY", "tenor=5Y", f"rate={lvl:.4f}"], "structured",
                  idiom=("SEF key=value exec report", "trade_fill"))
        # clearing card (embed only)
        t5 = self.after(t4, 40, 300)
        self.clearing_card(t5, tid, "Pay fixed", "5Y", notional, f"{lvl:.4f}", "LCH")
        # stop set by editing twice
        t6 = self.after(t5, 120, 600)
        return prop, (lvl, stop, tgt, dv, tid, t6)

    def clearing_card(self, t, tid, direction, tenor, notional, rate, ccp):
        emb = {"title": f"{ccp} {'SwapClear' if ccp == 'LCH' else 'ClearPort'} — trade REGISTERED",
               "description": f"USD SOFR OIS {tenor} · {direction}",
               "author": f"{ccp} clearing",
               "fields": [{"name": "Trade ID", "value": tid, "inline": True},
                          {"name": "Direction", "value": direction, "inline": True},
                          {"name": "Notional", "value": f"USD {notional},000,000", "inline": True},
                          {"name": "Fixed rate", "value": rate, "inline": True},
                          {"name": "Clearing member", "value": self.r.choice(["GS&Co", "JPMS LLC", "Citi Global Mkts"])}],
               "footer": f"USI {self.uti(tid)[:18]} · cleared {_et(t)} ET · acct HALY-RV-01"}
        return self.hard(t, "clear", "", "trade_confirmation", [tid, direction, rate, "REGISTERED"], "embed",
                         embeds=[emb], idiom=("embed-only clearing registration card", "trade_confirmation"))

    def story_steepener(self, t):
        r = self.r
        sp = round((self.s10 - self.s2) * 100, 1)
        stop = round(sp - 5.5, 1)
        tgt = round(sp + 10.0, 1)
        txt = (f"[PROPOSAL] 2s10s steepener 50k dv01 — rec 2y / pay 10y, entry {sp:+.1f}bp, "
               f"stop {stop:+.1f}, tgt {tgt:+.1f}. thesis: front end anchored, supply hits 10s.")
        prop = self.hard(t, "jake", txt, "trade_proposal", ["2s10s steepener", "50k", f"{sp:+.1f}bp", f"{stop:+.1f}"],
                         "tagged", idiom=("[PROPOSAL] tagged curve trade", "trade_proposal"))
        t2 = self.after(t, 120, 900)
        a = self.hard(t2, "priya", "ok go. 50k max", "trade_approval", ["ok go", "50k max"], "reply", ref=prop)
        a.reacts.append((self.after(t2, 5, 30), "👍", AUTHORS["jake"][0]))
        t3 = self.after(t2, 100, 500)
        d = r.choice(DEALERS)
        p2 = round(self.s2 + r.uniform(-0.003, 0.003), 3)
        p10 = round(self.s10 + r.uniform(-0.003, 0.003), 3)
        self.hard(t3, "jake",
                  f"done w/ {d[2]}: received 2y 235mm @ {p2:.3f}, paid 10y 58mm @ {p10:.3f}. 2s10s {sp:+.1f}bp, 50k on",
                  "trade_fill", ["received 2y", f"{p2:.3f}", "paid 10y", f"{p10:.3f}"], "untagged",
                  idiom=("voice fill 'received X / paid Y' prose", "trade_fill"))
        tid = self.trade_id()
        t4 = self.after(t3, 20, 80)
        js = {"type": "exec_report", "trade_id": tid, "package": "CURVE", "legs": [
            {"side": "RECEIVE", "tenor": "2Y", "notional_mm": 235, "rate": p2},
            {"side": "PAY", "tenor": "10Y", "notional_mm": 58, "rate": p10}],
            "status": "FILLED", "usi": self.uti(tid)}
        self.hard(t4, "sef", json.dumps(js), "trade_fill", [tid, '"RECEIVE"', '"PAY"', '"FILLED"'], "structured",
                  idiom=("SEF JSON package exec report", "trade_fill"))
        # stop set and edited twice (stop moved up as trade works)
        t5 = self.after(t4, 600, 2400)
        s1, s2_, s3 = stop, round(stop + 1.5, 1), round(stop + 3.0, 1)
        m = self.hard(t5, "jake", f"STOP 2s10s steepener: {s1:+.1f}bp (close basis)", "stop_or_target_change",
                      ["2s10s steepener", "STOP", f"{s3:+.1f}bp"], "tagged",
                      idiom=("stop moved twice by editing same message", "stop_or_target_change"))
        m.edits.append((self.after(t5, 1800, 3600), f"STOP 2s10s steepener: {s2_:+.1f}bp (close basis)"))
        m.edits.append((self.after(m.edits[-1][0], 1800, 3600), f"STOP 2s10s steepener: {s3:+.1f}bp (close basis)"))
        m.superseded = [f"{s1:+.1f}", f"{s2_:+.1f}"]
        return prop

    def story_straddle(self, t, thread):
        r = self.r
        v = round(self.nvol + r.uniform(-0.05, 0.05), 2)
        root = self.add(t, "marco", "1y10y straddle — thread for the vol trade", cls="chat")
        t1 = self.after(t, 30, 120)
        prop = self.hard(t1, "marco",
                         f"buy 1y10y atm straddle 100mm at {v:.2f} bp/day (~{v * 15.87:.1f} nvol). vega ~{r.randint(95, 115)}k. "
                         f"realised > implied into refunding + CPI.",
                         "trade_proposal", ["buy 1y10y", "straddle 100mm", f"{v:.2f} bp/day"], "untagged",
                         channel=thread, idiom=("swaption proposal quoted in bp/day", "trade_proposal"))
        t2 = self.after(t1, 60, 300)
        self.add(t2, "priya", "vega room?", channel=thread, ref=prop, cls="near",
                 idiom=("PM question on a proposal (not an approval)", "not_hard"))
        t3 = self.after(t2, 30, 120)
        self.add(t3, "dana", f"{r.randint(60, 90)}k used of 200k, fine", channel=thread, cls="chat")
        t4 = self.after(t3, 30, 200)
        self.hard(t4, "priya", "👍 send it, 100", "trade_approval", ["send it", "100"], "reply", channel=thread, ref=prop,
                  idiom=("emoji + 'send it' approval in thread", "trade_approval"))
        t5 = self.after(t4, 120, 600)
        d = r.choice(DEALERS)
        fv = round(v + 0.03, 2)
        m = self.hard(t5, "marco", f"lifted {d[2]}'s 1y10y straddle 100mm @ {fv:.2f} bp/day, premium {r.uniform(7.2, 7.9):.2f}c",
                      "trade_fill", ["lifted", "1y10y straddle 100mm", f"{fv:.2f} bp/day"], "untagged", channel=thread,
                      idiom=("'lifted' dealer offer = buy fill", "trade_fill"))
        tid = self.trade_id()
        t6 = self.after(t5, 30, 120)
        if r.random() < 0.7:
          self.hard(t6, "sef", f"ack trade_id={tid} product=SWAPTION-STRADDLE expiry=1Y tail=10Y side=BUY notional=100MM "
                             f"vol_bpd={fv:.2f} status=ACCEPTED",
                  "trade_confirmation", [tid, "side=BUY", "status=ACCEPTED"], "structured", channel=thread)
        return root, prop

    def story_spread(self, t):
        r = self.r
        sp = round(self.sp10 + r.uniform(-0.2, 0.2), 1)
        px = _p32(self.cash34)
        prop = self.hard(t, "marco",
                         f"10y spread widener 25k: buy T 4 1/4 11/34 80mm @ {px} vs pay 10y SOFR, in at {sp:.1f}. year-end turn trade",
                         "trade_proposal", ["10y spread widener", "25k", "T 4 1/4 11/34", f"{sp:.1f}"], "untagged")
        t2 = self.after(t, 120, 700)
        self.hard(t2, "priya", "go. 25k", "trade_approval", ["go", "25k"], "reply", ref=prop)
        t3 = self.after(t2, 120, 400)
        d = r.choice(DEALERS)
        own = [f"{US_IB[0]} ({US_IB[1]}): 11/34s, mine 80 @ {px}",
               f"{d[0]} ({d[1]}): done, you buy 80mm T 4 1/4 11/34 @ {px}"]
        self.hard(t3, "ib", self.ib_paste(t3, r.randint(5, 9), own=own), "trade_fill",
                  ["mine 80", px, "T 4 1/4 11/34", "done"], "buried")
        t4 = self.after(t3, 60, 300)
        lv = round(self.s10 + r.uniform(-0.003, 0.003), 3)
        m = self.hard(t4, "marco", f"paid 10y 70mm @ {lv + 0.002:.3f} vs the 11/34s. spread on at {sp:.1f}",
                      "trade_fill", ["paid 10y", "70mm", f"{lv:.3f}"], "untagged",
                      idiom=("fill corrected by edit (fat finger)", "trade_fill"))
        m.edits.append((self.after(t4, 60, 400),
                        f"paid 10y 70mm @ {lv:.3f} vs the 11/34s. spread on at {sp:.1f} (px corrected)"))
        m.superseded = [f"{lv + 0.002:.3f}"]
        tid = self.trade_id()
        self.clearing_card(self.after(t4, 200, 700), tid, "Pay fixed", "10Y", "70", f"{lv:.4f}", "LCH")
        return prop

    def story_futures_hedge(self, t):
        r = self.r
        n = r.choice([250, 300, 450])
        px = _p32(self.ty + r.choice([0, 1, -1]) / 64)
        self.hard(t, "jake", f"s {n} TYH7 @ {px} — hedge vs the 11/34s", "trade_fill",
                  [f"s {n} TYH7", px], "shorthand", idiom=("shorthand futures fill 's 450 TYH7 @ px'", "trade_fill"))
        t2 = self.after(t, 300, 1200)
        k = r.choice([400, 500, 600])
        sp = f"{self.sr3:.3f}"
        prop = self.hard(t2, "jake", f"b {k} SR3M7 @ {sp}? hedges the front-end leg of the steepener", "trade_proposal",
                         [f"b {k} SR3M7", sp], "shorthand",
                         idiom=("shorthand proposal with '?' awaiting PM", "trade_proposal"))
        t3 = self.after(t2, 60, 400)
        self.hard(t3, "priya", "no — skip SR3, steepener is fine naked", "trade_approval", ["no", "skip SR3"], "reply",
                  ref=prop, idiom=("PM rejection by reply", "trade_approval"))
        self.add(self.after(t3, 10, 60), "jake", "k", cls="noise")
        # a futures order via OMS that gets cancelled
        t4 = self.after(t3, 900, 3000)
        oid = "OMS-" + "".join(r.choice("0123456789") for _ in range(7))
        m = self.hard(t4, "sef", f"order_id={oid} sym=USH7 side=SELL qty=120 px={_p32(self.us)} tif=DAY status=WORKING",
                      "trade_confirmation", [oid, "USH7", "side=SELL", "status=WORKING"], "structured")
        t5 = self.after(t4, 600, 2400)
        self.hard(t5, "sef", f"order_id={oid} sym=USH7 status=CANCELLED reason=user_cxl by=jsato",
                  "trade_confirmation", [oid, "status=CANCELLED"], "structured", ref=m,
                  idiom=("OMS cancel key=value", "trade_confirmation"))
        return prop

    def story_flattener_rejected(self, t):
        r = self.r
        c = round((self.s30 - self.s5) * 100, 1)
        dec = (f"We recommend a 5s30s flattener, 25k dv01 (rec 30y / pay 5y) at {c:+.1f}bp, stop {c + 4:+.1f}, "
               f"target {c - 8:+.1f}. Rationale: refunding risk is already in the price.")
        prop = self.hard(t, "rv", self.rv_note(dec, title="Curve RV: 5s30s"), "trade_proposal",
                         ["5s30s flattener", "25k", f"{c:+.1f}bp"], "buried")
        t2 = self.after(t, 300, 1500)
        self.hard(t2, "priya", "no. not into the refunding", "trade_approval", ["no", "not into the refunding"], "reply",
                  ref=prop)
        return prop

    def story_payer_rejected_by_risk(self, t):
        r = self.r
        tid = self.trade_id()
        vega = r.randint(205, 240)
        self.hard(t, "limits",
                  f"BLOCK order={tid} instr=USD 6m10y payer 250mm side=BUY vega_after={vega}k limit=200k "
                  f"action=REJECTED reason=desk_vega_limit",
                  "risk_limit", [tid, f"vega_after={vega}k", "limit=200k", "action=REJECTED"], "structured",
                  idiom=("limits bot blocks an order key=value", "risk_limit"))
        t2 = self.after(t, 60, 300)
        self.add(t2, "marco", "ugh. fine, will come back smaller", cls="chat")
        t3 = self.after(t2, 400, 1200)
        prop = self.hard(t3, "marco", "6m10y payers 150mm instead, ~{}k vega. Priya ok?".format(vega - 80 + r.randint(0, 10)),
                         "trade_proposal", ["6m10y payers", "150mm"], "untagged")
        t4 = self.after(t3, 60, 400)
        self.hard(t4, "priya", "yes do it, 150", "trade_approval", ["yes do it", "150"], "reply", ref=prop)
        return prop

    # -------------------------------------------------------------------- the day
    def build(self, thread_id):
        r = self.r
        # overnight / bots ------------------------------------------------------
        for h in range(24):
            self.add(self.at(h, r.randint(0, 4)), "hb",
                     f"deskmon ♥ feeds ok · bbg {r.randint(2, 9)}ms · tw-sef up · lch-api up · q={r.randint(0, 3)}",
                     cls="noise")
            if h % 2 == 0 or 12 <= h <= 21:
                self.curve_snapshot(self.at(h, r.randint(30, 34)))
        self.add(self.at(3, 12), "limits",
                 f"limitsd ♥ all limits ok (dv01 {r.randint(150, 260)}k/400k, vega {r.randint(60, 120)}k/200k)",
                 cls="noise", idiom=("risk heartbeat 'all limits ok'", "not_hard"))
        for h in (9, 15, 19):
            self.add(self.at(h, r.randint(5, 50)), "limits",
                     f"limitsd ♥ all limits ok (dv01 {r.randint(150, 300)}k/400k, vega {r.randint(60, 150)}k/200k)",
                     cls="noise")
        self.add(self.at(r.randint(1, 5), r.randint(0, 59)), "ci",
                 f"nightly curvekit build #{r.randint(3000, 3999)} ✅ tests 1,{r.randint(100, 999)} passed · 0 failed",
                 cls="noise")
        for _ in range(2):
            self.add(self.at(r.choice([2, 4, 6, 10, 16, 20]), r.randint(0, 59)), "hb",
                     f"gateway reconnect (code 1006) resumed session seq={r.randint(10000, 99999)}", cls="noise")
        self.add(self.weighted_time(), "triage",
                 f"triage cron: {r.randint(8, 30)} items scanned, 0 routed, 0 escalated", cls="noise",
                 idiom=("cron summary '0 routed'", "not_hard"))
        self.add(self.at(17, r.randint(0, 59)), "triage",
                 f"triage cron: {r.randint(8, 30)} items scanned, 0 routed, 0 escalated", cls="noise")
        # stack trace from the curve builder
        self.add(self.at(12, r.randint(5, 20)), "curve",
                 "curve build FAILED for USD-SOFR @ 07:1x ET, retrying with fallback quotes\n```\n"
                 "Traceback (most recent call last):\n"
                 '  File "/opt/curvekit/curvekit/build.py", line 412, in build_curve\n'
                 "    nodes = solver.bootstrap(instruments, guess=prev)\n"
                 '  File "/opt/curvekit/curvekit/solver.py", line 188, in bootstrap\n'
                 "    raise ConvergenceError(f\"node {n.tenor}: residual {res:.2e} > tol\")\n"
                 "curvekit.solver.ConvergenceError: node 30Y: residual 3.41e-07 > tol\n```", cls="noise")
        self.add(self.at(12, r.randint(22, 40)), "curve", "curve build OK (fallback → primary restored), 41 nodes",
                 cls="noise")
        # CI/deploy
        ver = f"2.{r.randint(10, 19)}.{r.randint(0, 9)}"
        self.add(self.at(22, r.randint(10, 40)), "ci", f"deploy curvekit v{ver} → pricing-prod ✅ (canary 5% → 100%)",
                 cls="noise")
        self.add(self.at(21, r.randint(0, 50)), "ci",
                 f"PR #{r.randint(800, 999)} 'swaption normal-vol smile interp' merged by jsato · pipeline ✅ 6m12s",
                 cls="noise")
        # bulk-deleted reconnect spam
        tb = self.at(14, r.randint(0, 50))
        spam = []
        for i in range(4):
            spam.append(self.add(tb + i * 1300, "hb", f"WARN bbg b-pipe session dropped, retry {i + 1}/5 (host nyc-bpipe-0{i % 2 + 1})",
                                 cls="noise"))
        for s in spam:
            s.bulk = "bpipe"
            s.removed_snip = s.content
        # EOD marks & PnL
        self.eod(self.at(21, r.randint(15, 40)))
        for h in (13, 16, 19, 21):
            self.pnl(self.at(h, r.randint(40, 58)))

        # morning book (pinned)
        tb = self.at(11, r.randint(30, 55))
        book = self.add(tb, "marco",
                        f"book into today: pay 5y 25k (from tue) | long T 4 1/4 11/34 120mm vs short 900 TYH7 | "
                        f"long 1y10y straddle 50mm (old) | SR3M7 long 400\n"
                        f"watchlist: 20y reopening, 7y auction tmrw, 2y spread, FVH7/TYH7 roll",
                        cls="chat")
        book.pin = self.after(tb, 30, 120)
        self.add(self.after(tb, 130, 300), "priya", "👍", cls="noise")

        # RV agent morning note with no decision (near miss)
        self.add(self.at(11, r.randint(0, 25)), "rv", self.rv_note(None, title="Overnight RV scan"), cls="near",
                 idiom=("long RV analysis with trading words, no decision", "not_hard"))
        for hh in sorted(r.sample([13, 14, 15, 17, 18, 20, 21], 3)):
            self.add(self.at(hh, r.randint(0, 59)), "rv",
                     self.rv_note(None, title=r.choice(["Intraday RV scan", "RV monitor", "Curve/vol check-in"])),
                     cls="near")
        # midday note with a thesis update buried
        dec = r.choice([
            "We downgrade conviction on the 2s10s steepener from high to medium: the supply argument is now consensus. "
            "Keep the position, no add.",
            "Thesis on the 10y spread widener is confirmed: year-end balance sheet pressure is visible in repo, "
            "conviction stays high.",
        ])
        facts = (["2s10s steepener", "high to medium"] if "downgrade" in dec
                 else ["10y spread widener", "confirmed", "conviction stays high"])
        self.hard(self.at(16, r.randint(0, 30)), "rv", self.rv_note(dec, title="Midday RV"), "thesis_update", facts,
                  "buried", idiom=("thesis conviction change buried in RV note", "thesis_update"))
        # trader thesis update, untagged
        self.hard(self.at(19, r.randint(30, 55)), "marco",
                  "changing my mind on 5s30s: was a steepener guy, now think it flattens into refunding. no trade yet, just the view.",
                  "thesis_update", ["5s30s", "flattens"], "untagged",
                  idiom=("trader flips view in prose, no trade", "thesis_update"))

        # trade stories ---------------------------------------------------------
        p5, st5 = self.story_pay5y(self.at(13, r.randint(40, 58)), via_agent=r.random() < 0.5)
        lvl, stop, tgt, dv, tid, t6 = st5
        self.hard(t6, "marco", f"5y payer: stop {stop:.3f}, tgt {tgt:.3f}. working it", "stop_or_target_change",
                  ["5y payer", f"stop {stop:.3f}", f"tgt {tgt:.3f}"], "untagged", ref=p5)
        self.story_steepener(self.at(14, r.randint(5, 40)))
        self.story_straddle(self.at(15, r.randint(0, 40)), thread_id)
        self.story_spread(self.at(17, r.randint(0, 30)))
        self.story_futures_hedge(self.at(17, r.randint(40, 59)))
        if r.random() < 0.6:
            self.story_flattener_rejected(self.at(12, r.randint(30, 55)))
        if r.random() < 0.6:
            self.story_payer_rejected_by_risk(self.at(18, r.randint(20, 50)))

        # risk limits ----------------------------------------------------------
        used = r.randint(126, 140)
        tb = self.at(18, r.randint(0, 15))
        self.hard(tb, "limits",
                  "**DV01 ladder** (USD, k/bp)\n| bucket | used | limit | util |\n|---|---|---|---|\n"
                  f"| 2y | {r.randint(40, 80)}k | 120k | {r.randint(33, 66)}% |\n"
                  f"| 5y | {r.randint(30, 70)}k | 120k | {r.randint(25, 58)}% |\n"
                  f"| 10y | {used}k | 120k | **BREACH {used * 100 // 120}%** |\n"
                  f"| 30y | {r.randint(10, 40)}k | 80k | {r.randint(12, 50)}% |\n"
                  "action: reduce 10y bucket by close or PM override",
                  "risk_limit", ["10y", f"{used}k", "BREACH"], "structured",
                  idiom=("markdown table with one BREACH row", "risk_limit"))
        tb2 = self.after(tb, 600, 1800)
        self.hard(tb2, "dana", "raising 10y bucket to 150k through Friday for the spread trade, approved w/ Priya",
                  "risk_limit", ["10y bucket", "150k"], "untagged",
                  idiom=("risk manager changes limit in prose", "risk_limit"))
        if r.random() < 0.6:
          self.hard(self.after(tb2, 30, 120), "limits",
                  "LIMIT_CHANGE desk=NY-RV metric=dv01 bucket=10y old=120k new=150k expires=2026-12-05 by=dwhitfield",
                  "risk_limit", ["LIMIT_CHANGE", "bucket=10y", "new=150k"], "structured")

        # headlines -----------------------------------------------------------
        self.headlines()
        # routing decisions ---------------------------------------------------
        t = self.at(16, r.randint(35, 59))
        self.hard(t, "rv",
                  "Routing the 10y auction tail setup to exec-agent: it should work the TYH7 hedge if the auction tails > 1bp.",
                  "route_decision", ["Routing", "exec-agent", "TYH7"], "untagged",
                  idiom=("agent routes an item to exec-agent", "route_decision"))
        if r.random() < 0.5:
          self.hard(self.at(20, r.randint(0, 30)), "triage",
                  "route: item=fomc-minutes-preview → @Dana Whitfield (risk) · reason=vega into event", "route_decision",
                  ["@Dana Whitfield", "fomc-minutes-preview"], "structured")
        self.hard(self.at(13, r.randint(36, 50)), "marco",
                  "CPI print — not ours, nothing to do. no action on the book", "no_route_decision",
                  ["no action", "CPI"], "untagged", idiom=("explicit 'no action' after a headline", "no_route_decision"))
        self.hard(self.at(19, r.randint(5, 25)), "triage",
                  "decision: item=bund-supply-headline route=none reason=not held / not watchlist", "no_route_decision",
                  ["route=none", "bund-supply-headline"], "structured")

        # near misses ------------------------------------------------------------
        self.near_misses()
        # chatter + dealer pastes + acks ---------------------------------------
        self.filler()
        # deletes / forget ------------------------------------------------------
        self.removals()

    def curve_snapshot(self, t):
        r = self.r
        rows = ["| tenor | SOFR | chg | UST | sprd |", "|---|---|---|---|---|"]
        for ten, lv in (("2y", self.s2), ("5y", self.s5), ("7y", (self.s5 + self.s10) / 2), ("10y", self.s10),
                        ("20y", self.s30 + 0.04), ("30y", self.s30)):
            jit = r.uniform(-0.02, 0.02)
            ust = lv + r.uniform(0.25, 0.45)
            rows.append(f"| {ten} | {lv + jit:.3f} | {r.uniform(-3, 3):+.1f} | {ust:.3f} | {(lv + jit - ust) * 100:.1f} |")
        self.add(t, "curve", f"curve snapshot {_et(t)[:5]} ET (USD-SOFR-OIS mid)\n" + "\n".join(rows), cls="noise")

    def eod(self, t):
        r = self.r
        lines = [f"EOD marks {_et(t)[:5]} ET · source=curvekit/composite"]
        for k, v in (("USD SOFR 2Y", self.s2), ("USD SOFR 5Y", self.s5), ("USD SOFR 10Y", self.s10),
                     ("USD SOFR 30Y", self.s30)):
            lines.append(f"{k:<14} {v + r.uniform(-0.01, 0.01):.4f}")
        lines.append(f"{'TYH7':<14} {_p32(self.ty)}")
        lines.append(f"{'USH7':<14} {_p32(self.us)}")
        lines.append(f"{'FVH7':<14} {_p32(self.fv)}")
        lines.append(f"{'SR3M7':<14} {self.sr3:.3f}")
        lines.append(f"{'1Y10Y ATM':<14} {self.nvol:.2f} bp/day")
        lines.append(f"{'T 4.25 11/34':<14} {_p32(self.cash34)}")
        self.add(t, "curve", "```\n" + "\n".join(lines) + "\n```", cls="noise")

    def pnl(self, t):
        r = self.r
        parts = [("curve", r.randint(-90, 120)), ("spreads", r.randint(-40, 60)), ("vol", r.randint(-50, 80)),
                 ("futures", r.randint(-60, 60)), ("carry", r.randint(2, 9))]
        tot = sum(p[1] for p in parts)
        self.add(t, "pnl", f"pnl {_et(t)[:5]} ET  day={tot:+d}k  " + "  ".join(f"{k}={v:+d}k" for k, v in parts)
                 + f"  mtd={r.randint(-400, 1500):+d}k", cls="noise")

    def headlines(self):
        r = self.r
        tail = round(r.uniform(0.6, 2.4), 1)
        hy = round(self.s10 + 0.27, 3)
        # held: 10y reopening (the desk is long 11/34s vs TYH7 - 10y sector) - name the issue to be concrete
        self.hard(self.at(18, 1, r.randint(2, 9)), "wire",
                  f"🔴 US TREASURY $39B 10-YR NOTE REOPENING: HIGH YIELD {hy:.3f}%, TAILS {tail}BP; TYH7 "
                  f"{r.choice(['-6', '-9', '-11'])}/32 ON THE RESULT",
                  "held_position_news", ["10-YR NOTE REOPENING", f"{hy:.3f}%", "TYH7"], "structured",
                  idiom=("auction headline naming a held futures contract", "held_position_news"))
        self.hard(self.at(15, r.randint(0, 40)), "wire",
                  "TREASURY BUYBACK: ACCEPTS $1.8B OFFERS IN 7-10Y BUCKET; 4 1/4% NOV-34 AMONG ISSUES BOUGHT",
                  "held_position_news", ["BUYBACK", "4 1/4% NOV-34"], "structured",
                  idiom=("headline naming a held CUSIP by coupon/maturity", "held_position_news"))
        if r.random() < 0.5:
          self.hard(self.at(20, r.randint(0, 50)), "wire",
                  "CME RAISES TREASURY FUTURES MARGINS: TY (10-YR NOTE) INITIAL +8% EFFECTIVE TOMORROW",
                  "held_position_news", ["CME RAISES", "TY (10-YR NOTE)", "+8%"], "structured")
        self.hard(self.at(18, r.randint(20, 40)), "wire",
                  f"TREASURY ANNOUNCES $13B 20-YR BOND REOPENING FOR 12/{r.randint(14, 17)}; WI 20Y AT "
                  f"{self.s30 + 0.33:.3f}%",
                  "watchlist_news", ["20-YR BOND REOPENING", "WI 20Y"], "structured",
                  idiom=("headline on a watchlist tenor (20y)", "watchlist_news"))
        # not held / generic (near misses)
        cpi = r.choice(["0.3", "0.2", "0.4"])
        self.add(self.at(13, 30, r.randint(1, 5)), "wire",
                 f"US NOV CPI +{cpi}% M/M (EST +0.3%); CORE +{r.choice(['0.2', '0.3'])}% (EST +0.3%)", cls="near",
                 idiom=("macro data headline, no held instrument", "not_hard"))
        self.add(self.at(13, 30, r.randint(8, 20)), "wire", "US INITIAL JOBLESS CLAIMS 224K (EST 221K)", cls="near")
        self.add(self.at(2, r.randint(0, 50)), "wire", "JAPAN 30-YR JGB AUCTION: BID-TO-COVER 3.01 VS 3.24 PRIOR",
                 cls="near")
        self.add(self.at(9, r.randint(0, 50)), "wire", "GERMANY SELLS €4.5B 2035 BUNDS; BUND FUTURES LITTLE CHANGED",
                 cls="near")
        self.add(self.at(16, r.randint(0, 50)), "wire", "FED'S HAMMACK (NON-VOTER): POLICY 'WELL POSITIONED', "
                 "SEES NO URGENCY", cls="near")
        self.add(self.at(19, 0, r.randint(1, 9)), "wire", "FOMC MINUTES: MANY OFFICIALS SAW RISKS TO INFLATION "
                 "OUTLOOK AS TWO-SIDED", cls="near")
        self.add(self.at(21, r.randint(0, 40)), "wire", "MUNI CALENDAR: $9.1B NEXT WEEK, LED BY NYC TFA", cls="noise")
        self.add(self.at(14, r.randint(0, 50)), "jake",
                 "> \"FED'S WALLER: BALANCE SHEET RUNOFF COULD END SOONER\" — lol ZH again, old quote from Oct",
                 cls="near", idiom=("quoted news with commentary", "not_hard"))

    def near_misses(self):
        r = self.r
        s10, s5 = self.s10, self.s5
        self.add(self.at(15, r.randint(0, 59)), "marco",
                 f"if 10s get through {s10 + 0.05:.2f} i'd want to pay 25k. not there yet", cls="near",
                 idiom=("hypothetical 'if X i'd want to pay'", "not_hard"))
        self.add(self.at(14, r.randint(40, 59)), "jake",
                 "what if we rec'd 2s outright instead of the steepener? cleaner carry?", cls="near")
        self.add(self.at(12, r.randint(0, 30)), "marco",
                 f"last week we paid 5s at {s5 + 0.06:.3f} and got stopped at {s5 - 0.01:.3f}. not sizing up this time",
                 cls="near", idiom=("history 'last week we paid'", "not_hard"))
        self.add(self.at(8, r.randint(0, 59)), "ldn",
                 f"fyi LDN desk received 30y 150mm overnight @ {self.s30 - 0.01:.3f} — our book not yours", cls="near",
                 idiom=("other desk's fill", "not_hard"))
        self.add(self.at(20, r.randint(30, 59)), "jake",
                 f"[PAPER] sim book: paid 10y 50k dv01 @ {s10:.3f}, stop {s10 - 0.06:.3f} — tracking only", cls="near",
                 idiom=("[PAPER] sim trade", "not_hard"))
        self.add(self.at(21, r.randint(0, 59)), "rv",
                 "backtest 2015-2026: 2s10s steepener entered on CPI-day close when core ≥ cons: 61% hit, "
                 "avg +2.1bp / 5d, max dd -6.8bp, sharpe 0.7. paid 10y/rec'd 2y 50k per signal. not a recommendation.",
                 cls="near", idiom=("backtest with fills in past tense", "not_hard"))
        self.add(self.at(16, r.randint(0, 59)), "dana",
                 "a stop at -20 on the steepener would be more sensible than where it sits imo", cls="near",
                 idiom=("stop suggestion without decision", "not_hard"))
        self.add(self.at(10, r.randint(0, 59)), "ldn",
                 "someone should look at 5y spreads, they look stupid tight vs 2s", cls="near")
        self.add(self.at(17, r.randint(0, 59)), "jake",
                 "Citadel apparently paid 30y size at the open, per JPM colour", cls="near")
        # a dealer paste with another desk's trade inside (HALYARD LDN)
        d = r.choice(DEALERS)
        ot = [f"Tom Ashby (HALYARD CAPITAL LDN): yours 200 7s @ {(s5 + s10) / 2:.3f}",
              f"{d[0]} ({d[1]}): done, LDN recs 7y 200mm"]
        self.add(self.at(9, r.randint(0, 40)), "ib", self.ib_paste(self.at(9, 41), r.randint(5, 8), other_trade=ot),
                 cls="near", idiom=("'yours'/'done' in paste but London desk's book", "not_hard"))

    def filler(self):
        r = self.r
        self.add(self.at(21, r.randint(30, 55)), "rv", self.rv_note(None, title="EOD desk wrap"), cls="near")
        longs = [
            "so the way i see it the belly is cheap for a reason — the corporate swapped issuance isn't done till "
            "mid-month and every time we've faded it this quarter we've been early. not saying don't, saying size it small.",
            "GS just called, they've got a real money account looking to rec 10s in size tomorrow after the reopening. "
            "could be the same guy as last month. take it with a grain of salt, salesman talking his book.",
            "FYI the pricing lib update changed the SOFR turn handling, marks on the 2y moved ~0.2bp vs yesterday's "
            "methodology. nothing real, just don't panic if the pnl attribution looks weird in the front.",
            "vol guys at JPM say the 1y10y straddle is the most crowded long on their sheet. doesn't mean it's wrong, "
            "but the exit will be ugly if the data calendar passes quietly.",
            "reading the minutes preview notes, consensus is balance-sheet talk again. honestly it's the same thing "
            "every meeting, I don't think it moves spreads more than a bp either way.",
            "futures basis: TYH7 net basis on the 11/34s is ~2 ticks, implied repo a touch above GC. not worth doing "
            "anything about, the switch into the 2/35s isn't close.",
            "London said the bund tap went fine but the Schatz was weak, EUR 2s10s steeper by 2. that's the spillover "
            "we saw at 7am, probably done for the day.",
            "quick one — risk wants the dv01 ladder split by curve point for the quarterly review, can someone pull "
            "it from curvekit tonight? not urgent, friday is fine.",
            "spreads desk at MS thinks the 10y spread goes to -42 by year-end on balance sheet. they've been saying "
            "that since october though.",
            "if anyone needs the refunding model I pushed the new version to the shared drive, coupons sizes "
            "unchanged as base case, +$1bn in 10s and 30s as alt.",
        ]
        for _ in range(r.randint(12, 16)):
            self.add(self.weighted_time(), r.choice(["marco", "jake", "priya", "dana"]), r.choice(longs), cls="chat")
        chat = [
            "10s feel heavy into the reopening", "RM better seller of 30s all morning", "spreads tighter on the week",
            "SOFR set 3.66", "anyone have a WI level for 20s?", "TY basis looks rich to me", "lunch? sushi place",
            "reminder: refunding announcement wed 8:30", "vol sellers back in the upper left", "quiet.",
            "curve doing nothing, staring at screens", "GS runs wide today, JPM tighter", "who has the 7y auction preview",
            "swaption skew firming again", "bund sell-off spilling over", "FV/TY roll looks cheap",
            "dealer axes all over the place this am", "bbg slow for anyone else?", "nice, the steepener's working",
            "month end extension est 0.09y for the index", "front end ignoring the data", "headed to the 2pm call",
            "SR3 pricing 2.3 cuts thru Z7", "MS says RM buying 20s WI", "repo 11/34 GC, not special",
            "the 5s look cheap on the fly still", "that tail was ugly", "ok back", "BRB", "quant team wants our dv01 ladder",
        ]
        acks = ["ty", "k", "👍", "thx", "ok", "🙏", "np", "yep", "kk", "👀"]
        people = ["marco", "jake", "priya", "dana"]
        # dealer pastes (runs only) - near misses (runs are not trades)
        n_paste = r.randint(24, 30)
        for i in range(n_paste):
            t = self.weighted_time()
            m = self.add(t, "ib", self.ib_paste(t, r.randint(13, 22)), cls="near")
            if i == 0:
                m.idiom = ("dealer runs '5s a/b in 100' paste, no execution", "not_hard")
        for _ in range(r.randint(45, 65)):
            self.add(self.weighted_time(), r.choice(people), r.choice(chat), cls="chat")
        # acks replying to random earlier messages
        ack_n = r.randint(14, 22)
        for _ in range(ack_n):
            t = self.weighted_time()
            prior = [m for m in self.msgs if m.t < t and m.channel == "main" and m.author in ("ib", "wire", "rv", "sef")]
            ref = r.choice(prior) if prior and r.random() < 0.6 else None
            self.add(t + 1000, r.choice(people), r.choice(acks), ref=ref, cls="noise")
        # price alerts
        for _ in range(r.randint(5, 9)):
            t = self.weighted_time()
            ten, lv = r.choice((("5y", self.s5), ("10y", self.s10), ("30y", self.s30), ("2s10s", None)))
            if lv is None:
                txt = f"⚠ alert: 2s10s through {(self.s10 - self.s2) * 100 + r.uniform(-1, 1):+.1f}bp"
            else:
                txt = f"⚠ alert: USD SOFR {ten} {r.choice(['above', 'below'])} {lv + r.uniform(-0.02, 0.02):.3f}"
            self.add(t, "curve", txt, cls="noise")

    def removals(self):
        r = self.r
        # a fill posted in the wrong channel and deleted (hard event, final_state deleted)
        t = self.at(16, r.randint(5, 50))
        lv = round(self.s30 + r.uniform(-0.004, 0.004), 3)
        m = self.hard(t, "jake", f"rec'd 30y 40mm @ {lv:.3f} w/ BARX (wrong chan, meant for #rates-exec)",
                      "trade_fill", ["rec'd 30y", "40mm", f"{lv:.3f}"], "untagged")
        m.deleted = self.after(t, 20, 90)
        m.removed_snip = f"rec'd 30y 40mm @ {lv:.3f} w/ BARX"
        # chat with personal info, forgotten by moderator
        t = self.at(19, r.randint(30, 59))
        m = self.add(t, "jake", "for the JPM voice line tonight call me on 917-555-0143, desk phone is down", cls="chat")
        m.forgotten = self.after(t, 600, 3600)
        m.removed_snip = "917-555-0143"
        # a fill that carries the counterparty trader's name, forgotten at their request
        t = self.at(20, r.randint(10, 40))
        lv = round(self.s5 + r.uniform(-0.004, 0.004), 3)
        m = self.hard(t, "marco", f"given on 5s 20mm @ {lv:.3f} to Wells (Nina K's personal axe, keep quiet)",
                      "trade_fill", ["given on 5s", "20mm", f"{lv:.3f}"], "untagged")
        m.forgotten = self.after(t, 900, 3000)
        m.removed_snip = "Nina K's personal axe"
        # a plain chat message deleted
        t = self.weighted_time()
        m = self.add(t, "marco", "lol that GS run was a fat finger, 10s 2.901", cls="chat")
        m.deleted = self.after(t, 10, 60)
        m.removed_snip = "GS run was a fat finger"


# --------------------------------------------------------------------------- assembly
def _chan_id(i):
    return str(_CHAN_BASE + i * 104729 * (1 << 22) + 7 * i)


def _thread_id(i, d):
    return str(_THREAD_BASE + (i * 31 + d) * 86413 * (1 << 22) + 3 * i + d)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_msgs = []   # (msg, channel_id, parent)
    for ci in range(channels):
        cid = _chan_id(ci)
        for d in range(days):
            day_start = end_ms - (days - d) * 86400000
            rng = random.Random(f"{DESK}:{seed}:{ci}:{d}")
            g = DayGen(rng, day_start, ci)
            tid = _thread_id(ci, d)
            g.build(tid)
            for m in g.msgs:
                if m.channel == "main":
                    all_msgs.append((m, cid, None))
                else:
                    all_msgs.append((m, m.channel, cid))
    # clamp times into window, assign snowflakes
    all_msgs.sort(key=lambda x: x[0].t)
    seqs = {}
    for m, _, _ in all_msgs:
        s = seqs.get(m.t, 0)
        seqs[m.t] = s + 1
        m.id = _snow(m.t, s)
    events = []   # (time ms, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = set()
    bulk_groups = {}
    for k, (m, cid, parent) in enumerate(all_msgs):
        a_id, a_name, a_bot = AUTHORS[m.author]
        msg = {"id": m.id, "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
               "created_at": _iso(m.t), "content": m.content, "attachments": [],
               "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref is not None else None,
               "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if parent:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        events.append((m.t, 0, ev))
        for (te, txt) in m.edits:
            events.append((te, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                   "edited_at": _iso(te), "content": txt}))
        if m.deleted:
            events.append((m.deleted, 2, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                          "message_id": m.id, "deleted_at": _iso(m.deleted)}))
        if m.forgotten:
            events.append((m.forgotten, 2, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid,
                                            "message_id": m.id, "requested_by": MODERATOR,
                                            "at": _iso(m.forgotten)}))
        if m.bulk:
            bulk_groups.setdefault((cid, m.bulk, m.t // 86400000), []).append(m)
        if m.pin:
            events.append((m.pin, 1, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                      "by": DESK_LEAD, "at": _iso(m.pin)}))
        for (tr, emo, uid) in m.reacts:
            events.append((tr, 1, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid,
                                   "message_id": m.id, "emoji": emo, "user_id": uid, "at": _iso(tr)}))
            if emo == "📌" and m.cls == "hard":
                events.append((tr + 500, 1, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid,
                                             "message_id": m.id, "by": uid, "at": _iso(tr + 500)}))
        # labels
        gone = m.deleted or m.forgotten or m.bulk
        if m.removed_snip:
            labels["removed_texts"].append(m.removed_snip)
        if m.cls == "hard":
            et, facts, phr = m.hard
            state = ("deleted" if m.deleted else "forgotten" if m.forgotten else
                     "edited" if m.edits else "live")
            labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": et,
                                          "facts": facts, "phrasing": phr, "final_state": state})
            for s in m.superseded:
                labels["superseded_facts"].append([cid, m.id, s])
        elif m.cls == "noise" and not gone:
            labels["noise_message_ids"].append(m.id)
        elif m.cls == "near" and not gone:
            labels["near_miss_ids"].append(m.id)
        if m.idiom and m.idiom[0] not in idioms_seen:
            idioms_seen.add(m.idiom[0])
            labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    # keep 20 idioms: up to 12 hard-event idioms, then near-misses (stable order)
    groups = {}
    for i in labels["idioms"]:
        if i["expected"] != "not_hard":
            groups.setdefault(i["expected"], []).append(i)
    keep_h = []
    while len(keep_h) < 13 and any(groups.values()):
        for k in list(groups):
            if groups[k] and len(keep_h) < 13:
                keep_h.append(groups[k].pop(0))
    pref = ["hypothetical", "[PAPER]", "backtest", "dealer runs", "other desk", "history", "PM question",
            "London desk", "stop suggestion", "long RV analysis", "macro data", "quoted news", "risk heartbeat",
            "cron summary"]
    soft_i = sorted((i for i in labels["idioms"] if i["expected"] == "not_hard"),
                    key=lambda i: next((n for n, p in enumerate(pref) if p in i["idiom"]), 99))
    keep = keep_h + soft_i[:20 - len(keep_h)]
    labels["idioms"] = sorted(keep, key=lambda i: int(i["message_id"]))
    for (cid, _, _), ms in bulk_groups.items():
        tb = max(x.t for x in ms) + 45000
        events.append((tb, 2, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                               "message_ids": [x.id for x in ms], "deleted_at": _iso(tb)}))
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events], "labels": labels}


# --------------------------------------------------------------------------- CLI / check
def _final_texts(events):
    texts, created = {}, {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            created[m["id"]] = e
            parts = [m.get("content") or ""]
            for em in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if em.get(k):
                        parts.append(str(em[k]))
                for f in em.get("fields") or []:
                    parts.append(f"{f['name']} {f['value']}")
            texts[m["id"]] = "\n".join(parts)
        elif e["op"] == "edit":
            texts[e["message_id"]] = e["content"]
    return texts, created


def check(out: dict) -> dict:
    ev, lab = out["events"], out["labels"]
    texts, created = _final_texts(ev)
    problems = []
    last = -1
    for e in ev:
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            if _iso(ms) != m["created_at"]:
                problems.append(f"id/time mismatch {m['id']}")
            if int(m["id"]) <= last:
                problems.append(f"id order {m['id']}")
            last = int(m["id"])
    for h in lab["hard_events"]:
        if h["message_id"] not in texts:
            problems.append(f"missing {h['message_id']}")
            continue
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {h['message_id']}")
        for f in h["facts"]:
            if f not in texts[h["message_id"]]:
                problems.append(f"fact {f!r} not in {h['message_id']}")
    for c, mid, s in lab["superseded_facts"]:
        if s in texts.get(mid, ""):
            problems.append(f"superseded {s!r} still in {mid}")
    for i in lab["idioms"]:
        if i["message_id"] not in texts:
            problems.append(f"idiom missing {i['message_id']}")
    n_msg = sum(1 for e in ev if e["op"] == "create")
    size = sum(len(e["message"]["content"].encode()) + len(json.dumps(e["message"]["embeds"], ensure_ascii=False).encode())
               for e in ev if e["op"] == "create")
    chans = {e["channel_id"] for e in ev if e["op"] == "create" and "parent_channel_id" not in e}
    return {"messages": n_msg, "content_kb": round(size / 1024, 1), "hard": len(lab["hard_events"]),
            "noise": len(lab["noise_message_ids"]), "noise_pct": round(100 * len(lab["noise_message_ids"]) / max(1, n_msg), 1),
            "near_miss": len(lab["near_miss_ids"]), "idioms": len(lab["idioms"]), "channels": len(chans),
            "ops": {op: sum(1 for e in ev if e["op"] == op) for op in sorted({e["op"] for e in ev})},
            "problems": problems}


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
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    st = check(out)
    print(json.dumps(st, ensure_ascii=False, indent=1))
    return 1 if st["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
