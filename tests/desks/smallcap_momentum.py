#!/usr/bin/env python3
"""Desk generator: smallcap_momentum.

US small/micro-cap day-trading desk (gappers, halts, SSR, locates, premarket and
after-hours), a few SPY/IWM hedges and short-dated single-name options.  The floor
is mostly LLM agents (scanner, research, execution, risk bot) plus a human desk
lead and a human risk manager.

Standard library only; everything is a pure function of the arguments.

    python -m tests.desks.smallcap_momentum --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--stats]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "smallcap_momentum"
DISCORD_EPOCH_MS = 1420070400000
UTC = timezone.utc
_UNIX0 = datetime(1970, 1, 1, tzinfo=UTC)
# 00:00 ET on Fri 2026-12-04, i.e. the default (last) day is the Thu 2026-12-03 session.
DEFAULT_END = datetime(2026, 12, 4, 5, 0, 0, tzinfo=UTC)
DAY_S = 86400


# --------------------------------------------------------------------------- ids / time

def _ms(dt: datetime) -> int:
    return (dt - _UNIX0) // timedelta(milliseconds=1)


def _iso(ms: int) -> str:
    dt = _UNIX0 + timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def snowflake(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _parse_iso(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z") or s.endswith("z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)


def _et_offset_h(dt_utc: datetime) -> int:
    """US Eastern offset (hours) for an aware UTC datetime."""
    y = dt_utc.year
    mar1 = datetime(y, 3, 1, tzinfo=UTC)
    dst_start = mar1 + timedelta(days=(6 - mar1.weekday()) % 7 + 7, hours=7)
    nov1 = datetime(y, 11, 1, tzinfo=UTC)
    dst_end = nov1 + timedelta(days=(6 - nov1.weekday()) % 7, hours=6)
    return -4 if dst_start <= dt_utc < dst_end else -5


GUILD_ID = str(snowflake(_ms(datetime(2023, 8, 14, 19, 3, 41, 227000, tzinfo=UTC)), 1, 7))


def channel_id(i: int) -> str:
    base = datetime(2025, 2, 19, 15, 47, 12, 904000, tzinfo=UTC)
    base += timedelta(days=13 * i, minutes=37 * i, milliseconds=311 * i)
    return str(snowflake(_ms(base), 2, 11 + i))


_PEOPLE_SPEC = {
    # key: (display name, bot?, account created)
    "lead": ("dez", False, datetime(2019, 6, 2, 21, 14, 9, 118000, tzinfo=UTC)),
    "riskmgr": ("Priya Raman", False, datetime(2020, 1, 13, 15, 2, 44, 870000, tzinfo=UTC)),
    "junior": ("tomas.v", False, datetime(2022, 9, 27, 12, 40, 31, 502000, tzinfo=UTC)),
    "scanner": ("scanner", True, datetime(2025, 1, 8, 10, 11, 12, 913000, tzinfo=UTC)),
    "research": ("research", True, datetime(2025, 1, 8, 10, 13, 55, 21000, tzinfo=UTC)),
    "exec": ("exec", True, datetime(2025, 1, 8, 10, 16, 40, 337000, tzinfo=UTC)),
    "riskbot": ("riskbot", True, datetime(2024, 11, 19, 18, 20, 2, 664000, tzinfo=UTC)),
    "ci": ("deploy-ci", True, datetime(2024, 6, 30, 8, 45, 19, 90000, tzinfo=UTC)),
    "paper": ("paper-exec", True, datetime(2025, 3, 2, 16, 5, 57, 441000, tzinfo=UTC)),
    "macro": ("kenji (macro)", False, datetime(2021, 4, 5, 13, 33, 21, 775000, tzinfo=UTC)),
    "opts": ("rui (options desk)", False, datetime(2021, 10, 18, 14, 9, 3, 229000, tzinfo=UTC)),
}
PEOPLE = {
    k: (str(snowflake(_ms(v[2]), 1, 3 + i)), v[0], v[1])
    for i, (k, v) in enumerate(_PEOPLE_SPEC.items())
}


# --------------------------------------------------------------------------- names

_STEM_A = ["Corv", "Nuv", "Aur", "Quel", "Vyr", "Tal", "Zen", "Ard", "Pol", "Xer", "Lum",
           "Kin", "Oss", "Bry", "Hel", "Sol", "Ver", "Cal", "Mer", "Orb", "Syn", "Trel",
           "Vas", "Eld", "Fen", "Gal", "Hyd", "Jov", "Kel", "Lyr", "Mav", "Nex", "Oct",
           "Pyr", "Qor", "Rho", "Sab", "Tyr", "Ulm", "Wex", "Yar", "Zyl", "Brev", "Cind",
           "Dral", "Esk", "Flor", "Grin", "Istr", "Jen", "Marl", "Pell", "Strat", "Thal"]
_STEM_B = ["anta", "exa", "elia", "ion", "ix", "ora", "ent", "ova", "yx", "is", "ara",
           "ium", "eon", "ado", "ica", "una", "eris", "ato", "enza", "ivo"]
_SUFFIX = [("Therapeutics", "bio"), ("Biosciences", "bio"), ("Pharma", "bio"),
           ("Genomics", "bio"), ("Medical", "bio"), ("Mobility", "ev"), ("Motors", "ev"),
           ("Energy", "energy"), ("Solar", "energy"), ("Nuclear", "energy"),
           ("Rare Earths", "mining"), ("Lithium", "mining"), ("Gold Corp", "mining"),
           ("Robotics", "tech"), ("AI Systems", "tech"), ("Quantum", "tech"),
           ("Networks", "tech"), ("Data", "tech"), ("Aerospace", "defense"),
           ("Defense Systems", "defense"), ("Holdings", "misc"), ("Brands", "consumer"),
           ("Maritime", "shipping"), ("Foods", "consumer")]
_RESERVED = {"SPY", "IWM", "QQQ", "ATM", "SSR", "LULD", "HALT", "FILL", "STOP", "BUY",
             "SELL", "ACK", "CXL", "REJ", "BTC", "BTO", "STC", "EDGX", "ARCA", "NSDQ",
             "CBOE", "VWAP", "FDA", "DOE", "USD", "HOD", "LOD", "IBKR", "LUDP", "LUDN",
             "PNL", "OCC", "SEC", "NYSE", "AMEX", "OTC", "CEO", "CFO", "ETF", "SIM"}
_VOWELS = set("AEIOU")


class Names:
    """Allocates fictional issuers; tickers unique within one generate() call."""

    def __init__(self, seed: int):
        self.rng = random.Random(f"{DESK}|names|{seed}")
        self.used_t: set[str] = set()
        self.used_c: set[str] = set()

    def new(self, sector: str | None = None) -> dict:
        for _ in range(500):
            stem = self.rng.choice(_STEM_A) + self.rng.choice(_STEM_B)
            suf, sec = self.rng.choice(_SUFFIX)
            if sector and sec != sector and self.rng.random() < 0.8:
                continue
            company = f"{stem} {suf}"
            up = stem.upper()
            cons = [ch for ch in up[1:] if ch not in _VOWELS]
            pool = [up[0] + "".join(cons[:2]) + suf[0], up[0] + "".join(cons[:3]),
                    up[:3] + suf[0], up[0] + up[2:4] + suf[0], up[:4]]
            tk = None
            for cand in pool:
                cand = "".join(ch for ch in cand if ch.isalpha())
                if len(cand) == 4 and cand not in self.used_t and cand not in _RESERVED:
                    tk = cand
                    break
            if tk is None or company in self.used_c:
                continue
            self.used_t.add(tk)
            self.used_c.add(company)
            return {"tk": tk, "co": company, "sector": sec}
        raise RuntimeError("name pool exhausted")


# --------------------------------------------------------------------------- text pools

_WIRES = ["GlobeNewswire", "PR Newswire", "Business Wire", "ACCESSWIRE", "Newsfile"]
_BANKS = ["H.C. Wainwright", "Maxim Group", "ThinkEquity", "Aegis Capital", "Roth Capital",
          "Dawson James", "A.G.P./Alliance Global Partners", "Spartan Capital"]
_BIGCO = ["Halvorsen Pharma AG", "Meridian Cloud", "Kestrel Defense Systems",
          "Osaka Lumen Industries", "Brightwater Logistics", "Tern Rock Minerals",
          "Northgate Health", "Calder Automotive"]
_DRUGS = ["VX-418", "CRV-201", "NX-07", "AUR-3", "TLX-112", "ZN-55", "PL-9004", "HX-21"]
_INDIC = ["refractory AML", "MASH", "glioblastoma", "Duchenne muscular dystrophy",
          "ALS", "treatment-resistant depression", "atopic dermatitis", "IgA nephropathy"]

_GOOD_HEADLINES = {
    "bio": ["Announces Positive Topline Results from Phase 2 Trial of {drug} in {ind}",
            "Receives FDA Fast Track Designation for {drug} in {ind}",
            "Receives FDA Orphan Drug Designation for {drug}",
            "Announces Exclusive License Agreement with {big} for {drug}"],
    "tech": ["Announces Strategic Collaboration with {big} to Deploy Edge AI Platform",
             "Awarded ${m}M Contract by U.S. Air Force for Secure Data Links",
             "Launches Agentic AI Suite and Signs First Fortune 500 Customer"],
    "energy": ["Receives ${m}M DOE Grant for Grid-Scale Storage Pilot",
               "Signs 10-Year Power Purchase Agreement with {big}"],
    "mining": ["Signs Binding Offtake Agreement with {big}",
               "Reports High-Grade Drill Results, Including 14.2 m at 3.8% Li2O"],
    "ev": ["Secures ${m}M Purchase Order for Electric Delivery Vans from {big}"],
    "defense": ["Wins ${m}M Counter-Drone Contract with U.S. Army",
                "Announces Teaming Agreement with {big} on Loitering Munitions"],
    "misc": ["Announces ${m}M Share Repurchase Program",
             "Regains Compliance with Nasdaq Minimum Bid Price Requirement"],
    "consumer": ["Announces Distribution Agreement with {big} Covering 4,100 Stores"],
    "shipping": ["Announces Acquisition of Two Suezmax Tankers for ${m}M"],
}
_BAD_HEADLINES = [
    "Announces Pricing of ${m}M Public Offering",
    "Announces ${m}M Registered Direct Offering Priced At-the-Market",
    "Files for Mixed Shelf Offering of up to ${m}M",
    "Announces 1-for-{r} Reverse Stock Split",
    "Enters into ${m}M At-the-Market Equity Offering Sales Agreement",
    "Receives Nasdaq Notice Regarding Minimum Bid Price Deficiency",
    "Announces Exercise of Warrants for ${m}M Gross Proceeds",
]


_W1_ITEMS = [
    ("Announces Resignation of Director; No Disagreement with Company",
     "item 5.02, director resignation, no disagreement"),
    ("Announces Appointment of New Independent Auditor", "item 4.01, auditor change, no "
     "reportable disagreements"),
    ("Announces Results of Annual Meeting of Stockholders", "item 5.07, vote results, all "
     "proposals passed"),
    ("Announces Participation in Upcoming Investor Conferences", "item 7.01, conference "
     "schedule, Reg FD only"),
    ("Announces Appointment of Chief Financial Officer", "item 5.02, CFO hire, standard "
     "comp package"),
]


def _headline(rng: random.Random, sector: str, good: bool = True) -> str:
    tpl = rng.choice(_GOOD_HEADLINES.get(sector, _GOOD_HEADLINES["misc"])) if good \
        else rng.choice(_BAD_HEADLINES)
    return tpl.format(drug=rng.choice(_DRUGS), ind=rng.choice(_INDIC), big=rng.choice(_BIGCO),
                      m=rng.choice(["3.5", "4", "5", "6.2", "7.5", "8", "10", "12", "15", "20"]),
                      r=rng.choice([8, 10, 15, 20, 25, 40]))


def _px(x: float) -> str:
    return f"{x:.2f}"


def _hex(rng: random.Random, n: int = 7) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


# --------------------------------------------------------------------------- model

class Thread:
    def __init__(self, sec: float):
        self.sec = sec
        self.id: str | None = None
        self.ms: int | None = None


class Msg:
    def __init__(self, sec, who, content, embeds, ref, thread, kind, attach):
        self.sec = sec
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind          # hard | noise | near | other
        self.label = None         # (event_type, facts, phrasing)
        self.idiom = None         # (idiom name, expected)
        self.final_state = "live"
        self.final_content = content
        self.removed = None
        self.attach = attach
        self.id: str | None = None
        self.ms: int | None = None


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


# long-form prose for the research agent's notes (no decisions, names not held) -----------
_PROSE = {
    "dilution": [
        "How these usually play out: an issuer with a fresh S-1 and less than two quarters of "
        "cash prices within {a} sessions of the first meaningful volume spike. The tell is an "
        "S-1/A with a price range, followed by a quiet day and then a late-evening 424B4. In "
        "{b}% of the cases we logged this year the deal came with five-year warrants struck at "
        "or near the offer, which effectively caps the stock for weeks afterwards.",
        "ATM usage is harder to see in real time. The prints show up as steady 5-10k blocks on "
        "the bid during the first hour and again after 14:00, and the share count only moves in "
        "the next 10-Q. The most reliable real-time clue remains an 8-K announcing the sales "
        "agreement; the second most reliable is the company issuing a PR on a Monday morning "
        "with no dollar figures in it.",
        "Baby-shelf arithmetic matters more than people think: an issuer with a public float "
        "under $75M can only sell a third of that float value over twelve months off an S-3. "
        "When the stock triples, the capacity triples with it, so a squeeze literally creates "
        "the room for the offering. We saw this {a} times last quarter.",
        "Registered directs priced 'at-the-market' under Nasdaq rules are still priced at or "
        "below the consolidated closing bid, and the pre-funded warrants that usually ride along "
        "allow funds to avoid the 9.99% beneficial-ownership cap. The practical effect is a "
        "supply overhang that is about {b}% larger than the headline share count.",
        "Placement-agent concentration is still extreme: {c} of the last 50 small-cap deals in "
        "our universe went through the same four banks. Their calendars are predictable enough "
        "that the scanner's 'likely to price' tag is right roughly {b}% of the time.",
    ],
    "halts": [
        "LULD bands for Tier 2 names under $3 are 20% (doubled in the first and last 15 "
        "minutes), so a halt on a $1.50 name can happen on a 30-cent move. Resumption auctions "
        "collect orders for five minutes and extend if the indicated price sits outside the "
        "band; the extensions are where most of the slippage comes from.",
        "A useful pattern from this quarter: when the first up-halt comes inside the first "
        "{a} minutes and the auction resumes above the halt price, the second halt followed "
        "{b}% of the time. When the auction resumed below the halt price the name rarely "
        "reclaimed it the same session.",
        "Down-halts (LUDN) are more informative than up-halts. They tend to cluster around "
        "offering news and stop-loss cascades, and the resumption usually prints below the "
        "indicated range, because market sell orders dominate the auction.",
        "Halt codes other than LULD are rarer but matter more: T1 (news pending) halts on "
        "micro-caps are frequently followed by an offering or a reverse-merger announcement, "
        "and 'M' (volatility) halts on the NYSE American list behave differently from Nasdaq "
        "LULD halts because the reopening procedure is manual.",
    ],
    "borrow": [
        "Locate economics: a locate at {b}% annualized on a $2 name costs about "
        "{a} cents per 1,000 shares per day, which is negligible for a day trade and brutal for "
        "a swing. Pre-borrows lock the shares but are charged whether used or not, and the "
        "hard-to-borrow list changes overnight without notice.",
        "Supply is reflexive: after a name halts up twice, lenders recall and the locate "
        "sources dry up within minutes. The same shares often come back in the afternoon when "
        "longs sell and the custodian re-lends. The locate desk's 14:00 refresh has been the "
        "best time to find inventory all month.",
        "Fee dispersion between sources is often wider than the fee itself. A name quoted at "
        "{c}% at one clearing firm can be {b}% at another an hour later, mostly because the "
        "smaller sources price off their own utilization rather than the street.",
    ],
    "flow": [
        "Retail participation in sub-$5 names is running about {a}% above the 20-day average "
        "by our odd-lot proxy. Most of it shows up in the first 20 minutes and in the last half "
        "hour; the middle of the day is now mostly algorithmic market-making and ATM supply.",
        "Sympathy moves have become shorter: a name that moves in sympathy with a sector leader "
        "now gives back half the move within {a} minutes on average, versus about an hour last "
        "spring. Scanners that alert on sympathy names are mostly alerting on the top.",
        "Options volume on micro-caps is a recent phenomenon and it matters for the tape: "
        "weekly call buying forces market-makers to hedge in the stock, which adds to the "
        "squeeze on the way up and accelerates the fade once the calls are out of the money "
        "by Friday.",
        "Pre-market prints are a poor guide to the open for floats under 5M: the pre-market "
        "high was exceeded after 09:30 in only {b}% of the low-float gappers we tracked this "
        "month, and the median name opened below its pre-market VWAP.",
        "The wire matters less than the timing. PRs dropped between 07:00 and 08:00 ET on a "
        "Monday or Tuesday have had the strongest follow-through; the same PR at 16:05 on a "
        "Friday is usually sold into by Monday's open.",
    ],
    "splits": [
        "Compliance math: Nasdaq gives 180 calendar days to regain the $1 minimum bid, then "
        "possibly another 180 if the issuer moves to the Capital Market and promises a split. "
        "Issuers that have already split once in the last year are no longer eligible for the "
        "second period, which is why the second split usually comes without warning.",
        "Post-split trading is dominated by the float change. A 1-for-{a} split turns a 20M "
        "float into something that a few retail accounts can move, and the first session after "
        "the split has produced an up-halt in about {b}% of cases this year. The subsequent "
        "financing usually follows within a quarter.",
    ],
    "earnings": [
        "Going-concern language is the single most useful line in a micro-cap 10-Q. When it "
        "appears for the first time, the stock has underperformed the group by a median of "
        "{a}% over the following month; when it disappears, the effect is much weaker.",
        "Revenue beats in this cohort are usually meaningless because the denominators are "
        "tiny; what moves the stock is cash on hand versus burn and whether the share count "
        "moved. The 10-Q cover page gives the latest share count, which is what the float db "
        "uses.",
    ],
}


_PROSE["dilution"] += [
    "Warrant inducements have become the preferred second step: the issuer offers existing "
    "warrant holders a lower strike in exchange for immediate cash exercise plus new warrants. "
    "It shows up as an 8-K and a resale S-1 a few days later, and the new warrants are usually "
    "struck {b}% above the market, which sets the next ceiling.",
    "Resale S-1s are frequently mistaken for primary offerings by the scanner. The company "
    "receives nothing from a resale registration; what matters is whether the selling holders "
    "already hold shares or only warrants, because warrant-only holders need the stock above the "
    "strike before they can sell anything.",
    "Convertible notes with a variable conversion price are the most toxic structure still in "
    "use: the holder converts at a discount to a trailing low and sells immediately, which "
    "pushes the trailing low down. When a 10-Q mentions 'lowest VWAP over the {a} trading days' "
    "it is usually one of these.",
]
_PROSE["halts"] += [
    "Halt clustering is worst between 09:30 and 09:45, when the doubled LULD bands interact with "
    "opening-auction imbalances. About {b}% of today's up-halts happened in that window, which "
    "is in line with the monthly average.",
    "The scanner now timestamps halts from the SIP rather than from the exchange feed, so the "
    "halt times in this log can trail the exchange by up to a second. Resumption times are "
    "unaffected.",
]
_PROSE["borrow"] += [
    "Short-sale restriction interacts badly with thin borrow: once SSR is on, shorts can only "
    "sell on an uptick, so whoever holds the few available locates tends to offer them at the "
    "top of each bounce. The practical result is that SSR names bleed rather than crash.",
    "Clearing firms mark hard-to-borrow status at the start of day; intraday changes only show "
    "up as failed locate requests. The locate desk is asking for requests in round lots of "
    "1,000 to reduce the number of partial fills.",
]
_PROSE["flow"] += [
    "Level 2 on Nasdaq micro-caps is a poor guide to real supply: ATM sellers and large holders "
    "use midpoint pegs and non-displayed orders, so the visible book understates the offer by "
    "an order of magnitude on the busiest names.",
    "The share of volume executed off-exchange in this bucket is now above {b}%, mostly "
    "wholesaler internalisation of retail orders. The lit tape therefore lags the real demand "
    "by a few seconds at the turns.",
    "Afternoon sessions have been unusually quiet: volume between 12:00 and 15:00 in the "
    "low-float bucket is down about {a}% against last month, and most halts after lunch have "
    "been down-halts on offering news.",
]
_PROSE["splits"] += [
    "Reverse splits also reset the scanner's historical levels: the prior-day close is adjusted "
    "but pre-market ranges and 52-week lows sometimes are not, which produces false 'new high' "
    "alerts on the split day.",
]
_PROSE["earnings"] += [
    "Late filers are worth tracking separately: an NT 10-Q followed by a second delay is "
    "followed by a Nasdaq deficiency notice within days, and the notice is often released at "
    "16:05 with no other context.",
]

_PROSE["flow"] += [
    "The opening auction has become the main liquidity event for low-float names: on the "
    "busiest gappers, {b}% of the first five minutes' volume prints in the cross. Names that "
    "open more than 10% away from their pre-market VWAP tend to mean-revert toward it within "
    "the first quarter hour.",
    "Our odd-lot proxy for retail participation peaked on Tuesday and has drifted lower since. "
    "When retail steps back, the remaining flow in this bucket is mostly liquidity provision and "
    "issuer supply, which is why breakouts have been failing more often after 10:00.",
    "Spreads widen predictably around news: a 1-cent market becomes a 5-10 cent market for "
    "roughly {a} seconds after a headline, and the first prints after the widening are the least "
    "informative of the day.",
    "Pre-market volume thresholds matter less than the time at which the volume arrives. Volume "
    "concentrated before 07:00 usually reflects overseas or algorithmic participation and tends "
    "to fade; volume building between 08:30 and 09:25 has better follow-through into the open.",
    "Late-day ramps in micro-caps are often closing-auction imbalances rather than real demand. "
    "MOC imbalance data on Nasdaq is published from 15:50 and has been a decent predictor of "
    "the last-minute print for names with more than {a}M shares traded.",
]
_PROSE["news"] = [
    "A reminder on headline quality: PRs that name a counterparty but no dollar value have a "
    "median day-one move similar to PRs with values, but they give back roughly {b}% more over "
    "the following week. 'Strategic' and 'AI' in the title are the two most reliable fade "
    "markers in our sample.",
    "8-K item numbers are a quick triage tool: 1.01 (material agreement) and 8.01 (other events) "
    "are where financings hide, 5.02 is people, 3.01 is exchange deficiency, and 2.02 is "
    "results. The scanner tags them, but the tags are derived from the cover page and are "
    "occasionally wrong.",
    "Recycled news is a growing share of scanner hits: {a}% of this week's 'news' tags pointed "
    "at a release that had already been published at least once, either as a re-wire or as a "
    "translated version on a second wire.",
    "Conference-season PRs ('to present at …') carry no information by themselves but often "
    "precede an offering: issuers like to raise right after a round of investor meetings, while "
    "the story is fresh.",
]
_PROSE["halts"] += [
    "Down-halts on offering news have a typical shape: a T1 halt, a pricing 8-K at a {c}% "
    "discount, and a resumption that prints inside the offering range within minutes. The "
    "second leg lower, if it comes, usually happens when the new shares become deliverable.",
    "Single-stock circuit breakers do not apply in the pre-market or after-hours sessions, so "
    "the biggest gaps happen exactly when liquidity is thinnest. Limit orders only outside the "
    "regular session is a broker requirement for most accounts for a reason.",
]
_PROSE["borrow"] += [
    "Pre-market locate availability is a good sentiment indicator by itself: names with plenty "
    "of locates at 08:00 rarely squeeze, because the lenders are still lending. The squeezes "
    "come from names where the last locates disappeared the previous afternoon.",
]
_PROSE["dilution"] += [
    "Shelf takedowns after hours follow a routine: the issuer prices between 16:30 and 20:00, "
    "files the 424B5 overnight, and the stock opens near the offering price. Investors in the "
    "deal usually hedge by shorting pre-market, which is why the borrow on these names vanishes "
    "before the open.",
    "Equity lines of credit (ELOCs) are back in fashion. They are registered on an S-1 for "
    "resale, let the investor buy at a {c}% discount to a short VWAP window, and show up as "
    "persistent selling with no discrete event to anchor on.",
]

_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
_FUNDS = ["Armistice", "Sabby", "Anson", "Intracoastal", "Hudson Bay", "Lind Partners",
          "Alto Opportunity", "Iroquois"]


def _name_comment(rng: random.Random, n: dict) -> str:
    f1 = rng.choice([
        f"ran {rng.randint(20, 240)}% on a {rng.choice(['PR', 'contract PR', 'data PR', 'sympathy move', 'Reddit mention'])} and has held the {rng.choice(['pre-market high', 'opening range', 'VWAP'])} so far",
        f"faded from the open after a {rng.randint(20, 150)}% gap, now {rng.randint(10, 60)}% off the high",
        f"halted {rng.randint(1, 4)} times today, last resumption {rng.choice(['above', 'below', 'inside'])} the indicated range",
        f"quiet after last {rng.choice(['week', 'month'])}'s ${rng.uniform(2, 25):.1f}M offering",
        f"grinding higher on {rng.uniform(1.5, 9):.1f}x relative volume without news",
        f"gapped down {rng.randint(10, 50)}% on the pricing and has not bounced",
        f"printing {rng.choice(['10k', '5k', '20k'])} blocks on the bid every few minutes (ATM-like)",
    ])
    f2 = rng.choice([
        (lambda fl: f"float {fl:.1f}M of {fl * rng.uniform(1.1, 2.5):.1f}M out")(rng.uniform(0.8, 30)),
        f"cash ~${rng.uniform(0.5, 25):.1f}M against ~${rng.uniform(1, 8):.1f}M quarterly burn",
        f"S-3 effective since {rng.choice(_MONTHS)}, baby-shelf capped",
        f"{rng.uniform(0.5, 9):.1f}M warrants at ${rng.uniform(0.5, 9):.2f} overhang",
        "no shelf on file",
        f"ATM with {rng.choice(_BANKS)} ({rng.randint(10, 90)}% used)",
        f"1-for-{rng.choice([10, 15, 20, 25, 40])} reverse split {rng.randint(1, 11)} months ago",
    ])
    f3 = rng.choice([
        f"borrow {rng.choice(['none', 'HTB', 'ETB'])}{'' if rng.random() < .5 else ' at %d%%' % rng.randint(20, 250)}",
        f"weekly options listed, OI {rng.randint(300, 20000):,}",
        f"insiders sold in {rng.choice(_MONTHS)}",
        f"{rng.choice(_FUNDS)} filed a 13G above 5%",
        "transfer agent change filed last week",
        f"short interest {rng.uniform(1, 30):.1f}% of float",
        f"next 10-Q due in {rng.randint(5, 70)} days",
        "going-concern language in the last 10-Q",
    ])
    f4 = rng.choice([
        f"the scanner has flagged it {rng.randint(2, 9)} times this week",
        f"last raise priced at ${rng.uniform(0.5, 9):.2f}",
        f"the {rng.choice(['pre-market high', 'halt price', 'offering price', 'prior-day high'])} "
        f"at ${rng.uniform(0.5, 15):.2f} is the level everyone is watching",
        f"options volume {rng.uniform(1.5, 12):.1f}x average, mostly weekly calls",
        f"{rng.randint(2, 6)} PRs in the last 30 days",
        f"trading {rng.randint(10, 80)}% below its last financing",
        f"{rng.choice(['Nasdaq CM', 'NYSE American', 'Nasdaq GM'])} listed, {rng.choice(['Tier 1', 'Tier 2'])} LULD",
        f"annual meeting {rng.choice(['next month', 'in January', 'adjourned twice'])}",
    ])
    return f"- **{n['tk']}**: {f1}; {f2}; {f3}; {f4}."


def _paras(rng: random.Random, themes, k: int, used: set | None = None) -> str:
    pool = []
    for th in themes:
        pool.extend(_PROSE[th])
    rng.shuffle(pool)
    if used is not None:
        pool.sort(key=lambda p: p in used)
        used.update(pool[:k])
    out = []
    for p in pool[:k]:
        out.append(p.format(a=rng.randint(3, 25), b=rng.randint(20, 80), c=rng.randint(25, 45)))
    return "\n\n".join(out)


# filler pools ---------------------------------------------------------------------------
_LEAD_CHAT = [
    "tws lagging again?", "this tape is thin", "spreads are huge on everything sub $2",
    "{tkl} chart is a mess lol", "halts everywhere today", "who's on the desk for AH tonight",
    "remind me to look at the locate fees tmrw", "quiet after lunch as usual",
    "L2 on nsdq is so spoofy today", "anyone have the s-3 tracker link",
    "das hotkeys acting up, restarting", "coffee", "brb 5", "back",
    "everything's fading after 10:30 again", "retail is asleep today",
    "ssr list is long today", "this {tkl} tape is pure algo", "need a better news feed tbh",
    "who changed the scanner filters", "nice work this am team",
    "scanner is spamming sympathy names again", "@research less tables more words pls lol",
    "market's asleep", "{tkl} halted again? lol", "ok who muted the squawk",
    "gonna be a slow afternoon", "ok who moved my hotkeys",
    "news feed is 30s behind the wire again", "good tape this morning tbh",
    "hate this chop", "fomc minutes at 2, careful", "eod soon",
    "anyone see the {tkl} 8-K?", "dinner, back for AH maybe",
]
_JUNIOR_CHAT = [
    "anyone else getting stale L2 on das", "lunch?", "coffee run, back in 10", "brb",
    "tape is wild today", "volume drying up", "{tkl} still going?? wow",
    "ibkr app logged me out again 🙄", "is the scanner double posting or is it me",
    "how is {tkl} up 80% on that pr", "this chop is brutal", "heading out at 5 today",
    "the float db has {tkl} wrong btw, 10-Q says otherwise", "so many reverse splits lately",
    "gonna rewatch the open recording later", "which wire is fastest for 8-Ks?",
    "wow {tkl} just ripped 40% in 2 min", "my das keeps freezing on the halt list",
    "is the s-3 tracker updated for today?", "who's buying this stuff lol",
    "finally lunch", "trying the new hotkey layout today", "the borrow sheet is so stale",
    "{tkl} tape looks so fake lol", "L2 is empty on half of these", "slow day on my end",
    "did the float db update overnight?", "heading to the gym, back at 3",
    "good morning btw", "the research notes are long today lol",
]
_RSRCH_SHORT = [
    "{tk} filed a Form 4 overnight: a director bought {a}k sh at {px}. Small, but it is the "
    "first open-market buy in two years.",
    "Reminder: {tk} has a reverse split effective at the open tomorrow (1-for-{r}); scanners "
    "will show a fake gap.",
    "Borrow update from the locate desk: {b} names on the HTB list today vs {c} a week ago.",
    "Noting for the log: {tk} 10-Q filed late (NT 10-Q was on file).",
    "{co} ({tk}) moved its annual meeting to January; the proxy includes a share-authorization "
    "increase.",
    "Float db refreshed from last night's 10-Q batch: {b} names changed by more than 10%.",
    "{tk} received a Nasdaq stockholders'-equity deficiency notice; 45 days to submit a plan.",
    "The SEC posted {a} new S-1 filings overnight across our universe, about average.",
    "Scanner note: {tk} has shown up {r} times today; the repeated hits are the same 8-K "
    "re-wired.",
    "{tk} transfer agent changed (8-K item 8.01); usually a precursor to a split or a raise.",
    "Correction to the morning sweep: {tk}'s S-3 is for resale by holders, not primary.",
    "{tk} short interest update (mid-month): {a}% of float vs {r}% at the end of last month.",
    "The EDGAR full-text feed lagged ~{a} minutes this morning; filings timestamps in the "
    "tracker are from acceptance time, not feed time.",
]

# chat lines that only make sense at certain times of day (ET windows)
_CHAT_WIN = {
    "eod soon": (15, 30, 15, 55), "good morning btw": (7, 0, 9, 0),
    "dinner, back for AH maybe": (17, 30, 18, 30), "quiet after lunch as usual": (13, 0, 14, 30),
    "gonna be a slow afternoon": (12, 30, 13, 30), "fomc minutes at 2, careful": (12, 0, 13, 50),
    "lunch?": (11, 45, 12, 30), "finally lunch": (12, 0, 13, 0),
    "heading out at 5 today": (13, 0, 16, 0), "heading to the gym, back at 3": (12, 0, 13, 0),
    "coffee": (6, 30, 10, 0), "coffee run, back in 10": (7, 0, 11, 0),
    "good tape this morning tbh": (10, 30, 12, 0), "nice work this am team": (10, 30, 12, 30),
    "everything's fading after 10:30 again": (10, 40, 12, 0),
    "retail is asleep today": (10, 0, 15, 0), "market's asleep": (12, 0, 15, 0),
    "who's on the desk for AH tonight": (14, 0, 16, 0),
    "gonna rewatch the open recording later": (10, 0, 16, 0),
    "remind me to look at the locate fees tmrw": (15, 0, 19, 0),
    "did the float db update overnight?": (5, 0, 9, 0), "volume drying up": (11, 0, 15, 0),
    "is the s-3 tracker updated for today?": (6, 0, 9, 30),
    "trying the new hotkey layout today": (6, 30, 9, 25),
}

# research schedule: kind -> candidate windows (ET h0, m0, h1, m1)
_RSRCH_SLOTS = [
    ("dilution", [(4, 10, 5, 30), (11, 40, 12, 50), (16, 20, 17, 20), (20, 30, 22, 30)]),
    ("halts", [(11, 10, 12, 20), (15, 5, 15, 50)]),
    ("borrow", [(7, 0, 8, 20), (13, 10, 14, 10)]),
    ("sector", [(8, 10, 9, 10), (12, 30, 14, 50)]),
    ("rsplit", [(17, 30, 19, 30)]),
    ("ah_earnings", [(16, 40, 18, 0)]),
    ("ssr_list", [(8, 50, 9, 20)]),
    ("calendar", [(19, 30, 23, 30)]),
    ("rotation", [(11, 0, 13, 40)]),
    ("open_recap", [(9, 50, 10, 20)]),
    ("midday", [(12, 5, 12, 55)]),
    ("deepdive", [(9, 45, 10, 50), (11, 50, 13, 30), (14, 10, 15, 20), (16, 30, 18, 30),
                  (7, 40, 8, 50), (19, 0, 20, 30)]),
]
_RSRCH_MAX = {"dilution": 3, "halts": 2, "borrow": 2, "sector": 2, "rsplit": 1,
              "ah_earnings": 1, "ssr_list": 1, "calendar": 1, "rotation": 1,
              "deepdive": 6, "open_recap": 1, "midday": 1}
_SCAN_TABLE_SLOTS = [(6, 0, 6, 10), (7, 30, 7, 40), (9, 0, 9, 10), (10, 0, 10, 5),
                     (11, 30, 11, 35), (14, 0, 14, 5), (16, 15, 16, 20), (18, 0, 18, 5)]
_PNL_SLOTS = [(10, 0, 10, 2), (14, 0, 14, 2), (16, 5, 16, 8)]


# activity curve (ET hour -> weight) for fillers
_CURVE_ALL = [1, 1, 1, 1, 3, 3, 4, 6, 8, 13, 14, 10, 6, 5, 5, 7, 11, 6, 4, 3, 2, 1, 1, 1]
_CURVE_SCAN = [0, 0, 0, 0, 4, 4, 5, 7, 9, 15, 15, 10, 6, 5, 5, 8, 10, 6, 4, 3, 1, 0, 0, 0]
_CURVE_CHAT = [0, 0, 0, 0, 0, 1, 3, 6, 9, 14, 14, 9, 6, 5, 5, 8, 10, 4, 2, 1, 0, 0, 0, 0]
_CURVE_RSRCH = [2, 2, 2, 3, 5, 6, 7, 7, 6, 5, 5, 5, 6, 5, 5, 4, 5, 6, 5, 4, 3, 3, 2, 2]


class Day:
    """One channel-day of the desk."""

    def __init__(self, rng, names, chan_id, chan_idx, day_start_utc, oid0):
        self.rng = rng
        self.names = names
        self.chan_id = chan_id
        self.chan_idx = chan_idx
        self.start_utc = day_start_utc
        self.start_ms = _ms(day_start_utc)
        off = _et_offset_h(day_start_utc + timedelta(hours=12))
        self.local0 = (day_start_utc + timedelta(hours=off)).replace(tzinfo=None)
        self.tdate = (self.local0 + timedelta(hours=12)).date()
        self.msgs: list[Msg] = []
        self.ops: list[tuple] = []
        self.threads: list[Thread] = []
        self.superseded: list[tuple] = []
        self._oids: set[int] = set()
        self.noise_names = [names.new() for _ in range(36)]
        self._nn = 0

    # ---- helpers
    def P(self, themes, k):
        if not hasattr(self, "_used_paras"):
            self._used_paras = set()
        return _paras(self.rng, themes, k, self._used_paras)

    def comments(self, names, k=None):
        names = list(names)
        if k is not None:
            names = self.rng.sample(names, min(k, len(names)))
        return "\n".join(_name_comment(self.rng, n) for n in names)

    def T(self, h, m=0, s=0, jit=0.0):
        return h * 3600 + m * 60 + s + (self.rng.uniform(0, jit) if jit else 0.0)

    def clock(self, sec, secs=True):
        t = self.local0 + timedelta(seconds=sec)
        return t.strftime("%H:%M:%S" if secs else "%H:%M")

    def next_oid(self, sec):
        """OMS order ids grow with time (one OMS per channel)."""
        n = 100000 + (self.tdate.toordinal() % 300) * 23500 + int(sec * 10) // 37
        while n in self._oids:
            n += 1
        self._oids.add(n)
        return f"SM{'' if self.chan_idx == 0 else self.chan_idx + 1}-{n}"

    def nname(self):
        n = self.noise_names[self._nn % len(self.noise_names)]
        self._nn += 1
        return n

    def add(self, sec, who, content="", embeds=None, ref=None, thread=None, kind="other",
            attach=None):
        assert 0 <= sec < DAY_S, (sec, content[:40])
        if ref is not None:
            assert ref.sec < sec and ref.thread is thread
        m = Msg(sec, who, content, embeds, ref, thread, kind, attach)
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing, idiom=None):
        m.kind = "hard"
        m.label = (etype, list(facts), phrasing)
        if idiom:
            m.idiom = (idiom, etype)
        return m

    def near(self, m, idiom=None):
        m.kind = "near"
        if idiom:
            m.idiom = (idiom, "not_hard")
        return m

    def edit(self, m, sec, content, superseded=()):
        assert sec > m.sec
        self.ops.append(("edit", sec, m, content))
        m.final_content = content
        if m.final_state == "live":
            m.final_state = "edited"
        for old in superseded:
            self.superseded.append((m, old))

    def delete(self, m, sec, snippet):
        assert sec > m.sec
        self.ops.append(("delete", sec, m))
        m.final_state = "deleted"
        m.removed = snippet

    def bulk_delete(self, ms, sec, snippets, by="lead"):
        for m, sn in zip(ms, snippets):
            assert sec > m.sec
            m.final_state = "deleted"
            m.removed = sn
        self.ops.append(("bulk", sec, list(ms), by))

    def forget(self, m, sec, snippet, by="riskmgr"):
        assert sec > m.sec
        self.ops.append(("forget", sec, m, by))
        m.final_state = "forgotten"
        m.removed = snippet

    def pin(self, m, sec, by):
        assert sec > m.sec
        self.ops.append(("pin", sec, m, by))

    def react(self, m, sec, emoji, who):
        assert sec > m.sec
        self.ops.append(("react", sec, m, emoji, who))

    def sample_time(self, curve):
        h = self.rng.choices(range(24), weights=curve)[0]
        return h * 3600 + self.rng.uniform(0, 3599.0)

    # ------------------------------------------------------------------ scenario
    def build(self):
        rng = self.rng
        self.hard_count = 0
        nn = self.names
        A = nn.new(rng.choice(["bio", "tech", "defense", "energy"]))
        B = nn.new(rng.choice(["bio", "ev", "tech", "mining"]))
        C = nn.new(rng.choice(["tech", "bio", "mining", "defense"]))
        D = nn.new(rng.choice(["bio", "tech", "energy"]))
        W1 = nn.new()
        W2 = nn.new(rng.choice(["bio", "tech"]))
        self.A, self.B, self.C, self.D, self.W1, self.W2 = A, B, C, D, W1, W2
        self.core_names = {A["tk"], B["tk"], C["tk"], D["tk"], W1["tk"], W2["tk"]}

        # optional blocks: choose which run so hard events stay in range
        opt_sizes = {"a_route": 2, "a_scale": 2, "b_add": 3, "b_424": 3, "c_rej": 2,
                     "c_held": 1, "c_out": 2, "c_resume": 1, "d_thesis": 1, "d_cxl": 2,
                     "iwm_cover": 2, "w2": 2, "ah_limit": 1, "locate": 2}
        core = 36
        target = rng.randint(36, 43)
        order = list(opt_sizes)
        rng.shuffle(order)
        self.opt = set()
        total = core
        for k in order:
            if total + opt_sizes[k] <= target:
                self.opt.add(k)
                total += opt_sizes[k]

        self.overnight_and_premarket()
        self.watch_and_w1()
        self.seq_a()
        self.seq_b()
        self.misc_nearmiss()
        self.risk_mgr_limit()
        self.seq_d()
        self.deleted_proposal()
        self.seq_c()
        self.seq_iwm()
        if "w2" in self.opt:
            self.seq_w2()
        if "locate" in self.opt:
            self.seq_locate()
        if "ah_limit" in self.opt:
            self.seq_ah_limit()
        self.structural_noise()
        self.heartbeats()
        self.filler()

    # ---------------------------------------------------------------- overnight
    def overnight_and_premarket(self):
        rng = self.rng
        # CI deploy, overnight
        t = self.T(1, 5, jit=2400)
        self.add(t, "ci", self.ci_line(t), kind="noise")
        # stack trace from the broker API
        t = self.T(2, 10, jit=1800)
        self.add(t, "exec", self.stack_trace(), kind="noise")
        self.add(t + rng.uniform(4, 15), "exec",
                 f"gw reconnected after {rng.uniform(2, 9):.1f}s · resubscribed "
                 f"{rng.randint(20, 60)} md lines · 0 open orders resynced", kind="noise")
        # long overnight analysis, trading words, no decision
        t = self.T(3, 0, jit=2400)
        m = self.add(t, "research", self.overnight_note())
        self.near(m, "long overnight analysis with trading words, no decision")
        # premarket gappers table
        t = self.T(4, 0, 30, jit=60)
        self.add(t, "scanner", self.gapper_table(t, include=[self.A, self.C]))
        # gm
        t = self.T(5, 40, jit=900)
        self.add(t, "lead", rng.choice(["gm", "gm ☕", "gm gm", "morning"]), kind="noise")
        g2 = self.add(t + rng.uniform(60, 400), "junior", rng.choice(["gm", "gm 🫡", "gm all"]),
                      kind="noise")
        # personal info later forgotten
        t2 = g2.sec + rng.uniform(30, 300)
        num = f"{rng.choice(['917', '646', '347', '201'])}-555-01{rng.randint(10, 99)}"
        self.cell_msg = self.add(
            t2, "lead", f"if ibkr drops again this am and i'm on the train call my cell "
                        f"{num}, don't just ping here")
        self.cell_snip = num
        self.cell_msg.kind = "other"

    # ---------------------------------------------------------------- watchlist, W1
    def watch_and_w1(self):
        rng = self.rng
        A, B, C, D, W1, W2 = self.A, self.B, self.C, self.D, self.W1, self.W2
        t = self.T(6, 25, jit=900)
        lines = [
            f"watch {self.tdate.strftime('%m/%d')} 👀",
            f"longs: {A['tk']} (pr, small float) · {C['tk']} (halt candidate) · "
            f"{D['tk']} (calls?)",
            f"shorts: {B['tk']} (atm overhang, needs locate)",
            f"on radar: {W1['tk']}, {W2['tk']}",
            "hedges: iwm/spy as needed",
        ]
        self.watch_msg = self.add(t, "lead", "\n".join(lines))
        self.pin(self.watch_msg, t + rng.uniform(20, 90), "lead")
        # W1 watchlist news
        t = self.T(6, 45, jit=2400)
        hl, what = rng.choice(_W1_ITEMS)
        w1news = self.add(t, "scanner",
                          f"📰 {W1['tk']} · \"{W1['co']} {hl}\" · 8-K · {rng.choice(_WIRES)} "
                          f"{self.clock(t, False)} ET")
        self.hard(w1news, "watchlist_news", [W1["tk"], " ".join(hl.split()[:3]), "8-K"],
                  "untagged",
                  "scanner headline on a watchlist name")
        self.w1_hl = hl
        t2 = t + rng.uniform(120, 600)
        r = self.add(t2, "lead", rng.choice([
            f"@research read the {W1['tk'].lower()} 8-K pls, is it anything",
            f"@research take {W1['tk'].lower()} 8-K, lmk if it matters",
        ]))
        self.hard(r, "route_decision", ["@research", W1["tk"].lower()], "shorthand",
                  "lead @-routes an item to the research agent")
        t3 = t2 + rng.uniform(200, 700)
        nr = self.add(t3, "research", rng.choice([
            f"{W1['tk']} 8-K: {what}. Float and share count unchanged, no financing language. "
            f"No action for the desk — not routing to execution; {W1['tk']} stays on watch.",
            f"Read the {W1['tk']} 8-K ({what}). Nothing about financing or share count. "
            f"No action, not routing anywhere; {W1['tk']} remains on the watch list.",
        ]), ref=r)
        self.hard(nr, "no_route_decision", [W1["tk"], "No action", "not routing"], "reply",
                  "explicit no-action / not routing")

    # ---------------------------------------------------------------- A: long gapper
    def seq_a(self):
        rng = self.rng
        A = self.A
        tk, tkl = A["tk"], A["tk"].lower()
        px = round(rng.uniform(1.8, 6.4), 2)
        self.a_px = px
        qty = rng.choice([3000, 4000, 5000, 6000])
        self.a_qty = qty
        stop1 = round(px * rng.uniform(0.89, 0.93), 2)
        tgt = round(px * rng.uniform(1.22, 1.35), 2)
        t0 = self.T(7, 2, jit=900)
        note, decision_facts = self.note_a(t0, px, qty, stop1, tgt)
        prop = self.add(t0, "research", note)
        self.hard(prop, "trade_proposal", decision_facts, "buried",
                  "proposal buried in a long research markdown note")
        q = self.add(t0 + rng.uniform(40, 110), "junior",
                     rng.choice([f"what's the float on {tkl} again? 6m?",
                                 f"is {tkl} optionable or just shares?"]))
        self.near(q, "question about a name in a proposal")
        self.add(q.sec + rng.uniform(20, 60), "research",
                 f"{A['float_m']}M float per the last 10-Q cover page; no options listed. "
                 f"Shares only.", ref=q)
        appr_txt = rng.choice(["ok", "ok go", "go", "ok 👍"])
        appr = self.add(q.sec + rng.uniform(90, 200), "lead", appr_txt, ref=prop)
        self.hard(appr, "trade_approval", [appr_txt], "reply",
                  "bare 'ok' reply to a proposal = approval")
        oid = self.next_oid(appr.sec)
        self.a_oid = oid
        t = appr.sec + rng.uniform(8, 25)
        ack = self.add(t, "exec",
                       f"ACK|{oid}|BUY|{tk}|{qty}|LMT {_px(px)}|TIF=DAY+EXT|route=SMART/ARCA|"
                       f"status=WORKING", ref=appr)
        self.hard(ack, "trade_confirmation", ["ACK", oid, "BUY", tk, str(qty)], "structured",
                  "pipe-delimited order ack")
        q1 = rng.choice([1000, 1500, 2000])
        q1 = min(q1, qty - 1000)
        t = ack.sec + rng.uniform(60, 240)
        bad = _px(px + 0.01)
        f1_orig = (f"FILL|{oid}|BUY|{tk}|{q1}@{bad}|cum={q1}/{qty}|venue=ARCA|"
                   f"{self.clock(t)}")
        f1 = self.add(t, "exec", f1_orig)
        f1_new = (f"FILL|{oid}|BUY|{tk}|{q1}@{_px(px)}|cum={q1}/{qty}|venue=ARCA|"
                  f"{self.clock(t)}|corr: px rebooked by broker")
        self.edit(f1, t + rng.uniform(180, 420), f1_new, superseded=[bad])
        self.hard(f1, "trade_fill", [tk, "BUY", f"{q1}@{_px(px)}", oid], "structured",
                  "pipe fill later edited with corrected price")
        q2 = qty - q1
        avg2 = _px(px - rng.choice([0.0, 0.01]))
        t = t + rng.uniform(200, 600)
        emb = {"title": "Execution report", "description": "Order filled",
               "author": "exec · IBKR",
               "fields": [{"name": "Symbol", "value": tk, "inline": True},
                          {"name": "Side", "value": "BUY", "inline": True},
                          {"name": "Qty", "value": f"{q2:,}", "inline": True},
                          {"name": "Avg Px", "value": avg2, "inline": True},
                          {"name": "Order ID", "value": oid, "inline": True},
                          {"name": "Status", "value": f"Filled ({qty:,}/{qty:,})",
                           "inline": True}],
               "footer": f"ARCA · premarket · {self.clock(t)} ET"}
        f2 = self.add(t, "exec", "", embeds=[emb])
        self.hard(f2, "trade_fill", [tk, "BUY", f"{q2:,}", avg2, oid], "embed",
                  "embed-only fill with Symbol/Side/Qty/Avg Px fields")
        self.react(f2, t + rng.uniform(5, 60), "👍", "lead")
        # junior suggests a stop (near miss), lead sets it
        sug = round(stop1 - rng.choice([0.04, 0.05, 0.06]), 2)
        j = self.add(t + rng.uniform(40, 120), "junior", rng.choice([
            f"a stop at {_px(sug)} would be sensible on {tkl} imo, under the pm consolidation",
            f"fwiw a stop at {_px(sug)} would be sensible on {tkl}, that's the pm base",
        ]))
        self.near(j, "suggested stop with no decision")
        ts = j.sec + rng.uniform(30, 120)
        stop_msg = self.add(ts, "lead", f"{tkl} stp {_px(stop1)} on all {qty // 1000}k")
        self.a_stop_msg = stop_msg
        self.a_stop1, self.a_tgt = stop1, tgt
        # A held news (company-name S-3 / ATM) at ~09:12
        t = self.T(9, 8, jit=420)
        amt = rng.choice(["20", "25", "30", "35", "50"])
        bank = rng.choice(_BANKS)
        n = self.add(t, "scanner",
                     f"📰 \"{A['co']} Files ${amt} Million Mixed Shelf; Enters ATM Sales "
                     f"Agreement with {bank}\" · S-3 + 8-K · EDGAR {self.clock(t, False)} ET")
        self.hard(n, "held_position_news", [A["co"], f"${amt} Million", "ATM Sales Agreement"],
                  "untagged", "headline on a held name by company name only")
        self.a_news = n
        if "a_route" in self.opt:
            r = self.add(t + rng.uniform(15, 60), "scanner",
                         f"route=research sym={tk} reason=held_filing form=S-3 "
                         f"acc=0001493152-26-0{rng.randint(10000, 99999)} prio=high")
            self.hard(r, "route_decision", ["route=research", tk, "S-3"], "structured",
                      "scanner key=value routing line")
            th = self.add(r.sec + rng.uniform(300, 700), "research",
                          f"{tk} update after the S-3/ATM: an open ATM with {bank} means every "
                          f"push into {_px(tgt)} gets sold into. Conviction cut from high to low; "
                          f"the {_px(tgt)} target is withdrawn and the remaining shares are "
                          f"managed against the stop only. No adds.")
            self.hard(th, "thesis_update", [tk, "Conviction cut", "low", "No adds"],
                      "untagged", "research conviction downgrade after a filing")
        qn = self.add(t + rng.uniform(400, 900), "junior",
                      f"what if we shorted the ATM print on {tkl} later instead?")
        self.near(qn, "what-if question")
        # open: HELD halt
        t = self.T(9, 34, jit=600)
        hpx = round(px * rng.uniform(1.18, 1.3), 2)
        self.a_hpx = hpx
        h = self.add(t, "scanner",
                     f"[HELD] {tk} halted LUDP {self.clock(t)} ET · last {_px(hpx)} · "
                     f"+{rng.uniform(35, 90):.1f}% on day · resume ~{self.clock(t + 300, False)}")
        self.hard(h, "held_position_news", ["[HELD]", tk, "halted", "LUDP"], "tagged",
                  "scanner [HELD] halt alert on a held name")
        self.react(h, t + rng.uniform(3, 30), "🚀", "lead")
        self.add(t + rng.uniform(20, 60), "lead", rng.choice(["🚀", "🚀🚀", "lfg"]), kind="noise")
        rem = qty
        s2 = round(px * rng.uniform(0.95, 0.97), 2)
        s3 = round(px + rng.choice([0.03, 0.04, 0.05, 0.06]), 2)
        e1 = h.sec + rng.uniform(600, 1100)
        if "a_scale" in self.opt:
            ot = h.sec + rng.uniform(400, 560)
            opx = _px(hpx + rng.choice([0.02, 0.05, 0.08]))
            half = qty // 2
            o = self.add(ot, "lead", f"out half {tkl} {opx}")
            self.hard(o, "trade_proposal", ["out half", tkl, opx], "shorthand",
                      "'out half' shorthand sell instruction")
            soid = self.next_oid(ot)
            fo = self.add(ot + rng.uniform(10, 50), "exec",
                          f"FILL|{soid}|SELL|{tk}|{half}@{opx}|cum={half}/{half}|venue=NSDQ|"
                          f"{self.clock(ot + 30)}", ref=o)
            self.hard(fo, "trade_fill", [tk, "SELL", f"{half}@{opx}"], "structured")
            rem = qty - half
        left = f"on all {qty // 1000}k" if rem == qty else f"on the {rem // 1000}k left"
        if rem % 1000:
            left = f"on the {rem:,} left"
        self.edit(stop_msg, e1, f"{tkl} stp {_px(s2)} {left}", superseded=[_px(stop1)])
        e2 = e1 + rng.uniform(1200, 2400)
        final = f"{tkl} stp {_px(s3)} {left} 🔒 b/e+"
        self.edit(stop_msg, e2, final, superseded=[_px(s2)])
        self.hard(stop_msg, "stop_or_target_change", [tkl, "stp", _px(s3)], "shorthand",
                  "stop moved twice by editing the same message")
        self.a_rem, self.a_s3 = rem, s3
        # stopped out in the afternoon
        t = self.T(13, 40, jit=3000)
        fpx = _px(s3 - 0.01)
        soid = self.next_oid(self.a_stop_msg.sec + 2)
        so = self.add(t, "exec",
                      f"FILL|{soid}|SELL|{tk}|{rem}@{fpx}|cum={rem}/{rem}|stop {_px(s3)} "
                      f"triggered|venue=EDGX|{self.clock(t)}")
        self.hard(so, "trade_fill", [tk, "SELL", f"{rem}@{fpx}", "triggered"], "structured")
        self.add(so.sec + rng.uniform(20, 120), "lead",
                 rng.choice(["meh. scratch", "fine, b/e ish", "🫡"]), ref=so, kind="noise")

    def note_a(self, t, px, qty, stop, tgt):
        rng = self.rng
        A = self.A
        tk = A["tk"]
        fl = round(rng.uniform(2.2, 9.5), 1)
        A["float_m"] = fl
        pmv = fl * rng.uniform(0.4, 2.5)
        so = round(fl * rng.uniform(1.3, 2.2), 1)
        gap = rng.uniform(38, 140)
        pc = round(px / (1 + gap / 100), 2)
        hl = _headline(rng, A["sector"], True)
        cash = round(rng.uniform(3, 18), 1)
        burn = round(rng.uniform(1.5, 5.0), 1)
        wire = rng.choice(_WIRES)
        vwap = round(px * rng.uniform(0.95, 0.99), 2)
        pmh = round(px * rng.uniform(1.04, 1.12), 2)
        risk = int(qty * (px - stop))
        sz = f"{qty:,}"
        decision = (f"Proposal: long {tk} {sz} sh at {_px(px)} limit (ext hours ok), stop "
                    f"{_px(stop)}, first target {_px(tgt)}.")
        facts = [tk, "long", sz, _px(px), _px(stop)]
        txt = f"""## {tk} ({A['co']}) — premarket catalyst read

