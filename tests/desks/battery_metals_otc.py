"""Desk generator: battery_metals_otc.

A busy day (or week) of a battery / energy-transition metals desk channel:
lithium carbonate & hydroxide (CIF CJK physical, GFEX futures), cobalt metal and
hydroxide, nickel (LME / SHFE), uranium U3O8 spot & term, SC6 spodumene.
Mostly OTC physical with some exchange hedging.

Pure function of its arguments, standard library only.

    python -m tests.desks.battery_metals_otc --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "battery_metals_otc"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1317446158292718602"
DEFAULT_END = datetime(2025, 9, 19, 0, 0, 0, tzinfo=timezone.utc)
OUR_ENTITY = "Halvorsen Metals Pte Ltd"

# ---------------------------------------------------------------- people / bots
# key: (author_id, display name, is_bot)
PEOPLE = {
    "mara": ("1164028377150591016", "Mara Kessler", False),      # head trader / desk lead
    "tom": ("1164031968724715570", "Tom Reyes", False),          # lithium physical
    "wen": ("1171284469936820264", "Wen Jie 文杰", False),        # China desk, GFEX / SHFE
    "priya": ("1178820170357272608", "Priya Nair", False),       # uranium / cobalt / nickel
    "lena": ("1182297914032939049", "Lena Vogt", False),         # ops / contracts
    "dmitri": ("1190416271860506725", "Dmitri Orlov", False),    # credit & risk
    "mod": ("1159772351170674729", "compliance-mod", False),     # moderator (forget / bulk delete)
    "wa": ("1203398741219160124", "WA Bridge", True),            # WhatsApp relay
    "contracts": ("1206150622011039774", "ContractsBot", True),  # physical deal confirmations
    "pricewire": ("1207707183935668284", "PriceWire", True),     # daily assessments
    "credit": ("1209913772040773672", "CreditLimits", True),     # cpty credit key=value
    "news": ("1211840021316849674", "MetalsWire", True),         # news
    "research": ("1214489660347912253", "Research-Agent", True),
    "triage": ("1216031549917827152", "triage-agent", True),     # routing agent
    "oms": ("1218355470102446110", "oms-gw", True),              # exchange order gateway
    "risk": ("1219826901233778739", "RiskEngine", True),
    "ops": ("1221207346071273513", "desk-ops", True),            # heartbeats, CI, cron
    "pnl": ("1222850185963438152", "PnL", True),
    "alerts": ("1224113840781975562", "PxAlerts", True),
}

# Activity weight per UTC hour: Singapore morning/afternoon, London day, quiet US evening.
HOUR_W = [7, 9, 10, 9, 6, 8, 9, 10, 11, 10, 8, 6, 6, 7, 7, 6, 4, 3, 2, 1, 1, 1, 2, 4]

IDIOM_KEEP = {
    "Chinese-language GFEX proposal with 手 lots (price edited)",
    "proposal buried in middle of long research note",
    "short reply approving a proposal",
    "OTC firm bid left with broker (order working)",
    "embed-only physical deal confirmation with fields and contract footer",
    "partial [FILL] edited to full with new avg",
    "stop moved twice by editing the same [STOP] message",
    "risk engine pre-trade resize line",
    "JSON route line from triage agent",
    "explicit no-action reply to a headline",
    "producer news on held U3O8 via origin company",
    "news on watchlist company",
    "thesis change buried in research note",
    "paper trade in the sim (shorthand lookalike)",
    "'a stop at X would be sensible' opinion without decision",
    "'what if we bought' hypothetical",
    "past-tense sale told as history",
    "relayed Chinese other-firm trade",
    "backtest with stop language",
    "long analysis with trade words and no decision",
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def c(n) -> str:
    return f"{int(n):,}"


def f2(x) -> str:
    return f"{x:.2f}"


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id(idx: int) -> str:
    # created 2023-03-xx, one per index, worker 7
    ms = 1678262400000 + 3_613_117 * (idx + 1) + 97 * idx
    return str(snowflake(ms, 7, 0x0B5 + idx))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# ---------------------------------------------------------------- message model
class M:
    def __init__(self, day, t, who, content="", embeds=None, ref=None, thread=None):
        self.day = day
        self.t = float(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread          # starter M (this message lives in that thread)
        self.edits = []               # (t, content)
        self.deleted_at = None
        self.forgot = None            # (t, by_key)
        self.bulk = None              # (t, group-key)
        self.pins = []                # (t, by_key, unpin_t or None)
        self.reactions = []           # (t, emoji, user_key, remove_t or None)
        self.hard = None              # (type, facts, phrasing)
        self.noise = False
        self.near = False
        self.idiom = None             # (name, expected)
        self.superseded = []
        self.removed_snippet = None
        self.id = None
        self.ms = None
        self.chan = None

    def final_text(self) -> str:
        txt = self.edits[-1][1] if self.edits else self.content
        parts = [txt]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Day:
    def __init__(self, seed, ch, d, day_start, thread_open=True):
        self.rng = random.Random(f"{DESK}:{seed}:{ch}:{d}")
        self.seed, self.ch, self.d = seed, ch, d
        self.start = day_start
        self.date = day_start.strftime("%d-%b-%Y")
        self.ymd = day_start.strftime("%y%m%d")
        self.msgs: list[M] = []
        self.tok_n = 0
        r = self.rng
        # levels of the day
        self.lc = int(round(r.uniform(9550, 10350) / 10.0) * 10)
        self.lioh = self.lc + 10 * r.randint(18, 42)
        self.gf = int(round(r.uniform(71000, 77500) / 20.0) * 20)
        self.gf2 = self.gf - 20 * r.randint(20, 60)
        self.ni = r.randint(15080, 15920)
        self.shfe = int(round(r.uniform(118500, 126500) / 10.0) * 10)
        self.co = round(r.uniform(15.10, 16.90), 2)
        self.cohp = r.randint(58, 68)
        self.u = round(r.uniform(67.5, 76.5) * 4) / 4
        self.uterm = round(r.uniform(78.0, 81.5) * 4) / 4
        self.sc6 = r.randint(720, 880)
        m = day_start.month
        self.ship1 = MONTHS[(m) % 12]          # next month
        self.ship2 = MONTHS[(m + 1) % 12]
        y = day_start.year % 100
        mm2 = (m + 1) % 12 + 1
        yy2 = y + (1 if m + 2 > 12 else 0)
        self.gfx = f"LC{yy2:02d}{mm2:02d}"       # front-ish GFEX lithium carbonate
        mm3 = (m + 3) % 12 + 1
        yy3 = y + (1 if m + 4 > 12 else 0)
        self.gfx2 = f"LC{yy3:02d}{mm3:02d}"
        self.shfe_ni = f"NI{yy2:02d}{mm2:02d}"
        # book (pinned)
        self.book_lc_t = 600
        self.book_lc_avg = self.lc - 10 * r.randint(-6, 8)
        self.book_gf_lots = 120
        self.book_gf_avg = self.gf + 20 * r.randint(-20, 30)
        self.book_ni_t = 90
        self.book_ni_avg = self.ni + r.randint(-150, 200)
        self.book_u_lb = 250000
        self.book_u_avg = round(self.u + r.uniform(-2.0, 1.5), 2)
        self.book_sc6 = 15000
        self.book_sc6_avg = self.sc6 + r.randint(-25, 30)
        self.book_co_t = 40
        self.book_co_avg = round(self.co + r.uniform(-0.6, 0.4), 2)
        self.book_coh_wmt = 400
        # approvals: one of each style per day, shuffled
        self.approval_styles = ["okgo", "thumbs", "approved", "yesgo", "fine"]
        r.shuffle(self.approval_styles)
        self.used_acks = 0

    # ---- helpers
    def tok(self, n=4) -> str:
        self.tok_n += 1
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def num(self, lo, hi) -> int:
        return self.rng.randint(lo, hi)

    def add(self, t, who, content="", embeds=None, ref=None, thread=None) -> M:
        t = max(5.0, min(t, 86390.0))
        m = M(self, t, who, content, embeds, ref, thread)
        self.msgs.append(m)
        return m

    def hard(self, m: M, etype: str, facts, phrasing: str):
        m.hard = (etype, list(facts), phrasing)
        return m

    def idiom(self, m: M, name: str, expected: str):
        m.idiom = (name, expected)
        return m

    def rand_time(self, lo_h=0.0, hi_h=24.0) -> float:
        hours = [h for h in range(24) if lo_h <= h < hi_h] or [int(lo_h)]
        w = [HOUR_W[h] for h in hours]
        h = self.rng.choices(hours, weights=w)[0]
        lo = max(h * 3600.0, lo_h * 3600.0)
        hi = min((h + 1) * 3600.0, hi_h * 3600.0)
        return self.rng.uniform(lo, hi)

    def hhmm(self, t) -> str:
        t = int(t)
        return f"{t // 3600:02d}:{(t % 3600) // 60:02d}"

    def approval(self, sz: str, px: str):
        """Return (content, facts) for a short approval reply in the day's next style."""
        st = self.approval_styles.pop(0) if self.approval_styles else "okgo"
        if st == "okgo":
            return f"ok go. {sz} max", ["ok go", sz]
        if st == "thumbs":
            return "👍 send it", ["👍", "send it"]
        if st == "approved":
            return f"approved, {px} or better. nothing through that", ["approved", px]
        if st == "yesgo":
            return f"yes. go {sz}", ["yes", f"go {sz}"]
        return f"fine — {sz}, go", ["fine", f"{sz}, go"]


# ================================================================ scene builders
def scene_book(D: Day):
    r = D.rng
    t = 1800 + r.uniform(0, 900)
    lc_u = D.lc - D.book_lc_avg
    txt = (
        f"**BOOK · battery metals OTC · {D.date}**  (marks: PriceWire close / exch settle)\n"
        "```\n"
        f"LC  CIF CJK btty 99.5%   +{c(D.book_lc_t)} t     avg {c(D.book_lc_avg)} $/t   {D.ship1} shpt, Yahua-origin\n"
        f"GFEX {D.gfx}             -{D.book_gf_lots} lots  avg {c(D.book_gf_avg)} CNY/t  hedge vs phys\n"
        f"LiOH CIF CJK             flat      (watch)\n"
        f"Co(OH)2 CIF China        +{D.book_coh_wmt} wmt   payable {D.cohp - 2}%     CMOC Kisanfu offtake, {D.ship2} arr\n"
        f"Co metal 99.8% R'dam     +{D.book_co_t} t      {f2(D.book_co_avg)} $/lb     in-whs\n"
        f"LME Ni 3M                -{D.book_ni_t} t (15 lots) avg {c(D.book_ni_avg)}\n"
        f"SC6 CFR China            +{c(D.book_sc6)} dmt avg {D.book_sc6_avg} $/dmt   Pilbara Minerals Pilgangoora, {D.ship1} load\n"
        f"U3O8 spot                +{c(D.book_u_lb)} lb avg {f2(D.book_u_avg)} $/lb   Kazatomprom origin @ ConverDyn\n"
        "```\n"
        f"LC phys vs mark {'+' if lc_u >= 0 else ''}{c(lc_u)} $/t. GFEX gross cap 150 lots. cpty lines: see CreditLimits.\n"
        "edits go through me. don't trade off this post, trade off the OMS."
    )
    m = D.add(t, "mara", txt)
    m.pins.append((t + 20, "mara", None))
    m.reactions.append((t + 25, "📌", "mara", None))
    m.reactions.append((t + 140, "👀", "tom", t + 600))
    D.idiom(m, "pinned code-block book with company-named offtakes", "not_hard")
    # watchlist
    t2 = t + r.uniform(120, 400)
    w = (
        "👀 **WATCH** (not positions, don't treat as book)\n"
        f"• LiOH CIF CJK — want the LiOH/LC spread >{c(D.lioh - D.lc + 150)} before we touch it\n"
        "• Liontown Resources (LTR) — Kathleen Valley ramp, offtake tenders\n"
        "• Tianqi Lithium — Kwinana hydroxide restart talk\n"
        "• Paladin Energy (PDN) — Langer Heinrich ramp-up, guidance\n"
        "• NexGen Energy — Rook I permitting\n"
        f"• SHFE {D.shfe_ni} — Indonesian RKAB noise, no position\n"
        "ping me if any of these move, I read the news bot badly."
    )
    m2 = D.add(t2, "mara", w)
    m2.pins.append((t2 + 15, "mara", None))
    m2.reactions.append((t2 + 18, "📌", "mara", None))
    D.idiom(m2, "bulleted watchlist post with tickers", "not_hard")
    D.book_msgs = (m, m2)
    return m, m2


def scene_lc_physical(D: Day):
    """S1: LC CIF physical buy chain: proposal -> approval reply -> working -> embed fill -> stop (edited twice)."""
    r = D.rng
    t = D.rand_time(0.8, 2.2)
    px = D.lc - 10 * r.randint(3, 9)
    stop = px - 10 * r.randint(30, 45)
    tgt = px + 10 * r.randint(50, 80)
    sz = "500t"
    pxs = c(px)
    seller = r.choice(["Sichuan Yahua Intl", "Ganfeng Lithium (HK)", "Chengxin Lithium HK"])
    if r.random() < 0.5:
        txt = (f"[PROPOSAL] BUY {sz} Li2CO3 btty grade CIF CJK {D.ship1} shpt @ {pxs} $/t, "
               f"stop {c(stop)} / tgt {c(tgt)}. seller {seller} via Kenny @ Marex. adds to the {D.book_lc_t}t.")
        facts = ["BUY", sz, "Li2CO3", pxs]
        ph = "tagged"
    else:
        txt = f"b {sz} LC CIF CJK {D.ship1} @ {pxs}, stp {c(stop)} tgt {c(tgt)} — {seller} offer via Marex. ok?"
        facts = [f"b {sz}", "LC CIF CJK", pxs]
        ph = "shorthand"
    prop = D.hard(D.add(t, "tom", txt), "trade_proposal", facts, ph)
    if ph == "shorthand":
        D.idiom(prop, "b-prefixed shorthand physical proposal with t-suffixed size", "trade_proposal")
    else:
        D.idiom(prop, "[PROPOSAL] tag with Incoterm and shipment month", "trade_proposal")
    q = D.add(t + r.uniform(40, 120), "priya", f"on top of the {D.book_lc_t}t or replacing the {D.ship1} cargo?", ref=prop)
    q.near = True
    D.idiom(q, "clarifying question on a live proposal", "not_hard")
    D.add(q.t + r.uniform(30, 90), "tom", f"on top. takes us to {c(D.book_lc_t + 500)}t phys, GFEX hedge follows", ref=q)
    a_txt, a_facts = D.approval(sz, pxs)
    appr = D.hard(D.add(q.t + r.uniform(120, 300), "mara", a_txt, ref=prop), "trade_approval", a_facts, "reply")
    D.idiom(appr, "short reply approving a proposal", "trade_approval")
    work = D.add(appr.t + r.uniform(60, 240), "tom",
                 f"firm bid in w/ Kenny: {pxs} for {sz} LC CIF CJK {D.ship1}, valid till 17:00 SGT. LC at sight.")
    D.hard(work, "trade_confirmation", ["firm bid", pxs, sz], "untagged")
    D.idiom(work, "OTC firm bid left with broker (order working)", "trade_confirmation")
    rel = D.add(work.t + r.uniform(300, 900), "wa",
                f"[WA · BM Brokers SG] Kenny Tan (Marex SG): bid shown. {seller.split()[0]} checking w/ plant on {D.ship1} laycan, back in 20")
    D.add(rel.t + r.uniform(20, 60), "tom", "k", ref=rel).noise = True
    rel2 = D.add(rel.t + r.uniform(900, 1600), "wa",
                 f"[WA · BM Brokers SG] Kenny Tan (Marex SG): {seller.split()[0]} can do {D.ship1} 2H laycan, they want +/-5% seller's opt. pls confirm")
    D.add(rel2.t + r.uniform(40, 120), "tom", "+/-5% SO is standard, fine by us", ref=rel2)
    cno = f"BMO-PC-{D.ymd}-{D.num(100, 999)}"
    ft = rel2.t + r.uniform(500, 1200)
    emb = {
        "title": "Physical deal confirmation",
        "description": f"Deal {cno} executed and sent for countersignature.",
        "author": "ContractsBot · physical",
        "fields": [
            {"name": "Side", "value": "BUY", "inline": True},
            {"name": "Buyer", "value": OUR_ENTITY, "inline": True},
            {"name": "Seller", "value": seller, "inline": True},
            {"name": "Product", "value": "Lithium carbonate 99.5% min, battery grade"},
            {"name": "Quantity", "value": "500 t (+/-5% seller's option)", "inline": True},
            {"name": "Price", "value": f"{pxs} USD/t", "inline": True},
            {"name": "Incoterm", "value": "CIF Shanghai / Ningbo (Incoterms 2020)", "inline": True},
            {"name": "Shipment", "value": f"{D.ship1} 2H, 1 lot", "inline": True},
            {"name": "Payment", "value": "irrevocable LC at sight, 100%", "inline": False},
            {"name": "Quality", "value": "SGS at load port final, CoA per lot"},
        ],
        "footer": f"contract {cno} · status EXECUTED · broker Marex SG",
    }
    fill = D.add(ft, "contracts", "", [emb])
    D.hard(fill, "trade_fill", ["BUY", "500 t", f"{pxs} USD/t", cno], "embed")
    D.idiom(fill, "embed-only physical deal confirmation with fields and contract footer", "trade_fill")
    fill.reactions.append((ft + 60, "✅", "lena", None))
    fill.pins.append((ft + 90, "mara", None))
    D.add(ft + r.uniform(120, 400), "lena",
          f"{cno}: LC draft to Bank of China SG today, SGS booked at load port. will chase CoA once lot no. is out")
    # stop set then moved twice by editing
    s1 = px - 10 * r.randint(38, 50)
    s2 = s1 + 10 * r.randint(5, 12)
    s3 = s2 + 10 * r.randint(5, 12)
    st_t = ft + r.uniform(600, 1500)
    stm = D.add(st_t, "tom", f"[STOP] LC CIF CJK phys long ({c(D.book_lc_t + 500)}t): stop {c(s1)} $/t, act via GFEX hedge")
    stm.edits.append((st_t + r.uniform(3000, 6000), f"[STOP] LC CIF CJK phys long ({c(D.book_lc_t + 500)}t): stop {c(s2)} $/t, act via GFEX hedge"))
    stm.edits.append((stm.edits[-1][0] + r.uniform(5000, 12000), f"[STOP] LC CIF CJK phys long ({c(D.book_lc_t + 500)}t): stop {c(s3)} $/t, act via GFEX hedge"))
    D.hard(stm, "stop_or_target_change", ["LC CIF CJK", "stop", c(s3)], "tagged")
    stm.superseded += [c(s1), c(s2)]
    D.idiom(stm, "stop moved twice by editing the same [STOP] message", "stop_or_target_change")
    return {"px": px, "fill_t": ft, "prop": prop}


