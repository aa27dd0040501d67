#!/usr/bin/env python3
"""Desk generator: lagos_nairobi_frontier.

An African frontier-equities desk (NGX Lagos, NSE Nairobi, a few JSE dual listings and
EGX names), long-only plus USD/NGN and USD/KES NDF hedges.  Produces a seeded, busy
Discord channel capture (JSON Lines events) plus ground-truth labels.

Standard library only.  Everything is a pure function of the arguments.

    python -m tests.desks.lagos_nairobi_frontier --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "lagos_nairobi_frontier"
DISCORD_EPOCH_MS = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2026, 6, 11, 0, 0, 0, tzinfo=UTC)  # the day generated is Wed 10 Jun 2026

# size targets per channel-day (the generator retries deterministically until met)
MSG_RANGE = (190, 310)
KB_RANGE = (74.0, 116.0)
NOISE_RANGE = (0.26, 0.39)
HARD_RANGE = (27, 44)


def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def _sf(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _sf_at(y, mo, d, h, mi, s, milli, worker, seq) -> str:
    return str(_sf(_ms(datetime(y, mo, d, h, mi, s, milli * 1000, tzinfo=UTC)), worker, seq))


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


GUILD_ID = _sf_at(2023, 2, 17, 9, 14, 52, 618, 2, 3411)

AUTHORS = {
    # key: (id, display name, bot)
    "tunde": (_sf_at(2021, 8, 3, 18, 2, 11, 907, 1, 77), "Tunde A.", False),
    "wanjiru": (_sf_at(2022, 1, 19, 6, 45, 3, 120, 1, 1203), "wanjiru_k", False),
    "chidi": (_sf_at(2022, 6, 28, 21, 13, 40, 551, 0, 88), "chidi.o", False),
    "otieno": (_sf_at(2022, 11, 2, 7, 30, 12, 6, 2, 4002), "otieno.ops", False),
    "karim": (_sf_at(2023, 4, 11, 11, 9, 58, 431, 0, 619), "Karim F (Cairo)", False),
    "amara": (_sf_at(2024, 9, 9, 8, 1, 27, 300, 1, 12), "amara.n", False),
    "folake": (_sf_at(2020, 12, 14, 19, 55, 9, 774, 0, 5), "Folake (CIO)", False),
    "sipho": (_sf_at(2022, 3, 7, 13, 41, 36, 212, 2, 630), "Sipho M | SA desk", False),
    "relay": (_sf_at(2023, 2, 20, 10, 0, 4, 16, 3, 21), "KSL Relay", True),
    "xchg": (_sf_at(2023, 2, 20, 10, 2, 44, 903, 3, 22), "xchg-disclosures", True),
    "fx": (_sf_at(2023, 5, 2, 15, 17, 21, 480, 3, 9), "fx-repat", True),
    "risk": (_sf_at(2023, 3, 1, 8, 8, 8, 808, 3, 808), "riskbot", True),
    "research": (_sf_at(2025, 1, 14, 12, 30, 0, 245, 4, 1), "research-agent", True),
    "pnl": (_sf_at(2023, 3, 1, 8, 9, 19, 64, 3, 809), "pnl-bot", True),
    "alerts": (_sf_at(2023, 7, 25, 16, 40, 2, 599, 3, 44), "px-alerts", True),
    "ci": (_sf_at(2023, 2, 21, 22, 5, 31, 170, 3, 2), "deploy-bot", True),
    "cron": (_sf_at(2025, 1, 14, 12, 33, 5, 990, 4, 7), "triage-cron", True),
}

# ---------------------------------------------------------------- instruments -------
NG_HELD = {
    "DANGCEM": ("Dangote Cement Plc", 498.50, 1_850_000, 471.20),
    "MTNN": ("MTN Nigeria Communications Plc", 415.00, 620_000, 388.00),
    "ZENITHBANK": ("Zenith Bank Plc", 68.40, 6_400_000, 61.15),
    "GTCO": ("Guaranty Trust Holding Company Plc", 92.40, 4_100_000, 84.70),
    "SEPLAT": ("Seplat Energy Plc", 5742.50, 42_000, 5310.00),
}
KE_HELD = {
    "SCOM": ("Safaricom PLC", 27.85, 9_500_000, 24.90),
    "EQTY": ("Equity Group Holdings Plc", 55.25, 2_200_000, 49.80),
    "KCB": ("KCB Group Plc", 48.10, 3_100_000, 44.35),
    "EABL": ("East African Breweries PLC", 221.50, 410_000, 205.00),
}
WATCH = {
    "AIRTELAFRI": "Airtel Africa Plc",
    "BUACEMENT": "BUA Cement Plc",
    "STANBIC": "Stanbic IBTC Holdings Plc",
    "NESTLE": "Nestle Nigeria Plc",
    "COOP": "The Co-operative Bank of Kenya Limited",
    "ABSA": "Absa Bank Kenya PLC",
    "SWDY": "Elsewedy Electric S.A.E.",
    "TMGH": "Talaat Moustafa Group Holding",
}
UNRELATED = {
    "NB": ("Nigerian Breweries Plc", "NGX"),
    "TRANSCORP": ("Transnational Corporation Plc", "NGX"),
    "KPLC": ("Kenya Power and Lighting Company PLC", "NSE"),
    "BAT": ("BAT Kenya PLC", "NSE"),
    "FWRY": ("Fawry for Banking Technology and Electronic Payments S.A.E.", "EGX"),
    "PRESCO": ("Presco Plc", "NGX"),
    "OKOMUOIL": ("The Okomu Oil Palm Company Plc", "NGX"),
}


def _r2(x: float, step: float = 0.05) -> float:
    return round(round(x / step) * step, 2)


def _p(x: float) -> str:
    return f"{x:,.2f}"


def _short(n: int) -> str:
    if n >= 1_000_000:
        s = f"{n / 1e6:.2f}".rstrip("0").rstrip(".")
        return s + "m"
    return f"{n // 1000}k"


def _full(n: int) -> str:
    return f"{n:,}"


# ---------------------------------------------------------------- message model -----
class M:
    __slots__ = ("t", "who", "content", "embeds", "attachments", "reply", "thread", "kind",
                 "hard", "idiom", "edits", "delete_t", "forget", "reactions", "pin", "removed",
                 "reply_random", "ms", "id", "channel_id", "is_starter", "thread_ref")

    def __init__(self, t, who, content, kind="other", embeds=None, reply=None, thread=None):
        self.t = float(t)
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.attachments = []
        self.reply = reply
        self.thread = thread          # starter M of the thread this message lives in
        self.kind = kind              # hard | near | noise | other
        self.hard = None              # (etype, facts, phrasing)
        self.idiom = None             # (name, expected)
        self.edits = []               # [(t, new_content, [superseded])]
        self.delete_t = None
        self.forget = None            # (t, requested_by key)
        self.reactions = []           # [(t, emoji, who)]
        self.pin = None               # (t, who)
        self.removed = None           # distinctive snippet if deleted/forgotten
        self.reply_random = False
        self.ms = None
        self.id = None
        self.channel_id = None
        self.is_starter = False
        self.thread_ref = None

    def final_text(self) -> str:
        c = self.edits[-1][1] if self.edits else self.content
        return c + "\n" + _embed_text(self.embeds)


def _embed_text(embeds) -> str:
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return "\n".join(parts)


# ---------------------------------------------------------------- the day ----------
class _Day:
    def __init__(self, rng: random.Random, day_start: datetime, ch_idx: int, day_idx: int):
        self.rng = rng
        self.day_start = day_start
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.msgs: list[M] = []
        self.bulk: list[tuple[float, list[M], str]] = []
        r = rng
        self.date_s = day_start.strftime("%a %d %b").replace(" 0", " ")
        self.date_long = day_start.strftime("%d %B %Y").lstrip("0")
        self.mmdd = day_start.strftime("%m%d")
        self.ord_seq = r.randint(300, 620)
        # prices of the day
        self.px = {}
        for sym, v in NG_HELD.items():
            self.px[sym] = _r2(v[1] * (1 + r.uniform(-0.04, 0.04)))
        for sym, v in KE_HELD.items():
            self.px[sym] = _r2(v[1] * (1 + r.uniform(-0.04, 0.04)))
        self.px["COMI"] = _r2(104.20 * (1 + r.uniform(-0.04, 0.04)))
        self.px["MTN"] = _r2(143.20 * (1 + r.uniform(-0.04, 0.04)))
        self.ngn = round(1592.0 + r.uniform(-14, 14), 2)
        self.kes = round(129.30 + r.uniform(-0.5, 0.5), 2)
        self.egp = round(48.90 + r.uniform(-0.6, 0.6), 2)
        self.zar = round(17.85 + r.uniform(-0.3, 0.3), 2)
        self.brent = round(66.0 + r.uniform(-4, 4), 2)
        # risk state
        self.ng_gross = round(r.uniform(36.2, 38.9), 1)
        self.ng_limit_old, self.ng_limit_new = 45.0, r.choice([40.0, 42.0, 42.5])
        self.ke_pre = round(r.uniform(27.2, 27.9), 1)
        self.ke_mid = round(self.ke_pre + r.uniform(1.0, 1.5), 1)
        self.ke_breach = round(r.uniform(30.3, 30.9), 1)
        self.ke_clear = round(r.uniform(29.2, 29.8), 1)
        self.eg_gross = round(r.uniform(8.1, 10.4), 1)
        self.za_gross = round(r.uniform(4.2, 6.0), 1)
        self.ndf_util = round(r.uniform(12.0, 15.5), 1)
        self.var = r.randint(380, 470)
        self.pos_w = {"MTNN": round(r.uniform(2.2, 3.4), 1), "ZENITHBANK": round(r.uniform(4.8, 6.6), 1),
                      "GTCO": round(r.uniform(3.8, 5.6), 1), "SEPLAT": round(r.uniform(2.0, 3.1), 1),
                      "SCOM": round(r.uniform(3.6, 4.6), 1), "EQTY": round(r.uniform(2.6, 3.8), 1),
                      "KCB": round(r.uniform(1.8, 2.9), 1), "EABL": round(r.uniform(1.1, 2.0), 1),
                      "COMI": round(r.uniform(3.0, 4.4), 1), "MTN SJ": round(r.uniform(1.6, 2.6), 1)}
        adv = {"DANGCEM": (2, 4), "MTNN": (1, 3), "ZENITHBANK": (1, 2), "GTCO": (1, 2), "SEPLAT": (6, 12),
               "SCOM": (1, 2), "EQTY": (1, 3), "KCB": (2, 4), "EABL": (4, 8), "COMI": (1, 2), "MTN SJ": (1, 1)}
        self.pos_adv = {k: r.randint(*v) for k, v in adv.items()}
        self.limit_change_t = None
        self.breach = None  # (t_breach, t_clear)
        self.used_levels: set[str] = set()

    # -- helpers
    def h(self, hh: float) -> float:
        return hh * 3600.0

    def rt(self, h0: float, h1: float) -> float:
        return self.rng.uniform(h0 * 3600.0, h1 * 3600.0)

    def add(self, t, who, content, kind="other", **kw) -> M:
        m = M(t, who, content, kind, kw.get("embeds"), kw.get("reply"), kw.get("thread"))
        if kw.get("hard"):
            m.hard = kw["hard"]
            m.kind = "hard"
        if kw.get("idiom"):
            m.idiom = kw["idiom"]
        self.msgs.append(m)
        return m

    def boiler(self, co: str, ex: str) -> str:
        r = self.rng
        sec = r.choice(["Adebola Ogunleye", "Nkechi Umeh", "Ibrahim Musa", "Wairimu Gathogo", "Samuel Kiprono",
                        "Mona El-Sayed", "Ahmed Fathy"])
        rule = {"NGX": "Rule 17.10 of the Rulebook of The Exchange, 2015 (Issuers' Rules)",
                "NSE": "the Capital Markets (Securities) (Public Offers, Listing and Disclosures) Regulations, 2023",
                "EGX": "Article 30 of the EGX Listing Rules",
                "JSE": "paragraph 3.4(b) of the JSE Listings Requirements"}.get(ex, "the applicable listing rules")
        return (f"\n\nThis notice is issued pursuant to {rule}. Shareholders and the investing public are advised to "
                f"exercise caution when dealing in the securities of {co} until a further announcement is made, where "
                f"applicable. The full text is available on the issuer's website and the {ex} portal. The Board "
                f"confirms that the information contained in this announcement is true and that there are no other "
                f"material facts the omission of which would make any statement herein misleading.\n"
                f"By order of the Board — {sec}, Company Secretary · filed {self.date_long} · "
                f"disclosure no. {ex}-{self.mmdd}-{r.randint(1000, 9999)}")

    def oid(self) -> str:
        self.ord_seq += self.rng.randint(1, 9)
        return f"KSL-{self.mmdd}-{self.ord_seq:05d}"

    def clock(self, t: float, tz: int = 1) -> str:
        dt = self.day_start + timedelta(seconds=t + tz * 3600)
        return dt.strftime("%H:%M")

    def ke_gross_at(self, t: float) -> float:
        if self.breach:
            tb, tc = self.breach
            if t >= tc:
                return self.ke_clear
            if t >= tb:
                return self.ke_breach
        if t >= self.h(7.3):
            return self.ke_mid
        return self.ke_pre

    # ------------------------------------------------------------ build --------------
    def build(self):
        r = self.rng
        self.scene_bots_overnight()
        self.scene_morning_note()
        self.scene_book()
        if r.random() < 0.5:
            self.scene_sens_mtn()
        self.scene_ke_news()
        self.scene_seplat_thread()
        self.scene_scom()
        if r.random() < 0.6:
            self.scene_eqty()
        if r.random() < 0.5:
            self.scene_comi()
        if r.random() < 0.4:
            self.scene_mtn_jse()
        self.scene_dangcem()
        self.scene_uba_deleted()
        self.scene_ndf()
        self.scene_cbn_news()
        self.scene_repat_thread()
        self.scene_stops()
        if r.random() < 0.5:
            self.scene_gtco()
        self.scene_thesis()
        if r.random() < 0.8:
            self.scene_limit_change()
        if r.random() < 0.7:
            self.scene_route_tunde()
        self.scene_unrelated_news()
        self.scene_watch_news()
        if r.random() < 0.6:
            self.scene_ng_held_news()
        if r.random() < 0.4:
            self.scene_comi_news()
        self.scene_market_colour()
        self.scene_primer()
        self.scene_backtest()
        self.scene_evening_note()
        self.scene_fx_monitor()
        self.scene_watch_screen()
        self.scene_recap_tracker()
        self.scene_call_notes()
        self.scene_flashes()
        self.scene_finance_bill_thread()
        self.scene_eod_reports()
        self.scene_egypt_weekly()
        self.scene_long_chatter()
        self.scene_more_research()
        self.scene_kenya_weekly()
        self.scene_routine_disclosures()
        self.scene_near_misses()
        self.scene_other_clients()
        self.scene_fx_forgotten()
        self.scene_noise_bots()
        self.scene_chatter()
        self.scene_acks()
        return self

    # ------------------------------------------------------------ scenes -------------
    def scene_bots_overnight(self):
        r = self.rng
        # CI deploy overnight
        b = r.randint(4100, 4990)
        self.add(self.rt(1.2, 1.9), "ci",
                 f"deploy ksl-relay-bridge v3.8.{r.randint(1, 9)} → prod ✅ (build {b}, {r.randint(1, 3)}m{r.randint(10, 59)}s, 0 migrations)",
                 "noise")
        self.add(self.rt(2.0, 2.4), "ci",
                 f"CI: risk-engine#{r.randint(900, 1300)} passed · {r.randint(280, 340)} tests · coverage {r.uniform(81, 88):.1f}%",
                 "noise")
        # reconnect spam (bulk deleted later) + a trace
        t0 = self.rt(3.0, 3.3)
        spam = []
        for i in range(3):
            sess = f"KSL-LNF-02#{r.randint(1000, 9999)}{i}"
            m = self.add(t0 + i * r.uniform(20, 70), "relay",
                         f"[ksl-relay] FIX session dropped sess={sess} reason=heartbeat_timeout, reconnecting (attempt {i + 1})…",
                         "noise")
            m.removed = f"sess={sess}"
            spam.append(m)
        tb = t0 + r.uniform(260, 320)
        tseq = r.randint(40000, 49999)
        tr = self.add(tb, "relay",
                      "relay-bridge ERROR unhandled in on_message\n```\nTraceback (most recent call last):\n"
                      "  File \"/srv/relay/fix_session.py\", line 214, in on_message\n    self._route(msg)\n"
                      "  File \"/srv/relay/fix_session.py\", line 377, in _route\n    handler = self._handlers[msg.msg_type]\n"
                      f"KeyError: 'h'  # TradingSessionStatus, seq {tseq}\n```",
                      "noise")
        tr.removed = f"TradingSessionStatus, seq {tseq}"
        spam.append(tr)
        self.bulk.append((tb + r.uniform(600, 1200), spam, "otieno"))
        self.add(tb + r.uniform(1300, 1500), "relay",
                 f"[ksl-relay] FIX session KSL-LNF-02 logon ok, seq reset {r.randint(1, 9)}→1, gap-fill none",
                 "noise")

    def scene_morning_note(self):
        r = self.rng
        t = self.rt(4.55, 4.8)
        item, who = r.choice([
            ("Safaricom M-PESA tariff consultation paper", "@wanjiru_k"),
            ("CBK Finance Bill excise schedule", "@wanjiru_k"),
            ("NGX recapitalisation tracker update", "@chidi.o"),
            ("EGX foreign-ownership filing for COMI", "@Karim F (Cairo)"),
            ("KSL settlement-fee schedule change", "@otieno.ops"),
        ])
        route = (f"Routing the {item} to {who} for a view before the NSE open; "
                 f"pages {r.randint(3, 12)}-{r.randint(14, 30)} are the ones that matter.")
        d = self.px["DANGCEM"]
        z = self.px["ZENITHBANK"]
        s = self.px["SCOM"]
        nfem = r.randint(140, 260)
        cal = r.sample([
            "NGX: Zenith Bank AGM (virtual), 11:00 WAT", "NSE: KCB Group book closure",
            "CBN 364-day NTB auction", "Kenya May CPI, 13:00 EAT", "Egypt PMI, 07:15 Cairo",
            "SARB MPC minutes", "Safaricom investor call, 14:00 EAT", "NGX banks recap deadline check-in",
            "EABL Q3 trading update window opens"], 3)
        content = f"""**Frontier morning wrap — {self.date_s}** (research-agent · auto 05:4{r.randint(0, 9)} WAT · src NGX/NSE/EGX/SENS, CBN/CBK/CBE, wires)

