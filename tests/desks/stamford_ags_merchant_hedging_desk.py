"""Desk generator: a Stamford grain/oilseed merchant's hedging desk.

CBOT corn/wheat/soybeans/meal/oil futures and options, basis bought from country
elevators, Gulf FOB export sales, Panamax freight, BRL/ARS NDF hedges and a crush
margin book.  Standard library only; output is a pure function of the arguments.

    python -m tests.desks.stamford_ags_merchant_hedging_desk --out cap.jsonl --labels labels.json
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "stamford_ags_merchant_hedging_desk"
GUILD_ID = "1241876093318745102"
BASE_CHANNELS = ["1241877514029183006", "1241877699152613437", "1241878021540977764",
                 "1241878310926889001"]
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 9, 5, 0, 0, tzinfo=timezone.utc)  # midnight ET, Dec 9

PEOPLE = {
    "lead": ("1138442906517348362", "Walt Kowalczyk", False),
    "merch": ("1141903827750051860", "Dana Pruitt", False),
    "crush": ("1152286140937117747", "Priya Raman", False),
    "export": ("1160019385522774066", "Luis Ferreira", False),
    "fx": ("1163374102285936731", "Marta Quiroga", False),
    "ops": ("1170935621184032808", "Kevin O'Hanlon", False),
    "riskh": ("1174450987312287814", "Sam Whitcomb", False),
    "quant": ("1209384715530047528", "quant-agent", True),
    "fcm": ("1211570398412918834", "FCM GiveUp", True),
    "oms": ("1213094466328807464", "oms-router", True),
    "limits": ("1214882037716254790", "limits-bot", True),
    "news": ("1216003928345260094", "ag-wire", True),
    "bridge": ("1218837260411863072", "ib-bridge", True),
    "hb": ("1220154872730304523", "feedhealth", True),
    "cron": ("1221093384101777460", "cron", True),
    "ci": ("1222648810295378000", "ci-deploy", True),
    "alerts": ("1223370956113403914", "px-alerts", True),
    "pnl": ("1224019473865412678", "pnl-snap", True),
    "exec": ("1225581234001934376", "exec-agent", True),
}
HUMANS = ["lead", "merch", "crush", "export", "fx", "ops", "riskh"]

FRAC = {0: "", 25: " 1/4", 50: " 1/2", 75: " 3/4"}
TICK = {0: "0", 25: "2", 50: "4", 75: "6"}


def channel_id(idx):
    if idx < len(BASE_CHANNELS):
        return BASE_CHANNELS[idx]
    return str(1241878310926889001 + idx * 104729 * 1000003 + 7919 * idx * idx)


def cbot(c):
    """cents (multiple of 0.25) -> '4.52 1/4'"""
    q = int(round(c * 4))
    whole = q // 4
    fr = (q % 4) * 25
    return "%d.%02d%s" % (whole // 100, whole % 100, FRAC[fr])


def tick(c):
    """cents -> CBOT tick notation 452'2"""
    q = int(round(c * 4))
    return "%d'%s" % (q // 4, TICK[(q % 4) * 25])


def fixpx(c):
    return ("%.2f" % c).rstrip("0").rstrip(".") if c != int(c) else "%d" % int(c)


def spc(c):
    """spread in cents (positive) -> '9 1/2'"""
    q = int(round(abs(c) * 4))
    return "%d%s" % (q // 4, FRAC[(q % 4) * 25])


def snowflake(dt, worker, seq):
    ms = int(dt.timestamp() * 1000)
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 4095)


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


class Msg(object):
    __slots__ = ("k", "t", "who", "content", "embeds", "ref", "thread", "hard", "near",
                 "noise", "edits", "deleted", "forgot", "pinned", "id", "attachments")

    def __init__(self, k, t, who, content, embeds, ref, thread):
        self.k, self.t, self.who, self.content, self.embeds = k, t, who, content, embeds
        self.ref, self.thread = ref, thread
        self.hard, self.near, self.noise = None, False, False
        self.edits, self.deleted, self.forgot, self.pinned = [], None, None, False
        self.id, self.attachments = None, None

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


class Day(object):
    def __init__(self, rng, start, ch_idx, day_idx):
        self.rng, self.start, self.ch_idx, self.day_idx = rng, start, ch_idx, day_idx
        self.msgs, self.ops, self.idioms, self.superseded = [], [], [], []
        self.used_ms = set()

    # ---- time helpers
    def et(self, h, m=0.0, jit=40.0):
        t = self.start + timedelta(hours=h, minutes=m, seconds=self.rng.uniform(0, jit))
        return self._uniq(t)

    def after(self, other, lo, hi):
        t = (other.t if isinstance(other, Msg) else other) + timedelta(seconds=self.rng.uniform(lo, hi))
        return self._uniq(t)

    def _uniq(self, t):
        t = t.replace(microsecond=(t.microsecond // 1000) * 1000 + 0)
        t = t + timedelta(milliseconds=self.rng.randint(0, 999) - t.microsecond // 1000)
        ms = int(t.timestamp() * 1000)
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)

    def curve_time(self):
        weights = [0.3, 0.3, 0.3, 0.4, 0.5, 1.0, 3, 6, 6, 9, 9, 7, 7, 8, 8, 5, 5, 2.5, 2.5,
                   1.5, 1.5, 0.7, 0.7, 0.5]
        h = self.rng.choices(range(24), weights=weights)[0]
        return self.et(h, self.rng.uniform(0, 59), 59)

    # ---- posting
    def post(self, who, t, content="", embeds=None, ref=None, thread=None):
        m = Msg(len(self.msgs), t, who, content, embeds, ref, thread)
        if ref is not None and ref.t >= t:
            raise ValueError("reply before referent")
        self.msgs.append(m)
        return m

    def hard(self, m, etype, facts, phrasing):
        m.hard = {"event_type": etype, "facts": list(facts), "phrasing": phrasing}
        return m

    def idiom(self, m, name, expected):
        self.idioms.append((m, name, expected))

    def edit(self, m, t, content, old_level=None):
        m.edits.append((t, content))
        self.ops.append({"t": t, "op": "edit", "msg": m, "content": content})
        if old_level is not None:
            self.superseded.append((m, old_level))

    def delete(self, m, t):
        m.deleted = t
        self.ops.append({"t": t, "op": "delete", "msg": m})

    def bulk(self, ms, t):
        for m in ms:
            m.deleted = t
        self.ops.append({"t": t, "op": "bulk_delete", "msgs": ms})

    def forget(self, m, t, by):
        m.forgot = t
        self.ops.append({"t": t, "op": "forget", "msg": m, "by": by})

    def pin(self, m, t):
        m.pinned = True
        self.ops.append({"t": t, "op": "pin", "msg": m})

    def react(self, m, t, emoji, who):
        self.ops.append({"t": t, "op": "reaction_add", "msg": m, "emoji": emoji, "who": who})


# ---------------------------------------------------------------------------
# text pools

ELEVATORS = ["Mason City Farmers Coop", "Ottawa River Terminal", "Fort Dodge West",
             "Decatur Shuttle Loader", "Tuscola Grain", "Kankakee Farmers Elevator",
             "Seneca River Terminal", "Gibson City Coop", "Pontiac Grain Co", "Havana IL barge loader",
             "Mankato Shuttle", "Marshall MN Coop"]
OTHER_MERCHANTS = ["Ridgeway", "Halvorsen Ag", "Delta Export Co", "Pampa Trading", "Lakemont Grain",
                   "Norcross Commodities"]
UNHELD_NEWS = [
    ("oats", "CBOT oats Mar settle 3.18 3/4, up 4 1/2c; Canadian oat stocks (StatCan) seen 2.9 mt, below trade est of 3.1 mt."),
    ("rough rice", "Rough rice Jan slips to 13.42/cwt; Arkansas mills report thin export demand into Central America."),
    ("cotton", "ICE cotton Mar 66.80c/lb, export sales 212,400 bales upland, Vietnam and Pakistan lead."),
    ("sorghum", "USDA export sales: sorghum net 41,300 t 2026/27, China 38,000 t; shipments 96,200 t."),
    ("live cattle", "CME live cattle Feb 228.45, cash trade light at $231 live in Nebraska; boxed beef choice -1.12."),
    ("sugar", "ICE raw sugar Mar 15.62c, UNICA: CS Brazil crush 2H Nov 1.9 mt cane, ATR 141 kg/t."),
    ("cocoa", "Cocoa London Mar GBP 4,980, Ivory Coast arrivals 1.02 mt season-to-date vs 0.98 mt last year."),
    ("canola meal", "Statistics Canada: crush 1.04 mt in October, record for the month; meal exports to US steady."),
]


WIRE_TAILS = [
    "Traders said fund positioning was little changed ahead of the monthly supply/demand report and volume was below the 20-day average.",
    "Analysts polled ahead of the data had expected a modestly larger figure; the market reaction was muted in thin holiday-season trade.",
    "Separately, the agency said it would publish revised methodology notes for the series in January, with no change to historical data.",
    "Market participants noted the figure is seasonally volatile and cautioned against reading too much into a single week.",
    "The report also showed cumulative commitments running slightly behind the pace needed to meet the official forecast.",
]


def gen_day(seed, ch_idx, day_idx, start, cid):
    rng = random.Random("%d|%d|%s|%s" % (seed, ch_idx, (start + timedelta(hours=12)).strftime("%Y%m%d"), DESK))
    D = Day(rng, start, ch_idx, day_idx)
    R = rng
    date_s = (start + timedelta(hours=12)).strftime("%m/%d")
    dow = (start + timedelta(hours=12)).strftime("%A")

    # ---- market levels for the day
    zc = 440 + R.randint(0, 88) * 0.25
    zs_f = 1080 + R.randint(0, 240) * 0.25
    zs_h = zs_f + 10 + R.randint(0, 12) * 0.25
    zm = round(300 + R.uniform(0, 30), 1)
    zl = round(48 + R.uniform(0, 6), 2)
    zw = 530 + R.randint(0, 160) * 0.25
    brl = round(5.35 + R.uniform(0, 0.3), 4)
    ars = round(1480 + R.uniform(0, 80), 2)
    p6 = 13500 + R.randint(0, 12) * 125
    ord_base = R.randint(310000, 489000)
    oid = [0]

    def new_oid():
        oid[0] += R.randint(3, 41)
        return "STM-%d" % (ord_base + oid[0])

    def gu():
        return "GU%06d" % R.randint(100000, 999999)

    def fix_ts(t):
        return t.strftime("%Y%m%d-%H:%M:%S.") + "%03d" % (t.microsecond // 1000)

    # ======================= NOISE =======================
    # hourly market-data heartbeat
    up_h = R.randint(20, 90)
    for h in range(24):
        t = D.et(h, R.uniform(0, 1.5), 30)
        lat = R.uniform(1.8, 4.9)
        m = D.post("hb", t, "feedhealth ok | md=CME MDP3 A/B | lat %.1fms p99 %.1fms | gaps 0 | uptime %dh%02dm | "
                   "chans=310,312,344 | drop_copy=up | fcm_sftp=ok | basis_db=ok | q_depth=%d"
                   % (lat, lat * R.uniform(2.1, 3.4), up_h + h, R.randint(0, 59), R.randint(0, 12)))
        m.noise = True
    for h in (2, 8, 14, 20):
        m = D.post("limits", D.et(h, 5, 60),
                   "status=OK checks=%d breaches=0 var_1d_99=%s util=%d%%" %
                   (R.randint(140, 190), "{:,}".format(R.randint(2900, 4400) * 1000), R.randint(58, 83)))
        m.noise = True
    crons = [
        (1.5, "cron: settle_marks job finished in %.1fs (rows=%d) ✅" % (R.uniform(20, 60), R.randint(14000, 22000))),
        (4.0, "cron: basis_sync pulled %d open contracts from merch system, 0 errors, 2 warnings (missing delivery period)" % R.randint(280, 360)),
        (6.25, "cron: route_sweep done — 0 routed, 0 pending, 3 stale items archived"),
        (9.0, "cron: fcm_recon started (FCM statements vs OMS) …"),
        (9.2, "cron: fcm_recon finished: %d trades matched, 0 breaks" % R.randint(30, 80)),
        (15.5, "cron: eod_positions snapshot written to s3://stm-ags-risk/positions/%s.parquet" % start.strftime("%Y%m%d")),
        (17.75, "cron: route_sweep done — 0 routed, 1 pending (waiting on human)"),
        (23.0, "cron: nightly_vacuum ok, freed 1.2 GB"),
    ]
    for h, txt in crons:
        D.post("cron", D.et(h, 0, 90), txt).noise = True
    sha = "%07x" % R.randint(0, 0xFFFFFFF)
    cis = [
        (7.1, "ci-deploy: build #%d passed (main@%s) → staging" % (4400 + R.randint(0, 300), sha)),
        (7.4, "ci-deploy: staging smoke tests 58/58 ✅"),
        (12.3, "ci-deploy: build #%d FAILED (main@%07x) — test_crush_margin_rounding" % (4401 + R.randint(0, 300), R.randint(0, 0xFFFFFFF))),
        (12.9, "ci-deploy: build #%d passed → prod (limits-bot v3.%d.%d)" % (4402 + R.randint(0, 300), R.randint(1, 9), R.randint(0, 20))),
    ]
    for h, txt in cis:
        D.post("ci", D.et(h, 0, 120), txt).noise = True
    alerts = [
        (3.3, "🔔 ZCH7 traded %s (alert level)" % cbot(zc - 2)),
        (8.9, "🔔 ZSF7 crossed %s, last %s" % (cbot(zs_f + 5), cbot(zs_f + 5.25))),
        (9.6, "🔔 ZLH7 > %.2f" % (zl + 0.5)),
        (10.4, "🔔 USDBRL spot %.4f (+0.6%%)" % (brl + 0.03)),
        (11.1, "🔔 ZMH7 %.1f new session low" % (zm - 2.3)),
        (12.6, "🔔 ZWH7 crossed %s" % cbot(zw + 6)),
        (13.8, "🔔 ZCH7/ZCK7 spread -%s" % spc(R.randint(30, 48) * 0.25)),
        (14.3, "🔔 board crush Jan %.2f" % R.uniform(1.25, 1.7)),
        (21.2, "🔔 ZSH7 overnight %s" % cbot(zs_h - 3.5)),
    ]
    for h, txt in alerts:
        D.post("alerts", D.et(h, 0, 200), txt).noise = True
    for h in (9.0, 12.0, 14.5, 17.0):
        tot = R.randint(-900, 1400) * 1000
        e = {"title": "PnL snapshot %s ET" % ("%02d:%02d" % (int(h), int((h % 1) * 60))),
             "fields": [{"name": "Hedge book", "value": "{:+,}".format(tot), "inline": True},
                        {"name": "Crush", "value": "{:+,}".format(R.randint(-300, 400) * 1000), "inline": True},
                        {"name": "FX", "value": "{:+,}".format(R.randint(-120, 120) * 1000), "inline": True},
                        {"name": "Basis MTM", "value": "{:+,}".format(R.randint(-400, 600) * 1000), "inline": True}],
             "footer": "marks: CBOT live · basis marks 06:00 ET · USD"}
        D.post("pnl", D.et(h, 0, 60), "", [e]).noise = True
    rc = D.post("bridge", D.et(5.6, 0, 300), "⚠️ bridge: websocket closed (1006 abnormal closure), reconnecting in 5s…")
    rc.noise = True
    D.post("bridge", D.after(rc, 6, 9), "bridge: reconnected, resumed session seq=%d, backfilled 4 msgs" % R.randint(80000, 99000)).noise = True
    rc2 = D.post("oms", D.et(19.9, 0, 200), "FIX session STMFRD->CMEG logout (35=5) — scheduled; reconnect at 19:00 CT")
    rc2.noise = True
    D.post("oms", D.after(rc2, 1500, 2000), "FIX session STMFRD->CMEG logon OK (35=A) seq reset 1").noise = True
    tr = D.post("quant", D.et(11.6, 0, 300),
                "```\nTraceback (most recent call last):\n  File \"/srv/quant/spreads/carry.py\", line 212, in refresh\n"
                "    fair = self.curve.fwd(leg.expiry) - self.storage_cost(leg)\n  File \"/srv/quant/spreads/curve.py\", line 88, in fwd\n"
                "    raise StaleCurveError(f\"curve {self.name} older than {self.max_age}s\")\n"
                "StaleCurveError: curve ZC_SETTLE older than 900s\n\nDuring handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n  File \"/srv/quant/agent/loop.py\", line 141, in tick\n    self.refresh_all()\n"
                "  File \"/srv/quant/agent/loop.py\", line 97, in refresh_all\n    s.refresh()\n"
                "  File \"/srv/quant/spreads/carry.py\", line 219, in refresh\n    self.log.warn(\"fallback to intraday\", extra=self.ctx)\n"
                "  File \"/usr/lib/python3.11/logging/__init__.py\", line 1509, in warning\n    self._log(WARNING, msg, args, **kwargs)\n"
                "KeyError: 'leg'\n```\nretrying with intraday marks")
    tr.noise = True
    # bulk-deleted spam burst
    burst = []
    b0 = D.et(3.9, 0, 300)
    for i in range(4):
        bm = D.post("oms", D.after(b0, 1 + i * 2, 2 + i * 2),
                    "ERROR drop-copy: seq gap detected expected=%d got=%d — resend request sent (attempt %d)" %
                    (77120 + i, 77121 + i + R.randint(1, 3), i + 1))
        bm.noise = True
        burst.append(bm)
    D.bulk(burst, D.after(burst[-1], 400, 900))

    # ======================= MORNING: news overnight =======================
    flash_t = R.choice([132000, 198000, 264000, 120000, 330000])
    dest = R.choice(["China", "unknown destinations", "China", "Mexico"])
    n1 = D.post("news", D.et(8.0, 0, 30),
                "[AG-WIRE] USDA daily export sale: %s t soybeans for delivery to %s during the 2026/27 marketing year. "
                "That is the %s flash sale in a row; trade chatter says PNW loading Jan." % ("{:,}".format(flash_t), dest,
                                                                                                  R.choice(["third", "second", "fourth"])) + " " + R.choice(WIRE_TAILS))
    D.hard(n1, "held_position_news", ["soybeans", "{:,}".format(flash_t) + " t", dest], "tagged")
    D.idiom(n1, "USDA flash sale on a held crop (beans via crush longs)", "held_position_news")

    palm_chg = R.choice([-8.4, -6.1, 4.2, -11.3, 7.9])
    n2 = D.post("news", D.et(3.1, 0, 600), "", [{
        "title": "Malaysia palm oil exports 1-%s Dec" % (start + timedelta(hours=12)).strftime("%d"),
        "description": "Cargo surveyor ITS: shipments of Malaysian palm oil products %+.1f%% m/m. FCPO Feb %s ringgit." %
                       (palm_chg, "{:,}".format(R.randint(3900, 4500))),
        "author": "ag-wire", "footer": "source: ITS / Bursa · delayed"}])
    D.hard(n2, "watchlist_news", ["palm oil", "%+.1f%%" % palm_chg, "FCPO"], "embed")

    duty = R.choice([24, 22, 26, 20])
    n3 = D.post("news", D.et(6.3, 0, 400),
                "Argentina: Economy Ministry decree cuts export duty on soybean meal and soyoil to %d%% from %d%%, "
                "effective immediately. Rosario crushers expected to step up meal offers for Feb/Mar FOB Up River. The decree also trims the duty on soybeans by one point; "
                "farm groups called it insufficient. " % (duty, duty + 2) + R.choice(WIRE_TAILS))
    D.hard(n3, "held_position_news", ["soybean meal", "soyoil", "%d%%" % duty], "untagged")

    bage = R.randint(62, 84)
    n4 = D.post("news", D.et(2.2, 0, 900),
                "Buenos Aires Grain Exchange crop progress: Argentina soybean planting %d%% complete (+%d pts wk), corn %d%%. "
                "Condition: soy 81%% normal-excellent. Topsoil moisture short in S. Cordoba." % (bage, R.randint(6, 12), bage + 9))
    n4.near = True  # colour on Argentine crop, desk holds no Argentine product
    # watchlist #2
    wl2 = R.choice([("Dalian soymeal", "limit up", "DCE soymeal May hits limit up (+4%) on Argentine dryness; "
                     "Chinese crushers' meal stocks at 0.61 mt, lowest since August. Analysts in Shanghai cite slow Brazilian "
                     "arrivals in January and a firmer CNY basis."),
                    ("Matif rapeseed", "EUR 478.25", "Matif rapeseed Feb EUR 478.25, +6.50, highest in three weeks as "
                     "Australian canola harvest disappoints in WA and EU crush margins firm. Open interest up 4,100 lots."),
                    ("ICE canola", "C$ 641.30", "ICE canola Jan C$ 641.30 up 9.10, crush margins firm; Canadian "
                     "commercial stocks down 7% w/w per CGC, exports to China still halted by anti-dumping duty.")])
    if R.random() < 0.75:
        n5 = D.post("news", D.et(1.4, 0, 900), "%s — %s" % (wl2[0], wl2[2]))
        D.hard(n5, "watchlist_news", [wl2[0], wl2[1]], "untagged")

    # unheld crop news (near misses)
    unheld = list(UNHELD_NEWS)
    R.shuffle(unheld)
    for i, (crop, txt) in enumerate(unheld[:7]):
        m = D.post("news", D.et(R.choice([0.6, 2.8, 7.2, 8.6, 10.3, 13.5, 15.2, 16.4, 19.1, 21.5]), R.uniform(0, 50), 60),
                   "[AG-WIRE] %s %s" % (txt, R.choice(WIRE_TAILS)))
        m.near = True
        if i == 0:
            D.idiom(m, "wire item on a crop with no desk position", "not_hard")
    # overnight GTC fill (order from yesterday)
    if R.random() < 0.5:
        on_oid = new_oid()
        on_px = zc + 1.25
        on_q = R.choice([40, 50, 60, 75])
        f0 = D.post("fcm", D.et(4.7, 0, 900), "", [{
            "title": "Give-up fill · ZCH7", "description": "Overnight session, GTC order working since prior day",
            "author": "Prairie Clearing LLC",
            "fields": [{"name": "Contract", "value": "ZCH7", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": str(on_q), "inline": True},
                       {"name": "Price", "value": cbot(on_px), "inline": True},
                       {"name": "Account", "value": "STM-HEDGE-01", "inline": True}],
            "footer": "order %s · %s · exec broker NORTHFIELD" % (on_oid, gu())}])
        D.hard(f0, "trade_fill", ["ZCH7", "SELL", str(on_q), cbot(on_px)], "embed")

    # overnight wheat news held
    if R.random() < 0.4:
        quota = R.choice([10.6, 11.2, 9.8, 12.0])
        n6 = D.post("news", D.et(5.2, 0, 900),
                    "Russia ag ministry sets Feb 15–Jun 30 grain export quota at %.1f mt, wheat share not split out. "
                    "Black Sea 12.5%% FOB quoted $%d. CBOT wheat firmer overnight." % (quota, R.randint(226, 244)))
        D.hard(n6, "held_position_news", ["wheat", "%.1f mt" % quota], "untagged")

    # ======================= MORNING NOTE (pinned) =======================
    short_zc = R.randint(1600, 2400)
    note = D.post("lead", D.et(6.55, 0, 120),
                  "BOOK %s — POSITIONS (FUT EQUIV)\n"
                  "CORN: SHORT %s ZCH7 VS %.1fM BU BASIS LONG. LONG 400 ZCH7 4.40 P\n"
                  "BEANS: LONG %d ZSF7 / LONG %d ZSH7 (CRUSH + BOOKED FOB)\n"
                  "MEAL: SHORT %d ZMH7   OIL: SHORT %d ZLH7\n"
                  "WHEAT: SHORT %d ZWH7 / LONG 150 KEH7\n"
                  "FX: SHORT USD/BRL 18M FEB NDF, LONG USD/ARS 4M JAN NDF\n"
                  "FREIGHT: LONG 40 DAYS P6 Q1\n"
                  "WATCH: FCPO, MATIF RAPESEED, ICE CANOLA, DALIAN MEAL\n"
                  "NO ONE ADDS RISK INTO THE REPORT WITHOUT ME." % (
                      date_s, "{:,}".format(short_zc), short_zc * 5000 / 1e6 * R.uniform(0.9, 1.0),
                      R.randint(250, 400), R.randint(150, 260), R.randint(200, 320), R.randint(180, 300),
                      R.randint(300, 520)))
    D.pin(note, D.after(note, 20, 60))
    D.react(note, D.after(note, 10, 19), "📌", "lead")

    # ======================= MERCH LONG POST (buried decision) =======================
    elev = R.sample(ELEVATORS, 5)
    bu1 = R.choice([45, 60, 35, 80, 50])
    hedge_q = int(bu1 * 1000 / 5000)
    merch_par = [
        "Morning all — country movement update from the Midwest side. Farmers are mostly sitting on their hands after the "
        "bounce last week; nobody wants to sell corn under $4.30 cash and most of the bushels that are moving are already "
        "contracted. Trucks into %s were maybe a third of normal yesterday, and that's with their bid %s over what it was "
        "on Friday." % (elev[0], R.choice(["2c", "3c", "4c", "a nickel"])),
        "Bean side is a little better. The processors at %s have been aggressive on nearby and that is pulling bushels "
        "away from the river. I talked to two of the bigger producers up there and they'll let some go if we see the Jan "
        "futures back near the high end of the range, otherwise they're comfortable storing into spring." % elev[1],
        "Rail: secondary shuttle cars for Jan are trading around $%d over tariff, down from $%d a week ago. "
        "Barge freight on the Illinois is %d%% of tariff for first-half Jan and the Mississippi at Memphis is at %.1f ft "
        "which is not great but it's not October either." % (R.randint(150, 400), R.randint(450, 700), R.randint(380, 560), R.uniform(-6, 4)),
        "%s called about storage — they're about 85%% full and asked whether we'd take some Jan bushels early at a "
        "discount. I told them I'd look at it but we're not in a hurry to own more flat corn into the holidays." % elev[2],
        "For what it's worth the crop in the northern part of the territory is bigger than people think. Yields I'm "
        "hearing around %d-%d on corn, beans in the high 50s. Lots of piles still on the ground in %s." % (
            R.randint(205, 215), R.randint(218, 235), R.choice(["Iowa", "southern Minnesota", "northern Illinois"])),
        "Basis spread to the Gulf: CIF NOLA corn is +%d H and the interior at %s is -%d H so the barge spread is wide "
        "enough to make the river work if freight cooperates." % (R.randint(70, 95), elev[3], R.randint(18, 34)),
        "Also a heads up that %s's scale is down again (their IT guy is on vacation) so their tickets today will be "
        "handwritten — Kevin, they'll email scans after lunch." % elev[4],
        "On sorghum: I've had a couple of calls from guys in Kansas asking for bids; not our thing right now, I told them "
        "to try the Hutchinson elevators.",
    ]
    buried_kind = R.choice(["proposal", "route"])
    if buried_kind == "proposal":
        buried = ("We bought %dk bu from %s yesterday that are still unhedged, so I'd like to sell %d ZCH7 at the market on "
                  "the open against them — Walt, need your ok on that one." % (bu1, elev[0], hedge_q))
        buried_facts = ["sell", "%d ZCH7" % hedge_q, "at the market"]
    else:
        buried = ("I'm handing the %s rail bid for Jan/Feb to Kevin in ops to book the cars and confirm the loading "
                  "window — Kevin, it's yours from here." % elev[3])
        buried_facts = ["%s rail bid" % elev[3], "Kevin"]
    R.shuffle(merch_par)
    paras = merch_par[:3] + [buried] + merch_par[3:7]
    mp = D.post("merch", D.et(7.15, 0, 300), "\n\n".join(paras) + "\n\nThat's it from me, more after lunch.")
    if buried_kind == "proposal":
        D.hard(mp, "trade_proposal", buried_facts, "buried")
        D.idiom(mp, "hedge sale buried mid long country-movement post", "trade_proposal")
        ok = D.post("lead", D.after(mp, 240, 600), R.choice(["OK GO", "OK. GO.", "OK GO. ON THE OPEN."]), ref=mp)
        D.hard(ok, "trade_approval", ["OK", "GO"], "reply")
    else:
        D.hard(mp, "route_decision", buried_facts, "buried")
        D.idiom(mp, "routing handoff buried in country-movement post", "route_decision")
        D.post("ops", D.after(mp, 300, 900), "got it, will call the railroad after 10", ref=mp)

    # ======================= OPEN: lead order, OMS, fills =======================
    sell_q = R.choice([150, 200, 250, 300])
    sell_px = zc + R.choice([0.75, 1.0, 1.5, 2.25])
    o1 = D.post("lead", D.et(9.4, 0, 120), "SELL %d ZCH7 @ %s GTC" % (sell_q, cbot(sell_px)))
    D.hard(o1, "trade_proposal", ["SELL", "%d ZCH7" % sell_q, cbot(sell_px), "GTC"], "shorthand")
    D.idiom(o1, "head-of-desk all-caps GTC order with fractional cents", "trade_proposal")
    oid1 = new_oid()
    a1 = D.post("oms", D.after(o1, 3, 9),
                "8=FIX.4.4|35=8|49=CMEG|56=STMFRD|11=%s|37=CME%09d|150=0|39=0|55=ZCH7|54=2|38=%d|40=2|44=%s|59=1|60=%s" %
                (oid1, R.randint(10 ** 8, 10 ** 9 - 1), sell_q, fixpx(sell_px), fix_ts(o1.t)))
    D.hard(a1, "trade_confirmation", [oid1, "55=ZCH7", "54=2", "38=%d" % sell_q], "structured")
    split = R.random() < 0.45
    q1 = R.randint(sell_q // 4, sell_q // 2) if split else 0
    q2 = sell_q - q1
    if split:
        fa = D.post("fcm", D.after(a1, 300, 1500), "", [{
            "title": "Give-up fill · ZCH7 (partial)", "author": "Prairie Clearing LLC",
            "fields": [{"name": "Contract", "value": "ZCH7", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": "%d of %d" % (q1, sell_q), "inline": True},
                       {"name": "Price", "value": cbot(sell_px), "inline": True}],
            "footer": "order %s · %s · exec broker NORTHFIELD" % (oid1, gu())}])
        D.hard(fa, "trade_fill", ["ZCH7", "SELL", "%d of %d" % (q1, sell_q), cbot(sell_px)], "embed")
    fb = D.post("fcm", D.after(a1, 1200, 3900), "", [{
        "title": "Give-up fill · ZCH7", "author": "Prairie Clearing LLC",
        "fields": [{"name": "Contract", "value": "ZCH7", "inline": True},
                   {"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Qty", "value": "%d of %d" % (q2, sell_q), "inline": True},
                   {"name": "Price", "value": cbot(sell_px), "inline": True},
                   {"name": "Status", "value": "COMPLETE", "inline": True}],
        "footer": "order %s · %s · avg %s" % (oid1, gu(), tick(sell_px))}])
    D.hard(fb, "trade_fill", ["ZCH7", "SELL", "%d of %d" % (q2, sell_q), cbot(sell_px)], "embed")
    D.post("lead", D.after(fb, 30, 200), "ty").noise = True

    # basis purchase fills (untagged / forgotten one)
    if R.random() < 0.6:
        bfill_bu = R.choice(["25,000", "40,000", "55,000", "30,000"])
        bfill_b = R.choice(["-0.27", "-0.31", "-0.22", "-0.34"])
        bf = D.post("merch", D.et(10.6, 0, 900),
                    "bought %s bu #2 yellow corn from %s for Jan delivery at %s H — contract in the system as BC-%d" %
                    (bfill_bu, elev[1], bfill_b, R.randint(20000, 29999)))
        D.hard(bf, "trade_fill", ["bought", bfill_bu + " bu", elev[1], bfill_b + " H"], "untagged")
    fg = D.post("merch", D.et(13.2, 0, 900),
                "booked 12,000 bu beans from Gary Lindqvist (cell 515-555-0%03d, wants paid by ACH to his Hills Bank acct) "
                "at -0.48 F, Feb delivery to %s" % (R.randint(100, 999), elev[2]))
    D.hard(fg, "trade_fill", ["12,000 bu beans", "-0.48 F"], "untagged")
    D.forget(fg, D.after(fg, 500, 1500), PEOPLE["lead"][0])
    D.post("lead", D.after(fg, 1600, 2000), "DANA — NO FARMER PHONE/BANK IN CHAT. PUT IT IN THE CONTRACT SYSTEM.")
    D.post("merch", D.after(fg, 2100, 2600), "sorry! reposting without the personal stuff")
    fg2 = D.post("merch", D.after(fg, 2700, 3000),
                 "booked 12,000 bu beans from a Story County producer at -0.48 F, Feb delivery to %s (BC-%d)" %
                 (elev[2], R.randint(30000, 39999)))
    D.hard(fg2, "trade_fill", ["booked", "12,000 bu beans", "-0.48 F"], "untagged")

    # ======================= CRUSH THREAD =======================
    crush_q = R.choice([25, 40, 50, 60])
    margin = round(R.uniform(1.28, 1.62), 2)
    starter = D.post("crush", D.et(8.3, 0, 300),
                     "Opening a thread for the Jan/Mar crush book so the main channel stays readable 🧵")
    th = starter
    tm1 = D.post("crush", D.after(starter, 120, 400),
                 "Board crush Jan is %.2f this morning, Mar %.2f. Plant margins at Decatur are running a touch better than "
                 "board because meal basis is firm. The oil share is %.1f%% — still heavy on oil." % (
                     margin - 0.05, margin + 0.06, R.uniform(44, 49)), thread=th)
    cp = D.post("crush", D.after(tm1, 600, 1500),
                "I'd like to put on %d board crush Mar: buy %d ZSH7, sell %d ZMH7 and %d ZLH7, target a %.2f margin or "
                "better, working it as a spread not legs. Stop if board crush trades %.2f." % (
                    crush_q, crush_q, crush_q, crush_q, margin, margin - 0.12), thread=th)
    D.hard(cp, "trade_proposal", ["buy %d ZSH7" % crush_q, "sell %d ZMH7" % crush_q, "%d ZLH7" % crush_q,
                                  "%.2f margin" % margin], "untagged")
    D.idiom(cp, "crush spread proposal in prose inside a thread", "trade_proposal")
    lq = D.post("fx", D.after(cp, 60, 300), "looks interesting — what's the oil leg doing to the VaR?", ref=cp, thread=th)
    lq.near = True
    D.post("riskh", D.after(lq, 60, 300), "adds about $180k to crush VaR, inside the 3.5M", ref=lq, thread=th)
    ap_txt, ap_f = R.choice([("👍 send it", ["👍", "send it"]), ("👍 SEND IT", ["👍", "SEND IT"]),
                             ("APPROVED. SEND IT", ["APPROVED", "SEND IT"])])
    ap = D.post("lead", D.after(lq, 400, 900), ap_txt, ref=cp, thread=th)
    D.hard(ap, "trade_approval", ap_f, "reply")
    D.idiom(ap, "thumbs-up reply approval in thread", "trade_approval")
    oidc = [new_oid(), new_oid(), new_oid()]
    legs = [("ZSH7", "1", zs_h, crush_q), ("ZMH7", "2", zm, crush_q), ("ZLH7", "2", zl, crush_q)]
    lines = []
    for (sym, side, px, q), o in zip(legs, oidc):
        lines.append("35=8|11=%s|150=0|39=0|55=%s|54=%s|38=%d|40=2|44=%s|18=SPREAD|60=%s" % (
            o, sym, side, q, fixpx(px) if sym != "ZSH7" else fixpx(px), fix_ts(ap.t)))
    if R.random() < 0.75:
        ac = D.post("oms", D.after(ap, 20, 90), "ack crush spread (3 legs)\n" + "\n".join(lines), thread=th)
        D.hard(ac, "trade_confirmation", [oidc[0], "55=ZSH7", "55=ZMH7", "55=ZLH7"], "structured")
    fj = D.post("oms", D.after(ap, 500, 1900),
                '{"evt":"fill","ord":"%s","sym":"ZSH7","side":"B","qty":%d,"px":"%s","venue":"XCBT","spread_id":"CR-%d"}' %
                (oidc[0], crush_q, tick(zs_h), R.randint(1000, 9999)), thread=th)
    D.hard(fj, "trade_fill", [oidc[0], '"sym":"ZSH7"', '"side":"B"', '"px":"%s"' % tick(zs_h)], "structured")
    D.idiom(fj, "JSON fill line with CBOT tick notation", "trade_fill")
    if R.random() < 0.35:
        cf = D.post("crush", D.after(fj, 60, 240),
                    "crush done: %d Mar board at %.2f, all three legs filled. meal %.1f / oil %.2f" % (crush_q, margin + 0.01, zm, zl),
                    thread=th)
        D.hard(cf, "trade_fill", ["crush done", "%d Mar board" % crush_q, "%.2f" % (margin + 0.01)], "untagged")
    ssugg = D.post("riskh", D.after(fj, 400, 900),
                   "fwiw a stop at %.2f on the board would be sensible given where vol is" % (margin - 0.15), thread=th)
    ssugg.near = True
    D.idiom(ssugg, "'a stop at X would be sensible' with no decision", "not_hard")
    D.post("crush", D.after(ssugg, 100, 400), "yeah that's about where the spread stop in the proposal sits anyway", ref=ssugg, thread=th)
    if R.random() < 0.6:
        pull = D.post("crush", D.et(15.2, 0, 600),
                      "pulling the stop on the ZMH7 short leg — it's a crush hedge now, not a trade, so it rides with the spread",
                      thread=th)
        D.hard(pull, "stop_or_target_change", ["pulling the stop", "ZMH7"], "untagged")
        D.post("lead", D.after(pull, 60, 500), "👍", thread=th).noise = True

    # ======================= STOP EDITED TWICE =======================
    s1 = zs_h - R.choice([24, 26, 28])
    s2 = s1 + R.choice([5, 6])
    s3 = s2 + R.choice([5, 6, 7])
    st = D.post("lead", D.et(10.9, 0, 600), "STOP ON ZSH7 LONG: %s CLOSE ONLY" % cbot(s1))
    D.edit(st, D.after(st, 1800, 3600), "STOP ON ZSH7 LONG: %s CLOSE ONLY" % cbot(s2), cbot(s1))
    D.edit(st, D.et(14.6, 0, 900), "STOP ON ZSH7 LONG: %s CLOSE ONLY" % cbot(s3), cbot(s2))
    D.hard(st, "stop_or_target_change", ["STOP", "ZSH7", cbot(s3), "CLOSE ONLY"], "shorthand")
    D.idiom(st, "stop message edited in place twice", "stop_or_target_change")
    D.react(st, D.after(st, 30, 90), "📌", "lead")

    if R.random() < 0.5:
        tgt_old = round(zl - R.uniform(2.0, 2.8), 2)
        tgt_new = round(tgt_old + R.choice([0.4, 0.5, 0.6]), 2)
        tg = D.post("lead", D.et(13.6, 0, 600), "TARGET ZLH7 SHORT -> %.2f (WAS %.2f). TAKE HALF THERE." % (tgt_new, tgt_old))
        D.hard(tg, "stop_or_target_change", ["TARGET", "ZLH7", "%.2f" % tgt_new], "shorthand")

    # ======================= QUANT: CSV, tables, routing, thesis =======================
    sp_fh = -(R.randint(28, 44) * 0.25)
    qp = D.post("quant", D.et(9.9, 0, 400),
                "proposal,ts=%s,spread=ZSF7/ZSH7,side=buy,qty=%d,limit=%.4f,stop=%.4f,reason=roll_carry_z<-1.8" % (
                    fix_ts(D.et(9.9)), R.choice([100, 150, 200]), sp_fh / 100, (sp_fh - 2.25) / 100))
    qty_qp = qp.content.split("qty=")[1].split(",")[0]
    D.hard(qp, "trade_proposal", ["ZSF7/ZSH7", "side=buy", "qty=" + qty_qp, "limit=%.4f" % (sp_fh / 100)], "structured")
    D.idiom(qp, "agent CSV key=value spread proposal", "trade_proposal")
    rj_txt, rj_f = R.choice([("NO. NOT INTO THE REPORT.", ["NO", "NOT INTO THE REPORT"]),
                             ("NO — ROLL NEXT WEEK.", ["NO", "ROLL NEXT WEEK"]),
                             ("NOT TODAY. NO.", ["NOT TODAY", "NO"])])
    rj = D.post("lead", D.after(qp, 200, 900), rj_txt, ref=qp)
    D.hard(rj, "trade_approval", rj_f, "reply")
    D.idiom(rj, "caps one-word rejection by reply", "trade_approval")

    route_sp = R.choice(["ZCH7/ZCK7", "ZSF7/ZSH7", "ZWH7/ZWK7"])
    rt = D.post("quant", D.et(11.3, 0, 600),
                "route: item=roll %s tranche=1/3 -> exec-agent (TWAP 40m, max 25 lots/clip) | decided_by=quant-agent per desk roll calendar" % route_sp)
    D.hard(rt, "route_decision", ["roll %s" % route_sp, "-> exec-agent"], "structured")
    D.post("exec", D.after(rt, 5, 30), "exec-agent: accepted roll %s tranche 1/3, schedule starts %s CT" % (
        route_sp, (rt.t - timedelta(hours=6) + timedelta(minutes=2)).strftime("%H:%M")), ref=rt)

    if R.random() < 0.6:
        nr = D.post("quant", D.et(9.62, 0, 200),
                    "alert ZLH7 > %.2f evaluated: within plan band, no action, not routed" % (zl + 0.5))
        D.hard(nr, "no_route_decision", ["ZLH7", "no action", "not routed"], "structured")

    if R.random() < 0.45:
        conv_old = round(R.uniform(0.6, 0.8), 2)
        conv_new = round(conv_old - R.uniform(0.2, 0.35), 2)
        th_q = D.post("quant", D.et(16.1, 0, 900),
                      "thesis ZCK7/ZCN7 carry: conviction %.2f -> %.2f (export pace weaker than model, Gulf basis softening). "
                      "view unchanged direction (long carry), smaller." % (conv_old, conv_new))
        D.hard(th_q, "thesis_update", ["ZCK7/ZCN7", "%.2f -> %.2f" % (conv_old, conv_new)], "structured")

    # markdown spread table (analysis, near miss)
    rows = []
    for sp in ["ZCH7/ZCK7", "ZCK7/ZCN7", "ZSF7/ZSH7", "ZSH7/ZSK7", "ZMH7/ZMK7", "ZLH7/ZLK7", "ZWH7/ZWK7", "KEH7-ZWH7"]:
        rows.append("| %s | %+.2f | %+.2f | %+.2f | %d%% |" % (sp, R.uniform(-15, 5), R.uniform(-15, 5), R.uniform(-2.5, 2.5), R.randint(35, 95)))
    tbl = D.post("quant", D.et(8.75, 0, 300),
                 "spreads snapshot (c/bu, meal $/st, oil c/lb)\n\n| spread | last | 20d mean | z | % full carry |\n|---|---|---|---|---|\n"
                 + "\n".join(rows) + "\n\nno signals above threshold except the bean roll, see separate proposal if any.")
    tbl.near = True
    tbl2rows = []
    for sp in ["board crush Jan", "board crush Mar", "oil share Mar", "meal/oil ratio", "KC-Chi H", "MGEX-Chi H"]:
        tbl2rows.append("| %s | %.2f | %.2f | %.2f |" % (sp, R.uniform(0.5, 2), R.uniform(0.5, 2), R.uniform(-2, 2)))
    tbl2 = D.post("quant", D.et(14.45, 0, 300),
                  "post-close relative value\n\n| item | settle | 60d avg | z |\n|---|---|---|---|\n" + "\n".join(tbl2rows) +
                  "\n\ncomment: crush wide vs history but oil share rolling over; nothing actionable from the model today.")
    tbl2.near = True
    bt = D.post("quant", D.et(12.8, 0, 900),
                "backtest 2015-2025, short board crush when Mar crush > %.2f and oil share > 47%%:\n"
                "trades=%d win=%d%% avg=+%.1fc max_dd=-%.1fc\n"
                "sample trade 2023-12-04: sold 50 ZMH4 / 50 ZLH4, bought 50 ZSH4 @ 1.71 margin, exit 1.48\n"
                "(backtest only, fills assumed at settle)" % (margin + 0.2, R.randint(28, 46), R.randint(52, 68), R.uniform(2, 6), R.uniform(12, 25)))
    bt.near = True
    pp = D.post("quant", D.et(15.9, 0, 900),
                "paper book update: long 100 ZCK7/ZCN7 @ -%s (paper, not live), sim PnL +$%s" % (
                    spc(R.randint(30, 50) * 0.25), "{:,}".format(R.randint(2, 30) * 500)))
    pp.near = True
    D.idiom(pp, "paper trade line from agent", "not_hard")
    csv = D.post("quant", D.et(10.2, 0, 300),
                 "ts,spread,last,fair,z\n" + "\n".join(
                     "%s,%s,%.2f,%.2f,%.2f" % (D.et(10.2).strftime("%H:%M"), s, R.uniform(-14, 2), R.uniform(-14, 2), R.uniform(-2, 2))
                     for s in ["ZCH7/ZCK7", "ZSF7/ZSH7", "ZMH7/ZMK7", "ZLH7/ZLK7"]))
    csv.noise = True

    # ======================= RISK =======================
    blk_q = R.choice([600, 650, 700])
    oidw = new_oid()
    ow = D.post("lead", D.et(11.8, 0, 300), "SELL %d ZWH7 @ %s DAY" % (blk_q, cbot(zw + 2)))
    D.hard(ow, "trade_proposal", ["SELL", "%d ZWH7" % blk_q, cbot(zw + 2)], "shorthand")
    bl = D.post("limits", D.after(ow, 2, 6),
                "event=ORDER_BLOCKED ord=%s sym=ZWH7 side=SELL qty=%d check=internal_single_month_cap cap=500 "
                "post_trade_short=%d action=block" % (oidw, blk_q, 420 + blk_q))
    D.hard(bl, "risk_limit", ["ORDER_BLOCKED", oidw, "ZWH7", "cap=500"], "structured")
    D.idiom(bl, "risk bot key=value block of an order", "risk_limit")
    rjx = D.post("oms", D.after(bl, 1, 3),
                 "8=FIX.4.4|35=8|11=%s|150=8|39=8|55=ZWH7|54=2|38=%d|58=REJECTED BY PRE-TRADE RISK (internal_single_month_cap)" % (oidw, blk_q))
    D.hard(rjx, "trade_confirmation", [oidw, "39=8", "55=ZWH7"], "structured")
    if R.random() < 0.6:
        f3 = D.post("lead", D.after(rjx, 30, 120), "FINE. SELL 300 ZWH7 THEN. SAME PX.", ref=rjx)
        D.hard(f3, "trade_proposal", ["SELL", "300 ZWH7"], "reply")
        ow2q = 300
        oidw2 = new_oid()
        a2 = D.post("oms", D.after(rjx, 150, 300),
                    "8=FIX.4.4|35=8|11=%s|150=0|39=0|55=ZWH7|54=2|38=%d|40=2|44=%s|59=0" % (oidw2, ow2q, fixpx(zw + 2)))
        D.hard(a2, "trade_confirmation", [oidw2, "55=ZWH7", "38=300"], "structured")
        if R.random() < 0.5:
            cx = D.post("oms", D.et(14.35, 0, 60),
                        "8=FIX.4.4|35=8|11=%s|41=%s|150=4|39=4|55=ZWH7|54=2|38=%d|14=0|58=DAY order expired at close" % (new_oid(), oidw2, ow2q))
            D.hard(cx, "trade_confirmation", [oidw2, "39=4", "55=ZWH7"], "structured")

    old_lim, new_lim = R.choice([(3500000, 4000000), (3000000, 3500000), (4000000, 4500000)])
    if R.random() < 0.7:
        yl = D.post("limits", D.et(8.15, 0, 400),
                    "limit_change:\n  book: crush\n  metric: var_1d_99\n  old: %s\n  new: %s\n  effective: %s 09:00 ET\n"
                    "  approved_by: W. Kowalczyk / S. Whitcomb\n  reason: seasonal crush volume" % (
                        "{:,}".format(old_lim), "{:,}".format(new_lim), start.strftime("%Y-%m-%d")))
        D.hard(yl, "risk_limit", ["limit_change", "book: crush", "new: %s" % "{:,}".format(new_lim)], "structured")
    rs_from = R.choice([200, 180, 160])
    rs_to = rs_from - R.choice([40, 60])
    oidm = new_oid()
    if R.random() < 0.4:
        rsz = D.post("limits", D.et(12.2, 0, 600),
                     "RESIZED %s ZMH7 SELL qty %d -> %d (crush book VaR would be 104%% of limit)" % (oidm, rs_from, rs_to))
        D.hard(rsz, "risk_limit", ["RESIZED", oidm, "%d -> %d" % (rs_from, rs_to)], "structured")
    spec = D.post("limits", D.et(10.05, 0, 600),
                  "spec_limit_check: sym=ZC all_months_net=-%d cftc_limit=57800 util=%.1f%% status=ok" % (
                      short_zc, short_zc / 578.0))
    spec.noise = True

    breach = R.random() < 0.45
    if breach:
        bv = R.randint(5050, 5350)
        br = D.post("limits", D.et(13.05, 0, 600),
                    "⛔ BREACH desk VaR 1d99 $%s > limit $5,000,000 (util %d%%). Reduce by EOD or escalate." % (
                        "{:,}".format(bv * 1000), bv // 50))
        D.hard(br, "risk_limit", ["BREACH", "$%s" % "{:,}".format(bv * 1000), "$5,000,000"], "structured")
        cut = D.post("lead", D.after(br, 120, 400), "SELL 100 ZSH7 MKT. RISK.", ref=br)
        D.hard(cut, "trade_proposal", ["SELL", "100 ZSH7", "MKT"], "shorthand")
        oidcut = new_oid()
        ffill = D.post("fcm", D.after(cut, 40, 200), "", [{
            "title": "Give-up fill · ZSH7", "author": "Prairie Clearing LLC",
            "description": "SELL 100 ZSH7 @ %s" % cbot(zs_h - 1.5),
            "fields": [{"name": "Account", "value": "STM-CRUSH-02", "inline": True},
                       {"name": "Status", "value": "FILLED", "inline": True}],
            "footer": "order %s · %s" % (oidcut, gu())}])
        D.hard(ffill, "trade_fill", ["SELL 100 ZSH7", cbot(zs_h - 1.5), oidcut], "embed")

    # ======================= EXPORT / FREIGHT / FX =======================
    kt = R.choice([55, 60, 63, 66])
    fobp = R.choice(["+1.08", "+1.12", "+0.98", "+1.04"])
    ex = D.post("export", D.et(10.75, 0, 900),
                "[FILL] SOLD %dkt Gulf FOB Feb corn %s H to Asian buyer, 10%% MOLOO, CIQ docs" % (kt, fobp))
    D.hard(ex, "trade_fill", ["SOLD", "%dkt" % kt, "Gulf FOB", fobp + " H"], "tagged")
    D.idiom(ex, "[FILL]-tagged Gulf FOB export sale in kt", "trade_fill")
    D.post("lead", D.after(ex, 60, 300), "NICE 👍", ref=ex).noise = True
    hq = int(kt * 1000 * 39.368 / 5000 / 10) * 10
    if R.random() < 0.35:
        exh = D.post("export", D.after(ex, 400, 900),
                     "buying back %d ZCH7 against the cargo at the market — that's the hedge lift for the FOB sale" % hq, ref=ex)
        D.hard(exh, "trade_proposal", ["buying back", "%d ZCH7" % hq, "at the market"], "untagged")
    fr_days = R.choice([10, 15, 20])
    if R.random() < 0.5:
        fx_fr = D.post("export", D.et(12.4, 0, 900),
                       "fixed %d days Panamax P6 Q1 at $%s/day with Northfield (freight hedge for the Feb cargo)" % (fr_days, "{:,}".format(p6)))
        D.hard(fx_fr, "trade_fill", ["fixed", "%d days" % fr_days, "P6 Q1", "$%s/day" % "{:,}".format(p6)], "untagged")
    ndf_m = R.choice([5, 8, 10])
    fxf = D.post("fx", D.et(9.75, 0, 900), "done: sold USD/BRL Feb NDF %dmio @ %.4f" % (ndf_m, brl))
    D.hard(fxf, "trade_fill", ["sold", "USD/BRL", "%dmio" % ndf_m, "%.4f" % brl], "shorthand")
    if R.random() < 0.4:
        arsf = D.post("fx", D.et(11.45, 0, 900), "[HEDGE] bought USD/ARS Jan NDF 2M @ %s, vs Rosario meal purchase" % "{:,.2f}".format(ars))
        D.hard(arsf, "trade_fill", ["bought", "USD/ARS", "2M", "{:,.2f}".format(ars)], "tagged")
    fxh = D.post("fx", D.et(13.9, 0, 900),
                 "if the real goes through %.2f we'd want to add another 5mio to the Feb NDF hedge, but not before" % (brl + 0.15))
    fxh.near = True

    # fill edited (price correction)
    fe_px = round(zl + R.uniform(-0.3, 0.3), 2)
    fe_new = round(fe_px + 0.05, 2)
    fe = D.post("ops", D.et(11.0, 0, 900), "[FILL] bot 30 ZLH7 @ %.2f (crush adj, acct STM-CRUSH-02)" % fe_px)
    D.edit(fe, D.after(fe, 600, 1500), "[FILL] bot 30 ZLH7 @ %.2f (crush adj, acct STM-CRUSH-02) — corrected per FCM" % fe_new, "%.2f" % fe_px)
    D.hard(fe, "trade_fill", ["bot 30 ZLH7", "%.2f" % fe_new], "tagged")

    # deleted wrong-chat order
    dz = D.post("lead", D.et(12.05, 0, 400), "BUY 75 KEH7 @ %s GTC" % cbot(zw + 28))
    D.hard(dz, "trade_proposal", ["BUY", "75 KEH7", cbot(zw + 28)], "shorthand")
    D.delete(dz, D.after(dz, 30, 90))
    D.post("lead", D.after(dz, 100, 200), "WRONG CHAT. IGNORE.")

    # thesis (lead)
    thx = D.post("lead", D.et(15.05, 0, 600), R.choice([
        "BEANS: BULL -> NEUTRAL. CHINA BUYING BRAZIL NOT US. NO NEW LONGS OUTSIDE CRUSH.",
        "BEANS: DONE BEING BULLISH. NEUTRAL UNTIL CHINA SHOWS UP AT THE GULF.",
        "TURNING NEUTRAL BEANS. WAS BULLISH. CHINA NOT BUYING US."]))
    D.hard(thx, "thesis_update", ["BEANS", "NEUTRAL"], "shorthand")
    D.idiom(thx, "all-caps bull->neutral view change", "thesis_update")
    # merch thesis buried-ish in medium post
    if R.random() < 0.6:
        mt = D.post("merch", D.et(15.6, 0, 900),
                    "Afternoon wrap from the country: trucks picked up a bit after the bounce, %s took in maybe 60 loads. "
                    "I'll say it plainly — I no longer think interior corn basis firms into January; with the piles still out "
                    "I'm now expecting it to sit flat to weaker through the holidays. Bean basis I still like. "
                    "Kevin, tickets from %s are in the shared drive." % (elev[0], elev[4]))
        D.hard(mt, "thesis_update", ["no longer think interior corn basis firms", "flat to weaker"], "buried")

    # no-route decision on unheld news (lead)
    sor = D.post("news", D.et(8.55, 0, 120),
                 "[AG-WIRE] USDA weekly export sales: sorghum net %s t, corn net %s t (2026/27), soybeans net %s t." % (
                     "{:,}".format(R.randint(30, 90) * 1000), "{:,}".format(R.randint(900, 1600) * 1000),
                     "{:,}".format(R.randint(600, 1400) * 1000)))
    D.hard(sor, "held_position_news", ["export sales", "corn net", "soybeans net"], "tagged")
    nrs = D.post("lead", D.after(sor, 200, 600), "SORGHUM NUMBER — NOT ROUTED. WE DON'T TRADE IT. CORN/BEANS AS EXPECTED, NO ACTION.", ref=sor)
    D.hard(nrs, "no_route_decision", ["NOT ROUTED", "NO ACTION"], "reply")
    D.idiom(nrs, "caps reply 'NOT ROUTED ... NO ACTION'", "no_route_decision")

    # EPA / soyoil embed (held)
    if R.random() < 0.5:
        rvo = R.choice(["5.61", "5.86", "5.25"])
        ep = D.post("news", D.et(13.4, 0, 400), "", [{
            "title": "EPA sends final 2027 RVO to OMB", "author": "ag-wire",
            "description": "Biomass-based diesel volume reported at %s bn gal; soyoil futures jump, ZLH7 limit bid briefly." % rvo,
            "fields": [{"name": "Affected", "value": "soybean oil, RINs", "inline": True}],
            "footer": "headline · unconfirmed by agency"}])
        D.hard(ep, "held_position_news", ["2027 RVO", "%s bn gal" % rvo, "ZLH7"], "embed")

    # BRL news (held NDF)
    if R.random() < 0.35:
        bn = D.post("news", D.et(16.8, 0, 600),
                    "BRL weakens %.1f%% to %.4f per USD after Brazil fiscal package disappoints; DI curve +22bp." % (R.uniform(0.8, 1.6), brl + 0.06))
        D.hard(bn, "held_position_news", ["BRL weakens", "%.4f" % (brl + 0.06)], "untagged")

    # route decision by merch (explicit) + by lead to crush
    if R.random() < 0.45:
        rl = D.post("lead", D.et(9.05, 0, 300), "@Priya THE ARG MEAL DUTY CUT IS YOURS. WORK OUT WHAT IT DOES TO MAR CRUSH AND COME BACK.", ref=n3)
        D.hard(rl, "route_decision", ["ARG MEAL DUTY CUT", "YOURS"], "reply")

    # ======================= BRIDGE: IDB runs / other firms =======================
    bridge_lines = [
        "📨 relay · Lakeshore (Tom B.)\n> Z H/K %s @ %s, 500x500\n> Z K/N -%s @ -%s" % (
            "-9 1/2", "-9 1/4", "12", "11 3/4"),
        "📨 relay · Lakeshore (Tom B.)\n> %s sold 2 cargoes Feb Gulf beans +1.42 F to China this morning" % R.choice(OTHER_MERCHANTS),
        "📨 relay · Lakeshore (Tom B.)\n> heard %s bought 1,500 ZMH7 in the close, spread vs ZLH7" % R.choice(OTHER_MERCHANTS),
        "📨 relay · Lakeshore (Tom B.)\n> offered 5 days P6 Q1 at %s, bid %s" % ("{:,}".format(p6 + 250), "{:,}".format(p6 - 125)),
        "📨 relay · Lakeshore (Tom B.)\n> S F/H -%s bid, 200 up; board crush Mar %.2f @ %.2f" % (spc(sp_fh), margin - 0.02, margin + 0.01),
        "📨 relay · Lakeshore (Tom B.)\n> %s paid +%d H for 1H Jan CIF NOLA corn barges, 15 barges" % (R.choice(OTHER_MERCHANTS), R.randint(78, 92)),
        "📨 relay · Lakeshore (Tom B.)\n> USD/BRL Feb NDF %.4f/%.4f, 10 mio" % (brl - 0.002, brl + 0.002),
        "📨 relay · Lakeshore (Tom B.)\n> W H/K %s @ %s, KC/Chi H +%d bid" % ("-12 1/2", "-12", R.randint(2, 14)),
        "📨 relay · Lakeshore (Tom B.)\n> %s traded 300 ZCH7 4.60 calls at 6 1/2 (customer)" % R.choice(OTHER_MERCHANTS),
    ]
    colour = ["> colour: funds two-way, commercials scaled sellers on rallies, bids thin below",
              "> colour: quiet, mostly spread business, a couple of end-users rolling early",
              "> colour: options flow is put buying in the back months, vol bid a touch",
              "> colour: Gulf cash slow, barges quoted but no trades reported since the open",
              "> colour: Asian buyers asking for Apr/May offers, nothing nearby",
              "> colour: index roll chatter starting, expect spreads to get busier next week"]
    for i, txt in enumerate(bridge_lines):
        txt = txt + "\n" + R.choice(colour) + "\n> (relayed from Lakeshore IB chat, not our orders)"
        m = D.post("bridge", D.et(R.choice([7.6, 8.2, 9.3, 10.1, 11.4, 12.7, 13.3, 14.1, 15.4]), R.uniform(0, 40), 120), txt)
        m.near = True
        if i == 1:
            D.idiom(m, "IDB relay: another merchant's cargo sale", "not_hard")

    # ======================= HUMAN NEAR MISSES =======================
    nm = [
        ("lead", 8.95, "IF WASDE IS BEARISH WE'D SELL ANOTHER 300 ZCH7 THERE. NOT BEFORE."),
        ("merch", 10.35, "what if we bought some of the ZCH7 4.60 calls against the basis book? worth pricing or am I overthinking it"),
        ("lead", 10.5, "LAST YEAR WE SOLD 400 ZCH6 @ 4.71 INTO DEC AND GOT RUN OVER. NOT DOING THAT AGAIN."),
        ("crush", 11.7, "last December the board crush went from 1.20 to 1.85 in three weeks, for anyone new to the book"),
        ("ops", 12.55, "fyi the Minneapolis desk bought 200 MWEH7 this morning, nothing to do with us, just so nobody is confused on the FCM statement"),
        ("fx", 9.4, "are we still long the P6 days or did we roll them into Q2 last week?"),
        ("merch", 14.9, "I'd maybe look at selling some more H if we get a bounce, no rush though"),
        ("lead", 16.3, "SOMEONE SHOULD LOOK AT KC/CHI. NOT TODAY."),
        ("export", 16.7, "lol CNBC: 'Crude slides 3% as OPEC+ delays cuts' — nothing to do with us unless soyoil cares"),
        ("riskh", 17.2, "reminder: quarterly spec-limit attestations due Friday, corn all-months limit is 57,800, we are nowhere near"),
    ]
    for i, (who, h, txt) in enumerate(nm):
        m = D.post(who, D.et(h, 0, 300), txt)
        m.near = True
        if i == 0:
            D.idiom(m, "all-caps hypothetical 'IF WASDE IS BEARISH WE'D SELL'", "not_hard")
        if i == 2:
            D.idiom(m, "all-caps last-year trade recounted", "not_hard")

    # long analysis (near miss): crush/river write-up with trading words
    ana = D.post("crush", D.et(17.4, 0, 900),
                 "Longer note for tomorrow's meeting on the crush book, not asking for anything today.\n\n"
                 "1) Margins. Board crush has run from the low 1.20s to where it is now mostly on meal; oil has done very "
                 "little once you strip out the RVO headline noise. If you sold the board at the highs last year you did fine, "
                 "but that was a meal-led market too and the setup this year is more about Argentine supply.\n\n"
                 "2) Argentina. With the duty cut, Rosario crushers have more room to bid beans and push meal out. Historically "
                 "that widens the US meal discount to Up River by $5-10/st within a month. Buyers in SE Asia will rotate.\n\n"
                 "3) Oil. Biofuel policy is the swing factor. A bigger RVO argues for oil share back above 48%%, a smaller one "
                 "and we're probably 44-45%%. I don't have a strong view yet.\n\n"
                 "4) Plant. Decatur runs at 96%% through Jan, maintenance early Mar. Hedges roll accordingly.\n\n"
                 "Happy to walk through the numbers, spreadsheet is in the crush folder (crush_model_v7.xlsx).".replace("%%", "%"))
    ana.near = True

    # ======================= LONG REPORTS (no decisions) =======================
    vessels = []
    for i in range(R.randint(5, 7)):
        vessels.append("| MV %s | %s | %s | %dkt | %s |" % (
            R.choice(["Ocean Harmony", "Star Nike", "Pan Jasmine", "Ultra Bosque", "Kiran Asia", "Navios Koyo", "Golden Ace",
                      "Jin Hui", "Amis Wisdom", "Stella Ada", "Medi Tokyo", "SBI Rumba"]),
            R.choice(["Myrtle Grove", "Convent", "Reserve", "Ama", "Destrehan", "Darrow"]),
            R.choice(["corn", "soybeans", "SBM", "wheat (SRW)"]),
            R.randint(50, 66), R.choice(["loading", "waiting", "ETA %s" % (start + timedelta(days=R.randint(2, 12))).strftime("%d-%b"), "nominated"])))
    D.post("export", D.et(8.05, 0, 600),
           "Gulf program — morning update\n\n"
           "| vessel | elevator | cargo | size | status |\n|---|---|---|---|---|\n" + "\n".join(vessels) +
           "\n\nFOB values (indicative, our offers, not trades): Jan corn +%d H, Feb corn +%d H, Jan beans +%d F, Feb beans +%d H, "
           "Jan SBM +%d H $/st. Freight to N China Panamax about $%d/t, Japan $%d/t. "
           "Barge CIF basis is holding, Illinois River freight %d%% of tariff. Elevation fees unchanged. "
           "Competition: Brazil Feb beans offered %d over March Chicago paranagua basis, Argentina Up River meal offered "
           "$%d under. Buyers are covered through January for the most part. Nothing new needed from the desk today; "
           "I'll flag if the Korean tender next week looks workable." % (
               R.randint(90, 105), R.randint(95, 115), R.randint(125, 150), R.randint(115, 140), R.randint(5, 20),
               R.randint(48, 58), R.randint(44, 52), R.randint(380, 560), R.randint(60, 110), R.randint(6, 15)))
    pos_rows = []
    for nm_, lim_ in [("Corn hedge", 2500), ("Beans", 900), ("Meal", 700), ("Oil", 700), ("Wheat", 700), ("Options (delta)", 600)]:
        used = R.randint(int(lim_ * 0.35), int(lim_ * 0.92))
        pos_rows.append("| %s | %s | %s | %d%% |" % (nm_, "{:,}".format(used), "{:,}".format(lim_), used * 100 // lim_))
    D.post("riskh", D.et(16.6, 0, 600),
           "EOD risk summary (informational, positions as of 15:15 CT)\n\n| book | net lots | internal cap | util |\n|---|---|---|---|\n"
           + "\n".join(pos_rows) +
           "\n\nVaR 1d99: hedge book $%.2fM, crush $%.2fM, FX $%.2fM, freight $%.2fM; desk total $%.2fM after diversification. "
           "Basis exposure: %.1fM bu corn unpriced long, %.1fM bu beans. Largest single-day scenario loss in the stress set is the "
           "2020 China-deal rally replay (-$%.1fM). Spec limits: corn all-months at %.1f%% of the CFTC number, beans %.1f%%. "
           "Data quality: two contracts without delivery periods (ops chasing). Nothing for anybody to do tonight." % (
               R.uniform(1.5, 2.5), R.uniform(1.2, 2.2), R.uniform(0.3, 0.7), R.uniform(0.1, 0.3), R.uniform(3.2, 4.6),
               R.uniform(6, 11), R.uniform(2, 5), R.uniform(3, 8), short_zc / 578.0, R.uniform(1, 4)))
    D.post("fx", D.et(7.8, 0, 600),
           "FX morning note\n\nBRL: spot %.4f, Feb NDF %.4f, 1m vol %.1f. Fiscal headlines dominate, exporters light. "
           "Our hedge program is %d%% covered for Feb origination payments, %d%% for Mar.\n"
           "ARS: official %s, CCL about %s. Rosario meal purchases settle in pesos at the official rate plus the export "
           "duty math, so the NDF covers the payment leg only.\n"
           "EUR, CNY: not relevant for today's flows.\n"
           "Calendar: Brazil IPCA Wed, Copom minutes Tue, Argentine CPI Thu. Nothing scheduled that I'd trade around." % (
               brl - 0.01, brl + 0.03, R.uniform(12, 17), R.randint(55, 80), R.randint(30, 55), "{:,.2f}".format(ars - 40),
               "{:,.0f}".format(ars * R.uniform(1.1, 1.3))))
    D.post("merch", D.et(12.45, 0, 600),
           "Midday from the country. %s bid went up a penny at 11 and they got a little run of corn, maybe 25 loads, "
           "then it dried up again. The guys with bins are happy to wait, the guys with piles are the ones hauling. "
           "I think we'll see piles cleaned up by Christmas in the southern half of the territory and then it goes quiet "
           "until the Jan/Feb carry pays them to deliver.\n\n"
           "Beans: %s has been the best bid in the area, processors are paying up for nearby. Our Feb bean purchases are "
           "running ahead of last year, mostly because of two big producers who wanted to clean out before the holidays.\n\n"
           "Logistics: rail cars placed on time at %s, the BNSF crew shortage seems to be over. Truck freight is about $%.2f "
           "a loaded mile, diesel eased a bit.\n\n"
           "People stuff: the manager at %s is retiring end of month, his replacement is the merchandiser from their "
           "west location, good guy, I'll introduce Walt in January." % (elev[0], elev[1], elev[3], R.uniform(3.1, 3.9), elev[2]))
    D.post("quant", D.et(7.05, 0, 300),
           "morning model notes\n"
           "- carry model: corn H/K at %d%% of full carry, K/N %d%%; storage economics favour delivering in H at most elevators.\n"
           "- crush model: Mar board %.2f vs plant-adjusted fair %.2f; oil share %.1f%%.\n"
           "- basis model: interior corn basis residual vs Gulf spread %+.1fc (z %+.2f), beans %+.1fc.\n"
           "- weather: GFS/ECMWF agree on dry 6-10d for central Argentina, normal for RS/PR in Brazil.\n"
           "- data: export inspections Monday, sales Thursday; WASDE in %d days.\n"
           "No orders generated by the morning run." % (
               R.randint(55, 80), R.randint(45, 70), margin, margin + R.uniform(-0.1, 0.1), R.uniform(44, 49),
               R.uniform(-4, 4), R.uniform(-2, 2), R.uniform(-5, 5), R.randint(1, 9)))
    for i in range(R.randint(3, 5)):
        rows = []
        for sp in R.sample(["Z H/K", "Z K/N", "Z N/U", "Z H/N", "S F/H", "S H/K", "S K/N", "SM H/K", "BO H/K", "W H/K", "KW H/K", "KW-W H"], 6):
            b_ = R.uniform(-15, 3)
            rows.append("> %-7s %s @ %s  %dx%d" % (sp, "%.2f" % b_, "%.2f" % (b_ + 0.25), R.choice([100, 200, 300, 500]), R.choice([100, 200, 300, 500])))
        m = D.post("bridge", D.et(R.choice([7.9, 8.8, 10.7, 12.1, 13.7, 14.8]), R.uniform(0, 50), 60),
                   "📨 relay · Lakeshore (Tom B.) run sheet\n" + "\n".join(rows) + "\n> all indications, subject")
        m.near = True

    # ---- more long, decision-free posts
    D.post("crush", D.after(tm1, 200, 500),
           "Some context before I put anything up: meal demand domestically is fine, the poultry integrators in the Southeast "
           "are covered through Feb and asking about Mar/Apr. Export meal is where the competition is, Argentina will be "
           "aggressive with the duty cut. Oil is the harder call, RD margins in California are thin and the LCFS credit price "
           "is soft, so the renewable guys aren't stretching. Plant economics at Decatur: we crush at about %.2f all-in and "
           "sell hulls locally, so anything above that on the board is margin. Board Jan %.2f / Mar %.2f. Open interest in "
           "the crush spread on CBOT is up about 8%% week on week, the funds seem to be long meal vs short oil again." % (
               margin - 0.45, margin - 0.05, margin + 0.06), thread=th)
    D.post("export", D.et(15.75, 0, 600),
           "Freight wrap. Panamax P6 Q1 traded between %s and %s today on the screens, Q2 about %s. Gulf-N China grain route "
           "indicated $%d/t, PNW-N China $%d/t; the PNW/Gulf spread is about where it should be given barge costs. "
           "Supramax Gulf-Mexico coastwise steady. Bunker VLSFO Houston $%d/mt. Our open freight position is unchanged "
           "from this morning apart from what's posted above. Brokers expect owners to push rates before Chinese New Year "
           "but the fleet supply is ample, I don't see a big move. Canal transits normal, no Panama restrictions announced." % (
               "{:,}".format(p6 - 250), "{:,}".format(p6 + 375), "{:,}".format(p6 - 900), R.randint(48, 58), R.randint(26, 32),
               R.randint(520, 610)))
    D.post("ops", D.et(17.1, 0, 900),
           "EOD ops recon:\n- FCM trades vs OMS: all matched, %d give-ups received, 0 outstanding\n"
           "- basis contracts entered today: %d (Dana), %d need delivery period\n"
           "- scale tickets: %d loads received at owned sites, %d at third-party elevators\n"
           "- margin: excess at FCM $%s after today's variation\n"
           "- export docs: LC for the Feb cargo in draft, insurance certificate requested\n"
           "- open issues: scale at %s still down, handwritten tickets scanned and filed\n"
           "Have a good evening all." % (R.randint(8, 25), R.randint(4, 12), R.randint(0, 2), R.randint(80, 260), R.randint(40, 120),
                                         "{:,}".format(R.randint(4, 20) * 1000000), elev[4]))
    D.post("quant", D.et(18.3, 0, 900),
           "evening model run\n\n| model | signal | strength | action |\n|---|---|---|---|\n"
           "| corn carry | long H/K | %.2f | none (below 0.8) |\n| bean roll | buy F/H | %.2f | vetoed by desk today |\n"
           "| crush mean-rev | short board | %.2f | none |\n| basis residual | interior cheap | %.2f | info |\n"
           "| wheat KC/Chi | flat | %.2f | none |\n\nfeatures refreshed: export sales, Gulf CIF, barge freight, BRL, ARS CCL. "
           "next run 05:30 ET." % tuple(R.uniform(0.1, 0.9) for _ in range(5)))
    D.post("merch", D.et(19.2, 0, 1200),
           "Last one from me tonight. Talked to %s and %s after the close, both say producers will move some corn if the "
           "board gives them another dime but nobody is chasing it. Bean deliveries on the Feb contracts look on track. "
           "I'm out Thursday afternoon for the co-op meeting in Ames, phone on. Kevin has the contract file if anyone needs "
           "to check a delivery period while I'm out." % (elev[0], elev[3]))
    D.post("riskh", D.et(11.95, 0, 600),
           "Intraday risk check at 11:00 CT. Desk VaR running $%.2fM against the $5.0M desk limit; biggest moves today are "
           "soyoil (headline risk on the RVO) and the corn hedge after the morning sale. Spec-limit usage negligible as "
           "always. Crush book near its own limit after the Mar spread, which is expected. FX within limits. I'll rerun at "
           "13:30 CT and post if anything changes." % R.uniform(3.8, 4.8))

    # ======================= ACKS (noise) =======================
    for i in range(R.randint(12, 18)):
        who = R.choice(HUMANS)
        D.post(who, D.curve_time(), R.choice(["ty", "thx", "👍", "ok", "🙏", "copy", "k", "👀", "ok thx", "🌽", "✅", "lol", "np"])).noise = True

    # ======================= CHATTER FILL =======================
    target = R.randint(250, 276)
    lead_used = []
    while len(D.msgs) < target:
        who, txt = chatter(R, elev, zc, zs_f, zm, zl, zw, brl, lead_used)
        t = D.curve_time()
        prev = [x for x in D.msgs[-40:] if x.who in HUMANS and x.t < t and x.thread is None and x.who != who
                and (t - x.t) < timedelta(hours=2)]
        ref = prev[-1] if (prev and R.random() < 0.2) else None
        m = D.post(who, t, txt, ref=ref)
    # some chatter replies to earlier messages (already-placed)
    return D


def chatter(R, elev, zc, zs_f, zm, zl, zw, brl, used=None):
    """A human desk message of 2-4 sentences on one topic (no decisions)."""
    e, e2 = R.sample(elev, 2)
    S = {
        "merch": [
            "Trucks into %s are running %s today, mostly corn off the pile." % (e, R.choice(["steady", "slow", "better than yesterday", "about normal"])),
            "Moisture averaging %.1f%% which is fine, a few loads of beans came in at 12%%." % R.uniform(14, 17),
            "Talked to the manager at %s, they're switching the posted bid to Feb delivery starting tomorrow." % e,
            "Nothing changes on our side, it just means the Jan contracts we have there need to be filled first.",
            "%s says their dryer is back up and they'll have room for another 100k bu next week." % e2,
            "Weather is %s, so the guys still hauling from piles should keep at it for another week or so." % R.choice(["dry and cold across Iowa", "rain moving into Illinois tomorrow", "light snow in MN with roads ok", "mild, which keeps trucks rolling"]),
            "Aflatoxin tests negative on the southern IL loads so far, vomitoxin low, test weight averaging %.1f." % R.uniform(55, 58.5),
            "The co-op board at %s meets Thursday about the new shuttle track, they want to know if we'd commit volume; I said we'd talk in January." % e2,
            "Farmers I talk to are more worried about input costs for next year than about this year's price, fertilizer quotes are still ugly.",
            "%s's manager thinks about 40%% of the crop in his draw area is still unpriced, which is a lot for December." % e,
            "Bean quality is good, foreign material low, a few splits on the early-harvested stuff.",
            "Posted bids at the processors moved up a penny or two this morning, nothing dramatic.",
            "I'll be on the road Thursday and Friday visiting elevators in the northern territory, reachable by cell.",
            "The old-timers at %s keep telling me this is the slowest December they've seen since 2018, and I believe them, the yard was empty when I drove by at seven." % e2,
            "One of the bigger operators near %s is building another 300k bu of bins this winter, which tells you how they feel about selling at harvest going forward." % e,
            "Basis at the river terminals is holding up better than the interior because the barge freight came off, so the spread between the two is the widest it has been since October.",
            "I had three separate calls this morning from guys asking what we think of the market, which usually means they are getting closer to selling, so we'll see.",
            "The county road restrictions in %s come off next week, that should help the smaller operators who were waiting to haul with the big trucks." % R.choice(["Story County", "Boone County", "Livingston County", "Ford County"]),
            "Ethanol plants in the area are bidding a couple cents over us for nearby, they're short and paying up, which takes some of the trucks we'd otherwise see.",
        ],
        "ops": [
            "FCM statement for yesterday reconciled, one give-up showed up late from the executing broker but it matched.",
            "Margin call was $%s, wired at 8:40." % "{:,}".format(R.randint(200, 1900) * 1000),
            "Contract BC-%d is missing a delivery period in the system, Dana can you fix when you get a sec? It's throwing the basis_sync warning." % R.randint(20000, 29999),
            "Heads up: FCM portal maintenance Saturday 06:00-10:00 CT, statements may be late Monday.",
            "Scale tickets from %s uploaded (%d loads). Two are missing the grade sheet, chasing." % (e, R.randint(20, 80)),
            "Whoever borrowed the Bloomberg keyboard from desk 4 please bring it back 🙃",
            "Invoices for the %s trucking are in, they billed us for 14 loads that the scale shows as 12, disputing." % e2,
            "Reminder that year-end inventory counts are the 28th-31st, I'll need someone at each of the owned sites.",
            "IT says the VPN token refresh is Friday, if your token expires over the weekend you won't get in. Do it before.",
            "The settlement file from CME came in late again, marks were 20 minutes behind, cron caught up.",
            "I've asked the FCM for a breakdown of the exchange and clearing fees for November, the per-side number looks high compared to October and I want to make sure the give-up fees are not being double charged.",
            "New hire paperwork for the January analyst is done, badge and logins will be ready on the 4th; Walt, please sign the system access form when you get a minute.",
            "The weighmaster certificate for the %s scale expired last week, they have the inspector coming Friday, until then the state says tickets are valid but flagged." % e,
            "Audit asked for a sample of ten basis contracts with the matching scale tickets and settlement sheets, I'm pulling them from the shared drive this afternoon.",
        ],
        "export": [
            "Vessel line-up at the Gulf: %d panamaxes waiting at the elevators, average wait %.1f days." % (R.randint(14, 32), R.uniform(1, 6)),
            "Our Feb slot at Myrtle Grove is confirmed for the second half.",
            "Buyer's surveyor wants a joint draft survey at load, fine by me, at their cost.",
            "Docs team has the LC draft, two discrepancies on the beneficiary address being fixed.",
            "River is OK for now, barges at Cairo moving, but the Corps is talking about dredging near mile %d so we could see restrictions late Jan." % R.randint(60, 200),
            "China's crush margins turned %s this week per our agent in Shanghai, which is why nobody is rushing for Feb US beans." % R.choice(["negative", "barely positive", "weaker"]),
            "Panamax P6 index %s today, P3A %s; capesize weaker, doesn't matter for us." % ("{:,}".format(R.randint(12500, 15500)), "{:,}".format(R.randint(9000, 13000))),
            "Brazil line-ups for Feb are already heavy at Santos and Paranagua, that's the competition for the Asian buyers.",
            "Mexico rail business is steady, the Jalisco feeders keep taking yellow corn by the unit train.",
            "Demurrage on the last cargo came to $%s, the vessel waited three days for the berth." % "{:,}".format(R.randint(40, 120) * 1000),
            "Egypt's Mostakbal Misr is said to be looking at US wheat again but nothing firm, they mostly buy Black Sea.",
            "The Korean feed mills have a tender next week for Apr/May arrival, 65kt optional origin; South American corn will likely be cheaper but the Gulf can sometimes win on timing.",
            "The elevator at Convent told us their belt maintenance is done early, so loading rates should be back to normal for the January vessels.",
            "Inspections at the Gulf this week were fine, no grade issues, FGIS quick as usual; the PNW had one cargo with a moisture complaint but that's not our house.",
            "The Japanese trading houses are asking for quality specs on the Feb corn again, mostly about broken kernels and foreign material, standard stuff, I sent them last year's averages.",
        ],
        "crush": [
            "Decatur ran %d tons of beans yesterday, meal yield 47.6%%, oil 11.9 lb/bu." % R.randint(4800, 5600),
            "Hull pellets backing up a bit, we'll truck some out to the feedlots.",
            "Meal basis at Decatur rail is +%d H, truck +%d; oil basis -%d H; buyers quiet after the run-up." % (R.randint(5, 25), R.randint(10, 30), R.randint(1, 4)),
            "Biodiesel plants in the Midwest are bidding oil %s and renewable diesel demand is steady." % R.choice(["flat to board", "1/2c over", "a touch under"]),
            "Tallow and UCO imports are still competing hard with soyoil for the RD plants.",
            "Meal export pace per USDA is 52% of the annual estimate vs 48% average, so domestic crush is fine; oil exports basically nil.",
            "Plant maintenance window is pencilled for early March, I'll confirm dates with engineering this week.",
            "Hexane delivery came in late, no impact on throughput.",
            "Feed mills in the Southeast are asking about Feb/Mar meal by rail, I'm quoting them off the board.",
            "The oil refinery side ran a little under plan yesterday because of a heat-exchanger issue, fixed overnight; no effect on the crush rate itself.",
            "Lecithin and hull sales are small money but they are running ahead of budget this quarter, so the plant P&L looks good even with the board margin flat.",
            "The renewable diesel plant in Louisiana that we sell to pushed their January nominations back a week, nothing unusual at year end, they are managing their own inventory for tax reasons.",
            "Meal protein has been running 47.8-48.1, comfortably above spec, so no discounts on the rail shipments this month.",
        ],
        "fx": [
            "BRL volatile this morning, 1m implied %.1f%%." % R.uniform(12, 18),
            "Nothing to do for the hedge program yet, just watching the fiscal headlines.",
            "ARS crawling peg at %.2f%% monthly per BCRA, CCL gap about %d%%." % (R.uniform(1, 2.5), R.randint(10, 35)),
            "Argentine soy dollar chatter again, nothing official. Farmers there are selling slowly, %d%% of new crop priced per Rosario." % R.randint(10, 25),
            "The bank's NDF line is fine for now, %d%% used." % R.randint(30, 70),
            "Fixing source for the Feb NDF is PTAX, for the ARS it's Com. A 3500, as usual.",
            "Copom minutes out Tuesday, market priced for a hold.",
            "Onshore dollar demand from importers was heavy into the fixing, exporters absent, which fits the seasonal pattern.",
            "The Rosario crushers are paying for beans partly in blend dollars, which muddies the ARS exposure on our meal purchases.",
            "I've updated the hedge ratio sheet for the Brazilian origination, it now nets the freight we pay in USD.",
            "Treasury wants the FX exposure report a day early this month because of the holidays, I'll send it Friday.",
            "DI futures sold off on the fiscal noise; real rates north of 9% still make carry on BRL attractive for the macro funds.",
        ],
        "riskh": [
            "VaR run finished, the crush book is the biggest contributor again (%d%%), corn hedge second." % R.randint(38, 55),
            "Correlation between meal and beans dropped to %.2f on the 60d window." % R.uniform(0.6, 0.85),
            "The overnight VaR used settles, the intraday version is about %d%% higher because of the soyoil move." % R.randint(4, 12),
            "Stress test with a repeat of the 2012 drought curve: -%.1fM, inside appetite." % R.uniform(4, 9),
            "I'm rebuilding the basis-risk proxy, the old one mapped all interior corn to one Gulf spread which is too crude.",
            "Counterparty exposure to the elevators is fine, the largest unpriced balance is %s at $%.1fM." % (e, R.uniform(1, 4)),
            "Model validation asked again about how we mark basis on contracts with no delivery period; answer is the nearest period, they don't love it.",
            "Year-end audit sampling will include the FOB book, Luis please keep the vessel nominations tidy.",
            "Intraday margin estimates from the FCM match ours to within 2%, good enough.",
            "Liquidity scenario: if corn limits up twice, margin need is about $%dM, covered by the revolver." % R.randint(18, 40),
            "The new VaR engine parallel run shows numbers about 6% higher than the old one on the crush book, mostly because it treats meal and oil basis as separate factors now.",
            "Back-testing of the desk VaR over the last 250 days shows three exceptions, which is inside the green zone, so no change to the multiplier.",
        ],
        "lead": [
            "WHO HAS THE ELEVATOR LIST FOR THE JAN PROGRAM?", "KEVIN — MARGIN CALL WIRED?", "LUIS WHERE ARE WE ON THE LC",
            "MEETING AT 3:30. CRUSH + FREIGHT.", "QUIET. GOOD.", "DANA CALL ME WHEN YOU'RE OFF WITH THE COOP",
            "PRIYA — DECATUR RUNNING FULL THIS WEEK?", "ANYONE SEE THE RIVER GAUGE?", "LUNCH IS HERE.",
            "MARTA SEND ME THE NDF LADDER BY EOD.",
        ],
    }
    who = R.choices(["merch", "ops", "export", "crush", "fx", "riskh", "lead"], weights=[6, 4, 5, 5, 3, 3, 2])[0]
    if who == "lead":
        left = [x for x in S["lead"] if used is None or x not in used]
        if not left:
            who = "ops"
        else:
            txt = R.choice(left)
            if used is not None:
                used.append(txt)
            return who, txt
    k = R.randint(6, 9)
    parts = R.sample(S[who], min(k, len(S[who])))
    return who, " ".join(parts)


# ---------------------------------------------------------------------------

def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    events = []  # (time, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = [0]

    def add(t, ev):
        order[0] += 1
        events.append((t, order[0], ev))

    for ci in range(channels):
        cid = channel_id(ci)
        worker = (ci * 3 + 1) % 32
        seq = [0]
        for di in range(days):
            start = end - timedelta(days=days - di)
            D = gen_day(seed, ci, di, start, cid)
            # assign ids in time order
            for m in sorted(D.msgs, key=lambda x: (x.t, x.k)):
                seq[0] = (seq[0] + 1) % 4096
                m.id = str(snowflake(m.t, worker, seq[0]))

            def chan(m):
                return m.thread.id if m.thread is not None else cid

            for m in D.msgs:
                who = PEOPLE[m.who]
                msg = {"id": m.id, "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                       "created_at": iso(m.t), "content": m.content, "attachments": [],
                       "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref is not None else None,
                       "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m)}
                if m.thread is not None:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                add(m.t, ev)
            for op in D.ops:
                t = op["t"]
                if op["op"] == "edit":
                    m = op["msg"]
                    add(t, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id,
                            "edited_at": iso(t), "content": op["content"]})
                elif op["op"] == "delete":
                    m = op["msg"]
                    add(t, {"op": "delete", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id,
                            "deleted_at": iso(t)})
                elif op["op"] == "bulk_delete":
                    ms = op["msgs"]
                    add(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan(ms[0]),
                            "message_ids": [x.id for x in ms], "deleted_at": iso(t)})
                elif op["op"] == "forget":
                    m = op["msg"]
                    add(t, {"op": "forget", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id,
                            "requested_by": op["by"], "at": iso(t)})
                elif op["op"] == "pin":
                    m = op["msg"]
                    add(t, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id,
                            "by": PEOPLE["lead"][0], "at": iso(t)})
                elif op["op"] == "reaction_add":
                    m = op["msg"]
                    add(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan(m), "message_id": m.id,
                            "emoji": op["emoji"], "user_id": PEOPLE[op["who"]][0], "at": iso(t)})
            # labels
            for m in sorted(D.msgs, key=lambda x: x.t):
                if m.hard:
                    if m.forgot:
                        state = "forgotten"
                    elif m.deleted:
                        state = "deleted"
                    elif m.edits:
                        state = "edited"
                    else:
                        state = "live"
                    labels["hard_events"].append({"channel_id": chan(m), "message_id": m.id,
                                                  "event_type": m.hard["event_type"], "facts": m.hard["facts"],
                                                  "phrasing": m.hard["phrasing"], "final_state": state})
                if m.deleted or m.forgot:
                    txt = m.content or json.dumps(m.embeds)
                    labels["removed_texts"].append(_snippet(txt))
                if m.noise and not (m.deleted or m.forgot):
                    labels["noise_message_ids"].append(m.id)
                if m.near:
                    labels["near_miss_ids"].append(m.id)
            for m, old in D.superseded:
                labels["superseded_facts"].append([chan(m), m.id, old])
            if ci == 0 and di == 0:
                for m, name, exp in D.idioms:
                    labels["idioms"].append({"message_id": m.id, "idiom": name, "expected": exp})
    events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in events], "labels": labels}


def _snippet(txt):
    for line in txt.split("\n"):
        line = line.strip()
        if len(line) >= 16:
            return line[:60]
    return txt[:60]


def _text_of(msg):
    parts = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields") or []:
            parts.append(f.get("name", ""))
            parts.append(f.get("value", ""))
    return "\n".join(parts)


def selfcheck(out, stream=sys.stderr):
    ev, lab = out["events"], out["labels"]
    msgs, final, chan_of, parent = {}, {}, {}, {}
    errors = []
    for e in ev:
        if e["op"] == "create":
            m = e["message"]
            msgs[m["id"]] = m
            final[m["id"]] = _text_of(m)
            chan_of[m["id"]] = e["channel_id"]
            parent[m["id"]] = e.get("parent_channel_id") or e["channel_id"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ct = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ct.timestamp() * 1000) - ms) > 1:
                errors.append("snowflake/created_at mismatch %s" % m["id"])
            if m.get("reference_id") and m["reference_id"] not in msgs:
                errors.append("reply to unseen %s" % m["id"])
        elif e["op"] == "edit":
            m = msgs[e["message_id"]]
            final[e["message_id"]] = _text_of(dict(m, content=e["content"]))
    # id order vs time
    prev = {}
    for e in ev:
        if e["op"] == "create":
            c = e["channel_id"]
            i = int(e["message"]["id"])
            if c in prev and i < prev[c]:
                errors.append("id order broken in %s" % c)
            prev[c] = i
    for h in lab["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append("missing label id %s" % mid)
            continue
        if not (2 <= len(h["facts"]) <= 5):
            errors.append("fact count %s" % mid)
        for f in h["facts"]:
            if f not in final[mid]:
                errors.append("fact %r not in %s: %r" % (f, mid, final[mid][:120]))
    for c, mid, old in lab["superseded_facts"]:
        if old in final[mid]:
            errors.append("superseded %r still in final %s" % (old, mid))
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in lab[lst]:
            if mid not in msgs:
                errors.append("%s missing %s" % (lst, mid))
    hard_ids = set(h["message_id"] for h in lab["hard_events"])
    for mid in lab["noise_message_ids"] + lab["near_miss_ids"]:
        if mid in hard_ids:
            errors.append("hard id also noise/near %s" % mid)
    for r in lab["idioms"]:
        if r["message_id"] not in msgs:
            errors.append("idiom id missing")
    # per channel-day stats (by parent channel and ET day)
    stats = {}
    for mid, m in msgs.items():
        ct = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ") - timedelta(hours=5)
        key = (parent[mid], ct.strftime("%Y-%m-%d"))
        s = stats.setdefault(key, {"n": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0, "types": {}})
        s["n"] += 1
        s["bytes"] += len(_text_of(m).encode("utf-8"))
    noise, near = set(lab["noise_message_ids"]), set(lab["near_miss_ids"])
    for mid, m in msgs.items():
        ct = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ") - timedelta(hours=5)
        s = stats[(parent[mid], ct.strftime("%Y-%m-%d"))]
        if mid in noise:
            s["noise"] += 1
        if mid in near:
            s["near"] += 1
    for h in lab["hard_events"]:
        m = msgs[h["message_id"]]
        ct = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ") - timedelta(hours=5)
        s = stats[(parent[h["message_id"]], ct.strftime("%Y-%m-%d"))]
        s["hard"] += 1
        s["types"][h["event_type"]] = s["types"].get(h["event_type"], 0) + 1
    for key in sorted(stats):
        s = stats[key]
        flag = ""
        if not (220 <= s["n"] <= 280) or not (70 <= s["bytes"] / 1024.0 <= 120) or not (25 <= s["hard"] <= 45):
            flag = "  <-- OUT OF RANGE"
        stream.write("%s %s msgs=%d kb=%.1f hard=%d noise=%d (%.0f%%) near=%d%s\n" % (
            key[0], key[1], s["n"], s["bytes"] / 1024.0, s["hard"], s["noise"], 100.0 * s["noise"] / s["n"], s["near"], flag))
        stream.write("   types: %s\n" % ", ".join("%s=%d" % kv for kv in sorted(s["types"].items())))
    ph = {}
    for h in lab["hard_events"]:
        ph[h["phrasing"]] = ph.get(h["phrasing"], 0) + 1
    st = {}
    for h in lab["hard_events"]:
        st[h["final_state"]] = st.get(h["final_state"], 0) + 1
    stream.write("phrasing: %s\nfinal_state: %s\nidioms=%d superseded=%d removed=%d\n" % (
        ph, st, len(lab["idioms"]), len(lab["superseded_facts"]), len(lab["removed_texts"])))
    for e in errors[:30]:
        stream.write("ERROR: %s\n" % e)
    stream.write("errors=%d\n" % len(errors))
    return errors


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
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
    # reload and check
    evs = []
    with open(a.out, encoding="utf-8") as f:
        for line in f:
            evs.append(json.loads(line))
    with open(a.labels, encoding="utf-8") as f:
        lab = json.load(f)
    errs = selfcheck({"events": evs, "labels": lab})
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
