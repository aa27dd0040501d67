"""Desk generator: Shanghai proprietary commodity-futures desk (SHFE / DCE / ZCE / INE,
with LME copper and SGX iron-ore hedges).

Produces a busy channel-day (or week) as a capture file plus ground-truth labels.
Standard library only; every output is a pure function of the arguments.

    python -m tests.desks.china_commodity_futures --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "china_commodity_futures"
DISCORD_EPOCH = 1420070400000
# the last day ends at 2025-01-16 00:00 CST (UTC+8): a Wednesday in mid-January 2025,
# when rb2505 / i2505 / cu2503 / sc2503 are the active contracts.
DEFAULT_END = datetime(2025, 1, 15, 16, 0, 0, tzinfo=timezone.utc)
CST = timezone(timedelta(hours=8))
DAY_MS = 86_400_000


def _sf(ms: int, worker: int = 0, seq: int = 0) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


GUILD_ID = str(_sf(1_703_118_452_913, 7, 411))


def _channel_id(cidx: int) -> str:
    return str(_sf(1_706_203_391_227 + cidx * 7_919_113_537, 9, 1000 + cidx))


PEOPLE = [
    # key, display name, bot?
    ("lead", "王磊 | 组长", False),
    ("junior", "小陈 chenyh", False),
    ("liu", "刘倩", False),
    ("zhao", "赵博 | 研究", False),
    ("risk", "李敏-风控", False),
    ("kevin", "Kevin Zhou 周凯", False),
    ("sun", "孙浩(股指组)", False),
    ("ctp", "CTP-GW", True),
    ("broker", "鑫盛期货·交易通知", True),
    ("riskbot", "风控机器人", True),
    ("exch", "交易所公告", True),
    ("news", "财经快讯", True),
    ("wx", "微信桥·经纪群", True),
    ("cron", "cron", True),
    ("deploy", "deploy-bot", True),
    ("alert", "行情预警", True),
    ("pnl", "PnL-snap", True),
    ("router", "route-agent", True),
]
AUTHORS = {
    k: (str(_sf(1_598_712_000_000 + i * 1_234_567_891, 1 + i % 5, 37 * i + 3)), name, bot)
    for i, (k, name, bot) in enumerate(PEOPLE)
}


# --------------------------------------------------------------------------- builder

class Msg:
    __slots__ = ("ms", "who", "content", "embeds", "ref", "thread", "att", "id", "final",
                 "chan", "removed")

    def __init__(self, ms, who, content, embeds, ref, thread, att):
        self.ms, self.who, self.content, self.embeds = ms, who, content, embeds
        self.ref, self.thread, self.att = ref, thread, att
        self.id = None
        self.final = content
        self.chan = None
        self.removed = None


class Day:
    def __init__(self, rng: random.Random, cidx: int, didx: int, t0_ms: int):
        self.rng, self.cidx, self.didx, self.t0 = rng, cidx, didx, t0_ms
        self.channel = _channel_id(cidx)
        self.worker = (3 + cidx * 5 + didx) % 32
        self.msgs: list[Msg] = []
        self.ops: list[tuple] = []       # (ms, kind, payload)
        self.hard: list[tuple] = []      # (msg, type, facts, phrasing)
        self.noise: list[Msg] = []
        self.near: list[Msg] = []
        self.idioms: list[tuple] = []
        self.superseded: list[tuple] = []
        self.removed_texts: list[str] = []

    # -- time helpers
    def cur(self, t_min: float) -> "Cursor":
        return Cursor(self, t_min)

    def post_ms(self, ms, who, content="", embeds=None, ref=None, thread=None, att=None) -> Msg:
        if "@@" in content:  # venue timestamps a little before the bot relays the line
            t = datetime.fromtimestamp((ms - self.rng.randint(300, 2500)) / 1000, CST)
            content = content.replace("@@T@@", t.strftime("%H:%M:%S")).replace(
                "@@M@@", (t - timedelta(minutes=self.rng.randint(1, 4))).strftime("%H:%M"))
        m = Msg(ms, who, content, embeds, ref, thread, att)
        self.msgs.append(m)
        return m

    def at(self, t_min, who, content="", **kw) -> Msg:
        ms = self.t0 + int(t_min * 60_000) + self.rng.randint(0, 40_000)
        return self.post_ms(ms, who, content, **kw)

    # -- labelling
    def H(self, m, etype, facts, phrasing):
        self.hard.append((m, etype, facts, phrasing))
        return m

    def N(self, m):
        self.noise.append(m)
        return m

    def X(self, m):
        self.near.append(m)
        return m

    def I(self, m, idiom, expected):
        self.idioms.append((m, idiom, expected))
        return m

    # -- structural ops
    def edit(self, m, after_s, content, superseded=None):
        ms = m.ms + int(after_s * 1000)
        self.ops.append((ms, "edit", (m, content)))
        m.final = content
        for s in superseded or []:
            self.superseded.append((m, s))

    def delete(self, m, after_s, snippet):
        self.ops.append((m.ms + int(after_s * 1000), "delete", m))
        m.removed = "deleted"
        self.removed_texts.append(snippet)

    def bulk_delete(self, ms_list, after_s, snippets):
        last = max(x.ms for x in ms_list)
        self.ops.append((last + int(after_s * 1000), "bulk_delete", ms_list))
        for x in ms_list:
            x.removed = "deleted"
        self.removed_texts.extend(snippets)

    def forget(self, m, after_s, by, snippet):
        self.ops.append((m.ms + int(after_s * 1000), "forget", (m, by)))
        m.removed = "forgotten"
        self.removed_texts.append(snippet)

    def pin(self, m, after_s, by="lead"):
        self.ops.append((m.ms + int(after_s * 1000), "pin", (m, by)))

    def react(self, m, after_s, emoji, by):
        self.ops.append((m.ms + int(after_s * 1000), "reaction_add", (m, emoji, by)))

    def unreact(self, m, after_s, emoji, by):
        self.ops.append((m.ms + int(after_s * 1000), "reaction_remove", (m, emoji, by)))


class Cursor:
    def __init__(self, D: Day, t_min: float):
        self.D = D
        self.ms = D.t0 + int(t_min * 60_000) + D.rng.randint(0, 30_000)

    def post(self, after_s, who, content="", **kw) -> Msg:
        self.ms += int(after_s * 1000) + self.D.rng.randint(50, max(60, int(after_s * 250)))
        return self.D.post_ms(self.ms, who, content, **kw)


# --------------------------------------------------------------------------- prices

def _r(x, tick):
    return round(round(x / tick) * tick, 4)


def _f(x, nd=0, comma=False):
    if nd == 0:
        s = f"{int(round(x)):,}" if comma else str(int(round(x)))
        return s
    s = f"{x:,.{nd}f}" if comma else f"{x:.{nd}f}"
    return s


def _prices(rng):
    P = {}
    P["rb"] = int(_r(3305 * (1 + rng.uniform(-0.018, 0.018)), 1))
    P["rb10"] = P["rb"] + rng.choice([14, 16, 17, 19, 21, 23])
    P["spr"] = P["rb"] - P["rb10"]
    P["i"] = _r(786 * (1 + rng.uniform(-0.02, 0.02)), 0.5)
    P["hc"] = int(_r(3452 * (1 + rng.uniform(-0.015, 0.015)), 1))
    P["cu"] = int(_r(75200 * (1 + rng.uniform(-0.012, 0.012)), 10))
    P["al"] = int(_r(20110 * (1 + rng.uniform(-0.012, 0.012)), 5))
    P["p"] = int(_r(9050 * (1 + rng.uniform(-0.02, 0.02)), 2))
    P["TA"] = int(_r(4962 * (1 + rng.uniform(-0.015, 0.015)), 2))
    P["sc"] = _r(565 * (1 + rng.uniform(-0.025, 0.025)), 0.1)
    P["au"] = _r(641.3 * (1 + rng.uniform(-0.01, 0.01)), 0.02)
    P["SR"] = int(_r(5890 * (1 + rng.uniform(-0.01, 0.01)), 1))
    P["m"] = int(_r(2790 * (1 + rng.uniform(-0.015, 0.015)), 1))
    P["lme"] = int(_r(9085 * (1 + rng.uniform(-0.012, 0.012)), 0.5))
    P["fe"] = _r(101.35 * (1 + rng.uniform(-0.02, 0.02)), 0.05)
    P["SA"] = int(_r(1582 * (1 + rng.uniform(-0.03, 0.03)), 1))
    P["jm"] = _r(1118 * (1 + rng.uniform(-0.03, 0.03)), 0.5)
    P["ratio"] = P["i"] / P["rb"]
    return P


def _fi(x):  # iron ore / coking coal style: 786.5 or 786
    return (f"{x:.1f}").rstrip("0").rstrip(".")


# --------------------------------------------------------------------------- text pools

CHATTER = [
    ("junior", "日照港 PB 粉报价上调 5 块，贸易商挺价情绪有点起来了"),
    ("liu", "今天豆棕价差又收了 40，油脂整体偏弱"),
    ("kevin", "Shanghai premium for copper down to $45, bonded stocks building"),
    ("zhao", "统计局数据延迟了吗？官网还没挂出来"),
    ("junior", "卷螺差继续走扩，冷轧订单据说不错"),
    ("liu", "甲醇港口库存又累了，MTO 装置开工下来了"),
    ("kevin", "Dalian volumes light today, SGX open interest up 3k lots"),
    ("zhao", "焦炭第七轮提降今天落地了，成本端又松了一截"),
    ("junior", "有人知道今年春节交易所放几天吗？"),
    ("liu", "1 月 27 号到 2 月 4 号休市，1 月 24 号晚上没有夜盘"),
    ("junior", "谢谢倩姐"),
    ("zhao", "12 月地产销售面积降幅收窄，但新开工还是很差"),
    ("kevin", "LME on-warrant stocks unchanged, cancellations in Port Klang"),
    ("liu", "PX 今天又跌了 10 美金，TA 成本支撑在下移"),
    ("junior", "螺纹午后那波拉升是因为唐山限产的传闻，现在又有人辟谣"),
    ("zhao", "传闻先别当真，等正式文件"),
    ("kevin", "Brent up on Red Sea headlines, sc following in the night session"),
    ("liu", "棕榈油产地降雨偏多，减产季可能会拉长"),
    ("junior", "铁矿夜盘成交量比日盘还大，外资在动"),
    ("zhao", "美国初请数据今晚 21:30 出"),
    ("zhao", "刚和一个钢厂销售聊了下，他们 2 月份的接单情况比去年同期差一点，但库存压力不大，出厂价会维持稳定，节后再看"),
    ("liu", "今天 PTA 盘面的卖盘主要是期现商在套保，现货基差走弱了 10 个点左右，聚酯工厂备货基本结束"),
    ("kevin", "Heads up: LME is closed on Monday for a UK holiday? No — that's May. Ignore, normal hours next week"),
    ("junior", "刚看了下交易所的仓单日报，螺纹仓单又增加了 {n6} 吨，上期所沪铜仓单 {cu_wr} 吨，变化不大"),
    ("zhao", "国家统计局明天上午 10 点发布 12 月经济数据，粗钢产量、地产投资都在里面，大家留意一下盘面波动"),
    ("liu", "下午交易所系统有个测试通知，周六 9:00-17:00 全市场测试，我们要不要参加，我问一下 IT"),
    ("junior", "唐山钢坯 {billet} 持平，现货成交一般"),
    ("liu", "PTA 加工费压到 {pta_spread} 了，装置检修可能会多一点"),
    ("junior", "上海螺纹现货 {rb_spot}，基差 {rb_basis}"),
    ("zhao", "45港铁矿库存这周大概率继续累，今晚钢联数据出来再看"),
    ("kevin", "LME cancelled warrants up again, Asian buying in the morning session"),
    ("liu", "棕榈油盘面有点弱，豆棕价差在修复"),
    ("junior", "谁点外卖？我点了楼下的黄焖鸡"),
    ("lead", "下午两点开个短会，10分钟"),
    ("kevin", "LME 3M copper drifting, nothing much in the book"),
    ("junior", "交易所行情刚才卡了两秒，CTP 那边有人看到吗"),
    ("liu", "夜盘我值班，LME 那边 Kevin 在"),
    ("kevin", "sure, I'll be on till 01:00"),
    ("zhao", "钢联周度数据：五大材总库存 {five_inv} 万吨，环比 +{five_chg}"),
    ("junior", "热卷今天比螺纹强，卷螺差到 {hc_rb} 了"),
    ("liu", "sc 跟着布伦特走，今天没什么独立行情"),
    ("zhao", "MPOB 报告下周出，市场预期库存继续下降"),
    ("kevin", "SGX FE curve slight backwardation, Feb/Mar +0.35"),
    ("junior", "早"),
    ("liu", "早，今天夜盘有 EIA 库存"),
    ("lead", "大家注意一下春节前的保证金调整，交易所通知陆续会出"),
    ("zhao", "黑色这边基本面没太大变化，主要看宏观和政策预期"),
    ("junior", "铁矿盘面贴水收窄了，PB粉港口价 {pb_fines}"),
    ("kevin", "USD/CNH 7.33 handle, watch the LME hedge ratio"),
    ("liu", "今天仓单又增加了一些，上期所铜仓单 {cu_wr} 吨"),
    ("junior", "报单延迟好像正常了"),
    ("zhao", "宏观：12月社融数据超预期，但市场反应一般"),
    ("lead", "今天收盘后我晚点到，有事电话"),
    ("kevin", "FYI the LME stocks report is out at 09:00 London"),
    ("junior", "钢厂检修又多了两家，唐山那边限产消息还没落地"),
    ("zhao", "央行这周 MLF 等量续作，没有降息"),
    ("liu", "化工整体偏弱，乙二醇也在累库"),
    ("junior", "刚刚螺纹 1 分钟放量 3 万手，不知道谁在砸"),
    ("kevin", "copper spread cash/3M at -{cash3m}, contango widening a bit"),
    ("lead", "今天整体仓位不要太重，下周就放假了"),
    ("zhao", "沙钢 1 月中旬出厂价平盘，符合预期"),
]

ACKS = ["收到", "好的", "👌", "ok", "收到，谢谢", "明白", "thx", "好", "嗯嗯", "👍", "了解", "noted"]

NEWS_HELD = [
    # (headline, detail, facts, held instrument)
    ("淡水河谷：2024年四季度铁矿石产量 {vale_q} 万吨，同比{vale_dir} {vale_pct}%",
     "淡水河谷(Vale)公布四季度生产报告，铁矿石产量 {vale_q} 万吨，球团产量 {pel} 万吨；2025 年铁矿石产量指引 3.25-3.35 亿吨，维持不变。公司称一季度受雨季影响发运将季节性回落。",
     ["淡水河谷", "铁矿石"], "i2505"),
    ("中钢协：1月上旬重点钢企粗钢日产 {cs_daily} 万吨，钢材库存 {cs_inv} 万吨，螺纹钢表观消费回落",
     "中钢协数据显示，2025 年 1 月上旬重点统计钢铁企业共生产粗钢 {cs_total} 万吨，平均日产 {cs_daily} 万吨，环比下降 {cs_chg}%；重点钢企钢材库存量 {cs_inv} 万吨，比上一旬增加 {cs_inv_chg} 万吨。",
     ["中钢协", "螺纹钢"], "rb2505"),
    ("MPOB 前瞻：马来西亚 1 月 1-15 日棕榈油出口环比下降 {mpob_pct}%",
     "船运调查机构 ITS 数据显示，马来西亚 1 月 1-15 日棕榈油产品出口量为 {mpob_q} 吨，较上月同期下降 {mpob_pct}%。AmSpec 口径降幅略小。市场关注印尼 B40 生物柴油政策执行进度。",
     ["棕榈油", "马来西亚"], "p2505"),
    ("Codelco 12月铜产量同比下降 {codelco}%，智利铜产量全年低于预期",
     "智利国家铜业公司(Codelco)12 月铜产量 {codelco_q} 万吨，同比下降 {codelco}%；智利国家统计局数据显示全年铜产量低于年初预期。LME 铜亚洲时段小幅走高。",
     ["Codelco", "铜产量"], "cu2503"),
    ("逸盛石化宁波 PTA 装置计划春节前检修，涉及产能 {ys_cap} 万吨/年",
     "据市场消息，逸盛石化宁波一套 PTA 装置计划于 1 月下旬停车检修，预计持续两周；PTA 社会库存仍处高位，加工费维持低位。",
     ["逸盛石化", "PTA"], "TA505"),
    ("中东局势升温，布伦特原油日内涨超 {brent_pct}%，上海原油期货 sc 夜盘跟涨",
     "受红海航运风险及美国对俄制裁扩大影响，布伦特原油日内涨超 {brent_pct}%，WTI 同步走强；INE 原油期货主力合约夜盘跟涨，成交放量。",
     ["布伦特原油", "原油期货"], "sc2503"),
    ("央行连续第 {pboc_m} 个月增持黄金，12月末黄金储备 7329 万盎司",
     "中国人民银行公布数据显示，12 月末黄金储备为 7329 万盎司，环比增加 {pboc_oz} 万盎司，为连续第 {pboc_m} 个月增持。上海金价小幅走高。",
     ["央行", "黄金储备"], "au2506"),
    ("Vale cuts Q1 iron ore shipment guidance on heavy rains in Pará",
     "Vale SA said first-quarter iron ore shipments would be lower than usual due to heavy rains in the Northern System; SGX iron ore futures rose in Asian trade.",
     ["Vale", "iron ore"], "FE"),
]

NEWS_WATCH = [
    ("蒙古国甘其毛都口岸焦煤日均通关 {gq_trucks} 车，环比回升", ["甘其毛都", "焦煤"]),
    ("远兴能源阿拉善纯碱二期项目首条生产线投料试车", ["远兴能源", "纯碱"]),
    ("印尼能矿部：2025 年镍矿 RKAB 配额审批进度低于预期", ["RKAB", "镍矿"]),
    ("USDA 1月供需报告下调美国棉花产量至 {usda_cf} 万包", ["USDA", "棉花"]),
    ("阿根廷豆油出口税率或将下调，国内豆油库存连续三周下降", ["豆油", "阿根廷"]),
]

NEWS_OTHER = [
    "牧原股份：12月销售商品猪 {pigs} 万头，销售均价 15.8 元/公斤",
    "冷库苹果库存 {apple} 万吨，去库速度慢于往年同期",
    "赣锋锂业：阿根廷锂盐湖项目首批碳酸锂产品下线",
    "宁德时代发布新一代钠离子电池，预计年内量产",
    "证监会：进一步推动中长期资金入市，优化险资权益投资比例",
    "国债期货全线收涨，30 年期主力合约涨 0.41%",
    "比亚迪 12 月新能源汽车销量 51.5 万辆，同比增长 37%",
    "旗滨集团：浮法玻璃产线冷修计划调整，FG 主力合约小幅走强",
    "泰国东北部降雨偏多，天然橡胶割胶进度推迟",
    "鸡蛋现货价格连续回落，主产区均价跌破 3.5 元/斤",
    "美国 12 月 CPI 同比 2.9%，核心通胀略低于预期",
    "A 股三大指数午后翻红，券商板块领涨",
    "工业硅：新疆部分硅厂计划春节期间停炉，西南地区开工率降至年内低点",
    "中国 12 月原煤产量 4.3 亿吨，动力煤港口库存维持高位",
    "欧盟拟对部分中国钢铁产品延长保障措施，涉及冷轧与镀锌板",
]

THREAD_TALK = [
    ("junior", "唐山几家钢厂说节后 2 月 10 号前后陆续复产，比去年早一周左右，但复产节奏要看利润"),
    ("liu", "上海几个贸易商的说法是今年冬储基本没做，节后要是现货涨得快会被动补库，涨得慢就继续观望"),
    ("zhao", "我这边调研的华东建筑工地，节后开工预计在正月十五以后，比去年晚；资金到位率只有六成左右"),
    ("kevin", "From the Singapore side, clients are asking about Chinese steel export volumes — December exports were still above 9 mt"),
    ("junior", "出口这块确实是支撑，但欧盟、越南的反倾销越来越多，今年出口能不能维持 1 亿吨不好说"),
    ("lead", "大家调研的信息整理一下，下周一的周会上过一遍"),
    ("zhao", "地产数据：12 月新开工面积同比 -{hc_rb}%（口径见研报），这块对螺纹的拖累还会持续"),
    ("liu", "基建看专项债，今年额度预计 4.5 万亿，一季度前置多少是关键"),
    ("junior", "制造业用钢还行，热卷下游的汽车、家电订单都不错，卷螺差走扩也说明这个问题"),
    ("zhao", "从历史看节后第三周是表需恢复的分水岭，2021 和 2023 年恢复快，2022 和 2024 年都偏慢"),
    ("kevin", "Will share the SGX open interest breakdown tomorrow, foreign funds were net short going into the holiday last year"),
    ("liu", "还有一点，电炉在节前基本都停了，节后复产会比高炉快，对废钢和螺纹都是边际影响"),
    ("junior", "收到，我周末把唐山、邯郸那边的电话调研整理成表"),
]

NEWS_TAILS = [
    "（快讯终端综合整理。业内人士指出，该消息对相关产业链的影响仍需观察：一方面短期情绪可能出现波动，另一方面基本面变化需要时间传导。春节临近，市场交投趋于清淡，部分资金选择离场观望，价格波动更多受资金面和消息面驱动。后续需关注相关部门的政策表态以及节后需求恢复的节奏。）",
    "（据公开资料整理。多位分析师表示，从历史经验看，类似事件对期货盘面的影响通常集中在消息公布后的一到两个交易日内，随后价格会回归基本面定价；但如果叠加宏观政策变化，影响可能延续更长时间。投资者应注意控制仓位，防范节前流动性下降带来的波动风险。）",
    "（Source: wire services and company filings. Market participants said the news was largely expected and that positioning ahead of the Lunar New Year holiday would dominate price action in the near term. Analysts will be watching for follow-up data after the holiday to judge whether the trend is sustained.）",
    "（快讯终端综合整理，详细内容以公司公告为准。相关板块午后表现分化，资金面整体平稳，市场情绪偏谨慎。）",
    "（据公开资料整理。分析人士认为短期影响有限，后续仍需关注政策落地节奏及下游需求恢复情况。）",
    "（本条为滚动快讯，将持续更新。业内人士表示，春节前市场交投趋于清淡，价格波动以资金面为主导。）",
    "（Source: wire services. Analysts said the impact on commodity markets should be limited in the near term.）",
]

WX_FLOWS = [
    "【转发｜华东期货交流群】听说某产业客户 rb2505 今天空单加了 {n1} 手，{rbx} 附近挂的",
    "【转发｜豆粕群】中粮那边 m2509 早盘买了 {n2} 手 {mx} 附近，基差点价带的",
    "【转发｜有色群】某外资 cu2503 多单在 {cux} 一带减了 {n3} 手，LME 同步平",
    "【转发｜能化群】有人在 TA505 上 {tax} 挂了 {n4} 手买单，疑似工厂套保",
    "【转发｜黑色群】永安席位 i2505 净多增 {n5} 手，大商所盘后持仓排名",
    "【转发｜期权群】某私募 au2506 买入看涨 {n6} 手，行权价 660",
]


def _fill_tokens(rng, P):
    return dict(
        billet=rng.choice([3060, 3070, 3080, 3090, 3100]),
        pta_spread=rng.choice([260, 275, 290, 305]),
        rb_spot=P["rb"] + rng.choice([60, 70, 80, 90]),
        rb_basis=rng.choice([62, 71, 83, 95]),
        five_inv=rng.choice([1088, 1102, 1120, 1135]),
        five_chg=rng.choice([12.4, 18.7, 23.1, 9.6]),
        hc_rb=rng.choice([136, 142, 149, 155]),
        pb_fines=rng.choice([796, 802, 808, 815]),
        cu_wr=rng.choice([13402, 15877, 17210, 19650]),
        cash3m=rng.choice([78, 85, 92, 104]),
        vale_q=rng.choice([8190, 8520, 8731]), vale_dir=rng.choice(["增长", "下降"]),
        vale_pct=rng.choice([1.2, 2.6, 3.4]), pel=rng.choice([911, 946, 1020]),
        cs_daily=rng.choice([203.4, 206.9, 211.2]), cs_inv=rng.choice([1402, 1421, 1463]),
        cs_total=rng.choice([2034, 2069, 2112]), cs_chg=rng.choice([1.1, 2.3, 3.7]),
        cs_inv_chg=rng.choice([86, 112, 134]),
        mpob_pct=rng.choice([8.7, 12.3, 15.9]), mpob_q=rng.choice([512380, 548210, 601775]),
        codelco=rng.choice([2.1, 4.6, 6.3]), codelco_q=rng.choice([12.1, 13.4, 14.0]),
        ys_cap=rng.choice([200, 360, 390]), brent_pct=rng.choice([2, 3]),
        pboc_m=rng.choice([2, 3]), pboc_oz=rng.choice([9, 16]),
        gq_trucks=rng.choice([986, 1042, 1135]), usda_cf=rng.choice([1426, 1431, 1442]),
        pigs=rng.choice([639.8, 657.2, 672.5]), apple=rng.choice([623, 648, 671]),
        n1=rng.choice([3000, 5000, 8000]), n2=rng.choice([2000, 3000, 6000]),
        n3=rng.choice([800, 1200, 1500]), n4=rng.choice([1500, 2000, 4000]),
        n5=rng.choice([4200, 6100, 7300]), n6=rng.choice([300, 500, 800]),
        rbx=P["rb"] + 6, mx=P["m"] - 10, cux=P["cu"] + 120, tax=P["TA"] - 40,
    )


# --------------------------------------------------------------------------- day content

def _build_day(rng: random.Random, cidx: int, didx: int, t0_ms: int) -> Day:
    D = Day(rng, cidx, didx, t0_ms)
    P = _prices(rng)
    T = _fill_tokens(rng, P)
    acct = f"自营0{3 + cidx}"
    ref0 = rng.randint(110, 480) + didx * 97
    refs = iter(f"{ref0 + k:06d}" for k in range(200))
    date_cst = datetime.fromtimestamp(t0_ms / 1000, CST)
    md = f"{date_cst.month}/{date_cst.day}"
    ymd = date_cst.strftime("%Y-%m-%d")
    nxt = date_cst + timedelta(days=1)
    next_md = f"{nxt.month}月{nxt.day}日"

    def hhmm(ms):
        return datetime.fromtimestamp(ms / 1000, CST).strftime("%H:%M:%S")

    def ack(t_or_cur, ref, who=None, after=20):
        who = who or rng.choice(["junior", "liu", "kevin", "lead", "zhao"])
        if isinstance(t_or_cur, Cursor):
            m = t_or_cur.post(after, who, rng.choice(ACKS), ref=ref)
        else:
            m = D.at(t_or_cur, who, rng.choice(ACKS), ref=ref)
        return D.N(m)

    rb, rb10, spr = P["rb"], P["rb10"], P["spr"]
    ratio_s = f"{P['ratio']:.4f}"

    # ------------------------------------------------------------------ noise spine
    fronts = ["tcp://10.21.8.14:41205", "tcp://10.21.8.15:41205", "tcp://10.21.9.3:41213"]
    for h in range(16):
        m = D.at(h * 90 + rng.uniform(0.0, 1.5), "ctp",
                 f"[CTP] 心跳 ok | front={rng.choice(fronts)} | rtt={rng.randint(2, 9)}ms | "
                 f"td=connected md=connected | 订阅合约 {rng.randint(46, 52)} | seq={h * 5400 + rng.randint(0, 99)} | "
                 f"queue: order=0 trade=0 md={rng.randint(0, 40)} | mem={rng.randint(410, 520)}MB cpu={rng.uniform(1, 9):.1f}% | "
                 f"flow=/var/ctp/flow/{acct}/ ok | 版本 v6.7.2_20240524")
        D.N(m)
    sessions = [
        (60.4, "【交易时段】SHFE 有色金属夜盘收盘（cu/al/zn/ni 01:00）"),
        (150.3, "【交易时段】SHFE 贵金属 / INE 原油夜盘收盘（au/ag/sc 02:30）"),
        (535.0, "【交易时段】日盘集合竞价开始 08:55"),
        (540.1, "【交易时段】日盘开盘 09:00 ｜ SHFE / DCE / ZCE / INE"),
        (615.2, "【交易时段】10:15-10:30 小节休息（中金所除外）"),
        (690.2, "【交易时段】上午收盘 11:30"),
        (810.1, "【交易时段】下午开盘 13:30"),
        (900.2, "【交易时段】日盘收盘 15:00，等待结算"),
        (1255.0, "【交易时段】夜盘集合竞价 20:55"),
        (1260.1, "【交易时段】夜盘开盘 21:00 ｜ 黑色/能化/农产品/有色/贵金属/原油"),
        (1380.2, "【交易时段】DCE / ZCE / SHFE 黑色夜盘收盘 23:00"),
    ]
    for t, s in sessions:
        D.N(D.at(t, "ctp", s))

    def pnl_text(label, k):
        d = rng.uniform(-1, 1)
        rows = [
            ("rb2505", "多", 20 + (20 if k > 1 else 0), rb, rb + int(d * 14)),
            ("rb2510", "空", 30 if k > 2 else 0, rb10, rb10 + int(d * 11)),
            ("i2505", "多", 120, P["i"] - 6, P["i"] + d * 4),
            ("cu2503", "多", 25, P["cu"] - 380, P["cu"] + int(d * 180)),
            ("p2505", "多", 30, P["p"] - 64, P["p"] + int(d * 40)),
            ("TA505", "空", 30 + (15 if k > 1 else 0), P["TA"] + 30, P["TA"] + int(d * 20)),
            ("sc2503", "多", 10, P["sc"] - 8.4, P["sc"] + d * 3),
            ("au2506", "多", 6, P["au"] - 5.2, P["au"] + d * 1.5),
        ]
        lines = [f"【PnL 快照 {label}】账户 {acct}（元，估算）",
                 "合约      方向  持仓   均价        最新        浮动盈亏"]
        tot = 0
        mult = {"rb2505": 10, "rb2510": 10, "i2505": 100, "cu2503": 5, "p2505": 10,
                "TA505": 5, "sc2503": 1000, "au2506": 1000}
        for c, sd, q, avg, last in rows:
            if q == 0:
                continue
            pnl = (last - avg) * q * mult[c] * (1 if sd == "多" else -1)
            tot += pnl
            lines.append(f"{c:<9} {sd:<3} {q:>4}   {avg:>10.2f}  {last:>10.2f}  {pnl:>+12,.0f}")
        lines.append(f"外盘对冲  LME 3M Cu 空 5 lots ｜ SGX FE 空 {20 if k > 2 else 0}k t")
        lines.append("保证金分布  " + " ｜ ".join(
            f"{c} {rng.uniform(0.4, 3.2):.2f}百万" for c, _, q, _, _ in rows if q))
        lines.append(f"Greeks/敞口  黑色净多 {rng.uniform(8, 14):.1f}百万 ｜ 有色净多(对冲后) {rng.uniform(0.4, 1.6):.1f}百万 ｜ "
                     f"能化净空 {rng.uniform(1.5, 3.5):.1f}百万 ｜ 农产品净多 {rng.uniform(1.8, 3.1):.1f}百万")
        lines.append("品种贡献  " + " ｜ ".join(f"{c} {rng.uniform(-3e4, 5e4):+,.0f}" for c, _, q, _, _ in rows if q))
        lines.append(f"手续费 {rng.uniform(300, 2600):,.0f} ｜ 外盘对冲盈亏(折人民币) {rng.uniform(-4e4, 4e4):+,.0f} ｜ "
                     f"汇率 USD/CNY 7.33 ｜ 数据延迟 {rng.randint(1, 4)}s ｜ 估值口径：最新价，非结算价")
        lines.append(f"当日盈亏 {tot * 0.31:+,.0f} ｜ 持仓盈亏 {tot:+,.0f} ｜ 权益 {18_532_110 + tot:,.0f} ｜ "
                     f"保证金占用 {rng.uniform(55, 74):.1f}%")
        return "\n".join(lines)

    for t, lab, k in [(152.0, "夜盘收", 0), (600.5, "10:00", 1), (691.0, "午间", 1),
                      (901.5, "日盘收", 2), (1140.0, "19:00", 3), (1381.0, "夜盘收", 3)]:
        D.N(D.at(t, "pnl", pnl_text(lab, k)))

    risk_hb = [525.0, 692.0, 905.0, 1250.0, 1385.0]
    for t in risk_hb:
        m = D.at(t, "riskbot",
                 f"【风控】例行检查完成 ｜ 账户 {acct} ｜ 0 项超限 ｜ 保证金占用 {rng.uniform(55, 70):.1f}% ｜ "
                 f"单品种最大持仓占比 {rng.uniform(40, 78):.0f}% ｜ 风险度 {rng.uniform(48, 66):.1f}% ｜ 状态 正常")
        D.N(m)
        if t == 525.0:
            D.I(m, "risk-bot routine check '0 项超限' (heartbeat, not a limit event)", "not_hard")

    crons = [
        (180.5, f"[cron] settle_fetch 完成：{ymd} 结算单已下载（{acct}，3 个文件，212 KB），"
                f"已写入 s3://desk-ccf/settle/{ymd}/ ；耗时 14.2s"),
        (250.0, "[cron] log_rotate ctp-gw / md-recorder / risk-engine：归档 1.8 GB → 214 MB，清理 7 天前日志 22 个文件"),
        (360.3, "[cron] route_summary 00:00-06:00：0 routed, 0 pending, 0 dropped（夜间无人值守，全部自动归档）"),
        (510.0, "[cron] md_subscribe_check：应订阅 51 ｜ 已订阅 51 ｜ 缺失 0 ｜ 交易日历 OK ｜ 今日夜盘 正常"),
        (970.0, f"[cron] settle_price_load：SHFE/DCE/ZCE/INE 结算价入库 1,284 条，"
                f"与 Wind 校验差异 0 条；{acct} 盯市完成"),
        (1230.0, "[cron] pre_night_check：前置地址 3/3 可达 ｜ 交易账户登录 OK ｜ 结算单确认 OK ｜ 报单引用号已重置"),
    ]
    for t, s in crons:
        D.N(D.at(t, "cron", s))

    deploys = [
        (320.0, f"[CI] pipeline #{4810 + didx * 7 + cidx} ctp-gw@main passed ✅ (unit 412, integration 37, 6m12s)"),
        (325.5, f"[deploy] ctp-gw v2.14.{3 + didx} → prod-sh-01 ok ｜ 滚动重启 2/2 ｜ 健康检查通过"),
        (1180.0, f"[CI] pipeline #{4811 + didx * 7 + cidx} risk-engine@feature/limit-cache failed ❌ "
                 f"test_margin_ratio_refresh (AssertionError: 0.13 != 0.12)"),
    ]
    for t, s in deploys:
        D.N(D.at(t, "deploy", s))

    alert_pool = [
        ("rb2505", f"突破 {rb + 18}，5分钟涨幅 0.6%"),
        ("i2505", f"跌破 {_fi(P['i'] - 8)}，成交量放大 2.3 倍"),
        ("cu2503", f"触及 {P['cu'] + 300}，日内新高"),
        ("p2505", f"5分钟跌幅 1.1%，报 {P['p'] - 96}"),
        ("sc2503", f"涨幅扩大至 2.4%，报 {P['sc'] + 12:.1f}"),
        ("au2506", f"报 {P['au'] + 2.1:.2f}，创合约新高"),
        ("TA505", f"持仓量 1 小时减少 3.2 万手，报 {P['TA'] - 22}"),
        ("jm2505", f"跌破 {_fi(P['jm'] - 15)}，近 20 日新低"),
        ("SA505", f"涨幅 2.1%，报 {P['SA'] + 31}"),
        ("hc2505", f"突破 {P['hc'] + 20}，卷螺差 {P['hc'] + 20 - rb - 18}"),
    ]
    alert_times = sorted(rng.sample([548, 566, 583, 628, 655, 672, 822, 846, 871, 1268, 1293, 1317, 1344, 1366], 9))
    for t, (c, s) in zip(alert_times, rng.sample(alert_pool, 9)):
        D.N(D.at(t, "alert", f"⚠️ 价格预警 {c} {s}"))

    # reconnects
    for t in [1261.5, rng.choice([97.0, 433.0, 1015.0])]:
        c = D.cur(t)
        D.N(c.post(0, "ctp", f"[CTP] 前置断开 OnFrontDisconnected reason=0x1001 网络读失败 ｜ "
                              f"front={rng.choice(fronts)} ｜ 正在重连(1/5)…"))
        D.N(c.post(rng.randint(6, 40), "ctp", "[CTP] 断线重连成功 ｜ 已重新登录 ｜ 结算单确认 OK ｜ "
                                                 f"补查委托 {rng.randint(0, 4)} 笔 / 成交 {rng.randint(0, 6)} 笔，无差异"))

    # stack traces
    traces = [
        (1150.0, "ctp", "[ctp-gw] ERROR {ts} md_spi.py:214 OnRtnDepthMarketData 处理异常\n"
                        "Traceback (most recent call last):\n"
                        "  File \"/opt/ctp-gw/gw/md_spi.py\", line 214, in OnRtnDepthMarketData\n"
                        "    tick = self._normalize(pDepthMarketData)\n"
                        "  File \"/opt/ctp-gw/gw/md_spi.py\", line 171, in _normalize\n"
                        "    bid = round(float(d.BidPrice1), self._digits[d.InstrumentID])\n"
                        "KeyError: 'SR505C6000'\n"
                        "During handling of the above exception, another exception occurred:\n"
                        "Traceback (most recent call last):\n"
                        "  File \"/opt/ctp-gw/gw/spi_base.py\", line 58, in _guard\n"
                        "    return fn(*a, **kw)\n"
                        "  File \"/opt/ctp-gw/gw/md_spi.py\", line 219, in OnRtnDepthMarketData\n"
                        "    self.log.exception('normalize failed %s', pDepthMarketData.InstrumentID)\n"
                        "  File \"/usr/lib/python3.11/logging/__init__.py\", line 1524, in exception\n"
                        "    self.error(msg, *args, exc_info=exc_info, **kwargs)\n"
                        "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xb3 in position 0: invalid start byte\n"
                        "(已跳过该 tick；期权合约未在 digits 表中，GBK 字段未转码)"),
        (rng.choice([433.5, 1020.0]), "riskbot",
         "[risk-engine] WARN {ts} margin_refresh.py:88 保证金参数刷新失败，沿用上一交易日参数\n"
         "Traceback (most recent call last):\n"
         "  File \"/srv/risk/engine/margin_refresh.py\", line 88, in refresh\n"
         "    rates = self.client.query_instrument_margin_rate(inst)\n"
         "  File \"/srv/risk/engine/ctp_client.py\", line 142, in query_instrument_margin_rate\n"
         "    raise CtpQueryError(rsp.ErrorID, rsp.ErrorMsg)\n"
         "engine.errors.CtpQueryError: (90, 'CTP:查询未就绪，请稍后重试')\n"
         "retry 1/3 in 30s …"),
    ]
    for t, who, s in traces:
        m = D.at(t, who, "")
        m.content = m.final = s.format(ts=datetime.fromtimestamp(m.ms / 1000, CST).strftime("%Y-%m-%d %H:%M:%S,%f")[:-3])
        D.N(m)

    # daily risk report (noise, long)
    rr_lines = [f"【风控日报 {ymd}】账户 {acct}",
                "指标                当前值        限额          状态",
                f"保证金占用率        {rng.uniform(58, 68):.1f}%         80%           正常",
                f"风险度              {rng.uniform(50, 62):.1f}%         100%          正常",
                "单品种持仓(rb)      40手          80手          正常",
                "单品种持仓(i)       120手         200手         正常",
                "单品种持仓(TA)      45手          60手          正常",
                "单品种持仓(sc)      10手          30手          正常",
                f"日内最大回撤        {rng.uniform(0.2, 0.9):.2f}%         2.00%         正常",
                "外盘对冲比例(Cu)    80%           60%-120%      正常",
                "外盘对冲比例(Fe)    --            60%-120%      未启用",
                "自成交/频繁撤单    0 / 3 次      5 / 400 次    正常",
                "说明：以上为盘后自动统计，不代表限额调整；限额调整以风控邮件及本频道风控通知为准。"]
    D.N(D.at(965.0, "riskbot", "\n".join(rr_lines)))

    # ------------------------------------------------------------------ morning: pinned book + 研报
    book = D.at(500.0, "lead",
                f"【今日持仓 & 关注 {md}】\n"
                f"持仓：rb2505 多 20手 ｜ i2505 多 120手（i2505/rb2505 比价多头）｜ cu2503 多 25手（LME 3M 空 5 lots 对冲）｜ "
                f"p2505 多 30手 ｜ TA505 空 30手 ｜ sc2503 多 10手 ｜ au2506 多 6手\n"
                f"关注：jm2505 焦煤、SA505 纯碱、ni2504 镍、y2505 豆油、CF505 棉花\n"
                f"今天重点：春节前保证金调整、MPOB 前瞻、钢联周度库存")
    D.pin(book, 45, "lead")
    D.react(book, 46, "📌", AUTHORS["lead"][0])

    rep = _research_report(D, P, T, md, rng)
    rpt = D.at(505.0, "zhao", rep["text"], att=[{"id": str(_sf(t0_ms + 505 * 60_000, 4, 9)),
                                                    "filename": f"黑色周报_{ymd}.pdf", "size": 1_843_221,
                                                    "url": f"https://cdn.discordapp.com/attachments/{_channel_id(cidx)}/ccf/heise_{ymd}.pdf"}])
    D.H(rpt, "thesis_update", rep["facts"], "buried")
    D.I(rpt, "decision sentence buried in a long 研报 (组内决议 paragraph)", "thesis_update")
    D.pin(rpt, 300, "lead")
    D.react(rpt, 301, "📌", AUTHORS["lead"][0])
    c = D.cur(512.0)
    # discussion thread on the report
    th_msgs = [
        ("junior", "赵博，比价这块你用的是现货口径还是盘面口径？"),
        ("zhao", "盘面，i2505/rb2505 收盘价，历史分位是近 250 个交易日"),
        ("lead", "看过了，辛苦，数据表发我一份"),
        ("junior", "如果比价回到 0.225 以下要不要考虑砍掉？"),
        ("zhao", "到那个位置再说，先看节后复产"),
    ]
    for k, (who, s) in enumerate(th_msgs):
        m = c.post(rng.randint(40, 200), who, s, thread=rpt)
        if k == 3:
            D.X(m)

    # ------------------------------------------------------------------ S1 rb2505 long (shorthand)
    c = D.cur(543.0)
    q1 = rng.choice([12, 8, 14])
    rb_ref = next(refs)
    stop0, stop1, stop2 = rb - 44, rb - 27, rb - 16
    prop = c.post(0, "junior", f"rb05 多20手 {rb} 止损{stop0}")
    D.H(prop, "trade_proposal", ["rb05", "多20手", str(rb), str(stop0)], "shorthand")
    D.I(prop, "junior's contract shorthand 'rb05 多20手 3312 止损3268'", "trade_proposal")
    appr = c.post(rng.randint(25, 70), "lead", "可以，20手先上", ref=prop)
    D.H(appr, "trade_approval", ["可以", "20手"], "reply")
    D.I(appr, "组长 two-word reply '可以' to a shorthand proposal", "trade_approval")
    o = c.post(rng.randint(8, 25), "ctp", f"[CTP] 报单 | ref={rb_ref} | sysid={rng.randint(100000, 999999)} | rb2505 | 买 | 开仓 | "
                                          f"20手 @ {rb} | 限价 GFD | 状态=已报(未成交)")
    D.H(o, "trade_confirmation", [rb_ref, "rb2505", "开仓", str(rb)], "structured")
    D.I(o, "CTP pipe line '报单 | ref=… | 状态=已报'", "trade_confirmation")
    f1 = c.post(rng.randint(3, 30), "ctp", f"[CTP] 成交回报 inst=rb2505 dir=买 offset=开仓 vol={q1} price={rb} "
                                           f"ref={rb_ref} tradeid={rng.randint(100000, 999999)} time=@@T@@")
    D.H(f1, "trade_fill", ["rb2505", "dir=买", f"vol={q1}", f"price={rb}", rb_ref], "structured")
    D.I(f1, "CTP key=value 成交回报 partial fill", "trade_fill")
    card = c.post(rng.randint(30, 90), "broker", "", embeds=[{
        "title": "成交通知", "author": "鑫盛期货 交易服务",
        "description": f"尊敬的客户，您的账户 {acct} 有新的成交：",
        "fields": [{"name": "合约", "value": "rb2505 螺纹钢", "inline": True},
                   {"name": "买卖", "value": "买入", "inline": True},
                   {"name": "开平", "value": "开仓", "inline": True},
                   {"name": "成交手数", "value": "20", "inline": True},
                   {"name": "成交均价", "value": f"{rb - (20 - q1) / 20:.2f}", "inline": True},
                   {"name": "成交时间", "value": f"{ymd} {hhmm(c.ms)}", "inline": True}],
        "footer": f"委托号 {rb_ref} · 上海期货交易所 SHFE · 本通知仅供参考，以结算单为准"}])
    D.H(card, "trade_fill", ["rb2505", "买入", "20", f"{rb - (20 - q1) / 20:.2f}"], "embed")
    D.I(card, "broker 成交通知 embed-only card with Chinese field names", "trade_fill")
    D.react(card, 40, "✅", AUTHORS["junior"][0])
    ack(c, card, "junior", 15)
    stop = c.post(rng.randint(60, 200), "junior", f"【止损】rb2505 多单 20手 止损 {stop0}，条件单已挂")
    D.H(stop, "stop_or_target_change", ["rb2505", "止损", str(stop2)], "tagged")
    D.I(stop, "【止损】 tagged stop moved twice by editing the same message", "stop_or_target_change")
    D.edit(stop, rng.randint(4200, 5400), f"【止损】rb2505 多单 20手 止损 {stop1}（上移），条件单已改", [str(stop0)])
    D.edit(stop, 12 * 3600 + rng.randint(0, 900),
           f"【止损】rb2505 多单 20手 止损 {stop2}（夜盘再上移，保本附近），条件单已改", [str(stop1)])
    D.react(stop, 120, "👀", AUTHORS["lead"][0])

    # deleted mistaken proposal
    c = D.cur(rng.choice([575.0, 585.0]))
    ibad = f"i05 多60手 {_fi(P['i'] + 4)}"
    bad = c.post(0, "junior", ibad)
    D.H(bad, "trade_proposal", ["i05", "多60手", _fi(P["i"] + 4)], "shorthand")
    D.delete(bad, rng.randint(35, 80), ibad)
    c.post(90, "junior", "刚才那条发错了，是模拟盘的，忽略")
    # paper trade
    pp = c.post(rng.randint(200, 600), "junior", f"【模拟盘】SR505 买开 10手 {P['SR']} 成交，练手用的，别算进去")
    D.X(pp)
    D.I(pp, "【模拟盘】 paper fill that reads like a real fill", "not_hard")

    # ------------------------------------------------------------------ risk events (morning)
    c = D.cur(rng.choice([596.0, 606.0]))
    n_rb = rng.choice([86, 88, 92])
    r1 = c.post(0, "riskbot", f"【风控】超限预警 ｜ 账户 {acct} ｜ rb 品种合计持仓 {n_rb}手 > 限额 80手 ｜ "
                              f"（含 rb2505 多 20手、rb2505 未成交挂单 {n_rb - 20}手）｜ 请于 10:45 前处理，超时将限制开仓")
    D.H(r1, "risk_limit", ["rb", f"{n_rb}手", "80手"], "tagged")
    ack(c, r1, "junior", 45)
    c.post(60, "junior", "看到了，挂单是重复的那笔，马上处理")
    i_ref = next(refs)
    r2 = c.post(rng.randint(200, 600), "riskbot",
                f"【风控拦截】报单 ref={i_ref} i2505 买开 60手 → 已调整为 40手（单笔上限 40手），其余 20手 拒绝")
    D.H(r2, "risk_limit", [i_ref, "i2505", "40手"], "tagged")
    D.I(r2, "risk engine resizing an order '→ 已调整为 40手'", "risk_limit")
    c.post(rng.randint(200, 900), "junior", "i 那个是我手滑多打了个 0，风控截得对，我的锅")

    # ------------------------------------------------------------------ p2505 proposal rejected
    c = D.cur(rng.choice([628.0, 640.0]))
    pq = rng.choice([10, 15])
    pprop = c.post(0, "liu", f"p2505 想再加 {pq}手 多，{P['p']} 附近挂，止损 {P['p'] - 90}，组长看一下？")
    D.H(pprop, "trade_proposal", ["p2505", f"{pq}手", "多", str(P["p"]), str(P["p"] - 90)], "untagged")
    rej = c.post(rng.randint(40, 240), "lead", "p05 先不做，等MPOB出来再说", ref=pprop)
    D.H(rej, "trade_approval", ["p05", "先不做"], "reply")
    D.I(rej, "组长 rejection '先不做' as a reply", "trade_approval")
    ack(c, rej, "liu", 30)

    # ------------------------------------------------------------------ sc2503 order + cancel, exchange limit-up
    c = D.cur(rng.choice([652.0, 662.0]))
    sc_ref = next(refs)
    sc_px = P["sc"] + 6.5
    s2 = c.post(0, "ctp", f"[CTP] 撤单回报 | ref={sc_ref} | sc2503 | 卖 | 平仓 | 5手 | 状态=已撤单 | "
                                               f"撤单时间 @@T@@")
    D.H(s2, "trade_confirmation", [sc_ref, "sc2503", "已撤单"], "structured")
    D.I(s2, "CTP 撤单回报 (order cancelled)", "trade_confirmation")
    c.post(25, "liu", "sc 往上走了，不急")
    stopnm = c.post(rng.randint(60, 300), "liu", f"sc 这个位置止损放 {P['sc'] - 9:.0f} 应该比较合理吧，大家觉得呢")
    D.X(stopnm)
    D.I(stopnm, "'止损放 X 应该比较合理' opinion, no decision", "not_hard")
    if rng.random() < 0.5:
        up = P["sc"] + rng.choice([16.2, 18.4, 21.0])
        ex = c.post(rng.randint(600, 1500), "exch",
                    f"【上期能源】原油期货 sc2503 合约于 @@M@@ 封涨停，涨停价 {up:.1f} 元/桶；"
                    f"若 {next_md} 继续同方向单边市，交易保证金比例及涨跌停板幅度将按规则相应调整。")
        D.H(ex, "held_position_news", ["sc2503", "涨停", f"{up:.1f}"], "untagged")
        D.I(ex, "exchange 涨停 notice on a held contract", "held_position_news")
        ack(c, ex, "liu", 40)

    # ------------------------------------------------------------------ TA505: thesis + untagged fill, edited
    c = D.cur(rng.choice([668.0, 676.0]))
    th = c.post(0, "liu", f"TA 观点更新：PX 累库 + 加工费修复失败，我这边从中性转空，TA505 下看 {P['TA'] - 140}，空单拿着")
    D.H(th, "thesis_update", ["TA", "转空", "TA505"], "untagged")
    D.I(th, "prose view change '从中性转空'", "thesis_update")
    c.post(rng.randint(60, 200), "lead", "👌 晚上 PX 数据出来再聊", ref=th)
    ta_fill_px = P["TA"] - 2
    ta_fill_bad = P["TA"] + 2
    tf = c.post(rng.randint(300, 900), "liu", f"TA505 空 15手 {ta_fill_bad} 成交了")
    D.H(tf, "trade_fill", ["TA505", "空", "15手", str(ta_fill_px)], "untagged")
    D.edit(tf, rng.randint(60, 240), f"TA505 空 15手 {ta_fill_px} 成交了（更正，刚看错了）", [str(ta_fill_bad)])
    D.I(tf, "untagged human fill line corrected by edit", "trade_fill")
    q = c.post(rng.randint(120, 400), "junior", f"要不要把 TA 的止损也一起挪到 {P['TA'] + 58}？")
    D.X(q)
    if rng.random() < 0.5:
        tstop = c.post(rng.randint(60, 200), "liu", f"TA505 空单止损统一设在 {P['TA'] + 70}，45手", ref=q)
        D.H(tstop, "stop_or_target_change", ["TA505", "止损", str(P["TA"] + 70)], "reply")
    else:
        c.post(rng.randint(60, 200), "liu", "先不动，晚上看 PX 再说", ref=q)

    # ------------------------------------------------------------------ al2503 rejected by CTP
    if rng.random() < 0.4:
        c = D.cur(rng.choice([682.0, 686.0]))
        al_ref = next(refs)
        rj = c.post(0, "ctp", f"[CTP] 报单被拒 ref={al_ref} inst=al2503 dir=买 offset=开仓 vol=10 price={P['al']} "
                              f"ErrorID=31 ErrorMsg=CTP:资金不足")
        D.H(rj, "trade_confirmation", [al_ref, "al2503", "报单被拒"], "structured")
        c.post(50, "kevin", "al 那笔被拒了，资金划转还没到，下午再看")

    # ------------------------------------------------------------------ other desks / history / hypothetical
    hist = D.at(rng.choice([700.0, 715.0]), "junior",
                f"上周 hc2505 空 30手 {P['hc'] + 28} 进的，{P['hc'] - 32} 平掉，赚了一波，这周没找到机会")
    D.X(hist)
    D.I(hist, "上周 history: a past fill told as a story", "not_hard")
    hyp = D.at(rng.choice([722.0, 735.0]), "junior", f"如果 m2509 明天跌到 {P['m'] - 40}，要不要开点多单试试？")
    D.X(hyp)
    D.I(hyp, "如果 hypothetical on a non-held contract", "not_hard")
    other = D.at(rng.choice([830.0, 838.0]), "sun",
                 f"串个门：我们股指组刚空了 IF2502 10手 {rng.choice([3856.2, 3871.4, 3890.0])}，你们黑色今天怎么看")
    D.X(other)
    D.I(other, "other desk's trade posted in this channel", "not_hard")
    D.N(D.at(rng.choice([845.0, 850.0]), "lead", "👍", ref=other))

    # ------------------------------------------------------------------ S2: rb05-rb10 spread in a thread
    c = D.cur(rng.choice([815.0, 825.0]))
    spr_stop = spr - 14
    spr_tgt = spr + 22
    sp = c.post(0, "liu",
                f"建议做 rb 跨期正套：买 rb2505 卖 rb2510 各 30手，价差 {spr} 附近进，止损 {spr_stop}，"
                f"目标 {spr_tgt}。逻辑是节后需求回来近月更强，开个子区讨论")
    D.H(sp, "trade_proposal", ["rb2505", "rb2510", "30手", str(spr), str(spr_stop)], "untagged")
    D.I(sp, "calendar spread proposal in prose (正套 买近卖远)", "trade_proposal")
    c.post(rng.randint(30, 60), "lead", "开子区吧", ref=sp)
    a3 = c.post(rng.randint(60, 200), "lead", f"批了，跨期按 {spr} 进，两腿一起下", thread=sp)
    D.H(a3, "trade_approval", ["批了", str(spr)], "untagged")
    sp_ref = next(refs)
    sp_ref2 = next(refs)
    sp_card = c.post(rng.randint(60, 300), "broker", "", thread=sp, embeds=[
        {"title": "成交通知", "author": "鑫盛期货 交易服务",
         "description": f"账户 {acct} · 跨期套利两腿成交",
         "fields": [{"name": "腿1", "value": f"rb2505 买入开仓 30手 @ {rb + 2}"},
                    {"name": "腿2", "value": f"rb2510 卖出开仓 30手 @ {rb10 + 2}"},
                    {"name": "价差", "value": str(spr)}],
         "footer": f"委托号 {sp_ref} / {sp_ref2} · SHFE"}])
    D.H(sp_card, "trade_fill", ["rb2505 买入开仓 30手", f"@ {rb + 2}", "rb2510 卖出开仓 30手", f"@ {rb10 + 2}"], "embed")
    D.react(sp_card, 30, "✅", AUTHORS["liu"][0])
    tg = c.post(rng.randint(60, 300), "liu", f"[止盈] rb05-10 价差止盈 {spr_tgt}，止损 {spr_stop} 不变", thread=sp)
    D.H(tg, "stop_or_target_change", ["rb05-10", "止盈", str(spr_tgt)], "tagged")
    c.post(rng.randint(60, 300), "junior", "这个价差去年同期最高到过 +15，回测过", thread=sp)
    bt = c.post(rng.randint(60, 300), "zhao",
                f"回测补充：2019-2024 每年 1 月中旬做 05-10 正套，持有到 3 月中，6 年里 4 年赚钱，平均 +19 点，"
                f"最差一年 -27（2022年）。示例：2024-01-16 买 rb2405 卖 rb2410 价差 -21 进，2024-03-14 +4 出。",
                thread=sp)
    D.X(bt)
    D.I(bt, "backtest narrative with 买/卖/进/出 and prices", "not_hard")
    ack(c, bt, "liu", 60).thread = sp

    # ------------------------------------------------------------------ S4: SGX iron ore hedge (English shorthand)
    c = D.cur(rng.choice([842.0, 852.0]))
    fe = P["fe"]
    sgx = c.post(0, "kevin", f"s 20k FEG5 @ {fe:.2f} vs i2505 longs, hedge ratio ~0.6")
    D.H(sgx, "trade_proposal", ["s 20k", "FEG5", f"{fe:.2f}"], "shorthand")
    D.I(sgx, "English shorthand 's 20k FEG5 @ 101.35' (k-suffixed tonnes)", "trade_proposal")
    ok = c.post(rng.randint(30, 120), "lead", "ok go, 20k", ref=sgx)
    D.H(ok, "trade_approval", ["ok go", "20k"], "reply")
    D.I(ok, "English 'ok go' approval reply from 组长", "trade_approval")
    rt = c.post(rng.randint(10, 40), "lead", "SGX 这笔交给 Kevin 执行，小陈别碰", ref=sgx)
    D.H(rt, "route_decision", ["SGX", "交给 Kevin"], "reply")
    D.I(rt, "routing a trade to a named person '交给 Kevin 执行'", "route_decision")
    ack(c, rt, "junior", 20)
    sg_ord = f"SG-{rng.randint(40000, 49999)}"
    ackc = None
    if rng.random() < 0.5:
        ackc = c.post(rng.randint(60, 200), "broker", "", embeds=[{
          "title": "Order acknowledgement", "author": "Xinsheng Futures (Singapore)",
          "description": "SGX Iron Ore CFR China (62% Fe) Futures",
          "fields": [{"name": "Contract", "value": "FEG25", "inline": True},
                     {"name": "Side", "value": "SELL", "inline": True},
                     {"name": "Qty", "value": "20 lots (20,000 t)", "inline": True},
                     {"name": "Limit", "value": f"{fe:.2f}", "inline": True},
                     {"name": "Status", "value": "WORKING", "inline": True}],
          "footer": f"order {sg_ord} · venue SGX · {acct}-HK"}])
        D.H(ackc, "trade_confirmation", ["FEG25", "SELL", "WORKING", sg_ord], "embed")
    fillc = c.post(rng.randint(120, 900), "broker", "", embeds=[{
        "title": "Execution report", "author": "Xinsheng Futures (Singapore)",
        "description": "SGX Iron Ore CFR China (62% Fe) Futures — FILLED",
        "fields": [{"name": "Contract", "value": "FEG25", "inline": True},
                   {"name": "Side", "value": "SELL", "inline": True},
                   {"name": "Filled", "value": "20 lots", "inline": True},
                   {"name": "Avg px", "value": f"{fe - 0.05:.2f}", "inline": True}],
        "footer": f"order {sg_ord} · venue SGX"}])
    D.H(fillc, "trade_fill", ["FEG25", "SELL", "20 lots", f"{fe - 0.05:.2f}"], "embed")
    ack(c, fillc, "kevin", 30)

    # ------------------------------------------------------------------ au2506 target (tagged), optional
    if rng.random() < 0.6:
        c = D.cur(rng.choice([866.0, 874.0]))
        t_old = P["au"] + 7.2
        t_new = P["au"] + 10.7
        ag = c.post(0, "liu", f"[止盈] au2506 多单 6手 止盈 {t_old:.2f} → {t_new:.2f}，央行购金+避险，往上放一放")
        D.H(ag, "stop_or_target_change", ["au2506", "止盈", f"{t_new:.2f}"], "tagged")
        D.I(ag, "[止盈] old → new arrow target move", "stop_or_target_change")
        ack(c, ag, "lead", 60)

    # ------------------------------------------------------------------ lead thesis confirm
    c = D.cur(rng.choice([880.0, 888.0]))
    lt = c.post(0, "lead", f"螺纹这波看法不变，仍然看多到 {rb + 90}，节前不主动减仓，回调到 {rb - 20} 附近可以加")
    D.H(lt, "thesis_update", ["螺纹", "看多", str(rb + 90)], "untagged")
    D.I(lt, "组长 confirms an existing view with a target ('看法不变')", "thesis_update")
    ack(c, lt, None, 40)

    # ------------------------------------------------------------------ after close: exchange notices, human risk limit
    c = D.cur(rng.choice([985.0, 995.0]))
    mg = rng.choice([12, 13, 14])
    lim = rng.choice([10, 11, 12])
    exi = c.post(0, "exch",
                 f"【大商所通知】经研究决定，自 {next_md}（周四）收盘结算时起，铁矿石 i2505 合约交易保证金比例调整为 {mg}%，"
                 f"涨跌停板幅度调整为 {lim}%。\n"
                 f"各会员单位应加强风险监测，督促客户做好资金准备，合理控制持仓。其他合约交易保证金比例和涨跌停板幅度维持不变。"
                 f"如遇节假日或行情单边市，按《大连商品交易所风险管理办法》有关规定执行。\n大连商品交易所 {ymd}")
    D.H(exi, "held_position_news", ["i2505", f"{mg}%", f"{lim}%"], "untagged")
    D.I(exi, "exchange margin/limit notice on a held contract", "held_position_news")
    D.react(exi, 90, "📌", AUTHORS["lead"][0])
    apn = c.post(rng.randint(300, 900), "exch",
                 f"【郑商所通知】自 {next_md} 收盘结算时起，苹果 AP505 合约交易保证金比例调整为 12%，涨跌停板幅度调整为 10%。\n"
                 f"请各会员单位做好风险防范工作，提醒投资者理性投资、控制风险，确保市场平稳运行。\n郑州商品交易所 {ymd}")
    D.X(apn)
    nr = c.post(rng.randint(20, 90), "router",
                f"route: item=exch-notice/AP505 margin → none | reason=无持仓、不在关注列表 | action=不转发，仅归档")
    D.H(nr, "no_route_decision", ["AP505", "不转发"], "structured")
    D.I(nr, "route-agent key=value 'none | 不转发' (explicit no-route)", "no_route_decision")
    sc_new = 20
    rl = c.post(rng.randint(600, 1800), "risk",
                f"通知：自今晚夜盘起，sc 品种单边持仓上限由 30手 下调至 {sc_new}手（春节长假风险），超出部分请在 {next_md} 收盘前减掉。")
    D.H(rl, "risk_limit", ["sc", "30手", f"{sc_new}手"], "untagged")
    D.pin(rl, 120, "lead")
    ack(c, rl, "liu", 60)
    if rng.random() < 0.4:
        mm = rng.choice([80.6, 81.3, 82.9])
        em = c.post(rng.randint(600, 1800), "riskbot", "", embeds=[{
            "title": "保证金预警", "author": "风控机器人",
            "description": "盘后按交易所新保证金参数重算",
            "fields": [{"name": "账户", "value": acct, "inline": True},
                       {"name": "保证金占用率", "value": f"{mm}%", "inline": True},
                       {"name": "阈值", "value": "80%", "inline": True},
                       {"name": "状态", "value": "超限 · 夜盘禁止新开仓", "inline": False}],
            "footer": "risk-engine · margin_check"}])
        D.H(em, "risk_limit", [f"{mm}%", "80%", "禁止新开仓"], "embed")
        D.I(em, "embed-only 保证金预警 with 超限 field", "risk_limit")

    # analyst close commentary: long, trading words, no decision
    cm = D.at(rng.choice([1050.0, 1065.0]), "zhao", _close_comment(P, T, rng))
    D.X(cm)
    D.I(cm, "long 收盘点评 full of 多/空/止损 words, no decision", "not_hard")

    # ------------------------------------------------------------------ news (held / watch / other), spread out
    news_slots = sorted(rng.sample([20, 75, 130, 395, 470, 558, 611, 645, 708, 742, 798, 858, 932, 1008, 1092,
                                    1210, 1272, 1305, 1335, 1362, 1402, 1425], 15))
    held = rng.sample(NEWS_HELD, rng.choice([1, 2, 2]))
    watch = rng.sample(NEWS_WATCH, rng.choice([1, 2]))
    other_n = rng.sample(NEWS_OTHER, 15 - len(held) - len(watch))
    items = [("held", h) for h in held] + [("watch", w) for w in watch] + [("other", o) for o in other_n]
    rng.shuffle(items)
    first_held = first_other = True
    routed_done = False
    for t, (kind, it) in zip(news_slots, items):
        if kind == "held":
            head, det, facts, inst = it
            head, det = head.format(**T), det.format(**T)
            if rng.random() < 0.5:
                m = D.at(t, "news", "", embeds=[{"title": head, "description": det,
                                                 "url": f"https://news.example.cn/flash/{rng.randint(10 ** 6, 10 ** 7)}",
                                                 "footer": "来源：快讯终端 · 大宗商品"}])
                ph = "embed"
            else:
                m = D.at(t, "news", f"【快讯】{head}\n{det}")
                ph = "untagged"
            D.H(m, "held_position_news", facts, ph)
            if first_held:
                D.I(m, f"headline naming a company/underlying of a held contract ({inst})", "held_position_news")
                first_held = False
            if not routed_done:
                c = D.cur((m.ms - t0_ms) / 60000 + 1)
                r = c.post(5, "router", f"route: item=news/{rng.randint(10 ** 5, 10 ** 6)} → 赵博(研究) | reason=持仓相关 {inst} | priority=normal")
                D.H(r, "route_decision", ["赵博", inst], "structured")
                routed_done = True
        elif kind == "watch":
            head, facts = it
            head = head.format(**T)
            m = D.at(t, "news", f"【快讯】{head}\n{rng.choice(NEWS_TAILS)}")
            D.H(m, "watchlist_news", facts, "untagged")
        else:
            head = it.format(**T)
            m = D.at(t, "news", f"【快讯】{head}\n{rng.choice(NEWS_TAILS)}")
            D.X(m)
            if first_other and 540 < t < 1400:
                first_other = False
                c = D.cur((m.ms - t0_ms) / 60000 + 0.5)
                nrr = c.post(rng.randint(30, 120), "lead", "这条不用转，我们没仓位", ref=m)
                D.H(nrr, "no_route_decision", ["不用转", "没仓位"], "reply")
    # an English headline about LME we do hold via hedge
    if rng.random() < 0.35:
        m = D.at(rng.choice([1290.0, 1318.0]), "news",
                 f"[Flash] LME copper inventories fall to {rng.choice([241, 236, 229])}k t, lowest since October; cancelled warrants rise")
        D.H(m, "held_position_news", ["LME copper", "inventories"], "untagged")

    # ------------------------------------------------------------------ WeChat bridge flows (other firms) + spam bulk delete
    wx_times = sorted(rng.sample([560, 593, 633, 705, 828, 860, 1275, 1320, 1352], 4))
    for k, (t, s) in enumerate(zip(wx_times, rng.sample(WX_FLOWS, 4))):
        m = D.at(t, "wx", s.format(**T))
        D.X(m)
        if k == 0:
            D.I(m, "WeChat-bridge relay of another firm's flow", "not_hard")
    c = D.cur(rng.choice([440.0, 455.0]))
    spam = []
    sn = []
    for k in range(3):
        txt = f"【推广】{['某某', '诚信', '优选'][k]}期货开户：手续费交易所+{['0.01', '0.02', '0.005'][k]}元，保证金+{k + 1}%，加微信 qh{rng.randint(10000, 99999)}"
        spam.append(c.post(rng.randint(2, 8), "wx", txt))
        sn.append(txt[:22])
    D.bulk_delete(spam, rng.randint(300, 900), sn)
    c.post(rng.randint(950, 1200), "risk", "微信桥的广告已清理，桥接过滤规则晚点加上")

    # ------------------------------------------------------------------ night: LME copper hedge (English)
    c = D.cur(rng.choice([1290.0, 1300.0]))
    lme = P["lme"]
    lp = c.post(0, "kevin", f"Proposing: sell 3 lots LME 3M copper @ {lme:,} to top up the hedge vs cu2503 longs (25手), "
                            f"stop {lme + 140:,}. Ratio goes from 80% to ~100%.")
    D.H(lp, "trade_proposal", ["sell 3 lots", "LME 3M copper", f"{lme:,}", f"{lme + 140:,}"], "untagged")
    D.I(lp, "English prose hedge proposal vs onshore longs", "trade_proposal")
    la = c.post(rng.randint(60, 240), "lead", "👍 发吧", ref=lp)
    D.H(la, "trade_approval", ["👍", "发吧"], "reply")
    D.I(la, "emoji + 发吧 approval reply", "trade_approval")
    lf = c.post(rng.randint(120, 600), "kevin", f"[FILL] LME 3M Cu sold 3 @ {lme - 2:,}, ref LME-{rng.randint(70000, 79999)}")
    D.H(lf, "trade_fill", ["LME 3M Cu", "sold 3", f"{lme - 2:,}"], "tagged")
    D.I(lf, "[FILL] tag in English", "trade_fill")
    ack(c, lf, "lead", 30)
    lh = c.post(rng.randint(120, 400), "kevin",
                f"If LME breaks {lme + 120:,} tonight we could add another 2 lots — just a thought, not doing it now.")
    D.X(lh)
    D.I(lh, "English hypothetical 'we could add… not doing it now'", "not_hard")
    lh2 = c.post(rng.randint(60, 200), "lead", "去年11月那次铜对冲 LME 成交在 9,310，结果被挤了一把，这次别加太满")
    D.X(lh2)

    # ------------------------------------------------------------------ night: forgotten proposal (account number)
    c = D.cur(rng.choice([1320.0, 1330.0]))
    fg_txt = f"SA505 空 40手 {P['SA']}，走资金账号 81907733 下单，止损 {P['SA'] + 45}"
    fg = c.post(0, "liu", fg_txt)
    D.H(fg, "trade_proposal", ["SA505", "空 40手", str(P["SA"])], "shorthand")
    D.forget(fg, rng.randint(120, 400), AUTHORS["risk"][0], "资金账号 81907733")
    c.post(rng.randint(420, 600), "risk", "@刘倩 资金账号别发群里，已申请彻底删除。SA 那笔按正常流程再提。")
    c.post(60, "liu", "收到，抱歉")

    # optional strong-liquidation warning
    if rng.random() < 0.3:
        c = D.cur(rng.choice([1345.0, 1355.0]))
        rd = rng.choice([92.4, 95.1, 96.7])
        w = c.post(0, "riskbot", f"【强平预警】账户 {acct} 风险度 {rd}% ，接近强平线 100%，请追加保证金或减仓；"
                                 f"风险度达到 100% 将按 sc2503 → p2505 顺序强平")
        D.H(w, "risk_limit", [f"{rd}%", "100%", "强平"], "tagged")
        ack(c, w, "lead", 30)

    _long_tail(D, P, T, rng, acct, ymd, md, date_cst)

    # ------------------------------------------------------------------ chatter fill
    n_chat = rng.randint(56, 66)
    chat_windows = [(0, 60), (500, 535), (541, 690), (811, 899), (905, 1020), (1262, 1379), (1382, 1438)]
    weights = [2, 3, 10, 9, 3, 8, 2]
    pool = rng.sample(CHATTER, len(CHATTER))
    for k in range(min(n_chat, len(pool))):
        a, b = rng.choices(chat_windows, weights)[0]
        who, s = pool[k]
        m = D.at(rng.uniform(a, b - 1), who, s.format(**T))
        if rng.random() < 0.1:
            ack(m.ms / 60000 - t0_ms / 60000 + 0.5, m)
    return D


FIRMS = ["申江期货", "东海岸期货", "华源期货", "恒信期货", "北辰期货", "南湖期货", "瑞和期货", "中航信期货",
         "金泰期货", "国联合期货", "新湖港期货", "浙商海期货", "广源期货", "银河港期货", "长江汇期货", "海通达期货",
         "平安泰期货", "光大华期货", "方正远期货", "五矿联期货"]


def _ranking(rng, ymd, exch, inst, name, base_vol):
    lines = [f"【{exch}】{ymd} {inst} {name} 成交持仓排名（前20名，单位：手）",
             "名次  会员简称        成交量    增减      多头持仓   增减     空头持仓   增减"]
    for k in range(20):
        f1 = FIRMS[(k * 7 + rng.randint(0, 19)) % 20]
        vol = int(base_vol * (1 - k * 0.04) * rng.uniform(0.8, 1.1))
        lo = int(base_vol * 0.35 * (1 - k * 0.035) * rng.uniform(0.7, 1.2))
        sh = int(base_vol * 0.33 * (1 - k * 0.035) * rng.uniform(0.7, 1.2))
        lines.append(f"{k + 1:>3}   {f1:<12} {vol:>9,} {rng.randint(-9000, 9000):>+8,}  {lo:>9,} {rng.randint(-3000, 3000):>+7,}  "
                     f"{sh:>9,} {rng.randint(-3000, 3000):>+7,}")
    lines.append("（数据来源：交易所盘后公布；席位数据不代表客户真实方向，仅供参考）")
    return "\n".join(lines)


def _long_tail(D, P, T, rng, acct, ymd, md, date_cst):
    """Long bot dumps, notes and reports that make the day heavy (noise and near-misses)."""
    prev = (date_cst - timedelta(days=1)).strftime("%Y-%m-%d")
    rb, i = P["rb"], P["i"]
    # settlement statement (previous trading day) -- noise, contains yesterday's trades
    tr = [("rb2505", "买", "开", 20, rb - 14), ("rb2505", "卖", "平", 20, rb - 3), ("TA505", "卖", "开", 15, P["TA"] + 36),
          ("cu2503", "买", "开", 5, P["cu"] - 420), ("p2505", "买", "开", 10, P["p"] - 70), ("au2506", "买", "开", 2, P["au"] - 4.4)]
    lines = [f"[cron] 结算单 {prev} ｜ 投资者 {acct} ｜ 鑫盛期货有限公司",
             "                       客户交易结算日报（逐日盯市）",
             "-" * 60,
             "资金状况  币种：人民币",
             f"上日结存 {rng.uniform(18.1e6, 18.6e6):>16,.2f}    客户权益 {rng.uniform(18.3e6, 18.8e6):>16,.2f}",
             f"出 入 金 {0:>16,.2f}    保证金占用 {rng.uniform(10.5e6, 12.5e6):>14,.2f}",
             f"平仓盈亏 {rng.uniform(-5e4, 9e4):>16,.2f}    可用资金 {rng.uniform(6.0e6, 7.5e6):>16,.2f}",
             f"持仓盯市盈亏 {rng.uniform(-8e4, 1.6e5):>12,.2f}    风 险 度 {rng.uniform(55, 68):>15.2f}%",
             f"手 续 费 {rng.uniform(800, 2600):>16,.2f}    追加保证金 {0:>14,.2f}",
             "-" * 60,
             "成交记录",
             "成交日期   交易所  品种      合约     买/卖  投/保  成交价      手数   成交额          开/平  手续费",
             ]
    for c, sd, oc, q, px in tr:
        ex = {"rb": "上期所", "TA": "郑商所", "cu": "上期所", "p2": "大商所", "au": "上期所"}.get(c[:2], "大商所")
        mult = {"rb": 10, "TA": 5, "cu": 5, "p2": 10, "au": 1000}.get(c[:2], 10)
        lines.append(f"{prev} {ex}  {c:<8} {c:<8} {sd}     投     {px:>10.2f} {q:>5}  {px * q * mult:>14,.2f}  {oc}     {q * rng.uniform(1.5, 6):.2f}")
    lines += ["-" * 60, "持仓汇总",
              "合约      买持   买均价      卖持   卖均价      昨结算      今结算      持仓盯市盈亏    保证金占用"]
    for c, b, sd in [("rb2505", 20, 0), ("i2505", 120, 0), ("cu2503", 25, 0), ("p2505", 30, 0), ("TA505", 0, 30),
                     ("sc2503", 10, 0), ("au2506", 6, 0)]:
        lines.append(f"{c:<9} {b:>4}   {rng.uniform(100, 9000):>9.2f}  {sd:>4}   {rng.uniform(100, 5000):>9.2f}  "
                     f"{rng.uniform(100, 9000):>10.2f}  {rng.uniform(100, 9000):>10.2f}  {rng.uniform(-4e4, 6e4):>+14,.2f}  "
                     f"{rng.uniform(2e5, 3e6):>12,.2f}")
    lines += ["-" * 60, "本结算单由期货公司结算系统生成。如有异议请于下一交易日开市前向期货公司书面提出，逾期视为确认。",
              "监控中心查询网址 https://investorservice.cfmmc.com  ·  自动下载，无需回复"]
    D.N(D.at(182.0, "cron", "\n".join(lines)))

    # md-recorder stats
    md_lines = ["[cron] md_recorder daily stats（上一交易日）", "exchange  instruments  ticks        gaps  max_lat_ms  file"]
    for ex, n in [("SHFE", 18), ("DCE", 14), ("ZCE", 11), ("INE", 3), ("CFFEX", 5)]:
        md_lines.append(f"{ex:<9} {n:>11}  {rng.randint(900_000, 4_800_000):>11,}  {rng.randint(0, 3):>4}  {rng.randint(11, 260):>10}  "
                        f"s3://desk-ccf/md/{prev}/{ex.lower()}.parquet")
    md_lines.append(f"total size {rng.uniform(1.1, 2.4):.2f} GB ｜ 压缩率 {rng.uniform(7, 11):.1f}x ｜ 校验 OK ｜ 夜盘缺口 0")
    D.N(D.at(205.0, "cron", "\n".join(md_lines)))

    # CTP position query dumps at login
    for t in (531.0, 1246.0):
        q = [f"[CTP] ReqQryInvestorPosition 返回 {9} 条 ｜ 账户 {acct} ｜ 仅对账，无操作",
             "InstrumentID  PosiDirection  Position  YdPosition  TodayPosition  OpenCost         UseMargin      PositionProfit"]
        for c, d, n in [("rb2505", "多", 20 if t < 900 else 40), ("rb2510", "空", 0 if t < 900 else 30), ("i2505", "多", 120),
                        ("cu2503", "多", 25), ("p2505", "多", 30), ("TA505", "空", 30 if t < 900 else 45),
                        ("sc2503", "多", 10), ("au2506", "多", 6), ("al2503", "多", 0)]:
            q.append(f"{c:<13} {d:<13}  {n:>8}  {n if t < 900 else max(0, n - 20):>10}  {0 if t < 900 else min(n, 20):>13}  "
                     f"{rng.uniform(1e5, 9e6):>15,.2f}  {rng.uniform(1e5, 3e6):>13,.2f}  {rng.uniform(-5e4, 8e4):>+14,.2f}")
        q.append("对账结果：本地持仓与柜台一致 ✅")
        D.N(D.at(t, "ctp", "\n".join(q)))

    # morning meeting notes -- near-miss (trade words, no decision)
    mn = f"""【晨会纪要 {md}】记录：赵博
