#!/usr/bin/env python3
"""sgx_iron_ore_swaps -- blind desk generator.

A Singapore dry-bulk commodities desk ("SGDB"): SGX iron ore swaps/futures
(FEF by month), Dalian iron ore (DCE i-contracts), SGX coking coal (PLV HCC),
Capesize C5 FFAs as a freight hedge, and physical cargoes (PB fines, Newman
fines, BRBF) bought on a seller's tender platform.

generate(seed, end, channels, days) -> {"events": [...capture lines...], "labels": {...}}
Standard library only; output is a pure function of the arguments.

CLI:  python -m tests.desks.sgx_iron_ore_swaps --out cap.jsonl --labels labels.json
          [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "sgx_iron_ore_swaps"
DISCORD_EPOCH_MS = 1420070400000
UTC = timezone.utc
SGT = timezone(timedelta(hours=8))
# last day ends 2026-11-19 00:00 SGT, i.e. the default day is Wed 18 Nov 2026 (SGT)
DEFAULT_END = datetime(2026, 11, 18, 16, 0, 0, tzinfo=UTC)
GUILD_ID = "1190468213375815730"
MONTH_CODES = "FGHJKMNQUVXZ"
MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
              "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# --------------------------------------------------------------------------- ids

def _h(*parts) -> int:
    return int.from_bytes(hashlib.sha256("/".join(map(str, parts)).encode()).digest()[:16], "big")


def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def _stable_id(kind: str, key, base_ms: int, span_ms: int) -> str:
    h = _h(DESK, kind, key)
    ms = base_ms + h % span_ms
    return str(_snowflake(ms, (h >> 40) & 0x1F, (h >> 50) & 0xFFF))


def channel_id_for(idx: int) -> str:
    # channels created during 2024
    return _stable_id("channel", idx, 1704067200000, 300 * 86400000)


AUTHORS = {
    # key: (display name, bot?)
    "jason": ("Jason Lim", False),          # head of desk -- the only approver
    "weiming": ("weiming.tan", False),      # FEF trader
    "xiaoling": ("Xiaoling 晓玲", False),    # FEF / DCE trader
    "kelvin": ("kelvin_ng", False),         # DCE book, junior
    "priya": ("priya.r", False),            # physical cargoes + freight
    "farah": ("farah.ops", False),          # middle office / channel moderator
    "research": ("ore-research", True),     # research agent
    "exec": ("exec-agent", True),           # execution agent
    "triage": ("desk-triage", True),        # routing agent
    "relay": ("BrokerRelay", True),         # broker screen/indication relay
    "clr": ("SGX-ClearLink", True),         # clearing / give-ups
    "cargox": ("CargoX", True),             # seller cargo platform
    "news": ("SteelWire 钢联快讯", True),    # China steel news
    "risk": ("riskbot", True),              # risk engine
    "alert": ("pricealert", True),
    "pnl": ("pnl-snap", True),
    "cron": ("cron", True),
    "deploy": ("deploybot", True),
}


def author_id(key: str) -> str:
    return _stable_id("author", key, 1672531200000, 365 * 86400000)

# --------------------------------------------------------------------------- helpers

def f2(x: float) -> str:
    return f"{x:.2f}"


def sh(x: float) -> str:
    """trader shorthand price: 104.20 -> 104.2, 104.00 -> 104"""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s


def q(x: float, tick: float) -> float:
    return round(round(x / tick) * tick, 4)


def month_add(y: int, m: int, k: int):
    n = y * 12 + (m - 1) + k
    return n // 12, n % 12 + 1


def mcode(y, m):
    return f"{MONTH_CODES[m - 1]}{y % 10}"


def mname(y, m):
    return f"{MONTH_ABBR[m - 1]}-{y % 100:02d}"


def msym(prefix, y, m):
    return f"{prefix}{MONTH_CODES[m - 1]}{y % 100:02d}"


def dce_contract(y, m):
    for k in range(5, 10):
        yy, mm = month_add(y, m, k)
        if mm in (1, 5, 9):
            return f"i{yy % 100:02d}{mm:02d}"
    return "i2705"


def iso(dt: datetime) -> str:
    dt = dt.astimezone(UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def to_ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def sgt_hm(dt: datetime) -> str:
    return dt.astimezone(SGT).strftime("%H:%M")


def kfmt(x: float) -> str:
    return f"{x:+.1f}k"

# --------------------------------------------------------------------------- model

class Msg:
    def __init__(self, t, who, content="", embeds=None, reply=None, thread=None, attachments=None):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.reply = reply
        self.thread = thread          # Msg that started the thread, or None
        self.attachments = attachments or []
        self.kind = None              # hard | noise | near | None
        self.etype = None
        self.facts = []
        self.phrasing = None
        self.edits = []               # [(t, content)]
        self.removed = None           # (kind, t, by)
        self.snippet = None
        self.superseded = []
        self.idiom = None
        self.id = None
        self.ms = None
        self.pinned = False

    # chaining helpers
    def hard(self, etype, facts, phrasing):
        self.kind, self.etype, self.facts, self.phrasing = "hard", etype, list(facts), phrasing
        return self

    def noise(self):
        self.kind = "noise"
        return self

    def near(self):
        self.kind = "near"
        return self

    def idi(self, name, expected=None):
        self.idiom = (name, expected or (self.etype if self.kind == "hard" else "not_hard"))
        return self

    def final_content(self):
        return self.edits[-1][1] if self.edits else self.content

    def text(self, final=True):
        parts = [self.final_content() if final else self.content]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Day:
    def __init__(self, rng, day0, ch_idx, ch_id):
        self.r = rng
        self.day0 = day0
        self.ch_idx = ch_idx
        self.ch = ch_id
        self.msgs = []
        self.ops = []        # dicts: kind, t, ...
        self.reserved = set()

    def at(self, h, m=0.0, s=None):
        if s is None:
            s = self.r.uniform(0, 59.0)
        return self.day0 + timedelta(hours=h, minutes=m, seconds=s)

    def later(self, t, lo_s, hi_s):
        return t + timedelta(seconds=self.r.uniform(lo_s, hi_s))

    def post(self, t, who, content="", **kw):
        m = Msg(t, who, content, **kw)
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=None):
        m.edits.append((t, content))
        if superseded:
            m.superseded.extend(superseded)

    def delete(self, m, t, snippet, by="farah"):
        m.removed = ("delete", t, by)
        m.snippet = snippet

    def bulk_delete(self, msgs, t, snippets, by="farah"):
        for m, s in zip(msgs, snippets):
            m.removed = ("bulk", t, by)
            m.snippet = s
        self.ops.append({"kind": "bulk", "t": t, "msgs": msgs, "by": by})

    def forget(self, m, t, snippet, by="farah"):
        m.removed = ("forget", t, by)
        m.snippet = snippet

    def pin(self, m, t, by="jason"):
        m.pinned = True
        self.ops.append({"kind": "pin", "t": t, "msg": m, "by": by})

    def react(self, m, t, emoji, who):
        self.ops.append({"kind": "react", "t": t, "msg": m, "emoji": emoji, "by": who})

    def px(self, x, nd=2):
        """format a price that must not collide with superseded levels"""
        s = f"{x:.{nd}f}"
        step = 0.05 if nd == 2 else 0.5
        while s in self.reserved:
            x += step
            s = f"{x:.{nd}f}"
        return s

# --------------------------------------------------------------------------- content pools

CHATTER = [
    [("weiming", "morning all ☕")],
    [("xiaoling", "wah {A} gap up at open sia")],
    [("kelvin", "DCE 开盘 +{dchg} already, 夜盘 got follow through")],
    [("weiming", "port stocks still building leh? 45p {pchg}mt w/w"), ("xiaoling", "draw this week lah, Mysteel out already")],
    [("kelvin", "anyone got the hot metal number? 铁水 today"), ("xiaoling", "铁水 {hm}mt/d, 还行 lah, not collapsing")],
    [("weiming", "Tangshan sintering curbs again ah? 又来"), ("kelvin", "rumour only, no notice from 唐山 yet")],
    [("xiaoling", "{A}/{C} at {spr} now, quite tight")],
    [("priya", "Cape index {c5tc} today, C5 spot {c5s}")],
    [("kelvin", "lunch? chicken rice downstairs"), ("xiaoling", "tapau for me pls, kopi-o kosong")],
    [("weiming", "SGX screen very thin this morning, 10kt clips only")],
    [("kelvin", "DCE vol light, 大家都在等 PMI")],
    [("priya", "Platts 62 assessed {iodex} yesterday fyi")],
    [("priya", "PB fines discount narrowing, ~{pbd} now")],
    [("priya", "BRBF premium still firm, 巴混 tight at port")],
    [("xiaoling", "lump premium also dropping, 块矿 nobody want")],
    [("kelvin", "mills restocking slow, 钢厂 margins 还是负的")],
    [("kelvin", "HRC futures soft today, 热卷 -{hrc}%")],
    [("xiaoling", "rebar 螺纹 weak too, construction 淡季 already")],
    [("weiming", "coke 4th round price cut rumour going around")],
    [("priya", "蒙煤 arrivals up again, Ganqimaodu trucks {trucks}/day")],
    [("priya", "Cape rates jumping sia, C5 {c5s}")],
    [("priya", "freight guys say C3 Tubarao also firm, Brazil ore moving")],
    [("weiming", "who's on late tonight for the night session?"), ("kelvin", "me lor. 夜盘 I watch")],
    [("xiaoling", "CNH weak today {cnh}, helps SGX vs DCE arb")],
    [("kelvin", "arb SGX vs DCE ~{arb} today, DCE rich")],
    [("weiming", "Marex say lots of {A}-{B} rolling today")],
    [("priya", "heard some mills asking to defer Dec cargoes")],
    [("xiaoling", "this market no direction one, 没方向")],
    [("weiming", "Beijing meeting this week, stimulus talk again 🙄")],
    [("kelvin", "property data later this week, 地产 still bad")],
    [("xiaoling", "steel exports record again, 钢材出口 crazy strong")],
    [("priya", "India pellet offers lower, Chinese mills not biting")],
    [("kelvin", "who took my charger 😤"), ("weiming", "not me")],
    [("weiming", "brb")],
    [("xiaoling", "london coming in now, bids stepping up")],
    [("weiming", "sticky above {lvl} leh")],
    [("kelvin", "volume pick up after DCE close as usual")],
    [("priya", "Platts MOC window later, watch the PB bids")],
    [("priya", "saw a PB cargo bid on GlobalORE at +0.10 this morning")],
    [("xiaoling", "Mysteel survey says BF utilisation {bf}%")],
    [("kelvin", "钢联 data late today again")],
    [("weiming", "anyone see the CISA 10-day output?"), ("xiaoling", "CISA daily crude {cisa}mt/d, down vs prev 10d")],
    [("kelvin", "typhoon near Port Hedland? no lah, season not yet")],
    [("weiming", "market dead, go coffee. anyone want?"), ("priya", "kopi siu dai thx")],
    [("xiaoling", "FEF options vol {vol}% ATM, cheap-ish")],
    [("weiming", "the {calls} calls got bought again by someone on screen")],
    [("weiming", "HCC {h0s} bid, sellers shy today")],
    [("priya", "Queensland rain forecast next week, coal guys nervous")],
    [("priya", "Capesize fixtures thin, everybody waiting for Brazil")],
    [("kelvin", "need to update the desk calendar for Christmas leave")],
    [("xiaoling", "jialat, HRC -{hrc}% and rebar follow")],
    [("kelvin", "sian, long day")],
    [("xiaoling", "今天盘面很弱 leh")],
    [("weiming", "这个 level 有 support 吧, {lvl} held three times")],
    [("kelvin", "夜盘再看")],
    [("priya", "Chinese mills asking lower at port, 港口现货 bids {pbd} under index")],
    [("xiaoling", "spot PB at Qingdao {portpx} 元/湿吨, flat d/d")],
    [("weiming", "backwardation steepening in the front, {A} over {C} {spr}")],
    [("kelvin", "DCE top-20 net shorts adding again")],
    [("priya", "C5 vs C3 spread widest since Aug")],
    [("xiaoling", "my screen froze again, IT ticket raised 🙃")],
    [("weiming", "Platts methodology note on PB out, nothing major")],
    [("kelvin", "dollar index up, ore doesn't care today")],
    [("xiaoling", "haha {A} exactly at yesterday's close")],
    [("priya", "laycan spreads on CargoX getting longer, sellers flexible")],
    [("weiming", "Simandou talk again in the chat groups, nothing new")],
    [("kelvin", "ok 今天 lunch 吃什么"), ("xiaoling", "yong tau foo lor")],
    [("weiming", "ore equities all red in ASX after hours")],
    [("xiaoling", "铁矿 vs 螺纹 ratio at extremes, mills margin squeezed")],
]

# chatter that only makes sense at some hours of the SGT day: first line -> (from, to) in hours
CHATTER_HOURS = {
    "morning all ☕": (7.0, 8.2),
    "wah {A} gap up at open sia": (7.4, 7.9),
    "DCE 开盘 +{dchg} already, 夜盘 got follow through": (9.0, 9.4),
    "lunch? chicken rice downstairs": (11.4, 12.2),
    "ok 今天 lunch 吃什么": (11.3, 12.0),
    "SGX screen very thin this morning, 10kt clips only": (8.0, 11.0),
    "DCE vol light, 大家都在等 PMI": (9.5, 14.5),
    "who's on late tonight for the night session?": (16.0, 19.0),
    "london coming in now, bids stepping up": (15.0, 16.2),
    "volume pick up after DCE close as usual": (15.1, 16.5),
    "market dead, go coffee. anyone want?": (13.5, 16.0),
    "sian, long day": (17.5, 20.5),
    "夜盘再看": (14.0, 15.0),
    "Platts MOC window later, watch the PB bids": (13.0, 16.3),
    "saw a PB cargo bid on GlobalORE at +0.10 this morning": (10.0, 13.0),
    "haha {A} exactly at yesterday's close": (8.0, 17.0),
    "今天盘面很弱 leh": (9.5, 15.0),
    "DCE top-20 net shorts adding again": (15.2, 17.0),
    "ore equities all red in ASX after hours": (14.5, 18.0),
    "brb": (8.0, 17.0),
}

IRRELEVANT_NEWS = [
    ("Baowu Steel keeps December HRC list prices flat for a second month",
     "宝武12月热轧出厂价格维持不变",
     "Baoshan Iron & Steel left its December list prices for hot-rolled coil, cold-rolled and galvanised sheet "
     "unchanged, citing stable auto and appliance orders but weak construction demand. Traders in Shanghai said "
     "the decision was in line with expectations and would cap spot HRC discounts.", "company notice"),
    ("Shagang cuts mid-November rebar list price by 50 yuan/t",
     "沙钢11月中旬螺纹钢出厂价下调50元/吨",
     "Jiangsu Shagang lowered its rebar and wire-rod list prices for the second half of November by 50 yuan/t, "
     "the first cut in three periods. East China rebar inventories rose for a third week as construction "
     "activity slowed with colder weather.", "Mysteel survey"),
    ("POSCO to restart Pohang No.3 blast furnace after relining",
     "浦项制铁浦项3号高炉大修后将复产",
     "POSCO said the relined No.3 furnace at Pohang would be blown in next week after a 100-day outage, "
     "restoring about 10,000 t/d of hot-metal capacity. The company kept its annual crude steel target.",
     "company statement"),
    ("Hesteel Group signs hydrogen-based DRI pilot agreement",
     "河钢集团签署氢冶金直接还原铁试点协议",
     "Hesteel signed a framework agreement with a Hebei provincial investment vehicle for a 600,000 t/y "
     "hydrogen-based direct-reduced iron pilot at Zhangjiakou. Commissioning is planned for 2028; no capex "
     "figure was disclosed.", "Xinhua"),
    ("Ansteel Q3 net profit falls 12% y/y on weak steel margins",
     "鞍钢股份三季度净利润同比下降12%",
     "Angang Steel reported a 12% fall in third-quarter net profit as plate and long-product margins stayed "
     "negative. The company said it would keep blast furnace utilisation stable into year-end and focus on "
     "cost cuts at the Bayuquan base.", "exchange filing"),
    ("JSW Steel India October crude steel output up 6% y/y",
     "JSW钢铁10月粗钢产量同比增长6%",
     "JSW Steel produced 2.4mt of crude steel in October, up 6% from a year earlier, helped by the ramp-up "
     "at Vijayanagar. Capacity utilisation was 89%. Flat-product sales rose 4% on a monthly basis.",
     "company update"),
    ("Nippon Steel raises FY steel shipment forecast on auto demand",
     "日本制铁上调财年钢材发货预期",
     "Nippon Steel raised its fiscal-year steel shipment forecast by 0.3mt, citing stronger automotive demand "
     "in Japan and Southeast Asia, while warning that Chinese export pricing continued to pressure margins.",
     "earnings call"),
    ("Tata Steel Netherlands secures subsidy for electric arc furnace",
     "塔塔钢铁荷兰公司获电炉项目补贴",
     "Tata Steel Nederland agreed terms with the Dutch government for support towards an electric arc "
     "furnace at IJmuiden, replacing one blast furnace by 2030. The package is subject to EU state-aid approval.",
     "company statement"),
    ("Jianlong Group commissions new 1,780m3 blast furnace in Inner Mongolia",
     "建龙集团内蒙古1780立方米高炉投产",
     "Jianlong said the new furnace replaces two smaller units under capacity-swap rules, leaving net "
     "hot-metal capacity unchanged. The site mainly produces rebar and section steel for northern China.",
     "Mysteel"),
    ("Valin Steel raises automotive sheet prices for Q1",
     "华菱钢铁上调一季度汽车板价格",
     "Hunan Valin lifted first-quarter contract prices for automotive sheet by 100-150 yuan/t after new-energy "
     "vehicle makers increased orders. Rebar pricing at the group's Xiangtan mill was unchanged.",
     "industry sources"),
    ("Hyundai Steel union extends strike at Dangjin cold-rolling lines",
     "现代制铁唐津冷轧线罢工延长",
     "The union at Hyundai Steel extended partial strikes at the Dangjin cold-rolling lines for another week. "
     "The company said blast furnace operations were not affected and export shipments were on schedule.",
     "Yonhap"),
    ("ArcelorMittal idles one blast furnace at Dunkirk for maintenance",
     "安赛乐米塔尔敦刻尔克一座高炉停产检修",
     "ArcelorMittal France will idle blast furnace No.4 at Dunkirk for around six weeks of maintenance, citing "
     "weak European flat-steel demand. Slab supply to downstream lines will be covered from Fos-sur-Mer.",
     "company statement"),
]

MARKET_COLOUR_NEWS = [
    ("NBS: China October crude steel output {cs}mt, down {csy}% y/y",
     "国家统计局：10月粗钢产量{cs}百万吨，同比下降{csy}%",
     "Daily average output fell for a fourth month as mills in the north cut production under the annual "
     "output-control campaign. Pig iron output fell by a similar margin; finished steel output was flat.", "NBS"),
    ("Mysteel: 45-port iron ore inventory {ports}mt, {pchg}mt w/w",
     "钢联：45港进口铁矿库存{ports}百万吨，周环比{pchg}",
     "Shandong ports led the change while Jiangsu stocks were flat. Daily port clearance was slightly lower "
     "week on week; the share of Australian ore in port stocks edged up.", "Mysteel"),
    ("CISA: member mills' daily crude steel output {cisa}mt/d in early November",
     "中钢协：11月上旬重点钢企粗钢日产{cisa}百万吨",
     "Daily output at CISA member mills fell from the previous ten-day period; member mills' finished-steel "
     "inventories rose slightly. The association repeated its call for output discipline.", "CISA"),
    ("Tangshan mills told to cap sintering at 70% during heavy-pollution alert",
     "唐山重污染天气预警：烧结限产30%",
     "The orange alert runs for three days from midnight. Mills were told to cut sintering and pelletising "
     "and to suspend road transport of bulk materials during the alert.", "Tangshan ecology bureau"),
]

# the idiom rows emitted in labels (first channel-day only); other tagged examples stay unlabelled as idioms
IDIOM_KEEP = {
    "k-suffixed size shorthand proposal (lift/b 50kt @ px)",
    "Singlish one-word-ish approval reply (ok can / go)",
    "one-line rejection reply",
    "emoji approval reply (👍 send it)",
    "Mandarin code-mixed approval (可以 go)",
    "clearing key=value fill line (side=S qty=25000)",
    "embed-only fill (fields + footer)",
    "platform tender award embed to this desk = physical fill",
    "[STOP] message moved twice by editing",
    "view change buried mid-way through a long morning note",
    "trade recommendation buried mid-report",
    "JSON proposal line from the execution agent",
    "Chinese-only exchange notice on a held contract",
    "miner news that hits a held derivative's underlying",
    "YAML risk-engine resize of an order",
    "limit change buried in head's EOD bullet list",
    "terse human fill 'S 100 lots @ px done'",
    "thumbs-up reply from a trader without authority",
    "paper trade in shorthand",
    "tender awarded to another company",
}

ACKS = ["ok", "thx", "noted 👍", "roger", "orh", "👍", "tq", "ok noted", "k", "thanks farah", "👌", "noted boss"]

# --------------------------------------------------------------------------- long texts

def _table(rows, header):
    w = [max(len(str(x[i])) for x in rows + [header]) for i in range(len(header))]
    out = ["  ".join(str(h).ljust(w[i]) if i == 0 else str(h).rjust(w[i]) for i, h in enumerate(header))]
    for row in rows:
        out.append("  ".join(str(v).ljust(w[i]) if i == 0 else str(v).rjust(w[i]) for i, v in enumerate(row)))
    return "\n".join(out)


def morning_note(d, c, decision):
    r = d.r
    curve = []
    base = float(c["pA"])
    for k, code in enumerate([c["Z"], c["A"], c["B"], c["C"], c["D"], c["E"]]):
        px = base + (1 - k) * r.uniform(0.45, 0.9)
        if code == c["A"]:
            px = float(c["pA_prev"])
        elif code == c["C"]:
            px = float(c["pC_prev"])
        curve.append((f"FEF {code}", f"{px:.2f}", f"{r.uniform(-1.2, 1.2):+.2f}", f"{r.randint(2, 40) * 1000:,}"))
    margins = _table([
        ("BF rebar (Tangshan)", f"{r.randint(-160, 40):+d}", f"{r.randint(-40, 40):+d}"),
        ("BF HRC (Shanghai)", f"{r.randint(-200, 20):+d}", f"{r.randint(-40, 40):+d}"),
        ("EAF rebar (valley power)", f"{r.randint(-120, 60):+d}", f"{r.randint(-40, 40):+d}"),
        ("Billet (Tangshan)", f"{r.randint(-150, 30):+d}", f"{r.randint(-40, 40):+d}"),
    ], ("margin yuan/t", "level", "w/w"))
    return (
        f"**ore-research · Morning note · {c['date']} (SGT)**\n\n"
        f"**1) Overnight tape**\n"
        f"SGX FEF {c['A']} settled the T+1 session at {c['pA_prev']} ({r.uniform(-1.4, 1.4):+.2f}); {c['C']} {c['pC_prev']}, "
        f"leaving {c['A']}/{c['C']} at {c['spr_prev']}. Night-session volume was {r.uniform(6, 14):.1f}mt equivalent, "
        f"about {r.randint(60, 130)}% of the 20-day average, most of it in the {c['A']}-{c['B']} roll. "
        f"DCE {c['dce']} closed the night session at {c['d_prev']} ({r.uniform(-9, 9):+.1f}), open interest "
        f"{r.randint(-24000, 24000):+,} lots. SGX-DCE arb (CNH {c['cnh']}, VAT and port costs adjusted) at "
        f"{c['arb']} $/t, DCE rich to the swap. Platts IODEX 62 was assessed at {c['iodex']} yesterday, the 65% "
        f"premium at {r.uniform(11, 16):.2f} and the PB fines discount to index at {c['pbd']}.\n\n"
        f"```\n{_table(curve, ('curve', 'settle', 'chg', 'OI chg (t)'))}\n```\n\n"
        f"**2) Port stocks and steel**\n"
        f"Mysteel 45-port stocks {c['ports']}mt ({c['pchg']}mt w/w); the move was concentrated in Shandong and "
        f"Hebei ports, while Jiangsu was flat. Daily port clearance {r.uniform(2.9, 3.4):.2f}mt/d. Hot metal at the "
        f"247 surveyed mills {c['hm']}mt/d, BF utilisation {c['bf']}%. Share of mills in profit "
        f"{r.uniform(30, 60):.1f}% vs {r.uniform(30, 60):.1f}% a week ago; rebar social plus mill stocks "
        f"{r.uniform(5.5, 8.5):.1f}mt. The seasonal template has hot metal easing into December as the "
        f"Tangshan and Handan sintering curbs rotate, but so far this year the curbs have been lighter than the "
        f"2024 pattern and mill restocking for the Lunar New Year has not started. Mill imported-ore inventory "
        f"days are {r.uniform(18, 24):.1f}, at the low end of the five-year range, which argues for some "
        f"restocking demand once margins allow.\n\n"
        f"```\n{margins}\n```\n\n"
        f"**3) Supply**\n"
        f"Australia shipped {r.uniform(16, 20):.1f}mt last week and Brazil {r.uniform(6, 9):.1f}mt; arrivals at the "
        f"45 ports {r.uniform(22, 27):.1f}mt. Pilbara weather is benign for now and the cyclone season typically "
        f"starts to matter from late December. Indian fines exports remain small ({r.uniform(0.5, 1.6):.1f}mt/mth) "
        f"given the domestic pellet build-out. Non-mainstream supply (South Africa, Canada, Peru, Sierra Leone) "
        f"ran at {r.uniform(3.0, 4.5):.1f}mt over the last four weeks, in line with the quarterly average.\n\n"
        f"**4) Physical market**\n"
        f"{r.randint(4, 9)} cargoes traded on the platforms yesterday, mostly mid-grade fines for "
        f"{c['nA']}-{c['nB']} laycans; PB fines cleared between index -0.10 and +0.10, Newman fines at small "
        f"premiums, and one BRBF cargo at a discount of just under one dollar. Port-side PB fines at Qingdao "
        f"{c['portpx']} yuan/wmt with daily port trading volume around {r.uniform(0.8, 1.3):.2f}mt, light.\n\n"
        f"```\n" + _table([
            ("65% premium (MB65-IODEX)", f"{r.uniform(11, 16):.2f}", f"{r.uniform(-0.4, 0.4):+.2f}"),
            ("PB fines vs index", f"-{c['pbd']}", f"{r.uniform(-0.2, 0.2):+.2f}"),
            ("Newman fines vs index", f"{r.uniform(-0.3, 0.5):+.2f}", f"{r.uniform(-0.2, 0.2):+.2f}"),
            ("BRBF vs index", f"{r.uniform(-1.1, -0.4):+.2f}", f"{r.uniform(-0.2, 0.2):+.2f}"),
            ("Jimblebar vs index", f"{r.uniform(-3.5, -2.5):+.2f}", f"{r.uniform(-0.2, 0.2):+.2f}"),
            ("lump premium ($/dmtu)", f"{r.uniform(0.1, 0.25):.4f}", f"{r.uniform(-0.01, 0.01):+.4f}"),
            ("alumina 1-2.5% ($/pt)", f"{r.uniform(-4, -2):+.2f}", "0.00"),
        ], ("quality spread", "level", "d/d")) + "\n```\n\n"
        f"**5) Policy and exports**\n"
        f"Steel exports ran at {r.uniform(9, 11.5):.1f}mt in October, annualising above 110mt, and the trade-defence "
        f"pipeline keeps growing (Vietnam HRC, Turkey wire rod, India safeguard review). Beijing has not "
        f"signalled an export curb; an export licence or tax change would be bearish ore via lower hot metal. "
        f"On the stimulus side, the special-bond quota for next year and the property destocking programme are "
        f"the headlines to watch this week.\n\n"
        f"**6) Freight**\n"
        f"Cape 5TC {c['c5tc']}/day; C5 West Australia-Qingdao {c['c5s']} $/t; C3 Tubarao-Qingdao "
        f"{r.uniform(19, 26):.2f} $/t. The FFA curve is backwardated into Q1-27, which keeps the CFR cost of our "
        f"{c['nA']} cargoes anchored even if spot Capes stay firm.\n\n"
        f"**7) Positioning**\n"
        f"SGX FEF open interest {r.uniform(140, 190):.1f}mt; managed money net long estimated at "
        f"{r.uniform(5, 25):.1f}mt. DCE top-20 members net {r.randint(-60000, 20000):+,} lots. Options: "
        f"{c['vol']}% ATM vol on {c['A']}, 25d risk reversal {r.uniform(-2.5, 1.0):+.1f} vol, puts still bid.\n\n"
        f"**8) DCE microstructure**\n"
        f"Day-session turnover on {c['dce']} was {r.randint(380, 720)}k lots, night session {r.randint(150, 330)}k. "
        f"The top-5 brokers by net short were Guotai Junan, CITIC, Yongan, Dongzheng and Galaxy, together "
        f"{r.randint(-90000, -20000):+,} lots; the front {c['dce'][:3]}01 contract is rolling into {c['dce']} at about "
        f"{r.randint(8, 25)}k lots a day. Warehouse receipts {r.randint(0, 1800):,} lots. The exchange has not "
        f"changed position limits for non-futures-company members since August.\n\n"
        f"**9) View**\n"
        f"{decision}\n"
        f"Near-term range {c['lo']} to {c['hi']} on {c['A']}; the tape has respected that range for nine sessions.\n\n"
        f"**10) Risks**\n"
        f"- Stimulus headlines out of the Beijing meetings could squeeze the front.\n"
        f"- A faster Simandou ramp in Q1 would hit the high-grade premium first and the 62% index second.\n"
        f"- Heavier-than-expected sintering curbs in Hebei would pull hot metal below 2.3mt/d.\n"
        f"- Freight: a Brazil rainy-season slowdown tightens C3 more than C5.\n\n"
        f"**11) Calendar (SGT)**\n"
        f"- 09:30 China 1-year LPR (expected unchanged)\n"
        f"- 10:00 Mysteel hot-metal and mill inventory survey\n"
        f"- 15:00 DCE close; 16:30 Platts MOC window\n"
        f"- 21:00 DCE night session; 22:00 US data\n\n"
        f"_Internal. Sources: Mysteel, Platts, SGX, DCE, Baltic Exchange, Kpler._"
    )


def hcc_note(d, c, reco):
    r = d.r
    strip = _table([
        (f"SGX HCC {c['nA']}", f"{float(c['h0s']) + r.uniform(0.5, 2):.2f}", f"{r.randint(20, 80)}kt"),
        (f"SGX HCC {c['hB']}", c["h0s"], f"{r.randint(120, 260)}kt"),
        (f"SGX HCC {c['nC']}", f"{float(c['h0s']) - r.uniform(0.5, 2):.2f}", f"{r.randint(40, 110)}kt"),
        ("DCE coking coal (yuan)", f"{r.randint(1100, 1450)}", f"{r.randint(200, 400)}k lots"),
        ("DCE coke (yuan)", f"{r.randint(1700, 2100)}", f"{r.randint(30, 90)}k lots"),
    ], ("contract", "last", "vol (1d)"))
    return (
        f"**ore-research · Coking coal: Chinese coke cuts vs Queensland supply**\n\n"
        f"Summary: Chinese coke makers have accepted a {r.choice(['third', 'fourth'])} round of price cuts "
        f"({r.choice([50, 55])} yuan/t) and independent coking plants are running at {r.uniform(68, 76):.1f}% utilisation, "
        f"the lowest since July. Seaborne PLV HCC FOB Australia is at {c['plv']}, a {r.uniform(8, 20):.0f} $/t "
        f"premium to CFR China-equivalent Mongolian coal, which keeps Chinese buyers away from Australian cargoes.\n\n"
        f"```\n{strip}\n```\n\n"
        f"**Demand**\n"
        f"Hot metal {c['hm']}mt/d and falling slowly; coke inventories at mills {r.uniform(9, 12):.1f} days, at coking "
        f"plants {r.uniform(3, 6):.1f} days. Indian buying has picked up ({r.uniform(5, 7):.1f}mt seaborne in "
        f"October) but India is price-sensitive and pays up only on PLV discounts. Japanese and Korean mills are "
        f"covered through January. Vietnamese demand from the new Dung Quat furnaces is the one bright spot, "
        f"but it is mostly met with mid-vol coal.\n\n"
        f"**Supply**\n"
        f"Queensland railings are normal; the rain forecast for the Bowen Basin next week is the main upside risk. "
        f"Mongolian trucks through Ganqimaodu averaged {r.randint(900, 1300)} per day last week. US high-vol A "
        f"is being offered into India at a {r.uniform(25, 40):.0f} $/t discount to PLV. Russian coal continues to "
        f"flow to China by rail at discounts that the seaborne market cannot match.\n\n"
        f"**Recent history**\n"
        f"```\n" + _table([(w, f"{float(c['h0s']) + r.uniform(-6, 10):.2f}", f"{r.uniform(2.3, 2.45):.2f}",
                             f"{r.randint(1100, 1450)}") for w in ("4w ago", "3w ago", "2w ago", "1w ago")],
                           ("week", "PLV FOB", "hot metal", "DCE JM")) + "\n```\n\n"
        f"**Trade**\n"
        f"{reco}\n"
        f"Sizing is inside the HCC net limit with the existing {c['hcc_book']}kt short. The {c['hB']} contract is "
        f"the most liquid month on screen this week.\n\n"
        f"**What would change our mind**\n"
        f"- A Bowen Basin rain event closing railings for more than a week.\n"
        f"- A Chinese stimulus headline that restarts restocking by independent coke makers.\n"
        f"- A mine outage at one of the large PLV producers.\n"
        f"- Indian mills pulling forward Q1 purchases ahead of the monsoon-season logistics.\n\n"
        f"**Freight and FX**\n"
        f"Panamax rates for Queensland-India are {r.uniform(16, 22):.2f} $/t; AUD {r.uniform(0.62, 0.68):.4f}. "
        f"Neither moves the trade materially. The FOB-CFR spread into China is wide enough that freight would "
        f"have to fall by a third before Australian coal competes with Mongolian supply at Tangshan.\n\n"
        f"_Internal. Sources: Platts, SGX, Mysteel, Fenwei, Kpler._"
    )


def midday_note(d, c):
    r = d.r
    lv = _table([
        (f"FEF {c['A']}", c["lo2"], c["lo"], c["ma20"], c["hi"], c["hi2"]),
        (f"DCE {c['dce']}", f"{int(c['dlo']) - 10}", c["dlo"], c["d0s"], c["dhi"], f"{int(c['dhi']) + 12}"),
        (f"{c['A']}/{c['C']}", c["sprlo"], f"{float(c['spr']) - 0.3:.2f}", c["spr"], f"{float(c['spr']) + 0.4:.2f}",
         c["sprhi"]),
    ], ("", "S2", "S1", "pivot", "R1", "R2"))
    return (
        f"**ore-research · Midday technicals · {c['A']} / {c['dce']}**\n\n"
        f"{c['A']} is holding its 20-day moving average at {c['ma20']} for a third session. A daily close below "
        f"{c['lo']} would probably trigger stops from the momentum longs and open the way to the {c['lo2']} area, "
        f"where the October lows sit; buyers have defended that zone twice. On the upside, breakout traders "
        f"are targeting {c['hi']} and then {c['hi2']}, the top of the channel since September. RSI(14) {r.randint(40, 62)}, "
        f"MACD flat, Bollinger band width at a two-month low, which usually precedes a range break.\n\n"
        f"```\n{lv}\n```\n\n"
        f"DCE {c['dce']} trades {c['d0s']} with support at {c['dlo']} and resistance at {c['dhi']}; the night-session gap "
        f"was filled this morning. Open interest up {r.randint(5000, 20000):,} lots on the day, which usually "
        f"means fresh shorts when price is flat. The top-20 members added shorts for the fourth day.\n\n"
        f"Spreads: {c['A']}/{c['C']} {c['spr']} vs a 3-month range of {c['sprlo']}-{c['sprhi']}; the time spread "
        f"historically widens into Lunar New Year restocking, but that pattern failed in two of the last five "
        f"years. Sellers of the spread would want the port-stock build to resume; buyers of it want the draw to "
        f"continue. Options skew favours puts; {c['A']} {c['put']} puts are bid at {r.uniform(1.1, 2.2):.2f}.\n\n"
        f"Freight: C5 {c['c5s']} $/t, holding above the 50-day average. Capesize tonnage count off West "
        f"Australia is {r.randint(88, 120)} ships, {r.choice(['above', 'below'])} the seasonal norm.\n\n"
        f"Chart pack attached. Levels only, for discussion."
    )


def backtest_note(d, c):
    r = d.r
    n = r.randint(48, 77)
    yrs = _table([(str(y), r.randint(4, 12), f"{r.uniform(35, 75):.0f}%", f"{r.uniform(-1.5, 2.5):+.2f}")
                  for y in range(2019, 2027)], ("year", "signals", "hit", "avg $/t"))
    return (
        f"**ore-research · Backtest: port-stock draw signal on FEF front-2** (research only, not a trade)\n\n"
        f"Rule: buy the 2nd FEF month at the SGX close when Mysteel 45-port stocks draw more than 1mt w/w; "
        f"exit after 10 sessions or on a 3 $/t stop; target 5 $/t. Sample 2019-01 to 2026-10, {n} signals.\n\n"
        f"Results: hit rate {r.uniform(51, 60):.1f}%, average P/L {r.uniform(0.3, 1.1):+.2f} $/t per signal, "
        f"max drawdown {r.uniform(9, 16):.1f} $/t (2021 Q3), Sharpe {r.uniform(0.4, 0.9):.2f}. Simulated fills at "
        f"the close plus 0.05 $/t slippage; the worst simulated fill was a long at 118.40 in Jan-2022 stopped at "
        f"115.40. Removing 2021 lifts the hit rate to {r.uniform(58, 63):.1f}%.\n\n"
        f"```\n{yrs}\n```\n\n"
        f"Variants: adding the hot-metal filter (>2.35mt/d) cuts the sample to {n // 2} and improves average "
        f"P/L to {r.uniform(0.9, 1.6):+.2f}; using DCE instead of SGX adds noise from the night session. The "
        f"signal overlaps with the seasonal restocking trade, so it is not independent of the spread view.\n\n"
        f"Caveats: no transaction costs beyond slippage, no capacity limits, regime change after 2024 when port "
        f"stocks structurally rose. Code and data in the research repo under backtests/portdraw_v3. Paper only."
    )


def freight_note(d, c):
    r = d.r
    routes = _table([
        ("C5 WA-Qingdao", c["c5s"], f"{r.uniform(-0.4, 0.4):+.2f}", f"{float(c['c5s']) - r.uniform(0.2, 0.8):.2f}"),
        ("C3 Tubarao-Qingdao", f"{r.uniform(19, 26):.2f}", f"{r.uniform(-0.6, 0.6):+.2f}", f"{r.uniform(18, 24):.2f}"),
        ("C2 Tubarao-Rotterdam", f"{r.uniform(9, 13):.2f}", f"{r.uniform(-0.4, 0.4):+.2f}", f"{r.uniform(8, 12):.2f}"),
        ("Cape 5TC ($/day)", c["c5tc"], f"{r.randint(-900, 900):+,}", f"{r.randint(17, 26)},{r.choice(['000', '500'])}"),
        ("Panamax 5TC ($/day)", f"{r.randint(11, 16)},{r.randint(100, 999)}", f"{r.randint(-400, 400):+,}",
         f"{r.randint(11, 15)},{r.choice(['000', '500'])}"),
    ], ("route", "spot", "d/d", "Q1-27 FFA"))
    return (
        f"**ore-research · Freight weekly · Capesize**\n\n"
        f"Capes had another firm session with the Pacific round voyage leading. West Australian iron ore "
        f"stems for the second half of the month are almost fully covered; the majors fixed {r.randint(9, 16)} "
        f"ships on C5 this week at a range of {float(c['c5s']) - 0.45:.2f}-{float(c['c5s']) + 0.3:.2f} $/t. "
        f"Brazilian volumes are lagging the seasonal norm, which leaves ballasters in the Atlantic and caps the "
        f"upside in C3 for now.\n\n"
        f"```\n{routes}\n```\n\n"
        f"Supply side: the Capesize orderbook is {r.uniform(7, 9):.1f}% of the fleet, scrapping is negligible and "
        f"average speeds are up {r.uniform(0.1, 0.4):.1f} knots y/y as bunker prices eased. Port congestion "
        f"in Qingdao and Rizhao is {r.randint(40, 70)} ships, slightly above the three-month average.\n\n"
        f"FFA curve: backwardation from the front month into Q1-27 of about "
        f"{r.randint(2000, 5500):,} $/day on 5TC. Chinese New Year falls in February, which historically pulls "
        f"the February C5 print below January. Paper liquidity on C5 remains thin beyond two months out; most "
        f"of the volume is on 5TC quarters and Cal27.\n\n"
        f"What to watch: Vale's December loadings programme, cyclone formation off the Pilbara from late "
        f"December, the Simandou start-up schedule (longer-haul West Africa tonne-miles) and bunker prices "
        f"after the OPEC+ meeting.\n\n"
        f"_Sources: Baltic Exchange, SSY, Clarksons, Kpler AIS._"
    )


def physical_wrap(d, c):
    r = d.r
    rows = []
    for prod, basis in [("PB fines", "index"), ("Newman fines", "index"), ("BRBF", "index"),
                        ("Jimblebar fines", "index"), ("Mining Area C fines", "index"), ("IOCJ", "65% index")]:
        if r.random() < 0.7:
            rows.append((prod, f"{r.choice([90, 170, 180, 190])}kt", f"{c['nA'] if r.random() < 0.6 else c['nB']}",
                         f"{basis} {r.uniform(-1.2, 0.6):+.2f}", r.choice(["GlobalORE", "CargoX", "CBMX", "bilateral"])))
    tbl = _table(rows, ("product", "size", "pricing", "price", "venue")) if rows else "(no trades reported)"
    return (
        f"**ore-research · Physical wrap · {c['date']}**\n\n"
        f"Seaborne trades reported today (counterparties withheld, market reports only):\n"
        f"```\n{tbl}\n```\n\n"
        f"Port-side: PB fines at Qingdao {c['portpx']} yuan/wmt, Super Special Fines {r.randint(620, 700)}, "
        f"BRBF {r.randint(800, 900)}. Port trading volume {r.uniform(0.8, 1.4):.2f}mt, mills buying hand to mouth. "
        f"The PB-to-index discount on port-side converts to roughly {c['pbd']} on a seaborne basis.\n\n"
        f"Tenders: {r.randint(3, 6)} seller tenders closed on the platforms, with awards spread across trading "
        f"houses and two mills. Bidding for mid-grade fines for {c['nB']} arrival was more competitive than "
        f"last week, with the losing bids within 0.20 $/t of the awards.\n\n"
        f"Quality: alumina penalties widened slightly in the Platts assessment and the low-alumina premium is "
        f"at its highest since August. Silica spreads unchanged.\n\n"
        f"_Compiled from Platts, Argus, Mysteel and platform reports._"
    )


def night_wrap(d, c):
    r = d.r
    return (
        f"**ore-research · DCE night session wrap**\n"
        f"DCE {c['dce']} closed the night session at {d.px(float(c['d0s']) + r.uniform(-6, 6), 1)} on "
        f"{r.randint(180, 420)}k lots, OI {r.randint(-15000, 15000):+,}. SGX FEF {c['A']} traded "
        f"{d.px(float(c['pA']) + r.uniform(-0.8, 0.8))} at the DCE close, the SGX-DCE arb at {c['arb']}. "
        f"Coke and coking coal on DCE were {r.choice(['softer', 'steady', 'firmer'])}; SHFE rebar "
        f"{r.uniform(-1.2, 1.2):+.1f}%, HRC {r.uniform(-1.2, 1.2):+.1f}%. No exchange notices after 21:00. "
        f"Next: China steel PMI tomorrow 09:45 SGT, Mysteel port stocks in two days."
    )


def head_plan(d, c):
    r = d.r
    return (
        f"morning team. plan for today:\n"
        f"- data: LPR 09:30, Mysteel hot metal 10:00. steel PMI is tmr, not today.\n"
        f"- morning note is out, read the view section before proposing anything on {c['A']}/{c['C']} or Dalian.\n"
        f"- CX tenders close 15:00 and 17:00 today.\n"
        f"- proposals to me as usual, with size + level. no size, no approval.\n"
        f"- ops: SGX margin call paid, {r.randint(2, 5)} give-ups outstanding from yesterday.\n"
        f"- reminder: no client names or phone numbers in this channel, it's archived."
    )


def limits_file(d, c, ver):
    return (
        "riskbot:\n"
        "  kind: limits_loaded\n"
        f"  version: v{ver}\n"
        f"  date: {d.day0.astimezone(SGT).strftime('%Y-%m-%d')}\n"
        "  changes_vs_prior: 0\n"
        "  limits:\n"
        "    var_1d_95: 1,000,000 USD\n"
        "    fef_gross_tonnage: 400kt\n"
        "    fef_order_max_clip: 120kt\n"
        "    dce_i_lots: 400\n"
        "    hcc_net: 60kt\n"
        "    ffa_c5: 300kt\n"
        "    phys_open_cargoes: 4\n"
        "  approvers: [jason.lim, cro]\n"
        "  source: risk-config@main"
    )


def steelwire_wrap(d, c, close):
    r = d.r
    if not close:
        return (
            f"【钢联早盘综述】{d.day0.astimezone(SGT).strftime('%m月%d日')}\n"
            f"黑色系早盘涨跌互现。螺纹钢主力合约{r.choice(['小幅上涨', '窄幅震荡', '小幅下跌'])}，报{r.randint(3050, 3400)}元/吨；"
            f"热卷主力报{r.randint(3200, 3550)}元/吨。焦炭、焦煤延续弱势，第四轮提降落地预期较强。"
            f"现货方面，唐山普方坯出厂价{r.randint(2900, 3150)}元/吨持平，建材成交{r.randint(9, 14)}万吨，较昨日略降。"
            f"铁矿石港口现货成交偏淡，钢厂按需采购为主。\n"
            f"(Morning wrap: ferrous complex mixed; rebar and HRC range-bound, coke and coking coal weak on the "
            f"fourth price cut; Tangshan billet flat; port ore trade thin, mills buying hand to mouth.)"
        )
    return (
        f"【钢联收盘综述】{d.day0.astimezone(SGT).strftime('%m月%d日')}\n"
        f"日盘收盘，螺纹钢主力{r.uniform(-1.5, 1.5):+.2f}%，热卷{r.uniform(-1.5, 1.5):+.2f}%，焦炭{r.uniform(-2, 1):+.2f}%，"
        f"焦煤{r.uniform(-2, 1):+.2f}%。全国建材成交{r.randint(9, 14)}万吨。市场关注明日钢铁PMI及本周港口库存数据。"
        f"多家钢厂反映订单一般，冬储意愿不强。\n"
        f"(Close wrap: rebar, HRC, coke and coking coal closes; construction steel turnover; market waits for "
        f"tomorrow's steel PMI and the weekly port-stock data; mills report lukewarm orders and little appetite "
        f"for winter stockpiling.)"
    )


def property_note(d, c):
    r = d.r
    return (
        f"**ore-research · China property and credit, monthly**\n\n"
        f"Property sales by the top-100 developers fell {r.randint(8, 25)}% y/y in October; new starts by floor "
        f"area were down {r.randint(15, 30)}% year to date. Completions are holding up better because of the "
        f"'guaranteed delivery' programme, which supports rebar demand at the finishing stage but not new "
        f"construction. The local-government special-bond quota was {r.randint(85, 97)}% used by end-October; "
        f"infrastructure investment growth slowed to {r.uniform(1, 5):.1f}% y/y.\n\n"
        f"Credit: total social financing growth {r.uniform(7.5, 9):.1f}% y/y, M1 {r.uniform(-2, 3):+.1f}%, mortgage "
        f"prepayments still elevated. The PBoC cut the RRR by 25bp last month and markets price another cut in "
        f"Q1. Policy announcements at the December economic work conference are the key event for steel "
        f"demand expectations; in 2023 and 2024 the conference produced two-week rallies in ore of 6-9 $/t that "
        f"faded once the details were known.\n\n"
        f"Steel-intensity read: we estimate property accounts for {r.randint(22, 28)}% of Chinese steel demand, "
        f"down from about 35% in 2020, with manufacturing and exports filling the gap. For ore, this means "
        f"property headlines matter less than they used to and export policy more."
    )


def clr_statement(d, c, book):
    r = d.r
    rows = [
        (c["nAsym"], f"{book['fefA'] * 1000:,}", "L", c["pA"]),
        (c["symC"], f"{book['fefC'] * 1000:,}", "S", c["pC"]),
        (c["hsym"], f"{book['hcc'] * 1000:,}", "S", c["h0s"]),
        (c["c5Asym"], f"{book['c5'] * 1000:,}", "L", c["c5s"]),
        (c["c5Bsym"], "50,000", "L", c["c5s"]),
    ]
    return (
        f"clr.eod venue=SGX acct=SGDB01 date={d.day0.astimezone(SGT).strftime('%Y-%m-%d')} statement=prelim\n```\n"
        + _table(rows, ("sym", "qty_t", "side", "settle"))
        + f"\n```\nim_usd={r.randint(3900000, 4600000):,} vm_usd={r.randint(-300000, 300000):+,} "
          f"fees_usd={r.randint(800, 2400):,} status=PRELIM (final 21:30 SGT)"
    )


def dashboard(d, c):
    r = d.r
    rows = [
        ("FEF " + c["A"], c["pA"], r.uniform(-1.5, 1.5)),
        ("FEF " + c["B"], c["pB"], r.uniform(-1.5, 1.5)),
        ("FEF " + c["C"], c["pC"], r.uniform(-1.5, 1.5)),
        ("DCE " + c["dce"], c["d0s"], r.uniform(-12, 12)),
        ("SHFE rebar", f"{r.randint(3050, 3400)}", r.uniform(-40, 40)),
        ("SHFE HRC", f"{r.randint(3200, 3550)}", r.uniform(-40, 40)),
        ("DCE coke", f"{r.randint(1700, 2100)}", r.uniform(-40, 40)),
        ("DCE coking coal", f"{r.randint(1100, 1450)}", r.uniform(-30, 30)),
        ("SGX HCC " + c["hB"], c["h0s"], r.uniform(-3, 3)),
        ("C5 " + c["nA"], c["c5s"], r.uniform(-0.3, 0.3)),
        ("Cape 5TC", c["c5tc"], r.uniform(-800, 800)),
    ]
    lines = [f"**ore-research · China steel dashboard · {sgt_hm(d.day0 + timedelta(hours=16))} SGT**", "```",
             f"{'contract':<18}{'last':>10}{'chg':>10}"]
    for name, last, chg in rows:
        lines.append(f"{name:<18}{last:>10}{chg:>+10.2f}")
    lines += ["```",
              f"Steel margins (rebar, BF route): {r.randint(-180, 60):+d} yuan/t. Coke 4th cut implemented in "
              f"Hebei and Shandong. Port PB fines (Qingdao) {c['portpx']} yuan/wmt. Levels as of 16:00 SGT, "
              f"for reference."]
    return "\n".join(lines)


def steel_monitor(d, c):
    r = d.r
    tbl = _table([
        ("hot metal, 247 mills (mt/d)", c["hm"], f"{r.uniform(-0.04, 0.03):+.2f}"),
        ("BF utilisation (%)", c["bf"], f"{r.uniform(-1.0, 0.8):+.1f}"),
        ("rebar output (mt/wk)", f"{r.uniform(2.0, 2.5):.2f}", f"{r.uniform(-0.1, 0.1):+.2f}"),
        ("HRC output (mt/wk)", f"{r.uniform(3.0, 3.4):.2f}", f"{r.uniform(-0.1, 0.1):+.2f}"),
        ("rebar apparent demand (mt/wk)", f"{r.uniform(1.9, 2.5):.2f}", f"{r.uniform(-0.2, 0.1):+.2f}"),
        ("five-product stocks (mt)", f"{r.uniform(12, 15):.2f}", f"{r.uniform(-0.4, 0.3):+.2f}"),
        ("mill ore stocks (days)", f"{r.uniform(18, 24):.1f}", f"{r.uniform(-1, 1):+.1f}"),
        ("EAF utilisation (%)", f"{r.uniform(40, 60):.1f}", f"{r.uniform(-3, 3):+.1f}"),
    ], ("indicator", "latest", "w/w"))
    return (
        f"**ore-research · Steel demand monitor**\n"
        f"```\n{tbl}\n```\n"
        f"Construction steel demand is in its seasonal decline and the weekly apparent-demand print is tracking "
        f"about {r.randint(3, 9)}% below last year. Flat products are holding up better on exports and autos; "
        f"HRC mill inventories fell for a second week. Special-bond issuance for infrastructure has front-loaded "
        f"into Q4 but the cement and excavator data show no pick-up in site activity yet. The export channel "
        f"remains the swing factor: billet and HRC export offers at {r.randint(440, 490)} $/t FOB are still "
        f"clearing into Southeast Asia and the Middle East despite trade-defence cases in Vietnam and Turkey.\n"
        f"Ore implication: demand-side data are neutral for the week; the marginal driver remains port stocks "
        f"and the pace of mill restocking ahead of the holiday. No model changes."
    )


def risk_report(d, c, when, var, gross, lim, hcc, dl, ffa):
    r = d.r
    pos = [
        (c["nAsym"], f"+{gross - 100}kt", f"{r.randint(32, 48)}%", f"{-r.randint(380, 520)}k"),
        (c["symC"], "-100kt", f"{-r.randint(8, 16)}%", f"+{r.randint(120, 200)}k"),
        (c["dce"], f"+{dl} lots", f"{r.randint(25, 40)}%", f"{-r.randint(260, 420)}k"),
        (c["hsym"], f"-{hcc}kt", f"{r.randint(4, 10)}%", f"+{r.randint(30, 90)}k"),
        ("C5 FFA", f"+{ffa}kt", f"{r.randint(2, 7)}%", f"{-r.randint(10, 40)}k"),
        ("Phys cargoes", "PB 170kt", f"{r.randint(8, 15)}%", f"{-r.randint(150, 260)}k"),
    ]
    return (
        f"riskbot report · {when} SGT · book SGDB\n```\n"
        + _table(pos, ("position", "qty", "VaR contrib", "stress -10%"))
        + f"\n```\n"
        f"var_1d_95: {int(var):,} USD (limit 1,000,000) · es_1d_975: {int(var * 1.38):,} USD\n"
        f"gross FEF: {gross}kt / {lim}kt · DCE lots: {dl} / 400 · HCC net: -{hcc}kt / 60kt · C5: {ffa}kt / 300kt\n"
        f"scenarios: cn_stimulus {-int(var * 1.7):,} · ore_-10% {-int(var * 1.2):,} · freight_+30% "
        f"{int(var * 0.05):+,} · cnh_+2% {int(var * 0.03):+,}\n"
        f"model: hist-sim 500d, decay 0.97, liquidity add-on 12% · next report {({'07:00': '12:00', '12:00': '18:00'}).get(when, '07:00')} SGT"
    )


def research_answer(d, c, k):
    r = d.r
    answers = [
        (f"what's driving the arb this week? DCE rich again",
         f"Three things. (1) CNH weakened from {float(c['cnh']) - 0.04:.4f} to {c['cnh']}, which mechanically "
         f"lifts the DCE price in dollar terms after VAT. (2) Port-side PB fines at {c['portpx']} yuan/wmt are "
         f"firm relative to seaborne because port stocks are drawing, and DCE prices off port-side deliverables. "
         f"(3) Chinese funds were net buyers on DCE on the stimulus headlines while SGX flows were mostly "
         f"producer hedging. Historically the arb mean-reverts within 5-8 sessions once port stocks stop drawing."),
        (f"hot metal forecast into Dec?",
         f"Our base case has hot metal easing to about {float(c['hm']) - 0.05:.2f}mt/d by mid-December and "
         f"{float(c['hm']) - 0.09:.2f}mt/d into the holiday, with the usual caveat that the northern curbs are "
         f"politically driven. The swing factor is margins: with BF rebar margins around zero, mills will not "
         f"cut voluntarily. Every 0.05mt/d of hot metal is roughly 1.5mt of ore demand a month."),
        (f"how much of the C5 move is Brazil ballasters?",
         f"Most of it. Around {r.randint(55, 70)}% of the Capesize ballast list is heading to Brazil, so the "
         f"Pacific is short of prompt tonnage even though West Australian volumes are normal. C5 and C3 usually "
         f"re-couple within two weeks once Brazilian loadings pick up; the FFA curve already prices some "
         f"normalisation into {c['nB']}."),
        (f"DCE margin up to that level, how much cash for our lots?",
         f"At {c['d0s']} yuan/t and 100t per lot, each lot is about {float(c['d0s']) * 100:,.0f} yuan notional. "
         f"Moving the margin rate up by 2-3 points adds roughly {float(c['d0s']) * 100 * 0.025:,.0f} yuan per lot, so on "
         f"the current DCE position the extra initial margin is in the low single-digit millions of yuan, well "
         f"inside the FCM facility. The bigger effect is behavioural: past margin hikes on iron ore reduced "
         f"open interest by 5-10% within a week, mostly from speculative accounts, and widened the night-session "
         f"bid-offer."),
        (f"the spread seasonality you mention, how reliable?",
         f"Over the last ten years the {c['A']}/{c['C']}-equivalent spread widened between mid-November and "
         f"mid-January in seven years, by a median of 0.9 $/t. The three failures were years with a port-stock "
         f"build above 5mt over the period. Current port-stock momentum is a draw, so the setup matches the "
         f"seven, but the sample is small and the spread has already moved 0.4 $/t this month."),
    ]
    return answers[k]


def ops_note(d, c, kind):
    r = d.r
    if kind == 0:
        return (
            f"ops update {d.day0.astimezone(SGT).strftime('%d %b')}:\n"
            f"- SGX variation margin call S${r.uniform(0.2, 0.9):.2f}m paid 08:05 via DBS, ref VM{r.randint(100000, 999999)}\n"
            f"- DCE margin via our FCM topped up CNY {r.uniform(1, 4):.1f}m, confirmation received\n"
            f"- {r.randint(2, 5)} give-ups from yesterday still alleged at Marex, chasing\n"
            f"- PB cargo LC amendment (laycan) sent to the bank, expected back tmr\n"
            f"- reminder: month-end confirms for the C5 FFAs due Friday"
        )
    return (
        f"LC checklist for the Newman cargo (CX award):\n"
        f"- applicant SG Dry Bulk Pte Ltd, beneficiary BHP Marketing, issuing bank DBS Singapore\n"
        f"- amount: provisional 90% x 170kt x index estimate, +10% tolerance\n"
        f"- docs: B/L, commercial invoice, certificate of weight and quality (load port), origin cert\n"
        f"- final invoice on discharge weight/assay, settlement 30 days after final\n"
        f"- need from trading: laycan confirm + vessel nomination timing\n"
        f"will send the draft to Priya and legal tmr 10am"
    )


def balance_note(d, c):
    r = d.r
    rows = []
    for qn in ("Q4-26", "Q1-27", "Q2-27", "Q3-27"):
        sup = r.uniform(330, 365)
        dem = sup + r.uniform(-8, 6)
        rows.append((qn, f"{sup:.1f}", f"{r.uniform(290, 320):.1f}", f"{dem:.1f}", f"{sup - dem:+.1f}",
                     f"{r.uniform(135, 165):.0f}"))
    tbl = _table(rows, ("quarter", "China imports+dom.", "seaborne", "demand", "balance", "port stk end"))
    return (
        f"**ore-research · Iron ore balance, monthly refresh**\n\n"
        f"We have updated the quarterly balance for the latest Mysteel, customs and shipping data. The main "
        f"changes: Chinese domestic concentrate output revised down {r.uniform(1, 4):.1f}mt for 2026 on safety "
        f"inspections in Hebei; Australian shipments revised up {r.uniform(0.5, 3):.1f}mt on stronger Q4 "
        f"run-rates; Brazilian shipments unchanged; Guinea (Simandou) start-up kept at a token "
        f"{r.uniform(1, 4):.1f}mt in H1-27.\n\n"
        f"```\n{tbl}\n```\n\n"
        f"Demand assumes hot metal averaging {float(c['hm']) - 0.03:.2f}mt/d in Q1 with the usual holiday dip and "
        f"a gradual recovery into Q2. Scrap substitution is modest; EAF share stays near 10%. Export-driven "
        f"steel demand is the largest uncertainty in the balance: every 1mt/month of additional steel exports "
        f"adds about 1.6mt/month of ore demand.\n\n"
        f"Price implications from the model: the fair-value range for the 62% index in Q1 is "
        f"{int(float(c['pA'])) - 6}-{int(float(c['pA'])) + 4} $/t, with port stocks ending Q1 around "
        f"{r.uniform(140, 155):.0f}mt. The curve currently prices the top half of that range. The model does "
        f"not capture policy shocks or restocking behaviour before the holiday, which historically adds "
        f"2-4 $/t of temporary support in December-January.\n\n"
        f"Full workbook in the research share (balance_v{r.randint(40, 60)}.xlsx). Feedback welcome before "
        f"Friday's client call."
    )


def week_ahead(d, c):
    r = d.r
    return (
        f"**ore-research · Week ahead (SGT)**\n"
        f"- tmr 09:45 China steel PMI · 10:00 Mysteel hot metal · 15:00 CargoX PB fines tender closes\n"
        f"- +2d 16:00 Mysteel 45-port stocks · CISA 10-day output\n"
        f"- next week: Vale investor day (evening SGT), December economic work conference dates TBC\n"
        f"- month-end: SGX FEF {c['Z']} last trading day, final settlement on the monthly average of IODEX 62\n"
        f"- Rolling: Tangshan pollution alerts, Bowen Basin weather, Capesize ballast list\n"
        f"Expiry note: the {c['Z']} contract settles on the average of the month; {r.randint(45, 80)}% of the month "
        f"has already priced, so the remaining exposure on any {c['Z']} position is small."
    )


def broker_recap(d, c, k):
    r = d.r
    base = float(c["pA"])
    spr = float(c["spr"])
    if k == 0:
        return (
            f"[Marex] SG midday recap (screen + voice, all counterparties)\n"
            f"FEF {c['Z']} {d.px(base + 0.6)}/{d.px(base + 0.7)} · last {d.px(base + 0.65)} · {r.randint(100, 400)}kt\n"
            f"FEF {c['A']} {d.px(base - 0.1)}/{d.px(base)} · last {d.px(base - 0.05)} · {r.randint(400, 1200)}kt\n"
            f"FEF {c['B']} {d.px(base - spr / 2 - 0.1)}/{d.px(base - spr / 2)} · {r.randint(150, 500)}kt\n"
            f"FEF {c['C']} {d.px(base - spr - 0.1)}/{d.px(base - spr)} · {r.randint(150, 600)}kt\n"
            f"spreads: {c['A']}/{c['C']} {d.px(spr - 0.05)}/{d.px(spr + 0.05)} · {c['Z']}/{c['A']} 0.60/0.70\n"
            f"options: {c['A']} {int(base) - 5}p {r.uniform(1, 2):.2f} trd 200kt · {c['A']} {int(base) + 5}c "
            f"{r.uniform(0.8, 1.6):.2f} trd 150kt\n"
            f"total SGX FEF futures volume so far {r.uniform(6, 14):.1f}mt"
        )
    return (
        f"[ICAP SG] end-of-day run (indicative, all counterparties)\n"
        f"FEF {c['A']} settle est {d.px(base + r.uniform(-0.5, 0.5))} · {c['B']} {d.px(base - spr / 2 + r.uniform(-0.4, 0.4))}"
        f" · {c['C']} {d.px(base - spr + r.uniform(-0.4, 0.4))}\n"
        f"Cal27 strip {d.px(base - spr - 1.2)} · Q1-27 {d.px(base - spr / 2)}\n"
        f"DCE {c['dce']} day close {c['d0s']} · SGX-DCE arb {c['arb']}\n"
        f"HCC {c['hB']} {c['h0s']} area, {r.randint(20, 80)}kt traded · PLV index {c['plv']}\n"
        f"C5 {c['nA']} {c['c5s']} · 5TC Q1-27 {r.randint(19, 24)},{r.choice(['000', '250', '500'])}\n"
        f"volume SGX FEF futures {r.uniform(10, 20):.1f}mt, swaps {r.uniform(1, 4):.1f}mt"
    )


def options_note(d, c):
    r = d.r
    base = int(float(c["pA"]))
    rows = []
    for k in (-10, -5, 0, 5, 10):
        rows.append((f"{base + k}", f"{float(c['vol']) + abs(k) * r.uniform(0.15, 0.35) + (1.2 if k < 0 else 0):.1f}",
                     f"{r.uniform(0.2, 4.5):.2f}", f"{r.randint(50, 900)}kt"))
    tbl = _table(rows, (f"{c['A']} strike", "vol %", "premium", "OI"))
    return (
        f"**ore-research · FEF options check-in**\n"
        f"```\n{tbl}\n```\n"
        f"ATM vol on {c['A']} at {c['vol']}% is in the bottom quartile of its one-year range while realised "
        f"20-day vol is {float(c['vol']) + r.uniform(-3, 2):.1f}%, so implied is roughly fair to realised. Skew "
        f"remains put-heavy: producers and traders hedging physical length keep buying downside, and the "
        f"{base - 5} puts carry most of the open interest. Calls are cheap relative to history; the last three "
        f"stimulus headline spikes each moved the front month by 4-6 $/t in two sessions. Term structure is "
        f"flat from {c['A']} to {c['C']}. Dealers report two-way interest in {c['A']}/{c['C']} calendar "
        f"options but little printed. Observation only; no recommendation in this note."
    )


def stack_trace(d, svc, host):
    r = d.r
    return (
        f"[{svc}] poll failed, retrying in {r.choice([15, 30, 60])}s\n```\n"
        f"Traceback (most recent call last):\n"
        f"  File \"/srv/{svc}/app/main.py\", line {r.randint(40, 90)}, in run_forever\n"
        f"    self.tick()\n"
        f"  File \"/srv/{svc}/app/main.py\", line {r.randint(100, 160)}, in tick\n"
        f"    batch = self.poller.poll()\n"
        f"  File \"/srv/{svc}/app/poller.py\", line {r.randint(180, 260)}, in poll\n"
        f"    resp = self.session.get(url, timeout=self.timeout)\n"
        f"  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n"
        f"    return self.request(\"GET\", url, **kwargs)\n"
        f"  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 713, in send\n"
        f"    raise ReadTimeout(e, request=request)\n"
        f"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='{host}', port=443): "
        f"Read timed out. (read timeout=10)\n```"
    )

# --------------------------------------------------------------------------- one channel-day

def _collides(d: Day) -> bool:
    """True if a superseded level or a removed snippet is still visible in another live message."""
    live = [m.text() for m in d.msgs if not m.removed]
    for m in d.msgs:
        others = [m2.text() for m2 in d.msgs if m2 is not m and not m2.removed]
        for old in m.superseded:
            if old in m.final_content() or any(old in x for x in others):
                return True
        if m.snippet and any(m.snippet in x for x in live):
            return True
    return False


def build_day(seed: int, ch_idx: int, day_idx: int, day0: datetime) -> Day:
    """Deterministic; re-rolls (with a fixed attempt counter) the rare day whose random prices
    would make a superseded level or a removed snippet reappear in another live message."""
    for attempt in range(20):
        d = _build_day(seed, ch_idx, day_idx, day0, attempt)
        if not _collides(d):
            return d
    return d


def _build_day(seed: int, ch_idx: int, day_idx: int, day0: datetime, attempt: int = 0) -> Day:
    r = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}|{attempt}")
    d = Day(r, day0, ch_idx, channel_id_for(ch_idx))
    local = day0.astimezone(SGT)
    y, mo = local.year, local.month
    yA, mA = month_add(y, mo, 2)
    yB, mB = month_add(y, mo, 3)
    yC, mC = month_add(y, mo, 4)
    A, B, C = mcode(yA, mA), mcode(yB, mB), mcode(yC, mC)
    nA, nB, nC = mname(yA, mA), mname(yB, mB), mname(yC, mC)
    symA, symC = msym("FEF", yA, mA), msym("FEF", yC, mC)
    hB = nB
    hsym = msym("HCC", yB, mB)
    c5Bsym = msym("C5", yB, mB)
    dce = dce_contract(y, mo)
    Z = mcode(*month_add(y, mo, 1))
    D = mcode(*month_add(y, mo, 5))
    E = mcode(*month_add(y, mo, 6))

    pA = q(r.uniform(98.5, 109.5), 0.05)
    spr = q(r.uniform(0.9, 2.4), 0.05)
    pC = q(pA - spr, 0.05)
    pB = q(pA - spr / 2, 0.05)
    d0 = q(r.uniform(735, 815), 0.5)
    h0 = q(r.uniform(214, 246), 0.25)
    c5 = q(r.uniform(8.6, 11.4), 0.05)
    c5b = q(c5 - r.uniform(0.1, 0.3), 0.05)
    c5tc = int(r.uniform(17000, 28000) // 250 * 250)
    iodex = pA + r.uniform(-0.6, 0.6)
    oid0 = r.randint(4100, 8800)
    oid = lambda k: f"SG-{oid0 + k}"

    def nonint(x):
        x = q(x, 0.05)
        frac = round(x - int(x), 2)
        if frac in (0.0, 0.5):
            x += 0.15
        return q(x, 0.05)

    s1 = nonint(pA - r.uniform(2.6, 3.2))
    s2 = nonint(s1 + r.uniform(0.3, 0.6))
    s3 = nonint(s2 + r.uniform(0.4, 0.8))
    c5x = q(c5b + r.choice([0.05, 0.10]), 0.05)   # mistyped C5 fill, corrected later
    d.reserved |= {f2(s1), f2(s2), f2(c5x)}

    c = {
        "date": local.strftime("%a %d %b %Y"), "A": A, "B": B, "C": C, "nA": nA, "nB": nB, "nC": nC,
        "dce": dce, "pA": f2(pA), "pB": f2(pB), "pC": f2(pC), "spr": f2(spr),
        "pA_prev": d.px(pA + r.uniform(-0.8, 0.8)), "pC_prev": d.px(pC + r.uniform(-0.8, 0.8)),
        "spr_prev": f2(spr + r.uniform(-0.2, 0.2)),
        "d_prev": d.px(q(d0 + r.uniform(-6, 6), 0.5), 1), "d0s": f"{d0:.1f}",
        "dchg": f"{r.uniform(2, 9):.1f}", "cnh": f"{r.uniform(7.08, 7.32):.4f}",
        "arb": f"{r.uniform(0.5, 3.5):+.2f}", "iodex": d.px(iodex), "pbd": f"{r.uniform(0.6, 1.6):.2f}",
        "ports": f"{r.uniform(138, 156):.1f}", "pchg": f"{r.uniform(-2.0, -0.3):+.2f}",
        "hm": f"{r.uniform(2.28, 2.42):.2f}", "bf": f"{r.uniform(84, 91):.1f}",
        "c5tc": f"{c5tc:,}", "c5s": d.px(c5 + r.uniform(-0.4, 0.4)), "nAsym": symA,
        "vol": f"{r.uniform(18, 30):.1f}", "lvl": f"{int(pA)}", "calls": f"{int(pA) + 5}",
        "h0s": d.px(h0), "plv": d.px(h0 + r.uniform(-2, 2)), "hB": hB, "hcc_book": 30,
        "hrc": f"{r.uniform(0.6, 2.2):.1f}", "trucks": r.randint(900, 1300),
        "cisa": f"{r.uniform(2.0, 2.3):.3f}", "portpx": r.randint(760, 860),
        "lo": f"{int(pA) - 2}.00", "hi": f"{int(pA) + 3}.00", "lo2": f"{int(pA) - 4}.50", "hi2": f"{int(pA) + 5}.00",
        "ma20": f"{int(pA) - 1}.{r.choice([20, 40, 60, 80])}", "put": int(pA) - 5,
        "dlo": f"{int(d0) - 12}", "dhi": f"{int(d0) + 15}", "sprlo": f2(spr - 0.9), "sprhi": f2(spr + 1.1),
        "Z": Z, "D": D, "E": E, "symC": symC, "hsym": hsym, "c5Bsym": c5Bsym, "c5Asym": msym("C5", yA, mA),
        "cs": f"{r.uniform(76, 84):.1f}", "csy": f"{r.uniform(1, 6):.1f}", "pmi": f"{r.uniform(44, 50):.1f}",
    }
    hcc_book = 30
    book = {
        "fefA": 150, "fefC": 100, "dce": 300, "hcc": hcc_book, "c5": 150,
    }
    P = d.post
    T = d.at
    L = d.later

    def NW(t, en, cn, summary, src="Mysteel"):
        nid = r.randint(5200000, 5299999)
        m = P(t, "news", f"【钢联快讯 SteelWire】{sgt_hm(t)} {en}\n{cn}\n> {summary}\n"
                         f"src: {src} · news#{nid} · https://news.steelwire.cn/a/{nid}")
        m.nid = nid
        return m

    # --------------------------------------------------------------- overnight (00:00 - 06:30 SGT)
    t = T(0, r.uniform(8, 25))
    P(t, "clr", f"clr.session venue=SGX sess=T+1 status=OPEN ts={iso(t)[:19]}Z note=night session continuing").noise()

    t = T(1, r.uniform(5, 50))
    P(t, "relay",
      f"[ICAP SG] overnight screen: FEF {A} 150kt trd {d.px(pA - r.uniform(0.1, 0.6))} · {C} 50kt trd "
      f"{d.px(pC - r.uniform(0.1, 0.5))} · {A}/{C} {d.px(spr + 0.05)} bid").near().idi(
        "broker relay of others' overnight screen trades", "not_hard")

    t_fill0 = T(2, r.uniform(5, 40))
    px0 = d.px(pC + r.uniform(0.05, 0.4))
    ex0 = r.randint(7700000, 7799999)
    P(t_fill0, "clr",
      f"clr.fill venue=SGX sess=T+1 acct=SGDB01 ord={oid(-3)} sym={symC} side=S qty=25000 px={px0} "
      f"exec_id=X{ex0} ts={t_fill0.astimezone(SGT).strftime('%Y-%m-%dT%H:%M:%S')}+08:00"
      ).hard("trade_fill", [f"ord={oid(-3)}", f"sym={symC}", "side=S", "qty=25000", f"px={px0}"], "structured").idi(
        "clearing key=value fill line (side=S qty=25000)")

    n1, n2 = r.sample(IRRELEVANT_NEWS, 2)
    t = T(2, r.uniform(45, 59))
    NW(t, *n1).noise()
    t = T(3, r.uniform(5, 25))
    P(t, "news", stack_trace(d, "steelwire", "api.feed-mysteel.cn")).noise()
    t = T(3, r.uniform(30, 50))
    P(t, "cron", f"cron ▸ log-rotate {sgt_hm(t)} SGT: 14 files rotated, 2.1GB freed").noise()

    # reconnect storm (later bulk-deleted by ops)
    t = T(4, r.uniform(2, 10))
    storm = []
    for i in range(4):
        sess = "%06x" % r.getrandbits(24)
        m = P(t, "clr", f"[SGX-ClearLink] ws reconnect #{i + 3} code=1006 backoff={2 ** i}s sess={sess}").noise()
        storm.append((m, f"sess={sess}"))
        t = L(t, 3, 20)
    P(L(t, 10, 30), "clr", "[SGX-ClearLink] ws connected, replay from seq 88120 ok").noise()
    NW(T(5, r.uniform(0, 20)), *n2).noise()

    # Vale (watchlist) overnight -- optional, forced if no other watch news
    want_bhp = r.random() < 0.4
    want_minres = r.random() < 0.35
    want_vale = r.random() < 0.5 or not (want_bhp or want_minres)
    if want_vale:
        t = T(5, r.uniform(35, 55))
        g = r.choice(["310-320", "315-325", "320-330"])
        NW(t, f"Vale trims 2026 iron ore guidance to {g}mt, says BRBF blend output will be lower in Q1 on "
              f"Northern System maintenance",
           f"淡水河谷下调2026年铁矿石产量指引至{g.replace('-', '至')}百万吨",
           "The Brazilian miner said planned maintenance at the S11D and Carajas plants would cut first-quarter "
           "fines output, with the Brazilian Blend Fines product most affected. Sales guidance for pellets was "
           "unchanged; the company will update its 2027 outlook at its investor day in December.",
           "company release")\
            .hard("watchlist_news", ["Vale", "BRBF", f"{g}mt"], "untagged")
    P(T(6, r.uniform(0, 10)), "risk", limits_file(d, c, r.randint(300, 400))).noise()
    t = T(6, r.uniform(15, 25))
    P(t, "cron", f"cron ▸ margin-check {sgt_hm(t)} SGT: SGX IM S${r.uniform(3.8, 4.5):.2f}m, excess S${r.uniform(1.5, 2.4):.2f}m, "
                 f"DCE margin CNY {r.uniform(18, 26):.1f}m ok").noise()

    # --------------------------------------------------------------- pre-open: book + watchlist pins
    t = T(6, r.uniform(40, 50))
    bk = P(t, "jason",
           f"📌 BOOK SGDB — {local.strftime('%d %b')} open\n"
           f"FEF {A} ({nA})     long  {book['fefA']}kt   avg {d.px(pA - r.uniform(0.5, 1.5))}\n"
           f"FEF {C} ({nC})     short {book['fefC']}kt   avg {d.px(pC + r.uniform(0.1, 0.9))}\n"
           f"DCE {dce}            long  {book['dce']} lots avg {d.px(q(d0 - r.uniform(5, 25), 0.5), 1)}\n"
           f"SGX HCC {hB} (PLV FOB Aus)  short {book['hcc']}kt  avg {d.px(h0 + r.uniform(1, 6))}\n"
           f"C5 {nA} FFA (WA-Qingdao)     long  {book['c5']}kt  avg {d.px(c5 - r.uniform(0.2, 0.6))}\n"
           f"Phys: PB fines 170kt (Rio Tinto), laycan 10-19 {MONTH_ABBR[mA - 1]}, CFR Qingdao, {nA} IODEX avg "
           f"+{r.uniform(0.1, 0.4):.2f}\n"
           f"Approvals: me only. Limits per riskbot.")
    d.pin(bk, L(t, 20, 60))
    d.react(bk, L(t, 30, 70), "📌", "jason")
    t = L(t, 80, 160)
    wl = P(t, "jason",
           "👀 WATCHLIST\n"
           "- Vale (BRBF supply, guidance)\n"
           "- BHP (Newman fines offers on CargoX)\n"
           "- Mineral Resources (Onslow)\n"
           "- Simandou (WCS) first shipments")
    d.pin(wl, L(t, 15, 50))
    P(T(7, r.uniform(13, 17)), "jason", head_plan(d, c))
    P(L(t, 60, 200), "deploy",
      f"deploybot: ore-research v2.14.{r.randint(2, 9)} deployed to prod (sha {r.getrandbits(28):07x}) ✅").noise()

    # morning note with buried thesis update
    t = T(7, r.uniform(2, 10))
    v = r.randrange(3)
    if v == 0:
        dec = (f"View change: we move the {A}/{C} spread from neutral to bullish (widening), conviction raised to high.")
        facts = [f"{A}/{C}", "neutral to bullish", "conviction raised to high"]
    elif v == 1:
        dec = (f"View change: the bearish {dce} call is withdrawn, thesis invalidated by the port destock; "
               f"we are now neutral, conviction low.")
        facts = [f"bearish {dce} call", "thesis invalidated", "neutral"]
    else:
        dec = (f"View: we reaffirm the long {dce} thesis after the destock; conviction unchanged at medium.")
        facts = [dce, "reaffirm", "conviction unchanged at medium"]
    mn = P(t, "research", morning_note(d, c, dec))
    mn.hard("thesis_update", facts, "buried").idi(
        "view change buried mid-way through a long morning note")

    tq = L(mn.t, 240, 420)
    for k, who in ((0, "kelvin"), (1, "xiaoling"), (4, "weiming")):
        qtxt, atxt = research_answer(d, c, k)
        qq = P(tq, who, qtxt, thread=mn)
        tq = L(tq, 50, 140)
        P(tq, "research", atxt, thread=mn, reply=qq)
        tq = L(tq, 300, 900)
    P(T(8, r.uniform(38, 41)), "farah", ops_note(d, c, 0))
    t = T(7, r.uniform(20, 28))
    P(t, "clr", f"clr.session venue=SGX sess=T status=OPEN ts={t.astimezone(SGT).strftime('%H:%M:%S')}+08:00 "
                f"link=primary lag_ms={r.randint(18, 60)}").noise()
    d.bulk_delete([m for m, _ in storm[:3]], T(7, r.uniform(40, 48)), [s for _, s in storm[:3]])
    P(T(7, r.uniform(49, 52)), "farah", "cleared the overnight reconnect spam 🧹").noise()

    # --------------------------------------------------------------- F7 spread leg: proposal -> approval -> route -> order -> fill -> stop
    t = T(7, r.uniform(53, 58))
    v = r.randrange(3)
    if v == 0:
        prop = P(t, "weiming", f"FEF {A} lift 50kt @ {sh(pA)}, adding to the spread leg, 不追 above that")
        prop.hard("trade_proposal", [f"FEF {A}", "lift", "50kt", sh(pA)], "shorthand")
    elif v == 1:
        prop = P(t, "weiming", f"FEF {A} lift 50kt @ {sh(pA)} for the {A}/{C} leg")
        prop.hard("trade_proposal", [f"FEF {A}", "lift", "50kt", sh(pA)], "shorthand")
    else:
        prop = P(t, "weiming", f"b 50kt FEF {A} @ {sh(pA)} — spread leg vs {C}, boss?")
        prop.hard("trade_proposal", ["b 50kt", f"FEF {A}", sh(pA)], "shorthand")
    prop.idi("k-suffixed size shorthand proposal (lift/b 50kt @ px)")
    t = L(t, 30, 70)
    P(t, "kelvin", r.choice(["👍 steady", "👍 nice one", "👍👍"]), reply=prop).near().idi(
        "thumbs-up reply from a trader without authority", "not_hard")
    t = L(t, 40, 90)
    qm = P(t, "jason", r.choice(["vs what stop?", "stop where?", "stop?"]), reply=prop).near()
    t = L(t, 40, 90)
    P(t, "weiming", "will post after fill, same area as the book stop", reply=qm)
    t = L(t, 30, 80)
    v = r.randrange(3)
    txt, facts = [("ok can. 50k", ["ok can", "50k"]), ("go. 50k only", ["go", "50k only"]),
                  ("ok go 👍", ["ok go", "👍"])][v]
    appr = P(t, "jason", txt, reply=prop).hard("trade_approval", facts, "reply").idi(
        "Singlish one-word-ish approval reply (ok can / go)")
    t = L(t, 40, 100)
    P(t, "weiming", f"@exec-agent yours: FEF {A} 50kt buy, work it ≤{f2(pA)} in the T session", reply=appr)\
        .hard("route_decision", ["exec-agent", f"FEF {A}", "50kt"], "untagged")
    t = L(t, 20, 60)
    P(L(t, -15, -5), "risk",
      "riskbot:\n  kind: pretrade_check\n"
      f"  ord: {oid(0)}\n  sym: {symA}\n  side: BUY\n  qty: 50kt\n  checks: [fef_gross_tonnage, "
      "fef_order_max_clip, var_1d_95, fat_finger]\n  result: PASS\n  latency_ms: 7").near().idi(
        "pre-trade check PASS (no limit action)", "not_hard")
    P(t, "exec", f"[ORDER] {oid(0)} FEF {A} BUY 50kt LMT {f2(pA)} → SGX T session · status WORKING")\
        .hard("trade_confirmation", [oid(0), "BUY", "50kt", f2(pA), "WORKING"], "tagged")
    t = T(8, 0, r.uniform(0, 30))
    P(t, "cron", f"cron ▸ triage {sgt_hm(t)} SGT: {r.randint(15, 31)} items scanned, 0 routed, 0 escalated").near().idi(
        "cron summary '0 routed'", "not_hard")
    t = T(8, r.uniform(3, 8))
    P(t, "relay",
      f"[Marex] screen: FEF {A} 100kt trd {d.px(pA - 0.15)}, {A}/{C} {d.px(spr - 0.05)} trd 50x").near().idi(
        "relay screen trade of another firm")

    # Rio Tinto held news
    t = T(8, r.uniform(10, 16))
    v = r.randrange(2)
    if v == 0:
        rio = NW(t, "Rio Tinto flags Pilbara shipments at low end of guidance after Dampier ship-loader outage",
                 "力拓：丹皮尔港装船机故障，皮尔巴拉发运或处指导区间下沿",
                 "One of the two ship-loaders at Parker Point will be out for about ten days for unplanned repairs. "
                 "The company said rail and mine operations were unaffected and that stockpiles would be drawn "
                 "down to limit the impact on December loadings.", "company statement")
        rio.hard("held_position_news", ["Rio Tinto", "Pilbara", "Dampier"], "untagged")
    else:
        rio = NW(t, "Rio Tinto to lower PB fines iron content to 60.8% from January shipments",
                 "力拓：自1月装船起PB粉铁品位下调至60.8%",
                 "The miner told customers the Pilbara Blend specification would drop by 0.3 percentage points as "
                 "lower-grade Western Range ore is blended in. Silica and alumina guidance was unchanged. Traders "
                 "expect the PB discount to the 62% index to widen.", "customer notice")
        rio.hard("held_position_news", ["Rio Tinto", "PB fines", "60.8%"], "untagged")
    d.react(rio, L(t, 20, 90), "👀", "priya")
    t = L(t, 40, 120)
    P(t, "xiaoling", "wah Rio again. PB 折扣 sure widen lah", reply=rio)

    t = T(8, r.uniform(22, 27))
    fx1 = r.randint(7730000, 7799999)
    fe = P(t, "clr", "", embeds=[{
        "title": "Trade report · SGX",
        "description": "Fill on working order",
        "fields": [
            {"name": "Contract", "value": symA, "inline": True},
            {"name": "Side", "value": "BUY", "inline": True},
            {"name": "Qty", "value": "50,000 t", "inline": True},
            {"name": "Price", "value": f2(pA), "inline": True},
            {"name": "Account", "value": "SGDB01", "inline": True},
        ],
        "footer": f"ord {oid(0)} · exec X{fx1} · T session"}])
    fe.hard("trade_fill", [symA, "BUY", "50,000 t", f2(pA), oid(0)], "embed").idi("embed-only fill (fields + footer)")
    t_fillA = t
    d.react(fe, L(t, 10, 50), "✅", "weiming")
    t = T(8, r.uniform(33, 37))
    stop = P(t, "weiming", f"[STOP] FEF {A} long 200kt (book 150 + today 50) — stop {f2(s1)}")
    stop.hard("stop_or_target_change", [f"FEF {A}", "200kt", f"stop {f2(s3)}"], "tagged").idi(
        "[STOP] message moved twice by editing", "stop_or_target_change")
    P(L(t, 20, 60), "xiaoling", r.choice(["👍", "ok"]), reply=stop).noise()

    # deleted proposal (wrong month) -> tagged repost
    t = T(8, r.uniform(42, 46))
    bad = P(t, "xiaoling", f"FEF {B} sell 80kt @ {sh(pB)} vs {A}, widen the spread")
    bad.hard("trade_proposal", [f"FEF {B}", "sell", "80kt", sh(pB)], "shorthand")
    d.delete(bad, L(t, 30, 70), f"{B} sell 80kt @ {sh(pB)}", by="xiaoling")
    P(L(t, 75, 110), "xiaoling", "paiseh wrong month 🙈 will repost after risk update")

    # risk: limit change (structured YAML)
    t_limit = T(9, r.uniform(2, 6))
    P(t_limit, "risk",
      "riskbot:\n"
      "  kind: limit_change\n"
      f"  ts: {t_limit.astimezone(SGT).strftime('%Y-%m-%dT%H:%M:%S')}+08:00\n"
      "  limit: fef_gross_tonnage\n"
      "  old: 400kt\n"
      "  new: 320kt\n"
      "  effective: immediate\n"
      "  set_by: CRO (via jason.lim)\n"
      "  note: quarter-end balance sheet").hard(
        "risk_limit", ["limit_change", "fef_gross_tonnage", "new: 320kt"], "structured")
    P(L(t_limit, 60, 200), "weiming", "320 ah… tight but ok, we're at 300")

    t = T(9, r.uniform(10, 14))
    P(t, "xiaoling", f"fyi Shanghai desk sold 500 lots {dce} overnight, their own book, not ours").near().idi(
        "other desk's trade mentioned in chat", "not_hard")

    # Kelvin DCE proposal -> rejected
    t = T(9, r.uniform(18, 24))
    d1 = d.px(q(d0 + r.uniform(1, 5), 0.5), 1)
    v = r.randrange(2)
    if v == 0:
        kp = P(t, "kelvin", f"want to take some off the Dalian long before PMI — sell 100 lots {dce} at {d1}, "
                            f"100 of the 300")
        kp.hard("trade_proposal", ["sell 100 lots", dce, d1], "untagged")
    else:
        kp = P(t, "kelvin", f"boss I'd like to sell 100 lots {dce} at {d1} lmt, lighten before the data")
        kp.hard("trade_proposal", ["sell 100 lots", dce, d1], "untagged")
    t = L(t, 60, 180)
    v = r.randrange(2)
    txt, facts = [(f"no — keep {dce} full size into the data", ["no", f"keep {dce} full size"]),
                  (f"no. {dce} stays, PMI first", ["no.", f"{dce} stays"])][v]
    P(t, "jason", txt, reply=kp).hard("trade_approval", facts, "reply").idi("one-line rejection reply")
    P(L(t, 30, 90), "kelvin", "ok lor").noise()

    # H7 re-post, tagged, approved, lunch-break near miss
    t = T(9, r.uniform(38, 44))
    pC1 = d.px(pC + r.uniform(0.15, 0.5))
    hp = P(t, "xiaoling", f"[PROPOSAL] FEF {C} S 40kt @ {pC1} lmt — widens {A}/{C}, good till DCE close")
    hp.hard("trade_proposal", [f"FEF {C}", "S 40kt", pC1], "tagged")
    t = L(t, 60, 150)
    v = r.randrange(3)
    txt, facts = [("👍 send it", ["👍", "send it"]), ("approved, send", ["approved", "send"]),
                  ("ok send 👍", ["ok send", "👍"])][v]
    P(t, "jason", txt, reply=hp).hard("trade_approval", facts, "reply").idi("emoji approval reply (👍 send it)")
    t = L(t, 40, 100)
    P(t, "kelvin", "send it before DCE lunch break ah, liquidity dies after 11:30").near().idi(
        "'should send it' — not a confirmation", "not_hard")

    # CargoX offers -> route / no route
    t = T(9, r.uniform(52, 57))
    off1 = P(t, "cargox", "", embeds=[{
        "title": "New offer · CX-88213",
        "description": f"BRBF 190kt ±10% · Ponta da Madeira → CFR Qingdao",
        "fields": [{"name": "Laycan", "value": f"5-14 {MONTH_ABBR[mB - 1]}", "inline": True},
                   {"name": "Price basis", "value": f"{nB} IODEX 62 avg −0.90", "inline": True},
                   {"name": "Fe / SiO2 / Al2O3", "value": "62.6 / 5.2 / 1.3", "inline": True},
                   {"name": "Tender closes", "value": "15:00 SGT", "inline": True},
                   {"name": "Moisture / LOI", "value": "9.1% / 2.4%", "inline": True},
                   {"name": "Payment", "value": "LC at sight, 100% provisional", "inline": True},
                   {"name": "Seller", "value": "Vale International SA", "inline": True},
                   {"name": "Terms", "value": "Bids as differential to index, min 0.05 increments; "
                                              "seller may award part or none", "inline": False}],
        "footer": "CargoX · seller platform · offer CX-88213"}])
    t = T(10, r.uniform(1, 5))
    P(t, "triage", f"[ROUTE] CX-88213 BRBF 190kt → priya.r (physical) for spec check vs our {nB} blend; "
                   f"bid decision by 14:00", reply=off1).hard("route_decision", ["CX-88213", "priya.r"], "tagged")
    tt = L(t, 600, 1200)
    P(tt, "priya",
      f"spec check CX-88213: Fe 62.6 ok, SiO2 5.2 is on the high side for our {nB} blend with the PB cargo, "
      f"Al2O3 1.3 helps. moisture 9.1 means we pay freight on water, roughly 0.9 $/dmt. mills in Shandong "
      f"prefer it over SSF at these spreads. still need the sizing distribution from Vale before I'm happy", thread=off1)
    tt = L(tt, 120, 400)
    P(tt, "research",
      f"Blend calc for CX-88213 + the PB cargo (50/50): Fe {r.uniform(61.6, 61.9):.2f}, SiO2 {r.uniform(4.8, 5.1):.2f}, "
      f"Al2O3 {r.uniform(1.7, 2.0):.2f}, P 0.08. Value-in-use vs 62% index at current Platts penalties: "
      f"{r.uniform(-0.9, -0.4):+.2f} $/dmt, i.e. roughly in line with the offer basis. Sensitivity: each 0.1 of "
      f"SiO2 above 5.0 costs about 0.15 $/dmt in the current penalty table.", thread=off1)
    t = L(t, 60, 180)
    off2 = P(t, "cargox", "", embeds=[{
        "title": "New offer · CX-88219",
        "description": "Newman fines 80kt (part cargo) · Port Hedland → CFR Rizhao",
        "fields": [{"name": "Laycan", "value": f"20-29 {MONTH_ABBR[mA - 1]}", "inline": True},
                   {"name": "Price basis", "value": f"{nA} IODEX 62 avg +0.15", "inline": True},
                   {"name": "Fe / SiO2 / Al2O3", "value": "62.1 / 4.4 / 2.6", "inline": True},
                   {"name": "Moisture / LOI", "value": "7.2% / 3.6%", "inline": True},
                   {"name": "Tender closes", "value": "17:00 SGT", "inline": True},
                   {"name": "Seller", "value": "BHP Marketing", "inline": True},
                   {"name": "Terms", "value": "Part cargo, co-load with Jimblebar; buyer to nominate vessel "
                                              "10 days before laycan", "inline": False}],
        "footer": "CargoX · seller platform · offer CX-88219"}])
    t = L(t, 90, 240)
    P(t, "priya", "CX-88219 no action — part cargo 80kt and Al2O3 2.6, not for our mills. not routing",
      reply=off2).hard("no_route_decision", ["CX-88219", "no action"], "untagged")

    # HCC research note (buried proposal) + thread
    t = T(10, r.uniform(28, 34))
    hst = d.px(q(h0 + r.uniform(6, 9), 0.5))
    htp = d.px(q(h0 - r.uniform(10, 14), 0.5))
    reco = (f"Recommendation: sell 20kt SGX HCC {hB} at {f2(h0)}, stop {hst}, target {htp}. "
            f"Entry on the Singapore afternoon when Indian buying is absent.")
    c2 = dict(c)
    c2["hcc_book"] = hcc_book
    note2 = P(t, "research", hcc_note(d, c2, reco))
    note2.hard("trade_proposal", ["sell 20kt", f"SGX HCC {hB}", f2(h0), f"stop {hst}"], "buried").idi(
        "trade recommendation buried mid-report")
    th = note2
    t = L(t, 120, 300)
    kq = P(t, "kelvin", f"why {hB} and not {nC}? {nC} got more OI now", thread=th).near()
    t = L(t, 60, 180)
    P(t, "research", f"{hB} traded {r.randint(120, 260)}kt yesterday vs {r.randint(40, 110)}kt in {nC}; "
                     f"the roll cost is small either way", thread=th, reply=kq)
    t = L(t, 60, 200)
    P(t, "priya", "if we do it, stop should be above 240 imo, Bowen rain risk", thread=th).near().idi(
        "hypothetical stop ('should be above') with no decision", "not_hard")
    t = L(t, 60, 200)
    v = r.randrange(2)
    txt, facts = [("ok can 20k", ["ok can", "20k"]), ("approve. 20k max", ["approve", "20k max"])][v]
    P(t, "jason", txt, thread=th).hard("trade_approval", facts, "reply")
    t_hcc = T(11, r.uniform(0, 4))
    hx = r.randint(7800000, 7899999)
    P(t_hcc, "clr",
      f"clr.fill venue=SGX sess=T acct=SGDB01 ord={oid(5)} sym={hsym} side=S qty=20000 px={f2(h0)} "
      f"exec_id=X{hx} ts={t_hcc.astimezone(SGT).strftime('%Y-%m-%dT%H:%M:%S')}+08:00")\
        .hard("trade_fill", [f"ord={oid(5)}", f"sym={hsym}", "side=S", "qty=20000", f"px={f2(h0)}"], "structured")
    t = L(t_hcc, 40, 120)
    P(t, "exec", f"[TP/SL] HCC {hB} short 50kt — SL {hst} / TP {htp} working as OCO {oid(6)}")\
        .hard("stop_or_target_change", [f"HCC {hB}", f"SL {hst}", f"TP {htp}"], "tagged")

    t = T(10, r.uniform(48, 55))
    bw = r.choice(IRRELEVANT_NEWS[:3])
    P(t, "xiaoling", f"> {bw[1]}\nthis one old news lah, came out last week already").near().idi(
        "quoted unrelated headline with comment", "not_hard")

    if want_bhp:
        t = T(11, r.uniform(15, 25))
        NW(t, f"必和必拓：纽曼粉品位将自{yA}年{mA}月起下调至61.5%",
           f"(BHP to lower Newman fines Fe grade to 61.5% from {nA} loading)",
           "必和必拓通知客户，纽曼粉铁品位将下调0.5个百分点，硅铝含量基本不变；贸易商预计纽曼粉相对PB粉溢价将收窄。",
           "钢联调研")\
            .hard("watchlist_news", ["必和必拓", "纽曼粉", "61.5%"], "untagged")

    t = T(11, r.uniform(30, 37))
    P(t, "kelvin", f"boss the {A} stop we trailing or not?").near().idi("question about a stop", "not_hard")
    t = T(11, r.uniform(40, 44))
    d.edit(stop, t, f"[STOP] FEF {A} long 200kt (book 150 + today 50) — stop {f2(s2)}", [f2(s1)])
    t = T(11, r.uniform(46, 52))
    v = r.randrange(2)
    if v == 0:
        P(t, "weiming", "turning more bearish HCC near term — 4th coke price cut in Hebei, 焦化厂 all losing money. "
                        "conviction up on the short")\
            .hard("thesis_update", ["more bearish HCC", "conviction up"], "untagged")
    else:
        P(t, "weiming", "HCC view: from neutral to bearish for Dec-Jan, coke cuts + 蒙煤 flood. conviction medium")\
            .hard("thesis_update", ["HCC", "neutral to bearish", "conviction medium"], "untagged")

    # lunch: history + paper trade near misses
    t = T(12, r.uniform(15, 25))
    P(t, "xiaoling", f"last year this time we bought 200kt {A} at 118 and got carried out, 记得吗 😂").near().idi(
        "war story: past trade told as history", "not_hard")
    t = T(12, r.uniform(28, 36))
    P(t, "kelvin", f"paper book for the intern: b 100kt FEF {C} @ {d.px(pC - 0.4)}, let's see how she manages it")\
        .near().idi("paper trade in shorthand", "not_hard")
    t = T(12, r.uniform(2, 10))
    P(t, "relay", f"[BRS FFA] screen: C5 {nA} 75kt trd {d.px(c5 + r.uniform(0.1, 0.3))} · 5TC Q1-27 "
                  f"{r.randint(19, 24)},{r.choice(['000', '250', '500', '750'])} trd 2x").near()

    # C5 freight hedge: JSON proposal -> question -> approval -> venue reject -> voice fill (edited)
    t = T(12, r.uniform(40, 45))
    jp = P(t, "exec",
           json.dumps({"type": "proposal", "book": "SGDB", "sym": f"C5 {nB}", "side": "buy", "qty": "50kt",
                       "px": f2(c5b), "why": f"freight for {nB} CFR cargoes"}, ensure_ascii=False))
    jp.hard("trade_proposal", [f"C5 {nB}", '"side": "buy"', "50kt", f2(c5b)], "structured").idi(
        "JSON proposal line from the execution agent")
    t = L(t, 60, 160)
    iq = P(t, "jason", "interesting. freight before the ore is fixed?", reply=jp).near().idi(
        "'interesting' + question is not an approval", "not_hard")
    t = L(t, 60, 150)
    P(t, "exec", f"{nB} ore pricing is fixed on the CX cargoes; freight is the open leg", reply=iq)
    t = L(t, 60, 150)
    v = r.randrange(2)
    txt, facts = [("可以 go", ["可以", "go"]), ("ok 可以, go", ["可以", "go"])][v]
    P(t, "jason", txt, reply=jp).hard("trade_approval", facts, "reply").idi("Mandarin code-mixed approval (可以 go)")
    t = T(13, r.uniform(0, 4))
    P(t, "clr", f"clr.order ord={oid(7)} sym={c5Bsym} side=B qty=50000 px={f2(c5b)} status=REJECTED "
                f"reason=PRICE_BAND ref_px={d.px(c5b + r.uniform(0.3, 0.6))}")\
        .hard("trade_confirmation", [f"ord={oid(7)}", "status=REJECTED", "PRICE_BAND"], "structured")
    P(L(t, 30, 80), "exec", "band moved after the index print, reworking via Clarksons voice")
    t = T(13, r.uniform(10, 14))
    c5fill = P(t, "priya", f"C5 {nB} bought 50kt @ {f2(c5x)} via Clarksons, give-up to SGX pending")
    d.edit(c5fill, L(t, 90, 200), f"C5 {nB} bought 50kt @ {f2(c5b)} via Clarksons, give-up to SGX pending",
           [f2(c5x)])
    c5fill.hard("trade_fill", [f"C5 {nB}", "bought", "50kt", f2(c5b)], "untagged")
    if r.random() < 0.4:
        t = T(13, r.uniform(17, 20))
        P(t, "clr", f"clr.giveup status=ACCEPTED from=CLARKSONS to=SGDB01 ref=GU-{r.randint(20000, 29999)} "
                    f"sym={c5Bsym} side=B qty=50000 px={f2(c5b)}")\
            .hard("trade_confirmation", ["status=ACCEPTED", f"sym={c5Bsym}", "qty=50000"], "structured")

    # forgotten fill (counterparty phone number)
    t = T(13, r.uniform(22, 26))
    hpnum = f"{r.choice([8, 9])}{r.randint(100, 999)} {r.randint(1000, 9999)}"
    c5s_px = d.px(c5 + r.uniform(0.1, 0.3))
    fg = P(t, "weiming", f"done 25kt C5 {nA} sold @ {c5s_px} with Ah Huat from Phillip (hp {hpnum}), "
                         f"he says more sellers below")
    fg.hard("trade_fill", [f"C5 {nA}", "sold", "25kt", c5s_px], "untagged")
    t = L(t, 60, 150)
    P(t, "farah", "pls don't post phone numbers here, forgetting that one", reply=fg)
    d.forget(fg, L(t, 20, 60), f"hp {hpnum}")
    # a forgotten non-hard message too
    t = T(13, r.uniform(30, 34))
    nric = f"S{r.randint(7000000, 9999999)}{r.choice('ABCDEFGHIJZ')}"
    pm = P(t, "kelvin", f"farah my NRIC {nric} for the SGX portal reset can?")
    d.forget(pm, L(t, 60, 140), nric)

    # DCE margin (held, Chinese only)
    t = T(13, r.uniform(40, 46))
    mg = r.choice([13, 14, 15])
    eff = local + timedelta(days=2)
    NW(t, f"大商所：自{eff.month}月{eff.day}日结算时起，铁矿石期货{dce}合约交易保证金标准调整为{mg}%，"
          f"涨跌停板幅度调整为{mg - 2}%",
       "大连商品交易所通知",
       "大商所表示，近期铁矿石期货价格波动加大，为防范市场风险，决定调整相关合约保证金及涨跌停板幅度；"
       "其他合约保持不变。会员单位应提醒客户控制持仓风险。", "大商所公告")\
        .hard("held_position_news", ["大商所", dce, f"{mg}%"], "untagged").idi(
            "Chinese-only exchange notice on a held contract")

    qtxt, atxt = research_answer(d, c, 3)
    qq = P(T(13, r.uniform(47, 49)), "kelvin", qtxt)
    P(L(qq.t, 40, 70), "research", atxt, reply=qq)
    t = T(13, r.uniform(52, 58))
    P(t, "research", midday_note(d, c), attachments=[
        {"filename": f"{A}_{dce}_daily.png", "size": r.randint(80000, 240000)}]).near().idi(
        "long technical note full of stop/target words, no decision", "not_hard")

    t = T(14, r.uniform(8, 16))
    P(t, "clr", f"clr.giveup status=REJECTED from=SOCGEN to=SGDB01 ref=GU-{r.randint(20000, 29999)} sym="
                f"{msym('FEF', yB, mB)} side=S qty=100000 px={d.px(pB + 0.3)} reason=NOT_OUR_TRADE").near().idi(
        "give-up of another firm's trade rejected", "not_hard")

    # VaR breach -> head instruction -> fill
    t_breach = T(14, r.uniform(38, 42))
    var_b = r.randint(1012000, 1058000)
    P(t_breach, "risk",
      "riskbot:\n"
      "  kind: breach\n"
      f"  ts: {t_breach.astimezone(SGT).strftime('%Y-%m-%dT%H:%M:%S')}+08:00\n"
      "  limit: var_1d_95\n"
      f"  value: {var_b:,} USD\n"
      "  max: 1,000,000 USD\n"
      f"  driver: DCE {dce} ({r.randint(55, 70)}% of marginal VaR)\n"
      "  action: new risk-increasing orders blocked until back inside")\
        .hard("risk_limit", ["breach", "var_1d_95", f"{var_b:,} USD"], "structured")
    t = L(t_breach, 90, 200)
    P(t, "jason", f"Kelvin sell 100 lots {dce} now, get VaR back inside. at market")\
        .hard("trade_proposal", ["sell 100 lots", dce, "at market"], "untagged")
    t_dcecut = L(t, 120, 300)
    d2 = d.px(q(d0 + r.uniform(-3, 4), 0.5), 1)
    P(t_dcecut, "kelvin", f"{dce} S 100 lots @ {d2} done, 200 left")\
        .hard("trade_fill", [dce, "S 100 lots", d2], "shorthand").idi("terse human fill 'S 100 lots @ px done'")

    t = T(15, 0, r.uniform(5, 40))
    P(t, "exec", f"[CXL] {oid(3)} FEF {C} SELL 40kt @ {pC1} — GTT expired at DCE close, cancelled at SGX, filled 0")\
        .hard("trade_confirmation", [oid(3), "SELL 40kt", "cancelled"], "tagged")

    # tender results
    t = T(15, r.uniform(10, 14))
    lc = f"{r.randint(8, 12)}-{r.randint(17, 21)} {MONTH_ABBR[mA - 1]}"
    aw = P(t, "cargox", "", embeds=[{
        "title": "Tender result · CX-88207",
        "description": "Newman fines 170kt ±10% · Port Hedland → CFR Qingdao",
        "fields": [{"name": "Result", "value": "Awarded", "inline": True},
                   {"name": "Awarded to", "value": "SG Dry Bulk Pte Ltd (you)", "inline": True},
                   {"name": "Qty", "value": "170,000 wmt", "inline": True},
                   {"name": "Price", "value": f"{nA} IODEX 62 avg +0.35", "inline": True},
                   {"name": "Laycan", "value": lc, "inline": True},
                   {"name": "Bids received", "value": str(r.randint(4, 9)), "inline": True},
                   {"name": "Fe / SiO2 / Al2O3", "value": "62.2 / 4.3 / 2.3", "inline": True},
                   {"name": "Payment", "value": "LC at sight, 90% provisional", "inline": True},
                   {"name": "Next steps", "value": "Buyer to open LC within 5 business days; vessel "
                                                   "nomination 10 days before laycan", "inline": False}],
        "footer": f"CargoX · award ref AW-{r.randint(50000, 59999)} · seller BHP Marketing"}])
    aw.hard("trade_fill", ["Newman fines", "SG Dry Bulk Pte Ltd (you)", "170,000 wmt", "+0.35"], "embed").idi(
        "platform tender award embed to this desk = physical fill")
    d.react(aw, L(t, 20, 80), "🔥", "xiaoling")
    t = L(t, 30, 90)
    P(t, "cargox", "", embeds=[{
        "title": "Tender result · CX-88213",
        "description": "BRBF 190kt ±10% · Ponta da Madeira → CFR Qingdao",
        "fields": [{"name": "Result", "value": "Awarded", "inline": True},
                   {"name": "Awarded to", "value": "Trafigura Pte Ltd", "inline": True},
                   {"name": "Price", "value": f"{nB} IODEX 62 avg −0.75", "inline": True},
                   {"name": "Your bid", "value": "−0.95 (not awarded)", "inline": True},
                   {"name": "Bids received", "value": str(r.randint(5, 11)), "inline": True},
                   {"name": "Cover", "value": "−0.80", "inline": True}],
        "footer": "CargoX · seller Vale International SA"}]).near().idi(
        "tender awarded to another company", "not_hard")

    # thread on the award: hedge proposal, approval, risk resize
    t = L(t, 40, 120)
    P(t, "priya", "nice, first Newman this quarter 🎉", thread=aw)
    t = L(t, 60, 160)
    P(t, "farah", ops_note(d, c, 1), thread=aw)
    t = L(t, 60, 180)
    hdg = P(t, "priya", f"hedge for this one: sell 170kt FEF {A} vs the cargo, {nA} pricing. will work it through "
                        f"the afternoon", thread=aw)
    hdg.hard("trade_proposal", ["sell 170kt", f"FEF {A}"], "untagged")
    t = L(t, 60, 180)
    v = r.randrange(2)
    txt, facts = [(f"go. {A} only", ["go", f"{A} only"]), ("ok, hedge it", ["ok", "hedge it"])][v]
    P(t, "jason", txt, thread=aw, reply=hdg).hard("trade_approval", facts, "reply")
    t = T(15, r.uniform(44, 50))
    P(t, "risk",
      "riskbot:\n"
      "  kind: order_resized\n"
      f"  ord: {oid(9)}\n"
      f"  sym: {symA}\n"
      "  side: SELL\n"
      "  requested: 170kt\n"
      "  allowed: 120kt\n"
      "  reason: fef_order_max_clip 120kt\n"
      "  remainder: re-submit after fill").hard(
        "risk_limit", ["order_resized", oid(9), "allowed: 120kt"], "structured").idi(
        "YAML risk-engine resize of an order")

    # afternoon
    t = T(15, r.uniform(36, 41))
    fn = P(t, "research", freight_note(d, c))
    qtxt, atxt = research_answer(d, c, 2)
    qq = P(L(fn.t, 200, 500), "priya", qtxt, reply=fn)
    P(L(qq.t, 60, 150), "research", atxt, reply=qq)
    P(T(14, r.uniform(3, 8)), "research", steel_monitor(d, c))
    P(T(10, r.uniform(50, 58)), "research", options_note(d, c))
    P(T(17, r.uniform(22, 30)), "research", property_note(d, c))
    P(T(9, r.uniform(5, 9)), "news", steelwire_wrap(d, c, False))
    P(T(15, r.uniform(5, 9)), "news", steelwire_wrap(d, c, True))
    P(T(11, r.uniform(8, 14)), "research", balance_note(d, c))
    P(T(19, r.uniform(42, 50)), "research", week_ahead(d, c))
    P(T(12, r.uniform(10, 14)), "relay", broker_recap(d, c, 0)).near()
    P(T(17, r.uniform(40, 48)), "relay", broker_recap(d, c, 1)).near()
    t = T(14, r.uniform(20, 30))
    P(t, "cargox", "", embeds=[{
        "title": f"New offer · CX-882{r.randint(21, 29)}",
        "description": f"PB fines 170kt ±10% · Dampier → CFR Qingdao",
        "fields": [{"name": "Laycan", "value": f"1-10 {MONTH_ABBR[mC - 1]}", "inline": True},
                   {"name": "Price basis", "value": f"{nC} IODEX 62 avg −0.05", "inline": True},
                   {"name": "Fe / SiO2 / Al2O3", "value": "60.8 / 4.9 / 2.4", "inline": True},
                   {"name": "Tender closes", "value": "tomorrow 15:00 SGT", "inline": True},
                   {"name": "Seller", "value": "Rio Tinto Marketing", "inline": True},
                   {"name": "Payment", "value": "LC at sight", "inline": True},
                   {"name": "Moisture / LOI", "value": "8.6% / 4.9%", "inline": True},
                   {"name": "Terms", "value": "Bids as differential to index; seller may award part; "
                                              "laycan adjustable by up to 3 days", "inline": False}],
        "footer": "CargoX · seller platform"}])
    t = T(17, r.uniform(5, 15))
    P(t, "cargox", "", embeds=[{
        "title": f"New offer · CX-882{r.randint(30, 39)}",
        "description": f"Jimblebar fines 90kt · Port Hedland → CFR Jingtang",
        "fields": [{"name": "Laycan", "value": f"15-24 {MONTH_ABBR[mB - 1]}", "inline": True},
                   {"name": "Price basis", "value": f"{nB} IODEX 62 avg −3.10", "inline": True},
                   {"name": "Fe / SiO2 / Al2O3", "value": "60.3 / 5.6 / 2.9", "inline": True},
                   {"name": "Tender closes", "value": "+2d 12:00 SGT", "inline": True},
                   {"name": "Seller", "value": "BHP Marketing", "inline": True},
                   {"name": "Moisture / LOI", "value": "6.9% / 6.1%", "inline": True},
                   {"name": "Terms", "value": "Co-load possible with MAC fines; buyer to nominate discharge port "
                                              "at LC opening", "inline": False}],
        "footer": "CargoX · seller platform"}])
    t = T(18, r.uniform(14, 20))
    P(t, "research", physical_wrap(d, c))
    t = T(16, r.uniform(0, 8))
    P(t, "relay", f"[ICAP SG] screen: FEF {C} 75kt trd {d.px(pC - 0.1)} · FEF {B} 50kt trd {d.px(pB + 0.05)}").near()
    t = T(16, r.uniform(10, 14))
    d.edit(stop, t, f"[STOP] FEF {A} long 200kt (book 150 + today 50) — stop {f2(s3)} (trailed)", [f2(s2)])
    t = T(16, r.uniform(22, 29))
    P(t, "research", dashboard(d, c))
    t = T(16, r.uniform(32, 38))
    v = r.randrange(2)
    if v == 0:
        NW(t, "BMA's Saraji mine halts longwall after roof fall; PLV HCC supply hit for several weeks",
           "必和必拓三菱联盟(BMA) Saraji矿长壁工作面停产",
           "The BHP Mitsubishi Alliance said no one was injured and an inspection was under way. Saraji produces "
           "premium low-vol hard coking coal; brokers estimate 0.4-0.6mt of lost output if the longwall stays "
           "down into January. Queensland rail was running normally.", "Queensland mines inspectorate")\
            .hard("held_position_news", ["BMA", "Saraji", "PLV HCC"], "untagged").idi(
                "miner news that hits a held derivative's underlying", "held_position_news")
    else:
        NW(t, "BMA declares force majeure on Peak Downs premium hard coking coal after rail washout",
           "必和必拓三菱联盟(BMA) Peak Downs主焦煤宣布不可抗力",
           "The BHP Mitsubishi Alliance told customers that December loadings of Peak Downs coal would be delayed "
           "after a washout on the Goonyella line. Repairs are expected to take two to three weeks; other "
           "Bowen Basin systems are unaffected.", "customer notice")\
            .hard("held_position_news", ["BMA", "Peak Downs", "force majeure"], "untagged").idi(
                "miner news that hits a held derivative's underlying", "held_position_news")
    t = T(16, r.uniform(44, 50))
    P(t, "weiming", f"if {A} breaks {int(pA) + 2} we could add another 50k, but not now").near().idi(
        "hypothetical 'if X we could' with size", "not_hard")

    if r.random() < 0.4:
        t = T(17, r.uniform(10, 20))
        P(t, "jason", f"{dce} view unchanged — still long, conviction medium. not cutting more")\
            .hard("thesis_update", [dce, "view unchanged", "conviction medium"], "untagged")

    if want_minres:
        t = T(18, r.uniform(2, 10))
        NW(t, "Mineral Resources resumes Onslow haul road trucking after rain closure, keeps FY guidance",
           "矿产资源公司恢复Onslow项目公路运输",
           "The company said the private haul road reopened after a 48-hour closure and shipments from Ashburton "
           "would catch up by month-end. FY shipment guidance was kept unchanged.", "ASX announcement")\
            .hard("watchlist_news", ["Mineral Resources", "Onslow"], "untagged")

    t = T(18, r.uniform(35, 39))
    P(t, "cron", f"cron ▸ platts-pull {sgt_hm(t)} SGT: IODEX 62 loaded ({c['iodex']}), MB 65 loaded, PLV HCC loaded").noise()
    if r.random() < 0.4:
        t = T(18, r.uniform(42, 48))
        P(t, "priya", f"pulling the stop on C5 {nA} — it's the freight hedge for the PB cargo now, hold to expiry")\
            .hard("stop_or_target_change", [f"C5 {nA}", "pulling the stop"], "untagged")
    t = T(18, r.uniform(52, 57))
    fm = NW(t, "Fortescue says Iron Bridge magnetite ramp-up slips to FY28",
            "FMG：铁桥磁铁矿项目达产推迟至2028财年",
            "Fortescue said the 22mt/y magnetite concentrate project would reach nameplate a year later than planned "
            "after further work on the slurry pipeline. Hematite shipment guidance was unchanged.",
            "ASX announcement")
    fnid = fm.nid
    fm.near().idi(
        "miner headline not in book or watchlist", "not_hard")
    t = T(19, r.uniform(2, 6))
    P(t, "triage", f"[NO-ROUTE] news#{fnid} Fortescue Iron Bridge delay — not in book/watchlist, no action")\
        .hard("no_route_decision", [f"news#{fnid}", "no action"], "structured")
    t = T(19, r.uniform(30, 33))
    P(t, "cron", f"cron ▸ eod-recon {sgt_hm(t)} SGT: {r.randint(9, 16)} fills matched, 0 breaks, 1 give-up pending\n"
                 f"  sgx: trades={r.randint(6, 12)} matched · dce: trades={r.randint(1, 4)} matched · ffa: trades=2 "
                 f"matched, 1 alleged\n  cargo: CX awards synced=1 · positions file pushed to risk (v{r.randint(900, 999)})\n"
                 f"  runtime 41s · next run 07:30 SGT").noise()
    t = T(20, r.uniform(0, 3))
    P(t, "clr", f"clr.session venue=SGX sess=T status=CLOSED ts={t.astimezone(SGT).strftime('%H:%M:%S')}+08:00").noise()
    eodbook = {"fefA": 200, "fefC": 100, "hcc": 50, "c5": 125}
    P(T(20, r.uniform(5, 10)), "clr", clr_statement(d, c, eodbook)).noise()
    t = T(20, r.uniform(15, 18))
    P(t, "clr", f"clr.session venue=SGX sess=T+1 status=OPEN ts={t.astimezone(SGT).strftime('%H:%M:%S')}+08:00").noise()

    # EOD summary with buried risk change
    t = T(20, r.uniform(30, 40))
    new_hcc = r.choice([45, 50])
    eod = (
        f"EOD {local.strftime('%d %b')} — quick one\n"
        f"- {A}/{C} spread leg added this morning, {C}-side offer expired unfilled, will revisit tmr.\n"
        f"- HCC short extended per research. OCO levels working.\n"
        f"- Dalian trimmed after the VaR breach, back inside. Kelvin good job staying calm.\n"
        f"- Newman cargo won on CargoX 🎉 hedging in progress.\n"
        f"- Risk: for tomorrow I'm cutting the HCC net limit to {new_hcc}kt (from 60kt); DCE lots limit stays 400.\n"
        f"- Freight leg done on voice after the band reject.\n"
        f"- Tmr: steel PMI 09:45, Platts methodology call 16:00, LC for the Newman.\n"
        f"- Research: good notes today, the balance refresh and the blend calc were useful.\n"
        f"- Ops: Marex give-ups still outstanding, should clear tmr.\n"
        f"Thanks all, good day. Night session: call me only if {dce} moves > 2%."
    )
    P(t, "jason", eod).hard(
        "risk_limit", ["HCC net limit", f"{new_hcc}kt"], "buried").idi(
        "limit change buried in head's EOD bullet list")
    P(L(t, 60, 200), "weiming", "thx boss 🙏").noise()
    P(L(t, 120, 300), "xiaoling", "👍").noise()

    t = T(21, r.uniform(5, 15))
    P(t, "kelvin", f"夜盘 {dce} opened {r.choice(['+', '-'])}{r.uniform(1, 6):.1f}, quiet")
    t = T(21, r.uniform(40, 55))
    P(t, "exec", stack_trace(d, "exec-agent", "oms-gw.sgdb.internal")).noise()
    t = T(22, r.uniform(5, 20))
    P(t, "research", backtest_note(d, c)).near().idi("backtest with simulated fills", "not_hard")
    t = T(23, r.uniform(2, 8))
    P(t, "research", night_wrap(d, c))
    t = T(23, r.uniform(12, 20))
    P(t, "kelvin", "DCE night closed, nothing exciting. logging off 🌙")

    # --------------------------------------------------------------- periodic noise
    # riskbot heartbeats (state-dependent)
    var0 = r.randint(560000, 700000)
    hb_seq = r.randint(18000, 19000)
    hb_times = []
    for h in range(0, 24):
        if 7 <= h <= 19:
            hb_times += [(h, 0), (h, 30)]
        elif h % 2 == 1:
            hb_times.append((h, 0))
    for (h, m) in hb_times:
        t = T(h, m, r.uniform(0.2, 3.0))
        gross = 250 if t < t_fillA else 300
        lim = 400 if t < t_limit else 320
        hcc = 30 if t < t_hcc else 50
        dl = 300 if t < t_dcecut else 200
        if t < t_breach:
            frac = (t - day0) / (t_breach - day0)
            var = var0 + (var_b - 80000 - var0) * frac + r.uniform(-15000, 15000)
        else:
            var = var_b - r.uniform(150000, 220000)
        hb_seq += 1
        ffa = 150 + (50 if t > T(13, 12) else 0) - (25 if t > T(13, 25) else 0)
        cargo = 1 if t < T(15, 10) else 2
        P(t, "risk",
          "riskbot:\n"
          "  kind: heartbeat\n"
          f"  seq: {hb_seq}\n"
          f"  ts: {t.astimezone(SGT).strftime('%Y-%m-%dT%H:%M')}+08:00\n"
          f"  engine: riskd 3.8.2 @ sg-risk-02 (calc {r.randint(280, 640)}ms)\n"
          "  book: SGDB (SG dry bulk)\n"
          f"  var_1d_95: {int(var):,} USD / 1,000,000 ({var / 10000:.0f}%)\n"
          f"  es_1d_975: {int(var * 1.38):,} USD\n"
          f"  stress_cn_stimulus: {-int(var * r.uniform(1.6, 1.9)):,} USD\n"
          "  limits:\n"
          f"    fef_gross_tonnage: {gross}kt / {lim}kt ({100 * gross / lim:.0f}%)\n"
          "    fef_order_max_clip: 120kt\n"
          f"    dce_i_lots: {dl} / 400 ({dl / 4:.0f}%)\n"
          f"    hcc_net: -{hcc}kt / 60kt ({100 * hcc / 60:.0f}%)\n"
          f"    ffa_c5: {ffa}kt / 300kt ({ffa / 3:.0f}%)\n"
          f"    phys_open_cargoes: {cargo} / 4\n"
          "  positions:\n"
          f"    {symA}: {{qty: +{gross - 100}kt, dv01: {(gross - 100) * 1000:,} USD/$, var_pct: {r.randint(34, 46)}}}\n"
          f"    {symC}: {{qty: -100kt, dv01: -100,000 USD/$, var_pct: {-r.randint(8, 15)}}}\n"
          f"    {dce}: {{qty: +{dl} lots, dv01_cny: {dl * 100:,}, var_pct: {r.randint(25, 38)}}}\n"
          f"    {hsym}: {{qty: -{hcc}kt, dv01: -{hcc * 1000:,} USD/$, var_pct: {r.randint(4, 9)}}}\n"
          f"    C5: {{qty: +{ffa}kt, var_pct: {r.randint(2, 6)}}}\n"
          f"  margin_sgx: S${r.uniform(3.9, 4.6):.2f}m (excess S${r.uniform(1.4, 2.3):.2f}m)\n"
          f"  feeds: sgx=ok({r.randint(20, 70)}ms) dce=ok({r.randint(60, 140)}ms) platts=ok baltic=ok\n"
          "  status: all limits ok").noise()

    for hh in (7, 12, 18):
        t = T(hh, 0, r.uniform(20, 50))
        dl = 300 if t < t_dcecut else 200
        ffa = 150 + (50 if t > T(13, 12) else 0) - (25 if t > T(13, 25) else 0)
        var = (var0 + (var_b - 80000 - var0) * ((t - day0) / (t_breach - day0))) if t < t_breach \
            else var_b - r.uniform(150000, 220000)
        P(t, "risk", risk_report(d, c, t.astimezone(SGT).strftime("%H:00"), var, 250 if t < t_fillA else 300, 400 if t < t_limit else 320,
                                 30 if t < t_hcc else 50, dl, ffa)).noise()

    # pnl snapshots
    for h in (9, 11, 13, 15, 17, 19, 21):
        t = T(h, r.uniform(1, 4))
        vals = [r.uniform(-250, 300), r.uniform(-120, 80), r.uniform(-40, 60), r.uniform(-30, 40), r.uniform(-50, 50)]
        P(t, "pnl",
          f"pnl-snap {t.astimezone(SGT).strftime('%H:00')} SGT (USD, vs prior close)\n```\n"
          f"FEF        {kfmt(vals[0]):>9}   ({A} {kfmt(vals[0] * 1.2)} / {C} {kfmt(-vals[0] * 0.2)})\n"
          f"DCE        {kfmt(vals[1]):>9}   ({dce}, CNH {c['cnh']})\n"
          f"HCC        {kfmt(vals[2]):>9}   ({hB})\n"
          f"FFA C5     {kfmt(vals[3]):>9}   ({nA} {kfmt(vals[3] * 0.8)} / {nB} {kfmt(vals[3] * 0.2)})\n"
          f"Phys       {kfmt(vals[4]):>9}   (PB cargo, mark IODEX {c['iodex']})\n"
          f"fees/fx    {kfmt(r.uniform(-3, 1)):>9}\n"
          f"---------------------\n"
          f"day        {kfmt(sum(vals)):>9}   mtd {r.uniform(-1.5, 3.5):+.2f}m   ytd {r.uniform(4, 14):+.2f}m\n"
          f"attribution: delta {r.randint(60, 95)}% · spread {r.randint(3, 30)}% · fx/other rest\n"
          f"marks: IODEX {c['iodex']} · DCE settle est {c['d0s']} · PLV {c['plv']} · C5 {c['c5s']} · CNH {c['cnh']}\n```").noise()

    # price alerts (integer levels only)
    for _ in range(r.randint(9, 12)):
        h = r.choice([8, 8, 9, 9, 10, 10, 11, 14, 15, 15, 16, 17, 21])
        t = T(h, r.uniform(0, 59))
        inst, lvl = r.choice([(f"FEF {A}", int(pA) + r.choice([-1, 0, 1])), (f"FEF {C}", int(pC) + r.choice([0, 1])),
                              (f"DCE {dce}", int(d0 // 5 * 5) + r.choice([-5, 0, 5]))])
        P(t, "alert", f"🔔 {inst} crossed {lvl:.2f} {r.choice(['▲', '▼'])} · last {lvl + r.uniform(-0.04, 0.06):.2f} · "
                      f"{sgt_hm(t)} SGT").noise()

    # CI / deploy, reconnects
    P(T(10, r.uniform(40, 45)), "deploy", f"CI ✔ steelwire-feed #{r.randint(800, 999)} passed in "
                                          f"{r.randint(2, 5)}m{r.randint(0, 59):02d}s").noise()
    P(T(17, r.uniform(30, 40)), "deploy", f"deploybot: exec-agent risk map v{r.randint(40, 60)} reloaded, "
                                          f"0 order changes").noise()
    t = T(13, r.uniform(36, 39))
    P(t, "clr", f"[SGX-ClearLink] ws reconnect #{r.randint(12, 20)} code=1001 backoff=1s "
                f"sess={r.getrandbits(24):06x}").noise()
    P(L(t, 5, 20), "clr", "[SGX-ClearLink] ws connected, replay ok").noise()

    # irrelevant news through the day
    others = [n for n in IRRELEVANT_NEWS if n not in (n1, n2)]
    r.shuffle(others)
    for n in others[:r.randint(7, 9)]:
        t = T(r.choice([8, 9, 10, 11, 14, 15, 16, 17, 19, 20]), r.uniform(0, 59))
        NW(t, *n).noise()
    for n in r.sample(MARKET_COLOUR_NEWS, 3):
        t = T(r.choice([9, 10, 14, 16]), r.uniform(0, 59))
        NW(t, n[0].format(**c), n[1].format(**c), n[2].format(**c), n[3])

    # broker indications (not trades)
    for _ in range(r.randint(8, 11)):
        h = r.choice([7, 8, 8, 9, 9, 10, 11, 14, 15, 15, 16, 17, 18])
        t = T(h, r.uniform(0, 59))
        k = r.randrange(4)
        if k == 0:
            b = pA + r.uniform(-0.6, 0.4)
            txt = f"[Marex] indic FEF {A} {d.px(b)}/{d.px(b + 0.1)} 50x50kt · {C} {d.px(b - spr)}/{d.px(b - spr + 0.15)}"
        elif k == 1:
            txt = f"[ICAP SG] DCE {dce} last {d.px(q(d0 + r.uniform(-6, 6), 0.5), 1)} · SGX-DCE arb {c['arb']}"
        elif k == 2:
            b = h0 + r.uniform(-2, 2)
            txt = f"[FIS] HCC {hB} {d.px(b)}/{d.px(b + 1.5)} 5x5kt"
        else:
            b = c5 + r.uniform(-0.3, 0.3)
            txt = f"[Clarksons FFA] indic C5 {nA} {d.px(b)}/{d.px(b + 0.15)} · 5TC Q1-27 {r.randint(19, 24)},000/{r.randint(24, 26)},000"
        P(t, "relay", txt)

    # human chatter from the pool (activity curve)
    weights = [0.1, 0.05, 0.02, 0.02, 0.02, 0.05, 0.3, 1.5, 3.0, 3.2, 3.0, 2.4, 1.4, 1.6, 2.4, 2.2,
               2.0, 1.6, 1.2, 0.8, 0.6, 0.9, 0.6, 0.3]
    pool = list(CHATTER)
    r.shuffle(pool)
    n_chat = r.randint(54, 64)
    acks_left = r.randint(6, 9)
    posted = []
    for entry in pool[:n_chat]:
        win = CHATTER_HOURS.get(entry[0][1])
        if win:
            t = T(0, r.uniform(win[0] * 60, win[1] * 60))
        else:
            h = r.choices(range(24), weights)[0]
            t = T(h, r.uniform(0, 55))
        first = None
        for who, tmpl in entry:
            m = P(t, who, tmpl.format(**c), reply=first)
            first = first or m
            t = L(t, 30, 200)
        posted.append(first)
    for m in r.sample(posted, min(acks_left, len(posted))):
        who = r.choice([k for k in ("weiming", "xiaoling", "kelvin", "priya") if k != m.who] or ["jason"])
        P(L(m.t, 20, 240), who, r.choice(ACKS), reply=m).noise()
    return d

# --------------------------------------------------------------------------- emission

def _parse_end(end):
    if end is None:
        return DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    return end.astimezone(UTC)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default 2026-11-19 00:00 SGT); channels: how many channels of this desk;
    days: how many consecutive days."""
    end = _parse_end(end)
    channels = max(1, int(channels))
    days = max(1, int(days))
    events = []          # (ms, order, idx, line)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    hard_rows = []
    seqno = 0
    for ci in range(channels):
        for di in range(days):
            day0 = end - timedelta(days=days - di)
            d = build_day(seed, ci, di, day0)
            worker = (ci % 31) + 1
            # unique, strictly increasing ms per channel-day; replies keep their order
            d.msgs.sort(key=lambda m: m.t)
            last = -1
            for m in d.msgs:
                ms = to_ms(m.t)
                if ms <= last:
                    ms = last + 1
                m.ms = ms
                last = ms
                m.t = datetime.fromtimestamp(ms / 1000, tz=UTC)
                m.id = str(_snowflake(ms, worker, (ci // 31) * 64))
            for m in d.msgs:
                ch = m.thread.id if m.thread is not None else d.ch
                msg = {"id": m.id, "author_id": author_id(m.who), "author_name": AUTHORS[m.who][0],
                       "author_bot": AUTHORS[m.who][1], "created_at": iso(m.t), "content": m.content,
                       "attachments": [], "embeds": m.embeds, "reference_id": m.reply.id if m.reply else None,
                       "pinned": False}
                for k, a in enumerate(m.attachments):
                    aid = str(_snowflake(m.ms, worker, (ci // 31) * 64 + 1 + k))
                    msg["attachments"].append({"id": aid, "filename": a["filename"], "size": a["size"],
                                               "url": f"https://cdn.discordapp.com/attachments/{ch}/{aid}/{a['filename']}"})
                line = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
                if m.thread is not None:
                    line["parent_channel_id"] = d.ch
                line["message"] = msg
                seqno += 1
                events.append((m.ms, 0, seqno, line))
                for (te, content) in m.edits:
                    seqno += 1
                    events.append((to_ms(te), 1, seqno, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch,
                                                         "message_id": m.id, "edited_at": iso(te),
                                                         "content": content}))
                if m.removed and m.removed[0] in ("delete", "forget"):
                    kind, tr, by = m.removed
                    seqno += 1
                    if kind == "delete":
                        events.append((to_ms(tr), 2, seqno, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch,
                                                             "message_id": m.id, "deleted_at": iso(tr)}))
                    else:
                        events.append((to_ms(tr), 2, seqno, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch,
                                                             "message_id": m.id, "requested_by": author_id(by),
                                                             "at": iso(tr)}))
                # labels
                if m.kind == "hard":
                    state = "live"
                    if m.removed:
                        state = "forgotten" if m.removed[0] == "forget" else "deleted"
                    elif m.edits:
                        state = "edited"
                    hard_rows.append((m.ms, {"channel_id": ch, "message_id": m.id, "event_type": m.etype,
                                             "facts": m.facts, "phrasing": m.phrasing, "final_state": state}))
                elif m.kind == "noise":
                    labels["noise_message_ids"].append(m.id)
                elif m.kind == "near":
                    labels["near_miss_ids"].append(m.id)
                for old in m.superseded:
                    labels["superseded_facts"].append([ch, m.id, old])
                if m.snippet:
                    labels["removed_texts"].append(m.snippet)
                if m.idiom and ci == 0 and di == 0 and m.idiom[0] in IDIOM_KEEP:
                    labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
            for op in d.ops:
                seqno += 1
                te = op["t"]
                if op["kind"] == "bulk":
                    ms_ = [x for x in op["msgs"]]
                    chs = {(x.thread.id if x.thread is not None else d.ch) for x in ms_}
                    for chn in sorted(chs):
                        ids = [x.id for x in ms_ if (x.thread.id if x.thread is not None else d.ch) == chn]
                        events.append((to_ms(te), 2, seqno, {"op": "bulk_delete", "guild_id": GUILD_ID,
                                                             "channel_id": chn, "message_ids": ids,
                                                             "deleted_at": iso(te)}))
                else:
                    x = op["msg"]
                    chn = x.thread.id if x.thread is not None else d.ch
                    if op["kind"] == "pin":
                        events.append((to_ms(te), 3, seqno, {"op": "pin", "guild_id": GUILD_ID, "channel_id": chn,
                                                             "message_id": x.id, "by": author_id(op["by"]),
                                                             "at": iso(te)}))
                    else:
                        events.append((to_ms(te), 3, seqno, {"op": "reaction_add", "guild_id": GUILD_ID,
                                                             "channel_id": chn, "message_id": x.id,
                                                             "emoji": op["emoji"], "user_id": author_id(op["by"]),
                                                             "at": iso(te)}))
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    hard_rows.sort(key=lambda x: x[0])
    labels["hard_events"] = [row for _, row in hard_rows]
    return {"events": [e[3] for e in events], "labels": labels}

# --------------------------------------------------------------------------- self-check

def _final_texts(events):
    """message_id -> dict(text_final, text_original, removed, channel, parent, ms)"""
    msgs = {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            parts = [m.get("content", "")]
            for e in m.get("embeds", []):
                for k in ("title", "description", "author", "footer"):
                    if e.get(k):
                        parts.append(e[k])
                for f in e.get("fields", []):
                    parts += [f["name"], f["value"]]
            msgs[m["id"]] = {"content": m.get("content", ""), "embed": "\n".join(parts[1:]),
                             "orig": m.get("content", ""), "removed": None, "channel": ev["channel_id"],
                             "parent": ev.get("parent_channel_id") or ev["channel_id"],
                             "created_at": m["created_at"], "edits": 0}
        elif op == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
            msgs[ev["message_id"]]["edits"] += 1
        elif op == "delete":
            msgs[ev["message_id"]]["removed"] = "deleted"
        elif op == "forget":
            msgs[ev["message_id"]]["removed"] = "forgotten"
        elif op == "bulk_delete":
            for i in ev["message_ids"]:
                msgs[i]["removed"] = "deleted"
    return msgs


def self_check(result, end=None, days=1, verbose=True):
    end = _parse_end(end)
    events = result["events"]
    labels = result["labels"]
    errors = []
    msgs = _final_texts(events)
    # ordering / snowflakes
    prev_id = 0
    prev_t = ""
    for ev in events:
        t = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
             "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"]}.get(
            ev["op"], lambda e: e["at"])(ev)
        if t < prev_t:
            errors.append(f"event out of time order: {ev['op']} {t} < {prev_t}")
        prev_t = t
        if ev["op"] == "create":
            mid = int(ev["message"]["id"])
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            ca = datetime.fromisoformat(ev["message"]["created_at"].replace("Z", "+00:00"))
            if ms != to_ms(ca):
                errors.append(f"snowflake/created_at mismatch {mid}")
            if mid <= prev_id:
                errors.append(f"ids not increasing at {mid}")
            prev_id = mid
            ref = ev["message"].get("reference_id")
            if ref and ref not in msgs:
                errors.append(f"reference to unknown message {ref}")
    for ev in events:
        if ev["op"] in ("edit", "delete", "forget", "pin", "reaction_add") and ev["message_id"] not in msgs:
            errors.append(f"{ev['op']} for unknown id")
    # labels
    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        hard_ids.add(mid)
        m = msgs.get(mid)
        if m is None:
            errors.append(f"label id missing {mid}")
            continue
        if m["channel"] != h["channel_id"]:
            errors.append(f"label channel mismatch {mid}")
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"facts count {mid}: {h['facts']}")
        state = m["removed"] or ("edited" if m["edits"] else "live")
        if state != h["final_state"]:
            errors.append(f"final_state {mid}: {h['final_state']} vs {state}")
        text = (m["orig"] if m["removed"] else m["content"]) + "\n" + m["embed"]
        for f in h["facts"]:
            if f not in text:
                errors.append(f"fact {f!r} not in message {mid}: {text[:120]!r}")
    for ch, mid, old in labels["superseded_facts"]:
        m = msgs[mid]
        if old in m["content"]:
            errors.append(f"superseded {old} still in final content of {mid}")
    live_text = "\n".join(m["content"] + "\n" + m["embed"] for m in msgs.values() if not m["removed"])
    for s in labels["removed_texts"]:
        if s in live_text:
            errors.append(f"removed snippet still visible: {s!r}")
    for mid, m in msgs.items():
        if m["removed"] and not any(s in m["orig"] for s in labels["removed_texts"]):
            errors.append(f"removed message {mid} has no snippet")
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    if noise & hard_ids or near & hard_ids or noise & near:
        errors.append("overlapping label sets")
    for i in noise | near:
        if i not in msgs:
            errors.append(f"noise/near id missing {i}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errors.append(f"idioms count {len(labels['idioms'])}")
    hard_type = {h["message_id"]: h["event_type"] for h in labels["hard_events"]}
    for row in labels["idioms"]:
        exp = hard_type.get(row["message_id"], "not_hard")
        if row["message_id"] not in msgs:
            errors.append(f"idiom id missing {row['message_id']}")
        elif exp != row["expected"]:
            errors.append(f"idiom expectation mismatch {row}")
    # per channel-day stats
    start = end - timedelta(days=days)
    stats = {}
    for mid, m in msgs.items():
        ca = datetime.fromisoformat(m["created_at"].replace("Z", "+00:00"))
        di = int((ca - start).total_seconds() // 86400)
        key = (m["parent"], di)
        s = stats.setdefault(key, {"messages": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0, "types": {}})
        s["messages"] += 1
        s["bytes"] += len((m["orig"] + m["embed"]).encode("utf-8"))
        if mid in noise:
            s["noise"] += 1
        if mid in near:
            s["near"] += 1
        if mid in hard_ids:
            s["hard"] += 1
            s["types"][hard_type[mid]] = s["types"].get(hard_type[mid], 0) + 1
    for key, s in sorted(stats.items()):
        s["kb"] = round(s["bytes"] / 1024, 1)
        s["noise_share"] = round(s["noise"] / s["messages"], 3)
        if not 180 <= s["messages"] <= 320:
            errors.append(f"{key}: messages {s['messages']} out of range")
        if not 70 <= s["kb"] <= 120:
            errors.append(f"{key}: KB {s['kb']} out of range")
        if not 0.25 <= s["noise_share"] <= 0.40:
            errors.append(f"{key}: noise share {s['noise_share']} out of range")
        if not 25 <= s["hard"] <= 45:
            errors.append(f"{key}: hard events {s['hard']} out of range")
    if verbose:
        for key, s in sorted(stats.items()):
            print(f"channel {key[0]} day {key[1]}: {s['messages']} msgs, {s['kb']} KB, noise {s['noise_share']:.0%}, "
                  f"hard {s['hard']}, near-miss {s['near']}")
            print("   ", ", ".join(f"{k}={v}" for k, v in sorted(s["types"].items())))
        print(f"events={len(events)} hard={len(labels['hard_events'])} superseded={len(labels['superseded_facts'])} "
              f"removed={len(labels['removed_texts'])} idioms={len(labels['idioms'])}")
        print("SELF-CHECK", "PASS" if not errors else f"FAIL ({len(errors)})")
        for e in errors[:40]:
            print("  -", e)
    return stats, errors


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=a.end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload from disk and verify
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    _, errors = self_check({"events": events, "labels": labels}, end=a.end, days=a.days, verbose=not a.quiet)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
