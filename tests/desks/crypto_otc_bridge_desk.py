#!/usr/bin/env python3
"""Desk generator: crypto OTC principal desk with a Telegram->Discord bridge.

BTC / ETH / SOL / USDT / USDC blocks quoted to counterparties over Telegram (relayed
into Discord by a bridge bot, mixed English / Russian / Chinese shorthand), Deribit
BTC option blocks, CME BTC basis hedges, a JSON-line pricing engine, a settlement bot,
a risk daemon, a treasury agent, a newswire, funding alerts, node heartbeats and the
odd stack trace from the quoting service.

Pure function of its arguments; standard library only.

    python -m tests.desks.crypto_otc_bridge_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
import argparse
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone

DESK = "crypto_otc_bridge_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 4, 15, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1190473826150219846"
BASE_CHANNELS = ["1203388171542099978", "1203388329117917224", "1203388477042655302"]

# key: (author_id, author_name, bot, snowflake worker)
AUTHORS = {
    "dara": ("1093348762013458442", "Dara Okafor", False, 1),
    "misha": ("1093351907650781204", "Misha K", False, 1),
    "wei": ("1101177520482353183", "Wei Zhang", False, 1),
    "tom": ("1112904665211850783", "Tom Reyes", False, 1),
    "ines": ("1118243905172963409", "Ines (risk)", False, 1),
    "bridge": ("1189245501377200229", "tg-bridge", True, 4),
    "pricer": ("1189246913032474664", "px-engine", True, 5),
    "blotter": ("1189247150815965266", "blotter", True, 5),
    "settle": ("1189248388417159228", "settlebot", True, 6),
    "riskd": ("1189249011723387000", "riskd", True, 7),
    "treasury": ("1189249779247194163", "treasury-agent", True, 8),
    "news": ("1189250402155862046", "newswire", True, 9),
    "funding": ("1189251163090722887", "fundingwatch", True, 9),
    "nodemon": ("1189251786443993189", "nodemon", True, 10),
    "ci": ("1189252410568953866", "ci", True, 11),
    "pnl": ("1189253044961710151", "pnl-snap", True, 12),
    "quoter": ("1189253681535389787", "quoter-svc", True, 13),
    "triage": ("1189254311377227836", "triage", True, 14),
    "deribit": ("1189254977843744798", "deribit-bridge", True, 15),
    "fcm": ("1189255604271497247", "fcm-gw", True, 16),
    "alerts": ("1189256231357685862", "px-alerts", True, 17),
}

CPS = [
    dict(code="CP-044", tg="zenith-otc", name="Zenith OTC", who="Pavel", lang="en"),
    dict(code="CP-017", tg="baikal-trading", name="Baikal Trading", who="Дима", lang="ru"),
    dict(code="CP-071", tg="karat-cap", name="Karat Capital", who="Sergei", lang="ru"),
    dict(code="CP-102", tg="jade-harbor", name="Jade Harbor", who="小陈", lang="zh"),
    dict(code="CP-088", tg="lotus-prime", name="Lotus Prime", who="Amy L", lang="zh"),
    dict(code="CP-023", tg="northwind-mm", name="Northwind MM", who="jules", lang="en"),
    dict(code="CP-131", tg="sakhalin-digital", name="Sakhalin Digital", who="Олег", lang="ru"),
]

HOUR_WEIGHTS = [6, 8, 9, 9, 8, 7, 8, 10, 12, 12, 11, 10, 11, 13, 15, 14, 12, 10, 8, 7, 6, 5, 4, 4]


def snowflake(ms, worker=0, seq=0):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def channel_id_for(index):
    if index < len(BASE_CHANNELS):
        return BASE_CHANNELS[index]
    ms = 1706745600000 + index * 7919 * 1000  # early 2024, distinct per index
    return str(snowflake(ms, 2, 977 + index))


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def comma(x, dp=0):
    return f"{x:,.{dp}f}"


def plain(x, dp=0):
    return f"{x:.{dp}f}"


# --------------------------------------------------------------------------------------
class Flow:
    """One channel-day: messages as dicts, resolved to snowflakes at the end."""

    def __init__(self, rng, ch_id, day_start, day_idx, ch_idx):
        self.rng = rng
        self.ch = ch_id
        self.t0 = day_start
        self.t1 = day_start + 86400000
        self.day_idx = day_idx
        self.ch_idx = ch_idx
        self.msgs = []
        self.ops = []  # (ms, kind, payload)
        self.threads = {}  # key -> (thread id, created ms)
        self.gen_ids = []  # generated RFQ-/T- ids, renumbered in time order in finalize()
        self.removed = []
        self.superseded = []  # (msg, old)
        self.rfq_n = rng.randint(5100, 8900)
        self.trade_n = rng.randint(40000, 89000)
        self.ord_n = rng.randint(3100, 9800)
        self.news_n = rng.randint(2100, 7900)
        self.px = {
            "BTC": rng.uniform(62000, 71000),
            "ETH": rng.uniform(3150, 3600),
            "SOL": rng.uniform(134, 166),
            "USDT": 1.0,
            "USDC": 1.0,
        }

    # ---- helpers
    def clamp(self, ms):
        return max(self.t0 + 1000, min(self.t1 - 2000, int(ms)))

    def start(self, dur_s=600, lo_h=0.0, hi_h=24.0):
        r = self.rng
        hours = [h for h in range(24) if lo_h <= h < hi_h] or list(range(24))
        h = r.choices(hours, weights=[HOUR_WEIGHTS[x] for x in hours])[0]
        ms = self.t0 + h * 3600000 + r.randint(0, 3599999)
        ms = min(ms, self.t1 - dur_s * 1000 - 5000)
        return max(ms, self.t0 + 60000)

    def msg(self, ms, who, content="", embeds=None, ref=None, thread=False, hard=None,
            kind=None, idiom=None, attachments=None):
        m = dict(ms=self.clamp(ms), who=who, content=content, embeds=embeds or [], ref=ref,
                 thread=thread, hard=hard, kind=kind, idiom=idiom,
                 attachments=attachments or [], edits=[], state="live")
        self.msgs.append(m)
        return m

    def edit(self, m, ms, content, superseded=()):
        ms = self.clamp(max(ms, m["ms"] + 1500))
        m["edits"].append((ms, content))
        if m["state"] == "live":
            m["state"] = "edited"
        for s in superseded:
            self.superseded.append((m, s))
        self.ops.append((ms, "edit", (m, content)))

    def delete(self, m, ms, snippet):
        ms = self.clamp(max(ms, m["ms"] + 1500))
        m["state"] = "deleted"
        self.removed.append(snippet)
        self.ops.append((ms, "delete", m))

    def bulk_delete(self, ms_list, ms, snippets):
        ms = self.clamp(max([ms] + [x["ms"] + 1500 for x in ms_list]))
        for x in ms_list:
            x["state"] = "deleted"
        self.removed.extend(snippets)
        self.ops.append((ms, "bulk", ms_list))

    def forget(self, m, ms, by, snippet):
        ms = self.clamp(max(ms, m["ms"] + 1500))
        m["state"] = "forgotten"
        self.removed.append(snippet)
        self.ops.append((ms, "forget", (m, by)))

    def pin(self, m, ms, by="dara"):
        ms = self.clamp(max(ms, m["ms"] + 1000))
        self.ops.append((ms, "pin", (m, by)))

    def react(self, m, ms, emoji, by):
        ms = self.clamp(max(ms, m["ms"] + 800))
        self.ops.append((ms, "react", (m, emoji, by)))

    def next_rfq(self):
        self.rfq_n += self.rng.randint(1, 9)
        self.gen_ids.append(f"RFQ-{self.rfq_n}")
        return f"RFQ-{self.rfq_n}"

    def next_trade(self):
        self.trade_n += self.rng.randint(1, 5)
        self.gen_ids.append(f"T-{self.trade_n}")
        return f"T-{self.trade_n}"

    def next_ord(self):
        self.ord_n += self.rng.randint(1, 7)
        return f"{self.ord_n}-{self.rng.choice('ABCD')}"

    def next_news(self):
        self.news_n += self.rng.randint(3, 40)
        return f"NEWS-{self.news_n}"


def H(etype, facts, phrasing):
    return dict(event_type=etype, facts=list(facts), phrasing=phrasing)


def bridge_line(cp, text, group=None):
    return f"`[tg:{group or cp['tg']}]` **{cp['who']}:** {text}"


# --------------------------------------------------------------------------------------
# asset sizing / pricing
def deal_params(fl, asset):
    r = fl.rng
    if asset == "BTC":
        q = r.choice([25, 40, 50, 75, 100, 120, 150, 200, 250])
        sz = dict(en=f"{q} btc", ru=f"{q} бтц", zh=f"{q}个btc", book=f"{q} BTC", blot=f"{q:.2f}")
        base = fl.px["BTC"]
        fmt = lambda x: r.choice([comma(x), plain(x)])
        step = 5.0
    elif asset == "ETH":
        q = r.choice([500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000])
        k = (f"{q / 1000:g}k" if q >= 1000 else f"{q}")
        sz = dict(en=f"{k} eth", ru=f"{k.replace('k', 'к')} эфира", zh=f"{k} eth", book=f"{comma(q)} ETH",
                  blot=f"{comma(q, 3)}")
        base = fl.px["ETH"]
        fmt = lambda x: r.choice([comma(x, 2), plain(x, 2), plain(x, 1)])
        step = 0.05
    elif asset == "SOL":
        q = r.choice([10000, 15000, 20000, 25000, 30000, 40000, 60000, 80000])
        k = f"{q // 1000}k"
        sz = dict(en=f"{k} sol", ru=f"{k.replace('k', 'к')} сола", zh=f"{q // 10000}万 sol" if q % 10000 == 0 else f"{k} sol",
                  book=f"{k} SOL", blot=f"{comma(q, 3)}")
        base = fl.px["SOL"]
        fmt = lambda x: plain(x, 2)
        step = 0.01
    else:  # USDT / USDC
        q = r.choice([2, 3, 5, 8, 10, 15, 20])
        sz = dict(en=f"{q}m {asset.lower()}", ru=f"{q} лямов {asset.lower()}", zh=f"{q * 100}万 {asset.lower()}",
                  book=f"{q}m {asset}", blot=f"{comma(q * 1_000_000, 2)}")
        base = 1.0
        fmt = lambda x: f"{x:.4f}"
        step = 0.0001
        q = q * 1_000_000
    return q, sz, base, fmt, step


def quote_px(fl, asset, base, side_we, step):
    r = fl.rng
    drift = r.uniform(-0.012, 0.012) if asset not in ("USDT", "USDC") else 0
    mid = base * (1 + drift)
    spread = (r.uniform(4, 14) / 10000.0) * mid if asset not in ("USDT", "USDC") else r.choice([1, 2, 3, 4]) * 0.0001
    px = mid + spread if side_we == "sell" else mid - spread
    return round(round(px / step) * step, 6)


RFQ_TPL = {
    ("en", "buy"): ["{sz} offer?", "can u show {sz} offer, settle today", "{sz} offer pls, firm?", "need an offer in {sz}"],
    ("en", "sell"): ["bid {sz}?", "{sz} bid pls", "what's your bid on {sz}", "2way {sz}? leaning seller"],
    ("ru", "buy"): ["{sz} офер?", "нужен офер {sz}, сетл сегодня", "покажи офер {sz} плз"],
    ("ru", "sell"): ["бид на {sz}?", "{sz} бид есть?", "покажи бид {sz}, продаём"],
    ("zh", "buy"): ["{sz} 报个offer?", "要买 {sz}, 今天结算, offer?", "{sz} offer 多少"],
    ("zh", "sell"): ["{sz} 收吗? bid?", "出 {sz}, 给个bid", "{sz} bid 多少"],
}

DONE_TPL = {
    "en": ["done {sz} @ {px}", "done {sz} at {px} ty", "ok done {sz} @{px}"],
    "ru": ["done, {sz} по {px}", "берём, done {sz} по {px}", "done {sz} по {px}, спс"],
    "zh": ["成交 {sz} {px}", "done {sz} @{px} 谢谢", "好 成交 {sz} @ {px}"],
}

PASS_TPL = {
    "en": ["pass, ty", "too wide for us, pass", "nothing done, thx", "pass - found it elsewhere"],
    "ru": ["нет, дорого", "пас, спс", "не, мимо. спс"],
    "zh": ["算了 太贵", "pass 谢谢", "不做了 谢谢"],
}

ACKS = ["ok", "thx", "ty", "👍", "🙏", "спс", "好的", "np", "👌", "gm", "k", "cheers", "谢谢", "ok ok"]


# --------------------------------------------------------------------------------------
# scenes
def scene_book_pin(fl):
    r = fl.rng
    ms = fl.t0 + r.randint(5, 40) * 60000
    day = iso(fl.t0)[:10]
    text = (f"**Desk book {day}** (principal, OTC)\n"
            "inventory we carry: BTC, ETH, SOL, USDT, USDC + Deribit BTC option blocks + CME BTC basis (BTCM6 vs spot)\n"
            "watchlist: SUI, TON, ARB\n"
            "TG groups on bridge: zenith-otc, baikal-trading, karat-cap, jade-harbor, lotus-prime, northwind-mm, "
            "sakhalin-digital (+ otc-chatter / asia-otc 群 read-only)\n"
            "quotes: firm 30s unless stated; anything > 10m USD notional goes through me first. credit lines live in riskd.")
    m = fl.msg(ms, "dara", text)
    fl.pin(m, ms + 20000)
    fl.react(m, ms + 21000, "📌", "dara")
    return m


def scene_deal(fl, variant, cp, asset, cp_side):
    """cp_side: what the counterparty wants to do (buy -> we sell)."""
    r = fl.rng
    we = "sell" if cp_side == "buy" else "buy"
    q, sz, base, fmt, step = deal_params(fl, asset)
    px = quote_px(fl, asset, base, we, step)
    pxs = fmt(px)
    lang = cp["lang"]
    trader = {"ru": "misha", "zh": "wei"}.get(lang, r.choice(["misha", "tom", "wei"]))
    rfq = fl.next_rfq()
    t = fl.start(3600)
    szl = sz[lang]
    rfq_text = r.choice(RFQ_TPL[(lang, cp_side)]).format(sz=szl)
    idi = {"en": "k-suffixed size RFQ relayed from Telegram", "ru": "Cyrillic RFQ shorthand via bridge",
           "zh": "Chinese RFQ shorthand (报/收) via bridge"}[lang]
    m_rfq = fl.msg(t, "bridge", bridge_line(cp, rfq_text), kind="near", idiom=(idi, "not_hard"))

    if variant == "blocked":
        t += r.randint(2, 6) * 1000
        notional = q * (base if asset not in ("USDT", "USDC") else 1.0)
        line = int(r.choice([15, 20, 25]) * 1_000_000)
        used = int(line - notional * r.uniform(0.3, 0.8))
        lim = comma(line)
        fl.msg(t, "riskd",
               f"⛔ BLOCKED {rfq} {cp['code']} {cp['name']}: credit limit {lim} USDT, used {comma(used)}, "
               f"this trade ~{comma(notional)} → would breach. quote not sent, px-engine muted for {cp['code']}.",
               hard=H("risk_limit", ["BLOCKED", rfq, cp["code"], lim], "tagged"),
               idiom=("riskd BLOCKED on counterparty credit", "risk_limit"))
        t += r.randint(20, 90) * 1000
        fl.msg(t, trader, r.choice([f"{cp['name']} still has their USDT leg from yday outstanding",
                                    f"{cp['name']} capped on credit per riskd",
                                    "their line is maxed, see riskd"]))
        t += r.randint(10, 60) * 1000
        fl.msg(t, "bridge", bridge_line(cp, r.choice(PASS_TPL[lang])), kind="near")
        return

    # pricer firm quote (structured proposal) sometimes
    m_prop = None
    m_px = None
    if variant == "pricer" or (variant == "full" and r.random() < 0.25):
        t += r.randint(2, 6) * 1000
        side_w = "OFFER" if we == "sell" else "BID"
        pair = f"{asset}/USD" if asset in ("USDT", "USDC") else f"{asset}/USDT"
        pxj = f"{px:.4f}" if asset in ("USDT", "USDC") else f"{px:.2f}"
        jl = json.dumps({"ts": iso(t), "rfq": rfq, "cp": cp["code"], "sym": pair, "side": side_w,
                         "qty": str(q), "px": pxj, "ttl_s": 30, "kind": "firm",
                         "spread_bps": round(r.uniform(2, 14), 1), "hedge": r.choice(["binance", "okx", "cme", "none"]),
                         "src": r.sample(["binance", "okx", "coinbase", "bybit", "kraken"], 3),
                         "sent_to": f"tg:{cp['tg']}" if variant == "pricer" else None}, ensure_ascii=False)
        m_px = fl.msg(t, "pricer", jl, hard=H("trade_proposal", [rfq, pair, side_w, pxj], "structured"),
               idiom=("pricer JSON firm quote line", "trade_proposal"))

    # internal proposal needing approval
    if variant in ("approve", "reject"):
        t += r.randint(30, 120) * 1000
        side_word = "sell" if we == "sell" else "buy"
        prep = "to" if we == "sell" else "from"
        text = r.choice([
            f"{cp['name']} wants {'an offer' if we == 'sell' else 'a bid'} on {szl}. proposing: we {side_word} {sz['book']} @ {pxs} {prep} {cp['name']}, hedge half on CME. ok?",
            f"@Dara big one — {side_word} {sz['book']} {prep} {cp['code']} at {pxs}, firm 30s once you say go",
            f"proposal: {side_word} {sz['book']} @ {pxs} vs {cp['name']} ({rfq}), inventory can take it",
        ])
        if r.random() < 0.4:
            sh = f"{'s' if we == 'sell' else 'b'} {sz['en']}"
            text = f"{sh} @ {pxs} vs {cp['tg'].split('-')[0]}, hedge half cme — ok?"
            m_prop = fl.msg(t, trader, text, ref=m_rfq, hard=H("trade_proposal", [sh, pxs], "shorthand"),
                            idiom=("b/s shorthand internal proposal awaiting ok", "trade_proposal"))
        else:
            m_prop = fl.msg(t, trader, text, ref=m_rfq,
                            hard=H("trade_proposal", [side_word, sz["book"], pxs], "untagged"))
        if r.random() < 0.5:
            t += r.randint(20, 60) * 1000
            fl.msg(t, r.choice(["tom", "wei", "ines"]) if trader != "tom" else "wei",
                   r.choice(["looks interesting, who's the cp on the other side of their flow?",
                             "hm, what's the hedge if CME is thin?", "they good for settlement this week?"]),
                   ref=m_prop, kind="near", idiom=("question under a proposal", "not_hard"))
        t += r.randint(30, 180) * 1000
        if variant == "approve":
            qshort = sz["book"].split()[0]
            opts = [("ok go, {q} max".format(q=qshort), ["ok go", qshort]),
                    ("👍 send it", ["👍", "send it"]),
                    ("approved, go {q} @ {p}".format(q=qshort, p=pxs), ["approved", qshort, pxs])]
            txt, facts = r.choice(opts)
            m_app = fl.msg(t, "dara", txt, ref=m_prop, hard=H("trade_approval", facts, "reply"),
                           idiom=("short approval reply (ok go / 👍 send it)", "trade_approval"))
            fl.react(m_app, t + 5000, "✅", trader)
        else:
            txt = r.choice([
                f"no — pass on {cp['name']} today, their USDT leg from Tue still isn't in",
                f"rejected. not adding {asset} at that level with delta where it is",
                f"no, don't show it. {cp['name']} settlement has been slow all week",
            ])
            facts = ["no" if txt.startswith("no") else "rejected", cp["name"] if cp["name"] in txt else asset]
            fl.msg(t, "dara", txt, ref=m_prop, hard=H("trade_approval", facts, "reply"),
                   idiom=("rejection of a proposal citing settlement/credit", "trade_approval"))
            t += r.randint(20, 80) * 1000
            fl.msg(t, "bridge", bridge_line(cp, r.choice(PASS_TPL[lang])), ref=None, kind="near")
            return

    # trader firm quote reply (with possible fat-finger delete)
    t += r.randint(5, 25) * 1000
    if variant == "pricer":
        t -= r.randint(5, 20) * 1000
        m_q = m_px
    side_word = {"en": "offer" if we == "sell" else "bid", "ru": "офер" if we == "sell" else "бид",
                 "zh": "出" if we == "sell" else "收"}[lang]
    q_tpl = {
        "en": ["firm 30s: {px} {sw} for {sz}", "{px} {sw} for {sz}, firm 30s", "we {sw} {sz} @ {px}, firm 30s"],
        "ru": ["firm 30s: {sw} {px} на {sz}", "{sz} — {sw} {px}, firm 30s"],
        "zh": ["firm 30s: {sw} {sz} @ {px}", "{sz} {sw} {px} firm 30s"],
    }[lang]
    tpl = r.choice(q_tpl)
    if variant == "pricer":
        pass
    elif variant == "delete_fix":
        bad = pxs
        # transpose two digits to a fat-finger price that appears nowhere else
        digits = [i for i, c in enumerate(bad) if c.isdigit()]
        i = digits[1] if len(digits) > 2 else digits[0]
        j = digits[2] if len(digits) > 2 else digits[-1]
        lst = list(bad)
        lst[i], lst[j] = lst[j], lst[i]
        bad = "".join(lst)
        if bad == pxs:
            bad = pxs[:-1] + ("7" if pxs[-1] != "7" else "3")
        bad_txt = tpl.format(px=bad, sw=side_word, sz=szl)
        m_bad = fl.msg(t, trader, bad_txt, ref=m_rfq,
                       hard=H("trade_proposal", ["firm 30s", bad, szl], "reply"))
        fl.delete(m_bad, t + r.randint(4, 9) * 1000, bad_txt)
        t += r.randint(10, 15) * 1000
        tpl2 = "sorry typo, " + tpl
        m_q = fl.msg(t, trader, tpl2.format(px=pxs, sw=side_word, sz=szl), ref=m_rfq,
                     hard=H("trade_proposal", ["firm 30s", pxs, szl, side_word], "reply"),
                     idiom=("fat-finger firm quote deleted and reposted", "trade_proposal"))
    else:
        m_q = fl.msg(t, trader, tpl.format(px=pxs, sw=side_word, sz=szl), ref=m_rfq,
                     hard=H("trade_proposal", ["firm 30s", pxs, szl, side_word], "reply"),
                     idiom=("firm 30s quote reply to RFQ", "trade_proposal"))

    if variant == "pass":
        t += r.randint(6, 28) * 1000
        fl.msg(t, "bridge", bridge_line(cp, r.choice(PASS_TPL[lang])), ref=m_q, kind="near",
               idiom=("counterparty pass on a firm quote", "not_hard"))
        if r.random() < 0.5:
            fl.msg(t + r.randint(5, 30) * 1000, trader, r.choice(ACKS), kind="noise")
        return

    # counterparty done
    t += r.randint(4, 26) * 1000
    done_txt = r.choice(DONE_TPL[lang]).format(sz=szl, px=pxs)
    head = "成交" if done_txt.startswith("成交") or "成交" in done_txt.split()[0:2] else "done"
    m_done = fl.msg(t, "bridge", bridge_line(cp, done_txt), ref=m_q,
                    hard=H("trade_confirmation", [head, szl, pxs], "reply"),
                    idiom=("counterparty 'done' reply relayed through bridge", "trade_confirmation"))

    # booking / fill
    tid = fl.next_trade()
    t += r.randint(15, 80) * 1000
    verb = "sold" if we == "sell" else "bought"
    prep = "to" if we == "sell" else "from"
    if variant == "forget_pii":
        signer = r.choice(["Oleg Vasnetsov", "Pavel Grishanov", "Chen Mingyu", "Jules Marchetti"])
        phone = "+7 914 " + "".join(r.choice("0123456789") for _ in range(3)) + " " + "".join(r.choice("0123456789") for _ in range(4))
        txt = (f"done ✅ {verb} {sz['book']} @ {pxs} {prep} {cp['name']} — their signer {signer} ({phone}) "
               f"confirmed on the call, {tid}")
        m_f = fl.msg(t, trader, txt, ref=m_done, hard=H("trade_fill", [verb, sz["book"], pxs, tid], "reply"))
        fl.forget(m_f, t + r.randint(3, 12) * 60000, AUTHORS["dara"][0], f"{signer} ({phone})")
        t2 = t + r.randint(13, 20) * 60000
        fl.msg(t2, trader, f"reposting w/o PII: {verb} {sz['book']} @ {pxs} {prep} {cp['code']}, {tid}",
               hard=H("trade_fill", [verb, sz["book"], pxs, tid], "untagged"),
               idiom=("fill reposted after moderator forget", "trade_fill"))
    elif r.random() < 0.5:
        txt = r.choice([f"done ✅ {verb} {sz['book']} @ {pxs} {prep} {cp['name']}, {tid}",
                        f"done. {verb} {sz['book']} {prep} {cp['code']} at {pxs} — booking {tid}",
                        f"{verb} {sz['book']} @ {pxs}, booked {tid} 🤝"])
        m_f = fl.msg(t, trader, txt, ref=m_done, hard=H("trade_fill", [verb, sz["book"], pxs], "reply"),
                     idiom=("trader 'done ✅' booking reply", "trade_fill"))
    elif r.random() < 0.35:
        sh = f"{'sld' if we == 'sell' else 'bot'} {sz['en']}"
        txt = f"{sh} @ {pxs} {cp['tg'].split('-')[0]} {tid} ✅"
        m_f = fl.msg(t, trader, txt, ref=m_done, hard=H("trade_fill", [sh, pxs, tid], "shorthand"),
                     idiom=("bot/sld shorthand fill", "trade_fill"))
        if r.random() < 0.5:
            fl.react(m_f, t + r.randint(10, 90) * 1000, "✅", "dara")
    else:
        side_b = "SELL" if we == "sell" else "BUY"
        pxb = f"{px:.4f}" if asset in ("USDT", "USDC") else (comma(px, 2) if asset != "SOL" else f"{px:.2f}")
        txt = (f"[BOOKED] {tid} {side_b} {asset} {sz['blot']} @ {pxb} cp={cp['code']} rfq={rfq} "
               f"settle=T+0 trader={AUTHORS[trader][1].split()[0].lower()} src=tg:{cp['tg']}")
        fl.msg(t, "blotter", txt, hard=H("trade_fill", [tid, side_b, asset, sz["blot"], pxb], "structured"),
               idiom=("blotter [BOOKED] key=value line", "trade_fill"))
    if r.random() < 0.4:
        fl.msg(t + r.randint(5, 40) * 1000, "bridge", bridge_line(cp, r.choice(["ty 🙏", "thx", "спасибо", "谢谢", "ty, sending now"])), kind="noise")

    # settlement
    t += r.randint(3, 12) * 60000
    chain = {"BTC": "btc", "ETH": "eth", "SOL": "sol", "USDT": r.choice(["tron", "eth"]), "USDC": r.choice(["eth", "sol"])}[asset]
    if chain == "btc":
        addr = "bc1q" + hexs(r, 38)
        tx = hexs(r, 64)
    elif chain == "sol":
        addr = "".join(r.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(44))
        tx = "".join(r.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(87))
    elif chain == "tron":
        addr = "T" + "".join(r.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(33))
        tx = hexs(r, 64)
    else:
        addr = "0x" + hexs(r, 40)
        tx = "0x" + hexs(r, 64)
    direction = "out →" if we == "sell" else "in ←"
    fl.msg(t, "settle", f"{tid} · {asset} {sz['blot']} {direction} {cp['code']} `{addr}` · chain={chain} · "
                        f"pending ({r.randint(0, 3)}/{ {'btc': 3, 'eth': 64, 'sol': 32, 'tron': 19}[chain] } conf) · tx `{tx}`")
    t += r.randint(6, 35) * 60000
    nconf = { 'btc': 3, 'eth': 64, 'sol': 32, 'tron': 19}[chain]
    fl.msg(t, "settle", f"✅ settled {tid} · {asset} {sz['blot']} · {nconf}/{nconf} conf · tx `{tx}` · "
                        f"fee {r.uniform(0.0001, 0.004):.5f} · wallet {r.choice(['fb-vault-3', 'fb-vault-7', 'cb-prime-hot', 'okx-sub-2'])}\n"
                        f"explorer: https://{ {'btc': 'mempool.space/tx/', 'eth': 'etherscan.io/tx/', 'sol': 'solscan.io/tx/', 'tron': 'tronscan.org/#/transaction/'}[chain] }{tx}\n"
                        f"recon: blotter {tid} ↔ chain ok · cp ack {r.choice(['pending', 'received', 'n/a (auto)'])}")


def _chain_bits(r, asset):
    chain = {"BTC": "btc", "ETH": "eth", "SOL": "sol", "USDT": r.choice(["tron", "eth"]), "USDC": r.choice(["eth", "sol"])}[asset]
    b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    if chain == "btc":
        return chain, "bc1q" + hexs(r, 38), hexs(r, 64)
    if chain == "sol":
        return chain, "".join(r.choice(b58) for _ in range(44)), "".join(r.choice(b58) for _ in range(87))
    if chain == "tron":
        return chain, "T" + "".join(r.choice(b58) for _ in range(33)), hexs(r, 64)
    return chain, "0x" + hexs(r, 40), "0x" + hexs(r, 64)


def scene_settle_issue(fl, variant):
    """A leg of a trade booked earlier (overnight) that settles badly."""
    r = fl.rng
    cp = r.choice(CPS)
    asset = r.choice(["USDT", "USDC"]) if variant == "settle_fail" else r.choice(["ETH", "USDT", "BTC"])
    q, sz, base, fmt, step = deal_params(fl, asset)
    tid = fl.next_trade()
    chain, addr, tx = _chain_bits(r, asset)
    if variant == "settle_fail" and chain == "sol":
        chain, addr, tx = "eth", "0x" + hexs(r, 40), "0x" + hexs(r, 64)
    t = fl.start(7200, 5, 19)
    fl.msg(t, "settle", f"{tid} · {asset} {sz['blot']} out → {cp['code']} `{addr}` · chain={chain} · "
                        f"pending (0/{ {'btc': 3, 'eth': 64, 'sol': 32, 'tron': 19}[chain] } conf) · tx `{tx}` · booked yday 23:4{r.randint(0, 9)}Z")
    t += r.randint(6, 35) * 60000
    if variant == "settle_fail":
        reason = r.choice(["energy/bandwidth insufficient on hot wallet", "nonce too low (replaced by a stuck tx)",
                           "cp whitelist mismatch: addr not in address book v2"])
        m_fail = fl.msg(t, "settle", f"❌ FAILED {tid} · {asset} {sz['blot']} → {cp['code']} · chain={chain} · reason: {reason} · "
                                     f"tx `{tx}` dropped from mempool")
        t += r.randint(2, 8) * 60000
        target = "treasury-agent"
        txt = r.choice([
            f"routing {tid} re-send to {target} — switch to ERC20 from the Coinbase Prime wallet, same addr book entry",
            f"@{target} take {tid}: re-send the {asset} leg from the Fireblocks vault, I'll tell {cp['name']}",
            f"{tid} → {target} for re-send, misha owns the cp comms",
        ])
        fl.msg(t, r.choice(["misha", "dara"]), txt, ref=m_fail,
               hard=H("route_decision", [tid, target], "reply"),
               idiom=("route failed settlement leg to treasury-agent", "route_decision"))
        t += r.randint(20, 90) * 1000
        fl.msg(t, "treasury", f"ack {tid}: queued re-send {asset} {sz['blot']} (policy TP-7, 2/3 approvers ok). eta ~{r.randint(4, 20)}m")
        t += r.randint(8, 30) * 60000
        fl.msg(t, "settle", f"✅ settled {tid} · {asset} {sz['blot']} → {cp['code']} · tx `0x{hexs(r, 64)}` (re-send, erc20)")
        t += r.randint(1, 5) * 60000
        fl.msg(t, "bridge", bridge_line(cp, r.choice(["received, ty", "получили, спс", "收到 谢谢"])))
    else:
        fl.msg(t, "settle", f"⏳ {tid} still pending after {r.randint(25, 55)}m · {r.randint(2, 9)}/{19 if chain == 'tron' else 64} conf · mempool busy")
        t += r.randint(2, 10) * 60000
        fl.msg(t, "misha", r.choice([f"{tid} just slow chain, no action needed — not escalating",
                                     f"{tid}: leave it, congestion. no action, not routing to treasury"]),
               hard=H("no_route_decision", [tid, "no action"], "untagged"),
               idiom=("'no action needed' on a slow settlement", "no_route_decision"))
        t += r.randint(10, 40) * 60000
        fl.msg(t, "settle", f"✅ settled {tid} · {asset} {sz['blot']} · tx `{tx}`")


def scene_unanswered_rfq(fl):
    r = fl.rng
    cp = r.choice(CPS)
    asset = r.choice(["BTC", "ETH", "SOL", "USDT"])
    q, sz, base, fmt, step = deal_params(fl, asset)
    side = r.choice(["buy", "sell"])
    t = fl.start(900)
    m = fl.msg(t, "bridge", bridge_line(cp, r.choice(RFQ_TPL[(cp["lang"], side)]).format(sz=sz[cp["lang"]])), kind="near")
    who = {"ru": "misha", "zh": "wei"}.get(cp["lang"], r.choice(["tom", "misha"]))
    t += r.randint(20, 240) * 1000
    fl.msg(t, who, r.choice([f"is {cp['name']} real size here? saw the same ask in chatter from 3 other desks",
                             f"anyone know if {cp['name']} is actually a buyer or fishing? 3rd rfq today",
                             "same ask went to 4 desks at once per otc-chatter fwiw"]), ref=m, kind="near")


def scene_other_desk_dones(fl, n):
    r = fl.rng
    texts = [
        ("otc-chatter", "max_k", "done 150 btc"),
        ("otc-chatter", "rk", "done 2k eth w/ someone, market's thin above 3.45"),
        ("asia-otc-群", "老王", "刚成交 300 eth @ {eth} (别家)"),
        ("otc-chatter", "Вадим", "взяли 80 бтц по {btc}, не у вас"),
        ("otc-chatter", "b.lee", "someone just lifted 20m usdt at 1.0006 on the street"),
        ("asia-otc-群", "Leo", "{sol} 成交 5万 sol, 不是我们"),
        ("otc-chatter", "ana", "done 400 btc earlier w/ a miner, fyi street is better bid"),
    ]
    r.shuffle(texts)
    for grp, who, txt in texts[:n]:
        t = fl.start(60)
        txt = txt.format(eth=plain(fl.px["ETH"] * r.uniform(0.995, 1.005), 0), btc=comma(fl.px["BTC"] * r.uniform(0.995, 1.005)),
                         sol=plain(fl.px["SOL"], 1))
        fl.msg(t, "bridge", f"`[tg:{grp}]` **{who}:** {txt}", kind="near",
               idiom=("other shop's 'done 150 btc' in a chatter group", "not_hard"))


def scene_deribit_thread(fl):
    r = fl.rng
    t = fl.start(2400, 8, 20)
    fl.threads[True] = (str(snowflake(t, 2, r.randint(0, 4000))), t)
    strike = r.choice([75000, 80000, 85000, 90000])
    inst = f"BTC-26JUN26-{strike}-C"
    amt = r.choice([100, 150, 200, 250, 300])
    prem = f"{r.uniform(0.025, 0.065):.4f}"
    cp = r.choice([c for c in CPS if c["lang"] == "en"])
    m0 = fl.msg(t, "dara", f"thread for the {cp['name']} vol block — keep it in here pls", )
    t += r.randint(30, 120) * 1000
    txt = (f"[PROPOSAL] buy {amt}x {inst} block from {cp['name']} @ {prem} (≈{r.uniform(50, 60):.1f} vol), "
           f"vega +{r.randint(9, 30)}k, delta-hedge on CME BTCM6. screen is {float(prem) + 0.0015:.4f} offer")
    m_p = fl.msg(t, "tom", txt, thread=True, hard=H("trade_proposal", ["buy", f"{amt}x", inst, prem], "tagged"),
                 idiom=("[PROPOSAL] Deribit option block in a thread", "trade_proposal"))
    fl.react(m_p, t + 30000, "📌", "dara")
    t += r.randint(60, 240) * 1000
    fl.msg(t, "misha", "what's the cp's iv on the 90k? curious if they're just hedging a call overwrite", thread=True, kind="near")
    t += r.randint(60, 200) * 1000
    appr = r.choice([("👍 send it", ["👍", "send it"]), ("go, full size", ["go", "full size"]),
                     (f"approved {amt}x @ {prem}", ["approved", f"{amt}x", prem])])
    fl.msg(t, "dara", appr[0], ref=m_p, thread=True, hard=H("trade_approval", appr[1], "reply"))
    t += r.randint(60, 300) * 1000
    bt = f"BT-{r.randint(3000000, 3999999)}"
    if r.random() < 0.4:
        fl.msg(t, "deribit", f"block trade {bt} verified & accepted by both sides — BUY {amt} {inst} @ {prem} BTC · cp {cp['name']}",
               thread=True, hard=H("trade_confirmation", [bt, "accepted", "BUY", inst], "structured"))
    t += r.randint(2, 15) * 1000
    iv = f"{r.uniform(48, 62):.1f}"
    emb = [dict(title="Deribit · Block trade filled", fields=[
        dict(name="Instrument", value=inst, inline=True), dict(name="Side", value="BUY", inline=True),
        dict(name="Amount", value=str(amt), inline=True), dict(name="Price", value=f"{prem} BTC", inline=True),
        dict(name="IV", value=iv, inline=True), dict(name="Index", value=comma(fl.px["BTC"], 2), inline=True)],
        footer=f"block_trade_id {bt} · account otc-principal-2 · cp {cp['code']}")]
    m_fill = fl.msg(t, "deribit", "", embeds=emb, thread=True,
                    hard=H("trade_fill", [inst, "BUY", str(amt), prem], "embed"),
                    idiom=("embed-only Deribit block fill", "trade_fill"))
    fl.react(m_fill, t + 40000, "✅", "tom")
    t += r.randint(60, 300) * 1000
    fl.msg(t, "tom", r.choice(["ok", "thx all", "👍", "booked in vol sheet"]), thread=True, kind="noise")


def scene_cme_hedge(fl):
    r = fl.rng
    t = fl.start(5400, 13, 20)
    n = r.choice([4, 6, 8, 10])
    lvl = fl.px["BTC"] * r.uniform(1.004, 1.012)
    lvl = round(lvl / 5) * 5
    lvls = comma(lvl)
    fl.msg(t, "misha", r.choice(["we should send the CME hedge before the fix, delta's drifting",
                                 "thinking we hedge the Baikal block on CME rather than perps, funding is silly"]),
           kind="near", idiom=("'we should send it soon' before an order exists", "not_hard"))
    t += r.randint(60, 300) * 1000
    oid = fl.next_ord()
    m_c = fl.msg(t, "fcm", f"ORDER {oid} NEW SELL {n} BTCM6 LMT {lvls} DAY acct=OTC-BASIS → WORKING",
                 hard=H("trade_confirmation", [oid, "SELL", "BTCM6", "WORKING"], "structured"),
                 idiom=("FCM gateway order WORKING line", "trade_confirmation"))
    t += r.randint(30, 300) * 1000
    part = r.randint(1, n - 1)
    m_f = fl.msg(t, "fcm", f"FILL {oid} SELL {part}/{n} BTCM6 @ {lvls}",
                 hard=H("trade_fill", [oid, "SELL", f"{n}/{n}", "BTCM6"], "structured"),
                 idiom=("partial fill edited to complete fill", "trade_fill"))
    avg = lvl - r.choice([0, 2.5, 5])
    avgs = comma(avg, 1)
    final = f"FILL {oid} SELL {n}/{n} BTCM6 @ {avgs} avg (basis vs spot {r.uniform(5, 11):.2f}% ann)"
    fl.edit(m_f, t + r.randint(60, 600) * 1000, final, superseded=[f"{part}/{n}"] + ([lvls] if avgs != lvls else []))
    m_f["hard"]["facts"] = [oid, "SELL", f"{n}/{n}", "BTCM6", avgs]
    # a cancelled stale order sometimes
    if r.random() < 0.3:
        t += r.randint(5, 40) * 60000
        oid2 = fl.next_ord()
        fl.msg(t, "fcm", f"CXL {oid2} BUY 2 BTCK6 LMT {comma(fl.px['BTC'] * 0.98, 0)} → CANCELLED (user:misha)",
               hard=H("trade_confirmation", [oid2, "CANCELLED", "BTCK6"], "structured"))


def scene_stops(fl):
    r = fl.rng
    t = fl.start(600, 2, 11)
    q = r.choice([20, 30, 40, 50])
    s0 = fl.px["SOL"] * r.uniform(0.93, 0.96)
    s1 = s0 * r.uniform(1.010, 1.02)
    s2 = s1 * r.uniform(1.010, 1.02)
    tp = fl.px["SOL"] * r.uniform(1.05, 1.09)
    s0s, s1s, s2s, tps = (f"{x:.2f}" for x in (s0, s1, s2, tp))
    tpl = r.choice(["SOL inv {q}k — stop {s}, tp {tp}", "stop on the {q}k SOL inventory: {s} / target {tp}",
                    "[STOP] SOL {q}k inv · stop {s} · tp {tp}"])
    m = fl.msg(t, "misha", tpl.format(q=q, s=s0s, tp=tps),
               hard=H("stop_or_target_change", ["SOL", s2s, tps], "tagged" if tpl.startswith("[") else "untagged"),
               idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    fl.pin(m, t + 60000, "dara")
    fl.react(m, t + 61000, "📌", "dara")
    e1 = t + r.randint(2, 4) * 3600000
    e2 = e1 + r.randint(2, 4) * 3600000
    fl.edit(m, e1, tpl.format(q=q, s=s1s, tp=tps) + " (moved up)", superseded=[s0s])
    fl.edit(m, e2, tpl.format(q=q, s=s2s, tp=tps) + " (moved up again, trailing)", superseded=[s1s])
    # suggestion without decision
    t2 = fl.start(60)
    fl.msg(t2, "tom", f"a stop around {s0 * 0.99:.0f} on the SOL would be sensible imo, thoughts?", kind="near",
           idiom=("stop suggestion without a decision", "not_hard"))
    # tp removed on ETH residual
    if r.random() < 0.5:
        return
    t3 = fl.start(60, 12, 22)
    tp_e = comma(round(fl.px["ETH"] * r.uniform(1.06, 1.1) / 50) * 50)
    txt = r.choice([f"pulled the {tp_e} tp on the ETH residual (1.2k), no target for now",
                    f"removing the ETH target ({tp_e}) on the 1.2k residual — letting it ride"])
    fl.msg(t3, "tom", txt, hard=H("stop_or_target_change", ["ETH", tp_e], "untagged"))


def scene_treasury(fl):
    r = fl.rng
    t = fl.start(1800, 6, 18)
    amt = r.choice([3, 5, 8, 10, 12])
    txt = r.choice([f"routing the Deribit margin top-up to treasury-agent: {amt}m USDC from Coinbase Prime",
                    f"@treasury-agent yours: move {amt}m USDT binance → deribit before the NY open",
                    f"treasury-agent take the {amt}m USDC top-up for Deribit, not urgent before 14:00"])
    fl.msg(t, "dara", txt, hard=H("route_decision", ["treasury-agent", f"{amt}m"], "untagged"))
    t += r.randint(20, 120) * 1000
    tx = "0x" + hexs(r, 64)
    fl.msg(t, "treasury", f"[treasury] plan: {amt},000,000 {'USDC' if 'USDC' in txt else 'USDT'} "
                          f"{'coinbase-prime' if 'Prime' in txt else 'binance'} → deribit · route eth · "
                          f"gas est ${r.uniform(0.5, 4):.2f} · approvals 2/3 · policy TP-3")
    t += r.randint(6, 25) * 60000
    fl.msg(t, "treasury", f"[treasury] done: {amt},000,000 moved → deribit · tx `{tx}` · venue balances: "
                          f"binance {r.randint(8, 40)}.{r.randint(0, 9)}m · okx {r.randint(3, 20)}.{r.randint(0, 9)}m · "
                          f"deribit {r.randint(10, 40)}.{r.randint(0, 9)}m · cb-prime {r.randint(5, 60)}.{r.randint(0, 9)}m")
    # routine rebalance report (not a decision)
    for _ in range(r.randint(1, 2)):
        t = fl.start(60)
        rows = "\n".join(f"  {v:<13} USDT {r.uniform(0.5, 30):>5.1f}m · USDC {r.uniform(0.2, 20):>5.1f}m · target {r.randint(5, 30)}m ±20%"
                         for v in ["binance", "okx", "deribit", "coinbase-prime", "fb-vault-3", "bybit"])
        fl.msg(t, "treasury", f"[treasury] sweep {iso(t)[11:16]}Z: stablecoin float {r.randint(60, 140)}.{r.randint(0, 9)}m "
                              f"(USDT {r.randint(40, 60)}% / USDC rest) · no moves needed · next check +2h\n" + rows,
               kind="noise")


def scene_route_misc(fl):
    r = fl.rng
    t = fl.start(60, 0, 9)
    cp = [c for c in CPS if c["lang"] == "zh"][r.randint(0, 1)]
    if r.random() < 0.5:
        return
    fl.msg(t, "dara", r.choice([f"@Wei take {cp['name']}'s usdt flow today, yours end to end",
                                f"{cp['name']} rfqs → Wei for Asia, I'm offline till 7"]),
           hard=H("route_decision", ["Wei", cp["name"]], "untagged"))


def scene_news(fl):
    r = fl.rng
    held = [
        ("Tether freezes ${n}M in tokens linked to HotCoin exploit", "Issuer says addresses blacklisted on Tron and Ethereum; exchange halts withdrawals.", ["Tether", "freezes"]),
        ("Circle: USDC redemptions paused {n} min at banking partner, now resumed", "Mint/redeem queue cleared per status page; secondary market held 0.9992.", ["Circle", "USDC redemptions paused"]),
        ("Solana block production stalls for {n} minutes; validators coordinate restart", "Leader schedule skipped; RPC providers report stale slots. Exchanges pause SOL deposits.", ["Solana", "block production stalls"]),
        ("Ethereum client bug leaves Nethermind nodes stuck; {n}% of validators affected", "Core devs advise switching EL client; finality not impacted so far.", ["Ethereum", "Nethermind"]),
        ("Spot bitcoin ETFs post ${n}0M net outflow, largest in six weeks", "Outflows led by two issuers; basis on CME front month compresses.", ["bitcoin ETFs", "outflow"]),
        ("Deribit BTC options: record ${n}B open interest into June expiry", "Call skew at 80-90k strikes bid; dealers short gamma per desk notes.", ["BTC options", "open interest"]),
    ]
    watch = [
        ("Upbit to list TON in KRW market from 15:00 KST", "Deposits open immediately; withdrawals after listing.", ["Upbit", "TON"]),
        ("Sui network halts for {n} minutes after consensus bug; patch rolling out", "Validators upgrading; bridges paused.", ["Sui", "halts"]),
        ("Arbitrum DAO approves {n}M ARB treasury diversification", "Vote passed with 71%; sales via TWAP over 6 months.", ["Arbitrum", "ARB"]),
    ]
    notheld = [
        ("Bithumb to list ZRO and ENA", "Trading opens at 18:00 KST.", None),
        ("FluxLend exploited for ${n}.4M; attacker bridging to Tornado", "Protocol paused markets; no user funds beyond pool affected.", None),
        ("Memecoin PEPE open interest hits record on Binance", "Funding spikes to 0.1% per 8h.", None),
        ("Coinbase adds ONDO to listing roadmap", "No date given.", None),
        ("Hyperliquid vault drawdown after JELLY squeeze", "Validators vote to delist the perp.", None),
    ]
    nh = 2
    nw = 1
    tails = [
        " Desk sources say OTC flow has been light around the headline; spot spreads widened briefly on two venues before normalising.",
        " The company said it would publish a full post-mortem; analysts expect little lasting impact on liquidity but flagged headline risk into the weekend.",
        " On-chain data shows large transfers to exchange deposit addresses in the hour after the report; perp funding moved modestly.",
        " Market makers reported wider quotes for about 20 minutes; there was no immediate statement from the main venues.",
    ]
    tails = [x + " " + r.choice(["Traders said the reaction in OTC was muted compared with listed venues.",
                                 "A spokesperson declined to comment beyond the statement.",
                                 "Follow-up reporting is expected once on-chain analysts complete their review."]) for x in tails]
    held = [(a, b + r.choice(tails), c) for a, b, c in held]
    watch = [(a, b + r.choice(tails), c) for a, b, c in watch]
    notheld = [(a, b + r.choice(tails), c) for a, b, c in notheld]
    for (ti, de, facts) in r.sample(held, nh):
        t = fl.start(60)
        n = r.randint(12, 48)
        nid = fl.next_news()
        title = ti.format(n=n)
        if r.random() < 0.5:
            emb = [dict(title=title, description=de, url=f"https://wire.example/{nid.lower()}", footer=f"{nid} · newswire · crypto")]
            fl.msg(t, "news", "", embeds=emb, hard=H("held_position_news", facts, "embed"),
                   idiom=("company-name headline on a held stablecoin/underlying", "held_position_news") if facts[0] in ("Tether", "Circle", "Deribit") else None)
        else:
            fl.msg(t, "news", f"📰 {title} — {de} [{nid}]", hard=H("held_position_news", facts, "untagged"),
                   idiom=("company-name headline on a held stablecoin/underlying", "held_position_news") if facts[0] in ("Tether", "Circle") else None)
    for (ti, de, facts) in r.sample(watch, nw):
        t = fl.start(60)
        nid = fl.next_news()
        title = ti.format(n=r.randint(12, 90))
        fl.msg(t, "news", "", embeds=[dict(title=title, description=de, footer=f"{nid} · newswire · watch: SUI TON ARB")],
               hard=H("watchlist_news", facts, "embed"))
    picks = r.sample(notheld, 3)
    nr_done = False
    for (ti, de, _) in picks:
        t = fl.start(900)
        nid = fl.next_news()
        title = ti.format(n=r.randint(3, 60))
        m = fl.msg(t, "news", f"📰 {title} — {de} [{nid}]", kind="near",
                   idiom=("listing/hack headline on a token we don't carry", "not_hard"))
        if not nr_done:
            nr_done = True
            t += r.randint(60, 600) * 1000
            if r.random() < 0.5:
                fl.msg(t, "triage", f"triage: {nid} '{title[:40]}' → decision=no_route reason=not_in_inventory_or_watchlist",
                       hard=H("no_route_decision", [nid, "no_route"], "structured"),
                       idiom=("triage no_route key=value", "no_route_decision"))
            else:
                tok = [w for w in title.split() if w.isupper() and len(w) >= 3]
                tok = tok[0] if tok else title.split()[0]
                fl.msg(t, "dara", f"{tok} thing — not ours, no action", ref=m,
                       hard=H("no_route_decision", [tok, "no action"], "reply"))
        elif r.random() < 0.5:
            t += r.randint(60, 600) * 1000
            fl.msg(t, "triage", f"triage: {nid} seen · tags=listing,alt · no inventory match", kind="noise")
    # routed news item (triage structured route)
    if r.random() < 0.5:
        return
    t = fl.start(60)
    nid = fl.next_news()
    fl.msg(t, "triage", f"triage: route item={nid} (SOL deposit halt at 2 venues) → misha reason=inventory:SOL 40k",
           hard=H("route_decision", [nid, "misha"], "structured"))


def scene_thesis(fl):
    r = fl.rng
    t = fl.start(60, 12, 21)
    txt, facts = r.choice([
        ("changing my view on ETH: skew flipped, I'm no longer bullish into the upgrade — going neutral, inventory target 0",
         ["ETH", "no longer bullish", "neutral"]),
        ("ETH thesis is dead for now. staking flows reversed, we run it flat — no more leaning long on offers",
         ["ETH thesis is dead", "flat"]),
    ])
    if r.random() < 0.5:
        fl.msg(t, "tom", txt, hard=H("thesis_update", facts, "untagged"))
        return
    t = fl.start(60, 7, 16)
    fl.msg(t, "misha", r.choice(["SOL basis thesis still intact, conviction up — keep the long vs perp",
                                 "confirming the SOL view: still long inventory vs perp, conviction up after the funding reset"]),
           hard=H("thesis_update", ["SOL", "conviction up"], "untagged"))


def scene_risk(fl):
    r = fl.rng
    t = fl.start(60, 9, 22)
    cur = r.uniform(252, 290)
    emb = [dict(title="⚠ Limit breach — net delta", description="otc-principal book",
                fields=[dict(name="Metric", value="net BTC delta", inline=True),
                        dict(name="Limit", value="±250 BTC", inline=True),
                        dict(name="Current", value=f"+{cur:.1f} BTC", inline=True),
                        dict(name="Action", value="BTC bids disabled on px-engine")],
                footer=f"riskd · rule RD-12 · {iso(t)[11:19]}Z")]
    m = fl.msg(t, "riskd", "", embeds=emb, hard=H("risk_limit", ["net BTC delta", "±250 BTC", f"+{cur:.1f} BTC", "BTC bids disabled"], "embed"),
               idiom=("embed-only net delta breach", "risk_limit"))
    t += r.randint(60, 300) * 1000
    fl.msg(t, "misha", "on it — skewing BTC quotes to the sell side till we're back inside", ref=m)
    t += r.randint(3, 12) * 60000
    fl.msg(t, "riskd", f"net BTC delta back inside (+{r.uniform(200, 240):.1f} / ±250) · BTC bids re-enabled · rule RD-12 cleared",
           hard=H("risk_limit", ["net BTC delta back inside", "BTC bids re-enabled"], "structured"))
    # credit line change by lead
    t = fl.start(60, 7, 18)
    amt = r.choice([25, 30, 35, 40])
    cp = r.choice(CPS)
    if r.random() < 0.6:
        fl.msg(t, "dara", r.choice([f"{cp['name']} line up to {amt}m USDT till Fri, Ines signed",
                                    f"raising {cp['name']} credit line to {amt}m USDT (temp, through Friday), riskd updated"]),
               hard=H("risk_limit", [cp["name"], f"{amt}m USDT"], "untagged"))
    # resize
    if r.random() < 0.5:
        return
    t = fl.start(60)
    rfq = fl.next_rfq()
    a, b = r.choice([(150, 95), (200, 120), (120, 80), (250, 140)])
    fl.msg(t, "riskd", f"RESIZE {rfq} CP-017 BUY {a} BTC → {b} BTC reason=delta_cap(±250) quote_adj=yes",
           hard=H("risk_limit", ["RESIZE", rfq, f"{a} BTC", f"{b} BTC"], "structured"))


def scene_near_chatter(fl):
    r = fl.rng
    btc = fl.px["BTC"]
    items = [
        ("misha", f"if Zenith comes back for 5k eth we'd want {comma(fl.px['ETH'] * 1.004, 0)}+ and a CME hedge alongside",
         "hypothetical 'if X comes back' pricing", "not_hard"),
        ("tom", f"fwiw last March we did 800 btc with Baikal at {btc * 1.09 / 1000:.1f}k and the USDT leg took 2 days",
         "trade told as history", "not_hard"),
        ("wei", f"paper: sim book b 50 SOL-PERP @ {fl.px['SOL']:.1f} to test hedger v0.9, ignore in pnl",
         "paper trade shorthand", "not_hard"),
        ("tom", "backtest CME basis roll (monthly, since Jan-23): 9.8% ann, maxDD 2.1%, 3 negative rolls. not doing anything with it yet",
         "backtest result", "not_hard"),
        ("wei", "should we hedge the Baikal 150 on CME or let delta ride till NY?", None, None),
        ("misha", "what would we show Karat for 20m usdc if they come back? 1.0002 feels tight", None, None),
        ("tom", "someone should look at SUI unlock flow, could be OTC supply next week", None, None),
    ]
    k = r.randint(5, 7)
    for who, txt, idi, exp in r.sample(items, k):
        t = fl.start(60)
        fl.msg(t, who, txt, kind="near", idiom=(idi, exp) if idi else None)
    # long analysis with trading words, no decision
    t = fl.start(60, 13, 18)
    fl.msg(t, "tom", (
        "vol colour for NY: front-end BTC vol offered again, 1w ATM ~" + f"{r.uniform(38, 48):.1f}" + " vs realized ~" + f"{r.uniform(30, 40):.1f}"
        + ". 25d RR in June still call-skewed (+" + f"{r.uniform(2, 5):.1f}" + "), so whoever is selling upside here is a yield program, not a view. "
        "CME basis front month ~" + f"{r.uniform(6, 10):.1f}" + "% ann, Binance perp funding mostly flat, so carry is the cleanest it's been in a month. "
        "ETH: term structure flat, skew neutral, realized dropping; SOL: perp funding jumps every Asia open then mean reverts by London. "
        "Street OTC is one-way sell in Asia hours (miners + a fund rotating out), better bid in NY. None of this changes what we do today, "
        "just context for quoting — widen a tick in Asia on bids, normal elsewhere if you want, your call per RFQ."),
        kind="near", idiom=("long vol colour with trading words, no decision", "not_hard"))


CP_NOTES = ["regular flow, nothing unusual", "slow on settlement again", "asked about T+1", "fishing, 4 desks at once",
            "prefers TRC20", "new SSI pending whitelist", "size buyer in Asia", "quiet", "mostly BTC", "asked for 2way only",
            "credit capped", "good payer, fast legs"]


def cp_rows(r):
    return [f"  • {c['name']} ({c['code']}): {r.randint(0, 9)} / {r.randint(0, 4)} — {r.choice(CP_NOTES)}" for c in CPS]


def scene_reports(fl):
    r = fl.rng
    # Asia handover (buried thesis)
    t = fl.t0 + r.randint(7 * 60 + 30, 8 * 60 + 10) * 60000
    btc_t = -r.choice([30, 50, 70])
    lines = [
        "**Asia → London handover**",
        f"flows: {r.randint(9, 18)} RFQs, {r.randint(4, 9)} done. Baikal + Jade Harbor sellers of BTC, Lotus buyer of USDT in size (≈{r.randint(20, 45)}m).",
        f"inventory: BTC +{r.randint(20, 120)} / ETH +{r.randint(300, 1800)} / SOL +{r.randint(20, 60)}k / stables {r.randint(70, 130)}m.",
        f"settlement: all legs in except {r.randint(1, 2)} USDT-tron leg(s), chasing.",
        f"View change: we're turning bearish BTC short term — Asia flows all one-way sell, target inventory {btc_t} BTC by NY.",
        f"funding: SOL perps +{r.uniform(0.02, 0.07):.3f}% at 01:00, normalised. ETH/BTC flat.",
        "systems: quoter-svc threw twice on okx book resets (see traces), auto-recovered. tg-bridge reconnected once.",
        "by counterparty (rfqs / done / notes):",
    ] + cp_rows(r) + [
        "ops: Fireblocks approver rota — Wei until 08:00, Misha after. TRC20 energy pre-funded for Lotus (" + f"{r.randint(200, 900)}k" + " energy).",
        "nothing else, gl London",
    ]
    fl.msg(t, "wei", "\n".join(lines), hard=H("thesis_update", ["bearish BTC", f"{btc_t} BTC"], "buried"),
           idiom=("thesis change buried in Asia handover", "thesis_update"))
    # EOD risk recap with buried limit change
    t = fl.t0 + r.randint(21 * 60, 22 * 60 + 30) * 60000
    cap = r.choice([200, 225, 275, 300])
    lines = [
        "**EOD recap (otc-principal)**",
        f"pnl: {'+' if r.random() < 0.7 else '-'}${r.randint(40, 380)}k gross, {r.randint(20, 40)} trades, "
        f"{r.randint(60, 160)}m notional. best: BTC blocks in NY; worst: a SOL offer we got picked on.",
        f"counterparties: Zenith + Northwind most active; Karat quiet (credit), Sakhalin slow on settlement again.",
        f"Risk: net BTC delta limit moves to ±{cap} BTC from tomorrow 00:00 UTC, riskd config updated by Ines.",
        f"open items: {r.randint(0, 2)} pending legs, Deribit margin buffer {r.randint(25, 60)}%.",
        "by counterparty (rfqs / done / notes):",
    ] + cp_rows(r) + [
        f"systems: {r.randint(3, 7)} quoter exceptions (all auto-recovered), {r.randint(1, 3)} bridge reconnects, 0 lost msgs; "
        "settlebot rpc failover once (fra-2 → ams-1).",
        "tomorrow: CME roll calendar check, Lotus new-entity KYC call 09:00 HKT, audit export of tg confirmations.",
        "thanks all — Asia please keep quoting tight on USDT, Lotus will be back.",
    ]
    fl.msg(t, "dara", "\n".join(lines), hard=H("risk_limit", ["net BTC delta limit", f"±{cap} BTC"], "buried"),
           idiom=("limit change buried in EOD recap", "risk_limit"))


STACKS = [
    """quoter-svc ERROR {ts} rfq_id={rfq} unhandled exception in price_leg (worker=q{n}, cp={cp})