1. 外盘隔夜：LME 3M 铜收 {P['lme'] + rng.choice([-35, 20, 55]):,}，布伦特 {rng.choice([79.6, 80.9, 81.7])}，SGX FE 主力 {P['fe'] + rng.choice([-0.4, 0.3, 0.8]):.2f}，美元指数 {rng.choice([109.2, 109.6, 110.1])}。
2. 黑色：昨夜螺纹 rb2505 收 {rb + rng.choice([-9, 3, 8])}，夜盘多头小幅增仓；钢联周度数据今天 16:00 公布，市场预期螺纹表需 {rng.choice([172, 181, 190])} 万吨，继续季节性回落。铁矿 i2505 夜盘 {_fi(i + 2)}，港口成交 {rng.choice([68, 81, 95])} 万吨。讨论：上周有人在 3260 附近做过一次反弹多单，当时是看冬储，现在冬储基本结束，这个逻辑已经用完了。
3. 有色：铜精矿 TC 继续走低，冶炼厂减产预期升温；洋山溢价回落。有人提出如果 LME 站上 9,200 是否要把对冲比例降下来，未形成结论，晚上看盘面再说。
4. 能化：PTA 加工费 {T['pta_spread']} 左右，供应端检修计划增加；原油受地缘影响波动加大，sc 夜盘振幅 {rng.choice([2.4, 3.1, 3.8])}%。
5. 农产品：MPOB 前瞻显示出口回落；豆粕看南美天气，阿根廷干旱如果持续，m2509 可能会有一波，但目前还没有到需要行动的时候。
6. 风控提醒：春节前交易所保证金上调通知会陆续发布，注意资金占用；节前最后一个交易日前需按风控要求降低隔夜敞口。
7. 宏观与政策：12 月 CPI、PPI 已公布，PPI 降幅收窄但仍为负，工业品通缩压力未根本缓解；市场在等两会前的稳增长政策，尤其是专项债、城中村改造和设备更新的资金安排。人民币汇率 7.33 附近，外盘对冲的汇率敞口在可控范围。
8. 交易复盘（历史）：上周三 i2505 在 770 附近的那次加仓，事后看时点偏早，吃了约 12 个点的回撤才回本；上周五 TA505 空单在 5020 附近的加仓效果较好。复盘结论是节前流动性变差，挂单要更有耐心，不要追价。
9. 其他：Kevin 下周一调休，LME 夜间值班由刘倩代；研究组周报已发，见上方 PDF。
（以上为讨论记录，具体交易以频道内报单/审批为准）"""
    m = D.at(490.0, "zhao", mn)
    D.X(m)

    # exchange position rankings after close -- near-miss (other firms' positions)
    for t, exch, inst, nm, bv in [(958.0, "上期所", "rb2505", "螺纹钢", 180_000), (972.0, "大商所", "i2505", "铁矿石", 95_000),
                                  (979.0, "上期所", "cu2503", "铜", 42_000), (986.0, "郑商所", "TA505", "PTA", 120_000)]:
        D.X(D.at(t, "exch", _ranking(rng, ymd, exch, inst, nm, bv)))

    # English broker weekly (forwarded by Kevin) -- near-miss
    bw = f"""Fwd: Xinsheng Futures (Singapore) — Base Metals & Ferrous Weekly, {date_cst.strftime('%d %b %Y')}

