"""zurich_wealth_desk -- seeded generator for a Swiss private-bank PM/execution desk.

A discretionary-mandate desk in Zurich: SMI and European large caps (NESN, NOVN,
ROG, UBSG, ASML, MC), CHF Confederation bonds, a gold ETF and EURCHF/USDCHF hedges.
Humans write polite English mixed with Swiss German desk shorthand; an IC bot posts
JSON lines, the OMS posts embed-only order/fill reports, a risk engine posts
key=value lines, an LLM research agent posts long tidy reports, a news bot relays
SIX ad hoc announcements.

Standard library only. Output is a pure function of the arguments.

    python -m tests.desks.zurich_wealth_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "zurich_wealth_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1179342816645873694"
# The default day is Thursday 12 June 2025 (UTC day). Scenario times are written in
# Zurich local minutes (CEST = UTC+2) and folded into the UTC day window, so the quiet
# local 00:00-02:00 bot traffic lands at the end of the UTC day.
DEFAULT_END = datetime(2025, 6, 13, 0, 0, 0, tzinfo=timezone.utc)
LOCAL_OFFSET_H = 2


def _utc_min(t: float) -> float:
    u = t - LOCAL_OFFSET_H * 60
    return u + 1440 if u < 0 else u

AUTHORS = {
    "vogel": ("1138204715530915841", "Annette Vogel", False),        # desk head
    "brunner": ("1138207789342437406", "Matthias Brunner", False),   # PM equities
    "dubois": ("1141593302268190751", "Claire Dubois", False),       # PM fixed income / FX
    "meier": ("1145020938840416326", "Lukas Meier (RM)", False),
    "keller": ("1149877403651821619", "Sophie Keller (RM)", False),
    "baumann": ("1152260074318721054", "Reto Baumann", False),       # execution trader
    "ic": ("1160014452788318290", "ic-bot", True),
    "oms": ("1160020996124913736", "Avaloq OMS", True),
    "risk": ("1160031187403034704", "riskguard", True),
    "research": ("1163322950113185812", "Helvetia Research Agent", True),
    "news": ("1165100873304162434", "six-newswire", True),
    "mon": ("1165104411289714779", "desk-monitor", True),
    "ci": ("1167750290517393478", "ci-runner", True),
    "val": ("1167752661096079460", "eod-valuation", True),
    "px": ("1169001827393970257", "px-alerts", True),
    "cron": ("1169003390528184401", "cron", True),
}

BASE_PX = {
    "NESN": 86.90, "NOVN": 96.80, "ROG": 262.40, "UBSG": 27.95, "ASML": 688.0,
    "MC": 628.0, "ZGLD": 622.0, "EURCHF": 0.9395, "USDCHF": 0.8820, "XAU": 2338.0,
    "SMI": 11985.0, "BOND": 97.90,
}

ISIN = {
    "NESN": ("CH0038863350", "3886335", "Nestlé SA", "XSWX", "CHF"),
    "NOVN": ("CH0012005267", "1200526", "Novartis AG", "XSWX", "CHF"),
    "ROG": ("CH0012032048", "1203204", "Roche Holding AG GS", "XSWX", "CHF"),
    "UBSG": ("CH0244767585", "24476758", "UBS Group AG", "XSWX", "CHF"),
    "ASML": ("NL0010273215", "11145440", "ASML Holding NV", "XAMS", "EUR"),
    "MC": ("FR0000121014", "507170", "LVMH Moët Hennessy", "XPAR", "EUR"),
    "ZGLD": ("CH0139101593", "13910159", "ZKB Gold ETF AA CHF", "XSWX", "CHF"),
}

MANDATES = {
    # (code, client, RM, how the desk refers to the client, short name)
    "balanced": [("HB-4471", "Familie Huber", "meier", "Herr Huber", "Huber"),
                 ("MV-2208", "Mme Favre-Vuilleumier", "keller", "Mme Favre", "Favre")],
    "conservative": [("LS-5520", "Stiftung Lindenhof", "keller", "the Lindenhof board", "Lindenhof"),
                     ("AT-1150", "Stiftung Altherr", "keller", "the Altherr board", "Altherr")],
    "growth": [("GZ-3092", "Dr. Ganz", "meier", "Dr. Ganz", "Ganz"),
               ("KR-6614", "Familie Kessler", "meier", "Herr Kessler", "Kessler")],
}

WATCH_POOL = [
    ("Lonza Group AG", "LONN", "Lonza raises 2025 outlook on strong CDMO demand; now sees CER sales growth of 20-22% (previously 18-20%)", "raises 2025 outlook"),
    ("Zurich Insurance Group AG", "ZURN", "Zurich Insurance announces CHF 1.1bn share buyback and confirms 2025 targets after Q1 update", "CHF 1.1bn share buyback"),
    ("Compagnie Financière Richemont SA", "CFR", "Richemont reports FY sales of EUR 21.4bn, jewellery maisons +7% at constant FX; announces CEO succession", "CEO succession"),
    ("Sika AG", "SIKA", "Sika lowers 2025 sales growth guidance to 3-6% in local currencies citing weak construction in China", "lowers 2025 sales growth guidance"),
    ("Swiss Re AG", "SREN", "Swiss Re books USD 300m large-loss estimate for spring convective storms in the US; reaffirms 2025 net income target", "USD 300m large-loss estimate"),
    ("ABB Ltd", "ABBN", "ABB to acquire Gamesa Electric power-electronics business; transaction expected to close in H2", "to acquire Gamesa Electric"),
]

UNHELD_EXTRA = [
    ("The Swatch Group AG", "Swatch Group: H1 net sales expected to decline by roughly 11% at constant rates; Board to propose management changes"),
    ("Temenos AG", "Temenos signs SaaS agreement with tier-1 European bank; confirms 2025 guidance"),
    ("Geberit AG", "Geberit appoints new CFO effective 1 October; guidance unchanged"),
    ("Kühne + Nagel International AG", "Kühne+Nagel: Q2 EBIT expected below consensus on lower sea-freight yields"),
]

US_NEWS = [
    "Oracle Corp. fiscal Q4 revenue US$ 15.9bn vs US$ 15.6bn consensus; cloud infrastructure +52% y/y; shares +8% after hours",
    "Adobe Inc. raises FY revenue outlook to US$ 23.5bn; digital media ARR ahead of estimates; shares +3% late",
    "GameStop Corp. reports Q1 net sales of US$ 732m, down 17% y/y; announces convertible note offering",
]


def _sf(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id_for(idx: int) -> str:
    return str(_sf(1700812345678 + idx * 3600007, 9, 0x5A3 + idx))


def ch(n: int) -> str:
    """Swiss thousands separator: 1'200."""
    return f"{n:,}".replace(",", "'")


def f2(x: float) -> str:
    return f"{x:.2f}"


def tick(x: float, step: float = 0.05) -> float:
    return round(round(x / step) * step, 2)


IR_DOMAIN = {
    "Nestlé S.A.": ("Vevey", "nestle.com"), "ASML Holding N.V.": ("Veldhoven", "asml.com"),
    "LVMH Moët Hennessy Louis Vuitton": ("Paris", "lvmh.fr"), "Holcim AG": ("Zug", "holcim.com"),
    "Logitech International S.A.": ("Lausanne", "logitech.com"), "Novartis AG": ("Basel", "novartis.com"),
    "UBS Group AG": ("Zurich", "ubs.com"), "Lonza Group AG": ("Basel", "lonza.com"),
    "Zurich Insurance Group AG": ("Zurich", "zurich.com"), "Compagnie Financière Richemont SA": ("Geneva", "richemont.com"),
    "Sika AG": ("Baar", "sika.com"), "Swiss Re AG": ("Zurich", "swissre.com"), "ABB Ltd": ("Zurich", "abb.com"),
    "The Swatch Group AG": ("Biel/Bienne", "swatchgroup.com"), "Temenos AG": ("Geneva", "temenos.com"),
    "Geberit AG": ("Rapperswil-Jona", "geberit.com"), "Kühne + Nagel International AG": ("Schindellegi", "kuehne-nagel.com"),
}


def adhoc_body(rng, company, date_ch, clk):
    city, dom = IR_DOMAIN.get(company, ("Zurich", "example.ch"))
    short = company.split()[0]
    kw = rng.choice(["Guidance", "Research Update", "Corporate Governance", "Capital Markets", "Strategy", "M&A"])
    call = rng.choice(["09:00", "10:00", "10:30", "14:00"])
    hy = rng.choice(["24 July", "17 July", "29 July", "31 July"])
    return (
        f"\n\n{company} / Key word(s): {kw}\nAd hoc announcement pursuant to Art. 53 LR\n\n"
        f"{city}, {date_ch}, {clk} CEST — The Board of Directors of {short} was informed of the matter yesterday evening and approved this publication. "
        f"Management will discuss the announcement in a conference call for analysts and investors today at {call} CEST; dial-in details and the presentation "
        f"are available on the investor relations website. A replay will be available for 30 days.\n\n"
        f"{short} will publish its half-year results on {hy}. Until then the company does not intend to comment further on the matter.\n\n"
        f"Contacts — Investor Relations: ir@{dom} · Media Relations: media@{dom}\n\n"
        f"Disclaimer: This announcement contains forward-looking statements that reflect management's current views and estimates. They involve risks and "
        f"uncertainties that could cause actual results to differ materially from those expressed or implied. {short} assumes no obligation to update "
        f"forward-looking statements. This announcement does not constitute an offer to sell or a solicitation of an offer to buy any securities."
    )


# --------------------------------------------------------------------------- text pools for the long posts
PARAS = {
    "morning": [
        "**Credit.** European investment-grade spreads were unchanged at about 95 bp over swaps; the iTraxx Crossover tightened 4 bp. CHF corporate primary markets were quiet, with one SBI AA issuer (a cantonal bank) pricing a CHF 150m 7-year at 0.82%. Pfandbriefzentrale supply is expected next week.",
        "**Commodities.** Copper is slightly firmer on Chinese import data; Brent gave back yesterday's gain after the inventory report showed a smaller draw than expected. Gold's correlation with real yields has weakened again this quarter: central-bank buying and ETF inflows have been the dominant drivers, with Swiss-listed physical ETFs recording net inflows for the sixth week running.",
        "**Flows.** Swiss equity funds saw small outflows last week (CHF -120m), concentrated in passive SMI trackers. Foreign investors were net buyers of Swiss pharma for the third week. Short interest in SMI names is low overall; the largest relative short positions remain in the consumer-staples and building-materials names.",
        "**Volatility.** The VSMI trades at 14.2, near the bottom of its one-year range. Skew in SMI options is steeper than usual, which reflects demand for downside protection into the SNB meeting rather than stock-specific concerns. EURCHF risk reversals are neutral.",
        "**Europe.** The Euro Stoxx 50 is indicated flat. ECB speakers yesterday leaned towards a pause in July; the market prices one more cut by year-end. Auto tariffs and the outcome of the US-EU trade negotiations remain the main macro swing factors for the DAX and CAC 40.",
        "**United States.** Futures are flat ahead of CPI. Consensus looks for 0.2% m/m on the core measure; a 0.1% print would likely extend the rally in duration. Earnings season is quiet this week; Oracle and Adobe were the main reporters.",
        "**Housekeeping.** The Avaloq release scheduled for Saturday will take the OMS offline from 08:00 to 14:00 CEST. Standing GTC orders are preserved. The market-data vendor switches the SIX feed to the new multicast groups on Monday; no action is needed from the desk.",
    ],
    "roche": [
        "**Diagnostics.** The division's base business grew 4% at constant exchange rates in Q1, with the COVID-related decline now fully in the base. Pricing pressure from the Chinese volume-based procurement programme weighs on the immunoassay franchise; management expects the effect to fade from 2026.",
        "**Capital allocation.** Net debt is modest at roughly 1x EBITDA after the bolt-on acquisitions of last year. Management has repeatedly said that the dividend is the priority and that business development is preferred over buybacks; the market would welcome a more explicit capital-return framework.",
        "**Currency.** About 45% of Roche's sales are in US dollars and a further 20% in euros, against a cost base that is disproportionately in Swiss francs. A 5% move in USDCHF changes core EPS by roughly 2%; the strong franc is therefore a meaningful headwind for CHF-reported numbers this year.",
        "**Peer comparison.** Novartis trades at 14.5x 2025 earnings with a cleaner growth story after the Sandoz spin-off; AstraZeneca at 16x; Novo Nordisk has de-rated to 18x after the obesity volume disappointments. On an EV/sales basis Roche is the cheapest of the large European pharma names.",
        "**Governance.** The voting shares (RO) remain controlled by the founding families through a shareholder pool; the Genussscheine (ROG) we hold carry the same economic rights without votes. The spread between the two lines has been stable at 8-10%.",
        "**Pipeline calendar.** The next twelve months include Phase III readouts for the oral SERD in the adjuvant setting, the anti-TIGIT programme's remaining studies (expectations are now very low after earlier failures), and the first Phase II data of the incretin assets acquired with Carmot. Consensus attaches little value to any of them.",
        '**Sell-side positioning.** Of the 28 analysts covering the stock, 12 rate it buy, 13 hold and 3 sell; the average price target implies about 9% upside. Estimate revisions over the last three months have been slightly negative, mainly due to currency.',
        '**Biosimilars.** Erosion of Avastin, Herceptin and MabThera is largely behind us, but Actemra and Xolair face biosimilar entry in the US and Europe over the next two years; management guides to a CHF 1bn sales headwind in 2025, similar to 2024.',
    ],
    "lux": [
        "**Pricing.** Price increases across the sector slowed to 2-4% in H1 after the 8-10% rounds of 2022-2023. Brands with strong heritage (Hermès, Chanel) continue to push prices; aspirational brands have paused, and some have introduced lower entry-price products to win back younger clients.",
        "**Travel retail.** Spending by Chinese tourists in Europe recovered to about 70% of 2019 levels; Japan benefited most from the weak yen in 2024 but tourist flows are now normalising. Duty-free sales in Hainan continue to decline year on year.",
        "**Inventory and margins.** Inventories across the sector are about 10% higher than a year ago, which raises the risk of promotional activity in the second half. Operating margins for the large groups are expected to compress by 100-200 bp this year given negative operating leverage.",
        "**Currency.** A stronger euro against the dollar and the renminbi is a translation headwind of 2-3% for sales reported in EUR; for CHF-based investors the EURCHF stability limits the effect on portfolio returns.",
        "**Positioning.** Hedge-fund positioning in the sector is the lightest in five years according to prime-broker data, which limits downside on weak prints but also means there is no natural buyer until the demand picture improves.",
        '**Watches.** Swiss watch exports fell 9% year on year in May, with mainland China -30% and Hong Kong -20%, partly offset by the US (+4%) ahead of possible tariffs. The entry-price segment (below CHF 3,000 export value) is the weakest.',
        '**Digital and clienteling.** The large groups continue to shift spending from wholesale to owned retail and to invest in clienteling; top clients (about 2% of buyers) now account for around 40% of sales at the leading maisons.',
        '**Balance sheets.** Sector balance sheets are strong, with net cash at Hermès and Richemont and modest leverage at LVMH and Kering (the latter under pressure after the Valentino deal). Dividend cuts are not expected.',
    ],
    "ubs": [
        "**Integration progress.** The migration of Credit Suisse client accounts in Switzerland is due to be completed by the end of the year; about 60% of the targeted gross cost saves of USD 13bn have been achieved. Legal provisions for legacy Credit Suisse matters remain a source of noise in quarterly results.",
        "**Rating agencies.** Moody's and S&P have both indicated that the capital proposals would be credit-positive for senior bondholders; the equity and credit perspectives therefore diverge, which is typical for regulatory tightening.",
        "**Political process.** After the Federal Council's dispatch, parliament will debate the changes to the Banking Act, likely in 2026; the ordinance-level measures can be implemented faster. A referendum on the legislative part is possible.",
        "**Peer read-across.** European banks trade on about 0.9x tangible book with returns near 12%; US money-centre banks on 1.6x. A re-rating of UBS towards US wealth-management peers depends on the capital outcome more than on earnings.",
        '**Capital return so far.** UBS bought back USD 2bn of shares in 2024 and guided to up to USD 3bn in 2025, with a dividend increase of more than 30%. A payout ratio around 70-80% of net profit underpinned the share-price recovery since mid-2023.',
        "**Wealth management momentum.** Net new assets in Global Wealth Management were USD 32bn in Q1, above the company's run-rate target; fee margins are stable. The US wealth business remains the main profitability gap versus peers.",
        '**Sensitivity.** Each USD 1bn of additional CET1 requirement corresponds to about 0.7% of the current market capitalisation; the market has therefore discounted a good part of the estimated need already.',
    ],
    "wrap": [
        "Breadth was mixed: 11 of the 20 SMI constituents closed higher. Volume on SIX was about 90% of the 20-day average; the closing auction accounted for 28% of the day's turnover, slightly above normal given the upcoming index review.",
        "Among mid-caps, the building-materials names were weak after the Holcim news and a peer profit warning in Germany; Swiss software names were bid on the Temenos contract announcement. Watchmakers remained under pressure.",
        "In fixed income, the SBI AAA-BBB index returned about +0.15% on the day. Swiss covered bonds tightened 1 bp versus Confederations; the primary market had one new cantonal issue, well oversubscribed.",
        "Cross-asset: the dollar index eased 0.3%, oil fell 1.2%, copper rose 0.8%. Bitcoin traded sideways. The Japanese yen strengthened against all majors after comments from a BoJ board member.",
        'Notable movers outside the SMI: Lonza and Sika reacted to their own news; Swatch fell after the profit warning from a competitor in Paris; Kühne+Nagel slipped on freight-rate data. The SPI Extra closed roughly flat.',
        'Options: SMI June expiry is next Friday; open interest is concentrated at the 12,000 strike. Single-stock implied volatility rose in UBS and fell in Novartis after the readout.',
        "Tomorrow's ex-dividend dates: none for SMI constituents. Swiss ETF flows: physically backed gold ETFs recorded CHF 60m of net inflows today.",
    ],
    "duration": [
        "Historical context: over the last twenty years the Swiss 10-year yield has averaged about 1.1%, but the post-2015 regime of negative policy rates kept it mostly between -0.5% and +0.5% until the 2022 inflation shock. The current level sits in the middle of that post-2015 range.",
        "Alternatives considered: CHF-denominated foreign issuers (Auslandanleihen) offer 20-40 bp over Confederations at similar duration, but the foundation's investment regulations limit non-Swiss issuers to 20% of the bond sleeve, a cap that is nearly exhausted.",
        "Implementation note: the bond sleeve is held directly (no funds), so any extension is executed on SIX with settlement through SIX SIS; custody fees are flat per position and do not depend on the notional.",
        'Rebalancing mechanics: the bond sleeve is rebalanced quarterly against the strategic duration target; intra-quarter adjustments are made only on IC decisions, as was the case this week.',
        'Inflation-linked alternatives do not exist in CHF; the Confederation has never issued linkers, so inflation protection in CHF portfolios relies on real assets (real estate funds, gold) and short duration.',
    ],
    "semis": [
        "Export controls: the Dutch government's licensing regime for immersion DUV tools to China is unchanged; the US has not announced new restrictions since January. Any tightening would primarily hit the installed-base service revenue rather than new orders.",
        "Customers: TSMC's capex guidance of USD 38-42bn for the year was confirmed; Samsung's foundry business remains weak, while SK Hynix and Micron are adding EUV capacity for HBM. Intel's capex cut is already reflected in estimates.",
        "Competition: Canon's nano-imprint lithography remains niche; the Chinese domestic lithography effort (SMEE) is several generations behind at the leading edge. ASML's monopoly in EUV is not in question for this decade.",
        'Earnings sensitivity: every EUR 1bn change in 2026 system sales moves EPS by about EUR 1.30; the range of sell-side 2026 revenue estimates (EUR 32-38bn) remains unusually wide.',
        'Sentiment indicators: semiconductor ETFs saw inflows for four consecutive weeks, the SOX index has recovered most of its April drawdown, and positioning surveys show semis as a consensus overweight again.',
    ],
    "snb": [
        "The speech focused on the medium-term inflation outlook: the SNB expects inflation to stay in the lower half of the 0-2% price-stability range through 2026, and the speaker repeated that the Bank is willing to intervene in the foreign-exchange market as necessary.",
        "On negative rates, the speaker said that the SNB has experience with the instrument and that it remains part of the toolkit, but that the bar for using it again is high given the side effects on pension funds and savers.",
        "On the franc, she described the appreciation of the past months as partly reflecting safe-haven flows related to global trade tensions, and noted that the real effective exchange rate remains close to its long-term average.",
        "Market reaction: two-year Swiss yields fell 1 bp during the speech and recovered by the close; EURCHF moved less than 10 pips. Pricing for the June meeting is essentially unchanged.",
        "For client conversations: the key message is continuity — the SNB is expected to cut by 25 bp next week to 0%, and further steps will depend on the franc and on imported inflation. Savings-account rates at Swiss banks are likely to go to zero for most retail products.",
    ],
    "gold": [
        "Central-bank demand has been the largest single source of gold demand for three years, at more than 1,000 tonnes a year, led by the People's Bank of China, the National Bank of Poland and the Reserve Bank of India.",
        "In CHF terms gold has returned about 9% a year over the last five years, with a volatility of roughly 13%. Its correlation with Swiss equities has been close to zero and with CHF bonds slightly negative over the same period.",
        "Implementation vehicles in the mandates: the ZKB Gold ETF (physically backed, stored in Switzerland, TER 0.40%) is the default; for the USD-reference mandates the USD share class is used. Physical delivery to clients is possible on request.",
        "Risks: a sharp rise in real yields, a reversal of central-bank buying, or a broad liquidation of risk assets (gold was sold in March 2020 to meet margin calls) are the main downside scenarios.",
        'Supply: mine production has been flat at about 3,600 tonnes a year for five years; recycling rises with the price. Jewellery demand in India and China is price-sensitive and has fallen this year.',
        "Storage: the ZKB Gold ETF holds London Good Delivery bars in vaults in Switzerland; the bar list is published daily on the issuer's website.",
    ],
    "letter": [
        "Equity markets have been resilient in the second quarter despite trade-policy uncertainty. Swiss equities lagged their European peers in the first half, mainly because of the strong franc and the heavy weight of defensive sectors in the SMI.",
        "Bond markets have again provided diversification: Swiss yields fell as inflation undershot, and the duration in your portfolio contributed positively. We expect the SNB to keep rates at or near zero for an extended period.",
        "Currencies: the Swiss franc remains strong. We continue to hedge the majority of foreign-currency exposure back into francs; this keeps the portfolio's volatility in line with your risk profile.",
        "Gold has been one of the best-performing assets this year. It remains a core diversifier in your portfolio.",
        "Outlook: we expect moderate growth and low inflation in Switzerland, with global risks mainly linked to trade policy and geopolitics. Your portfolio remains positioned in line with your agreed strategy; we will contact you should we propose any changes.",
        "Sustainability: we have updated our exclusion list and continue to integrate ESG factors into our security selection. Your portfolio's carbon intensity remains well below that of the benchmark.",
        'Costs: from 1 July our fee schedule changes as announced in our letter of April; for most mandates the all-in fee remains unchanged.',
    ],
}


