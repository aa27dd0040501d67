"""London bank FX e-trading desk (spot / forwards / swaps / NDF) on ECNs.

Seeded generator of a busy Discord channel capture plus ground-truth labels.
Standard library only.  Run:
    python -m tests.desks.london_fx_ecn_liquidity_desk --out cap.jsonl --labels labels.json
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "london_fx_ecn_liquidity_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318840275614922853"
CHANNEL_BASE = 1319027361882470400
DEFAULT_END = datetime(2026, 11, 13, 0, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "gaz": ("Gaz Pryce", "1108437719203455026", False),
    "olly": ("Olly H", "1108440183762902111", False),
    "priya": ("Priya N", "1108441962518770748", False),
    "tomek": ("Tomek W", "1108443305119633469", False),
    "hattie": ("Hattie (sales)", "1108445127735926894", False),
    "jonno": ("Jonno", "1108446893004182590", False),
    "bridge": ("ecn-bridge", "1120918334420312166", True),
    "pxe": ("pxengine", "1120919016651251774", True),
    "oms": ("OMS", "1120919705334944839", True),
    "risk": ("riskbot", "1120920571882340443", True),
    "news": ("newswire", "1120921208757026926", True),
    "strat": ("macro-strat", "1120922117600571452", True),
    "cron": ("cron", "1120922968922669146", True),
    "ci": ("ci-bot", "1120923544297279548", True),
    "alerts": ("px-alerts", "1120924170628673597", True),
    "pnl": ("pnlbot", "1120924839435552839", True),
    "hb": ("heartbeat", "1120925404202635284", True),
    "exec": ("exec-agent", "1120926011952986162", True),
}

# pair: (slash name, mid, bot dp, chat dp, nickname, pip)
PAIRS = {
    "EURUSD": ("EUR/USD", 1.0862, 5, 4, "fibre", 0.0001),
    "GBPUSD": ("GBP/USD", 1.2714, 5, 4, "cable", 0.0001),
    "USDJPY": ("USD/JPY", 151.42, 3, 2, "yen", 0.01),
    "EURGBP": ("EUR/GBP", 0.8542, 5, 4, "eurgbp", 0.0001),
    "EURCHF": ("EUR/CHF", 0.9573, 5, 4, "eurchf", 0.0001),
    "AUDUSD": ("AUD/USD", 0.6612, 5, 4, "aussie", 0.0001),
    "USDCAD": ("USD/CAD", 1.3612, 5, 4, "loonie", 0.0001),
    "NZDUSD": ("NZD/USD", 0.6034, 5, 4, "kiwi", 0.0001),
    "USDNOK": ("USD/NOK", 10.612, 4, 3, "nokkie", 0.001),
    "USDSEK": ("USD/SEK", 10.455, 4, 3, "stocky", 0.001),
    "EURPLN": ("EUR/PLN", 4.2710, 4, 4, "zloty", 0.0001),
    "EURHUF": ("EUR/HUF", 392.45, 2, 2, "forint", 0.01),
    "EURCZK": ("EUR/CZK", 25.262, 3, 3, "koruna", 0.001),
    "USDINR": ("USD/INR", 83.345, 3, 3, "inr ndf", 0.001),
    "USDKRW": ("USD/KRW", 1373.5, 2, 1, "krw ndf", 0.1),
}
CCY_OF = {p: (p[3:] if p[:3] in ("USD",) else p[:3]) for p in PAIRS}
CCY_OF["EURPLN"] = "PLN"; CCY_OF["EURHUF"] = "HUF"; CCY_OF["EURCZK"] = "CZK"
CCY_OF["EURCHF"] = "CHF"; CCY_OF["EURGBP"] = "GBP"; CCY_OF["EURUSD"] = "EUR"

CB = {
    "GBP": ("BOE", "Bank of England", "UK", "Bailey"),
    "EUR": ("ECB", "European Central Bank", "EZ", "Lagarde"),
    "JPY": ("BOJ", "Bank of Japan", "JAPAN", "Ueda"),
    "CHF": ("SNB", "Swiss National Bank", "SWISS", "Schlegel"),
    "AUD": ("RBA", "Reserve Bank of Australia", "AUSTRALIA", "Bullock"),
    "CAD": ("BOC", "Bank of Canada", "CANADA", "Macklem"),
    "NZD": ("RBNZ", "Reserve Bank of New Zealand", "NZ", "Orr"),
    "NOK": ("NORGES BANK", "Norges Bank", "NORWAY", "Wolden Bache"),
    "SEK": ("RIKSBANK", "Riksbank", "SWEDEN", "Thedeen"),
    "PLN": ("NBP", "National Bank of Poland", "POLAND", "Glapinski"),
    "HUF": ("MNB", "Magyar Nemzeti Bank", "HUNGARY", "Varga"),
    "CZK": ("CNB", "Czech National Bank", "CZECH", "Michl"),
    "INR": ("RBI", "Reserve Bank of India", "INDIA", "Malhotra"),
    "KRW": ("BOK", "Bank of Korea", "S.KOREA", "Rhee"),
    "TRY": ("CBRT", "Turkish central bank", "TURKEY", "Karahan"),
    "ZAR": ("SARB", "SA Reserve Bank", "S.AFRICA", "Kganyago"),
    "MXN": ("BANXICO", "Banxico", "MEXICO", "Rodriguez Ceja"),
    "BRL": ("BCB", "Brazil central bank", "BRAZIL", "Galipolo"),
    "CLP": ("BCCH", "Chile central bank", "CHILE", "Costa"),
    "ILS": ("BOI", "Bank of Israel", "ISRAEL", "Yaron"),
}

POLICY_RATE = {"GBP": 4.75, "EUR": 3.25, "JPY": 0.25, "CHF": 1.00, "AUD": 4.35, "CAD": 3.75, "NZD": 4.75,
               "NOK": 4.50, "SEK": 2.75, "PLN": 5.75, "HUF": 6.50, "CZK": 4.00, "INR": 6.50, "KRW": 3.25,
               "TRY": 47.50, "ZAR": 7.75, "MXN": 10.25, "BRL": 11.25, "CLP": 5.25, "ILS": 4.50}

CONFIGS = [
    dict(name="fx-g10-ecn", traders=["olly", "jonno"], held=["GBPUSD", "EURUSD", "USDJPY"],
         watch=["EURCHF", "AUDUSD"], swap="EURUSD"),
    dict(name="fx-cee-ndf", traders=["priya", "tomek"], held=["EURPLN", "EURHUF", "USDINR", "USDKRW"],
         watch=["EURCZK"], swap="EURPLN"),
    dict(name="fx-client-streaming", traders=["olly", "hattie"], held=["EURUSD", "USDCAD", "EURGBP"],
         watch=["USDNOK", "NZDUSD"], swap="EURGBP"),
    dict(name="fx-fwds-swaps", traders=["jonno", "priya"], held=["GBPUSD", "USDJPY", "USDKRW"],
         watch=["USDINR", "USDSEK"], swap="GBPUSD"),
]
VENUES = ["EBS", "Matching", "Cboe FX", "EBS Direct", "FXall"]
CLIENTS = ["NORDLICHT_AM", "HALDEN_SHIPPING", "ARDEN_PENSION", "KESTREL_MACRO", "VALMONT_FOODS",
           "SEVERN_UTIL", "TARN_CAPITAL", "ORWELL_INS", "BRECON_AUTO", "LOMOND_GLOBAL",
           "PEAK_DISTRICT_RE", "WEAVER_CHEM"]


IDIOM_KEEP = [
    "one-letter side shorthand 'b N pair @ px sl'",
    "proposal buried in a long market-colour message",
    "short reply approval ('ok go' / '👍 send it')",
    "lead's one-line rejection as a reply",
    "OMS JSON ExecutionReport ordStatus NEW",
    "embed-only deal ticket with fields/footer",
    "'paid/given N <nick> px' chat fill",
    "'given, N @ px' reply to own proposal",
    "voice 'mine/yours N at px' fill",
    "stop line edited twice in place",
    "bridge key=value RFS outcome=DONE",
    "RFS outcome NOT_DONE/EXPIRED (no fill)",
    "riskbot key=value NOP BREACH",
    "pricing engine kill switch on loss limit",
    "held-ccy headline via central bank (no pair named)",
    "view change buried mid-note by research agent",
    "reply 'nothing for us, no action' to a headline",
    "anonymous venue prints PAID/GIVEN tape",
    "hypothetical 'what if we'd paid'",
    "[SIM] paper fill",
]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


class Msg:
    def __init__(self, t, who, content="", embeds=None, ref=None, thread=False, kind=None,
                 ev=None, facts=None, phrasing=None):
        self.t = int(t)
        self.who = who
        self.content = content
        self.embeds = embeds
        self.ref = ref
        self.thread = thread
        self.kind = kind  # hard | noise | near | None
        self.ev = ev
        self.facts = facts or []
        self.phrasing = phrasing
        self.edits = []  # (t, content)
        self.superseded = []
        self.deleted = None
        self.forgotten = None
        self.bulk = None
        self.pins = []
        self.reacts = []  # (t, emoji, who)
        self.removed_snippet = None
        self.idioms = []  # (idiom, expected)
        self.id = None

    def idiom(self, name, expected):
        self.idioms.append((name, expected))
        return self


class Day:
    def __init__(self, rng: random.Random, cfg: dict, start_ms: int):
        self.r = rng
        self.cfg = cfg
        self.start = start_ms
        self.msgs = []
        self.mid = {}
        for p, v in PAIRS.items():
            self.mid[p] = v[1] * (1 + rng.uniform(-0.006, 0.006))
        self.ordn = rng.randint(100000, 899999)
        self.rfsn = rng.randint(30000, 89999)

    # ---- helpers -------------------------------------------------
    def at(self, h, m=0, s=0.0):
        return self.start + int(((h * 60 + m) * 60 + s) * 1000)

    def curve_time(self, lo=0.0, hi=24.0):
        w = [0.6, 0.5, 0.5, 0.6, 0.7, 0.9, 2.0, 6.0, 9.0, 8.0, 6.5, 5.0,
             5.5, 8.0, 7.5, 8.0, 5.0, 3.0, 2.0, 1.4, 1.1, 0.9, 0.7, 0.6]
        hours = [h for h in range(24) if lo <= h < hi]
        h = self.r.choices(hours, weights=[w[x] for x in hours])[0]
        return self.start + int((h * 3600 + self.r.uniform(0, 3599.9)) * 1000)

    def add(self, t, who, content="", **kw):
        m = Msg(t, who, content, **kw)
        self.msgs.append(m)
        return m

    def px(self, pair, jitter_pips=8.0, chat=False):
        p = PAIRS[pair]
        v = self.mid[pair] + self.r.uniform(-jitter_pips, jitter_pips) * p[5]
        dp = p[3] if chat else p[2]
        return "%.*f" % (dp, v)

    def lvl(self, pair, base, pips, chat=True):
        p = PAIRS[pair]
        dp = p[3] if chat else p[2]
        return "%.*f" % (dp, float(base) + pips * p[5])

    def cname(self, pair):
        nick = PAIRS[pair][4]
        return self.r.choice([nick, pair.lower()]) if nick not in ("inr ndf", "krw ndf") else pair.lower() + " 1m ndf"

    def size(self, pair):
        if pair in ("USDINR", "USDKRW"):
            return self.r.choice([5, 10, 15, 20])
        if pair in ("EURPLN", "EURHUF", "EURCZK"):
            return self.r.choice([10, 15, 20, 25])
        return self.r.choice([25, 30, 40, 50, 75, 100])

    def clord(self):
        self.ordn += self.r.randint(3, 40)
        return "LDNFX-%d" % self.ordn

    def trader(self):
        return self.r.choice(self.cfg["traders"])

    def others(self):
        used = set()
        for p in self.cfg["held"] + self.cfg["watch"]:
            used.add(CCY_OF[p])
            if p.startswith("EUR"):
                used.add("EUR")
        pool = ["NZD", "ZAR", "MXN", "BRL", "CLP", "TRY", "ILS", "NOK", "SEK", "AUD", "CAD", "CHF", "CZK", "HUF"]
        return [c for c in pool if c not in used]


# ---------------------------------------------------------------------------
# long-form text builders
# ---------------------------------------------------------------------------

def strat_note(d: Day, title, change_sentence=None):
    r = d.r
    held = d.cfg["held"]
    p1 = PAIRS[r.choice(held)][0]
    p2 = PAIRS[r.choice(list(PAIRS))][0]
    paras = [
        "Positioning: IMM and our own flow data both show leveraged funds still carrying a sizeable USD short "
        "against the G10 block, although the pace of additions has slowed over the past fortnight. Real-money "
        "accounts have been better sellers of USD into strength on month-end rebalancing, which is consistent with "
        "the tepid follow-through we saw after the last two upside data surprises. We would not read too much into "
        "the intraday swings in %s; the liquidity picture on the primary venues has been patchy, with top-of-book "
        "depth on EBS running roughly %d%% below its 3m average during the London afternoon." % (p1, r.randint(15, 40)),
        "Rates: front-end pricing has moved further than spot would imply. 2y differentials against the dollar "
        "tightened by %d bp on the week, yet %s is only marginally off its highs. Historically that gap closes "
        "through spot rather than rates about two-thirds of the time, but the sample is small and dominated by "
        "2019 and 2023 episodes when carry was far less attractive than it is today. Implied vols at the 1m tenor "
        "are sitting near the 20th percentile, which leaves the market exposed if the data calendar delivers." % (r.randint(6, 22), p2),
        "Flows: corporate hedging demand remains concentrated in the 3m-6m forwards, with exporters using any "
        "rally to lock in rates. Our RFS hit-ratios with corporates fell to %d%% last week as competition on "
        "single-dealer platforms intensified; internalisation stayed healthy at around %d%%, helped by two-way "
        "interest from Nordic real money. We see no sign yet of the year-end funding premium bleeding into "
        "the short-dated swap points, but the turn is now inside the 1m window and should be watched." % (r.randint(18, 34), r.randint(55, 78)),
        "CEE: the region continues to trade as a high-carry basket with idiosyncratic risk attached. Fiscal "
        "slippage headlines have been absorbed well, and the inflation prints have broadly surprised to the "
        "downside. Central bank communication remains the main swing factor, and the market is pricing roughly "
        "%d bp of easing over the next six months across the three main currencies. Liquidity on Matching is "
        "adequate in clip sizes up to EUR 10m but thins out quickly beyond that outside 08:00-16:00 London." % r.randint(40, 120),
        "Asia / NDFs: onshore fixing behaviour has been orderly, with the authorities leaning against volatility "
        "rather than a level. Offshore NDF points continue to trade rich to onshore forwards, and the basis "
        "has widened by %.1f pips in the 1m on the week. Exporter conversions picked up late in the week, and "
        "we suspect the official sector was present around the fix on at least two days." % r.uniform(1.5, 6.0),
        "Risk scenarios: our base case (60%%) sees a range-bound dollar into year-end with modest downside in "
        "USD/JPY as real yields drift lower. The upside risk scenario (25%%) is a re-acceleration in US core "
        "services inflation; the downside (15%%) a growth scare led by the labour market. In each case the "
        "transmission to %s runs primarily via rate differentials rather than risk appetite, with the exception "
        "of the growth-scare scenario where correlation with equities would jump." % p1,
        "Technicals: %s is holding above its 100-day moving average, with the next resistance at the October "
        "high and support at the late-summer congestion zone. Momentum indicators are neutral. The weekly "
        "chart shows a series of lower highs that has not yet been confirmed by a break of support, and we "
        "would treat any test of that zone as the more important signal." % p2,
        "Calendar: the week ahead is busy, with %s CPI, two central bank decisions and a series of speeches. "
        "Event risk is skewed to the second half of the week. We would expect ECN liquidity to be thinner than "
        "usual around the releases and recommend streaming spreads be widened accordingly through the windows." % r.choice(["UK", "US", "EZ", "Polish", "Japanese"]),
        "Microstructure: the share of volume printing on the primary venues has continued to decline in favour of "
        "disclosed relationship liquidity and single-dealer streams. On our numbers the primary-venue share for "
        "%s fell to roughly %d%% of total observable volume last month. That matters for how we read the tape: "
        "prints on EBS and Matching increasingly reflect the residual, more aggressive flow, and the top-of-book "
        "can look far more one-sided than the underlying client demand actually is. Last-look hold times have "
        "also crept up on two of the aggregators, which inflates apparent fill ratios on passive orders." % (p1, r.randint(18, 35)),
        "Correlation: rolling 1m correlation between %s and front-end rate differentials is back up to %.2f, "
        "having dipped close to zero during the summer. Equity correlation remains low. In practice that means "
        "the data calendar rather than risk sentiment should drive the next leg, and it argues for treating the "
        "rates market as the leading indicator for intraday skew decisions. We would caution against reading the "
        "recent pick-up in equity-FX beta as structural; it has coincided with two large index rebalances." % (p2, r.uniform(0.4, 0.8)),
        "Valuation: on our BEER model %s screens around %.1f%% rich versus fair value, within the usual band and "
        "not a trading signal on its own. Terms-of-trade shocks have been modest. The model's error band is wide "
        "enough that we prefer to use it as a tiebreaker when flow and rates signals conflict, not as a driver. "
        "Longer-term fair value estimates from the IMF and the BIS REER series tell a broadly similar story, "
        "with the caveat that the REER weights are now several years out of date for the CEE currencies." % (p1, r.uniform(-6, 6)),
        "Forwards and swaps: the cross-currency basis in the 3m has been stable, and the year-end turn is priced "
        "at roughly %d bp annualised in the USD leg, a touch below last year. Swap desks report heavier two-way "
        "interest in the 1w-1m bucket from asset managers rolling hedges, with the usual concentration around the "
        "IMM dates. NDF-onshore basis has narrowed on the day but remains wider than the three-month average, "
        "and we expect it to stay that way while offshore positioning is skewed." % r.randint(20, 60),
        "Client behaviour: corporates have shortened hedge tenors, with the share of hedges beyond six months "
        "down to about %d%% of notional. Funds continue to prefer RFS over RFQ for anything above EUR 50m, "
        "and the reject rate on our streams stayed low. Hit ratios with the largest real-money accounts remain "
        "sensitive to the T1 spread; a widening of 0.1 pip cost us visibly in the first half of last month." % r.randint(15, 35),
        "Event risk: pre-announced government intervention thresholds remain a tail risk in the yen, and the "
        "verbal-intervention ladder has already been climbed twice this quarter. The path from 'watching with a "
        "sense of urgency' to actual operations has historically taken anywhere between two days and three weeks. "
        "Liquidity on the ECNs tends to evaporate within seconds of the first headline; streaming engines "
        "should assume a gap of %d-%d big figures in the stressed case." % (r.randint(1, 2), r.randint(3, 5)),
    ]
    r.shuffle(paras)
    body = paras[: r.randint(11, 14)]
    if change_sentence:
        body.insert(r.randint(2, len(body) - 2), change_sentence)
    head = "**%s** — macro-strat (automated research agent, not investment advice)\n" % title
    tail = "\n— sources: internal flow data, venue stats, Bloomberg consensus. Questions → #fx-research"
    return head + "\n\n".join(body) + tail


def stack_trace(d: Day):
    r = d.r
    comp = r.choice(["pxengine.skew", "ecn_bridge.fix", "oms.router", "risk.nop"])
    err = r.choice([
        "KeyError: 'USD/KRW_1M'",
        "TimeoutError: FIX session MATCHING-LDN4 did not respond within 2000ms",
        "ValueError: negative spread computed for tier T3 (bid > ask)",
        "ConnectionResetError: [Errno 104] Connection reset by peer",
    ])
    ref = "%08x" % r.getrandbits(32)
    lines = ["```", "[%s] ERROR unhandled exception (err_ref=%s)" % (comp, ref),
             "Traceback (most recent call last):"]
    frames = [
        ('/opt/fx/%s/loop.py' % comp.split(".")[0], r.randint(80, 400), "run"),
        ('/opt/fx/%s/handlers.py' % comp.split(".")[0], r.randint(20, 300), "on_market_data"),
        ('/opt/fx/common/book.py', r.randint(10, 200), "apply_delta"),
        ('/opt/fx/common/fixsession.py', r.randint(100, 900), "recv"),
        ('/usr/lib/python3.11/asyncio/streams.py', 715, "readuntil"),
    ]
    for f, ln, fn in frames[: r.randint(3, 5)]:
        lines.append('  File "%s", line %d, in %s' % (f, ln, fn))
        lines.append("    " + r.choice(["self._book[sym].apply(upd)", "msg = await self._reader.readuntil(b'\\x0110=')",
                                         "tier = self.tiers[client.tier]", "return self._calc(bid, ask, skew)"]))
    lines.append(err)
    if r.random() < 0.8:
        lines.append("")
        lines.append("During handling of the above exception, another exception occurred:")
        lines.append("")
        lines.append("Traceback (most recent call last):")
        lines.append('  File "/opt/fx/common/supervisor.py", line %d, in _restart' % r.randint(40, 300))
        lines.append("    await self._child.reset(state=self._last_good)")
        lines.append('  File "/opt/fx/common/state.py", line %d, in reset' % r.randint(10, 200))
        lines.append("    raise StateRestoreError(f'snapshot {snap_id} stale by {age_ms}ms')")
        lines.append("common.state.StateRestoreError: snapshot %s stale by %dms" % (ref[:6], r.randint(1500, 9000)))
        lines.append("supervisor: component %s restarted (attempt %d/5), streams for affected pairs paused %dms" % (comp, r.randint(1, 3), r.randint(200, 2500)))
    lines.append("```")
    return "\n".join(lines), ref


def tob(d: Day, t):
    r = d.r
    venue = r.choice(["EBS", "Matching", "Cboe FX"])
    pairs = list(dict.fromkeys(d.cfg["held"] + d.cfg["watch"] + ["EURUSD", "USDJPY", "GBPUSD", "EURGBP", "AUDUSD", "USDCAD"]))
    lines = ["TOB %s %s" % (venue, iso(t)[11:23])]
    for p in pairs:
        pp = PAIRS[p]
        b = d.mid[p] + r.uniform(-3, 3) * pp[5]
        sp = r.choice([0.1, 0.2, 0.3, 0.5, 1.0]) * (3 if p in ("EURHUF", "EURPLN", "EURCZK", "USDINR", "USDKRW") else 1)
        lines.append("%-8s %.*f / %.*f  %dx%d  L2 %.*f/%.*f %dx%d  lvls=%d" % (
            pp[0], pp[2], b, pp[2], b + sp * pp[5], r.randint(1, 9), r.randint(1, 9),
            pp[2], b - sp * pp[5], pp[2], b + 2 * sp * pp[5], r.randint(2, 15), r.randint(2, 15), r.randint(3, 12)))
    return "\n".join(lines)


def tape(d: Day, t):
    r = d.r
    venue = r.choice(["EBS", "Matching", "Cboe FX"])
    lines = ["MKT TRADES %s %s-%s (anonymous, venue prints)" % (venue, iso(t - 60000)[11:16], iso(t)[11:16])]
    for _ in range(r.randint(8, 14)):
        p = r.choice(d.cfg["held"] + ["EURUSD", "USDJPY"])
        pp = PAIRS[p]
        lines.append("%s %s %s %dm" % (pp[0], d.px(p, 4), r.choice(["PAID", "GIVEN"]), r.choice([1, 2, 3, 5, 5, 10, 20])))
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# scenes
# ---------------------------------------------------------------------------

def scene_trade_flow(d: Day, pair, t0, style, fill_style, stop_style=None, reject=False):
    r = d.r
    pp = PAIRS[pair]
    tr = d.trader()
    buy = r.random() < 0.5
    sz = d.size(pair)
    px_c = d.px(pair, 3, chat=True)
    stop_p = d.lvl(pair, px_c, -35 if buy else 35)
    tp_p = d.lvl(pair, px_c, 70 if buy else -70)
    cn = d.cname(pair)
    venue = r.choice(VENUES[:3])
    out = {}
    t = t0
    if style == "untagged":
        verb = "pay" if buy else "give"
        c = "want to %s %d %s %s, stop %s, on %s. ok?" % (verb, sz, cn, px_c, stop_p, venue)
        prop = d.add(t, tr, c, kind="hard", ev="trade_proposal", facts=[cn, verb, str(sz), px_c], phrasing="untagged")
        prop.idiom("terse 'want to pay N <nick> px' proposal ending in 'ok?'", "trade_proposal")
    elif style == "tagged":
        side = "BUY" if buy else "SELL"
        c = "[PROP] %s %dm %s @ %s | SL %s | TP %s | venue %s" % (side, sz, pp[0], px_c, stop_p, tp_p, venue)
        prop = d.add(t, tr, c, kind="hard", ev="trade_proposal", facts=[side, "%dm" % sz, pp[0], px_c], phrasing="tagged")
        prop.idiom("[PROP] tagged proposal with SL/TP", "trade_proposal")
    elif style == "shorthand":
        verb = "b" if buy else "s"
        c = "%s %d %s @ %s sl %s" % (verb, sz, pair.lower(), px_c, stop_p)
        prop = d.add(t, tr, c, kind="hard", ev="trade_proposal", facts=[verb + " " + str(sz), pair.lower(), px_c], phrasing="shorthand")
        prop.idiom("one-letter side shorthand 'b N pair @ px sl'", "trade_proposal")
    else:  # buried
        verb = "pay" if buy else "give"
        c = ("right, quick one before the data. %s has been leaning %s all morning, real money on the other side on "
             "Matching and the RFS flow from the corporates is all one way, our internalisation ratio on it is down to %d%% "
             "which tells you the skew is doing the work. Asia left it near the lows and the options guys say there's "
             "decent gamma sitting around the big figure. So: proposing we %s %d %s at %s, stop %s, target %s, "
             "work it on %s in 5s and 10s. If the print is a dud I'll cut it quick. also reminder the 4pm fix "
             "has a chunky month-end estimate on it, will post numbers after lunch."
             % (pp[0], "bid" if buy else "offered", r.randint(40, 70), verb, sz, cn, px_c, stop_p, tp_p, venue))
        prop = d.add(t, tr, c, kind="hard", ev="trade_proposal", facts=[verb, str(sz), cn, px_c], phrasing="buried")
        prop.idiom("proposal buried in a long market-colour message", "trade_proposal")
    out["prop"] = prop
    t += r.randint(40, 300) * 1000
    if reject:
        c, fx = r.choice([("no. not into the number, flat till after 1330", ["no.", "flat till after 1330"]),
                          ("nope, too big for here, leave it", ["nope", "leave it"]),
                          ("no - we're already long enough of that, pass", ["no -", "pass"])])
        a = d.add(t, "gaz", c, ref=prop, kind="hard", ev="trade_approval", facts=fx, phrasing="reply")
        a.idiom("lead's one-line rejection as a reply", "trade_approval")
        d.add(t + r.randint(20, 90) * 1000, tr, r.choice(["fair", "ok np", "👍", "yeah fair"]), kind="noise")
        return out
    c, fx = r.choice([("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]), ("fine, go", ["fine", "go"]),
                      ("yep fine, do it", ["yep", "do it"]), ("approved, go", ["approved", "go"]),
                      ("ok, go. max 2 pips slip", ["go", "max 2 pips"])])
    a = d.add(t, "gaz", c, ref=prop, kind="hard", ev="trade_approval", facts=fx, phrasing="reply")
    a.idiom("short reply approval ('ok go' / '👍 send it')", "trade_approval")
    out["appr"] = a
    t += r.randint(10, 60) * 1000
    side = "BUY" if buy else "SELL"
    cid = d.clord()
    qty = str(sz * 1_000_000)
    px_b = px_c + "0" * (pp[2] - pp[3])
    if r.random() < 0.55:
        j = {"type": "ExecutionReport", "clOrdId": cid, "orderId": "%s-%d" % (venue.split()[0].upper()[:5], r.randint(10**7, 10**8)),
             "symbol": pp[0], "side": side, "ordType": "LIMIT", "px": px_b, "qty": qty, "ordStatus": "NEW",
             "execType": "NEW", "venue": venue, "tif": r.choice(["IOC", "GTC", "DAY"]), "account": "LDN-FX-%s" % d.cfg["name"][3:].upper(),
             "settlType": "SPOT", "transactTime": iso(t), "trader": PEOPLE[tr][0], "book": "LDN-%s" % d.cfg["name"][3:].upper(),
             "minQty": "0", "execInst": "", "handlInst": "1"}
        conf = d.add(t, "oms", json.dumps(j), kind="hard", ev="trade_confirmation", facts=[cid, "NEW", pp[0], side], phrasing="structured")
        conf.idiom("OMS JSON ExecutionReport ordStatus NEW", "trade_confirmation")
    else:
        emb = [{"title": "Order accepted", "author": "OMS", "description": "%s %s %s" % (side, pp[0], cid),
                "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": qty, "inline": True},
                           {"name": "Limit", "value": px_b, "inline": True}, {"name": "Venue", "value": venue}],
                "footer": "order %s · status ACCEPTED" % cid}]
        conf = d.add(t, "oms", "", embeds=emb, kind="hard", ev="trade_confirmation", facts=[cid, "ACCEPTED", pp[0], side], phrasing="embed")
        conf.idiom("embed-only 'Order accepted' card", "trade_confirmation")
    out["conf"] = conf
    t += r.randint(2, 90) * 1000
    if fill_style == "chat":
        verb = "paid" if buy else "given"
        c = "%s %d %s %s" % (verb, sz, cn, px_c)
        f = d.add(t, tr, c, kind="hard", ev="trade_fill", facts=[verb, str(sz), cn, px_c], phrasing="shorthand")
        f.idiom("'paid/given N <nick> px' chat fill", "trade_fill")
    elif fill_style == "reply":
        verb = "paid" if buy else "given"
        c = "%s, %d @ %s" % (verb, sz, px_c)
        f = d.add(t, tr, c, ref=prop, kind="hard", ev="trade_fill", facts=[verb, str(sz), px_c], phrasing="reply")
        f.idiom("'given, N @ px' reply to own proposal", "trade_fill")
    elif fill_style == "voice":
        verb = "mine" if buy else "yours"
        c = "%s %d at %s %s, thanks %s" % (verb, sz, px_c, cn, r.choice(["Barx", "the Citi voice guy", "Matching"]))
        f = d.add(t, tr, c, kind="hard", ev="trade_fill", facts=[verb, str(sz), px_c, cn], phrasing="shorthand")
        f.idiom("voice 'mine/yours N at px' fill", "trade_fill")
    elif fill_style == "json":
        # partial then full
        q1 = sz // 2
        j = {"type": "ExecutionReport", "clOrdId": cid, "symbol": pp[0], "side": side, "lastQty": str(q1 * 1_000_000),
             "lastPx": px_b, "cumQty": str(q1 * 1_000_000), "leavesQty": str((sz - q1) * 1_000_000),
             "ordStatus": "PARTIALLY_FILLED", "execType": "TRADE", "venue": venue, "execId": "X%d" % r.randint(10**8, 10**9),
             "transactTime": iso(t), "settlType": "SPOT", "book": "LDN-%s" % d.cfg["name"][3:].upper()}
        d.add(t, "oms", json.dumps(j), kind="hard", ev="trade_fill",
              facts=[cid, "PARTIALLY_FILLED", side, str(q1 * 1_000_000), px_b], phrasing="structured").idiom(
            "OMS JSON partial fill", "trade_fill")
        t += r.randint(3, 40) * 1000
        px2 = d.lvl(pair, px_b, r.choice([0, 1, -1]) * 0.1, chat=False)
        j = dict(j, lastQty=str((sz - q1) * 1_000_000), lastPx=px2, cumQty=qty, leavesQty="0", ordStatus="FILLED",
                 avgPx="%.*f" % (pp[2], (q1 * float(px_b) + (sz - q1) * float(px2)) / sz))
        f = d.add(t, "oms", json.dumps(j), kind="hard", ev="trade_fill", facts=[cid, "FILLED", side, px2], phrasing="structured")
    else:  # embed deal ticket
        dt = "DT-%d" % r.randint(100000, 999999)
        base = pp[0][:3]
        emb = [{"title": "Deal ticket %s" % dt, "author": "OMS",
                "fields": [{"name": "Pair", "value": pp[0], "inline": True}, {"name": "Side", "value": side, "inline": True},
                           {"name": "Notional", "value": "%s %s" % (base, format(sz * 1_000_000, ",")), "inline": True},
                           {"name": "Rate", "value": px_b, "inline": True}, {"name": "Venue", "value": venue, "inline": True},
                           {"name": "Value date", "value": "SPOT"}, {"name": "Counterparty", "value": "%s anon" % venue}],
                "footer": "OMS · %s · booked LDN-FX" % cid}]
        f = d.add(t, "oms", "", embeds=emb, kind="hard", ev="trade_fill",
                  facts=[pp[0], side, "%s %s" % (base, format(sz * 1_000_000, ",")), px_b], phrasing="embed")
        f.idiom("embed-only deal ticket with fields/footer", "trade_fill")
    out["fill"] = f
    t += r.randint(60, 600) * 1000
    if stop_style == "edit2":
        s0 = stop_p
        s1 = d.lvl(pair, px_c, -15 if buy else 15)
        s2 = d.lvl(pair, px_c, 5 if buy else -5)
        nick = PAIRS[pair][4]
        c0 = "stop on the %s %s: %s" % (nick, "long" if buy else "short", s0)
        sm = d.add(t, tr, c0, kind="hard", ev="stop_or_target_change", facts=[nick, s2], phrasing="untagged")
        sm.edits.append((t + r.randint(900, 3000) * 1000, "stop on the %s %s: %s (moved up)" % (nick, "long" if buy else "short", s1) if buy else
                         "stop on the %s %s: %s (moved down)" % (nick, "long" if buy else "short", s1)))
        sm.edits.append((t + r.randint(3600, 7200) * 1000, "stop on the %s %s: %s — through entry, free trade" % (nick, "long" if buy else "short", s2)))
        sm.superseded = [s0, s1]
        sm.pins.append(t + 30000)
        sm.reacts.append((t + 25000, "📌", "gaz"))
        sm.idiom("stop line edited twice in place", "stop_or_target_change")
        out["stop"] = sm
    elif stop_style == "tp":
        nick = PAIRS[pair][4]
        c = "tp on the %s %s %s, resting on %s" % (nick, "long" if buy else "short", tp_p, venue)
        d.add(t, tr, c, kind="hard", ev="stop_or_target_change", facts=[nick, "tp", tp_p], phrasing="untagged").idiom(
            "'tp on the <nick> long px' target set", "stop_or_target_change")
    elif stop_style == "sl":
        c = "SL %s %s → %s" % (pp[0], stop_p, d.lvl(pair, stop_p, 10 if buy else -10))
        d.add(t, tr, "[STOP] " + c, kind="hard", ev="stop_or_target_change",
              facts=[pp[0], d.lvl(pair, stop_p, 10 if buy else -10)], phrasing="tagged")
    elif stop_style == "remove":
        c = "pulling the stop on the %s, running it into the %s with smaller size" % (PAIRS[pair][4], CB[CCY_OF[pair]][0])
        d.add(t, tr, c, kind="hard", ev="stop_or_target_change", facts=["pulling the stop", PAIRS[pair][4]], phrasing="untagged").idiom(
            "stop removed in prose", "stop_or_target_change")
    return out


def build_day(rng: random.Random, cfg: dict, start_ms: int, day_idx: int):
    d = Day(rng, cfg, start_ms)
    r = rng
    held = cfg["held"]
    watch = cfg["watch"]

    # ---- desk trade flows -------------------------------------------------
    styles = ["untagged", "tagged", "shorthand", "buried"]
    r.shuffle(styles)
    fills = ["chat", "reply", "json", "embed", "voice"]
    r.shuffle(fills)
    stops = ["edit2", "tp", r.choice(["sl", "remove"]), None]
    nflows = r.choice([4, 4, 4, 5])
    flows = []
    for i in range(nflows):
        pair = held[i % len(held)] if i < len(held) else r.choice(held)
        t0 = d.curve_time(7, 17)
        rej = (i == nflows - 1)
        st = styles[i % 4]
        flows.append(scene_trade_flow(d, pair, t0, st, fills[i % 5], stops[i % 4] if not rej else None, reject=rej))
    # pin the first approved proposal
    for fl in flows:
        if "appr" in fl:
            fl["prop"].reacts.append((fl["appr"].t + 5000, "📌", "gaz"))
            fl["prop"].pins.append(fl["appr"].t + 6000)
            break

    # ---- fx swap fill (shorthand) -----------------------------------------
    sp = cfg["swap"]
    t = d.curve_time(8, 16)
    tr = d.trader()
    tenor = r.choice(["1m", "3m", "1w", "tom/next"])
    pts = "%.2f" % r.uniform(5, 60)
    amt = r.choice([50, 100, 150, 200])
    dirn = r.choice(["b/s", "s/b"])
    c = "done %s %s %s %d @ %s pts w/ %s" % (tenor, sp.lower(), dirn, amt, pts, r.choice(["Barx", "DB", "HSBC", "Natixis"]))
    d.add(t, tr, c, kind="hard", ev="trade_fill", facts=["%s %s" % (tenor, sp.lower()), dirn, str(amt), pts], phrasing="shorthand").idiom(
        "fx swap 'done 1m pair b/s N @ pts'", "trade_fill")

    # ---- client RFS flows via bridge ---------------------------------------
    n_rfs = r.randint(9, 13)
    n_done = r.randint(1, 2)
    done_idx = r.sample(range(n_rfs), n_done)
    for k in range(n_rfs):
        pair = r.choice(held + ["EURUSD", "GBPUSD", "USDJPY", "EURGBP"])
        pp = PAIRS[pair]
        d.rfsn += r.randint(3, 60)
        rid = "RFS-%d" % d.rfsn
        t = d.curve_time(6, 20)
        client = r.choice(CLIENTS)
        cside = r.choice(["client_buys", "client_sells"])
        amt = "%dm" % d.size(pair)
        spx = d.px(pair, 5)
        tenor = "1M" if pair in ("USDINR", "USDKRW") else r.choice(["SPOT", "SPOT", "1W", "1M", "3M"])
        d.add(t - r.randint(20, 90) * 1000, "bridge",
              "RFS request id=%s client=%s pair=%s tenor=%s amt=%s side=%s streaming=ON tier=T%d"
              % (rid, client, pp[0], tenor, amt, cside, r.randint(1, 3)))
        if k in done_idx:
            dside = "SELL" if cside == "client_buys" else "BUY"
            c = ("RFS id=%s client=%s pair=%s tenor=%s amt=%s outcome=DONE px=%s desk_side=%s internalised=%d%% hedge=auto"
                 % (rid, client, pp[0], tenor, amt, spx, dside, r.randint(30, 95)))
            d.add(t, "bridge", c, kind="hard", ev="trade_fill", facts=[rid, pp[0], amt, spx, "desk_side=%s" % dside],
                  phrasing="structured").idiom("bridge key=value RFS outcome=DONE", "trade_fill")
        else:
            oc = r.choice(["NOT_DONE reason=traded_away cover=%s" % d.px(pair, 3), "EXPIRED reason=no_response",
                           "NOT_DONE reason=client_cancel", "NOT_DONE reason=traded_away cover=%s" % d.px(pair, 3)])
            c = "RFS id=%s client=%s pair=%s tenor=%s amt=%s outcome=%s last_stream=%s" % (rid, client, pp[0], tenor, amt, oc, spx)
            d.add(t, "bridge", c, kind="near").idiom("RFS outcome NOT_DONE/EXPIRED (no fill)", "not_hard")

    # ---- auto hedge tagged fill -------------------------------------------
    for _ in range(1):
        pair = r.choice(held)
        pp = PAIRS[pair]
        t = d.curve_time(7, 18)
        side = r.choice(["sold", "bought"])
        amt = "%dm" % d.size(pair)
        hp = d.px(pair, 4)
        v = r.choice(["EBS", "Matching", "Cboe FX"])
        d.add(t, "pxe", "[HEDGE FILL] autohedger %s %s %s @ %s on %s (residual after internalisation)" % (side, amt, pp[0], hp, v),
              kind="hard", ev="trade_fill", facts=[side, amt, pp[0], hp], phrasing="tagged").idiom("[HEDGE FILL] autohedger tag", "trade_fill")

    # ---- resting order confirm + cancel / reject ----------------------------
    pair = r.choice(held)
    pp = PAIRS[pair]
    t = d.curve_time(8, 15)
    cid = d.clord()
    side = r.choice(["BUY", "SELL"])
    px_b = d.px(pair, 25)
    j = {"type": "ExecutionReport", "clOrdId": cid, "symbol": pp[0], "side": side, "px": px_b,
         "qty": str(d.size(pair) * 1_000_000), "ordStatus": "CANCELED", "execType": "CANCELED", "venue": "EBS",
         "text": "cancelled by user %s" % d.trader()}
    d.add(t, "oms", json.dumps(j), kind="hard", ev="trade_confirmation", facts=[cid, "CANCELED", pp[0]], phrasing="structured").idiom(
        "OMS JSON cancel ack", "trade_confirmation")
    if r.random() < 0.5:
        pair = r.choice(held)
        pp = PAIRS[pair]
        cid = d.clord()
        t = d.curve_time(8, 16)
        c = "ordStatus=REJECTED clOrdId=%s symbol=%s side=%s venue=Matching reason=\"price away from market\"" % (
            cid, pp[0], r.choice(["BUY", "SELL"]))
        d.add(t, "oms", c, kind="hard", ev="trade_confirmation", facts=[cid, "REJECTED", pp[0]], phrasing="structured")

    # ---- risk limits ------------------------------------------------------
    ccy = CCY_OF[r.choice(held)]
    t = d.curve_time(9, 16)
    lim = r.choice([50, 60, 75, 100])
    use = r.randint(101, 118)
    d.add(t, "risk", "risk nop ccy=%s nop_usd=%+.1fm limit_usd=%dm usage=%d%% status=BREACH action=notify_head,block_adds"
          % (ccy, lim * use / 100.0, lim, use), kind="hard", ev="risk_limit",
          facts=["ccy=%s" % ccy, "status=BREACH", "limit_usd=%dm" % lim], phrasing="structured").idiom(
        "riskbot key=value NOP BREACH", "risk_limit")
    t = d.curve_time(9, 17)
    pair = r.choice(held)
    cid = d.clord()
    req = d.size(pair) * 2
    if r.random() < 0.7:
        d.add(t, "risk", "pretrade clOrdId=%s symbol=%s req=%dm action=RESIZE new_qty=%dm reason=NOP_HEADROOM" % (
            cid, PAIRS[pair][0], req, req // 2), kind="hard", ev="risk_limit",
            facts=[cid, "action=RESIZE", "new_qty=%dm" % (req // 2)], phrasing="structured").idiom(
            "pre-trade resize by risk engine", "risk_limit")
    if r.random() < 0.8:
        t = d.curve_time(10, 17)
        newl = r.choice([150, 200, 250])
        c = ("%s book: daily stop-loss cut to %dk for rest of the week. no arguments pls." % (cfg["name"][3:].upper(), newl))
        rl = d.add(t, "gaz", c, kind="hard", ev="risk_limit", facts=["daily stop-loss", "%dk" % newl], phrasing="untagged")
        rl.pins.append(t + 20000)
        rl.reacts.append((t + 15000, "📌", "gaz"))
        rl.idiom("lead's prose stop-loss limit cut (pinned)", "risk_limit")
    if r.random() < 0.7:
        t = d.curve_time(12, 17)
        pair = r.choice(held + ["USDNOK"])
        loss = r.randint(152, 240)
        d.add(t, "pxe", "pxe killswitch pair=%s state=ENGAGED reason=max_loss_breach loss_usd=-%d000 limit_usd=-150000 by=auto streams_pulled=all_tiers"
              % (PAIRS[pair][0], loss), kind="hard", ev="risk_limit",
              facts=["killswitch", PAIRS[pair][0], "state=ENGAGED", "max_loss_breach"], phrasing="structured").idiom(
            "pricing engine kill switch on loss limit", "risk_limit")
        d.add(t + r.randint(600, 1800) * 1000, "pxe", "pxe killswitch pair=%s state=RELEASED by=%s reason=manual_reset" % (PAIRS[pair][0], d.trader()))

    # ---- news ---------------------------------------------------------------
    hn = 0
    for pair in r.sample(held, min(len(held), r.randint(2, 3))):
        ccy = CCY_OF[pair]
        cb, cbl, ctry, gov = CB[ccy]
        t = d.curve_time(6, 18)
        k = r.randint(0, 2)
        rate = "%.2f%%" % POLICY_RATE[ccy]
        if k == 0:
            c = "🔔 %s HOLDS POLICY RATE AT %s; %s %s ON STATEMENT" % (cb, rate, ccy, r.choice(["FIRMER", "SOFTER", "LITTLE CHANGED"]))
            facts = [cb, rate, ccy]
        elif k == 1:
            v = "%.1f%%" % r.uniform(1.2, 5.5)
            c = "🔔 %s CPI %s Y/Y VS %.1f%% EXPECTED — %s %s" % (ctry, v, r.uniform(1.2, 5.5), PAIRS[pair][0], r.choice(["SPIKES", "DIPS", "WHIPSAWS"]))
            facts = [ctry, "CPI", v, PAIRS[pair][0]]
        else:
            c = "🔔 %s's %s: 'we are not in a hurry to move policy, inflation risks remain'" % (cbl.upper(), gov.upper())
            facts = [cbl.upper(), gov.upper()]
        m = d.add(t, "news", c, kind="hard", ev="held_position_news", facts=facts, phrasing="structured")
        m.idiom("held-ccy headline via central bank (%s)" % ("named pair" if k == 1 else "no pair named"), "held_position_news") if hn < 2 else None
        hn += 1
    for pair in watch[:r.randint(1, len(watch))]:
        ccy = CCY_OF[pair]
        cb, cbl, ctry, gov = CB[ccy]
        t = d.curve_time(6, 18)
        c = "🔔 %s %s: %s" % (cb, r.choice(["SOURCES", "MINUTES", "GOV"]), r.choice([
            "majority saw case for further easing if %s weakness persists" % ccy,
            "ready to intervene in FX markets if needed, %s strength 'unwelcome'" % ccy,
            "%s says policy 'well positioned', no rush to act" % gov]))
        d.add(t, "news", c, kind="hard", ev="watchlist_news", facts=[cb, ccy] if ccy in c else [cb, gov], phrasing="structured").idiom(
            "watchlist-ccy central bank headline", "watchlist_news")
    for ccy in r.sample(d.others(), 4):
        cb, cbl, ctry, gov = CB[ccy]
        t = d.curve_time(0, 22)
        c = "🔔 %s %s" % (ctry, r.choice(["TRADE BALANCE %+.1fBN VS %+.1fBN EXP" % (r.uniform(-9, 9), r.uniform(-9, 9)),
                                        "UNEMPLOYMENT RATE %.1f%% VS %.1f%% PRIOR" % (r.uniform(3, 9), r.uniform(3, 9)),
                                        "%s CUTS RATE BY 25BP TO %.2f%%, AS EXPECTED" % (cb, POLICY_RATE[ccy] - 0.25),
                                        "RETAIL SALES %+.1f%% M/M" % r.uniform(-2, 2)]))
        d.add(t, "news", c, kind="near").idiom("headline on a currency the desk neither holds nor watches", "not_hard")
    for _ in range(r.randint(3, 5)):
        t = d.curve_time(6, 21)
        d.add(t, "news", "🔔 " + r.choice(["GLOBAL EQUITIES MIXED; OIL %+.1f%%" % r.uniform(-3, 3), "US 10Y YIELD %+dBP AT %.2f%%" % (r.randint(-8, 8), r.uniform(3.8, 4.9)),
                                        "GOLD %+.1f%% AS RISK APPETITE %s" % (r.uniform(-2, 2), r.choice(["FADES", "RETURNS"])),
                                        "VIX %.1f, CREDIT SPREADS STEADY" % r.uniform(12, 25), "BITCOIN %+.1f%% OVERNIGHT" % r.uniform(-6, 6)]))

    # no_route replies on non-held news
    nh = [m for m in d.msgs if m.who == "news" and m.kind == "near"]
    for m in nh[:1]:
        c, fx = r.choice([("nothing for us, no action", ["nothing for us", "no action"]),
                          ("not ours, ignore — not routing", ["ignore", "not routing"]),
                          ("n/a for this book, no action needed", ["n/a for this book", "no action"])])
        d.add(m.t + r.randint(60, 400) * 1000, "gaz", c, ref=m, kind="hard", ev="no_route_decision",
              facts=fx, phrasing="reply").idiom(
            "reply 'nothing for us, no action' to a headline", "no_route_decision")

    # ---- routes (incl. thread) --------------------------------------------
    t = d.curve_time(8, 15)
    client = r.choice(CLIENTS)
    pair = r.choice(held)
    who = r.choice([x for x in ["priya", "olly", "jonno", "tomek"] if x not in cfg["traders"][:1]])
    amt = "%dm" % (d.size(pair) * 4)
    c = "routing the %s %s %s forward RFS to %s, they've got the axe. ping me if it's more than 3 pips off mid" % (
        client, amt, PAIRS[pair][0], PEOPLE[who][0])
    d.add(t, "gaz", c, kind="hard", ev="route_decision", facts=["routing", client, PEOPLE[who][0]], phrasing="untagged").idiom(
        "prose 'routing X to <person>'", "route_decision")
    # thread
    t = d.curve_time(9, 14)
    ndfs = [p for p in held if p in ("USDINR", "USDKRW")]
    ndf = r.choice(ndfs) if ndfs else held[0]
    tag = " 1m NDF" if ndfs else ""
    fixn = "the %s fix" % ("RBI ref rate" if ndf == "USDINR" else "KFTC") if ndfs else "the WMR 4pm fix"
    starter = d.add(t, d.trader(), "%s fixing hedge for %s — thread" % (PAIRS[ndf][0], r.choice(CLIENTS)))
    d.thread_starter = starter
    tt = t + 20000
    amt = "%dm" % (d.size(ndf) * (1 if ndfs else 2))
    d.add(tt, "gaz", "routing to exec-agent: TWAP %s %s%s into %s, 20 min window, max 3 clips/min" % (amt, PAIRS[ndf][0], tag, fixn),
          thread=True, kind="hard", ev="route_decision", facts=["exec-agent", "TWAP", amt, PAIRS[ndf][0]], phrasing="untagged").idiom(
        "thread route to execution agent", "route_decision")
    tt += r.randint(10, 40) * 1000
    d.add(tt, "exec", "ack. TWAP %s %s start=%s end=+20m slices=8" % (PAIRS[ndf][0], amt, iso(tt + 60000)[11:16]), thread=True)
    tt += 21 * 60 * 1000
    npx = d.px(ndf, 5)
    d.add(tt, "exec", "TWAP complete: bought %s %s%s avg %s, 8/8 slices, slippage %+.1f vs arrival" % (amt, PAIRS[ndf][0], tag, npx, r.uniform(-2, 2)),
          thread=True, kind="hard", ev="trade_fill", facts=["bought", amt, PAIRS[ndf][0], npx], phrasing="untagged")
    d.add(tt + 60000, d.trader(), "ta", thread=True, kind="noise")
    d.add(tt + 90000, "olly", "what if we'd just paid it all at 10:00 — would've been better by a couple of pips?", thread=True, kind="near")
    # decline RFS no-route
    t = d.curve_time(10, 17)
    d.add(t, "gaz", "the %s RFS in USD/ZAR: outside our axe, declining it, not routing to anyone" % r.choice(CLIENTS),
          kind="hard", ev="no_route_decision", facts=["USD/ZAR", "declining", "not routing"], phrasing="untagged")

    # ---- thesis updates ---------------------------------------------------
    tp = r.choice(held)
    ccy = CCY_OF[tp]
    view = r.choice(["bearish", "bullish"])
    tgt = d.lvl(tp, d.px(tp, 2, chat=True), (-150 if view == "bearish" else 150))
    change = ("View change: we are moving our %s view from neutral to %s %s, target %s over 4-6 weeks, "
              "with the catalyst being the widening rate differential and heavier corporate hedging flows." % (
                  PAIRS[tp][0], view, ccy, tgt))
    t = d.at(7, r.randint(5, 40))
    d.add(t, "strat", strat_note(d, "Morning FX note — %s" % (PAIRS[tp][0]), change), kind="hard", ev="thesis_update",
          facts=[PAIRS[tp][0], "%s %s" % (view, ccy), tgt], phrasing="buried").idiom(
        "view change buried mid-note by research agent", "thesis_update")
    for hh, ttl in [(9, "CEE focus: carry, fiscal and the central banks"), (11, "Midday CEE/NDF wrap"), (15, "Fix preview and afternoon colour"), (20, "US close and Asia handover")]:
        d.add(d.at(hh, r.randint(0, 50)), "strat", strat_note(d, ttl), kind="near").idiom(
            "long research note with trading words and no decision", "not_hard")
    if r.random() < 0.5:
        tp = r.choice(held)
        c = r.choice(["still like the %s here, conviction up after that print, keeping the full size" % PAIRS[tp][4],
                      "changed my mind on %s, no longer want to be short into the %s, view now neutral" % (PAIRS[tp][4], CB[CCY_OF[tp]][0])])
        d.add(d.curve_time(9, 16), d.trader(), c, kind="hard", ev="thesis_update",
              facts=[PAIRS[tp][4], "conviction up" if "conviction" in c else "view now neutral"], phrasing="untagged").idiom(
            "trader conviction/view change in chat", "thesis_update")

    # ---- deletes / forget ----------------------------------------------------
    p_del = r.choice(["AUDUSD", "NZDUSD", "USDCAD"])
    pxd = d.px(p_del, 6, chat=True)
    t = d.curve_time(9, 16)
    m = d.add(t, d.trader(), "paid 30 %s %s" % (PAIRS[p_del][4], pxd), kind="hard", ev="trade_fill",
              facts=["paid", "30", PAIRS[p_del][4], pxd], phrasing="shorthand")
    m.deleted = t + r.randint(40, 200) * 1000
    m.removed_snippet = "paid 30 %s %s" % (PAIRS[p_del][4], pxd)
    d.add(m.deleted + 10000, m.who, "wrong chan sorry", kind="noise")
    t = d.curve_time(9, 15)
    cl = r.choice(CLIENTS)
    pair = r.choice(held)
    sz = d.size(pair) * 2
    fx = d.px(pair, 4, chat=True)
    c = ("propose we warehouse %s's %dm %s (their treasurer told me it's a confidential acquisition hedge, keep it in the room) "
         "— pay at %s, skew the streams 0.3 wider for them till done" % (cl.replace("_", " ").title(), sz, PAIRS[pair][0], fx))
    m = d.add(t, "hattie", c, kind="hard", ev="trade_proposal", facts=["%dm" % sz, PAIRS[pair][0], fx], phrasing="untagged")
    m.forgotten = t + r.randint(600, 2400) * 1000
    m.removed_snippet = "confidential acquisition hedge"
    # bulk delete of spam
    t = d.curve_time(3, 6)
    bl = []
    for i in range(3):
        ref = "%06x" % r.getrandbits(24)
        bm = d.add(t + i * 1500, "bridge", "ecn-bridge WARN sess=CBOE-LDN2 seq gap detected expected=%d got=%d resend_req=%s" % (
            88000 + i, 88004 + i, ref), kind="noise")
        bm.removed_snippet = "resend_req=%s" % ref
        bl.append(bm)
    d.bulk = (bl, t + 60000)

    # ---- near misses -------------------------------------------------------
    hp = r.choice(held)
    nears = [
        ("olly", "what if we'd paid %s at the lows yday, would be up 3 big figs lol" % PAIRS[hp][4], "hypothetical 'what if we'd paid'"),
        (d.trader(), "are we still long %s or did someone flatten it overnight?" % PAIRS[hp][4], "question about position"),
        ("gaz", "reminds me of 2016, paid 300 cable at 1.3350 the night before the vote and got carried out", "war story past trade"),
        (d.trader(), "heard %s paid 500 %s on EBS just now, proper ticket" % (r.choice(["JPM", "Citi", "Barx", "UBS"]), r.choice(["fibre", "cable", "yen"])), "other bank's trade"),
        ("jonno", "options desk bought 1bn of 1m 1.27 cable calls this morning fwiw, not ours", "other desk's trade"),
        ("pxe", "[SIM] sandbox skew-v4 paper fill: BUY 10m %s @ %s (not sent to venue)" % (PAIRS[hp][0], d.px(hp, 3)), "[SIM] paper fill"),
        ("olly", "backtest of skew v4 on last week's EBS data: would have sold 40m cable at 1.2731 and bought it back 11 pips lower", "backtest fill"),
        (d.trader(), "a stop at %s would be sensible if we get any bigger in %s" % (d.lvl(hp, d.px(hp, 2, chat=True), -50), PAIRS[hp][4]), "hypothetical stop level"),
        ("tomek", "should we be thinking about a short in eurhuf into the MNB? not proposing, just thinking", "musing trade idea"),
    ]
    for who, c, idm in nears:
        m = d.add(d.curve_time(7, 18), who, c, kind="near")
        m.idiom(idm, "not_hard")
    for _ in range(r.randint(6, 9)):
        t = d.curve_time(6, 20)
        d.add(t, "bridge", tape(d, t), kind="near").idiom("anonymous venue prints PAID/GIVEN tape", "not_hard")

    # ---- noise --------------------------------------------------------------
    for h in range(0, 24, 2):
        t = d.at(h, r.randint(0, 5), r.uniform(0, 59))
        d.add(t, "hb", "hb ecn-bridge ok venues=EBS:UP,MATCH:UP,CBOE:UP lat_ms=%.2f md_msgs_1m=%d" % (r.uniform(0.2, 0.9), r.randint(20000, 90000)), kind="noise")
    for hh, mm, c in [(5, 30, "[cron] 05:30 tom/next rolls: %d positions rolled, 0 breaks, swap pts sourced EBS/Matching" % r.randint(8, 20)),
                      (6, 45, "[cron] route-sweep 06:45: 0 routed, 0 pending, 0 stale"),
                      (12, 0, "[cron] midday recon OMS vs venues: %d trades, 0 breaks" % r.randint(200, 900)),
                      (16, 5, "[cron] WMR 4pm fix captured: %d pairs, published to pricing" % r.randint(30, 60)),
                      (18, 30, "[cron] route-sweep 18:30: 0 routed, 0 pending, 0 stale"),
                      (21, 0, "[cron] EOD: positions snapshot archived, NOP report mailed to risk-ldn")]:
        d.add(d.at(hh, mm, r.uniform(0, 20)), "cron", c, kind="noise")
    for _ in range(r.randint(3, 5)):
        d.add(d.curve_time(6, 20), "ci", "ci: %s#%d %s (unit %d/%d) %s" % (
            r.choice(["pxengine", "ecn-bridge", "oms-gw", "risk-svc"]), r.randint(3000, 9000),
            r.choice(["build passed", "build passed", "build FAILED", "deployed"]), r.randint(800, 1200), 1200,
            r.choice(["deploy=staging", "deploy=prod-ldn canary 5%", "no deploy"])), kind="noise")
    for _ in range(r.randint(6, 9)):
        p = r.choice(held + watch + ["EURUSD", "USDJPY"])
        d.add(d.curve_time(0, 24), "alerts", "⚠️ %s crossed %s (%s)" % (PAIRS[p][0], d.px(p, 10), r.choice(["up", "down"])), kind="noise")
    for hh in [8, 12, 16, 20]:
        t = d.at(hh, r.randint(0, 10))
        lines = ["PnL snapshot %s (USD)" % iso(t)[11:16], "```", "%-10s %10s %10s %10s" % ("pair", "pos", "mtm", "day")]
        for p in held:
            lines.append("%-10s %10s %10s %10s" % (PAIRS[p][0], "%+dm" % r.randint(-80, 80), "%+d" % r.randint(-90000, 90000), "%+d" % r.randint(-150000, 150000)))
        lines += ["%-10s %10s %10s %10s" % ("TOTAL", "", "", "%+d" % r.randint(-200000, 300000)), "```"]
        d.add(t, "pnl", "\n".join(lines), kind="noise")
    for _ in range(r.randint(2, 3)):
        d.add(d.curve_time(0, 24), "bridge", "ecn-bridge: %s session dropped (FIX Logout 'heartbeat timeout'), reconnecting... reconnected seq=%d" % (
            r.choice(["MATCHING-LDN4", "EBS-LD4", "CBOE-LDN2"]), r.randint(10000, 99999)), kind="noise")
    for _ in range(r.randint(3, 4)):
        st, _ref = stack_trace(d)
        d.add(d.curve_time(5, 20), "pxe", st, kind="noise")
    for _ in range(r.randint(5, 7)):
        lines = ["risk snapshot desk=%s nop_gross_usd=%.1fm var95_1d_usd=%.2fm var_limit=2.00m sl_used=%d%% status=OK" % (
            cfg["name"], r.uniform(40, 300), r.uniform(0.3, 1.6), r.randint(0, 60))]
        for p in held:
            lines.append("  ccy=%s nop_usd=%+.1fm limit_usd=%dm usage=%d%% delta_1h=%+.1fm status=OK" % (
                CCY_OF[p], r.uniform(-40, 40), r.choice([50, 60, 75, 100]), r.randint(5, 80), r.uniform(-10, 10)))
        d.add(d.curve_time(0, 24), "risk", "\n".join(lines), kind="noise")
    # RFS blotter every 30 min through London
    for k in range(21):
        t = d.at(7, 0) + k * 1800000 + r.randint(0, 60000)
        lines = ["RFS blotter %s-%s | reqs=%d done=%d hit=%d%% intern=%d%%" % (
            iso(t - 1800000)[11:16], iso(t)[11:16], r.randint(8, 40), r.randint(2, 12), r.randint(10, 45), r.randint(40, 90)),
            "```", "%-14s %-8s %-6s %-7s %-9s %s" % ("client", "pair", "tenor", "amt", "outcome", "spread_pips")]
        for _ in range(r.randint(9, 13)):
            p = r.choice(held + ["EURUSD", "GBPUSD", "USDJPY"])
            lines.append("%-14s %-8s %-6s %-7s %-9s %.1f" % (r.choice(CLIENTS)[:14], PAIRS[p][0], r.choice(["SPOT", "1W", "1M", "3M"]),
                                                            "%dm" % d.size(p), r.choice(["NOT_DONE", "EXPIRED", "NOT_DONE", "QUOTED"]), r.uniform(0.1, 4)))
        lines.append("```")
        lines.append("(desk-side DONE tickets are posted individually above; this is the aggregate)")
        d.add(t, "bridge", "\n".join(lines))
    for _ in range(r.randint(14, 18)):
        t = d.curve_time(5, 21)
        d.add(t, "bridge", tob(d, t), kind="noise")
    acks = ["ta", "thx", "👍", "cheers", "ok", "🙏", "lol", "🍺", "nice", "ta v much", "👀", "yep", "on it", "🫡"]
    msgs_people = [m for m in d.msgs if not PEOPLE[m.who][2] and not m.thread]
    for _ in range(r.randint(20, 26)):
        tgt = r.choice(msgs_people) if msgs_people else None
        t = (tgt.t + r.randint(5, 120) * 1000) if tgt else d.curve_time()
        d.add(t, r.choice(["gaz", "olly", "priya", "tomek", "hattie", "jonno"]), r.choice(acks), kind="noise",
              ref=tgt if (tgt and r.random() < 0.4) else None)

    # ---- neutral chatter and pricing engine ------------------------------------
    for c in r.sample(["morning all", "mornin", "EBS feels slow this morning, anyone else?", "morning, coffee first",
                       "Tokyo handover notes in the drive"], 3):
        d.add(d.curve_time(6, 8), r.choice(cfg["traders"] + ["gaz", "hattie"]), c)
    chat = [
        "matching thin as anything",
        "fibre bid on month end again", "yards of yen offered in Tokyo apparently", "sterling getting smashed on the gilt move",
        "brew anyone?", "who's on the 4pm fix today", "fix estimate looks like USD selling, small", "lunch?",
        "skew's doing all the work on cable, internalising nicely", "noddy RFS in nokkie again from the same fund",
        "pls check ticket on the last one, value date looks off",
        "client asking for a 6m outright in zloty, pricing now", "anyone seen the new tier config?", "quiet one so far",
        "spreads on Cboe FX widened out into the number", "right, off for 10", "back", "desk drinks thurs, don't forget",
        "anyone else seeing stale quotes on the aggregator?", "fair", "that RFS ladder is a thing of beauty", "cable offered everywhere",
        "cable back to unch", "data in 5", "number's a dud", "vol coming in again", "couple of big RFS from the Nordics",
    ]
    for _ in range(r.randint(25, 33)):
        d.add(d.curve_time(6, 19), r.choice(cfg["traders"] + ["gaz", "hattie"]), r.choice(chat))
    sales = [
        "%s asking for a %s two-way in %dm %s, live in 10 mins" % (r.choice(CLIENTS), r.choice(["3m", "6m", "1y"]), r.randint(10, 200), PAIRS[r.choice(held)][0]),
        "heads up: %s will be streaming size after their board meeting, likely sellers of USD" % r.choice(CLIENTS),
        "%s unhappy with the last couple of RFS prices, can we tighten T2 for them?" % r.choice(CLIENTS),
        "client colour: real money buying EUR vs USD on dips, corporate exporters selling rallies",
    ]
    sales += [
        "%s treasury called: they're looking at a layered hedging programme for next year, 12 monthly forwards, "
        "probably RFS on each tenor. not today, but wants indicative points by Friday" % r.choice(CLIENTS),
        "colour from the fund side: %s and %s both asked about the fix methodology again, third time this month. "
        "I've pointed them at the WMR docs and our execution policy" % (r.choice(CLIENTS), r.choice(CLIENTS)),
        "feedback on the new single-dealer page: corporates like the RFS ladder, funds want a depth view. passing to the product people",
        "%s wants to move their NDF flow from voice to RFS next quarter, onboarding forms in progress" % r.choice(CLIENTS),
    ]
    for c in sales:
        d.add(d.curve_time(8, 17), "hattie", c)
    for _ in range(r.randint(10, 14)):
        p = r.choice(held + watch)
        d.add(d.curve_time(6, 20), "pxe", "pxe skew pair=%s skew_pips=%+.1f spread_tier=T%d spread_pips=%.1f reason=%s inv_usd=%+.1fm "
              "tiers=T1:%.1f,T2:%.1f,T3:%.1f,T4:%.1f max_clip=%dm last_look_ms=%d src=%s" % (
            PAIRS[p][0], r.uniform(-1.5, 1.5), r.randint(1, 4), r.uniform(0.2, 3.0),
            r.choice(["inventory_long", "inventory_short", "vol_regime", "event_window", "manual"]), r.uniform(-60, 60),
            r.uniform(0.1, 0.5), r.uniform(0.4, 1.0), r.uniform(0.8, 2.0), r.uniform(1.5, 4.0), r.choice([10, 25, 50]),
            r.choice([0, 20, 50, 100]), r.choice(["auto", "auto", "olly", "priya", "model-v4"])))
    # morning brief (neutral, long) and EOD risk report (noise)
    lv = []
    for p in held + watch:
        m0 = d.mid[p]
        lv.append("- %s: range %s-%s overnight, %s. levels we care about %s / %s" % (
            PAIRS[p][0], "%.*f" % (PAIRS[p][3], m0 - 30 * PAIRS[p][5]), "%.*f" % (PAIRS[p][3], m0 + 25 * PAIRS[p][5]),
            r.choice(["Asia sold it", "quiet", "real money buying dips", "exporters on the offer", "BoJ chatter", "fixing flows"]),
            "%.*f" % (PAIRS[p][3], m0 - 60 * PAIRS[p][5]), "%.*f" % (PAIRS[p][3], m0 + 60 * PAIRS[p][5])))
    d.add(d.at(6, r.randint(40, 55)), "gaz",
          "morning. overnight + plan:\n" + "\n".join(lv) +
          "\n- data today: %s. streams go T3-wide 2 mins either side, pxe event windows loaded.\n"
          "- RFS: expect the usual Nordic RM flow plus month-end corporate hedges, Hattie has the list.\n"
          "- venues: EBS maintenance window Sat, Cboe FX new matching engine goes live next week, nothing today.\n"
          "- reminder: all proposals in here with size/level/stop, I'll approve in-thread or in reply. no freelancing." % r.choice(
              ["UK CPI 07:00, US retail sales 13:30", "EZ flash PMIs 09:00, US claims 13:30", "Polish CPI 09:00, US CPI 13:30"]))
    lines = ["EOD risk report desk=%s date=%s" % (cfg["name"], iso(d.start)[:10]), "```"]
    for p in held + watch:
        lines.append("ccy=%s eod_nop_usd=%+.1fm max_intraday=%+.1fm limit=%dm breaches=0 var_contrib=%.2fm" % (
            CCY_OF[p], r.uniform(-40, 40), r.uniform(-70, 70), r.choice([50, 60, 75, 100]), r.uniform(0.05, 0.6)))
    lines += ["desk var95_1d=%.2fm limit=2.00m stressed_var=%.2fm" % (r.uniform(0.5, 1.7), r.uniform(2, 4.5)),
              "stop_loss_daily used=%d%% mtd_pnl_usd=%+d" % (r.randint(0, 70), r.randint(-900000, 2500000)),
              "limits_status=ALL_WITHIN (intraday events listed separately)", "```"]
    d.add(d.at(21, r.randint(5, 15)), "risk", "\n".join(lines), kind="noise")
    # lead handover note (neutral, long)
    d.add(d.at(17, r.randint(30, 55)), "gaz",
          "handover to NY/Tokyo:\n- books: %s. nothing unusual.\n- streams: T1/T2 normal, T3 wider until after the Asia open.\n"
          "- RFS: hit ratio today %d%%, internalisation %d%%.\n- venues: %s had one drop around lunch, reconnected.\n"
          "- anything odd call my mobile, otherwise see you in the morning." % (
              ", ".join(PAIRS[p][0] for p in held), r.randint(15, 40), r.randint(50, 80), r.choice(["Matching", "EBS", "Cboe FX"])))
    return d


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []  # (t, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    stats = []
    seq = 0
    for ci in range(channels):
        cfg = dict(CONFIGS[ci % len(CONFIGS)])
        ch_id = str(CHANNEL_BASE + ci * 7919 * (1 << 22) + 137 * ci)
        worker = (ci + 3) % 32
        for di in range(days):
            day_start = end_ms - (days - di) * 86400000
            rng = random.Random("%s|%d|%d|%d" % (DESK, seed, ci, day_start // 86400000))
            d = build_day(rng, cfg, day_start, di)
            msgs = sorted(d.msgs, key=lambda m: (m.t, m.who, m.content[:20]))
            # clamp to day and make strictly increasing ms; replies after targets
            last = day_start
            for m in msgs:
                m.t = max(m.t, last + 1, day_start + 1)
                m.t = min(m.t, day_start + 86400000 - 2000)
                last = m.t
            msgs.sort(key=lambda m: m.t)
            last = day_start
            for m in msgs:
                if m.t <= last:
                    m.t = last + 1
                last = m.t
            sid = 0
            for m in msgs:
                sid += 1
                m.id = str(snowflake(m.t, worker, sid))
            thread_id = d.thread_starter.id
            chd = {"hard": 0, "noise": 0, "near": 0, "n": 0, "bytes": 0, "types": {}}
            for m in msgs:
                cid = thread_id if m.thread else ch_id
                msg = {"id": m.id, "author_id": PEOPLE[m.who][1], "author_name": PEOPLE[m.who][0],
                       "author_bot": PEOPLE[m.who][2], "created_at": iso(m.t), "content": m.content,
                       "attachments": [], "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref else None,
                       "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if m.thread:
                    ev["parent_channel_id"] = ch_id
                ev["message"] = msg
                seq += 1
                events.append((m.t, seq, ev))
                final = m.content
                for (te, nc) in m.edits:
                    seq += 1
                    events.append((te, seq, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                             "edited_at": iso(te), "content": nc}))
                    final = nc
                for (te, emo, who) in m.reacts:
                    seq += 1
                    events.append((te, seq, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                             "emoji": emo, "user_id": PEOPLE[who][1], "at": iso(te)}))
                for te in m.pins:
                    seq += 1
                    events.append((te, seq, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id,
                                             "by": PEOPLE["gaz"][1], "at": iso(te)}))
                state = "edited" if m.edits else "live"
                if m.deleted:
                    seq += 1
                    events.append((m.deleted, seq, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                    "message_id": m.id, "deleted_at": iso(m.deleted)}))
                    state = "deleted"
                if m.forgotten:
                    seq += 1
                    events.append((m.forgotten, seq, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid,
                                                      "message_id": m.id, "requested_by": PEOPLE["gaz"][1],
                                                      "at": iso(m.forgotten)}))
                    state = "forgotten"
                if m.removed_snippet and (m.deleted or m.forgotten or m in d.bulk[0]):
                    labels["removed_texts"].append(m.removed_snippet)
                removed = bool(m.deleted or m.forgotten or m in d.bulk[0])
                chd["n"] += 1
                chd["bytes"] += len(final.encode("utf-8")) + len(embed_text(m.embeds).encode("utf-8"))
                if m.kind == "hard":
                    labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": m.ev,
                                                  "facts": m.facts, "phrasing": m.phrasing, "final_state": state})
                    for s in m.superseded:
                        labels["superseded_facts"].append([cid, m.id, s])
                    chd["hard"] += 1
                    chd["types"][m.ev] = chd["types"].get(m.ev, 0) + 1
                elif m.kind == "noise" and not removed:
                    labels["noise_message_ids"].append(m.id)
                    chd["noise"] += 1
                elif m.kind == "near" and not removed:
                    labels["near_miss_ids"].append(m.id)
                    chd["near"] += 1
                if not removed:
                    for (nm, exp) in m.idioms:
                        if nm in IDIOM_KEEP and nm not in idiom_seen:
                            idiom_seen[nm] = True
                            labels["idioms"].append({"message_id": m.id, "idiom": nm, "expected": exp})
            bl, bt = d.bulk
            seq += 1
            events.append((bt, seq, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch_id,
                                     "message_ids": [m.id for m in bl], "deleted_at": iso(bt)}))
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events], "labels": labels}


# ---------------------------------------------------------------------------
# self-check & CLI
# ---------------------------------------------------------------------------

def channel_day_stats(events, labels):
    htype = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    final = {}
    key = {}
    order = []
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            k = (e.get("parent_channel_id") or e["channel_id"], m["created_at"][:10])
            if k not in order:
                order.append(k)
            key[m["id"]] = k
            final[m["id"]] = m["content"] + embed_text(m["embeds"])
        elif e["op"] == "edit" and e["message_id"] in final:
            final[e["message_id"]] = e["content"]
    stats = {k: {"hard": 0, "noise": 0, "near": 0, "n": 0, "bytes": 0, "types": {}} for k in order}
    for mid, k in key.items():
        c = stats[k]
        c["n"] += 1
        c["bytes"] += len(final[mid].encode("utf-8"))
        if mid in htype:
            c["hard"] += 1
            c["types"][htype[mid]] = c["types"].get(htype[mid], 0) + 1
        if mid in noise:
            c["noise"] += 1
        if mid in near:
            c["near"] += 1
    return [(k[0], k[1], stats[k]) for k in order]


def self_check(events, labels, out=sys.stderr):
    ok = True
    stats = channel_day_stats(events, labels)
    final = {}
    created = {}
    for ln, e in enumerate(events):
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                print("id/time mismatch", m["id"], file=out); ok = False
            final[m["id"]] = [m["content"], embed_text(m["embeds"]), e["channel_id"]]
            created[m["id"]] = ms
            if m.get("reference_id") and m["reference_id"] not in created:
                print("reply before target", m["id"], file=out); ok = False
        elif e["op"] == "edit":
            final[e["message_id"]][0] = e["content"]
    # time order of ids per channel
    last = {}
    for e in events:
        if e["op"] == "create":
            i = int(e["message"]["id"])
            if e["channel_id"] in last and i <= last[e["channel_id"]]:
                print("id order broken", i, file=out); ok = False
            last[e["channel_id"]] = i
    for h in labels["hard_events"]:
        if h["message_id"] not in final:
            print("missing", h, file=out); ok = False; continue
        txt = final[h["message_id"]][0] + "\n" + final[h["message_id"]][1]
        if final[h["message_id"]][2] != h["channel_id"]:
            print("channel mismatch", h, file=out); ok = False
        if not (2 <= len(h["facts"]) <= 5):
            print("fact count", h, file=out); ok = False
        for f in h["facts"]:
            if f not in txt:
                print("fact not in text:", repr(f), h["message_id"], repr(txt[:160]), file=out); ok = False
    gone = set()
    for e in events:
        if e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])
    live = "\n".join(v[0] + "\n" + v[1] for k, v in sorted(final.items()) if k not in gone)
    for snip in labels["removed_texts"]:
        if snip in live:
            print("removed text still live:", snip, file=out); ok = False
    for h in labels["hard_events"]:
        if (h["final_state"] in ("deleted", "forgotten")) != (h["message_id"] in gone):
            print("final_state mismatch", h, file=out); ok = False
    for cid, mid, s in labels["superseded_facts"]:
        if s in final[mid][0]:
            print("superseded still present", mid, s, file=out); ok = False
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in final:
            print("unknown id", i, file=out); ok = False
    for cid, di, c in stats:
        nz = c["noise"] / c["n"]
        kb = c["bytes"] / 1024.0
        print("channel %s day %s: msgs=%d KB=%.1f hard=%d noise=%d (%.0f%%) near=%d types=%s" % (
            cid, di, c["n"], kb, c["hard"], c["noise"], 100 * nz, c["near"], json.dumps(c["types"], sort_keys=True)), file=out)
        if not (180 <= c["n"] <= 320 and 70 <= kb <= 120 and 25 <= c["hard"] <= 45 and 0.25 <= nz <= 0.40):
            print("  OUT OF RANGE", file=out); ok = False
    print("idioms=%d removed_texts=%d superseded=%d events=%d -> %s" % (
        len(labels["idioms"]), len(labels["removed_texts"]), len(labels["superseded_facts"]), len(events),
        "OK" if ok else "FAIL"), file=out)
    return ok


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
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as f:
        evs = [json.loads(x) for x in f]
    with open(a.labels, encoding="utf-8") as f:
        lab = json.load(f)
    ok = self_check(evs, lab)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