Copper: LME 3M traded a {P['lme'] - 160:,}-{P['lme'] + 140:,} range this week. Cancelled warrants rose to {rng.choice([24, 27, 31])}% of on-warrant stocks, mostly in Asian locations, and the cash/3M spread moved to a {T['cash3m']} contango. Chinese buying appeared below 9,000 but faded above 9,150. Our flow desk saw several funds buying the March/April spread and one consumer pricing Q2 tonnage. We would not chase the rally here; a close above 9,250 would change the picture, and a break of 8,900 would likely trigger systematic selling.

Iron ore: SGX FE front month held {P['fe'] - 2:.2f}-{P['fe'] + 1.5:.2f}. Port stocks in China are building seasonally and steel margins are thin, but Pilbara cyclone risk keeps a floor under prices into February. Several clients rolled Feb shorts into Mar at +0.35. Onshore DCE i2505 is trading at a small premium to SGX after FX and VAT, which has encouraged some arbitrage selling of DCE against SGX.

Aluminium: alumina continues to ease from its highs, which should widen smelter margins; we see SHFE al2503 range-bound around 20,000 with downside risk if Chinese output restarts in Yunnan earlier than expected.

Nickel: Indonesian RKAB approvals are the main story; any delay supports prices, but LME stocks remain high.

