"""Desk generator: prairie_grain_coop_merchandising_desk.

Merchandising desk of a farmer-owned grain elevator cooperative in the US Midwest.
Buys corn / soybeans / wheat from members (cash, basis, HTA, deferred price), hedges
on CBOT, sells shuttle trains and barges to processors and exporters.

Standard library only. Output is a pure function of (seed, end, channels, days).
"""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "prairie_grain_coop_merchandising_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1319486027731558410"
DEFAULT_END = datetime(2026, 12, 8, 6, 0, 0, tzinfo=timezone.utc)  # midnight Central
CT = -6  # hours offset of Central Standard Time

PEOPLE = {
    "dale": ("1204417783350198272", "Dale Heinrich (GM)", False),
    "kyle": ("1204419031872864318", "Kyle Brandt", False),
    "jess": ("1204420338615214120", "Jess Moeller", False),
    "travis": ("1204421775281719347", "Travis Lind", False),
    "pam": ("1204423019911045191", "Pam Ostrander", False),
    "marv": ("1204424861098651688", "Marv @ scale", False),
    "farmtext": ("1211093358274625566", "farmtext-relay", True),
    "contracts": ("1211094402161393705", "ContractTrak", True),
    "fcm": ("1211095570890539038", "StoneBridge FCM (mail)", True),
    "posbot": ("1211096611732234261", "posbot", True),
    "risk": ("1211097908376178739", "riskbot", True),
    "scale": ("1211099025910038568", "scalehouse", True),
    "wx": ("1211100131570524182", "wxbot", True),
    "usda": ("1211101444236681256", "usda-wire", True),
    "cron": ("1211102690481815593", "cron", True),
    "ci": ("1211103801238372434", "ci-deploy", True),
    "alerts": ("1211104967364116531", "price-alerts", True),
}

FARMERS = ["Jensen Farms", "Olson Farms", "Vogel Bros", "Meyer Ag", "Dietz Family Farms",
           "Hoffman Land & Cattle", "Schroeder Acres", "Petersen Grain", "Kruse Farms",
           "Lindquist Bros", "Bauer Seed & Grain", "Wendt Farms"]
SHORT_FARMERS = ["Jensen", "Olson", "Vogel", "Meyer", "Dietz", "Hoffman", "Schroeder",
                 "Petersen", "Lindquist", "Bauer", "Wendt"]
TOWNS = ["Prairie Junction", "Rockwell", "Alden", "Dows", "Hampton", "Latimer", "Geneva"]

DROP_IDIOMS = {
    "shuttle (110 cars) sale proposal asking GM ok", "risk engine key=value resize of a farmer contract",
    "partial fill 'N of M' key=value", "'TP:' resting take-profit on a hedge", "margin call embed against the ag line limit",
    "GM routes a freight item to a merchandiser", "news on the buyer of a held shuttle sale", "bare '👍 send it' reply approval",
    "GM raises NOP limit in plain prose", "flash sale on watchlist milo", "'a stop at X might be sensible' (no decision)",
    "another firm's trade", "pipe-delimited contract-system confirmation", "basis view flip (bull -> bearish basis)",
}
FCM_DISC = ("-----Original Message-----\nFrom: StoneBridge FCM Execution <fills@stonebridgefcm.example>\n"
            "To: merch@prairiecoop.example\nSubject: CBOT activity acct CC-88012\n"
            "This confirmation is provided for informational purposes. Official trade confirmations and statements are "
            "issued at end of day. Futures trading involves risk of loss. Please report any discrepancy to the execution "
            "desk within 24 hours. StoneBridge FCM is a registered futures commission merchant, member NFA.")
ADDONS = [
    "Side note: the county is grading the gravel on 180th this week so trucks from the south side are coming in the long way, "
    "expect them 15-20 minutes later than usual and a little grumpy. Marv has the detour map at the scale window if anybody asks.",
    "Also, the lab called back on the vomitoxin samples from last week: everything under 1 ppm except one load from the east side "
    "which tested 1.8, still fine for the ethanol plant but we keep it out of the shuttle bins. Sample retained per the usual.",
    "For whoever is on the phones tomorrow: the website bid page was lagging the DTN feed by about ten minutes this morning, IT says "
    "it's the cache, fixed now, but if a farmer quotes you a stale number just walk him through the current one and note it.",
    "Housekeeping: the pickup needs an oil change, the keys to the Alden office are back on the hook, and the yard light at the "
    "Dows pit is out again. Nobody's fault, just writing it down so it gets done before the weekend crew comes in.",
    "Longer term we still need to talk about the second leg at Prairie Junction. Engineering quote came in higher than the board "
    "wanted, and with the shuttle program growing we're going to be loading-time constrained by next harvest if we don't do something.",
    "One more thing: safety meeting is Friday 7am, topic is bin entry and lockout/tagout again. Everyone on the crew signs the sheet, "
    "including the seasonal guys, and Pam needs the signed sheets for the insurance file by Monday.",
]
HOUR_W = [1, 1, 1, 1, 1, 2, 6, 10, 11, 10, 9, 8, 8, 9, 7, 5, 3, 2, 2, 3, 2, 1, 1, 1]


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def cents(x: float, nd: int = 2) -> str:
    return f"{x:.{nd}f}"


class Msg:
    __slots__ = ("t", "author", "content", "embeds", "ref", "thread", "label", "noise",
                 "near", "idiom", "id", "attachments", "final", "ops")

    def __init__(self, t, author, content, embeds=None, ref=None, thread=None):
        self.t = t
        self.author = author
        self.content = content
        self.embeds = embeds
        self.ref = ref
        self.thread = thread
        self.label = None
        self.noise = False
        self.near = False
        self.idiom = None
        self.id = None
        self.attachments = None
        self.final = content
        self.ops = []


