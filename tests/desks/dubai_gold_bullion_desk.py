#!/usr/bin/env python3
"""Desk generator: Dubai precious-metals (gold/silver bullion) desk.

Physical kilobars and 400oz LGD bars priced as premium/discount to LBMA spot
($/oz), DGCX gold futures, COMEX GC/SI hedges, loco swaps; Indian and Turkish
jewellery buyers and Swiss refiners as counterparties.  English / Hinglish /
Arabizi chat, vault bot key=value lines, DGCX drop-copy JSON, exec-gateway
embeds, price alerts, a news bot, a compliance bot and a market-colour agent.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.dubai_gold_bullion_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "dubai_gold_bullion_desk"
DISCORD_EPOCH = 1420070400000
DAY_MS = 86_400_000
DEFAULT_END = datetime(2026, 10, 16, 0, 0, tzinfo=timezone.utc)  # end of Thu 15 Oct 2026 (UTC)


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


GUILD_ID = str(snowflake(1_683_012_345_678, 9, 2741))


def channel_id(i: int) -> str:
    return str(snowflake(1_706_331_112_947 + i * 3_211_017_443, 14, 611 + 37 * i))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# who -> (author_id, author_name, bot)
CAST = {
    "faisal": ("1118462093857462312", "Faisal Al Mansoori", False),   # head of desk
    "rohan": ("1120935517734195230", "rohan.m", False),              # trader, India flow
    "karim": ("1124470382901866547", "Karim H.", False),             # trader, refiners / 400oz
    "deniz": ("1131876240575201341", "Deniz Aydın", False),          # sales, Turkey coverage
    "priya": ("1133009215647703080", "Priya (ops)", False),          # ops / logistics
    "vikram": ("1136582940017131621", "Vikram | Risk", False),       # risk manager
    "layla": ("1140227718305648710", "Layla – Compliance", False),   # compliance officer / moderator
    "vault": ("1151473306822705193", "vaultbot", True),
    "dc": ("1152018475566080021", "DGCX DropCopy", True),
    "alert": ("1153390122717646909", "PriceAlert", True),
    "news": ("1155662083390918747", "BullionWire", True),
    "comp": ("1157244051187212339", "comply-bot", True),
    "colour": ("1160839925076217886", "Aurum Colour", True),
    "exec": ("1162011480033095811", "exec-gw", True),
    "ops": ("1163905537208901662", "deskops", True),
    "pnl": ("1165284401979322408", "pnl-snap", True),
}
HUMANS = ["faisal", "rohan", "karim", "deniz", "priya", "vikram"]

# ---------------------------------------------------------------------------
# contract codes

_MC = {1: "F", 2: "G", 3: "H", 4: "J", 5: "K", 6: "M", 7: "N", 8: "Q", 9: "U", 10: "V", 11: "X", 12: "Z"}
_MON = {1: "JAN", 2: "FEB", 3: "MAR", 4: "APR", 5: "MAY", 6: "JUN", 7: "JUL", 8: "AUG",
        9: "SEP", 10: "OCT", 11: "NOV", 12: "DEC"}


def _next_contract(d: datetime, months: tuple[int, ...], min_ahead: int) -> tuple[int, int]:
    y, m = d.year, d.month
    for k in range(min_ahead, min_ahead + 24):
        mm = (m - 1 + k) % 12 + 1
        yy = y + (m - 1 + k) // 12
        if mm in months:
            return yy, mm
    raise ValueError("no contract")


def contract_codes(d: datetime) -> dict:
    gy, gm = _next_contract(d, (2, 4, 6, 8, 10, 12), 1)
    g2y, g2m = _next_contract(datetime(gy, gm, 1), (2, 4, 6, 8, 10, 12), 1)
    sy, sm = _next_contract(d, (3, 5, 7, 9, 12), 1)
    py, pm = _next_contract(d, (1, 4, 7, 10), 1)
    ay, am = _next_contract(d, (3, 6, 9, 12), 1)
    return {
        "gc": f"GC{_MC[gm]}{gy % 10}", "gc2": f"GC{_MC[g2m]}{g2y % 10}",
        "si": f"SI{_MC[sm]}{sy % 10}", "dg": f"DG{_MC[gm]}{gy % 100:02d}",
        "dgmon": f"{_MON[gm].title()}{gy % 100:02d}",
        "pl": f"PL{_MC[pm]}{py % 10}", "pa": f"PA{_MC[am]}{ay % 10}",
    }


def fd(x: float) -> str:
    """chat style premium/discount: -1.50 -> -1.5, +0.35 -> +0.35"""
    s = f"{x:+.2f}".rstrip("0").rstrip(".")
    return s


def f1(x: float) -> str:
    return f"{x:.1f}"


def f2(x: float) -> str:
    return f"{x:.2f}"


def f3(x: float) -> str:
    return f"{x:.3f}"


# ---------------------------------------------------------------------------
# static text banks

INDIA_BUYERS = [("Shree Ambica Jewels, Rajkot", "Ambica"), ("Mahalaxmi Bullion, Ahmedabad", "Mahalaxmi"),
                ("Kothari Gems & Gold, Mumbai", "Kothari"), ("Navkar Gold, Zaveri Bazaar", "Navkar"),
                ("Vasant Ornaments, Coimbatore", "Vasant"), ("Sona Rupa Traders, Jaipur", "Sona Rupa")]
TR_BUYERS = [("Anka Altın (Kuyumcukent)", "Anka"), ("Yıldız Mücevher, Kapalıçarşı", "Yıldız"),
             ("Efes Kıymetli Maden", "Efes"), ("Özkan Kuyumculuk", "Özkan")]
REFINERS = [("Valcambi", "VALC"), ("Argor-Heraeus", "ARGOR"), ("PAMP", "PAMP"), ("Metalor", "METAL")]
SWAP_CPS = ["Metalor", "StoneX London", "ICBC Standard", "JPM London", "Toronto-Dominion"]

COLOUR_PARAS = [
    "**Spot & curve.** Spot gold is {px} in Asia, {pxchg} on the day, with {gc} at {gcpx}: EFP at {efp}, on the rich side of the 20-day range ({efplo}–{efphi}). The curve is carrying almost exactly at SOFR plus the lease, so there is no free money in rolling the hedge early; if anything the {gc}/{gc2} spread at {spr} slightly rewards waiting until the roll window opens.",
    "**India.** Dealers in Mumbai and Ahmedabad quoted kilobars at {disc} $/oz to official domestic prices this morning (inclusive of the {duty}% import duty and 3% GST), the {ndays}th straight session of discounts. Jewellers are buying hand-to-mouth ahead of Dhanteras; the usual pre-festival restock has not shown up yet. Rupee at {inr} is not helping: every 10 paise is roughly $0.12/oz on the landed cost, and the nominated agencies are sitting on {bna} t of unsold stock in bonded warehouses.",
    "**Turkey.** Grand Bazaar premiums of {trp} $/oz over London remain the best outlet for 400oz converted to kilobars locally. The quota regime still caps official imports at roughly {trq} t/month, which keeps the spread open; with the lira at {tryx}, local buyers are price-insensitive in TRY terms. Kuyumcukent dealers say their refiners have capacity but are short of 995 feedstock, which argues for holding 400oz rather than kilobars for Turkish flow.",
    "**Swiss refiners.** Lead times for 1kg 999.9 are now {lead} working days at Valcambi and Argor, {lead2} at PAMP; fabrication quoted at {fab} $/oz for Dubai delivery via Zurich. Metalor is reportedly prioritising Asian kilobar orders over dore processing. Freight ZRH→DXB on Emirates SkyCargo is unchanged at about {frt} $/kg all-in including insurance to the DMCC vault.",
    "**Positioning.** CFTC managed money is net long {mm}k lots, {mmchg}k w/w, still below the {mmhi}k peak from spring. Swap dealers trimmed shorts. COMEX gold open interest is {oichg}% over the week, most of it in the Dec contract. This is a market that is long but not crowded; positioning alone does not argue for a flush.",
    "**Central banks.** Official-sector purchases remain the slow bid underneath everything: reported additions were {cbt} t last month (PBoC, NBP, CNB and RBI the usual names). The data arrive with a lag, and from the physical side the flow into Swiss vaults for official accounts has if anything accelerated, consistent with the firm lease rates below.",
    "**Lease & loco.** 1M gold lease ~{l1}%, 3M {l3}%. Silver lease stays elevated at {sl}% 1M, a reminder that London silver is tight even if the headline price is not. Loco London→Dubai swaps are quoted at {loco} $/oz for 1 week, a touch above the cost of physically moving metal, so swapping rather than shipping is the cheaper way to rebalance location for now.",
    "**Technicals.** Spot holds above the {s1} area (prior breakout, 50-day) with resistance at {r1} and then {r2}. Daily RSI is neutral. A close below {s2} would open a deeper retracement, but there is no sign of that in the tape. The Asia range {alo}–{ahi} is tight; expect the London open to set direction.",
    "**Silver.** Gold/silver ratio {ratio}; {si} at {sipx}. Industrial demand headlines (solar paste, electronics) have been supportive, and Indian silver imports have been strong all year. The COMEX/London spread has normalised, but lease rates say metal is still scarce in London vaults. Silver vol is about {svol}% against gold's {vol}%, so size accordingly.",
    "**Macro.** US 10y real yield {ry}%, DXY {dxy}. The gold/real-yield correlation has been weak all year and remains so; gold trades more off the official sector and Asian physical than off the rate complex. A hawkish surprise would still hit futures first and physical premiums last.",
    "**ETFs.** Global gold ETF holdings {etf} t over the week: European funds saw redemptions, North American funds small inflows. ETF flows have been a minor driver next to physical and central-bank demand in this cycle.",
    "**DGCX.** Gold futures volume was {dgv} lots yesterday, {dgvc}% versus the 20-day average; {dg} trades {dgb} against {gc}, inside the normal band. Open interest in the quanto contract is small. Indian retail participation via DGCX is thin; most of the volume is prop and arbitrage against COMEX.",
    "**China.** SGE Au9999 is {chp} $/oz over London, {chdir} on the week. Q4 import quotas for the commercial banks were reportedly issued, which should keep Swiss exports to China active and compete with Dubai for kilobar supply from the refiners.",
    "**Logistics.** DMCC vaults report inventories close to capacity ahead of Diwali; Brink's and Transguard both asked for earlier notice on outbound consignments. Air freight to Ahmedabad and Mumbai is booking {fdays} days out. Indian customs remain slow with the new documentation checks on CEPA-origin gold.",
    "**CEPA quota.** The TRQ for UAE-origin gold at the concessional duty is {trqa} t for the year, {trqu}% used so far. Allocation holders are selling the concession forward; the implied value of the quota is roughly {trqv} $/oz, part of why the quoted Dubai-to-India discount looks wider than the true economic discount.",
    "**Options.** Gold 1M ATM vol {vol}%, skew modestly to calls. Dealers report producer selling of upside calls and macro funds buying Dec puts. Nothing in the options market is flagging an event.",
    "**Flows we saw.** Two Swiss refiners asked for 400oz feed into Zurich for conversion to kilobars for China. Indian buyers were hitting bids on small sizes only. Turkish counterparties asked for 995 kilobars in TRY settlement, which we do not offer. A Hong Kong name asked for 10-tola bars; passed to the retail team.",
    "**Dore.** African dore inflows to Dubai continued with the usual compliance friction; refiners under the DMCC responsible-sourcing framework report {dore} t processed in the month. The LBMA has flagged tighter due diligence on ASM-origin material, which should slowly shift feed toward the Swiss refiners.",
    "**Around the fix.** The LBMA PM auction has printed within ${fixd} of the pre-auction screen all week on about {fixv} t average volume. For physical deals priced off the fix, expect the usual concentration of flow at 15:00 London.",
    "**Calendar.** US CPI later this week, FOMC minutes, Indian trade data (gold imports) mid-month, Turkish CPI early month, and the Dhanteras / Diwali window in early November. Indian physical demand usually front-runs Dhanteras by 10–15 days.",
    "**What would change our mind.** A sustained move of the India discount past {dbad} would mean the import pipeline is overstocked; a lease curve above {lbad}% would signal London tightness that typically squeezes loco swaps. Neither is the base case.",
    "**Seasonality.** Over ten years the Indian premium has moved an average of {season} $/oz from mid-October to Dhanteras, with wide dispersion; the years where the discount persisted were years of a price spike into the festival. A buyer who waits usually pays up in the last week.",
    "**Premium ladder.** Indicative Dubai physical ladder this morning, all vs LBMA spot in $/oz: 1kg 995 {disc}, 1kg 999.9 {disc} plus 0.30 to 0.45, 400oz LGD flat to +0.15 loco DXB, 10-tola TT bars +1.80 to +2.40, 100g minted +4.50. The spread between 995 and 999.9 widened again because the Indian trade prefers 995 for casting while Chinese and Turkish demand wants 999.9; refiners price the upgrade at cost plus a margin that is currently generous.",
    "**Counterparty tone.** Indian buyers on the morning calls were polite and cautious: plenty of enquiries, very few firm bids, and several asked whether we would hold price into the afternoon, which we do not. Turkish accounts were more decisive but want AM-fix pricing and USD settlement only on their terms. Swiss refiners are comfortable sellers of kilobars at current fabrication charges, with delivery slots the constraint rather than price.",
    "**Duty watch.** The market is again trading rumours of a change to the Indian basic customs duty on gold. We have no information beyond broker chatter. Historically a duty cut has flipped the Dubai-to-India discount into a premium within a week as the grey-channel arbitrage closes; a hike does the opposite. Either way, physical buyers tend to freeze until a notification is out, which is consistent with today's thin tickets.",
    "**Rupee.** USD/INR at {inr}, with the RBI visible on the offer near the highs. The rupee leg matters more than usual for landed cost in the festival run-up: jewellers buy in INR and the margin between the domestic price and the import parity is where the discount shows up. A sharp rupee move would reprice the India discount faster than anything in London.",
    "**Lira.** USD/TRY {tryx}. Turkish households continue to use gram gold as a savings vehicle, and the official import quota means the domestic price carries a structural premium over London. Periods of lira stress have historically widened that premium further; the quota itself is the binding constraint on our flow into Istanbul, not demand.",
    "**Kilobar supply.** Refiners report that 1kg production slots are booked for about {lead} working days, with the Indian festival and Chinese Q4 demand competing for the same capacity. Some Dubai refiners are offering UAE-cast kilobars at a discount to Swiss product; the Indian trade accepts them, the Turkish and Chinese trade mostly does not, which keeps the Swiss-cast premium intact.",
    "**Silver physical.** Indian silver demand remains strong through the festival, with bars and grain flowing via Dubai; premiums for 30kg bars are firm. The COMEX silver curve is in modest contango while London lease rates are elevated, an unusual combination that has kept loco swaps for silver expensive. Silver remains the more volatile of the two metals and the thinner market in Dubai.",
    "**Hedging mechanics.** Physical books hedged with COMEX carry EFP basis risk: when the futures premium over spot compresses, a long-physical / short-futures book gains, and vice versa. EFP at {efp} is near the upper end of its range. DGCX gold tracks COMEX closely but with thinner depth outside London and New York hours, so hedges are usually sized on COMEX with DGCX used for intraday adjustments.",
    "**Volatility regime.** Realised 10-day vol in spot gold is about {vol}%, in line with implied. Intraday ranges have been concentrated in the London morning and the first hour of COMEX; Asian hours have been quiet outside headline spikes. Silver realised vol sits around {svol}%.",
    "**Freight & insurance.** All-risk cover for air shipments DXB→BOM/AMD is quoted at 3–4 bps of value with the usual exclusions; the underwriters asked for updated vault-to-airport procedures after a sector incident last month. Armoured transport slots at DXB cargo village are tight in the evening window; book a day ahead.",
    "**Exchange notes.** DGCX margins unchanged this week. CME raised initial margin on gold futures modestly after the last volatility spike; the change is small against our account headroom. Daily price limits on DGCX remain wide enough not to bind except on very large headline moves.",
    "**Good delivery.** The LBMA good-delivery list changed twice this year; check refinery marks on incoming 400oz before accepting them as collateral or delivery. Kilobars outside the recognised list trade at a discount of 0.50–1.00 in Dubai and are not accepted by the Turkish trade at all.",
    "**Funding.** USD funding for physical inventory is unchanged at SOFR plus the bank spread; the carry on a long-physical book hedged with futures is close to neutral at current EFP. Rolling the futures hedge costs the calendar spread, which is currently paid by the contango rather than by the desk.",
    "**Rates backdrop.** Front-end US rates are pricing a slow easing path; a stronger payrolls number or sticky CPI would push the dollar up and gold down in the first reaction. Real money has been adding gold on dips, which has shortened the life of every sell-off since the spring.",
    "**Tape.** Asia saw steady two-way business, Indian names bidding on dips toward {s1} and Chinese accounts selling rallies. London came in a touch better bid; the move in {gc} was on average volume with no obvious block. Stops reported above {r1} by two brokers, below {s2} by one.",
]

NOISE_NEWS = [
    "Copper climbs to ${cu}/t on LME as China stimulus hopes build",
    "Brent crude slips below ${brent} as OPEC+ weighs output hike",
    "Barrick reports Q3 gold output of {koz} koz, reaffirms full-year guidance",
    "Newmont to sell two Australian mines for ${bn}bn, shares rise premarket",
    "Titan Company Q2 jewellery sales up {pct}% y/y on wedding demand",
    "Nikkei closes up {pct2}% led by exporters; yen weaker",
    "Bitcoin tops ${btc}k as spot ETF inflows continue",
    "LME aluminium on-warrant stocks fall to {alu} t",
    "Dalian iron ore futures drop {pct2}% on steel output curbs",
    "Cocoa futures hit {wk}-week high on West Africa crop worries",
    "Sensex ends {pts} points higher led by banks and IT",
    "Saudi Aramco raises November crude OSPs to Asia",
    "Zambia's copper output rises {pct}% in Q3, mines ministry says",
    "Metalor to open new refinery in Singapore, company statement",
    "Rand Refinery appoints new chief executive",
    "LBMA adds Korean refiner to Good Delivery list",
    "Heraeus to cut 120 jobs at Hanau precious metals unit",
    "Ghana's GoldBod issues first export licences to 10 traders",
    "Indian gem & jewellery exports fall {pct}% in Sept: GJEPC",
    "De Beers cuts rough diamond prices by about {pct}%",
    "Lithium carbonate prices fall to {li} yuan/t in China spot market",
    "Indonesia issues new nickel ore mining quotas for 2027",
    "US natural gas futures jump {pct2}% on colder forecasts",
    "Wheat falls as Black Sea export shipments resume",
    "ECB's Lagarde: inflation 'broadly on track' toward target",
    "Rotterdam zinc premiums rise to ${zn}/t",
    "Swiss franc steady after SNB holds rates",
    "Sibanye-Stillwater to restructure US PGM operations",
    "Emirates SkyCargo adds second weekly freighter to Zurich",
    "Kenya Airways cargo unit signs GSA deal in Mumbai",
]

class DeskDay:
    """One channel-day of the desk."""

    def __init__(self, seed: int, ch_idx: int, day_idx: int, day_start_ms: int,
                 collect_idioms: bool, prev_book: tuple[str, str] | None, attempt: int = 0):
        self.rng = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}" + (f"|{attempt}" if attempt else ""))
        self.ch = channel_id(ch_idx)
        self.t0 = day_start_ms
        self.worker = (ch_idx * 7 + 3) % 32
        self.seq = day_idx * 997
        self.used: set[int] = set()
        self.recs: list[dict] = []
        self.ops: list[tuple[int, int, dict]] = []
        self.hard: list[dict] = []
        self.noise: list[str] = []
        self.near: list[str] = []
        self.idioms: list[dict] = []
        self.superseded: list[list[str]] = []
        self.removed: list[str] = []
        self.collect = collect_idioms
        self.prev_book = prev_book
        self.book_id: str | None = None
        self._k = 0
        self._ctx()

    # ---------------------------------------------------------------- helpers
    def _ctx(self):
        r = self.rng
        d = datetime.fromtimestamp(self.t0 / 1000, tz=timezone.utc)
        self.date = d
        c = contract_codes(d)
        c["date"] = d.strftime("%d %b %Y")
        c["px"] = round(r.uniform(2318, 2412), 1)
        c["efp"] = round(r.uniform(14, 23), 1)
        c["gcpx"] = round(c["px"] + c["efp"], 1)
        c["dgpx"] = round(c["gcpx"] - r.uniform(0.1, 0.8), 1)
        c["ratio"] = round(r.uniform(78.5, 84.0), 1)
        c["sipx"] = round(round((c["px"] / c["ratio"] + 0.25) / 0.005) * 0.005, 3)
        c["disc"] = -round(r.uniform(0.9, 3.1), 2)
        c["inr"] = f"{r.uniform(84.05, 84.98):.2f}"
        c["tryx"] = f"{r.uniform(41.1, 42.4):.2f}"
        c["ibuy"], c["ibs"] = r.choice(INDIA_BUYERS)
        rest = [b for b in INDIA_BUYERS if b[1] != c["ibs"]]
        c["ibuy2"], c["ibs2"] = r.choice(rest)
        c["tbuy"], c["tbs"] = r.choice(TR_BUYERS)
        c["ref"], c["refc"] = r.choice(REFINERS)
        c["swcp"] = r.choice(SWAP_CPS)
        c["kb_inv"] = r.randint(340, 460)
        c["b400"] = r.randint(6, 14)
        c["gc_short"] = r.randint(92, 128)
        c["dg_long"] = r.randint(24, 44)
        c["si_short"] = r.randint(4, 8)
        c["gclim"] = c["gc_short"] + r.randint(2, 6)
        c["dglim"] = r.choice([60, 70, 80])
        c["loco_oz"] = r.choice([3000, 4000, 5000, 6000])
        self.c = c

    def at(self, h: float, m: float = 0, jit: float = 0) -> int:
        mins = h * 60 + m + self.rng.uniform(-jit, jit)
        mins = max(1, min(mins, 24 * 60 - 2))
        return self.t0 + int(mins * 60_000) + self.rng.randint(0, 59_999)

    def after(self, rec_or_ms, lo: float, hi: float) -> int:
        base = rec_or_ms["ms"] if isinstance(rec_or_ms, dict) else rec_or_ms
        return base + int(self.rng.uniform(lo, hi) * 1000)

    def curve_time(self, kind: str = "human") -> int:
        # weights by UTC hour; Dubai = UTC+4
        if kind == "human":
            w = [0.05, 0.05, 0.2, 0.9, 2.4, 2.6, 2.4, 2.8, 3.0, 2.6, 2.0, 1.8,
                 2.2, 2.9, 3.0, 2.2, 1.5, 1.1, 0.7, 0.4, 0.2, 0.1, 0.05, 0.05]
        elif kind == "market":
            w = [0.5, 0.5, 0.6, 0.9, 1.4, 1.5, 1.4, 2.2, 2.4, 1.8, 1.5, 1.4,
                 2.0, 2.8, 2.9, 2.2, 1.6, 1.2, 0.9, 0.8, 0.6, 0.5, 0.5, 0.5]
        else:
            w = [1.0] * 24
        h = self.rng.choices(range(24), weights=w)[0]
        return self.t0 + h * 3_600_000 + self.rng.randint(0, 3_599_999)

    def post(self, ms: int, who: str, content: str = "", *, embeds=None, ref=None, kind: str = "chat",
             hard: str | None = None, facts=None, phrasing: str | None = None, thread: str | None = None,
             idiom: str | None = None, attachments=None) -> dict:
        ms = int(max(self.t0 + 1, min(ms, self.t0 + DAY_MS - 5_000)))
        while ms in self.used:
            ms += 1
        self.used.add(ms)
        self.seq += 1
        mid = str(snowflake(ms, self.worker, self.seq))
        aid, name, bot = CAST[who]
        ch = thread or self.ch
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(ms), "content": content, "attachments": attachments or [],
               "embeds": embeds or [], "reference_id": ref["id"] if isinstance(ref, dict) else ref}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if thread:
            ev["parent_channel_id"] = self.ch
        ev["message"] = msg
        rec = {"id": mid, "ms": ms, "ch": ch, "who": who, "content": content, "embeds": embeds or [],
               "kind": kind, "hard": None, "state": "live"}
        self._k += 1
        self.ops.append((ms, self._k, ev))
        self.recs.append(rec)
        if hard:
            assert facts and 2 <= len(facts) <= 5, (hard, facts)
            h = {"channel_id": ch, "message_id": mid, "event_type": hard, "facts": list(facts),
                 "phrasing": phrasing or "untagged", "final_state": "live"}
            rec["hard"] = h
            self.hard.append(h)
        if kind == "noise":
            self.noise.append(mid)
        elif kind == "near":
            self.near.append(mid)
        if idiom and self.collect:
            self.idioms.append({"message_id": mid, "idiom": idiom, "expected": hard or "not_hard"})
        return rec

    def op(self, ms: int, ev: dict):
        self._k += 1
        self.ops.append((int(ms), self._k, ev))

    def edit(self, rec: dict, ms: int, content: str, facts=None, superseded=()):
        ms = max(ms, rec["ms"] + 1000)
        self.op(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                     "edited_at": iso(ms), "content": content})
        rec["content"] = content
        if rec["hard"]:
            rec["hard"]["final_state"] = "edited"
            if facts:
                rec["hard"]["facts"] = list(facts)
        for s in superseded:
            self.superseded.append([rec["ch"], rec["id"], s])

    def delete(self, rec: dict, ms: int, snippet: str):
        ms = max(ms, rec["ms"] + 1000)
        self.op(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                     "deleted_at": iso(ms)})
        self._gone(rec, "deleted", snippet)

    def bulk_delete(self, recs: list[dict], ms: int, snippets: list[str]):
        ms = max([ms] + [r["ms"] + 1000 for r in recs])
        self.op(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": recs[0]["ch"],
                     "message_ids": [r["id"] for r in recs], "deleted_at": iso(ms)})
        for r, s in zip(recs, snippets):
            self._gone(r, "deleted", s)

    def forget(self, rec: dict, ms: int, snippet: str, by: str = "layla"):
        ms = max(ms, rec["ms"] + 1000)
        self.op(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                     "requested_by": CAST[by][0], "at": iso(ms)})
        self._gone(rec, "forgotten", snippet)

    def _gone(self, rec, state, snippet):
        assert snippet in rec["content"], snippet
        rec["state"] = state
        if rec["hard"]:
            rec["hard"]["final_state"] = state
        self.removed.append(snippet)

    def pin(self, rec: dict, ms: int, by: str = "faisal"):
        self.op(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                     "by": CAST[by][0], "at": iso(ms)})

    def react(self, rec: dict, ms: int, emoji: str, by: str):
        ms = max(ms, rec["ms"] + 500)
        self.op(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": rec["ch"], "message_id": rec["id"],
                     "emoji": emoji, "user_id": CAST[by][0], "at": iso(ms)})

    def ordid(self, prefix: str) -> str:
        return f"{prefix}{self.rng.randint(100000, 999999)}"

    # ---------------------------------------------------------------- build
    def build(self):
        self.scene_book()
        self.scene_india()
        self.scene_turkey()
        self.scene_refiner_thread()
        self.scene_loco()
        self.scene_silver_stop()
        self.scene_dgcx()
        self.scene_comex()
        self.scene_risk_routes()
        self.scene_thesis()
        self.scene_news()
        self.scene_colour()
        self.scene_near_misses()
        self.scene_removals()
        self.scene_long_humans()
        self.scene_long_bots()
        self.scene_digests()
        self.scene_noise()
        self.scene_chatter()
        return self

    # ---- pinned book + watchlist
    def scene_book(self):
        c, r = self.c, self.rng
        kb_oz = round(c["kb_inv"] * 32.1507)
        vd = (self.date + timedelta(days=r.choice([5, 6, 7]))).strftime("%d-%b")
        txt = (f"📒 **DXB bullion book: {c['date']} (SOD)**\n"
               f"Physical (DMCC vault 2 / Brink's):\n"
               f"• Kilobars 995/999.9: {c['kb_inv']} kb (~{kb_oz:,} oz)\n"
               f"• 400oz LGD: {c['b400']} bars loco DXB\n"
               f"Futures:\n"
               f"• {c['gc']}: short {c['gc_short']} lots (hedge)\n"
               f"• {c['dg']} (DGCX gold {c['dgmon']}): long {c['dg_long']} lots\n"
               f"• {c['si']}: short {c['si_short']} lots\n"
               f"Swaps:\n"
               f"• Gold loco-swap LDN→DXB {c['loco_oz']:,} oz, value {vd}\n"
               f"• Silver loco-swap ZRH→DXB 50,000 oz\n"
               f"Watchlist: {c['pl']} platinum · {c['pa']} palladium · USD/INR · USD/TRY\n"
               f"Limits: {c['gc'][:2]} net short {c['gclim']} lots · DGCX gold net {c['dglim']} lots · cpty limits per sheet")
        rec = self.post(self.at(3, 2, 3), "faisal", txt)
        self.book_id = rec["id"]
        t = self.after(rec, 20, 90)
        if self.prev_book:
            self.op(t - 500, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": self.prev_book[0],
                              "message_id": self.prev_book[1], "by": CAST["faisal"][0], "at": iso(t - 500)})
        self.pin(rec, t)
        self.react(rec, t + 800, "📌", "faisal")
        self.react(rec, self.after(rec, 200, 900), "👍", "rohan")

    # ---- India kilobar sale
    def scene_india(self):
        c, r = self.c, self.rng
        n = r.choice([5, 8, 10, 10, 12, 15, 20])
        d = fd(c["disc"] + r.choice([0.1, 0.2, 0.25, 0.3]))
        b = c["ibs"]
        t = self.at(4, 5, 15)
        self.post(t, "rohan", f"morning 🙏 {b} ne phone kiya, {n + r.choice([5, 10])} kb chahiye aaj. "
                  f"Ahmedabad mein {fd(c['disc'])} ke aas paas quotes hain, thin market")
        t2 = t + r.randint(240, 900) * 1000
        v = r.randrange(3)
        if v == 0:
            txt, facts = f"{n} kb @ {d} disc to {b}, T+0 loco DXB. ok?", [f"{n} kb", f"{d} disc", b]
            idi = "kilobar count + signed disc shorthand ('N kb @ -x disc')"
        elif v == 1:
            txt = f"bhai {b} ko {n} kb de dete hain @ {d} to spot, cash T+0. theek?"
            facts = [f"{n} kb", "de dete", f"{d} to spot", b]
            idi = "Hinglish sell proposal ('ko N kb de dete hain')"
        else:
            txt = f"prop: sell {n} kb 995 → {b} @ {d}/oz vs LBMA, value today"
            facts = ["sell", f"{n} kb", f"{d}/oz", b]
            idi = "prop: prefix with arrow to buyer"
        prop = self.post(t2, "rohan", txt, hard="trade_proposal", facts=facts, phrasing="shorthand", idiom=idi)
        ap_txt, ap_f = r.choice([("ok go", ["ok", "go"]), ("go ahead 👍", ["go ahead", "👍"]),
                                 (f"ok, {n} kb max", ["ok", f"{n} kb"]), ("haan go", ["haan", "go"])])
        ap = self.post(self.after(prop, 60, 420), "faisal", ap_txt, ref=prop, hard="trade_approval", facts=ap_f,
                       phrasing="reply", idiom="one-word approval reply to a proposal")
        self.post(self.after(ap, 20, 90), "rohan", "👍 calling them", kind="noise")
        orig = n + 2
        fill = self.post(self.after(ap, 600, 1500), "rohan", f"done {orig} kb @ {d} w {b}, cash T+0 ✅",
                         hard="trade_fill", facts=["done", f"{orig} kb", d, b], phrasing="untagged")
        self.edit(fill, self.after(fill, 90, 300), f"done {n} kb @ {d} w {b}, cash T+0 ✅ (qty corr)",
                  facts=["done", f"{n} kb", d, b], superseded=[f"{orig} kb"])
        self.india_oz = round(n * 32.1507)
        shp = f"SH-{self.date:%Y%m%d}-{r.randint(1, 40):02d}"
        self.shp = shp
        v = self.post(self.after(fill, 1500, 3600), "vault",
                      f"shp={shp} from=DMCC-V2 to=AMD bars={n} type=KB995 gross_kg={n * 1.0021:.3f} "
                      f"seal=A{r.randint(10000, 99999)} status=RELEASED courier=BRINKS")
        self.react(v, self.after(v, 60, 400), "✅", "priya")
        self.post(self.after(v, 200, 900), "priya", f"{shp} docs sent to {b}, EK AMD flight tonight. "
                  f"invoice + assay certs on the drive")

    # ---- Turkey 400oz sale
    def scene_turkey(self):
        c, r = self.c, self.rng
        m = r.choice([2, 3, 4, 4, 5])
        tb = c["tbs"]
        bid = r.choice([0.30, 0.35, 0.40, 0.45])
        off = round(bid + r.choice([0.10, 0.15, 0.20]), 2)
        t = self.at(5, 40, 20)
        self.post(t, "deniz", f"Istanbul waking up. {tb} asking 400oz x{m}, they bid +{bid:.2f} over LBMA AM, "
                  f"settle loco DXB. want to quote?")
        v = r.randrange(3)
        offs = f"+{off:.2f}"
        if v == 0:
            txt = f"yalla let's offer them {m}x 400oz LGD @ {offs} prem, priced on AM fix, loco DXB. Faisal?"
            facts = ["offer", f"{m}x 400oz", f"{offs} prem"]
            idi = "Arabizi proposal ('yalla let's offer')"
        elif v == 1:
            txt = f"I'd offer {tb} {m} bars 400oz @ AM fix {offs}, they pay freight. ok ya akhi?"
            facts = ["offer", f"{m} bars 400oz", f"AM fix {offs}"]
            idi = "Arabizi proposal ('ok ya akhi?')"
        else:
            txt = f"offer {m} x 400oz {offs} over AM to {tb}? valid till the fix. إن شاء الله they lift"
            facts = ["offer", f"{m} x 400oz", f"{offs} over AM"]
            idi = "offer with Arabic-script aside"
        prop = self.post(self.after(t, 180, 600), "karim", txt, hard="trade_proposal", facts=facts,
                         phrasing="shorthand", idiom=idi)
        ap_txt, ap_f = r.choice([("👍 send it", ["👍", "send it"]), ("tamam, go", ["tamam", "go"]),
                                 ("yalla go", ["yalla", "go"]), ("approved ✅", ["approved", "✅"])])
        ap = self.post(self.after(prop, 40, 300), "faisal", ap_txt, ref=prop, hard="trade_approval", facts=ap_f,
                       phrasing="reply", idiom="emoji/Arabizi approval reply")
        if r.random() < 0.3:
            self.post(self.after(ap, 400, 1200), "deniz", f"{tb} passed, says AM fix + premium too rich today. maybe tmrw")
            self.tr_oz = 0
            return
        self.post(self.after(ap, 400, 1200), "deniz", f"{tb} ok with it, their treasurer confirming in 5")
        fill = self.post(self.after(ap, 1500, 3000), "karim",
                         f"khalas ✅ sold {m} x 400oz to {tb} @ AM fix {offs}, SWIFT tmrw, bars from V2 stock",
                         hard="trade_fill", facts=["sold", f"{m} x 400oz", offs, tb], phrasing="untagged")
        self.post(self.after(fill, 30, 200), "faisal", "mashallah 👌", kind="noise")
        self.tr_oz = m * 400

    # ---- refiner purchase in a thread + hedge chain with a limit block
    def scene_refiner_thread(self):
        c, r = self.c, self.rng
        ref, refc = c["ref"], c["refc"]
        q = r.choice([40, 50, 60])
        rp = r.choice([0.30, 0.35, 0.40, 0.45])
        rps = f"+{rp:.2f}"
        lead = r.randint(6, 11)
        start = self.post(self.at(6, 35, 15), "karim", f"{ref} allocation for next week: details in thread 👇")
        th = start["id"]
        self.thread_id = th
        t = self.after(start, 60, 200)
        self.post(t, "karim", f"{ref} offering {q} kb 999.9 @ {rps} loco ZRH, lead time {lead} days. "
                  f"with freight + insurance ~+{rp + 0.55:.2f} landed DXB", thread=th)
        t = self.after(t, 120, 500)
        self.post(t, "rohan", f"inventory {c['kb_inv']} kb, Diwali flow should eat it. lead time is the only issue",
                  thread=th)
        t = self.after(t, 200, 600)
        day = r.choice(["Mon", "Tue", "Wed"])
        prop = self.post(t, "karim", f"Proposal: buy {q} kb 999.9 from {ref} @ {rps} loco ZRH, ship EK SkyCargo {day}, "
                         f"hedge {c['gc']} on fill", thread=th, hard="trade_proposal",
                         facts=["buy", f"{q} kb", rps, ref], phrasing="tagged")
        q2 = q - r.choice([10, 20])
        lim_usd = r.choice([9.0, 10.0, 12.0])
        proj = round(lim_usd + (q - q2) * 0.075 * 1.0 + r.uniform(0.1, 0.4), 1)
        lc = self.post(self.after(prop, 20, 60), "comp",
                       f"limit_check cpty={refc} type=settlement limit_usd={lim_usd:.1f}m projected_usd={proj}m "
                       f"result=RESIZE max_qty={q2}kb", thread=th, hard="risk_limit",
                       facts=["result=RESIZE", f"max_qty={q2}kb", f"limit_usd={lim_usd:.1f}m"],
                       phrasing="structured", idiom="compliance bot key=value resize (risk engine)")
        ap = self.post(self.after(lc, 120, 600), "faisal", f"ok {q2} kb then", ref=prop, thread=th,
                       hard="trade_approval", facts=["ok", f"{q2} kb"], phrasing="reply")
        so = f"SO-{refc[:2]}{r.randint(40000, 89999)}"
        eta = (self.date + timedelta(days=lead)).strftime("%d %b")
        fill = self.post(self.after(ap, 1200, 2400), "karim", f"{ref} confirmed {q2} kb @ {rps}, {so}. ETA DXB {eta}",
                         thread=th, hard="trade_fill", facts=[ref, f"{q2} kb", rps, so], phrasing="untagged")
        self.post(self.after(fill, 300, 1200), "vault",
                  f"inbound pre-advice so={so} origin=ZRH bars={q2} type=KB9999 eta={eta} vault=DMCC-V2",
                  thread=th)
        self.post(self.after(fill, 1300, 2400), "priya", "insurance for the ZRH leg booked, cert to follow", thread=th)
        # hedge in main channel
        h = round(q2 * 32.1507 / 100)
        hp = self.post(self.after(fill, 200, 500), "rohan",
                       f"hedging the {ref} bars: s {h} {c['gc']} mkt", hard="trade_proposal",
                       facts=["s", f"{h} {c['gc']}", "mkt"], phrasing="shorthand",
                       idiom="single-letter side shorthand ('s N GCZ6 mkt')")
        newshort = c["gc_short"] + h
        if r.random() < 0.6:
            self.hedge_chain_simple(hp, h, ref)
            return
        emb = [{"title": "Order blocked", "description": f"SELL {h} {c['gc']} MKT rejected pre-trade",
                "fields": [{"name": "Limit", "value": f"{c['gc'][:2]} net short {c['gclim']} lots", "inline": True},
                           {"name": "Post-trade", "value": f"{newshort} lots", "inline": True},
                           {"name": "Action", "value": "BLOCKED"}],
                "footer": "comply-bot · pre-trade risk"}]
        blk = self.post(self.after(hp, 3, 20), "comp", "", embeds=emb, hard="risk_limit",
                        facts=["Order blocked", f"net short {c['gclim']} lots", "BLOCKED"], phrasing="embed",
                        idiom="embed-only pre-trade block")
        self.post(self.after(blk, 60, 200), "rohan", "@Vikram can we get room for the hedge? it's against physical")
        newlim = c["gclim"] + r.choice([10, 15, 20])
        rl = self.post(self.after(blk, 400, 1100), "vikram",
                       f"ok: {c['gc'][:2]} net short limit raised to {newlim} lots (from {c['gclim']}) till Fri for the "
                       f"{ref} hedge. Faisal signed off.", hard="risk_limit",
                       facts=["net short limit raised", f"{newlim} lots"], phrasing="untagged")
        oid = self.ordid("GX")
        emb = [{"title": "Order accepted", "description": f"{c['gc']} SELL {h} MKT",
                "fields": [{"name": "Status", "value": "WORKING", "inline": True},
                           {"name": "Account", "value": "DXB-BUL-H", "inline": True}],
                "footer": f"order {oid} · venue COMEX"}]
        cf = self.post(self.after(rl, 60, 240), "exec", "", embeds=emb, hard="trade_confirmation",
                       facts=[c["gc"], f"SELL {h}", "WORKING", oid], phrasing="embed")
        fpx = f1(c["gcpx"] - r.uniform(1.5, 4.0))
        emb = [{"title": "Execution report", "description": f"{c['gc']} SELL {h} @ {fpx}",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": str(h), "inline": True},
                           {"name": "Px", "value": fpx, "inline": True},
                           {"name": "Status", "value": "FILLED"}],
                "footer": f"order {oid} · venue COMEX"}]
        self.post(self.after(cf, 2, 15), "exec", "", embeds=emb, hard="trade_fill",
                  facts=[c["gc"], "SELL", fpx, oid], phrasing="embed", idiom="embed-only execution report fill")
        self.hedge_px = fpx

    def hedge_chain_simple(self, hp, h, ref):
        c, r = self.c, self.rng
        oid = self.ordid("GX")
        fpx = f1(c["gcpx"] - r.uniform(1.5, 4.0))
        emb = [{"title": "Execution report", "description": f"{c['gc']} SELL {h} @ {fpx}",
                "fields": [{"name": "Side", "value": "SELL", "inline": True},
                           {"name": "Qty", "value": str(h), "inline": True},
                           {"name": "Px", "value": fpx, "inline": True},
                           {"name": "Status", "value": "FILLED"}],
                "footer": f"order {oid} · venue COMEX"}]
        self.post(self.after(hp, 20, 90), "exec", "", embeds=emb, hard="trade_fill",
                  facts=[c["gc"], "SELL", fpx, oid], phrasing="embed", idiom="embed-only execution report fill")
        self.hedge_px = fpx

    # ---- loco swap
    def scene_loco(self):
        c, r = self.c, self.rng
        if r.random() < 0.4:
            self.post(self.at(8, 10, 20), "priya", f"location check: DXB free stock ok after today's sales, no swap needed. "
                      f"LDN {c['loco_oz']:,} oz stays where it is")
            return
        oz = r.choice([1000, 1500, 2000, 3000])
        lsw = r.choice([0.75, 0.80, 0.85, 0.90, 0.95])
        cp = c["swcp"]
        t = self.at(8, 10, 20)
        self.post(t, "priya", f"location check: after today's India + Turkey sales DXB free stock is thin, "
                  f"LDN we have {c['loco_oz']:,} oz idle")
        vd = (self.date + timedelta(days=7)).strftime("%d-%b")
        prop = self.post(self.after(t, 200, 700), "rohan",
                         f"Loco-swap: give {oz:,} oz loco LDN / take loco DXB w {cp} @ +{lsw:.2f}/oz, 1w value {vd}. ok?",
                         hard="trade_proposal", facts=["Loco-swap", f"{oz:,} oz", f"+{lsw:.2f}/oz", cp],
                         phrasing="untagged", idiom="loco swap proposal (give LDN / take DXB)")
        em = r.choice(["✅", "👍"])
        ap = self.post(self.after(prop, 60, 400), "faisal", f"{em} do it", ref=prop,
                       hard="trade_approval", facts=[em, "do it"], phrasing="reply")
        ref = f"LS-{r.randint(2000, 9999)}"
        self.post(self.after(ap, 1500, 3600), "priya",
                  f"MT600 received from {cp}: loco swap {oz:,} oz LDN→DXB @ +{lsw:.2f}, ref {ref}, value {vd}",
                  hard="trade_confirmation", facts=["MT600", f"{oz:,} oz", f"+{lsw:.2f}", ref], phrasing="untagged",
                  idiom="SWIFT MT600 counterparty confirmation")

    # ---- silver stop, moved twice by editing the same message
    def scene_silver_stop(self):
        c, r = self.c, self.rng
        s1 = round(c["sipx"] + r.uniform(0.45, 0.65), 2)
        s2 = round(s1 - r.choice([0.10, 0.15]), 2)
        s3 = round(s2 - r.choice([0.10, 0.15, 0.20]), 2)
        tg = round(c["sipx"] - r.uniform(0.9, 1.3), 2)
        si = c["si"]
        word = r.choice(["stop", "SL"])
        base = f"{si} short {c['si_short']} lots: {word} {{}}, tgt {f2(tg)} (working GTC w exec-gw)"
        rec = self.post(self.at(7, 40, 20), "karim", base.format(f2(s1)), hard="stop_or_target_change",
                        facts=[si, f"{word} {f2(s1)}", f"tgt {f2(tg)}"], phrasing="untagged",
                        idiom="stop moved by editing the same message twice")
        self.edit(rec, self.at(11, 10, 30), base.format(f2(s2)),
                  facts=[si, f"{word} {f2(s2)}", f"tgt {f2(tg)}"], superseded=[f2(s1)])
        self.edit(rec, self.at(15, 20, 25), base.format(f2(s3)),
                  facts=[si, f"{word} {f2(s3)}", f"tgt {f2(tg)}"], superseded=[f2(s2)])
        self.si_stop = (f2(s1), f2(s2), f2(s3))
        # a question about it (near miss)
        self.post(self.at(11, 45, 15), "vikram", f"@Karim is the {si} {word} {f2(s2)} now? sheet still shows {f2(s1)}",
                  kind="near", idiom="question quoting stop levels")

    # ---- DGCX: proposal (human or buried in colour), rejected counter-idea, drop-copy JSON
    def scene_dgcx(self):
        c, r = self.c, self.rng
        dg = c["dg"]
        n = r.choice([10, 15, 20])
        lvl = round(c["dgpx"] - r.uniform(1.0, 3.0), 1)
        st = round(lvl - r.uniform(7.0, 11.0), 1)
        self.dg_plan = (n, lvl, st)
        self.dg_buried = r.random() < 0.5
        if not self.dg_buried:
            t = self.at(9, 20, 25)
            prop = self.post(t, "rohan", f"DG: add {n} {dg} @ {f1(lvl)} lmt, stop {f1(st)}. within limit ({c['dglim']})",
                             hard="trade_proposal", facts=["add", f"{n} {dg}", f"{f1(lvl)} lmt", f"stop {f1(st)}"],
                             phrasing="shorthand")
            atxt, af = r.choice([("go 👍", ["go", "👍"]), ("ok, send", ["ok", "send"]), ("yalla, go", ["yalla", "go"])])
            self.post(self.after(prop, 60, 400), "faisal", atxt, ref=prop, hard="trade_approval",
                      facts=af, phrasing="reply")
            self.dg_prop_ms = prop["ms"]
        # rejected counter idea
        if r.random() < 0.4:
            lv = round(c["dgpx"] + r.uniform(6, 10), 1)
            t = self.at(10, 30, 30)
            prop = self.post(t, "karim", f"prop: s 15 {dg} @ {f1(lv)} stp {f1(lv + 5.5)}, fade the Asia high",
                             hard="trade_proposal", facts=["s 15", dg, f1(lv), f"stp {f1(lv + 5.5)}"],
                             phrasing="shorthand")
            rtxt, rf = r.choice([("no. not against the book", ["no", "not against the book"]),
                                 ("❌ pass, we're long physical", ["❌", "pass"]),
                                 ("nahi, hold karo", ["nahi", "hold karo"])])
            self.post(self.after(prop, 90, 500), "faisal", rtxt, ref=prop, hard="trade_approval", facts=rf,
                      phrasing="reply", idiom="one-word rejection reply")

    def dgcx_exec(self, after_ms: int):
        """drop-copy JSON for the approved DG order."""
        c, r = self.c, self.rng
        n, lvl, st = self.dg_plan
        dg = c["dg"]
        clo = f"DXB-{r.randint(1000, 9999)}-{r.randint(1, 40):02d}"
        t = after_ms + r.randint(120, 600) * 1000
        if r.random() < 0.35:
            # first attempt rejected by venue (price band), re-sent
            rj = {"src": "DGCX-DC", "acct": "DXBBUL01", "clOrdId": clo + "R", "sym": dg, "side": "BUY",
                  "ordQty": n, "px": round(lvl - 40.0, 1), "ordStatus": "REJECTED",
                  "text": "price outside daily band", "ts": iso(t)}
            rec = self.post(t, "dc", json.dumps(rj, ensure_ascii=False, separators=(",", ":")),
                            hard="trade_confirmation", facts=['"ordStatus":"REJECTED"', dg, clo + "R"],
                            phrasing="structured", idiom="drop-copy JSON venue reject")
            self.post(self.after(rec, 30, 120), "rohan", "fat finger on the px, resending 🙈")
            t = self.after(rec, 150, 300)
        new = {"src": "DGCX-DC", "acct": "DXBBUL01", "clOrdId": clo, "sym": dg, "side": "BUY", "ordQty": n,
               "px": lvl, "ordStatus": "NEW", "ts": iso(t)}
        rec = self.post(t, "dc", json.dumps(new, separators=(",", ":")), hard="trade_confirmation",
                        facts=[clo, dg, '"ordStatus":"NEW"', json.dumps(lvl)], phrasing="structured")
        q1 = n // 2 + r.randint(-2, 2)
        t = self.after(rec, 300, 2400)
        if r.random() < 0.4:
            q1 = 0
        p1 = {"src": "DGCX-DC", "acct": "DXBBUL01", "clOrdId": clo, "execId": f"E{r.randint(10**7, 10**8)}",
              "sym": dg, "side": "BUY", "ordQty": n, "lastQty": q1, "lastPx": lvl, "cumQty": q1,
              "ordStatus": "PARTIALLY_FILLED", "ts": iso(t)}
        if q1:
            rec = self.post(t, "dc", json.dumps(p1, separators=(",", ":")), hard="trade_fill",
                            facts=[dg, '"side":"BUY"', f'"lastQty":{q1}', json.dumps(lvl)], phrasing="structured",
                            idiom="DGCX drop-copy JSON partial fill")
            t = self.after(rec, 600, 3000)
        p2 = dict(p1, execId=f"E{r.randint(10**7, 10**8)}", lastQty=n - q1, cumQty=n, ordStatus="FILLED", ts=iso(t))
        rec = self.post(t, "dc", json.dumps(p2, separators=(",", ":")), hard="trade_fill",
                        facts=[dg, '"side":"BUY"', f'"lastQty":{n - q1}', '"ordStatus":"FILLED"'],
                        phrasing="structured", idiom=None if q1 else "DGCX drop-copy JSON fill")
        # target set on the DG long after fill
        tp = round(lvl + r.uniform(14, 22), 1)
        if r.random() < 0.35:
            return
        self.post(self.after(rec, 900, 3000), "rohan",
                  r.choice([f"DG long now {c['dg_long'] + n}: TP {f1(tp)}, stop stays {f1(st)}",
                            f"setting TP on the {c['dg']} long at {f1(tp)}; stop unchanged {f1(st)}"]),
                  hard="stop_or_target_change", facts=["TP", f1(tp)], phrasing="untagged")

    # ---- COMEX buy-back of hedge
    def scene_comex(self):
        c, r = self.c, self.rng
        gc = c["gc"]
        oz = self.india_oz + self.tr_oz
        lots = max(5, round(oz / 100))
        ozk = f"{oz / 1000:.1f}k".replace(".0k", "k")
        lp = round(c["gcpx"] + r.uniform(-2, 2), 1)
        self.post(self.at(12, 5, 10), "rohan",
                  f"we should send the GC buyback before the open, ~{ozk} oz from India/Turkey sales",
                  kind="near", idiom="'we should send it soon' (no confirmation)")
        t = self.at(12, 40, 8)
        prop = self.post(t, "rohan", f"lift {ozk} oz {gc} {f1(lp)}", hard="trade_proposal",
                         facts=["lift", f"{ozk} oz", gc, f1(lp)], phrasing="shorthand",
                         idiom="k-suffixed oz size in a lift order")
        em = r.choice(["👍", "✅"])
        ap = self.post(self.after(prop, 30, 180), "faisal", f"{em} send it", ref=prop,
                       hard="trade_approval", facts=[em, "send it"], phrasing="reply")
        oid = self.ordid("GX")
        emb = [{"title": "Order accepted", "description": f"{gc} BUY {lots} LMT {f1(lp)}",
                "fields": [{"name": "Status", "value": "WORKING", "inline": True},
                           {"name": "TIF", "value": "DAY", "inline": True}],
                "footer": f"order {oid} · venue COMEX"}]
        cf = self.post(self.after(ap, 20, 90), "exec", "", embeds=emb, hard="trade_confirmation",
                       facts=[gc, f"BUY {lots}", f1(lp), oid], phrasing="embed",
                       idiom="embed-only order accepted (WORKING)")
        q1 = lots // 2 + r.randint(1, 3)
        emb = [{"title": "Execution report", "description": f"{gc} BUY {q1}/{lots} @ {f1(lp)}",
                "fields": [{"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": str(q1), "inline": True},
                           {"name": "Px", "value": f1(lp), "inline": True},
                           {"name": "Status", "value": "PARTIAL"}],
                "footer": f"order {oid} · venue COMEX"}]
        pf = self.post(self.after(cf, 40, 400), "exec", "", embeds=emb, hard="trade_fill",
                       facts=[gc, "BUY", str(q1), f1(lp)], phrasing="embed")
        if r.random() < 0.5:
            emb = [{"title": "Execution report", "description": f"{gc} BUY {lots - q1}/{lots} @ {f1(lp)}",
                    "fields": [{"name": "Side", "value": "BUY", "inline": True},
                               {"name": "Qty", "value": str(lots - q1), "inline": True},
                               {"name": "Px", "value": f1(lp), "inline": True},
                               {"name": "Status", "value": "FILLED"}],
                    "footer": f"order {oid} · venue COMEX"}]
            self.post(self.after(pf, 60, 900), "exec", "", embeds=emb, hard="trade_fill",
                      facts=[gc, "BUY", str(lots - q1), "FILLED"], phrasing="embed")
        else:
            k = self.post(self.after(pf, 600, 1500), "rohan", "market ran, cxl the rest. will redo after the fix")
            self.post(self.after(k, 3, 20), "exec",
                      f"CANCELLED ord={oid} sym={gc} side=BUY leaves={lots - q1} px={f1(lp)} reason=USER_REQUEST",
                      hard="trade_confirmation", facts=["CANCELLED", f"ord={oid}", f"leaves={lots - q1}"],
                      phrasing="structured", idiom="exec-gw key=value cancel")
        if self.dg_buried:
            pass  # DG executed after the colour note approval (see scene_colour)
        else:
            self.dgcx_exec(self.dg_prop_ms + 400_000)
        # GC hedge stop removed / a stop suggestion that is not a decision
        if r.random() < 0.3:
            self.post(self.at(14, 35, 20), "faisal",
                      f"pull the stop on the {gc} hedge. it's a hedge against metal, not a trade",
                      hard="stop_or_target_change", facts=["pull the stop", gc], phrasing="untagged")
        self.post(self.at(13, 50, 30), "vikram",
                  f"a stop around {f1(c['gcpx'] + r.uniform(18, 26))} on the {gc} hedge would be sensible imo. thoughts?",
                  kind="near", idiom="'a stop at X would be sensible' (no decision)")

    # ---- risk + routing
    def scene_risk_routes(self):
        c, r = self.c, self.rng
        b2 = c["ibs2"]
        t = self.at(4, 50, 20)
        if r.random() < 0.7:
            self.kyc_route(t)
        else:
            self.post(t, "comp", f"KYC reminder: {c['ibuy2']} review due in 14 days, docs requested")
        self.scene_routes_rest()

    def kyc_route(self, t):
        c, r = self.c, self.rng
        b2 = c["ibs2"]
        kyc = self.post(t, "comp", f"KYC_EXPIRED cpty=\"{c['ibuy2']}\" last_review=2025-{r.randint(6, 9):02d}-{r.randint(10, 28)} "
                        f"action=TRADING_BLOCKED until refresh", hard="risk_limit",
                        facts=["KYC_EXPIRED", "action=TRADING_BLOCKED"], phrasing="structured")
        rt = self.post(self.after(kyc, 300, 1200), "faisal",
                       r.choice([f"@Priya (ops) take the {b2} KYC refresh, routing it to you. need it before their next order",
                                 f"{b2} KYC refresh → Priya. routing to you, chase their CA today"]),
                       ref=kyc, hard="route_decision", facts=[f"{b2} KYC refresh", "Priya"], phrasing="reply",
                       idiom="route to a named person ('routing it to you')")
        self.post(self.after(rt, 60, 300), "priya", "on it", kind="noise")

    def scene_routes_rest(self):
        c, r = self.c, self.rng
        # Hindi route
        if r.random() < 0.5:
            self.post(self.at(6, 15, 20), "rohan",
                      f"ye {c['tbs']} wala 995 TRY-settlement request Deniz ko nahi, Vikram ko route kar raha hoon, credit ka mamla hai",
                      hard="route_decision", facts=["Vikram ko route", "TRY-settlement"], phrasing="untagged",
                      idiom="Hinglish routing ('Vikram ko route kar raha hoon')")
        # no-route: screening auto-closed
        sa = f"SA-{r.randint(1000, 9999)}"
        self.post(self.at(9, 5, 40), "comp",
                  f"screening alert {sa} name=\"Al Noor Jewellers LLC\" match=partial(0.71) disposition=FALSE_POSITIVE "
                  f"escalation=NONE", hard="no_route_decision", facts=[sa, "escalation=NONE"], phrasing="structured")
        # vikram sets a cpty limit
        lim_new = r.choice([5, 6, 7])
        if r.random() < 0.5:
            self.post(self.at(10, 5, 20), "vikram",
                      f"FYI setting {c['tbs']} cpty limit to USD {lim_new}m (from {lim_new - 2}m) for the Diwali/season flow, "
                      f"effective now. sheet updated.", hard="risk_limit",
                      facts=[c["tbs"], f"USD {lim_new}m", "cpty limit"], phrasing="untagged")
        else:
            self.post(self.at(10, 5, 20), "vikram",
                      f"risk usage 14:00 GST: {c['gc'][:2]} net short at {c['gc_short']} of {c['gclim']} lots, DGCX gold "
                      f"net {c['dg_long']} of {c['dglim']}, largest cpty {c['ibs']} at 71%. nothing to change today",
                      kind="near", idiom="risk usage report, no limit change")
        # cron summary with 0 routed (noise)
        self.post(self.at(2, 0, 10), "ops", "overnight sweep: 0 items routed, 0 pending, 3 auto-closed", kind="noise",
                  idiom="cron summary '0 routed'")

    # ---- thesis changes
    def scene_thesis(self):
        c, r = self.c, self.rng
        dbad = fd(c["disc"] - r.uniform(1.2, 1.8))
        opts = [
            ("rohan", f"view change fwiw: I'm now bearish on Indian kilobar premiums into Dhanteras. rupee {c['inr']} + "
                      f"duty chatter = discounts to {dbad} before they come back. want kb inventory lighter, not heavier",
             ["bearish", "Indian kilobar premiums", dbad]),
            ("karim", f"still like the {c['si']} short but conviction down: ratio at {c['ratio']} isn't stretched anymore, "
                      f"I'd not add here", [f"{c['si']} short", "conviction down"]),
            ("faisal", f"confirming the view for the week: we stay long DXB physical vs {c['gc']} short through Diwali. "
                       f"no change", ["long DXB physical", f"{c['gc']} short", "no change"]),
        ]
        r.shuffle(opts)
        k = r.choice([1, 1, 2])
        hours = [(7, 5), (16, 10)]
        for (who, txt, facts), (h, m) in zip(opts[:k], hours):
            self.post(self.at(h, m, 20), who, txt, hard="thesis_update", facts=facts, phrasing="untagged",
                      idiom="conviction change in chat" if who == "karim" else None)

    # ---- news
    WIRE_FILL = [
        "Traders said liquidity was thinner than usual ahead of regional holidays.",
        "The move extended gains from the previous session, according to exchange data.",
        "Analysts cautioned that the reaction could fade once positioning is cleared.",
        "Officials did not respond to requests for comment outside business hours.",
        "Volumes were about average for the time of day, brokers said.",
        "The figures are preliminary and subject to revision next month.",
        "Market participants said attention now turns to US inflation data later in the week.",
        "A spokesperson declined to comment on the timing of further steps.",
        "The statement did not give a breakdown by region.",
        "Separately, regional exchanges reported steady activity in related contracts.",
        "Two people familiar with the matter said discussions had been under way for several weeks.",
        "The announcement came after the close of local trading, limiting the immediate price impact.",
        "Industry participants said the decision had been widely anticipated.",
        "Some dealers said physical demand in Asia would determine whether the move holds.",
        "Shares of listed peers moved in sympathy in early trading.",
        "The data were released by the statistics office on its website.",
        "Brokers noted that options activity picked up around the announcement.",
        "Regulators have been reviewing the sector's disclosure practices since last year.",
        "Earlier in the week, a similar move was reported by a competitor.",
        "Consultancies expect the balance to remain in deficit next year, though estimates vary widely.",
    ]

    def news_post(self, ms, headline, summary, src, kind="noise", hard=None, facts=None, idiom=None):
        r = self.rng
        summary = summary + " " + " ".join(r.sample(self.WIRE_FILL, r.randint(4, 7)))
        if r.random() < 0.5:
            emb = [{"title": headline, "description": summary, "footer": f"{src} · BullionWire"}]
            return self.post(ms, "news", "", embeds=emb, kind=kind, hard=hard, facts=facts,
                             phrasing="embed", idiom=idiom)
        txt = f"🟡 **{headline}**\n{summary} ({src})"
        return self.post(ms, "news", txt, kind=kind, hard=hard, facts=facts, phrasing="untagged", idiom=idiom)

    def scene_news(self):
        c, r = self.c, self.rng
        up = r.uniform(0.4, 1.6)
        held = [
            (f"COMEX Dec gold futures rise {up:.1f}% to ${f1(c['gcpx'] + 8)}/oz as dollar eases",
             "Most-active contract extends gains in Asia; open interest up for a third session.",
             ["COMEX Dec gold", f"{up:.1f}%", f"${f1(c['gcpx'] + 8)}/oz"]),
            (f"India cuts basic customs duty on gold to {r.choice([4, 5])}% in surprise notification",
             "Finance ministry notification effective midnight; jewellers expect a sharp rise in imports before Diwali.",
             ["India", "duty on gold"]),
            (f"PBoC adds {r.randint(2, 9)} t of gold in September, {r.randint(11, 19)}th straight month",
             "Official data show reserves at a record; analysts expect purchases to continue at a slower pace.",
             ["PBoC", "gold"]),
            (f"Silver futures tumble {r.uniform(2.1, 3.9):.1f}% as industrial demand fears weigh",
             "COMEX silver led lower; gold/silver ratio widens.", ["Silver futures", "tumble"]),
            (f"Dubai gold kilobar discounts widen to ${abs(c['disc']) + 0.8:.2f} as Indian buyers stay away",
             "Dealers in Deira and DMCC report thin demand ahead of the festival season.",
             ["kilobar discounts", f"${abs(c['disc']) + 0.8:.2f}"]),
            (f"DGCX gold futures volume hits record {r.randint(41, 68)},{r.randint(100, 999)} lots",
             "Exchange statement cites arbitrage against COMEX and regional hedging.",
             ["DGCX gold futures", "record"]),
            (f"RBI adds {r.uniform(3, 9):.1f} t of gold to reserves, data show",
             "Central bank holdings rise for the month; domestic share of reserves increases.",
             ["RBI adds", "gold to reserves"]),
            (f"Swiss gold exports to India jump {r.randint(20, 60)}% m/m, customs data",
             "Shipments to the UAE also rise; exports to China ease.", ["Swiss gold exports to India", "jump"]),
        ]
        r.shuffle(held)
        k = r.choice([2, 2, 3])
        times = sorted(self.curve_time("market") for _ in range(k))
        srcs = ["Reuters", "Bloomberg", "ET Now", "Gulf News", "Mint", "Kitco"]
        for i, ((hl, sm, facts), t) in enumerate(zip(held[:k], times)):
            self.news_post(t, hl, sm, r.choice(srcs), kind="chat", hard="held_position_news", facts=facts,
                           idiom="gold/silver market headline = news on a held instrument's underlying" if i == 0 else None)
        watch = [
            (f"NYMEX platinum jumps {r.uniform(2.5, 4.8):.1f}% as South African output falls", "Refined production down for a second month.",
             ["platinum", "jumps"]),
            (f"Palladium slides to {r.randint(2, 6)}-month low on weak auto demand", "Car sales data in China and Europe disappoint.",
             ["Palladium", "month low"]),
            (f"Turkish lira weakens to record {c['tryx']} per dollar", "Central bank seen selling FX reserves to slow the move.",
             ["lira", c["tryx"]]),
            (f"Rupee slips to {c['inr']} per dollar, RBI seen intervening", "State-run banks sold dollars near the lows, traders said.",
             ["Rupee", c["inr"]]),
        ]
        r.shuffle(watch)
        k = r.choice([1, 1, 2])
        for i, (hl, sm, facts) in enumerate(watch[:k]):
            self.news_post(self.curve_time("market"), hl, sm, r.choice(srcs), kind="chat", hard="watchlist_news",
                           facts=facts, idiom="watchlist headline (platinum/palladium/FX)" if i == 0 else None)
        vals = {"cu": f"{r.randint(9400, 10400):,}", "brent": r.randint(68, 84), "koz": r.randint(880, 1020),
                "bn": f"{r.uniform(1.2, 3.4):.1f}", "pct": r.randint(4, 22), "pct2": f"{r.uniform(0.4, 2.8):.1f}",
                "btc": r.randint(58, 96), "alu": f"{r.randint(380, 620) * 1000:,}", "wk": r.randint(3, 12),
                "pts": r.randint(140, 780), "li": f"{r.randint(62, 88) * 1000:,}", "zn": r.randint(180, 260)}
        nn = r.sample(NOISE_NEWS, r.randint(12, 16))
        for i, hl in enumerate(nn):
            h = hl.format(**vals)
            sm = r.choice(["Full story on terminal.", "Developing.", "More to follow.", "Company statement.",
                           "Data from exchange.", "Market reaction muted."])
            self.news_post(self.curve_time("market"), h, sm, r.choice(srcs), kind="noise",
                           idiom="headline on a name the desk neither holds nor watches" if i == 0 else None)

    # ---- market colour notes (long); at most one with a buried decision
    def colour_vals(self):
        c, r = self.c, self.rng
        px = c["px"]
        return {
            "px": f1(px), "pxchg": f"{r.uniform(-0.9, 0.9):+.2f}%", "gc": c["gc"], "gc2": c["gc2"],
            "gcpx": f1(c["gcpx"]), "efp": f1(c["efp"]), "efplo": f1(c["efp"] - r.uniform(3, 6)),
            "efphi": f1(c["efp"] + r.uniform(1, 3)), "spr": f1(r.uniform(14, 22)), "disc": fd(c["disc"]),
            "duty": r.choice([6, 6, 5]), "ndays": r.randint(4, 12), "inr": c["inr"], "bna": r.randint(8, 25),
            "trp": f"{r.uniform(14, 38):.0f}", "trq": r.choice([12, 15, 18]), "tryx": c["tryx"],
            "lead": r.randint(6, 11), "lead2": r.randint(8, 14), "fab": f2(r.uniform(0.6, 1.3)),
            "frt": f2(r.uniform(3.1, 4.6)), "mm": r.randint(140, 230), "mmchg": f"{r.uniform(-14, 14):+.1f}",
            "mmhi": r.randint(235, 260), "oichg": f"{r.uniform(-3, 5):+.1f}", "cbt": r.randint(18, 46),
            "l1": f2(r.uniform(0.6, 2.4)), "l3": f2(r.uniform(0.8, 2.6)), "sl": f2(r.uniform(3, 9)),
            "loco": f2(r.uniform(0.6, 1.1)), "s1": f"{round(px - r.uniform(15, 30)):.0f}",
            "s2": f"{round(px - r.uniform(45, 70)):.0f}", "r1": f"{round(px + r.uniform(12, 25)):.0f}",
            "r2": f"{round(px + r.uniform(40, 60)):.0f}", "alo": f1(px - r.uniform(3, 8)),
            "ahi": f1(px + r.uniform(2, 7)), "ratio": c["ratio"], "si": c["si"], "sipx": f3(c["sipx"]),
            "svol": r.randint(24, 34), "vol": r.randint(13, 19), "ry": f2(r.uniform(1.6, 2.3)),
            "dxy": f2(r.uniform(99, 106)), "etf": f"{r.uniform(-18, 18):+.1f}", "dgv": f"{r.randint(28, 61) * 1000:,}",
            "dgvc": f"{r.uniform(-20, 45):+.0f}", "dg": c["dg"], "dgb": f"{r.uniform(-0.9, -0.1):+.1f}",
            "chp": f"{r.uniform(4, 38):.0f}", "chdir": r.choice(["up", "down", "flat"]), "fdays": r.randint(2, 5),
            "trqa": 180, "trqu": r.randint(55, 85), "trqv": f2(r.uniform(0.4, 1.4)), "dore": r.randint(9, 21),
            "fixd": f2(r.uniform(0.2, 0.9)), "fixv": r.randint(9, 19), "dbad": fd(c["disc"] - 2.0),
            "lbad": f2(r.uniform(3.0, 4.0)), "season": f"{r.uniform(1.0, 3.5):+.1f}",
        }

    def colour_note(self, title: str, npar: int, buried: str | None = None) -> tuple[list[str], int | None]:
        r = self.rng
        paras = r.sample(COLOUR_PARAS, npar)
        vals = self.colour_vals()
        body = [p.format(**vals) for p in paras]
        if buried:
            body.insert(len(body) // 2, buried)
        c = self.c
        rows = [("XAU spot", f1(c["px"] + r.uniform(-4, 4)), f"{r.uniform(-0.8, 0.8):+.2f}%"),
                (c["gc"], f1(c["gcpx"] + r.uniform(-4, 4)), f"{r.uniform(-0.8, 0.8):+.2f}%"),
                (c["dg"], f1(c["dgpx"] + r.uniform(-4, 4)), f"{r.uniform(-0.8, 0.8):+.2f}%"),
                (c["si"], f3(c["sipx"] + r.uniform(-0.2, 0.2)), f"{r.uniform(-1.5, 1.5):+.2f}%"),
                ("DXB 1kg 995", fd(c["disc"] + r.uniform(-0.2, 0.2)), "vs spot"),
                ("USD/INR", c["inr"], f"{r.uniform(-0.2, 0.2):+.2f}%"),
                ("USD/TRY", c["tryx"], f"{r.uniform(0, 0.4):+.2f}%"),
                ("1M lease", vals["l1"] + "%", "")]
        table = "```\n" + "\n".join(f"{a:<12}{b:>10}  {x}" for a, b, x in rows) + "\n```"
        body.insert(1 if len(body) > 2 else 0, table)
        body.append("_Aurum Colour · auto-generated from desk feeds, broker chat and wires · "
                    "not a recommendation unless stated_")
        # Discord caps a message at 2000 chars: the agent posts long notes in parts
        chunks, cur = [], []
        for p in body:
            if cur and len("\n\n".join(cur + [p])) > 1780:
                chunks.append(cur)
                cur = [p]
            else:
                cur.append(p)
        if cur:
            chunks.append(cur)
        if len(chunks) > 1 and len("\n\n".join(chunks[-1])) < 400 and buried not in chunks[-1]:
            last = chunks.pop()
            if len("\n\n".join(chunks[-1] + last)) <= 1900:
                chunks[-1].extend(last)
            else:
                chunks.append(last)
        n = len(chunks)
        texts = [f"**{title}** ({i + 1}/{n})\n\n" + "\n\n".join(ch) for i, ch in enumerate(chunks)]
        bidx = None
        if buried:
            bidx = next(i for i, ch in enumerate(chunks) if buried in ch)
        return texts, bidx

    def post_note(self, t: int, texts: list[str], bidx, **hard_kw) -> dict | None:
        hit = None
        for i, txt in enumerate(texts):
            if i == bidx:
                hit = self.post(t, "colour", txt, **hard_kw)
            else:
                self.post(t, "colour", txt, kind="near")
            t += self.rng.randint(1500, 6000)
        return hit

    def scene_colour(self):
        c, r = self.c, self.rng
        slots = [("Asia open note", 3, 25), ("India morning wrap", 6, 10), ("London open note", 7, 5),
                 ("Midday flows", 10, 40), ("COMEX open preview", 12, 20), ("Post-fix note", 14, 25),
                 ("NY midday", 17, 0), ("Day wrap", 19, 30), ("Overnight setup", 22, 10)]
        k = 8
        chosen = sorted(r.sample(range(len(slots)), k))
        chosen = [slots[i] for i in chosen]
        buried_idx = None
        if self.dg_buried:
            # must be before ~12:00 so the drop copy can follow
            cands = [i for i, s in enumerate(chosen) if s[1] <= 10]
            buried_idx = r.choice(cands) if cands else 0
        elif r.random() < 0.6:
            buried_idx = r.randrange(len(chosen))
        for i, (title, h, m) in enumerate(chosen):
            t = self.at(h, m, 10)
            if i == buried_idx and self.dg_buried:
                n, lvl, st = self.dg_plan
                sent = (f"**Desk idea.** Net of the above, the recommendation for the desk is to buy {n} {c['dg']} at "
                        f"{f1(lvl)}, stop {f1(st)}, sized inside the DGCX limit; this is a decision for Faisal.")
                texts, bidx = self.colour_note(f"Aurum Colour: {title}", r.randint(16, 20), buried=sent)
                rec = self.post_note(t, texts, bidx, hard="trade_proposal",
                                     facts=[f"buy {n} {c['dg']}", f1(lvl), f"stop {f1(st)}"], phrasing="buried",
                                     idiom="decision buried mid long colour note")
                ap = self.post(self.after(rec, 300, 1200), "faisal", "ok go on the DG idea", ref=rec,
                               hard="trade_approval", facts=["ok go", "DG idea"], phrasing="reply")
                self.dgcx_exec(ap["ms"])
            elif i == buried_idx:
                kind = r.choice(["thesis", "noroute"])
                if kind == "thesis":
                    x = fd(c["disc"] - 1.5)
                    sent = (f"**View change.** We are moving our Dubai kilobar discount view from 'mean-reverting' to "
                            f"'widening': we now expect {x} before Dhanteras, and downgrade Indian physical demand to negative.")
                    facts = ["kilobar discount view", "'widening'", x]
                    ht = "thesis_update"
                else:
                    sent = (f"**Triage.** The {c['pl']} platinum alert flagged at the open was reviewed: no action for this "
                            f"desk, not routed to execution.")
                    facts = [f"{c['pl']} platinum alert", "not routed to execution"]
                    ht = "no_route_decision"
                texts, bidx = self.colour_note(f"Aurum Colour: {title}", r.randint(16, 20), buried=sent)
                self.post_note(t, texts, bidx, hard=ht, facts=facts, phrasing="buried",
                               idiom="decision buried mid long colour note")
            else:
                texts, _ = self.colour_note(f"Aurum Colour: {title}", r.randint(16, 21))
                rec = self.post(t, "colour", texts[0], kind="near",
                                idiom="long colour note with trading words, no decision" if i == 0 else None)
                self.post_note(rec["ms"] + r.randint(1500, 6000), texts[1:], None)

    # ---- near misses
    def scene_near_misses(self):
        c, r = self.c, self.rng
        items = [
            ("rohan", f"what if we offered 20 kb @ {fd(c['disc'] - 1.0)} to {c['ibs']}? inventory clear ho jayega but margin gone",
             "hypothetical 'what if we offered'"),
            ("deniz", f"last Diwali we sold 180 kb to the Kapalıçarşı guys at +1.20 prem. different world 😅",
             "history: last year's trade in past tense"),
            ("rohan", f"fyi London desk just lifted 5k oz spot from Metalor, not ours",
             "another desk's trade"),
            ("karim", f"paper book: short 10 {c['dg']} @ {f1(c['dgpx'] + 4)}, tracking only, not sending",
             "paper trade"),
            ("rohan", f"> India cuts gold import duty to 6% (Jul 2024)\nye wala dobara hoga kya? premiums flipped in a week last time",
             "quoted old news headline"),
            ("deniz", f"{c['tbs']} says they bought 30 kb from Emirates Gold this morning at {fd(c['disc'] + 0.2)}, that's why they're quiet",
             "counterparty's own trade"),
            ("priya", f"someone should look at {c['pl']}, platinum moving a lot today", "'someone should look at X'"),
            ("karim", f"SG desk sold 40 {c['si']} overnight, they're bearish too apparently", None),
            ("vikram", f"in 2020 we had the {c['gc'][:2]} hedge stopped out at the highs, that's why we don't run stops on hedges", None),
            ("rohan", f"agar spot {round(c['px'] - 40)} aa gaya toh 50 kb uthayenge? just thinking, no plan yet", None),
        ]
        r.shuffle(items)
        for who, txt, idi in items[: r.randint(8, 10)]:
            self.post(self.curve_time("human"), who, txt, kind="near", idiom=idi)
        # UAT drop copy
        uat = {"env": "UAT", "src": "DGCX-DC", "acct": "TEST-DXB-01", "sym": c["dg"], "side": "SELL", "lastQty": 5,
               "lastPx": round(c["dgpx"] + 1.3, 1), "ordStatus": "FILLED", "note": "conformance test, ignore"}
        self.post(self.at(3, 40, 10), "dc", json.dumps(uat, separators=(",", ":")), kind="near",
                  idiom="UAT/test drop-copy fill")
        # backtest by colour agent
        self.post(self.at(11, 20, 30), "colour",
                  f"Backtest (2019–2025): fading the India kilobar discount whenever it is wider than -3.00 "
                  f"and covering at -1.00 produced 41 trades, 63% hit rate, avg hold 6 sessions, avg entry fill "
                  f"{f1(c['px'] - 612)}, max DD $1.9/oz. Sample small; the 2020 and 2022 episodes dominate. "
                  f"No position implied.", kind="near", idiom="backtest with fills (no decision)")

    # ---- deletes / bulk delete / forget
    def scene_removals(self):
        c, r = self.c, self.rng
        # a proposal posted in the wrong window and deleted
        lv = round(c["sipx"] - 0.08, 3)
        t = self.at(8, 50, 30)
        snippet = f"s 3 {c['si']} @ {f3(lv)}"
        rec = self.post(t, "karim", f"{snippet} add to short, stp {f2(lv + 0.45)}", hard="trade_proposal",
                        facts=["s 3", c["si"], f3(lv)], phrasing="shorthand")
        self.post(self.after(rec, 40, 100), "karim", "wrong window sorry, ignore")
        self.delete(rec, self.after(rec, 60, 160), snippet)
        # stack traces bulk-deleted
        t = self.at(r.choice([1, 20, 21]), 15, 20)
        traces = []
        err = [("KeyError: 'gross_kg'", "parse.py", 41), ("ValueError: could not convert string to float: ''", "parse.py", 44),
               ("ConnectionResetError: [Errno 104] Connection reset by peer", "poll.py", 88)]
        for i, (e, f, ln) in enumerate(err):
            txt = (f"⚠️ vaultbot worker {i + 1} crashed\n```\nTraceback (most recent call last):\n"
                   f"  File \"/srv/vaultbot/poll.py\", line 88, in poll_manifest\n    rec = parse_line(raw)\n"
                   f"  File \"/srv/vaultbot/{f}\", line {ln}, in parse_line\n    kg = float(fields[\"gross_kg\"])\n{e}\n```")
            traces.append(self.post(t + i * 1500 + r.randint(0, 900), "ops", txt, kind="noise"))
        self.bulk_delete(traces, t + r.randint(300, 900) * 1000,
                         [f"vaultbot worker {i + 1} crashed" for i in range(3)])
        # a KYC post with passport details, forgotten
        ppn = f"{r.choice('ZPMN')}{r.randint(1000000, 9999999)}"
        t = self.at(5, 10, 20)
        rec = self.post(t, "priya", f"KYC for {c['ibs2']}: director passport {ppn}, exp 2031, mob +91 98{r.randint(10000000, 99999999)}. "
                        f"uploading to the portal now")
        self.forget(rec, self.after(rec, 1200, 3600), f"director passport {ppn}")
        # a fill with a client's phone number, forgotten and reposted clean
        if r.random() < 0.3:
            n = r.choice([3, 4, 5, 6])
            d = fd(c["disc"] + 0.15)
            b = c["ibs"]
            ph = f"+91 97{r.randint(10000000, 99999999)}"
            t = self.at(6, 50, 15)
            rec = self.post(t, "rohan", f"done {n} kb more @ {d} w {b} (Jignesh bhai {ph} for docs)", hard="trade_fill",
                            facts=["done", f"{n} kb", d, b], phrasing="untagged")
            self.post(self.after(rec, 30, 120), "layla", "pls no personal numbers in the channel, removing")
            self.forget(rec, self.after(rec, 150, 400), f"Jignesh bhai {ph}")
            self.post(self.after(rec, 420, 700), "rohan", f"reposting w/o number: done {n} kb @ {d} w {b}",
                      hard="trade_fill", facts=["done", f"{n} kb", d, b], phrasing="untagged")
        # a price alert deleted
        a = self.post(self.at(16, 30, 40), "alert", f"🔔 {c['gc']} test alert, ignore", kind="noise")
        self.delete(a, self.after(a, 30, 200), f"{c['gc']} test alert")

    # ---- long bot posts (chatter): vault manifests, KYC digest
    def scene_long_bots(self):
        c, r = self.c, self.rng
        marks = [("VC", "Valcambi"), ("AH", "Argor-Heraeus"), ("PA", "PAMP"), ("MT", "Metalor"), ("EG", "Emirates Gold")]
        for _ in range(r.randint(3, 4)):
            n = r.randint(12, 24)
            typ = r.choice(["KB995", "KB9999"])
            dest = r.choice(["AMD", "BOM", "IST", "MAA", "HYD"])
            shp = f"SH-{self.date:%Y%m%d}-{r.randint(41, 99):02d}"
            lines = [f"manifest shp={shp} type={typ} bars={n} dest={dest} vault=DMCC-V2 courier={r.choice(['BRINKS', 'TRANSGUARD', 'MALCA'])}"]
            tot = 0.0
            for _b in range(n):
                mk, _name = r.choice(marks)
                g = 1000 + r.uniform(0.02, 0.35)
                tot += g
                lines.append(f"bar={mk}-{typ[2:]}-{r.randint(100000, 999999)} gw_g={g:.2f} fine={typ[2:5]}.{typ[5:] or '0'} "
                             f"seal=A{r.randint(10000, 99999)}")
            lines.append(f"total_gross_g={tot:.2f} docs=INV,PL,AWB,ASSAY status={r.choice(['SEALED', 'PACKED', 'AT_AIRPORT'])}")
            n = n
            self.post(self.curve_time("human"), "vault", "\n".join(lines))
        # KYC digest
        names = [b[0] for b in INDIA_BUYERS if b[1] != c["ibs2"]] + [b[0] for b in TR_BUYERS] + [x[0] for x in REFINERS]
        rows = []
        for nm in names:
            st = r.choice(["OK", "OK", "OK", "DUE_60D", "DUE_30D", "DOCS_REQUESTED"])
            rows.append(f"{nm:<34} kyc={st:<15} ubo=verified  sanctions=clear  last_review=2026-{r.randint(1, 9):02d}-{r.randint(1, 28):02d}")
        self.post(self.at(3, 20, 5), "comp", "daily KYC digest (read-only)\n```\n" + "\n".join(rows) + "\n```")
        # refiner sheet from Karim
        rows = []
        for nm, code in REFINERS:
            rows.append(f"{nm:<14} 1kg 999.9 fab {r.uniform(0.55, 1.25):.2f}  400oz→kb {r.uniform(0.7, 1.4):.2f}  lead {r.randint(5, 14)}d  "
                        f"DXB via {r.choice(['ZRH', 'GVA', 'MXP'])}")
        self.post(self.at(7, 15, 25), "karim", "refiner sheet this week (fab $/oz, lead time), fyi:\n```\n" + "\n".join(rows)
                  + "\n```\nArgor slots tightest. Metalor says capacity ok but only 995 for India. PAMP wants 2w notice.")

    def scene_digests(self):
        c, r = self.c, self.rng
        rows = []
        base = c["dgpx"]
        for mon in ["Nov", "Dec", "Feb", "Apr", "Jun", "Aug"]:
            base += r.uniform(6, 10)
            rows.append(f"GOLD {mon:<4} settle {base:8.1f}  chg {r.uniform(-12, 12):+6.1f}  vol {r.randint(0, 40000):>6,}  oi {r.randint(100, 30000):>6,}")
        sbase = c["sipx"]
        for mon in ["Dec", "Mar", "May"]:
            sbase += r.uniform(0.12, 0.25)
            rows.append(f"SILVER {mon:<4} settle {sbase:7.3f}  chg {r.uniform(-0.4, 0.4):+6.3f}  vol {r.randint(0, 6000):>6,}  oi {r.randint(100, 9000):>6,}")
        for nm in ["INR Quanto", "USD/INR", "EUR/USD", "Brent"]:
            rows.append(f"{nm:<11} settle {r.uniform(1, 100):8.3f}  chg {r.uniform(-1, 1):+6.3f}  vol {r.randint(0, 90000):>6,}")
        self.post(self.at(20, 5, 10), "dc", "DGCX daily settlement (info, not a drop copy)\n```\n" + "\n".join(rows) + "\n```",
                  kind="noise")
        vals = {"cu": f"{r.randint(9400, 10400):,}", "brent": r.randint(68, 84), "koz": r.randint(880, 1020),
                "bn": f"{r.uniform(1.2, 3.4):.1f}", "pct": r.randint(4, 22), "pct2": f"{r.uniform(0.4, 2.8):.1f}",
                "btc": r.randint(58, 96), "alu": f"{r.randint(380, 620) * 1000:,}", "wk": r.randint(3, 12),
                "pts": r.randint(140, 780), "li": f"{r.randint(62, 88) * 1000:,}", "zn": r.randint(180, 260)}
        hl = [h.format(**vals) for h in r.sample(NOISE_NEWS, 12)]
        self.post(self.at(2, 30, 10), "news", "🗞️ **Overnight wire digest (markets ex-precious)**\n" +
                  "\n".join(f"• {h}" for h in hl) + "\nFull stories on the terminal.", kind="noise")
        # a second thread: Diwali allocation planning (chatter)
        st = self.post(self.at(13, 5, 20), "faisal", "Diwali allocation planning, thread pls 🧵")
        th = st["id"]
        t = self.after(st, 60, 300)
        conv = [
            ("rohan", f"India side: I think 250–300 kb across the 3 weeks, most of it 995. {c['ibs']} alone could take 60 "
                      f"if the discount stays around {fd(c['disc'])}. risk is duty news, sab ruk jayega"),
            ("deniz", f"Turkey: 400oz demand steady, maybe 20–30 bars over the month. they want AM fix pricing and USD. "
                      f"{c['tbs']} asked for a standing allocation, I said we don't do that"),
            ("karim", f"supply side: Swiss slots are the constraint, {c['ref']} and "
                      f"{[x[0] for x in REFINERS if x[0] != c['ref']][r.randrange(3)]} both ~{r.randint(7, 11)} days. UAE-cast "
                      f"kilobars are available but Turkish buyers won't take them"),
            ("priya", "logistics: vault 2 has space for ~600 kb more, Brink's wants 48h notice for >50 bars per run, "
                      "EK freighter slots ok through November"),
            ("vikram", "credit: cpty lines are fine for India except the two with KYC pending; Turkey lines ok. "
                       "I'll send the season view of limits to Faisal, nothing changes today"),
            ("faisal", "thanks. let's meet Thursday and fix the allocation numbers then. no new orders out of this thread"),
        ]
        for who, txt in conv:
            t = t + r.randint(120, 900) * 1000
            self.post(t, who, txt, thread=th)

    # ---- long human messages (chatter)
    def scene_long_humans(self):
        c, r = self.c, self.rng
        self.post(self.at(3, 10, 5), "faisal",
                  f"morning all. agenda today: (1) India small tickets, don't chase the discount; (2) Istanbul 400oz if "
                  f"{c['tbs']} comes back; (3) {c['ref']} allocation for next week; (4) keep the {c['gc']} hedge in line with "
                  f"physical by EOD; (5) KYC refreshes, Priya has the list. London open is where the liquidity is, keep Asia light.")
        self.post(self.at(10, 50, 20), "deniz",
                  f"after-lunch calls Istanbul:\n- {c['tbs']}: happy with the bars, may come back for 2 more next week, TRY "
                  f"settlement request again (no)\n- Efes: only wants 999.9 kb, asked about Swiss cast vs UAE cast, told them Swiss\n"
                  f"- Yıldız: quiet, says gram gold buyers came back after payday but they have stock\n- general: lira "
                  f"{c['tryx']}, quota rumours again, nothing official. dealers expect a busy November")
        self.post(self.at(16, 45, 20), "rohan",
                  f"India wrap: aaj total thin tha. {c['ibs']} ne small ticket liya, baaki sab 'Dhanteras ke baad dekhenge'. "
                  f"Ahmedabad discount {fd(c['disc'] - 0.2)} close hua, Mumbai thoda better. rupee {c['inr']} pe band. kal duty "
                  f"ki news aa sakti hai (rumour only), toh subah sab phone pe honge. {c['ibs2']} ka KYC pending, Priya follow up kar rahi hai")
        extra = [
            ("karim", 8, 40, f"Zurich call notes ({c['ref']}): they confirm the kilobar line is running two shifts until "
                             f"mid-November, all 999.9. they can do 995 only from 400oz we send them, turnaround ~10 days plus "
                             f"transport. fab unchanged this week, next week +5c because of energy surcharge. they asked "
                             f"whether we want a standing monthly slot: I said we'd come back after the Diwali numbers. "
                             f"also: their compliance team wants updated UBO docs from us by month-end, Priya fyi"),
            ("rohan", 9, 50, f"CEPA note for new joiners: UAE-origin gold goes into India at the concessional duty only "
                             f"under the TRQ, and the TRQ holders are a small list of importers. so when a Rajkot buyer "
                             f"says 'discount {fd(c['disc'])}' part of that is really the quota value, not our metal being "
                             f"cheap. don't compare our disc with the Mumbai screen one-for-one, haan? ask me if unclear"),
            ("deniz", 12, 30, f"Turkish quota, for context: the monthly import allowance is set by the ministry and "
                              f"allocated to authorised importers; when it's used up local gold trades at a fat premium "
                              f"to London until next month. right now {c['tbs']} says the allowance is about 70% used, "
                              f"so premiums should stay wide for the next two weeks. not a trade idea, just context"),
            ("priya", 15, 10, f"customs update: BOM customs asking for origin certificates on every CEPA shipment again, "
                              f"plus the assay report stamped by the DMCC lab. we've been sending it but they want the "
                              f"original courier copy too. I've asked the broker to pre-file. expect 1 extra day on BOM "
                              f"deliveries this week. AMD is fine so far"),
            ("vikram", 16, 20, f"risk note: nothing breached today after the {c['gc'][:2]} limit discussion this morning. "
                               f"reminder that the DGCX gold net limit ({c['dglim']} lots) includes the quanto contract, "
                               f"and cpty limits are on settlement exposure, not notional. the monthly review goes to "
                               f"Faisal Friday"),
        ]
        for who, h, m, txt in extra:
            self.post(self.at(h, m, 25), who, txt)
        self.post(self.at(17, 20, 20), "priya",
                  f"tomorrow's movements:\n• 06:30 GST Brink's pickup DMCC-V2 → DXB cargo (AMD, BOM)\n• 09:00 {c['ref']} "
                  f"pre-advice docs to customs broker\n• 11:00 Istanbul bars TR customs pre-clearance call\n• 14:00 vault recon\n"
                  f"• 16:00 insurance renewal call with the broker (need Faisal)\nAWBs and seals will be posted by vaultbot as usual")
        b, b2 = c["ibs"], c["ibs2"]
        self.post(self.at(4, 35, 10), "rohan",
                  f"India colour (morning calls):\n"
                  f"- Ahmedabad: 995 kb quotes {fd(c['disc'])} to {fd(c['disc'] - 0.4)}, koi urgency nahi. {b} and 2 others bidding small\n"
                  f"- Mumbai Zaveri: 999 kb slightly better, {fd(c['disc'] + 0.3)}; TT bar demand ok from retail\n"
                  f"- Rajkot: wedding orders coming but buyers waiting for Dhanteras, sab bol rahe 'abhi nahi'\n"
                  f"- Chennai/Coimbatore: {c['ibs2']} ka KYC pending hai so not calling them\n"
                  f"- rupee {c['inr']}, duty talk in the market again (no notification yet)\n"
                  f"net: small tickets only today, 5–15 kb each. we have stock, no need to chase")
        self.post(self.at(6, 55, 15), "deniz",
                  f"Turkey colour: Kapalıçarşı reopened normal after the long weekend. lira {c['tryx']}, local gram gold "
                  f"premium still fat. {c['tbs']} + 2 others want 400oz for their own kilobar casting, prefer AM fix pricing. "
                  f"quota talk: Ankara may increase the monthly allowance, nothing official. TRY settlement requests again, "
                  f"I keep saying USD only. will update after lunch")
        self.post(self.at(15, 40, 20), "priya",
                  f"logistics wrap:\n1) {self.shp} released, Brink's to DXB airport 16:30, EK AMD tonight\n"
                  f"2) {c['ref']} inbound pre-advice received, ETA per thread\n3) Istanbul bars: waiting for TR customs "
                  f"pre-clearance, tmrw AM\n4) DMCC vault 2 recon done, no breaks\n5) insurance renewals due 31st: "
                  f"need sign-off from Faisal")
        self.post(self.at(18, 10, 30), "faisal",
                  f"EOD: decent day. India small tickets, Turkey 400oz done, {c['ref']} bars coming, hedge adjusted. "
                  f"tomorrow: watch the duty headlines and the rupee. Karim covers Istanbul AM, Rohan India. "
                  f"pls update cpty sheet before you leave. shukran all 🙏")

    # ---- noise
    def scene_noise(self):
        c, r = self.c, self.rng
        # compliance heartbeat every hour
        for h in range(24):
            if r.random() < 0.85:
                self.post(self.at(h, 0, 2), "comp",
                          f"♥ comply-bot ok | limits={r.randint(34, 41)} checked | breaches=0 | lag={r.randint(90, 480)}ms",
                          kind="noise", idiom="risk-bot heartbeat 'breaches=0'" if h == 3 else None)
        # price alerts
        alerts = []
        for _ in range(r.randint(16, 22)):
            alerts.append(self.post(self.curve_time("market"), "alert", self.alert_text(), kind="noise"))
        # a reply to an alert that explicitly decides no action
        a = r.choice([x for x in alerts if 4 * 3600_000 < x["ms"] - self.t0 < 16 * 3600_000] or alerts)
        self.post(self.after(a, 60, 400), "faisal", r.choice(["seen. no action on this, not routing",
                                                                "noise. no action, not for exec"]),
                  ref=a, hard="no_route_decision", facts=["no action", "not"], phrasing="reply",
                  idiom="reply to alert: explicit no action")
        # pnl snapshots
        for h in r.sample([5, 8, 11, 14, 17, 20], r.randint(4, 6)):
            phys = r.uniform(-40, 60)
            fut = -phys * r.uniform(0.6, 1.1) + r.uniform(-8, 8)
            emb = [{"title": f"PnL snapshot {(h + 4) % 24:02d}:00 GST",
                    "fields": [{"name": "Physical", "value": f"{phys:+.1f}k", "inline": True},
                               {"name": "Futures", "value": f"{fut:+.1f}k", "inline": True},
                               {"name": "Swaps", "value": f"{r.uniform(-2, 3):+.1f}k", "inline": True},
                               {"name": "Total", "value": f"{phys + fut:+.1f}k"}],
                    "footer": "pnl-snap · unaudited · USD"}]
            self.post(self.at(h, 1, 1), "pnl", "", embeds=emb, kind="noise")
        # ops lines
        ops = [f"deploy dgcx-dropcopy v2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ok (sha {r.randint(16**6, 16**7 - 1):07x})",
               f"CI: vaultbot#{r.randint(300, 500)} passed (42 tests, 0 failed)",
               "reconnect: exec-gw FIX session CME re-logon ok, seq reset",
               f"reconnect: DGCX drop-copy session re-established after {r.randint(3, 40)}s gap, replayed {r.randint(0, 6)} msgs",
               f"cert rotation: comply-bot TLS cert renewed, exp {(self.date + timedelta(days=90)):%Y-%m-%d}",
               f"⚠️ pnl-snap slow query ({r.randint(4, 12)}s) on positions view"]
        for o in r.sample(ops, r.randint(3, 5)):
            self.post(self.curve_time("flat"), "ops", o, kind="noise")
        self.post(self.at(20, 30, 10), "ops", f"EOD archive job done: channel export ok ({r.randint(240, 330)} msgs)", kind="noise")
        # LBMA fix prints
        self.post(self.at(9, 31, 1), "alert", f"LBMA Gold AM {f2(c['px'] + r.uniform(-3, 3))} USD/oz", kind="noise")
        self.post(self.at(14, 1, 1), "alert", f"LBMA Gold PM {f2(c['px'] + r.uniform(-5, 5))} USD/oz · Silver "
                  f"{f3(c['sipx'] - 0.2)}", kind="noise")
        # acks
        acks = ["ok", "thx", "👍", "🙏", "shukran", "ji", "noted", "👌", "tamam", "haan", "k", "lol", "👀",
                "thanks habibi", "ok bhai", "sure", "np"]
        chat = [x for x in self.recs if x["kind"] == "chat" and x["who"] in HUMANS and x["ch"] == self.ch]
        for _ in range(r.randint(11, 15)):
            tgt = r.choice(chat)
            who = r.choice([h for h in HUMANS if h not in ("faisal", tgt["who"])])
            self.post(self.after(tgt, 30, 400), who, r.choice(acks), ref=tgt if r.random() < 0.4 else None,
                      kind="noise")

    def alert_text(self) -> str:
        c, r = self.c, self.rng
        k = r.randrange(9)
        lvl = round(c["gcpx"] + r.uniform(-9, 9))
        slvl = round(c["sipx"] * 4) / 4 + r.choice([-0.25, 0, 0.25])
        if k == 0:
            return f"🔔 {c['gc']} last {f1(lvl + r.uniform(0.1, 1.4))} crossed above {f1(lvl)}"
        if k == 1:
            return f"🔔 {c['gc']} last {f1(lvl - r.uniform(0.1, 1.4))} crossed below {f1(lvl)}"
        if k == 2:
            mv = r.choice([-1, 1]) * r.uniform(2.5, 6.0)
            return f"🔔 XAUUSD 1m move {mv:+.1f} ({mv / c['px'] * 100:+.2f}%)"
        if k == 3:
            return f"🔔 XAGUSD {f3(slvl - r.uniform(0.005, 0.06))} below {f2(slvl)}"
        if k == 4:
            return f"🔔 {c['si']} last {f3(slvl + 0.2 + r.uniform(0.005, 0.06))} crossed above {f2(slvl + 0.2)}"
        if k == 5:
            return f"🔔 {c['dg']} volume spike {r.uniform(2.1, 4.5):.1f}x 20d avg"
        if k == 6:
            return f"🔔 USDINR {c['inr']} new session high"
        if k == 7:
            return f"🔔 {c['pl']} {r.uniform(1.5, 4.0):+.1f}% on the day"
        return f"🔔 XAUUSD spread wide: {r.uniform(0.35, 0.9):.2f} ({r.choice(['Asia', 'late NY'])})"

    # ---- ordinary chatter
    def scene_chatter(self):
        c, r = self.c, self.rng
        shp = self.shp
        v = {"b": c["ibs"], "b2": c["ibs2"], "tb": c["tbs"], "ref": c["ref"], "inr": c["inr"], "tryx": c["tryx"],
             "disc": fd(c["disc"]), "disc2": fd(c["disc"] + 0.3), "px": f1(c["px"]), "shp": shp,
             "awb": f"{r.randint(1000, 9999)} {r.randint(1000, 9999)}", "usd": f"{r.randint(300, 2400) * 1000:,}",
             "var": r.randint(180, 420), "gc": c["gc"], "si": c["si"]}
        lines = [
            ("rohan", "Ahmedabad se feedback: {disc} disc pe bhi buyers kam hain, sab Dhanteras ka wait kar rahe"),
            ("rohan", "kal ka shipment clear ho gaya customs se, finally 🙏"),
            ("rohan", "bhai {b} wala paisa abhi tak nahi aaya, Priya check karo pls"),
            ("rohan", "Rajkot mein aaj koi phone nahi utha raha, holiday hai kya?"),
            ("rohan", "spot {px} pe India mein koi nahi khareed raha, sab side mein baithe hain"),
            ("rohan", "Zaveri bazaar: 995 kb {disc}, 999 kb {disc2}. thin"),
            ("rohan", "rupee {inr} pe hai, landed cost aur kharab"),
            ("rohan", "AMD flight 2 ghante late hai, EK wale bol rahe"),
            ("rohan", "haan vault se confirm aa gaya"),
            ("karim", "{ref} truck stuck at Zurich customs, ya salam 🙄"),
            ("karim", "habibi who has the Brinks night-shift number?"),
            ("karim", "Istanbul quiet today, inshallah after lunch"),
            ("karim", "4 bars from last week still with the assayer, wallah slow"),
            ("karim", "market very two-way this morning, nothing to do"),
            ("karim", "يلا guys, London open in 10"),
            ("karim", "spot bid-offer wide in Asia, 0.40 wide on 400oz"),
            ("karim", "{ref} sent the new price list, fab fees up 5 cents"),
            ("deniz", "Kapalıçarşı dealers say TRY buyers back after payday"),
            ("deniz", "{tb} wants 995 in TRY settlement again, told them USD only"),
            ("deniz", "Turkish customs slow this week, documents re-checked twice"),
            ("deniz", "{tb} treasurer on leave till Monday fyi"),
            ("deniz", "lira {tryx} this morning, gram altın premium still wide"),
            ("priya", "Brink's pickup confirmed 14:00 GST for the AMD consignment"),
            ("priya", "insurance cert for {shp} uploaded to the drive"),
            ("priya", "EK SkyCargo slot for Thu confirmed, 2 ULDs"),
            ("priya", "DMCC vault 2 access card renewal: send me your EIDs by EOD"),
            ("priya", "SWIFT from {b} received, USD {usd} credited"),
            ("priya", "customs docs for {shp} sent to the broker, AWB 176-{awb}"),
            ("priya", "reminder: assay certs must be attached before release"),
            ("priya", "anyone seen the MT600 from yesterday's swap? chasing"),
            ("vikram", "limits file refreshed for the day"),
            ("vikram", "pls keep cpty exposures updated in the sheet before 4pm"),
            ("vikram", "VaR at {var}k, well inside"),
            ("faisal", "who's covering Istanbul after lunch?"),
            ("faisal", "good morning all ☀️"),
            ("faisal", "Rohan call me after the India session"),
            ("faisal", "keep this channel for trading pls, ops stuff in #dxb-ops"),
            ("karim", "coffee? ☕"),
            ("rohan", "Diwali ke pehle ek baar aur Ahmedabad jaana padega, buyers face dekhna chahte hain"),
            ("deniz", "anyone has the new Kuyumcukent address for the courier?"),
            ("rohan", "Navkar wale bol rahe hain next week 50 kb tak ja sakte hain agar disc {disc} se wide ho"),
            ("rohan", "ye CEPA quota wala paperwork har baar naya form maangte hain 😩"),
            ("rohan", "{b2} ka CA phone nahi utha raha, KYC docs kal tak milenge shayad"),
            ("rohan", "GST portal down hai phir se, Ahmedabad wale invoice nahi bana pa rahe"),
            ("karim", "Brink's says the armoured van for tonight is confirmed, 2 guards + driver"),
            ("karim", "who signed the {ref} allocation letter? need a copy for the file"),
            ("karim", "assay lab says results by 3pm, inshallah"),
            ("karim", "the new seals are the blue ones, don't mix with the old batch"),
            ("karim", "tamam, I'll call Zurich after their lunch"),
            ("deniz", "Istanbul airport cargo strike rumour, checking with the forwarder"),
            ("deniz", "{tb} sent their new authorised signatory list, forwarding to compliance"),
            ("deniz", "Turkish bank holiday next Wednesday fyi, no settlements"),
            ("priya", "vault recon done, no breaks 👍"),
            ("priya", "courier wants bar list in excel not pdf, sending both"),
            ("priya", "EK cargo says the AMD ULD is weighed and sealed"),
            ("priya", "need the {tb} SSIs re-confirmed, their bank changed"),
            ("priya", "insurance broker asking for last quarter's max value in transit, Vikram do you have it?"),
            ("vikram", "sending the monthly limit review deck to Faisal tonight"),
            ("vikram", "pls remember cpty sheet is the source of truth, not the chat"),
            ("vikram", "@Priya max value in transit last qtr was ~USD 41m, one day in Sept"),
            ("faisal", "who has the Istanbul customs contact? Deniz?"),
            ("faisal", "nice work on the {ref} allocation Karim"),
            ("faisal", "reminder: town hall Thursday 4pm GST"),
            ("karim", "DGCX screen frozen for a sec, fine now"),
            ("rohan", "Mumbai mein baarish, couriers late honge aaj"),
        ]
        windows = {"good morning": (3.0, 4.2), "London open in 10": (6.7, 6.9), "covering Istanbul after lunch": (5.0, 8.0),
                   "pickup confirmed 14:00": (5.0, 9.5), "after the India session": (4.0, 6.5),
                   "Istanbul quiet today": (6.0, 9.0), "this morning": (4.5, 8.0), "tonight": (9.0, 15.0),
                   "results by 3pm": (5.0, 10.0), "before 4pm": (5.0, 11.0), "by EOD": (5.0, 12.0)}
        k = r.randint(44, 56)
        for who, tpl in r.sample(lines, min(k, len(lines))):
            t = None
            for key, (lo, hi) in windows.items():
                if key in tpl:
                    t = self.at(r.uniform(lo, hi))
                    break
            self.post(t if t is not None else self.curve_time("human"), who, tpl.format(**v))
        # vault bot lines
        for _ in range(r.randint(5, 8)):
            typ = r.randrange(3)
            if typ == 0:
                n = r.randint(5, 30)
                txt = (f"shp=SH-{self.date:%Y%m%d}-{r.randint(41, 99):02d} from=DMCC-V2 to={r.choice(['BOM', 'AMD', 'IST', 'MAA'])} "
                       f"bars={n} type={r.choice(['KB995', 'KB9999', 'LGD400'])} status={r.choice(['PACKED', 'SEALED', 'AT_AIRPORT', 'DELIVERED'])}")
            elif typ == 1:
                n = r.randint(10, 60)
                txt = (f"assay lot={r.choice(['VC', 'AH', 'PA', 'MT'])}-{r.randint(1000, 9999)} bars={n} fineness=999.9 "
                       f"pass={n} fail=0 lab=DMCC-ACL")
            else:
                txt = (f"inv snapshot vault=DMCC-V2 kb995={r.randint(150, 260)} kb9999={r.randint(90, 200)} "
                       f"lgd400={c['b400']} recon=OK")
            self.post(self.curve_time("market"), "vault", txt)

    # ---------------------------------------------------------------- output
    def book_ref(self):
        return (self.ch, self.book_id)

    def in_range(self) -> bool:
        """the brief's per channel-day envelope (messages, KB, noise share, hard events)"""
        n = len(self.recs)
        kb = sum(len((x["content"] + "\n" + _embed_text(x["embeds"])).encode("utf-8")) for x in self.recs) / 1024
        share = len(self.noise) / n
        return 190 <= n <= 310 and 74 <= kb <= 116 and 0.27 <= share <= 0.38 and 28 <= len(self.hard) <= 43