**Overnight.** Brent settled ${_p(self.brent)} ({r.uniform(-1.8, 1.8):+.1f}%) after the OPEC+ monitoring committee left the August schedule untouched; UST 10y {r.uniform(4.0, 4.6):.2f}%, DXY {r.uniform(97, 103):.1f}. EM FX was mixed: ZAR {self.zar:.2f}, EGP {self.egp:.2f}, KES {self.kes:.2f} (flat), NGN closed {_p(self.ngn)} on NFEM with ${nfem}m turnover, about {r.randint(80, 125)}% of the 20-day average. The parallel-market premium is {r.uniform(0.8, 3.5):.1f}%, the tightest in three weeks.

**Nigeria.** The CBN OMO auction cleared N{r.randint(300, 900)}bn against N{r.randint(500, 1000)}bn offered, stop rate {r.uniform(19, 23):.2f}% on the 364-day. NTB secondary yields eased {r.randint(3, 25)}bp. Equity breadth yesterday was {r.randint(18, 40)} advancers / {r.randint(15, 35)} decliners; tier-1 banks were {r.randint(28, 55)}% of value traded. Foreign participation in last week's NGX report rose to {r.uniform(14, 24):.1f}%, the third weekly rise in a row, consistent with the repatriation queue shortening (our own tickets cleared in {r.uniform(2, 5):.1f} business days on average last week vs {r.uniform(5, 9):.1f} the week before). The refinery gantry price for PMS was cut again to N{r.randint(780, 930)}/litre; read-across to MTNN and DANGCEM is indirect, through consumer wallets and diesel costs respectively.

**Kenya.** 91-day T-bill {r.uniform(7.5, 9.5):.3f}%, 364-day {r.uniform(9.5, 11.5):.3f}%. Supplementary estimates go to the National Assembly this week; the Finance Bill debate is the real risk for EABL (excise) and for the banks (digital-lending levies). Foreign investors were net {r.choice(['buyers', 'sellers'])} of KES {r.randint(90, 480)}m on NSE yesterday, {r.randint(40, 80)}% of it in SCOM.

**Egypt.** CBE on hold; EGP {self.egp:.2f} in the official market with no visible parallel premium. The IMF staff-level statement for the next review is expected within two weeks. EGX30 {r.uniform(-1.2, 1.4):+.2f}% yesterday; COMI remains the liquid proxy for foreign money.

**South Africa / duals.** MTN Group is in its SENS window; Vodacom commentary on the Safaricom stake unchanged. Rand {self.zar:.2f}.

**Fixed income.** Nigeria's 2031 Eurobond at {r.uniform(91, 99):.2f} ({r.uniform(8.8, 10.4):.2f}%), Kenya 2032 at {r.uniform(88, 98):.2f} ({r.uniform(9.0, 10.8):.2f}%), Egypt 2030 at {r.uniform(90, 99):.2f}. FGN bond curve bull-flattened {r.randint(2, 15)}bp at the long end after the DMO cut the offer size at the monthly auction; local pension funds remain the marginal buyers. In Nairobi the 15-year infrastructure bond reopening is the main event this week; the CBK has been rejecting expensive bids, which keeps the curve anchored.

**Commodities.** Brent as above; cocoa {r.choice(['softer', 'firmer'])} on West African arrivals; gold ${r.randint(2900, 3400):,}; tea auction prices in Mombasa {r.choice(['up', 'down'])} {r.uniform(1, 6):.1f}% w/w. Fertiliser and wheat prices matter for the Nigerian consumer names through input costs; nothing new overnight.

**Regional headlines (not desk names).** Ghana: cedi weaker as cocoa syndication delayed. Zambia: Eurobond restructuring consent solicitation closes Friday. Côte d'Ivoire: BRVM composite at a record. Morocco: Bank Al-Maghrib holds. Uganda: shilling steady after the BoU statement.

**Desk items.**
- Calendar: {cal[0]}; {cal[1]}; {cal[2]}.
- {route}
- Levels the tape is respecting (colour, not recommendations): DANGCEM {_p(d * 0.965)}/{_p(d * 1.025)}, ZENITHBANK {_p(z * 0.96)}/{_p(z * 1.03)}, SCOM {_p(s * 0.955)}/{_p(s * 1.02)}. Local brokers are quoting retail stops in the low {int(d * 0.94)}s on DANGCEM; positioning colour only.
- Repatriation: NGN queue {r.randint(1, 4)} tickets / ${r.uniform(1.2, 5.5):.1f}m, KES queue {r.randint(0, 3)} tickets; nothing older than {r.randint(3, 8)} business days.

**Data quality.** Yesterday's NSE closing file arrived {r.randint(6, 40)} min late; two EGX names (FWRY, EAST) had stale closes and are excluded from screens. The NGX corporate-actions feed double-posted the Okomu Oil qualification date; de-duplicated.

_Internal use. Reply in thread for follow-ups._"""
        facts = ["Routing", item, who]
        self.add(t, "research", content, hard=("route_decision", facts, "buried"),
                 idiom=("route decision buried in a long morning wrap", "route_decision"))

    def scene_book(self):
        r = self.rng
        t = self.rt(5.1, 5.3)
        lines = []
        for sym, v in NG_HELD.items():
            lines.append(f"{sym} {_short(v[2])} @ {_p(v[3])}")
        ke = [f"{sym} {_short(v[2])} @ {_p(v[3])}" for sym, v in KE_HELD.items()]
        content = (f"📌 **BOOK + WATCHLIST** (as at yesterday's close) — only I edit this pls\n"
                   f"accts: LNF-01 (NGX/NSE via KSL) · LNF-EG (EGX via KSL Cairo) · LNF-ZA (JSE)\n"
                   f"**NG:** {' | '.join(lines)}\n"
                   f"**KE:** {' | '.join(ke)}\n"
                   f"**EG:** COMI 780k @ EGP 96.40\n"
                   f"**ZA:** MTN SJ 95k @ R128.60\n"
                   f"**Hedges:** long USD/NGN 3M NDF $6m @ 1,585.00 · long USD/KES 3M NDF $2.5m @ 129.40\n"
                   f"**Watch:** AIRTELAFRI, BUACEMENT, STANBIC, NESTLE, COOP, ABSA, SWDY, TMGH\n"
                   f"Country limits per riskbot. Anything not above = not ours.")
        m = self.add(t, "tunde", content, "other")
        m.pin = (t + r.uniform(15, 40), "tunde")
        m.reactions += [(t + r.uniform(41, 60), "📌", "tunde"), (t + r.uniform(200, 900), "👍🏾", "wanjiru"),
                        (t + r.uniform(300, 1500), "🙏🏾", "chidi")]
        # typo + edit (not hard)
        m2 = self.add(t - r.uniform(200, 400), "tunde", "Moring fam ☕️ pre-open looking thin again", "other")
        m2.edits.append((m2.t + r.uniform(20, 60), "Morning fam ☕️ pre-open looking thin again", []))

    def scene_sens_mtn(self):
        r = self.rng
        lo = r.randint(12, 22)
        hi = lo + r.randint(8, 12)
        t = self.rt(5.05, 5.2)
        content = (f"[SENS] **MTN Group Limited** — Trading statement for the six months ending 30 June 2026\n"
                   f"Shareholders are advised that MTN Group Limited reasonably expects headline earnings per share (HEPS) "
                   f"to increase by between {lo}% and {hi}% compared with the prior period, supported by a stabler naira "
                   f"and cedi translation and continued data growth in MTN Nigeria. Results are expected on or about "
                   f"{r.randint(4, 8)} August 2026. The information has not been reviewed or reported on by the auditors.\n"
                   f"Sponsor: J.P. Morgan Equities South Africa · JSE: MTN · ISIN ZAE000042164"
                   + self.boiler("MTN Group Limited", "JSE"))
        self.add(t, "xchg", content, hard=("held_position_news", ["MTN Group Limited", f"between {lo}% and {hi}%"], "tagged"))

    def scene_ke_news(self):
        r = self.rng
        t = self.rt(5.6, 6.1)
        kind = r.choice(["SCOM", "EQTY", "KCB", "EABL"])
        if kind == "SCOM":
            dps = r.choice(["1.20", "1.35", "0.85"])
            co, typ = "Safaricom PLC", "Dividend notice"
            desc = (f"**Safaricom PLC** — The Board has recommended a final dividend of KES {dps} per share for FY2026, "
                    f"subject to shareholder approval at the AGM. Register closes 31 July 2026.")
            key = f"KES {dps}"
        elif kind == "EQTY":
            rp = r.choice(["42.00", "44.50", "40.75"])
            co, typ = "Equity Group Holdings Plc", "Rights issue"
            desc = (f"**Equity Group Holdings Plc** — Notice of rights issue: 1 new share for every 8 held at KES {rp}; "
                    f"CMA approval received, information memorandum on iDiscover.")
            key = f"KES {rp}"
        elif kind == "KCB":
            co, typ = "KCB Group Plc", "Disposal"
            pct = r.choice(["100%", "60%"])
            desc = (f"**KCB Group Plc** — CBK has approved the sale of {pct} of National Bank of Kenya to Access Bank Plc; "
                    f"completion expected within 30 days.")
            key = "National Bank of Kenya"
        else:
            pct = r.choice(["25%", "30%", "35%"])
            co, typ = "East African Breweries PLC", "Profit warning"
            desc = (f"**East African Breweries PLC** — Profit warning: earnings for the year to 30 June 2026 are expected "
                    f"to be at least {pct} lower than the prior year, mainly on the excise increase and Uganda volumes.")
            key = pct
        emb = [{"title": "NSE Kenya · Corporate Announcement", "description": desc,
                "fields": [{"name": "Issuer", "value": co, "inline": True}, {"name": "Type", "value": typ, "inline": True},
                           {"name": "Date", "value": self.date_long, "inline": True},
                           {"name": "Notes", "value": "Issued pursuant to the Capital Markets (Securities) (Public Offers, "
                            "Listing and Disclosures) Regulations, 2023. Investors are advised to exercise caution when "
                            "dealing in the issuer's securities until a further announcement is made."}],
                "footer": f"NSE iDiscover · ref {kind}/ANN/2026/{r.randint(100, 199)}"}]
        m = self.add(t, "xchg", "", embeds=emb, hard=("held_position_news", [co, key], "embed"),
                     idiom=("embed-only exchange announcement naming a held company in full", "held_position_news"))
        m.reactions.append((t + r.uniform(60, 400), "👀", "wanjiru"))

    def scene_seplat_thread(self):
        r = self.rng
        t0 = self.rt(6.0, 6.08)
        prod = round(r.uniform(118, 138), 1)
        div = r.choice(["3.6", "4.5", "5.0"])
        content = (f"[RNS] **Seplat Energy Plc** — Half-year 2026 results\n"
                   f"Working-interest production {prod} kboepd; revenue ${r.randint(1150, 1450)}m; adj. EBITDA ${r.randint(520, 700)}m; "
                   f"interim dividend US {div} cents per share (core {div} c). Net debt ${r.randint(620, 900)}m. Full-year guidance "
                   f"unchanged. Conference call 10:00 BST.\nLSE: SEPL · NGX: SEPLAT" + self.boiler("Seplat Energy Plc", "NGX"))
        self.add(t0, "xchg", content, hard=("held_position_news", ["Seplat Energy Plc", f"{prod} kboepd"], "tagged"))
        starter = self.add(t0 + r.uniform(400, 700), "tunde", "SEPLAT print 🧵 — pls keep the chat here, not in main", "other")
        starter.is_starter = True
        th = starter
        tt = starter.t
        up = r.random() < 0.35
        decision = ("On balance we raise our conviction on SEPLAT from medium to high; no change to the N-line target until the "
                    "Q3 print." if up else
                    "On balance we cut our conviction on SEPLAT from high to medium; no change to the position until the Q3 print.")
        facts = ["SEPLAT", "medium to high" if up else "high to medium"]
        note = f"""**SEPLAT — 1H26 results: first read** (research-agent · {self.clock(tt + 1500)} WAT)

Headline numbers vs our model / consensus:
| item | 1H26 | our est | cons |
|---|---:|---:|---:|
| Production (kboepd, WI) | {prod} | {round(prod * r.uniform(0.96, 1.04), 1)} | {round(prod * r.uniform(0.96, 1.04), 1)} |
| Revenue ($m) | {r.randint(1150, 1450)} | {r.randint(1150, 1450)} | {r.randint(1150, 1450)} |
| Adj. EBITDA ($m) | {r.randint(520, 700)} | {r.randint(520, 700)} | {r.randint(520, 700)} |
| Interim DPS (US c) | {div} | 3.6 | 3.9 |

**Production.** The MPNU assets ran at {r.randint(84, 95)}% uptime in Q2 versus {r.randint(78, 90)}% in Q1; the Trans-Niger Pipeline was down for {r.randint(3, 19)} days and the Amukpe–Escravos line carried most onshore volumes. Reconciliation losses on the onshore fields came in at {r.uniform(3, 9):.1f}%, better than the {r.uniform(8, 12):.1f}% we assumed, and that is the single largest driver of the variance at EBITDA level. Gas volumes were {r.randint(300, 380)} MMscfd; ANOH first gas is now guided to Q{r.randint(3, 4)} 2026.

**Costs and cash.** Opex/boe ${r.uniform(10, 14):.1f} against ${r.uniform(10, 14):.1f} in our model. Cash capex of ${r.randint(140, 260)}m is back-end loaded; management kept the full-year range. Free cash flow after leases ${r.randint(60, 240)}m. The company repatriated ${r.randint(80, 300)}m from Nigeria during the half and says dollar liquidity on NFEM "improved materially", consistent with what we see in our own repatriation queue.

**Balance sheet.** Net debt/EBITDA {r.uniform(0.5, 1.1):.1f}x; the 2030 notes trade at {r.uniform(96, 102):.2f} ({r.uniform(8.5, 10.5):.2f}% YTW). No change to the RCF.

**Valuation and positioning.** On our NAV (Brent $70 long-term, 12% WACC onshore, 10% offshore) the shares are worth N{_p(self.px['SEPLAT'] * r.uniform(1.15, 1.4))} on NGX; NGX last N{_p(self.px['SEPLAT'])}. The NGX line stays illiquid (20-day ADV {r.randint(9, 40)}k shares) and London is where size trades; arbitrage between the two lines is limited by the repatriation cycle, so the discount can persist for quarters.

{decision}

**Call takeaways.**
- Management reiterated that the MPNU integration is "substantially complete" and that the remaining synergies come from shared logistics and gas processing; no number was given.
- The Forcados terminal ran without interruption through the half; the company keeps two export routes open as a matter of policy.
- Dividend policy: the core dividend is protected, special dividends depend on the oil price and on repatriation timing.
- Gas: domestic gas prices are still regulated below export parity; management expects a revision "within the year".
- Questions from the London line were about the free float and index inclusion; nothing new.

**What would change our mind.** (1) a credible timetable for TNP security arrangements; (2) reconciliation losses sustained below 5%; (3) a second interim dividend at or above US 5 c. Downside risks: a renewed Forcados outage, community disruption in the onshore block, or a cut to the dividend policy.

