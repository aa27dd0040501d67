"""Desk generator: a university student-managed investment fund run on Discord.

US/Canadian equities and ETFs, a small covered-call sleeve and a fixed-income sleeve.
Students, sector analysts (markdown pitch decks), a student PM with a poll bot, a faculty
advisor who approves by reply, a broker-bridge bot, an IPS compliance bot, news, class
reminders, dashboard CI and the usual chatter.  Standard library only; pure function of
its arguments (no hash(), no set iteration, no wall clock).
"""
import argparse
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "student_managed_fund_desk"
EPOCH = 1420070400000
GUILD_ID = "1176934820571562014"
DEFAULT_END = datetime(2026, 11, 20, 0, 0, tzinfo=timezone.utc)
CH_NAMES = ["smf-trading-floor", "smf-equity-research", "smf-pm-desk", "smf-options-fi"]
MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
NAV = 412_880.0


def _snow(ms, worker, seq):
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 4095)


def _stable_id(tag):
    r = random.Random(DESK + ":" + tag)
    ms = 1672531200000 + r.randrange(0, 90_000_000_000)
    return str(_snow(ms, r.randrange(32), r.randrange(4096)))


def _chan_id(idx):
    return _stable_id("channel:%d" % idx)


PEOPLE = [
    ("pm", "maya.pm", False), ("copm", "arjun.copm", False), ("adv", "Prof. D. Whitfield", False),
    ("an_cons", "priya_consumer", False), ("an_en", "dev.energy", False), ("an_fin", "tom_fins", False),
    ("an_tech", "kenji_tech", False), ("an_fi", "hannah.fi", False), ("an_opt", "lucas_opts", False),
    ("trader", "jay.exec", False), ("s1", "sofia.r", False), ("s2", "ahmed_k", False), ("s3", "liam_b", False),
    ("s4", "olivia.m", False), ("s5", "noah.t", False), ("s6", "zara_q", False), ("s7", "ben.w", False),
    ("spam", "n1tro-drop", False),
    ("bridge", "IBKR Bridge", True), ("ips", "IPS Compliance", True), ("news", "NewsWire", True),
    ("poll", "Simple Poll", True), ("cls", "ClassBot", True), ("ci", "GitHub", True),
    ("alert", "PriceAlert", True), ("nav", "NAVbot", True), ("triage", "news-triage", True),
]
AUTH = {k: (_stable_id("user:" + k), n, b) for k, n, b in PEOPLE}
STUDENTS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7"]
ANALYSTS = ["an_cons", "an_en", "an_fin", "an_tech", "an_fi", "an_opt"]

# ticker: (company, price, sector, listing)
HELD = {
    "AAPL": ("Apple", 228.40, "Tech", "NASDAQ"), "MSFT": ("Microsoft", 418.20, "Tech", "NASDAQ"),
    "JPM": ("JPMorgan", 241.10, "Financials", "NYSE"), "COST": ("Costco", 912.50, "Consumer", "NASDAQ"),
    "XLE": ("Energy Select Sector SPDR", 89.40, "Energy", "ARCA"),
    "SHOP.TO": ("Shopify", 152.30, "Tech", "TSX"), "RY.TO": ("Royal Bank of Canada", 171.60, "Financials", "TSX"),
    "CNQ.TO": ("Canadian Natural Resources", 46.85, "Energy", "TSX"), "ENB.TO": ("Enbridge", 59.20, "Energy", "TSX"),
    "CP.TO": ("Canadian Pacific Kansas City", 108.70, "Industrials", "TSX"),
    "XBB.TO": ("iShares Core Canadian Universe Bond", 28.95, "Fixed income", "TSX"),
    "IEF": ("iShares 7-10 Year Treasury Bond", 94.10, "Fixed income", "NASDAQ"),
}
WATCH = {
    "NVDA": ("Nvidia", 142.30, "Tech", "NASDAQ"), "LULU": ("Lululemon", 318.40, "Consumer", "NASDAQ"),
    "DOL.TO": ("Dollarama", 141.90, "Consumer", "TSX"), "UNH": ("UnitedHealth", 592.00, "Healthcare", "NYSE"),
    "ATD.TO": ("Alimentation Couche-Tard", 77.10, "Consumer", "TSX"), "TD.TO": ("Toronto-Dominion Bank", 81.20, "Financials", "TSX"),
}

HELD_NEWS = {
    "AAPL": ["Apple faces fresh EU probe over App Store anti-steering terms", "Apple to expand iPhone assembly in India, suppliers say"],
    "MSFT": ["Microsoft signs multi-year nuclear power deal for Azure data centers", "Microsoft raises Office 365 commercial pricing ~5% from January"],
    "JPM": ["JPMorgan sees investment-banking fees up mid-teens in Q4, Dimon says", "JPMorgan names new co-head of consumer bank"],
    "COST": ["Costco November comparable sales +5.8%, e-commerce +13%", "Costco board weighs special dividend, people familiar say"],
    "SHOP.TO": ["Shopify GMV tops estimates; merchant solutions revenue +26%", "Shopify extends partnership with Roblox for in-game storefronts"],
    "RY.TO": ["Royal Bank of Canada Q4 adj. EPS C$3.07 vs C$2.91 est, lifts dividend 4%", "Royal Bank of Canada cut to Sector Perform at Scotiabank"],
    "CNQ.TO": ["Canadian Natural raises 2027 production guidance to 1.59 MMboe/d", "Canadian Natural declares quarterly dividend of C$0.5875"],
    "ENB.TO": ["Enbridge to buy US gas utility stake in C$4.1B deal", "Enbridge Mainline tolling settlement approved by CER"],
    "CP.TO": ["CPKC carloads fall 3% w/w on weaker grain shipments", "Canadian Pacific Kansas City hit by Mexico border rail disruption"],
}
WATCH_NEWS = {
    "NVDA": ["Nvidia guides Q4 revenue above consensus; data-center sales +94%", "Nvidia faces new US export curbs on China-bound chips"],
    "LULU": ["Lululemon cuts FY guide, cites weak US traffic and China softness", "Lululemon CEO to step down at fiscal year-end"],
    "DOL.TO": ["Dollarama Q3 same-store sales +4.1%, beats estimates", "Dollarama raises stake in Latin American chain Dollarcity"],
    "UNH": ["UnitedHealth shares slide as DOJ widens Medicare Advantage probe", "UnitedHealth reaffirms 2027 EPS outlook at investor day"],
    "ATD.TO": ["Couche-Tard sweetens offer for Seven & i, sources say", "Alimentation Couche-Tard Q2 fuel margins beat"],
    "TD.TO": ["TD Bank sets aside more for AML remediation; US asset cap weighs", "Toronto-Dominion Bank names new CFO"],
}
OTHER_NEWS = [
    "Tesla recalls 230,000 vehicles over rear-camera software fault",
    "Rivian secures $6.6B DOE loan for Georgia plant",
    "Peloton shares jump after subscription price hike",
    "Boeing 777X certification slips to 2027",
    "GameStop files to sell up to $1B in shares",
    "Bank of Canada's Macklem says further cuts 'not a given'",
    "TSX ends flat as energy gains offset tech weakness",
    "Oil slips as OPEC+ weighs extending output cuts",
]


def _news_facts(co, head):
    words = co.split()
    for cand in (co, " ".join(words[:2]), words[0], head.split()[0]):
        if cand and cand in head:
            mention = cand
            break
    rest = head[head.index(mention) + len(mention):].strip(" ,;").split()
    return [mention, " ".join(rest[:3])]


def _third_friday(y, m):
    d = date(y, m, 1)
    return d + timedelta(days=(4 - d.weekday()) % 7 + 14)


class Day:
    def __init__(self, rng, ch_id, day_start_ms, worker):
        self.r = rng
        self.ch = ch_id
        self.t0 = day_start_ms
        self.worker = worker
        self.msgs = []
        self.ops = []  # (ms, kind, payload)
        self.hard = []
        self.superseded = []
        self.removed = []
        self.idioms = []

    def t(self, hours, jitter_min=0.0):
        h = hours + (self.r.uniform(-jitter_min, jitter_min) / 60.0 if jitter_min else 0.0)
        h = min(max(h, 0.01), 23.98)
        return self.t0 + int(h * 3_600_000) + self.r.randrange(0, 999)

    def msg(self, ms, who, content="", embeds=None, ref=None, kind="chat", thread=None, attach=None):
        m = {"ms": ms, "who": who, "content": content, "final": content, "embeds": embeds or [],
             "ref": ref, "kind": kind, "thread": thread, "attach": attach, "state": "live"}
        self.msgs.append(m)
        return m

    def hardev(self, m, etype, facts, phrasing):
        self.hard.append((m, etype, list(facts), phrasing))
        if m["kind"] == "chat":
            m["kind"] = "hard"

    def edit(self, m, ms, content, old=None):
        ms = max(ms, m["ms"] + 1000)
        self.ops.append((ms, "edit", (m, content)))
        m["final"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        if old:
            self.superseded.append((m, old))
        return ms

    def delete(self, m, ms, snippet):
        self.ops.append((max(ms, m["ms"] + 1000), "delete", m))
        m["state"] = "deleted"
        self.removed.append(snippet)

    def forget(self, m, ms, by, snippet):
        self.ops.append((max(ms, m["ms"] + 1000), "forget", (m, by)))
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def bulk(self, ms_list, ms, snippets):
        self.ops.append((ms, "bulk", ms_list))
        for m in ms_list:
            m["state"] = "deleted"
        self.removed.extend(snippets)

    def react(self, m, ms, emoji, who):
        self.ops.append((max(ms, m["ms"] + 500), "react", (m, emoji, who)))

    def pin(self, m, ms, who):
        self.ops.append((max(ms, m["ms"] + 500), "pin", (m, who)))
        m["pinned"] = True

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))


def _px(r, base):
    return round(base * r.uniform(0.97, 1.03), 2)


def _f(x):
    return "%.2f" % x


def _oid(r):
    return "IB-%07d" % r.randrange(4_000_000, 4_999_999)


def _exec_id(r):
    return "%08x.%08x.01.01" % (r.randrange(1 << 32), r.randrange(1 << 32))