```
Traceback (most recent call last):
  File "/app/quoter/engine.py", line 412, in on_rfq
    leg = await self.price_leg(rfq, venue_books)
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/app/quoter/engine.py", line 288, in price_leg
    mid = self._mid(books[v])
          ^^^^^^^^^^^^^^^^^^^
  File "/app/quoter/books.py", line 97, in _mid
    return (book.bids[0].px + book.asks[0].px) / 2
            ~~~~~~~~~^^^
IndexError: list index out of range

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/usr/lib/python3.11/asyncio/tasks.py", line 267, in __step
    result = coro.send(None)
             ^^^^^^^^^^^^^^^
  File "/app/quoter/runner.py", line 71, in _guard
    await handler(msg)
  File "/app/quoter/engine.py", line 419, in on_rfq
    raise QuoteAbort(rfq.id, reason="book_empty", venue=v) from exc
quoter.errors.QuoteAbort: {rfq} book_empty venue=okx
```
book okx:{sym} empty after ws reconnect ({ms}ms gap, seq {seq}→{seq2}) · rfq fell back to manual · retries=3 · sentry QUOTER-{sentry}""",
    """quoter-svc ERROR {ts} hedge sizing failed rfq_id={rfq}
```
Traceback (most recent call last):
  File "/app/quoter/hedge.py", line 155, in size_hedge
    lots = Decimal(qty) / self.contract_size[venue]
           ~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~~
decimal.InvalidOperation: [<class 'decimal.DivisionUndefined'>]

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/quoter/engine.py", line 431, in on_rfq
    plan = self.hedger.size_hedge(rfq.qty, venue="cme", instrument="BTCM6")
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/app/quoter/hedge.py", line 160, in size_hedge
    raise HedgeError(f"contract size missing for {{venue}}") from e
quoter.errors.HedgeError: contract size missing for cme
```
contract_size cache for cme:BTCM6 was 0 after roll config reload (cfg v{n}.{seq2}) · quote sent without hedge plan flag · pager not triggered (sev3) · sentry QUOTER-{sentry}""",
    """quoter-svc panic {ts}