# ---------------------------------------------------------------------------

IDIOM_PRIORITY = [
    "decision buried mid long colour note", "k-suffixed oz size in a lift order", "DGCX drop-copy JSON partial fill",
    "DGCX drop-copy JSON fill", "one-word rejection reply", "embed-only pre-trade block",
    "single-letter side shorthand ('s N GCZ6 mkt')",
    "hypothetical 'what if we offered'", "another desk's trade", "paper trade", "UAT/test drop-copy fill",
    "backtest with fills (no decision)", "history: last year's trade in past tense",
    "'a stop at X would be sensible' (no decision)", "headline on a name the desk neither holds nor watches",
]


def _trim_idioms(idioms: list[dict], n_hard: int = 13, n_not: int = 7) -> list[dict]:
    """one row per idiom name, at most 20: every hard type once, then the most telling extras."""
    seen, hard, nothard = set(), [], []
    for i in idioms:
        if i["idiom"] in seen:
            continue
        seen.add(i["idiom"])
        (nothard if i["expected"] == "not_hard" else hard).append(i)

    def prio(i):
        return IDIOM_PRIORITY.index(i["idiom"]) if i["idiom"] in IDIOM_PRIORITY else len(IDIOM_PRIORITY)

    types, first, rest = set(), [], []
    for i in sorted(hard, key=prio):
        (rest if i["expected"] in types else first).append(i)
        types.add(i["expected"])
    keep = (first + rest)[:n_hard] + sorted(nothard, key=prio)[:n_not]
    ids = {id(x) for x in keep}
    return [i for i in idioms if id(i) in ids]