**TL;DR** {tk} is gapping +{gap:.0f}% (pc {_px(pc)}) on a {wire} release at {self.clock(t - rng.uniform(1800, 5000), False)} ET. Float is small ({fl}M), premarket volume is already {pmv:.1f}M (≈{pmv / fl:.1f}x float rotation) and I find no effective shelf on EDGAR as of this morning.

### Catalyst
- Headline: "{A['co']} {hl}"
- Substance: the release has numbers in it rather than adjectives, which is rarer than it should be for this cohort. Second-order read: management did not pair it with a financing, which is the usual tell.
- Issuer history: two promotional PRs in the last 12 months; both faded inside two sessions. The follow-through on this one is the whole trade.

### Structure
| item | value |
|---|---|
| float | {fl}M |
| shares out | {so}M |
| insider / inst | {rng.randint(4, 31)}% / {rng.randint(2, 19)}% |
| cash (last 10-Q) | ${cash}M |
| quarterly burn | ~${burn}M |
| shelf (S-3) | none effective |
| warrants | {round(rng.uniform(0.3, 2.5), 1)}M @ ${_px(rng.uniform(1.0, 9.0))} |

### Tape
Premarket high {_px(pmh)}, VWAP {_px(vwap)}, it has held above VWAP on every pullback since 06:00. Spread is 1-2c, L2 shows size stacked on the bid at {_px(vwap)}; sellers are showing 10-20k lots above {_px(pmh)}.