_Sources: company RNS, call transcript (partial), NGX/LSE trade data. Internal only._"""
        self.add(tt + r.uniform(1400, 1800), "research", note, thread=th,
                 hard=("thesis_update", facts, "buried"),
                 idiom=("conviction change buried in a long results note in a thread", "thesis_update"))
        tq = tt + r.uniform(1900, 2300)
        self.add(tq, "amara", "if Brent goes under $60 would we still hold the SEPLAT line? 🤔", "near", thread=th,
                 idiom=("hypothetical question about a held line", "not_hard"))
        self.add(tq + r.uniform(100, 300), "chidi",
                 f"offer for SEPLAT on NGX is just 3k at {_p(self.px['SEPLAT'] * 1.01)}, nobody dey sell", "other", thread=th)
        self.add(tq + r.uniform(350, 600), "tunde", "👍🏾", "noise", thread=th)
        self.add(tq + r.uniform(650, 900), "karim", "London line trading {0}p, arb still shut with the queue".format(r.randint(245, 290)),
                 "other", thread=th)
        self.add(tq + r.uniform(950, 1300), "amara", "thx", "noise", thread=th)

    def scene_scom(self):
        r = self.rng
        t = self.rt(6.55, 6.8)
        px = self.px["SCOM"]
        qty = r.choice([1_000_000, 1_200_000, 1_500_000])
        stop0 = _r2(px * 0.94)
        content = (f"Twende. I want to add {_short(qty)} SCOM, limit {_p(px)}, stop {_p(stop0)} — the M-PESA tariff risk is in "
                   f"the price and the foreign bid is real this week. Folake?")
        p = self.add(t, "wanjiru", content,
                     hard=("trade_proposal", ["add", f"{_short(qty)} SCOM", _p(px), _p(stop0)], "untagged"),
                     idiom=("Swahili-flavoured prose proposal with limit and stop", "trade_proposal"))
        a = self.add(t + r.uniform(180, 480), "folake", "approved ✅", reply=p,
                     hard=("trade_approval", ["approved", "✅"], "reply"),
                     idiom=("CIO one-word + emoji reply approving a proposal", "trade_approval"))
        oid = self.oid()
        self.add(a.t + r.uniform(60, 150), "relay",
                 f"ACK ord={oid} acct=LNF-01 mkt=NSE sym=SCOM side=BUY qty={_full(qty)} px={_p(px)} type=LMT tif=DAY status=NEW",
                 hard=("trade_confirmation", [oid, "SCOM", "BUY", _full(qty), _p(px)], "structured"))
        avg = _r2(px - r.choice([0.01, 0.02, 0.03]), 0.01)
        emb = [{"title": "Execution report", "description": "LNF-01 · NSE Kenya", "author": "KSL Nairobi",
                "fields": [{"name": "Symbol", "value": "SCOM", "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": _full(qty), "inline": True},
                           {"name": "Avg px", "value": f"KES {_p(avg)}", "inline": True},
                           {"name": "Status", "value": "FILLED", "inline": True}],
                "footer": f"order {oid} · venue XNAI"}]
        f = self.add(a.t + r.uniform(700, 1500), "relay", "", embeds=emb,
                     hard=("trade_fill", ["SCOM", "BUY", _full(qty), f"KES {_p(avg)}", oid], "embed"),
                     idiom=("embed-only execution report, content empty", "trade_fill"))
        f.reactions.append((f.t + r.uniform(30, 200), "🔥", "wanjiru"))
        self.add(f.t + r.uniform(40, 120), "wanjiru", "🙌🏾", "noise")
        # stop, moved twice by editing the same message
        s1 = _r2(px * 0.947 + 0.01, 0.01)
        s2 = _r2(px * 0.962 + 0.01, 0.01)
        s3 = _r2(px * 0.976 + 0.01, 0.01)
        line = _short(KE_HELD['SCOM'][2] + qty)
        st = self.add(f.t + r.uniform(200, 500), "wanjiru", f"SCOM stop for the whole line ({line}) now {_p(s1)} 🛑",
                      hard=("stop_or_target_change", ["SCOM", "stop", _p(s3)], "untagged"),
                      idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        st.edits.append((self.rt(9.4, 9.9), f"SCOM stop for the whole line ({line}) now {_p(s2)} 🛑", [_p(s1)]))
        st.edits.append((self.rt(11.5, 11.9), f"SCOM stop for the whole line ({line}) now {_p(s3)} 🛑 trailing", [_p(s2)]))
        self.used_levels |= {_p(s1), _p(s2)}

    def scene_eqty(self):
        r = self.rng
        t = self.rt(7.45, 7.7)
        px = self.px["EQTY"]
        qty = r.choice([800_000, 900_000, 1_000_000])
        stop = _r2(px * 0.94)
        p = self.add(t, "wanjiru", f"b {_short(qty)} EQTY @ {_p(px)} lmt, stop {_p(stop)}. KE book iko space?",
                     hard=("trade_proposal", [f"b {_short(qty)} EQTY", _p(px), _p(stop)], "shorthand"),
                     idiom=("k-suffixed shorthand proposal", "trade_proposal"))
        a = self.add(t + r.uniform(200, 500), "folake", "ok ✅", reply=p, hard=("trade_approval", ["ok", "✅"], "reply"))
        oid = self.oid()
        newq = int(qty * r.uniform(0.66, 0.74) / 10000) * 10000
        rz = self.add(a.t + r.uniform(40, 100), "risk",
                      f"🛑 **pre-trade check** · ord {oid} EQTY BUY {_full(qty)} → **resized to {_full(newq)}**\n"
                      f"reason: KE single-name cap 5.0% NAV (post-trade would be {r.uniform(5.4, 6.0):.1f}%)\n"
                      f"| check | value | limit | result |\n|---|---:|---:|---|\n"
                      f"| single name EQTY | {r.uniform(5.4, 6.0):.1f}% | 5.0% | RESIZE |\n"
                      f"| Kenya gross | {self.ke_mid + 0.9:.1f}% | 30.0% | ok |\n| ADV participation | {r.randint(18, 35)}% | 40% | ok |",
                      hard=("risk_limit", [oid, "EQTY", _full(newq), "5.0% NAV"], "structured"),
                      idiom=("risk engine resizing an order pre-trade", "risk_limit"))
        self.add(rz.t + r.uniform(120, 300), "wanjiru", f"haki risk engine 😤 sawa, {newq // 1000}k-ish it is", "other")
        fpx = _r2(px - 0.05)
        fl = self.add(rz.t + r.uniform(900, 1600), "relay",
                      f"FILL ord={oid} acct=LNF-01 mkt=NSE sym=EQTY side=BUY lastqty={_full(newq)} lastpx={_p(fpx)} "
                      f"cumqty={_full(newq)} leaves=0 avgpx={_p(fpx)}",
                      hard=("trade_fill", [oid, "EQTY", "BUY", _full(newq), _p(fpx)], "structured"),
                      idiom=("key=value broker fill line", "trade_fill"))
        if r.random() < 0.65:
            tb = max(fl.t + r.uniform(300, 700), self.h(8.6))
            tc = tb + r.uniform(700, 1000)
            self.breach = (tb, tc)
            b = self.add(tb, "risk",
                         f"⚠️ **LIMIT BREACH** Kenya gross {self.ke_breach:.1f}% NAV vs limit 30.0% (SCOM + EQTY fills, KES mark)\n"
                         f"**New KE buys blocked** until back under limit.\n"
                         f"| country | gross %NAV | limit | status |\n|---|---:|---:|---|\n"
                         f"| Kenya | {self.ke_breach:.1f} | 30.0 | **BREACH** |\n| Nigeria | {self.ng_gross} | {self.ng_limit_old:.1f} | ok |",
                         hard=("risk_limit", ["Kenya gross", f"{self.ke_breach:.1f}%", "30.0%", "blocked"], "structured"))
            b.reactions.append((tb + 60, "😬", "wanjiru"))
            self.add(tb + r.uniform(100, 300), "wanjiru", "ah it's the KES remark, EQTY settles T+3 anyway. will watch", "other")
            self.add(tc, "risk", f"✅ Kenya gross {self.ke_clear:.1f}% NAV after KES remark — KE buy block lifted",
                     hard=("risk_limit", ["Kenya gross", f"{self.ke_clear:.1f}%", "block lifted"], "structured"))

    def scene_comi(self):
        r = self.rng
        t = self.rt(7.6, 7.9)
        px = self.px["COMI"]
        qty = r.choice([150_000, 200_000, 250_000, 300_000])
        stop = _r2(px * 0.925)
        decision = (f"**Trade.** We propose buying {_short(qty)} COMI at EGP {_p(px)} limit on LNF-EG, stop EGP {_p(stop)}, "
                    f"funded from the EGP cash already onshore.")
        note = f"""**Commercial International Bank (COMI) — post-1Q26 view** (research-agent · {self.clock(t, 3)} Cairo)

**Print recap.** Net income EGP {r.uniform(14, 19):.1f}bn (+{r.randint(12, 40)}% y/y), ROAE {r.randint(34, 44)}%, NIM {r.uniform(7.4, 8.6):.2f}% (down {r.randint(10, 40)}bp q/q as the CBE easing cycle starts to bite on asset yields). Cost/income {r.uniform(17, 22):.1f}%. Stage 3 ratio {r.uniform(4, 6):.1f}% with coverage above 180%. CET1 {r.uniform(15, 18):.1f}% after the dividend accrual.

**Macro.** Official EGP {self.egp:.2f}; the parallel market is effectively closed and the IMF programme is on track. Net foreign assets of the banking system are positive for the {r.choice(['fifth', 'sixth', 'seventh'])} consecutive month. Remittances are running +{r.randint(20, 60)}% y/y and Suez revenues are recovering slowly. The risk we keep coming back to is a renewed FX-liquidity squeeze if hot money in T-bills turns: foreigners hold roughly ${r.randint(30, 42)}bn of local debt.

**Rates sensitivity.** Every 100bp of CBE cuts costs COMI c.{r.randint(3, 6)}% of NII in the first twelve months on our model, partly offset by lower cost of funds on the CASA-heavy book ({r.randint(68, 78)}% CASA). Fee income is the offset: trade finance and cards grew {r.randint(20, 45)}% y/y.

**Valuation.** {r.uniform(1.1, 1.6):.1f}x FY26 P/B and {r.uniform(3.5, 5.5):.1f}x P/E for a {r.randint(34, 42)}% ROE franchise. Foreign ownership room: {r.uniform(2, 8):.1f}% of the 49% cap is left, which matters for a long-only book of our size.

{decision}

**Peers.**
| bank | P/B | ROE | NIM | CET1 |
|---|---:|---:|---:|---:|
| COMI | {r.uniform(1.1, 1.6):.1f}x | {r.randint(34, 42)}% | {r.uniform(7.4, 8.6):.1f}% | {r.uniform(15, 18):.1f}% |
| QNB Egypt | {r.uniform(0.9, 1.3):.1f}x | {r.randint(28, 36)}% | {r.uniform(6.5, 7.5):.1f}% | {r.uniform(14, 17):.1f}% |
| Credit Agricole Egypt | {r.uniform(1.2, 1.8):.1f}x | {r.randint(35, 50)}% | {r.uniform(8, 10):.1f}% | {r.uniform(15, 19):.1f}% |
| Faisal Islamic | {r.uniform(0.6, 1.0):.1f}x | {r.randint(25, 33)}% | {r.uniform(5.5, 7):.1f}% | {r.uniform(18, 24):.1f}% |

**Risks.** Devaluation without warning (2016, 2022, 2024 all happened over a weekend); a re-imposed cap on foreign ownership; dividend restrictions by the CBE. Liquidity: 20-day ADV EGP {r.randint(250, 600)}m, so size is not the constraint.

