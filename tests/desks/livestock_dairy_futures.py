#!/usr/bin/env python3
"""Desk generator: livestock_dairy_futures.

A seeded, standard-library-only generator of a busy livestock & dairy futures desk
channel (CME live cattle, feeder cattle, lean hogs, Class III/IV milk, cheese, butter,
calendar and feeding-margin spreads, cash-cattle forward contracts with packers), written
as a capture file (JSON Lines, see shared/CAPTURE-FORMAT.md) plus ground-truth labels.

    python -m tests.desks.livestock_dairy_futures --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Everything is a pure function of the arguments.  A given (seed, channel index, date)
always produces the same channel-day, whatever --days/--channels say.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "livestock_dairy_futures"
EPOCH = 1420070400000
GUILD_ID = "1163827491056283648"
DEFAULT_END = datetime(2026, 10, 23, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86_400_000

# ----------------------------------------------------------------------------- people
# key: (id, display name, bot)
AUTHORS = {
    "dusty": ("1147283940561829953", "dusty.r", False),          # head trader, TX/NE
    "kayla": ("1152093817364509811", "kayla.m", False),          # junior analyst
    "marcus": ("1139928471105638476", "marcus (grains)", False),  # other desk
    "admin": ("1128847561093827650", "ops-admin", False),        # moderator
    "curd": ("1158392017465738371", "curd-analyst", True),       # dairy analyst agent
    "pen": ("1158392094412683315", "pen-rider", True),           # cattle/hog strategy agent
    "exec": ("1158392153307262996", "exec-agent", True),         # execution agent
    "router": ("1158392210924417135", "desk-router", True),      # triage/router
    "fcm": ("1160117283946102824", "Plains Clearing Bridge", True),
    "oms": ("1160117349281746953", "oms-tape", True),
    "risk": ("1160117402839118877", "fencepost", True),
    "news": ("1160117466103926846", "usda-wire", True),
    "cash": ("1160117521842236561", "cashlot-relay", True),
    "pulse": ("1160117590017265808", "pulse", True),
    "cron": ("1160117648220094529", "cronhand", True),
    "ci": ("1160117702903347314", "deploy-bot", True),
    "alert": ("1160117769985200171", "tickbell", True),
    "pnl": ("1160117823617036349", "pnl-snap", True),
}

# ----------------------------------------------------------------------------- contracts
MONTH_CODES = "FGHJKMNQUVXZ"
LISTED = {
    "LE": [2, 4, 6, 8, 10, 12],
    "GF": [1, 3, 4, 5, 8, 9, 10, 11],
    "HE": [2, 4, 5, 6, 7, 8, 10, 12],
    "ZC": [3, 5, 7, 9, 12],
    "DC": list(range(1, 13)),
    "DK": list(range(1, 13)),
    "CSC": list(range(1, 13)),
    "CB": list(range(1, 13)),
}
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _code(root, y, m):
    return f"{root}{MONTH_CODES[m - 1]}{y % 10}"


def _nth(root, y, m, k):
    """k-th listed month strictly after (y, m); k >= 1."""
    out = []
    yy, mm = y, m
    while len(out) < k:
        mm += 1
        if mm > 12:
            mm, yy = 1, yy + 1
        if mm in LISTED[root]:
            out.append((yy, mm))
    yy, mm = out[-1]
    return _code(root, yy, mm), yy, mm


def _spot(root, y, m):
    yy, mm = y, m
    while mm not in LISTED[root]:
        mm += 1
        if mm > 12:
            mm, yy = 1, yy + 1
    return _code(root, yy, mm)


TICK = {"LE": 0.025, "GF": 0.025, "HE": 0.025, "ZC": 0.25, "DC": 0.01, "DK": 0.01, "CSC": 0.001, "CB": 0.025}
DEC = {"LE": 3, "GF": 3, "HE": 3, "ZC": 2, "DC": 2, "DK": 2, "CSC": 3, "CB": 3}
MULT = {"LE": 400, "GF": 500, "HE": 400, "ZC": 50, "DC": 2000, "DK": 2000, "CSC": 20000, "CB": 200}


def _round(root, v):
    t = TICK[root]
    return round(round(v / t) * t, 6)


def _f(root, v):
    return f"{_round(root, v):.{DEC[root]}f}"


def _snow(ms, worker, seq):
    return str(((ms - EPOCH) << 22) | (worker << 17) | seq)


def channel_id(i):
    base_ms = 1698412345678 + i * 86_413_207 + (i * i * 7919) % 1_000_000
    return _snow(base_ms, (i * 7 + 3) % 32, (i * 4099 + 517) % 131072)


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _hhmm(ms):
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%H:%M:%S") + f".{ms % 1000:03d}"


def _money(v):
    return f"${v:,.0f}"


def embed_text(e):
    parts = []
    for k in ("title", "description", "author"):
        if e.get(k):
            parts.append(str(e[k]))
    for f in e.get("fields") or []:
        parts.append(str(f.get("name", "")))
        parts.append(str(f.get("value", "")))
    if e.get("footer"):
        parts.append(str(e["footer"]))
    return "\n".join(parts)


def message_text(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        parts.append(embed_text(e))
    return "\n".join(p for p in parts if p)


# ----------------------------------------------------------------------------- analysis paragraphs (no decisions)
def _dairy_paras(r, c, p):
    return [
        ("Cheese capacity", f"Roughly {r.randint(8, 14)}M lb/day of new cheese capacity has come online since last spring, mostly in SD, TX and KS. "
         f"Those plants were built to run full, and they bid for milk accordingly: spot milk in the upper Midwest has traded "
         f"${r.uniform(0.5, 3.0):.2f} under class to ${r.uniform(0, 1.5):.2f} over depending on the week. The consequence is more American-style "
         f"cheese than the domestic market absorbs at current prices, and the release valve is exports to Mexico and Asia."),
        ("Butterfat", f"Butterfat tests have run {r.uniform(4.1, 4.4):.2f}%+ for more than a year thanks to genetics and rations built for "
         f"component pricing. Fat output is growing {r.uniform(2, 5):.1f}% y/y even when fluid volume is flat, which is why butter stocks "
         f"rebuild so quickly after every rally. Cream multiples in the Central region are {r.uniform(1.05, 1.30):.2f}–{r.uniform(1.30, 1.45):.2f}."),
        ("Exports", f"Cheese exports ran {r.uniform(-5, 35):+.0f}% y/y in the latest census month, with Mexico taking about {r.randint(30, 45)}% of the total. "
         f"NDM exports to Mexico were {r.choice(['steady', 'down slightly', 'a record for the month'])}. The US is the cheapest cheddar origin in the world "
         f"by ${r.uniform(0.2, 0.9):.2f}/lb, which is supportive at the margin but also tells you how heavy the domestic market is."),
        ("Fluid demand", f"Class I utilisation keeps sliding; fluid sales were {r.uniform(-3, 1):+.1f}% y/y in the last report. Whole milk is the only "
         f"category growing. Less Class I means more milk clearing through manufacturing, mostly cheese and butter/powder."),
        ("FMMO reform", f"The federal order reform raised make allowances and moved Class I to the higher-of mover. The higher make allowances "
         f"take roughly ${r.uniform(0.7, 0.95):.2f}/cwt out of the Class III price at a given set of product prices, which anyone comparing to "
         f"pre-reform history must adjust for."),
        ("Beef-on-dairy", f"Beef-on-dairy calves now bring ${r.randint(700, 1400)}/hd at a few days old. That income lets dairies keep older cows "
         f"longer; culls are running {r.uniform(-15, -3):.0f}% y/y. It also means fewer dairy heifers in the pipeline, capping herd growth in 2027."),
        ("Feed and IOFC", f"Income over feed cost is about ${r.uniform(9, 14):.2f}/cwt on the DMC formula, comfortable by historical standards. "
         f"{c['ZC']} corn at {_f('ZC', p['ZC'])}¢ and meal near ${r.randint(280, 320)}/t keep rations cheap, so there is no cost push "
         f"pressuring herd size."),
        ("Whey", f"Whey protein concentrates and isolates are in strong demand from the nutrition sector; WPC-80 trades around ${r.uniform(6.5, 9.5):.2f}/lb. "
         f"Plants maximise high-protein streams, leaving less dry whey, which has supported the other-solids component of the Class III formula."),
        ("China", f"Chinese imports of WMP were {r.uniform(-20, 15):+.0f}% y/y year to date; domestic Chinese milk output has grown enough that "
         f"the import need is structurally lower than in 2021. Chinese buying at GDT is the swing factor for powders, not for cheese."),
        ("EU supply", f"EU milk collections are {r.uniform(-1.5, 1.5):+.1f}% y/y; bluetongue and environmental rules in NL/DK limit growth. "
         f"EU butter at €{r.uniform(5.5, 7.5):.2f}/kg sits well above the US, keeping US butter competitive abroad."),
        ("Heat and herd health", f"Heat stress in CA and AZ trimmed yields earlier this year; the recovery has been {r.choice(['quick', 'slow', 'uneven'])}. "
         f"H5N1 detections in dairy herds are {r.choice(['rare now', 'still popping up in the West', 'mostly out of the news'])}; the market no longer prices a supply shock from it."),
        ("Foodservice", f"Pizza chains report same-store sales {r.uniform(-3, 4):+.1f}%, and retail cheese volumes are {r.uniform(-2, 3):+.1f}% y/y. Mozzarella "
         f"demand is steady; cheddar is where the inventory sits."),
        ("Holiday butter", f"Butter demand usually peaks into Thanksgiving baking; churns have run hard all autumn to build stocks for it. "
         f"Once holiday orders are filled, cream gets long again and prices tend to sag into January."),
        ("Positioning", f"Managed money holds a net {r.choice(['long', 'short'])} of about {r.randint(1, 9)},{r.randint(100, 999)} Class III contracts; open interest across "
         f"the curve is {r.randint(30, 45)}k. Commercial hedging by cooperatives tends to cap rallies in the second half of the curve."),
        ("Spot vs survey", f"The NDPSR survey lags CME spot by about a week, so announced prices trail the spot market. With blocks at "
         f"${p['CSC']:.3f} the survey-based cheese price lags by {r.uniform(0.5, 3):.1f}¢/lb; the first month of the curve follows the survey."),
        ("Options", f"Class III implied vol is {r.randint(14, 24)}% at the money, {r.choice(['cheap', 'about average', 'rich'])} versus realised "
         f"{r.randint(12, 22)}%. The put skew is {r.choice(['flat', 'steep', 'modest'])}."),
    ]


def _cattle_paras(r, c, p):
    return [
        ("Herd cycle", f"The beef cow herd is around {r.uniform(27.5, 28.6):.1f}M head, the smallest since the early 1960s. Rebuilding has not "
         f"started in earnest: heifers on feed are {r.uniform(37, 40):.1f}% of the total, above the ~{r.randint(35, 37)}% level that would signal retention."),
        ("Screwworm", f"The Mexican border has been closed to feeder cattle because of New World screwworm. That removes about "
         f"{r.randint(80, 110)}k head a month from US supply, mostly lightweight steers into southern feedyards. Every headline about a "
         f"detection closer to the border moves {c['GF']} more than {c['LE']}."),
        ("Packer capacity", f"Packer margins have been negative on a cash basis most of the year (est ${r.randint(-200, 40)}/hd). Kill hours have been "
         f"trimmed and one large plant announced a closure; capacity utilisation is about {r.randint(85, 95)}%. Packers use the showlist to push "
         f"cash lower when they can."),
        ("Carcass weights", f"Steer carcass weights of {r.randint(950, 990)} lb are about {r.randint(15, 35)} lb heavier than a year ago. Heavier carcasses add "
         f"beef without adding head; total beef production is down less than the kill."),
        ("Beef demand", f"Retail beef prices are at records and demand has held: the Choice cutout at ${r.uniform(360, 395):.2f} is "
         f"{r.uniform(3, 12):.0f}% above last year. Ground beef features are {r.choice(['heavy', 'lighter', 'normal'])} this month."),
        ("Imports", f"Lean trim imports from Brazil and Australia fill the ground-beef gap; 90CL trim trades near ${r.uniform(3.5, 4.2):.2f}/lb. "
         f"Tariff changes on Brazilian beef are the policy risk for the grinding-beef market."),
        ("Fund length", f"Managed money holds about {r.randint(80, 140)}k net long in LE and {r.randint(8, 30)}k in GF. The length is crowded; "
         f"the largest down days this year came from fund liquidation rather than fundamentals."),
        ("Index basis", f"The CME Feeder Cattle Index runs ${r.uniform(-6, 4):+.2f} versus {c['GF1']}. Auction receipts were {r.randint(-20, 15):+d}% y/y last week; "
         f"the index takes 7 days of sales so it lags futures by several sessions."),
        ("Cost of gain", f"Cost of gain is about ${r.uniform(1.05, 1.35):.2f}/lb with corn near {_f('ZC', p['ZC'])}¢. Feedyard closeouts are "
         f"${r.randint(-50, 350):+d}/hd; feeders are paying for calves with the expectation that cash fats stay above $220."),
        ("Wheat pasture", f"Wheat pasture conditions in OK/KS are {r.choice(['good', 'fair', 'poor'])}; good grass keeps stockers out longer, "
         f"delaying placements into winter and shifting supply into spring."),
        ("Hog seasonality", f"The hog index usually tops in summer and declines into the winter. This year it is {r.uniform(1, 8):.1f}% above last year. "
         f"Packers have {r.choice(['good margins', 'negative margins', 'thin margins'])} on hogs; slaughter is running {r.uniform(2.45, 2.65):.2f}M head a week."),
        ("Pork exports", f"Pork exports to Mexico are near record; China is {r.choice(['a small buyer', 'absent', 'buying variety meats only'])}. Export "
         f"sales run {r.randint(18, 40)}k t/week."),
        ("Prop 12", "California Prop 12 compliant supply is adequate; the price premium for compliant pork has narrowed, which limits its "
         "effect on the national cutout."),
        ("Disease", f"PRRS losses this winter were {r.choice(['milder', 'worse', 'about average'])} than last year; sow productivity keeps improving, "
         f"so fewer sows produce the same pig crop."),
        ("Bellies", f"Belly prices at ${r.uniform(110, 190):.2f} are volatile; freezer stocks of bellies are {r.choice(['low', 'below average', 'near average'])}, "
         f"which makes the cutout sensitive to retail features."),
        ("Grid pricing", f"About {r.randint(60, 75)}% of fed cattle trade on formula or grid; the negotiated cash market is thin, so a few "
         f"hundred head can move the reported 5-area price."),
        ("LE options", f"LE implied vol is {r.randint(14, 22)}% at the money; put skew is {r.choice(['steep', 'moderate', 'flat'])} because producers buy "
         f"downside protection after a long rally."),
    ]


def _dairy_extra(r, c, p):
    return [
        f"Over the last five years the same setup has resolved within {r.randint(3, 8)} weeks about {r.randint(55, 75)}% of the time, usually through spot cheese rather than through the futures curve.",
        f"The futures market is not blind to this: the spread between the first and sixth Class III contracts is ${r.uniform(-0.8, 1.2):+.2f}, which already embeds some of it.",
        f"Cooperatives' hedging programmes usually add selling into any rally above ${p['DC'] + r.uniform(0.3, 0.9):.2f}, which has capped the curve twice since summer.",
        f"The data that would change this view is the monthly Dairy Products report: a cheese output figure above {r.uniform(2.5, 4.5):.1f}% y/y would confirm the glut.",
        f"Processor margins are healthy, so plant utilisation should stay high; in past cycles that kept product flowing even as prices fell.",
        f"Buyers have been hand-to-mouth; inventory in the pipeline is thin, which makes short-term price spikes possible even in a well-supplied market.",
        f"Basis between the CME spot market and regional plant prices has widened by about {r.uniform(1, 5):.1f}¢/lb, a sign of local oversupply in the West.",
        f"On balance the fundamentals have moved slowly; the price action day to day is dominated by a handful of spot-call trades and fund flows.",
        f"Weather risk is low for the next two weeks; forecasts show normal temperatures across CA, ID and WI, so yields should follow the seasonal curve.",
        f"Export competitiveness depends on the dollar as much as on product prices; the trade-weighted dollar is {r.uniform(-4, 3):+.1f}% year to date.",
        f"The next three USDA reports (Dairy Products, Cold Storage, Milk Production) will be read together; one of them alone rarely moves the curve more than {r.randint(10, 30)}¢.",
        f"Retail price pass-through is slow, typically {r.randint(3, 6)} months, so consumer demand responses to the current wholesale levels won't show until next year.",
        f"Regional differences matter: the West is long milk while the Southeast imports it, and hauling costs of ${r.uniform(1.5, 4):.2f}/cwt keep the two markets apart.",
        f"Futures open interest has grown {r.randint(3, 15)}% since summer, mostly from processors hedging forward sales, which adds two-way liquidity at the front of the curve.",
        f"Milk checks lag prices by about six weeks, so producers are still being paid on last quarter's levels and have not yet felt the change.",
        f"Seasonally, milk output bottoms in the autumn and builds from December; the spring flush is when plant capacity gets tested.",
        f"Government purchase programmes have been small this year and are not a factor in the balance.",
        f"Cheese aging programmes hold about {r.randint(25, 40)}% of American-style inventory in aged categories, which are less exposed to spot-price swings.",
        f"Imports are a rounding error for cheese but not for butter, where EU and NZ product fills about {r.uniform(3, 7):.0f}% of domestic use.",
        f"The relationship between blocks and barrels has been unusually loose since the new barrel plants started; spreads that once mean-reverted in days now persist for weeks.",
    ]


def _cattle_extra(r, c, p):
    return [
        f"In past cycles the same condition lasted {r.randint(12, 30)} months before supply responded, and the futures curve spent most of that time in backwardation.",
        f"The deferred contracts already discount some of this; {c['LE2']} sits ${r.uniform(-3, 2):+.2f} to {c['LE']}, close to its three-year average.",
        f"Feedyard managers report {r.choice(['tight', 'adequate', 'comfortable'])} showlists into the holidays, which supports cash in the short run.",
        f"The weekly kill has averaged {r.randint(540, 590)}k head over the last month, {r.uniform(-8, -1):.1f}% below last year, with Saturday kills rare.",
        f"Retail features for the holiday period are set now; ribs and tenderloins are carrying the cutout, while end meats lag.",
        f"The risk to this picture is demand: at record retail prices, any softening in consumer spending shows up first in middle meats.",
        f"Cattle feeders' hedging tends to increase when closeouts are this profitable; open interest in {c['LE']} has risen about {r.randint(2, 9)}% in two weeks.",
        f"Weather in the Plains is mild, so animal performance is good; that keeps weights heavy and marketings flowing.",
        f"Grain prices are the other half of the equation: a 20¢ move in corn changes the breakeven on a placed steer by roughly $1.50/cwt.",
        f"Policy remains a wildcard, including import quotas, country-of-origin labelling debates and the timing of the border reopening.",
        f"Historical analogues (2014, 2019) suggest that price volatility rises as the cycle peaks; implied volatility is only now starting to reflect that.",
        f"Hog producers have been expanding cautiously; the last Hogs & Pigs report showed breeding intentions {r.uniform(-2, 2):+.1f}% y/y.",
        f"Feedyard capacity utilisation is about {r.randint(82, 92)}%, low for this time of year, which gives feeders room to hold cattle longer if cash disappoints.",
        f"The Choice/Select spread at ${r.uniform(8, 25):.2f} rewards quality; grid premiums keep feeders pushing days on feed.",
        f"Seasonally, fed cattle prices firm into late winter as placements from the previous summer thin out.",
        f"Basis in the northern plains has been stronger than in the south for most of the year, reversing the usual pattern.",
        f"Interest costs on cattle inventory are not trivial at current rates: financing a fed steer now runs about ${r.randint(45, 80)}/hd over the feeding period.",
        f"Packers have leaned on formula cattle to fill their needs, leaving the cash market to a few hundred head in some weeks.",
        f"Futures have led cash for most of the autumn; historically that relationship flips near cyclical tops.",
        f"The hog futures curve still carries a summer premium of about ${r.uniform(8, 16):.2f} to the winter months, in line with the usual seasonal.",
    ]


def _dairy_paras2(r, c, p):
    return [
        ("Organic and specialty", f"Organic milk supply is tight again with premiums near ${r.uniform(8, 14):.2f}/cwt over conventional; it is a small share of the pool but it pulls cows out of the conventional supply in the Northeast."),
        ("Mozzarella vs cheddar", f"Mozzarella production grew {r.uniform(2, 7):.1f}% y/y against {r.uniform(-1, 4):.1f}% for cheddar. Pizza cheese is sold on contract formulas tied to the CME block price, so the block market does double duty as a price reference."),
        ("Powder balance", f"NDM/SMP output is down {r.uniform(2, 9):.1f}% y/y as driers are idled in favour of cheese; that tightness is why Class IV has held up better than the butter price alone would suggest."),
        ("Lactose and permeate", f"Lactose prices near ${r.uniform(0.35, 0.55):.2f}/lb are low; permeate is being pushed into feed markets. It is a minor input to the other-solids value but it caps the upside in dry whey."),
        ("Mexico", f"Mexico buys about a quarter of US dairy exports. The peso at {r.uniform(17, 20.5):.2f} per dollar keeps US product affordable; any trade friction there would be the largest single demand risk for US cheese and powder."),
        ("Cull cow beef", f"Dairy cull cows are {r.uniform(15, 22):.0f}% of total cow slaughter; with lean beef at record prices a cull cow brings ${r.randint(1400, 2200)}/hd, which changes the arithmetic on keeping marginal cows."),
        ("Cooperative pricing", f"Cooperatives have been paying over-order premiums of ${r.uniform(0.2, 1.2):.2f}/cwt in the Southeast and deducting hauling in the Upper Midwest; the spread between regions is the widest in years."),
        ("Dairy margin coverage", f"DMC margins are above the ${r.choice(['9.50', '9.50', '8.00'])} trigger, so the programme pays nothing this month; enrolment is at record levels because producers expect weaker margins next year."),
        ("Inventory financing", f"Cheese warehouse inventory is financed at roughly {r.uniform(5, 8):.1f}%; at current carry the curve pays holders about {r.uniform(0.5, 2):.1f}¢/lb/month, close to full carry."),
        ("Cold chain and logistics", f"Reefer freight rates are {r.choice(['firm', 'soft', 'normal'])}; West Coast port congestion is not a factor this month. Logistics costs have not been a driver of spot basis this autumn."),
    ]


def _cattle_paras2(r, c, p):
    return [
        ("Showlists", f"Showlists in the five-area region total about {r.randint(180, 260)}k head, {r.randint(-9, 9):+d}% w/w. Kansas is the tightest; Nebraska has more cattle ready but they are heavier."),
        ("Stocker demand", f"Stocker cattle prices at ${r.randint(380, 460)}/cwt for 500 lb steers reflect expensive replacements; wheat-pasture buyers are active in OK and KS."),
        ("Dressed trade", f"Dressed trade in the north was ${r.uniform(350, 370):.2f}; the live/dressed conversion at 63.5% yield implies live-equivalent prices close to the southern trade."),
        ("Export beef", f"Beef exports are {r.uniform(-15, 5):+.0f}% y/y with shipments to China mostly halted by registration issues; Japan and Korea take most of the chilled product."),
        ("Hog weights", f"Hog carcass weights are {r.randint(210, 218)} lb, {r.uniform(-2, 3):+.1f} lb y/y; the seasonal low in weights is passing and tonnage will build into winter."),
        ("Packer leverage", f"Packer leverage comes and goes with the showlist; when more than {r.randint(60, 70)}% of the week's needs are bought by Wednesday, cash tends to trade steady to higher late in the week."),
        ("Feeder supply", f"The calf crop is about {r.uniform(33, 34.5):.1f}M head, the smallest in decades; outside-feedlot supplies of feeders are {r.uniform(-6, -1):.1f}% y/y."),
        ("Hog basis", f"Hog basis to the index has been {r.uniform(-3, 2):+.2f} for {c['HE1']}; futures have traded under the index most of the autumn, consistent with the usual seasonal decline."),
        ("Retail pork", f"Retail pork prices are {r.uniform(-2, 4):+.1f}% y/y while beef is up double digits; the gap is the widest in a decade and favours pork features into winter."),
        ("Cutout composition", f"The pork cutout at ${r.uniform(92, 106):.2f} splits into loins ${r.uniform(85, 100):.2f}, butts ${r.uniform(95, 115):.2f}, picnics ${r.uniform(60, 80):.2f}, ribs ${r.uniform(130, 170):.2f}, hams ${r.uniform(75, 95):.2f} and bellies; hams are the export-driven piece."),
    ]


# ----------------------------------------------------------------------------- store
class Capture:
    def __init__(self):
        self.events = []   # (ms, n, event)
        self.n = 0
        self.seq = {}      # (worker, ms) -> next seq
        self.msgs = {}     # id -> info
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []

    def push(self, ms, ev):
        self.n += 1
        self.events.append((ms, self.n, ev))

    def snow(self, ms, worker):
        k = (worker, ms)
        s = self.seq.get(k, 0)
        self.seq[k] = s + 1
        return _snow(ms, worker, s)


class Channel:
    def __init__(self, cap, seed, idx):
        self.cap = cap
        self.idx = idx
        self.id = channel_id(idx)
        self.worker = (idx * 5 + 9) % 32
        r = random.Random(f"{DESK}|chan|{seed}|{idx}")
        self.acct = f"PLX-{20481 + idx * 37}"
        self.other_accts = [
            (f"PLX-{31907 + idx * 11}", "Hi-Line Cattle Co."),
            (f"PLX-{27730 + idx * 13}", "Sandhill Feeders LLC"),
            (f"PLX-{40218 + idx * 7}", "Red Willow Dairy Coop"),
        ]
        self.base = {
            "LE": 228.0 + r.uniform(-6, 6),
            "GF": 341.0 + r.uniform(-9, 9),
            "HE": 88.5 + r.uniform(-4, 4),
            "ZC": 436.0 + r.uniform(-18, 18),
            "DC": 17.35 + r.uniform(-0.7, 0.7),
            "DK": 15.30 + r.uniform(-0.6, 0.6),
            "CSC": 1.745 + r.uniform(-0.07, 0.07),
            "CB": 164.0 + r.uniform(-9, 9),
        }
        self.ord_base = 48000 + idx * 1700 + r.randint(0, 300)
        self.le_k = r.choice([1, 1, 2])


# ----------------------------------------------------------------------------- a day
HOUR_W = [0.25, 0.2, 0.15, 0.15, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 0.9, 1.6,
          3.0, 5.0, 6.2, 5.4, 4.2, 4.8, 4.6, 4.0, 2.6, 1.6, 1.0, 0.5]
HUMAN_W = [0.05, 0.02, 0.0, 0.0, 0.0, 0.0, 0.05, 0.1, 0.2, 0.4, 0.8, 2.0,
           3.2, 5.0, 6.0, 5.0, 4.0, 4.6, 4.4, 3.6, 2.4, 1.6, 0.8, 0.3]


class Day:
    def __init__(self, cap, ch, seed, day_start_ms, is_first):
        self.cap = cap
        self.ch = ch
        self.t0 = day_start_ms
        dt = datetime.fromtimestamp(day_start_ms / 1000, tz=timezone.utc)
        self.date = dt
        self.weekend = dt.weekday() >= 5
        self.r = random.Random(f"{DESK}|day|{seed}|{ch.idx}|{dt.strftime('%Y-%m-%d')}")
        self.is_first = is_first      # idioms are taken from this channel-day
        self.used = set()
        self.ordn = ch.ord_base + (dt.toordinal() % 997) * 40
        y, m = dt.year, dt.month
        c = {}
        c["LE"] = _nth("LE", y, m, ch.le_k)[0]
        c["LE2"] = _nth("LE", y, m, ch.le_k + 1)[0]
        c["ZG"] = f"{c['LE'][2]}/{c['LE2'][2]}"
        c["LEs"] = _spot("LE", y, m)
        c["GF1"] = _nth("GF", y, m, 1)[0]
        c["GF"] = _nth("GF", y, m, 2)[0]
        c["GFs"] = _spot("GF", y, m)
        c["HE1"] = _nth("HE", y, m, 1)[0]
        c["HE"] = _nth("HE", y, m, 2)[0]
        c["HE3"] = _nth("HE", y, m, 3)[0]
        c["ZC"] = _nth("ZC", y, m, 2)[0]
        c["ZC1"] = _nth("ZC", y, m, 1)[0]
        c["DC1"] = _nth("DC", y, m, 1)[0]
        c["DC"] = _nth("DC", y, m, 3)[0]
        c["DK"] = _nth("DK", y, m, 1)[0]
        c["CSC"] = _nth("CSC", y, m, 3)[0]
        c["CB"] = _nth("CB", y, m, 2)[0]
        c["DCmon"] = MONTH_NAMES[_nth("DC", y, m, 3)[2] - 1]
        c["LEmon"] = MONTH_NAMES[_nth("LE", y, m, ch.le_k)[2] - 1]
        self.c = c
        r = self.r
        drift = random.Random(f"{DESK}|drift|{seed}|{ch.idx}|{dt.toordinal()}")
        p = {}
        for k, v in ch.base.items():
            scale = {"LE": 2.2, "GF": 3.5, "HE": 1.6, "ZC": 6, "DC": 0.25, "DK": 0.2, "CSC": 0.025, "CB": 3.0}[k]
            p[k] = v + drift.uniform(-scale, scale)
        self.p = p
        self.size = {
            "le_prior": r.choice([20, 25, 30, 40]),
            "gf_prior": r.choice([8, 10, 12]),
            "he_prior": r.choice([20, 24, 30]),
            "dc_prior": r.choice([10, 12, 15]),
            "cb_prior": r.choice([4, 5, 6]),
        }
        self.threads = []
        self.fills = []
        self.para_used = set()
        self.extra_used = set()
        self.breach_t = None

    # ------------------------------------------------------------------ primitives
    def f(self, root, v):
        return _f(root, v)

    def oid(self):
        self.ordn += self.r.randint(1, 9)
        return f"LD-{self.ordn}"

    def at(self, h, m=0, s=0, jitter=0):
        ms = self.t0 + ((h * 60 + m) * 60 + s) * 1000
        if jitter:
            ms += self.r.randint(0, jitter * 1000)
        ms += self.r.randint(0, 999)
        return min(ms, self.t0 + DAY_MS - 1000)

    def rand_time(self, weights=HOUR_W, lo=0, hi=24):
        ws = [w if lo <= i < hi else 0 for i, w in enumerate(weights)]
        h = self.r.choices(range(24), weights=ws)[0]
        return self.t0 + h * 3_600_000 + self.r.randint(0, 3_599_999)

    def pick(self, pool):
        opts = [x for x in pool if x not in self.used]
        if not opts:
            opts = list(pool)
        x = self.r.choice(opts)
        self.used.add(x)
        return x

    def prev_weekday(self):
        d = self.date - timedelta(days=1)
        while d.weekday() >= 5:
            d -= timedelta(days=1)
        return d

    def paras(self, kind, k, heading="###"):
        if kind == "dairy":
            pool = _dairy_paras(self.r, self.c, self.p) + _dairy_paras2(self.r, self.c, self.p)
        else:
            pool = _cattle_paras(self.r, self.c, self.p) + _cattle_paras2(self.r, self.c, self.p)
        fresh = [x for x in pool if x[0] not in self.para_used]
        if len(fresh) < k:
            fresh = fresh + [x for x in pool if x[0] in self.para_used][:k - len(fresh)]
        extra = (_dairy_extra if kind == "dairy" else _cattle_extra)(self.r, self.c, self.p)
        keyed = [(x[:40], x) for x in extra]
        order = [x for x in keyed if x[0] not in self.extra_used] + [x for x in keyed if x[0] in self.extra_used]
        head = order[:max(4 * k, 1)]
        self.r.shuffle(head)
        out = []
        for i, (title, body) in enumerate(self.r.sample(fresh, k)):
            self.para_used.add(title)
            chunk = head[4 * i:4 * i + 4] or self.r.sample(keyed, 4)
            for key, _ in chunk:
                self.extra_used.add(key)
            more = " ".join(x for _, x in chunk)
            hd = f"**{title}**" if heading == "**" else f"{heading} {title}"
            out.append(f"{hd}\n{body} {more}")
        return "\n\n".join(out)

    def post(self, t, who, content="", embeds=None, reply=None, thread=None,
             attachments=None, pinned=False):
        cap, ch = self.cap, self.ch
        t = min(t, self.t0 + DAY_MS - 1)
        mid = cap.snow(t, ch.worker)
        aid, aname, abot = AUTHORS[who]
        cid = thread if thread else ch.id
        msg = {"id": mid, "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _iso(t), "content": content,
               "attachments": attachments or [], "embeds": embeds or [],
               "reference_id": reply}
        if pinned:
            msg["pinned"] = True
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if thread:
            ev["parent_channel_id"] = ch.id
        ev["message"] = msg
        cap.push(t, ev)
        cap.msgs[mid] = {"channel": cid, "content": content, "embeds": embeds or [],
                         "ms": t, "state": "live", "author": who, "day": self}
        return mid

    def new_thread(self, t):
        return self.cap.snow(t, self.ch.worker)

    def edit(self, mid, t, content):
        info = self.cap.msgs[mid]
        assert t > info["ms"]
        self.cap.push(t, {"op": "edit", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "edited_at": _iso(t), "content": content})
        info["content"] = content
        if info["state"] == "live":
            info["state"] = "edited"

    def delete(self, mid, t, snippet):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "delete", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "deleted_at": _iso(t)})
        info["state"] = "deleted"
        self.cap.removed.append(snippet)

    def bulk_delete(self, mids, t, snippets):
        cid = self.cap.msgs[mids[0]]["channel"]
        self.cap.push(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                          "message_ids": list(mids), "deleted_at": _iso(t)})
        for m in mids:
            self.cap.msgs[m]["state"] = "deleted"
        self.cap.removed.extend(snippets)

    def forget(self, mid, t, snippet, by="admin"):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "forget", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "requested_by": AUTHORS[by][0], "at": _iso(t)})
        info["state"] = "forgotten"
        self.cap.removed.append(snippet)

    def pin(self, mid, t, by="dusty"):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "emoji": "📌", "user_id": AUTHORS[by][0], "at": _iso(t)})
        self.cap.push(t + 1500, {"op": "pin", "guild_id": GUILD_ID, "channel_id": info["channel"],
                                 "message_id": mid, "by": AUTHORS[by][0], "at": _iso(t + 1500)})

    def unpin(self, mid, t, by="dusty"):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "by": AUTHORS[by][0], "at": _iso(t)})

    def react(self, mid, t, emoji, by="dusty"):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "emoji": emoji, "user_id": AUTHORS[by][0], "at": _iso(t)})

    def unreact(self, mid, t, emoji, by="dusty"):
        info = self.cap.msgs[mid]
        self.cap.push(t, {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": info["channel"],
                          "message_id": mid, "emoji": emoji, "user_id": AUTHORS[by][0], "at": _iso(t)})

    def hard(self, mid, etype, facts, phrasing, idiom=None):
        self.cap.hard.append({"message_id": mid, "event_type": etype, "facts": list(facts),
                              "phrasing": phrasing})
        if idiom and self.is_first:
            self.cap.idioms.append({"message_id": mid, "idiom": idiom, "expected": etype})
        return mid

    def noise(self, mid):
        self.cap.noise.append(mid)
        return mid

    def near(self, mid, idiom=None):
        self.cap.near.append(mid)
        if idiom and self.is_first:
            self.cap.idioms.append({"message_id": mid, "idiom": idiom, "expected": "not_hard"})
        return mid

    def finish_idioms(self):
        """Keep one example per idiom name, at most 12 hard-event idioms and 7 near-miss idioms."""
        if not self.is_first:
            return
        seen, hard, near = set(), [], []
        for row in self.cap.idioms:
            if row["idiom"] in seen:
                continue
            seen.add(row["idiom"])
            (near if row["expected"] == "not_hard" else hard).append(row)
        pick_h = self.r.sample(hard, min(12, len(hard)))
        pick_n = self.r.sample(near, min(7, len(near)))
        keep = {id(x) for x in pick_h + pick_n}
        self.cap.idioms = [x for x in self.cap.idioms if id(x) in keep]

    def supersede(self, mid, old):
        self.cap.superseded.append([self.cap.msgs[mid]["channel"], mid, old])

    # ------------------------------------------------------------------ build
    def build(self):
        self.noise_bots()
        self.open_book()
        self.pen_brief()
        self.curd_overnight()
        self.pen_cof_preview()
        self.pen_cash_wrap()
        self.pen_hog_sheet()
        self.curd_thread_qa()
        self.kayla_quote()
        self.curd_spot_call()
        self.curd_second_note()
        self.pen_midday()
        self.lmr_table()
        self.curd_morning()
        self.risk_events()
        self.news_flow()
        self.routing()
        self.scene_le_outright()
        self.scene_hog_margin()
        self.scene_fwd_contract()
        self.scene_put_hedge()
        self.scene_butter()
        self.scene_calendar()
        self.scene_gf_repost()
        self.scene_thesis()
        self.scene_cold_storage()
        self.long_noise()
        self.evening_wraps()
        self.pen_funds_note()
        self.pen_thread_qa()
        self.curd_options_note()
        self.curd_balance()
        self.pen_hog_note()
        self.pen_showlist()
        self.kayla_whispers()
        self.router_digests()
        self.curd_retail_note()
        self.pen_auctions()
        self.dusty_long()
        self.kayla_paper_review()
        self.weekend_extras()
        self.near_misses()
        self.cash_relay()
        self.chatter()
        self.cleanup_ops()

    # ------------------------------------------------------------------ long-form content (no decisions)
    def dairy_curve(self):
        r, p = self.r, self.p
        y, m = self.date.year, self.date.month
        rows = []
        for k in range(1, 13):
            code, yy, mm = _nth("DC", y, m, k)
            rows.append(f"| {MONTH_NAMES[mm - 1]} {yy % 100:02d} | {p['DC'] + (k - 3) * r.uniform(0.02, 0.12):.2f} | "
                        f"{r.uniform(-0.25, 0.25):+.2f} | {p['DK'] + (k - 2) * r.uniform(0.03, 0.12):.2f} | "
                        f"{p['CSC'] + (k - 3) * r.uniform(0.002, 0.01):.3f} | {p['CB'] + (k - 2) * r.uniform(0.3, 1.5):.3f} |")
        return "\n".join(rows)

    def curd_overnight(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(6, 10, 0, jitter=2700)
        prods = [("WMP", 3300, 3900), ("SMP", 2500, 2900), ("Butter", 6200, 7600), ("AMF", 6600, 7800),
                 ("Cheddar", 4300, 5000), ("BMP", 2600, 3300), ("Mozzarella", 4000, 4700), ("Lactose", 900, 1300)]
        rows = "\n".join(f"| {n} | ${r.randint(lo, hi):,} | {r.uniform(-4.5, 4.0):+.1f}% | {r.randint(200, 22000):,} |"
                         for n, lo, hi in prods)
        eex = "\n".join(f"| M{i} | €{r.randint(5200, 7400):,} | €{r.randint(2100, 2600):,} | €{r.randint(700, 1050):,} |" for i in range(1, 7))
        nzx = ", ".join(f"M{i} ${r.randint(3300, 3950):,}" for i in range(1, 7))
        txt = (
            f"## Overnight dairy — Oceania & Europe ({self.date.strftime('%d %b')})\n"
            f"_curd-analyst · auto-compiled 01:{r.randint(10, 59)} CT · no book changes in this note_\n\n"
            f"### GDT (last event / Pulse)\n| product | avg price | chg | volume t |\n|---|---|---|---|\n{rows}\n\n"
            f"The index moved {r.uniform(-3, 3):+.1f}% on {r.randint(140, 190)} bidders. Fat products "
            f"{r.choice(['led again', 'gave back the prior gains', 'were mixed'])}, powders "
            f"{r.choice(['firmed on Southeast Asian demand', 'slipped with China absent', 'were steady'])}. "
            f"North Asia took {r.randint(25, 45)}% of volume, Southeast Asia {r.randint(15, 30)}%, Middle East {r.randint(8, 18)}%.\n\n"
            f"### Oceania supply\n"
            f"- NZ collections season-to-date {r.uniform(-2.0, 3.5):+.1f}% on a milksolids basis; {r.choice(['Waikato pasture cover is good', 'Canterbury dry spell is starting to show', 'South Island well ahead of last year'])}.\n"
            f"- Fonterra farmgate forecast midpoint NZ${r.uniform(9.0, 10.5):.2f}/kgMS, range unchanged. Australia collections {r.uniform(-3, 2):+.1f}% y/y.\n"
            f"- NZX WMP strip: {nzx}. SMP futures {r.choice(['flat', 'a touch softer', 'firmer'])} on light volume.\n\n"
            f"### Europe\n| EEX | butter | SMP | whey |\n|---|---|---|---|\n{eex}\n\n"
            f"- German Kempten butter €{r.uniform(5.8, 7.6):.2f}/kg, Dutch SMP €{r.uniform(2.1, 2.6):.2f}/kg. Collections in FR/DE/NL running "
            f"{r.uniform(-1, 2):+.1f}% y/y; bluetongue losses {r.choice(['are fading', 'still show up in the Dutch numbers', 'are not visible any more'])}.\n"
            f"- EU butter premium to the US is ${r.uniform(0.4, 1.6):.2f}/lb; that keeps US butter export-competitive, which is the "
            f"main reason the US price hasn't collapsed.\n\n"
            f"### US read-across\n"
            f"Nothing overnight changes the {c['DC']} or {c['CB']} picture much. Butter internationally is "
            f"{r.choice(['heavier', 'steadier', 'firmer'])} than cheese; the US spot call will tell us more. Note for the log only.\n\n"
            f"### Calendar (CT)\n- 08:30 weekly export sales (dairy lines)\n- 10:45 CME spot call\n- 14:00 USDA release per the calendar\n"
            f"- Next GDT event: Tuesday, ~07:00 CT results\n\n"
            f"{self.paras('dairy', 3)}"
        )
        self.post(t, "curd", txt)

    def pen_cof_preview(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(12, 55, 0, jitter=1500) if not self.weekend else self.at(15, 30, 0, jitter=3600)
        of, pl, mk = r.uniform(97.5, 100.5), r.uniform(88, 101), r.uniform(88, 97)
        title = "Cattle on Feed preview" if not self.weekend else "Weekly cattle review + COF preview"
        rows = [("On feed", of, 1.2), ("Placements", pl, 4.5), ("Marketings", mk, 2.5)]
        tab = "\n".join(f"| {n} | {v:.1f}% | {v - w:.1f}–{v + w * 0.8:.1f}% | {r.uniform(10.9, 11.9) if n == 'On feed' else r.uniform(1.6, 2.3):.2f}M |"
                        for n, v, w in rows)
        wt = "\n".join(f"| {b} | {r.randint(250, 700)}k | {r.uniform(-15, 12):+.0f}% |"
                       for b in ["<600 lb", "600–699", "700–799", "800–899", "900+"])
        txt = (
            f"## {title} — {MONTH_NAMES[(self.date.month - 1) % 12]} 1 (release Fri 2pm CT)\n"
            f"_pen-rider · trade survey n={r.randint(9, 14)}, desk model v{r.randint(3, 6)}.{r.randint(0, 9)}_\n\n"
            f"| | avg est (% y/y) | range | year ago |\n|---|---|---|---|\n{tab}\n\n"
            f"### Placements\nThe desk model has placements at {pl + r.uniform(-2, 2):.1f}% of a year ago. Feeder supply is the constraint: "
            f"the Mexican border has been closed to feeders for months, auction receipts at Dodge City/OKC ran "
            f"{r.randint(-12, 8):+d}% y/y over the month, and wheat pasture is {r.choice(['holding calves back', 'not a factor yet', 'better than expected'])}. "
            f"Expect lighter placements in the north and heavier in TX/OK where {r.choice(['drought pushed calves in early', 'grazing ran short'])}.\n\n"
            f"| placement weight | head (est) | y/y |\n|---|---|---|\n{wt}\n\n"
            f"### Marketings\nOne fewer slaughter day y/y this month. Weekly fed kill averaged {r.randint(455, 495)}k, "
            f"so {mk:.1f}% looks about right; the risk is to the downside if packers kept cutting hours.\n\n"
            f"### Days on feed / weights\nCattle are not current: steers {r.randint(165, 190)} days on feed average, carcass weights "
            f"{r.randint(945, 990)} lb. That is bearish for the back end of the curve in the long run and nobody cares this week.\n\n"
            f"### What's priced\n{c['LE']} trades ${r.uniform(1, 5):.2f} under the 5-area; {c['GF']} at {self.f('GF', p['GF'])} "
            f"prices a {r.choice(['modest', 'sizeable', 'small'])} placement miss. The report has moved LE an average {r.uniform(0.6, 1.6):.2f} and GF "
            f"{r.uniform(1.0, 2.8):.2f} on the Monday open over the last 12 releases.\n\n"
            f"### Exposure into the number (unchanged)\n- {c['LE']} long, stop pinned in the thread\n- {c['GF']} short {self.size['gf_prior']}\n"
            f"- cash forwards: {r.randint(3, 9)} loads open\n\n"
            f"{self.paras('cattle', 4)}\n\n"
            f"This is a preview only; nothing here is a trade recommendation."
        )
        self.post(t, "pen", txt)

    def pen_cash_wrap(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        t = self.at(20, 5, 0, jitter=3000)
        live = p["LE"] + r.uniform(1.5, 4.5)
        regs = ["KS", "TX/OK", "NE", "IA/MN", "CO"]
        tab = "\n".join(f"| {g} | ${live + r.uniform(-2, 2):.2f} | ${(live + r.uniform(-2, 2)) * 1.57:.2f} | {r.randint(0, 18) * 500:,} | "
                        f"{r.choice(['traded', 'untested', 'light trade', 'bids only'])} |" for g in regs)
        txt = (
            f"**Cash cattle wrap — {self.date.strftime('%a')}**\n"
            f"| region | live | dressed | head traded | status |\n|---|---|---|---|---|\n{tab}\n\n"
            f"Negotiated volume on the week {r.randint(20, 75)}k head; formula/grid {r.randint(60, 80)}% of the kill. "
            f"Packers {r.choice(['were patient', 'came in late', 'bought what they needed early'])} and the showlists "
            f"{r.choice(['look manageable', 'are building', 'are tight in the South'])}.\n"
            f"- Choice cutout ${r.uniform(360, 395):.2f}, Select ${r.uniform(340, 370):.2f}; drop value ${r.uniform(14, 19):.2f}/cwt.\n"
            f"- Estimated packer margin ${r.randint(-160, 120):+d}/hd (cash basis), feeder margin ${r.randint(-120, 260):+d}/hd closeouts.\n"
            f"- Basis: {c['LE']} to 5-area ${r.uniform(-5, 1):+.2f}; 3-yr avg for this week ${r.uniform(-4, 0):+.2f}.\n"
            f"\n{self.paras('cattle', 2, heading='**')}\n\n"
            f"Relay items above are other yards' trades, logged for the basis model only."
        )
        self.post(t, "pen", txt)

    def pen_hog_sheet(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(16, 30, 0, jitter=3600) if not self.weekend else self.at(13, 0, 0, jitter=7200)
        y, m = self.date.year, self.date.month
        rows = []
        for k in range(1, 7):
            code = _nth("HE", y, m, k)[0]
            hp = p["HE"] + (k - 2) * r.uniform(0.8, 3.0)
            cp = p["ZC"] + k * r.uniform(2, 5)
            sm = r.uniform(285, 320)
            marg = hp * 2.1 - cp / 100 * 10.5 - sm * 0.075 - 95
            rows.append(f"| {code} | {hp:.3f} | {cp:.2f} | {sm:.1f} | ${marg:+.2f} |")
        txt = (
            f"### Hog feeding margin sheet ({self.date.strftime('%m/%d')})\n"
            f"Standard ration (10.5 bu corn, 150 lb SBM / hd), 270 lb carcass, non-feed cost $95/hd.\n\n"
            f"| hogs | HE | corn (¢) | meal | margin/hd |\n|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"The curve {r.choice(['still pays producers to hedge the summer', 'is thin through spring', 'is the best since last year'])}; "
            f"producer hedging usually shows up when deferred margins clear $30/hd, which is the bulk of the "
            f"selling we see in {c['HE']}.\n\n{self.paras('cattle', 1, heading='**')}\n\n"
            f"Sheet only — the book's margin position is unchanged by this."
        )
        self.post(t, "pen", txt)

    def curd_thread_qa(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(13, 10, 0, jitter=3600) if not self.weekend else self.at(16, 0, 0, jitter=3600)
        th = self.new_thread(t)
        self.threads.append(th)
        self.post(t, "kayla", f"curd — how does the component math get from spot blocks to the {c['DC1']} Class III? i keep getting a different number", thread=th)
        t1 = t + r.randint(2, 8) * 60_000
        blk = p["CSC"]
        self.post(t1, "curd", (
            f"Short version of the federal order formula:\n"
            f"1. Protein price = (cheese − $0.2519) × 1.383 + ((cheese − $0.2519) × 1.572 − butterfat price × 0.9) × 1.17\n"
            f"2. Butterfat price = (butter − $0.2272) × 1.211\n"
            f"3. Other solids = (dry whey − $0.2297) × 1.03\n"
            f"4. Class III = 3.1 × protein + 5.9 × other solids + 3.5 × butterfat (per cwt, standard test)\n\n"
            f"Use the NDPSR survey prices, not CME spot — the survey lags spot by about a week and includes barrels at "
            f"a moisture adjustment. With blocks near ${blk:.3f} the difference between spot and survey is worth "
            f"${r.uniform(0.15, 0.60):.2f}/cwt right now, which is probably your gap. The make allowances changed in "
            f"the 2025 reform, so older spreadsheets are off by ~$0.80."), thread=th)
        t2 = t1 + r.randint(2, 10) * 60_000
        self.post(t2, "kayla", "that's it — sheet was on the old make allowances. fixed", thread=th)
        self.noise(self.post(t2 + r.randint(30, 200) * 1000, "curd", "👍", thread=th))

    def kayla_quote(self):
        r = self.r
        t = self.rand_time(weights=HUMAN_W, lo=12, hi=21)
        txt = r.choice([
            ("lol saw this on the wire:\n> **US broiler output seen rising in 2027 as hatchery flock rebuilds** — Integrators are "
             "setting more eggs than a year ago and hatchability has improved after last winter's disease problems. Analysts "
             "expect ready-to-cook production to rise 1.5–2% next year, which would put more pressure on wholesale breast meat "
             "prices that already slumped through the summer. Leg quarter exports to Mexico remain strong. One analyst said "
             "'the chicken guys have finally fixed the hatchery' and expects margins to compress into spring.\n"
             "not our thing but chicken cheap = pork demand? probably nothing"),
            ("pasting bc it's funny:\n> **Cocoa grinders trim forecasts as prices stay elevated** — European grindings fell for a "
             "third straight quarter and chocolate makers are cutting bar sizes rather than raising shelf prices again. "
             "Traders say the forward curve remains inverted and certified stocks are near multi-decade lows. Several "
             "confectioners flagged 'consumer resistance' in their earnings calls, and one said it was reformulating "
             "products to use more milk solids.\n"
             "more milk solids in chocolate lol. someone tell curd"),
        ])
        self.near(self.post(t, "kayla", txt), idiom="quoted unrelated news pasted by a person")

    def curd_spot_call(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        t = self.at(15, 52, 0, jitter=900)
        prods = [("40# blocks", p["CSC"], 0.025), ("500# barrels", p["CSC"] - 0.04, 0.03), ("butter AA", p["CB"] / 100, 0.03),
                 ("NDM grade A", r.uniform(1.1, 1.3), 0.015), ("dry whey", r.uniform(0.52, 0.72), 0.01)]
        tab = "\n".join(f"| {n} | ${v:.4f} | {r.uniform(-1, 1) * w * 100:+.2f}¢ | {r.randint(0, 6)} | {r.randint(0, 6)} | {r.randint(0, 9)} |"
                        for n, v, w in prods)
        txt = (
            f"## CME spot call — {self.date.strftime('%a %d %b')} (10:45 CT)\n"
            f"| product | close | chg | bids left | offers left | loads traded |\n|---|---|---|---|---|---|\n{tab}\n\n"
            f"### Read\n"
            f"- Blocks: {r.choice(['one aggressive seller hit every bid into the close', 'quiet, a single load traded at the open', 'bids stepped up late, offers pulled'])}. "
            f"The block/barrel spread is {r.uniform(1, 9):.1f}¢; historically anything over 10¢ corrects within two weeks.\n"
            f"- Butter: {r.choice(['offers kept coming', 'buyers showed up for the first time this week', 'no trades, offers unchanged'])}; "
            f"at ${p['CB'] / 100:.4f} US butter is ${r.uniform(0.4, 1.5):.2f}/lb under EU, so exports keep a floor under it.\n"
            f"- NDM/whey: steady; whey is the only part of the Class III formula doing any work this month.\n"
            f"- Updated implied Class III for {c['DC1']}: ${p['DC'] + r.uniform(-0.5, 0.2):.2f} (was ${p['DC'] + r.uniform(-0.5, 0.2):.2f} yesterday). "
            f"Implied Class IV ${p['DK'] + r.uniform(-0.3, 0.3):.2f}.\n\n"
            f"### Watchlist\n- {c['CSC']}: {r.choice(['follows blocks 1:1 this week', 'premium to spot is narrowing', 'open interest rising, mostly commercial'])}.\n"
            f"- {c['DK']}: {r.choice(['IV/III spread still wide', 'NDM is the swing; no trigger yet', 'quiet'])}.\n\n"
            f"{self.paras('dairy', 2)}\n\n"
            f"No book changes from the call."
        )
        self.post(t, "curd", txt)

    def curd_second_note(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(17, 40, 0, jitter=4000) if not self.weekend else self.at(18, 0, 0, jitter=7200)
        if r.random() < 0.5:
            rows = "\n".join(f"| {st} | {r.uniform(-2, 7):+.1f}% | {r.randint(-8, 25):+d}k | {r.uniform(-1, 3):+.1f}% |"
                             for st in ["CA", "WI", "ID", "TX", "NY", "MI", "MN", "SD", "NM", "CO", "KS", "AZ"])
            txt = (
                f"## Milk Production preview\n_curd-analyst · for the release on the USDA calendar_\n\n"
                f"Trade range for 24-state output {r.uniform(0.5, 2.0):+.1f}% to {r.uniform(2.5, 4.5):+.1f}% y/y. My model says "
                f"{r.uniform(1.5, 3.5):+.1f}%, driven by herd growth in the I-29 corridor and Texas, with yield per cow "
                f"{r.uniform(-0.5, 1.2):+.1f}%.\n\n| state | output y/y (model) | cows y/y | yield y/y |\n|---|---|---|---|\n{rows}\n\n"
                f"### Why it matters\nThe cheese complex is already long milk: new plants in SD and TX need {r.randint(5, 9)}M lb/day, and "
                f"that milk is there. A number above 3% would confirm that the supply response to last year's margins is "
                f"complete. Components matter more than volume — butterfat tests have been running 4.2%+ for a year, which "
                f"is why butter is heavy even with flat fluid volumes.\n\n"
                f"### Heifer pipeline\nDairy replacement heifers are the tightest in two decades; beef-on-dairy breeding keeps "
                f"cull rates low and {r.choice(['keeps old cows in the herd', 'supports the beef side of the ledger'])}. That is the "
                f"main reason the herd can only grow slowly from here.\n\n"
                f"{self.paras('dairy', 2)}\n\n"
                f"Preview only, no book changes."
            )
        else:
            rows = "\n".join(f"| {n} | {r.uniform(-4, 4):+.1f}% | ${r.randint(lo, hi):,} | {r.randint(1000, 25000):,} |"
                             for n, lo, hi in [("WMP", 3300, 3900), ("SMP", 2500, 2900), ("Butter", 6200, 7600),
                                               ("AMF", 6600, 7800), ("Cheddar", 4300, 5000), ("Mozzarella", 4000, 4700)])
            txt = (
                f"## GDT event preview\n_curd-analyst · offer volumes from the platform, expectations from NZX futures_\n\n"
                f"| product | NZX/SGX implied | last avg | offered t |\n|---|---|---|---|\n{rows}\n\n"
                f"Fonterra trimmed WMP offer volumes for the next 12 months by {r.randint(2, 9)}%, which the market reads as "
                f"supportive. Futures imply {r.uniform(-2, 2.5):+.1f}% for WMP and {r.uniform(-3, 2):+.1f}% for butter. China "
                f"purchases have been {r.choice(['absent', 'patchy', 'steady'])} and Southeast Asian buyers are covered into Q1.\n\n"
                f"### US angle\nA weak fat result would push EEX and then US butter lower; the {c['CB']} short benefits. A strong "
                f"powder result would help Class IV ({c['DK']}) more than Class III. Cheese in Oceania is a small market and "
                f"rarely moves {c['CSC']}.\n\n"
                f"### History\nThe last {r.randint(6, 12)} events averaged {r.uniform(-1, 1.5):+.1f}%; the largest single-event move this "
                f"year was {r.uniform(-6, 7):+.1f}%.\n\n{self.paras('dairy', 2)}\n\nPreview only, no book changes."
            )
        self.post(t, "curd", txt)

    def pen_midday(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        t = self.at(17, 5, 0, jitter=1800)
        y, m = self.date.year, self.date.month
        rows = []
        for root, n in (("LE", 4), ("GF", 4), ("HE", 4)):
            for k in range(1, n + 1):
                code = _nth(root, y, m, k)[0]
                base = p[root] + (k - 2) * r.uniform(-1.5, 2.5)
                rows.append(f"| {code} | {self.f(root, base)} | {r.uniform(-2, 2):+.3f} | {r.randint(1000, 40000):,} |")
        txt = (
            f"## Midday — cattle & hogs\n| contract | last | chg | vol |\n|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"- Cattle: {r.choice(['fund buying on the open faded by 11', 'quiet inside day so far', 'spreads doing most of the work'])}; "
            f"the {c['LE']} premium/discount to cash is ${r.uniform(-5, 1):+.2f}.\n"
            f"- Feeders: {r.choice(['following corn', 'screwworm headlines keep a bid under the front', 'index catching up to futures'])}.\n"
            f"- Hogs: {r.choice(['cutout soft, futures heavier', 'the index is rolling over seasonally', 'Mexico export demand steady'])}; "
            f"packer margin est ${r.randint(-10, 40)}/hd.\n"
            f"- Corn {c['ZC']} {self.f('ZC', p['ZC'] + r.uniform(-4, 4))}¢.\n"
            f"\n{self.paras('cattle', 2, heading='**')}\n\n"
            f"No changes to stops or targets from this note."
        )
        self.post(t, "pen", txt)

    def lmr_table(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        t = self.at(r.choice([18, 19, 20]), r.randint(0, 59), 0, jitter=120)
        rows = []
        for st in ["TX/OK", "KS", "NE", "IA/MN", "CO"]:
            hd = r.randint(0, 14) * 250
            lo = p["LE"] + r.uniform(0, 3)
            rows.append(f"| {st} | {hd:,} | {r.randint(1300, 1400)}–{r.randint(1450, 1600)} | ${lo:.2f}–${lo + r.uniform(0, 2):.2f} | ${lo + 1:.2f} |")
        txt = (f"📡 LM_CT{r.choice(['150', '151'])} negotiated (other yards, not ours) — live steers, 35-65% choice\n"
               f"| state | head | wt range | price range | wtd avg |\n|---|---|---|---|---|\n" + "\n".join(rows) +
               f"\nsource: USDA AMS LMR · parsed {_hhmm(t)[:5]}Z")
        self.near(self.post(t, "cash", txt), idiom="LMR table of other feedlots' negotiated trades")

    # ------------------------------------------------------------------ long noise
    def long_noise(self):
        r, c, p, s = self.r, self.c, self.p, self.size
        svcs = ["pen-rider", "curd-analyst", "exec-agent", "desk-router", "fencepost", "oms-tape", "cashlot-relay", "usda-wire",
                "tickbell", "pnl-snap", "fcm-bridge"]
        for h in (0, 6, 12, 18):
            t = self.at(h, 15, 0, jitter=300)
            rows = "\n".join(f"{sv:<14} {r.choice(['up', 'up', 'up', 'up', 'degraded'])}  p50={r.randint(8, 300)}ms  err={r.randint(0, 3)}  "
                             f"mem={r.randint(120, 900)}MB  restarts={r.randint(0, 2)}" for sv in svcs)
            self.noise(self.post(t, "pulse", f"health report {_hhmm(t)[:5]}Z\n```\n{rows}\n```\nstore: {r.randint(40, 90)}% disk, "
                                            f"{r.randint(1, 9)}.{r.randint(0, 9)}M msgs indexed, replication lag {r.randint(0, 400)}ms"))
        if not self.weekend:
            for h in (14, 15, 16, 17, 18):
                t = self.at(h, 45, 0, jitter=200)
                br = self.breach_t is not None and t > self.breach_t
                self.noise(self.post(t, "risk", (
                    f"fencepost snapshot ts={_iso(t)[:19]}Z status={'breach_acked' if br else 'ok'} breaches={1 if br else 0}\n"
                    f"book=LE* net_lots=+{s['le_prior'] + r.randint(0, 30)} util={r.randint(30, 70)}% var95_usd={r.randint(30, 70)}000\n"
                    f"book=GF* net_lots=-{s['gf_prior']} util={r.randint(20, 40)}% var95_usd={r.randint(8, 20)}000\n"
                    f"book=HE* net_lots=-{s['he_prior'] + r.randint(0, 12)} util={r.randint(60, 84)}% var95_usd={r.randint(10, 25)}000\n"
                    f"book=ZC* net_lots=+{s['he_prior'] // 2 + r.randint(0, 6)} util={r.randint(5, 20)}% (hedge leg)\n"
                    f"book=DC* net_lots=+{s['dc_prior'] + r.randint(0, 8)} var95_usd={r.randint(38, 59)}{r.randint(100, 999)}\n"
                    f"book=CB* net_lots=-{s['cb_prior']} util={r.randint(25, 50)}%\n"
                    f"spot_month sym={c['LEs']} desk_net=0 cftc_limit=600 | sym={c['GFs']} desk_net=0 cftc_limit=300")))
        t = self.at(22, 30, 0, jitter=900)
        self.noise(self.post(t, "risk", (
            f"fencepost eod report date={self.date.strftime('%Y-%m-%d')} status=ok\n"
            f"limits_checked={r.randint(14, 19)} breaches_today={1 if self.breach_t else 0} resizes_today={0 if self.weekend else 1} blocks_today=0\n"
            f"gross_lots={r.randint(120, 200)} net_delta_usd={r.randint(-400, 900)}000 var95_usd={r.randint(90, 160)}000 "
            f"stress_limit_move_usd=-{r.randint(200, 450)}000\n"
            f"margin_im_usd={r.randint(900, 1600)}000 excess_usd={r.randint(300, 900)}000\n"
            f"next_review=dusty.r {(self.date + timedelta(days=1)).strftime('%Y-%m-%d')}T12:45Z")))
        for h, m in [(15, 0), (17, 0), (18, 15), (21, 30)] if not self.weekend else [(14, 0)]:
            t = self.at(h, m, 0, jitter=120)
            lines = [(c["LE"], s["le_prior"], "LE"), (c["GF"], -s["gf_prior"], "GF"), (c["HE"], -s["he_prior"], "HE"),
                     (c["ZC"], s["he_prior"] // 2, "ZC"), (c["DC"], s["dc_prior"], "DC"), (c["CB"], -s["cb_prior"], "CB")]
            body = "\n".join(f"{sym:<7}{pos:+5d}  mark {self.f(root, p[root] + r.uniform(-1, 1) * TICK[root] * 20):>9}  "
                             f"day {r.randint(-30, 30) * 311:+9,}  open {r.randint(-90, 160) * 523:+10,}" for sym, pos, root in lines)
            self.noise(self.post(t, "pnl", (
                f"PnL snapshot {_hhmm(t)[:5]}Z\n```\n{body}\n```\nday {r.randint(-40, 60) * 1000 + r.randint(0, 999):+,} | "
                f"MTD {r.randint(-60, 220) * 1000 + r.randint(0, 999):+,} | gross lots {r.randint(90, 180)}")))
        t = self.at(10, 40, 0, jitter=1200)
        emb = {"title": f"Daily margin statement · {self.ch.acct}",
               "description": "Prior-day margin requirement by product (USD)",
               "fields": [{"name": root, "value": f"IM {_money(im * 1100)} · MM {_money(im * 1000)}", "inline": True}
                          for root, im in (("Live cattle", r.randint(150, 400)), ("Feeder cattle", r.randint(60, 200)),
                                           ("Lean hogs", r.randint(80, 260)), ("Corn", r.randint(20, 60)),
                                           ("Class III", r.randint(60, 200)), ("Butter", r.randint(20, 60)))] +
                         [{"name": "Total", "value": f"IM {_money(r.randint(900, 1600) * 1000)} · excess {_money(r.randint(300, 900) * 1000)}", "inline": False}],
               "footer": "Plains Clearing FCM · statement run 05:10 CT · no call issued"}
        self.noise(self.post(t, "fcm", "", embeds=[emb]))

    # ------------------------------------------------------------------ evening wraps (no decisions)
    def evening_wraps(self):
        r, c, p = self.r, self.c, self.p
        y, m = self.date.year, self.date.month
        t = self.at(21, 40, 0, jitter=2400)
        rows = []
        for k in range(1, 7):
            rows.append(f"| {_nth('DC', y, m, k)[0]} | {p['DC'] + (k - 3) * r.uniform(0.02, 0.1):.2f} | {r.uniform(-0.2, 0.2):+.2f} | "
                        f"{_nth('DK', y, m, k)[0]} | {p['DK'] + (k - 2) * r.uniform(0.02, 0.1):.2f} | "
                        f"{_nth('CB', y, m, k)[0]} | {p['CB'] + (k - 2) * r.uniform(0.3, 1.2):.3f} | {_nth('CSC', y, m, k)[0]} | "
                        f"{p['CSC'] + (k - 3) * r.uniform(0.002, 0.008):.3f} |")
        txt = (
            f"## Dairy evening wrap — {self.date.strftime('%a %d %b')}\n"
            f"| III | settle | chg | IV | settle | butter | settle | cheese | settle |\n|---|---|---|---|---|---|---|---|---|\n"
            + "\n".join(rows) + "\n\n"
            f"Volume: Class III {r.randint(800, 3500):,} contracts, Class IV {r.randint(50, 600)}, butter {r.randint(100, 900)}, cheese "
            f"{r.randint(200, 1500):,}. Open interest {r.choice(['rose', 'fell'])} in the first three Class III months.\n\n"
            f"{self.paras('dairy', 3)}\n\n"
            f"Book and watchlist as pinned; nothing new from me tonight."
        )
        self.post(t, "curd", txt)
        if self.weekend:
            return
        t = self.at(20, 25, 0, jitter=1800)
        rows = []
        for root in ("LE", "GF", "HE"):
            for k in range(1, 5):
                code = _nth(root, y, m, k)[0]
                rows.append(f"| {code} | {self.f(root, p[root] + (k - 2) * r.uniform(-1.5, 2.5))} | {r.uniform(-2.5, 2.5):+.3f} | "
                            f"{r.randint(1000, 45000):,} | {r.randint(-3000, 3000):+,} |")
        txt = (
            f"## Close — cattle & hogs ({self.date.strftime('%a')})\n"
            f"| contract | settle | chg | vol | OI chg |\n|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"Cash: {r.choice(['South traded $1-2 higher on light volume', 'untested', 'steady in the South, North untested'])}. "
            f"Boxes: Choice {r.uniform(-2, 3):+.2f}, Select {r.uniform(-2, 3):+.2f}. Kill {r.randint(100, 125)}k cattle, {r.randint(470, 500)}k hogs.\n\n"
            f"{self.paras('cattle', 3)}\n\n"
            f"Open items: none beyond what's in the pinned thread."
        )
        self.post(t, "pen", txt)

    def pen_funds_note(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([11, 19, 22]), r.randint(0, 50), 0, jitter=600)
        rows = "\n".join(f"| {n} | {r.randint(lo, hi):,} | {r.randint(-9000, 9000):+,} | {r.randint(20, 95)}% |"
                         for n, lo, hi in [("Live cattle", 80000, 140000), ("Feeder cattle", 8000, 30000), ("Lean hogs", 40000, 110000),
                                           ("Class III", -3000, 9000), ("Corn", -250000, 150000)])
        txt = (
            f"## Positioning (COT, as of Tuesday)\n| market | MM net | w/w | pct rank 3y |\n|---|---|---|---|\n{rows}\n\n"
            f"{self.paras('cattle', 2)}\n\n"
            f"Context only; the desk's exposure isn't changed by positioning data."
        )
        self.post(t, "pen", txt)

    def pen_thread_qa(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(14, 20, 0, jitter=5000) if not self.weekend else self.at(17, 30, 0, jitter=3600)
        th = self.new_thread(t)
        self.threads.append(th)
        self.post(t, "kayla", "pen-rider, how do you get from the placements estimate to the GF reaction? is it just the surprise vs avg?", thread=th)
        t1 = t + r.randint(2, 9) * 60_000
        self.post(t1, "pen", (
            f"Mostly, yes. The model regresses the Monday {c['GF1']} change on three surprises (placements, on-feed, marketings), "
            f"each measured against the survey average, over {r.randint(40, 72)} releases:\n"
            f"- placements surprise coefficient {r.uniform(-0.5, -0.2):.2f} $/cwt per 1 pt (t={r.uniform(-5, -2):.1f})\n"
            f"- on-feed surprise {r.uniform(-0.9, -0.3):.2f} (t={r.uniform(-3, -1.2):.1f})\n"
            f"- marketings surprise {r.uniform(0.1, 0.5):.2f} (t={r.uniform(0.8, 2.5):.1f})\n"
            f"R² is {r.uniform(0.35, 0.55):.2f}. Placements by weight matter more than the total: light placements (<700 lb) "
            f"surprises move deferreds, heavy placements move the front. I also adjust for the number of slaughter days "
            f"and for whether the survey range was unusually wide, which dampens the reaction."), thread=th)
        t2 = t1 + r.randint(3, 12) * 60_000
        self.post(t2, "kayla", "makes sense. can you drop the regression table in the drive?", thread=th)
        t3 = t2 + r.randint(1, 5) * 60_000
        self.post(t3, "pen", "Uploaded: cof_reaction_model.xlsx (tab 'coefs'). The residual plot is on tab 3.", thread=th,
                  attachments=[{"id": self.cap.snow(t3, self.ch.worker), "filename": "cof_reaction_model.xlsx", "size": r.randint(40000, 90000),
                                "url": "https://cdn.discordapp.com/attachments/cof_reaction_model.xlsx"}])

    def curd_options_note(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([16, 19, 20]), r.randint(0, 59), 0, jitter=600)
        rows = []
        for mon in (c["DC1"], c["DC"]):
            atm = round(p["DC"] * 4) / 4
            for k in range(-4, 5):
                st = atm + k * 0.25
                rows.append(f"| {mon} | {st:.2f} | {max(0.02, p['DC'] - st) + r.uniform(0.05, 0.3):.2f} | "
                            f"{max(0.02, st - p['DC']) + r.uniform(0.05, 0.3):.2f} | {r.randint(14, 26)}% |")
        txt = (
            f"## Class III options — surface check\n_curd-analyst · settlement vols, no trades implied_\n\n"
            f"| contract | strike | call | put | IV |\n|---|---|---|---|---|\n" + "\n".join(rows) + "\n\n"
            f"{self.paras('dairy', 2)}\n\n"
            f"Vol looks {r.choice(['fair', 'a bit rich in the wings', 'cheap at the money'])}; this is a reference table for the book review."
        )
        self.post(t, "curd", txt)

    def curd_balance(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([8, 9, 10]), r.randint(0, 59), 0, jitter=600)
        items = [("Milk production (bn lb)", 226), ("Cheese output (M lb)", 14300), ("Butter output (M lb)", 2200),
                 ("NDM/SMP output (M lb)", 2300), ("Dry whey output (M lb)", 900), ("Cheese exports (M lb)", 1150),
                 ("NDM exports (M lb)", 1700), ("Butter imports (M lb)", 190), ("Domestic cheese use (M lb)", 13300),
                 ("Ending cheese stocks (M lb)", 1400), ("Ending butter stocks (M lb)", 210), ("All-milk price ($/cwt)", 22.5)]
        rws = []
        for it, base in items:
            a = base * r.uniform(0.97, 1.03)
            chg = r.uniform(-6, 8)
            rws.append(f"| {it} | {a:,.1f} | {a * (1 + chg / 100):,.1f} | {chg:+.1f}% |")
        rows = "\n".join(rws)
        txt = (
            f"## US dairy balance — model update\n| item | 2025 | 2026f | chg |\n|---|---|---|---|\n{rows}\n\n"
            f"{self.paras('dairy', 3)}\n\nModel file updated in the drive; no book implications today."
        )
        self.post(t, "curd", txt)

    def pen_hog_note(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([15, 16, 19]), r.randint(0, 59), 0, jitter=600)
        days = "\n".join(f"| {d} | {r.randint(470, 500)}k | {r.randint(470, 500)}k | {r.randint(-3, 3):+d}% |"
                         for d in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        prim = "\n".join(f"| {n} | ${r.uniform(lo, hi):.2f} | {r.uniform(-4, 4):+.2f} |"
                         for n, lo, hi in [("Carcass", 92, 106), ("Loin", 85, 100), ("Butt", 95, 115), ("Picnic", 60, 80),
                                           ("Rib", 130, 170), ("Ham", 75, 95), ("Belly", 110, 190)])
        txt = (
            f"## Hogs — slaughter & cutout\n| day | kill | yr ago | chg |\n|---|---|---|---|\n{days}\n\n"
            f"| primal | value | chg |\n|---|---|---|\n{prim}\n\n"
            f"{self.paras('cattle', 2)}\n\nNo change to the {c['HE']} margin position from this note."
        )
        self.post(t, "pen", txt)

    def pen_showlist(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([11, 12]), r.randint(0, 59), 0, jitter=600)
        rows = "\n".join(f"| {g} | {r.randint(20, 80)}k | {r.randint(-12, 12):+d}% | {r.randint(1300, 1450)} lb | {r.randint(150, 195)} d |"
                         for g in ["KS", "TX/OK/NM", "NE", "CO", "IA/MN"])
        txt = (
            f"## Showlist survey (desk contacts, n={r.randint(12, 25)} yards)\n| region | showlist | w/w | avg wt | DOF |\n|---|---|---|---|---|\n{rows}\n\n"
            f"{self.paras('cattle', 2)}\n\nSurvey data only."
        )
        self.post(t, "pen", txt)

    def kayla_whispers(self):
        r, c = self.r, self.c
        t = self.rand_time(weights=HUMAN_W, lo=12, hi=17)
        names = ["AgBank", "Plains Research", "Stockman Analytics", "Bluestem", "Cowtown Capital", "Frontier Ag", "Sandhill Econ", "Mesa Markets"]
        rows = "\n".join(f"{n:<18} on feed {r.uniform(97.5, 100.5):5.1f}%  plc {r.uniform(88, 101):5.1f}%  mkt {r.uniform(88, 97):5.1f}%" for n in names)
        self.post(t, "kayla", f"COF whisper sheet so far:\n```\n{rows}\n```\nmedian's in the sheet. still waiting on 3")

    def router_digests(self):
        r = self.r
        for h in (3, 9, 15, 21):
            t = self.at(h, 5, 0, jitter=300)
            self.noise(self.post(t, "router", (
                f"router digest {_hhmm(t)[:5]}Z window=6h\n"
                f"items_seen={r.randint(20, 90)} by_source: usda-wire={r.randint(5, 30)} cashlot-relay={r.randint(0, 20)} "
                f"tickbell={r.randint(0, 15)} fcm={r.randint(0, 10)} agents={r.randint(3, 20)}\n"
                f"dedup_dropped={r.randint(0, 9)} classifier_p50={r.randint(40, 300)}ms queue_depth=0 errors=0")))

    def curd_retail_note(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(r.choice([13, 19, 21]), r.randint(0, 59), 0, jitter=600)
        rows = "\n".join(f"| {n} | ${r.uniform(lo, hi):.2f} | {r.uniform(-6, 6):+.1f}% | {r.uniform(-5, 5):+.1f}% |"
                         for n, lo, hi in [("Cheddar 8oz block", 2.9, 3.8), ("Shredded mozz 16oz", 4.2, 5.4), ("Butter 1 lb", 4.4, 5.6),
                                           ("Whole milk gal", 3.9, 4.6), ("Yogurt 32oz", 3.6, 4.5), ("Cream cheese 8oz", 2.4, 3.1),
                                           ("Ice cream 48oz", 4.9, 6.2)])
        txt = (
            f"## Retail & foodservice check\n_curd-analyst · scanner panel, 4 weeks to last Saturday_\n\n"
            f"| item | avg shelf | price y/y | volume y/y |\n|---|---|---|---|\n{rows}\n\n"
            f"{self.paras('dairy', 2)}\n\nReference only."
        )
        self.post(t, "curd", txt)

    def pen_auctions(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        t = self.at(r.choice([19, 20, 21]), r.randint(0, 59), 0, jitter=600)
        rows = []
        for sale in ["OKC National", "Dodge City", "Joplin Regional", "Winter Livestock (La Junta)", "Bassett NE", "Torrington WY"]:
            rows.append(f"| {sale} | {r.randint(1500, 11000):,} | ${p['GF'] + r.uniform(40, 80):.2f} | ${p['GF'] + r.uniform(5, 30):.2f} | "
                        f"${p['GF'] + r.uniform(-15, 5):.2f} | {r.choice(['steady', '$2-4 higher', '$3-5 lower', 'uneven'])} |")
        txt = (
            f"## Feeder auctions (this week)\n| sale | receipts | 500-600 lb | 700-800 lb | 800-900 lb | tone |\n|---|---|---|---|---|---|\n"
            + "\n".join(rows) + "\n\n" + self.paras("cattle", 2) + "\n\nAuction data only; other operators' purchases, not desk trades."
        )
        self.post(t, "pen", txt)

    def dusty_long(self):
        r, c, p = self.r, self.c, self.p
        pool = [
            f"talked to 3 yards in the panhandle this mornin. all say packers bid {p['LE'] + 1:.0f} yesterday and nobody sold. showlists "
            f"short, cattle current down there. up north they got more cattle but theyre heavy and the buyers know it. i think the south "
            f"trades 1-2 higher by friday but i dont think the north follows",
            f"heard from the sale barn guy at dodge: light calves bringin crazy money, heavy feeders steady. everybody wants 5 weights to "
            f"put on wheat. thats a placements story for january not for this report",
            "packer buyer told me they're cuttin hours again next week at two plants. thats them managin the kill to push cash. "
            "we've seen this movie. they cant do it forever with boxes where they are",
            f"neighbor down the road sold his heifers instead of keepin em. that's what everybody's doin. no rebuild til somebody "
            f"makes em. which means the cattle aint comin for years",
        ]
        for txt in r.sample(pool, 2):
            t = self.rand_time(weights=HUMAN_W, lo=12, hi=22)
            self.post(t, "dusty", txt)

    def kayla_paper_review(self):
        r, c, p = self.r, self.c, self.p
        t = self.rand_time(weights=HUMAN_W, lo=20, hi=23)
        txt = (f"paper book review (sim acct, not real):\n"
               f"- {c['CSC']} long 10 from {self.f('CSC', p['CSC'] - 0.012)}, marked {self.f('CSC', p['CSC'])}\n"
               f"- {c['DK']} short 5 from {self.f('DK', p['DK'] + 0.1)}\n"
               f"- {c['HE3']} long 10 from {self.f('HE', p['HE'] + 5.2)}\n"
               f"sim pnl {r.randint(-4000, 6000):+,}. lessons: i keep entering before the spot call, should wait for it")
        self.near(self.post(t, "kayla", txt), idiom="paper portfolio review with entry prices")

    # ------------------------------------------------------------------ weekend-only content
    def weekend_extras(self):
        if not self.weekend:
            return
        r, c, p = self.r, self.c, self.p
        y, m = self.date.year, self.date.month
        # weekly dairy review
        t = self.at(14, 30, 0, jitter=3600)
        wk_buried = r.random() < 0.6
        wk_verdict = (f"\n\n**Net:** moving the {c['CB']} short view from bearish to neutral for now; the short stays on but I "
                      f"would not add to it until GDT butter confirms." if wk_buried else "")
        rows = "\n".join(f"| {_nth('DC', y, m, k)[0]} | {p['DC'] + (k - 3) * 0.06:.2f} | {r.uniform(-0.6, 0.6):+.2f} | "
                         f"{_nth('CB', y, m, k)[0]} | {p['CB'] + (k - 2) * 0.8:.3f} | {r.uniform(-6, 6):+.3f} |" for k in range(1, 9))
        wr = self.post(t, "curd", (
            f"## Weekly dairy review — week to {(self.date - timedelta(days=self.date.weekday() - 4)).strftime('%d %b')}\n"
            f"| III | settle | w/w | butter | settle | w/w |\n|---|---|---|---|---|---|\n{rows}\n\n"
            f"{self.paras('dairy', 3)}{wk_verdict}\n\n{self.paras('dairy', 2)}\n\nNo trades proposed over the weekend."))
        if wk_buried:
            self.hard(wr, "thesis_update", [c["CB"], "bearish to neutral"], "buried")
        t = t + r.randint(10, 40) * 60_000
        rid = self.post(t, "router", f"route item=weekly-dairy-review-{self.date.strftime('%m%d')} -> dusty.r reason=weekly_signoff priority=low")
        self.hard(rid, "route_decision", ["weekly-dairy-review", "dusty.r"], "structured")
        t = self.at(16, 40, 0, jitter=3600)
        rows = "\n".join(f"| {_nth(root, y, m, k)[0]} | {self.f(root, p[root] + (k - 2) * 1.1)} | {r.uniform(-4, 4):+.3f} |"
                         for root in ("LE", "GF", "HE") for k in range(1, 4))
        self.post(t, "pen", (
            f"## Weekly cattle & hog review\n| contract | settle | w/w |\n|---|---|---|\n{rows}\n\n"
            f"{self.paras('cattle', 5)}\n\nReview only."))
        t = self.at(20, 30, 0, jitter=3600)
        cal = "\n".join(f"| {d} | {ev} |" for d, ev in [
            ("Mon", "Crop progress (wheat pasture), cash trade opens slow"), ("Tue", "GDT event ~07:00 CT; COT"),
            ("Wed", "Showlists out; CME spot call"), ("Thu", "Export sales 07:30 CT; cold storage if scheduled"),
            ("Fri", "Cattle on Feed 14:00 CT (if scheduled); weekly 5-area")])
        self.post(t, "pen", f"## Week ahead\n| day | what |\n|---|---|\n{cal}\n\n{self.paras('cattle', 3)}")
        t = self.at(21, 30, 0, jitter=3600)
        self.post(t, "curd", f"## Dairy week ahead\n- Tue: GDT event\n- Wed: CME spot call as usual\n- USDA: Dairy Products / Milk Production per calendar\n\n{self.paras('dairy', 3)}")
        # GTC stop lowered for Monday, with OMS held-modify
        t = self.at(19, 10, 0, jitter=3600)
        stop0 = self.f("GF", p["GF"] + r.uniform(5, 7))
        stop1 = self.f("GF", float(stop0) - r.uniform(1, 2))
        m = self.post(t, "pen", f"[STOP] {c['GF']} short {self.size['gf_prior']} — stop lowered {stop0} → {stop1} (GTC, live from Monday's open).")
        self.hard(m, "stop_or_target_change", [c["GF"], stop1, "stop"], "tagged")
        o = self.oid()
        t1 = t + r.randint(20, 120) * 1000
        mm = self.post(t1, "oms", f"OMS|{_hhmm(t1)}|{o}|MOD_HELD|{c['GF']}|BUY|{self.size['gf_prior']}|STP|{stop1}|GTC|{self.ch.acct}|queued_for_open")
        self.hard(mm, "trade_confirmation", [o, "MOD_HELD", stop1], "structured")
        self.noise(self.post(t1 + r.randint(60, 900) * 1000, "dusty", "👍", reply=m))
        # a weekend planning thread, talk only
        t = self.at(21, 0, 0, jitter=1800)
        th = self.new_thread(t)
        self.threads.append(th)
        convo = [
            ("kayla", "monday prep thread — anything you want on the checklist?"),
            ("dusty", "cash first. then whatever the screwworm map says"),
            ("pen", f"I'll have the showlist survey and the {c['LE']} basis table up by 06:30 CT."),
            ("curd", f"Dairy: GDT preview is in the channel; nothing for {c['DC']} until the spot call."),
            ("kayla", "ok. adding the LMR late-report check too, it bit us last week"),
            ("dusty", "good. and somebody check the GTC stops actually made it to the fcm"),
            ("pen", "Will do — I'll check them against the drop copy at 08:00 CT."),
            ("kayla", "👍 thats it then"),
        ]
        for who, txt in convo:
            self.post(t, who, txt, thread=th)
            t += r.randint(2, 14) * 60_000
        for txt in r.sample(["weanin calves today, back on later", "church then cattle. dont blow anything up",
                             "monday's gonna be interestin", "rain finally. pastures needed it", "watchin the screwworm map again",
                             "grandkids at the sale barn, they love it"], 3):
            self.post(self.rand_time(weights=HUMAN_W, lo=13, hi=23), "dusty", txt)

    # ------------------------------------------------------------------ noise bots
    def noise_bots(self):
        r, c = self.r, self.c
        # pulse heartbeats, hourly, plus a couple of duplicate-ish ones
        for h in range(24):
            t = self.at(h, r.randint(0, 2), r.randint(0, 59))
            lat = r.randint(28, 140)
            q = r.choice([0, 0, 0, 1, 2]) if 13 <= h <= 19 else 0
            txt = self.r.choice([
                f"♥ pulse gw=ok lat={lat}ms q={q} shards=2/2 uptime={r.randint(3, 40)}d{r.randint(0, 23)}h",
                f"♥ pulse gw=ok lat={lat}ms q={q} shards=2/2 ingest_lag={r.randint(0, 900)}ms",
                f"♥ heartbeat ok · gateway {lat}ms · queue {q} · store rw ok",
            ])
            self.noise(self.post(t, "pulse", txt))
        # fencepost heartbeats every 2h
        for h in range(1, 24, 2):
            t = self.at(h, 30 + r.randint(0, 5), r.randint(0, 59))
            self.noise(self.post(t, "risk", (
                f"fencepost hb=1 ts={_iso(t)[:19]}Z books=1 limits_checked={r.randint(14, 19)} "
                f"breaches=0 warn=0 status=ok")))
        # cron summaries
        def cr(title, rows, tail):
            return f"{title}\n```\n" + "\n".join(rows) + f"\n```\n{tail}"
        crons = [
            (0, 5, lambda t: cr("cron 00:05Z nightly", [
                f"✓ settles      LE GF HE ZC DC DK CSC CB ({r.randint(30, 48)} contracts)",
                f"✓ marks        {r.randint(40, 70)} rows -> positions.marks",
                f"✓ statements   FCM daily, 1 file, {r.randint(80, 220)} KB",
                f"✓ margin       IM {_money(r.randint(900, 1600) * 1000)}",
                f"✓ recon        fills vs drop-copy: {r.randint(4, 14)} matched, 0 breaks",
                "✓ router       0 items pending"], "next run 06:00Z")),
            (6, 0, lambda t: cr("cron 06:00Z overnight digest", [
                f"msgs overnight   {r.randint(9, 40)}",
                f"alerts muted     {r.randint(0, 3)} (outside RTH)",
                "GDT Pulse        scraped ok",
                "NZX WMP / SMP    ok",
                "EEX dairy        ok",
                f"USDA calendar    {r.randint(3, 8)} releases in next 7d loaded"], "0 routed")),
            (11, 45, lambda t: cr("cron 11:45Z pre-open checklist", [
                "FCM session      ✓ (PLXBRG01)",
                "OMS drop-copy    ✓",
                f"risk limits      ✓ {r.randint(14, 19)} loaded",
                "price bands      ✓ fetched from CME",
                f"LMR feed         {r.choice(['✓', '✓', 'slow (retrying)'])}",
                f"agents           pen-rider ✓ curd-analyst ✓ exec-agent ✓"], "all green")),
            (18, 20, lambda t: cr("cron 18:20Z close", [
                f"orders today     {r.randint(3, 9)}",
                f"working GTC      {r.randint(0, 3)}",
                "settle snapshot  queued",
                f"router items     {r.randint(20, 60)} seen",
                "drop-copy recon  all matched"], f"done in {r.randint(20, 70)}s")),
            (22, 0, lambda t: cr("cron 22:00Z housekeeping", [
                "vacuum msg store  ok",
                f"log rotation      {r.randint(20, 90)} MB",
                f"backup            {r.randint(1, 4)}.{r.randint(0, 9)} GB -> cold bucket",
                "failed jobs       0"], "next run 00:05Z")),
        ]
        for h, m, fn in crons:
            t = self.at(h, m, 0, jitter=40)
            self.noise(self.post(t, "cron", fn(t)))
        # CI / deploy
        for h in r.sample([1, 2, 3, 20, 21, 22, 23], 2):
            t = self.at(h, r.randint(0, 50), 0, jitter=50)
            svc = r.choice(["pen-rider", "curd-analyst", "cashlot-relay", "fencepost", "oms-tape", "desk-router"])
            sha = "".join(r.choice("0123456789abcdef") for _ in range(7))
            self.noise(self.post(t, "ci", self.r.choice([
                f"🚀 deploy {svc} v2.{r.randint(3, 19)}.{r.randint(0, 12)} → prod ✅ (sha {sha}, {r.randint(1, 6)}m{r.randint(0, 59)}s, tests {r.randint(180, 420)} passed)\n"
                f"changes:\n- {r.choice(['retry LMR parser on empty dressed block', 'bump CME price-band cache TTL to 60s', 'fix tz in USDA calendar loader'])}\n"
                f"- {r.choice(['pin httpx 0.27', 'add GDT event id to digest', 'reduce log noise on reconnect'])}\n- deps: {r.randint(1, 6)} updated",
                f"CI: {svc}@{sha} build #{r.randint(1200, 3900)} passed · image pushed · rollout 3/3 healthy",
                f"⚠️ CI: {svc}@{sha} lint failed (ruff E501 x{r.randint(1, 9)}), deploy skipped",
            ])))
        # reconnects
        for _ in range(r.randint(2, 3)):
            t = self.rand_time(lo=0, hi=24)
            self.noise(self.post(t, "pulse", self.r.choice([
                f"gateway reconnect: session resumed (seq {r.randint(10000, 99999)}) after {r.randint(1, 9)}.{r.randint(0, 9)}s",
                f"ws closed 1006 — reconnecting (attempt 1)… resumed, {r.randint(0, 14)} events replayed",
                "FCM bridge socket dropped, re-logon ok (CompID PLXBRG01), drop-copy resynced",
            ])))
        # stack trace
        t = self.at(r.choice([3, 4, 9, 16, 20]), r.randint(0, 59), 0, jitter=50)
        self.noise(self.post(t, "cash", (
            "cashlot-relay worker crashed, restarting (backoff 5s)\n```\n"
            "Traceback (most recent call last):\n"
            '  File "/srv/cashlot/relay.py", line 214, in poll_feed\n'
            "    lots = parse_negotiated(payload)\n"
            '  File "/srv/cashlot/parsers/lmr.py", line 88, in parse_negotiated\n'
            '    wtd = row["dressed_wtd_avg"]\n'
            f"KeyError: 'dressed_wtd_avg'\n```\nfeed LM_CT{r.choice(['150', '151', '154'])} returned "
            "an empty dressed block; will retry on next poll")))
        if self.weekend:
            return
        # price alerts during RTH
        roots = [("LE", c["LE"]), ("GF", c["GF"]), ("HE", c["HE"]), ("DC", c["DC"]),
                 ("CB", c["CB"]), ("HE", c["HE1"]), ("GF", c["GF1"]), ("DK", c["DK"])]
        for i in range(r.randint(8, 11)):
            root, sym = r.choice(roots)
            lvl = self.p[root] + r.uniform(-1, 1) * {"LE": 1.5, "GF": 3, "HE": 1.2, "DC": 0.2, "CB": 2.5, "DK": 0.15}[root]
            t = self.rand_time(lo=13, hi=19)
            self.noise(self.post(t, "alert", self.r.choice([
                f"🔔 {sym} {self.f(root, lvl)} crossed {'↑' if r.random() < .5 else '↓'} (alert #A-{r.randint(100, 999)})",
                f"🔔 {sym} last {self.f(root, lvl)} · {r.choice(['+', '-'])}{r.randint(1, 30) * TICK[root]:.{DEC[root]}f} in 5m · vol {r.randint(300, 4000)}",
                f"🔔 alert A-{r.randint(100, 999)} hit: {sym} {r.choice(['>=', '<='])} {self.f(root, lvl)}",
            ])))

    # ------------------------------------------------------------------ morning book
    def open_book(self):
        r, c, p, s = self.r, self.c, self.p, self.size
        t = self.at(11, 30, 0, jitter=300)
        lines = [
            f"{c['LE']} long {s['le_prior']} @ {self.f('LE', p['LE'] - r.uniform(1, 4))}",
            f"{c['GF']} short {s['gf_prior']} @ {self.f('GF', p['GF'] + r.uniform(1, 6))}",
            f"{c['HE']} short {s['he_prior']} vs {c['ZC']} long {s['he_prior'] // 2} (feeding margin)",
            f"{c['DC']} long {s['dc_prior']} @ {self.f('DC', p['DC'] - r.uniform(0.1, 0.4))}",
            f"{c['CB']} short {s['cb_prior']} @ {self.f('CB', p['CB'] + r.uniform(1, 5))}",
        ]
        emb = {"title": f"Open book · {self.date.strftime('%a %d %b')}",
               "description": "\n".join(lines),
               "fields": [
                   {"name": "Watchlist", "value": f"{c['DK']} (Class IV), {c['CSC']} (cheese), dry whey", "inline": False},
                   {"name": "Cash forwards open", "value": f"{r.randint(3, 9)} loads, {c['LEmon']} delivery", "inline": True},
                   {"name": "Margin used", "value": f"{_money(r.randint(900, 1600) * 1000)}", "inline": True},
               ],
               "footer": f"pnl-snap · acct {self.ch.acct} · marks from prior settle"}
        self.noise(self.post(t, "pnl", "", embeds=[emb]))
        self.book_t = t

    # ------------------------------------------------------------------ pen-rider morning brief
    def pen_brief(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(12, 5, 0, jitter=900)
        cash = p["LE"] + r.uniform(1.5, 4.5)
        dressed = cash * 1.57
        choice = r.uniform(355, 392)
        sel = choice - r.uniform(8, 24)
        sl = r.randint(-6, 6)
        txt = (
            f"**Cattle & hogs brief — {self.date.strftime('%a %b %d')} ({'weekend' if self.weekend else '07:' + str(r.randint(0, 5)) + str(r.randint(0, 9)) + ' CT'})**\n"
            f"• Cash fats: last week's 5-area ${cash:.2f} live / ${dressed:.2f} dressed. Showlists {sl:+d}% w/w "
            f"(KS {r.randint(-8, 8):+d}%, NE {r.randint(-8, 8):+d}%, TX/OK {r.randint(-8, 8):+d}%). Packers "
            f"{r.choice(['have the upper hand on the showlist', 'are short-bought into the holiday kill', 'bought ahead, light needs this week', 'were active early, then backed off'])}.\n"
            f"• Boxes: Choice ${choice:.2f}, Select ${sel:.2f} (C/S spread ${choice - sel:.2f}). Kill est {r.randint(545, 590)}k last week, Sat {r.randint(0, 60)}k.\n"
            f"• Carcass weights: steers {r.randint(950, 990)} lb dressed, {r.choice(['record for the week', 'up 1 lb w/w', 'flat', 'down 2 lb w/w'])}.\n"
            f"• Futures: {c['LE']} settled {self.f('LE', p['LE'])}; {c['ZG']} {self.f('LE', -r.uniform(0.5, 2.5))}. "
            f"{c['GF']} {self.f('GF', p['GF'])}, CME feeder index {p['GF'] + r.uniform(-4, 4):.2f}. {c['HE']} {self.f('HE', p['HE'])}, "
            f"{c['HE1']} {self.f('HE', p['HE'] - r.uniform(2, 6))}; CME lean hog index {p['HE'] - r.uniform(1, 5):.2f}.\n"
            f"• Corn: {c['ZC']} {self.f('ZC', p['ZC'])}¢. Hog feeding margin on {c['HE']} est ${r.uniform(18, 42):.0f}/hd.\n"
            f"• Funds (COT, Tue): managed money net long LE {r.randint(80, 140)}k, GF {r.randint(8, 30)}k, HE {r.randint(40, 110)}k.\n"
            f"• Today: {r.choice(['weekly export sales 7:30 CT', 'nothing scheduled until 2pm CT', 'cold storage 2pm CT', 'Cattle on Feed Friday 2pm CT', 'hog & pigs in 2 weeks'])}. "
            f"{r.choice(['Screwworm headlines remain the swing factor for feeders.', 'Watching the ' + c['ZG'] + ' spread for roll pressure.', 'Watching packer margins into the holiday kill.', 'Heifer retention chatter still mostly chatter.'])}\n"
            f"\n{self.paras('cattle', 3, heading='**')}\n\n"
            f"No position changes proposed in this brief."
        )
        self.pen_brief_id = self.post(t, "pen", txt)

    # ------------------------------------------------------------------ curd morning note (buried proposal)
    def curd_morning(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(11, 10, 0, jitter=1800)
        dcpx = self.f("DC", p["DC"] - 0.03)
        stop = self.f("DC", p["DC"] - r.uniform(0.38, 0.55))
        n = r.choice([5, 6, 8])
        risk = n * (float(dcpx) - float(stop)) * MULT["DC"]
        block = p["CSC"] + r.uniform(-0.03, 0.03)
        barrel = block - r.uniform(0.01, 0.08)
        butter = p["CB"] / 100 + r.uniform(-0.03, 0.03)
        ndm = r.uniform(1.10, 1.30)
        whey = r.uniform(0.52, 0.72)
        gdt = r.uniform(-3.5, 3.0)
        decision_variant = r.randint(0, 2)
        buried = [
            f"**Book:** proposing we add — buy {n} {c['DC']} at {dcpx} limit, stop {stop} (adds ~{_money(risk)} of risk to the existing long). I'd like it working before the 2pm CT release.",
            f"Proposal for the book: buy {n} {c['DC']} @ {dcpx} lmt with a {stop} stop (risk ~{_money(risk)}). Rest of the dairy book unchanged.",
            f"Given that, I propose buying {n} {c['DC']} at {dcpx} (limit), stop {stop}; that is ~{_money(risk)} added risk on top of the current long.",
        ][decision_variant]
        note = (
            f"## Dairy AM — {self.date.strftime('%a %d %b %Y')}\n"
            f"_curd-analyst · sources: CME spot call, GDT Pulse, USDA Dairy Market News, NZX, EEX_\n\n"
            f"### Overnight\n"
            f"- GDT Pulse: WMP {gdt:+.1f}% to ${r.randint(3300, 3900):,}/t, SMP {r.uniform(-2.5, 2.5):+.1f}% to ${r.randint(2500, 2900):,}/t. "
            f"Pulse volumes were thin ({r.randint(900, 2600):,} t) so I don't read much into the move.\n"
            f"- SGX-NZX WMP front settled ${r.randint(3300, 3900):,}; EEX butter €{r.randint(5200, 7400):,}/t ({r.uniform(-3, 3):+.1f}% d/d), "
            f"EEX SMP €{r.randint(2100, 2600):,}/t.\n"
            f"- EU collections running {r.uniform(-1.5, 2.0):+.1f}% y/y through August; Oceania season is "
            f"{r.choice(['ahead of last year', 'tracking flat', 'slightly behind after a wet spring'])}.\n\n"
            f"### CME spot (yesterday)\n"
            f"| product | close | chg |\n|---|---|---|\n"
            f"| 40# block cheddar | ${block:.4f} | {r.uniform(-2.5, 2.5):+.2f}¢ |\n"
            f"| 500# barrels | ${barrel:.4f} | {r.uniform(-2.5, 2.5):+.2f}¢ |\n"
            f"| butter AA | ${butter:.4f} | {r.uniform(-3, 3):+.2f}¢ |\n"
            f"| NDM grade A | ${ndm:.4f} | {r.uniform(-1.5, 1.5):+.2f}¢ |\n"
            f"| dry whey | ${whey:.4f} | {r.uniform(-1, 1):+.2f}¢ |\n\n"
            f"Block/barrel spread at {100 * (block - barrel):.1f}¢ — {r.choice(['wide enough that barrels should catch a bid', 'back inside the normal range', 'still wide, new barrel capacity is the reason'])}. "
            f"Trade was {r.randint(3, 14)} loads of block, {r.randint(0, 9)} of barrel.\n\n"
            f"### Class III / IV\n"
            f"- {c['DC1']} settled {self.f('DC', p['DC'] - r.uniform(0.2, 0.6))}, {c['DC']} {self.f('DC', p['DC'])}. Announced-price math with "
            f"cheese at ${block:.3f} and whey at ${whey:.3f} puts the implied Class III near ${p['DC'] + r.uniform(-0.4, 0.4):.2f}, so the "
            f"curve is {r.choice(['pricing a modest rally', 'roughly fair', 'a touch rich'])}.\n"
            f"- Class IV ({c['DK']}) at {self.f('DK', p['DK'])}: butterfat is doing the work, NDM is not. III/IV spread "
            f"${p['DC'] - p['DK']:.2f}.\n"
            f"- Component values: protein ${r.uniform(2.0, 2.8):.4f}/lb, butterfat ${r.uniform(2.4, 3.2):.4f}/lb, other solids "
            f"${r.uniform(0.2, 0.45):.4f}/lb.\n\n"
            f"### Supply\n"
            f"- Milk production (24 states, Sept) {r.uniform(0.5, 4.0):+.1f}% y/y, cows {r.randint(60, 190)}k head above a year ago. "
            f"Components are up again (fat {r.uniform(4.15, 4.40):.2f}%, protein {r.uniform(3.25, 3.40):.2f}%), so solids growth runs ahead of volume.\n"
            f"- New cheese capacity in {r.choice(['SD and TX', 'the I-29 corridor', 'TX and KS'])} is pulling milk; spot milk "
            f"{r.choice(['$1 under class in the upper Midwest', 'at class to $1 over', '$2-3 under class, plenty of milk'])}.\n"
            f"- Feed: {c['ZC']} {self.f('ZC', p['ZC'])}¢, premium alfalfa ${r.randint(210, 290)}/t. Income-over-feed still "
            f"{r.choice(['comfortable', 'positive but narrowing', 'strong enough to keep cows in the barn'])}.\n\n"
            f"### Curve\n| month | III | chg | IV | cheese | butter |\n|---|---|---|---|---|---|\n{self.dairy_curve()}\n\n"
            f"{self.paras('dairy', 3)}\n\n"
            f"### Book\n"
            f"- {c['DC']} long {self.size['dc_prior']} is working; {c['CB']} short {self.size['cb_prior']} "
            f"{r.choice(['is in the money', 'is roughly flat', 'is a little under water'])}.\n"
            f"- {buried}\n"
            f"- Nothing on cheese ({c['CSC']}) or Class IV for now; both stay on the watchlist.\n\n"
            f"### Watching\n"
            + (f"- 2:00 pm CT USDA report: {r.choice(['Cold Storage — butter and cheese stocks', 'Dairy Products — cheese and butter output', 'Milk Production — cows and yield'])}.\n"
               if not self.weekend else "- Monday: first spot call of the week; Sunday-night Globex dairy is thin, ignore it.\n") +
            f"- GDT event {r.randint(388, 420)} next Tuesday: {r.choice(['SMP offer volume is up', 'Fonterra offer volumes trimmed', 'butter volume on offer is heavy'])}.\n"
            f"- Spot cheese trade on the call; a block print under ${block - 0.03:.2f} would be the tell.\n\n"
            f"{self.paras('dairy', 1)}"
        )
        mid = self.post(t, "curd", note)
        self.hard(mid, "trade_proposal", [f"{n} {c['DC']}", dcpx, stop], "buried",
                  idiom="proposal buried in a long markdown dairy note")
        # approval by reply
        t2 = t + r.randint(6, 40) * 60_000
        appr, af = self.r.choice([(f"🤠 send. {n} {c['DC']}", "🤠 send"), (f"ok do it, {n} {c['DC']} @ {dcpx}", "ok do it"),
                                  (f"send it 🤠 {n} {c['DC']}", "send it")])
        a = self.post(t2, "dusty", appr, reply=mid)
        self.hard(a, "trade_approval", [af, f"{n} {c['DC']}"], "reply",
                  idiom="emoji-led short reply approving a buried proposal")
        # route to exec
        t3 = t2 + r.randint(20, 120) * 1000
        rid = self.post(t3, "router", (
            f"route item=curd-am-{self.date.strftime('%m%d')}/{c['DC']} -> exec-agent reason=approved_by_dusty.r "
            f"qty={n} px={dcpx} tif=DAY"))
        self.hard(rid, "route_decision", [c["DC"], "exec-agent"], "structured",
                  idiom="key=value router line sending approved ticket to exec agent")
        self.dc_route = rid
        t4 = t3 + r.randint(10, 60) * 1000
        self.post(t4, "exec", self.r.choice([f"got it — {c['DC']} ticket in hand, will work it at the open.",
                                             f"ack, {c['DC']} queued for the open."]), reply=rid)
        if self.weekend:
            return
        t5 = max(t4 + 30_000, self.at(14, 0, 0, jitter=300))
        o = self.oid()
        if r.random() < 0.5:
            ack = self.post(t5, "oms", f"OMS|{_hhmm(t5)}|{o}|ACK|{c['DC']}|BUY|{n}|LMT|{dcpx}|DAY|{self.ch.acct}")
            self.hard(ack, "trade_confirmation", [o, "ACK", c["DC"], dcpx], "structured",
                      idiom="pipe-delimited OMS ack with order id")
        t6 = t5 + r.randint(3, 55) * 60_000
        emb = {"title": f"Fill · {c['DC']}", "description": "Class III milk futures",
               "fields": [{"name": "Side", "value": "BUY", "inline": True},
                          {"name": "Qty", "value": str(n), "inline": True},
                          {"name": "Price", "value": dcpx, "inline": True},
                          {"name": "Account", "value": self.ch.acct, "inline": True},
                          {"name": "Order", "value": o, "inline": True}],
               "footer": f"Plains Clearing FCM · exec E-{r.randint(10000, 99999)} · CME Globex"}
        fm = self.post(t6, "fcm", "", embeds=[emb])
        self.hard(fm, "trade_fill", [c["DC"], "BUY", str(n), dcpx], "embed",
                  idiom="embed-only FCM fill with fields and footer")
        self.react(fm, t6 + r.randint(20, 300) * 1000, "🤠")
        self.fills.append(fm)

    # ------------------------------------------------------------------ risk
    def risk_events(self):
        r, c, p = self.r, self.c, self.p
        # limit set
        t = self.at(12, 50, 0, jitter=900)
        if r.random() < 0.4 and not self.is_first:
            t = None
        prev = r.choice([80, 90, 100])
        new = prev + r.choice([20, 30, -20])
        if t is not None:
            mid = self.post(t, "risk", (
                f"fencepost event=LIMIT_SET scope=desk sym=LE* metric=net_lots max={new} prev={prev} "
                f"set_by=dusty.r note={r.choice(['cof_week', 'holiday_kill', 'vol_regime'])} effective=now"))
            self.hard(mid, "risk_limit", ["LIMIT_SET", "LE*", f"max={new}"], "structured",
                      idiom="key=value risk bot limit change")
        # spot month
        t = self.at(13, 2, 0, jitter=600)
        mid = self.post(t, "risk", (
            f"fencepost event=SPOT_MONTH sym={c['LEs']} cftc_spot_limit=600 desk_net=0 action=BLOCK_NEW "
            f"reason=spot_month_window desk_rule=no_spot_exposure until=expiry"))
        self.hard(mid, "risk_limit", ["SPOT_MONTH", c["LEs"], "BLOCK_NEW"], "structured")
        if self.weekend:
            t = self.at(20, 10, 0, jitter=1200)
            mid = self.post(t, "risk", (
                f"fencepost event=LIMIT_SET scope=desk sym=DC* metric=var95_usd max=55000 prev=60000 "
                f"set_by=dusty.r note=weekend_review effective=next_open"))
            self.hard(mid, "risk_limit", ["LIMIT_SET", "DC*", "max=55000"], "structured")
            return
        # daily limit on held GF
        t = self.at(17, 10, 0, jitter=2400)
        state = r.choice(["LIMIT_UP", "LIMIT_DOWN"])
        band = r.choice(["9.000", "9.250"])
        last = p["GF"] + (float(band) if state == "LIMIT_UP" else -float(band))
        mid = self.post(t, "risk", (
            f"fencepost event=DAILY_LIMIT sym={c['GF']} state={state} band={band} last={self.f('GF', last)} "
            f"held=short_{self.size['gf_prior']} note=expanded_band_next_session=13.750"))
        self.hard(mid, "risk_limit", ["DAILY_LIMIT", c["GF"], state], "structured",
                  idiom="exchange daily limit notice on a held contract")
        self.react(mid, t + 60_000, "😬", by="kayla")
        self.unreact(mid, t + r.randint(5, 40) * 60_000, "😬", by="kayla")
        # dairy VaR breach (sometimes)
        if r.random() < 0.4:
            t = self.at(16, 0, 0, jitter=5000)
            lim = 60000
            val = lim + r.randint(500, 4000)
            mid = self.post(t, "risk", (
                f"fencepost event=BREACH metric=dairy_var95 value={val} limit={lim} action=NO_NEW_DAIRY_BUYS "
                f"owner=curd-analyst ack_required=dusty.r"))
            self.hard(mid, "risk_limit", ["BREACH", "dairy_var95", "NO_NEW_DAIRY_BUYS"], "structured")
            self.breach_t = t
            t2 = t + r.randint(2, 9) * 60_000
            self.noise(self.post(t2, "dusty", self.r.choice(["seen", "ack", "👀"]), reply=mid))

    # ------------------------------------------------------------------ news
    def news_flow(self):
        r, c, p = self.r, self.c, self.p
        cash = p["LE"] + r.uniform(1.5, 4.5)
        held = [
            ("5-area", lambda: (f"LIVESTOCK: USDA 5-area weighted avg steer ${cash:.2f} live, ${cash * 1.57:.2f} dressed "
                                f"(wk ago ${cash - r.uniform(-2, 3):.2f}); negotiated volume {r.randint(18, 70)}k head",
                                ["5-area", f"${cash:.2f}"])),
            ("feeder index", lambda: (f"CME Feeder Cattle Index {p['GF'] + 1.17:.2f} ({r.uniform(-1.5, 1.5):+.2f}); "
                                      f"Oklahoma City feeder auction {r.randint(5, 11)},{r.randint(100, 999)} hd, steady to $3 higher",
                                      ["Feeder Cattle Index", f"{p['GF'] + 1.17:.2f}"])),
            ("screwworm", lambda: ("USDA: New World screwworm case confirmed in Nuevo León, ~70 mi from the border; "
                                   "Mexican feeder cattle imports remain suspended — feeder cattle futures bid",
                                   ["screwworm", "feeder cattle"])),
            ("hog index", lambda: (f"CME Lean Hog Index {p['HE'] - 2.37:.2f} ({r.uniform(-0.6, 0.4):+.2f}); pork cutout "
                                   f"${r.uniform(92, 106):.2f}, bellies ${r.uniform(110, 190):.2f}",
                                   ["Lean Hog Index", f"{p['HE'] - 2.37:.2f}"])),
            ("cutout", lambda: (f"USDA boxed beef midday: Choice ${r.uniform(360, 395):.2f} (+{r.uniform(0.5, 4):.2f}), "
                                f"Select ${r.uniform(340, 370):.2f}; {r.randint(60, 140)} loads — supportive for live cattle",
                                ["boxed beef", "live cattle"])),
            ("butter stocks", lambda: (f"Cold Storage: butter stocks {r.uniform(230, 300):.1f}M lb, {r.uniform(-9, 6):+.0f}% y/y; "
                                       f"total cheese {r.uniform(1380, 1460):.0f}M lb",
                                       ["butter stocks", "Cold Storage"])),
            ("class iii", lambda: (f"USDA announced Class III price ${p['DC'] - r.uniform(0.1, 0.7):.2f}/cwt for "
                                   f"{MONTH_NAMES[(self.date.month - 2) % 12]}; Class III futures steady",
                                   ["Class III price", "Class III futures"])),
        ]
        watch = [
            ("ndm", lambda: (f"DAIRY: CME spot nonfat dry milk ${r.uniform(1.1, 1.3):.4f} (+{r.uniform(0.5, 3):.2f}¢), "
                             f"Class IV futures {c['DK']} firmer on the print",
                             ["Class IV", c["DK"]])),
            ("cheese", lambda: (f"DAIRY: CME spot 40# block cheddar ${p['CSC'] + 0.012:.4f} ({r.uniform(-2, 2):+.2f}¢), "
                                f"{r.randint(2, 12)} loads traded; cheese futures {c['CSC']} quiet",
                                ["block cheddar", c["CSC"]])),
            ("whey", lambda: (f"DAIRY: dry whey (Central) mostly ${r.uniform(0.55, 0.70):.4f}; WPC-80 tight, "
                              "whey protein isolate capacity sold out into Q1",
                              ["dry whey", "WPC-80"])),
        ]
        other = [
            "GRAINS: Wheat export inspections 412k t, below range; KC wheat -4¢",
            "SOFTS: Cocoa slides 6% as Ivory Coast arrivals pick up",
            "ENERGY: EIA nat gas storage +74 bcf vs +68 expected",
            "POULTRY: broiler-type eggs set in incubators down 1% y/y; chicks placed flat",
            "SOFTS: FCOJ limit down on Brazil crop estimate",
            "LUMBER: lumber futures rally 3% on mill curtailments in BC",
            "METALS: gold steady near record as dollar eases",
            "SUGAR: raw sugar at 3-year low on Brazil CS crush",
            "GRAINS: Brazil soybean planting 48% done vs 41% avg (Conab)",
            "WOOL: Australian eastern market indicator +12c",
        ]
        n_held = r.randint(2, 3)
        if self.weekend:
            held = [h for h in held if h[0] in ("screwworm", "5-area", "butter stocks")]
        chosen = r.sample(held, min(n_held, len(held)))
        self.held_news = []
        win = {"5-area": (19, 22), "feeder index": (13, 15), "screwworm": (12, 22), "hog index": (13, 15),
               "cutout": (16, 18), "butter stocks": (19, 20), "class iii": (16, 18)}
        for key, fn in chosen:
            lo, hi = win[key]
            t = self.rand_time(lo=lo, hi=hi)
            txt, facts = fn()
            mid = self.post(t, "news", f"📰 {txt}\n{self.news_body(key)}")
            self.hard(mid, "held_position_news", facts, "untagged",
                      idiom="USDA headline on a held contract via its underlying" if key in ("5-area", "hog index", "cutout") else None)
            self.held_news.append((mid, t, key))
        for key, fn in r.sample(watch, 1 if r.random() < 0.7 else 2):
            t = self.rand_time(lo=16, hi=20)
            txt, facts = fn()
            mid = self.post(t, "news", f"📰 {txt}\n{self.news_body(key)}")
            self.hard(mid, "watchlist_news", facts, "untagged",
                      idiom="market-news headline on a watchlist dairy product")
        self.unrelated_news = []
        for txt in r.sample(other, r.randint(3, 5)):
            t = self.rand_time(lo=8, hi=22)
            mid = self.post(t, "news", f"📰 {txt}\n{self.news_body('other')}")
            self.near(mid, idiom="market-news headline on something the desk does not trade")
            self.unrelated_news.append((mid, t, txt))

    def news_body(self, key):
        r = self.r
        bodies = {
            "5-area": "> Negotiated trade was concentrated in Kansas and the Texas Panhandle; Nebraska and Iowa dressed trade was limited. Formula and grid volume accounted for most of the week's purchases.",
            "feeder index": "> The index reflects a 7-day weighted average of feeder steer sales of 700-899 lb across 12 states. Auction receipts were lighter than a year ago.",
            "screwworm": "> USDA APHIS said surveillance and sterile-fly releases continue south of the border. No cases have been detected in US livestock. Officials gave no timeline for resuming live cattle imports.",
            "hog index": "> The two-day weighted average of negotiated and formula hog purchases declined as packers had ample supplies scheduled. Weights continued to rise seasonally.",
            "cutout": "> Demand for middle meats was good ahead of holiday features; end cuts were steady. Trimmings were higher on limited offerings.",
            "butter stocks": "> NASS said butter stocks were below the year-earlier level but above the five-year average. Natural American cheese stocks rose from the prior month.",
            "class iii": "> The announced price reflects NDPSR survey averages for cheese, butter and dry whey over the month. The Class IV price was also announced.",
            "ndm": "> Offers from Western driers were limited; buyers covered fourth-quarter needs. Export demand from Mexico was described as steady.",
            "cheese": "> Block inventories are ample in the Midwest; barrel production remains strong as new capacity ramps. Retail demand was described as steady.",
            "whey": "> High-protein whey products remain tight; plants are prioritising WPC and isolate output, limiting dry whey availability.",
            "other": r.choice(["> Prices were little changed in electronic trade after the release. Analysts said the figures were broadly in line.",
                               "> Traders cited fund repositioning ahead of month-end. Volume was below the 30-day average.",
                               "> The report was in line with private estimates; market reaction was muted."]),
        }
        return f"{bodies[key]}\n`usda-wire · id {r.randint(100000, 999999)} · {r.choice(['AMS', 'NASS', 'APHIS', 'wire', 'exchange'])}`"

    # ------------------------------------------------------------------ routing decisions
    def routing(self):
        r, c = self.r, self.c
        t = self.at(12, 20, 0, jitter=1500)
        item = r.choice(["cof-preview", "lmr-cash-summary", "showlist-survey"])
        if r.random() < 0.5:
            item = None
        if item:
            mid = self.post(t, "router", f"route item={item}-{self.date.strftime('%m%d')} -> pen-rider reason=cattle_fundamentals priority=normal")
            self.hard(mid, "route_decision", [f"{item}-", "pen-rider"], "structured")
        # explicit no-route by router
        t = self.at(r.choice([9, 10, 15, 16]), r.randint(0, 59), 0, jitter=30)
        item = r.choice(["gdt-pulse", "eex-butter", "nzx-wmp"])
        mid = self.post(t, "router", f"route item={item}-{self.date.strftime('%m%d')} -> none reason=no_book_change_expected note=logged_only")
        self.hard(mid, "no_route_decision", [f"{item}-", "-> none"], "structured",
                  idiom="router line with an explicit none destination")
        # dusty no-route reply to unrelated news
        if self.unrelated_news and r.random() < 0.7:
            nm, nt, ntxt = self.unrelated_news[0]
            word = ntxt.split(":")[0].lower()
            t = nt + r.randint(1, 10) * 60_000
            txt = self.r.choice([f"not ours. no action on the {word} stuff, dont route it",
                                 f"{word} aint our problem — no action, leave it",
                                 f"no action on {word}, not routin that"])
            mid = self.post(t, "dusty", txt, reply=nm)
            self.hard(mid, "no_route_decision", ["no action", word], "reply",
                      idiom="terse reply declining to route an unrelated headline")
        # curd routes a section to kayla
        t = self.at(20, 0, 0, jitter=3000)
        self.late_route_t = t

    # ------------------------------------------------------------------ LE outright, thread, stop edits
    def scene_le_outright(self):
        r, c, p = self.r, self.c, self.p
        n = r.choice([15, 20, 25, 30])
        px = self.f("LE", p["LE"] - r.uniform(0.1, 0.6))
        stop = self.f("LE", float(px) - r.uniform(3.0, 4.2))
        tgt = self.f("LE", float(px) + r.uniform(6.5, 9.0))
        risk = n * (float(px) - float(stop)) * MULT["LE"]
        t = self.at(12, 35, 0, jitter=1200)
        variants = [
            f"[PROPOSAL] {c['LE']} — buy {n} @ {px} lmt, stop {stop}, target {tgt}. Why: cash firmed into the week, "
            f"showlists down in KS, Choice cutout up ${r.uniform(1.5, 4):.2f}, {c['LEmon']} still ${r.uniform(1.5, 4):.2f} under the 5-area. "
            f"Risk ≈ {_money(risk)} on {n} lots. Ticket goes to exec-agent on approval.",
            f"[PROPOSAL] buy {n} {c['LE']} @ {px} (limit, DAY). stop {stop} / target {tgt}. basis is too wide with packers "
            f"short-bought; risk {_money(risk)}.",
        ]
        prop = self.post(t, "pen", r.choice(variants))
        self.hard(prop, "trade_proposal", [c["LE"], f"buy {n}", px, stop], "tagged",
                  idiom="[PROPOSAL]-tagged agent proposal with stop and target")
        # kayla question (near-miss)
        t1 = t + r.randint(40, 200) * 1000
        self.near(self.post(t1, "kayla", self.r.choice([
            f"why not {c['LE2']} instead? {c['ZG']} is wide", f"is that on top of the {self.size['le_prior']} we have?",
            "what's the risk if cash rolls over friday?"]), reply=prop), idiom="question reply to a proposal")
        t2 = t1 + r.randint(60, 600) * 1000
        appr, facts = r.choice([(f"ok do it. {n} {c['LE']}", ["ok do it", c["LE"]]),
                                (f"🤠 send {c['LE']}", ["🤠 send", c["LE"]]),
                                (f"ok send it, {n} @ {px}", ["ok send it", px])])
        a = self.post(t2, "dusty", appr, reply=prop)
        self.hard(a, "trade_approval", facts, "reply", idiom="terse lowercase reply approval naming the contract")
        tnow = t2
        if self.weekend:
            t3 = t2 + r.randint(30, 200) * 1000
            o = self.oid()
            m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|HELD|{c['LE']}|BUY|{n}|LMT|{px}|DAY|{self.ch.acct}|queued_for_open")
            self.hard(m, "trade_confirmation", [o, "HELD", c["LE"], px], "structured")
            self.le_stop_msg = None
            return
        t3 = max(t2 + 30_000, self.at(13, 30, 0, jitter=20))
        o = self.oid()
        m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|ACK|{c['LE']}|BUY|{n}|LMT|{px}|DAY|{self.ch.acct}")
        self.hard(m, "trade_confirmation", [o, "ACK", c["LE"], px], "structured")
        n1 = r.randint(n // 3, n - 5) if r.random() < 0.6 else n
        px2 = self.f("LE", float(px) - 0.025)
        t4 = t3 + r.randint(5, 240) * 1000
        e1 = {"title": f"Fill · {c['LE']}", "description": "Live cattle futures — partial",
              "fields": [{"name": "Side", "value": "BUY", "inline": True},
                         {"name": "Qty", "value": str(n1), "inline": True},
                         {"name": "Price", "value": px, "inline": True},
                         {"name": "Leaves", "value": str(n - n1), "inline": True},
                         {"name": "Account", "value": self.ch.acct, "inline": True}],
              "footer": f"Plains Clearing FCM · ord {o} · exec E-{r.randint(10000, 99999)} · CME"}
        if n1 == n:
            e1["description"] = "Live cattle futures — complete"
        f1 = self.post(t4, "fcm", "", embeds=[e1])
        self.hard(f1, "trade_fill", [c["LE"], "BUY", str(n1), px], "embed")
        t5 = t4 + r.randint(60, 900) * 1000
        f2 = f1
        if n1 == n:
            t5 = t4
        else:
            e2 = {"title": f"Fill · {c['LE']}", "description": "Live cattle futures — complete",
                  "fields": [{"name": "Side", "value": "BUY", "inline": True},
                             {"name": "Qty", "value": str(n - n1), "inline": True},
                             {"name": "Price", "value": px2, "inline": True},
                             {"name": "Leaves", "value": "0", "inline": True},
                             {"name": "Account", "value": self.ch.acct, "inline": True}],
                  "footer": f"Plains Clearing FCM · ord {o} · exec E-{r.randint(10000, 99999)} · CME"}
            f2 = self.post(t5, "fcm", "", embeds=[e2])
            self.hard(f2, "trade_fill", [c["LE"], "BUY", str(n - n1), px2], "embed")
        avg = (n1 * float(px) + (n - n1) * float(px2)) / n
        t6 = t5 + r.randint(1, 5) * 1000
        if r.random() < 0.45:
            fl = self.post(t6, "oms", f"OMS|{_hhmm(t6)}|{o}|FILLED|{c['LE']}|BUY|{n}/{n}|avg {avg:.4f}|DAY|{self.ch.acct}")
            self.hard(fl, "trade_fill", [o, "FILLED", c["LE"], f"{n}/{n}"], "structured",
                      idiom="pipe-delimited OMS FILLED line with n/n qty")
        self.fills += [f1] if f1 == f2 else [f1, f2]
        self.react(f2, t6 + 20_000, "🤠")
        ack = self.post(t6 + r.randint(30, 240) * 1000, "kayla", self.r.choice(["👍", "nice", "ty"]), reply=f2)
        self.noise(ack)
        # thread with stop
        t7 = t6 + r.randint(3, 9) * 60_000
        th = self.new_thread(t7)
        self.threads.append(th)
        stop_txt = lambda s: (f"[STOP] {c['LE']} long {n + self.size['le_prior']} — stop {s} / target {tgt} "
                              f"(OCO working, GTC). Applies to the whole {c['LE']} line.")
        st = self.post(t7, "pen", stop_txt(stop), thread=th)
        self.hard(st, "stop_or_target_change", [c["LE"], "stop", "{FINAL}", tgt], "tagged",
                  idiom="tagged stop message later moved by editing")
        self.pin(st, t7 + r.randint(30, 300) * 1000)
        t8 = t7 + r.randint(4, 10) * 60_000
        self.post(t8, "kayla", f"thread for the {c['LE']} long so the main channel stays readable", thread=th)
        self.near(self.post(t8 + r.randint(60, 500) * 1000, "kayla",
                            f"fwiw a stop under {self.f('LE', float(stop) - 1)} would be sensible if we end up adding after COF",
                            thread=th), idiom="hypothetical stop level with no decision")
        # edits: stop raised twice
        s1 = self.f("LE", float(stop) + r.uniform(0.5, 1.0))
        s2 = self.f("LE", float(s1) + r.uniform(0.5, 1.0))
        te1 = self.at(15, 40, 0, jitter=1800)
        te2 = self.at(17, 25, 0, jitter=1500)
        te1 = max(te1, t8 + 600_000)
        te2 = max(te2, te1 + 600_000)
        self.edit(st, te1, stop_txt(s1) + " (moved 1)")
        self.edit(st, te2, stop_txt(s2) + " (moved 2, trailing under yesterday's low)")
        self.supersede(st, stop)
        self.supersede(st, s1)
        for h in self.cap.hard:
            if h["message_id"] == st:
                h["facts"] = [c["LE"], "stop", s2, tgt]
        self.post(te2 + r.randint(30, 200) * 1000, "dusty", "👍 good. let it ride", thread=th)
        # target removal later (sometimes)
        if r.random() < 0.4:
            t9 = self.at(19, 20, 0, jitter=2400)
            m = self.post(t9, "dusty", f"pulled the {tgt} target on {c['LE']}, stop stays. let em run", thread=th)
            self.hard(m, "stop_or_target_change", [tgt, c["LE"], "pulled"], "untagged",
                      idiom="lowercase target removal in a thread")
        self.le_stop_msg = st

    # ------------------------------------------------------------------ hog feeding margin (shorthand, resize)
    def scene_hog_margin(self):
        r, c, p = self.r, self.c, self.p
        n = r.choice([10, 12, 14, 16])
        hpx = self.f("HE", p["HE"] + r.uniform(0, 0.4))
        cpx = self.f("ZC", p["ZC"])
        cslang = cpx.replace(".25", "'2").replace(".50", "'4").replace(".75", "'6").replace(".00", "'0")
        hstop = self.f("HE", float(hpx) + r.uniform(1.5, 2.2))
        nc = n // 2
        t = self.at(14, 10, 0, jitter=3600) if not self.weekend else self.at(21, 0, 0, jitter=3000)
        txt = r.choice([
            f"s {n} {c['HE']} @ {hpx} vs b {nc} {c['ZC']} {cslang} — feedin margin. stp {hstop} on the hogs",
            f"s {n} {c['HE']} {hpx} / b {nc} {c['ZC']} {cslang}. margin trade, hog stp {hstop}",
        ])
        prop = self.post(t, "dusty", txt)
        self.hard(prop, "trade_proposal", [f"s {n} {c['HE']}", hpx, c["ZC"], hstop], "shorthand",
                  idiom="shorthand s/b feeding-margin spread with corn in tick slang")
        t1 = t + r.randint(10, 60) * 1000
        self.post(t1, "exec", "on it — legging hogs first, corn after the hog fill", reply=prop)
        allowed = n - r.choice([2, 4])
        t2 = t1 + r.randint(2, 10) * 1000
        o = self.oid()
        rs = self.post(t2, "risk", (
            f"fencepost event=RESIZE order={o} sym={c['HE']} side=SELL req_qty={n} allowed_qty={allowed} "
            f"rule=hog_net_short_cap cap={self.size['he_prior'] + allowed} net_after=-{self.size['he_prior'] + allowed}"))
        self.hard(rs, "risk_limit", ["RESIZE", o, c["HE"], f"allowed_qty={allowed}"], "structured",
                  idiom="risk engine resizing an order, key=value")
        nc = allowed // 2
        t3 = t2 + r.randint(1, 4) * 1000
        if self.weekend:
            m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|HELD|{c['HE']}|SELL|{allowed}|LMT|{hpx}|DAY|{self.ch.acct}|queued_for_open")
            self.hard(m, "trade_confirmation", [o, "HELD", c["HE"], hpx], "structured")
            self.hog_stop = None
            return
        m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|ACK|{c['HE']}|SELL|{allowed}|LMT|{hpx}|DAY|{self.ch.acct}")
        self.hard(m, "trade_confirmation", [o, "ACK", c["HE"], f"|{allowed}|"], "structured")
        t4 = t3 + r.randint(20, 400) * 1000
        e = {"title": f"Fill · {c['HE']}", "description": "Lean hog futures",
             "fields": [{"name": "Side", "value": "SELL", "inline": True},
                        {"name": "Qty", "value": str(allowed), "inline": True},
                        {"name": "Price", "value": hpx, "inline": True},
                        {"name": "Account", "value": self.ch.acct, "inline": True}],
             "footer": f"Plains Clearing FCM · ord {o} · CME Globex"}
        f1 = self.post(t4, "fcm", "", embeds=[e])
        self.hard(f1, "trade_fill", [c["HE"], "SELL", str(allowed), hpx], "embed")
        o2 = self.oid()
        t5 = t4 + r.randint(5, 40) * 1000
        if r.random() < 0.6:
            js = json.dumps({"evt": "order_working", "ord": o2, "sym": c["ZC"], "side": "BUY", "qty": nc,
                             "px": cpx, "tif": "DAY", "leg": "feeding_margin"}, separators=(",", ":"))
            m = self.post(t5, "exec", js)
            self.hard(m, "trade_confirmation", [o2, "order_working", c["ZC"], cpx], "structured",
                      idiom="JSON order-working line from the execution agent")
        t6 = t5 + r.randint(5, 120) * 1000
        if r.random() < 0.5:
            m = self.post(t6, "oms", f"OMS|{_hhmm(t6)}|{o2}|FILLED|{c['ZC']}|BUY|{nc}/{nc}|avg {cpx}|DAY|{self.ch.acct}")
            self.hard(m, "trade_fill", [o2, "FILLED", c["ZC"], f"{nc}/{nc}"], "structured")
        # stop order
        o3 = self.oid()
        t7 = t6 + r.randint(30, 300) * 1000
        m = self.post(t7, "oms", f"OMS|{_hhmm(t7)}|{o3}|ACK|{c['HE']}|BUY|{allowed}|STP|{hstop}|GTC|{self.ch.acct}")
        self.hard(m, "trade_confirmation", [o3, "ACK", "STP", hstop], "structured")
        self.fills.append(f1)
        # later: move hog stop by reply
        if r.random() < 0.45:
            return
        t8 = self.at(17, 35, 0, jitter=1500)
        t8 = max(t8, t7 + 600_000)
        ns = self.f("HE", float(hstop) - r.uniform(0.3, 0.6))
        mv = self.post(t8, "dusty", r.choice([f"move hog stop to {ns}", f"tighten the {c['HE']} stop to {ns}, hogs rollin over"]), reply=m)
        self.hard(mv, "stop_or_target_change", [ns, "stop"], "reply",
                  idiom="one-line reply moving a stop on a spread leg")
        t9 = t8 + r.randint(20, 120) * 1000
        mm = self.post(t9, "oms", f"OMS|{_hhmm(t9)}|{o3}|MOD_ACK|{c['HE']}|BUY|{allowed}|STP|{ns}|GTC|{self.ch.acct}")
        self.hard(mm, "trade_confirmation", [o3, "MOD_ACK", ns], "structured")

    # ------------------------------------------------------------------ cash-cattle forward contract with packer
    def scene_fwd_contract(self):
        r, c = self.r, self.c
        if self.weekend or (r.random() < 0.5 and not self.is_first):
            return
        packer, plant = r.choice([("Cargill", "Dodge City"), ("Tyson", "Holcomb"), ("JBS", "Cactus"),
                                  ("National Beef", "Liberal"), ("Cargill", "Friona"), ("JBS", "Grand Island")])
        loads = r.choice([2, 3, 4])
        hd = loads * 38
        basis = r.choice([0.75, 1.00, 1.25, 1.50])
        t = self.at(15, 30, 0, jitter=5400)
        prop = self.post(t, "pen", (
            f"[PROPOSAL] cash fwd: sell {loads} loads (~{hd} hd) {c['LEmon']} wk2 delivery to {packer} {plant} at "
            f"{c['LE']} +{basis:.2f} basis, 1,350–1,500 lb pay weights, their standard grid (63% choice base). Locks the "
            f"basis on pens 14–17 while it's ${r.uniform(1, 3):.2f} over the 3-yr avg."))
        self.hard(prop, "trade_proposal", [packer, f"~{hd} hd", f"+{basis:.2f}"], "tagged",
                  idiom="cash-cattle forward contract proposal in loads/head and basis")
        t1 = t + r.randint(3, 25) * 60_000
        better = basis + 0.25
        a = self.post(t1, "dusty", f"ok do it. try {packer} for +{better:.2f} first, take +{basis:.2f} if he wont", reply=prop)
        self.hard(a, "trade_approval", ["ok do it", packer], "reply")
        t2 = t1 + r.randint(40, 150) * 60_000
        got = r.choice([basis, better])
        final = got - 0.25 if got == better else got - 0.15
        txt = lambda b: (f"fwd contract signed w/ {packer} {plant}: {hd} hd, {c['LEmon']} wk2, {c['LE']} +{b:.2f}, "
                         f"1,350–1,500 lb. copy in the drive")
        fm = self.post(t2, "dusty", txt(got))
        self.hard(fm, "trade_fill", [packer, f"{hd} hd", "{FINAL}"], "untagged",
                  idiom="lowercase cash forward contract fill, basis corrected by edit")
        t3 = t2 + r.randint(10, 50) * 60_000
        self.edit(fm, t3, txt(final) + f" — corrected, buyer shaved it to +{final:.2f} on the grid sheet")
        self.supersede(fm, f"+{got:.2f}")
        for h in self.cap.hard:
            if h["message_id"] == fm:
                h["facts"] = [packer, f"{hd} hd", f"+{final:.2f}"]
        self.noise(self.post(t2 + r.randint(60, 600) * 1000, "kayla", "🤠", reply=fm))

    # ------------------------------------------------------------------ LE puts hedge — rejected
    def scene_put_hedge(self):
        r, c, p = self.r, self.c, self.p
        if r.random() < 0.5 and not self.is_first:
            return
        strike = int(round(p["LE"] - 2, 0))
        prem = self.f("LE", r.uniform(2.4, 3.6))
        n = r.choice([10, 15, 20])
        t = self.at(16, 20, 0, jitter=3600) if not self.weekend else self.at(15, 0, 0, jitter=3600)
        prop = self.post(t, "pen", (
            f"[PROPOSAL] hedge: buy {n} {c['LE']} {strike} puts @ {prem} vs the long — covers COF/holiday gap risk "
            f"that the stop can't. Cost {_money(n * float(prem) * MULT['LE'])}."))
        self.hard(prop, "trade_proposal", [f"{c['LE']} {strike} puts", f"buy {n}", prem], "tagged")
        t0 = t + r.randint(60, 400) * 1000
        self.near(self.post(t0, "kayla", "looks interesting", reply=prop), idiom="'looks interesting' reply that is not an approval")
        t1 = t0 + r.randint(2, 20) * 60_000
        rej = r.choice([f"nah pass on the {c['LE']} puts, too rich. stop's the hedge",
                        f"no. {c['LE']} puts too rich here, pass",
                        f"pass — not payin {prem} for {c['LE']} puts"])
        m = self.post(t1, "dusty", rej, reply=prop)
        self.hard(m, "trade_approval", ["pass", f"{c['LE']} puts"], "reply",
                  idiom="terse rejection of a proposal ('nah pass')")

    # ------------------------------------------------------------------ butter: proposal, approval, ack, cancel/reject
    def scene_butter(self):
        r, c, p = self.r, self.c, self.p
        if r.random() < 0.5:
            return
        n = r.choice([3, 4, 5])
        px = self.f("CB", p["CB"] + r.uniform(0.5, 1.5))
        stop = self.f("CB", float(px) + r.uniform(3, 5))
        t = self.at(14, 40, 0, jitter=3600) if not self.weekend else self.at(17, 0, 0, jitter=3600)
        prop = self.post(t, "curd", (
            f"{c['CB']}: proposing we sell {n} more @ {px} lmt, stop {stop}. Cold storage draw was light, NZ cream is "
            f"cheap and EEX butter is rolling over. Adds to the {self.size['cb_prior']} short."))
        self.hard(prop, "trade_proposal", [c["CB"], f"sell {n}", px, stop], "untagged",
                  idiom="untagged agent proposal led by contract code")
        t1 = t + r.randint(4, 30) * 60_000
        a = self.post(t1, "dusty", r.choice([f"ok send it {n} {c['CB']}", f"👍 send it, {c['CB']} {n}"]), reply=prop)
        self.hard(a, "trade_approval", ["send it", c["CB"]], "reply")
        t2 = t1 + r.randint(30, 200) * 1000
        o = self.oid()
        if self.weekend:
            m = self.post(t2, "oms", f"OMS|{_hhmm(t2)}|{o}|HELD|{c['CB']}|SELL|{n}|LMT|{px}|DAY|{self.ch.acct}|queued_for_open")
            self.hard(m, "trade_confirmation", [o, "HELD", c["CB"], px], "structured")
            return
        t2 = max(t2, self.at(13, 55))
        m = self.post(t2, "oms", f"OMS|{_hhmm(t2)}|{o}|ACK|{c['CB']}|SELL|{n}|LMT|{px}|DAY|{self.ch.acct}")
        self.hard(m, "trade_confirmation", [o, "ACK", c["CB"], px], "structured")
        t3 = self.at(18, 12, 0, jitter=300)
        if r.random() < 0.5:
            m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|CXL|{c['CB']}|SELL|{n}|LMT|{px}|DAY|{self.ch.acct}|reason=EXPIRED_EOD filled=0")
            self.hard(m, "trade_confirmation", [o, "CXL", c["CB"], "EXPIRED_EOD"], "structured",
                      idiom="OMS cancel line for an unfilled day order")
        else:
            e = {"title": f"Order cancelled · {c['CB']}", "description": "Day order expired unfilled",
                 "fields": [{"name": "Side", "value": "SELL", "inline": True},
                            {"name": "Qty", "value": str(n), "inline": True},
                            {"name": "Limit", "value": px, "inline": True},
                            {"name": "Status", "value": "CANCELLED (EOD)", "inline": True}],
                 "footer": f"Plains Clearing FCM · ord {o} · acct {self.ch.acct}"}
            m = self.post(t3, "fcm", "", embeds=[e])
            self.hard(m, "trade_confirmation", [c["CB"], "CANCELLED (EOD)", o], "embed",
                      idiom="embed-only cancel ack from FCM bridge")
        self.post(t3 + r.randint(60, 900) * 1000, "curd", f"{c['CB']} didn't trade at {px}; will re-evaluate after the release rather than chase.")

    # ------------------------------------------------------------------ LE calendar spread
    def scene_calendar(self):
        r, c = self.r, self.c
        if self.weekend or r.random() < 0.65 or (self.is_first and r.random() < 0.6):
            return
        n = r.choice([10, 15, 20])
        spr = self.f("LE", -r.uniform(0.8, 2.4))
        t = self.at(15, 0, 0, jitter=5400)
        prop = self.post(t, "pen", (
            f"[PROPOSAL] {c['LE']}/{c['LE2']} calendar — buy {n} @ {spr} (buy {c['LEmon']}, sell the deferred). "
            f"{c['ZG']} has widened past the 5-yr 80th pct with funds rolling; target flat, stop {self.f('LE', float(spr) - 0.9)}."))
        self.hard(prop, "trade_proposal", [f"{c['LE']}/{c['LE2']}", f"buy {n}", spr], "tagged")
        t1 = t + r.randint(2, 15) * 60_000
        txt, af = r.choice([(f"🤠 send {n} {c['ZG']}", ["🤠 send", f"{n} {c['ZG']}"]), (f"ok do it, {n} spreads", ["ok do it", f"{n} spreads"])])
        a = self.post(t1, "dusty", txt, reply=prop)
        self.hard(a, "trade_approval", af, "reply")
        o = self.oid()
        t2 = t1 + r.randint(30, 180) * 1000
        e = {"title": f"Spread fill · {c['LE']}-{c['LE2']}", "description": "Calendar spread (buy front / sell deferred)",
             "fields": [{"name": "Side", "value": "BUY", "inline": True},
                        {"name": "Qty", "value": str(n), "inline": True},
                        {"name": "Price", "value": spr, "inline": True},
                        {"name": "Account", "value": self.ch.acct, "inline": True}],
             "footer": f"Plains Clearing FCM · ord {o} · CME Globex implied"}
        f = self.post(t2, "fcm", "", embeds=[e])
        self.hard(f, "trade_fill", [f"{c['LE']}-{c['LE2']}", "BUY", str(n), spr], "embed")
        self.fills.append(f)

    # ------------------------------------------------------------------ GF proposal deleted, reposted
    def scene_gf_repost(self):
        r, c, p = self.r, self.c, self.p
        if r.random() < 0.3 and not self.is_first:
            return
        px = self.f("GF", p["GF"] + r.uniform(0.2, 1.5))
        stop = self.f("GF", float(px) + r.uniform(4, 6))
        wrong = r.choice([40, 50, 60])
        right = r.choice([4, 6, 8])
        t = self.at(13, 40, 0, jitter=3600) if not self.weekend else self.at(19, 0, 0, jitter=3600)
        bad = self.post(t, "pen", f"[PROPOSAL] {c['GF']} sell {wrong} @ {px}, stop {stop} — adds to the feeder short into the screwworm bounce.")
        self.hard(bad, "trade_proposal", [c["GF"], f"sell {wrong}", px], "tagged")
        self.delete(bad, t + r.randint(20, 90) * 1000, f"{c['GF']} sell {wrong} @ {px}")
        t1 = t + r.randint(100, 200) * 1000
        good = self.post(t1, "pen", (
            f"[PROPOSAL] {c['GF']} — sell {right} @ {px}, stop {stop}. (prior post had the wrong size, deleted.) "
            f"Adds to the feeder short into the screwworm bounce."))
        self.hard(good, "trade_proposal", [c["GF"], f"sell {right}", px, stop], "tagged")
        t2 = t1 + r.randint(2, 20) * 60_000
        txt, af = r.choice([(f"do it. {right} {c['GF']}", ["do it", f"{right} {c['GF']}"]),
                            (f"ok go {c['GF']} {right}", ["ok go", f"{c['GF']} {right}"])])
        a = self.post(t2, "dusty", txt, reply=good)
        self.hard(a, "trade_approval", af, "reply", idiom="two-word go reply approving a reposted proposal")
        if self.weekend:
            return
        o = self.oid()
        t3 = t2 + r.randint(20, 200) * 1000
        if r.random() < 0.4:
            return
        m = self.post(t3, "oms", f"OMS|{_hhmm(t3)}|{o}|ACK|{c['GF']}|SELL|{right}|LMT|{px}|DAY|{self.ch.acct}")
        self.hard(m, "trade_confirmation", [o, "ACK", c["GF"], px], "structured")
        if r.random() < 0.4:
            t4 = t3 + r.randint(1, 30) * 1000
            m = self.post(t4, "oms", f"OMS|{_hhmm(t4)}|{o}|REJ|{c['GF']}|SELL|{right}|LMT|{px}|DAY|{self.ch.acct}|reason=PRICE_OUTSIDE_BAND")
            self.hard(m, "trade_confirmation", [o, "REJ", "PRICE_OUTSIDE_BAND"], "structured",
                      idiom="OMS reject line with reason")
            self.post(t4 + 40_000, "exec", f"holding the {c['GF']} ticket — need a new limit from you if we still want it.", reply=m)

    # ------------------------------------------------------------------ thesis updates
    def scene_thesis(self):
        r, c = self.r, self.c
        t = self.at(21, 0, 0, jitter=5000)
        if r.random() < 0.4 and not self.is_first:
            return self.scene_thesis_pen()
        m = self.post(t, "dusty", r.choice([
            f"turnin bearish feeders. corn's runnin, placements heavy and the screwworm bounce is done. {c['GF']} gets sold on rallies now",
            f"done bein bullish {c['GF']}. bearish here — corn up, calves comin early, sell rallies",
        ]))
        self.hard(m, "thesis_update", [c["GF"], "bearish"], "untagged",
                  idiom="lowercase cattle-slang view flip")
        self.scene_thesis_pen()

    def scene_thesis_pen(self):
        r, c = self.r, self.c
        if r.random() < 0.3:
            return
        t = self.at(18, 40, 0, jitter=3000)
        a, b = r.choice([(4, 2), (3, 2), (2, 4), (3, 4)])
        m = self.post(t, "pen", (
            f"[THESIS] {c['HE']} short: conviction {a}/5 → {b}/5. "
            + (f"Packer margins back above ${r.randint(15, 35)}/hd and the kill is running {r.randint(2, 5)}% over last year; "
               f"seasonal is with us." if b > a else
               f"Cutout bounced {r.uniform(2, 5):.1f}% and export sales to Mexico picked up; the seasonal case is weaker.")
            + " Position size unchanged."))
        self.hard(m, "thesis_update", [c["HE"], f"{a}/5 → {b}/5"], "tagged",
                  idiom="[THESIS]-tagged conviction change a/5 → b/5")

    # ------------------------------------------------------------------ cold storage / afternoon curd note
    def scene_cold_storage(self):
        r, c, p = self.r, self.c, self.p
        t = self.at(19, 12, 0, jitter=900)
        bstk = r.uniform(230, 300)
        cstk = r.uniform(1380, 1460)
        bell = r.uniform(12, 40)
        pork, beef = r.uniform(380, 470), r.uniform(390, 470)
        by, bm, cy, amy, amm, cm = r.uniform(-9, 6), r.uniform(-12, -2), r.uniform(-4, 3), r.uniform(-4, 3), r.uniform(-2, 2), r.uniform(-2, 2)
        bly, blm, py, pm, ey, em = r.uniform(-30, 20), r.uniform(-20, 20), r.uniform(-10, 8), r.uniform(-6, 6), r.uniform(-8, 6), r.uniform(-6, 6)
        buried = r.random() < 0.7
        verdict = ""
        if buried:
            lvl = r.choice([("high", "medium"), ("medium", "low"), ("medium", "high")])
            verdict = (f"\n\nNet for the book: I'm moving the {c['DC']} long from {lvl[0]} to {lvl[1]} conviction "
                       f"on this report. ")
        note = (
            f"## Cold Storage — first read ({MONTH_NAMES[(self.date.month - 2) % 12]} 30 stocks)\n\n"
            f"**Dairy**\n"
            f"- Butter {bstk:.1f}M lb, {by:+.1f}% y/y, {bm:+.1f}% m/m. Trade guess was {bstk + r.uniform(-8, 8):.1f}M. "
            f"The draw is {r.choice(['lighter than the 5-yr average', 'in line with seasonal', 'bigger than the trade expected'])}.\n"
            f"- Total cheese {cstk:.0f}M lb ({cy:+.1f}% y/y); American {cstk * 0.57:.0f}M, Swiss {r.uniform(18, 26):.1f}M, other {cstk * 0.41:.0f}M.\n"
            f"- Implication: butter is {r.choice(['amply stocked into the holidays', 'not as long as feared', 'heavy for this time of year'])}, "
            f"cheese inventories {r.choice(['keep building as the new plants ramp', 'are finally flattening', 'are tighter than the spot price says'])}.\n\n"
            f"**Meat**\n"
            f"- Pork total {pork:.0f}M lb ({py:+.1f}% y/y), bellies {bell:.1f}M lb — "
            f"{r.choice(['lowest in years', 'up from last month', 'about average'])}.\n"
            f"- Beef {beef:.0f}M lb ({ey:+.1f}% y/y); imported lean trimmings still doing the work.\n"
            f"- Poultry not our business, skipping.\n\n"
            f"**Read-through**\n"
            f"Class III: cheese stocks drive the block price more than anything in this report; with {c['CSC']} quiet "
            f"I'd expect {c['DC']} to follow spot blocks rather than this number. Class IV/butter: the butter figure "
            f"{r.choice(['supports staying short', 'takes some of the edge off the short', 'is neutral for the short'])}; "
            f"if the next GDT prints weak butter it gets easier. We could revisit sizing after the Milk Production report.\n\n"
            f"{self.paras('dairy', 1, heading='**') }"
            f"{verdict}"
            f"\n\n{self.paras('dairy', 2, heading='**')}"
            f"\n\n**Tables**\n| item | stocks | y/y | m/m |\n|---|---|---|---|\n"
            f"| butter | {bstk:.1f} | {by:+.1f}% | {bm:+.1f}% |\n"
            f"| American cheese | {cstk * 0.57:.0f} | {amy:+.1f}% | {amm:+.1f}% |\n"
            f"| total cheese | {cstk:.0f} | {cy:+.1f}% | {cm:+.1f}% |\n"
            f"| pork bellies | {bell:.1f} | {bly:+.1f}% | {blm:+.1f}% |\n"
            f"| total pork | {pork:.0f} | {py:+.1f}% | {pm:+.1f}% |\n"
            f"| beef | {beef:.0f} | {ey:+.1f}% | {em:+.1f}% |\n\n"
            f"_source: USDA NASS Cold Storage; trade estimates from the desk survey ({r.randint(5, 9)} responses)_"
        )
        if self.weekend:
            note = note.replace("Cold Storage — first read", "Cold Storage recap (weekend notes)")
        mid = self.post(t, "curd", note)
        if buried:
            self.hard(mid, "thesis_update", [c["DC"], f"{lvl[0]} to {lvl[1]} conviction"], "buried",
                      idiom="conviction change buried in a long report")
        else:
            self.near(mid, idiom="long report with trading words but no decision")
        # thread on the note with a route decision
        t1 = t + r.randint(5, 20) * 60_000
        th = self.new_thread(t1)
        self.threads.append(th)
        self.post(t1, "kayla", "can i get the cheese section broken out for the watchlist sheet?", thread=th)
        t2 = t1 + r.randint(1, 6) * 60_000
        m = self.post(t2, "curd", f"Routing the cheese section to kayla.m for the watchlist sheet; {c['CSC']} stays watch-only.", thread=th)
        self.hard(m, "route_decision", ["kayla.m", "cheese section"], "untagged",
                  idiom="prose routing of a report section to a person")
        t3 = t2 + r.randint(2, 15) * 60_000
        self.noise(self.post(t3, "kayla", "thx", thread=th))
        t4 = t3 + r.randint(3, 12) * 60_000
        self.post(t4, "curd", (
            f"Cheese section for the sheet:\n- American cheese stocks are the number that matters for {c['CSC']} and for the "
            f"Class III protein value.\n- The y/y change has turned {r.choice(['positive', 'less negative', 'flat'])} as the new plants ramp.\n"
            f"- Spot blocks have not reacted much to stock builds this year because exports absorbed the extra output.\n"
            f"- Watch level for the sheet: a block print below ${p['CSC'] - 0.05:.2f} would be the first sign the export "
            f"outlet is saturating.\n- Barrel stocks are not reported separately; the barrel/block spread is the proxy."), thread=th)

    # ------------------------------------------------------------------ near misses
    def near_misses(self):
        r, c, p = self.r, self.c, self.p
        items = []
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "kayla", r.choice([
            f"what if we bought {c['LE2']} here instead and rolled in {c['LEmon']}?",
            f"hypothetically, if we put on the cattle crush (long {c['LE']} / short {c['GF']} + corn), what size would risk even let us do?",
            f"q: would a {c['CSC']} long make sense if blocks hold $1.70? not proposing, just curious",
        ])), idiom="hypothetical 'what if we bought' question")))
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "kayla", (
            f"paper acct: b 10 {c['CSC']} @ {self.f('CSC', p['CSC'])} and s 5 {c['DK']} @ {self.f('DK', p['DK'])} — "
            f"sim only, tracking it for my review")), idiom="paper trade in shorthand")))
        def simfill(t):
            px = self.f("HE", p["HE"] + 5.4)
            self.near(self.post(t, "oms", f"OMS|{_hhmm(t)}|SIM-{r.randint(1000, 9999)}|FILL|{c['HE3']}|BUY|10|{px}|DAY|paper-kayla"),
                      idiom="sim/paper fill in OMS pipe format")
        if not self.weekend:
            items.append((HOUR_W, simfill))
        items.append((HOUR_W, lambda t: self.near(self.post(t, "pen", (
            f"Backtest (2014–2025), cattle crush entry when COF placements surprise < -3%: {r.randint(28, 52)} trades, "
            f"avg +${r.randint(300, 900)}/spread, hit rate {r.randint(52, 68)}%, max DD ${r.randint(9, 30)},{r.randint(100, 999)}. "
            f"Simulated fills at settle +1 tick. Not a recommendation yet.")), idiom="backtest with simulated fills")))
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "dusty", r.choice([
            "back in aug '19 when holcomb burned we were long 60 LEQ9 and ate 4 limit days. sold the last 20 at 99.400. dont forget it",
            "april 2020 we bought 40 GFK0 at 111.250 the day before they went limit down. history rhymes",
            "last yr we sold hogs at 102 in june and covered 88. same setup? maybe. not yet",
        ])), idiom="war story with past-tense fills")))
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "marcus", r.choice([
            f"fyi grains desk bought 200 {c['ZC1']} @ {self.f('ZC', p['ZC'] - 8)} this am, not you guys — just so nobody double counts corn",
            f"grains moved our {c['ZC1']} stop to {self.f('ZC', p['ZC'] - 20)}, ignore if you see it on the drop copy",
        ] if not self.weekend else [
            f"fyi grains desk is rolling 300 {c['ZC1']} into {c['ZC']} at monday's open, not you guys — ignore it on the drop copy",
        ])), idiom="other desk's trade posted in this channel")))
        def other_alloc(t):
            acct, name = r.choice(self.ch.other_accts)
            sym = r.choice([c["GF1"], c["LE"], c["HE1"], c["DC1"]])
            root = sym[:2]
            e = {"title": f"Allocation · {sym}", "description": f"Give-up allocation for {name}",
                 "fields": [{"name": "Account", "value": f"{acct} ({name})", "inline": True},
                            {"name": "Side", "value": r.choice(["BUY", "SELL"]), "inline": True},
                            {"name": "Qty", "value": str(r.choice([20, 40, 60, 80])), "inline": True},
                            {"name": "Price", "value": self.f(root, self.p[root] + r.uniform(-1, 1) * TICK[root] * 20), "inline": True}],
                 "footer": f"Plains Clearing FCM · allocation {r.randint(100000, 999999)} · not acct {self.ch.acct}"}
            self.near(self.post(t, "fcm", "", embeds=[e]), idiom="FCM allocation embed for another client")
        if not self.weekend:
            items.append((HOUR_W, other_alloc))
            if r.random() < 0.8:
                items.append((HOUR_W, other_alloc))
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "dusty", r.choice([
            f"we should send the butter soon if NZ keeps slidin",
            f"might want to think about {c['HE1']} puts before hog & pigs. not yet",
            f"somebody ought to look at {c['DK']} — IV is cheap to III",
        ])), idiom="'we should' musing without a decision")))
        items.append((HOUR_W, lambda t: self.near(self.post(t, "pen", (
            f"If COF placements print under 95% I'd want to add 10 {c['LE']} on the open — not proposing yet, "
            f"will write it up after the number.")), idiom="conditional future proposal")))
        items.append((HUMAN_W, lambda t: self.near(self.post(t, "kayla", r.choice([
            f"what's our avg on the {c['DC']} now?", f"are we still short {c['CB']} or did that get covered?",
            f"who's got the {c['GF']} stop level? not seeing it pinned"])), idiom="position question")))
        def stmt(t):
            px = self.f("LE", p["LE"] - r.uniform(0.5, 2))
            e = {"title": "Prior-day statement · trades", "description": f"Trade date {self.prev_weekday().strftime('%m/%d')}",
                 "fields": [{"name": "BUY", "value": f"{r.choice([5, 10])} {c['LE']} @ {px}", "inline": False},
                            {"name": "SELL", "value": f"{r.choice([4, 6])} {c['GF']} @ {self.f('GF', p['GF'] + 2)}", "inline": False}],
                 "footer": f"Plains Clearing FCM · daily statement · acct {self.ch.acct}"}
            self.near(self.post(t, "fcm", "", embeds=[e]), idiom="prior-day statement embed (history)")
        items.append(((lambda: [0] * 10 + [5, 5] + [0] * 12)(), stmt))
        for w, fn in items:
            lo, hi = (11, 23)
            fn(self.rand_time(weights=w, lo=lo, hi=hi))

    # ------------------------------------------------------------------ cash relay (other feedlots)
    def cash_relay(self):
        r, c, p = self.r, self.c, self.p
        if self.weekend:
            return
        yards = ["Sandhill Feeders (NE)", "Dry Creek Cattle (KS)", "Buffalo Wallow Feedyard (TX)", "Kiowa Yards (OK)",
                 "Platte Valley Feeders (NE)", "Cimarron Pens (KS)", "Hereford Hills (TX)", "Loup River Cattle (NE)"]
        buyers = ["Cargill", "Tyson", "JBS", "National Beef", "Greater Omaha"]
        for i in range(r.randint(4, 6)):
            t = self.rand_time(lo=16, hi=22)
            yard = r.choice(yards)
            live = p["LE"] + r.uniform(1, 5)
            kind = r.random()
            if kind < 0.4:
                txt = f"📡 cash | {yard} | bid ${live:.2f} live by {r.choice(buyers)} on {r.randint(1, 6) * 40} hd | passed, asking ${live + 2:.2f}"
            elif kind < 0.75:
                txt = f"📡 cash | {yard} | TRADED {r.randint(1, 8) * 40} hd ${live:.2f} live to {r.choice(buyers)} (2-wk delivery)"
            else:
                txt = f"📡 cash | {yard} | dressed bid ${live * 1.57:.2f} by {r.choice(buyers)}, {r.randint(1, 4)} loads | no trade"
            self.near(self.post(t, "cash", txt), idiom="relay of another feedlot's cash trade" if i == 0 else None)
        if r.random() < 0.6:
            t = self.rand_time(lo=17, hi=21)
            self.post(t, "dusty", r.choice(["cash is quiet, packers sittin on their hands", "kansas tradin 2 higher, north still untested",
                                            "the south traded, north'll be friday"]))

    # ------------------------------------------------------------------ chatter (other)
    def chatter(self):
        r, c, p = self.r, self.c, self.p
        W = "weekday"  # weekday-only line
        A = "any"      # any day
        E = "weekend"  # weekend-only line
        dusty = [
            ("mornin", 11, 13, A), ("fats look heavy this week", 12, 23, A), (f"boxes firm, choice +{r.uniform(0.5, 3):.2f}", 16, 22, W),
            ("carcass weights still climbin", 11, 23, A), ("feeders givin it back, corn's up", 14, 19, W), ("hogs actin sick", 14, 19, W),
            ("spec longs still heavy in LE, watch the fund roll", 11, 23, A), (f"{c['ZG']} actin tight today", 14, 19, W),
            ("packer margins back in the black, they'll get pushy on the showlist", 11, 23, A),
            ("rain in the panhandle, yearlings'll stay out on wheat longer", 11, 23, A), ("cutout's the only bull left standin", 12, 23, A),
            ("calves comin off grass early up north", 11, 23, A), ("dry in the sandhills again", 11, 23, A),
            ("heifers still goin in the feedyard, no retention yet", 11, 23, A), ("kill's big for this time of year", 12, 23, A),
            ("everybody and their dog is long cattle", 11, 23, A), ("quiet tape", 14, 18, W), ("lunch. back at 1", 17, 18, W),
            ("grid premiums holdin, choice/select spread wide", 12, 23, A), ("mexico border still shut, no feeders comin", 11, 23, A),
            ("nebraska dressed untested", 16, 23, W), ("hogs bouncin on short coverin", 14, 19, W),
            ("funds gonna roll next week, watch the spreads", 11, 23, A), ("closed. headin to the pens", 18, 20, W),
            ("anybody seen the showlist numbers yet", 12, 16, A), ("cash'll be late again this week", 14, 22, W),
            ("fixin fence all mornin", 13, 18, E), ("sunday night globex is gonna be thin", 18, 23, E),
            ("whoever left the pen-rider alerts on for saturday, thanks i guess", 13, 20, E),
            ("gonna look at the book tonight, dont change nothin till then", 14, 21, E),
            ("saw a pot of yearlings go by on 83, heavy ones", 13, 21, E), ("football's on, back at halftime", 17, 23, E),
            ("kids want to show steers next year. lord help me", 13, 22, E), ("weekend cash is a rumor mill, ignore it", 13, 22, E),
        ]
        kayla = [
            ("morning all", 11, 13, A), ("pulled the COF whisper numbers into the sheet", 12, 16, A),
            ("sheet's updated with the settles", 19, 23, A), ("LMR report came in late again", 17, 22, W),
            ("anyone else's chart feed lagging?", 14, 19, W), ("grabbing coffee, back in 5", 12, 20, A),
            ("GDT calendar updated in the drive", 11, 22, A), ("uploaded the showlist survey", 12, 20, A),
            ("cheese tab has the new capacity numbers", 12, 22, A), ("the cold storage template is fixed now", 12, 19, A),
            ("ok heading out, back tomorrow", 22, 24, A), ("nebraska weather loop is ugly", 11, 22, A),
            ("reading the hogs & pigs methodology doc, it's dense", 12, 23, A), ("fixed the broken links in the drive", 12, 23, A),
            ("catching up on the weekly reviews", 13, 20, E), ("anyone around today?", 13, 17, E),
            ("building the monday checklist", 17, 23, E), ("cleaned up the COF archive tab", 13, 22, E),
            ("weekend reading: the old cattle cycle papers. wild", 14, 22, E),
        ]
        curd = [
            ("Spot call: blocks unchanged, no loads traded. Barrels +0.50¢ on 2 loads.", 16, 18, W),
            ("Butter on the spot call: 3 bids left uncovered; offers pulled at the close.", 16, 18, W),
            ("NZX WMP futures drifted lower into the Asia close; not much volume.", 6, 12, A),
            ("Milk Production report date confirmed; I'll pre-write the template.", 10, 23, A),
            ("EU butter quotations firmer for a second week; the US discount to EU is widening.", 9, 20, A),
            ("Class III curve flattened a bit today; spot-to-deferred spread narrowest since summer.", 18, 23, W),
            ("Spot whey steady; WPC demand still carrying the whey complex.", 16, 22, W),
            ("Reminder: the Dairy Products report is Monday at 2pm CT.", 12, 23, A),
        ]
        pen = [
            ("Negotiated cash: light trade in the South, North untested.", 16, 23, W),
            ("Boxed beef afternoon: Choice firmer on 88 loads; rib and loin carrying it.", 19, 23, W),
            ("Hog carcass weights up 0.4 lb w/w; kill 2.6M head est.", 12, 23, A),
            ("COT update ingested; managed money added to LE length again.", 12, 23, A),
            ("Feeder auction receipts running above last year at OKC.", 12, 23, A),
            ("Pork cutout softer on bellies; hams steady.", 17, 23, W),
            ("Slaughter estimate for tomorrow: 118k cattle, 489k hogs.", 19, 23, W),
        ]
        exec_ = [("drop copy caught up", 13, 20, W), ("reconciling fills vs FCM — matched", 18, 22, W),
                 ("no working orders outside the book", 18, 23, W), ("idle; nothing working", 10, 23, A)]
        n_d = r.randint(16, 22) if not self.weekend else r.randint(18, 22)
        n_k = r.randint(9, 12) if not self.weekend else r.randint(10, 12)
        n_c = r.randint(5, 7) if not self.weekend else 3
        n_p = r.randint(5, 7) if not self.weekend else 3
        for pool, who, k in [(dusty, "dusty", n_d), (kayla, "kayla", n_k), (curd, "curd", n_c), (pen, "pen", n_p), (exec_, "exec", 2)]:
            pool = [x for x in pool if x[3] == A or x[3] == (E if self.weekend else W)]
            for _ in range(k):
                opts = [x for x in pool if x[0] not in self.used] or pool
                text, lo, hi, _w = r.choice(opts)
                self.used.add(text)
                w = HUMAN_W if who in ("dusty", "kayla") else HOUR_W
                if sum(w[lo:hi]) <= 0:
                    w = HOUR_W
                t = self.rand_time(weights=w, lo=lo, hi=hi)
                self.post(t, who, text)
        # emoji acks on news/fills
        targets = [m for m in self.fills] + [h[0] for h in self.held_news]
        for mid in r.sample(targets, min(len(targets), r.randint(4, 6))):
            t = self.cap.msgs[mid]["ms"] + r.randint(20, 900) * 1000
            who = r.choice(["dusty", "kayla"])
            self.noise(self.post(t, who, r.choice(["👍", "thx", "🤠", "ok", "ty", "k", "nice", "👀"]), reply=mid))

    # ------------------------------------------------------------------ deletes, bulk delete, forget
    def cleanup_ops(self):
        r, c, p = self.r, self.c, self.p
        # duplicate relay posts after the crash, bulk deleted by the moderator
        t = self.at(r.choice([16, 17, 18]), r.randint(0, 50), 0, jitter=300) if not self.weekend else self.at(14, 0, 0, jitter=3000)
        dups = []
        snips = []
        for i in range(3):
            tag = f"dup#{r.randint(1000, 9999)}"
            txt = f"📡 cash | replay {tag} | LM_CT154 row {r.randint(10, 99)} re-sent after restart, ignore"
            dups.append(self.post(t + i * 900, "cash", txt))
            snips.append(f"replay {tag}")
        self.bulk_delete(dups, t + r.randint(2, 8) * 60_000, snips)
        # a duplicate heartbeat deleted
        t = self.at(r.choice([2, 5, 8]), 31, 0, jitter=60)
        hb = self.post(t, "pulse", f"♥ pulse gw=ok lat=0ms q=0 shards=2/2 (stale duplicate {r.randint(100, 999)})")
        self.delete(hb, t + 45_000, "stale duplicate")
        # forget: a message with a buyer's phone number
        t = self.rand_time(weights=HUMAN_W, lo=14, hi=20)
        ph = f"620-555-0{r.randint(100, 199)}"
        m = self.post(t, "kayla", f"Cargill buyer said call him direct on {ph} if we want to talk grids")
        self.forget(m, t + r.randint(5, 30) * 60_000, ph)
        # forget: a voice-broker fill with a full account reference (hard event, forgotten)
        if not self.weekend and (r.random() < 0.5 or self.is_first):
            t = self.at(16, 45, 0, jitter=3000)
            n = r.choice([3, 5])
            px = self.f("LE", p["LE"] - 0.3)
            acctx = f"{self.ch.acct}-VB{r.randint(10, 99)}"
            m = self.post(t, "dusty", f"voice fill: bought {n} {c['LE']} {px} via the broker, acct {acctx}, they'll give it up tonight")
            self.hard(m, "trade_fill", [c["LE"], f"bought {n}", px], "untagged")
            self.forget(m, t + r.randint(3, 20) * 60_000, acctx)
            m2 = self.post(t + r.randint(21, 40) * 60_000, "admin", "removed a message with full account details. please don't paste acct suffixes here")
        # route/no-route late: dusty routes a cash summary to pen-rider
        t = self.late_route_t
        if r.random() < 0.6:
            return
        m = self.post(t, "dusty", r.choice(["@pen-rider take the showlist survey, want it for tomorrow's cash call",
                                            "send the hog margin sheet to pen-rider, he owns it now"]))
        self.hard(m, "route_decision", ["pen-rider"] + (["showlist survey"] if "showlist" in self.cap.msgs[m]["content"] else ["hog margin sheet"]),
                  "untagged")


# ----------------------------------------------------------------------------- generate
def _day_ok(dc):
    n = len(dc.msgs)
    size = sum(len(message_text(m["content"], m["embeds"]).encode("utf-8")) for m in dc.msgs.values())
    frac = len(dc.noise) / n
    return (190 <= n <= 310 and 73_000 <= size <= 116_000 and 0.27 <= frac <= 0.38
            and 28 <= len(dc.hard) <= 42 and (not dc.idioms or 10 <= len(dc.idioms) <= 20))


def _build_day(ch, seed, start, is_first):
    """Build one channel-day; re-roll (deterministically) until it is inside the target envelope."""
    best = None
    for attempt in range(40):
        dc = Capture()
        day = Day(dc, ch, seed if attempt == 0 else f"{seed}~{attempt}", start, is_first)
        day.build()
        day.finish_idioms()
        if _day_ok(dc):
            return dc
        if best is None:
            best = dc
    return best


def _merge(cap, dc):
    cap.events.extend((ms, n + cap.n, ev) for ms, n, ev in dc.events)
    cap.n += dc.n + 1
    cap.msgs.update(dc.msgs)
    cap.hard.extend(dc.hard)
    cap.superseded.extend(dc.superseded)
    cap.removed.extend(dc.removed)
    cap.noise.extend(dc.noise)
    cap.near.extend(dc.near)
    cap.idioms.extend(dc.idioms)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    cap = Capture()
    for ci in range(channels):
        ch = Channel(cap, seed, ci)
        for d in range(days):
            start = end_ms - (days - d) * DAY_MS
            _merge(cap, _build_day(ch, seed, start, is_first=(ci == 0 and d == days - 1)))
    cap.events.sort(key=lambda x: (x[0], x[1]))
    events = [e for _, _, e in cap.events]
    hard = []
    for h in cap.hard:
        info = cap.msgs[h["message_id"]]
        st = info["state"]
        hard.append({"channel_id": info["channel"], "message_id": h["message_id"],
                     "event_type": h["event_type"], "facts": h["facts"], "phrasing": h["phrasing"],
                     "final_state": st})
    labels = {
        "desk": DESK,
        "hard_events": hard,
        "superseded_facts": cap.superseded,
        "removed_texts": cap.removed,
        "noise_message_ids": cap.noise,
        "near_miss_ids": cap.near,
        "idioms": cap.idioms,
    }
    return {"events": events, "labels": labels}


# ----------------------------------------------------------------------------- checks
def check(events, labels, verbose=True, out=None):
    """Re-read a capture + labels and return a list of problems; print per channel-day stats if verbose."""
    out = out or sys.stdout
    msgs = {}
    problems = []
    last_ms = -1
    for i, ev in enumerate(events):
        op = ev["op"]
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                problems.append(f"line {i}: missing {k}")
        if op == "create":
            m = ev["message"]
            ms = (int(m["id"]) >> 22) + EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                problems.append(f"id/created_at mismatch {m['id']}")
            t = ms
            msgs[m["id"]] = {"channel": ev["channel_id"], "parent": ev.get("parent_channel_id"),
                             "content": m["content"], "embeds": m.get("embeds") or [], "state": "live",
                             "ms": ms, "ref": m.get("reference_id")}
            if m.get("reference_id") and m["reference_id"] not in msgs:
                problems.append(f"reply to unknown/later message {m['id']}")
        else:
            key = {"edit": "edited_at", "delete": "deleted_at", "bulk_delete": "deleted_at"}.get(op, "at")
            t = int(datetime.strptime(ev[key], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
            if op == "edit":
                msgs[ev["message_id"]]["content"] = ev["content"]
                if msgs[ev["message_id"]]["state"] == "live":
                    msgs[ev["message_id"]]["state"] = "edited"
            elif op == "delete":
                msgs[ev["message_id"]]["state"] = "deleted"
            elif op == "bulk_delete":
                for x in ev["message_ids"]:
                    msgs[x]["state"] = "deleted"
            elif op == "forget":
                msgs[ev["message_id"]]["state"] = "forgotten"
        if t < last_ms:
            problems.append(f"line {i}: time goes backwards")
        last_ms = t
    ids = [int(ev["message"]["id"]) for ev in events if ev["op"] == "create"]
    if ids != sorted(ids):
        problems.append("message ids not ordered with time")
    if len(set(ids)) != len(ids):
        problems.append("duplicate message ids")

    def text(mid):
        m = msgs[mid]
        return message_text(m["content"], m["embeds"])

    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            problems.append(f"label id missing {mid}")
            continue
        if msgs[mid]["channel"] != h["channel_id"]:
            problems.append(f"channel mismatch {mid}")
        if msgs[mid]["state"] != h["final_state"]:
            problems.append(f"final_state mismatch {mid} {msgs[mid]['state']} vs {h['final_state']}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"facts count {mid} {h['facts']}")
        for fct in h["facts"]:
            if fct not in text(mid):
                problems.append(f"fact {fct!r} not in {mid}: {text(mid)[:120]!r}")
    live_text = "\n".join(text(m) for m, v in msgs.items() if v["state"] in ("live", "edited"))
    for cid, mid, old in labels["superseded_facts"]:
        if old in text(mid):
            problems.append(f"superseded {old!r} still in {mid}")
    for s in labels["removed_texts"]:
        if s in live_text:
            problems.append(f"removed snippet {s!r} still visible")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in msgs:
            problems.append(f"noise/near id missing {mid}")
        if mid in hard_ids:
            problems.append(f"noise/near id is hard {mid}")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        problems.append("noise and near overlap")
    for idm in labels["idioms"]:
        if idm["message_id"] not in msgs:
            problems.append(f"idiom id missing {idm['message_id']}")
    # per channel-day stats
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    stats = {}
    for mid, m in msgs.items():
        root = m["parent"] or m["channel"]
        day = datetime.fromtimestamp(m["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        s = stats.setdefault((root, day), {"messages": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["messages"] += 1
        s["bytes"] += len(text(mid).encode("utf-8"))
        if mid in noise:
            s["noise"] += 1
        if mid in near:
            s["near"] += 1
    for h in labels["hard_events"]:
        m = msgs[h["message_id"]]
        root = m["parent"] or m["channel"]
        day = datetime.fromtimestamp(m["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        s = stats[(root, day)]
        s["hard"] += 1
        s["types"][h["event_type"]] = s["types"].get(h["event_type"], 0) + 1
    for k, s in sorted(stats.items()):
        frac = s["noise"] / s["messages"]
        flags = []
        if not 180 <= s["messages"] <= 320:
            flags.append("messages")
        if not 70_000 <= s["bytes"] <= 120_000:
            flags.append("bytes")
        if not 0.25 <= frac <= 0.40:
            flags.append("noise%")
        if not 25 <= s["hard"] <= 45:
            flags.append("hard")
        if flags:
            problems.append(f"out of range {k}: {flags}")
        if verbose:
            print(f"{k[0]} {k[1]}: msgs={s['messages']} bytes={s['bytes']} hard={s['hard']} "
                  f"noise={s['noise']} ({frac:.0%}) near={s['near']} types={dict(sorted(s['types'].items()))}"
                  + (f"  OUT OF RANGE: {flags}" if flags else ""), file=out)
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"idioms count {len(labels['idioms'])}")
    if verbose:
        print(f"events={len(events)} hard={len(labels['hard_events'])} noise={len(noise)} near={len(near)} "
              f"idioms={len(labels['idioms'])} superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}", file=out)
    return problems


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true", help="skip re-reading the output and printing stats")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if not a.no_check:
        back = []
        with open(a.out, encoding="utf-8") as fh:
            for line in fh:
                back.append(json.loads(line))
        with open(a.labels, encoding="utf-8") as fh:
            labels = json.load(fh)
        probs = check(back, labels, out=sys.stderr)
        for p in probs:
            print("PROBLEM:", p, file=sys.stderr)
        return 1 if probs else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