Trade ideas (for information only, not advice, and not positions of any client): long LME Mar/Apr copper spread; short SGX FE Mar vs long Apr on cyclone premium fading; buy 9,500 LME calls for Q1 event risk.

This material is for professional investors only. Xinsheng Futures (Singapore) Pte Ltd. Past performance is not indicative of future results."""
    m = D.at(1205.0, "kevin", bw)
    D.X(m)
    D.I(m, "forwarded English broker weekly with 'trade ideas' that are not the desk's", "not_hard")

    # 钢联 weekly data (colour, unlabelled)
    gl = ["【钢联周度数据 16:00】单位：万吨", "品种     产量      周变化    社会库存   周变化    厂库     周变化    表观需求"]
    for nm in ["螺纹钢", "线材", "热卷", "冷轧", "中厚板"]:
        gl.append(f"{nm:<6} {rng.uniform(40, 320):>8.2f}  {rng.uniform(-12, 6):>+7.2f}  {rng.uniform(60, 360):>8.2f}  "
                  f"{rng.uniform(-5, 25):>+7.2f}  {rng.uniform(30, 180):>7.2f}  {rng.uniform(-6, 12):>+7.2f}  {rng.uniform(40, 320):>8.2f}")
    gl.append(f"五大材合计：产量 {rng.uniform(820, 870):.2f}，总库存 {T['five_inv']}，表需 {rng.uniform(760, 830):.2f}；"
              f"铁水 {rng.uniform(222, 228):.2f}，高炉开工率 {rng.uniform(77, 81):.2f}%，钢厂盈利率 {rng.uniform(40, 52):.2f}%")
    gl.append("简评：螺纹累库幅度略低于预期，热卷表需偏强，整体符合季节性；对盘面影响中性偏多。")
    D.at(962.0, "zhao", "\n".join(gl))

    # market snapshots (noise)
    snap_insts = [("rb2505", rb, 1), ("rb2510", P["rb10"], 1), ("hc2505", P["hc"], 1), ("i2505", i, 0.5),
                  ("jm2505", P["jm"], 0.5), ("cu2503", P["cu"], 10), ("al2503", P["al"], 5), ("au2506", P["au"], 0.02),
                  ("sc2503", P["sc"], 0.1), ("TA505", P["TA"], 2), ("SA505", P["SA"], 1), ("p2505", P["p"], 2),
                  ("m2509", P["m"], 1), ("SR505", P["SR"], 1), ("y2505", 7980, 2), ("CF505", 13480, 5),
                  ("j2505", 2080, 0.5), ("zn2503", 25130, 5), ("ni2504", 124300, 10), ("ss2503", 13420, 5),
                  ("ag2506", 7712, 1), ("bu2506", 3620, 2), ("fu2505", 3385, 1), ("MA505", 2712, 1),
                  ("eg2505", 4841, 1), ("v2505", 5102, 1), ("pp2505", 7436, 1), ("SF505", 6342, 2),
                  ("OI505", 9118, 1), ("RM505", 2398, 1), ("c2505", 2251, 1), ("lc2507", 77150, 50)]
    for t, lab in [(571.0, "09:30"), (661.0, "11:00"), (871.0, "14:30"), (1291.0, "21:30"), (1359.0, "22:35")]:
        rows = [f"【行情快照 {lab}】合约        最新        涨跌      涨跌幅    成交量(手)    持仓量(手)    日增仓"]
        for c, px, tick in snap_insts:
            chg = _r(px * rng.uniform(-0.02, 0.02), tick)
            last = _r(px + chg, tick)
            rows.append(f"{c:<10} {last:>10.2f} {chg:>+9.2f}  {chg / px * 100:>+6.2f}%  {rng.randint(20_000, 1_500_000):>12,}  "
                        f"{rng.randint(50_000, 2_100_000):>12,}  {rng.randint(-40_000, 40_000):>+8,}")
        D.N(D.at(t, "alert", "\n".join(rows)))

    # PTA/PX weekly from research: long analysis, no decision (near-miss)
    pw = f"""【研报】能化周度：PX-PTA-聚酯链条跟踪（{md}）