def _parse_end(end) -> datetime:
    if end is None:
        return DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    return end.astimezone(timezone.utc)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = _parse_end(end)
    end_ms = int(end.timestamp() * 1000)
    allops = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        prev = None
        for d in range(days):
            start = end_ms - (days - d) * DAY_MS
            for attempt in range(50):
                dd = DeskDay(seed, ch, d, start, collect_idioms=(ch == 0 and d == 0), prev_book=prev,
                             attempt=attempt).build()
                if dd.in_range():
                    break
            prev = dd.book_ref()
            allops.extend(dd.ops)
            labels["hard_events"].extend(dd.hard)
            labels["superseded_facts"].extend(dd.superseded)
            labels["removed_texts"].extend(dd.removed)
            labels["noise_message_ids"].extend(dd.noise)
            labels["near_miss_ids"].extend(dd.near)
            labels["idioms"].extend(_trim_idioms(dd.idioms))
    allops.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in allops], "labels": labels}


# ---------------------------------------------------------------------------
# self-check

def _embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


def self_check(events: list[dict], labels: dict, verbose: bool = True) -> bool:
    ok = True

    def fail(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg)

    msgs = {}
    parent = {}
    last_ms = 0
    for i, ev in enumerate(events):
        t = None
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms_id = (mid >> 22) + DISCORD_EPOCH
            t = int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000)
            if t != ms_id:
                fail(f"id/time mismatch {m['id']}")
            msgs[m["id"]] = {"content": m["content"], "embeds": m.get("embeds") or [], "ms": t, "ch": ev["channel_id"],
                             "state": "live", "ref": m.get("reference_id")}
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif ev["op"] == "edit":
            t = int(datetime.fromisoformat(ev["edited_at"].replace("Z", "+00:00")).timestamp() * 1000)
            if ev["message_id"] not in msgs:
                fail(f"edit before create {ev['message_id']}")
            else:
                msgs[ev["message_id"]]["content"] = ev["content"]
                msgs[ev["message_id"]]["state"] = "edited"
        elif ev["op"] in ("delete", "forget"):
            key = "deleted_at" if ev["op"] == "delete" else "at"
            t = int(datetime.fromisoformat(ev[key].replace("Z", "+00:00")).timestamp() * 1000)
            msgs[ev["message_id"]]["state"] = "deleted" if ev["op"] == "delete" else "forgotten"
        elif ev["op"] == "bulk_delete":
            t = int(datetime.fromisoformat(ev["deleted_at"].replace("Z", "+00:00")).timestamp() * 1000)
            for x in ev["message_ids"]:
                msgs[x]["state"] = "deleted"
        else:
            t = int(datetime.fromisoformat(ev["at"].replace("Z", "+00:00")).timestamp() * 1000)
        if t < last_ms:
            fail(f"events not in time order at line {i + 1}")
        last_ms = max(last_ms, t)
        if ev.get("message_id") and ev["message_id"] not in msgs and ev["op"] not in ("unpin",):
            fail(f"op on unknown id at line {i + 1}")
    # ids ordered with time per channel
    by_ch = {}
    for mid, m in msgs.items():
        by_ch.setdefault(m["ch"], []).append((m["ms"], int(mid)))
    for ch, lst in by_ch.items():
        lst.sort()
        ids = [x[1] for x in lst]
        if ids != sorted(ids) or len(set(ids)) != len(ids):
            fail(f"ids not ordered with time in {ch}")
    for mid, m in msgs.items():
        if m["ref"] and (m["ref"] not in msgs or msgs[m["ref"]]["ms"] >= m["ms"]):
            fail(f"bad reference {mid}")

    def text(mid):
        m = msgs[mid]
        return m["content"] + "\n" + _embed_text(m["embeds"])

    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            fail(f"hard id missing {mid}")
            continue
        if mid in hard_ids:
            fail(f"hard id twice {mid}")
        hard_ids.add(mid)
        if msgs[mid]["ch"] != h["channel_id"]:
            fail(f"channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            fail(f"facts count {mid}")
        for f in h["facts"]:
            if not f or f not in text(mid):
                fail(f"fact {f!r} not in {mid}: {text(mid)[:120]!r}")
        if h["final_state"] != msgs[mid]["state"]:
            fail(f"final_state {h['final_state']} vs {msgs[mid]['state']} for {mid}")
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in msgs:
            fail(f"superseded id missing {mid}")
        elif old in text(mid):
            fail(f"superseded {old!r} still in {mid}")
    for s in labels["removed_texts"]:
        hits = [mid for mid, m in msgs.items() if s in m["content"]]
        if not hits:
            fail(f"removed text not found {s!r}")
        for mid in hits:
            if msgs[mid]["state"] not in ("deleted", "forgotten"):
                # live text containing the snippet would make the removal untestable
                fail(f"removed snippet {s!r} also in live {mid}")
    gone_cnt = sum(1 for m in msgs.values() if m["state"] in ("deleted", "forgotten"))
    if gone_cnt != len(labels["removed_texts"]):
        fail(f"removed_texts {len(labels['removed_texts'])} vs gone messages {gone_cnt}")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in msgs:
                fail(f"{lst} id missing {mid}")
            if mid in hard_ids:
                fail(f"{lst} id also hard {mid}")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        fail("noise/near overlap")
    for i in labels["idioms"]:
        if i["message_id"] not in msgs:
            fail(f"idiom id missing {i['message_id']}")
    # per channel-day stats
    stats = {}
    for mid, m in msgs.items():
        key = (parent[mid], datetime.fromtimestamp(m["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d"))
        s = stats.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["msgs"] += 1
        s["bytes"] += len(text(mid).encode("utf-8"))
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    htype = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    for mid, m in msgs.items():
        key = (parent[mid], datetime.fromtimestamp(m["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d"))
        s = stats[key]
        if mid in htype:
            s["hard"] += 1
            s["types"][htype[mid]] = s["types"].get(htype[mid], 0) + 1
        if mid in noise:
            s["noise"] += 1
        if mid in near:
            s["near"] += 1
    for key, s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        share = s["noise"] / s["msgs"]
        if verbose:
            print(f"{key[0]} {key[1]}: msgs={s['msgs']} KB={kb:.1f} hard={s['hard']} near={s['near']} "
                  f"noise={s['noise']} ({share:.0%}) types={dict(sorted(s['types'].items()))}")
        if not 180 <= s["msgs"] <= 320:
            fail(f"msgs out of range {key}: {s['msgs']}")
        if not 70 <= kb <= 120:
            fail(f"KB out of range {key}: {kb:.1f}")
        if not 0.25 <= share <= 0.40:
            fail(f"noise share out of range {key}: {share:.2f}")
        if not 25 <= s["hard"] <= 45:
            fail(f"hard count out of range {key}: {s['hard']}")
    if not 10 <= len(labels["idioms"]) <= 20:
        fail(f"idioms {len(labels['idioms'])}")
    if verbose:
        print(f"hard={len(labels['hard_events'])} near={len(labels['near_miss_ids'])} "
              f"noise={len(labels['noise_message_ids'])} idioms={len(labels['idioms'])} "
              f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
        print("SELF-CHECK", "PASS" if ok else "FAIL")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the written files and verify them")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            events = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            labels = json.load(f)
        again = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
        det = json.dumps(again, ensure_ascii=False, sort_keys=True) == json.dumps(res, ensure_ascii=False, sort_keys=True)
        print("deterministic:", det)
        ok = self_check(events, labels) and det
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