```
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c2f1e]

goroutine {seq} [running]:
github.com/otc-desk/quoter/internal/feeds.(*DeribitFeed).onTicker(0xc000a1e000, {{{{0xc0041a2f00, 0x1c}}, 0x0}})
        /src/internal/feeds/deribit.go:211 +0x3e
github.com/otc-desk/quoter/internal/feeds.(*DeribitFeed).dispatch(0xc000a1e000, 0xc0022b8f00)
        /src/internal/feeds/deribit.go:188 +0x1f4
github.com/otc-desk/quoter/internal/feeds.(*DeribitFeed).loop(0xc000a1e000)
        /src/internal/feeds/deribit.go:164 +0x2a5
created by github.com/otc-desk/quoter/internal/feeds.Start in goroutine 1
        /src/internal/feeds/feeds.go:58 +0x1c9

goroutine 1 [select]:
main.run(0xc00012c000)
        /src/cmd/quoter/main.go:92 +0x6b1
main.main()
        /src/cmd/quoter/main.go:41 +0x1a5
```
supervisor restarted deribit feed (attempt {n}/5) · vol surface stale for {ms}ms · {rfq} not affected · sentry QUOTER-{sentry}""",
    """tg-bridge WARN {ts} discord webhook 429 while relaying {cp}
```
DiscordAPIError[429]: You are being rate limited.
    at SequentialHandler.runRequest (/app/node_modules/@discordjs/rest/dist/index.js:933:15)
    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async SequentialHandler.queueRequest (/app/node_modules/@discordjs/rest/dist/index.js:718:14)
    at async REST.request (/app/node_modules/@discordjs/rest/dist/index.js:1218:22)
    at async WebhookClient.send (/app/node_modules/discord.js/src/client/WebhookClient.js:95:12)
    at async Relay.forward (/app/bridge/relay.ts:88:7)
    at async Relay.onTelegramUpdate (/app/bridge/relay.ts:54:5) {{
  requestBody: {{ files: undefined, json: [Object] }},
  rawError: {{ message: 'You are being rate limited.', retry_after: 1.{ms}, global: false }},
  code: 429,
  status: 429,
  method: 'POST',
  url: 'https://discord.com/api/v10/webhooks/{seq}/[redacted]?wait=true'
}}
```
{n} msgs queued, replayed in order · no loss · sentry BRIDGE-{sentry}""",
    """settlebot ERROR {ts} chain watcher crashed ({chain})
