#!/usr/bin/env python3
"""Desk generator: Tokyo macro desk.

JGB 10y futures (and cash JGBs by issue number), Nikkei 225 / TOPIX futures (large + mini),
USD/JPY and a handful of TSE single names (by company name, JP or EN, and 4-digit code).
Mostly Japanese chat (casual between traders, keigo from LLM agents), some English from a
London colleague, an OMS bot with Japanese embed fields, a JSON risk engine, BOJ/MoF
headline embeds. Standard library only; output is a pure function of the arguments.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "tokyo_jgb_nikkei"
EPOCH_MS = 1420070400000
UTC = timezone.utc
JST = timezone(timedelta(hours=9))
GUILD_ID = "1302718564930271262"
CHANNEL_IDS = ["1302719937108459561", "1302721460275871755", "1302722889917726730", "1302724317302292510"]
CHANNEL_NAMES = ["東京マクロ", "jgb-nk-執行", "tokyo-rv", "nikkei-vol"]
# last JST day = 2026-03-12 (Thu); a "day" runs 00:00-24:00 JST
DEFAULT_END = datetime(2026, 3, 12, 15, 0, tzinfo=UTC)

PEOPLE = {
    "sato": ("1093355802417438781", "佐藤 | デスクヘッド", False),
    "tanaka": ("1094128867302285342", "tanaka_jgb", False),
    "yamamoto": ("1095501276810051604", "山本 (先物)", False),
    "nakamura": ("1101973345261162548", "nakamura.r", False),
    "oliver": ("1088240991536730163", "Oliver H (LDN)", False),
    "suzuki": ("1079431180052611092", "鈴木 (mod)", False),
    "kabuto": ("1187642013364158534", "kabuto-分析", True),
    "exec": ("1187643381198008401", "exec-agent", True),
    "oms": ("1154080367245017139", "OMS東京", True),
    "risk": ("1154081923301609562", "risk-engine", True),
    "news": ("1160337458107367435", "ヘッドライン", True),
    "md": ("1154083350933118996", "md-gw", True),
    "batch": ("1154084817286860851", "batch-jobs", True),
    "pnl": ("1154086030614521936", "pnl-snap", True),
    "alerts": ("1154087712153403514", "price-alerts", True),
    "deploy": ("1154089142809518160", "deploy-bot", True),
    "router": ("1187645127411843142", "router", True),
}

# code: (full JP name, short JP, EN name, ref price)
STOCKS = {
    "7203": ("トヨタ自動車", "トヨタ", "Toyota Motor", 2985),
    "8306": ("三菱UFJフィナンシャル・グループ", "三菱UFJ", "MUFG", 2410),
    "6758": ("ソニーグループ", "ソニー", "Sony Group", 4230),
    "8035": ("東京エレクトロン", "東エレ", "Tokyo Electron", 29850),
    "7974": ("任天堂", "任天堂", "Nintendo", 11850),
    "6861": ("キーエンス", "キーエンス", "Keyence", 58900),
    "9983": ("ファーストリテイリング", "ファストリ", "Fast Retailing", 52100),
    "4063": ("信越化学工業", "信越化", "Shin-Etsu Chemical", 5120),
    "6501": ("日立製作所", "日立", "Hitachi", 4350),
    "8058": ("三菱商事", "三菱商", "Mitsubishi Corp", 3020),
    "5401": ("日本製鉄", "日鉄", "Nippon Steel", 3080),
    "9984": ("ソフトバンクグループ", "SBG", "SoftBank Group", 17500),
    "7011": ("三菱重工業", "三菱重", "Mitsubishi Heavy", 3900),
    "6098": ("リクルートホールディングス", "リクルート", "Recruit Holdings", 9200),
    "8316": ("三井住友フィナンシャルグループ", "三井住友FG", "SMFG", 3950),
    "4502": ("武田薬品工業", "武田", "Takeda", 4410),
}
# per channel index: held, watch, new-idea name (proposed then rejected), others
BOOKS = [
    (["7203", "8306", "6758"], ["7974", "6861"], "8035"),
    (["8316", "6501", "7203"], ["9983", "4063"], "6758"),
    (["6758", "8058", "8306"], ["7011", "6098"], "8035"),
    (["9983", "7203", "6501"], ["4502", "6861"], "7974"),
]

FW = str.maketrans("0123456789,.%", "０１２３４５６７８９，．％")
MONTH_CODE = {3: "H", 6: "M", 9: "U", 12: "Z"}
# activity per JST hour (00..23)
CURVE = [3, 2, 1.2, 0.8, 0.4, 0.3, 0.8, 2.5, 6, 10, 8, 6, 4, 8, 8, 6, 4, 5, 5, 4, 3, 3, 4, 3]


def fw(s: str) -> str:
    return s.translate(FW)


def yen(n: int) -> str:
    return f"{n:,}"


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id(i: int) -> str:
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    return str(int(CHANNEL_IDS[-1]) + 1_073_741_824 * (i - len(CHANNEL_IDS) + 1) + 104_729 * i)


def front_month(d: datetime) -> tuple[int, int]:
    y, m = d.year, d.month
    for q in (3, 6, 9, 12):
        if q > m or (q == m and d.day < 10):
            return y, q
    return y + 1, 3


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts.append(f"{f['name']} {f['value']}")
    parts.append(e.get("footer", ""))
    return " | ".join(p for p in parts if p)


class Msg:
    def __init__(self, mid: str, chan: str, ms: int, line: dict):
        self.id = mid
        self.chan = chan
        self.ms = ms
        self.line = line


class Day:
    def __init__(self, seed: int, ci: int, di: int, day_start: datetime, out_labels: dict, idioms: dict):
        self.jst_date = (day_start + timedelta(hours=9)).astimezone(JST)
        dkey = self.jst_date.date().toordinal()
        self.rng = random.Random(f"{DESK}|{seed}|{ci}|{dkey}")
        self.ci, self.di = ci, dkey
        self.ch = channel_id(ci)
        self.t0ms = int(day_start.timestamp() * 1000)
        self.worker = (ci * 7 + 3) % 32
        self.seq = (dkey * 397 + ci * 131) % 2048
        self.events: list[tuple[int, int, dict]] = []
        self.order = 0
        self.final: dict[str, str] = {}
        self.label_by_id: dict[str, dict] = {}
        self.L = out_labels
        self.idioms = idioms
        self.msg_count = 0
        self.noise_count = 0
        self.hard_count = 0
        self.near_count = 0
        self.content_bytes = 0
        self.content_chars = 0
        self.used_ms: set[int] = set()
        book = BOOKS[ci % len(BOOKS)]
        self.held, self.watch, self.idea = book
        self.others = [c for c in STOCKS if c not in self.held and c not in self.watch and c != self.idea]
        fy, fm = front_month(self.jst_date)
        self.cm = f"{fm}月限"
        self.cm_code = f"{MONTH_CODE[fm]}{fy % 10}"
        self.cm_num = f"{fy % 100:02d}{fm:02d}"
        self.cm_long = f"{fy}年{fm}月限"
        r = self.rng
        self.jgb = round(132.0 + r.uniform(-1.2, 1.2), 2)
        self.nk = 50_000 + r.randrange(-300, 300) * 5
        self.tpx = round((3320 + r.uniform(-70, 70)) * 2) / 2
        self.uj = round(154.0 + r.uniform(-2.5, 2.5), 2)
        self.y10 = round(1.95 + r.uniform(-0.08, 0.08), 3)
        self.issue = 381 + (1 if self.jst_date.month >= 4 else 0)
        self.oid_n = r.randrange(1000, 8000)
        self.date_s = f"{self.jst_date.month}/{self.jst_date.day}"
        self.wd = "月火水木金土日"[self.jst_date.weekday()]

    # ---------- primitives ----------
    def oid(self, prefix: str = "TKO") -> str:
        self.oid_n += self.rng.randrange(3, 40)
        return f"{prefix}-{self.jst_date:%y%m%d}-{self.oid_n:05d}"

    def T(self, h: float, m: float = 0, jit: float = 0) -> float:
        v = h * 60 + m + (self.rng.uniform(0, jit) if jit else 0) + self.rng.uniform(0, 0.9)
        return min(max(v, 0.05), 24 * 60 - 0.2)

    def _ms(self, minutes: float) -> int:
        ms = self.t0ms + int(minutes * 60_000)
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    def _emit(self, ms: int, line: dict):
        self.order += 1
        self.events.append((ms, self.order, line))

    def post(self, minutes: float, who: str, content: str = "", embeds=None, reply: Msg | None = None,
             thread: Msg | None = None, attach=None) -> Msg:
        ms = self._ms(minutes)
        if reply is not None and ms <= reply.ms:
            ms = self._ms((reply.ms - self.t0ms) / 60_000 + 0.3)
        self.seq += 1
        sid = str(snowflake(ms, self.worker, self.seq))
        aid, name, bot = PEOPLE[who]
        chan = thread.id if thread is not None else self.ch
        msg = {"id": sid, "author_id": aid, "author_name": name, "author_bot": bot, "created_at": iso(ms),
               "content": content, "attachments": attach or [], "embeds": embeds or [],
               "reference_id": reply.id if reply is not None else None}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan, "message": msg}
        if thread is not None:
            line["parent_channel_id"] = self.ch
        self._emit(ms, line)
        text = "\n".join([content] + [embed_text(e) for e in (embeds or [])])
        self.final[sid] = text
        self.msg_count += 1
        body = content + "".join(embed_text(e) for e in (embeds or []))
        self.content_bytes += len(body.encode("utf-8"))
        self.content_chars += len(body)
        return Msg(sid, chan, ms, line)

    def at(self, m: Msg, plus: float) -> float:
        return (m.ms - self.t0ms) / 60_000 + plus

    def hard(self, m: Msg, etype: str, facts: list[str], phrasing: str):
        lab = {"channel_id": m.chan, "message_id": m.id, "event_type": etype, "facts": facts,
               "phrasing": phrasing, "final_state": "live"}
        self.L["hard_events"].append(lab)
        self.label_by_id[m.id] = lab
        self.hard_count += 1
        return m

    def noise(self, m: Msg):
        self.L["noise_message_ids"].append(m.id)
        self.noise_count += 1
        return m

    def near(self, m: Msg):
        self.L["near_miss_ids"].append(m.id)
        self.near_count += 1
        return m

    def idiom(self, m: Msg, name: str, expected: str):
        if name not in self.idioms:
            self.idioms[name] = {"message_id": m.id, "idiom": name, "expected": expected}
        return m

    def edit(self, m: Msg, minutes: float, new: str, superseded: list[str]):
        ms = self._ms(max(minutes, self.at(m, 0.5)))
        self._emit(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                        "edited_at": iso(ms), "content": new})
        embeds = m.line["message"]["embeds"]
        self.final[m.id] = "\n".join([new] + [embed_text(e) for e in embeds])
        for s in superseded:
            self.L["superseded_facts"].append([m.chan, m.id, s])
        if m.id in self.label_by_id and self.label_by_id[m.id]["final_state"] == "live":
            self.label_by_id[m.id]["final_state"] = "edited"

    def delete(self, m: Msg, minutes: float, snippet: str):
        ms = self._ms(max(minutes, self.at(m, 0.3)))
        self._emit(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                        "deleted_at": iso(ms)})
        self._removed(m, snippet, "deleted")

    def bulk_delete(self, ms_list: list[Msg], minutes: float, snippets: list[str]):
        ms = self._ms(max([minutes] + [self.at(x, 0.3) for x in ms_list]))
        self._emit(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_list[0].chan,
                        "message_ids": [x.id for x in ms_list], "deleted_at": iso(ms)})
        for x, s in zip(ms_list, snippets):
            self._removed(x, s, "deleted")

    def forget(self, m: Msg, minutes: float, snippet: str):
        ms = self._ms(max(minutes, self.at(m, 1)))
        self._emit(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                        "requested_by": PEOPLE["suzuki"][0], "at": iso(ms)})
        self._removed(m, snippet, "forgotten")

    def _removed(self, m: Msg, snippet: str, state: str):
        assert snippet in self.final[m.id], snippet
        self.L["removed_texts"].append(snippet)
        self.removed_ids.add(m.id)
        if m.id in self.label_by_id:
            self.label_by_id[m.id]["final_state"] = state

    def pin(self, m: Msg, minutes: float, who: str = "sato"):
        ms = self._ms(max(minutes, self.at(m, 0.2)))
        self._emit(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                        "by": PEOPLE[who][0], "at": iso(ms)})

    def react(self, m: Msg, minutes: float, emoji: str, who: str):
        ms = self._ms(max(minutes, self.at(m, 0.1)))
        self._emit(ms, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.chan, "message_id": m.id,
                        "emoji": emoji, "user_id": PEOPLE[who][0], "at": iso(ms)})

    def unreact(self, m: Msg, minutes: float, emoji: str, who: str):
        ms = self._ms(max(minutes, self.at(m, 0.2)))
        self._emit(ms, {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": m.chan,
                        "message_id": m.id, "emoji": emoji, "user_id": PEOPLE[who][0], "at": iso(ms)})

    def rand_time(self, lo_h: float = 0, hi_h: float = 24) -> float:
        hours = [h for h in range(24) if lo_h <= h < hi_h]
        h = self.rng.choices(hours, weights=[CURVE[x] for x in hours])[0]
        return self.T(h, self.rng.uniform(0, 59.5))

    def pick(self, seq):
        return self.rng.choice(seq)

    # ---------- helpers for embeds ----------
    def oms(self, title: str, fields: list[tuple[str, str]], footer: str, desc: str = "") -> list[dict]:
        e = {"title": title, "author": "OMS東京",
             "fields": [{"name": k, "value": v, "inline": True} for k, v in fields], "footer": footer}
        if desc:
            e["description"] = desc
        return [e]

    def news(self, title: str, desc: str, src: str, minutes: float, url_tag: str = "") -> list[dict]:
        hh = int(minutes // 60)
        mm = int(minutes % 60)
        e = {"title": title, "description": desc, "author": src,
             "footer": f"{self.jst_date:%Y-%m-%d} {hh:02d}:{mm:02d} JST · {self.pick(['速報', 'ヘッドライン', 'Flash', '一報'])}"}
        if url_tag:
            e["url"] = f"https://news.example.jp/{url_tag}/{self.rng.randrange(10**6, 10**7)}"
        return [e]

    def rjson(self, obj: dict, minutes: float) -> str:
        ms = self.t0ms + int(minutes * 60_000)
        o = {"ts": iso(ms), "src": "risk-engine"}
        o.update(obj)
        return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

    # =====================================================================
    def build(self):
        self.removed_ids: set[str] = set()
        r = self.rng
        self.flow_positions_pin()
        self.flow_jgb()
        self.flow_nikkei()
        self.flow_usdjpy()
        self.flow_thread_idea()
        opt = (self.ci + self.di + r.randrange(3)) % 3
        [self.flow_stock_add, self.flow_topix, self.flow_cash_jgb][opt]()
        self.flow_risk()
        self.flow_news_routes()
        self.flow_reports()
        self.flow_near_misses()
        self.flow_forget_and_bulk()
        self.flow_noise()
        self.flow_chatter()
        self.flow_briefs()
        self.flow_longform()
        return self

    # ---------------------------------------------------------------------
    def flow_positions_pin(self):
        held = "、".join(f"{STOCKS[c][0]}({c})" for c in self.held)
        watch = "、".join(f"{STOCKS[c][1]}({c})" for c in self.watch)
        txt = (f"【デスク状況 {self.date_s}({self.wd}) 朝時点】\n"
               f"保有: 債先{self.cm} ショート / {held} / ドル円 ロング(LDN管理)\n"
               f"ウォッチ: {watch}\n"
               f"DV01上限 4,000万円 · 日経ミニ ネット上限 ±80枚 · FXグロス上限 $50m\n"
               f"※ 更新はこのメッセージを編集します")
        m = self.post(self.T(7, 32, 6), "sato", txt)
        self.pin(m, self.at(m, 0.4))
        self.react(m, self.at(m, 0.5), "📌", "sato")
        self.near(m)
        self.idiom(m, "pinned desk status listing holdings and limits", "not_hard")
        self.status_msg = m

    # ---------------------------------------------------------------------
    def flow_jgb(self):
        r = self.rng
        E = self.jgb - r.choice([0.02, 0.03, 0.04])
        N = r.choice([20, 30, 40])
        S = E + r.choice([0.35, 0.40, 0.45])
        T_ = E - r.choice([0.50, 0.55, 0.60])
        Es, Ss, Ts = f"{E:.2f}", f"{S:.2f}", f"{T_:.2f}"
        self.jgb_e, self.jgb_n = E, N
        p = r.randrange(52, 71)
        ust = 4.1 + r.uniform(-0.2, 0.2)
        nt = 14.6 + r.uniform(-0.5, 0.5)
        v = r.randrange(3)
        if v == 0:
            decision = f"債先{self.cm}を {Es} で {N}枚 売り、ストップ {Ss}、利食い目標 {Ts} を提案いたします。"
            facts = [f"債先{self.cm}", Es, f"{N}枚", "売り", Ss]
        elif v == 1:
            decision = (f"つきましては、長期国債先物（{self.cm}）{N}枚の売りを {Es} 指値にてご提案申し上げます"
                        f"（ストップ {Ss}、目標 {Ts}）。")
            facts = [f"長期国債先物（{self.cm}）", f"{N}枚の売り", Es, Ss]
        else:
            decision = (f"本日は債先{self.cm}の売り増しとして、{fw(str(N))}枚を{fw(Es)}にて、"
                        f"逆指値{fw(Ss)}でのエントリーを提案いたします。")
            facts = [f"債先{self.cm}", "売り増し", f"{fw(str(N))}枚", fw(Es), fw(Ss)]
        auction = self.pick([
            f"本日12:35に10年利付国債（第{self.issue}回）の入札結果が公表予定でございます。",
            "本日は日銀の国債買入オペ（残存5-10年、10-25年）が予定されております。",
            "本日は流動性供給入札（残存5-15.5年）がございます。",
        ])
        memo = (
            f"【朝会メモ {self.date_s}({self.wd})】\n"
            f"おはようございます。kabutoより本日の東京時間に向けた論点を整理いたしました。\n\n"
            f"■ 海外\n"
            f"・米10年債利回りは {ust:.2f}%（前日比{r.randrange(-6, 7):+d}bp）で引けました。"
            f"FRB高官発言は総じてタカ派寄りとの受け止めでございます。\n"
            f"・ドル円はNY引け {self.uj + r.uniform(-0.4, 0.4):.2f} 円。本邦当局の口先介入への警戒感から、"
            f"上値は重い展開が続いております。\n"
            f"・CME日経平均先物（円建て）は {yen(self.nk + r.randrange(-40, 40) * 5)} 円、"
            f"大証夜間の日経225先物は {yen(self.nk + r.randrange(-30, 30) * 10)} 円で引けております。\n\n"
            f"■ 国内金利\n"
            f"・債先{self.cm}の前日清算値は {self.jgb:.2f}、10年債利回りは {self.y10:.3f}% と高水準圏での推移が続いております。\n"
            f"・{auction}\n"
            f"・日銀の国債買入れ減額計画に沿って、超長期ゾーンの需給は引き続き緩みやすいと見ております。"
            f"生保の買い控えも継続しており、30年ゾーンのスティープ化圧力は残るとの見立てでございます。\n\n"
            f"■ 提案\n"
            f"{decision}\n"
            f"根拠といたしましては、(1) OISが示す次回会合での利上げ確率が {p}% まで上昇していること、"
            f"(2) 本日の入札・オペを控えディーラーのヘッジ売りが出やすいこと、"
            f"(3) 海外勢の先物ネットショートがまだ積み上がり切っていないこと、の3点でございます。\n\n"
            f"■ 需給・フロー\n"
            f"{self.para('株式', 3)}\n{self.para('為替', 2)}\n\n"
            f"■ 株式・指数\n"
            f"・NT倍率は {nt:.2f} 倍まで低下しており、値がさ半導体の戻りの鈍さが目立ちます。\n"
            f"・保有中の{'、'.join(STOCKS[c][0] for c in self.held)}に本日材料はございません。"
            f"ウォッチの{'、'.join(STOCKS[c][1] for c in self.watch)}も同様です。\n\n"
            f"■ リスク\n"
            f"・JGB DV01 は {r.randrange(2400, 3600):,}万円/bp（上限 4,000万円）、日経ミニのネットは {r.randrange(-40, 10)} 枚でございます。\n"
            f"・本日 {self.pick(['8:50 に10-12月期GDP二次速報', '8:50 に国際収支', '10:30 に日銀総裁の国会答弁', '14:00 に景気ウォッチャー調査'])} がございます。\n\n"
            f"■ 本日の予定（JST）\n"
            f"・08:50 国内指標 / 10:30 日銀オペ通知 / 12:35 入札結果 / 14:00 景気ウォッチャー\n"
            f"・17:00 欧州PMI / 22:30 米CPI / 24:00 米要人発言\n\n"
            f"以上、ご確認のほどよろしくお願いいたします。"
        )
        m = self.post(self.T(8, 3, 10), "kabuto", memo)
        self.hard(m, "trade_proposal", facts, "buried")
        self.idiom(m, "keigo proposal buried in morning memo", "trade_proposal")
        self.pin(m, self.at(m, 2))
        self.react(m, self.at(m, 2.1), "📌", "sato")
        self.memo = m
        ms_ = self._ms(self.T(23, 50, 5))
        self._emit(ms_, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": self.ch, "message_id": m.id,
                         "by": PEOPLE["sato"][0], "at": iso(ms_)})
        self.noise(self.post(self.at(m, 1.5), "tanaka", self.pick(["読みました", "🙏", "あざす"]), reply=m))
        v = r.randrange(3)
        if v == 0:
            ap = self.post(self.at(m, 9 + r.uniform(0, 6)), "sato", f"債先{N}枚 ok、寄りで入れて", reply=m)
            self.hard(ap, "trade_approval", ["債先", f"{N}枚", "ok"], "reply")
        elif v == 1:
            ap = self.post(self.at(m, 9 + r.uniform(0, 6)), "sato", f"了解、債先の売り承認します。{N}枚で", reply=m)
            self.hard(ap, "trade_approval", ["債先", "承認", f"{N}枚"], "reply")
        else:
            ap = self.post(self.at(m, 9 + r.uniform(0, 6)), "sato", "ok go 👍 (債先)", reply=m)
            self.hard(ap, "trade_approval", ["ok go", "債先"], "reply")
            self.idiom(ap, "two-word approval reply with emoji", "trade_approval")
        self.idiom(ap, "desk head short reply approving memo proposal", "trade_approval")
        rt = self.post(self.at(ap, 0.8), "kabuto",
                       f"承知いたしました。債先{self.cm} 売り{N}枚の執行は exec-agent に回します。", reply=ap)
        self.hard(rt, "route_decision", ["exec-agent", "回します"], "reply")
        self.idiom(rt, "keigo hand-off to execution agent", "route_decision")
        oid = self.oid()
        self.jgb_oid = oid
        cf = self.post(self.T(8, 45, 0.5), "oms", "", embeds=self.oms(
            "注文受付", [("銘柄", f"長期国債先物 {self.cm_long}"), ("売買", "売建"), ("数量", f"{N}枚"),
                         ("価格", f"{Es} 指値"), ("注文番号", oid), ("状態", "受付済")],
            "OMS東京 · 大阪取引所 J-GATE"))
        self.hard(cf, "trade_confirmation", [f"長期国債先物 {self.cm_long}", "売建", f"{N}枚", Es, oid], "embed")
        self.idiom(cf, "OMS embed with Japanese field names (受付)", "trade_confirmation")
        E2 = f"{E - 0.01:.2f}" if r.random() < 0.5 else Es
        if r.random() < 0.5:
            f2 = self.post(self.at(cf, r.uniform(1, 9)), "oms", "", embeds=self.oms(
                "約定通知", [("銘柄", f"長期国債先物 {self.cm_long}"), ("売買", "売建"), ("約定数量", f"{N}枚"),
                             ("約定価格", E2), ("注文番号", oid)], "OMS東京 · 全部約定"))
            self.hard(f2, "trade_fill", [f"長期国債先物 {self.cm_long}", "売建", f"{N}枚", E2], "embed")
            self.idiom(f2, "OMS fill embed (約定通知) with Japanese fields", "trade_fill")
        else:
            f2 = self.post(self.at(cf, r.uniform(1, 9)), "exec",
                           f"fill ord={oid} sym=JGB10-{self.cm_num} side=S qty={N} px={E2} cum={N}/{N} status=FILLED")
            self.hard(f2, "trade_fill", [f"ord={oid}", f"JGB10-{self.cm_num}", "side=S", f"qty={N}", f"px={E2}"],
                      "structured")
            self.idiom(f2, "exec-agent key=value fill line", "trade_fill")
        self.noise(self.post(self.at(f2, 0.7), "tanaka", self.pick(["thx", "了解", "👍", "りょ"])))
        # stop, moved twice by editing
        S2 = S - r.choice([0.10, 0.12, 0.15])
        S3 = S2 - r.choice([0.06, 0.08, 0.10])
        S2s, S3s = f"{S2:.2f}", f"{S3:.2f}"
        st = self.post(self.at(f2, r.uniform(2, 5)), "tanaka",
                       f"[STOP] 債先{self.cm} 売り{N}枚 逆指値 {Ss} で設定済み")
        self.hard(st, "stop_or_target_change", ["[STOP]", f"債先{self.cm}", S3s], "tagged")
        self.idiom(st, "tagged stop moved twice by editing same message", "stop_or_target_change")
        self.pin(st, self.at(st, 1.2))
        self.react(st, self.at(st, 1.3), "📌", "sato")
        self.edit(st, self.T(13, 5, 20), f"[STOP] 債先{self.cm} 売り{N}枚 逆指値 {S2s} で設定済み（引き下げ）", [Ss])
        self.edit(st, self.T(15, 12, 8),
                  f"[STOP] 債先{self.cm} 売り{N}枚 逆指値 {S3s} で設定済み（引き下げ2回目・建値近辺へ）", [S2s])
        self.stop_msg = st
        self.jgb_stop_s3 = S3s
        # thesis (afternoon)
        v = r.randrange(3)
        if v == 0:
            th = self.post(self.T(13, 40, 30), "tanaka",
                           f"債先ショートのビューは維持。利上げ確率{p + r.randrange(3, 9)}%まで来たし、むしろ確信度上げる。")
            self.hard(th, "thesis_update", ["債先ショート", "維持", "確信度上げる"], "untagged")
        elif v == 1:
            th = self.post(self.T(13, 40, 30), "tanaka",
                           "[VIEW] JGB10y: bearish 継続、conviction mid→high。入札テール見て確信深まった")
            self.hard(th, "thesis_update", ["[VIEW]", "JGB10y", "bearish 継続", "mid→high"], "tagged")
        else:
            th = self.post(self.T(13, 40, 30), "tanaka",
                           "正直、債先ショートの根拠だった海外勢の売り越し拡大が止まってる。確信度は一段下げます（ポジはそのまま）")
            self.hard(th, "thesis_update", ["債先ショート", "確信度は一段下げます"], "untagged")
        self.idiom(th, "trader conviction change on JGB short", "thesis_update")
        self.react(th, self.at(th, 2), "👀", "sato")

    # ---------------------------------------------------------------------
    def flow_nikkei(self):
        r = self.rng
        side = r.choice(["s", "b"])
        N = r.choice([10, 15, 20, 25])
        E = self.nk + r.randrange(-6, 6) * 5
        S = E + (400 if side == "s" else -400) + r.randrange(-4, 4) * 5
        Tg = E - (650 if side == "s" else -650) + r.randrange(-4, 4) * 5
        Es, Ss, Tgs = yen(E), yen(S), yen(Tg)
        code = f"NK{self.cm_code}"
        t = self.T(9, 2, 25)
        v = r.randrange(3)
        if v == 0:
            pr = self.post(t, "yamamoto", f"{code} {side} {N} @ {Es} stp {Ss} tgt {Tgs}")
            facts = [code, f"{side} {N}", Es, Ss]
            self.idiom(pr, "terse shorthand futures proposal (s/b qty @ px stp)", "trade_proposal")
        elif v == 1:
            jside = "売り" if side == "s" else "買い"
            pr = self.post(t, "yamamoto", f"ミニ{fw(self.cm)}　{fw(str(N))}枚{jside}　{fw(Es)}　逆指値{fw(Ss)}　でいきたいです")
            facts = [f"ミニ{fw(self.cm)}", f"{fw(str(N))}枚{jside}", fw(Es), fw(Ss)]
            self.idiom(pr, "full-width digits and 枚 counter in proposal", "trade_proposal")
        else:
            jside = "ショート" if side == "s" else "ロング"
            pr = self.post(t, "yamamoto", f"225ミニ {N}枚 {jside}で入りたい。{Es}指し、ストップ{Ss}、利確{Tgs}。どうでしょう")
            facts = ["225ミニ", f"{N}枚", jside, f"{Es}指し", f"ストップ{Ss}"]
            self.idiom(pr, "proposal ending with a question tag どうでしょう", "trade_proposal")
        self.hard(pr, "trade_proposal", facts, "shorthand" if v < 2 else "untagged")
        ap = self.post(self.at(pr, r.uniform(1, 5)), "sato", self.pick(["👍 いって", "👍 いって。枚数そのままで"]), reply=pr)
        self.hard(ap, "trade_approval", ["👍", "いって"], "reply")
        self.idiom(ap, "emoji + いって approval reply", "trade_approval")
        self.react(pr, self.at(ap, 0.1), "✅", "sato")
        oid = self.oid()
        sideword = "SELL" if side == "s" else "BUY"
        ack = self.post(self.at(ap, r.uniform(0.5, 2)), "exec",
                        f"ack ord={oid} sym=NK225M-{self.cm_num} side={sideword} qty={N} px={E} tif=DAY status=WORKING venue=OSE")
        self.hard(ack, "trade_confirmation", [f"ord={oid}", f"NK225M-{self.cm_num}", "status=WORKING", f"qty={N}"],
                  "structured")
        self.idiom(ack, "key=value order ack status=WORKING", "trade_confirmation")
        n2 = N
        E2 = E - 5 if side == "s" else E + 5
        p1 = ack
        # wrong fill posted then deleted
        wrong = yen(E2 + (20 if side == "s" else -20))
        bad = self.post(self.at(p1, r.uniform(2, 9)), "exec", f"[FILL] {code} {sideword} {n2} @ {wrong} (ord {oid}) cum {N}/{N}")
        self.hard(bad, "trade_fill", ["[FILL]", code, sideword, wrong], "tagged")
        self.delete(bad, self.at(bad, 0.9), f"[FILL] {code} {sideword} {n2} @ {wrong} (ord {oid})")
        good = self.post(self.at(bad, 1.1), "exec", f"[FILL] {code} {sideword} {n2} @ {yen(E2)} (ord {oid}) cum {N}/{N} — 先ほどの通知は価格誤りのため削除しました")
        self.hard(good, "trade_fill", ["[FILL]", code, sideword, f"{n2} @ {yen(E2)}"], "tagged")
        self.noise(self.post(self.at(good, 0.5), "yamamoto", self.pick(["あざす", "👍", "🙏", "ok"])))
        # target
        v = r.randrange(2)
        if v == 0:
            tg = self.post(self.at(good, r.uniform(3, 10)), "yamamoto", f"ミニの利確は{Tgs}に置きました。OCOで逆指値{Ss}と一緒に")
            self.hard(tg, "stop_or_target_change", ["ミニ", "利確", Tgs, Ss], "untagged")
        else:
            tg = self.post(self.at(good, r.uniform(3, 10)), "yamamoto", f"tp {Tgs} / sl {Ss} 置いた（{code}）")
            self.hard(tg, "stop_or_target_change", [f"tp {Tgs}", f"sl {Ss}", code], "shorthand")
        self.idiom(tg, "target+stop OCO note", "stop_or_target_change")
        self.nk_side, self.nk_code, self.nk_E, self.nk_N, self.nk_S = side, code, E, N, S
        # night: stop tightened by trader in casual prose
        if r.random() < 0.5:
            S2 = S - (150 if side == "s" else -150)
            m = self.post(self.T(21, 10, 60), "yamamoto", f"夜間でミニのストップ{yen(S2)}まで寄せた。寝る前に")
            self.hard(m, "stop_or_target_change", ["ミニ", "ストップ", yen(S2)], "untagged")
            self.idiom(m, "casual night-session stop tighten", "stop_or_target_change")
            self.noise(self.post(self.at(m, 2), "sato", self.pick(["👍", "おつ", "了解、おやすみ"]), reply=m))

    # ---------------------------------------------------------------------
    def flow_usdjpy(self):
        r = self.rng
        N = r.choice([20, 25, 30])
        E = self.uj + r.uniform(-0.3, 0.3)
        S = E - r.choice([0.75, 0.80, 0.90])
        Tg = E + r.choice([1.4, 1.6, 1.8])
        Es, Ss, Tgs = f"{E:.2f}", f"{S:.2f}", f"{Tg:.2f}"
        hi = self.post(self.T(16, 20, 15), "oliver", self.pick([
            "morning Tokyo 👋", "Morning all. London in.", "gm from LDN ☕", "morning — what did I miss?"]))
        self.noise(hi)
        self.noise(self.post(self.at(hi, 1), "yamamoto", self.pick(["おはよー", "gm", "👋"])))
        v = r.randrange(2)
        if v == 0:
            pr = self.post(self.at(hi, r.uniform(8, 30)), "oliver",
                           f"Proposing long USDJPY {N}m at {Es}, stop {Ss}, target {Tgs}. Carry still pays and MoF rhetoric "
                           f"hasn't escalated past 'watching with urgency' yet. @佐藤 ok?")
            facts = ["long USDJPY", f"{N}m", Es, Ss]
            ph = "untagged"
        else:
            pr = self.post(self.at(hi, r.uniform(8, 30)), "oliver",
                           f"[PROPOSAL] BUY USD/JPY {N}mio @ {Es} | SL {Ss} | TP {Tgs} | rationale: rate diff + real-money outflows")
            facts = ["[PROPOSAL]", "BUY USD/JPY", f"{N}mio", Es, Ss]
            ph = "tagged"
        self.hard(pr, "trade_proposal", facts, ph)
        self.idiom(pr, "English proposal from London colleague", "trade_proposal")
        q = self.post(self.at(pr, 1.5), "nakamura", "介入ライン近くない？大丈夫かな", reply=pr)
        self.near(q)
        ap = self.post(self.at(pr, r.uniform(4, 9)), "sato", f"ドル円{N}本、承認。ただしストップ厳守で", reply=pr)
        self.hard(ap, "trade_approval", [f"ドル円{N}本", "承認"], "reply")
        oid = self.oid("FX")
        appr = N - 5
        rz = self.post(self.at(ap, r.uniform(0.5, 1.5)), "risk", self.rjson({
            "type": "order_resized", "order_id": oid, "symbol": "USDJPY", "side": "BUY",
            "requested_qty": N * 1_000_000, "approved_qty": appr * 1_000_000, "limit": "fx_gross_usd",
            "limit_value": 50_000_000, "reason": "gross USD exposure cap"}, self.at(ap, 1)))
        self.hard(rz, "risk_limit", ["order_resized", "USDJPY", str(appr * 1_000_000), "fx_gross_usd"], "structured")
        self.idiom(rz, "risk engine JSON resizing an order", "risk_limit")
        ak = rz
        fillpx = f"{E - 0.02:.2f}"
        typo = fillpx[:-2] + fillpx[-1] + fillpx[-2]
        if typo == fillpx:
            typo = f"{E + 0.61:.2f}"
        fl = self.post(self.at(ak, r.uniform(1, 4)), "exec", f"[FILL] USDJPY BUY {appr}m @ {typo} ord={oid}")
        self.edit(fl, self.at(fl, 1.5), f"[FILL] USDJPY BUY {appr}m @ {fillpx} ord={oid}", [typo])
        self.hard(fl, "trade_fill", ["USDJPY", "BUY", f"{appr}m", fillpx], "tagged")
        self.labels_fix_state(fl, "edited")
        self.idiom(fl, "fill price corrected by edit", "trade_fill")
        self.noise(self.post(self.at(fl, 2), "oliver", self.pick(["cheers", "ty", "👍", "nice"])))
        self.edit(self.status_msg, self.at(fl, 6), self.final[self.status_msg.id].split("\n")[0] + "\n" + "\n".join(
            self.final[self.status_msg.id].split("\n")[1:]).replace("ドル円 ロング(LDN管理)", "ドル円 ロング(LDN管理、夕方追加分あり)"), [])
        # MoF headline on held USD/JPY
        t = self.T(19, 40, 80)
        hd = self.post(t, "news", "", embeds=self.news(
            "【財務省】財務官「為替市場の動向を緊張感を持って注視」 ドル円の急速な上昇に言及",
            f"財務官は記者団に対し、足元のドル円相場について「一方向に偏った急速な動き」と述べ、"
            f"必要に応じて適切な対応を取ると強調した。ドル円は発言後に {E + 0.4:.2f} 円から {E - 0.3:.2f} 円まで下落。",
            "Reuters / 時事", t, "mof"))
        self.hard(hd, "held_position_news", ["財務官", "ドル円の急速な上昇"], "embed")
        self.idiom(hd, "MoF jawboning headline on held USD/JPY", "held_position_news")
        S2 = f"{E - 0.35:.2f}"
        ms = self.post(self.at(hd, r.uniform(3, 10)), "oliver",
                       f"Moving USDJPY stop up to {S2} (was {Ss}) given the MoF noise. Not adding.")
        self.hard(ms, "stop_or_target_change", ["USDJPY", "stop", S2], "untagged")
        self.noise(self.post(self.at(ms, 1), "sato", self.pick(["👍", "了解", "ok"])))
        if r.random() < 0.5:
            th = self.post(self.T(22, 45, 40), "oliver", self.pick([
                "Changing my view on USDJPY: from bullish to neutral after the CPI miss. Keeping the position small, no adds.",
                "USDJPY view downgraded bullish to neutral — CPI soft + MoF. Will revisit in Tokyo morning."]))
            self.hard(th, "thesis_update", ["USDJPY", "bullish to neutral"], "untagged")
        self.uj_E = E

    def labels_fix_state(self, m: Msg, state: str):
        if m.id in self.label_by_id:
            self.label_by_id[m.id]["final_state"] = state

    # ---------------------------------------------------------------------
    def flow_thread_idea(self):
        r = self.rng
        code = self.idea
        jp, short, en, px = STOCKS[code]
        px = int(px * (1 + r.uniform(-0.03, 0.03)))
        px -= px % 5 if px < 30000 else px % 10
        st = self.post(self.T(10, 15, 30), "yamamoto", f"{short}({code})どうする？決算後の戻り鈍いけど、そろそろ拾ってもいい水準な気がする")
        self.near(st)
        self.idiom(st, "thread starter question about a name", "not_hard")
        k = self.post(self.at(st, 2), "kabuto",
                      f"スレッドにて整理いたします。{jp}は直近5営業日で {r.uniform(-7, -3):.1f}% 下落、"
                      f"PERは {r.uniform(18, 26):.1f} 倍と過去5年レンジの下限付近でございます。", thread=st)
        n = self.pick([1000, 2000, 3000])
        stopx = int(px * 0.965)
        stopx -= stopx % 5
        pr = self.post(self.at(k, r.uniform(3, 8)), "kabuto",
                       f"{jp}({code}) {n:,}株 買い、指値 {yen(px)}円、ストップ {yen(stopx)}円 をご提案いたします。"
                       f"サイズはNAVの0.4%程度でございます。", thread=st)
        self.hard(pr, "trade_proposal", [f"{jp}({code})", f"{n:,}株", "買い", f"{yen(px)}円"], "untagged")
        c = self.post(self.at(pr, 2), "nakamura", "SOXの戻り次第じゃない？", thread=st)
        ans = self.post(self.at(c, 1.5), "yamamoto", "それはそう", thread=st)
        self.noise(ans)
        rj = self.post(self.at(c, r.uniform(3, 8)), "sato",
                       self.pick([f"{code}は見送り。半導体はもうSOX連動で十分持ってる",
                                  f"{short}は今回なし。見送りで。イベント通過後にもう一回持ってきて"]), reply=pr, thread=st)
        self.hard(rj, "trade_approval", [code if code in self.final_text(rj) else short, "見送り"], "reply")
        self.idiom(rj, "rejection phrased as 見送り in thread", "trade_approval")
        self.noise(self.post(self.at(rj, 0.6), "kabuto", "承知いたしました。", thread=st))
        self.thread = st

    def final_text(self, m: Msg) -> str:
        return self.final[m.id]

    # ---------------------------------------------------------------------
    def flow_stock_add(self):
        r = self.rng
        code = self.held[0]
        jp, short, en, px = STOCKS[code]
        px = int(px * (1 + r.uniform(-0.02, 0.02)))
        t = self.T(11, 5, 40)
        hl = self.pick([
            (f"{en} raises full-year operating profit forecast, cites weaker yen",
             f"{en} lifted its operating profit outlook for the fiscal year ending March, citing a weaker yen and firm "
             f"North American demand. The company now sees operating profit well above the average analyst estimate. "
             f"Shares rose in afternoon trade in Tokyo, outperforming the TOPIX.", [en, "raises full-year operating profit forecast"]),
            (f"{jp}、通期営業益予想を上方修正 円安が寄与",
             f"{jp}は通期の連結営業利益予想を従来から引き上げた。円安進行と価格改定が寄与する。市場予想を上回った。"
             f"年間配当予想も据え置きから増額に修正しており、株価は発表後に上げ幅を拡大した。", [jp, "上方修正"]),
            (f"{en} announces ¥{r.randrange(2, 6) * 100}bn share buyback",
             f"{en} said it will repurchase up to {r.uniform(1.5, 3.5):.1f}% of outstanding shares over the next twelve "
             f"months and cancel the repurchased stock. The buyback follows pressure from activist shareholders.", [en, "share buyback"]),
        ])
        hd = self.post(t, "news", "", embeds=self.news(hl[0], hl[1], self.pick(["Bloomberg", "日経QUICK", "Reuters"]), t, "corp"))
        self.hard(hd, "held_position_news", hl[2], "embed")
        self.idiom(hd, "held-name headline by company name only", "held_position_news")
        n = self.pick([2000, 3000, 5000])
        sl = int(px * 0.97)
        pr = self.post(self.at(hd, r.uniform(4, 12)), "nakamura", f"[提案] {code} 買い増し {n:,}株 @{yen(px)} / SL {yen(sl)}")
        self.hard(pr, "trade_proposal", [code, "買い増し", f"{n:,}株", f"@{yen(px)}"], "tagged")
        ap = self.post(self.at(pr, r.uniform(2, 7)), "sato", self.pick([f"{code} go", f"{short}、go"]), reply=pr)
        self.hard(ap, "trade_approval", [code if code in self.final_text(ap) else short, "go"], "reply")
        oid = self.oid()
        cf = self.post(self.at(ap, r.uniform(1, 3)), "oms", "", embeds=self.oms(
            "注文受付", [("銘柄", f"{jp} ({code})"), ("売買", "買"), ("数量", f"{n:,}株"), ("価格", f"{yen(px)}円 指値"),
                         ("注文番号", oid), ("状態", "受付済")], "OMS東京 · 東証"))
        self.hard(cf, "trade_confirmation", [f"{jp} ({code})", "買", f"{n:,}株", oid], "embed")
        fp = px - r.choice([0, 1, 2])
        fl = self.post(self.at(cf, r.uniform(2, 20)), "oms", "", embeds=self.oms(
            "約定通知", [("銘柄", f"{jp} ({code})"), ("売買", "買"), ("約定数量", f"{n:,}株"), ("約定単価", f"{yen(fp)}円"),
                         ("注文番号", oid)], "OMS東京 · 全部約定"))
        self.hard(fl, "trade_fill", [f"{jp} ({code})", "買", f"{n:,}株", f"{yen(fp)}円"], "embed")
        self.noise(self.post(self.at(fl, 0.8), "nakamura", self.pick(["ありがとうございます！", "🙏", "了解です"])))

    # ---------------------------------------------------------------------
    def flow_topix(self):
        r = self.rng
        E = self.tpx
        S = E - r.choice([30, 35, 40])
        Es, Ss = f"{E:,.1f}", f"{S:,.1f}"
        pr = self.post(self.T(13, 0, 40), "yamamoto", f"TPX {self.cm} 10枚買いたい。{Es} 指値、ストップ {Ss}。銀行が引っ張ってる")
        self.hard(pr, "trade_proposal", [f"TPX {self.cm}", "10枚買い", Es, Ss], "untagged")
        ap = self.post(self.at(pr, r.uniform(2, 6)), "sato", "TOPIXは5枚にして。それならok", reply=pr)
        self.hard(ap, "trade_approval", ["TOPIX", "5枚", "ok"], "reply")
        self.idiom(ap, "approval with size cut", "trade_approval")
        oid = self.oid()
        cf = self.post(self.at(ap, 1.5), "oms", "", embeds=self.oms(
            "注文受付", [("銘柄", f"TOPIX先物 {self.cm_long}"), ("売買", "買建"), ("数量", "5枚"), ("価格", f"{Es} 指値"),
                         ("注文番号", oid), ("状態", "受付済")], "OMS東京 · 大阪取引所"))
        self.hard(cf, "trade_confirmation", [f"TOPIX先物 {self.cm_long}", "買建", "5枚", oid], "embed")
        bad = self.post(self.at(cf, r.uniform(2, 5)), "exec", f"[FILL] TPX {self.cm} BUY 5 @ {Es} ord={oid}")
        self.hard(bad, "trade_fill", ["[FILL]", f"TPX {self.cm}", "BUY 5", Es], "tagged")
        self.delete(bad, self.at(bad, 1.2), f"[FILL] TPX {self.cm} BUY 5 @ {Es} ord={oid}")
        ex = self.post(self.at(bad, 1.5), "exec", "先ほどのTPX約定通知は誤報でした（シミュレータ側のイベントを拾っていました）。注文は未約定のまま working です。")
        self.hard(ex, "trade_confirmation", ["TPX", "未約定のまま working"], "untagged")
        self.idiom(ex, "retraction of a bogus fill notice (order still working)", "trade_confirmation")
        self.noise(self.post(self.at(ex, 0.6), "yamamoto", "ｗ 了解"))
        cx = self.post(self.at(ex, r.uniform(20, 50)), "yamamoto", f"TPXの買い指値取り消して。{Es}まで落ちてこない")
        xc = self.post(self.at(cx, 1), "oms", "", embeds=self.oms(
            "取消完了", [("銘柄", f"TOPIX先物 {self.cm_long}"), ("注文番号", oid), ("状態", "取消済"), ("約定数量", "0枚")],
            "OMS東京 · 取消"))
        self.hard(xc, "trade_confirmation", ["取消完了", f"TOPIX先物 {self.cm_long}", oid, "取消済"], "embed")
        self.idiom(xc, "OMS cancel confirmation embed (取消完了)", "trade_confirmation")
        # the cancel request itself is an instruction that the embed confirms; not labelled as hard
        if r.random() < 0.5:
            oid2 = self.oid()
            rej = self.post(self.at(xc, r.uniform(30, 90)), "oms", "", embeds=self.oms(
                "注文拒否", [("銘柄", f"TOPIXミニ {self.cm_long}"), ("売買", "買建"), ("数量", "30枚"),
                             ("注文番号", oid2), ("状態", "拒否"), ("理由", "制限値幅外の価格")], "OMS東京 · 大阪取引所"))
            self.hard(rej, "trade_confirmation", ["注文拒否", f"TOPIXミニ {self.cm_long}", oid2, "拒否"], "embed")
            self.noise(self.post(self.at(rej, 1), "yamamoto", "あ、桁ミスった。もう入れない"))

    # ---------------------------------------------------------------------
    def flow_cash_jgb(self):
        r = self.rng
        y = self.y10 + r.choice([0.002, 0.003, 0.005])
        sz = self.pick([30, 50, 100])
        ys = f"{y:.3f}%"
        pr = self.post(self.T(10, 40, 40), "tanaka", f"[提案] 10年{self.issue}回 額面{sz}億 売り {ys}近辺。先物ショートのヘッジ比率調整")
        self.hard(pr, "trade_proposal", [f"{self.issue}回", f"額面{sz}億", "売り", ys], "tagged")
        self.idiom(pr, "cash JGB by issue number with 億 size", "trade_proposal")
        ap = self.post(self.at(pr, r.uniform(2, 8)), "sato", f"{self.issue}回 {sz}億 了解、進めて", reply=pr)
        self.hard(ap, "trade_approval", [f"{self.issue}回", f"{sz}億", "進めて"], "reply")
        yf = f"{y + 0.001:.3f}%"
        fl = self.post(self.at(ap, r.uniform(5, 25)), "tanaka", f"{self.issue}回 {sz}億 {yf} 売りdone（日証）")
        self.hard(fl, "trade_fill", [f"{self.issue}回", f"{sz}億", yf, "売りdone"], "shorthand")
        self.idiom(fl, "cash bond 'done' shorthand via broker", "trade_fill")
        self.noise(self.post(self.at(fl, 0.5), "sato", "👍"))
        t = self.T(12, 35, 2)
        bid = r.uniform(2.8, 3.9)
        hd = self.post(t, "news", "", embeds=[{
            "title": f"財務省 10年利付国債（第{self.issue}回）入札結果",
            "description": "最低落札価格・平均落札価格・応札倍率",
            "author": "財務省 / QUICK",
            "fields": [{"name": "最低落札価格", "value": f"{r.uniform(98.5, 99.9):.2f}円", "inline": True},
                       {"name": "平均落札利回り", "value": f"{self.y10 + 0.002:.3f}%", "inline": True},
                       {"name": "応札倍率", "value": f"{bid:.2f}倍", "inline": True},
                       {"name": "テール", "value": f"{r.randrange(2, 25)}銭", "inline": True}],
            "footer": f"{self.jst_date:%Y-%m-%d} 12:35 JST · 入札"}])
        self.hard(hd, "held_position_news", [f"第{self.issue}回", "応札倍率", f"{bid:.2f}倍"], "embed")
        rt = self.post(self.at(hd, r.uniform(1, 3)), "kabuto",
                       f"第{self.issue}回入札結果につきましては、保有銘柄のため債券エージェント（jgb-agent）へ回します。", reply=hd)
        self.hard(rt, "route_decision", [f"第{self.issue}回", "jgb-agent", "回します"], "reply")

    # ---------------------------------------------------------------------
    def flow_risk(self):
        r = self.rng
        t = self.T(14, 5, 60)
        dv = r.randrange(40_300_000, 43_000_000, 100_000)
        br = self.post(t, "risk", self.rjson({"type": "limit_breach", "limit": "jgb_dv01_jpy", "value": dv,
                                              "max": 40_000_000, "book": "TKY-MACRO", "action": "notify_head"}, t))
        self.hard(br, "risk_limit", ["limit_breach", "jgb_dv01_jpy", str(dv), "40000000"], "structured")
        self.idiom(br, "risk engine JSON limit_breach", "risk_limit")
        rs = self.post(self.at(br, 3), "tanaka", "381回売りの分でDV01ちょい超え。先物で5枚落とす？" if self.issue == 381 else "DV01ちょい超え。先物で5枚落とす？", reply=br)
        self.near(rs)
        cap = self.pick([60, 50, 70])
        lim = self.post(self.at(br, r.uniform(6, 14)), "sato",
                        self.pick([f"本日から日経ミニのネット上限を±{cap}枚に変更します（リスク委員会承認済み）。DV01は今日中に4,000万円以内に戻して",
                                   f"リスク枠変更: 日経ミニ ネット±{cap}枚（従来±80枚）。DV01超過分は引けまでに解消で"]))
        self.hard(lim, "risk_limit", ["日経ミニ", f"±{cap}枚"], "untagged")
        self.idiom(lim, "desk head sets new limit in prose", "risk_limit")
        self.pin(lim, self.at(lim, 0.5))
        self.noise(self.post(self.at(lim, 1.2), "yamamoto", "了解です"))
        # blocked order later
        t2 = self.at(lim, r.uniform(25, 120))
        oid = self.oid()
        side = "SELL" if self.nk_side == "s" else "BUY"
        bl = self.post(t2, "risk", self.rjson({"type": "order_blocked", "order_id": oid, "symbol": f"NK225M-{self.cm_num}",
                                               "side": side, "qty": cap, "limit": "nk_mini_net_contracts",
                                               "limit_value": cap, "projected": cap + self.nk_N}, t2))
        self.hard(bl, "risk_limit", ["order_blocked", f"NK225M-{self.cm_num}", "nk_mini_net_contracts"], "structured")
        self.post(self.at(bl, 1), "yamamoto", "あ、ブロックされた。了解、追加はやめとく")

    # ---------------------------------------------------------------------
    def flow_news_routes(self):
        r = self.rng
        # BOJ headline on JGBs (held via futures)
        t = self.T(10, 10, 50)
        boj = self.pick([
            ("【日銀】国債買入オペ 残存5-10年 応札倍率{x}倍 オファー額据え置き", "残存5-10年"),
            ("BOJ keeps 5-10yr JGB purchase amount unchanged; bid-to-cover {x}", "5-10yr JGB"),
        ])
        x = f"{r.uniform(1.8, 3.6):.2f}"
        hd = self.post(t, "news", "", embeds=self.news(boj[0].format(x=x), "日本銀行は本日の国債買入オペの結果を公表した。" if "【" in boj[0] else
                                                  "The Bank of Japan left its regular purchase of 5-10 year JGBs unchanged.",
                                                  "日銀 / QUICK", t, "boj"))
        self.hard(hd, "held_position_news", [boj[1], x], "embed")
        self.idiom(hd, "BOJ operation result as news on held JGB futures underlying", "held_position_news")
        rt = self.post(self.at(hd, r.uniform(1, 4)), "sato", "これ田中さんに回して。債先の判断材料", reply=hd)
        self.hard(rt, "route_decision", ["田中さんに回して", "債先"], "reply")
        self.idiom(rt, "desk head routes headline to a person", "route_decision")
        self.noise(self.post(self.at(rt, 1), "tanaka", "見てます"))
        # BOJ/MoF headlines not about holdings
        for _ in range(r.randrange(3, 5)):
            t = self.rand_time(8, 23)
            title, desc = self.pick([
                ("【日銀】地域経済報告（さくらレポート）、9地域中6地域で判断据え置き", "日銀は地域経済報告を公表した。"),
                ("BOJ board member to speak at Kumamoto business leaders meeting next Thursday", "Speech schedule."),
                ("【財務省】1月国際収支：経常黒字 2兆9,120億円", "財務省が発表した国際収支統計。"),
                ("【日銀】貸出・資金吸収動向：銀行貸出 前年比+3.1%", "日銀統計。"),
                ("【財務省】法人企業統計、設備投資は前年比+6.4%", "財務省発表。"),
                ("Japan household spending falls 1.1% y/y in January", "Household spending data from MIC."),
                ("【日銀】ETF買入れ実績なし（本日）", "日銀ホームページより。"),
                ("MoF weekly: Japanese investors net sellers of foreign bonds for second week", "Portfolio flow data."),
            ])
            m = self.post(t, "news", "", embeds=self.news(title, desc, self.pick(["日銀", "財務省", "Bloomberg", "QUICK"]), t))
            if r.random() < 0.5:
                self.near(m)
            else:
                self.noise(m)
        # held MUFG/other held name headline + router structured route
        code = self.held[1]
        jp, short, en, px = STOCKS[code]
        t = self.T(14, 30, 50)
        n = r.randrange(15, 40) * 100
        hd2 = self.post(t, "news", "", embeds=self.news(f"{short}、自社株買い 上限{yen(n)}億円を発表", f"{jp}は取得総数・取得総額の上限を発表した。取得期間は来月から。", "日経QUICK", t, "corp"))
        self.hard(hd2, "held_position_news", [short, "自社株買い", f"{yen(n)}億円"], "embed")
        rt2 = self.post(self.at(hd2, 0.3), "router", f"route item=hl:{code}-buyback → equity-agent reason=held_position prio=high")
        self.hard(rt2, "route_decision", [f"hl:{code}-buyback", "equity-agent", "reason=held_position"], "structured")
        self.idiom(rt2, "router key=value route line", "route_decision")
        # watchlist
        wcode = self.watch[0]
        wjp, wshort, wen, wpx = STOCKS[wcode]
        t = self.T(11, 40, 150)
        wl = self.pick([
            (f"{wen} shares jump after guidance raise; {wcode}.T +{r.uniform(3, 8):.1f}%", [wen, f"{wcode}.T"]),
            (f"{wjp}、新製品の初週販売が想定上回る　株価は一時{r.uniform(3, 8):.1f}%高", [wjp, "初週販売"]),
        ])
        w = self.post(t, "news", "", embeds=self.news(wl[0], f"{wjp}({wcode})関連の報道。", self.pick(["Bloomberg", "ロイター"]), t))
        self.hard(w, "watchlist_news", wl[1], "embed")
        self.idiom(w, "watchlist headline by EN/JP name", "watchlist_news")
        if r.random() < 0.5:
            wcode2 = self.watch[1]
            t = self.T(20, 0, 150)
            m = self.post(t, "kabuto", f"ウォッチ銘柄の{STOCKS[wcode2][0]}({wcode2})について、米ADRが時間外で{r.uniform(2, 5):.1f}%安となっております。"
                                       f"米競合の決算でガイダンスが下方修正されたことが背景でございます。")
            self.hard(m, "watchlist_news", [f"{STOCKS[wcode2][0]}({wcode2})", "時間外"], "untagged")
        # unrelated name headline + explicit no-route decisions
        ocode = self.pick(self.others)
        ojp, oshort, oen, opx = STOCKS[ocode]
        t = self.T(9, 30, 200)
        oh = self.post(t, "news", "", embeds=self.news(f"{ojp}、{self.pick(['通期最終益予想を下方修正', '海外子会社の減損を計上', '社長交代を発表', '米社買収で最終合意'])}",
                                                      f"{ojp}({ocode})が発表。", "日経QUICK", t, "corp"))
        self.near(oh)
        nr = self.post(self.at(oh, r.uniform(2, 6)), "kabuto",
                       f"当該ヘッドライン（{ojp}）は保有・ウォッチ対象外のため、対応不要と判断し、ルーティングいたしません。", reply=oh)
        self.hard(nr, "no_route_decision", [ojp, "ルーティングいたしません"], "reply")
        self.idiom(nr, "keigo explicit no-route", "no_route_decision")
        t = self.rand_time(17, 21)
        o2 = self.post(t, "news", "", embeds=self.news("MoF: Japan current account surplus widens in January", "Primary income surplus at record.", "Bloomberg", t))
        self.near(o2)
        nr2 = self.post(self.at(o2, r.uniform(1, 4)), "oliver", "no action on the MoF current account print, not routing it — nothing in the book keys off it", reply=o2)
        self.hard(nr2, "no_route_decision", ["MoF current account", "not routing"], "reply")
        if r.random() < 0.5:
            t = self.rand_time(9, 15)
            nr3 = self.post(t, "router", f"triage item=hl:{self.pick(self.others)}-rating decision=no_route reason=not_held_not_watched")
            self.hard(nr3, "no_route_decision", ["decision=no_route", "reason=not_held_not_watched"], "structured")
        # cron summaries (not hard)
        for h in (9, 12, 15, 18):
            t = self.T(h, 0, 3)
            cs = self.post(t, "router", f"[router] {h:02d}:00 batch: {r.randrange(20, 80)} headlines scanned, 0 routed, all dropped (no holdings match)")
            self.noise(cs)
            if h == 12:
                self.idiom(cs, "cron summary '0 routed'", "not_hard")

    # ---------------------------------------------------------------------
    def flow_reports(self):
        r = self.rng
        # midday report with buried thesis update on a held stock
        code = self.held[2]
        jp, short, en, px = STOCKS[code]
        v = r.randrange(2)
        if v == 0:
            dec = f"{jp}({code})につきましては、ロングの前提であった新作タイトル群の寄与が会社説明会で否定されたため、見方を弱気に変更いたします。"
            facts = [f"{jp}({code})", "弱気に変更"]
        else:
            dec = f"{jp}({code})の強気見通しは維持いたしますが、確信度は「高」から「中」へ引き下げます。"
            facts = [f"{jp}({code})", "強気見通しは維持", "「高」から「中」へ引き下げ"]
        rep = (f"【前場レビュー {self.date_s}】\n"
               f"お疲れさまでございます。前場の振り返りをお送りいたします。\n\n"
               f"1. 金利: 債先は {self.jgb - r.uniform(0.05, 0.25):.2f} まで下落。10年債利回りは一時 {self.y10 + r.uniform(0.005, 0.02):.3f}% と前日比上昇でございます。"
               f"超長期は30年が {r.uniform(3.2, 3.5):.3f}% と引き続き弱含みでございます。\n"
               f"2. 株式: 日経平均は前引け {yen(self.nk + r.randrange(-60, 60) * 5)} 円、TOPIXは {self.tpx + r.uniform(-10, 10):,.2f}。"
               f"銀行・保険が上昇寄与上位、半導体は軟調でございます。\n"
               f"3. 為替: ドル円は {self.uj + r.uniform(-0.4, 0.4):.2f} 円近辺、仲値にかけて実需のドル買いが観測されました。\n"
               f"4. 個別: {dec}"
               f"当面はポジションの積み増しは行わない方針でございます。\n"
               f"5. 後場の注目: {self.pick(['日銀オペ結果', '入札結果', '中国指標', '米株先物の動向'])}。\n\n"
               f"ご不明点がございましたらお知らせくださいませ。")
        m = self.post(self.T(11, 35, 10), "kabuto", rep)
        self.hard(m, "thesis_update", facts, "buried")
        self.idiom(m, "view change buried in midday review", "thesis_update")
        # close report: long, no decision (near-miss style analysis)
        cl = (f"【大引けサマリー {self.date_s}】\n"
              f"本日のデスク損益は {r.randrange(-18, 30)}百万円でございました。内訳は金利 {r.randrange(-10, 20)}百万円、株式先物 {r.randrange(-8, 12)}百万円、個別株 {r.randrange(-5, 6)}百万円でございます。\n"
              f"債先は {self.jgb - r.uniform(0.0, 0.3):.2f} で引け、売り方に有利な展開となりました。日経平均は {yen(self.nk + r.randrange(-80, 80) * 5)} 円で取引を終えております。"
              f"海外勢は先物を売り越し、個人は現物を買い越しとの観測でございます。\n"
              f"なお、過去の類似局面（2024年7月・2025年1月）では、利上げ織り込みが7割を超えた段階で債先の売りが一巡し、"
              f"その後1週間で平均0.4円程度の買い戻しが入っております。ショートの利益確定を検討する目安として参考までに共有いたします。\n"
              f"夜間は米CPIが最大のイベントでございます。ご確認のほどよろしくお願いいたします。")
        cm = self.post(self.T(15, 35, 10), "kabuto", cl)
        self.near(cm)
        self.idiom(cm, "long close summary with trading words, no decision", "not_hard")
        # London handover (English, long), contains no decision
        ho = (f"LDN handover ({self.date_s}):\n"
              f"- JGBs: futures under pressure through the Tokyo afternoon, 10y at {self.y10 + r.uniform(0, 0.02):.3f}%. Real money still absent in the long end; "
              f"lifers reiterating they won't step in until 30y clears 3.5%.\n"
              f"- NKY: {yen(self.nk + r.randrange(-60, 60) * 5)} close, futs drifting in the night session. SQ week so expect pinning around the big strikes.\n"
              f"- USDJPY: {self.uj + r.uniform(-0.3, 0.3):.2f}, option expiries at {round(self.uj)}.00 ({r.randrange(1, 4)}bn) could cap it into NY cut.\n"
              f"- Book: JGB short and the mini position as per pinned msg, nothing new from my side until I've seen the US data.\n"
              f"Ping me if anything moves >1σ.")
        hm = self.post(self.T(17, 5, 20), "oliver", ho)
        self.near(hm)

    # ---------------------------------------------------------------------
    def flow_near_misses(self):
        r = self.rng
        cands = [
            ("nakamura", f"もし日銀が次回会合で上げたら、債先{self.jgb - 1.2:.0f}割れもあり得るんですかね？", "hypothetical rate-hike question on JGB futures"),
            ("nakamura", f"{STOCKS[self.held[0]][1]}ってまだ持ってましたっけ？", "question whether a name is still held"),
            ("yamamoto", "2024年8月の急落のとき、ミニ40枚ロングで踏まれたのは一生忘れない", "war story of an old position"),
            ("tanaka", "大阪のデスク、TOPIX先物 200枚買ったらしい。うちとは関係ないけど", "other desk's trade"),
            ("yamamoto", f"[PAPER] ミニ 10枚 買い {yen(self.nk - 200)} — 紙トレ検証用、発注しない", "paper trade tag"),
            ("kabuto", f"バックテスト結果のご報告です。2015-2025年、日銀会合前日に債先を売り・翌日買い戻す戦略の勝率は58%、"
                       f"平均損益は+0.06円、最大ドローダウンは-0.92円でございました。実運用への採用可否は別途ご判断ください。", "backtest with fills/PnL"),
            ("oliver", "London desk just sold 500 Bund futures, fyi, not ours", "other desk trade in English"),
            ("oliver", f"what if we bought {self.held[0]} into the print? just thinking out loud", "English hypothetical with ticker"),
            ("kabuto", f"ストップは{yen(self.nk + 600)}円近辺が妥当かもしれません。ご参考まで。", "stop suggestion without decision"),
            ("nakamura", f"先週の約定: ミニ 20枚 買い @{yen(self.nk - 900)}（{self.jst_date.month}/{max(1, self.jst_date.day - 7)}）メモ貼っときます", "last week's fill as history"),
            ("tanaka", f"シミュレーション上は381回を50億売ってたらPnL+1,200万円だった。やってないけど", "simulated trade result"),
            ("sato", "誰か信越化の決算見ておいて", "someone-should-look request"),
        ]
        picks = r.sample(cands, k=r.randrange(8, 11))
        for who, txt, name in picks:
            t = self.rand_time(8, 23) if who != "oliver" else self.rand_time(16, 23)
            m = self.post(t, who, txt)
            self.near(m)
            self.idiom(m, name, "not_hard")

    # ---------------------------------------------------------------------
    def flow_forget_and_bulk(self):
        r = self.rng
        code = self.held[0] if r.random() < 0.5 else self.held[2]
        jp, short, en, px = STOCKS[code]
        t = self.T(13, 20, 60)
        src = self.pick(["○○信託の山下さん", "△△証券の木村さん", "□□生命の井上さん"])
        m = self.post(t, "nakamura", f"[提案] {code} {short} 2,000株 買い @{yen(px)} — {src}経由の話だと来週TOBの噂あり")
        self.hard(m, "trade_proposal", [code, "2,000株", "買い", f"@{yen(px)}"], "tagged")
        w = self.post(self.at(m, 1.5), "sato", f"{code}はダメ、その情報源はアウト。消して。鈴木さんお願いします", reply=m)
        self.hard(w, "trade_approval", [code, "ダメ"], "reply")
        self.idiom(w, "rejection of a proposal that is then forgotten", "trade_approval")
        self.forget(m, self.at(w, 3), f"{src}経由の話だと来週TOBの噂")
        self.noise(self.post(self.at(w, 4), "suzuki", "対応しました（forget）"))
        self.noise(self.post(self.at(w, 5), "nakamura", "すみません🙇"))
        # bulk delete of a spammed stack trace burst
        t = self.T(r.choice([2, 3, 4]), r.uniform(0, 50))
        spam = []
        for i in range(3):
            spam.append(self.post(t + i * 0.05, "md", f"ERROR feed=jpx-itch sess=7 seqgap={r.randrange(100, 900)} dropped={r.randrange(1, 50)} retry={i + 1}"))
        self.bulk_delete(spam, t + 30, [self.final[x.id] for x in spam])
        # single delete of a chatty message
        place = self.pick(["新橋", "有楽町", "神田", "人形町", "八重洲"])
        hh = self.pick(["19時", "19時半", "20時"])
        d = self.post(self.rand_time(12, 13), "yamamoto", f"誤爆: 今日の飲み会は{hh}から{place}で")
        self.delete(d, self.at(d, 0.8), f"今日の飲み会は{hh}から{place}で")

    # ---------------------------------------------------------------------
    def flow_noise(self):
        r = self.rng
        # risk heartbeats
        for h in list(range(0, 3)) + list(range(7, 24)):
            if r.random() < 0.5:
                t = self.T(h, 0, 2)
                self.noise(self.post(t, "risk", self.rjson({"type": "heartbeat", "status": "ok", "limits_ok": True,
                                                             "checks": r.randrange(38, 46), "latency_ms": r.randrange(4, 30)}, t)))
        # md reconnects
        for _ in range(r.randrange(3, 5)):
            t = self.rand_time(0, 24)
            sess = r.randrange(1, 9)
            self.noise(self.post(t, "md", f"[md-gw] J-GATE feed disconnected (session {sess}, reason=heartbeat timeout) — reconnecting…"))
            self.noise(self.post(t + r.uniform(0.05, 0.6), "md", f"[md-gw] reconnected session {sess}, replayed {r.randrange(0, 4000)} msgs, gap=0"))
        # batch jobs
        for h, m_, txt in [(6, 35, "夜間バッチ: 清算値取込 完了 (JGB/NK/TOPIX, 312 rows)"),
                           (7, 5, "ポジション照合 jobs/recon_positions 完了 (rows={n}, breaks=0)"),
                           (15, 50, "日中清算値取込 完了"),
                           (16, 10, "証拠金計算(SPAN) 完了 所要証拠金 {n}百万円"),
                           (18, 30, "EOD PnL 確定 → snowflake.pnl_daily ({n} rows)"),
                           (1, 15, "log rotate /var/log/oms/*.log ({n} files)")]:
            self.noise(self.post(self.T(h, m_, 4), "batch", "[batch] " + txt.format(n=r.randrange(80, 2400))))
        # pnl snapshots
        for h, m_ in [(9, 30), (11, 32), (13, 30), (15, 17), (18, 0), (22, 0)]:
            t = self.T(h, m_, 2)
            self.noise(self.post(t, "pnl", "", embeds=[{
                "title": "PnL スナップショット", "author": "pnl-snap",
                "fields": [{"name": "金利", "value": f"{r.randrange(-900, 1500):,}万円", "inline": True},
                           {"name": "株先", "value": f"{r.randrange(-600, 900):,}万円", "inline": True},
                           {"name": "個別株", "value": f"{r.randrange(-300, 400):,}万円", "inline": True},
                           {"name": "為替", "value": f"{r.randrange(-300, 500):,}万円", "inline": True},
                           {"name": "合計", "value": f"{r.randrange(-1500, 2500):,}万円", "inline": False}],
                "footer": f"TKY-MACRO · {h:02d}:{m_:02d} JST · 評価は仲値ベース"}]))
        # price alerts
        for _ in range(r.randrange(4, 7)):
            t = self.rand_time(8, 24)
            a = self.pick([f"⚠️ USDJPY {round(self.uj) + r.choice([-1, 0, 1])}.00 を{self.pick(['上抜け', '下抜け'])}",
                           f"⚠️ 債先{self.cm} {self.jgb - r.uniform(0.1, 0.4):.2f} タッチ",
                           f"⚠️ 日経225mini {yen(self.nk + r.randrange(-80, 80) * 5)} 到達（アラート#{r.randrange(10, 99)}）",
                           f"⚠️ JGB10y {self.y10 + r.uniform(0.005, 0.03):.3f}% (alert)",
                           f"⚠️ TOPIX {self.tpx + r.uniform(-20, 20):,.1f} 到達"])
            self.noise(self.post(t, "alerts", a))
        # deploy / CI
        t = self.T(7, 40, 10)
        self.noise(self.post(t, "deploy", f"deploy oms-adapter v2.{r.randrange(10, 20)}.{r.randrange(0, 9)} → prod-tky ✅ (canary 10% → 100%)"))
        self.noise(self.post(self.T(7, 52, 5), "deploy", f"CI main #{r.randrange(4000, 6000)} passed (pytest 1,2{r.randrange(10, 99)} tests, 6m{r.randrange(10, 59)}s)"))
        # a stack trace
        t = self.rand_time(9, 15)
        self.noise(self.post(t, "md", (
            "```\nTraceback (most recent call last):\n"
            '  File "/opt/mdgw/feeds/jpx_itch.py", line 412, in _on_packet\n'
            "    book.apply(msg)\n"
            '  File "/opt/mdgw/book/l2.py", line 188, in apply\n'
            "    lvl = self._levels[msg.price]\n"
            f"KeyError: Decimal('{self.nk + 15}')\n"
            "```\n[md-gw] handled: book rebuilt from snapshot (NK225M)")))
        # short acks / chatter noise
        acks = ["了解", "りょ", "承知しました", "あざす", "おけ", "👍", "🙏", "ok", "thx", "ありがとうございます！", "確認しました",
                "はーい", "🙇", "おつです", "草", "了", "ok👌", "🔥", "lol", "ty", "👀", "おつかれさまです", "昼行ってきます",
                "戻りました", "コーヒー買ってくる☕", "MTG入ります", "すみません、少し離席します", "np"]
        people = ["sato", "tanaka", "yamamoto", "nakamura"]
        for _ in range(r.randrange(12, 18)):
            t = self.rand_time(8, 19)
            self.noise(self.post(t, self.pick(people), self.pick(acks)))

    # ---------------------------------------------------------------------
    def flow_chatter(self):
        r = self.rng
        nk = lambda: yen(self.nk + r.randrange(-60, 60) * 5)
        # (who, text, JST hour window)
        lines = [
            ("yamamoto", lambda: f"先物、寄りから重いね。{nk()}で止まるか", (9, 10)),
            ("yamamoto", lambda: "アドバンテストに振り回されてる。指数寄与えぐい", (9, 15)),
            ("tanaka", lambda: f"超長期また売られてる。30年 {r.uniform(3.2, 3.5):.2f}% 台", (9, 15)),
            ("tanaka", lambda: "2年も売られてる、フロントが利上げ織り込みにいってる", (9, 15)),
            ("nakamura", lambda: "銀行株強いですね、金利上昇で", (9, 15)),
            ("yamamoto", lambda: "CTAのフロー、今週は買い戻し方向らしい（某ブローカー）", (8, 16)),
            ("yamamoto", lambda: "SQ近いから225は振れやすい", (9, 16)),
            ("tanaka", lambda: f"先物 {self.jgb - r.uniform(0.1, 0.3):.2f} 割れたらストップ巻き込みそう", (9, 15)),
            ("nakamura", lambda: f"ドル円 {self.uj + r.uniform(-0.5, 0.5):.2f} で実需の売り出てる感じ", (9, 11)),
            ("sato", lambda: "今日は入札あるから前場は無理しないで", (8, 10)),
            ("sato", lambda: "15時から部会、その後戻る", (13, 15)),
            ("tanaka", lambda: "オペ通知まだ？", (10, 11)),
            ("yamamoto", lambda: "TOPIXのほうが強い。バリュー回帰っぽい", (10, 15)),
            ("nakamura", lambda: "中国PMI、予想下振れですね", (10, 12)),
            ("yamamoto", lambda: f"夜間、{nk()}まで戻してる", (17, 24)),
            ("tanaka", lambda: "スワップスプレッド、また拡大", (9, 18)),
            ("sato", lambda: "明日の朝会、8時5分からに変更で", (16, 20)),
            ("nakamura", lambda: "Bloombergの端末落ちてる人いますか？", (8, 18)),
            ("yamamoto", lambda: "NT倍率どんどん下がるな", (10, 15)),
            ("tanaka", lambda: "生保、今月も超長期は買わないってさ", (9, 17)),
            ("kabuto", lambda: f"ご参考: 日経VIは {r.uniform(18, 28):.2f}、前日比{r.uniform(-2, 2):+.2f}ポイントでございます。", (9, 15)),
            ("kabuto", lambda: f"ご参考までに、10年スワップは {self.y10 + r.uniform(0.05, 0.15):.3f}% 近辺で推移しております。", (9, 18)),
            ("yamamoto", lambda: "裁定残高また増えてる", (15, 18)),
            ("nakamura", lambda: f"決算発表、今日は引け後に{r.randrange(12, 40)}社くらい", (12, 15)),
            ("tanaka", lambda: "日証さん、今日は流動性薄いって", (9, 14)),
            ("sato", lambda: "みんな無理しないで。今日はイベント多い", (8, 12)),
            ("yamamoto", lambda: "後場寄り、ちょっと買い戻し入ってる", (12, 13)),
            ("nakamura", lambda: "昼のオペ結果、そこまで強くなかったですね", (12, 14)),
            ("tanaka", lambda: "入札前でみんな様子見。板薄い", (11, 13)),
            ("yamamoto", lambda: "引けにかけてバスケット売り出てる", (14, 16)),
            ("tanaka", lambda: "債先、引け間際に一段安", (14, 16)),
            ("sato", lambda: "今日もおつかれ。夜間は山本さんとOliverで見てて", (16, 18)),
            ("nakamura", lambda: "お先に失礼します🙇", (18, 21)),
            ("yamamoto", lambda: "米CPI前で夜間は閑散", (19, 22)),
            ("yamamoto", lambda: "CPI出た。先物一瞬跳ねて戻した", (22, 24)),
            ("tanaka", lambda: "米金利、思ったより下がらないな", (22, 24)),
            ("nakamura", lambda: "日経新聞の朝刊、日銀の記事見ました？観測っぽい", (7, 9)),
            ("tanaka", lambda: "今朝のオーバーナイト、円金利ちょい高で始まりそう", (7, 9)),
            ("yamamoto", lambda: "プレオープンの気配、売り優勢", (8, 9)),
            ("kabuto", lambda: "ご参考: 本日の寄り前気配は主力株の多くで売り気配でございます。", (8, 9)),
            ("sato", lambda: "今日はSQ絡みの注文多いから、寄りは慎重に", (8, 9)),
            ("nakamura", lambda: "東証のシステム、今日は問題なさそうです", (8, 10)),
            ("yamamoto", lambda: f"225、{nk()}の節目で止まった", (9, 15)),
        ]
        lines_en = [
            ("oliver", lambda: "Asia close looked heavy, JGB curve bear-steepening again"),
            ("oliver", lambda: "Gilts getting hit too, global duration under pressure"),
            ("oliver", lambda: "Fed speakers later, nothing scheduled from BoJ tonight I think"),
            ("oliver", lambda: f"NKY futs {nk()} in the night session, decent volume"),
            ("oliver", lambda: "anyone have the JGB auction tail handy? my screen's lagging"),
            ("oliver", lambda: "US CPI in 20 mins, heads up"),
            ("oliver", lambda: "Bund futs gapping lower on the PMI beat"),
            ("oliver", lambda: "quiet afternoon here, off to grab lunch"),
        ]
        for who, f, (lo, hi) in r.sample(lines, k=r.randrange(34, 40)):
            self.post(self.rand_time(lo, hi), who, f())
        for who, f in r.sample(lines_en, k=r.randrange(4, 7)):
            self.post(self.rand_time(16, 24), who, f())
        # a second small thread on USD/JPY intervention risk
        st = self.post(self.T(16, 50, 30), "nakamura", "介入警戒スレ。水準感をメモしておきます")
        for who, txt in [("tanaka", "前回は160円手前だったはず"),
                         ("oliver", "last time they went at 161.9-ish, and checked rates first"),
                         ("nakamura", "レートチェック報道出たら即スレに貼ります")]:
            self.post(self.at(st, r.uniform(1, 30)), who, txt, thread=st)
        # PnL chart attachment
        self.post(self.T(15, 30, 5), "sato", "今日のPnLチャート", attach=[{
            "id": str(snowflake(self.t0ms + 15 * 3600_000, self.worker, 4000)), "filename": "pnl_intraday.png",
            "size": 48000 + r.randrange(0, 9000), "url": "https://cdn.discordapp.com/attachments/x/pnl_intraday.png"}])


    def flow_longform(self):
        r = self.rng
        # Q&A with the analysis agent
        qs = [
            ("nakamura", "kabutoさん、今日の超長期が弱い背景を簡単に教えてもらえますか", "金利", "政策"),
            ("yamamoto", "kabuto、NT倍率がここまで下がってる理由まとめて", "株式", "海外"),
            ("nakamura", "ドル円のボラが高止まりしてる理由って何でしょう？", "為替", "政策"),
            ("tanaka", "kabuto、OISの織り込みとスワップスプレッドの関係、後輩向けに説明してあげて", "金利", "金利"),
            ("yamamoto", "夜間の先物が弱い理由、海外要因で整理して", "海外", "株式"),
            ("nakamura", "日銀の買入れ減額が先物に効く経路を教えてください", "政策", "金利"),
        ]
        for who, q, t1, t2 in r.sample(qs, k=r.randrange(5, 7)):
            qm = self.post(self.rand_time(9, 20), who, q)
            ans = (f"ご質問ありがとうございます。要点を整理いたします。\n"
                   f"第一に、{self.para(t1, 4)}\n第二に、{self.para(t2, 4)}\n"
                   f"以上の点から、足元の動きは需給とマクロ要因の双方で説明可能と考えております。ご参考になれば幸いでございます。")
            self.post(self.at(qm, r.uniform(1, 4)), "kabuto", ans, reply=qm)
        # position review (restatement, no decision)
        for h, m in ((9, 40), (12, 45), (20, 35)):
            pnl = lambda: f"{r.randrange(-900, 1500):,}万円"
            held = "\n".join(f"・{STOCKS[c][0]}({c}): 評価損益 {pnl()}、前日比 {r.uniform(-3, 3):+.1f}%、"
                             f"出来高は20日平均の {r.uniform(0.6, 1.8):.1f} 倍でございます。" for c in self.held)
            rv = (f"【ポジションレビュー {h:02d}:{m:02d}】\n現時点の保有状況をご報告いたします（変更はございません）。\n"
                  f"・債先{self.cm} ショート: 評価損益 {pnl()}、日中高値からの下落幅は {r.uniform(0.1, 0.4):.2f} 円でございます。\n"
                  f"・日経225mini: 評価損益 {pnl()}、日経VIの上昇に伴いデルタ調整の必要はございません。\n"
                  f"・ドル円（LDN管理）: 評価損益 {pnl()}。\n{held}\n"
                  f"全体として、リスク指標はいずれも上限内で推移しております。{self.para('リスク', 2)}")
            self.near(self.post(self.T(h, m, 5), "kabuto", rv))
        # generic colour news with article bodies (not about the book)
        bodies = [
            ("米CPI、前年比{a:.1f}%に鈍化 市場予想下回る", "米労働省が発表した消費者物価指数は前年比{a:.1f}%と前月から鈍化した。食品とエネルギーを除くコア指数は{b:.1f}%。"
             "発表後、米10年債利回りは低下し、ドルは主要通貨に対して下落した。市場では年内の利下げ回数の見通しが上方修正されている。"),
            ("中国、景気刺激策の追加を検討 関係者", "中国当局は消費喚起策の追加を検討していると関係者が明らかにした。家電の買い替え補助の対象拡大などが柱となる見通し。"
             "規模は明らかになっていない。人民元はオフショア市場で小幅に上昇した。"),
            ("Euro-area PMI rises to {c:.1f}, beating forecasts", "Composite PMI for the euro area rose to {c:.1f} in the flash estimate, the highest in several months. "
             "Manufacturing remained in contraction while services improved. Bund yields edged higher after the release."),
            ("OPECプラス、増産ペース維持で合意", "OPECプラスは閣僚級会合で、来月も日量{d}万バレルの増産を継続することで合意した。原油先物は小幅安で推移している。"),
            ("国内企業物価、前年比{a:.1f}%上昇", "日銀が発表した企業物価指数は前年比{a:.1f}%上昇した。輸入物価は円ベースで下落しており、川上の価格圧力は和らいでいる。"),
            ("US 30-year auction tails by {e:.1f}bp", "The Treasury's sale of 30-year bonds drew a yield above the when-issued level, with indirect bidders taking a smaller share than average. "
             "Long-end yields rose after the result."),
            ("東証、市場区分見直しの追加施策を公表", "東京証券取引所はプライム市場の上場維持基準を巡る追加施策を公表した。資本コストを意識した経営の開示を一段と促す。"),
            ("ECB's Lagarde says policy is in a good place", "ECB President Christine Lagarde said monetary policy is well positioned and that the bank is not on a pre-set path. "
             "Markets continue to price a long pause."),
        ]
        for title, body in r.sample(bodies, k=r.randrange(4, 7)):
            vv = {"a": r.uniform(1.5, 3.2), "b": r.uniform(2.3, 3.3), "c": r.uniform(48, 53), "d": r.randrange(10, 50), "e": r.uniform(0.5, 3.0)}
            t = self.rand_time(8, 24)
            m = self.post(t, "news", "", embeds=self.news(title.format(**vv), body.format(**vv), self.pick(["Bloomberg", "Reuters", "日経", "QUICK"]), t))
            if r.random() < 0.3:
                self.near(m)

    # ---------------------------------------------------------------------
    def vals(self) -> dict:
        r = self.rng
        return {
            "cm": self.cm, "jgb": f"{self.jgb + r.uniform(-0.3, 0.15):.2f}", "dj": r.uniform(-0.3, 0.15),
            "vol": r.randrange(18000, 42000), "y10": f"{self.y10 + r.uniform(-0.01, 0.02):.3f}",
            "y2": f"{self.y10 - 0.85 + r.uniform(-0.03, 0.03):.3f}", "y30": f"{self.y10 + 1.35 + r.uniform(-0.05, 0.08):.3f}",
            "pct": r.randrange(45, 75), "dpct": r.randrange(-6, 9), "ss": r.uniform(-25, -8), "ctd": self.issue - 12,
            "nb": r.uniform(1.5, 6.0), "bp": r.randrange(1, 5), "tona": 0.73 + r.uniform(-0.03, 0.05), "bo": r.randrange(2, 6),
            "rng_": f"{r.uniform(0.15, 0.45):.2f}", "n": r.randrange(2, 5), "wage": r.uniform(4.9, 5.6),
            "core": r.uniform(1.8, 2.4), "rw": r.uniform(-1.2, 0.6),
            "nk": yen(self.nk + r.randrange(-80, 80) * 5), "tpx": f"{self.tpx + r.uniform(-15, 15):,.1f}",
            "nt": r.uniform(14.1, 15.2), "vi": r.uniform(18, 29), "arb": r.randrange(9000, 16000), "arbt": r.uniform(0.9, 1.6),
            "broker": self.pick(["ABNクリアリン", "ソシエテ", "JPモルガン", "ゴールドマン", "バークレイズ"]),
            "nn": r.randrange(800, 4000), "turn": r.uniform(2.1, 3.4), "adv": r.randrange(400, 1300),
            "dec": r.randrange(300, 1200), "uj": f"{self.uj + r.uniform(-0.5, 0.5):.2f}", "iv": r.uniform(8.5, 12.5),
            "rr": r.uniform(-1.8, -0.4), "ej": 163 + r.uniform(-3, 3), "diff": r.uniform(2.0, 2.5),
            "assum": r.choice([140, 143, 145, 146]), "flow": self.pick(["小幅の買い越し", "小幅の売り越し", "ほぼ均衡"]),
            "cn": r.uniform(-1.5, 1.5), "hk": r.uniform(-2, 2), "wti": r.uniform(62, 78), "dwti": r.uniform(-1.5, 1.5),
            "spf": r.uniform(-0.8, 0.8), "nqf": r.uniform(-1.2, 1.2), "ne": r.randrange(12, 60),
            "dv": r.randrange(2400, 3800), "pctu": r.randrange(60, 95), "var": r.randrange(180, 420), "mg": r.randrange(900, 2600),
            "ust": f"{4.1 + r.uniform(-0.2, 0.2):.2f}",
        }

    POOLS = {
        "金利": [
            "債先{cm}は {jgb} 近辺で推移しており、前日清算値比では {dj:+.2f} 円でございます。出来高は {vol:,} 枚と平常並みでございます。",
            "10年債利回りは {y10}%、2年債は {y2}%、30年債は {y30}% となっており、カーブは引き続きスティープ化方向でございます。",
            "海外勢による先物の売りが断続的に観測されておりますが、現物市場では国内銀行勢の押し目買いも散見され、一方向の動きにはなっておりません。",
            "OISベースの次回会合での利上げ織り込みは {pct}% 程度で、前日からは {dpct:+d}% ポイントの変化でございます。",
            "スワップスプレッドは {ss:+.1f}bp と、現物の需給悪化を反映してマイナス幅が拡大傾向にございます。",
            "先物のCTD銘柄は引き続き第{ctd}回債で、ネットベーシスは {nb:.2f} 銭程度と落ち着いております。",
            "超長期ゾーンは生保の需要減退が意識されやすく、20年・30年ゾーンの入札が近づくにつれてヘッジ売りが出やすい地合いでございます。",
            "米金利の上昇が波及する形で、円金利もオーバーナイトで {bp} bp 程度上昇して始まりました。",
            "日銀当座預金残高の減少ペースは想定通りで、短期金融市場に大きな歪みは見られません。",
            "TONA 1年物は {tona:.3f}% で推移し、短期ゾーンの利上げ織り込みは安定しております。",
            "現物の10年カレント銘柄は業者間でやや売り優勢、ビッド・オファーは {bo} 毛程度と流動性は平常並みでございます。",
            "日中のレンジは {rng_} 円程度にとどまっており、ボラティリティは過去1カ月の中位水準でございます。",
            "5年ゾーンは相対的に底堅く、5-10年のスプレッドは {bp} bp ほどスティープ化いたしました。",
            "先物のオープン・インタレストは前日比で小幅に増加しており、新規の売り建てが中心と推測されます。",
            "国内投資家の売買動向（週次）では、都銀が中期ゾーンを小幅に買い越し、生保は超長期を売り越しております。",
            "物価連動国債のBEIは {core:.2f}% 近辺と、インフレ期待は横ばい圏で推移しております。",
            "地銀勢の益出しとみられる現物売りが、10年ゾーンの上値を抑えている模様でございます。",
        ],
        "政策": [
            "日銀の次回会合に向けて、審議委員の発言に注目が集まっております。直近の講演では賃金動向への言及が増えております。",
            "春闘の第{n}回集計では賃上げ率が {wage:.2f}% と、前年並みの高水準を維持しております。",
            "財務省の国債発行計画に関する新たな報道は、本日時点では確認されておりません。",
            "基調的なインフレ率を捕捉するための指標（刈込平均値・加重中央値）は {core:.1f}% 前後で推移しております。",
            "政府・日銀の為替に関するコメントは、本日時点では従来のトーンから変化はございません。",
            "国債買入れ減額計画の中間評価を控え、市場参加者の間では超長期の減額ペースを巡る思惑がくすぶっております。",
            "総裁の国会答弁では、基調的な物価上昇率の見通しについて従来の説明が繰り返されました。",
            "実質賃金は前年比 {rw:+.1f}% と、マイナス圏からの脱却がまだ安定的には確認されていない状況でございます。",
            "次回の展望レポートでは、物価見通しの上方修正が議論される可能性があるとの観測記事が出ております。",
            "政府の経済対策の規模を巡る報道が相次いでおり、国債増発への警戒感が超長期ゾーンの重石となっております。",
            "海外の中銀では、ECBが据え置き、英中銀が利下げ方向と、政策スタンスの乖離が続いております。",
        ],
        "株式": [
            "日経平均先物{cm}は {nk} 円近辺、TOPIX先物は {tpx} ポイントで推移しております。",
            "NT倍率は {nt:.2f} 倍と、値がさ半導体株の軟調を背景に低下基調でございます。",
            "日経VIは {vi:.2f} と、SQを控えてやや上昇しております。",
            "裁定買い残は {arb:,} 億円と前週比で増加しており、SQ前後の解消売りには留意が必要な水準でございます。",
            "海外投資家の先物手口では、{broker}経由の売りが {nn:,} 枚程度観測されております。",
            "業種別では銀行、保険、不動産が上昇率上位、電気機器・精密機器が下落率上位でございます。",
            "東証プライムの売買代金は {turn:.1f} 兆円と、平常並みの商いでございます。",
            "値上がり銘柄数は {adv}、値下がり銘柄数は {dec} と、指数の動きとは異なる物色となっております。",
            "米ハイテク株の下落を受け、半導体関連は寄り付きから売りが先行いたしました。",
            "個人投資家の信用買い残は高水準にあり、急落時の投げ売りの連鎖には注意が必要な局面でございます。",
            "TOPIXの業種別PBRでは、銀行業が1倍近辺まで戻しており、金利上昇局面での見直しが続いております。",
            "自社株買いの発表は今期累計で過去最高ペースとなっており、需給面での下支え要因となっております。",
            "日経225オプションでは、{nk} 円近辺のストライクに建玉が集中しております。",
            "グロース市場250指数は {cn:+.1f}% と、新興株は相対的に弱い動きでございます。",
            "先物の日中取引における売買高は {vol:,} 枚程度で、夜間取引からの持ち越しは限定的でございます。",
        ],
        "為替": [
            "ドル円は {uj} 円近辺で推移しており、仲値公示にかけて実需のドル買いが観測されました。",
            "ドル円の1カ月物インプライド・ボラティリティは {iv:.1f}% と、介入警戒感を反映してやや高止まりしております。",
            "リスクリバーサルは {rr:.2f}% と円コール優勢で、円高方向へのヘッジ需要が根強い状況でございます。",
            "ユーロ円は {ej:.2f} 円、クロス円全般は底堅い推移でございます。",
            "日米10年金利差は {diff:.2f}% 程度と、ここ数週間は縮小方向でございます。",
            "輸出企業の想定為替レートは平均で {assum} 円程度と見られ、現行水準は引き続き業績の追い風でございます。",
            "本邦投資家の対外証券投資は週次ベースで{flow}となっており、円売り圧力は限定的でございます。",
            "IMM通貨先物の投機筋ポジションは円ロングが縮小しており、ポジション面での円高余地は限られております。",
            "本日のNYカットでは {uj} 円近辺の行使価格にまとまった設定があり、値動きが抑制されやすい状況でございます。",
            "輸入企業のドル買いは月末にかけて増加する傾向があり、季節性としてはドル円の下支え要因でございます。",
        ],
        "海外": [
            "中国本土市場は {cn:+.1f}%、香港ハンセン指数は {hk:+.1f}% で推移しております。",
            "原油先物（WTI）は {wti:.2f} ドルと、前日比 {dwti:+.2f} ドルでございます。",
            "米株先物はS&P500で {spf:+.2f}%、ナスダック100で {nqf:+.2f}% でございます。",
            "米10年債利回りは時間外で {ust}% と、アジア時間は小動きでございます。",
            "金価格は最高値圏で推移しており、リスク回避の動きは限定的ながら根強い状況でございます。",
            "本日の国内決算発表は引け後に {ne} 社程度を予定しております。",
            "欧州株は寄り付き後にやや売りが優勢で、銀行株が指数を押し下げております。",
            "米国の新規失業保険申請件数は市場予想並みで、労働市場の緩やかな減速を示唆しております。",
            "銅価格は中国の需要回復期待から底堅く推移しております。",
        ],
        "リスク": [
            "DV01は {dv:,} 万円/bp と、上限の {pctu}% 程度で推移しております。",
            "VaR（99%、1日）は {var:,} 百万円と前日比ほぼ横ばいでございます。",
            "証拠金所要額は {mg:,} 百万円と、余力は十分にございます。",
        ],
    }
    EN_POOL = [
        "JGB futs {jgb}, 10y {y10}%. Curve keeps bear-steepening; 30y at {y30}% with lifers still on strike.",
        "OIS now prices ~{pct}% for a hike at the next meeting, {dpct:+d}pp on the day.",
        "NKY futs {nk}, TOPIX {tpx}. NT ratio {nt:.2f} — semis dragging, banks leading.",
        "USDJPY {uj}, 1m vol {iv:.1f}%, risk reversals still favour yen calls ({rr:.2f}).",
        "Flows: real money selling duration into strength, fast money covering equity shorts into SQ.",
        "Gilts and Bunds both cheapened overnight; global duration tone is poor, UST 10y {ust}%.",
        "Nothing from MoF beyond the usual 'watching with urgency' line so far.",
        "Oil at {wti:.2f}, China {cn:+.1f}%, HSI {hk:+.1f}%; no spillover into Tokyo yet.",
        "Swap spreads {ss:+.1f}bp — cash JGBs still the weak link versus swaps.",
        "Arb long balance around ¥{arbt:.2f}tn, worth watching into SQ unwind.",
        "Spoos {spf:+.2f}%, NQ {nqf:+.2f}% — US tech softness is the main drag on NKY.",
        "Shunto tally at {wage:.2f}%, which keeps the BoJ narrative intact.",
        "2y JGB {y2}% — front end finally doing some of the work, not just the long end.",
        "Nikkei VI {vi:.1f}; vol sellers were back in size yesterday.",
        "Client flow light: a couple of Asian real-money accounts asking about 10y JGB ASW, nothing actionable.",
        "EURJPY {ej:.2f}, crosses holding up better than the dollar leg.",
        "Foreigners net sellers of JP equity futures via {broker} again (~{nn:,} lots).",
        "Core-core inflation gauges around {core:.1f}%; nothing to derail the hiking path.",
    ]

    def para(self, topic: str, k: int) -> str:
        v = self.vals()
        return "".join(s.format(**v) for s in self.rng.sample(self.POOLS[topic], k=min(k, len(self.POOLS[topic]))))

    def flow_briefs(self):
        r = self.rng
        slots = [(0, 30), (6, 10), (7, 45), (9, 15), (9, 58), (10, 58), (12, 40), (13, 2), (14, 2), (14, 58),
                 (16, 32), (17, 32), (18, 2), (19, 1), (21, 1), (22, 32), (23, 31)]
        for h, m in slots:
            t = self.T(h, m, 3)
            topics = r.sample(["金利", "政策", "株式", "為替", "海外"], k=r.choice([4, 4, 5]))
            if r.random() < 0.4:
                topics.append("リスク")
            body = "\n\n".join(f"■ {tp}\n{self.para(tp, r.choice([4, 5, 5, 6]))}" for tp in topics)
            title = self.pick(["定時レポート", "市況アップデート", "マーケットサマリー"])
            self.post(t, "kabuto", f"【{title} {h:02d}:{m:02d}】\nkabutoより直近の市況をご報告いたします。\n\n{body}\n\n以上でございます。")
        # London notes (English, long)
        for h, m, ttl in [(16, 40, "LDN morning notes"), (19, 30, "LDN midday"), (21, 50, "Pre-NY wrap")]:
            v = self.vals()
            bullets = "\n".join("- " + s.format(**v) for s in r.sample(self.EN_POOL, k=r.randrange(6, 9)))
            self.post(self.T(h, m, 10), "oliver", f"{ttl} ({self.date_s}):\n{bullets}")
        # risk exposure snapshots (noise, JSON)
        for h in (9, 11, 13, 15, 17, 20, 23):
            t = self.T(h, 30, 2)
            self.noise(self.post(t, "risk", self.rjson({
                "type": "exposure_snapshot", "book": "TKY-MACRO",
                "dv01_jpy": r.randrange(24_000_000, 39_000_000, 10_000), "nk_mini_net": -r.randrange(5, 40),
                "topix_net": r.randrange(0, 10), "fx_gross_usd": r.randrange(0, 45) * 1_000_000,
                "eq_gross_jpy": r.randrange(300, 900) * 1_000_000, "var99_1d_jpy": r.randrange(180, 420) * 1_000_000,
                "margin_jpy": r.randrange(900, 2600) * 1_000_000, "limits_ok": True, "checks": r.randrange(38, 46),
                "stale_prices": 0, "calc_ms": r.randrange(200, 900)}, t)))
        # research deep-dive (analysis with trading words, no decision)
        v = self.vals()
        dd = (f"【リサーチメモ】債先ショートの持ち越しコストとロールについて\n"
              f"ご依頼いただいた件につき整理いたしました。現在のネットベーシスは {v['nb']:.2f} 銭、CTDは第{v['ctd']}回債でございます。"
              f"{self.cm}から次限月へのロールは、過去8回の平均でロール期間の最終3営業日にスプレッドが {r.uniform(0.02, 0.06):.2f} 円程度売り方に不利化しております。"
              f"売りポジションを持ち越す場合のキャリーは1日あたり約 {r.uniform(0.2, 0.6):.2f} 銭のマイナスでございます。"
              f"一般論といたしましては、ロール開始を前倒しすることで不利化の影響を半分程度に抑えられた局面が多うございます。"
              f"ただし、本件はあくまで過去データに基づく参考情報でございまして、具体的な売買のご提案ではございません。\n"
              f"補足: {self.para('金利', 3)}")
        self.near(self.post(self.T(14, 40, 60), "kabuto", dd))
        dd2 = (f"【リサーチメモ】日経225のSQ週アノマリー\n"
               f"{self.para('株式', 4)}\n過去5年のSQ週では、木曜の引けにかけて先物が平均 {r.uniform(0.2, 0.6):.2f}% 下落し、"
               f"SQ値算出後に戻す傾向がございました。買い・売りいずれの戦略も統計的な有意性は限定的でございます。")
        self.near(self.post(self.T(20, 20, 60), "kabuto", dd2))

IDIOM_PRIORITY = [
    "keigo proposal buried in morning memo",
    "terse shorthand futures proposal (s/b qty @ px stp)",
    "full-width digits and 枚 counter in proposal",
    "emoji + いって approval reply",
    "rejection phrased as 見送り in thread",
    "OMS embed with Japanese field names (受付)",
    "exec-agent key=value fill line",
    "tagged stop moved twice by editing same message",
    "keigo hand-off to execution agent",
    "keigo explicit no-route",
    "held-name headline by company name only",
    "watchlist headline by EN/JP name",
    "view change buried in midday review",
    "risk engine JSON resizing an order",
    "paper trade tag",
    "backtest with fills/PnL",
    "cron summary '0 routed'",
    "other desk's trade",
    "hypothetical rate-hike question on JGB futures",
    "long close summary with trading words, no decision",
]


# =========================================================================
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default DEFAULT_END = 2026-03-13 00:00 JST); a day is 00:00-24:00 JST;
    channels: how many channels of this desk (each its own busy flow); days: how many consecutive days."""
    res = _build(seed, end, channels, days)
    return {"events": res["events"], "labels": res["labels"]}