def scene_gfex_hedge(D: Day, after_t: float):
    """S2: Chinese proposal (edited price) -> approval -> risk resize -> OMS accepted -> OMS fill -> Chinese stop."""
    r = D.rng
    t = after_t + r.uniform(600, 1800)
    n = 40
    px1 = D.gf + 20 * r.randint(2, 8)
    px2 = px1 - 20 * r.randint(2, 5)
    st = px2 + 20 * r.randint(60, 90)
    if r.random() < 0.5:
        tmpl = "建议 卖出 {g} {n}手 @ {p}，对冲 Tom 刚买的 500吨 CIF 现货。止损 {s}。"
        facts = ["卖出", D.gfx, f"{n}手", c(px2)]
        ph = "untagged"
    else:
        tmpl = "hedge: s {n}手 {g} @ {p} vs the 500t phys. 止损 {s}"
        facts = [f"s {n}手", D.gfx, c(px2)]
        ph = "shorthand"
    prop = D.add(t, "wen", tmpl.format(g=D.gfx, n=n, p=c(px1), s=c(st)))
    prop.edits.append((t + r.uniform(60, 200), tmpl.format(g=D.gfx, n=n, p=c(px2), s=c(st))))
    D.hard(prop, "trade_proposal", facts, ph)
    prop.superseded.append(c(px1))
    D.idiom(prop, "Chinese-language GFEX proposal with 手 lots (price edited)", "trade_proposal")
    a_txt, a_facts = D.approval(f"{n} lots", c(px2))
    appr = D.hard(D.add(prop.edits[-1][0] + r.uniform(90, 400), "mara", a_txt, ref=prop), "trade_approval", a_facts, "reply")
    oid = f"GF{D.ymd}-{D.num(1000, 9999)}"
    rt = appr.t + r.uniform(40, 120)
    risk = D.add(rt, "risk",
                 f"PRE-TRADE ord={oid} sym={D.gfx} side=SELL qty {n}→30 RESIZED · rule=desk_gfex_lc_gross_cap (150 lots) · "
                 f"gross pre={D.book_gf_lots} post=150")
    D.hard(risk, "risk_limit", [oid, "RESIZED", "150 lots"], "structured")
    D.idiom(risk, "risk engine pre-trade resize line", "risk_limit")
    rej = None
    ct = rt + r.uniform(2, 6)
    if r.random() < 0.4:
        rej = D.add(ct, "oms", f"ord={oid} venue=GFEX sym={D.gfx} side=SELL qty=30 px={px2 - 3000} tif=DAY status=REJECTED reason=PX_OUTSIDE_DAILY_BAND")
        D.hard(rej, "trade_confirmation", [oid, "SELL", "REJECTED"], "structured")
        D.idiom(rej, "OMS key=value venue reject", "trade_confirmation")
        D.add(ct + r.uniform(20, 60), "wen", "fat finger, 少了一位… resending", ref=rej)
        oid = oid[:-4] + f"{(int(oid[-4:]) + 1) % 10000:04d}"
        ct += r.uniform(70, 150)
    acc = D.add(ct, "oms", f"ord={oid} venue=GFEX sym={D.gfx} side=SELL qty=30 px={px2} tif=DAY acct=BMO-HEDGE status=ACCEPTED")
    D.hard(acc, "trade_confirmation", [oid, "SELL", "qty=30", "ACCEPTED"], "structured")
    if rej is None:
        D.idiom(acc, "OMS key=value order accepted", "trade_confirmation")
    fpx = px2 - 20 * r.randint(0, 2)
    ftime = ct + r.uniform(30, 600)
    fill = D.add(ftime, "oms", f"ord={oid} venue=GFEX sym={D.gfx} side=SELL lastqty=30 cumqty=30 avgpx={fpx} status=FILLED")
    D.hard(fill, "trade_fill", [oid, "SELL", "cumqty=30", f"avgpx={fpx}"], "structured")
    D.idiom(fill, "OMS key=value fill with cumqty/avgpx", "trade_fill")
    D.add(ftime + r.uniform(20, 90), "wen", "👌", ref=fill).noise = True
    st2 = st - 20 * r.randint(10, 25)
    if r.random() > 0.5:
        return {"oid": oid, "fill_t": ftime}
    stop = D.add(ftime + r.uniform(1200, 3600), "wen", f"{D.gfx} 空单止损下调至 {c(st2)}（原 {c(st)}），跟随现货止损")
    D.hard(stop, "stop_or_target_change", [D.gfx, "止损", c(st2)], "untagged")
    D.idiom(stop, "Chinese stop move 止损下调至", "stop_or_target_change")
    return {"oid": oid, "fill_t": ftime}


def scene_nickel(D: Day):
    """S3: untagged Ni proposal rejected; thread with smaller re-proposal, approval, working, fill edited, stop."""
    r = D.rng
    t = D.rand_time(7.3, 9.0)
    px = D.ni + r.randint(20, 90)
    stop = px + r.randint(280, 420)
    cont = r.randint(120, 190)
    if r.random() > 0.55:
        rj = D.add(t, "priya", f"Ni short: thinking about adding, cash-3s out to a ${cont} contango. will put something up later")
        return scene_nickel_thread(D, rj)
    prop = D.add(t, "priya",
                 f"want to add to the Ni short: sell another 10 lots LME Ni 3M at {c(px)}, stop {c(stop)}. "
                 f"RKAB approvals running well ahead of last year and cash-3s is out to a ${cont} contango, nobody wants metal.")
    D.hard(prop, "trade_proposal", ["sell", "10 lots", "LME Ni 3M", c(px)], "untagged")
    D.idiom(prop, "untagged prose proposal with reasoning", "trade_proposal")
    rj = D.add(t + r.uniform(200, 700), "mara",
               f"no. already {D.book_ni_t}t short Ni into Philippine ore season end, not adding on a contango story. rejected.", ref=prop)
    D.hard(rj, "trade_approval", ["no.", "Ni", "rejected"], "reply")
    D.idiom(rj, "rejection reply ('no. ... rejected.')", "trade_approval")
    D.add(rj.t + r.uniform(30, 200), "priya", "fair", ref=rj)
    return scene_nickel_thread(D, rj)


def scene_nickel_thread(D: Day, rj: M):
    r = D.rng
    t2 = rj.t + r.uniform(2400, 5400)
    starter = D.add(t2, "priya", "🧵 Ni short sizing — smaller version, thread so we don't spam the channel")
    px2 = D.ni + r.randint(40, 110)
    st2 = px2 + r.randint(300, 380)
    tp = D.add(t2 + r.uniform(30, 90), "priya", f"s 5 lots LME Ni 3M @ {c(px2)}, stp {c(st2)}. half the size, same idea", thread=starter)
    D.hard(tp, "trade_proposal", ["s 5 lots", "LME Ni 3M", c(px2)], "shorthand")
    D.idiom(tp, "s-prefixed shorthand proposal inside a thread", "trade_proposal")
    hyp = D.add(tp.t + r.uniform(60, 240), "tom",
                f"a stop at {c(st2 - 150)} would be more sensible imo, Ni 3M hasn't closed above that since Aug", thread=starter)
    hyp.near = True
    D.idiom(hyp, "'a stop at X would be sensible' opinion without decision", "not_hard")
    ap = D.add(hyp.t + r.uniform(200, 600), "mara", "5 lots is fine. go", thread=starter, ref=tp)
    D.hard(ap, "trade_approval", ["5 lots", "fine", "go"], "reply")
    wk = D.add(ap.t + r.uniform(60, 200), "priya", f"working 5 lots Ni 3M offer {c(px2)} on LMEselect, GTC till kerb", thread=starter)
    if r.random() < 0.5:
        D.hard(wk, "trade_confirmation", ["working", "5 lots", c(px2)], "untagged")
    else:
        wk.content = "ok, on it"
    fp1 = px2
    fp2 = px2 - r.randint(3, 12)
    ft = wk.t + r.uniform(400, 1500)
    fm = D.add(ft, "priya", f"[FILL] sold 3/5 lots LME Ni 3M @ {c(fp1)} (partial, rest working)", thread=starter)
    fm.edits.append((ft + r.uniform(600, 2400), f"[FILL] sold 5/5 lots LME Ni 3M @ {c(fp2)} avg (done)"))
    D.hard(fm, "trade_fill", ["sold", "5/5 lots", "LME Ni 3M", c(fp2)], "tagged")
    fm.superseded += ["3/5 lots", c(fp1)] if c(fp1) != c(fp2) else ["3/5 lots"]
    D.idiom(fm, "partial [FILL] edited to full with new avg", "trade_fill")
    st3 = st2 - r.randint(60, 120)
    if r.random() < 0.5:
        D.add(fm.edits[-1][0] + r.uniform(300, 1500), "mara", "👍", thread=starter, ref=fm).noise = True
        return starter
    sm = D.add(fm.edits[-1][0] + r.uniform(300, 1500), "priya",
               f"[STOP] Ni 3M short ({D.book_ni_t + 30}t) stop {c(st2)} -> {c(st3)}", thread=starter)
    D.hard(sm, "stop_or_target_change", ["Ni 3M", "stop", c(st3)], "tagged")
    D.add(sm.t + r.uniform(30, 300), "mara", "ty", thread=starter, ref=sm).noise = True
    return starter


def scene_cobalt(D: Day):
    """S4: CMOC news (held via company), route to Lena, remove stop, thesis update, optional Co metal sale."""
    r = D.rng
    t = D.rand_time(2.0, 4.5)
    days = r.randint(2, 6)
    if r.random() < 0.5:
        n = D.add(t, "news",
                  f"📰 **CMOC** says Kisanfu cobalt hydroxide exports remain paused as DRC quota allocations slip; "
                  f"company flags {D.ship2} shipments 'at risk', declines to call force majeure yet. ARECOMS says quota notices "
                  f"out in ~{days} weeks. (company statement, Kinshasa)")
        D.hard(n, "held_position_news", ["CMOC", "Kisanfu", "hydroxide"], "untagged")
    else:
        n = D.add(t, "news", "", [{
            "title": "CMOC: Kisanfu hydroxide shipments on hold pending DRC quota",
            "description": f"CMOC Group flags {D.ship2} cobalt hydroxide cargoes at risk; ARECOMS quota notices expected in ~{days} weeks. "
                           "No force majeure declared.",
            "url": "https://metalswire.example/cmoc-kisanfu-quota",
            "footer": "MetalsWire · company statement · Kinshasa"}])
        D.hard(n, "held_position_news", ["CMOC", "Kisanfu", "hydroxide"], "embed")
        D.idiom(n, "news embed naming a held position by company name", "held_position_news")
    n.reactions.append((t + 45, "👀", "priya", None))
    D.add(t + r.uniform(60, 200), "priya", f"that's our {D.ship2} cargo. 400 wmt.", ref=n)
    rt = D.add(t + r.uniform(300, 700), "mara",
               "Lena — take the CMOC force majeure question, check the FM clause in our Kisanfu offtake and what notice they owe us. yours.")
    D.hard(rt, "route_decision", ["Lena", "CMOC", "force majeure"], "untagged")
    D.idiom(rt, "head trader routes item to a named person ('yours')", "route_decision")
    D.add(rt.t + r.uniform(60, 240), "lena", "on it. clause 14.2 iirc, 5 business days notice", ref=rt)
    hyp = D.add(rt.t + r.uniform(300, 900), "priya", f"what if we bought another 200 wmt Co(OH)2 here before payables run? {D.cohp}% looks cheap if quota binds")
    hyp.near = True
    D.idiom(hyp, "'what if we bought' hypothetical", "not_hard")
    rs = D.add(hyp.t + r.uniform(400, 1200), "priya",
               f"removing the stop on the Co(OH)2 — it's physical, we take delivery regardless. target {D.cohp + 6}% payable unchanged.")
    if r.random() < 0.6:
        D.hard(rs, "stop_or_target_change", ["removing the stop", "Co(OH)2"], "untagged")
    else:
        rs.content = f"Co(OH)2 is physical anyway, we take delivery regardless. payables {D.cohp}% today"
    D.idiom(rs, "stop removed on a physical position", "stop_or_target_change")
    th = D.add(rs.t + r.uniform(300, 1200), "mara",
               f"cobalt view: neutral → bullish. DRC quota binds, hydroxide payables to {D.cohp + 7}%+ by Q1. conviction high.")
    D.hard(th, "thesis_update", ["cobalt", "bullish", f"{D.cohp + 7}%"], "untagged")
    D.idiom(th, "arrow-style view change with conviction", "thesis_update")
    wa = D.add(th.t + r.uniform(200, 900), "wa",
               f"[WA · 钴盐群] 老陈 (华友贸易): 刚成交 300 吨 氢氧化钴，计价系数 {D.cohp + 1}%，{D.ship2}到港，买家是家正极厂")
    wa.near = True
    D.idiom(wa, "relayed Chinese other-firm trade", "not_hard")
    out = {"t": th.t}
    if r.random() < 0.3:
        cpx = round(D.co + r.uniform(0.25, 0.6), 2)
        p = D.add(th.t + r.uniform(1500, 4000), "priya", f"s 20t Co metal R'dam in-whs @ {f2(cpx)} $/lb, Glencore bid via Tradition. raises cash for the hydroxide. ok?")
        D.hard(p, "trade_proposal", ["s 20t", "Co metal", f2(cpx)], "shorthand")
        a_txt, a_facts = D.approval("20t", f2(cpx))
        a = D.hard(D.add(p.t + r.uniform(120, 600), "mara", a_txt, ref=p), "trade_approval", a_facts, "reply")
        cno = f"BMO-PC-{D.ymd}-{D.num(100, 999)}"
        emb = {
            "title": "Physical deal confirmation",
            "description": f"Deal {cno} executed.",
            "author": "ContractsBot · physical",
            "fields": [
                {"name": "Side", "value": "SELL", "inline": True},
                {"name": "Buyer", "value": "Glencore International AG", "inline": True},
                {"name": "Seller", "value": OUR_ENTITY, "inline": True},
                {"name": "Product", "value": "Cobalt metal 99.8% min, cathode/briquette"},
                {"name": "Quantity", "value": "20 t", "inline": True},
                {"name": "Price", "value": f"{f2(cpx)} USD/lb", "inline": True},
                {"name": "Delivery", "value": "in-warehouse Rotterdam (C. Steinweg), FCA"},
            ],
            "footer": f"contract {cno} · status EXECUTED · broker Tradition",
        }
        fl = D.add(a.t + r.uniform(900, 2400), "contracts", "", [emb])
        D.hard(fl, "trade_fill", ["SELL", "20 t", f"{f2(cpx)} USD/lb", cno], "embed")
        fl.reactions.append((fl.t + 40, "✅", "lena", None))
    return out


def scene_uranium(D: Day):
    """S5: Kazatomprom news (held), forgotten proposal naming a client, sanitized proposal, approval, working, fill, target."""
    r = D.rng
    t = D.rand_time(8.5, 11.0)
    pct = r.choice([8, 10, 12, 14])
    if r.random() < 0.6:
        n = D.add(t, "news",
                  f"📰 **Kazatomprom** trims 2026 production guidance by up to {pct}% on a subsoil-use basis, citing sulphuric acid "
                  "supply and Budenovskoye JV delays; says it will 'prioritise value over volume'. Shares -3% in London.")
        D.hard(n, "held_position_news", ["Kazatomprom", "2026", "production"], "untagged")
    else:
        n = D.add(t, "news", "", [{
            "title": f"Kazatomprom cuts 2026 output guidance by up to {pct}%",
            "description": "Acid supply and Budenovskoye JV delays cited; 'value over volume'.",
            "fields": [{"name": "Product", "value": "U3O8"}, {"name": "Source", "value": "company release, Astana"}],
            "footer": "MetalsWire · uranium"}])
        D.hard(n, "held_position_news", ["Kazatomprom", "2026", "output"], "embed")
    D.idiom(n, "producer news on held U3O8 via origin company", "held_position_news")
    D.add(t + r.uniform(40, 200), "priya", "there's the bid. spot will pop 2-3 bucks on that", ref=n)
    px = round((D.u + r.uniform(1.5, 3.0)) * 4) / 4
    pxs = f"{px:.2f}"
    ft = t + r.uniform(600, 1500)
    chain = r.random() < 0.6
    fg = D.add(ft, "priya",
               f"[PROPOSAL] SELL 100,000 lb U3O8 spot to Cumberland Power Coop at {pxs} $/lb, Dec delivery ConverDyn, their fuel buyer is motivated")
    D.hard(fg, "trade_proposal", ["SELL", "100,000 lb", "U3O8", pxs], "tagged")
    fg.forgot = (ft + r.uniform(180, 420), "mod")
    fg.removed_snippet = f"to Cumberland Power Coop at {pxs}"
    D.add(fg.forgot[0] + r.uniform(10, 60), "mod", "removed a message naming an end-user counterparty. please don't name utilities in here, use 'US utility'.")
    p = D.add(fg.forgot[0] + r.uniform(90, 240), "priya",
              f"[PROPOSAL] SELL 100,000 lb U3O8 spot @ {pxs} $/lb, Dec delivery ConverDyn, buyer US utility via Numerco. takes us to 150k lb")
    D.hard(p, "trade_proposal", ["SELL", "100,000 lb", "U3O8", pxs], "tagged")
    if not chain:
        a = D.add(p.t + r.uniform(120, 500), "mara", "no, not selling into a Kazakh cut headline. keep all 250k. rejected", ref=p)
        D.hard(a, "trade_approval", ["no", "rejected", "250k"], "reply")
        D.add(a.t + r.uniform(30, 120), "priya", "ok, telling Numerco we're out", ref=a)
        hist = D.add(a.t + r.uniform(1200, 3000), "priya",
                     "for the record: Jan-24 we sold 200k lb at $106 into the Sprott frenzy. not seeing that again this cycle")
        hist.near = True
        D.idiom(hist, "past-tense sale told as history", "not_hard")
        return {"t": a.t}
    a = D.add(p.t + r.uniform(120, 500), "mara", f"approved, 100k only. keep the 150k", ref=p)
    D.hard(a, "trade_approval", ["approved", "100k"], "reply")
    wk = D.add(a.t + r.uniform(60, 300), "priya", f"offer firm with Numerco: 100k lb @ {pxs}, good till NY close")
    if r.random() < 0.5:
        D.hard(wk, "trade_confirmation", ["offer firm", "100k lb", pxs], "untagged")
    else:
        wk.content = "will show it to Numerco after lunch"
    fpx = px
    fl = D.add(wk.t + r.uniform(1800, 5400), "priya", f"done — sold 100k lb U3O8 spot @ {f2(fpx)}, Dec ConverDyn, Numerco conf to follow")
    D.hard(fl, "trade_fill", ["sold", "100k lb", "U3O8", f2(fpx)], "untagged")
    D.idiom(fl, "'done — sold' prose fill", "trade_fill")
    fl.reactions.append((fl.t + 30, "✅", "lena", None))
    D.add(fl.t + r.uniform(30, 90), "mara", "🙏", ref=fl).noise = True
    if r.random() < 0.45:
        tg = round((px + r.uniform(4, 7)) * 2) / 2
        tm = D.add(fl.t + r.uniform(600, 2400), "priya", f"U3O8 residual 150k lb: target raised to {f2(tg)} $/lb (was {f2(tg - 2.5)}), no stop, physical")
        D.hard(tm, "stop_or_target_change", ["U3O8", "target raised", f2(tg)], "untagged")
    hist = D.add(fl.t + r.uniform(2400, 5000), "priya",
                 "for the record: Jan-24 we sold 200k lb at $106 into the Sprott frenzy. not seeing that again this cycle")
    hist.near = True
    D.idiom(hist, "past-tense sale told as history", "not_hard")
    return {"t": fl.t}