_Sources: company filings, EGX, CBE, our model. Internal only._"""
        n = self.add(t, "research", note, hard=("trade_proposal", ["COMI", _short(qty), f"EGP {_p(px)}", f"EGP {_p(stop)}"], "buried"),
                     idiom=("trade proposal buried in a long research note", "trade_proposal"))
        self.add(t + r.uniform(300, 700), "karim", "yalla, this one I like. Folake? 🙏", "other", reply=n)
        a = self.add(t + r.uniform(900, 1500), "folake", "go 👍", reply=n, hard=("trade_approval", ["go", "👍"], "reply"))
        oid = self.oid()
        rej = self.add(a.t + r.uniform(120, 400), "relay",
                       f"REJ ord={oid} acct=LNF-EG mkt=EGX sym=COMI side=BUY qty={_full(qty)} px={_p(px)} status=REJECTED "
                       f"reason=fx_cover_not_confirmed",
                       hard=("trade_confirmation", [oid, "COMI", "REJECTED", "fx_cover_not_confirmed"], "structured"))
        self.add(rej.t + r.uniform(90, 300), "karim",
                 "mafeesh moshkela — we should resend tomorrow once the custodian confirms the EGP cover", "near",
                 idiom=("intention to send later, not a confirmation", "not_hard"))

    def scene_mtn_jse(self):
        r = self.rng
        t = self.rt(8.05, 8.4)
        px = self.px["MTN"]
        q = r.choice([30_000, 40_000, 50_000])
        p = self.add(t, "tunde",
                     f"Proposal: sell {_short(q)} MTN SJ @ R{_p(px)} on LNF-ZA to fund the naira side. MTNN exposure stays.",
                     hard=("trade_proposal", [f"sell {_short(q)} MTN SJ", f"R{_p(px)}"], "untagged"))
        self.add(t + r.uniform(300, 700), "folake", "no ❌", reply=p, hard=("trade_approval", ["no", "❌"], "reply"),
                 idiom=("CIO one-word rejection reply", "trade_approval"))
        self.add(t + r.uniform(760, 900), "tunde", "ok ma 🫡", "noise")
        self.add(t + r.uniform(1200, 2400), "sipho",
                 f"fyi SA desk lifted 200k MTN @ R{_p(px - 0.15)} for our ZA book this morning, so don't be surprised by the print",
                 "near", idiom=("another desk's fill told in chat", "not_hard"))

    def scene_dangcem(self):
        r = self.rng
        t = self.rt(9.05, 9.25)
        px = self.px["DANGCEM"]
        q = r.choice([200_000, 250_000, 300_000])
        stop = float(int(px * 0.95))
        p = self.add(t, "tunde", f"b {_short(q)} DANGCEM @ {_p(px)} lmt, stop {_p(stop)}. @Folake (CIO)",
                     hard=("trade_proposal", [f"b {_short(q)} DANGCEM", _p(px), _p(stop)], "shorthand"),
                     idiom=("k-suffixed shorthand proposal", "trade_proposal"))
        self.add(t + r.uniform(40, 90), "amara", "looks interesting 👀", "near", reply=p,
                 idiom=("'looks interesting' reply to a proposal", "not_hard"))
        qq = self.add(t + r.uniform(150, 260), "folake", "stop? 🤔", "near", reply=p,
                      idiom=("CIO one-word question on a proposal", "not_hard"))
        self.add(qq.t + r.uniform(30, 80), "tunde", "it's in the msg ma 🙏🏾", "other", reply=qq)
        a = self.add(qq.t + r.uniform(120, 240), "folake", "go 👍", reply=p, hard=("trade_approval", ["go", "👍"], "reply"))
        self.add(a.t + r.uniform(15, 40), "chidi", "on it 🫡", "noise")
        oid = self.oid()
        ack = self.add(a.t + r.uniform(90, 200), "relay",
                       f"ACK ord={oid} acct=LNF-01 mkt=NGX sym=DANGCEM side=BUY qty={_full(q)} px={_p(px)} type=LMT tif=DAY status=NEW",
                       hard=("trade_confirmation", [oid, "DANGCEM", "BUY", _full(q), _p(px)], "structured"),
                       idiom=("key=value broker order acknowledgement", "trade_confirmation"))
        q1 = int(q * r.uniform(0.35, 0.55) / 10000) * 10000
        f1 = self.add(ack.t + r.uniform(300, 900), "relay",
                      f"FILL ord={oid} acct=LNF-01 mkt=NGX sym=DANGCEM side=BUY lastqty={_full(q1)} lastpx={_p(px)} "
                      f"cumqty={_full(q1)} leaves={_full(q - q1)} avgpx={_p(px)}",
                      hard=("trade_fill", [oid, "DANGCEM", _full(q1), _p(px)], "structured"))
        f1.reactions.append((f1.t + r.uniform(20, 90), "👍🏾", "tunde"))
        bad = _r2(px - 0.10, 0.01)
        good = _r2(px - 0.05, 0.01)
        avg_bad = _r2((q1 * px + (q - q1) * bad) / q, 0.01)
        avg_good = _r2((q1 * px + (q - q1) * good) / q, 0.01)
        if _p(avg_good) in (_p(bad), _p(avg_bad)):
            avg_good = _r2(avg_good + 0.01, 0.01)
        f2 = self.add(f1.t + r.uniform(1200, 2400), "relay",
                      f"FILL ord={oid} acct=LNF-01 mkt=NGX sym=DANGCEM side=BUY lastqty={_full(q - q1)} lastpx={_p(bad)} "
                      f"cumqty={_full(q)} leaves=0 avgpx={_p(avg_bad)}",
                      hard=("trade_fill", [oid, "DANGCEM", _full(q - q1), _p(good)], "structured"),
                      idiom=("relay fill corrected by an edit", "trade_fill"))
        f2.edits.append((f2.t + r.uniform(240, 600),
                         f"FILL ord={oid} acct=LNF-01 mkt=NGX sym=DANGCEM side=BUY lastqty={_full(q - q1)} lastpx={_p(good)} "
                         f"cumqty={_full(q)} leaves=0 avgpx={_p(avg_good)} corr=1",
                         [_p(bad)] + ([_p(avg_bad)] if _p(avg_bad) not in (_p(avg_good), _p(good), _p(px)) else [])))
        self.used_levels.add(_p(bad))
        self.add(f2.t + r.uniform(60, 180), "chidi", "DANGCEM done, KSL corrected the last print. blotter updated", "other")
        self.add(f2.t + r.uniform(600, 2000), "alerts",
                 f"🔔 px-alert DANGCEM last {_p(px + 1.55)} crossed {_p(float(int(px) + 1))} ↑ (vol {r.randint(400, 900)}k)", "noise")

    def scene_uba_deleted(self):
        r = self.rng
        t = self.rt(10.1, 10.4)
        px = _r2(43.5 + r.uniform(-1.5, 1.5))
        snippet = f"b 500k UBA @ {_p(px)}"
        m = self.add(t, "chidi", f"{snippet} for the book, Tunde said ok yday",
                     hard=("trade_proposal", ["b 500k UBA", _p(px)], "shorthand"))
        m.delete_t = t + r.uniform(50, 110)
        m.removed = snippet
        self.add(m.delete_t + r.uniform(20, 80), "chidi", "wrong chat 🙈 abeg ignore", "other")

    def scene_ndf(self):
        r = self.rng
        t = self.rt(10.3, 10.8)
        fwd = round(self.ngn + r.uniform(30, 45), 2)
        nm = r.choice([2, 3])
        fix = (self.day_start + timedelta(days=r.choice([89, 90, 91]))).strftime("%d-%b")
        p = self.add(t, "chidi",
                     f"[PROPOSAL] hedge top-up: buy USD/NGN 3M NDF ${nm}m @ {_p(fwd)} (fix {fix}), cpty Absa or Stanbic London. "
                     f"Takes NGN hedge ratio to ~{r.randint(55, 70)}%.",
                     hard=("trade_proposal", ["[PROPOSAL]", "USD/NGN 3M NDF", f"${nm}m", _p(fwd)], "tagged"))
        a = self.add(t + r.uniform(240, 600), "folake", "yes 🙏🏾", reply=p, hard=("trade_approval", ["yes", "🙏🏾"], "reply"))
        rate = round(fwd + r.choice([-0.5, -0.25, 0.0, 0.25]), 2)
        tkt = f"NDF-{self.mmdd}-{r.randint(10, 99)}"
        js = json.dumps({"src": "fx-repat", "evt": "ndf_dealt", "desk": "LNF", "pair": "USD/NGN", "tenor": "3M",
                         "side": "BUY_USD", "notional_usd": _full(nm * 1_000_000), "rate": _p(rate),
                         "fixing": fix, "cpty": r.choice(["ABSA-LDN", "STANBIC-LDN"]), "ticket": tkt, "status": "DEALT"},
                        ensure_ascii=False)
        self.add(a.t + r.uniform(900, 1800), "fx", js,
                 hard=("trade_fill", ["USD/NGN", "BUY_USD", _full(nm * 1_000_000), _p(rate), tkt], "structured"),
                 idiom=("JSON line reporting an NDF hedge dealt", "trade_fill"))
        self.add(a.t + r.uniform(1900, 2200), "chidi", "done ✅ thx ma", "noise")

    def scene_cbn_news(self):
        r = self.rng
        t = self.rt(11.0, 11.7)
        if r.random() < 0.6:
            ref = f"FMD/DIR/PUB/CIR/{r.randint(1, 9):03d}/{r.randint(10, 99):03d}"
            content = (f"📣 **Regulator circular** — Central Bank of Nigeria\n**Ref {ref}: Revised settlement and pricing "
                       f"rules for the Nigerian Foreign Exchange Market (NFEM)**\nEffective {r.randint(15, 30)} June 2026 all NFEM "
                       f"trades settle T+1 and authorised dealers must publish two-way naira quotes with a maximum spread of "
                       f"{r.choice(['N3', 'N5', 'N8'])}; the Electronic FX Matching System becomes the sole reference for the "
                       f"closing rate. Source: cbn.gov.ng")
            facts = ["Central Bank of Nigeria", "naira", "NFEM"]
        else:
            cbr = r.choice(["9.25%", "9.00%", "9.50%"])
            content = (f"📣 **Regulator statement** — Central Bank of Kenya\n**MPC decision:** the Central Bank Rate is lowered to "
                       f"{cbr}; the Committee notes the shilling remains stable and FX reserves cover {r.uniform(4.4, 5.2):.1f} "
                       f"months of imports. Source: centralbank.go.ke")
            facts = ["Central Bank of Kenya", cbr, "shilling"]
        self.add(t, "xchg", content, hard=("held_position_news", facts, "tagged"),
                 idiom=("central-bank headline on the currency underlying a held NDF hedge", "held_position_news"))

    def scene_repat_thread(self):
        r = self.rng
        t = self.rt(10.55, 10.9)
        amt = r.choice(["$250k", "$180k", "$310k"])
        st = self.add(t, "otieno", f"KES repat break 🧵 — custodian shows {amt} short vs our sheet", "other")
        st.is_starter = True
        self.add(t + r.uniform(60, 180), "otieno",
                 "custodian file says ticket RP-KE-22 paid on the 8th, our sheet says still queued. one of them is lying 😅",
                 "other", thread=st)
        self.add(t + r.uniform(200, 400), "chidi", "wahala. KSL Nairobi changed their MT103 format last week, could be that",
                 "other", thread=st)
        name = r.choice(["Mr. Peter Mwangi", "Mrs. Grace Njeri", "Mr. Daniel Ochieng"])
        phone = f"07{r.randint(10, 29)} {r.randint(100, 999)} {r.randint(100, 999)}"
        pii = self.add(t + r.uniform(420, 560), "otieno", f"custodian rep is {name}, {phone}, call b4 2pm EAT", "other",
                       thread=st)
        pii.forget = (pii.t + r.uniform(1500, 2600), "tunde")
        pii.removed = phone
        self.add(t + r.uniform(600, 800), "otieno",
                 "routing this break to ops-agent for recon against the custodian file; Chidi chase KSL for the MT103 copy",
                 thread=st, hard=("route_decision", ["routing", "ops-agent", "recon"], "untagged"),
                 idiom=("routing a break to an ops agent inside a thread", "route_decision"))
        self.add(t + r.uniform(850, 1000), "wanjiru", "sawa 👍🏾", "noise", thread=st)
        if r.random() < 0.35:
            js = json.dumps({"src": "fx-repat", "evt": "conv_order", "desk": "LNF", "pair": "USD/KES", "side": "BUY_USD",
                             "amt_usd": "750,000", "status": "REJECTED", "reason": "custodian_cutoff_passed",
                             "ticket": f"RP-KE-{r.randint(23, 40)}"})
            self.add(self.rt(11.2, 11.6), "fx", js,
                     hard=("trade_confirmation", ["USD/KES", "750,000", "REJECTED"], "structured"))

    def scene_stops(self):
        r = self.rng
        t = self.rt(9.7, 10.2)
        m = self.px["MTNN"]
        o = _r2(m * 0.955, 0.01)
        n = _r2(m * 0.975, 0.01)
        self.add(t, "chidi", f"[STOP] MTNN stop raised {_p(o)} → {_p(n)} (trailing under yday's low)",
                 hard=("stop_or_target_change", ["[STOP]", "MTNN", _p(n)], "tagged"),
                 idiom=("tagged stop raise with arrow", "stop_or_target_change"))
        if r.random() < 0.5:
            z = self.px["ZENITHBANK"]
            tp = _r2(z * 1.09)
            was = _r2(z * 1.04)
            self.add(self.rt(11.0, 12.4), "tunde", f"tp ZENITH {_p(tp)} now (was {_p(was)}) 🎯",
                     hard=("stop_or_target_change", ["tp", "ZENITH", _p(tp)], "shorthand"))
        if r.random() < 0.5:
            self.add(self.rt(7.0, 7.35), "wanjiru",
                     "KCB: pulling the stop ahead of the rights noise, we manage it manually from here",
                     hard=("stop_or_target_change", ["KCB", "pulling the stop"], "untagged"))
        g = self.px["GTCO"]
        q = self.add(self.rt(10.2, 10.9), "amara",
                     f"would a stop around {int(g * 0.93)} on GTCO make sense if we ever add?", "near",
                     idiom=("'would a stop at X make sense' question", "not_hard"))
        self.add(q.t + r.uniform(120, 600), "tunde", "later, ask me after close", "other", reply=q)

    def scene_gtco(self):
        r = self.rng
        t = self.rt(11.3, 11.7)
        px = self.px["GTCO"]
        q = r.choice([1_000_000, 1_500_000, 2_000_000])
        p = self.add(t, "tunde", f"s {_short(q)} GTCO @ {_p(px)} — taking some off into the recap headlines, rest stays",
                     hard=("trade_proposal", [f"s {_short(q)} GTCO", _p(px)], "shorthand"))
        a = self.add(t + r.uniform(200, 500), "folake", "👍 go", reply=p, hard=("trade_approval", ["👍", "go"], "reply"))
        oid = self.oid()
        q1 = int(q * r.uniform(0.5, 0.7) / 100000) * 100000
        self.add(a.t + r.uniform(900, 1800), "relay",
                 f"FILL ord={oid} acct=LNF-01 mkt=NGX sym=GTCO side=SELL lastqty={_full(q1)} lastpx={_p(px)} "
                 f"cumqty={_full(q1)} leaves={_full(q - q1)} avgpx={_p(px)}",
                 hard=("trade_fill", [oid, "GTCO", "SELL", _full(q1), _p(px)], "structured"))
        self.add(self.rt(13.3, 13.45), "relay",
                 f"CXL ord={oid} acct=LNF-01 mkt=NGX sym=GTCO side=SELL leaves={_full(q - q1)} status=CANCELLED reason=client_request",
                 hard=("trade_confirmation", [oid, "GTCO", "CANCELLED", _full(q - q1)], "structured"),
                 idiom=("key=value cancel of the unfilled remainder", "trade_confirmation"))

    def scene_thesis(self):
        r = self.rng
        if r.random() < 0.6:
            self.add(self.rt(12.15, 12.8), "wanjiru",
                     "EABL — I'm moving from bullish to neutral. Excise hike in the Finance Bill kills the margin recovery "
                     "story; we keep the line but it's no longer a conviction long.",
                     hard=("thesis_update", ["EABL", "bullish to neutral"], "untagged"),
                     idiom=("plain-prose view change on a held name", "thesis_update"))
        if r.random() < 0.4:
            self.add(self.rt(13.7, 14.3), "tunde",
                     "ZENITH thesis intact after the recap close-out, still our top NG bank. conviction high 💪🏾",
                     hard=("thesis_update", ["ZENITH", "thesis intact", "conviction high"], "untagged"))

    def scene_limit_change(self):
        r = self.rng
        t = self.rt(14.05, 14.5)
        self.limit_change_t = t
        m = self.add(t, "risk",
                     f"**LIMIT CHANGE** (approved by CIO, effective today's close)\n"
                     f"| scope | old | new | note |\n|---|---:|---:|---|\n"
                     f"| Nigeria gross | {self.ng_limit_old:.1f}% | {self.ng_limit_new:.1f}% | NGN liquidity review |\n"
                     f"| NG single name | 8.0% | 8.0% | unchanged |\n| Kenya gross | 30.0% | 30.0% | unchanged |\n"
                     f"current Nigeria gross {self.ng_gross}% → headroom {self.ng_limit_new - self.ng_gross:.1f}pp",
                     hard=("risk_limit", ["Nigeria gross", f"{self.ng_limit_new:.1f}%"], "structured"),
                     idiom=("markdown table announcing a country limit change", "risk_limit"))
        m.reactions.append((t + r.uniform(30, 120), "📌", "tunde"))
        m.pin = (t + r.uniform(130, 200), "tunde")
        self.add(t + r.uniform(200, 500), "chidi", f"ahh {self.ng_limit_new:g} now? ok, noted", "other")

    def scene_route_tunde(self):
        r = self.rng
        t = self.rt(12.0, 12.9)
        item = r.choice(["EQTY rights circular", "CBK MPC statement", "NGX recapitalisation tracker",
                         "Finance Bill excise schedule", "Safaricom Ethiopia licence terms"])
        m = self.add(t, "tunde", f"@research-agent pls take the {item}, need a 1-pager by 2pm WAT",
                     hard=("route_decision", ["@research-agent", item], "untagged"))
        self.add(t + r.uniform(20, 60), "research", f"ack — queued \"{item}\", ETA {self.clock(t + 5400)} WAT", "noise",
                 reply=m)

    def scene_unrelated_news(self):
        r = self.rng
        picks = r.sample(list(UNRELATED.keys()), 3)
        self.unrel = picks
        docs = {
            "NB": ("Rights issue circular", "a rights issue of {n} new ordinary shares at N{p} per share"),
            "TRANSCORP": ("Board meeting notice", "a board meeting on {d} June to consider the audited accounts"),
            "KPLC": ("Profit warning", "earnings for FY2026 expected to be at least {pct} lower"),
            "BAT": ("Dividend notice", "an interim dividend of KES {kd} per share"),
            "FWRY": ("Capital increase", "a capital increase of EGP {n}m through a bonus issue"),
            "PRESCO": ("Board changes", "the retirement of the Managing Director effective {d} July"),
            "OKOMUOIL": ("Qualification date", "a final dividend qualification date of {d} June"),
        }
        times = sorted([self.rt(7.5, 10.0), self.rt(12.5, 14.8), self.rt(15.0, 16.2)])
        self.unrel_docs = []
        for i, (sym, tt) in enumerate(zip(picks, times)):
            co, ex = UNRELATED[sym]
            typ, body = docs[sym]
            body = body.format(n=r.randint(2, 9) * 1000, p=r.randint(40, 90), d=r.randint(12, 28),
                               pct=r.choice(["25%", "40%"]), kd=r.choice(["3.50", "5.00"]))
            content = (f"📣 **{ex} | Corporate Disclosure**\n**{co}** — {typ}\n"
                       f"{co} hereby notifies the investing public of {body}." + self.boiler(co, ex))
            self.unrel_docs.append((co, typ))
            m = self.add(tt, "xchg", content, "near",
                         idiom=("disclosure on a company neither held nor watched", "not_hard") if i == 0 else None)
            if i == 0:
                self.add(tt + r.uniform(120, 400), "tunde", "not ours, no action 👌🏾", reply=m,
                         hard=("no_route_decision", ["not ours", "no action"], "reply"),
                         idiom=("short 'not ours, no action' reply to a disclosure", "no_route_decision"))

    def scene_watch_news(self):
        r = self.rng
        n = r.choice([2, 2, 3])
        picks = r.sample(list(WATCH.keys()), n)
        for sym in picks:
            co = WATCH[sym]
            t = self.rt(6.5, 15.5)
            if sym == "AIRTELAFRI":
                amt = r.choice(["$100m", "$75m", "$50m"])
                body, facts = (f"launches the third tranche of its share buyback programme of up to {amt}", [co, "buyback", amt])
            elif sym == "BUACEMENT":
                body, facts = ("trading in its shares is suspended by NGX Regulation pending the filing of its audited accounts",
                               [co, "suspended"])
            elif sym == "STANBIC":
                d = r.choice(["N1.50", "N2.00"])
                body, facts = (f"declares an interim dividend of {d} per share", [co, "interim dividend", d])
            elif sym == "NESTLE":
                body, facts = ("reports a return to pre-tax profit in Q1 2026 after two years of FX losses", [co, "return to pre-tax profit"])
            elif sym == "COOP":
                body, facts = ("CBK approves the bank's acquisition of a majority stake in a South Sudan lender",
                               [co, "South Sudan"])
            elif sym == "ABSA":
                body, facts = ("announces the appointment of a new Managing Director and CEO effective 1 August",
                               [co, "new Managing Director"])
            elif sym == "SWDY":
                amt = r.choice(["EGP 9.8bn", "EGP 6.1bn", "$410m"])
                body, facts = (f"is awarded a {amt} grid-interconnection contract", [co, amt])
            else:
                amt = r.choice(["EGP 212bn", "EGP 188bn"])
                body, facts = (f"reports 1H26 pre-sales of {amt}, up sharply y/y", [co, amt])
            ex = "EGX" if sym in ("SWDY", "TMGH") else ("NSE" if sym in ("COOP", "ABSA") else "NGX")
            content = f"📣 **{ex} | Corporate Disclosure**\n**{co}** {body}." + self.boiler(co, ex)
            m = self.add(t, "xchg", content, hard=("watchlist_news", facts, "structured"),
                         idiom=("watchlist company named in full by the disclosure bot", "watchlist_news")
                         if sym == picks[0] else None)
            if r.random() < 0.5:
                m.reactions.append((t + r.uniform(60, 600), "👀", r.choice(["tunde", "wanjiru", "karim"])))

    def scene_ng_held_news(self):
        r = self.rng
        t = self.rt(14.6, 15.8)
        sym = r.choice(["DANGCEM", "ZENITHBANK", "MTNN", "GTCO"])
        co = NG_HELD[sym][0]
        if sym == "DANGCEM":
            d = r.choice(["N20.00", "N30.00", "N25.00"])
            body = (f"The Board of Directors of {co} has recommended an interim dividend of {d} per ordinary share of 50 kobo. "
                    f"Qualification date {r.randint(18, 30)} June 2026; payment to shareholders on the register thereafter.")
            facts = [co, "interim dividend", d]
        elif sym == "ZENITHBANK":
            amt = r.choice(["N350bn", "N290bn"])
            body = (f"{co} announces completion of its {amt} rights issue; the CBN has confirmed the bank meets the new "
                    f"minimum capital requirement for international licence holders.")
            facts = [co, amt, "minimum capital"]
        elif sym == "MTNN":
            body = (f"{co} notifies the market that the Nigerian Communications Commission has approved a further "
                    f"tariff adjustment on data bundles, effective 1 July 2026.")
            facts = [co, "tariff adjustment"]
        else:
            body = (f"{co} announces that its unaudited 1Q26 profit before tax rose to N{r.randint(380, 520)}bn; "
                    f"the Group remains above the CBN capital threshold.")
            facts = [co, "profit before tax"]
        content = (f"📣 **NGX | Corporate Disclosure**\n{body}\nSource: NGX X-Issuer portal · ref {sym}/2026/{r.randint(300, 999)}"
                   + self.boiler(co, "NGX"))
        m = self.add(t, "xchg", content, hard=("held_position_news", facts, "structured"))
        m.reactions.append((t + r.uniform(60, 300), "🔥", "tunde"))
        self.add(t + r.uniform(200, 700), "folake", "noted 👀", "noise", reply=m,
                 idiom=("CIO one-word ack on a news item (no proposal)", "not_hard"))

    def scene_comi_news(self):
        r = self.rng
        t = self.rt(12.4, 13.0)
        co = "Commercial International Bank (Egypt) S.A.E."
        d = r.choice(["EGP 2.25", "EGP 3.00"])
        content = (f"📣 **EGX | Corporate Disclosure**\n**{co}** — the Board proposes a cash dividend of {d} per share and a "
                   f"1-for-{r.choice([4, 5])} bonus issue, subject to the EGM on {r.randint(2, 20)} July." + self.boiler(co, "EGX"))
        self.add(t, "xchg", content, hard=("held_position_news", [co, d], "structured"))

    def scene_market_colour(self):
        r = self.rng
        self.add(self.rt(13.55, 13.7), "xchg",
                 f"NGX close · ASI {r.randint(118000, 132000):,}.{r.randint(10, 99)} ({r.uniform(-0.9, 0.9):+.2f}%) · mcap "
                 f"N{r.uniform(72, 82):.1f}trn · deals {r.randint(11000, 19000):,} · value N{r.uniform(6, 19):.1f}bn · "
                 f"breadth {r.randint(15, 40)}↑ {r.randint(10, 35)}↓", "near",
                 idiom=("generic exchange close colour", "not_hard"))
        self.add(self.rt(12.05, 12.2), "xchg",
                 f"NSE close · NASI {r.uniform(140, 175):.2f} ({r.uniform(-0.8, 0.8):+.2f}%) · NSE20 {r.randint(2100, 2600):,} · "
                 f"turnover KES {r.randint(300, 1100)}m · foreign {r.randint(40, 75)}%", "near")

    def scene_primer(self):
        r = self.rng
        t = self.rt(14.6, 15.4)
        rows = []
        for sym in ["EQTY", "KCB", "COOP", "ABSA", "NCBA", "SCBK"]:
            rows.append(f"| {sym} | {r.uniform(0.6, 1.4):.2f}x | {r.uniform(3.5, 7.0):.1f}x | {r.randint(18, 30)}% | "
                        f"{r.uniform(6, 13):.1f}% | {r.uniform(7, 19):.1f}% |")
        note = f"""**Kenya banks — primer ahead of the 1H26 prints** (research-agent)

Why now: the rate cycle has turned, the Finance Bill debate is live, and the three banks we follow most closely report within the next six weeks. This note is background, not a call.

| bank | P/B | P/E | ROE | div yld | NPL |
|---|---:|---:|---:|---:|---:|
{chr(10).join(rows)}

**Rates.** The CBK has cut the CBR by a cumulative {r.randint(175, 350)}bp since the peak. Historically Kenyan bank NIMs compress with a two-quarter lag as loan books reprice faster than deposits; the exception is banks with high CASA shares. Equity and KCB both run CASA above 70%, so compression should be milder than the sector median. Government securities are {r.randint(28, 38)}% of sector assets, which means falling yields also produce mark-to-market gains in the FVOCI books that flatter capital ratios in 1H.

**Asset quality.** Sector NPLs are {r.uniform(15, 17.5):.1f}%, the highest in two decades, driven by construction, real estate and trade. Pending bills owed by government remain the single biggest driver of SME defaults; the Treasury's securitisation plan, if it happens, would be the catalyst for write-backs.

**Regional subsidiaries.** Equity's DRC unit (EquityBCDC) is now {r.randint(20, 30)}% of group PBT; KCB's Rwanda and Tanzania units are smaller but growing. Currency translation from the Congolese franc and the Ugandan shilling is a recurring drag that the market tends to ignore until results day.

**How the local market trades the season.** Locals typically buy into the dividend announcement and sell on book closure; foreign long-only funds buy the dips in SCOM and EQTY and rarely touch the tier-2 names. Retail stop-losses cluster at round numbers and get run on thin days, which is why the tape often overshoots by 3-4% around book closure. Block trades go through the negotiated board at a discount of 1-3% to the last price.

**Liquidity.** 20-day ADV: EQTY KES {r.randint(60, 180)}m, KCB KES {r.randint(40, 140)}m, COOP KES {r.randint(15, 60)}m, ABSA KES {r.randint(8, 30)}m. Anything above $1m a day is a multi-day job outside EQTY and KCB.

**What to listen for on the calls.** (1) cost of risk guidance for 2H; (2) any comment on the digital-lending levy; (3) the DRC and South Sudan FX situation; (4) capital plans for the new minimum capital rules (KES 10bn by 2029).

**Capital.** Tier-1 ratios across the six banks range from {r.uniform(15, 17):.1f}% to {r.uniform(19, 23):.1f}%, comfortably above the regulatory minimum. The new minimum core-capital rules (KES 10bn by 2029) matter only for the smaller lenders; none of the names in the table needs to raise equity, but two of them may choose to consolidate smaller peers, which historically the NSE has treated as value-destructive for the acquirer in the first year.