THESIS = [
    "{co} is compounding FCF at ~{g}% with a net-cash balance sheet; the market is pricing it like a no-growth name.",
    "Margin expansion story: gross margin +{m}bps over 3 yrs from mix shift toward higher-value services.",
    "Share count down ~{b}% per year via buybacks; dividend growth has matched EPS growth since 2019.",
    "Management guidance has been conservative 7 of the last 8 quarters (beat-and-raise pattern).",
    "Sell-side is anchored on the cyclical trough; our channel checks (and the campus survey lol) say demand is stabilizing.",
    "Moat: switching costs + scale purchasing; ROIC ~{roic}% vs WACC ~8.4% for a decade.",
    "CAD-listed exposure helps our IPS home-bias target (min 40% Canadian equity) without adding a new sector overweight.",
    "Underappreciated optionality in the new segment; we give it zero value in the base case.",
]
CATALYSTS = [
    "Q{q} earnings on {d} — consensus looks beatable on units",
    "Investor day in January (new LT targets expected)",
    "Possible index inclusion / S&P-TSX weight change at the December rebalance",
    "Rate cuts lowering the discount rate on long-duration cash flows",
    "Buyback authorization renewal (NCIB) due next quarter",
    "Holiday-quarter sales data (card-spend trackers turning up)",
]
RISKS = [
    "Consumer slowdown hits discretionary volume harder than modeled",
    "FX: USD/CAD moves ~1:1 into our CAD NAV for US names",
    "Valuation: at {pe}x fwd P/E there's no room for a miss",
    "Regulatory / antitrust headline risk",
    "Key-person risk (CEO transition)",
    "Commodity input costs re-accelerate",
]


PEERS = ["WMT", "TGT", "DG", "MRU.TO", "L.TO", "BJ", "AMZN", "GOOGL", "META", "ORCL", "CRM", "ADBE",
         "BMO.TO", "BNS.TO", "CM.TO", "BAC", "WFC", "SU.TO", "CVE.TO", "XOM", "TRP.TO", "PPL.TO", "CNR.TO", "UNP"]


def _pitch_extra(r, tk, co, px):
    out = ["## Industry",
           "The industry is mature but consolidating: the top %d players hold ~%d%% share, pricing is rational, and new entrants "
           "have struggled on scale. Growth tracks nominal GDP plus a few points from share gains and mix. The key debate on the "
           "street is whether the last two years of margin expansion are structural (automation, procurement, pricing) or "
           "cyclical (input costs rolling over). We think roughly two thirds is structural, and the model assumes only half." % (r.randint(3, 6), r.randint(45, 80)),
           "",
           "## Business overview",
           "%s generates revenue across %d reportable segments; the core segment is ~%d%% of sales and ~%d%% of EBIT. "
           "Revenue mix has shifted steadily toward recurring / higher-margin lines over the last five years, and "
           "management has been disciplined on capital allocation (no large dilutive M&A since %d). The balance sheet "
           "is investment grade (%s) with staggered maturities and no near-term refinancing wall."
           % (co, r.randint(2, 5), r.randint(52, 78), r.randint(60, 85), r.randint(2014, 2021), r.choice(["A-", "BBB+", "A", "BBB"])),
           "",
           "## Comps",
           "| ticker | mkt cap ($B) | EV/EBITDA | P/E | rev growth | EBITDA margin |",
           "|---|---|---|---|---|---|"]
    for pe in r.sample(PEERS, 7):
        out.append("| %s | %.1f | %.1fx | %.1fx | %.1f%% | %.1f%% |" % (pe, r.uniform(8, 900), r.uniform(7, 26), r.uniform(10, 38), r.uniform(-2, 18), r.uniform(8, 42)))
    out += ["", "## DCF summary (base case, $M)", "| year | revenue | EBITDA | capex | unlevered FCF |", "|---|---|---|---|---|"]
    rev = r.uniform(8_000, 90_000)
    for y in range(2027, 2032):
        rev *= r.uniform(1.03, 1.11)
        eb = rev * r.uniform(0.14, 0.32)
        cx = rev * r.uniform(0.03, 0.08)
        out.append("| %dE | %s | %s | %s | %s |" % (y, "{:,.0f}".format(rev), "{:,.0f}".format(eb), "{:,.0f}".format(cx), "{:,.0f}".format(eb * 0.72 - cx)))
    out += ["",
            "## Management & governance",
            "CEO tenure %d yrs, insider ownership ~%.1f%%, comp tied to ROIC and FCF/share (good). Board is %d%% independent. "
            "Last proxy season had no major shareholder pushback." % (r.randint(2, 14), r.uniform(0.1, 6), r.randint(70, 92)),
            "",
            "## ESG screen (IPS §7)",
            "Passes our exclusion screen (no thermal coal >10%% revenue, no controversial weapons). MSCI rating %s; "
            "scope 1+2 intensity in line with peers." % r.choice(["A", "AA", "BBB"]),
            ""]
    return out


def _pitch(r, tk, co, sec, px, qty, w, stop, pt, side, author_name, draft=False):
    g, m_, b, roic = r.randint(9, 18), r.randint(120, 420), r.randint(2, 4), r.randint(18, 34)
    pe = r.randint(17, 34)
    th = r.sample(THESIS, 3)
    cat = r.sample(CATALYSTS, 3)
    rk = r.sample(RISKS, 3)
    iv = round(px * r.uniform(1.12, 1.35), 2)
    bull = round(iv * 1.22, 2)
    bear = round(px * r.uniform(0.72, 0.86), 2)
    ev = round(r.uniform(11, 24), 1)
    peer = round(ev + r.uniform(-3, 4), 1)
    lines = [
        "# %s — %s | %s sector pitch%s" % (tk, co, sec, " (DRAFT, not for vote)" if draft else ""),
        "_by %s · %s team · data as of yesterday's close_" % (author_name, sec.lower()),
        "",
        "## Thesis",
    ]
    for i, s in enumerate(th, 1):
        lines.append("%d. %s" % (i, s.format(co=co, g=g, m=m_, b=b, roic=roic)))
    lines += [
        "",
        "## Valuation",
        "| metric | %s | peer median |" % tk,
        "|---|---|---|",
        "| EV/EBITDA NTM | %.1fx | %.1fx |" % (ev, peer),
        "| P/E FY+1 | %dx | %dx |" % (pe, pe + r.randint(-4, 5)),
        "| FCF yield | %.1f%% | %.1f%% |" % (r.uniform(2, 6), r.uniform(2, 6)),
        "| Net debt / EBITDA | %.1fx | %.1fx |" % (r.uniform(0, 2.5), r.uniform(0.5, 3)),
        "",
        "DCF (WACC 8.4%%, TGR 2.5%%, 10y explicit): base $%s, bull $%s, bear $%s. Reverse DCF implies ~%d%% revenue CAGR, which we think is too low."
        % (_f(iv), _f(bull), _f(bear), r.randint(3, 7)),
        "Sensitivity: every 50bp on WACC moves the base case ~%d%%." % r.randint(6, 11),
        "",
    ]
    lines += _pitch_extra(r, tk, co, px)
    lines += ["## Catalysts"]
    for c in cat:
        lines.append("- " + c.format(q=r.randint(1, 4), d="Jan %d" % r.randint(20, 30)))
    lines += ["", "## Risks / what would make us wrong"]
    for x in rk:
        lines.append("- " + x.format(pe=pe))
    lines += ["", "## Recommendation"]
    if draft:
        rec = ("Not putting this to a vote yet. Leaning constructive but the model still has a hole in the "
               "segment build and I want Hannah to sanity-check the WACC. Would love feedback before next week.")
        facts = None
    elif side == "BUY":
        rec = ("After the above, the %s team recommends the fund BUY %d shares of %s at a limit of $%s "
               "(~%.1f%% of NAV, funded from cash), with a stop at $%s and a 12-month price target of $%s. "
               "Position would sit well under the 5%% IPS single-name cap." % (sec.lower(), qty, tk, _f(px), w, _f(stop), _f(pt)))
        facts = [tk, "BUY", str(qty), _f(px)]
    else:
        rec = ("Net: we recommend we SELL %d shares of %s (trim back to ~%.1f%% weight) at a limit of $%s and "
               "recycle the cash into the fixed-income sleeve until the next catalyst. Keep the remainder with the "
               "existing stop." % (qty, tk, w, _f(px)))
        facts = [tk, "SELL", str(qty), _f(px)]
    lines.append(rec)
    lines += [
        "",
        "## Appendix",
        "- Sources: company filings (10-K/AIF), Capital IQ via the library terminal, Bloomberg (Thursday lab hours)",
        "- Model: `/drive/SMF/Research/%s/%s_model_v%d.xlsx` — comps tab has %d peers" % (sec, tk.replace(".TO", ""), r.randint(3, 9), r.randint(6, 12)),
        "- Q&A in the thread pls, not in #general 🙏",
    ]
    return "\n".join(lines), facts


PRIMER_TOPICS = [
    ("Canadian banks", "RY.TO, TD.TO, BMO and BNS"), ("midstream", "ENB.TO, TRP and PPL"),
    ("semis", "NVDA, AMD, AVGO and TSM"), ("staples retail", "COST, DOL.TO, WMT and ATD.TO"),
]


def _primer(r):
    topic, names = r.choice(PRIMER_TOPICS)
    p = [
        "## Sector primer: %s (for the new analysts, no recommendation here)" % topic,
        "",
        "Coverage universe: %s. Quick framework so everyone speaks the same language at Thursday's meeting." % names,
        "",
        "**How they make money.** Think of revenue as volume x price x mix. Margins swing with utilization; the buy-side "
        "mostly trades the second derivative (is growth accelerating?) not the level.",
        "",
        "**What the street watches.** Guidance revisions, estimate dispersion, short interest, and positioning. When "
        "everyone is long into earnings, a beat can still sell off — 'buy the rumor, sell the news'.",
        "",
        "**Valuation.** EV/EBITDA for capital-heavy names, P/E or P/B for the financials, FCF yield for the compounders. "
        "A name trading at %dx vs a 10y average of %dx isn't automatically cheap: check if ROIC moved." % (r.randint(9, 14), r.randint(12, 18)),
        "",
        "**Technical stuff people ask about.** Stops, targets, trailing stops, limit vs market orders: we use limits "
        "only (IPS §6.1). A stop is a risk tool, not a thesis. Covered calls cap upside in exchange for premium; "
        "selling puts would need cash collateral and is not allowed for us anyway.",
        "",
        "**Historic drawdowns.** 2008: -%d%% peak to trough for the group; 2020: -%d%% in five weeks; both recovered "
        "within ~%d months for the quality names." % (r.randint(38, 55), r.randint(28, 40), r.randint(9, 20)),
        "",
        "Homework: pick one name, build a 3-statement model, and come with a view. Views != trades. Trades go through a pitch + vote + Prof W.",
    ]
    return "\n".join(p)


TRACE = """⚠️ smf-dashboard worker crashed
```
Traceback (most recent call last):
  File "/app/dashboard/jobs/refresh_positions.py", line 88, in run
    snap = client.positions(account=ACCOUNT_ID)
  File "/app/dashboard/ib/client.py", line 142, in positions
    resp = self._get("/portfolio/%s/positions/0" % account)
  File "/app/dashboard/ib/client.py", line 61, in _get
    r.raise_for_status()
  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://localhost:5000/v1/api/portfolio/U***8812/positions/0
```
retrying in 60s (attempt {n}/5)"""