### Plan
{decision} Risk at the stop is ~${risk:,}, inside the per-trade budget. Not adding above {_px(pmh)} unless it consolidates first.

### What would change my mind
- an S-3/ATM filing or a 424B5 before the open (with ${cash}M of cash and ~${burn}M quarterly burn they will need money by mid-year)
- losing {_px(vwap)} on volume, or a halt down
- the PR being walked back or a "clarification" 8-K

### Comparable tape (last 90 days, same float bucket)
Names with a numbers-bearing PR and no shelf held their premarket VWAP into 10:00 in roughly 60% of cases; the median high-of-day was printed 12-25 minutes after the open. Sample is small (n≈25), so treat as colour, not edge.

### Background on the tape in this bucket
{self.P(["flow", "halts"], 2)}

_sources: EDGAR full-text search, {wire}, DAS L2, internal float db_"""
        return txt, facts

    # ---------------------------------------------------------------- B: short dilution
    def seq_b(self):
        rng = self.rng
        B = self.B
        tk, tkl = B["tk"], B["tk"].lower()
        px = round(rng.uniform(1.6, 4.4), 2)
        req = rng.choice([8000, 9000, 10000, 12000])
        stop = round(px * rng.uniform(1.10, 1.15), 2)
        tgt = round(px * rng.uniform(0.72, 0.82), 2)
        fee = round(rng.uniform(22, 85), 1)
        avail = rng.choice([4000, 5000, 6000])
        self.b_px, self.b_stop = px, stop
        t0 = self.T(7, 45, jit=900)
        jq = self.add(t0 - rng.uniform(200, 500), "junior",
                      f"borrow on {tkl} look ok? what's the fee")
        self.near(jq, "question about borrow")
        note, facts = self.note_b(t0, px, req, stop, tgt, fee, avail)
        prop = self.add(t0, "research", note)
        self.hard(prop, "trade_proposal", facts, "buried")
        hist = self.add(t0 + rng.uniform(60, 200), "junior", rng.choice([
            f"we shorted {tkl} back in march into the last atm, covered around {_px(px * 0.6)} 😅",
            f"fwiw we were short {tkl} in the spring when they last hit the atm, covered "
            f"~{_px(px * 0.6)}",
        ]))
        self.near(hist, "past-tense trade history")
        appr_txt = rng.choice(["send it 👍", "👍 send it", "send it", "yep send it"])
        appr = self.add(hist.sec + rng.uniform(40, 200), "lead", appr_txt, ref=prop)
        afacts = ["send it"] + (["👍"] if "👍" in appr_txt else [])
        self.hard(appr, "trade_approval", afacts, "reply", "'send it 👍' reply approval")
        oid = self.next_oid(appr.sec)
        t = appr.sec + rng.uniform(5, 20)
        rs = self.add(t, "riskbot",
                      f"evt=ORDER_RESIZED oid={oid} sym={tk} side=SSHORT req_qty={req} "
                      f"new_qty={avail} reason=locate_avail avail={avail} borrow_fee={fee}% "
                      f"src=IBKR,CENTERPOINT")
        self.hard(rs, "risk_limit", ["ORDER_RESIZED", tk, f"new_qty={avail}"], "structured",
                  "risk bot key=value resize on locate")
        t = rs.sec + rng.uniform(60, 400)
        fpx = _px(px + rng.choice([0.0, 0.01]))
        self.b_fill = float(fpx)
        emb = {"title": "Execution report", "description": "Short sale filled",
               "author": "exec · IBKR",
               "fields": [{"name": "Symbol", "value": tk, "inline": True},
                          {"name": "Side", "value": "SELL SHORT", "inline": True},
                          {"name": "Qty", "value": f"{avail:,}", "inline": True},
                          {"name": "Avg Px", "value": fpx, "inline": True},
                          {"name": "Order ID", "value": oid, "inline": True},
                          {"name": "Locate", "value": f"LOC-{rng.randint(100000, 999999)} "
                                                      f"({avail:,} @ {fee}%)"}],
               "footer": f"NSDQ · premarket · {self.clock(t)} ET"}
        f = self.add(t, "exec", "✅ short filled", embeds=[emb])
        self.b_fill_sec = t
        self.hard(f, "trade_fill", [tk, "SELL SHORT", f"{avail:,}", fpx], "embed")
        self.b_qty = avail
        # SSR on held short
        t = self.T(10, 25, jit=1500)
        pc = round(px * rng.uniform(1.1, 1.25), 2)
        ssr = self.add(t, "scanner",
                       f"🔻 SSR ON {tk} · -{rng.uniform(10.1, 14.5):.1f}% vs prior close {_px(pc)} "
                       f"· uptick rule active through tomorrow's close")
        self.hard(ssr, "held_position_news", ["SSR ON", tk, _px(pc)], "structured",
                  "SSR trigger on a held short")
        cap = ((int(avail * float(fpx)) // 5000) + 1) * 5000
        self.ssr_cap = cap
        if "b_add" in self.opt:
            aq = rng.choice([2000, 3000])
            apx = _px(float(fpx) * rng.uniform(0.9, 0.95))
            ap = self.add(ssr.sec + rng.uniform(200, 600), "research",
                          f"{tk} is pinned under VWAP after the SSR trigger and the ATM is "
                          f"clearly active (prints in 10k blocks on the bid). Propose adding "
                          f"{aq:,} {tk} short at {apx} on an uptick; stop unchanged at "
                          f"{_px(stop)}.")
            self.hard(ap, "trade_proposal", [tk, "adding", f"{aq:,}", apx], "untagged",
                      "untagged prose add proposal")
            boid = self.next_oid(ap.sec)
            bl = self.add(ap.sec + rng.uniform(20, 60), "riskbot", json.dumps({
                "evt": "pretrade_block", "oid": boid, "sym": tk, "side": "SSHORT",
                "qty": aq, "notional": int(aq * float(apx)), "rule": "ssr_short_cap",
                "cap": cap, "current": int(avail * float(fpx))}, separators=(",", ":")))
            self.hard(bl, "risk_limit", ["pretrade_block", tk, "ssr_short_cap"], "structured",
                      "risk bot JSON pre-trade block")
            rj = self.add(bl.sec + rng.uniform(60, 300), "riskmgr",
                          f"Rejected. {tk} is on SSR and the desk is already at its "
                          f"${cap:,} SSR short cap; no adds today.", ref=ap)
            self.hard(rj, "trade_approval", ["Rejected", tk, "no adds"], "reply",
                      "formal rejection by the risk manager")
        if "b_424" in self.opt:
            t = self.T(13, 55, jit=1800)
            opx = _px(float(fpx) * rng.uniform(0.78, 0.86))
            amt = rng.choice(["4.0", "5.5", "6.0", "7.5", "9.0"])
            n = self.add(t, "scanner",
                         f"📰 {tk} 424B5: ${amt}M underwritten offering priced at ${opx} "
                         f"({rng.choice(_BANKS)}), closes T+1 · EDGAR {self.clock(t, False)} ET")
            self.hard(n, "held_position_news", [tk, "424B5", f"${opx}"], "untagged")
            nstop = _px(float(fpx) * rng.uniform(0.98, 1.02))
            r = self.add(n.sec + rng.uniform(60, 240), "research",
                         f"Routing the {tk} 424B5 to the execution agent: offering priced at "
                         f"{opx}, well under our entry, so the cover stop can come in.", ref=n)
            self.hard(r, "route_decision", ["Routing", tk, "execution agent"], "reply",
                      "research routes a filing to the execution agent")
            soid = self.next_oid(self.b_fill_sec + 3)
            s = self.add(r.sec + rng.uniform(30, 120), "exec",
                         f"[STOP] {tk} buy-stop to cover moved {_px(stop)} → {nstop} on "
                         f"{avail:,} sh · GTC · {soid}")
            self.hard(s, "stop_or_target_change", ["[STOP]", tk, nstop], "tagged",
                      "tagged stop move from the execution agent")
        # cover all near the close
        t = self.T(15, 28, jit=1200)
        cpx = round(float(fpx) * rng.uniform(0.8, 0.9), 2)
        txt = rng.choice([f"flat {tkl} — cover the {avail // 1000}k mkt",
                          f"cover {avail // 1000}k {tkl} mkt, flat into the close"])
        c = self.add(t, "lead", txt)
        self.hard(c, "trade_proposal", [tkl, "cover", f"{avail // 1000}k", "mkt"], "shorthand")
        coid = self.next_oid(t)
        cf = self.add(t + rng.uniform(3, 20), "exec",
                      f"FILL|{coid}|BTC|{tk}|{avail}@{_px(cpx)}|cum={avail}/{avail}|venue=NSDQ|"
                      f"{self.clock(t + 10)}", ref=c)
        self.hard(cf, "trade_fill", ["BTC", tk, f"{avail}@{_px(cpx)}"], "structured")
        self.react(cf, cf.sec + rng.uniform(5, 60), "💰", "lead")

    def note_b(self, t, px, req, stop, tgt, fee, avail):
        rng = self.rng
        B = self.B
        tk = B["tk"]
        fl = round(rng.uniform(6, 28), 1)
        shelf = rng.choice([50, 75, 100, 150])
        atm = rng.choice([8, 10, 12.5, 15, 20])
        used = rng.randint(5, 60)
        bank = rng.choice(_BANKS)
        gap = rng.uniform(45, 220)
        pc = round(px / (1 + gap / 100), 2)
        hi = round(px * rng.uniform(1.05, 1.25), 2)
        cash = round(rng.uniform(0.8, 6.0), 1)
        burn = round(rng.uniform(2.0, 7.0), 1)
        wm = round(rng.uniform(0.5, 6.0), 1)
        wpx = _px(pc * rng.uniform(0.6, 1.2))
        cap = round(fl * px / 3, 1)
        sz = f"{req:,}"
        decision = (f"Recommendation for the desk: short {tk} {sz} shares at {_px(px)}, stop "
                    f"{_px(stop)}, cover target {_px(tgt)} — contingent on a locate (borrow "
                    f"quoted {fee}% annualized, ~{avail // 1000}k available at the moment).")
        facts = [tk, "short", sz, _px(px), _px(stop)]
        hl = _headline(rng, B["sector"], True)
        txt = f"""# {tk} — dilution check after the +{gap:.0f}% move

