#!/usr/bin/env python3
"""Johannesburg JSE desk: blind desk generator (standard library only).

A South African multi-asset desk in Sandton: JSE equities, Top40/ALSI and
single-stock futures, SAGBs quoted in yield, USDZAR spot/forwards, JIBAR/ZARONIA
swaps, PGM and gold miners. Produces a capture (JSON Lines events) and labels.

    python -m tests.desks.johannesburg_jse_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "johannesburg_jse_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
# midnight SAST (UTC+2) at the end of Thursday 19 March 2026: MPC day and Top40 close-out
DEFAULT_END = datetime(2026, 3, 19, 22, 0, 0, tzinfo=UTC)
GUILD_ID = "1146829307617329172"
HOUR = 3600000
MIN = 60000

# name -> (author_id, display name, is_bot)
CAST = {
    "pieter": ("1187342096518774804", "Pieter van der Merwe", False),
    "thabo": ("1187342461203316786", "Thabo M.", False),
    "naledi": ("1187343380947075133", "Naledi K", False),
    "riaan": ("1187344002197389352", "Riaan (derivs)", False),
    "lindiwe": ("1187345590324432947", "Lindiwe - Compliance", False),
    "werner": ("1092285374101954611", "Werner | Durban desk", False),
    "fynbos": ("1213378946057764915", "fynbos-strategist", True),
    "oms": ("1213379500361793567", "oms-bridge", True),
    "risk": ("1213380131143200848", "reg28-risk", True),
    "sens": ("1213380612519518260", "sens-wire", True),
    "nt": ("1213381077114187847", "nt-auctions", True),
    "md": ("1213381559597695026", "md-cron", True),
    "ci": ("1213382047957401663", "ci-bot", True),
    "exec": ("1213382651345633321", "exec-agent", True),
    "alert": ("1213383092003602514", "px-alerts", True),
    "book": ("1213383511886356490", "book-bot", True),
    "news": ("1213384000107004024", "newswire", True),
    "triage": ("1213384517944168519", "triage-cron", True),
}

# activity curve by SAST hour (relative weights)
CURVE = [0.15, 0.1, 0.1, 0.1, 0.15, 0.4, 1.4, 3.2, 4.2, 4.4, 3.6, 3.0,
         2.4, 3.0, 3.2, 4.2, 3.6, 2.6, 1.6, 1.1, 0.8, 0.5, 0.3, 0.2]


def snowflake(ms, worker, seq):
    return ((ms - EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0xFFF)


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def c0(x):
    return f"{x:,.0f}"


def c2(x):
    return f"{x:,.2f}"


FOREIGN = {"AGL": "England and Wales", "BTI": "England and Wales", "MNP": "England and Wales",
           "CFR": "Switzerland", "PRX": "the Netherlands"}


def _h(x, mod):
    v = 7
    for ch in x:
        v = (v * 131 + ord(ch)) % 1000003
    return v % mod


def sens_boiler(content):
    first, _, rest = content.partition("\n")
    parts = [x.strip() for x in first.split("|")]
    code = parts[2]
    name = parts[3].split(" — ")[0]
    inc = FOREIGN.get(code, "the Republic of South Africa")
    hdr = ("%s\n(Incorporated in %s)\n(Registration number %04d/%06d/06)\nJSE share code: %s  "
           "ISIN: ZAE000%06d\n(\"%s\" or \"the Company\")"
           % (name, inc, 1900 + _h(code, 120), _h(code + "r", 999999), code, _h(code + "i", 999999),
              name.split()[0]))
    ftr = ("Johannesburg\nDate: see SENS release time\nThis announcement is released on SENS and is "
           "available on the Company's website.")
    return first + "\n" + hdr + "\n\n" + rest + "\n\n" + ftr


class Gen:
    def __init__(self):
        self.events = []  # (ms, n, event)
        self.n = 0
        self.seq = 0
        self.used = set()
        self.msgs = []  # message records in creation order

    def emit(self, ms, ev):
        self.n += 1
        self.events.append((ms, self.n, ev))

    def unique_ms(self, ms):
        while ms in self.used:
            ms += 1
        self.used.add(ms)
        return ms

    def snow(self, ms, worker):
        self.seq = (self.seq + 1) & 0xFFF
        return str(snowflake(ms, worker, self.seq))


class Flow:
    """One channel-day."""

    def __init__(self, gen, ch_id, day_start_ms, rng, worker):
        self.g = gen
        self.ch = ch_id
        self.t0 = day_start_ms
        self.r = rng
        self.worker = worker
        self.recs = []

    # ---- time helpers (h = hours after local midnight, i.e. the start of the window)
    def t(self, h, jit=4.0):
        ms = self.t0 + int(h * HOUR + self.r.uniform(-jit, jit) * MIN) + self.r.randint(0, 999)
        return self.clamp(ms)

    def plus(self, ms, a, b):
        return self.clamp(ms + int(self.r.uniform(a, b) * MIN) + self.r.randint(0, 999))

    def clamp(self, ms):
        return max(self.t0 + 5000, min(self.t0 + 24 * HOUR - 5000, ms))

    def curve_time(self, lo=0.0, hi=24.0):
        while True:
            h = self.r.choices(range(24), weights=CURVE)[0]
            x = h + self.r.random()
            if lo <= x < hi:
                return self.clamp(self.t0 + int(x * HOUR))

    # ---- events
    def post(self, ms, who, content="", embeds=None, ref=None, thread=None, kind=None,
             etype=None, facts=None, phr=None, idiom=None, expected=None, attach=None,
             snippet=None):
        ms = self.g.unique_ms(ms)
        if who == "sens" and content.startswith("SENS |"):
            content = sens_boiler(content)
        aid, aname, abot = CAST[who]
        mid = self.g.snow(ms, self.worker)
        ch = thread if thread else self.ch
        m = {"id": mid, "author_id": aid, "author_name": aname, "author_bot": abot,
             "created_at": iso(ms), "content": content, "attachments": [],
             "embeds": embeds or [], "reference_id": ref["id"] if ref else None,
             "pinned": False}
        if attach:
            m["attachments"] = [{"id": self.g.snow(ms, self.worker), "filename": attach[0],
                                 "size": attach[1],
                                 "url": "https://cdn.discordapp.com/attachments/%s/%s/%s"
                                        % (ch, mid, attach[0])}]
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            ev["parent_channel_id"] = self.ch
        ev["message"] = m
        self.g.emit(ms, ev)
        rec = {"id": mid, "ch": ch, "ms": ms, "who": who, "content": content,
               "embeds": embeds or [], "kind": kind, "etype": etype, "facts": facts or [],
               "phr": phr, "state": "live", "superseded": [], "idiom": idiom,
               "expected": expected or (etype if kind == "hard" else "not_hard"),
               "snippet": snippet, "thread": thread}
        self.recs.append(rec)
        self.g.msgs.append(rec)
        return rec

    def edit(self, rec, ms, content, superseded=(), facts=None):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": rec["ch"],
                         "message_id": rec["id"], "edited_at": iso(ms), "content": content})
        rec["content"] = content
        if rec["state"] == "live":
            rec["state"] = "edited"
        rec["superseded"].extend(superseded)
        if facts is not None:
            rec["facts"] = facts
        return ms

    def delete(self, rec, ms):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": rec["ch"],
                         "message_id": rec["id"], "deleted_at": iso(ms)})
        rec["state"] = "deleted"

    def bulk_delete(self, recs, ms):
        ms = max([ms] + [x["ms"] + 1000 for x in recs])
        self.g.emit(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": recs[0]["ch"],
                         "message_ids": [x["id"] for x in recs], "deleted_at": iso(ms)})
        for x in recs:
            x["state"] = "deleted"

    def forget(self, rec, ms, by):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": rec["ch"],
                         "message_id": rec["id"], "requested_by": CAST[by][0], "at": iso(ms)})
        rec["state"] = "forgotten"

    def pin(self, rec, ms, by):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": rec["ch"],
                         "message_id": rec["id"], "by": CAST[by][0], "at": iso(ms)})

    def unpin(self, rec, ms, by):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": rec["ch"],
                         "message_id": rec["id"], "by": CAST[by][0], "at": iso(ms)})

    def react(self, rec, ms, emoji, who, remove=False):
        ms = max(ms, rec["ms"] + 1000)
        self.g.emit(ms, {"op": "reaction_remove" if remove else "reaction_add",
                         "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                         "emoji": emoji, "user_id": CAST[who][0], "at": iso(ms)})


# --------------------------------------------------------------------------- text pools

MACRO = [
    "Overnight: US 10y at {ust10}% and the DXY at {dxy}. The dollar leg has been the dominant "
    "driver of USDZAR over the past five sessions, with the local-specific residual close to zero "
    "on our regression. Spot at {usdzar} sits inside the 18.05-18.45 range that has held since late "
    "February. One-month implied vol is back near 12.8, roughly the 30th percentile of the last two "
    "years, so the options market is not charging much for an MPC surprise.",
    "Inflation: February headline CPI printed {cpi_yoy}% y/y with core at 4.4%. The QPM projection "
    "from January has headline converging on the lower target by 2027, and most of the disinflation "
    "is coming from fuel and food rather than services. Administered prices (the NERSA electricity "
    "determination, municipal rates, the fuel levy) remain the sticky component and are the single "
    "biggest upside risk to the path the committee is working with.",
    "MPC: the market is split between a hold and 25bp. The FRA strip implies roughly {fra_bp}bp of "
    "easing over the next two meetings, while the sell-side survey median is a 25bp cut on a 4-2 "
    "vote. The Governor has leaned on the lower-target narrative in recent speeches, which argues for "
    "keeping real rates restrictive. A hold with a dovish statement and a cut with hawkish guidance "
    "would produce similar outcomes at the front end of the curve.",
    "Curve: SAGB 2s10s is {steep}bp, close to the steepest since 2023. The belly (R2030-R2035) has "
    "underperformed swaps by about 6bp month-to-date on supply concerns into the weekly auction. "
    "Non-resident holdings of SAGBs ticked up to 25.4% on the latest Strate data, and foreign flows "
    "have been net positive for eleven of the last fifteen sessions, concentrated in the R2035 and "
    "R2040.",
    "Commodities: Brent ${brent}, gold ${gold}/oz, platinum ${plat}/oz. The PGM basket is up about 9% "
    "quarter-to-date on Russian supply headlines and lower recycling volumes; rand basket prices "
    "matter more than dollar prices for the miners' margins, and those are up 11%. Coal export "
    "volumes through Richards Bay remain constrained by Transnet rail performance, although the "
    "private-operator concessions should start to help in the second half.",
    "Equities: the ALSI is at {alsi_idx} with the Top40 Jun future trading {basis} points under fair "
    "value. Naspers and Prosus continue to trade on the Tencent read-through and the buyback cadence; "
    "the look-through NAV discount has narrowed about 4 points since January. Banks have re-rated on "
    "the rate-cut narrative and the two-pot withdrawal spending effect, while resources have "
    "outperformed on the PGM move.",
    "Money markets: 3m JIBAR fixed at {jibar}% and ZARONIA at {zaronia}%. The JIBAR cessation "
    "timeline remains end-2026 for new contracts, and ZARONIA OIS liquidity has improved: the 1y "
    "point now trades in R500m clips on screen with a 1bp bid-offer. The JIBAR-ZARONIA basis is "
    "roughly 30bp in the 1y and has been stable for a month.",
    "Positioning: sell-side contacts report local real-money long duration but underweight the 10y "
    "sector versus the ALBI, while offshore accounts have concentrated buying in the R2035 and R2040. "
    "Hedge-fund positioning in USDZAR is short but not extreme on the CFTC proxies and the prime "
    "broker data we can see.",
    "Electricity: Eskom's winter outlook projects load-shedding at no more than stage 2 for up to 21 "
    "days in the base case, with an energy availability factor of 61-62%. Unplanned breakdowns are "
    "running near 13.2 GW this week. The market no longer prices load-shedding as a macro factor, "
    "which makes any return to stage 4-6 an asymmetric downside for domestic cyclicals and the rand.",
    "Risks: (i) a hawkish surprise or a vote split with members in favour of a hike; (ii) a dollar "
    "squeeze on US data, particularly payrolls; (iii) renewed tension inside the GNU around the budget "
    "votes; (iv) load-shedding returning at higher stages into the winter peak; (v) a Chinese demand "
    "disappointment hitting metals and the PGM basket.",
]

FISCAL = [
    "Revenue: SARS collections for the first eleven months are tracking roughly R6bn above the revised "
    "estimate, driven by PAYE and by VAT refunds normalising. Corporate income tax from mining remains "
    "below budget because of last year's PGM price slump, although the basket move this quarter should "
    "start to reverse that in the provisional payments due in June and December.",
    "Expenditure: the public-service wage agreement (5.5% in year one, CPI-linked thereafter) is fully "
    "provided for. The contingency reserve has been partly drawn for flood relief in the Eastern Cape. "
    "SOE support is limited to the remaining Eskom debt-relief tranches and a small allocation for "
    "Transnet's guarantee framework; there is no new Post Office or SAA money in the numbers.",
    "Debt: gross loan debt is projected at 76.2% of GDP this year, with debt-service costs consuming "
    "about 21 cents of every rand of revenue. Treasury continues to skew issuance towards the 10-12 "
    "year area and inflation-linked bonds, and the switch programme has been used to smooth the "
    "2026-2030 redemption hump. Weekly fixed-rate auction sizes are unchanged at R4.1bn nominal.",
    "What the market is pricing: the R2030 at {r2030}% trades roughly 95bp over the swap-implied repo "
    "path, cheap against the one-year average of 80bp. Historically that spread compresses in the two "
    "months after a budget that keeps the primary-surplus path intact; the GNU tension this year is a "
    "reason to think compression could be slower than in 2024.",
    "Scenarios: in a cut-with-dovish-guidance world our model has the R2030 rallying 10-15bp and "
    "USDZAR testing 18.00; in a hold-with-hawkish-statement world the R2030 sells off 8-12bp and USDZAR "
    "trades 18.50-18.60. A split vote with two members for a hike is the tail, worth perhaps 25bp on "
    "the belly. None of these are forecasts; they are the ranges we are using for sizing discussions.",
    "Ratings: S&P has the sovereign on positive outlook; Moody's remains at Ba2 stable. An upgrade "
    "this year would not move SAGBs into investment-grade indices, so the mechanical flow effect is "
    "small. The more important channel is the grey-list exit and the reform track record, which have "
    "compressed the long-end risk premium by roughly 60bp since mid-2024.",
    "Provinces and municipalities: Eskom municipal arrears are above R100bn again and the debt-relief "
    "conditions are being enforced unevenly. This matters for the Eskom balance sheet more than for "
    "the sovereign, but it feeds into the contingent-liability discussion the agencies keep raising.",
]

POSTMPC = [
    "Outcome: the MPC cut the repo rate by 25bp to {repo}% on a {vote} vote. The statement kept the "
    "language that risks to the inflation outlook are assessed to be broadly balanced, and the QPM "
    "path now shows one further cut this year. The Governor's press conference leaned hawkish on "
    "administered prices and the fuel levy.",
    "Market reaction: the R2030 rallied {rally}bp to {r2030_after}%, the 1y ZARONIA OIS fell "
    "{ois_move}bp and USDZAR traded down to {usdzar_after}. Front-end pricing now implies about 20bp "
    "of further easing over the next twelve months, which looks modest against the QPM path.",
    "Interpretation: the committee is willing to keep easing while real rates stay above 3%, which "
    "supports receivers in the 1y-2y sector more than the long end, where fiscal and supply risk "
    "still dominate. The vote split matters: the dissent was in favour of a hold, not a hike.",
]

WRAP = [
    "Desk summary: the equity book is up {pnl_eq} today, mostly NPN after the trading statement; the "
    "rates book is up {pnl_rt} on the R2030 rally post-MPC; FX roughly flat after the forward. The "
    "SOL exit crystallised a loss against entry but removed the book's largest single-name drawdown "
    "contributor.",
    "SENS flow reviewed today: {n_sens} announcements, of which {n_held} concerned held names and "
    "{n_watch} watchlist names. The held-name items (Naspers, Sasol, Anglo American) were discussed "
    "in-channel and handled there.",
    "Tomorrow: PPI at 11:30, the US payrolls release, and the weekly bond auction on Tuesday. The Top40 "
    "Jun contract is the front month after today's close-out and open interest migrated cleanly. "
    "Reg 28 offshore headroom is still thin after this afternoon's breach notice.",
]

EQUITY = [
    "Book composition: the JSE equity sleeve is concentrated in five names (NPN, SOL, FSR, IMP, GFI) plus "
    "the AGL exposure through the Jun single-stock futures. Active share against the SWIX is around 71% and "
    "tracking error on the risk model is 6.8% annualised, inside the 8% mandate budget. The largest factor "
    "exposures are momentum and the rand (through the offshore earners), with a small negative loading on "
    "value.",
    "Naspers/Prosus: the buyback is funded by Tencent sell-downs at roughly 1% of Tencent per quarter. The "
    "discount to look-through NAV is {disc}%, against a five-year range of 30-55%. The trading statement "
    "reinforces the e-commerce profitability story (iFood, OLX, Takealot losses narrowing) rather than "
    "changing it, and the market has had the Tencent numbers for a week already.",
    "Banks: FirstRand trades on about 2.4x book with a 22% ROE; the rate-cut cycle is a mild headwind to "
    "endowment income but a tailwind to credit quality. Capitec's client numbers keep growing at double "
    "digits and the market pays roughly 6x book for that. Nedbank and Absa remain the value end of the "
    "sector, with Absa's strategy reset still incomplete.",
    "Resources: the PGM miners have the highest operating leverage on the JSE to a basket move; a 10% rise "
    "in the rand basket lifts Impala's EBITDA by roughly 35% on consensus cost assumptions. Gold miners have "
    "de-rated relative to the metal because of SA cost inflation, while Gold Fields' diversification "
    "(Salares Norte, Australia) makes it the cleaner dollar-gold proxy on the exchange.",
    "Sasol: the investment case rests on Secunda volumes, the oil price and the rand. Every R1/bbl move in "
    "the rand oil price is worth about R1.1bn of EBIT and every million tons of Secunda volume about R3bn. "
    "The balance-sheet question (net debt to EBITDA near 2x on the covenant definition) is what stops the "
    "market from paying for the cash-flow recovery.",
    "Liquidity: average daily value traded on the JSE main board is about R22bn, down from R27bn two years "
    "ago as delistings and offshore moves shrink the opportunity set. Top40 futures liquidity remains "
    "excellent, single-stock futures are liquid in the top 20 names only, and A2X has around 8% of trading "
    "in the names where it is available.",
    "Index events: the quarterly FTSE/JSE review takes effect after tomorrow's close; the changes are small "
    "but the SWIX capping forces some passive selling in NPN and some buying in the banks, estimated at "
    "R1.8bn each way. The auction on review day usually prints 3-4x normal volume.",
]

PGM = [
    "Basket: the 4E rand basket is up 11% quarter-to-date to roughly R{basket}/oz. Platinum is in its third "
    "consecutive deficit on the WPIC numbers, while palladium remains in surplus as battery-electric "
    "penetration eats into autocatalyst demand. Rhodium, the swing metal for margins, is 20% off its lows.",
    "Supply: South African output is flat year on year; shaft closures at the older Rustenburg operations "
    "are offset by the Mogalakwena ramp. Russian supply is the wildcard, with sanctions discussions in the "
    "EU and the US, and the Norilsk guidance for 2026 assumes no disruption at all.",
    "Costs: unit costs are rising at 7-8% a year, above CPI, on wage settlements, diesel and electricity "
    "tariffs. The NERSA-approved Eskom increase adds roughly R150/oz to the industry cost curve, and at "
    "current prices about a fifth of SA production is loss-making on an all-in sustaining basis.",
    "Gold: dollar gold at ${gold}/oz is a nominal record and the rand price is above R1.7m/kg. SA gold "
    "producers are generating free cash flow, and capital discipline has been better than in past cycles, "
    "with special dividends rather than new shafts.",
    "Equity read: the PGM names have outperformed the ALSI by 14% this quarter but still trade at 4-5x spot "
    "EBITDA, which says the market doubts the basket move is durable. Balance sheets are in good shape, with "
    "net cash at Impala and Northam and Sibanye the most levered of the group.",
]

OVERNIGHT = [
    "Asia: the Hang Seng opens at 03:30 SAST; Tencent reports next week and the options market implies a 6% "
    "move. Chinese property data and the PBoC fixing are the other items overnight.",
    "US: payrolls consensus is 165k with unemployment at 4.1%. Historically a strong print pushes USDZAR "
    "back towards the top of the range and a weak one helps the front end of the SAGB curve, but the "
    "relationship has been noisy this year.",
]

RATES = [
    "Front end: the 3x6 FRA at {fra}% sits about {fra_bp}bp below 3m JIBAR, which is the market's way of "
    "saying one cut is in the price and a second is a coin toss. The 1y ZARONIA OIS is the cleaner "
    "expression because it carries no credit or term premium; the JIBAR-ZARONIA basis has been stable "
    "near 30bp and does not look like it will move much around the statement itself.",
    "Belly: the R2030 and R2032 are the points where the auction supply lands most heavily, and both have "
    "cheapened against swaps by 5-7bp this month. Asset-swap spreads on the R2030 are roughly 95bp, in the "
    "top quartile of the past year. That cheapness is partly a supply story and partly a term-premium "
    "story; only the first reverses quickly after a good auction.",
    "Long end: the R2040, R2044 and R2048 remain hostage to the fiscal debate and to global term premium. "
    "The 10s30s is around 80bp and has barely moved through the last three MPC meetings. Offshore demand "
    "for the long end has been concentrated in the R2040, which is the most liquid of the long bonds on "
    "the index and the cheapest to hedge with the JIBAR swap curve.",
    "Inflation-linkers: breakevens in the 10y sector are near 5.4%, above the midpoint of the new lower "
    "target range implied by the SARB's own projections. Either the market does not believe the target "
    "will be met, or linkers carry a liquidity premium that has nothing to do with inflation. The weekly "
    "ILB auctions are small, so supply is not the driver.",
    "Liquidity and plumbing: BESA volumes were R{bvol}bn yesterday, about average. Repo rates in the "
    "SAGB market are trading at JIBAR minus 10-15bp for general collateral, with the R2030 and R2035 "
    "occasionally special around auction days. The SARB's surplus liquidity framework keeps overnight "
    "rates pinned close to the repo rate, which makes ZARONIA very well behaved.",
    "Relative value: on our curve model the R2030 is 6bp cheap, the R2035 3bp cheap and the R2040 fair, "
    "with the R186 2bp rich as it rolls down towards maturity. Butterfly spreads in the belly are at the "
    "wide end of the one-year range. None of these signals is extreme enough on its own to matter for the "
    "book; they are context for the auction.",
    "Global: US 10y real yields near 2% continue to cap how far EM local curves can rally. The correlation "
    "between the SAGB 10y and the US 10y over rolling 60 days is 0.45, lower than in 2022-2023 when it "
    "was above 0.6. Local factors (the GNU, load-shedding, fiscal) explain more of the variance than at "
    "any time since 2019.",
    "Calendar: PPI tomorrow at 11:30, the weekly fixed-rate and ILB auctions on Tuesday, the MTBPS in "
    "October. Internationally, US payrolls on Friday and the FOMC in six weeks. The SARB's next MPC "
    "meeting is in May, with the Monetary Policy Review published in between.",
]

FXP = [
    "Rand drivers: on a 60-day window the DXY explains roughly 55% of daily USDZAR variance, metals "
    "(gold and the PGM basket) another 15%, and SA-specific news the rest. The terms of trade are the "
    "best in two years thanks to gold and platinum, and the current account deficit has narrowed to "
    "about 1% of GDP on the latest SARB quarterly bulletin.",
    "Forwards: 3m forward points at {pts} reflect a rate differential of roughly 3 percentage points. "
    "The carry for being short USDZAR is about 12% annualised against a 1m implied vol near 12.8, a "
    "carry-to-vol ratio close to 1, which is attractive by EM standards and explains why the short is "
    "the consensus among CTAs and macro funds.",
    "Flows: non-resident bond purchases and the gold export receipts have been the main sources of "
    "rand demand this quarter. Dividend season for the dual-listed companies in April and May creates "
    "seasonal dollar demand from local corporates that tends to weaken the rand by 1-2% into June.",
    "Options: 1m 25-delta risk reversals are at 1.6 vols for USD calls, the lowest since late 2023. The "
    "market is paying less for rand crash protection than at any time in two years, which is either "
    "complacency or a fair reflection of the better macro backdrop; history suggests the former when "
    "the global dollar turns.",
    "Levels: USDZAR {usdzar} with resistance near 18.45 (the February high) and support at 18.05; the "
    "200-day moving average is around 18.30. EURZAR is being driven by the euro side, and GBPZAR is "
    "close to 23.5 after the soft UK data.",
    "Prudential: Reg 28 offshore exposure in the balanced fund moves mechanically with the rand; a 2% "
    "weaker rand adds about 0.8 percentage points to the offshore share without any trading. That "
    "interaction between FX moves and the offshore limit is worth keeping in mind on volatile days.",
]

QA2 = [
    ("Fynbos, remind me how SSF close-out differs from the index future?",
     "Single-stock futures on the JSE close out at the closing auction price of the underlying on expiry "
     "day, not at an average, whereas the Top40/ALSI index future uses the average of 100 iterations of "
     "the index between 12:00 and 12:15. SSF contracts are 100 shares each and are cash-settled by "
     "default; physically settled versions exist for some names but liquidity is thin. Dividends are "
     "priced into the SSF, so a special dividend triggers a JSE Clear adjustment."),
    ("Fynbos, what did the last three MPC meetings do to the R2030 on the day?",
     "Last three MPC days, R2030 close-to-close: November (25bp cut, 6-0) -7bp; January (hold, 4-2) "
     "+4bp; before that September (25bp cut, 6-0) -5bp. In each case USDZAR moved less than 0.6% on "
     "the day. The biggest intraday moves came during the presser rather than at the statement, "
     "because the Governor's answers on the target framework moved the long end more than the decision "
     "itself moved the front end."),
    ("Fynbos, what's the bond book DV01 after this morning?",
     "Bond book DV01 on KRL-BAL is about R{dv01}k per bp after the R2030 fill, with modified duration "
     "{md:.2f}. The R2030 is roughly 70% of the DV01, the R186 around 10%, and the remainder sits in the "
     "swap overlay. The risk engine's modified-duration budget is close to fully used, which is why the "
     "morning order was resized."),
]

QA = [
    ("Fynbos, how does R2030 carry look against funding now?",
     "R2030 carry: at {r2030}% against 3m JIBAR at {jibar}% the running carry is about {carry}bp a year "
     "before roll-down; roll-down over three months adds roughly 4bp on the current curve shape. Repo "
     "funding through the prime broker is at JIBAR + 15bp for SAGB collateral, so net carry is positive "
     "but modest. For context, the R2035 offers about 12bp more carry per unit of duration at the cost of "
     "more supply risk from the weekly auctions, and the R2040 has the best roll-down of the three."),
    ("Fynbos, what is the Reg 28 headroom in rand terms?",
     "Reg 28 headroom: the offshore line on KRL-BAL is measured on the whole fund at month-end and on any "
     "day the risk engine runs. At {off:.2f}% against the 45% limit, headroom is about R{head}m on the "
     "current NAV. A 1% move in USDZAR moves the offshore share by roughly 0.4 percentage points, so the "
     "headroom is mostly a function of the rand rather than of trading. The Africa allowance (an extra 10% "
     "outside SA) is unused and does not help with developed-market assets."),
    ("Fynbos, quick summary of the Naspers trading statement?",
     "Naspers trading statement: core HEPS up in the guided range for FY26, driven by e-commerce "
     "profitability and the equity-accounted Tencent contribution. The statement is a JSE Listings "
     "Requirement (3.4(b)) disclosure triggered by a move of more than 20%, so it carries no new guidance "
     "beyond the range. The numbers are roughly 5% above the sell-side consensus midpoint on Bloomberg, "
     "and results follow in June."),
    ("Fynbos, what happens to the AGL single-stock futures if the De Beers sale closes?",
     "AGL single-stock futures: a cash distribution from a sale would normally trigger a corporate-action "
     "adjustment by JSE Clear (a price and contract-size adjustment for a special dividend above the "
     "threshold), so the economic position is preserved. An unbundling would be handled the same way, "
     "with new contracts listed on the unbundled shares. The timing would depend on shareholder and "
     "regulatory approvals, which the announcement puts at six to nine months."),
]

LONGCHAT2 = [
    ("thabo", "Strate/ops question: do we book the SSF roll at the JSE Clear settlement price or the "
     "traded spread? last quarter finance used the settlement price and the PnL attribution looked odd "
     "for a week"),
    ("riaan", "JSE Clear uses the close-out price for the expiring contract and the traded price for the "
     "new one, so the attribution splits across the two. it's a presentation thing, the economics are "
     "the same"),
    ("naledi", "RMB's rates strategist reckons the SARB moves to a 3% point target formally at the next "
     "MPC review. if that happens the whole curve reprices, but it's been 'next meeting' for a year"),
    ("pieter", "back from the Investec lunch. everyone there is long banks and short the rand, which is "
     "usually the moment to at least check your assumptions"),
    ("thabo", "A2X showed better size on NPN than the JSE book for about ten minutes after the open. "
     "interesting, first time I've seen that on a results day"),
    ("riaan", "the Jun Top40 is trading {basis} points under fair value, dividend assumptions in the "
     "model look stale, I'll refresh them from the JSE Clear dividend file tonight"),
    ("naledi", "USDZAR vol is so low the options desk at Absa is pitching 3m USD calls as 'cheap "
     "insurance' to every corporate treasurer in Sandton"),
    ("pieter", "for the record the Eskom 'stage 2 maybe' message came through on the building WhatsApp "
     "group before it hit the Eskom app. we should be trading off the building WhatsApp"),
    ("thabo", "Harmony's SENS this morning was the usual: guidance reaffirmed, AISC in range. market "
     "didn't care, gold did the work"),
    ("naledi", "interesting that the R2040 is the favourite offshore line. index weight plus liquidity, "
     "and you can hedge it with the 10y JIBAR swap without much basis"),
    ("riaan", "SAFEX margin run at 18:30 tonight, the Jun IMR is up 4% so expect a slightly bigger call "
     "tomorrow morning, nothing to worry about"),
    ("thabo", "the JSE's new colocation pricing came out, still cheaper than LSE but the gap is closing"),
    ("naledi", "BESA had a 40 minute outage on the RFQ platform last week, if that happens during the "
     "auction window we'd be calling dealers by phone like it's 2005"),
    ("pieter", "new grad starts Monday, she's from Stellenbosch, please don't teach her the Eskom jokes "
     "on day one"),
]

LONGCHAT = [
    ("naledi", "the way I see the R2030 after today: the front end has priced the cut, the belly hasn't priced "
     "the supply. a 3x auction cover flattens the curve, a 2x one puts us back where we started. carry is "
     "decent either way at {r2030}% vs funding around {jibar}"),
    ("riaan", "note on the close-out: JSE confirmed the 100-iteration average again this quarter. the Dec "
     "close-out had that weird print at 12:07 when the index calc lagged, so nobody should rely on the "
     "close-out price for anything clever"),
    ("thabo", "SENS flow so far: NPN trading statement, Shoprite director dealing, Vodacom sub director "
     "dealing, Anglo De Beers update, plus the usual unit trust and ETF NAV announcements"),
    ("pieter", "reminder: Reg 28 is measured on the fund, not the sleeve. when USDZAR moves 2% the offshore "
     "line moves with it whether we touch anything or not, so check the headroom sheet first"),
    ("pieter", "spoke to the Investec analyst on Naspers. their view is the discount closes to 35% by year "
     "end if the buyback pace holds. not sure I buy it, but it's a decent argument"),
    ("naledi", "ZARONIA OIS screens are decent now, 1y in R500m clips with 1bp bid/offer. two years ago you "
     "couldn't get a price without calling three banks"),
    ("riaan", "SSF initial margin on AGL went up 8% after the De Beers headline vol, JSE Clear sent the "
     "notice. nothing dramatic but treasury should know"),
    ("thabo", "ops says Strate settlement for Monday's trades is confirmed, and the broker note finally has "
     "the right commission on it"),
    ("naledi", "R2048 auction soft again. nobody wants the long end before the MTBPS, not our problem but "
     "worth noting for the curve"),
    ("pieter", "for the new joiners: ALSI futs are R10 per index point, so 40 lots at 78,000 is about R31m "
     "notional. SSFs are 100 shares per contract"),
    ("riaan", "vol surface on Top40 flattened after expiry, Jun ATM around 16.5, skew unchanged. nothing "
     "to do there"),
    ("thabo", "load-shedding schedule for Sandton block 7 is 16:00-18:30 tonight. building gen covers the "
     "floor but the server room UPS only does 4 hours, IT says don't worry"),
    ("naledi", "JIBAR cessation workshop next Thursday at the SARB, I'm going. they want feedback on the "
     "fallback spread for legacy swaps"),
    ("riaan", "Top40 Jun roll went through at a slightly richer level than last quarter, dividends for "
     "the Apr-Jun window are a bit higher in the model"),
]

SENS_OTHER = [
    ("BTI", "British American Tobacco p.l.c.", "Transaction in own shares",
     "BAT announces that on {d} it purchased {n} of its ordinary shares on the LSE and JSE at a volume "
     "weighted average price of R{px}. The purchased shares will be held in treasury. Following the "
     "purchase the company holds {n2} ordinary shares in treasury."),
    ("SBK", "Standard Bank Group Limited", "Results of annual general meeting",
     "Shareholders are advised that all ordinary and special resolutions proposed at the AGM held on {d} "
     "were passed by the requisite majority. Shares voted represented {pct}% of the issued share capital."),
    ("ABG", "Absa Group Limited", "Changes to the board of directors",
     "The board announces the appointment of an independent non-executive director with effect from 1 April "
     "2026, and the retirement of a long-serving director at the conclusion of the AGM."),
    ("NED", "Nedbank Group Limited", "Dealings in securities by a director",
     "Nature: vesting of conditional share plan awards · Class: ordinary shares · Number: {n} · Price: "
     "R{px} · Nature of interest: direct beneficial · Clearance obtained: yes"),
    ("SLM", "Sanlam Limited", "Trading statement",
     "Sanlam expects net result from financial services per share for the year to increase by between "
     "{lo}% and {hi}%. The group is finalising its results, which will be published on or about 26 March."),
    ("MNP", "Mondi plc", "Transaction in own shares",
     "Mondi plc announces the purchase of {n} ordinary shares at an average price of R{px} under its "
     "share buy-back programme. The shares will be cancelled."),
    ("TFG", "The Foschini Group Limited", "Trading update",
     "TFG reports group retail turnover growth of {lo}% for the 48 weeks ended 28 February, with TFG Africa "
     "up {hi}% and TFG London flat in sterling. Credit sales grew in line with cash sales."),
    ("WHL", "Woolworths Holdings Limited", "Renewal of cautionary announcement",
     "Shareholders are referred to the cautionary announcement regarding a potential disposal and are "
     "advised that negotiations are ongoing. Shareholders should continue to exercise caution."),
    ("BID", "Bid Corporation Limited", "Dividend declaration",
     "An interim gross cash dividend of {px} cents per share has been declared. Last day to trade "
     "cum dividend: 7 April 2026. Shares commence trading ex dividend: 8 April 2026."),
    ("REM", "Remgro Limited", "Results of scheme meeting",
     "The scheme resolution was approved by {pct}% of scheme shares voted. The scheme remains subject to "
     "Competition Tribunal approval and the fulfilment of the remaining conditions precedent."),
    ("DSY", "Discovery Limited", "Voluntary announcement",
     "Discovery Bank has reached {lo} million clients and is expected to reach monthly breakeven in the "
     "second half of the financial year, management said at an investor session today."),
    ("CFR", "Compagnie Financiere Richemont SA", "Transaction in own shares",
     "Richemont repurchased {n} 'A' shares on the SIX Swiss Exchange for cancellation at an average "
     "price of CHF {chf}. Depository receipts on the JSE are unaffected."),
    ("EXX", "Exxaro Resources Limited", "Pre-close operational update",
     "Coal production for the year is expected to be {lo}% lower owing to rail constraints on the "
     "Richards Bay corridor; export sales volumes were {hi}% lower. Iron ore dividends from SIOC were "
     "received as expected."),
    ("APN", "Aspen Pharmacare Holdings Limited", "Trading statement",
     "Aspen expects normalised HEPS from continuing operations for the half year to decrease by between "
     "{lo}% and {hi}% on the prior period owing to lower manufacturing revenue."),
    ("PPH", "Pepkor Holdings Limited", "Dealings in securities by the company secretary",
     "Nature: on-market sale · Number: {n} · Price: R{px} · Class: ordinary · Clearance obtained: yes"),
    ("NPH", "Northam Platinum Holdings Limited", "Redemption of domestic medium-term notes",
     "Northam advises that the NHM020 notes will be redeemed in full on the scheduled maturity date. "
     "The redemption is funded from cash on hand."),
    ("STX40", "Satrix 40 Portfolio", "Net asset value",
     "The net asset value per Satrix 40 security as at close of business was {px} cents. Securities in "
     "issue: {n}."),
]


CHATTER = [
    "bid/offer on R2030 is {bo}bp wide this morning, screens look thin",
    "anyone got the Absa MPC preview? theirs says 25bp, 4-2",
    "USDZAR {usdzar}, calm given what the DXY is doing",
    "ALSI Jun basis around {basis} pts",
    "Top40 close-out is the 12:00 run today right? always forget",
    "NPN look-through discount at {disc}% on the Investec sheet",
    "platinum ${plat}, palladium doing nothing",
    "gold ${gold}, GFI tracking it tick for tick",
    "who has the SAFEX margin file? JSE Clear sent new IMR for the Jun contract",
    "Strate says all settled for yesterday's T+3",
    "BESA screens slow again, half the R2035 quotes are stale",
    "SARB statement at 15:00, presser 15:30-ish",
    "FRA strip pricing only ~{fra_bp}bp, consensus wants 25",
    "3x6 FRA at {fra}%",
    "JIBAR 3m fixed {jibar}% this morning",
    "ZARONIA printed {zaronia}% yesterday",
    "CPI print next Wednesday, Stats SA 10:00",
    "bonds bid on the open, offshore buying per the Strate flow",
    "NPN auction indicative {npn_ind}",
    "MTN off {mtnpct}% on the Nigeria headlines",
    "Tencent +{tcpct}% in HK overnight, NPN/PRX should open firm",
    "who's on the late shift? I'm out at 18:00",
    "I'll do the late shift, Naledi has the MPC dinner",
    "Bloomberg keeps dropping on my second screen, anyone else?",
    "R186 basically rolled off for us, it's all R2030/R2035 now",
    "the R2040/R2048 box has gone nowhere for two weeks",
    "SSF margin call came through, all good, treasury paid it",
    "new JSE fee schedule in the inbox, nothing dramatic",
    "Absa's rates desk says foreigners were net buyers of R3.1bn yesterday",
    "Investec sales asking whether we want the Prosus block colour, I said send it over",
    "volumes in the close were {volpct}% of ADV, end of quarter feel already",
    "Capitec trading {cpi_move}% today, market likes the client numbers",
    "BHG tracking iron ore, nothing local",
    "Harmony and Sibanye both up 3% on the PGM move",
    "Amplats and Impala the best performers in the Top40 today",
    "spread between ALSI and Top40 fut is normal, no dislocation",
    "SAFEX Jun open interest now {oi:,} contracts",
    "the Eskom app says we're off from 16:00, I'm on the office gen so fine",
    "dollar bid into US open",
    "US CPI tomorrow, so no one wants to be short vol today",
    "broker note: JPM raised their USDZAR forecast to 18.60 for Q2",
    "SA 5y CDS {cds}bp, lowest since the GNU formed",
    "Naspers buyback: another R1.1bn bought last week per the weekly SENS",
    "liquidity in SOL after 16:00 is terrible, noted for next time",
    "morning all",
    "can someone send the updated Reg 28 headroom sheet?",
    "headroom sheet is in the shared drive, updated 06:15",
    "the 2s10s steepener is the consensus trade on every sell-side call this week",
    "IMP and NPH both reporting production next month",
    "Sasol NYSE ADR down 4% premarket",
    "brent ${brent}, SOL ignoring it",
    "screens say R2048 at {r2048}%",
    "ZAR forwards: 3m points {pts}",
    "nothing from SENS for the last hour, quiet",
    "I'm in the ops call 11-11:30, ping me if anything",
    "anyone know if the JSE is fixing the auction uncross bug before expiry?",
    "GBPZAR through 23.5 again, the UK data was soft",
    "Kganyago speaking at 15:30",
    "repo at {repo_old}% going in",
    "Prosus at {prx}, NPN at {npn_now}",
    "De Beers news should help AGL a bit, we'll see",
    "Anglo American up {aglpct}% on the De Beers headline",
    "Thabo, can you check the SSF positions against the JSE Clear file?",
    "checked, SSF positions match the clearing file",
    "swap screens: 1y ZARONIA OIS {zr_scr}%, 2y {zr2y}%",
    "Naledi is in the RMB call till 10",
    "shares for the FSR dividend go ex next week",
    "reminder: quarterly Reg 28 attestation due to compliance Friday",
    "I'll send the attestation draft tonight",
    "market feels heavy into the close",
    "ALSI closed {alsi_chg:+.2f}%, Top40 fut settled {fut_set}",
]

# SAST windows for chatter that only makes sense at some time of day (prefix, from, to)
WINDOWS = [
    ("Top40 close-out is", 7.5, 11.5), ("SARB statement at", 6.5, 14.5), ("Kganyago speaking", 8, 15.4),
    ("repo at", 7, 14.9), ("dollar bid into US open", 15.3, 17), ("market feels heavy", 15.8, 16.8),
    ("ALSI closed", 17.1, 21), ("volumes in the close", 17.1, 21), ("morning all", 6.2, 8),
    ("Naledi is in the RMB call", 7.5, 9.9), ("I'm in the ops call", 8.5, 10.9),
    ("bonds bid on the open", 9.0, 10.5), ("NPN auction indicative", 8.5, 8.95), ("Tencent +", 6.3, 9),
    ("FRA strip", 7, 14.9), ("anyone got the Absa", 6.5, 13), ("De Beers news", 7.3, 17),
    ("Anglo American up", 9.1, 17), ("Capitec trading", 9.1, 17), ("JIBAR 3m fixed", 8.1, 12),
    ("Prosus at", 9.1, 17), ("MTN off", 9.1, 17), ("Harmony and Sibanye", 9.1, 17),
    ("Amplats and Impala", 9.2, 17), ("the Eskom app says", 8, 15.9), ("SSF margin call", 8, 12),
    ("BHG tracking", 9.1, 17), ("Sasol NYSE ADR", 14, 15.5), ("liquidity in SOL", 16.3, 19),
    ("who's on the late shift", 10, 13), ("I'll do the late shift", 13.2, 16),
    ("can someone send the updated Reg 28", 7, 10), ("headroom sheet is in", 10.2, 12),
    ("Thabo, can you check the SSF", 8, 12), ("checked, SSF positions", 12.5, 16),
    ("US CPI tomorrow", 9, 16), ("back from the Investec lunch", 13.5, 17),
    ("Harmony's SENS this morning", 9, 12.5), ("A2X showed better size", 9.5, 17),
    ("SAFEX margin run at 18:30", 9, 18), ("Strate says all settled", 8, 17),
    ("nothing from SENS for the last hour", 9, 17), ("spread between ALSI", 9, 17),
    ("ALSI Jun basis", 8.5, 17), ("BESA screens", 8, 17), ("bid/offer on R2030", 7.5, 11),
]


def window_for(text, lo=6.2, hi=21.5):
    for pre, a, b in WINDOWS:
        if text.startswith(pre):
            return a, b
    return lo, hi


JOKES = [
    "Eskom app says stage 2 from 16:00. my inverter is the best trade I've ever done",
    "load-shedding at home from 04:00, coffee made on the gas braai 🔥",
    "the UPS on my desk has better uptime than Koeberg unit 2",
    "if the office gen trips during the MPC presser I'm resigning",
    "Eskom announces stage 2, Tokyo Sexwale announces nothing, business as usual",
    "my neighbour's generator is louder than the trading floor",
    "stage 4 tonight apparently. braai it is",
    "the 4th floor coffee machine is broken, this is the real crisis",
    "traffic on the M1 was biblical this morning",
    "Springboks squad announced, nobody is working for the next hour",
]

ACKS = ["ok", "thx", "👍", "shot", "sharp", "dankie", "🙏", "noted", "lekker", "kk", "cool",
        "baie dankie", "👌", "ta"]


# --------------------------------------------------------------------------- the day


class Day:
    def __init__(self, F, ch_idx, day_idx, date_label):
        self.F = F
        self.r = F.r
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.date_label = date_label
        self.p = self.prices()
        self.oids = set()

    def oid(self, prefix, lo, hi):
        while True:
            o = "%s-%d" % (prefix, self.r.randint(lo, hi))
            if o not in self.oids:
                self.oids.add(o)
                return o

    def prices(self):
        r = self.r
        u = lambda a: 1 + r.uniform(-a, a)
        p = {}
        p["npn"] = int(round(3850 * u(0.04)))
        p["prx"] = int(round(880 * u(0.04)))
        p["agl"] = int(round(560 * u(0.05)))
        p["sol"] = round(94.0 * u(0.06), 2)
        p["fsr"] = round(79.5 * u(0.03), 2)
        p["cpi"] = int(round(3395 * u(0.04)))
        p["bhg"] = int(round(471 * u(0.04)))
        p["alsi"] = int(round(78200 * u(0.03) / 5) * 5)
        p["alsi_idx"] = p["alsi"] + r.randint(150, 420)
        p["usdzar"] = round(18.25 * u(0.012), 4)
        p["pts"] = round(r.uniform(0.085, 0.11), 4)
        p["r2030"] = round(8.62 + r.uniform(-0.12, 0.12), 2)
        p["r2048"] = round(p["r2030"] + 1.58 + r.uniform(-0.05, 0.05), 3)
        p["zr"] = round(6.95 + r.uniform(-0.08, 0.08), 2)
        p["jibar"] = round(7.25 + r.uniform(-0.05, 0.05), 3)
        p["gold"] = int(round(3050 * u(0.03)))
        p["plat"] = int(round(1010 * u(0.04)))
        p["brent"] = round(72.5 * u(0.05), 2)
        return p

    # ------------------------------------------------------------------ helpers
    def fmt(self, s, **extra):
        p = self.p
        r = self.r
        d = dict(
            ust10="%.2f" % r.uniform(4.1, 4.5), dxy="%.1f" % r.uniform(101, 105),
            usdzar="%.4f" % p["usdzar"], cpi_yoy="%.1f" % r.uniform(3.0, 3.6),
            fra_bp=r.choice([12, 15, 18, 20]), steep=r.randint(265, 305),
            brent="%.2f" % p["brent"], gold=c0(p["gold"]), plat=c0(p["plat"]),
            alsi_idx=c0(p["alsi_idx"]), basis=r.randint(120, 260),
            jibar="%.3f" % p["jibar"], zaronia="%.3f" % (p["zr"] - 0.23),
            r2030="%.2f" % p["r2030"], bo="%.1f" % r.choice([1.0, 1.5, 2.0, 2.5]),
            disc=r.randint(38, 46), fra="%.3f" % (p["jibar"] - 0.12),
            npn_ind=c0(p["npn"] + r.randint(-25, 25)), mtnpct="%.1f" % r.uniform(1.5, 4.5),
            tcpct="%.1f" % r.uniform(0.8, 3.2), volpct=r.randint(115, 160),
            cpi_move="%+.1f" % r.uniform(0.5, 3.5), oi=r.randint(38000, 52000),
            cds=r.randint(168, 196), md=r.uniform(5.2, 6.4), dv01=r.randint(310, 420),
            r2048="%.3f" % p["r2048"], pts="+%.4f" % p["pts"], repo_old="6.75",
            prx=c0(p["prx"] + r.randint(-8, 8)), npn_now=c0(p["npn"] + r.randint(-30, 40)),
            aglpct="%.1f" % r.uniform(1.5, 4.0), zr_scr="%.3f" % (p["zr"] + r.uniform(-.02, .02)),
            zr2y="%.3f" % (p["zr"] - r.uniform(0.05, 0.15)), alsi_chg=r.uniform(-0.9, 1.3),
            fut_set=c0(p["alsi"] + r.randint(-300, 500)),
            carry=r.randint(110, 150), off=r.uniform(44.1, 44.7), head=c0(r.randint(9, 30) * 10),
            basket=c0(r.randint(26000, 29000)), bvol=r.randint(28, 46),
        )
        d.update(extra)
        return s.format(**d)

    def levels(self, when):
        p, r = self.p, self.r
        rows = [("R186", "%.3f%%" % (p["r2030"] - 0.92)), ("R2030", "%.3f%%" % p["r2030"]),
                ("R2035", "%.3f%%" % (p["r2030"] + 0.97)), ("R2040", "%.3f%%" % (p["r2030"] + 1.38)),
                ("R2048", "%.3f%%" % p["r2048"]), ("1y ZARONIA OIS", "%.3f%%" % p["zr"]),
                ("3m JIBAR", "%.3f%%" % p["jibar"]), ("USDZAR", "%.4f" % p["usdzar"]),
                ("ALSI", c0(p["alsi_idx"])), ("Top40 M6", c0(p["alsi"])), ("Au $/oz", c0(p["gold"])),
                ("Pt $/oz", c0(p["plat"])), ("Brent $/bbl", "%.2f" % p["brent"])]
        out = ["```", "levels (%s)        last        1d        1w" % when]
        for name, v in rows:
            out.append("%-16s %10s %8s %8s" % (name, v, "%+.1f" % r.uniform(-6, 6), "%+.1f" % r.uniform(-15, 15)))
        out.append("1d/1w: bp for rates, % for the rest · source md-cron")
        out.append("```")
        return "\n".join(out)

    def note(self, title, paras, decision=None, k=None):
        r = self.r
        body = list(paras)
        if decision:
            pos = (len(body) // 2) + r.choice([-1, 0, 0, 1])
            pos = max(1, min(len(body) - 1, pos))
            body.insert(pos, decision)
        txt = title + "\n\n" + "\n\n".join(body)
        if len(body) >= 6:
            txt += "\n\n" + self.levels(r.choice(["05:00", "close", "latest"]))
        return txt

    def md_snapshot(self, h):
        p = self.p
        r = self.r
        drift = (h - 9) / 24.0
        return ("md-cron %02d:00 SAST snapshot\n"
                "ALSI %s (%+.2f%%) · Top40 M6 %s · SWIX %s\n"
                "USDZAR %.4f · EURZAR %.4f · GBPZAR %.4f · 3m fwd pts +%.4f\n"
                "R186 %.3f%% · R2030 %.3f%% · R2035 %.3f%% · R2040 %.3f%% · R2048 %.3f%%\n"
                "3m JIBAR %.3f%% · ZARONIA %.3f%% · 1y OIS %.3f%%\n"
                "Brent $%.2f · Au $%s · Pt $%s · Pd $%s\n"
                "movers: NPN %+.1f%% · PRX %+.1f%% · SOL %+.1f%% · AGL %+.1f%% · IMP %+.1f%% · GFI %+.1f%% · FSR %+.1f%% · CPI %+.1f%% · MTN %+.1f%%\n"
                "sectors: resi %+.1f%% · fini %+.1f%% · indi %+.1f%% · SA Inc %+.1f%% · property %+.1f%%\n"
                "src=refinitiv+bloomberg stale=0 lag_ms=%d"
                % ((h, c0(p["alsi_idx"] * (1 + drift * r.uniform(-0.01, 0.012))),
                   r.uniform(-0.8, 1.1), c0(p["alsi"] + r.randint(-250, 300)),
                   c0(p["alsi_idx"] * 0.41 + r.randint(-40, 40)),
                   p["usdzar"] + r.uniform(-0.06, 0.06), p["usdzar"] * 1.083 + r.uniform(-.05, .05),
                   p["usdzar"] * 1.291 + r.uniform(-.05, .05), p["pts"] + r.uniform(-.003, .003),
                   p["r2030"] - 0.92 + r.uniform(-.03, .03), p["r2030"] + r.uniform(-.04, .03),
                   p["r2030"] + 0.97 + r.uniform(-.04, .04), p["r2030"] + 1.38 + r.uniform(-.04, .04),
                   p["r2048"] + r.uniform(-.03, .03), p["jibar"], p["zr"] - 0.23,
                   p["zr"] + r.uniform(-.03, .03), p["brent"] + r.uniform(-.8, .8),
                   c0(p["gold"] + r.randint(-20, 20)), c0(p["plat"] + r.randint(-12, 12)),
                   c0(r.randint(930, 1010))) + tuple(r.uniform(-2.5, 2.5) for _ in range(14))
                + (r.randint(40, 900),)))

    # ------------------------------------------------------------------ build
    def build(self):
        F, r, p = self.F, self.r, self.p
        H = self.H = {}  # handy references
        self.chat = []

        optional = {"cpi_news": 1, "route_npn": 1, "thesis_npn": 1, "roll_detail": 2,
                    "alsi_cxl": 1, "prx": 2, "mtn_news": 1, "imp_news": 1, "nt_r2030": 1,
                    "fx_conf": 1, "r2030_target": 1, "swap": 4, "fsr": 3, "alsi_target": 1,
                    "gfi_news": 1, "agl_thesis": 1}
        core = 36
        target = r.randint(37, 44)
        names = sorted(optional)
        r.shuffle(names)
        opt = set()
        total = core
        for nme in names:
            if total + optional[nme] <= target:
                opt.add(nme)
                total += optional[nme]
        self.opt = opt

        self.overnight()
        self.preopen()
        self.morning()
        self.midday()
        self.afternoon()
        self.evening()
        self.extras()
        self.noise()
        self.chatter()
        return F.recs

    # -- 00:00-06:00
    def overnight(self):
        F, r, p = self.F, self.r, self.p
        # nightly CI failure with a traceback
        F.post(F.t(1.2, 10), "ci",
               "ci: nightly #%d sens-parser@main ❌ 2 failed, 311 passed (4m51s)\n"
               "```\nFAILED tests/test_parse.py::test_issuer_code_jse_prefix\n"
               "Traceback (most recent call last):\n"
               "  File \"/srv/sens/parse.py\", line 212, in parse_announcement\n"
               "    code = hdr[\"issuer_code\"].split(\":\")[1]\n"
               "  File \"/srv/sens/parse.py\", line 148, in _header\n"
               "    return dict(_kv(line) for line in block.splitlines())\n"
               "KeyError: 'issuer_code'\n"
               "FAILED tests/test_parse.py::test_multi_issuer_joint_announcement\n"
               "AssertionError: expected ['AGL', 'AMS'] got ['AGL']\n```\n"
               "rerun: `make test-sens` · owner: @platform" % r.randint(4800, 4899),
               kind="noise")
        # OMS reconnect overnight
        t = F.t(3.1, 15)
        F.post(t, "oms", "OMS|SESSION|FIX-XJSE|DISCONNECTED|reason=HEARTBEAT_TIMEOUT|last_seq=%d"
               % r.randint(80000, 90000), kind="noise")
        F.post(F.plus(t, 0.5, 2), "oms", "OMS|SESSION|FIX-XJSE|LOGON_OK|seq_reset=N|resend=0",
               kind="noise")
        F.post(F.t(4.2, 10), "alert", "⚠️ px-alert USDZAR %.4f crossed %.2f (%s) — Asia session"
               % (p["usdzar"] + 0.04, round(p["usdzar"] + 0.03, 2), r.choice(["up", "up", "down"])),
               kind="noise")
        # pre-open strategy note with a buried thesis change (R2030)
        paras = [self.fmt(x) for x in (MACRO[0], MACRO[1], MACRO[2], MACRO[3], MACRO[7], MACRO[4],
                                       MACRO[6], RATES[0], RATES[1], MACRO[8], EQUITY[1], MACRO[9])]
        dec_v = r.choice([
            "Net of all that, we move R2030 from neutral to overweight, conviction 3/5: the inflation "
            "path and the auction cover both argue for owning the belly into the statement.",
            "Positioning change: R2030 goes from neutral to overweight, conviction 3/5, on the "
            "inflation path above; the rest of the curve views are unchanged.",
        ])
        txt = self.note("**Pre-open note · %s · MPC day + Top40 close-out**" % self.date_label,
                        paras, dec_v)
        txt += "\n\n— fynbos-strategist (model view, not an order)"
        self.H["note1"] = F.post(F.t(5.0, 8), "fynbos", txt, kind="hard", etype="thesis_update",
                                 facts=["R2030", "neutral to overweight", "conviction 3/5"],
                                 phr="buried", idiom="LLM pre-open MPC note with one buried view change")
        # book snapshot with positions and watchlist
        F.post(F.t(6.0, 1), "book",
               "book-bot 06:00 positions (T-1 close)\n"
               "KRL-EQ1   NPN  long %s sh · SOL long 180,000 sh · FSR long 1,200,000 sh · "
               "IMP long 250,000 sh · GFI long 60,000 sh\n"
               "KRL-DERIV AGL SSF Jun long 300 · ALSI H6 long %d\n"
               "KRL-BAL   R2030 long R600m nom · R186 long R80m nom · USDZAR 3m fwd short USD 25m\n"
               "watchlist: CPI, MTN, BHG, PRX, R2040\n"
               "Reg28 offshore %.2f%% (limit 45.00%%) · gross exp R%s m · VaR95 1d R%.1fm"
               % (c0(42000 + r.randint(0, 8) * 500), self.roll_lots(), r.uniform(44.0, 44.6),
                  c0(r.randint(4100, 4600)), r.uniform(14, 22)), kind="noise")

    def roll_lots(self):
        if "roll" not in self.__dict__:
            self.roll = self.r.choice([100, 120, 150])
        return self.roll

    # -- 06:00-09:30
    def preopen(self):
        F, r, p, H, opt = self.F, self.r, self.p, self.H, self.opt
        F.post(F.t(6.6, 6), "pieter", r.choice([
            "môre all. MPC at 15:00, Top40 close-out at 12:00, Eskom says stage 2 from 16:00 so charge "
            "your laptops",
            "môre. big day: close-out at noon, MPC at 3. koffie eers."]))
        F.post(F.t(6.8, 6), "thabo", r.choice(JOKES[:3]), kind="noise")
        t = F.t(7.0, 0.5)
        lo = r.choice([25, 30, 35])
        H["sens_npn"] = F.post(
            t, "sens",
            "SENS | 07:00 | NPN | Naspers Limited — Trading statement\n"
            "Naspers Limited (JSE: NPN, A2X: NPN) — shareholders are advised that the group expects core "
            "headline earnings per share (core HEPS) for the year ending 31 March 2026 to increase by "
            "between %d%% and %d%% compared with the prior year, driven by improved profitability in "
            "the ecommerce segments and a higher equity-accounted contribution from Tencent. HEPS is "
            "expected to be between %d%% and %d%% higher. The financial information in this "
            "announcement has not been reviewed or reported on by the group's auditors. Results are "
            "expected to be published on or about 22 June 2026.\nSponsor: Investec Bank Limited"
            % (lo, lo + 10, lo - 5, lo + 5),
            kind="hard", etype="held_position_news",
            facts=["NPN", "Naspers", "between %d%% and %d%%" % (lo, lo + 10)], phr="structured",
            idiom="SENS wire item on a held name with JSE: prefix")
        t = F.plus(t, 0.5, 1.2)
        F.post(t, "sens",
               "SENS | 07:01 | SHP | Shoprite Holdings Limited — Dealings in securities by directors\n"
               "Name: non-executive director · Nature: on-market purchase · Class: ordinary shares · "
               "Number: 12,400 · Price: R%s · Value: R%s · Clearance obtained: yes"
               % (c2(r.uniform(280, 300)), c0(r.randint(3400000, 3700000))),
               kind="near", idiom="SENS item on a name the desk neither holds nor watches")
        if "cpi_news" in opt:
            t = F.plus(t, 0.4, 1.0)
            m = "%.1f" % r.uniform(23.6, 24.8)
            F.post(t, "sens",
                   "SENS | 07:02 | CPI | Capitec Bank Holdings Limited — Operational update\n"
                   "Capitec Bank Holdings Limited (JSE: CPI) — active clients grew to %sm at 28 February "
                   "2026. The credit loss ratio for the period is expected at 7.2%%-7.6%% and the group "
                   "expects HEPS growth of at least 20%% for the year. Business banking and insurance "
                   "continue to gain share.\nSponsor: PSG Capital" % m,
                   kind="hard", etype="watchlist_news", facts=["CPI", "Capitec", "%sm" % m],
                   phr="structured")
        t = F.plus(t, 0.5, 2.0)
        H["sens_vod"] = F.post(
            t, "sens",
            "SENS | 07:04 | VOD | Vodacom Group Limited — Dealings in securities by a director of a "
            "major subsidiary\nNature: off-market vesting of forfeitable share plan awards · Number: "
            "%s · Price: R%s · Clearance obtained: yes"
            % (c0(r.randint(18000, 30000)), c2(r.uniform(128, 136))), kind="near")
        t = F.plus(t, 1.0, 3.0)
        ev = "%.1f" % r.uniform(4.5, 5.3)
        H["sens_agl"] = F.post(
            t, "sens",
            "SENS | 07:0%d | AGL | Anglo American plc — Update on De Beers sale process\n"
            "Anglo American plc (JSE: AGL, LSE: AAL) announces that it has entered into exclusive "
            "negotiations with a consortium for the sale of its 85%% interest in De Beers at an "
            "indicative enterprise value of US$%sbn. The Government of the Republic of Botswana "
            "retains its 15%% interest. There is no certainty that a transaction will be concluded.\n"
            "JSE sponsor: Merrill Lynch South Africa" % (r.randint(6, 8), ev),
            kind="hard", etype="held_position_news", facts=["AGL", "Anglo American", "De Beers"],
            phr="structured", idiom="held via single-stock future underlying, named by company")
        t = F.plus(t, 1.5, 4.0)
        H["noroute_vod"] = F.post(
            t, "fynbos", r.choice([
                "SENS triage 07:00 batch · VOD director dealing: not held, not on watchlist → no action, "
                "not routed.",
                "VOD (Vodacom) subsidiary-director dealing → no action, not routed. Not a held or "
                "watchlist name."]),
            ref=H["sens_vod"], kind="hard", etype="no_route_decision",
            facts=["VOD", "no action", "not routed"], phr="reply",
            idiom="explicit no-action triage on an unheld SENS item")
        if "route_npn" in opt:
            t = F.plus(t, 0.5, 2.0)
            F.post(t, "fynbos",
                   "Routing the NPN trading statement to Pieter and the equity book for review before "
                   "the 08:30 pre-open; core HEPS guide is above consensus.",
                   ref=H["sens_npn"], kind="hard", etype="route_decision",
                   facts=["Routing the NPN trading statement", "Pieter"], phr="untagged")
        F.post(F.plus(t, 2, 5), "riaan", self.fmt("Tencent +{tcpct}% in HK overnight, NPN/PRX should open firm"))
        if "thesis_npn" in opt:
            t = F.plus(t, 5, 9)
            F.post(t, "pieter",
                   "Naspers numbers are sterk. Ek bly bullish NPN, conviction up from 3 to 4: Tencent "
                   "line plus the buyback.",
                   kind="hard", etype="thesis_update",
                   facts=["NPN", "bullish", "conviction up from 3 to 4"], phr="untagged",
                   idiom="Afrikaans-English conviction change")
        # junior shorthand proposal for NPN
        t = F.t(7.45, 4)
        size_m = r.choice([20, 25, 30])
        npx = p["npn"]
        stop1 = int(round(npx * 0.966 / 5) * 5)
        qty = int(round(size_m * 1e6 / npx / 100) * 100)
        self.npn = dict(size="R%dm" % size_m, px=c0(npx), stop1=c0(stop1), qty=c0(qty),
                        stop2=c0(stop1 + 25), stop3=c0(stop1 + 60), oid=self.oid("J7", 40100, 40299),
                        fill=c2(npx - r.choice([0.4, 0.8, 1.2, 1.6, 2.4])), lot="%.1fk" % (qty / 1000.0))
        n = self.npn
        H["prop_npn"] = F.post(
            t, "thabo", "b %s NPN @ %s lmt, stop %s. into the auction? ok?" % (n["size"], n["px"], n["stop1"]),
            kind="hard", etype="trade_proposal", facts=["b %s NPN" % n["size"], n["px"], n["stop1"]],
            phr="shorthand", idiom="junior shorthand proposal with rand size (b R25m ...)")
        t = F.plus(t, 0.6, 1.5)
        F.post(t, "riaan", "looks interesting. what's the NPN weight after that, we close to the cap?",
               ref=H["prop_npn"], kind="near", idiom="'looks interesting' question under a proposal")
        t = F.plus(t, 0.5, 1.5)
        F.post(t, "thabo", "%.1f%% now, about %.1f%% after" % (r.uniform(6.6, 7.0), r.uniform(7.4, 7.8)))
        t = F.plus(t, 0.8, 2.5)
        appr = r.choice(["ja, doen dit", "ja, doen dit 👍"])
        H["appr_npn"] = F.post(t, "pieter", appr, ref=H["prop_npn"], kind="hard",
                               etype="trade_approval", facts=["ja", "doen dit"], phr="reply",
                               idiom="Afrikaans short approval reply (ja, doen dit)")
        F.react(H["prop_npn"], F.plus(t, 0.1, 0.5), "👍", "pieter")
        t = F.t(8.5, 6)
        H["ack_npn"] = F.post(
            t, "oms", "OMS|NEW|ACK|ord=%s|XJSE|NPN|BUY|%s|LMT %s.00|TIF=DAY|acct=KRL-EQ1|src=thabo"
            % (n["oid"], n["qty"], n["px"]),
            kind="hard", etype="trade_confirmation", facts=[n["oid"], "NPN", "BUY", n["qty"]],
            phr="structured", idiom="pipe-separated OMS ack line")
        # another fund's OMS line
        t = F.plus(t, 3, 8)
        self.other_sol = self.oid("J7", 40300, 40399)
        F.post(t, "oms", "OMS|NEW|ACK|ord=%s|XJSE|SOL|SELL|40,000|LMT %s|TIF=DAY|acct=MBF-ALT2"
               % (self.other_sol, c2(p["sol"] + 0.6)), kind="near",
               idiom="OMS line for another fund's account (acct=MBF-ALT2)")
        # bond proposal
        t = F.t(8.75, 5)
        y = p["r2030"]
        nom = r.choice([150, 200])
        alw = nom - r.choice([30, 50])
        self.bond = dict(y="%.2f%%" % y, nom=nom, alw=alw, tgt="%.2f%%" % (y - 0.27),
                         stp="%.2f%%" % (y + 0.18), oid=self.oid("B2", 11000, 11999),
                         fill="%.3f%%" % (y - 0.005), tgt_new="%.2f%%" % (y - 0.32))
        b = self.bond
        H["prop_bond"] = F.post(
            t, "naledi",
            "[PROPOSE] R2030 — buy ZAR %d mil nominal at %s or better. target %s, stop %s. belly is "
            "cheap vs swaps into MPC, DV01 ≈ R%dk" % (nom, b["y"], b["tgt"], b["stp"], int(nom * 0.62)),
            kind="hard", etype="trade_proposal",
            facts=["[PROPOSE] R2030", "buy", "ZAR %d mil" % nom, b["y"]], phr="tagged",
            idiom="bond proposal quoted in yield with ZAR mil size")
        t = F.plus(t, 1, 3)
        H["appr_bond"] = F.post(t, "pieter", r.choice(["👍 send it", "👍 send it, Naledi"]),
                                ref=H["prop_bond"], kind="hard", etype="trade_approval",
                                facts=["👍", "send it"], phr="reply",
                                idiom="emoji short reply approval (👍 send it)")
        t = F.plus(t, 1, 3)
        F.post(t, "oms", "OMS|NEW|ACK|ord=%s|BESA|R2030|BUY|NOM %s|YLD %.3f|acct=KRL-BAL|RFQ 3 dealers"
               % (b["oid"], c0(nom * 1e6), y), kind="hard", etype="trade_confirmation",
               facts=[b["oid"], "R2030", "BUY"], phr="structured")
        t = F.plus(t, 0.2, 0.8)
        H["resize"] = F.post(
            t, "risk",
            "reg28-risk ev=order_resize ord=%s inst=R2030 req_nom=%d alw_nom=%d rule=mod_dur_budget "
            "used_pct=%.1f fund=KRL-BAL action=RESIZED" % (b["oid"], nom * 1000000, alw * 1000000,
                                                           r.uniform(95, 99)),
            kind="hard", etype="risk_limit",
            facts=["ev=order_resize", b["oid"], "alw_nom=%d" % (alw * 1000000)], phr="structured",
            idiom="key=value risk engine resizing an order")
        F.post(F.plus(t, 0.5, 2), "naledi", "risk cut it to %d, fine, duration budget is what it is" % alw)
        # NPN fill in the auction (embed only)
        t = F.t(9.02, 0.6)
        H["fill_npn"] = F.post(
            t, "oms", "", embeds=[{
                "title": "Execution report", "author": "OMS bridge",
                "description": "Opening auction uncross",
                "fields": [{"name": "Instrument", "value": "NPN", "inline": True},
                           {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": n["qty"], "inline": True},
                           {"name": "Avg px", "value": n["fill"], "inline": True},
                           {"name": "Acct", "value": "KRL-EQ1", "inline": True}],
                "footer": "ord %s · XJSE · 09:00 auction" % n["oid"]}],
            kind="hard", etype="trade_fill", facts=["NPN", "BUY", n["qty"], n["fill"]], phr="embed",
            idiom="embed-only OMS execution report")
        t = F.plus(t, 1.5, 4)
        H["stop_npn"] = F.post(
            t, "thabo", "[STOP] NPN %s lot: stop %s (close basis)" % (n["lot"], n["stop1"]),
            kind="hard", etype="stop_or_target_change", facts=["[STOP] NPN", n["stop1"]], phr="tagged",
            idiom="stop moved twice by editing the same message")
        t = F.plus(t, 3, 9)
        F.post(t, "oms", "", embeds=[{
            "title": "Execution report", "author": "OMS bridge", "description": "Continuous trading",
            "fields": [{"name": "Instrument", "value": "SOL", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": "40,000", "inline": True},
                       {"name": "Avg px", "value": c2(p["sol"] + 0.55), "inline": True},
                       {"name": "Acct", "value": "MBF-ALT2 (Mbombela Multi-Strat)", "inline": True}],
            "footer": "ord %s · XJSE" % self.other_sol}], kind="near",
            idiom="embed fill for another fund's account")
        t = F.t(9.2, 3)
        H["fill_bond"] = F.post(
            t, "naledi", "[FILL] R2030 bought R%dm nom @ %s (%s), risk cut it from %d"
            % (alw, b["fill"], b["oid"], nom),
            kind="hard", etype="trade_fill",
            facts=["[FILL] R2030", "bought", "R%dm" % alw, b["fill"]], phr="tagged",
            idiom="tagged fill quoted in yield")

    # -- 09:30-12:45
    def morning(self):
        F, r, p, H, opt = self.F, self.r, self.p, self.H, self.opt
        roll = self.roll_lots()
        t = F.t(9.6, 4)
        H["route_roll"] = F.post(
            t, "pieter",
            "Riaan, ALSI Mar expires today. Routing the roll to exec-agent: %d lots H6→M6 as a calendar, "
            "done before the 12:00 close-out. los die res vir hulle." % roll,
            kind="hard", etype="route_decision",
            facts=["Routing the roll to exec-agent", "%d lots" % roll, "H6→M6"], phr="untagged",
            idiom="head routes work to the execution agent")
        th = H["route_roll"]["id"]
        spr = -r.randint(385, 430)
        lim = spr - 10
        tt = F.plus(t, 1, 3)
        F.post(tt, "exec", "ack: ALSI H6/M6 roll, %d lots, working as calendar on SAFEX, limit %d"
               % (roll, lim), thread=th)
        tt = F.plus(tt, 2, 5)
        o_roll = self.oid("D4", 7000, 7999)
        if "roll_detail" in opt:
            F.post(tt, "oms", "OMS|NEW|ACK|ord=%s|SAFEX|ALSI H6/M6 CAL|SELL H6 / BUY M6|%d|LMT %d|acct=KRL-DERIV"
                   % (o_roll, roll, lim), thread=th, kind="hard", etype="trade_confirmation",
                   facts=[o_roll, "ALSI H6/M6 CAL", "SELL H6 / BUY M6"], phr="structured")
        tt = F.plus(tt, 3, 8)
        F.post(tt, "riaan", "screen calendar %d/%d, thin but it's there" % (spr - 6, spr + 4), thread=th)
        tt = F.plus(tt, 8, 20)
        p1 = int(roll * r.choice([0.5, 0.6]) / 5) * 5
        if "roll_detail" in opt:
            F.post(tt, "exec", "partial: sold H6 / bought M6 %d/%d ALSI @ %d" % (p1, roll, spr),
                   thread=th, kind="hard", etype="trade_fill",
                   facts=["sold H6 / bought M6", "%d/%d" % (p1, roll), "@ %d" % spr], phr="untagged")
        tt = F.plus(tt, 10, 25)
        avg = "%.1f" % (spr - r.uniform(0.5, 3.5))
        F.post(tt, "riaan", "Jun OI jumping, everyone left it late as usual", thread=th)
        tt = F.plus(tt, 5, 15)
        H["fill_roll"] = F.post(
            tt, "exec", "roll done: %d/%d ALSI H6→M6 filled, sold H6, bought M6, avg spread %s. ord %s"
            % (roll, roll, avg, o_roll), thread=th, kind="hard", etype="trade_fill",
            facts=["%d/%d ALSI H6→M6" % (roll, roll), "sold H6, bought M6", avg], phr="untagged",
            idiom="fill reported by the execution agent inside a thread")
        F.post(F.plus(tt, 1, 3), "pieter", "lekker, dankie", thread=th, kind="noise")
        F.post(F.plus(tt, 4, 9), "riaan",
               "close-out price is the 12:00-12:15 average, doesn't matter for us now", thread=th)
        F.post(F.t(10.65, 8), "news", "BHP Group (BHG): Q3 iron ore output from Western Australia %s Mt, "
               "Escondida copper guidance raised; shares +%.1f%% in Sydney. — Bloomberg"
               % (r.choice(["63.1", "64.4", "65.0"]), r.uniform(1.0, 2.6)),
               kind="hard", etype="watchlist_news", facts=["BHP Group", "BHG", "Escondida"], phr="untagged",
               idiom="newswire headline on a watchlist name")
        # paper trade / other desk
        F.post(F.t(9.9, 5), "thabo", "paper: b 10k BHG @ %s in the sim book, let's see how it does vs the "
               "AGL SSF over a month" % c0(p["bhg"]), kind="near", idiom="paper trade in the sim book")
        # deleted CPI proposal
        t = F.t(10.2, 4)
        cpx = c0(p["cpi"])
        cst = c0(int(p["cpi"] * 0.955 / 5) * 5)
        dd = F.post(t, "thabo", "b R40m CPI @ %s lmt, stop %s, Capitec looks cheap after the update"
                    % (cpx, cst), kind="hard", etype="trade_proposal",
                    facts=["b R40m CPI", cpx, cst], phr="shorthand",
                    snippet="b R40m CPI @ %s lmt" % cpx)
        F.delete(dd, F.plus(t, 1, 3))
        F.post(F.plus(t, 3, 4), "thabo", "ignore that, wrong window 🙈")
        F.post(F.plus(t, 5, 8), "thabo", "what if we bought CPI here though? off %d%% from the high"
               % r.randint(6, 9), kind="near", idiom="hypothetical 'what if we bought' question")
        # risk limit set in prose (pinned)
        t = F.t(10.5, 4)
        cap = r.choice([7, 8])
        self.cap = cap
        H["cap"] = F.post(
            t, "pieter",
            "Nuwe reël, effective now: single-name cap on the JSE equity book is %d%% of NAV (was 10%%). "
            "reg28-risk will block anything that takes a name over it." % cap,
            kind="hard", etype="risk_limit", facts=["single-name cap", "%d%% of NAV" % cap],
            phr="untagged", idiom="head sets a risk limit in prose, pinned")
        F.react(H["cap"], F.plus(t, 0.2, 0.6), "📌", "pieter")
        F.pin(H["cap"], F.plus(t, 0.3, 0.8), "pieter")
        t = F.plus(t, 1, 2)
        F.post(t, "risk", "reg28-risk ev=config_change rule=single_name_max_pct scope=JSE_EQ value=%d.0 "
               "prev=10.0 by=pieter fund=KRL-EQ1 effective=now" % cap, kind="hard", etype="risk_limit",
               facts=["rule=single_name_max_pct", "value=%d.0" % cap], phr="structured")
        # FX proposal, deferred
        t = F.t(10.85, 5)
        spot = p["usdzar"]
        self.fx = dict(lvl="%.4f" % (spot + p["pts"] + 0.02), lvl2="%.4f" % (spot + p["pts"] - 0.03),
                       oid=self.oid("FX", 99000, 99999))
        self.fx["fill"] = "%.4f" % (float(self.fx["lvl2"]) + r.choice([0.0005, 0.0012, 0.0021]))
        H["prop_fx"] = F.post(
            t, "naledi", "s $10m USDZAR 3m fwd @ %s, spot %.4f, pts +%.4f. ok?" % (self.fx["lvl"], spot, p["pts"]),
            kind="hard", etype="trade_proposal", facts=["s $10m USDZAR 3m fwd", self.fx["lvl"]],
            phr="shorthand")
        t = F.plus(t, 1, 4)
        H["wait_fx"] = F.post(t, "pieter", r.choice(["nee wag. no USDZAR until after the MPC statement",
                                                    "nee wag, USDZAR after MPC. not before"]),
                              ref=H["prop_fx"], kind="hard", etype="trade_approval",
                              facts=["nee wag", "USDZAR"], phr="reply",
                              idiom="Afrikaans deferral/reject reply (nee wag)")
        F.post(F.plus(t, 0.5, 2), "naledi", "fair")
        # Durban desk
        t = F.t(11.0, 10)
        F.post(t, "werner", "fyi Durban desk bought 2,000 ALSI Jun at %s for our own book, not yours 🙂"
               % c0(p["alsi"] - r.randint(20, 80)), kind="near",
               idiom="another desk's trade posted in the channel")
        # fiscal note with no decision
        paras = [self.fmt(x) for x in FISCAL]
        txt = self.note("**Fiscal note · Budget follow-through, funding and what the belly prices**",
                        paras[:3] + [self.fmt(MACRO[3])] + paras[3:] + [self.fmt(MACRO[8])])
        F.post(F.t(11.1, 8), "fynbos", txt + "\n\n(no positioning change from this note)",
               kind="near", attach=("fiscal_tables.pdf", r.randint(180000, 260000)),
               idiom="long fiscal note with trading words and no decision")
        # Sasol
        t = F.t(11.25, 3)
        g1 = "%.1f" % r.uniform(6.6, 6.9)
        H["sens_sol"] = F.post(
            t, "sens",
            "SENS | %s | SOL | Sasol Limited — Production and sales metrics for the eight months ended 28 "
            "February 2026\nSasol Limited (JSE: SOL, NYSE: SSL) — Secunda Operations production guidance "
            "for FY26 is lowered to %s-%.1f million tons following extended gasifier maintenance and "
            "lower destoned coal quality. Natref utilisation averaged 61%%. Chemicals America sales "
            "volumes were 3%% lower. Full-year guidance for the chemicals business is unchanged.\n"
            "Sponsor: Merrill Lynch South Africa" % (self.sast(t), g1, float(g1) + 0.3),
            kind="hard", etype="held_position_news", facts=["SOL", "Sasol", "Secunda"],
            phr="structured")
        t = F.plus(t, 3, 7)
        F.post(t, "fynbos",
               "SOL thesis update: the Secunda volume recovery thesis is invalidated by today's guidance "
               "cut. Moving SOL from overweight to underweight, conviction 4/5.",
               ref=H["sens_sol"], kind="hard", etype="thesis_update",
               facts=["SOL", "invalidated", "overweight to underweight"], phr="reply",
               idiom="agent thesis flip (thesis invalidated)")
        t = F.plus(t, 1, 4)
        solq = r.choice([150000, 180000, 210000])
        slmt = round(p["sol"] - 0.4, 2)
        self.sol = dict(q=solq, lmt="R%.2f" % slmt, oid=self.oid("J7", 40400, 40499))
        H["prop_sol"] = F.post(
            t, "pieter", "verkoop al die SOL. %dk, %s limit, don't chase it" % (solq // 1000, self.sol["lmt"]),
            kind="hard", etype="trade_proposal",
            facts=["verkoop", "SOL", "%dk" % (solq // 1000), self.sol["lmt"]], phr="untagged",
            idiom="Afrikaans sell-everything proposal (verkoop al die ...)")
        F.post(F.plus(t, 0.5, 1.5), "thabo", "on it")
        t = F.plus(t, 2, 4)
        F.post(t, "oms", "OMS|NEW|ACK|ord=%s|XJSE|SOL|SELL|%s|LMT %.2f|TIF=DAY|acct=KRL-EQ1|src=thabo"
               % (self.sol["oid"], c0(solq), slmt), kind="hard", etype="trade_confirmation",
               facts=[self.sol["oid"], "SOL", "SELL", c0(solq)], phr="structured")
        F.post(F.plus(t, 3, 6), "pieter",
               "eina. in 2020 we sold SOL at R40 and it went to R300 within the year. different story today",
               kind="near", idiom="history of a past trade (past tense)")

    # -- 12:00-15:00
    def midday(self):
        F, r, p, H, opt = self.F, self.r, self.p, self.H, self.opt
        s = self.sol
        t = F.t(12.1, 4)
        part = int(s["q"] * r.choice([0.6, 2 / 3.0]) / 1000) * 1000
        pp = round(float(s["lmt"][1:]) + r.choice([0.08, 0.1, 0.14]), 2)
        avg = round(pp - r.choice([0.03, 0.04, 0.05]), 2)
        fx_ = F.post(t, "thabo", "[FILL] SOL sold %s @ %.2f" % (c0(part), pp), kind="hard",
                     etype="trade_fill", facts=["[FILL] SOL", "sold", c0(part), "%.2f" % pp],
                     phr="tagged", idiom="fill corrected by editing the same message")
        F.edit(fx_, F.plus(t, 25, 45),
               "[FILL] SOL sold %s @ %.2f avg, done (%s)" % (c0(s["q"]), avg, s["oid"]),
               superseded=[c0(part), "%.2f" % pp],
               facts=["[FILL] SOL", "sold", c0(s["q"]), "%.2f avg" % avg])
        # Top40 buy
        t = F.t(12.55, 4)
        lots = r.choice([30, 40, 50])
        al = p["alsi"]
        self.alsi = dict(lots=lots, px=c0(al), stop=c0(al - 800), oid=self.oid("D4", 8000, 8999),
                         tgt=c0(al + 1400))
        a = self.alsi
        H["prop_alsi"] = F.post(
            t, "pieter", "koop %d ALSI Jun @ %s, stop %s. Thabo, jy doen dit." % (lots, a["px"], a["stop"]),
            kind="hard", etype="trade_proposal",
            facts=["koop", "%d ALSI Jun" % lots, a["px"], a["stop"]], phr="untagged",
            idiom="Afrikaans buy proposal (koop N ALSI Jun)")
        F.post(F.plus(t, 1, 3), "riaan", "wouldn't a stop at %s be more sensible if we add more later?"
               % c0(al - 1200), ref=H["prop_alsi"], kind="near",
               idiom="hypothetical stop level (no decision)")
        t = F.plus(t, 3, 6)
        F.post(t, "oms", "OMS|NEW|ACK|ord=%s|SAFEX|ALSI M6|BUY|%d|LMT %s|acct=KRL-DERIV"
               % (a["oid"], lots, a["px"]), kind="hard", etype="trade_confirmation",
               facts=[a["oid"], "ALSI M6", "BUY", "|%d|" % lots], phr="structured")
        t = F.plus(t, 4, 12)
        if "alsi_cxl" in opt:
            f1 = lots - r.choice([10, 15])
            fp = c0(al - r.choice([0, 5, 10]))
            F.post(t, "oms", "OMS|FILL|ord=%s|SAFEX|ALSI M6|BUY|%d/%d|@%s|acct=KRL-DERIV"
                   % (a["oid"], f1, lots, fp), kind="hard", etype="trade_fill",
                   facts=[a["oid"], "BUY", "%d/%d" % (f1, lots), "@%s" % fp], phr="structured",
                   idiom="partial fill as pipe line (n/N)")
            t = F.plus(t, 20, 40)
            F.post(t, "oms", "OMS|CXL|ACK|ord=%s|SAFEX|ALSI M6|BUY|rem=%d|reason=USER_CANCEL|acct=KRL-DERIV"
                   % (a["oid"], lots - f1), kind="hard", etype="trade_confirmation",
                   facts=[a["oid"], "CXL", "rem=%d" % (lots - f1)], phr="structured")
        else:
            fp = c0(al - r.choice([0, 5, 10]))
            F.post(t, "oms", "OMS|FILL|ord=%s|SAFEX|ALSI M6|BUY|%d/%d|@%s|acct=KRL-DERIV"
                   % (a["oid"], lots, lots, fp), kind="hard", etype="trade_fill",
                   facts=[a["oid"], "BUY", "%d/%d" % (lots, lots), "@%s" % fp], phr="structured",
                   idiom="partial fill as pipe line (n/N)")
        # NT auction results
        t = F.t(12.6, 3)
        if "nt_r2030" in opt:
            btc = "%.2fx" % r.uniform(2.6, 3.9)
            clr = "%.3f%%" % (p["r2030"] - 0.01)
            F.post(t, "nt", "", embeds=[{
                "title": "National Treasury — Fixed-rate bond auction results",
                "description": "R2030 · auction of %s · settlement T+3" % self.date_label,
                "fields": [{"name": "Bond", "value": "R2030", "inline": True},
                           {"name": "Offered", "value": "R1,200m", "inline": True},
                           {"name": "Bids", "value": "R%sm" % c0(1200 * float(btc[:-1])), "inline": True},
                           {"name": "Bid-to-cover", "value": btc, "inline": True},
                           {"name": "Clearing yield", "value": clr, "inline": True}],
                "footer": "NT Debt Management · Asset and Liability Management division"}],
                kind="hard", etype="held_position_news", facts=["R2030", btc, clr], phr="embed",
                idiom="bond auction result embed for a held bond code")
        t = F.plus(t, 0.5, 2)
        F.post(t, "nt", "", embeds=[{
            "title": "National Treasury — Fixed-rate bond auction results",
            "description": "R2048 · auction of %s · settlement T+3" % self.date_label,
            "fields": [{"name": "Bond", "value": "R2048", "inline": True},
                       {"name": "Offered", "value": "R1,300m", "inline": True},
                       {"name": "Bid-to-cover", "value": "%.2fx" % r.uniform(1.9, 3.1), "inline": True},
                       {"name": "Clearing yield", "value": "%.3f%%" % p["r2048"], "inline": True}],
            "footer": "NT Debt Management · Asset and Liability Management division"}], kind="near")
        # Reg 28 breach
        t = F.t(13.4, 10)
        v = r.uniform(45.05, 45.6)
        self.breach_ms = t
        self.breach_v = v
        H["breach"] = F.post(
            t, "risk", "reg28-risk ev=BREACH fund=KRL-BAL rule=reg28_offshore limit_pct=45.00 value_pct=%.2f "
            "cause=usdzar_mtm action=block_new_offshore notify=pieter,compliance" % v,
            kind="hard", etype="risk_limit", facts=["ev=BREACH", "reg28_offshore", "value_pct=%.2f" % v],
            phr="structured", idiom="Reg 28 breach as key=value line")
        F.react(H["breach"], F.plus(t, 1, 3), "📌", "pieter")
        F.pin(H["breach"], F.plus(t, 1, 3), "pieter")
        F.post(F.plus(t, 2, 5), "lindiwe", "compliance has the breach notice, logging it. it's passive (MTM) so "
               "the 12-month cure rule applies, but please no new offshore until you're back under")
        if "mtn_news" in opt:
            t = F.t(13.7, 8)
            F.post(t, "sens",
                   "SENS | %s | MTN | MTN Group Limited — Update on MTN Nigeria\nMTN Group Limited (JSE: MTN) — "
                   "MTN Nigeria reports that following the latest tariff approval and naira stability its "
                   "negative shareholders' equity position has reduced; the group continues to apply "
                   "hyperinflation accounting to MTN Ghana and notes the NCC review of the licence "
                   "renewal terms.\nSponsor: Tamela Holdings" % self.sast(t),
                   kind="hard", etype="watchlist_news", facts=["MTN", "MTN Nigeria"], phr="structured")
        if "imp_news" in opt:
            t = F.t(13.8, 8)
            F.post(t, "news", "Impala Platinum (IMP): fall of ground at Rustenburg 14 Shaft, operations "
                   "suspended pending a DMRE section 54 inspection; production impact under review. — Reuters",
                   kind="hard", etype="held_position_news",
                   facts=["Impala Platinum", "IMP", "Rustenburg 14 Shaft"], phr="untagged",
                   idiom="newswire headline on a held miner")
        F.post(F.t(8.4, 8), "sens",
               "SENS | %s | HAR | Harmony Gold Mining Company — Operational update\nHarmony (JSE: HAR) "
               "reaffirms FY26 production guidance of 1.40-1.50Moz and AISC below R1,050,000/kg."
               % self.sast(F.t(8.4, 0)), kind="near")
        if "prx" in opt:
            t = F.t(14.0, 6)
            pp_ = c0(p["prx"])
            pr = F.post(t, "thabo", "s 50k PRX @ %s lmt? frees up about R%dm for CPI" % (pp_, p["prx"] * 50 // 1000),
                        kind="hard", etype="trade_proposal", facts=["s 50k PRX", pp_], phr="shorthand")
            F.post(F.plus(t, 2, 5), "pieter", "los dit, PRX stays", ref=pr, kind="hard",
                   etype="trade_approval", facts=["los dit", "PRX stays"], phr="reply",
                   idiom="Afrikaans reject reply (los dit)")
        if "fsr" in opt:
            t = F.t(14.2, 6)
            fp = "%.2f" % p["fsr"]
            pr = F.post(t, "thabo", "s 300k FSR @ %s to get the weight back under %d%%" % (fp, self.cap),
                        kind="hard", etype="trade_proposal", facts=["s 300k FSR", fp], phr="shorthand")
            t = F.plus(t, 1, 3)
            F.post(t, "pieter", "ja, trim it", ref=pr, kind="hard", etype="trade_approval",
                   facts=["ja", "trim it"], phr="reply")
            t = F.plus(t, 2, 4)
            o = self.oid("J7", 40500, 40599)
            F.post(t, "oms", "OMS|REJ|ord=%s|XJSE|FSR|SELL|300,000|LMT %s|reason=PRICE_OUTSIDE_DYNAMIC_BAND"
                   % (o, fp), kind="hard", etype="trade_confirmation", facts=[o, "REJ", "FSR"],
                   phr="structured", idiom="venue reject as pipe line")
            F.post(F.plus(t, 1, 3), "thabo", "FSR bounced off the dynamic band 🙄")
        F.post(F.t(14.4, 10), "thabo", "backtest: a %s stop on NPN over the last 2y would have been hit 3 "
               "times and saved 2.1%% net" % c0(int(p["npn"] * 0.95 / 5) * 5), kind="near",
               idiom="backtest result with a stop level")
        F.post(F.t(14.6, 15), "naledi", "last month's PRX fill at %s was the low of the quarter, for the record"
               % c0(p["prx"] - r.randint(50, 80)), kind="near")

    # -- 15:00-18:00
    def afternoon(self):
        F, r, p, H, opt = self.F, self.r, self.p, self.H, self.opt
        n = self.npn
        # stop edits happen later in the day on the morning message
        F.edit(H["stop_npn"], F.t(10.7, 10), "[STOP] NPN %s lot: stop %s (close basis)"
               % (n["lot"], n["stop2"]), superseded=[n["stop1"]],
               facts=["[STOP] NPN", n["stop2"]])
        F.edit(H["stop_npn"], F.t(13.25, 10), "[STOP] NPN %s lot: stop %s (close basis), moved up after "
               "the rally" % (n["lot"], n["stop3"]), superseded=[n["stop2"]],
               facts=["[STOP] NPN", n["stop3"]])
        repo = "6.50"
        t = F.t(15.02, 0.5)
        vote = r.choice(["4-2", "5-1"])
        F.post(t, "news", "SARB MPC cuts repo rate by 25bp to %s%%, vote %s; risks to inflation outlook "
               "'broadly balanced' — statement" % (repo, vote), kind="near",
               idiom="macro headline with no desk decision")
        F.post(F.plus(t, 0.5, 1.5), "riaan", "there it is")
        F.post(F.plus(t, 1, 3), "thabo", "R2030 %.2f bid already" % (p["r2030"] - 0.08))
        t = F.t(15.2, 3)
        fx = self.fx
        H["go_fx"] = F.post(t, "pieter", "ok Naledi, nou. sell the $10m USDZAR 3m, %s or better" % fx["lvl2"],
                            ref=H["prop_fx"], kind="hard", etype="trade_approval",
                            facts=["sell the $10m USDZAR 3m", fx["lvl2"]], phr="reply",
                            idiom="delayed approval reply after a deferral")
        t = F.plus(t, 1, 3)
        if "fx_conf" in opt:
            F.post(t, "oms", "OMS|NEW|ACK|ord=%s|FXALL|USDZAR 3M FWD|SELL|USD 10,000,000|LMT %s|acct=KRL-BAL"
                   % (fx["oid"], fx["lvl2"]), kind="hard", etype="trade_confirmation",
                   facts=[fx["oid"], "USDZAR 3M FWD", "SELL"], phr="structured")
        t = F.plus(t, 2, 5)
        F.post(t, "oms", "", embeds=[{
            "title": "FX execution", "author": "OMS bridge",
            "fields": [{"name": "Pair", "value": "USDZAR 3M FWD", "inline": True},
                       {"name": "Side", "value": "SELL USD", "inline": True},
                       {"name": "Notional", "value": "USD 10,000,000", "inline": True},
                       {"name": "Rate", "value": fx["fill"], "inline": True},
                       {"name": "Counterparty", "value": r.choice(["RMB", "Absa", "Standard Bank"]),
                        "inline": True}],
            "footer": "ord %s · FXall RFQ · acct KRL-BAL" % fx["oid"]}],
            kind="hard", etype="trade_fill", facts=["USDZAR 3M FWD", "SELL USD", "USD 10,000,000", fx["fill"]],
            phr="embed")
        b = self.bond
        if "r2030_target" in opt:
            F.post(F.t(15.4, 4), "naledi", "R2030 target moved to %s post-cut, stop unchanged" % b["tgt_new"],
                   kind="hard", etype="stop_or_target_change",
                   facts=["R2030 target moved to", b["tgt_new"]], phr="untagged")
        # post-MPC note with a buried route
        zn = r.choice([200, 250])
        zr = p["zr"]
        post = [self.fmt(x, repo=repo, vote=vote, rally=r.randint(9, 14),
                         r2030_after="%.2f" % (p["r2030"] - 0.11), ois_move=r.randint(6, 10),
                         usdzar_after="%.4f" % (p["usdzar"] - 0.07)) for x in POSTMPC]
        dec = ("I am routing the 1y ZARONIA receiver idea (R%dm notional, receive at %.2f%% or better) to "
               "Naledi for sizing and execution." % (zn, zr))
        paras = post + [self.fmt(x) for x in (MACRO[6], RATES[0], MACRO[3], RATES[5], MACRO[7], FXP[1],
                                              FXP[4], MACRO[9])]
        txt = self.note("**Post-MPC note · %s**" % self.date_label, paras, dec)
        F.post(F.t(15.75, 4), "fynbos", txt, kind="hard", etype="route_decision",
               facts=["routing the 1y ZARONIA receiver idea", "R%dm notional" % zn, "Naledi"], phr="buried",
               idiom="buried route decision in a post-MPC note")
        if "swap" in opt:
            t = F.t(16.05, 4)
            z2 = "%.3f%%" % (zr + r.choice([-0.005, 0.0, 0.005]))
            pr = F.post(t, "naledi", "[PROPOSE] rec 1y ZARONIA OIS R%dm @ %s, DV01 ~R%dk" % (zn, z2, zn * 95 // 1000),
                        kind="hard", etype="trade_proposal",
                        facts=["[PROPOSE] rec 1y ZARONIA OIS", "R%dm" % zn, z2], phr="tagged")
            t = F.plus(t, 1, 3)
            F.post(t, "pieter", "ok go 👍", ref=pr, kind="hard", etype="trade_approval",
                   facts=["ok go", "👍"], phr="reply")
            t = F.plus(t, 2, 4)
            o = self.oid("SW", 3000, 3999)
            F.post(t, "oms", "SWAPS|NEW|ACK|ord=%s|ZARONIA OIS 1Y|REC FIXED|NOTIONAL %s|%s|acct=KRL-BAL|RFQ"
                   % (o, c0(zn * 1e6), z2[:-1]), kind="hard", etype="trade_confirmation",
                   facts=[o, "ZARONIA OIS 1Y", "REC FIXED"], phr="structured")
            t = F.plus(t, 5, 12)
            zf = "%.3f%%" % (float(z2[:-1]) - 0.005)
            F.post(t, "naledi", "done: rec 1y ZARONIA R%dm @ %s with Absa, %s" % (zn, zf, o), kind="hard",
                   etype="trade_fill", facts=["rec 1y ZARONIA", "R%dm" % zn, zf], phr="untagged",
                   idiom="swap fill in prose (rec 1y ZARONIA ...)")
        a = self.alsi
        if "alsi_target" in opt:
            F.post(F.t(16.6, 6), "riaan", "ALSI Jun longs: target %s set, stop stays %s" % (a["tgt"], a["stop"]),
                   kind="hard", etype="stop_or_target_change",
                   facts=["ALSI Jun longs", "target %s" % a["tgt"]], phr="untagged")
        F.post(F.t(16.7, 8), "werner", "Durban desk: we moved our ALSI Jun stop to %s, fyi only" %
               c0(a and (p["alsi"] - 1100)), kind="near", idiom="another desk's stop move")
        if "gfi_news" in opt:
            F.post(F.t(16.9, 8), "news", "Gold Fields (GFI): Salares Norte reaches nameplate throughput, "
                   "2026 attributable output guidance of 2.25-2.45Moz reaffirmed — company statement",
                   kind="hard", etype="held_position_news", facts=["Gold Fields", "GFI", "Salares Norte"],
                   phr="untagged")
        F.post(F.t(17.1, 6), "news", "Moneyweb: 'Eskom says stage 6 unlikely this winter', heard that one before",
               kind="near")
        if "agl_thesis" in opt:
            F.post(F.t(17.6, 8), "pieter", "Anglo: the De Beers exclusivity changes the story for me. "
                   "conviction on AGL up, hou die SSF long.", kind="hard", etype="thesis_update",
                   facts=["AGL", "conviction on AGL up"], phr="untagged")

    # -- 18:00-24:00
    def evening(self):
        F, r, p, H, opt = self.F, self.r, self.p, self.H, self.opt
        wrap = [self.fmt(x, pnl_eq="R%.1fm" % r.uniform(1.2, 4.8), pnl_rt="R%.1fm" % r.uniform(0.8, 2.6),
                         n_sens=r.randint(16, 24), n_held=r.randint(3, 4), n_watch=r.randint(1, 2))
                for x in WRAP]
        dec = r.choice([
            "The MTN Nigeria disclosure needs no action from this desk and I am not routing it; MTN stays "
            "on the watchlist only.",
            "On MTN: the Nigeria update is noted, no action needed, not routing it to anyone."])
        paras = wrap + [self.fmt(MACRO[5]), self.fmt(EQUITY[1]), self.fmt(PGM[4]), self.fmt(EQUITY[6]),
                        self.fmt(MACRO[8])]
        txt = self.note("**Evening wrap · %s**" % self.date_label, paras, dec)
        F.post(F.t(18.2, 6), "fynbos", txt, kind="hard", etype="no_route_decision",
               facts=["MTN", "no action", "not routing it"], phr="buried",
               idiom="buried no-route decision in the evening wrap")
        # forgotten client message
        t = F.t(18.7, 8)
        fm = F.post(t, "thabo", "client call: Mokoena Family Trust wants out of FSR, s R5m FSR at the open "
                    "tomorrow for them, cell 082 441 7733 if the RM asks", kind="hard",
                    etype="trade_proposal", facts=["s R5m FSR", "at the open"], phr="untagged",
                    snippet="Mokoena Family Trust")
        F.forget(fm, F.plus(t, 8, 15), "lindiwe")
        F.post(F.plus(t, 16, 18), "lindiwe", "Removed a message with client details. Client instructions go "
               "through the CRM, not the desk channel please.")
        # second forget: personal number
        t = F.t(19.3, 10)
        fm2 = F.post(t, "riaan", "if anyone needs me tonight my home line is 011 884 2290, load-shedding "
                     "permitting", kind="noise", snippet="011 884 2290")
        F.forget(fm2, F.plus(t, 20, 40), "lindiwe")
        # CI flaky spam, bulk deleted
        t = F.t(20.1, 5)
        spam = []
        for i in range(3):
            t = F.plus(t, 0.2, 0.6)
            spam.append(F.post(t, "ci", "ci: retry %d/3 md-cron@main flaky test_refinitiv_reconnect "
                                        "(socket closed by peer) [spam-guard ref %s]" % (i + 1, r.randint(100000, 999999)),
                               kind="noise", snippet=None))
        for s_ in spam:
            s_["snippet"] = s_["content"][s_["content"].index("[spam-guard"):]
        F.bulk_delete(spam, F.plus(t, 5, 12))
        F.post(F.t(20.5, 6), "ci", "ci: deploy md-cron v2.14.3 → prod ✅ (flaky reconnect test quarantined)\n"
               "changes:\n- refinitiv: retry on 503 from RDP gateway with jitter (max 5)\n"
               "- snapshot: add movers/sectors lines, SWIX level\n- quarantine test_refinitiv_reconnect "
               "until socket mock is fixed\n- bump requests 2.32.3, urllib3 2.2.3\n"
               "pipeline: lint ✅ unit ✅ (412) integration ✅ (37) canary jhb-1 ✅ 10m · rollout jhb-2 ✅",
               kind="noise")
        F.post(F.t(8.05, 4), "ci", "ci: deploy sens-parser v1.9.0 → prod ✅\nchanges:\n- parse 'JSE:' and "
               "'A2X:' issuer prefixes in headers\n- joint announcements produce one item per issuer\n"
               "- fix KeyError on missing issuer_code (nightly #48xx)\npipeline: lint ✅ unit ✅ (313) "
               "canary ✅ · rollout 07:58-08:03 SAST, 0 errors", kind="noise")
        F.post(F.t(21.0, 2), "triage", "triage-cron 21:00 · %d SENS items scanned · 0 routed · 0 escalated · "
               "%d tagged held · next run 06:45" % (r.randint(17, 25), r.randint(3, 5)), kind="near",
               idiom="cron summary with '0 routed'")
        F.post(F.t(21.6, 10), "naledi", "USDZAR %.4f after the US data, forward is in the money already"
               % (p["usdzar"] - 0.09))
        F.post(F.t(22.4, 10), "ci", "ci: nightly #%d sens-parser@main ✅ 313 passed (4m40s)"
               % r.randint(4900, 4999), kind="noise")

    # ------------------------------------------------------------------ long analysis, Q&A, SENS flow
    def extras(self):
        F, r, p = self.F, self.r, self.p
        txt = self.note("**Equity book review · weekly**", [self.fmt(x) for x in EQUITY])
        F.post(F.t(9.85, 6), "fynbos", txt + "\n\n(review only, no position changes proposed)", kind="near",
               idiom="weekly equity review with trading words and no decision")
        txt = self.note("**PGM and gold miners · basket update**", [self.fmt(x) for x in PGM + [EQUITY[3]]])
        F.post(F.t(13.15, 6), "fynbos", txt, kind="near",
               attach=("pgm_basket.png", r.randint(50000, 120000)))
        txt = self.note("**MPC preview · what to watch at 15:00**",
                        [self.fmt(x) for x in (MACRO[2], MACRO[1], RATES[0], RATES[4], MACRO[3], RATES[3],
                                               FXP[0], MACRO[9])])
        F.post(F.t(13.55, 6), "fynbos", txt, kind="near",
               idiom="MPC preview with scenario language and no decision")
        txt = self.note("**Rand note · drivers, forwards and the Reg 28 interaction**",
                        [self.fmt(x) for x in FXP + [MACRO[0]]])
        F.post(F.t(10.1, 8), "fynbos", txt)
        txt = self.note("**Presser addendum · curve detail**", [self.fmt(x) for x in (RATES[2], RATES[6],
                                                                                    RATES[1], RATES[7])])
        F.post(F.t(16.35, 6), "fynbos", txt)
        F.post(F.t(6.45, 3), "fynbos",
               "**Desk calendar · %s (SAST)**\n07:00 SENS open · 08:30 JSE pre-open · 09:00 opening auction\n"
               "10:00 SARB weekly statement of liabilities · 11:30 Stats SA retail sales (Jan)\n"
               "12:00-12:15 Top40/ALSI Mar close-out run · 12:30 NT auction results\n"
               "15:00 MPC statement · 15:30 Governor's presser · 16:50 JSE closing auction\n"
               "17:00 SAFEX Jun becomes front month · 18:00 SENS close · 20:30 US data\n"
               "Eskom: stage 2 scheduled 16:00-22:00 · Reg 28 offshore headroom: thin (44.x%%)\n"
               "positions and watchlist: see book-bot 06:00" % self.date_label, kind="noise")
        txt = self.note("**Overnight watch**", [self.fmt(x) for x in OVERNIGHT + [MACRO[0], MACRO[9]]])
        F.post(F.t(22.5, 8), "fynbos", txt)
        wins = [(8.1, 10.5), (9.5, 15.0), (7.3, 9.5), (8.0, 17.0)]
        for (q, a), (lo, hi) in zip(QA, wins):
            t = F.curve_time(lo, hi)
            qq = F.post(t, "thabo", q)
            F.post(F.plus(t, 0.6, 2.5), "fynbos", self.fmt(a), ref=qq)
        lwin = [(15.6, 18), (12.3, 14), (8.2, 9.8), (8, 17), (8.5, 17), (9, 17), (9, 16), (9, 12),
                (13, 17), (9, 17), (12.5, 17), (10, 15.8), (8, 18), (12.5, 17)]
        for (who, text), (lo, hi) in zip(LONGCHAT, lwin):
            F.post(F.curve_time(lo, hi), who, self.fmt(text))
        for who, text in r.sample(LONGCHAT2, r.randint(10, 13)):
            F.post(F.curve_time(*window_for(text, 9.0, 19.5)), who, self.fmt(text))
        for (q, a), (lo, hi) in zip(QA2, [(9.5, 11.5), (12.5, 14.8), (9.4, 12)]):
            t = F.curve_time(lo, hi)
            qq = F.post(t, r.choice(["thabo", "riaan"]), q)
            F.post(F.plus(t, 0.6, 2.5), "fynbos", self.fmt(a), ref=qq)
        k = r.randint(11, 14)
        for code, name, title, body in r.sample(SENS_OTHER, k):
            t = F.curve_time(7.05, 17.6)
            d = dict(d=self.date_label, n=c0(r.randint(20000, 900000)), n2=c0(r.randint(1, 9) * 10 ** 7),
                     px=c2(r.uniform(40, 900)), pct="%.2f" % r.uniform(70, 92), lo=r.randint(5, 15),
                     hi=r.randint(16, 30), chf="%.2f" % r.uniform(120, 160))
            F.post(t, "sens", "SENS | %s | %s | %s — %s\n%s (JSE: %s) — %s" % (
                self.sast(t), code, name, title, name, code, body.format(**d)),
                kind="noise" if code == "STX40" else "near")

    def sast(self, ms):
        return datetime.fromtimestamp(ms / 1000.0 + 2 * 3600, tz=UTC).strftime("%H:%M")

    # ------------------------------------------------------------------ noise
    def noise(self):
        F, r, p = self.F, self.r, self.p
        for h in range(24):
            t = self.F.t(h + 0.5, 0.8)
            n_ = 37
            if t > self.breach_ms:
                line = ("reg28-risk ev=heartbeat fund=KRL-BAL limits_ok=%d/%d open_breaches=1 offshore_pct=%.2f "
                        "single_name_max=%.1f status=WARN" % (n_ - 1, n_, self.breach_v + r.uniform(-0.15, 0.1),
                                                             r.uniform(7.4, 7.8)))
                line += " open=[reg28_offshore]"
            else:
                line = ("reg28-risk ev=heartbeat fund=KRL-BAL limits_ok=%d/%d offshore_pct=%.2f "
                        "single_name_max=%.1f status=OK" % (n_, n_, r.uniform(44.0, 44.8),
                                                          r.uniform(6.6, 7.0) if h < 9 else r.uniform(7.4, 7.8)))
            line += (" gross_exp_zar=%dm var95_1d_zar=%.1fm dv01_zar=%dk fx_delta_usd=%.1fm checks=214 "
                     "src=oms+md latency_ms=%d" % (r.randint(4100, 4700), r.uniform(14, 22), r.randint(320, 460),
                                                   r.uniform(-20, -12), r.randint(30, 400)))
            F.post(t, "risk", line, kind="noise")
        for h in range(6, 22):
            F.post(self.F.t(h + 0.02, 0.5), "md", self.md_snapshot(h), kind="noise")
        for h in (6.9, 9.8, 12.2, 15.9, 18.4):
            F.post(self.F.t(h, 10), "oms", "OMS|HB|session=FIX-XJSE|state=UP|seq=%d|lat_ms=%d · FIX-SAFEX UP · "
                   "FXALL UP · BESA-RFQ UP" % (r.randint(90000, 120000), r.randint(2, 9)), kind="noise")
        t = self.F.t(14.8, 20)
        F.post(t, "oms", "OMS|SESSION|FIX-SAFEX|DISCONNECTED|reason=SEQ_GAP|expected=%d|got=%d"
               % (r.randint(5000, 6000), r.randint(6001, 6100)), kind="noise")
        F.post(F.plus(t, 0.3, 1), "oms", "OMS|SESSION|FIX-SAFEX|RESEND_REQ OK|LOGON_OK", kind="noise")
        # md-cron failure with trace
        F.post(self.F.t(7.5, 20), "md",
               "md-cron 07:30 snapshot FAILED, retrying in 60s\n```\nTraceback (most recent call last):\n"
               "  File \"/opt/md/cron.py\", line 88, in run\n    snap = feed.snapshot(UNIVERSE)\n"
               "  File \"/opt/md/feeds/refinitiv.py\", line 141, in snapshot\n    raise FeedError(resp.status)\n"
               "md.feeds.FeedError: 503 Service Unavailable (RDP gateway jhb-2)\n```", kind="noise")
        for k in range(r.randint(6, 9)):
            t = F.curve_time(7, 18)
            what = r.choice([
                "⚠️ px-alert USDZAR %.4f crossed %.2f" % (p["usdzar"] + 0.05, round(p["usdzar"] + 0.05, 2)),
                "⚠️ px-alert ALSI M6 %s, -1.0%% intraday" % c0(p["alsi"] - 780),
                "⚠️ px-alert NPN %s new 52w high" % c0(p["npn"] + r.randint(20, 90)),
                "⚠️ px-alert SOL %.2f, -4.0%% on day" % (p["sol"] - 3.8),
                "⚠️ px-alert R2030 %.3f%%, -8bp on day" % (p["r2030"] - 0.08),
                "⚠️ px-alert Pt $%s, +2.5%% on day" % c0(p["plat"] + 25),
                "⚠️ px-alert IMP %s, +3.1%%" % c2(r.uniform(150, 170)),
                "⚠️ px-alert GFI %s, gold $%s" % (c0(r.randint(400, 440)), c0(p["gold"])),
            ])
            F.post(t, "alert", what, kind="noise")
        # PnL snapshots
        for h, label in ((12.0, "midday"), (17.25, "close")):
            F.post(self.F.t(h, 3), "book",
                   "book-bot PnL %s (ZAR)\nKRL-EQ1    %+.1fm  (NPN %+.1fm · SOL %+.1fm · IMP %+.1fm)\n"
                   "KRL-DERIV  %+.1fm  (ALSI %+.1fm · AGL SSF %+.1fm)\n"
                   "KRL-BAL    %+.1fm  (R2030 %+.1fm · USDZAR fwd %+.1fm)\n"
                   "total %+.1fm · VaR95 1d R%.1fm · gross R%sm"
                   % (label, r.uniform(-2, 5), r.uniform(0, 3), r.uniform(-2, 0.5), r.uniform(-1, 1.5),
                      r.uniform(-1, 2), r.uniform(-1, 2), r.uniform(-.5, .8), r.uniform(-1, 3),
                      r.uniform(-.5, 2.5), r.uniform(-.6, .6), r.uniform(-3, 7), r.uniform(14, 22),
                      c0(r.randint(4100, 4700))), kind="noise")
        for j in r.sample(JOKES, 4):
            F.post(F.curve_time(6, 20), r.choice(["thabo", "riaan", "naledi", "pieter"]), j, kind="noise")

    # ------------------------------------------------------------------ chatter + acks
    def chatter(self):
        F, r = self.F, self.r
        cur = len(F.recs)
        want = r.randint(240, 290)
        k = max(30, want - cur - 14)
        pool = list(CHATTER)
        r.shuffle(pool)
        while len(pool) < k:
            pool += r.sample(CHATTER, len(CHATTER))
        lines = pool[:k]
        mine = []
        for ln in lines:
            who = r.choice(["thabo", "thabo", "riaan", "naledi", "pieter", "riaan"])
            if ln.startswith("Fynbos,"):
                who = "thabo"
            if ln.startswith("mod dur"):
                who = "fynbos"
            rec = F.post(F.curve_time(*window_for(ln)), who, self.fmt(ln))
            mine.append(rec)
        # one chatter typo fixed by edit
        tgt = r.choice(mine)
        F.edit(tgt, F.plus(tgt["ms"], 0.5, 2), tgt["content"] + " (edit: typo)")
        # one message with an attachment
        F.post(F.curve_time(9, 16), "thabo", "auction depth for NPN this morning",
               attach=("npn_auction_depth.png", r.randint(40000, 90000)))
        # acks as replies to chatter
        for i in range(r.randint(9, 11)):
            base = r.choice(mine)
            F.post(F.plus(base["ms"], 0.3, 3), r.choice(["pieter", "thabo", "riaan", "naledi"]),
                   r.choice(ACKS), ref=base, kind="noise")
            if i % 4 == 0:
                F.react(base, F.plus(base["ms"], 0.2, 2), r.choice(["👀", "😂", "🔥", "👍"]),
                        r.choice(["pieter", "naledi", "riaan"]))
        # a reaction removed
        base = r.choice(mine)
        F.react(base, F.plus(base["ms"], 0.5, 1), "👀", "thabo")
        F.react(base, F.plus(base["ms"], 2, 4), "👀", "thabo", remove=True)


# --------------------------------------------------------------------------- API


def _channel_id(idx):
    base = 1703840624512 + idx * 86400317 + (idx * 7919) % 5000
    return str(snowflake(base, 3, 17 + idx))


def generate(seed=1, end=None, channels=1, days=1):
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    g = Gen()
    for ci in range(channels):
        ch = _channel_id(ci)
        for di in range(days):
            start = end_ms - (days - di) * 24 * HOUR
            rng = random.Random("%s|%s|%s|%s" % (DESK, seed, ci, di))
            F = Flow(g, ch, start, rng, worker=(ci + 1) % 32)
            local = datetime.fromtimestamp((start + 2 * HOUR + HOUR) / 1000, tz=UTC)
            Day(F, ci, di, local.strftime("%d %b %Y")).build()
    events = [ev for _, _, ev in sorted(g.events, key=lambda x: (x[0], x[1]))]
    return {"events": events, "labels": _labels(g)}


IDIOM_PRIORITY = [
    "junior shorthand proposal with rand size (b R25m ...)",
    "Afrikaans short approval reply (ja, doen dit)",
    "Afrikaans deferral/reject reply (nee wag)",
    "Afrikaans buy proposal (koop N ALSI Jun)",
    "Afrikaans sell-everything proposal (verkoop al die ...)",
    "emoji short reply approval (👍 send it)",
    "pipe-separated OMS ack line",
    "embed-only OMS execution report",
    "key=value risk engine resizing an order",
    "Reg 28 breach as key=value line",
    "LLM pre-open MPC note with one buried view change",
    "buried route decision in a post-MPC note",
    "buried no-route decision in the evening wrap",
    "held via single-stock future underlying, named by company",
    "stop moved twice by editing the same message",
    "OMS line for another fund's account (acct=MBF-ALT2)",
    "paper trade in the sim book",
    "cron summary with '0 routed'",
    "long fiscal note with trading words and no decision",
    "history of a past trade (past tense)",
]


def _labels(g):
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen = set()
    for m in g.msgs:
        if m["kind"] == "hard":
            hard.append({"channel_id": m["ch"], "message_id": m["id"], "event_type": m["etype"],
                         "facts": list(m["facts"]), "phrasing": m["phr"], "final_state": m["state"]})
            for old in m["superseded"]:
                sup.append([m["ch"], m["id"], old])
        elif m["kind"] == "noise":
            noise.append(m["id"])
        elif m["kind"] == "near":
            near.append(m["id"])
        if m["state"] in ("deleted", "forgotten"):
            removed.append(m["snippet"] or m["content"][:60])
        if m["idiom"] and m["idiom"] not in seen:
            seen.add(m["idiom"])
            idioms.append({"message_id": m["id"], "idiom": m["idiom"], "expected": m["expected"]})
    rank = {k: i for i, k in enumerate(IDIOM_PRIORITY)}
    idioms = sorted(idioms, key=lambda x: rank.get(x["idiom"], 100))[:20]
    return {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
            "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}


# --------------------------------------------------------------------------- checks + CLI


def _msg_text(m):
    parts = [m.get("content") or ""]
    for e in m.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def check(out):
    """Replay the capture, verify the labels; return (problems, stats)."""
    probs = []
    msgs, final, state, chan_of, parent = {}, {}, {}, {}, {}
    last_ms = None
    for i, ev in enumerate(out["events"]):
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + EPOCH_MS
            ts = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
                     .replace(tzinfo=UTC).timestamp() * 1000 + 0.5)
            if abs(ts - ms) > 1:
                probs.append("id/created_at mismatch %s" % mid)
            if last_ms is not None and ms < last_ms:
                probs.append("create out of order %s" % mid)
            last_ms = ms
            msgs[mid] = m
            final[mid] = _msg_text(m)
            state[mid] = "live"
            chan_of[mid] = ev["channel_id"]
            parent[ev["channel_id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif op == "edit":
            mid = ev["message_id"]
            m = dict(msgs[mid])
            m["content"] = ev["content"]
            msgs[mid] = m
            final[mid] = _msg_text(m)
            if state[mid] == "live":
                state[mid] = "edited"
        elif op == "delete":
            state[ev["message_id"]] = "deleted"
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                state[x] = "deleted"
        elif op == "forget":
            state[ev["message_id"]] = "forgotten"
    L = out["labels"]
    for h in L["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            probs.append("label id missing %s" % mid)
            continue
        if chan_of[mid] != h["channel_id"]:
            probs.append("channel mismatch %s" % mid)
        if state[mid] != h["final_state"]:
            probs.append("state mismatch %s %s %s" % (mid, state[mid], h["final_state"]))
        if not 2 <= len(h["facts"]) <= 5:
            probs.append("fact count %s" % mid)
        for f in h["facts"]:
            if f not in final[mid]:
                probs.append("fact %r not in %s" % (f, mid))
    for ch, mid, old in L["superseded_facts"]:
        if old in final[mid]:
            probs.append("superseded %r still in %s" % (old, mid))
    live_text = "\n".join(final[k] for k in final if state[k] in ("live", "edited"))
    for s in L["removed_texts"]:
        if s in live_text:
            probs.append("removed text still live: %r" % s)
    for mid in L["noise_message_ids"] + L["near_miss_ids"] + [x["message_id"] for x in L["idioms"]]:
        if mid not in msgs:
            probs.append("id missing %s" % mid)
    hard_ids = set(h["message_id"] for h in L["hard_events"])
    if hard_ids & set(L["noise_message_ids"]) or hard_ids & set(L["near_miss_ids"]):
        probs.append("overlap hard/noise/near")
    # per channel-day stats (threads counted with their parent)
    per = {}
    for mid, m in msgs.items():
        ms = (int(mid) >> 22) + EPOCH_MS
        day = datetime.fromtimestamp((ms + 2 * HOUR) / 1000, tz=UTC).strftime("%Y-%m-%d")
        key = (parent[chan_of[mid]], day)
        d = per.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        d["msgs"] += 1
        d["bytes"] += len(_msg_text(m).encode("utf-8"))
    nset, nrset = set(L["noise_message_ids"]), set(L["near_miss_ids"])
    for mid, m in msgs.items():
        ms = (int(mid) >> 22) + EPOCH_MS
        day = datetime.fromtimestamp((ms + 2 * HOUR) / 1000, tz=UTC).strftime("%Y-%m-%d")
        d = per[(parent[chan_of[mid]], day)]
        d["hard"] += mid in hard_ids
        d["noise"] += mid in nset
        d["near"] += mid in nrset
    for k, d in per.items():
        if not 180 <= d["msgs"] <= 320:
            probs.append("msgs out of range %s %d" % (k, d["msgs"]))
        if not 70000 <= d["bytes"] <= 120000:
            probs.append("bytes out of range %s %d" % (k, d["bytes"]))
        if not 25 <= d["hard"] <= 45:
            probs.append("hard out of range %s %d" % (k, d["hard"]))
        if not 0.25 <= d["noise"] / float(d["msgs"]) <= 0.40:
            probs.append("noise share out of range %s %.2f" % (k, d["noise"] / float(d["msgs"])))
    if not 10 <= len(L["idioms"]) <= 20:
        probs.append("idiom count %d" % len(L["idioms"]))
    return probs, per


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
    ap = argparse.ArgumentParser(description="Johannesburg JSE desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload from disk and check
    evs = []
    with open(a.out, encoding="utf-8") as fh:
        for line in fh:
            evs.append(json.loads(line))
    with open(a.labels, encoding="utf-8") as fh:
        lab = json.load(fh)
    probs, per = check({"events": evs, "labels": lab})
    types = {}
    for h in lab["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    for k in sorted(per):
        d = per[k]
        sys.stderr.write("channel %s day %s: %d msgs, %d bytes, %d hard, noise %d (%.0f%%), near %d\n"
                         % (k[0], k[1], d["msgs"], d["bytes"], d["hard"], d["noise"],
                            100.0 * d["noise"] / d["msgs"], d["near"]))
    sys.stderr.write("events %d · hard %d %s · idioms %d · removed %d · superseded %d\n"
                     % (len(evs), len(lab["hard_events"]), json.dumps(types, sort_keys=True),
                        len(lab["idioms"]), len(lab["removed_texts"]), len(lab["superseded_facts"])))
    for p_ in probs:
        sys.stderr.write("PROBLEM: %s\n" % p_)
    return 1 if probs else 0


if __name__ == "__main__":
    sys.exit(main())