LITHIUM_SECTIONS = [
    ("Lepidolite / Yichun",
     ["Yichun's lepidolite operations remain the swing. The Jianxiawo licence, suspended since August, has not been re-issued; "
      "our checks with two converters in Jiangxi suggest an application under the revised mineral-resources law is in review but no "
      "date has been given. Lepidolite-based carbonate output fell roughly {p1}% m/m in the last SMM survey, with several converters "
      "buying spodumene to fill the gap. A restart would add an estimated {k1}kt LCE annualised, which is roughly the size of the "
      "market's expected 2026 surplus on its own.",
      "Lepidolite supply in Jiangxi is still the marginal tonne. Permits under the updated reserve-verification regime are moving "
      "slowly; converters we spoke to assume a Q1 resolution at best. The grade problem (Li2O under 0.5% at several pits) means that "
      "cost support sits around {c1} CNY/t LCE all-in, which has held as a floor on GFEX twice this quarter."]),
    ("Australian spodumene",
     ["Australian hard-rock output is recovering at the margin. Pilbara Minerals' P1000 expansion is complete and the Ngungaju "
      "plant restart is a price call, not a technical one; Mineral Resources keeps Wodgina on partial run rates; Greenbushes "
      "chemical-grade output is steady. Spot SC6 cargoes printed {s1}-{s2} $/dmt CFR China this week on PriceWire with two "
      "Chinese converters reported as buyers. Cash costs for the marginal WA operation sit near {cc} $/dmt FOB, so the curve "
      "is flat between here and +15%.",
      "WA spodumene supply is sticky: operations that survived the 2024 trough have cut costs and are now cash-positive at "
      "current SC6 ({s1}-{s2} $/dmt CFR). Restarts (Bald Hill, Ngungaju) need a sustained print above ~{cc} $/dmt plus freight. "
      "Kathleen Valley's underground transition adds ore but lowers near-term grade."]),
    ("Contract season (Korea/Japan)",
     ["Korean and Japanese cathode makers are negotiating 2026 carbonate and hydroxide contracts. Buyers are pushing for "
      "index-linked pricing with lower floors and for CIF delivery to their own ports with discharge-port assays as final. "
      "Sellers want the quarterly QP average rather than monthly. Hydroxide volumes offered for 2026 exceed what buyers "
      "are prepared to commit, which is the clearest sign that high-nickel chemistries are losing share.",
      "The 2026 contract round opens with buyers long hydroxide and short carbonate relative to plans. Expect carbonate "
      "contract volumes to rise and hydroxide volumes to fall, with pricing shifting from fixed discounts to index minus "
      "a small percentage."]),
    ("Zimbabwe & Africa",
     ["Harare's signal that lithium concentrate exports end from January 2027 in favour of local sulphate is not new, but the "
      "timetable is now in writing. Chinese-owned operations (Bikita, Arcadia, Sabi Star) are building sulphate lines; the "
      "near-term effect is more concentrate shipped early, i.e. a bearish 2026 for SC6 followed by a tighter 2027. Mali's "
      "Goulamina is shipping DSO-grade material at a discount.",
      "African supply is the growth story nobody prices well. Zimbabwe's concentrate export ban (2027) front-loads shipments; "
      "Mali (Goulamina, Bougouni) and Nigeria artisanal flows add low-grade tonnes that compete with lepidolite rather than SC6."]),
    ("South American brine",
     ["Chilean output is flat under the SQM/Codelco partnership framework; Argentina adds {k2}kt LCE of nameplate in 2026 under "
      "RIGI-backed projects, though ramp-ups have run 9-15 months late historically. Brine carbonate lands CIF CJK with a "
      "quality discount of 150-300 $/t vs. Chinese battery grade.",
      "Argentine brine ramp-ups (Cauchari-Olaroz, Centenario, Mariana) continue to underdeliver against nameplate; realistic "
      "2026 adds are perhaps {k2}kt LCE. Chile is unchanged."]),
    ("Demand",
     ["ESS demand is the upside surprise: Chinese LFP cell output for storage grew ~{d1}% y/y in the latest data and cell makers "
      "report full order books into Q4. EV demand in China is steady; Europe soft. Downstream carbonate inventory days are near "
      "{inv}, low vs the 2024 average, which is why the CIF premium over GFEX import parity has widened.",
      "Storage-driven LFP demand keeps carbonate tighter than hydroxide. Cathode makers' inventory is about {inv} days; GFEX "
      "warrant stocks have fallen for four straight weeks. Hydroxide demand (high-nickel) is still lagging, so the LiOH premium "
      "over carbonate compresses."]),
]


def research_lithium(D: Day, t: float):
    """Long research note with one buried decision (SC6 proposal)."""
    r = D.rng
    vals = dict(p1=r.randint(6, 14), k1=r.randint(35, 60), c1=c(r.randint(62, 70) * 1000), s1=D.sc6 - 15, s2=D.sc6 + 20,
                cc=r.randint(640, 720), k2=r.randint(40, 70), d1=r.randint(30, 55), inv=r.randint(9, 16))
    secs = [(h, "\n\n".join(o.format(**vals) for o in (opts if r.random() < 0.7 else opts[::-1])))
            for h, opts in LITHIUM_SECTIONS]
    secs += _lithium_extra(D)
    px = D.sc6 + r.randint(-15, 10)
    decision = (f"Against that backdrop we propose the desk buys a second SC6 cargo: 10,000 dmt SC6 CFR China, {D.ship2} loading, "
                f"at or below {px} $/dmt, hedged with a short in GFEX {D.gfx2} sized to the LCE equivalent.")
    parts = [f"**Research-Agent · Lithium supply & policy · {D.date}**",
             "_Compiled from PriceWire, customs data, company filings and relayed broker colour. Sections 1-3 are context._",
             "", f"**1. Summary**\nCIF CJK carbonate {c(D.lc)} $/t, GFEX {D.gfx} {c(D.gf)} CNY/t, SC6 {D.sc6} $/dmt. "
             "The import arbitrage is roughly closed; physical premiums hold up on storage demand while the futures curve "
             "prices lepidolite restarts that have not happened yet."]
    i = 2
    for h, body in secs[:2]:
        parts.append(f"**{i}. {h}**\n{body}")
        i += 1
    parts.append(f"**{i}. Positioning**\nThe spread between SC6-implied carbonate cost and GFEX ({D.gfx2}) is at the wide end of its "
                 f"six-month range. {decision} Conversion-margin risk stays with the buyer of the concentrate, which is why the hedge is on the "
                 "deferred contract, not the front.")
    i += 1
    for h, body in secs[2:]:
        parts.append(f"**{i}. {h}**\n{body}")
        i += 1
    parts.append(f"**{i}. What would change the view**\n- Jianxiawo licence re-issued inside 30 days\n- GFEX margin hikes that force "
                 "hedge liquidation\n- Chinese converter run-rates falling under 60%\n- CIF premium over import parity collapsing below "
                 "100 $/t")
    parts.append("```\n"
                 f"LC CIF CJK      {c(D.lc)} $/t\nLiOH CIF CJK    {c(D.lioh)} $/t\nGFEX {D.gfx}     {c(D.gf)} CNY/t\n"
                 f"GFEX {D.gfx2}     {c(D.gf2)} CNY/t\nSC6 CFR China   {D.sc6} $/dmt\n```")
    m = D.add(t, "research", "\n\n".join(parts))
    D.hard(m, "trade_proposal", ["buys", "10,000 dmt", "SC6", f"{px} $/dmt"], "buried")
    D.idiom(m, "proposal buried in middle of long research note", "trade_proposal")
    return m, px


URANIUM_SECTIONS = [
    ("Supply",
     "Kazakh guidance is the dominant variable. Sulphuric acid availability has improved but wellfield development lags; JV partners "
     "have not been told of volume changes. Cameco's McArthur River/Key Lake is running at guidance, Cigar Lake steady. Namibian "
     "production (Husab, Rossing) is flat; Langer Heinrich's ramp remains below plan. US ISR restarts add small volumes at "
     "{isr}+ $/lb incentive prices."),
    ("Policy",
     "The US Russian-uranium import ban waiver process ends in 2027; Rosatom's own export restrictions to the US remain in place. "
     "Section 232 remains a tail risk for Canadian and Kazakh material. EU utilities continue to diversify conversion and "
     "enrichment away from Russia, which supports the fuel-cycle complex more than U3O8 directly."),
    ("Demand and contracting",
     "Term contracting volumes YTD are running near {tv} Mlb, below replacement rate. Utilities' uncovered requirements for "
     "2028-2032 are large but procurement is patient; mid-term RFPs from two US utilities and one Asian buyer were issued last "
     "month. Financial buyers (SPUT) have raised only modest capital since Q2; their purchases are the main spot catalyst."),
    ("Conversion and enrichment",
     "Western conversion capacity is effectively sold out through 2027; spot conversion near {conv} $/kgU keeps the all-in "
     "cost of a fuel load high, and several utilities have told brokers they are prioritising conversion and SWU coverage over "
     "U3O8 this year. That is a timing effect, not a demand loss: the U3O8 still has to be bought, but it defers spot interest "
     "into 2026. Enrichment tails assays have been pushed down (underfeeding) by Western enrichers, which reduces their need "
     "for feed and frees a small amount of secondary supply."),
    ("Financial players",
     "The physical trusts hold roughly {spt} Mlb combined. Their buying is discretionary and tied to trading at or above NAV; "
     "the larger trust has traded at a {disc}% discount for most of the past quarter, which shuts its ATM programme. Hedge "
     "funds are long equities more than physical. Traders' inventory is moderate; carry trades (buy spot, sell forward) are "
     "still profitable at current curve shape, which caps spot rallies until the carry closes."),
    ("Price structure",
     "Spot {u} $/lb vs term {ut} $/lb: the term premium is near {prem} $/lb, historically wide. Spot liquidity is thin; a "
     "single 500k lb tender moves prints by a dollar. Conversion (~{conv} $/kgU) and SWU remain near records, a cost that "
     "utilities weigh against U3O8 purchases."),
]


def research_uranium(D: Day, t: float):
    """Long uranium note with one buried thesis decision."""
    r = D.rng
    vals = dict(isr=r.randint(70, 80), tv=r.randint(55, 90), u=f2(D.u), ut=f2(D.uterm), prem=f2(D.uterm - D.u),
                conv=r.randint(58, 66), spt=r.randint(85, 100), disc=r.randint(4, 11))
    secs = [(h, body.format(**vals)) for h, body in URANIUM_SECTIONS]
    if r.random() < 0.55:
        dec = ("We therefore downgrade our U3O8 spot view from bullish to neutral and withdraw the $80/lb year-end target; "
               "the term price thesis is unchanged.")
        facts = ["downgrade", "U3O8", "neutral", "$80/lb"]
    else:
        dec = ("Net, we reaffirm the bullish U3O8 view and raise conviction from medium to high; the $82/lb year-end spot "
               "target stands.")
        facts = ["reaffirm", "bullish", "U3O8", "high"]
    parts = [f"**Research-Agent · Uranium weekly · {D.date}**",
             "_Inputs: PriceWire spot/term, broker relays (U3O8 OTC group), company releases. Desk decision line marked in text._"]
    for i, (h, body) in enumerate(secs[:2], 1):
        parts.append(f"**{i}. {h}**\n{body}")
    parts.append(f"**3. View**\nThe spot market has absorbed producer discipline headlines without a sustained rally, and the "
                 f"financial bid is the missing piece. {dec} Position sizing is a desk call; we note the book's "
                 f"{c(D.book_u_lb)} lb spot inventory carries storage at ConverDyn.")
    for i, (h, body) in enumerate(secs[2:], 4):
        parts.append(f"**{i}. {h}**\n{body}")
    tx = "\n".join(f"{d:>2}-{MONTHS[D.start.month - 1]}  spot  {v:>4}k lb  {f2(D.u + r.uniform(-1.5, 1.0))} $/lb  {who}"
                    for d, v, who in sorted((r.randint(1, 28), r.choice([100, 200, 250, 300, 500]),
                                             r.choice(["trader→utility", "financial→trader", "producer→trader", "trader→trader"]))
                                            for _ in range(6)))
    parts.append("**Appendix A. Kazakh detail**\nThe subsoil-use framework lets Kazatomprom's JVs vary output by up to "
                 "±20% without renegotiation, which is why guidance is expressed as a range. Acid supply from the new "
                 "Zhanakorgan plant is ramping; the bottleneck has shifted to wellfield development, where delayed drilling in "
                 "2023-24 limits 2025-26 volumes regardless of acid. Transport via the Trans-Caspian route avoids Russian "
                 "territory but adds time and cost; a share of Kazakh material still moves through St Petersburg.")
    parts.append("**Appendix B. Recent spot transactions (broker-reported, anonymised)**\n```\n" + tx + "\n```")
    parts.append("**8. Risks to the view**\n- A large financial raise that restarts trust buying\n- Section 232 tariffs on Canadian or "
                 "Kazakh material\n- A Kazakh guidance surprise in either direction\n- Utility RFP awards pricing well above spot\n"
                 "- Russian enriched-product supply interruptions spilling into feed demand")
    parts.append("```\n"
                 f"U3O8 spot        {f2(D.u)} $/lb\nU3O8 term        {f2(D.uterm)} $/lb\nterm-spot        {f2(D.uterm - D.u)} $/lb\n"
                 f"conversion NA    {vals['conv']} $/kgU\nbook spot inv    {c(D.book_u_lb)} lb @ {f2(D.book_u_avg)}\n```")
    parts.append("**9. Calendar**\n- WNA symposium follow-ups\n- Kazatomprom trading update\n- SPUT ATM filings\n- US utility RFP awards")
    m = D.add(t, "research", "\n\n".join(parts))
    D.hard(m, "thesis_update", facts, "buried")
    D.idiom(m, "thesis change buried in research note", "thesis_update")
    return m


def research_nico_analysis(D: Day, t: float):
    """Long analysis with trading words but no decision (near-miss)."""
    r = D.rng
    rk = r.randint(220, 290)
    st = r.randint(175, 215)
    parts = [
        f"**Research-Agent · Nickel & cobalt monitor · {D.date}** (analysis only, no desk action)",
        f"**Nickel.** LME 3M {c(D.ni)}, SHFE {D.shfe_ni} {c(D.shfe)} CNY/t. Indonesia's 2026 RKAB process points to ~{rk}Mt of ore approvals, "
        "versus smelter demand that could absorb more; the ore premium in Sulawesi has come off. Historically, a short in LME nickel "
        "held through Q4 has paid in four of the last six years, but the average drawdown before it paid was ~900 $/t, which is why "
        "stops placed inside 500 $/t tend to get hit first. LME stocks are "
        f"~{st}kt, most of it Chinese and Indonesian-brand full plate.",
        "**NPI / matte.** Tsingshan and Huayou HPAL output continues to grow; MHP payables eased to 80-82% of LME. A long in MHP "
        "against a short in LME has been a popular hedge-fund expression of 'Indonesia keeps growing', though the carry is negative "
        "and the basis behaves badly around RKAB announcements.",
        f"**Cobalt.** DRC quota system: allocations are behind schedule; hydroxide payables at {D.cohp}% vs 50% in Q1. Metal at "
        f"{f2(D.co)} $/lb in Rotterdam looks cheap against hydroxide on a conversion basis, and anyone buying metal here is betting "
        "that Chinese refiners run out of feed before the quota notices arrive. Chinese refined output has already dropped.",
        "**Stocks and spreads.** LME nickel on-warrant stocks have risen for eleven straight weeks; the share of Chinese brands "
        "is above half. Cancellations in Port Klang suggest some metal is heading to Chinese stainless mills, but the contango "
        "says the market is comfortable. SHFE-LME arbitrage (import parity incl. VAT) is negative, so Chinese refined exports "
        "continue. Battery-grade nickel sulphate premiums over LME are near zero, reflecting MHP abundance.",
        "**Cobalt chemistry.** Hydroxide at {p}% payable vs metal implies a conversion margin for Chinese refiners that is thin "
        "to negative; refined output has been cut in Zhejiang and Jiangxi. Sulphate prices follow hydroxide with a lag. If quota "
        "shipments resume at 60-70% of 2024 volumes, the hydroxide tightness eases from Q2 and metal becomes the relatively "
        "tight product, the reverse of the past six months. Indonesian MHP cobalt by-product is now the swing supply, roughly "
        "a fifth of seaborne intermediate supply.",
        "**Indonesia detail.** Operating HPAL projects (Halmahera, Morowali, Weda Bay area) now produce the bulk of "
        "MHP; new lines are commissioning faster than expected. The government's royalty increase on ore and products "
        "raised costs at the margin by ~300-500 $/t Ni for NPI producers. Smelter margins for NPI are thin; several lines "
        "idled in the quarter. The RKAB three-year approval cycle was shortened back to annual, which increases headline "
        "frequency and the chance of ore tightness in Q1 when approvals lag.",
        "**History, for calibration.** In the 2018 and 2022 cobalt spikes, hydroxide payables peaked 6-8 weeks before metal; "
        "on both occasions the peak came when Chinese refiners started buying metal for conversion back into sulphate, which "
        "is worth watching in the customs data.",
        "**What to watch.** Indonesian royalty changes; DRC quota notices; LME warrant cancellations in Port Klang; "
        "Philippine ore shipments tailing off with the rainy season.",
        "```\n"
        f"LME Ni 3M     {c(D.ni)} $/t\nSHFE {D.shfe_ni}   {c(D.shfe)} CNY/t\nCo metal R'dam {f2(D.co)} $/lb\nCo(OH)2 pay   {D.cohp}%\n```",
    ]
    txt = "\n\n".join(x.replace("{p}", str(D.cohp)) for x in parts)
    m = D.add(t, "research", txt)
    m.near = True
    D.idiom(m, "long analysis with trade words and no decision", "not_hard")
    return m


def scene_spodumene(D: Day):
    """S6: PLS news (held), research note with buried SC6 proposal, head trader decision, triage JSON route."""
    r = D.rng
    t = D.rand_time(2.5, 4.5)
    wks = r.randint(2, 4)
    n = D.add(t, "news",
              f"📰 **Pilbara Minerals** to take the Pilgangoora Ngungaju plant offline for {wks} weeks from early {D.ship1} for "
              f"maintenance; FY26 SC6 guidance unchanged, but {D.ship1} loadings 'may be rescheduled'. (ASX release)")
    D.hard(n, "held_position_news", ["Pilbara Minerals", "Pilgangoora"], "untagged")
    D.add(n.t + r.uniform(60, 240), "tom", "our cargo is P680/P1000 material not Ngungaju, but laycan could slip", ref=n)
    jt = n.t + r.uniform(300, 900)
    tk = f"BMO-T-{D.num(3000, 3999)}"
    if r.random() < 0.7:
        j = D.add(jt, "triage", json.dumps({"action": "route", "item": "PLS SC6 cargo laycan slip risk", "to": "ops-physical",
                                            "owner": "Lena Vogt", "ticket": tk, "src": "MetalsWire"}, ensure_ascii=False))
        D.hard(j, "route_decision", ['"action": "route"', "ops-physical", tk], "structured")
        D.idiom(j, "JSON route line from triage agent", "route_decision")
    rt = D.rand_time(4.5, 6.5)
    note, px = research_lithium(D, rt)
    if r.random() < 0.5:
        dm = D.add(note.t + r.uniform(900, 2400), "mara",
                   f"research SC6 idea: no — rejected. long enough spodumene via the PLS cargo until laycan is firm.", ref=note)
        D.hard(dm, "trade_approval", ["SC6", "rejected"], "reply")
    else:
        dm = D.add(note.t + r.uniform(900, 2400), "mara",
                   f"research SC6 second cargo: approved, {px} max, Tom to work it with the WA brokers", ref=note)
        D.hard(dm, "trade_approval", ["SC6", "approved", f"{px} max"], "reply")
        D.add(dm.t + r.uniform(100, 500), "tom", f"on it. will show {px - 10} first", ref=dm)
    return note


