#!/usr/bin/env python3
"""Desk generator: denver_crypto_agent_swarm_desk.

A Denver crypto desk run mostly by LLM agents (researcher, strategist, risk,
execution, treasury, router) with a terse human lead.  BTC/ETH/SOL spot and
perps on several venues, funding-rate carry, CME basis, a small Deribit options
overlay and stablecoin treasury moves.  Produces a capture (JSON Lines dicts)
plus ground-truth labels.  Standard library only; pure function of arguments.
"""
import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "denver_crypto_agent_swarm_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 8, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1196853307041849404"
_CHANNEL_IDS = ["1247793017364058173", "1247793498212698165",
                "1247794163970064434", "1247794729401257994"]

PEOPLE = {
    "lead": ("mara.k", "1103482219650187294", False),
    "ops": ("jonah.ops", "1118820347718664222", False),
    "research": ("atlas-research", "1209941172851363880", True),
    "strat": ("kestrel-strategist", "1209941587395407942", True),
    "risk": ("sentinel-risk", "1209941963272147015", True),
    "exec": ("piston-exec", "1209942330538950717", True),
    "treasury": ("vault-treasury", "1209942702292697170", True),
    "router": ("switchboard", "1209943044661145661", True),
    "bridge": ("xbridge", "1191205563342774333", True),
    "riskd": ("riskd", "1191205978503376937", True),
    "alerts": ("fundwatch", "1191206402065162301", True),
    "chain": ("chainwatch", "1191206837928846380", True),
    "news": ("wire-relay", "1191207251399110686", True),
    "hb": ("swarm-hb", "1191207655432196158", True),
    "cron": ("cron", "1191208091711115284", True),
    "ci": ("ci-deploy", "1191208483446521937", True),
    "pnl": ("pnl-snap", "1191208891699101789", True),
}

HOUR_W = [7, 6, 5, 4, 3, 2, 2, 2, 2, 3, 4, 5, 7, 9, 11, 12, 12, 11, 10, 9, 9, 8, 8, 7]
LEAD_HOURS = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3]
COINS = ["BTC", "ETH", "SOL"]
PERP_VENUES = ["Binance", "Bybit", "OKX", "Hyperliquid"]
WATCH = ["LINK", "AVAX", "SUI", "TIA"]
DEC = {"BTC": 1, "ETH": 2, "SOL": 2}

IDIOM_ORDER = [
    "one-letter lead reply approval", "lead 'no, half size' reply", "emoji reply approval",
    "k-suffixed shorthand proposal", "JSON proposal from strategist agent",
    "decision buried in markdown research post", "JSON tool-call order ack",
    "embed-only bridge fill card", "riskd key=value order_resized",
    "router 'handing off to' line", "router no-handoff on unheld coin news",
    "stop edited twice in place", "held coin news by project name",
    "dry_run simulate_order tool call", "paper trade tag", "backtest table",
    "what-would-you-do hypothetical", "other fund liquidation gossip",
    "quoted tweet", "past trade recounted", "riskd heartbeat limits ok",
]


def c(x, d=2):
    return f"{x:,.{d}f}"


def p(x, d=2):
    return f"{x:.{d}f}"


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(idx):
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    ms = 1717430000000 + idx * 3600123
    return str(((ms - DISCORD_EPOCH) << 22) | (((idx * 11) % 31) << 17) | ((idx * 977) % 4096))


class Market:
    def __init__(self, rng, day, ch):
        drift = 0.012 * day
        self.px = {
            "BTC": 96400.0 * math.exp(rng.gauss(0, 0.02) - drift),
            "ETH": 3480.0 * math.exp(rng.gauss(0, 0.03) - drift),
            "SOL": 212.4 * math.exp(rng.gauss(0, 0.04) + drift),
        }
        base = {"BTC": 0.0100, "ETH": 0.0120, "SOL": 0.0280}
        self.fund = {}
        for coin in COINS:
            self.fund[coin] = {}
            for v in PERP_VENUES:
                self.fund[coin][v] = max(-0.01, base[coin] * rng.uniform(0.6, 1.7) + rng.gauss(0, 0.002))
        self.basis_z = rng.uniform(6.5, 11.0)
        self.basis_f = self.basis_z + rng.uniform(0.3, 1.4)
        self.dte_z = max(2, 18 - day)
        self.dte_f = self.dte_z + 35
        self.iv = {"BTC": rng.uniform(42, 55), "ETH": rng.uniform(55, 70), "SOL": rng.uniform(65, 85)}

    def s(self, coin, x=None):
        x = self.px[coin] if x is None else x
        return c(x, DEC[coin])

    def fut(self, which):
        b, d = (self.basis_z, self.dte_z) if which == "Z6" else (self.basis_f, self.dte_f)
        return self.px["BTC"] * (1 + b / 100.0 * d / 365.0)