def _paras(rng, key, k):
    pool = PARAS[key]
    return "\n\n".join(rng.sample(pool, min(k, len(pool))))


# --------------------------------------------------------------------------- builder

class Msg:
    def __init__(self, t, who, content, embeds, ref, thread):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds
        self.ref = ref
        self.thread = thread
        self.edits = []
        self.deleted = False
        self.forgotten = False
        self.pinned = False
        self.ms = None
        self.id = None

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content

    def final_text_parts(self):
        parts = [self.final_content()]
        for e in self.embeds or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return parts


class Thread:
    def __init__(self, t, seq):
        self.t = t
        self.seq = seq
        self.id = None


class DayBuilder:
    def __init__(self, rng, ch_idx, chan_id, day_start_ms):
        self.rng = rng
        self.ch_idx = ch_idx
        self.chan_id = chan_id
        self.day_start_ms = day_start_ms
        self.msgs = []
        self.ops = []  # (t, kind, payload)
        self.threads = []
        self.hard = []  # (msg, type, facts, phrasing)
        self.noise = []
        self.near = []
        self.idioms = []
        self.superseded = []  # (msg, old)
        self.removed = []

    # -- posting
    def say(self, t, who, content="", embeds=None, ref=None, thread=None):
        m = Msg(t, who, content, embeds, ref, thread)
        self.msgs.append(m)
        return m

    def thread(self, t):
        th = Thread(t, len(self.threads))
        self.threads.append(th)
        return th

    # -- labels
    def H(self, m, etype, facts, phrasing):
        self.hard.append((m, etype, list(facts), phrasing))
        return m

    def N(self, m):
        self.noise.append(m)
        return m

    def NM(self, m):
        self.near.append(m)
        return m

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))

    # -- ops
    def edit(self, m, t, content, superseded=()):
        assert t > m.t
        m.edits.append((t, content))
        self.ops.append((t, "edit", (m, content)))
        for old in superseded:
            self.superseded.append((m, old))

    def delete(self, m, t, snippet):
        m.deleted = True
        self.ops.append((t, "delete", m))
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        for m in ms:
            m.deleted = True
        self.ops.append((t, "bulk_delete", list(ms)))
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        m.forgotten = True
        self.ops.append((t, "forget", (m, by)))
        self.removed.append(snippet)

    def pin(self, m, t, by):
        m.pinned = True
        self.ops.append((t, "pin", (m, by)))

    def react(self, m, t, emoji, who):
        self.ops.append((t, "reaction_add", (m, emoji, who)))

    def unreact(self, m, t, emoji, who):
        self.ops.append((t, "reaction_remove", (m, emoji, who)))


# --------------------------------------------------------------------------- the day

