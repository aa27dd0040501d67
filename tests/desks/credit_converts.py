"""Desk generator: credit_converts (IG/HY bonds, CDX/iTraxx, single-name CDS, converts + delta hedges).

Pure function of its arguments; standard library only.
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "credit_converts"
EPOCH_MS = 1420070400000
GUILD_ID = "1291847302264504320"
DEFAULT_END = datetime(2026, 5, 22, 0, 0, 0, tzinfo=timezone.utc)

AUTHORS = {
    "pm": ("1302245519876634624", "dok", False),
    "trader": ("1302245781234401280", "marco.v", False),
    "analyst": ("1302246017799438336", "priya_s", False),
    "quant": ("1302246550123397120", "qa-credit", True),
    "hollis": ("1302246811092856832", "hollis-analyst", True),
    "relay": ("1302247103350677504", "IB-relay", True),
    "trace": ("1302247398226882560", "trace-prints", True),
    "oms": ("1302247702913712128", "OMS", True),
    "risk": ("1302248004941316096", "riskd", True),
    "news": ("1302248311590809600", "newswire", True),
    "hb": ("1302248600813244416", "heartbeat", True),
    "cron": ("1302248907072962560", "cron", True),
    "ci": ("1302249201932529664", "ci-bot", True),
    "alerts": ("1302249499778580480", "px-alerts", True),
    "pnl": ("1302249800610840576", "pnl-snap", True),
    "gw": ("1302250102265184256", "gateway", True),
}

PRICE_BONDS = [
    ("CCL", "Carnival", "CCL 7.5% 28s", 101),
    ("NCLH", "Norwegian Cruise Line", "NCLH 8.125% 30s", 104),
    ("RCL", "Royal Caribbean", "RCL 7.25% 30s", 103),
    ("UAL", "United Airlines", "UAL 4.625% 29s", 96),
]
SPREAD_BONDS = [
    ("F", "Ford Motor Credit", "F 2029s", 245),
    ("GM", "General Motors Financial", "GM 2031s", 160),
    ("T", "AT&T", "T 2033s", 135),
    ("ORCL", "Oracle", "ORCL 2034s", 150),
]
CONVERTS = [
    ("COIN", "Coinbase", "COIN 0.5% 30s", 201.40),
    ("MSTR", "MicroStrategy", "MSTR 0% 30s", 342.10),
    ("RIVN", "Rivian", "RIVN 4.625% 29s", 13.82),
    ("AFRM", "Affirm", "AFRM 0.75% 29s", 48.65),
]
WATCH = [
    ("BBWI", "Bath & Body Works"), ("CZR", "Caesars Entertainment"),
    ("KSS", "Kohl's"), ("XRX", "Xerox"), ("WBD", "Warner Bros. Discovery"),
]
OTHER_NEWS = [
    ("Lumen Technologies", "CCC+", "B-"), ("Bausch Health", "CCC", "CCC+"),
    ("Rite Aid", "D", "CCC-"), ("Petco", "B-", "B"), ("Dish Network", "CCC", "B-"),
    ("Spirit Airlines", "CCC-", "CCC+"),
]
DEALERS = ["GS", "JPM", "MS", "BARC", "CITI", "BofA", "DB", "WFS"]


def p32(big, n32):
    return "%d-%02d" % (big, n32)


def snow(ms, worker, seq):
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def iso(ms):
    return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


HOUR_W = [1, 1, 1, 1, 1, 1, 2, 5, 8, 9, 8, 7, 10, 14, 16, 15, 14, 13, 11, 8, 5, 3, 2, 1]


def sample_times(rng, n, day_start_ms):
    tot = sum(HOUR_W)
    out = []
    for _ in range(n):
        r = rng.random() * tot
        h = 0
        while r >= HOUR_W[h]:
            r -= HOUR_W[h]
            h += 1
        out.append(day_start_ms + h * 3600000 + int(rng.random() * 3600000))
    out.sort()
    for i in range(1, len(out)):
        if out[i] <= out[i - 1]:
            out[i] = out[i - 1] + 1
    lim = day_start_ms + 86400000 - 3600000 * 1  # keep last hour for late ops
    if out[-1] > lim:
        # compress proportionally
        span = out[-1] - out[0]
        out = [out[0] + int((t - out[0]) * (lim - out[0]) / max(span, 1)) for t in out]
        for i in range(1, len(out)):
            if out[i] <= out[i - 1]:
                out[i] = out[i - 1] + 1
    return out


COLOUR = [
    "HY cash is lagging CDX again, basis about {b} wide of fair.",
    "Primary calendar has {n} deals today, mostly BB refis with 3NC1 structures.",
    "IG spreads {d}bp on the day, the long end is doing the work.",
    "Funds are still getting inflows, last week's Lipper number was +{f}bn for HY.",
    "Dealer balance sheet looks thin into month end, bids are back 1/4 from screens.",
    "CCC bucket still underperforming, the dispersion trade keeps grinding.",
    "Rates vol is the thing to watch, 10y moved {r}bp overnight.",
    "Convert new issue pipeline is heavy, {n} deals priced at 30-35% premium this week.",
    "Skew on HY.45 is about {s} cents, not worth chasing.",
    "Recovery assumptions on the cruise names look stale vs where the unsecured trades.",
    "European crossover is trading tighter than CDX on a beta-adjusted basis.",
    "Equity vol is bid, which helps the converts' optionality but hurts delta hedging cost.",
    "Street is long the front end of the autos curve, you can see it in the runs.",
    "The 5s10s curve in CDS on the cruise lines is flat, market pricing near-term risk.",
    "Liquidity in the 30s is poor, TRACE shows odd-lots only since the open.",
    "Index roll is in {w} weeks, roll-down is worth about {s} cents in HY.",
    "Fallen angel watch list is longer than usual, BBB- negative outlooks in retail and media.",
    "Spread per turn of leverage looks fair in BBs, cheap in single-Bs.",
    "Muni desk says crossover demand is soaking up some IG long end paper.",
    "Stock borrow on the convert underlyings is fine, no recall notices this morning.",
    "Talked to two accounts who said they are underweight BBs into the summer and would rather own short-dated single-Bs for carry than extend duration.",
    "The CLO bid for loans is soft which pushes some issuers back to the bond market, that is why the calendar keeps refilling after every quiet day.",
    "Dispersion in the index is at the 85th percentile of the last five years, so picking names matters more than calling the beta right now.",
    "Convert arb funds are running lower gross than in March according to the prime brokers, which explains why new issue concessions stay generous.",
    "One of the dealers flagged that the cash-CDS basis in the cruise complex has flipped positive for the first time since the refinancing wave.",
    "Hedge ratios on the index-vs-single-name packages need a refresh after the quarterly roll, the old betas are stale by about ten percent.",
    "The ratings agencies have been slower than the market on the autos names, spreads already imply a notch lower than the published ratings.",
    "Mutual fund cash levels are near 3.5 percent which historically limits how far spreads can widen before the dip buyers show up in size.",
    "For the converts, the gamma we collect by rebalancing the delta hedge has covered the theta bleed comfortably on most days this month.",
    "Odd-lot pricing on the retail platforms is a full point above institutional round lots, which muddies the TRACE tape for the smaller issues.",
]

ACKS = ["ok", "thx", "👍", "k", "ty", "seen", "🙏", "noted", "👀", "+1", "ack", "ok thx"]

TRACEBACK = """ERROR trace-ingest: feed handler crashed, restarting
Traceback (most recent call last):
  File "/srv/trace/ingest/handler.py", line 212, in on_message
    rec = self.decoder.decode(raw)
  File "/srv/trace/ingest/decoder.py", line 88, in decode
    px = Decimal(fields[self.PX_IDX])
  File "/usr/lib/python3.11/decimal.py", line 1620, in __new__
    raise InvalidOperation([ConversionSyntax])
decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]
  raw=b'T|{cusip}|{qty}|<NA>|{tm}|D|S'
  during handling of the above exception, another exception occurred:
  File "/srv/trace/ingest/handler.py", line 230, in on_message
    self.dlq.put(raw, reason=str(e))
  File "/srv/trace/ingest/dlq.py", line 41, in put
    self._conn.execute(INSERT_SQL, (ts, raw, reason))
sqlite3.OperationalError: database is locked
worker pid={pid} restarted (attempt {att}/5), backoff {bo}ms"""


class Flow:
    def __init__(self, rng, cidx, didx):
        self.rng = rng
        self.specs = []  # scripted (ordered)
        self.keys = {}
        self.cidx = cidx
        self.didx = didx

    def add(self, who, content="", key=None, ref=None, embeds=None, kind="chat", label=None,
            idiom=None, thread=False, ops=None, removed=None):
        s = dict(who=who, content=content, key=key, ref=ref, embeds=embeds, kind=kind,
                 label=label, idiom=idiom, thread=thread, ops=ops or [], removed=removed)
        self.specs.append(s)
        if key:
            self.keys[key] = s
        return s


def H(etype, facts, phrasing, final_state="live"):
    return dict(event_type=etype, facts=facts, phrasing=phrasing, final_state=final_state)


def build_flow(rng, cidx, didx):
    f = Flow(rng, cidx, didx)
    pb = rng.choice(PRICE_BONDS)
    sb = rng.choice(SPREAD_BONDS)
    cv = rng.choice(CONVERTS)
    wl = rng.sample(WATCH, 2)
    oth = rng.sample(OTHER_NEWS, 3)
    tk, co, bond, big = pb
    stk, sco, sbond, spr = sb
    ctk, cco, cbond, spx = cv
    n32 = rng.randint(2, 28)
    px = p32(big, n32)
    stop1 = p32(big - 2, rng.randint(0, 30))
    stop2 = p32(big - 2, 31) if stop1 != p32(big - 2, 31) else p32(big - 2, 30)
    stop3 = p32(big - 1, rng.choice([4, 8, 12]))
    hy = rng.choice([44, 45])
    idx = "CDX.NA.HY.%d" % hy
    idxpx = "%.2f" % (104 + rng.randint(0, 300) / 100.0)
    idxstop = "%.2f" % (float(idxpx) - 0.75)
    idxtgt = "%.2f" % (float(idxpx) - 2.25)
    idxtgt2 = "%.2f" % (float(idxpx) - 1.75)
    oid = "CR-%d" % rng.randint(7000, 7999)
    hid = "HY-%d" % rng.randint(5000, 5999)
    hid2 = "HY-%d" % rng.randint(6000, 6999)
    cid = "CV-%d" % rng.randint(3000, 3999)
    oid3 = "CR-%d" % rng.randint(8000, 8999)
    sz = rng.choice([3, 4, 5, 6])
    fill1 = rng.choice([2, 3])
    cvsz = rng.choice([3, 4, 5])
    cvpx = "%.2f" % (94 + rng.randint(0, 600) / 100.0)
    delta = rng.choice([0.42, 0.48, 0.55, 0.61])
    hedge = int(round(cvsz * 1e6 / 1000 * delta * 10 / max(spx, 1) * 100, -2)) if spx > 50 else int(round(cvsz * 1e6 * delta / 1000 * 75 / spx, -3))
    hedge = max(hedge, 2000)
    hedge_s = "%dk" % (hedge // 1000) if hedge >= 10000 else "{:,}".format(hedge)
    hpx = "%.2f" % (spx * (1 + rng.randint(-30, 30) / 1000.0))
    cds_bp = rng.randint(180, 420)
    spr_new = spr + rng.choice([40, 55, 60])
    wtk, wco = wl[0]
    w2tk, w2co = wl[1]
    d = lambda: rng.choice(DEALERS)

    # --- morning ---
    f.add("pm", "gm. watchlist for the week: %s, %s. holding %s, %s, %s converts vs short %s, short-dated %s prot." % (
        wtk, w2tk, bond, sbond, cbond, ctk, idx), key="watch", kind="chat",
        ops=[("pin", "pm", 6), ("react", "📌", "pm", 4)])
    f.add("relay", "%s RUN (not firm)\n%s  %s / %s  5x5\n%s  +%d / +%d  2x2\n%s  %.2f / %.2f  3x3\n-- axed: %s offered" % (
        d(), bond, p32(big, max(n32 - 4, 0)), p32(big, min(n32 + 2, 31)), sbond, spr + 6, spr - 2,
        cbond, float(cvpx) - 0.5, float(cvpx) + 0.25, bond), kind="near",
        idiom=("dealer run relayed from chat, not a trade", "not_hard"))
    f.add("analyst", "Morning note, %s credit:\n1) Q1 EBITDA came in ahead, net leverage down to 4.1x from 4.6x.\n"
          "2) Liquidity is ~$5.9bn incl. undrawn RCF, next maturity wall is 2027.\n"
          "3) The unsecureds trade ~40bp wide of the secured curve, which looks generous vs recovery.\n"
          "4) Ratings: positive outlook at one agency, stable at the other.\n"
          "Bottom line: I'd add — propose buy %dmm %s at %s, stop %s, 6m horizon.\n"
          "5) Risks: fuel, consumer slowdown, another capital raise. Full model in the drive." % (
              co, sz, bond, px, stop1), key="prop1", kind="hard",
          label=H("trade_proposal", [bond, "buy", "%dmm" % sz, px], "buried"),
          idiom=("proposal buried as point in long morning credit note", "trade_proposal"),
          ops=[("pin", "pm", 30)])
    f.add("trader", "where's %s in the run, %s?" % (bond, d()), kind="near",
          idiom=("question about a bond level", "not_hard"))
    f.add("pm", "ok go, %dmm %s. limit %s" % (sz, tk, px), ref="prop1", kind="hard",
          label=H("trade_approval", ["ok go", "%dmm" % sz, tk], "reply"),
          idiom=("terse 'ok go' reply approving a proposal", "trade_approval"))
    f.add("oms", "", kind="hard", embeds=[{
        "title": "Order ACCEPTED", "author": "OMS",
        "description": "New order working on MarketAxess",
        "fields": [{"name": "Instrument", "value": bond, "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": "%d,000,000" % sz, "inline": True},
                   {"name": "Limit", "value": px, "inline": True}],
        "footer": "ord %s · venue MKTX · acct CRDT-1" % oid}],
        label=H("trade_confirmation", [bond, "BUY", oid], "embed"),
        idiom=("embed-only OMS order accepted", "trade_confirmation"))
    f.add("trace", "TRACE %s  %s  %s  5MM+  D-S  %s ET" % (tk, bond, p32(big, min(n32 + 1, 31)), "09:4%d" % rng.randint(0, 9)),
          kind="near", idiom=("TRACE print of market trade, not desk's", "not_hard"))
    f.add("quant", "fill,%s,buy,%dmm,%s,ord=%s" % (bond, fill1, p32(big, max(n32 - 1, 0)), oid), kind="hard", key="fill1",
          label=H("trade_fill", [bond, "buy", "%dmm" % fill1, p32(big, max(n32 - 2, 0)), oid], "structured", "edited"),
          idiom=("CSV fill line from quant agent, price corrected by edit", "trade_fill"),
          ops=[("edit", 9, "fill,%s,buy,%dmm,%s,ord=%s,corr=1" % (bond, fill1, p32(big, max(n32 - 2, 0)), oid),
                p32(big, max(n32 - 1, 0)))])
    f.add("oms", "", kind="hard", embeds=[{
        "title": "Execution report", "author": "OMS",
        "description": "Partial fill",
        "fields": [{"name": "Instrument", "value": bond}, {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Filled", "value": "%dmm" % (sz - fill1), "inline": True},
                   {"name": "Px", "value": px, "inline": True}],
        "footer": "ord %s · leaves 0" % oid}],
        label=H("trade_fill", [bond, "BUY", "%dmm" % (sz - fill1), px, oid], "embed"))
    f.add("pm", "stop on the %s longs %s" % (tk, stop1), key="stop", kind="hard",
          label=H("stop_or_target_change", [tk, stop3], "untagged", "edited"),
          idiom=("stop level moved twice by editing the same message", "stop_or_target_change"),
          ops=[("edit", 40, "stop on the %s longs %s" % (tk, stop2), stop1),
               ("edit", 300, "stop on the %s longs %s (moved up)" % (tk, stop3), stop2)])
    f.add("trader", "a stop around %s would be sensible if the print holds, no?" % p32(big - 2, 16), kind="near",
          idiom=("stop suggestion without decision", "not_hard"))
    # --- CDX ---
    f.add("quant", "prop,%s,buy_prot,10mm,%s,stop=%s,tgt=%s" % (idx, idxpx, idxstop, idxtgt), key="prop2", kind="hard",
          label=H("trade_proposal", [idx, "buy_prot", "10mm", idxpx], "structured"),
          idiom=("CSV-like proposal line from quant agent", "trade_proposal"))
    f.add("pm", "approved, 10mm only", ref="prop2", kind="hard",
          label=H("trade_approval", ["approved", "10mm"], "reply"))
    f.add("quant", "ack,%s,buy_prot,10mm,ord=%s,status=working" % (idx, hid), kind="hard",
          label=H("trade_confirmation", [idx, "buy_prot", hid, "working"], "structured"))
    f.add("quant", "fill,%s,buy_prot,10mm,%s,ord=%s" % (idx, idxpx, hid), kind="hard",
          label=H("trade_fill", [idx, "buy_prot", "10mm", idxpx, hid], "structured"))
    f.add("quant", "paper,%s,buy_prot,25mm,%s,book=SIM" % (idx, "%.2f" % (float(idxpx) + 0.1)), kind="near",
          idiom=("paper-book fill line in same CSV register", "not_hard"))
    f.add("pm", "target on the HY.%d prot %s" % (hy, idxtgt), key="tgt", kind="hard",
          label=H("stop_or_target_change", ["HY.%d" % hy, idxtgt2], "untagged", "edited"),
          ops=[("edit", 120, "target on the HY.%d prot %s" % (hy, idxtgt2), idxtgt)])
    f.add("analyst", "Backtest: buying HY prot whenever the VIX term structure inverts would have made +1.8 pts/yr since 2012, "
          "max DD 4.2 pts. Entry 104.50 exit 102.00 on average. Not proposing anything, just context.", kind="near",
          idiom=("backtest with entry/exit levels", "not_hard"))
    # --- risk ---
    f.add("risk", "Limit change: HY CS01 limit raised to $85k from $60k, effective now, approved by CRO.", kind="hard",
          label=H("risk_limit", ["HY CS01", "$85k"], "untagged"),
          idiom=("risk bot prose limit change", "risk_limit"))
    f.add("risk", "riskd ok: 14 limits checked, 0 breaches, CS01 util 41%", kind="noise")
    # --- spread bond + thesis ---
    f.add("relay", "%s axe: better buyer %s +%d, 10mm, will work orders" % (d(), sbond, spr - 5), kind="near",
          idiom=("dealer axe", "not_hard"))
    f.add("pm", "flipping to bearish on %s. margins + tariff hit, spread target +%d, was looking for +%d. cutting into strength." % (
        sbond, spr_new, spr - 30), kind="hard",
        label=H("thesis_update", [sbond, "bearish", "+%d" % spr_new], "untagged"),
        idiom=("view flip bullish to bearish with spread target", "thesis_update"))
    f.add("trader", "propose sell 5mm %s at +%d, offer it to the %s axe" % (sbond, spr - 4, d()), key="prop3", kind="hard",
          label=H("trade_proposal", [sbond, "sell", "5mm", "+%d" % (spr - 4)], "untagged"))
    f.add("pm", "👍 send it", ref="prop3", kind="hard",
          label=H("trade_approval", ["👍", "send it"], "reply"),
          idiom=("emoji + send it approval reply", "trade_approval"))
    f.add("trader", "s 5mm %s +%d done w/ %s" % (stk, spr - 3, d()), kind="hard",
          label=H("trade_fill", [stk, "s 5mm", "+%d" % (spr - 3)], "shorthand"),
          idiom=("shorthand spread fill 's 5mm X +spread'", "trade_fill"))
    f.add("trace", "TRACE %s  %s  +%d  1MM+  C-D" % (stk, sbond, spr - 3), kind="near")
    f.add("hollis", "TRACE print on %s at +%d is ours, no action — not routing." % (sbond, spr - 3), kind="hard",
          label=H("no_route_decision", [sbond, "no action", "not routing"], "untagged"),
          idiom=("explicit no-action decision on a print", "no_route_decision"))
    f.add("news", "MOODY'S: %s outlook revised to negative from stable; Baa3 affirmed" % sco, kind="hard",
          label=H("held_position_news", [sco, "negative"], "untagged"),
          idiom=("rating action on held name by company name", "held_position_news"))
    f.add("news", "S&P: %s downgraded to %s from %s; outlook negative" % (oth[0][0], oth[0][1], oth[0][2]), kind="near",
          idiom=("rating news on a name not held", "not_hard"))
    # --- convert thread ---
    f.add("analyst", "%s converts thread — let's keep the convert chatter in here" % ctk, key="thread_root", kind="chat")
    f.add("analyst", "%s: bond floor ~%s, implied vol 52 vs realized 61, delta %.2f. Cheap optionality. "
          "Propose buy %dmm %s at %s, delta hedge short %s %s." % (cbond, "%.1f" % (float(cvpx) - 9), delta, cvsz, cbond, cvpx, hedge_s, ctk),
          key="prop4", kind="hard", thread=True,
          label=H("trade_proposal", [cbond, "buy", "%dmm" % cvsz, cvpx], "untagged"),
          idiom=("convert proposal with delta hedge, in a thread", "trade_proposal"))
    f.add("trader", "what's the borrow on %s? if it's hard to borrow the hedge eats the cheapness" % ctk, kind="near", thread=True)
    f.add("pm", "go. hedge at the fill", ref="prop4", kind="hard", thread=True,
          label=H("trade_approval", ["go", "hedge at the fill"], "reply"))
    f.add("oms", "", kind="hard", thread=True, embeds=[{
        "title": "Fill", "author": "OMS", "description": "%s BUY %dmm @ %s" % (cbond, cvsz, cvpx),
        "fields": [{"name": "Desk", "value": "credit_converts"}, {"name": "Venue", "value": "VOICE"}],
        "footer": "ord %s" % cid}],
        label=H("trade_fill", [cbond, "BUY", "%dmm" % cvsz, cvpx, cid], "embed"))
    f.add("trader", "s %s %s @ %s delta hedge vs %s" % (hedge_s, ctk, hpx, cid), kind="hard", thread=True,
          label=H("trade_fill", [ctk, "s %s" % hedge_s, hpx], "shorthand"),
          idiom=("shorthand stock hedge fill 's 21k XYZ @ px'", "trade_fill"))
    f.add("analyst", "last year we bought the %s at 88 and sold at 97, same setup" % cbond, kind="near", thread=True,
          idiom=("last year's trade told as history", "not_hard"))
    f.add("quant", "routing %s delta re-hedge to the execution agent, rebalance band 5 delta" % ctk, kind="hard", thread=True,
          label=H("route_decision", ["routing", ctk, "execution agent"], "untagged"),
          idiom=("routing a task to an agent", "route_decision"))
    f.add("news", "%s shares fall %d%% premarket after guidance cut; convertible holders watch conversion premium" % (
        cco, rng.randint(6, 14)), kind="hard", thread=True,
        label=H("held_position_news", [cco, "guidance cut"], "untagged"),
        idiom=("news on the underlying of a held convert", "held_position_news"))
    # --- CDS + iTraxx ---
    f.add("trader", "done 5y CDS on %s 10mm at %dbp, bought prot vs the cash long" % (tk, cds_bp), kind="hard",
          label=H("trade_fill", [tk, "10mm", "%dbp" % cds_bp, "bought prot"], "untagged"),
          idiom=("single-name CDS fill in prose", "trade_fill"))
    f.add("quant", "prop,iTraxx.XO.S44,buy_prot,5mm,312,rationale=beta hedge", key="prop5", kind="hard",
          label=H("trade_proposal", ["iTraxx.XO.S44", "buy_prot", "5mm", "312"], "structured"))
    f.add("pm", "no. pass on the XO prot, we're hedged enough with HY", ref="prop5", kind="hard",
          label=H("trade_approval", ["no. pass", "XO prot"], "reply"),
          idiom=("short rejection reply", "trade_approval"))
    f.add("analyst", "what if we bought 10mm Xover prot into the ECB, would that have helped last month?", kind="near",
          idiom=("hypothetical 'what if we bought'", "not_hard"))
    f.add("trader", "rates desk paid 50mm 10y swaps this morning fwiw", kind="near",
          idiom=("another desk's trade", "not_hard"))
    # --- risk engine + breach ---
    f.add("trader", "propose buy 15mm %s at %s, adding" % (bond, p32(big, min(n32 + 2, 31))), key="prop6", kind="hard",
          label=H("trade_proposal", [bond, "buy", "15mm"], "untagged"))
    f.add("risk", "order %s resized 15mm -> 8mm: issuer concentration limit %s 12mm" % (oid3, tk), kind="hard",
          label=H("risk_limit", [oid3, "15mm -> 8mm", "issuer concentration"], "untagged"),
          idiom=("risk engine resizing an order", "risk_limit"))
    f.add("oms", "", kind="hard", embeds=[{
        "title": "Order CANCELLED", "author": "OMS",
        "fields": [{"name": "Instrument", "value": bond}, {"name": "Side", "value": "BUY"},
                   {"name": "Reason", "value": "cancelled by user (marco.v)"}],
        "footer": "ord %s" % oid3}],
        label=H("trade_confirmation", ["CANCELLED", oid3], "embed"))
    f.add("risk", "BREACH single-name CDS gross notional 212mm vs 200mm limit; risk-increasing orders BLOCKED until cured", kind="hard",
          label=H("risk_limit", ["BREACH", "212mm", "200mm"], "tagged"))
    f.add("pm", "cutting HY gross limit to 150mm into CPI tomorrow, no new risk above that", kind="hard",
          label=H("risk_limit", ["HY gross limit", "150mm"], "untagged"),
          idiom=("PM sets limit in prose", "risk_limit"))
    f.add("quant", json.dumps({"type": "order", "ord": hid2, "inst": idx, "side": "sell_prot", "qty": "5mm", "status": "rejected",
                               "reason": "venue: price away"}), kind="hard",
          label=H("trade_confirmation", [hid2, "rejected", "sell_prot"], "structured"),
          idiom=("JSON order status line rejected by venue", "trade_confirmation"))
    # --- watchlist news + routing ---
    f.add("news", "MOODY'S places %s on review for upgrade (Ba2)" % wco, key="wnews", kind="hard",
          label=H("watchlist_news", [wco, "review for upgrade"], "untagged"),
          idiom=("rating action on watchlist name", "watchlist_news"))
    f.add("pm", "routing the %s upgrade review to hollis for a rel-val on the 29s vs 31s" % wtk, ref="wnews", kind="hard",
          label=H("route_decision", ["routing", wtk, "hollis"], "reply"))
    f.add("news", "%s announces $1.2bn term loan refinancing, extends maturities to 2031" % w2co, key="w2", kind="hard",
          label=H("watchlist_news", [w2co, "refinancing"], "untagged"))
    f.add("pm", "%s refi — fine, nothing to do, leave it" % w2tk, ref="w2", kind="hard",
          label=H("no_route_decision", [w2tk, "nothing to do"], "reply"))
    f.add("news", "Fitch: %s upgraded to %s from %s" % (oth[1][0], oth[1][2], oth[1][1]), kind="near")
    # --- afternoon thesis + downgrade on held ---
    f.add("news", "S&P downgrades %s to BB- from BB; outlook negative on leverage" % co, kind="hard",
          label=H("held_position_news", [co, "downgrades", "BB-"], "untagged"),
          idiom=("downgrade on held name = held_position_news", "held_position_news"))
    f.add("quant", "EOD risk report\n- book CS01 $%dk, util 48%%\n- top contributors: %s, %s, %s\n- carry +$%dk/day\n"
          "- model note: conviction on %s long cut to low after the S&P action, keep size, no add\n"
          "- basis monitor: HY.%d cash-CDS basis -%dbp\n- vol: convert implied vs realized gap narrowed 3pts" % (
              rng.randint(30, 45), bond, sbond, cbond, rng.randint(8, 20), tk, hy, rng.randint(20, 60)),
          kind="hard", label=H("thesis_update", ["conviction on %s long" % tk, "cut to low"], "buried"),
          idiom=("conviction change buried in EOD risk report", "thesis_update"))
    f.add("trader", "[PROPOSE] sell 3mm %s at %s to lighten up" % (bond, p32(big, min(n32 + 3, 31))), key="delprop", kind="hard",
          label=H("trade_proposal", [bond, "sell", "3mm"], "tagged", "deleted"),
          ops=[("delete", 5)], removed="[PROPOSE] sell 3mm %s at %s to lighten up" % (bond, p32(big, min(n32 + 3, 31))))
    f.add("trader", "fill: b 2mm %s @ %s late, wrong acct" % (tk, p32(big, max(n32 - 3, 0))), key="forg", kind="hard",
          label=H("trade_fill", [tk, "2mm"], "shorthand", "forgotten"),
          ops=[("forget", "pm", 25)], removed="fill: b 2mm %s @ %s late, wrong acct" % (tk, p32(big, max(n32 - 3, 0))))
    f.add("pm", "still like %s here, view unchanged, thesis intact after the downgrade" % sbond if False else
          "confirming the %s view after the downgrade: still constructive, target %s, thesis intact" % (bond, p32(big + 2, 0)),
          kind="hard", label=H("thesis_update", [bond, "thesis intact", p32(big + 2, 0)], "untagged"))
    f.add("analyst", ("Long-form: %s capital structure review.\n"
          "The secured notes trade at a 7.2%% YTW and the unsecureds at 8.4%%; the gap is wider than the recovery differential justifies. "
          "If you were to buy the unsecureds and sell protection 5y, the package carries about 60bp over funding, but the jump risk on a "
          "downgrade below BB- is real. Historically, buyers who entered at these levels after a negative outlook made money 7 times out of 10 "
          "over 12 months, but the drawdown in the bad cases was 9-12 points. Stops around 2 points below entry would have been hit in most of "
          "the losers within a month. None of this is a recommendation; it frames the sizing discussion for next week's credit committee. "
          "Comparables: the 2019 cruise refinancing cycle, the 2022 airline unsecured repricing, and the 2023 autos spread widening when "
          "captive finance arms widened 80bp in two weeks before retracing half.") % co, kind="near",
          idiom=("long analysis with trading words but no decision", "not_hard"))
    f.add("pm", "paper trade for the junior book: b 10mm %s @ %s, don't send" % (sbond, "+%d" % (spr + 10)), kind="near",
          idiom=("paper trade in shorthand", "not_hard"))
    return f


def noise_items(rng, n, pb, idx):
    items = []
    for i in range(n):
        r = rng.random()
        if r < 0.18:
            items.append(("hb", "hb ok svc=oms-bridge lat=%dms q=0" % rng.randint(3, 40)))
        elif r < 0.28:
            items.append(("cron", "cron[credit-sweep] done in %.1fs: %d items scanned, 0 routed, 0 errors" % (rng.random() * 9, rng.randint(20, 400))))
        elif r < 0.36:
            items.append(("ci", "deploy risk-engine@%s to prod-credit: ✅ passed (%d tests, %.0fs) pipeline #%d" % (
                "%06x" % rng.randint(0, 0xFFFFFF), rng.randint(300, 900), rng.random() * 400, rng.randint(10000, 99999))))
        elif r < 0.50:
            items.append(("alerts", "ALERT %s %s %.2f (%+.2f%% 1h)" % (rng.choice([pb[0], idx, "HYG", "JNK", "LQD", "VIX"]),
                                                                  rng.choice(["crossed", "above", "below"]), 50 + rng.random() * 60, rng.random() * 2 - 1)))
        elif r < 0.60:
            items.append(("pnl", "PnL snapshot %s: day %+dk | MTD %+dk | credit %+dk | converts %+dk | hedges %+dk\nby book: IG %+dk, HY %+dk, CDS %+dk, CV %+dk" % (
                "intraday", rng.randint(-90, 120), rng.randint(-400, 900), rng.randint(-60, 80), rng.randint(-40, 60), rng.randint(-30, 30),
                rng.randint(-20, 20), rng.randint(-50, 60), rng.randint(-30, 30), rng.randint(-30, 40))))
        elif r < 0.68:
            items.append(("gw", "gateway reconnect: session resumed after %ds (seq %d), %d events replayed" % (rng.randint(1, 30), rng.randint(10000, 90000), rng.randint(0, 40))))
        elif r < 0.74:
            items.append(("trace", TRACEBACK.format(cusip="%09d" % rng.randint(0, 10 ** 9), qty=rng.randint(1, 9) * 1000000,
                                                   tm="%02d:%02d:%02d" % (rng.randint(7, 20), rng.randint(0, 59), rng.randint(0, 59)),
                                                   pid=rng.randint(2000, 60000), att=rng.randint(1, 4), bo=rng.choice([250, 500, 1000]))))
        else:
            items.append((rng.choice(["trader", "analyst"]), rng.choice(ACKS)))
    return items


def chat_item(rng):
    k = rng.choice([1, 2, 5, 7, 8, 9, 10, 11, 12, 13])
    sents = [s.format(b=rng.randint(5, 40), n=rng.randint(2, 9), d=rng.choice(["+2", "-3", "+1", "-1"]), f=rng.randint(1, 4),
                      r=rng.randint(3, 12), s=rng.randint(10, 40), w=rng.randint(2, 6)) for s in rng.sample(COLOUR, k)]
    return (rng.choice(["analyst", "trader", "pm", "hollis"]), " ".join(sents))


def near_extra(rng, pb, sb, cv):
    tk, co, bond, big = pb
    out = []
    for _ in range(rng.randint(6, 9)):
        r = rng.randint(0, 3)
        dl = rng.choice(DEALERS)
        if r == 0:
            rows = ["%s RUN (indic, not firm, subject)" % dl,
                    "%s  %s / %s  2x2" % (bond, p32(big, rng.randint(0, 15)), p32(big, rng.randint(16, 31))),
                    "%s  +%d / +%d  5x5" % (sb[2], sb[3] + 8, sb[3])]
            for (t2, c2, b2, bg2) in PRICE_BONDS:
                rows.append("%s  %s / %s  1x1" % (b2, p32(bg2, rng.randint(0, 15)), p32(bg2, rng.randint(16, 31))))
            for (t2, c2, b2, sp2) in SPREAD_BONDS:
                rows.append("%s  +%d / +%d  5x5" % (b2, sp2 + rng.randint(3, 9), sp2 - rng.randint(0, 3)))
            rows.append("CDX.NA.HY 5y %.2f / %.2f   CDX.NA.IG 5y %d / %d" % (105 + rng.random(), 105.25 + rng.random(), 50 + rng.randint(0, 5), 49 + rng.randint(0, 5)))
            rows.append("iTraxx XO 5y %d / %d   iTraxx Main %d / %d" % (300 + rng.randint(0, 20), 296 + rng.randint(0, 20), 58 + rng.randint(0, 4), 57 + rng.randint(0, 4)))
            rows.append("-- levels indicative, pls call desk for size --")
            out.append(("relay", "\n".join(rows)))
        elif r == 1:
            out.append(("trace", "TRACE %s  %s  %s  %dMM  %s" % (tk, bond, p32(big, rng.randint(0, 31)), rng.randint(1, 5), rng.choice(["D-C", "C-D", "D-D"]))))
        elif r == 2:
            out.append(("relay", "%s: axed to sell %dmm %s, offer %s, can do size" % (dl, rng.choice([5, 10, 15]), cv[2], "%.2f" % (95 + rng.random() * 5))))
        else:
            out.append(("trace", "TRACE %s  %s  +%d  %dMM  %s" % (sb[0], sb[2], sb[3] + rng.randint(-10, 10), rng.randint(1, 5), rng.choice(["D-C", "C-D"]))))
    return out


def _flow_events(seed, cidx, didx, day_start_ms, chan_id, thread_id_base):
    rng = random.Random(seed * 1000003 + cidx * 7919 + didx * 104729)
    f = build_flow(rng, cidx, didx)
    rng2 = random.Random(seed * 31 + cidx * 17 + didx * 13 + 5)
    pb = rng2.choice(PRICE_BONDS)
    items = []  # (kind, spec)
    scripted = list(f.specs)
    # extract key names used in flow for noise realism
    noise = [dict(who=w, content=c, kind="noise", embeds=None, ref=None, key=None, label=None, idiom=None, thread=False, ops=[])
             for (w, c) in noise_items(rng, rng.randint(72, 92), pb, "CDX.NA.HY")]
    nears = [dict(who=w, content=c, kind="near", embeds=None, ref=None, key=None, label=None, idiom=None, thread=False, ops=[])
             for (w, c) in near_extra(rng, rng.choice(PRICE_BONDS), rng.choice(SPREAD_BONDS), rng.choice(CONVERTS))]
    chats = [dict(who=w, content=c, kind="chat", embeds=None, ref=None, key=None, label=None, idiom=None, thread=False, ops=[])
             for (w, c) in (chat_item(rng) for _ in range(rng.randint(90, 110)))]
    # thread chatter
    for _ in range(4):
        w, c = chat_item(rng)
        chats.append(dict(who=w, content=c, kind="chat", embeds=None, ref=None, key=None, label=None, idiom=None, thread=True, ops=[]))
    # bulk-delete victims: three reconnect lines
    bulk = [dict(who="gw", content="gateway reconnect storm: shard 0 resume failed (code 4009), retry %d" % i, kind="bulk",
                 embeds=None, ref=None, key=None, label=None, idiom=None, thread=False, ops=[]) for i in range(3)]
    extras = noise + nears + chats
    rng.shuffle(extras)
    # interleave: insert extras at random positions among scripted, preserving scripted order
    # Keep thread-tagged chats after thread root.
    seq = list(scripted)
    root_pos = next(i for i, s in enumerate(seq) if s["key"] == "thread_root")
    for e in extras:
        lo = root_pos + 1 if e["thread"] else 0
        pos = rng.randint(lo, len(seq))
        seq.insert(pos, e)
        if pos <= root_pos:
            root_pos += 1
    bpos = rng.randint(len(seq) // 3, 2 * len(seq) // 3)
    for b in bulk:
        seq.insert(bpos, b)
    times = sample_times(rng, len(seq), day_start_ms)
    worker = (cidx % 8) + 1
    out = []
    ids = {}
    labels = dict(hard_events=[], superseded_facts=[], removed_texts=[], noise_message_ids=[], near_miss_ids=[], idioms=[])
    thread_id = None
    ops = []
    bulk_ids = []
    for i, (s, t) in enumerate(zip(seq, times)):
        mid = snow(t, worker, i)
        s["_id"] = mid
        s["_t"] = t
        if s["key"]:
            ids[s["key"]] = mid
        aid, aname, abot = AUTHORS[s["who"]]
        ch = chan_id
        parent = None
        if s["thread"]:
            if thread_id is None:
                thread_id = ids["thread_root"]  # Discord: thread id == starter message id
            ch = thread_id
            parent = chan_id
        msg = {"id": mid, "author_id": aid, "author_name": aname, "author_bot": abot, "created_at": iso(t),
               "content": s["content"], "attachments": [], "embeds": s["embeds"] or [],
               "reference_id": ids.get(s["ref"]) if s["ref"] else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
        if parent:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        out.append((t, ev))
        s["_ch"] = ch
        if s["kind"] == "noise":
            labels["noise_message_ids"].append(mid)
        elif s["kind"] == "near":
            labels["near_miss_ids"].append(mid)
        elif s["kind"] == "bulk":
            bulk_ids.append(mid)
            labels["removed_texts"].append(s["content"])
        if s["label"]:
            lab = dict(channel_id=ch, message_id=mid)
            lab.update(s["label"])
            labels["hard_events"].append(lab)
        if s["idiom"]:
            labels["idioms"].append(dict(message_id=mid, idiom=s["idiom"][0], expected=s["idiom"][1]))
        if s.get("removed"):
            labels["removed_texts"].append(s["removed"])
        end_ms = day_start_ms + 86400000 - 1000
        for op in s["ops"]:
            if op[0] == "pin":
                at = min(t + op[2] * 60000, end_ms)
                out.append((at, {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid,
                                 "by": AUTHORS[op[1]][0], "at": iso(at)}))
            elif op[0] == "react":
                at = min(t + op[3] * 60000, end_ms)
                out.append((at, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid,
                                 "emoji": op[1], "user_id": AUTHORS[op[2]][0], "at": iso(at)}))
            elif op[0] == "edit":
                at = min(t + op[1] * 60000, end_ms - 10000 + len(labels["superseded_facts"]))
                out.append((at, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid,
                                 "edited_at": iso(at), "content": op[2]}))
                labels["superseded_facts"].append([ch, mid, op[3]])
                msg_final = op[2]
                s["_final"] = msg_final
            elif op[0] == "delete":
                at = min(t + op[1] * 60000, end_ms)
                out.append((at, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid, "deleted_at": iso(at)}))
            elif op[0] == "forget":
                at = min(t + op[2] * 60000, end_ms)
                out.append((at, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": mid,
                                 "requested_by": AUTHORS[op[1]][0], "at": iso(at)}))
    # approvals get a 👍 reaction; bulk delete
    if bulk_ids:
        bt = max(int(sid) >> 22 for sid in bulk_ids) + EPOCH_MS + 120000
        out.append((bt, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan_id, "message_ids": bulk_ids, "deleted_at": iso(bt)}))
    for s in seq:
        if s["label"] and s["label"]["event_type"] == "trade_proposal" and s["label"]["final_state"] == "live":
            at = s["_t"] + 90000
            out.append((at, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": s["_ch"], "message_id": s["_id"],
                             "emoji": "👀", "user_id": AUTHORS["pm"][0], "at": iso(at)}))
    return out, labels


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    allev = []
    labels = dict(desk=DESK, hard_events=[], superseded_facts=[], removed_texts=[], noise_message_ids=[], near_miss_ids=[], idioms=[])
    for c in range(channels):
        chan_id = str(1318862077409331200 + c * 7340033 * 4096 + 581)  # fixed, distinct, 19 digits
        for d in range(days):
            day_start = end_ms - (days - d) * 86400000
            evs, lab = _flow_events(seed, c, d, day_start, chan_id, None)
            allev.extend(evs)
            for k in lab:
                labels[k].extend(lab[k])
    allev.sort(key=lambda x: x[0])
    # idioms: keep 10-20 rows, first channel-day's only
    seen = set()
    idi = []
    for r in labels["idioms"]:
        if r["idiom"] not in seen:
            seen.add(r["idiom"])
            idi.append(r)
    labels["idioms"] = idi[:20]
    return {"events": [e for _, e in allev], "labels": labels}


def _final_texts(events):
    texts = {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            parts = [m.get("content", "")]
            for em in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer", "url"):
                    if em.get(k):
                        parts.append(str(em[k]))
                for fl in em.get("fields") or []:
                    parts.append(fl["name"])
                    parts.append(fl["value"])
            texts[m["id"]] = ["\n".join(parts), m.get("embeds") or [], e["channel_id"], m["created_at"]]
        elif e["op"] == "edit":
            em_parts = texts[e["message_id"]][0].split("\n", 0)
            old = texts[e["message_id"]]
            parts = [e["content"]]
            for em in old[1]:
                for k in ("title", "description", "author", "footer", "url"):
                    if em.get(k):
                        parts.append(str(em[k]))
                for fl in em.get("fields") or []:
                    parts.append(fl["name"]); parts.append(fl["value"])
            old[0] = "\n".join(parts)
    return texts


def selfcheck(out, lines):
    ev = out["events"]; lab = out["labels"]
    texts = _final_texts(ev)
    errs = []
    for h in lab["hard_events"]:
        t = texts.get(h["message_id"])
        if not t:
            errs.append("missing id %s" % h["message_id"]); continue
        if t[2] != h["channel_id"]:
            errs.append("channel mismatch %s" % h["message_id"])
        if not 2 <= len(h["facts"]) <= 5:
            errs.append("facts count %s" % h)
        for fa in h["facts"]:
            if fa not in t[0]:
                errs.append("fact %r not in %s: %r" % (fa, h["message_id"], t[0][:200]))
    for r in lab["idioms"]:
        if r["message_id"] not in texts:
            errs.append("idiom id missing")
    for ch, mid, old in lab["superseded_facts"]:
        if old in texts[mid][0]:
            errs.append("superseded %r still in final %s" % (old, mid))
    # ordering and snowflake consistency
    last = {}
    prev_t = ""
    for e in ev:
        tstamp = e["message"]["created_at"] if e["op"] == "create" else e.get("at") or e.get("edited_at") or e.get("deleted_at")
        if tstamp < prev_t:
            errs.append("time order")
        prev_t = tstamp
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + EPOCH_MS
            if iso(ms) != m["created_at"]:
                errs.append("snowflake/time mismatch %s" % m["id"])
            ch = e["channel_id"]
            if ch in last and int(m["id"]) <= last[ch]:
                errs.append("id order")
            last[ch] = int(m["id"])
    # per channel-day stats
    stats = {}
    for e in ev:
        if e["op"] != "create":
            continue
        key = (e.get("parent_channel_id") or e["channel_id"], e["message"]["created_at"][:10])
        st = stats.setdefault(key, [0, 0])
        st[0] += 1
        st[1] += len(json.dumps(e["message"]["content"], ensure_ascii=False).encode()) + sum(
            len(json.dumps(x, ensure_ascii=False).encode()) for x in e["message"]["embeds"])
    return errs, stats


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.credit_converts")
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
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        lines = [json.loads(l) for l in fh]
    assert len(lines) == len(out["events"])
    errs, stats = selfcheck({"events": lines, "labels": out["labels"]}, lines)
    lab = out["labels"]
    ncre = sum(1 for e in lines if e["op"] == "create")
    print("events=%d creates=%d hard=%d noise=%d near_miss=%d superseded=%d removed=%d idioms=%d" % (
        len(lines), ncre, len(lab["hard_events"]), len(lab["noise_message_ids"]), len(lab["near_miss_ids"]),
        len(lab["superseded_facts"]), len(lab["removed_texts"]), len(lab["idioms"])))
    from collections import Counter
    print("by type:", dict(Counter(h["event_type"] for h in lab["hard_events"])))
    for (ch, day), (n, b) in sorted(stats.items()):
        nh = sum(1 for h in lab["hard_events"] if day in iso((int(h["message_id"]) >> 22) + EPOCH_MS))
        print("channel %s day %s: msgs=%d bytes=%d (%.1f KB) noise%%=%.0f" % (
            ch, day, n, b, b / 1024.0, 100.0 * len(lab["noise_message_ids"]) / max(ncre, 1)))
        if not (180 <= n <= 320):
            errs.append("msg count out of range %d" % n)
        if not (70 * 1024 <= b <= 120 * 1024):
            errs.append("bytes out of range %d" % b)
    if errs:
        print("SELF-CHECK FAILED:")
        for e in errs[:40]:
            print("  ", e)
        return 1
    print("self-check OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