CHAT = [
    "anyone at the library rn? 3rd floor study rooms are packed",
    "who's bringing the clicker for thursday's meeting",
    "reminder that the IPS quiz is open book but timed",
    "bro the bloomberg terminal in the lab logged me out again",
    "can someone share the comps template, the drive link is dead",
    "ngl the midterm curve better be generous",
    "does anyone know if we present in business casual or full suit",
    "I updated the sector tracker sheet, energy tab was 2 weeks stale",
    "the WACC in the shared model still uses last year's rf, fixing it",
    "lecture recording for FIN 4410 is up on the LMS",
    "who's on the dashboard team this sem? the NAV chart is off by a day",
    "study group for CFA L1 fixed income tonight 8pm, room DMS 4120",
    "does the fund pay for the CFA Institute research challenge fee",
    "pls don't post pitches in #general, use the research channel",
    "coffee run before the meeting? ☕",
    "my excel crashed and I lost 40 min of the DCF 💀",
    "the new analyst onboarding doc is pinned",
    "is the 10-K for CNQ the AIF or the 40-F, I'm confused",
    "imagine doing a 3-statement model by hand in 2026",
    "group photo for the annual report is friday at noon",
    "whoever left the whiteboard full of greeks in room 210 respect",
    "the T-bill yield on the cash sleeve is actually decent rn",
    "can we get a channel just for memes so this one stays clean",
    "office hours with Prof W moved to 2:30",
    "I'm behind on the LULU comps, will have them by tonight",
    "does anyone have the FactSet login for the semester",
    "pitch practice at 6? need someone to grill me on valuation",
    "just saw our NAV chart on the dashboard, looks smooth today",
    "can I get added to the energy team channel",
    "what time does the TSX close again, 4 ET right",
    "we should do a fund social after finals",
    "the annual report draft is in the drive, comments by sunday",
    "slides look good, maybe cut the appendix down",
    "love how the dashboard just shows red everywhere when the API dies",
]
ACKS = ["ok", "thx", "🔥", "W", "lmao", "🫡", "bet", "ty!", "👍", "💀", "real", "fr", "noted", "kk", "🙏", "LFG", "true"]
MEMES = [
    ("[meme] when the prof says the final is 'cumulative but not really'", "prof_cumulative.png"),
    ("[repost] me explaining DCF terminal value to my parents", "terminal_value.jpg"),
    ("[meme] our fund's alpha vs SPY this semester", "alpha_vs_spy.png"),
    ("stonks only go up (source: trust me)", "stonks.gif"),
    ("[repost from r/wallstreetbets] diamond hands at the student fund meeting", "diamond_hands.png"),
    ("POV: you forgot to hit save on the model", "pov_nosave.jpg"),
    ("the IPS committee when you propose a 6% position", "ips_committee.png"),
]
CLASSES = [
    "⏰ FIN 4410 Portfolio Management — lecture starts in 30 min · DMS 1140",
    "⏰ FIN 3320 Investments — HW4 due tonight 23:59 on the LMS",
    "⏰ SMF weekly meeting Thursday 18:00 · room B210 · pitches: see #smf-equity-research",
    "⏰ CFA study group — fixed income chapter 5 · 20:00 · DMS 4120",
    "📅 Reminder: IPS refresher quiz closes Friday",
    "⏰ ADM 2352 midterm review session tomorrow 10:00",
]


