"""Desk generator: shipping_freight.

A London/Athens freight-derivatives desk: dry-bulk and tanker FFAs on Baltic routes
(Capesize 5TC, C3, C5, Panamax P4TC/P1A, Supramax S10TC, TD3C/TD20/TC2 in Worldscale),
VLSFO bunker swaps, SGX TSI 62% iron-ore swaps and a few shipping equities as hedges.

Standard library only. Everything is a pure function of the arguments.

    python -m tests.desks.shipping_freight --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "shipping_freight"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1319602874415308830"
# the last day ends at 2026-12-04T00:00Z by default (so the default day is Thu 3 Dec 2026)
DEFAULT_END = datetime(2026, 12, 4, tzinfo=timezone.utc)

# stable people and bots: key -> (author_id, author_name, bot)
AUTHORS = {
    "nikos": ("1188420331786215434", "Nikos Karras", False),       # PM, desk lead, Athens/London
    "yannis": ("1201757829463420968", "yannis.p", False),           # junior FFA trader
    "sophie": ("1174039975520862238", "Sophie Lindqvist", False),   # market risk
    "dimitris": ("1209336715880448051", "Dimitris (ops)", False),   # middle office
    "argo": ("1262914073156599858", "argo-voyage", True),           # voyage-analytics agent
    "exec": ("1262915530807263292", "exec-agent", True),            # execution agent / OMS
    "broker": ("1239906101843013663", "halcyon-ffa-ldn", True),     # broker screen relay
    "clear": ("1241088653702451241", "clearline", True),            # clearing-house bot
    "risk": ("1247730098391507034", "riskd", True),                 # risk engine
    "baltic": ("1250062911830130778", "baltic-pub", True),          # Baltic index publication
    "news": ("1236612860410458132", "shipwire", True),              # news headlines
    "deploy": ("1253489014278430750", "deploybot", True),           # CI/deploy
    "pnl": ("1256380662151413801", "pnl-snap", True),               # PnL snapshots
    "alert": ("1259183307614601276", "px-alerts", True),            # price alerts
    "router": ("1264407731955302420", "triage-cron", True),         # hourly triage summaries
    "gw": ("1265118402663071764", "gateway", True),                 # gateway/reconnects
}

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------------------- helpers

def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 4095)


def channel_id_for(index: int) -> str:
    ms = 1730894711000 + index * 86_400_137 + (index * 7919) % 1000
    return str(_snowflake(ms, (7 + index) % 32, (index * 389 + 2711) % 4096))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _c(n) -> str:
    """24250 -> '24,250'"""
    return f"{int(round(n)):,}"


def _d(n) -> str:
    """24250 -> '$24,250'"""
    return "$" + _c(n)


def _r50(x) -> int:
    return int(round(x / 50.0)) * 50


def _r25(x) -> int:
    return int(round(x / 25.0)) * 25


def _half(x) -> float:
    return round(x * 2) / 2.0


def _ws(x) -> str:
    return f"{x:.1f}"


def _embed_text(e: dict) -> str:
    parts = [e.get("title") or "", e.get("description") or "", e.get("author") or ""]
    for f in e.get("fields") or []:
        parts.append(f.get("name") or "")
        parts.append(f.get("value") or "")
    parts.append(e.get("footer") or "")
    return "\n".join(p for p in parts if p)


def _contracts(day: datetime) -> dict:
    m, y = day.month, day.year
    def mon(k):
        mm = m - 1 + k
        return f"{MON[mm % 12]}{(y + mm // 12) % 100:02d}"
    cq = (m - 1) // 3
    nq, ny = (cq + 1) % 4, y + (cq + 1) // 4
    nq2, ny2 = (cq + 2) % 4, y + (cq + 2) // 4
    q1m = [f"{MON[nq * 3 + i]}{ny % 100:02d}" for i in range(3)]
    return {
        "cur": mon(0), "m1": mon(1), "m2": mon(2), "m3": mon(3),
        "q": f"Q{nq + 1}-{ny % 100:02d}", "qs": f"Q{nq + 1}", "q2": f"Q{nq2 + 1}-{ny2 % 100:02d}",
        "qm1": q1m[0], "qm2": q1m[1], "qm3": q1m[2],
        "cal": f"Cal{(y + 1) % 100:02d}", "cal_long": str(y + 1),
    }


# ----------------------------------------------------------------------------- builder

class _Day:
    """Collects one channel-day: messages, ops and labels, in local keys."""

    def __init__(self, rng: random.Random, day_start: datetime, ch_index: int, channel_id: str):
        self.r = rng
        self.day_ms = int(day_start.timestamp() * 1000)
        self.day = day_start
        self.ch_index = ch_index
        self.cid = channel_id
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.hard: list[dict] = []
        self.superseded: list[tuple[int, str]] = []
        self.removed: list[str] = []
        self.noise: set[int] = set()
        self.near: set[int] = set()
        self.idioms: list[tuple[int, str, str]] = []
        self.threads: dict[int, int] = {}   # thread handle -> starter key
        self.hard_count = 0

    # time in minutes after 00:00 UTC of the day
    def u(self, a: float, b: float) -> float:
        return self.r.uniform(a, b)

    def msg(self, t: float, who: str, content: str = "", embeds=None, ref=None, thread=None,
            attachments=None, kind: str | None = None) -> int:
        t = max(0.05, min(t, 1439.9))
        ms = self.day_ms + int(t * 60000) + self.r.randint(0, 999)
        k = len(self.msgs)
        self.msgs.append({"k": k, "ms": ms, "who": who, "content": content, "embeds": embeds or [],
                          "ref": ref, "thread": thread, "att": attachments or [], "final": content})
        if kind == "noise":
            self.noise.add(k)
        elif kind == "near":
            self.near.add(k)
        return k

    def after(self, k: int, lo: float, hi: float) -> float:
        """a time (minutes) lo..hi minutes after message k"""
        return (self.msgs[k]["ms"] - self.day_ms) / 60000.0 + self.u(lo, hi)

    def hard_ev(self, k: int, etype: str, facts: list[str], phrasing: str, final_state: str = "live"):
        self.hard.append({"k": k, "event_type": etype, "facts": facts, "phrasing": phrasing,
                          "final_state": final_state})
        self.hard_count += 1

    def edit(self, k: int, t: float, content: str, superseded: list[str]):
        self.ops.append({"op": "edit", "k": k, "t": t, "content": content})
        self.msgs[k]["final"] = content
        for s in superseded:
            self.superseded.append((k, s))
        for h in self.hard:
            if h["k"] == k and h["final_state"] == "live":
                h["final_state"] = "edited"

    def delete(self, k: int, t: float, snippet: str):
        self.ops.append({"op": "delete", "k": k, "t": t})
        self.removed.append(snippet)

    def bulk_delete(self, ks: list[int], t: float, snippets: list[str]):
        self.ops.append({"op": "bulk_delete", "ks": ks, "t": t})
        self.removed.extend(snippets)

    def forget(self, k: int, t: float, by: str, snippet: str):
        self.ops.append({"op": "forget", "k": k, "t": t, "by": by})
        self.removed.append(snippet)

    def pin(self, k: int, t: float, by: str = "nikos"):
        self.ops.append({"op": "pin", "k": k, "t": t, "by": by})

    def react(self, k: int, t: float, emoji: str, who: str = "nikos"):
        self.ops.append({"op": "reaction_add", "k": k, "t": t, "emoji": emoji, "by": who})

    def unreact(self, k: int, t: float, emoji: str, who: str = "nikos"):
        self.ops.append({"op": "reaction_remove", "k": k, "t": t, "emoji": emoji, "by": who})

    def thread_start(self, starter_key: int) -> int:
        h = len(self.threads) + 1
        self.threads[h] = starter_key
        return h

    def idiom(self, k: int, name: str, expected: str):
        self.idioms.append((k, name, expected))

    def att(self, filename: str, size: int) -> dict:
        return {"filename": filename, "size": size}

    # --------------------------------------------------------------- finalisation
    def finalize(self, worker: int, seq_start: int, used_ids: set):
        # replies and thread messages strictly after what they point at
        for m in self.msgs:
            if m["ref"] is not None:
                rm = self.msgs[m["ref"]]["ms"]
                if m["ms"] <= rm:
                    m["ms"] = rm + 1200 + self.r.randint(0, 4000)
            if m["thread"] is not None:
                sm = self.msgs[self.threads[m["thread"]]]["ms"]
                if m["ms"] <= sm:
                    m["ms"] = sm + 1500 + self.r.randint(0, 4000)
        end_ms = self.day_ms + 86_400_000 - 1
        for m in self.msgs:
            m["ms"] = min(max(m["ms"], self.day_ms), end_ms)
        order = sorted(self.msgs, key=lambda m: (m["ms"], m["k"]))
        last = -1
        seq = seq_start
        for m in order:
            if m["ms"] <= last:
                m["ms"] = last + 1
            last = m["ms"]
            while True:
                sid = _snowflake(m["ms"], worker, seq)
                seq = (seq + 1) % 4096
                if sid not in used_ids:
                    break
            used_ids.add(sid)
            m["id"] = str(sid)
        self.order = order
        self.thread_ids = {h: self.msgs[sk]["id"] for h, sk in self.threads.items()}
        # ops: strictly after their message
        for op in self.ops:
            keys = op["ks"] if op["op"] == "bulk_delete" else [op["k"]]
            base = max(self.msgs[k]["ms"] for k in keys)
            ms = self.day_ms + int(op["t"] * 60000) + self.r.randint(0, 999)
            if ms <= base:
                ms = base + 2000 + self.r.randint(0, 20000)
            op["ms"] = min(ms, end_ms + 60000)
        # edits of the same message keep their order
        by_msg: dict[int, int] = {}
        for op in sorted([o for o in self.ops if o["op"] == "edit"], key=lambda o: o["t"]):
            prev = by_msg.get(op["k"])
            if prev is not None and op["ms"] <= prev:
                op["ms"] = prev + 1000
            by_msg[op["k"]] = op["ms"]

    def chan_of(self, m: dict) -> str:
        return self.thread_ids[m["thread"]] if m["thread"] is not None else self.cid

    def events(self) -> list[tuple[int, int, dict]]:
        out = []
        for m in self.order:
            aid, aname, abot = AUTHORS[m["who"]]
            atts = []
            for i, a in enumerate(m["att"]):
                att_id = str(int(m["id"]) + 1 + i)
                atts.append({"id": att_id, "filename": a["filename"], "size": a["size"],
                             "url": f"https://cdn.discordapp.com/attachments/{self.chan_of(m)}/{att_id}/{a['filename']}"})
            msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m["ms"]), "content": m["content"], "attachments": atts,
                   "embeds": m["embeds"],
                   "reference_id": self.msgs[m["ref"]]["id"] if m["ref"] is not None else None,
                   "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": self.chan_of(m)}
            if m["thread"] is not None:
                ev["parent_channel_id"] = self.cid
            ev["message"] = msg
            out.append((m["ms"], 0, ev))
        for op in self.ops:
            if op["op"] == "bulk_delete":
                ms_ = [self.msgs[k] for k in op["ks"]]
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.chan_of(ms_[0]),
                      "message_ids": [m["id"] for m in ms_], "deleted_at": _iso(op["ms"])}
                out.append((op["ms"], 1, ev))
                continue
            m = self.msgs[op["k"]]
            base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": self.chan_of(m)}
            if op["op"] == "edit":
                base.update({"message_id": m["id"], "edited_at": _iso(op["ms"]), "content": op["content"]})
            elif op["op"] == "delete":
                base.update({"message_id": m["id"], "deleted_at": _iso(op["ms"])})
            elif op["op"] == "forget":
                base.update({"message_id": m["id"], "requested_by": AUTHORS[op["by"]][0], "at": _iso(op["ms"])})
            elif op["op"] in ("pin", "unpin"):
                base.update({"message_id": m["id"], "by": AUTHORS[op["by"]][0], "at": _iso(op["ms"])})
            elif op["op"] in ("reaction_add", "reaction_remove"):
                base.update({"message_id": m["id"], "emoji": op["emoji"], "user_id": AUTHORS[op["by"]][0],
                             "at": _iso(op["ms"])})
            out.append((op["ms"], 1, base))
        return out

    def labels(self) -> dict:
        hard = []
        for h in self.hard:
            m = self.msgs[h["k"]]
            hard.append({"channel_id": self.chan_of(m), "message_id": m["id"], "event_type": h["event_type"],
                         "facts": h["facts"], "phrasing": h["phrasing"], "final_state": h["final_state"]})
        return {
            "hard_events": hard,
            "superseded_facts": [[self.chan_of(self.msgs[k]), self.msgs[k]["id"], s] for k, s in self.superseded],
            "removed_texts": list(self.removed),
            "noise_message_ids": [self.msgs[k]["id"] for k in sorted(self.noise)],
            "near_miss_ids": [self.msgs[k]["id"] for k in sorted(self.near)],
            "idioms": [{"message_id": self.msgs[k]["id"], "idiom": name, "expected": exp}
                       for k, name, exp in self.idioms],
        }


# ----------------------------------------------------------------------------- market levels

def _levels(r: random.Random, day: datetime) -> dict:
    L = dict(_contracts(day))
    L["date"] = day.strftime("%Y-%m-%d")
    L["dmy"] = f"{day.day} {MON[day.month - 1]}"
    L["yymmdd"] = day.strftime("%y%m%d")
    L["dow"] = day.strftime("%a")
    L["weekend"] = day.weekday() >= 5
    cape_q = _r50(r.uniform(22500, 26500))
    L["cape_q"] = cape_q
    L["cape_cur"] = int(round((cape_q + r.uniform(4500, 9000)) / 250.0)) * 250
    L["cape_q2"] = _r50(cape_q + r.uniform(1500, 3500))
    L["cape_cal"] = _r50(cape_q + r.uniform(-500, 1200))
    L["cape_bid"] = cape_q - 250
    L["cape_stop"] = _r50(cape_q - r.uniform(1600, 2300))
    L["cape_spot"] = int(round(L["cape_cur"] + r.uniform(-3000, 3000)))
    c5 = round(r.uniform(9.3, 11.6), 2)
    c3 = round(c5 + r.uniform(10.6, 12.4), 2)
    L["c5"], L["c3"] = c5, c3
    L["c5_spot"] = round(c5 + r.uniform(-0.8, 0.8), 2)
    L["c3_spot"] = round(c3 + r.uniform(-1.2, 1.2), 2)
    spread = c3 - c5
    entry = round(spread - r.uniform(0.1, 0.6), 2)
    s0 = round(entry - r.uniform(1.05, 1.3), 2)
    L["spr_entry"], L["spr_now"] = entry, round(spread, 2)
    L["spr_s0"], L["spr_s1"], L["spr_s2"] = s0, round(s0 + 0.40, 2), round(s0 + 0.65, 2)
    L["p4_cal"] = _r50(r.uniform(12200, 14600))
    L["p4_q"] = _r50(L["p4_cal"] - r.uniform(300, 900))
    L["p4_bb"] = L["p4_cal"] - 50
    L["p4_fill"] = L["p4_bb"] - 25
    L["p4_typo"] = int(str(L["p4_fill"])[:2] + str(L["p4_fill"])[3] + str(L["p4_fill"])[2] + str(L["p4_fill"])[4])
    if L["p4_typo"] == L["p4_fill"]:
        L["p4_typo"] = L["p4_fill"] - 90
    L["p4_forgot"] = _r50(L["p4_q"] + r.uniform(100, 400))
    L["p1a_q"] = _r50(r.uniform(15500, 21000))
    L["s10_feb"] = _r50(r.uniform(13600, 16200))
    L["s10_stop"] = L["s10_feb"] - _r50(r.uniform(1000, 1300))
    L["s10_paper"] = L["s10_feb"] - 150
    L["vl_rdam"] = int(round(r.uniform(492, 536)))
    L["vl_sing"] = L["vl_rdam"] + r.randint(28, 44)
    L["vl_stop"] = L["vl_rdam"] + 16
    td3c = _half(r.uniform(55.5, 69.5))
    L["td3c"], L["td3c_stop"], L["td3c_tgt"] = td3c, td3c - 7.5, int(td3c + r.randint(6, 9))
    L["td3c_spot"] = _half(td3c + r.uniform(-4, 6))
    td20 = _half(r.uniform(88, 108))
    L["td20"], L["td20_tgt"], L["td20_stop"] = td20, int(td20 + r.randint(10, 14)), int(td20 - r.randint(6, 9))
    L["td20_add"] = int(td20 - 1)
    L["tc2"] = r.randint(150, 215)
    L["tc2_stop"] = L["tc2"] + r.randint(15, 22)
    tsi = round(r.uniform(98, 112) * 20) / 20.0
    L["tsi"] = tsi
    L["tsi_lim"] = round(tsi - 0.60, 2)
    L["tsi_fill"] = round(tsi - 0.65, 2)
    L["zim"] = round(r.uniform(16.5, 23.5), 2)
    L["zim_lim"] = round(L["zim"] - 0.04, 2)
    L["zim_stop"] = round(L["zim"] + r.uniform(1.3, 1.9), 2)
    L["fro"] = round(r.uniform(20, 27), 2)
    L["gogl"] = round(r.uniform(8.5, 12), 2)
    L["eurn"] = round(r.uniform(12.5, 17), 2)
    L["sblk"] = round(r.uniform(17, 22), 2)
    L["var_used"] = round(r.uniform(1.05, 1.32), 2)
    L["var_lim"] = 1.50
    L["cape_lim_old"], L["cape_lim_new"] = r.choice([(50, 60), (45, 55), (50, 65), (40, 55)])
    L["pmx_lim"] = 40
    L["pmx_sod"] = -r.randint(34, 39)
    L["pmx_breach"] = -(L["pmx_lim"] + r.randint(4, 8))
    L["p4_cut"] = -L["pmx_breach"] - L["pmx_lim"]
    used = set()

    def oid(prefix="FFA-"):
        while True:
            s = f"{prefix}{r.randrange(16 ** 5):05x}"
            if s not in used:
                used.add(s)
                return s
    for name in ("o_cape", "o_vl", "o_td3c", "o_td20", "o_p4", "o_io", "o_tc2", "o_calblk"):
        L[name] = oid()
    L["o_zim"] = oid("EQ-")
    for name in ("t_cape", "t_td3c", "t_vl", "t_p4", "t_io", "t_ext"):
        L[name] = f"SGXDC-{L['yymmdd']}-{r.randint(10000, 99999)}"
    L["rk"] = f"RK-{r.randint(2100, 2999)}"
    L["arg"] = f"ARG-{r.randint(4000, 9999)}"
    L["triage_no"] = r.randint(310, 980)
    return L


# ----------------------------------------------------------------------------- text pools

NIKOS_CHAT = [
    "kalimera paidia. ti exoume apo Asia?",
    "Rio ekleise 3 stems W Aus for mid-{cur}, cape spot tha kratisei",
    "poios exei to Sing window apopse? Yanni esy?",
    "ta ballasters apo Brazil einai ligotera apo oso nomizame",
    "siga siga, index first at 13:00 then we talk",
    "ela Sophie, VaR run? still on the old curve?",
    "Qingdao anchorage +4 Capes apo xthes, not nothing",
    "the {cur} contract is a squeeze re, don't read too much into it",
    "Pmax grain out of ECSA is dead until Feb, known",
    "coffee. 5 lepta",
    "Yanni, send me the C3 fixtures list pls",
    "MEG 1st decade {m1} window opened, ~25 cargoes so far, den einai ligo",
    "ante, back after lunch",
    "tha doume",
    "who is the new Pmax guy at Halcyon? to onoma?",
    "WAF Suezmax liftings heavy for {m1}, Argo's numbers look ok",
    "ti les gia Simandou? still 2027 story for me",
    "mallon quiet afternoon, Americans off early",
    "den katalavaino why Q2 is so bid vs Q1, seasonal ok but 3k?",
    "ok re",
    "endaxi, thanks",
    "kala. next",
    "Dimitri, did the SGX-DC statement reconcile?",
    "bravo re Yanni",
    "I'm on the phone with Oslo 15 min",
    "ta Chinese mills restocking late this year, everyone was saying November, now it's December",
    "Sophie, the stress pack — are we using 2021 or 2024 for the cape shock? 2021 is silly",
    "Halcyon says two Greek owners are quietly selling {qs} paper, den kserw an einai alithia",
    "C5 fixing window for BHP next week is big, 8-9 stems apo ta leei o broker",
    "perimene to index prin kaneis tipota me to Supra sheet, ok?",
    "who booked the call with the Singapore bunker guys for 16:00? eimai mesa",
    "the FFA volume today is half of last Thursday, holidays already in people's heads",
]

YANNIS_CHAT = [
    "C3 fixtures: Vale fixed Tubarão/Qingdao ${c3_spot}/t for 16-25 {cur}, 2 ships",
    "screens thin this morning, Halcyon only showing 2-ways in {qs}/{cal}",
    "Sing VLSFO delivered ${vl_sing} today, premium firming again",
    "Pmax P1A still ugly, no grain, ballasting to ECSA",
    "updated the curve sheet, C5/C3 tab fixed (was pulling yesterday's C5)",
    "TD3C: 4 fixed overnight around ws {td3c_spot}, Sinokor in again",
    "ok",
    "on it",
    "will do",
    "Q1 cape OI on SGX up again w/w, looked this morning",
    "S10TC curve flat as a board {m1}-{m3}",
    "TC2 gasoline arb narrowing per the Argo note, fyi",
    "the Rdam 0.5% crack is weird today, check it later",
    "back, sorry, fire drill",
    "Halcyon says the cape Q1 offer side is a single name, careful",
    "lunch order going, anyone?",
    "cape C5 fixing BHP 170k 10% {cur} 20-29 at ${c5_spot}/t reported",
    "Argo's ballaster list has two ships twice, I flagged it to the data channel",
    "Sing bunker suppliers quoting 7-10 days lead time again, same as last winter",
    "the P1A/P4TC basis chart is in the shared drive, tab 'basis'",
    "Vale laycans for {m1} mostly 2nd half, so C3 early dates stay tight",
    "SGX margin file for tomorrow came through, IM up a bit on the cape side",
    "TD20 list looks short for the first decade, 14 ships vs 19 last month",
    "broker says Rio took 3 ships off the market for W Aus, not public yet",
]

SOPHIE_CHAT = [
    "VaR run done on the 06:00 curve, numbers in riskd",
    "reminder: month-end margin true-up with SGX-DC tomorrow morning",
    "can someone confirm the P1A mapping into the Pmax bucket is intended? methodology v2.3 went live",
    "stress pack for the CRO goes at 17:00, shout if you change anything big",
    "the Red Sea scenario in the pack uses last year's transit shares, will update next week",
    "quarterly limit review is on the 15th, send me anything you want raised before then",
    "the new VaR model (filtered historical) goes parallel-run next week, numbers will look different",
    "ES on the tanker book is the one that moved, not VaR, fyi",
    "thanks",
]

DIMITRIS_CHAT = [
    "Halcyon confirms give-up docs received for this morning",
    "SGX-DC portal slow again, confirmations may lag 10-15 min",
    "FRO dividend record date noted in the calendar",
    "EOD recon yesterday: 0 breaks",
    "new broker fee schedule from Halcyon from 1 {m1}, sent by mail",
    "SGX-DC holiday calendar uploaded to the ops folder",
    "reminder: give-up agreements with the new Singapore broker still not signed",
    "recap emails from Halcyon now come from a new address, please whitelist",
]

ACKS = ["thx", "👍", "ok", "🙏", "kala", "lol", "nice", "ty", "endaxi", "👌", "ok re", "+1", "🚢"]

GENERIC_NEWS = [
    ("Brent edges higher in Asian trade ahead of OPEC+ monitoring call", "Front-month Brent up 0.4% in thin volumes; Dubai spreads steady."),
    ("China November official manufacturing PMI at 50.3", "New export orders sub-index improves for a second month; steel PMI lags."),
    ("Baltic Exchange confirms holiday schedule: no publication 25-26 Dec, 1 Jan", "Routes resume 29 Dec; FFA settlement calendar unchanged."),
    ("Panama Canal eases draft restriction to 50 ft on improved Gatun Lake levels", "ACP says daily slots back to 36 from 1 Jan."),
    ("IMO: MEPC intersessional on net-zero framework pushed to February", "Delegations still split on the GHG fuel intensity levy."),
    ("Singapore port throughput up 4.1% y/y in November", "Container volumes led; bulk calls flat."),
    ("Dollar firm against yen as US yields tick up", "Asian equities mixed; Nikkei -0.3%."),
    ("EU ETS: shipping surrender obligation rises to 70% for 2026 emissions", "Owners pass through surcharges on most Cont-bound routes."),
]

NOTHELD_NEWS = [
    ("Maersk warns Q4 container rates to slide as capacity keeps arriving", "CEO says Gemini network reliability above 90%; guidance narrowed."),
    ("Hapag-Lloyd to keep Cape of Good Hope routing into Q1", "Carrier cites insurance costs; says no date for a Suez return."),
    ("Evergreen orders 11 methanol-ready 24,000 TEU ships", "Deal worth about $2.6bn with delivery from 2029."),
    ("COSCO Shipping books record Q3 volume on transpacific", "Freight revenue up 9% y/y despite softer spot rates."),
    ("Wallenius Wilhelmsen extends car-carrier charters at higher rates", "Fleet renewal plan accelerates with four new PCTC orders."),
    ("Scorpio Tankers sells two 2014-built LR2s, buys back $50m of stock", "Product tanker owner keeps deleveraging; net debt now below $1bn."),
    ("Danaos adds two 8,000 TEU boxships on five-year charters", "Charterer not named; rates said to be above $50k/day."),
    ("MPC Container Ships lifts dividend after asset sales", "Oslo-listed feeder owner books gains on three sales."),
]


# ----------------------------------------------------------------------------- long reports

def _table(rows: list[list[str]]) -> str:
    head = "| " + " | ".join(rows[0]) + " |"
    sep = "|" + "|".join("---" for _ in rows[0]) + "|"
    body = ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join([head, sep] + body)


def _sgn(x: float, dec: int = 0, money: bool = False) -> str:
    s = "+" if x >= 0 else "-"
    v = abs(x)
    if money:
        return f"{s}${v:,.{dec}f}"
    return f"{s}{v:,.{dec}f}"


def _cape_section(r, L) -> str:
    ratio = L["c3_spot"] / L["c5_spot"]
    n_fix = r.randint(9, 17)
    ball = r.randint(88, 131)
    q = r.randint(14, 31)
    p = [
        f"5TC spot assessed at {_d(L['cape_spot'])}/day ({_sgn(r.uniform(-900, 1400), 0, True)} d/d). "
        f"W Aus–Qingdao C5 printed ${L['c5_spot']:.2f}/t and Tubarão–Qingdao C3 ${L['c3_spot']:.2f}/t; "
        f"the C3/C5 ratio is {ratio:.2f}x, {'above' if ratio > 2.08 else 'below'} its three-year median of 2.08x. "
        f"We counted {n_fix} W Aus fixtures yesterday (Rio {r.randint(3, 6)}, BHP {r.randint(2, 5)}, FMG {r.randint(1, 4)}), "
        f"laycans mostly {r.randint(12, 20)}-{r.randint(21, 29)} {L['cur']}.",
        f"Ballasters heading to Brazil for 1H {L['m1']}: {ball} ships vs a twelve-month average of {r.randint(95, 120)}. "
        f"Qingdao/Rizhao anchorage shows {q} Capesizes waiting (7d avg {q + r.randint(-4, 3)}), which ties up roughly "
        f"{r.uniform(1.5, 3.5):.1f}% of effective supply. Simandou first cargoes remain a 2027 ton-mile story for us; "
        f"Guinea bauxite volumes are up {r.randint(6, 18)}% y/y and keep the Atlantic tight.",
        f"Curve: {L['cur']} {_c(L['cape_cur'])}, {L['q']} {_c(L['cape_q'])}, {L['q2']} {_c(L['cape_q2'])}, "
        f"{L['cal']} {_c(L['cape_cal'])}. The {L['q']} discount to {L['cur']} is {_c(L['cape_cur'] - L['cape_q'])}, "
        f"wider than the five-year seasonal average of {_c(r.uniform(3800, 5200))}. SGX open interest in {L['qs']} "
        f"rose {r.randint(400, 1900)} lots w/w.",
    ]
    tbl = _table([
        ["Route", "Last", "d/d", "5d"],
        ["C3 Tubarão–Qingdao", f"${L['c3_spot']:.2f}", _sgn(r.uniform(-0.6, 0.7), 2), _sgn(r.uniform(-1.5, 1.8), 2)],
        ["C5 W Aus–Qingdao", f"${L['c5_spot']:.2f}", _sgn(r.uniform(-0.4, 0.5), 2), _sgn(r.uniform(-0.9, 1.1), 2)],
        ["5TC", _c(L["cape_spot"]), _sgn(r.uniform(-900, 1400)), _sgn(r.uniform(-3000, 4000))],
        [f"FFA {L['q']}", _c(L["cape_q"]), _sgn(r.uniform(-400, 500)), _sgn(r.uniform(-900, 1200))],
    ])
    return "## Capesize\n" + "\n\n".join(p[:2]) + "\n\n" + tbl + "\n\n" + p[2]


def _pmx_section(r, L) -> str:
    return (
        "## Panamax / Supramax\n"
        f"P4TC {L['q']} {_c(L['p4_q'])} / {L['cal']} {_c(L['p4_cal'])}. P1A transatlantic round at "
        f"{_c(L['p1a_q'] - r.randint(500, 2500))} spot; ECSA grain season still {r.randint(5, 8)} weeks away and the "
        f"North Pacific is carrying the index. Indonesian coal into India softened, {r.randint(3, 9)} cargoes fixed "
        f"at lower numbers. Supramax S10TC {L['m2']} {_c(L['s10_feb'])}, the Supra/Pmax premium is "
        f"{_c(L['s10_feb'] - L['p4_q'])} which is stretched versus the {_c(r.uniform(400, 1200))} two-year mean. "
        f"Handy/Supra period activity: {r.randint(4, 12)} fixtures this week at 12-month rates around "
        f"{_c(_r50(L['s10_feb'] - r.uniform(200, 800)))}."
    )


def _tanker_section(r, L) -> str:
    return (
        "## Tankers\n"
        f"TD3C (MEG–China VLCC) spot ws {L['td3c_spot']:.1f}, TCE about {_d(r.uniform(38000, 62000))}/day. "
        f"{L['m1']} first-decade MEG programme: {r.randint(22, 31)} cargoes fixed, {r.randint(6, 14)} remaining. "
        f"Sinokor and two Chinese majors have been active; available tonnage in the MEG for the window is "
        f"{r.randint(28, 41)} ships. TD20 (WAF–Cont Suezmax) ws {L['td20'] + r.uniform(-3, 3):.1f}, "
        f"Nigerian loading programme for {L['m1']} is {r.randint(42, 55)} cargoes, {r.randint(2, 6)} more than {L['cur']}. "
        f"TC2 (Rotterdam–USAC MR) ws {L['tc2'] + r.randint(-8, 8)}: the gasoline arb has narrowed to "
        f"{r.uniform(2, 9):.1f} c/gal and USAC stocks are {r.uniform(0.5, 3.0):.1f}m bbl above the five-year average.\n\n"
        + _table([
            ["Route", "WS", "TCE $/day", "FFA front"],
            ["TD3C", f"{L['td3c_spot']:.1f}", _c(r.uniform(38000, 62000)), f"ws {L['td3c']:.1f}"],
            ["TD20", f"{L['td20'] + r.uniform(-3, 3):.1f}", _c(r.uniform(30000, 48000)), f"ws {L['td20']:.1f}"],
            ["TC2", str(L['tc2'] + r.randint(-8, 8)), _c(r.uniform(14000, 26000)), f"ws {L['tc2']}"],
        ])
    )


def _bunker_io_section(r, L) -> str:
    return (
        "## Bunkers\n"
        f"VLSFO Singapore delivered {_d(L['vl_sing'] + r.randint(-4, 4))}/mt, Rotterdam 0.5% barges "
        f"{_d(L['vl_rdam'] + r.randint(-4, 4))}/mt; the East-West spread is {_d(L['vl_sing'] - L['vl_rdam'])}. "
        f"Singapore November sales are tracking {r.uniform(4.5, 5.3):.2f} Mt, a record pace, and HSFO's discount to "
        f"VLSFO is {_d(r.uniform(70, 120))}/mt, supporting scrubber economics.\n\n"
        "## Iron ore\n"
        f"SGX TSI 62% {L['qm1']} ${L['tsi']:.2f}/dmt. Port stocks at 45 Chinese ports {r.uniform(138, 152):.1f} Mt "
        f"({_sgn(r.uniform(-1.5, 1.5), 1)} Mt w/w); blast-furnace utilisation {r.uniform(84, 90):.1f}%. "
        f"Steel margins improved modestly after the last round of mill cuts; the market is leaning on "
        f"winter restocking that has arrived later than usual."
    )


def _risks_section(r, L) -> str:
    items = [
        "Red Sea: insurers still quoting war-risk premia at 0.5-0.7% of hull; no broad return of tankers expected before Q2.",
        f"Weather: {r.choice(['cyclone season off NW Australia', 'fog at Qingdao', 'rain at Tubarão/Ponta da Madeira'])} may slow loadings.",
        "Policy: EU ETS surrender share rises; some Cont-bound charterers now ask for ETS clauses on voyage fixtures.",
        "Holiday liquidity: FFA screens thin from 18 Dec; expect gappy prints.",
        f"Data: vendor AIS gaps on {r.randint(2, 6)} occasions overnight, ton-mile model filled forward.",
    ]
    r.shuffle(items)
    return "## Risks and calendar\n" + "\n".join(f"- {x}" for x in items[:4])


def _appendix(r, L) -> str:
    return (
        "## Appendix — model diagnostics\n"
        f"- ton-mile nowcast error (30d MAE): {r.uniform(1.2, 3.4):.1f}%\n"
        f"- fixture scraper coverage: {r.randint(86, 97)}% of reported cape fixtures\n"
        f"- curve fit residual, cape {L['q']}: {_sgn(r.uniform(-300, 300))} $/day\n"
        f"- run id {r.randrange(16 ** 8):08x}, inputs as of {r.randint(5, 6):02d}:{r.randint(0, 59):02d}Z"
    )


VESSEL_A = ["Cape", "Pacific", "Ocean", "Mineral", "Aquila", "Kypros", "Nord", "Orient", "Anangel", "Sea", "Iron",
            "Great", "Frontier", "Aegean", "Ionian", "Hellas", "Kamsarmax", "Polar", "Thalassa", "Maran", "Nave", "Olympic"]
VESSEL_B = ["Orchid", "Vanguard", "Harmony", "Hokkaido", "Pride", "Spirit", "Dream", "Fortune", "Atlas", "Navigator",
            "Glory", "Trader", "Phoenix", "Legend", "Wisdom", "Melody", "Horizon", "Zenith", "Meridian", "Odyssey"]
DRY_CHARTERERS = ["Rio Tinto", "BHP", "FMG", "Vale", "CSN", "Anglo American", "Cargill", "Oldendorff", "Koch", "Bunge",
                  "Louis Dreyfus", "Jera", "NTPC", "Tata Steel", "Posco", "Baosteel"]
WET_CHARTERERS = ["Sinokor", "Unipec", "PetroChina", "Vitol", "Trafigura", "Shell", "Reliance", "Total", "Equinor", "Repsol",
                  "Cepsa", "Glencore", "Mercuria", "Chevron", "ENOC"]


def _vessel(r) -> str:
    return f"{r.choice(VESSEL_A)} {r.choice(VESSEL_B)}"


def _fixtures_section(r, L) -> str:
    rows = [["Vessel", "Dwt", "Route", "Laycan", "Rate", "Charterer"]]
    for _ in range(r.randint(10, 14)):
        kind = r.random()
        if kind < 0.45:
            rows.append([_vessel(r), f"{r.randint(175, 211)},{r.randint(100, 999)}", r.choice(["Dampier/Qingdao", "Pt Hedland/Qingdao", "Port Walcott/Caofeidian"]),
                         f"{r.randint(10, 24)}-{r.randint(25, 31)} {L['cur'][:3]}", f"${L['c5_spot'] + r.uniform(-0.5, 0.5):.2f}/t",
                         r.choice(["Rio Tinto", "BHP", "FMG"])])
        elif kind < 0.65:
            rows.append([_vessel(r), f"{r.randint(175, 211)},{r.randint(100, 999)}", r.choice(["Tubarão/Qingdao", "PDM/Qingdao", "Saldanha/Qingdao"]),
                         f"{r.randint(1, 20)}-{r.randint(21, 31)} {L['m1'][:3]}", f"${L['c3_spot'] + r.uniform(-0.8, 0.8):.2f}/t",
                         r.choice(["Vale", "CSN", "Anglo American", "Oldendorff"])])
        else:
            rows.append([_vessel(r), f"{r.randint(74, 84)},{r.randint(100, 999)}", r.choice(["Nopac r/v", "ECSA-Skaw", "Indo-India", "USG-China"]),
                         f"{r.randint(1, 28)} {L['cur'][:3]}", f"{_d(_r50(L['p4_q'] + r.uniform(-2500, 3500)))}",
                         r.choice(DRY_CHARTERERS[6:])])
    return "## Fixtures (selected, reported)\n" + _table(rows)


def _curve_section(r, L) -> str:
    rows = [["Contract", "Cape 5TC", "Pmx 4TC", "Smx 10TC", "d/d cape"]]
    seq = [(L["cur"], L["cape_cur"], L["p4_q"] + 900, L["s10_feb"] + 300), (L["m1"], L["cape_q"] - 1500, L["p4_q"] - 400, L["s10_feb"] - 300),
           (L["m2"], L["cape_q"] - 300, L["p4_q"], L["s10_feb"]), (L["m3"], L["cape_q"] + 1700, L["p4_q"] + 500, L["s10_feb"] + 400),
           (L["q"], L["cape_q"], L["p4_q"], L["s10_feb"]), (L["q2"], L["cape_q2"], L["p4_q"] + 1400, L["s10_feb"] + 900),
           (L["cal"], L["cape_cal"], L["p4_cal"], L["s10_feb"] + 200),
           (f"Cal{(int(L['cal'][3:]) + 1) % 100:02d}", L["cape_cal"] - r.randint(300, 1200), L["p4_cal"] - r.randint(100, 600),
            L["s10_feb"] - r.randint(0, 500))]
    for name, c, p, sm in seq:
        rows.append([name, _c(_r50(c)), _c(_r50(p)), _c(_r50(sm)), _sgn(r.uniform(-450, 600))])
    return "## Curve (mid, $/day)\n" + _table(rows)


def _congestion_section(r, L) -> str:
    rows = [["Port", "Waiting", "7d avg", "Avg wait (d)"]]
    for port in ["Qingdao", "Rizhao", "Caofeidian", "Tubarão", "Ponta da Madeira", "Port Hedland", "Newcastle NSW", "Richards Bay"]:
        w = r.randint(4, 31)
        rows.append([port, str(w), str(max(1, w + r.randint(-5, 4))), f"{r.uniform(0.6, 5.5):.1f}"])
    return ("## Port congestion (Capesize/Panamax)\n" + _table(rows) +
            f"\n\nTotal dry-bulk tonnage at anchor is {r.uniform(7.5, 11.5):.1f}% of the fleet versus {r.uniform(8.0, 10.0):.1f}% a "
            "year ago; Chinese north-port queues carry most of the change.")


def _supply_section(r, L) -> str:
    return ("## Fleet supply\n"
            f"Capesize deliveries year-to-date {r.randint(18, 34)} ships ({r.uniform(5.0, 7.2):.1f} Mdwt), demolition "
            f"{r.randint(2, 9)} ships. Net fleet growth is running at {r.uniform(1.2, 2.8):.1f}% y/y, the slowest since 2015. "
            f"Dry-docking: {r.randint(14, 26)} Capes are scheduled in {L['m1']}-{L['m2']} for special surveys, which removes "
            f"about {r.uniform(1.0, 2.2):.1f}% of supply in {L['qs']}. The orderbook stands at {r.uniform(7.5, 10.5):.1f}% of the "
            f"fleet; VLCC orderbook {r.uniform(9, 14):.1f}%, with {r.randint(20, 45)} of the {r.randint(880, 910)}-ship VLCC fleet "
            "past 20 years of age. Average Capesize speed on laden legs is "
            f"{r.uniform(11.2, 12.4):.1f} kn, ballast {r.uniform(11.8, 12.9):.1f} kn.")


def _wet_fixtures_section(r, L) -> str:
    rows = [["Vessel", "Size", "Route", "Laycan", "WS", "Charterer"]]
    for _ in range(r.randint(6, 9)):
        kind = r.random()
        if kind < 0.5:
            rows.append([_vessel(r), "270kt", r.choice(["MEG/China", "Ras Tanura/Ningbo", "Basrah/Qingdao"]),
                         f"{r.randint(1, 12)}-{r.randint(13, 20)} {L['m1'][:3]}", f"{L['td3c_spot'] + r.uniform(-3, 3):.1f}",
                         r.choice(WET_CHARTERERS)])
        elif kind < 0.8:
            rows.append([_vessel(r), "130kt", r.choice(["Bonny/Rotterdam", "Forcados/UKC", "Es Sider/Med"]),
                         f"{r.randint(1, 15)}-{r.randint(16, 25)} {L['m1'][:3]}", f"{L['td20'] + r.uniform(-4, 4):.1f}",
                         r.choice(WET_CHARTERERS)])
        else:
            rows.append([_vessel(r), "37kt", "Rotterdam/USAC", f"{r.randint(4, 20)}-{r.randint(21, 28)} {L['cur'][:3]}",
                         f"{L['tc2'] + r.randint(-10, 10)}", r.choice(WET_CHARTERERS)])
    return "## Tanker fixtures (selected)\n" + _table(rows)


def _bunker_ports_section(r, L) -> str:
    rows = [["Port", "VLSFO $/mt", "HSFO $/mt", "MGO $/mt"]]
    for port, off in [("Singapore", L["vl_sing"] - L["vl_rdam"]), ("Rotterdam", 0), ("Fujairah", r.randint(15, 35)),
                      ("Gibraltar", r.randint(20, 40)), ("Houston", r.randint(5, 25)), ("Zhoushan", r.randint(25, 45))]:
        v = L["vl_rdam"] + off + r.randint(-3, 3)
        rows.append([port, _c(v), _c(v - r.randint(65, 115)), _c(v + r.randint(140, 230))])
    return "## Bunker prices by port\n" + _table(rows)


def _signals_section(r, L) -> str:
    rows = [["Signal", "Route", "z-score", "Carry ($/day or ws)", "Hit rate 2y"]]
    for name, route in [("spot-vs-FFA basis", "5TC"), ("ton-mile momentum", "C5"), ("ballaster ratio", "C3"),
                        ("seasonal residual", "P4TC"), ("fixture count", "TD3C"), ("arb width", "TC2"),
                        ("East-West bunker spread", "VLSFO"), ("port stock draw", "TSI 62")]:
        rows.append([name, route, _sgn(r.uniform(-2.2, 2.4), 2), _sgn(r.uniform(-900, 1400)), f"{r.randint(48, 66)}%"])
    return ("## Model signals\n" + _table(rows) +
            "\n\nSignals are descriptive; sizing and any book change go through the PM. The basis signal has the best "
            f"out-of-sample record ({r.randint(55, 63)}% over 24 months) but decays within {r.randint(6, 12)} trading days.")


def _macro_section(r, L) -> str:
    return ("## Macro and demand\n"
            f"China crude steel output ran at {r.uniform(2.45, 2.85):.2f} Mt/day in the last ten-day print, "
            f"{_sgn(r.uniform(-4, 4), 1)}% y/y; property starts are still down {r.randint(12, 24)}% y/y but infrastructure "
            f"and machinery exports keep mills busy. Coal: Chinese seaborne imports {r.uniform(36, 45):.1f} Mt last month, "
            f"India {r.uniform(18, 26):.1f} Mt with pre-monsoon stockpiling done. Grains: US Gulf soybean inspections "
            f"{r.uniform(1.4, 2.6):.1f} Mt/week, Brazil's safrinha corn exports tapering. Oil: OPEC+ exports "
            f"{r.uniform(18.2, 19.8):.1f} mb/d (tanker-tracking), Chinese crude imports {r.uniform(10.4, 11.9):.1f} mb/d, "
            f"floating storage {r.randint(45, 95)}m bbl. USD index {r.uniform(98, 106):.1f}; Brent ${r.uniform(62, 84):.2f}.\n\n"
            f"Dry-bulk demand model for {L['qs']}: ton-miles {_sgn(r.uniform(-1.5, 4.5), 1)}% y/y (iron ore "
            f"{_sgn(r.uniform(-1, 5), 1)}%, bauxite {_sgn(r.uniform(5, 20), 1)}%, coal {_sgn(r.uniform(-6, 2), 1)}%, grains "
            f"{_sgn(r.uniform(-3, 6), 1)}%). Tanker demand model: crude ton-miles {_sgn(r.uniform(-1, 6), 1)}% y/y with the "
            "Atlantic-to-Asia share still rising.")


ROUTE_NOTES = [
    ("C2", "Tubarão–Rotterdam", "Atlantic iron ore into the Continent; {adj} on {n} fresh cargoes, mostly late-{m1} laycans."),
    ("C3", "Tubarão–Qingdao", "Vale and CSN both in the market; {adj} with the ballaster list short for the first half of {m1}."),
    ("C5", "W Aus–Qingdao", "The three majors covered {n} stems; {adj}, owners resisting discounts for early dates."),
    ("C8/C9", "transatlantic / fronthaul", "Thin and {adj}; fronthaul coal out of Colombia supported the index."),
    ("C10/C14", "Pacific r/v / China–Brazil", "{adj}; Pacific rounds kept by steady Australian coal."),
    ("P1A", "Panamax transatlantic", "{adj}; no ECSA grain yet, tonnage building in the Continent."),
    ("P3A", "Panamax Pacific r/v", "{adj}; North Pacific grain and Indonesian coal kept the Pacific balanced."),
    ("P6", "Singapore–Atlantic", "{adj}; few takers for Atlantic-bound trips before the holidays."),
    ("S1C", "USG–Far East", "{adj}; petcoke and grains from the Gulf keep Supras busy."),
    ("S10", "S China–Indonesia r/v", "{adj}; nickel ore stems resumed after the rain."),
    ("TD3C", "MEG–China VLCC", "{adj}; {n} cargoes covered for the {m1} first decade, owners holding last-done."),
    ("TD15", "WAF–China VLCC", "{adj}; follows the MEG, with fewer ships positioned west."),
    ("TD20", "WAF–Cont Suezmax", "{adj}; the Nigerian programme is heavy and Cont refinery runs are seasonally up."),
    ("TD25", "USG–UKC Aframax", "{adj}; US crude exports steady, weather delays in the Gulf."),
    ("TC2", "Rotterdam–USAC MR", "{adj}; the MR list in the Continent is lengthening and the gasoline arb is narrow."),
    ("TC14", "USG–Continent MR", "{adj}; diesel backhaul cargoes support triangulation economics."),
]


def _route_notes_section(r, L) -> str:
    adjs = ["firmer", "steady", "softer", "a touch weaker", "well supported", "flat", "quietly firmer", "under pressure"]
    lines = []
    for code, name, tpl in ROUTE_NOTES:
        txt = tpl.format(adj=r.choice(adjs), n=r.randint(3, 14), m1=L["m1"])
        lines.append(f"- **{code}** ({name}): " + txt[0].upper() + txt[1:])
    return "## Route-by-route notes\n" + "\n".join(lines)


def _report(r, L, title: str, tldr: list[str], middle: str | None, order: list[str]) -> str:
    secs = {"cape": _cape_section, "pmx": _pmx_section, "tank": _tanker_section, "bio": _bunker_io_section,
            "risk": _risks_section, "fix": _fixtures_section, "curve": _curve_section, "cong": _congestion_section,
            "supply": _supply_section, "wfix": _wet_fixtures_section, "bport": _bunker_ports_section,
            "sig": _signals_section, "macro": _macro_section, "notes": _route_notes_section}
    extra = ["fix", "curve", "cong", "supply", "wfix", "bport", "sig", "macro", "notes"]
    r.shuffle(extra)
    order = list(order)
    for x in extra[:r.randint(8, 9)]:
        order.insert(r.randint(0, len(order)), x)
    parts = [f"# {title}", "**TL;DR**\n" + "\n".join(f"- {t}" for t in tldr)]
    half = (len(order) + 1) // 2
    for s in order[:half]:
        parts.append(secs[s](r, L))
    if middle:
        parts.append(middle)
    for s in order[half:]:
        parts.append(secs[s](r, L))
    parts.append(_appendix(r, L))
    return "\n\n".join(parts)


# ----------------------------------------------------------------------------- noise

def _screen(r, L, kind: str, hhmm: str) -> str:
    def two(x, w, fmt=_c):
        lo = x - r.randint(1, 4) * w
        return f"{fmt(lo)} / {fmt(lo + r.randint(1, 3) * w)}"
    wsf = lambda v: f"ws {v:.1f}"  # noqa: E731
    def line(label, pairs):
        return f"{label:<10}" + " | ".join(f"{n} {v}" for n, v in pairs)
    if kind == "cape":
        body = "\n".join([
            line("CAPE 5TC", [(L["cur"], two(L["cape_cur"], 125)), (L["m1"], two(L["cape_q"] - 1500, 50)),
                              (L["m2"], two(L["cape_q"] - 300, 50))]),
            line("", [(L["q"], two(L["cape_q"], 50)), (L["q2"], two(L["cape_q2"], 50)), (L["cal"], two(L["cape_cal"], 50))]),
            line("C5", [(L["m1"], f"${L['c5'] - 0.05:.2f} / ${L['c5'] + 0.10:.2f}"), (L["q"], f"${L['c5'] + 0.2:.2f} / ${L['c5'] + 0.4:.2f}")]),
            line("C3", [(L["m1"], f"${L['c3'] - 0.10:.2f} / ${L['c3'] + 0.15:.2f}"), (L["q"], f"${L['c3'] + 0.3:.2f} / ${L['c3'] + 0.6:.2f}")]),
            line("C3/C5", [(L["q"], f"${L['spr_now'] - 0.1:.2f} / ${L['spr_now'] + 0.15:.2f}")])])
    elif kind == "pmx":
        body = "\n".join([
            line("PMX 4TC", [(L["m1"], two(L["p4_q"] - 400, 50)), (L["q"], two(L["p4_q"], 50)), (L["cal"], two(L["p4_cal"], 50))]),
            line("P1A", [(L["q"], two(L["p1a_q"], 100)), (L["q2"], two(L["p1a_q"] + 1500, 100))]),
            line("SMX 10TC", [(L["m1"], two(L["s10_feb"] - 200, 50)), (L["m2"], two(L["s10_feb"], 50)), (L["cal"], two(L["s10_feb"] + 200, 50))])])
    elif kind == "wet":
        body = "\n".join([
            line("TD3C", [(L["m1"], two(L["td3c"] + 1, 0.5, wsf)), (L["q"], two(L["td3c"], 0.5, wsf)), (L["cal"], two(L["td3c"] - 4, 0.5, wsf))]),
            line("TD20", [(L["m1"], two(L["td20"] + 2, 0.5, wsf)), (L["q"], two(L["td20"], 0.5, wsf))]),
            line("TC2", [(L["m1"], two(float(L["tc2"]), 1.0, wsf)), (L["q"], two(float(L["tc2"]) - 8, 1.0, wsf))])])
    elif kind == "bunker":
        body = "\n".join([
            line("VLSFO SG", [(L["m1"], two(L["vl_sing"] + 2, 1, _d)), (L["q"], two(L["vl_sing"], 1, _d)), (L["cal"], two(L["vl_sing"] - 12, 1, _d))]),
            line("0.5 RDAM", [(L["m1"], two(L["vl_rdam"] + 2, 1, _d)), (L["q"], two(L["vl_rdam"], 1, _d)), (L["cal"], two(L["vl_rdam"] - 10, 1, _d))]),
            line("380 SG", [(L["m1"], two(L["vl_sing"] - 95, 1, _d)), (L["q"], two(L["vl_sing"] - 98, 1, _d))])])
    else:
        body = "\n".join([
            line("TSI 62", [(L["qm1"], f"${L['tsi'] - 0.10:.2f} / ${L['tsi'] + 0.10:.2f}"), (L["qm2"], f"${L['tsi'] - 0.30:.2f} / ${L['tsi'] - 0.10:.2f}"),
                            (L["q"], f"${L['tsi'] - 0.25:.2f} / ${L['tsi'] - 0.05:.2f}")]),
            line("", [(L["q2"], f"${L['tsi'] - 1.4:.2f} / ${L['tsi'] - 1.1:.2f}"), (L["cal"], f"${L['tsi'] - 3.2:.2f} / ${L['tsi'] - 2.9:.2f}")])])
    body += f"\nlast: {r.choice(['quiet', 'two trades', 'one trade', 'active', 'offers pulled'])} · vol {r.randint(5, 60)} lots since open"
    foot = r.choice(["indicative, subject to credit", "firm for 2 min", "indications, not firm",
                     "IOI only · SGX/EEX clearing", "two-way, size 5-10 d/m"])
    return f"HALCYON FFA · LDN · {hhmm}Z\n{body}\n_{foot}_"


def _stack(r) -> str:
    fn = r.choice(["fixtures.py", "ais.py", "curves.py", "baltic_parse.py"])
    code = r.choice(["503 Server Error: Service Unavailable", "504 Gateway Timeout", "429 Too Many Requests"])
    return (
        f"argo-voyage worker-{r.randint(1, 6)} ERROR ingest job failed\n```\n"
        "Traceback (most recent call last):\n"
        f'  File "/srv/argo/ingest/{fn}", line {r.randint(80, 400)}, in pull_batch\n'
        "    rows = client.fetch(since=cursor, limit=500)\n"
        f'  File "/srv/argo/vendors/client.py", line {r.randint(40, 160)}, in fetch\n'
        "    resp.raise_for_status()\n"
        '  File "/usr/lib/python3.11/site-packages/requests/models.py", line 1021, in raise_for_status\n'
        "    raise HTTPError(http_error_msg, response=self)\n"
        f"requests.exceptions.HTTPError: {code} for url: https://vendor.example/v2/positions?since={r.randint(10 ** 9, 2 * 10 ** 9)}\n"
        f"```\nretrying in {r.choice([15, 30, 60])}s (attempt {r.randint(1, 3)}/5) · trace {r.randrange(16 ** 12):012x}"
    )


def _pnl(r, hh: int) -> str:
    rows = [("FFA dry", r.uniform(-90000, 140000)), ("FFA wet", r.uniform(-40000, 40000)),
            ("bunkers", r.uniform(-15000, 15000)), ("iron ore", r.uniform(-25000, 20000)),
            ("equities", r.uniform(-30000, 35000))]
    tot = sum(v for _, v in rows)
    lines = [f"📊 PnL snapshot {hh:02d}:00Z · FRT-LDN (unrealised + realised, USD)", "```"]
    for n, v in rows:
        lines.append(f"{n:<10}{_sgn(v, 0, True):>12}")
    lines.append("-" * 22)
    lines.append(f"{'day':<10}{_sgn(tot, 0, True):>12}")
    lines.append(f"{'mtd':<10}{_sgn(tot * r.uniform(2, 5), 0, True):>12}")
    lines.append("```")
    return "\n".join(lines)


def _baltic_dry(r, L) -> str:
    rows = [("C2", "Tubarão–Rotterdam", r.uniform(9, 12), "$/t"), ("C3", "Tubarão–Qingdao", L["c3_spot"], "$/t"),
            ("C5", "W Aus–Qingdao", L["c5_spot"], "$/t"), ("C7", "Bolivar–Rotterdam", r.uniform(11, 14), "$/t"),
            ("C8_14", "Gibraltar/Hamburg t/a", r.uniform(18000, 34000), "$/day"),
            ("C10_14", "China–Brazil r/v", r.uniform(15000, 30000), "$/day"),
            ("C14", "China–Brazil r/v", r.uniform(15000, 30000), "$/day"),
            ("C16", "Backhaul", r.uniform(4000, 12000), "$/day"), ("C17", "Saldanha Bay–Qingdao", r.uniform(14, 19), "$/t")]
    lines = [f"**Baltic Capesize — {L['dmy']} assessments**", "```"]
    for code, name, v, unit in rows:
        val = f"{v:,.2f}" if unit == "$/t" else f"{v:,.0f}"
        lines.append(f"{code:<7}{name:<24}{val:>10} {unit:<6}{_sgn(r.uniform(-3, 3), 1):>6}%")
    lines.append(f"{'5TC':<7}{'Capesize 5TC avg':<24}{L['cape_spot']:>10,} $/day {_sgn(r.uniform(-4, 5), 1):>6}%")
    lines.append(f"BCI {r.randint(2600, 4200)}  BDI {r.randint(1500, 2600)}")
    lines.append("```")
    return "\n".join(lines)


def _baltic_pmx(r, L) -> str:
    rows = [("P1A_82", "Transatlantic r/v", L["p1a_q"] - r.randint(500, 2500)), ("P2A_82", "Skaw-Gib/Far East", r.randint(19000, 26000)),
            ("P3A_82", "Pacific r/v", r.randint(10000, 16000)), ("P6_82", "Spore–Atlantic", r.randint(12000, 17000)),
            ("P4TC", "Panamax 4TC avg", L["p4_q"] + r.randint(-900, 900)), ("S1C_63", "USG–Spore/Japan", r.randint(18000, 27000)),
            ("S4A_63", "USG–Skaw/Passero", r.randint(15000, 24000)), ("S10_63", "S China–Indo r/v", r.randint(9000, 15000)),
            ("S10TC", "Supramax 10TC avg", L["s10_feb"] + r.randint(-1200, 600))]
    lines = [f"**Baltic Panamax / Supramax — {L['dmy']}**", "```"]
    for code, name, v in rows:
        lines.append(f"{code:<8}{name:<22}{v:>9,} $/day {_sgn(r.uniform(-2.5, 2.5), 1):>6}%")
    lines.append(f"BPI {r.randint(1100, 1900)}  BSI {r.randint(900, 1500)}  BHSI {r.randint(550, 900)}")
    lines.append("```")
    return "\n".join(lines)


def _baltic_wet(r, L) -> str:
    rows = [("TD3C", "MEG–China 270kt", L["td3c_spot"]), ("TD15", "WAF–China 260kt", L["td3c_spot"] + r.uniform(-3, 2)),
            ("TD20", "WAF–Cont 130kt", L["td20"] + r.uniform(-3, 3)), ("TD25", "USG–UKC 70kt", r.uniform(150, 230)),
            ("TD6", "CPC–Med 135kt", r.uniform(90, 140)), ("TC2_37", "Rdam–NY 37kt", L["tc2"] + r.uniform(-8, 8)),
            ("TC14", "USG–Cont 38kt", r.uniform(120, 200)), ("TC5", "MEG–Japan 55kt", r.uniform(120, 190))]
    lines = [f"**Baltic dirty / clean tanker routes — {L['dmy']}** (Worldscale)", "```"]
    for code, name, v in rows:
        lines.append(f"{code:<8}{name:<18}ws {v:>6.2f} {_sgn(r.uniform(-4, 4), 2):>7}")
    lines.append(f"BDTI {r.randint(850, 1300)}  BCTI {r.randint(600, 1000)}")
    lines.append("```")
    return "\n".join(lines)


def _baltic_comment(r, L, kind: str) -> str:
    if kind == "dry":
        return (f"**Baltic market commentary — dry ({L['dmy']})**\n"
                f"Capesize: The big ships {r.choice(['extended gains', 'held steady', 'gave back some ground'])} as West "
                f"Australian miners stepped up mid-{L['cur'][:3]} stems and the Brazil–China route saw fresh inquiry. "
                f"The 5TC settled at {_d(L['cape_spot'])}. C3 was assessed at ${L['c3_spot']:.2f} and C5 at ${L['c5_spot']:.2f}. "
                "The Atlantic saw limited tonnage for early-January loading, while the Pacific round voyage was supported by "
                "steady coal demand.\n\n"
                f"Panamax: A {r.choice(['mixed', 'quieter', 'softer'])} session. North Pacific grain and Indonesian coal kept "
                "Asia balanced, but the Atlantic lacked fresh ECSA cargoes and rates for transatlantic rounds eased. "
                "Period interest was thin.\n\n"
                "Supramax/Handysize: Asia was steady with nickel ore and coal runs; the US Gulf remained firm for "
                "petcoke and grains, while the Continent and Mediterranean were flat.")
    return (f"**Baltic market commentary — tankers ({L['dmy']})**\n"
            f"VLCC: Rates in the Middle East Gulf {r.choice(['firmed', 'were steady', 'edged lower'])} as the "
            f"{L['m1'][:3]} first-decade programme filled; TD3C was assessed at ws {L['td3c_spot']:.1f}. West Africa to China "
            "followed the MEG lead.\n\n"
            "Suezmax: WAF–Cont saw good activity with several prompt cargoes covered; the Med was quieter and the "
            "Black Sea list lengthened.\n\n"
            "Clean: MR transatlantic rates were pressured by a growing Continent list and the narrow gasoline arbitrage; "
            "USG backhaul cargoes provided some support.")


def _risk_eod(r, L) -> str:
    lines = ["riskd ▸ end-of-day risk report · FRT-LDN", "```yaml", "var:",
             f"  var_1d_95: {L['var_used'] + r.uniform(-0.05, 0.1):.2f}m   # limit {L['var_lim']:.2f}m",
             f"  var_1d_99: {L['var_used'] * 1.42:.2f}m", f"  es_97_5: {L['var_used'] * 1.55:.2f}m", "contributions:"]
    for n, share in [("capesize", r.uniform(0.3, 0.45)), ("c3_c5_spread", r.uniform(0.05, 0.12)),
                     ("panamax_supramax", r.uniform(0.1, 0.2)), ("tankers", r.uniform(0.15, 0.25)),
                     ("bunkers", r.uniform(0.03, 0.08)), ("iron_ore", r.uniform(0.02, 0.08)), ("equities", r.uniform(0.05, 0.12))]:
        lines.append(f"  {n}: {share * 100:.1f}%")
    lines += ["days_exposure:",
              f"  capesize.net: {{used: {r.randint(28, 36)}, limit: {L['cape_lim_new']}}}",
              f"  panamax.net: {{used: -{L['pmx_lim'] - r.randint(0, 2)}, limit: {L['pmx_lim']}}}",
              f"  supramax.net: {{used: {r.randint(-5, 5)}, limit: 25}}",
              "greeks_equivalent:", f"  cape_5tc_$1k_move: {_sgn(r.uniform(60000, 110000), 0, True)}",
              f"  ws_1pt_td3c: {_sgn(r.uniform(8000, 20000), 0, True)}", f"  vlsfo_$10: {_sgn(r.uniform(-30000, 30000), 0, True)}",
              "status: all limits ok", "```"]
    return "\n".join(lines)


def _ballasters(r, L) -> str:
    rows = [["Vessel", "Open", "ETA Brazil", "Speed (kn)", "Last cargo"]]
    for _ in range(r.randint(10, 14)):
        rows.append([_vessel(r), r.choice(["Qingdao", "Singapore", "Port Kelang", "Kaohsiung", "Rizhao", "Zhoushan", "Durban"]),
                     f"{r.randint(1, 28)} {L['m1'][:3]}", f"{r.uniform(11.0, 13.5):.1f}", r.choice(["iron ore", "bauxite", "coal"])])
    return (f"**Capesize ballasters towards Brazil (AIS, {L['dmy']})**\n" + _table(rows) +
            f"\n\n{len(rows) - 1} of {r.randint(95, 130)} tracked ships shown; full list in the tracker.")


# ----------------------------------------------------------------------------- hard-event blocks

def blk_limit_change(b: _Day, L):
    t = b.u(421, 427)
    txt = ("riskd ▸ limit_change\n```yaml\n"
           "desk: FRT-LDN\n"
           "metric: days_exposure.capesize.net\n"
           f"old: {L['cape_lim_old']}\n"
           f"new: {L['cape_lim_new']}\n"
           "unit: days/mth\n"
           f"effective: {L['date']}T07:00Z\n"
           "approved_by: CRO\n"
           f"ref: {L['rk']}\n"
           "note: Q1 seasonal widening, reviewed weekly\n```")
    k = b.msg(t, "risk", txt)
    b.hard_ev(k, "risk_limit", ["days_exposure.capesize.net", f"new: {L['cape_lim_new']}", L["rk"]], "structured")
    return k


def blk_cape(b: _Day, L):
    r = b.r
    decision = (
        "## Book actions (for PM approval)\n"
        f"1. **Buy 10 days/mth Cape 5TC {L['q']}** at or below {_d(L['cape_q'])}, stop {_d(L['cape_stop'])} "
        f"on a closing basis. Rationale: the {L['qs']} discount to {L['cur']} is wider than seasonal, ballaster count is "
        "low and the anchorage queue is absorbing supply. Fits inside the new capesize days limit.\n"
        "2. Keep the C3/C5 spread as is; stop handled by Yannis.")
    rep = _report(r, L, f"Voyage analytics — morning note ({L['dmy']}, 07:10Z)",
                  [f"Cape spot firm, {L['qs']} cheap vs seasonal", "Pmax soft, Supra premium stretched",
                   "VLCC MEG window busy, TD3C supported", "VLSFO Singapore premium firming"],
                  decision, ["cape", "pmx", "tank", "bio", "risk"])
    k_rep = b.msg(b.u(432, 440), "argo", rep, attachments=[b.att(f"curves_{L['yymmdd']}_0710Z.png", r.randint(90000, 210000))])
    b.hard_ev(k_rep, "trade_proposal", [f"Buy 10 days/mth Cape 5TC {L['q']}", _d(L["cape_q"]), _d(L["cape_stop"])], "buried")
    b.idiom(k_rep, "decision buried mid-way in a long markdown voyage report", "trade_proposal")
    k_ok = b.msg(b.after(k_rep, 5, 11), "nikos", "ok re, pame", ref=k_rep)
    b.hard_ev(k_ok, "trade_approval", ["ok re", "pame"], "reply")
    b.idiom(k_ok, "Greek-transliterated reply-only approval", "trade_approval")
    k_w = b.msg(b.after(k_ok, 1.5, 4), "exec", f"[WORKING] {L['o_cape']} bid 10 days/mth Cape 5TC {L['q']} @ {_d(L['cape_bid'])} "
                f"on Halcyon screen, limit {_d(L['cape_q'])}, GTC today", ref=k_ok)
    b.hard_ev(k_w, "trade_confirmation", [L["o_cape"], "bid", f"Cape 5TC {L['q']}", _d(L["cape_bid"])], "tagged")
    # the broker relays another firm's trade at the same level (not ours)
    k_tr = b.msg(b.after(k_w, 8, 20), "broker",
                 f"TRADED · CAPE 5TC {L['q']} · {_c(L['cape_q'])} · 15 days/mth · (Clarksons ↔ Simpson Spence) — not a desk fill")
    b.near.add(k_tr)
    b.idiom(k_tr, "broker bot relays another firm's trade at the desk's own limit", "not_hard")
    k_f = b.msg(b.after(k_tr, 6, 25), "exec", f"[FILL] {L['o_cape']} bought 10 days/mth Cape 5TC {L['q']} @ {_d(L['cape_q'])} "
                "(lifted Halcyon offer). order complete, 0 leaves", ref=k_w)
    b.hard_ev(k_f, "trade_fill", [L["o_cape"], "bought", "10 days/mth", _d(L["cape_q"])], "tagged")
    k_c = b.msg(b.after(k_f, 1, 3), "clear",
                f"CLEARED trade_id={L['t_cape']} product=CAPESIZE_5TC contract={L['q']} side=BUY qty=30 unit=days "
                f"price={L['cape_q']} ccy=USD acct=FRT-LDN-01 broker=HALCYON status=ACCEPTED")
    b.hard_ev(k_c, "trade_confirmation", [L["t_cape"], "CAPESIZE_5TC", "side=BUY", f"price={L['cape_q']}", "status=ACCEPTED"], "structured")
    b.idiom(k_c, "clearing-house key=value cleared-trade line", "trade_confirmation")
    b.pin(k_f, b.after(k_f, 2, 6))
    b.react(k_f, b.after(k_f, 2, 6), "📌")
    k_a = b.msg(b.after(k_c, 1, 4), "nikos", "bravo re 🚢")
    b.noise.add(k_a)
    return k_f


def blk_spread_stop(b: _Day, L):
    q = L["q"]
    base = (f"C3/C5 {q} spread (long C3 / short C5, 100kt/mth each leg) — stop on the diff at ${{}}/t, closing basis on the "
            f"Baltic prints. entry was ${L['spr_entry']:.2f}")
    k = b.msg(b.u(497, 512), "yannis", base.format(f"{L['spr_s0']:.2f}"))
    b.hard_ev(k, "stop_or_target_change", [f"C3/C5 {q} spread", "stop", f"${L['spr_s2']:.2f}/t"], "untagged")
    b.edit(k, b.u(690, 715), base.format(f"{L['spr_s1']:.2f}"), [f"${L['spr_s0']:.2f}/t"])
    b.edit(k, b.u(905, 925), base.format(f"{L['spr_s2']:.2f}") + " (trailing after the C5 print)", [f"${L['spr_s1']:.2f}/t"])
    b.pin(k, b.after(k, 1, 3))
    b.react(k, b.after(k, 1, 3), "📌")
    b.idiom(k, "stop on a C3/C5 spread moved twice by editing the same message", "stop_or_target_change")
    # a "would be sensible" suggestion with no decision
    k2 = b.msg(b.after(k, 30, 60), "argo", f"fwiw a stop nearer ${L['spr_now'] - 0.6:.2f}/t on the C3/C5 diff would be sensible "
               "if C5 keeps firming into the index — not a recommendation, just the vol-scaled level", ref=k)
    b.near.add(k2)
    return k


def blk_vlsfo(b: _Day, L):
    q = L["q"]
    k_p = b.msg(b.u(518, 530), "yannis", f"s 3kt/m VLSFO Rdam {q} @ {L['vl_rdam']} stp {L['vl_stop']}")
    b.hard_ev(k_p, "trade_proposal", ["s 3kt/m", f"VLSFO Rdam {q}", str(L["vl_rdam"]), str(L["vl_stop"])], "shorthand")
    b.idiom(k_p, "shorthand kt-per-month bunker proposal (s 3kt/m ... stp)", "trade_proposal")
    k_ok = b.msg(b.after(k_p, 2, 6), "nikos", "kala, send it", ref=k_p)
    b.hard_ev(k_ok, "trade_approval", ["kala", "send it"], "reply")
    emb = {"title": "Order acknowledged", "author": "exec-agent OMS",
           "description": "Bunker swap order accepted by broker, working",
           "fields": [{"name": "Order", "value": L["o_vl"], "inline": True},
                      {"name": "Product", "value": f"VLSFO 0.5% Rotterdam barges swap {q}", "inline": False},
                      {"name": "Side", "value": "SELL", "inline": True},
                      {"name": "Qty", "value": "3kt/mth", "inline": True},
                      {"name": "Limit", "value": f"{L['vl_rdam']}.00 $/mt", "inline": True},
                      {"name": "Status", "value": "WORKING", "inline": True}],
           "footer": "OMS · via Halcyon bunkers desk · clearing SGX-DC"}
    k_e = b.msg(b.after(k_ok, 1, 3), "exec", "", embeds=[emb], ref=k_p)
    b.hard_ev(k_e, "trade_confirmation", [L["o_vl"], "SELL", "3kt/mth", "WORKING"], "embed")
    b.idiom(k_e, "embed-only OMS order acknowledgement", "trade_confirmation")
    part = (f"[PARTIAL] {L['o_vl']} sold 2kt/mth VLSFO Rdam {q} @ ${{}} (2 of 3kt)")
    k_f = b.msg(b.after(k_e, 12, 25), "exec", part.format(f"{L['vl_rdam']}.25"), ref=k_e)
    b.hard_ev(k_f, "trade_fill", [L["o_vl"], "sold", "2kt/mth", f"${L['vl_rdam']}.00"], "tagged")
    b.edit(k_f, b.after(k_f, 1.5, 4), part.format(f"{L['vl_rdam']}.00") + " — px corrected per broker recap",
           [f"${L['vl_rdam']}.25"])
    k_q = b.msg(b.after(k_f, 6, 12), "nikos", "Yanni, Rdam ola done or still working the last 1kt?")
    b.near.add(k_q)
    k_r = b.msg(b.after(k_q, 3, 10), "exec", f"sld bal 1kt/m Rdam {q} @ {L['vl_rdam']}.50, {L['o_vl']} complete", ref=k_q)
    b.hard_ev(k_r, "trade_fill", ["sld bal 1kt/m", f"Rdam {q}", f"{L['vl_rdam']}.50", L["o_vl"]], "shorthand")
    k_c = b.msg(b.after(k_r, 1, 4), "clear",
                f"CLEARED trade_id={L['t_vl']} product=VLSFO_RDAM_BARGES_0.5 contract={q} side=SELL qty=9000 unit=mt "
                f"price={L['vl_rdam']}.17 ccy=USD acct=FRT-LDN-01 status=ACCEPTED")
    b.hard_ev(k_c, "trade_confirmation", [L["t_vl"], "VLSFO_RDAM_BARGES_0.5", "side=SELL", "status=ACCEPTED"], "structured")


def blk_td3c(b: _Day, L):
    q = L["q"]
    k_p = b.msg(b.u(575, 590), "yannis", f"[PROPOSAL] B 75kt TD3C {q} @ ws {_ws(L['td3c'])} / stop ws {_ws(L['td3c_stop'])} — "
                "MEG window busy, Chinese buying, curve lagging spot")
    b.hard_ev(k_p, "trade_proposal", ["B 75kt", f"TD3C {q}", f"ws {_ws(L['td3c'])}", f"ws {_ws(L['td3c_stop'])}"], "tagged")
    k_ok = b.msg(b.after(k_p, 3, 8), "nikos", "ne, go", ref=k_p)
    b.hard_ev(k_ok, "trade_approval", ["ne", "go"], "reply")
    txt = ("riskd ▸ pre-trade check → ORDER RESIZED\n```yaml\n"
           f"order: {L['o_td3c']}\n"
           f"product: TD3C {q}\n"
           "side: BUY\n"
           "requested: 75kt\n"
           "allowed: 50kt\n"
           f"reason: var_1d_95 headroom ${r_int(b, 120, 160)}k < required ${r_int(b, 190, 240)}k\n"
           f"limit: var_1d_95 = ${L['var_lim']:.2f}m\n"
           "action: resized, forwarded to exec-agent\n```")
    k_r = b.msg(b.after(k_ok, 1, 3), "risk", txt)
    b.hard_ev(k_r, "risk_limit", [L["o_td3c"], f"TD3C {q}", "requested: 75kt", "allowed: 50kt"], "structured")
    b.idiom(k_r, "risk engine resizes an order (YAML block)", "risk_limit")
    j = json.dumps({"evt": "fill", "order": L["o_td3c"], "product": f"TD3C {q}", "side": "BUY", "qty_kt": 50,
                    "px_ws": L["td3c"], "leaves": 0, "cpty_broker": "HALCYON"}, ensure_ascii=False)
    k_f = b.msg(b.after(k_r, 10, 25), "exec", j)
    b.hard_ev(k_f, "trade_fill", [L["o_td3c"], f"TD3C {q}", '"side": "BUY"', f'"px_ws": {L["td3c"]}'], "structured")
    b.idiom(k_f, "execution agent JSON fill line", "trade_fill")
    emb = {"title": "Cleared trade", "author": "clearline · SGX-DC",
           "fields": [{"name": "Trade ID", "value": L["t_td3c"], "inline": True},
                      {"name": "Product", "value": f"TD3C (MEG–China VLCC) {q}", "inline": True},
                      {"name": "Side", "value": "BUY", "inline": True},
                      {"name": "Quantity", "value": "150,000 mt (50kt/mth)", "inline": True},
                      {"name": "Price", "value": f"WS {L['td3c']:.2f}", "inline": True},
                      {"name": "Status", "value": "ACCEPTED", "inline": True}],
           "footer": "account FRT-LDN-01 · broker HALCYON"}
    k_c = b.msg(b.after(k_f, 1, 4), "clear", "", embeds=[emb])
    b.hard_ev(k_c, "trade_confirmation", [L["t_td3c"], "TD3C", "BUY", f"WS {L['td3c']:.2f}", "ACCEPTED"], "embed")


def r_int(b: _Day, a: int, c: int) -> int:
    return b.r.randint(a, c)


def blk_forgotten(b: _Day, L):
    k = b.msg(b.u(618, 632), "yannis", f"b 20d/m P4TC {L['m2']} @ {_c(L['p4_forgot'])} for the Kallisti Maritime sub-acct, "
              "they want it done quietly before their board call")
    b.hard_ev(k, "trade_proposal", ["b 20d/m", f"P4TC {L['m2']}", _c(L["p4_forgot"])], "shorthand", "forgotten")
    b.forget(k, b.after(k, 3, 6), "nikos", "Kallisti Maritime sub-acct")
    k2 = b.msg(b.after(k, 4, 7), "nikos", "Yanni oxi edo, client stuff goes in the private room. removed it")
    return k2


def blk_td20_thread(b: _Day, L):
    q = L["q"]
    r = b.r
    k_s = b.msg(b.u(648, 660), "argo", f"🧵 TD20 {q} — WAF Suezmax position thread (long 30kt/mth @ ws {_ws(L['td20'] - 2)})")
    th = b.thread_start(k_s)
    k1 = b.msg(b.after(k_s, 1, 3), "argo",
               f"Nigerian {L['m1']} programme {r.randint(44, 55)} cargoes; {r.randint(9, 16)} Suezmaxes fixed ex-WAF this week, "
               f"tonnage list for {L['m1']} 1-10 shows {r.randint(18, 27)} ships. TD20 spot ws {L['td20'] + r.uniform(-2, 2):.1f}. "
               f"Cont refinery runs are seasonally up; the CPC/Med alternative (TD6) is {r.choice(['firmer', 'softer', 'flat'])}.",
               thread=th)
    k2 = b.msg(b.after(k1, 4, 12), "yannis", f"TD20 {q} long 30kt: target ws {L['td20_tgt']}, stop ws {L['td20_stop']} from here",
               thread=th)
    b.hard_ev(k2, "stop_or_target_change", [f"TD20 {q}", f"target ws {L['td20_tgt']}", f"stop ws {L['td20_stop']}"], "untagged")
    k3 = b.msg(b.after(k2, 2, 6), "yannis", f"and I'd add 15kt {L['m2']} @ ws {L['td20_add']} if you're ok with it", thread=th)
    b.hard_ev(k3, "trade_proposal", ["add 15kt", L["m2"], f"ws {L['td20_add']}"], "untagged")
    k4 = b.msg(b.after(k3, 3, 9), "nikos", "ok, 15 mono", thread=th, ref=k3)
    b.hard_ev(k4, "trade_approval", ["ok", "15 mono"], "reply")
    k5 = b.msg(b.after(k4, 1, 3), "yannis", f"ti leei to Argo gia to Bonny loading delays? real or noise?", thread=th)
    b.near.add(k5)
    k6 = b.msg(b.after(k5, 2, 5), "argo", "Mostly noise: two cargoes slipped 48h, programme intact.", thread=th, ref=k5)
    k7 = b.msg(b.after(k6, 8, 25), "exec", f"[FILL] {L['o_td20']} +15kt TD20 {L['m2']} @ ws {L['td20_add']}.0 bought", thread=th)
    b.hard_ev(k7, "trade_fill", [L["o_td20"], "+15kt", f"TD20 {L['m2']}", f"ws {L['td20_add']}.0"], "tagged")
    k8 = b.msg(b.after(k7, 1, 4), "nikos", "👍", thread=th)
    b.noise.add(k8)
    k9 = b.msg(b.after(k8, 20, 60), "yannis", "last time we held TD20 into Jan (2024) we sold it at ws 130 on the 8th, "
               "the Feb expiry was a mess", thread=th)
    b.near.add(k9)


def blk_zim_thread_route(b: _Day, L):
    k_s = b.msg(b.u(818, 832), "nikos", "ZIM short — borrow recall notice, thread")
    th = b.thread_start(k_s)
    k1 = b.msg(b.after(k_s, 2, 5), "dimitris",
               "PB says 12k of our 25k ZIM are recallable from Monday, indicative fee now 18% (was 9%). "
               "They want an answer by 16:00 London.", thread=th)
    k2 = b.msg(b.after(k1, 2, 6), "nikos", "@Sophie routing the ZIM borrow recall to you, need a decision on cover vs pay "
               "before NY open", thread=th, ref=k1)
    b.hard_ev(k2, "route_decision", ["routing", "ZIM borrow recall", "@Sophie"], "reply")
    k3 = b.msg(b.after(k2, 3, 8), "sophie", "got it, looking at it now", thread=th)
    b.noise.add(k3)
    k4 = b.msg(b.after(k3, 15, 40), "sophie", f"numbers: 18% on 12k shares is roughly ${12000 * L['zim'] * 0.18 / 360:,.0f}/day, "
               "small next to the hedge value. checking the recall terms with the PB first", thread=th)


def blk_no_route_triage(b: _Day, L):
    k = b.msg(b.u(733, 745), "argo",
              f"Triage · item #{L['triage_no']} 'Suez Canal Authority extends toll rebate for VLCCs and LNG carriers' → "
              "assessed: no change to book exposure (no Suez-dependent legs). Decision: no action, not routed.")
    b.hard_ev(k, "no_route_decision", ["Suez Canal Authority", "no action", "not routed"], "structured")


def blk_route_argo(b: _Day, L):
    k = b.msg(b.u(948, 958), "argo",
              f"Routing the Red Sea transit-risk memo to exec-agent for TC2 hedge sizing (ticket {L['arg']}); "
              "sizing only, no order until PM signs.")
    b.hard_ev(k, "route_decision", ["Routing", "exec-agent", L["arg"]], "untagged")


def blk_no_route_reply(b: _Day, L, baltic_key: int):
    k = b.msg(b.after(baltic_key, 3, 9), "nikos", "C5 print looks off vs the fixtures but no action, den to stelnoume pouthena",
              ref=baltic_key)
    b.hard_ev(k, "no_route_decision", ["no action", "den to stelnoume pouthena"], "reply")
    b.idiom(k, "Greek reply to an index post deciding not to act/route", "no_route_decision")


def blk_frontline(b: _Day, L):
    r = b.r
    ni = r.randint(95, 210)
    div = r.choice(["0.52", "0.61", "0.74", "0.83"])
    k = b.msg(b.u(392, 402), "news",
              f"📰 **Frontline Q3: net income ${ni}m, declares dividend ${div}/share**\n"
              f"Q4 VLCC bookings at ${r.randint(48, 66)}k/day for {r.randint(55, 72)}% of days; Suezmax at "
              f"${r.randint(36, 48)}k/day. CEO says the sanctioned 'dark fleet' is absorbing more tonnage.\n"
              "<https://shipwire.example/a/frontline-q3>")
    b.hard_ev(k, "held_position_news", ["Frontline", "Q3", f"${div}/share"], "untagged")
    k2 = b.msg(b.after(k, 40, 70), "nikos", f"FRO numbers fine. tankers: more constructive than yesterday, conviction up on "
               f"TD3C {L['qs']}, keeping the FRO long as the equity leg")
    b.hard_ev(k2, "thesis_update", [f"TD3C {L['qs']}", "conviction up", "keeping the FRO long"], "untagged")


def blk_zim(b: _Day, L):
    k_n = b.msg(b.u(798, 808), "news",
                f"📰 **ZIM to resume Suez Canal transits on its ZMP Asia–Med loop from {L['m1']}**\n"
                "Carrier cites improved security assessment; analysts see Asia–Med rates under pressure.\n"
                "<https://shipwire.example/a/zim-suez>")
    b.hard_ev(k_n, "held_position_news", ["ZIM", "Suez Canal"], "untagged")
    k_p = b.msg(b.after(k_n, 8, 15), "nikos", f"short another 5,000 ZIM at the open, limit ${L['zim_lim']:.2f}. "
                "Suez back = Asia-Med rates down")
    b.hard_ev(k_p, "trade_proposal", ["short another 5,000 ZIM", f"${L['zim_lim']:.2f}"], "untagged")
    k_f = b.msg(max(b.after(k_p, 5, 10), 871 + b.u(0, 4)), "exec",
                f"[FILL] {L['o_zim']} SELL SHORT 5,000 ZIM @ ${L['zim']:.2f} (NYSE, open auction)")
    b.hard_ev(k_f, "trade_fill", [L["o_zim"], "SELL SHORT", "5,000 ZIM", f"${L['zim']:.2f}"], "tagged")
    k_s = b.msg(b.after(k_f, 8, 20), "yannis", f"ZIM short 30k total now, buy-stop ${L['zim_stop']:.2f} on the lot")
    b.hard_ev(k_s, "stop_or_target_change", ["ZIM", "buy-stop", f"${L['zim_stop']:.2f}"], "untagged")


def blk_panamax(b: _Day, L):
    t = b.u(838, 845)
    txt = ("riskd ▸ **BREACH**\n```yaml\n"
           "metric: days_exposure.panamax.net\n"
           f"value: {L['pmx_breach']}\n"
           f"limit: ±{L['pmx_lim']}\n"
           "unit: days/mth\n"
           f"cause: P1A {L['q']} re-mapped into panamax bucket (methodology v2.3)\n"
           "required: reduce within 60 min or risk will flatten at market\n```")
    k_b = b.msg(t, "risk", txt)
    b.hard_ev(k_b, "risk_limit", ["BREACH", "days_exposure.panamax.net", f"value: {L['pmx_breach']}", f"±{L['pmx_lim']}"], "structured")
    k_p = b.msg(b.after(k_b, 3, 8), "nikos", f"ok we cut {L['p4_cut']} days P4TC {L['cal']}, buy back at {_c(L['p4_bb'])} or better. "
                "Yanni vale to", ref=k_b)
    b.hard_ev(k_p, "trade_proposal", [f"{L['p4_cut']} days", f"P4TC {L['cal']}", "buy back", _c(L["p4_bb"])], "reply")
    k_bad = b.msg(b.after(k_p, 10, 18), "exec", f"[FILL] {L['o_p4']} bought {L['p4_cut']} days/mth P4TC {L['cal']} @ {_d(L['p4_typo'])}")
    b.hard_ev(k_bad, "trade_fill", [L["o_p4"], "bought", f"P4TC {L['cal']}", _d(L["p4_typo"])], "tagged", "deleted")
    b.delete(k_bad, b.after(k_bad, 1, 2), f"P4TC {L['cal']} @ {_d(L['p4_typo'])}")
    k_f = b.msg(b.after(k_bad, 2, 3), "exec", f"[FILL] {L['o_p4']} bought {L['p4_cut']} days/mth P4TC {L['cal']} @ {_d(L['p4_fill'])} "
                "(re-post, previous line had a typo)")
    b.hard_ev(k_f, "trade_fill", [L["o_p4"], "bought", f"{L['p4_cut']} days/mth", _d(L["p4_fill"])], "tagged")
    k_s = b.msg(b.after(k_f, 3, 8), "sophie", f"that's us back at -{L['pmx_lim']}, inside. thanks")


def blk_iron_ore(b: _Day, L):
    r = b.r
    decision = (
        "## Book actions (for PM approval)\n"
        f"- **Buy back 25kt/mth SGX TSI 62% {L['q']}** at ${L['tsi_lim']:.2f} or better, i.e. halve the iron-ore hedge "
        "against the Cape length: restocking has finally shown up in port-stock draws and the hedge now costs more "
        "than it protects.")
    rep = _report(r, L, f"Voyage analytics — afternoon update ({L['dmy']}, 15:00Z)",
                  ["Baltic prints digested", "Cape curve firmer after the index", "iron ore bid on restock",
                   "tanker routes mixed into the close"], decision, ["bio", "cape", "tank", "risk"])
    k_r = b.msg(b.u(902, 912), "argo", rep)
    b.hard_ev(k_r, "trade_proposal", ["Buy back 25kt/mth", f"SGX TSI 62% {L['q']}", f"${L['tsi_lim']:.2f}"], "buried")
    k_ok = b.msg(b.after(k_r, 6, 14), "nikos", "👍 go", ref=k_r)
    b.hard_ev(k_ok, "trade_approval", ["👍", "go"], "reply")
    b.idiom(k_ok, "emoji reply-only approval of a buried proposal", "trade_approval")
    k_f = b.msg(b.after(k_ok, 8, 20), "exec",
                f"[FILL] {L['o_io']} bought 25kt/mth SGX TSI 62% {L['q']} @ ${L['tsi_fill']:.2f} — hedge now -25kt/mth")
    b.hard_ev(k_f, "trade_fill", [L["o_io"], "bought", "25kt/mth", f"${L['tsi_fill']:.2f}"], "tagged")


def blk_td3c_target(b: _Day, L):
    k = b.msg(b.u(964, 975), "nikos", f"TD3C {L['qs']} target ws {L['td3c_tgt']} now, stop stays ws {_ws(L['td3c_stop'])}")
    b.hard_ev(k, "stop_or_target_change", [f"TD3C {L['qs']}", f"target ws {L['td3c_tgt']}"], "untagged")


def blk_tc2(b: _Day, L):
    r = b.r
    txt = (f"On TC2 I'd recommend we sell 30kt {L['m1']} at ws {L['tc2']}, stop ws {L['tc2_stop']}. The transatlantic gasoline "
           f"arb has narrowed to {r.uniform(2, 6):.1f} c/gal, USAC inventories sit {r.uniform(0.8, 2.6):.1f}m bbl above the "
           f"five-year band and the MR list in the Cont is {r.randint(24, 38)} ships for the next 10 days, up from "
           f"{r.randint(15, 22)}. Risk is a refinery outage on the USAC or a cold snap pulling heating oil; both would show "
           "in the TC14 backhaul first, which we watch. Size is within the wet VaR budget after the TD3C resize.")
    k_p = b.msg(b.u(978, 990), "argo", txt)
    b.hard_ev(k_p, "trade_proposal", ["sell 30kt", L["m1"], f"ws {L['tc2']}", f"stop ws {L['tc2_stop']}"], "untagged")
    k_ok = b.msg(b.after(k_p, 6, 14), "nikos", "kala. pame", ref=k_p)
    b.hard_ev(k_ok, "trade_approval", ["kala", "pame"], "reply")
    k_n = b.msg(b.after(k_ok, 1, 3), "yannis", "we should send the TC2 before the Americans come back from lunch")
    b.near.add(k_n)
    k_w = b.msg(b.after(k_n, 1, 4), "exec", f"TC2 {L['m1']} offer ws {L['tc2']} x 30kt working ({L['o_tc2']}) on Halcyon, GFD",
                ref=k_ok)
    b.hard_ev(k_w, "trade_confirmation", [f"TC2 {L['m1']}", f"offer ws {L['tc2']}", "working", L["o_tc2"]], "untagged")
    k_x = b.msg(b.u(1062, 1072), "exec", f"[CXL] {L['o_tc2']} TC2 {L['m1']} 30kt @ ws {L['tc2']} cancelled — unfilled at close",
                ref=k_w)
    b.hard_ev(k_x, "trade_confirmation", ["[CXL]", L["o_tc2"], "cancelled"], "tagged")


def blk_gogl(b: _Day, L):
    r = b.r
    price = r.randint(58, 79)
    emb = {"title": f"Golden Ocean sells two 2011-built Capesizes for ${price}m en bloc",
           "description": f"Buyer said to be a Greek owner; Golden Ocean books a gain of about ${r.randint(6, 19)}m "
                          "and keeps its newbuilding programme unchanged.",
           "url": "https://shipwire.example/a/golden-ocean-sale", "author": "shipwire",
           "footer": "shipwire · S&P desk"}
    k = b.msg(b.u(758, 770), "news", "", embeds=[emb])
    b.hard_ev(k, "held_position_news", ["Golden Ocean", f"${price}m"], "embed")
    b.idiom(k, "embed-only headline naming a held equity by company name (Golden Ocean for GOGL)", "held_position_news")


def blk_blocked(b: _Day, L):
    k_p = b.msg(b.u(678, 688), "yannis", f"[PROPOSAL] B 20d/m Cape 5TC {L['cal']} @ {_d(L['cape_cal'])} — extend the cape view "
                "beyond Q1")
    b.hard_ev(k_p, "trade_proposal", ["B 20d/m", f"Cape 5TC {L['cal']}", _d(L["cape_cal"])], "tagged")
    k_ok = b.msg(b.after(k_p, 3, 9), "nikos", "ok, an to afisei to risk", ref=k_p)
    b.hard_ev(k_ok, "trade_approval", ["ok", "an to afisei to risk"], "reply")
    txt = ("riskd ▸ pre-trade check → **BLOCKED**\n```yaml\n"
           f"order: {L['o_calblk']}\n"
           f"product: CAPESIZE_5TC {L['cal']}\n"
           "side: BUY\n"
           "qty: 20 days/mth\n"
           f"var_1d_95_post: ${L['var_lim'] + b.r.uniform(0.04, 0.12):.2f}m\n"
           f"limit: ${L['var_lim']:.2f}m\n"
           "action: order not sent\n```")
    k_r = b.msg(b.after(k_ok, 1, 3), "risk", txt)
    b.hard_ev(k_r, "risk_limit", ["BLOCKED", L["o_calblk"], f"CAPESIZE_5TC {L['cal']}", f"limit: ${L['var_lim']:.2f}m"], "structured")
    k2 = b.msg(b.after(k_r, 2, 5), "yannis", "ok parking it, will revisit Monday")


def blk_s10_reject(b: _Day, L):
    k_p = b.msg(b.u(633, 643), "yannis", f"proposal: buy 10 days/mth S10TC {L['m2']} @ {_d(L['s10_feb'])}, stop {_d(L['s10_stop'])} "
                "— supra looks cheap vs pmx on my sheet")
    b.hard_ev(k_p, "trade_proposal", ["buy 10 days/mth", f"S10TC {L['m2']}", _d(L["s10_feb"]), _d(L["s10_stop"])], "untagged")
    k_no = b.msg(b.after(k_p, 4, 10), "nikos", "oxi, not today — too much paper in pmax already", ref=k_p)
    b.hard_ev(k_no, "trade_approval", ["oxi", "not today"], "reply")
    b.idiom(k_no, "Greek reply-only rejection of a proposal", "trade_approval")


def blk_sing_news(b: _Day, L):
    r = b.r
    k = b.msg(b.u(128, 142), "news",
              f"📰 **Singapore VLSFO delivered premiums jump to ${r.randint(12, 24)}/mt as November bunker sales hit record**\n"
              f"MPA data: {r.uniform(4.8, 5.4):.2f} Mt sold in November; several suppliers quoting 7-10 day lead times.\n"
              "<https://shipwire.example/a/sing-bunkers>")
    b.hard_ev(k, "held_position_news", ["Singapore VLSFO", "bunker sales"], "untagged")
    b.idiom(k, "held derivative hit via its underlying (Singapore VLSFO for the bunker swap)", "held_position_news")


def blk_tubarao_news(b: _Day, L):
    r = b.r
    k = b.msg(b.u(338, 352), "news",
              f"📰 **Heavy rain halts iron ore loadings at Vale's Tubarão terminal; {r.randint(11, 24)} Capesizes waiting**\n"
              "Vale says shipments should normalise within 72 hours; C3 fixtures for late-month laycans on hold.\n"
              "<https://shipwire.example/a/tubarao-rain>")
    b.hard_ev(k, "held_position_news", ["Tubarão", "C3"], "untagged")


def blk_sblk(b: _Day, L):
    r = b.r
    k = b.msg(b.u(748, 757), "news",
              f"📰 **Star Bulk announces ${r.choice([40, 50, 60])}m buyback, agrees sale of four 2010-built Supramaxes**\n"
              "Proceeds to fund the buyback and debt prepayment; fleet age drops to 11.4 years.\n"
              "<https://shipwire.example/a/star-bulk-buyback>")
    b.hard_ev(k, "watchlist_news", ["Star Bulk", "buyback"], "untagged")


def blk_eurn(b: _Day, L):
    r = b.r
    k = b.msg(b.u(593, 603), "news",
              f"📰 **Euronav (EURN) fixes two VLCCs on 3-year charters at about ${r.randint(47, 56)}k/day**\n"
              "Charterer said to be an oil major; deliveries in Q1.\n<https://shipwire.example/a/euronav-tc>")
    b.hard_ev(k, "watchlist_news", ["Euronav", "EURN"], "untagged")
    b.idiom(k, "watchlist name in a headline (EURN, not held)", "watchlist_news")


def blk_thesis_cape(b: _Day, L, after_key: int):
    k = b.msg(b.after(after_key, 8, 15), "nikos", f"5TC up again. keeping the {L['qs']} long, conviction higher — "
              f"{L['cal']} still too cheap for me")
    b.hard_ev(k, "thesis_update", [f"keeping the {L['qs']} long", "conviction higher"], "untagged")


def blk_thesis_tsi(b: _Day, L):
    k = b.msg(b.u(885, 897), "nikos", "TSI short thesis is dead re, China restock is real. we keep only a small hedge from here")
    b.hard_ev(k, "thesis_update", ["TSI short thesis", "dead"], "untagged")


# ----------------------------------------------------------------------------- near misses / context

def near_misses(b: _Day, L):
    r = b.r
    q = L["q"]
    items = []
    # other firms' trades relayed by the broker bot
    trades = [
        (b.u(560, 620), f"TRADED · PMX 4TC {L['cal']} · {_c(L['p4_cal'] - 50)} paid · 5 days/mth"),
        (b.u(600, 700), f"TRADED · TD3C {q} · ws {_ws(L['td3c'] + 0.5)} · 50kt/mth (two-way interest remains)"),
        (b.u(780, 800), f"TRADED · CAPE 5TC {L['cal']} · {_c(L['cape_cal'] + 100)} · 10 days/mth · given"),
        (b.u(820, 900), f"TRADED · VLSFO SG {q} · {_d(L['vl_sing'] + 1)}/mt · 5kt/mth"),
        (b.u(940, 1010), f"TRADED · C5 {L['m1']} · ${L['c5'] + 0.05:.2f}/t · 150kt (Rio-linked interest)"),
        (b.u(1010, 1050), f"TRADED · TC2 {L['m1']} · ws {L['tc2'] - 3} · 37kt"),
    ]
    for t, txt in r.sample(trades, r.randint(4, 6)):
        items.append(b.msg(t, "broker", txt, kind="near"))
    # paper trade
    k = b.msg(b.u(565, 575), "argo", f"[PAPER] sim-book: bought 20 days/mth S10TC {L['m2']} @ {_d(L['s10_paper'])} — tracking only, "
              f"no order. shadow P&L since Mon {_sgn(r.uniform(-6000, 9000), 0, True)}", kind="near")
    b.idiom(k, "paper/sim-book trade with fill-like wording", "not_hard")
    # backtest
    k = b.msg(b.u(690, 720), "argo",
              "**Backtest (research only)** — C3/C5 spread mean reversion, entry |z|>1.5, exit |z|<0.3, Jan-2019 → Nov-2026\n"
              f"- {r.randint(31, 44)} round-trips, hit rate {r.randint(52, 64)}%, avg {_sgn(r.uniform(0.2, 0.6), 2, True)}/t, "
              f"worst {_sgn(-r.uniform(1.2, 2.4), 2, True)}/t (Mar-2020)\n"
              "- sim fills at next Baltic print + $0.05/t slippage; first fill 14-Jan-2019 bought C3 / sold C5 @ $9.85/t\n"
              "- sizing 100kt/mth per leg; max drawdown 3.1 spread-dollars\n"
              "Not a recommendation; parameters in the research repo.", kind="near")
    b.idiom(k, "backtest with simulated fills", "not_hard")
    # hypotheticals / questions
    k = b.msg(b.u(600, 660), "yannis", f"what if we sold P1A {L['qs']} against the P4TC short? just thinking out loud, "
              "the basis looks wrong", kind="near")
    b.idiom(k, "hypothetical 'what if we sold'", "not_hard")
    b.msg(b.u(760, 790), "yannis", f"would a stop at ws {L['tc2'] + 15} make sense on TC2 if we ever go short? Argo?", kind="near")
    b.msg(b.u(440, 470), "nikos", f"remember {L['cal_long'][:2]}{int(L['cal_long'][2:]) - 3} Q1? we bought cape at 14,200 and it went to 9k. "
          "careful re", kind="near")
    b.msg(b.u(880, 920), "nikos", "fyi the Oslo desk bought 300k FRO at the open — not us, don't double count it in the hedge", kind="near")
    k = b.msg(b.u(1015, 1040), "argo", f"If C5 breaks below ${L['c5'] - 1.0:.2f}/t we could consider adding to the C3/C5 spread; "
              "watching only.", kind="near")
    # quoted unrelated news
    h, s = r.choice(NOTHELD_NEWS)
    b.msg(b.u(700, 760), "yannis", f"> {h}\nlol containers. nothing for us", kind="near")
    # cron triage summaries
    for hh in r.sample([9, 12, 15, 18, 21], 3):
        seen = r.randint(3, 11)
        b.msg(hh * 60 + b.u(0.5, 2), "router", f"triage ▸ hourly {hh:02d}:00Z · {seen} items seen · 0 routed · {seen} auto-closed "
              "(market data / duplicates)", kind="near")
    # clearing give-up for an external account
    b.msg(b.u(640, 700), "clear", f"GIVEUP_NOTICE trade_id={L['t_ext']} acct=HLX-07 product=CAPESIZE_5TC contract={q} side=SELL "
          f"qty=45 unit=days price={L['cape_q'] + 50} status=ALLEGED note=not_FRT-LDN", kind="near")
    # risk what-if stress
    b.msg(b.u(980, 1000), "risk", "riskd ▸ stress (what-if, no action)\n```yaml\nscenario: red_sea_full_closure\n"
          f"cape_5tc_shock: +35%\ntd3c_shock: +22%\nbook_pnl: {_sgn(r.uniform(150000, 420000), 0, True)}\n"
          f"var_1d_95_post: ${L['var_used'] + 0.2:.2f}m\nnote: hypothetical, limits unchanged\n```", kind="near")
    # names not held in the news feed
    for h, s in r.sample(NOTHELD_NEWS, 3):
        b.msg(b.u(300, 1200), "news", f"📰 **{h}**\n{s}", kind="near")
    # SOD book snapshot (context, no decision)
    sod = ("riskd ▸ start-of-day book · FRT-LDN\n```yaml\npositions:\n"
           f"  - CAPESIZE_5TC {q}: +20 days/mth @ {_c(L['cape_q'] - 600)}\n"
           f"  - C3 {q}: +100kt/mth | C5 {q}: -100kt/mth (spread @ {L['spr_entry']:.2f})\n"
           f"  - PMX_4TC {L['cal']}: {L['pmx_sod'] + 8} days/mth | P1A {q}: -8 days/mth\n"
           f"  - TD3C {q}: +25kt/mth | TD20 {q}: +30kt/mth | TC2: flat\n"
           f"  - VLSFO_SG {q}: +5kt/mth | VLSFO_RDAM: flat\n"
           f"  - TSI62 {q}: -50kt/mth\n"
           "  - equities: FRO +40,000 | GOGL +60,000 | ZIM -25,000\n"
           "watchlist: [EURN, SBLK, DHT]\nlimits:\n"
           f"  var_1d_95: {{used: {L['var_used']:.2f}m, limit: {L['var_lim']:.2f}m}}\n"
           f"  days_exposure.capesize.net: {{used: 20, limit: {L['cape_lim_old']}}}\n"
           f"  days_exposure.panamax.net: {{used: {L['pmx_sod']}, limit: {L['pmx_lim']}}}\n"
           "status: ok\n```")
    b.msg(b.u(361, 366), "risk", sod, kind="near")
    # long reports with no decision
    rep = _report(r, L, f"Voyage analytics — Asia wrap ({L['dmy']}, 03:30Z)",
                  ["Singapore bunkers firm", "China port stocks drawing", "MEG VLCC window active overnight"],
                  "## Positioning notes\nFunds were buyers of Cape Q1 again in Asia hours; a long from last Friday would "
                  f"have made about {_c(r.uniform(600, 1500))}/day. If we wanted more exposure the cleanest expression would "
                  "be Q1 rather than Cal, but that is for the London session to decide. Yesterday's TD3C fills on the "
                  "screen cluster at the offer.", ["cape", "bio", "tank"])
    k = b.msg(b.u(208, 218), "argo", rep, kind="near")
    b.idiom(k, "long analysis with trading words but no decision", "not_hard")
    rep = _report(r, L, f"Voyage analytics — evening wrap ({L['dmy']}, 19:30Z)",
                  ["Cape curve closed firm", "Pmax drifted", "tanker FFAs quiet after TC2", "bunkers unchanged"],
                  "## What we did today (recap)\nThe book added Cape length in the morning and cut Panamax days after the "
                  "breach; the C3/C5 stop was trailed twice. Nothing further is pending; next review at 07:00Z.",
                  ["cape", "pmx", "tank", "risk"])
    b.msg(b.u(1172, 1182), "argo", rep, kind="near")
    rep = _report(r, L, f"Voyage analytics — bunkers and iron ore before London ({L['dmy']}, 06:15Z)",
                  ["Singapore VLSFO premium up again", "port stocks drawing", "scrubber spread wide"],
                  None, ["bio", "cape", "risk"])
    b.msg(b.u(374, 381), "argo", rep, kind="near")
    rep = _report(r, L, f"Voyage analytics — midday tankers ({L['dmy']}, 11:45Z)",
                  ["VLCC MEG window 2/3 covered", "WAF Suezmax liftings heavy", "MR Cont list lengthening"],
                  None, ["tank", "bio", "risk"])
    b.msg(b.u(703, 712), "argo", rep, kind="near")


def noise(b: _Day, L):
    r = b.r
    # risk heartbeats every 2h
    for hh in range(0, 24, 3):
        if hh == 15:
            continue
        var = L["var_used"] + r.uniform(-0.04, 0.08)
        k = b.msg(hh * 60 + b.u(0.1, 1.5), "risk", f"riskd ♥ {hh:02d}:00Z · limits ok · var_1d_95 ${var:.2f}m/${L['var_lim']:.2f}m "
                  "· breaches 0", kind="noise")
    # gateway reconnects
    for _ in range(r.randint(2, 4)):
        b.msg(b.u(0, 1440), "gw", f"[gw] websocket closed 1006, session resumed (gap {r.uniform(0.8, 9.0):.1f}s, replayed "
              f"{r.randint(0, 12)} events)", kind="noise")
    # deploy / CI
    dep = [
        f"deploy ✅ argo-voyage {r.randint(3, 4)}.{r.randint(10, 19)}.{r.randint(0, 9)} → prod-ldn (sha {r.randrange(16 ** 7):07x})",
        f"CI #{r.randint(4300, 4999)} ❌ baltic-parser: test_route_codes_td25 failed (expected 'TD25', got 'TD-25')",
        f"CI #{r.randint(4300, 4999)} ✅ riskd main · 412 passed",
        f"deploy ⏪ rollback riskd 2.8.{r.randint(1, 4)} → 2.8.0 (healthcheck timeout)",
        f"deploy ✅ exec-agent 1.{r.randint(20, 40)}.{r.randint(0, 9)} → prod-ldn · canary 100%",
        "cron ✅ baltic-backfill finished in 41s (0 gaps)",
    ]
    for t, txt in zip(sorted(b.u(0, 1440) for _ in range(4)), r.sample(dep, 4)):
        b.msg(t, "deploy", txt, kind="noise")
    # stack traces, most bulk-deleted by ops later
    st = [b.msg(b.u(240, 300) + i * b.u(0.3, 1.2), "argo", _stack(r), kind="noise") for i in range(3)]
    b.bulk_delete(st, b.u(420, 430), [b.msgs[k]["content"].splitlines()[-1] for k in st])
    b.msg(b.after(st[-1], 100, 140), "dimitris", "cleared the ingest tracebacks, vendor was down 04:xx")
    # price alerts
    alerts = [
        f"⚠️ C5 {L['m1']} crossed ${L['c5']:.2f}/t (last ${L['c5'] + 0.03:.2f})",
        f"⚠️ VLSFO SG {L['q']} > {_d(L['vl_sing'])}/mt",
        f"⚠️ Cape 5TC {L['q']} touched {_c(L['cape_q'] + 150)}",
        f"⚠️ TSI 62 {L['qm1']} up 2% d/d (${L['tsi']:.2f})",
        f"⚠️ ZIM ${L['zim'] + 0.2:.2f} (-{r.uniform(2, 5):.1f}% on the day)",
        f"⚠️ TD3C spot ws {L['td3c_spot']:.1f} (+{r.uniform(1, 4):.1f})",
        f"⚠️ P4TC {L['cal']} below {_c(L['p4_cal'] - 100)}",
        f"⚠️ FRO ${L['fro']:.2f} +{r.uniform(1, 4):.1f}% intraday",
    ]
    for txt in r.sample(alerts, r.randint(6, 8)):
        b.msg(b.u(120, 1260), "alert", txt, kind="noise")
    # PnL snapshots
    for hh in (6, 10, 14, 17, 21):
        b.msg(hh * 60 + b.u(1, 3), "pnl", _pnl(r, hh), kind="noise")
    # broker screens, heavy in London hours
    kinds = ["cape", "pmx", "wet", "bunker", "io"]
    n_scr = r.randint(15, 20)
    for i in range(n_scr):
        t = _curve_time(r, london=True)
        hh, mm = int(t // 60), int(t % 60)
        kd = kinds[i % 5] if r.random() < 0.7 else r.choice(kinds)
        k = b.msg(t, "broker", _screen(r, L, kd, f"{hh:02d}:{mm:02d}"), kind="noise")
        if i == 3:
            ack = b.msg(b.after(k, 0.5, 2), "nikos", "👍", ref=k, kind="noise")
            b.idiom(ack, "thumbs-up reply to a broker screen (ack, not approval)", "not_hard")
    # Baltic publications (handled by caller to get keys), clearing EOD
    b.msg(b.u(1095, 1110), "clear", f"clearline ▸ EOD position statement FRT-LDN-01 ready · {r.randint(12, 18)} open lines · "
          f"IM ${r.uniform(2.8, 4.1):.2f}m · VM {_sgn(r.uniform(-250000, 250000), 0, True)} · portal", kind="noise")
    b.msg(b.u(60, 90), "clear", f"clearline ▸ margin call MC-{r.randint(10000, 99999)}: ${r.randint(150, 420)}k due 09:00 SGT, "
          "auto-debit from FRT-LDN-01", kind="noise")
    # generic news
    for h, s in r.sample(GENERIC_NEWS, 4):
        b.msg(b.u(60, 1300), "news", f"📰 **{h}**\n{s}", kind="noise")
    # personal line, then forgotten
    kf = b.msg(b.u(1100, 1130), "yannis", "weekend rota: if anything breaks call me on my personal +30 694 118 2291, not the desk line",
               kind="noise")
    b.forget(kf, b.after(kf, 5, 12), "nikos", "+30 694 118 2291")


def _curve_time(r: random.Random, london: bool = False) -> float:
    # activity weights per UTC hour (Asia bunkers overnight, London heavy, NY afternoon)
    w = [0.25, 0.3, 0.35, 0.35, 0.3, 0.35, 0.7, 1.5, 1.9, 1.9, 1.8, 1.6, 1.3, 1.8, 1.7, 1.6, 1.4, 1.0, 0.6, 0.45, 0.35,
         0.25, 0.2, 0.15]
    if london:
        w = [x if 6 <= i <= 18 else x * 0.15 for i, x in enumerate(w)]
    hh = r.choices(range(24), weights=w)[0]
    return hh * 60 + r.uniform(0, 59.9)


HUMAN_HOURS = {"nikos": (405, 1260), "yannis": (360, 1290), "sophie": (450, 1110), "dimitris": (420, 1140)}


def _human_time(r: random.Random, who: str) -> float:
    lo, hi = HUMAN_HOURS[who]
    for _ in range(50):
        t = _curve_time(r)
        if lo <= t <= hi:
            return t
    return r.uniform(lo, hi)


def chatter(b: _Day, L, n: int):
    r = b.r
    pools = {"nikos": NIKOS_CHAT[1:], "yannis": YANNIS_CHAT, "sophie": SOPHIE_CHAT, "dimitris": DIMITRIS_CHAT}
    weights = {"nikos": 0.38, "yannis": 0.34, "sophie": 0.12, "dimitris": 0.16}
    decks: dict[str, list[int]] = {}
    fmt = {k: (f"{v:.2f}" if isinstance(v, float) else v) for k, v in L.items()}
    b.msg(b.u(385, 400), "nikos", NIKOS_CHAT[0])
    for _ in range(n):
        who = r.choices(list(pools), weights=list(weights.values()))[0]
        if not decks.get(who):
            decks[who] = list(range(len(pools[who])))
            r.shuffle(decks[who])
        txt = pools[who][decks[who].pop()].format(**fmt)
        b.msg(_human_time(r, who), who, txt, kind="noise" if len(txt) < 12 else None)
    for _ in range(r.randint(4, 7)):
        who = r.choice(["nikos", "yannis", "sophie", "dimitris"])
        b.msg(_human_time(r, who), who, r.choice(ACKS), kind="noise")
    # a typo fixed by editing (not a hard event)
    k = b.msg(b.u(560, 620), "yannis", "anyone has the Halcyon recap from this morning? cant find it in the inbx")
    b.edit(k, b.after(k, 0.5, 2), "anyone has the Halcyon recap from this morning? can't find it in the inbox", [])


# ----------------------------------------------------------------------------- one channel-day

CORE = ["limit", "cape", "spread", "vlsfo", "td3c", "forgot", "td20", "zimroute", "noroute", "panamax", "iron", "tc2"]
HELD = ["frontline", "zim", "gogl", "sing", "tubarao"]
WATCH = ["sblk", "eurn"]
THESIS = ["thesis_cape", "thesis_tsi"]
OPTIONAL = ["route_argo", "noroute_reply", "td3c_target", "blocked", "s10"]
COUNTS = {"limit": 1, "cape": 5, "spread": 1, "vlsfo": 6, "td3c": 5, "forgot": 1, "td20": 4, "zimroute": 1, "noroute": 1,
          "panamax": 4, "iron": 3, "tc2": 4, "frontline": 2, "zim": 4, "gogl": 1, "sing": 1, "tubarao": 1, "sblk": 1,
          "eurn": 1, "thesis_cape": 1, "thesis_tsi": 1, "route_argo": 1, "noroute_reply": 1, "td3c_target": 1,
          "blocked": 3, "s10": 2}


def _pick_blocks(r: random.Random, first: bool) -> list[str]:
    chosen = list(CORE)
    if first:  # the reference channel-day carries every idiom row
        chosen += ["gogl", "sing", "eurn", "s10", "noroute_reply"]
    else:
        chosen.append(r.choice(HELD))
        chosen.append(r.choice(WATCH))
    chosen.append(r.choice(THESIS))
    target = r.randint(37, 43)
    rest = [x for x in HELD + WATCH + THESIS + OPTIONAL if x not in chosen]
    r.shuffle(rest)
    total = sum(COUNTS[x] for x in chosen)
    for x in rest:
        if total + COUNTS[x] <= target:
            chosen.append(x)
            total += COUNTS[x]
    return chosen


def _build_day(seed: int, ch_index: int, channel_id: str, day_start: datetime, first: bool) -> _Day:
    r = random.Random(f"{DESK}|{seed}|{ch_index}|{day_start.date().isoformat()}")
    b = _Day(r, day_start, ch_index, channel_id)
    L = _levels(r, day_start)
    blocks = _pick_blocks(r, first)
    # Baltic publications first (other blocks reply to them)
    k_bdry = b.msg(b.u(781, 783), "baltic", _baltic_dry(r, L), kind="noise",
                   attachments=[b.att(f"baltic_dry_{L['yymmdd']}.csv", r.randint(3000, 6000))])
    b.msg(b.u(783.5, 785), "baltic", _baltic_pmx(r, L), kind="noise")
    b.msg(b.u(961, 963), "baltic", _baltic_wet(r, L), kind="noise")
    b.msg(b.u(789, 792), "baltic", _baltic_comment(r, L, "dry"), kind="noise")
    b.msg(b.u(964, 967), "baltic", _baltic_comment(r, L, "wet"), kind="noise")
    b.msg(b.u(1120, 1135), "risk", _risk_eod(r, L))
    b.msg(b.u(420, 431), "argo", _ballasters(r, L))
    b.msg(b.u(786, 788), "baltic", f"BDI {r.randint(1500, 2600)} ({_sgn(r.uniform(-60, 80))}) · BCI {r.randint(2600, 4200)} · "
          f"BPI {r.randint(1100, 1900)} · BSI {r.randint(900, 1500)} · BHSI {r.randint(550, 900)}", kind="noise")
    fn = {
        "limit": lambda: blk_limit_change(b, L), "cape": lambda: blk_cape(b, L), "spread": lambda: blk_spread_stop(b, L),
        "vlsfo": lambda: blk_vlsfo(b, L), "td3c": lambda: blk_td3c(b, L), "forgot": lambda: blk_forgotten(b, L),
        "td20": lambda: blk_td20_thread(b, L), "zimroute": lambda: blk_zim_thread_route(b, L),
        "noroute": lambda: blk_no_route_triage(b, L), "panamax": lambda: blk_panamax(b, L),
        "iron": lambda: blk_iron_ore(b, L), "tc2": lambda: blk_tc2(b, L), "frontline": lambda: blk_frontline(b, L),
        "zim": lambda: blk_zim(b, L), "gogl": lambda: blk_gogl(b, L), "sing": lambda: blk_sing_news(b, L),
        "tubarao": lambda: blk_tubarao_news(b, L), "sblk": lambda: blk_sblk(b, L), "eurn": lambda: blk_eurn(b, L),
        "thesis_cape": lambda: blk_thesis_cape(b, L, k_bdry), "thesis_tsi": lambda: blk_thesis_tsi(b, L),
        "route_argo": lambda: blk_route_argo(b, L), "noroute_reply": lambda: blk_no_route_reply(b, L, k_bdry),
        "td3c_target": lambda: blk_td3c_target(b, L), "blocked": lambda: blk_blocked(b, L),
        "s10": lambda: blk_s10_reject(b, L),
    }
    for name in blocks:
        fn[name]()
    near_misses(b, L)
    noise(b, L)
    chatter(b, L, r.randint(58, 70))
    b.msg(b.u(322, 334), "argo", "**Overnight fixtures (Asia)**\n" + _fixtures_section(r, L).split("\n", 1)[1])
    b.msg(b.u(545, 556), "argo", "**Port congestion snapshot**\n" + _congestion_section(r, L).split("\n", 1)[1])
    b.msg(b.u(1025, 1035), "argo", "**Afternoon fixtures**\n" + _wet_fixtures_section(r, L).split("\n", 1)[1] + "\n\n"
          + _fixtures_section(r, L).split("\n", 1)[1])
    if L["weekend"]:
        b.msg(b.u(775, 779), "baltic", "note: weekend — the assessments below repeat Friday's publication", kind="noise")
    return b


# ----------------------------------------------------------------------------- public API

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    rows: list[tuple[int, int, dict]] = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    used_ids: set[int] = set()
    for ci in range(channels):
        cid = channel_id_for(ci)
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            first = ci == 0 and di == 0
            b = _build_day(seed, ci, cid, day_start, first)
            b.finalize(worker=(ci * 7 + 3) % 32, seq_start=(ci * 131 + di * 17) % 4096, used_ids=used_ids)
            rows.extend(b.events())
            lab = b.labels()
            for key in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[key].extend(lab[key])
            if first:
                labels["idioms"] = lab["idioms"][:20]
    rows.sort(key=lambda x: (x[0], x[1], x[2].get("message", {}).get("id", "") if x[1] == 0 else ""))
    return {"events": [e for _, _, e in rows], "labels": labels}


# ----------------------------------------------------------------------------- self-check

def _check(cap_path: str, labels_path: str) -> int:
    events = []
    with open(cap_path, encoding="utf-8") as fh:
        for ln in fh:
            events.append(json.loads(ln))
    with open(labels_path, encoding="utf-8") as fh:
        labels = json.load(fh)
    problems = []
    msgs: dict[tuple[str, str], dict] = {}
    final: dict[tuple[str, str], str] = {}
    parent: dict[str, str] = {}
    last_ms = -1
    per_chan_last: dict[str, int] = {}
    times = []
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            key = (ev["channel_id"], m["id"])
            msgs[key] = m
            final[key] = m["content"]
            if "parent_channel_id" in ev:
                parent[ev["channel_id"]] = ev["parent_channel_id"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000)
            if ms != ca:
                problems.append(f"id/created_at mismatch {m['id']}")
            pc = per_chan_last.get(ev["channel_id"], -1)
            if int(m["id"]) <= pc:
                problems.append(f"id not increasing in channel {ev['channel_id']}: {m['id']}")
            per_chan_last[ev["channel_id"]] = int(m["id"])
            if m.get("reference_id") and (ev["channel_id"], m["reference_id"]) not in msgs:
                # a reply to the thread starter lives in the parent
                if (parent.get(ev["channel_id"], ""), m["reference_id"]) not in msgs:
                    problems.append(f"reply to unknown {m['reference_id']}")
            t = ca
        elif op == "edit":
            final[(ev["channel_id"], ev["message_id"])] = ev["content"]
            t = int(datetime.fromisoformat(ev["edited_at"].replace("Z", "+00:00")).timestamp() * 1000)
        else:
            stamp = ev.get("deleted_at") or ev.get("at")
            t = int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000)
        if t < last_ms:
            problems.append(f"events out of time order at {op}")
        last_ms = t
        times.append(t)

    def full_text(key):
        m = msgs[key]
        return final[key] + "\n" + "\n".join(_embed_text(e) for e in m.get("embeds") or [])

    for h in labels["hard_events"]:
        key = (h["channel_id"], h["message_id"])
        if key not in msgs:
            problems.append(f"hard label for missing message {key}")
            continue
        txt = full_text(key)
        if not (2 <= len(h["facts"]) <= 5):
            problems.append(f"fact count {len(h['facts'])} for {key}")
        for f in h["facts"]:
            if f not in txt:
                problems.append(f"fact {f!r} not in {key}: {txt[:80]!r}")
    for ch, mid, s in labels["superseded_facts"]:
        if (ch, mid) not in msgs:
            problems.append(f"superseded for missing {mid}")
        elif s in final[(ch, mid)]:
            problems.append(f"superseded {s!r} still in final text of {mid}")
    all_ids = {mid for _, mid in msgs}
    for k in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[k]:
            if mid not in all_ids:
                problems.append(f"{k} id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard ids overlap noise/near-miss")
    for it in labels["idioms"]:
        if it["message_id"] not in all_ids:
            problems.append(f"idiom id missing {it['message_id']}")
    if not (10 <= len(labels["idioms"]) <= 20):
        problems.append(f"idioms count {len(labels['idioms'])}")
    for s in labels["removed_texts"]:
        if not any(s in v for v in final.values()) and not any(s in m["content"] for m in msgs.values()):
            problems.append(f"removed text not found anywhere: {s!r}")

    # per channel-day stats
    def root(ch):
        return parent.get(ch, ch)
    stats: dict[tuple[str, str], dict] = {}
    hard_by_msg = {}
    for h in labels["hard_events"]:
        hard_by_msg.setdefault(h["message_id"], []).append(h["event_type"])
    noise_ids, near_ids = set(labels["noise_message_ids"]), set(labels["near_miss_ids"])
    for (ch, mid), m in msgs.items():
        day = m["created_at"][:10]
        s = stats.setdefault((root(ch), day), {"msgs": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0, "types": {}})
        s["msgs"] += 1
        s["bytes"] += len(m["content"].encode()) + sum(len(_embed_text(e).encode()) for e in m.get("embeds") or [])
        s["noise"] += mid in noise_ids
        s["near"] += mid in near_ids
        for et in hard_by_msg.get(mid, []):
            s["hard"] += 1
            s["types"][et] = s["types"].get(et, 0) + 1
    print(f"events: {len(events)} lines, ops: " + ", ".join(
        f"{op}={sum(1 for e in events if e['op'] == op)}" for op in
        ("create", "edit", "delete", "bulk_delete", "forget", "pin", "reaction_add")))
    for (ch, day), s in sorted(stats.items()):
        print(f"channel {ch} day {day}: messages={s['msgs']} bytes={s['bytes']} ({s['bytes'] / 1024:.1f} KB) "
              f"hard={s['hard']} noise={s['noise']} ({100 * s['noise'] / s['msgs']:.0f}%) near_misses={s['near']}")
        print("   hard by type: " + ", ".join(f"{k}={v}" for k, v in sorted(s["types"].items())))
        if not (180 <= s["msgs"] <= 320):
            problems.append(f"{ch} {day}: message count {s['msgs']} out of range")
        if not (70 * 1024 <= s["bytes"] <= 120 * 1024):
            problems.append(f"{ch} {day}: bytes {s['bytes']} out of range")
        if not (0.25 <= s["noise"] / s["msgs"] <= 0.40):
            problems.append(f"{ch} {day}: noise share {s['noise'] / s['msgs']:.2f} out of range")
        if not (25 <= s["hard"] <= 45):
            problems.append(f"{ch} {day}: hard events {s['hard']} out of range")
    print(f"labels: hard={len(labels['hard_events'])} superseded={len(labels['superseded_facts'])} "
          f"removed={len(labels['removed_texts'])} noise={len(labels['noise_message_ids'])} "
          f"near_miss={len(labels['near_miss_ids'])} idioms={len(labels['idioms'])}")
    if problems:
        print("PROBLEMS:")
        for p in problems[:60]:
            print("  -", p)
        return 1
    print("check: OK")
    return 0


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if len(s) == 10:
        return datetime.fromisoformat(s).replace(tzinfo=timezone.utc)
    dt = datetime.fromisoformat(s.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time/date when the last day ends (default 2026-12-04T00:00Z)")
    ap.add_argument("--check", action="store_true", help="reload the files and print stats")
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        return _check(a.out, a.labels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
