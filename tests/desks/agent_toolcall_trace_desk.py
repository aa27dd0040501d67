"""agent_toolcall_trace_desk: an all-LLM-agent US large-cap equities + crypto spot desk.

Agents post their tool-call traces into the channel (fenced ```json / ```tool blocks and
inline `fn(args)` forms), an OMS gateway bot posts tool results, a human PM approves or
rejects in a word or two, a digest agent posts headline lists, and the rest is the usual
agent-runtime exhaust (heartbeats, token meters, eval runs, 429s with tracebacks).

Standard library only. Output is a pure function of (seed, end, channels, days).
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "agent_toolcall_trace_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318842675927146517"
DEFAULT_END = datetime(2026, 11, 19, 0, 0, tzinfo=timezone.utc)
DAY_MS = 86400000

# ---------------------------------------------------------------- people and bots
AUTHORS = {
    "pm": ("Maren Okafor", False, "1139826627094102017"),
    "ops": ("Theo Brandt", False, "1147210386518654996"),
    "analyst": ("Jun Park", False, "1203418860357992508"),
    "research": ("sigma-research", True, "1288103559147962428"),
    "exec": ("atlas-exec", True, "1288104017229119539"),
    "crypto": ("kestrel-crypto", True, "1288104431785332786"),
    "router": ("switchboard", True, "1288105002680238110"),
    "digest": ("wire-digest", True, "1290417773628510258"),
    "risk": ("riskd", True, "1290418251015805009"),
    "broker": ("broker-gw", True, "1290418777891196949"),
    "health": ("agentd-health", True, "1291560034720649226"),
    "evals": ("eval-harness", True, "1291560498904076380"),
    "meter": ("token-meter", True, "1291561120441462855"),
    "ci": ("deploy-bot", True, "1291561605034573914"),
    "alerts": ("px-alerts", True, "1291562177485766737"),
}

HELD_EQ = ["NVDA", "MSFT", "AAPL", "AMZN", "JPM", "UNH"]
HELD_CR = ["BTC-USD", "ETH-USD"]
WATCH = ["AVGO", "META", "COST", "LLY", "SOL-USD"]
OTHER = ["KO", "PFE", "INTC", "F", "XOM", "DOGE-USD"]
BASE_PX = {
    "NVDA": 182.40, "MSFT": 512.30, "AAPL": 263.10, "AMZN": 236.80, "JPM": 317.60,
    "UNH": 348.20, "AVGO": 364.50, "META": 688.00, "COST": 941.00, "LLY": 868.00,
    "KO": 70.10, "PFE": 25.40, "INTC": 37.20, "F": 13.10, "XOM": 118.30,
    "BTC-USD": 96400.0, "ETH-USD": 3480.0, "SOL-USD": 188.0, "DOGE-USD": 0.3100,
}
NAMES = {
    "NVDA": "Nvidia", "MSFT": "Microsoft", "AAPL": "Apple", "AMZN": "Amazon",
    "JPM": "JPMorgan", "UNH": "UnitedHealth", "BTC-USD": "Bitcoin", "ETH-USD": "Ether",
    "AVGO": "Broadcom", "META": "Meta", "COST": "Costco", "LLY": "Eli Lilly",
    "SOL-USD": "Solana", "KO": "Coca-Cola", "PFE": "Pfizer", "INTC": "Intel",
    "F": "Ford", "XOM": "Exxon", "DOGE-USD": "Dogecoin",
}
# (headline, distinctive phrase that is a substring of the headline)
HEADLINES = {
    "NVDA": [("Nvidia said to get US licence to ship Blackwell-lite parts to Gulf data centres", "Blackwell-lite parts to Gulf"),
             ("Nvidia supplier checks point to GB300 rack shipments slipping into February", "GB300 rack shipments slipping"),
             ("Nvidia faces EU antitrust questionnaire over Run:ai bundling", "EU antitrust questionnaire")],
    "MSFT": [("Microsoft raises Azure price list 7% for GPU instances from January", "Azure price list 7%"),
             ("Microsoft, OpenAI restructure revenue-share terms, filing shows", "restructure revenue-share terms")],
    "AAPL": [("Apple delays smart-home hub again, Gurman reports", "smart-home hub again"),
             ("Apple hit with Dutch App Store fine of EUR 180m", "Dutch App Store fine")],
    "AMZN": [("Amazon to cut 4,000 more corporate roles in retail ops", "4,000 more corporate roles"),
             ("Amazon wins $9bn Pentagon cloud task order", "$9bn Pentagon cloud task order")],
    "JPM": [("JPMorgan flags higher Q4 investment-banking fees, up mid-20s pct", "investment-banking fees, up mid-20s"),
            ("JPMorgan names new CFO effective March", "names new CFO")],
    "UNH": [("UnitedHealth sees 2027 Medicare Advantage margin below plan, shares slide premarket", "Medicare Advantage margin below plan"),
            ("UnitedHealth Optum unit under DOJ civil probe on billing codes", "DOJ civil probe on billing codes")],
    "BTC-USD": [("Bitcoin spot ETFs log $1.2bn weekly outflow, biggest since March", "$1.2bn weekly outflow"),
                ("Bitcoin hashrate dips 8% as Texas miners curtail into cold snap", "Texas miners curtail")],
    "ETH-USD": [("Ether staking queue hits record as Fusaka upgrade date set", "staking queue hits record"),
                ("Ether ETF options volume doubles week on week", "ETF options volume doubles")],
    "AVGO": [("Broadcom wins second hyperscaler custom-ASIC order, sources say", "second hyperscaler custom-ASIC order"),
             ("Broadcom VMware renewals draw EU customer complaints", "VMware renewals draw EU")],
    "META": [("Meta pulls forward Hyperion data-centre phase two", "Hyperion data-centre phase two"),
             ("Meta faces FTC appeal ruling date in Instagram case", "FTC appeal ruling date")],
    "COST": [("Costco November comps +7.9% ex-gas, ahead of consensus", "November comps +7.9%"),
             ("Costco to raise executive membership fee in Canada", "executive membership fee in Canada")],
    "LLY": [("Eli Lilly orforglipron gets FDA priority review voucher", "orforglipron gets FDA priority"),
            ("Eli Lilly cuts Zepbound vial price for cash-pay patients", "Zepbound vial price")],
    "SOL-USD": [("Solana validators approve Alpenglow consensus upgrade", "Alpenglow consensus upgrade"),
                ("Solana ETF sees record $140m daily inflow", "record $140m daily inflow")],
    "KO": [("Coca-Cola to refranchise India bottler stake", "refranchise India bottler")],
    "PFE": [("Pfizer trims 2026 revenue guide on Comirnaty demand", "trims 2026 revenue guide")],
    "INTC": [("Intel 18A yields improve, foundry customer says", "18A yields improve")],
    "F": [("Ford recalls 312k Explorers over rear camera", "312k Explorers")],
    "XOM": [("Exxon lifts Guyana output target to 1.7m bpd", "Guyana output target")],
    "DOGE-USD": [("Dogecoin jumps 11% on payments-app listing rumour", "payments-app listing rumour")],
}
GENERIC_HEADLINES = [
    "US jobless claims 224k vs 221k est", "ECB's Lane: no urgency to move in December",
    "10y UST yield up 4bp to 4.31% after 20y auction tails", "Oil slips 1% as OPEC+ keeps Q1 quotas",
    "Dollar index firm ahead of FOMC minutes", "China Nov credit data softer than expected",
    "Copper at 2-week high on Chile supply worries", "Gold steady near $4,050/oz",
    "Euro area flash PMI composite 50.4 vs 50.1 est", "Japan 30y JGB yield hits record 3.41%",
]

ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
HEX = "0123456789abcdef"


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | (worker << 17) | seq


def iso(ms):
    d = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def is_crypto(sym):
    return sym.endswith("-USD")


def fpx(sym, p):
    """price as people on this desk write it in prose"""
    if sym == "DOGE-USD":
        return "%.4f" % p
    if is_crypto(sym) and p >= 1000:
        return "{:,.2f}".format(p)
    return "%.2f" % p


def jpx(sym, p):
    """price as it appears inside JSON tool args"""
    if sym == "DOGE-USD":
        return "%.4f" % p
    return "%.2f" % p


class Msg:
    def __init__(self, t, who, content, embeds=None, ref=None, thread=False, kind="other",
                 label=None, idiom=None):
        self.t = t
        self.who = who
        self.content = content
        self.final = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind  # hard | noise | near | other
        self.label = label
        self.idiom = idiom
        self.state = "live"
        self.id = None


class Ctx:
    def __init__(self, rng, day_start, day_end, channel_id, thread_id, worker, px):
        self.rng = rng
        self.t0 = day_start
        self.t1 = day_end
        self.channel_id = channel_id
        self.thread_id = thread_id
        self.worker = worker
        self.px = px
        self.msgs = []
        self.ops = []  # (t, kind, payload dict)
        self.superseded = []  # (msg, old text)
        self.removed = []
        self.log_counts = {}
        self.chat_deck = []

    # -- time helpers
    def at(self, hh, mm=0, ss=0):
        return self.t0 + ((hh * 60 + mm) * 60 + ss) * 1000 + self.rng.randint(0, 999)

    def clamp(self, t):
        return max(self.t0 + 1000, min(self.t1 - 5000, t))

    def after(self, t, lo_s, hi_s):
        return self.clamp(t + self.rng.randint(lo_s * 1000, hi_s * 1000))

    def sample_time(self, lo_h=0.0, hi_h=24.0):
        rng = self.rng
        while True:
            h = rng.uniform(lo_h, hi_h)
            if rng.random() * 1.8 <= activity(h):
                return self.clamp(self.t0 + int(h * 3600000) + rng.randint(0, 999))

    # -- message helpers
    def add(self, t, who, content, **kw):
        m = Msg(self.clamp(t), who, content, **kw)
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        lab = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}
        return self.add(t, who, content, kind="hard", label=lab, **kw)

    def noise(self, t, who, content, **kw):
        return self.add(t, who, content, kind="noise", **kw)

    def near(self, t, who, content, **kw):
        return self.add(t, who, content, kind="near", **kw)

    def edit(self, m, t, content, superseded=()):
        t = self.clamp(max(t, m.t + 2000))
        self.ops.append((t, "edit", {"msg": m, "content": content}))
        m.final = content
        if m.label is not None and m.state == "live":
            m.state = "edited"
        for s in superseded:
            self.superseded.append((m, s))

    def delete(self, m, t, snippet):
        t = self.clamp(max(t, m.t + 2000))
        self.ops.append((t, "delete", {"msg": m}))
        m.state = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        t = self.clamp(max([t] + [m.t + 2000 for m in ms]))
        self.ops.append((t, "bulk_delete", {"msgs": ms}))
        for m in ms:
            m.state = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        t = self.clamp(max(t, m.t + 2000))
        self.ops.append((t, "forget", {"msg": m, "by": AUTHORS[by][2]}))
        m.state = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, t, by="pm"):
        t = self.clamp(max(t, m.t + 1000))
        self.ops.append((t, "pin", {"msg": m, "by": AUTHORS[by][2]}))
        self.react(m, t + 400, "📌", by)

    def react(self, m, t, emoji, by):
        t = self.clamp(max(t, m.t + 500))
        self.ops.append((t, "reaction_add", {"msg": m, "emoji": emoji, "by": AUTHORS[by][2]}))

    def unreact(self, m, t, emoji, by):
        t = self.clamp(max(t, m.t + 1500))
        self.ops.append((t, "reaction_remove", {"msg": m, "emoji": emoji, "by": AUTHORS[by][2]}))

    def unpin(self, m, t, by="pm"):
        t = self.clamp(max(t, m.t + 1500))
        self.ops.append((t, "unpin", {"msg": m, "by": AUTHORS[by][2]}))

    # -- ids
    def oid(self):
        return "ORD-" + "".join(self.rng.choice(ALNUM) for _ in range(6))

    def sid(self):
        return "STP-%05d" % self.rng.randint(10000, 99999)

    def call_id(self):
        return "call_" + "".join(self.rng.choice(HEX) for _ in range(10))

    def item_id(self):
        return "itm_" + "".join(self.rng.choice(HEX) for _ in range(4))

    def rsn(self):
        return "rsn_" + "".join(self.rng.choice(HEX) for _ in range(4))

    def p(self, sym, bps=0.0):
        return self.px[sym] * (1 + bps / 10000.0)


def activity(h):
    """relative message density by UTC hour (US equities RTH 14:30-21:00 UTC in Nov)."""
    if h < 5:
        return 0.30
    if h < 11:
        return 0.40
    if h < 13.5:
        return 0.75
    if h < 14.5:
        return 1.20
    if h < 15.5:
        return 1.80
    if h < 19.5:
        return 1.25
    if h < 21.0:
        return 1.65
    if h < 22.5:
        return 0.80
    return 0.45


# ================================================================ trade scenes
APPROVE = [("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]), ("approved, size fine", ["approved", "size fine"]),
           ("yes — go", ["yes", "go"]), ("ok send", ["ok", "send"]), ("approved 👍", ["approved", "👍"]),
           ("go ahead 👍", ["go ahead", "👍"])]
REJECT = [("no. wait for the print", ["no", "wait for the print"]), ("reject — not today", ["reject", "not today"]),
          ("pass. not now", ["pass", "not now"]), ("no, too close to the close", ["no", "too close to the close"])]


def qty_str(sym, q):
    if is_crypto(sym):
        return ("%.4f" % q).rstrip("0").rstrip(".") if q < 10 else ("%.2f" % q).rstrip("0").rstrip(".")
    return str(int(q))


def propose(ctx, t, style, sym, side, q, lim, stop, author="research"):
    """post a proposal; returns the Msg. facts always from the decision part."""
    qs = qty_str(sym, q)
    jl = jpx(sym, lim)
    pl = fpx(sym, lim)
    r = ctx.rsn()
    stop_j = (', "attach": {"stop_loss": %s}' % jpx(sym, stop)) if stop else ""
    why = rationale(ctx, sym, side)
    if style == "json":
        c = ("**Proposal** (needs PM sign-off) — %s %s\n```json\n{\n  \"fn\": \"place_order\",\n  \"args\": {\"symbol\": \"%s\", \"side\": \"%s\", \"qty\": %s, \"order_type\": \"limit\", \"limit_price\": %s, \"tif\": \"day\"}%s,\n  \"rationale_id\": \"%s\"\n}\n```\nWhy: %s"
             % ("add to" if side == "buy" else "trim", sym, sym, side, qs, jl, stop_j, r, why))
        return ctx.hard(t, author, c, "trade_proposal", [sym, '"%s"' % side, qs, jl], "structured",
                        idiom="```json place_order proposal block awaiting sign-off")
    if style == "inline":
        c = ("Proposing `place_order(symbol=\"%s\", side=\"%s\", qty=%s, order_type=\"limit\", limit_price=%s)`%s — %s Not sending until @Maren okays."
             % (sym, side, qs, jl, (" + `set_stop(%s)`" % jpx(sym, stop)) if stop else "", why))
        return ctx.hard(t, author, c, "trade_proposal", [sym, 'side="%s"' % side, "qty=%s" % qs, jl], "untagged",
                        idiom="inline fn(args) proposal in prose")
    if style == "tool":
        c = ("[PROPOSED] awaiting approval\n```tool\nplace_order\n{\"symbol\":\"%s\",\"side\":\"%s\",\"qty\":%s,\"order_type\":\"limit\",\"limit_price\":%s,\"tif\":\"gtc\"%s}\n```\n%s"
             % (sym, side, qs, jl, (",\"stop_loss\":%s" % jpx(sym, stop)) if stop else "", why))
        return ctx.hard(t, author, c, "trade_proposal", ["[PROPOSED]", sym, side, qs, jl], "tagged",
                        idiom="[PROPOSED] tag over a ```tool block")
    if style == "prose":
        c = ("I'd like to %s %s %s at %s limit%s. %s @Maren ok?"
             % (side, qs, sym, pl, (" with a stop at %s" % fpx(sym, stop)) if stop else "", why))
        return ctx.hard(t, author, c, "trade_proposal", ["%s %s %s" % (side, qs, sym), pl], "untagged",
                        idiom="first-person 'I'd like to buy' proposal")
    if style == "buried":
        head, tail = long_note(ctx, sym)
        dec = ("→ Proposal: %s %s %s @ %s lmt%s, day order; ref %s."
               % (side, qs, sym, pl, (", stop %s" % fpx(sym, stop)) if stop else "", r))
        c = head + "\n\n" + dec + "\n\n" + tail
        return ctx.hard(t, author, c, "trade_proposal", ["%s %s %s" % (side, qs, sym), pl], "buried",
                        idiom="proposal sentence buried mid research note")
    raise ValueError(style)


def rationale(ctx, sym, side):
    rng = ctx.rng
    if is_crypto(sym) and side == "buy":
        opts = ["Funding flipped negative on the majors overnight and spot ETF flows stabilised; sizing half a unit given thin Asia liquidity.",
                "Basis compressed to 5.8% annualised and the range low held twice; risk to stop is ~0.4% NAV."]
    elif is_crypto(sym):
        opts = ["Taking some off after the +9% week; exchange inflows picked up and we are over target weight.",
                "Sleeve is near the new gross cap after the rally; trimming back inside the band."]
    elif side == "buy":
        opts = ["Pulled back to the 50d on no news; estimate revisions still positive. Position goes %.1f%% → %.1f%% NAV." % (rng.uniform(1.5, 2.5), rng.uniform(2.8, 3.6)),
                "This is the add we flagged in Monday's book review; revision breadth turned positive again this week.",
                "Sell-side day-2 reaction overdone; implied move into the event is rich vs realised, so we prefer stock over calls."]
    else:
        opts = ["Trim into strength, we are %.1f%% over target weight after the run." % rng.uniform(0.4, 1.1),
                "Reducing ahead of the event; keeps the core position, takes the tactical add off.",
                "Rebalancing toward the crypto sleeve cap; no change to the long-term view."]
    return rng.choice(opts)


def long_note(ctx, sym):
    name = NAMES[sym]
    rng = ctx.rng
    head = ("## %s — desk note (sigma-research, auto)\n"
            "Context pulled: 14 filings, 37 headlines (72h), 5 sell-side notes, options surface snapshot %s.\n\n"
            "**Setup.** %s has underperformed the group by %.1f%% over 10 sessions while consensus FY27 EPS moved up %.1f%%. "
            "Short interest is flat, borrow is GC, and the 25-delta skew has normalised since the last print. "
            "Crowding screens (13F overlap, prime-broker data) put it in the 70th percentile — not extreme.\n\n"
            "**What changed.** Channel checks and the last two search_news passes point to demand holding up; "
            "the main debate is margin trajectory into H2, where the bear case needs a %.0f bp gross-margin miss to work."
            % (sym, iso(ctx.t0 + 13 * 3600000)[:16] + "Z", name, rng.uniform(2, 6), rng.uniform(0.5, 2.5), rng.uniform(120, 300)))
    tail = ("**Risks.** Event vol, factor rotation out of quality-growth, and a hawkish rates repricing. "
            "Correlation to the rest of the book is %.2f, so this does not add much to factor exposure.\n\n"
            "**Sizing method.** Vol-scaled to 35 bp daily risk contribution; liquidity is a non-issue (<1%% ADV). "
            "Model confidence %.2f; tokens used for this note: %d in / %d out."
            % (rng.uniform(0.3, 0.6), rng.uniform(0.55, 0.8), rng.randint(60000, 140000), rng.randint(2500, 5000)))
    return head, tail


def approve(ctx, t, prop, ok=True, text=None):
    if text is None:
        text, facts = ctx.rng.choice(APPROVE if ok else REJECT)
    else:
        text, facts = text
    return ctx.hard(t, "pm", text, "trade_approval", facts, "reply", ref=prop,
                    idiom=("one-word PM approval as a reply" if ok else "terse PM rejection as a reply"))


def execute(ctx, t, style, sym, side, q, lim, oid, author="exec", ref=None, tif="day"):
    """exec agent sends the order. returns (last msg, t)."""
    qs = qty_str(sym, q)
    jl = jpx(sym, lim)
    if style == "combined":
        c = ("executing approved proposal\n```tool\nplace_order({\"symbol\": \"%s\", \"side\": \"%s\", \"qty\": %s, \"order_type\": \"limit\", \"limit_price\": %s, \"tif\": \"%s\"})\n```\n"
             "```json\n{\"ok\": true, \"status\": \"accepted\", \"order_id\": \"%s\", \"broker_ts\": \"%s\", \"venue\": \"%s\"}\n```\n"
             "%s %s %s @ %s LMT is working as %s.\n"
             "-# trace %s · tool latency %dms · step tokens %s in / %d out · policy gate: pm_approval=ok, risk_pre=ok"
             % (sym, side, qs, jl, tif, oid, iso(t - 800), "COINBASE" if is_crypto(sym) else "SMART", sym, side, qs, fpx(sym, lim), oid,
                ctx.call_id(), ctx.rng.randint(80, 420), "{:,}".format(ctx.rng.randint(6000, 30000)), ctx.rng.randint(150, 600)))
        m = ctx.hard(t, author, c, "trade_confirmation", [oid, '"accepted"', sym], "structured", ref=ref,
                     idiom="agent trace: ```tool call + ```json result accepted")
        return m, t
    # split: call-only message, then the gateway's tool result as a bot reply
    c = "→ `place_order(symbol=\"%s\", side=\"%s\", qty=%s, limit_price=%s, tif=\"%s\")` sent to broker-gw, waiting on ack" % (sym, side, qs, jl, tif)
    m1 = ctx.hard(t, author, c, "trade_confirmation", [sym, 'side="%s"' % side, "qty=%s" % qs, jl], "untagged", ref=ref,
                  idiom="inline call 'sent to broker-gw, waiting on ack'")
    t2 = ctx.after(t, 1, 4)
    c2 = ("```json\n{\"tool\": \"place_order\", \"call_id\": \"%s\", \"result\": {\"status\": \"accepted\", \"order_id\": \"%s\", \"symbol\": \"%s\", \"side\": \"%s\", \"qty\": %s, \"leaves_qty\": %s}}\n```"
          % (ctx.call_id(), oid, sym, side, qs, qs))
    m2 = ctx.hard(t2, "broker", c2, "trade_confirmation", [oid, '"accepted"', sym], "structured", ref=m1,
                  idiom="gateway tool-result JSON as bot reply")
    return m2, t2


def fill(ctx, t, style, sym, side, q, px, oid, ref=None):
    qs = qty_str(sym, q)
    if style == "json":
        c = ("{\"event\": \"fill\", \"order_id\": \"%s\", \"symbol\": \"%s\", \"side\": \"%s\", \"filled_qty\": %s, \"avg_px\": %s, \"leaves_qty\": 0, \"liquidity\": \"%s\"}"
             % (oid, sym, side, qs, jpx(sym, px), ctx.rng.choice(["added", "removed"])))
        return ctx.hard(t, "broker", c, "trade_fill", [oid, sym, qs, jpx(sym, px)], "structured", ref=ref,
                        idiom="bare JSON fill event from gateway")
    if style == "embed":
        e = {"title": "Execution report · %s" % sym, "description": "Order filled",
             "author": "broker-gw / OMS",
             "fields": [{"name": "Side", "value": side.upper(), "inline": True},
                        {"name": "Qty", "value": qs, "inline": True},
                        {"name": "Avg px", "value": fpx(sym, px), "inline": True},
                        {"name": "Leaves", "value": "0", "inline": True}],
             "footer": "order %s · venue %s" % (oid, "COINBASE" if is_crypto(sym) else ctx.rng.choice(["ARCA", "NSDQ", "IEX", "EDGX"]))}
        return ctx.hard(t, "broker", "", "trade_fill", [sym, side.upper(), qs, fpx(sym, px)], "embed", ref=ref,
                        embeds=[e], idiom="embed-only execution report")
    if style == "kv":
        c = "fill order_id=%s sym=%s side=%s qty=%s px=%s leaves=0 ts=%s" % (oid, sym, side.upper(), qs, jpx(sym, px), iso(t - 300))
        return ctx.hard(t, "broker", c, "trade_fill", ["order_id=%s" % oid, "sym=%s" % sym, "qty=%s" % qs, "px=%s" % jpx(sym, px)], "structured",
                        ref=ref, idiom="key=value fill line")
    if style == "tagged":
        c = "[FILL] %s %s %s @ %s (%s) — done" % (sym, side.upper(), qs, fpx(sym, px), oid)
        return ctx.hard(t, "broker", c, "trade_fill", ["[FILL]", sym, qs, fpx(sym, px)], "tagged", ref=ref,
                        idiom="[FILL] tagged one-liner")
    raise ValueError(style)


def partial_fill_edited(ctx, t, sym, side, q, px1, px_avg, oid):
    q1 = round(q * 0.6, 4) if is_crypto(sym) else int(q * 0.6)
    qs, q1s = qty_str(sym, q), qty_str(sym, q1)
    c1 = "[FILL] partial %s %s %s/%s @ %s · %s · working" % (sym, side.upper(), q1s, qs, fpx(sym, px1), oid)
    m = ctx.hard(t, "broker", c1, "trade_fill", [], "tagged", idiom="partial [FILL] edited in place to complete")
    c2 = "[FILL] %s %s %s/%s @ avg %s · %s · complete" % (sym, side.upper(), qs, qs, fpx(sym, px_avg), oid)
    m.label["facts"] = ["[FILL]", sym, "%s/%s" % (qs, qs), fpx(sym, px_avg)]
    ctx.edit(m, ctx.after(t, 60, 600), c2, superseded=["%s/%s" % (q1s, qs), fpx(sym, px1)])
    return m


def set_stop(ctx, t, sym, q, stop, edits=()):
    sid = ctx.sid()
    qs = qty_str(sym, q)

    def body(level, note):
        return ("```tool\nset_stop({\"symbol\": \"%s\", \"qty\": %s, \"stop_price\": %s, \"type\": \"stop_market\", \"tif\": \"gtc\"})\n```\n"
                "→ {\"status\": \"accepted\", \"stop_id\": \"%s\", \"stop_price\": %s}\n%s stop live at %s%s."
                % (sym, qs, jpx(sym, level), sid, jpx(sym, level), sym, fpx(sym, level), note))
    m = ctx.hard(t, "exec" if not is_crypto(sym) else "crypto", body(stop, ""), "stop_or_target_change",
                 [sid, sym, jpx(sym, stop)], "structured", idiom="set_stop trace, stop trailed by editing same message")
    prev = stop
    te = t
    for i, lvl in enumerate(edits):
        te = ctx.after(te, 1800, 5400)
        olds = [jpx(sym, prev)] + ([fpx(sym, prev)] if fpx(sym, prev) != jpx(sym, prev) else [])
        ctx.edit(m, te, body(lvl, " (trailed %s)" % ("once" if i == 0 else "twice")), superseded=olds)
        m.label["facts"] = [sid, sym, jpx(sym, lvl)]
        prev = lvl
    return m, sid


# ----------------------------------------------------------------- the scenes
def scene_standard(ctx, t, sym, prop_style, exec_style, fill_style, with_stop, stop_edits=0):
    rng = ctx.rng
    side = "buy" if with_stop else rng.choice(["buy", "sell"])
    crypto = is_crypto(sym)
    q = rng.choice([0.5, 0.75, 1.25]) if sym == "BTC-USD" else (rng.choice([6, 8, 12, 15]) if crypto else rng.choice([150, 200, 250, 300, 400, 450]))
    lim = ctx.p(sym, -25 if side == "buy" else 25)
    stop = ctx.p(sym, -450) if side == "buy" else None
    author = "crypto" if crypto else "research"
    prop = propose(ctx, t, prop_style, sym, side, q, lim, stop, author=author)
    if rng.random() < 0.5:
        ctx.react(prop, prop.t + 60000, "👀", "analyst")
    t = ctx.after(t, 90, 900)
    ap = approve(ctx, t, prop, True)
    t = ctx.after(t, 5, 40)
    oid = ctx.oid()
    last, t = execute(ctx, t, exec_style, sym, side, q, lim, oid, author="crypto" if crypto else "exec", ref=ap)
    t = ctx.after(t, 30, 1500)
    fpx_ = lim * (1 + rng.uniform(-4, 1) / 10000.0)
    f = fill(ctx, t, fill_style, sym, side, q, fpx_, oid)
    if rng.random() < 0.6:
        ctx.react(f, f.t + 30000, rng.choice(["👍", "✅"]), "pm")
    if with_stop:
        t = ctx.after(t, 20, 120)
        levels = []
        lvl = stop
        for _ in range(stop_edits):
            lvl = lvl * (1 + rng.uniform(60, 140) / 10000.0)
            levels.append(lvl)
        set_stop(ctx, t, sym, q, stop, edits=levels)
    return t


def scene_rejected(ctx, t, sym, prop_style):
    rng = ctx.rng
    side = rng.choice(["buy", "sell"])
    crypto = is_crypto(sym)
    q = (0.5 if sym == "BTC-USD" else 10) if crypto else rng.choice([200, 350, 500])
    lim = ctx.p(sym, -20 if side == "buy" else 20)
    prop = propose(ctx, t, prop_style, sym, side, q, lim, ctx.p(sym, -500) if side == "buy" else None,
                   author="crypto" if crypto else "research")
    t = ctx.after(t, 120, 1500)
    approve(ctx, t, prop, False)
    t = ctx.after(t, 10, 60)
    ctx.add(t, "crypto" if crypto else "research",
            "ack — shelving, will re-check after %s. Nothing sent." % rng.choice(["the close", "the 8:30 data", "the earnings call"]), ref=prop)
    return t


def scene_halve(ctx, t, sym, exec_style, fill_style):
    """proposal edited before approval, rejected 'halve it', re-proposed, approved, filled."""
    rng = ctx.rng
    side = "buy"
    q0 = 640
    q1 = 480
    lim = ctx.p(sym, -30)
    stop = ctx.p(sym, -520)

    def c(q):
        return ("[PROPOSED] %s add, limit %s, qty %d, stop %s (gtc). Sizing from vol target; see rationale thread above."
                % (sym, fpx(sym, lim), q, fpx(sym, stop)))
    prop = ctx.hard(t, "research", c(q0), "trade_proposal", [], "tagged", idiom="[PROPOSED] prose line, qty edited before approval")
    ctx.edit(prop, ctx.after(t, 40, 200), c(q1), superseded=["qty %d" % q0])
    prop.label["facts"] = ["[PROPOSED]", sym, "qty %d" % q1, fpx(sym, lim)]
    t = ctx.after(t, 300, 900)
    approve(ctx, t, prop, False, text=("no — halve it", ["no", "halve it"]))
    t = ctx.after(t, 30, 120)
    q2 = q1 // 2
    c2 = "revised: `place_order(symbol=\"%s\", side=\"buy\", qty=%d, limit_price=%s)` + stop %s, per PM. ok?" % (sym, q2, jpx(sym, lim), fpx(sym, stop))
    prop2 = ctx.hard(t, "research", c2, "trade_proposal", [sym, 'side="buy"', "qty=%d" % q2, jpx(sym, lim)], "reply", ref=prop)
    t = ctx.after(t, 60, 400)
    ap = approve(ctx, t, prop2, True, text=("ok %d go" % q2, ["ok", "%d" % q2]))
    t = ctx.after(t, 5, 30)
    oid = ctx.oid()
    last, t = execute(ctx, t, exec_style, sym, side, q2, lim, oid, ref=ap)
    t = ctx.after(t, 60, 1200)
    fill(ctx, t, fill_style, sym, side, q2, lim * (1 - rng.uniform(0, 3) / 10000.0), oid)
    return t


def scene_risk_resize(ctx, t, sym, prop_style):
    rng = ctx.rng
    q = 900
    q_ok = rng.choice([520, 560, 610])
    lim = ctx.p(sym, -15)
    prop = propose(ctx, t, prop_style, sym, "buy", q, lim, None)
    t = ctx.after(t, 120, 600)
    ap = approve(ctx, t, prop, True)
    t = ctx.after(t, 5, 30)
    cid = ctx.call_id()
    c = ("```tool\nplace_order({\"symbol\": \"%s\", \"side\": \"buy\", \"qty\": %d, \"order_type\": \"limit\", \"limit_price\": %s, \"tif\": \"day\"})\n```\ncall_id=%s → pre-trade risk check"
         % (sym, q, jpx(sym, lim), cid))
    ctx.add(t, "exec", c, ref=ap)  # intercepted by riskd, not sent as such
    t = ctx.after(t, 1, 3)
    rc = ("RISK RESIZE %s: requested qty=%d → allowed qty=%d (single-name cap 4.0%% NAV; current %.2f%%). call_id=%s"
          % (sym, q, q_ok, rng.uniform(2.6, 3.1), cid))
    r = ctx.hard(t, "risk", rc, "risk_limit", ["RISK RESIZE", sym, "qty=%d" % q, "qty=%d" % q_ok, "4.0%"], "tagged",
                 idiom="risk engine resizes an order pre-trade")
    t = ctx.after(t, 1, 4)
    oid = ctx.oid()
    c2 = ("{\"tool\": \"place_order\", \"call_id\": \"%s\", \"status\": \"accepted\", \"order_id\": \"%s\", \"symbol\": \"%s\", \"qty\": %d, \"resized_by\": \"riskd\"}"
          % (cid, oid, sym, q_ok))
    ctx.hard(t, "broker", c2, "trade_confirmation", [oid, '"accepted"', sym, "%d" % q_ok], "structured", ref=r)
    return t, r


def scene_crypto_reject(ctx, t, sym, prop_style):
    """broker rejects post-only that would cross; agent re-prices; partial fill edited to complete."""
    rng = ctx.rng
    q = 0.75 if sym == "BTC-USD" else 12
    lim = ctx.p(sym, 8)
    prop = propose(ctx, t, prop_style, sym, "buy", q, lim, ctx.p(sym, -400), author="crypto")
    t = ctx.after(t, 120, 700)
    ap = approve(ctx, t, prop, True)
    t = ctx.after(t, 5, 25)
    oid1 = ctx.oid()
    qs = qty_str(sym, q)
    c = ("```tool\nplace_order({\"symbol\":\"%s\",\"side\":\"buy\",\"qty\":\"%s\",\"type\":\"limit\",\"limit_price\":\"%s\",\"post_only\":true})\n```\n"
         "```json\n{\"status\":\"rejected\",\"order_id\":\"%s\",\"reject_reason\":\"POST_ONLY_WOULD_CROSS\",\"best_ask\":\"%s\"}\n```\n"
         "venue rejected, post-only would have crossed. repricing 1 tick under the ask."
         % (sym, qs, jpx(sym, lim), oid1, jpx(sym, lim * 0.9998)))
    ctx.hard(t, "crypto", c, "trade_confirmation", ['"rejected"', oid1, "POST_ONLY_WOULD_CROSS"], "structured", ref=ap,
             idiom="venue rejection inside an agent tool trace")
    t = ctx.after(t, 10, 40)
    lim2 = lim * 0.9997
    oid2 = ctx.oid()
    c2 = ("retry `place_order(symbol=\"%s\", side=\"buy\", qty=\"%s\", limit_price=\"%s\", post_only=true)` → accepted, order_id %s, resting on book"
          % (sym, qs, jpx(sym, lim2), oid2))
    ctx.hard(t, "crypto", c2, "trade_confirmation", [sym, "accepted", oid2], "untagged")
    t = ctx.after(t, 60, 900)
    partial_fill_edited(ctx, t, sym, "buy", q, lim2, lim2 * (1 - rng.uniform(0.6, 2) / 10000.0), oid2)
    return t


def scene_pm_shorthand_then_cancel(ctx, t, sym):
    """PM posts a shorthand order, exec works it, it does not fill, exec cancels at end of day."""
    rng = ctx.rng
    q = rng.choice([200, 300])
    lim = ctx.p(sym, -90)
    stp = ctx.p(sym, -420)
    c = "b %d %s %s lmt, stp %s — atlas work it, day only" % (q, sym.lower(), fpx(sym, lim), fpx(sym, stp))
    prop = ctx.hard(t, "pm", c, "trade_proposal", ["b %d %s" % (q, sym.lower()), fpx(sym, lim)], "shorthand",
                    idiom="PM shorthand 'b 300 tkr px lmt, stp px'")
    t = ctx.after(t, 10, 60)
    oid = ctx.oid()
    last, t = execute(ctx, t, "split" if rng.random() < 0.35 else "combined", sym, "buy", q, lim, oid, ref=prop)
    # later: unfilled, cancel by policy
    t2 = ctx.clamp(max(t + 3 * 3600000, ctx.t0 + int(20.7 * 3600000)) + rng.randint(0, 600000))
    c2 = ("day-order policy: %s bid %s unfilled 0/%d at 15:50 ET, cancelling.\n```tool\ncancel_order({\"order_id\": \"%s\"})\n```\n→ {\"status\": \"cancelled\", \"order_id\": \"%s\", \"filled_qty\": 0}"
          % (sym, oid, q, oid, oid))
    ctx.hard(t2, "exec", c2, "trade_confirmation", ['"cancelled"', oid, sym], "structured",
             idiom="cancel_order trace with cancelled result")
    return t2


def scene_tp_amend(ctx, t, sym):
    rng = ctx.rng
    oid = ctx.oid()
    tp = ctx.p(sym, rng.choice([600, 750, 900]))
    c = ("moving take-profit on the %s tactical sleeve up a notch.\n`amend_order(order_id=\"%s\", limit_price=%s)` → {\"status\":\"replaced\",\"order_id\":\"%s\",\"kind\":\"take_profit\",\"limit_price\":%s}"
         % (sym, oid, jpx(sym, tp), oid, jpx(sym, tp)))
    return ctx.hard(t, "exec", c, "stop_or_target_change", [sym, "take_profit", oid, jpx(sym, tp)], "structured",
                    idiom="amend_order on take-profit, inline form")


def scene_stop_removed(ctx, t, sym):
    sid = ctx.sid()
    c = ("UNH stop %s pulled per PM ahead of the investor day gap risk review — `cancel_order(\"%s\")` → cancelled. position unprotected until re-set."
         % (sid, sid)) if sym == "UNH" else (
        "%s stop %s removed (`cancel_order(\"%s\")` → cancelled) — PM wants it manual through the event." % (sym, sid, sid))
    return ctx.hard(t, "exec", c, "stop_or_target_change", [sym, sid, "cancelled"], "untagged",
                    idiom="stop removed via cancel_order on the stop id")


# ================================================================ other hard events
def digest(ctx, t, focus=None, kind=None):
    """headline list; focus sym gets one line -> hard event of `kind`."""
    rng = ctx.rng
    items = []
    pool = list(GENERIC_HEADLINES)
    rng.shuffle(pool)
    n_gen = rng.randint(3, 5)
    for h in pool[:n_gen]:
        items.append((h, rng.choice(["Reuters", "Bloomberg", "DJ", "FT", "CNBC"])))
    others = list(OTHER)
    rng.shuffle(others)
    for s in others[:rng.randint(1, 2)]:
        items.append((rng.choice(HEADLINES[s])[0], rng.choice(["Reuters", "Bloomberg", "DJ"])))
    focus_h = None
    if focus:
        focus_h = rng.choice(HEADLINES[focus])
        items.insert(rng.randint(0, len(items)), (focus_h[0], rng.choice(["Reuters", "Bloomberg", "The Information"])))
    hh = iso(t)[11:16]
    lines = ["**wire-digest %sZ** — %d items (dedup 72h)" % (hh, len(items))]
    for i, (h, src) in enumerate(items):
        tag = ""
        if focus_h and h == focus_h[0]:
            tag = " `HELD:%s`" % focus if kind == "held_position_news" else " `WATCH:%s`" % focus
        lines.append("%d. %s — %s%s\n   <https://wire.example.net/a/%s>" % (i + 1, h, src, tag, "".join(rng.choice(HEX) for _ in range(12))))
    c = "\n".join(lines)
    if focus:
        name = NAMES[focus]
        return ctx.hard(t, "digest", c, kind, [name, focus_h[1]], "structured",
                        idiom="headline list with one held/watch line tagged")
    return ctx.noise(t, "digest", c)


def news_embed(ctx, t, sym, kind):
    h, frag = ctx.rng.choice(HEADLINES[sym])
    e = {"title": ("HELD · %s" if kind == "held_position_news" else "WATCH · %s") % sym,
         "description": h, "author": "wire-digest",
         "fields": [{"name": "Source", "value": ctx.rng.choice(["Reuters", "Bloomberg", "DJ"]), "inline": True},
                    {"name": "Relevance", "value": "%.2f" % ctx.rng.uniform(0.7, 0.95), "inline": True}],
         "footer": "digest item %s" % ctx.item_id()}
    return ctx.hard(t, "digest", "", kind, [sym, frag], "embed", embeds=[e], idiom="embed-only HELD/WATCH news card")


def news_by_name(ctx, t, sym):
    """held news named only by company name, in prose from the research agent"""
    h, frag = ctx.rng.choice(HEADLINES[sym])
    c = "heads up: \"%s\" — this is our book. Pulling the filing now, will say if it changes anything." % h
    return ctx.hard(t, "research", c, "held_position_news", [NAMES[sym], frag], "untagged",
                    idiom="held name referred to by company name only")


def route(ctx, t, style, sym, target):
    iid = ctx.item_id()
    if style == "tool":
        c = ("```tool\nroute_item({\"item_id\": \"%s\", \"to\": \"%s\", \"reason\": \"%s headline touches a held position; check stop distance\"})\n```\n→ {\"routed\": true, \"queue_depth\": %d}"
             % (iid, target, sym, ctx.rng.randint(0, 3)))
        return ctx.hard(t, "router", c, "route_decision", [iid, target], "structured", idiom="route_item tool call with routed:true")
    c = "routing %s (%s headline) to %s for a thesis check before the close" % (iid, sym, target)
    return ctx.hard(t, "router", c, "route_decision", [iid, sym, target], "untagged", idiom="prose 'routing X to agent'")


def no_route(ctx, t, style, sym):
    iid = ctx.item_id()
    if style == "tool":
        c = ("```tool\nroute_item({\"item_id\": \"%s\", \"to\": null, \"decision\": \"no_action\", \"reason\": \"%s not held, not on watchlist\"})\n```\n→ {\"routed\": false, \"closed\": true}"
             % (iid, sym))
        return ctx.hard(t, "router", c, "no_route_decision", [iid, '"no_action"'], "structured",
                        idiom="route_item with to:null decision no_action")
    c = "not routing %s — %s headline, already in price and we have no exposure. closed." % (iid, sym)
    return ctx.hard(t, "router", c, "no_route_decision", ["not routing", iid], "untagged", idiom="prose 'not routing X', closed")


def thesis(ctx, t, style, sym, thread=False):
    rng = ctx.rng
    if style == "tagged":
        frm, to = rng.choice([("high", "medium"), ("medium", "low"), ("medium", "high")])
        c = ("[THESIS] %s conviction %s → %s. %s"
             % (sym, frm, to, rng.choice(["The margin-recovery leg is now priced; keeping the position but no more adds.",
                                          "Read-through from the supplier call is better than we modelled; would add on weakness.",
                                          "Regulatory overhang is larger than the base case assumed; sizing review tomorrow."])))
        return ctx.hard(t, "research", c, "thesis_update", ["[THESIS]", sym, "%s → %s" % (frm, to)], "tagged", thread=thread,
                        idiom="[THESIS] conviction arrow line")
    if style == "flip":
        c = ("%s: flipping the view to neutral from bullish. Funding, ETF flows and the staking queue no longer support the upside case; "
             "holding the spot but treating it as a hedge, not a conviction position." % sym)
        return ctx.hard(t, "crypto", c, "thesis_update", [sym, "neutral from bullish"], "untagged", thread=thread,
                        idiom="view flip in plain prose")
    # buried in a long analysis
    head, tail = long_note(ctx, sym)
    c = head + "\n\n**Net: conviction on %s raised to high — the supply-constraint leg of the thesis is confirmed by the CoWoS data; we stay overweight into the print.**\n\n" % sym + tail
    return ctx.hard(t, "research", c, "thesis_update", ["conviction on %s raised to high" % sym, "thesis is confirmed"], "buried", thread=thread,
                    idiom="thesis confirmation buried in long note")


# ================================================================ near misses
def near_misses(ctx):
    rng = ctx.rng
    out = []
    s = rng.choice(HELD_EQ)
    p = ctx.p(s, -20)
    t = ctx.sample_time(14.6, 20.5)
    out.append(ctx.near(t, "exec",
                        "```tool\nplace_order({\"symbol\": \"%s\", \"side\": \"buy\", \"qty\": 300, \"order_type\": \"limit\", \"limit_price\": %s, \"dry_run\": true})\n```\n"
                        "→ {\"status\": \"validated\", \"dry_run\": true, \"would_route\": \"SMART\", \"est_notional\": %.0f, \"risk_check\": \"pass\"}\n"
                        "validation only — nothing sent." % (s, jpx(s, p), 300 * p),
                        idiom="dry_run=true place_order"))
    w = rng.choice(["AVGO", "META", "LLY"])
    t = ctx.sample_time(14.6, 20.5)
    out.append(ctx.near(t, "research",
                        "`simulate_order(symbol=\"%s\", side=\"buy\", qty=500, algo=\"VWAP\", horizon_min=45)` → est_avg_px %s, impact 3.4 bp, participation 2.1%%. "
                        "Just sizing the idea for Thursday's review." % (w, jpx(w, ctx.p(w, 10))),
                        idiom="simulate_order cost estimate"))
    t = ctx.sample_time(1.0, 6.0)
    rows = ["| # | date | side | sym | qty | px | pnl |", "|---|---|---|---|---|---|---|"]
    for i in range(6):
        sy = rng.choice(HELD_EQ + WATCH[:3])
        rows.append("| %d | 2026-0%d-%02d | %s | %s | %d | %s | %+.0f |"
                    % (i + 1, rng.randint(3, 9), rng.randint(1, 28), rng.choice(["BUY", "SELL"]), sy,
                       rng.choice([100, 200, 300]), fpx(sy, ctx.p(sy, rng.uniform(-900, 300))), rng.uniform(-4000, 9000)))
    out.append(ctx.near(t, "evals",
                        "backtest bt-%d `pullback_50d_v3` (2026-03-01 → 2026-10-31, paper)\nSharpe 1.41 · maxDD -6.2%% · 38 trades · hit 57%%\nfirst trades:\n%s"
                        % (rng.randint(400, 999), "\n".join(rows)), idiom="backtest trade list table"))
    w = rng.choice(["META", "AVGO"])
    t = ctx.sample_time(15, 20)
    out.append(ctx.near(t, "research",
                        "thinking out loud: if I were to buy 500 %s here at %s I'd want a stop around %s, which is 1.1R vs our usual 2R. "
                        "Not proposing — the skew doesn't justify it yet." % (w, fpx(w, ctx.p(w)), fpx(w, ctx.p(w, -300))),
                        idiom="'if I were to buy' hypothetical"))
    t = ctx.sample_time(12, 16)
    out.append(ctx.near(t, "research",
                        "13F read (Q3, filed 11/14): Tiger Global added 2.3M NVDA and exited AAPL; Coatue sold 1.1M AMZN and bought 0.9M AVGO. "
                        "Overlap with our book rose to 31%. Crowding only, not a signal for us.", idiom="quoting another fund's 13F"))
    s = rng.choice(HELD_EQ)
    t = ctx.sample_time(14.6, 20)
    m = ctx.near(t, "exec",
                 "```tool\nplace_order({\"symbol\": \"%s\", \"side\": \"sell\", \"qty\": \"150\", \"limit_price\": \"%s\"})\n```\n"
                 "```\nToolError: ArgValidationError: qty must be integer, got str\n  at tools/broker.py:212 validate_args\n```\n"
                 "errored in the agent runtime — the request never reached broker-gw. No order exists. Awaiting a fresh approval before any resend."
                 % (s, jpx(s, ctx.p(s, 30))), idiom="tool call errored before reaching broker")
    out.append(m)
    t = ctx.sample_time(16, 22)
    out.append(ctx.near(t, "pm",
                        "reminder for the agents: last August we sold ETH at 4,700 into the ETF flows and it ripped another 15%. don't over-trim winners.",
                        idiom="past-tense trade told as history"))
    t = ctx.sample_time(3, 9)
    out.append(ctx.near(t, "evals",
                        "eval ev-%d (paper broker) scenario `gap_down_open`: BUY 100 AAPL @ 258.10 filled (sim) · SELL 100 AAPL @ 259.40 filled (sim) · pass"
                        % rng.randint(2000, 2999), idiom="paper fill from eval harness"))
    t = ctx.sample_time(13, 21)
    cs = rng.choice(HELD_CR)
    out.append(ctx.near(t, "analyst",
                        "should we have a tighter stop on %s over the weekend? something like %s would be sensible imo"
                        % (cs, fpx(cs, ctx.p(cs, -600))), idiom="question suggesting a stop level"))
    t = ctx.sample_time(15, 19)
    out.append(ctx.near(t, "ops",
                        "fyi the macro pod sold 5k SPY Dec 560 puts and bought TLT this morning, their channel not ours — just in case riskd flags firm gross.",
                        idiom="another desk's trade"))
    t = ctx.sample_time(14, 20)
    out.append(ctx.near(t, "research",
                        "Sector wrap: semis breadth is narrowing — only 9 of 30 SOX names above the 50d. NVDA and AVGO carry the index; "
                        "memory names sold off on DRAM contract prices. Buying pressure into the close has been systematic rather than discretionary. "
                        "Stops across the group are clustered near the October lows. No change to positioning from this; it's context for tomorrow's review."))
    t = ctx.sample_time(8, 13)
    out.append(ctx.near(t, "router", "switchboard hourly: 19 items in · 0 routed · 0 escalated · 19 closed by rule"))
    t = ctx.sample_time(14.6, 20)
    out.append(ctx.near(t, "risk", "riskd: all limits ok · gross 146% · net 41% · crypto 9.7% · single-name max 3.4% (NVDA)"))
    return out


# ================================================================ noise and chatter
def stack_trace(ctx, agent):
    rng = ctx.rng
    ra = rng.randint(4, 30)
    return ("%s: LLM call failed, backing off %ds\n```\nTraceback (most recent call last):\n"
            "  File \"/srv/agents/runtime/loop.py\", line 214, in step\n    resp = await self.llm.complete(msgs, tools=self.toolspec)\n"
            "  File \"/srv/agents/runtime/llm.py\", line 88, in complete\n    raise RateLimitError(r.status, r.headers.get(\"retry-after\"))\n"
            "  File \"/srv/agents/runtime/retry.py\", line 41, in wrapper\n    return await fn(*a, **kw)\n"
            "  File \"/usr/lib/python3.11/asyncio/tasks.py\", line 479, in wait_for\n    return fut.result()\n"
            "  File \"/srv/agents/runtime/http.py\", line 133, in post\n    r.raise_for_status()\n"
            "agents.runtime.errors.RateLimitError: 429 rate_limited (tokens/min) retry_after=%ds request_id=req_%s\n```"
            % (agent, ra, ra, "".join(rng.choice(HEX) for _ in range(16))))


def noise_item(ctx, t, k):
    rng = ctx.rng
    if k == "quote":
        s = rng.choice(HELD_EQ + HELD_CR + WATCH)
        p = ctx.p(s, rng.uniform(-30, 30))
        a = "crypto" if is_crypto(s) else rng.choice(["exec", "research"])
        m = ctx.noise(t, a, "`get_quote(symbol=\"%s\")`" % s)
        sp = p * 0.0002
        ctx.noise(ctx.after(t, 1, 3), "broker",
                  "```json\n{\"tool\": \"get_quote\", \"call_id\": \"%s\", \"symbol\": \"%s\", \"bid\": %s, \"ask\": %s, \"last\": %s, \"bid_size\": %d, \"ask_size\": %d, \"day_vol\": %d, \"vwap\": %s, \"ts\": \"%s\", \"source\": \"%s\", \"cached\": %s}\n```"
                  % (ctx.call_id(), s, jpx(s, p - sp), jpx(s, p + sp), jpx(s, p), rng.randint(1, 40) * 100, rng.randint(1, 40) * 100,
                     rng.randint(2000000, 60000000), jpx(s, p * 0.9996), iso(t + 900), "coinbase" if is_crypto(s) else "sip",
                     rng.choice(["true", "false"])), ref=m)
        return 2
    if k == "news":
        q = rng.choice(["broadcom vmware churn", "hyperscaler capex 2027", "stablecoin bill senate", "GLP-1 pricing cash pay",
                        "DRAM contract prices december", "ETF flows bitcoin weekly"])
        m = ctx.noise(t, rng.choice(["research", "crypto"]), "```json\n{\"fn\": \"search_news\", \"args\": {\"query\": \"%s\", \"days\": 3, \"max\": 5}}\n```" % q)
        hs = list(GENERIC_HEADLINES)
        rng.shuffle(hs)
        res = "\n".join("  {\"title\": \"%s\", \"source\": \"%s\", \"age_h\": %d, \"score\": %.2f}," % (h, rng.choice(["reuters", "bloomberg", "dj", "ft"]), rng.randint(1, 70), rng.uniform(0.2, 0.6)) for h in hs[:4])
        ctx.noise(ctx.after(t, 2, 6), "broker", "search_news → %d results (top 4, all below relevance 0.6)\n```json\n[\n%s\n]\n```" % (rng.randint(4, 12), res), ref=m)
        return 2
    if k == "ratelimit":
        who = rng.choice(["research", "exec", "crypto", "router"])
        ctx.noise(t, who, stack_trace(ctx, AUTHORS[who][0]))
        return 1
    if k == "retry":
        ctx.noise(t, rng.choice(["research", "crypto"]), "retry %d/5 `get_quote(\"%s\")` after 429 — ok" % (rng.randint(1, 4), rng.choice(HELD_EQ + HELD_CR)))
        return 1
    if k == "ci":
        ctx.noise(t, "ci", rng.choice(["deploy agents-runtime v3.18.%d → prod (canary 10%%) ✅" % rng.randint(2, 9),
                                       "toolspec v41 published: +route_item.priority, broker.place_order unchanged",
                                       "CI main #%d passed (412 tests, 3m41s)" % rng.randint(8000, 8999),
                                       "prompt bundle sigma-research@2026-11-%02d rolled out to 100%%" % rng.randint(10, 18)]))
        return 1
    if k == "alert":
        s = rng.choice(HELD_EQ + HELD_CR + WATCH)
        ctx.noise(t, "alerts", "%s crossed %s %s" % (s, fpx(s, ctx.p(s, rng.uniform(-120, 120))), rng.choice(["▲", "▼"])))
        return 1
    if k == "pnl":
        e = {"title": "PnL snapshot %sZ" % iso(t)[11:16], "description": "book: agent-desk-1",
             "fields": [{"name": "Equities", "value": "{:+,.0f}".format(rng.uniform(-60000, 90000)), "inline": True},
                        {"name": "Crypto", "value": "{:+,.0f}".format(rng.uniform(-40000, 50000)), "inline": True},
                        {"name": "Gross", "value": "%.0f%%" % rng.uniform(135, 152), "inline": True},
                        {"name": "Positions", "value": ", ".join(HELD_EQ + HELD_CR)}],
             "footer": "marks: composite · risk-free 4.27%"}
        ctx.noise(t, "risk", "", embeds=[e])
        return 1
    if k == "reconnect":
        ctx.noise(t, "broker", "websocket reconnected (gap %.1fs) · resynced %d open orders · seq ok" % (rng.uniform(0.4, 6), rng.randint(0, 3)))
        return 1
    if k == "ack":
        ctx.noise(t, rng.choice(["pm", "ops", "analyst"]), rng.choice(["ok", "thx", "👍", "ty", "🙏", "on it", "lol", "+1", "k"]))
        return 1
    if k == "eval":
        suites = ["tool_arg_schema", "approval_gate", "dry_run_respect", "stop_discipline", "news_grounding", "refusal", "route_precision"]
        rows = "\n".join("  %-18s %2d/%-2d %s" % (su, n - f, n, "ok" if f == 0 else "FAIL×%d" % f)
                         for su in suites for n, f in [(rng.choice([10, 12, 20]), rng.choice([0, 0, 0, 1]))])
        ctx.noise(t, "evals", "eval run ev-%d (model %s, prompt bundle 2026-11-%02d) finished in %dm%02ds\n```\n%s\n```\nartifacts: s3://agent-evals/ev-runs/ (retained 30d)"
                  % (rng.randint(2000, 2999), rng.choice(["agent-xl-1107", "agent-l-1030"]), rng.randint(10, 18), rng.randint(3, 9), rng.randint(0, 59), rows))
        return 1
    if k == "digest":
        digest(ctx, t)
        return 1
    raise ValueError(k)


def heartbeat(ctx, h):
    rng = ctx.rng
    agents = ["atlas-exec", "sigma-research", "kestrel-crypto", "switchboard", "wire-digest", "riskd", "broker-gw"]
    lines = ["♥ agentd-health %02d:00Z" % h]
    for a in agents:
        lines.append("  %-15s ok  loop=%4ds  p95=%.1fs  mem=%dMB  restarts=0" % (a, rng.randint(5, 900), rng.uniform(0.3, 3.4), rng.randint(180, 900)))
    lines.append("  queue=%d  tool_errors_1h=%d  llm_429_1h=%d" % (rng.randint(0, 4), rng.randint(0, 3), rng.randint(0, 6)))
    return "```\n" + "\n".join(lines) + "\n```"


def token_report(ctx, h):
    rng = ctx.rng
    rows = []
    total = 0.0
    for a in ["sigma-research", "atlas-exec", "kestrel-crypto", "switchboard", "wire-digest"]:
        tin = rng.randint(40000, 700000)
        tout = tin // rng.randint(8, 30)
        cost = tin * 0.000003 + tout * 0.000015
        total += cost
        rows.append("| %s | %s | %s | %d | $%.2f |" % (a, "{:,}".format(tin), "{:,}".format(tout), rng.randint(3, 90), cost))
    return ("**token usage %02d:00–%02d:00Z**\n| agent | in | out | calls | cost |\n|---|---|---|---|---|\n%s\ntotal $%.2f · day-to-date $%.2f of $180 budget"
            % ((h - 3) % 24, h, "\n".join(rows), total, total * (h / 3.0 + rng.uniform(0, 1))))


def agent_log(ctx, t):
    """long agent cycle logs: market observations with no decision in them."""
    rng = ctx.rng
    hh = iso(t)[11:16]
    hour = (t - ctx.t0) / 3600000.0
    caps = {1: 9, 2: 8, 3: 4, 4: 5, 5: 6}
    cand = [0, 0, 5]
    if 13.5 <= hour < 21.0:
        cand += [1, 1, 2, 4]
    elif 11.0 <= hour < 23.0:
        cand += [2, 3, 4]
    else:
        cand += [3]
    k = cand[rng.randrange(len(cand))]
    used = ctx.log_counts.get(k, 0)
    if k in caps and used >= caps[k]:
        k = 0
    ctx.log_counts[k] = ctx.log_counts.get(k, 0) + 1
    if k == 4:
        s = rng.choice(["AVGO", "COST", "LLY", "META", "MSFT", "AAPL"])
        c = ("earnings/event prep · %s (%s)\n"
             "- next event: %s · implied move ±%.1f%% vs 8q avg realised ±%.1f%%\n"
             "- revisions 30d: %d up / %d down · consensus EPS drift %+.1f%%\n"
             "- post-event drift last 4: %s\n"
             "- positioning: %s\n"
             "model output feeds the Thursday book review; this note carries no recommendation."
             % (s, NAMES[s], rng.choice(["earnings 11 Dec AMC", "investor day 3 Dec", "earnings late Jan", "analyst day 9 Dec"]),
                rng.uniform(3, 9), rng.uniform(3, 9), rng.randint(3, 25), rng.randint(0, 12), rng.uniform(-2, 3),
                ", ".join("%+.1f%%" % rng.uniform(-6, 6) for _ in range(4)),
                rng.choice(["13F crowding 72nd pct, SI 1.1% float", "13F crowding 55th pct, SI 0.8% float", "hedge-fund net length near 2y high"])))
        return ctx.add(t, "research", c)
    if k == 5:
        c = ("switchboard queue %sZ: pending %d (news %d · filings %d · alerts %d) · oldest %dm · classifier p50 %.1fs · "
             "dedup hits %d · model %s · last config reload %s"
             % (hh, rng.randint(0, 9), rng.randint(0, 5), rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 12), rng.uniform(0.4, 1.6),
                rng.randint(3, 40), rng.choice(["router-s-1104", "router-s-1030"]), iso(ctx.t0 - rng.randint(1, 5) * 3600000)[:16] + "Z"))
        return ctx.add(t, "router", c)
    if k == 0:
        b, e, so = ctx.p("BTC-USD", rng.uniform(-80, 80)), ctx.p("ETH-USD", rng.uniform(-80, 80)), ctx.p("SOL-USD", rng.uniform(-120, 120))
        c = ("**kestrel-crypto · cycle %sZ**\nobservations:\n"
             "- BTC-USD %s (%+.2f%% 1h), realised vol 1d %.1f%%, perp funding %+.4f%%/8h\n"
             "- ETH-USD %s (%+.2f%% 1h), ETH/BTC %.5f, staking queue %dk validators\n"
             "- SOL-USD %s (%+.2f%% 1h) — watchlist only\n"
             "- top-5 depth BTC $%.1fm bid / $%.1fm ask; ETH $%.1fm / $%.1fm\n"
             "reasoning: flows two-way, basis %.1f%% annualised, no sleeve model above the 0.6 signal threshold. "
             "Sleeve weights BTC %.1f%% / ETH %.1f%% NAV, inside bands.\n"
             "tools this cycle: get_quote×%d, search_news×%d, get_positions×1 · %s tokens in / %s out · next cycle in 15m"
             % (hh, fpx("BTC-USD", b), rng.uniform(-0.6, 0.6), rng.uniform(1.2, 3.5), rng.uniform(-0.01, 0.012),
                fpx("ETH-USD", e), rng.uniform(-0.8, 0.8), e / b, rng.randint(200, 900),
                fpx("SOL-USD", so), rng.uniform(-1.2, 1.2), rng.uniform(2, 9), rng.uniform(2, 9), rng.uniform(1, 5), rng.uniform(1, 5),
                rng.uniform(4.5, 7.5), rng.uniform(4.5, 6.0), rng.uniform(3.0, 4.5), rng.randint(2, 8), rng.randint(0, 3),
                "{:,}".format(rng.randint(9000, 60000)), "{:,}".format(rng.randint(400, 2500))))
        return ctx.add(t, "crypto", c)
    if k == 1:
        book = " · ".join("%s %+.1f%%" % (s, rng.uniform(-2.2, 2.2)) for s in HELD_EQ)
        wl = " · ".join("%s %+.1f%%" % (s, rng.uniform(-2.5, 2.5)) for s in WATCH[:4])
        c = ("sigma-research · intraday scan %sZ\n"
             "breadth: %d advancers / %d decliners in the S&P 500; equal-weight %+.2f%% vs cap-weight %+.2f%%.\n"
             "factors: momentum %+.2fσ · quality %+.2fσ · size %+.2fσ · low-vol %+.2fσ\n"
             "book: %s\nwatchlist: %s\n"
             "read: %s\n(scan only; %d headlines checked, %d deduped, %d below relevance)"
             % (hh, rng.randint(120, 380), rng.randint(120, 380), rng.uniform(-0.8, 0.8), rng.uniform(-0.8, 0.8),
                rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5), book, wl,
                rng.choice(["moves in the book track the factor tape; nothing idiosyncratic above 2σ.",
                            "dispersion is low and correlations are elevated, so single-name signals are weak today.",
                            "the rates move explains most of the growth underperformance; idiosyncratic residuals small."]),
                rng.randint(20, 90), rng.randint(5, 30), rng.randint(10, 60)))
        return ctx.add(t, "research", c)
    if k == 2:
        c = ("atlas-exec · reconciliation %sZ\n"
             "positions vs broker: %d/%d match · cash %s USD · buying power %s USD\n"
             "working orders: %d · stale: 0 · avg ack latency %dms · avg fill slippage vs arrival %+.1f bp (trailing 20)\n"
             "corporate actions next 5d: none on held names · borrow: n/a (long only)\n"
             "clock drift vs broker %dms · next reconcile in 30m"
             % (hh, 8, 8, "{:,.0f}".format(rng.uniform(1.2e6, 3.5e6)), "{:,.0f}".format(rng.uniform(4e6, 9e6)),
                rng.randint(0, 3), rng.randint(40, 220), rng.uniform(-2.5, 1.5), rng.randint(0, 9)))
        return ctx.add(t, "exec", c)
    c = ("Calendar & context (%sZ): %s. %s Model note: the research agent will re-run the earnings-sensitivity grid after the close; "
         "inputs are the options-implied moves, revision breadth and the last four quarters' post-print drift, and the output "
         "goes into tomorrow's book review rather than into any same-day action. Sources: company IR calendars, options surface snapshot, "
         "consensus feed (retrieved %sZ)."
         % (hh, rng.choice(["jobless claims and Philly Fed tomorrow 13:30Z, two Fed speakers after the close",
                            "FOMC minutes at 19:00Z, 20y auction at 18:00Z",
                            "NVDA reports after the close Wednesday, WMT and TGT this week"]),
            rng.choice(["Implied moves across the mega-caps are in line with the 8-quarter average.",
                        "Index implied correlation has drifted up two points since Monday.",
                        "Crypto implieds are pricing a quieter weekend than realised suggests."]), hh))
    return ctx.add(t, "research", c)


def premarket_plan(ctx):
    rng = ctx.rng
    lines = ["**Pre-market plan — %s** (sigma-research)" % iso(ctx.t0)[:10],
             "Futures: ES %+.2f%% · NQ %+.2f%% · RTY %+.2f%% · 10y %.2f%% · DXY %.2f · BTC %s" % (
                 rng.uniform(-0.6, 0.6), rng.uniform(-0.9, 0.9), rng.uniform(-0.8, 0.8), rng.uniform(4.1, 4.4), rng.uniform(98, 101), fpx("BTC-USD", ctx.p("BTC-USD"))),
             "", "Book (names we hold):"]
    for sname in HELD_EQ + HELD_CR:
        lines.append("- %s (%s): pre %+.1f%% · %s" % (sname, NAMES[sname], rng.uniform(-1.5, 1.5),
                                                  rng.choice(["no overnight news", "one low-relevance headline", "sell-side PT change, not material",
                                                              "options volume elevated", "no change"])))
    lines += ["", "Watchlist: " + ", ".join(WATCH) + ".",
              "Agenda: stop review on tactical adds, crypto sleeve sizing vs the cap, earnings prep thread for NVDA.",
              "Nothing in this plan is an order; proposals come separately with PM sign-off."]
    return "\n".join(lines)


def eod_attribution(ctx):
    rng = ctx.rng
    rows = ["| sleeve | pnl | vs bench | top contributor | top detractor |", "|---|---|---|---|---|"]
    for sl in ["Mega-cap tech", "Financials", "Healthcare", "Crypto"]:
        rows.append("| %s | %s | %+.0f bp | %s | %s |" % (sl, "{:+,.0f}".format(rng.uniform(-50000, 70000)), rng.uniform(-40, 40),
                                                        rng.choice(HELD_EQ + HELD_CR), rng.choice(HELD_EQ + HELD_CR)))
    return ("**EOD attribution %s** (marks 21:00Z)\n%s\n"
            "Factor split: market %+.0f bp · momentum %+.0f bp · quality %+.0f bp · residual %+.0f bp.\n"
            "Costs: commissions $%.0f · slippage vs arrival %+.1f bp on the day's executions. Token spend $%.2f.\n"
            "Attribution only — see the individual traces above for orders." % (
                iso(ctx.t0)[:10], "\n".join(rows), rng.uniform(-30, 30), rng.uniform(-15, 15), rng.uniform(-10, 10), rng.uniform(-20, 20),
                rng.uniform(120, 600), rng.uniform(-3, 2), rng.uniform(30, 90)))


CHATTER = [
    ("ops", "bumping sigma-research context to 200k after the truncation at 14:00, no behaviour change expected"),
    ("analyst", "is wire-digest double-posting or is that just my client?"),
    ("pm", "in a meeting for the next hour, ping me if anything needs a yes"),
    ("research", "rates backing up after the auction; watching for spillover into long-duration tech, nothing actionable yet."),
    ("ops", "broker-gw latency p95 back to 180ms after the route table fix. Root cause was a stale DNS entry on the secondary gateway; the runbook is updated."),
    ("analyst", "who owns the eval for the new amend_order schema? I can take it if nobody has it"),
    ("crypto", "liquidity note: Coinbase top-of-book depth on ETH-USD ~40% below the weekday average during Asia hours; sizing models already account for it."),
    ("pm", "reminder: Thursday book review moved to 16:30Z"),
    ("ops", "rotating the broker-gw API keys at 23:00Z, expect a 30s reconnect"),
    ("research", "Macro calendar tomorrow: jobless claims, Philly Fed, two Fed speakers. Nothing scheduled on our single names."),
    ("analyst", "@sigma-research can you cite sources in the UNH note? the last one had two dead links"),
    ("research", "noted, adding source URLs to every note from now on. The dead links were paywalled redirects; switching to the canonical URLs."),
    ("exec", "open orders: 2 working, 0 stale. queue drained."),
    ("crypto", "basis on CME front month 6.2% annualised, unchanged on the day."),
    ("ops", "token budget for the research agent raised to 3M/day for the earnings week"),
    ("pm", "good work on the fills yesterday, tight vs arrival"),
    ("analyst", "lunch, back in 20"),
    ("research", "Consensus for NVDA's print: rev $65.2bn, GM 73.6%. Options imply ±6.8%. Context only."),
    ("ops", "the eval harness will run the full regression overnight, it will be noisy here ~02:00-05:00Z"),
    ("analyst", "anyone else seeing the digest timestamps in ET instead of UTC?"),
    ("ops", "fixed — digest was reading the host TZ. It is UTC again from the 15:00 run."),
    ("pm", "@atlas-exec please include arrival price in the summary line of every execution trace, makes my life easier"),
    ("exec", "ack — arrival price and slippage in bp will be in the summary line from the next order on."),
    ("analyst", "the PnL card still shows yesterday's marks for ETH, is the composite feed lagging?"),
    ("ops", "composite crypto marks were 4 minutes stale after the reconnect; backfilled, card is correct now."),
    ("research", "Reading through the Fed speakers' prepared remarks: nothing new on the balance sheet, one hint that December is live. Rates desk colour only."),
    ("pm", "can someone make the 429s less loud in here? thread them or rate-limit the error posts"),
    ("ops", "will move stack traces to #agent-errors after the next deploy, keeping a one-line pointer here"),
    ("analyst", "the switchboard queue looks stuck on the filings feed, 12 minutes oldest item"),
    ("ops", "filings feed had a schema change upstream (new `form_type` casing). Patched, queue draining."),
    ("crypto", "ETH/BTC ratio at a two-week low; the relative-value model is flat, no signal."),
    ("research", "For the record: the semis note from Monday had a units error in the capex table (bn vs m). Corrected version is in the data room."),
    ("pm", "👋 morning. anything overnight I need to see?"),
    ("exec", "overnight: no orders, no fills, two reconnects, all positions reconciled."),
    ("analyst", "@kestrel-crypto what was the realised vol on BTC over the last 24h?"),
    ("crypto", "BTC-USD 24h realised vol 38.2% annualised (5m bars), 7d 41.0%."),
    ("ops", "heads up: the broker's paper and live endpoints share a hostname prefix; double-checked all agents point at live for orders and paper for evals."),
    ("pm", "thanks all, logging off. agents on the usual overnight rules."),
]


def chatter(ctx, t):
    if not ctx.chat_deck:
        deck = list(range(len(CHATTER)))
        ctx.rng.shuffle(deck)
        ctx.chat_deck = deck
    who, text = CHATTER[ctx.chat_deck.pop()]
    return ctx.add(t, who, text)


# ================================================================ a channel-day
def channel_day(rng, day_start, day_end, channel_id, thread_id, worker, px, parent_id):
    ctx = Ctx(rng, day_start, day_end, channel_id, thread_id, worker, px)

    eq = list(HELD_EQ)
    rng.shuffle(eq)
    cr = list(HELD_CR)
    rng.shuffle(cr)
    pstyles = ["json", "inline", "tool", "prose", "buried"]
    rng.shuffle(pstyles)
    fstyles = ["json", "embed", "tagged"]
    rng.shuffle(fstyles)

    # -- trades
    scene_standard(ctx, ctx.sample_time(14.55, 16.0), eq[0], pstyles[0], "combined", fstyles[0], True, stop_edits=2)
    if rng.random() < 0.5:
        scene_standard(ctx, ctx.sample_time(16.0, 19.0), cr[0], pstyles[1], rng.choice(["combined", "split"]), fstyles[1], False)
        scene_rejected(ctx, ctx.sample_time(15.0, 20.0), eq[1], pstyles[2])
    else:
        scene_standard(ctx, ctx.sample_time(15.0, 20.0), eq[1], pstyles[2], rng.choice(["combined", "split"]), fstyles[1], False)
        scene_rejected(ctx, ctx.sample_time(16.0, 22.0), cr[0], pstyles[1])
    scene_halve(ctx, ctx.sample_time(17.0, 18.5), eq[2], "combined", fstyles[2])
    t_risk, risk_msg = scene_risk_resize(ctx, ctx.sample_time(15.0, 17.5), eq[3], pstyles[3])
    scene_crypto_reject(ctx, ctx.sample_time(12.5, 14.0), cr[1], pstyles[4])
    scene_pm_shorthand_then_cancel(ctx, ctx.sample_time(14.6, 16.5), eq[4])
    if rng.random() < 0.6:
        scene_tp_amend(ctx, ctx.sample_time(18.0, 20.5), eq[5])
    else:
        scene_stop_removed(ctx, ctx.sample_time(18.0, 20.5), eq[5])

    # -- risk limit set by PM, pinned; the deleted wrong-ticker proposal
    t = ctx.sample_time(13.0, 14.3)
    cap = rng.choice([10, 12])
    rl = ctx.hard(t, "pm", "crypto sleeve gross cap down to %d%% NAV from today (was 15%%). riskd enforce, agents size to it." % cap,
                  "risk_limit", ["crypto sleeve gross cap", "%d%% NAV" % cap], "untagged", idiom="PM sets a risk limit in prose")
    ctx.pin(rl, rl.t + 40000)
    ctx.pin(risk_msg, risk_msg.t + 90000)
    ctx.unpin(risk_msg, risk_msg.t + 5 * 3600000)
    t = ctx.sample_time(19.0, 20.5)
    wrong = ctx.hard(t, "research",
                     "[PROPOSED] sell 1200 UNHH @ %s lmt — exit the remainder, thesis broken (see note)" % jpx("UNH", ctx.p("UNH", 10)),
                     "trade_proposal", ["[PROPOSED]", "sell 1200 UNHH"], "tagged")
    ctx.delete(wrong, wrong.t + 45000, "sell 1200 UNHH")

    # -- news, routing, thesis
    held = list(HELD_EQ + HELD_CR)
    rng.shuffle(held)
    watch = list(WATCH)
    rng.shuffle(watch)
    otherl = list(OTHER)
    rng.shuffle(otherl)
    hv = rng.randrange(3)
    if hv != 0:
        digest(ctx, ctx.sample_time(11.5, 14.0), held[0], "held_position_news")
    else:
        digest(ctx, ctx.sample_time(11.5, 14.0))
    if hv != 1:
        news_embed(ctx, ctx.sample_time(14.5, 20.0), held[1], "held_position_news")
    if hv != 2:
        news_by_name(ctx, ctx.sample_time(15.0, 20.0), rng.choice([s for s in held[2:] if not is_crypto(s)]))
    if rng.random() < 0.5:
        digest(ctx, ctx.sample_time(6.0, 13.0), watch[0], "watchlist_news")
    else:
        news_embed(ctx, ctx.sample_time(14.5, 21.0), watch[1], "watchlist_news")
    if rng.random() < 0.6:
        route(ctx, ctx.sample_time(14.5, 20.0), "tool", held[1], "atlas-exec")
    else:
        route(ctx, ctx.sample_time(12.0, 20.0), "prose", held[0], "sigma-research")
    if rng.random() < 0.5:
        no_route(ctx, ctx.sample_time(9.0, 20.0), "tool", otherl[0])
    else:
        no_route(ctx, ctx.sample_time(13.0, 21.0), "prose", otherl[1])
    if rng.random() < 0.5:
        thesis(ctx, ctx.sample_time(15.0, 20.0), "tagged", rng.choice(HELD_EQ))
    else:
        thesis(ctx, ctx.sample_time(1.0, 10.0), "flip", rng.choice(HELD_CR))

    # -- a route decision carrying a client name, later forgotten
    t = ctx.sample_time(16.0, 19.0)
    fg = ctx.hard(t, "router", "routing the Halvorsen family-office redemption notice to atlas-exec: raise $4.2m cash by Friday from the equity sleeve",
                  "route_decision", ["Halvorsen family-office redemption notice", "atlas-exec"], "untagged")
    ctx.forget(fg, fg.t + 2 * 3600000, "ops", "Halvorsen family-office redemption")

    # -- thread: earnings prep
    tt = ctx.at(18, 5)
    starter = ctx.add(tt - 60000, "pm", "thread for NVDA earnings prep 🧵 — agents keep the chatter in there")
    th = []
    th.append(ctx.add(tt, "research", "Pre-print checklist: implied move ±6.8%, our NVDA weight 2.9%, stop distance 4.4%. Data room loaded.", thread=True))
    th.append(ctx.add(ctx.after(tt, 120, 300), "analyst", "do we care about the Gulf licence story into the print?", thread=True))
    th.append(ctx.add(ctx.after(tt, 400, 700), "research", "Only at the margin — China/Gulf mix is ~6% of DC revenue in our model.", thread=True))
    th.append(thesis(ctx, ctx.after(tt, 900, 1400), "buried", "NVDA", thread=True))
    th.append(ctx.near(ctx.after(tt, 1500, 1800), "research",
                       "If the guide is below $70bn, a reasonable response would be to cut NVDA to 2% — scenario only, we decide after the print.",
                       thread=True, idiom="conditional scenario plan in thread"))
    th.append(ctx.noise(ctx.after(tt, 1900, 2100), "pm", "👍", thread=True))
    th.append(ctx.noise(ctx.after(tt, 2200, 2500), "research", stack_trace(ctx, "sigma-research"), thread=True))
    th.append(ctx.add(ctx.after(tt, 2600, 3000), "research", "retried, note is complete above. Sources linked in the footer.", thread=True))
    ctx.react(th[3], th[3].t + 120000, "📌", "pm")

    # -- heartbeats and meters on a schedule
    for h in range(24):
        ctx.noise(ctx.at(h, 0, rng.randint(0, 20)), "health", heartbeat(ctx, h))
    for h in range(2, 24, 3):
        ctx.noise(ctx.at(h, 5, rng.randint(0, 50)), "meter", token_report(ctx, h))
    for h in (1, 3, 5, 9, 13, 17, 21):
        ctx.noise(ctx.at(h, 30, rng.randint(0, 50)), "risk",
                  "riskd heartbeat: limits ok · gross %.0f%% · crypto %.1f%% · breaches 0" % (rng.uniform(138, 150), rng.uniform(8.5, 9.9)))

    near_misses(ctx)
    ctx.add(ctx.at(12, rng.randint(20, 50)), "research", premarket_plan(ctx))
    ctx.add(ctx.at(21, rng.randint(20, 50)), "research", eod_attribution(ctx))

    # -- bulk-deleted retry storm, forgotten phone number, deleted ack
    tb = ctx.sample_time(2.0, 5.0)
    storm = [ctx.noise(tb + i * 1700, "crypto", "retry %d/5 `get_quote(\"ETH-USD\")` 429 storm-%d" % (i + 1, i + 1)) for i in range(3)]
    ctx.bulk_delete(storm, tb + 600000, ["429 storm-1", "429 storm-2", "429 storm-3"])
    tp = ctx.sample_time(21.0, 23.0)
    ph = ctx.noise(tp, "pm", "if broker-gw dies tonight call me on +1 917 555 0143, not slack")
    ctx.forget(ph, tp + 1800000, "ops", "+1 917 555 0143")
    td = ctx.sample_time(15, 20)
    dk = ctx.noise(td, "analyst", "wrong channel sorry — lunch order for the team")
    ctx.delete(dk, td + 30000, "lunch order for the team")

    # -- fill to target size with noise and chatter
    n_target = rng.randint(240, 272)
    noise_share = rng.uniform(0.30, 0.35)
    kinds = ["quote", "quote", "news", "ratelimit", "retry", "ci", "alert", "alert", "pnl", "reconnect", "ack", "ack", "ack", "eval", "digest"]
    guard = 0
    while sum(1 for m in ctx.msgs if m.kind == "noise") < int(n_target * noise_share) and guard < 500:
        guard += 1
        k = kinds[rng.randrange(len(kinds))]
        if k == "eval":
            t = ctx.sample_time(0.0, 7.0)
        elif k == "pnl":
            t = ctx.sample_time(13.0, 22.0)
        else:
            t = ctx.sample_time()
        noise_item(ctx, t, k)
    while len(ctx.msgs) < n_target and guard < 1000:
        guard += 1
        if rng.random() < 0.8:
            agent_log(ctx, ctx.sample_time())
        else:
            chatter(ctx, ctx.sample_time(6.0, 23.5))
    return ctx


# ================================================================ assembly
def _events_for(ctx, channel_id, parent_id, thread_id):
    msgs = sorted(ctx.msgs, key=lambda m: m.t)
    last_ms = -1
    seq = 0
    for m in msgs:
        if m.t == last_ms:
            seq += 1
        else:
            seq = 0
            last_ms = m.t
        m.id = str(snowflake(m.t, ctx.worker, seq))
    evs = []
    for m in msgs:
        name, bot, aid = AUTHORS[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(m.t), "content": m.content, "attachments": [],
               "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": thread_id if m.thread else channel_id, "message": msg}
        if m.thread:
            ev["parent_channel_id"] = channel_id
        evs.append((m.t, 0, ev))
    for t, kind, pl in ctx.ops:
        if kind == "bulk_delete":
            ms = pl["msgs"]
            cid = thread_id if ms[0].thread else channel_id
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid, "message_ids": [x.id for x in ms], "deleted_at": iso(t)}
        else:
            m = pl["msg"]
            cid = thread_id if m.thread else channel_id
            ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id}
            if kind == "edit":
                ev["edited_at"] = iso(t)
                ev["content"] = pl["content"]
            elif kind == "delete":
                ev["deleted_at"] = iso(t)
            elif kind == "forget":
                ev["requested_by"] = pl["by"]
                ev["at"] = iso(t)
            elif kind in ("pin", "unpin"):
                ev["by"] = pl["by"]
                ev["at"] = iso(t)
            elif kind in ("reaction_add", "reaction_remove"):
                ev["emoji"] = pl["emoji"]
                ev["user_id"] = pl["by"]
                ev["at"] = iso(t)
        first = pl["msgs"][0] if kind == "bulk_delete" else pl["msg"]
        if first.thread:
            ev["parent_channel_id"] = channel_id
        evs.append((t, 1, ev))
    return evs


NEAR_PRIORITY = ["tool call errored before reaching broker", "dry_run=true place_order", "'if I were to buy' hypothetical",
                 "simulate_order cost estimate", "quoting another fund's 13F", "backtest trade list table", "paper fill from eval harness",
                 "conditional scenario plan in thread", "past-tense trade told as history", "question suggesting a stop level",
                 "another desk's trade"]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = {}
    idiom_rows = []
    for ci in range(channels):
        base_cid = snowflake(1719835200000 + ci * 7919311, 11, (ci * 37) % 4096)  # 2024-07-01 + offset
        channel_id = str(base_cid)
        for di in range(days):
            day_end = end_ms - (days - 1 - di) * DAY_MS
            day_start = day_end - DAY_MS
            rng = random.Random(seed * 1000003 + ci * 10007 + di * 101 + 17)
            # per-day price drift
            px = {}
            for s in sorted(BASE_PX):
                px[s] = BASE_PX[s] * (1 + rng.uniform(-0.03, 0.03) + di * rng.uniform(-0.004, 0.006))
            thread_id = str(snowflake(day_start + 18 * 3600000 + 4 * 60000 + ci * 13, 11, 1 + ci % 30))
            worker = 3 + ci % 28
            ctx = channel_day(rng, day_start, day_end, channel_id, thread_id, worker, px, channel_id)
            evs = _events_for(ctx, channel_id, channel_id, thread_id)
            for t, pri, ev in evs:
                all_events.append((t, pri, ci, ev))
            for m in sorted(ctx.msgs, key=lambda m: m.t):
                cid = thread_id if m.thread else channel_id
                if m.kind == "hard":
                    labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": m.label["event_type"],
                                                  "facts": m.label["facts"], "phrasing": m.label["phrasing"],
                                                  "final_state": m.state})
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom not in seen_idioms and m.state in ("live", "edited"):
                    seen_idioms[m.idiom] = True
                    idiom_rows.append({"message_id": m.id, "idiom": m.idiom,
                                       "expected": m.label["event_type"] if m.kind == "hard" else "not_hard"})
            for m, old in ctx.superseded:
                labels["superseded_facts"].append([thread_id if m.thread else channel_id, m.id, old])
            labels["removed_texts"].extend(ctx.removed)
    all_events.sort(key=lambda x: (x[0], x[1], x[2]))
    hard_rows = [r for r in idiom_rows if r["expected"] != "not_hard"]
    nm_rows = [r for r in idiom_rows if r["expected"] == "not_hard"]
    nm_rows.sort(key=lambda r: NEAR_PRIORITY.index(r["idiom"]) if r["idiom"] in NEAR_PRIORITY else 99)
    labels["idioms"] = hard_rows[:13] + nm_rows[:20 - min(13, len(hard_rows))]
    return {"events": [e for _, _, _, e in all_events], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
        for ev in out["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