**Regulatory calendar.** The CBK's new risk-based pricing framework is now fully in force; banks must publish their loan pricing formulas, which makes margin compression more visible quarter by quarter. IFRS 17 has no bearing on the banks but matters for the insurance subsidiaries inside the KCB and Equity groups.

Individual notes will follow each print."""
        self.add(t, "research", note, "near",
                 idiom=("long sector note with trading words and no decision", "not_hard"))

    def scene_backtest(self):
        r = self.rng
        t = self.rt(15.6, 16.4)
        rows = []
        yrs = sorted(r.sample(range(2016, 2026), 6))
        for y in yrs:
            e = r.uniform(18, 40)
            x = e * (1 + r.uniform(-0.08, 0.15))
            rows.append(f"| {y}-{r.randint(1, 12):02d}-{r.randint(10, 28)} | ZENITHBANK | buy @ {_p(e)} | sell @ {_p(x)} | "
                        f"{(x / e - 1) * 100:+.1f}% |")
        note = f"""**Backtest: buying NGX tier-1 banks the day after an MPR hike (2016-2025)** (research-agent)

Rules: buy ZENITHBANK, GTCO, UBA and ACCESSCORP at the next day's VWAP after each MPC hike, equal weight, hold 20 trading days, no stops, fills assumed at VWAP with 60bp round-trip cost. {len(yrs)} of the {r.randint(9, 12)} events shown for ZENITHBANK:

| event | name | entry | exit | return |
|---|---|---:|---:|---:|
{chr(10).join(rows)}

Hit rate {r.randint(55, 70)}% across all four names, average 20-day excess return vs ASI {r.uniform(1.5, 4.5):+.1f}%, max drawdown {r.uniform(-14, -6):.1f}%. The result is driven by 2016-2017 and 2024, when the hikes came with a step devaluation and banks re-rated on FX revaluation gains; strip those out and the edge is indistinguishable from zero.

By name (all events, 20-day hold, excess return vs ASI):
| name | events | hit rate | avg | worst |
|---|---:|---:|---:|---:|
| ZENITHBANK | {r.randint(9, 12)} | {r.randint(50, 75)}% | {r.uniform(0.5, 5):+.1f}% | {r.uniform(-15, -6):.1f}% |
| GTCO | {r.randint(9, 12)} | {r.randint(50, 75)}% | {r.uniform(0.5, 5):+.1f}% | {r.uniform(-15, -6):.1f}% |
| UBA | {r.randint(9, 12)} | {r.randint(45, 70)}% | {r.uniform(-1, 5):+.1f}% | {r.uniform(-18, -7):.1f}% |
| ACCESSCORP | {r.randint(9, 12)} | {r.randint(45, 70)}% | {r.uniform(-1, 5):+.1f}% | {r.uniform(-20, -8):.1f}% |

Method notes: events are identified from MPC communiqués (date of announcement, not effective date). Entry is the next session's VWAP; if a name was in a closed period or suspended on the entry date the event is skipped for that name. Returns are total returns (dividends reinvested at the ex-date close) in naira and are not converted to USD, which flatters the devaluation episodes. Transaction costs assume the 2026 NGX fee schedule throughout, which understates the cost of the earlier years.

Caveats: survivorship (Diamond, Skye), the 2020 liquidity freeze (fills at VWAP were not achievable), and the fact that the 2024 recapitalisation rules changed the relationship between rates and bank equity. Not live, not a recommendation — for the process review only."""
        self.add(t, "research", note, "near", idiom=("backtest table full of buy/sell fills", "not_hard"))

    def scene_evening_note(self):
        r = self.rng
        t = self.rt(16.7, 17.5)
        co, typ = self.unrel_docs[1] if len(self.unrel_docs) > 1 else self.unrel_docs[0]
        decision = (f"Triage: the {typ.lower()} filing from {co} was reviewed — not in the book or on the watchlist; "
                    f"no action, not routed.")
        note = f"""**Frontier evening wrap — {self.date_s}** (research-agent)

**Markets.** NGX ASI {r.uniform(-0.9, 0.9):+.2f}% with value traded N{r.uniform(6, 19):.1f}bn; banks {r.choice(['led', 'lagged'])}, industrials flat. NSE NASI {r.uniform(-0.8, 0.8):+.2f}%, turnover concentrated in SCOM and EQTY. EGX30 {r.uniform(-1.2, 1.2):+.2f}%. JSE Top40 {r.uniform(-1.0, 1.0):+.2f}%.

**FX.** NGN {_p(self.ngn + r.uniform(-4, 4))} on NFEM with ${r.randint(120, 280)}m turnover; KES {self.kes:.2f}; EGP {self.egp:.2f}; ZAR {self.zar:.2f}. NDF curve: USD/NGN 3M implied yield {r.uniform(18, 24):.1f}%, USD/KES 3M {r.uniform(8, 11):.1f}%.

**Flows.** Foreign portfolio flows into NGX stayed positive; the repatriation queue moved at its usual pace (see fx-repat). Nairobi saw two negotiated blocks in SCOM; Cairo was quiet after the open.

**News digest.** Company disclosures today are in the channel; the ones on names we own were flagged as they landed. {decision} Other filings were routine (AGM notices, director dealings) and need nothing from the desk.

**Desk housekeeping.** Blotter reconciled with KSL for NGX and NSE; EGX contract notes pending. The pinned book will be refreshed by Tunde after the custodian file lands. Risk reports and limit changes are in the riskbot posts above; the end-of-day limits report goes to the CIO by email.

**Liquidity notes.** NGX value traded was concentrated in five names, three of them banks; the top-20 share of value was {r.randint(78, 92)}%. NSE block trades on the negotiated board accounted for {r.randint(8, 30)}% of turnover. EGX liquidity was normal. For planning purposes the desk should assume 15-25% of ADV per day as a realistic participation rate in Lagos and Nairobi, less around book closures.

**Cross-market.** The naira and the shilling moved less than 0.3% each; the rand was the outlier on the US data. In Lagos, foreign brokers accounted for most of the buying in the large caps; in Nairobi the foreign share of turnover was {r.randint(45, 75)}%. Egyptian foreigners were active in the banks. None of this changes the weekly picture described in the Nigeria and Egypt weeklies.

**Tomorrow.** {r.choice(['CBN MPC communiqué', 'Kenya Treasury bond auction results', 'Egypt CPI'])}; {r.choice(['MTN Nigeria AGM', 'EABL trading update window', 'NGX rebalancing of the NGX30'])}; {r.choice(['US CPI', 'ECB speakers', 'OPEC+ JMMC'])}.

_Internal use._"""
        self.add(t, "research", note, hard=("no_route_decision", [co, "no action", "not routed"], "buried"),
                 idiom=("no-route triage decision buried in an evening wrap", "no_route_decision"))

    def scene_fx_monitor(self):
        r = self.rng
        t = self.rt(9.6, 10.1)
        spot = self.ngn
        rows = []
        for ten, d in (("1M", 30), ("2M", 61), ("3M", 91), ("6M", 182), ("12M", 365)):
            y = r.uniform(17, 25)
            fwd = spot * (1 + y / 100 * d / 365)
            rows.append(f"| {ten} | {_p(fwd)} | {y:.1f}% | {r.uniform(0.5, 3.0):.1f} |")
        krow = []
        for ten, d in (("1M", 30), ("3M", 91), ("6M", 182)):
            y = r.uniform(7, 11)
            krow.append(f"| {ten} | {self.kes * (1 + y / 100 * d / 365):.2f} | {y:.1f}% |")
        note = f"""**FX & hedge monitor — NGN / KES** (research-agent · {self.clock(t)} WAT)

**Spot.** NFEM fixing {_p(spot)} yesterday; intraday range {_p(spot - r.uniform(2, 9))}–{_p(spot + r.uniform(2, 9))}. CBN sales to authorised dealers were ${r.randint(50, 300)}m last week by our estimate; the EFEMS quote spread is {r.uniform(0.3, 1.2):.1f}%. KES {self.kes:.2f} interbank with CBK smoothing on both sides.

**USD/NGN NDF curve (mid, offshore)**
| tenor | outright | implied NGN yield | bid/offer (NGN) |
|---|---:|---:|---:|
{chr(10).join(rows)}

**USD/KES NDF curve (mid)**
| tenor | outright | implied KES yield |
|---|---:|---:|
{chr(10).join(krow)}

**Hedge book.** The desk runs long USD/NGN and long USD/KES NDFs against the equity book. Current hedge ratios are roughly {r.randint(45, 62)}% of NGN equity exposure and {r.randint(25, 40)}% of KES exposure. Carry cost of the NGN hedge at the 3M point is about {r.uniform(4.5, 6.5):.1f}% per quarter of hedged notional, which is the whole debate: on a 12-month view the forward already prices a {r.randint(16, 24)}% depreciation, and the realised move over the last twelve months was {r.randint(-5, 12)}%.

**Scenarios (illustrative, not recommendations).** If the naira held flat for three months, every $1m of 3M hedge would cost about N{r.randint(60, 80)}m in carry. A 10% step-devaluation would pay roughly ${r.uniform(0.08, 0.11):.2f}m per $1m of hedge. Historically the CBN has not delivered step moves since the 2024 unification, and the parallel premium is under {r.uniform(1, 4):.0f}%. The same arithmetic on KES gives a much cheaper hedge (carry {r.uniform(1.5, 2.8):.1f}% a quarter) against a currency that has been managed in a tight range.

**Repatriation vs hedge.** A hedge protects the mark, not the exit: if dividends or sale proceeds sit in the NFEM queue for a week, the desk carries unhedged timing risk on the cash leg. The fx-repat queue has averaged {r.uniform(2, 5):.1f} business days this month, down from {r.uniform(6, 12):.1f} in Q1.

**Counterparties.** Three offshore dealers quote the NGN NDF in size up to 6M; beyond that the market is thin and bid/offer widens to 15-30 naira. KES NDFs trade in smaller size, $5m clips, mostly out of London and Johannesburg. Documentation: ISDA with CSA in place with two of the three dealers; the third is on a cash-collateral side letter.

**Watch items.** CBN MPC on the {r.randint(18, 28)}th; Eurobond coupon payments; oil receipts; the next IMF Article IV for Kenya.

_Data: offshore broker runs (3 dealers), CBN, CBK. Internal only._"""
        self.add(t, "research", note, "near")

    def scene_watch_screen(self):
        r = self.rng
        t = self.rt(11.6, 12.0)
        rows = []
        for sym, co in WATCH.items():
            rows.append(f"| {sym} | {r.uniform(-2.5, 2.5):+.1f}% | {r.uniform(-8, 8):+.1f}% | {r.uniform(4, 18):.1f}x | "
                        f"{r.uniform(0, 9):.1f}% | {r.randint(-35, -2)}% |")
        note = f"""**Watchlist screen — midday** (research-agent · {self.clock(t)} WAT)

Valuation and momentum only; filings are posted by xchg-disclosures as they land and are not repeated here.

| name | 1d | 5d | fwd P/E | div yld | vs 52w high |
|---|---:|---:|---:|---:|---:|
{chr(10).join(rows)}

Observations: the Nigerian names on the list still trade at a discount to their five-year median multiples, but the discount is narrowest for the consumer names, where FX-loss write-backs are flattering 2026 earnings. In Nairobi, both banks on the list are within 10% of their 52-week highs on dividend-yield support. In Cairo, the two names have diverged: one is a USD-earner with export backlog, the other a domestic real-estate play whose pre-sales are priced in EGP.

Liquidity (20-day ADV, USD): AIRTELAFRI ${r.uniform(0.2, 0.9):.1f}m, BUACEMENT ${r.uniform(0.05, 0.3):.2f}m, STANBIC ${r.uniform(0.1, 0.5):.1f}m, NESTLE ${r.uniform(0.05, 0.3):.2f}m, COOP ${r.uniform(0.1, 0.4):.1f}m, ABSA ${r.uniform(0.05, 0.2):.2f}m, SWDY ${r.uniform(1, 4):.1f}m, TMGH ${r.uniform(1, 5):.1f}m.

Name notes (no new information, context only):
- AIRTELAFRI: the London and Lagos lines still trade at a persistent gap because of the repatriation cycle; the buyback programme supports the London line more than Lagos.
- BUACEMENT: free float under 5%, so any index-related flow moves the price disproportionately.
- STANBIC: HoldCo structure with pension, asset-management and banking subsidiaries; the sum-of-parts discount is the recurring debate.
- NESTLE: earnings recovery depends on the FX-loss unwind; gross margin is the line to watch.
- COOP / ABSA: dividend-yield stocks; foreign ownership is low in COOP and high in ABSA.
- SWDY / TMGH: the two Cairo names are the most liquid on the list; both trade with the USD/EGP forward more than with the EGX30.

Screen settings unchanged from last week. Next screen after the close."""
        self.add(t, "research", note, "near", idiom=("watchlist valuation screen with no news", "not_hard"))

    def scene_recap_tracker(self):
        r = self.rng
        t = self.rt(15.0, 15.6)
        banks = [("Zenith Bank", 500), ("GTCO", 500), ("Access Holdings", 500), ("UBA", 500), ("FBN Holdings", 500),
                 ("Stanbic IBTC", 500), ("Fidelity Bank", 200), ("FCMB", 200), ("Wema Bank", 200), ("Sterling", 200)]
        rows = []
        for b, req in banks:
            raised = r.randint(int(req * 0.4), int(req * 1.1))
            rows.append(f"| {b} | N{req}bn | N{raised}bn | {min(100, raised * 100 // req)}% | "
                        f"{r.choice(['rights + PO done', 'rights done, PO open', 'PO in progress', 'M&A route', 'complete'])} |")
        note = f"""**Nigeria banks — recapitalisation tracker (week {r.randint(20, 26)})** (research-agent)

Background: the CBN's 2024 circular raised minimum capital to N500bn for international licences, N200bn for national and N50bn for regional banks, with a March 2026 deadline that has now passed for the first cohort. This tracker follows verified capital (CBN-confirmed), not amounts announced.

| bank | requirement | verified so far | % | route |
|---|---:|---:|---:|---|
{chr(10).join(rows)}

**What changed this week.** Two verifications came through; one public offer was extended by two weeks; one regional bank announced a merger route. The NGX has approved listing of the additional shares for the completed rights issues, which adds free float and, in the short run, supply.

**Market implications.** Dilution has largely been absorbed: the tier-1 names trade at {r.uniform(0.5, 0.9):.2f}x P/B on average, against {r.uniform(0.4, 0.7):.2f}x a year ago. The supply overhang from rights renunciations is mostly cleared. The remaining risk is for banks that miss and must merge, where minority holders can be diluted on unfavourable terms.

**Dividends.** Banks that completed early can resume normal payouts; those still raising will be constrained by the CBN's forbearance rules. We expect the interim dividend season to show a wider dispersion than usual.

**Where the risks are.** The mid-tier banks that chose the public-offer route are the ones to watch: if an offer is undersubscribed, underwriters may end up holding stock that later comes back to the market. Merger routes take 6-9 months from announcement to completion, during which minority holders bear uncertainty about swap ratios. The CBN has indicated it will not extend the deadline again.

**Process.** Sources: CBN statements, NGX filings, company calls. Verified amounts are updated only on CBN confirmation."""
        self.add(t, "research", note, "other")

    def scene_call_notes(self):
        r = self.rng
        t = self.rt(13.9, 14.4)
        txt = f"""MTNN call notes (quick, full version on the drive)
- data revenue +{r.randint(40, 70)}% y/y, voice flat. tariff adjustment fully in the base now
- capex guide N{r.randint(900, 1300)}bn for FY, more towers in the north
- FX: they say the USD tower lease exposure is now {r.randint(20, 45)}% lower after the renegotiation
- negative equity: expect to be back to positive by {r.choice(['Q3', 'Q4'])} if naira stable
- dividend: "we will resume when the balance sheet allows", no date
- MoMo PSB losses narrowing, still small
- Q&A was mostly about IHS renewal terms and the NCC fine, nothing new
my read: nothing that changes anything, numbers in line. Tunde you want the sensitivities table?"""
        self.add(t, "amara", txt, "other")

    def scene_flashes(self):
        r = self.rng
        t = self.rt(7.0, 7.25)
        rows = "\n".join(f"| {s} | {_p(self.px[s])} | {r.uniform(-2.5, 2.5):+.2f}% | {r.randint(10, 95)}% |"
                         for s in ("SCOM", "EQTY", "KCB", "EABL"))
        self.add(t, "research", f"""**NSE opening flash** (research-agent · {self.clock(t, 3)} EAT)
| name | last | chg | % of ADV so far |
|---|---:|---:|---:|
{rows}
Opening auction uncrossed normally; foreign share of turnover {r.randint(45, 80)}%. Bond market: the 15-year reopening is {r.uniform(1.5, 3.5):.1f}x covered. No filings on our Kenyan names since the morning.""", "other")
        t2 = self.rt(11.55, 11.8)
        self.add(t2, "research", f"""**EGX close** (research-agent · {self.clock(t2, 3)} Cairo)