def _build(seed: int, end: datetime | None, channels: int, days: int) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms: dict[str, dict] = {}
    events = []
    stats = []
    for di in range(days):
        day_start = end - timedelta(days=days - di)
        for ci in range(channels):
            d = Day(seed, ci, di, day_start, labels, idioms).build()
            events.extend(d.events)
            stats.append({"channel_id": d.ch, "day": f"{d.jst_date:%Y-%m-%d}", "messages": d.msg_count,
                          "kb": round(d.content_bytes / 1024, 1), "kchars": round(d.content_chars / 1000, 1),
                          "hard": d.hard_count, "noise": d.noise_count, "near": d.near_count,
                          "outside": sum(1 for e in d.events if not d.t0ms <= e[0] < d.t0ms + 86_400_000)})
    events.sort(key=lambda x: (x[0], x[1]))
    chosen = [idioms[n] for n in IDIOM_PRIORITY if n in idioms]
    for n, row in idioms.items():
        if len(chosen) >= 20:
            break
        if row not in chosen and len(chosen) < 12:
            chosen.append(row)
    labels["idioms"] = chosen[:20]
    return {"events": [e[2] for e in events], "labels": labels, "stats": stats}


def _text_of(line: dict) -> str:
    m = line["message"]
    return "\n".join([m["content"]] + [embed_text(e) for e in m["embeds"]])