Context: {tk} ({B['co']}) ran from {_px(pc)} to {_px(hi)} premarket on "{hl}". Premarket volume {rng.uniform(8, 60):.0f}M on a {fl}M float.

## Filings
- **S-3 shelf** (${shelf}M) effective since {rng.choice(['February', 'April', 'June', 'August'])}; **ATM** with {bank} for up to ${atm}M, about {used}% used per the last 10-Q.
- **424B5** supplements: {rng.randint(2, 5)} in the last 12 months, each one within 48h of a promotional PR.
- **Warrants**: {wm}M at ${wpx} from the 2025 registered direct, cashless exercise allowed if the resale S-1 lapses.
- **Baby shelf**: public float x 1/3 rule gives ~${cap}M of capacity at today's price, and the price just tripled that number.

## Cash
${cash}M at quarter end against ~${burn}M quarterly burn. They need money, the ATM is open and the stock is up {gap:.0f}%: the incentives could not be clearer.

## Recommendation
{decision}

## Risks
- squeeze: short interest is already {rng.randint(12, 35)}% of float and the borrow is thin; a second PR could run it through {_px(stop)} before any ATM paper shows up
- SSR not active yet (it triggers at -10% vs prior close); once it is, adds need an uptick
- halts: LULD up-halts on a name this size can gap through a stop

## What I am watching
ATM prints typically show up as 5-10k blocks on the bid after 10:00. A 424B5 or an 8-K with a placement agent would confirm. A clean close above {_px(hi)} would not.

## Background
{self.P(["dilution", "borrow"], 2)}