EGX30 {r.uniform(-1.5, 1.5):+.2f}%, EGX70 {r.uniform(-1.5, 1.5):+.2f}%, turnover EGP {r.uniform(2.5, 6.5):.1f}bn. Foreigners net {r.choice(['buyers', 'sellers'])} of EGP {r.randint(50, 400)}m, {r.randint(30, 70)}% of it in COMI. Arab investors net {r.choice(['buyers', 'sellers'])}. T-bill yields {r.uniform(22, 27):.1f}% on the 1-year. Quiet session, no corporate actions on our Egyptian line.""", "other")

    def scene_finance_bill_thread(self):
        r = self.rng
        t = self.rt(7.9, 8.3)
        st = self.add(t, "wanjiru", "Finance Bill 2026 🧵 — committee report is out, dumping notes here", "other")
        st.is_starter = True
        ex = r.choice(["KES 142", "KES 150", "KES 136"])
        lines = [
            ("wanjiru", f"1/ excise on beer goes to {ex} per litre from July if the committee version passes. that's the EABL "
                        f"number everyone will model. spirits excise unchanged, which is odd"),
            ("wanjiru", "2/ digital lending: 15% excise on fees stays, they dropped the proposal to extend it to bank "
                        "mobile loans. good for EQTY/KCB at the margin"),
            ("wanjiru", "3/ mobile money: no new tax on M-PESA transfers in this draft. there was noise last week, it's not in "
                        "the text. SCOM people can breathe"),
            ("otieno", "does the withholding tax on dividends for non-residents change? custodian asked me this morning"),
            ("wanjiru", "no change, still 15% (10% for EAC residents). I checked schedule 3"),
            ("amara", "so the only real hit is EABL? the banks look fine from this"),
            ("wanjiru", "for now. the plenary can add anything back, 2024 showed us that. vote is in about 3 weeks"),
            ("karim", "Egypt did the same with the stamp tax last year, final text was worse than the draft 😅"),
            ("wanjiru", f"also: the bill raises the turnover tax threshold, small stuff. full committee pdf is "
                        f"{r.randint(180, 260)} pages, I've flagged pp {r.randint(20, 40)}-{r.randint(41, 70)} for the desk"),
            ("tunde", "🙏🏾"),
        ]
        tt = t
        for who, txt in lines:
            tt += r.uniform(90, 420)
            self.add(tt, who, txt, "noise" if txt == "🙏🏾" else "other", thread=st)

    def scene_eod_reports(self):
        r = self.rng
        t = self.rt(14.7, 14.9)
        no = r.randint(9, 16)
        self.add(t, "relay",
                 f"EOD KSL relay summary {self.date_long}\n"
                 f"sessions: KSL-LNF-01 up {r.uniform(99.2, 99.98):.2f}% · KSL-LNF-02 up {r.uniform(97.5, 99.9):.2f}% · "
                 f"reconnects {r.randint(1, 4)}\n"
                 f"messages: {r.randint(2000, 4000):,} in / {r.randint(1500, 3000):,} out · median latency {r.randint(25, 60)} ms · "
                 f"p99 {r.randint(150, 600)} ms\n"
                 f"orders relayed (all accts on this gateway): {no} · rejects {r.randint(0, 2)} · drop-copies matched 100%\n"
                 f"next maintenance window: Sat 02:00–04:00 WAT", "noise")
        t2 = self.rt(16.2, 16.5)
        rows = "\n".join(
            f"| {k} | {v} | ok |" for k, v in (("Nigeria gross", f"{self.ng_limit_new if self.limit_change_t else 45.0:.1f}%"),
                                              ("Kenya gross", "30.0%"), ("Egypt gross", "15.0%"),
                                              ("SA duals", "10.0%"), ("NG single name", "8.0%"),
                                              ("KE single name", "5.0%"), ("NGN hedge notional", "25.0%"),
                                              ("VaR 1d 99%", "$650k"), ("liquidity (50% exit)", "5.0d")))
        self.add(t2, "risk",
                 f"**riskbot · end-of-day limits report** ({self.date_long})\n| limit | level | status |\n|---|---:|---|\n{rows}\n"
                 f"breaches today: {'1 (Kenya gross, cleared)' if self.breach else 'none'} · pre-trade resizes: "
                 f"{'1' if self.breach or r.random() < 0.5 else '0'} · overrides: 0\n"
                 f"_full report emailed to CIO and COO · risk-engine 4.12.{r.randint(0, 3)}_", "noise")

    def scene_egypt_weekly(self):
        r = self.rng
        t = self.rt(12.9, 13.3)
        note = f"""**Egypt weekly — macro & flows** (research-agent)

**FX and reserves.** Net international reserves rose to ${r.uniform(46, 52):.1f}bn; the official rate is {self.egp:.2f} and the forwards imply {r.uniform(12, 20):.0f}% depreciation over twelve months, broadly in line with the inflation differential. Banking-sector net foreign assets are positive and growing. The IMF programme review is on schedule; the next tranche is about ${r.uniform(0.8, 1.3):.1f}bn.

**Inflation and rates.** Headline urban CPI {r.uniform(11, 16):.1f}% y/y, core {r.uniform(10, 15):.1f}%. The CBE's overnight deposit rate sits at {r.uniform(21, 25):.2f}%; real rates are firmly positive, which keeps the carry trade alive and leaves the currency exposed if risk appetite turns.

**Fiscal.** The primary surplus target of {r.uniform(3, 4):.1f}% of GDP looks achievable on the numbers to date. The state-asset sales programme has produced {r.randint(2, 6)} transactions this year; the pipeline includes stakes in two banks and a telecoms asset.

**Equity flows.** Foreign investors were net {r.choice(['buyers', 'sellers'])} of EGP {r.randint(200, 1500)}m over the week, concentrated in the large banks and the exporters. Local institutions were the marginal sellers. The EGX30 trades at {r.uniform(6, 9):.1f}x forward earnings, a discount to its ten-year average.

**Suez and tourism.** Canal receipts remain {r.randint(30, 55)}% below the 2023 run-rate; tourism arrivals are at record levels. Remittances keep growing at double digits.

**Politics and regional risk.** Red Sea shipping disruption continues to weigh on canal receipts; gas imports from the eastern Mediterranean resumed at normal volumes. The government reshuffle rumours of last month have faded. Gulf investment commitments remain the key support for the external account.

**For the desk.** Our Egyptian exposure is a single bank line; nothing in this week's data changes the macro backdrop described in the last two weeklies.

_Sources: CBE, CAPMAS, MoF, EGX. Internal only._"""
        self.add(t, "research", note, "other")

    def scene_long_chatter(self):
        r = self.rng
        lines = [
            ("tunde", (6.6, 8.8), "ok team quick plan for today: NG names first thing after the open, Kenya already "
                                  "going, Cairo on Karim. I'm in IC from 12 to 1, so Chidi holds the pen on execution."),
            ("tunde", (13.6, 15.0), "decent day for us even if the ASI did nothing much. reminder that the "
                                    "quarter-end window is coming, let's not leave anything half-filled on the 30th"),
            ("wanjiru", (5.0, 6.3), "Nairobi pre-open: bids in SCOM and EQTY from the usual foreign brokers, KCB quiet. "
                                    "T-bill auction results were as expected, nothing to move the market."),
            ("wanjiru", (12.0, 13.0), "NSE done for the day. turnover ok, foreigners net buyers mostly via SCOM. "
                                      "I'll be on the Safaricom investor call later if anyone wants notes"),
            ("chidi", (9.0, 10.0), "KSL dealer says there's a big foreign seller working ZENITH through the day, "
                                   "probably index-related. just flagging so nobody panics on the prints"),
            ("chidi", (13.0, 14.0), "pre-close auction was weird again, price discovery for the last 5 mins na "
                                    "lottery. I think NGX should fix the closing auction rules honestly"),
            ("otieno", (7.0, 9.0), "ops update: yesterday's trades all matched with KSL and the custodian, two "
                                   "contract notes outstanding from the EGX side, chasing"),
            ("otieno", (14.0, 15.5), "custodian confirms corporate action entitlements for June are loaded. "
                                     "the Okomu qualification date double-post is theirs, not ours"),
            ("karim", (7.05, 7.3), "Cairo open: EGX30 +0.4% first 10 min, banks and exporters bid. the EGP is "
                                  "unchanged, the interbank is calm. nothing in the papers about the IMF today"),
            ("karim", (10.5, 11.5), "the EGX foreign-ownership report for last week is out, CIB foreign holding "
                                    "ticked up again. we still have room but it's shrinking"),
            ("amara", (10.0, 12.0), "compiled the dividend calendar for June/July for all book + watch names, it's "
                                    "on the drive under /calendars. ping me if anything looks off"),
            ("amara", (15.0, 17.0), "question for whoever knows: why does the NSE report foreign participation as "
                                    "average of buys and sells rather than gross? the numbers look weird vs NGX"),
            ("sipho", (7.5, 9.5), "JSE is soft this morning on the rand, MTN and VOD down with it. nothing specific "
                                   "to your names as far as I can tell"),
            ("tunde", (16.5, 18.5), "signing off. tomorrow same time. Chidi pls send the blotter to Otieno before you go"),
            ("wanjiru", (14.5, 16.0), "the Safaricom call was mostly Ethiopia: still burning cash, breakeven pushed a "
                                      "year. M-PESA Kenya growing low teens. nothing new on dividends"),
            ("chidi", (15.0, 17.0), "blotter sent to Otieno ✅. also KSL wants us to sign the new algo disclosure "
                                    "form, I've left it on Tunde's desk"),
        ]
        for who, (h0, h1), txt in lines:
            self.add(self.rt(h0, h1), who, txt, "other")

    def scene_more_research(self):
        r = self.rng
        t = self.rt(8.3, 8.7)
        note = f"""**Nigeria weekly — macro, policy, flows** (research-agent)

**Inflation.** Headline CPI (rebased series) {r.uniform(18, 24):.1f}% y/y, food {r.uniform(18, 26):.1f}%. The month-on-month prints have been below 2% for {r.randint(3, 6)} consecutive months. The base effect from the 2024 devaluation is now out of the numbers; from here, the path depends on fuel and food logistics rather than the exchange rate.

**Monetary policy.** MPR {r.uniform(24, 27.5):.2f}%, asymmetric corridor unchanged. The CBN continues to mop up liquidity through OMO at rates above the MPR, which keeps the interbank rate anchored in the mid-20s. Market pricing for the next MPC is a hold; a minority of dealers expect a 50bp cut.

**FX.** NFEM turnover averaged ${r.randint(150, 260)}m a day this week. The CBN's FX sales were modest and the parallel premium stayed under {r.uniform(1, 4):.0f}%. Reserves ${r.uniform(38, 44):.1f}bn gross; the net figure is the one the market watches and it improved by ${r.uniform(0.3, 1.5):.1f}bn in the month. Diaspora remittance inflows through IMTOs are up {r.randint(20, 60)}% y/y.

**Fiscal.** FAAC distributions rose again on the back of higher naira oil receipts. The FGN's domestic borrowing calendar is front-loaded; the DMO has been rejecting bids above its target range. The 2026 budget assumes oil at $75 and production of 2.0 mbpd, both optimistic.

**Oil.** Production (incl. condensates) averaged {r.uniform(1.55, 1.85):.2f} mbpd last month per NUPRC; pipeline security has improved but theft remains a problem on the Trans-Niger system. The Dangote refinery now supplies most of the domestic petrol market, which changes the FX demand profile of the country materially.

**Equity flows.** Foreign portfolio investors were {r.uniform(12, 25):.0f}% of NGX turnover this month, the highest share since 2019. Domestic pension funds are net sellers of equities at the margin as they rebalance toward FGN bonds. Retail participation spiked around the bank rights issues and has since normalised.

**Politics.** The pre-2027 election cycle is starting; historically the NGX underperforms in the twelve months before a general election, with the exception of 2015.

_Sources: NBS, CBN, DMO, NUPRC, NGX. Internal only._"""
        self.add(t, "research", note, "other")
        t2 = self.rt(10.2, 10.5)
        self.add(t2, "research", f"""**NGX first-hour flash** (research-agent · {self.clock(t2)} WAT)
| name | last | chg |
|---|---:|---:|
| DANGCEM | {_p(self.px['DANGCEM'])} | {r.uniform(-2, 2):+.2f}% |
| MTNN | {_p(self.px['MTNN'])} | {r.uniform(-2, 2):+.2f}% |
| ZENITHBANK | {_p(self.px['ZENITHBANK'])} | {r.uniform(-2, 2):+.2f}% |
| GTCO | {_p(self.px['GTCO'])} | {r.uniform(-2, 2):+.2f}% |
| SEPLAT | {_p(self.px['SEPLAT'])} | {r.uniform(-1, 1):+.2f}% |
ASI {r.uniform(-0.5, 0.5):+.2f}% after the first hour; value traded N{r.uniform(1, 5):.1f}bn. The opening was orderly; no circuit-breaker events.""", "other")
        t3 = self.rt(16.0, 16.3)
        rows = "\n".join(f"| {c} | {r.uniform(-40, 60):+.0f} | {r.uniform(-150, 200):+.0f} |" for c in
                         ("Nigeria", "Kenya", "Egypt", "South Africa", "Morocco", "Frontier (all)"))
        self.add(t3, "research", f"""**Frontier fund-flows monitor (weekly, EPFR-style)** (research-agent)

| market | week ($m) | YTD ($m) |
|---|---:|---:|
{rows}

Dedicated frontier funds saw a {r.choice(['fourth', 'fifth', 'sixth'])} straight week of inflows, led by ETFs rather than active funds. Allocation surveys show Nigeria moving from underweight to neutral for the median frontier manager for the first time since 2019, mostly on the FX reforms; Kenya is a consensus overweight; Egypt is split. The active/passive mix matters for liquidity: ETF flows are concentrated in the index heavyweights (in our markets, MTNN, DANGCEM, AIRTELAFRI, SCOM, COMI), which is where the marginal bid comes from on inflow weeks.

Caveat: the data cover a subset of funds and lag by a week. Nothing here is specific to our book.""", "other")
        # agent answers in threads
        for m in self.msgs:
            if m.who == "amara" and m.thread is not None and "Brent" in m.content:
                self.add(m.t + r.uniform(200, 400), "research",
                         "Re: Brent under $60 — on our model SEPLAT's free cash flow stays positive down to roughly $55 "
                         "Brent because the gas business is fixed-price and a large part of opex is naira-denominated. "
                         "The dividend would be at risk below $60 for more than two quarters. This is a sensitivity, not "
                         "a view on the position.", "other", thread=m.thread, reply=m)
                break

    def scene_routine_disclosures(self):
        r = self.rng
        items = [
            ("NGX", "Transnational Corporation Plc", "Notice of Annual General Meeting",
             "the 22nd Annual General Meeting will hold at the Transcorp Hilton, Abuja"),
            ("NGX", "Presco Plc", "Director dealing", "a non-executive director purchased 12,500 ordinary shares"),
            ("NSE", "BAT Kenya PLC", "Notice of AGM", "the AGM will be held virtually on the 24th"),
            ("EGX", "Fawry for Banking Technology and Electronic Payments S.A.E.", "Board resolution",
             "the Board approved the 2026 ESOP allocation"),
            ("NGX", "Nigerian Breweries Plc", "Closed period", "the company enters its closed period for 1H26"),
            ("NSE", "Kenya Power and Lighting Company PLC", "Tariff review", "EPRA has opened the base tariff review consultation"),
        ]
        r.shuffle(items)
        for ex, co, typ, body in items[:4]:
            t = self.rt(7.0, 16.5)
            self.add(t, "xchg", f"📣 **{ex} | Corporate Disclosure**\n**{co}** — {typ}\n{co} informs the market that {body}."
                     + self.boiler(co, ex), "near")
        t = self.rt(15.6, 15.9)
        self.add(t, "fx", "\n".join([
            json.dumps({"src": "fx-repat", "evt": "daily_report", "desk": "LNF", "date": self.day_start.strftime("%Y-%m-%d"),
                        "ngn_tickets_cleared": r.randint(0, 3), "ngn_usd_cleared": _full(r.randint(0, 30) * 100000),
                        "ngn_tickets_open": r.randint(1, 4), "kes_tickets_cleared": r.randint(0, 2),
                        "egp_tickets_open": r.randint(0, 1)}),
            json.dumps({"src": "fx-repat", "evt": "aging", "bucket_0_2bd": r.randint(0, 3), "bucket_3_5bd": r.randint(0, 2),
                        "bucket_6_10bd": r.randint(0, 1), "bucket_gt_10bd": 0}),
            json.dumps({"src": "fx-repat", "evt": "cutoffs", "NGN": "13:00 WAT", "KES": "14:00 EAT", "EGP": "13:30 EET",
                        "next_holiday": r.choice(["2026-06-12 NG Democracy Day", "2026-06-16 EG Eid (tbc)"])}),
        ]), "noise")

    def scene_kenya_weekly(self):
        r = self.rng
        t = self.rt(13.2, 13.6)
        note = f"""**Kenya weekly — macro, policy, flows** (research-agent)

**Shilling and reserves.** KES {self.kes:.2f}; usable FX reserves ${r.uniform(9, 11.5):.1f}bn, about {r.uniform(4.4, 5.2):.1f} months of import cover. Diaspora remittances ${r.randint(380, 480)}m last month. The CBK has been a two-way participant in the interbank market; volatility is the lowest in the region.

**Rates.** CBR as per the last MPC; 91-day T-bill trending lower, the yield curve steepening as the Treasury leans on long-dated infrastructure bonds. Private-sector credit growth turned positive again in real terms, the first time in over a year.

**Fiscal.** The Finance Bill is in committee (see the thread); the revenue target assumes ambitious compliance gains. Pending bills owed to contractors remain the biggest domestic risk for bank asset quality. Eurobond buybacks earlier in the year removed the 2027 maturity wall.

**Flows.** Foreign investors were net {r.choice(['buyers', 'sellers'])} on NSE for the week, {r.randint(50, 80)}% of foreign turnover in SCOM. Local pension funds continue to prefer government paper. The NSE's market-making pilot has not yet improved liquidity outside the top five names.

**Politics.** Cabinet stability after the 2024 protests; the 2027 election cycle starts to matter from next year. Devolution-funding disputes between counties and the Treasury flare up every budget season and usually settle.

**Sectors.** Telecoms: M-PESA tariff consultation closes this week. Banks: 1H prints start in August. Consumer: excise and weak volumes. Energy: KenGen tariff review outstanding.