def build_day(b: DayBuilder, day_local_date: datetime):
    rng = b.rng
    J = rng.uniform
    R = rng.choice
    date_ch = day_local_date.strftime("%d.%m.%Y")
    date_iso = day_local_date.strftime("%Y-%m-%d")
    mmdd = day_local_date.strftime("%m%d")

    px = {k: v * (1 + J(-0.025, 0.025)) for k, v in BASE_PX.items()}

    def oid():
        return "ZW-" + "".join(R("0123456789ABCDEF") for _ in range(6))

    def clock(t):
        h, m = divmod(int(t), 60)
        return f"{h % 24:02d}:{m:02d}"

    # mandates of the day
    m1 = R(MANDATES["balanced"])
    mb2 = [m for m in MANDATES["balanced"] if m != m1][0]
    m2 = R(MANDATES["conservative"])
    m3 = R(MANDATES["growth"])
    mfx = [m for m in MANDATES["growth"] if m != m3][0]
    rm1, rm2, rm3 = m1[2], m2[2], m3[2]
    rmb2 = mb2[2]
    fn = {k: AUTHORS[k][1].split()[0] for k in ("meier", "keller")}
    s1n, s2n, s3n, sb2n = m1[3], m2[3], m3[3], mb2[3]

    def ts_of(t):
        return f"{date_iso}T{clock(t - LOCAL_OFFSET_H * 60)}:{rng.randint(10, 59)}Z"

    watch = rng.sample(WATCH_POOL, 3)
    unwatched = [w for w in WATCH_POOL if w not in watch]
    w_news = watch[0]
    w_look = watch[1]
    unheld_extra = R(UNHELD_EXTRA)

    # optional hard-event groups: pick a subset so the day stays in 25-45 hard events
    opt_groups = ["fx", "nconfirm", "asml_tp", "lvmh_stop", "cancel", "reject",
                  "nov_thesis", "risk_set", "ic_route", "logi_noroute", "nesn_partial", "asml_conf"]
    k = rng.randint(2, 5)
    opt = set(rng.sample(opt_groups, k))

    th1 = b.thread(J(412, 418))   # mandate m1 thread opens ~06:55
    th2 = b.thread(J(465, 470))   # mandate m2 thread
    th3 = b.thread(J(600, 606))   # mandate m3 thread

    # ------------------------------------------------------------ background noise
    t = J(4, 20)
    while t < 1435:
        svc = R(["oms-bridge ok", "oms-bridge ok", "oms-bridge ok (FIX XSWX seq %d)" % rng.randint(1000, 9999)])
        m = b.say(t, "mon", f"♥ desk-monitor · gw {rng.randint(28, 71)}ms · {svc} · md-feed ok · riskguard ok · queue={R([0, 0, 0, 1, 2])}")
        b.N(m)
        t += J(50, 68)

    b.N(b.say(J(38, 44), "cron", f"cron · fx-forward-reval · {rng.randint(31, 44)} contracts revalued at 23:00 WMR · ΔMtM CHF {R(['-', '+'])}{ch(rng.randint(3000, 19000))} · routed=0 · {J(2, 5):.1f}s"))
    b.N(b.say(J(71, 80), "mon", f"[gateway] websocket closed (code 1006) · reconnecting in 5s … resumed session, {rng.randint(1, 4)} events replayed"))
    b.N(b.say(J(122, 128), "cron", f"cron · nightly-recon · {ch(rng.randint(3300, 3500))} positions vs custody (SIX SIS) · breaks=0 · warnings={rng.randint(1, 3)} (stale price CH0418792922) · routed=0 · {J(11, 19):.1f}s"))
    st = J(150, 160)
    b.N(b.say(st, "mon", "md-feed worker crashed, restarting (attempt 1/5)\n```\nTraceback (most recent call last):\n  File \"/opt/mdfeed/adapters/six_mdi.py\", line 214, in _on_frame\n    book = self._books[frame.isin]\n  File \"/opt/mdfeed/adapters/book.py\", line 88, in __getitem__\n    return self._by_isin[key]\nKeyError: 'CH1256740924'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"/opt/mdfeed/main.py\", line 61, in run\n    await adapter.pump()\n  File \"/opt/mdfeed/adapters/six_mdi.py\", line 131, in pump\n    await self._on_frame(f)\nRuntimeError: unknown instrument in reference data snapshot (refdata v2025.06.11-2)\n```"))
    b.N(b.say(st + J(1, 2), "mon", "md-feed worker restarted · refdata reloaded (v2025.06.11-3, 48'112 instruments) · lag 0.4s"))
    us = R(US_NEWS)
    b.NM(b.say(J(190, 200), "news", f"📰 US after-hours | {us}"))
    b.N(b.say(J(272, 282), "ci", f"ci · nightly · wealth-riskguard · {ch(rng.randint(1250, 1320))} tests · ✅ passed ({rng.randint(5, 7)}m{rng.randint(10, 59)}s)"))

    # pre-open positions snapshot (lists holdings)
    q_nesn_hold = rng.randint(38, 52) * 100
    b.N(b.say(J(345, 352), "val",
              f"**Pre-open positions · discretionary book · {date_ch}** (prices: prev. close)\n"
              f"```\n"
              f"ISIN          Valor      Name                      Qty        Px       MV CHF\n"
              f"CH0038863350  3886335    Nestlé SA                 {q_nesn_hold:>7}   {f2(px['NESN']*1.004):>7}   {ch(int(q_nesn_hold*px['NESN'])):>11}\n"
              f"CH0012005267  1200526    Novartis AG                 {rng.randint(30, 45)*100:>5}   {f2(px['NOVN']*0.997):>7}   {ch(rng.randint(300, 430)*1000+417):>11}\n"
              f"CH0012032048  1203204    Roche Holding GS            {rng.randint(12, 18)*100:>5}  {f2(px['ROG']*1.002):>7}   {ch(rng.randint(320, 470)*1000+88):>11}\n"
              f"CH0244767585  24476758   UBS Group AG               {rng.randint(9, 14)*1000:>6}   {f2(px['UBSG']*0.995):>7}   {ch(rng.randint(250, 390)*1000+312):>11}\n"
              f"NL0010273215  11145440   ASML Holding (EUR)            {rng.randint(3, 6)*100:>3}  {f2(px['ASML']*1.01):>7}   {ch(rng.randint(190, 380)*1000+540):>11}\n"
              f"FR0000121014  507170     LVMH (EUR)                    {rng.randint(4, 9)*100:>3}  {f2(px['MC']*0.998):>7}   {ch(rng.randint(240, 520)*1000+75):>11}\n"
              f"CH0139101593  13910159   ZKB Gold ETF AA CHF         {rng.randint(9, 16)*100:>5}  {f2(px['ZGLD']):>7}   {ch(rng.randint(560, 990)*1000+6):>11}\n"
              f"CH0224397213  22439721   Eidg. 0.50% 27.06.2032   {ch(rng.randint(30, 60)*100000):>9}   {f2(px['BOND']):>7}   {ch(rng.randint(2900, 5900)*1000+550):>11}\n"
              f"FWD EURCHF    -          EUR/CHF fwd 3M (hedge)   -{ch(rng.randint(8, 14)*1000000):>10}    {px['EURCHF']:.4f}     {ch(rng.randint(10, 90)*1000):>8}\n"
              f"FWD USDCHF    -          USD/CHF fwd 3M (hedge)   -{ch(rng.randint(3, 7)*1000000):>10}    {px['USDCHF']:.4f}    -{ch(rng.randint(10, 60)*1000):>8}\n"
              f"```\nAUM (discretionary, 6 mandates): CHF {ch(rng.randint(402, 418)*1000000 + rng.randint(0, 999999))} · cash CHF {ch(rng.randint(9, 15)*1000000)} · source: Avaloq EOD batch"))
    b.N(b.say(J(378, 384), "risk", f"riskguard status=OK run=pre-open checks={ch(rng.randint(1200, 1320))} breaches=0 warnings={rng.randint(0, 2)} mandates=6 duration_ms={rng.randint(900, 2400)}"))
    b.N(b.say(J(398, 404), "ci", f"ci · deploy wealth-oms-bridge v4.{rng.randint(17, 19)}.{rng.randint(0, 5)} → prod-zrh · ✅ healthy (pipeline #{rng.randint(8700, 8999)}, 3m{rng.randint(10, 59)}s)"))

    # ------------------------------------------------------------ pre-open
    wl = b.say(J(405, 409), "vogel",
               f"Guten Morgen zusammen. Watchlist this week (no positions): {watch[0][0]} ({watch[0][1]}), "
               f"{watch[1][0]} ({watch[1][1]}), {watch[2][0]} ({watch[2][1]}). Core holdings unchanged: NESN, NOVN, ROG, UBSG, ASML, MC, "
               f"Eidgenossen, ZGLD, EURCHF/USDCHF forwards. Client calls: {m1[1]} 14:00 ({m1[0]}), {m2[1]} board 16:00 ({m2[0]}).")
    b.pin(wl, wl.t + J(0.5, 1.5), "vogel")
    b.react(wl, wl.t + J(0.3, 1.0), "📌", "vogel")
    b.react(wl, wl.t + J(2, 6), "👍", "brunner")

    # thread 1 opener (mandate m1)
    t1o = b.say(th1.t + 0.1, rm1, f"Thread for mandate {m1[0]} · {m1[1]} (ausgewogen, CHF reference currency). I'll post client items here.", thread=th1)
    b.say(th1.t + J(1, 3), "brunner", "Morgen. Reading the ad hocs as they come in.")

    # 07:00 ad hoc flow
    held1 = R([
        ("Nestlé S.A.", "NESN", "Nestlé confirms full-year 2025 outlook of organic sales growth above 2024 and an underlying trading operating profit margin of at least 16%; announces CHF 500m cost programme in Waters", "confirms full-year 2025 outlook"),
        ("ASML Holding N.V.", "ASML", "ASML announces it expects Q2 net bookings at the upper end of the EUR 3.5-4.5bn range guided in April; 2025 revenue outlook confirmed", "Q2 net bookings at the upper end"),
        ("LVMH Moët Hennessy Louis Vuitton", "MC", "LVMH announces the sale of its stake in Off-White to Bluestar Alliance and confirms the timing of H1 results on 24 July", "sale of its stake in Off-White"),
    ])
    news_held1 = b.say(J(420.05, 420.2), "news", f"📰 SIX ad hoc | {clock(420)}:0{rng.randint(1, 9)} | {held1[0]} | {held1[2]}" + adhoc_body(rng, held1[0], date_ch, "07:00"))
    b.H(news_held1, "held_position_news", [held1[0], held1[3]], "structured")
    b.idiom(news_held1, "SIX ad hoc on a held name, named by company name not ticker", "held_position_news")
    holcim = b.say(J(420.3, 420.5), "news", f"📰 SIX ad hoc | {clock(420)}:1{rng.randint(1, 9)} | Holcim AG | Holcim completes the listing of Amrize on NYSE and SIX; pro forma 2025 guidance for the remaining group confirmed" + adhoc_body(rng, "Holcim AG", date_ch, "07:00"))
    b.NM(holcim)
    b.idiom(holcim, "ad hoc on a name neither held nor on the watchlist", "not_hard")
    wn = b.say(J(420.6, 420.9), "news", "", embeds=[{
        "title": f"SIX ad hoc · {w_news[0]}", "description": w_news[2] + adhoc_body(rng, w_news[0], date_ch, "07:00"),
        "url": f"https://www.six-group.com/en/market-data/news-tools/official-notices.html#{w_news[1].lower()}",
        "author": "SIX Exchange Regulation", "footer": f"{w_news[1]} · ad hoc pursuant to Art. 53 LR · {clock(420)} CEST"}])
    b.H(wn, "watchlist_news", [w_news[0], w_news[3]], "embed")
    logi = b.NM(b.say(J(421.0, 421.5), "news", "📰 SIX ad hoc | Logitech International S.A. | Logitech confirms FY26 outlook; announces new USD 1.5bn share repurchase programme" + adhoc_body(rng, "Logitech International S.A.", date_ch, "07:00")))
    uh = b.NM(b.say(J(423, 426), "news", f"📰 SIX ad hoc | {unheld_extra[0]} | {unheld_extra[1]}" + adhoc_body(rng, unheld_extra[0], date_ch, "07:00")))
    if "logi_noroute" in opt:
        m = b.say(J(427, 429), "research", f"Triage {clock(427)} · Logitech International ad hoc · exposure: none in any of the 6 mandates, not on watchlist · decision: no action, not routed.", ref=logi)
        b.H(m, "no_route_decision", ["Logitech", "no action, not routed"], "structured")
    m = b.say(J(430, 434), "vogel", "Holcim: not held, not on our list — kein Handlungsbedarf, no action from our side.", ref=holcim)
    b.H(m, "no_route_decision", ["Holcim", "kein Handlungsbedarf"], "reply")
    b.idiom(m, "German 'kein Handlungsbedarf' reply closing a news item", "no_route_decision")

    # research morning note (no decision)
    ust = J(4.25, 4.55)
    rog200 = tick(px["ROG"] * J(0.955, 0.975), 0.5)
    note = b.say(J(436, 441), "research",
        f"**Morning Briefing — Discretionary Mandates · {date_ch}**\n\n"
        f"**Overnight.** US equities closed {R(['+0.4%', '+0.2%', '-0.3%', '+0.7%'])} with leadership from semiconductors and a late fade in financials; the 10-year Treasury yield settled at {ust:.2f}%. Asian markets were mixed: Nikkei {R(['+0.6%', '-0.2%', '+1.1%'])}, Hang Seng {R(['-0.8%', '+0.3%', '-1.2%'])}. Brent trades at US$ {J(63, 71):.2f}. Gold is at US$ {ch(int(px['XAU']))} per ounce, little changed after a range of roughly US$ 25 overnight.\n\n"
        f"**Switzerland.** SMI futures indicate an opening at {ch(int(px['SMI']))} ({R(['-0.3%', '+0.2%', '-0.5%', '+0.4%'])}). Ad hoc flow this morning is led by {held1[0]} and {w_news[0]}; both summaries are in the channel above. The SNB's next monetary policy assessment is on 19 June; market pricing implies a {rng.randint(55, 80)}% probability of a further 25 bp cut. Swiss CPI for May printed at -0.1% y/y, which keeps real CHF rates marginally positive and the debate about negative policy rates alive.\n\n"
        f"**CHF rates.** The Confederation curve bull-flattened yesterday, with the 10-year Eidgenossen yield at {J(0.28, 0.45):.2f}% (-3 bp). Swap spreads are stable. Supply this week is light: one Confederation tap (CHF 400-600m) and two cantonal issues. For the conservative mandates the open question remains duration: portfolios sit at 4.1-4.4 years against a strategic 5.0 years.\n\n"
        f"**FX.** EURCHF {px['EURCHF']:.4f}, USDCHF {px['USDCHF']:.4f}. Forward points for 3M EURCHF are roughly -{rng.randint(38, 52)} pips, so hedging EUR exposure into CHF keeps costing little and the carry on USD hedges remains negative. One-month implied volatility in EURCHF is near multi-year lows at {J(4.2, 5.1):.1f}%.\n\n"
        f"**Equities — observations.** NESN has underperformed the SMI by about 6% over three months; at 17x forward earnings it trades below its ten-year median. ROG is consolidating after the ASCO data; the 200-day moving average at CHF {f2(rog200)} is the level most desks watch, and a close below it would likely trigger systematic selling. UBSG trades at 1.1x tangible book; capital headlines remain the swing factor. ASML moved {R(['+2.1%', '-1.8%', '+3.4%'])} yesterday with the semis complex; LVMH is flat on the week ahead of the H1 print.\n\n"
        + _paras(rng, "morning", 7) + "\n\n" +
        f"**Calendar (CEST).** 08:30 Swiss PPI · 11:00 ZEW · 13:30 SNB Governing Board member speech (Zurich) · 14:30 US CPI · 17:00 WMR fixing · 17:30 SIX close.\n\n"
        f"_This note summarises public information for the portfolio management team. It contains no recommendation; positioning decisions are taken by the PMs and the investment committee._")
    b.NM(note)
    b.idiom(note, "long research note full of levels and trading words but no decision", "not_hard")

    b.say(J(442, 446), "dubois", f"Bonjour à tous. EURCHF {px['EURCHF']:.4f} in very thin liquidity, I would wait until after 9 for anything FX.")
    b.say(J(447, 450), "baumann", "Morgen. FIX session to SIX is up since 07:2" + str(rng.randint(0, 9)) + ", OMS looks fine after the deploy.")

    if "nconfirm" in opt:
        m = b.say(J(451, 455), "brunner",
                  f"{held1[0].split()[0]} ad hoc read: numbers in line, nothing that changes the case. We stay Overweight {held1[1]}, conviction unchanged.",
                  ref=news_held1)
        b.H(m, "thesis_update", ["Overweight", held1[1], "conviction unchanged"], "reply")

    # IC bot
    agenda = b.say(_t1 := J(456, 458), "ic", json.dumps({
        "ts": ts_of(_t1), "type": "agenda", "meeting": "IC weekly",
        "date": date_iso, "items": ["Add ASML on weakness? (discussion only)", "EM local debt exposure — exit or hold?",
                                   "CHF duration in conservative mandates", "Gold weight in Balanced CHF model"]}, ensure_ascii=False))
    b.NM(agenda)
    b.idiom(agenda, "IC JSON agenda listing trade ideas for discussion", "not_hard")
    gold_old, gold_new = R([("3.0%", "5.0%"), ("3.5%", "5.0%"), ("2.5%", "4.0%")])
    mpc = b.say(_t2 := J(458.5, 460), "ic", json.dumps({
        "ts": ts_of(_t2), "type": "model_portfolio_change",
        "model": "Balanced CHF", "instrument": "Gold (ZGLD)", "old_weight": gold_old, "new_weight": gold_new,
        "funded_from": "CHF cash", "decision_ref": f"IC-2025-{rng.randint(20, 29)}", "rationale": "real-rate hedge; geopolitical tail risk"}, ensure_ascii=False))
    b.H(mpc, "thesis_update", ["model_portfolio_change", "Gold (ZGLD)", gold_old, gold_new], "structured")
    b.idiom(mpc, "IC bot JSON model-portfolio weight change", "thesis_update")

    t2o = b.say(th2.t + 0.1, rm2, f"Thread for {m2[0]} · {m2[1]} (konservativ). The board would like to see the duration proposal before the 16:00 call.", thread=th2)
    b.say(th2.t + J(2, 5), "dubois", f"Noted, {fn[rm2]} — I'll post it here once the IC minutes are out.", thread=th2, ref=t2o)

    q1 = b.say(J(472, 478), rm1, f"Guten Morgen Matthias — {s1n} fragt, ob wir bei Nestlé nach dem Rückgang nicht aufstocken sollten? Meeting with me at 14:00.", thread=th1)
    b.NM(q1)
    b.idiom(q1, "RM relaying a client question about buying", "not_hard")

    if "risk_set" in opt:
        m = b.say(J(482, 488), "risk", f"riskguard event=LIMIT_CHANGE scope=issuer issuer=\"UBS Group AG\" limit_old=6.00% limit_new=5.00% applies=all_discretionary effective={date_iso} approved_by=RiskCo-{mmdd}")
        b.H(m, "risk_limit", ["LIMIT_CHANGE", "UBS Group AG", "limit_new=5.00%"], "structured")

    b.N(b.say(J(490, 494), "px", f"⚠️ px-alert · EURCHF {px['EURCHF']*1.001:.4f} crossed above {px['EURCHF']*1.0008:.4f} (pre-open high)"))
    b.N(b.say(J(505, 512), "risk", f"riskguard status=OK run=0830 checks={ch(rng.randint(1200, 1320))} breaches=0 warnings=0"))
    b.say(J(515, 525), "keller", "Anyone else's Bloomberg dropping the SIX feed? Mine shows stale quotes for SLI names.")
    b.say(J(526, 532), "baumann", "Restart the terminal, IT pushed an update overnight. Mine is fine now.")

    # ------------------------------------------------------------ 09:00 open : NESN mandate m1
    b.N(b.say(J(540.05, 540.4), "px", f"SMI open {ch(int(px['SMI']))} ({R(['-0.3%', '+0.2%', '-0.4%', '+0.5%'])}) · SLI {ch(int(px['SMI']*0.165))} · V2X {J(15, 19):.1f}"))
    q_nesn = R([1000, 1200, 1500, 1800])
    lim_nesn = tick(px["NESN"] * 0.996)
    stop_nesn = tick(px["NESN"] * 0.943)
    prop_nesn = b.say(J(544, 548), "brunner",
                      f"Vorschlag für {m1[0]}: Kauf {ch(q_nesn)} Nestlé (NESN) Limite {f2(lim_nesn)}, Stop {f2(stop_nesn)}. "
                      f"Gewicht danach ca. 6.8%, within the 10% issuer limit. Begründung: valuation below 10y median, guidance confirmed this morning. Bitte um Freigabe, Annette.",
                      thread=th1, ref=q1)
    b.H(prop_nesn, "trade_proposal", ["Kauf", "NESN", ch(q_nesn), f2(lim_nesn)], "untagged")
    b.idiom(prop_nesn, "German proposal with Swiss apostrophe thousands (1'200) and 'Limite'", "trade_proposal")
    esg = b.say(prop_nesn.t + J(1.5, 3), rm1, f"Passt das zu den ESG-Ausschlüssen ({s1n})? Nestlé was on the sensitive list for water issues last year.", thread=th1, ref=prop_nesn)
    b.NM(esg)
    b.idiom(esg, "RM question about a pending proposal (not an approval)", "not_hard")
    b.say(esg.t + J(1, 2.5), "brunner", "Ja, geprüft — MSCI ESG AA, not on the client's exclusion list. Notiz im Dossier.", thread=th1, ref=esg)
    appr_nesn = b.say(esg.t + J(3, 5), "vogel", "Einverstanden, go.", thread=th1, ref=prop_nesn)
    b.H(appr_nesn, "trade_approval", ["Einverstanden", "go"], "reply")
    b.idiom(appr_nesn, "two-word Swiss-German approval reply 'Einverstanden, go.'", "trade_approval")
    b.react(prop_nesn, appr_nesn.t + 0.2, "📌", "vogel")
    b.pin(prop_nesn, appr_nesn.t + 0.4, "vogel")
    b.N(b.say(appr_nesn.t + J(0.5, 1.5), rm1, "Danke!", thread=th1, ref=appr_nesn))
    o_nesn = oid()
    t_acc = appr_nesn.t + J(2, 4)
    acc = b.say(t_acc, "oms", "", embeds=[{
        "title": "Order accepted", "author": "Avaloq OMS",
        "description": f"BUY {ch(q_nesn)} NESN · limit CHF {f2(lim_nesn)} · day",
        "fields": [{"name": "Instrument", "value": "Nestlé SA (NESN)", "inline": True},
                   {"name": "ISIN", "value": ISIN["NESN"][0], "inline": True},
                   {"name": "Valor", "value": ISIN["NESN"][1], "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Quantity", "value": ch(q_nesn), "inline": True},
                   {"name": "Limit", "value": f"CHF {f2(lim_nesn)}", "inline": True},
                   {"name": "Status", "value": "WORKING", "inline": True},
                   {"name": "TIF", "value": "DAY", "inline": True},
                   {"name": "Entered by", "value": "R. Baumann", "inline": True},
                   {"name": "Pre-trade checks", "value": "suitability OK · issuer 6.8%/8.0% OK · ESG OK · cash OK"}],
        "footer": f"order {o_nesn} · venue XSWX · mandate {m1[0]} · {clock(t_acc)}:{rng.randint(10, 59)} CEST"}])
    b.H(acc, "trade_confirmation", [o_nesn, "BUY", ch(q_nesn), f2(lim_nesn), "WORKING"], "embed")
    b.idiom(acc, "embed-only OMS order ack with ISIN/Valor fields and order id in footer", "trade_confirmation")
    part_q = q_nesn // 2 + rng.choice([-100, 0, 100])
    part_px = lim_nesn - R([0.02, 0.04, 0.06])
    t_pf = t_acc + J(5, 9)
    pf = None
    if "nesn_partial" in opt:
        pf = b.say(t_pf, "oms", "", embeds=[{
            "title": "Execution report", "author": "Avaloq OMS",
            "description": f"Partial fill NESN {ch(part_q)} / {ch(q_nesn)}",
            "fields": [{"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Filled", "value": f"{ch(part_q)} / {ch(q_nesn)}", "inline": True},
                       {"name": "Avg price", "value": f"CHF {f2(part_px)}", "inline": True},
                       {"name": "Status", "value": "PARTIALLY_FILLED", "inline": True}],
            "footer": f"order {o_nesn} · XSWX · {m1[0]}"}])
        b.H(pf, "trade_fill", ["NESN", "BUY", ch(part_q), f2(part_px)], "embed")
        b.idiom(pf, "embed-only partial fill (Filled x / y)", "trade_fill")
    b.N(b.say(t_pf + J(1, 3), "px", f"⚠️ px-alert · NESN {f2(lim_nesn - 0.08)} < {f2(lim_nesn - 0.05)} (intraday low)"))
    full_px = lim_nesn - R([0.01, 0.03, 0.05])
    t_ff = t_pf + J(12, 20)
    ff = b.say(t_ff, "oms", "", embeds=[{
        "title": "Execution report", "author": "Avaloq OMS",
        "description": f"NESN order complete",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Filled", "value": f"{ch(q_nesn)} / {ch(q_nesn)}", "inline": True},
                   {"name": "Avg price", "value": f"CHF {f2(full_px)}", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}],
        "footer": f"order {o_nesn} · XSWX · {m1[0]} · settlement T+2"}])
    b.H(ff, "trade_fill", ["NESN", "BUY", f"{ch(q_nesn)} / {ch(q_nesn)}", f2(full_px), "FILLED"], "embed")
    b.say(t_ff + J(1, 3), rm1, f"Perfect, I'll tell {s1n} at 14:00.", thread=th1)

    # ------------------------------------------------------------ FX hedge (optional)
    if "fx" in opt:
        fwd = px["EURCHF"] - J(0.0035, 0.0050)
        eur_amt = R(["2.5m", "3.0m", "4.0m"])
        fxp = b.say(J(578, 583), "dubois",
                    f"EURCHF hedge roll for {mfx[0]}: sell EUR {eur_amt} / buy CHF, 3M outright forward, indicative all-in {fwd:.4f}. Replaces the June forward that expires Friday. Go?")
        b.H(fxp, "trade_proposal", ["EURCHF", f"sell EUR {eur_amt}", f"{fwd:.4f}"], "untagged")
        fxa = b.say(fxp.t + J(1.5, 3.5), "vogel", "👍 send it", ref=fxp)
        b.H(fxa, "trade_approval", ["👍", "send it"], "reply")
        b.idiom(fxa, "emoji + 'send it' reply approving an FX proposal", "trade_approval")
        o_fx = oid()
        fxc = b.say(fxa.t + J(4, 8), "oms", "", embeds=[{
            "title": "FX forward confirmed", "author": "Avaloq OMS · FX",
            "fields": [{"name": "Pair", "value": "EUR/CHF", "inline": True},
                       {"name": "Side", "value": f"SELL EUR {eur_amt}", "inline": True},
                       {"name": "Value date", "value": "3M (IMM+0)", "inline": True},
                       {"name": "All-in rate", "value": f"{fwd - 0.0001:.4f}", "inline": True},
                       {"name": "Counterparty", "value": "ZKB", "inline": True},
                       {"name": "Status", "value": "DONE", "inline": True}],
            "footer": f"deal {o_fx} · {mfx[0]} · 360T"}])
        b.H(fxc, "trade_fill", ["EUR/CHF", f"SELL EUR {eur_amt}", f"{fwd - 0.0001:.4f}", "DONE"], "embed")
        b.N(b.say(fxc.t + J(1, 2), "dubois", "merci", ref=fxc))

    # ------------------------------------------------------------ ASML proposal, suitability block
    lim_asml = tick(px["ASML"] * 0.992, 0.2)
    asml_p = b.say(J(595, 599), "brunner",
                   f"Proposal ASML: buy 120 ASML for {m3[0]} and 40 ASML for {m2[0]}, limit EUR {lim_asml:.2f}. Adds to the semis sleeve after the pullback; funded from cash.")
    b.H(asml_p, "trade_proposal", ["ASML", "buy 120", f"EUR {lim_asml:.2f}"], "untagged")
    blk = b.say(asml_p.t + J(1, 2.5), "risk",
                f"riskguard event=ORDER_BLOCKED mandate={m2[0]} instr=ASML isin=NL0010273215 side=BUY qty=40 rule=SUITABILITY profile=conservative max_equity=35.0% current=34.1% post_trade=36.9% action=BLOCKED ticket=RG-{rng.randint(40000, 49999)}")
    b.H(blk, "risk_limit", ["ORDER_BLOCKED", m2[0], "SUITABILITY", "BLOCKED"], "structured")
    b.idiom(blk, "risk engine key=value suitability block", "risk_limit")
    rej = b.say(blk.t + J(2, 4), "vogel",
                f"Abgelehnt für {m2[0]} — suitability, konservatives Mandat, keine Einzeltitel-Tech. {m3[0]} portion: Freigabe erteilt.", ref=asml_p)
    b.H(rej, "trade_approval", ["Abgelehnt", m2[0], "Freigabe erteilt"], "reply")
    b.idiom(rej, "split decision: 'Abgelehnt' for one mandate, 'Freigabe erteilt' for the other", "trade_approval")
    o_asml = oid()
    if "cancel" in opt:
        opt.add("asml_conf")
    if "asml_conf" in opt:
        asml_c = b.say(rej.t + J(2, 4), "oms", "", embeds=[{
            "title": "Order accepted", "author": "Avaloq OMS",
            "fields": [{"name": "Instrument", "value": "ASML Holding NV (ASML)", "inline": True},
                       {"name": "ISIN", "value": ISIN["ASML"][0], "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Quantity", "value": "120", "inline": True},
                       {"name": "Limit", "value": f"EUR {lim_asml:.2f}", "inline": True},
                       {"name": "Status", "value": "WORKING", "inline": True}],
            "footer": f"order {o_asml} · venue XAMS · mandate {m3[0]}"}])
        b.H(asml_c, "trade_confirmation", [o_asml, "ASML", "120", f"EUR {lim_asml:.2f}", "WORKING"], "embed")

    # ------------------------------------------------------------ thread 3 (m3): UBS shorthand
    t3o = b.say(th3.t + 0.1, rm3, f"Thread for {m3[0]} · {m3[1]} (dynamisch).", thread=th3)
    tq = b.say(th3.t + J(1, 3), rm3, f"{s3n} asked whether we could buy some Tesla, saw a piece on TV last night. Do we even cover it?", thread=th3)
    b.NM(tq)
    b.say(tq.t + J(1.5, 3), "brunner", "Not in the discretionary universe, no. I'll call him this afternoon and explain.", thread=th3, ref=tq)
    ubs_lim0 = tick(px["UBSG"] * 0.997, 0.01)
    ubs_lim1 = round(ubs_lim0 + 0.05, 2)
    ubs_stop = tick(px["UBSG"] * 0.945, 0.05)
    ubs_p = b.say(tq.t + J(6, 9), "brunner", f"b 4.2k UBSG @ {f2(ubs_lim0)} lim {m3[0]}, stop {f2(ubs_stop)}", thread=th3)
    b.edit(ubs_p, ubs_p.t + J(2, 4), f"b 4.2k UBSG @ {f2(ubs_lim1)} lim {m3[0]}, stop {f2(ubs_stop)}", superseded=[f2(ubs_lim0)])
    b.H(ubs_p, "trade_proposal", ["b 4.2k", "UBSG", f2(ubs_lim1), f2(ubs_stop)], "shorthand")
    b.idiom(ubs_p, "shorthand 'b 4.2k UBSG @ <px> lim' with the limit edited once", "trade_proposal")
    okgo = b.say(ubs_p.edits[-1][0] + J(1.5, 3), "vogel", "ok go", thread=th3, ref=ubs_p)
    b.H(okgo, "trade_approval", ["ok", "go"], "reply")
    q_ok = R([3100, 3300, 3500])
    rs = b.say(okgo.t + J(1, 2), "risk",
               f"riskguard event=ORDER_RESIZED mandate={m3[0]} instr=UBSG isin=CH0244767585 side=BUY qty_req=4200 qty_ok={q_ok} rule=ISSUER_CONC issuer=\"UBS Group AG\" limit=5.00% post_trade=5.00% action=RESIZED")
    b.H(rs, "risk_limit", ["ORDER_RESIZED", "UBSG", f"qty_ok={q_ok}", "limit=5.00%"], "structured")
    o_ubs = oid()
    ubs_c = b.say(rs.t + J(0.5, 1.5), "oms", "", embeds=[{
        "title": "Order accepted (resized by riskguard)", "author": "Avaloq OMS",
        "fields": [{"name": "Instrument", "value": "UBS Group AG (UBSG)", "inline": True},
                   {"name": "Valor", "value": ISIN["UBSG"][1], "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Quantity", "value": ch(q_ok), "inline": True},
                   {"name": "Limit", "value": f"CHF {f2(ubs_lim1)}", "inline": True},
                   {"name": "Status", "value": "WORKING", "inline": True}],
        "footer": f"order {o_ubs} · venue XSWX · mandate {m3[0]}"}])
    b.H(ubs_c, "trade_confirmation", [o_ubs, "UBSG", ch(q_ok), f"CHF {f2(ubs_lim1)}"], "embed")
    b.N(b.say(ubs_c.t + J(0.5, 2), "brunner", "👍", thread=th3, ref=okgo))

    # other bank's block + other desk
    blk_px = f2(px["UBSG"] * 0.993)
    ob = b.say(J(650, 656), "baumann", f"FYI — Bloomberg says a block of 1.5m UBS went through at {blk_px} this morning, Vontobel's desk reportedly the seller. Not us, not our flow.")
    b.NM(ob)
    b.idiom(ob, "another bank's block trade quoted", "not_hard")
    od = b.NM(b.say(J(660, 668), "keller", "Geneva told me their Lombard desk bought 10k NESN for the bank's own book yesterday — unrelated to our mandates, just so nobody is surprised by the volume."))
    hist = b.say(J(670, 676), rm1, f"Für die Akte: {s1n} hat NESN ursprünglich im März 2020 bei 92.10 gekauft, expect a question about the break-even. We sold a third of it in 2022 at 118.", thread=th1)
    b.NM(hist)
    b.idiom(hist, "history of past trades for the file", "not_hard")

    # CI spam, bulk-deleted
    ci1 = b.say(J(678, 679), "ci", "ci · wealth-oms-bridge · test_fix_reconnect flaky · retry 1/3")
    ci2 = b.say(ci1.t + J(0.3, 0.6), "ci", "ci · wealth-oms-bridge · test_fix_reconnect flaky · retry 2/3")
    ci3 = b.say(ci2.t + J(0.3, 0.6), "ci", "ci · wealth-oms-bridge · test_fix_reconnect flaky · retry 3/3 · ❌ FAILED (pipeline #%d)" % rng.randint(9000, 9099))
    for m in (ci1, ci2, ci3):
        b.N(m)
    b.bulk_delete([ci1, ci2, ci3], ci3.t + J(4, 7), ["test_fix_reconnect flaky"])
    b.say(ci3.t + J(7, 9), "baumann", "Cleaned up the CI spam, the pipeline posts to #dev-ci from now on.")

    b.N(b.say(J(660, 662), "val", f"Intraday PnL snapshot {clock(660)} · desk {R(['+', '-'])}CHF {ch(rng.randint(60, 240)*1000 + rng.randint(0, 999))} ({R(['+', '-'])}0.0{rng.randint(1, 6)}%) · best NESN · worst {R(['UBSG', 'ASML', 'MC'])}"))

    # ------------------------------------------------------------ Roche breach in mb2
    rog_w = J(10.9, 11.6)
    br = b.say(J(692, 698), "risk",
               f"riskguard event=MANDATE_LIMIT_BREACH mandate={mb2[0]} rule=MAX_SINGLE_ISSUER issuer=\"Roche Holding AG\" actual={rog_w:.1f}% limit=10.0% cause=market_move action=REDUCE_REQUIRED deadline=T+2")
    b.H(br, "risk_limit", ["MANDATE_LIMIT_BREACH", mb2[0], "Roche Holding AG", f"actual={rog_w:.1f}%", "limit=10.0%"], "structured")
    b.idiom(br, "passive mandate limit breach as key=value line", "risk_limit")
    rt = b.say(br.t + J(2, 4), "vogel", f"Routing the {mb2[0]} Roche breach to Reto for execution — Matthias, please size the cure; {AUTHORS[rmb2][1].split()[0]} informs the client.", ref=br)
    b.H(rt, "route_decision", ["Routing", "Roche breach", "Reto"], "reply")
    b.idiom(rt, "desk head routing a limit breach to the execution trader", "route_decision")
    q_rog = R([250, 300, 350])
    lim_rog = tick(px["ROG"] * 0.997, 0.1)
    rp = b.say(rt.t + J(3, 6), "brunner", f"To cure the {mb2[0]} breach: sell {q_rog} ROG at limit CHF {f2(lim_rog)}, brings the weight back to ~9.2%. Freigabe?", ref=rt)
    b.H(rp, "trade_proposal", ["sell", str(q_rog), "ROG", f"CHF {f2(lim_rog)}"], "untagged")
    ra = b.say(rp.t + J(1.5, 3), "vogel", "Freigabe erteilt. Bitte ausführen.", ref=rp)
    b.H(ra, "trade_approval", ["Freigabe erteilt", "Bitte ausführen"], "reply")
    fill0 = lim_rog + R([0.1, 0.2, 0.3])
    fill1 = round(fill0 + 0.05, 2)
    rf = b.say(ra.t + J(8, 14), "baumann", f"[FILL] SELL {q_rog} ROG @ {f2(fill0)} CHF · {mb2[0]} · done")
    b.edit(rf, rf.t + J(2, 5), f"[FILL] SELL {q_rog} ROG @ {f2(fill1)} CHF · {mb2[0]} · done (avg corrected)", superseded=[f2(fill0)])
    b.H(rf, "trade_fill", ["[FILL]", "SELL", str(q_rog), "ROG", f2(fill1)], "tagged")
    b.idiom(rf, "[FILL] tag line whose price is corrected by an edit", "trade_fill")
    b.N(b.say(rf.t + J(1, 2), rmb2, "thx Reto", ref=rf))

    # ------------------------------------------------------------ Novartis ad hoc + trailing stop
    nov_news = b.say(J(705, 712), "news",
                     "📰 SIX ad hoc | Novartis AG | Novartis announces Phase III NETTER-P trial of Pluvicto met its primary endpoint of radiographic progression-free survival; filing planned in H2 2025" + adhoc_body(rng, "Novartis AG", date_ch, clock(705)))
    b.H(nov_news, "held_position_news", ["Novartis AG", "met its primary endpoint"], "structured")
    b.N(b.say(nov_news.t + J(1, 2), "px", f"⚠️ px-alert · NOVN {f2(px['NOVN']*1.021)} +2.1% (news) · volume 3.2x 20d avg"))
    s1 = tick(px["NOVN"] * J(0.952, 0.958))
    s2 = round(s1 + R([0.60, 0.70, 0.80]), 2)
    s3 = round(s2 + R([0.50, 0.70, 0.90]), 2)
    stp = b.say(nov_news.t + J(8, 12), "brunner", f"NOVN: Stop nachziehen auf {f2(s1)} für alle Mandate.")
    b.edit(stp, stp.t + J(40, 50), f"NOVN: Stop nachziehen auf {f2(s2)} für alle Mandate.", superseded=[f2(s1)])
    b.edit(stp, stp.t + J(200, 215), f"NOVN: Stop nachziehen auf {f2(s3)} für alle Mandate.", superseded=[f2(s2)])
    b.H(stp, "stop_or_target_change", ["NOVN", "Stop nachziehen", f2(s3)], "untagged")
    b.idiom(stp, "German trailing stop 'Stop nachziehen auf X' edited twice", "stop_or_target_change")
    b.react(stp, stp.t + J(1, 3), "📌", "vogel")
    b.pin(stp, stp.t + J(3, 5), "vogel")
    nm_stop = b.say(stp.t + J(5, 9), "dubois", f"Side note: if ROG loses the 200-day at {f2(rog200)}, a stop around {f2(tick(rog200*0.97, 0.5))} would be sensible for the others too. Just a thought, let's discuss tomorrow.")
    b.NM(nm_stop)
    b.idiom(nm_stop, "'a stop at X would be sensible' musing without decision", "not_hard")
    if "nov_thesis" in opt:
        tp_nov = tick(px["NOVN"] * 1.16, 1.0)
        m = b.say(stp.t + J(12, 18), "brunner",
                  f"Novartis after the readout: we confirm Overweight and raise conviction from medium to high; target CHF {tp_nov:.0f} unchanged.")
        b.H(m, "thesis_update", ["Novartis", "confirm Overweight", "medium to high"], "untagged")

    hyp = b.say(J(728, 735), "brunner", f"What if we trimmed ASML into the results — would {tick(px['ASML']*1.09, 10):.0f} be a level where we'd want to take some off? Just thinking aloud.", thread=th3)
    b.NM(hyp)
    b.idiom(hyp, "'what if we trimmed' hypothetical in a mandate thread", "not_hard")

    b.say(J(738, 744), "keller", "Lunch: ordering from Zeughauskeller, anyone in? Last orders 12:30.")
    b.N(b.say(J(745, 748), "dubois", "merci, pour moi un Geschnetzeltes"))
    b.N(b.say(J(749, 752), "baumann", "👍"))

    # ------------------------------------------------------------ Roche research report with buried thesis change
    tp_rog = tick(px["ROG"] * 1.04, 5.0)
    rr = b.say(J(760, 770), "research",
        f"**Roche Holding (ROG) — post-ASCO review and positioning**\n\n"
        f"**1. What happened.** Roche presented updated data for giredestrant and the CD20xCD3 bispecific portfolio at ASCO. Investor reaction was muted: the shares are down {J(2.5, 4.5):.1f}% since the presentations, underperforming the SMI Pharma sub-index by roughly 150 bp. The read-across from competitor data in first-line HER2+ breast cancer is mildly negative for the Phesgo franchise.\n\n"
        f"**2. Fundamentals.** Consensus 2025 core EPS sits at CHF 19.60-19.90; our model is at the low end given Swiss franc strength (each 1% move in USDCHF moves core EPS by roughly 0.4%). Pharma division growth of 6-7% at constant currencies is intact, Diagnostics remains soft. The dividend (CHF 9.70) is covered 2.0x and has been raised for 38 consecutive years.\n\n"
        f"**3. Desk view.** The pipeline newsflow into year-end is thinner than we assumed in March, and the obesity assets will not read out before 2026. After discussing the read-across with Matthias this morning, the desk moves Roche (ROG) from Overweight to Neutral and lowers the price target to CHF {tp_rog:.0f}; existing positions are held, no new buying in any mandate. This also fits the concentration picture, where one balanced mandate is already above its issuer limit.\n\n"
        f"**4. Technicals.** The 200-day moving average at CHF {f2(rog200)} has held three times since February. Momentum indicators are neutral; options skew is unremarkable with 3M 25-delta puts trading 1.8 vols over calls.\n\n"
        f"**5. Valuation.** At 13.5x 2025 core earnings Roche trades at a 15% discount to European large-cap pharma, a wider gap than its five-year average of 9%. Part of the discount is structural (Diagnostics mix, the non-voting Genussschein line), part reflects the pipeline gap described above.\n\n"
        + _paras(rng, "roche", rng.randint(6, 8)) + "\n\n" +
        f"**6. Risks to the view.** Upside: a positive surprise from the Alzheimer programme, a larger buyback, M&A in obesity. Downside: US drug-pricing measures (MFN), biosimilar erosion of the legacy oncology franchise running faster than guided, and CHF strength.\n\n"
        f"_Sources: company presentations, ASCO abstracts, Bloomberg consensus as of {date_ch}. Prepared by the Helvetia Research Agent for the PM team._")
    b.H(rr, "thesis_update", ["Roche (ROG)", "from Overweight to Neutral", f"CHF {tp_rog:.0f}"], "buried")
    b.idiom(rr, "thesis change buried in section 3 of a six-section research report", "thesis_update")
    b.react(rr, rr.t + J(3, 8), "👍", "brunner")

    # ------------------------------------------------------------ bond proposal (thread 2)
    bpx = tick(px["BOND"], 0.05)
    bp = b.say(J(782, 790), "dubois",
               f"Proposal for {m2[0]}: buy CHF 400'000 nominal Eidgenossenschaft 0.50% 27.06.2032 (Valor 22439721) at {f2(bpx)} or better. "
               f"Extends duration from 4.2 to 4.9 years, in line with the IC's CHF duration decision. Annette?", thread=th2)
    b.H(bp, "trade_proposal", ["buy CHF 400'000", "Eidgenossenschaft 0.50% 27.06.2032", f2(bpx)], "untagged")
    ba = b.say(bp.t + J(2, 5), "vogel", f"Approved — please execute at {f2(bpx)} or better.", thread=th2, ref=bp)
    b.H(ba, "trade_approval", ["Approved", f2(bpx)], "reply")
    bfill = round(bpx - R([0.01, 0.02, 0.03]), 2)
    bf = b.say(ba.t + J(18, 30), "baumann", f"Filled CHF 400'000 Eidg. 0.50% 2032 at {f2(bfill)} on SIX Swiss Exchange, settlement T+2.", thread=th2, ref=ba)
    b.H(bf, "trade_fill", ["Filled", "CHF 400'000", "Eidg. 0.50% 2032", f2(bfill)], "untagged")
    b.N(b.say(bf.t + J(1, 3), rm2, "merci Reto 👍", thread=th2, ref=bf))

    b.say(J(795, 805), "dubois", "SNB Board member speaking at 13:30 in Zurich — the text will be on the SNB site at 13:30 sharp. Could move CHF if she mentions negative rates.")
    paper = b.say(J(808, 815), "baumann", f"[PAPER] SELL 1'000 NESN @ {f2(px['NESN']*1.006)} — Schulungskonto für die neue Trainee, please ignore.")
    b.NM(paper)
    b.idiom(paper, "[PAPER] tagged training-account trade", "not_hard")

    # ------------------------------------------------------------ forgotten proposal (client PII) + repost
    ubs_sell = tick(px["UBSG"] * 1.006, 0.01)
    fp = b.say(J(838, 842), "brunner", f"Vorschlag {mb2[0]} ({sb2n}, Tel. +41 79 412 88 03, telefonisch bestätigt): Verkauf 600 UBSG Limite {f2(ubs_sell)}.")
    b.H(fp, "trade_proposal", ["Verkauf", "600 UBSG", f2(ubs_sell)], "untagged")
    b.forget(fp, fp.t + J(3, 5), "vogel", "+41 79 412 88 03")
    b.say(fp.t + J(5, 6), "vogel", "Bitte keine Telefonnummern oder Kontodaten von Kunden hier — I had that one erased. Post it again without the details please.")
    fp2 = b.say(fp.t + J(7, 9), "brunner", f"Vorschlag {mb2[0]}: Verkauf 600 UBSG Limite {f2(ubs_sell)} (Kundenwunsch, telefonisch bestätigt).")
    b.H(fp2, "trade_proposal", ["Verkauf", "600 UBSG", f2(ubs_sell)], "untagged")
    b.N(b.say(fp2.t + J(0.5, 1.5), "vogel", "👍", ref=fp2))

    # forgotten non-hard item: account details in thread 1
    acct = b.say(J(850, 854), rm1, f"For the transfer {s1n} asked about: account 0235-1148821-91, IBAN CH93 0076 2011 6238 5295 7.", thread=th1)
    b.forget(acct, acct.t + J(2, 4), "vogel", "CH93 0076 2011 6238 5295 7")

    # ------------------------------------------------------------ gold implementation
    q_gold = R([2000, 2500, 3000])
    lim_gold = tick(px["ZGLD"] * 1.003, 0.05)
    pid = f"P-{mmdd}-0{rng.randint(5, 9)}"
    gp = b.say(J(860, 866), "brunner",
               f"Implementing the IC gold decision: buy {ch(q_gold)} ZGLD (ZKB Gold ETF AA CHF) across the balanced mandates, limit CHF {f2(lim_gold)}. Proposal {pid} submitted to IC for sign-off.")
    b.H(gp, "trade_proposal", ["buy", ch(q_gold), "ZGLD", f2(lim_gold), pid], "untagged")
    li = b.say(gp.t + J(1.5, 3), rm2, f"looks interesting — {m2[1]} might want some too?", ref=gp)
    b.NM(li)
    b.idiom(li, "'looks interesting' reply by an RM without authority", "not_hard")
    ica = b.say(_t3 := gp.t + J(9, 14), "ic", json.dumps({
        "ts": ts_of(_t3), "type": "proposal_decision", "proposal_id": pid,
        "instrument": "ZGLD", "side": "BUY", "qty": str(q_gold), "limit": f2(lim_gold), "decision": "APPROVED",
        "quorum": "3/4", "by": ["A. Vogel", "CIO", "Head Risk"]}, ensure_ascii=False))
    b.H(ica, "trade_approval", [pid, "ZGLD", "APPROVED"], "structured")
    b.idiom(ica, "IC bot JSON proposal_decision APPROVED", "trade_approval")
    if "ic_route" in opt:
        icr = b.say(_t4 := ica.t + J(0.3, 1), "ic", json.dumps({
            "ts": ts_of(_t4), "type": "routing", "item": f"{pid} ZGLD implementation",
            "route_to": "execution-desk (R. Baumann)", "sla": "same day"}, ensure_ascii=False))
        b.H(icr, "route_decision", ["routing", "ZGLD", "execution-desk (R. Baumann)"], "structured")
    gpx = round(lim_gold - R([0.05, 0.10, 0.20]), 2)
    gf = b.say(ica.t + J(18, 28), "baumann", f"[FILL] BUY {ch(q_gold)} ZGLD @ {f2(gpx)} CHF — balanced sleeve, allocated pro rata, done.")
    b.H(gf, "trade_fill", ["[FILL]", "BUY", ch(q_gold), "ZGLD", f2(gpx)], "tagged")

    b.say(J(866, 872), "dubois", f"US CPI at 14:30, USDCHF {px['USDCHF']:.4f} going into it. Expect some noise in the hedges' MtM around the number.")
    b.N(b.say(J(871, 873), "px", f"⚠️ px-alert · USDCHF {px['USDCHF']*1.004:.4f} +0.4% (US CPI)"))
    b.N(b.say(J(873, 876), "px", f"⚠️ px-alert · XAU {ch(int(px['XAU']*1.009))} +0.9%"))
    b.N(b.say(J(880, 882), "val", f"Intraday PnL snapshot {clock(880)} · desk {R(['+', '-'])}CHF {ch(rng.randint(90, 310)*1000 + rng.randint(0, 999))} · gold sleeve +{J(0.4, 1.1):.2f}% · FX hedges {R(['+', '-'])}CHF {ch(rng.randint(5, 40)*1000)}"))

    # meeting notes thread 1
    b.say(J(905, 915), rm1,
          f"Notes from the meeting with {s1n} ({m1[0]}): performance YTD +{J(2.1, 4.2):.1f}% net vs. benchmark +{J(1.8, 3.9):.1f}%. "
          f"Happy with the Nestlé add; asked for the quarterly report in German going forward. Wants to keep the gold weight as the IC sets it, no extra. "
          f"Mentioned that a family member may take over the power of attorney next year — I'll loop in Legal. No changes to the risk profile (ausgewogen). Next meeting in September.",
          thread=th1)

    # ------------------------------------------------------------ LVMH report (buried proposal)
    lim_mc = tick(px["MC"] * 1.012, 0.1)
    lr = b.say(J(922, 930), "research",
        f"**European luxury — H1 check ahead of reporting season**\n\n"
        f"**Demand.** Our channel checks point to a sector organic growth rate of roughly 1-3% in Q2, with Chinese mainland demand still negative and Japan decelerating as the yen tailwind for tourists fades. US aspirational demand has stabilised after a weak Q1; high-end jewellery (Cartier, Van Cleef, Tiffany) remains the best-performing category.\n\n"
        f"**LVMH.** Fashion & Leather Goods is the swing factor: consensus has Q2 organic growth at -2%, which we think is reasonable. Wines & Spirits remain weak, with cognac destocking in China and the US. Sephora continues to gain share. The group trades at 22x 2025 EPS, a premium of about 10% to the sector. "
        f"For {m3[0]} we propose to trim LVMH (MC) by 400 shares at a limit of EUR {lim_mc:.2f}, taking the position back to a 4% weight ahead of the H1 print; Annette to approve. "
        f"For the other mandates positions stay as they are, since the weights are already below 3.5%.\n\n"
        f"**Hermès and Richemont.** Hermès continues to take share with pricing of +6-7% and stable waiting lists; the valuation (48x) leaves no room for disappointment. Richemont benefits from jewellery strength, but the watch division (Specialist Watchmakers) is still declining double digits. Neither is in the discretionary universe at present.\n\n"
        + _paras(rng, "lux", rng.randint(6, 8)) + "\n\n" +
        f"**Macro sensitivities.** A 10% move in EURCNY historically shifts sector earnings by 3-4%. Tariff headlines on European spirits and leather goods remain a tail risk for the US channel. Swiss watch exports (FH data, 19 June) will be the next data point for the hard-luxury names.\n\n"
        f"**Conclusion.** The sector remains in a low-growth regime for H1. We keep the sector weighting at neutral in the model portfolios and will revisit after the July results.\n\n"
        f"_Prepared by the Helvetia Research Agent. Sources: company reports, Swiss watch federation, Bloomberg consensus._")
    b.H(lr, "trade_proposal", ["trim LVMH (MC)", "400 shares", f"EUR {lim_mc:.2f}", m3[0]], "buried")
    b.idiom(lr, "trade proposal buried mid-paragraph in a sector report", "trade_proposal")
    la = b.say(lr.t + J(4, 8), "vogel", f"Trim LVMH in {m3[0]}: einverstanden.", ref=lr)
    b.H(la, "trade_approval", ["Trim LVMH", "einverstanden"], "reply")
    bad_px = f2(lim_mc - 27)  # typo'd price, deleted
    fill_mc = round(lim_mc + R([0.2, 0.4, 0.6]), 2)
    badf = b.say(la.t + J(12, 20), "baumann", f"sld 400 MC {bad_px} {m3[0]}")
    b.H(badf, "trade_fill", ["sld 400 MC", bad_px], "shorthand")
    b.delete(badf, badf.t + J(1, 2), f"sld 400 MC {bad_px}")
    goodf = b.say(badf.t + J(2.5, 4), "baumann", f"sld 400 MC {f2(fill_mc)} {m3[0]}, rest 0")
    b.H(goodf, "trade_fill", ["sld 400 MC", f2(fill_mc), m3[0]], "shorthand")
    b.idiom(goodf, "shorthand fill 'sld 400 MC <px> <mandate>' reposted after a deleted typo", "trade_fill")

    if "lvmh_stop" in opt:
        s_mc = tick(px["MC"] * 0.93, 5.0)
        m = b.say(J(955, 960), "brunner", f"LVMH in {m1[0]}: we remove the stop at EUR {s_mc:.0f} and hold through the H1 numbers.", thread=th1)
        b.H(m, "stop_or_target_change", ["LVMH", "remove the stop", f"EUR {s_mc:.0f}"], "untagged")
    if "asml_tp" in opt:
        tp_a = tick(px["ASML"] * 1.13, 10)
        m = b.say(J(961, 966), "brunner", f"ASML take-profit for {m3[0]} raised to EUR {tp_a:.0f}, stop unchanged.", thread=th3)
        b.H(m, "stop_or_target_change", ["ASML", "take-profit", f"EUR {tp_a:.0f}"], "untagged")
    if "cancel" in opt:
        m = b.say(J(968, 972), "oms", "", embeds=[{
            "title": "Order cancelled", "author": "Avaloq OMS",
            "fields": [{"name": "Instrument", "value": "ASML Holding NV (ASML)", "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Open qty", "value": "120", "inline": True},
                       {"name": "Status", "value": "CANCELLED", "inline": True},
                       {"name": "Reason", "value": "cancelled by trader — limit not reached, re-enter tomorrow"}],
            "footer": f"order {o_asml} · XAMS · {m3[0]}"}])
        b.H(m, "trade_confirmation", [o_asml, "ASML", "CANCELLED"], "embed")
    if "reject" in opt:
        o_rj = oid()
        m = b.say(J(973, 977), "oms", "", embeds=[{
            "title": "Order rejected by venue", "author": "Avaloq OMS",
            "fields": [{"name": "Instrument", "value": "UBS Group AG (UBSG)", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Quantity", "value": "600", "inline": True},
                       {"name": "Status", "value": "REJECTED", "inline": True},
                       {"name": "Reason", "value": "price outside static price band (SIX STP)"}],
            "footer": f"order {o_rj} · XSWX · {mb2[0]}"}])
        b.H(m, "trade_confirmation", [o_rj, "UBSG", "SELL", "600", "REJECTED"], "embed")
        b.say(m.t + J(1, 3), "baumann", "My fat finger on the limit, re-entering tomorrow with the right price.", ref=m)

    # someone-should-look near miss; thread 2 wrap-up; deleted wrong-thread message
    look = b.NM(b.say(J(980, 985), "vogel", f"Someone should look at {w_look[0]} before their capital markets day next week — not urgent."))
    b.say(J(988, 994), rm2, f"{m2[1]} board call done; they're fine with the duration extension and asked for the IC minutes in writing.", thread=th2)
    wrong = b.say(J(996, 999), rm2, f"{m1[4]} follow-up meeting moved to Friday 10:30, Raum Limmat", thread=th2)
    b.delete(wrong, wrong.t + J(0.5, 1.5), "follow-up meeting moved to Friday 10:30")
    b.say(wrong.t + J(2, 3), rm2, "(wrong thread, sorry)", thread=th2)

    # backtest (near miss)
    bt = b.say(J(1005, 1012), "research",
        "**Backtest — Balanced CHF model with 5% gold vs. 3% gold (Jan 2015 – May 2025, monthly rebalancing)**\n"
        "```\n"
        "variant        CAGR    vol    maxDD    Sharpe   turnover\n"
        "gold 3%        4.62%   7.9%   -14.8%   0.52     11%/y\n"
        "gold 5%        4.81%   7.8%   -14.1%   0.55     12%/y\n"
        "gold 7%        4.93%   7.9%   -13.9%   0.56     12%/y\n"
        "```\n"
        "Simulated fills use the month-end close, e.g. BUY ZGLD 2015-01-30 @ 383.10 (sim), SELL ZGLD 2020-08-31 @ 571.85 (sim), BUY ZGLD 2022-09-30 @ 493.30 (sim). "
        "Costs assumed at 8 bp per trade plus 0.40% TER. The 5% variant improves the drawdown mainly through 2022, when bonds and equities fell together. "
        "Results are hypothetical, not a record of actual trades, and carry no implementation instruction.")
    b.NM(bt)
    b.idiom(bt, "model-portfolio backtest with simulated BUY/SELL fills", "not_hard")

    # close
    b.N(b.say(J(1050.1, 1050.6), "px", f"SIX close · SMI {ch(int(px['SMI']*1.002))} · NESN {f2(px['NESN']*1.003)} · NOVN {f2(px['NOVN']*1.019)} · ROG {f2(px['ROG']*0.994)} · UBSG {f2(px['UBSG']*1.004)}"))
    aum = rng.randint(402, 418) * 1000000 + rng.randint(0, 999999)
    eod_rows = []
    for code, name, _rm, _sal, _short, prof in [m1 + ("ausgewogen",), mb2 + ("ausgewogen",), m2 + ("konservativ",),
                             [x for x in MANDATES["conservative"] if x != m2][0] + ("konservativ",), m3 + ("dynamisch",), mfx + ("dynamisch",)]:
        eod_rows.append(f"{code:<8} {name[:24]:<24} {prof:<12} {ch(rng.randint(38, 95)*1000000 + rng.randint(0, 999999)):>12}  {R(['+', '-'])}{J(0.01, 0.45):.2f}%  {R(['+', '-'])}{J(0.5, 6.0):.2f}%  {J(1.0, 6.5):.1f}%")
    eod = b.say(J(1055, 1060), "val",
        f"**EOD valuation snapshot · {date_ch} · 17:3{rng.randint(0, 9)} CEST** (prices SIX close, FX WMR 17:00)\n```\n"
        f"mandate  client                   profile      AUM CHF       day      YTD      cash\n" + "\n".join(eod_rows) + "\n```\n"
        f"Total AUM CHF {ch(aum)} · day PnL {R(['+', '-'])}CHF {ch(rng.randint(100, 900)*1000 + rng.randint(0, 999))} · "
        f"top contributors: NOVN (+{J(1.5, 2.5):.1f}%), ZGLD (+{J(0.3, 1.2):.1f}%) · detractors: ROG (-{J(0.3, 1.0):.1f}%), MC (-{J(0.1, 0.9):.1f}%)\n"
        f"FX: EURCHF {px['EURCHF']*1.0004:.4f} · USDCHF {px['USDCHF']*1.003:.4f} · XAU/CHF {ch(int(px['XAU']*px['USDCHF']))}\n"
        f"Open orders carried overnight: {R([0, 1, 2])} · pending settlements: {rng.randint(4, 9)} · source: Avaloq EOD batch #{rng.randint(5000, 5999)}")
    b.N(eod)

    # afternoon wrap (near miss, long)
    wrap = b.say(J(1062, 1070), "research",
        f"**Close wrap — {date_ch}**\n\n"
        f"Swiss equities finished {R(['slightly higher', 'marginally lower', 'flat'])}, with Novartis the standout after this morning's Phase III readout and Roche lagging on continued post-ASCO digestion. "
        f"Banks traded heavily: UBS volume was about 1.6x its 20-day average, helped by a large block in the morning that several desks reported. Insurers were firm. The SLI outperformed the small- and mid-cap SPI Extra by roughly 40 bp.\n\n"
        f"The SNB Board member's speech did not mention negative rates explicitly; the market read it as a confirmation of the June cut rather than a signal for more. EURCHF held within a 20-pip range and USDCHF gave back its post-CPI move by the close. "
        f"US CPI came in at 0.1% m/m on the core measure, a touch below consensus; Treasury yields fell 5-6 bp and gold extended its gain to about 1% in USD terms.\n\n"
        f"CHF bonds were bid across the curve, with the 10-year Confederation 2 bp lower. Cantonal supply was absorbed easily. In Europe, semiconductors outperformed (ASML {R(['+1.9%', '+2.6%', '+0.8%'])}), while luxury remained under pressure ahead of the reporting season. "
        f"Levels to watch tomorrow: SMI {ch(int(px['SMI']*0.99))} support, NESN resistance around {f2(px['NESN']*1.03)}, ROG 200-day at {f2(rog200)}, EURCHF {px['EURCHF']*0.997:.4f}. "
        f"Tomorrow's calendar: Swiss import prices (08:30), Eurozone industrial production (11:00), University of Michigan sentiment (16:00). No ad hoc releases are scheduled for names in the discretionary universe.\n\n"
        + _paras(rng, "wrap", rng.randint(5, 7)) + "\n\n" +
        f"_Summary for information only; no positioning change is implied._")
    b.NM(wrap)

    b.N(b.say(J(1072, 1076), "cron", f"cron · eod-recon · 6 mandates · {ch(rng.randint(410, 440))} positions · breaks=0 · routed=0 · {J(9, 16):.1f}s"))
    b.N(b.say(J(1078, 1082), "cron", f"cron · news-triage · {rng.randint(38, 64)} headlines scanned · 3 matched holdings · 1 matched watchlist · routed=0 (all acknowledged in channel)"))
    b.say(J(1085, 1090), "vogel", "Danke allen für den Tag. Tomorrow 08:15 short call on the Roche view and the NOVN stop levels, dann IC minutes.")
    b.N(b.say(J(1091, 1094), "dubois", "merci, bonne soirée"))
    b.N(b.say(J(1094, 1097), "meier", "Danke, schönen Abend 👍"))

    # UBS ad hoc after close (held)
    ubs_news = b.say(J(1100, 1110), "news",
                     "📰 SIX ad hoc | UBS Group AG | UBS takes note of the Federal Council's dispatch on capital requirements for systemically important banks; estimates additional CET1 need of about USD 24bn at group level and will review its capital return plans" + adhoc_body(rng, "UBS Group AG", date_ch, clock(1100)))
    b.H(ubs_news, "held_position_news", ["UBS Group AG", "capital requirements"], "structured")
    b.say(ubs_news.t + J(3, 8), "brunner", "That one matters for UBSG — first item for the 08:15 call tomorrow.", ref=ubs_news)

    b.N(b.say(J(1120, 1125), "ci", f"ci · deploy wealth-riskguard 2.{rng.randint(30, 34)}.{rng.randint(0, 4)} → prod-zrh · ✅ (pipeline #{rng.randint(9100, 9299)})"))
    b.N(b.say(J(1160, 1170), "mon", "[oms-bridge] FIX session XSWX logout (end of day) · next logon 06:30 CEST"))
    b.NM(b.say(J(1230, 1250), "news", f"📰 US | {R(US_NEWS)}"))
    b.N(b.say(J(1290, 1300), "cron", f"cron · archive-chat · channel exported to records retention (FINMA 10y) · {rng.randint(180, 320)} messages · ok"))
    b.N(b.say(J(1350, 1360), "mon", f"[gateway] websocket closed (code 1001, going away) · reconnecting … resumed, {rng.randint(0, 3)} events replayed"))

    # --------------------------------------------------------------- extra chatter / acks to thicken the day
    chatter = [
        (J(560, 575), "keller", f"Does anyone have the updated custody fee schedule from SIX SIS? {m2[4]} wants it with the minutes."),
        (J(575, 590), "baumann", "Liquidity in NESN is fine today, spread 1 tick, top of book ~8k shares."),
        (J(612, 625), "dubois", "Confederation tap tomorrow, CHF 500m expected. I'll look at the 2032s vs the 2033s on the screen."),
        (J(626, 640), "meier", "Compliance asks us to re-send the MiFID cost disclosure for two accounts; they flagged the old template. I'll handle it."),
        (J(680, 690), "dubois", f"EURCHF really stuck at {px['EURCHF']:.4f}, zero interest before the SNB speech."),
        (J(715, 725), "keller", "Reminder: Q2 client reports freeze is on 4 July, please have commentary drafts ready by the 1st."),
        (J(800, 806), "brunner", "Anyone read the UBS capital consultation draft? Rumour is the Federal Council publishes this evening."),
        (J(818, 826), "meier", "IT says the new Avaloq release goes live on the weekend, OMS down Saturday 08:00-14:00."),
        (J(826, 834), "keller", "Danke, noted for the Saturday downtime."),
        (J(890, 900), "baumann", "ZGLD creation basket arrived, the market maker quotes 8k a side. All good for the afternoon."),
        (J(935, 945), "keller", f"Can someone send me the updated factsheet for the Balanced CHF model? {sb2n} asked for it."),
        (J(945, 952), "dubois", f"Sent, {fn['keller']}. It still shows the old gold weight, IC minutes come tomorrow."),
        (J(1015, 1025), "meier", "Is the Saturday OMS downtime affecting the standing orders too?"),
        (J(1026, 1034), "baumann", "No, GTC orders are kept, they just won't route until Monday."),
        (J(1036, 1044), "brunner", "Kleine Erinnerung: Apéro for Reto's 10 years at the bank on Friday, 17:30 in the Lounge."),
    ]
    acks = ["Danke", "merci", "👍", "ok", "thx", "Danke dir", "perfekt, danke", "merci beaucoup", "👌", "super, merci"]
    for (tt, who, txt) in chatter:
        if rng.random() < 0.9:
            if "Danke, noted" in txt:
                b.N(b.say(tt, who, txt))
            else:
                m = b.say(tt, who, txt)
                if rng.random() < 0.35:
                    b.N(b.say(tt + J(0.5, 2.5), R(["vogel", "baumann", "dubois", "meier", "keller"]), R(acks), ref=m))
    # a few more px alerts across the session
    for tt in sorted(J(560, 1050) for _ in range(rng.randint(3, 5))):
        sym = R(["NESN", "NOVN", "ROG", "UBSG", "ZGLD", "EURCHF"])
        p = px[sym] * (1 + J(-0.012, 0.012))
        fmt = f"{p:.4f}" if sym == "EURCHF" else f2(p)
        b.N(b.say(tt, "px", f"⚠️ px-alert · {sym} {fmt} {R(['crossed', 'touched', 'broke'])} {R(['VWAP', 'day high', 'day low', 'prev close'])}"))

    # --------------------------------------------------------------- long-form material (reports, tables, notes)
    all_mandates = [m1, mb2, m2, [x for x in MANDATES["conservative"] if x != m2][0], m3, mfx]
    prof_of = {m1[0]: "balanced", mb2[0]: "balanced", m2[0]: "conservative", all_mandates[3][0]: "conservative", m3[0]: "growth", mfx[0]: "growth"}
    caps = {"balanced": (60.0, 25.0, 10.0), "conservative": (35.0, 50.0, 7.5), "growth": (80.0, 10.0, 12.5)}
    rows = []
    for mm in all_mandates:
        pr = prof_of[mm[0]]
        eq_max, bd_min, alt_max = caps[pr]
        eq = eq_max * J(0.82, 0.97)
        bd = bd_min * J(1.05, 1.35)
        alt = alt_max * J(0.45, 0.8)
        iss = R(["Nestlé SA", "Novartis AG", "Roche Holding AG", "UBS Group AG"])
        rows.append(f"mandate={mm[0]} profile={pr} equity={eq:.1f}% (max {eq_max:.1f}%) bonds={bd:.1f}% (min {bd_min:.1f}%) alt={alt:.1f}% (max {alt_max:.1f}%) "
                    f"largest_issuer=\"{iss}\" {J(5.5, 9.6):.1f}% (max 10.0%) fx_unhedged={J(3, 12):.1f}% (max 15.0%) tracking_error={J(1.2, 3.8):.2f}% status=OK")
    b.N(b.say(J(372, 376), "risk",
              f"riskguard daily_report run=pre-open date={date_iso} status=OK breaches=0 warnings=0\n" + "\n".join(rows) +
              f"\nissuer_book NESN={J(6, 9):.1f}% NOVN={J(5, 8):.1f}% ROG={J(5, 8):.1f}% UBSG={J(3, 4.8):.1f}% ASML={J(2, 4):.1f}% MC={J(2, 4):.1f}% (limit 10.0% per mandate, 12.0% book)"
              f"\nliquidity_days_95pct={J(0.3, 0.9):.2f} var_1d_99={J(0.8, 1.4):.2f}% stress_SNB_shock={J(-4.5, -2.5):.1f}% stress_2008={J(-19, -13):.1f}%"))

    # research digest on the held ad hoc (analysis, no decision)
    dig1 = b.say(J(425, 428), "research",
        f"**Ad hoc digest — {held1[0]}**\n\n"
        f"What was published: {held1[2]}.\n\n"
        f"What the market expected: sell-side consensus had broadly priced this in; the company-compiled consensus circulated last week was within 1-2% of the published figures on the key lines. "
        f"Options had implied a move of about ±{J(2.5, 4.5):.1f}% around the release. Pre-market indications on Tradegate and in the SIX pre-opening book suggest a {R(['modestly positive', 'muted', 'slightly negative'])} reaction.\n\n"
        f"Exposure: {held1[1]} is held in 5 of the 6 discretionary mandates with weights between {J(2.1, 3.5):.1f}% and {J(5.5, 7.5):.1f}%; it is also one of the largest positions in the Balanced CHF model.\n\n"
        f"Points the PMs may want to look at: (1) whether the guidance wording changed versus the AGM statement, (2) the cash-return language, (3) any change in the cost programme that would move the margin bridge. "
        f"The full release is in the channel above; the conference call starts later this morning and I will post a summary afterwards.")
    b.NM(dig1)

    # CHF duration background in thread 2 (no decision)
    dur = b.say(J(768, 778), "research",
        f"**CHF duration — background for {m2[0]} ({m2[1]})**\n\n"
        f"The mandate's modified duration stands at 4.2 years against a strategic benchmark of 5.0 years (SBI AAA-BBB 1-10). Over the past six months the underweight cost about 35 bp of relative performance as Swiss yields fell. "
        f"The Confederation curve is flat beyond 7 years (7y {J(0.25, 0.4):.2f}%, 10y {J(0.3, 0.45):.2f}%, 20y {J(0.38, 0.52):.2f}%), so extending into the 2032-2033 sector captures most of the available duration without taking curve risk at the long end.\n\n"
        f"Candidates on the screen: Eidgenossenschaft 0.50% 27.06.2032 (Valor 22439721, ask {f2(px['BOND'])}, yield {J(0.3, 0.42):.2f}%), Eidgenossenschaft 3.25% 27.06.2027 is too short to help, and the 0.00% 2033 trades about 2 bp through the 2032 on a yield basis. Cantonal issues (Zurich, Basel-Stadt) offer a 6-9 bp pickup with slightly lower liquidity.\n\n"
        f"Liquidity: typical on-screen depth on SIX for the 2032 line is CHF 2-5m per side; a ticket of a few hundred thousand nominal does not move the price. Settlement T+2 via SIX SIS.\n\n"
        + _paras(rng, "duration", 5) + "\n\n" +
        f"Risk angle: a parallel 50 bp rise in yields would cost roughly 2.4% on the bond sleeve at 4.9 years duration versus 2.1% today. The foundation's return target (CPI + 1.5%) and its spending rule remain compatible with both levels.",
        thread=th2)
    b.NM(dur)

    # UBS capital scenarios (analysis, no decision)
    ubsr = b.say(J(818, 828), "research",
        f"**UBS Group — capital regime scenarios ahead of the Federal Council dispatch**\n\n"
        f"The debate centres on the treatment of foreign subsidiaries: today the parent bank's participations are partly risk-weighted; the Federal Council's April proposal would require them to be fully deducted from CET1. "
        f"Management's own estimate of the additional need is about USD {rng.randint(22, 26)}bn at the parent level, partly offset by existing buffers and by the end of the transitional relief related to the Credit Suisse integration.\n\n"
        f"Scenario A (proposal adopted as drafted, 6-8 year phase-in): buyback capacity falls from about USD 3bn a year to USD 1-1.5bn; return on CET1 target of ~18% by 2028 becomes harder; we estimate fair value at 1.0-1.1x tangible book.\n"
        f"Scenario B (softened — partial deduction, longer phase-in): buybacks continue at roughly the current pace; the shares re-rate towards 1.25x tangible book.\n"
        f"Scenario C (relocation of the holding, low probability): execution and tax complexity dominate; not a near-term catalyst.\n\n"
        + _paras(rng, "ubs", rng.randint(5, 7)) + "\n\n" +
        f"Market positioning: the shares trade at {f2(px['UBSG'])} with short interest at 1.3% of free float. Implied volatility into the dispatch has risen to {J(28, 34):.0f}%. "
        f"Credit spreads on the AT1 lines widened 15 bp this month, less than during the April consultation.\n\n"
        f"Exposure across mandates: UBSG weights range from 2.1% to 4.6%; the growth mandates are closest to the 5% issuer limit. Nothing here is a recommendation; it is background for tomorrow's 08:15 call.")
    b.NM(ubsr)

    # semis pre-results (analysis, no decision)
    semi = b.say(J(990, 1000), "research",
        f"**Semiconductor equipment — what to watch into ASML's Q2 release (16 July)**\n\n"
        f"Orders: the April guidance for Q2 bookings was EUR 3.5-4.5bn; the market now looks for the upper half, supported by TSMC's capex comments and stronger high-NA EUV interest from memory makers. China's share of system sales is normalising from 49% at the peak towards the mid-20s, which is the main drag on 2026 estimates.\n\n"
        f"Margins: gross margin guidance of 50-53% for the year assumes no significant change in export controls. Each 100 bp of gross margin is worth roughly EUR 0.75 of EPS on 2026 numbers.\n\n"
        f"Valuation: at {f2(px['ASML'])} the shares trade on 27x 2026 EPS, at the lower end of the three-year range; the discount to US peers (Applied Materials, Lam Research, KLA) has widened to about 10%.\n\n"
        f"Technicals: the stock is {R(['above', 'below'])} its 50-day average at EUR {f2(px['ASML']*J(0.96, 1.03))}; the 200-day sits at EUR {f2(px['ASML']*J(0.98, 1.06))}. Historically the shares moved ±6% on results days over the last eight quarters.\n\n"
        + _paras(rng, "semis", 5) + "\n\n" +
        f"Mandate context: ASML is held in the growth and balanced mandates; the conservative mandates do not hold single-stock technology names by policy. _Background only, no positioning change implied._")
    b.NM(semi)

    # weekly model portfolio review (as of last Friday, no change)
    mp_rows = "\n".join(f"{n:<26}{a:>8}{c:>9}{d:>9}" for n, a, c, d in [
        ("Swiss equities (SPI)", "28.0%", "27.4%", "-0.6"), ("Europe ex CH equities", "12.0%", "12.6%", "+0.6"),
        ("US equities", "8.0%", "8.3%", "+0.3"), ("CHF bonds (Confed./cantonal)", "30.0%", "30.9%", "+0.9"),
        ("EUR IG corporates (hedged)", "8.0%", "7.8%", "-0.2"), ("Gold (ZGLD)", gold_old, gold_old, "0.0"),
        ("Real estate CH (funds)", "5.0%", "4.9%", "-0.1"), ("Cash CHF", "6.0%", "5.1%", "-0.9")])
    mpr = b.say(J(1000, 1004), "research",
        f"**Balanced CHF model — weekly review (positions as of last Friday's close)**\n```\n{'asset class':<26}{'SAA':>8}{'actual':>9}{'drift':>9}\n{mp_rows}\n```\n"
        f"Drift is within the ±2 pp rebalancing band for every asset class, so no mechanical rebalancing is triggered this week. Performance week-to-date: model {R(['+', '-'])}{J(0.1, 0.6):.2f}% versus the strategic benchmark {R(['+', '-'])}{J(0.1, 0.6):.2f}%, "
        f"with the CHF bond sleeve and the gold sleeve the main positive contributors. The FX-hedge ratio on EUR assets stands at {rng.randint(78, 92)}% and on USD assets at {rng.randint(60, 75)}%, both inside policy ranges. This table predates this morning's IC decision on gold.")
    b.NM(mpr)

    # PM musing, long, no decision
    musing = b.say(J(1008, 1014), "brunner",
        "Some thoughts for tomorrow's call, no decisions needed tonight: (1) Pharma is now our biggest sector overweight after today's NOVN move — with ROG going to Neutral we are still about 4 pp over the SPI weight. "
        "(2) If the UBS dispatch is as tough as the ad hoc suggests, the growth mandates sit close to the issuer limit anyway, so there is no room to add, and I would rather wait for the price reaction than sell into a gap. "
        "(3) The gold add leaves the balanced mandates with very little cash; worth checking the liquidity needs in {mb2[0]} for the property purchase in August. "
        "(4) I keep thinking about LONN as a healthcare diversifier but the valuation is rich — happy to be talked out of it.")
    b.NM(musing)

    # more bots
    b.N(b.say(J(395, 397), "cron",
              f"cron · corporate-actions-scan · {date_iso}\n"
              f"  NESN  dividend CHF 3.05 paid 23.04 · booked ✔\n"
              f"  NOVN  dividend CHF 3.50 paid 14.03 · booked ✔\n"
              f"  ROG   dividend CHF 9.70 paid 20.03 · booked ✔\n"
              f"  UBSG  dividend USD 0.90 ex 16.04 · booked ✔ · withholding tax reclaim pending (35%)\n"
              f"  MC    interim dividend EUR 5.50 ex 02.12 (announced) · no action\n"
              f"  ASML  quarterly dividend EUR 1.86 ex 29.07 (announced) · no action\n"
              f"  ZGLD  no events\n"
              f"  scanned {rng.randint(420, 470)} instruments · 0 elections pending · routed=0"))
    b.N(b.say(J(1115, 1119), "cron",
              f"cron · performance-calc · {date_iso} · TWR per mandate computed ({len(all_mandates)}/6) · benchmark data SIX/SBI loaded · "
              f"GIPS composite 'Balanced CHF' updated · {J(20, 45):.1f}s · warnings=0"))
    st2 = J(885, 895)
    b.N(b.say(st2, "mon",
              "oms-bridge: unhandled exception in drop-copy consumer, session will be re-established\n```\n"
              "Traceback (most recent call last):\n"
              "  File \"/opt/oms_bridge/dropcopy/consumer.py\", line 142, in _loop\n"
              "    report = self.decoder.decode(raw)\n"
              "  File \"/opt/oms_bridge/fix/decoder.py\", line 77, in decode\n"
              "    tag, value = field.split(b\"=\", 1)\n"
              "ValueError: not enough values to unpack (expected 2, got 1)\n"
              "```\n"
              "raw frame (truncated): 8=FIX.4.4|9=211|35=8|49=SIXSWX|56=ZWDC01|34=4471|52=20250612-12:47:03.118|150=F|39=2|5"))
    b.N(b.say(st2 + J(0.5, 1.2), "mon", "[oms-bridge] drop-copy session reconnected · gap fill 4468-4473 complete · no missing executions"))
    b.N(b.say(J(700, 704), "risk", f"riskguard status=OK run=midday checks={ch(rng.randint(1200, 1320))} open_tickets=1 warnings={rng.randint(0, 2)}"))
    icm = b.say(_t5 := J(1040, 1046), "ic", json.dumps({
        "ts": ts_of(_t5), "type": "minutes_published", "meeting": "IC weekly",
        "attendees": ["CIO", "A. Vogel", "Head Risk", "Head Research"], "doc": f"IC-minutes-{date_iso}.pdf",
        "distribution": "PM team, RMs (internal only)"}, ensure_ascii=False))

    # RM client correspondence summaries in threads
    b.say(J(690, 700), rm2,
          f"Summary of the letter from the {m2[1]} board (received by post, scanned to the dossier): they ask (a) whether the foundation's ESG policy now also excludes "
          f"controversial weapons financing by banks, (b) for a breakdown of fees in CHF rather than basis points, and (c) whether a distribution of CHF 180'000 in October can be covered from income. "
          f"I'll draft the reply; Claire, could you check (c) against the bond coupons?", thread=th2)
    b.say(J(702, 710), "dubois", "Yes — coupons and dividends should cover about CHF 140'000 by October, the rest from cash. I'll send you the cash-flow table.", thread=th2)
    b.say(J(940, 950), rm3,
          f"{s3n} called back after Matthias's explanation on Tesla — all fine, just wanted to hear why. "
          f"Would like the Q2 report by post this time, I've noted it in the CRM.", thread=th3)
    b.say(J(952, 956), "brunner", f"Thanks {fn[rm3]}.", thread=th3)

    # more chatter across the day
    more = [
        (J(452, 456), rm2, f"Good morning all. {m2[4]} board call confirmed for 16:00, I'll be in Raum Uetliberg."),
        (J(462, 466), rm1, f"Morgen zusammen. The {m1[4]} meeting is at 14:00 in Raum Limmat."),
        (J(533, 538), "dubois", "Swiss PPI -0.3% m/m, no market reaction."),
        (J(592, 594), "baumann", "NESN liquidity better than expected this morning, spreads tight. Nice and quiet."),
        (J(641, 648), "vogel", "Please make sure every proposal names the mandate — the auditors asked for it again last week."),
        (J(648, 652), "brunner", "Noted."),
        (J(712, 716), "meier", "ZEW came in weaker, EURCHF didn't care."),
        (J(752, 758), "vogel", "I'm at the CIO lunch until 13:15, ping me on mobile if anything urgent comes up."),
        (J(818, 824), "keller", "Is the research agent going to summarise the SNB speech? Three clients asked already."),
        (J(876, 879), "dubois", "CPI core 0.1% m/m, a touch soft. USDCHF spiked and came back."),
        (J(918, 921), "baumann", "Gold sleeve allocation file sent to the back office, settlement tomorrow T+2 as usual."),
        (J(957, 961), rmb2, f"{sb2n} asked again about the property purchase in August — I'll bring liquidity numbers to Matthias."),
        (J(1046, 1050), "meier", "Closing auction in 2 minutes, nothing from our side in there."),
        (J(1098, 1100), "baumann", "All orders done or cancelled, nothing working overnight except the GTC limits."),
        (J(1125, 1135), "dubois", "Last one from me: Confederation tap results tomorrow at 11:30, I'll share the cover ratio."),
    ]
    for (tt, who, txt) in more:
        m = b.say(tt, who, txt)
        if txt == "Noted.":
            b.N(m)

    # --------------------------------------------------------------- more long posts (digests, summaries, tables)
    b.NM(b.say(J(600, 606), "research",
        f"**Conference call summary — {held1[0]}**\n\n"
        f"Management reiterated the messages of this morning's release and took 14 questions. The tone was {R(['confident', 'measured', 'cautious'])}; the CFO repeated that the guidance assumes no material change in input costs or currency. "
        f"Analysts focused on the phasing of the second half, the cash-return policy and the portfolio review.\n\n"
        f"Key quotes: 'We see no reason to change the framework we gave in February'; 'Capital allocation priorities are unchanged'; 'We will update on the portfolio review with the half-year results'.\n\n"
        f"Our read: nothing in the call contradicts the release; the absence of detail on the portfolio review was the only point of mild disappointment. Consensus estimates are unlikely to move by more than 1%. "
        f"The shares traded {R(['+0.8%', '+0.3%', '-0.4%', '+1.2%'])} during the call.\n\n"
        f"Follow-ups for the PMs, if wanted: the investor-relations team offered a call with the CFO in September; the presentation and transcript are saved in the research folder."))
    b.NM(b.say(nov_news.t + J(3, 6), "research",
        f"**Ad hoc digest — Novartis (NETTER-P readout)**\n\n"
        f"The Phase III trial of Pluvicto in PSMA-positive prostate cancer met its primary endpoint of radiographic progression-free survival. The overall-survival data are not yet mature; the company will present detailed results at an upcoming medical congress and plans regulatory filings in H2 2025.\n\n"
        f"Market expectations: the consensus probability of success was around 65%; sell-side peak-sales estimates for the indication range from USD 1.5bn to 3bn. The release supports the radioligand platform, where Novartis has invested heavily since the acquisitions of AAA and Endocyte.\n\n"
        f"Price reaction: NOVN {R(['+2.1%', '+2.6%', '+1.8%'])} in the first minutes, with volume three times the 20-day average. Options implied a ±3% move.\n\n"
        f"Exposure: NOVN is held in all six mandates (weights 3.0-6.1%) and is one of the underlyings of the barrier reverse convertible on NOVN/ROG/NESN held in the two balanced mandates; the barrier is at 60% of the initial fixing and far from being touched.\n\n"
        f"Open questions for the PMs: overall survival, side-effect profile versus standard of care, and manufacturing capacity for the isotope supply."))
    snb = b.say(J(828, 836), "research",
        f"**SNB speech summary ({clock(810)} CEST, Zurich) — for RM client conversations**\n\n" + _paras(rng, "snb", 5) +
        f"\n\n_Prepared for the RM team; no change to mandate positioning is implied._")
    b.say(snb.t + J(1, 3), "keller", "Perfect, thank you — forwarding to the three clients who asked.", ref=snb)
    b.NM(b.say(J(872, 878), "research",
        f"**Gold — background to this morning's IC decision (for RMs)**\n\n"
        f"Gold trades at US$ {ch(int(px['XAU']))} per ounce, about CHF {ch(int(px['XAU']*px['USDCHF']))} per ounce, close to its all-time high in franc terms. " + _paras(rng, "gold", 6) +
        f"\n\nSuggested wording for clients: gold is held as a diversifier and store of value, not as a tactical trade; the weight is set by the investment committee in the model portfolio."))
    letter = b.say(J(1016, 1024), "research",
        f"**Draft — quarterly client letter Q2 (German and French versions to follow)**\n\nDear client,\n\n" + _paras(rng, "letter", 7) +
        f"\n\nWith kind regards,\nYour portfolio management team\n\n_Draft for RM review. Please send comments by Friday; compliance sign-off is required before distribution._")
    b.say(letter.t + J(2, 5), "meier", "Looks good. Could we add one sentence on the fee changes from July? Several clients asked.", ref=letter)
    b.say(letter.t + J(6, 9), "vogel", "Yes, please add it, Legal has the wording.", ref=letter)
    b.NM(b.say(ubs_news.t + J(10, 16), "research",
        f"**Ad hoc digest — UBS Group (capital requirements)**\n\n"
        f"The Federal Council's dispatch adopts the April proposal largely unchanged: full deduction of foreign participations from CET1 at the parent bank, with a phase-in of six to eight years. "
        f"UBS estimates an additional CET1 need of about USD 24bn, at the upper end of the range it had communicated. The bank says it will review its capital return plans and continue to engage with the authorities.\n\n"
        f"First reactions: the ADR trades {R(['-2.8%', '-3.5%', '-1.9%'])} in New York after hours. Sell-side comments so far focus on the buyback: most now expect the 2026 programme to be reduced.\n\n"
        f"Exposure: UBSG weights of 2.1-4.6% across the mandates; the growth mandates are at the 5% issuer limit after this morning's purchase. The 08:15 call tomorrow is the first opportunity to discuss."))

    # EOD detail per mandate
    det = []
    for mm in all_mandates:
        det.append(f"{mm[0]} · {mm[1]}")
        for sym in ["NESN", "NOVN", "ROG", "UBSG", "ASML", "MC", "ZGLD"]:
            if prof_of[mm[0]] == "conservative" and sym in ("ASML", "MC"):
                continue
            w = J(1.5, 7.5) if sym != "ZGLD" else J(2.5, 5.5)
            det.append(f"   {sym:<5} {ISIN[sym][0]}  w={w:4.1f}%  day {R(['+', '-'])}{J(0.0, 2.4):.2f}%  unrl {R(['+', '-'])}CHF {ch(rng.randint(1, 90)*1000 + rng.randint(0, 999))}")
        det.append(f"   BONDS dur={J(3.9, 5.2):.1f}y  yield={J(0.3, 0.9):.2f}%  cash={J(1.0, 6.5):.1f}%")
    b.N(b.say(J(1061, 1063), "val", "**EOD valuation detail per mandate** (continued)\n```\n" + "\n".join(det) + "\n```"))
    b.NM(b.say(J(1064, 1067), "risk",
              f"riskguard daily_report run=eod date={date_iso} status=ATTENTION breaches=1 open_tickets=1 warnings={rng.randint(0, 2)}\n" +
              "\n".join(f"mandate={mm[0]} var_1d_99={J(0.5, 1.6):.2f}% te={J(1.1, 3.9):.2f}% equity={J(25, 78):.1f}% largest_issuer_w={J(5.0, 9.9):.1f}% fx_unhedged={J(3, 12):.1f}% liquidity_days={J(0.2, 1.1):.2f}"
                        for mm in all_mandates) +
              f"\nbook var_1d_99={J(0.8, 1.4):.2f}% stress_SNB_shock={J(-4.5, -2.5):.1f}% stress_2008={J(-19, -13):.1f}% · open ticket: see MANDATE_LIMIT_BREACH earlier today"))
    for tt in (J(600, 602), J(780, 782), J(960, 962)):
        b.N(b.say(tt, "val",
                  f"Intraday PnL snapshot {clock(tt)}\n```\n" +
                  "\n".join(f"{mm[0]:<8} {R(['+', '-'])}CHF {ch(rng.randint(5, 90)*1000 + rng.randint(0, 999)):>8}  ({R(['+', '-'])}0.{rng.randint(0, 9)}{rng.randint(0, 9)}%)" for mm in all_mandates) +
                  f"\ndesk     {R(['+', '-'])}CHF {ch(rng.randint(60, 300)*1000 + rng.randint(0, 999)):>8}\n```"))
    # more news: unheld / generic
    for tt, (co, hl) in zip((J(1112, 1114), J(1116, 1118)), rng.sample(UNHELD_EXTRA + [(u[0], u[2]) for u in unwatched], 2)):
        if co == unheld_extra[0]:
            continue
        b.NM(b.say(tt, "news", f"📰 SIX ad hoc | {co} | {hl}" + adhoc_body(rng, co, date_ch, clock(tt))))
    b.say(J(1180, 1190), "news", f"📰 SIX | Index review: SIX announces changes to the SPI family effective after the close on {R(['20 June', '19 September'])}; no changes to SMI constituents. Full list on six-group.com.")

    # longer PM/RM exchanges in threads
    b.say(J(552, 556), "brunner",
          f"{fn[rm1]}, for your 14:00: the Nestlé add is about valuation and the confirmed outlook; we are not chasing a rebound. If {s1n} asks about the water business, "
          f"the ad hoc mentions the cost programme there — the ESG rating was not affected. The position will be about 6.8% of the mandate afterwards, still inside the 10% issuer limit.", thread=th1)
    b.say(J(1020, 1026), rm1,
          f"{s1n} called again after reading about the UBS capital rules in the NZZ — wants to know whether 'our bank is safe'. I explained the difference between the mandate's "
          f"UBS shares and the custody account. Matthias, could we prepare two sentences for tomorrow in case more clients ask?", thread=th1)
    b.say(J(1027, 1031), "brunner", "Will do after the 08:15 call.", thread=th1)
    b.say(J(1140, 1150), "vogel",
          f"For tomorrow 08:15: (1) Roche view and the {mb2[0]} breach status, (2) NOVN stop levels after today's move, (3) UBS after the dispatch — facts only, no decisions before we see the price, "
          "(4) gold implementation check, (5) AOB: Saturday OMS downtime. Agenda also in the calendar invite.")

    # --------------------------------------------------------------- further material
    b.NM(b.say(J(915, 921), "research",
        "**Covered calls on NESN — discussion material only**\n\n"
        f"Several RMs asked whether an overwriting programme could add income in the balanced mandates. For illustration: selling 3-month calls 5% out of the money on NESN (strike around CHF {f2(tick(px['NESN']*1.05, 0.5))}) "
        f"would currently earn a premium of about {J(1.0, 1.6):.1f}% of the underlying per quarter, at an implied volatility of {J(16, 21):.0f}%. Over the past ten years a systematic programme of this type would have "
        "returned slightly less than the stock itself with about 25% lower volatility; most of the give-up came in sharp rebounds (2020, 2023).\n\n"
        "Constraints: Eurex options on NESN are liquid up to about 500 contracts per strike; the mandates' investment guidelines allow covered calls only in the growth and balanced profiles and require the RM to obtain the client's written consent for derivatives. "
        "Margin is not required for covered positions held in custody with the bank.\n\n"
        "Tax: for Swiss private clients, option premiums are generally tax-free capital gains, while dividends remain subject to income tax; the structure is therefore tax-efficient for income-oriented clients.\n\n"
        "This is background for a possible IC agenda item; nothing is proposed for implementation."))
    b.say(J(1130, 1138), "research",
        "**ESG screening — monthly update**\n\n"
        "The exclusion list (controversial weapons, thermal coal > 10% of revenue, tobacco production, UN Global Compact violators) was refreshed with the vendor's June file. "
        "Two names were added (a US defence contractor and an Indonesian coal miner) and one removed (a European utility that completed its coal exit). None of the changes affects a current holding in the discretionary mandates.\n\n"
        "Client-specific exclusions: 14 clients have individual restrictions on top of the house list (most frequently alcohol, gambling, and animal testing). The pre-trade check in the OMS applies them automatically; "
        "last month it flagged 3 orders, all of which were amended before execution.\n\n"
        "The portfolio-level carbon intensity of the Balanced CHF model is 62 tCO2e per USD m of revenue, 28% below the benchmark. The next vendor file is due on 10 July.")
    b.NM(b.say(_t6 := J(452, 455), "ic", json.dumps({
        "ts": ts_of(_t6), "type": "preread", "meeting": "IC weekly",
        "items": [{"topic": "Gold weight Balanced CHF", "owner": "Head Research", "status": "for decision"},
                  {"topic": "ASML add on weakness", "owner": "M. Brunner", "status": "for discussion"},
                  {"topic": "Covered calls overlay (NESN)", "owner": "Head Research", "status": "exploratory"},
                  {"topic": "EM local debt", "owner": "C. Dubois", "status": "for discussion"}],
        "attachments": ["IC-preread-gold.pdf", "IC-preread-semis.pdf"]}, ensure_ascii=False)))
    b.say(J(486, 492), "vogel",
          "Reminder from Compliance (via Giulia): all client instructions received by phone must be recorded in the CRM within the same business day, including the time of the call and the exact wording. "
          "Please also make sure that no client identifiers (names with dates of birth, account numbers, IBANs, phone numbers) are posted in this channel — use the mandate codes only. "
          "The annual attestation for the personal account dealing policy is due by 30 June.")
    b.N(b.say(J(1122, 1124), "ci",
              f"ci · release notes wealth-riskguard 2.{rng.randint(30, 34)}\n"
              "  • suitability: conservative profile now checks single-stock tech exposure pre-trade\n"
              "  • issuer concentration: book-level 12% limit added alongside the per-mandate 10%\n"
              "  • key=value output: new field ticket= on BLOCKED/RESIZED events\n"
              "  • fix: duplicate OK heartbeat after reconnect\n"
              "  • deps: bump pydantic 2.7 → 2.8, fixparser 1.4.2"))
    b.say(J(620, 624), "dubois",
          "Quick FX colour for the RMs: EURCHF has been in a 0.93-0.95 range for three months; 3M EUR hedging costs about 1.9% annualised less than holding EUR unhedged would have lost in franc terms this year. "
          "USD hedging is more expensive (about 3.7% p.a. carry), which is why the USD hedge ratio is lower in the balanced mandates. Happy to join client calls on this.")

    # --------------------------------------------------------------- bulletins and packs
    b.NM(b.say(J(300, 310), "news",
        "📰 Overnight bulletin (Asia / US)\n"
        f"• Japan: machinery orders {R(['+2.1%', '-0.8%', '+4.4%'])} m/m; BoJ board member says policy normalisation will be gradual\n"
        f"• China: new yuan loans CNY {rng.randint(600, 900)}bn vs {rng.randint(600, 900)}bn expected; property investment -10.3% y/y YTD\n"
        "• Australia: employment +38k, unemployment rate unchanged at 4.1%\n"
        "• Korea: Samsung Electronics confirms HBM3E qualification progress with a US customer (local media)\n"
        "• US: Senate committee advances stablecoin bill; Treasury 30-year auction tailed by 1.2 bp\n"
        "• Oil: API reports a 2.1m bbl crude draw; Brent steady\n"
        "• Crypto: bitcoin +1.4% to US$ 108k on ETF inflows\n"
        "• Corporate: Toyota to take Toyota Industries private in a JPY 4.7trn deal; Nippon Steel closes US Steel acquisition\n"
        "Source: wire services, compiled 04:5" + str(rng.randint(0, 9)) + " CEST"))
    pack = b.say(J(940, 948), "research",
        f"**Board pack summary — {m2[0]} · {m2[1]} (for the 16:00 call)**\n\n"
        f"Mandate value CHF {ch(rng.randint(38, 62)*1000000 + rng.randint(0, 999999))}; strategy konservativ (equity max 35%, bonds min 50%). Year-to-date return {J(1.0, 2.8):.2f}% net of fees versus {J(0.8, 2.6):.2f}% for the strategic benchmark. "
        f"Equity weight {J(31, 34.5):.1f}%, bond weight {J(52, 58):.1f}% (modified duration 4.9 years after today's purchase), gold {J(2.5, 4.5):.1f}%, real estate funds {J(3, 6):.1f}%, cash {J(1.5, 4):.1f}%.\n\n"
        "Contribution analysis: Swiss equities +0.6 pp, CHF bonds +0.7 pp, gold +0.4 pp, foreign equities (hedged) -0.1 pp, fees -0.25 pp.\n\n"
        "Compliance with the foundation's investment regulations (Anlagereglement): all limits respected; largest single issuer (excluding the Confederation) 6.2%; foreign-currency exposure after hedging 4.8% (limit 10%). "
        "No exceptions were recorded in the quarter.\n\n"
        "Questions received from the board in writing: ESG policy on bank financing of controversial weapons (answered in the draft letter), fee breakdown in CHF (table attached), October distribution of CHF 180'000 (covered from coupons, dividends and cash).\n\n"
        "Attachments in the dossier: performance report Q2 (draft), cash-flow forecast, ESG report, IC minutes extract.", thread=th2)
    b.NM(pack)
    b.say(J(1150, 1158), "keller",
          "Weekly pipeline for the desk: two new mandates in onboarding (CHF 12m balanced, CHF 4m conservative, both from the Basel office), one mandate upgrade from advisory to discretionary (CHF 7m), "
          "and one termination notice (CHF 3m, client moving abroad; positions to be transferred in kind, no sales needed). Onboarding documents are with Legal; earliest investment date 1 July.")
    for tt, txt in [(J(470, 472), "SIX Swiss Exchange · market notice · pre-opening phase starts 08:30 · no trading halts announced"),
                    (J(1051, 1052), "SIX Swiss Exchange · market notice · closing auction completed · no volatility interruptions in SMI constituents today")]:
        b.N(b.say(tt, "px", txt))

    # --------------------------------------------------------------- mid-session material and extra conversation
    b.NM(b.say(wn.t + J(6, 9), "research",
        f"**Ad hoc digest — {w_news[0]} (watchlist, no position)**\n\n"
        f"Published: {w_news[2]}.\n\n"
        f"Context: {w_news[1]} has been on the desk watchlist since the last IC as a possible diversifier. Consensus had not anticipated the announcement in this form; the first indications in the pre-opening book point to a "
        f"{R(['positive', 'negative', 'mixed'])} opening of around {R(['+3%', '-2%', '+1%', '-4%'])}. The company hosts a call at 09:00 CEST.\n\n"
        f"Valuation before the release: {J(14, 28):.0f}x forward earnings against a five-year average of {J(15, 27):.0f}x; net debt/EBITDA {J(0.3, 2.2):.1f}x. Sell-side ratings: {rng.randint(8, 16)} buy, {rng.randint(4, 10)} hold, {rng.randint(0, 4)} sell.\n\n"
        "Relevance for the mandates: none directly (no holdings). For the watchlist review the questions are whether the announcement changes the earnings trajectory for 2026 and whether the share-price reaction creates an entry point. Summary only."))
    mid = b.say(J(688, 694), "research",
        f"**Mid-session update {clock(690)}**\n\n"
        f"SMI {R(['+0.2%', '-0.1%', '+0.4%', '-0.3%'])} at midday; best performers Novartis and Lonza, laggards Roche, Swatch and Holcim. Turnover is running at about 80% of normal. "
        f"European semis are firm after a broker upgrade of the sector, luxury flat. EURCHF {px['EURCHF']:.4f} unchanged in a 12-pip range; the 2-year Confederation yield is 1 bp lower.\n\n"
        f"Flows seen by the desk this morning: the NESN purchase for {m1[0]} completed passively and the UBSG order for {m3[0]} is working after the issuer-limit resize. "
        f"A large UBS block traded early (reported by several brokers), which explains the elevated volume in the name.\n\n"
        "Afternoon calendar: SNB Board member speech 13:30, US CPI 14:30, WMR fixing 17:00. No further ad hoc releases are scheduled for holdings.")
    b.NM(mid)
    faq = b.say(J(1110, 1116), "research",
        "**Client FAQ — UBS capital requirements (draft for RMs, not for distribution yet)**\n\n"
        "Q: Is my money at UBS at risk? A: The proposals increase the capital the bank must hold; they make the bank more resilient, not less. Client assets held in custody are segregated and are not part of the bank's balance sheet.\n\n"
        "Q: Do the mandates hold UBS shares? A: Yes, as part of the Swiss equity allocation, within the 5% issuer limit per mandate. Positions are reviewed regularly by the portfolio managers.\n\n"
        "Q: Will the bank's dividend be cut? A: The bank has said it will review its capital return plans; details are expected with the half-year results.\n\n"
        "Q: What happens next? A: Parliament will debate the legislative part, likely in 2026; some measures can be implemented by ordinance earlier.\n\n"
        "_To be reviewed by Legal and Compliance before any use with clients._")
    b.say(faq.t + J(2, 4), "meier", "Very useful, thanks. I'll wait for the Legal OK before using it.", ref=faq)
    convo = [
        (J(557, 560), rm1, "Thanks Matthias, that's exactly what I needed for the meeting.", th1),
        (J(716, 722), "brunner", f"{fn[rmb2]}, FYI the Roche trim in {mb2[0]} is only about the limit, not a view on the stock — any view change comes separately from research.", None),
        (J(722, 726), rmb2, f"Understood, I'll phrase it that way with {sb2n}.", None),
        (J(796, 800), "baumann", f"Bond desk at ZKB shows the 2032s {f2(bpx - 0.12)}/{f2(bpx + 0.02)} in 5m, so the limit looks fine.", th2),
        (J(1032, 1036), "dubois", f"{m2[4]} cash-flow table is in the dossier, {fn[rm2]}. Coupons in July and September cover most of the October distribution.", th2),
        (J(1037, 1040), "keller", "Merci Claire, parfait.", th2),
        (J(1160, 1166), "vogel", "Good day everyone. Two reminders: the IC minutes need your initials by tomorrow noon, and the Q2 commentary drafts by the 1st.", None),
        (J(1170, 1176), "brunner", "Initialled. Leaving now, mobile on until 22:00.", None),
    ]
    for tt, who, txt, th in convo:
        m = b.say(tt, who, txt, thread=th)
        if txt.startswith("Merci Claire"):
            b.N(m)

    b.NM(b.say(nov_news.t + J(75, 90), "research",
        "**Conference call summary — Novartis (NETTER-P)**\n\n"
        "The head of development presented the top-line data: the trial met its primary endpoint with a hazard ratio that management described as 'clinically meaningful'; the company did not disclose the number. "
        "Overall survival is immature and confounded by crossover, which management had flagged before the readout. The safety profile was consistent with earlier studies (dry mouth, fatigue, low-grade anaemia).\n\n"
        "Commercial: management sees the pre-taxane setting as a multi-billion opportunity and said isotope supply is secured through the new facilities in Indianapolis and Zaragoza. Pricing would be in line with the existing label.\n\n"
        "Analyst questions centred on the hazard ratio, the crossover rate, and the competitive landscape (other PSMA-targeted radioligands are two to three years behind). Several analysts raised peak-sales estimates during the call.\n\n"
        "Share-price reaction during the call: stable at the morning's gain. Nothing in the call relates to the mandates' positioning; the PMs have the full transcript in the research folder."))
    b.say(J(1180, 1190), "dubois",
          "Fixed income weekly, short version: Confederation yields fell 4-7 bp this week across the curve, led by the 5-10 year sector. Swap spreads unchanged, cantonal and Pfandbrief spreads 1-2 bp tighter. "
          "Primary market: CHF 2.3bn of new issues this week, mostly domestic; foreign issuers stayed away ahead of the SNB. Our conservative mandates are now at 4.6-4.9 years duration after the two purchases this month, "
          "the balanced ones at 4.1-4.4. Next week: SNB on Thursday, Confederation auction Wednesday. Full note in the research folder on Monday.")
    b.say(J(870, 876), rm2,
          f"Prep for the {m2[1]} board call at 16:00: attendees are the president, the treasurer and the external auditor. They will ask about the duration change, the fees and the October distribution. "
          "Claire joins for the first 15 minutes. I'll send the pack in advance; please let me know by 15:30 if any numbers change.", thread=th2)

    return {"m1": m1, "m2": m2, "m3": m3}


IDIOM_PRIORITY = [
    "German proposal with Swiss apostrophe", "shorthand 'b 4.2k", "trade proposal buried", "two-word Swiss-German approval",
    "split decision", "embed-only OMS order ack", "embed-only partial fill", "[FILL] tag line",
    "shorthand fill", "German trailing stop", "thesis change buried", "IC bot JSON model-portfolio", "risk engine key=value suitability",
    "German 'kein Handlungsbedarf'", "SIX ad hoc on a held name", "[PAPER]", "model-portfolio backtest",
    "another bank's block", "'what if we trimmed'", "'a stop at X would be sensible'", "IC bot JSON proposal_decision", "desk head routing", "emoji + 'send it'", "ad hoc on a name neither", "passive mandate limit breach",
    "RM relaying a client question", "'looks interesting'", "history of past trades",
    "IC JSON agenda", "long research note", "RM question about a pending proposal",
]


# --------------------------------------------------------------------------- assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    builders = []
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        day_start_ms = int(day_start.timestamp() * 1000)
        local_date = (day_start + timedelta(hours=12)).date()
        for c in range(channels):
            rng = random.Random(f"{DESK}|seed={seed}|ch={c}|date={local_date.isoformat()}")
            b = DayBuilder(rng, c, channel_id_for(c), day_start_ms)
            build_day(b, datetime(local_date.year, local_date.month, local_date.day))
            builders.append(b)

    # ---- times -> ms, globally strictly increasing for messages
    all_msgs = []
    for b in builders:
        for m in b.msgs:
            m.ms = b.day_start_ms + int(round(_utc_min(m.t) * 60000))
            all_msgs.append((m.ms, id(m), m, b))
    all_msgs.sort(key=lambda x: (x[0], x[1]))
    last = -1
    for i, (_, _, m, b) in enumerate(all_msgs):
        if m.ms <= last:
            m.ms = last + 1
        last = m.ms
        m.id = str(_sf(m.ms, 1 + (b.ch_idx % 28), i & 0xFFF))
    for b in builders:
        for th in b.threads:
            ms = b.day_start_ms + int(round(_utc_min(th.t) * 60000)) - 1500
            th.id = str(_sf(ms, 31, (b.ch_idx * 7 + th.seq) & 0xFFF))

    # ---- events
    events = []  # (ms, order, line)
    order = 0

    def base(b, m):
        d = {"guild_id": GUILD_ID, "channel_id": m.thread.id if m.thread else b.chan_id}
        if m.thread:
            d["parent_channel_id"] = b.chan_id
        return d

    for b in builders:
        for m in b.msgs:
            aid, aname, abot = AUTHORS[m.who]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m.ms), "content": m.content, "attachments": [],
                   "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref else None,
                   "pinned": False}
            line = {"op": "create"}
            line.update(base(b, m))
            line["message"] = msg
            order += 1
            events.append((m.ms, order, line))
        for (t, kind, payload) in b.ops:
            ms = b.day_start_ms + int(round(_utc_min(t) * 60000))
            if kind == "edit":
                m, content = payload
                ms = max(ms, m.ms + 1)
                line = {"op": "edit", **base(b, m), "message_id": m.id, "edited_at": _iso(ms), "content": content}
            elif kind == "delete":
                m = payload
                ms = max(ms, m.ms + 1)
                line = {"op": "delete", **base(b, m), "message_id": m.id, "deleted_at": _iso(ms)}
            elif kind == "bulk_delete":
                ms = max(ms, max(x.ms for x in payload) + 1)
                line = {"op": "bulk_delete", **base(b, payload[0]), "message_ids": [x.id for x in payload], "deleted_at": _iso(ms)}
            elif kind == "forget":
                m, by = payload
                ms = max(ms, m.ms + 1)
                line = {"op": "forget", **base(b, m), "message_id": m.id, "requested_by": AUTHORS[by][0], "at": _iso(ms)}
            elif kind == "pin":
                m, by = payload
                ms = max(ms, m.ms + 1)
                line = {"op": "pin", **base(b, m), "message_id": m.id, "by": AUTHORS[by][0], "at": _iso(ms)}
            elif kind in ("reaction_add", "reaction_remove"):
                m, emoji, who = payload
                ms = max(ms, m.ms + 1)
                line = {"op": kind, **base(b, m), "message_id": m.id, "emoji": emoji, "user_id": AUTHORS[who][0], "at": _iso(ms)}
            else:  # pragma: no cover
                raise ValueError(kind)
            order += 1
            events.append((ms, order, line))
    events.sort(key=lambda x: (x[0], x[1]))

    # ---- labels
    hard, superseded, removed, noise, near, idioms = [], [], [], [], [], []
    for b in builders:
        for (m, etype, facts, phrasing) in b.hard:
            state = "forgotten" if m.forgotten else "deleted" if m.deleted else "edited" if m.edits else "live"
            hard.append({"channel_id": m.thread.id if m.thread else b.chan_id, "message_id": m.id,
                         "event_type": etype, "facts": facts, "phrasing": phrasing, "final_state": state})
        for (m, old) in b.superseded:
            superseded.append([m.thread.id if m.thread else b.chan_id, m.id, old])
        removed.extend(b.removed)
        noise.extend(m.id for m in b.noise)
        near.extend(m.id for m in b.near)
        for (m, name, exp) in b.idioms:
            idioms.append({"message_id": m.id, "idiom": name, "expected": exp})
    # one idiom row per idiom name (first occurrence); keep the 20 most distinctive
    first = {}
    for row in idioms:
        first.setdefault(row["idiom"], row)
    ranked = sorted(first.values(), key=lambda r: next((i for i, k in enumerate(IDIOM_PRIORITY) if r["idiom"].startswith(k)), 99))
    uniq = ranked
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded,
              "removed_texts": sorted(set(removed)), "noise_message_ids": noise,
              "near_miss_ids": near, "idioms": uniq[:20]}
    return {"events": [e[2] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check

def _text_of(msg):
    parts = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f.get("name", ""))
            parts.append(f.get("value", ""))
    return "\n".join(parts)


def check(events, labels, end=None, days=1, verbose=True):
    end = end or DEFAULT_END
    start_ms = int(end.timestamp() * 1000) - days * 86400000
    problems = []
    msgs, final, parents, state = {}, {}, {}, {}
    last_ms = -1
    for ln in events:
        if ln["op"] == "create":
            m = ln["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            dt = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(dt.timestamp() * 1000) - ms) > 1:
                problems.append(f"created_at/snowflake mismatch {m['id']}")
            if ms <= last_ms:
                problems.append(f"id not increasing {m['id']}")
            last_ms = ms
            msgs[m["id"]] = (ln, m)
            final[m["id"]] = dict(m)
            parents[m["id"]] = ln.get("parent_channel_id") or ln["channel_id"]
            state[m["id"]] = "live"
        elif ln["op"] == "edit":
            final[ln["message_id"]]["content"] = ln["content"]
        elif ln["op"] == "delete":
            state[ln["message_id"]] = "deleted"
        elif ln["op"] == "bulk_delete":
            for i in ln["message_ids"]:
                state[i] = "deleted"
        elif ln["op"] == "forget":
            state[ln["message_id"]] = "forgotten"
    for h in labels["hard_events"]:
        if h["message_id"] not in final:
            problems.append(f"label id missing {h['message_id']}")
            continue
        txt = _text_of(final[h["message_id"]])
        for f in h["facts"]:
            if f not in txt:
                problems.append(f"fact {f!r} not in {h['message_id']} ({h['event_type']})")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {h['message_id']}")
    for ch_id, mid, old in labels["superseded_facts"]:
        if old in _text_of(final[mid]):
            problems.append(f"superseded {old} still in {mid}")
    live_text = "\n".join(_text_of(final[i]) for i in final if state[i] == "live")
    for sn in labels["removed_texts"]:
        if sn in live_text:
            problems.append(f"removed snippet visible: {sn}")
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [r["message_id"] for r in labels["idioms"]]:
        if i not in final:
            problems.append(f"unknown id {i}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard id also in noise/near-miss")

    # per channel-day stats (threads fold into their parent)
    per = {}
    def day_of(mid):
        k = ((int(mid) >> 22) + DISCORD_EPOCH - start_ms) // 86400000
        return (datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc) + timedelta(days=k)).strftime("%Y-%m-%dT%H:%MZ") + f"+24h"

    for mid, m in final.items():
        key = (parents[mid], day_of(mid))
        s = per.setdefault(key, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(_text_of(msgs[mid][1]).encode("utf-8"))
    noise_ids, near_ids = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for mid, m in final.items():
        key = (parents[mid], day_of(mid))
        if mid in hard_ids:
            per[key]["hard"] += 1
        if mid in noise_ids:
            per[key]["noise"] += 1
        if mid in near_ids:
            per[key]["near"] += 1
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    if verbose:
        print(f"events={len(events)} creates={len(final)} hard={len(hard_ids)} noise={len(noise_ids)} near_miss={len(near_ids)} idioms={len(labels['idioms'])}")
        print("hard by type:", json.dumps(dict(sorted(by_type.items())), ensure_ascii=False))
        for key, s in sorted(per.items()):
            print(f"  channel-day {key[0]} {key[1]}: msgs={s['msgs']} bytes={s['bytes']} hard={s['hard']} "
                  f"noise={s['noise']} ({100*s['noise']/s['msgs']:.0f}%) near={s['near']}")
    for key, s in per.items():
        if not 180 <= s["msgs"] <= 320:
            problems.append(f"msg count out of range {key}: {s['msgs']}")
        if not 70000 <= s["bytes"] <= 120000:
            problems.append(f"bytes out of range {key}: {s['bytes']}")
        if not 25 <= s["hard"] <= 45:
            problems.append(f"hard count out of range {key}: {s['hard']}")
        if not 0.25 <= s["noise"] / s["msgs"] <= 0.40:
            problems.append(f"noise share out of range {key}: {s['noise']}/{s['msgs']}")
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"idiom rows {len(labels['idioms'])}")
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2025-06-13T00:00:00Z)")
    ap.add_argument("--check", action="store_true", help="reload the files and print stats / problems")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ln in out["events"]:
            fh.write(json.dumps(ln, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as fh:
            events = [json.loads(x) for x in fh]
        with open(a.labels, encoding="utf-8") as fh:
            labels = json.load(fh)
        if end is not None and end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
        problems = check(events, labels, end, a.days)
        for p in problems:
            print("PROBLEM:", p)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