_sources: EDGAR, 10-Q, locate desk quotes, DAS time & sales_"""
        return txt, facts

    # ---------------------------------------------------------------- misc near misses
    def misc_nearmiss(self):
        rng = self.rng
        t = self.T(8, 5, jit=1800)
        spx = f"{rng.uniform(585, 640):.2f}"
        m = self.add(t, "macro", rng.choice([
            f"fyi macro desk just sold 400 SPY @ {spx} into the data. not your book, just so you "
            f"know why spy ticked",
            f"heads up from macro: we sold 400 SPY at {spx} ahead of the print. ours, not yours",
        ]))
        self.near(m, "another desk's trade relayed")
        t = self.T(8, 35, jit=1800)
        n = self.nname()
        ppx = _px(rng.uniform(1.2, 7.0))
        p = self.add(t, "paper",
                     f"[PAPER] BUY 3,000 {n['tk']} @ {ppx} filled · SIM-2 · "
                     f"strategy=gap_fade_v3 · simulated, no live order")
        self.near(p, "paper-trade fill from a sim bot")
        t = self.T(12, 5, jit=2400)
        b = self.add(t, "research", self.backtest_note())
        self.near(b, "backtest with example fills")
        t = self.T(11, 15, jit=3600)
        n = self.nname()
        q = self.add(t, "lead",
                     f"lol \"{n['co']} soars {rng.randint(120, 400)}% after announcing AI pivot\" "
                     f"🤡 glad we're not in that")
        self.near(q, "quoted headline about a name not held")
        t = self.T(10, 40, jit=3600)
        n = self.nname()
        o = self.add(t, "opts", f"opts desk bought 50 {n['tk']} "
                                f"{(self.tdate + timedelta(days=8)).strftime('%m/%d')} "
                                f"{rng.choice([5, 7.5, 10, 12.5])}C fwiw, in case you see it "
                                f"on the tape")
        self.near(o, "other desk options trade relayed")
        t = self.T(12, 0, 10, jit=20)
        c = self.add(t, "scanner", f"cron news_router 12:00: {rng.randint(25, 70)} headlines "
                                   f"scanned, 0 routed, 0 escalations")
        self.near(c, "cron summary with 0 routed")
        t = self.T(14, 20, jit=3000)
        n = self.nname()
        g = self.add(t, "lead",
                     f"{n['tk'].lower()} would've been a monster short at "
                     f"{_px(rng.uniform(6, 14))} this am lol")
        self.near(g, "counterfactual chatter")
        t = self.T(16, 35, jit=3000)
        n = self.nname()
        s = self.add(t, "paper",
                     f"sim acct: shorted 2,000 {n['tk']} @ {_px(rng.uniform(2, 9))} to test the "
                     f"locate flow · SIM-1 · no live exposure")
        self.near(s)

    # ---------------------------------------------------------------- risk manager
    def risk_mgr_limit(self):
        rng = self.rng
        t = self.T(8, 15, jit=6000)
        old = rng.choice([150000, 175000, 200000])
        new = old - rng.choice([25000, 50000])
        cap = getattr(self, "ssr_cap", 20000)
        eff = self.clock(t + 1200, False)
        m = self.add(t, "riskmgr",
                     f"Desk limit change, effective {eff} ET today: maximum gross exposure per "
                     f"single name priced under $5 is reduced from ${old:,} to ${new:,}. Short "
                     f"exposure in any name with SSR active is capped at ${cap:,} notional. "
                     f"Positions above the new limits are to be brought inside them by 15:30 ET."
                     f"\n— Priya Raman, Risk")
        self.hard(m, "risk_limit", [f"${new:,}", "under $5", f"${cap:,}"], "untagged",
                  "formal limit change by the human risk manager")
        self.pin(m, t + rng.uniform(30, 200), "riskmgr")
        self.add(t + rng.uniform(100, 400), "lead", rng.choice(["ack", "👍 ack", "noted"]),
                 ref=m, kind="noise")
        self.lim_new = new

    def seq_ah_limit(self):
        t = self.T(16, 5, jit=900)
        m = self.add(t, "riskmgr",
                     "For today's after-hours session (16:00-20:00 ET): limit orders only, "
                     "maximum 2,000 shares per name, no new short positions.\n— P. Raman")
        self.hard(m, "risk_limit", ["after-hours", "limit orders only", "2,000 shares"],
                  "untagged")

    # ---------------------------------------------------------------- D: options
    def seq_d(self):
        rng = self.rng
        D = self.D
        tk, tkl = D["tk"], D["tk"].lower()
        under = round(rng.uniform(2.6, 8.5), 2)
        strike = int(under) + 1 if under - int(under) > 0.4 else int(under) + 0.5
        ks = f"{strike:g}"
        exp = self.tdate + timedelta(days=(4 - self.tdate.weekday()) % 7)
        if exp == self.tdate:
            exp += timedelta(days=7)
        exps = exp.strftime("%m/%d")
        occ = f"{tk}{exp.strftime('%y%m%d')}C{int(strike * 1000):08d}"
        opx = _px(rng.uniform(0.25, 0.85))
        n = rng.choice([10, 15, 20, 25])
        ml = int(n * 100 * float(opx))
        tgt = _px(float(opx) * 2)
        iv = rng.randint(140, 260)
        t0 = self.T(9, 2, jit=900)
        contract = f"{tk} {exps} {ks}C"
        txt = (f"**{tk} short-dated calls.** Underlying {_px(under)} premarket, flat on the day "
               f"but sitting on a 3-day base with the {rng.choice(['FDA', 'contract', 'data'])} "
               f"catalyst still pending. The {exps} {ks}C chain is {opx} ask / {_px(float(opx) - 0.05)} "
               f"bid, IV {iv}%, OI {rng.randint(800, 6000):,}. Shares are crowded and borrow is "
               f"tight, so calls are the cleaner way to express it.\n\n"
               f"I propose buying {n}x {contract} at {opx} limit (max loss ${ml:,}), with a "
               f"resting sell at {tgt} GTC once filled.\n\n"
               f"Greeks at entry: delta ~0.{rng.randint(28, 45)}, theta -{_px(rng.uniform(0.03, 0.09))}/day; "
               f"the premium goes to zero fast if nothing happens by Friday, which is the point.")
        prop = self.add(t0, "research", txt)
        self.hard(prop, "trade_proposal", ["buying", f"{n}x", contract, opx], "untagged",
                  "options proposal in prose")
        appr_txt = rng.choice(["go", "yep go", "do it", "ok do it"])
        appr = self.add(t0 + rng.uniform(120, 500), "lead", appr_txt, ref=prop)
        self.hard(appr, "trade_approval", [appr_txt], "reply")
        oid = self.next_oid(appr.sec)
        t = max(self.T(9, 30, 5, jit=100), appr.sec + 30)
        emb = {"title": "Execution report", "description": "Option order filled",
               "author": "exec · IBKR",
               "fields": [{"name": "Symbol", "value": f"{contract} ({occ})", "inline": False},
                          {"name": "Side", "value": "BTO", "inline": True},
                          {"name": "Qty", "value": str(n), "inline": True},
                          {"name": "Avg Px", "value": opx, "inline": True},
                          {"name": "Order ID", "value": oid, "inline": True}],
               "footer": f"CBOE · {self.clock(t)} ET"}
        f = self.add(t, "exec", "", embeds=[emb])
        self.hard(f, "trade_fill", [contract, "BTO", opx, oid], "embed")
        toid = self.next_oid(t)
        if "d_cxl" in self.opt:
            tg = self.add(t + rng.uniform(5, 20), "exec",
                          f"[TARGET] {contract} take-profit set: STC {n} @ {tgt} GTC working "
                          f"· {toid}", ref=f)
            self.hard(tg, "stop_or_target_change", ["[TARGET]", contract, tgt], "tagged",
                      "tagged take-profit on an option position")
        # underlying news
        t = self.T(12, 50, jit=2400)
        rd = _px(under * rng.uniform(0.8, 0.9))
        amt = rng.choice(["4.5", "6.0", "7.2", "8.0"])
        hl = f"{D['co']} Announces ${amt} Million Registered Direct Offering Priced at ${rd}"
        nemb = {"title": hl, "url": f"https://www.globenewswire.com/news-release/"
                                    f"{self.tdate.isoformat()}/{rng.randint(2000000, 3999999)}",
                "author": "GlobeNewswire", "description": f"{tk} · offering · "
                                                          f"{self.clock(t, False)} ET",
                "footer": "scanner news feed"}
        nm = self.add(t, "scanner", f"📰 {tk}", embeds=[nemb])
        self.hard(nm, "held_position_news", [tk, "Registered Direct", f"${rd}"], "embed",
                  "offering on the underlying of a held call")
        tt = nm.sec + rng.uniform(60, 300)
        if "d_thesis" in self.opt:
            th = self.add(tt, "research",
                          f"{tk} thesis invalidated: a registered direct at {rd} puts paper below "
                          f"the {ks} strike and caps the move. Flipping to a bearish bias on "
                          f"{tk}; the calls no longer express a view we hold.", ref=nm)
            self.hard(th, "thesis_update", [tk, "invalidated", "bearish"], "reply",
                      "thesis invalidated by news")
            tt = th.sec + rng.uniform(30, 120)
        if "d_cxl" in self.opt:
            cx = self.add(tt, "exec", f"CXL|{toid}|STC|{occ}|{n}|LMT {tgt}|status=CANCELLED")
            self.hard(cx, "trade_confirmation", ["CXL", toid, "CANCELLED"], "structured",
                      "pipe cancel confirmation")
            tt = cx.sec + rng.uniform(10, 60)
        dump = self.add(tt + rng.uniform(10, 60), "lead",
                        rng.choice([f"dump the {tkl} calls mkt", f"out {tkl} calls, all {n}, mkt"]))
        self.hard(dump, "trade_proposal", [tkl, "calls", "mkt"], "shorthand")
        xpx = _px(float(opx) * rng.uniform(0.3, 0.6))
        xo = self.next_oid(dump.sec)
        xf = self.add(dump.sec + rng.uniform(5, 30), "exec",
                      f"FILL|{xo}|STC|{occ}|{n}@{xpx}|cum={n}/{n}|venue=CBOE", ref=dump)
        self.hard(xf, "trade_fill", ["STC", occ, f"{n}@{xpx}"], "structured")

    # ---------------------------------------------------------------- deleted proposal
    def deleted_proposal(self):
        rng = self.rng
        n = self.nname()
        t = self.T(9, 10, jit=600)
        p = _px(rng.uniform(2, 9))
        s = _px(float(p) * 0.93)
        txt = f"tk 2k {n['tk'].lower()} {p} stp {s}"
        m = self.add(t, "lead", txt)
        self.hard(m, "trade_proposal", [n["tk"].lower(), "tk 2k", p], "shorthand")
        self.delete(m, t + rng.uniform(15, 45), txt)
        self.add(t + rng.uniform(50, 80), "lead", rng.choice(["nvm", "wrong window, ignore",
                                                               "nvm that"]), kind="noise")

    # ---------------------------------------------------------------- C: halt thread
    def seq_c(self):
        rng = self.rng
        C = self.C
        tk, tkl = C["tk"], C["tk"].lower()
        last = round(rng.uniform(4.2, 11.5), 2)
        t = self.T(10, 0, jit=1200)
        h = self.add(t, "scanner", f"⏸ HALT {tk} LUDP {self.clock(t)} ET · last {_px(last)} · "
                                   f"+{rng.uniform(25, 70):.1f}% · vol {rng.uniform(3, 30):.1f}M")
        self.hard(h, "watchlist_news", ["HALT", tk, "LUDP"], "structured",
                  "halt alert on a watchlist name")
        op = self.add(t + rng.uniform(15, 40), "lead", rng.choice([
            f"🧵 {tkl} halt resumption, in thread", f"{tkl} halt play → thread 🧵",
            f"thread for the {tkl} resumption 🧵"]))
        th = Thread(op.sec + 0.5)
        self.threads.append(th)
        hl = round(last * rng.uniform(0.9, 0.94), 2)
        lvl = round(last * rng.uniform(1.01, 1.04), 2)
        s = op.sec + rng.uniform(20, 50)
        plan = self.add(s, "lead", rng.choice([
            f"plan: if it resumes above {_px(lvl)} and holds the first 1m bar i'd take 3k, stop "
            f"under halt low {_px(hl)}. resumes under {_px(lvl)} = no trade",
            f"if it reopens over {_px(lvl)} i'd want 3k with a stop under {_px(hl)} (halt low). "
            f"under {_px(lvl)} i'm not touching it",
            f"thinking: resumption above {_px(lvl)} + hold = i'd be a buyer of 3k, risk to "
            f"{_px(hl)}. anything below {_px(lvl)}, pass",
        ]), thread=th)
        self.near(plan, "hypothetical plan: 'if it resumes above … i'd take'")
        r = self.add(s + rng.uniform(30, 90), "research",
                     f"{tk} quick facts: float {rng.uniform(2.5, 9):.1f}M, no S-3 on file, last "
                     f"raise {rng.choice(['2023', '2024', 'early 2025'])}; this is halt #1 today. "
                     f"Up-halts in this float bucket resumed higher ~{rng.randint(52, 66)}% of "
                     f"the time this quarter (n={rng.randint(40, 90)}).", thread=th)
        s = r.sec + rng.uniform(60, 160)
        lo, hi = round(last * 1.05, 2), round(last * 1.09, 2)
        if "c_resume" in self.opt:
            rs = self.add(s, "scanner", f"▶️ RESUME {tk} {self.clock(s)} ET · indicated "
                                        f"{_px(lo)}-{_px(hi)}", thread=th)
            self.hard(rs, "watchlist_news", ["RESUME", tk, f"{_px(lo)}-{_px(hi)}"],
                      "structured")
        bpx = round(hi - rng.choice([0.01, 0.02, 0.03]), 2)
        stp = round(hl + rng.choice([0.1, 0.15, 0.2]), 2)
        s = s + rng.uniform(20, 60)
        prop = self.add(s, "lead", f"b 3k {tkl} {_px(bpx)} stp {_px(stp)}", thread=th)
        self.hard(prop, "trade_proposal", [tkl, "b 3k", _px(bpx), _px(stp)], "shorthand",
                  "shorthand buy 'b 3k' with stop")
        self.react(prop, s + rng.uniform(5, 40), "📌", "lead")
        oid = self.next_oid(prop.sec)
        s = prop.sec + rng.uniform(3, 10)
        fill_px = bpx
        if "c_rej" in self.opt:
            band_hi = round(bpx - rng.choice([0.04, 0.06, 0.08]), 2)
            rj = self.add(s, "exec", f"REJ|{oid}|BUY|{tk}|3000|LMT {_px(bpx)}|reason=limit "
                                     f"outside LULD band ({_px(hl)}-{_px(band_hi)})",
                          thread=th, ref=prop)
            self.hard(rj, "trade_confirmation", ["REJ", oid, tk, "LULD band"], "structured",
                      "venue reject line")
            oid = self.next_oid(s)
            fill_px = band_hi
            s = rj.sec + rng.uniform(3, 15)
            ak = self.add(s, "exec", f"ACK|{oid}|BUY|{tk}|3000|LMT {_px(band_hi)}|repriced "
                                     f"inside band|status=WORKING", thread=th)
            self.hard(ak, "trade_confirmation", ["ACK", oid, tk, _px(band_hi)], "structured")
            s = ak.sec
        s += rng.uniform(4, 30)
        emb = {"title": "Execution report", "description": "Order filled",
               "author": "exec · IBKR",
               "fields": [{"name": "Symbol", "value": tk, "inline": True},
                          {"name": "Side", "value": "BUY", "inline": True},
                          {"name": "Qty", "value": "3,000", "inline": True},
                          {"name": "Avg Px", "value": _px(fill_px), "inline": True},
                          {"name": "Order ID", "value": oid, "inline": True}],
               "footer": f"EDGX · post-halt · {self.clock(s)} ET"}
        f = self.add(s, "exec", "", embeds=[emb], thread=th)
        self.hard(f, "trade_fill", [tk, "BUY", "3,000", _px(fill_px)], "embed")
        self.add(s + rng.uniform(20, 60), "junior", rng.choice(["nice", "nice 🔥", "🔥"]),
                 thread=th, kind="noise")
        rem = 3000
        s += rng.uniform(120, 400)
        if "c_held" in self.opt:
            h2 = self.add(s, "scanner", f"[HELD] {tk} halted again LUDP {self.clock(s)} ET · last "
                                        f"{_px(fill_px * 1.1)}")
            self.hard(h2, "held_position_news", ["[HELD]", tk, "halted again"], "tagged")
            s += rng.uniform(300, 360)
        ns = round(fill_px * rng.uniform(0.97, 0.99), 2)
        sm = self.add(s, "lead", f"{tkl} stop → {_px(ns)}", thread=th, ref=f)
        self.hard(sm, "stop_or_target_change", [tkl, "stop", _px(ns)], "reply",
                  "reply to a fill moving the stop")
        s += rng.uniform(200, 700)
        cv = self.add(s, "lead", rng.choice([
            f"{tkl} thesis intact, conviction up 💪 no paper on file and float rotating, "
            f"holding the runner",
            f"still like {tkl} here, conviction up — no shelf, float turned over 3x",
            f"conviction up on {tkl} 💪 nobody can sell paper into this, keeping it",
        ]), thread=th)
        self.hard(cv, "thesis_update", [tkl, "conviction up"], "shorthand",
                  "terse conviction-up chat")
        s += rng.uniform(100, 400)
        if "c_out" in self.opt:
            opx = _px(fill_px * rng.uniform(1.08, 1.16))
            o = self.add(s, "lead", f"out 2k {tkl} {opx}", thread=th)
            self.hard(o, "trade_proposal", ["out 2k", tkl, opx], "shorthand")
            ooid = self.next_oid(s)
            of = self.add(s + rng.uniform(5, 30), "exec",
                          f"FILL|{ooid}|SELL|{tk}|2000@{opx}|cum=2000/2000|venue=NSDQ",
                          thread=th, ref=o)
            self.hard(of, "trade_fill", [tk, "SELL", f"2000@{opx}"], "structured")
            rem = 1000
            s = of.sec + rng.uniform(400, 1500)
        sp = _px(ns - 0.01)
        soid = self.next_oid(prop.sec + 4)
        sf = self.add(s, "exec", f"FILL|{soid}|SELL|{tk}|{rem}@{sp}|stop hit|venue=EDGX",
                      thread=th)
        self.hard(sf, "trade_fill", [tk, "SELL", f"{rem}@{sp}"], "structured")
        self.add(sf.sec + rng.uniform(30, 100), "lead",
                 rng.choice(["gg 🫡", "gg", "good enough"]), thread=th, kind="noise")
        self.c_thread = th

    # ---------------------------------------------------------------- IWM hedge
    def seq_iwm(self):
        rng = self.rng
        px = round(rng.uniform(228, 252), 2)
        t = self.T(10, 45, jit=6000)
        p = self.add(t, "lead", f"s 300 iwm {_px(px)} hedge vs the longs")
        self.hard(p, "trade_proposal", ["s 300 iwm", _px(px)], "shorthand",
                  "lowercase shorthand hedge 's 300 iwm <px>'")
        oid = self.next_oid(t)
        fpx = _px(px - 0.01)
        acct = f"U{rng.randint(4100000, 9899999)}"
        f = self.add(t + rng.uniform(3, 15), "exec",
                     f"FILL|{oid}|SELL|IWM|300@{fpx}|cum=300/300|venue=ARCA|acct={acct}|"
                     f"clearing=IBKR-{rng.randint(1000, 9999)}", ref=p)
        self.hard(f, "trade_fill", ["IWM", "SELL", f"300@{fpx}"], "structured")
        self.forget(f, f.sec + rng.uniform(120, 400), acct)
        f2 = self.add(f.sec + rng.uniform(420, 600), "exec",
                      f"FILL|{oid}|SELL|IWM|300@{fpx}|cum=300/300|venue=ARCA|acct=redacted "
                      f"(reposted)", ref=p)
        self.hard(f2, "trade_fill", ["IWM", "SELL", f"300@{fpx}"], "structured")
        lv = round(px - rng.uniform(2, 4), 0)
        hy = self.add(f2.sec + rng.uniform(200, 1200), "lead", rng.choice([
            f"if iwm loses {lv:.0f} i'd add to the hedge",
            f"would add to the iwm short if it loses {lv:.0f}, not yet"]))
        self.near(hy, "hypothetical hedge add")
        if "iwm_cover" in self.opt:
            t = self.T(15, 45, jit=500)
            c = self.add(t, "lead", rng.choice(["cover iwm hedge mkt", "iwm hedge off, cover mkt"]))
            self.hard(c, "trade_proposal", ["iwm", "cover", "mkt"], "shorthand")
            coid = self.next_oid(t)
            cp = _px(px + rng.uniform(-2.5, 1.5))
            cf = self.add(t + rng.uniform(3, 15), "exec",
                          f"FILL|{coid}|BTC|IWM|300@{cp}|cum=300/300|venue=ARCA", ref=c)
            self.hard(cf, "trade_fill", ["BTC", "IWM", f"300@{cp}"], "structured")

    # ---------------------------------------------------------------- W2
    def seq_w2(self):
        rng = self.rng
        W2 = self.W2
        tk = W2["tk"]
        t = self.T(10, 50, jit=1500)
        hl = _headline(rng, W2["sector"], True)
        n = self.add(t, "scanner", f"📰 {tk} · \"{W2['co']} {hl}\" · {rng.choice(_WIRES)} "
                                   f"{self.clock(t, False)} ET")
        self.hard(n, "watchlist_news", [tk, " ".join(hl.split()[:3])], "untagged")
        j = self.add(t + rng.uniform(60, 300), "junior",
                     f"if it reclaims vwap i'd buy {tk.lower()} tbh")
        self.near(j, "hypothetical 'if it reclaims VWAP I'd buy'")
        note = self.note_w2(t + 900, hl)
        m = self.add(t + rng.uniform(1200, 2400), "research", note)
        self.hard(m, "no_route_decision", [tk, "nothing actionable", "not routing"], "buried",
                  "no-route decision buried in a long note")

    def note_w2(self, t, hl):
        rng = self.rng
        W2 = self.W2
        tk = W2["tk"]
        cash = round(rng.uniform(4, 40), 1)
        burn = round(rng.uniform(2, 8), 1)
        return f"""### {tk} — what the PR actually says

