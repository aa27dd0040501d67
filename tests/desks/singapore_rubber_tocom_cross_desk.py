#!/usr/bin/env python3
"""Desk generator: singapore_rubber_tocom_cross_desk.

A Singapore natural-rubber desk trading SGX SICOM TSR20/RSS3, OSE (ex-TOCOM) RSS3,
SHFE/INE rubber, physical cargoes out of Thailand / Indonesia / Ivory Coast, with
JPY and CNH hedges.  Standard library only; output is a pure function of the
arguments (no use of hash(), no wall clock).
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "singapore_rubber_tocom_cross_desk"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 8, 16, 0, 0, tzinfo=timezone.utc)  # midnight SGT


def snow(ms, worker=0, seq=0):
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 4095))


GUILD_ID = snow(1681936117413, 13, 2741)
_AUTHOR_BASE = 1671223399107

# key: (name, bot, worker)
AUTHORS = {
    "weiling": ("Wei Ling", False, 3),
    "junhao": ("Jun Hao", False, 4),
    "head": ("KC Lim", False, 5),
    "darren": ("Darren (trainee)", False, 6),
    "priya": ("Priya ops", False, 7),
    "bridge": ("xbridge-sgx-ose-shfe", True, 8),
    "contract": ("ContractDesk", True, 9),
    "voice": ("VoxScribe", True, 10),
    "risk": ("RiskSentinel", True, 11),
    "news": ("NewsRelay", True, 12),
    "cron": ("cronbot", True, 14),
    "deploy": ("deploybot", True, 15),
    "pxalert": ("PxAlert", True, 16),
    "pnl": ("pnl-snap", True, 17),
}
AUTHOR_IDS = {k: snow(_AUTHOR_BASE + i * 86400017 + 777, v[2], 100 + i)
              for i, (k, v) in enumerate(sorted(AUTHORS.items()))}


def channel_id(idx):
    return snow(1694041600000 + idx * 3600000 * 7 + 12345, 19, 311 + idx)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


# ---------------------------------------------------------------- number words
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    n = int(n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else " " + _ONES[o])
    if n < 1000:
        h, r = divmod(n, 100)
        if r == 0:
            return _ONES[h] + " hundred"
        if r < 10:
            return _ONES[h] + " oh " + _ONES[r]
        return _ONES[h] + " " + words(r)
    th, r = divmod(n, 1000)
    return words(th) + " thousand" + ("" if r == 0 else " " + words(r))


def px_words(x, dec=1):
    s = ("%." + str(dec) + "f") % x
    ip, fp = s.split(".")
    w = words(int(ip))
    fp = fp.rstrip("0")
    if fp:
        w += " point " + " ".join(_ONES[int(c)] for c in fp)
    return w


# ---------------------------------------------------------------- activity curve (SGT hours)
_HOUR_W = [1.6, 0.6, 0.2, 0.15, 0.15, 0.15, 0.3, 1.2, 3.0, 5.0, 5.0, 4.6, 2.4, 4.2, 4.6,
           4.0, 3.0, 2.2, 1.4, 1.2, 1.2, 2.2, 2.4, 1.0]


class Msg(object):
    __slots__ = ("ch", "parent", "t", "author", "content", "embeds", "ref", "cls", "hard",
                 "edits", "delete", "forget", "bulk", "idiom", "pin", "reacts", "ms", "id",
                 "removed")

    def __init__(self, **kw):
        for s in self.__slots__:
            setattr(self, s, kw.get(s))
        if self.edits is None:
            self.edits = []
        if self.reacts is None:
            self.reacts = []

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


def embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


class Day(object):
    def __init__(self, rng, ch, day_start_ms, ch_idx, day_idx):
        self.r = rng
        self.ch = ch
        self.t0 = day_start_ms
        self.ci = ch_idx
        self.di = day_idx
        self.msgs = []
        self.threads = {}
        self.bulk_groups = []

    # ------------------------------------------------------------ helpers
    def when(self, lo=0.0, hi=24.0):
        r = self.r
        hours = [h for h in range(24) if h + 1 > lo and h < hi]
        w = [_HOUR_W[h] for h in hours]
        h = r.choices(hours, weights=w)[0]
        a = max(lo, h)
        b = min(hi, h + 1)
        return (a + r.random() * (b - a)) * 3600.0

    def post(self, t, author, content, cls="chat", embeds=None, ref=None, thread=None, hard=None,
             idiom=None):
        m = Msg(ch=self.threads[thread] if thread else self.ch, parent=self.ch if thread else None,
                t=t, author=author, content=content, embeds=embeds, ref=ref, cls=cls, hard=hard,
                idiom=idiom)
        self.msgs.append(m)
        return m

    def thread(self, key, t):
        if key not in self.threads:
            self.threads[key] = snow(self.t0 + int(t * 1000), 29, 900 + len(self.threads) + 10 * self.ci)
        return key

    def oid(self, prefix):
        return prefix + "%06X" % self.r.randrange(0x100000, 0xFFFFFF)

    def hb(self):
        return self.r.randrange(10000, 99999)

    # ------------------------------------------------------------ build
    def build(self):
        r = self.r
        P = {}
        P["tf"] = round(r.uniform(160.0, 178.0), 1)
        P["rt"] = round(P["tf"] + r.uniform(18, 28), 1)
        P["jru"] = round(r.uniform(300, 345) * 2) / 2.0
        P["ru"] = r.randrange(14600, 16400, 5)
        P["nr"] = P["ru"] - r.randrange(2200, 2800, 5)
        P["jpy"] = round(r.uniform(149.0, 157.0), 2)
        P["cnh"] = round(r.uniform(7.08, 7.32), 4)
        self.P = P
        mon = r.choice([("Mar", "H27"), ("Apr", "J27"), ("May", "K27")])
        self.mon = mon
        self.scene_sgx()
        self.scene_ose()
        self.scene_shfe()
        self.scene_physical()
        self.scene_hedges()
        self.scene_orders_misc()
        self.scene_risk()
        self.scene_news()
        self.scene_thesis()
        self.scene_removed()
        self.scene_nearmiss()
        self.scene_noise_regular()
        self.fill()

    # ------------------------------------------------------------ SGX TSR20 lifecycle
    def scene_sgx(self):
        r, P = self.r, self.P
        mn, code = self.mon
        sym = "TF" + code
        lots = r.choice([40, 50, 60, 80])
        px = P["tf"]
        sl0 = round(px - r.uniform(3.0, 4.0), 1)
        tp = round(px + r.uniform(7.0, 9.0), 1)
        t = self.when(9.2, 11.0)
        inst = "TF %s" % mn
        v = r.randrange(3)
        if v == 0:
            c = "can lah, buy %d lots %s @ %.1f, sl %.0f. thai side rain again, fob bkk firm" % (lots, inst, px, sl0)
            facts = ["buy", "%d lots" % lots, inst, "%.1f" % px, "sl %.0f" % sl0]
            ph = "untagged"
        elif v == 1:
            c = "[PROPOSE] %s long %d lots @ %.1f | sl %.0f | tp %.1f\nreason: thai wintering early + sicom stocks down 3 wks in a row" % (inst, lots, px, sl0, tp)
            facts = ["[PROPOSE]", inst, "long", "%d lots" % lots, "%.1f" % px]
            ph = "tagged"
        else:
            c = "KC, want to add %d %s here @ %.1f leh, sl %.0f tp %.1f. ok?" % (lots, inst, px, sl0, tp)
            facts = ["add", "%d %s" % (lots, inst), "%.1f" % px, "sl %.0f" % sl0]
            ph = "untagged"
        prop = self.post(t, "weiling", c, "hard", hard=("trade_proposal", facts, ph),
                         idiom=("Singlish lah/leh proposal with sl in same line", "trade_proposal"))
        self.post(t + 40, "junhao", r.choice(["agree, sicom stocks also dropping", "ya can, RT/TF spread also widening", "ok from me, but watch 170 lah"]))
        ap_txt = r.choice(["ok go, %d %s approved" % (lots, inst), "approved. go %d %s" % (lots, inst), "ok go. %s %d lots, don't chase" % (inst, lots)])
        ap = self.post(t + 150, "head", ap_txt, "hard", ref=prop,
                       hard=("trade_approval", [ap_txt.split(",")[0].split(".")[0], inst, str(lots)], "reply"),
                       idiom=("desk head short reply approval", "trade_approval"))
        prop.reacts.append(("📌", "head", 160))
        prop.pin = ("head", 165)
        o = self.oid("SG")
        c = "ACK|ord=%s|venue=SGX|sym=%s|side=BUY|qty=%d|px=%.2f|tif=DAY|acct=RBR-PROP-01" % (o, sym, lots, px)
        self.post(t + 210, "bridge", c, "hard", hard=("trade_confirmation", [o, sym, "BUY", "qty=%d" % lots, "%.2f" % px], "structured"),
                  idiom=("pipe-separated ACK line from exchange bridge", "trade_confirmation"))
        q1 = lots * 3 // 5
        wrong = round(px - 0.1, 2)
        c1 = "FILL|ord=%s|sym=%s|side=BUY|fillqty=%d|px=%.2f|leaves=%d|acct=RBR-PROP-01" % (o, sym, q1, wrong, lots - q1)
        c1e = "FILL|ord=%s|sym=%s|side=BUY|fillqty=%d|px=%.2f|leaves=%d|acct=RBR-PROP-01|corr=1" % (o, sym, q1, px, lots - q1)
        f1 = self.post(t + 260, "bridge", c1, "hard", hard=("trade_fill", [o, sym, "BUY", "fillqty=%d" % q1, "%.2f" % px], "structured"),
                       idiom=("partial fill pipe line later corrected by edit", "trade_fill"))
        f1.edits.append((420, c1e))
        f1.removed = None
        self.superseded = [(f1, "px=%.2f" % wrong)]
        px2 = round(px + 0.1, 2)
        c2 = "FILL|ord=%s|sym=%s|side=BUY|fillqty=%d|px=%.2f|leaves=0|acct=RBR-PROP-01" % (o, sym, lots - q1, px2)
        f2 = self.post(t + 390, "bridge", c2, "hard", hard=("trade_fill", [o, sym, "BUY", "fillqty=%d" % (lots - q1), "%.2f" % px2], "structured"))
        f2.reacts.append(("👍", "weiling", 30))
        self.post(t + 430, "weiling", r.choice(["done lah", "all filled, thx", "filled 👌"]), "noise")
        # stop set, then moved twice by editing same message
        sl1 = round(sl0 + r.uniform(1.0, 1.5), 1)
        sl2 = round(sl1 + r.uniform(1.0, 1.8), 1)
        sl0s = "%.1f" % sl0
        c = "[STOP] %s long %d · sl %s · tp %.1f" % (inst, lots, sl0s, tp)
        st = self.post(t + 600, "weiling", c, "hard",
                       hard=("stop_or_target_change", [inst, "sl %.1f" % sl2, "tp %.1f" % tp], "tagged"),
                       idiom=("[STOP] line moved twice by editing same message", "stop_or_target_change"))
        st.edits.append((3 * 3600 + r.randrange(600), "[STOP] %s long %d · sl %.1f · tp %.1f (moved up)" % (inst, lots, sl1, tp)))
        st.edits.append((5 * 3600 + r.randrange(900), "[STOP] %s long %d · sl %.1f · tp %.1f (trail again, thai rain confirmed)" % (inst, lots, sl2, tp)))
        self.superseded += [(st, "sl %s" % sl0s), (st, "sl %.1f" % sl1)]
        self.tf = (inst, sym, lots, px, sl2, tp)
        # a target change by reply, short form
        tp2 = round(tp + 2.0, 1)
        t2 = t + 5.5 * 3600 + r.randrange(1800)
        c = r.choice(["tp for %s raise to %.1f, sl stay" % (inst, tp2), "%s tp move up %.1f ya, keep sl" % (inst, tp2)])
        self.post(t2, "weiling", c, "hard", ref=st, hard=("stop_or_target_change", [inst, "tp", "%.1f" % tp2], "reply"))

    # ------------------------------------------------------------ OSE RSS3 lifecycle (shorthand + voice confirm)
    def scene_ose(self):
        r, P = self.r, self.P
        lots = r.choice([10, 15, 20, 25, 30])
        px = P["jru"]
        sl = px - r.choice([6, 7, 8])
        mon = r.choice(["May", "Jun"])
        t = self.when(8.3, 12.0)
        c = "b %d JRU %s @ %.1f sl %d" % (lots, mon, px, sl)
        prop = self.post(t, "junhao", c, "hard", hard=("trade_proposal", ["b %d JRU %s" % (lots, mon), "%.1f" % px, "sl %d" % sl], "shorthand"),
                         idiom=("shorthand b N JRU month @ px sl", "trade_proposal"))
        ap = r.choice(["👍 send it", "👍 ok send", "send it 👍"])
        self.post(t + 95, "head", ap, "hard", ref=prop, hard=("trade_approval", ["👍", "send"], "reply"),
                  idiom=("emoji + send it reply approval", "trade_approval"))
        ref = "K%d" % r.randrange(1000, 9999)
        pre = self.voice_colour(260)
        post = self.voice_colour(220)
        c = ("🎙️ VoxScribe · line 2 (Tokyo broker) · auto-transcript\n%s and yes ok confirm we are working your order buy %s JRU %s at %s good for the day ref %s "
             "%s") % (pre, words(lots), mon, px_words(px), ref, post)
        self.post(t + 240, "voice", c, "hard", hard=("trade_confirmation", ["buy %s JRU %s" % (words(lots), mon), px_words(px), ref], "buried"),
                  idiom=("confirmation buried in run-on voice transcript, numbers as words", "trade_confirmation"))
        o = self.oid("OS")
        c = "FILL|ord=%s|venue=OSE|sym=JRU%s|side=BUY|fillqty=%d|px=%.1f|leaves=0|brkref=%s|acct=RBR-PROP-01" % (o, mon.upper(), lots, px, ref)
        self.post(t + 900 + r.randrange(600), "bridge", c, "hard", hard=("trade_fill", ["JRU%s" % mon.upper(), "BUY", "fillqty=%d" % lots, "px=%.1f" % px], "structured"))
        self.post(t + 1300, "junhao", r.choice(["ok tks", "ty broker", "👍"]), "noise")
        c = r.choice(["routing the JRU %s order follow-up to exec-agent, I'm out after 3pm",
                      "JRU %s stop mgmt → routing to exec-agent for the afternoon session"]) % mon
        self.post(t + 3 * 3600, "junhao", c, "hard", hard=("route_decision", ["JRU %s" % mon, "exec-agent"], "untagged"),
                  idiom=("routing an order follow-up to the execution agent", "route_decision"))
        self.jru = mon

    # ------------------------------------------------------------ SHFE night thread, reject
    def scene_shfe(self):
        r, P = self.r, self.P
        t = self.when(21.0, 23.0)
        th = self.thread("shfe", t)
        self.post(t, "junhao", "SHFE night session thread 🌙 ru / nr here pls", thread=th)
        lots = r.choice([20, 30, 40])
        px = P["ru"]
        sl = px + r.choice([250, 280, 300])
        c = "propose sell %d more ru2605 @ %s, sl %s. china tyre restock slow, warehouse stocks up" % (lots, "{:,}".format(px), "{:,}".format(sl))
        prop = self.post(t + 300, "weiling", c, "hard", thread=th,
                         hard=("trade_proposal", ["sell %d more ru2605" % lots, "{:,}".format(px), "{:,}".format(sl)], "untagged"))
        self.post(t + 400, "junhao", "how much is the net short after this? 🤔", "near", thread=th,
                  idiom=("question about sizing, no decision", "not_hard"))
        c = r.choice(["no lah, reject the ru2605 add. wait for tyre PMI tmr", "reject — ru2605 short big enough already, wait PMI"])
        self.post(t + 700, "head", c, "hard", ref=prop, thread=th, hard=("trade_approval", ["reject", "ru2605"], "reply"),
                  idiom=("reply rejecting a proposal", "trade_approval"))
        self.post(t + 760, "weiling", "ok noted", "noise", thread=th)
        for k in range(r.randrange(3, 6)):
            self.post(t + 900 + k * 700, r.choice(["weiling", "junhao"]), self.chatter_short(), thread=th)
        self.post(t + 1200, "news", "NewsRelay ▸ SHFE night: ru2605 %s (%+d), nr2603 %s; volume light" % (
            "{:,}".format(px - 35), -35, "{:,}".format(P["nr"])), "hard", thread=th,
            hard=("held_position_news", ["ru2605", "{:,}".format(px - 35)], "untagged"))

    # ------------------------------------------------------------ physical cargo thread
    def scene_physical(self):
        r, P = self.r, self.P
        t = self.when(10.0, 15.0)
        ct = "CT-26-%04d" % r.randrange(1000, 9999)
        qty = r.choice(["2,016", "1,008", "1,512", "2,520"])
        price = "%.2f" % (P["tf"] + r.uniform(1.5, 4.5))
        ship = r.choice(["Jan-27", "Jan/Feb-27", "Feb-27"])
        draft = {"title": "Contract DRAFT · %s" % ct, "description": "Pending counterparty signature — not binding",
                 "fields": [{"name": "Buyer", "value": "Merlion Rubber Pte Ltd", "inline": True},
                            {"name": "Seller", "value": "Abidjan Caoutchouc SA", "inline": True},
                            {"name": "Grade", "value": "TSR10 CI", "inline": True},
                            {"name": "Qty MT", "value": qty, "inline": True},
                            {"name": "Price USc/kg", "value": "TBC", "inline": True},
                            {"name": "Shipment", "value": "%s San Pedro" % ship, "inline": True}],
                 "footer": "%s · status DRAFT · v1" % ct}
        self.post(t - 1800, "contract", "", "near", embeds=[draft],
                  idiom=("contract DRAFT embed, not binding", "not_hard"))
        th = self.thread("ct", t)
        self.post(t, "weiling", "thread for %s Ivory Coast cargo 🇨🇮" % ct, thread=th)
        c = ("[PROPOSE] physical: buy %s MT TSR10 CI %s shipment @ %s USc/kg FOB San Pedro from Abidjan Caoutchouc. "
             "hedge on TF after contract signed") % (qty, ship, price)
        prop = self.post(t + 200, "weiling", c, "hard", thread=th,
                         hard=("trade_proposal", ["[PROPOSE]", "buy", "%s MT" % qty, "TSR10 CI", price], "tagged"))
        self.post(t + 320, "junhao", "qc cert from SGS ok?", "near", thread=th)
        self.post(t + 360, "weiling", "ya, lot samples passed, dirt 0.08", thread=th)
        c = r.choice(["approved, go ahead with the %s MT CI cargo" % qty, "ok approved %s MT, sign it" % qty])
        self.post(t + 600, "head", c, "hard", ref=prop, thread=th, hard=("trade_approval", ["approved", "%s MT" % qty], "reply"))
        emb = {"title": "Physical contract EXECUTED · %s" % ct,
               "description": "Counterparty signature received",
               "fields": [{"name": "Buyer", "value": "Merlion Rubber Pte Ltd", "inline": True},
                          {"name": "Seller", "value": "Abidjan Caoutchouc SA", "inline": True},
                          {"name": "Grade", "value": "TSR10 CI", "inline": True},
                          {"name": "Qty MT", "value": qty, "inline": True},
                          {"name": "Price USc/kg", "value": price, "inline": True},
                          {"name": "Shipment", "value": "%s San Pedro" % ship, "inline": True}],
               "footer": "%s · status EXECUTED · FOB · Incoterms 2020" % ct}
        ex = self.post(t + 2400, "contract", "", "hard", embeds=[emb], thread=th,
                       hard=("trade_fill", [ct, "EXECUTED", "TSR10 CI", qty, price], "embed"),
                       idiom=("embed-only physical contract executed", "trade_fill"))
        ex.reacts.append(("📌", "head", 120))
        c = "routing %s docs + LC draft to Priya (ops) for shipping instructions" % ct
        self.post(t + 2700, "weiling", c, "hard", thread=th, hard=("route_decision", [ct, "Priya"], "untagged"))
        self.post(t + 2900, "priya", "noted, will chase the LC today 🙏", "noise", thread=th)
        # second physical: sale of Thai RSS3 to a Chinese tyre maker, in main channel
        t2 = self.when(13.0, 17.0)
        ct2 = "CT-26-%04d" % r.randrange(1000, 9999)
        q2 = r.choice(["504", "756", "1,008"])
        p2 = "%.2f" % (P["rt"] + r.uniform(-1.0, 2.0))
        emb2 = {"title": "Physical contract EXECUTED · %s" % ct2,
                "fields": [{"name": "Buyer", "value": "Qingdao Sanhe Tyre Co", "inline": True},
                           {"name": "Seller", "value": "Merlion Rubber Pte Ltd", "inline": True},
                           {"name": "Grade", "value": "RSS3", "inline": True},
                           {"name": "Qty MT", "value": q2, "inline": True},
                           {"name": "Price USc/kg", "value": p2, "inline": True},
                           {"name": "Shipment", "value": "Feb-27 Songkhla", "inline": True}],
                "footer": "%s · status EXECUTED · CFR Qingdao" % ct2}
        self.post(t2, "contract", "", "hard", embeds=[emb2], hard=("trade_fill", [ct2, "Merlion Rubber Pte Ltd", "RSS3", q2, p2], "embed"))
        # shipment update (chatter)
        emb3 = {"title": "Shipment update · CT-26-%04d" % r.randrange(1000, 9999),
                "description": "Vessel MV %s ETA Qingdao %s, docs couriered" % (r.choice(["Kota Lestari", "Sinar Bintan", "Thai Orchid"]), r.choice(["11 Dec", "14 Dec", "19 Dec"])),
                "fields": [{"name": "Status", "value": "ON WATER"}], "footer": "ContractDesk · logistics"}
        self.post(self.when(9, 18), "contract", "", embeds=[emb3])
        self.ct = ct

    # ------------------------------------------------------------ FX hedges
    def scene_hedges(self):
        r, P = self.r, self.P
        t = self.when(9.5, 16.5)
        amt = r.choice([120, 150, 180, 200])
        c = "JPY hedge for the OSE book: sell JPY %dm vs USD 1M fwd @ %.2f, pls approve" % (amt, P["jpy"])
        prop = self.post(t, "junhao", c, "hard", hard=("trade_proposal", ["sell JPY %dm" % amt, "1M fwd", "%.2f" % P["jpy"]], "untagged"))
        self.post(t + 180, "head", r.choice(["ok approved, JPY %dm", "approved 👍 JPY %dm", "ok can, approved JPY %dm"]) % amt, "hard", ref=prop,
                  hard=("trade_approval", ["approved", "JPY %dm" % amt], "reply"))
        o = self.oid("FX")
        c = "FILL|ord=%s|venue=FXALL|sym=USDJPY-1M|side=SELL_JPY|qty=%d000000|px=%.2f|acct=RBR-HEDGE" % (o, amt, P["jpy"])
        self.post(t + 420, "bridge", c, "hard", hard=("trade_fill", ["USDJPY-1M", "SELL_JPY", "qty=%d000000" % amt, "%.2f" % P["jpy"]], "structured"))
        # CNH proposal buried in a long margin note
        t2 = self.when(10.0, 17.0)
        usd = r.choice([2, 3, 4])
        body = ("margin note for SHFE book 🧾\n"
                "- ru2605 short + nr2603 short margin now ~CNY %.1fm after the exchange raised margin to 12%% last week\n"
                "- onshore broker wants top-up by T+1, we pay from the CNH pool\n"
                "- proposal: buy USD/CNH 3M %dm @ %.4f to lock the CNH cost, size small only\n"
                "- rest of the CNH pool stays unhedged, the carry not worth it\n"
                "- also reminder the INE nr delivery calendar shift for Chinese NY, check with Priya\n"
                "pls shout if any issue") % (r.uniform(8, 14), usd, P["cnh"])
        p2 = self.post(t2, "junhao", body, "hard", hard=("trade_proposal", ["buy USD/CNH 3M", "%dm" % usd, "%.4f" % P["cnh"]], "buried"),
                       idiom=("hedge proposal buried in a margin note bullet list", "trade_proposal"))
        self.post(t2 + 240, "head", r.choice(["👍 CNH ok", "CNH 👍", "👍 go CNH"]), "hard", ref=p2, hard=("trade_approval", ["👍", "CNH"], "reply"))
        self.post(t2 + 100, "weiling", "we should send the CNH thing soon before onshore close", "near",
                  idiom=("'should send soon' - not a confirmation", "not_hard"))
        o = self.oid("FX")
        c = "ACK|ord=%s|venue=FXALL|sym=USDCNH-3M|side=BUY|qty=%d000000|px=%.4f|status=WORKING|acct=RBR-HEDGE" % (o, usd, P["cnh"])
        self.post(t2 + 500, "bridge", c, "hard", hard=("trade_confirmation", [o, "USDCNH-3M", "WORKING", "%.4f" % P["cnh"]], "structured"))

    # ------------------------------------------------------------ cancels / rejects / risk resize
    def scene_orders_misc(self):
        r, P = self.r, self.P
        t = self.when(9.0, 12.0)
        o = self.oid("SG")
        bid = round(P["tf"] - r.uniform(2.5, 4.0), 1)
        c = "ACK|ord=%s|venue=SGX|sym=TFJ27|side=BUY|qty=20|px=%.2f|tif=GTC|acct=RBR-PROP-01" % (o, bid)
        self.post(t, "bridge", c, "hard", hard=("trade_confirmation", [o, "TFJ27", "BUY", "%.2f" % bid], "structured"))
        t2 = t + r.randrange(3600, 4 * 3600)
        self.post(t2, "weiling", "cxl the TF Apr bid lah, not needed after the rally", "chat")
        c = "CXL|ord=%s|venue=SGX|sym=TFJ27|status=CANCELLED|reason=user|acct=RBR-PROP-01" % o
        self.post(t2 + 30, "bridge", c, "hard", hard=("trade_confirmation", [o, "TFJ27", "CANCELLED"], "structured"),
                  idiom=("pipe CXL line status=CANCELLED", "trade_confirmation"))
        t3 = self.when(13.0, 17.0)
        o3 = self.oid("SG")
        c = "REJ|ord=%s|venue=SGX|sym=RTH27|side=SELL|qty=15|px=%.2f|reason=PRICE_BAND|acct=RBR-PROP-01" % (o3, P["rt"] + 9)
        self.post(t3, "bridge", c, "hard", hard=("trade_confirmation", [o3, "RTH27", "SELL", "PRICE_BAND"], "structured"))
        self.post(t3 + 60, "junhao", "aiyo price band, my bad, fat finger. leave it", "chat")

    def scene_risk(self):
        r, P = self.r, self.P
        t = self.when(10.5, 16.0)
        used = r.randrange(305, 330)
        c = ("risk_report:\n  book: RBR-SG\n  asof: %s\n  limits:\n"
             "    gross_lots: {used: %d, limit: 300}   # BREACH\n"
             "    net_delta_mt: {used: %d, limit: 2500}\n"
             "    shfe_net_short_lots: {used: %d, limit: 60}\n"
             "    fx_jpy_open_musd: {used: %.1f, limit: 5.0}\n"
             "    var_1d_usd: {used: %d, limit: 450000}\n"
             "  status: BREACH\n"
             "  action: new TF/RT buy orders blocked until gross_lots <= 300\n"
             "  notified: [KC Lim, risk-sg]\n") % ("%02d:%02dZ" % divmod(int(t / 60 + 16 * 60) % 1440, 60),
                                                   used, r.randrange(1400, 2300), r.randrange(30, 58), r.uniform(1, 4), r.randrange(210000, 380000))
        self.post(t, "risk", c, "hard", hard=("risk_limit", ["BREACH", "gross_lots", "blocked", "300"], "structured"),
                  idiom=("YAML-ish risk report with BREACH status and block action", "risk_limit"))
        o = self.oid("SG")
        c = "RISK|ord=%s|sym=RTH27|side=BUY|req_qty=60|alw_qty=40|reason=MAX_ORDER_LOTS|action=RESIZED" % o
        self.post(t + r.randrange(600, 2400), "bridge", c, "hard", hard=("risk_limit", [o, "req_qty=60", "alw_qty=40", "RESIZED"], "structured"),
                  idiom=("bridge RISK line resizing an order", "risk_limit"))
        t2 = self.when(8.5, 10.0)
        c = r.choice(["from today SHFE ru net short limit is 80 lots (was 60). pls respect",
                      "pls note: SHFE ru net short limit now 80 lots, was 60. effective today"])
        self.post(t2, "head", c, "hard", hard=("risk_limit", ["SHFE ru net short limit", "80 lots"], "untagged"),
                  idiom=("desk head changes a limit in plain prose", "risk_limit"))

    # ------------------------------------------------------------ news
    def scene_news(self):
        r, P = self.r, self.P
        up = round(r.uniform(1.2, 3.4), 1)
        c = ("NewsRelay ▸ WEATHER/TH: heavy rain over Surat Thani and Nakhon Si Thammarat for 3rd day, tapping halted in parts of the south; "
             "SICOM TSR20 front up %.1f USc, cup lump prices in Hat Yai +4 THB/kg. TMD warns of flash floods through the weekend.") % up
        self.post(self.when(8.5, 11.0), "news", c, "hard", hard=("held_position_news", ["SICOM TSR20", "Surat Thani", "%.1f USc" % up], "untagged"))
        c = ("NewsRelay ▸ JP: Osaka rubber (OSE RSS3) hits 4-week high at %.1f yen/kg as the yen weakens past %.0f; "
             "Tokyo warehouse stocks down 6%% m/m.") % (P["jru"] + 2.5, P["jpy"])
        self.post(self.when(9.0, 14.0), "news", c, "hard", hard=("held_position_news", ["Osaka rubber", "4-week high"], "untagged"))
        c = ("NewsRelay ▸ TICKER WATCH: Sri Trang Agro-Industry (STA.BK) Q3 net profit -%d%% y/y, guides glove and rubber volumes flat; shares -3.1%%") % r.randrange(12, 25)
        self.post(self.when(9.5, 13.0), "news", c, "hard", hard=("watchlist_news", ["Sri Trang Agro-Industry", "STA.BK"], "untagged"),
                  idiom=("watchlist company named by company name", "watchlist_news"))
        c = ("NewsRelay ▸ Bridgestone to raise replacement tyre prices in China by %d%% from January, citing natural rubber costs") % r.choice([3, 4, 5])
        self.post(self.when(13.0, 18.0), "news", c, "hard", hard=("watchlist_news", ["Bridgestone", "tyre prices"], "untagged"))
        # EUDR regulatory (near) + head no-route reply
        t = self.when(14.0, 18.0)
        eu = self.post(t, "news", "NewsRelay ▸ EU: Council and Parliament agree further EUDR simplification for micro and small operators; commodity scope (incl. rubber) unchanged, due-diligence statements from 30 Dec as planned",
                       "near", idiom=("regulatory headline followed by no-route reply", "not_hard"))
        self.post(t + 300, "head", r.choice(["no action on this, not routing. already in the price", "not routing this one, no action needed"]), "hard", ref=eu,
                  hard=("no_route_decision", ["no action", "not routing"], "reply"),
                  idiom=("explicit not-routing reply to headline", "no_route_decision"))
        t = self.when(11.0, 17.0)
        al = self.post(t, "news", "NewsRelay ▸ PORT/CI: congestion at Abidjan port, 6-day waiting time for bulk and breakbulk vessels", "chat")
        self.post(t + 500, "priya", "Abidjan alert: no route needed, our %s loads San Pedro" % self.ct, "hard", ref=al,
                  hard=("no_route_decision", ["no route", "San Pedro"], "reply"))
        # Chinese tyre demand colour (not hard)
        self.post(self.when(9.0, 12.0), "news", "NewsRelay ▸ CN: Oct tyre output -%.1f%% y/y; all-steel radial plant utilisation %d%%, semi-steel %d%%; Qingdao bonded stocks +%d kt" % (
            r.uniform(0.5, 4.0), r.randrange(55, 68), r.randrange(72, 82), r.randrange(2, 9)), "near",
            idiom=("generic Chinese tyre demand colour", "not_hard"))

    # ------------------------------------------------------------ thesis
    def scene_thesis(self):
        r, P = self.r, self.P
        tgt = P["ru"] - r.choice([700, 800, 900])
        body = ("weekly view on china side, long one sorry 📝\n"
                "tyre plant utilisation in Shandong still below 65%%, dealers sitting on 2.5 months of semi-steel inventory, "
                "the replacement market never picked up after golden week. Qingdao bonded and general trade stocks both rising again. "
                "on supply, Yunnan and Hainan closing tapping season on schedule, nothing special there. Thai south rain is the only bullish thing and that is TSR20 not ru story. "
                "bottom line: flipping bearish on SHFE ru from neutral, target %s, the Q1 restock thesis is dead for me. "
                "SGX side different story, still like TSR20 on the Thai rain. will revisit after the PMI.") % "{:,}".format(tgt)
        self.post(self.when(9.0, 11.5), "weiling", body, "hard", hard=("thesis_update", ["bearish", "SHFE ru", "{:,}".format(tgt)], "buried"),
                  idiom=("view flip buried in long weekly note", "thesis_update"))
        inst = self.tf[0]
        c = r.choice(["conviction on %s long upgraded to high after the Thai rain, keep full size" % inst,
                      "%s long: conviction now high, thesis confirmed by the TMD flood warning" % inst])
        self.post(self.when(14.0, 17.5), "head", c, "hard", hard=("thesis_update", [inst, "conviction", "high"], "untagged"))

    # ------------------------------------------------------------ deleted / forgotten
    def scene_removed(self):
        r, P = self.r, self.P
        t = self.when(9.0, 11.0)
        bad = round(P["tf"] + 0.65, 2)
        c = "propose buy 30 TF Feb lah @ %.2f sl 166, quick one" % bad
        m = self.post(t, "weiling", c, "hard", hard=("trade_proposal", ["buy 30 TF Feb", "%.2f" % bad, "sl 166"], "untagged"))
        m.delete = 110
        m.removed = "30 TF Feb lah @ %.2f" % bad
        self.post(t + 130, "weiling", "oops wrong month, deleted. ignore", "chat")
        # forgotten: proposal with a personal line in it
        t2 = self.when(15.0, 17.0)
        th = "ct"
        cp = "%.2f" % (P["tf"] + 0.9)
        c = "seller contact Mr K. Adjoumani personal line +225 07 55 01 %02d 93, propose we counter the next CI lot @ %s" % (r.randrange(10, 99), cp)
        m = self.post(t2, "junhao", c, "hard", thread=th, hard=("trade_proposal", ["counter", cp], "untagged"))
        m.forget = ("head", 900)
        m.removed = "Adjoumani personal line"
        # bulk-deleted reconnect spam
        t3 = self.when(2.0, 5.0)
        grp = []
        for k in range(3):
            c = "RECONNECT|gw=shfe-ctp-%d|attempt=%d|err=ETIMEDOUT|backoff_ms=%d" % (self.ci + 1, k + 1, 500 * 2 ** k + self.di)
            mm = self.post(t3 + k * 4, "bridge", c, "noise")
            mm.bulk = ("head", 3600)
            mm.removed = c
            grp.append(mm)
        self.bulk_groups.append(grp)
        # single deleted duplicate px alert
        c = "⚠️ PxAlert TF %s crossed %.1f (dup)" % (self.mon[0], P["tf"] + 1)
        mm = self.post(self.when(10, 12), "pxalert", c, "noise")
        mm.delete = 45
        mm.removed = c

    # ------------------------------------------------------------ near misses
    def scene_nearmiss(self):
        r, P = self.r, self.P
        sp = round(P["rt"] - P["tf"], 1)
        self.post(self.when(9, 12), "junhao", "if we put on RT/TF spread at %.1f c, how many lots can ah? just thinking only" % sp, "near",
                  idiom=("hypothetical spread with if/just thinking", "not_hard"))
        self.post(self.when(13, 17), "weiling", "what if ru breaks 15k, we cut the short or not?", "near")
        self.post(self.when(9, 17), "darren", "anyone know if SICOM TSR20 deliverable includes Ivory Coast origin? 🙏", "near")
        self.post(self.when(10, 16), "weiling",
                  "last year the Hat Yai flood TF ran from 158 to 176 in 2 weeks, we bought 80 lots @ 160.2 that time. good memory 😂", "near",
                  idiom=("past-tense flood history fill", "not_hard"))
        self.post(self.when(10, 17), "news", "NewsRelay ▸ TAPE: Kirana Megatara sold %s MT SIR20 Feb to a Japanese tyre maker at %.2f USc/kg FOB Palembang" % (
            r.choice(["1,008", "2,016"]), P["tf"] + r.uniform(-1, 1)), "near",
            idiom=("another trading house's cargo on the tape", "not_hard"))
        self.post(self.when(10, 17), "news", "NewsRelay ▸ TAPE: Southland sold 504 MT RSS3 Thai Jan shipment CIF Qingdao, price undisclosed", "near")
        t = self.when(13, 16)
        self.post(t, "darren", "paper only ah, training acct: b 20 TF %s @ %.1f sl %.0f" % (self.mon[0], P["tf"] - 0.5, P["tf"] - 4), "near",
                  idiom=("paper trade in training account, shorthand", "not_hard"))
        self.post(t + 60, "bridge", "FILL|ord=%s|sym=TF%s|side=BUY|fillqty=20|px=%.2f|leaves=0|acct=TRN-SIM-03" % (self.oid("TR"), self.mon[1], P["tf"] - 0.5), "near",
                  idiom=("pipe FILL on the training sim account", "not_hard"))
        self.post(t + 600, "bridge", "FILL|ord=%s|sym=JRU%s|side=SELL|fillqty=5|px=%.1f|leaves=0|acct=TRN-SIM-03" % (self.oid("TR"), self.jru.upper(), P["jru"] + 1), "near")
        self.post(self.when(9, 17), "news", "NewsRelay ▸ PALM OIL: Malaysian Dec 1-5 exports +%d%% m/m (ITS); BMD FCPO Mar up 38 ringgit" % r.randrange(3, 12), "near",
                  idiom=("quoted unrelated-commodity headline", "not_hard"))
        self.post(self.when(9, 17), "news", "NewsRelay ▸ COCOA: Ivory Coast arrivals %d kt season-to-date, -%d%% y/y" % (r.randrange(600, 900), r.randrange(5, 20)), "near")
        self.post(self.when(11, 17), "junhao",
                  "backtest: TF/JRU cross z>1.9 entry, sell 40 JRU buy 40 TF, 2019-2025 sharpe 1.3, maxDD 11%. not live, just fyi", "near",
                  idiom=("backtest with side and size, not live", "not_hard"))
        self.post(self.when(12, 17), "darren", "sl at %.0f would be sensible for the TF long no?" % (P["tf"] - 6), "near",
                  idiom=("stop suggestion without decision", "not_hard"))
        self.post(self.when(12, 17), "junhao", "fyi KL palm desk sold 200 lots FCPO Mar @ 4,012 this morning, not ours", "near",
                  idiom=("other desk's trade", "not_hard"))
        self.post(self.when(9, 17), "weiling", "last month we got filled 60 TF @ 159.8 on the flood spike, that one already closed", "near")
        self.post(self.when(8, 17), "voice", "🎙️ VoxScribe · line 1 (SG broker) · auto-transcript\n%s offer %s lots RSS three %s at %s if you want can show you %s" % (
            self.voice_colour(200), words(r.choice([20, 30, 40])), self.mon[0].lower(), px_words(P["rt"] + 0.5), self.voice_colour(200)), "near",
            idiom=("broker indication in voice transcript, not our order", "not_hard"))
        self.post(self.when(9, 17), "weiling", self.analysis(), "near", idiom=("long analysis with trading words, no decision", "not_hard"))

    # ------------------------------------------------------------ regular noise
    def scene_noise_regular(self):
        r = self.r
        start = r.randrange(60, 600)
        k = 0
        t = start
        while t < 86400 - 60:
            c = "HB|gw=%s|seq=%d|lat_ms=%d|ok" % (r.choice(["sgx-fix-1", "ose-j-gate-2", "shfe-ctp-1"]), self.hb(), r.randrange(1, 9))
            self.post(t, "bridge", c, "noise")
            t += 3600 + r.randrange(-120, 120)
            k += 1
        t = r.randrange(1800, 5400)
        while t < 86400 - 60:
            self.post(t, "risk", self.risk_ok(t), "noise")
            t += 7200 + r.randrange(-300, 300)

    def risk_ok(self, t):
        r = self.r
        return ("risk_report:\n  book: RBR-SG\n  asof: %s\n  limits:\n"
                "    gross_lots: {used: %d, limit: 300}\n"
                "    net_delta_mt: {used: %d, limit: 2500}\n"
                "    shfe_net_short_lots: {used: %d, limit: 60}\n"
                "    var_1d_usd: {used: %d, limit: 450000}\n"
                "  status: OK\n") % ("%02d:%02dZ" % divmod(int(t / 60 + 16 * 60) % 1440, 60), r.randrange(150, 290),
                                      r.randrange(900, 2300), r.randrange(20, 58), r.randrange(120000, 400000))

    # ------------------------------------------------------------ text pools
    _VOICE = [
        "morning morning ok so tsr twenty front month we are seeing {a} bid {b} offer",
        "thai side very quiet because the rain in the south again nobody can tap",
        "chinese buyers still sitting on hands say they wait for the tyre numbers",
        "osaka opened a bit firmer yen weaker so the arb is shut for now",
        "indonesia sir twenty offers came in from palembang but nobody biting",
        "ivory coast new crop coming more tonnage february march so the discount widens",
        "shanghai night was heavy funds selling ru and nr together",
        "the spread between rss three and tsr twenty about {s} cents still wide",
        "i think lah the market waiting for the pmi tomorrow",
        "also got one vietnam svr ten parcel floating around cheap cheap",
        "the latex concentrate side in hat yai also up because of the rain",
        "the buyers from india asking for january but only small tonnage",
        "ok ok hold on let me check with my guy",
        "you know the sicom stocks came out down again third week",
        "then the yen thing with the boj people talk about december hike",
        "sorry my line a bit bad can hear me or not",
        "so anyway that is the colour from our side",
        "some of the japanese houses rolling the may into june",
        "tyre makers in qingdao running about sixty percent only",
        "ok that is all i have call you back after lunch",
    ]

    def voice_colour(self, n):
        r, P = self.r, self.P
        out = []
        while sum(len(x) + 1 for x in out) < n:
            s = r.choice(self._VOICE)
            s = s.replace("{a}", px_words(P["tf"] - 0.2)).replace("{b}", px_words(P["tf"] + 0.2)).replace(
                "{s}", words(int(P["rt"] - P["tf"])))
            out.append(s)
        return " ".join(out)

    def voice_long(self):
        r = self.r
        return "🎙️ VoxScribe · line %d (%s) · auto-transcript\n%s" % (
            r.randrange(1, 4), r.choice(["SG broker", "Tokyo broker", "Shanghai IB"]), self.voice_colour(r.randrange(500, 1300)))

    _CHAT = [
        "sicom stocks out later right?", "kopi anyone", "hat yai cup lump up again", "lunch where", "ok", "thx", "👍",
        "fob bkk also firm lah", "TF quiet today", "OSE spread to TF weird today", "china closed?", "ya lor", "wah rain again",
        "jpy moving sia", "who got the SGS report", "ops pls check the bl draft", "cnh fix out", "steady lah", "later then",
        "sian, long day", "can", "ok noted", "Shanghai open soon", "nr/ru spread tightening", "market no direction", "see how lor",
        "ok I step out 15 min", "back", "🤣", "haha", "👀", "who has the freight quote Songkhla-Qingdao",
    ]

    def chatter_short(self):
        return self.r.choice(self._CHAT)

    _NEWSCOL = [
        "NewsRelay ▸ MARKETS: Asian equities mixed, Nikkei +0.4%, Hang Seng -0.6%; oil steady ahead of OPEC+ meeting",
        "NewsRelay ▸ FX: yen slips as BoJ minutes show split on timing of next hike; CNH fix weaker than expected",
        "NewsRelay ▸ ANRPC: member production forecast for 2026 revised down 1.1%, consumption seen +1.6%",
        "NewsRelay ▸ AUTO/CN: November passenger car retail sales +%d%% y/y, NEV share above 55%%",
        "NewsRelay ▸ FREIGHT: container rates Asia-Europe ease for 3rd week, Songkhla feeder rates unchanged",
        "NewsRelay ▸ WEATHER/ID: dry spell in South Sumatra easing, tapping normal in Jambi",
        "NewsRelay ▸ MACRO/CN: PBoC keeps LPR unchanged; property sales still weak in tier-2 cities",
        "NewsRelay ▸ SYNTHETIC: butadiene prices in Asia flat at USD 1,150/t CFR China; SBR spread to NR narrows",
    ]

    def news_colour(self):
        s = self.r.choice(self._NEWSCOL)
        if "%d" in s:
            s = s % self.r.randrange(2, 15)
        elif "%%" in s:
            s = s.replace("%%", "%")
        return s

    def analysis(self):
        r, P = self.r, self.P
        return ("some thoughts on the cross, no action yet 🧠\n"
                "OSE RSS3 in USD terms sits about %.1f c above SICOM RSS3 after the yen move, normally we see 3-5 c. "
                "buying TF and selling JRU worked 4 of last 6 winters but the entry timing matters a lot, "
                "and with the JPY carry the roll costs eat maybe 0.6 c per month. SHFE ru vs nr spread at %s CNY is near the top of range, "
                "historically mean-reverting but with the new bonded stock rule I'm not sure. "
                "stops would need to be wide, 4-5 c at least, otherwise the Thai weather noise takes us out. "
                "need to think more, maybe next week.") % (r.uniform(5, 11), "{:,}".format(P["ru"] - P["nr"]))

    def stack(self):
        r = self.r
        return ("xbridge worker crashed, restarting ⬇️\n```\nTraceback (most recent call last):\n"
                "  File \"/opt/xbridge/gw/ctp_session.py\", line %d, in _on_rtn_order\n    self._dispatch(evt)\n"
                "  File \"/opt/xbridge/gw/dispatch.py\", line %d, in _dispatch\n    handler = self._handlers[evt.kind]\n"
                "  File \"/opt/xbridge/gw/dispatch.py\", line %d, in __getitem__\n    return super().__getitem__(key)\n"
                "KeyError: 'RtnExecOrder'\n```\nsupervisor: restarted pid %d, state=RUNNING, backlog replayed=%d msgs") % (
                    r.randrange(200, 400), r.randrange(40, 90), r.randrange(90, 140), r.randrange(20000, 60000), r.randrange(3, 40))

    def pnl(self):
        r = self.r
        return ("PnL snapshot (USD) 📊\n```\nbook          day        mtd\nSGX TF/RT   %+9d  %+10d\nOSE JRU     %+9d  %+10d\nSHFE ru/nr  %+9d  %+10d\nphysical    %+9d  %+10d\nfx hedge    %+9d  %+10d\n```") % tuple(
            r.randrange(-90000, 120000) for _ in range(10))

    def cron(self):
        r = self.r
        return r.choice([
            "cron ▸ sicom_stocks_scrape ok (rows=%d) · 0 routed · next 09:00 SGT" % r.randrange(20, 60),
            "cron ▸ eod_marks: 14 instruments marked, 0 stale, 0 routed",
            "cron ▸ contract_docs_sync: %d docs synced, 0 errors" % r.randrange(3, 30),
            "cron ▸ margin_recon SGX/OSE/SHFE ok, diff USD %d (< tolerance)" % r.randrange(0, 900),
        ])

    def deploy(self):
        r = self.r
        return r.choice([
            "deploybot ▸ xbridge v2.%d.%d deployed to sg-prod-1 (canary 10%%) ✅" % (r.randrange(10, 30), r.randrange(0, 9)),
            "deploybot ▸ CI #%d passed: contractdesk-bot (54 tests) ✅" % r.randrange(1000, 9999),
            "deploybot ▸ rollback of voxscribe model to 1.%d — WER regression" % r.randrange(3, 9),
        ])

    def pxalert(self):
        r, P = self.r, self.P
        return r.choice([
            "⚠️ PxAlert TF %s crossed %.1f" % (self.mon[0], P["tf"] + r.choice([-2, -1, 1, 2])),
            "⚠️ PxAlert JRU %s 5m move %+.1f yen" % (self.jru, r.uniform(-3, 3)),
            "⚠️ PxAlert ru2605 %s (%+.1f%%)" % ("{:,}".format(P["ru"] + r.randrange(-200, 200, 5)), r.uniform(-1.5, 1.5)),
            "⚠️ PxAlert USDJPY %.2f" % (P["jpy"] + r.uniform(-0.8, 0.8)),
        ])

    # ------------------------------------------------------------ fill up to size
    def fill(self):
        r = self.r
        target_n = r.randrange(228, 272)
        target_b = r.randrange(82000, 104000)
        # fixed extra noise
        for _ in range(r.randrange(2, 4)):
            self.post(self.when(), "cron", self.cron(), "noise")
        self.post(self.when(), "deploy", self.deploy(), "noise")
        self.post(self.when(0, 7), "deploy", self.deploy(), "noise")
        self.post(self.when(), "bridge", self.stack(), "noise")
        for _ in range(3):
            self.post(self.when(8, 18), "pnl", self.pnl(), "noise")
        noise_goal = int(target_n * r.uniform(0.29, 0.34))
        while len(self.msgs) < target_n:
            left = target_n - len(self.msgs)
            cur_b = sum(len(m.content) + len(embed_text(m.embeds)) for m in self.msgs)
            need = (target_b - cur_b) / float(left)
            nnoise = sum(1 for m in self.msgs if m.cls == "noise")
            t = self.when()
            if nnoise < noise_goal and r.random() < 0.55:
                k = r.random()
                if need > 350 and k < 0.35:
                    self.post(t, "pnl", self.pnl(), "noise")
                elif need > 350 and k < 0.5:
                    self.post(t, "risk", self.risk_ok(t), "noise")
                elif k < 0.7:
                    self.post(t, "pxalert", self.pxalert(), "noise")
                elif k < 0.8:
                    self.post(t, "cron", self.cron(), "noise")
                else:
                    self.post(t, r.choice(["weiling", "junhao", "head", "priya"]), r.choice(["ok", "thx", "👍", "🙏", "noted", "ok tks", "👌"]), "noise")
            else:
                if need > 500:
                    self.post(t, "voice", self.voice_long())
                elif need > 250 and r.random() < 0.6:
                    self.post(t, r.choice(["voice", "news"]), self.voice_long() if r.random() < 0.5 else self.news_colour())
                elif r.random() < 0.25:
                    self.post(t, "news", self.news_colour())
                else:
                    self.post(t, r.choice(["weiling", "junhao", "junhao", "weiling", "darren", "priya"]), self.chatter_short())

    # ------------------------------------------------------------ finalize
    def finalize(self):
        self.msgs.sort(key=lambda m: m.t)
        last = -1
        for i, m in enumerate(self.msgs):
            ms = self.t0 + int(m.t * 1000)
            if ms <= last:
                ms = last + 1
            last = ms
            m.ms = ms
            m.id = snow(ms, AUTHORS[m.author][2], (i * 7 + self.ci * 131 + self.di * 17) % 4096)
        ev = []
        for i, m in enumerate(self.msgs):
            msg = {"id": m.id, "author_id": AUTHOR_IDS[m.author], "author_name": AUTHORS[m.author][0],
                   "author_bot": AUTHORS[m.author][1], "created_at": iso(m.ms), "content": m.content,
                   "attachments": [], "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref else None}
            if m.pin:
                msg["pinned"] = False
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.ch}
            if m.parent:
                line["parent_channel_id"] = m.parent
            line["message"] = msg
            ev.append((m.ms, 0, i, line))
            for j, (dt, txt) in enumerate(m.edits):
                at = m.ms + int(dt * 1000)
                ev.append((at, 1, i, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                                      "edited_at": iso(at), "content": txt}))
            for emo, who, dt in m.reacts:
                at = m.ms + int(dt * 1000)
                ev.append((at, 2, i, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                                      "emoji": emo, "user_id": AUTHOR_IDS[who], "at": iso(at)}))
            if m.pin:
                at = m.ms + int(m.pin[1] * 1000)
                ev.append((at, 3, i, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                                      "by": AUTHOR_IDS[m.pin[0]], "at": iso(at)}))
            if m.delete:
                at = m.ms + int(m.delete * 1000)
                ev.append((at, 4, i, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                                      "deleted_at": iso(at)}))
            if m.forget:
                at = m.ms + int(m.forget[1] * 1000)
                ev.append((at, 4, i, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                                      "requested_by": AUTHOR_IDS[m.forget[0]], "at": iso(at)}))
        for grp in self.bulk_groups:
            lastm = grp[-1]
            at = lastm.ms + int(lastm.bulk[1] * 1000)
            ev.append((at, 4, self.msgs.index(lastm), {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": lastm.ch,
                                                       "message_ids": [g.id for g in grp], "deleted_at": iso(at)}))
        return ev

    def labels(self, lab):
        for m in self.msgs:
            if m.hard:
                et, facts, ph = m.hard
                if m.delete or m.bulk:
                    fs = "deleted"
                elif m.forget:
                    fs = "forgotten"
                elif m.edits:
                    fs = "edited"
                else:
                    fs = "live"
                lab["hard_events"].append({"channel_id": m.ch, "message_id": m.id, "event_type": et,
                                           "facts": list(facts), "phrasing": ph, "final_state": fs})
            if m.removed:
                lab["removed_texts"].append(m.removed)
            if m.cls == "noise":
                lab["noise_message_ids"].append(m.id)
            elif m.cls == "near":
                lab["near_miss_ids"].append(m.id)
            if m.idiom:
                lab["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
        for m, old in self.superseded:
            lab["superseded_facts"].append([m.ch, m.id, old])


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(round(end.timestamp() * 1000))
    events = []
    lab = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
           "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ci in range(channels):
        ch = channel_id(ci)
        for di in range(days):
            t0 = end_ms - (days - di) * 86400000
            rng = random.Random(int(seed) * 1000003 + ci * 9176 + di * 131 + 77)
            d = Day(rng, ch, t0, ci, di)
            d.build()
            events.extend(d.finalize())
            d.labels(lab)
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    # idioms: keep 10-20 rows (first channel-day carries the full set)
    seen, idi = set(), []
    for row in lab["idioms"]:
        if row["idiom"] not in seen:
            seen.add(row["idiom"])
            idi.append(row)
    lab["idioms"] = idi[:20]
    return {"events": [e[3] for e in events], "labels": lab}


def main(argv=None):
    ap = argparse.ArgumentParser(prog=DESK)
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
    lab = res["labels"]
    n = sum(1 for e in res["events"] if e["op"] == "create")
    print("%s: %d events, %d messages, %d hard events, %d noise, %d near-miss" % (
        DESK, len(res["events"]), n, len(lab["hard_events"]), len(lab["noise_message_ids"]), len(lab["near_miss_ids"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