def self_check(events: list[dict], labels: dict, stats: list[dict]) -> bool:
    ok = True
    final: dict[str, str] = {}
    last: dict[str, str] = {}
    emb: dict[str, list[str]] = {}
    gone: set[str] = set()
    created_ms: dict[str, int] = {}
    prev_ms = -1
    for e in events:
        op = e["op"]
        if op == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            if iso(ms) != m["created_at"]:
                print("created_at mismatch", m["id"]); ok = False
            if ms < prev_ms:
                print("id out of time order", m["id"]); ok = False
            prev_ms = ms
            if m["id"] in final:
                print("duplicate id", m["id"]); ok = False
            final[m["id"]] = _text_of(e)
            emb[m["id"]] = [embed_text(x) for x in m["embeds"]]
            last[m["id"]] = final[m["id"]]
            created_ms[m["id"]] = ms
            if m.get("reference_id") and m["reference_id"] not in final:
                print("reply to unknown", m["id"]); ok = False
        elif op == "edit":
            mid = e["message_id"]
            if mid not in final:
                print("edit before create", mid); ok = False
                continue
            final[mid] = "\n".join([e["content"]] + emb[mid])
            last[mid] = final[mid]
        elif op in ("delete", "forget"):
            gone.add(e["message_id"])
        elif op == "bulk_delete":
            gone.update(e["message_ids"])
    for lab in labels["hard_events"]:
        mid = lab["message_id"]
        if mid not in last:
            print("label id missing", mid); ok = False; continue
        txt = last[mid]
        for f in lab["facts"]:
            if f not in txt:
                print("fact not in text", mid, lab["event_type"], repr(f)); ok = False
        if not 2 <= len(lab["facts"]) <= 5:
            print("fact count", mid, lab["facts"]); ok = False
        want_gone = lab["final_state"] in ("deleted", "forgotten")
        if want_gone != (mid in gone):
            print("final_state mismatch", mid, lab["final_state"]); ok = False
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in final or old in final[mid]:
            print("superseded fact still present", mid, old); ok = False
    visible = [t for k, t in final.items() if k not in gone]
    for s in labels["removed_texts"]:
        if any(s in t for t in visible):
            print("removed text visible", s); ok = False
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in final:
                print(key, "missing", mid); ok = False
    hard_ids = {l["message_id"] for l in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        print("overlap hard/noise/near"); ok = False
    for i in labels["idioms"]:
        if i["message_id"] not in final:
            print("idiom id missing", i); ok = False
    if not 10 <= len(labels["idioms"]) <= 20:
        print("idiom count", len(labels["idioms"])); ok = False
    for s in stats:
        nshare = s["noise"] / s["messages"]
        rng_ok = (s["outside"] == 0 and 180 <= s["messages"] <= 320 and 70 <= s["kb"] <= 120 and 25 <= s["hard"] <= 45
                  and 0.25 <= nshare <= 0.40)
        print(f"  {s['day']} ch={s['channel_id']} msgs={s['messages']} KB={s['kb']} kchars={s['kchars']} "
              f"hard={s['hard']} noise={s['noise']} ({nshare:.0%}) near={s['near']} {'ok' if rng_ok else 'OUT OF RANGE'}")
        ok = ok and rng_ok
    return ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
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
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    res = _build(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(l) for l in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    by_type: dict[str, int] = {}
    for l in labels["hard_events"]:
        by_type[l["event_type"]] = by_type.get(l["event_type"], 0) + 1
    print(f"events={len(events)} hard={len(labels['hard_events'])} noise={len(labels['noise_message_ids'])} "
          f"near={len(labels['near_miss_ids'])} idioms={len(labels['idioms'])} removed={len(labels['removed_texts'])} "
          f"superseded={len(labels['superseded_facts'])}")
    print("  by type:", json.dumps(by_type, ensure_ascii=False, sort_keys=True))
    ok = self_check(events, labels, res["stats"])
    print("self-check:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