**Headline:** "{W2['co']} {hl}"

**Cash runway.** ${cash}M at the last 10-Q against ~${burn}M per quarter gives ~{cash / burn:.1f} quarters before they need to raise. There is an S-3 on file (${rng.choice([50, 100, 150])}M) but no ATM agreement yet, which cuts both ways: no ambient supply today, but an ATM 8-K could land any afternoon.

**Float / holders.** {rng.uniform(8, 40):.1f}M float, {rng.randint(5, 30)}% institutional. The last two 13G filers trimmed in Q3.

**What the market is doing with it.** Volume {rng.uniform(0.5, 6):.1f}M so far, +{rng.uniform(4, 30):.0f}%, fading from the open; no halt. This is the reaction of a PR that was already partly known — the counterparty was named in the September 10-Q.

**Net:** nothing actionable today; not routing to execution, {tk} stays on watch only. I will re-check if an 8-K with financial terms follows.

**Appendix — prior PR reactions**
| date | PR | day-1 | day-5 |
|---|---|---|---|
| Mar | partnership | +{rng.randint(10, 60)}% | -{rng.randint(5, 30)}% |
| Jun | data readout | +{rng.randint(10, 60)}% | -{rng.randint(5, 30)}% |
| Sep | contract | +{rng.randint(5, 40)}% | -{rng.randint(5, 30)}% |"""

    # ---------------------------------------------------------------- locate denied
    def seq_locate(self):
        rng = self.rng
        n = self.nname()
        t = self.T(13, 25, jit=3000)
        p = _px(rng.uniform(3, 12))
        s = _px(float(p) * 1.08)
        m = self.add(t, "lead", f"ss 3k {n['tk'].lower()} {p} stp {s}")
        self.hard(m, "trade_proposal", [n["tk"].lower(), "ss 3k", p], "shorthand")
        oid = self.next_oid(t)
        d = self.add(t + rng.uniform(5, 25), "riskbot",
                     f"evt=LOCATE_DENIED oid={oid} sym={n['tk']} req=3000 avail=0 "
                     f"src=IBKR,CENTERPOINT,WEDBUSH action=BLOCK")
        self.hard(d, "risk_limit", ["LOCATE_DENIED", n["tk"], "action=BLOCK"], "structured",
                  "locate denied blocks an order")
        self.add(d.sec + rng.uniform(20, 90), "lead", rng.choice(["🤷", "meh ok", "figures"]),
                 ref=d, kind="noise")

    # ---------------------------------------------------------------- structural noise
    def structural_noise(self):
        rng = self.rng
        # bulk-deleted reconnect spam
        t = self.T(12, 35, jit=1200)
        spam = []
        snips = []
        for i in range(rng.randint(4, 6)):
            req = _hex(rng, 8)
            spam.append(self.add(t + i * rng.uniform(1.0, 4.0), "exec",
                                 f"gw reconnect attempt {i + 1}/10 failed: ConnectionRefusedError "
                                 f"[Errno 111] 127.0.0.1:4002 req={req}", kind="noise"))
            snips.append(f"req={req}")
        self.bulk_delete(spam, spam[-1].sec + rng.uniform(60, 200), snips)
        self.add(spam[-1].sec + rng.uniform(210, 300), "exec",
                 f"gw reconnected after {rng.randint(20, 70)}s · resubscribed "
                 f"{rng.randint(30, 80)} md lines · {rng.randint(1, 4)} open orders resynced",
                 kind="noise")
        # PnL snapshot acknowledged with a bare "ok" (not an approval)
        t = self.T(12, 15, jit=1500)
        ps = self.add(t, "riskbot", self.pnl_snapshot(t), kind="noise")
        ok = self.add(t + rng.uniform(30, 200), "lead", "ok", ref=ps, kind="noise")
        ok.idiom = ("bare 'ok' reply to a PnL snapshot (not an approval)", "not_hard")
        # a chart screenshot in the halt thread
        th = self.c_thread
        tmsgs = [m for m in self.msgs if m.thread is th]
        t = max(m.sec for m in tmsgs) + rng.uniform(60, 400)
        self.add(t, "lead", f"{self.C['tk'].lower()} 1m for the journal", thread=th,
                 attach=(f"{self.C['tk'].lower()}_1m_{self.tdate.strftime('%m%d')}.png",
                         rng.randint(38000, 190000)))
        # a deleted chat message
        t = self.T(14, 0, jit=3600)
        txt = rng.choice(["oops that was meant for #crypto-desk, ignore",
                          "wrong chan sorry — meant for the dm"])
        m = self.add(t, "junior", txt)
        self.delete(m, t + rng.uniform(10, 60), txt)
        # forget the cell number
        self.forget(self.cell_msg, self.cell_msg.sec + rng.uniform(3600, 9000), self.cell_snip)
        # a research note with a typo fix (non-hard edit)
        t = self.T(17, 10, jit=2400)
        body = self.eod_recap()
        m = self.add(t, "research", body.replace("session", "sesion", 1))
        self.edit(m, t + rng.uniform(60, 300), body)

    # ---------------------------------------------------------------- heartbeats
    def heartbeats(self):
        rng = self.rng
        up = rng.randint(30, 400)
        ver = f"2.14.{rng.randint(1, 6)}"
        for h in range(24):
            t = h * 3600 + rng.uniform(1, 25)
            live = 5 <= h <= 19
            self.add(t, "riskbot",
                     f"hb svc=riskd v={ver} up={up + h}h "
                     f"lag_ms={rng.randint(8, 140)} limits=ok "
                     f"open_orders={rng.randint(0, 6) if live else 0} "
                     f"gross_usd={rng.randint(5000, 160000) if live else 0:,}", kind="noise")

    # ---------------------------------------------------------------- fillers
    def _counts(self):
        n = len(self.msgs)
        noise = sum(1 for m in self.msgs if m.kind == "noise")
        size = sum(len(m.content.encode()) + len(_embed_text(m.embeds).encode())
                   for m in self.msgs)
        return n, noise, size

    def filler(self):
        rng = self.rng
        target_n = rng.randint(205, 270)
        target_b = rng.randint(78000, 100000)
        noise_frac = rng.uniform(0.29, 0.35)
        # long items come from a per-day schedule (each type at plausible times, no repeats)
        long_other = []
        for kind, wins in _RSRCH_SLOTS:
            wins = list(wins)
            rng.shuffle(wins)
            for w in wins[:_RSRCH_MAX[kind]]:
                long_other.append((kind, w))
        rng.shuffle(long_other)
        long_noise = []
        for (h0, m0, h1, m1) in _SCAN_TABLE_SLOTS:
            long_noise.append(("table", (h0, m0, h1, m1)))
        for _ in range(rng.randint(1, 2)):
            long_noise.append(("trace", None))
        for w in _PNL_SLOTS:
            long_noise.append(("pnl", w))
        rng.shuffle(long_noise)
        self._chat_pool = None
        # phase A: long items until the byte budget (minus expected short filler) is met
        while long_other or long_noise:
            n, noise, size = self._counts()
            if n >= 300 or size >= target_b - max(target_n - n, 0) * 85:
                break
            if noise / n < noise_frac and long_noise:
                self.f_noise_long(*long_noise.pop())
            elif long_other:
                self.f_research(*long_other.pop())
            else:
                break
        # phase B: short items up to the message target, keeping the noise share
        while True:
            n, noise, size = self._counts()
            if n >= min(target_n, 300):
                break
            if noise / n < noise_frac:
                self.f_noise_short()
            else:
                self.f_chat()
        # phase C: top up bytes if still short
        while long_other or long_noise:
            n, noise, size = self._counts()
            if n >= 300 or size >= target_b:
                break
            if long_other and (noise / n >= noise_frac or not long_noise):
                self.f_research(*long_other.pop())
            elif long_noise and noise / n < 0.37:
                self.f_noise_long(*long_noise.pop())
            else:
                break

    def _in(self, win):
        h0, m0, h1, m1 = win
        a, b = h0 * 3600 + m0 * 60, h1 * 3600 + m1 * 60
        return self.rng.uniform(a, b)

    def f_noise_long(self, kind, win):
        rng = self.rng
        if kind == "table":
            t = self._in(win)
            self.add(t, "scanner", self.gapper_table(t), kind="noise")
        elif kind == "trace":
            t = self.sample_time(_CURVE_ALL)
            self.add(t, "exec", self.stack_trace(), kind="noise")
            self.add(t + rng.uniform(3, 20), "exec",
                     f"gw reconnected after {rng.uniform(1.5, 9):.1f}s · resubscribed "
                     f"{rng.randint(20, 80)} md lines · {rng.randint(0, 4)} open orders resynced",
                     kind="noise")
        else:
            t = self._in(win)
            self.add(t, "riskbot", self.pnl_snapshot(t), kind="noise")

    def f_noise_short(self):
        rng = self.rng
        k = rng.random()
        if k < 0.55:
            t = self.sample_time(_CURVE_SCAN)
            self.add(t, "scanner", self.scanner_alert(t), kind="noise")
        elif k < 0.62:
            t = self.sample_time(_CURVE_SCAN)
            sym = rng.choice(["QQQ", "/ES", "/RTY", "VIX", "UVXY"])
            lvl = {"QQQ": rng.uniform(480, 560), "/ES": rng.uniform(5900, 6600),
                   "/RTY": rng.uniform(2250, 2500), "VIX": rng.uniform(13, 24),
                   "UVXY": rng.uniform(15, 40)}[sym]
            self.add(t, "riskbot", f"🔔 alert {sym} crossed "
                                   f"{'above' if rng.random() < .5 else 'below'} {lvl:.2f}",
                     kind="noise")
        elif k < 0.70:
            t = self.sample_time(_CURVE_SCAN)
            self.add(t, "riskbot",
                     f"bp_snapshot acct=main bp={rng.uniform(250000, 480000):,.2f} "
                     f"gross={rng.randint(0, 150000):,} net={rng.randint(-40000, 90000):,} "
                     f"realized={rng.uniform(-3000, 6000):,.2f} "
                     f"dd_today={-rng.uniform(0, 2500):,.2f}", kind="noise")
        elif k < 0.75:
            t = self.sample_time(_CURVE_ALL)
            self.add(t, "ci", self.ci_line(t), kind="noise")
        elif k < 0.81:
            t = self.sample_time(_CURVE_ALL)
            self.add(t, "exec", rng.choice([
                f"md feed gap {rng.randint(200, 3000)}ms on NSDQ TotalView, recovered",
                f"gw reconnected after {rng.uniform(1, 8):.1f}s · resubscribed "
                f"{rng.randint(20, 80)} md lines",
                "ibkr farm status: usfarm OK · hfarm OK · ushmds reconnected",
                f"order-id cache reloaded ({rng.randint(100, 900)} entries)",
                f"clock skew vs NTP {rng.randint(3, 40)}ms, resynced"]), kind="noise")
        else:
            t = self.sample_time(_CURVE_CHAT)
            who = rng.choice(["lead", "junior", "junior", "lead"])
            txt = rng.choice(["ty", "thx", "👍", "k", "lol", "🙏", "nice", "💀", "👀", "lmao",
                              "same", "+1", "🔥", "😂", "gn", "ya"])
            cands = [m for m in self.msgs if m.thread is None and m.sec < t - 5
                     and m.kind in ("noise", "other") and m.who in ("research", "scanner",
                                                                     "junior", "lead", "exec")]
            ref = None
            if cands and rng.random() < 0.5:
                ref = max(cands, key=lambda m: m.sec)
            self.add(t, who, txt, ref=ref, kind="noise")

    def f_chat(self):
        rng = self.rng
        if self._chat_pool is None:
            pool = [("lead", x) for x in _LEAD_CHAT] + [("junior", x) for x in _JUNIOR_CHAT]
            pool += [("research", x) for x in range(len(_RSRCH_SHORT))]
            rng.shuffle(pool)
            self._chat_pool = pool
        if self._chat_pool:
            who, x = self._chat_pool.pop()
        else:
            who, x = "research", rng.randrange(len(_RSRCH_SHORT))
        if isinstance(x, str) and x in _CHAT_WIN:
            t = self._in(_CHAT_WIN[x])
        else:
            t = self.sample_time(_CURVE_CHAT)
        n = self.nname()
        if who == "research":
            txt = _RSRCH_SHORT[x].format(
                tk=n["tk"], co=n["co"], a=rng.randint(5, 60), b=rng.randint(20, 90),
                c=rng.randint(20, 90), px=_px(rng.uniform(1, 9)),
                r=rng.choice([10, 15, 20, 25]))
        else:
            txt = x.format(tkl=n["tk"].lower())
        self.add(t, who, txt)

    def f_research(self, kind, win):
        t = self._in(win)
        body = getattr(self, "note_" + kind)(t)
        self.add(t, "research", body)

    # ---------------------------------------------------------------- text builders
    def ci_line(self, t):
        rng = self.rng
        svc = rng.choice(["scanner-agent", "research-agent", "exec-agent", "riskd",
                          "news-router", "float-db"])
        sha = _hex(rng, 7)
        k = rng.random()
        if k < 0.6:
            return (f"[ci] {svc} #{rng.randint(1200, 9999)} main@{sha} passed "
                    f"({rng.randint(150, 600)} tests, {rng.randint(1, 9)}m{rng.randint(10, 59)}s) "
                    f"→ deployed prod-us-east ✅")
        if k < 0.85:
            return (f"[ci] {svc} #{rng.randint(1200, 9999)} main@{sha} failed: "
                    f"test_{rng.choice(['locate_parse', 'halt_codes', 'ssr_calc', 'float_merge'])} "
                    f"(1 of {rng.randint(150, 600)}) ❌ — not deployed")
        return f"[deploy] rollback {svc} to main@{sha} (health check timeout)"

    def stack_trace(self):
        rng = self.rng
        ln = [rng.randint(80, 600) for _ in range(5)]
        err = rng.choice([
            "ConnectionResetError: [Errno 104] Connection reset by peer",
            "asyncio.exceptions.TimeoutError: reqMktData timed out after 10.0s",
            "ib_async.wrapper.Error: 1100 Connectivity between IB and TWS has been lost",
            "BrokenPipeError: [Errno 32] Broken pipe",
        ])
        return (f"⚠️ broker gw error (clientId={rng.randint(11, 40)}), reconnecting\n```\n"
                f"Traceback (most recent call last):\n"
                f"  File \"/srv/exec-agent/agent/broker.py\", line {ln[0]}, in _pump\n"
                f"    msg = await self._conn.recv()\n"
                f"  File \"/srv/exec-agent/.venv/lib/python3.12/site-packages/ib_async/"
                f"connection.py\", line {ln[1]}, in recv\n"
                f"    data = await self._reader.read(65536)\n"
                f"  File \"/usr/lib/python3.12/asyncio/streams.py\", line {ln[2]}, in read\n"
                f"    await self._wait_for_data('read')\n"
                f"  File \"/usr/lib/python3.12/asyncio/streams.py\", line {ln[3]}, in "
                f"_wait_for_data\n"
                f"    await self._waiter\n"
                f"  File \"/usr/lib/python3.12/asyncio/selector_events.py\", line {ln[4]}, in "
                f"_read_ready__data_received\n"
                f"    data = self._sock.recv(self.max_size)\n"
                f"{err}\n\nDuring handling of the above exception, another exception occurred:\n\n"
                f"Traceback (most recent call last):\n"
                f"  File \"/srv/exec-agent/agent/supervisor.py\", line {ln[0] + 41}, in _run\n"
                f"    await self.broker.resync_orders()\n"
                f"  File \"/srv/exec-agent/agent/broker.py\", line {ln[1] + 17}, in resync_orders\n"
                f"    trades = await asyncio.wait_for(self.ib.reqAllOpenOrdersAsync(), 5)\n"
                f"  File \"/usr/lib/python3.12/asyncio/tasks.py\", line 520, in wait_for\n"
                f"    return await fut\n"
                f"ib_async.client.ConnectionError: Not connected (state=DISCONNECTED)\n```\nretry in {rng.choice([2, 5, 10])}s (attempt 1/10) · "
                f"open orders will be resynced on reconnect")

    def scanner_alert(self, t):
        rng = self.rng
        n = self.nname()
        tk = n["tk"]
        k = rng.random()
        px = rng.uniform(0.4, 14)
        pxs = f"{px:.4f}" if px < 1 else _px(px)
        if k < 0.3:
            return (f"⚡ GAP ↑ {tk} +{rng.uniform(20, 260):.1f}% · last {pxs} · vol "
                    f"{rng.uniform(0.2, 40):.1f}M · float {rng.uniform(0.8, 60):.1f}M · "
                    f"{rng.choice(['news', 'no news', '8-K', 'PR', 'sympathy'])}")
        if k < 0.5:
            return (f"⏸ HALT {tk} {rng.choice(['LUDP', 'LUDP', 'LUDP', 'T1', 'M'])} "
                    f"{self.clock(t)} ET · last {pxs}")
        if k < 0.62:
            return f"▶️ RESUME {tk} {self.clock(t)} ET · indicated {pxs}"
        if k < 0.77:
            return (f"📈 RVOL {tk} {rng.uniform(5, 60):.1f}x · 5m vol {rng.randint(200, 5000)}k "
                    f"· {pxs}")
        if k < 0.87:
            return (f"🔻 SSR ON {tk} · -{rng.uniform(10.1, 40):.1f}% vs prior close · "
                    f"{pxs}")
        hl = _headline(rng, n["sector"], rng.random() < 0.5)
        return f"📰 {tk} · \"{n['co']} {hl}\" · {rng.choice(_WIRES)}"

    def gapper_table(self, t, include=()):
        rng = self.rng
        rows = []
        names = [self.nname() for _ in range(rng.randint(9, 13))]
        if include:
            names = list(include) + names
        label = "Premarket gappers" if self.clock(t, False) < "09:30" else (
            "After-hours movers" if self.clock(t, False) >= "16:00" else "Top % movers")
        for n in names:
            px = rng.uniform(0.5, 15)
            rows.append(f"| {n['tk']} | +{rng.uniform(15, 250):.0f}% | "
                        f"{(f'{px:.4f}' if px < 1 else _px(px))} | {rng.uniform(0.1, 30):.1f}M | "
                        f"{rng.uniform(0.8, 60):.1f}M | "
                        f"{rng.choice(['PR', '8-K', 'none', 'earnings', 'sympathy', 'FDA', 'contract', 'S-1 eff.'])} | "
                        f"{rng.choice(['-', 'shelf', 'ATM', 'warrants', 'RS 30d', 'SSR', 'HTB'])} | "
                        f"{rng.randint(1, 12)} |")
        return (f"**{label} · {self.clock(t, False)} ET** (px 0.50-20, float < 60M)\n"
                f"| sym | chg | last | vol | float | catalyst | flags | hits |\n"
                f"|---|---|---|---|---|---|---|---|\n"
                + "\n".join(rows)
                + f"\n_{len(rows)} of {rng.randint(len(rows) + 5, 80)} matches shown · "
                  f"filters: gap>15%, rvol>3, px 0.50-20 · feed lag {rng.randint(40, 900)}ms_")

    def pnl_snapshot(self, t):
        rng = self.rng
        lines = [f"pnl_snapshot ts={self.clock(t)}ET acct=main",
                 f"realized={rng.uniform(-2500, 7000):,.2f} unrealized={rng.uniform(-3000, 4000):,.2f}",
                 f"gross={rng.randint(5000, 150000):,} net={rng.randint(-40000, 100000):,} "
                 f"trades={rng.randint(2, 40)} commissions={rng.uniform(5, 120):.2f}",
                 f"by_strategy: gap_go={rng.uniform(-2000, 5000):,.0f} "
                 f"dilution_short={rng.uniform(-2000, 4000):,.0f} halt_play={rng.uniform(-1500, 3000):,.0f} "
                 f"hedges={rng.uniform(-900, 900):,.0f}",
                 f"max_dd_today={-rng.uniform(100, 3000):,.2f} sharpe_20d={rng.uniform(0.4, 3.1):.2f}"]
        return "\n".join(lines)

    def overnight_note(self):
        rng = self.rng
        ns = [self.nname() for _ in range(4)]
        iwm = rng.uniform(225, 255)
        return f"""### Overnight — small-cap tape notes