```
Traceback (most recent call last):
  File "/srv/settlebot/watch.py", line 203, in poll_block
    receipt = await self.rpc.get_transaction_receipt(tx)
              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/srv/settlebot/rpc.py", line 88, in get_transaction_receipt
    return await self._call("eth_getTransactionReceipt", [tx_hash])
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/srv/settlebot/rpc.py", line 61, in _call
    raise RpcError(resp.status, await resp.text())
settlebot.rpc.RpcError: (503, '<html><head><title>503 Service Temporarily Unavailable</title></head></html>')
```
rpc node-fra-2 unhealthy, failed over to node-ams-1 after {ms}ms · {n} watched txs re-queued · sentry SETTLE-{sentry}""",
]


LOG_TAIL = [
    "DEBUG feeds.{v} ws frame seq={seq} channel=books5 inst={sym} n_bids=5 n_asks=5 lat={lat}ms",
    "WARN  feeds.{v} ws closed code=1006 reason='' reconnecting in 250ms (attempt {n})",
    "INFO  feeds.{v} ws connected, resubscribing {k} channels",
    "DEBUG books.{v} snapshot pending inst={sym} buffered_deltas={k}",
    "INFO  engine stage=price_leg venues=[binance,okx,coinbase] ttl=30s",
    "DEBUG hedge cache hit cme:BTCM6 contract_size=5 roll_cfg=v{n}",
    "DEBUG risk.client pre-trade check ok util={lat}% rtt={n}ms",
    "INFO  metrics quote_latency_p99={lat}ms inflight={k} queue={n}",
    "DEBUG feeds.deribit ticker BTC-PERPETUAL mark ok iv_surface age={lat}ms",
    "WARN  books.{v} gap detected seq {seq}->{seq2}, requesting snapshot",
    "DEBUG gc pause {n}.{lat}ms heap={k}MB",
    "INFO  bridge.out relay tg msg_id={seq} chat=-100{seq2} ok",
    "DEBUG rpc.pool node-fra-2 healthy=true p50={lat}ms",
    "DEBUG rpc.pool node-ams-1 healthy=true p50={n}{lat}ms",
]


def log_tail(r, t_ms, n_lines):
    out = []
    t = t_ms - n_lines * r.randint(40, 400)
    for _ in range(n_lines):
        t += r.randint(5, 400)
        seq = r.randint(100000, 999999)
        out.append(iso(t)[11:23] + " " + r.choice(LOG_TAIL).format(
            v=r.choice(["okx", "binance", "coinbase"]), seq=seq, seq2=seq + r.randint(2, 50),
            sym=r.choice(["SOL-USDT", "ETH-USDT", "BTC-USDT"]), lat=r.randint(2, 95), n=r.randint(1, 9), k=r.randint(3, 40)))
    return out


def scene_noise(fl):
    r = fl.rng
    # hourly node heartbeats (multi-line)
    for h in range(24):
        if r.random() < 0.2:
            continue
        t = fl.t0 + h * 3600000 + r.randint(0, 90) * 1000
        geth = 22104000 + fl.day_idx * 7200 + h * 300 + r.randint(0, 299)
        slot = 331000000 + fl.day_idx * 216000 + h * 9000 + r.randint(0, 8999)
        txt = (f"♥ nodemon {iso(t)[11:16]}Z\n"
               f"node-fra-2  geth/v1.14.{r.randint(8, 12)} ok  head={comma(geth)} peers={r.randint(35, 60)} lag={r.uniform(0.1, 1.4):.1f}s mem={r.randint(41, 78)}%\n"
               f"node-ams-1  erigon ok  head={comma(geth - r.randint(0, 2))} peers={r.randint(30, 70)} lag={r.uniform(0.1, 2.0):.1f}s\n"
               f"node-sg-1   solana/agave ok  slot={comma(slot)} behind={r.randint(0, 40)} vote=ok\n"
               f"btc-core-1  ok  h={comma(891200 + fl.day_idx * 144 + h * 6)} mempool={r.randint(8, 140)}MB\n"
               f"tron-fn-1   ok  blk={comma(71200000 + fl.day_idx * 28800 + h * 1200 + r.randint(0, 1199))}\n"
               f"ws: deribit rtt={r.randint(3, 40)}ms · binance rtt={r.randint(2, 30)}ms · okx rtt={r.randint(3, 50)}ms · cme-fcm rtt={r.randint(5, 20)}ms\n"
               f"rpc p50/p99: eth_call {r.randint(3, 20)}/{r.randint(30, 200)}ms · eth_getTransactionReceipt {r.randint(3, 20)}/{r.randint(30, 250)}ms · "
               f"getSignatureStatuses {r.randint(5, 30)}/{r.randint(40, 300)}ms · gettransaction(btc) {r.randint(2, 15)}/{r.randint(20, 90)}ms\n"
               f"disk: fra-2 {r.randint(61, 88)}% · ams-1 {r.randint(40, 80)}% · sg-1 {r.randint(55, 91)}% · btc-core-1 {r.randint(30, 70)}% · "
               f"tron-fn-1 {r.randint(30, 75)}% | certs ok | ntp drift max {r.randint(1, 9)}ms\n"
               f"api weight used: binance {r.randint(3, 60)}% · okx {r.randint(3, 60)}% · bybit {r.randint(3, 40)}% · deribit {r.randint(3, 50)}% · "
               f"coinbase {r.randint(3, 40)}% | fireblocks api ok ({r.randint(80, 400)}ms) | tg mtproto ok")
        fl.msg(t, "nodemon", txt, kind="noise")
    # funding alerts (table)
    for _ in range(r.randint(5, 7)):
        t = fl.start(60)
        rows = []
        for sym in r.sample(["BTC", "ETH", "SOL", "DOGE", "PEPE", "WIF", "SUI", "TON", "XRP", "AVAX"], r.randint(6, 8)):
            rows.append(f"{sym + '-PERP':<10} binance {r.uniform(-0.02, 0.09):+.4f}% · okx {r.uniform(-0.02, 0.09):+.4f}% · "
                        f"bybit {r.uniform(-0.02, 0.09):+.4f}% · OI {r.uniform(-8, 12):+.1f}%")
        fl.msg(t, "funding", f"funding 8h snapshot {iso(t)[11:16]}Z" + (" ⚠ p90 breach on 1 symbol" if r.random() < 0.4 else "")
               + "\n```\n" + "\n".join(rows) + "\n```", kind="noise")
    # price alerts
    for _ in range(r.randint(5, 7)):
        t = fl.start(60)
        a = r.choice(["BTC", "ETH", "SOL"])
        lvl = fl.px[a] * r.uniform(0.98, 1.02)
        fl.msg(t, "alerts", f"🔔 {a} crossed {comma(lvl, 0) if a != 'SOL' else f'{lvl:.1f}'} ({r.choice(['binance', 'coinbase', 'okx'])} spot, 1m close) · "
                            f"24h {r.uniform(-4, 4):+.2f}% · vol 1h {r.uniform(0.6, 2.5):.1f}x avg", kind="noise")
    # pnl snapshots
    for hh in (0, 6, 12, 18):
        t = fl.t0 + hh * 3600000 + r.randint(5, 9) * 60000
        emb = [dict(title=f"PnL snapshot {hh:02d}:00Z", description="otc-principal · realised + MTM · USD",
                    fields=[dict(name=k, value=f"{r.uniform(-60, 200):+.1f}k", inline=True)
                            for k in ("Day", "BTC", "ETH", "SOL", "Stables", "Opts", "Basis", "Fees")]
                    + [dict(name="Notional today", value=f"{r.randint(20, 160)}m"),
                       dict(name="Top CP", value=r.choice(["Zenith OTC", "Northwind MM", "Lotus Prime", "Baikal Trading"]))],
                    footer="pnl-snap · marks: coinbase/deribit/cme settle · not for external use")]
        att = [dict(id=str(snowflake(t, 12, r.randint(0, 999))), filename=f"pnl_{hh:02d}.png", size=r.randint(30000, 90000),
                    url=f"https://cdn.example/pnl/{iso(fl.t0)[:10]}/{hh:02d}.png")] if hh == 12 else []
        fl.msg(t, "pnl", "", embeds=emb, attachments=att, kind="noise")
    # CI/deploy
    for _ in range(r.randint(3, 4)):
        t = fl.start(60, 8, 20)
        svc = r.choice(["px-engine", "quoter-svc", "tg-bridge", "settlebot", "riskd"])
        sha = hexs(r, 7)
        fl.msg(t, "ci", r.choice([
            f"ci: {svc} #{r.randint(3000, 6000)} deployed to prod (sha {sha}) ✔ {r.randint(40, 300)}s\n"
            f"  • {r.choice(['bump aiohttp 3.9.5', 'okx ws: resubscribe on 30001', 'tron energy estimator fix', 'deribit block api v2'])}\n"
            f"  • {r.choice(['metrics: quote latency histogram', 'refactor cp config loader', 'retry 429 with jitter', 'log rfq ttl on expiry'])}\n"
            f"  • tests 418/418 · coverage {r.uniform(71, 84):.1f}%",
            f"ci: {svc} canary 10% → 100% (sha {sha}), error rate {r.uniform(0, 0.3):.2f}%, p99 {r.randint(8, 60)}ms",
            f"ci: {svc} #{r.randint(3000, 6000)} tests failed (2/418) — not deployed\n  FAILED tests/test_tron.py::test_energy_estimate - AssertionError\n  FAILED tests/test_books.py::test_okx_resync - TimeoutError"]),
            kind="noise")
    # reconnects
    for _ in range(r.randint(2, 3)):
        t = fl.start(60)
        fl.msg(t, "bridge", r.choice([f"tg-bridge: reconnected to Telegram MTProto (dc{r.randint(1, 5)}) after {r.randint(3, 40)}s, 0 msgs lost",
                                      f"tg-bridge: session refresh ok, {r.randint(7, 9)} groups mirrored, backlog 0",
                                      f"tg-bridge: discord gateway RESUMED (seq {r.randint(10000, 99999)})"]), kind="noise")
    # stack traces
    for _ in range(7):
        t = fl.start(60)
        tpl = r.choice(STACKS)
        seq = r.randint(1000, 90000)
        body = tpl.format(ts=iso(t), rfq=f"RFQ-{r.randint(5000, 9999)}", sym=r.choice(["SOL-USDT", "ETH-USDT", "BTC-USDT"]),
                          ms=r.randint(120, 980), n=r.randint(1, 4), seq=seq, seq2=seq + r.randint(2, 900),
                          sentry=f"{r.randint(100, 999)}{r.choice('ABCDEFGH')}", cp=r.choice(CPS)["code"],
                          chain=r.choice(["eth", "tron"]))
        tail = log_tail(r, t, r.randint(38, 46))
        fl.msg(t, "quoter", body + "\ncontext (log tail):\n```\n" + "\n".join(tail) + "\n```", kind="noise")
    # cron summaries
    for hh in (2, 8, 14, 20):
        t = fl.t0 + hh * 3600000 + r.randint(0, 120) * 1000
        fl.msg(t, "triage", f"triage cron {hh:02d}:00: {r.randint(8, 40)} items seen · 0 routed · 0 pending\n"
                            f"  sources: newswire {r.randint(3, 20)} · fundingwatch {r.randint(1, 8)} · px-alerts {r.randint(1, 9)} · tg {r.randint(0, 30)}\n"
                            f"  dedup dropped {r.randint(0, 12)} · model latency p50 {r.randint(300, 900)}ms", kind="noise")
    for hh in (6, 18):
        t = fl.t0 + hh * 3600000 + r.randint(200, 400) * 1000
        n = r.randint(20, 45)
        fl.msg(t, "settle", f"recon {hh:02d}:00: blotter vs chain {n}/{n} matched · 0 breaks · wallets {r.randint(11, 14)} ok\n"
                            f"  fb-vault-3 {r.randint(1, 9)}.{r.randint(10, 99)}M USDT · fb-vault-7 {r.randint(50, 400)} ETH · cb-prime-hot {r.randint(5, 60)} BTC · sol-hot {r.randint(5, 90)}k SOL",
               kind="noise")
    # RFQ digest (cron summary, counts only)
    for hh in (0, 8, 16):
        t = fl.t0 + hh * 3600000 + r.randint(300, 420) * 1000
        rows = [f"{'cp':<18}{'rfqs':>5}{'quoted':>8}{'done':>6}{'hit%':>7}{'avg bps':>9}{'ttl exp':>9}"]
        for c in CPS:
            n = r.randint(0, 9)
            q = max(0, n - r.randint(0, 2))
            dn = r.randint(0, q)
            rows.append(f"{c['name']:<18}{n:>5}{q:>8}{dn:>6}{(100 * dn // q if q else 0):>7}{r.uniform(2, 15):>9.1f}{r.randint(0, 2):>9}")
        fl.msg(t, "pricer", f"rfq digest {(hh - 8) % 24:02d}:00–{hh:02d}:00Z (px-engine cron)\n```\n" + "\n".join(rows)
               + f"\n```\nmanual fallbacks {r.randint(0, 4)} · risk blocks {r.randint(0, 2)} · median quote latency {r.randint(40, 300)}ms",
               kind="noise")
    # risk heartbeats (all ok)
    for hh in (1, 7, 13, 19):
        t = fl.t0 + hh * 3600000 + r.randint(0, 300) * 1000
        emb = [dict(title="riskd ✓ all limits ok", description=f"snapshot {hh:02d}:00Z · otc-principal",
                    fields=[dict(name="net BTC delta", value=f"{r.uniform(-80, 180):+.1f}", inline=True),
                            dict(name="net ETH delta", value=f"{r.uniform(-900, 1500):+.0f}", inline=True),
                            dict(name="net SOL delta", value=f"{r.uniform(-20, 60):+.1f}k", inline=True),
                            dict(name="vega (BTC opts)", value=f"{r.uniform(-10, 40):+.1f}k", inline=True)]
                    + [dict(name=c["name"], value=f"{r.randint(5, 78)}% util", inline=True) for c in r.sample(CPS, 4)],
                    footer="riskd · heartbeat · next in 6h")]
        fl.msg(t, "riskd", "", embeds=emb, kind="noise")
    # indicative pricer ladders
    for _ in range(r.randint(6, 8)):
        t = fl.start(60)
        a = r.choice(["BTC", "ETH", "SOL"])
        mid = fl.px[a] * r.uniform(0.99, 1.01)
        tiers = [{"sz": s, "bid": round(mid * (1 - b / 10000), 2), "ask": round(mid * (1 + b / 10000), 2)}
                 for s, b in ([(1, 3), (10, 5), (50, 9), (100, 14)] if a == "BTC" else
                              [(100, 3), (1000, 6), (5000, 11), (10000, 18)] if a == "ETH" else
                              [(1000, 4), (10000, 8), (50000, 15), (100000, 25)])]
        venues = {v: {"bid": round(mid * (1 - r.uniform(0, 2) / 10000), 2), "ask": round(mid * (1 + r.uniform(0, 2) / 10000), 2),
                      "depth_10bp": round(r.uniform(1, 30), 1), "age_ms": r.randint(5, 300)}
                  for v in r.sample(["binance", "okx", "coinbase", "bybit", "kraken"], 5)}
        fl.msg(t, "pricer", json.dumps({"ts": iso(t), "kind": "indic", "sym": f"{a}/USDT", "mid": round(mid, 2), "tiers": tiers,
                                        "venues": venues, "skew_bps": round(r.uniform(-3, 3), 1), "inv_adj_bps": round(r.uniform(-2, 2), 1),
                                        "model": f"mm-v{r.randint(3, 5)}.{r.randint(0, 9)}", "stale_ms": r.randint(20, 400)}), kind="noise")
    # acks
    for _ in range(r.randint(6, 9)):
        t = fl.start(60)
        fl.msg(t, r.choice(["misha", "wei", "tom", "dara", "ines"]), r.choice(ACKS), kind="noise")


def scene_cp_chatter(fl):
    """Counterparty chatter through the bridge and desk replies: neither hard nor noise."""
    r = fl.rng
    pool = [
        (0, "gm, are you around for size later? NY open probably"),
        (1, "доброе, сегодня будем после обеда по Москве, готовьте бид"),
        (3, "早, 今天下午可能有一笔大的USDT, 先打个招呼"),
        (4, "new settlement wallet for USDC on solana, will send via secure channel, pls don't use the old one after Friday"),
        (5, "what's your cutoff for USD wires today? our bank is slow"),
        (2, "у нас опс до 18:00, после только T+1"),
        (6, "адрес для эфира тот же, проверьте whitelist"),
        (0, "can you do T+1 on the next one? treasury is away"),
        (3, "明天香港假期, 结算顺延到后天可以吗"),
        (5, "fyi we're moving our chat to a new group next week, will invite you"),
    ]
    for ci, txt in r.sample(pool, r.randint(7, 10)):
        t = fl.start(600)
        cp = CPS[ci]
        m = fl.msg(t, "bridge", bridge_line(cp, txt))
        if r.random() < 0.6:
            who = {"ru": "misha", "zh": "wei"}.get(cp["lang"], r.choice(["tom", "misha"]))
            reply = r.choice({"en": ["sure, ping us", "yes ok", "noted, thanks", "cutoff 17:00 CET for wires"],
                              "ru": ["ок, ждём", "понял, спс", "ок, до 18 успеем"],
                              "zh": ["好的 没问题", "收到", "可以, 到时候说"]}[cp["lang"]])
            fl.msg(t + r.randint(30, 300) * 1000, who, reply, ref=m)
    # settlement instructions relayed (long, ordinary)
    for _ in range(2):
        t = fl.start(600)
        cp = r.choice(CPS)
        fl.msg(t, "bridge", bridge_line(cp, (
            f"SSI update for {cp['name']} (effective next trade):\n"
            f"BTC: bc1q{hexs(r, 38)}\nETH/ERC20: 0x{hexs(r, 40)}\nUSDT-TRC20: T{hexs(r, 33)}\n"
            f"USD wires: {r.choice(['Signature', 'Customers Bank', 'Cross River'])} acct ending {r.randint(1000, 9999)}, ref = trade id\n"
            "please confirm whitelist on your side before use")))


def scene_long_notes(fl):
    """Long human notes that carry no decision (ordinary)."""
    r = fl.rng
    t = fl.start(60, 1, 6)
    fl.msg(t, "wei", (
        "Asia colour: mainland desks quiet, HK funds net sellers of BTC into the open, USDT premium on OTC "
        f"~{r.uniform(0.1, 0.6):.2f}% over peg (CNH weaker). Korea premium {r.uniform(0.5, 2.5):.1f}%. "
        "Jade Harbor + Lotus asked about TRC20 vs ERC20 fees again; both prefer TRC20 if we pre-fund energy. "
        "SOL perps funding spiked at 01:00 then normalised. Nothing from Baikal yet, Дима said after lunch Moscow. "
        "Bridge lagged ~5s twice around 02:10, auto-recovered."))
    t = fl.t0 + r.randint(15 * 60 + 30, 16 * 60 + 20) * 60000
    fl.msg(t, "misha", (
        "**London → NY handover**\n"
        f"done so far: {r.randint(8, 20)} trades / ~{r.randint(40, 110)}m notional, mostly BTC and USDT. "
        "Karat still capped on credit, Sakhalin settlement chased twice.\n"
        "open: CME hedge working (see fcm), Deribit block booked, SOL inventory stop per pin.\n"
        "ops: tg-bridge had one 429 storm around noon, no loss. quoter threw on okx book reset, fell back to manual.\n"
        "NY: Zenith and Northwind usually show up after the US open; Tom has vol questions from Northwind."))


def scene_ordinary(fl):
    """Plain chatter: neither noise nor near-miss, nor hard."""
    r = fl.rng
    lines = [
        ("wei", "morning, Lotus back online on tg after their phone swap"),
        ("misha", "who has the Fireblocks approver token today? need a 2nd signer in ~10m"),
        ("ines", "reminder: Sakhalin KYC refresh due end of month, docs in the drive"),
        ("tom", "deribit portfolio margin looking fine, ~40% buffer"),
        ("dara", "lunch order going in, shout if you want something"),
        ("misha", "bridge lag ~4s on baikal group again, watching"),
        ("wei", "jade harbor asks if we can do USDC on solana instead of eth for settlement; told them yes for <5m"),
        ("ines", "credit sheet updated for Northwind after their audited financials came in, no change in line"),
        ("tom", "new vol surface build is in staging, will compare vs prod tomorrow"),
        ("dara", "CME statement from the FCM looks off by one contract on Tuesday, probably their booking, comparing with ours"),
        ("misha", "Karat says their ops is OOO till Monday, anything w/ them is T+1 settlement"),
        ("wei", "小陈 says Jade Harbor will send tomorrow's flow via the new group, bridge needs the new chat id"),
        ("tom", "anyone seen the new Deribit block RFQ UI? looks like it could replace half of the tg back and forth"),
        ("ines", "audit wants all tg confirmations exported monthly, bridge log is fine for that"),
        ("dara", "reminder we're short one approver on Fireblocks after 20:00, plan the big USDT legs before that"),
        ("misha", "Дима asks if we can do their next one in rubles-USDT via the Dubai entity — told him talk to compliance, not us"),
        ("wei", "Lotus compliance asking for our travel-rule vendor details again, sent the standard pack"),
        ("tom", "deribit changed block min size for ETH options, doesn't affect us on BTC"),
        ("ines", "FCM margin call notice for tomorrow is informational, variation only"),
        ("misha", "tg desktop logged me out again, bridge still fine"),
        ("dara", "new joiner starts Monday, will need read access to this channel only, no tg"),
        ("wei", "jade harbor asked for a call re: monthly volume rebate, Dara's back Thursday"),
    ]
    for who, txt in r.sample(lines, r.randint(14, 19)):
        fl.msg(fl.start(60), who, txt)
    # an ordinary typo edit
    t = fl.start(600)
    m = fl.msg(t, "wei", "settlement cutoff for Lotus usdt moved to 16:00 HKT from tomorow")
    fl.edit(m, t + r.randint(20, 90) * 1000, "settlement cutoff for Lotus usdt moved to 16:00 HKT from tomorrow")


def scene_wraps(fl):
    r = fl.rng
    for title, lo, hi in (("Asia crypto wrap", 7, 8), ("US crypto wrap", 21, 22)):
        t = fl.t0 + r.randint(lo * 60, hi * 60 - 5) * 60000
        desc = (f"Bitcoin traded in a {r.uniform(1.2, 3.5):.1f}% range, with spot ETF flows {r.choice(['mixed', 'negative', 'modestly positive'])} "
                f"and perpetual funding close to neutral on major venues. Ether underperformed slightly as staking withdrawals queue "
                f"{r.choice(['lengthened', 'shortened'])}; Solana volumes were led by memecoin launchpads. Stablecoin supply grew "
                f"${r.uniform(0.2, 1.5):.1f}B over 24h, most of it minted on Tron and Ethereum. Options: front-end implied vol "
                f"{r.choice(['drifted lower', 'was little changed', 'ticked up'])} while June call skew stayed bid. "
                "Altcoins: mixed, with listings-driven moves in small caps. Macro: dollar firmer, US yields flat ahead of data.")
        emb = [dict(title=title, description=desc,
                    fields=[dict(name=k, value=f"{r.uniform(-4, 4):+.2f}%", inline=True) for k in ("BTC", "ETH", "SOL", "TOTAL3")]
                    + [dict(name="BTC dominance", value=f"{r.uniform(54, 61):.1f}%", inline=True),
                       dict(name="Stablecoin mcap", value=f"${r.uniform(210, 260):.1f}B", inline=True)],
                    footer="newswire · market wrap · not investment advice")]
        fl.msg(t, "news", "", embeds=emb, kind="near", idiom=("generic market wrap embed", "not_hard"))
    t = fl.start(60, 1, 7)
    fl.msg(t, "bridge", bridge_line(CPS[3], (
        "今天亚洲盘的情况跟大家分享一下: 早上开始香港几家基金一直在卖BTC, 量不算特别大但是很持续; 内地那边USDT溢价又起来了, "
        "场外大概比官方汇率高0.3%左右, 主要是年底结汇的需求。SOL这边有几个项目方在找场外买家, 说是要换成稳定币发工资。"
        "ETH比较安静, 质押提款排队变长了一点。我们这边今天可能下午会有一笔USDT的大单, 到时候再找你们报价。这个不是询价, 只是市场信息。"),
        group="jade-harbor"), kind="near", idiom=("long Chinese market colour from a counterparty, no request", "not_hard"))
    cps = [r.choice([c for c in CPS if c["lang"] == "en"]), r.choice([c for c in CPS if c["lang"] == "ru"])]
    for cp in cps:
        t = fl.start(60, 8, 20)
        txt = {"en": "colour from our side fwiw: funds rotating out of ETH into SOL all week, a couple of miners selling BTC forward, "
                     "and we saw 2 large USDT buyers out of LatAm. street quotes tight in BTC, wider in SOL size. not a request, just sharing",
               "ru": "по рынку: всю неделю фонды продают эфир и покупают сол, майнеры продают btc форвардом, "
                     "на улице по btc узко, по солу шире. это не запрос, просто для информации"}[cp["lang"]]
        fl.msg(t, "bridge", bridge_line(cp, txt), kind="near")


def scene_onboarding_thread(fl):
    r = fl.rng
    t = fl.start(14400, 2, 10)
    key = "onb"
    fl.threads[key] = (str(snowflake(t, 2, r.randint(4001, 8000))), t)
    fl.msg(t, "ines", "thread: Lotus Prime new entity onboarding — keep docs talk here, not in the main channel")
    posts = [
        ("ines", "checklist for Lotus Prime (BVI → HK entity): certificate of incorporation ✔, register of directors ✔, "
                 "UBO declaration ✔ (2 UBOs >25%), source of funds letter — pending, wallet ownership proofs (Satoshi test) — "
                 "pending for ETH + TRC20 addresses, travel-rule vendor: they use Notabene, we're on the same network so fine."),
        ("wei", "Amy says source-of-funds letter comes from their auditor tomorrow HKT morning; the Satoshi tests they can do today "
                "if we send the amounts. no rush on the credit side, they keep trading through the old entity meanwhile."),
        ("ines", f"Satoshi test amounts sent: ETH 0.000{r.randint(100, 999)}, USDT-TRC20 1.{r.randint(10, 99)}{r.randint(10, 99)}. "
                 "they must send back the exact amount from the whitelisted address within 24h. settlebot will match automatically."),
        ("settle", f"satoshi-test match: CP-088 ETH 0x{hexs(r, 40)} ✔ amount matched · TRC20 T{hexs(r, 33)} ⏳ waiting"),
        ("ines", "one open point: their HK entity's director list differs from the registry extract by one name (resigned last month). "
                 "asked for the updated extract; no other issues. ETA for sign-off end of week if the letter arrives."),
        ("dara", "thanks Ines. nothing changes for trading today."),
    ]
    for who, txt in posts:
        t += r.randint(10, 50) * 60000
        fl.msg(t, who, txt, thread=key)


def scene_more_notes(fl):
    r = fl.rng
    t = fl.start(60, 9, 15)
    fl.msg(t, "misha", (
        "basis note (no action, just so it's written down): CME BTCM6 vs spot ~" + f"{r.uniform(6, 10):.1f}" + "% ann, "
        "Deribit June future ~" + f"{r.uniform(5, 9):.1f}" + "%, Binance quarterly in between. The Baikal/Sakhalin sellers in Asia keep "
        "spot offered into the London open, which is why the basis widens 30-60bp intraday and comes back by the CME settle. "
        "If that keeps up, rolling the hedge a week early costs us ~" + f"{r.randint(2, 9)}" + "bp vs waiting. Funding on perps is "
        "not a reliable hedge for size above 100 btc (OI on okx is thin), CME is cleaner but margin sits with the FCM. "
        "Historical: last two quarters the June/Sep roll cost between 0.6% and 1.1% ann. Not proposing anything, numbers in the sheet."),
        kind="near", idiom=("basis analysis with hedge words, no decision", "not_hard"))
    t = fl.start(60, 8, 17)
    fl.msg(t, "ines", (
        "credit review notes: Northwind audited financials received (FY25, clean opinion), equity up ~18% YoY; "
        "Lotus Prime still waiting on the new entity's incorporation docs, keep trading via the old entity until "
        "KYC signs off; Karat settlement performance this month 4 late legs out of 21 (avg 3.2h). Sakhalin: 2 late, "
        "both TRC20 energy issues on their side. No line changes from this review — lines as per riskd."))
    t = fl.start(60, 10, 20)
    fl.msg(t, "tom", (
        "Northwind asked what we'd show for a 1x2 call spread in June (80/90) in 100x — told them indicative only, "
        "we'd need to see where the block desk prints first. They also asked about weekly puts for a miner client. "
        "Nothing firm from either side; if they come back with size I'll put it in a thread."),
        kind="near")


def scene_removals(fl):
    r = fl.rng
    # bulk delete of bridge relay loop echoes
    t = fl.start(900)
    tag = r.randint(50000, 99999)
    echoes = []
    snippets = []
    for i in range(3):
        s = f"relay-loop id=tgm-{tag}-{i + 1}"
        echoes.append(fl.msg(t + i * 700, "bridge", f"`[tg:zenith-otc]` ↺ echo#{i + 1} {s} (self-message, dropping)"))
        snippets.append(s)
    fl.bulk_delete(echoes, t + r.randint(60, 300) * 1000, snippets)
    # forget: KYC/PII relay from a counterparty
    t = fl.start(1800)
    cp = [c for c in CPS if c["code"] == "CP-088"][0]
    phone = f"+852 6{r.randint(100, 999)} {r.randint(1000, 9999)}"
    txt = bridge_line(cp, f"for the new entity pls whitelist 0x{hexs(r, 40)}, director passport scan sent to Misha, call me {phone}")
    m = fl.msg(t, "bridge", txt)
    fl.forget(m, t + r.randint(5, 25) * 60000, AUTHORS["dara"][0], f"call me {phone}")


def build_flow(seed, ch_idx, day_idx, day_start, ch_id):
    rng = random.Random(f"{DESK}:{seed}:{ch_idx}:{day_idx}")
    fl = Flow(rng, ch_id, day_start, day_idx, ch_idx)
    scene_book_pin(fl)
    # deals
    variants = ["pricer", "approve", "reject", "blocked", "delete_fix", "forget_pii", rng.choice(["pass", "pass", "full"])]
    extra = []
    variants = variants + extra
    rng.shuffle(variants)
    assets = ["BTC", "ETH", "SOL", "USDT", "USDC"]
    for v in variants:
        cp = rng.choice(CPS)
        asset = rng.choices(assets, weights=[4, 4, 2, 2, 1])[0]
        if v == "settle_fail" and asset not in ("USDT", "USDC"):
            asset = "USDT"
        scene_deal(fl, v, cp, asset, rng.choice(["buy", "sell"]))
    scene_settle_issue(fl, rng.choice(["settle_fail", "slow_settle"]))
    for _ in range(rng.randint(3, 4)):
        scene_unanswered_rfq(fl)
    scene_other_desk_dones(fl, rng.randint(3, 5))
    scene_deribit_thread(fl)
    scene_cme_hedge(fl)
    scene_stops(fl)
    scene_treasury(fl)
    scene_route_misc(fl)
    scene_news(fl)
    scene_thesis(fl)
    scene_risk(fl)
    scene_near_chatter(fl)
    scene_reports(fl)
    scene_noise(fl)
    scene_ordinary(fl)
    scene_cp_chatter(fl)
    scene_long_notes(fl)
    scene_more_notes(fl)
    scene_wraps(fl)
    scene_onboarding_thread(fl)
    scene_removals(fl)
    return fl


# --------------------------------------------------------------------------------------
def _renumber(fl):
    """Booking/RFQ systems number in time order: remap generated ids by first appearance."""
    pat = re.compile(r"\b(RFQ|T)-(\d{4,5})\b")
    gen = set(fl.gen_ids)
    order = {"RFQ": [], "T": []}
    seen = set()
    for m in sorted(fl.msgs, key=lambda x: x["ms"]):
        texts = [m["content"]] + [c for _, c in m["edits"]] + [json.dumps(m["embeds"], ensure_ascii=False)]
        for tx in texts:
            for mm in pat.finditer(tx):
                k = mm.group(0)
                if k in gen and k not in seen:
                    seen.add(k)
                    order[mm.group(1)].append(k)
    mapping = {}
    for pre, ids in order.items():
        nums = sorted(int(x.split("-")[1]) for x in ids)
        for old, n in zip(ids, nums):
            mapping[old] = f"{pre}-{n}"
    if not mapping:
        return
    sub = lambda tx: pat.sub(lambda mm: mapping.get(mm.group(0), mm.group(0)), tx)
    for m in fl.msgs:
        m["content"] = sub(m["content"])
        m["edits"] = [(ms, sub(c)) for ms, c in m["edits"]]
        if m["embeds"]:
            m["embeds"] = json.loads(sub(json.dumps(m["embeds"], ensure_ascii=False)))
        if m["hard"]:
            m["hard"]["facts"] = [sub(f) for f in m["hard"]["facts"]]
    fl.ops = [(ms, k, (p[0], sub(p[1])) if k == "edit" else p) for ms, k, p in fl.ops]
    fl.removed = [sub(x) for x in fl.removed]
    fl.superseded = [(m, sub(x)) for m, x in fl.superseded]


def finalize(fl):
    """Assign snowflakes, build ordered op list and per-flow labels."""
    r = fl.rng
    main = [m for m in fl.msgs if not m["thread"]]
    thr = [m for m in fl.msgs if m["thread"]]
    for m in thr:
        m["ms"] = max(m["ms"], fl.threads[m["thread"]][1] + 1000)
    _renumber(fl)
    msgs = sorted(fl.msgs, key=lambda m: m["ms"])
    # keep refs after their targets
    last = 0
    for m in msgs:
        if m["ref"] is not None and m["ms"] <= m["ref"]["ms"]:
            m["ms"] = m["ref"]["ms"] + 1200
    msgs = sorted(fl.msgs, key=lambda m: m["ms"])
    for m in msgs:
        if m["ms"] <= last:
            m["ms"] = last + 1
        last = m["ms"]
        m["id"] = str(snowflake(m["ms"], AUTHORS[m["who"]][3], r.randint(0, 4095)))
    events = []
    for m in msgs:
        a = AUTHORS[m["who"]]
        cid = cid_of(fl, m)
        msg = {"id": m["id"], "author_id": a[0], "author_name": a[1], "author_bot": a[2], "created_at": iso(m["ms"]),
               "content": m["content"], "attachments": m["attachments"], "embeds": m["embeds"],
               "reference_id": m["ref"]["id"] if m["ref"] else None, "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if m["thread"]:
            ev["parent_channel_id"] = fl.ch
        ev["message"] = msg
        events.append((m["ms"], 0, ev))
    for ms, kind, p in fl.ops:
        if kind == "edit":
            m, content = p
            ms = max(ms, m["ms"] + 1000)
            ev = {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid_of(fl, m), "message_id": m["id"],
                  "edited_at": iso(ms), "content": content}
        elif kind == "delete":
            ms = max(ms, p["ms"] + 1000)
            ev = {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid_of(fl, p), "message_id": p["id"], "deleted_at": iso(ms)}
        elif kind == "bulk":
            ms = max([ms] + [x["ms"] + 1000 for x in p])
            ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": fl.ch, "message_ids": [x["id"] for x in p],
                  "deleted_at": iso(ms)}
        elif kind == "forget":
            m, by = p
            ms = max(ms, m["ms"] + 1000)
            ev = {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid_of(fl, m), "message_id": m["id"],
                  "requested_by": by, "at": iso(ms)}
        elif kind == "pin":
            m, by = p
            ms = max(ms, m["ms"] + 1000)
            ev = {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid_of(fl, m), "message_id": m["id"],
                  "by": AUTHORS[by][0], "at": iso(ms)}
        else:
            m, emoji, by = p
            ms = max(ms, m["ms"] + 800)
            ev = {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid_of(fl, m), "message_id": m["id"],
                  "emoji": emoji, "user_id": AUTHORS[by][0], "at": iso(ms)}
        events.append((ms, 1, ev))
    return events


def cid_of(fl, m):
    return fl.threads[m["thread"]][0] if m["thread"] else fl.ch


IDIOM_PRIORITY = [
    "firm 30s quote reply to RFQ", "counterparty 'done' reply relayed through bridge", "short approval reply (ok go / 👍 send it)",
    "riskd BLOCKED on counterparty credit", "embed-only Deribit block fill", "stop moved twice by editing the same message",
    "pricer JSON firm quote line", "b/s shorthand internal proposal awaiting ok", "route failed settlement leg to treasury-agent",
    "thesis change buried in Asia handover", "company-name headline on a held stablecoin/underlying",
    "embed-only net delta breach", "triage no_route key=value", "'no action needed' on a slow settlement",
    "limit change buried in EOD recap", "blotter [BOOKED] key=value line", "partial fill edited to complete fill",
    "bot/sld shorthand fill", "rejection of a proposal citing settlement/credit", "fat-finger firm quote deleted and reposted",
    "[PROPOSAL] Deribit option block in a thread", "FCM gateway order WORKING line", "trader 'done ✅' booking reply",
    "fill reposted after moderator forget",
    # near-misses
    "k-suffixed size RFQ relayed from Telegram", "other shop's 'done 150 btc' in a chatter group",
    "Cyrillic RFQ shorthand via bridge", "Chinese RFQ shorthand (报/收) via bridge",
    "hypothetical 'if X comes back' pricing", "listing/hack headline on a token we don't carry",
    "paper trade shorthand", "trade told as history", "stop suggestion without a decision", "backtest result",
    "question under a proposal", "counterparty pass on a firm quote", "'we should send it soon' before an order exists",
    "long vol colour with trading words, no decision", "basis analysis with hedge words, no decision",
    "generic market wrap embed", "long Chinese market colour from a counterparty, no request",
]


def generate(seed: int = 1, end=None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    hard, superseded, removed, noise, near = [], [], [], [], []
    idioms = {}
    order = 0
    for d in range(days):
        day_start = end_ms - (days - d) * 86400000
        for c in range(channels):
            ch_id = channel_id_for(c)
            fl = build_flow(seed, c, d, day_start, ch_id)
            evs = finalize(fl)
            for ms, pri, ev in evs:
                all_events.append((ms, pri, order, ev))
                order += 1
            for m in sorted(fl.msgs, key=lambda x: x["ms"]):
                cid = cid_of(fl, m)
                if m["hard"]:
                    h = m["hard"]
                    hard.append({"channel_id": cid, "message_id": m["id"], "event_type": h["event_type"],
                                 "facts": h["facts"], "phrasing": h["phrasing"], "final_state": m["state"]})
                if m["state"] in ("deleted", "forgotten"):
                    continue
                if m["kind"] == "noise":
                    noise.append(m["id"])
                elif m["kind"] == "near":
                    near.append(m["id"])
                if m["idiom"] and m["idiom"][0] and m["idiom"][0] not in idioms:
                    idioms[m["idiom"][0]] = {"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]}
            for m, old in fl.superseded:
                superseded.append([cid_of(fl, m), m["id"], old])
            removed.extend(fl.removed)
    all_events.sort(key=lambda x: (x[0], x[1], x[2]))
    # one row per idiom (first occurrence); keep a mix: up to 13 hard-event idioms, the rest near-misses
    prio = lambda x: IDIOM_PRIORITY.index(x["idiom"]) if x["idiom"] in IDIOM_PRIORITY else len(IDIOM_PRIORITY)
    hard_rows = sorted([x for x in idioms.values() if x["expected"] != "not_hard"], key=prio)
    soft_rows = sorted([x for x in idioms.values() if x["expected"] == "not_hard"], key=prio)
    pick = hard_rows[:13]
    pick += soft_rows[:20 - len(pick)]
    pick += hard_rows[13:13 + 20 - len(pick)]
    keep = {id(x) for x in pick}
    idiom_rows = [x for x in idioms.values() if id(x) in keep]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idiom_rows}
    return {"events": [e[3] for e in all_events], "labels": labels}


# --------------------------------------------------------------------------------------
def _msg_text(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            v = e.get(k)
            if isinstance(v, dict):
                v = v.get("text") or v.get("name")
            if v:
                parts.append(str(v))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def selfcheck(events, labels, verbose=True):
    """Return (ok, stats). Verifies labels against the capture."""
    errors = []
    msgs = {}
    chan_of = {}
    parent = {}
    last_ms = {}
    for i, ev in enumerate(events):
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                errors.append(f"created_at mismatch {m['id']}")
            top = ev.get("parent_channel_id", ev["channel_id"])
            if top in last_ms and ms <= last_ms[top]:
                pass
            last_ms[top] = max(last_ms.get(top, 0), ms)
            msgs[m["id"]] = dict(content=m["content"], embeds=m.get("embeds") or [], state="live", ms=ms,
                                 ref=m.get("reference_id"))
            chan_of[m["id"]] = ev["channel_id"]
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
        elif op == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
            msgs[ev["message_id"]]["state"] = "edited"
        elif op == "delete":
            msgs[ev["message_id"]]["state"] = "deleted"
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                msgs[x]["state"] = "deleted"
        elif op == "forget":
            msgs[ev["message_id"]]["state"] = "forgotten"
    # ids increase with create order per top-level channel
    prev = {}
    for ev in events:
        if ev["op"] == "create":
            top = ev.get("parent_channel_id", ev["channel_id"])
            mid = int(ev["message"]["id"])
            if top in prev and mid <= prev[top]:
                errors.append(f"id order violated at {mid}")
            prev[top] = mid
    for m in msgs.values():
        if m["ref"] and m["ref"] not in msgs:
            errors.append("dangling reference")
        elif m["ref"] and msgs[m["ref"]]["ms"] >= m["ms"]:
            errors.append("reply before its target")
    # labels
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append(f"hard label id missing {mid}")
            continue
        if chan_of[mid] != h["channel_id"]:
            errors.append(f"hard label channel mismatch {mid}")
        m = msgs[mid]
        if m["state"] != h["final_state"]:
            errors.append(f"final_state mismatch {mid}: {m['state']} vs {h['final_state']}")
        text = _msg_text(m["content"], m["embeds"])
        if not (2 <= len(h["facts"]) <= 5):
            errors.append(f"fact count {mid}")
        for f in h["facts"]:
            if f not in text:
                errors.append(f"fact {f!r} not in {mid}: {text[:80]!r}")
    for cid, mid, old in labels["superseded_facts"]:
        if mid not in msgs:
            errors.append(f"superseded id missing {mid}")
    live_text = "\n".join(_msg_text(m["content"], m["embeds"]) for m in msgs.values() if m["state"] in ("live", "edited"))
    for s in labels["removed_texts"]:
        if s in live_text:
            errors.append(f"removed text still live: {s!r}")
    for k in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[k]:
            if mid not in msgs:
                errors.append(f"{k} id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid in hard_ids:
            errors.append(f"hard id also noise/near {mid}")
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            errors.append("idiom id missing")
    if not (10 <= len(labels["idioms"]) <= 20):
        errors.append(f"idiom count {len(labels['idioms'])}")
    # per channel-day stats
    per = {}
    for mid, m in msgs.items():
        day = datetime.fromtimestamp(m["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        key = (parent[mid], day)
        s = per.setdefault(key, dict(msgs=0, bytes=0, hard=0, noise=0, near=0))
        s["msgs"] += 1
        s["bytes"] += len(_msg_text(m["content"], m["embeds"]).encode("utf-8"))
    noise_set = set(labels["noise_message_ids"])
    near_set = set(labels["near_miss_ids"])
    for mid in msgs:
        day = datetime.fromtimestamp(msgs[mid]["ms"] / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        s = per[(parent[mid], day)]
        s["hard"] += mid in hard_ids
        s["noise"] += mid in noise_set
        s["near"] += mid in near_set
    for key, s in per.items():
        if not (180 <= s["msgs"] <= 320):
            errors.append(f"msgs out of range {key}: {s['msgs']}")
        if not (70_000 <= s["bytes"] <= 120_000):
            errors.append(f"bytes out of range {key}: {s['bytes']}")
        if not (25 <= s["hard"] <= 45):
            errors.append(f"hard out of range {key}: {s['hard']}")
        frac = s["noise"] / s["msgs"]
        if not (0.25 <= frac <= 0.40):
            errors.append(f"noise fraction out of range {key}: {frac:.2f}")
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    stats = dict(events=len(events), per_channel_day={f"{k[0]}/{k[1]}": v for k, v in sorted(per.items())},
                 hard_by_type=dict(sorted(types.items())), noise=len(labels["noise_message_ids"]),
                 near_miss=len(labels["near_miss_ids"]), idioms=len(labels["idioms"]),
                 superseded=len(labels["superseded_facts"]), removed=len(labels["removed_texts"]))
    if verbose:
        print(json.dumps(stats, indent=1, ensure_ascii=False))
        for e in errors[:40]:
            print("ERROR:", e)
        print("SELF-CHECK", "PASSED" if not errors else f"FAILED ({len(errors)} errors)")
    return (not errors), stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the written files and verify labels")
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
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            evs = [json.loads(line) for line in f]
        with open(a.labels, encoding="utf-8") as f:
            lab = json.load(f)
        ok, _ = selfcheck(evs, lab)
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