作者：赵博（协助：刘倩）｜ 仅供组内参考

一、价格与价差
PX CFR 中国 {rng.choice([826, 838, 851])} 美元/吨，周跌 {rng.choice([6, 11, 17])}；PTA 现货 {P['TA'] - 35}，TA505 基差 -{rng.choice([12, 20, 28])}；PTA 加工费 {T['pta_spread']} 元/吨，处于近三年 {rng.choice([8, 12, 15])}% 分位。PX-石脑油价差 {rng.choice([198, 214, 236])} 美元/吨，芳烃调油需求淡季，PX 端利润偏弱。
二、供应
本周 PTA 开工率 {rng.uniform(79, 84):.1f}%，周环比 {rng.choice(['-1.2', '-0.6', '+0.4'])} 个百分点；逸盛、恒力部分装置计划春节前检修，2 月 PTA 产量环比预计下降 {rng.choice([6, 8, 9])}%。新装置方面，年内仍有 {rng.choice([500, 650, 720])} 万吨产能待投，中期供应压力不减。
三、需求
聚酯开工率 {rng.uniform(80, 88):.1f}%，织机开工率 {rng.uniform(45, 62):.1f}%，下游陆续放假，春节前后需求季节性走弱。江浙织造订单天数 {rng.choice([7, 9, 11])} 天，原料备货天数 {rng.choice([10, 12, 14])} 天。
四、库存
PTA 社会库存 {rng.choice([382, 395, 411])} 万吨，预计春节期间累库 {rng.choice([60, 75, 90])} 万吨；聚酯工厂成品库存 POY {rng.uniform(12, 25):.1f} 天 / FDY {rng.uniform(15, 28):.1f} 天 / DTY {rng.uniform(20, 32):.1f} 天。
五、观点与历史对照
从平衡表看，节后 PTA 累库斜率是关键：2023 年春节累库 {rng.choice([88, 94])} 万吨、2024 年 {rng.choice([102, 110])} 万吨，对应的盘面在节后两周分别下跌 4.6% 和 2.1%。历史上当加工费低于 300 时，空头往往在检修兑现后止盈离场，追空胜率明显下降；若加工费修复到 400 以上，装置重启又会压制价格。单从研究角度，PTA 仍处于“弱现实、弱预期”的格局，但价格已部分反映。
Summary (EN): PTA processing margins are near three-year lows; pre-holiday maintenance is priced in; post-holiday inventory build is the key variable. Historical analogues suggest shorts tend to be covered once maintenance is confirmed.
（以上为研究观点，不构成交易指令；交易决策以组长审批为准。）"""
    m = D.at(1072.0, "zhao", pw)
    D.X(m)

    # copper weekly: long analysis, no decision (near-miss)
    cw = f"""【研报】有色周度：铜——矿端紧张与需求淡季的拉锯（{md}）
