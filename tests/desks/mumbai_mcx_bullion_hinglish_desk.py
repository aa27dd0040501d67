"""Mumbai MCX bullion/energy desk with Hinglish chat, an ODIN bridge bot, an RMS bot,
an LLM analyst agent and a news relay.  Standard library only; a pure function of its
arguments (string-seeded random.Random, no hash-order dependence)."""
from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "mumbai_mcx_bullion_hinglish_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 7, 18, 30, tzinfo=timezone.utc)  # midnight IST 8 Dec
IST = timedelta(hours=5, minutes=30)


def _sf(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _fixed_sf(tag: str, base_ms: int) -> str:
    r = random.Random("mcxhl-fixed|" + tag)
    return str(_sf(base_ms + r.randrange(0, 86400000 * 40), r.randrange(32), r.randrange(4096)))


GUILD_ID = _fixed_sf("guild", 1711900000000)


def channel_id(idx: int) -> str:
    return _fixed_sf("channel-%d" % idx, 1716000000000 + idx * 3600000)


AUTHORS = {
    "rakesh": ("Rakesh Mehta", False),
    "priya": ("priya.s", False),
    "sunil": ("Sunil dealer", False),
    "vikram": ("vikram_k", False),
    "anjali": ("Anjali (Risk)", False),
    "odin": ("ODIN Bridge", True),
    "rms": ("RMS Guard", True),
    "analyst": ("bullion-analyst", True),
    "news": ("NewsWire", True),
    "cron": ("desk-cron", True),
    "ci": ("ci-bot", True),
    "alert": ("PriceAlert", True),
    "exec": ("exec-agent", True),
}
AUTHOR_IDS = {k: _fixed_sf("author-" + k, 1650000000000) for k in AUTHORS}


# ----------------------------------------------------------------- formatting helpers
def inr(n) -> str:
    """Indian digit grouping: 500000 -> 5,00,000."""
    neg = n < 0
    s = str(abs(int(round(n))))
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ",".join(parts) + "," + tail
    return ("-" if neg else "") + s


def comma(n: int) -> str:
    return "{:,}".format(int(n))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


# ----------------------------------------------------------------- the day builder
class DayBuilder:
    def __init__(self, rng: random.Random, ch_idx: int, day_idx: int, day_start_ms: int):
        self.r = rng
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.t0 = day_start_ms  # treated as 00:00 IST
        self.msgs = []
        self.ops = []  # (ms, kind, payload)
        self.thread_key = "thread"
        self.idioms = []
        self.removed = []
        self.seq_ord = 0
        self._price_state()

    # --- time helpers
    def at(self, h, m=0, s=None):
        if s is None:
            s = self.r.randrange(60)
        return self.t0 + ((h * 60 + m) * 60 + s) * 1000 + self.r.randrange(1000)

    def later(self, ms, lo_s, hi_s):
        return ms + self.r.randrange(lo_s * 1000, hi_s * 1000 + 1)

    HOUR_W = [2, 1, 0.4, 0.3, 0.3, 0.3, 0.4, 1, 4, 10, 10, 8, 6, 6, 6, 7, 7, 6, 8, 9, 8, 7, 5, 3]

    def rand_time(self, lo_h=0, hi_h=24):
        hs = list(range(lo_h, hi_h))
        h = self.r.choices(hs, weights=[self.HOUR_W[x] for x in hs])[0]
        return self.at(h, self.r.randrange(60))

    # --- message creation
    def add(self, ms, who, content="", embeds=None, ref=None, chan="main", kind="chat",
            hard=None, idiom=None):
        self.seq_ord += 1
        m = {"t": ms, "who": who, "content": content, "embeds": embeds or [], "ref": ref,
             "chan": chan, "kind": kind, "hard": hard, "state": "live", "ord": self.seq_ord,
             "superseded": []}
        self.msgs.append(m)
        if idiom:
            self.idioms.append((m, idiom[0], idiom[1]))
        return m

    def hard(self, et, facts, phrasing):
        return {"event_type": et, "facts": list(facts), "phrasing": phrasing}

    def edit(self, m, ms, new_content, superseded=None, new_facts=None):
        self.ops.append((ms, "edit", m, new_content))
        if "orig_content" not in m:
            m["orig_content"] = m["content"]
        m["content"] = new_content
        if m["state"] == "live":
            m["state"] = "edited"
        if superseded:
            m["superseded"].extend(superseded)
        if new_facts is not None and m["hard"]:
            m["hard"]["facts"] = list(new_facts)

    def delete(self, m, ms, snippet):
        self.ops.append((ms, "delete", m, None))
        m["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms_list, ms, snippets):
        self.ops.append((ms, "bulk_delete", ms_list, None))
        for m in ms_list:
            m["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, ms, by, snippet):
        self.ops.append((ms, "forget", m, by))
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, ms, by="rakesh"):
        self.ops.append((ms, "pin", m, by))

    def react(self, m, ms, emoji, by):
        self.ops.append((ms, "reaction_add", m, (emoji, by)))

    # --- prices
    def _price_state(self):
        r = self.r
        self.gold = r.randrange(70800, 72400)
        self.goldm = self.gold + r.randrange(-60, 60)
        self.gold_apr = self.gold + r.randrange(700, 980)
        self.silver = r.randrange(84200, 89400)
        self.crude = r.randrange(5880, 6380)
        self.ng = round(r.uniform(238, 292), 1)
        self.copper = round(r.uniform(722, 766), 2)
        self.zinc = round(r.uniform(254, 270), 2)
        self.usdinr = round(r.randrange(840500, 846800, 25) / 10000, 4)
        self.dxy = round(r.uniform(101.2, 106.8), 2)
        self.comex = round(r.uniform(2380, 2720), 1)
        self.brent = round(r.uniform(71, 86), 2)
        self.acct = "MCXB%02d" % r.randrange(3, 19)
        self.ord_base = 1200000000 + r.randrange(10 ** 8)
        self.ord_n = 0

    def oid(self):
        self.ord_n += 1
        return str(self.ord_base + self.ord_n * self.r.randrange(3, 97))

    def exid(self):
        return "%d" % (self.r.randrange(10 ** 15, 10 ** 16))

    def hhmmss(self, ms):
        ist_s = (ms - self.t0) // 1000
        ist_s %= 86400
        return "%02d:%02d:%02d" % (ist_s // 3600, (ist_s // 60) % 60, ist_s % 60)

    # ============================================================= content blocks
    def build(self):
        r = self.r
        self.opt = {"held": r.choice([3, 4]), "watch": r.choice([2, 3]), "put": r.random() < 0.6,
                    "route_tag": r.random() < 0.7, "crude_thesis": r.random() < 0.7}
        # keep the hard-event count inside the brief's 25-45 band (base is 39)
        total = 39 + (self.opt["held"] - 3) + (self.opt["watch"] - 2) + 3 * self.opt["put"] + \
            self.opt["route_tag"] + self.opt["crude_thesis"]
        for k in ("crude_thesis", "route_tag", "watch", "held"):
            if total <= 43:
                break
            if k in ("watch", "held"):
                if self.opt[k] > (2 if k == "watch" else 3):
                    self.opt[k] -= 1
                    total -= 1
            elif self.opt[k]:
                self.opt[k] = False
                total -= 1
        self.noise_block()
        self.chat_block()
        self.near_miss_block()
        self.morning_note()
        self.risk_block()
        self.flow_gold()
        self.flow_crude()
        self.flow_silver()
        self.flow_usdinr()
        self.flow_ng()
        if self.opt["put"]:
            self.flow_gold_put()
        self.flow_deleted_forgotten()
        self.news_block()
        self.route_thesis_block()
        self.thread_block()
        self.midday_note()
        self.evening_note()
        self.digests()
        self.structure_extras()

    # ------------------------------------------------------------- noise
    def noise_block(self):
        r = self.r
        # RMS hourly heartbeats
        for h in range(24):
            util = round(r.uniform(28, 71), 1)
            t = self.at(h, r.choice([0, 0, 1, 2]))
            c = r.choice([
                "RMS heartbeat | acct=%s | margin_util=%s%% | mtm=%s | limits=OK | %02d:00 IST" % (
                    self.acct, util, inr(r.randrange(-180000, 260000)), h),
                "rms.hb ts=%02d:00 acct=%s util=%s%% peak_util=%s%% all_limits_ok=true" % (
                    h, self.acct, util, round(util + r.uniform(0, 9), 1)),
            ])
            if h % 2 == 1 and 9 <= h <= 23:
                c += "\n" + "\n".join("  %-20s qty=%-4d span=%s exp=%s prem=0 util_share=%.1f%%" % (
                    sym, q, inr(r.randrange(150000, 900000)), inr(r.randrange(20000, 90000)), r.uniform(3, 30))
                    for sym, q in [("GOLD27FEBFUT", r.choice([2, 3, 5])), ("SILVER27MARFUT", r.choice([1, 2])),
                                   ("CRUDEOIL26DECFUT", -r.choice([3, 5, 7])), ("GOLDM27JANFUT", r.choice([5, 10])),
                                   ("USDINR26DECFUT", -r.choice([40, 50, 60]))])
                c += "\n  totals: span=%s exposure=%s avail=%s" % (inr(r.randrange(2500000, 4000000)),
                                                                 inr(r.randrange(400000, 700000)), inr(r.randrange(3000000, 9000000)))
            self.add(t, "rms", c, kind="noise")
        # bridge heartbeats during market hours
        for h in range(9, 24, 2):
            t = self.at(h, r.randrange(5, 55))
            self.add(t, "odin", "bridge alive | session=ODIN-MCX-%02d | lat=%dms | q_depth=%d | nse_cd=UP" % (
                r.randrange(2, 9), r.randrange(6, 41), r.randrange(0, 4)), kind="noise")
        # cron summaries (multi-line)
        for h, what in [(7, "MCX bhavcopy"), (8, "SPAN margin file"), (12, "intraday margin file"),
                        (17, "MCX bhavcopy (interim)"), (23, "EOD obligation")]:
            t = self.at(h, r.randrange(0, 50))
            rows = []
            for sym in ["GOLD", "GOLDM", "SILVER", "SILVERM", "CRUDEOIL", "NATURALGAS", "COPPER", "ZINC"]:
                rows.append("  %-11s span=%5.2f%%  elm=%4.2f%%  addl=%4.2f%%  tender=%s" % (
                    sym, r.uniform(4, 12), r.uniform(0.5, 1.5), r.uniform(0, 3), r.choice(["N", "N", "Y"])))
            c = ("cron[%s] %s pulled -> /data/mcx/%s_%s.csv\n%s\nrows=%d exceptions=0 routed=0 dur=%.1fs" % (
                r.choice(["mrg-sync", "bhav", "span"]), what, what.split()[0].lower().replace(" ", "_"),
                "20261207", "\n".join(rows), r.randrange(900, 4000), r.uniform(1, 14)))
            self.add(t, "cron", c, kind="noise")
        # a routing cron status that routed nothing
        for h in (10, 15, 21):
            self.add(self.at(h, r.randrange(0, 59)), "cron",
                     "router sweep %02d:%02d | inbox=%d | routed=0 | skipped_dupes=%d | next=+60m" % (
                         h, r.randrange(60), r.randrange(0, 5), r.randrange(0, 3)), kind="noise")
        # CI / deploy
        self.add(self.at(6, r.randrange(60)), "ci",
                 "deploy odin-bridge v3.%d.%d -> prod ✅ (commit %07x, %d tests passed)" % (
                     r.randrange(10, 20), r.randrange(0, 9), r.randrange(16 ** 7), r.randrange(180, 260)),
                 kind="noise")
        self.add(self.at(6, r.randrange(60)), "ci",
                 "CI rms-guard #%d passed | lint ok | coverage %.1f%% | image rms-guard:%s" % (
                     r.randrange(1400, 1900), r.uniform(78, 91), "2026.12.%02d" % r.randrange(1, 8)), kind="noise")
        # price alerts
        alerts = [("GOLD27FEBFUT", self.gold, 100), ("SILVER27MARFUT", self.silver, 500),
                  ("CRUDEOIL26DECFUT", self.crude, 50), ("NATURALGAS26DECFUT", self.ng, 5),
                  ("COPPER26DECFUT", self.copper, 5), ("USDINR26DECFUT", self.usdinr, 0.1)]
        for _ in range(r.randrange(10, 14)):
            sym, px, step = r.choice(alerts)
            lvl = round(px + r.choice([-2, -1, 1, 2]) * step, 4 if sym.startswith("USD") else 2)
            lvl_s = comma(lvl) if isinstance(px, int) else str(lvl)
            self.add(self.rand_time(9, 24), "alert", "🔔 %s %s %s | ltp %s" % (
                sym, r.choice(["crossed", "touched", "broke below", "above"]), lvl_s, lvl_s), kind="noise")
        # PnL snapshots
        for h in (11, 14, 17, 20, 23):
            t = self.at(h, r.randrange(30, 58))
            lines = ["PnL snapshot %02d:%02d IST — acct %s" % (h, r.randrange(60), self.acct),
                     "```", "%-20s %6s %12s %12s" % ("contract", "net", "avg", "mtm(INR)")]
            for sym, px in [("GOLD27FEBFUT", self.gold), ("SILVER27MARFUT", self.silver),
                            ("CRUDEOIL26DECFUT", self.crude), ("USDINR26DECFUT", self.usdinr)]:
                net = r.choice([-5, -3, -2, 2, 3, 4]) if not sym.startswith("USD") else -r.choice([40, 50, 60])
                lines.append("%-20s %6d %12s %12s" % (sym, net, px, inr(r.randrange(-90000, 140000))))
            lines += ["```", "realised=%s unrealised=%s brokerage=%s" % (
                inr(r.randrange(-50000, 200000)), inr(r.randrange(-100000, 150000)), inr(r.randrange(800, 4200)))]
            self.add(t, "rms", "\n".join(lines), kind="noise")
        # reconnects
        recon = []
        for i in range(r.randrange(3, 5)):
            t = self.rand_time(0, 24)
            recon.append(self.add(t, "odin", "⚠️ ODIN gateway disconnected (code %d), reconnecting... attempt %d" % (
                r.choice([1006, 1011, 4002]), i + 1), kind="noise"))
        self.recon = recon
        for _ in range(3):
            t = self.rand_time(9, 23)
            lines = ["ODIN session resync complete — %d open orders, %d trades replayed" % (r.randrange(2, 6), r.randrange(4, 14))]
            for _i in range(r.randrange(6, 10)):
                sym = r.choice(["GOLD27FEBFUT", "SILVER27MARFUT", "CRUDEOIL26DECFUT", "GOLDM27JANFUT", "USDINR26DECFUT"])
                lines.append("  replay ord#%d %s %s qty=%d st=%s seq=%d" % (
                    self.ord_base - r.randrange(1, 10 ** 6), sym, r.choice(["B", "S"]), r.randrange(1, 6),
                    r.choice(["TRADED", "CANCELLED", "OPEN"]), r.randrange(10 ** 5, 10 ** 6)))
            lines.append("  checksum ok | gap_fill=none | resync_ms=%d" % r.randrange(300, 4000))
            self.add(t, "odin", "\n".join(lines), kind="noise")
        # stack traces
        for _ in range(2):
            t = self.rand_time(9, 24)
            tb = ("Traceback (most recent call last):\n"
                  '  File "/opt/bridge/odin/feed.py", line %d, in _on_tick\n'
                  "    self.book[tok].update(pkt)\n"
                  '  File "/opt/bridge/odin/book.py", line %d, in update\n'
                  "    px = int(pkt['ltp']) / 100\n"
                  '  File "/opt/bridge/odin/packet.py", line %d, in __getitem__\n'
                  "    raise KeyError(k)\n"
                  "KeyError: 'ltp'\n"
                  "token=%d exch=MCX seg=FO — packet dropped, feed continues (%d drops in last 5m)" % (
                      r.randrange(80, 300), r.randrange(20, 140), r.randrange(10, 90),
                      r.randrange(200000, 470000), r.randrange(1, 9)))
            self.add(t, "odin", tb, kind="noise")
        # acks (standalone or on chat)
        self.ack_pool = ["ok", "thx", "👍", "haan", "done bhai", "🙏", "theek hai", "ok noted", "hmm", "👌",
                         "sahi", "lol", "😂", "ji", "ok ji", "thanks yaar", "✅", "haan dekh liya"]

    def acks_on(self, targets):
        r = self.r
        for tgt in targets:
            who = r.choice(["priya", "sunil", "vikram", "rakesh"])
            self.add(self.later(tgt["t"], 10, 300), who, r.choice(self.ack_pool), ref=tgt, kind="noise")

    # ------------------------------------------------------------- neutral chat
    def chat_block(self):
        r = self.r
        g, s, c = self.gold, self.silver, self.crude
        T = [
            lambda: "aaj DXY %s pe hai, gold pe thoda pressure dikh raha" % self.dxy,
            lambda: "comex gold $%s, import parity ~%s aa raha hai" % (self.comex, comma(g + r.randrange(-150, 150))),
            lambda: "MCX terminal phir se slow hai kya? mera market watch refresh nahi ho raha 😤",
            lambda: "silver ka OI dekho, %s lakh lots tak chala gaya kal se" % round(r.uniform(0.2, 0.9), 2),
            lambda: "crude ka range aaj %s-%s lag raha, brent %s" % (c - 60, c + 70, self.brent),
            lambda: "rupee %s pe open hua, RBI ka haath dikh raha 84.6 ke paas" % self.usdinr,
            lambda: "natgas mein aaj volatility pagal hai yaar, 10 min mein 6 rupees",
            lambda: "zaveri bazaar mein physical pe $%d discount chal raha abhi bhi" % r.randrange(4, 22),
            lambda: "feb-apr gold spread %d pe hai, kal %d tha" % (self.gold_apr - g, self.gold_apr - g + r.randrange(-40, 40)),
            lambda: "chai aa gayi ☕ kisko chahiye",
            lambda: "bhai ye ODIN ka naya build mein F3 order book kholta hai ab, pehle F4 tha",
            lambda: "copper LME %s$ chal raha, china data kal hai" % comma(r.randrange(8600, 9900)),
            lambda: "US jobless claims aaj 7 baje IST hai na?",
            lambda: "volume kam hai aaj, sab log Fed ka wait kar rahe",
            lambda: "gold mini aur gold ka basis %d rupees, normal hi hai" % r.randrange(5, 60),
            lambda: "kal ka bhavcopy download hua? mere folder mein nahi dikh raha",
            lambda: "silver/gold ratio %s, historical avg se upar" % round(s / g * 10 / 1.0 / 10, 2),
            lambda: "crude inventory data kal raat ko hai (API), aaj nahi",
            lambda: "lunch ke baad market thoda dead ho jata hai, 3 baje tak",
            lambda: "mera net slow hai, hotspot pe hu, agar order chahiye to sunil ko bolo",
            lambda: "ye RMS wala margin_util jo dikhata hai usme tender period margin include hai kya?",
            lambda: "aaj zinc mein kuch nahi ho raha, flat %s" % self.zinc,
            lambda: "ETF outflow ka data dekha? SPDR holdings thoda gire",
            lambda: "bhai ye paise wala format 7125000 kyu aata hai RMS mein, confuse ho jata hu 71250 hai na",
            lambda: "haan paise mein hai, /100 karo",
            lambda: "aaj shaadi season demand strong hai, jewellers bol rahe",
            lambda: "silverm ka liquidity aaj theek hai, spread 2-3 rupees",
            lambda: "DGCX pe bhi gold same move kar raha",
            lambda: "crude calendar dec-jan %d pe" % r.randrange(-30, 45),
            lambda: "aaj sab kuch Fed ke bolne pe depend hai, raat 12:30 IST",
            lambda: "koi bata sakta hai MCX ka holiday list 2027 aa gaya?",
            lambda: "yaar ye news bot bahut spam kar raha aaj",
            lambda: "US 10y %s%% pe, gold ke liye theek nahi" % round(r.uniform(3.8, 4.7), 2),
            lambda: "gold options mein IV %d%% chal raha, cheap hai" % r.randrange(11, 19),
            lambda: "OI build-up silver mein short side dikh raha",
            lambda: "market watch mein GOLDGUINEA kisne add kiya 😂",
            lambda: "vikram tu kal ka PnL sheet bhej de mail pe",
            lambda: "bhej diya",
            lambda: "aaj raat ko kaun rukega US session ke liye?",
            lambda: "main ruk jaunga 11:30 tak",
            lambda: "rupee weak ho raha to MCX gold ko support milta hai, comex flat hone ke bawajood",
            lambda: "brent-wti spread %s$" % round(r.uniform(3.1, 4.8), 2),
        ]
        long_T = [
            lambda: ("comex wrap (vikram):\n- gold $%s (%+.1f%%), silver $%s\n- DXY %s, US10y %s%%\n- brent %s, WTI %s\n"
                     "- INR %s, NDF 1m %s\nMCX pe effect: gold opening %s ke aas paas, silver %s. Overnight kuch khaas nahi hua, "
                     "bas Fed speakers ka noise tha. Asian session mein China ka buying thoda dikh raha tha SGE premium se." % (
                         self.comex, r.uniform(-1, 1), round(r.uniform(27, 33), 2), self.dxy, round(r.uniform(3.8, 4.7), 2),
                         self.brent, round(self.brent - r.uniform(3, 5), 2), self.usdinr, round(self.usdinr + 0.08, 4),
                         comma(g), comma(s))),
            lambda: ("yaad rahe sab log — GOLDM JAN ka tender period agle hafte se hai, delivery margin ka dhyan rakhna. "
                     "Last time bahut confusion hua tha, RMS mein tender margin alag line mein dikhta hai. "
                     "Exchange circular bhi aaya tha is baare mein, link group mein daala tha."),
            lambda: ("aaj ka calendar: 13:30 China trade data, 18:30 ECB minutes, 19:00 US claims, 20:30 EIA natgas, 00:30 Fed speaker. "
                     "Bullion ke liye sabse important Fed wala hai, crude ke liye kal ka API/EIA. Sab log apne alerts set kar lo."),
        ]
        n = r.randrange(52, 62)
        chats = []
        for i in range(n):
            who = r.choice(["priya", "sunil", "vikram", "vikram", "rakesh", "priya", "anjali"])
            chats.append(self.add(self.rand_time(8, 24) if r.random() < 0.9 else self.rand_time(0, 8), who,
                                  r.choice(T)()))
        for f in long_T:
            self.add(self.rand_time(8, 11), r.choice(["vikram", "rakesh"]), f())
        self.add(self.rand_time(18, 21), "vikram", long_T[0]().replace("comex wrap", "evening comex wrap"))
        self.acks_on(r.sample(chats, 11))
        # standalone acks
        for _ in range(r.randrange(5, 8)):
            self.add(self.rand_time(9, 23), r.choice(["sunil", "vikram", "priya"]), r.choice(self.ack_pool), kind="noise")

    # ------------------------------------------------------------- near misses
    def near_miss_block(self):
        r = self.r
        g, s, c = self.gold, self.silver, self.crude
        lvl72 = r.choice(["72k", "72,000", "72500"])
        items = [
            ("agar gold %s pe gaya to short karte, abhi nahi" % lvl72, "hypothetical agar..to short karte", "vikram"),
            ("kya crude mein 5 lot short karna chahiye? %d ke upar resistance lag raha" % (c + 80),
             "question about a short, no decision", "vikram"),
            ("pichle saal isi time slvr 3 lot short kiya tha 74k pe, 2k ka loss hua tha 😅", "last-year history trade", "sunil"),
            ("Ahmedabad desk ne subah 20 lot gold feb buy kiya @%s, unka book hai apna nahi" % comma(g - 90),
             "other desk's trade", "priya"),
            ("client Kothari ji ka 10 lot silverm buy hua %d pe, unke account mein" % (s - 120),
             "client trade not desk's", "sunil"),
            ("practice a/c mein crude 5 lot short kiya %d pe, dekhte hai kya hota 😂" % (c + 20), "paper trade in practice account", "vikram"),
            ("backtest: gold 20DMA cross strat, 2019-2025, hit rate %d%%, avg +%d/lot, max DD %s" % (
                r.randrange(51, 62), r.randrange(180, 520), inr(r.randrange(150000, 420000))), "backtest result", "analyst"),
            ("sl %d sensible rahega shayad gold ke liye? bas soch raha hu" % (g - 400), "stop suggestion without decision", "vikram"),
            ("agar Fed hawkish raha to silver 84k tak aa sakta, tab dekhenge", "conditional view no decision", "priya"),
            ("kal ka fill tha gld 2 lot @%s, aaj ka nahi" % comma(g - 210), "yesterday's fill retold", "sunil"),
            ("what if hum natgas mein straddle le? IV %d%% hai" % r.randrange(55, 80), "what-if options idea", "vikram"),
            ("2013 mein gold 26k se 33k gaya tha 3 mahine mein, log bhool jate hai", "distant history", "rakesh"),
            ("zinc buy karna chahiye kya? china stimulus aa raha", "question zinc buy", "vikram"),
            ("koi copper pe kaam kar raha? someone should look at copper %s" % self.copper, "someone-should-look", "priya"),
            ("Delhi wale prop desk ka crude mein 40 lot short hai, unka stop %d" % (c + 150), "other prop desk stop", "sunil"),
            ("tum log gold mein long ho to hedge kyun nahi? bas pooch raha hu", "question not decision", "anjali"),
            ("last Dec NG 4 lot buy kiya tha expiry pe, phas gaye the", "history NG trade", "rakesh"),
        ]
        self.near = {}
        for text, idiom, who in items:
            m = self.add(self.rand_time(9, 23), who, text, kind="near")
            self.near[idiom] = m
        # paper trade confirmation embed from the practice account
        t = self.rand_time(10, 22)
        pm = self.add(t, "odin", "", embeds=[{
            "title": "Order Confirmation [PRACTICE]", "description": "SIM account — not routed to exchange",
            "fields": [{"name": "Symbol", "value": "CRUDEOIL26DECFUT", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": "5", "inline": True},
                       {"name": "Price", "value": "%d.00" % (c + 20), "inline": True},
                       {"name": "Status", "value": "SIM-FILLED", "inline": True}],
            "footer": "ODIN SIM | acct PRAC01 | paper"}], kind="near")
        self.near["practice embed"] = pm
        # quoted / unrelated news
        unrel = [
            "📰 Sensex ends %d pts higher; IT stocks lead" % r.randrange(80, 600),
            "📰 Cotton Association trims crop estimate to %d lakh bales" % r.randrange(290, 320),
            "📰 Cardamom prices firm at Bodinayakanur auction on festive demand",
            "📰 Bitcoin slips below $%s as ETF flows turn negative" % comma(r.randrange(78000, 99000)),
            "📰 Reliance shares gain after retail arm update",
            "📰 Aluminium output in China hits record in November",
            "📰 Monsoon-hit rabi sowing catches up, says agri ministry",
        ]
        unrel += [
            "📰 Tata Steel Europe talks drag on; unions warn of strike",
            "📰 Mentha oil slips on weak export demand",
            "📰 Jeera futures hit upper circuit on NCDEX",
            "📰 Coffee board sees record robusta output",
            "📰 Japan's Nikkei ends at 3-week high on exporters",
            "📰 Rubber prices ease in Kottayam as supply improves",
        ]
        for u in r.sample(unrel, 10):
            m = self.add(self.rand_time(8, 23), "news", u + "\n> " + r.choice(self.news_filler), kind="near")
        self.near["unrelated news"] = m
        self.idioms.append((self.near["hypothetical agar..to short karte"], "Hinglish hypothetical 'agar X pe gaya to short karte'", "not_hard"))
        self.idioms.append((self.near["paper trade in practice account"], "practice a/c paper trade in chat", "not_hard"))
        self.idioms.append((pm, "ODIN SIM/PRACTICE order embed", "not_hard"))
        self.idioms.append((self.near["other desk's trade"], "other desk's fill in Hinglish", "not_hard"))
        self.idioms.append((self.near["last-year history trade"], "pichle saal history trade", "not_hard"))
        self.idioms.append((self.near["client trade not desk's"], "client (Kothari ji) trade", "not_hard"))

    # ------------------------------------------------------------- long notes
    def _paras(self, k):
        r = self.r
        g, s, c = self.gold, self.silver, self.crude
        P = [
            "Overnight, COMEX gold traded in a $%d range and settled near $%s, with the dollar index firm at %s after stronger-than-expected services data. On MCX that translates to an implied open around %s for the February contract, adjusted for the rupee at %s. Physical discounts in Mumbai remain wide, which tells us local demand is not chasing the move yet." % (
                r.randrange(14, 40), self.comex, self.dxy, comma(g), self.usdinr),
            "Positioning: CFTC data (lagged a week) shows managed money net long in gold at roughly %dk contracts, near the upper end of the two-year range. That leaves the metal vulnerable to a washout if real yields back up, although the central bank bid has repeatedly absorbed such dips over the past year. ETF holdings were broadly unchanged on the week." % r.randrange(150, 260),
            "Silver continues to trade as a high-beta version of gold with an industrial overlay. The gold/silver ratio sits near %s. Chinese solar demand remains the swing factor; reports of inventory build at module makers argue against chasing strength above %s on MCX. Open interest in the March contract rose alongside price, which is constructive in the short run." % (
                round(r.uniform(78, 88), 1), comma(s + 900)),
            "Energy: Brent at $%s with the curve in mild backwardation. The market is looking through the headline OPEC+ rhetoric and focusing on non-OPEC supply growth. MCX crude in rupee terms sits at %s, and our short is in the money on the week. The December contract expires later this month, so the roll calendar matters for liquidity from next week." % (
                self.brent, comma(c)),
            "Natural gas remains weather-driven. The latest 6-10 day outlook shifted colder for the US Northeast, but storage is still comfortably above the five-year average. MCX natgas near %s offers poor risk/reward for either side ahead of the Thursday storage print; intraday ranges of 4-6%% are common this week." % self.ng,
            "Base metals: copper at %s on MCX is tracking LME, which has been range-bound as traders wait for Chinese credit data. Zinc near %s is quiet. Neither is in the book; both remain on the watchlist." % (
                self.copper, self.zinc),
            "Rupee: USDINR near %s with the RBI visibly smoothing moves on both sides. Forward premia have eased slightly. Our small NSE futures hedge offsets the dollar component of the bullion book; its sizing is reviewed weekly rather than daily unless the rupee moves more than 30 paise." % self.usdinr,
            "Calendar: US jobless claims and a Fed speaker during the Indian evening, EIA natural gas storage on Thursday, and China trade data at 13:30 IST. Liquidity on MCX is typically thin between 13:00 and 15:00 IST; larger orders should be worked in the 09:00-11:00 or 18:30-21:00 IST windows.",
            "Risk: desk MTM stands at %s against the intraday limit, and margin utilisation at %d%%. Tender-period margins for GOLDM January begin next week, which would raise utilisation mechanically if the position is not rolled. The risk engine will resize any order that breaches the per-contract exposure cap rather than reject it outright." % (
                inr(r.randrange(-150000, 250000)), r.randrange(35, 70)),
            "Technicals: February gold has held the %s area three times in the past two weeks; a daily close below it would open %s. On the upside, %s has capped rallies since mid-November. The 20-day average is flattening, which historically precedes a range expansion rather than a trend continuation." % (
                comma(g - 350), comma(g - 900), comma(g + 600)),
            "Flows: domestic gold ETFs saw modest inflows last week per AMFI, while import data for November suggests jewellers restocked ahead of the wedding season. The import duty structure is unchanged, and there is no policy event on the domestic calendar that we are aware of before the budget.",
            "Seasonality: December has historically been mixed for gold in rupee terms, with the wedding-season physical bid offset by year-end position squaring by global funds. Over the last ten years the median December return on MCX gold was modestly positive, but with a wide dispersion; this is context, not a signal.",
            "Microstructure: the MCX February gold order book shows thicker bids than offers within 50 rupees of the touch during the morning session, while the evening session is dominated by COMEX-linked arbitrage flows. Slippage on 3-5 lot clips has averaged under 8 rupees this month.",
            "Crude term structure: the December/January MCX spread has narrowed as expiry approaches; open interest is migrating to January at the usual pace. Any rally driven by short covering into expiry should be treated cautiously.",
            "Model view: our regime model keeps bullion in a 'range with upward drift' state with 62% probability, energy in 'downtrend' at 55%. These probabilities moved by less than three points overnight, so they do not change the book on their own.",
            "Rupee-gold link: a 10 paise move in USDINR shifts MCX gold by roughly 85-90 rupees per 10 grams at current prices. Because the hedge is sized on the dollar value of the bullion book, the combined position is largely insensitive to moderate rupee moves, which is intended.",
            "Cross-asset: equities are calm, Nifty implied vol is low, and credit spreads are tight. That backdrop rarely produces a sustained safe-haven bid; gold's strength has been more about central bank purchases and the dollar than about fear. A sharp equity drawdown would change that, but it is not our base case.",
        ]
        return r.sample(P, k)

    def long_note(self, t, title, decision_sentence, k_before, k_after, hard=None, kind="chat", idiom=None):
        paras = self._paras(k_before + k_after)
        before = paras[:k_before]
        after = paras[k_before:]
        # decision sentence is embedded inside a paragraph (mid-paragraph)
        if decision_sentence:
            host = after.pop(0) if after else before.pop()
            sents = host.split(". ")
            cut = max(1, len(sents) // 2)
            host = ". ".join(sents[:cut]) + ". " + decision_sentence + " " + ". ".join(sents[cut:])
            body = before + [host] + after
        else:
            body = before + after
        content = ("**%s**\n\n" % title + "\n\n".join(body) + "\n\nKey levels:\n" + self.levels_table() +
                   "\n\n— bullion-analyst (auto-generated, verify before acting)")
        return self.add(t, "analyst", content, kind=kind, hard=hard, idiom=idiom)

    def levels_table(self):
        r = self.r
        rows = ["```", "%-20s %10s %7s %10s %10s %10s %8s" % ("contract", "ltp", "chg%", "S1", "pivot", "R1", "OI chg")]
        for sym, px, st in [("GOLD27FEBFUT", self.gold, 120), ("GOLDM27JANFUT", self.goldm, 120),
                            ("SILVER27MARFUT", self.silver, 450), ("SILVERM27FEBFUT", self.silver - 260, 450),
                            ("CRUDEOIL26DECFUT", self.crude, 45), ("NATURALGAS26DECFUT", self.ng, 4),
                            ("COPPER26DECFUT", self.copper, 4), ("ZINC26DECFUT", self.zinc, 2),
                            ("USDINR26DECFUT", self.usdinr, 0.06)]:
            nd = 4 if sym.startswith("USD") else (2 if isinstance(px, float) else 0)
            f = lambda v: ("%." + str(nd) + "f") % v
            piv = px + r.uniform(-0.3, 0.3) * st
            rows.append("%-20s %10s %+6.2f%% %10s %10s %10s %+7.1f%%" % (
                sym, f(px + r.uniform(-0.2, 0.2) * st), r.uniform(-1.4, 1.4), f(piv - st), f(piv), f(piv + st), r.uniform(-6, 6)))
        rows.append("```")
        return "\n".join(rows)

    def digests(self):
        r = self.r
        comments = [
            "Flows quiet; most of the volume is in the front-month contracts.",
            "Bullion tracking COMEX tick for tick; rupee is the only local driver.",
            "Energy softer into the US open; natgas ranges widening as expected.",
            "No change to desk positions since the last digest.",
            "Liquidity thin in the lunch window; spreads on GOLDM wider than usual.",
            "Silver outperforming gold intraday; ratio compressing.",
            "US data in line; dollar barely moved, bullion flat.",
            "Options: gold Feb skew slightly to puts, IV unchanged.",
        ]
        for h in range(9, 24):
            t = self.at(h, r.randrange(0, 15))
            body = ("Desk digest %02d:00 IST — market snapshot\n%s\n%s %s\n\n" % (h, self.levels_table(), r.choice(comments), r.choice(comments)) +
                    "\n\n".join(self._paras(r.choice([2, 3]))) + "\n\nOpen items: %d | alerts last 2h: %d | "
                    "RMS util %.1f%% | news items relayed: %d\n(informational; no action implied)" % (
                        r.randrange(0, 4),
                        r.randrange(1, 9), r.uniform(30, 70), r.randrange(2, 9)))
            self.add(t, "analyst", body, kind="chat")

    def morning_note(self):
        r = self.r
        s = self.silver
        self.sil_px = s + r.randrange(150, 400)
        self.sil_sl = self.sil_px + r.randrange(550, 900)
        dec = ("Proposal for the desk: sell 1 lot SILVER27MARFUT at %s with a stop at %s, sized for the current margin headroom." % (
            comma(self.sil_px), comma(self.sil_sl)))
        t = self.at(8, r.randrange(5, 30))
        self.mnote = self.long_note(t, "Morning note — MCX bullion & energy, %s" % self.day_label(), dec, 5, 6,
                                    hard=self.hard("trade_proposal", ["sell", "1 lot", "SILVER27MARFUT", comma(self.sil_px), comma(self.sil_sl)], "buried"),
                                    idiom=("proposal buried mid-paragraph in LLM morning note", "trade_proposal"))
        self.pin(self.mnote, self.later(t, 300, 1200))
        self.react(self.mnote, self.later(t, 200, 900), "📌", AUTHOR_IDS["rakesh"])

    def day_label(self):
        d = datetime.fromtimestamp(self.t0 / 1000, tz=timezone.utc) + IST
        return d.strftime("%d %b %Y")

    def midday_note(self):
        r = self.r
        t = self.at(13, r.randrange(20, 50))
        dec = "Decision: routing the USDINR hedge rebalance to exec-agent for the 15:00 window; no change to the bullion legs."
        self.add_note_route = self.long_note(
            t, "Midday digest", dec, 4, 5,
            hard=self.hard("route_decision", ["routing", "USDINR hedge rebalance", "exec-agent"], "buried"),
            idiom=("route decision buried in midday digest", "route_decision"))

    def evening_note(self):
        r = self.r
        t = self.at(18, r.randrange(0, 25))
        # no decision at all: long analysis with trading words (near miss)
        m = self.long_note(t, "Evening outlook (US session)", None, 12, 0, kind="near")
        self.idioms.append((m, "long analyst note with levels but no decision", "not_hard"))
        self.long_note(self.at(7, r.randrange(0, 40)), "Weekly positioning & flows", None, 12, 0, kind="near")
        self.long_note(self.at(16, r.randrange(30, 55)), "Pre-US session check", None, 11, 0, kind="near")
        # EOD wrap with a buried thesis confirmation
        t2 = self.at(23, r.randrange(35, 55))
        self.gold_floor = comma(self.gold - r.randrange(400, 700))
        dec = ("On gold we are keeping the bullish view on GOLD27FEBFUT unchanged while %s holds on a closing basis; conviction is raised to high after today's ETF inflow print." % self.gold_floor)
        self.long_note(t2, "EOD wrap", dec, 4, 5,
                       hard=self.hard("thesis_update", ["bullish", "GOLD27FEBFUT", self.gold_floor, "conviction is raised to high"], "buried"))

    # ------------------------------------------------------------- risk
    def risk_block(self):
        r = self.r
        old = r.choice([500000, 600000, 750000])
        new = old - r.choice([100000, 150000, 200000])
        t = self.at(9, r.randrange(2, 12))
        m = self.add(t, "rms", "RMS limit_change acct=%s intraday_mtm_limit=%s -> %s by=anjali reason=\"Fed week\" effective=immediate" % (
            self.acct, inr(-old), inr(-new), ), kind="hard",
            hard=self.hard("risk_limit", ["intraday_mtm_limit", inr(-new), self.acct], "structured"),
            idiom=("RMS key=value limit_change with lakh-grouped INR", "risk_limit"))
        self.mtm_limit = new
        self.pin(m, self.later(t, 60, 600), "anjali")
        self.react(m, self.later(t, 30, 400), "📌", AUTHOR_IDS["rakesh"])
        # human sets a net cap in Hinglish
        self.crude_cap = r.choice([8, 10, 12])
        t2 = self.later(t, 300, 1500)
        self.add(t2, "anjali", "sab dhyan do: aaj se crude max %d lot net, koi upar nahi jayega. RMS mein bhi daal diya" % self.crude_cap,
                 kind="hard", hard=self.hard("risk_limit", ["crude max %d lot net" % self.crude_cap], "untagged"),
                 idiom=("Hinglish human risk cap 'max N lot net'", "risk_limit"))
        # breach in the evening (US data)
        t3 = self.at(20, r.randrange(31, 50))
        mtm = -(new + r.randrange(3000, 40000))
        self.breach = self.add(t3, "rms", "", embeds=[{
            "title": "⛔ MTM LIMIT BREACH", "description": "Intraday MTM breached. Account moved to square-off-only mode.",
            "fields": [{"name": "Account", "value": self.acct, "inline": True},
                       {"name": "MTM", "value": inr(mtm), "inline": True},
                       {"name": "Limit", "value": inr(-new), "inline": True},
                       {"name": "Action", "value": "SQUARE_OFF_ONLY", "inline": False}],
            "footer": "RMS Guard | rule MTM-01 | %s IST" % self.hhmmss(t3)}], kind="hard",
            hard=self.hard("risk_limit", ["MTM LIMIT BREACH", inr(mtm), inr(-new), "SQUARE_OFF_ONLY"], "embed"),
            idiom=("embed-only RMS breach with square-off mode", "risk_limit"))
        self.add(self.later(t3, 40, 200), "rakesh", "dekh raha hu 👀", ref=self.breach)

    # ------------------------------------------------------------- flows
    def odin_embed(self, t, sym, side, qty, px, status, oid, title="Order Confirmation", extra=None, ref=None,
                   hardtype="trade_confirmation", facts=None, idiom=None):
        fields = [{"name": "Exch", "value": "NSE-CD" if sym.startswith("USDINR") else "MCX", "inline": True},
                  {"name": "Symbol", "value": sym, "inline": True},
                  {"name": "Side", "value": side, "inline": True},
                  {"name": "Qty (lots)", "value": str(qty), "inline": True},
                  {"name": "Price", "value": px, "inline": True},
                  {"name": "Status", "value": status, "inline": True}]
        if extra:
            fields += extra
        emb = {"title": title, "author": "ODIN", "fields": fields,
               "footer": "ODIN | ord# %s | acct %s | %s" % (oid, self.acct, self.hhmmss(t))}
        return self.add(t, "odin", "", embeds=[emb], ref=ref, kind="hard",
                        hard=self.hard(hardtype, facts or [sym, side, px, oid], "embed"), idiom=idiom)

    def flow_gold(self):
        r = self.r
        g = self.gold
        px = g - r.randrange(20, 120)
        sl = px - r.randrange(300, 420)
        qty = r.choice([2, 3])
        t = self.at(9, r.randrange(15, 50))
        form = r.choice(["gld feb %d lot buy @%d sl %d", "gold feb %d lot b @%d, sl %d"])
        text = form % (qty, px, sl)
        side_word = "buy" if "buy" in form else "b"
        prop = self.add(t, "priya", text, kind="hard",
                        hard=self.hard("trade_proposal", ["feb", "%d lot" % qty, side_word, str(px), str(sl)], "shorthand"),
                        idiom=("Hinglish shorthand proposal 'gld feb 2 lot buy @71250 sl 70900'", "trade_proposal"))
        t2 = self.later(t, 30, 140)
        appr_txt = r.choice(["ok go 👍 %d lot hi" % qty, "haan chalo, %d lot bhej do" % qty])
        self.add(t2, "rakesh", appr_txt, ref=prop, kind="hard",
                 hard=self.hard("trade_approval", [appr_txt.split(",")[0].split(" 👍")[0], "%d lot" % qty], "reply"),
                 idiom=("short Hinglish reply approval 'ok go 👍'", "trade_approval"))
        self.react(prop, self.later(t2, 1, 30), "👍", AUTHOR_IDS["rakesh"])
        t3 = self.later(t2, 20, 90)
        oid = self.oid()
        self.odin_embed(t3, "GOLD27FEBFUT", "BUY", qty, "%d.00" % px, "OPEN", oid,
                        extra=[{"name": "Type", "value": "LIMIT", "inline": True}, {"name": "Validity", "value": "DAY", "inline": True}],
                        idiom=("ODIN order confirmation embed with fields+footer", "trade_confirmation"))
        t4 = self.later(t3, 40, 600)
        fpx = "%d.00" % (px - r.choice([0, 0, 1, 2]))
        line = "TRD | MCX | GOLD27FEBFUT | B | %d | %s | ord %s | exch %s | %s" % (qty, fpx, oid, self.exid(), self.hhmmss(t4))
        fill = self.add(t4, "odin", line, kind="hard",
                        hard=self.hard("trade_fill", ["GOLD27FEBFUT", "| B |", fpx, oid], "structured"),
                        idiom=("pipe-separated ODIN trade line 'TRD | MCX | ... | B |'", "trade_fill"))
        self.acks_on([fill])
        # stop set and moved twice by editing the same message
        t5 = self.later(t4, 120, 600)
        sl2 = sl + r.randrange(120, 200)
        sl3 = sl2 + r.randrange(100, 220)
        stop = self.add(t5, "priya", "gld feb sl %d rakha hai, system mein bhi daal diya" % sl, kind="hard",
                        hard=self.hard("stop_or_target_change", ["gld feb", "sl %d" % sl], "untagged"))
        self.edit(stop, self.at(12, r.randrange(0, 59)), "gld feb sl %d rakha hai, system mein bhi daal diya (moved up)" % sl2,
                  superseded=[str(sl)])
        self.edit(stop, self.at(17, r.randrange(0, 59)), "gld feb sl %d rakha hai, system mein bhi daal diya (moved up x2, trail)" % sl3,
                  superseded=[str(sl2)], new_facts=["gld feb", "sl %d" % sl3])
        self.idioms.append((stop, "stop moved twice by editing the same message", "stop_or_target_change"))
        self.pin(stop, self.later(t5, 30, 300), "rakesh")

    def flow_crude(self):
        r = self.r
        c = self.crude
        want = self.crude_cap + r.choice([3, 5])
        px = c + r.randrange(10, 60)
        tgt = px - r.randrange(120, 220)
        t = self.at(10, r.randrange(35, 59))
        text = ("crude dec mein short add karna chahiye, OPEC se kuch nahi niklega. main %d lot sell karna chahti hu %d pe, "
                "stop %d, target %d. inventory bhi build ho raha hai" % (want, px, px + 90, tgt))
        prop = self.add(t, "priya", text, kind="hard",
                        hard=self.hard("trade_proposal", ["crude dec", "%d lot sell" % want, str(px), "stop %d" % (px + 90)], "untagged"))
        # risk engine resize
        t2 = self.later(t, 40, 200)
        allowed = self.crude_cap - r.choice([2, 3])
        self.add(t2, "rms", "RMS action=RESIZE sym=CRUDEOIL26DECFUT side=SELL req_qty=%d allowed_qty=%d px=%d00 reason=net_cap_%d acct=%s" % (
            want, allowed, px, self.crude_cap, self.acct), kind="hard",
            hard=self.hard("risk_limit", ["RESIZE", "CRUDEOIL26DECFUT", "req_qty=%d" % want, "allowed_qty=%d" % allowed], "structured"),
            idiom=("risk engine RESIZE line with paise-style price", "risk_limit"))
        t3 = self.later(t2, 30, 160)
        self.add(t3, "rakesh", "theek hai %d lot hi karo, approved" % allowed, ref=prop, kind="hard",
                 hard=self.hard("trade_approval", ["%d lot" % allowed, "approved"], "reply"))
        t4 = self.later(t3, 20, 80)
        oid = self.oid()
        self.odin_embed(t4, "CRUDEOIL26DECFUT", "SELL", allowed, "%d.00" % px, "ACCEPTED", oid)
        t5 = self.later(t4, 30, 300)
        part = allowed // 2
        pline = "[PARTIAL FILL] CRUDEOIL26DECFUT SELL %d/%d @ %d.00 ord %s" % (part, allowed, px, oid)
        self.add(t5, "odin", pline, kind="hard",
                 hard=self.hard("trade_fill", ["CRUDEOIL26DECFUT", "SELL", "%d/%d" % (part, allowed), "%d.00" % px], "tagged"))
        t6 = self.later(t5, 60, 900)
        wrong_px = px - 1
        fl = self.add(t6, "odin", "[FILL] CRUDEOIL26DECFUT SELL %d @ %d.00 ord %s (complete)" % (allowed - part, wrong_px, oid), kind="hard",
                      hard=self.hard("trade_fill", ["CRUDEOIL26DECFUT", "SELL", str(allowed - part), "%d.00" % px], "tagged"))
        self.edit(fl, self.later(t6, 60, 240), "[FILL] CRUDEOIL26DECFUT SELL %d @ %d.00 ord %s (complete) — px corrected by bridge" % (
            allowed - part, px, oid), superseded=["%d.00" % wrong_px])
        self.idioms.append((fl, "bridge edits a fill to correct price", "trade_fill"))
        # later stop move (evening)
        t8 = self.at(19, r.randrange(5, 40))
        nsl = px + r.randrange(20, 60)
        self.add(t8, "sunil", "crude sl %d se %d kar diya, EIA se pehle tight" % (px + 90, nsl), kind="hard",
                 hard=self.hard("stop_or_target_change", ["crude sl", str(nsl)], "untagged"),
                 idiom=("Hinglish 'sl X se Y kar diya' stop move", "stop_or_target_change"))
        self.crude_px = px

    def flow_silver(self):
        r = self.r
        t = self.later(self.mnote["t"], 2400, 4000)
        appr = self.add(t, "rakesh", "approved ✅ slvr 1 lot, analyst wala level pe", ref=self.mnote, kind="hard",
                        hard=self.hard("trade_approval", ["approved", "slvr 1 lot"], "reply"))
        t2 = self.later(t, 60, 300)
        oid = self.oid()
        line = "ORD | MCX | SILVER27MARFUT | S | 1 | %d.00 | LIMIT | OPEN | ord %s" % (self.sil_px, oid)
        self.add(t2, "odin", line, kind="hard",
                 hard=self.hard("trade_confirmation", ["SILVER27MARFUT", "| S |", "%d.00" % self.sil_px, "OPEN", oid], "structured"))
        t3 = self.at(14, r.randrange(5, 40))
        cx = "ORD | MCX | SILVER27MARFUT | S | 1 | %d.00 | LIMIT | CANCELLED | ord %s | by user sunil" % (self.sil_px, oid)
        self.add(t3, "odin", cx, kind="hard",
                 hard=self.hard("trade_confirmation", ["SILVER27MARFUT", "CANCELLED", oid], "structured"),
                 idiom=("pipe line with CANCELLED status", "trade_confirmation"))
        self.add(self.later(t3, 20, 120), "sunil", "silver ka level nahi aaya aaj 🤷")
        # silver thesis change (human)
        t4 = self.at(15, r.randrange(10, 50))
        brk = comma(self.silver - r.randrange(600, 1100))
        self.add(t4, "priya", "silver pe ab bearish hu, %s tod diya to 84k tak jayega. view change" % brk, kind="hard",
                 hard=self.hard("thesis_update", ["silver", "bearish", brk], "untagged"),
                 idiom=("Hinglish view change 'ab bearish hu'", "thesis_update"))

    def flow_usdinr(self):
        r = self.r
        px = round(self.usdinr + r.choice([0.0025, 0.005, 0.0075]), 4)
        lots = r.choice([40, 50, 60])
        t = self.at(14, r.randrange(40, 58))
        prop = self.add(t, "sunil", "usdinr dec %d lot sell @%.4f hedge rebalance" % (lots, px), kind="hard",
                        hard=self.hard("trade_proposal", ["usdinr dec", "%d lot" % lots, "sell", "%.4f" % px], "shorthand"))
        t2 = self.later(t, 30, 120)
        self.add(t2, "rakesh", "👍 send it", ref=prop, kind="hard",
                 hard=self.hard("trade_approval", ["👍", "send it"], "reply"),
                 idiom=("emoji-only-ish approval reply '👍 send it'", "trade_approval"))
        t3 = self.later(t2, 30, 200)
        self.add(t3, "sunil", "isko exec-agent ko route kar raha hu, woh 15:00 window mein karega", ref=prop, kind="hard",
                 hard=self.hard("route_decision", ["exec-agent", "route kar raha hu"], "untagged"),
                 idiom=("Hinglish 'X ko route kar raha hu'", "route_decision"))
        t4 = self.at(15, r.randrange(2, 20))
        oid = self.oid()
        js = json.dumps({"evt": "fill", "exch": "NSE", "seg": "CD", "sym": "USDINR26DECFUT", "side": "SELL",
                         "qty_lots": lots, "px": "%.4f" % px, "ord": oid, "src": "exec-agent"}, separators=(",", ":"))
        self.add(t4, "exec", js, kind="hard",
                 hard=self.hard("trade_fill", ["USDINR26DECFUT", "SELL", str(lots), "%.4f" % px], "structured"),
                 idiom=("JSON fill line from exec agent (NSE CD)", "trade_fill"))

    def flow_ng(self):
        r = self.r
        px = round(self.ng + r.choice([-1.5, -0.8, 0.6]), 1)
        t = self.at(19, r.randrange(30, 55))
        prop = self.add(t, "vikram", "ng dec 4 lot buy %s? EIA se pehle, sl %s" % (px, round(px - 6, 1)), kind="hard",
                        hard=self.hard("trade_proposal", ["ng dec", "4 lot buy", str(px)], "shorthand"))
        t2 = self.later(t, 40, 200)
        rej = self.add(t2, "rakesh", "nahi, reject. ng mein EIA se pehle position nahi, watchlist pe hi rakho", ref=prop, kind="hard",
                 hard=self.hard("trade_approval", ["reject", "ng"], "reply"),
                 idiom=("Hinglish rejection reply 'nahi, reject'", "trade_approval"))
        self.add(self.later(t2, 20, 100), "vikram", "ok 👍", ref=rej, kind="noise")

    def flow_gold_put(self):
        r = self.r
        strike = (self.gold // 500) * 500 - 1000
        prem = r.randrange(280, 520)
        t = self.at(16, r.randrange(5, 35))
        prop = self.add(t, "priya", "[PROPOSAL] GOLD27FEB%dPE buy 2 lot @ %d — hedge for the long, Fed se pehle" % (strike, prem), kind="hard",
                        hard=self.hard("trade_proposal", ["[PROPOSAL]", "GOLD27FEB%dPE" % strike, "buy", "2 lot", "@ %d" % prem], "tagged"),
                        idiom=("[PROPOSAL]-tagged MCX option proposal", "trade_proposal"))
        t2 = self.later(t, 30, 150)
        self.add(t2, "rakesh", "ok go", ref=prop, kind="hard", hard=self.hard("trade_approval", ["ok go"], "reply"))
        t3 = self.later(t2, 30, 100)
        oid = self.oid()
        self.odin_embed(t3, "GOLD27FEB%dPE" % strike, "BUY", 2, "%d.00" % (prem - 60), "REJECTED", oid,
                        extra=[{"name": "Reason", "value": "16283: price outside DPR", "inline": False}],
                        facts=["GOLD27FEB%dPE" % strike, "REJECTED", "price outside DPR", oid])
        self.add(self.later(t3, 20, 90), "priya", "arre maine %d daal diya tha galti se, chhodo aaj" % (prem - 60))

    def flow_deleted_forgotten(self):
        r = self.r
        t = self.at(13, r.randrange(0, 20))
        cpx = round(self.copper + 0.5, 2)
        m = self.add(t, "vikram", "copper dec 1 lot buy %s sl %s" % (cpx, round(cpx - 6, 2)), kind="hard",
                     hard=self.hard("trade_proposal", ["copper dec", "1 lot buy", str(cpx)], "shorthand"))
        self.delete(m, self.later(t, 60, 200), "copper dec 1 lot buy %s" % cpx)
        self.add(self.later(t, 220, 400), "vikram", "sorry galat channel tha, ignore")
        # a fill line carrying a client code that compliance has erased
        t2 = self.at(11, r.randrange(0, 50))
        code = "CL%05d" % r.randrange(10000, 99999)
        gpx = self.goldm + r.randrange(-30, 30)
        f = self.add(t2, "odin", "TRD | MCX | GOLDM27JANFUT | B | 5 | %d.00 | ord %s | ucc %s" % (gpx, self.oid(), code), kind="hard",
                     hard=self.hard("trade_fill", ["GOLDM27JANFUT", "| B |", "%d.00" % gpx], "structured"))
        self.forget(f, self.later(t2, 1800, 5400), AUTHOR_IDS["anjali"], "ucc %s" % code)
        # a chat message with a phone number, forgotten
        t3 = self.at(12, r.randrange(10, 50))
        ph = "98%08d" % r.randrange(10 ** 7, 10 ** 8)
        p = self.add(t3, "sunil", "Kothari ji ka naya number %s, unko bata dena margin ke liye" % ph)
        self.forget(p, self.later(t3, 600, 3000), AUTHOR_IDS["anjali"], ph)
        # bulk delete of reconnect spam
        if len(self.recon) >= 3:
            tb = max(m["t"] for m in self.recon[:3]) + r.randrange(60000, 600000)
            snippets = [m["content"][:40] for m in self.recon[:3]]
            self.bulk_delete(self.recon[:3], tb, snippets)
        # a deleted noise message
        n = self.add(self.at(22, r.randrange(60)), "vikram", "test test ignore 🙈")
        self.delete(n, self.later(n["t"], 10, 60), "test test ignore 🙈")

    # ------------------------------------------------------------- news
    def news_emb(self, t, title, desc, src, hard=None, kind="chat", idiom=None):
        return self.add(t, "news", "", embeds=[{"title": title, "description": desc,
                                                 "footer": "%s · %s IST" % (src, self.hhmmss(t))}],
                        kind=kind, hard=hard, idiom=idiom)

    news_filler = [
        "Traders said volumes were below average ahead of key US data later in the week, and several dealers cited thin liquidity during the Asian afternoon. Analysts polled earlier this month expected the range to hold into the year-end.",
        "Market participants were also watching the dollar and US Treasury yields, which have been the main drivers of precious metals in recent sessions. Physical demand in India was described as steady but price-sensitive.",
        "The move came amid broader caution across commodities; hedge funds have trimmed net long positions in recent weeks, according to the latest positioning data. Some brokers expect volatility to rise into the central bank meeting.",
        "Officials declined to comment. Industry consultants said the outlook for the first quarter remained uncertain, with inventories, freight costs and currency moves all in play.",
    ]

    def news_block(self):
        r = self.r
        held = [
            ("Fed's %s says policy 'well positioned', signals patience on cuts; gold dips" % r.choice(["Waller", "Logan", "Goolsbee"]),
             "Spot gold slipped %.1f%% after the remarks; MCX gold February futures fell to %s." % (r.uniform(0.2, 0.8), comma(self.gold - 140)),
             ["Fed", "gold", "MCX gold February"]),
            ("Gold ETF holdings rise for third straight week, SPDR adds %.1f t" % r.uniform(1.5, 6),
             "Global gold ETF flows turned positive again; Indian gold ETFs also saw inflows per AMFI.",
             ["Gold ETF", "SPDR"]),
            ("OPEC+ sources: no new cuts planned at next meeting; Brent slips to $%s" % round(self.brent - 0.6, 2),
             "Crude futures on MCX dropped towards %s as delegates played down deeper cuts." % comma(self.crude - 40),
             ["OPEC+", "Brent", "Crude futures on MCX"]),
            ("RBI seen selling dollars near 84.6 to cap rupee weakness — traders",
             "USDINR futures on NSE eased to %s after state-run banks offered dollars." % self.usdinr,
             ["RBI", "USDINR futures"]),
            ("Silver hits 2-week high as China solar installations beat forecasts",
             "MCX silver March rose to %s; industrial demand outlook improved." % comma(self.silver + 350),
             ["Silver", "MCX silver March"]),
            ("US crude inventories rise %.1f mln bbl, API data show" % r.uniform(1, 5),
             "Oil extended losses after the industry data; official EIA numbers due later.",
             ["US crude inventories", "API"]),
        ]
        watch = [
            ("LME copper climbs as China credit data beats estimates",
             "MCX copper December rose to %s per kg." % self.copper, ["LME copper", "MCX copper December"]),
            ("Zinc smelter outage in Peru tightens concentrate market",
             "Treatment charges fell; MCX zinc at %s." % self.zinc, ["Zinc smelter", "MCX zinc"]),
            ("US natgas futures jump %d%% on colder 6-10 day forecast" % r.randrange(3, 8),
             "MCX natural gas December traded near %s." % self.ng, ["US natgas futures", "MCX natural gas December"]),
        ]
        nh = self.opt["held"]
        picks = r.sample(held, nh)
        for i, (title, desc, facts) in enumerate(picks):
            t = self.rand_time(8, 24)
            if r.random() < 0.5:
                self.news_emb(t, title, desc + " " + r.choice(self.news_filler), r.choice(["Reuters", "Bloomberg", "ET Markets", "Moneycontrol"]), kind="hard",
                              hard=self.hard("held_position_news", facts[:2] if facts[0] in title else facts, "embed"),
                              idiom=("news embed on held contract's underlying (Fed/OPEC/ETF)", "held_position_news") if i == 0 else None)
            else:
                content = "📰 %s\n> %s %s\n_src: %s_" % (title, desc, r.choice(self.news_filler), r.choice(["Reuters", "Bloomberg", "PTI", "Mint"]))
                self.add(t, "news", content, kind="hard", hard=self.hard("held_position_news", facts, "untagged"))
        nw = self.opt["watch"]
        for title, desc, facts in r.sample(watch, nw):
            t = self.rand_time(8, 24)
            content = "📰 %s\n> %s %s" % (title, desc, r.choice(self.news_filler))
            self.add(t, "news", content, kind="hard", hard=self.hard("watchlist_news", facts, "untagged"),
                     idiom=("news headline on a watchlist metal (not held)", "watchlist_news"))
        # generic colour (not hard): market wrap
        for _ in range(r.randrange(4, 7)):
            t = self.rand_time(8, 24)
            self.add(t, "news", r.choice(self.news_filler[:2]) and "%s\n> %s" % (r.choice([
                "📰 Asian markets mixed ahead of US data; dollar steady",
                "📰 Rupee opens flat; forex traders await US jobs data",
                "📰 Global markets: stocks edge up as traders weigh rate path",
                "📰 Commodities wrap: mixed session as dollar holds gains",
                "📰 India's services PMI eases to %s in November" % round(r.uniform(57, 61), 1),
                "📰 Wheat futures steady in Chicago; Black Sea supply eyed",
            ]), r.choice(self.news_filler)), kind="noise")

    def route_thesis_block(self):
        r = self.r
        # no-route from analyst on a zinc alert
        t = self.at(11, r.randrange(10, 50))
        self.add(t, "analyst", "Triage: ZINC26DECFUT alert (vol spike %.1fx) — not actionable for this book; no route, closing." % r.uniform(2, 4),
                 kind="hard", hard=self.hard("no_route_decision", ["ZINC26DECFUT", "no route"], "untagged"),
                 idiom=("agent triage 'no route, closing'", "no_route_decision"))
        # human no-route in Hinglish, replying to a news item / alert
        t2 = self.at(20, r.randrange(0, 25))
        na = self.add(t2, "alert", "🔔 NATURALGAS26DECFUT broke above %s | ltp %s" % (round(self.ng + 4, 1), round(self.ng + 4.3, 1)), kind="noise")
        self.add(self.later(t2, 30, 200), "rakesh", "ye ng alert skip karo, kuch nahi karna, kisi ko route mat karo", ref=na, kind="hard",
                 hard=self.hard("no_route_decision", ["skip karo", "kuch nahi karna"], "reply"),
                 idiom=("Hinglish 'skip karo, kuch nahi karna' no-route reply", "no_route_decision"))
        # crude thesis confirmed
        t3 = self.at(21, r.randrange(5, 55))
        if self.opt["crude_thesis"]:
            self.add(t3, "rakesh", "crude short ka thesis abhi bhi valid hai, OPEC ne kuch nahi kiya — conviction same, hold", kind="hard",
                 hard=self.hard("thesis_update", ["crude short", "thesis", "conviction same"], "untagged"))
        # route to person
        t4 = self.at(9, r.randrange(30, 59))
        if self.opt["route_tag"]:
            self.add(t4, "analyst", "[ROUTE] GOLDM27JANFUT tender-period roll → @Sunil dealer (owner), due before %s" % r.choice(["Thu", "Fri"]),
                     kind="hard", hard=self.hard("route_decision", ["[ROUTE]", "GOLDM27JANFUT", "Sunil dealer"], "tagged"))

    def thread_block(self):
        r = self.r
        t = self.at(10, r.randrange(0, 25))
        self.thread_start = t
        spread = self.gold_apr - self.gold
        starter = self.add(t, "rakesh", "gold feb → apr roll discussion thread 🧵", kind="chat")
        self.thread_starter = starter
        T = "thread"
        ms = []
        ms.append(self.add(self.later(t, 20, 120), "priya", "spread abhi %d hai, kal %d tha. thoda wait karein?" % (spread, spread + 25), chan=T))
        ms.append(self.add(self.later(t, 200, 400), "vikram", "feb expiry 5 feb ko hai, tender period jan end se", chan=T))
        ms.append(self.add(self.later(t, 500, 700), "analyst",
                           "Carry check: implied annualised carry on the FEB/APR spread is %.2f%% vs MIBOR %.2f%%; rolling now is fair value, no edge in waiting." % (
                               r.uniform(6.5, 8.2), r.uniform(6.4, 6.9)), chan=T))
        roll = self.add(self.later(t, 800, 1000), "priya",
                        "roll karte hai: gold feb 3 lot sell, gold apr 3 lot buy, spread %d limit" % spread, chan=T, kind="hard",
                        hard=self.hard("trade_proposal", ["gold feb 3 lot sell", "gold apr 3 lot buy", "spread %d" % spread], "untagged"),
                        idiom=("two-leg roll proposal inside a thread", "trade_proposal"))
        ap = self.add(self.later(t, 1100, 1400), "rakesh", "roll approved, spread %d tak chalega" % (spread + 30), ref=roll, chan=T, kind="hard",
                      hard=self.hard("trade_approval", ["roll approved", "spread %d" % (spread + 30)], "reply"))
        ms.append(self.add(self.later(t, 1500, 1700), "sunil", "ok kal subah karta hu liquidity mein", chan=T))
        ms.append(self.add(self.later(t, 1800, 2400), "vikram", "👍", chan=T, kind="noise"))
        ms.append(self.add(self.later(t, 2500, 3500), "priya", "spread %d aaya to aaj hi kar de kya?" % (spread - 20), chan=T, kind="near"))

    def structure_extras(self):
        r = self.r
        # a few reactions on random chat / near messages
        pool = [m for m in self.msgs if m["chan"] == "main" and m["who"] in ("priya", "vikram", "sunil")]
        for m in r.sample(pool, min(6, len(pool))):
            self.react(m, self.later(m["t"], 5, 600), r.choice(["😂", "🔥", "👀", "💯"]),
                       AUTHOR_IDS[r.choice(["rakesh", "priya", "sunil"])])


# ----------------------------------------------------------------- assembling
def _emb_text(embs):
    out = []
    for e in embs:
        for k in ("title", "description", "author", "footer", "url"):
            if e.get(k):
                out.append(str(e[k]))
        for f in e.get("fields", []):
            out.append(str(f.get("name", "")))
            out.append(str(f.get("value", "")))
    return "\n".join(out)


def _build_day(seed, ch_idx, day_idx, day_start_ms):
    rng = random.Random("mcxhl|%d|%d|%d" % (seed, ch_idx, day_idx))
    b = DayBuilder(rng, ch_idx, day_idx, day_start_ms)
    b.build()
    return b


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ch in range(channels):
        cid = channel_id(ch)
        worker = 1 + (ch % 30)
        for d in range(days):
            day_start = end_ms - (days - d) * 86400000
            b = _build_day(seed, ch, d, day_start)
            # clamp into the day and make times unique & strictly increasing
            for m in b.msgs:
                m["t"] = min(max(m["t"], day_start + 1000), day_start + 86400000 - 5000)
            msgs = sorted(b.msgs, key=lambda m: (m["t"], m["ord"]))
            last = -1
            for m in msgs:
                if m["t"] <= last:
                    m["t"] = last + 1
                last = m["t"]
            # thread id: snowflake just after its starter
            tst = b.thread_starter
            thread_id = str(_sf(tst["t"] + 1, (worker + 7) % 32, 0))
            # ensure thread messages after starter
            seq = 0
            for m in msgs:
                seq += 1
                m["id"] = str(_sf(m["t"], worker, (d * 4096 + seq) & 0x1FFFF))
                m["cid"] = thread_id if m["chan"] == "thread" else cid
            for m in msgs:
                msg = {"id": m["id"], "author_id": AUTHOR_IDS[m["who"]], "author_name": AUTHORS[m["who"]][0],
                       "author_bot": AUTHORS[m["who"]][1], "created_at": iso(m["t"]), "content": m.get("orig_content", m["content"]),
                       "attachments": [], "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] else None,
                       "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["cid"], "message": msg}
                if m["chan"] == "thread":
                    ev["parent_channel_id"] = cid
                events.append((m["t"], 0, ev, m))
            # ops
            for (t, kind, tgt, extra) in b.ops:
                t = min(t, day_start + 86400000 - 1)
                if kind == "edit":
                    t = max(t, tgt["t"] + 1000)
                    ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": tgt["cid"], "message_id": tgt["id"],
                          "edited_at": iso(t), "content": extra}
                elif kind == "delete":
                    t = max(t, tgt["t"] + 1000)
                    ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": tgt["cid"], "message_id": tgt["id"], "deleted_at": iso(t)}
                elif kind == "bulk_delete":
                    t = max([t] + [x["t"] + 1000 for x in tgt])
                    ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["cid"],
                          "message_ids": [x["id"] for x in tgt], "deleted_at": iso(t)}
                elif kind == "forget":
                    t = max(t, tgt["t"] + 1000)
                    ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": tgt["cid"], "message_id": tgt["id"],
                          "requested_by": extra, "at": iso(t)}
                elif kind == "pin":
                    t = max(t, tgt["t"] + 1000)
                    ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": tgt["cid"], "message_id": tgt["id"],
                          "by": AUTHOR_IDS[extra], "at": iso(t)}
                else:
                    t = max(t, tgt["t"] + 1000)
                    ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": tgt["cid"], "message_id": tgt["id"],
                          "emoji": extra[0], "user_id": extra[1], "at": iso(t)}
                events.append((t, 1, ev, None))
            # labels
            for m in msgs:
                if m["hard"]:
                    labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"],
                                                  "event_type": m["hard"]["event_type"], "facts": m["hard"]["facts"],
                                                  "phrasing": m["hard"]["phrasing"], "final_state": m["state"]})
                for s in m["superseded"]:
                    labels["superseded_facts"].append([m["cid"], m["id"], s])
                if m["state"] in ("live", "edited"):
                    if m["kind"] == "noise":
                        labels["noise_message_ids"].append(m["id"])
                    elif m["kind"] == "near":
                        labels["near_miss_ids"].append(m["id"])
            labels["removed_texts"].extend(b.removed)
            if ch == 0 and d == 0:
                seen, nh, hh = set(), [], []
                for m, name, exp in b.idioms:
                    if m["state"] in ("live", "edited") and name not in seen:
                        seen.add(name)
                        (nh if exp == "not_hard" else hh).append({"message_id": m["id"], "idiom": name, "expected": exp})
                groups = {}
                for row in hh:
                    groups.setdefault(row["expected"], []).append(row)
                picked = []
                while len(picked) < 13 and any(groups.values()):
                    for k in list(groups):
                        if groups[k] and len(picked) < 13:
                            picked.append(groups[k].pop(0))
                labels["idioms"] = nh[:7] + picked
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [ev for _, _, ev, _ in events], "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(description=DESK)
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
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