**Index context.** IWM closed {rng.uniform(-1.8, 1.8):+.2f}% at {iwm:.2f}; Russell 2000 breadth was {rng.randint(700, 1300)}/{rng.randint(700, 1300)}. Futures are {rng.choice(['flat', 'slightly green', 'a touch red'])} overnight with no data until 08:30.

**What worked yesterday.** Low-float gappers with a real catalyst closed green in {rng.randint(3, 9)} of {rng.randint(10, 14)} cases; the median high-of-day printed {rng.randint(8, 30)} minutes after the open. Momentum longs that bought the first pullback to VWAP did better than breakout buys. Shorts that leaned on names with open ATMs were paid in most cases, but two squeezed hard through the prior-day high before the paper came.

**Borrow.** Hard-to-borrow list grew to {rng.randint(40, 120)} names; fees on sub-$2 names with fresh S-1s averaged {rng.randint(40, 180)}%. Locates were scarce after 09:45 on everything that halted up.

**Halts.** {rng.randint(20, 60)} LULD halts yesterday, mostly up-halts; about half resumed higher and a third of those were sold within 5 minutes of the resumption.

**Filings worth knowing (context only, none are positions):**
- {ns[0]['tk']}: S-1 amendment, sizing ~${rng.randint(5, 20)}M with warrants
- {ns[1]['tk']}: 424B5, ${rng.randint(3, 12)}M registered direct at a {rng.randint(8, 25)}% discount
- {ns[2]['tk']}: reverse split 1-for-{rng.choice([10, 20, 25])}, effective in two sessions
- {ns[3]['tk']}: Form 4 cluster buy, three directors

Nothing here is a trade; it is context for the open.

""" + self.P(["flow", "dilution"], 3)

    def backtest_note(self):
        rng = self.rng
        ns = [self.nname() for _ in range(3)]
        n = rng.randint(180, 420)
        return f"""**Backtest — gap-and-go, float < 10M, gap > 40%, 2023-01 → 2026-10** (n={n})

- win rate {rng.uniform(38, 55):.1f}%, avg R {rng.uniform(0.2, 0.7):.2f}, max drawdown {rng.uniform(8, 25):.1f}%
- entry: first 1m close above premarket high after 09:30; stop: premarket VWAP; exit: 2R or 10:30
- slippage: 1c + 25% of the quoted spread; no borrow cost (longs only)

Example fills from the sim (for sanity-checking the engine, not trades):
- 2024-03-14 {ns[0]['tk']}: bought 5,000 @ 2.31, sold 5,000 @ 2.88 (+0.57)
- 2025-07-02 {ns[1]['tk']}: bought 3,000 @ 6.10, stopped 3,000 @ 5.72 (-0.38)
- 2026-02-19 {ns[2]['tk']}: bought 4,000 @ 1.47, sold 4,000 @ 1.95 (+0.48)

Observations: the edge is concentrated in the first 15 minutes and disappears entirely when the issuer has an effective shelf (win rate drops to {rng.uniform(20, 32):.0f}%). Halts inside the first 5 minutes are a coin flip. Results are sensitive to the slippage assumption: at 2c + 50% spread the avg R falls to {rng.uniform(0.0, 0.15):.2f}.

Next: re-run with a shelf filter and an SSR flag, then compare against the short-side mirror."""

    def _nnames(self, k):
        return [self.nname() for _ in range(k)]

    def note_deepdive(self, t):
        rng = self.rng
        n = self.nname()
        tk = n["tk"]
        px = rng.uniform(0.8, 12)
        fl = rng.uniform(1.2, 35)
        so = fl * rng.uniform(1.1, 2.0)
        cash = rng.uniform(0.5, 30)
        burn = rng.uniform(1, 8)
        hl = _headline(rng, n["sector"], rng.random() < 0.7)
        filings = []
        for mon in sorted(rng.sample(range(11), rng.randint(3, 5))):
            filings.append(f"- {_MONTHS[mon]}: "
                           f"{rng.choice(['S-1 ($%.1fM units)', '424B5 RD ($%.1fM)', 'S-3 shelf ($%.1fM)', 'ATM 8-K ($%.1fM)', 'warrant inducement ($%.1fM)']) % rng.uniform(2, 40)}")
        return f"""## {tk} ({n['co']}) — scanner hit, background only

Why this note: {tk} has been on the scanner {rng.randint(3, 9)} times since the open ({rng.uniform(15, 160):.0f}% range, {rng.uniform(2, 60):.1f}M shares). It is not on the watchlist and the desk has no position; this is background so nobody has to redo the work if it keeps showing up.

**Headline:** "{n['co']} {hl}" ({rng.choice(_WIRES)}, {self.clock(t - rng.uniform(600, 7200), False)} ET)

| item | value |
|---|---|
| last | {_px(px)} |
| float | {fl:.1f}M |
| shares out | {so:.1f}M |
| cash (last 10-Q) | ${cash:.1f}M |
| quarterly burn | ~${burn:.1f}M |
| runway | ~{cash / burn:.1f} quarters |
| short interest | {rng.uniform(2, 35):.1f}% of float |
| borrow | {rng.choice(['none', 'HTB, %d%%' % rng.randint(30, 200), 'ETB'])} |

**Financing history (12 months)**
{chr(10).join(filings)}

**Tape.** {rng.choice(['Held VWAP on every pullback so far', 'Lost VWAP twice and reclaimed it once', 'Trending down since the first 5-minute candle', 'Choppy around the pre-market high'])}; the large prints are on the {rng.choice(['bid', 'offer'])} side and the spread is {rng.randint(1, 6)}c. No halt yet today.

{self.P(rng.sample(["dilution", "flow", "halts", "earnings", "news"], 2), 3)}

Sympathy names the scanner paired with it today:
{self.comments(self._nnames(2))}

Filed for reference; the scanner will keep tagging it as "background" for the rest of the session."""

    def note_open_recap(self, t):
        rng = self.rng
        ns = self._nnames(8)
        return (f"**Open recap, market-wide ({self.clock(t, False)} ET)** — the first "
                f"{int((t - 34200) / 60)} minutes outside our own names.\n\n"
                f"Breadth in the sub-$20 bucket is {rng.randint(35, 70)}% green; "
                f"{rng.randint(8, 30)} LULD halts so far, {rng.randint(60, 90)}% of them up. The "
                f"strongest opens were the names with a dated catalyst and no shelf; the weakest were "
                f"the overnight S-1 pricings, as usual.\n\n"
                + self.comments(ns) + "\n\n" + self.P(["flow", "halts", "news"], 3))

    def note_midday(self, t):
        rng = self.rng
        ns = self._nnames(7)
        return (f"**Midday review ({self.clock(t, False)} ET)** — what the scanner surfaced "
                f"this morning and where those names are now (none held).\n\n"
                + self.comments(ns) +
                f"\n\nOf the {rng.randint(25, 60)} morning scanner hits, {rng.randint(20, 50)}% are "
                f"still above their opening price and {rng.randint(10, 35)}% printed a new low after "
                f"11:00. Volume is down {rng.randint(30, 70)}% from the first hour, which is normal for "
                f"the lunch window.\n\n" + self.P(["flow", "dilution", "borrow"], 3))

    def note_dilution(self, t):
        rng = self.rng
        rows, bullets = [], []
        for n in self._nnames(rng.randint(6, 9)):
            form = rng.choice(["S-1", "S-1/A", "S-3", "424B5", "424B4", "8-K (ATM)", "EFFECT",
                               "S-3ASR"])
            size = rng.uniform(2, 60)
            bank = rng.choice(_BANKS)
            struct = rng.choice(["warrants", "no warrants", "pre-funded", "units"])
            rows.append(f"| {n['tk']} | {form} | ${size:.1f}M | {bank} | {struct} |")
            detail = {
                "S-1": f"new registration, ${size:.1f}M of units; pricing usually 2-6 weeks out",
                "S-1/A": "amendment with a price range for the first time — this is the one "
                         "that prices soonest",
                "S-3": f"universal shelf, ${size:.1f}M; baby-shelf limits apply at the current "
                       f"public float",
                "424B5": f"takedown off the shelf, ${size:.1f}M, priced at a "
                         f"{rng.randint(8, 30)}% discount",
                "424B4": f"final prospectus, ${size:.1f}M firm-commitment, closes T+1",
                "8-K (ATM)": f"new ATM sales agreement with {bank}, up to ${size:.1f}M",
                "EFFECT": "shelf declared effective overnight; usable from today",
                "S-3ASR": "automatic shelf (WKSI), unusual for this size bucket",
            }[form]
            bullets.append(f"- **{n['tk']}** ({n['co']}): {detail}.")
        return (f"**Dilution tracker — filings since the last sweep ({self.clock(t, False)} ET)**"
                f"\n\n| sym | form | size | agent | structure |\n|---|---|---|---|---|\n"
                + "\n".join(rows) + "\n\n" + "\n".join(bullets) +
                "\n\nNotes: the S-1s with warrants are the ones that tend to price tonight; "
                "424B4s usually print after the close and show up as a gap down in the morning. "
                "EFFECT lines mean the shelf is now usable — it does not mean paper is coming "
                "today, but it removes the main obstacle. None of these are names the desk holds. "
                f"Pattern this month: {rng.randint(55, 85)}% of S-1 pricings came at a discount of "
                f"{rng.randint(15, 40)}% or more to the prior close, and roughly half included "
                f"five-year warrants at or near the offering price, which caps any rebound for "
                f"weeks. The placement-agent mix is unchanged: the same four banks account for most "
                f"of the volume. Median time from EFFECT to the first ATM print across tracked "
                f"names is {rng.randint(2, 9)} sessions.\n\n"
                + self.P(["dilution"], rng.randint(2, 4)))

    def note_halts(self, t):
        rng = self.rng
        rows = []
        lo = 9 * 3600 + 1800
        hi = max(lo + 600, t - 60)
        tt_list = sorted(rng.uniform(lo, hi) for _ in range(rng.randint(7, 11)))
        names = self._nnames(len(tt_list))
        for n, tt in zip(names, tt_list):
            rows.append(f"| {n['tk']} | {self.clock(tt)} | "
                        f"{rng.choice(['LUDP', 'LUDP', 'LUDP', 'LUDN', 'T1', 'M'])} | "
                        f"{_px(rng.uniform(0.8, 14))} | "
                        f"{rng.choice(['resumed higher', 'resumed lower', 'flat', 'halted again', 'resumed higher'])} |")
        a, b = names[0]["tk"], names[-1]["tk"]
        return (f"**Halt log (not our names) · {self.clock(t, False)} ET**\n\n"
                f"| sym | time | code | last | outcome |\n|---|---|---|---|---|\n" + "\n".join(rows) +
                "\n\nNotes on the names:\n" + self.comments(names) +
                f"\n\nRunning tally: {rng.randint(10, 60)} halts market-wide so far, "
                f"{rng.randint(50, 80)}% of them up-halts. Resumption auctions have been printing "
                f"near the top of the indicated range, which usually means retail market-on-open "
                f"imbalance; the follow-through after the first minute has been poor. {a} is the "
                f"cleanest example: it resumed at the top of the band and gave back most of the "
                f"move inside five minutes. {b} is the outlier, it held the auction price.\n\n"
                "T1 halts are news-pending and resume with a gap either way, so the pattern "
                "statistics exclude them. Multi-halt names printed their high in the second "
                "halt's auction in most cases this month and then lost more than a third of the "
                "move within fifteen minutes. Sample is small and the regime changes quickly, so "
                "this is a log, not a signal.\n\n" + self.P(["halts"], rng.randint(2, 3)))

    def note_borrow(self, t):
        rng = self.rng
        rows = []
        bnames = self._nnames(rng.randint(8, 11))
        for n in bnames:
            rows.append(f"| {n['tk']} | {rng.choice([0, 0, 500, 1000, 2500, 5000, 10000, 25000]):,} "
                        f"| {rng.uniform(5, 250):.1f}% | "
                        f"{rng.choice(['IBKR', 'CENTERPOINT', 'WEDBUSH', 'CLEARSTREET'])} | "
                        f"{rng.choice(['locate', 'pre-borrow', 'locate', 'ETB→HTB today'])} |")
        return (f"**Borrow sheet snapshot · {self.clock(t, False)} ET** (locate desk, indicative, "
                f"names not held)\n\n| sym | avail | fee (ann.) | src | note |\n|---|---|---|---|---|\n"
                + "\n".join(rows) + "\n\n" + self.comments(bnames) +
                "\n\nFees are indicative and move intraday; a zero means none at the time of the "
                "snapshot, not none for the day. Pre-borrows cost roughly twice the locate fee and "
                "are not refunded if unused. The locate desk reports that supply on sub-$2 names "
                "with a recent S-1 going effective is effectively nil after 09:45, and that returns "
                "from the morning tend to come back around 14:00.\n\n"
                "Fee dispersion across sources is wide today: the same name can be quoted at 40% "
                "at one source and 180% at another, so it is worth checking every source before "
                f"concluding there is nothing. Over the last month the median fee on names that "
                f"halted up at least once was {rng.randint(60, 190)}%, against {rng.randint(15, 45)}% "
                f"for the rest of the universe. Recalls were rare ({rng.randint(0, 4)} this week)."
                "\n\n" + self.P(["borrow"], rng.randint(2, 3)))

    def note_sector(self, t):
        rng = self.rng
        ns = self._nnames(6)
        sector = rng.choice(["quantum/AI small caps", "uranium and nuclear", "biotech under $5",
                             "drone/defense small caps", "Chinese ADR micro-caps",
                             "crypto-treasury names", "lithium juniors", "EV SPAC leftovers"])
        rows = "\n".join(f"| {n['tk']} | {rng.uniform(-25, 120):+.0f}% | "
                         f"{rng.uniform(0.5, 80):.1f}M | {rng.uniform(1, 60):.1f}M | "
                         f"{rng.choice(['ATM open', 'S-3 effective', 'clean', 'S-1 pending', 'warrants overhang'])} |"
                         for n in ns)
        return f"""**Sector colour — {sector}** ({self.clock(t, False)} ET)

