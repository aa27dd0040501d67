#!/usr/bin/env python3
"""Desk generator: Taipei semiconductor & tech desk of a regional fund.

TWSE/TPEx equities (2330, 2454, 3711, 2382, 6669 held; 3661, 2303, 2317 on watch),
TSM ADR, TAIFEX TX/MTX futures and TXO options (monthly + weekly), USD/TWD NDF hedges.
Traders write Traditional Chinese mixed with English tickers; the desk head approves with
one character or an emoji; an English research agent (Formosa-R) posts long reports;
bots print fixed-width broker lines, TAIFEX embeds, key=value risk lines, news, PnL, noise.

Standard library only.  Pure function of its arguments:

    generate(seed=1, end=None, channels=1, days=1) -> {"events": [...], "labels": {...}}

CLI:
    python -m tests.desks.taipei_twse_semis_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

The CLI writes both files, loads the capture back and checks the labels against it.
Script times are Asia/Taipei wall-clock offsets from the start of each day; with the
default `end` (2026-12-07T16:00Z = Tue 00:00 Taipei) the day is Monday 2026-12-07 local.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "taipei_twse_semis_desk"
DISCORD_EPOCH_MS = 1420070400000
TPE = timezone(timedelta(hours=8))
DEFAULT_END = datetime(2026, 12, 7, 16, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1186403972215758919"

HARD_TYPES = (
    "trade_proposal", "trade_approval", "trade_confirmation", "trade_fill",
    "stop_or_target_change", "route_decision", "no_route_decision",
    "held_position_news", "watchlist_news", "thesis_update", "risk_limit",
)


def _hid(*parts, lo=1_150_000_000_000_000_000, hi=1_390_000_000_000_000_000) -> str:
    h = int(hashlib.sha256("|".join(str(p) for p in parts).encode()).hexdigest(), 16)
    return str(lo + h % (hi - lo))


def _channel_id(index: int) -> str:
    return _hid("twse-semis-desk-channel", index)


# key -> (display name, bot?)
PEOPLE = {
    "kevin": ("Kevin林", False),          # desk head, approves
    "jerry": ("Jerry吳", False),          # cash-equity trader
    "vivian": ("Vivian蔡", False),        # analyst/trader
    "eddie": ("Eddie黃 期貨", False),      # futures/options + FX hedges
    "grace": ("Grace周 | Risk", False),   # risk manager
    "amy": ("Amy 交割", False),            # settlement ops
    "tony": ("Tony (自營部)", False),      # another desk
    "formosa": ("Formosa-R", True),       # research agent
    "bridge": ("BrokerBridge", True),
    "taifex": ("TAIFEX-Clearing", True),
    "risk": ("RiskEngine", True),
    "news": ("NewsWire 新聞快訊", True),
    "px": ("PxAlert", True),
    "pnl": ("PnL-Bot", True),
    "cron": ("cron", True),
    "ci": ("CI", True),
    "hb": ("gw-heartbeat", True),
    "router": ("news-router", True),
}
AUTHOR_IDS = {k: _hid("twse-semis-author", k, lo=700_000_000_000_000_000,
                      hi=1_300_000_000_000_000_000) for k in PEOPLE}


# ---------------------------------------------------------------- price helpers

def _tick(p: float) -> float:
    if p < 10:
        t = 0.01
    elif p < 50:
        t = 0.05
    elif p < 100:
        t = 0.1
    elif p < 500:
        t = 0.5
    elif p < 1000:
        t = 1.0
    else:
        t = 5.0
    return round(round(p / t) * t, 2)


def _px(p: float) -> str:
    """Human style: 1385, 238.5, 52.3."""
    if abs(p - round(p)) < 1e-9:
        return str(int(round(p)))
    return ("%.2f" % p).rstrip("0").rstrip(".")


def _fw(s: str) -> str:
    return s.translate(str.maketrans("0123456789,.", "０１２３４５６７８９，．"))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _local(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, tz=TPE)


# ---------------------------------------------------------------- one channel-day

class _Flow:
    ORDER = {"create": 0, "edit": 1, "pin": 2, "reaction_add": 3, "delete": 4,
             "bulk_delete": 4, "forget": 5}

    def __init__(self, seed, ch_index, day_index, day_start, channel_id, first):
        self.rng = random.Random(f"{DESK}|{seed}|{ch_index}|{day_index}")
        self.ch = channel_id
        self.t0 = int(day_start.timestamp() * 1000)
        self.worker = (ch_index * 11 + 5) % 32
        self.seq = self.rng.randrange(0, 3000)
        self.first = first
        self.events = []          # (ms, rank, n, dict)
        self.msgs = {}            # id -> state
        self.hard = []            # (id, type, facts, phrasing)
        self.noise = []
        self.near = []
        self.superseded = []
        self.removed = []
        self.idioms = []
        self.n = 0
        self.local_date = (day_start + timedelta(hours=8)).date() if day_start.tzinfo else None

    # times ---------------------------------------------------------------
    def at(self, h, m=0, s=0, jit=20):
        return self.t0 + ((h * 60 + m) * 60 + s) * 1000 + self.rng.randrange(0, jit * 1000 + 1)

    def after(self, ms, lo, hi=None):
        hi = lo if hi is None else hi
        return ms + int(self.rng.uniform(lo, hi) * 1000) + self.rng.randrange(0, 999)

    def _push(self, ms, op, d):
        self.n += 1
        self.events.append((ms, self.ORDER[op], self.n, d))

    # ops -----------------------------------------------------------------
    def post(self, ms, who, content="", *, embeds=None, ref=None, thread=None, kind=None,
             hard=None, idiom=None, attachments=None):
        mid = ((ms - DISCORD_EPOCH_MS) << 22) | (self.worker << 17) | (self.seq & 0x1FFFF)
        self.seq += 1
        mid = str(mid)
        if who == "news" and not content.startswith("【盤後籌碼"):
            head = content.split("\n")[0]
            for key, body in _NEWS_BODY:
                if key in head:
                    content = content + "\n" + body
                    break
            content += f"\n🔗 https://news.internal/tw/{(ms // 1000) % 10_000_000:07d}"
        name, bot = PEOPLE[who]
        chan = thread if thread else self.ch
        msg = {"id": mid, "author_id": AUTHOR_IDS[who], "author_name": name, "author_bot": bot,
               "created_at": _iso(ms), "content": content, "attachments": attachments or [],
               "embeds": embeds or [], "reference_id": ref, "pinned": False}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if thread:
            line["parent_channel_id"] = self.ch
        line["message"] = msg
        self._push(ms, "create", line)
        self.msgs[mid] = {"ch": chan, "content": content, "embeds": embeds or [], "state": "live",
                          "ms": ms}
        if kind == "noise":
            self.noise.append(mid)
        elif kind == "near":
            self.near.append(mid)
        if hard:
            etype, facts, phrasing = hard
            assert etype in HARD_TYPES, etype
            self.hard.append((mid, etype, list(facts), phrasing))
        if idiom and self.first:
            self.idioms.append({"message_id": mid, "idiom": idiom[0], "expected": idiom[1]})
        return mid

    def edit(self, mid, ms, content, superseded=()):
        st = self.msgs[mid]
        self._push(ms, "edit", {"op": "edit", "guild_id": GUILD_ID, "channel_id": st["ch"],
                                "message_id": mid, "edited_at": _iso(ms), "content": content})
        st["content"] = content
        if st["state"] == "live":
            st["state"] = "edited"
        for old in superseded:
            self.superseded.append([st["ch"], mid, old])

    def delete(self, mid, ms, snippet):
        st = self.msgs[mid]
        self._push(ms, "delete", {"op": "delete", "guild_id": GUILD_ID, "channel_id": st["ch"],
                                  "message_id": mid, "deleted_at": _iso(ms)})
        st["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, mids, ms, snippets):
        ch = self.msgs[mids[0]]["ch"]
        self._push(ms, "bulk_delete", {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                                       "message_ids": list(mids), "deleted_at": _iso(ms)})
        for m in mids:
            self.msgs[m]["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, mid, ms, by, snippet):
        st = self.msgs[mid]
        self._push(ms, "forget", {"op": "forget", "guild_id": GUILD_ID, "channel_id": st["ch"],
                                  "message_id": mid, "requested_by": AUTHOR_IDS[by],
                                  "at": _iso(ms)})
        st["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, mid, ms, by):
        st = self.msgs[mid]
        self._push(ms, "pin", {"op": "pin", "guild_id": GUILD_ID, "channel_id": st["ch"],
                               "message_id": mid, "by": AUTHOR_IDS[by], "at": _iso(ms)})

    def react(self, mid, ms, emoji, who):
        st = self.msgs[mid]
        self._push(ms, "reaction_add", {"op": "reaction_add", "guild_id": GUILD_ID,
                                        "channel_id": st["ch"], "message_id": mid, "emoji": emoji,
                                        "user_id": AUTHOR_IDS[who], "at": _iso(ms)})

    def finish(self, labels):
        for mid, etype, facts, phrasing in self.hard:
            st = self.msgs[mid]
            labels["hard_events"].append({
                "channel_id": st["ch"], "message_id": mid, "event_type": etype,
                "facts": facts, "phrasing": phrasing, "final_state": st["state"]})
        labels["superseded_facts"].extend(self.superseded)
        labels["removed_texts"].extend(self.removed)
        labels["noise_message_ids"].extend(self.noise)
        labels["near_miss_ids"].extend(self.near)
        labels["idioms"].extend(self.idioms)


# ---------------------------------------------------------------- bot formats

ACCT = "9A95-***164"


def _bridge(ms, typ, code, side, qty, px_text, tail, desk="TWSEMI", acct=ACCT):
    t = _local(ms).strftime("%H:%M:%S.") + "%03d" % (ms % 1000)
    return f"{t} {typ:<4} {desk:<7}{acct:<13}{code:<8}{side:<3}{qty:>7}  {px_text:<14}{tail}"


def _embed_taifex(title, desc, fields, footer):
    return [{"title": title, "description": desc, "author": "TAIFEX 期交所 清算回報",
             "fields": [{"name": n, "value": v, "inline": True} for n, v in fields],
             "footer": footer}]


def _traceback(rng, when, which):
    if which == 0:
        return (
            f"pnl-bot ERROR {when} [marks] refresh failed, serving stale marks\n"
            "```\nTraceback (most recent call last):\n"
            '  File "/srv/pnl-bot/pnl/marks.py", line 212, in refresh\n'
            "    px = self.src.last(code, max_age=self.max_age)\n"
            '  File "/srv/pnl-bot/pnl/sources/twse_mis.py", line 88, in last\n'
            "    raise StaleQuote(code, age)\n"
            f"pnl.sources.errors.StaleQuote: 6669 quote age {rng.randint(301, 900)}s > 300s "
            "(source=twse_mis, session=closed)\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/srv/pnl-bot/pnl/loop.py", line 57, in tick\n'
            "    self.marks.refresh(self.book.codes())\n"
            '  File "/srv/pnl-bot/pnl/marks.py", line 219, in refresh\n'
            "    self.fallback.fill(code)\n"
            '  File "/srv/pnl-bot/pnl/sources/fallback.py", line 31, in fill\n'
            "    r = self.http.get(self.url.format(code=code), timeout=2.0)\n"
            '  File "/usr/lib/python3.11/site-packages/requests/api.py", line 73, in get\n'
            '    return request("get", url, params=params, **kwargs)\n'
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='quotes.internal', "
            "port=443): Read timed out. (read timeout=2.0)\n```\n"
            f"retry in 60s (attempt {rng.randint(2, 4)}/5)")
    return (
        f"news-router WARN {when} handler crashed on item, skipped\n"
        "```\nTraceback (most recent call last):\n"
        '  File "/srv/news-router/router/main.py", line 141, in handle\n'
        "    tags = self.tagger.tag(item.headline, item.body)\n"
        '  File "/srv/news-router/router/tagger.py", line 64, in tag\n'
        "    code = self.alias[name]\n"
        f"KeyError: '{rng.choice(['創意-KY', '信驊', '健策', '奇鋐'])}'\n```\n"
        "item id=cnyes-" + str(rng.randint(5_400_000, 5_499_999)) + " dropped; alias table reload queued")


# ---------------------------------------------------------------- the day

def _script(f: _Flow):
    r = f.rng
    ld = f.local_date
    ds = ld.strftime("%Y-%m-%d")
    md = f"{ld.month}/{ld.day:02d}"
    dow = ld.strftime("%a")

    def day_str(k):
        x = ld + timedelta(days=k)
        return f"{x.month}/{x.day:02d}"

    # contract codes
    third_wed = [d for d in (ld.replace(day=1) + timedelta(days=i) for i in range(31))
                 if d.month == ld.month and d.weekday() == 2][2]
    if ld <= third_wed:
        txm = ld.strftime("%Y%m")
    else:
        nm = (ld.replace(day=28) + timedelta(days=5)).replace(day=1)
        txm = nm.strftime("%Y%m")
    wed = ld + timedelta(days=(2 - ld.weekday()) % 7)
    wn = (wed.day - 1) // 7 + 1
    if wed == third_wed:
        wed = wed + timedelta(days=7)
        wn = (wed.day - 1) // 7 + 1
    wk = f"{wed.strftime('%Y%m')}W{wn}"

    # prices -------------------------------------------------------------
    def jig(base, pct=0.025):
        return _tick(base * (1 + r.uniform(-pct, pct)))

    p2330 = jig(1465)
    p2454 = jig(1385)
    p3711 = jig(238)
    p2382 = jig(312)
    p6669 = jig(3180)
    p3661 = jig(3420)
    p2303 = _tick(52.3 * (1 + r.uniform(-0.02, 0.02)))
    adr = round(305.2 * (1 + r.uniform(-0.02, 0.02)), 2)
    tx = int(round(27150 * (1 + r.uniform(-0.015, 0.015))))
    ndf = round(31.18 * (1 + r.uniform(-0.004, 0.004)), 3)
    basis = r.randint(70, 95)
    idx = tx + basis

    # 2454 proposal + stops
    s0 = _tick(p2454 * 0.968)
    s1 = max(_tick(p2454 * 0.978), s0 + 5)
    s2 = max(_tick(p2454 * 0.986), s1 + 5)
    f2454 = p2454 - 5 * r.randint(0, 1)
    # 3711
    lp3711 = _tick(p3711 + 1.0)
    corr3711 = p3711
    wrong3711 = _tick(p3711 + 0.5)
    st3711 = _tick(p3711 * 0.93)
    tg3711 = _tick(p3711 * 1.08)
    # TXO
    K = int(round((tx - 350) / 100.0)) * 100
    prem = r.randint(104, 131)
    lim_txo = prem + 3
    # 2382
    lp2382 = _tick(p2382 + 0.5)
    st2382 = _tick(p2382 * 0.92)
    lim6 = 6.0
    avail = 85 * p2382 * 1000 / 1e8
    # 6669
    lu6669 = _tick(p6669 * 1.1)
    # block
    blk = _tick(p2330 * 0.992)
    # TX stops
    tx_stop = int(round((tx + 330) / 10.0)) * 10
    tx_tgt = int(round((tx - 500) / 10.0)) * 10
    # 3661
    st3661 = _tick(p3661 * 0.95)
    # TSM
    adr_lim = adr
    adr_st = round(adr * 0.95 * 2) / 2
    adr_fill = round(adr - 0.15, 2)
    prem_adr = round(r.uniform(17.0, 19.5), 1)

    names = {"2330": "台積電", "2454": "聯發科", "3711": "日月光投控", "2382": "廣達",
             "6669": "緯穎", "3661": "世芯-KY", "2303": "聯電", "2317": "鴻海"}
    last = {"2330": p2330, "2454": p2454, "3711": p3711, "2382": p2382, "6669": p6669,
            "3661": p3661, "2303": p2303, "2317": jig(236)}

    # ======================= heartbeats (noise, hourly) ==================
    up0 = r.randint(100, 400)
    for slot in range(16):
        h, m = divmod(slot * 90, 60)
        ms = f.at(h, m, 5, jit=40)
        f.post(ms, "hb", f"♥ hb tpe-gw1 bridge=UP taifex=UP risk=UP news=UP lag={r.randint(11, 95)}ms "
                         f"q={r.randint(0, 3)} uptime={up0 + slot * 1.5:.1f}h mem={r.randint(310, 420)}MB "
                         f"fix_seq={r.randint(18000, 19999)} md_lag={r.randint(2, 40)}ms build=v2.14", kind="noise")

    # ======================= overnight ====================================
    f.post(f.at(0, 6), "cron", f"cron[nightly-recon] {day_str(-3)} positions reconciled vs 券商/期貨商 · "
                               f"17 lines · breaks=0 · took {r.uniform(30, 60):.1f}s", kind="noise")
    f.post(f.at(0, 41), "news", "【美股】費城半導體指數上週五收漲 1.8%，輝達、博通、超微走高；"
                                "那斯達克 創收盤新高，10年債殖利率 4.11%", kind="noise")
    # reconnect storm, bulk-deleted later
    storm = []
    storm_snips = []
    t = f.at(2, 10, 0, jit=5)
    base_seq = r.randint(18700, 18800)
    for i in range(5):
        seqn = base_seq + 7 * i + r.randint(0, 5)
        txt = (f"⟳ BrokerBridge FIX TWSE-GW2 logon rejected: MsgSeqNum too low "
               f"(expected {seqn + 22}, got {seqn}) · retry {i + 1}/5 · backoff {2 ** i}s")
        storm.append(f.post(t, "bridge", txt, kind="noise"))
        storm_snips.append(f"expected {seqn + 22}, got {seqn}")
        t = f.after(t, 2 ** i, 2 ** i + 1)
    f.post(f.after(t, 3, 6), "bridge", f"✅ BrokerBridge FIX TWSE-GW2 session up · seq reset to {base_seq + 60} "
                                       f"· gap fill 0 msgs", kind="noise")
    f.bulk_delete(storm, f.at(2, 31), storm_snips)
    f.post(f.at(3, 15), "pnl", _traceback(r, f"{ds} 03:15:{r.randint(10, 59)},{r.randint(100, 999)}", 0),
           kind="noise")
    f.post(f.at(4, 40), "news", "【外電】美國11月非農就業 上週五公布 新增 18.6萬人 優於預期，"
                                "失業率 4.1%；FedWatch 12月降息機率 降至 58%", kind="noise")
    f.post(f.at(5, 5), "cron", f"cron[taifex-param] 保證金參數檔 已更新 · TX 原始保證金 NT$"
                               f"{r.choice(['35.9', '36.4', '37.2'])}萬 · MTX NT$"
                               f"{r.choice(['8.98', '9.10', '9.30'])}萬 · rows=1,284", kind="noise")

    # H1 held news: TSMC by company name only
    h1 = f.post(f.at(6, 10), "news",
                "【財訊快報】台積電 傳明年起 3奈米、2奈米 代工報價 再調漲 3~5%，主要客戶已陸續接受；"
                "法人估 2027 年毛利率 有望站穩 60%，先進封裝 CoWoS 報價 同步走揚",
                hard=("held_position_news", ["台積電", "代工報價 再調漲 3~5%"], "untagged"),
                idiom=("company-name-only headline on held name (台積電, no code)", "held_position_news"))
    # near-miss look-alike 台達電
    n_delta = f.post(f.at(6, 25), "news",
                     "【經濟日報】台達電 AI 資料中心 HVDC 電源 出貨倍增，董事長：明年資料中心營收占比 逾3成，"
                     "液冷 CDU 產能 再擴 2倍", kind="near",
                     idiom=("look-alike company name news (台達電 vs 台積電)", "not_hard"))
    f.post(f.at(6, 52), "ci", f"CI ✅ tw-risk-engine #{r.randint(4800, 4900)} (main) passed · "
                              f"{r.randint(600, 640)} tests · 3m{r.randint(10, 59)}s", kind="noise")
    f.post(f.at(7, 5), "amy", f"早～ {day_str(0)} 交割款 已入 交割戶，今天 T+2 應付 NT$"
                              f"{r.uniform(0.6, 1.4):.2f}億 沒問題")

    # H2 Formosa-R morning brief, buried thesis change on 6669
    adr_prev = round(adr * 0.995, 2)
    morning = (
        f"**Formosa-R · Morning brief · {ds} ({dow}) · TW semis/tech book**\n"
        "_Sources: overnight US close, TAIFEX/TWSE pre-open files, channel checks (2), sell-side notes (5). "
        "Times Asia/Taipei._\n\n"
        "**1) Overnight tape**\n"
        "• SOX +1.8% on Friday; NVDA +2.4%, AVGO +3.1%, AMD +1.2%, MU +0.6%. Breadth was narrow — the "
        "top-10 weights did ~70% of the move.\n"
        f"• TSM ADR closed US${adr_prev:.2f} (+2.1%). Implied ADR premium vs 2330 at {prem_adr + 1.6:.1f}% "
        "(20d avg 19.4%, 1y range 12–27%).\n"
        f"• USD/TWD NDF 1M last {ndf + 0.012:.3f}; TWD a touch firmer into the CBC meeting week. Foreign "
        "investors were net sellers of TW equities on Friday (NT$152億) but net buyers of TX (+1,920 contracts).\n"
        "• US 10y 4.11%, DXY 99.2, WTI 68.4. Nothing in the macro calendar today that matters for our names "
        "before Wednesday's FOMC.\n\n"
        "**2) Sector read**\n"
        "Server ODMs: two hyperscalers have pulled their 1Q27 rack build plans forward by roughly three weeks "
        "(two independent checks at rack integrators in Taoyuan and one at a Mexican L11 site). The mix is "
        "shifting toward full GB300 NVL72 racks shipped ODM-direct, which takes share from L10 integrators and "
        "compresses rack-level margin for whoever is not doing the L11 integration in-house. Lead times for "
        "liquid-cooling manifolds have stretched to 14–16 weeks.\n"
        "Foundry: N3 utilisation stays above 100% through 1H27 on our numbers; N2 ramp yields are reported in "
        "the high-60s, in line with the plan we already model. The wafer-price headline overnight is consistent "
        "with what we heard in October and is largely inside our 2027 gross-margin assumption (59.8%).\n"
        "Packaging/OSAT: CoWoS-L capacity adds of ~20k wpm for 2027 are now consensus. The incremental upside in "
        "our framework sits with outsourced back-end (oS + final test), where 3711 is the cleanest listed "
        "exposure; the SPIL side was described to us as \"full through Chinese New Year\".\n"
        "Handset SoC: channel inventory at Chinese OEMs normalised in November; flagship sell-through for the "
        "Dimensity 9500 cycle is running ~8% ahead of the prior generation at the same point.\n\n"
        + _positioning(r) + _sellside(r) +
        "**3) Book review**\n"
        "```\n"
        "code   name        stance        conviction   note\n"
        "2330   台積電       core long     HIGH         pricing power, N2 ramp on plan\n"
        "2454   聯發科       long          MED-HIGH     flagship share, ASIC optionality\n"
        "3711   日月光投控    not held      MED          CoWoS back-end outsourcing\n"
        "2382   廣達         long          MED          rack mix, margin watch\n"
        "6669   緯穎         long          see below    —\n"
        "TSM    ADR          long          HIGH         premium monitored\n"
        "TX/TXO hedge        short delta   —            ~38% of beta-adj. delta covered\n"
        "```\n"
        "On 6669 Wiwynn we are cutting conviction from HIGH to MEDIUM as of today: the ODM-direct mix shift "
        "dilutes its rack margin and most of the 1Q27 pull-in accrues to peers; the share-gain thesis itself is "
        "intact, so this is not an exit call, but we stop adding.\n"
        "Elsewhere the book is consistent with our research views. 2382 remains the name where our margin model "
        "has the widest error band; we revisit after Quanta's December sales print.\n\n"
        "**Data refreshed overnight:** TWSE/TPEx daily quotes and margin balances, TAIFEX large-trader and "
        "institutional OI files, MOPS monthly-sales calendar, DRAMeXchange spot (DDR5 16Gb +0.8% w/w), TrendForce "
        "server tracker (November cut), customs export orders (electronics +21% y/y, released Friday).\n\n"
        "**4) Calendar (Asia/Taipei)**\n"
        f"• {day_str(1)} — TWSE monthly sales window opens; 2330 November revenue expected ~{day_str(3)}.\n"
        f"• {day_str(2)} — TXO weekly ({wk}) final settlement 13:30; FOMC decision overnight into Thu 03:00.\n"
        f"• {day_str(3)} — CBC board meeting; USD/TWD fixing risk around the statement.\n"
        f"• {day_str(4)} — 2317 and 2382 November sales (consensus +15% / +9% y/y).\n\n"
        "**5) Risks we are watching**\n"
        "• Export-control headlines on advanced-node tools (low probability this week, high impact on 2330).\n"
        "• ADR premium compression if US semis reverse: historical drawdowns of 4–6 pts within a week.\n"
        "• TWD strength into the CBC meeting: a 1% move is roughly NT$0.9億 of translation on the unhedged sleeve.\n"
        "• Crowding: 2330 foreign ownership at 72.9%, near the top of its 5y range.\n\n"
        "**7) Q&A carried over from Friday**\n"
        "• Q: Does the wafer-price increase flow through to design-house margins in 2027? A: Partly. Turnkey "
        "contracts reprice at programme boundaries, so most of the 2027 cost increase lands on new programmes; "
        "existing programmes absorb it until renegotiation.\n"
        "• Q: How sensitive is the hedge to a gap at Thursday's open? A: See the hedge analytics this afternoon; "
        "short answer: the weekly puts carry most of the convexity, the TX short carries the linear part.\n"
        "• Q: Why does the ADR premium mean-revert more slowly this year? A: Larger passive ownership of the ADR "
        "and fewer active arbitrageurs given the local ownership caps; half-life went from ~3 to ~5 sessions.\n\n"
        "**Appendix — overnight headline log (not book names)**\n"
        "• 00:41 US semis close: SOX +1.8%, breadth narrow.\n"
        "• 04:40 US payrolls beat; FedWatch December cut odds ~58%.\n"
        "• 06:25 Delta Electronics HVDC power shipments doubling (different company from the foundry).\n"
        "• overnight: Samsung HBM4 output target chatter; no confirmation.\n"
        "• overnight: Japan machine-tool orders +7% y/y; KOSPI futures flat.\n"
        "• overnight: Brent ~US$72; gold ~US$2,690.\n"
        "• overnight: European autos weak on tariff headlines; no TW read-across in our names.\n\n"
        "**6) Housekeeping**\n"
        "• The news router missed three aliases overnight (new KY listings); they are queued for the table reload.\n"
        "• TWSE-GW2 needed a sequence reset at 02:30; no orders were in flight, nothing to reconcile.\n"
        "• The MOPS calendar feed still lists US CPI for tomorrow; it is next week. Known bug, ticket open.\n"
        "• Reminder: research posts are inputs; sizing and execution decisions stay with the desk.\n\n"
        "_Next: midday notes ~11:00, wrap ~20:30._")
    h2 = f.post(f.at(7, 32), "formosa", morning,
                hard=("thesis_update", ["6669 Wiwynn", "HIGH to MEDIUM"], "buried"),
                idiom=("conviction change buried mid-report in English research post", "thesis_update"))
    f.pin(h2, f.at(7, 36), "kevin")
    # thread on the morning brief
    th2 = h2
    tm = f.at(7, 44)
    f.post(tm, "jerry", "6669 降 conviction 之後 要不要先減一點？還是等 12月營收？", thread=th2, kind="near")
    f.post(f.after(tm, 90, 200), "formosa",
           "Research view only: trims would be consistent with MEDIUM conviction, but sizing is the desk's call. "
           "The December sales print (Jan 10) is the next hard data point. For context, the two things that would "
           "move us back up are (1) evidence that the ODM-direct shift is limited to one hyperscaler and (2) a "
           "margin disclosure in the next call showing rack-level pricing held; the two things that would move us "
           "further down are share loss at the second hyperscaler and a liquid-cooling cost pass-through failure. "
           "None of those is observable before mid-January.", thread=th2)
    f.post(f.after(tm, 260, 400), "vivian", "了解 🙏", thread=th2, kind="noise")

    f.post(f.at(7, 48), "news", "【MoneyDJ】緯創 11月營收 NT$2,0" + str(r.randint(10, 99)) +
           "億 月減 4%，筆電 出貨 淡季；AI 伺服器 占比 持續拉高", kind="near")
    f.post(f.at(7, 55), "kevin", "早 這週 FOMC + 央行 + 營收，大家 size 注意一下，delta 每小時看一次")
    f.post(f.at(8, 0, 30), "cron", f"cron[news-router] overnight: {r.randint(35, 60)} headlines scanned · 0 routed · "
                                   f"{r.randint(2, 5)} tagged watch · alias misses {r.randint(1, 4)}",
           kind="near")

    # H3 risk limit set (pinned)
    h3 = f.post(f.at(8, 5), "risk",
                f"RISK ts={ds}T08:05:00+08 desk=TWSEMI event=LIMIT_SET 標的=2330 單一個股上限=NT$25億 前值=NT$20億 "
                f"其他個股上限=NT$6億 台指期淨部位上限=-120口 (含TXO delta) gross上限=NT$68億 set_by=grace.chou "
                f"ticket=RSK-{r.randint(4400, 4499)}",
                hard=("risk_limit", ["LIMIT_SET", "單一個股上限=NT$25億", "台指期淨部位上限=-120口"], "structured"))
    f.pin(h3, f.at(8, 7), "kevin")
    f.react(h3, f.at(8, 7, 10), "📌", "kevin")
    f.post(f.at(8, 9), "grace", "上面那個 是我調的，2330 因為 鉅額 那筆 先放寬，有問題 找我 🙏")
    f.post(f.at(8, 12), "grace", "下週如果 VaR 再上去，2330 上限 可能要降回 20億，先講", kind="near")

    # H4 shorthand proposal 2454
    h4 = f.post(f.at(8, 20), "jerry", f"2454 b 20張 {_px(p2454)} 停損{_px(s0)}",
                hard=("trade_proposal", ["2454", "b", "20張", _px(p2454), f"停損{_px(s0)}"], "shorthand"),
                idiom=("shorthand proposal: code b N張 price 停損X", "trade_proposal"))
    f.post(f.at(8, 22, 30), "vivian", "如果 3661 跌到 3,300 要不要接一點？",
           kind="near", idiom=("如果…要不要 hypothetical question", "not_hard"))
    f.post(f.at(8, 24, 30), "vivian", "👍", ref=h4, kind="near")
    h5 = f.post(f.at(8, 31), "kevin", "好 20張", ref=h4,
                hard=("trade_approval", ["好", "20張"], "reply"),
                idiom=("one-character approval reply 好 + size echo", "trade_approval"))
    # H6 prose proposal 3711
    h6 = f.post(f.at(8, 40), "vivian",
                f"開盤想先建 3711 日月光投控 50張，限價 {_px(lp3711)} 以內買進，停損 {_px(st3711)}、目標 {_px(tg3711)}。"
                "理由：CoWoS 後段 外包 明年量能 翻倍，投信 這週 連買，評價 還在 15x 附近。",
                hard=("trade_proposal", ["3711", "50張", f"{_px(lp3711)} 以內買進", f"停損 {_px(st3711)}"],
                      "untagged"))
    f.post(f.at(8, 46), "jerry", "日月光投控 投信 已經 連買 5天了 (讚)")
    f.post(f.at(8, 52), "kevin", "可 👍", ref=h6, hard=("trade_approval", ["可", "👍"], "reply"))
    f.post(f.at(8, 55), "tony", f"(自營部) 我們今天 2330 會賣 300張 調節，跟你們的單 無關 fyi 🙏",
           kind="near", idiom=("another desk (自營部) announces its own trade", "not_hard"))
    f.post(f.at(8, 57), "jerry", f"模擬單 📝 3661 b 10張 {_px(p3661)} 停損{_px(st3661)}（新策略 paper，不用下）",
           kind="near", idiom=("模擬單 paper trade in shorthand", "not_hard"))
    f.post(f.at(8, 59, 30, jit=5), "px", f"🔔 試撮 2330 台積電 {p2330 + 5:,.0f} (+0.3%) · 2454 聯發科 "
                                          f"{p2454:,.0f} (0.0%) · 加權 試撮 {idx + 40:,}", kind="noise")

    # open
    t_open = f.at(9, 0, 2, jit=1)
    f.post(t_open, "bridge", _bridge(t_open, "ORD", "2454", "B", "20張", f"LMT {p2454:.2f}", "ROD  oid=TW7A31C2"),
           hard=("trade_confirmation", ["ORD", "2454", "20張", f"{p2454:.2f}"], "structured"),
           idiom=("fixed-width broker bridge ORD line", "trade_confirmation"))
    t = f.after(t_open, 35, 50)
    f.post(t, "bridge", _bridge(t, "FILL", "2454", "B", "20張", f"@ {f2454:.2f}", "cum=20/20  oid=TW7A31C2"),
           hard=("trade_fill", ["FILL", "2454", "20張", f"{f2454:.2f}"], "structured"))
    t = f.after(t, 20, 40)
    prop_px = _tick(p2330 - 5)
    f.post(t, "bridge", _bridge(t, "FILL", "2330", "賣", "300張", f"@ {prop_px:.2f}", "cum=300/300  oid=PX0093",
                                desk="PROP01", acct="8B21-***502"),
           kind="near")
    t = f.at(9, 2, 10)
    h10 = f.post(t, "bridge", _bridge(t, "PFIL", "3711", "買", "30張", f"@ {wrong3711:.2f}", "cum=30/50  oid=TW7A31C5"),
                 hard=("trade_fill", ["PFIL", "3711", "30張", f"{corr3711:.2f}"], "structured"),
                 idiom=("partial fill whose price is corrected by an edit", "trade_fill"))
    f.edit(h10, f.at(9, 20), _bridge(t, "PFIL", "3711", "買", "30張", f"@ {corr3711:.2f}",
                                     "cum=30/50  oid=TW7A31C5  *價格更正 corr*"),
           superseded=[f"{wrong3711:.2f}"])
    f.post(f.at(9, 4), "jerry", "(讚)", kind="noise")
    h11 = f.post(f.at(9, 9), "jerry", f"2454 停損 {_px(s0)} 已掛 觸價單 (20張)",
                 hard=("stop_or_target_change", ["2454", f"停損 改 {_px(s2)}"], "untagged"),
                 idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    f.edit(h11, f.at(10, 15), f"2454 停損 改 {_px(s1)} 已掛 觸價單 (20張)", superseded=[_px(s0)])
    f.edit(h11, f.at(12, 40), f"2454 停損 改 {_px(s2)} 已掛 觸價單 (20張)｜成本 {_px(f2454)}", superseded=[_px(s1)])
    f.pin(h11, f.at(9, 10), "kevin")

    # TXO hedge
    cost = lim_txo * 50 * 40
    h12 = f.post(f.at(9, 12), "eddie",
                 f"[提案] 加 hedge：買 TXO {wk} {K}P 40口，限價 {lim_txo} 以內，週三到期，權利金 上限約 NT${cost / 10000:.0f}萬",
                 hard=("trade_proposal", ["[提案]", f"TXO {wk} {K}P", "40口", f"限價 {lim_txo}"], "tagged"))
    f.post(f.at(9, 14), "kevin", "👍 go", ref=h12, hard=("trade_approval", ["👍", "go"], "reply"))
    t = f.at(9, 18)
    f.post(t, "taifex", "", embeds=_embed_taifex(
        "期交所成交回報 TAIFEX Fill", "日盤 Day session · 經紀 · 新倉",
        [("商品", f"TXO {wk} {K}P"), ("買賣", "買進 BUY"), ("口數", "40"), ("成交價", str(prem)),
         ("權利金", f"NT${prem * 50 * 40:,}")],
        f"委託書號 kT{r.randint(1000, 9999)} · 帳號 F021-***731 · {md} {_local(t).strftime('%H:%M:%S')}"),
        hard=("trade_fill", [f"TXO {wk} {K}P", "BUY", "40", str(prem)], "embed"),
        idiom=("embed-only TAIFEX fill (fields + footer)", "trade_fill"))
    f.post(f.at(9, 25), "px", f"🔔 2330 台積電 {p2330 - 15:,.0f} ▼1.0% 跌破 5日線", kind="noise")
    f.post(f.at(9, 30), "vivian", f"2454 停損 要不要拉到 {_px(s1)}？今天 量滿大", kind="near")

    # H15 index news -> held TX/TXO
    f.post(f.at(9, 35), "news",
           f"【盤中快訊】加權指數 跌逾 300 點 暫報 {idx:,}，電子權值股 賣壓湧現；台指期 {txm[-2:]}月 逆價差 擴大至 {basis} 點",
           hard=("held_position_news", ["加權指數", "跌逾 300 點", "台指期"], "untagged"),
           idiom=("index headline = underlying of held TX/TXO", "held_position_news"))
    f.post(f.at(9, 37), "eddie", "hedge 有在，放心 😎")

    # 2382 proposal -> approval -> risk resize -> fill
    h16 = f.post(f.at(9, 40), "vivian",
                 f"提一下：2382 廣達 再加 120張，限價 {_px(lp2382)}，12月 出貨 應該會跳，停損 照舊 {_px(st2382)}",
                 hard=("trade_proposal", ["2382", "再加 120張", f"限價 {_px(lp2382)}"], "untagged"))
    f.post(f.at(9, 44), "kevin", "好 (讚)", ref=h16, hard=("trade_approval", ["好", "(讚)"], "reply"))
    t = f.at(9, 45, 10)
    h18 = f.post(t, "risk",
                 f"RISK ts={ds}T{_local(t).strftime('%H:%M:%S')}+08 desk=TWSEMI event=ORDER_RESIZE oid=TW7A31D9 標的=2382 "
                 f"方向=B 原張數=120 核准張數=80 原因=單一個股上限 上限=NT${lim6:.0f}億 現值=NT${lim6 - avail:.2f}億 "
                 f"可用=NT${avail:.2f}億 lot_round=10",
                 hard=("risk_limit", ["ORDER_RESIZE", "2382", "原張數=120", "核准張數=80"], "structured"),
                 idiom=("risk engine key=value with Chinese keys resizing an order", "risk_limit"))
    t = f.after(t, 100, 150)
    f.post(t, "bridge", _bridge(t, "FILL", "2382", "買", "80張", f"@ {p2382:.2f}",
                                "cum=80/80  oid=TW7A31D9  (risk resized 120→80)"),
           hard=("trade_fill", ["FILL", "2382", "80張", f"{p2382:.2f}"], "structured"))
    f.post(f.at(9, 50), "vivian", "被 risk 砍到 80張 😂", ref=h18)
    f.post(f.at(10, 0, 20), "pnl", _pnl(r, "10:00", last, stage=1, tx=tx, K=K, prem=prem, adr=adr, ndf=ndf),
           kind="noise")

    # block trade thread
    starter = f.post(f.at(10, 2), "jerry", "2330 鉅額 開串討論 👇 (元大 那邊 有量)")
    th = starter
    tt = f.at(10, 5)
    h20 = f.post(tt, "jerry",
                 f"提案：2330 鉅額配對 買進 800張，價格 {blk:,.0f} 以內，今天 14:00 前，對手 元大。分兩筆 400張 也 ok",
                 thread=th,
                 hard=("trade_proposal", ["2330", "鉅額配對 買進 800張", f"{blk:,.0f} 以內"], "untagged"))
    f.post(f.after(tt, 200, 260), "jerry", f"元大 那邊 報 {blk + 10:,.0f}，問我們 接不接？", thread=th, kind="near")
    f.post(f.after(tt, 420, 440), "kevin", f"可，上限 {blk:,.0f}", ref=h20, thread=th,
           hard=("trade_approval", ["可", f"上限 {blk:,.0f}"], "reply"))
    f.post(f.after(tt, 900, 1000), "jerry", "對方說 做到 1,000張 才肯讓價，要不要 乾脆做大？", thread=th, kind="near")
    f.post(f.after(tt, 1300, 1400), "jerry", "好 我再跟他們磨一下 🙃", thread=th)

    # midday
    f.post(f.at(10, 30), "news",
           f"【MoneyDJ】世芯-KY 傳拿下 北美 CSP 3奈米 AI ASIC 新案，2027 下半年 量產，法人 上修 明年 EPS 至 "
           f"{r.randint(150, 190)} 元",
           hard=("watchlist_news", ["世芯-KY", "3奈米 AI ASIC 新案"], "untagged"))
    f.post(f.at(10, 33), "news", "【經濟日報】聯詠 下修 第4季 驅動IC 出貨 財測，大尺寸 面板 庫存 調整 延長", kind="near")
    ph = f.post(f.at(10, 40), "jerry", f"元大 營業員 陳小姐 手機 0912-338-{r.randint(100, 999)} 有事 直接打")
    f.post(f.at(10, 45), "grace", f"TX 空單 如果 停損 設 {tx_stop + 120:,} 我覺得 比較合理啦，你們參考", kind="near")
    f.post(f.at(10, 50), "eddie", f"TX {txm} 空單 90口：停損 {tx_stop:,}、停利 {tx_tgt:,} 都掛上去了（觸價）",
           hard=("stop_or_target_change", [f"TX {txm}", f"停損 {tx_stop:,}", f"停利 {tx_tgt:,}"], "untagged"))
    f.forget(ph, f.at(10, 58), "kevin", ph_snip := "0912-338-")
    f.post(f.at(11, 0, 20), "pnl", _pnl(r, "11:00", last, stage=2, tx=tx, K=K, prem=prem, adr=adr, ndf=ndf),
           kind="noise")

    midday = (
        f"**Formosa-R · Midday notes · {ds} 11:05**\n"
        f"Morning in one line: electronics weights sold into the open, the index was down ~{r.randint(300, 360)} pts "
        f"at the lows, TX basis widened to {basis} pts backwardation, then a partial bid from domestic funds after 10:15.\n\n"
        "**Flows**\n"
        f"• Foreign net sell in TW equities ~NT${r.randint(80, 120)}億 by 11:00 (2330 ~41% of it). Domestic ETFs "
        "were net buyers of 2330/2454 for the third session.\n"
        f"• TAIFEX: foreign TX net short up ~{r.randint(900, 1400):,} contracts intraday (our estimate from the "
        "large-trader file, not official until 15:00).\n"
        f"• TXO: put skew steepened; {K - 300}P weekly IV at 23.8% vs 19.1% Friday. Put/call OI ratio 1.21.\n\n"
        "**What the tape would need to change anyone's mind**\n"
        "If 2454 loses the 1,350–1,360 area on volume, the technical picture from the November breakout would "
        "fail — that would be a question for the desk, not a recommendation from us. Likewise a hypothetical add "
        "in 2317 around 230 would only make sense if the December sales print confirms rack share; we do not have "
        "that evidence today.\n"
        "For 2330, a close below the 20d moving average has historically led to 3–5 sessions of underperformance "
        "vs the SOX, mostly via ADR-premium compression rather than absolute weakness. Sample: 31 episodes since "
        "2019, median relative drawdown 2.4%, hit rate of a rebound within 10 sessions 68%.\n\n"
        + _heatmap(r) + _branches(r) +
        "**Options tape**\n"
        f"Weekly TXO volume is running {r.randint(20, 45)}% above the 20d average at this hour. The biggest prints were "
        f"put spreads two to four strikes below spot, consistent with funds buying event protection into Thursday. "
        f"Call skew is flat; nobody is paying up for upside. Monthly TXO OI grew ~{r.randint(4, 9)}k contracts "
        "since the open, mostly puts.\n\n"
        "**FX**\n"
        "USD/TWD spot traded a 9-pip range until 10:30, then exporters sold into the foreign-outflow bid. 1M NDF "
        "points are slightly offered; the market is positioning for a quiet CBC, not for intervention.\n\n"
        "**Back-of-envelope**\n"
        f"A 1 pt TX move is NT$200 per contract; the hedge set (TX short + TXO puts) carries an index delta of "
        f"roughly −{r.randint(104, 116)} TX equivalents on our marks, gamma rising into Wednesday's expiry.\n"
        "A 10% move in 6669 is ~NT$0.19億 of PnL on the current size.\n"
        "An ADR premium move of 1 pt on the ADR sleeve is ~US$37k.\n\n"
        "**Asked in chat**\n"
        "• 聯詠's guidance cut is display-driver specific (large-size DDI inventory). It was quoted in chat as if "
        "it were 聯發科 news; it is a different company.\n"
        "• The 世芯-KY ASIC headline matches what we heard in November; details in the 3661 pre-earnings note.\n\n"
        "_Next update: wrap ~20:30._")
    mid_id = f.post(f.at(11, 5), "formosa", midday, kind="near")
    tq = f.at(11, 45)
    f.post(tq, "vivian", "問一下：2330 跌破 20日線 那 31 次 的 樣本，有 區分 外資 連賣 跟 沒有 連賣 的 情況 嗎？", thread=mid_id,
           kind="near")
    f.post(f.after(tq, 180, 300), "formosa",
           "Good question. Splitting the 31 episodes by foreign flow in the 3 sessions before the break:\n"
           "• foreign net sell ≥ NT$100億 cumulative (n=17): median relative drawdown vs SOX 3.1% over 5 sessions, "
           "rebound within 10 sessions in 59% of cases.\n"
           "• otherwise (n=14): median relative drawdown 1.6%, rebound within 10 sessions in 79% of cases.\n"
           "The difference is mostly driven by 2022 episodes; ex-2022 the gap narrows to ~0.8 pts. Small samples, "
           "wide error bands — I would not lean on it. Today sits in the first bucket.", thread=mid_id)
    f.post(f.after(tq, 600, 700), "eddie", "put skew 那段 的 IV 是 用 mid 還是 last？", thread=mid_id, kind="near")
    f.post(f.after(tq, 800, 900), "formosa",
           "Mid of the best bid/ask at 10:55, snapped from the TAIFEX feed, using the Black-76 model on the weekly "
           "future as underlying with a 1.45% rate. Last-trade IVs are noisier on the wings: several of the deep "
           "put prints were inside small crossed markets. If you want, I can post the full strike grid after the "
           "close with both versions side by side.", thread=mid_id)
    f.post(f.after(tq, 950, 1050), "eddie", "好 收盤 後 貼 一下 3Q", thread=mid_id)

    # 3661 proposal (full-width digits) -> "interesting" -> rejected hours later
    fw_px = _fw(_px(p3661))
    fw_st = _fw(_px(st3661))
    h24 = f.post(f.at(11, 20), "vivian", f"３６６１ 世芯 試單 １０張，{fw_px} 附近買，停損 {fw_st}，法說前 先卡位",
                 hard=("trade_proposal", ["３６６１", "１０張", fw_px, f"停損 {fw_st}"], "untagged"),
                 idiom=("full-width digits in a Chinese proposal", "trade_proposal"))
    f.post(f.at(11, 22), "kevin", "３６６１ 看起來 滿有意思 我想一下", ref=h24, kind="near")

    # 6669 trim -> approve -> REJ -> fill
    h25 = f.post(f.at(11, 25), "jerry", f"6669 s 5張 {_px(p6669)} 減碼 (per Formosa 降評)",
                 hard=("trade_proposal", ["6669", "s 5張", _px(p6669)], "shorthand"))
    f.post(f.at(11, 31), "kevin", "好 👍", ref=h25, hard=("trade_approval", ["好", "👍"], "reply"))
    t = f.at(11, 33)
    typo = p6669 * 10
    f.post(t, "bridge", _bridge(t, "REJ", "6669", "S", "5張", f"LMT {typo:.2f}",
                                f"oid=TW7A31E4  reason=價格超過漲停價({lu6669:.2f})"),
           hard=("trade_confirmation", ["REJ", "6669", f"{typo:.2f}", "價格超過漲停價"], "structured"))
    f.post(f.at(11, 34), "jerry", "手滑 多打一個 0 😅 重下")
    t = f.at(11, 36)
    f.post(t, "bridge", _bridge(t, "FILL", "6669", "S", "5張", f"@ {p6669:.2f}", "cum=5/5  oid=TW7A31E6"),
           hard=("trade_fill", ["FILL", "6669", "5張", f"{p6669:.2f}"], "structured"))
    f.post(f.at(11, 38), "eddie", "👌", kind="noise")
    f.post(f.at(12, 0, 15), "pnl", _pnl(r, "12:00", last, stage=3, tx=tx, K=K, prem=prem, adr=adr, ndf=ndf),
           kind="noise")
    f.post(f.at(12, 2), "amy", "便當 到了 🍱 排骨 雞腿 各半，自己拿", kind="noise")
    f.post(f.at(12, 10), "kevin",
           "2382 看法 下修到中性：AI server 出貨 遞延到 1Q，毛利率 也被 ODM-direct 吃掉，先不再加碼，現有部位 抱著",
           hard=("thesis_update", ["2382", "下修到中性"], "untagged"))

    rev = r.randint(7200, 7700)
    h30 = f.post(f.at(12, 20), "news",
                 f"【公告】鴻海 11月合併營收 NT${rev:,}億 年增 {r.uniform(14, 22):.1f}% 月增 {r.uniform(1, 6):.1f}%，"
                 "AI 伺服器 機櫃 出貨 季增 逾5成",
                 hard=("watchlist_news", ["鴻海", f"11月合併營收 NT${rev:,}億"], "untagged"))
    f.post(f.at(12, 22), "news", "【工商時報】廣明 旗下 達明機器人 11月營收 創高，協作手臂 打入 美系 車廠", kind="near")
    f.post(f.at(12, 23), "news", "【公告】鴻準 11月營收 年減 12.4%，機殼 出貨 淡季", kind="near")
    f.post(f.at(12, 25), "kevin", "@Formosa-R 這則 丟給 Vivian 追，明早給我結論", ref=h30,
           hard=("route_decision", ["丟給 Vivian", "明早給我結論"], "reply"),
           idiom=("reply routing a news item to a named person", "route_decision"))
    f.post(f.at(12, 27), "formosa", "Ack — Vivian owns the 鴻海 November-sales follow-up; I'll stage the revenue "
                                    "bridge model in the shared folder before 18:00.")
    f.post(f.at(12, 28), "vivian", "收到", kind="noise")

    # deleted proposal
    t = f.at(12, 50)
    hd = f.post(t, "jerry", f"2303 b 100張 {_px(p2303)} 聯電 先卡",
                hard=("trade_proposal", ["2303", "b 100張", _px(p2303)], "shorthand"))
    f.delete(hd, f.after(t, 35, 55), f"2303 b 100張 {_px(p2303)} 聯電 先卡")
    f.post(f.after(t, 70, 90), "jerry", "打錯 先刪 sorry")

    f.post(f.at(13, 0), "formosa",
           "Triage 13:00 · 2 headlines checked against book + watchlist\n"
           "• 台達電 HVDC 電源 (06:25) → Delta Electronics 2308: not held, not on watch → no action, not routed.\n"
           "• 緯創 11月營收 (07:48) → Wistron 3231: look-alike of 緯穎 6669 (held) but a different company → "
           "no action, not routed.",
           hard=("no_route_decision", ["台達電", "not routed"], "untagged"),
           idiom=("explicit no-action / not-routed triage by research agent", "no_route_decision"))

    t = f.at(13, 10)
    acct = f.post(t, "amy", f"交割提醒：明天 T+2 要扣 NT${r.uniform(1.1, 1.5):.2f}億，交割帳號 9A95-0387164 "
                            f"/ 台北富邦 營業部 保管專戶，有問題 找我")
    f.post(f.at(13, 14), "px", f"🔔 加權指數 {idx - 120:,} ▼1.4% 日低 · 櫃買 ▼0.9%", kind="noise")
    t = f.at(13, 20)
    f.post(t, "risk",
           f"RISK ts={ds}T{_local(t).strftime('%H:%M:%S')}+08 desk=TWSEMI event=LIMIT_BREACH 項目=台指期淨部位(含TXO delta) "
           f"現值=-128口 上限=-120口 超出=8口 action=BLOCK_NEW_SHORT 需回補=8口 owner=eddie.huang",
           hard=("risk_limit", ["LIMIT_BREACH", "現值=-128口", "需回補=8口"], "structured"))
    f.post(f.at(13, 21), "eddie", "收到 我處理")
    t = f.at(13, 24)
    f.post(t, "bridge", _bridge(t, "CXL", "3711", "買", "20張", f"LMT {lp3711:.2f}",
                                "oid=TW7A31C5  reason=收盤前 使用者取消"),
           hard=("trade_confirmation", ["CXL", "3711", "20張"], "structured"))
    f.post(f.at(13, 30), "kevin", "帳號 不要貼在 頻道 🙏 我請 mod 清掉了")
    f.forget(acct, f.at(13, 31), "kevin", "9A95-0387164")
    f.post(f.at(13, 32), "px", f"🔔 收盤 2330 {p2330 - 10:,.0f} · 2454 {p2454 - 15:,.0f} · 3711 {_px(p3711 - 1)} · "
                               f"2382 {_px(p2382 - 1.5)} · 6669 {p6669 - 25:,.0f}", kind="noise")
    pnl_close = f.post(f.at(13, 36), "pnl", _pnl(r, "13:35 收盤", last, stage=4, tx=tx, K=K, prem=prem, adr=adr, ndf=ndf),
           kind="noise")
    f.post(f.at(13, 37, 10), "kevin", "👍", ref=pnl_close, kind="noise")
    f.post(f.at(13, 40), "jerry", f"上週五 2330 那 200張 成交在 {p2330 - 25:,.0f} 比今天 好太多 😂", kind="near",
           idiom=("past fill told as history (上週五)", "not_hard"))

    # block fill in thread
    t = f.at(14, 5)
    hb = f.post(t, "bridge", _bridge(t, "FILL", "2330", "買", "800張", f"@ {blk:.2f}",
                                     "鉅額配對 cpty=元大 oid=BK2033"), thread=th,
                hard=("trade_fill", ["FILL", "2330", "800張", f"{blk:.2f}"], "structured"))
    f.react(hb, f.at(14, 7), "📌", "kevin")
    f.pin(hb, f.at(14, 7, 20), "kevin")
    f.post(f.at(14, 10), "jerry", "鉅額 搞定 (讚)(讚)", thread=th)
    f.post(f.at(14, 12), "vivian", "🔥🔥", thread=th, kind="noise")
    f.post(f.at(14, 2), "taifex", "", embeds=_embed_taifex(
        "每日結算價 Daily settlement (preliminary)", f"{md} 日盤",
        [("TX " + txm, f"{tx - 40:,}"), ("MTX " + txm, f"{tx - 40:,}"), (f"TXO {wk} {K}P", str(prem + 20)),
         ("成交量 TX", f"{r.randint(90000, 140000):,}")],
        "正式結算價 以期交所公告為準"), kind="noise")
    f.post(f.at(14, 30), "cron", f"cron[eod-recon] {md} 日盤 部位 對帳 完成 · equities 9 lines · futures 2 lines · "
                                 f"options 3 lines · breaks=0 · took {r.uniform(20, 50):.1f}s", kind="noise")
    f.post(f.at(14, 45), "ci", f"deploy broker-bridge v2.14.{r.randint(2, 9)} → prod-tpe1 ✔ (rolling, 3/3 pods, "
                               "drain 45s)", kind="noise")
    f.post(f.at(15, 0, 40), "taifex", "", embeds=_embed_taifex(
        "保證金檢核 Margin check", "夜盤 開盤前",
        [("權益數", f"NT${r.uniform(4.2, 4.8):.2f}億"), ("原始保證金", f"NT${r.uniform(0.9, 1.2):.2f}億"),
         ("維持率", f"{r.randint(380, 460)}%"), ("狀態", "正常 OK")],
        f"帳號 F021-***731 · {md} 15:00"), kind="noise")
    f.post(f.at(15, 30), "router", _traceback(r, f"{ds} 15:30:{r.randint(10, 59)},{r.randint(100, 999)}", 1),
           kind="noise")

    # hours-later rejection of 3661
    f.post(f.at(16, 5), "kevin", "不要 ❌ 等法說", ref=h24, hard=("trade_approval", ["不要", "等法說"], "reply"),
           idiom=("one-word rejection reply hours after the proposal", "trade_approval"))
    f.post(f.at(16, 8), "vivian", "ok 🙏", kind="noise")
    t = f.at(16, 55)
    val = ld + timedelta(days=35)
    f.post(t, "bridge", _bridge(t, "FILL", "USDTWD", "S", "USD 500萬", f"1M @ {ndf:.3f}",
                                f"val={val.isoformat()}  cpty=DBS  oid=ND{r.randint(5000, 5999)}  tag=ROLL",
                                acct="NDF-OTC"),
           hard=("trade_fill", ["USDTWD", "USD 500萬", f"{ndf:.3f}"], "structured"))
    f.post(f.at(17, 30), "news",
           f"【外匯】新台幣 午後 急升 1.2 角 收 {ndf - 0.05:.3f}，央行：熱錢 無異常流入；NDF 1M 報價 同步走低",
           hard=("held_position_news", ["新台幣", "急升 1.2 角"], "untagged"))
    f.post(f.at(18, 0), "eddie",
           "回測 2019–2025 TX 空單 hedge：停損 350點、停利 500點，勝率 54%，平均 持有 3.2 天，最大回撤 NT$1,820萬，"
           "Sharpe 0.71 — 比 固定 hedge 好一點，再看看", kind="near",
           idiom=("回測 backtest result with stop/target words", "not_hard"))
    f.post(f.at(18, 20), "eddie", "MTX 小台 要不要 拿來 微調 delta？口數 比較好抓", kind="near")

    wrap = (
        f"**Formosa-R · Evening wrap · {ds} 20:35**\n"
        "**Session**\n"
        f"TAIEX closed {idx - 90:,} (−1.3%), turnover NT${r.randint(4200, 5200):,}億; electronics −1.7% vs non-tech "
        f"+0.2%. 2330 closed {p2330 - 10:,.0f}, 2454 {p2454 - 15:,.0f}, 3711 {_px(p3711 - 1)}, 2382 {_px(p2382 - 1.5)}, "
        f"6669 {p6669 - 25:,.0f}. The night session opened {tx - 60:,} and has traded in a 60-pt range.\n"
        "In words: the planned adds went through in the morning, risk resized one of them, the 2330 block printed "
        "after lunch, and the hedge was topped up with weekly puts. Nothing unexpected from the broker or TAIFEX "
        "side apart from one rejected ticket that was fixed within minutes.\n\n"
        "**Research items open tonight**\n"
        "1. 鴻海 November sales follow-up — owner Vivian (assigned at 12:25), revenue bridge staged.\n"
        f"2. ADR premium is {prem_adr:.1f}% on the local close, about 2 pts below its 20d mean after the sell-off. "
        "Routing: the TSM ADR premium item goes to Jerry for tonight's US session — he runs the ADR leg; research "
        "will not act on it.\n"
        "3. 3661 pre-earnings work continues into the 12/15 call.\n"
        "4. 6669 post-downgrade monitoring: ODM-direct share data from the Taoyuan checks next week.\n\n"
        + _scorecard(r, last) +
        "**Flows recap**\n"
        f"Foreign investors sold ~NT${r.randint(100, 170)}億 of TW equities (third day), concentrated in 2330 and "
        "financials; investment trusts bought for a sixth session, mostly AI-supply-chain small/mid caps and the "
        "high-dividend ETF rebalance names. On TAIFEX, foreign TX net short rose to "
        f"{r.randint(20000, 26000):,} contracts; proprietary desks were small net buyers.\n\n"
        "**Market-structure notes**\n"
        "• Day-trading share of turnover was ~38%, elevated; intraday ranges in mid-caps were wide.\n"
        "• The afternoon block market was busy (several paired trades in large caps after 13:30), typical of "
        "year-end rebalancing.\n"
        "• The closing auction moved 2330 by less than one tick; no index-rebalance effects this week.\n\n"
        "**Tomorrow (Asia/Taipei)**\n"
        f"• 08:10 desk morning meeting; research slot 10 min (鴻海 follow-up, ADR premium).\n"
        "• 09:00 TWSE open; MOPS monthly-sales filings start trickling in from 13:30.\n"
        f"• 13:30 TXO weekly ({wk}) is one session closer to expiry; pin risk grows around the big strikes.\n"
        "• 21:30 US CPI is next week, not tomorrow — ignore the calendar feed entry that says otherwise (known bug).\n\n"
        "**Overnight watch**\n"
        "• US: SOX futures flat; MU/AVGO commentary at a conference tomorrow; NVDA supplier news flow.\n"
        f"• FX: NDF 1M {ndf - 0.04:.3f}; CBC on Thursday.\n"
        f"• TAIFEX night session: foreign flow in TX after the US open; TXO weekly gamma is concentrated around {K:,}.\n\n"
        "**What we got wrong this week (so far)**\n"
        "• We expected the weekly put skew to stay flat into FOMC; it steepened on the first day.\n"
        "• We had the foreign outflow lasting one more session at most; it is now the third.\n"
        "• The ADR premium compressed faster than our 20-day band suggested after the local sell-off.\n\n"
        "_Ops note: the news router dropped an item on an alias miss at 15:30 (traceback above); alias table reloaded._")
    f.post(f.at(20, 35), "formosa", wrap,
           hard=("route_decision", ["TSM ADR premium item", "goes to Jerry"], "buried"))
    f.post(f.at(20, 50), "jerry", "如果 ADR 溢價 拉回 25% 以上，要不要 做 空 TSM ADR / 多 2330 的 套利？先想想", kind="near")
    f.post(f.at(21, 0, 30), "pnl", _pnl(r, "21:00 夜盤", last, stage=5, tx=tx, K=K, prem=prem, adr=adr, ndf=ndf),
           kind="noise")
    h40 = f.post(f.at(21, 50), "jerry",
                 f"TSM ADR 今晚 加 3,000股，{adr_lim:.2f} 以內，停損 {adr_st:.2f}（ADR 溢價 掉到 均值以下）",
                 hard=("trade_proposal", ["TSM ADR", "加 3,000股", f"{adr_lim:.2f} 以內", f"停損 {adr_st:.2f}"],
                       "untagged"))
    f.post(f.at(22, 5), "kevin", "好，照做", ref=h40, hard=("trade_approval", ["好", "照做"], "reply"))
    t = f.at(22, 36)
    f.post(t, "bridge", _bridge(t, "FILL", "TSM", "B", "3,000sh", f"@ {adr_fill:.2f} USD", "oid=US90412  venue=NYSE",
                                acct="US-IB"),
           hard=("trade_fill", ["TSM", "3,000sh", f"{adr_fill:.2f}"], "structured"))
    f.post(f.at(22, 40), "jerry", "ADR done，晚安 😴", kind="noise")
    f.post(f.at(23, 20), "risk", f"RISK ts={ds}T23:20:00+08 desk=TWSEMI event=HEARTBEAT 全部限額=OK util_max="
                                 f"{r.randint(62, 79)}%(2330) var_1d=NT${r.uniform(1.6, 2.1):.2f}億 breaches_open=0",
           kind="near")

    # one noise delete
    t = f.at(15, 40)
    dn = f.post(t, "jerry", "誰把 冷氣 調到 18 度 🥶🥶")
    f.delete(dn, f.after(t, 100, 200), "冷氣 調到 18 度")

    _extra(f, ds, md, last, names, tx, K, prem, wk, p2330, blk)
    _research(f, ds, md, last, ndf, adr, prem_adr, tx)
    _research2(f, ds, md, last, tx, K, wk)
    _research3(f, ds, md, last, tx, K, wk)
    _research4(f, ds, md, last, tx, K, wk)
    _research5(f, ds, md)
    _fill_random(f, last, names, tx, basis, K)


# ---------------------------------------------------------------- report pieces

def _positioning(r):
    rows = []
    for code in ("2330", "2454", "3711", "2382", "6669", "3661", "2317", "2303"):
        rows.append(f"{code:<6}{r.uniform(18, 75):>8.1f} {r.uniform(-0.9, 0.9):>+8.2f} "
                    f"{r.randint(1500, 26000):>14,} {r.randint(-9, 9):>+5d}% {r.uniform(0.5, 6.5):>8.1f}%")
    return ("**2b) Positioning snapshot (TWSE/TPEx/TAIFEX files, Friday close)**\n```\n"
            "code  foreign%  Δ5d(pp)  margin bal(張)   Δ5d   borrow util\n" + "\n".join(rows) + "\n```\n"
            f"TAIFEX large traders: top-5 net short TX {r.randint(9000, 14000):,} contracts, top-10 "
            f"{r.randint(15000, 21000):,}; foreign TXO put OI is concentrated two strikes below spot. Retail MTX "
            f"long/short ratio {r.randint(55, 68)}% long, which has been a mild contrarian signal this quarter.\n\n")


def _heatmap(r):
    buckets = ["foundry", "IC design", "OSAT/test", "server ODM", "AI power/cooling", "memory", "PCB/CCL",
               "handset chain", "non-tech"]
    rows = [f"{b:<18}{r.uniform(-2.6, 0.8):>+7.2f} {r.randint(90, 1900):>12,} {r.uniform(-40, 12):>+14.1f}"
            for b in buckets]
    return ("**Sector heatmap (11:00)**\n```\nbucket              chg%  turnover(億)  foreign net(億)\n" +
            "\n".join(rows) + "\n```\n")


def _scorecard(r, last):
    rows = []
    for code, name in (("2330", "台積電"), ("2454", "聯發科"), ("3711", "日月光投控"), ("2382", "廣達"),
                       ("6669", "緯穎"), ("3661", "世芯-KY"), ("2317", "鴻海"), ("2303", "聯電")):
        rows.append(f"{code:<6}{name:<6}{_px(_tick(last[code] * r.uniform(0.985, 1.005))):>9} "
                    f"{r.uniform(-3, 1):>+6.2f}% {r.randint(3000, 60000):>9,} {r.randint(-9000, 4000):>+9,}")
    return ("**Scorecard (close)**\n```\ncode  name        close   chg%    vol(張)  foreign(張)\n" +
            "\n".join(rows) + "\n```\n\n")


def _extra(f, ds, md, last, names, tx, K, prem, wk, p2330, blk):
    """Long-form posts that make the day heavy: research notes, risk/chips reports, CI logs."""
    r = f.rng
    f.post(f.at(7, 20), "ci",
           f"CI ❌ pnl-bot #{r.randint(900, 999)} (feature/fx-translation) failed · 1 failed, {r.randint(180, 230)} passed\n"
           "```\n=================================== FAILURES ===================================\n"
           "___________________________ test_pnl_fx_translation ____________________________\n"
           "    def test_pnl_fx_translation(book_fixture):\n"
           "        pnl = translate(book_fixture, fx=31.18)\n"
           ">       assert pnl.total_twd == pytest.approx(1_234_567, rel=1e-6)\n"
           "E       assert 1234544.1 == 1234567 ± 1.2e+00\n"
           "tests/test_translate.py:41: AssertionError\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_translate.py::test_pnl_fx_translation - assert 1234544.1 == ...\n```\n"
           "branch not deployed; main unaffected", kind="noise")
    f.post(f.at(7, 50), "risk",
           f"RISK ts={ds}T07:50:00+08 desk=TWSEMI event=DAILY_REPORT phase=盤前\n"
           f"2330 曝險=NT${r.uniform(8.4, 9.0):.2f}億 上限=NT$20億 util={r.randint(42, 45)}%\n"
           f"2454 曝險=NT${r.uniform(2.5, 2.8):.2f}億 上限=NT$6億 util={r.randint(42, 47)}%\n"
           f"2382 曝險=NT${r.uniform(5.6, 5.75):.2f}億 上限=NT$6億 util={r.randint(93, 96)}%\n"
           f"6669 曝險=NT${r.uniform(1.9, 2.1):.2f}億 上限=NT$6億 util={r.randint(31, 35)}%\n"
           f"TSM_ADR 曝險=US${r.uniform(3.5, 3.8):.2f}M 上限=US$6M util={r.randint(58, 63)}%\n"
           f"台指期淨部位(含TXO delta)={-r.randint(88, 96)}口 上限=-120口\n"
           f"NDF 避險比例={r.randint(58, 64)}% 區間=50~80%\n"
           f"var_1d_99=NT${r.uniform(1.6, 1.8):.2f}億 gross=NT${r.uniform(55, 58):.1f}億 breaches_open=0 status=OK",
           kind="noise")
    f.post(f.at(8, 15), "formosa",
           f"**Formosa-R · Pre-open checklist · {ds} 08:15**\n"
           "- [x] TAIFEX margin parameters loaded (TX/MTX/TXO)\n"
           "- [x] broker bridge sessions: TWSE-GW1 up, TWSE-GW2 up after the 02:30 sequence reset, TPEX-GW1 up\n"
           "- [x] risk limits file loaded (see the 08:05 line above)\n"
           f"- [x] news router alias table: {r.randint(1400, 1450):,} names, {r.randint(2, 4)} alias misses overnight\n"
           "- [ ] 2330 November revenue model — waiting for the MOPS file\n"
           "- [ ] ADR premium monitor — US data feed reconnects at 22:25\n"
           "- [ ] 3661 pre-earnings note — draft by 15:00\n"
           "Overnight headlines on book names: 1 (台積電 wafer pricing, 06:10). Everything else overnight was macro "
           "or other companies.")
    f.post(f.at(10, 20), "vivian",
           "剛跟 某 封測廠 IR call 完 重點：\n"
           "1) 先進封裝 產能 明年 H1 全滿，oS 後段 外包 比例 從 3成 拉到 4成 以上\n"
           "2) 測試 機台 交期 拉長到 9個月，他們 已經 先 下單\n"
           "3) 價格：不是 漲價，是 產品組合 變好，毛利 自然 往上\n"
           "4) 風險：客戶 集中，大客戶 的 時程 一 延，Q2 就 會 空\n"
           "整體 跟 我們 的 假設 一致，沒有 新的 驚喜 🙂 詳細 筆記 在 drive")
    f.post(f.at(14, 50), "risk",
           f"RISK ts={ds}T14:50:00+08 desk=TWSEMI event=DAILY_REPORT phase=盤後\n"
           f"2330 曝險=NT${1400 * p2330 / 100000:.2f}億 上限=NT$25億 util={int(1400 * p2330 / 100000 / 25 * 100)}%\n"
           f"2454 曝險=NT${200 * last['2454'] / 100000:.2f}億 上限=NT$6億\n"
           f"3711 曝險=NT${30 * last['3711'] / 100000:.2f}億 上限=NT$6億\n"
           f"2382 曝險=NT${r.uniform(5.88, 5.97):.2f}億 上限=NT$6億 util={r.randint(98, 99)}%\n"
           f"6669 曝險=NT${60 * last['6669'] / 100000:.2f}億 上限=NT$6億\n"
           "台指期淨部位(含TXO delta)=-128口 上限=-120口 breaches_open=1 owner=eddie.huang due=夜盤開盤前\n"
           f"var_1d_99=NT${r.uniform(1.85, 2.05):.2f}億 gross=NT${r.uniform(66, 67.5):.1f}億 status=WARN",
           kind="near")
    chips = []
    for code, name in r.sample([("2330", "台積電"), ("2317", "鴻海"), ("2303", "聯電"), ("2454", "聯發科"),
                                ("2308", "台達電"), ("3231", "緯創"), ("2382", "廣達"), ("2603", "長榮"),
                                ("2881", "富邦金"), ("2891", "中信金"), ("3034", "聯詠"), ("2412", "中華電")], 10):
        chips.append(f"{code:<6}{name:<6}{r.randint(-42000, 9000):>+9,} {r.randint(-3000, 6000):>+8,} "
                     f"{r.randint(-2500, 2500):>+8,}")
    f.post(f.at(15, 5), "news",
           f"【盤後籌碼】{md} 三大法人 買賣超 前10 (張)\n```\ncode  name        外資      投信     自營商\n" +
           "\n".join(chips) + "\n```\n"
           f"合計：外資 賣超 NT${r.randint(90, 160)}億、投信 買超 NT${r.randint(10, 40)}億、自營商 賣超 NT${r.randint(5, 30)}億",
           kind="noise")
    f.post(f.at(15, 20), "taifex", "", embeds=[{
        "title": "期貨 三大法人 未平倉 Institutional OI", "description": f"{md} 日盤 收盤後",
        "author": "TAIFEX 期交所 公開資訊",
        "fields": [{"name": "外資 TX 淨未平倉", "value": f"{-r.randint(18000, 26000):,} 口", "inline": True},
                   {"name": "投信 TX 淨未平倉", "value": f"{r.randint(8000, 14000):,} 口", "inline": True},
                   {"name": "自營商 TX 淨未平倉", "value": f"{r.randint(-3000, 3000):,} 口", "inline": True},
                   {"name": "外資 TXO 買權/賣權 淨額", "value": f"NT${r.uniform(-6, 6):.2f}億", "inline": False}],
        "footer": "資料來源 TAIFEX 每日 15:00 公布 · 非本帳戶部位"}], kind="noise")
    f.post(f.at(15, 10), "formosa",
           f"**Formosa-R · 3661 Alchip — pre-earnings note (draft) · {ds}**\n"
           "Context: call on 12/15 14:00. Watchlist name, not in the book.\n\n"
           "**What consensus has**\n"
           f"• 4Q26 revenue NT${r.randint(150, 190)}億 (+{r.randint(30, 60)}% q/q) on the N3 AI accelerator ramp for a North "
           "American CSP; GM 24–26% given turnkey mix.\n"
           f"• 2027 EPS NT${r.randint(140, 175)} at the median, range NT$118–201 — the widest range in our coverage.\n"
           "• Sell-side debate is almost entirely about the second CSP programme (N3 → N2 migration timing).\n\n"
           "**What we think matters on the call**\n"
           "1. Mask-set count for 2H27 tape-outs: 4+ would confirm the pipeline implied by the morning headline.\n"
           "2. CoWoS allocation: whether the customer procures capacity directly (turnkey revenue falls, margin rises) or "
           "through the design house (revenue rises, margin falls). Our model is most sensitive to this split.\n"
           "3. NRE vs turnkey mix: NRE above 20% of revenue historically preceded a strong turnkey year.\n"
           "4. Customer concentration: top-1 customer at ~80% of revenue; any diversification comment is worth more "
           "than a beat.\n\n"
           "**Sensitivities (our model)**\n"
           "```\nscenario          2027 rev(億)   GM     EPS     P/E at last\n"
           f"bear              {r.randint(520, 600):>8}     21.5%  {r.randint(95, 115):>5}   {r.uniform(28, 35):>5.1f}x\n"
           f"base              {r.randint(700, 780):>8}     23.8%  {r.randint(150, 165):>5}   {r.uniform(20, 23):>5.1f}x\n"
           f"bull              {r.randint(880, 980):>8}     25.0%  {r.randint(190, 210):>5}   {r.uniform(15, 18):>5.1f}x\n```\n"
           "**Price behaviour into prior calls** (last 8): median move −3.1% in the 5 sessions before, +6.4% the session "
           "after, with two large misses. Options on the name are illiquid; no clean way to express a view around the "
           "event other than the cash line.\n\n"
           "**Peer read-across**\n"
           "• 3443 (GUC): similar turnkey model, more exposure to the foundry's own ecosystem; its October call "
           "guided flat 1Q, which the market read as conservative.\n"
           "• 3035 (Faraday): smaller, mature-node heavy; not comparable on AI exposure but useful on NRE trends.\n"
           "• US custom-silicon peers: commentary on CSP ASIC volumes for 2027 has been consistently higher since "
           "September; the read-across to TW design houses is positive but already in consensus.\n"
           "• Risk common to the group: customers moving more design work in-house and using design houses only "
           "for back-end and supply management, which lowers revenue per programme.\n\n"
           "This is a research draft for discussion; it contains no recommendation. Final version after the "
           "supply-chain call on Thursday.", kind="near")
    f.post(f.at(15, 45), "grace",
           "今天 risk 小結：VaR 從 1.8億 左右 升到 快 2億，主要 是 2330 鉅額 加進來，加上 下午 波動 變大。"
           "明天 早會 我 會 報 utilisation，2382 已經 快 滿了 大家 心裡 有數。其他 沒事，辛苦了 🙏")
    f.post(f.at(16, 25), "formosa",
           f"**Formosa-R · Hedge analytics · {ds} 16:25 (marks at 15:00)**\n"
           "```\nleg                       qty      delta(TX eq)   gamma/100pt   vega(NT$/vol)   theta(NT$/day)\n"
           f"TX {wk[:6]} short            -90      {-90:>8}          0             0               0\n"
           f"TXO {wk} {K}P long      +40      {-r.randint(14, 22):>8}      {r.uniform(4, 7):>6.1f}       {r.randint(60000, 90000):>9,}       "
           f"{-r.randint(40000, 70000):>9,}\n"
           f"TXO (other) long            +{r.randint(20, 40)}      {-r.randint(8, 14):>8}      {r.uniform(1, 3):>6.1f}       "
           f"{r.randint(20000, 40000):>9,}       {-r.randint(10000, 20000):>9,}\n"
           "```\n"
           f"Equity book beta-adjusted delta ≈ {r.randint(300, 340)} TX equivalents; hedges cover roughly "
           f"{r.randint(36, 42)}%. Index at {tx + 40:,}: a 300-pt drop is worth about NT${r.uniform(1.3, 1.7):.2f}億 on the "
           "equity book and gives back about a third of that through the hedge set.\n"
           "Weekly put theta is the main carry cost this week; it doubles on Tuesday and Wednesday. Historical "
           "realised vol of TAIEX over the last 20 sessions is 17.9% vs implied 21–24% on the weekly puts, so the "
           "hedge is paying a premium for event risk (FOMC, CBC).\n"
           "Note on the risk number: the engine counts TXO delta into 台指期淨部位, which is why the net figure moved "
           "when the puts were bought. This is methodology, not a new limit.\n"
           "**Scenario P&L at expiry (hedge set only, NT$萬, research marks)**\n```\n"
           "TAIEX move      -900   -600   -300     0    +300   +600\n"
           f"TX short      {r.randint(480, 500):>6} {r.randint(320, 340):>6} {r.randint(160, 170):>6}     0  "
           f"{-r.randint(160, 170):>6} {-r.randint(320, 340):>6}\n"
           f"TXO puts      {r.randint(300, 380):>6} {r.randint(160, 220):>6} {r.randint(30, 80):>6} {-r.randint(40, 50):>5}  "
           f"{-r.randint(45, 50):>6} {-r.randint(45, 50):>6}\n```\n"
           "No recommendation from research on hedge sizing; the numbers are here for whoever owns the hedge.",
           kind="near")
    f.post(f.at(19, 5), "formosa",
           f"**Formosa-R · Channel-check notes: server ODMs · {ds}**\n"
           "Three calls today (two rack integrators, one liquid-cooling supplier). Names anonymised per policy.\n\n"
           "**ODM A (L10/L11 integrator, Taoyuan)**\n"
           "• 1Q27 build plan pulled forward ~3 weeks for one hyperscaler; the other is unchanged.\n"
           "• Rack test capacity is the bottleneck, not components; they are adding two test lines in January.\n"
           "• Pricing: hyperscaler now negotiates full-rack pricing directly; integrator margin per rack down "
           "~50–80 bps vs last cycle.\n\n"
           "**ODM B (board + system, Hsinchu)**\n"
           "• Board-level orders for the next platform started two weeks ago, small volumes.\n"
           "• Mentioned that ODM-direct shipments are now ~35% of their AI revenue vs ~20% a year ago.\n\n"
           "**Cooling supplier C**\n"
           "• Manifold and quick-disconnect lead times 14–16 weeks; CDU lead time 10 weeks.\n"
           "• Customers asking for 2027 capacity reservations with deposits — first time this cycle.\n\n"
           "**How this maps to our framework**\n"
           "The checks are consistent with this morning's brief. They strengthen the pull-in story for the sector "
           "and the margin-dilution story for integrators without in-house L11. Nothing here is new enough to be a "
           "headline; we will fold it into the Friday sector note.\n\n"
           "**Component watch**\n```\n"
           "item                       lead time   Δ vs Oct   comment\n"
           "liquid-cooling manifold    14–16 wks   +2 wks     two suppliers sold out 1Q\n"
           "quick-disconnect (UQD)     12 wks      +2 wks     qualification backlog\n"
           "CDU (in-row)               10 wks      +1 wk      capacity adds in 2Q\n"
           "800V busbar                8 wks       flat       ok\n"
           "high-layer PCB (AI tray)   10 wks      +1 wk      CCL tight\n"
           "BMC / management IC        6 wks       flat       ok\n"
           "optical 1.6T modules       16 wks      +3 wks     laser supply tight\n```\n"
           "_Call notes with full Q&A are in the research drive (restricted)._")
    f.post(f.at(19, 40), "kevin",
           "明天 早會 8:10 開始，議程：1) 鴻海 營收 2) ADR 溢價 3) 3661 法說 準備 "
           "4) hedge 成本 5) risk utilisation。每個 主題 5 分鐘 🙏")



def _sellside(r):
    return (
        "**2c) Sell-side over the weekend (sector level)**\n"
        f"• A US broker lifted its 2027 CoWoS capacity estimate to ~{r.randint(105, 120)}k wpm exit-rate and now "
        "models back-end outsourcing at 40%+ of incremental volume.\n"
        "• A Japanese broker trimmed its 2027 smartphone unit forecast by 2% but raised its flagship-SoC ASP "
        "assumption; net effect on the handset-SoC pool is roughly neutral.\n"
        "• A local broker published a rack-level margin survey: full-rack ODM-direct deals carry 1.5–2.5 pts lower "
        "gross margin than L10 board-level deals, offset by higher dollar content.\n"
        "• Two notes on AI-power (HVDC, 800V) pushed the sector narrative; none of those names are in our universe.\n"
        "• One European broker flagged export-control risk on advanced-node equipment as the top 1H27 risk; no new "
        "information, a compilation of October headlines.\n\n"
        "**2d) Macro & FX in one paragraph**\n"
        "Into FOMC (Thu 03:00 Taipei) the market prices ~60% for a cut; the dots matter more than the decision. "
        "The CBC meets Thursday afternoon and is expected to hold; it has leaned against fast TWD appreciation "
        "twice this quarter. Exporters have been selling USD forward into strength, keeping 1M NDF points offered. "
        f"Korea's first-20-days exports were +{r.randint(8, 16)}% y/y with semis +{r.randint(25, 45)}%, a decent "
        "read-across for memory and packaging demand.\n\n")


def _branches(r):
    brokers = ["美林", "摩根大通", "高盛", "瑞銀", "凱基-台北", "元大-總公司", "富邦-建國", "花旗"]
    rows = []
    for code in ("2330", "2454", "3711", "2382", "6669"):
        b1, b2 = r.sample(brokers, 2)
        rows.append(f"{code:<6}{b1:<10}{r.randint(-6000, 1500):>+8,}   {b2:<10}{r.randint(-1500, 4000):>+8,}")
    return ("**Broker-branch flow, 09:00–11:00 (張, from the branch file)**\n```\n"
            "code  top seller   net      top buyer    net\n" + "\n".join(rows) + "\n```\n"
            "Foreign branches dominate the sell side in every book name; domestic branches absorb. The pattern in "
            "2330 matches an index-weight reduction rather than a single holder exiting.\n\n")


def _research(f, ds, md, last, ndf, adr, prem_adr, tx):
    """More English long-form from the research agent (no decisions in any of these)."""
    r = f.rng
    cross = [("UST 2y", f"{r.uniform(3.6, 3.9):.2f}%", f"{r.randint(-9, 9):+d}bp"),
             ("UST 10y", f"{r.uniform(4.0, 4.2):.2f}%", f"{r.randint(-9, 9):+d}bp"),
             ("DXY", f"{r.uniform(98.5, 100):.1f}", f"{r.uniform(-0.8, 0.8):+.1f}%"),
             ("USD/JPY", f"{r.uniform(147, 153):.2f}", f"{r.uniform(-1.5, 1.5):+.1f}%"),
             ("USD/KRW", f"{r.uniform(1370, 1420):,.0f}", f"{r.uniform(-1, 1):+.1f}%"),
             ("USD/TWD spot", f"{ndf + 0.03:.3f}", f"{r.uniform(-0.6, 0.6):+.1f}%"),
             ("USD/TWD 1M NDF", f"{ndf + 0.012:.3f}", f"{r.uniform(-0.6, 0.6):+.1f}%"),
             ("SOX", f"{r.randint(5600, 6200):,}", f"{r.uniform(-2, 4):+.1f}%"),
             ("VIX", f"{r.uniform(13, 18):.1f}", f"{r.uniform(-2, 2):+.1f}")]
    f.post(f.at(6, 45), "formosa",
           f"**Formosa-R · Macro preview: FOMC & CBC week · {ds} 06:45**\n\n"
           "**FOMC — decision Thu 03:00 Taipei**\n"
           "• Pricing: roughly 60% for a 25 bp cut. The dot plot is the swing factor: a 2027 median of two cuts "
           "rather than three would be read as hawkish even with a cut this week.\n"
           "• Data since the last meeting: payrolls firmer than expected, core PCE 2.6% y/y, ISM services back above "
           "53. Recent speeches split roughly 7–5 in favour of moving.\n"
           "• Why it matters here: over the last 16 meetings the TAIEX moved a median ±1.1% on the session after the "
           "decision, the electronics sub-index about 1.3x that. The TSM ADR's overnight reaction usually sets the "
           "tone for the local open.\n\n"
           "**CBC — board meeting Thu 16:00 Taipei**\n"
           "• Consensus: policy rate unchanged at 2.000%; a further tweak to selective credit controls on property is "
           "possible.\n"
           "• FX: the bank has leaned against rapid TWD appreciation twice this quarter; watch the Thursday afternoon "
           "fixing and the NDF points into the statement.\n"
           "• Life insurers' hedge ratios are low by historical standards, which amplifies TWD moves when foreign "
           "equity flows turn.\n\n"
           "**Cross-asset (Friday close, 1w change)**\n```\n" +
           "\n".join(f"{a:<16}{b:>10}   {c:>7}" for a, b, c in cross) + "\n```\n"
           "**Scenarios for Thursday (research probabilities)**\n"
           "1. Cut + dovish dots (35%): SOX +2–3%, TWD firmer by 0.3–0.5%, TAIEX gaps up; ADR premium tends to widen.\n"
           "2. Cut + hawkish dots (45%): muted; semis flat to −1%; TWD little changed; weekly puts decay.\n"
           "3. Hold (20%): risk-off; SOX −3% or worse; TWD weaker; weekly puts gain most at Thursday's open.\n\n"
           "**Asia calendar this week**\n"
           "• Tue: Japan Q3 GDP final; China November trade data.\n"
           "• Wed: China CPI/PPI; Korea unemployment.\n"
           "• Thu: BoJ minutes; CBC (TW); Australia jobs.\n"
           "• Fri: Japan Tankan preview pieces; Korea import prices.\n\n"
           "These are scenarios for context, not positioning advice.")
    inds = [("foundry", "N3 utilisation", ">100%", ">100%", "flat"),
            ("foundry", "N2 yield (reported)", "high-60s", "low-60s", "up"),
            ("foundry", "mature-node utilisation", f"{r.randint(68, 76)}%", f"{r.randint(66, 74)}%", "up"),
            ("packaging", "CoWoS exit-rate 2026 (k wpm)", f"{r.randint(85, 95)}", f"{r.randint(80, 90)}", "up"),
            ("packaging", "OSAT back-end lead time (wks)", "14", "12", "up"),
            ("test", "tester delivery lead time (months)", "9", "7", "up"),
            ("memory", "DDR5 16Gb spot (US$)", f"{r.uniform(5.5, 6.5):.2f}", f"{r.uniform(5.3, 6.3):.2f}", "up"),
            ("memory", "HBM contract talks 2027", "closing", "open", "—"),
            ("server", "GB300 rack shipments (k, qtr)", f"{r.randint(9, 13)}", f"{r.randint(7, 10)}", "up"),
            ("server", "ODM-direct share of AI racks", "~35%", "~28%", "up"),
            ("server", "liquid-cooling manifold lead (wks)", "14–16", "12", "up"),
            ("PCB/CCL", "high-layer PCB utilisation", f"{r.randint(88, 95)}%", f"{r.randint(85, 92)}%", "up"),
            ("PCB/CCL", "low-Dk glass cloth", "tight", "tight", "flat"),
            ("handset", "China flagship sell-through (y/y)", f"+{r.randint(5, 11)}%", f"+{r.randint(2, 7)}%", "up"),
            ("handset", "channel inventory (weeks)", "6.5", "7.8", "down"),
            ("PC", "notebook ODM shipments (m/m)", f"-{r.randint(3, 9)}%", f"+{r.randint(1, 6)}%", "down"),
            ("display", "large DDI inventory (weeks)", "11", "9", "up"),
            ("power", "HVDC rack power orders", "strong", "strong", "flat"),
            ("macro", "TW export orders, electronics (y/y)", f"+{r.randint(15, 25)}%", f"+{r.randint(12, 22)}%", "up"),
            ("macro", "Korea 20-day semis exports (y/y)", f"+{r.randint(25, 45)}%", f"+{r.randint(20, 40)}%", "up")]
    f.post(f.at(14, 20), "formosa",
           f"**Formosa-R · Weekly supply-chain monitor · week of {md}**\n"
           "Indicators we track every Monday. Levels are research estimates from checks, industry trackers and "
           "public data; arrows are vs last week.\n```\n"
           "segment     indicator                               latest      prior       trend\n" +
           "\n".join(f"{a:<12}{b:<40}{c:<12}{d:<12}{e}" for a, b, c, d, e in inds) + "\n```\n"
           "**Read**\n"
           "The supply chain is tight where it has been tight (leading-edge foundry, advanced packaging, test capacity, "
           "liquid cooling) and loosening where it has been loose (notebooks, large display drivers). The one change "
           "worth flagging this week is the test-equipment lead time moving from 7 to 9 months: test has been the "
           "quiet bottleneck of this cycle and is now visible in the data.\n"
           "ODM-direct rack share keeps rising. This is a structural shift in who captures the integration margin, "
           "not a demand signal; demand indicators (rack shipments, CCL utilisation, export orders) all point the "
           "same way as last week.\n"
           "Memory: DDR5 spot has stopped falling and HBM 2027 contract talks are closing earlier than last year; "
           "both are consistent with tighter back-end capacity into 1H27.\n\n"
           "**Data gaps**\n"
           "• Mature-node utilisation comes from two checks only this week.\n"
           "• The GB300 shipment estimate has a ±20% band; one ODM changed its reporting basis.\n"
           "• Handset sell-through excludes one large OEM that stopped sharing weekly data.\n\n"
           "_Monitor is descriptive; it carries no recommendation._")
    cons = [("2330", "台積電", r.randint(3300, 3600), r.randint(30, 40)),
            ("2454", "聯發科", r.randint(480, 560), r.randint(5, 15)),
            ("3711", "日月光投控", r.randint(540, 600), r.randint(6, 14)),
            ("2382", "廣達", r.randint(1700, 1950), r.randint(5, 14)),
            ("6669", "緯穎", r.randint(700, 900), r.randint(20, 60)),
            ("2317", "鴻海", r.randint(7100, 7700), r.randint(12, 20)),
            ("3661", "世芯-KY", r.randint(120, 170), r.randint(40, 90)),
            ("2303", "聯電", r.randint(190, 215), r.randint(-2, 6))]
    f.post(f.at(17, 50), "formosa",
           f"**Formosa-R · November monthly-sales preview · {ds}**\n"
           "Consensus compiled from 6 brokers; release window per MOPS rules (by the 10th). No company has reported "
           "yet except where noted in the news log.\n```\n"
           "code  name         Nov cons (億)   y/y cons   our est vs cons   expected date\n" +
           "\n".join(f"{c:<6}{n:<10}{v:>12,}   {y:>+7d}%   {r.choice(['in line', 'slightly above', 'slightly below', 'in line']):<17} "
                     f"{r.choice(['12/08', '12/09', '12/10'])}" for c, n, v, y in cons) + "\n```\n"
           "**How to read it**\n"
           "• For the foundry, November is usually flat to slightly down m/m because of wafer-shipment timing; a "
           "print within ±3% of consensus has not moved the stock in 9 of the last 12 months.\n"
           "• Server ODMs: December matters more than November this year because of the 1Q27 pull-in; a strong "
           "November would mostly be timing.\n"
           "• Design houses: lumpy turnkey recognition makes single months noisy; we look at three-month sums.\n"
           "• Already out today: the 鴻海 print (see 12:20), which came in above the consensus shown here.\n\n"
           "This is a preview table, not a signal. We will post the actuals as they are filed.", kind="near")
    f.post(f.at(22, 50), "formosa",
           f"**Formosa-R · ADR premium monitor · {ds} 22:50 (US open +20m)**\n```\n"
           f"TSM last            US${adr + r.uniform(-1.5, 1.5):.2f}\n"
           f"2330 close          NT${last['2330'] - 10:,.0f}\n"
           f"USD/TWD (spot)      {ndf + 0.03:.3f}\n"
           "ADR ratio           1 ADR = 5 shares\n"
           f"implied premium     {prem_adr + r.uniform(-0.6, 0.6):.1f}%\n"
           "20d mean / stdev    19.4% / 1.3 pts\n"
           f"z-score             {r.uniform(-1.8, -0.9):.2f}\n```\n"
           "Premium is below its 20-day mean after today's local sell-off; US semis are roughly flat in the first "
           "twenty minutes. Historical note: when the premium opens a US session more than one standard deviation "
           "below its mean, it has recovered half the gap within three sessions in 70% of cases since 2022 "
           "(n=46). This monitor is descriptive; the ADR leg is run by the desk.")



def _research2(f, ds, md, last, tx, K, wk):
    r = f.rng
    f.post(f.at(12, 40), "formosa",
           f"**Formosa-R · Sector note: advanced packaging & test, 2027 · {ds}**\n"
           "Why this note: three questions from the desk last week on how much of the CoWoS build-out leaks to "
           "outsourced back-end, and what the test bottleneck means for the chain.\n\n"
           "**1. Capacity arithmetic**\n"
           f"Front-end CoWoS capacity exits 2026 at ~{r.randint(85, 95)}k wpm and 2027 at ~{r.randint(105, 120)}k on "
           "consensus. Each wafer of CoWoS-L carries substrate attach, final test and burn-in steps, of which the "
           "foundry keeps the interposer and chip-on-wafer steps and increasingly outsources oS (on-substrate) and "
           "final test. Our base case has outsourced oS at 40% of incremental 2027 volume vs ~30% in 2026.\n\n"
           "**2. Test is the quiet bottleneck**\n"
           "AI accelerator test times are 3–5x those of a flagship phone SoC because of die size, HBM stacks and "
           "system-level test. Tester lead times moved from 7 to 9 months this week in our monitor. Burn-in board "
           "supply is the other constraint; two suppliers dominate and both are sold out through 2Q27.\n\n"
           "**3. Pricing vs mix**\n"
           "Back-end pricing is not rising list-to-list; the margin uplift comes from mix (more advanced-packaging and "
           "test revenue per unit) and utilisation. That makes the margin path sensitive to one or two customers' "
           "schedules, which is the main risk we flag.\n\n"
           "**4. What would change the picture**\n"
           "• Foundry decides to insource oS for the next generation (we see this as unlikely before 2028).\n"
           "• A large customer slips a platform by a quarter: back-end utilisation would dip in 2Q27.\n"
           "• Panel-level packaging arrives faster than expected; we assume meaningful volume only from 2028.\n\n"
           "**5. Sizing the pool**\n```\n"
           "NT$億            2025A    2026E    2027E    CAGR\n"
           f"oS outsourced    {r.randint(180, 220):>6}   {r.randint(300, 360):>6}   {r.randint(480, 560):>6}    ~60%\n"
           f"final test AI    {r.randint(120, 150):>6}   {r.randint(200, 240):>6}   {r.randint(320, 380):>6}    ~55%\n"
           f"burn-in AI       {r.randint(30, 45):>6}   {r.randint(60, 80):>6}   {r.randint(100, 130):>6}    ~70%\n```\n"
           "Numbers are research estimates with wide bands; they are here to frame the question, not to set a price.")
    f.post(f.at(15, 40), "formosa",
           f"**Formosa-R · TAIFEX positioning · {md} (15:00 files)**\n```\n"
           "participant        TX net OI     Δ1d      MTX net OI    Δ1d      TXO net (億)\n"
           f"foreign          {-r.randint(20000, 26000):>10,}  {-r.randint(500, 2000):>+8,}   {r.randint(-8000, 2000):>10,}  "
           f"{r.randint(-900, 900):>+7,}   {r.uniform(-5, 5):>+8.2f}\n"
           f"investment trust {r.randint(8000, 14000):>10,}  {r.randint(-300, 600):>+8,}   {r.randint(-500, 500):>10,}  "
           f"{r.randint(-90, 90):>+7,}   {r.uniform(-0.5, 0.5):>+8.2f}\n"
           f"proprietary      {r.randint(-3000, 3000):>10,}  {r.randint(-400, 400):>+8,}   {r.randint(-3000, 3000):>10,}  "
           f"{r.randint(-500, 500):>+7,}   {r.uniform(-2, 2):>+8.2f}\n"
           f"retail (implied) {r.randint(5000, 12000):>10,}  {r.randint(-800, 800):>+8,}   {r.randint(2000, 12000):>10,}  "
           f"{r.randint(-900, 900):>+7,}   {'n/a':>8}\n```\n"
           f"TXO weekly ({wk}) OI by strike (top 5): " +
           ", ".join(f"{K + d:,}{cp} {r.randint(4, 19)}k" for d, cp in ((-300, 'P'), (-100, 'P'), (0, 'P'), (300, 'C'), (500, 'C'))) +
           ".\n"
           "Reading: foreign net short in TX is at the high end of its 6-month range while investment trusts are "
           "long against their ETF books; retail is long MTX into the event. Put OI is concentrated just below spot, "
           "which tends to pin the index into a weekly expiry if nothing happens overnight. Context only.")
    f.post(f.at(21, 20), "formosa",
           f"**Formosa-R · US session preview · {ds} 21:20**\n"
           "• Pre-market: SOX futures flat, NVDA −0.3%, AVGO +0.4%, MU +0.8%. TSM pre-market roughly flat vs "
           "Friday's close.\n"
           "• Events tonight: two semis CEOs at a conference (10:30 and 14:00 New York), a Treasury 3y auction, no "
           "macro data of note.\n"
           "• What could move the TW chain overnight: AI capex commentary at the conference; any headline on "
           "export-control rules; memory pricing comments.\n"
           "• TAIFEX night session: TX is trading near the day-session settlement; foreign flow usually shows up "
           "after the US open.\n"
           f"• Levels people in this channel watch (not recommendations): TX {tx - 200:,}/{tx + 150:,}; weekly "
           f"{K:,} strike for pin risk.\n"
           "I'll post the ADR premium monitor ~20 minutes after the open.")
    f.post(f.at(3, 40), "bridge",
           "BrokerBridge WARN md-handler restarted after exception (no order impact)\n"
           "```\nTraceback (most recent call last):\n"
           '  File "/opt/bridge/md/handler.py", line 302, in on_message\n'
           "    book = self.books[msg.symbol]\n"
           "KeyError: 'TXO" + wk + "'\n\n"
           "During handling of the above exception, another exception occurred:\n\n"
           "Traceback (most recent call last):\n"
           '  File "/opt/bridge/md/handler.py", line 310, in on_message\n'
           "    self.books[msg.symbol] = Book.from_snapshot(self.snap.fetch(msg.symbol))\n"
           '  File "/opt/bridge/md/snapshot.py", line 77, in fetch\n'
           "    raise SnapshotUnavailable(symbol, reason='session closed')\n"
           "bridge.md.errors.SnapshotUnavailable: TXO" + wk + " (session closed)\n```\n"
           f"handler restarted in {r.randint(2, 9)}s; subscriptions restored {r.randint(300, 420)}/"
           f"{r.randint(420, 430)}", kind="noise")
    f.post(f.at(14, 47), "ci",
           f"deploy risk-engine v3.8.{r.randint(1, 9)} → prod-tpe1\n```\n"
           "[1/5] pull image ........................ ok (12.4s)\n"
           "[2/5] migrate limits schema ............. ok (0 changes)\n"
           "[3/5] drain pod risk-0 .................. ok (41s)\n"
           "[4/5] rolling restart 3/3 ............... ok\n"
           "[5/5] smoke: limits load + heartbeat .... ok\n```\n"
           "no config changes; release notes: logging + metrics only", kind="noise")
    for hh, mm in ((10, 35), (12, 35)):
        f.post(f.at(hh, mm), "risk",
               f"RISK ts={ds}T{hh:02d}:{mm:02d}:00+08 desk=TWSEMI event=UTIL_SNAPSHOT "
               f"2330={r.randint(40, 47)}% 2454={r.randint(44, 50)}% 2382={r.randint(97, 99)}% 6669={r.randint(30, 34)}% "
               f"3711={r.randint(1, 3)}% TSM_ADR={r.randint(58, 63)}% 台指期淨部位={-r.randint(100, 118)}口/-120口 "
               f"var_1d={r.uniform(1.7, 1.95):.2f}億 status=OK", kind="noise")



def _research3(f, ds, md, last, tx, K, wk):
    r = f.rng
    # long human messages (plain: colour, process, no decisions)
    f.post(f.at(8, 35), "jerry",
           "開盤 前 想法 分享：外資 上週 連賣 3天，但 投信 一直 在接，權值股 籌碼 其實 沒 那麼 差。"
           "2454 上週五 量縮 收 十字，技術面 下面 有 前波 頸線。2330 這邊 元大 說 下午 可能 有 鉅額 的 量，"
           "我 再 確認 細節。ADR 溢價 週五 收 19% 左右，算 正常 區間。")
    f.post(f.at(11, 50), "eddie",
           "補充 一下 週選 的 greeks：theta 週二、週三 會 加速，我們 這 40口 今天 一天 大概 燒 "
           f"NT${r.randint(4, 7)}萬 左右，到期 前 一天 會 翻倍。gamma 在 {K:,} 附近 最大，"
           "如果 大盤 貼著 這個 價位 收，到期 價值 會 掉 很快。這些 都是 hedge 的 成本，大家 看 PnL 的 時候 心裡 有數 🙏")
    f.post(f.at(13, 5), "grace",
           "流程 提醒：鉅額 交易 成交 前 要 先 填 申請單，系統 會 自動 檢查 單一個股 上限 跟 gross；"
           "期貨 跟 選擇權 的 淨部位 是 合併 算 delta 的，買 put 也會 讓 淨部位 變 更 負，這點 常常 有人 忘記。"
           "有 問題 直接 私訊 我，不要 在 頻道 貼 帳號 或 個資 🙏")
    f.post(f.at(14, 40), "amy",
           "交割 提醒：今天 鉅額 那筆 T+2 交割 金額 比較 大，資金 已經 跟 財務 確認 過 OK；"
           "美股 ADR 的 交割 是 T+1，USD 部位 由 海外 券商 那邊 扣，NDF 到期 的 差額 交割 用 台幣。"
           "月底 前 的 交割 行事曆 有 假日 調整，我 放在 drive 的 settlement 資料夾 了。")
    f.post(f.at(14, 15), "jerry", "鉅額 那筆 跟 收盤價 比 還 OK，元大 這次 很 配合，下次 可以 再 找 他們 🙏")
    f.post(f.at(17, 10), "vivian",
           "鴻海 的 follow-up 做了 一半：model 拆 四個 產品線（消費智能、雲端網路、電腦終端、元件）"
           "加上 機櫃 出貨 的 假設，還差 匯率 影響 沒 算完。明早 早會 前 一定 交，Formosa-R 那邊 的 "
           "revenue bridge 我 也 會 一起 對。")
    f.post(f.at(18, 30), "kevin",
           "今天 大家 辛苦了，整體 執行 順。提醒：週三 週選 到期、週四 FOMC + 央行，事件 前 不要 做 太 極端 的 部位，"
           "有 想法 先 在 頻道 提，risk 的 可用 額度 也 先 看 一下。晚上 有事 找 值班 的 人 🙏")
    f.post(f.at(19, 20), "eddie",
           "夜盤 目前 量 很小，外資 還沒 動，價位 貼著 日盤 結算價 附近 走。ADR 盤前 平盤，"
           "美股 期貨 也 沒 方向。通常 要 等到 美股 開盤 後 30分鐘 才 會 有 量 出來。")
    f.post(f.at(20, 10), "jerry",
           "今天 複盤：早上 開盤 的 波動 比 預期 大，試撮 看起來 還 可以 結果 一開 就 殺。"
           "下次 開盤 前 5分鐘 的 試撮 價 不要 太 當真，尤其是 外資 連賣 的 時候。鉅額 那筆 的 節奏 倒是 不錯 👍")
    f.post(f.at(20, 30), "grace",
           "明天 早會 我 會 報：1) VaR 趨勢 跟 分解 2) 各 名字 的 utilisation，2382 已經 快 滿 "
           "3) 台指期 淨部位 的 計算 方法（TXO delta 有 算 進去）4) 事件 週 的 壓力 測試 情境。大約 5 分鐘。")
    f.post(f.at(9, 57), "vivian",
           "剛剛 看 了 一下 盤中 的 分點，外資 賣 的 幾乎 都是 權值股，中小 電子 反而 有 人 在 撿。"
           "櫃買 指數 相對 抗跌，AI 散熱 跟 PCB 族群 早盤 還有 紅，整體 看起來 比較 像 權重 調整，不是 全面 撤退。")
    f.post(f.at(13, 45), "jerry",
           "收盤 觀察：尾盤 權值 有 拉 一點，但 量 不大；外資 今天 賣超 應該 還是 破百億。"
           "期貨 逆價差 收斂 到 60 點 左右，夜盤 看 美股。鉅額 那邊 元大 說 下午 2點 前 會 回。")
    f.post(f.at(16, 50), "eddie",
           "NDF 這個月 的 展期 照 policy 跑 完 就 沒事 了，hedge ratio 會 回到 區間 中間。"
           "點數 今天 有點 往下，展期 成本 比 上個月 好 一點點。")
    f.post(f.at(23, 40), "cron",
           "cron[adr-premium-snap] FAILED (exit 1) · will retry at 23:55\n```\n"
           "Traceback (most recent call last):\n"
           '  File "/srv/jobs/adr_snap.py", line 48, in <module>\n'
           "    main()\n"
           '  File "/srv/jobs/adr_snap.py", line 39, in main\n'
           "    fx = fxsrc.spot(\"USDTWD\")\n"
           '  File "/srv/jobs/fxsrc.py", line 22, in spot\n'
           "    raise FxUnavailable(pair, \"onshore market closed, no fallback configured\")\n"
           "fxsrc.FxUnavailable: USDTWD: onshore market closed, no fallback configured\n```", kind="noise")
    f.post(f.at(21, 40), "vivian",
           "美股 盤前：費半 期貨 平，TSM 盤前 也 差不多 平。今晚 有 兩個 半導體 CEO 在 研討會 講，"
           "主要 看 AI capex 跟 記憶體 報價 的 說法，有 重點 我 會 貼 上來。")
    # research: calendar + quant screen + FX hedge note + reading list
    cal = [(1, "09:00", "TWSE", "monthly sales filings window opens"),
           (1, "13:30", "MOPS", "first November sales prints (mid/small caps)"),
           (2, "13:30", "TAIFEX", f"TXO weekly {wk} final settlement"),
           (3, "03:00", "US", "FOMC decision + SEP/dots"),
           (3, "16:00", "TW", "CBC board meeting + statement"),
           (3, "--", "MOPS", "2330 / 2454 November sales (expected)"),
           (4, "--", "MOPS", "2317 / 2382 / 6669 November sales (expected)"),
           (8, "14:00", "3661", "earnings call"),
           (9, "--", "US", "CPI (November)"),
           (10, "--", "TAIFEX", "monthly TX/TXO expiry (third Wednesday rule applies next month)"),
           (11, "--", "TW", "export orders (November)")]
    f.post(f.at(16, 40), "formosa",
           f"**Formosa-R · Events calendar, next two weeks · from {md}**\n```\n"
           "date    time   source  event\n" +
           "\n".join(f"{(f.local_date + timedelta(days=d)).strftime('%m/%d')}   {t:<6} {src:<7} {ev}"
                     for d, t, src, ev in cal) + "\n```\n"
           "Notes: MOPS dates are expectations based on last year's filing pattern; companies can file any time "
           "before the 10th. The CBC statement usually lands 16:00–16:30 and FX moves in the following 30 minutes. "
           "For the 3661 call we will circulate a question list the day before.")
    names = ["2330", "2454", "3711", "2382", "6669", "3661", "2317", "2303", "3034", "2308", "3231", "3443",
             "2379", "3017", "2345"]
    rows = "\n".join(f"{c:<6}{r.uniform(-2, 2):>+7.2f} {r.uniform(-2, 2):>+8.2f} {r.uniform(-2, 2):>+8.2f} "
                     f"{r.uniform(-2, 2):>+8.2f} {r.randint(1, 5):>6}" for c in names)
    f.post(f.at(13, 50), "formosa",
           f"**Formosa-R · Factor screen (z-scores vs TW tech universe, n=182) · {md} close-1**\n```\n"
           "code  momentum  revisions  value   quality  liq tier\n" + rows + "\n```\n"
           "Momentum = 6-1 month return; revisions = 3-month change in FY2 EPS consensus; value = FY2 P/E vs own "
           "5y history; quality = ROIC stability. Screens are inputs for discussion only. The universe includes "
           "names we do not cover; codes outside the book are there for context.", kind="near")
    f.post(f.at(17, 20), "formosa",
           f"**Formosa-R · FX hedge note · {ds}**\n"
           "Mechanics recap for anyone new to the book: the fund's TW equity exposure is TWD-denominated; the "
           "mandate hedges a band of it back to USD through 1M USD/TWD NDFs, rolled monthly. The hedge ratio band "
           "is set by the investment committee; research does not set it.\n"
           "What moved today: TWD firmed in the afternoon on exporter selling and foreign inflows into bonds, while "
           "equity outflows continued. 1M points slipped. The carry on the hedge (TWD rates below USD rates) remains "
           "a small positive for the fund.\n"
           "What to watch: the CBC statement Thursday, life insurers' hedge behaviour (their FX reserve rules changed "
           "this year), and month-end exporter flows. A 1% TWD move is roughly NT$0.9億 on the unhedged sleeve.\n"
           "This note is descriptive; hedge execution stays with the desk.")
    f.post(f.at(9, 52), "formosa",
           f"**Formosa-R · Reading list · {md}**\n"
           "1. \"Back-end is the new front-end\" — US broker, 42 pp. Best section: tester and burn-in capacity "
           "math. Skip the valuation appendix.\n"
           "2. \"Rack economics 2027\" — local broker, 28 pp. Survey of 14 rack deals; useful margin ranges for "
           "ODM-direct vs L10.\n"
           "3. \"HBM4 supply chain\" — Korean broker, 35 pp. Good on TSV and base-die sourcing; relevant for "
           "packaging capacity assumptions.\n"
           "4. \"Export controls: what is left to restrict\" — policy consultancy, 12 pp. A calm read; no new facts.\n"
           "5. \"TWD and life insurers\" — FX strategist, 9 pp. Explains why TWD moves have been sharper this year.\n"
           "PDFs are in the research drive under /reading/2026-12. Summaries on request.",
           attachments=[{"id": _hid("att", f.ch, f.t0, "reading"), "filename": f"reading_list_{md.replace('/', '')}.pdf",
                         "size": 48213 + r.randint(0, 9000),
                         "url": "https://cdn.discordapp.com/attachments/reading_list.pdf"}])



def _research4(f, ds, md, last, tx, K, wk):
    r = f.rng
    f.post(f.at(7, 25), "news",
           f"【盤前 重點】{md}\n"
           "1. 美股 上週五 四大 指數 齊漲，費半 +1.8%，科技 權值 領軍\n"
           "2. 美國 11月 非農 優於 預期，本週 FOMC 降息 機率 約 6成\n"
           "3. 央行 週四 理監事會，市場 預期 利率 不變\n"
           "4. 外資 上週五 賣超 台股，期貨 淨空單 小增\n"
           "5. 日韓 股市 期貨 平盤 附近，日圓 走強\n"
           "6. 國際 油價 小漲，金價 高檔 整理\n"
           "7. 本週 MOPS 11月 營收 公布 高峰，留意 電子 權值股\n"
           "8. 新台幣 上週五 收 小升，出口商 拋匯",
           kind="noise")
    f.post(f.at(13, 55), "formosa",
           f"**Formosa-R · Close note · {ds} 13:55**\n"
           f"TAIEX closed down ~1.3% after trading down as much as ~{r.randint(310, 360)} pts; the recovery into the close "
           "came from non-tech and a late bid in large-cap electronics. Turnover was above the 20-day average. The "
           "closing auction was orderly.\n\n"
           "**Attribution of the index move (pts, approx.)**\n```\n"
           f"semis (foundry + design)      {-r.randint(190, 240)}\n"
           f"server/AI hardware            {-r.randint(50, 80)}\n"
           f"other electronics             {-r.randint(20, 40)}\n"
           f"financials                    {r.randint(-10, 10):+d}\n"
           f"non-tech ex-fin               {r.randint(5, 25):+d}\n```\n"
           "**Observations**\n"
           "• The sell-off was concentrated in index weights with heavy foreign ownership; breadth outside "
           "electronics was positive.\n"
           "• TX backwardation narrowed from the morning high as the index recovered; the futures basis is back "
           "near its 10-day average.\n"
           "• Weekly TXO puts gave back part of the morning gain as implied vol eased into the close.\n"
           "• ADR premium on the local close is below its 20d mean; the US session will show whether that sticks.\n\n"
           "Nothing in today's tape changes the research framework. Wrap ~20:30.")
    f.post(f.at(16, 10), "formosa",
           "**Formosa-R · FAQ: how the risk engine counts 台指期淨部位**\n"
           "Several questions today after the 13:20 line. How the number is built (per the risk methodology doc):\n"
           "1. TX contracts count one for one; MTX count as 0.25 TX.\n"
           "2. TXO positions count by delta: each option's delta × contracts × (50/200), i.e. converted to TX "
           "equivalents using the multipliers (TXO NT$50/pt, TX NT$200/pt).\n"
           "3. Long puts have negative delta, so buying puts makes the net number more negative even though it "
           "reduces downside risk. That is why buying puts can push the book into the short-side limit.\n"
           "4. Deltas are recomputed every 5 minutes from mid-price implied vols; near expiry, deltas of near-the-"
           "money weeklies swing quickly, so the net figure can move without any trade.\n"
           "5. The limit applies to the net figure; gross is monitored but not limited separately.\n"
           "Questions about the methodology go to Grace; this FAQ only restates the document.")
    f.post(f.at(23, 15), "formosa",
           f"**Formosa-R · Night-session note · {ds} 23:15**\n"
           f"TX night session {tx - 40:,} ({r.choice(['+', '−'])}{r.randint(5, 40)} vs day settlement), volume light at "
           f"~{r.randint(18, 35)}k contracts so far. US: SOX {r.uniform(-0.8, 0.8):+.1f}%, TSM {r.uniform(-1, 1):+.1f}%, "
           "conference commentary so far in line (AI capex 'still supply-constrained', memory pricing 'firm').\n"
           "Foreign flow in TX shows a small net buy since the US open, consistent with the ADR tone. No headlines "
           "on book names since 17:30. Next post: morning brief ~07:30.")
    f.post(f.at(7, 58), "kevin",
           "本週 重點 再 提醒 一次：\n"
           "1) 週三 週選 到期，hedge 的 gamma 要 盯\n"
           "2) 週四 凌晨 FOMC、下午 央行，匯率 可能 會 動\n"
           "3) 11月 營收 這週 陸續 出來，鴻海、廣達、台積電 都 在 這週\n"
           "4) 3661 法說 下週二，要 不要 參與 等 研究 報告\n"
           "5) 年底 前 的 部位 調整 節奏，下週 早會 討論\n"
           "有 任何 交易 想法 照 流程 在 這裡 提，我 會 回")



def _research5(f, ds, md):
    r = f.rng
    f.post(f.at(18, 40), "formosa",
           f"**Formosa-R · Memory & HBM note · {ds}**\n"
           "Not a book sector, but it drives packaging and test capacity, so we track it.\n\n"
           "**Pricing**\n"
           f"• DDR5 16Gb spot US${r.uniform(5.6, 6.4):.2f} (+0.8% w/w), first weekly rise since September. Contract "
           "prices for 1Q27 are being negotiated flat to +3%.\n"
           "• NAND: wafer spot flat; enterprise SSD contract prices +5–8% q/q on AI inference storage demand.\n"
           "• HBM: 2027 volume/price talks are closing earlier than last year; HBM4 premium over HBM3E reported at "
           "30–40% per bit.\n\n"
           "**Capacity**\n"
           "• HBM TSV capacity additions in 2027 are roughly +45% y/y across the three suppliers; base-die sourcing "
           "moves to foundry logic processes for HBM4, which adds demand for leading-edge wafers.\n"
           "• Back-end: HBM stacks are tested more intensively than conventional DRAM; tester demand from memory "
           "makers overlaps with AI accelerator test demand, which is part of why tester lead times stretched.\n\n"
           "**Why it matters for our framework**\n"
           "• Foundry: HBM4 base dies are incremental leading-edge demand from 2H27.\n"
           "• Packaging/test: memory makers compete with accelerator customers for the same test tools.\n"
           "• Server ODMs: memory cost inflation at the rack level is a margin headwind for integrators without "
           "pass-through clauses.\n\n"
           "Sources: two industry trackers, one supplier call, public pricing data. Descriptive only.")
    f.post(f.at(10, 8), "formosa",
           "**Formosa-R · Explainer: TWSE block trades (鉅額交易)**\n"
           "Since a block is being discussed in the thread, the mechanics in brief (TWSE rules as we read them; "
           "check with compliance for the binding version):\n"
           "• Paired block trades (配對交易) are reported in the block session at a price within the day's limit "
           "band, subject to minimum-size thresholds (share count or value).\n"
           "• Single-stock blocks settle T+2 like regular trades; the counterparty and price are fixed at pairing.\n"
           "• Blocks do not affect the continuous-session price but are included in daily turnover statistics, "
           "which is why volume figures after the close can look inflated.\n"
           "• Our internal process requires the risk pre-check before pairing (single-name and gross limits).\n"
           "Explainer only; the negotiation itself is in the thread.")
    f.post(f.at(17, 40), "formosa",
           "**Formosa-R · Glossary for the channel (pinned copy in the wiki)**\n"
           "• 張 = board lot of 1,000 shares (odd lots trade separately). 口 = one futures/options contract.\n"
           "• 萬 = 10,000; 億 = 100,000,000. NT$1億 ≈ US$3.2m at current rates.\n"
           "• TX = TAIEX futures (NT$200/pt); MTX = mini (NT$50/pt); TXO = TAIEX options (NT$50/pt), monthly and "
           "weekly series (W1, W2, W4, W5; the third-Wednesday series is the monthly).\n"
           "• 逆價差 = futures below spot (backwardation); 正價差 = contango.\n"
           "• 觸價單 = stop order triggered at a touch price; ROD/IOC/FOK = time-in-force on TWSE.\n"
           "• 鉅額配對 = paired block trade; 自營部 = the house proprietary desk (separate book, separate limits).\n"
           "• 模擬單 = paper trade, never sent; 回測 = backtest.\n"
           "• 法說 = earnings call / investor conference; MOPS = the public disclosure site (monthly sales, filings).\n"
           "• NDF = non-deliverable forward; USD/TWD 1M is the hedge tenor.\n"
           "• ADR premium = TSM ADR price vs 5 × 2330 local price converted at spot.")
    f.post(f.at(19, 50), "formosa",
           "**Formosa-R · Explainer: export controls and the TW chain**\n"
           "Prompted by a sell-side note today. What exists, what is discussed, what would matter.\n\n"
           "**What exists**\n"
           "• Restrictions on shipping advanced AI accelerators and certain leading-edge tools to specified "
           "destinations; foundries must screen customers and designs above performance thresholds.\n"
           "• Entity-list restrictions on specific companies; the foundry has compliance processes for both.\n\n"
           "**What is discussed (no decision announced)**\n"
           "• Tighter thresholds for advanced packaging exports.\n"
           "• Broader controls on mature-node tools.\n"
           "• Changes to how cloud access to restricted chips is treated.\n\n"
           "**What would matter for the book**\n"
           "• Packaging thresholds would matter most for OSATs with China-based back-end sites.\n"
           "• Foundry exposure to restricted customers is small in revenue terms; the sentiment effect is larger "
           "than the earnings effect, historically 2–4% on the day of a headline.\n"
           "• Server ODMs with Mexico/US final assembly are least exposed.\n\n"
           "Nothing here is new news; it is background for the questions that come up whenever a headline crosses.")


# ---------------------------------------------------------------- PnL tables

def _pnl(r, label, last, *, stage, tx, K, prem, adr, ndf):
    pos = {"2330": 600 if stage < 4 else 1400, "2454": 200, "3711": 30, "2382": 1910 if stage >= 1 else 1830,
           "6669": 60 if stage >= 3 else 65}
    rows = []
    tot = 0
    for code, q in pos.items():
        mv = last[code] * (1 + r.uniform(-0.015, 0.01))
        dp = int(q * 1000 * last[code] * r.uniform(-0.02, 0.012))
        tot += dp
        rows.append(f"{code:<6}{q:>7,}張 {mv:>10,.1f} {dp:>+14,} {int(dp * r.uniform(3, 9)):>+15,}")
    txp = int(90 * 200 * r.uniform(20, 320))  # short hedge gains on a down day
    tot += txp
    rows.append(f"{'TX':<6}{-90:>7,}口 {tx + r.randint(-250, 80):>10,} {txp:>+14,} {int(txp * 2.3):>+15,}")
    op = int(40 * 50 * r.uniform(-20, 60))
    tot += op
    rows.append(f"{'TXO':<6}{40:>7,}口 {prem + r.randint(-10, 40):>10,} {op:>+14,} {op:>+15,}")
    fx = int(r.uniform(-900000, 900000))
    tot += fx
    rows.append(f"{'NDF':<6}{'-USD2千萬':>8} {ndf:>10.3f} {fx:>+14,} {int(fx * 1.7):>+15,}")
    ap = int(12000 * adr * 31.2 * r.uniform(-0.02, 0.02))
    tot += ap
    rows.append(f"{'TSM':<6}{'12,000sh':>8} {adr:>10.2f} {ap:>+14,} {int(ap * 4.1):>+15,}")
    sleeves = [("core equity", int(tot * r.uniform(0.4, 0.7))), ("tactical", int(tot * r.uniform(0.05, 0.2))),
               ("hedges TX/TXO", txp + op), ("FX NDF", fx), ("ADR", ap)]
    sl = "\n".join(f"{a:<16}{b:>+14,} {int(b * r.uniform(2, 6)):>+15,}" for a, b in sleeves)
    return (f"📊 PnL {label} · desk TWSEMI · TWD\n```\n"
            f"{'code':<6}{'pos':>8} {'mark':>10} {'day_pnl':>14} {'mtd_pnl':>15}\n" + "\n".join(rows) +
            f"\n{'-' * 56}\nTOTAL{'':>20} {tot:>+14,}\n\n"
            f"{'by sleeve':<16}{'day_pnl':>14} {'mtd_pnl':>15}\n{sl}\n```\n"
            f"fees+tax today NT${r.randint(80, 420) * 1000:,} · slippage vs arrival {r.uniform(-6, 9):+.1f}bp · "
            f"hit ratio (fills inside limit) {r.randint(88, 100)}%\n"
            f"gross NT${r.uniform(60, 67):.1f}億 · net β-adj delta NT${r.uniform(18, 26):.1f}億 · "
            f"VaR(1d,99) NT${r.uniform(1.6, 2.1):.2f}億 · marks {r.choice(['live', 'live', 'delayed 15s'])}")


# ---------------------------------------------------------------- random filler

_HOUR_W = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.6, 2.5, 7, 11, 10, 8, 6, 8, 5, 3, 3, 2, 2, 2, 2, 3, 3, 1.5]

_CHAT = [
    ("jerry", "外資 今天 又在倒 {c}，分點 看起來是 摩根 跟 美林"),
    ("vivian", "{n} 今天 量能 有點怪 🤔 分點 很散"),
    ("eddie", "ADR 溢價 現在 大概 {p}%，比 上週 低一點"),
    ("jerry", "午盤後 權值股 好像 有撐了"),
    ("vivian", "有人 知道 {n2} 法說 是 哪天 嗎？"),
    ("eddie", "TXO 週選 IV 掉到 {iv}% 了，put 還是 比較貴"),
    ("amy", "咖啡 要不要 一起 訂 ☕ 路易莎 滿 10杯 外送"),
    ("vivian", "剛跟 供應鏈 call 完，CoWoS 還是 很緊，明年 H1 都 排滿，後段 外包 比例 會再拉高"),
    ("jerry", "這波 rally breadth 其實 很差，only 權值 在撐，中小 電子 一片綠"),
    ("grace", "3點 跟 risk 開 週會 別忘了，會議室 B"),
    ("eddie", "今天 櫃買 比 加權 強，中小型 AI 股 有人 在買"),
    ("eddie", "NDF 今天 波動 蠻小的，fixing 前 也 沒什麼 量"),
    ("eddie", "MTX 散戶 多空比 {r}%，散戶 又在 接刀 😂"),
    ("jerry", "週五晚上 NVDA 那個 supplier day 有人 看嗎？"),
    ("vivian", "report 我 放在 shared drive 了，{n} 那份 是 v3"),
    ("amy", "冷氣 好冷 誰有 外套 可以借"),
    ("jerry", "{c} 主力 在 {x} 一直 有 大單 撐 👀"),
    ("vivian", "看盤 軟體 又 lag 了 (怒)"),
    ("eddie", "外資 台指期 淨空單 {k} 口，比 上週 多 一些"),
    ("jerry", "{n} 這根 K 棒 很醜 😑"),
    ("grace", "週三 FOMC 前 大家 部位 不要 太極端，我 只是 提醒"),
    ("vivian", "內資 ETF 今天 又在 買 2330/2454，第三天了"),
    ("jerry", "剛看了 Formosa-R 的 morning brief，table 那段 蠻清楚的"),
    ("amy", "今天 便當 是 排骨 還是 雞腿？統計一下 🙋"),
    ("jerry", "(貼圖) 😴"),
    ("vivian", "TPEx 今天 成交量 超過 NT$1,{k}億，滿熱的"),
    ("amy", "晚點 要跟 會計 對一下 11月 的 PnL，誰有空"),
    ("eddie", "今天 大盤 振幅 快 400 點 (汗)"),
    ("jerry", "OK 我先去 吃飯 🍜"),
    ("vivian", "Formosa-R 的 model 把 2382 毛利 抓太高了吧 我覺得"),
    ("vivian", "3661 法說 12/15 下午 2 點，記一下 📅"),
    ("jerry", "我覺得 今天 尾盤 會拉，不過 只是 感覺"),
    ("grace", "這週 事件 很多 FOMC + 央行 + 營收，大家 小心 🙏"),
    ("vivian", "誰有 {n2} 的 供應鏈 聯絡人？想 問 液冷"),
    ("eddie", "系統 今天 比較順 沒斷線 👏"),
    ("eddie", "TX 價差 今天 變化 蠻大的，逆價差 一度 拉到 {b} 點"),
    ("amy", "午安～ 有 包裹 在 櫃台"),
    ("jerry", "等一下 2 點 有 外資 券商 的 roadshow 要 聽嗎？link 在 行事曆"),
    ("vivian", "剛 看 韓國 出口 數據，半導體 +{p}% 還是 很強"),
    ("eddie", "夜盤 今天 誰 盯？我 10 點 前 在"),
    ("jerry", "{n} 的 融資 餘額 這週 又 增加，散戶 很 愛"),
    ("vivian", "HBM 的 新聞 今天 很多，但 跟 我們 的 名字 關係 不大"),
    ("jerry", "lol 群組 通知 又 爆炸 了 📳"),
    ("eddie", "週選 結算 前 gamma 很大，{kk} 附近 會 黏住"),
    ("grace", "VaR 今天 比 昨天 高 一點，主要是 2330 波動 變大"),
    ("vivian", "Taiwan 的 AI server 供應鏈 這季 真的 很忙，ODM 都在 搶 料"),
    ("jerry", "剛 外資 業務 打來 問 我們 對 {n} 的 看法，我 說 沒 comment 😂"),
    ("amy", "提醒：週五 公司 尾牙 報名 截止"),
    ("vivian", "剛剛 那個 論壇 在講 2奈米 良率，數字 跟 我們 聽到的 差不多，沒 新東西"),
    ("jerry", "今天 當沖 比重 又 快 4成 了，盤中 很吵"),
    ("eddie", "夜盤 外資 通常 美股 開盤後 才 動，9點半 前 不用 太緊張"),
    ("grace", "提醒 一下：下單 前 看 risk 的 可用額度，不要 被 擋了 才 知道"),
    ("vivian", "{n2} 的 客戶 組合 我 整理 好了，晚點 丟 drive"),
    ("jerry", "外資 報告 滿天飛，今天 收到 第 7 份 了 📚"),
    ("eddie", "USD/TWD 1M 點數 今天 有點 往下，出口商 在 賣"),
    ("amy", "12/31 前 的 交割 行事曆 我 更新 了，有 假日 調整 記得 看"),
    ("vivian", "今天 的 會議 記錄 我 放 Notion 了：供應鏈、法說、營收 三塊"),
    ("jerry", "{c} 的 逐筆 成交 看起來 有 程式單 在 切，很 規律"),
    ("vivian", "剛剛 跟 同業 吃飯 聊到，大家 都 在 問 明年 AI capex 會不會 放緩，我 的 感覺 是 還 早，至少 上半年 訂單 都 還在"),
    ("eddie", "期貨 商 那邊 通知 下週 保證金 可能 再 調，等 公告；調了 我們 的 權益數 還是 夠"),
    ("jerry", "今天 的 成交量 有點 失真，鉅額 跟 盤後 都 算 進去 的話 其實 很 大，盤中 反而 普通"),
    ("grace", "月底 前 要 做 一次 壓力 測試 的 回顧，情境 我 會 先 草擬，大家 有 想 加 的 情境 跟 我 說"),
]

_ACKS = ["ok", "thx", "收到", "(讚)", "🙏", "了解", "3Q", "👌", "(OK)", "收到～", "+1", "好的 3Q", "👀"]
_ACK_WHO = ["jerry", "vivian", "eddie", "amy", "grace"]


_NEWS_BODY = [
    ("費城半導體", "摘要：美股 上週五 科技股 領漲，費半 成分股 30檔 中 24檔 上漲；AI 伺服器 與 網通 晶片 表現 最強。"
                 "市場 解讀 就業 數據 溫和，有利 Fed 維持 寬鬆 路徑；美債 殖利率 小幅 回落。"),
    ("非農", "摘要：11月 非農 新增 就業 高於 預估 的 16萬人，平均 時薪 月增 0.3%。經濟學家 認為 勞動 市場 降溫 速度 放緩，"
           "Fed 本週 會議 料將 更 謹慎；美債 殖利率 小幅 上揚，美元 指數 持平。"),
    ("台積電 傳明年起", "摘要：供應鏈 消息 指出，台積電 已 通知 主要 客戶 明年 先進 製程 報價 調整 幅度，部分 AI 客戶 接受度 高；"
                    "CoWoS 封裝 報價 同步 調升。公司 對 市場 傳聞 不予 評論，重申 長期 毛利率 目標 53% 以上。"),
    ("台達電", "摘要：台達電 表示 AI 資料中心 客戶 需求 強勁，HVDC 與 液冷 產品線 訂單 能見度 至 明年 下半年；公司 同步 擴充 "
            "泰國 與 墨西哥 產能。法人 預估 明年 資料中心 相關 營收 年增 5成 以上。"),
    ("緯創", "摘要：緯創 公告 11月 合併 營收，筆電 與 桌機 進入 淡季，但 AI 伺服器 出貨 維持 高檔；公司 預期 第4季 營收 "
           "季增 持平 至 小幅 成長。法人 指出 機櫃 級 出貨 比重 將 在 明年 進一步 提高。"),
    ("加權指數", "摘要：權值股 開盤 後 賣壓 集中 在 半導體 與 AI 伺服器 族群，外資 現貨 賣超 擴大；非電 族群 相對 抗跌。"
             "期貨 端 外資 空單 增加，逆價差 擴大，短線 波動 加劇。"),
    ("世芯", "摘要：業界 指出 新案 為 北美 雲端 大廠 第二代 自研 AI 加速器，採 3奈米 製程 與 CoWoS 先進 封裝，預計 2027 年 "
           "下半年 放量。公司 表示 不評論 單一 客戶 與 訂單。"),
    ("聯詠", "摘要：聯詠 表示 大尺寸 驅動IC 客戶 庫存 調整 時間 較 預期 長，第4季 營收 將 季減 5~8%，毛利率 約 37~39%。"
           "公司 預期 明年 上半年 需求 逐步 回溫，車用 與 OLED 產品 為 成長 重點。"),
    ("鴻海 11月", "摘要：公司 指出 雲端 網路 產品 受惠 AI 伺服器 機櫃 出貨 放量 而 大幅 成長，消費 智能 產品 則 受 季節性 "
               "因素 影響 月減。公司 預期 第4季 營運 逐季 成長，並 優於 市場 預期。"),
    ("廣明", "摘要：廣明 轉投資 達明機器人 11月 營收 創 單月 新高，協作型 機器手臂 導入 北美 車廠 產線；公司 表示 明年 將 擴大 "
           "美國 銷售 團隊。光碟機 本業 營收 持續 下滑。"),
    ("鴻準", "摘要：鴻準 11月 營收 年減，主因 消費性 電子 機殼 出貨 淡季 與 產品 轉換；公司 表示 散熱 模組 新產品 正 送樣 "
           "認證 中，預計 明年 第2季 開始 貢獻。"),
    ("新台幣", "摘要：外資 匯入 與 出口商 拋匯 推升 新台幣 午後 走強，成交量 放大 至 18 億美元。央行 官員 表示 資金 進出 正常，"
            "將 維持 匯市 秩序；市場 關注 週四 理監事會 聲明。"),
    ("外資 上週五 賣超", "摘要：外資 上週五 賣超 集中 在 金融 與 傳產 權值股，投信 則 買超 中小型 電子 與 高股息 ETF 成分股。"
                     "分析師 表示 本週 事件 密集，盤勢 以 區間 整理 看待。"),
    ("日經225", "摘要：日股 受 日圓 走升 拖累 出口股 下跌，半導體 設備股 漲跌 互見；韓股 外資 小幅 買超，記憶體 族群 持穩。"),
    ("FOMC", "摘要：CME FedWatch 顯示 市場 預期 本週 降息 1碼 機率 約 6成，點陣圖 與 經濟 預測 將 是 焦點；部分 官員 近期 "
             "發言 偏鷹，市場 波動 可能 加大。"),
    ("布蘭特", "摘要：油價 受 OPEC+ 延長 減產 消息 支撐，但 需求 前景 疲弱 限制 漲幅；金價 在 降息 預期 下 維持 高檔。"),
    ("Samsung", "Summary: the Korean memory maker is said to have told equipment vendors to plan for higher HBM4 wafer "
                "starts in 2027; the company declined to comment. Analysts see upside to back-end tool capex."),
    ("三大法人 合計", "摘要：外資 賣超 前三大 為 金融 與 航運 股，投信 持續 買超 AI 供應鏈 中小型股；期貨 方面 外資 淨空單 "
                  "增加 約 1,500 口。"),
    ("上證指數", "摘要：陸股 在 政策 預期 下 小幅 走高，科創板 半導體 族群 領漲；人民幣 兌 美元 持穩。"),
    ("SEMI", "Summary: North American equipment billings rose for a third month, led by advanced logic and packaging "
             "tools; SEMI said 2027 capex plans at leading-edge fabs remain firm."),
    ("亞洲 貨幣", "摘要：日圓 受 避險 需求 支撐 走強，韓元 因 外資 賣超 股市 小貶；人民幣 持穩。交易員 表示 本週 "
                "央行 會議 密集，亞幣 波動 可能 放大。"),
    ("歐洲 股市", "摘要：歐股 開盤 小跌，半導體 設備 與 車用 晶片 股 走低；市場 等待 美國 FOMC 結果，成交 清淡。"),
    ("PCB 族群", "摘要：AI 伺服器 與 網通 設備 帶動 高階 多層板 需求，多家 PCB 廠 11月 營收 年增 雙位數；"
                "消費性 產品 相關 板廠 則 表現 平淡。"),
    ("央行 週四", "摘要：多數 經濟學家 預期 央行 本季 利率 維持 不變，但 可能 再 調整 選擇性 信用 管制；市場 關注 對 房市 與 "
               "匯市 的 表態。"),
]

_GEN_NEWS = [
    "【台股盤前】外資 上週五 賣超 台股 NT$152億，投信 連 5 買；今日 留意 權值股 表現",
    "【亞股】日經225 開盤 下跌 0.8%，韓股 KOSPI 平盤 附近，三星電子 小漲",
    "【外電】美國 12月 FOMC 週三 登場，市場 預期 降息 1碼 機率 約 6成",
    "【商品】布蘭特 原油 每桶 72.1 美元，金價 每盎司 2,690 美元",
    "【Reuters】Samsung Electronics said to lift HBM4 output target for 2027",
    "【台股】三大法人 合計 賣超 NT$118億，外資 期貨 淨空單 增加",
    "【陸股】上證指數 收漲 0.4%，科創50 漲 1.1%",
    "【Bloomberg】US chip equipment orders rose 9% in November, SEMI data show",
    "【經濟日報】央行 週四 理監事會 預料 利率 按兵不動",
    "【鉅亨網】亞洲 貨幣 早盤 走勢 分歧，日圓 走強 韓元 小貶",
    "【路透】歐洲 股市 開盤 小跌，ASML 與 英飛凌 走低",
    "【工商時報】PCB 族群 11月 營收 普遍 成長，高階 板 需求 強",
]


_WINDOWS = [("午盤後", 11, 13), ("午安", 12, 14), ("吃飯", 11, 13), ("便當", 10, 12), ("尾盤 會拉", 11, 13),
            ("大盤 振幅", 11, 15), ("3點 跟 risk", 13, 15), ("夜盤 今天 誰 盯", 14, 18), ("2 點 有 外資", 12, 14),
            ("morning brief", 8, 11), ("當沖", 11, 15), ("系統 今天 比較順", 13, 20), ("TX 價差 今天", 11, 15),
            ("又在倒", 9, 13), ("主力 在", 9, 13), ("量能 有點怪", 9, 14), ("逐筆 成交", 9, 13), ("櫃買 比 加權", 10, 14),
            ("TPEx 今天", 12, 15), ("融資 餘額", 14, 20), ("夜盤 外資 通常", 14, 21), ("週選 結算 前", 10, 21),
            ("K 棒", 9, 14), ("淨空單", 15, 18), ("供應鏈 call", 9, 17), ("咖啡", 9, 15), ("包裹", 12, 17),
            ("冷氣", 9, 18), ("看盤 軟體", 9, 14), ("尾牙", 9, 18), ("ADR 溢價 現在", 21, 24), ("韓國 出口", 8, 11),
            ("會議 記錄", 14, 19), ("NDF 今天", 11, 16), ("1M 點數", 10, 16), ("成交量 有點 失真", 14, 18),
            ("同業 吃飯", 13, 15), ("NVDA", 7, 11), ("內資 ETF", 13, 17), ("多空比", 15, 18), ("VaR 今天", 14, 19),
            ("會計", 14, 18), ("貼圖", 13, 23), ("交割 行事曆", 9, 18), ("下單 前", 8, 13), ("業務 打來", 9, 17),
            ("rally", 10, 15)]


def _chat_window(who, tpl):
    for key, lo, hi in _WINDOWS:
        if key in tpl:
            return lo, hi
    return (8, 19) if who in ("amy", "grace") else (8, 22)


def _rand_ms(f, weights=_HOUR_W, lo_h=0, hi_h=24):
    r = f.rng
    hours = list(range(lo_h, hi_h))
    h = r.choices(hours, weights=[weights[x] for x in hours])[0]
    return f.t0 + (h * 3600 + r.randint(60, 3540)) * 1000 + r.randrange(0, 1000)


def _fill_random(f, last, names, tx, basis, K):
    r = f.rng
    codes = ["2330", "2454", "3711", "2382", "6669"]
    chat = r.sample(_CHAT, 56)
    for who, tpl in chat:
        lo, hi = _chat_window(who, tpl)
        c = r.choice(codes)
        txt = tpl.format(c=c, n=names[c], n2=names[r.choice(["3661", "2317", "2303", "2454"])],
                         p=f"{r.uniform(14, 22):.1f}", iv=r.randint(16, 24), r=r.randint(55, 70),
                         x=_px(_tick(last[c] * r.uniform(0.985, 0.995))), k=r.randint(100, 900),
                         b=basis + r.randint(5, 20), kk=f"{K:,}")
        f.post(_rand_ms(f, lo_h=lo, hi_h=hi), who, txt)
    for _ in range(9):
        who = r.choice(_ACK_WHO)
        f.post(_rand_ms(f, lo_h=8, hi_h=18 if who == "amy" else 23), who, r.choice(_ACKS), kind="noise")
    for _ in range(7):
        c = r.choice(codes + ["3661", "2317"])
        pct = r.uniform(-2.2, 0.9)
        if pct >= 0:
            reason = r.choice(["觸及 5日高", "外資 大單 敲進", "突破 月線", "量能 > 5日均量 2.1x"])
        else:
            reason = r.choice(["跌破 20MA", "開高走低", "跌破 5日線", "量能 > 5日均量 2.1x", "外資 大單 賣出"])
        f.post(_rand_ms(f, lo_h=9, hi_h=13), "px",
               f"🔔 {c} {names[c]} {_px(_tick(last[c] * (1 + pct / 100)))} {'▲' if pct >= 0 else '▼'}{abs(pct):.1f}% {reason}",
               kind="noise")
    for item in r.sample(_GEN_NEWS, 8):
        f.post(_rand_ms(f, lo_h=0, hi_h=24), "news", item, kind="noise")
    for _ in range(2):
        f.post(_rand_ms(f, lo_h=0, hi_h=24), "bridge",
               f"⟳ BrokerBridge FIX {r.choice(['TWSE-GW1', 'TPEX-GW1', 'TAIFEX-GW1'])} reconnect ok · "
               f"seq {r.randint(10000, 99999)} · gap fill {r.randint(0, 3)} msgs", kind="noise")
    for _ in range(3):
        f.post(_rand_ms(f, lo_h=7, hi_h=22), "ci",
               r.choice([f"CI ✅ pnl-bot #{r.randint(900, 999)} (main) passed · {r.randint(180, 240)} tests · 1m{r.randint(10, 59)}s",
                         f"CI ❌ news-router #{r.randint(300, 399)} failed: test_alias_table (KeyError) · retry queued",
                         f"deploy news-router v0.9.{r.randint(10, 40)} → prod-tpe1 ✔ (1/1 pods)"]), kind="noise")
    for _ in range(2):
        f.post(_rand_ms(f, lo_h=0, hi_h=24), "cron",
               r.choice([f"cron[ndf-fixing] TAIFX1 fixing {31.1 + r.uniform(0, 0.2):.3f} loaded · 1 row",
                         f"cron[quote-cache] purged {r.randint(2000, 9000):,} stale keys · {r.uniform(0.5, 3):.1f}s",
                         f"cron[backup] store snapshot ok · {r.uniform(1, 3):.2f} GB · {r.randint(20, 90)}s"]),
               kind="noise")


# ---------------------------------------------------------------- public API

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default 2026-12-07T16:00Z = 2026-12-08 00:00 Asia/Taipei);
    channels: how many channels of this desk; days: how many consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    rows = []
    for ci in range(channels):
        cid = _channel_id(ci)
        for d in range(days):
            day_start = end - timedelta(days=days - d)
            f = _Flow(seed, ci, d, day_start, cid, first=(ci == 0 and d == 0))
            _script(f)
            f.finish(labels)
            rows.extend(f.events)
    rows.sort(key=lambda e: (e[0], e[1], e[3].get("message", {}).get("id", ""), e[2]))
    return {"events": [e[3] for e in rows], "labels": labels}


# ---------------------------------------------------------------- self-check

def _text_of(msg_content, embeds):
    parts = [msg_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fl in e.get("fields", []) or []:
            parts.append(str(fl.get("name", "")))
            parts.append(str(fl.get("value", "")))
    return "\n".join(parts)


def _check(cap_path, labels, channels, days, end):
    problems = []
    msgs = {}
    order = []
    last_ms = -1
    with open(cap_path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            ev = json.loads(line)
            op = ev["op"]
            for k in ("op", "guild_id", "channel_id"):
                if k not in ev:
                    problems.append(f"line {ln}: missing {k}")
            if op == "create":
                m = ev["message"]
                ms = int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000)
                if (int(m["id"]) >> 22) + DISCORD_EPOCH_MS != ms:
                    problems.append(f"line {ln}: id/created_at mismatch")
                msgs[m["id"]] = {"ch": ev["channel_id"], "parent": ev.get("parent_channel_id") or ev["channel_id"],
                                 "text": _text_of(m["content"], m.get("embeds")), "state": "live",
                                 "bytes": len(_text_of(m["content"], m.get("embeds")).encode("utf-8")),
                                 "chars": len(_text_of(m["content"], m.get("embeds"))), "ms": ms}
                order.append(m["id"])
            else:
                ts = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
                ms = int(datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp() * 1000)
                if op == "edit":
                    st = msgs[ev["message_id"]]
                    st["text"] = ev["content"]
                    st["state"] = "edited" if st["state"] == "live" else st["state"]
                elif op == "delete":
                    msgs[ev["message_id"]]["state"] = "deleted"
                elif op == "bulk_delete":
                    for mid in ev["message_ids"]:
                        msgs[mid]["state"] = "deleted"
                elif op == "forget":
                    msgs[ev["message_id"]]["state"] = "forgotten"
            if ms < last_ms:
                problems.append(f"line {ln}: time goes backwards")
            last_ms = ms
    ids = [int(x) for x in order]
    if ids != sorted(ids):
        problems.append("create ids not increasing in file order")
    for h in labels["hard_events"]:
        st = msgs.get(h["message_id"])
        if st is None:
            problems.append(f"label id missing {h['message_id']}")
            continue
        if st["ch"] != h["channel_id"]:
            problems.append(f"label channel mismatch {h['message_id']}")
        if st["state"] != h["final_state"]:
            problems.append(f"final_state {h['message_id']} {st['state']} != {h['final_state']}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"facts count {h['message_id']}")
        for fact in h["facts"]:
            if fact not in st["text"]:
                problems.append(f"fact {fact!r} not in {h['message_id']}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in msgs[mid]["text"]:
            problems.append(f"superseded {old!r} still in final text of {mid}")
    live_text = "\n".join(s["text"] for s in msgs.values() if s["state"] in ("live", "edited"))
    for snip in labels["removed_texts"]:
        if snip in live_text:
            problems.append(f"removed text {snip!r} still live somewhere")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in msgs:
                problems.append(f"{key} id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard id also labelled noise/near-miss")
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"idioms count {len(labels['idioms'])}")
    for i in labels["idioms"]:
        if i["message_id"] not in msgs:
            problems.append("idiom id missing")
    # per channel-day stats
    end_ms = int(end.timestamp() * 1000)
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    hard_by = {}
    for h in labels["hard_events"]:
        hard_by.setdefault(h["message_id"], h["event_type"])
    stats = []
    for ci in range(channels):
        cid = _channel_id(ci)
        for d in range(days):
            lo = end_ms - (days - d) * 86400000
            hi = lo + 86400000
            sel = [m for m, s in msgs.items() if s["parent"] == cid and lo <= s["ms"] < hi]
            n = len(sel)
            b = sum(msgs[m]["bytes"] for m in sel)
            c = sum(msgs[m]["chars"] for m in sel)
            nz = sum(1 for m in sel if m in noise)
            nm = sum(1 for m in sel if m in near)
            types = {}
            for m in sel:
                if m in hard_by:
                    types[hard_by[m]] = types.get(hard_by[m], 0) + 1
            nh = sum(types.values())
            row = {"channel": cid, "day": d, "messages": n, "content_bytes": b, "content_chars": c,
                   "noise": nz, "noise_pct": round(100.0 * nz / max(n, 1), 1), "near_miss": nm,
                   "hard": nh, "hard_by_type": dict(sorted(types.items()))}
            stats.append(row)
            if not 180 <= n <= 320:
                problems.append(f"ch{ci} d{d}: messages {n} out of 180-320")
            if not 70_000 <= b <= 120_000:
                problems.append(f"ch{ci} d{d}: bytes {b} out of 70-120 KB")
            if not 25 <= row["noise_pct"] <= 40:
                problems.append(f"ch{ci} d{d}: noise {row['noise_pct']}% out of 25-40%")
            if not 25 <= nh <= 45:
                problems.append(f"ch{ci} d{d}: hard {nh} out of 25-45")
    return stats, problems


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-12-07T16:00:00Z)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    stats, problems = _check(a.out, res["labels"], a.channels, a.days,
                             (end or DEFAULT_END).astimezone(timezone.utc))
    for row in stats:
        print(json.dumps(row, ensure_ascii=False))
    print(f"events={len(res['events'])} hard={len(res['labels']['hard_events'])} "
          f"idioms={len(res['labels']['idioms'])} superseded={len(res['labels']['superseded_facts'])} "
          f"removed={len(res['labels']['removed_texts'])}")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    print("self-check OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