def scene_credit_risk(D: Day):
    """S7: desk cap rule, credit breach, route to Dmitri, limit raise."""
    r = D.rng
    t0 = D.rand_time(0.5, 1.0)
    cap = D.add(t0, "mara", "desk rule from today: GFEX LC gross cap 150 lots, was 200. RiskEngine updated, don't ask for overrides.")
    D.hard(cap, "risk_limit", ["GFEX LC", "150 lots"], "untagged")
    if r.random() < 0.5:
        cap.content = "reminder GFEX LC gross cap is 150 lots since Monday, RiskEngine enforces it, don't ask me for overrides"
        cap.hard = None
        cap.near = True
    D.idiom(cap, "head trader sets desk gross cap in prose", "risk_limit")
    t = D.rand_time(6.0, 8.0)
    lim = 25_000_000
    ex = lim + r.randint(200, 1500) * 1000
    util = ex / lim * 100
    b = D.add(t, "credit",
              f"ALERT cpty=Trafigura_Pte limit_usd={lim} exposure_usd={ex} util={util:.1f}% status=BREACH action=NEW_TRADES_BLOCKED src=mtm_{D.ymd}")
    D.hard(b, "risk_limit", ["Trafigura", "BREACH", "NEW_TRADES_BLOCKED"], "structured")
    D.traf_breach = b
    D.idiom(b, "credit bot key=value breach with block", "risk_limit")
    rt = D.add(t + r.uniform(200, 800), "mara", "routing the Trafigura breach to Dmitri — temp increase or we novate the Oct LC cargo. Dmitri yours.", ref=b)
    D.hard(rt, "route_decision", ["routing", "Trafigura", "Dmitri"], "untagged")
    q = D.add(rt.t + r.uniform(100, 400), "tom", "does that block the LiOH offer I have out with them?", ref=rt)
    q.near = True
    D.add(q.t + r.uniform(30, 120), "dmitri", "yes until I fix it", ref=q)
    new = 30_000_000
    if r.random() < 0.5:
        lm = D.add(rt.t + r.uniform(2400, 6000), "credit",
                   f"LIMIT_CHANGE cpty=Trafigura_Pte old_usd={lim} new_usd={new} expiry=30-Sep approved_by=credit_cttee ticket=CR-{D.num(400, 999)}")
        D.hard(lm, "risk_limit", ["Trafigura", "LIMIT_CHANGE", f"new_usd={new}"], "structured")
    else:
        lm = D.add(rt.t + r.uniform(2400, 6000), "dmitri",
                   "Trafigura: temp limit raised to 30m USD until 30-Sep, credit cttee signed. block lifted.", ref=b)
        D.hard(lm, "risk_limit", ["Trafigura", "raised", "30m USD"], "untagged")
    D.add(lm.t + r.uniform(30, 200), "tom", "thx", ref=lm).noise = True
    D.traf_raise = lm
    # optional risk embed: VaR
    if r.random() < 0.3:
        v = r.randint(101, 112)
        e = D.add(D.rand_time(12, 15), "risk", "", [{
            "title": "Limit breach: desk VaR",
            "description": "1d 99% VaR above desk limit after U3O8/LC marks.",
            "fields": [{"name": "Limit", "value": "USD 2,400,000", "inline": True},
                       {"name": "Current", "value": f"USD {c(2_400_000 * v // 100)}", "inline": True},
                       {"name": "Utilisation", "value": f"{v}%", "inline": True},
                       {"name": "Action", "value": "risk-reducing trades only until back under 100%"}],
            "footer": "RiskEngine · var_1d_99 · desk battery_metals_otc"}])
        D.hard(e, "risk_limit", ["Limit breach", "VaR", f"{v}%"], "embed")
        D.idiom(e, "risk embed breach with action field", "risk_limit")


def scene_triage(D: Day):
    """S8: no-route decisions, route decision, watchlist news, unrelated news near-misses."""
    r = D.rng
    # unrelated Zimbabwe headline then Mara no-action
    t = D.rand_time(5.0, 8.0)
    z = D.add(t, "news", "📰 Zimbabwe mines ministry reiterates lithium concentrate export ban from Jan-2027; "
                         "producers must submit sulphate plant timelines by year-end. (Herald)")
    z.near = True
    D.idiom(z, "sector policy headline on a name the desk does not hold or watch", "not_hard")
    nr = D.add(z.t + r.uniform(200, 900), "mara", "ignore the Zimbabwe headline — no Zim exposure, nothing for us. no action.", ref=z)
    D.hard(nr, "no_route_decision", ["Zimbabwe", "no action"], "reply")
    D.idiom(nr, "explicit no-action reply to a headline", "no_route_decision")
    # triage bot no-route
    t2 = D.rand_time(1.0, 12.0)
    if r.random() < 0.7:
        nb = D.add(t2, "triage", f"no action: PriceWire LC CIF CJK print {c(D.lc)} inside ±1.5% band — not routed (item tr-{D.tok()})")
        D.hard(nb, "no_route_decision", ["no action", "LC CIF CJK", "not routed"], "structured")
    if r.random() < 0.35:
        nj = D.add(D.rand_time(13.0, 17.0), "triage", json.dumps(
            {"action": "none", "item": "MetalsWire: Freeport Grasberg restart timeline", "reason": "not held / not watched",
             "routed": False}))
        D.hard(nj, "no_route_decision", ['"action": "none"', "Grasberg"], "structured")
    # watchlist news
    wl = [
        ("Liontown Resources", f"Liontown Resources secures A${r.randint(250, 400)}m in new funding",
         "extends a Kathleen Valley offtake with a Korean cathode maker; underground ramp-up to nameplate pushed out one quarter.",
         ["Liontown Resources", "Kathleen Valley"]),
        ("Paladin Energy", "Paladin Energy cuts FY26 Langer Heinrich guidance",
         f"now {r.randint(30, 36) / 10:.1f}-{r.randint(38, 44) / 10:.1f} Mlb U3O8 on slower ore feed; CEO says ramp issues 'largely resolved'.",
         ["Paladin Energy", "Langer Heinrich"]),
        ("Tianqi Lithium", "Tianqi Lithium board to review Kwinana Train 1 restart",
         "follows another IGO write-down of its stake in the hydroxide JV; Train 2 remains shelved.",
         ["Tianqi Lithium", "Kwinana"]),
        ("NexGen Energy", "NexGen Energy gets CNSC hearing dates for Rook I",
         "licence hearings scheduled; first production still targeted 2029-30.",
         ["NexGen Energy", "Rook I"]),
    ]
    r.shuffle(wl)
    picks = wl[: r.randint(1, 3)]
    first_watch = None
    for name, head, rest, facts in picks:
        tt = D.rand_time(0.5, 16.0)
        if r.random() < 0.3:
            m = D.add(tt, "news", "", [{"title": head, "description": rest[0].upper() + rest[1:],
                                        "footer": "MetalsWire · watchlist match"}])
            D.hard(m, "watchlist_news", facts, "embed")
        else:
            m = D.add(tt, "news", f"📰 **{name}**{head[len(name):]}; {rest}")
            D.hard(m, "watchlist_news", facts, "untagged")
        if first_watch is None:
            first_watch = m
            D.idiom(m, "news on watchlist company", "watchlist_news")
    # triage route of the first watch item
    if r.random() < 0.4:
        rt = D.add(first_watch.t + r.uniform(120, 600), "triage",
                   f"routing: {picks[0][0]} headline → research-agent for a supply/ramp update (ticket BMO-T-{D.num(4000, 4999)})")
        D.hard(rt, "route_decision", ["routing", picks[0][0], "research-agent"], "structured")
    # unrelated news near-misses
    unrel = [
        "📰 Freeport says Grasberg Block Cave restart phased through 2026 after mud-rush; copper guidance cut again.",
        "📰 Rio Tinto loads first Simandou iron ore cargo at Morebaba; Chinese mills' port stocks steady.",
        "📰 Anglo American reaffirms De Beers sale process, three bidders said to remain.",
        "📰 Newmont sells Ghana gold asset for $1.1bn, focus on tier-one portfolio.",
        "📰 Codelco July copper output -6% y/y as El Teniente recovery drags.",
    ]
    r.shuffle(unrel)
    for txt in unrel[:3]:
        m = D.add(D.rand_time(0, 24), "news", txt)
        m.near = True
    # cron triage summaries (noise)
    for h in (6, 12, 18):
        items = r.randint(8, 22)
        routed = r.randint(0, 3) if h != 18 else 0
        m = D.add(h * 3600 + r.uniform(5, 60), "triage",
                  f"triage sweep {h:02d}:00Z · {items} items · {routed} routed · {items - routed} no-op · queue 0")
        m.noise = True
        if h == 18:
            D.idiom(m, "cron triage summary '0 routed'", "not_hard")


def scene_misc_near(D: Day):
    r = D.rng
    paper = D.add(D.rand_time(2, 9), "wen", f"paper: b 30手 {D.gfx2} @ {c(D.gf2)} in the sim, testing the calendar-spread model, 不是真单")
    paper.near = True
    D.idiom(paper, "paper trade in the sim (shorthand lookalike)", "not_hard")
    bt = D.add(D.rand_time(10, 16), "research",
               f"backtest: 4% trailing stop on LC CIF longs since Jan-23 → avoided 2 of 3 drawdowns, cost 1.1%/yr in whipsaw. "
               "sample small (n=14). not a recommendation.")
    bt.near = True
    D.idiom(bt, "backtest with stop language", "not_hard")
    od = D.add(D.rand_time(8, 14), "mara", f"fyi the base metals desk sold 2,000t LME copper 3M at {c(r.randint(9600, 10100))} this morning, "
                                         "not ours, don't let the risk report confuse you")
    od.near = True
    D.idiom(od, "another desk's trade relayed by head trader", "not_hard")
    h = D.add(D.rand_time(3, 10), "tom", f"for ref: last Nov we bought 300t LiOH CIF at {c(D.lioh + 900)}, that was the low. "
                                         "hydroxide never recovered vs carbonate")
    h.near = True
    q = D.add(D.rand_time(1, 10), "wen", f"are we still short the {D.book_gf_lots} lots {D.gfx} from last week or did we roll some?")
    q.near = True
    q2 = D.add(q.t + r.uniform(60, 300), "tom", "still there, see book", ref=q)
    sh = D.add(D.rand_time(1, 8), "tom", "someone should look at Sayona's NAL offtake pricing, they keep discounting")
    sh.near = True
    hs = D.add(D.rand_time(8, 12), "priya", f"if spot U3O8 trades {f2(D.u + 5)} I'd want a target on the residual around {f2(D.u + 8)}, thoughts?")
    hs.near = True
    # other-firm trades via WA
    trades = [
        f"[WA · BM Brokers SG] Kenny Tan (Marex SG): heard Trafigura lifted 1 cargo SC6 from MinRes @ {D.sc6 + r.randint(5, 25)} CFR, {D.ship2} load",
        f"[WA · 锂电现货群] 小王 (SMM): 今天电池级碳酸锂 CIF 成交 200 吨 @ {c(D.lc + 30)}，买方某韩系电池厂",
        f"[WA · U3O8 OTC] Kieran Shaw (Numerco): spot trade done 300k lb @ {f2(D.u + 0.25)}, financial buyer",
        f"[WA · BM Brokers SG] Sophie Lau (Tradition): Mercuria sold 50t Co metal Rotterdam {f2(D.co - 0.1)}, in-whs",
    ]
    for txt in trades:
        m = D.add(D.rand_time(0.5, 14), "wa", txt)
        m.near = True
    D.idiom(m, "broker relay of other firm's trade in English", "not_hard")
    # quoted news by a human, no decision
    qn = D.add(D.rand_time(2, 6), "wen", f"财联社: 「宜春部分锂云母矿山预计四季度复产」 — rumour again, third time this month")
    qn.near = True


# ---------------------------------------------------------------- chatter & noise
def wa_colour(D: Day):
    r = D.rng
    g1 = "[WA · BM Brokers SG]"
    g2 = "[WA · 锂电现货群]"
    g3 = "[WA · U3O8 OTC]"
    L = [
        f"{g1} Kenny Tan (Marex SG): LC CIF CJK {D.ship1} offers {c(D.lc + 80)}, bids {c(D.lc - 60)}. thin",
        f"{g1} Kenny Tan (Marex SG): LiOH CIF {D.ship1} indic {c(D.lioh - 50)}-{c(D.lioh + 70)}, nobody biting",
        f"{g1} Sophie Lau (Tradition): Co metal R'dam {f2(D.co - 0.15)}-{f2(D.co + 0.2)} in-whs, standard grade",
        f"{g1} Sophie Lau (Tradition): hydroxide payables {D.cohp}-{D.cohp + 2}% CIF China, sellers quiet until quota",
        f"{g1} Kenny Tan (Marex SG): SC6 {D.ship2} load offers {D.sc6 + 25} CFR, bids {D.sc6 - 20}",
        f"{g2} 小王 (SMM): 碳酸锂现货报价 {c(D.gf - 600)}-{c(D.gf + 400)} 元/吨，下游询价一般",
        f"{g2} 小王 (SMM): 氢氧化锂 粗颗粒 报价持稳，正极厂观望",
        f"{g2} 阿杰 (上海有色): 江西几家锂云母冶炼厂减产，外采锂辉石",
        f"{g2} 阿杰 (上海有色): 广期所仓单又降了 {r.randint(300, 900)} 手",
        f"{g3} Kieran Shaw (Numerco): spot indic {f2(D.u - 0.5)}/{f2(D.u + 0.5)}, term {f2(D.uterm)} unchanged",
        f"{g3} Kieran Shaw (Numerco): mid-term RFP from a US utility, 2028-32 deliveries, responses due Friday",
        f"{g3} Kieran Shaw (Numerco): quiet. SPUT not in the market",
        f"{g1} Kenny Tan (Marex SG): Korean cathode buyer asking for {D.ship2} LC, 500-1000t, wants CIF Busan",
        f"{g1} Sophie Lau (Tradition): LME Ni cash-3s {r.randint(-190, -120)}, Port Klang cancellations picking up",
        f"{g2} 小王 (SMM): SHFE 镍 {c(D.shfe)}，印尼镍铁报价下调",
        f"{g1} Kenny Tan (Marex SG): any interest in tech grade LC? have 300t Chilean material {D.ship2}",
        f"{g3} Kieran Shaw (Numerco): conversion indic {r.randint(58, 66)} $/kgU NA, unchanged",
        f"{g2} 阿杰 (上海有色): 听说有贸易商在出 {D.ship1} 船期的澳矿，价格松动",
    ]
    out = []
    for txt in r.sample(L, r.randint(11, 13)):
        out.append(D.add(D.rand_time(0, 17), "wa", txt))
    # multi-line relay digests (bytes)
    for k in range(r.randint(5, 7)):
        nl = r.randint(10, 14)
        lines = r.sample(L, nl)
        t = D.rand_time(0, 16)
        out.append(D.add(t, "wa", f"[WA digest {D.hhmm(t)}Z] {nl} msgs, media stripped\n" + "\n".join(x.split("] ", 1)[1] for x in lines)))
    # forgotten relay with a phone number
    ph = f"+65 9{D.num(100, 999)} {D.num(1000, 9999)}"
    fm = D.add(D.rand_time(1, 6), "wa", f"{g1} Kenny Tan (Marex SG): pls call me on my personal {ph} not office line, wife's number after 9pm")
    fm.forgot = (fm.t + r.uniform(600, 1800), "mod")
    fm.removed_snippet = ph
    # edited relay (typo fix)
    em = D.add(D.rand_time(2, 8), "wa", f"{g1} Sophie Lau (Tradition): LiOH CIF {D.ship2} offer {c(D.lioh + 1000)}")
    em.edits.append((em.t + 120, f"{g1} Sophie Lau (Tradition): LiOH CIF {D.ship2} offer {c(D.lioh + 100)} (typo, sorry)"))
    return out


def desk_chatter(D: Day, pool_msgs):
    r = D.rng
    lines = [
        ("tom", f"LC CIF feels heavy, bids keep stepping back {c(D.lc - 80)}"),
        ("tom", "Korean buyers want CIF Busan now, freight from Chile is the issue"),
        ("tom", f"LiOH/LC spread {c(D.lioh - D.lc)}, still too tight to care"),
        ("wen", f"{D.gfx} 盘面偏弱，持仓量下降"),
        ("wen", "GFEX warrants down again, 现货升水还在"),
        ("wen", f"SHFE ni {c(D.shfe)}，没什么量"),
        ("priya", "term U3O8 sticky, spot dull"),
        ("priya", "Ni cash-3s widening, Port Klang cancellations"),
        ("priya", "DRC ministry still silent on quota notices"),
        ("lena", f"BoC SG confirmed receipt of LC draft for the {D.ship1} cargo"),
        ("lena", "SGS invoice for last month's Pilbara sampling is in, approved"),
        ("lena", "Steinweg R'dam warrants for the Co metal updated in the system"),
        ("lena", "insurance cert for the SC6 cargo uploaded"),
        ("lena", "reminder: month-end confirms need countersign by Friday"),
        ("dmitri", "credit memo for Posco Future M out for review, no change to limits yet"),
        ("dmitri", "KYC refresh due for two cptys next week, ops has the list"),
        ("mara", "quiet one. keep it that way"),
        ("priya", "coffee run, back in 10"),
        ("tom", "PriceWire LC print looks stale again"),
        ("wen", "今天早盘成交清淡"),
        ("priya", "Numerco says RFP responses due Friday"),
        ("tom", "freight Chile→CJK up 8% w/w per Clarksons"),
        ("wen", "国内电池厂九月排产环比 +5%"),
        ("dmitri", "Glencore line util at 61%, fine"),
        ("tom", "Ganfeng guy says no spot tonnes until Nov"),
        ("priya", "Cameco earnings next week, no read-through for us"),
        ("lena", "vessel nomination for the LC cargo due tmrw"),
        ("mara", "send me the month-end PnL attribution when it's out"),
        ("tom", "hydroxide is the forgotten child"),
        ("priya", "spot U3O8 volume this week tiny, 3 trades"),
        ("wen", "GFEX 夜盘 无"),
    ]
    pairs = [
        (("mara", "who's covering Asia open tomorrow?"), ("tom", "me")),
        (("tom", "anyone got the SMM weekly pdf?"), ("lena", "in the shared drive under /research/smm")),
        (("mara", "what's the LME Ni cash-3s doing?"), ("priya", f"{r.randint(-190, -120)}, widening")),
        (("wen", "night session quiet?"), ("tom", "nothing to report")),
        (("lena", "who signs the Glencore confirm, Mara or Dmitri?"), ("mara", "me")),
        (("priya", "is the PriceWire U3O8 term print updated?"), ("tom", "yes, came in at 16:30")),
    ]
    out = []
    for who, txt in r.sample(lines, r.randint(17, 21)):
        out.append(D.add(D.rand_time(0, 18), who, txt))
    for (w1, t1), (w2, t2) in pairs:
        q = D.add(D.rand_time(0, 17), w1, t1)
        out.append(q)
        out.append(D.add(q.t + r.uniform(30, 400), w2, t2, ref=q))
    # long human message: LC analysis with no decision (near-miss)
    la = D.add(D.rand_time(1.5, 5), "tom",
               f"longer thought on LC: CIF CJK {c(D.lc)} vs import parity off GFEX {c(D.gf)} ≈ {c(int(D.gf / 7.15 / 1.13))} $/t after VAT, so "
               "physical is paying a premium for prompt battery grade. if lepidolite comes back the premium collapses first and the futures "
               "move second. historically the CIF premium mean-reverts in ~6 weeks. buying the physical and selling GFEX has worked "
               "three of the last four times the premium got this wide, the fourth time we lost 400 $/t on basis. not proposing anything, "
               "just where my head is.")
    la.near = True
    out.append(la)
    return out