作者：赵博 ｜ 协助：Kevin Zhou ｜ 仅供组内参考

1. 价格回顾：沪铜 cu2503 周涨 {rng.choice(['0.6%', '1.1%', '-0.4%'])}，收于 {P['cu'] + rng.choice([-120, 60, 190])}；LME 3M 周收 {P['lme'] + rng.choice([-40, 25, 70]):,} 美元/吨；沪伦比值 {rng.uniform(8.05, 8.25):.2f}，进口亏损 {rng.choice([180, 260, 340])} 元/吨，进口窗口关闭。
2. 矿端：铜精矿现货 TC 跌至 {rng.choice([-2.5, 0.8, 3.2])} 美元/干吨，创有数据以来新低；Codelco、第一量子等主要矿企 2025 年产量指引保守，Cobre Panamá 复产仍无时间表。冶炼端若 TC 持续低位，国内冶炼厂一季度检修或超预期。
3. 库存：上期所铜库存 {rng.uniform(3.1, 6.8):.2f} 万吨，周增 {rng.uniform(0.3, 1.6):.2f} 万吨；LME 库存 {rng.choice([241, 236, 229])} 千吨，注销仓单占比上升；社会库存季节性累积开始，预计春节后两周达到年内高点 {rng.choice([28, 32, 35])} 万吨左右。
4. 需求：电网投资 2025 年计划同比增长约 {rng.choice([6, 8, 10])}%，但春节前线缆、漆包线开工率回落至 {rng.choice([52, 58, 63])}%；空调排产 2 月同比 +{rng.choice([9, 12, 15])}%，家电端仍有支撑。新能源车及光伏对铜需求增速放缓。
5. 宏观：美元指数高位震荡，美联储降息预期推后；国内“两会”前政策预期升温，但尚无实质增量。
6. 观点回顾（历史）：去年 11 月我们在报告中提示过 LME 挤仓风险，当时 3M 冲高至 9,310 后回落；本周期的库存结构与当时不同，LME 注销仓单上升但绝对库存不低，逼仓概率较小。
7. 研究结论：矿端紧张为中期支撑，短期需求淡季压制，价格以区间震荡为主，参考区间 LME {P['lme'] - 250:,}-{P['lme'] + 250:,}、沪铜 {P['cu'] - 1800}-{P['cu'] + 1600}。如果节后需求恢复快于预期、叠加冶炼减产落地，上沿有被突破的可能。
English note: copper is caught between record-low TCs (supportive) and the seasonal demand lull (bearish); we expect range trading into the Lunar New Year and will revisit after the February data. This is research colour, not a position change.
（本报告仅为研究观点，不涉及组内持仓调整。）"""
    m = D.at(1090.0, "zhao", cw)
    D.X(m)

    # a discussion thread on steel demand (colour, unlabelled)
    starter = D.at(rng.choice([915.0, 925.0]), "zhao", "开个子区聊聊节后钢材需求，大家把各自调研到的情况丢进来")
    c = Cursor(D, (starter.ms - D.t0) / 60000)
    for who, txt in rng.sample(THREAD_TALK, 9):
        c.post(rng.randint(60, 420), who, txt.format(**T), thread=starter)

    # warehouse receipts daily (exchange data; neither noise nor a hard event)
    wr = [f"【仓单日报 {ymd}】单位：吨（螺纹/铜/铝/黄金为上期所，铁矿/棕榈油为大商所，PTA/纯碱为郑商所）",
          "品种     仓库/厂库                 昨日仓单     今日仓单     增减      有效预报"]
    for nm, whs in [("螺纹钢", ["上海中储临港", "杭州富春", "广州港南沙", "天津港钢铁"]),
                    ("铜", ["上海国储天威", "上海中储吴淞", "江苏常州融达"]),
                    ("铝", ["无锡国联", "上海中储临港", "巩义中孚"]),
                    ("铁矿石", ["日照港", "青岛港董家口", "曹妃甸港"]),
                    ("棕榈油", ["张家港东海粮油", "天津邦基", "广州益海"]),
                    ("PTA", ["浙江物产", "江苏中储", "厂库：逸盛大化"]),
                    ("纯碱", ["厂库：远兴能源", "厂库：山东海化"])]:
        for w in whs:
            y = rng.randint(0, 60000)
            d = rng.randint(-3000, 3000)
            wr.append(f"{nm:<6} {w:<18} {y:>10,}  {max(0, y + d):>10,}  {d:>+7,}  {rng.randint(0, 9000):>8,}")
    wr.append("注：数据来源于交易所盘后公布，仅供参考。")
    D.at(1000.0, "exch", "\n".join(wr))

    # English SGX/DCE arbitrage note from Kevin (analysis + history, no decision) -- near-miss
    ka = f"""SGX vs DCE iron ore — quick note for the group (not a trade request)