class DayGen:
    def __init__(self, rng: random.Random, ch_index: int, day_index: int, day_start_ms: int,
                 channel_id: str, worker: int):
        self.r = rng
        self.ch = ch_index
        self.day = day_index
        self.t0 = day_start_ms
        self.channel_id = channel_id
        self.worker = worker
        self.msgs: list[Msg] = []
        self.extra_ops = []  # (t, kind, payload)
        self.superseded = []
        self.removed = []
        self.threads = {}

    # ---------- time helpers ----------
    def at(self, hour_ct: float, jitter_min: float = 10.0) -> int:
        h = hour_ct + self.r.uniform(-jitter_min, jitter_min) / 60.0
        h = min(max(h, 0.02), 23.95)
        return self.t0 + int(h * 3600000) + self.r.randint(0, 999)

    def busy_time(self) -> int:
        h = self.r.choices(range(24), weights=HOUR_W)[0]
        return self.t0 + h * 3600000 + self.r.randint(0, 3599999)

    def add(self, t, who, content, embeds=None, ref=None, thread=None) -> Msg:
        m = Msg(t, who, content, embeds, ref, thread)
        self.msgs.append(m)
        return m

    def hard(self, m: Msg, etype, facts, phrasing, final_state="live"):
        m.label = (etype, list(facts), phrasing, final_state)
        return m

    def edit(self, m: Msg, t, new_content, old_fact=None):
        m.ops.append((t, "edit", new_content))
        m.final = new_content
        if old_fact:
            self.superseded.append((m, old_fact))

    # ---------- the day ----------
    def build(self):
        r = self.r
        # market levels for the day
        zc = round(r.uniform(4.38, 4.66) * 4, 2) / 4  # Mar corn, quarter-cent ticks
        zc = round(zc, 4)
        zs = round(r.uniform(10.15, 10.75), 2)
        zw = round(r.uniform(5.42, 5.86), 2)
        zcz7 = round(zc + r.uniform(0.14, 0.24), 2)
        corn_basis = -r.randint(36, 48)
        bean_basis = -r.randint(38, 55)
        self.lv = dict(zc=zc, zs=zs, zw=zw, zcz7=zcz7, cb=corn_basis, bb=bean_basis)
        yy = 26
        cnum = r.randint(11000, 12900) + self.day * 37 + self.ch * 211
        self.cnum = cnum
        ordn = r.randint(77000, 77900) + self.day * 13 + self.ch * 101
        sh = r.randint(5200, 5899) + self.ch * 7 + self.day
        bg_ref = r.randint(7000, 7999)

        rail_thread = self.make_thread("rail", f"🚂 SH-{sh} BNSF shuttle — Mar corn to ADM Decatur", 7.4)
        barge_thread = self.make_thread("barge", f"🛳 Barges — 3 bgs beans Bunge NOLA Dec LH (ref BNG-{bg_ref})", 8.6)

        # ======== morning note (buried proposal E1) ========
        wheat_bu = r.choice(["150k", "120k", "175k"])
        wheat_b = r.choice([-18, -20, -22, -25])
        note = (
            f"Morning all. Overnight: Mar corn {cents(zc,4)} ({r.choice(['+1','-1 1/4','+2 1/2','unch','-3/4'])}), Jan beans {cents(zs)} "
            f"({r.choice(['+4','-6 1/2','+2','-3'])}), Mar wheat {cents(zw)}. Brazil got rain over Mato Grosso again, "
            "so the bean bulls are not getting help from the weather. Dollar a touch softer.\n"
            f"Receipts yesterday: ~{r.randint(38,71)}k bu corn, {r.randint(9,24)}k bu beans across all {len(TOWNS)} locations. "
            f"Dryer at {TOWNS[2]} is back up after the burner fix. Pit space at {TOWNS[0]} is tight, we're piling on the ground pad if it stays dry.\n"
            f"Spreads: H/K corn {r.choice(['-9 3/4','-10 1/4','-11','-9'])}, F/H beans {r.choice(['+1 1/2','-2','+3/4'])}. Carry still pays to store corn, not beans.\n"
            f"Wheat: we are going to sell {wheat_bu} bu Mar wheat to Cargill KC at {wheat_b} H7, rail, Feb ship, if Dale signs off this morning. "
            "Mill demand is there and I don't want to carry this SRW into spring.\n"
            f"Bids out at 6:30: corn {corn_basis} H, beans {bean_basis} F, wheat -{r.randint(30,45)} H. "
            "Farmer selling has been light, mostly HTA rolls and a few deferred price guys. "
            "Reminder Ag Day lunch is Thursday in the shop, Pam is doing sloppy joes."
        )
        m = self.add(self.at(6.25, 6), "kyle", note)
        self.hard(m, "trade_proposal", [f"sell {wheat_bu} bu Mar wheat", "Cargill KC", f"{wheat_b} H7"], "buried")
        m.idiom = ("proposal buried mid morning note", "trade_proposal")
        note_msg = m
        a = self.add(self.at(6.9, 6), "dale", f"wheat to Cargill at {wheat_b} is fine by me, go ahead Kyle", ref=note_msg)
        self.hard(a, "trade_approval", [f"{wheat_b}", "go ahead"], "reply")

        # pinned watchlist
        wl = self.add(self.at(6.05, 3), "dale",
                      "Watchlist this week (not positions): milo/sorghum export pace, KC HRW wheat (KEH7), soyoil for the crush margin. "
                      "Holding: corn (Mar/May hedges + ~1.1M bu in the bins), beans (Jan hedges), SRW wheat (Mar).")
        self.extra_ops.append((wl.t + 40000, "pin", wl, PEOPLE["dale"][0]))
        self.extra_ops.append((wl.t + 41000, "reaction_add", wl, "📌", PEOPLE["dale"][0]))

        # ======== chain A: shuttle sale ========
        a_b = r.choice([14, 16, 18, 19, 21])
        a_bu = "440,000"
        a_hedges = 88
        tA = self.at(8.2, 15)
        pA = self.add(tA, "kyle",
                      f"Proposing: sell 1 shuttle (110 cars, ~440k bu) Mar corn to ADM Decatur at +{a_b} H, FOB our track at {TOWNS[0]}, "
                      f"1st half Jan ship. We lift {a_hedges} ZCH7 hedges against it. @Dale need your ok, their bid is good till 10.")
        self.hard(pA, "trade_proposal", ["sell 1 shuttle", "110 cars", "Mar corn", f"+{a_b} H"], "untagged")
        pA.idiom = ("shuttle (110 cars) sale proposal asking GM ok", "trade_proposal")
        apA = self.add(tA + r.randint(300000, 900000), "dale", f"👍 put it on. +{a_b} is a good number for Jan", ref=pA)
        self.hard(apA, "trade_approval", ["👍 put it on", f"+{a_b}"], "reply")
        apA.idiom = ("emoji + 'put it on' GM reply approval", "trade_approval")
        tc = apA.t + r.randint(400000, 900000)
        cA = self.add(tc, "contracts",
                      f"CONTRACT C-{yy}-{cnum} CONFIRMED · SALE · ADM Decatur · Corn #2Y · {a_bu} bu · Basis +{a_b} H7 · FOB {TOWNS[0]} · Ship 01/01-01/15")
        self.hard(cA, "trade_confirmation", [f"C-{yy}-{cnum}", "SALE", f"{a_bu} bu", f"+{a_b} H7"], "structured")
        self.extra_ops.append((tc + 60000, "pin", cA, PEOPLE["dale"][0]))
        fA_px = round(zc + r.choice([0.0025, 0.005, -0.0025, 0.0075]), 4)
        fA = self.add(tc + r.randint(200000, 600000), "fcm", "", embeds=[{
            "title": "StoneBridge FCM — Fill Notice", "author": "fills@stonebridgefcm.example",
            "description": "Fwd from execution desk.\n" + FCM_DISC,
            "fields": [{"name": "Acct", "value": "CC-88012", "inline": True},
                       {"name": "Side", "value": "BOT", "inline": True},
                       {"name": "Qty", "value": str(a_hedges), "inline": True},
                       {"name": "Contract", "value": "ZCH7", "inline": True},
                       {"name": "Price", "value": cents(fA_px, 4), "inline": True},
                       {"name": "Order", "value": f"A{ordn+3}"}],
            "footer": "CBOT · EFP leg vs ADM shuttle · StoneBridge FCM"}])
        self.hard(fA, "trade_fill", ["BOT", str(a_hedges), "ZCH7", cents(fA_px, 4)], "embed")
        fA.idiom = ("FCM fill email relayed embed-only", "trade_fill")
        self.extra_ops.append((fA.t + 90000, "reaction_add", fA, "👍", PEOPLE["kyle"][0]))
        # rail thread chatter
        self.rail_thread_msgs(rail_thread, sh, tA, a_b)

        # ======== chain B: barge beans, basis edited ========
        b1, b2 = r.choice([(72, 68), (75, 70), (70, 66), (78, 74)])
        tB = self.at(9.3, 15)
        pB = self.add(tB, "jess",
                      f"offer out to Bunge: sell 3 barges beans (~165k bu) CIF NOLA Dec LH at +{b1} F. need Dale's ok before I firm it")
        newB = f"offer out to Bunge: sell 3 barges beans (~165k bu) CIF NOLA Dec LH at +{b2} F. need Dale's ok before I firm it"
        self.edit(pB, tB + r.randint(120000, 400000), newB, f"+{b1} F")
        self.hard(pB, "trade_proposal", ["sell 3 barges beans", "CIF NOLA", f"+{b2} F"], "untagged", "edited")
        pB.idiom = ("basis level in a barge offer edited down", "trade_proposal")
        apB = self.add(tB + r.randint(600000, 1100000), "dale", f"ok go — 3 barges at +{b2} is fine", ref=pB)
        self.hard(apB, "trade_approval", ["ok go", f"+{b2}"], "reply")
        fB = self.add(apB.t + r.randint(900000, 2400000), "jess",
                      f"Bunge filled us: sold 3 bgs beans +{b2} F CIF NOLA Dec LH, their ref BNG-{bg_ref}. freight next",
                      thread=barge_thread)
        self.hard(fB, "trade_fill", ["sold 3 bgs beans", f"+{b2} F", f"BNG-{bg_ref}"], "untagged")
        self.barge_thread_msgs(barge_thread, tB, b2)

        # ======== chain C: farmer purchases ========
        fj = SHORT_FARMERS[(self.day + self.ch) % len(SHORT_FARMERS)]
        fjl = [f for f in FARMERS if f.startswith(fj)][0]
        hta_k = r.choice([10, 12, 15, 18, 20, 25])
        tC = self.at(7.4, 25)
        c1 = self.add(tC, "kyle", f"bought {hta_k}k bu Dec '27 corn HTA at {cents(zcz7)} off {fj}")
        self.hard(c1, "trade_fill", [f"{hta_k}k bu", "Dec '27 corn", "HTA", cents(zcz7), fj], "shorthand")
        c1.idiom = ("k-suffixed HTA buy 'off <farmer>' shorthand", "trade_fill")
        c2 = self.add(tC + r.randint(60000, 240000), "contracts",
                      f"C-{yy}-{cnum+1} | PURCHASE | {fjl} | Corn | HTA | {hta_k},000 bu | ZCZ7 {cents(zcz7)} | basis open | delivery Oct-Nov 2027")
        self.hard(c2, "trade_confirmation", [f"C-{yy}-{cnum+1}", "PURCHASE", f"{hta_k},000 bu", f"ZCZ7 {cents(zcz7)}"], "structured")
        c2.idiom = ("pipe-delimited contract-system confirmation", "trade_confirmation")
        self.add(c2.t + r.randint(20000, 120000), "kyle", "👍", ref=c2).noise = True

        rk_bu = r.choice([8000, 6000, 10000, 12000])
        rk_b = r.choice([-35, -38, -32])
        s1 = self.add(self.at(7.1, 20), "farmtext", f"Ron K: sell {rk_bu} beans if basis hits {rk_b}")
        s1.near = True
        s1.idiom = ("farmer SMS target offer relayed (counterparty, not a desk decision)", "not_hard")
        c3 = self.add(s1.t + r.randint(900000, 2000000), "jess",
                      f"put Ron K's offer in the system: buy {rk_bu:,} bu beans at {rk_b} F basis, GTC, offer #O-{4400 + r.randint(10,99)}",
                      ref=s1)
        oid = c3.content.split("#")[-1]
        self.hard(c3, "trade_confirmation", [f"{rk_bu:,} bu beans", f"{rk_b} F", oid], "untagged")

        olson_req, olson_ok = r.choice([(40000, 25000), (30000, 20000), (35000, 15000)])
        c5 = self.add(self.at(10.4, 20), "risk",
                      f"order_check type=deferred_price farmer=\"Olson Farms\" req_bu={olson_req} approved_bu={olson_ok} "
                      f"reason=credit_limit limit_usd=400000 exposure_usd={r.randint(380,398)}{r.randint(100,999)} action=RESIZED")
        self.hard(c5, "risk_limit", ["Olson Farms", f"req_bu={olson_req}", f"approved_bu={olson_ok}", "RESIZED"], "structured")
        c5.idiom = ("risk engine key=value resize of a farmer contract", "risk_limit")

        # ======== chain D: futures hedge + stop edited twice ========
        d_px = round(zc + r.choice([0.02, 0.025, 0.03]), 4)
        d_px_s = cents(d_px, 2) if abs(d_px * 100 - round(d_px * 100)) < 1e-6 else cents(d_px, 4)
        st1 = round(d_px + 0.13, 2)
        st2 = round(st1 - 0.03, 2)
        st3 = round(st2 - 0.02, 2)
        tD = self.at(8.8, 15)
        pD = self.add(tD, "travis",
                      f"[HEDGE] want to short 30 ZCH7 at {d_px_s} against the HTA book, stop {cents(st1)}. Dale?")
        self.hard(pD, "trade_proposal", ["short", "30 ZCH7", d_px_s, cents(st1)], "tagged")
        apD = self.add(tD + r.randint(180000, 600000), "dale", "👍 send it", ref=pD)
        self.hard(apD, "trade_approval", ["👍", "send it"], "reply")
        apD.idiom = ("bare '👍 send it' reply approval", "trade_approval")
        oD = f"A{ordn}"
        ackD = self.add(apD.t + r.randint(40000, 150000), "fcm", "", embeds=[{
            "title": "Order Acknowledged", "author": "orders@stonebridgefcm.example", "description": FCM_DISC,
            "fields": [{"name": "Order", "value": oD, "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": "30", "inline": True},
                       {"name": "Contract", "value": "ZCH7", "inline": True},
                       {"name": "Type", "value": f"LMT {d_px_s} DAY", "inline": True},
                       {"name": "Status", "value": "WORKING"}],
            "footer": "acct CC-88012 · CBOT"}])
        self.hard(ackD, "trade_confirmation", [oD, "SELL", "ZCH7", "WORKING"], "embed")
        pf = self.add(ackD.t + r.randint(200000, 900000), "fcm",
                      f"PARTIAL FILL {oD}: SOLD 12 of 30 ZCH7 @ {cents(d_px,4)} acct=CC-88012 remaining=18")
        self.hard(pf, "trade_fill", [oD, "SOLD 12 of 30", "ZCH7", cents(d_px, 4)], "structured")
        pf.idiom = ("partial fill 'N of M' key=value", "trade_fill")
        f2px = round(d_px + 0.0025, 4)
        ff = self.add(pf.t + r.randint(300000, 1500000), "fcm", "", embeds=[{
            "title": "StoneBridge FCM — Fill Notice", "author": "fills@stonebridgefcm.example",
            "description": f"Order {oD} complete.\n" + FCM_DISC,
            "fields": [{"name": "Side", "value": "SLD", "inline": True},
                       {"name": "Qty", "value": "18", "inline": True},
                       {"name": "Contract", "value": "ZCH7", "inline": True},
                       {"name": "Price", "value": cents(f2px, 4), "inline": True},
                       {"name": "Avg (30)", "value": cents(round((12 * d_px + 18 * f2px) / 30, 4), 4)}],
            "footer": "acct CC-88012 · CBOT"}])
        self.hard(ff, "trade_fill", ["SLD", "18", "ZCH7", cents(f2px, 4)], "embed")
        stop_ord = f"A{ordn+9}"
        sD = self.add(ff.t + r.randint(120000, 600000), "travis",
                      f"stop on the short 30 ZCH7: {cents(st1)} buy stop, order {stop_ord}, GTC")
        self.edit(sD, sD.t + r.randint(1800000, 4000000),
                  f"stop on the short 30 ZCH7: {cents(st2)} buy stop, order {stop_ord}, GTC", cents(st1))
        self.edit(sD, sD.t + r.randint(9000000, 14000000),
                  f"stop on the short 30 ZCH7: {cents(st3)} buy stop, order {stop_ord}, GTC", cents(st2))
        self.hard(sD, "stop_or_target_change", ["30 ZCH7", cents(st3), "buy stop", stop_ord], "untagged", "edited")
        sD.idiom = ("hedge stop moved twice by editing the same message", "stop_or_target_change")

        # ======== chain E: wheat stops / targets / cancel ========
        ws_old = round(zw + 0.30, 2)
        ws_new = round(zw + 0.19, 2)
        e2 = self.add(self.at(12.6, 30), "travis",
                      f"moved the buy stop on our short ZWH7 down to {cents(ws_new)} (was {cents(ws_old)}). locks in most of it")
        self.hard(e2, "stop_or_target_change", ["ZWH7", cents(ws_new)], "untagged")
        tp = round(zw - 0.17, 2)
        e3 = self.add(self.at(13.1, 30), "travis",
                      f"TP: resting buy 20 ZWH7 @ {cents(tp)} to take profit on the wheat hedge, GTC, ord A{ordn+21}")
        self.hard(e3, "stop_or_target_change", ["20 ZWH7", cents(tp), f"A{ordn+21}"], "tagged")
        e3.idiom = ("'TP:' resting take-profit on a hedge", "stop_or_target_change")
        bstp = round(zs + 0.38, 2)
        e4 = self.add(self.at(11.7, 40), "fcm",
                      f"ORDER CANCELLED {f'A{ordn-40}'} BUY 15 ZSF7 STP {cents(bstp)} GTC acct=CC-88012 reason=client_request")
        self.hard(e4, "trade_confirmation", ["CANCELLED", f"A{ordn-40}", "15 ZSF7", cents(bstp)], "structured")
        e5 = self.add(self.at(14.1, 25), "travis",
                      "pulled the stop on the May corn hedge, we bought those back Friday so there's nothing to protect")
        self.hard(e5, "stop_or_target_change", ["pulled the stop", "May corn"], "untagged")

        # ======== chain F: GM rejects ========
        f_b = r.choice([4, 5, 6])
        tF = self.at(10.0, 20)
        pF = self.add(tF, "jess", f"s 50k Jan beans to Cargill crush Cedar Rapids at +{f_b} F, truck, Dec 15-31 — ok?")
        self.hard(pF, "trade_proposal", ["s 50k", "Jan beans", f"+{f_b} F"], "shorthand")
        pF.idiom = ("'s 50k' shorthand sale asking ok", "trade_proposal")
        rF = self.add(tF + r.randint(300000, 1200000), "dale",
                      f"no, hold off. +{f_b} is too cheap, they'll need beans after the holidays. pass for now", ref=pF)
        self.hard(rF, "trade_approval", ["hold off", "pass for now"], "reply")
        rF.idiom = ("GM rejects with 'hold off' reply", "trade_approval")

        # ======== risk limits ========
        nop = r.randint(262, 289) * 1000 + r.randint(0, 9) * 100
        r1 = self.add(self.at(7.2, 10), "risk",
                      f"nop_check commodity=corn limit_bu=250000 net_open_bu={nop} status=BREACH action=hedge_required deadline=close")
        self.hard(r1, "risk_limit", ["commodity=corn", "limit_bu=250000", f"net_open_bu={nop}", "BREACH"], "structured")
        r1.idiom = ("net-open-position breach key=value", "risk_limit")
        r2 = self.add(self.at(11.2, 20), "dale",
                      "Raising the corn NOP limit to 300k bu through Dec 18 for the shuttle program. Beans stay at 150k. Travis update the risk config.")
        self.hard(r2, "risk_limit", ["corn NOP limit", "300k bu", "Dec 18"], "untagged")
        r2.idiom = ("GM raises NOP limit in plain prose", "risk_limit")
        mc_amt = r.choice(["$1,240,000", "$865,000", "$1,410,000", "$990,000"])
        r3 = self.add(self.at(7.6, 10), "risk", "", embeds=[{
            "title": "MARGIN CALL", "description": "Variation margin due on hedge account. Funded from the ag operating line.",
            "fields": [{"name": "Account", "value": "CC-88012", "inline": True},
                       {"name": "Amount", "value": mc_amt, "inline": True},
                       {"name": "Due", "value": "14:00 CT", "inline": True},
                       {"name": "Ag line used", "value": "$6,140,000 of $8,000,000 limit"}],
            "footer": "riskbot · source StoneBridge FCM"}])
        self.hard(r3, "risk_limit", ["MARGIN CALL", "CC-88012", mc_amt], "embed")
        r3.idiom = ("margin call embed against the ag line limit", "risk_limit")
        cf = FARMERS[(self.day * 3 + self.ch + 2) % len(FARMERS)]
        if cf == "Olson Farms":
            cf = "Vogel Bros"
        old_c = r.choice([200000, 250000, 300000])
        r4 = self.add(self.at(13.6, 30), "risk",
                      f"credit_limit farmer=\"{cf}\" old_usd={old_c} new_usd={old_c + 75000} approved_by=dheinrich effective=now")
        self.hard(r4, "risk_limit", [cf, f"new_usd={old_c + 75000}", "credit_limit"], "structured")

        # ======== routes ========
        rt1 = self.add(self.at(9.9, 20), "dale",
                       f"routing the BNSF shuttle bid for the Jan relet (SH-{sh}) to Kyle — he owns rail this month")
        self.hard(rt1, "route_decision", ["routing", f"SH-{sh}", "Kyle"], "untagged")
        rt1.idiom = ("GM routes a freight item to a merchandiser", "route_decision")
        rt2 = self.add(self.at(12.2, 30), "jess",
                       "sending the Olson deferred-price paperwork over to Pam in accounting to settle, not mine to price")
        self.hard(rt2, "route_decision", ["Olson deferred-price", "Pam"], "untagged")
        hf = SHORT_FARMERS[(self.day + 5 + self.ch) % len(SHORT_FARMERS)]
        moist = round(r.uniform(20.5, 24.5), 1)
        sc = self.add(self.at(10.8, 40), "scale",
                      f"⚠ load flag: {hf} truck 2 corn moisture {moist}% (max 20.0) ticket #{r.randint(300000,399999)} — needs merch review")
        sc.noise = False
        nr1 = self.add(sc.t + r.randint(120000, 600000), "kyle",
                       f"{hf}'s wet load — no action from merch, dryer handles it and shrink covers it. not routing", ref=sc)
        self.hard(nr1, "no_route_decision", ["no action", "not routing"], "reply")
        nr1.idiom = ("explicit 'no action ... not routing' on a scale flag", "no_route_decision")
        dup = self.add(self.at(15.2, 20), "risk",
                       f"margin_alert acct=CC-88012 amount={mc_amt} status=OPEN (repeat)")
        nr2 = self.add(dup.t + r.randint(60000, 300000), "travis",
                       "that's a dup of this morning's call, already wired. ignore, no action", ref=dup)
        self.hard(nr2, "no_route_decision", ["dup", "no action"], "reply")

        # ======== news ========
        es = r.choice(["2.03", "1.98", "2.11", "2.07"])
        est = r.choice(["2.12", "2.09", "2.15"])
        h1 = self.add(self.at(11.02, 1), "usda",
                      f"🇺🇸 USDA WASDE: US corn ending stocks {es} bil bu vs {est} est; yield unch at 183.1 bpa; exports raised 75 mil bu")
        self.hard(h1, "held_position_news", ["WASDE", "corn ending stocks", f"{es} bil bu"], "tagged")
        h1.idiom = ("USDA headline on held corn", "held_position_news")
        sb = r.choice(["1.42", "0.98", "1.77", "1.21"])
        h2 = self.add(self.at(7.55, 2), "usda",
                      f"Weekly export sales: soybeans {sb} MMT net 2026/27, China {round(float(sb)*0.4,2)} MMT; corn 1.31 MMT; wheat 0.44 MMT")
        self.hard(h2, "held_position_news", ["export sales", f"soybeans {sb} MMT"], "untagged")
        ge = r.randint(44, 50)
        h3 = self.add(self.at(15.05, 2), "usda", "", embeds=[{
            "title": "Crop Progress — winter wheat condition",
            "description": f"Winter wheat rated {ge}% good/excellent vs {ge+4}% last week; Illinois SRW {ge-3}% G/E.",
            "fields": [{"name": "G/E", "value": f"{ge}%", "inline": True},
                       {"name": "Prior", "value": f"{ge+4}%", "inline": True}],
            "footer": "USDA NASS"}])
        self.hard(h3, "held_position_news", ["winter wheat", f"{ge}% good/excellent"], "embed")
        h4 = self.add(self.at(12.9, 30), "usda",
                      "ADM Decatur corn processing plant down for unplanned maintenance through Dec 20; ADM says contracted rail receipts unaffected")
        self.hard(h4, "held_position_news", ["ADM Decatur", "corn", "Dec 20"], "untagged")
        h4.idiom = ("news on the buyer of a held shuttle sale", "held_position_news")
        w1 = self.add(self.at(9.05, 10), "usda",
                      f"Flash sale: private exporters report {r.choice(['130,000','124,000','136,000'])} t sorghum to China for 2026/27")
        wq = w1.content.split("report ")[1].split(" t")[0]
        self.hard(w1, "watchlist_news", ["sorghum", f"{wq} t", "China"], "untagged")
        w1.idiom = ("flash sale on watchlist milo", "watchlist_news")
        ke = round(zw + r.uniform(-0.15, 0.25), 2)
        w2 = self.add(self.at(13.4, 20), "usda",
                      f"KC HRW wheat (KEH7) up 12c to {cents(ke)} on dryness in western Kansas; HRW ratings lowest since 2022")
        self.hard(w2, "watchlist_news", ["KEH7", cents(ke)], "untagged")

        # ======== thesis ========
        th1 = self.add(self.at(12.1, 40), "jess",
                       "changing my bean basis view: I was in the 'basis firms into Jan' camp, but with Brazil early and the crush plants "
                       "full, I now see it weak through Feb. bearish basis, we won't chase farmer offers above -40")
        self.hard(th1, "thesis_update", ["bean basis", "bearish basis", "-40"], "untagged")
        th1.idiom = ("basis view flip (bull -> bearish basis)", "thesis_update")
        th2 = self.add(h1.t + r.randint(600000, 1500000), "kyle",
                       "after that WASDE I still like owning corn basis here — conviction up. keeping the unpriced corn hedged on futures only, not selling basis yet",
                       ref=h1)
        self.hard(th2, "thesis_update", ["corn basis", "conviction up"], "reply")

        # ======== deleted fill, edited fill, EOD recap ========
        pete = SHORT_FARMERS[(self.day + 7 + self.ch) % len(SHORT_FARMERS)]
        xpx = round(zs + 0.05, 2)
        x1 = self.add(self.at(10.6, 30), "travis", f"sold 25 ZSF7 @ {cents(xpx)} hedge vs {pete} beans")
        self.hard(x1, "trade_fill", ["25 ZSF7", cents(xpx)], "shorthand", "deleted")
        x1.ops.append((x1.t + r.randint(60000, 200000), "delete", None))
        self.removed.append(f"sold 25 ZSF7 @ {cents(xpx)} hedge vs {pete} beans")
        self.add(x1.t + r.randint(210000, 300000), "travis", "nvm wrong acct, deleted that. will repost when it's real")
        v1 = round(zs - 0.30, 2)
        v2 = round(v1 - 0.02, 2)
        vg = SHORT_FARMERS[(self.day + 2 + self.ch) % len(SHORT_FARMERS)]
        fe = self.add(self.at(9.6, 25), "jess", f"bought 20k bu Jan beans flat price at {cents(v1)} off {vg}, cash, Dec delivery")
        self.edit(fe, fe.t + r.randint(200000, 900000),
                  f"bought 20k bu Jan beans flat price at {cents(v2)} off {vg}, cash, Dec delivery", cents(v1))
        self.hard(fe, "trade_fill", ["20k bu", "Jan beans", cents(v2), vg], "shorthand", "edited")
        fe.idiom = ("fill price corrected by edit", "trade_fill")
        sch = SHORT_FARMERS[(self.day + 6 + self.ch) % len(SHORT_FARMERS)]
        rb = corn_basis - r.randint(1, 4)
        recap = (
            f"EOD recap {r.choice(['Mon','Tue','Wed','Thu','Fri'])}: corn settled {cents(zc + r.uniform(-0.03,0.03),4)}, beans {cents(zs + r.uniform(-0.08,0.08))}, wheat {cents(zw + r.uniform(-0.06,0.06))}. "
            f"Receipts {r.randint(41,77)}k corn / {r.randint(8,22)}k beans, dryer ran {r.randint(9,16)} hrs at {TOWNS[2]}. "
            f"Shuttle SH-{sh} placement confirmed for the 9th, BNSF says crew is fine. "
            f"Bunge barges fixed, freight at {r.randint(420,560)}% of tariff. "
            f"Also picked up 12,500 bu Mar corn basis contract from {sch} at {rb} H, he'll price it off the board by Feb. "
            f"Farmer offers working: {r.randint(6,14)} on corn, {r.randint(3,9)} on beans, nothing close to filling. "
            "Net position report will be out from posbot at 5. Dryer crew staying late again, buy them pizza Pam."
        )
        eod = self.add(self.at(15.4, 15), "kyle", recap)
        self.hard(eod, "trade_fill", ["12,500 bu", "Mar corn", f"{rb} H", sch], "buried")
        eod.idiom = ("purchase fill buried in end-of-day recap", "trade_fill")

        # ======== forget: farmer phone number ========
        ph = f"712-555-01{r.randint(10,99)}"
        fg = self.add(self.at(8.0, 40), "kyle", f"Ron K's new cell is {ph}, he switched carriers. call that one not the house")
        fg.ops.append((fg.t + r.randint(3600000, 9000000), "forget", PEOPLE["dale"][0]))
        self.removed.append(ph)

        self.near_misses(zc, zs, zw)
        self.noise_msgs(zc, zs, zw, sh)
        self.chatter(zc, zs, zw, corn_basis, bean_basis, sh)
        self.filler_long(zc, zs, zw)

    # ---------- threads ----------
    def make_thread(self, key, name, hour):
        t = self.at(hour - 0.3, 5)
        starter = self.add(t, "kyle" if key == "rail" else "jess", f"thread: {name}")
        tid = snowflake(t + 7, (self.worker + 3) % 32, 4000 + self.ch * 50 + self.day * 3 + (1 if key == "barge" else 0))
        self.threads[key] = (str(tid), name, starter)
        return str(tid)

    def rail_thread_msgs(self, th, sh, tA, a_b):
        r = self.r
        lines = [
            ("kyle", f"Car order in for SH-{sh}: 110 cars, origin {TOWNS[0]}, placement Jan 3 window. trip plan pending"),
            ("kyle", f"BNSF accepted the order, trip plan TP-{r.randint(100000,999999)}. secondary freight was {r.choice(['-$150','-$225','+$75','-$300'])}/car this am"),
            ("travis", "do we have enough corn in the north bins to load 440k without pulling from Alden?"),
            ("kyle", "close. ~395k north + ~60k in the bunker. we'll run the leg and load in 15 hrs if the crew shows"),
            ("marv", "loadout belt on leg 2 was squealing again yesterday, maintenance says bearing. should be done Wed"),
            ("kyle", "ok thx Marv. if it's not done by Thu we need to tell ADM, 15 hr loading window or we pay demurrage"),
            ("jess", "ADM freight desk called, wants the car initials list by Friday"),
            ("kyle", "I'll send it once BNSF posts the set. probably CRDX and BNSF 4-digit hoppers as usual"),
            ("travis", f"fwiw the +{a_b} H is a couple over what Heartland got last week per the rumor mill"),
            ("kyle", "grades: need 15.0 moist max, 3% BCFM. our bins are running 14.6 / 2.1 so we're fine"),
            ("marv", "weighmaster cert renewed, state inspector out Tuesday"),
            ("kyle", "🚂 will post actual load times here"),
        ]
        t = tA + 1200000
        for who, txt in lines:
            t += r.randint(600000, 2700000)
            self.add(t, who, txt, thread=th)
        self.add(t + 900000, "alerts", f"BNSF car tracking: SH-{sh} set status=ORDERED eta_placement=2027-01-03", thread=th).noise = True

    def barge_thread_msgs(self, th, tB, b2):
        r = self.r
        lines = [
            ("jess", f"Bunge NOLA wants 3 bgs Dec LH, CIF, they're at +{b2 - 3} F when I called, I asked +{b2 + 4}"),
            ("jess", f"Illinois River freight St. Louis south: {r.randint(410,580)}% of tariff, up {r.randint(10,40)} pts on the week"),
            ("travis", "river stage at Memphis?"),
            ("jess", f"{r.choice(['-4.1','-6.3','-2.8','-7.0'])} ft on the gauge, tows running light-loaded. not great not terrible"),
            ("kyle", "we loading at the Hennepin terminal or the Havana one?"),
            ("jess", "Hennepin. they have slots the 14th-17th"),
            ("jess", "what if we sold the rest of the beans? we've still got ~210k unpriced in the bins after these 3"),
            ("dale", "not today. let's see the crush margin after the holidays"),
            ("jess", "fair. ok I'll tell Bunge we're done at 3"),
            ("jess", "freight booked with ACBL, 3 covered hoppers, Hennepin 15th-16th"),
            ("marv", "trucks for Hennepin lined up: 14 trips/day from Alden for 4 days"),
        ]
        t = tB + 600000
        for who, txt in lines:
            t += r.randint(500000, 2400000)
            m = self.add(t, who, txt, thread=th)
            if txt.startswith("what if we sold the rest"):
                m.near = True
                m.idiom = ("'what if we sold' hypothetical in a shipment thread", "not_hard")

    # ---------- near misses ----------
    def near_misses(self, zc, zs, zw):
        r = self.r
        nm = [
            ("kyle", f"Heartland Co-op in Rockwell bidding {r.randint(-32,-26)} H for corn today, {r.randint(5,10)} over us. farmers will notice"),
            ("dale", "remember 2012? drought year, we sold 300k bu Dec corn forward at 7.80 and got margined to hell when it went 8.40. "
                     "that's why the NOP limits exist. don't anybody forget it"),
            ("travis", "for the merchandising class Tues — example: farmer sells 10,000 bu HTA at 4.50 Dec, sets basis at -35 in Oct, "
                       "cash = 4.15. coop shorts 2 ZC at 4.50 when the HTA is written, buys them back when basis is set. "
                       "the coop keeps basis risk, farmer keeps basis risk too until he sets it. questions in the sheet"),
            ("travis", f"paper hedge sim for the board deck: short 40 ZCH7 at 4.60, stop 4.75, roll to K in Feb — sim P&L +$18,400. "
                       "NOT real, just for the slides"),
            ("jess", "did Ron K ever sign the HTA paper from last week?"),
            ("kyle", f"a stop at {cents(zc + 0.17)} on the March corn hedge might be sensible if we get a weather rally in Argentina"),
            ("jess", "Cargill's Eddyville desk bought 4 trains of beans off the river yesterday per their merchant. they're hungry"),
            ("travis", "ran the seasonal: selling Mar bean basis the first week of Dec beat waiting til Feb in 7 of the last 10 yrs, avg +6c. backtest only"),
            ("pam", "saw live cattle hit another record today, my brother-in-law is thrilled"),
            ("kyle", "should we roll the Mar corn hedges to May before FND or wait til Feb?"),
            ("jess", "last year we loaded 40 barges at +85 F this same week. different world"),
            ("farmtext", "Dietz: whats your bid for jan beans? thinking about selling some after christmas"),
            ("jess", f"if beans get to {cents(round(zs + 0.5, 1))} I'd want to sell 100k more, but we're not there"),
            ("travis", "Dale, would you approve more HTA for Olson if his credit gets bumped?"),
            ("dale", "In 2019 we had the river close for six weeks and sat on 800k bu of beans with nowhere to go. Ate the carry. "
                     "That's history, but it's why I want the barge program spread out."),
        ]
        idioms = {0: ("neighbouring elevator's bid", "not_hard"), 1: ("drought-year trade told as history", "not_hard"),
                  2: ("merchandising class HTA worked example", "not_hard"), 3: ("paper hedge simulation with stop", "not_hard"),
                  5: ("'a stop at X might be sensible' (no decision)", "not_hard"),
                  6: ("another firm's trade", "not_hard")}
        for i, (who, txt) in enumerate(nm):
            m = self.add(self.busy_time(), who, txt)
            m.near = True
            if i in idioms:
                m.idiom = idioms[i]
        # long analysis with trading words, no decision
        an = (
            "Some thoughts on the spring (long one, no action needed):\n"
            f"1) Corn carry H/K/N is paying ~{r.randint(8,12)}c/{r.randint(6,9)}c which covers storage at our rates, so the bins want to be full of "
            "hedged corn, not sold basis. If the spread narrows under 6c I'd reconsider.\n"
            "2) Bean basis at the Gulf has been soft because Brazil is early; CIF barges traded +65 to +80 F all week. Interior crush "
            "is full through Jan. Shorts in the futures funds are big, a short-covering pop is possible but basis won't follow.\n"
            "3) Wheat: SRW mills are covered through Feb. KC/Chicago spread is the thing to watch if western Kansas stays dry.\n"
            "4) Farmer psychology: guys have 2-yr-old beans in bags and want 11.00. Won't happen without a weather scare. "
            "Expect HTAs and min-price contracts to keep rolling rather than cash sales.\n"
            "None of this changes what we're doing this week, just putting it in writing for the board packet."
        )
        m = self.add(self.at(16.3, 40), "kyle", an)
        m.near = True
        m.idiom = ("long market analysis with trading words, no decision", "not_hard")

    # ---------- noise ----------
    def noise_msgs(self, zc, zs, zw, sh):
        r = self.r
        out = []
        # heartbeats every ~80 min, alternating bots
        t = self.t0 + r.randint(60000, 600000)
        i = 0
        while t < self.t0 + 86400000 - 60000:
            who = ["scale", "risk", "posbot"][i % 3]
            if who == "risk":
                txt = f"riskbot heartbeat ok · limits_loaded=14 · feeds=3/3 · lag={r.randint(40,900)}ms"
            elif who == "scale":
                txt = f"♥ scalehouse alive · queue={r.randint(0,3)} · scales 1,2,3 online · {TOWNS[r.randint(0,6)]}"
            else:
                txt = f"posbot heartbeat seq={r.randint(10000,99999)} ok"
            out.append(self.add(t, who, txt))
            t += r.randint(5400000, 6600000)
            i += 1
        # cron
        for h in (0.5, 5.5, 17.1, 22.0):
            out.append(self.add(self.at(h, 5), "cron",
                                r.choice([f"cron: nightly bid sheet export ok · {r.randint(380,460)} rows · 7 locations",
                                          f"cron: contract sync ContractTrak→GL ok · {r.randint(12,60)} changed · 0 errors",
                                          f"cron: DTN cash-bid publish done ({r.randint(30,90)} bids) in {r.randint(2,9)}.{r.randint(0,9)}s",
                                          "cron: settlement price pull CBOT ok · ZC ZS ZW KE · 0 missing"])))
        # CI / deploy
        out.append(self.add(self.at(4.2, 20), "ci", f"deploy contracts-svc v3.{r.randint(10,20)}.{r.randint(0,9)} → prod ✓ (build #{r.randint(2000,2999)}, 4m12s)"))
        out.append(self.add(self.at(21.1, 20), "ci", f"CI: posbot main #{r.randint(800,999)} passed · 212 tests · coverage 71%\n"
            "  lint ✓ 14s\n  unit ✓ 1m02s\n  integration (fcm-mock) ✓ 2m40s\n  build image ✓ 48s\n  push registry.prairiecoop.local/posbot:latest ✓"))
        # price alerts
        for _ in range(7):
            sym, px = r.choice([("ZCH7", zc), ("ZSF7", zs), ("ZWH7", zw), ("KEH7", zw + 0.05)])
            lvl = round(px + r.choice([-0.05, -0.03, 0.03, 0.05]), 2)
            out.append(self.add(self.busy_time(), "alerts", f"🔔 {sym} crossed {cents(lvl)} ({r.choice(['up','down'])}) · last {cents(px + r.uniform(-0.04,0.04), 4)}"))
        # bulk-deleted dup alerts
        tb = self.at(3.3, 30)
        dups = []
        for k in range(3):
            txt = f"🔔 ZCH7 crossed {cents(zc - 0.05)} (down) · last {cents(zc - 0.0525, 4)} [dup {k+1}]"
            d = self.add(tb + k * 800, "alerts", txt)
            d.noise = True
            dups.append(d)
            self.removed.append(f"[dup {k+1}]")
        self.extra_ops.append((tb + 120000, "bulk_delete", dups))
        # reconnects
        for h in (2.7, 19.3):
            out.append(self.add(self.at(h, 30), "posbot", f"gateway reconnect (resumed) session={r.randint(100000,999999):x} missed=0"))
        out.append(self.add(self.at(6.01, 3), "fcm", "mail relay reconnected to imap.stonebridgefcm.example after 3 retries"))
        # stack traces
        for h in (5.2, 13.8, 18.4):
            tr = (
                "posbot: ERROR building position report\n"
                "Traceback (most recent call last):\n"
                '  File "/opt/posbot/app/report.py", line 214, in build_table\n'
                "    rows = [self._row(c, m) for c in COMMODITIES for m in self.months(c)]\n"
                '  File "/opt/posbot/app/report.py", line 251, in _row\n'
                "    hedged = self.fcm.net(c, m) * BU_PER_CONTRACT[c]\n"
                '  File "/opt/posbot/app/fcm.py", line 88, in net\n'
                "    return self._cache[(c, m)]\n"
                f"KeyError: ('{r.choice(['KE','ZW','ZS'])}', '{r.choice(['H7','K7','F7'])}')\n"
                "During handling of the above exception, another exception occurred:\n"
                '  File "/opt/posbot/app/fcm.py", line 61, in refresh\n'
                "    resp = self.session.get(self.url, timeout=10)\n"
                "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.stonebridgefcm.example', port=443): Read timed out. (read timeout=10)\n"
                "retrying in 60s"
            )
            out.append(self.add(self.at(h, 20), "posbot", tr))
        # position snapshots
        for h in (0.2, 6.0, 8.0, 10.0, 12.0, 14.0, 15.0, 17.0, 22.5):
            out.append(self.add(self.at(h, 4), "posbot", self.position_table(zc, zs, zw)))
        for h in (6.4, 13.35):
            out.append(self.add(self.at(h, 3), "cron", self.bid_sheet(zc, zs, zw)))
        for h in (5.6, 21.4):
            out.append(self.add(self.at(h, 10), "fcm", "", embeds=[{
                "title": "Daily statement — CC-88012 (prior day)", "author": "statements@stonebridgefcm.example",
                "description": FCM_DISC.replace("CBOT activity", "Daily statement"),
                "fields": [{"name": "Beginning balance", "value": f"${r.randint(4,9)},{r.randint(100,999)},{r.randint(100,999)}", "inline": True},
                           {"name": "Realized P&L", "value": f"${r.randint(-200,200)},{r.randint(100,999)}", "inline": True},
                           {"name": "Commissions/fees", "value": f"${r.randint(300,2400)}.{r.randint(10,99)}", "inline": True},
                           {"name": "Open trade equity", "value": f"${r.randint(-900,900)},{r.randint(100,999)}", "inline": True},
                           {"name": "Initial margin req", "value": f"${r.randint(2,4)},{r.randint(100,999)},{r.randint(100,999)}", "inline": True},
                           {"name": "Net liquidating value", "value": f"${r.randint(3,8)},{r.randint(100,999)},{r.randint(100,999)}", "inline": True},
                           {"name": "Open positions", "value": f"ZCH7 -{r.randint(200,300)} · ZCK7 -{r.randint(40,120)} · ZCZ7 -{r.randint(60,140)} · ZSF7 -{r.randint(40,80)} · ZSH7 -{r.randint(10,40)} · ZWH7 -{r.randint(20,45)}"}],
                "footer": "statement only · no action required"}]))
        for h in (6.3, 18.0):
            lim = [f"{k:<22}{v}" for k, v in (
                ("corn_nop_limit_bu", "250000" if h < 11 else "300000"), ("beans_nop_limit_bu", "150000"), ("wheat_nop_limit_bu", "75000"),
                ("corn_nop_bu", str(r.randint(150, 249) * 1000)), ("beans_nop_bu", str(r.randint(40, 140) * 1000)),
                ("wheat_nop_bu", str(r.randint(5, 70) * 1000)), ("spread_limit_bu", "500000"), ("credit_flags", "0"),
                ("farmers_near_limit", str(r.randint(0, 3))), ("ag_line_used_usd", f"{r.randint(5,7)}{r.randint(100,999)}000"),
                ("ag_line_limit_usd", "8000000"), ("status", "OK"))]
            out.append(self.add(self.at(h, 5), "risk", "daily limits report (no changes)\n```\n" + "\n".join(lim) + "\n```"))
        for h in (7.0, 13.0, 19.5):
            rows = "\n".join(f"{c:<6}{q:>6} lots {q*5000:>10,} bu  avg {cents(px + r.uniform(-0.08, 0.08), 4)}"
                             for c, q, px in (("ZCH7", -r.randint(200, 300), zc), ("ZCK7", -r.randint(40, 120), zc + 0.10),
                                              ("ZCZ7", -r.randint(60, 140), zc + 0.18), ("ZSF7", -r.randint(40, 80), zs),
                                              ("ZSH7", -r.randint(10, 40), zs + 0.05), ("ZWH7", -r.randint(20, 45), zw)))
            out.append(self.add(self.at(h, 6), "posbot", "hedge book by contract (FCM mirror)\n```\n" + rows + "\n```\nsnapshot, reconciles to FCM within 5k bu"))
        out.append(self.add(self.at(3.9, 20), "cron",
            "contracttrak-sync FAILED (attempt 1/3)\n"
            "com.contracttrak.sync.GlPostingException: GL batch rejected: period 2026-12 locked\n"
            "\tat com.contracttrak.sync.GlPoster.post(GlPoster.java:144)\n"
            "\tat com.contracttrak.sync.SyncJob.runBatch(SyncJob.java:87)\n"
            "\tat com.contracttrak.sync.SyncJob.run(SyncJob.java:52)\n"
            "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)\n"
            "\tat java.base/java.lang.Thread.run(Thread.java:840)\n"
            "Caused by: org.postgresql.util.PSQLException: ERROR: period_locked (SQLSTATE P0001)\n"
            "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n"
            "\t... 14 more\nretry scheduled 04:15 CT"))
        # PnL snapshot
        for h in (11.5, 16.0):
            out.append(self.add(self.at(h, 10), "posbot", "", embeds=[{
                "title": "Hedge account snapshot (CC-88012)",
                "fields": [{"name": "Open P&L", "value": f"${r.randint(-90,140)},{r.randint(100,999)}", "inline": True},
                           {"name": "Margin excess", "value": f"${r.randint(300,900)},{r.randint(100,999)}", "inline": True},
                           {"name": "Contracts", "value": f"ZC {-r.randint(300,420)} · ZS {-r.randint(60,110)} · ZW {-r.randint(20,50)}"}],
                "footer": "snapshot only · not a statement"}]))
        # risk all ok
        for h in (6.5, 14.5, 20.0):
            out.append(self.add(self.at(h, 10), "risk", "limits: all ok · corn NOP within limit · beans within limit · wheat within limit · 0 credit flags"
                                if h != 6.5 else "limits: 1 watch · corn NOP near limit · beans ok · wheat ok"))
        # scale / dryer tickets
        for _ in range(11):
            f = r.choice(SHORT_FARMERS)
            crop = r.choice(["corn", "corn", "corn", "beans"])
            mo = round(r.uniform(14.2, 19.5) if crop == "corn" else r.uniform(11.5, 14.0), 1)
            net = r.randint(48000, 62000)
            shrink = round(max(0.0, (mo - 15.0) * 1.4), 1) if crop == "corn" else round(max(0.0, (mo - 13.0) * 1.3), 1)
            out.append(self.add(self.busy_time(), "scale",
                                f"ticket #{r.randint(300000,399999)} · {f} · {crop} · gross {net + 32000} / tare 32000 / net {net} lb · "
                                f"moist {mo}% · shrink {shrink}% · TW {r.choice(['56.1','55.4','57.0','54.8','56.6'])} · FM {round(r.uniform(0.4,2.6),1)}% · bin {r.randint(1,14)} · {TOWNS[r.randint(0,6)]}"))
        for h in (8.5, 16.5):
            out.append(self.add(self.at(h, 60), "scale",
                                f"dryer {TOWNS[2]}: in {round(r.uniform(18,23),1)}% out {round(r.uniform(14.8,15.4),1)}% · {r.randint(1800,2600)} bu/hr · "
                                f"plenum {r.randint(180,210)}°F · LP tank {r.randint(38,71)}%"))
        # weather
        for h in (0.9, 5.0, 9.7, 11.8, 17.5, 23.0):
            out.append(self.add(self.at(h, 15), "wx",
                                f"🌦 {r.choice(['Central IA','N Central IA','S MN','N IL'])}: {r.choice(['cloudy, flurries','clear, cold','light rain, 38F','windy, dry'])} · "
                                f"hi {r.randint(18,44)}F lo {r.randint(2,28)}F · wind {r.choice(['NW','W','S','SE'])} {r.randint(5,25)} mph · "
                                f"6-10 day: {r.choice(['below normal temps, normal precip','above normal temps, dry','near normal'])} · "
                                f"Brazil MT: {r.choice(['scattered showers','heavy rain','dry pocket in the north'])} · Argentina: {r.choice(['dry','timely rains','hot, dry Córdoba'])}\n"
                                f"Drying conditions: {r.choice(['poor','fair','good'])} · soil temps {r.randint(28,38)}F · frost depth {r.randint(0,8)} in · "
                                f"road restrictions: {r.choice(['none posted','county roads posted 5 ton','frost laws not yet in effect'])} · "
                                f"river: Illinois at Peoria {round(r.uniform(444.0,449.0),1)} ft, Mississippi at St. Louis {round(r.uniform(-4.0,6.0),1)} ft"))
        # acks
        for _ in range(7):
            out.append(self.add(self.busy_time(), r.choice(["kyle", "jess", "travis", "pam", "marv"]),
                                r.choice(["ok", "thx", "👍", "k", "ty", "got it", "🙏", "roger", "ok thx", "👌"])))
        for m in out:
            m.noise = True

    def position_table(self, zc, zs, zw):
        r = self.r
        rows = []
        for crop, months in (("CORN", ["Dec26", "Jan27", "Mar27", "May27", "Jul27", "Dec27"]),
                             ("SOYBEANS", ["Jan27", "Mar27", "May27", "Nov27"]),
                             ("WHEAT", ["Mar27", "May27", "Jul27"])):
            for mth in months:
                phys = r.randint(-60, 140) * 1000 if crop == "CORN" else r.randint(-40, 60) * 1000
                hta = r.randint(0, 40) * 1000
                bas = r.randint(0, 25) * 1000
                dp = r.randint(0, 30) * 1000
                fut = -r.randint(0, 30) * 5000
                rows.append(f"{crop:<9}{mth:<7}{phys:>10,}{hta:>9,}{bas:>9,}{dp:>9,}{fut:>10,}{phys + fut:>10,}")
        hdr = f"{'crop':<9}{'month':<7}{'phys bu':>10}{'HTA bu':>9}{'basis':>9}{'DP bu':>9}{'fut bu':>10}{'net bu':>10}"
        locs = "\n".join(f"  {t:<17} corn {r.randint(80,420)*1000:>9,} bu · beans {r.randint(10,160)*1000:>8,} bu · wheat {r.randint(0,40)*1000:>7,} bu"
                         for t in TOWNS)
        return ("📊 Position report (bushels) · all locations\n```\n" + hdr + "\n" + "\n".join(rows) +
                "\n```\nInventory by location:\n" + locs +
                f"\nPriced vs unpriced: corn priced {r.randint(35,60)}% · HTA open basis {r.randint(300,700)}k bu · basis contracts unpriced futures {r.randint(100,300)}k bu · "
                f"DP unpriced {r.randint(150,400)}k bu · beans priced {r.randint(40,70)}% · wheat priced {r.randint(60,95)}%"
                f"\nShipments open: shuttles {r.randint(1,4)} · barges {r.randint(2,9)} · trucks to crush {r.randint(20,60)} loads · "
                f"storage obligations {r.randint(400,900)}k bu · warehouse receipts outstanding {r.randint(0,12)}"
                f"\nmarks: ZCH7 {cents(zc,4)} · ZSF7 {cents(zs)} · ZWH7 {cents(zw)} · generated {r.randint(1,59)}s after refresh")

    def bid_sheet(self, zc, zs, zw):
        r = self.r
        lines = ["📋 Cash bid sheet (posted to DTN + website)", "```",
                 f"{'location':<17}{'corn Dec':>10}{'corn Jan':>10}{'corn NC27':>10}{'beans Jan':>10}{'beans NC27':>11}{'wheat':>8}"]
        for t in TOWNS:
            cb = -r.randint(34, 50)
            bb = -r.randint(38, 58)
            lines.append(f"{t:<17}{cents(zc + cb/100):>10}{cents(zc + (cb+3)/100):>10}{cents(zc + 0.16 - 0.42):>10}"
                         f"{cents(zs + bb/100):>10}{cents(zs - 0.12 - 0.60):>11}{cents(zw - 0.38):>8}")
        lines.append("```")
        lines.append("bids subject to change without notice · basis vs nearby CBOT · storage 3.5c/mo after Jan 1")
        return "\n".join(lines)

    # ---------- chatter ----------
    def chatter(self, zc, zs, zw, cb, bb, sh):
        r = self.r
        f = lambda: r.choice(SHORT_FARMERS)
        town = lambda: r.choice(TOWNS)
        pool = [
            lambda: ("kyle", f"{f()} called, he's bringing {r.randint(2,6)} loads of corn to {town()} this afternoon, wants to know if we're open til 6"),
            lambda: ("jess", f"{f()} asked about a min-price contract on beans for next fall. I told him I'd get him a quote tomorrow"),
            lambda: ("marv", f"line at the {town()} scale is {r.randint(4,14)} trucks deep, could use a second prober"),
            lambda: ("farmtext", f"{f()}: {r.choice(['bringing 3 loads tmrw am', 'is the pit open sat?', 'can u send me my settlement sheet', 'running late, truck broke down by the co-op', 'how wet can you take corn this week?'])}"),
            lambda: ("travis", f"board's {r.choice(['quiet','choppy','heavy','firm'])} this morning, funds {r.choice(['selling','buying','sitting out'])} corn per the chatter"),
            lambda: ("pam", f"settlement checks going out Thursday for {r.randint(12,30)} contracts, get me any corrections by Wed noon"),
            lambda: ("kyle", f"bids up a nickel at {town()} to get some corn moving, still {cb + 5} H"),
            lambda: ("jess", f"bean bid {bb} F, {r.choice(['no takers','got a couple calls','a few guys nibbling'])}"),
            lambda: ("dale", r.choice(["board meeting Thursday 7pm, I'll need the hedge summary by Wed", "who left the loader running at Alden last night",
                                       "insurance auditor here at 10, be nice", "great job on receipts this week guys"])),
            lambda: ("marv", f"probe on scale {r.randint(1,3)} is sticking again, using the hand probe"),
            lambda: ("travis", f"margin excess is fine after the settle, ${r.randint(300,800)}k cushion"),
            lambda: ("kyle", f"ground pile at {TOWNS[0]} is at ~{r.randint(200,420)}k bu, tarp crew coming Friday"),
            lambda: ("jess", "anyone know if the Cedar Rapids crush is taking trucks Sat?"),
            lambda: ("pam", f"{f()}'s deferred payment paperwork is here, needs a signature, I'll bring it by"),
            lambda: ("farmtext", f"{f()}: thanks for the bid update. holding for now"),
            lambda: ("kyle", f"DTN shows spot corn basis at the ethanol plant {cb + r.randint(6,14)} H, they're buying"),
            lambda: ("travis", "FCM statement reconciles with posbot, off by 5k bu on KE which is the rounding thing again"),
            lambda: ("jess", f"{r.randint(3,8)} trucks of beans went to the crush today, all graded #1"),
            lambda: ("marv", f"{town()} leg is down 20 min, belt slipped. back up"),
            lambda: ("dale", "coffee's fresh in the office"),
            lambda: ("kyle", "anyone seen the spare radio for the dump pit?"),
            lambda: ("travis", f"the K/N corn spread went {r.choice(['-8','-8 1/2','-9 1/4'])} on the close"),
            lambda: ("jess", f"{f()} wants to roll his Mar HTA to May, I'll do the paper in the morning"),
            lambda: ("pam", "reminder: W-9s for the new members, I need 4 still"),
            lambda: ("farmtext", f"{f()}: whats the spread on hauling to {town()} vs the river?"),
            lambda: ("kyle", f"{f()} is hauling {r.randint(10,25)}k bu of stored corn out of his bins next week, deferred price contract already in"),
            lambda: ("marv", f"sample from {f()} has some mold, sent it to the lab"),
        ]
        tails = [
            " Told him we'd call back after the close.",
            " Same as last week, nothing new there, just keeping everyone posted so nobody gets surprised at the window.",
            " Scale crew says the afternoon rush usually starts around 2 so plan lunch early.",
            " I put a note in ContractTrak on the customer record so whoever picks up the phone sees it.",
            " If anybody talks to him before I do, just tell him we're open and the bid's on the website.",
            " Weather's supposed to turn Thursday so expect a push of trucks before then.",
            " Not urgent, just FYI for the afternoon.",
            " Pam has the paperwork if anyone needs it, it's in the tray by the printer.",
        ]
        n = r.randint(33, 39)
        for _ in range(n):
            who, txt = r.choice(pool)()
            if who != "farmtext" and r.random() < 0.7:
                txt += r.choice(tails)
            if who in ("kyle", "jess", "dale") and r.random() < 0.2:
                txt += "\n" + r.choice(ADDONS)
            self.add(self.busy_time(), who, txt)

    def filler_long(self, zc, zs, zw):
        r = self.r
        # a few long but ordinary messages (farmer relays, freight notes, report digests)
        for _ in range(r.randint(42, 45)):
            kind = r.randint(0, 5)
            if kind == 0:
                txt = (f"{r.choice(SHORT_FARMERS)} stopped in: long conversation about his marketing plan. He's {r.randint(20,60)}% sold on corn, "
                       f"wants to hold the rest in his bins til spring, asked about the storage rate ({r.choice(['3','3.5','4'])}c/mo after Jan 1) "
                       "and whether we'd do a basis contract with the futures left open. Told him yes, standard terms, "
                       "and that the carry is paying. He'll think about it and call Kyle.")
                who = "jess"
            elif kind == 1:
                txt = (f"Freight notes: BNSF shuttle secondary for Jan {r.choice(['-$150','-$200','+$50','par'])}/car, UP {r.choice(['-$100','+$25','par'])}. "
                       f"Barge freight St Louis {r.randint(380,560)}%, Illinois River {r.randint(420,620)}%. Truck to the crush {r.randint(14,22)}c/bu. "
                       "Gulf CIF beans trading in the +60s/+70s F. Tows are running light-loaded below Memphis, lock maintenance at Lock 27 "
                       "scheduled for later in the month, and the Illinois River is open. Nothing to do on this yet, just keeping the sheet current.")
                who = "kyle"
            elif kind == 2:
                txt = (f"USDA digest (wire summary): ethanol grind {r.randint(1020,1110)}k b/d, stocks {r.randint(22,25)}.{r.randint(0,9)}M bbl. "
                       f"Inspections: corn {r.randint(900,1500)}k t, beans {r.randint(1100,2000)}k t, wheat {r.randint(250,480)}k t. "
                       "NOPA crush due on the 15th. No surprises in the overnight wire. Cattle on feed Friday, hogs and pigs later in the month. "
                       f"Brazil soy planting {r.randint(92,99)}% per Conab, Argentina corn {r.randint(55,80)}% planted per BAGE. "
                       "EU wheat export licences running slightly behind last year, Russian FOB steady.")
                who = "usda"
            elif kind == 4:
                txt = (f"Note for the new guy on contract types since {r.choice(SHORT_FARMERS)} asked again: cash = price and basis set today, paid on delivery. "
                       "HTA = futures set, basis open, we short the board the day it's written. Basis contract = basis set, futures open, "
                       "farmer prices off the board before the month. Deferred price = grain delivered, title passes, price set later, "
                       "and that's credit exposure to us so it runs through the credit limits. Min price = HTA plus a call. "
                       "If in doubt ask Jess or me before you write paper, ContractTrak won't stop you from doing something dumb.")
                who = "kyle"
            elif kind == 5:
                txt = (f"{r.choice(SHORT_FARMERS)} (via text relay, long one): corn yields came in around {r.randint(195,238)} on the home farm, "
                       f"{r.randint(170,215)} on the rented ground north of {r.choice(TOWNS)}. Beans {r.randint(52,68)}. Bins are full, "
                       f"got {r.randint(15,40)}k in bags. Not selling anything til after the first of the year for tax reasons, "
                       "but wants the storage rate in writing and to know when the co-op will start taking bagged corn. "
                       "Also asks if patronage checks are going out before Christmas this year.")
                who = "farmtext"
            else:
                txt = (f"Dryer and storage status: {TOWNS[2]} dryer {r.randint(1800,2600)} bu/hr, {TOWNS[0]} dryer idle, {TOWNS[3]} dryer LP at {r.randint(30,70)}%. "
                       f"Bins: north {r.randint(70,98)}% full, south {r.randint(40,90)}%, ground pile {r.randint(60,95)}%. "
                       f"Temperature cables normal except bin {r.randint(3,12)} ring 2, running fans tonight. Aeration schedule posted on the board. "
                       f"Sweep augers serviced at {TOWNS[4]}, bin {r.randint(1,9)} at {TOWNS[5]} has a crusted top, crew will break it Thursday with the harness on, "
                       "no entry without the permit, as always.")
                who = "marv"
            if who in ("kyle", "jess", "marv"):
                extra = r.sample(ADDONS, 2)
                txt += "\n" + "\n".join(extra)
            m = self.add(self.busy_time(), who, txt)
            if who == "usda":
                m.noise = True

    # ---------- assemble ----------
    def assemble(self):
        msgs = sorted(self.msgs, key=lambda m: m.t)
        last = -1
        seq = (self.ch * 977 + self.day * 131) & 0x1FFFF
        for m in msgs:
            if m.t <= last:
                m.t = last + 1
            last = m.t
            seq = (seq + 1) & 0x1FFFF
            m.id = str(snowflake(m.t, self.worker, seq))
        events = []
        for m in msgs:
            aid, aname, abot = PEOPLE[m.author]
            cid = m.thread if m.thread else self.channel_id
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": iso(m.t), "content": m.content, "attachments": [],
                   "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if m.thread:
                ev["parent_channel_id"] = self.channel_id
            ev["message"] = msg
            events.append((m.t, 0, ev))
            for (t, kind, payload) in m.ops:
                base = {"guild_id": GUILD_ID, "channel_id": cid, "message_id": m.id}
                if kind == "edit":
                    events.append((t, 1, {"op": "edit", **base, "edited_at": iso(t), "content": payload}))
                elif kind == "delete":
                    events.append((t, 1, {"op": "delete", **base, "deleted_at": iso(t)}))
                elif kind == "forget":
                    events.append((t, 1, {"op": "forget", **base, "requested_by": payload, "at": iso(t)}))
        for op in self.extra_ops:
            t, kind = op[0], op[1]
            if kind == "pin":
                m = op[2]
                events.append((t, 1, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.thread or self.channel_id,
                                      "message_id": m.id, "by": op[3], "at": iso(t)}))
            elif kind == "reaction_add":
                m = op[2]
                events.append((t, 1, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.thread or self.channel_id,
                                      "message_id": m.id, "emoji": op[3], "user_id": op[4], "at": iso(t)}))
            elif kind == "bulk_delete":
                ms = op[2]
                events.append((t, 1, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.channel_id,
                                      "message_ids": [x.id for x in ms], "deleted_at": iso(t)}))
        labels = {"hard_events": [], "superseded_facts": [], "removed_texts": list(self.removed),
                  "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
        for m in msgs:
            cid = m.thread if m.thread else self.channel_id
            if m.label:
                et, facts, ph, fs = m.label
                labels["hard_events"].append({"channel_id": cid, "message_id": m.id, "event_type": et,
                                              "facts": facts, "phrasing": ph, "final_state": fs})
            if m.noise:
                labels["noise_message_ids"].append(m.id)
            if m.near:
                labels["near_miss_ids"].append(m.id)
            if m.idiom and m.idiom[0] not in DROP_IDIOMS:
                labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
        for m, old in self.superseded:
            labels["superseded_facts"].append([m.thread or self.channel_id, m.id, old])
        return events, labels


def channel_id_for(idx: int) -> str:
    ms = 1700000000000 + 86400000 * 37 + idx * 3217777
    return str(snowflake(ms, 9, 1337 + idx * 29))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        cid = channel_id_for(ch)
        for d in range(days):
            day_start = end_ms - (days - d) * 86400000
            rng = random.Random(seed * 1000003 + ch * 7919 + d * 104729)
            g = DayGen(rng, ch, d, day_start, cid, worker=(ch * 5 + 2) % 32)
            g.build()
            ev, lb = g.assemble()
            all_events.extend((t, k, ch, d, e) for (t, k, e) in ev)
            for key in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[key].extend(lb[key])
            if ch == 0 and d == 0:
                labels["idioms"].extend(lb["idioms"])
    all_events.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    return {"events": [e for (_, _, _, _, e) in all_events], "labels": labels}


def _main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args()
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    _main()