def noise(D: Day, refs):
    r = D.rng
    skip = set(r.sample(range(24), 4))
    for h in range(24):
        if h in skip:
            continue
        st = r.choice(["ok", "ok", "ok", "lag 4s", "ok"])
        m = D.add(h * 3600 + r.uniform(0, 120), "ops",
                  f"♥ hb {h:02d}:00Z · gw=ok({r.randint(40, 90)}ms) · oms=ok({r.randint(3, 12)}ms) · pricewire=ok · wa-bridge={st} · "
                  f"contracts=ok · credit=ok · triage=ok · q=0 · mem {r.randint(38, 71)}% · up {r.randint(2, 40)}d")
        m.noise = True
        if h == 3:
            D.idiom(m, "ops heartbeat", "not_hard")
    cps = [("Trafigura_Pte", 25_000_000), ("Glencore_Intl", 40_000_000), ("Mercuria_SA", 20_000_000),
           ("Posco_FutureM", 15_000_000), ("Ganfeng_HK", 10_000_000), ("Yahua_Intl", 8_000_000),
           ("LGES_Korea", 12_000_000), ("Marex_SG", 12_000_000)]
    for h in range(0, 18, 2):
        rows = []
        ts = h * 3600 + r.uniform(300, 900)
        for nm, lim in cps:
            if nm.startswith("Traf"):
                if D.traf_breach.t - 60 <= ts <= D.traf_raise.t + 60:
                    continue  # line handled by the ALERT / LIMIT_CHANGE messages
                if ts > D.traf_raise.t:
                    lim = 30_000_000
            if nm.startswith("Traf"):
                u = r.uniform(70, 88) if ts < D.traf_breach.t else r.uniform(78, 90)
            else:
                u = r.uniform(25, 92)
            rows.append(f"cpty={nm} limit_usd={lim} exposure_usd={int(lim * u / 100)} util={u:.1f}% pfe_usd={int(lim * u / 400)} "
                        f"open_contracts={r.randint(0, 6)} tenor_max_d={r.randint(10, 120)} status=OK")
        m = D.add(ts, "credit", f"snapshot {h:02d}:00Z\n" + "\n".join(rows))
        m.noise = True
    # risk heartbeat
    for h in (1, 9, 15):
        m = D.add(h * 3600 + r.uniform(1200, 2400), "risk", f"all limits ok ({r.randint(21, 26)} checks, var util {r.randint(55, 88)}%)")
        m.noise = True
    # price assessments (embeds)
    assess = [
        ("Lithium carbonate 99.5% battery grade, CIF CJK", D.lc, "$/t", 1.5),
        ("Lithium hydroxide monohydrate 56.5% battery grade, CIF CJK", D.lioh, "$/t", 1.5),
        ("Spodumene 6% Li2O (SC6), CFR China", D.sc6, "$/dmt", 2.5),
        ("Cobalt standard grade, in-whs Rotterdam", D.co, "$/lb", 1.5),
        ("Cobalt hydroxide payable, CIF China", D.cohp, "% of metal", 1),
        ("Uranium U3O8 spot", D.u, "$/lb", 1.0),
        ("Uranium U3O8 long-term", D.uterm, "$/lb", 0.2),
    ]
    for i, (name, mid, unit, vol) in enumerate(assess):
        t = r.choice([8.5, 9.0, 9.5, 16.0, 16.5, 19.0, 19.5]) * 3600 + i * 60 + r.uniform(0, 40)
        if isinstance(mid, float):
            lo, hi = mid * 0.99, mid * 1.01
            fmtv = f2
        else:
            lo, hi = mid * 0.99, mid * 1.01
            fmtv = c
        chg = r.uniform(-vol, vol)
        m = D.add(t, "pricewire", "", [{
            "title": name,
            "fields": [{"name": "Low", "value": fmtv(lo), "inline": True}, {"name": "High", "value": fmtv(hi), "inline": True},
                       {"name": "Mid", "value": fmtv(mid), "inline": True}, {"name": "Chg", "value": f"{chg:+.1f}%", "inline": True},
                       {"name": "Basis", "value": "assessed on deals, bids/offers and market surveys"}],
            "footer": f"PriceWire daily assessment · {D.date} · {unit}"}])
        m.noise = True
        if i == 0:
            D.idiom(m, "daily price-assessment embed print", "not_hard")
    for (sym, v) in ((D.gfx, D.gf), (D.shfe_ni, D.shfe)):
        m = D.add(7.05 * 3600 + r.uniform(0, 200), "pricewire", f"settle {sym} {c(v)} CNY/t ({r.uniform(-2, 2):+.2f}%) OI {c(r.randint(120000, 400000))}")
        m.noise = True
    # price alerts
    for k in range(r.randint(7, 10)):
        sym, base, stepv = r.choice([(D.gfx, D.gf, 500), ("LME NI 3M", D.ni, 100), (D.shfe_ni, D.shfe, 1000), (D.gfx2, D.gf2, 500)])
        lvl = (base // stepv) * stepv + r.choice([0, stepv])
        last = lvl + r.randint(-40, 40)
        m = D.add(D.rand_time(0, 16), "alerts", f"🔔 {sym} crossed {c(lvl)} (last {c(last)}) · alert a{D.tok(3)}")
        m.noise = True
    # PnL snapshots
    for h in (2, 6, 10, 14, 20):
        rows = [("LC phys", r.randint(-60, 90) * 1000, f"{c(D.lc)} $/t"), ("GFEX hedge", r.randint(-80, 60) * 1000, f"{c(D.gf)} CNY"),
                ("Co(OH)2", r.randint(-20, 40) * 1000, f"{D.cohp}%"), ("Co metal", r.randint(-15, 15) * 1000, f"{f2(D.co)} $/lb"),
                ("LME Ni", r.randint(-30, 45) * 1000, f"{c(D.ni)} $/t"), ("SC6", r.randint(-50, 50) * 1000, f"{D.sc6} $/dmt"),
                ("U3O8", r.randint(-70, 120) * 1000, f"{f2(D.u)} $/lb")]
        tot = sum(v for _, v, _ in rows)
        body = "\n".join(f"{k:<11}{v:>+12,}   mark {mk:<14} dod {r.randint(-40, 40) * 1000:>+9,}" for k, v, mk in rows)
        m = D.add(h * 3600 + r.uniform(1800, 2400), "pnl", f"PnL snapshot {h:02d}:30Z (USD, MTM vs PriceWire/settle)\n```\n{body}\n{'TOTAL':<11}{tot:>+12,}\n```")
        m.noise = True
    # cron / CI / deploy / reconnect / stack traces
    cr = [
        f"cron eod_marks: 9/9 instruments marked, 0 stale, took {r.randint(3, 12)}s",
        f"cron contracts-sync: {r.randint(1, 5)} docs pulled, {r.randint(0, 2)} awaiting countersign, 0 errors",
        f"cron credit-refresh: exposures recomputed for 6 cptys in {r.randint(2, 9)}s",
    ]
    for k, txt in enumerate(cr):
        m = D.add((21 + k) * 3600 + r.uniform(0, 600), "ops", txt)
        m.noise = True
    for k in range(r.randint(2, 3)):
        svc = r.choice(["pricewire-scraper", "contracts-bot", "wa-bridge", "oms-gw", "triage-agent"])
        chg = r.sample(["fix: decimal parsing for 'n/a' cells", "feat: relay quoted replies with reference ids",
                        "chore: bump aiohttp 3.9.5", "fix: embed footer truncated at 2048 chars",
                        "feat: contract register sync every 15 min", "fix: duplicate heartbeat after reconnect",
                        "refactor: split venue adapters (GFEX/LME/SHFE)", "test: fixtures for CNY/t price formatting"], 3)
        m = D.add(D.rand_time(18, 24) if k else D.rand_time(10, 13), "ops",
                  f"deploy {svc} {r.randint(1, 3)}.{r.randint(0, 20)}.{r.randint(0, 9)} → prod ✅ (pipeline #{r.randint(8000, 9999)}, {r.randint(1, 4)}m{r.randint(10, 59)}s)\n"
                  + "\n".join(f"  • {x}" for x in chg))
        m.noise = True
    m = D.add(D.rand_time(18, 24), "ops", f"CI: main green · {r.randint(300, 480)} tests · coverage {r.randint(70, 84)}%")
    m.noise = True
    for k in range(r.randint(2, 4)):
        m = D.add(D.rand_time(0, 24), "ops", f"{r.choice(['wa-bridge', 'gateway', 'pricewire feed'])} reconnected (session resumed, gap {r.randint(2, 40)}s)")
        m.noise = True
    tb = (
        "pricewire-scraper error (will retry in 60s)\n```\nTraceback (most recent call last):\n"
        '  File "/srv/pricewire/runner.py", line 57, in <module>\n    asyncio.run(main())\n'
        '  File "/usr/lib/python3.11/asyncio/runners.py", line 190, in run\n    return runner.run(main)\n'
        '  File "/usr/lib/python3.11/asyncio/base_events.py", line 653, in run_until_complete\n    return future.result()\n'
        '  File "/srv/pricewire/runner.py", line 41, in main\n    await job.run_once(session)\n'
        '  File "/srv/pricewire/jobs.py", line 133, in run_once\n    data = await self.fetch_assessments(session)\n'
        '  File "/srv/pricewire/scrape.py", line 212, in fetch_assessments\n    rows = parse_table(resp.text, sheet="battery")\n'
        '  File "/srv/pricewire/parse.py", line 88, in parse_table\n    mid = Decimal(cells[idx["Mid"]].strip().replace(",", ""))\n'
        "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\n"
        f"  context: sheet=battery row={r.randint(4, 30)} cell='n/a' ts={D.ymd}T{r.randint(6, 9):02d}:{r.randint(0, 59):02d}\n"
        "  last good payload cached 08:31Z; downstream assessments will post with the cached Low/High for affected rows\n"
        "  retry 1/3 scheduled; alerting #desk-ops-alerts if all retries fail\n```"
    )
    m = D.add(D.rand_time(6, 9), "ops", tb)
    m.noise = True
    D.idiom(m, "stack trace from scraper", "not_hard")
    tb2 = (
        "wa-bridge warning: media download failed, message relayed as text only\n```\n"
        "aiohttp.client_exceptions.ClientResponseError: 410, message='Gone', url=URL('https://mmg.whatsapp.net/v/t62.7118-24/...')\n"
        "  at relay.py:341 in forward_media\n  at relay.py:129 in on_message\n```"
    )
    m = D.add(D.rand_time(0, 12), "ops", tb2)
    m.noise = True
    # bulk-deleted reconnect storm
    tok = D.tok(5)
    t0 = D.rand_time(19, 22)
    storm = []
    for i in range(1, 5):
        sm = D.add(t0 + i * 7, "ops", f"wa-bridge: reconnect loop attempt {i}/5 (storm id {tok}) backoff {2 ** i}s")
        storm.append(sm)
    for sm in storm:
        sm.bulk = (t0 + 600, tok)
        sm.removed_snippet = f"attempt {sm.content.split('attempt ')[1].split(' ')[0]} (storm id {tok})"
    D.add(t0 + 620, "mod", "cleared the reconnect spam").noise = True
    # acks
    acks = ["ok", "thx", "ty", "👍", "k", "🙏", "noted", "roger", "👌", "cheers", "ok ty", "✅"]
    cands = [m for m in refs if not m.hard and not m.noise and m.who not in ("mod",)]
    r.shuffle(cands)
    n = 0
    for tgt in cands:
        if n >= r.randint(11, 14):
            break
        who = r.choice([p for p in ("mara", "tom", "wen", "priya", "lena") if p != tgt.who])
        a = D.add(tgt.t + r.uniform(20, 240), who, r.choice(acks), ref=tgt, thread=tgt.thread)
        a.noise = True
        if n == 0:
            D.idiom(a, "emoji/ok acknowledgement reply", "not_hard")
        n += 1


def scene_deleted_fill(D: Day):
    r = D.rng
    t = D.rand_time(3, 8)
    px = D.lioh + r.randint(-40, 30)
    cno = f"BMO-PC-{D.ymd}-{D.num(100, 999)}"
    m = D.add(t, "tom", f"[FILL] bought 300t LiOH CIF CJK @ {c(px)} {D.ship2}, {cno}")
    D.hard(m, "trade_fill", ["bought", "300t", "LiOH", c(px)], "tagged")
    m.deleted_at = t + r.uniform(60, 300)
    m.removed_snippet = f"300t LiOH CIF CJK @ {c(px)} {D.ship2}, {cno}"
    D.add(m.deleted_at + r.uniform(5, 40), "tom", "deleted my LiOH msg, cpty hasn't countersigned, posted too early. ignore")


def scene_thesis_extra(D: Day):
    r = D.rng
    if r.random() < 0.6:
        return
    if r.random() < 0.5:
        m = D.add(D.rand_time(9, 13), "tom", f"LiOH: still bearish vs carbonate, thesis intact — spread {c(D.lioh - D.lc)} can go through 200. conviction unchanged (medium)")
        D.hard(m, "thesis_update", ["LiOH", "bearish", "thesis intact"], "untagged")
    else:
        m = D.add(D.rand_time(9, 13), "mara", f"LC view change: bullish → neutral until Jianxiawo is resolved. physical stays, no adds.")
        D.hard(m, "thesis_update", ["LC", "bullish → neutral"], "untagged")


# ---------------------------------------------------------------- long-form documents (bytes, realism)
LITHIUM_EXTRA = [
    ("China policy",
     "MIIT's revised battery-industry standard conditions tighten energy-density and recycling requirements for new cell capacity; "
     "the practical effect is to slow greenfield LFP lines in lower-tier provinces rather than to cut demand. Export controls on "
     "LFP cathode and lithium-processing technology (added to the restricted catalogue earlier this year) matter for overseas "
     "converters being built in Indonesia, Morocco and the US: licensing delays push their start-ups right, which keeps Chinese "
     "converters the marginal buyer of SC6 for longer. Customs data show China imported {imp}kt of spodumene last month, "
     "{impchg}% m/m, with Australia at ~{aus}% share and Africa rising."),
    ("Freight, logistics and quality",
     "CIF CJK pricing embeds freight from Chile (~{fr1} $/t containerised) and from Australia for SC6 (~{fr2} $/wmt bulk "
     "Port Hedland to Lianyungang). Insurance and LC costs add 15-25 $/t. Battery-grade carbonate from South America carries "
     "a magnetic-impurity and sodium discount versus Chinese converter material of 150-300 $/t; Korean buyers increasingly require "
     "CIF Busan/Gwangyang and SGS or Alex Stewart at discharge as final, which lengthens the settlement cycle by 3-4 weeks."),
    ("Inventory and GFEX structure",
     "GFEX warrant stocks fell to {war} lots (1 lot = 1 t LCE) from {war0} a month ago. The {gfx}/{gfx2} spread is {spr} CNY/t "
     "in backwardation, the first backwardation since spring, consistent with a tight prompt and a market that still expects "
     "lepidolite restarts later. Open interest has dropped {oi}% since the exchange raised margins and introduced per-account "
     "position limits on the front contract. Speculative length in the deferred contracts is modest."),
]


def _lithium_extra(D: Day):
    r = D.rng
    vals = dict(imp=r.randint(480, 690), impchg=r.randint(-12, 15), aus=r.randint(58, 72), fr1=r.randint(70, 110),
                fr2=r.randint(18, 29), war=c(r.randint(18000, 32000)), war0=c(r.randint(33000, 45000)),
                gfx=D.gfx, gfx2=D.gfx2, spr=c(D.gf - D.gf2), oi=r.randint(8, 22))
    return [(h, b.format(**vals)) for h, b in LITHIUM_EXTRA]


def research_morning(D: Day, t: float):
    """Asia-open brief: long, market-colour only (near-miss: trading words, no decision)."""
    r = D.rng
    lme_chg = r.uniform(-1.5, 1.5)
    txt = "\n\n".join([
        f"**Research-Agent · Asia open brief · {D.date}** (colour only; no desk actions in this post)",
        f"**Overnight.** LME Ni 3M closed {c(D.ni)} ({lme_chg:+.1f}%), with cash-3s at a ${r.randint(120, 190)} contango and "
        f"{r.randint(600, 3000):,} t of cancellations in Port Klang. SHFE {D.shfe_ni} night session {c(D.shfe)} CNY/t on light "
        "volume. Copper firmer on a weaker dollar; no read-across to battery metals beyond sentiment. GFEX has no night session "
        "for lithium carbonate, so the first print is 09:00 Beijing.",
        "**Macro.** Dollar index softer after US data; CNH steady around the fixing; Chinese equities mixed with the EV "
        "complex up on sales data and cathode makers flat. Freight: Capesize and Supramax rates up on grain and bauxite, "
        "container rates Asia-Korea flat. Energy: power prices in Sichuan normal for the season, so no hydro curtailment "
        "risk to converters this month (it was a factor in 2022). Rates: no central-bank meetings in Asia today.",
        f"**Lithium.** CIF CJK battery-grade carbonate last assessed {c(D.lc)} $/t; hydroxide {c(D.lioh)} $/t, a spread of "
        f"{c(D.lioh - D.lc)} $/t that is narrow by historical standards. GFEX {D.gfx} settled {c(D.gf)} CNY/t. Broker colour "
        f"(relayed): offers for {D.ship1} shipment carbonate are thin; Korean cathode buyers are asking for CIF Busan. SC6 "
        f"indications {D.sc6 - 20}-{D.sc6 + 25} $/dmt CFR for {D.ship2} loading. Chinese converters report feedstock cover of "
        "4-6 weeks, so buying interest for Q4 cargoes should pick up if prices hold.",
        f"**Cobalt.** Metal {f2(D.co)} $/lb in-whs Rotterdam; hydroxide payables {D.cohp}% CIF China. The DRC export quota "
        "regime remains the only story. Refiners in Zhejiang and Jiangxi are running down feed; two have cut runs. A long in "
        "hydroxide has been the consensus trade since Q2, so positioning is crowded and headline risk is two-way.",
        f"**Uranium.** Spot {f2(D.u)} $/lb, term {f2(D.uterm)} $/lb. Three spot trades this week, two financial. Mid-term "
        "RFPs from US utilities continue; conversion prices near records. Term price reporting window closes Friday.",
        "**Other headlines overnight (not desk names).** Copper firmer on Grasberg supply concerns; gold near record on "
        "rate-cut expectations; iron ore flat with Simandou first cargo loading; oil down on OPEC+ supply. None touches the "
        "battery-metals book directly; the dollar is the transmission channel.",
        "**Relayed broker colour overnight.** Korean cathode buyer enquiring for 500-1000 t carbonate CIF Busan; a Chinese "
        "converter bidding SC6 below the assessment; uranium brokers report a quiet US session with one financial trade. "
        "Nothing relayed on hydroxide.",
        "**Today.** China FX fixing 09:15 Beijing; SMM lithium survey 10:00; LME stocks 09:00 London; PriceWire assessments "
        "from 16:30 London; US pending home sales (irrelevant, but the dollar).",
        "```\n"
        f"LC CIF CJK     {c(D.lc):>9} $/t     LiOH CIF CJK  {c(D.lioh):>9} $/t\n"
        f"GFEX {D.gfx}    {c(D.gf):>9} CNY/t   GFEX {D.gfx2}  {c(D.gf2):>9} CNY/t\n"
        f"SC6 CFR China  {D.sc6:>9} $/dmt   Co metal      {f2(D.co):>9} $/lb\n"
        f"LME Ni 3M      {c(D.ni):>9} $/t     SHFE {D.shfe_ni}   {c(D.shfe):>9} CNY/t\n"
        f"U3O8 spot      {f2(D.u):>9} $/lb    U3O8 term     {f2(D.uterm):>9} $/lb\n"
        "```",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_china_digest(D: Day, t: float):
    """Translated China policy/industry digest: long, informational, no decision (unlabelled)."""
    r = D.rng
    items = [
        ("工信部：锂电池行业规范条件（2025年本）征求意见稿",
         "MIIT draft battery-industry standard conditions: higher energy-density floors for new LFP lines, mandatory "
         "recycling-traceability, no direct production cuts. Consultation closes next month."),
        ("海关总署：8月锂辉石进口",
         f"Customs: spodumene imports {r.randint(480, 690)}kt in August; carbonate imports {r.randint(18, 27)}kt, of which Chile "
         f"~{r.randint(65, 80)}%. Average import price of carbonate {c(D.lc - r.randint(200, 400))} $/t CIF."),
        ("中汽协：8月新能源汽车产销",
         f"CAAM: NEV sales +{r.randint(15, 35)}% y/y in August, penetration {r.randint(48, 56)}% of new car sales; exports of "
         "NEVs +40% y/y, mostly plug-in hybrids to Europe, Latin America and the Middle East."),
        ("发改委：分时电价政策",
         "NDRC guidance on time-of-use power pricing widens peak/valley spreads in several provinces, improving "
         "merchant economics for grid-side storage."),
        ("商务部：关键矿产出口管制清单更新",
         "MOFCOM updates the export-control list for battery-materials technology: LFP cathode preparation and lithium "
         "extraction/refining technology require licences; no change for carbonate or hydroxide exports themselves."),
        ("青海：盐湖提锂项目审批",
         f"Qinghai approves {r.randint(2, 4)} salt-lake lithium expansions, combined {r.randint(30, 60)}kt LCE; start-up 2026-27."),
        ("国家能源局：新型储能装机",
         f"NEA: new-type energy storage installations up {r.randint(60, 110)}% y/y in H1; LFP dominates, sodium-ion still <1%."),
    ]
    r.shuffle(items)
    body = "\n\n".join(f"• **{zh}**\n  {en}" for zh, en in items)
    txt = (f"**Research-Agent · China policy & industry digest (translated) · {D.date}**\n"
           "_Sources: MIIT, GACC, GFEX notices, local government sites, SMM/财联社. Machine translation checked by Wen._\n\n"
           + body + "\n\nNothing here changes the desk book by itself; flagged items go through triage.")
    return D.add(t, "research", txt)


def eod_handover(D: Day, t: float):
    r = D.rng
    txt = "\n".join([
        f"**handover {D.date} → Asia**",
        "- LC phys: today's Marex cargo is in the book, contract out for countersign. SGS booked. stops per the [STOP] post, don't re-post them.",
        f"- GFEX: hedge done in the morning session, check OMS for the avg. {D.gfx} closed {c(D.gf)}.",
        "- Ni: thread has the detail. nothing working after kerb.",
        f"- Co: waiting on CMOC / ARECOMS. Lena has the FM clause question. hydroxide payables {D.cohp}% on PriceWire.",
        f"- U3O8: spot {f2(D.u)}, quiet. Numerco has a US utility RFP, responses Friday.",
        "- credit: Trafigura line was the issue today, Dmitri has it, check CreditLimits before anything with them.",
        "- nothing else working. if anything breaks overnight call Mara not me.",
        "",
        "things I'd look at tomorrow, not decisions: LiOH spread, SC6 Nov cargoes, whether GFEX warrants keep falling, the "
        "Jianxiawo rumour mill. yesterday's China digest is worth a read.",
        "",
        "admin: month-end confirms list is in the contracts register; two are waiting on the seller's countersign. SGS "
        "booking for the LC cargo is confirmed for load port; Lena is chasing the vessel nomination. the Pilbara laycan "
        "is still the 8-17 window per the tracker. PriceWire scraper threw an error this morning and back-filled with "
        "cached values for a couple of rows, so double-check marks before you quote PnL to Mara.",
    ])
    m = D.add(t, "tom", txt)
    m.near = True
    return m


def credit_eod(D: Day, t: float):
    r = D.rng
    rows = []
    for nm, lim in (("Trafigura_Pte", 30_000_000), ("Glencore_Intl", 40_000_000), ("Mercuria_SA", 20_000_000),
                    ("Posco_FutureM", 15_000_000), ("Ganfeng_HK", 10_000_000), ("Yahua_Intl", 8_000_000),
                    ("Marex_SG(clearing)", 12_000_000), ("Numerco(agency)", 0)):
        exp = int(lim * r.uniform(0.2, 0.93)) if lim else 0
        rows.append(f"{nm:<20} limit={lim:>11,} exp={exp:>11,} pfe={int(exp * r.uniform(0.1, 0.3)):>10,} "
                    f"util={(exp / lim * 100 if lim else 0):5.1f}% rating={r.choice(['BBB', 'BBB+', 'A-', 'NR', 'BB+'])}")
    m = D.add(t, "credit", "EOD exposure report (USD, MTM + PFE 95%)\n```\n" + "\n".join(rows) + "\n```\nno breaches at EOD. next run 06:00Z")
    m.noise = True
    return m


def pnl_eod(D: Day, t: float):
    r = D.rng
    books = ["LC phys", "GFEX hedge", "LiOH", "Co(OH)2", "Co metal", "LME Ni", "SC6", "U3O8"]
    lines = []
    tot = [0, 0, 0, 0]
    for b in books:
        px = r.randint(-80, 110) * 1000
        car = r.randint(-6, 2) * 1000
        fx = r.randint(-9, 9) * 500
        new = r.randint(-20, 40) * 1000 if b in ("LC phys", "GFEX hedge", "LME Ni", "U3O8") else 0
        lines.append(f"{b:<11}{px:>+10,}{car:>+9,}{fx:>+8,}{new:>+10,}{px + car + fx + new:>+11,}")
        for i, v in enumerate((px, car, fx, new)):
            tot[i] += v
    hdr = f"{'book':<11}{'price':>10}{'carry':>9}{'fx':>8}{'new':>10}{'total':>11}"
    txt = (f"PnL EOD attribution {D.date} (USD, provisional; marks PriceWire 16:30 London / exchange settle)\n```\n{hdr}\n"
           + "\n".join(lines) + f"\n{'TOTAL':<11}{tot[0]:>+10,}{tot[1]:>+9,}{tot[2]:>+8,}{tot[3]:>+10,}{sum(tot):>+11,}\n```\n"
           "MTD and YTD in the dashboard. provisional until Lena signs off the physical marks.")
    m = D.add(t, "pnl", txt)
    m.noise = True
    return m


def shipment_tracker(D: Day, t: float):
    r = D.rng
    v1 = r.choice(["MV Pacific Lyra", "MV Ocean Harmony", "MV Cape Ningbo", "MV Star Kirra"])
    v2 = r.choice(["MSC Loreto", "Maersk Kensington", "ONE Stork", "CMA CGM Tage"])
    emb = {
        "title": "Shipment tracker — open physical cargoes",
        "description": "daily sync from vessel feeds and agents' reports",
        "author": "ContractsBot · logistics",
        "fields": [
            {"name": f"SC6 {c(D.book_sc6)} dmt (Pilbara Minerals)", "value": f"{v1} · laycan {D.ship1} 8-17 · Port Hedland · nominated", "inline": False},
            {"name": f"LC 600 t (Yahua)", "value": f"{v2} · ETA Shanghai {D.ship1} {r.randint(3, 25)} · 24 x 20' cntrs · B/L issued", "inline": False},
            {"name": "Co(OH)2 400 wmt (CMOC)", "value": "truck Kolwezi → Dar es Salaam pending quota · no B/L", "inline": False},
            {"name": "Co metal 40 t", "value": "C. Steinweg Rotterdam · warrants held", "inline": False},
            {"name": "U3O8 250k lb", "value": "ConverDyn Metropolis · book transfer only", "inline": False},
        ],
        "footer": f"logistics sync {D.hhmm(t)}Z · 0 exceptions",
    }
    return D.add(t, "contracts", "", [emb])


def research_cobalt_deepdive(D: Day, t: float):
    r = D.rng
    q = r.randint(88, 110)
    txt = "\n\n".join([
        f"**Research-Agent · Cobalt: the DRC quota, mechanics and arithmetic · {D.date}**",
        "_Background piece requested by Priya. Informational; the desk view lives in the book and in decision posts, not here._",
        "**How the quota works.** ARECOMS (the DRC strategic minerals regulator) sets an annual export ceiling for cobalt "
        f"contained in hydroxide and other intermediates, currently framed around ~{q}kt for the first full year. Allocations are "
        "pro-rata to each exporter's 2022-24 average, with a slice held back as a 'strategic' quota that the regulator can award "
        "to state-linked entities or to producers that commit to local refining. Exporters must obtain a monthly shipment "
        "authorisation against their allocation; unused monthly quota does not automatically roll over.",
        "**Logistics lag.** Even when quota is granted, material moves by truck from the Copperbelt (Kolwezi, Lubumbashi) to Dar "
        "es Salaam or Durban, which takes 3-5 weeks including border clearance at Kasumbalesa, followed by 5-7 weeks at sea to "
        "Chinese ports. A quota granted today lands as refinery feed in roughly ten to twelve weeks. That lag is why refiners "
        "in China have run down feed and why hydroxide payables have risen faster than metal prices.",
        f"**Arithmetic.** Chinese refined cobalt demand is about {r.randint(170, 200)}kt a year; Indonesian MHP supplies perhaps "
        f"{r.randint(30, 45)}kt of contained cobalt; recycled feed {r.randint(15, 25)}kt. If DRC exports under the quota run at "
        f"{q}kt annualised versus ~{r.randint(180, 220)}kt before the ban, the gap is covered first by inventory drawdown at "
        "refiners and traders, then by lower refined output. Inventory at refiners is estimated at 2-3 months of consumption at "
        "the start of the ban, now well under one month.",
        "**Pricing transmission.** Hydroxide payables are the first to move (they price the scarce input), sulphate second, "
        "metal last, because metal has a large overhang in Western warehouses and strategic stock (China's SRB bought in 2024). "
        f"Current payables {D.cohp}% of the Fastmarkets-style metal reference, against ~50% before the ban and ~90% at the 2022 peak.",
        "**Scenarios.**\n"
        "1. Quota notices issued promptly, shipments resume at 60-70% of historical: payables drift back toward 60% over two "
        "quarters, metal firm.\n"
        "2. Further delays into Q1: payables overshoot, refiners cut runs more, metal starts to tighten as sulphate buyers switch.\n"
        "3. Quota relaxed under pressure from producers: fast reversal in payables, metal flat.",
        "**Payables history (CIF China, % of metal reference)**\n```\n"
        "2021 avg   88%   post-Covid restock\n2022 peak  95%   EV boom, metal at 40 $/lb\n2023 avg   62%   MHP wave\n"
        "2024 avg   52%   oversupply, record DRC output\n2025 Q1    50%   pre-ban\n"
        f"2025 now   {D.cohp}%   quota regime\n```",
        "**Signposts.** Monthly shipment authorisations published (or leaked) by ARECOMS; truck counts at Kasumbalesa; Chinese "
        "customs imports of 'cobalt ores and concentrates / intermediate' (HS 2605, 8105.20); refiners' run-rate surveys; "
        "spreads between hydroxide and sulphate.",
        "```\n"
        f"Co metal R'dam       {f2(D.co)} $/lb\nhydroxide payable    {D.cohp}%\n"
        f"implied Co(OH)2      {f2(D.co * D.cohp / 100)} $/lb contained\nquota (annualised)   ~{q} kt\n```",
    ])
    return D.add(t, "research", txt)


def research_london_open(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · London open · {D.date}** (market colour, no actions)",
        f"**Asia session recap.** GFEX {D.gfx} traded a {c(r.randint(800, 2200))} CNY/t range and settled {c(D.gf)}; open interest "
        f"{r.choice(['fell', 'rose'])} by {c(r.randint(3000, 12000))} lots. Spot carbonate in China was quoted "
        f"{c(D.gf - 600)}-{c(D.gf + 400)} CNY/t ex-works; downstream buying described as 'just-in-time'. SHFE {D.shfe_ni} "
        f"{c(D.shfe)}, stainless weak.",
        f"**Europe.** Cobalt metal in Rotterdam {f2(D.co - 0.15)}-{f2(D.co + 0.2)} $/lb in-whs; sellers holding out. LME nickel "
        "opening flat; LME stocks report at 09:00. European cathode plants continue to push back contract volumes; there is no "
        "sign yet of the 2026 restocking the OEMs promised.",
        f"**Uranium.** Spot {f2(D.u)} $/lb, quiet Asian session. Brokers expect a utility tender result this week.",
        "**Flows to note.** Korean cathode buyers active in carbonate enquiries for CIF Busan; Chinese converters asking for "
        f"{D.ship2} SC6 cargoes at or below {D.sc6 - 20} $/dmt CFR; no hydroxide offers from Congolese producers until quota clarity.",
        "**Technical levels (for context only).** "
        f"{D.gfx}: support {c(D.gf - 1500)}, resistance {c(D.gf + 1800)}. LME Ni 3M: range {c(D.ni - 250)}-{c(D.ni + 300)} "
        "for three weeks. Momentum models are flat on lithium and negative on nickel; none of this is a signal on its own.",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_flows(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Positioning & flows weekly · {D.date}**",
        f"**GFEX lithium carbonate.** Top-20 members' net short in {D.gfx} is {c(r.randint(8000, 25000))} lots, "
        f"{r.choice(['up', 'down'])} {c(r.randint(500, 4000))} w/w. The largest shorts are producer-linked hedgers; speculative "
        "accounts have cut longs since the margin increase. Historically, when producer hedging rises while warrants fall, the "
        "front spread goes into backwardation, which is what we see now.",
        f"**LME nickel COTR.** Investment funds net short {c(r.randint(15000, 32000))} lots, near the largest on record. Commercial "
        "undertakings net long. A crowded fund short has squeezed twice in the past 18 months on Indonesian headlines; each time "
        "the squeeze ran 6-8% before fading. Trend-followers remain short on all lookbacks.",
        "**Physical flows.** Lithium carbonate imports from Chile to China were steady; Korean imports of hydroxide from China "
        f"fell {r.randint(5, 20)}% m/m. SC6 shipments from Port Hedland in the past four weeks: {r.randint(14, 24)} cargoes, "
        "slightly above the run-rate. Cobalt intermediate arrivals in China near zero.",
        f"**Uranium.** Spot volume {r.randint(1, 3)}.{r.randint(0, 9)} Mlb in the week across {r.randint(8, 20)} transactions; "
        "term volume small. Producers' spot buying (to meet contracts) has been absent.",
        "**Options and vol.** GFEX lithium options implied vol at-the-money ~{iv}% for the front month, skew to calls "
        "after the recent rally. LME nickel vol near multi-year lows; cheap optionality ahead of RKAB headlines, for whoever "
        "wants it.".replace("{iv}", str(r.randint(32, 48))),
        "**What this means for risk, not for trades.** Positioning is crowded short in nickel and crowded long in cobalt "
        "intermediates; lithium is balanced after the margin-driven clean-out. Headline sensitivity is highest where positioning "
        "is crowded.",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_qa_thread(D: Day):
    """Second thread: a trader asks the research agent questions; long answers, no decisions."""
    r = D.rng
    t = D.rand_time(2.0, 6.0)
    starter = D.add(t, "tom", "🧵 LC import parity / CIF premium — questions for Research-Agent, keep answers in here")
    q1 = D.add(t + r.uniform(30, 90), "tom", "@Research-Agent what's import parity for CIF CJK carbonate off GFEX today, with VAT and fx?", thread=starter)
    fx = round(r.uniform(7.10, 7.22), 4)
    par = int(D.gf / 1.13 / fx)
    a1 = D.add(q1.t + r.uniform(20, 60), "research",
               f"Import parity off GFEX {D.gfx} ({c(D.gf)} CNY/t):\n"
               f"- remove 13% VAT: {c(int(D.gf / 1.13))} CNY/t\n"
               f"- at USDCNY {fx}: {c(par)} $/t\n"
               f"- less port charges, inland freight and financing (~{r.randint(60, 110)} $/t): ≈ {c(par - 85)} $/t CIF-equivalent\n"
               f"CIF CJK assessed {c(D.lc)} $/t, so physical is {'above' if D.lc > par - 85 else 'below'} parity by "
               f"{c(abs(D.lc - (par - 85)))} $/t. Caveats: the GFEX deliverable spec is looser than CIF battery grade (the premium "
               "partly pays for quality); the futures front month is not the same shipment timing as CIF; and importers hedge with "
               "a lag, so parity is a band, not a line.", thread=starter, ref=q1)
    q2 = D.add(a1.t + r.uniform(120, 600), "tom", "how long has the premium lasted historically when it's this wide?", thread=starter)
    D.add(q2.t + r.uniform(20, 60), "research",
          "Since GFEX listed (Jul-23) the CIF-over-parity premium exceeded 250 $/t on five occasions. Median duration 29 trading "
          "days, range 11-64. It closed by futures rising in three cases and by CIF falling in two. In every case the trigger was "
          "a change in Chinese converter run-rates rather than a demand shock. Small sample; treat as colour. The two 'CIF falls' "
          "episodes coincided with Chilean supply arriving in a bunch (three or more vessels within a fortnight).",
          thread=starter, ref=q2)
    q3 = D.add(q2.t + r.uniform(900, 2400), "wen", "also which warehouses hold the GFEX warrants now? 江西还是四川多?", thread=starter)
    D.add(q3.t + r.uniform(20, 60), "research",
          f"GFEX registered warrants by region (latest exchange notice): Jiangxi ~{r.randint(35, 50)}%, Sichuan ~{r.randint(15, 25)}%, "
          f"Qinghai ~{r.randint(8, 15)}%, Shanghai/Jiangsu port warehouses the rest. Jiangxi's share has fallen as lepidolite-based "
          "material is withdrawn for delivery to cathode plants. 江西仓单占比下降，主要是云母提锂货源被提走。", thread=starter, ref=q3)
    D.add(q3.t + r.uniform(300, 900), "wen", "thx", thread=starter).noise = True
    return starter


def triage_report(D: Day, t: float, hh: int):
    r = D.rng
    items = [
        "MetalsWire", "PriceWire", "WA Bridge", "PxAlerts", "CreditLimits", "desk-ops", "Research-Agent", "RiskEngine",
    ]
    rows = "\n".join(f"{src:<15} seen {r.randint(1, 18):>3}   classified {r.randint(1, 18):>3}   p50 latency {r.randint(180, 2400):>5} ms"
                     for src in items)
    m = D.add(t, "triage", f"triage digest {hh:02d}:00Z (auto, stats only)\n```\n{rows}\n```\nmodel triage-v3 · cache hit "
                           f"{r.randint(40, 80)}% · 0 errors · individual routes are posted as their own lines")
    m.noise = True
    return m


def wen_cn_summary(D: Day, t: float):
    r = D.rng
    txt = (f"SMM 早会纪要 {D.date}（中文，给大家参考）\n"
           f"1. 碳酸锂：现货报价 {c(D.gf - 600)}-{c(D.gf + 400)} 元/吨，下游按需采购，贸易商出货意愿增强。广期所仓单继续下降，"
           "近月合约相对偏强，远月受复产预期压制。\n"
           f"2. 锂辉石：{D.ship2} 船期澳矿报价 {D.sc6 - 10}-{D.sc6 + 20} 美元/干吨 CFR，冶炼厂询盘增加，但成交不多。\n"
           f"3. 钴：氢氧化钴计价系数 {D.cohp}-{D.cohp + 2}%，刚果（金）配额细则仍未落地，冶炼厂原料库存偏低，部分减产。\n"
           f"4. 镍：印尼 RKAB 审批推进，镍矿升水回落；沪镍 {c(D.shfe)}，不锈钢需求一般。\n"
           "5. 储能：电芯排产环比继续增长，LFP 材料厂开工率较高。\n"
           "以上为会议信息整理，不构成交易建议。")
    return D.add(t, "wen", txt)


def lena_ops(D: Day):
    r = D.rng
    L = [
        f"docs for the {D.ship1} LC cargo: commercial invoice, packing list, CoA, certificate of origin (Form F for Chile), "
        "insurance cert 110% CIF value, full set clean on-board B/L to order. bank wants the CoA signed by SGS, not the seller's lab. "
        "if anyone agrees different terms verbally, tell me before it goes into a contract.",
        "reminder on Incoterms for the physical book: CIF means we carry risk from loading on board, not from discharge. the "
        "Korean buyers keep sending CIF with 'risk at discharge' language, that's DAP in disguise. bounce those to me.",
        f"SC6 cargo: vessel nomination received, laycan {D.ship1} 8-17, Port Hedland. draft survey + Li2O assay at load by "
        "Intertek, umpire SGS. moisture cap 10%, Fe2O3 max 1.5%, penalties per the contract schedule.",
        "Steinweg confirmed the 40t cobalt metal warrants are in our name, 4 x 10t lots, standard grade briquettes.",
    ]
    for txt in L:
        D.add(D.rand_time(1, 10), "lena", txt)


NEWS_CONTEXT = {
    "CMOC": "Context: CMOC is the largest cobalt producer globally via Tenke Fungurume and Kisanfu; the DRC export suspension "
            "that began in February was replaced by an annual quota regime. Chinese refiners rely on Congolese hydroxide for "
            "roughly three quarters of feed.",
    "Kazatomprom": "Context: Kazatomprom produces around a fifth of world primary uranium; guidance is set on a 'subsoil use "
                   "agreement' basis and the company has repeatedly flagged sulphuric acid and wellfield-development constraints. "
                   "Its JV partners include Cameco, Orano and Chinese utilities.",
    "Pilbara Minerals": "Context: Pilgangoora is one of the largest hard-rock lithium operations; Ngungaju was placed on care and "
                        "maintenance during the 2024 price slump and the P1000 expansion lifted capacity of the main plant. "
                        "Offtakers include Chinese converters and traders.",
    "Liontown": "Context: Kathleen Valley (WA) began production in 2024 and is transitioning from open pit to underground mining; "
                "offtakes are with Tesla, LG Energy Solution and Ford.",
    "Paladin": "Context: Langer Heinrich in Namibia restarted in 2024 after years on care and maintenance; guidance has been "
               "cut twice on ore-feed and recovery issues.",
    "Tianqi": "Context: Kwinana is Tianqi's hydroxide refinery in WA (JV with IGO); Train 1 struggled to reach nameplate and "
              "Train 2 construction was halted.",
    "NexGen": "Context: Rook I (Arrow deposit, Athabasca Basin) is one of the largest undeveloped high-grade uranium deposits; "
              "provincial approval was received in 2023, federal licensing is the remaining step.",
    "Zimbabwe": "Context: Zimbabwe banned raw lithium ore exports in 2022 and now plans to end concentrate exports as well; "
                "Chinese companies own most of the operating mines.",
    "Freeport": "Context: Grasberg is the world's second-largest copper mine; a mud rush in September halted the Block Cave.",
    "Rio Tinto": "Context: Simandou is a high-grade iron ore project in Guinea developed with Chinese partners.",
    "Anglo American": "Context: the De Beers sale is part of Anglo's restructuring toward copper and iron ore.",
    "Newmont": "Context: the divestment programme follows the Newcrest acquisition.",
    "Codelco": "Context: Codelco is the world's largest copper producer; El Teniente suffered a fatal collapse in July.",
}


def add_news_context(D: Day):
    for m in D.msgs:
        if m.who != "news":
            continue
        txt = m.content or (m.embeds[0].get("description", "") if m.embeds else "")
        key = next((k for k in NEWS_CONTEXT if k in txt or (m.embeds and k in m.embeds[0].get("title", ""))), None)
        if not key:
            continue
        if m.content:
            m.content += "\n> " + NEWS_CONTEXT[key]
        else:
            m.embeds[0]["description"] = m.embeds[0].get("description", "") + "\n\n" + NEWS_CONTEXT[key]


def research_substitution(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Sodium-ion, LMFP and what they do to lithium demand · {D.date}**",
        "_Long-form background, refreshed quarterly. No desk action implied._",
        f"**Sodium-ion.** Chinese sodium-ion cell capacity is ~{r.randint(30, 60)} GWh nameplate but utilisation is low; shipments "
        "went mostly to two-wheelers, low-speed EVs and a few storage pilots. At carbonate above roughly 150k CNY/t sodium-ion was "
        "cost-competitive for storage; at today's prices it is not, which is why CATL and BYD have slowed their sodium roll-outs. "
        "A lithium price spike is therefore partly self-limiting: every 10k CNY/t above ~100k brings more sodium-ion into the "
        "storage tender mix.",
        "**LMFP.** Manganese-doped LFP raises energy density by 10-20% with similar lithium intensity per kWh; it substitutes for "
        "mid-nickel NCM rather than for LFP. Net effect on lithium demand is small; on nickel and cobalt demand it is negative at "
        "the margin.",
        "**Solid state / lithium metal.** Pilot lines only; higher lithium intensity per kWh if commercialised, but not a 2026-27 "
        "factor.",
        "**Recycling.** Black-mass supply in China grows with the first wave of end-of-life EV packs and with manufacturing scrap; "
        f"recycled lithium is perhaps {r.randint(6, 10)}% of supply and rising. Recyclers' economics depend on cobalt and nickel "
        "payables more than on lithium, so the DRC quota indirectly supports lithium recycling.",
        "**Intensity numbers used in our balance.** LFP ~0.55-0.6 kg LCE/kWh; NCM811 ~0.65-0.7 kg LCE/kWh (as hydroxide); "
        "storage cells ~0.55 kg LCE/kWh. Demand growth assumptions: EV +18%, ESS +35%, other +5%.",
    ])
    return D.add(t, "research", txt)


def research_rfp_tracker(D: Day, t: float):
    r = D.rng
    rows = []
    for i in range(6):
        rows.append(f"{r.choice(['US utility', 'US utility', 'EU utility', 'Asian utility', 'US utility'])} #{r.randint(10, 99)}"
                    f"  {r.randint(2027, 2029)}-{r.randint(2031, 2035)}  {r.choice(['0.5', '1.0', '1.5', '2.0', '3.0'])} Mlb/yr  "
                    f"{r.choice(['base-escalated', 'market-related w/ floor-ceiling', 'hybrid'])}  "
                    f"due {r.randint(1, 28)}-{MONTHS[(D.start.month + r.randint(0, 2)) % 12]}  "
                    f"{r.choice(['open', 'shortlist', 'awarded', 'withdrawn'])}")
    txt = (f"**Research-Agent · U3O8 term RFP tracker · {D.date}**\n"
           "Public and broker-relayed term solicitations (names withheld by policy). For market-structure context.\n```\n"
           + "\n".join(rows) + "\n```\n"
           f"Observations: escalated-base offers are clustering around {f2(D.uterm - 1)}-{f2(D.uterm + 2)} $/lb (2025 $); "
           "market-related offers carry floors in the high 60s and ceilings in the 120s-130s. Utilities are asking for "
           "origin flexibility excluding Russia and, increasingly, preference for North American conversion. The count of open "
           "RFPs is higher than a year ago but volumes per RFP are smaller.")
    return D.add(t, "research", txt)


def research_asia_close(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Asia close wrap · {D.date}**",
        f"GFEX {D.gfx} closed {c(D.gf)} CNY/t ({r.uniform(-2.5, 2.5):+.1f}%), {D.gfx2} {c(D.gf2)}; volume "
        f"{c(r.randint(150000, 420000))} lots. The front spread held in backwardation. Spot lithium quotes unchanged to slightly "
        "softer, with traders more willing to sell than converters.",
        f"SHFE {D.shfe_ni} {c(D.shfe)} CNY/t; stainless futures weak on property data. Cobalt: no hydroxide offers; Chinese metal "
        "quotes firm.",
        "Relayed broker colour: a Korean buyer is in the market for carbonate CIF Busan; a Chinese converter bid SC6 for "
        f"{D.ship2} loading at {D.sc6 - 25} $/dmt CFR with no seller response; uranium brokers report a quiet Asian session.",
        "Nothing in today's Asian data changes the balances in the weekly notes. If anything, the backwardation in GFEX argues "
        "that prompt tightness is real, while deferred contracts still price restarts.",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_storage_qa(D: Day):
    r = D.rng
    q = D.add(D.rand_time(9, 12), "priya", "@Research-Agent what does it cost us to keep the U3O8 at ConverDyn vs moving it to Cameco or Orano?")
    D.add(q.t + r.uniform(20, 60), "research",
          f"Storage at converters is usually bundled: a book-transfer fee (~$0.0{r.randint(2, 6)}/lb per transfer) plus annual storage "
          f"of ~$0.0{r.randint(3, 9)}/lb-yr if the material sits without a conversion contract. For 250k lb that is roughly "
          f"${r.randint(8, 22)}k/yr all-in. Moving between facilities is a book transfer when counterparties hold accounts at both; "
          "there is no physical movement. The commercial constraint is that some utilities' contracts specify delivery location, "
          "so location swaps can cost 10-25c/lb in a tight market. Origin tracking (Kazakh vs Canadian) also matters for US "
          "buyers because of sanctions and tariff exposure.", ref=q)


def ops_reports(D: Day):
    r = D.rng
    # open contracts status (ContractsBot, noise)
    rows = []
    for i in range(7):
        rows.append({"name": f"BMO-PC-{r.randint(240601, 250915)}-{r.randint(100, 999)}",
                     "value": f"{r.choice(['LC 500 t CIF', 'SC6 15,000 dmt CFR', 'Co(OH)2 400 wmt CIF', 'Co metal 20 t FCA', 'LiOH 200 t CIF', 'U3O8 100k lb book-transfer'])}"
                              f" · {r.choice(['awaiting countersign', 'docs in bank', 'shipped, B/L issued', 'settled', 'QP pending', 'assay dispute open'])}"})
    D.add(D.rand_time(2, 4), "contracts", "", [{"title": "Open contracts — daily status", "description": "auto-sync from contract register",
                                                "fields": rows, "footer": "ContractsBot · register sync · 0 errors"}]).noise = True
    # risk daily limits table (noise)
    lines = [
        f"desk_gross_notional_usd    limit=120,000,000  used={c(r.randint(60, 105) * 1_000_000)}",
        f"desk_gfex_lc_gross_lots    limit=150          used={D.book_gf_lots}",
        f"desk_lme_ni_net_t          limit=180          used={r.choice([90, 120])}",
        f"desk_u3o8_lb               limit=500,000      used={c(D.book_u_lb)}",
        f"var_1d_99_usd              limit=2,400,000    used={c(r.randint(1_300_000, 2_200_000))}",
        f"stress_li_-25pct_usd       limit=6,000,000    used={c(r.randint(2_000_000, 5_200_000))}",
        f"single_cpty_max_util_pct   limit=100          used={r.randint(55, 95)}",
    ]
    D.add(D.rand_time(0.2, 0.6), "risk", "daily limits table (start of day)\n```\n" + "\n".join(lines) + "\n```\nall within limits at SOD").noise = True
    # evening Chinese GFEX wrap from Wen
    D.add(D.rand_time(7.2, 8.0), "wen",
          f"广期所收盘：{D.gfx} {c(D.gf)}，{D.gfx2} {c(D.gf2)}，近远月价差 {c(D.gf - D.gf2)}，持仓减少。仓单 {c(r.randint(18000, 32000))} 手。"
          "现货市场：贸易商报价下调 200-300 元，冶炼厂挺价，下游刚需采购。明天关注宜春矿山消息和交易所风控措施。")


def pricewire_commentary(D: Day):
    r = D.rng
    items = [
        ("Lithium — market commentary",
         f"Battery-grade carbonate CIF CJK assessed {c(D.lc - 100)}-{c(D.lc + 100)} $/t. Market participants reported limited spot "
         f"liquidity for {D.ship1} shipment; one trade heard at the mid of the range for 200 t, one bid-offer at {c(D.lc - 60)}/"
         f"{c(D.lc + 80)}. Hydroxide CIF CJK assessed {c(D.lioh - 100)}-{c(D.lioh + 100)} $/t with no confirmed trades; Korean and "
         "Japanese buyers said contract volumes cover Q4. In China, spot carbonate followed GFEX lower in the afternoon. "
         "Spodumene 6% CFR China assessed on two offers and one bid; a trade for a Q4 cargo was heard but not confirmed."),
        ("Cobalt — market commentary",
         f"Standard-grade cobalt in-whs Rotterdam assessed {f2(D.co - 0.15)}-{f2(D.co + 0.2)} $/lb, unchanged on the day. Hydroxide "
         f"payables assessed {D.cohp - 1}-{D.cohp + 1}% on limited offers; market participants continue to await DRC quota "
         "allocations. Chinese refiners' buying interest is firm; traders report few available cargoes before Q1 arrivals."),
        ("Uranium — market commentary",
         f"U3O8 spot assessed {f2(D.u)} $/lb on two trades and several bids and offers. The long-term indicator was unchanged "
         f"at {f2(D.uterm)} $/lb. Conversion and enrichment prices were steady. Market participants noted limited utility spot "
         "interest and said financial buyers were absent during the week."),
    ]
    for title, desc in items:
        m = D.add(D.rand_time(16.5, 18.0), "pricewire", "", [{"title": title, "description": desc,
                                                              "footer": f"PriceWire daily commentary · {D.date} · methodology v4.2"}])
        m.noise = True


def research_cost_curve(D: Day, t: float):
    r = D.rng
    rows = [("Greenbushes (chem. grade)", r.randint(300, 380)), ("Pilgangoora", r.randint(520, 600)),
            ("Wodgina", r.randint(600, 700)), ("Mt Marion", r.randint(650, 760)), ("Kathleen Valley", r.randint(600, 720)),
            ("Bald Hill", r.randint(720, 820)), ("Goulamina (Mali)", r.randint(520, 640)), ("NAL (Québec)", r.randint(780, 900)),
            ("Bikita (Zimbabwe)", r.randint(600, 700))]
    tbl = "\n".join(f"{n:<28}{v:>5} $/dmt FOB (SC6-eq)" for n, v in rows)
    txt = (f"**Research-Agent · Spodumene cost curve refresh · {D.date}**\n"
           "Cash costs, SC6-equivalent, FOB, incl. royalties, excl. sustaining capex. Sources: company reports, broker estimates.\n"
           f"```\n{tbl}\n```\n"
           f"At SC6 {D.sc6} $/dmt CFR (≈ {D.sc6 - 25} FOB), everything above ~{D.sc6 - 25} is cash-negative before sustaining "
           "capex. The curve is flat between the 50th and 80th percentile, so modest price moves switch a lot of tonnage on or "
           "off. Lepidolite in Jiangxi and African DSO sit on the same part of the curve when converted to SC6-equivalent. "
           "Estimates carry ±10% uncertainty; Australian dollar moves shift the WA part of the curve by ~7% per 5c.")
    return D.add(t, "research", txt)


def long_thoughts(D: Day):
    r = D.rng
    m1 = D.add(D.rand_time(9, 12), "priya",
               f"thinking out loud on U3O8: spot {f2(D.u)} with term at {f2(D.uterm)} is the widest term premium I can remember outside "
               "2016. that normally resolves with spot catching up because traders arb it (buy spot, sell term-like forward), but the "
               "carry trade is what's capping spot right now. if the trusts get back to NAV and raise, spot jumps. if not, spot drifts "
               "and term holds. neither is a reason to do anything today, just where my head is for the book review")
    m1.near = True
    D.add(D.rand_time(5, 8), "wen",
          f"关于 {D.gfx}/{D.gfx2} 价差的一点看法：近月升水主要来自仓单减少和现货偏紧，远月压着复产预期。"
          "如果宜春复产消息落地，近月会先跌，价差收窄；如果没有，近月继续偏强。目前只是观察，没有操作建议。")


def mod_notice(D: Day):
    D.add(D.rand_time(0.5, 2.0), "mod",
          "reminder (compliance): this channel is recorded. don't post client or end-user names (utilities, OEMs) — use "
          "'US utility', 'Korean cathode buyer' etc. broker personal numbers go in DMs, not here. anything posted against these "
          "rules will be erased, including from the desk's AI tooling.")


def research_calendar(D: Day, t: float):
    r = D.rng
    ev = [
        "Mon  China Caixin PMI; GFEX monthly position-limit review",
        "Tue  LME stocks; Chilean customs lithium exports (monthly)",
        "Wed  SMM lithium supply survey; US EIA uranium marketing annual (if scheduled)",
        "Thu  DRC ARECOMS board meeting (quota allocations possible)",
        "Fri  PriceWire monthly contract-price survey; US utility RFP responses due",
        "Fri  China customs detailed trade data (lithium, cobalt, nickel)",
        "Next week: Kazakh production data; Australian quarterly reports season; LME Asia week",
    ]
    txt = (f"**Research-Agent · Calendar (next 7 days) · {D.date}**\n```\n" + "\n".join(ev) + "\n```\n"
           "times in the shared calendar. flagged items will be triaged when they print.")
    return D.add(t, "research", txt)


def research_balance(D: Day, t: float):
    r = D.rng
    rows = []
    for y in (2024, 2025, 2026, 2027):
        sup = r.randint(1180, 1500) + (y - 2024) * r.randint(120, 200)
        dem = r.randint(1150, 1300) + (y - 2024) * r.randint(170, 230)
        rows.append(f"{y}   supply {c(sup):>6} kt LCE   demand {c(dem):>6} kt LCE   balance {sup - dem:+5d} kt")
    txt = (f"**Research-Agent · Lithium balance (monthly update) · {D.date}**\n```\n" + "\n".join(rows) + "\n```\n"
           "Changes vs last month: African supply +15kt (Mali, Zimbabwe front-loading), lepidolite -20kt (licences), ESS demand "
           "+25kt. Balance still shows a 2025-26 surplus narrowing into 2027; the surplus is smaller than consensus because we "
           "assume lower lepidolite output. Inventory in the chain (converters, cathode, cells) is estimated at 6-8 weeks, down "
           "from 10-12 a year ago. This is a balance, not a price forecast.")
    return D.add(t, "research", txt)


def research_weekly_review(D: Day, t: float):
    """Draft weekly review: past trades told as history (near-miss)."""
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Draft weekly desk review (for Friday) · {D.date}**",
        "_Draft for Mara. Backward-looking; nothing here is a new instruction._",
        f"**What worked.** The carbonate physical long (bought over the past month around {c(D.book_lc_avg)} $/t) is marked "
        f"{'above' if D.lc >= D.book_lc_avg else 'below'} cost and the GFEX hedge offset most of the futures move. The cobalt "
        "hydroxide offtake was the best call of the quarter: payables are up ~12 points since the contract was signed. The "
        "U3O8 inventory bought in the spring has been flat.",
        "**What didn't.** The nickel short has bled carry in a contango market; the position was sized for an Indonesian "
        "supply surprise that came slower than expected. Last month's LiOH purchase was closed at a loss of ~90 $/t after "
        "the spread to carbonate compressed. SC6: the Pilbara Minerals cargo price was fixed just before the recent dip.",
        "**Process notes.** Two proposals this week went through without explicit stops posted within the hour; the desk "
        "rule is stop-with-proposal for exchange hedges. Confirmations from ContractsBot arrived 20-40 minutes after verbal "
        "agreement, which is fine. Credit-line breaches were caught by CreditLimits before new trades were booked.",
        "**Numbers (week to date, provisional).** Gross PnL +0.4m USD; carry −0.06m; fx −0.01m. VaR utilisation averaged "
        f"{r.randint(60, 85)}%. Turnover: {r.randint(3, 7)} physical contracts, {r.randint(4, 9)} exchange orders.",
        "**Questions for the review.** Is the nickel short still earning its risk budget? Should the hydroxide offtake be "
        "hedged with metal? How much U3O8 inventory do we want into year-end term contracting?",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_policy_tracker(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Policy tracker (US / EU / producer countries) · {D.date}**",
        "**United States.** The foreign-entity-of-concern (FEOC) rules for EV tax credits exclude battery components and, from "
        "2025, critical minerals processed by Chinese-controlled entities; the practical effect is a two-tier market where "
        "non-Chinese carbonate and hydroxide carry a premium of perhaps 300-800 $/t for US-bound cathode. Section 232 "
        "investigations into processed critical minerals could add tariffs on imports; uranium was included in earlier "
        "reviews. Strategic stockpiling discussions (DLA) mention cobalt, not lithium.",
        "**European Union.** The Critical Raw Materials Act sets benchmarks (10% extraction, 40% processing, 25% recycling of EU "
        "consumption by 2030) and a list of strategic projects with faster permitting. The Battery Regulation's recycled-content "
        "targets start to bite from 2031. Neither changes 2025-26 flows; both shape where new converters are built.",
        "**Producer countries.** DRC: cobalt quota regime (see separate note). Indonesia: annual RKAB, royalty changes, and "
        "pressure on export of NPI versus higher-value products. Zimbabwe: concentrate export ban from 2027. Chile: national "
        "lithium strategy, state participation through Codelco/ENAMI. Argentina: RIGI incentives, provincial royalties. "
        "Kazakhstan: mineral extraction tax on uranium tied to price from 2025. Australia: critical-minerals production tax "
        "credit from 2027-28.",
        "**China.** Export controls on processing technology; GFEX risk controls; Yichun licensing; MIIT standard conditions. "
        "Beijing's stance is to keep domestic converters supplied and to slow the transfer of processing know-how abroad.",
        f"**Dates.** Next DRC quota communication expected within ~{r.randint(2, 6)} weeks; Section 232 report due by statute "
        "270 days after initiation; Indonesian RKAB revisions usually mid-year and Q4.",
    ])
    return D.add(t, "research", txt)


def research_freight(D: Day, t: float):
    r = D.rng
    txt = (f"**Research-Agent · Freight & logistics weekly · {D.date}**\n```\n"
           f"Supramax Port Hedland→Lianyungang   {r.randint(17, 27)} $/wmt   ({r.uniform(-6, 8):+.0f}% w/w)\n"
           f"Container Valparaíso→Shanghai 20'   {c(r.randint(1400, 2600))} $/box ({r.uniform(-6, 8):+.0f}% w/w)\n"
           f"Container Shanghai→Busan 20'        {c(r.randint(180, 420))} $/box\n"
           f"Truck Kolwezi→Dar es Salaam         {c(r.randint(4200, 6200))} $/load, {r.randint(18, 32)} days incl. border\n"
           f"War-risk premium Red Sea            {r.uniform(0.2, 0.7):.2f}% hull\n```\n"
           "Notes: Chilean ports congested after weather closures; two carbonate shipments rolled a week. Port Hedland "
           "running normally. Kasumbalesa border queues long (quota paperwork checks). For CIF contracts, freight risk "
           "sits with the seller; for our FOB/FCA sales it sits with the buyer. Insurance underwriters are asking for "
           "more detail on lithium battery-grade cargo packaging (moisture).")
    return D.add(t, "research", txt)


def dmitri_memo(D: Day):
    r = D.rng
    D.add(D.rand_time(10, 14), "dmitri",
          "credit memo summary, Posco Future M (for info, committee next week): rating unchanged, leverage up after cathode "
          "capex, liquidity fine. exposure to us is small (open LC contracts only, LC-at-sight payment). recommendation in the "
          "memo is to keep the line where it is and review after their Q3 numbers. nothing changes today.")
    D.add(D.rand_time(12, 15), "dmitri",
          "for the physical team: LC-at-sight payment terms mean our credit exposure to buyers is mostly pre-shipment "
          "(replacement cost if they walk). for sellers it's prepayment risk if we ever agree advance payments, which we "
          "don't without my sign-off. CreditLimits computes exposure as MTM + PFE, PFE at 95% over remaining tenor.")


def research_gfex_primer(D: Day, starter: M):
    r = D.rng
    q = D.add(starter.t + r.uniform(6000, 9000), "priya", "@Research-Agent quick primer on GFEX lithium delivery for the new joiner? lot size, grades, fees", thread=starter)
    D.add(q.t + r.uniform(20, 60), "research",
          "GFEX lithium carbonate futures, in brief:\n"
          "- lot = 1 t; price in CNY/t incl. VAT; tick 20 CNY/t (=20 CNY per lot)\n"
          "- deliverable: battery-grade carbonate per GB/T 11075 and the exchange's standard (Li2CO3 ≥99.5%, limits on Na, Mg, "
          "Ca, SO4, magnetic impurities); industrial-grade deliverable at a discount in some months\n"
          "- delivery via registered warehouses (Jiangxi, Sichuan, Qinghai, East China ports); warrants expire annually\n"
          "- margin ~9-12% depending on risk controls; daily limit ±7-9%; position limits for non-hedge accounts on the "
          "front months; hedging quotas on application\n"
          "- fees per lot; intraday close-outs cost more under the current risk controls\n"
          "Practical: CIF CJK physical is not GFEX-deliverable without customs clearance, VAT, and a warehouse inspection, so "
          "physical-vs-futures hedges carry basis risk (quality, timing, location).", thread=starter, ref=q)


def research_results_digest(D: Day, t: float):
    """Company results digest on names the desk neither holds nor watches (near-miss: unrelated company news)."""
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Producer results & guidance digest · {D.date}** (names outside book and watchlist)",
        f"• **Albemarle** — Q2 net sales {r.choice(['down', 'flat'])} y/y; energy-storage volumes +{r.randint(5, 15)}%, pricing down "
        "~30% y/y; capex cut again, Kemerton train 2 idled. Management sees the market 'balanced to slightly oversupplied' in 2026.",
        f"• **SQM** — lithium sales volumes +{r.randint(8, 20)}% y/y; average realised price near the CIF index; Codelco "
        "partnership approvals progressing; iodine offsets weaker lithium margins.",
        "• **Mineral Resources** — Wodgina and Mt Marion on reduced run-rates; balance-sheet repair the priority; haul-road "
        "issues resolved. Lithium division EBITDA near break-even at current SC6.",
        "• **IGO** — further impairment on its lithium JV stake; Greenbushes dividends lower; nickel assets in care and maintenance.",
        "• **Ganfeng Lithium** — H1 loss narrows; Mali Goulamina ramping; Argentina Mariana first carbonate; Chinese lepidolite "
        "operations partly idle.",
        "• **Cameco** — Q2 in line; McArthur River guidance unchanged; Westinghouse contributing; term contracting 'disciplined'.",
        "• **Energy Fuels / Ur-Energy** — small US ISR output increases; both hold inventory and sell into term contracts.",
        f"• **Jinchuan / GEM / Huayou** — Chinese nickel-cobalt majors report lower cobalt refining margins; Huayou's Indonesian "
        f"HPAL output up {r.randint(10, 30)}%.",
        "Read-across for prices: consistent with the balances in the monthly note; no change to inputs.",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_quality(D: Day, t: float):
    txt = (f"**Research-Agent · Battery-grade specs cheat-sheet (for confirmations and QA) · {D.date}**\n```\n"
           "Li2CO3 battery grade   Li2CO3 ≥99.5%  Na ≤250ppm  K ≤10ppm  Ca ≤50ppm  Mg ≤80ppm  SO4 ≤800ppm  Fe ≤10ppm  "
           "magnetic ≤0.3ppm  H2O ≤0.4%  D50 3-8µm\n"
           "LiOH·H2O battery grade LiOH ≥56.5%  CO3 ≤0.7%  Na ≤20ppm  K ≤50ppm  Ca ≤15ppm  Fe ≤7ppm  magnetic ≤1ppm\n"
           "SC6 spodumene          Li2O 6.0% basis (±0.1 per 0.1% pro-rata)  Fe2O3 ≤1.5%  moisture ≤10%  mica ≤4%\n"
           "Co metal std grade     Co ≥99.80%  cathode or briquette  LME-style brands\n"
           "Co(OH)2                Co 25-40% dry  Mn ≤5%  Cu ≤1%  moisture 20-50% (priced per wmt → dmt)  payable % of metal ref\n"
           "U3O8                   ASTM C967 concentrates; deliveries by book transfer at converters (ConverDyn, Cameco, Orano)\n```\n"
           "Common disputes: magnetic impurities (carbonate), moisture (SC6, hydroxide), umpire choice. Contracts should name "
           "the final assay location and umpire lab explicitly.")
    return D.add(t, "research", txt)


def research_nickel_deck(D: Day, t: float):
    r = D.rng
    txt = "\n\n".join([
        f"**Research-Agent · Nickel quarterly deck (text version) · {D.date}**",
        f"**1. Price and curve.** LME 3M {c(D.ni)} $/t, cash-3s contango ~{r.randint(120, 190)} $/t, 15-month spread in full "
        f"carry. SHFE {D.shfe_ni} {c(D.shfe)} CNY/t; import arbitrage closed. Volatility (3M realised) {r.randint(12, 19)}%, lowest "
        "since 2020.",
        "**2. Supply.** Indonesia ~60% of mined supply; NPI and matte capacity still growing; HPAL MHP the main battery-chain "
        "feed. Outside Indonesia, high-cost sulphide mines (Australia, New Caledonia) remain closed or on care and maintenance; "
        "Russian output steady. Philippine ore exports seasonal (rainy season Q4-Q1).",
        "**3. Demand.** Stainless (two thirds of demand) weak on Chinese property; batteries growing but high-nickel chemistries "
        "losing share to LFP; alloys and plating steady. Net demand growth ~4% vs supply growth ~7%.",
        f"**4. Inventories.** LME ~{r.randint(175, 215)}kt and rising; SHFE ~{r.randint(25, 45)}kt; Chinese social stocks of NPI "
        "and refined elevated. Inventory cover the highest since 2019.",
        "**5. Cost curve.** 90th percentile cash cost (incl. NPI with royalties) around 15,500-16,500 $/t; Indonesian RKEF "
        "producers are cash-positive at current prices, which is why supply does not respond.",
        "**6. Scenarios.** Base: range trade 14,800-16,500 with a contango. Upside: RKAB cuts or a royalty shock lift ore costs "
        "(+10-15%). Downside: Chinese stainless slump, further LME stock build (−8%).",
        "**7. Positioning.** Funds heavily short; commercials long. Squeeze risk elevated on Indonesian headlines.",
        "Purpose: reference for the quarterly risk review. No recommendation in this deck.",
    ])
    m = D.add(t, "research", txt)
    m.near = True
    return m


def research_spread_study(D: Day, t: float):
    r = D.rng
    rows = "\n".join(f"{y}  avg {c(v)} $/t  min {c(v - r.randint(300, 700))}  max {c(v + r.randint(400, 1500))}"
                     for y, v in ((2022, r.randint(-900, 600)), (2023, r.randint(500, 2500)), (2024, r.randint(300, 1200)),
                                  (2025, D.lioh - D.lc)))
    txt = (f"**Research-Agent · LiOH–Li2CO3 spread study · {D.date}**\n"
           f"CIF CJK spread today {c(D.lioh - D.lc)} $/t.\n```\n{rows}\n```\n"
           "Drivers: (1) high-nickel share in cathode demand (falling), (2) conversion cost from carbonate to hydroxide "
           "(~1,000-1,500 $/t incl. lime and energy), (3) spodumene-to-hydroxide direct routes in China and Australia, "
           "(4) contract-season timing. When the spread is below conversion cost, converters switch to carbonate, which is "
           "self-correcting over 2-3 quarters. A long-hydroxide / short-carbonate spread position would have lost money in "
           "each of the last six quarters; the historical analogue suggests the turn comes when Korean contract volumes for "
           "the following year are fixed. Study only.")
    m = D.add(t, "research", txt)
    m.near = True
    return m


def build_day(seed, ch, d, day_start) -> Day:
    D = Day(seed, ch, d, day_start)
    scene_book(D)
    s1 = scene_lc_physical(D)
    scene_gfex_hedge(D, s1["fill_t"])
    scene_nickel(D)
    scene_cobalt(D)
    scene_uranium(D)
    scene_spodumene(D)
    research_uranium(D, D.rand_time(11.0, 13.0))
    research_nico_analysis(D, D.rand_time(13.0, 15.0))
    scene_credit_risk(D)
    scene_triage(D)
    scene_misc_near(D)
    scene_deleted_fill(D)
    scene_thesis_extra(D)
    w = wa_colour(D)
    ch_msgs = desk_chatter(D, w)
    research_morning(D, D.rand_time(0.0, 0.5))
    research_china_digest(D, D.rand_time(1.0, 3.0))
    eod_handover(D, 16.5 * 3600 + D.rng.uniform(0, 1200))
    credit_eod(D, 22 * 3600 + D.rng.uniform(600, 1500))
    pnl_eod(D, 17 * 3600 + D.rng.uniform(0, 900))
    shipment_tracker(D, D.rand_time(5, 7))
    research_cobalt_deepdive(D, D.rand_time(3.0, 6.0))
    research_london_open(D, D.rand_time(6.5, 7.5))
    research_flows(D, D.rand_time(14.0, 16.0))
    qa = research_qa_thread(D)
    research_gfex_primer(D, qa)
    research_policy_tracker(D, D.rand_time(11.0, 14.0))
    research_freight(D, D.rand_time(6.0, 8.0))
    dmitri_memo(D)
    research_results_digest(D, D.rand_time(9.0, 12.0))
    research_quality(D, D.rand_time(3.0, 8.0))
    research_nickel_deck(D, D.rand_time(7.0, 10.0))
    research_spread_study(D, D.rand_time(12.0, 15.0))
    triage_report(D, 9 * 3600 + D.rng.uniform(60, 300), 9)
    triage_report(D, 15 * 3600 + D.rng.uniform(60, 300), 15)
    wen_cn_summary(D, D.rand_time(1.0, 2.0))
    lena_ops(D)
    research_substitution(D, D.rand_time(10.0, 13.0))
    research_rfp_tracker(D, D.rand_time(13.0, 16.0))
    research_asia_close(D, D.rand_time(8.0, 9.0))
    research_storage_qa(D)
    ops_reports(D)
    pricewire_commentary(D)
    research_cost_curve(D, D.rand_time(4.0, 6.0))
    long_thoughts(D)
    mod_notice(D)
    research_calendar(D, D.rand_time(15.0, 17.0))
    research_balance(D, D.rand_time(10.0, 12.0))
    research_weekly_review(D, D.rand_time(15.0, 17.0))
    add_news_context(D)
    noise(D, w + ch_msgs)
    return D


def build_day_ok(seed, ch, d, day_start) -> Day:
    """Deterministically resample until the day's volume is inside the brief's ranges."""
    best = None
    for k in range(40):
        D = build_day(seed if k == 0 else f"{seed}/{k}", ch, d, day_start)
        n = len(D.msgs)
        hard = sum(1 for m in D.msgs if m.hard)
        noise_n = sum(1 for m in D.msgs if m.noise)
        b = sum(len(m.content.encode("utf-8")) for m in D.msgs)
        if 190 <= n <= 310 and 28 <= hard <= 44 and 0.27 <= noise_n / n <= 0.38 and 75_000 <= b <= 115_000:
            return D
        best = best or D
    return best


# ---------------------------------------------------------------- assembly
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    all_msgs: list[M] = []
    for ch in range(channels):
        cid = channel_id(ch)
        prev = None
        for d in range(days):
            start = end - timedelta(days=days - d)
            D = build_day_ok(seed, ch, d, start)
            if prev is not None:
                # the lead unpins yesterday's book and watchlist when pinning today's
                for old, new in zip(prev.book_msgs, D.book_msgs):
                    tp, by, _ = old.pins[0]
                    old.pins[0] = (tp, by, new.pins[0][0] + 86400.0 * (d - prev.d) + 5)
            prev = D
            base_ms = int(start.timestamp() * 1000)
            for m in D.msgs:
                m.ms = base_ms + int(m.t * 1000)
                m.chan = cid
            all_msgs.extend(D.msgs)
    # unique, strictly increasing ms across all channels; thread starters before their thread messages
    all_msgs.sort(key=lambda m: (m.ms, m.chan, m.who))
    last = -1
    for i, m in enumerate(all_msgs):
        if m.ms <= last:
            m.ms = last + 1
        last = m.ms
        m.id = str(snowflake(m.ms, 1 + (int(m.chan[-3:]) % 5), i % 4096))
    for m in all_msgs:
        if m.thread is not None:
            assert m.thread.ms < m.ms
    events = []  # (ms, order, dict)

    def chan_of(m):
        return m.thread.id if m.thread is not None else m.chan

    def base(m):
        d = {"guild_id": GUILD_ID, "channel_id": chan_of(m)}
        if m.thread is not None:
            d["parent_channel_id"] = m.chan
        return d

    bulk_groups = {}
    for m in all_msgs:
        pid, name, bot = PEOPLE[m.who]
        msg = {"id": m.id, "author_id": pid, "author_name": name, "author_bot": bot, "created_at": iso(m.ms),
               "content": m.content, "attachments": [], "embeds": m.embeds,
               "reference_id": m.ref.id if m.ref is not None else None, "pinned": False}
        ev = {"op": "create", **base(m), "message": msg}
        events.append((m.ms, 0, m.id, ev))
        day0 = m.ms - int(m.t * 1000)

        def at(tsec):
            return max(day0 + int(tsec * 1000), m.ms + 1)

        for (te, txt) in m.edits:
            ms = at(te)
            events.append((ms, 1, m.id, {"op": "edit", **base(m), "message_id": m.id, "edited_at": iso(ms), "content": txt}))
        for (tp, by, tu) in m.pins:
            ms = at(tp)
            events.append((ms, 2, m.id, {"op": "pin", **base(m), "message_id": m.id, "by": PEOPLE[by][0], "at": iso(ms)}))
            if tu is not None:
                ms2 = at(tu)
                events.append((ms2, 2, m.id, {"op": "unpin", **base(m), "message_id": m.id, "by": PEOPLE[by][0], "at": iso(ms2)}))
        for (tr, emo, who, trm) in m.reactions:
            ms = at(tr)
            events.append((ms, 3, m.id, {"op": "reaction_add", **base(m), "message_id": m.id, "emoji": emo,
                                         "user_id": PEOPLE[who][0], "at": iso(ms)}))
            if trm is not None:
                ms2 = at(trm)
                events.append((ms2, 3, m.id, {"op": "reaction_remove", **base(m), "message_id": m.id, "emoji": emo,
                                              "user_id": PEOPLE[who][0], "at": iso(ms2)}))
        if m.deleted_at is not None:
            ms = at(m.deleted_at)
            events.append((ms, 4, m.id, {"op": "delete", **base(m), "message_id": m.id, "deleted_at": iso(ms)}))
        if m.forgot is not None:
            ms = at(m.forgot[0])
            events.append((ms, 4, m.id, {"op": "forget", **base(m), "message_id": m.id,
                                         "requested_by": PEOPLE[m.forgot[1]][0], "at": iso(ms)}))
        if m.bulk is not None:
            key = (chan_of(m), m.bulk[1])
            g = bulk_groups.setdefault(key, {"ms": at(m.bulk[0]), "ids": [], "base": base(m)})
            g["ids"].append(m.id)
    for (cidk, tok), g in bulk_groups.items():
        events.append((g["ms"], 4, g["ids"][0], {"op": "bulk_delete", **g["base"], "message_ids": g["ids"], "deleted_at": iso(g["ms"])}))
    events.sort(key=lambda e: (e[0], e[1], int(e[2])))
    # labels
    hard, sup, removed, noise_ids, near_ids, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in all_msgs:
        cid = chan_of(m)
        if m.hard:
            et, facts, ph = m.hard
            if m.forgot is not None:
                fs = "forgotten"
            elif m.deleted_at is not None or m.bulk is not None:
                fs = "deleted"
            elif m.edits:
                fs = "edited"
            else:
                fs = "live"
            hard.append({"channel_id": cid, "message_id": m.id, "event_type": et, "facts": facts, "phrasing": ph,
                         "final_state": fs})
        for s in m.superseded:
            sup.append([cid, m.id, s])
        if m.removed_snippet:
            removed.append(m.removed_snippet)
        if m.noise:
            noise_ids.append(m.id)
        if m.near:
            near_ids.append(m.id)
        if m.idiom and m.idiom[0] in IDIOM_KEEP and m.idiom[0] not in seen_idioms:
            seen_idioms.add(m.idiom[0])
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise_ids, "near_miss_ids": near_ids, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="capture JSONL path")
    ap.add_argument("--labels", required=True, help="labels JSON path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    print(f"{DESK}: {sum(1 for e in res['events'] if e['op'] == 'create')} messages, "
          f"{len(res['events'])} events, {len(lab['hard_events'])} hard, {len(lab['noise_message_ids'])} noise, "
          f"{len(lab['near_miss_ids'])} near-miss, {len(lab['idioms'])} idioms -> {a.out}, {a.labels}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
