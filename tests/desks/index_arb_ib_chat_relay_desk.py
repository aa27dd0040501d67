#!/usr/bin/env python3
"""Index-arbitrage / ETF-basket desk with a Bloomberg IB chat relay.

S&P and Euro Stoxx futures vs cash baskets and ETFs (ES, FESX, SPY, EXS1, EXW1,
SX5E baskets, creation/redemption units). Registers: an IB chat relay bot that
reposts multi-party broker transcripts, a basket execution bot (CSV-ish lines and
completion summaries), terse human traders, a key: value risk service and a
futures-roll cron.

Standard library only. Pure function of the arguments (seeded, no hash(), no
iteration over sets of strings).
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "index_arb_ib_chat_relay_desk"
GUILD_ID = "1321958402746613761"
CHANNEL_IDS = ["1322004715390861353", "1322004862179543082"]
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=timezone.utc)
DISCORD_EPOCH = 1420070400000

AUTHORS = {
    "marta": ("1190442871650127934", "Marta Lindqvist", False),
    "dev": ("1190451093881270322", "dev.raman", False),
    "tomasz": ("1190457716292853811", "tkrol", False),
    "jules": ("1190463382015737906", "Jules O.", False),
    "priya": ("1190470156493918250", "priya-risk", False),
    "relay": ("1251187305613844550", "ib-relay", True),
    "basket": ("1251190641871263784", "basketbot", True),
    "riskd": ("1251193327418613781", "riskd", True),
    "roll": ("1251196830977871922", "rollcron", True),
    "ci": ("1251199114452156447", "deploy-bot", True),
    "px": ("1251202765327687721", "pxalert", True),
    "pnl": ("1251205591338127432", "pnl-snap", True),
    "oms": ("1251208116860371015", "OMS", True),
    "news": ("1251211840096307210", "newswire", True),
}

OUR_FIRM = "Harrow Point"
OUR = {"dev": "Dev Raman", "tomasz": "Tomasz Krol", "marta": "Marta Lindqvist", "jules": "Jules Okafor"}
BROKERS_US = [("Luca Bianchi", "TP ICAP"), ("Hannah Feld", "Goldman Sachs"), ("Rick Osei", "Jefferies"),
              ("Ken Tanaka", "Citi"), ("Amy Lowell", "BGC")]
BROKERS_EU = [("Sophie Marchand", "BNP Paribas"), ("Jonas Weber", "Tradition"), ("Clara Ruiz", "Santander"),
              ("Piet de Vries", "ABN AMRO Clearing"), ("Marco Ferri", "Mediobanca")]
OTHER_FIRMS = [("Olga Petrenko", "Flow Traders"), ("Sam Whitaker", "Optiver"), ("Nils Berg", "IMC"),
               ("Yusuf Demir", "Jane Street"), ("Anya Koval", "Susquehanna")]
ROOMS_US = ["TP ICAP ES EFP/BTIC", "GS Delta One US", "BGC Index Basis", "JEFF-HPC Program Trading"]
ROOMS_EU = ["Tradition SX5E EFP", "BNP Delta One EU", "EU Basis Pit (multi)", "SAN-HPC Index"]

# hourly activity weights (UTC): EU open 08:00, US open 14:30, EU close 16:30, US close 21:00
HOUR_W = [1, 1, 1, 1, 1, 2, 3, 6, 9, 7, 5, 5, 5, 7, 10, 10, 9, 6, 5, 5, 8, 5, 2, 1]


def snowflake(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def q25(x):
    return round(x * 4) / 4.0


def fes(x):
    return "%.2f" % x


def fmt_int(n):
    return "{:,}".format(n)


class Day:
    def __init__(self, rng, day_start, ch_idx, region):
        self.rng = rng
        self.day_start = day_start
        self.ch_idx = ch_idx
        self.region = region  # "US" or "EU" primary focus
        self.msgs = []
        self.ops = []  # dicts with t, kind, ...
        self.mmdd = day_start.strftime("%m%d")
        self.bsk_n = 0
        r = rng
        self.es = q25(6030 + r.uniform(-60, 60))
        self.esh = q25(self.es + 50.5 + r.uniform(-1.5, 1.5))
        self.fesx = float(round(5705 + r.uniform(-50, 50)))
        self.feh = float(round(self.fesx + 21 + r.uniform(-2, 2)))
        self.spy = round(self.es / 10.03 + r.uniform(-0.3, 0.3), 2)
        self.exw1 = round(self.fesx / 100.4 + r.uniform(-0.1, 0.1), 2)
        self.exs1 = round(201.5 + r.uniform(-3, 3), 2)

    # ------------------------------------------------------------------ helpers
    def t_sample(self, lo_h=0, hi_h=24):
        hours = list(range(lo_h, hi_h))
        w = [HOUR_W[h] for h in hours]
        h = self.rng.choices(hours, weights=w)[0]
        return h * 3600 + self.rng.uniform(0, 3599)

    def add(self, t, who, content="", embeds=None, ref=None, thread=None, kind=None, etype=None,
            facts=None, phrasing=None, idiom=None, idiom_expect=None):
        t = min(max(t, 5.0), 86390.0)
        m = {"t": t, "who": who, "content": content, "embeds": embeds or [], "ref": ref,
             "thread": thread, "kind": kind, "etype": etype, "facts": facts or [], "phrasing": phrasing,
             "idiom": idiom, "idiom_expect": idiom_expect, "final": "live", "superseded": [],
             "removed_snip": None, "pinned": False}
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        return self.add(t, who, content, kind="hard", etype=etype, facts=facts, phrasing=phrasing, **kw)

    def clock(self, t):
        t = int(max(0, min(t, 86399)))
        return "%02d:%02d:%02d" % (t // 3600, (t // 60) % 60, t % 60)

    def transcript(self, t0, room, lines, **kw):
        """lines: (dt, name, firm, text). Posted by relay a few seconds after last line."""
        parts = []
        for _dt, name, firm, _tx in lines:
            if (name, firm) not in parts:
                parts.append((name, firm))
        head = "IB relay | %s | %d participants" % (room, len(parts))
        body = "\n".join("[%s] %s (%s): %s" % (self.clock(t0 + dt), name, firm, tx) for dt, name, firm, tx in lines)
        t = t0 + lines[-1][0] + self.rng.uniform(3, 25)
        return self.add(t, "relay", head + "\n" + body, **kw)

    def new_basket(self):
        self.bsk_n += 1
        return "BSK-%s-%02d" % (self.mmdd, self.bsk_n + 10 * self.ch_idx)

    def oid(self):
        return "%06x" % self.rng.getrandbits(24)

    def ack(self, t, ref=None):
        who = self.rng.choice(["marta", "dev", "tomasz", "jules"])
        txt = self.rng.choice(["ok", "thx", "ty", "👍", "k", "nice", "ta", "cheers", "🙏", "ok thx", "gg", "noted"])
        return self.add(t, who, txt, ref=ref, kind="noise")

    # ------------------------------------------------------------------ flows
    def flow_es_basket(self, t0, style):
        r = self.rng
        lots = r.choice([100, 150, 200, 250, 300, 400])
        rich = r.random() < 0.6
        fut_side, bsk_side = ("sell", "BUY") if rich else ("buy", "SELL")
        basis = round(r.uniform(0.8, 1.6) * (1 if rich else -1), 2)
        bstr = "%+.2f" % basis
        px = q25(self.es + r.uniform(-4, 4))
        notional = lots * 50 * px / 1e6
        bsk = self.new_basket()
        legs = 503
        broker, bfirm = r.choice(BROKERS_US)
        other, ofirm = r.choice(OTHER_FIRMS)
        room = r.choice(ROOMS_US)
        trader = "dev"
        tname = OUR["dev"]
        # 1. broker quote context in transcript (not traded yet)
        bid = round(basis - 0.10, 2) if rich else round(basis - 0.05, 2)
        off = round(bid + 0.15, 2)
        self.transcript(t0, room, [
            (0, broker, bfirm, "ESZ6 EFP %+.2f / %+.2f, %d x %d, ref %s" % (bid, off, lots + 100, lots + 200, fes(px))),
            (14, other, ofirm, "what's the BTIC on Mar?"),
            (31, broker, bfirm, "ESH7 BTIC %+.2f / %+.2f indic, nothing firm" % (bid + 0.35, off + 0.40)),
            (55, tname, OUR_FIRM, "working it, 2 mins"),
        ], kind="near", idiom="broker two-way EFP quote in relay transcript, not traded", idiom_expect="not_hard")
        t = t0 + 90 + r.uniform(0, 60)
        # 2. proposal
        if style == "shorthand":
            verb = "hit" if fut_side == "sell" else "lift"
            txt = "%s %d ESZ6 @ %s vs %s %s, basis %s" % (verb, lots, fes(px), bsk_side.lower(), bsk, bstr)
            prop = self.hard(t, trader, txt, "trade_proposal", [verb, str(lots), "ESZ6", fes(px)], "shorthand",
                             idiom="hit/lift N ESZ6 @ px shorthand proposal", idiom_expect="trade_proposal")
        elif style == "tagged":
            txt = "[PROP] ESZ6 %s %d @ %s | %s SPX basket %s (~USD %.1fm, %d names) | basis %s or better | bail if basis %s" % (
                fut_side.upper(), lots, fes(px), bsk_side, bsk, notional, legs, bstr,
                "%+.2f" % (basis + (0.45 if rich else -0.45)))
            prop = self.hard(t, trader, txt, "trade_proposal", ["ESZ6", fut_side.upper(), str(lots), fes(px), bsk],
                             "tagged", idiom="[PROP] pipe-delimited futures vs basket proposal",
                             idiom_expect="trade_proposal")
        else:
            txt = ("Marta - basis is sitting at %s vs fair %+.2f after the open, funding hasn't moved. "
                   "I'd like to %s %d ESZ6 at %s against %s the SPX basket (%s, ~USD %.1fm). "
                   "Would work the basket IS over ~40 mins, futures in one go via EFP if %s shows it." % (
                       bstr, basis - (0.35 if rich else -0.35), fut_side, lots, fes(px),
                       "buying" if rich else "selling", bsk, notional, broker.split()[0]))
            prop = self.hard(t, trader, txt, "trade_proposal", [fut_side, str(lots), "ESZ6", fes(px)], "untagged",
                             idiom="prose 'I'd like to buy/sell N ESZ6' proposal to desk head", idiom_expect="trade_proposal")
        t += r.uniform(20, 120)
        # 3. approval (maybe reject first)
        if r.random() < 0.2:
            self.hard(t, "marta", "no, not at %s. wait for the close auction imbalance" % bstr, "trade_approval",
                      ["no", bstr], "reply", ref=prop, idiom="short reply rejecting a proposal",
                      idiom_expect="trade_approval")
            return t + 600
        atext, afacts = r.choice([("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]),
                                  ("go %d max" % lots, ["go", str(lots)]), ("approved, IS not VWAP", ["approved", "IS"]),
                                  ("yep do it", ["yep", "do it"])])
        ap = self.hard(t, "marta", atext, "trade_approval", afacts, "reply", ref=prop,
                       idiom="one-line approval reply (ok go / 👍 send it)", idiom_expect="trade_approval")
        if r.random() < 0.5:
            self.ops.append({"t": t + 4, "kind": "reaction_add", "msg": prop, "emoji": "📌", "who": "marta"})
            self.ops.append({"t": t + 5, "kind": "pin", "msg": prop, "who": "marta"})
        t += r.uniform(15, 60)
        pre = ("pre-trade %s (%s, %d names, USD %.1fm)\n"
               "metric,value\nest_cost_bps,%.1f\nspread_cost_bps,%.1f\nimpact_bps,%.1f\nmax_adv_pct,%.1f\n"
               "names_over_5pct_adv,%d\ntracking_err_vs_SPX_bps,%.1f\nsuggested_algo,IS-9\nsuggested_horizon_min,%d\n"
               "hard_to_borrow,%d\nlot_rounding_residual_usd,%d") % (
            bsk, bsk_side, legs, notional, r.uniform(1.0, 2.6), r.uniform(0.4, 0.9), r.uniform(0.5, 1.6), r.uniform(0.5, 3.5),
            r.randint(0, 4), r.uniform(1.5, 6.0), r.randint(25, 60), r.randint(0, 3), r.randint(20000, 90000))
        self.add(t, "basket", pre)
        t += r.uniform(5, 30)
        # 4. confirmation
        oid = self.oid()
        if r.random() < 0.5:
            txt = "ACK %s NEW side=%s legs=%d notional=USD %.1fm algo=IS-9 start=%sZ ord=%s" % (
                bsk, bsk_side, legs, notional, self.clock(t)[:5], oid)
            self.hard(t, "basket", txt, "trade_confirmation", [bsk, "NEW", bsk_side, oid], "structured",
                      idiom="ACK key=value basket order accepted line", idiom_expect="trade_confirmation")
        else:
            emb = [{"title": "Order accepted", "description": "%s routed to IS-9" % bsk, "author": "OMS",
                    "fields": [{"name": "Side", "value": bsk_side, "inline": True},
                               {"name": "Legs", "value": str(legs), "inline": True},
                               {"name": "Notional", "value": "USD %.1fm" % notional, "inline": True}],
                    "footer": "ord %s · XNYS/ARCX/XNAS" % oid}]
            self.hard(t, "oms", "", "trade_confirmation", [bsk, bsk_side, "USD %.1fm" % notional, oid], "embed",
                      embeds=emb, idiom="embed-only OMS 'Order accepted' with fields", idiom_expect="trade_confirmation")
        # 5. futures leg
        t += r.uniform(30, 120)
        if r.random() < 0.55:
            tf = t
            verb_b = "buys" if fut_side == "buy" else "sells"
            mine = "mine" if fut_side == "buy" else "yours"
            lines = [
                (0, broker, bfirm, "ESZ6 EFP %+.2f / %+.2f, %d up" % (bid, off, lots + 200)),
                (9, other, ofirm, "%s 100 at %+.2f" % ("mine" if r.random() < 0.5 else "yours", bid if r.random() < 0.5 else off)),
                (15, broker, bfirm, "done %s, 100 trades (not HPC)" % ofirm),
                (26, tname, OUR_FIRM, "%s %d at %s" % (mine, lots, bstr)),
                (33, broker, bfirm, "done. HPC %s %d ESZ6 EFP at %s, ref %s. tix in 5" % (verb_b, lots, bstr, fes(px))),
                (47, other, ofirm, "any more behind?"),
                (58, broker, bfirm, "%d left on the %s" % (r.choice([100, 200, 300]), "bid" if fut_side == "sell" else "offer")),
            ]
            fill = self.transcript(tf, room, lines, kind="hard", etype="trade_fill",
                                   facts=["HPC %s" % verb_b, str(lots), "ESZ6 EFP", bstr], phrasing="buried",
                                   idiom="desk's own EFP done inside multi-party transcript", idiom_expect="trade_fill")
            t = fill["t"]
        else:
            txt = r.choice(["we're done %d lots ESZ6, avg %s", "done %d ESZ6 @ %s, all in", "%d ESZ6 filled %s"]) % (lots, fes(px))
            fill = self.hard(t, trader, txt, "trade_fill", [str(lots), "ESZ6", fes(px)], "shorthand",
                             idiom="\"we're done N lots\" human fill", idiom_expect="trade_fill")
            if r.random() < 0.5:
                # corrected price by editing
                newpx = px + 0.25
                newtxt = txt.replace(fes(px), fes(newpx))
                self.ops.append({"t": t + r.uniform(30, 200), "kind": "edit", "msg": fill, "content": newtxt})
                fill["content_final"] = newtxt
                fill["facts"] = [str(lots), "ESZ6", fes(newpx)]
                fill["superseded"] = [fes(px)]
                fill["final"] = "edited"
                fill["idiom"] = "human fill with price corrected by edit"
        self.ops.append({"t": t + r.uniform(5, 60), "kind": "reaction_add", "msg": fill, "emoji": "👍", "who": "marta"})
        # 6. basket progress
        t += r.uniform(200, 600)
        self.add(t, "basket", "%s hb | participation %d%% | rejects 0 | venue mix XNYS %d ARCX %d XNAS %d dark %d" % (
            bsk, r.randint(6, 12), r.randint(25, 35), r.randint(12, 20), r.randint(30, 40), r.randint(6, 14)),
            kind="noise")
        t += r.uniform(300, 700)
        done_legs = r.randint(240, 380)
        pct = 100.0 * done_legs / legs
        part_n = notional * pct / 100
        hdr = "basket,side,legs_filled,legs_total,pct,notional_filled,arrival_slip_bps,state"
        line = "%s,%s,%d,%d,%.1f%%,USD %.1fm,%+.1f,WORKING" % (bsk, bsk_side, done_legs, legs, pct, part_n, r.uniform(-0.5, 1.5))
        sect = "\n".join("  %s,%s,%d%%,%+.1f" % (sc, bsk_side, r.randint(35, 90), r.uniform(-1, 2)) for sc in
                         ["IT", "FIN", "HC", "CD", "COM", "IND", "STAPLES", "ENERGY", "UTIL", "RE", "MAT"])
        self.hard(t, "basket", hdr + "\n" + line + "\nby sector (sector,side,pct_done,slip_bps):\n" + sect, "trade_fill",
                  [bsk, bsk_side, str(done_legs), "USD %.1fm" % part_n],
                  "structured", idiom="CSV progress row = partial basket fill", idiom_expect="trade_fill")
        t += r.uniform(600, 1400)
        slip = r.uniform(-0.4, 2.2)
        if r.random() < 0.5:
            emb = [{"title": "Basket complete — %s" % bsk,
                    "description": "SPX basket %s %d/%d legs" % (bsk_side, legs, legs),
                    "fields": [{"name": "Side", "value": bsk_side, "inline": True},
                               {"name": "Notional", "value": "USD %.1fm" % notional, "inline": True},
                               {"name": "Slippage", "value": "%+.1f bps vs arrival" % slip, "inline": True},
                               {"name": "Duration", "value": "00:%02d:%02d" % (r.randint(30, 55), r.randint(0, 59))}],
                    "footer": "basketbot · algo IS-9 · ord %s" % oid}]
            self.hard(t, "basket", "", "trade_fill", [bsk, bsk_side, "USD %.1fm" % notional, "%+.1f bps" % slip],
                      "embed", embeds=emb, idiom="embed-only basket completion summary", idiom_expect="trade_fill")
        else:
            txt = "DONE %s,%s,%d/%d,100%%,USD %.1fm,arrival slip %+.1fbps,vwap slip %+.1fbps" % (
                bsk, bsk_side, legs, legs, notional, slip, slip - 0.3)
            txt += "\nvenue,shares_pct,slip_bps\n" + "\n".join("%s,%d%%,%+.1f" % (v, r.randint(5, 35), r.uniform(-1, 3))
                                                              for v in ["XNYS", "ARCX", "XNAS", "BATS", "EDGX", "IEXG", "dark"])
            self.hard(t, "basket", txt, "trade_fill", [bsk, bsk_side, "%d/%d" % (legs, legs), "USD %.1fm" % notional],
                      "structured", idiom="DONE CSV completion summary", idiom_expect="trade_fill")
        self.ack(t + r.uniform(10, 90))
        return t

    def flow_fesx_basket(self, t0, style):
        r = self.rng
        lots = r.choice([300, 450, 600, 800, 1000, 1200])
        cheap = r.random() < 0.6
        fut_side, bsk_side = ("buy", "SELL") if cheap else ("sell", "BUY")
        basis = round(r.uniform(-4.0, -1.0) if cheap else r.uniform(0.5, 2.5), 1)
        bstr = "%+.1f" % basis
        px = float(round(self.fesx + r.uniform(-6, 6)))
        notional = lots * 10 * px / 1e6
        bsk = self.new_basket()
        broker, bfirm = r.choice(BROKERS_EU)
        other, ofirm = r.choice(OTHER_FIRMS)
        room = r.choice(ROOMS_EU)
        tname = OUR["tomasz"]
        t = t0
        # context transcript (axes + other firm chatter) - near miss
        self.transcript(t, room, [
            (0, broker, bfirm, "AXE: we have a seller of SX5E basket vs FESX Z6, EUR 40-60m, indic %+.1f" % (basis - 0.5)),
            (21, other, ofirm, "interested at %+.1f, size?" % (basis - 1.0)),
            (40, broker, bfirm, "can't show that, client is firm-ish at %+.1f" % (basis - 0.6)),
            (66, tname, OUR_FIRM, "ty, will look"),
        ], kind="near", idiom="broker AXE line in relay transcript", idiom_expect="not_hard")
        t += r.uniform(100, 240)
        if style == "shorthand":
            side_s = "b" if fut_side == "buy" else "s"
            txt = "%s %d fesx z6 %d vs bskt, basis %s" % (side_s, lots, int(px), bstr)
            prop = self.hard(t, "tomasz", txt, "trade_proposal", [side_s, str(lots), "fesx z6", str(int(px))],
                             "shorthand", idiom="lowercase 'b 600 fesx z6 5712 vs bskt' shorthand",
                             idiom_expect="trade_proposal")
        elif style == "buried":
            txt = ("EU update: SX5E +0.4%% on the day, banks leading, ASML/SAP soft after the US tech tape. "
                   "Dividend futures Dec-26 unchanged, Mar-27 implied repo a touch firmer which explains part of the move in "
                   "the roll. FESX Z6/H7 calendar %d bid. "
                   "Plan: %s %d FESX Z6 at %d vs %s SX5E basket %s (EUR %.1fm), basis %s. "
                   "Rest of the book unchanged, EXW1 inventory flat, no CU activity expected before Thursday. "
                   "Watching the ECB speakers at 13:00 but nothing in the basis." % (
                       int(self.feh - self.fesx), fut_side, lots, int(px), bsk_side.lower(), bsk, notional, bstr))
            prop = self.hard(t, "tomasz", txt, "trade_proposal", [fut_side, str(lots), "FESX Z6", str(int(px)), bsk],
                             "buried", idiom="proposal buried in EU recap paragraph", idiom_expect="trade_proposal")
        else:
            txt = "[PROP] FESX Z6 %s %d @ %d | %s SX5E basket %s EUR %.1fm | basis %s" % (
                fut_side.upper(), lots, int(px), bsk_side, bsk, notional, bstr)
            prop = self.hard(t, "tomasz", txt, "trade_proposal", ["FESX Z6", fut_side.upper(), str(lots), str(int(px))],
                             "tagged")
        t += r.uniform(30, 200)
        atext, afacts = r.choice([("ok go", ["ok", "go"]), ("go", ["go", "go"]), ("👍 send it", ["👍", "send it"]),
                                  ("approved %d" % lots, ["approved", str(lots)])])
        if afacts == ["go", "go"]:
            atext, afacts = "go go", ["go", "go go"]
        self.hard(t, "marta", atext, "trade_approval", afacts, "reply", ref=prop)
        t += r.uniform(10, 50)
        oid = self.oid()
        txt = "ord %s FESX Z6 %s %d LMT %d WORKING (XEUR)" % (oid, fut_side.upper(), lots, int(px))
        conf = self.hard(t, "oms", txt, "trade_confirmation", [oid, "FESX Z6", fut_side.upper(), str(lots), "WORKING"],
                         "structured", idiom="ord <hex> ... WORKING venue line", idiom_expect="trade_confirmation")
        t += r.uniform(30, 240)
        part = lots * r.choice([1, 1, 2]) // 2
        if part < lots:
            txt = "fill %s FESX Z6 %s %d/%d @ %d" % (oid, fut_side.upper(), part, lots, int(px))
            self.hard(t, "oms", txt, "trade_fill", [oid, fut_side.upper(), "%d/%d" % (part, lots), str(int(px))],
                      "structured", idiom="OMS partial fill N/M @ px", idiom_expect="trade_fill")
            t += r.uniform(60, 300)
            left = lots - part
            txt = "cxl the rest, %d FESX Z6 @ %d pulled" % (left, int(px))
            self.hard(t, "tomasz", txt, "trade_confirmation", [str(left), "FESX Z6", str(int(px)), "pulled"],
                      "shorthand", ref=conf, idiom="'cxl the rest ... pulled' human cancel confirm",
                      idiom_expect="trade_confirmation")
            t += r.uniform(3, 15)
            self.hard(t, "oms", "CXL ACK ord %s remaining %d cancelled" % (oid, left), "trade_confirmation",
                      [oid, "CXL ACK", str(left), "cancelled"], "structured")
            filled = part
        else:
            txt = "fill %s FESX Z6 %s %d/%d @ %d" % (oid, fut_side.upper(), lots, lots, int(px))
            self.hard(t, "oms", txt, "trade_fill", [oid, fut_side.upper(), "%d/%d" % (lots, lots), str(int(px))],
                      "structured")
            filled = lots
        self.ack(t + r.uniform(5, 60))
        t += r.uniform(300, 900)
        self.add(t, "basket", "%s hb | participation %d%% | rejects %d | XETR %d XPAR %d XAMS %d XMIL %d XMAD %d" % (
            bsk, r.randint(5, 11), r.randint(0, 2), r.randint(25, 40), r.randint(25, 35), r.randint(8, 14),
            r.randint(5, 10), r.randint(4, 9)), kind="noise")
        t += r.uniform(600, 1500)
        slip = r.uniform(-0.5, 2.5)
        adj = notional * filled / lots
        txt = "DONE %s,%s,50/50,100%%,EUR %.1fm,arrival slip %+.1fbps" % (bsk, bsk_side, adj, slip)
        self.hard(t, "basket", txt, "trade_fill", [bsk, bsk_side, "50/50", "EUR %.1fm" % adj], "structured")
        return t

    def flow_spy_create(self, t0):
        r = self.rng
        cu = r.choice([1, 2, 3, 4])
        shares = cu * 50000
        lots = int(round(shares * self.spy / (50 * self.es) / 5.0)) * 5
        t = t0
        starter = self.add(t, "jules", "SPY CU %s — thread for the create" % self.day_start.strftime("%d/%m"),
                           kind=None)
        thr = starter
        t += r.uniform(20, 60)
        txt = "want to create %d CU SPY (%s sh) vs short %d ESZ6 — premium %.1f bps over NAV, AP is Citi. ok?" % (
            cu, fmt_int(shares), lots, r.uniform(2.5, 6.0))
        prop = self.hard(t, "jules", txt, "trade_proposal", ["create %d CU SPY" % cu, fmt_int(shares), "short %d ESZ6" % lots],
                         "untagged", thread=thr, idiom="ETF creation-unit proposal 'create N CU SPY'",
                         idiom_expect="trade_proposal")
        t += r.uniform(60, 400)
        self.add(t, "dev", "premium's been there all morning fwiw", thread=thr)
        t += r.uniform(20, 90)
        self.hard(t, "marta", "yes, create %d. cut-off is 21:00Z, don't be late" % cu, "trade_approval",
                  ["yes", "create %d" % cu], "reply", ref=prop, thread=thr)
        t += r.uniform(120, 900)
        cr = "CR-%05d" % r.randint(10000, 99999)
        emb = [{"title": "Creation order accepted", "description": "State Street / Citi AP",
                "fields": [{"name": "ETF", "value": "SPY", "inline": True},
                           {"name": "Units", "value": "%d CU (%s sh)" % (cu, fmt_int(shares)), "inline": True},
                           {"name": "Order", "value": cr, "inline": True},
                           {"name": "Settle", "value": "T+1"}],
                "footer": "ETF ops gateway"}]
        self.hard(t, "oms", "", "trade_confirmation", ["SPY", "%d CU" % cu, cr], "embed", embeds=emb, thread=thr,
                  idiom="embed-only creation order accepted", idiom_expect="trade_confirmation")
        t += r.uniform(60, 300)
        fpx = q25(self.es + r.uniform(-3, 3))
        self.hard(t, "dev", "sold %d ESZ6 @ %s against the create" % (lots, fes(fpx)), "trade_fill",
                  ["sold", str(lots), "ESZ6", fes(fpx)], "untagged", thread=thr)
        t += r.uniform(30, 200)
        self.add(t, "jules", "who owns the cash-in-lieu recon for this one?", thread=thr, kind="near")
        t += r.uniform(30, 200)
        self.hard(t, "marta", "routing the %s CIL recon to Jules, Dev stays on the hedge" % cr, "route_decision",
                  ["routing", cr, "Jules"], "untagged", thread=thr, idiom="'routing X to <person>' in thread",
                  idiom_expect="route_decision")
        self.ack(t + r.uniform(10, 60))
        return t

    def flow_exw1_redeem(self, t0):
        r = self.rng
        cu = r.choice([1, 2, 3])
        shares = cu * 100000
        t = t0
        txt = ("[PROP] redeem %d CU EXW1 (%s sh, disc %.1f bps to iNAV) + buy %d FESX Z6 to stay flat delta" % (
            cu, fmt_int(shares), r.uniform(3, 8), int(round(shares * self.exw1 / (10 * self.fesx)))))
        prop = self.hard(t, "tomasz", txt, "trade_proposal", ["redeem %d CU EXW1" % cu, fmt_int(shares), "FESX Z6"],
                         "tagged")
        t += r.uniform(60, 300)
        if r.random() < 0.5:
            self.hard(t, "marta", "👍", "trade_approval", ["👍", "👍"], "reply", ref=prop,
                      idiom="bare 👍 reply approves proposal", idiom_expect="trade_approval")
        else:
            self.hard(t, "marta", "fine, redeem %d" % cu, "trade_approval", ["fine", "redeem %d" % cu], "reply", ref=prop)
        t += r.uniform(200, 1200)
        rd = "RD-%05d" % r.randint(10000, 99999)
        self.hard(t, "oms", "ETFOPS %s REDEEM EXW1 units=%d status=ACCEPTED ap=BNP" % (rd, cu), "trade_confirmation",
                  [rd, "REDEEM", "EXW1", "ACCEPTED"], "structured")
        return t

    # ------------------------------------------------------------------ other hard
    def risk_events(self):
        r = self.rng
        # breach from riskd
        t = self.t_sample(14, 17)
        val = round(r.uniform(25.3, 29.5), 1)
        blk = ("svc: riskd\nevent: LIMIT_BREACH\ndesk: IDXARB\nlimit: net_delta_usd\nvalue: +%.1fm\nthreshold: 25.0m\n"
               "action: block new ES/SPY buys until back inside\nseverity: hard" % val)
        self.hard(t, "riskd", blk, "risk_limit", ["LIMIT_BREACH", "net_delta_usd", "+%.1fm" % val, "25.0m"], "structured",
                  idiom="key: value LIMIT_BREACH block", idiom_expect="risk_limit")
        self.add(t + r.uniform(30, 120), "dev", "that's the SPY create hedge lag, fixing", kind=None)
        # resize
        t = self.t_sample(8, 20)
        req = r.choice([300, 400, 500])
        apv = req - r.choice([100, 150])
        blk = ("svc: riskd\nevent: ORDER_RESIZED\norder: %s\ninstrument: ESH7\nrequested_qty: %d\napproved_qty: %d\n"
               "reason: gross_notional_usd cap 900m" % (self.oid(), req, apv))
        self.hard(t, "riskd", blk, "risk_limit", ["ORDER_RESIZED", "ESH7", "%d" % req, "approved_qty: %d" % apv],
                  "structured", idiom="riskd ORDER_RESIZED requested/approved qty", idiom_expect="risk_limit")
        # human limit change
        t = self.t_sample(7, 10)
        newl = r.choice([1500, 1800, 2000])
        self.hard(t, "priya", "raising FESX gross to %s lots through the roll window, back to 1,000 on Friday. riskd updated" % fmt_int(newl),
                  "risk_limit", ["FESX", "gross", fmt_int(newl), "1,000"], "untagged",
                  idiom="human prose limit raise", idiom_expect="risk_limit")

    def stop_events(self):
        r = self.rng
        t = self.t_sample(15, 17)
        s0 = round(r.uniform(-0.45, -0.30), 2)
        s1 = round(s0 - 0.15, 2)
        s2 = round(s1 - 0.10, 2)
        tgt = round(r.uniform(1.9, 2.3), 2)
        base = "ES/SPX basis book: unwind target %+.2f, stop %+.2f on the short-fut/long-basket line"
        m = self.hard(t, "marta", base % (tgt, s0), "stop_or_target_change", ["unwind target", "%+.2f" % tgt, "stop", "%+.2f" % s2],
                      "untagged", idiom="stop on basis moved twice by editing", idiom_expect="stop_or_target_change")
        self.ops.append({"t": t + r.uniform(600, 1800), "kind": "edit", "msg": m, "content": base % (tgt, s1)})
        self.ops.append({"t": t + r.uniform(2400, 4800), "kind": "edit", "msg": m, "content": base % (tgt, s2)})
        m["content_final"] = base % (tgt, s2)
        m["final"] = "edited"
        m["superseded"] = ["%+.2f" % s0, "%+.2f" % s1]
        self.ops.append({"t": t + 10, "kind": "reaction_add", "msg": m, "emoji": "📌", "who": "marta"})
        self.ops.append({"t": t + 11, "kind": "pin", "msg": m, "who": "marta"})
        # removal of a stop on the EU calendar
        t = self.t_sample(9, 16)
        self.hard(t, "tomasz", "removing the stop on FESX Z6/H7 calendar, we're fully hedged via the basket now", "stop_or_target_change",
                  ["removing the stop", "FESX Z6/H7"], "untagged")

    def routing_events(self):
        r = self.rng
        t = self.t_sample(6, 7)
        cal = round(self.esh - self.es + 0.25, 2)
        n = r.choice([400, 600, 800])
        self.hard(t, "roll", "rollcron: routing ESZ6->ESH7 roll, %d lots, to exec-algo (cal limit %s, TWAP 14:30-20:45Z)" % (n, fes(cal)),
                  "route_decision", ["routing", "ESZ6->ESH7", "%d lots" % n, "exec-algo"], "structured",
                  idiom="cron routes roll to exec-algo", idiom_expect="route_decision")
        t = self.t_sample(10, 16)
        broker, bfirm = r.choice(BROKERS_EU)
        self.hard(t, "tomasz", "%s axe in EXS1 redemption vs FDAX: no action, not routing it, outside the book" % bfirm.split()[0],
                  "no_route_decision", ["EXS1", "no action", "not routing"], "untagged",
                  idiom="broker axe explicitly not routed", idiom_expect="no_route_decision")
        t = self.t_sample(14, 21)
        item = "IB-%d" % r.randint(4000, 9999)
        self.hard(t, "riskd", "triage: %s\ninstrument: ESH7 BTIC\nsource: ib-relay\ndecision: no_route\nreason: indicative only, no size"
                  % item, "no_route_decision", [item, "no_route"], "structured",
                  idiom="triage key: value decision: no_route", idiom_expect="no_route_decision")

    def news_events(self):
        r = self.rng
        dist = round(r.uniform(1.80, 2.05), 4)
        t = self.t_sample(13, 22)
        self.hard(t, "news", "HEADLINE: SPDR S&P 500 ETF Trust declares quarterly distribution of $%.4f per unit, ex-date Dec 18" % dist,
                  "held_position_news", ["SPDR S&P 500 ETF Trust", "$%.4f" % dist], "untagged",
                  idiom="held ETF named by fund name only", idiom_expect="held_position_news")
        t = self.t_sample(16, 22)
        self.hard(t, "news", "HEADLINE: S&P DJI: quarterly rebalance of S&P 500 effective prior to open Dec 21; 3 additions, 3 deletions",
                  "held_position_news", ["S&P 500", "quarterly rebalance", "Dec 21"], "untagged")
        t = self.t_sample(8, 12)
        emb = [{"title": "STOXX: Euro Stoxx 50 index review", "description": "1 addition, 1 deletion effective Dec 21; free-float changes for 6 members",
                "footer": "newswire · STOXX Ltd"}]
        self.hard(t, "news", "", "held_position_news", ["Euro Stoxx 50", "index review"], "embed", embeds=emb,
                  idiom="embed-only index review headline on held basket", idiom_expect="held_position_news")
        t = self.t_sample(14, 20)
        flow = round(r.uniform(2.0, 6.5), 1)
        self.hard(t, "news", "HEADLINE: Invesco QQQ Trust sees $%.1fbn single-day outflow, largest since April" % flow,
                  "watchlist_news", ["Invesco QQQ Trust", "$%.1fbn" % flow], "untagged",
                  idiom="watchlist ETF flow headline", idiom_expect="watchlist_news")
        t = self.t_sample(7, 11)
        if r.random() < 0.6:
            self.hard(t, "news", "HEADLINE: Eurex extends FDAX trading hours pilot to Mar-27 expiry",
                      "watchlist_news", ["FDAX", "Eurex"], "untagged")
        # unrelated headlines (near-miss)
        for txt in r.sample([
            "HEADLINE: Tesla recalls 120k vehicles over steering software",
            "HEADLINE: Brazil central bank holds Selic, signals patience",
            "HEADLINE: Nikkei ends higher as yen weakens past 152",
            "HEADLINE: Copper hits two-week high on Chile supply worries",
            "HEADLINE: UK gilt auction sees strong demand, tail 0.1bp",
            "HEADLINE: Fed's Waller: December cut remains on the table",
        ], 3):
            self.add(self.t_sample(6, 22), "news", txt, kind="near")

    def thesis_events(self):
        r = self.rng
        t = self.t_sample(11, 16)
        cal = round(self.esh - self.es, 2)
        self.hard(t, "marta", ("changing my view on the ESZ6/ESH7 roll: was expecting it to cheapen into the window, now think it "
                               "stays rich around %s given term funding. keep the short calendar but half size" % fes(cal)),
                  "thesis_update", ["ESZ6/ESH7", "rich", fes(cal)], "untagged",
                  idiom="'changing my view' on roll richness", idiom_expect="thesis_update")
        if r.random() < 0.7:
            t = self.t_sample(9, 12)
            self.hard(t, "tomasz", "conviction up on long EXW1 vs FESX carry — Mar-27 div futures implied looks too low vs bank buybacks",
                      "thesis_update", ["conviction up", "EXW1", "FESX"], "untagged")

    # ------------------------------------------------------------------ near misses / filler / noise
    def near_misses(self):
        r = self.rng
        # other firm trades in transcript
        for _ in range(2):
            t = self.t_sample(8, 21)
            us = r.random() < 0.5
            broker, bfirm = r.choice(BROKERS_US if us else BROKERS_EU)
            o1, f1 = r.choice(OTHER_FIRMS)
            inst = "ESZ6 EFP" if us else "FESX Z6 vs basket"
            lv = "%+.2f" % r.uniform(0.9, 1.5) if us else "%+.1f" % r.uniform(-3.5, -1.0)
            q = r.choice([150, 250, 500, 750])
            self.transcript(t, r.choice(ROOMS_US if us else ROOMS_EU), [
                (0, broker, bfirm, "%s, %d to go at %s" % (inst, q, lv)),
                (12, o1, f1, "yours %d" % q),
                (19, broker, bfirm, "done %s sells %d %s at %s. thank you" % (f1, q, inst, lv)),
                (40, OUR["dev"] if us else OUR["tomasz"], OUR_FIRM, "nice print"),
            ], kind="near", idiom="another firm's trade in relay transcript", idiom_expect="not_hard")
        # untraded quotes
        for _ in range(2):
            t = self.t_sample(13, 21)
            broker, bfirm = r.choice(BROKERS_US)
            self.transcript(t, r.choice(ROOMS_US), [
                (0, broker, bfirm, "SPY CU creates priced at %.1f bps premium, can do 2-5 CU today" % r.uniform(2, 6)),
                (25, broker, bfirm, "also ESH7 BTIC %+.2f / %+.2f 300 x 300" % (r.uniform(1.0, 1.3), r.uniform(1.35, 1.6))),
                (70, OUR["dev"], OUR_FIRM, "thx, not today"),
            ], kind="near")
        # axes board
        broker, bfirm = r.choice(BROKERS_EU)
        self.transcript(self.t_sample(7, 9), r.choice(ROOMS_EU), [
            (0, broker, bfirm, "MORNING AXES:"),
            (2, broker, bfirm, "- buyer SX5E basket vs FESX H7, EUR 75m, pays %+.1f" % r.uniform(15, 22)),
            (3, broker, bfirm, "- seller EXS1 creates, 2 CU, disc to iNAV ~4bps"),
            (4, broker, bfirm, "- two-way FESX Z6/H7 calendar %d/%d, 2k up" % (int(self.feh - self.fesx) - 1, int(self.feh - self.fesx) + 1)),
            (5, broker, bfirm, "ping me for any of it"),
        ], kind="near", idiom="multi-line morning axes list", idiom_expect="not_hard")
        # backtest
        self.add(self.t_sample(1, 6), "basket", ("backtest BT-%d SX5E basket IS vs VWAP, Nov sample (21 days)\n"
                                                   "algo,fills,avg_slip_bps,p95_slip_bps\nIS-9,1050/1050,+0.9,+3.1\n"
                                                   "VWAP-2,1050/1050,+1.4,+4.0\nverdict: IS-9 cheaper, no config change") % r.randint(300, 999),
                 kind="near", idiom="basket backtest CSV with fills", idiom_expect="not_hard")
        # paper/sim
        self.add(self.t_sample(2, 6), "basket", "SIM BSK-SIM-%02d BUY 503/503 legs, USD 150.0m, would-be slip +2.3bps (paper, not routed)" % r.randint(1, 40),
                 kind="near", idiom="SIM paper basket run", idiom_expect="not_hard")
        # hypothetical
        self.add(self.t_sample(12, 16), "dev", "if ES/SPX gets to +2.00 we could sell 400 ESZ6 vs basket, but it's nowhere near", kind="near",
                 idiom="hypothetical 'if basis gets to X we could sell'", idiom_expect="not_hard")
        self.add(self.t_sample(9, 12), "tomasz", "what if we bought the Mar calendar instead of rolling the Dec? thoughts?", kind="near")
        # history
        self.add(self.t_sample(10, 15), "tomasz", "reminder: last Dec we sold 1,200 FESX vs basket at -3.5 into the roll and it cost us 40k. not repeating that",
                 kind="near", idiom="history of last year's trade", idiom_expect="not_hard")
        # other desk
        self.add(self.t_sample(15, 20), "dev", "fyi the vol desk sold 2k SPX Dec 6000 puts this morning, that's the gamma you see", kind="near",
                 idiom="other desk's trade mentioned", idiom_expect="not_hard")
        # question
        self.add(self.t_sample(8, 11), "jules", "are we still short Dec FESX vs basket or did we roll already?", kind="near")
        # long analysis no decision
        self.add(self.t_sample(11, 14), "dev", (
            "quick thoughts on the close: imbalance feed has shown buy-side MOC in the last 4 sessions, average $2.1bn. "
            "basis tends to firm 5-10 cents into 15:50 on those days and we usually buy the basket/sell futures into it. "
            "ESZ6 open interest still 2.0m, roll about 18% done. fair basis using 4.32% funding and the div strip is +1.05. "
            "none of this changes anything today, just context"), kind="near")
        self.add(21 * 3600 + 1500 + self.rng.uniform(0, 900), "marta", (
            "EOD: flows done as per the thread, baskets all complete, nothing working overnight. "
            "Roll still not started on our side, the calendar stayed rich all afternoon. SPY create settles T+1. "
            "Risk breach this afternoon was the hedge lag, closed within minutes. "
            "Tomorrow: Eurex review weights into templates, watch the MOC again, ECB speakers. Thanks all."), kind="near",
            idiom="EOD recap restating the day (no new decision)", idiom_expect="not_hard")

    def noise(self):
        r = self.rng
        # riskd periodic key: value blocks, hourly in the day, 2-hourly overnight
        hours = [0, 2, 4] + list(range(6, 23))
        for h in hours:
            t = h * 3600 + r.uniform(60, 900)
            blk = ("svc: riskd\ncheck: periodic\ndesk: IDXARB\nstatus: OK\ngross_usd: %.1fm / 900m\n"
                   "net_delta_usd: %+.1fm / ±25m\nes_lots_net: %+d / ±2,500\nfesx_lots_net: %+d / ±1,000\n"
                   "basket_tracking_err_bps: %.1f / 15.0\netf_inventory_usd: %.1fm / 150m\nopen_baskets: %d\n"
                   "var_1d_99_usd: %.2fm / 4.00m\nlatency_ms: %d") % (
                r.uniform(300, 700), r.uniform(-8, 8), r.randint(-900, 200), r.randint(-100, 600), r.uniform(2, 9),
                r.uniform(20, 90), r.randint(0, 2), r.uniform(1.1, 2.6), r.randint(3, 40))
            self.add(t, "riskd", blk, kind="noise",
                     idiom="riskd periodic OK block" if h == 12 else None, idiom_expect="not_hard" if h == 12 else None)
        # basketbot heartbeats
        for h in range(1, 24, 2):
            self.add(h * 3600 + r.uniform(0, 1800), "basket", "basketbot hb ok | open baskets %d | fix sessions 4/4 | q %d | gc %dms" % (
                r.randint(0, 2), r.randint(0, 5), r.randint(2, 30)), kind="noise")
        # roll cron summaries
        cal = self.esh - self.es
        self.add(6 * 3600 + r.uniform(0, 60), "roll", ("rollcron 06:00Z | ESZ6->ESH7 T-%d | open ESZ6 -%s | cal mid %s fair %s | "
                                                      "FESX Z6->H7 T-%d | cal mid %d | 0 routed") % (
            r.randint(5, 9), fmt_int(r.randint(800, 1500)), fes(cal), fes(cal - 0.35), r.randint(5, 9), int(self.feh - self.fesx)),
            kind="noise", idiom="cron summary with '0 routed'", idiom_expect="not_hard")
        self.add(21 * 3600 + 900 + r.uniform(0, 60), "roll", "rollcron 21:15Z | ESZ6 roll %d%% done (market) | nothing scheduled | next run 06:00Z" % r.randint(15, 40), kind="noise")
        # relay reconnects and digests
        for _ in range(r.randint(3, 5)):
            self.add(self.t_sample(), "relay", "ib-relay: session to BBG IB dropped (heartbeat timeout), reconnected in %.1fs, backfilled %d msgs" % (
                r.uniform(0.8, 9.0), r.randint(0, 12)), kind="noise")
        for h in (8, 12, 16, 20):
            rooms = ROOMS_US + ROOMS_EU
            rows = "\n".join("  %-26s %4d msgs  last %s" % (rm, r.randint(0, 140), self.clock(h * 3600 - r.randint(10, 3000)))
                             for rm in rooms)
            self.add(h * 3600 + r.uniform(200, 400), "relay", "ib-relay digest %02d:00Z — %d rooms live, %d muted, 0 errors\n%s" % (
                h, len(rooms), r.randint(1, 4), rows), kind="noise")
        # CI/deploy
        for _ in range(r.randint(2, 3)):
            self.add(self.t_sample(5, 20), "ci", "deploy basketbot@%s → prod-ld4 ✅ (canary 10%% → 100%%, 3m12s)" % ("%07x" % r.getrandbits(28)), kind="noise")
        self.add(self.t_sample(5, 20), "ci", "ci: riskd main #%d passed (312 tests, 2 skipped)" % r.randint(1000, 2000), kind="noise")
        # price alerts
        for _ in range(r.randint(7, 10)):
            which = r.random()
            if which < 0.4:
                lvl = q25(self.es + r.uniform(-15, 15))
                txt = "⚠ ESZ6 crossed %s (%s)" % (fes(lvl), r.choice(["up", "down"]))
            elif which < 0.7:
                txt = "⚠ FESX Z6 crossed %d (%s)" % (int(self.fesx + r.uniform(-30, 30)), r.choice(["up", "down"]))
            else:
                txt = "⚠ ES/SPX basis %+.2f outside 1h band [%+.2f, %+.2f]" % (r.uniform(0.5, 1.8), 0.8, 1.4)
            self.add(self.t_sample(7, 21), "px", txt, kind="noise",
                     idiom="price alert line" if which >= 0.7 else None, idiom_expect="not_hard" if which >= 0.7 else None)
        # pnl snapshots
        for h in (9, 12, 15, 18, 21):
            emb = [{"title": "PnL snapshot %02d:00Z" % h, "description": "IDXARB book, marks from CME/Eurex settle feeds + composite basket NAV",
                    "fields": [
                        {"name": "Day", "value": "USD %+.0fk" % r.uniform(-80, 180), "inline": True},
                        {"name": "MTD", "value": "USD %+.2fm" % r.uniform(-0.5, 2.5), "inline": True},
                        {"name": "Basis carry", "value": "USD %+.0fk" % r.uniform(5, 40), "inline": True},
                        {"name": "ES/SPX", "value": "USD %+.0fk" % r.uniform(-50, 90), "inline": True},
                        {"name": "FESX/SX5E", "value": "EUR %+.0fk" % r.uniform(-40, 70), "inline": True},
                        {"name": "ETF CU", "value": "USD %+.0fk" % r.uniform(-10, 30), "inline": True},
                        {"name": "Fees/financing", "value": "USD %+.0fk" % -r.uniform(3, 15), "inline": True}],
                    "footer": "pnl-snap · marks %02d:00Z" % h}]
            self.add(h * 3600 + r.uniform(0, 120), "pnl", "", embeds=emb, kind="noise")
        # stack traces (kept)
        for _ in range(2):
            self.add(self.t_sample(0, 24), "relay", (
                "ib-relay worker crashed, restarting\nTraceback (most recent call last):\n"
                "  File \"/srv/relay/main.py\", line 64, in run\n    self.loop.run_until_complete(self.pump_all())\n"
                "  File \"/usr/lib/python3.11/asyncio/base_events.py\", line 653, in run_until_complete\n    return future.result()\n"
                "  File \"/srv/relay/bbg.py\", line 211, in pump\n    msg = sess.nextEvent(500)\n"
                "  File \"/srv/relay/bbg.py\", line 98, in nextEvent\n    raise SessionTerminated(self.sid)\n"
                "relay.errors.SessionTerminated: sid=%d room=%s\nrestart 1/3 in 5s" % (
                    r.randint(100000, 999999), r.choice(ROOMS_US + ROOMS_EU))), kind="noise")
        # acks
        for _ in range(r.randint(12, 16)):
            self.ack(self.t_sample(7, 21))
        # end of day position block
        blk = ("svc: riskd\nreport: EOD\ndesk: IDXARB\nESZ6: %+d\nESH7: %+d\nSPX_basket_usd: %+.1fm\nSPY_sh: %+d\n"
               "FESXZ6: %+d\nFESXH7: %+d\nSX5E_basket_eur: %+.1fm\nEXW1_sh: %+d\nEXS1_sh: %+d\nnet_delta_usd: %+.1fm\n"
               "gross_usd: %.1fm\nbreaches_today: see log\nsigned_off_by: pending") % (
            -r.randint(800, 1600), -r.randint(0, 300), r.uniform(250, 400), r.randint(0, 150000), r.randint(200, 1200),
            r.randint(0, 200), -r.uniform(20, 80), r.randint(-50000, 50000), r.randint(0, 30000), r.uniform(-5, 5), r.uniform(500, 800))
        self.add(22 * 3600 + r.uniform(0, 600), "riskd", blk, kind="noise")

    def chatter_line(self, us):
        r = self.rng
        if us:
            lv = r.uniform(0.7, 1.6)
            pool = [
                "morning all, quiet overnight, Asia flat, ESZ6 %s in the pre" % fes(q25(self.es + r.uniform(-5, 5))),
                "anyone seeing size in the Mar BTIC? we've had a couple of enquiries but nothing firm",
                "two-way interest in SPX EFP since 7, mostly roll related, levels around %+.2f" % lv,
                "MOC looking %s side early, will update when the 15:50 print is out" % r.choice(["buy", "sell"]),
                "dividends: no changes to the Dec strip, Q1 estimates a touch higher after the bank announcements",
                "funding desks quoting 3m at +%d over, no change on the week" % r.randint(5, 12),
                "S&P rebal flows start next week, expect the usual pre-positioning in the adds",
                "it's all roll and rebal until Christmas, don't expect much outright",
                "EFP screen's stale, call me for a level",
                "fwiw we printed %d ESH7 BTIC at %+.2f earlier, not with anyone on this chat" % (r.choice([100, 200, 300]), lv + 0.4),
                "SPY creates heavy yesterday, %d CU per the file" % r.randint(8, 40),
                "liquidity thin on the Mar, 100 lot clips only",
                "can anyone confirm CME roll dates this quarter? we have the 11th as first day of the window",
                "vol is bid into the CPI print, basis unaffected so far",
                "NQ/ES ratio at the highs again, tech leading",
                "ok thanks all, back after lunch",
            ]
        else:
            lv = r.uniform(-3.5, 1.5)
            pool = [
                "morning, FESX Z6 %d in the pre, calendar %d bid" % (int(self.fesx + r.uniform(-10, 10)), int(self.feh - self.fesx) - 1),
                "SX5E EFP indic %+.1f / %+.1f, nothing firm yet" % (lv, lv + 1.0),
                "div futures Dec-27 bid, nothing traded, screens wide",
                "dealers short the Mar calendar, we see buyers above %d" % int(self.feh - self.fesx),
                "XETR closing auction volumes light yesterday, 18%% of ADV",
                "EXW1 trading %d bps rich to iNAV this morning, creates probably tomorrow" % r.randint(2, 7),
                "ASML weight change is known, nothing new on the review",
                "Eurex notice on FDAX hours out, pilot extended",
                "any interest in EXS1 redemptions? client looking to give 1-2 CU",
                "repo on the basket about 2bps richer than last week",
                "heads up I'm out 12-13 CET",
                "SX5E cash opening auction was messy, a couple of names delayed",
                "basis flat vs yesterday's close, nothing going through",
                "who's got the ECB speaker list? tomorrow or today?",
            ]
        return r.choice(pool)

    def filler(self):
        r = self.rng
        colour_us = [
            "futures leading, cash catching up, basis drifting %+.2f", "MOC imbalance early print is %s $%.1fbn",
            "SPY spread 1c all morning, nothing interesting in the creates", "funding on the 3m looks a touch firmer",
            "lots of BTIC interest on Mar, fwiw", "NQ/ES ratio at the highs again", "quiet, everyone's waiting for the close",
            "dividend strip unchanged since Friday", "lunch order going in, anyone?", "TP ICAP room is noisy today, muting for an hour",
            "can someone check the basketbot FIX session on ARCX, saw a reject earlier", "SPY premium to NAV back to 2bps",
            "MOC print out, nothing dramatic", "fair basis model updated with today's SOFR fix"]
        colour_eu = [
            "FESX bid in Z6/H7 calendar all morning", "SX5E cash opening auction was messy, ASML late", "EXW1 trading 3bps rich to iNAV",
            "Tradition says dealers short the Mar calendar", "XETR closing auction volumes light", "div futures Dec-27 bid, nothing traded",
            "eurex margin call in, nothing unusual", "BNP room back up after their outage", "STOXX review file loaded into the basket templates",
            "closing auction imbalance on XPAR small buy"]
        for _ in range(r.randint(24, 30)):
            us = r.random() < (0.65 if self.region == "US" else 0.35)
            txt = r.choice(colour_us if us else colour_eu)
            if "%+.2f" in txt:
                txt = txt % r.uniform(0.8, 1.4)
            elif "%s $" in txt:
                txt = txt % (r.choice(["buy", "sell"]), r.uniform(0.5, 3.5))
            who = r.choice(["dev", "jules"] if us else ["tomasz", "jules"])
            self.add(self.t_sample(7, 21) if not us else self.t_sample(13, 21), who, txt)
        # colour transcripts
        for _ in range(r.randint(35, 40)):
            us = r.random() < 0.5
            bl = BROKERS_US if us else BROKERS_EU
            lines = []
            dt = 0
            for _i in range(r.randint(8, 16)):
                if r.random() < 0.65:
                    nm, fm = r.choice(bl)
                elif r.random() < 0.6:
                    nm, fm = r.choice(OTHER_FIRMS)
                else:
                    nm, fm = (OUR["dev"] if us else OUR["tomasz"]), OUR_FIRM
                cl = self.chatter_line(us)
                if r.random() < 0.35:
                    cl2 = self.chatter_line(us)
                    if cl2 != cl:
                        cl = cl + ". " + cl2
                lines.append((dt, nm, fm, cl))
                dt += r.randint(5, 120)
            self.transcript(self.t_sample(7, 21) if not us else self.t_sample(13, 21), r.choice(ROOMS_US if us else ROOMS_EU), lines)
        # desk Q&A with replies
        qa = [
            ("jules", "what's fair on the ES Mar calendar on our strip?", "dev", "%s, screens %s" % (fes(self.esh - self.es - 0.35), fes(self.esh - self.es))),
            ("tomasz", "did the STOXX review file load into the templates?", "jules", "yes, v3 loaded, diff vs v2 is 2 names"),
            ("dev", "who has the BTIC roll calendar from CME?", "jules", "pinned in #ops, first day of the window is the 11th"),
            ("jules", "basketbot ARCX reject at 13:02 — known?", "dev", "known, stale locate, cleared"),
            ("tomasz", "is EXW1 iNAV feed lagging for anyone else?", "jules", "~2s behind, vendor says fixed by 10:00"),
            ("marta", "can someone sanity check the div strip vs the broker runs?", "tomasz", "within 1 index pt on Mar, 3 on Jun, fine"),
            ("dev", "is the TP ICAP room muted on purpose?", "marta", "yes, too much noise, unmute after 14:00"),
            ("jules", "who's on the late shift for the CU cut-off?", "dev", "me, until 21:30Z"),
            ("tomasz", "ABN want the Dec give-up file by Thursday, who owns it?", "jules", "I do, draft by tomorrow"),
            ("dev", "anyone know why riskd latency jumped at lunch?", "jules", "GC pause on the pricer, ops looking"),
        ]
        for qa_i in r.sample(range(len(qa)), r.randint(7, 9)):
            qw, qt, aw, at = qa[qa_i]
            t = self.t_sample(8, 20)
            q = self.add(t, qw, qt)
            self.add(t + r.uniform(20, 400), aw, at, ref=q)
        # morning plan
        self.add(6 * 3600 + 1800 + r.uniform(0, 900), "marta", (
            "plan for today: US book short ESZ6 vs long SPX basket (~USD 300m), EU long FESX Z6 vs short SX5E basket. "
            "Roll windows open next week. watchlist: QQQ, NQZ6, FDAX, VGK. CU calendar: SPY creates possible, EXW1 redemption pending. "
            "Keep relay rooms muted except TP ICAP and Tradition."), kind=None)
        # long notes with no decision
        self.add(7 * 3600 + r.uniform(0, 1500), "tomasz", (
            "EU pre-open notes:\n- FESX Z6 %d indicated, calendar %d, fair %d on our div strip\n"
            "- SX5E div futures: Dec-26 settled, Mar-27 implied %d bps above last week, driven by bank buyback guidance\n"
            "- EXW1: inventory flat, iNAV premium %d bps at last close, no pending CU\n"
            "- review file: STOXX quarterly review effective Dec 21, basket templates need the new weights by Thursday\n"
            "- Eurex: margin parameters unchanged, FDAX hours pilot notice out\n"
            "- brokers: Tradition and BNP rooms active, SAN quiet, ABN clearing reminder on the Dec give-ups\n"
            "nothing to do at the open, will revisit after 09:30") % (
            int(self.fesx), int(self.feh - self.fesx), int(self.feh - self.fesx) - 1, r.randint(2, 9), r.randint(1, 6)))
        self.add(13 * 3600 + r.uniform(0, 1500), "dev", (
            "US pre-open:\n- ESZ6 %s, ESH7 %s, calendar %s vs fair %s\n- SPX EFP screens %+.2f / %+.2f, BTIC Mar %+.2f mid\n"
            "- SPY premium %d bps, creates last 5 days: %d CU\n- MOC: last 4 sessions buy side, avg $%.1fbn\n"
            "- rebal: S&P quarterly Dec 21, adds/deletes out Friday after close\n"
            "- ops: basketbot canary deployed last night, FIX ARCX had one reject at 13:02, resolved\n"
            "no trades planned pre-open") % (
            fes(self.es), fes(self.esh), fes(self.esh - self.es), fes(self.esh - self.es - 0.35), r.uniform(0.8, 1.1),
            r.uniform(1.2, 1.5), r.uniform(1.3, 1.7), r.randint(1, 6), r.randint(5, 40), r.uniform(1, 3)))

    def removals(self):
        r = self.rng
        # deleted wrong proposal (hard, deleted)
        t = self.t_sample(14, 16)
        bad = r.choice([3000, 4000])
        m = self.hard(t, "dev", "sell %d ESZ6 @ %s vs basket" % (bad, fes(self.es)), "trade_proposal",
                      ["sell", str(bad), "ESZ6"], "shorthand")
        m["final"] = "deleted"
        m["removed_snip"] = "sell %d ESZ6" % bad
        self.ops.append({"t": t + r.uniform(10, 40), "kind": "delete", "msg": m})
        self.add(t + r.uniform(45, 90), "dev", "ignore that, fat finger, wrong size", kind=None)
        # forgotten transcript with personal number (filler)
        broker, bfirm = r.choice(BROKERS_EU)
        num = "+44 7700 9%05d" % r.randint(0, 99999)
        ft = self.transcript(self.t_sample(9, 12), r.choice(ROOMS_EU), [
            (0, broker, bfirm, "BBG down for me in 10 mins for an upgrade, call me on %s if you need anything" % num),
            (20, OUR["tomasz"], OUR_FIRM, "ok"),
        ])
        ft["final"] = "forgotten"
        ft["removed_snip"] = "call me on %s" % num
        self.ops.append({"t": ft["t"] + r.uniform(300, 1800), "kind": "forget", "msg": ft, "who": "marta"})
        # forgotten hard fill every other day-ish
        if r.random() < 0.5:
            broker, bfirm = r.choice(BROKERS_US)
            lots = r.choice([50, 75])
            lv = "%+.2f" % r.uniform(0.9, 1.4)
            mob = "+1 917 555 %04d" % r.randint(0, 9999)
            fh = self.transcript(self.t_sample(17, 20), r.choice(ROOMS_US), [
                (0, broker, bfirm, "ESH7 BTIC %s offered 100, my cell is %s" % (lv, mob)),
                (15, OUR["dev"], OUR_FIRM, "mine %d" % lots),
                (22, broker, bfirm, "done. HPC buys %d ESH7 BTIC at %s" % (lots, lv)),
            ], kind="hard", etype="trade_fill", facts=["HPC buys", str(lots), "ESH7 BTIC", lv], phrasing="buried")
            fh["final"] = "forgotten"
            fh["removed_snip"] = "my cell is %s" % mob
            self.ops.append({"t": fh["t"] + r.uniform(600, 1800), "kind": "forget", "msg": fh, "who": "marta"})
        # bulk-deleted stack trace spam
        t = self.t_sample(2, 5)
        sess = "%08x" % r.getrandbits(32)
        spam = []
        for i in range(3):
            s = self.add(t + i * 2.5, "basket", "FIX logon rejected sess=%s retry %d/5: MsgSeqNum too low, expecting %d" % (
                sess, i + 1, 4000 + i), kind="noise")
            s["final"] = "deleted"
            s["removed_snip"] = "sess=%s retry %d/5" % (sess, i + 1)
            spam.append(s)
        self.ops.append({"t": t + 300, "kind": "bulk_delete", "msgs": spam})

    def build(self):
        r = self.rng
        self.noise()
        self.filler()
        self.near_misses()
        self.risk_events()
        self.stop_events()
        self.routing_events()
        self.news_events()
        self.thesis_events()
        self.removals()
        styles = ["shorthand", "tagged", "untagged"]
        r.shuffle(styles)
        n_us = 2 if self.region == "US" else 1
        n_eu = 2 if self.region == "EU" else 1
        for i in range(n_us):
            self.flow_es_basket(self.t_sample(13, 19), styles[i % 3])
        eu_styles = ["shorthand", "buried", "tagged"]
        r.shuffle(eu_styles)
        for i in range(n_eu):
            self.flow_fesx_basket(self.t_sample(8, 14), eu_styles[i % 3])
        self.flow_spy_create(self.t_sample(14, 18))
        if r.random() < 0.7:
            self.flow_exw1_redeem(self.t_sample(9, 15))


IDIOM_PRIORITY = [
    "desk's own EFP done inside multi-party transcript",
    "broker two-way EFP quote in relay transcript, not traded",
    "another firm's trade in relay transcript",
    "hit/lift N ESZ6 @ px shorthand proposal",
    "lowercase 'b 600 fesx z6 5712 vs bskt' shorthand",
    "proposal buried in EU recap paragraph",
    "one-line approval reply (ok go / 👍 send it)",
    "embed-only OMS 'Order accepted' with fields",
    "'cxl the rest ... pulled' human cancel confirm",
    "CSV progress row = partial basket fill",
    "embed-only basket completion summary",
    "\"we're done N lots\" human fill",
    "stop on basis moved twice by editing",
    "key: value LIMIT_BREACH block",
    "triage key: value decision: no_route",
    "held ETF named by fund name only",
    "basket backtest CSV with fills",
    "multi-line morning axes list",
    "hypothetical 'if basis gets to X we could sell'",
    "riskd periodic OK block",
]


def channel_id_for(i):
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    return str(int(CHANNEL_IDS[0]) + 104729 * 131 * i)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = {}
    idiom_order = []
    used_ids = set()
    for ci in range(channels):
        cid = channel_id_for(ci)
        worker = (ci * 7 + 3) % 32
        seq = [0]
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            rng = random.Random((seed * 1000003 + ci * 7919 + di * 104729) & 0xFFFFFFFFFFFF)
            d = Day(rng, day_start, ci, "US" if ci % 2 == 0 else "EU")
            d.build()
            base_ms = int(day_start.timestamp() * 1000)
            msgs = sorted(d.msgs, key=lambda m: m["t"])
            # ensure replies/thread messages come after their targets
            last_ms = -1
            for m in msgs:
                ms = base_ms + int(m["t"] * 1000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                m["ms"] = ms
                seq[0] = (seq[0] + 1) & 0xFFF
                sid = snowflake(ms, worker, seq[0])
                while sid in used_ids:
                    seq[0] = (seq[0] + 1) & 0xFFF
                    sid = snowflake(ms, worker, seq[0])
                used_ids.add(sid)
                m["id"] = str(sid)
            # thread ids: starter message id
            for m in msgs:
                if m["thread"] is not None and m["thread"]["ms"] > m["ms"]:
                    raise RuntimeError("thread message before starter")
                if m["ref"] is not None and m["ref"]["ms"] > m["ms"]:
                    m["ref"] = None
            day_events = []
            for m in msgs:
                a_id, a_name, a_bot = AUTHORS[m["who"]]
                ch = m["thread"]["id"] if m["thread"] is not None else cid
                msg = {"id": m["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                       "created_at": iso(m["ms"]), "content": m["content"], "attachments": [],
                       "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] is not None else None}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
                if m["thread"] is not None:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                day_events.append((m["ms"], 0, ev))
                m["chan"] = ch
            for op in d.ops:
                ms = base_ms + int(op["t"] * 1000)
                k = op["kind"]
                if k == "bulk_delete":
                    tgt = op["msgs"]
                    ms = max(ms, max(x["ms"] for x in tgt) + 1000)
                    day_events.append((ms, 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["chan"],
                                               "message_ids": [x["id"] for x in tgt], "deleted_at": iso(ms)}))
                    continue
                m = op["msg"]
                ms = max(ms, m["ms"] + 1000)
                base = {"op": k, "guild_id": GUILD_ID, "channel_id": m["chan"]}
                if k == "edit":
                    base.update({"message_id": m["id"], "edited_at": iso(ms), "content": op["content"]})
                elif k == "delete":
                    base.update({"message_id": m["id"], "deleted_at": iso(ms)})
                elif k == "forget":
                    base.update({"message_id": m["id"], "requested_by": AUTHORS[op["who"]][0], "at": iso(ms)})
                elif k == "pin":
                    m["pinned"] = True
                    base.update({"message_id": m["id"], "by": AUTHORS[op["who"]][0], "at": iso(ms)})
                elif k == "reaction_add":
                    base.update({"message_id": m["id"], "emoji": op["emoji"], "user_id": AUTHORS[op["who"]][0], "at": iso(ms)})
                day_events.append((ms, 1, base))
            day_events.sort(key=lambda x: (x[0], x[1]))
            events.extend(e for _ms, _o, e in day_events)
            # labels
            for m in msgs:
                if m["removed_snip"]:
                    labels["removed_texts"].append(m["removed_snip"])
                if m["kind"] == "hard":
                    labels["hard_events"].append({"channel_id": m["chan"], "message_id": m["id"], "event_type": m["etype"],
                                                  "facts": m["facts"], "phrasing": m["phrasing"], "final_state": m["final"]})
                    for old in m["superseded"]:
                        labels["superseded_facts"].append([m["chan"], m["id"], old])
                elif m["kind"] == "noise" and m["final"] == "live":
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near" and m["final"] == "live":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and m["final"] in ("live", "edited") and m["idiom"] not in idiom_seen:
                    exp = m["idiom_expect"] or (m["etype"] if m["kind"] == "hard" else "not_hard")
                    if m["kind"] == "hard":
                        exp = m["etype"]
                    idiom_seen[m["idiom"]] = {"message_id": m["id"], "idiom": m["idiom"], "expected": exp}
                    idiom_order.append(m["idiom"])
    # stable global order by time
    def ev_ms(e):
        if e["op"] == "create":
            return (int(e["message"]["id"]) >> 22) + DISCORD_EPOCH
        for key in ("edited_at", "deleted_at", "at"):
            if key in e:
                return int(datetime.strptime(e[key], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)
        return 0
    events = [e for _k, _i, e in sorted(((ev_ms(e), i, e) for i, e in enumerate(events)), key=lambda x: (x[0], x[1]))]
    ranked = [k for k in IDIOM_PRIORITY if k in idiom_seen] + [k for k in idiom_order if k not in IDIOM_PRIORITY]
    labels["idioms"] = [idiom_seen[k] for k in ranked][:20]
    return {"events": events, "labels": labels}


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
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