def _gen_channel_day(seed, ch_idx, day_idx, day_start):
    r = random.Random("%s|seed=%d|ch=%d|day=%d" % (DESK, seed, ch_idx, day_idx))
    ch = _chan_id(ch_idx)
    D = Day(r, ch, int(day_start.timestamp() * 1000), (ch_idx * 7 + 3) % 32)
    t = D.t
    held = list(HELD.keys())
    watch = list(WATCH.keys())
    prices = {k: _px(r, v[1]) for k, v in list(HELD.items()) + list(WATCH.items())}
    nearm = []   # near-miss messages
    noise = []

    def N(m):
        m["kind"] = "noise"
        noise.append(m)
        return m

    def NM(m):
        m["kind"] = "near"
        nearm.append(m)
        return m

    pm, adv, tr = "pm", "adv", "trader"
    # ---------------- chain A: pitch with thread, advisor half size, route, order, fill
    wA = r.sample([w for w in watch if w != "NVDA"], 1)[0]
    coA, _, secA, exA = WATCH[wA]
    pxA = prices[wA]
    wtA = round(r.uniform(2.2, 3.4), 1)
    qA = max(4, int(NAV * wtA / 100 / pxA))
    if qA % 2:
        qA += 1
    anA = "an_cons" if secA == "Consumer" else ("an_fin" if secA == "Financials" else "an_tech")
    txt, facts = _pitch(r, wA, coA, secA, pxA, qA, wtA, round(pxA * 0.88, 2), round(pxA * 1.27, 2), "BUY", AUTH[anA][1])
    mA = D.msg(t(r.uniform(1.2, 2.6)), anA, txt)
    D.hardev(mA, "trade_proposal", facts, "buried")
    D.idiom(mA, "markdown pitch deck with BUY buried in Recommendation section", "trade_proposal")
    th = mA  # thread starter
    tq = [
        "what's the bear case if the consumer rolls over?",
        "how did you get the %s%% FCF margin in year 5" % r.randint(14, 22),
        "are comps on the same fiscal year end? some look off by a quarter",
        "ngl this is clean 🔥",
        "do we have the cash for this without touching the bond sleeve?",
    ]
    base = mA["ms"]
    for i, q in enumerate(r.sample(tq, 4)):
        m = D.msg(base + (i + 1) * r.randint(240_000, 900_000), r.choice(STUDENTS), q, thread=th)
        if "?" in q:
            NM(m)
            if i == 0:
                D.idiom(m, "question in pitch thread", "not_hard")
    D.msg(base + 5 * 900_000, anA, "good q's, answered inline in the model comments. bear case is ~-18%% to the trough multiple. on the FCF margin: it's the mid-point of the last %d years' range plus the mix shift from the thesis, and if you strip the mix shift out the base case is still ~%d%% above the current price. comps: yes two of them have a Jan FYE so I calendarized them, there's a tab for it. cash: we have ~%.1f%% of NAV in cash after the last fill so no need to touch XBB/IEF" % (r.randint(4, 8), r.randint(6, 14), r.uniform(4, 8)), thread=th)
    D.msg(base + 6 * 900_000, "an_fi", "from the FI side: fine with funding from cash, but if the next pitch passes too we'll be at the cash floor and I'd rather not sell bonds into a rally. flagging it now so it's not a surprise on thursday", thread=th)
    mAa = D.msg(t(r.uniform(13.0, 13.9)), adv, "Approved, but half size. Build the rest after the print if the thesis holds.", thread=th)
    D.hardev(mAa, "trade_approval", ["Approved", "half size"], "reply")
    D.idiom(mAa, "advisor one-line approval with resize in thread", "trade_approval")
    D.react(mAa, mAa["ms"] + 60_000, "🫡", anA)
    qA2 = qA // 2
    oA = _oid(r)
    mAr = D.msg(t(14.25, 4), pm, "Jay you're on execution for %s today — %d sh (half size per Prof W), limit %s, route through the bridge after the open. @%s stay on for questions"
                % (wA, qA2, _f(pxA), AUTH[anA][1]))
    D.hardev(mAr, "route_decision", [wA, "Jay", "execution"], "untagged")
    D.idiom(mAr, "PM assigns execution of an approved trade to a named student", "route_decision")
    D.msg(mAr["ms"] + 90_000, tr, "on it 🫡")
    mAp = D.msg(mAr["ms"] + r.randint(300_000, 900_000), "ips",
                "ips_check order=%s sym=%s side=BUY qty=%d px=%s post_weight=%.2f%% max_weight=5.00%% leverage=0 cash_after=%.1f%% result=PASS"
                % (oA, wA, qA2, _f(pxA), wtA / 2, r.uniform(3, 7)))
    mAo = D.msg(mAp["ms"] + r.randint(2000, 9000), "bridge", "", embeds=[{
        "title": "Order Submitted", "description": "%s %s" % (coA, exA), "author": "IBKR Bridge",
        "fields": [{"name": "Symbol", "value": wA, "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": str(qA2), "inline": True}, {"name": "Type", "value": "LMT " + _f(pxA), "inline": True},
                   {"name": "TIF", "value": "DAY", "inline": True}, {"name": "Status", "value": "Submitted"}],
        "footer": "ord %s · acct U***8812 · %s" % (oA, exA)}])
    D.hardev(mAo, "trade_confirmation", [wA, "BUY", str(qA2), oA], "embed")
    D.idiom(mAo, "embed-only order ticket from broker bridge", "trade_confirmation")
    fpA = round(pxA - r.choice([0.0, 0.01, 0.02, 0.03]), 2)
    mAf = D.msg(mAo["ms"] + r.randint(20_000, 600_000), "bridge", "", embeds=[{
        "title": "Execution report", "description": "Filled %s/%s" % (qA2, qA2),
        "fields": [{"name": "Symbol", "value": wA, "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": str(qA2), "inline": True}, {"name": "Avg Px", "value": _f(fpA), "inline": True}],
        "footer": "ord %s · exec %s · %s" % (oA, _exec_id(r), exA)}])
    D.hardev(mAf, "trade_fill", [wA, "BUY", str(qA2), _f(fpA)], "embed")
    D.react(mAf, mAf["ms"] + 30_000, "🚀", r.choice(STUDENTS))
    D.pin(mA, mAf["ms"] + 120_000, AUTH[pm][0])
    D.react(mA, mAf["ms"] + 119_000, "📌", pm)

    # ---------------- chain B: pitch 2 (held name add or trim) -> poll -> passed -> advisor -> resize -> order -> fill
    hB = r.choice(["COST", "SHOP.TO", "CNQ.TO", "ENB.TO", "MSFT", "JPM"])
    coB, _, secB, exB = HELD[hB]
    pxB = prices[hB]
    anB = {"Consumer": "an_cons", "Tech": "an_tech", "Energy": "an_en", "Financials": "an_fin"}[secB]
    wtB = round(r.uniform(1.5, 2.5), 1)
    qB = max(3, int(NAV * wtB / 100 / pxB))
    txt, facts = _pitch(r, hB, coB, secB, pxB, qB, wtB, round(pxB * 0.9, 2), round(pxB * 1.22, 2), "BUY", AUTH[anB][1])
    txt = txt.replace("recommends the fund BUY", "recommends the fund add to the position — BUY")
    mB = D.msg(t(r.uniform(2.8, 4.2)), anB, txt)
    D.hardev(mB, "trade_proposal", facts, "buried")
    D.msg(mB["ms"] + r.randint(120_000, 600_000), pm, "thanks %s, putting this to a vote tmrw during market hrs. read it before thursday ppl" % AUTH[anB][1], ref=mB)
    vote = r.randint(41, 69)
    mBp = D.msg(t(r.uniform(14.6, 15.3)), "poll", "", embeds=[{
        "title": "📊 Fund vote #%d" % vote,
        "description": "BUY %d %s @ LMT %s (add, ~%.1f%% NAV) — proposed by @%s, sponsor @%s" % (qB, hB, _f(pxB), wtB, AUTH[anB][1], AUTH[pm][1]),
        "fields": [{"name": "✅", "value": "Yes", "inline": True}, {"name": "❌", "value": "No", "inline": True},
                   {"name": "🤷", "value": "Abstain", "inline": True}],
        "footer": "closes in 2h · quorum 9 voting members · 1 vote per member"}])
    D.hardev(mBp, "trade_proposal", ["BUY", str(qB), hB, _f(pxB)], "embed")
    D.idiom(mBp, "poll-bot embed putting a trade to a member vote", "trade_proposal")
    D.msg(mBp["ms"] + 40_000, pm, "@everyone vote is up, 2h window 🗳️")
    for i in range(r.randint(3, 6)):
        D.react(mBp, mBp["ms"] + (i + 1) * 300_000, "✅", r.choice(STUDENTS))
    yes, no = r.randint(11, 17), r.randint(1, 5)
    mBr = D.msg(mBp["ms"] + 7_200_000 + r.randint(0, 30_000), "poll",
                "Vote #%d closed — ✅ %d · ❌ %d · 🤷 %d → PASSED (quorum met)" % (vote, yes, no, r.randint(0, 3)))
    D.hardev(mBr, "trade_approval", ["#%d" % vote, "PASSED"], "structured")
    mBa = D.msg(mBr["ms"] + r.randint(300_000, 1_200_000), adv, r.choice(["Approved as proposed.", "Approved as proposed. Watch the weight after the fill."]), ref=mBr)
    D.hardev(mBa, "trade_approval", ["Approved as proposed"], "reply")
    D.pin(mBr, mBa["ms"] + 60_000, AUTH[pm][0])
    oB = _oid(r)
    curw = round(r.uniform(3.9, 4.4), 2)
    newq = max(1, int(qB * r.uniform(0.4, 0.7)))
    mBc = D.msg(mBa["ms"] + r.randint(120_000, 600_000), "ips",
                "ips_check order=%s sym=%s side=BUY req_qty=%d px=%s cur_weight=%.2f%% post_weight=%.2f%% max_weight=5.00%% result=RESIZED new_qty=%d reason=single_name_cap"
                % (oB, hB, qB, _f(pxB), curw, curw + wtB, newq))
    D.hardev(mBc, "risk_limit", [hB, "RESIZED", "new_qty=%d" % newq, "max_weight=5.00%"], "structured")
    D.idiom(mBc, "compliance key=value line resizing an order to the 5% cap", "risk_limit")
    m = D.msg(mBc["ms"] + 50_000, "s%d" % r.randint(1, 7), "wait it cut our size?? 😭")
    D.msg(m["ms"] + 40_000, "copm", "yeah we're already ~%.0f%% in %s, 5%% cap. working as intended" % (curw, hB), ref=m)
    mBo = D.msg(mBc["ms"] + r.randint(3000, 8000), "bridge",
                "ACK %s BUY %d %s LMT %s DAY — working (resized by compliance from %d)" % (oB, newq, hB, _f(pxB), qB))
    D.hardev(mBo, "trade_confirmation", [oB, "BUY", str(newq), hB], "structured")
    fpB = round(pxB + r.choice([-0.02, 0.0, 0.01]), 2)
    p1 = newq // 2 if newq > 3 else newq
    mBf = D.msg(mBo["ms"] + r.randint(60_000, 900_000), "bridge",
                "[FILL] %s BUY %d/%d %s @ %s (partial)" % (oB, p1, newq, hB, _f(fpB)))
    if p1 < newq:
        avg2 = round(fpB + 0.01, 2)
        D.edit(mBf, mBf["ms"] + r.randint(120_000, 900_000), "[FILL] %s BUY %d/%d %s @ %s avg (complete)" % (oB, newq, newq, hB, _f(avg2)), old="%d/%d" % (p1, newq))
        D.hardev(mBf, "trade_fill", [oB, "BUY", "%d/%d" % (newq, newq), hB, _f(avg2)], "tagged")
        D.idiom(mBf, "tagged partial fill edited in place to complete", "trade_fill")
    else:
        D.hardev(mBf, "trade_fill", [oB, "BUY", hB, _f(fpB)], "tagged")

    # ---------------- chain C: shorthand proposal -> PM "send it" -> ack -> fill
    fiC = r.choice(["XBB.TO", "IEF"])
    pxC = prices[fiC]
    qC = r.choice([40, 60, 80, 100, 120, 150])
    tkC = fiC.replace(".TO", "").lower()
    mC = D.msg(t(r.uniform(15.5, 17.5)), "an_fi", "b %d %s @ %s lmt, parking the idle cash till the vote next wk. FI sleeve still under target" % (qC, tkC, _f(pxC)))
    D.hardev(mC, "trade_proposal", ["b %d %s" % (qC, tkC), _f(pxC)], "shorthand")
    D.idiom(mC, "lowercase shorthand 'b 80 xbb @ 28.95 lmt' proposal", "trade_proposal")
    mCa = D.msg(mC["ms"] + r.randint(60_000, 400_000), pm, r.choice(["ok go 👍 send it", "👍 send it", "yep send it, under my 1% discretion"]), ref=mC)
    D.hardev(mCa, "trade_approval", ["send it"], "reply")
    D.idiom(mCa, "short PM reply approving a shorthand proposal", "trade_approval")
    oC = _oid(r)
    mCo = D.msg(mCa["ms"] + r.randint(60_000, 300_000), "bridge", "ACK %s BUY %d %s LMT %s DAY — working" % (oC, qC, fiC, _f(pxC)))
    D.hardev(mCo, "trade_confirmation", [oC, "BUY", str(qC), fiC], "structured")
    fpC = round(pxC - 0.01, 2)
    mCf = D.msg(mCo["ms"] + r.randint(30_000, 400_000), "bridge", "[FILL] %s BUY %d/%d %s @ %s" % (oC, qC, qC, fiC, _f(fpC)))
    D.hardev(mCf, "trade_fill", [oC, "BUY", fiC, _f(fpC)], "tagged")

    # ---------------- chain D: covered call
    uD = r.choice(["AAPL", "MSFT"])
    pxD = prices[uD]
    end_d = date.fromtimestamp(D.t0 / 1000)
    ny, nm = (end_d.year + (end_d.month // 12), end_d.month % 12 + 1)
    exp = _third_friday(ny, nm)
    strike = int(round(pxD * 1.08 / 5.0) * 5)
    occ = "%s %02d%s%02d %dC" % (uD, exp.day, MON[exp.month - 1], exp.year % 100, strike)
    prem = round(pxD * r.uniform(0.011, 0.02), 2)
    nC = r.choice([1, 2])
    mD = D.msg(t(r.uniform(16.0, 18.0)), "an_opt",
               "Options sleeve: proposing we sell %dx %s @ %s against our %d sh (fully covered, IPS §5.1). ~%.1f%% OTM, delta ~0.22, premium ~$%d. If it gets called away we're fine with that price."
               % (nC, occ, _f(prem), nC * 100 + r.choice([0, 50, 100]), (strike / pxD - 1) * 100, int(prem * 100 * nC)))
    D.hardev(mD, "trade_proposal", ["sell %dx" % nC, occ, _f(prem)], "untagged")
    D.idiom(mD, "covered call write written as OCC-ish contract string", "trade_proposal")
    m = D.msg(mD["ms"] + 120_000, r.choice(STUDENTS), "wait do we lose the upside if %s rips?" % uD, ref=mD)
    NM(m)
    D.msg(m["ms"] + 90_000, "an_opt", "above %d yes, that's the trade-off. we keep the premium either way" % strike, ref=m)
    atxt, afact = r.choice([("Approved. Covered only, as written.", "Approved"), ("Fine by me — approved.", "approved"),
                            ("Approved; keep the strike at least 5% OTM going forward.", "Approved")])
    mDa = D.msg(mD["ms"] + r.randint(900_000, 2_400_000), adv, atxt, ref=mD)
    D.hardev(mDa, "trade_approval", [afact], "reply")
    oD = _oid(r)
    mDo = D.msg(mDa["ms"] + r.randint(120_000, 500_000), "bridge", "", embeds=[{
        "title": "Order Submitted", "description": "Covered call · %s" % occ,
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": str(nC), "inline": True},
                   {"name": "Limit", "value": _f(prem), "inline": True}, {"name": "TIF", "value": "DAY"}],
        "footer": "ord %s · acct U***8812 · SMART/CBOE" % oD}])
    D.hardev(mDo, "trade_confirmation", ["SELL", occ, oD], "embed")
    fpD = round(prem - 0.02, 2)
    if nC == 2:
        mDf = D.msg(mDo["ms"] + r.randint(60_000, 600_000), "bridge", "FILL %s SELL 1/2 %s @ %s (partial)" % (oD, occ, _f(fpD)))
        fpD2 = round(prem - 0.01, 2)
        D.edit(mDf, mDf["ms"] + r.randint(120_000, 1_200_000), "FILL %s SELL 2/2 %s @ %s avg (complete)" % (oD, occ, _f(fpD2)), old=_f(fpD))
        D.hardev(mDf, "trade_fill", [oD, "SELL", "2/2", occ, _f(fpD2)], "tagged")
    else:
        mDf = D.msg(mDo["ms"] + r.randint(60_000, 600_000), "bridge", "FILL %s SELL 1/1 %s @ %s" % (oD, occ, _f(fpD)))
        D.hardev(mDf, "trade_fill", [oD, "SELL", occ, _f(fpD)], "tagged")

    # ---------------- chain E: leverage block
    if r.random() < 0.85:
        pxE = prices["NVDA"]
        qE = r.randint(30, 60)
        mE = D.msg(t(r.uniform(17.2, 18.6)), "copm",
                   "proposal: BUY %d NVDA @ %s now and cover it with the margin buffer until the XBB sale settles T+1. semis pullback is the entry" % (qE, _f(pxE)))
        D.hardev(mE, "trade_proposal", ["BUY %d NVDA" % qE, _f(pxE)], "untagged")
        oE = _oid(r)
        mEc = D.msg(mE["ms"] + r.randint(200_000, 600_000), "ips",
                    "ips_check order=%s sym=NVDA side=BUY qty=%d notional=%.0f cash_avail=%.0f margin_req=%.0f leverage=%.2f result=BLOCKED reason=no_leverage (IPS §4.2)"
                    % (oE, qE, qE * pxE, qE * pxE * 0.55, qE * pxE * 0.45, 1.0 + r.uniform(0.01, 0.04)))
        D.hardev(mEc, "risk_limit", ["NVDA", "BLOCKED", "no_leverage"], "structured")
        D.idiom(mEc, "compliance BLOCKED order for leverage", "risk_limit")
        mEo = D.msg(mEc["ms"] + r.randint(1500, 5000), "bridge", "", embeds=[{
            "title": "Order Rejected", "description": "NVDA BUY %d LMT %s" % (qE, _f(pxE)),
            "fields": [{"name": "Reason", "value": "pre-trade compliance hold"}, {"name": "Status", "value": "Rejected"}],
            "footer": "ord %s · acct U***8812" % oE}])
        D.hardev(mEo, "trade_confirmation", ["NVDA", "Rejected", oE], "embed")
        mEa = D.msg(mEc["ms"] + r.randint(300_000, 900_000), adv, "No — IPS violation. No leverage, not even for a day. Wait for settlement and re-propose.", ref=mE)
        D.hardev(mEa, "trade_approval", ["No", "IPS violation"], "reply")
        D.idiom(mEa, "advisor rejection 'No — IPS violation' as reply", "trade_approval")
        D.msg(mEa["ms"] + 60_000, "copm", "fair, my bad. will resubmit tmrw")

    # ---------------- chain F: failed vote (trim)
    if r.random() < 0.5:
        hF = r.choice(["JPM", "COST", "CP.TO"])
        qF = r.randint(8, 30) if hF != "COST" else r.randint(3, 8)
        vF = vote + 1
        mF = D.msg(t(r.uniform(18.0, 19.0)), "poll", "", embeds=[{
            "title": "📊 Fund vote #%d" % vF, "description": "SELL %d %s @ LMT %s (trim to fund rebalancing) — proposed by @%s" % (qF, hF, _f(prices[hF]), AUTH["an_fin"][1]),
            "fields": [{"name": "✅", "value": "Yes", "inline": True}, {"name": "❌", "value": "No", "inline": True}],
            "footer": "closes in 90 min · quorum 9"}])
        D.hardev(mF, "trade_proposal", ["SELL", str(qF), hF, _f(prices[hF])], "embed")
        mFr = D.msg(mF["ms"] + 5_400_000 + r.randint(0, 20_000), "poll", "Vote #%d closed — ✅ %d · ❌ %d → FAILED" % (vF, r.randint(4, 7), r.randint(9, 13)))
        D.hardev(mFr, "trade_approval", ["#%d" % vF, "FAILED"], "structured")
        D.idiom(mFr, "poll result FAILED is a rejection", "trade_approval")

    # ---------------- chain G: deleted proposal
    hG = r.choice(["JPM", "RY.TO", "CP.TO"])
    qG = r.randint(10, 30)
    mG = D.msg(t(r.uniform(15.0, 16.0)), "an_fin", "proposal: sell %d %s @ %s to fund the new add, we're overweight financials" % (qG, hG, _f(prices[hG])))
    D.hardev(mG, "trade_proposal", ["sell %d %s" % (qG, hG), _f(prices[hG])], "untagged")
    D.delete(mG, mG["ms"] + r.randint(120_000, 300_000), "sell %d %s @ %s to fund the new add" % (qG, hG, _f(prices[hG])))
    D.msg(mG["ms"] + 330_000, "an_fin", "nvm, wrong draft 🤦 will bring it properly on thursday")

    # ---------------- chain H: carried-over working order expires / cancelled
    if r.random() < 0.6:
        oH = _oid(r)
        qH = r.randint(15, 35)
        pxH = round(prices["CP.TO"] * 0.97, 2)
        mH = D.msg(t(14.52, 2), "bridge", "ACK %s BUY %d CP.TO LMT %s DAY — working (from vote #%d, yesterday)" % (oH, qH, _f(pxH), vote - 1))
        D.hardev(mH, "trade_confirmation", [oH, "BUY", str(qH), "CP.TO"], "structured")
        mHc = D.msg(t(21.0, 1), "bridge", "", embeds=[{
            "title": "Order Cancelled", "description": "CP.TO BUY %d LMT %s — DAY order expired unfilled" % (qH, _f(pxH)),
            "fields": [{"name": "Filled", "value": "0/%d" % qH, "inline": True}, {"name": "Status", "value": "Cancelled"}],
            "footer": "ord %s · TSX" % oH}])
        D.hardev(mHc, "trade_confirmation", ["CP.TO", "Cancelled", oH], "embed")
        D.idiom(mHc, "end-of-day DAY order expiry as cancel embed", "trade_confirmation")

    # ---------------- I: stops / targets
    hI = r.choice(["XLE", "CNQ.TO", "ENB.TO"])
    pI = prices[hI]
    s0, s1, s2, s3 = [round(pI * f, 2) for f in (0.90, 0.93, 0.94, 0.95)]
    mI = D.msg(t(r.uniform(19.2, 19.8)), pm, "%s stop → %s (was %s), trailing it up after the run. GTC on the bridge" % (hI, _f(s1), _f(s0)))
    ms_e = D.edit(mI, mI["ms"] + r.randint(600_000, 1_800_000), "%s stop → %s (was %s), trailing it up after the run. GTC on the bridge" % (hI, _f(s2), _f(s0)), old=_f(s1))
    D.edit(mI, ms_e + r.randint(1_800_000, 3_600_000), "%s stop → %s (was %s), trailing it up after the run. GTC on the bridge" % (hI, _f(s3), _f(s0)), old=_f(s2))
    D.hardev(mI, "stop_or_target_change", [hI, "stop", _f(s3)], "untagged")
    D.idiom(mI, "stop level edited twice in the same message", "stop_or_target_change")
    D.react(mI, mI["ms"] + 50_000, "📌", "pm")
    hR = r.choice(["RY.TO", "JPM"])
    mR = D.msg(t(r.uniform(20.0, 20.6)), pm, "pulling the stop on %s — earnings next week and I don't want us wicked out on the gap. holding thru, reassess after the print" % hR)
    D.hardev(mR, "stop_or_target_change", [hR, "pulling the stop"], "untagged")
    hT = r.choice(["SHOP.TO", "COST", "MSFT"])
    pT = prices[hT]
    t1, t2 = round(pT * 1.12, 2), round(pT * 1.16, 2)
    tgt = "Target update %s: PT %s → take-profit order on our position now GTC at %s (trimming half there). Thesis unchanged, just the multiple."
    mT = D.msg(t(r.uniform(21.3, 22.5)), "an_tech" if hT != "COST" else "an_cons", tgt % (hT, _f(t1), _f(t1)))
    D.edit(mT, mT["ms"] + r.randint(900_000, 2_400_000), tgt % (hT, _f(t2), _f(t2)), old=_f(t1))
    D.hardev(mT, "stop_or_target_change", [hT, "PT", _f(t2)], "untagged")
    D.idiom(mT, "pitch price target edited (take-profit moved)", "stop_or_target_change")
    NM(D.msg(t(r.uniform(19.9, 20.4)), r.choice(STUDENTS), "a stop around %s on CNQ would be sensible imo, just saying" % _f(round(prices["CNQ.TO"] * 0.92, 2))))

    # ---------------- J: risk limits
    mJ = D.msg(t(r.uniform(22.8, 23.5)), adv,
               "FYI from the Investment Committee: effective Monday the per-name cap drops from 5% to 4% for anything under $10B market cap. "
               "Existing positions get until month-end to comply. IPS addendum is pinned.")
    D.hardev(mJ, "risk_limit", ["per-name cap", "5%", "4%"], "untagged")
    D.pin(mJ, mJ["ms"] + 300_000, AUTH["pm"][0])
    hJ = r.choice(["AAPL", "MSFT", "COST"])
    bw = round(r.uniform(5.05, 5.45), 2)
    mJ2 = D.msg(t(r.uniform(20.9, 21.2)), "ips", "ips_monitor BREACH sym=%s weight=%.2f%% max=5.00%% cause=price_drift action=trim_required deadline=T+2" % (hJ, bw))
    D.hardev(mJ2, "risk_limit", [hJ, "BREACH", "%.2f%%" % bw], "structured")
    mJ3 = D.msg(mJ2["ms"] + 300_000, pm, "noted, we'll trim %s tmrw at open to get back under. not a vote item since it's an IPS requirement" % hJ, ref=mJ2)
    D.hardev(mJ3, "trade_proposal", [hJ, "trim"], "reply")

    # ---------------- K: routes / no-routes
    wK = r.choice(["LULU", "UNH", "ATD.TO"])
    mK = D.msg(t(r.uniform(15.2, 16.3)), pm, "routing the %s headline to @%s — can you update the model and tell us if the thesis still works before Thursday?" % (wK, AUTH["an_cons"][1]))
    D.hardev(mK, "route_decision", [wK, AUTH["an_cons"][1]], "untagged")
    nid = r.randint(80000, 99999)
    mK2 = D.msg(t(r.uniform(13.2, 14.0)), "triage", "triage item=NW-%d src=newswire sym=ENB.TO → route=energy_team owner=@%s" % (nid, AUTH["an_en"][1]))
    D.hardev(mK2, "route_decision", ["NW-%d" % nid, "energy_team"], "structured")
    D.idiom(mK2, "triage bot route line with arrow", "route_decision")
    if r.random() < 0.5:
        mK3 = D.msg(t(r.uniform(16.5, 17.0)), pm, "no action on the JPM headline — priced in, not putting it to a vote")
        D.hardev(mK3, "no_route_decision", ["JPM", "no action"], "untagged")
        D.idiom(mK3, "PM explicit 'no action' on a held-name headline", "no_route_decision")
    else:
        mK4 = D.msg(t(r.uniform(12.0, 12.9)), "triage", "triage item=NW-%d src=newswire sym=PTON → no route (not held, not on watchlist)" % (nid + 7))
        D.hardev(mK4, "no_route_decision", ["NW-%d" % (nid + 7), "no route"], "structured")
    memo, mfacts = _pm_memo(r, prices)
    mW = D.msg(t(r.uniform(23.0, 23.6)), pm, memo)
    D.hardev(mW, "no_route_decision", mfacts, "buried")
    D.idiom(mW, "weekly PM memo with a no-action decision buried mid-report", "no_route_decision")
    D.pin(mW, mW["ms"] + 120_000, AUTH["pm"][0])
    m = NM(D.msg(t(r.uniform(0.2, 0.9)), "copm", _minutes(r)))
    NM(D.msg(t(r.uniform(13.0, 14.3)), "an_en", _energy_weekly(r, prices)))
    NM(D.msg(t(r.uniform(20.5, 21.8)), "an_fi", _fi_review(r, prices)))
    NM(D.msg(t(r.uniform(4.3, 5.0)), "an_opt", _cc_explainer(r)))
    D.idiom(m, "last week's meeting minutes listing past votes and fills", "not_hard")
    NM(D.msg(t(r.uniform(2.0, 4.0)), r.choice(["an_fin", "an_tech", "an_cons"]), _call_notes(r)))
    m = N(D.msg(t(11.5, 10), "triage", "triage summary 00:00-12:00 items=%d routed=0 dropped=%d" % (r.randint(9, 20), r.randint(9, 20))))
    D.idiom(m, "triage cron summary with routed=0", "not_hard")

    # ---------------- L: news
    nh = r.randint(3, 5)
    for i, tk in enumerate(r.sample(list(HELD_NEWS.keys()), nh)):
        head = r.choice(HELD_NEWS[tk])
        co = HELD[tk][0]
        hh = r.choice([r.uniform(11, 14), r.uniform(14, 21), r.uniform(21, 23.5)])
        if i % 2 == 0:
            mn = D.msg(t(hh), "news", "📰 %s — %s\n> %s" % (head, r.choice(["Reuters", "Bloomberg", "Globe and Mail", "CNBC", "BNN Bloomberg"]), _summary(r, co)))
            ph = "tagged"
        else:
            mn = D.msg(t(hh), "news", "", embeds=[{"title": head, "description": "%s shares %s %.1f%% in %s trading. %s" % (co, r.choice(["up", "down"]), r.uniform(0.3, 4), r.choice(["early", "late", "pre-market"]), _summary(r, co)),
                                                   "footer": "NewsWire · %s" % r.choice(["Reuters", "Dow Jones", "CP"])}])
            ph = "embed"
        D.hardev(mn, "held_position_news", _news_facts(co, head), ph)
        if i == 0:
            D.idiom(mn, "held name referenced by company name in headline", "held_position_news")
    for i, tk in enumerate(r.sample(list(WATCH_NEWS.keys()), r.randint(1, 2))):
        head = r.choice(WATCH_NEWS[tk])
        mn = D.msg(t(r.uniform(12, 22)), "news", "📰 %s — %s\n> %s" % (head, r.choice(["Reuters", "Bloomberg", "WSJ"]), _summary(r, WATCH[tk][0])))
        D.hardev(mn, "watchlist_news", _news_facts(WATCH[tk][0], head), "tagged")
        if i == 0:
            D.idiom(mn, "watchlist name headline", "watchlist_news")
    for i, head in enumerate(r.sample(OTHER_NEWS, 3)):
        m = NM(D.msg(t(r.uniform(11, 23)), "news", "📰 %s — %s\n> %s" % (head, r.choice(["Reuters", "AP", "CNBC"]), _summary(r, head.split()[0]))))
        if i == 0:
            D.idiom(m, "headline on a name the fund does not hold", "not_hard")

    # ---------------- M: thesis updates
    mM = D.msg(t(r.uniform(1.0, 3.5)), "an_en",
               "CNQ.TO thesis check after the OPEC+ headlines: still constructive but conviction cut from high to medium — the breakeven cushion is thinner at $65 WTI. No change to the position or stop for now.")
    D.hardev(mM, "thesis_update", ["CNQ.TO", "conviction cut from high to medium"], "untagged")
    D.idiom(mM, "conviction downgrade without a trade", "thesis_update")
    mM2 = D.msg(t(r.uniform(21.5, 23.0)), "an_tech", r.choice([
        "After the print: MSFT thesis intact, Azure reaccel is real. Reaffirming overweight, no action.",
        "Updating my view on LULU to bearish — the US comp story is broken and I'd no longer pitch it. Off my long list."]))
    if "MSFT" in mM2["content"]:
        D.hardev(mM2, "thesis_update", ["MSFT", "thesis intact"], "untagged")
    else:
        D.hardev(mM2, "thesis_update", ["LULU", "bearish"], "untagged")

    # ---------------- near-misses
    near_pool = [
        ("ngl %s looking cooked 📉" % r.choice(["AAPL", "SHOP", "NVDA"]), "student slang opinion, no decision"),
        ("what if we bought NVDA here lol, everyone's panicking", "hypothetical 'what if we bought'"),
        ("ape in? 🦍🦍 %s down %d%% today" % (r.choice(["LULU", "UNH"]), r.randint(4, 11)), "'ape in?' question"),
        ("paper trading comp update: up %d%% after buying %d SOXL calls 😎 (not fund money obv)" % (r.randint(6, 30), r.randint(3, 20)), "paper-trading competition trade"),
        ("Western's fund apparently bought %d CNQ today lmao they copied us" % r.choice([300, 500, 800]), "another university fund's trade"),
        ("fun fact: in Fall '23 the fund sold MSFT at 310, still hurts", "past-semester trade as history"),
        ("FIN 3320 HW4 Q2: you buy 200 shares at $45 on 50% margin, maint. margin 30% — at what price do you get a margin call? answer key says $32.14??", "homework example with buy numbers"),
        ("backtested the momentum screen on the dashboard data: buy top decile, sell after 21d → 1.3 Sharpe (survivorship bias tho)", "backtest with buy/sell"),
        ("someone should look at UNH after that selloff, might be a pitch", "someone should look at X"),
        ("McGill's fund sold their whole ENB position last week fyi", "other fund's sell"),
        ("CFA practice q: an investor sells 100 shares short at $60 and covers at $52, ignoring costs what's the return?", "homework short-sale example"),
        ("if we had bought COST at the 2022 low we'd be up like 90% smh", "counterfactual past trade"),
        ("would it make sense to write puts on TD? or is that not allowed", "question about strategy"),
        ("in my paper account I just sold 10 AAPL covered calls, let's see", "paper covered call"),
        ("Q: do we need Prof W's sign-off for rebalancing trades or just the vote?", "process question"),
    ]
    picks = r.sample(near_pool, r.randint(12, 14))
    for i, (txt, idm) in enumerate(picks):
        hh = r.choices(range(24), weights=HOURW)[0] + r.random()
        m = NM(D.msg(t(hh), r.choice(STUDENTS), txt))
        if i < 5:
            D.idiom(m, idm, "not_hard")
    NM(D.msg(t(r.uniform(0.3, 1.0)), "an_fi", _primer(r)))
    dr = r.choice([w for w in watch if w != wA])
    txt, _ = _pitch(r, dr, WATCH[dr][0], WATCH[dr][2], prices[dr], 10, 2.0, 1, 1, "BUY", AUTH["an_tech"][1], draft=True)
    m = NM(D.msg(t(r.uniform(3.5, 4.8)), "an_tech", txt))
    D.idiom(m, "draft pitch deck with no recommendation", "not_hard")
    m2 = D.msg(m["ms"] + r.randint(300_000, 900_000), adv, "Looks interesting. Tighten the comps before it goes to a vote.", ref=m)
    NM(m2)

    # ---------------- delete / bulk delete / forget
    who = r.choice(STUDENTS)
    sn = "300%06d" % r.randint(100000, 999999)
    ph = "613-555-%04d" % r.randint(100, 9999)
    mf = D.msg(t(r.uniform(0.5, 2.0)), who, "for the NYC trip roster: my student # is %s and cell %s, dietary = veg" % (sn, ph))
    D.forget(mf, mf["ms"] + r.randint(3_600_000, 7_200_000), AUTH[who][0], ph)
    if r.random() < 0.5:
        who2 = r.choice(STUDENTS)
        em = "%s.%s@uottawa-student.ca" % (AUTH[who2][1].split(".")[0].split("_")[0], r.choice(["k", "r", "m"]))
        mf2 = D.msg(t(r.uniform(17, 22)), who2, "pls send the pitch template to %s, my DOB is in there for the badge thing too lol" % em)
        D.forget(mf2, mf2["ms"] + r.randint(600_000, 3_600_000), AUTH["copm"][0], em)
    sp = []
    base = t(r.uniform(6, 9))
    for i in range(3):
        sp.append(D.msg(base + i * 4000, "spam", ["🎁 FREE NITRO drop → dlscord-gift.ru/smf", "@everyone claim ur nitro before it expires dlscord-gift.ru", "free steam + nitro bundle, link in bio"][i]))
    D.bulk(sp, base + 600_000, ["dlscord-gift.ru/smf", "claim ur nitro before it expires", "free steam + nitro bundle"])
    mm = D.msg(t(r.uniform(18, 20)), r.choice(STUDENTS), "[meme] our NAV vs the S&P this week (cursed)", attach=("nav_vs_spx.png", 88412))
    D.delete(mm, mm["ms"] + 200_000, "our NAV vs the S&P this week (cursed)")

    # ---------------- noise
    for h in range(0, 24, 2):
        N(D.msg(t(h + r.uniform(0.05, 1.9)), "bridge", "♥ bridge heartbeat · session=IBGW-%d · latency=%dms · queue=0" % (r.randint(2, 9), r.randint(18, 90))))
    for h in (1, 5, 9, 13, 17, 21):
        N(D.msg(t(h + r.uniform(0, 3.5)), "ips", "ips_monitor status=ok names=%d max_weight=%.2f%% leverage=0.00 cash=%.1f%% breaches=0" % (r.randint(24, 31), r.uniform(4.1, 4.9), r.uniform(3, 8))))
    N(D.msg(t(6.0, 1), "nav", "[cron] 06:00 nightly_nav_snapshot done rows=%d dur=%.1fs" % (r.randint(28, 34), r.uniform(1, 5))))
    N(D.msg(t(10.0, 1), "nav", "[cron] 10:00 fx_rates_refresh USDCAD=%.4f ok" % r.uniform(1.36, 1.42)))
    N(D.msg(t(22.0, 1), "nav", "[cron] 22:00 eod_reconcile positions=%d breaks=0 ok" % r.randint(28, 34)))
    for _ in range(r.randint(3, 5)):
        N(D.msg(t(r.uniform(0, 24)), "ci", "✅ smf-dashboard CI #%d passed on main (%07x) · %dm%02ds · deploy → vercel prod" % (r.randint(1100, 1400), r.randrange(1 << 28), r.randint(1, 4), r.randint(0, 59))))
    N(D.msg(t(r.uniform(0, 24)), "ci", "❌ smf-dashboard CI #%d failed on feat/risk-tab (%07x) · test_nav_chart.py::test_rounding — AssertionError: 412880.01 != 412880.0" % (r.randint(1100, 1400), r.randrange(1 << 28))))
    for _ in range(r.randint(7, 10)):
        tk = r.choice(held + watch)
        lvl = round(prices[tk] * r.uniform(0.98, 1.02), 2)
        N(D.msg(t(r.uniform(14.5, 21.0)), "alert", "🔔 %s crossed %s %s (last %s)" % (tk, r.choice(["above", "below"]), _f(lvl), _f(lvl + 0.07))))
    for hh in (14.4, 18.0, 21.2):
        rows = "\n".join("%-8s %8s  %+6.2f%%  %9s  %5.2f%%  %+8s" % (k, _f(prices[k]), r.uniform(-2.5, 2.5), "{:,.0f}".format(NAV * r.uniform(0.02, 0.048)), r.uniform(1.2, 4.8), "{:,.0f}".format(r.uniform(-900, 900))) for k in held)
        rows = "sym         last    d/d      mkt_val  weight   pnl_d\n" + rows
        N(D.msg(t(hh, 4), "nav", "**PnL snapshot** NAV $%s (%+.2f%% d/d · %+.2f%% MTD vs bench %+.2f%%)\n```\n%s\n```" % ("{:,.0f}".format(NAV * r.uniform(0.995, 1.005)), r.uniform(-1, 1), r.uniform(-3, 3), r.uniform(-3, 3), rows)))
    for _ in range(2):
        N(D.msg(t(r.uniform(0, 24)), "bridge", "⚠️ disconnected from IB Gateway (code 1100) … reconnected after %.1fs (code 1102), market data farm OK" % r.uniform(1, 12)))
    N(D.msg(t(r.uniform(8, 12)), "ci", TRACE.format(n=r.randint(1, 4))))
    N(D.msg(t(r.uniform(1, 5)), "ci", TRACE.format(n=r.randint(1, 4))))
    rep_rows = "\n".join("sym=%s weight=%.2f%% limit=5.00%% headroom=%.2f%% status=ok" % (k, w, 5 - w) for k, w in ((k, r.uniform(1.2, 4.8)) for k in held))
    N(D.msg(t(12.0, 3), "ips", "ips_monitor daily_report date=%s\n%s\nleverage=0.00 cash=%.1f%% fi_sleeve=%.1f%% (min 10.0%%) options=covered_only breaches=0"
            % (_iso(D.t0)[:10], rep_rows, r.uniform(3, 8), r.uniform(11, 16))))
    for c in r.sample(CLASSES, r.randint(4, 6)):
        N(D.msg(t(r.choices(range(24), weights=HOURW)[0] + r.random()), "cls", c))
    for txt, fn in r.sample(MEMES, r.randint(4, 6)):
        N(D.msg(t(r.choices(range(24), weights=HOURW)[0] + r.random()), r.choice(STUDENTS), txt, attach=(fn, r.randint(40_000, 900_000))))

    # acks as replies to random visible earlier messages, and general chatter to reach target
    target = r.randint(232, 268)
    visible = [m for m in D.msgs if m["thread"] is None]
    n_acks = r.randint(22, 30)
    for _ in range(n_acks):
        tgt_m = r.choice(visible)
        N(D.msg(min(tgt_m["ms"] + r.randint(20_000, 600_000), D.t0 + 86_399_000), r.choice(STUDENTS + ["pm", "copm"]), r.choice(ACKS), ref=tgt_m if r.random() < 0.5 else None))
    study = [
        "anyone understand duration vs convexity? the bond sleeve convo went over my head",
        "modified duration ≈ Macaulay / (1 + y/n). convexity is the curvature, matters for big rate moves",
        "ok that actually helps thanks",
        "for the IPS quiz: max 5% per name, no leverage, no shorting, limits only, min 10% FI right?",
        "also options only covered calls, nothing naked",
        "how do we calculate the fund's tracking error again, the formula on slide 14?",
        "stdev of (fund - benchmark) returns, annualized. sqrt(252) if daily",
    ]
    i = 0
    while len([m for m in D.msgs if m["state"] not in ("deleted", "forgotten")]) < target:
        hh = r.choices(range(24), weights=HOURW)[0] + r.random()
        if i < len(study) and r.random() < 0.3:
            D.msg(t(hh), r.choice(STUDENTS), study[i])
            i += 1
        else:
            if r.random() < 0.9:
                D.msg(t(hh), r.choice(ANALYSTS + ["copm", "pm"]), r.choice(LONGCHAT).format(tk=r.choice(held + watch), n=r.randint(2, 9)))
            else:
                D.msg(t(hh), r.choice(STUDENTS + ANALYSTS + ["copm"]), r.choice(CHAT))
    return D, noise, nearm


LONGCHAT = [
    "ok so I went through the {tk} transcript again and the part everyone is quoting is taken out of context — the CFO was talking about the legacy segment, not the whole company. I'll post the exact quote with the timestamp in the research channel so we stop arguing about it",
    "for the people asking how the vote works: voting members are everyone who finished onboarding + the IPS quiz. observers can comment in the thread but can't vote. the poll bot only counts one vote per member and closes on its own",
    "the beta we use in the WACC should be re-levered to the target capital structure, not the raw 5y monthly regression from the terminal. that's probably why your cost of equity for {tk} came out at 11%",
    "fwiw I backed out the implied growth on {tk} and it's basically 'no growth forever' at the current multiple. doesn't mean it's cheap, the market might be right, but the burden of proof in the pitch should be on why it grows",
    "note for the annual report: we need one paragraph per position on why we still own it. if you're on a sector team, write yours for the names you cover and drop it in the shared doc by the {n}th",
    "does anyone know if the IB paper account mirrors our real positions? I want to test the bridge order-ticket format without spamming this channel with fake fills",
    "just finished the ESG section for the deck. our IPS screen is exclusion-based only, so don't write that we 'integrate' ESG into valuation unless you actually adjusted the cash flows",
    "fixed the dashboard timezone bug, everything is ET now. if you see a fill timestamp that looks 5h off it's from before the fix",
    "someone asked in office hours why we don't just buy the index. answer from Prof W: the fund exists to teach process, so a documented, reasoned pick that loses is better than an undocumented one that wins",
    "if you're presenting thursday: 10 min pitch, 10 min Q&A, slides in the drive by wednesday 9pm. no slides → no vote, that rule is in the charter",

    "re the {tk} model: I think the terminal growth is too generous. 3% forever on a business growing low single digits is a stretch, I'd run 2% and show the sensitivity grid in the appendix instead of one number",
    "for everyone building comps this week — please use NTM consensus from the library terminal, not the trailing numbers from Yahoo. half the decks last sem had mismatched periods and Prof W roasted us for it",
    "quick note on FX: our NAV is CAD so any US name carries USD/CAD exposure. when you write the risk section say it explicitly, and remember the IPS doesn't let us hedge with forwards",
    "I re-ran the sector weights after today's moves: tech ~{n}% above benchmark, energy roughly flat, financials slightly under. nothing near a limit, just fyi for thursday's discussion",
    "can the energy team send me their WTI deck assumptions? want the {tk} sensitivity to line up with what they use for CNQ and XLE, otherwise the committee will ask why we have two oil prices",
    "reading the {tk} 10-Q tonight, the segment note changed format so last quarter's numbers aren't directly comparable. will flag in the model with a restatement tab",
    "reminder on process since new people joined: pitch → thread Q&A → vote (quorum 9) → Prof W sign-off → execution by whoever the PM assigns. nothing goes to the bridge without all of that, except IPS-required trims",
    "the dashboard attribution tab is finally working: stock selection +{n}0bps MTD, allocation slightly negative because of the cash drag. screenshot in the drive",
    "honestly the hardest part of the {tk} pitch is the bear case, everyone on the team likes it too much. if someone wants to play devil's advocate DM me before thursday",
    "fixed income sleeve update for the newbies: we hold XBB and IEF, duration ~{n}.5 yrs blended, yield to maturity around 3.9%. it's there for liquidity and the 10% IPS minimum, not for alpha",
    "can we agree on a house style for the decks? markdown headers: Thesis / Valuation / Catalysts / Risks / Recommendation. it makes Prof W's life easier and the bot summaries work better",
    "the covered call sleeve made about ${n}40 in premium this month. small but it adds up, and the strikes have been far enough OTM that nothing got called away",
]


def _summary(r, co):
    return r.choice([
        "%s said in a statement the move reflects its long-term capital allocation priorities. Analysts at two brokers said the news was broadly expected; options markets had priced a ~%d%% move." % (co, r.randint(3, 8)),
        "The announcement came after the close. %s did not comment beyond the release; the company is scheduled to speak at an industry conference next week." % co,
        "People familiar with the matter said talks were ongoing and terms could change. %s shares have %s about %d%% year to date." % (co, r.choice(["gained", "lost"]), r.randint(2, 35)),
        "Street estimates had called for a smaller figure; at least %d analysts revised targets after the report, according to LSEG data." % r.randint(2, 9),
    ])


def _pm_memo(r, prices):
    j = r.choice(["JPM", "ENB.TO", "COST"])
    lines = ["# SMF weekly PM memo — week %d" % r.randint(10, 14), "",
             "## Performance", "NAV $%s, %+.2f%% w/w vs benchmark (60%% S&P/TSX Composite, 30%% S&P 500 CAD, 10%% FTSE Canada Universe) %+.2f%%. "
             "YTD we are %+.2f%% vs %+.2f%%." % ("{:,.0f}".format(NAV), r.uniform(-2, 2), r.uniform(-2, 2), r.uniform(2, 14), r.uniform(2, 14)), "",
             "## Sector weights vs benchmark", "| sector | fund | bench | active |", "|---|---|---|---|"]
    for sec in ["Financials", "Energy", "Tech", "Consumer", "Industrials", "Healthcare", "Fixed income", "Cash"]:
        a, b = r.uniform(2, 25), r.uniform(2, 25)
        lines.append("| %s | %.1f%% | %.1f%% | %+.1f%% |" % (sec, a, b, a - b))
    lines += ["", "## What happened",
              "- Two pitches this week, one approved at half size, one still in Q&A.",
              "- Compliance resized one order to the single-name cap — the system works, please check weights before you pitch.",
              "- Dashboard was down twice (IB session expiry). Dashboard team is on it.", "",
              "## Decisions",
              "On the %s headline from Tuesday: no action, it does not change the thesis and it is not being routed to a vote. "
              "If someone disagrees, bring a written update to the thread." % j, "",
              "## Next week",
              "- Thursday 18:00 meeting, B210. Pitches: consumer team + fixed income duration review.",
              "- New analysts: comps template and the IPS quiz due Friday.",
              "- Annual report draft comments by Sunday.", "",
              "Thanks all, great energy this week. — Maya"]
    return "\n".join(lines), [j, "no action", "not being routed"]


def _energy_weekly(r, prices):
    wti = r.uniform(62, 78)
    L = ["## Energy team weekly (no trades proposed)", "",
         "**Tape.** WTI $%.2f (%+.1f%% w/w), WCS differential $%.2f, Henry Hub $%.2f. XLE %s, CNQ.TO %s, ENB.TO %s."
         % (wti, r.uniform(-5, 5), r.uniform(-16, -10), r.uniform(2.2, 3.9), _f(prices["XLE"]), _f(prices["CNQ.TO"]), _f(prices["ENB.TO"])), "",
         "**Supply.** OPEC+ compliance looks weaker than headline numbers; US shale rig count down %d w/w. Canadian egress is fine now that TMX runs near capacity, which is why the WCS discount stays tight." % r.randint(1, 9), "",
         "**Demand.** Refinery runs seasonally lower, distillate cracks holding up. China import data mixed again.", "",
         "**Our book.** Energy is ~%.1f%% of NAV vs ~%.1f%% benchmark. CNQ's breakeven (incl. dividend) sits around $%d WTI, ENB is a volume/tolling story and mostly rate-sensitive." % (r.uniform(10, 15), r.uniform(15, 18), r.randint(40, 48)), "",
         "**Scenarios (not recommendations).**",
         "| WTI | CNQ FCF yield | XLE implied move | comment |", "|---|---|---|---|"]
    for px in (55, 65, 75, 85):
        L.append("| $%d | %.1f%% | %+.0f%% | %s |" % (px, r.uniform(4, 14), (px - wti) * 0.9, r.choice(["dividend safe", "buyback slows", "buyback accelerates", "special div talk"])))
    L += ["", "Historically the group sold off ~%d%% in the 2020 crash and we bought XLE at the lows in a previous fund year — not relevant to positioning now, just context for the new analysts." % r.randint(35, 55),
          "", "Questions → thread. Next week: pipeline tariff primer."]
    return "\n".join(L)


def _fi_review(r, prices):
    L = ["## Fixed income sleeve review", "",
         "Holdings: XBB.TO %s, IEF %s. Sleeve weight %.1f%% (IPS minimum 10%%, target 12%%)." % (_f(prices["XBB.TO"]), _f(prices["IEF"]), r.uniform(10.5, 14)), "",
         "| line | duration | YTM | weight | 1m return |", "|---|---|---|---|---|"]
    for k, d in (("XBB.TO", 7.2), ("IEF", 7.4), ("cash/T-bills", 0.2)):
        L.append("| %s | %.1f | %.2f%% | %.1f%% | %+.2f%% |" % (k, d + r.uniform(-0.3, 0.3), r.uniform(3.3, 4.4), r.uniform(1, 8), r.uniform(-1.5, 1.5)))
    L += ["",
          "Rates: the BoC cut path is mostly priced; the curve has steepened ~%dbp since the last review. A parallel +100bp shock costs the sleeve ~%.1f%% (about $%s on NAV)." % (r.randint(5, 30), r.uniform(6.5, 7.5), "{:,.0f}".format(NAV * 0.12 * 0.07)),
          "",
          "Things we could consider at some point (homework for the new FI analysts, not proposals): a short-duration ladder, a corporate IG ETF, or moving some of the US Treasury exposure to a CAD-hedged version. Write up pros/cons and we'll discuss.",
          "",
          "Convexity refresher: for a 7-yr duration bond, a 1%% yield drop gives ~+7.3%%, a 1%% rise ~-6.8%%. The asymmetry is convexity, and it's why long bonds are a decent hedge in a crash.",
          "",
          "No changes recommended this week."]
    return "\n".join(L)


def _cc_explainer(r):
    return "\n".join([
        "**Covered calls 101 (for the options sleeve onboarding, no trade here)**", "",
        "- We own 100 shares → we can sell 1 call. That's it. No naked calls, no puts, no spreads (IPS §5.1).",
        "- Selling a call = we collect premium now, and give up upside above the strike until expiry.",
        "- Delta ~0.20-0.30 is our usual range: roughly a 20-30% chance of being called away.",
        "- Theta works for us, vega against us (if vol spikes the call gets pricier to buy back).",
        "- Example from the textbook: stock at $100, sell the 110 call for $2.00. Above $112 you'd have been better off not selling; below $98 you're losing on the stock but the $2 cushions it.",
        "- Assignment: if the call is ITM at expiry the shares get called away at the strike. The bridge shows it as a SELL of the stock.",
        "- Roll = buy back the current call and sell a later/higher one. Counts as a new proposal for us, so it needs approval.",
        "", "Paper-trade it in the IB sim before you pitch one. Q's in the thread 🙏"])


def _minutes(r):
    v = r.randint(30, 40)
    return "\n".join([
        "**Minutes — SMF meeting, last Thursday** (posting late, sorry)", "",
        "Attendance: %d voting members + Prof W. Quorum met." % r.randint(10, 16), "",
        "1. Vote #%d (BUY 40 COST @ 880.00) passed 13-2; filled last Friday at 879.60." % v,
        "2. Vote #%d (SELL 60 SU.TO) failed 6-9 — we kept it, then the committee exited on the IPS review the week after at 52.10." % (v + 1),
        "3. Covered calls: 2x MSFT 420C expired worthless, kept $%d premium." % r.randint(300, 700),
        "4. Last semester recap: we sold MSFT at 310 in Fall '23 (yes, we know), and bought XBB at 27.40 in March.",
        "5. IPS review: no changes proposed this time; Prof W will bring the IC's view on the small-cap cap.",
        "6. Dashboard: CI fixed, attribution tab shipped.", "",
        "Action items from that meeting are done. These are minutes, not new proposals — current votes are in the poll bot.",
    ])


def _call_notes(r):
    tk = r.choice(["TD.TO", "UNH", "NVDA", "ATD.TO"])
    b = ["**Earnings call notes — %s** (listened live between classes, so typos)" % tk, ""]
    pts = [
        "Revenue +%d%% y/y, a touch above consensus; mix better than expected." % r.randint(2, 20),
        "Margins: guided flat for next year, says input costs have peaked.",
        "Capital return: buyback pace unchanged, dividend +%d%%." % r.randint(2, 8),
        "Q&A was mostly about the regulatory overhang, management refused to give a timeline.",
        "One analyst asked about M&A, CEO said 'we are always looking' which means nothing.",
        "Stock moved %+.1f%% after hours, then faded." % r.uniform(-6, 6),
        "Street will probably cut numbers by 1-2%; our model already sits below consensus.",
        "Hedge funds reportedly bought the dip and some sold into the pop, per the usual twitter chatter.",
    ]
    b += ["- " + x for x in pts]
    b += ["", "No view change from me yet — need to read the filing. Just notes for whoever covers it."]
    return "\n".join(b)


HOURW = [8, 8, 7, 5, 3, 2, 1, 1, 1, 1, 1, 2, 4, 6, 9, 10, 10, 9, 9, 9, 8, 7, 7, 8]


def _iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    lines = []  # (ms, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = 0
    for ci in range(channels):
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            D, noise, nearm = _gen_channel_day(seed, ci, di, day_start)
            # assign ids in time order (unique per worker+ms via seq)
            D.msgs.sort(key=lambda m: m["ms"])
            last_ms, seq = -1, 0
            for m in D.msgs:
                if m["ms"] <= last_ms:
                    m["ms"] = last_ms + 1 if seq >= 4000 else last_ms
                if m["ms"] == last_ms:
                    seq += 1
                else:
                    seq = 0
                last_ms = m["ms"]
                m["id"] = str(_snow(m["ms"], D.worker, seq))
            for m in D.msgs:
                m["chan"] = m["thread"]["id"] if m["thread"] is not None else D.ch
            for m in D.msgs:
                a_id, a_name, a_bot = AUTH[m["who"]]
                msg = {"id": m["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                       "created_at": _iso(m["ms"]), "content": m["content"], "attachments": [], "embeds": m["embeds"],
                       "reference_id": m["ref"]["id"] if m["ref"] is not None else None}
                if m["attach"]:
                    fn, sz = m["attach"]
                    msg["attachments"] = [{"id": str(int(m["id"]) + 1), "filename": fn, "size": sz,
                                           "url": "https://cdn.discordapp.com/attachments/%s/%d/%s" % (m["chan"], int(m["id"]) + 1, fn)}]
                if m.get("pinned"):
                    msg["pinned"] = False  # pinned later via a pin op
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["chan"]}
                if m["thread"] is not None:
                    ev["parent_channel_id"] = D.ch
                ev["message"] = msg
                lines.append((m["ms"], order, ev))
                order += 1
            for ms, kind, p in D.ops:
                if kind == "edit":
                    m, c = p
                    ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"], "edited_at": _iso(ms), "content": c}
                elif kind == "delete":
                    ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": p["chan"], "message_id": p["id"], "deleted_at": _iso(ms)}
                elif kind == "forget":
                    m, by = p
                    ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"], "requested_by": by, "at": _iso(ms)}
                elif kind == "bulk":
                    ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": p[0]["chan"], "message_ids": [x["id"] for x in p], "deleted_at": _iso(ms)}
                elif kind == "react":
                    m, e, who = p
                    ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"], "emoji": e, "user_id": AUTH[who][0], "at": _iso(ms)}
                else:
                    m, by = p
                    ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": m["id"], "by": by, "at": _iso(ms)}
                if ev["channel_id"] != D.ch:
                    ev["parent_channel_id"] = D.ch
                lines.append((ms, order, ev))
                order += 1
            for m, et, facts, ph in D.hard:
                labels["hard_events"].append({"channel_id": m["chan"], "message_id": m["id"], "event_type": et,
                                              "facts": facts, "phrasing": ph, "final_state": m["state"]})
            for m, old in D.superseded:
                labels["superseded_facts"].append([m["chan"], m["id"], old])
            labels["removed_texts"].extend(D.removed)
            labels["noise_message_ids"].extend(m["id"] for m in sorted(noise, key=lambda x: x["ms"]) if m["state"] in ("live", "edited"))
            labels["near_miss_ids"].extend(m["id"] for m in sorted(nearm, key=lambda x: x["ms"]) if m["state"] in ("live", "edited"))
            if ci == 0 and di == 0:
                hard_i = [x for x in D.idioms if x[2] != "not_hard"]
                soft_i = [x for x in D.idioms if x[2] == "not_hard"]
                chosen = hard_i[:14] + soft_i[:6]
                for m, name, exp in chosen:
                    labels["idioms"].append({"message_id": m["id"], "idiom": name, "expected": exp})
    lines.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in lines], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks." + DESK)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