class Flow:
    """One channel-day."""

    def __init__(self, gen, ch, day, t0, rng):
        self.gen = gen
        self.ch = ch
        self.day = day
        self.t0 = t0
        self.t1 = t0 + 86400000
        self.r = rng
        self.m = Market(rng, day, ch)
        self.msgs = []
        self.ops = []
        self.hard = {}
        self.sup = []
        self.removed = []
        self.noise = []
        self.near = []
        self.n = 0
        self.cap = 43

    def may(self, prob, need=1):
        u = self.r.random()
        return u < prob and len(self.hard) + need <= self.cap

    # ---------------------------------------------------------------- basics
    def post(self, t, who, content="", embeds=None, ref=None, thread=None):
        key = (self.ch, self.day, self.n)
        self.n += 1
        t = int(min(max(t, self.t0 + 1000), self.t1 - 2000))
        self.msgs.append({"key": key, "t": t, "who": who, "content": content,
                          "embeds": embeds or [], "ref": ref, "thread": thread})
        return key

    def H(self, key, etype, facts, phrasing, idiom=None):
        self.hard[key] = {"type": etype, "facts": list(facts), "phrasing": phrasing, "state": "live"}
        if idiom:
            self.gen.idiom(key, idiom, etype)

    def N(self, key):
        self.noise.append(key)
        return key

    def NM(self, key, idiom=None):
        self.near.append(key)
        if idiom:
            self.gen.idiom(key, idiom, "not_hard")
        return key

    def msg(self, key):
        for mm in self.msgs:
            if mm["key"] == key:
                return mm
        raise KeyError(key)

    def edit(self, key, t, new):
        self.ops.append({"op": "edit", "t": int(t), "key": key, "content": new})
        if key in self.hard:
            self.hard[key]["state"] = "edited"

    def delete(self, key, t, snippet):
        self.ops.append({"op": "delete", "t": int(t), "key": key})
        self.removed.append(snippet)
        if key in self.hard:
            self.hard[key]["state"] = "deleted"

    def bulk(self, keys, t, snippets):
        self.ops.append({"op": "bulk_delete", "t": int(t), "keys": list(keys)})
        self.removed.extend(snippets)
        for k in keys:
            if k in self.hard:
                self.hard[k]["state"] = "deleted"

    def forget(self, key, t, snippet):
        self.ops.append({"op": "forget", "t": int(t), "key": key, "by": PEOPLE["lead"][1]})
        self.removed.append(snippet)
        if key in self.hard:
            self.hard[key]["state"] = "forgotten"

    def pin(self, key, t):
        self.ops.append({"op": "reaction_add", "t": int(t), "key": key, "emoji": "📌", "user": PEOPLE["lead"][1]})
        self.ops.append({"op": "pin", "t": int(t) + 1500, "key": key, "by": PEOPLE["lead"][1]})

    def react(self, key, t, emoji, who="lead"):
        self.ops.append({"op": "reaction_add", "t": int(t), "key": key, "emoji": emoji, "user": PEOPLE[who][1]})

    def slot(self, span_s, human=False):
        r = self.r
        for _ in range(200):
            hours = LEAD_HOURS if human else list(range(24))
            w = [HOUR_W[h] for h in hours]
            h = r.choices(hours, weights=w)[0]
            t = self.t0 + h * 3600000 + r.randint(0, 3599) * 1000 + r.randint(0, 999)
            if t + span_s * 1000 < self.t1 - 120000 and t > self.t0 + 60000:
                return t
        return self.t0 + 3600000

    def hhmm(self, t):
        return datetime.fromtimestamp(t / 1000.0, tz=timezone.utc).strftime("%H:%M")

    def hexid(self, bits=40):
        return f"{self.r.getrandbits(bits):0{bits // 4}x}"

    # ---------------------------------------------------------------- specs
    def spec(self, kind, coin=None):
        r, m = self.r, self.m
        s = {"kind": kind}
        if kind in ("perp", "spot"):
            coin = coin or r.choice(["BTC", "ETH", "SOL", "ETH", "SOL", "BTC"])
            mark = m.px[coin]
            if kind == "perp":
                venue = r.choice(PERP_VENUES)
                side = r.choice(["sell", "sell", "buy"])
                inst = f"{coin}-PERP"
                vsym = {"Binance": f"{coin}USDT", "Bybit": f"{coin}USDT", "OKX": f"{coin}-USDT-SWAP",
                        "Hyperliquid": coin}[venue]
            else:
                venue = "Coinbase Prime"
                side = r.choice(["buy", "buy", "sell"])
                inst = f"{coin} spot"
                vsym = f"{coin}-USD"
            px = mark * (1 + r.uniform(-0.0025, 0.0025))
            if coin == "BTC":
                q = r.choice([1.5, 2, 2.5, 3.2, 4, 5, 6.5, 8, 10, 12])
                qs = f"{q:g}"
                qk = qs
            elif coin == "ETH":
                q = r.randrange(80, 900, 10)
                qs = str(q)
                qk = qs
            else:
                q = r.randrange(1500, 25000, 250)
                qs = f"{q:,}"
                qk = (f"{q / 1000:.2f}".rstrip("0").rstrip(".")) + "k"
            st = px * (1.022 if side == "sell" else 0.978)
            tp = px * (0.955 if side == "sell" else 1.045)
            d = DEC[coin]
            s.update(coin=coin, venue=venue, side=side, inst=inst, vsym=vsym, q=q, qs=qs, qk=qk,
                     px=px, px_c=c(px, d), px_p=p(px, d), st=st, st_c=c(st, d), st_p=p(st, d),
                     tp_c=c(tp, d), dec=d)
        elif kind == "option":
            coin = r.choice(["ETH", "BTC"])
            if coin == "ETH":
                strike = int(round(m.px["ETH"] * 1.14 / 100.0)) * 100
                inst = f"ETH-25DEC26-{strike}-C"
                side = "sell"
                px = r.uniform(0.008, 0.024)
                q = r.randrange(100, 600, 50)
            else:
                strike = int(round(m.px["BTC"] * 0.9 / 1000.0)) * 1000
                inst = f"BTC-25DEC26-{strike}-P"
                side = "buy"
                px = r.uniform(0.006, 0.016)
                q = r.randrange(10, 60, 5)
            s.update(coin=coin, venue="Deribit", side=side, inst=inst, vsym=inst, q=q, qs=str(q), qk=str(q),
                     px=px, px_c=p(px, 4), px_p=p(px, 4), st=None, st_c="", st_p="", tp_c="", dec=4)
        s["SIDE"] = s["side"].upper()
        pref = {"Binance": "bn", "Bybit": "by", "OKX": "okx", "Hyperliquid": "hl",
                "Coinbase Prime": "cbp", "Deribit": "drb", "CME": "cme"}[s["venue"]]
        s["oid"] = f"{pref}-{self.hexid(40)}"
        s["clid"] = f"swm-{self.hexid(24)}"
        return s

    def set_qty(self, s, q):
        s["q"] = q
        if s["coin"] == "BTC" and s["kind"] != "option":
            s["qs"] = f"{q:g}"
            s["qk"] = s["qs"]
        elif s["coin"] == "SOL":
            s["qs"] = f"{int(q):,}"
            s["qk"] = (f"{q / 1000:.2f}".rstrip("0").rstrip(".")) + "k"
        else:
            s["qs"] = str(int(q))
            s["qk"] = s["qs"]

    # ---------------------------------------------------------------- proposals
    def proposal_text(self, s, style):
        """Return (content, facts, phrasing)."""
        r, m = self.r, self.m
        fr = m.fund[s["coin"]].get(s["venue"], m.fund[s["coin"]]["Binance"])
        ann = fr * 3 * 365
        if s["kind"] == "option":
            why = ("covered against the spot ETH; vol rich vs realised" if s["side"] == "sell"
                   else "tail hedge for the basis book into year-end")
            if style == "tagged":
                txt = (f"[PROPOSAL] {s['SIDE']} {s['qs']}x {s['inst']} @ {s['px_c']} on Deribit · {why} · "
                       f"IV {m.iv[s['coin']]:.1f} · needs lead ok")
                return txt, [s["SIDE"], s["qs"] + "x", s["inst"], s["px_c"]], "tagged"
            txt = (f"Overlay: I'd like to {s['side']} {s['qs']} {s['inst']} on Deribit at {s['px_c']} — {why}. "
                   f"Premium ~{s['q'] * s['px']:.2f} {s['coin']}. Approve?")
            return txt, [s["side"], s["qs"], s["inst"], s["px_c"]], "untagged"
        if style == "tagged":
            txt = (f"[PROPOSAL] {s['SIDE']} {s['inst']} {s['qs']} @ {s['px_c']} lmt · {s['venue']} · "
                   f"SL {s['st_c']} · TP {s['tp_c']}\n"
                   f"why: funding {fr:.4f}%/8h (~{ann:.1f}% ann.) on {s['venue']}, spot leg already on, "
                   f"net Δ stays < 0.5 BTC-eq. ttl 30m. @mara.k")
            return txt, [s["SIDE"], s["inst"], s["qs"], s["px_c"], s["st_c"]], "tagged"
        if style == "untagged":
            verb = "sell" if s["side"] == "sell" else "buy"
            txt = (f"Proposing we {verb} {s['qs']} {s['inst']} on {s['venue']} around {s['px_c']}; "
                   f"stop {s['st_c']}, half off at {s['tp_c']}. "
                   + r.choice([f"Funding's paying ~{ann:.1f}% annualized and the spot hedge is already in the book.",
                               "Momentum + OI rebuild after the flush; sized to 0.4% NAV risk.",
                               "This squares the carry book after the morning roll."])
                   + " Need a go.")
            return txt, [verb, s["qs"], s["inst"], s["px_c"], s["st_c"]], "untagged"
        if style == "shorthand":
            sl = "s" if s["side"] == "sell" else "b"
            il = s["inst"].lower()
            txt = f"{sl} {s['qk']} {il} {s['venue'].lower()} @ {s['px_p']} sl {s['st_p']} — " + r.choice(
                ["carry leg", "hedge the spot add", "flattening", "fade the squeeze", "basis hedge"])
            return txt, [f"{sl} {s['qk']}", il, s["px_p"], s["st_p"]], "shorthand"
        if style == "structured":
            obj = {"type": "proposal", "id": f"prop-{self.hexid(20)}", "instrument": s["inst"],
                   "venue": s["venue"].lower(), "side": s["side"], "qty": s["qs"], "limit": s["px_p"],
                   "stop": s["st_p"], "ttl_min": 30, "needs": "lead"}
            txt = "```json\n" + json.dumps(obj, ensure_ascii=False) + "\n```"
            return txt, [s["inst"], s["side"], s["qs"], s["px_p"], s["st_p"]], "structured"
        raise ValueError(style)

    # ---------------------------------------------------------------- research posts
    def funding_table(self):
        m = self.m
        rows = ["| venue | BTC | ETH | SOL |", "|---|---:|---:|---:|"]
        for v in PERP_VENUES:
            rows.append(f"| {v} | " + " | ".join(f"{m.fund[cn][v]:.4f}%" for cn in COINS) + " |")
        rows.append("| avg (ann.) | " + " | ".join(
            f"{sum(m.fund[cn][v] for v in PERP_VENUES) / 4 * 1095:.1f}%" for cn in COINS) + " |")
        return "## Funding (8h, last print)\n" + "\n".join(rows)

    def basis_table(self):
        m = self.m
        spot = m.px["BTC"]
        rows = ["| contract | px | basis | ann. | dte |", "|---|---:|---:|---:|---:|"]
        for which, b, d in (("Z6", m.basis_z, m.dte_z), ("F7", m.basis_f, m.dte_f)):
            f = m.fut(which)
            rows.append(f"| BTC{which} | {c(f, 0)} | +{c(f - spot, 0)} | {b:.2f}% | {d} |")
        rows.append(f"| spot ref | {c(spot, 0)} | — | — | — |")
        return "## CME basis\n" + "\n".join(rows)

    def options_table(self):
        m, r = self.m, self.r
        rows = ["| instrument | iv | Δ | OI (contracts) |", "|---|---:|---:|---:|"]
        e = m.px["ETH"]
        for k in (0.9, 1.0, 1.1, 1.2):
            strike = int(round(e * k / 100.0)) * 100
            kind = "P" if k < 1 else "C"
            rows.append(f"| ETH-25DEC26-{strike}-{kind} | {m.iv['ETH'] + r.uniform(-4, 6):.1f} | "
                        f"{(0.5 - (k - 1) * 2.2) * (1 if kind == 'C' else -1):.2f} | {r.randrange(2000, 40000):,} |")
        return "## Deribit ETH Dec surface\n" + "\n".join(rows)

    def para_bank(self):
        r, m = self.r, self.m
        coin = r.choice(COINS)
        v = r.choice(PERP_VENUES)
        v2 = r.choice([x for x in PERP_VENUES if x != v])
        return [
            f"Open interest on {coin} perps rebuilt {r.uniform(3, 14):.1f}% since the Sunday flush, led by {v}; "
            f"the long/short account ratio on {v} sits at {r.uniform(0.8, 2.4):.2f}. Historically that ratio above 2 "
            f"has preceded funding resets within 48h about {r.randint(55, 72)}% of the time, but the sample is thin "
            f"and skewed to 2021 conditions, when leverage was cheaper and venues fewer.",
            f"Spot ETF flows were {r.choice(['positive', 'mixed', 'soft'])}: {r.randint(3, 9)} of the last 10 sessions "
            f"net creations for the bitcoin funds, {r.randint(2, 8)} for ether. Coinbase premium is "
            f"{r.uniform(-0.08, 0.12):+.3f}% which reads as US demand being neither a headwind nor a driver. The "
            f"authorised participants have been creating in cash, so the flow shows up in Coinbase Prime prints "
            f"around the 4pm NY window rather than on the perps.",
            f"Stablecoin supply grew ${r.uniform(0.4, 2.8):.2f}B week over week, almost all USDC; USDT supply was flat. "
            f"Exchange stablecoin reserves ticked up on Binance and OKX, which usually supports perp funding "
            f"staying positive for a few more sessions. Mint/burn on the Tron side was quiet.",
            f"Realised vol (7d) for {coin} is {r.uniform(28, 70):.1f}% vs implied {m.iv[coin]:.1f}%; the variance premium "
            f"is {r.choice(['wider', 'narrower'])} than its 90d median. The term structure is in mild contango from "
            f"1w to 3m, no inversion. Weekend realised has been running about {r.randint(55, 80)}% of weekday realised.",
            f"Liquidation heatmaps show clustered long liquidations {r.uniform(2, 5):.1f}% below spot on {coin} and a "
            f"thinner short cluster {r.uniform(2, 6):.1f}% above. These maps are model outputs built from leverage "
            f"assumptions, so I treat them as colour, not levels; they were wrong about the last two wicks.",
            f"On-chain: exchange net flows for BTC were {r.choice(['-', '+'])}{r.randint(1200, 9800):,} BTC over 24h, "
            f"miner balances flat, long-term holder supply down {r.uniform(0.05, 0.4):.2f}%. Nothing here moves my "
            f"priors much; the one outlier is a {r.randint(2, 9)}k BTC cold-wallet consolidation that the labelers "
            f"attribute to a custodian, not a seller.",
            f"The {v} insurance fund is up {r.uniform(0.2, 3.1):.1f}% this week and ADL queues are quiet. Maker rebates "
            f"on {v} changed tier thresholds last month; our 30d volume keeps us in tier {r.randint(3, 6)}, worth "
            f"about {r.uniform(0.3, 1.2):.1f} bp per round trip versus the public schedule.",
            f"Macro calendar: CPI on Wednesday, FOMC minutes Thursday, quarterly options expiry on the 25th. Crypto "
            f"beta to NDX over 30d is {r.uniform(0.3, 0.9):.2f}; correlation BTC/ETH {r.uniform(0.72, 0.93):.2f}, "
            f"BTC/SOL {r.uniform(0.6, 0.88):.2f}. Dollar index has been range-bound and real yields are off the highs.",
            f"SOL fee revenue is {r.uniform(-12, 25):+.1f}% w/w; staking yield ~{r.uniform(6.2, 7.4):.2f}%. "
            f"The Jan unlock schedule is about {r.uniform(1.1, 2.6):.1f}M SOL, roughly "
            f"{r.uniform(0.3, 1.2):.2f} days of spot volume. Most of it sits with early investors who have "
            f"historically staked rather than sold, though that pattern is only two unlocks deep.",
            f"Cross-venue funding dispersion on {coin} is {r.uniform(0.002, 0.02):.4f}%/8h between {v} and {v2}, "
            f"enough to cover fees on size above ~${r.randint(2, 9)}M notional if borrow is stable. The dispersion "
            f"tends to close within two prints when it is driven by a single large account.",
            f"The perp-spot basis on {coin} ({v}) averaged {r.uniform(-3, 12):.1f} bp today; the 30d range is "
            f"{r.uniform(-15, -2):.1f} to {r.uniform(8, 25):.1f} bp. Index composition on {v} changed in October "
            f"(one constituent venue dropped), which slightly lowered the noise in the mark.",
            f"Options: 25d risk reversal on ETH 1m is {r.uniform(-3, 3):+.1f} vol, BTC {r.uniform(-2, 4):+.1f}. Dealers "
            f"look short gamma above {c(m.px['ETH'] * 1.08, 0)} on ETH per the open interest map; block prints on "
            f"Deribit skewed to call overwriting from the usual yield funds.",
            f"Hyperliquid oracle deviations from the composite index: {r.randint(0, 6)} events > 30 bp in the last "
            f"week, all under 4 minutes. Vault TVL {r.choice(['rose', 'fell'])} {r.uniform(1, 9):.1f}%. Depth within "
            f"10 bp on {coin} is ${r.uniform(1.5, 9):.1f}M a side in US hours, about half that in Asia.",
            f"CME: large-trader long OI in BTC futures {r.choice(['rose', 'fell'])} {r.uniform(1, 7):.1f}% last week "
            f"while leveraged-fund shorts were {r.choice(['flat', 'up slightly', 'down'])} — the classic cash-and-carry "
            f"footprint. Basis compresses into expiry mostly in the last 3 sessions.",
            f"Borrow: USDC lend rates on Aave v3 {r.uniform(3.5, 9):.2f}%, on Coinbase {r.uniform(3.6, 5):.2f}%. "
            f"When on-chain lend rates exceed perp funding the carry trade loses its edge, which is not the case "
            f"today by a margin of roughly {r.randint(400, 2500)} bp annualised.",
            f"Venue risk: {v2} proof-of-reserves snapshot was published on schedule, liabilities coverage "
            f"{r.uniform(101, 112):.1f}%. Withdrawal times on {v} averaged {r.randint(3, 25)} min for USDC over the "
            f"week, no anomalies.",
            f"Retail flow: app-store rank for the big exchanges is flat, Google Trends for 'bitcoin' at "
            f"{r.randint(25, 60)} vs 100 at the March peak; social volume on SOL memecoins "
            f"{r.choice(['picked up', 'faded'])} — historically a late-cycle tell for SOL funding spikes.",
            f"Execution quality: our maker fill rate on {v} was {r.randint(55, 92)}% over 7d and adverse selection "
            f"at 5s horizon {r.uniform(0.2, 1.8):.1f} bp. {v2} is better for size but fee tier is one notch worse.",
            f"ETH staking: entry queue {r.randint(10, 900)}k, exit queue {r.randint(5, 400)}k, LST discounts "
            f"{r.uniform(-0.3, 0.05):+.2f}%. Restaking points programs are winding down, which removes a bid for "
            f"leveraged stETH loops and should pull ETH funding lower over weeks, not days.",
            f"Market structure: spot volume share Binance {r.randint(30, 48)}%, Coinbase {r.randint(8, 16)}%, OKX "
            f"{r.randint(6, 12)}%. Perp/spot volume ratio {r.uniform(2.5, 6):.1f}x — elevated but below the "
            f"froth readings of {r.uniform(7, 9):.1f}x seen in March.",
        ]

    def para(self):
        return self.r.choice(self.para_bank())

    def paras(self, n):
        return self.r.sample(self.para_bank(), n)

    def oi_table(self):
        r, m = self.r, self.m
        rows = ["| coin | venue | OI ($m) | 24h chg | vol 24h ($m) | top-10 acct share |", "|---|---|---:|---:|---:|---:|"]
        for coin in COINS:
            for v in PERP_VENUES:
                rows.append(f"| {coin} | {v} | {r.uniform(200, 9000):,.0f} | {r.uniform(-8, 8):+.1f}% | "
                            f"{r.uniform(300, 30000):,.0f} | {r.uniform(12, 48):.0f}% |")
        return "## Perp open interest by venue\n" + "\n".join(rows)

    def scenario_table(self):
        r, m = self.r, self.m
        rows = ["| scenario | BTC | ETH | SOL | est. book P&L | funding 7d |", "|---|---:|---:|---:|---:|---:|"]
        for nm, mv in (("-15% crash", -0.15), ("-7% flush", -0.07), ("flat chop", 0.0), ("+7% squeeze", 0.07),
                       ("+15% melt-up", 0.15)):
            rows.append(f"| {nm} | {c(m.px['BTC'] * (1 + mv), 0)} | {c(m.px['ETH'] * (1 + mv * 1.2), 0)} | "
                        f"{c(m.px['SOL'] * (1 + mv * 1.5), 1)} | {r.choice(['+', '-'])}${r.randint(20, 900)}k | "
                        f"{r.uniform(-4, 30):.1f}% |")
        return ("## Scenario grid (model, not a plan)\n" + "\n".join(rows) +
                "\n\nGrid is mark-to-model with current legs and no rebalancing; illustrative only.")

    def venue_table(self):
        r = self.r
        rows = ["| venue | uptime 7d | ws drops | withdr. (min) | fee tier | margin util |",
                "|---|---:|---:|---:|---:|---:|"]
        for v in PERP_VENUES + ["Coinbase Prime", "Deribit"]:
            rows.append(f"| {v} | {r.uniform(99.2, 100):.2f}% | {r.randint(0, 14)} | {r.randint(2, 40)} | "
                        f"{r.randint(2, 7)} | {r.randint(10, 65)}% |")
        return "## Venue health\n" + "\n".join(rows)

    def research_post(self, decision=None, title=None, t=None):
        r, m = self.r, self.m
        title = title or r.choice([
            "Funding & basis wrap", "Carry book review", "Perp positioning check", "Vol + carry weekly",
            "Desk research: flows, funding, basis", "Cross-venue funding scan", "Basis & options overlay notes",
            "Session handover notes", "Stablecoin & venue risk review"])
        pp = self.paras(r.randint(12, 15))
        t = t if t is not None else self.t0 + r.randint(0, 86399) * 1000
        lines = [f"# {title} — {self.hhmm(t - r.randint(2, 25) * 60000)}Z draft",
                 "_atlas-research · inputs: venue REST snapshots, CME settles, Deribit book, chain indexers_", "",
                 "## TL;DR",
                 f"- BTC {m.s('BTC')}, ETH {m.s('ETH')}, SOL {m.s('SOL')} at snapshot",
                 f"- CME Z6 basis {m.basis_z:.2f}% ann., F7 {m.basis_f:.2f}%",
                 f"- funding positive across venues, SOL richest",
                 f"- implied vol BTC {m.iv['BTC']:.1f} / ETH {m.iv['ETH']:.1f} / SOL {m.iv['SOL']:.1f}", ""]
        secs = [self.funding_table(), self.basis_table(), self.options_table(), self.venue_table(),
                self.oi_table(), self.scenario_table()]
        r.shuffle(secs)
        secs = secs[: r.randint(4, 6)]
        body = []
        for sec in secs:
            body.append(sec + "\n\n" + pp.pop())
        pos = "## Positioning\n" + pp.pop() + "\n\n" + pp.pop()
        if decision:
            pos += " " + decision + " " + pp.pop()
        else:
            pos += " " + pp.pop()
        body.insert(len(body) // 2 + 1, pos)
        body.append("## Flows & context\n" + "\n\n".join(pp))
        body.append("## What changed since last note\n" + "\n".join(f"- {x}" for x in r.sample([
            f"SOL funding {r.choice(['up', 'down'])} {r.randint(2, 15)} bp/8h on the venue average",
            f"CME Z6 basis {r.choice(['+', '-'])}{r.uniform(0.1, 0.9):.2f}% ann.",
            f"ETH 1m IV {r.choice(['+', '-'])}{r.uniform(0.5, 4):.1f} vol",
            "Hyperliquid oracle flagged once, resolved",
            f"stablecoin share on venues: USDC {r.randint(52, 66)}%",
            "no change to watchlist", "no venue incidents", f"BTC dominance {r.uniform(54, 61):.1f}%"], 4)))
        body.append("## Risks\n" + "\n".join(f"- {x}" for x in r.sample([
            "venue outage during the funding print", "USDT depeg tail", "CME margin hike into expiry",
            "oracle deviation on Hyperliquid", "unlock supply hitting SOL spot", "ETF outflow streak",
            "stablecoin regulatory headline risk", "weekend liquidity gap", "Deribit maintenance window"], 4)))
        body.append("_method: funding = last settled print; basis ann. = (F/S - 1) x 365/dte; IV = ATM mark. "
                    "Not investment advice; internal draft, numbers from snapshots and may lag._")
        return "\n".join(lines) + "\n" + "\n\n".join(body)

    def exec_report(self):
        r = self.r
        rows = ["| venue | orders | fills | maker % | slip bp | rejects | cancels |",
                "|---|---:|---:|---:|---:|---:|---:|"]
        for v in PERP_VENUES + ["Coinbase Prime", "Deribit", "CME"]:
            rows.append(f"| {v} | {r.randint(0, 40)} | {r.randint(0, 60)} | {r.randint(40, 95)} | "
                        f"{r.uniform(0.1, 3.5):.2f} | {r.randint(0, 3)} | {r.randint(0, 12)} |")
        return ("**Execution daily report** (auto, piston-exec)\n" + "\n".join(rows) +
                f"\n\nTool calls {r.randint(800, 2400):,} · errors {r.randint(3, 30)} · retries "
                f"{r.randint(3, 40)} · p95 latency {r.randint(600, 2400)}ms. Rejects were post-only crosses and one "
                f"min-notional on Deribit; no action needed. Cancel/replace ratio within venue guidelines.")

    def collateral_post(self):
        r = self.r
        rows = ["| venue | USDC | USDT | margin req | excess | util |", "|---|---:|---:|---:|---:|---:|"]
        for v in ["Coinbase Prime", "Binance", "Bybit", "OKX", "Hyperliquid", "Deribit", "CME (FCM)"]:
            a, b = r.uniform(0.5, 9), r.uniform(0, 7)
            req = (a + b) * r.uniform(0.2, 0.7)
            rows.append(f"| {v} | {a:.2f}M | {b:.2f}M | {req:.2f}M | {a + b - req:.2f}M | {req / (a + b) * 100:.0f}% |")
        return ("**Overnight collateral check** (read-only)\n" + "\n".join(rows) +
                "\n\nNo sweeps scheduled; next check 16:00Z. Tether share and venue caps per policy sheet.")

    def handover(self, hh):
        r, m = self.r, self.m
        shift = {6: "APAC→EU", 14: "EU→US", 22: "US→APAC"}[hh]
        items = r.sample([
            f"kestrel: funding scan queued for next print ({r.randint(1, 8)}h)",
            "sentinel: venue concentration watch on Binance",
            "piston: 0 working orders older than 10m",
            f"vault: collateral drift ${r.randint(0, 40)}k, within tolerance",
            "atlas: research note on SOL unlock in progress",
            f"open alerts: {r.randint(0, 5)} (all informational)",
            "CI: last deploy green", f"tool error rate 24h: {r.uniform(0.1, 2.5):.1f}%",
            f"LLM spend today ${r.randint(40, 400)} (budget $600)", "no human escalations pending"], 6)
        rows = ["| agent | status | tasks done | errors | avg tokens |", "|---|---|---:|---:|---:|"]
        for ag in ("atlas-research", "kestrel-strategist", "sentinel-risk", "piston-exec", "vault-treasury"):
            rows.append(f"| {ag} | up | {r.randint(3, 60)} | {r.randint(0, 4)} | {r.randint(2, 30)}k |")
        return (f"**Shift handover {shift}** ({hh:02d}:00Z)\n" + "\n".join(f"- {x}" for x in items) + "\n\n" +
                "\n".join(rows) + f"\n\nBTC {m.s('BTC')} · ETH {m.s('ETH')} · SOL {m.s('SOL')} at handover.")

    def memo(self, who):
        """Medium markdown memo from strategist / risk agent (ordinary)."""
        r, m = self.r, self.m
        if who == "strat":
            rows = ["| leg | venue | size | entry | funding ann. | pnl 24h |", "|---|---|---:|---:|---:|---:|"]
            for coin in COINS:
                for v in r.sample(PERP_VENUES, 2):
                    rows.append(f"| {coin}-PERP short | {v} | {r.randint(50, 900)} | "
                                f"{m.s(coin, m.px[coin] * r.uniform(0.95, 1.05))} | "
                                f"{m.fund[coin][v] * 1095:.1f}% | {r.choice(['+', '-'])}${r.randint(2, 90)}k |")
            return ("**Carry book memo**\n" + "\n".join(rows) + "\n\n" + " ".join(self.paras(2)) +
                    "\n\nNothing to action from this table; it feeds the next funding scan.")
        rows = ["| limit | value | cap | util |", "|---|---:|---:|---:|"]
        for nm, cap in (("gross USD", 220), ("SOL gross", 25), ("ETH gross", 80), ("BTC gross", 120),
                        ("options vega $k", 90), ("single venue %", 35)):
            val = cap * r.uniform(0.2, 0.85)
            rows.append(f"| {nm} | {val:.1f} | {cap} | {val / cap * 100:.0f}% |")
        return ("**Risk digest** (read-only, no changes)\n" + "\n".join(rows) + "\n\n" + self.para() +
                "\n\nAll within limits; next digest in 6h.")

    # ---------------------------------------------------------------- embeds
    def order_card(self, s, status="NEW", title="ORDER ACCEPTED"):
        vname = {"Binance": "Binance USDⓈ-M", "Bybit": "Bybit linear", "OKX": "OKX swap",
                 "Hyperliquid": "Hyperliquid", "Coinbase Prime": "Coinbase Prime",
                 "Deribit": "Deribit", "CME": "CME via FCM"}[s["venue"]]
        return [{"title": title, "description": vname, "author": "xbridge · order router",
                 "fields": [{"name": "Symbol", "value": s["vsym"], "inline": True},
                            {"name": "Side", "value": s["SIDE"], "inline": True},
                            {"name": "Qty", "value": s["qs"], "inline": True},
                            {"name": "Limit", "value": s["px_p"], "inline": True},
                            {"name": "TIF", "value": self.r.choice(["GTC", "PostOnly", "IOC"]), "inline": True},
                            {"name": "Status", "value": status, "inline": True}],
                 "footer": f"ord {s['oid']} · cl {s['clid']} · acct swarm-main"}]

    def fill_card(self, s, fq, fpx, partial):
        return [{"title": "FILL (partial)" if partial else "FILL",
                 "description": s["vsym"] + " · " + s["venue"],
                 "fields": [{"name": "Side", "value": s["SIDE"], "inline": True},
                            {"name": "Filled", "value": f"{fq} / {s['qs']}", "inline": True},
                            {"name": "Px", "value": fpx, "inline": True},
                            {"name": "Fee", "value": f"{self.r.uniform(-0.02, 0.045):.4f}%", "inline": True}],
                 "footer": f"ord {s['oid']} · acct swarm-main"}]

    # ---------------------------------------------------------------- trade chain
    def chain(self, s, style, t=None, prop_key=None, prop_t=None, thread=None, allow_reject=True,
              stop_key_out=None, fill_edit=False):
        r = self.r
        if prop_key is None:
            t = t or self.slot(5400, human=True)
            txt, facts, ph = self.proposal_text(s, style)
            prop_key = self.post(t, "strat", txt, thread=thread)
            idi = {"shorthand": "k-suffixed shorthand proposal" if s["coin"] == "SOL" else None,
                   "structured": "JSON proposal from strategist agent"}.get(ph)
            self.H(prop_key, "trade_proposal", facts, ph, idi)
        else:
            t = prop_t
        t += r.randint(20, 90) * 1000
        if self.may(0.2):
            k = self.post(t, "router", r.choice([
                f"handing off to sentinel-risk for pre-trade: {s['inst']} {s['side']} {s['qs']}",
                f"↪ {s['inst']} {s['side']} {s['qs']} → sentinel-risk (pre-trade check)"]), thread=thread)
            self.H(k, "route_decision", ["sentinel-risk", s["inst"], s["qs"]], "untagged",
                   "router 'handing off to' line")
            t += r.randint(30, 120) * 1000
        # risk
        risk_roll = r.random()
        if s["kind"] != "option" and risk_roll < 0.2:
            newq = s["q"] / 2 if s["coin"] == "BTC" else (int(s["q"] * 0.7 / 10) * 10 if s["coin"] == "ETH"
                                                         else int(s["q"] * 0.7 / 250) * 250)
            old = s["qs"]
            tmp = dict(s)
            self.set_qty(tmp, newq)
            reason = r.choice(["venue_cap_35pct", "gross_cap", "coin_net_delta", "sol_gross_cap"])
            k = self.post(t, "riskd", f"riskd evt=order_resized cl={s['clid']} sym={s['inst']} venue="
                          f"{s['venue'].lower().replace(' ', '_')} req_qty={old} new_qty={tmp['qs']} reason={reason}",
                          thread=thread)
            self.H(k, "risk_limit", [s["inst"], f"req_qty={old}", f"new_qty={tmp['qs']}", reason], "structured",
                   "riskd key=value order_resized")
            self.set_qty(s, newq)
        elif risk_roll < 0.45:
            k = self.post(t, "risk", r.choice([
                f"pre-trade ✅ {s['inst']} {s['side']} {s['qs']}: gross after {r.uniform(40, 80):.1f}% of cap, "
                f"{s['venue']} share {r.uniform(12, 33):.1f}% (cap 35%), Δ-neutral vs spot. cleared from risk.",
                f"Risk: approved {s['inst']} {s['side']} {s['qs']} — within coin, venue and margin limits.",
                f"RISK OK {s['inst']} {s['qs']} {s['side']} | margin util {r.uniform(18, 46):.0f}% | approved"]),
                ref=prop_key, thread=thread)
            self.H(k, "trade_approval", [s["inst"], s["qs"]], "untagged")
        t += r.randint(2, 22) * 60000
        # lead
        roll = r.random()
        rejected = False
        if allow_reject and roll < 0.12:
            txt = r.choice(["no", "not today", "no. funding resets in 2h, wait"])
            k = self.post(t, "lead", txt, ref=prop_key, thread=thread)
            self.H(k, "trade_approval", [txt.split(".")[0].split(",")[0]], "reply")
            rejected = True
        elif roll < 0.3 and s["kind"] != "option":
            k = self.post(t, "lead", "no, half size", ref=prop_key, thread=thread)
            self.H(k, "trade_approval", ["no, half size"], "reply", "lead 'no, half size' reply")
            newq = s["q"] / 2 if s["coin"] == "BTC" else (int(s["q"] / 20) * 10 if s["coin"] == "ETH"
                                                         else int(s["q"] / 500) * 250)
            self.set_qty(s, newq)
            t += r.randint(10, 40) * 1000
            self.N(self.post(t, "strat", r.choice(["ack, halving", "ack", "ok — half"]), ref=k, thread=thread))
        else:
            txt = r.choice(["y", "go", "👍 send it", "ok go", "yep", "🚀", "y", "send", "go"])
            k = self.post(t, "lead", txt, ref=prop_key, thread=thread)
            idi = {"y": "one-letter lead reply approval", "👍 send it": "emoji reply approval",
                   "🚀": "emoji reply approval"}.get(txt)
            self.H(k, "trade_approval", [txt if txt != "👍 send it" else "send it"], "reply", idi)
            if r.random() < 0.45:
                self.pin(prop_key, t + r.randint(5, 40) * 1000)
        if rejected:
            t += r.randint(20, 60) * 1000
            self.post(t, "strat", f"ack, standing down on {s['inst']}", thread=thread)
            t += r.randint(5, 30) * 1000
            k = self.post(t, "router", f"no handoff — {s['inst']} proposal rejected by mara.k, closing item",
                          thread=thread)
            self.H(k, "no_route_decision", [s["inst"], "no handoff"], "untagged")
            return t
        t += r.randint(15, 60) * 1000
        rs = r.random()
        if rs < 0.5:
            txt = (f"handing off to piston-exec → {s['inst']} {s['side']} {s['qs']} @ {s['px_c']} lmt "
                   f"({s['venue']}), approved by mara.k")
            facts = ["piston-exec", s["inst"], s["qs"]]
            ph = "untagged"
        elif rs < 0.8:
            txt = json.dumps({"route": "piston-exec", "task": "execute", "instrument": s["inst"],
                              "side": s["side"], "qty": s["qs"], "limit": s["px_p"], "approval": "mara.k"},
                             ensure_ascii=False)
            facts = ["piston-exec", s["inst"], s["qs"]]
            ph = "structured"
        else:
            txt = f"routing {s['inst']} {s['side']} {s['qs']} to piston-exec"
            facts = ["piston-exec", s["inst"], s["qs"]]
            ph = "untagged"
        k = self.post(t, "router", txt, thread=thread)
        self.H(k, "route_decision", facts, ph, "router 'handing off to' line" if ph == "untagged" else None)
        # exec ack
        t += r.randint(4, 20) * 1000
        conf_roll = r.random()
        vs = s["venue"].lower().replace(" ", "_")
        obj = {"ok": True, "venue": vs, "symbol": s["vsym"], "side": s["side"].capitalize(), "qty": s["qs"],
               "price": s["px_p"], "order_id": s["oid"], "client_id": s["clid"], "status": "New",
               "latency_ms": r.randint(40, 260)}
        if conf_roll < 0.75:
            k = self.post(t, "exec", "tool_result place_order\n```json\n" + json.dumps(obj, ensure_ascii=False) +
                          "\n```", thread=thread)
            self.H(k, "trade_confirmation", [s["vsym"], s["side"].capitalize(), s["qs"], s["oid"]], "structured",
                   "JSON tool-call order ack")
        if conf_roll > 0.6:
            t += r.randint(1, 4) * 1000
            k = self.post(t, "bridge", "", embeds=self.order_card(s), thread=thread)
            self.H(k, "trade_confirmation", [s["vsym"], s["SIDE"], s["qs"], s["oid"]], "embed")
        # fills
        t += r.randint(10, 600) * 1000
        d = s["dec"]
        fpx = s["px"] * (1 + r.uniform(-0.0004, 0.0004))
        if s["coin"] != "BTC" and self.may(0.2):
            part = s["q"] * 0.4
            part = int(part / 10) * 10 if s["coin"] == "ETH" else (int(part) if s["kind"] == "option"
                                                                   else int(part / 250) * 250)
            pq = f"{part:,}"
            k = self.post(t, "bridge", "", embeds=self.fill_card(s, pq, p(fpx, d), True), thread=thread)
            self.H(k, "trade_fill", [s["vsym"], s["SIDE"], pq, p(fpx, d)], "embed", "embed-only bridge fill card")
            t += r.randint(20, 900) * 1000
        fs = r.random()
        if fs < 0.4 or fill_edit:
            txt = (f"[FILL] {s['inst']} {s['side']} {s['qs']}/{s['qs']} @ avg {c(fpx, d)} {s['venue'].lower()} · "
                   f"ord {s['oid']}")
            k = self.post(t, "exec", txt, thread=thread)
            self.H(k, "trade_fill", [s["inst"], s["side"], s["qs"], c(fpx, d)], "tagged")
            if fill_edit:
                fpx2 = fpx * (1 + (0.00013 if s["side"] == "buy" else -0.00013))
                while c(fpx2, d) == c(fpx, d):
                    fpx2 += 10 ** (-d) * (1 if s["side"] == "buy" else -1)
                new = (f"[FILL] {s['inst']} {s['side']} {s['qs']}/{s['qs']} @ avg {c(fpx2, d)} {s['venue'].lower()} · "
                       f"ord {s['oid']} (avg corrected, venue resent trade list)")
                self.edit(k, t + r.randint(60, 400) * 1000, new)
                self.hard[k]["facts"] = [s["inst"], s["side"], s["qs"], c(fpx2, d)]
                self.sup.append((k, c(fpx, d)))
        elif fs < 0.75:
            k = self.post(t, "bridge", "", embeds=self.fill_card(s, s["qs"], p(fpx, d), False), thread=thread)
            self.H(k, "trade_fill", [s["vsym"], s["SIDE"], s["qs"], p(fpx, d)], "embed", "embed-only bridge fill card")
        else:
            obj = {"tool": "get_fills", "ok": True, "order_id": s["oid"],
                   "fills": [{"symbol": s["vsym"], "side": s["side"], "qty": s["qs"], "px": p(fpx, d),
                              "liq": r.choice(["maker", "taker"])}]}
            k = self.post(t, "exec", "tool_result get_fills\n```json\n" + json.dumps(obj, ensure_ascii=False) + "\n```",
                          thread=thread)
            self.H(k, "trade_fill", [s["vsym"], s["side"], s["qs"], p(fpx, d)], "structured")
        if r.random() < 0.5:
            self.react(k, t + r.randint(10, 200) * 1000, "✅")
        # stop
        if s["st"] is not None and (stop_key_out is not None or r.random() < 0.5):
            t += r.randint(30, 150) * 1000
            pos = "short" if s["side"] == "sell" else "long"
            txt = f"[SL] {s['inst']} {pos} {s['qs']} → stop {s['st_c']} (mark, reduce-only) · TP1 {s['tp_c']} 50%"
            k = self.post(t, "exec", txt, thread=thread)
            self.H(k, "stop_or_target_change", [s["inst"], s["st_c"], s["tp_c"]], "tagged")
            if stop_key_out is not None:
                stop_key_out.append((k, t, s, pos))
        return t

    # ---------------------------------------------------------------- episodes
    def ep_chains(self):
        r = self.r
        stops = []
        style = r.choice(["tagged", "untagged", "shorthand", "shorthand", "structured"])
        s = self.spec(r.choice(["perp", "perp", "spot"]), coin="SOL" if style == "shorthand" else None)
        self.chain(s, style, stop_key_out=stops, allow_reject=False)
        if self.may(0.25, 8):
            s2 = self.spec("perp")
            self.chain(s2, r.choice(["tagged", "untagged", "shorthand", "structured"]), allow_reject=True)
        # stop edited twice
        if stops:
            k, t, s, pos = stops[0]
            d = s["dec"]
            lv = [s["st"]]
            for j in range(2):
                step = s["px"] * r.uniform(0.004, 0.008)
                lv.append(lv[-1] - step if s["side"] == "sell" else lv[-1] + step)
            e1 = t + r.randint(30, 110) * 60000
            e2 = e1 + r.randint(30, 150) * 60000
            if e2 > self.t1 - 60000:
                e1 = t + (self.t1 - 60000 - t) // 3
                e2 = t + 2 * (self.t1 - 60000 - t) // 3
            for lvl, te in ((lv[1], e1), (lv[2], e2)):
                self.edit(k, te, f"[SL] {s['inst']} {pos} {s['qs']} → stop {c(lvl, d)} (mark, reduce-only, trailed) "
                                 f"· TP1 {s['tp_c']} 50%")
            self.hard[k]["facts"] = [s["inst"], c(lv[2], d), s["tp_c"]]
            self.sup.append((k, s["st_c"]))
            self.sup.append((k, c(lv[1], d)))
            self.gen.idiom(k, "stop edited twice in place", "stop_or_target_change")

    def ep_buried(self):
        r = self.r
        s = self.spec("perp")
        t = self.slot(6000, human=True)
        dec = (f"Net: I'm putting up a trade — {s['side']} {s['qs']} {s['inst']} on {s['venue']} at "
               f"{s['px_c']}, stop {s['st_c']}; it monetises the funding gap without adding delta.")
        k = self.post(t, "research", self.research_post(decision=dec, t=t))
        self.H(k, "trade_proposal", [s["side"], s["qs"], s["inst"], s["px_c"], s["st_c"]], "buried",
               "decision buried in markdown research post")
        self.chain(s, None, prop_key=k, prop_t=t, allow_reject=False, fill_edit=True)
        # buried thesis update
        t2 = self.slot(600)
        coin = r.choice(COINS)
        a, b = r.choice([("4/5", "3/5"), ("3/5", "2/5"), ("2/5", "3/5"), ("3/5", "4/5")])
        dec2 = f"**Conviction: {coin} moves {a} → {b}** on the back of this; the carry view is unchanged."
        k2 = self.post(t2, "research", self.research_post(decision=dec2, t=t2))
        self.H(k2, "thesis_update", [coin, f"{a} → {b}"], "buried")

    def ep_research_plain(self, n):
        for _ in range(n):
            t = self.slot(100)
            k = self.post(t, "research", self.research_post(t=t))
            self.NM(k, None)

    def ep_basis_thread(self):
        r, m = self.r, self.m
        t = self.slot(7200, human=True)
        starter = self.post(t, "strat", r.choice(["🧵 BTC basis roll Z6→F7 — details in thread",
                                                  "thread: CME basis roll into F7"]))
        th = starter
        t += r.randint(30, 90) * 1000
        self.post(t, "research", self.basis_table() + "\n\n" + self.para() + "\n\n" + self.para(), thread=th)
        t += r.randint(60, 300) * 1000
        n = r.choice([10, 20, 25, 40])
        spread = m.fut("F7") - m.fut("Z6")
        sp = f"+{c(spread, 0)}"
        txt = (f"Roll proposal: buy {n} BTCZ6 / sell {n} BTCF7 on CME as a calendar at {sp} (F7 over Z6). "
               f"Spot leg unchanged; locks {m.basis_f:.2f}% ann. for another {m.dte_f - m.dte_z} days.")
        pk = self.post(t, "strat", txt, thread=th)
        self.H(pk, "trade_proposal", [f"buy {n} BTCZ6", f"sell {n} BTCF7", sp], "untagged")
        t += r.randint(60, 200) * 1000
        self.post(t, "risk", f"Calendar IM ≈ ${r.uniform(0.6, 2.4):.2f}M at the FCM; no change to net Δ. "
                             f"Expiry risk on Z6 goes away if done before {m.dte_z - 1}d out.", thread=th)
        t += r.randint(3, 30) * 60000
        q = self.post(t, "lead", "why not wait for the settle?", ref=pk, thread=th)
        self.NM(q)
        t += r.randint(30, 90) * 1000
        self.post(t, "strat", "Calendar liquidity thins into the last week and the FCM widens the spread; "
                              "historically the roll cost rose ~8-15 bp in the final 5 sessions.", ref=q, thread=th)
        t += r.randint(2, 12) * 60000
        a = self.post(t, "lead", r.choice(["ok go", "fine, go", "go"]), ref=pk, thread=th)
        self.H(a, "trade_approval", ["go"], "reply")
        self.pin(pk, t + 20000)
        t += r.randint(20, 60) * 1000
        t += r.randint(20, 90) * 1000
        oid = f"cme-{self.hexid(40)}"
        emb = [{"title": "ORDER WORKING", "description": "CME via FCM · calendar spread",
                "fields": [{"name": "Spread", "value": "BTCZ6-BTCF7", "inline": True},
                           {"name": "Side", "value": "BUY Z6 / SELL F7", "inline": True},
                           {"name": "Lots", "value": str(n), "inline": True},
                           {"name": "Px", "value": sp, "inline": True}],
                "footer": f"ord {oid} · acct swarm-cme"}]
        if r.random() < 0.6:
            k = self.post(t, "bridge", "", embeds=emb, thread=th)
            self.H(k, "trade_confirmation", ["BTCZ6-BTCF7", "BUY Z6 / SELL F7", str(n), oid], "embed")
        t += r.randint(2, 40) * 60000
        emb2 = [{"title": "FILL", "description": "CME via FCM · calendar spread",
                 "fields": [{"name": "Spread", "value": "BTCZ6-BTCF7", "inline": True},
                            {"name": "Lots", "value": f"{n} / {n}", "inline": True},
                            {"name": "Px", "value": sp, "inline": True}],
                 "footer": f"ord {oid} · cleared"}]
        k = self.post(t, "bridge", "", embeds=emb2, thread=th)
        self.H(k, "trade_fill", ["BTCZ6-BTCF7", f"{n} / {n}", sp], "embed")
        t += r.randint(1, 10) * 60000
        self.N(self.post(t, "lead", "thx", thread=th))

    def ep_treasury(self):
        r = self.r
        t = self.slot(5000, human=True)
        usdc = r.uniform(18, 46)
        usdt = r.uniform(14, 38)
        rows = ["| venue | USDC | USDT | BTC | ETH | SOL |", "|---|---:|---:|---:|---:|---:|"]
        for v in ["Coinbase Prime", "Binance", "Bybit", "OKX", "Hyperliquid", "Deribit"]:
            rows.append(f"| {v} | {r.uniform(0.5, 9):.2f}M | {r.uniform(0, 8):.2f}M | {r.uniform(0, 140):.1f} | "
                        f"{r.uniform(0, 2600):,.0f} | {r.uniform(0, 40000):,.0f} |")
        self.post(t, "treasury", f"**Collateral by venue** (USD m unless noted) · USDC {usdc:.1f}M / USDT "
                                 f"{usdt:.1f}M total\n" + "\n".join(rows) +
                  f"\nTether share {usdt / (usdc + usdt) * 100:.1f}% (policy ≤ 40%).")
        t += r.randint(60, 300) * 1000
        amt = r.choice([2, 3, 4, 5, 6]) * 1000000
        px = r.uniform(0.9995, 1.0002)
        a_s = f"{amt:,}"
        txt = (f"Treasury proposal: convert {a_s} USDT → USDC on Coinbase Prime (sell USDT at {px:.4f}) to bring "
               f"Tether share back under policy. Settles same-day; no venue margin impact.")
        pk = self.post(t, "treasury", txt)
        self.H(pk, "trade_proposal", [f"{a_s} USDT", "USDC", f"{px:.4f}"], "untagged")
        t += r.randint(3, 40) * 60000
        a = self.post(t, "lead", r.choice(["y", "go", "👍"]), ref=pk)
        self.H(a, "trade_approval", [self.msg(a)["content"]], "reply",
               "emoji reply approval" if self.msg(a)["content"] == "👍" else None)
        t += r.randint(60, 400) * 1000
        fpx = px + r.uniform(-0.00005, 0.00005)
        emb = [{"title": "CONVERSION FILLED", "description": "Coinbase Prime · USDT-USDC",
                "fields": [{"name": "Sell", "value": f"{a_s} USDT", "inline": True},
                           {"name": "Buy", "value": f"{amt * fpx:,.2f} USDC", "inline": True},
                           {"name": "Rate", "value": f"{fpx:.5f}", "inline": True}],
                "footer": f"conv {self.hexid(32)} · treasury"}]
        if r.random() < 0.7:
            k = self.post(t, "bridge", "", embeds=emb)
            self.H(k, "trade_fill", [f"{a_s} USDT", f"{fpx:.5f}"], "embed")
        # transfers (ordinary)
        for _ in range(r.randint(1, 2)):
            t += r.randint(10, 120) * 60000
            amt2 = r.choice([1.5, 2, 2.5, 3, 4.5, 5]) * 1e6
            src, dst = r.sample(["Coinbase Prime", "Bybit", "Deribit", "OKX", "Binance"], 2)
            self.post(t, "treasury", f"Moving {amt2:,.0f} USDC {src} → {dst} (margin top-up, util "
                                     f"{r.uniform(35, 62):.0f}%).")
            t += r.randint(2, 9) * 60000
            self.post(t, "chain", f"tx 0x{self.r.getrandbits(256):064x} · {amt2:,.0f} USDC · {src} → {dst} "
                                  f"deposit addr (ours) · {r.choice(['ethereum', 'solana', 'base'])} · "
                                  f"{r.randint(12, 64)} conf ✅")

    def ep_stops_misc(self):
        r, m = self.r, self.m
        coin = r.choice(COINS)
        d = DEC[coin]
        t = self.slot(600)
        tp1 = m.px[coin] * 0.94
        if not self.may(0.6):
            return
        tp2 = m.px[coin] * 0.92
        k = self.post(t, "exec", f"TP ladder for {coin}-PERP short set: {c(tp1, d)} (50%) / {c(tp2, d)} (rest), "
                                 f"resting reduce-only on {r.choice(PERP_VENUES)}.")
        self.H(k, "stop_or_target_change", [f"{coin}-PERP", c(tp1, d), c(tp2, d)], "untagged")
        if not self.may(0.35, 2):
            return
        t = self.slot(600, human=True)
        k = self.post(t, "lead", r.choice(["pull the stop on btc spot, the cme short covers it",
                                           "remove btc spot stop — basis leg hedges it"]))
        self.H(k, "stop_or_target_change", ["btc spot", "stop"], "untagged")
        t += r.randint(30, 200) * 1000
        k2 = self.post(t, "exec", f"done — SL on BTC spot (Coinbase Prime) removed; hedge = CME F7 short.", ref=k)
        self.H(k2, "stop_or_target_change", ["SL on BTC spot", "removed"], "reply")

    def ep_thesis(self):
        r = self.r
        t = self.slot(600)
        coin = r.choice(["SOL", "ETH"])
        if not self.may(0.7):
            return
        a, b = r.choice([("bullish", "neutral"), ("neutral", "bearish"), ("neutral", "bullish")])
        k = self.post(t, "strat", f"View change on {coin}: {a} → {b}. "
                                  + r.choice(["Funding above 40% ann. says the longs are crowded and the unlock "
                                              "overhang is real; keep carry, stop adding spot.",
                                              "ETF creations faded three sessions running and the staking queue grew; "
                                              "I no longer expect outperformance vs BTC into year-end.",
                                              "OI flushed, funding reset to baseline, and spot bid held — the setup "
                                              "improved enough to flip."]))
        self.H(k, "thesis_update", [coin, f"{a} → {b}"], "untagged")
        if not self.may(0.5):
            return
        t = self.slot(600)
        k = self.post(t, "strat", f"Reaffirming the BTC basis thesis: CME F7 at {self.m.basis_f:.2f}% ann. vs perp "
                                  f"funding ~{sum(self.m.fund['BTC'].values()) / 4 * 1095:.1f}% — keep it on, "
                                  f"conviction unchanged.")
        self.H(k, "thesis_update", ["BTC basis", f"{self.m.basis_f:.2f}%"], "untagged")

    def ep_risk(self):
        r = self.r
        t = self.slot(3000, human=True)
        cap = r.choice([10, 12, 15, 18])
        k = self.post(t, "lead", f"cap sol gross at {cap}m till the unlock")
        self.H(k, "risk_limit", ["sol", f"{cap}m"], "untagged")
        t += r.randint(40, 200) * 1000
        old = r.choice([25, 30, 35])
        if r.random() < 0.6:
            k = self.post(t, "riskd", f"riskd evt=limit_changed scope=SOL metric=gross_usd_max old={old},000,000 "
                                      f"new={cap},000,000 by=mara.k")
            self.H(k, "risk_limit", ["SOL", f"new={cap},000,000"], "structured")
        self.pin(k, t + r.randint(60, 600) * 1000)
        t = self.slot(600)
        v = r.choice(["binance", "bybit", "okx"])
        if not self.may(0.6):
            self.post(t, "risk", self.memo("risk"))
            t = self.slot(600)
            self.post(t, "risk", self.memo("risk"))
            return
        val = r.uniform(35.2, 41)
        k = self.post(t, "riskd", f"riskd evt=breach metric=venue_share venue={v} value={val:.1f}% limit=35% "
                                  f"action=block_new")
        self.H(k, "risk_limit", [f"venue={v}", f"value={val:.1f}%", "limit=35%"], "structured")
        t += r.randint(60, 400) * 1000
        vn = {"binance": "Binance", "bybit": "Bybit", "okx": "OKX"}[v]
        self.post(t, "risk", f"{vn} concentration is from the morning carry fills; treasury sweep should "
                             f"bring it back under in ~1h.", ref=k)
        t = self.slot(600)
        coin = r.choice(COINS)
        if not self.may(0.5):
            self.post(t, "risk", self.memo("risk"))
            return
        k = self.post(t, "riskd", f"riskd evt=order_blocked cl=swm-{self.hexid(24)} sym={coin}-PERP venue=hyperliquid "
                                  f"reason=oracle_deviation dev_bp={r.randint(35, 90)} limit_bp=30")
        self.H(k, "risk_limit", [f"sym={coin}-PERP", "order_blocked", "limit_bp=30"], "structured")
        t = self.slot(600)
        pct = r.choice([10, 15, 20])
        if not self.may(0.6):
            return
        k = self.post(t, "risk", f"Lowering the per-venue cap on Hyperliquid to {pct}% of gross after the oracle "
                                 f"deviation — effective now, riskd updated.")
        self.H(k, "risk_limit", ["Hyperliquid", f"{pct}%"], "untagged")

    def ep_news(self):
        r, m = self.r, self.m
        held = [
            (f"Spot ether ETFs log ${r.randint(180, 620)}M net inflows, biggest day since October", "ether ETFs"),
            (f"Solana validators approve fee-market change; rollout slated for epoch {r.randint(880, 940)}", "Solana"),
            (f"CME bitcoin futures open interest hits record ${r.uniform(18, 26):.1f}B", "CME bitcoin futures"),
            (f"Circle mints ${r.uniform(0.8, 2.5):.1f}B USDC over the weekend", "USDC"),
            (f"Ethereum core devs set mainnet date for next hard fork: {r.choice(['Feb 18', 'Mar 4', 'Mar 11'])}",
             "Ethereum"),
            (f"Bitcoin hashrate prints new high at {r.randint(920, 1010)} EH/s", "Bitcoin"),
            (f"Tether freezes ${r.randint(12, 90)}M USDT tied to exploit wallets", "USDT"),
        ]
        watch = [
            (f"Chainlink CCIP adds {r.randint(4, 12)} chains; LINK +{r.uniform(2, 9):.1f}%", "LINK"),
            (f"Avalanche foundation announces ${r.randint(20, 90)}M subnet grant program", "Avalanche"),
            (f"SUI network halts block production for {r.randint(20, 70)} min, resumes", "SUI"),
            (f"Celestia (TIA) unlock of {r.randint(60, 180)}M tokens due next month", "TIA"),
        ]
        unheld = [
            (f"DOGE jumps {r.uniform(6, 18):.1f}% on payments integration rumour", "DOGE"),
            (f"XRP ETF filing amended, decision window pushed to {r.choice(['January', 'February'])}", "XRP"),
            (f"PEPE open interest doubles in 24h on Binance", "PEPE"),
            (f"TON foundation reshuffles leadership", "TON"),
            (f"Cardano (ADA) node upgrade goes live", "ADA"),
        ]
        for i, (h, name) in enumerate(r.sample(held, r.choice([1, 2, 2, 3]))):
            t = self.slot(900)
            k = self.post(t, "news", f"📰 {h} — {r.choice(['CoinDesk', 'The Block', 'Bloomberg', 'Reuters', 'Blockworks'])}")
            num = [w for w in h.split() if any(ch.isdigit() for ch in w)]
            self.H(k, "held_position_news", [name] + num[:1], "untagged",
                   "held coin news by project name" if name in ("Solana", "Ethereum", "Bitcoin") else None)
            t += r.randint(20, 120) * 1000
            if i == 0 and self.may(0.8):
                k2 = self.post(t, "router", f"routing headline → atlas-research for impact on the {name} book")
                self.H(k2, "route_decision", ["atlas-research", name], "untagged")
            elif i == 1 and self.may(0.8):
                k2 = self.post(t, "router", "no handoff: priced in, no position change needed — closing")
                self.H(k2, "no_route_decision", ["no handoff", "closing"], "untagged")
        for h, name in r.sample(watch, 2 if self.may(0.5) else 1):
            t = self.slot(900)
            k = self.post(t, "news", f"📰 {h} — {r.choice(['CoinDesk', 'The Block', 'Decrypt'])}")
            self.H(k, "watchlist_news", [name], "untagged")
        for i, (h, name) in enumerate(r.sample(unheld, 3)):
            t = self.slot(900)
            k = self.post(t, "news", f"📰 {h} — {r.choice(['CoinDesk', 'Decrypt', 'Cointelegraph'])}")
            self.NM(k, "news on unheld coin" if i else None)
            if i == 0:
                t += r.randint(15, 90) * 1000
                k2 = self.post(t, "router", f"no handoff — {name} isn't in the book or watchlist, dropping")
                self.H(k2, "no_route_decision", [name, "no handoff"], "untagged",
                       "router no-handoff on unheld coin news")
        t = self.slot(900)
        self.NM(self.post(t, "news", f"📰 Crypto market cap tops ${r.uniform(3.1, 3.9):.2f}T as risk assets rally — "
                                     f"Bloomberg"))
        t = self.slot(900)
        self.NM(self.post(t, "news", f"RT @WatcherGuru: JUST IN: {r.choice(['DOGE', 'XRP', 'BNB'])} whale moves "
                                     f"${r.randint(40, 300)}M to exchange"), "quoted tweet")
        # lead no-route by reply
        if not self.may(0.4):
            return
        t = self.slot(900, human=True)
        q = self.post(t, "router", "Deribit maintenance notice 02:00-02:30Z Thu — route to piston-exec to pull resting "
                                   "option orders?")
        self.NM(q)
        t += r.randint(2, 30) * 60000
        k = self.post(t, "lead", r.choice(["no, ignore", "nah leave it", "no action"]), ref=q)
        self.H(k, "no_route_decision", [self.msg(k)["content"].split(",")[0]], "reply")

    def ep_removals(self):
        r = self.r
        # delete + repost
        s = self.spec(r.choice(["perp", "option", "spot", "perp"]))
        t = self.slot(3000, human=True)
        wrong = s["px"] * (1 + r.uniform(0.01, 0.02) * (1 if s["side"] == "sell" else -1))
        wrong_c = c(wrong, s["dec"])
        txt = f"[PROPOSAL] {s['SIDE']} {s['inst']} {s['qs']} @ {wrong_c} lmt · {s['venue']}"
        k = self.post(t, "strat", txt)
        self.H(k, "trade_proposal", [s["SIDE"], s["inst"], s["qs"], wrong_c], "tagged")
        self.delete(k, t + r.randint(40, 150) * 1000, f"{s['inst']} {s['qs']} @ {wrong_c}")
        t += r.randint(200, 400) * 1000
        txt, facts, ph = self.proposal_text(s, "tagged" if s["kind"] == "option" else r.choice(["tagged", "shorthand"]))
        pk = self.post(t, "strat", txt + "\n(reposted — earlier one had a stale limit)")
        self.H(pk, "trade_proposal", facts, ph)
        t += r.randint(3, 25) * 60000
        if r.random() < 0.25:
            k = self.post(t, "lead", "no", ref=pk)
            self.H(k, "trade_approval", ["no"], "reply")
        else:
            txt = r.choice(["y", "go", "ok go", "send"])
            k = self.post(t, "lead", txt, ref=pk)
            self.H(k, "trade_approval", [txt], "reply")
            t += r.randint(3, 20) * 60000
            fpx = p(s["px"], s["dec"])
            if r.random() < 0.5:
                k = self.post(t, "bridge", "", embeds=self.fill_card(s, s["qs"], fpx, False))
                self.H(k, "trade_fill", [s["vsym"], s["SIDE"], s["qs"], fpx], "embed")
        # bulk delete: glitch
        t = self.slot(1200)
        keys, snips = [], []
        for j in range(3):
            tag = self.hexid(16)
            txt = r.choice([f"…stream chunk {j + 1}/7 [{tag}]: 'funding on the perps is, as noted, the funding on the' …",
                            f"<|tool_call|> get_positions [{tag}] <|tool_call|> get_positions",
                            f"ERROR context overflow [{tag}] truncating 18,402 tokens"])
            keys.append(self.post(t + j * 2100, "strat", txt))
            snips.append(f"[{tag}]")
        coin = r.choice(["SOL", "ETH"])
        gpx = self.m.px[coin] / 10.0
        gtag = c(gpx, 2)
        kk = self.post(t + 3 * 2100, "strat", f"[PROPOSAL] BUY 9,000 {coin}-PERP @ {gtag} lmt · Binance")
        self.H(kk, "trade_proposal", ["BUY", f"{coin}-PERP", "9,000", gtag], "tagged")
        keys.append(kk)
        snips.append(f"BUY 9,000 {coin}-PERP @ {gtag}")
        t2 = t + r.randint(3, 8) * 60000
        self.bulk(keys, t2, snips)
        self.post(t2 + 20000, "ops", "cleaned up kestrel's glitch posts, restarted its worker. decimal bug in the "
                                     "prompt template, patch incoming")
        # forget 1: lead personal
        t = self.slot(600, human=True)
        tag = r.randint(20, 90)
        k = self.post(t, "lead", f"fyi i hold {tag} SOL personally in my own acct, flag if that's a conflict "
                                 f"for the sol carry")
        self.forget(k, t + r.randint(5, 40) * 60000, f"hold {tag} SOL personally")
        # forget 2: OTC proposal with counterparty contact
        t = self.slot(600, human=True)
        who = r.choice(["Dana Whitcombe", "Priya Halvorsen", "Marco Ellery"])
        bq = r.choice([50, 75, 100, 150])
        bpx = c(self.m.px["BTC"] * 0.998, 0)
        k = self.post(t, "strat", f"OTC: propose buying {bq} BTC block from {who} at Harrow OTC at {bpx}, "
                                  f"settle T+0 into Coinbase Prime custody.")
        self.H(k, "trade_proposal", [f"buying {bq} BTC", bpx], "untagged")
        self.forget(k, t + r.randint(3, 20) * 60000, f"{who} at Harrow OTC")

    def ep_near_misses(self):
        r, m = self.r, self.m
        t = self.slot(900, human=True)
        coin = r.choice(["eth", "sol", "btc"])
        lvl = {"eth": "3k", "sol": "180", "btc": "90k"}[coin]
        q = self.NM(self.post(t, "lead", f"what would you do if {coin} loses {lvl}"), "what-would-you-do hypothetical")
        t += r.randint(40, 150) * 1000
        self.NM(self.post(t, "strat", f"Hypothetically: if {coin.upper()} lost {lvl} on volume I'd look at cutting the "
                                      f"perp shorts by a third and letting the spot leg run unhedged for a session. "
                                      f"Not proposing anything now — just the playbook.", ref=q))
        t = self.slot(600)
        s = self.spec("perp")
        self.NM(self.post(t, "strat", f"[PAPER] {s['side']} {s['inst']} {s['qs']} @ {s['px_c']} (sim book, not live) — "
                                      f"tracking the new carry signal for 2 weeks before asking for risk"),
                "paper trade tag")
        t = self.slot(600)
        s = self.spec("perp")
        obj = {"tool": "simulate_order", "dry_run": True, "venue": s["venue"].lower(), "symbol": s["vsym"],
               "side": s["side"], "qty": s["qs"], "est_px": s["px_p"], "est_slippage_bp": round(r.uniform(0.5, 4), 2)}
        self.NM(self.post(t, "exec", "tool_result simulate_order\n```json\n" + json.dumps(obj) + "\n```"),
                "dry_run simulate_order tool call")
        t = self.slot(600)
        rows = ["| strategy | period | trades | sharpe | maxDD | avg fill slip |", "|---|---|---:|---:|---:|---:|"]
        for nm in ["carry_v3", "carry_v4", "basis_roll", "sol_fade"]:
            rows.append(f"| {nm} | 2024-01..2026-11 | {r.randint(80, 900)} | {r.uniform(0.6, 2.6):.2f} | "
                        f"{r.uniform(3, 19):.1f}% | {r.uniform(0.4, 3.2):.1f}bp |")
        self.NM(self.post(t, "research", "Backtest refresh (fees + funding incl., fills at next-bar VWAP):\n"
                                         + "\n".join(rows) + "\nNo parameter changes proposed from this run."),
                "backtest table")
        t = self.slot(600)
        self.NM(self.post(t, "research", f"Recall March: we bought 40 BTC at 61,200 into the ETF-flow dip and sold "
                                         f"half at 71,850 two weeks later. Same setup doesn't exist today — funding "
                                         f"was negative then."), "past trade recounted")
        t = self.slot(600, human=True)
        fund = r.choice(["Kappa Fund", "Orbit Capital", "a Singapore prop shop"])
        self.NM(self.post(t, "lead", f"hearing {fund} got liquidated on ~{r.randint(5, 15)}k eth on hyperliquid "
                                     f"overnight. explains the wick"), "other fund liquidation gossip")
        t = self.slot(600)
        self.NM(self.post(t, "chain", f"liq watch: 0x{self.hexid(16)}…{self.hexid(12)} (not ours) liquidated "
                                      f"{r.randint(800, 4000):,} ETH on Aave v3 at {c(m.px['ETH'] * 0.97, 2)}"))
        t = self.slot(600, human=True)
        self.NM(self.post(t, "lead", f"> @hsaka: SOL funding highest since the memecoin top, this ends one way\n"
                                     f"lol"), "quoted tweet")
        t = self.slot(600, human=True)
        self.NM(self.post(t, "lead", r.choice(["should we add sol here?", "why bybit and not okx for the carry?",
                                               "are we too long eth gamma into cpi?"])))
        t = self.slot(600)
        self.NM(self.post(t, "research", f"FYI the Boulder vol desk sold {r.randint(200, 900)} ETH Dec calls this morning "
                                         f"per their chat — not our book."))
        t = self.slot(600)
        coin = r.choice(COINS)
        self.NM(self.post(t, "risk", f"A stop around {c(m.px[coin] * 1.03, DEC[coin])} on the {coin} short would be "
                                     f"sensible if we ever add size; flagging, not changing anything."))

    # ---------------------------------------------------------------- noise + filler
    def ep_noise(self):
        r, m = self.r, self.m
        for h in range(24):
            t = self.t0 + h * 3600000 + r.randint(0, 25000)
            self.N(self.post(t, "hb", f"♥ swarm hb {h:02d}:00Z · agents {r.choice(['6/6', '6/6', '6/6', '5/6'])} up · "
                                      f"queue {r.randint(0, 6)} · p50 tool lat {r.randint(180, 900)}ms"))
        for h in (2, 8, 14, 20):
            t = self.t0 + h * 3600000 + r.randint(60000, 300000)
            k = self.N(self.post(t, "riskd", f"riskd evt=heartbeat limits={r.randint(28, 34)} breaches=0 "
                                             f"warn={r.randint(0, 2)} all_ok=true"))
            if h == 8:
                self.gen.idiom(k, "riskd heartbeat limits ok", "not_hard")
        for h in (0, 8, 16):
            t = self.t0 + h * 3600000 + r.randint(90000, 200000)
            lines = [f"{cn:<4} " + "  ".join(f"{v[:3].lower()} {self.m.fund[cn][v] * r.uniform(0.9, 1.1):.4f}%"
                                             for v in PERP_VENUES) for cn in COINS]
            self.N(self.post(t, "cron", f"cron funding_snapshot ok · {r.randint(10, 14)} venues · 0 routed · "
                                        f"{r.randint(800, 3000)}ms\n```\n" + "\n".join(lines) + "\n```"))
        for nm, h in (("treasury_recon", 6), ("news_dedupe", 12), ("agent_memory_compact", 4),
                      ("pnl_eod", 23), ("options_greeks", 10), ("venue_fee_tiers", 13)):
            t = self.t0 + h * 3600000 + r.randint(60000, 900000)
            self.N(self.post(t, "cron", f"cron {nm} ok · {r.choice(['drift $0.00', 'purged ' + str(r.randint(5, 90)), 'done', '0 routed'])}"))
        for i in range(r.randint(3, 5)):
            t = self.slot(60)
            sha = self.hexid(28)[:7]
            self.N(self.post(t, "ci", r.choice([
                f"ci: swarm-runtime #{r.randint(1800, 2400)} passed (main @ {sha}) · deploy prod-denver ✅",
                f"ci: agent-prompts #{r.randint(300, 600)} failed lint (main @ {sha}) ❌",
                f"ci: xbridge adapters #{r.randint(900, 1300)} passed · canary 10% → 100%"])))
        for i in range(r.randint(9, 13)):
            t = self.slot(60)
            coin = r.choice(COINS + ["XRP", "DOGE"])
            if coin in m.px and r.random() < 0.5:
                lvl = round(m.px[coin] * r.uniform(0.98, 1.02), -2 if coin == "BTC" else (0 if coin == "ETH" else 0))
                txt = f"🔔 {coin} crossed {c(lvl, 0)} {r.choice(['↑', '↓'])}"
            else:
                v = r.choice(PERP_VENUES).lower()
                txt = f"⚠ funding {coin}-PERP {v} {r.uniform(0.02, 0.09):.4f}%/8h (z={r.uniform(2, 3.6):.1f})"
            self.N(self.post(t, "alerts", txt))
        for h in (1, 5, 9, 13, 17, 21):
            t = self.t0 + h * 3600000 + r.randint(100000, 600000)
            rows = ["| book | day | MTD | gross | net Δ |", "|---|---:|---:|---:|---:|"]
            for bk in ("carry", "basis", "options", "spot", "treasury"):
                rows.append(f"| {bk} | {r.choice(['+', '-'])}${r.randint(1, 90)}k | {r.choice(['+', '-'])}"
                            f"${r.uniform(0.01, 0.9):.2f}M | ${r.uniform(5, 80):.1f}M | {r.uniform(-2, 2):+.2f} |")
            self.N(self.post(t, "pnl", f"PnL {h:02d}:00Z · day {r.choice(['+', '-'])}${r.randint(5, 240):,}k · "
                                       f"MTD +${r.uniform(0.4, 2.4):.2f}M · gross ${r.uniform(110, 190):.1f}M · "
                                       f"net Δ {r.uniform(-4, 4):+.1f} BTC-eq · funding accrued "
                                       f"+${r.randint(3, 60)}k\n" + "\n".join(rows)))
        for i in range(r.randint(3, 5)):
            t = self.slot(60)
            self.N(self.post(t, "bridge", f"ws reconnect {r.choice(['okx-public', 'bybit-private', 'binance-um', 'deribit', 'hl-info'])} "
                                          f"({r.choice(['1006', '1011', 'timeout'])}) → ok after {r.randint(1, 4)} attempts"))
        for i in range(r.randint(3, 4)):
            t = self.slot(600)
            k = self.N(self.post(t, "exec", self.trace()))
            if r.random() < 0.5:
                self.react(k, t + r.randint(30, 600) * 1000, "👀", "ops")
            t += r.randint(5, 60) * 1000
            self.N(self.post(t, "exec", f"retry {r.randint(1, 3)}/3 {r.choice(['get_positions', 'get_open_orders', 'get_funding'])}"
                                        f"(venue={r.choice(['okx', 'bybit', 'binance'])}) after {r.choice(['429', 'timeout', '502'])}"))
        for i in range(r.randint(6, 9)):
            t = self.slot(60, human=True)
            who = r.choice(["lead", "lead", "ops"])
            self.N(self.post(t, who, r.choice(["thx", "ok", "👍", "ty", "k", "🙏", "ack", "lol", "nice", "👀"])))
        for i in range(r.randint(3, 5)):
            t = self.slot(60)
            self.N(self.post(t, "router", f"queue depth {r.randint(0, 5)} · assigned: kestrel ({r.randint(0, 3)}), "
                                          f"sentinel ({r.randint(0, 2)}), piston ({r.randint(0, 2)})"))
        for i in range(r.randint(5, 8)):
            t = self.slot(60)
            obj = {"tool": r.choice(["get_positions", "get_balances", "get_funding"]), "ok": True,
                   "venue": r.choice(["okx", "bybit", "binance", "hyperliquid", "deribit"]),
                   "items": r.randint(1, 12), "ms": r.randint(90, 1400)}
            self.N(self.post(t, "exec", "tool_result " + json.dumps(obj)))

    def trace(self):
        r = self.r
        venue = r.choice(["okx", "bybit", "binance", "hyperliquid"])
        fn = r.choice(["get_open_orders", "get_positions", "place_order", "get_fills"])
        err = r.choice([
            ("aiohttp/client.py", 703, "_request", "aiohttp.client_exceptions.ServerTimeoutError: Timeout on reading data from socket"),
            ("json/decoder.py", 355, "raw_decode", "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"),
            ("swarm/agents/exec/normalize.py", 88, "to_fill", "KeyError: 'avgPx'"),
            ("websockets/legacy/protocol.py", 1003, "recv", "websockets.exceptions.ConnectionClosedError: received 1006"),
        ])
        return (f"tool error: {fn}(venue=\"{venue}\") failed, agent will retry\n```\n"
                f"Traceback (most recent call last):\n"
                f"  File \"/srv/swarm/agents/exec/tools/{venue}.py\", line {r.randint(90, 400)}, in {fn}\n"
                f"    resp = await self._session.get(url, params=params, timeout=self._timeout)\n"
                f"  File \"/srv/swarm/agents/exec/tools/base.py\", line {r.randint(40, 200)}, in _call\n"
                f"    return await self._with_backoff(fn, *a, **kw)\n"
                f"  File \"/srv/swarm/agents/exec/tools/base.py\", line {r.randint(200, 260)}, in _with_backoff\n"
                f"    result = await fn(*a, **kw)\n"
                f"  File \"/srv/swarm/agents/runtime/toolhost.py\", line {r.randint(300, 520)}, in invoke\n"
                f"    out = await tool.run(call.args, ctx=self.ctx)\n"
                f"  File \"/srv/swarm/.venv/lib/python3.12/site-packages/{err[0]}\", line {err[1]}, in {err[2]}\n"
                f"    raise\n{err[3]}\n```\nrequest_id={self.hexid(32)} attempt=1")

    def ep_filler(self, n):
        r, m = self.r, self.m
        for i in range(n):
            coin = r.choice(COINS)
            v = r.choice(PERP_VENUES)
            t = self.slot(60)
            who = r.choice(["strat", "risk", "exec", "treasury", "research", "router", "lead", "ops", "chain", "risk"])
            if who == "strat":
                txt = r.choice([
                    f"Funding on {coin} {v} printed {m.fund[coin][v]:.4f}%/8h; carry book net positive on the day.",
                    f"Watching the {coin} spread between {v} and {r.choice([x for x in PERP_VENUES if x != v])} — "
                    f"{r.uniform(0.3, 4):.1f} bp, below what covers fees.",
                    f"Pending: {r.randint(0, 2)} proposals waiting on lead, {r.randint(0, 2)} on risk.",
                    f"Carry P&L since Monday: +${r.randint(40, 400)}k on ${r.randint(40, 120)}M gross; "
                    f"mostly SOL and ETH legs."])
            elif who == "risk":
                txt = r.choice([
                    f"Book check {self.hhmm(t)}Z: gross ${r.uniform(110, 190):.1f}M / cap $220M, net Δ "
                    f"{r.uniform(-3, 3):+.1f} BTC-eq, largest venue {v} {r.uniform(14, 33):.1f}%.",
                    f"Overlay greeks: vega {r.uniform(-60, -10):.0f}k/vol pt, gamma {r.uniform(-3, 1):.1f} ETH/1%, "
                    f"theta +${r.randint(4, 20)}k/day.",
                    f"Margin util: Binance {r.randint(20, 60)}%, Bybit {r.randint(20, 60)}%, OKX {r.randint(20, 60)}%, "
                    f"Deribit {r.randint(10, 45)}%. Nothing near auto-deleverage."])
            elif who == "exec":
                txt = r.choice([
                    f"Working orders: {r.randint(0, 4)} ({v.lower()} {r.randint(0, 2)}, okx {r.randint(0, 1)}). "
                    f"Nothing stale > 10m.",
                    f"Avg slippage today {r.uniform(0.3, 2.5):.2f} bp vs arrival, maker ratio {r.randint(55, 90)}%.",
                    f"Re-synced positions across venues; no breaks vs OMS."])
            elif who == "treasury":
                txt = r.choice([
                    f"Funding accrued since 00:00Z: +${r.randint(8, 70)}k (SOL {r.randint(30, 60)}%, ETH "
                    f"{r.randint(15, 40)}%, BTC rest).",
                    f"USDC yield sleeve at {r.uniform(3.6, 4.9):.2f}% on Coinbase; no change.",
                    f"Book: BTC spot {r.randint(200, 600)}, ETH spot {r.randint(3000, 9000):,}, SOL spot "
                    f"{r.randint(40, 160)}k; perps per venue sheet. Watchlist: {', '.join(WATCH)}."])
            elif who == "research":
                txt = r.choice([
                    f"Note: Deribit ETH Dec skew {r.choice(['flipped to calls', 'back to puts'])} "
                    f"(25d RR {r.uniform(-2, 2):+.1f}).",
                    f"Staking queue: {r.randint(50, 900)}k ETH entry, {r.randint(20, 400)}k exit.",
                    f"{coin} {v} OI {r.choice(['+', '-'])}{r.uniform(1, 6):.1f}% in 4h, price flat — positioning, "
                    f"not news."])
            elif who == "router":
                txt = r.choice([f"scheduler tick: funding scan ran (kestrel), nothing queued",
                                f"memory compaction for atlas-research done, {r.randint(8, 40)}k tokens freed"])
            elif who == "lead":
                txt = r.choice(["where are we on the sol carry?", "who's watching cpi tmrw", "back in 20",
                                "pls keep proposals under 1 screen", "good fills today", "on a call till the hour"])
            elif who == "ops":
                txt = r.choice(["restarting xbridge okx adapter", "rotating logs on agent hosts, 2 min",
                                "bumped ws keepalive to 15s", "grafana link for tool latency is in the topic"])
            else:
                txt = (f"tx 0x{r.getrandbits(256):064x} · {r.randint(1, 40) / 10:.1f}M USDC · "
                       f"{r.choice(['Bybit', 'OKX', 'Binance'])} withdrawal → Coinbase Prime (ours) · "
                       f"{r.randint(12, 64)} conf")
            self.post(t, who, txt)

    def build(self):
        r = self.r
        self.ep_chains()
        self.ep_buried()
        self.ep_basis_thread()
        self.ep_treasury()
        self.ep_removals()
        self.ep_news()
        self.ep_risk()
        self.ep_thesis()
        self.ep_stops_misc()
        self.ep_near_misses()
        self.ep_research_plain(r.randint(6, 8))
        for hh in (6, 14, 22):
            self.post(self.t0 + hh * 3600000 + r.randint(300, 1500) * 1000, "router", self.handover(hh))
        for _ in range(r.randint(3, 4)):
            self.post(self.slot(60), "strat", self.memo("strat"))
        self.post(self.t0 + 23 * 3600000 + r.randint(1800, 3300) * 1000, "exec", self.exec_report())
        self.post(self.t0 + 4 * 3600000 + r.randint(60, 900) * 1000, "treasury", self.collateral_post())
        self.ep_noise()
        self.ep_filler(r.randint(58, 66))


class _Gen:
    def __init__(self):
        self.idioms = {}

    def idiom(self, key, name, expected):
        if name not in self.idioms:
            self.idioms[name] = (key, expected)


def generate(seed: int = 1, end=None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    start_ms = end_ms - days * 86400000
    gen = _Gen()
    flows = []
    for day in range(days):
        for ch in range(channels):
            rng = random.Random(seed * 1000003 + ch * 7919 + day * 104729 + 17)
            f = Flow(gen, ch, day, start_ms + day * 86400000, rng)
            f.build()
            flows.append(f)
    # assign ids per channel (strictly increasing ms)
    idmap, tmap, chmap = {}, {}, {}
    by_ch = {}
    for f in flows:
        by_ch.setdefault(f.ch, []).extend(f.msgs)
    for ch in sorted(by_ch):
        worker = (3 + ch * 5) % 32
        msgs = sorted(by_ch[ch], key=lambda mm: (mm["t"], mm["key"]))
        last = -1
        seq = 0
        for mm in msgs:
            t = mm["t"]
            if t <= last:
                t = last + 1
            last = t
            mm["t"] = t
            seq = (seq + 1) % 4096
            idmap[mm["key"]] = ((t - DISCORD_EPOCH) << 22) | (worker << 17) | seq
            tmap[mm["key"]] = t
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for f in flows:
        base = channel_id(f.ch)

        def cid(key):
            mm = f.msg(key)
            return str(idmap[mm["thread"]]) if mm["thread"] is not None else base

        for mm in f.msgs:
            name, aid, bot = PEOPLE[mm["who"]]
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid(mm["key"])}
            if mm["thread"] is not None:
                ev["parent_channel_id"] = base
            ev["message"] = {"id": str(idmap[mm["key"]]), "author_id": aid, "author_name": name,
                             "author_bot": bot, "created_at": iso(mm["t"]), "content": mm["content"],
                             "attachments": [], "embeds": mm["embeds"],
                             "reference_id": str(idmap[mm["ref"]]) if mm["ref"] is not None else None,
                             "pinned": False}
            events.append((mm["t"], 0, idmap[mm["key"]], ev))
        for o in f.ops:
            keys = o.get("keys") or [o["key"]]
            tmin = max(tmap[k] for k in keys) + 700
            t = max(o["t"], tmin)
            ch_id = cid(keys[0])
            if o["op"] == "edit":
                ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch_id, "message_id": str(idmap[o["key"]]),
                      "edited_at": iso(t), "content": o["content"]}
            elif o["op"] == "delete":
                ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch_id, "message_id": str(idmap[o["key"]]),
                      "deleted_at": iso(t)}
            elif o["op"] == "bulk_delete":
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch_id,
                      "message_ids": [str(idmap[k]) for k in keys], "deleted_at": iso(t)}
            elif o["op"] == "forget":
                ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch_id, "message_id": str(idmap[o["key"]]),
                      "requested_by": o["by"], "at": iso(t)}
            elif o["op"] == "pin":
                ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch_id, "message_id": str(idmap[o["key"]]),
                      "by": o["by"], "at": iso(t)}
            else:
                ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch_id,
                      "message_id": str(idmap[o["key"]]), "emoji": o["emoji"], "user_id": o["user"], "at": iso(t)}
            if mm_thread_parent(f, keys[0]):
                ev["parent_channel_id"] = base
            events.append((t, 1, idmap[keys[0]], ev))
        for key, h in f.hard.items():
            labels["hard_events"].append({"channel_id": cid(key), "message_id": str(idmap[key]),
                                          "event_type": h["type"], "facts": h["facts"],
                                          "phrasing": h["phrasing"], "final_state": h["state"]})
        for key, old in f.sup:
            labels["superseded_facts"].append([cid(key), str(idmap[key]), old])
        labels["removed_texts"].extend(f.removed)
        labels["noise_message_ids"].extend(str(idmap[k]) for k in f.noise)
        labels["near_miss_ids"].extend(str(idmap[k]) for k in f.near)
    for name in IDIOM_ORDER:
        if name in gen.idioms and len(labels["idioms"]) < 20:
            key, exp = gen.idioms[name]
            labels["idioms"].append({"message_id": str(idmap[key]), "idiom": name, "expected": exp})
    for name in sorted(gen.idioms):
        if name not in IDIOM_ORDER and len(labels["idioms"]) < 20:
            key, exp = gen.idioms[name]
            labels["idioms"].append({"message_id": str(idmap[key]), "idiom": name, "expected": exp})
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    return {"events": [e[3] for e in events], "labels": labels}


