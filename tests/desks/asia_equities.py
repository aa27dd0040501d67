"""Blind desk generator: ``asia_equities``.

A Tokyo/Hong Kong long-short cash equity desk (Japan, Hong Kong, Korea, Taiwan plus
Nikkei / TOPIX / Hang Seng index futures).  Produces a busy day (or week) of the
desk's Discord channel(s) as a capture (see shared/CAPTURE-FORMAT.md) together with
ground-truth labels.  Standard library only, pure function of the arguments.

CLI::

    python -m tests.desks.asia_equities --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

The CLI writes both files, loads the JSONL back, checks it and prints the stats.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "asia_equities"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 10, 15, 0, 0, tzinfo=timezone.utc)  # = 2026-12-11 00:00 JST
JST = timezone(timedelta(hours=9))
DAY_MS = 86_400_000


def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _iso_ms(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# --------------------------------------------------------------------------- ids
GUILD_ID = str(_snow(1605312948731, 3, 71459))          # 2020-11 era guild


def channel_id(i: int) -> str:
    return str(_snow(1694489311207 + i * 1_913_377_411, 7 + i % 9, 40813 + 977 * i))


PEOPLE = {
    # key: (display name, bot?, created ms for the id)
    "watanabe": ("Watanabe K.", False, 1561705123881),
    "wing": ("wing.chan", False, 1589372200517),
    "harada": ("M. Harada", False, 1533209876402),
    "yuki": ("yuki.mori", False, 1664411032077),
    "oms": ("OMS-GW", True, 1642003311950),
    "risk": ("risk-engine", True, 1642090015734),
    "compliance": ("Compliance Bot", True, 1650221190026),
    "research": ("kaiju-research", True, 1701844021381),
    "exec": ("exec-agent", True, 1703301207741),
    "router": ("desk-router", True, 1703305511006),
    "news": ("BBG News Bridge", True, 1655812044190),
    "fx": ("fx-rates", True, 1643000099217),
    "bell": ("market-bell", True, 1643000412384),
    "pnl": ("pnl-bot", True, 1643101223009),
    "deploy": ("deploy-bot", True, 1648112933472),
    "alerts": ("px-alerts", True, 1643550078815),
    "relay": ("ib-relay", True, 1658912345123),
}
AUTHOR_ID = {k: str(_snow(v[2], 1 + (n % 5), 1000 + 37 * n)) for n, (k, v) in enumerate(PEOPLE.items())}

# --------------------------------------------------------------------------- universe


def _inst(**kw):
    tick = kw["tick"]
    if "dec" not in kw:
        kw["dec"] = 0 if float(tick).is_integer() else (1 if abs(tick * 10 - round(tick * 10)) < 1e-9 else 2)
    return kw


JP = [_inst(mkt="JP", code=c, sym=f"{c}.T", bbg=f"{c} JP", short=c, en=e, full=f, local=l, px=p, tick=t,
            lot=100, ccy="JPY")
      for c, e, f, l, p, t in [
          ("7203", "Toyota", "Toyota Motor", "トヨタ", 2815, 1),
          ("6758", "Sony", "Sony Group", "ソニーG", 3310, 1),
          ("8306", "MUFG", "Mitsubishi UFJ Financial", "三菱UFJ", 1985, 1),
          ("8316", "SMFG", "Sumitomo Mitsui Financial", "三井住友FG", 3720, 1),
          ("8035", "Tokyo Electron", "Tokyo Electron", "東京エレクトロン", 24150, 5),
          ("6861", "Keyence", "Keyence", "キーエンス", 64800, 10),
          ("6501", "Hitachi", "Hitachi", "日立", 3870, 1),
          ("7974", "Nintendo", "Nintendo", "任天堂", 9480, 1),
          ("4063", "Shin-Etsu", "Shin-Etsu Chemical", "信越化学", 5760, 1),
          ("6098", "Recruit", "Recruit Holdings", "リクルート", 9010, 1),
          ("7011", "MHI", "Mitsubishi Heavy Industries", "三菱重工", 3640, 1),
          ("8058", "Mitsubishi Corp", "Mitsubishi Corp", "三菱商事", 2790, 1),
          ("6857", "Advantest", "Advantest", "アドバンテスト", 17250, 5),
      ]]
HK = [_inst(mkt="HK", code=c, sym=f"{c}.HK", bbg=f"{s} HK", short=s, en=e, full=f, local=l, px=p, tick=t,
            dec=2, lot=lot, ccy="HKD")
      for c, s, e, f, l, p, t, lot in [
          ("0700", "700", "Tencent", "Tencent Holdings", "腾讯", 412.6, 0.2, 100),
          ("9988", "9988", "Alibaba", "Alibaba Group", "阿里巴巴", 118.3, 0.1, 100),
          ("1299", "1299", "AIA", "AIA Group", "友邦保险", 68.45, 0.05, 200),
          ("0005", "5", "HSBC", "HSBC Holdings", "汇丰控股", 98.6, 0.05, 400),
          ("3690", "3690", "Meituan", "Meituan", "美团", 145.2, 0.1, 100),
          ("1810", "1810", "Xiaomi", "Xiaomi Corp", "小米集团", 52.15, 0.05, 200),
          ("0388", "388", "HKEX", "Hong Kong Exchanges", "港交所", 381.4, 0.2, 100),
          ("0941", "941", "China Mobile", "China Mobile", "中国移动", 84.1, 0.05, 500),
      ]]
KR = [_inst(mkt="KR", code=c, sym=f"{c}.KS", bbg=f"{c} KS", short=c, en=e, full=f, local=l, px=p, tick=t,
            lot=1, ccy="KRW")
      for c, e, f, l, p, t in [
          ("005930", "Samsung", "Samsung Electronics", "삼성전자", 72300, 100),
          ("000660", "SK Hynix", "SK Hynix", "SK하이닉스", 212500, 500),
      ]]
TW = [_inst(mkt="TW", code=c, sym=f"{c}.TW", bbg=f"{c} TT", short=c, en=e, full=f, local=l, px=p, tick=t,
            lot=1000, ccy="TWD")
      for c, e, f, l, p, t in [
          ("2330", "TSMC", "Taiwan Semiconductor", "台積電", 1045, 5),
          ("2317", "Hon Hai", "Hon Hai Precision", "鴻海", 204.5, 0.5),
          ("2454", "MediaTek", "MediaTek", "聯發科", 1395, 5),
      ]]
FUT = {
    "NK": _inst(mkt="FUT", code="NKH7", sym="NKH7", bbg="NKH7 Index", short="NKH7", en="Nikkei 225 Mar-27",
                full="Nikkei 225 futures (Mar 2027)", local="日経平均", und="Nikkei 225", px=49850, tick=10,
                lot=1, ccy="JPY", venue="OSE", oid="OSE"),
    "TP": _inst(mkt="FUT", code="TPH7", sym="TPH7", bbg="TPH7 Index", short="TPH7", en="TOPIX Mar-27",
                full="TOPIX futures (Mar 2027)", local="TOPIX", und="TOPIX", px=3412.5, tick=0.5,
                lot=1, ccy="JPY", venue="OSE", oid="OSE"),
    "HSI": _inst(mkt="FUT", code="HSIZ6", sym="HSIZ6", bbg="HIZ6 Index", short="HSIZ6", en="Hang Seng Dec-26",
                 full="Hang Seng Index futures (Dec 2026)", local="恒指", und="Hang Seng Index", px=26380,
                 tick=1, lot=1, ccy="HKD", venue="HKFE", oid="HKF"),
}
OTHERS = [  # names the desk neither holds nor watches
    dict(en="Fast Retailing", local="ファーストリテイリング", bbg="9983 JP"),
    dict(en="Daikin Industries", local="ダイキン", bbg="6367 JP"),
    dict(en="Nissan Motor", local="日産自動車", bbg="7201 JP"),
    dict(en="Ping An Insurance", local="中国平安", bbg="2318 HK"),
    dict(en="BYD", local="比亚迪", bbg="1211 HK"),
    dict(en="LG Energy Solution", local="LG에너지솔루션", bbg="373220 KS"),
    dict(en="Fujitsu", local="富士通", bbg="6702 JP"),
    dict(en="Lenovo Group", local="联想集团", bbg="992 HK"),
    dict(en="Largan Precision", local="大立光", bbg="3008 TT"),
    dict(en="Kirin Holdings", local="キリン", bbg="2503 JP"),
    dict(en="Sands China", local="金沙中国", bbg="1928 HK"),
    dict(en="Hyundai Motor", local="현대차", bbg="005380 KS"),
]
BROKERS = ["GS", "MS", "Nomura", "Mizuho", "JPM", "UBS", "Citi", "SMBC Nikko", "CLSA", "Daiwa"]
CLIENTS = ["Norinchukin", "Temasek", "Ping An AM", "GPIF mandate", "Hillhouse", "Nikko AM"]


def fmt_px(inst, px) -> str:
    d = inst["dec"]
    return f"{px:,.{d}f}" if d else f"{int(round(px)):,}"


def fmt_px_loose(inst, px) -> str:
    """How a trader types it: no trailing zeros, no thousands separator below 10k."""
    s = f"{px:.{inst['dec']}f}" if inst["dec"] else str(int(round(px)))
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def rtick(inst, px):
    t = inst["tick"]
    v = round(round(px / t) * t, inst["dec"])
    return int(v) if inst["dec"] == 0 else v


def man(q: int) -> str:
    if q >= 10000:
        v = q / 10000
        return (f"{v:g}") + "万株"
    if q % 1000 == 0 and q >= 1000:
        return f"{q // 1000}千株"
    return f"{q:,}株"


def kfmt(q: int) -> str:
    if q >= 1000:
        v = q / 1000
        return f"{v:g}k"
    return str(q)


def pick_qty(rng, inst, lo, hi):
    cands = {
        "JP": [500, 1000, 1500, 2000, 3000, 5000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 40000, 50000],
        "HK": [5000, 10000, 20000, 30000, 40000, 50000, 80000, 100000, 150000, 200000],
        "KR": [500, 1000, 2000, 3000, 4000, 5000, 8000, 10000, 20000],
        "TW": [2000, 3000, 5000, 8000, 10000, 20000, 30000, 50000],
        "FUT": [2, 3, 4, 5, 6, 8, 10, 12, 15, 20],
    }[inst["mkt"]]
    mult = 1000 if inst["mkt"] == "FUT" else 1
    ok = [q for q in cands if lo <= q * inst["px"] * mult <= hi and q % inst["lot"] == 0]
    return rng.choice(ok or cands[:3])


# --------------------------------------------------------------------------- messages


class Msg:
    def __init__(self, u, who, content, embeds, reply, thread, cat, order):
        self.u = u
        self.who = who
        self.content = content
        self.embeds = embeds
        self.reply = reply
        self.thread = thread
        self.cat = cat            # hard | noise | near | chat
        self.order = order
        self.ev = None            # (event_type, facts, phrasing)
        self.edits = []           # (du minutes, new content)
        self.superseded = []
        self.delete_du = None
        self.forget_du = None
        self.bulk = None
        self.pin_du = None
        self.reacts = []          # (emoji, who, du)
        self.snippet = None
        self.attach = None
        self.idiom = None
        self.id = None
        self.ms = None

    def final(self):
        return self.edits[-1][1] if self.edits else self.content


def embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


# activity curve over the JST clock (weights per hour)
CURVE = [1, 1, 1, 1, 1, 1, 2, 5, 9, 14, 12, 9, 6, 11, 12, 10, 8, 6, 4, 3, 3, 2, 2, 1]


class Day:
    def __init__(self, rng, ch_idx, cid, start_ms, book, day_idx, seed, uniq):
        self.r = rng
        self.ch_idx = ch_idx
        self.cid = cid
        self.start_ms = start_ms
        self.book = book
        self.day_idx = day_idx
        self.seed = seed
        self.uniq = uniq          # per channel-day unique counter base (order/news ids)
        self.msgs: list[Msg] = []
        start_jst = datetime.fromtimestamp(start_ms / 1000, tz=JST)
        self.s0 = start_jst.hour * 60 + start_jst.minute + start_jst.second / 60
        self.idioms = {}
        self._oid = {"JP": 40100, "HK": 88200, "KR": 17700, "TW": 61000, "OSE": 22800, "HKF": 3100}
        self._oid = {k: v + (uniq * 131) % 9000 for k, v in self._oid.items()}
        self.news_n = 55000 + (uniq * 977) % 40000
        # day prices, shared by every channel on the same day
        self.px = {}
        for inst in JP + HK + KR + TW + list(FUT.values()):
            pr = random.Random(f"{DESK}:px:{seed}:{day_idx}:{inst['sym']}")
            self.px[inst["sym"]] = rtick(inst, inst["px"] * (1 + pr.gauss(0, 0.018)))

    # ---- time helpers (u = minutes since the window start)
    def clock(self, h, m=0.0):
        return (h * 60 + m - self.s0) % 1440

    def jst_of(self, u):
        return datetime.fromtimestamp((self.start_ms + u * 60000) / 1000, tz=JST)

    def hhmm(self, u):
        return self.jst_of(u).strftime("%H:%M")

    def later(self, u, lo, hi=None):
        d = lo if hi is None else self.r.uniform(lo, hi)
        return min(u + d, 1439.9)

    def curve_u(self, lo_h=0, hi_h=24):
        w = CURVE[lo_h:hi_h]
        h = self.r.choices(range(lo_h, hi_h), weights=w)[0]
        return self.clock(h, self.r.uniform(0, 59.9))

    def window_u(self, windows):
        """windows: list of (start_hour_float, end_hour_float) on the JST clock."""
        tot = sum(b - a for a, b in windows)
        x = self.r.uniform(0, tot)
        for a, b in windows:
            if x <= b - a:
                return self.clock(0, (a + x) * 60)
            x -= b - a
        a, b = windows[-1]
        return self.clock(0, b * 60)

    SESS = {
        "JP": [(9.1, 11.4), (12.55, 15.2)],
        "HK": [(10.6, 12.9), (14.05, 16.8)],
        "KR": [(9.1, 15.1)],
        "TW": [(10.1, 14.2)],
        "FUT": [(8.8, 11.4), (12.55, 15.3), (16.6, 21.5)],
    }

    def sess_u(self, mkt):
        return self.window_u(self.SESS[mkt])

    def oid(self, inst):
        k = inst["mkt"] if inst["mkt"] != "FUT" else inst["oid"]
        self._oid[k] += self.r.randint(3, 19)
        return f"{k}-{self._oid[k]}"

    def news_id(self):
        self.news_n += self.r.randint(2, 40)
        return f"NEWS-{self.news_n}"

    # ---- posting
    def post(self, u, who, content="", embeds=None, reply=None, thread=None, cat="chat",
             ev=None, facts=None, ph=None, idiom=None):
        m = Msg(u + self.r.uniform(0, 0.9) / 60, who, content, embeds, reply, thread, cat, len(self.msgs))
        if m.u >= 1440:
            m.u = 1439.99
        if ev:
            m.cat = "hard"
            m.ev = (ev, list(facts), ph)
        if idiom:
            m.idiom = idiom
        self.msgs.append(m)
        return m

    def hard(self, u, who, content, ev, facts, ph, **kw):
        return self.post(u, who, content, ev=ev, facts=facts, ph=ph, **kw)

    def noise(self, u, who, content="", **kw):
        return self.post(u, who, content, cat="noise", **kw)

    def near(self, u, who, content="", **kw):
        return self.post(u, who, content, cat="near", **kw)

    def P(self, inst):
        return self.px[inst["sym"]]

    def off(self, inst, ticks):
        return rtick(inst, self.P(inst) + ticks * inst["tick"])

    def pct_off(self, inst, pct):
        return rtick(inst, self.P(inst) * (1 + pct / 100))

    # =================================================================== noise
    def gen_noise(self):
        r = self.r
        bells = [
            (8, 0, "🔔 TSE pre-open — order acceptance from 08:00 JST. {d}"),
            (9, 0, "🔔 TSE/OSE 前場 寄付 09:00 JST · KRX open"),
            (10, 0, "🔔 TWSE open (09:00 Taipei)"),
            (10, 30, "🔔 HKEX morning session open 09:30 HKT · pre-opening session closed"),
            (11, 30, "🍱 TSE 前場引け — lunch break 11:30–12:30 JST. JP orders queue for the 後場 auction."),
            (12, 30, "🔔 TSE 後場 寄付 12:30 JST"),
            (13, 0, "🍱 HKEX lunch break 12:00–13:00 HKT — no continuous trading, HK child orders held by the OMS."),
            (14, 0, "🔔 HKEX afternoon session open 13:00 HKT"),
            (14, 30, "🔔 TWSE close 13:30 Taipei"),
            (15, 30, "🔔 TSE 大引け 15:30 JST · KRX close"),
            (16, 30, "🌙 OSE night session open 16:30 JST (NK225 / TOPIX futures)"),
            (17, 0, "🔔 HKEX close 16:00 HKT — closing auction session until ~16:10 HKT"),
            (18, 15, "🌙 HKFE after-hours (T+1) session open 17:15 HKT"),
        ]
        for h, m, txt in bells:
            u = self.clock(h, m + r.uniform(0, 0.05))
            self.noise(u, "bell", txt.format(d=self.jst_of(u).strftime("%a %d %b")))
        # FX bot
        usdjpy = 154.3 + r.gauss(0, 0.6)
        for h in range(7, 20, 2):
            usdjpy += r.gauss(0, 0.18)
            u = self.clock(h, r.uniform(0, 0.3))
            self.noise(u, "fx", f"FX {h:02d}:00 JST · USDJPY {usdjpy:.2f} · EURJPY {usdjpy * 1.0503:.2f} · "
                                f"USDHKD {7.781 + r.gauss(0, 0.002):.4f} · USDKRW {1391 + r.gauss(0, 4):,.1f} · "
                                f"USDTWD {31.4 + r.gauss(0, 0.08):.2f}")
        self.usdjpy = usdjpy
        # OMS heartbeats (hourly) - one is replaced by a gateway drop
        seq = 104000 + r.randint(0, 900)
        drop_h = r.choice([10, 11, 14, 15])
        for h in range(24):
            seq += r.randint(2800, 4100)
            u = self.clock(h, 7 + r.uniform(0, 1))
            tse = "UP" if 8 <= h < 16 else "CLOSED"
            hk = "UP" if 9 <= h < 18 else "CLOSED"
            ose = "UP" if (8 <= h < 16 or h >= 16 or h < 6) else "CLOSED"
            if h == drop_h:
                gw = "HKEX-OCG" if r.random() < 0.5 else "TSE-ARROWHEAD"
                self.noise(u, "oms", f"OMS|GW|{gw}|DISCONNECTED|reason=heartbeat timeout (30s)|retry=1")
                self.noise(self.later(u, 0.4, 0.9), "oms",
                           f"⚠️ exchange gateway {gw} down, orders on that venue are queued — reconnecting")
                u2 = self.later(u, 1.0, 1.8)
                self.noise(u2, "oms", f"OMS|GW|{gw}|RECONNECTED|resync seq {seq}→{seq + r.randint(10, 60)} ok|"
                                      f"down={r.randint(35, 95)}s")
                self.gw_drop_u = u
                self.gw_name = gw
                continue
            self.noise(u, "oms", f"OMS|HB|seq={seq}|gw=TSE:{tse} OSE:{ose} HKEX-OCG:{hk} KRX:{tse} TWSE:{tse}|"
                                 f"queue=0|lat_ms={r.uniform(0.4, 1.9):.1f}")
        # router cron summaries
        for h in (1, 3, 5, 20, 23):
            u = self.clock(h, r.uniform(0, 2))
            self.noise(u, "router", f"cron news-router {h:02d}:00 JST · 0 routed · {r.randint(3, 14)} skipped · "
                                    f"0 errors · queue 0")
        # risk engine "all ok"
        for h in (8, 13, 19):
            u = self.clock(h, r.uniform(40, 50))
            self.noise(u, "risk", f"risk-engine: all limits ok · gross {r.randint(52, 79)}% · net {r.randint(4, 19)}% · "
                                  f"single-name max {r.uniform(5, 8.9):.1f}% · VaR(99,1d) ¥{r.uniform(180, 320):.0f}m")
        # data tables posted by the flows cron
        sb = r.sample(HK, 6)
        rows = "\n".join(f"{i['sym']:<8} {i['en']:<14} net {r.uniform(-900, 1500):+8.1f}m  turnover share "
                          f"{r.uniform(5, 40):4.1f}%" for i in sb)
        self.noise(self.clock(17, r.uniform(5, 12)), "router",
                   f"cron flows/southbound {self.jst_of(self.clock(17)).strftime('%Y-%m-%d')} · top names by net buy (HK$)\n```\n"
                   f"{rows}\n```\ntotal Southbound net {r.uniform(-5, 15):+.1f}bn · quota used {r.uniform(5, 30):.1f}%")
        ss = r.sample(JP, 7)
        rows = "\n".join(f"{i['code']}  {i['local']:<10} short ratio {r.uniform(25, 48):4.1f}%  margin buy/sell "
                          f"{r.uniform(1.5, 9):4.2f}x  lending fee {r.uniform(0.2, 3):.2f}%" for i in ss)
        self.noise(self.clock(18, r.uniform(0, 10)), "router",
                   f"cron jpx/short-interest · 空売り比率 / 信用倍率 (T-1)\n```\n{rows}\n```\nTSE aggregate short-sell ratio "
                   f"{r.uniform(36, 44):.1f}% · source JPX")
        rows = "\n".join(f"{n:<22} {r.uniform(-450, 450):+7.0f}bn" for n in
                          ["Foreigners", "Individuals", "Trust banks", "Investment trusts", "Business corporations",
                           "Securities cos (prop)", "Insurance"])
        self.noise(self.clock(15, r.uniform(40, 50)), "router",
                   f"cron jpx/investor-type weekly (¥, cash + futures)\n```\n{rows}\n```\nnext release Thu 15:30 JST")
        rows = "\n".join(f"{n:<16} {r.uniform(-600, 800):+7.0f}bn KRW" for n in
                          ["Samsung Elec", "SK Hynix", "Hyundai Motor", "KB Financial", "Naver", "Celltrion"])
        self.noise(self.clock(15, r.uniform(45, 55)), "router",
                   f"cron krx/foreign-net · KOSPI foreign net by name (today)\n```\n{rows}\n```")
        # end-of-day risk report
        u = self.clock(17, r.uniform(25, 35))
        rows = []
        for bk, cc in (("JP cash", "¥"), ("JP fut", "¥"), ("HK cash", "HK$"), ("HK fut", "HK$"), ("KR", "₩"), ("TW", "NT$")):
            rows.append(f"{bk:<8}| gross {cc}{r.uniform(0.2, 4.5):.2f}bn | net {r.uniform(-0.8, 1.2):+.2f}bn | "
                        f"limit used {r.randint(20, 79)}% | top name {r.uniform(3, 9):.1f}%")
        self.noise(u, "risk", f"EOD risk summary {self.jst_of(u).strftime('%Y-%m-%d')} 17:30 JST — all limits ok\n```\n"
                              + "\n".join(rows) + f"\n```\nVaR(99,1d) ¥{r.uniform(180, 320):.0f}m · stress(BOJ+25bp) "
                              f"¥{r.uniform(-400, -150):.0f}m · beta {r.uniform(0.05, 0.25):.2f} · no breaches today")
        # PnL snapshots
        for h, m, lab in ((11, 31, "前場"), (15, 36, "大引け"), (17, 12, "HK close"), (23, 0, "night")):
            u = self.clock(h, m + r.uniform(0, 1))
            jp = r.uniform(-30, 40)
            fut = r.uniform(-12, 12)
            hk = r.uniform(-3, 3)
            kt = r.uniform(-6, 6)
            net = jp + fut + hk * 19.8 + kt
            self.noise(u, "pnl", f"PnL snapshot {self.hhmm(u)} JST ({lab})\nJP cash ¥{jp:+.1f}m | JP fut ¥{fut:+.1f}m | "
                                 f"HK HK${hk:+.2f}m | KR/TW ¥{kt:+.1f}m\nNet ¥{net:+.1f}m · gross ¥{r.uniform(7.5, 9.5):.2f}bn · "
                                 f"beta-adj net {r.randint(5, 16)}%")
        # price alerts
        names = self.book["held"] + self.book["watch"]
        for _ in range(r.randint(6, 8)):
            inst = r.choice(names)
            mkt = inst["mkt"]
            u = self.sess_u(mkt if mkt in self.SESS else "JP")
            mv = r.choice([-1, 1]) * r.uniform(1.5, 4.2)
            self.noise(u, "alerts", f"{'📈' if mv > 0 else '📉'} px-alert {inst['sym']} {mv:+.1f}% "
                                    f"({fmt_px(inst, self.pct_off(inst, mv))}) · vol {r.uniform(1.4, 3.6):.1f}x 20d")
        # deploy / CI
        v = f"2.{14 + self.day_idx % 5}.{r.randint(0, 9)}"
        self.noise(self.clock(5, r.uniform(30, 40)), "deploy",
                   f"deploy oms-bridge v{v} → prod ✅ (build {r.randint(5000, 5999)}, {r.randint(2, 5)}m{r.randint(0, 59):02d}s)")
        self.noise(self.clock(2, r.uniform(0, 50)), "deploy",
                   f"CI: risk-engine #{r.randint(8000, 8999)} passed on main ({r.randint(380, 460)} tests, {r.randint(4, 9)}m)")
        self.noise(self.clock(20, r.uniform(0, 50)), "deploy",
                   f"CI: news-bridge #{r.randint(3000, 3999)} failed on feature/jp-ner — 2 tests (test_kana_alias, "
                   f"test_hk_code_pad)")
        # compliance attestation
        self.noise(self.clock(7, 45 + r.uniform(0, 2)), "compliance",
                   f"Daily restricted list check completed {self.hhmm(self.clock(7, 45))} JST: no changes. "
                   f"{r.randint(11, 19)} securities currently restricted. Reminder: Hong Kong short sales require "
                   f"a confirmed locate before order entry.")
        # stack trace, and a bulk-deleted burst of bridge errors
        u = self.clock(r.choice([3, 4, 21]), r.uniform(0, 50))
        self.noise(u, "oms", "oms-bridge ERROR while posting exec report\n```\nTraceback (most recent call last):\n"
                             "  File \"/opt/oms_bridge/relay.py\", line 214, in on_exec_report\n"
                             "    payload = fmt.pipe_line(report)\n"
                             "  File \"/opt/oms_bridge/fmt.py\", line 88, in pipe_line\n"
                             "    return \"|\".join(str(report[k]) for k in FIELDS)\n"
                             "KeyError: 'avg_px'\n```\n(retrying in 5s)")
        ub = self.later(getattr(self, "gw_drop_u", self.clock(10)), 2.0, 3.0)
        burst = []
        for i in range(3):
            sq = r.randint(88000, 88999)
            burst.append(self.noise(self.later(ub, i * 0.05), "oms",
                                    f"oms-bridge WARN duplicate exec report suppressed (resync) seq={sq} dup#{i + 1}"))
        uat_inst = r.choice(JP)
        burst.append(self.noise(self.later(ub, 0.2), "oms",
                                f"EXEC|ACK|ID=UAT-{r.randint(7000, 7999)}|{uat_inst['sym']}|SELL|1,000|@ "
                                f"{fmt_px(uat_inst, self.P(uat_inst))} [UAT env — ignore]"))
        for m in burst:
            m.bulk = "b1"
            m.snippet = m.content
        self.bulk_u = self.later(ub, 3, 6)

    def ack_to(self, target, who=None, du=(0.3, 2.5)):
        acks = {"watanabe": ["了解", "👍", "ok", "了解です"], "wing": ["ok lah", "noted lah", "👍", "thx"],
                "harada": ["thanks", "👍", "noted"], "yuki": ["ありがとうございます", "thx", "🙏", "了解です"]}
        who = who or self.r.choice(list(acks))
        return self.noise(self.later(target.u, *du), who, self.r.choice(acks[who]), reply=target,
                          thread=target.thread)

    # =================================================================== chat
    def gen_chat(self, n):
        r = self.r
        b = self.book
        jp = [i for i in b["held"] + b["watch"] if i["mkt"] == "JP"] or JP
        hk = [i for i in b["held"] + b["watch"] if i["mkt"] == "HK"] or HK

        def J():
            return r.choice(jp)

        def H():
            return r.choice(hk)

        nk = self.P(FUT["NK"])
        hsi = self.P(FUT["HSI"])
        # (JST hour window, template)
        wing = [
            ((9.6, 10.4), lambda: f"morning all, hsi futures {r.choice(['+', '-'])}{r.randint(20, 190)} pts pre-open, china adrs mixed ah"),
            ((11.0, 13.0), lambda: f"southbound already HK${r.uniform(2, 9):.1f}bn net buy, mostly into the banks lah"),
            ((10.6, 16.8), lambda: f"liquidity so thin in {H()['short']} today, spread 2 ticks wide ah"),
            ((10.6, 16.8), lambda: "market very quiet lah, everyone waiting for the fed"),
            ((10.0, 17.0), lambda: f"hibor 1m down again, {r.uniform(2.6, 3.9):.2f}% — property names liking it"),
            ((16.0, 17.0), lambda: f"{H()['en'].lower()} closing auction always funny, don't trust the last print lah"),
            ((10.6, 16.8), lambda: "hkex ocg slow again or just me ah?"),
            ((10.0, 17.0), lambda: f"ccass shows {r.choice(BROKERS).lower()} taking stock out of {H()['short']} again, prob stock lending"),
            ((12.9, 13.1), lambda: "lunch lah, back 1pm hkt"),
            ((14.0, 14.3), lambda: "afternoon session start, nothing much ah"),
            ((10.6, 16.8), lambda: f"hsi {hsi + r.randint(-150, 150):,} now, tech leading"),
            ((10.6, 16.8), lambda: "mainland names all bid lah, northbound also strong"),
            ((9.0, 18.0), lambda: f"anyone got the {H()['en'].lower()} results deck? ir link broken ah"),
            ((12.0, 12.9), lambda: "dim sum at 1 anyone? lah"),
            ((10.6, 17.0), lambda: f"hsi 1m atm vol only {r.uniform(17, 24):.1f}, cheap lah"),
            ((11.0, 16.8), lambda: f"so many block trades in {H()['short']} today, 3 crosses already"),
            ((17.1, 17.6), lambda: f"hk closing auction random end again, 16:0{r.randint(8, 9)}:{r.randint(10, 59)} lol"),
            ((10.6, 16.8), lambda: f"a50 futures {r.choice(['up', 'down'])} {r.uniform(0.2, 1.3):.1f}%, cnh {r.uniform(7.1, 7.3):.4f}"),
            ((9.0, 18.0), lambda: "ugh my bbg keeps logging out lah"),
            ((10.0, 17.0), lambda: f"{H()['en'].lower()} buyback again today? saw it in the hkex filing ah"),
            ((16.0, 18.5), lambda: "tomorrow hk open normal, no holiday lah"),
            ((10.6, 13.0), lambda: f"{H()['short']} opening auction messy, indicative jumped 1% then back ah"),
            ((17.2, 19.0), lambda: "ok heading out lah, night session on my phone if anything"),
            ((10.6, 16.8), lambda: f"tech index {r.choice(['+', '-'])}{r.uniform(0.3, 2.2):.1f}%, property still the weakest lah"),
            ((10.6, 16.8), lambda: f"{H()['short']} borrow getting expensive ah, pb says {r.uniform(1, 6):.1f}% fee now"),
        ]
        wata = [
            ((9.0, 9.4), lambda: "寄り強い。先物主導"),
            ((7.5, 16.0), lambda: f"円安 {self.usdjpy:.2f}。輸出株しっかり"),
            ((9.0, 15.5), lambda: f"TOPIX {self.P(FUT['TP']) + r.uniform(-15, 15):,.1f} 台"),
            ((12.3, 12.6), lambda: "後場は様子見"),
            ((9.0, 15.5), lambda: "SQ前で板薄い"),
            ((8.5, 22.0), lambda: f"NK 先物 {nk + r.randint(-20, 20) * 10:,}、裁定残 増えてる"),
            ((8.0, 18.0), lambda: "日銀会合まで動きにくい"),
            ((9.0, 15.5), lambda: f"{J()['short']} 出来高多い、海外勢?"),
            ((9.0, 15.5), lambda: "半導体 弱い。TEL/アドバン 売られてる"),
            ((9.0, 15.5), lambda: "銀行株 強い、金利上昇"),
            ((9.5, 15.0), lambda: "今日は 静か"),
            ((11.5, 11.7), lambda: "昼休み。12:25 戻る"),
            ((15.0, 15.1), lambda: "大引けまで あと30分"),
            ((16.0, 20.0), lambda: "明日 US CPI, 注意"),
            ((8.0, 18.0), lambda: f"{J()['local']} guidance day tomorrow, 要チェック"),
            ((9.0, 15.5), lambda: f"{J()['short']} 板厚い、上値重い"),
            ((15.5, 16.5), lambda: "Tokyo close flat-ish, 個別は強弱まちまち"),
            ((17.5, 19.5), lambda: "お疲れ様です。夜間は NK だけ見ます"),
            ((8.0, 15.5), lambda: "JGB 10y 上昇、銀行 買われる流れ"),
            ((9.0, 15.5), lambda: f"グロース 弱い, グロース250 {r.uniform(-2.5, -0.5):.1f}%"),
            ((8.0, 19.0), lambda: f"{J()['local']} のIR、来週 1on1 入れました"),
            ((8.3, 8.9), lambda: "気配 強め。寄り前の板 買い優勢"),
            ((13.0, 15.4), lambda: f"{J()['short']} 引けにかけて 戻り売り"),
            ((9.0, 15.5), lambda: f"ドル円 {self.usdjpy:.1f} 近辺で止まってる"),
            ((15.3, 15.5), lambda: "クロージング・オークション 厚い。指数リバランス?"),
        ]
        har = [
            ((7.5, 8.8), lambda: "Morning all. BOJ next week — keep gross in check and no heroics."),
            ((8.0, 9.0), lambda: "In meetings until 11, Watanabe-san has the JP book."),
            ((17.2, 19.5), lambda: "Good work on the close today."),
            ((9.0, 18.0), lambda: "Please keep the channel clean — raw OMS chatter belongs in #oms-raw."),
            ((12.0, 15.0), lambda: "Client call at 4pm HKT, need the HK attribution by then."),
            ((8.0, 19.0), lambda: "Thanks both."),
            ((8.0, 14.0), lambda: "Can someone pull the crowding report for Japan before the risk meeting?"),
            ((9.0, 16.0), lambda: "Reminder: NAV strike at month-end, please have all breaks resolved by 17:00 JST."),
            ((17.0, 20.0), lambda: "I'll be on the road tomorrow, reachable on Signal."),
            ((9.0, 17.0), lambda: f"Anyone spoken to {r.choice(BROKERS)} about the Tokyo corporate access week?"),
            ((12.0, 13.0), lambda: "Back from lunch. Anything I missed?"),
        ]
        yuki = [
            ((9.0, 18.0), lambda: f"uploaded the updated {J()['en']} model to the shared drive"),
            ((16.0, 18.0), lambda: f"TSE short interest file is out, {J()['short']} short ratio up to {r.uniform(28, 44):.1f}%"),
            ((9.0, 15.0), lambda: f"{J()['local']} の決算説明会は16:00からです"),
            ((8.0, 12.0), lambda: f"circulating the Nikkei article on {J()['en']} supply chain — nothing new imo"),
            ((9.0, 18.0), lambda: f"consensus OP for {J()['en']} moved up {r.uniform(0.5, 4):.1f}% this week"),
            ((10.0, 17.0), lambda: "JPX published the tick-size consultation, will summarise later"),
            ((15.0, 19.0), lambda: f"I'll take notes on the {H()['en']} call tonight"),
            ((9.0, 16.0), lambda: "meeting room 12F booked for the 17:30 review"),
            ((9.0, 17.0), lambda: f"{J()['local']} IR confirmed the quiet period starts Monday"),
            ((16.0, 17.5), lambda: "the 信用残 data is delayed today, JPX site slow"),
            ((15.5, 18.0), lambda: "TOPIX float adjustment list published, two of ours affected slightly"),
            ((8.0, 9.0), lambda: "おはようございます。overnight summary は pin してあります"),
            ((9.0, 18.0), lambda: f"{J()['en']} sell-side day tomorrow, I'm on the 10:00 slot"),
            ((9.0, 17.0), lambda: "sharing the TSE margin data in the drive, updated through yesterday"),
            ((17.5, 20.0), lambda: "お先に失礼します"),
        ]
        pools = {"wing": wing, "watanabe": wata, "harada": har, "yuki": yuki}
        weights = {"wing": 0.3, "watanabe": 0.32, "harada": 0.13, "yuki": 0.25}
        bags = {k: [] for k in pools}
        recent = []
        for _ in range(n):
            who = r.choices(list(pools), weights=[weights[k] for k in pools])[0]
            if not bags[who]:
                bags[who] = list(range(len(pools[who])))
                r.shuffle(bags[who])
            (lo, hi), fn = pools[who][bags[who].pop()]
            u = self.window_u([(lo, hi)])
            reply = None
            if recent and r.random() < 0.15:
                cand = [m for m in recent if m.u < u and u - m.u < 90]
                if cand:
                    reply = r.choice(cand)
            m = self.post(u, who, fn(), reply=reply)
            recent.append(m)
        # acks / emoji, each replying to something said shortly before
        acks = {"watanabe": ["了解", "👍", "ok", "了解です", "草"], "wing": ["ok lah", "noted lah", "👍", "thx", "ok ok", "🔥"],
                "harada": ["thanks", "👍", "noted", "sure"], "yuki": ["ありがとうございます", "thx", "🙏", "了解です", "👀"]}
        humans = [m for m in self.msgs if not PEOPLE[m.who][1] and m.cat != "noise" and m.thread is None
                  and m.delete_du is None and m.forget_du is None]
        for _ in range(r.randint(6, 9)):
            tgt = r.choice(humans)
            who = r.choice([k for k in acks if k != tgt.who])
            self.noise(self.later(tgt.u, 0.3, 3), who, r.choice(acks[who]), reply=tgt)
        # a chat typo fixed by edit
        m = self.post(self.window_u([(10.6, 12.5)]), "wing", "hsi opening auction volume was 2x the 20d avg lah, teh tech names")
        m.edits.append((self.r.uniform(0.5, 2), "hsi opening auction volume was 2x the 20d avg lah, the tech names mostly"))
        # deleted chat + forgotten chat
        m = self.post(self.curve_u(15, 19), "yuki", f"dinner tonight 19:30 — Ebisu izakaya, booked under Mori (table {self.r.randint(3, 19)})")
        m.delete_du = self.r.uniform(1, 4)
        m.snippet = m.content.split("— ")[1][:34]
        phone = f"+852 {self.r.randint(5100, 9899)} {self.r.randint(1000, 9999)}"
        m = self.post(self.later(getattr(self, "gw_drop_u", self.clock(10)), 4, 7),
                      "wing", f"if gw drops again call my mobile {phone} lah, faster than bbg chat")
        m.forget_du = self.r.uniform(8, 30)
        m.snippet = phone

    # =================================================================== research notes
    def note_vals(self):
        r = self.r
        b = self.book
        jpn = [i for i in JP]
        r.shuffle(jpn)
        hkn = list(HK)
        r.shuffle(hkn)
        return dict(
            jgb2=f"{r.uniform(0.95, 1.35):.2f}", jgb10=f"{r.uniform(1.75, 2.15):.2f}", bojp=r.randint(20, 75),
            usdjpy=f"{self.usdjpy:.2f}", fdir=r.choice(["bought", "sold"]), fbn=r.randint(80, 640),
            nth=r.choice(["second", "third", "fourth", "fifth"]), a=jpn[0]["en"], b=jpn[1]["en"], c=jpn[2]["en"],
            ha=hkn[0]["en"], hb=hkn[1]["en"], sb=f"{r.uniform(3, 14):.1f}", kr=r.choice(KR)["en"],
            semi=r.choice(["Tokyo Electron", "Advantest", "Shin-Etsu Chemical"]), pe=f"{r.uniform(14, 31):.1f}",
            pct=f"{r.uniform(2, 18):.1f}", bn=f"{r.uniform(1.2, 9.8):.1f}", rsi=r.randint(38, 76),
            skew=f"{r.uniform(1.5, 6.5):.1f}", oi=r.randint(3, 19), tw=r.choice(TW)["en"], hsi=f"{self.P(FUT['HSI']):,}",
            nk=f"{self.P(FUT['NK']):,}", gross=r.randint(55, 82), net=r.randint(4, 18), w1=f"{r.uniform(6, 9):.1f}",
            w2=f"{r.uniform(4, 6):.1f}", w3=f"{r.uniform(3, 4.5):.1f}", vol=f"{r.uniform(8, 14):.1f}",
            vol2=f"{r.uniform(13, 21):.1f}", corr=f"{r.uniform(0.35, 0.62):.2f}", bp=r.randint(3, 14),
            pe1=f"{r.uniform(9, 30):.1f}", pe2=f"{r.uniform(9, 30):.1f}", pe3=f"{r.uniform(9, 30):.1f}",
            pb1=f"{r.uniform(0.8, 4):.1f}", pb2=f"{r.uniform(0.8, 4):.1f}", pb3=f"{r.uniform(0.8, 4):.1f}",
            dy1=f"{r.uniform(0.5, 4):.1f}", dy2=f"{r.uniform(0.5, 4):.1f}", dy3=f"{r.uniform(0.5, 4):.1f}",
            auc=r.randint(9, 16), held=", ".join(i["sym"] for i in b["held"][:4]),
            hedge=r.randint(40, 90), rev=f"{r.uniform(0.9, 1.4):.2f}", fo=r.randint(22, 48), hkto=r.randint(180, 320),
        )

    PARAS = [
        "Macro backdrop. The front end of the JGB curve has repriced again: 2y at {jgb2}% and 10y at {jgb10}%, with OIS "
        "pricing roughly {bojp}% odds of a hike at the next BOJ meeting. USDJPY at {usdjpy} keeps exporters' full-year "
        "guidance conservative — most autos and machinery names assume 145-148 for the second half — so every yen of "
        "depreciation is worth roughly +0.4% to TOPIX EPS on our sensitivity table. We would not extrapolate that too "
        "far: the MoF has been vocal above 155 and speculative yen shorts are already stretched on the IMM data.",
        "Flows. TSE investor-type data showed foreigners {fdir} ¥{fbn}bn of cash equities last week, the {nth} week in a "
        "row, while trust banks leaned the other way into the move (pension rebalancing). Individuals bought the dip in "
        "{a} and {b} through margin accounts. In Hong Kong, Southbound Connect took in HK${sb}bn yesterday, concentrated "
        "in {ha} and {hb}; mainland money remains the marginal buyer of the high-dividend state-owned names.",
        "Semis. Memory pricing is the swing factor for {kr}: contract DRAM prices are guided +{pct}% q/q for the first "
        "quarter, HBM allocation for next year is effectively sold out and the debate has moved to 2028 capacity. For the "
        "Japanese equipment names the order-book read-across is positive but lagged; {semi} trades at {pe}x forward "
        "earnings against a ten-year average of about 21x, which already prices a good part of the upcycle.",
        "Autos. Tariff noise has faded from the tape but not from the numbers: US-bound volumes are running {pct}% below "
        "last year for the Japanese OEMs, offset by pricing and currency. The group leader still has the cleanest "
        "balance sheet, with net cash ex-finance of roughly ¥{bn} trillion, and buyback capacity is real. The risk is a "
        "stronger yen into the BOJ; every ¥1 move against the dollar is worth about ¥45bn of annual operating profit.",
        "Banks. The megabanks have been the purest BOJ trade of the year: NII sensitivity to a 25bp hike is around +{pct}% "
        "and price-to-book is finally above 1.0x. Consensus is long, and the sector is the most crowded long in the "
        "prime-broker data for Japan, so any delay from the BOJ would hit it first. Dividend policy has become "
        "progressive across the group, which supports the floor but does not create upside on its own.",
        "China internet. {ha} reported in-line numbers last month with advertising growth of {pct}% and a gaming pipeline "
        "that looks better into the first half. Valuation at {pe}x forward earnings is undemanding against global peers, "
        "but the multiple is capped by the geopolitical discount and by Southbound's preference for dividend payers. "
        "Buyback execution across the large platforms is running at about HK${bn}bn a week.",
        "Positioning and technicals. {a} sits {pct}% above its 200-day moving average with a 14-day RSI of {rsi}; one-month "
        "25-delta skew is {skew} vols, so protection is not cheap. Nikkei futures open interest rose {oi}k contracts over "
        "the week while the index rose, which is consistent with fresh longs rather than short covering, and the "
        "arbitrage long balance is back at levels last seen before the summer unwind.",
        "Taiwan. {tw} monthly sales came in at NT${bn}bn, up {pct}% y/y and ahead of the guided range; advanced nodes now "
        "exceed 70% of wafer revenue. The foreign ownership ratio in the index heavyweight is back near the top of its "
        "five-year range, which limits incremental foreign buying. Index concentration remains extreme: a single name is "
        "more than a third of TAIEX.",
        "Calendar. Key dates ahead: the BOJ meeting, US CPI, the Nikkei 225 SQ and the Hang Seng quarterly review. Index "
        "events matter for this book: the SQ tends to pin the Nikkei around the large strikes ({nk} is close to one this "
        "time), and passive flows around the Hang Seng rebalance have averaged HK${bn}bn in recent reviews, most of it "
        "crossed in the closing auction.",
        "Risk. Book gross is {gross}% of the limit and net beta-adjusted exposure {net}% long. Largest single-name weights "
        "are {w1}%, {w2}% and {w3}% of NAV. Realised volatility on the book has been {vol}% annualised over twenty days "
        "against {vol2}% for TOPIX. Correlation between the Japan and Hong Kong sleeves has risen to {corr}, which reduces "
        "the diversification benefit we assume when sizing.",
        "Korea. The Value-Up programme continues to re-rate holding companies and financials, and foreign investors have "
        "been net buyers of KOSPI for most of the month. {kr} guided capex higher for next year, which the market read as "
        "confidence in its HBM share. Short-selling rules remain tighter than before 2023 and borrow in the mid-caps cannot "
        "be relied upon.",
        "Valuation snapshot (forward P/E, P/B, dividend yield): {a} {pe1}x / {pb1}x / {dy1}%; {b} {pe2}x / {pb2}x / {dy2}%; "
        "{c} {pe3}x / {pb3}x / {dy3}%. Dispersion within the group is the widest since 2021, and the cheapest quintile "
        "on P/B has outperformed the most expensive one by a wide margin over the past six months.",
        "Governance. TSE pressure on sub-1x price-to-book companies keeps producing buybacks and cross-shareholding "
        "unwinds; announced buybacks year-to-date are a record at roughly ¥{bn} trillion. {b} is one of the larger holders "
        "of cross-shareholdings in its sector and has committed to halve them by FY2027, which should translate into "
        "steady buyback supply.",
        "China macro. The credit impulse turned marginally positive in the latest social-financing print, but property "
        "sales in the top thirty cities are still down {pct}% y/y. Policy support has been incremental rather than a "
        "bazooka. For the Hang Seng that means a range trade until there is proof of stabilisation; the index has spent "
        "most of the quarter on either side of {hsi}.",
        "Execution notes. The Tokyo closing auction has grown to about {auc}% of daily volume in the large caps, so size is "
        "best done there. In Hong Kong the closing auction is thinner and the random end makes it unreliable for names "
        "with heavy retail participation. Average slippage on the last twenty tickets was {bp}bp against arrival, in line "
        "with the prior quarter.",
        "Yen and hedging. The desk runs roughly {hedge}% of the JPY exposure of the cash book hedged through forwards; the "
        "one-month forward points have moved against us by about {bp}bp annualised as the rate differential narrowed. "
        "Hedged and unhedged TOPIX returns have diverged by more than six points year-to-date, which is the largest gap "
        "since 2022 and explains a good part of the foreign flow story: dollar-based investors who ran unhedged have "
        "given back much of their local-currency gain.",
        "Earnings revisions. The three-month revisions ratio for TOPIX has climbed back to {rev}, led by machinery, trading "
        "houses and banks, while retail and real estate keep drifting lower. In Hong Kong the picture is the mirror image: "
        "revisions are negative for the property developers and the consumer names and positive for the internet platforms "
        "and insurers. Korea is the outlier with memory driving almost all of the upgrades in the index.",
        "Supply. Equity supply is picking up into year-end: we count ¥{bn}bn of secondary offerings and block trades in "
        "Japan over the past month, mostly cross-shareholding sales by banks and insurers. In Hong Kong the IPO pipeline "
        "has reopened with several mainland A+H listings, which absorbs Southbound liquidity on pricing days. Both are a "
        "mild headwind for the large caps that sit in every foreign portfolio.",
        "Retail. NISA inflows continue to be the most reliable source of domestic demand; monthly net purchases of "
        "investment trusts through the tax-free accounts have run at about ¥{fbn}bn, with a heavy tilt to global "
        "equity funds rather than Japanese stocks. Margin buying balances on the Tokyo exchanges rose for a {nth} week, "
        "and the valuation ratio on margin positions is back to levels that preceded the last two corrections.",
        "Options market. Nikkei one-month implied volatility is {vol2} against realised of {vol}, a spread wider than "
        "average, and the put skew has steepened since the last SQ. Dealers appear to be long gamma around the big strikes, "
        "which has dampened intraday ranges. In Hong Kong, Hang Seng implied vol remains near the bottom of its one-year "
        "range and call open interest is building in the large internet names.",
        "Quant and factor. Value has beaten growth in Japan for the {nth} consecutive month, and the momentum factor is now "
        "long banks and trading houses and short small-cap growth, so a BOJ disappointment would hurt momentum portfolios "
        "twice. Low volatility has lagged. In Hong Kong, high-dividend has been the best-performing factor for a year, "
        "which is simply the Southbound flow showing up in the factor returns.",
        "Semiconductor equipment. Order intake at the Japanese front-end tool makers is guided flat to up in the next "
        "quarter, with China still above {pct}% of sales for several of them despite the export rules. The memory recovery "
        "supports etch and deposition more than lithography-adjacent names. Test equipment remains the cleanest AI-linked "
        "exposure in Tokyo and trades at a premium to reflect it.",
        "Consumer and inbound. Visitor arrivals to Japan set another monthly record, and department-store duty-free sales "
        "rose {pct}% y/y, although spend per visitor has come down as the mix shifts away from mainland tour groups. "
        "Macau gross gaming revenue is tracking near pre-pandemic levels on the mass segment, while VIP remains a fraction "
        "of what it was.",
        "Insurance and financials in Hong Kong. New business value growth for the pan-Asian life insurers remains in the "
        "double digits, driven by mainland visitors buying Hong Kong policies; that channel is sensitive to any change in "
        "cross-border rules. Net interest margins at the local banks have peaked with HIBOR falling, and the sector "
        "trades on yield support of around {dy1}%.",
        "Trading houses. The five large trading houses remain a consensus long among foreign investors, helped by "
        "buyback programmes and a well-known US shareholder. Commodity prices are a mixed bag for earnings: coal and "
        "iron ore are soft, LNG contracts are stable and the non-resource businesses now contribute more than half of "
        "profit at several of them.",
        "Liquidity. Average daily turnover on the TSE Prime market has been about ¥{fbn}bn higher this quarter than a year "
        "ago, and the share of foreign investors in turnover is close to 70%. Hong Kong turnover is averaging HK${hkto}bn a "
        "day, well above last year's levels, with Southbound accounting for about a third. Liquidity is therefore not the "
        "constraint on position sizing in the large caps; it is in the mid-caps.",
        "Policy. The government's economic package is mostly transfers and energy subsidies, with a limited direct effect "
        "on corporate earnings. The more relevant item for equities is the continued push on governance and the review of "
        "cross-shareholding disclosure. In China, the latest politburo language on supporting the stock market was "
        "stronger than expected but no specific measures followed.",
        "Housekeeping. Borrow availability has tightened in a handful of Japanese mid-caps ahead of the dividend record "
        "date, and fees have risen above {bp}0bp in several of them. Hong Kong borrow is plentiful in the large caps. The "
        "prime broker has flagged that recall risk rises into the year-end, which is worth bearing in mind for any crowded "
        "short.",
        "What would change our mind. A sustained move in USDJPY below 145, a BOJ that signals a faster pace of hikes than "
        "the market prices, or a disorderly move in JGB yields above {jgb10}% on the 10-year would each challenge the "
        "current construction of the book. On the Hong Kong side the trigger would be a policy surprise in Beijing in "
        "either direction.",
    ]
    COMPANY = [
        "{full} ({sym}). The stock trades at {pe}x forward earnings, near the middle of its five-year range, with consensus "
        "expecting operating profit growth of about {pct}% next year. The debate is about the durability of margins: "
        "management has pointed to pricing and mix, the sceptics to a cost base that has been flattered by the currency. "
        "Our channel checks this month were neutral to slightly positive, with order books stable and inventories lean.",
        "{full} ({sym}). Results are due within the next few weeks. The buy side is positioned for a beat on the top line; "
        "the risk is guidance, which management has historically set conservatively and raised through the year. Options "
        "imply a move of about {skew}% on the day, below the realised average of the past eight prints. Sell-side "
        "estimates have drifted up by {pct}% over the quarter.",
        "{full} ({sym}). Capital allocation is the key issue. Net cash represents about {dy1}% of market capitalisation and "
        "the payout ratio is below peers; the company has promised an update at the next medium-term plan. Foreign "
        "ownership is {fo}% and rising, and the activist community has taken small positions in the register according "
        "to the latest large-holding reports.",
    ]

    def note(self, u, title, decision=None, quoted=None, n_paras=(7, 9), company=None):
        r = self.r
        vals = self.note_vals()
        k = r.randint(*n_paras)
        pool = getattr(self, "_para_pool", [])
        paras = []
        while len(paras) < k:
            if not pool:
                pool = list(range(len(self.PARAS)))
                r.shuffle(pool)
            i = pool.pop()
            if self.PARAS[i] not in paras:
                paras.append(self.PARAS[i])
        self._para_pool = pool
        paras = [p.format(**vals) for p in paras]
        for inst in company or []:
            cv = dict(vals, full=inst["full"], sym=inst["sym"])
            paras.insert(r.randint(0, len(paras)), r.choice(self.COMPANY).format(**cv))
        tldr = r.choice([
            "range-bound tape, yen the swing factor, flows still supportive.",
            "quiet session ahead of the central banks; dispersion is where the opportunity is.",
            "semis soft, banks firm, Hong Kong drifting with the mainland.",
            "positioning is crowded in the obvious longs; watch the SQ and the BOJ.",
        ])
        if quoted:
            paras.insert(r.randint(1, len(paras) - 1), quoted)
        if decision:
            paras.insert(len(paras) // 2, decision)
        head = f"**{title}** — {self.jst_of(u).strftime('%Y-%m-%d %H:%M')} JST\nTL;DR: {tldr}\n\n"
        foot = "\n\n— kaiju-research · sources: TSE, HKEX, KRX, TWSE, BBG, company filings · internal use only"
        return head + "\n\n".join(paras) + foot

    # =================================================================== news
    def news_embed(self, title, desc, fields, nid, src="BBG First Word"):
        return [{"title": title, "description": desc, "url": f"https://www.bloomberg.com/news/terminal/{nid.lower()}",
                 "author": "Bloomberg News Bridge",
                 "fields": fields, "footer": f"{src} · {nid}"}]

    def news_story(self, name_kind, inst=None, other=None):
        """Return (title, desc, fields, facts). name_kind in local/en/ticker."""
        r = self.r
        if inst is not None:
            en, full, local, bbg, mkt = inst["en"], inst["full"], inst["local"], inst["bbg"], inst["mkt"]
        else:
            en, full, local, bbg = other["en"], other["en"], other["local"], other["bbg"]
            mkt = {"JP": "JP", "HK": "HK", "KS": "KR", "TT": "TW"}[bbg.split()[-1]]
        t = r.choice(["14:02", "15:31", "15:45", "16:10", "12:05", "10:17", "09:48", "17:30", "19:02"])
        if name_kind == "local" and mkt == "JP":
            k = r.randrange(4)
            n = r.randint(3, 25)
            if k == 0:
                return (f"{local}、通期営業利益予想を{n}%上方修正", f"{local}は今期の連結営業利益予想を従来比{n}%引き上げた。円安と価格改定が寄与し、"
                        f"市場予想も上回る。配当予想も据え置きから増配に変更。",
                        [{"name": "Source", "value": "Nikkei / BBG", "inline": True}, {"name": "Time", "value": f"{t} JST", "inline": True}],
                        [local, "上方修正", f"{n}%"])
            if k == 1:
                amt = r.choice([500, 1000, 1500, 2000, 3000])
                return (f"{local}、{amt:,}億円を上限に自社株買い", f"{local}は発行済み株式の{r.uniform(1, 4):.1f}%に当たる自社株を"
                        f"上限{amt:,}億円で取得すると発表。取得期間は来年3月末まで。消却も予定。",
                        [{"name": "Source", "value": "TDnet", "inline": True}, {"name": "Time", "value": f"{t} JST", "inline": True}],
                        [local, f"{amt:,}億円", "自社株買い"])
            if k == 2:
                return (f"{local}、社長交代を発表 — 来年4月1日付", f"{local}は現社長が会長に就き、副社長が昇格する人事を発表した。"
                        f"中期経営計画は新体制で見直す方針。",
                        [{"name": "Source", "value": "Nikkei", "inline": True}, {"name": "Time", "value": f"{t} JST", "inline": True}],
                        [local, "社長交代"])
            return (f"{local}に公取委が立ち入り検査、関係者", f"公正取引委員会が独占禁止法違反の疑いで{local}に立ち入り検査に入ったことが"
                    f"関係者の話で分かった。取引先への不当な要求の有無を調べる。",
                    [{"name": "Source", "value": "Kyodo / BBG", "inline": True}, {"name": "Time", "value": f"{t} JST", "inline": True}],
                    [local, "立ち入り検査"])
        if name_kind == "local" and mkt == "HK":
            n = r.randint(5, 60)
            if r.random() < 0.5:
                return (f"{local}宣布回购最多{n}亿港元股份", f"{local}在港交所公告，计划于未来十二个月内回购最多{n}亿港元股份，"
                        f"资金来自内部现金。",
                        [{"name": "Source", "value": "HKEXnews", "inline": True}, {"name": "Time", "value": f"{t} HKT", "inline": True}],
                        [local, f"{n}亿港元"])
            return (f"{local}第三季度纯利超预期", f"{local}公布第三季度纯利按年增长{r.randint(8, 40)}%，高于市场预期，"
                    f"管理层维持全年指引。",
                    [{"name": "Source", "value": "Caixin / BBG", "inline": True}, {"name": "Time", "value": f"{t} HKT", "inline": True}],
                    [local, "超预期"])
        k = r.randrange(6)
        nm = full if r.random() < 0.5 else en
        ticker_field = [{"name": "Ticker", "value": bbg, "inline": True}] if name_kind == "ticker" else []
        move = f"{r.choice([-1, 1]) * r.uniform(0.8, 6.5):+.1f}%"
        base_fields = ticker_field + [{"name": "Move", "value": move, "inline": True},
                                      {"name": "Time", "value": f"{t} {'HKT' if mkt == 'HK' else 'JST'}", "inline": True}]
        if k == 0:
            amt = r.choice(["$1 billion", "$2.5 billion", "¥200 billion", "HK$20 billion", "$500 million"])
            return (f"{nm} Said to Weigh {amt} Buyback Expansion, People Familiar Say",
                    f"{nm} is considering expanding its share repurchase programme by as much as {amt}, according to people "
                    f"familiar with the matter, who asked not to be identified because the deliberations are private. "
                    f"No final decision has been made.", base_fields, [nm, amt])
        if k == 1:
            br = r.choice(BROKERS)
            return (f"{nm} Cut to Neutral at {br} on Valuation",
                    f"{br} analysts downgraded {nm} to neutral from buy, citing a stretched multiple after the recent rally "
                    f"and slowing order momentum into next year.", base_fields, [nm, "Cut to Neutral", br])
        if k == 2:
            cust = r.choice(["a US hyperscaler", "Apple", "a European automaker", "Nvidia", "the Indian government"])
            amt = r.choice(["$1.2 billion", "$800 million", "$3 billion"])
            return (f"{nm} Wins {amt} Order From {cust}",
                    f"{nm} won an order valued at about {amt} from {cust}, the company said in a statement, its largest "
                    f"single contract this fiscal year. Deliveries start in the second half of 2027.", base_fields,
                    [nm, amt])
        if k == 3:
            drv = r.choice(["memory prices", "gaming", "advertising", "weak yen", "AI servers"])
            return (f"{nm} Third-Quarter Profit Beats Estimates on {drv.title()}",
                    f"{nm} reported quarterly operating profit above the average analyst estimate, helped by {drv}. "
                    f"Management kept the full-year outlook unchanged.", base_fields, [nm, "Beats Estimates"])
        if k == 4:
            topic = r.choice(["data handling", "subcontractor payments", "export controls", "accounting at a unit"])
            return (f"{nm} Faces Regulatory Probe Over {topic.title()}",
                    f"Regulators have opened an inquiry into {nm} over {topic}, people familiar said. The company said it "
                    f"is cooperating fully and does not expect a material impact.", base_fields, [nm, "Regulatory Probe"])
        if mkt == "HK":
            return (f"{nm} Shares Halted in Hong Kong Pending Announcement",
                    f"Trading in {nm} shares was halted in Hong Kong pending an announcement containing inside "
                    f"information, according to an exchange filing.", base_fields, [nm, "Halted"])
        return (f"{nm} Raises Full-Year Profit Outlook as Weak Yen Helps",
                f"{nm} raised its full-year operating profit forecast, citing a weaker yen and price increases, and lifted "
                f"its dividend forecast.", base_fields, [nm, "Raises Full-Year Profit Outlook"])

    def post_news(self, u, inst=None, other=None, kind="en", cat="hard", ev=None, idiom=None, extra_facts=None):
        r = self.r
        nid = self.news_id()
        title, desc, fields, facts = self.news_story(kind, inst, other)
        if not any("\u3040" <= ch <= "\u9fff" for ch in title):
            desc += (f" The shares have {r.choice(['risen', 'fallen'])} {r.uniform(2, 38):.1f}% this year, compared with a "
                     f"{r.uniform(-5, 22):.1f}% move in the local benchmark. {r.choice(BROKERS)} analysts had flagged the "
                     f"issue in a note earlier this month; a spokesperson declined to comment beyond the statement.")
        else:
            desc += f" 株価は年初来{r.uniform(-15, 40):+.1f}%。会社側は「詳細は決まり次第開示する」としている。"
        emb = self.news_embed(title, desc, fields, nid)
        if ev:
            m = self.hard(u, "news", "", ev, facts[:4], "embed", embeds=emb, idiom=idiom)
        else:
            m = self.near(u, "news", "", embeds=emb, idiom=idiom)
        m.nid = nid
        return m

    # =================================================================== scenarios (hard events)
    def L1_jp_pm(self, news_thread=None):
        """Tokyo PM terse proposal -> 承認 -> OMS ACK -> partial fill -> embed fill -> stop edited twice."""
        r = self.r
        inst = self.book["l1"]
        px = self.off(inst, r.randint(-3, 1))
        q = pick_qty(r, inst, 25e6, 180e6)
        stop = self.pct_off(inst, -r.uniform(2.5, 4.0))
        if news_thread is not None:
            u = self.later(news_thread.u, 4, 12)
            th = news_thread
            c1 = self.post(u, "watanabe", r.choice(["修正幅 大きい。追加したい", "これは良い。買い増し検討",
                                                    "コンセンサス上回る、押し目あれば追加"]), thread=th)
            self.post(self.later(u, 1, 3), "yuki", r.choice(["consensus was looking for about half that",
                                                            "IR call at 16:00, I'll listen in",
                                                            "sell-side will chase numbers up tonight"]), thread=th, reply=c1)
            u = self.later(u, 4, 9)
        else:
            th = None
            u = self.sess_u("JP")
        content = f"{inst['code']} {man(q)} 買い @{fmt_px(inst, px)} ok? SL {fmt_px(inst, stop)}"
        prop = self.hard(u, "watanabe", content, "trade_proposal", [inst["code"], man(q), "買い", fmt_px(inst, px)],
                         "shorthand", thread=th,
                         idiom=("terse JP-EN PM proposal with 万株 size and 'ok?'", "trade_proposal"))
        prop.reacts.append(("👍", "wing", r.uniform(0.3, 2)))
        u = self.later(u, 1, 4)
        appr = self.hard(u, "harada", f"承認。{inst['code']} GO", "trade_approval", ["承認", inst["code"]], "reply",
                         reply=prop, thread=th, idiom=("one-word Japanese approval reply (承認)", "trade_approval"))
        appr.pin_du = r.uniform(0.2, 1.0)
        appr.reacts.append(("📌", "harada", appr.pin_du))
        oid = self.oid(inst)
        u = self.later(u, 0.4, 1.2)
        self.hard(u, "oms", f"EXEC|ACK|ID={oid}|{inst['sym']}|BUY|{q:,}|@ {fmt_px(inst, px)}", "trade_confirmation",
                  ["EXEC|ACK", oid, inst["sym"], "BUY", f"{q:,}"], "structured",
                  idiom=("pipe-separated OMS ACK line", "trade_confirmation"))
        q1 = (q * r.choice([2, 3, 4]) // 10) // inst["lot"] * inst["lot"] or inst["lot"]
        u = self.later(u, 2, 15)
        self.hard(u, "oms", f"EXEC|FILL|ID={oid}|{inst['sym']}|BUY|{q1:,}/{q:,}|@ {fmt_px(inst, px)}|leaves={q - q1:,}",
                  "trade_fill", [oid, inst["sym"], "BUY", f"{q1:,}/{q:,}", fmt_px(inst, px)], "structured",
                  idiom=("pipe-separated OMS partial fill filled/total", "trade_fill"))
        avg = self.off(inst, r.randint(-2, 0))
        u = self.later(u, 8, 40)
        emb = [{"title": "Execution report", "description": f"{inst['sym']} order complete", "author": "OMS-GW",
                "fields": [{"name": "Symbol", "value": inst["sym"], "inline": True},
                           {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": f"{q - q1:,}", "inline": True},
                           {"name": "Px", "value": fmt_px(inst, avg), "inline": True},
                           {"name": "Leaves", "value": "0", "inline": True}],
                "footer": f"order {oid} · venue TSE · FILLED"}]
        self.hard(u, "oms", "", "trade_fill", [inst["sym"], "BUY", f"{q - q1:,}", fmt_px(inst, avg), oid], "embed",
                  embeds=emb, idiom=("embed-only execution report", "trade_fill"))
        u = self.later(u, 2, 10)
        s1 = stop
        s2 = rtick(inst, s1 + inst["tick"] * max(1, round(self.P(inst) * 0.006 / inst["tick"])))
        s3 = rtick(inst, s2 + inst["tick"] * max(1, round(self.P(inst) * 0.008 / inst["tick"])))
        sm = self.hard(u, "watanabe", f"{inst['code']} SL {fmt_px(inst, s1)} 逆指値 入れた", "stop_or_target_change",
                       [inst["code"], "SL", fmt_px(inst, s3)], "untagged",
                       idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        sm.edits.append((r.uniform(40, 120), f"{inst['code']} SL {fmt_px(inst, s2)} 逆指値 (引き上げ)"))
        sm.edits.append((r.uniform(150, 300), f"{inst['code']} SL {fmt_px(inst, s3)} 逆指値 (再引き上げ)"))
        sm.superseded = [fmt_px(inst, s1), fmt_px(inst, s2)]
        self.ack_to(sm, "wing")
        self.l1_u = u

    def L2_hk_wing(self, thread_start):
        """HK trader shorthand (after a deleted wrong-ticker post) -> 👍 send it -> locate/ACK -> fill (edited)."""
        r = self.r
        inst = self.book["l2"]
        side = self.book["l2side"]
        q = pick_qty(r, inst, 3e6, 25e6)
        px = self.off(inst, r.randint(-2, 2))
        sgn = 1 if side == "BUY" else -1
        stop = self.pct_off(inst, -sgn * r.uniform(3, 5))
        sw = "b" if side == "BUY" else "s"
        u = self.window_u([(10.6, 12.9), (14.05, 15.6)])
        wrong = r.choice([i for i in HK if i is not inst])
        bad = self.hard(u, "wing", f"{sw} {kfmt(q)} {wrong['short']} @ {fmt_px_loose(inst, px)} lah, stop {fmt_px_loose(inst, stop)}",
                        "trade_proposal", [f"{sw} {kfmt(q)}", wrong["short"], fmt_px_loose(inst, px)], "shorthand")
        bad.delete_du = r.uniform(0.4, 1.0)
        bad.snippet = f"{sw} {kfmt(q)} {wrong['short']} @ {fmt_px_loose(inst, px)}"
        u = self.later(u, 1.1, 1.6)
        self.post(u, "wing", "wrong code sorry, deleted. again:")
        u = self.later(u, 0.2, 0.8)
        content = f"{sw} {kfmt(q)} {inst['short']} @ {fmt_px_loose(inst, px)} lah, stop {fmt_px_loose(inst, stop)}"
        prop = self.hard(u, "wing", content, "trade_proposal", [f"{sw} {kfmt(q)}", inst["short"], fmt_px_loose(inst, px)],
                         "shorthand", idiom=("lowercase HK shorthand with Cantonese particle", "trade_proposal"))
        u = self.later(u, 1, 5)
        self.hard(u, "harada", f"👍 send it, {inst['short']} {kfmt(q)}", "trade_approval", ["send it", inst["short"]], "reply",
                  reply=prop)
        oid = self.oid(inst)
        if side == "SELL":
            u = self.later(u, 0.5, 2)
            lc = f"LC-{r.randint(20000, 29999)}"
            self.hard(u, "compliance",
                      f"SHORT-SALE LOCATE CONFIRMED — {inst['sym']} ({inst['full']}): up to {q:,} shares available for "
                      f"today's session, locate reference {lc}. Orders must be flagged as short sales and may not exceed "
                      f"the located quantity. The locate lapses at the close of the HKEX session; any unused balance must "
                      f"be re-requested.", "risk_limit", [inst["sym"], f"{q:,}", lc], "untagged")
        u = self.later(u, 0.3, 1.0)
        self.hard(u, "oms", f"EXEC|ACK|ID={oid}|{inst['sym']}|{side}|{q:,}|@ {fmt_px(inst, px)}", "trade_confirmation",
                  ["EXEC|ACK", oid, inst["sym"], side, f"{q:,}"], "structured")
        u = self.later(u, 10, 50)
        fill_old = self.off(inst, r.choice([1, 2]))
        fill_new = self.off(inst, -r.choice([1, 2]))
        verb = "bought" if side == "BUY" else "sold"
        f = self.hard(u, "wing", f"done lah, {kfmt(q)} {inst['short']} {verb} avg {fmt_px_loose(inst, fill_old)}",
                      "trade_fill", [kfmt(q), inst["short"], verb, fmt_px_loose(inst, fill_new)], "untagged")
        f.edits.append((r.uniform(2, 9), f"done lah, {kfmt(q)} {inst['short']} {verb} avg {fmt_px_loose(inst, fill_new)} (corr, oms avg)"))
        f.superseded = [fmt_px_loose(inst, fill_old)]
        self.ack_to(f, "harada")
        # stop move in the HK close thread
        new_stop = self.pct_off(inst, -sgn * r.uniform(1.5, 2.5))
        us = max(self.later(thread_start.u, 2, 8), self.later(u, 3, 5))
        self.hard(us, "wing", f"moving {inst['short']} stop to {fmt_px_loose(inst, new_stop)} lah, locked in some",
                  "stop_or_target_change", [inst["short"], "stop", fmt_px_loose(inst, new_stop)], "untagged",
                  thread=thread_start)

    def L3_tw_tagged(self):
        r = self.r
        inst = self.book["l3"]
        q = pick_qty(r, inst, 4e6, 40e6)
        px = self.off(inst, r.randint(-1, 1))
        stop = self.pct_off(inst, -r.uniform(3, 5))
        tgt = self.pct_off(inst, r.uniform(6, 10))
        u = self.sess_u("TW")
        prop = self.hard(u, "exec", f"[PROPOSAL] BUY {inst['sym']} {q:,} sh @ {fmt_px(inst, px)} LMT | stop {fmt_px(inst, stop)} | "
                                    f"tgt {fmt_px(inst, tgt)} | why: monthly sales beat, add before the ex-div date",
                         "trade_proposal", ["BUY", inst["sym"], f"{q:,}", fmt_px(inst, px)], "tagged")
        u = self.later(u, 2, 8)
        self.hard(u, "harada", f"approved — {inst['sym']} {q:,} @ {fmt_px(inst, px)} lmt", "trade_approval",
                  ["approved", inst["sym"], f"{q:,}"], "reply", reply=prop)
        oid = self.oid(inst)
        u = self.later(u, 0.5, 1.5)
        self.hard(u, "exec", f"[WORKING] {oid} BUY {inst['sym']} {q:,} @ {fmt_px(inst, px)} LMT · TWSE · POV 10% to 13:25",
                  "trade_confirmation", ["[WORKING]", oid, inst["sym"], f"{q:,}"], "tagged")
        u = self.later(u, 10, 45)
        q1 = q * 3 // 5 // 1000 * 1000 or 1000
        fp = self.off(inst, -1)
        self.hard(u, "exec", f"[FILL] {oid} BUY {inst['sym']} {q1:,}/{q:,} @ {fmt_px(inst, fp)} · avg {fmt_px(inst, fp)}",
                  "trade_fill", ["[FILL]", oid, inst["sym"], f"{q1:,}/{q:,}", fmt_px(inst, fp)], "tagged")
        if r.random() < 0.4:
            u = self.later(u, 30, 90)
            ns = self.pct_off(inst, -r.uniform(1.5, 2.5))
            self.hard(u, "exec", f"[STOP] {inst['sym']} stop {fmt_px(inst, stop)} → {fmt_px(inst, ns)} (trail, per PM)",
                      "stop_or_target_change", ["[STOP]", inst["sym"], fmt_px(inst, ns)], "tagged")

    def L4_fut(self):
        r = self.r
        inst = FUT["NK"]
        q = r.choice([8, 10, 12, 15])
        px = self.off(inst, r.randint(-2, 2))
        u = self.sess_u("FUT")
        if u > self.clock(21):
            u = self.clock(13, r.uniform(0, 50))
        prop = self.hard(u, "watanabe", f"NKH7 {q}枚 売り @{fmt_px(inst, px)} ヘッジ、β調整. ok?", "trade_proposal",
                         ["NKH7", f"{q}枚", "売り", fmt_px(inst, px)], "shorthand",
                         idiom=("index-futures hedge proposal sized in 枚", "trade_proposal"))
        u = self.later(u, 1, 4)
        self.hard(u, "harada", "ok, hedge approved. NKH7 go", "trade_approval", ["hedge approved", "NKH7"], "reply",
                  reply=prop)
        oid = self.oid(inst)
        q2 = r.choice([4, 5, 6])
        u = self.later(u, 0.2, 0.6)
        self.hard(u, "risk", f"RISK|RESIZE|ID={oid}|NKH7|SELL|{q}→{q2}|rule=JP index fut net ≤ {q2} lots pre-BOJ|"
                             f"status=APPLIED", "risk_limit", ["RESIZE", oid, f"{q}→{q2}"], "structured",
                  idiom=("risk-engine pipe RESIZE of an order", "risk_limit"))
        u = self.later(u, 0.2, 0.6)
        self.hard(u, "oms", f"EXEC|ACK|ID={oid}|NKH7|SELL|{q2}|@ {fmt_px(inst, px)}", "trade_confirmation",
                  ["EXEC|ACK", oid, "NKH7", f"SELL|{q2}|"], "structured")
        q3 = q2 - r.choice([1, 2])
        u = self.later(u, 3, 20)
        self.hard(u, "oms", f"EXEC|FILL|ID={oid}|NKH7|SELL|{q3}/{q2}|@ {fmt_px(inst, px)}|leaves={q2 - q3}", "trade_fill",
                  [oid, "NKH7", "SELL", f"{q3}/{q2}", fmt_px(inst, px)], "structured")
        u = self.later(u, 10, 40)
        if r.random() < 0.5:
            self.post(u, "watanabe", f"残り{q2 - q3}枚 取消で。十分")
            u = self.later(u, 0.3, 1)
            self.hard(u, "oms", f"EXEC|CXL|ID={oid}|NKH7|SELL|{q2 - q3}|cancelled by user|leaves=0", "trade_confirmation",
                      ["EXEC|CXL", oid, "NKH7"], "structured")
        else:
            self.post(u, "watanabe", "NK 残りはそのまま working で")
        if r.random() < 0.3:
            u = self.later(u, 20, 90)
            st = self.off(inst, r.randint(45, 70))
            self.hard(u, "exec", json.dumps({"event": "stop_update", "sym": "NKH7", "side": "BUY STOP",
                                             "stop": st, "qty": q3, "book": "asia-eq"}),
                      "stop_or_target_change", ["stop_update", "NKH7", str(st)], "structured")

    def L5_research(self):
        r = self.r
        inst = self.book["l5"]
        q = pick_qty(r, inst, 40e6, 200e6)
        side = r.choice(["BUY", "SELL"])
        px = self.off(inst, r.randint(-2, 2))
        sgn = 1 if side == "BUY" else -1
        stop = self.pct_off(inst, -sgn * r.uniform(4, 6))
        dec = (f"Proposal for the desk: {side} {inst['sym']} {q:,} shares, limit {fmt_px(inst, px)}, stop "
               f"{fmt_px(inst, stop)}; sized at {r.randint(20, 45)}bp of NAV. Requesting PM approval before the afternoon "
               f"session.")
        u = self.window_u([(11.4, 12.4)])
        content = self.note(u, f"Midday note: {inst['full']} and the read-across", decision=dec, n_paras=(8, 10))
        prop = self.hard(u, "research", content, "trade_proposal", [side, inst["sym"], f"{q:,}", fmt_px(inst, px)],
                         "buried", idiom=("decision buried in long research note", "trade_proposal"))
        prop.attach = f"{inst['code']}_setup.png"
        u = self.later(u, 6, 25)
        reason = r.choice(["決算前なので", "日銀会合前なので", "流動性が足りないので", "既にエクスポージャーが大きいので"])
        self.hard(u, "watanabe", f"NG。{inst['code']} は{reason}見送り", "trade_approval", ["NG", inst["code"], "見送り"],
                  "reply", reply=prop, idiom=("Japanese rejection NG/見送り of a research proposal", "trade_approval"))
        self.ack_to(self.msgs[-1], "yuki")

    def L6_kr_json(self):
        r = self.r
        inst = self.book["l6"]
        q = pick_qty(r, inst, 2e8, 2e9)
        px = self.off(inst, r.randint(-1, 1))
        stop = self.pct_off(inst, -r.uniform(3, 4))
        u = self.sess_u("KR")
        prop = self.hard(u, "exec", json.dumps({"type": "proposal", "book": "asia-eq", "sym": inst["sym"], "side": "BUY",
                                                "qty": q, "limit": px, "stop": stop, "ttl": "close"}),
                         "trade_proposal", [inst["sym"], "BUY", str(q), str(px)], "structured")
        u = self.later(u, 2, 7)
        if r.random() < 0.75:
            self.hard(u, "harada", f"go {inst['code']} {kfmt(q)}", "trade_approval", ["go", inst["code"]], "reply", reply=prop)
            oid = self.oid(inst)
            u = self.later(u, 0.3, 1)
            self.hard(u, "exec", json.dumps({"event": "order_accepted", "order_id": oid, "sym": inst["sym"], "side": "BUY",
                                             "qty": q, "px": px, "venue": "KRX"}),
                      "trade_confirmation", ["order_accepted", oid, inst["sym"]], "structured")
            u = self.later(u, 5, 40)
            q1 = q // 2
            fp = self.off(inst, -1)
            self.hard(u, "exec", json.dumps({"event": "fill", "order_id": oid, "sym": inst["sym"], "side": "BUY",
                                             "qty": q1, "px": fp, "leaves": q - q1}),
                      "trade_fill", [oid, inst["sym"], str(q1), str(fp)], "structured")
        else:
            self.hard(u, "harada", f"no — reject {inst['code']} for now, not into the BOJ", "trade_approval",
                      ["reject", inst["code"]], "reply", reply=prop)

    def L7_hk_forgotten(self):
        r = self.r
        inst = self.book["l7"]
        q = pick_qty(r, inst, 2e6, 15e6)
        q = q // inst["lot"] * inst["lot"]
        px = self.off(inst, r.randint(-1, 1))
        cl = r.choice(CLIENTS)
        u = self.sess_u("HK")
        content = f"b {kfmt(q)} {inst['short']} @ {fmt_px_loose(inst, px)} for the {cl} cross lah, stop {fmt_px_loose(inst, self.pct_off(inst, -4))}"
        prop = self.hard(u, "wing", content, "trade_proposal", [f"b {kfmt(q)}", inst["short"], fmt_px_loose(inst, px)],
                         "shorthand")
        prop.forget_du = r.uniform(20, 60)
        prop.snippet = f"for the {cl} cross"
        u = self.later(u, 1, 4)
        self.hard(u, "harada", f"ok go, {inst['short']} {kfmt(q)}", "trade_approval", ["ok go", inst["short"]], "reply",
                  reply=prop)
        oid = self.oid(inst)
        bad_q = q + inst["lot"] // 2 if inst["lot"] > 1 else q + 50
        u = self.later(u, 0.3, 1)
        self.hard(u, "oms", f"EXEC|REJ|ID={oid}|{inst['sym']}|BUY|{bad_q:,}|reason=BOARD_LOT(lot={inst['lot']})",
                  "trade_confirmation", ["EXEC|REJ", oid, inst["sym"], "BOARD_LOT"], "structured")
        u = self.later(u, 0.5, 2)
        self.post(u, "wing", "fat finger on the lot size lah, resending")
        oid2 = self.oid(inst)
        u = self.later(u, 0.5, 1.5)
        self.hard(u, "oms", f"EXEC|ACK|ID={oid2}|{inst['sym']}|BUY|{q:,}|@ {fmt_px(inst, px)}", "trade_confirmation",
                  ["EXEC|ACK", oid2, inst["sym"], f"{q:,}"], "structured")
        u = self.later(u, 5, 30)
        emb = [{"title": "Execution report", "description": f"{inst['sym']} filled", "author": "OMS-GW",
                "fields": [{"name": "Symbol", "value": inst["sym"], "inline": True},
                           {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": f"{q:,}", "inline": True},
                           {"name": "Px", "value": fmt_px(inst, px), "inline": True}],
                "footer": f"order {oid2} · venue HKEX · FILLED"}]
        self.hard(u, "oms", "", "trade_fill", [inst["sym"], "BUY", f"{q:,}", oid2], "embed", embeds=emb)
        self.post(self.later(prop.u, prop.forget_du + 0.5), "harada", "pls no client names in this channel. erased.")

    # ----- stand-alone hard events
    def gen_misc_hard(self):
        r = self.r
        b = self.book
        held_jp = [i for i in b["held"] if i["mkt"] == "JP"]
        # restricted list
        rinst = r.choice(b["watch"] + b["others_inst"])
        u = self.window_u([(8.2, 8.9), (12.0, 12.4), (15.6, 16.5)])
        m = self.hard(u, "compliance",
                      f"RESTRICTED LIST UPDATE — {self.hhmm(u)} JST\nEffective immediately, {rinst['sym']} ({rinst['full']}) "
                      f"has been added to the Firm Restricted List. No new orders, order amendments that increase exposure, "
                      f"or research distribution are permitted in this security or its derivatives until further notice. "
                      f"Existing positions may be held; any reduction requires pre-clearance from Compliance. This "
                      f"restriction is not a view on the security and must not be communicated outside the Firm.",
                      "risk_limit", [rinst["sym"], "Firm Restricted List"], "untagged",
                      idiom=("formal compliance restricted-list addition", "risk_limit"))
        m.pin_du = r.uniform(1, 5)
        m.reacts.append(("📌", "harada", m.pin_du))
        self.ack_to(m, "watanabe")
        # second risk item
        k = r.randrange(3) if r.random() < 0.6 else -1
        u = self.sess_u("HK" if k == 0 else "JP")
        if k == 0:
            lim = r.choice([180, 200, 220])
            g = lim + r.uniform(0.5, 6)
            self.hard(u, "risk", f"RISK|BREACH|book=HK|gross=HK${g:.1f}m|limit=HK${lim:.1f}m|action=BLOCK_NEW_BUYS",
                      "risk_limit", ["BREACH", f"HK${lim:.1f}m", "BLOCK_NEW_BUYS"], "structured")
        elif k == -1:
            pass
        elif k == 1:
            old, new = r.choice([(600, 400), (500, 350), (800, 600)])
            m = self.hard(u, "harada", f"JP single-name cap 引き下げ: ¥{old}m → ¥{new}m until after the BOJ. applies from now, "
                                       f"risk-engine updated.", "risk_limit", ["single-name cap", f"¥{new}m"], "untagged")
            m.pin_du = r.uniform(0.5, 3)
        else:
            emb = [{"title": "Risk limit change", "description": "Gross exposure limit updated by CRO",
                    "author": "risk-engine",
                    "fields": [{"name": "Book", "value": "JP cash", "inline": True},
                               {"name": "Old", "value": "¥9.5bn", "inline": True},
                               {"name": "New", "value": "¥8.0bn", "inline": True},
                               {"name": "Effective", "value": "immediately"}],
                    "footer": "risk-engine · limit id GL-JP-01"}]
            self.hard(u, "risk", "", "risk_limit", ["Risk limit change", "¥8.0bn", "GL-JP-01"], "embed", embeds=emb)
        # thesis updates
        t1 = r.choice([i for i in held_jp if i is not self.book["l5"]] or JP)
        self.pm_thesis = t1
        u = self.sess_u("JP") if r.random() < 0.7 else None
        old, new = r.choice([("bullish", "neutral"), ("neutral", "bearish"), ("neutral", "bullish")])
        reason = r.choice({"neutral": ["受注ピークアウトの可能性", "バリュエーション割高"],
                           "bearish": ["ガイダンス未達リスク", "在庫積み上がり"],
                           "bullish": ["ガイダンス保守的すぎ", "株主還元 強化"]}[new])
        if u is not None:
            self.hard(u, "watanabe", f"{t1['code']} view 変更: {old} → {new}. {reason}、conviction 見直し",
                  "thesis_update", [t1["code"], f"{old} → {new}"], "untagged")
        hki = b["l2"]
        if r.random() < 0.35:
            u = self.sess_u("HK")
            self.hard(u, "wing", f"{hki['en'].lower()} thesis still intact lah, conviction up after the "
                                 f"{r.choice(['buyback filing', 'results', 'mgmt meeting'])}",
                      "thesis_update", [hki["en"].lower(), "conviction up"], "untagged")
        # route / no-route
        u = self.window_u([(15.6, 18.5)])
        rt = r.choice(b["held"])
        if r.random() < 0.6:
            self.hard(u, "harada", f"routing the {rt['code']} results review to kaiju-research tonight; wing covers the HK close",
                  "route_decision", ["routing", rt["code"], "kaiju-research"], "untagged")
        # target removal
        if held_jp and r.random() < 0.4:
            ti = r.choice(held_jp)
            tgt = self.pct_off(ti, r.uniform(7, 12))
            u = self.sess_u("JP")
            self.hard(u, "watanabe", f"{ti['code']} 利確目標 {fmt_px(ti, tgt)} 取消、トレーリングに変更",
                      "stop_or_target_change", [ti["code"], fmt_px(ti, tgt), "取消"], "untagged")

    def gen_news(self):
        """News embeds: held (JP-only name, company name, index underlying), watch, unrelated; router decisions."""
        r = self.r
        b = self.book
        out = {}
        # held JP name only in Japanese -> thread starter for L1
        inst = b["l1"]
        u = self.window_u([(9.3, 11.0), (12.6, 14.4)])
        m = self.post_news(u, inst=inst, kind="local", ev="held_position_news",
                           idiom=("news embed naming a held company only in Japanese", "held_position_news"))
        out["jp_thread"] = m
        if r.random() < 0.6:
            self.route_for(m, inst)
        self.flash_for = (m, inst)
        # held by English company name
        cands = [i for i in b["held"] if i is not inst]
        inst2 = r.choice(cands)
        m = self.post_news(self.curve_u(8, 22), inst=inst2, kind=r.choice(["en", "en", "local" if inst2["mkt"] == "HK" else "en"]),
                           ev="held_position_news")
        if r.random() < 0.3:
            self.route_for(m, inst2)
        # underlying index of held futures
        u = self.window_u([(15.5, 16.2), (17.0, 18.0)])
        fut = r.choice(b["futs"])
        if fut["code"] == "NKH7":
            lvl = f"{self.P(fut) + r.randint(-30, 30) * 10:,}"
            mv = r.choice(["record high", "two-week low"])
            title = f"Nikkei 225 Closes at {lvl}, a {mv.title()}, as Chip Stocks {'Rally' if 'high' in mv else 'Slide'}"
            desc = (f"Japan's Nikkei 225 Stock Average closed at {lvl}. Tokyo Electron and Advantest accounted for most of the "
                    f"move; the yen traded near {self.usdjpy:.2f} per dollar.")
            facts = ["Nikkei 225", lvl]
        elif fut["code"] == "HSIZ6":
            pct = f"{r.uniform(1.2, 3.1):.1f}%"
            dirn = r.choice(["Slides", "Jumps"])
            title = f"Hang Seng Index {dirn} {pct} as Tech Shares {'Retreat' if dirn == 'Slides' else 'Rebound'}"
            desc = ("Hong Kong's benchmark index moved the most in a month as mainland investors "
                    f"{'sold' if dirn == 'Slides' else 'bought'} internet platforms via the Southbound link.")
            facts = ["Hang Seng Index", pct]
        else:
            lvl = f"{self.P(fut) + r.uniform(-20, 20):,.2f}"
            title = f"TOPIX Ends at {lvl} as Banks Lead Gains on BOJ Bets"
            desc = "The broader TOPIX index closed higher, led by banks and insurers as traders added to bets on a BOJ hike."
            facts = ["TOPIX", lvl]
        nid = self.news_id()
        emb = self.news_embed(title, desc, [{"name": "Index", "value": fut["und"], "inline": True},
                                            {"name": "Time", "value": f"{self.hhmm(u)} JST", "inline": True}], nid)
        m = self.hard(u, "news", "", "held_position_news", facts, "embed", embeds=emb,
                      idiom=("news on the index underlying a held future", "held_position_news"))
        m.reacts.append(("👀", "watanabe", r.uniform(0.5, 3)))
        # watchlist news (1-2)
        for inst3 in r.sample(b["watch"], r.choice([1, 1, 2])):
            m = self.post_news(self.curve_u(7, 22), inst=inst3, kind=r.choice(["ticker", "en"]), ev="watchlist_news")
        # unrelated news (near misses) + router / PM no-route
        oth = r.sample(OTHERS, 4)
        for j, o in enumerate(oth):
            kind = "local" if (j == 0 and o["bbg"].endswith("JP")) else r.choice(["en", "ticker"])
            m = self.post_news(self.curve_u(7, 23), other=o, kind=kind)
            if j == 0:
                u = self.later(m.u, 0.2, 1)
                sym = o["bbg"].replace(" JP", ".T").replace(" HK", ".HK").replace(" KS", ".KS").replace(" TT", ".TW")
                self.hard(u, "router", f"ROUTE|item={m.nid}|sym={sym}|to=none|reason=not held, not on watchlist",
                          "no_route_decision", [m.nid, "to=none"], "structured",
                          idiom=("router kv no-route line", "no_route_decision"))
            elif j == 1:
                u = self.later(m.u, 1, 6)
                nm = o["local"] if o["bbg"].endswith("JP") else o["en"]
                self.hard(u, "watanabe", f"{nm}の件、うちは関係なし。no action, not routing", "no_route_decision",
                          [nm, "no action"], "reply", reply=m)
        return out

    def route_for(self, news_msg, inst):
        u = self.later(news_msg.u, 0.2, 0.8)
        self.hard(u, "router", f"ROUTE|item={news_msg.nid}|sym={inst['sym']}|to=kaiju-research|reason=held; headline risk",
                  "route_decision", [news_msg.nid, "to=kaiju-research"], "structured")

    # ----- research notes (buried thesis, near-miss analysis)
    def gen_notes(self):
        r = self.r
        b = self.book
        # morning note with a buried thesis update
        ti = r.choice([i for i in b["held"] if i is not getattr(self, "pm_thesis", None)])
        old, new = r.choice([("Overweight", "Neutral"), ("Neutral", "Overweight"), ("Overweight", "Underweight")])
        dec = (f"Where this leaves us. We are changing our stance on {ti['sym']}: we move from {old} to {new}, conviction "
               f"{r.choice(['medium', 'low', 'high'])}. The catalyst we were waiting for has now passed without the "
               f"re-rating we expected, and the revisions trend has turned.")
        u = self.clock(7, r.uniform(20, 40))
        self.hard(u, "research", self.note(u, "Morning note: Asia equities", decision=dec, n_paras=(9, 11)),
                  "thesis_update", [ti["sym"], f"from {old} to {new}"], "buried")
        # afternoon analysis with quoted headlines (near-miss)
        o1, o2, o3 = r.sample(OTHERS, 3)
        q = (f"Headlines we noted but are not acting on: \"{o1['en']} said to explore sale of overseas unit\" (Bloomberg), "
             f"\"{o2['local']}、来期は減益見通し\" (Nikkei) and \"{o3['en']} shares slump after guidance cut\" (SCMP). None of "
             f"these changes the picture for the book; we flag them because the names screen as peers of what we own.")
        u = self.window_u([(13.5, 14.8)])
        self.near(u, "research", self.note(u, "Afternoon: sector dispersion", quoted=q, n_paras=(8, 10)),
                  idiom=("quoted headlines in a research note, no decision", "not_hard"))
        # evening wrap, long analysis full of trading words, no decision
        u = self.clock(18, r.uniform(30, 55))
        self.near(u, "research", self.note(u, "Evening wrap: positioning, SQ and BOJ", n_paras=(9, 11)))
        # night/US-session note, sometimes with a buried route decision
        u = self.clock(21, r.uniform(0, 40))
        if r.random() < 0.3:
            ri = r.choice(b["held"])
            dec = (f"Next step: we are routing the {ri['sym']} sizing question to exec-agent for an execution plan before "
                   f"the Tokyo open; nothing is to be sent until that comes back.")
            self.hard(u, "research", self.note(u, "Overnight: US read-across for Asia tech", decision=dec, n_paras=(6, 8)),
                      "route_decision", ["routing", ri["sym"], "exec-agent"], "buried")
        else:
            self.near(u, "research", self.note(u, "Overnight: US read-across for Asia tech", n_paras=(6, 8)))
        # sector deep dive (chat category: long, no trading words to speak of)
        u = self.window_u([(10.0, 11.2)])
        self.near(u, "research", self.note(u, "Deep dive: Japan governance and buybacks", n_paras=(9, 11)))
        # pre-open checklist (colour, no trading words) and a deep dive on a holding
        u = self.clock(8, r.uniform(25, 40))
        self.post(u, "research", self.note(u, "Pre-open checklist", n_paras=(5, 6)))
        hk_held = [i for i in b["held"] if i["mkt"] == "HK"]
        u = self.window_u([(13.05, 13.9)])
        self.near(u, "research", self.note(u, "Hong Kong midday: internet, insurers, Southbound", n_paras=(7, 8),
                                           company=hk_held[:2]))
        ei = r.choice([i for i in b["held"] if i["mkt"] in ("JP", "KR", "TW")])
        u = self.window_u([(16.0, 17.5)])
        self.near(u, "research", self.note(u, f"Earnings preview: {ei['full']}", n_paras=(7, 9), company=[ei]))
        kt = [i for i in b["held"] + b["watch"] if i["mkt"] in ("KR", "TW")]
        u = self.window_u([(10.2, 11.0), (14.6, 15.4)])
        self.near(u, "research", self.note(u, "Korea/Taiwan: memory and foundry check-in", n_paras=(6, 8), company=kt[:2]))
        # flash take on the held-name headline that was routed to research
        fl = getattr(self, "flash_for", None)
        if fl is not None:
            nm, inst = fl
            u = self.later(nm.u, 12, 30)
            self.near(u, "research", self.note(u, f"Flash: first take on the {inst['en']} headline", n_paras=(4, 5),
                                               company=[inst]), reply=nm)
        # more scheduled notes
        u = self.clock(6, r.uniform(30, 50))
        self.near(u, "research", self.note(u, "Overnight: US close and what it means for the Asia open", n_paras=(7, 9)))
        u = self.clock(17, r.uniform(40, 55))
        self.near(u, "research", self.note(u, "Asia close report", n_paras=(8, 10)))
        u = self.window_u([(9.5, 10.4)])
        self.near(u, "research", self.note(u, "Sector: Japan banks into the BOJ", n_paras=(7, 9),
                                           company=[i for i in JP if i["code"] in ("8306", "8316")][: r.randint(1, 2)]))
        u = self.clock(17, r.uniform(15, 25))
        self.near(u, "research", self.note(u, "Hong Kong close wrap", n_paras=(6, 8), company=hk_held[:1]))
        # quick takes: short multi-paragraph answers from the research agent
        for _ in range(r.randint(8, 11)):
            u = self.curve_u(8, 22)
            vals = self.note_vals()
            ps = [p.format(**vals) for p in r.sample(self.PARAS, 2)]
            intro = r.choice(["Quick take on the question above.", "Context, since it came up:", "Two points worth adding:",
                              "Short answer, with the data:"])
            hum = [m for m in self.msgs if m.who in ("wing", "watanabe", "yuki", "harada") and m.thread is None
                   and m.delete_du is None and m.forget_du is None and m.cat in ("chat", "near")]
            ref = r.choice(hum) if hum else None
            if ref is not None:
                u = self.later(ref.u, 2, 9)
            self.near(u, "research", intro + "\n\n" + "\n\n".join(ps), reply=ref)
        # macro / market-colour headlines (not about any single name)
        macro = [
            ("BOJ's Ueda Says Policy Path Depends on Wage Data, Keeps Options Open",
             "Bank of Japan Governor Kazuo Ueda said the central bank would judge the timing of further rate increases on "
             "the strength of spring wage talks and service prices, in remarks to parliament."),
            ("Japan 30-Year Bond Auction Draws Weakest Demand Since 2023",
             "The bid-to-cover ratio at the Ministry of Finance's 30-year JGB auction fell, pushing super-long yields "
             "higher and weighing on insurers' unrealised bond positions."),
            ("China November Exports Rise Faster Than Expected; Imports Shrink",
             "China's exports rose more than economists forecast last month while imports contracted, widening the trade "
             "surplus and adding to trade friction with partners."),
            ("Hong Kong Home Prices Edge Up for a Third Month as HIBOR Eases",
             "An index of Hong Kong home prices rose modestly, the third monthly gain, as lower interbank rates cut "
             "mortgage costs, though transaction volumes remain thin."),
            ("Korea Exports of Chips Hit Monthly Record on AI Demand",
             "South Korea's semiconductor exports reached a record for a single month, driven by high-bandwidth memory "
             "shipments to AI server makers."),
            ("Taiwan Raises Growth Forecast on AI Server Boom",
             "Taiwan's statistics bureau raised its full-year GDP growth forecast, citing stronger-than-expected exports "
             "of servers and semiconductors."),
            ("Yen Slides Past 155 Per Dollar as Traders Test Officials' Resolve",
             "The yen weakened beyond 155 per dollar for the first time in weeks, prompting verbal warnings from Japan's "
             "top currency official that authorities are watching markets with urgency."),
            ("Fed's Officials Signal Patience on Further Rate Cuts",
             "Several Federal Reserve officials said they were in no hurry to lower rates further, lifting Treasury yields "
             "and the dollar against Asian currencies."),
        ]
        for title, desc in r.sample(macro, r.randint(5, 7)):
            nid = self.news_id()
            u = self.curve_u(7, 23)
            desc += (" Markets in the region reacted modestly; strategists said positioning into year-end was light and "
                     "liquidity thinner than usual.")
            self.near(u, "news", "", embeds=self.news_embed(title, desc, [{"name": "Topic", "value": "Macro", "inline": True},
                                                                         {"name": "Time", "value": f"{self.hhmm(u)} JST", "inline": True}], nid))
        # backtest
        u = self.curve_u(16, 23)
        self.near(u, "research", f"Backtest (not a signal): selling NKH7-equivalent at the close on BOJ-hold days, 2016-2025 → "
                                 f"avg next-day {r.uniform(-0.6, 0.6):+.2f}%, hit rate {r.randint(48, 61)}%, n={r.randint(55, 70)}. "
                                 f"Costs and roll not included; sample too small to act on.")

    # ----- near misses
    def gen_near(self):
        r = self.r
        b = self.book
        jp = [i for i in b["held"] + b["watch"] if i["mkt"] == "JP"] or JP
        hk = [i for i in b["held"] + b["watch"] if i["mkt"] == "HK"] or HK
        oth_jp = [i for i in JP if i not in b["held"] and i not in b["watch"]] or JP
        br = r.choice(BROKERS)
        i = r.choice(oth_jp + jp)
        self.near(self.sess_u("JP"), "relay",
                  f"[{br} Tokyo | sales] large real-money seller in {i['code']} again, ~{r.uniform(1.5, 6):.1f}m shares left "
                  f"on the VWAP, same fund as Tuesday. HF community fading it.",
                  idiom=("broker colour about other funds' flows", "not_hard"))
        h = r.choice(HK)
        self.near(self.sess_u("HK"), "relay",
                  f"[{r.choice(BROKERS)} HK | PT] we crossed {r.uniform(1, 9):.1f}m {h['short']} between two long-only accounts "
                  f"at {fmt_px(h, self.P(h))}, no stock left. macro funds adding HSI shorts into the rally too")
        self.near(self.sess_u("JP"), "watanabe",
                  "BOJ がサプライズ利上げなら 銀行株 買いたい。if the BOJ surprises we could buy banks — 8306/8316 あたり",
                  idiom=("BOJ-conditional hypothetical", "not_hard"))
        hi = r.choice(hk)
        self.near(self.sess_u("HK"), "wing", f"if hsi breaks {self.P(FUT['HSI']) // 500 * 500 - 500:,} we short more "
                                             f"{hi['short']}? just thinking ah")
        i = r.choice(jp)
        past = rtick(i, self.P(i) * 0.86)
        self.near(self.curve_u(9, 18), "watanabe",
                  f"去年の12月、{i['code']} 2万株 @{fmt_px(i, past)} で買って +{r.randint(9, 18)}% 取ったの覚えてる? 同じ形",
                  idiom=("last year's trade retold with 万株 size", "not_hard"))
        self.near(self.curve_u(13, 19), "wing", f"last year we sold 50k 700 at 290 lah, then it ran to 400. never again ah")
        pi = r.choice(jp)
        ph = r.choice(HK)
        self.near(self.curve_u(16, 21), "exec",
                  f"[MODEL PF] paper rebalance (not for execution): +{pick_qty(r, pi, 30e6, 150e6):,} {pi['sym']} @ "
                  f"{fmt_px(pi, self.P(pi))}, −{kfmt(pick_qty(r, ph, 2e6, 9e6))} {ph['sym']}. Tracking only.",
                  idiom=("paper/model portfolio change", "not_hard"))
        qi = r.choice([i for i in b["held"] if i["mkt"] == "JP"] or JP)
        self.near(self.sess_u("JP"), "yuki", f"{qi['code']} のストップ今どこですか？")
        self.near(self.sess_u("HK"), "wing", f"should we add more {r.choice(hk)['short']} here ah?")
        self.near(self.curve_u(8, 18), "yuki", f"what's our size in {r.choice(b['held'])['sym']} now? need it for the deck")
        si = r.choice(jp)
        self.near(self.sess_u("JP"), "yuki", f"a stop at {fmt_px(si, self.pct_off(si, -4))} would be sensible on {si['code']} imo, "
                                             f"below the gap")
        self.near(self.sess_u("HK"), "wing", f"someone should look at {r.choice(HK)['short']} after that print lah")
        self.near(self.curve_u(7, 10), "harada",
                  f"FYI from the US desk: they bought {r.randint(2, 9)}00k TSM ADR overnight, may see sympathy in 2330")
        i = r.choice(JP)
        self.near(self.sess_u("JP"), "yuki", f"what if we bought {i['code']} into the print? just asking, not proposing")

    # =================================================================== build
    def build(self):
        r = self.r
        self.usdjpy = 154.3
        self.gen_noise()
        news = self.gen_news()
        # HK close thread started by wing
        th_hk = self.post(self.clock(16, r.uniform(35, 45)), "wing", "hk close thread 🧵 — close auction + residuals here")
        self.post(self.later(th_hk.u, 1, 3), "wing", "cas imbalance looks big on the buy side lah", thread=th_hk)
        self.post(self.later(th_hk.u, 18, 24), "wing", "close done, nothing left working ah", thread=th_hk)
        self.L1_jp_pm(news_thread=news["jp_thread"])
        self.L2_hk_wing(th_hk)
        self.L4_fut()
        self.L5_research()
        for fn in r.sample([self.L3_tw_tagged, self.L6_kr_json, self.L7_hk_forgotten], 1):
            fn()
        self.gen_misc_hard()
        self.gen_near()
        self.gen_chat(r.randint(86, 104))
        self.gen_notes()
        return self.msgs


# --------------------------------------------------------------------------- book


def make_book(seed: int, ch: int):
    r = random.Random(f"{DESK}:book:{seed}:{ch}")
    jp = r.sample(JP, 7)
    hk = r.sample(HK, 5)
    kr = r.sample(KR, 2)
    tw = r.sample(TW, 2)
    held = jp[:4] + hk[:2] + kr[:1] + tw[:1]
    watch = jp[4:6] + hk[2:4] + kr[1:] + tw[1:]
    futs = [FUT["NK"], r.choice([FUT["HSI"], FUT["TP"]])]
    others_inst = [i for i in JP + HK if i not in held and i not in watch]
    return {
        "held": held, "watch": watch, "futs": futs, "others_inst": others_inst,
        "l1": jp[0], "l2": hk[0], "l2side": r.choice(["BUY", "SELL"]), "l3": tw[0], "l5": jp[6 if r.random() < 0.5 else 1],
        "l6": kr[0], "l7": hk[1] if hk[1]["lot"] > 1 else hk[1],
    }


# --------------------------------------------------------------------------- generate


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
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
        book = make_book(seed, ch)
        worker = 1 + ch % 30
        for d in range(days):
            start_ms = end_ms - (days - d) * DAY_MS
            rng = random.Random(f"{DESK}:day:{seed}:{ch}:{d}")
            day = Day(rng, ch, cid, start_ms, book, d + (end_ms // DAY_MS), seed, uniq=ch * 1000 + d + 7)
            msgs = day.build()
            msgs.sort(key=lambda m: (m.u, m.order))
            prev = -1
            seq = rng.randint(0, 4000)
            for m in msgs:
                ms = start_ms + int(m.u * 60000) + rng.randint(0, 999)
                ms = min(ms, start_ms + DAY_MS - 1)
                if ms <= prev:
                    ms = prev + 1
                prev = ms
                seq += rng.randint(1, 7)
                m.ms = ms
                m.id = str(_snow(ms, worker, seq))
            # threads must start after their starter: re-check
            for m in msgs:
                if m.thread is not None and m.ms <= m.thread.ms:
                    raise AssertionError("thread message before its starter")
            bulk_groups = {}
            for m in msgs:
                chan = m.thread.id if m.thread is not None else cid
                msg = {"id": m.id, "author_id": AUTHOR_ID[m.who], "author_name": PEOPLE[m.who][0],
                       "author_bot": PEOPLE[m.who][1], "created_at": _iso_ms(m.ms), "content": m.content,
                       "attachments": [], "embeds": m.embeds or [],
                       "reference_id": m.reply.id if m.reply is not None else None}
                if m.attach:
                    aid = str(_snow(m.ms + 3, 31, int(m.id) & 0x1FFFF))
                    msg["attachments"] = [{"id": aid, "filename": m.attach, "size": 40000 + (int(m.id) % 90000),
                                           "url": f"https://cdn.discordapp.com/attachments/{chan}/{aid}/{m.attach}"}]
                line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
                if m.thread is not None:
                    line["parent_channel_id"] = cid
                line["message"] = msg
                events.append((m.ms, 0, line))
                for du, text in m.edits:
                    t = m.ms + int(du * 60000)
                    events.append((t, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                          "edited_at": _iso_ms(t), "content": text}))
                if m.pin_du is not None:
                    t = m.ms + int(m.pin_du * 60000) + 250
                    events.append((t, 2, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                          "by": AUTHOR_ID["harada"], "at": _iso_ms(t)}))
                for emo, who, du in m.reacts:
                    t = m.ms + int(du * 60000)
                    events.append((t, 2, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": chan,
                                          "message_id": m.id, "emoji": emo, "user_id": AUTHOR_ID[who], "at": _iso_ms(t)}))
                if m.delete_du is not None:
                    t = m.ms + int(m.delete_du * 60000)
                    events.append((t, 3, {"op": "delete", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                          "deleted_at": _iso_ms(t)}))
                if m.forget_du is not None:
                    t = m.ms + int(m.forget_du * 60000)
                    events.append((t, 3, {"op": "forget", "guild_id": GUILD_ID, "channel_id": chan, "message_id": m.id,
                                          "requested_by": AUTHOR_ID["harada"], "at": _iso_ms(t)}))
                if m.bulk:
                    bulk_groups.setdefault(m.bulk, []).append(m)
                # labels
                state = "live"
                if m.delete_du is not None or m.bulk:
                    state = "deleted"
                elif m.forget_du is not None:
                    state = "forgotten"
                elif m.edits:
                    state = "edited"
                if m.snippet and state in ("deleted", "forgotten"):
                    labels["removed_texts"].append(m.snippet)
                if m.cat == "hard":
                    et, facts, ph = m.ev
                    labels["hard_events"].append({"channel_id": chan, "message_id": m.id, "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": state})
                    for s in m.superseded:
                        labels["superseded_facts"].append([chan, m.id, s])
                elif state in ("live", "edited"):
                    if m.cat == "noise":
                        labels["noise_message_ids"].append(m.id)
                    elif m.cat == "near":
                        labels["near_miss_ids"].append(m.id)
                if m.idiom and state in ("live", "edited") and m.idiom[0] not in idioms_seen:
                    idioms_seen[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]}
            for key, group in bulk_groups.items():
                t = max(g.ms for g in group) + int(day.r.uniform(3, 6) * 60000)
                events.append((t, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                      "message_ids": [g.id for g in group], "deleted_at": _iso_ms(t)}))
    events.sort(key=lambda e: (e[0], e[1]))
    labels["idioms"] = list(idioms_seen.values())[:20]
    return {"events": [e[2] for e in events], "labels": labels}


# --------------------------------------------------------------------------- check


def check(cap_path: str, labels: dict, end: datetime, days: int) -> bool:
    ok = True

    def bad(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg)

    creates = {}
    final = {}
    state_ops = {}
    parent_of = {}
    last_t = None
    last_id_per_chan = {}
    with open(cap_path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            e = json.loads(line)
            for k in ("op", "guild_id", "channel_id"):
                if k not in e:
                    bad(f"line {n} lacks {k}")
            op = e["op"]
            t = {"create": lambda: e["message"]["created_at"], "edit": lambda: e["edited_at"],
                 "delete": lambda: e["deleted_at"], "bulk_delete": lambda: e["deleted_at"]}.get(op, lambda: e["at"])()
            if last_t and t < last_t:
                bad(f"line {n} out of time order")
            last_t = t
            if op == "create":
                m = e["message"]
                mid = int(m["id"])
                ms = (mid >> 22) + EPOCH_MS
                if _iso_ms(ms) != m["created_at"]:
                    bad(f"id/created_at mismatch {m['id']}")
                ch = e["channel_id"]
                if ch in last_id_per_chan and mid <= last_id_per_chan[ch]:
                    bad(f"ids not increasing in channel {ch}")
                last_id_per_chan[ch] = mid
                creates[m["id"]] = e
                final[m["id"]] = m["content"]
                parent_of[m["id"]] = e.get("parent_channel_id") or ch
                if m.get("reference_id") and m["reference_id"] not in creates:
                    bad(f"reply to unseen message {m['id']}")
            elif op == "edit":
                final[e["message_id"]] = e["content"]
                state_ops.setdefault(e["message_id"], set()).add("edited")
            elif op == "delete":
                state_ops.setdefault(e["message_id"], set()).add("deleted")
            elif op == "bulk_delete":
                for i in e["message_ids"]:
                    state_ops.setdefault(i, set()).add("deleted")
            elif op == "forget":
                state_ops.setdefault(e["message_id"], set()).add("forgotten")

    def text(mid):
        return final[mid] + "\n" + embed_text(creates[mid]["message"]["embeds"])

    def removed(mid):
        return bool(state_ops.get(mid, set()) & {"deleted", "forgotten"})

    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in creates:
            bad(f"hard event id missing {mid}")
            continue
        hard_ids.add(mid)
        if creates[mid]["channel_id"] != h["channel_id"]:
            bad(f"channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            bad(f"facts count {mid}")
        for f in h["facts"]:
            if f not in text(mid):
                bad(f"fact {f!r} not in {mid}: {text(mid)[:120]!r}")
        ops = state_ops.get(mid, set())
        exp = "deleted" if "deleted" in ops else "forgotten" if "forgotten" in ops else "edited" if "edited" in ops else "live"
        if h["final_state"] != exp:
            bad(f"final_state {h['final_state']} != {exp} for {mid}")
    for ch, mid, s in labels["superseded_facts"]:
        if s in text(mid):
            bad(f"superseded {s!r} still in final text of {mid}")
    live_text = "\n".join(text(m) for m in creates if not removed(m))
    for s in labels["removed_texts"]:
        if s in live_text:
            bad(f"removed snippet {s!r} still visible in a live message")
        if not any(s in creates[m]["message"]["content"] for m in creates if removed(m)):
            bad(f"removed snippet {s!r} not from a removed message")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in creates or mid in hard_ids or removed(mid):
                bad(f"{key} bad id {mid}")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        bad("noise and near-miss overlap")
    if not 10 <= len(labels["idioms"]) <= 20:
        bad(f"idioms count {len(labels['idioms'])}")
    for idm in labels["idioms"]:
        if idm["message_id"] not in creates:
            bad(f"idiom id missing {idm}")
        if idm["expected"] != "not_hard" and idm["message_id"] not in hard_ids:
            bad(f"idiom expected hard but unlabelled {idm}")
        if idm["expected"] == "not_hard" and idm["message_id"] in hard_ids:
            bad(f"idiom expected not_hard but labelled hard {idm}")
    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    noise = set(labels["noise_message_ids"])
    groups = {}
    for mid, e in creates.items():
        ms = (int(mid) >> 22) + EPOCH_MS
        d = days - 1 - (end_ms - 1 - ms) // DAY_MS
        g = groups.setdefault((parent_of[mid], d), {"n": 0, "bytes": 0, "hard": 0, "noise": 0})
        g["n"] += 1
        m = e["message"]
        g["bytes"] += len((m["content"] + embed_text(m["embeds"])).encode("utf-8"))
        g["hard"] += mid in hard_ids
        g["noise"] += mid in noise
    print(f"{'channel':>20} {'day':>3} {'msgs':>5} {'KB':>6} {'hard':>5} {'noise%':>7}")
    for (ch, d), g in sorted(groups.items()):
        share = 100 * g["noise"] / g["n"]
        kb = g["bytes"] / 1024
        flag = ""
        if not (180 <= g["n"] <= 320 and 70 <= kb <= 120 and 25 <= g["hard"] <= 45 and 25 <= share <= 40):
            flag = "  <-- OUT OF RANGE"
            ok = False
        print(f"{ch:>20} {d:>3} {g['n']:>5} {kb:>6.1f} {g['hard']:>5} {share:>6.1f}%{flag}")
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    print("hard events by type:", dict(sorted(types.items())))
    print(f"labels: {len(labels['hard_events'])} hard, {len(labels['noise_message_ids'])} noise, "
          f"{len(labels['near_miss_ids'])} near-miss, {len(labels['superseded_facts'])} superseded, "
          f"{len(labels['removed_texts'])} removed, {len(labels['idioms'])} idioms")
    print("CHECK", "OK" if ok else "FAILED")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-10T15:00:00Z)")
    a = ap.parse_args(argv)
    end = DEFAULT_END
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    return 0 if check(a.out, out["labels"], end, a.days) else 1


if __name__ == "__main__":
    sys.exit(main())