The group is {rng.choice(['bid again', 'rotating', 'fading from the open', 'mixed', 'quiet'])}: {ns[0]['tk']} and {ns[1]['tk']} are leading on volume, while {ns[2]['tk']} is lagging despite a PR this morning. Correlation inside the group over the last 20 sessions is {rng.uniform(0.3, 0.8):.2f}, so sympathy moves are real but short-lived.

| sym | 5d | vol today | float | supply |
|---|---|---|---|---|
{rows}

{self.comments(ns)}

Themes:
1. Retail flow: options volume in the group is {rng.uniform(1.2, 4):.1f}x the 20-day average, concentrated in weekly calls.
2. Supply: {rng.randint(2, 6)} issuers in the group filed shelves or ATMs in the last two weeks; {ns[3]['tk']} has been printing ATM blocks most afternoons.
3. Catalysts: conference season; expect more "strategic partnership" PRs with no dollar figures.

Historical analogues: the last two times the group ran like this, it gave back {rng.randint(30, 70)}% of the move within ten sessions. That is an observation about the group, not a call on any name, and none of these are positions or on the watchlist.

""" + self.P(["flow"], rng.randint(2, 4))

    def note_rsplit(self, t):
        rng = self.rng
        rows = []
        for n in self._nnames(rng.randint(6, 9)):
            rows.append(f"- {n['tk']} ({n['co']}): 1-for-{rng.choice([5, 10, 15, 20, 25, 30, 50])} "
                        f"{rng.choice(['effective tomorrow', 'approved by holders', 'proposed, vote next month', 'effective Monday'])}; "
                        f"float after split ~{rng.uniform(0.3, 4):.1f}M; "
                        f"{rng.choice(['bid-price notice day 160', 'second split in 18 months', 'equity deficiency too', 'no open shelf', 'ATM paused for the split'])}")
        return (f"**Reverse split / compliance watch · {self.clock(t, False)} ET**\n\n" + "\n".join(rows) +
                "\n\nWhy it matters: post-split floats under 1M are where the violent up-halts come "
                "from, and issuers that split to regain compliance usually need to raise within a "
                "quarter. Scanner gap % on the split day is an artefact of the ratio and should be "
                "ignored; the scanner has a split filter but it lags the corporate-actions feed by a "
                "session. Delisting notices older than 150 days are the ones with a real deadline. "
                "Historically about a third of these names print a new low within twenty sessions "
                "of the split, typically around the first financing. Second splits inside 18 months "
                "now need shareholder approval again under the 2025 Nasdaq rule change, which slows "
                "the cycle down but does not stop it.\n\n" + self.P(["splits"], 2))

    def note_ah_earnings(self, t):
        rng = self.rng
        lines = []
        enames = self._nnames(rng.randint(5, 8))
        for n in enames:
            lines.append(f"| {n['tk']} | {rng.uniform(-40, 60):+.1f}% | "
                         f"{rng.choice(['beat', 'miss', 'inline', 'no guide'])} | "
                         f"${rng.uniform(0.5, 40):.1f}M | {rng.uniform(0.1, 5):.1f}M |")
        return (f"**After-hours: small-cap earnings and 8-Ks · {self.clock(t, False)} ET**\n\n"
                "| sym | AH chg | print | rev (q) | AH vol |\n|---|---|---|---|---|\n" + "\n".join(lines) +
                "\n\n" + self.comments(enames) +
                "\n\nAfter-hours liquidity in this bucket is thin enough that a few thousand shares "
                "move the print by 10%, so the AH change column is a direction, not a level. "
                "Names that report a going-concern paragraph in the 10-Q tend to open lower even "
                "when the headline numbers beat; I have flagged the two that did. Guidance changes "
                "are rare in this cohort and mostly not credible.\n\n"
                f"Across the tracked universe {rng.randint(3, 12)} issuers reported tonight and "
                f"{rng.randint(1, 5)} more report tomorrow pre-market. Conference calls for the "
                "smallest names are usually cancelled at the last minute, so the 8-K is all there "
                "is.\n\n" + self.P(["earnings", "flow"], rng.randint(2, 3)))

    def note_ssr_list(self, t):
        rng = self.rng
        ns = self._nnames(rng.randint(8, 12))
        items = ", ".join(f"{n['tk']} ({rng.uniform(10, 60):.0f}%)" for n in ns)
        return (f"**SSR carry-over list for today ({self.clock(t, False)} ET)** — names that "
                f"triggered yesterday, uptick rule in force all session: {items}.\n\n"
                "These are not positions; the list exists so the scanner's short-side filters "
                "and the locate requests are consistent with what can actually be sold. SSR names "
                "that gap up the next morning tend to squeeze harder, because passive shorts cannot "
                "hit bids. Names newly triggering today will be appended by the scanner as they "
                f"happen.\n\n{self.comments(ns, 6)}\n\nYesterday's list had {rng.randint(20, 70)} entries; "
                f"{rng.randint(10, 40)}% of them traded higher by the close.\n\n"
                + self.P(["borrow", "halts"], 2))

    def note_calendar(self, t):
        rng = self.rng
        d = (self.tdate + timedelta(days=1)).strftime("%m/%d")
        ns = self._nnames(6)
        lines = [
            f"- 07:00 {ns[0]['tk']} topline readout expected (company guided 'before the open')",
            f"- 08:30 macro: {rng.choice(['jobless claims', 'PPI', 'retail sales', 'housing starts'])}",
            f"- 09:30 {ns[1]['tk']} 1-for-{rng.choice([10, 20, 25])} split effective",
            f"- pre-market: {ns[2]['tk']} and {ns[3]['tk']} report",
            f"- {ns[4]['tk']} lock-up expiry ({rng.uniform(1, 8):.1f}M shares)",
            f"- {ns[5]['tk']} warrant tender deadline 17:00",
        ]
        return (f"**Catalyst calendar for {d}** (compiled {self.clock(t, False)} ET)\n\n" + "\n".join(lines) +
                "\n\nNone of these are positions. The readout is the only binary event; the rest "
                "are supply events (split, lock-up, warrant tender) that matter mostly for which "
                "names the scanner will surface in the morning. Overnight EDGAR sweep runs at "
                "04:00 and will update this list if anything material lands.\n\n"
                + self.P(["dilution", "splits", "earnings"], rng.randint(2, 3)))

    def note_rotation(self, t):
        rng = self.rng
        rows = []
        rnames = self._nnames(rng.randint(6, 9))
        for n in rnames:
            fl = rng.uniform(0.8, 20)
            v = fl * rng.uniform(1, 12)
            rows.append(f"| {n['tk']} | {fl:.1f}M | {v:.1f}M | {v / fl:.1f}x | "
                        f"{rng.choice(['PR', 'none', 'sympathy', '8-K', 'FDA'])} |")
        return (f"**Float rotation leaders · {self.clock(t, False)} ET**\n\n"
                "| sym | float | vol | rotation | catalyst |\n|---|---|---|---|---|\n" + "\n".join(rows) +
                "\n\n" + self.comments(rnames) +
                "\n\nRotation above 5x before noon has historically marked the high of day within "
                "the next hour more often than not; above 10x the distribution gets fat-tailed in "
                "both directions. Float figures come from the last 10-Q cover page and the "
                "transfer-agent data where we have it, so names that raised since the quarter "
                "are understated. Informational; no positions in this list.\n\n"
                + self.P(["flow", "halts"], rng.randint(2, 4)))

    def eod_recap(self):
        rng = self.rng
        return f"""**EOD recap** (research agent, auto)

The session closed with the desk {rng.choice(['green', 'slightly green', 'roughly flat', 'slightly red'])}. Small caps {rng.choice(['outperformed', 'lagged', 'tracked'])} large caps; IWM {rng.uniform(-1.5, 1.5):+.2f}%. {rng.randint(20, 60)} LULD halts market-wide, {rng.randint(20, 80)} SSR triggers.

Process notes:
- scanner false-positive rate on "news" tags was {rng.randint(8, 30)}% (mostly recycled PRs)
- locate round-trip median {rng.uniform(2, 12):.1f}s, {rng.randint(0, 4)} timeouts
- execution agent reconnects: {rng.randint(1, 6)}; no orders lost
- risk engine: {rng.randint(0, 3)} pre-trade interventions (see risk log)

Tomorrow: {rng.randint(2, 8)} reverse splits effective at the open, CPI/PPI calendar {rng.choice(['light', 'heavy', 'empty'])}, {rng.randint(3, 15)} small-cap earnings after the close."""


_IDIOM_PRIORITY = [
    "proposal buried in a long research markdown note",
    "shorthand buy 'b 3k' with stop",
    "bare 'ok' reply to a proposal = approval",
    "'send it 👍' reply approval",
    "formal rejection by the risk manager",
    "pipe-delimited order ack",
    "pipe fill later edited with corrected price",
    "embed-only fill with Symbol/Side/Qty/Avg Px fields",
    "stop moved twice by editing the same message",
    "risk bot key=value resize on locate",
    "risk bot JSON pre-trade block",
    "headline on a held name by company name only",
    "offering on the underlying of a held call",
    "scanner [HELD] halt alert on a held name",
    "explicit no-action / not routing",
    "hypothetical plan: 'if it resumes above … i'd take'",
    "paper-trade fill from a sim bot",
    "backtest with example fills",
    "bare 'ok' reply to a PnL snapshot (not an approval)",
    "another desk's trade relayed",
    "cron summary with 0 routed",
    "past-tense trade history",
    "lowercase shorthand hedge 's 300 iwm <px>'",
    "SSR trigger on a held short",
    "terse conviction-up chat",
]


# --------------------------------------------------------------------------- assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1,
             days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    channels = max(1, int(channels))
    days = max(1, int(days))
    names = Names(seed)
    day_objs: list[Day] = []
    for d in range(days):
        day_end = end - timedelta(days=days - 1 - d)
        day_start = day_end - timedelta(days=1)
        for c in range(channels):
            rng = random.Random(f"{DESK}|{seed}|{c}|{day_start.isoformat()}")
            oid0 = 40000 + rng.randint(0, 5000) + 10000 * c
            day = Day(rng, names, channel_id(c), c, day_start, oid0)
            day.day_idx = d
            day.build()
            day_objs.append(day)

    # ---- assign ms + snowflake ids (unique ms across the file, ids increase with time)
    ents = []
    for di, day in enumerate(day_objs):
        for th in day.threads:
            ents.append((day.start_ms + int(th.sec * 1000), di, 0, th))
        for i, m in enumerate(day.msgs):
            ents.append((day.start_ms + int(m.sec * 1000), di, 1 + i, m))
    ents.sort(key=lambda e: (e[0], e[1], e[2]))
    last = -1
    seq = 0
    for raw, di, _, obj in ents:
        ms = max(raw, last + 1)
        last = ms
        seq += 1
        day = day_objs[di]
        worker = 3 + day.chan_idx % 28
        obj.ms = ms
        obj.id = str(snowflake(ms, worker, seq))

    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = 0
    for day in day_objs:
        parent = day.chan_id

        def cid_of(m):
            return m.thread.id if m.thread is not None else parent

        for m in day.msgs:
            aid, aname, abot = PEOPLE[m.who]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m.ms), "content": m.content,
                   "attachments": ([{"id": str(int(m.id) + 1), "filename": m.attach[0],
                                     "size": m.attach[1],
                                     "url": f"https://cdn.discordapp.com/attachments/"
                                            f"{cid_of(m)}/{int(m.id) + 1}/{m.attach[0]}"}]
                                   if m.attach else []),
                   "embeds": m.embeds, "reference_id": m.ref.id if m.ref else None,
                   "pinned": False}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid_of(m)}
            if m.thread is not None:
                line["parent_channel_id"] = parent
            line["message"] = msg
            order += 1
            events.append((m.ms, 0, order, line))
        last_op_ms: dict[int, int] = {}
        for op in day.ops:
            kind, sec = op[0], op[1]
            ms = day.start_ms + int(sec * 1000)
            targets = op[2] if kind == "bulk" else [op[2]]
            floor = max(t.ms for t in targets) + 500
            for t in targets:
                floor = max(floor, last_op_ms.get(id(t), 0) + 1)
            ms = max(ms, floor)
            for t in targets:
                last_op_ms[id(t)] = ms
            m0 = targets[0]
            base = {"guild_id": GUILD_ID, "channel_id": cid_of(m0)}
            if kind == "edit":
                line = {"op": "edit", **base, "message_id": m0.id, "edited_at": _iso(ms),
                        "content": op[3]}
            elif kind == "delete":
                line = {"op": "delete", **base, "message_id": m0.id, "deleted_at": _iso(ms)}
            elif kind == "bulk":
                line = {"op": "bulk_delete", **base, "message_ids": [t.id for t in targets],
                        "deleted_at": _iso(ms)}
            elif kind == "forget":
                line = {"op": "forget", **base, "message_id": m0.id,
                        "requested_by": PEOPLE[op[3]][0], "at": _iso(ms)}
            elif kind == "pin":
                line = {"op": "pin", **base, "message_id": m0.id, "by": PEOPLE[op[3]][0],
                        "at": _iso(ms)}
            elif kind == "react":
                line = {"op": "reaction_add", **base, "message_id": m0.id, "emoji": op[3],
                        "user_id": PEOPLE[op[4]][0], "at": _iso(ms)}
            else:  # pragma: no cover
                raise ValueError(kind)
            order += 1
            events.append((ms, 1, order, line))

        # ---- labels
        for m in day.msgs:
            if m.kind == "hard":
                et, facts, phr = m.label
                text = m.final_content + "\n" + _embed_text(m.embeds)
                for f in facts:
                    if f not in text:
                        raise AssertionError(f"fact {f!r} not in message {text[:120]!r}")
                labels["hard_events"].append({
                    "channel_id": cid_of(m), "message_id": m.id, "event_type": et,
                    "facts": facts, "phrasing": phr, "final_state": m.final_state})
            elif m.kind == "noise":
                labels["noise_message_ids"].append(m.id)
            elif m.kind == "near":
                labels["near_miss_ids"].append(m.id)
            if m.removed:
                labels["removed_texts"].append(m.removed)
        for m, old in day.superseded:
            if old in m.final_content:
                raise AssertionError(f"superseded {old!r} still in final content")
            labels["superseded_facts"].append([cid_of(m), m.id, old])

    # ---- idioms: one example each (earliest), most distinctive first, at most 20
    first: dict = {}
    for day in day_objs:
        for m in sorted(day.msgs, key=lambda x: x.ms):
            if m.idiom and m.idiom[0] not in first and m.final_state in ("live", "edited"):
                first[m.idiom[0]] = m
    rank = {name: i for i, name in enumerate(_IDIOM_PRIORITY)}
    chosen = sorted(first, key=lambda k: (rank.get(k, 999), first[k].ms))[:20]
    for k in chosen:
        m = first[k]
        labels["idioms"].append({"message_id": m.id, "idiom": k, "expected": m.idiom[1]})

    events.sort(key=lambda e: (e[0], e[1], e[2]))
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- CLI + checks

def _final_texts(events):
    texts, order, parents, created = {}, [], {}, {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            texts[m["id"]] = [m["content"], _embed_text(m.get("embeds") or [])]
            order.append((m["id"], m["created_at"]))
            parents[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            created[m["id"]] = m["created_at"]
        elif op == "edit":
            texts[ev["message_id"]][0] = ev["content"]
    return texts, order, parents, created


def check(events, labels) -> dict:
    texts, order, parents, created = _final_texts(events)
    errors = []
    prev = -1
    for mid, ca in order:
        i = int(mid)
        ms = (i >> 22) + DISCORD_EPOCH_MS
        if _iso(ms) != ca:
            errors.append(f"created_at mismatch {mid}")
        if i <= prev:
            errors.append(f"id not increasing {mid}")
        prev = i
    for he in labels["hard_events"]:
        if he["message_id"] not in texts:
            errors.append(f"missing id {he['message_id']}")
            continue
        txt = "\n".join(texts[he["message_id"]])
        for f in he["facts"]:
            if f not in txt:
                errors.append(f"fact {f!r} not in {he['message_id']}")
    for cid, mid, old in labels["superseded_facts"]:
        if old in texts[mid][0]:
            errors.append(f"superseded {old} still present in {mid}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in texts:
            errors.append(f"missing labelled id {mid}")
    for idi in labels["idioms"]:
        if idi["message_id"] not in texts:
            errors.append(f"missing idiom id {idi['message_id']}")
    # per channel-day stats (threads counted with their parent)
    stats: dict = {}
    hard_by = {}
    for he in labels["hard_events"]:
        hard_by[he["message_id"]] = he["event_type"]
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    # day bucket by ET date of the message (window start at ET midnight by default)
    for mid, ca in order:
        dt = _parse_iso(ca)
        local = dt + timedelta(hours=_et_offset_h(dt))
        key = (parents[mid], local.date().isoformat())
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += sum(len(x.encode()) for x in texts[mid])
        s["hard"] += mid in hard_by
        s["noise"] += mid in noise
        s["near"] += mid in near
    return {"errors": errors, "stats": stats}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends")
    ap.add_argument("--stats", action="store_true", help="re-read the output and print checks")
    a = ap.parse_args(argv)
    end = _parse_iso(a.end) if a.end else None
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.stats:
        with open(a.out, encoding="utf-8") as fh:
            evs = [json.loads(line) for line in fh]
        with open(a.labels, encoding="utf-8") as fh:
            lab = json.load(fh)
        r = check(evs, lab)
        for (cid, day), s in sorted(r["stats"].items(), key=lambda kv: (kv[0][1], kv[0][0])):
            print(f"{cid} {day}: msgs={s['msgs']} kb={s['bytes'] / 1000:.1f} hard={s['hard']} "
                  f"noise={s['noise']} ({100 * s['noise'] / s['msgs']:.0f}%) near={s['near']}")
        by_type: dict = {}
        for he in lab["hard_events"]:
            by_type[he["event_type"]] = by_type.get(he["event_type"], 0) + 1
        print("hard by type:", json.dumps(dict(sorted(by_type.items()))))
        print(f"events={len(evs)} hard={len(lab['hard_events'])} idioms={len(lab['idioms'])} "
              f"removed={len(lab['removed_texts'])} superseded={len(lab['superseded_facts'])}")
        if r["errors"]:
            print("ERRORS:", *r["errors"][:30], sep="\n  ")
            return 1
        print("checks ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