def mm_thread_parent(f, key):
    return f.msg(key)["thread"] is not None


# ---------------------------------------------------------------- self-check
def _text(msg_or_content, embeds):
    parts = [msg_or_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fl in e.get("fields", []):
            parts.append(str(fl.get("name", "")))
            parts.append(str(fl.get("value", "")))
    return "\n".join(parts)


def selfcheck(result, out=sys.stdout):
    ev, lab = result["events"], result["labels"]
    msgs, final, orig, chan_of, parent_of, tms = {}, {}, {}, {}, {}, {}
    removed_ids = set()
    last_ms = -1
    problems = []
    for e in ev:
        if e["op"] == "create":
            mm = e["message"]
            mid = mm["id"]
            ms = (int(mid) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(mm["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                problems.append(f"created_at mismatch {mid}")
            if ms < last_ms:
                problems.append(f"id order {mid}")
            last_ms = ms
            msgs[mid] = mm
            orig[mid] = _text(mm["content"], mm["embeds"])
            final[mid] = orig[mid]
            chan_of[mid] = e["channel_id"]
            parent_of[mid] = e.get("parent_channel_id") or e["channel_id"]
            tms[mid] = ms
        elif e["op"] == "edit":
            final[e["message_id"]] = _text(e["content"], msgs[e["message_id"]]["embeds"])
        elif e["op"] in ("delete", "forget"):
            removed_ids.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed_ids.update(e["message_ids"])
    for h in lab["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            problems.append(f"missing {mid}")
            continue
        if chan_of[mid] != h["channel_id"]:
            problems.append(f"channel mismatch {mid}")
        txt = orig[mid] if h["final_state"] in ("deleted", "forgotten") else final[mid]
        if (mid in removed_ids) != (h["final_state"] in ("deleted", "forgotten")):
            problems.append(f"final_state mismatch {mid}")
        if not (1 <= len(h["facts"]) <= 5):
            problems.append(f"fact count {mid}")
        for fct in h["facts"]:
            if fct not in txt:
                problems.append(f"fact {fct!r} not in {mid}: {txt[:80]!r}")
    for cidv, mid, old in lab["superseded_facts"]:
        if old in final[mid]:
            problems.append(f"superseded {old!r} still in {mid}")
    live_text = "\n".join(final[m] for m in final if m not in removed_ids)
    for sn in lab["removed_texts"]:
        if sn in live_text:
            problems.append(f"removed snippet still live: {sn!r}")
    for mid in lab["noise_message_ids"] + lab["near_miss_ids"] + [i["message_id"] for i in lab["idioms"]]:
        if mid not in msgs:
            problems.append(f"label id missing {mid}")
    hard_ids = {h["message_id"] for h in lab["hard_events"]}
    for mid in lab["noise_message_ids"] + lab["near_miss_ids"]:
        if mid in hard_ids:
            problems.append(f"noise/near-miss also hard {mid}")
    # stats per channel-day
    stats = {}
    for mid, mm in msgs.items():
        day = mm["created_at"][:10]
        k = (parent_of[mid], day)
        st = stats.setdefault(k, {"messages": 0, "bytes": 0, "hard": {}, "noise": 0, "near": 0})
        st["messages"] += 1
        st["bytes"] += len(orig[mid].encode("utf-8"))
    noise_s, near_s = set(lab["noise_message_ids"]), set(lab["near_miss_ids"])
    for mid in msgs:
        k = (parent_of[mid], msgs[mid]["created_at"][:10])
        if mid in noise_s:
            stats[k]["noise"] += 1
        if mid in near_s:
            stats[k]["near"] += 1
    for h in lab["hard_events"]:
        mid = h["message_id"]
        k = (parent_of[mid], msgs[mid]["created_at"][:10])
        stats[k]["hard"][h["event_type"]] = stats[k]["hard"].get(h["event_type"], 0) + 1
    for k in sorted(stats):
        st = stats[k]
        nh = sum(st["hard"].values())
        flag = []
        if not 220 <= st["messages"] <= 280:
            flag.append("MSGS")
        if not 70 <= st["bytes"] / 1024 <= 120:
            flag.append("KB")
        if not 25 <= nh <= 45:
            flag.append("HARD")
        print(f"{k[0]} {k[1]} msgs={st['messages']} KB={st['bytes'] / 1024:.1f} hard={nh} "
              f"noise={st['noise']} ({st['noise'] / st['messages'] * 100:.0f}%) near={st['near']} "
              f"types={json.dumps(dict(sorted(st['hard'].items())), ensure_ascii=False)} {' '.join(flag)}", file=out)
    idi = {}
    for i in lab["idioms"]:
        idi[i["expected"]] = idi.get(i["expected"], 0) + 1
    print(f"idioms={len(lab['idioms'])} by expected={json.dumps(dict(sorted(idi.items())))} "
          f"superseded={len(lab['superseded_facts'])} removed={len(lab['removed_texts'])}", file=out)
    if problems:
        print("PROBLEMS:", file=out)
        for pr in problems[:50]:
            print("  " + pr, file=out)
    else:
        print("self-check OK", file=out)
    return problems


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
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        evs = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        lab = json.load(fh)
    probs = selfcheck({"events": evs, "labels": lab})
    return 1 if probs else 0


if __name__ == "__main__":
    sys.exit(main())