Where we are: DCE i2505 {_fi(i)} vs SGX FEK25 {P['fe'] - 0.6:.2f}. After VAT (13%), port charges and a 7.33 USD/CNY, the landed-equivalent spread is about {rng.choice([+4.5, +6.0, +7.5]):+.1f} yuan/t in favour of DCE, i.e. DCE rich. Last time it got this wide (early November) the spread closed within eight trading days, mostly through DCE weakness rather than SGX strength.

History: in 2023 and 2024 we ran this arbitrage three times. Twice it worked (avg +9 yuan/t after costs), once it went against us by 14 yuan/t when the DCE limit-up in March 2023 forced an early exit. The lesson from that episode: DCE price limits and margin hikes before holidays make the onshore leg much riskier to hold through a long break.

Mechanics if we ever did it again: size in 100 t DCE lots vs 100 t SGX lots, so 10 DCE lots would pair with 1 SGX lot; FX hedge through the CNH forward; margin on both sides, roughly 1.1m yuan per 100 lots DCE at current ratios, plus SGX initial margin. Exchange margin changes announced today would raise the DCE side.

Bottom line: interesting, but with the holiday and the margin changes I don't think the timing is good. Just flagging it so we have the numbers if the spread widens further. Happy to discuss tomorrow."""
    m = D.at(1225.0, "kevin", ka)
    D.X(m)

    # broker's English daily statement for the offshore hedge account (noise)
    st = [f"Xinsheng Futures (Singapore) Pte Ltd — Daily Statement {prev} — Account {acct}-HK (offshore hedge)",
          "=" * 96,
          "Trade date  Exchange  Contract           B/S   Qty      Price        Currency  Commission   Ref",
          f"{prev}  LME       CA 3M 19MAR25        S     2        {P['lme'] - 35:>9,.2f}   USD       {rng.uniform(20, 40):>8.2f}   LME-{rng.randint(60000, 69999)}",
          "=" * 96,
          "Open positions",
          "Contract           Long   Short   Avg price     Settlement    Unrealised P/L (USD)   Initial margin (USD)",
          f"LME CA 3M          0      5       {P['lme'] + 40:>9,.2f}     {P['lme'] + 5:>9,.2f}     {rng.uniform(-9000, 9000):>+14,.2f}        {rng.uniform(60000, 80000):>14,.2f}",
          f"SGX FE FEG25       0      0       {'-':>9}     {P['fe']:>9.2f}     {0:>+14,.2f}        {0:>14,.2f}",
          "=" * 96,
          f"Cash balance (USD) {rng.uniform(1.8e6, 2.2e6):>16,.2f}   Net equity (USD) {rng.uniform(1.8e6, 2.3e6):>16,.2f}",
          f"Margin required    {rng.uniform(6e4, 9e4):>16,.2f}   Excess           {rng.uniform(1.6e6, 2.1e6):>16,.2f}",
          "Statements are deemed correct unless objections are raised within 2 business days. This is a system-generated",
          "document; no signature required. Regulated by the Monetary Authority of Singapore. Not investment advice."]
    D.N(D.at(215.0, "broker", "\n".join(st)))

    # Go panic in the WeChat bridge -- noise
    gp = f"""[wx-bridge] panic recovered, bridge restarting (attempt 1)
panic: runtime error: index out of range [3] with length 3

goroutine 4127 [running]:
github.com/desk-ccf/wxbridge/internal/relay.(*Parser).splitFlow(0xc0004a8f00, {{0xc000b12a80, 0x5d}})
\t/src/wxbridge/internal/relay/parser.go:118 +0x3c5
github.com/desk-ccf/wxbridge/internal/relay.(*Parser).Parse(0xc0004a8f00, 0xc0001f6d20)
\t/src/wxbridge/internal/relay/parser.go:61 +0x1a7
github.com/desk-ccf/wxbridge/internal/relay.(*Relay).handle(0xc0000b4140, 0xc0001f6d20)
\t/src/wxbridge/internal/relay/relay.go:203 +0x96
github.com/desk-ccf/wxbridge/internal/relay.(*Relay).Run.func2()
\t/src/wxbridge/internal/relay/relay.go:144 +0x58
created by github.com/desk-ccf/wxbridge/internal/relay.(*Relay).Run in goroutine 1
\t/src/wxbridge/internal/relay/relay.go:139 +0x2f1
msg_id=wxid_{rng.randint(10 ** 8, 10 ** 9)} group=华东期货交流群 len=93 (message dropped, not relayed)"""
    D.N(D.at(rng.choice([612.0, 1048.0]), "wx", gp))

    # CI failure log body -- noise
    ci = f"""[CI] risk-engine@feature/limit-cache test log (failed job: unit-py311)
============================= test session starts ==============================
collected 188 items

tests/test_limits.py ........................................            [ 21%]
tests/test_margin.py ..............F.........                            [ 34%]
tests/test_positions.py .....................................................[ 62%]
tests/test_orders.py ..................................................... [ 91%]
tests/test_calendar.py ................                                  [100%]

=================================== FAILURES ===================================
_________________________ test_margin_ratio_refresh ____________________________
    def test_margin_ratio_refresh(fake_ctp):
        fake_ctp.set_margin("i2505", long=0.13, short=0.13)
        eng = RiskEngine(fake_ctp, cache_ttl=60)
        eng.refresh()
>       assert eng.margin_ratio("i2505") == 0.12
E       AssertionError: 0.13 != 0.12
tests/test_margin.py:77: AssertionError
=========================== short test summary info ============================
FAILED tests/test_margin.py::test_margin_ratio_refresh - AssertionError
========================= 1 failed, 187 passed in 41.22s ========================="""
    D.N(D.at(1181.0, "deploy", ci))
    D.N(D.at(1196.0, "deploy", f"[deploy] risk-engine feature/limit-cache 未合并，prod 仍为 v3.8.{rng.randint(1, 9)}，无需处理"))



