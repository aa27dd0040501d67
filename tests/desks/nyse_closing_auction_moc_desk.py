"""Desk generator: US equities closing-auction desk (MOC/LOC, NYSE/Nasdaq closing cross).

Standard library only. Output is a pure function of (seed, end, channels, days).
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "nyse_closing_auction_moc_desk"
EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 5, 5, 0, 0, tzinfo=timezone.utc)  # midnight ET, Sat 5 Dec 2026


def _flake(ms, worker, seq):
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


GUILD_ID = str(_flake(1689311873417, 3, 41))


def channel_id(i):
    return str(_flake(1699437715229 + i * 86400037, 7, (i * 13 + 5) & 0xFFF))


_PEOPLE = [
    ("imbal", "imbal-feed", True),
    ("imbal_stg", "imbal-feed-staging", True),
    ("oms", "OMS", True),
    ("risk", "riskgw", True),
    ("hb", "deskmon", True),
    ("cron", "cron", True),
    ("ci", "ci-deploy", True),
    ("pnl", "pnl-bot", True),
    ("news", "newswire", True),
    ("alert", "px-alerts", True),
    ("research", "closer-research", True),
    ("exec", "exec-agent", True),
    ("dk", "dmitri.k", False),
    ("jw", "jessw", False),
    ("raf", "raf", False),
    ("pm", "kate.pm", False),
    ("lead", "marco", False),
    ("mod", "compliance-mod", False),
]
AUTHORS = {}
for _i, (_k, _n, _b) in enumerate(_PEOPLE):
    AUTHORS[_k] = (str(_flake(1601234567890 + _i * 7777777913, 1 + _i % 30, 100 + _i * 37)), _n, _b)

HELD = [("DKNG", "DraftKings", 44.80), ("APP", "AppLovin", 612.40), ("HOOD", "Robinhood", 131.20),
        ("CVNA", "Carvana", 318.60), ("AXON", "Axon Enterprise", 642.10), ("DECK", "Deckers", 121.30),
        ("TPL", "Texas Pacific Land", 1184.50), ("WSM", "Williams-Sonoma", 168.40)]
WATCH = [("COIN", "Coinbase", 271.80), ("IBKR", "Interactive Brokers", 68.90), ("ARES", "Ares Management", 171.20),
         ("EME", "EMCOR", 612.70), ("FICO", "Fair Isaac", 1712.00), ("VRT", "Vertiv", 128.40)]
OTHER = [("KO", "Coca-Cola", 69.10), ("XOM", "Exxon Mobil", 118.20), ("NKE", "Nike", 64.30),
         ("MRK", "Merck", 99.80), ("UPS", "UPS", 112.60), ("INTC", "Intel", 38.90), ("PFE", "Pfizer", 25.70),
         ("DIS", "Disney", 112.40), ("CAT", "Caterpillar", 401.10), ("LOW", "Lowe's", 244.30)]
NASDAQ = {"DKNG", "APP", "HOOD", "CVNA", "AXON", "DECK", "COIN", "IBKR", "VRT", "INTC", "TPL"}
BROKERS = ["GS", "MS", "JPM", "Citi", "BofA", "Jefferies", "Barclays", "UBS"]


def _et_offset_hours(d):
    """US Eastern offset for a UTC datetime (DST: 2nd Sun Mar .. 1st Sun Nov)."""
    y = d.year
    mar = datetime(y, 3, 8, tzinfo=timezone.utc)
    while mar.weekday() != 6:
        mar += timedelta(days=1)
    nov = datetime(y, 11, 1, tzinfo=timezone.utc)
    while nov.weekday() != 6:
        nov += timedelta(days=1)
    if mar + timedelta(hours=7) <= d < nov + timedelta(hours=6):
        return -4
    return -5


def _iso(ms):
    return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _hms(sec):
    sec = int(sec) % 86400
    return "%02d:%02d:%02d" % (sec // 3600, (sec // 60) % 60, sec % 60)


def _hm(sec):
    return _hms(sec)[:5]


def T(h, m=0, s=0):
    return h * 3600 + m * 60 + s


class Msg:
    def __init__(self, sec, who, content, embeds, reply, thread):
        self.sec = sec
        self.who = who
        self.content = content
        self.final = content
        self.embeds = embeds
        self.reply = reply
        self.thread = thread  # Msg (thread starter) or None
        self.cls = "other"
        self.label = None
        self.state = "live"
        self.removed = None
        self.superseded = []
        self.pinned = False
        self.ms = 0
        self.id = None

    def text(self):
        parts = [self.final or ""]
        for e in self.embeds or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Day:
    def __init__(self, rng, start_ms, ch_id, ch_idx, date_str, weekday):
        self.rng = rng
        self.start_ms = start_ms
        self.ch_id = ch_id
        self.ch_idx = ch_idx
        self.date = date_str
        self.weekday = weekday
        self.msgs = []
        self.ops = []  # (sec, kind, msg, extra)
        self.idioms = []

    def add(self, sec, who, content="", embeds=None, reply=None, thread=None, cls="other"):
        m = Msg(sec, who, content, embeds, reply, thread)
        m.cls = cls
        self.msgs.append(m)
        return m

    def hard(self, m, ev, facts, phr, idiom=None):
        m.cls = "hard"
        m.label = {"event_type": ev, "facts": list(facts), "phrasing": phr}
        if idiom:
            self.idioms.append((m, idiom, ev))
        return m

    def noise(self, sec, who, content="", **kw):
        return self.add(sec, who, content, cls="noise", **kw)

    def near(self, sec, who, content="", idiom=None, **kw):
        m = self.add(sec, who, content, cls="near", **kw)
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def edit(self, m, sec, new, superseded=()):
        self.ops.append((sec, "edit", m, new))
        m.final = new
        if m.state == "live":
            m.state = "edited"
        for s in superseded:
            m.superseded.append(s)

    def delete(self, m, sec, snippet):
        self.ops.append((sec, "delete", m, None))
        m.state = "deleted"
        m.removed = snippet

    def forget(self, m, sec, snippet):
        self.ops.append((sec, "forget", m, None))
        m.state = "forgotten"
        m.removed = snippet


# ---------------------------------------------------------------- content helpers

def _px(v):
    return "{:,.2f}".format(v)


def _qty(q):
    return "{:,}".format(q)


def imbalance_print(rng, sec, syms, venue, stg=None):
    hdr = ("NYSE IMB" if venue == "NYSE" else "NSDQ NOII") + " " + _hms(sec) + (" [staging] stg-seq %d" % stg if stg else "")
    lines = [hdr, "SYM|SIDE|IMB|PAIRED|REF|NEAR|FAR|ADV%"]
    for s, _, p in syms:
        side = rng.choice("BS")
        imb = rng.randint(20, 900) * 1000 + rng.randint(0, 999)
        paired = rng.randint(300, 4000) * 1000
        ref = p * (1 + rng.uniform(-0.004, 0.004))
        lines.append("%s|%s|%s|%s|%s|%s|%s|%.1f" % (s, side, _qty(imb), _qty(paired), _px(ref),
                                                      _px(ref * (1 + rng.uniform(-0.002, 0.002))),
                                                      _px(ref * (1 + rng.uniform(-0.01, 0.01))),
                                                      rng.uniform(0.2, 9.5)))
    return "\n".join(lines)


STACK = """imbal-ingest crashed, supervisor restarting (attempt {n}/5)
```
Traceback (most recent call last):
  File "/srv/imbal/ingest/main.py", line 212, in run
    for pkt in self.session.packets():
  File "/srv/imbal/ingest/pillar.py", line 98, in packets
    msg = self._decode(buf[off:off + ln])
  File "/srv/imbal/ingest/pillar.py", line 141, in _decode
    return IMBALANCE_V2.unpack_from(buf, 4)
struct.error: unpack_from requires a buffer of at least {b} bytes for unpacking 44 bytes at offset 4 (actual buffer size is {a})
```
last good seq {seq}, gap-fill requested from retransmit server"""


NOTE_POOL = [
    "Paired quantity is the better tell than the headline imbalance. In {s}, the last {n}k shares of paired interest at 15:55 "
    "have historically been about {p}% DMM/LP facilitation, which disappears if the reference price runs more than {b}bp.",
    "Near and far indicative prices diverge most on days with index events: the far price ignores LOC interest outside the "
    "collar and so exaggerates the move. We use the near price for impact estimates and treat the far price as a bound.",
    "Offsetting IO interest on Nasdaq has grown roughly {p}% year on year. Because IO orders only execute at or better than "
    "the cross price and only on the offsetting side, they make the final imbalance smaller than the 15:50 print implies.",
    "Late LOC interest: about {p}% of LOC shares in our sample arrive between 15:45 and 15:50, most of it from quant "
    "liquidity providers that price off the first Nasdaq NOII message. This is why the 15:50 reference is noisy.",
    "Close-to-open reversion is asymmetric: buy-side imbalances revert about {b}bp more than sell-side ones on average, "
    "mostly because sell imbalances cluster on days with macro risk-off flow that persists overnight.",
    "Crowding check: sell-side research published index add/delete estimates for {s} two weeks ago; by our count at least "
    "{n} funds have pre-positioned, which historically shrinks the closing premium and raises the chance of a late flip.",
    "Collar mechanics: if the indicative price sits outside the auction collar at 15:59:50, the exchange extends the "
    "collar, so a LOC limited at the collar edge can still miss. Assume fills inside the collar only when sizing.",
    "TCA of the desk's closing orders over the last quarter: median slippage vs the 15:50 reference is {b}bp, with a "
    "fat tail on index days; the tail is almost entirely from MOC orders entered after 15:45.",
    "Data quality: the imbalance feed had {b} sequence gaps this week; each gap was back-filled within a second, but a "
    "print that arrives late can still look like a sudden flip in the channel. Check the seq number before reacting.",
    "Sector view of closing interest: technology and consumer discretionary carried {p}% of the net MOC buy notional "
    "over the last five sessions, while staples and utilities absorbed most of the sell side. {s} sits at the edge of that "
    "pattern, which is why its imbalance has been less predictable than peers.",
    "Index calendar: the quarterly rebalance concentrates roughly {n} billion of notional into one print; the largest "
    "single-name trades typically clear at {b}bp or less from the 15:50 reference when the add is widely anticipated.",
    "Closing notional has exceeded {p}% of daily value traded on {b} of the last 20 sessions. The implication for impact "
    "models is that the close behaves like a separate, deeper market and should be modelled separately from continuous trading.",
    "Borrow and locate: for sell imbalances in hard-to-borrow names the desk's short sale has to be located before 15:45; "
    "{s} is currently general collateral, so this is not a constraint today.",
]


def research_note(rng, day, title, syms, decision=None, kind="preview"):
    """Long markdown note; `decision` (str) inserted in the middle if given."""
    rows = []
    for s, co, p in syms:
        rows.append("| %s | %s | %.1f%% | %s | %+.1f bp | %s |" % (
            s, co, rng.uniform(0.5, 11.0), _qty(rng.randint(800, 9000) * 1000), rng.uniform(-25, 25),
            rng.choice(["index add", "index delete", "weight up", "weight down", "none", "opex pin", "buyback window"])))
    p1 = ("Closing-auction context for %s. Consolidated close volume has averaged %.1f%% of ADV over the last 20 sessions "
          "(vs %.1f%% a year ago), which keeps the cross the single deepest liquidity event of the day. NYSE and Nasdaq "
          "both begin disseminating imbalance information at 15:50 ET; the MOC/LOC entry cutoff is 15:50 and after that "
          "only offsetting interest is accepted. Historically the 15:50 first print overstates the final imbalance by "
          "%d-%d%% on non-event days, because late offsetting LOC interest and IO orders absorb part of it."
          % (day, rng.uniform(9, 13), rng.uniform(7, 9.5), rng.randint(18, 25), rng.randint(30, 45)))
    p2 = ("Reversion stats (R1000, 2021-2026): when the 15:50 imbalance exceeds 3%% of ADV and the reference price is "
          "more than 15bp from the 15:49 last sale, the next-day open reverts %.0f%% of the closing move on average "
          "(t=%.1f). The effect is weaker in names with a pending index event, where the imbalance is informationally "
          "'real' and tends to be satisfied at any price. None of this is a signal on its own; it is context for sizing."
          % (rng.uniform(25, 45), rng.uniform(2.0, 4.5)))
    p3 = ("Liquidity providers: DMM participation in the NYSE close has drifted down to ~%d%% of matched volume; "
          "on Nasdaq, IO interest is where most of the offset comes from. Expect wider near/far spreads in the first "
          "two prints and a tightening into 15:58." % rng.randint(8, 16))
    risks = ["- Headline risk after 15:50 cannot be hedged inside the auction; MOC is irrevocable after 15:50.",
             "- Index event days: crowding in the obvious adds, paired quantity can collapse in the last minute.",
             "- Residual inventory carried overnight is subject to the desk's gap limits.",
             "- Data: the imbalance feed dropped twice this week; treat a missing print as unknown, not zero.",
             "- Operational: MOC cancels are rejected by the venue after 15:50; LOC limits may only be improved.",
             "- Model: reversion estimates are in-sample and assume the desk is not the marginal liquidity provider."]
    parts = ["## %s" % title, "", p1, "", "### Imbalance watch", "",
             "| sym | name | hist imb %ADV | avg paired | 20d close drift | event |",
             "|---|---|---|---|---|---|"] + rows + ["", p2, ""]
    if decision:
        parts += ["### Desk action", "", decision, ""]
    extra = rng.sample(NOTE_POOL, 8)
    parts += ["### Venue notes", "", p3, "", "### Further context", ""]
    for x in extra:
        parts += [x.format(s=rng.choice(syms)[0], n=rng.randint(120, 900), p=rng.randint(10, 45), b=rng.randint(4, 30)), ""]
    parts += ["### Risks", ""] + risks + ["",
              "_Generated by closer-research; numbers from the internal auction DB, not a recommendation unless "
              "stated under Desk action._"]
    return "\n".join(parts)


def oms_embed(sym, title_word, oid, side, qty, limit, tif, status, footer, extra=None, desc=None):
    fields = [{"name": "Order ID", "value": oid, "inline": True},
              {"name": "Side", "value": side, "inline": True},
              {"name": "Qty", "value": qty, "inline": True},
              {"name": "Limit", "value": limit, "inline": True},
              {"name": "TIF", "value": tif, "inline": True},
              {"name": "Status", "value": status, "inline": True}]
    for n, v in extra or []:
        fields.append({"name": n, "value": v, "inline": True})
    e = {"title": "%s %s" % (sym, title_word), "author": "OMS", "fields": fields, "footer": footer}
    if desc:
        e["description"] = desc
    return [e]


DISCUSS = [
    "{sl} near/far spread was {c}c wide at this time yday, usually compresses after 15:55. ref has drifted all afternoon so the first print should show it",
    "looked at the last 10 index closes in {s}: paired qty averaged {n}k and the final imbal came in ~{p}% smaller than the 15:50 print. consistent w research",
    "mechanics reminder: nasdaq IO only executes at or better than the cross and only offsets, so it can't add to an imbal. good for fading, useless for joining",
    "if the OMS shows PENDING_CXL on an MOC after 15:50 that's the venue refusing the cancel, not a glitch. ask me before you panic",
    "{s} has ~{p}% of float in passive per the sheet, so the index bid there is price-insensitive. worth remembering",
    "gateway math for {sl}: expected close vol ~{n}k, so 10% is the ceiling whatever we ask for",
    "the {br} sales guy keeps calling {s} the 'biggest add of the quarter', it isn't, it's mid-table on notional",
    "collars on nyse are 10% on index days, 5% otherwise iirc. check before anyone pegs a loc at the edge",
    "ref in {sl} is {b}bp above last sale, that's the kind of gap that usually mean reverts overnight. not saying we do anything",
    "dmm in {sl} has been facilitating less since the summer, paired looks thinner than it is",
    "do the imbal prints include odd lots now? i see {s} paired jumping by weird amounts",
    "spreadsheet for the {s} weight change shows {n}k shs of demand, research has {p}% more. who's right",
    "close vol share has been creeping up all year, we're at like {p}% of adv on some days in the small names",
    "rebal weights came out late last time, don't trust the sheet until ops confirms",
    "i'd rather see the 15:55 print before having an opinion on {sl}",
    "remember the far price ignores loc outside the collar, it always looks scarier than it is",
    "{s} at {px} into the close, ref hasn't moved in 20 min",
    "tca shows we pay most when we enter after 15:45, fwiw",
    "anyone else getting delayed acks from the gateway? {c}s on my last test order in uat",
    "{sl} options expiry pinning might matter more than the imbal today, strikes at round numbers",
    "nyse tape looks slow, {c}s behind nasdaq on the same names",
    "the {s} sell imbalance last rebal turned into a buy in the final 30s, {n}k swing",
    "for the record the research agent's crowding map is decent, it flagged {s} last time",
    "liquidity at the close is fine, it's the 15:50-15:58 stretch that's thin",
    "how many names on the add list this time, {p}?",
    "the indicative for {sl} flipped twice in uat replay, that's the seq-gap bug again",
    "{br} says their program desk is light this quarter. take with salt",
    "ETF creations are inflating MOC buys in the big names, not info-bearing",
    "imbal history for {sl} shows {p}% of days with a 15:50 print > 2% adv. that's a lot",
    "someone should update the shortcut list in the pinned doc, 'io' and 'loc' aren't explained",
]

# ---------------------------------------------------------------- one channel-day

def build_day(d, rebal):
    rng = d.rng
    R = rng.random
    univ = [(s, c, round(p * (1 + rng.uniform(-0.03, 0.03)), 2)) for s, c, p in HELD + WATCH]
    px = {s: p for s, c, p in univ}
    co = {s: c for s, c, p in HELD + WATCH + OTHER}
    others = [(s, c, round(p * (1 + rng.uniform(-0.03, 0.03)), 2)) for s, c, p in OTHER]
    held = HELD[:]
    traders = ["dk", "jw", "raf"]
    evname = "S&P quarterly rebal" if rebal else "month-end flows"

    # ---------------- overnight / always-on noise
    for h in range(24):
        sec = T(h, rng.randint(0, 2), rng.randint(0, 59))
        state = "streaming" if h == 15 else "idle"
        d.noise(sec, "hb", "hb deskmon ok | oms=up riskgw=up imbal=%s | lag %dms | q=%d" % (state, rng.randint(12, 90), rng.randint(0, 4)))
    crons = [(T(1, 5), "cron: eod_recon finished — 0 breaks vs prime broker, %d fills matched (took %ds)" % (rng.randint(30, 90), rng.randint(20, 80))),
             (T(2, 30), "cron: rebal_calendar refresh ok — %d index events in next 10 sessions" % rng.randint(1, 6)),
             (T(4, 0), "cron: adv_cache rebuilt (R3000, 20d/60d), %d symbols, %d stale" % (rng.randint(2950, 3010), rng.randint(0, 9))),
             (T(6, 45), "cron: restricted_list sync ok (v%d), %d adds %d removes" % (rng.randint(900, 999), rng.randint(0, 3), rng.randint(0, 2))),
             (T(12, 0), "cron: imbalance_triage dry-run — 0 prints scanned (pre-15:50), 0 routed"),
             (T(16, 20), "cron: imbalance_triage summary — %d prints scanned, 0 routed, %d suppressed" % (rng.randint(120, 400), rng.randint(40, 160))),
             (T(18, 30), "cron: close_tca job done, %d orders, slippage vs ref report -> s3://tca/%s/" % (rng.randint(8, 20), d.date)),
             (T(22, 0), "cron: log rotation, 3 archives, 412MB freed")]
    for sec, c in crons:
        d.noise(sec + rng.randint(0, 90), "cron", c)
    for sec in (T(6, 10), T(17, 40), T(20, 15)):
        d.noise(sec + rng.randint(0, 600), "ci", "ci: deploy %s v%d.%d.%d -> prod %s (sha %07x, %ds)" % (
            rng.choice(["oms-adapter", "riskgw", "imbal-ingest", "closer-research", "deskmon"]), rng.randint(1, 5),
            rng.randint(0, 30), rng.randint(0, 9), rng.choice(["✅", "✅", "✅ (canary 10%)"]), rng.getrandbits(28), rng.randint(40, 300)))
    d.noise(T(17, 41) + rng.randint(0, 60), "ci", "ci: pipeline #%d riskgw unit tests 412 passed, 2 skipped" % rng.randint(8000, 9999))
    for sec in (T(3, 20), T(9, 31), T(15, 50, 4)):
        d.noise(sec + rng.randint(0, 40), "hb", "feedhandler: %s reconnect (seq gap %d→%d), resynced in %dms" % (
            rng.choice(["NYSE imbalance", "Nasdaq NOII", "SIP UTP", "OMS drop-copy"]), 4400 + rng.randint(0, 90),
            4500 + rng.randint(0, 90), rng.randint(40, 900)))
    d.noise(T(3, 21) + rng.randint(0, 30), "hb", STACK.format(n=rng.randint(1, 3), b=48, a=rng.randint(12, 40), seq=rng.randint(100000, 999999)))
    for h in (10, 11, 12, 13, 14, 15, 16, 17):
        sec = T(h, 0, rng.randint(5, 40)) if h != 16 else T(16, 12, rng.randint(0, 50))
        d.noise(sec, "pnl", "PnL snapshot %s ET | day %+.1fk | close book %+.1fk | residual %+.1fk | gross $%.1fm | net $%+.1fm" % (
            _hm(sec), rng.uniform(-60, 90), rng.uniform(-30, 60), rng.uniform(-20, 20), rng.uniform(0, 120), rng.uniform(-20, 20)))
    idx = [("SPY", 598.0), ("QQQ", 512.0), ("IWM", 231.0), ("DIA", 441.0)] + [(s, p) for s, c, p in others]
    for i in range(7):
        s, p = rng.choice(idx)
        sec = rng.choice([T(9, 45), T(10, 30), T(11, 15), T(13, 5), T(14, 20), T(14, 50), T(15, 10), T(15, 35), T(15, 57)]) + rng.randint(0, 500)
        mv = rng.uniform(-2.5, 2.5)
        d.noise(sec, "alert", "⚠️ %s %+.1f%% in 15m (px %s, vol %.1fx avg)" % (s, mv, _px(p * (1 + mv / 100)), rng.uniform(1.2, 4.0)))

    # ---------------- premarket
    plan = d.add(T(8, 40, rng.randint(0, 300)), "pm", (
        "plan for today (%s):\n- close book gross cap per usual unless I say otherwise\n- %s: adds/deletes sheet is in the drive, "
        "dmitri NYSE names, jess nasdaq, raf residuals\n- nothing goes in after 15:45 without me\n- all MOC/LOC through OMS, no phone orders"
        % (d.date, evname)))
    d.ops.append((plan.sec + 95, "pin", plan, "lead"))
    d.ops.append((plan.sec + 96, "react", plan, ("📌", "lead")))
    for who, c in [("dk", "morning"), ("jw", "gm"), ("raf", "mornin. residuals flat except what's in the stop list")]:
        d.add(T(8, 45) + rng.randint(0, 600), who, c)

    # overnight research note (no decision -> near miss)
    note1 = d.near(T(6, 32, rng.randint(0, 59)), "research",
                   research_note(rng, d.date, "Overnight auction review — %s" % d.date, rng.sample(univ, 7)),
                   idiom="long research note with auction stats but no decision")

    # ---------------- news
    hnames = rng.sample(held, 3)
    wnames = rng.sample(WATCH, 2)
    held_tpl = [("{co} raises buyback authorization to $%d billion, effective immediately — company statement", "raises buyback"),
                ("{co} to join S&P 500 effective prior to open on Dec 21, replacing a departing constituent — S&P DJI", "to join S&P 500"),
                ("{co} CFO to step down; company reaffirms full-year guidance (8-K)", "CFO to step down"),
                ("{co} cut to Neutral at %s, PT lowered" % rng.choice(BROKERS), "cut to Neutral"),
                ("{co} shares halted, news pending — exchange notice", "halted, news pending"),
                ("{co} prices $%d00 million convertible notes offering" % rng.randint(5, 15), "convertible notes offering")]
    rng.shuffle(held_tpl)
    news_times = [T(7, 5), T(11, 40), T(15, 41)]
    for i, (s, c, p) in enumerate(hnames[:2] + [hnames[2]] if R() < 0.3 else hnames[:2]):
        tpl, key = held_tpl[i]
        line = tpl.replace("{co}", c)
        if "%d" in line:
            line = line % rng.randint(2, 6)
        m = d.add(news_times[i] + rng.randint(0, 900), "news", "📰 " + line)
        d.hard(m, "held_position_news", [c, key], "untagged", idiom="held name referred to by company name in a wire headline" if i == 0 else None)
    for i, (s, c, p) in enumerate(wnames):
        tpl, key = held_tpl[3 + i]
        line = tpl.replace("{co}", c)
        if "%d" in line:
            line = line % rng.randint(2, 6)
        m = d.add(T(9, 5) + i * T(3) + rng.randint(0, 1200), "news", "📰 %s (%s)" % (line, s))
        d.hard(m, "watchlist_news", [c, key], "untagged", idiom="watchlist headline with ticker in parens" if i == 0 else None)
    for i in range(2):
        s, c, p = rng.choice(others)
        d.near(T(10, 0) + rng.randint(0, T(5)), "news", "📰 %s %s (%s)" % (
            c, rng.choice(["beats on Q3 revenue, guides light", "announces CEO transition", "wins $2.1B federal contract",
                           "recalls 40k units, says impact immaterial"]), s),
               idiom="wire headline on a name the desk neither holds nor watches" if i == 0 else None)
    d.near(T(10, 20) + rng.randint(0, 900), "dk", "> Fed's Waller: \"policy is in a good place\" — quoting from the tape, nothing for us")

    # ---------------- midday chatter, near-misses, thesis, routing
    chat = ["imbal feed looked clean yesterday after the patch", "who's on the nasdaq IO names today", "brb 10", "coffee run, want anything",
            "sip latency spiking again?", "rebal sheet v3 uploaded, v2 had the wrong weights on two names",
            "closing volume was 11% of adv yday, kinda light", "dmm for %s changed last week fyi" % rng.choice(univ)[0],
            "nyse says the auction collar is 10%% for %s today, not 5" % rng.choice(univ)[0],
            "why does the OMS show a 2s lag on acks", "anyone have the 3pm call dial-in", "lunch here",
            "ADV file still stale for two names, ping data eng", "IO orders on nasdaq are cheap liquidity, remember that",
            "im looking at the near/far spread history, later", "that %s print at 15:50 yday was wild" % rng.choice(univ)[0].lower(),
            "weekly compliance attestation due friday", "can someone check the pnl bot, it double posted at 11",
            "reminder: no MOC cancels after 15:50, only LOC price improvement", "vol is dead today", "screens frozen for 20s, back now"]
    rng.shuffle(chat)
    for i, c in enumerate(chat[:16]):
        d.add(T(9, 40) + rng.randint(0, T(5, 20)), rng.choice(traders + ["lead"]), c)
    acks = ["ok", "thx", "ty", "👀", "k", "🙏", "lol", "ack", "👌", "np"]
    chatter = [m for m in d.msgs if m.cls == "other" and m.who in traders + ["lead"]]
    for i in range(9):
        tgt = rng.choice(chatter)
        d.noise(tgt.sec + rng.randint(20, 200), rng.choice(traders + ["lead", "pm"]), rng.choice(acks), reply=tgt if R() < 0.6 else None)

    nm = []
    s1, s2, s3, s4, s5, s6 = [x[0] for x in rng.sample(univ, 6)]
    k1 = rng.randint(15, 60)
    nm.append((T(13, 20), rng.choice(traders), "should we lean into the buy imbalance in %s if it shows at 15:50?" % s1,
               "question about leaning into an imbalance"))
    nm.append((T(14, 5), rng.choice(traders), "anyone think %s buy imbal holds into 4? lmk" % s2.lower(), "lmk question"))
    nm.append((T(14, 40), rng.choice(traders), "if %s imbal flips to sell >500k we could fade it w/ a loc. not doing anything yet" % s3.lower(),
               "hypothetical fade with conditional"))
    b = rng.choice(BROKERS)
    nm.append((T(15, 22), rng.choice(traders), "from %s chat: \"seeing a big MOC buy in %s from a long-only, ~%dk shs\" — their client, not ours, fyi" % (b, s4, rng.randint(150, 600)),
               "broker-relayed other firm's MOC flow"))
    yk, ys = rng.randint(20, 50), rng.choice(univ)
    nm.append((T(9, 50), rng.choice(traders), "yday we got %dk %s at %s in the close, paid ~%dc thru ref. not great" % (yk, ys[0].lower(), _px(ys[2] * 0.99), rng.randint(5, 20)),
               "yesterday's fill told as history"))
    nm.append((T(11, 10), "raf", "backtest: fading >3%% ADV closing imbalances in R1000 2019-2025 → %dbp/trade gross, %dbp net, sharpe %.1f. not live, just sharing"
               % (rng.randint(8, 15), rng.randint(2, 6), rng.uniform(0.8, 1.6)), "backtest result"))
    pk, ps = rng.randint(10, 40), rng.choice(univ)
    nm.append((T(16, 40), "raf", "paper book: would've bought %dk %s moc @ %s today, +$%.1fk. paper only" % (pk, ps[0].lower(), _px(ps[2]), rng.uniform(1, 9)),
               "paper trade result"))
    nm.append((T(15, 15), "lead", "etf desk is sending %dk %s MOC for their create basket — not our flow, don't double count in the imbal" % (rng.randint(50, 300), s5),
               "another desk's MOC order"))
    nm.append((T(12, 30), rng.choice(traders), "what if we bought %dk %s on the close? just thinking out loud" % (k1, s6.lower()), "what-if"))
    nm.append((T(13, 50), "pm", "a stop at %s would be sensible on %s residual if we end up holding it" % (_px(px[s1] * 0.96), s1),
               "stop suggestion without decision"))
    nm.append((T(10, 45), "lead", "last %s we were short %s into the close and it squeezed 2%% through the ref. lesson learned" % (
        rng.choice(["quarter", "month-end", "rebal"]), rng.choice(univ)[0]), "past-tense war story"))
    nm.append((T(12, 5), rng.choice(traders), "do we have any %s left from last week? pretty sure we're flat" % rng.choice(univ)[0].lower(), None))
    for sec, who, c, idi in nm:
        d.near(sec + rng.randint(0, 600), who, c, idiom=idi)

    # risk limit set by PM
    cap = rng.choice([150, 180, 200, 220])
    m = d.add(T(14, 30) + rng.randint(0, 600), "pm", "raising gross MOC cap to $%dm for today given the %s, single-name stays at 10%% of expected close vol" % (cap, evname))
    d.hard(m, "risk_limit", ["gross MOC cap", "$%dm" % cap], "untagged", idiom="PM raises gross MOC cap in prose")
    d.ops.append((m.sec + 40, "react", m, ("✅", "lead")))

    # thesis updates
    ts = rng.sample(held, 2)
    m = d.add(T(11, 30) + rng.randint(0, 1800), "pm", "changing my view on %s into the close: was fading the adds, now think the demand is real index money. flip to neutral, no fade" % ts[0][0])
    d.hard(m, "thesis_update", [ts[0][0], "flip to neutral"], "untagged", idiom="PM flips view before the close")
    m = d.add(T(14, 55) + rng.randint(0, 600), rng.choice(traders), "conviction up on %s, still bullish into the cross" % ts[1][0].lower())
    d.hard(m, "thesis_update", [ts[1][0].lower(), "conviction up"], "shorthand")

    # route / no route
    m = d.add(T(15, 1) + rng.randint(0, 200), "lead", "routing the nasdaq IO names to exec-agent today, dmitri keeps the NYSE tickets")
    d.hard(m, "route_decision", ["exec-agent", "nasdaq IO names"], "untagged", idiom="desk lead routes a bucket to an agent")
    ack = d.add(m.sec + 15, "exec", "ack — exec-agent owns nasdaq IO for %s, will post each order before entry" % d.date, reply=m)
    nr = rng.choice(univ)[0]
    m = d.add(T(15, 53, rng.randint(0, 50)), "lead", "no action on the %s imbal, it's 1.2%% of adv and paired is huge. leaving it" % nr)
    d.hard(m, "no_route_decision", [nr, "no action"], "untagged", idiom="explicit no-action on an imbalance print")
    nr2 = rng.choice(univ)[0]
    m = d.add(T(15, 55, rng.randint(0, 50)), "research", json.dumps({"agent": "closer-research", "item": "imbalance", "sym": nr2,
                                                                      "decision": "no_route", "reason": "below 3% ADV threshold"}))
    d.hard(m, "no_route_decision", [nr2, "no_route"], "structured", idiom="agent JSON triage line no_route")

    # ---------------- imbalance prints 15:50-16:00 (noise), + staging dupes bulk-deleted
    prints = []
    for i, sec in enumerate([T(15, 50), T(15, 51), T(15, 53), T(15, 55), T(15, 56), T(15, 57), T(15, 58), T(15, 59), T(15, 59, 30)]):
        for venue in ("NYSE", "NSDQ"):
            p = d.noise(sec + rng.randint(1, 8), "imbal", imbalance_print(rng, sec, rng.sample(univ + others, rng.randint(8, 13)), venue))
            prints.append(p)
    stg = []
    for j in range(3):
        sec = T(15, 51, 20 + j * 7)
        seq = 88000 + rng.randint(0, 999) * 3 + j
        stg.append((d.add(sec, "imbal_stg", imbalance_print(rng, sec, rng.sample(univ, 4), "NYSE", stg=seq), cls="removed"), "stg-seq %d" % seq))
    d.ops.append((T(15, 52, 45), "bulk", [x[0] for x in stg], None))
    for mm, snip in stg:
        mm.state = "deleted"
        mm.removed = snip

    # ---------------- tickets
    n = rng.choice([4, 5, 5, 6])
    trade_syms = rng.sample(univ, n + 3)
    styles = ["moc", "bs", "loc", "tagged", "prose", "buried", "loc", "moc"]
    rng.shuffle(styles)
    if "buried" not in styles[:n]:
        styles[rng.randrange(n)] = "buried"
    times = sorted(T(15, 5) + rng.randint(0, T(0, 40)) for _ in range(n))
    thread_starter = d.add(T(15, 2, rng.randint(0, 50)), "lead", "%s basket — working the index legs in the thread 🧵" % evname)
    approvals = [("go 👍", ["go", "👍"]), ("👍 send it", ["👍", "send it"]), ("ok size it {k2}k", ["ok size it", "{k2}k"]),
                 ("yes go on the {s}", ["go", "{s}"]), ("go. keep it {tif}", ["go", "{tif}"]), ("approved, {s} {side} ok", ["approved", "{s}"]),
                 ("fine, send", ["fine", "send"])]
    rng.shuffle(approvals)
    reject_idx = rng.randrange(n)
    cancel_idx = (reject_idx + 1) % n
    resize_set = set(rng.sample([i for i in range(n) if i not in (reject_idx, cancel_idx)], rng.randint(1, 2)))
    free = [i for i in range(n) if i not in (reject_idx, cancel_idx) and i not in resize_set]
    block_idx = rng.choice(free) if free and R() < 0.6 else -1
    edit_loc_done = False
    fill_text_done = False
    thread_idx = set(rng.sample(range(n), 2))
    for i in range(n):
        s, c, p = trade_syms[i]
        side = rng.choice(["BUY", "SELL"])
        k = rng.choice([10, 12, 15, 18, 20, 25, 30, 35, 40, 45, 50, 60])
        qty = k * 1000
        style = styles[i]
        tif = "LOC" if style == "loc" or (style in ("tagged", "buried") and R() < 0.5) else "MOC"
        lim = round(p * (1 + (0.004 if side == "BUY" else -0.004) * rng.uniform(0.5, 2)), 2)
        lim_s = _px(lim)
        sec = times[i]
        th = thread_starter if i in thread_idx else None
        trader = "jw" if s in NASDAQ and R() < 0.6 else rng.choice(traders)
        reason = rng.choice(["adds in the %s, paired looks thin" % evname, "fade, ref is already 30bp through last",
                             "index weight up, we front it", "residual offset from yday", "imbal %s on 3 prints running" % side.lower()])
        sl, sd = s.lower(), side.lower()
        idm = None
        if style == "moc":
            txt = "moc %dk %s %s" % (k, sl, sd)
            facts, phr, idm = [sl, sd, "%dk" % k], "shorthand", "k-suffixed moc shorthand (moc 40k xyz buy)"
        elif style == "bs":
            txt = "%s %dk %s moc, %s" % (sd[0], k, sl, reason)
            facts, phr, idm = ["%s %dk %s" % (sd[0], k, sl), "moc"], "shorthand", "one-letter side b/s shorthand"
        elif style == "loc":
            txt = "loc %dk %s %s lmt %s" % (k, sl, sd, lim_s)
            facts, phr, idm = [sl, sd, "%dk" % k, lim_s], "shorthand", "loc shorthand with lmt"
        elif style == "tagged":
            txt = "[PROPOSE] %s %s %s %s%s — %s" % (side, _qty(qty), s, tif, (" " + lim_s) if tif == "LOC" else "", reason)
            facts, phr, idm = [s, side, _qty(qty)] + ([lim_s] if tif == "LOC" else []), "tagged", "[PROPOSE] tag"
        elif style == "prose":
            txt = "want to put %s %s on the close, %s side, %s — %s. kate?" % (_qty(qty), s, sd, tif, reason)
            facts, phr, idm = [s, sd, _qty(qty), tif], "untagged", "prose proposal asking PM"
        else:
            dec = ("**Proposed:** %s %s %s %s%s into the close (%s). Routed to kate.pm for approval." % (
                tif, side, _qty(qty), s, (" limit " + lim_s) if tif == "LOC" else "", reason))
            txt = research_note(rng, d.date, "Closing auction preview — %s" % d.date, rng.sample(univ, 6) + [(s, c, p)], decision=dec)
            facts, phr, idm = [tif + " " + side, _qty(qty), s] + ([lim_s] if tif == "LOC" else []), "buried", "proposal buried in long research markdown"
            trader = "research"
        # a wrong-ticker proposal deleted right before a real one
        if i == 0:
            bad = d.add(sec - 70, trader if trader != "research" else "dk", "moc %dk %s %s, size from ops sheet v2" % (k + 5, rng.choice(others)[0].lower(), sd))
            d.hard(bad, "trade_proposal", [bad.content.split(",")[0]], "shorthand")
            bad.label["facts"] = [bad.content.split(" ")[2], "%dk" % (k + 5)]
            d.delete(bad, sec - 40, "size from ops sheet v2")
        prop = d.add(sec, trader, txt, thread=th)
        d.hard(prop, "trade_proposal", facts, phr, idiom=idm)
        if style == "loc" and not edit_loc_done:
            edit_loc_done = True
            l2 = round(lim * (1.0015 if side == "BUY" else 0.9985), 2)
            l3 = round(l2 * (1.0015 if side == "BUY" else 0.9985), 2)
            d.edit(prop, sec + 150, "loc %dk %s %s lmt %s" % (k, sl, sd, _px(l2)), superseded=[lim_s])
            d.edit(prop, sec + 290, "loc %dk %s %s lmt %s" % (k, sl, sd, _px(l3)), superseded=[_px(l2)])
            lim, lim_s = l3, _px(l3)
            prop.label["facts"] = [sl, sd, "%dk" % k, lim_s]
            d.idioms.append((prop, "LOC limit moved twice by editing the proposal", "trade_proposal"))
            sec += 290
        if i == 1:
            d.ops.append((prop.sec + 30, "react", prop, ("📌", "lead")))
        # approval / rejection
        asec = sec + rng.randint(40, 160)
        if i == reject_idx:
            rj = d.add(asec, "pm", "no. pass on %s, we're already crowded in that one" % sl, reply=prop, thread=th)
            d.hard(rj, "trade_approval", ["pass on %s" % sl], "reply", idiom="PM rejects by reply")
            rj.label["facts"] = ["no", "pass on %s" % sl]
            continue
        a_txt, a_facts = approvals[i % len(approvals)]
        k2 = max(10, k - rng.choice([5, 10, 15])) if "{k2}" in a_txt else k
        fmt = {"k2": str(k2), "s": sl, "tif": tif, "side": sd}
        a_txt = a_txt.format(**fmt)
        a_facts = [x.format(**fmt) for x in a_facts]
        ap = d.add(asec, "pm", a_txt, reply=prop, thread=th)
        d.hard(ap, "trade_approval", a_facts, "reply",
               idiom={"go 👍": "bare 'go' reply approval", "👍 send it": "thumbs-up emoji approval"}.get(a_txt, "approval that resizes (ok size it 25k)" if "size it" in a_txt else None))
        qty = k2 * 1000
        rsec = asec + rng.randint(6, 25)
        oid = "CX%06d" % rng.randint(100000, 999999)
        venue = "NSDQ" if s in NASDAQ else "NYSE"
        if i == block_idx:
            rk = d.add(rsec, "risk", "riskgw verdict=BLOCK ord=%s sym=%s side=%s qty=%d rule=restricted_list reason=\"pending corp action\" by=auto" % (oid, s, side, qty), thread=th)
            d.hard(rk, "risk_limit", ["verdict=BLOCK", oid, s], "structured", idiom="risk gateway key=value BLOCK")
            rj = d.add(rsec + 2, "oms", "", embeds=oms_embed(s, "order rejected", oid, side, _qty(qty), lim_s if tif == "LOC" else "MKT", tif, "REJECTED",
                                                        "acct CLOSE-2 · %s · %s ET · riskgw" % (venue, _hms(rsec + 2)), desc="Rejected pre-trade: restricted_list"), thread=th)
            d.hard(rj, "trade_confirmation", [oid, "REJECTED", s], "embed")
            continue
        if i in resize_set:
            nq = int(qty * rng.choice([0.5, 0.6, 0.7]) // 1000 * 1000)
            rk = d.add(rsec, "risk", "riskgw verdict=RESIZE ord=%s sym=%s side=%s req_qty=%d new_qty=%d rule=close_participation lim=10.0%%_exp_close_vol" % (oid, s, side, qty, nq), thread=th)
            d.hard(rk, "risk_limit", ["verdict=RESIZE", oid, s, "new_qty=%d" % nq], "structured", idiom="risk gateway key=value RESIZE")
            qty = nq
        osec = rsec + rng.randint(2, 6)
        acc = d.add(osec, "oms", "",
                    embeds=oms_embed(s, "closing order", oid, side, _qty(qty), lim_s if tif == "LOC" else "MKT", tif, "ACCEPTED",
                                     "acct CLOSE-2 · %s · %s ET" % (venue, _hms(osec))), thread=th)
        d.hard(acc, "trade_confirmation", [oid, s, side, _qty(qty)], "embed", idiom="OMS embed ACCEPTED with TIF field" if i == 0 else None)
        if i == cancel_idx:
            csec = max(osec + 60, T(15, 46)) + rng.randint(0, 150)
            cx = d.add(csec, trader if trader != "research" else "dk", "pls cxl %s %s, imbal flipped on us" % (oid, sl), reply=acc, thread=th)
            d.hard(cx, "trade_proposal", [oid, sl, "cxl"], "shorthand", idiom="pls cxl instruction by order id")
            cc = d.add(csec + rng.randint(3, 9), "oms", "", embeds=oms_embed(s, "order cancelled", oid, side, _qty(qty), lim_s if tif == "LOC" else "MKT", tif,
                                                                             "CANCELLED", "acct CLOSE-2 · %s · %s ET" % (venue, _hms(csec + 8))), reply=cx, thread=th)
            d.hard(cc, "trade_confirmation", [oid, "CANCELLED", s], "embed")
            continue
        # fill at the cross
        fsec = T(16, 0, rng.randint(2, 50))
        fpx = round(p * (1 + rng.uniform(-0.006, 0.006)), 2)
        if tif == "LOC":
            fpx = min(fpx, lim) if side == "BUY" else max(fpx, lim)
        partial = tif == "LOC" and R() < 0.4
        fq = int(qty * rng.choice([0.4, 0.6, 0.8]) // 100 * 100) if partial else qty
        fl = d.add(fsec, "oms", "", embeds=oms_embed(s, "fill", oid, side, "%s/%s" % (_qty(fq), _qty(qty)), lim_s if tif == "LOC" else "MKT", tif,
                                                    "PARTIAL" if partial else "FILLED", "acct CLOSE-2 · %s closing cross · %s ET" % (venue, _hms(fsec)),
                                                    extra=[("Avg Px", _px(fpx))]), thread=th)
        d.hard(fl, "trade_fill", [oid, s, side, _qty(fq), _px(fpx)], "embed", idiom="OMS fill embed with Avg Px and PARTIAL status" if partial else None)
        if not fill_text_done and th is None:
            fill_text_done = True
            bad_px = round(fpx + rng.choice([-1, 1]) * rng.uniform(0.2, 0.9), 2)
            ft = d.add(fsec + rng.randint(30, 90), "jw", "[FILL] %s %s %s @ %s close" % (s, side, _qty(fq), _px(bad_px)))
            d.hard(ft, "trade_fill", [s, side, _qty(fq), _px(fpx)], "tagged", idiom="[FILL] tag edited to fix price")
            d.edit(ft, fsec + 200, "[FILL] %s %s %s @ %s close (fixed px, was fat-fingered)" % (s, side, _qty(fq), _px(fpx)), superseded=[_px(bad_px)])
        elif R() < 0.12:
            ft = d.add(fsec + rng.randint(40, 140), trader if trader != "research" else "dk", "got %dk %s in the cross @ %s" % (fq // 1000, sl, _px(fpx)) if fq % 1000 == 0
                       else "got %s %s in the cross @ %s" % (_qty(fq), sl, _px(fpx)), reply=fl, thread=th)
            d.hard(ft, "trade_fill", [sl, _px(fpx)], "untagged", idiom="trader echoes own fill in prose")

    # discussion: trading words, no decisions
    for i in range(rng.randint(64, 72)):
        band = rng.random()
        if band < 0.12:
            sec = T(7, 30) + rng.randint(0, T(2))
        elif band < 0.55:
            sec = T(9, 35) + rng.randint(0, T(5, 20))
        elif band < 0.85:
            sec = T(15, 0) + rng.randint(0, T(1))
        else:
            sec = T(16, 5) + rng.randint(0, T(3))
        x = rng.choice(univ)
        txt = rng.choice(DISCUSS).format(s=x[0], sl=x[0].lower(), n=rng.randint(80, 900), p=rng.randint(5, 60), b=rng.randint(3, 40),
                                         px=_px(x[2]), c=rng.randint(2, 25), br=rng.choice(BROKERS))
        d.add(sec, rng.choice(traders + ["lead", "lead", "pm"]), txt)
    # more research notes without decisions (long analysis, trading words)
    for j, (h0, ttl) in enumerate([(T(7, 50), "Index event tracker"), (T(10, 40), "Closing-auction microstructure: reading the first print"),
                                   (T(14, 10), "Pre-close checklist and crowding map"), (T(15, 30), "15:30 update — indicative interest"),
                                   (T(18, 5), "Evening: close-to-open reversion monitor"), (T(12, 15), "Sector skew in closing interest"),
                                   (T(19, 40), "Weekly: index calendar and expected closing notional"), (T(21, 30), "Overnight prep — tomorrow's index calendar")]):
        m = d.near(h0 + rng.randint(0, 900), "research", research_note(rng, d.date, ttl, rng.sample(univ, rng.randint(6, 9))),
                   idiom="long research note with auction stats but no decision" if j == 0 else None)
    # yesterday TCA (history) + broker colour
    rows = "\n".join("%s | %s | %s | %+.1fbp" % (x[0], rng.choice(["BUY", "SELL"]), _qty(rng.randint(10, 60) * 1000), rng.uniform(-12, 12))
                     for x in rng.sample(univ, 6))
    d.near(T(8, 15, rng.randint(0, 300)), "cron", "TCA (prior session) — closing orders vs 15:50 ref\n```\nsym | side | filled | slip\n%s\n```\navg %+.1fbp, worst on index names" % (rows, rng.uniform(-5, 5)),
           idiom="prior-session TCA table (history fills)")
    br = rng.choice(BROKERS)
    d.near(T(15, 40, rng.randint(0, 200)), "dk", "%s close color: \"MOC buy skew across the rebal adds, %s and %s screening biggest, sell side mostly in staples. "
           "we are seeing %s-%s of S&P notional going MOC, heavier than last quarter\" — their book, just color" % (
               br, rng.choice(univ)[0], rng.choice(univ)[0], "$%dbn" % rng.randint(3, 9), "$%dbn" % rng.randint(10, 14)),
           idiom="broker close colour quoted")

    # forgotten proposal (client name) -> forget by compliance
    fs = rng.choice(held)
    fk = rng.randint(8, 20)
    fm = d.add(T(15, 33, rng.randint(0, 50)), "raf", "moc %dk %s buy, it's for the Halvorsen family acct, they called me direct" % (fk, fs[0].lower()))
    d.hard(fm, "trade_proposal", [fs[0].lower(), "buy", "%dk" % fk], "shorthand")
    d.forget(fm, T(15, 58, 30), "Halvorsen family acct")
    d.add(T(15, 59), "mod", "removed a message with client details. raf, not in this channel please")

    # stops/targets on overnight residuals
    rs = rng.sample(held, 3)
    st1 = round(px[rs[0][0]] * 0.965, 2)
    st2 = round(st1 * 1.006, 2)
    st3 = round(st2 * 1.006, 2)
    ssec = T(16, 25, rng.randint(0, 300))
    stm = d.add(ssec, "raf", "stop on %s residual %dk long → %s" % (rs[0][0], rng.randint(5, 20), _px(st1)))
    d.edit(stm, ssec + T(0, 35), stm.content.rsplit("→", 1)[0] + "→ " + _px(st2), superseded=[_px(st1)])
    d.edit(stm, T(19, 10, rng.randint(0, 200)), stm.final.rsplit("→", 1)[0] + "→ " + _px(st3) + " (after hours)", superseded=[_px(st2)])
    d.hard(stm, "stop_or_target_change", [rs[0][0], "stop", _px(st3)], "untagged", idiom="stop on residual moved twice by edit")
    tg = round(px[rs[1][0]] * 0.97, 2)
    tm = d.add(T(16, 32, rng.randint(0, 200)), "raf", "tgt on %s overnight short %s, cover at open if hit" % (rs[1][0].lower(), _px(tg)))
    d.hard(tm, "stop_or_target_change", [rs[1][0].lower(), "tgt", _px(tg)], "shorthand", idiom="tgt shorthand on overnight residual")
    d.ops.append((tm.sec + 20, "react", tm, ("👍", "pm")))
    if R() < 0.5:
        pm_ = d.add(T(17, 5, rng.randint(0, 300)), "raf", "pulling the stop on %s, flat after the cross" % rs[2][0])
        d.hard(pm_, "stop_or_target_change", [rs[2][0], "pulling the stop"], "untagged")

    # risk breach after close / limit change
    if R() < 0.5:
        v = rng.uniform(91, 99)
        m = d.add(T(15, 48, rng.randint(0, 50)), "risk", "riskgw event=LIMIT_BREACH metric=net_moc_notional val=$%.1fm lim=$90.0m action=block_new_buys desk=CLOSE" % v)
        d.hard(m, "risk_limit", ["LIMIT_BREACH", "$%.1fm" % v, "$90.0m"], "structured", idiom="risk breach key=value line")
    d.noise(T(15, 30, rng.randint(0, 50)), "risk", "riskgw hb ok=1 checks=%d breaches=0 latency_p99=%dms" % (rng.randint(100, 400), rng.randint(2, 9)))
    d.noise(T(12, 30, rng.randint(0, 50)), "risk", "riskgw hb ok=1 checks=%d breaches=0 latency_p99=%dms" % (rng.randint(5, 40), rng.randint(2, 9)))

    # post-close research recap with a buried thesis update
    tsym, tco, tpx = rng.choice(held)
    dec = "**View change:** %s moved from *lean long* to *neutral* after today's cross — the index demand got absorbed without a premium." % tsym
    m = d.add(T(16, 50, rng.randint(0, 300)), "research", research_note(rng, d.date, "Post-close recap — %s" % d.date, rng.sample(univ, 7), decision=dec))
    d.hard(m, "thesis_update", [tsym, "*neutral*"], "buried", idiom="thesis change buried in post-close recap")
    # agent route decision
    rsym = rng.choice(univ)[0]
    m = d.add(T(17, 20, rng.randint(0, 300)), "research", "→ routing tomorrow's %s LOC idea to kate.pm for sizing; exec-agent on standby" % rsym)
    d.hard(m, "route_decision", [rsym, "kate.pm"], "untagged", idiom="agent arrow-routing line")
    # an extra midday research note without decision
    d.near(T(13, 0, rng.randint(0, 600)), "research",
           research_note(rng, d.date, "Midday: where the close could be crowded", rng.sample(univ, 6)))
    d.add(T(17, 30) + rng.randint(0, 1200), "pm", "good close everyone. tca tomorrow am")
    for i in range(4):
        d.add(T(16, 5) + rng.randint(0, 1500), rng.choice(traders), rng.choice(
            ["ugly print in %s" % rng.choice(univ)[0].lower(), "close went fine", "nyse print late again, 16:00:31", "imbal was way overstated at 50",
             "tca will look ok", "ref drift was nuts in the last print", "off at 6", "done for today"]))


# ---------------------------------------------------------------- assembly

def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = {}
    for ch in range(channels):
        cid = channel_id(ch)
        for di in range(days):
            start_ms = end_ms - (days - di) * 86400000
            sdt = datetime.fromtimestamp(start_ms / 1000.0, tz=timezone.utc)
            local = sdt + timedelta(hours=_et_offset_hours(sdt + timedelta(hours=12)) + 12)
            rng = random.Random(seed * 1000003 + ch * 7919 + di * 104729 + 17)
            # shift so that ET midnight is sec 0 when end is an ET midnight
            d = Day(rng, start_ms, cid, ch, local.strftime("%Y-%m-%d"), local.weekday())
            third_fri = local.weekday() == 4 and 15 <= local.day <= 21 and local.month in (3, 6, 9, 12)
            build_day(d, third_fri or rng.random() < 0.35)
            _emit(d, ch, di, events, labels, idioms_seen)
    events.sort(key=lambda e: e[0])
    hard_i = [v for v in idioms_seen.values() if v["expected"] != "not_hard"]
    soft_i = [v for v in idioms_seen.values() if v["expected"] == "not_hard"]
    labels["idioms"] = hard_i[:13] + soft_i[:20 - len(hard_i[:13])]
    return {"events": [e[2] for e in events], "labels": labels}


def _emit(d, ch, di, events, labels, idioms_seen):
    msgs = sorted(d.msgs, key=lambda m: m.sec)
    last = -1
    seq = (ch * 331 + di * 97) & 0xFFF
    for m in msgs:
        ms = d.start_ms + int(m.sec * 1000) + (int(m.sec * 7919) % 997)
        if ms <= last:
            ms = last + 1 + (seq % 5)
        last = ms
        m.ms = ms
        seq = (seq + 1) & 0xFFF
        m.id = str(_flake(ms, (ch * 2 + (1 if m.thread else 0)) % 32, seq))
    order = 0
    for m in msgs:
        cid = d.ch_id if m.thread is None else m.thread.id
        aid, aname, abot = AUTHORS[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot, "created_at": _iso(m.ms),
               "content": m.content, "attachments": [], "embeds": m.embeds or [],
               "reference_id": m.reply.id if m.reply else None}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid, "message": msg}
        if m.thread is not None:
            line["parent_channel_id"] = d.ch_id
        order += 1
        events.append(((m.ms, 0, ch, di, order), None, line))
        if m.label:
            lab = {"channel_id": cid, "message_id": m.id, "event_type": m.label["event_type"], "facts": m.label["facts"],
                   "phrasing": m.label["phrasing"], "final_state": m.state}
            labels["hard_events"].append(lab)
        if m.cls == "noise" and m.state in ("live", "edited"):
            labels["noise_message_ids"].append(m.id)
        if m.cls == "near" and m.state in ("live", "edited"):
            labels["near_miss_ids"].append(m.id)
        for s in m.superseded:
            labels["superseded_facts"].append([cid, m.id, s])
        if m.removed and m.removed not in labels["removed_texts"]:
            labels["removed_texts"].append(m.removed)
    for (m, idi, exp) in d.idioms:
        if idi not in idioms_seen:
            idioms_seen[idi] = {"message_id": m.id, "idiom": idi, "expected": exp}
    for sec, kind, m, extra in d.ops:
        first = m[0] if isinstance(m, list) else m
        ms = max(d.start_ms + int(sec * 1000) + 311, (max(x.ms for x in m) if isinstance(m, list) else m.ms) + 1)
        cid = d.ch_id if first.thread is None else first.thread.id
        base = {"guild_id": GUILD_ID, "channel_id": cid}
        if kind == "edit":
            line = dict(op="edit", message_id=m.id, edited_at=_iso(ms), content=extra, **base)
        elif kind == "delete":
            line = dict(op="delete", message_id=m.id, deleted_at=_iso(ms), **base)
        elif kind == "bulk":
            line = dict(op="bulk_delete", message_ids=[x.id for x in m], deleted_at=_iso(ms), **base)
        elif kind == "forget":
            line = dict(op="forget", message_id=m.id, requested_by=AUTHORS["mod"][0], at=_iso(ms), **base)
        elif kind == "pin":
            line = dict(op="pin", message_id=m.id, by=AUTHORS[extra][0], at=_iso(ms), **base)
        elif kind == "react":
            line = dict(op="reaction_add", message_id=m.id, emoji=extra[0], user_id=AUTHORS[extra[1]][0], at=_iso(ms), **base)
        order += 1
        line = {"op": line.pop("op"), "guild_id": line.pop("guild_id"), "channel_id": line.pop("channel_id"), **line}
        events.append(((ms, 1, ch, di, order), None, line))


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