_Sources: CBK, KNBS, National Treasury, NSE. Internal only._"""
        self.add(t, "research", note, "other")

    def scene_near_misses(self):
        r = self.rng
        d = self.px["DANGCEM"]
        self.add(self.rt(9.6, 11.5), "tunde",
                 "remember 2023 when we dumped DANGCEM at 290 before the float? painful 😩 never again",
                 "near", idiom=("past-tense war story about a trade", "not_hard"))
        zq = r.choice(["2m", "1.5m", "3m"])
        self.add(self.rt(14.2, 16.0), "chidi", f"lol last March we filled {zq} ZENITH @ 35.80. those days 😂", "near",
                 idiom=("pidgin history of an old fill", "not_hard"))
        self.add(self.rt(6.1, 6.5), "otieno", "FYI the KCB fill from Monday settled T+3 clean at CDSC ✅", "near")
        self.add(self.rt(9.3, 10.0), "amara", f"what if we bought BUACEMENT on this dip? it's off {r.randint(8, 15)}% in a week", "near",
                 idiom=("what-if hypothetical on a watchlist name", "not_hard"))
        self.add(self.rt(10.8, 12.0), "amara", "someone should look at STANBIC, the HoldCo discount is silly", "near")
        self.add(self.rt(15.2, 16.5), "amara",
                 f"paper book update for the intern challenge: long 1m ACCESSCORP @ {_p(_r2(25.2 + r.uniform(0, 2)))}, short nothing 😂", "near",
                 idiom=("paper-trade post", "not_hard"))
        self.add(self.rt(8.5, 9.0), "chidi", "make we send the DANGCEM order before 10:30, liquidity go thin after", "near")
        self.add(self.rt(11.5, 13.0), "karim", f"if CIB breaks {int(self.px['COMI']) - 4} I'd probably want more, just saying", "near")
        self.add(self.rt(12.8, 14.0), "tunde",
                 f"> Reuters: Ghana's cedi weakens past {r.uniform(14.5, 16.5):.2f} per dollar as cocoa receipts lag\n"
                 f"not our market but watch the read-across to NGN sentiment", "near",
                 idiom=("quoted unrelated headline", "not_hard"))
        self.add(self.rt(9.1, 9.6), "sipho", "SA desk here — we're selling 300k VOD into the close for a client, ignore our prints",
                 "near")

    def scene_other_clients(self):
        r = self.rng
        zp = self.px["ZENITHBANK"]
        t = self.rt(9.3, 11.0)
        oid = self.oid()
        self.add(t, "relay",
                 f"FILL ord={oid} acct=PFA-09 mkt=NGX sym=ZENITHBANK side=SELL lastqty=4,000,000 lastpx={_p(zp)} "
                 f"cumqty=4,000,000 leaves=0 avgpx={_p(zp)}", "near",
                 idiom=("key=value fill for another client's account", "not_hard"))
        self.add(self.rt(11.5, 13.2), "relay",
                 f"CROSS acct=OMF-22 contra=ARM-07 mkt=NGX sym=MTNN qty=750,000 px={_p(self.px['MTNN'])} board=negotiated "
                 f"status=DONE", "near")
        oid2 = self.oid()
        emb = [{"title": "Execution report", "description": "PFA-14 · NSE Kenya", "author": "KSL Nairobi",
                "fields": [{"name": "Symbol", "value": "KCB", "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                           {"name": "Qty", "value": "2,500,000", "inline": True},
                           {"name": "Avg px", "value": f"KES {_p(self.px['KCB'])}", "inline": True},
                           {"name": "Status", "value": "FILLED", "inline": True}],
                "footer": f"order {oid2} · venue XNAI"}]
        self.add(self.rt(7.2, 9.5), "relay", "", "near", embeds=emb)
        js = json.dumps({"src": "fx-repat", "evt": "conv_fill", "desk": "PAN-AF", "pair": "USD/NGN", "side": "BUY_USD",
                         "amt_usd": "3,000,000", "rate": _p(self.ngn + 1.5), "status": "FILLED"})
        self.add(self.rt(11.0, 13.0), "fx", js, "near", idiom=("JSON FX fill for another desk", "not_hard"))

    def scene_fx_forgotten(self):
        r = self.rng
        t = self.rt(12.2, 13.2)
        iban = f"GB{r.randint(10, 99)} NWBK {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(10, 99)}"
        amt = r.choice(["1,200,000", "900,000", "1,500,000"])
        rate = _p(self.ngn + r.uniform(-3, 3))
        js = json.dumps({"src": "fx-repat", "evt": "conv_fill", "desk": "LNF", "pair": "USD/NGN", "side": "BUY_USD",
                         "amt_usd": amt, "rate": rate, "benef_acct": iban, "benef": "LNF Master Fund (custody)",
                         "status": "FILLED"})
        m = self.add(t, "fx", js, hard=("trade_fill", ["USD/NGN", "BUY_USD", amt, rate], "structured"))
        m.forget = (t + r.uniform(1200, 2400), "otieno")
        m.removed = iban
        self.add(m.forget[0] + r.uniform(30, 120), "otieno",
                 "had the fx line with the beneficiary details scrubbed, pls don't paste acct numbers here 🙏🏾", "other")
        # a deleted screenshot (not hard)
        img = f"IMG_{r.randint(1000, 9999)}"
        s = self.add(self.rt(13.3, 14.0), "amara", f"sorry wrong screenshot lol — {img} was the one with my bank app 🙈", "other")
        s.attachments = [{"id": str(_sf(_ms(self.day_start) + int(s.t * 1000), 9, 1)), "filename": f"{img}.png",
                          "size": r.randint(90000, 400000), "url": f"https://cdn.discordapp.com/attachments/x/{img}.png"}]
        s.delete_t = s.t + r.uniform(30, 90)
        s.removed = f"{img} was the one with my bank app"

    def scene_noise_bots(self):
        r = self.rng
        # risk heartbeats
        hours = [0, 2, 4] + list(range(5, 18)) + [19, 21, 23]
        for hh in hours:
            t = hh * 3600 + r.uniform(2, 40)
            ng_lim = self.ng_limit_new if (self.limit_change_t and t > self.limit_change_t) else self.ng_limit_old
            ke = self.ke_gross_at(t)
            ng = round(self.ng_gross + r.uniform(-0.3, 0.3), 1)
            top = round(r.uniform(6.4, 7.6), 1)
            prow = []
            for sym, lim in (("DANGCEM", 8.0), ("MTNN", 8.0), ("ZENITHBANK", 8.0), ("GTCO", 8.0), ("SEPLAT", 8.0),
                             ("SCOM", 5.0), ("EQTY", 5.0), ("KCB", 5.0), ("EABL", 5.0), ("COMI", 6.0), ("MTN SJ", 5.0)):
                v = top if sym == "DANGCEM" else round(self.pos_w[sym] + r.uniform(-0.1, 0.1), 1)
                prow.append(f"| {sym} | {v} | {lim:.1f} | {v / lim * 100:.0f}% | {self.pos_adv[sym]}d |")
            content = (f"**riskbot · limits snapshot {self.clock(t)} WAT** ✅ all within limits\n"
                       f"| country | gross %NAV | limit | util |\n|---|---:|---:|---:|\n"
                       f"| Nigeria | {ng} | {ng_lim:.1f} | {ng / ng_lim * 100:.0f}% |\n"
                       f"| Kenya | {ke} | 30.0 | {ke / 30 * 100:.0f}% |\n"
                       f"| Egypt | {self.eg_gross} | 15.0 | {self.eg_gross / 15 * 100:.0f}% |\n"
                       f"| SA duals | {self.za_gross} | 10.0 | {self.za_gross / 10 * 100:.0f}% |\n"
                       f"| NGN hedge (NDF) | {self.ndf_util} | 25.0 | {self.ndf_util / 25 * 100:.0f}% |\n"
                       f"| position | %NAV | cap | util | days to exit |\n|---|---:|---:|---:|---:|\n"
                       + "\n".join(prow) + "\n"
                       f"_VaR(1d,99) ${self.var + r.randint(-15, 15)}k vs $650k · liq: {r.uniform(2.8, 4.1):.1f}d to 50% · "
                       f"stress (NGN -20%) {r.uniform(-6.5, -4.0):.1f}% NAV · risk-engine 4.12.{r.randint(0, 3)}_")
            # skip the heartbeat that would fall inside an open breach window (it would not say "all within limits")
            if self.breach and self.breach[0] <= t < self.breach[1]:
                continue
            self.add(t, "risk", content, "noise",
                     idiom=("risk heartbeat table, all limits ok", "not_hard") if hh == 5 else None)
        # relay session heartbeats
        t = self.h(6.0) + r.uniform(0, 300)
        while t < self.h(14.6):
            self.add(t, "relay", f"HB sess=KSL-LNF-01 seq={r.randint(10000, 99999)} lat_ms={r.randint(18, 95)} gw=ksl-fix-0{r.randint(1, 3)} ok",
                     "noise")
            t += r.uniform(2400, 3300)
        # fx queue snapshots (JSON lines)
        for hh in range(6, 16):
            t = hh * 3600 + r.uniform(300, 900)
            lines = [
                json.dumps({"ts": _iso(_ms(self.day_start) + int(t * 1000)), "src": "fx-repat", "evt": "queue_snapshot",
                            "desk": "LNF", "ccy": "NGN", "venue": "NFEM", "tickets_open": r.randint(1, 4),
                            "usd_pending": _full(r.randint(8, 55) * 100000), "oldest_age_bd": r.randint(1, 8),
                            "est_clear": f"T+{r.randint(1, 5)}"}),
                json.dumps({"ts": _iso(_ms(self.day_start) + int(t * 1000)), "src": "fx-repat", "evt": "queue_snapshot",
                            "desk": "LNF", "ccy": "KES", "venue": "interbank", "tickets_open": r.randint(0, 2),
                            "usd_pending": _full(r.randint(0, 12) * 100000), "oldest_age_bd": r.randint(0, 3)}),
            ]
            if True:
                lines.append(json.dumps({"ts": _iso(_ms(self.day_start) + int(t * 1000)), "src": "fx-repat",
                                         "evt": "cash", "desk": "LNF", "ngn_cash": _full(r.randint(200, 2600) * 1_000_000),
                                         "kes_cash": _full(r.randint(5, 90) * 1_000_000), "egp_cash": _full(r.randint(2, 40) * 1_000_000)}))
            self.add(t, "fx", "\n".join(lines), "noise",
                     idiom=("JSON FX-queue snapshot lines", "not_hard") if hh == 6 else None)
        # pnl snapshots
        for hh in [6.5, 8.5, 10.5, 12.5, 13.6, 16.0]:
            t = self.h(hh) + r.uniform(0, 200)
            names = " · ".join(f"{k} {r.uniform(-9, 14):+.1f}k" for k in
                               ("DANGCEM", "MTNN", "ZENITHBANK", "GTCO", "SEPLAT", "SCOM", "EQTY", "KCB", "EABL", "COMI", "MTN SJ"))
            self.add(t, "pnl",
                     f"📊 PnL {self.clock(t)} WAT | NGN {r.uniform(-30, 60):+.1f}m | KES {r.uniform(-6, 8):+.1f}m | "
                     f"EGP {r.uniform(-2, 3):+.1f}m | ZAR {r.uniform(-0.5, 0.8):+.1f}m | USD eq {r.uniform(-40, 70):+.1f}k | "
                     f"gross {r.uniform(92, 99):.1f}% NAV\nby name (USD): {names}\n"
                     f"hedges: USD/NGN NDF {r.uniform(-8, 8):+.1f}k · USD/KES NDF {r.uniform(-2, 2):+.1f}k · "
                     f"carry today {r.uniform(-3.5, -1.0):+.1f}k", "noise")
        # price alerts
        for _ in range(r.randint(6, 8)):
            sym = r.choice(["MTNN", "ZENITHBANK", "SCOM", "EQTY", "KCB", "AIRTELAFRI", "COMI", "GTCO"])
            base = self.px.get(sym, 2245.0 if sym == "AIRTELAFRI" else 50.0)
            lvl = _r2(base * r.uniform(0.98, 1.02), 0.5)
            self.add(self.rt(6.6, 13.5), "alerts",
                     f"🔔 px-alert {sym} last {_p(lvl + 0.05)} crossed {_p(lvl)} {r.choice(['↑', '↓'])}", "noise")
        # CI / deploy in the day
        self.add(self.rt(12.2, 12.6), "ci",
                 f"deploy fx-repat v1.{r.randint(10, 30)}.{r.randint(0, 9)} → prod ✅ (schema unchanged)", "noise")
        # cron summaries
        for hh in [6, 9, 12, 15, 18]:
            t = hh * 3600 + r.uniform(60, 120)
            self.add(t, "cron", f"triage-cron {self.clock(t)} WAT — 0 routed · {r.randint(4, 19)} skipped · 0 errors", "noise",
                     idiom=("cron summary '0 routed'", "not_hard") if hh == 6 else None)
        # midday reconnect
        t = self.rt(11.8, 12.1)
        self.add(t, "relay", "[ksl-relay] FIX session KSL-LNF-01 dropped (peer reset), reconnecting…", "noise")
        self.add(t + r.uniform(8, 30), "relay", f"[ksl-relay] FIX session KSL-LNF-01 logon ok seq={r.randint(20000, 40000)}", "noise")

    def scene_chatter(self):
        r = self.rng
        px = self.px
        # (who, earliest UTC hour, latest UTC hour, text)
        lines = [
            ("tunde", 5.0, 7.5, "NEPA took light at home since 4am, running on gen 😩"),
            ("tunde", 6.5, 8.5, "Third Mainland was madness this morning. 2hrs for 14km"),
            ("tunde", 9.0, 9.6, f"naira {_p(self.ngn)} on NFEM open, calm-ish"),
            ("tunde", 8.0, 16.0, "who get the KSL dealer's new number? the old one no dey pick"),
            ("tunde", 11.0, 13.3, "volume on NGX today na wash"),
            ("tunde", 9.5, 13.0, "offer side on DANGCEM is one big seller again, same guy as yday"),
            ("tunde", 7.0, 15.0, "KSL says their FIX gateway is being 'upgraded' again 🙄"),
            ("tunde", 10.8, 12.0, "lunch? mama put downstairs, I'm buying"),
            ("tunde", 8.75, 8.95, "oya let's go, NGX pre-open in 10"),
            ("tunde", 8.0, 14.0, "who moved the blotter columns? abeg put am back"),
            ("tunde", 10.0, 13.3, "banks doing the heavy lifting on the ASI today"),
            ("tunde", 6.0, 16.0, "abeg who has the June dividend calendar?"),
            ("tunde", 9.2, 13.3, f"MTNN bid is {_p(px['MTNN'] - 0.5)} for 40k, nothing behind it"),
            ("tunde", 14.0, 16.5, "rain don start for VI, everybody go reach house late 🌧️"),
            ("tunde", 6.0, 12.0, "can someone send me the NGX30 rebal file when it lands"),
            ("tunde", 10.0, 14.0, "the recap headlines keep the banks choppy, whatever"),
            ("tunde", 9.5, 10.9, "Folake is in the IC from 12 to 1 WAT, don't expect quick replies then"),
            ("tunde", 9.0, 16.0, "gen off, we're on inverter now 😂"),
            ("wanjiru", 5.0, 5.8, "Habari za asubuhi! NSE pre-open in 30"),
            ("wanjiru", 5.0, 15.0, "sawa, nimeona"),
            ("wanjiru", 6.6, 11.8, f"bids on SCOM stacked at {_p(px['SCOM'] - 0.05)}, nobody selling"),
            ("wanjiru", 5.0, 6.3, "Mombasa Rd ni balaa leo 😫 two hours"),
            ("wanjiru", 8.0, 12.0, "foreign participation on NSE today mostly SCOM again"),
            ("wanjiru", 6.0, 12.0, f"KES steady at {self.kes:.2f} interbank"),
            ("wanjiru", 6.0, 15.0, "pole sana, network ni mbaya hapa"),
            ("wanjiru", 5.0, 15.0, "the Equity AGM is next week btw, Kasarani again"),
            ("wanjiru", 6.55, 6.9, "NSE opened, thin as usual for the first 20 mins"),
            ("wanjiru", 9.5, 10.2, "lunch break, nitarudi"),
            ("wanjiru", 6.0, 15.0, "anyone seen the CMA's new disclosure template? it's a mess"),
            ("wanjiru", 12.0, 16.0, "kesho I'm out till 11, dentist 😬"),
            ("wanjiru", 6.6, 8.0, "KCB negotiated board had a big block at the open, not ours"),
            ("wanjiru", 7.0, 11.0, "haraka haraka haina baraka — let the book fill"),
            ("wanjiru", 9.0, 14.0, "the Finance Bill committee hearings are live on YouTube if anyone wants pain"),
            ("chidi", 9.1, 13.3, "omo this market no get liquidity at all"),
            ("chidi", 8.0, 14.0, "wetin dey happen with KSL relay, e dey lag"),
            ("chidi", 8.0, 15.0, "I dey go bank hall quick, back in 20"),
            ("chidi", 9.1, 13.3, f"GTCO offer thin at {_p(px['GTCO'] + 0.1)}"),
            ("chidi", 9.1, 13.3, "KSL dealer says the queue for ZENITH na retail, small small"),
            ("chidi", 7.5, 17.0, "who get charger for iPhone abeg"),
            ("chidi", 9.1, 13.3, "na so this market be, e go still move"),
            ("chidi", 11.0, 13.0, "blotter reconciled with KSL for the morning"),
            ("chidi", 7.5, 16.0, "my laptop don restart itself again 😤"),
            ("chidi", 13.1, 13.45, "pre-close auction on NGX looking messy"),
            ("chidi", 7.5, 16.0, "abeg make una no paste screenshots with client names"),
            ("otieno", 5.0, 9.0, "niaje team, custodian cut-off for KES repat is 14:00 EAT today"),
            ("otieno", 5.0, 14.0, "reminder: EGX settles T+2, NSE T+3 — plan the cash"),
            ("otieno", 5.0, 14.0, "CDSC statement uploaded to the share"),
            ("otieno", 6.0, 14.0, "KSL invoices for May are in, will reconcile tomorrow"),
            ("otieno", 5.0, 14.0, "VPN is flaky on my side, if I go quiet that's why"),
            ("otieno", 5.0, 14.0, "settlement calendar for June updated on the drive"),
            ("karim", 5.5, 6.9, "sabah el kheir. EGX pre-open shortly"),
            ("karim", 5.5, 13.0, "Cairo traffic is a sport ya3ni"),
            ("karim", 7.0, 8.0, "CIB volumes heavy on the open, foreigners buying"),
            ("karim", 7.2, 11.3, "EGX had a 10 min feed glitch, back now"),
            ("karim", 8.0, 12.0, "T-bill auction in Cairo covered 2.1x"),
            ("karim", 8.0, 10.0, "heading to a meeting at the CBE, back in two hours"),
            ("amara", 7.0, 16.0, "pls who can share the frontier index rebalance file?"),
            ("amara", 7.0, 12.0, "reading the SEPLAT transcript now"),
            ("amara", 7.0, 16.0, "where's the KCB deck?"),
            ("amara", 7.0, 16.0, "the Bloomberg terminal on desk 3 is frozen again"),
            ("amara", 7.0, 16.0, "does anyone know the NGX holiday schedule for next month?"),
            ("amara", 9.0, 13.5, "writing up the MTNN call notes, will post in the drive"),
            ("sipho", 5.5, 7.0, "morning from Joburg, load-shedding stage 0 for once"),
            ("sipho", 7.0, 14.0, "rand is all over the place on the US data"),
        ]
        target = r.randint(50, 62)
        r.shuffle(lines)
        for who, h0, h1, txt in lines[:target]:
            self.add(self._curve_time(h0, h1), who, txt, "other")

    def scene_acks(self):
        r = self.rng
        acks = [("tunde", "thx"), ("wanjiru", "asante 🙏🏾"), ("chidi", "ok"), ("chidi", "👍🏾"), ("otieno", "noted"),
                ("wanjiru", "sawa"), ("karim", "👍"), ("amara", "ok thanks"), ("tunde", "🙏🏾"), ("chidi", "na so 😂"),
                ("wanjiru", "poa"), ("tunde", "k"), ("otieno", "👌🏾"), ("amara", "🙌🏾"), ("karim", "tamam"),
                ("chidi", "💯"), ("tunde", "lol"), ("wanjiru", "safi"), ("otieno", "✅")]
        n = r.randint(12, 16)
        for who, txt in r.sample(acks, n):
            m = self.add(self._curve_time(6.0, 17.0), who, txt, "noise")
            m.reply_random = r.random() < 0.5

    def _curve_time(self, h0: float, h1: float) -> float:
        # activity curve (UTC hours): Nairobi open 06:30, Lagos 09:00-13:30, tail into the evening
        w = [0.1, 0.1, 0.1, 0.1, 0.3, 1.0, 2.2, 3.2, 3.6, 4.2, 4.4, 4.2, 3.8, 3.4, 2.4, 1.8, 1.3, 0.9,
             0.6, 0.4, 0.3, 0.2, 0.1, 0.1]
        hrs = [hh for hh in range(24) if hh + 1 > h0 and hh < h1]
        ws = [w[hh] for hh in hrs]
        hh = self.rng.choices(hrs, weights=ws)[0]
        lo = max(hh, h0)
        hi = min(hh + 1, h1)
        return self.rng.uniform(lo * 3600, hi * 3600)


# which idiom rows to export (10-20): the first example of each, in this order of preference
IDIOM_PRIORITY_HARD = [
    "k-suffixed shorthand proposal",
    "Swahili-flavoured prose proposal with limit and stop",
    "trade proposal buried in a long research note",
    "CIO one-word + emoji reply approving a proposal",
    "CIO one-word rejection reply",
    "key=value broker order acknowledgement",
    "embed-only execution report, content empty",
    "JSON line reporting an NDF hedge dealt",
    "relay fill corrected by an edit",
    "stop moved twice by editing the same message",
    "risk engine resizing an order pre-trade",
    "markdown table announcing a country limit change",
    "central-bank headline on the currency underlying a held NDF hedge",
    "embed-only exchange announcement naming a held company in full",
    "conviction change buried in a long results note in a thread",
    "route decision buried in a long morning wrap",
    "short 'not ours, no action' reply to a disclosure",
    "watchlist company named in full by the disclosure bot",
    "key=value cancel of the unfilled remainder",
    "tagged stop raise with arrow",
    "no-route triage decision buried in an evening wrap",
    "plain-prose view change on a held name",
    "routing a break to an ops agent inside a thread",
    "key=value broker fill line",
]
IDIOM_PRIORITY_NEAR = [
    "key=value fill for another client's account",
    "CIO one-word question on a proposal",
    "backtest table full of buy/sell fills",
    "risk heartbeat table, all limits ok",
    "pidgin history of an old fill",
    "disclosure on a company neither held nor watched",
    "what-if hypothetical on a watchlist name",
    "paper-trade post",
    "JSON FX fill for another desk",
    "another desk's fill told in chat",
    "'looks interesting' reply to a proposal",
    "long sector note with trading words and no decision",
    "CIO one-word ack on a news item (no proposal)",
    "cron summary '0 routed'",
    "'would a stop at X make sense' question",
    "intention to send later, not a confirmation",
    "quoted unrelated headline",
    "past-tense war story about a trade",
    "generic exchange close colour",
    "hypothetical question about a held line",
    "watchlist valuation screen with no news",
    "JSON FX-queue snapshot lines",
]


def _pick_idioms(rows: list) -> list:
    first = {}
    for row in rows:
        first.setdefault(row["idiom"], row)
    ranked = [first[n] for n in IDIOM_PRIORITY_HARD if n in first]
    hard, seen_types = [], set()
    for row in ranked:                      # one row per event type first
        if row["expected"] not in seen_types:
            seen_types.add(row["expected"])
            hard.append(row)
    hard += [row for row in ranked if row not in hard]
    near = [first[n] for n in IDIOM_PRIORITY_NEAR if n in first]
    out = hard[:13] + near[:7]
    rest = hard[13:] + near[7:]
    while len(out) < 20 and rest:
        out.append(rest.pop(0))
    return out[:20]


# ---------------------------------------------------------------- assembly ---------
def _channel_ids(ch_idx: int) -> str:
    base = datetime(2024, 2, 19, 9, 41, 17, 337000, tzinfo=UTC) + timedelta(days=11 * ch_idx, seconds=4177 * ch_idx)
    return str(_sf(_ms(base), 6 + ch_idx % 20, 911 + 37 * ch_idx))


def _finalize(day: _Day, channel_id: str, worker: int, seq0: int):
    """Assign times -> ms, ids; return (events, labels-part, stats)."""
    day_ms0 = _ms(day.day_start)
    day_ms1 = day_ms0 + 86_400_000
    msgs = day.msgs
    for m in msgs:
        m.t = min(max(m.t, 1.0), 86_399.0)
    msgs.sort(key=lambda m: m.t)
    # replies must follow their referent; thread messages follow starter
    for m in msgs:
        if m.reply is not None and m.reply.t >= m.t:
            m.t = m.reply.t + 5.0
        if m.thread is not None and m.thread.t >= m.t:
            m.t = m.thread.t + 5.0
    msgs.sort(key=lambda m: m.t)
    used = set()
    seq = seq0
    for m in msgs:
        ms = day_ms0 + int(m.t * 1000)
        while ms in used:
            ms += 1
        ms = min(ms, day_ms1 - 1)
        used.add(ms)
        m.ms = ms
        seq = (seq + 1) & 0x1FFFF
        m.id = str(_sf(ms, worker, seq))
    # random-reply acks: reply to a recent earlier message in the parent channel
    top = [m for m in msgs if m.thread is None]
    for i, m in enumerate(top):
        if m.reply_random and m.reply is None:
            cands = [x for x in top[max(0, i - 12):i] if x.who != m.who and x.delete_t is None and x.forget is None
                     and x.kind != "hard"]
            if cands:
                m.reply = day.rng.choice(cands)
    for m in msgs:
        m.channel_id = m.thread.id if m.thread is not None else channel_id
    ev = []  # (ms, prio, n, event)
    n = 0

    def push(ms, prio, e):
        nonlocal n
        n += 1
        ev.append((ms, prio, n, e))

    def cap(ms, lo):
        return max(lo + 1, min(ms, day_ms1 - 1))

    for m in msgs:
        aid, aname, abot = AUTHORS[m.who]
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _iso(m.ms), "content": m.content, "attachments": m.attachments,
               "embeds": m.embeds, "reference_id": m.reply.id if m.reply is not None else None, "pinned": False}
        e = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel_id}
        if m.thread is not None:
            e["parent_channel_id"] = channel_id
        e["message"] = msg
        push(m.ms, 0, e)
        last = m.ms
        for (t, content, _sup) in m.edits:
            ems = cap(day_ms0 + int(t * 1000), last)
            last = ems
            push(ems, 1, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.channel_id, "message_id": m.id,
                          "edited_at": _iso(ems), "content": content})
        for (t, emoji, who) in m.reactions:
            rms = cap(day_ms0 + int(t * 1000), m.ms)
            push(rms, 2, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m.channel_id, "message_id": m.id,
                          "emoji": emoji, "user_id": AUTHORS[who][0], "at": _iso(rms)})
        if m.pin:
            pms = cap(day_ms0 + int(m.pin[0] * 1000), m.ms)
            push(pms, 2, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.channel_id, "message_id": m.id,
                          "by": AUTHORS[m.pin[1]][0], "at": _iso(pms)})
        if m.delete_t is not None:
            dms = cap(day_ms0 + int(m.delete_t * 1000), last)
            push(dms, 3, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.channel_id, "message_id": m.id,
                          "deleted_at": _iso(dms)})
        if m.forget is not None:
            fms = cap(day_ms0 + int(m.forget[0] * 1000), last)
            push(fms, 3, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.channel_id, "message_id": m.id,
                          "requested_by": AUTHORS[m.forget[1]][0], "at": _iso(fms)})
    for (t, group, who) in day.bulk:
        lo = max(x.ms for x in group)
        bms = cap(day_ms0 + int(t * 1000), lo)
        push(bms, 3, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": channel_id,
                      "message_ids": [x.id for x in group], "deleted_at": _iso(bms)})
        for x in group:
            x.delete_t = t
    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    for m in msgs:
        if m.forget is not None:
            state = "forgotten"
        elif m.delete_t is not None:
            state = "deleted"
        elif m.edits:
            state = "edited"
        else:
            state = "live"
        if m.kind == "hard":
            et, facts, phr = m.hard
            hard.append({"channel_id": m.channel_id, "message_id": m.id, "event_type": et, "facts": list(facts),
                         "phrasing": phr, "final_state": state})
        for (_t, _c, supl) in m.edits:
            for s in supl:
                sup.append([m.channel_id, m.id, s])
        if m.removed:
            removed.append(m.removed)
        if m.kind == "noise":
            noise.append(m.id)
        elif m.kind == "near":
            near.append(m.id)
        if m.idiom:
            idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    return ev, {"hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
                "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}, seq


def _day_stats(day: _Day) -> dict:
    n = len(day.msgs)
    kb = sum(len(m.content.encode("utf-8")) + len(_embed_text(m.embeds).encode("utf-8")) for m in day.msgs) / 1024.0
    hard = sum(1 for m in day.msgs if m.kind == "hard")
    noise = sum(1 for m in day.msgs if m.kind == "noise")
    return {"messages": n, "kb": kb, "hard": hard, "noise_share": noise / n if n else 0.0}


def _sup_levels(day: _Day) -> list:
    return [lvl for m in day.msgs for (_t, _c, sup) in m.edits for lvl in sup] + [m.removed for m in day.msgs if m.removed]


def _clean(day: _Day, prior_text: str = "", prior_sup=()) -> bool:
    """Superseded levels and removed snippets must not survive anywhere else in the channel (this day or earlier)."""
    texts = [(m, m.final_text()) for m in day.msgs]
    for m in day.msgs:
        for (_t, _c, sup) in m.edits:
            for lvl in sup:
                if any(lvl in tx for x, tx in texts if x is not m) or lvl in m.final_text() or lvl in prior_text:
                    return False
        if m.removed:
            if any(m.removed in tx for x, tx in texts if x is not m) or m.removed in prior_text:
                return False
    live = "\n".join(tx for x, tx in texts if x.delete_t is None and x.forget is None and x not in
                     {y for (_t, g, _w) in day.bulk for y in g})
    return not any(lvl in live for lvl in prior_sup)


def _ok(st: dict) -> bool:
    return (MSG_RANGE[0] <= st["messages"] <= MSG_RANGE[1] and KB_RANGE[0] <= st["kb"] <= KB_RANGE[1]
            and NOISE_RANGE[0] <= st["noise_share"] <= NOISE_RANGE[1] and HARD_RANGE[0] <= st["hard"] <= HARD_RANGE[1])


def _build_day(seed: int, day_start: datetime, ch_idx: int, day_idx: int, prior_text: str = "",
               prior_sup=()) -> _Day:
    last = None
    for attempt in range(60):
        rng = random.Random(f"{DESK}:{seed}:{ch_idx}:{day_idx}:{attempt}")
        d = _Day(rng, day_start, ch_idx, day_idx).build()
        if _ok(_day_stats(d)) and _clean(d, prior_text, prior_sup):
            return d
        last = d
    return last


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default: a fixed date in this module, so output is stable);
    channels: how many channels of this desk (ids distinct per index, each its own busy flow);
    days: how many consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    channels = max(1, int(channels))
    days = max(1, int(days))
    all_ev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_rows = []
    for ch in range(channels):
        cid = _channel_ids(ch)
        worker = (5 + ch) % 32
        seq = 0
        prior_text, prior_sup = "", ()
        for d in range(days):
            day_start = end - timedelta(days=days - d)
            # superseded levels / removed snippets are kept unique within the channel-day (strict);
            # across days only removed snippets are kept unique (prices recur naturally from day to day)
            day = _build_day(seed, day_start, ch, d, prior_text, prior_sup)
            prior_text += "\n" + "\n".join(m.removed for m in day.msgs if m.removed)
            ev, lab, seq = _finalize(day, cid, worker, seq)
            all_ev.extend(ev)
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[k].extend(lab[k])
            idiom_rows.extend(lab["idioms"])
    labels["idioms"] = _pick_idioms(idiom_rows)
    all_ev.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e for (_ms_, _p_, _n_, e) in all_ev], "labels": labels}


# ---------------------------------------------------------------- self-check -------
def _self_check(out_path: str, labels_path: str) -> int:
    events = []
    with open(out_path, encoding="utf-8") as fh:
        for ln in fh:
            events.append(json.loads(ln))
    with open(labels_path, encoding="utf-8") as fh:
        labels = json.load(fh)
    errors = []
    msgs = {}        # id -> dict(channel, parent, content, embeds, ms, deleted, forgotten)
    last_ms_by_ch = {}
    for i, e in enumerate(events):
        op = e["op"]
        if op == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
            if abs(_ms(ca) - ms) > 0:
                errors.append(f"line {i + 1}: created_at does not match snowflake")
            root = e.get("parent_channel_id") or e["channel_id"]
            if root in last_ms_by_ch and ms < last_ms_by_ch[root]:
                errors.append(f"line {i + 1}: id out of time order")
            last_ms_by_ch[root] = ms
            msgs[m["id"]] = {"channel": e["channel_id"], "root": root, "content": m["content"], "embeds": m["embeds"],
                             "ms": ms, "gone": None, "ref": m.get("reference_id")}
            if m.get("reference_id") and m["reference_id"] not in msgs:
                errors.append(f"line {i + 1}: reply to unknown/later message")
        elif op == "edit":
            if e["message_id"] not in msgs:
                errors.append(f"line {i + 1}: edit before create")
            else:
                msgs[e["message_id"]]["content"] = e["content"]
        elif op in ("delete", "forget"):
            msgs[e["message_id"]]["gone"] = "deleted" if op == "delete" else "forgotten"
        elif op == "bulk_delete":
            for x in e["message_ids"]:
                msgs[x]["gone"] = "deleted"
    # time order of the whole file
    def _t(e):
        for k in ("edited_at", "deleted_at", "at"):
            if k in e:
                return e[k]
        return e["message"]["created_at"]
    ts = [_t(e) for e in events]
    if ts != sorted(ts):
        errors.append("events not in time order")

    def text(mid):
        m = msgs[mid]
        return m["content"] + "\n" + _embed_text(m["embeds"])

    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append(f"hard event {mid} not found")
            continue
        if msgs[mid]["channel"] != h["channel_id"]:
            errors.append(f"hard event {mid} channel mismatch")
        if not (2 <= len(h["facts"]) <= 5):
            errors.append(f"hard event {mid} has {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in text(mid):
                errors.append(f"fact {f!r} not in message {mid}")
        want = msgs[mid]["gone"]
        if want and h["final_state"] != want:
            errors.append(f"hard event {mid} final_state {h['final_state']} != {want}")
    def _day(ms):
        return datetime.fromtimestamp(ms / 1000, tz=UTC).strftime("%Y-%m-%d")

    live_by_root = {}
    for mid, m in msgs.items():
        if not m["gone"]:
            live_by_root.setdefault((m["root"], _day(m["ms"])), []).append(text(mid))
    for ch, mid, old in labels["superseded_facts"]:
        if old in text(mid):
            errors.append(f"superseded {old!r} still in final text of {mid}")
        key = (msgs[mid]["root"], _day(msgs[mid]["ms"]))
        if any(old in t for t in live_by_root.get(key, [])):
            errors.append(f"superseded {old!r} appears in some live message of channel-day {key}")
    all_live = "\n".join(t for v in live_by_root.values() for t in v)
    gone_text = "\n".join(text(mid) for mid, m in msgs.items() if m["gone"])
    for s in labels["removed_texts"]:
        if s in all_live:
            errors.append(f"removed text {s!r} appears in a live message")
        if s not in gone_text:
            errors.append(f"removed text {s!r} not in any removed message")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in msgs:
            errors.append(f"noise/near id {mid} not found")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errors.append("a hard event is also labelled noise/near-miss")
    if not (10 <= len(labels["idioms"]) <= 20):
        errors.append(f"{len(labels['idioms'])} idiom rows")
    for row in labels["idioms"]:
        if row["message_id"] not in msgs:
            errors.append(f"idiom message {row['message_id']} not found")

    # per channel-day stats
    hard_by = {}
    for h in labels["hard_events"]:
        hard_by.setdefault(h["message_id"], h)
    noise_set = set(labels["noise_message_ids"])
    near_set = set(labels["near_miss_ids"])
    groups = {}
    for mid, m in msgs.items():
        day = datetime.fromtimestamp(m["ms"] / 1000, tz=UTC).strftime("%Y-%m-%d")
        groups.setdefault((m["root"], day), []).append(mid)
    print(f"{'channel':>20} {'day':>10} {'msgs':>5} {'KB':>6} {'hard':>5} {'near':>5} {'noise%':>7}", file=sys.stderr)
    for (root, day), ids in sorted(groups.items()):
        n = len(ids)
        kb = sum(len(msgs[i]["content"].encode()) + len(_embed_text(msgs[i]["embeds"]).encode()) for i in ids) / 1024
        nh = sum(1 for i in ids if i in hard_by)
        nn = sum(1 for i in ids if i in near_set)
        nz = sum(1 for i in ids if i in noise_set)
        print(f"{root:>20} {day:>10} {n:>5} {kb:>6.1f} {nh:>5} {nn:>5} {nz / n * 100:>6.1f}%", file=sys.stderr)
        if not (180 <= n <= 320):
            errors.append(f"{root} {day}: {n} messages")
        if not (70 <= kb <= 120):
            errors.append(f"{root} {day}: {kb:.1f} KB")
        if not (25 <= nh <= 45):
            errors.append(f"{root} {day}: {nh} hard events")
        if not (0.25 <= nz / n <= 0.40):
            errors.append(f"{root} {day}: noise share {nz / n:.2f}")
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    print("hard events by type: " + ", ".join(f"{k}={v}" for k, v in sorted(by_type.items())), file=sys.stderr)
    print(f"near-misses={len(labels['near_miss_ids'])} noise={len(labels['noise_message_ids'])} "
          f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])} "
          f"idioms={len(labels['idioms'])} events={len(events)}", file=sys.stderr)
    if errors:
        for er in errors[:50]:
            print("SELF-CHECK FAIL: " + er, file=sys.stderr)
        return 1
    print("SELF-CHECK OK", file=sys.stderr)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends, e.g. 2026-06-11T00:00:00Z")
    ap.add_argument("--no-check", action="store_true", help="skip the self-check")
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
    if a.no_check:
        return 0
    return _self_check(a.out, a.labels)


if __name__ == "__main__":
    sys.exit(main())