def _research_report(D, P, T, md, rng):
    rb, i = P["rb"], P["i"]
    ratio = P["ratio"]
    decision = (f"经今早晨会讨论，组长确认：本组对 i2505 的观点由“偏多”下调为“中性”，"
                f"i2505/rb2505 比价多头维持现有仓位、暂不加仓。")
    txt = f"""【研报】黑色系周度策略：钢厂利润修复与铁矿石/螺纹比价（{md}）
作者：赵博 ｜ 研究组 ｜ 仅供组内讨论，请勿外传

一、核心观点 / Key takeaways
1. 钢厂利润：按即期原料成本测算，长流程螺纹吨钢毛利约 {rng.choice([86, 104, 121])} 元/吨，较上周回升 {rng.choice([22, 31, 40])} 元/吨；电炉谷电利润仍为负，约 -{rng.choice([38, 52, 67])} 元/吨。利润修复主要来自焦炭第七轮提降落地，而不是成材涨价。
2. 铁水：247 家钢厂日均铁水产量 {rng.choice([223.6, 225.1, 227.4])} 万吨，周环比 {rng.choice(['-0.8', '-1.3', '+0.4'])} 万吨。春节前季节性回落尚未充分展开，高炉检修集中在河北、山东，预计 2 月上旬见底在 220 万吨附近。
3. 库存：45 港铁矿石库存 {rng.choice([15120, 15288, 15430])} 万吨，周环比 +{rng.choice([86, 142, 177])} 万吨；螺纹社会库存 {rng.choice([301, 318, 335])} 万吨，厂库 {rng.choice([152, 160, 171])} 万吨，已进入季节性累库，累库速度略慢于过去五年均值。
4. 供给：澳巴 19 港发运 {rng.choice([2410, 2560, 2688])} 万吨，环比下降 {rng.choice([120, 210, 305])} 万吨，主要受西澳飓风季及巴西雨季影响；Vale 一季度指引偏保守，FMG 维持全年指引。
5. 需求：建材成交 {rng.choice([6.2, 7.8, 8.9])} 万吨（237 家贸易商），处于季节性低位；冬储意愿偏弱，贸易商普遍认为 {rb + 40} 以上冬储性价比不高。

一（补充）、本周调研纪要
本周研究组电话调研了唐山、邯郸、江苏三地共 11 家钢厂和 6 家贸易商。钢厂方面，多数表示春节期间高炉不停产，但会安排部分检修，检修时长 7-15 天不等；电炉厂普遍从腊月二十前后开始放假，复产时间集中在正月初十至正月十五。原料库存方面，钢厂铁矿石库存可用天数约 {rng.choice([23, 25, 27])} 天，较去年同期低 2-3 天，说明节前补库力度偏弱，节后存在集中补库的可能，这是我们对比价中期不悲观的另一个原因。贸易商方面，冬储意愿普遍偏低，多数认为当前价格下冬储利润空间不足，倾向于节后随用随采；个别大型贸易商在 {rb - 30} 附近做了少量冬储，规模不到去年的一半。
下游方面，华东地区建筑工地节前停工时间普遍提前，资金到位情况仍不理想；制造业用钢需求相对稳定，汽车、家电、机械订单尚可。出口方面，12 月钢材出口仍维持在 {rng.choice([920, 945, 968])} 万吨的高位，但贸易摩擦风险上升，越南、印度、欧盟等地的反倾销措施可能在 2025 年逐步落地。

二、供需平衡表（铁矿石，万吨）/ Iron ore balance (mt)
| 项目        | 2024Q4 | 2025Q1E | 2025Q2E | 备注 |
| 澳洲发运    | 22,410 | 20,950  | 22,800  | 飓风季扰动 |
| 巴西发运    | 10,320 |  8,960  | 10,750  | 雨季 |
| 非主流      |  6,120 |  5,480  |  5,900  | 价格敏感 |
| 国内精粉    |  7,050 |  6,480  |  7,120  | 冬季减产 |
| 铁水需求    | 2,080 万吨/周均 | 1,990 | 2,120 | 节后复产 |
| 港口库存变化 | +1,150 | +820 | -1,300 | |
Q1 偏累库、Q2 去库，是我们对 i2505 中期不悲观的主要依据。但近月盘面已经计价了相当一部分节后复产预期。

三、比价与跨期 / Ratio & calendar
i2505/rb2505 比价当前约 {ratio:.4f}，处于近一年 {rng.choice([62, 71, 78])}% 分位。历史上春节前后比价通常先走弱后走强：节前钢厂停产检修、原料补库结束，比价回落；节后复产、钢厂集中补库，比价修复。2021-2024 四年中有三年符合这一规律，例外是 2022 年（限产政策冲击）。
螺纹 05-10 价差当前 {P['spr']}，近月贴水。我们认为节后需求恢复偏慢，价差大幅走扩的空间有限，但正套的下行风险也有限（仓单成本支撑）。

四、组内决议
{decision}
比价的止损、止盈维持上周设定不变；如需调整，另行在频道通知。

五、焦煤焦炭与成本 / Coking coal & coke
焦炭第七轮提降已落地，累计降幅 {rng.choice([350, 385, 410])} 元/吨；焦企利润压缩至盈亏平衡附近，部分独立焦企开始限产。蒙古焦煤通关维持高位，甘其毛都口岸日均通关 {T['gq_trucks']} 车，进口煤对国内煤价形成压制。我们测算的螺纹即期成本约 {rb + rng.choice([-60, -45, -30])} 元/吨，盘面已接近成本线，下跌空间受限；但成本支撑是“软支撑”，一旦原料继续让利，成本线会同步下移。

| 成本项(元/吨钢) | 本周  | 上周  | 变化  |
| 铁矿(1.6吨)     | {i * 1.6 + 120:.0f} | {i * 1.6 + 134:.0f} | {rng.choice([-14, -10, -6])} |
| 焦炭(0.5吨)     | {rng.choice([820, 845, 860])}   | {rng.choice([880, 905, 921])}   | -60 |
| 废钢(0.15吨)    | {rng.choice([318, 324, 331])}   | {rng.choice([322, 329, 336])}   | -5  |
| 其他及折旧      | 780   | 780   | 0   |
| 合计            | {rb + rng.choice([-60, -45, -30])}  | {rb + rng.choice([-10, 5, 18])}  |     |

六、情景分析 / Scenarios（截至 3 月中旬，主力合约）
- 基准情景（概率 55%）：节后需求按季节性恢复，螺纹去库从 3 月初开始，rb2505 在 {rb - 80}-{rb + 120} 区间运行；铁矿先弱后强，比价在 0.228-0.245 之间。
- 乐观情景（概率 25%）：专项债前置发行、地产政策加码，螺纹表需超预期回升，rb2505 上探 {rb + 220}；铁矿受益更多，比价上行至 0.250 以上。
- 悲观情景（概率 20%）：粗钢压产重启，铁矿需求骤降，i2505 回落至 {_fi(i - 70)} 附近，比价跌破 0.220；螺纹相对抗跌。
我们对各情景下的持仓盈亏做了敏感性测算（见附件 PDF 第 7 页），在悲观情景下比价多头的回撤约为组内风险预算的 {rng.choice([35, 42, 48])}%，仍在可承受范围内。

七、海外与宏观 / Macro
- 美国 12 月 CPI 同比 2.9%，核心略低于预期，美元指数回落，对以美元计价的 SGX 铁矿和 LME 铜形成支撑。
- 国内 12 月社融超预期，但居民中长期贷款仍弱；地产新开工同比 -{rng.choice([18, 23, 27])}%，对螺纹需求的拖累在 2025 年仍将持续。
- 市场关注两会前的专项债发行节奏，若 Q1 前置发行力度超预期，基建端对钢材需求有边际支撑。

八、风险提示 / Risks
1. 政策：粗钢产量调控若再度收紧，铁矿石需求端承压，比价会快速回落；
2. 供给：西澳飓风强度超预期，发运大幅下降，铁矿短期可能逼仓式上涨；
3. 海外：美联储降息节奏不确定，美元反弹将压制外盘；
4. 流动性：春节前交易所上调保证金、资金离场，盘面波动可能放大。

English summary for the Singapore desk: Steel mill margins are recovering on cheaper coke, not on stronger steel prices. Hot-metal output is drifting lower into Chinese New Year; port stocks are building seasonally. We see Q1 as a build quarter and Q2 as a draw quarter for iron ore. The i2505/rb2505 ratio sits in the upper part of its one-year range. Keep an eye on Pilbara cyclone disruptions and any renewed crude-steel output controls. SGX FE hedges should be sized against the onshore i2505 position, with the hedge ratio reviewed weekly.

附表：主要品种周度数据
| 品种 | 主力合约 | 周涨跌 | 持仓变化 | 基差 | 库存 | 观点 |
| 螺纹 | rb2505 | {rng.choice(['+0.8%', '-0.4%', '+1.3%'])} | +{rng.randint(3, 9)}.{rng.randint(0, 9)}万手 | {T['rb_basis']} | 累库 | 偏多 |
| 热卷 | hc2505 | {rng.choice(['+1.1%', '+0.2%', '-0.3%'])} | +{rng.randint(1, 5)}.{rng.randint(0, 9)}万手 | 41 | 去库 | 中性 |
| 铁矿 | i2505 | {rng.choice(['+1.6%', '-0.9%', '+0.5%'])} | -{rng.randint(1, 6)}.{rng.randint(0, 9)}万手 | 38 | 累库 | 见上文 |
| 焦煤 | jm2505 | {rng.choice(['-2.1%', '-1.4%', '+0.6%'])} | +{rng.randint(1, 4)}.{rng.randint(0, 9)}万手 | 105 | 累库 | 偏空 |
| 焦炭 | j2505 | {rng.choice(['-1.5%', '-0.8%', '+0.3%'])} | -{rng.randint(0, 3)}.{rng.randint(1, 9)}万手 | 62 | 持平 | 偏空 |
| 硅铁 | SF505 | {rng.choice(['+0.4%', '-0.6%'])} | +0.{rng.randint(1, 9)}万手 | 88 | 去库 | 中性 |

附：数据来源为钢联、海关、交易所及公司公告；模型测算仅供参考。如需原始数据表，请在研究组共享盘“黑色/周度”目录下载。"""
    return {"text": txt, "facts": ["i2505", "偏多", "中性"]}


def _close_comment(P, T, rng):
    return f"""【收盘点评】黑色 / 有色 / 能化 / 农产品
黑色：螺纹主力 rb2505 收 {P['rb'] + rng.choice([-6, 4, 11])}，日内多头增仓约 {rng.choice([1.2, 2.1, 3.4])} 万手，空头在 {P['rb'] + 25} 一带止损离场的痕迹明显；铁矿 i2505 收 {_fi(P['i'] + 1.5)}，持仓微降。若明天钢联数据显示累库放缓，多头可能会继续推动，但上方 {P['rb'] + 60} 附近有前高压力。
有色：沪铜 cu2503 收 {P['cu'] + rng.choice([-80, 40, 150])}，LME 3M 在 {P['lme']:,} 附近震荡，进口窗口关闭，洋山溢价回落至 {rng.choice([38, 45, 52])} 美元/吨。铝价受氧化铝回落拖累，空头占优。
能化：原油 sc2503 跟随外盘，市场在交易中东风险溢价；PTA 加工费低位，空头逻辑仍在但已拥挤，追空性价比下降。乙二醇、甲醇同步走弱。
农产品：棕榈油 p2505 受出口数据拖累回落，豆粕 m2509 在南美天气炒作下震荡偏强，白糖 SR505 跟随原糖反弹，生猪继续探底。
贵金属：沪金 au2506 收 {P['au'] + rng.choice([-1.2, 0.6, 1.8]):.2f}，央行购金与地缘风险支撑金价，但美元偏强限制上方空间；白银弹性更大，金银比回落至 {rng.uniform(86, 90):.1f}。
盘面资金：今日商品期货市场沉淀资金减少约 {rng.choice([38, 52, 67])} 亿元，黑色和有色流出最多，贵金属小幅流入；从席位看，头部期货公司多空同步减仓，春节前的避险离场特征明显。
技术面：螺纹 60 分钟级别在 {P['rb'] - 15}-{P['rb'] + 35} 区间震荡，MACD 零轴附近粘合；铁矿日线站上 20 日均线，但量能不足；沪铜在 75,000 一线反复争夺；原油日线连续三根阳线后出现长上影。以上技术形态仅供参考。
明日关注：10:00 国家统计局 12 月经济数据（粗钢、地产投资、社零）、16:00 钢联周度数据、晚间 EIA 原油库存、MPOB 前瞻更新。
总体：节前资金离场，多空双方都在减仓，波动可能放大，止损要设好。以上仅为市场观察，不构成操作建议。"""


# --------------------------------------------------------------------------- assembly

def _finalize(D: Day):
    """Assign snowflakes, build capture events and labels for one channel-day."""
    msgs = sorted(D.msgs, key=lambda m: m.ms)
    last = None
    for m in msgs:
        if last is not None and m.ms <= last:
            m.ms = last + 1
        last = m.ms
    for seq, m in enumerate(msgs):
        m.id = str(_sf(m.ms, D.worker, seq))
    # threads first need their starter id
    for m in msgs:
        m.chan = m.thread.id if m.thread is not None else D.channel

    def iso(ms):
        return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"

    out = []
    for m in msgs:
        aid, aname, abot = AUTHORS[m.who]
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
        if m.thread is not None:
            ev["parent_channel_id"] = D.channel
        ev["message"] = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                         "created_at": iso(m.ms), "content": m.content,
                         "attachments": m.att or [], "embeds": m.embeds or [],
                         "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
        out.append((m.ms, 0, ev))
    for ms, kind, p in D.ops:
        base = {"op": kind, "guild_id": GUILD_ID}
        if kind == "edit":
            m, content = p
            base.update(channel_id=m.chan, message_id=m.id, edited_at=iso(ms), content=content)
        elif kind == "delete":
            base.update(channel_id=p.chan, message_id=p.id, deleted_at=iso(ms))
        elif kind == "bulk_delete":
            base.update(channel_id=p[0].chan, message_ids=[x.id for x in p], deleted_at=iso(ms))
        elif kind == "forget":
            m, by = p
            base.update(channel_id=m.chan, message_id=m.id, requested_by=by, at=iso(ms))
        elif kind == "pin":
            m, by = p
            base.update(channel_id=m.chan, message_id=m.id, by=AUTHORS[by][0], at=iso(ms))
        else:
            m, emoji, uid = p
            base.update(channel_id=m.chan, message_id=m.id, emoji=emoji, user_id=uid, at=iso(ms))
        out.append((ms, 1, base))

    labels = {"hard_events": [], "superseded_facts": [], "removed_texts": list(D.removed_texts),
              "noise_message_ids": [m.id for m in D.noise], "near_miss_ids": [m.id for m in D.near],
              "idioms": []}
    for m, et, facts, ph in D.hard:
        if m.removed:
            state = m.removed
        elif m.final != m.content:
            state = "edited"
        else:
            state = "live"
        labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": et,
                                      "facts": facts, "phrasing": ph, "final_state": state})
    for m, s in D.superseded:
        labels["superseded_facts"].append([m.chan, m.id, s])
    for m, idiom, exp in D.idioms:
        labels["idioms"].append({"message_id": m.id, "idiom": idiom, "expected": exp})
    return out, labels


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
    idiom_rows = []
    for d in range(days):
        t0 = end_ms - (days - d) * DAY_MS
        for ci in range(channels):
            rng = random.Random(f"{DESK}|{seed}|{ci}|{d}")
            D = _build_day(rng, ci, d, t0)
            evs, lab = _finalize(D)
            events.extend(evs)
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[k].extend(lab[k])
            idiom_rows.extend(lab["idioms"])
    # 10-20 idiom rows: first every expected type once, then the rest in order, one row per idiom
    picked, names, types = [], set(), set()
    for row in idiom_rows:
        if row["expected"] not in types and row["idiom"] not in names:
            picked.append(row); names.add(row["idiom"]); types.add(row["expected"])
    for row in idiom_rows:
        if len(picked) >= 20:
            break
        if row["idiom"] not in names:
            picked.append(row); names.add(row["idiom"])
    labels["idioms"] = picked
    events.sort(key=lambda e: (e[0], e[1], e[2].get("message", {}).get("id", "")))
    return {"events": [e[2] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check + CLI

def _text_of(msg_content, embeds):
    parts = [msg_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def check(result: dict, end_ms: int | None = None, days: int = 1) -> dict:
    events, labels = result["events"], result["labels"]
    msgs, final, created = {}, {}, {}
    problems = []
    prev_ms = -1
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            ts = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if int(ts.timestamp() * 1000) != ms:
                problems.append(f"id/created_at mismatch {m['id']}")
            if ms < prev_ms:
                problems.append(f"create out of order {m['id']}")
            prev_ms = ms
            msgs[m["id"]] = e
            final[m["id"]] = _text_of(m["content"], m["embeds"])
            created[m["id"]] = final[m["id"]]
        elif e["op"] == "edit":
            mid = e["message_id"]
            emb = msgs[mid]["message"]["embeds"] if mid in msgs else []
            final[mid] = _text_of(e["content"], emb)
    for h in labels["hard_events"]:
        if h["message_id"] not in msgs:
            problems.append(f"missing hard id {h['message_id']}")
            continue
        txt = final[h["message_id"]]
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"facts count {h['message_id']}")
        for f in h["facts"]:
            if f not in txt:
                problems.append(f"fact {f!r} not in {h['message_id']}")
    for k in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[k]:
            if mid not in msgs:
                problems.append(f"missing {k} id {mid}")
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            problems.append(f"missing idiom id {row['message_id']}")
    # per channel-day stats (top-level channel incl. its threads, per UTC-window day)
    per = {}
    thread_parent = {}
    for e in events:
        if e["op"] == "create" and e.get("parent_channel_id"):
            thread_parent[e["channel_id"]] = e["parent_channel_id"]
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    noise_ids = set(labels["noise_message_ids"])
    near_ids = set(labels["near_miss_ids"])
    for mid, e in msgs.items():
        ch = thread_parent.get(e["channel_id"], e["channel_id"])
        ms = (int(mid) >> 22) + DISCORD_EPOCH
        if end_ms is None:
            day = e["message"]["created_at"][:10]
        else:
            day = f"day{days - 1 - (end_ms - 1 - ms) // DAY_MS}"
        s = per.setdefault((ch, day), {"messages": 0, "bytes": 0, "chars": 0, "hard": 0, "noise": 0, "near": 0})
        s["messages"] += 1
        s["bytes"] += len(created[mid].encode("utf-8"))
        s["chars"] += len(created[mid])
        s["hard"] += mid in hard_ids
        s["noise"] += mid in noise_ids
        s["near"] += mid in near_ids
    return {"problems": problems, "per_channel_day": per,
            "n_events": len(events), "n_hard": len(labels["hard_events"]), "n_idioms": len(labels["idioms"])}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2025-01-16T00:00+08:00)")
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
    # reload and verify
    with open(a.out, encoding="utf-8") as fh:
        reloaded = [json.loads(line) for line in fh]
    end_ms = int(((end or DEFAULT_END) if (end or DEFAULT_END).tzinfo else (end or DEFAULT_END).replace(tzinfo=timezone.utc)).timestamp() * 1000)
    st = check({"events": reloaded, "labels": res["labels"]}, end_ms, a.days)
    for (ch, day), s in sorted(st["per_channel_day"].items(), key=lambda kv: (kv[0][1], kv[0][0])):
        print(f"{day} ch={ch} msgs={s['messages']} content={s['bytes'] / 1024:.1f}KB(utf8) "
              f"{s['chars'] / 1000:.1f}k chars hard={s['hard']} noise={s['noise']} "
              f"({100 * s['noise'] / s['messages']:.0f}%) near_miss={s['near']}", file=sys.stderr)
    print(f"events={st['n_events']} hard_events={st['n_hard']} idioms={st['n_idioms']} "
          f"problems={len(st['problems'])}", file=sys.stderr)
    for p in st["problems"][:20]:
        print("  PROBLEM:", p, file=sys.stderr)
    return 1 if st["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
