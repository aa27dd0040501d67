"""Desk generator: ``agent_etf_macro`` -- an all-agent ETF / index-futures floor.

A floor run almost entirely by LLM agents trading US sector/country ETFs and index
futures (XLE, XLF, SMH, EWZ, FXI, TLT, ES, NQ) with one human PM who speaks rarely
and one on-call engineer.  Each agent has a house style:

* ``macro-strategist`` -- long markdown notes (headings, bullets, tables); a proposal
  or a thesis change sits in one bullet or one table row;
* ``pc-agent`` -- portfolio construction, fenced ```yaml / ```json blocks of target
  weights and orders, occasional prose or shorthand;
* ``exec-agent`` -- terse order status lines ``ORD-7F3A2 XLE BUY 1,200 LMT 91.40 -> WORKING``,
  fills, stops it edits in place, embed-only execution reports;
* ``risk-agent`` -- verdicts (APPROVED / RESIZED / VETO), key=value checks, limit changes;
* ``triage-agent`` -- routes items by @-mention or by name, or declines them;
* ``NewsBridge`` -- embed-only headlines (title, description, fields, footer "Source: ...").

Standard library only.  ``generate()`` is a pure function of its arguments.
CLI: ``python -m tests.desks.agent_etf_macro --out cap.jsonl --labels labels.json
[--seed N] [--channels N] [--days N] [--end ISO]`` (writes, reloads and checks).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "agent_etf_macro"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 12, 0, 0, 0, tzinfo=timezone.utc)  # last day = Fri 11 Dec 2026
GUILD_ID = "1382640771936350298"
_CHANNEL_IDS = ["1382640915427172432", "1382641037788119163",
                "1382641188951031909", "1382641342337863761"]
CHANNEL_NAMES = ["etf-macro-core", "etf-macro-global", "etf-macro-tactical", "etf-macro-overlay"]

HOUR = 3_600_000
MIN = 60_000
SEC = 1000

# author key -> (id, display name, bot, worker)
AUTHORS = {
    "pm": ("1161843069248761946", "Dana Whitcombe", False, 1),
    "ops": ("1205538871240392714", "Marco Ilves", False, 2),
    "macro": ("1376618214470733915", "macro-strategist", True, 5),
    "pc": ("1376618622836506715", "pc-agent", True, 6),
    "exec": ("1376619046264078426", "exec-agent", True, 7),
    "risk": ("1376619377341599867", "risk-agent", True, 8),
    "triage": ("1376619731110727751", "triage-agent", True, 9),
    "news": ("1377001582934020136", "NewsBridge", True, 11),
    "sched": ("1377001947783749722", "scheduler", True, 12),
    "ci": ("1377002318627946527", "deploy-bot", True, 13),
    "alerts": ("1377002611927207956", "px-alerts", True, 14),
    "pnl": ("1377002890005364837", "pnl-snapshot", True, 15),
    "sim": ("1377003220143591444", "sim-agent", True, 16),
}
MENTION = {k: "<@%s>" % v[0] for k, v in AUTHORS.items()}

# ---------------------------------------------------------------- instruments
INST = {
    "XLE": dict(name="Energy Select Sector SPDR Fund", px=91.40, fut=False, lot=(600, 3000, 100),
                sector="energy", cap="sector cap 25%", capf="25%", venue=["ARCX", "EDGX", "IEX"]),
    "XLF": dict(name="Financial Select Sector SPDR Fund", px=52.30, fut=False, lot=(1000, 6000, 100),
                sector="financials", cap="sector cap 25%", capf="25%", venue=["ARCX", "BATS", "IEX"]),
    "SMH": dict(name="VanEck Semiconductor ETF", px=248.10, fut=False, lot=(200, 1200, 50),
                sector="semis", cap="sector cap 25%", capf="25%", venue=["NSDQ", "ARCX", "EDGX"]),
    "EWZ": dict(name="iShares MSCI Brazil ETF", px=28.65, fut=False, lot=(2000, 12000, 500),
                sector="Brazil", cap="country cap 15%", capf="15%", venue=["ARCX", "BATS"]),
    "FXI": dict(name="iShares China Large-Cap ETF", px=31.20, fut=False, lot=(2000, 10000, 500),
                sector="China", cap="country cap 15%", capf="15%", venue=["ARCX", "NSDQ"]),
    "TLT": dict(name="iShares 20+ Year Treasury Bond ETF", px=88.55, fut=False, lot=(500, 4000, 100),
                sector="duration", cap="duration budget 9.0y", capf="9.0y", venue=["NSDQ", "ARCX", "IEX"]),
    "ES": dict(name="E-mini S&P 500", contract="ESH7", px=6085.25, fut=True, lot=(1, 5, 1),
               sector="index beta", cap="futures gross cap 8 lots", capf="8 lots", venue=["CME Globex"],
               index="S&P 500"),
    "NQ": dict(name="E-mini Nasdaq-100", contract="NQH7", px=21940.50, fut=True, lot=(1, 4, 1),
               sector="index beta", cap="futures gross cap 8 lots", capf="8 lots", venue=["CME Globex"],
               index="Nasdaq-100"),
}
UNIVERSE = list(INST)

BOOKS = [
    dict(name="core", held={"XLE": 4800, "SMH": 1900, "TLT": 9000, "ES": 6}, watch=["EWZ", "FXI", "XLF", "NQ"]),
    dict(name="global", held={"EWZ": 42000, "FXI": 38000, "TLT": 6500, "NQ": 3}, watch=["XLE", "SMH", "XLF", "ES"]),
    dict(name="tactical", held={"XLF": 21000, "SMH": 1400, "ES": 4, "FXI": 25000}, watch=["XLE", "TLT", "EWZ", "NQ"]),
    dict(name="overlay", held={"TLT": 12000, "XLE": 3100, "NQ": 5, "XLF": 15000}, watch=["SMH", "FXI", "EWZ", "ES"]),
]

WHY_BUY = {
    "XLE": ["OPEC+ cut extension plus refiner margin recovery", "breadth thrust in energy, 78% above 50dma",
            "Brent curve back in steep backwardation"],
    "XLF": ["bull steepener helps NIM, regional stress fading", "capital-markets fees rebounding into Q4",
            "loan growth inflecting per the H.8 data"],
    "SMH": ["AI capex guides raised again, memory pricing firm", "book-to-bill above 1.1 three months running",
            "HBM supply-chain checks still strong"],
    "EWZ": ["Selic cuts priced too late, BRL carry still attractive", "fiscal framework credibility improving",
            "iron ore and Petrobras dividend support"],
    "FXI": ["property stimulus finally showing in sales data", "policy put plus 8.9x forward P/E",
            "southbound flows at a record"],
    "TLT": ["growth rolling over, 30y real yields at 2.6% look rich", "term premium peaking with lighter coupon supply",
            "labour data softening"],
    "ES": ["earnings breadth improving, soft-landing base case", "vol-control re-leveraging into year-end",
           "re-risk after the VIX spike faded"],
    "NQ": ["mega-cap guidance plus the duration tailwind", "momentum re-accelerating after the shakeout",
           "cheap upside vs semis beta"],
}
WHY_SELL = ["trim back to target weight after the rally", "reduce beta into the print", "take profit into resistance",
            "hedge the sleeve's equity beta", "fund the rates leg", "cut risk after the breadth rollover"]

THESIS_REASON_DOWN = {
    "XLE": "the OPEC+ cut is smaller than our base case and Cushing builds resumed",
    "XLF": "the curve re-flattened and credit card charge-offs ticked up again",
    "SMH": "capex digestion: two hyperscalers guided flat for H1",
    "EWZ": "the fiscal framework slipped and BRL carry unwinds are starting",
    "FXI": "the 'policy put' failed to show at the Politburo meeting",
    "TLT": "the 30y auction tailed 2.4bp and supply guidance went up",
    "ES": "earnings revisions breadth rolled over for a third week",
    "NQ": "top-7 concentration at a record with revisions flattening",
}
THESIS_REASON_UP = {
    "XLE": "the Q1 supply cut is larger than our base case and inventories are drawing",
    "XLF": "the bull steepener is sticking and deposit betas are falling",
    "SMH": "book-to-bill held above 1.1 and memory contract prices rose again",
    "EWZ": "the central bank signalled a faster easing path",
    "FXI": "property sales finally turned positive y/y",
    "TLT": "core services disinflation is broadening",
    "ES": "earnings breadth is the best since 2021",
    "NQ": "guidance from the mega-caps beat on every line",
}

# ---------------------------------------------------------------- small helpers


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _hm(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%H:%M")


def fq(sym: str, q: int) -> str:
    return str(q) if INST[sym]["fut"] else f"{q:,}"


def fp(sym: str, p: float) -> str:
    return f"{p:,.2f}" if INST[sym]["fut"] else f"{p:.2f}"


def fplain(p: float) -> str:
    return f"{p:.2f}"


def ticker(sym: str) -> str:
    return INST[sym].get("contract", sym)


def ksize(q: int) -> str:
    if q >= 1000 and q % 100 == 0:
        s = f"{q / 1000:.1f}".rstrip("0").rstrip(".")
        return s + "k"
    return str(q)


def tick_round(sym: str, p: float) -> float:
    if INST[sym]["fut"]:
        return round(p * 4) / 4
    return round(p, 2)


class Thread:
    def __init__(self, t: int, name: str):
        self.t = t
        self.name = name
        self.id = None


class M:
    def __init__(self, t, author, content="", embeds=None, ref=None, thread=None, kind="neutral", attach=None):
        self.t = int(t)
        self.author = author
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.kind = kind  # hard | noise | near | neutral
        self.attach = attach or []
        self.edits = []  # (t, content)
        self.deleted_at = None
        self.bulk_deleted = False
        self.forgot = None  # (t, requested_by)
        self.label = None  # (event_type, facts, phrasing)
        self.superseded = []
        self.removed_snip = None
        self.id = None
        self.channel_id = None

    def final_text(self) -> str:
        parts = [self.edits[-1][1] if self.edits else self.content]
        for e in self.embeds:
            parts.append(_embed_text(e))
        return "\n".join(parts)

    def size(self) -> int:
        n = len(self.content.encode("utf-8")) + sum(len(c.encode("utf-8")) for _, c in self.edits[-1:])
        for e in self.embeds:
            n += len(_embed_text(e).encode("utf-8"))
        return n


def _embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


# ---------------------------------------------------------------- activity curve
# UTC hour weights: Asia futures overnight, Europe morning, US pre-market, US cash, wind-down.
HOUR_W = [0.35, 0.3, 0.3, 0.3, 0.25, 0.3, 0.45, 0.6, 0.7, 0.75, 0.8, 1.1,
          1.4, 1.8, 2.2, 2.0, 1.8, 1.7, 1.7, 1.9, 1.8, 1.0, 0.6, 0.45]
HOUR_W_WEEKEND = [0.5, 0.4, 0.35, 0.3, 0.3, 0.35, 0.5, 0.7, 0.9, 1.0, 1.1, 1.2,
                  1.2, 1.2, 1.2, 1.1, 1.1, 1.0, 1.0, 0.9, 0.9, 0.8, 0.8, 0.7]


class Seq:
    def __init__(self, day, t):
        self.day = day
        self.t = int(t)

    def step(self, lo, hi):
        self.t += int(self.day.r.uniform(lo, hi) * 1000)
        self.t = min(self.t, self.day.t1 - 5 * SEC)
        return self.t


# ---------------------------------------------------------------- one channel-day


class DayGen:
    def __init__(self, seed: int, ch_idx: int, day_start: datetime, prev_state: dict, attempt: int = 0):
        self.seed = seed
        self.ch = ch_idx
        self.book = BOOKS[ch_idx % len(BOOKS)]
        self.bookname = self.book["name"] if ch_idx < len(BOOKS) else f"{self.book['name']}-{ch_idx}"
        self.date = day_start
        self.r = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_start.date().isoformat()}|{attempt}")
        self.t0 = int(day_start.timestamp() * 1000)
        self.t1 = self.t0 + 24 * HOUR
        self.weekend = day_start.weekday() >= 5
        self.msgs: list[M] = []
        self.threads: list[Thread] = []
        self.ops: list[tuple] = []  # (t, op, msg, extra)
        self.idioms: list[tuple] = []  # (msg, idiom, expected)
        self.used_oid = set()
        self.pid_n = 0
        self.nid_n = self.r.randint(4100, 4800)
        self.prev = prev_state
        self.held = dict(self.book["held"])
        self.watch = list(self.book["watch"])
        self.fills = []  # (oid, sym)
        self.thesis_syms = set()
        self.recap_oids = []
        self.overnight_done = False
        self.side_of = {}
        mmdd = day_start.strftime("%m%d")
        self.pid_prefix = f"P-{self.bookname[0].upper()}{mmdd}-"
        # market: same for every channel on a date
        self.px = {}
        for s, ins in INST.items():
            rr = random.Random(f"px|{seed}|{s}|{day_start.date().isoformat()}")
            o = day_start.toordinal()
            drift = 0.035 * math.sin(o / 6.0 + len(s)) + rr.gauss(0, 0.006)
            self.px[s] = tick_round(s, ins["px"] * (1 + drift))
        self.dstr = day_start.strftime("%a %d %b %Y")

    # ----- primitives
    def at(self, h: float) -> int:
        return self.t0 + int(h * HOUR)

    def rand_t(self, lo=0.0, hi=24.0) -> int:
        w = HOUR_W_WEEKEND if self.weekend else HOUR_W
        hours = [h for h in range(24) if lo <= h < hi or (h < lo < h + 1)]
        hh = self.r.choices(hours, weights=[w[h] for h in hours])[0]
        a = max(lo, hh)
        b = min(hi, hh + 1)
        return self.at(self.r.uniform(a, b))

    def post(self, t, author, content="", embeds=None, ref=None, thread=None, kind="neutral", attach=None) -> M:
        m = M(min(int(t), self.t1 - 2 * SEC), author, content, embeds, ref, thread, kind, attach)
        self.msgs.append(m)
        return m

    def hard(self, m: M, etype: str, facts: list, phrasing: str, idiom: str | None = None):
        m.kind = "hard"
        m.label = (etype, [str(f) for f in facts], phrasing)
        if idiom:
            self.idioms.append((m, idiom, etype))
        return m

    def near(self, m: M, idiom: str | None = None):
        m.kind = "near"
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def noise(self, m: M, idiom: str | None = None):
        m.kind = "noise"
        if idiom:
            self.idioms.append((m, idiom, "not_hard"))
        return m

    def edit(self, m: M, t: int, content: str, superseded=()):
        t = max(int(t), (m.edits[-1][0] if m.edits else m.t) + 2 * SEC)
        t = min(t, self.t1 - SEC)
        m.edits.append((t, content))
        m.superseded.extend(superseded)

    def delete(self, m: M, t: int, snip: str):
        m.deleted_at = min(max(int(t), m.t + 3 * SEC), self.t1 - SEC)
        m.removed_snip = snip

    def forget(self, m: M, t: int, by: str, snip: str):
        m.forgot = (min(max(int(t), m.t + 3 * SEC), self.t1 - SEC), AUTHORS[by][0])
        m.removed_snip = snip

    def react(self, m: M, t: int, emoji: str, who: str):
        self.ops.append((min(max(int(t), m.t + SEC), self.t1 - SEC), "reaction_add", m, (emoji, AUTHORS[who][0])))

    def pin(self, m: M, t: int, who: str = "pm"):
        t = min(max(int(t), m.t + SEC), self.t1 - SEC)
        self.ops.append((t, "pin", m, AUTHORS[who][0]))
        self.react(m, t + 700, "📌", who)

    def oid(self) -> str:
        while True:
            o = "ORD-%05X" % self.r.randrange(0x10000, 0xFFFFF)
            if o not in self.used_oid:
                self.used_oid.add(o)
                return o

    def pid(self) -> str:
        self.pid_n += 1
        return f"{self.pid_prefix}{self.pid_n}"

    def nid(self) -> str:
        self.nid_n += self.r.randint(3, 40)
        return f"NEWS-{self.nid_n}"

    def n_hard(self) -> int:
        return sum(1 for m in self.msgs if m.kind == "hard")

    def n_kind(self, k) -> int:
        return sum(1 for m in self.msgs if m.kind == k)

    def kb(self) -> float:
        return sum(m.size() for m in self.msgs) / 1024.0

    def weight(self, sym) -> float:
        base = {"XLE": 17.9, "SMH": 14.2, "TLT": 21.5, "EWZ": 11.8, "FXI": 10.9, "XLF": 16.4}
        return base.get(sym, 12.0) + self.r.uniform(-1.5, 1.5)

    # ----- build
    def build(self):
        r = self.r
        hard_target = r.randint(29, 37)
        self.scene_book_snapshot()
        self.scene_t1_recap()
        self.scene_risk_report()
        self.scene_drift_report()
        held = [s for s in self.held]
        r.shuffle(held)
        # proposal forms: the morning note carries the first case or a thesis change
        note_form = r.choice(["note_table", "note_bullet", "note_table", "note_bullet", "note_thesis"])
        others = ["yaml", "json", "tagged", "shorthand_pm", "untagged", "shorthand_agent", "yaml", "tagged"]
        r.shuffle(others)
        n_cases = r.choice([4, 4, 5]) if not self.weekend else r.choice([3, 4])
        forms = []
        if note_form != "note_thesis":
            forms.append(note_form)
        while len(forms) < n_cases:
            forms.append(others.pop())
        if "yaml" not in forms and not self.weekend:
            forms[-1] = "yaml"
        variants = ["approve", "resize", "veto", "half", "cancel", "reject", "approve_kv"]
        r.shuffle(variants)
        variants = ["approve"] + variants
        if "resize" not in variants[:n_cases] and "veto" not in variants[:n_cases]:
            variants[1] = r.choice(["resize", "veto"])
        syms = [held[i % len(held)] for i in range(n_cases)]
        if self.weekend:
            slots = sorted(r.uniform(9.5, 21.0) for _ in range(n_cases))
        else:
            slots = sorted(r.uniform(13.6, 19.2) for _ in range(n_cases))
        stop_edit_done = False
        for i, (form, var, sym) in enumerate(zip(forms, variants, syms)):
            if form.startswith("note_"):
                t = self.at(r.uniform(11.3, 12.6))
            elif INST[sym]["fut"] and not self.weekend and r.random() < 0.5 and not self.overnight_done:
                self.overnight_done = True
                t = self.at(r.uniform(1.0, 6.5))  # overnight hedge, PM asleep
                var = "overnight"
            else:
                t = self.at(slots[i])
            done = self.trade_case(t, sym, form, var, not stop_edit_done)
            stop_edit_done = stop_edit_done or done
        if not self.morning_note_posted:
            self.morning_note(self.at(r.uniform(11.3, 12.6)), "thesis" if note_form == "note_thesis" else None)
        self.scene_news()
        self.scene_colour_news()
        self.scene_risk_intraday()
        self.scene_postmortem_thread()
        self.scene_deletes()
        if not stop_edit_done:
            self.scene_stop_existing(edit_twice=True)
        self.scene_midday_note(carry=self.n_hard() < hard_target)
        optional = ["thesis", "risk", "route", "stop", "risk", "route", "news", "thesis", "route"]
        r.shuffle(optional)
        for o in optional:
            if self.n_hard() >= hard_target:
                break
            if o == "thesis":
                self.scene_thesis_short()
            elif o == "risk":
                self.scene_risk_limit()
            elif o == "route":
                self.scene_internal_route()
            elif o == "stop":
                self.scene_stop_existing()
            else:
                self.scene_news(extra=True)
        self.scene_eod_wrap()
        self.scene_tca()
        self.scene_eod_targets()
        # near misses
        self.scene_scenarios()
        self.scene_backtest()
        self.scene_other_desks()
        self.scene_paper()
        self.scene_general_view()
        for _ in range(r.randint(4, 7) if not self.weekend else 0):
            self.data_reaction()
        # neutral chatter up to a target of non-noise messages
        target_nonnoise = r.randint(112, 138)
        guard = 0
        while (len(self.msgs) - self.n_kind("noise")) < target_nonnoise and guard < 300:
            guard += 1
            self.chatter()
        # research notes until the volume target
        kb_target = r.uniform(78, 96)
        share = r.uniform(0.30, 0.36)
        for _ in range(3):
            self.research_note()
        guard = 0
        while guard < 30:
            guard += 1
            self.fill_noise(share)
            if self.kb() >= kb_target:
                break
            self.research_note()
        self.fill_noise(share)

    def stats(self):
        n = len(self.msgs)
        return n, self.kb(), self.n_hard(), self.n_kind("noise") / max(1, n)

    def in_range(self) -> bool:
        n, kb, h, sh = self.stats()
        return 185 <= n <= 312 and 72 <= kb <= 117 and 26 <= h <= 43 and 0.27 <= sh <= 0.39

    # ------------------------------------------------------------ scenes
    def sector_notes(self):
        r = self.r
        return [
            f"- **Energy.** Refining cracks {r.choice(['widened', 'narrowed'])} {r.uniform(0.5, 3):.1f}$/bbl this week; integrated majors "
            "are trading with crude, refiners with cracks. Dividend yields near 3.4% provide a floor that the market has respected twice this quarter.",
            f"- **Financials.** The KBW bank index is {r.uniform(-3, 6):+.1f}% this month; large banks are outperforming regionals on "
            "capital-markets fees. Card charge-offs remain the metric to watch in the monthly master-trust data.",
            f"- **Semis.** Memory spot prices {r.choice(['up', 'down'])} {r.uniform(1, 6):.1f}% w/w; equipment names lag the designers. "
            "Sell-side capex estimates for 2027 moved up again, which is consensus now and no longer a surprise.",
            f"- **Brazil.** The DI curve priced {r.randint(40, 120)}bp of easing over 12 months; BRL carry is still ~{r.uniform(8, 11):.1f}% "
            "annualised. Fiscal headlines drive the day-to-day and tend to fade within a session.",
            f"- **China.** Property sales in the top-30 cities {r.uniform(-15, 10):+.1f}% y/y on the weekly data; credit impulse "
            "still negative but less so. Hong Kong liquidity is fine, southbound flows steady.",
            f"- **Duration.** Term premium estimates (ACM) at {r.uniform(0.2, 0.9):.2f}%; the long end cheapens into every auction and "
            "richens after, a pattern that has held for eight auctions running.",
            f"- **Index.** S&P equal-weight vs cap-weight {r.uniform(-2, 2):+.1f}% this month; buyback blackout ends in January, "
            "which historically removes a steady bid until then.",
        ]

    def sector_dashboard(self):
        r = self.r
        rows = ["| Ticker | Last | 1d | 5d | 1m | 20d rv | 1m iv | Flows 5d ($m) | Breadth |",
                "|---|---|---|---|---|---|---|---|---|"]
        for s in UNIVERSE:
            rows.append(f"| {ticker(s)} | {fp(s, self.px[s])} | {r.uniform(-1.8, 1.8):+.2f}% | {r.uniform(-4, 4):+.1f}% | "
                        f"{r.uniform(-8, 8):+.1f}% | {r.uniform(9, 34):.1f} | {r.uniform(10, 36):.1f} | "
                        f"{r.randint(-900, 1400):+,} | {r.randint(20, 90)}% |")
        return "\n".join(rows)

    def scene_risk_report(self):
        r = self.r
        t = self.at(r.uniform(10.7, 11.4)) if not self.weekend else self.at(r.uniform(9, 12))
        rows = ["| Limit | Current | Cap | Headroom |", "|---|---|---|---|"]
        for lim, cur, cap in [("gross", f"{r.randint(128, 165)}%", "175%"), ("net", f"{r.randint(50, 78)}%", "90%"),
                              ("sector max (single)", f"{r.uniform(14, 23):.1f}%", "25%"),
                              ("country max (single)", f"{r.uniform(6, 13):.1f}%", "15%"),
                              ("duration", f"{r.uniform(6.5, 8.8):.1f}y", "9.0y"),
                              ("futures gross", f"{r.randint(3, 7)} lots", "8 lots"),
                              ("VaR 1d 99%", f"{r.uniform(1.2, 2.2):.2f}%", "2.50%"),
                              ("ADV per order", f"{r.uniform(1, 6):.1f}%", "10%")]:
            rows.append(f"| {lim} | {cur} | {cap} | {r.choice(['ample', 'ok', 'ok', 'tight'])} |")
        stress = ["| Scenario | P&L (bp NAV) |", "|---|---|",
                  f"| Rates +50bp parallel | {r.randint(-120, -30)} |", f"| Equities -10% | {r.randint(-260, -120)} |",
                  f"| Oil -20% | {r.randint(-90, -10)} |", f"| USD +5% | {r.randint(-110, -20)} |",
                  f"| 2020-03 replay | {r.randint(-520, -280)} |", f"| 2022 rates shock replay | {r.randint(-340, -160)} |"]
        txt = (f"## Risk report — {self.dstr} (start of day)\n\n"
               "All limits measured post-trade on prior-close marks. No breaches overnight.\n\n"
               + "\n".join(rows) + "\n\n### Stress\n" + "\n".join(stress) +
               "\n\n### Notes\n"
               f"- Correlation regime: equity/bond 20d corr {r.uniform(-0.4, 0.4):+.2f}; the duration leg hedges less than the model assumes.\n"
               f"- Liquidity: country ETFs have {r.randint(2, 5)} days to liquidate at 10% ADV; US sector ETFs under a day.\n"
               "- Model: VaR is historical 2y, stressed VaR uses 2008-09 and 2020.\n"
               f"_risk-agent · model risk-v{r.randint(2, 4)}.{r.randint(0, 9)}_")
        self.near(self.post(t, "risk", txt), "start-of-day risk report with limit utilisation, no change")

    def scene_drift_report(self):
        r = self.r
        t = self.at(r.uniform(12.6, 13.2)) if not self.weekend else self.at(r.uniform(12, 15))
        rows = ["| Ticker | Current | Target | Drift | Band |", "|---|---|---|---|---|"]
        for s in self.held:
            if INST[s]["fut"]:
                continue
            cur = self.weight(s)
            tgt = cur + r.uniform(-1.2, 1.2)
            rows.append(f"| {s} | {cur:.2f}% | {tgt:.2f}% | {cur - tgt:+.2f}% | ±1.50% |")
        txt = (f"**Drift report — {self.bookname} — {_hm(t)} UTC**\n" + "\n".join(rows) +
               f"\n\nFactor drift vs model: momentum {r.uniform(-0.1, 0.1):+.2f}, value {r.uniform(-0.1, 0.1):+.2f}, "
               f"duration {r.uniform(-0.4, 0.4):+.2f}y. Cash {r.uniform(1, 6):.1f}%.\n"
               "All drifts inside band at the snapshot; targets and weights next recompute at the close.\n"
               "```yaml\nmodel: tilt-v4\nvol_target: 0.09\nlookback_days: 60\nrebalance_band: 0.015\n"
               f"turnover_budget_bp: {r.randint(20, 60)}\nlast_solve_ms: {r.randint(40, 900)}\n```")
        self.near(self.post(t, "pc", txt), "drift report table with targets, no order")

    def scene_eod_targets(self):
        r = self.r
        t = self.at(r.uniform(21.0, 22.0))
        lines = []
        for s_ in list(self.held) + self.watch:
            w = 0.0 if s_ in self.watch else self.weight(s_) / 100
            lines.append(f"  {ticker(s_)}: {{target: {w:.3f}, band: 0.015, vol_60d: {r.uniform(0.1, 0.35):.3f}}}")
        txt = ("Closing targets for tomorrow's solve (informational, nothing to trade — orders only come as proposals):\n"
               "```yaml\n" f"book: {self.bookname}\nasof: {self.date.strftime('%Y-%m-%d')}T21:00Z\nweights:\n" + "\n".join(lines) +
               f"\ncash_target: {r.uniform(0.02, 0.08):.3f}\ngross_budget: 1.75\n```")
        self.near(self.post(t, "pc", txt), "closing target-weights YAML that is not a proposal")

    def scene_tca(self):
        r = self.r
        if self.weekend or not self.fills:
            return
        t = self.at(r.uniform(21.5, 22.6))
        lines = []
        for oid, sym in self.fills:
            lines.append(f"| {oid} | {ticker(sym)} | {r.uniform(-2, 6):+.1f}bp | {r.randint(40, 95)}% | {r.randint(2, 14)} | "
                         f"{r.choice(['LMT', 'PEG_MID', 'VWAP_30m'])} |")
        txt = ("## Nightly TCA (today's completed orders)\n"
               "| Order | Sym | vs arrival | passive | children | algo |\n|---|---|---|---|---|---|\n" + "\n".join(lines) +
               f"\n\nAverage {r.uniform(0.5, 3.5):.1f}bp vs arrival, {r.uniform(-1, 2):+.1f}bp vs interval VWAP. "
               "Venue mix and per-child detail in tca_" + self.date.strftime("%m%d") + ".parquet.\n"
               "Observations:\n"
               "- Passive share fell in the last hour as the MOC imbalance grew.\n"
               "- Country ETFs: spreads widened after the underlying market closed; pegging to the iNAV helped.\n"
               f"- Futures: no slippage to speak of, the book was {r.randint(20, 200)}x our size.")
        self.near(self.post(t, "exec", txt, attach=[(f"tca_{self.date.strftime('%m%d')}.parquet", r.randint(40000, 200000))]),
                  "nightly TCA table of today's orders (no new fill)")

    def thesis_sym(self):
        free = [x for x in self.held if x not in self.thesis_syms]
        sym = self.r.choice(free or list(self.held))
        self.thesis_syms.add(sym)
        return sym

    def scene_book_snapshot(self):
        r = self.r
        t = self.at(r.uniform(10.6, 11.2))
        rows = []
        tot = 0.0
        for s, q in self.held.items():
            w = self.weight(s) if not INST[s]["fut"] else r.uniform(18, 32)
            tot += w if not INST[s]["fut"] else 0
            avg = tick_round(s, self.px[s] * r.uniform(0.93, 1.02))
            unit = " lots" if INST[s]["fut"] else ""
            wlab = f"{w:.1f}% notional" if INST[s]["fut"] else f"{w:.1f}%"
            rows.append(f"| {ticker(s)} | {fq(s, q)}{unit} | {fp(s, avg)} | {wlab} |")
        txt = (f"**Book snapshot — etf-macro-{self.bookname} — {self.dstr} ({'weekend' if self.weekend else 'pre-open'})**\n"
               "| Position | Qty | Avg | Weight |\n|---|---|---|---|\n" + "\n".join(rows) +
               f"\nCash {100 - tot:.1f}% · gross {r.uniform(128, 162):.0f}% · net {r.uniform(52, 78):.0f}%\n"
               f"Watchlist: {', '.join(ticker(s) for s in self.watch)}\n"
               f"_source: OMS positions @ {_hm(t - 4 * MIN)} UTC, marks from prior close_")
        m = self.post(t, "pc", txt)
        self.pin(m, t + r.randint(40, 900) * SEC, "pm")
        prev = self.prev.get("snapshot")
        if prev is not None:
            self.ops.append((t + r.randint(30, 120) * SEC, "unpin", prev, AUTHORS["pm"][0]))
        self.snapshot = m

    def scene_t1_recap(self):
        r = self.r
        t = self.at(r.uniform(10.0, 10.5))
        held = list(self.held)
        lines = []
        for s in r.sample(held, 3):
            side = r.choice(["bought", "sold"])
            q = self.size(s)
            p = tick_round(s, self.px[s] * r.uniform(0.985, 1.01))
            o = self.oid()
            self.recap_oids.append(o)
            lines.append(f"- {side} {fq(s, q)} {ticker(s)} @ {fp(s, p)} ({o}, T-1)")
        prev = "Friday's" if self.date.weekday() == 6 else "yesterday's"
        txt = (f"Recap of {prev} fills (T-1, for the morning pack):\n" + "\n".join(lines) +
               f"\nAll booked, 0 breaks vs prime. Commission ${r.randint(180, 900)}.")
        m = self.post(t, "exec", txt)
        self.near(m, "recap of yesterday's fills (T-1) with prices")

    def size(self, sym, big=False) -> int:
        lo, hi, st = INST[sym]["lot"]
        q = self.r.randrange(lo, hi + st, st)
        return q

    # ..................................................... trade lifecycle
    morning_note_posted = False

    def trade_case(self, t, sym, form, var, want_stop_edit) -> bool:
        r = self.r
        ins = INST[sym]
        fut = ins["fut"]
        code = ticker(sym)
        px = self.px[sym]
        if fut:
            side = r.choice(["BUY", "SELL"])
        else:
            side = "BUY" if r.random() < 0.68 else "SELL"
        if form == "shorthand_pm" and side == "SELL" and not fut:
            side = "BUY"
        side = self.side_of.setdefault(sym, side)
        qty = self.size(sym)
        lim = tick_round(sym, px * (1 + (-0.0012 if side == "BUY" else 0.0012) * r.uniform(0.2, 1.0)))
        has_stop = side == "BUY" or fut
        sdist = r.uniform(0.022, 0.04)
        stop = tick_round(sym, lim * (1 - sdist if side == "BUY" else 1 + sdist))
        tgt = tick_round(sym, lim * (1 + r.uniform(0.05, 0.08) if side == "BUY" else 1 - r.uniform(0.04, 0.06)))
        why = r.choice(WHY_BUY[sym]) if side == "BUY" else r.choice(WHY_SELL)
        pid = self.pid()
        oid = self.oid()
        verb = side.lower()
        s = Seq(self, t)
        proposer = "pc"
        # ---------- proposal
        if form in ("note_table", "note_bullet"):
            d = dict(form=form, sym=sym, side=side, qty=qty, lim=lim, stop=stop, tgt=tgt, why=why, pid=pid)
            prop = self.morning_note(t, "proposal", d)
            proposer = "macro"
        elif form == "yaml":
            prop = self.post(s.t, "pc", self.yaml_proposal(pid, sym, side, qty, lim, stop if has_stop else None, why))
            self.hard(prop, "trade_proposal", [pid, code, side, str(qty), fplain(lim)], "structured",
                      "yaml target-weights block with one order")
        elif form == "json":
            stop_part = f', "stop": {fplain(stop)}' if has_stop else ""
            txt = ("order proposal attached, validated against caps (dry run):\n```json\n"
                   f'{{"type": "order_proposal", "id": "{pid}", "book": "{self.bookname}", "sym": "{code}", '
                   f'"side": "{side}", "qty": {qty}, "order_type": "LMT", "limit": {fplain(lim)}{stop_part}, '
                   f'"tif": "DAY", "reason": "{why}"}}\n```')
            prop = self.post(s.t, "pc", txt)
            self.hard(prop, "trade_proposal", [pid, f'"sym": "{code}"', f'"side": "{side}"', f'"qty": {qty}'],
                      "structured", "single-line JSON order proposal in a fenced block")
        elif form == "tagged":
            stop_part = f" · stop {fp(sym, stop)}" if has_stop else ""
            unit = " lots" if fut else ""
            txt = f"[PROPOSAL {pid}] {side} {fq(sym, qty)}{unit} {code} @ {fp(sym, lim)} LMT{stop_part} · {why}"
            prop = self.post(s.t, "pc", txt)
            self.hard(prop, "trade_proposal", [pid, side, fq(sym, qty), code, fp(sym, lim)], "tagged",
                      "bracket-tagged [PROPOSAL id] line")
        elif form == "shorthand_pm":
            if not fut:
                qty = max(100, round(qty / 100) * 100)
            k = ksize(qty) if not fut else str(qty)
            bs = "b" if side == "BUY" else "s"
            stp = f", stp {fp(sym, stop)}" if has_stop else ""
            txt = f"{bs} {k} {code.lower()} @ {fp(sym, lim)}{stp}"
            prop = self.post(s.t, "pm", txt)
            self.hard(prop, "trade_proposal", [f"{bs} {k}", code.lower(), fp(sym, lim)], "shorthand",
                      "PM lowercase shorthand (b 1.2k xle @ px)")
            proposer = "pm"
        elif form == "shorthand_agent":
            sign = "+" if side == "BUY" else "-"
            stp = f" / stp {fp(sym, stop)}" if has_stop else ""
            txt = f"prop {pid}: {sign}{qty} {code} {fp(sym, lim)} lmt{stp} ({why.split(',')[0]})"
            prop = self.post(s.t, "pc", txt)
            self.hard(prop, "trade_proposal", [pid, f"{sign}{qty} {code}", fp(sym, lim)], "shorthand",
                      "signed-quantity agent shorthand (+800 SMH 247.50 lmt)")
        else:  # untagged prose
            stp = f" Protective stop {fp(sym, stop)}." if has_stop else ""
            unit = " lots of" if fut else ""
            txt = (f"Proposing we {verb} {fq(sym, qty)}{unit} {code} at {fp(sym, lim)} limit ({pid}) — {why}.{stp} "
                   f"Sized off the 60d vol target; would take {ins['sector']} to {self.weight(sym):.1f}% of NAV.")
            prop = self.post(s.t, "pc", txt)
            self.hard(prop, "trade_proposal", [verb, fq(sym, qty), code, fp(sym, lim)], "untagged")
        if r.random() < 0.5:
            self.react(prop, s.t + r.randint(20, 200) * SEC, "👀", r.choice(["risk", "exec", "macro"]))
        # ---------- risk verdict
        s.step(45, 600)
        wpost = self.weight(sym)
        ref_label = pid if form not in ("shorthand_pm",) else f"{code} {side} {fq(sym, qty)}"
        final_qty = qty
        pm_needed = proposer != "pm" and var != "overnight"
        if var == "resize":
            newq = max(INST[sym]["lot"][0], (qty * 2 // 3) // INST[sym]["lot"][2] * INST[sym]["lot"][2])
            if newq == qty:
                newq = qty - INST[sym]["lot"][2]
            capv = ins["capf"]
            if r.random() < 0.5:
                txt = (f"RESIZED {ref_label}: {code} {side} {fq(sym, qty)} → {fq(sym, newq)}. Full size takes "
                       f"{ins['sector']} past the {ins['cap']}; {fq(sym, newq)} lands just inside.")
                v = self.post(s.t, "risk", txt, ref=prop)
                self.hard(v, "risk_limit", ["RESIZED", code, fq(sym, newq), capv], "tagged",
                          "risk engine RESIZED a → b against a cap")
            else:
                txt = (f"{code} resized to {fq(sym, newq)} — the full {fq(sym, qty)} would breach the {ins['cap']}. "
                       f"Everything else in {ref_label} passes.")
                v = self.post(s.t, "risk", txt, ref=prop)
                self.hard(v, "risk_limit", [code, f"resized to {fq(sym, newq)}", capv], "reply",
                          "risk reply 'resized to N' in prose")
            final_qty = newq
        elif var == "veto":
            maxq = max(INST[sym]["lot"][0], (qty // 2) // INST[sym]["lot"][2] * INST[sym]["lot"][2])
            txt = (f"VETO: {ref_label} {code} {side} {fq(sym, qty)} breaches {ins['cap']} "
                   f"(post-trade {ins['sector']} {wpost + 9:.1f}{'y' if sym == 'TLT' else '%'}). Max that fits: {fq(sym, maxq)}.")
            if sym == "TLT":
                txt = (f"VETO: {ref_label} {code} {side} {fq(sym, qty)} breaches the {ins['cap']} "
                       f"(post-trade {r.uniform(9.2, 9.8):.1f}y). Max that fits: {fq(sym, maxq)}.")
            if fut:
                txt = (f"VETO: {ref_label} {code} {side} {fq(sym, qty)} breaches {ins['cap']} "
                       f"(post-trade {8 + r.randint(1, 3)} lots gross). Max that fits: {max(1, qty // 2)}.")
                maxq = max(1, qty // 2)
            txt += "\n" + self.risk_table(sym, wpost + 9, over=True)
            v = self.post(s.t, "risk", txt, ref=prop)
            self.hard(v, "risk_limit", ["VETO", code, ins["capf"]], "tagged", "VETO: … breaches cap")
            # revised proposal by pc
            s.step(60, 400)
            unit = " lots" if fut else ""
            txt2 = (f"Revised {pid}-b per risk: {verb} {fq(sym, maxq)}{unit} {code} at {fp(sym, lim)} limit, "
                    f"rest of the ticket unchanged. Withdrawing the original.")
            prop = self.post(s.t, "pc", txt2, ref=v)
            self.hard(prop, "trade_proposal", [f"{pid}-b", verb, fq(sym, maxq), code, fp(sym, lim)], "reply",
                      "revised proposal replying to a VETO")
            final_qty = maxq
            pm_needed = var != "overnight"
        elif var == "approve_kv" or (var == "overnight" and r.random() < 0.5):
            post_g = r.randint(128, 168)
            txt = (f"risk_check id={pid} sym={code} side={side} qty={qty} result=PASS "
                   f"gross_post={post_g}% {ins['sector'].replace(' ', '_')}_post={wpost:.1f}% cap={ins['capf'].replace(' ', '_')}")
            v = self.post(s.t, "risk", txt, ref=prop)
            self.hard(v, "trade_approval", [f"id={pid}", f"sym={code}", "result=PASS"], "structured",
                      "risk key=value result=PASS")
        else:
            post_g = r.randint(128, 168)
            extra = " Within the standing overnight hedge mandate (≤4 lots)." if var == "overnight" else ""
            txt = (f"✅ {ref_label} APPROVED · post-trade {ins['sector']} {wpost:.1f}"
                   f"{'y' if sym == 'TLT' else '%'} ({ins['cap']}) · gross {post_g}% (cap 175%).{extra}")
            if sym == "TLT":
                txt = (f"✅ {ref_label} APPROVED · post-trade duration {r.uniform(7.4, 8.8):.1f}y "
                       f"({ins['cap']}) · gross {post_g}% (cap 175%).{extra}")
            txt += "\n" + self.risk_table(sym, wpost)
            v = self.post(s.t, "risk", txt, ref=prop)
            self.hard(v, "trade_approval", [ref_label, "APPROVED"], "reply")
        # ---------- PM approval
        pm_msg = v
        if pm_needed and var == "reject":
            s.step(120, 900)
            ev = r.choice(["CPI", "the FOMC minutes", "the 30y auction", "payrolls", "the Politburo readout"])
            txt = r.choice([f"no. pass on {code} today, not into {ev}", f"pass on {code} — wait for {ev}",
                            f"not approved. {code} can wait until after {ev}"])
            a = self.post(s.t, "pm", txt, ref=prop)
            fact = "pass on" if "pass on" in txt else "not approved"
            self.hard(a, "trade_approval", [fact, code], "reply", "PM one-line rejection reply")
            s.step(30, 200)
            self.post(s.t, "pc", f"standing down on {pid}; parked in the idea log, tagged '{ev}'.", ref=a)
            return False
        if pm_needed:
            s.step(90, 1200)
            if var == "resize":
                txt, facts = f"fine at {fq(sym, final_qty)}. go", ["fine at", fq(sym, final_qty), "go"]
            elif var in ("half", "cancel") and not fut and final_qty >= 400:
                half = (final_qty // 2) // INST[sym]["lot"][2] * INST[sym]["lot"][2]
                half = max(half, INST[sym]["lot"][2])
                txt, facts = f"approved, half size ({fq(sym, half)})", ["approved", "half size", fq(sym, half)]
                final_qty = half
            else:
                opts = [
                    (f"go on {code}", ["go", code]),
                    (f"ok go — {fq(sym, final_qty)} is fine", ["go", fq(sym, final_qty)]),
                    (f"👍 send it, {code} {fq(sym, final_qty)}", ["send it", code]),
                    (f"yes. {code} at {fp(sym, lim)} limit, don't chase", ["yes", code, fp(sym, lim)]),
                    (f"approved {pid}" + ("-b" if var == "veto" else ""), ["approved", pid]),
                ]
                txt, facts = r.choice(opts)
            pm_msg = self.post(s.t, "pm", txt, ref=prop if r.random() < 0.6 else v)
            self.hard(pm_msg, "trade_approval", facts, "reply", "PM terse approval reply (go / half size)")
            if r.random() < 0.5:
                s.step(5, 40)
                self.noise(self.post(s.t, "exec", r.choice(["ack", "ack, working", "👍", "on it"]), ref=pm_msg))
        # ---------- execution
        s.step(8, 120)
        if not fut and not self.weekend:
            open_t = self.at(13.5) + r.randint(3, 90) * SEC
            if s.t < open_t:
                s.t = open_t
        venue = r.choice(ins["venue"])
        if self.weekend:
            when = "Globex reopen Sun 23:00 UTC" if fut else "Mon open"
            txt = f"{oid} {code} {side} {fq(sym, final_qty)} LMT {fp(sym, lim)} → ACCEPTED (queued for {when})"
            c = self.post(s.t, "exec", txt, ref=pm_msg)
            self.hard(c, "trade_confirmation", [oid, code, side, fq(sym, final_qty), "ACCEPTED"], "structured")
            return False
        style = r.random()
        if style < 0.55:
            txt = f"{oid} {code} {side} {fq(sym, final_qty)} LMT {fp(sym, lim)} → WORKING" + (" (CME Globex)" if fut else "")
            c = self.post(s.t, "exec", txt, ref=pm_msg)
            self.hard(c, "trade_confirmation", [oid, code, side, fq(sym, final_qty), "WORKING"], "structured",
                      "arrow status line → WORKING")
        elif style < 0.8:
            txt = (f"order_event oid={oid} sym={code} side={side} qty={final_qty} px={fplain(lim)} "
                   f"state=ACKED venue={venue.replace(' ', '_')} algo={r.choice(['LMT', 'PEG_MID', 'VWAP_30m'])}")
            c = self.post(s.t, "exec", txt, ref=pm_msg)
            self.hard(c, "trade_confirmation", [f"oid={oid}", f"sym={code}", "state=ACKED"], "structured",
                      "OMS key=value state=ACKED")
        else:
            txt = f"{oid} accepted by {venue} · {code} {side} {fq(sym, final_qty)} @ {fp(sym, lim)} LMT DAY"
            c = self.post(s.t, "exec", txt, ref=pm_msg)
            self.hard(c, "trade_confirmation", [oid, "accepted", code, fq(sym, final_qty)], "untagged")
        if var == "cancel":
            s.step(1800, 5400)
            if r.random() < 0.5:
                txt = f"{oid} {code} {side} {fq(sym, final_qty)} → CANCELLED (limit never touched, pulled per PM)"
            else:
                txt = f"{oid} {code} {side} {fq(sym, final_qty)} → CANCELLED (DAY expiry, 0 filled)"
            cx = self.post(s.t, "exec", txt, ref=c)
            self.hard(cx, "trade_confirmation", [oid, code, "CANCELLED"], "structured", "→ CANCELLED status line")
            return False
        # ---------- fills
        better = -1 if side == "BUY" else 1
        avg = tick_round(sym, lim + better * (0.25 * r.randint(0, 3) if fut else 0.01 * r.randint(1, 5)))
        fstyle = r.random()
        s.step(40, 1500)
        if fstyle < 0.3 and final_qty >= 2 * INST[sym]["lot"][2]:
            pq = (final_qty // 2) // INST[sym]["lot"][2] * INST[sym]["lot"][2]
            ppx = tick_round(sym, avg + (0.25 if fut else 0.01) * -better)
            txt0 = f"{oid} {code} {side} → PARTIAL {fq(sym, pq)}/{fq(sym, final_qty)} @ {fp(sym, ppx)}"
            f = self.post(s.t, "exec", txt0, ref=c)
            txt1 = f"{oid} {code} {side} → FILLED {fq(sym, final_qty)} @ {fp(sym, avg)} avg"
            self.edit(f, s.t + r.randint(120, 1800) * SEC, txt1,
                      superseded=[f"{fq(sym, pq)}/{fq(sym, final_qty)}", fp(sym, ppx)])
            s.t = f.edits[-1][0]
            self.hard(f, "trade_fill", [oid, code, "FILLED", fq(sym, final_qty), fp(sym, avg)], "structured",
                      "PARTIAL fill line edited in place to FILLED")
        elif fstyle < 0.5:
            emb = {"title": "Execution report", "description": f"{oid} filled",
                   "author": "OMS · exec-agent",
                   "fields": [{"name": "Instrument", "value": code, "inline": True},
                              {"name": "Side", "value": side, "inline": True},
                              {"name": "Qty", "value": fq(sym, final_qty), "inline": True},
                              {"name": "Avg px", "value": fp(sym, avg), "inline": True},
                              {"name": "Venue", "value": venue, "inline": True}],
                   "footer": f"{oid} · {venue} · {_hm(s.t)} UTC"}
            f = self.post(s.t, "exec", "", embeds=[emb], ref=c)
            self.hard(f, "trade_fill", [code, side, fq(sym, final_qty), fp(sym, avg)], "embed",
                      "embed-only Execution report with fields")
        elif fstyle < 0.75:
            txt = f"{oid} {code} {side} → FILLED {fq(sym, final_qty)} @ {fp(sym, avg)}"
            f = self.post(s.t, "exec", txt, ref=c)
            self.hard(f, "trade_fill", [oid, code, "FILLED", fq(sym, final_qty), fp(sym, avg)], "structured")
        elif fstyle < 0.88:
            txt = f"[FILL] {code} {side} {fq(sym, final_qty)} @ {fp(sym, avg)} ({oid})"
            f = self.post(s.t, "exec", txt, ref=c)
            self.hard(f, "trade_fill", [code, side, fq(sym, final_qty), fp(sym, avg)], "tagged")
        else:
            past = "bought" if side == "BUY" else "sold"
            unit = " lots" if fut else ""
            txt = f"{code} done — {past} {fq(sym, final_qty)}{unit} at {fp(sym, avg)} average, {oid} complete, {r.randint(2, 9)} child orders."
            f = self.post(s.t, "exec", txt, ref=c)
            self.hard(f, "trade_fill", [code, past, fq(sym, final_qty), fp(sym, avg)], "untagged",
                      "prose fill 'done — bought N at px average'")
        self.fills.append((oid, sym))
        # ---------- stop / target
        did_edit = False
        if has_stop and (want_stop_edit or r.random() < 0.55):
            s.step(20, 240)
            st = r.random()
            if want_stop_edit or st < 0.4:
                txt = f"[STOP] {code} stop {fp(sym, stop)} GTC on {fq(sym, final_qty)} ({oid}-S)"
                sm = self.post(s.t, "exec", txt, ref=f)
                if want_stop_edit:
                    step = (0.25 * r.randint(20, 60)) if fut else round(lim * r.uniform(0.006, 0.01), 2)
                    d = 1 if side == "BUY" else -1
                    s2 = tick_round(sym, stop + d * step)
                    s3 = tick_round(sym, s2 + d * step)
                    self.edit(sm, s.t + r.randint(3600, 9000) * SEC,
                              f"[STOP] {code} stop {fp(sym, s2)} GTC on {fq(sym, final_qty)} ({oid}-S) · trailed")
                    self.edit(sm, sm.edits[-1][0] + r.randint(1800, 7200) * SEC,
                              f"[STOP] {code} stop {fp(sym, s3)} GTC on {fq(sym, final_qty)} ({oid}-S) · trailed again")
                    sm.superseded = [fp(sym, stop), fp(sym, s2)]
                    self.hard(sm, "stop_or_target_change", [code, "stop", fp(sym, s3), f"{oid}-S"], "tagged",
                              "stop line edited twice in place (trailing)")
                    did_edit = True
                else:
                    self.hard(sm, "stop_or_target_change", [code, "stop", fp(sym, stop), f"{oid}-S"], "tagged")
            elif st < 0.7:
                txt = f"bracket oid={oid}-B sym={code} stop={fplain(stop)} target={fplain(tgt)} state=ACTIVE"
                sm = self.post(s.t, "exec", txt, ref=f)
                self.hard(sm, "stop_or_target_change", [f"sym={code}", f"stop={fplain(stop)}", f"target={fplain(tgt)}"],
                          "structured", "bracket key=value stop/target ACTIVE")
            else:
                txt = (f"placed the protective stop on the new {code}: {fp(sym, stop)} GTC, take-profit {fp(sym, tgt)} "
                       f"as OCO.")
                sm = self.post(s.t, "exec", txt, ref=f)
                self.hard(sm, "stop_or_target_change", [code, fp(sym, stop), fp(sym, tgt)], "untagged")
        return did_edit

    def risk_table(self, sym, w, over=False):
        r = self.r
        cap = INST[sym]["capf"]
        if sym == "TLT":
            val = f"{r.uniform(9.2, 9.8) if over else r.uniform(7.2, 8.8):.1f}y"
        elif INST[sym]["fut"]:
            val = f"{r.randint(9, 11) if over else r.randint(3, 8)} lots"
        else:
            val = f"{w:.1f}%"
        return ("| check | post-trade | limit | status |\n|---|---|---|---|\n"
                f"| {INST[sym]['sector']} | {val} | {cap} | {'over' if over else 'ok'} |\n"
                f"| gross | {r.randint(128, 168)}% | 175% | ok |\n"
                f"| VaR 1d 99% | {r.uniform(1.2, 2.2):.2f}% | 2.50% | ok |\n"
                f"| ADV used | {r.uniform(0.5, 6):.1f}% | 10% | ok |")

    def yaml_proposal(self, pid, sym, side, qty, lim, stop, why):
        r = self.r
        code = ticker(sym)
        lines = []
        for s in self.held:
            if INST[s]["fut"]:
                continue
            w = self.weight(s) / 100
            lines.append(f"  {s}: {w:.3f}" + ("   # from %.3f" % (w - r.uniform(0.01, 0.025)) if s == sym else ""))
        stop_line = f"\n    stop: {fplain(stop)}" if stop else ""
        return (f"Rebalance proposal **{pid}** — drift vs model {r.uniform(1.6, 3.4):.1f}% on {code}. Targets re-solved on the "
                f"{_hm(self.t0 + 13 * HOUR)} marks with the 60d vol window; one order clears the band, everything else stays inside.\n"
                "```yaml\n"
                f"proposal_id: {pid}\nbook: {self.bookname}\nmodel: tilt-v{r.randint(3, 5)}.{r.randint(0, 12)}\n"
                "targets:\n" + "\n".join(lines) + "\n"
                "orders:\n"
                f"  - sym: {code}\n    side: {side}\n    qty: {qty}\n    type: LMT\n    limit: {fplain(lim)}{stop_line}\n"
                "    tif: DAY\n"
                "constraints_checked: [sector_cap, country_cap, duration_budget, gross]\n"
                f"expected_tracking_error_bp: {r.randint(20, 90)}\nturnover_bp: {r.randint(5, 40)}\n"
                f"est_cost_bp: {r.uniform(0.5, 4):.1f}\n"
                f"rationale: \"{why}\"\n```")

    # ..................................................... macro strategist notes
    def levels_table(self, n=6):
        r = self.r
        rows = ["| Ticker | Last | 1d | 20d rv |", "|---|---|---|---|"]
        for s in r.sample(UNIVERSE, n):
            rows.append(f"| {ticker(s)} | {fp(s, self.px[s])} | {r.uniform(-1.8, 1.8):+.2f}% | {r.uniform(9, 34):.1f} |")
        return "\n".join(rows)

    def overnight_bullets(self, k=4):
        r = self.r
        pool = [
            f"- Asia: Hang Seng {r.uniform(-2, 2):+.1f}%, CSI 300 {r.uniform(-1.5, 1.5):+.1f}%; FXI indicated {r.uniform(-1.8, 1.8):+.1f}% pre-market.",
            f"- Europe: Stoxx 600 {r.uniform(-1, 1):+.1f}%, banks {r.choice(['leading', 'lagging'])}; Bund 10y {r.uniform(2.1, 2.8):.2f}% ({r.randint(-6, 6):+d}bp).",
            f"- Oil: Brent ${r.uniform(68, 84):.2f} ({r.uniform(-2.5, 2.5):+.1f}%), {r.choice(['OPEC+ JMMC chatter about extending cuts', 'Cushing draw bigger than expected', 'Red Sea insurance premia easing', 'Chinese teapot refiners back buying'])}.",
            f"- FX: DXY {r.uniform(98, 106):.2f}, USD/BRL {r.uniform(5.1, 5.9):.4f}, USD/CNH {r.uniform(7.0, 7.35):.4f}.",
            f"- UST: 2s10s {r.randint(-10, 45):+d}bp, 10y {r.uniform(3.8, 4.6):.2f}%, 30y {r.uniform(4.2, 4.9):.2f}%.",
            f"- Vol: VIX {r.uniform(12, 24):.1f}, MOVE {r.uniform(78, 120):.0f}; index skew {r.choice(['flattening', 'steepening', 'unchanged'])}.",
            f"- ES overnight range {r.randint(18, 60)} pts on {r.choice(['light', 'average', 'heavy'])} volume; NQ leading/lagging by {r.uniform(0.1, 0.8):.1f}%.",
            "- Nothing from the Fed speakers overnight that moves the path; OIS still prices ~2 cuts by June.",
        ]
        return "\n".join(r.sample(pool, k))

    def calendar_bullets(self):
        r = self.r
        if self.weekend:
            return ("- No scheduled US data this weekend\n- Sun 23:00 — CME Globex reopen (ES/NQ)\n"
                    "- Sun 01:30 — China trade data (tentative)\n- Mon 13:30 — US cash open")
        pool = ["- 13:30 — Initial jobless claims", "- 13:30 — CPI (Nov)", "- 15:00 — ISM services",
                "- 15:30 — EIA crude inventories", "- 18:00 — 30y auction ($22bn)", "- 18:00 — 10y auction ($39bn)",
                "- 19:00 — Fed speaker (Logan)", "- 01:30 — China CPI/PPI (tonight)", "- 21:00 — Brazil IPCA (tonight)",
                "- 15:00 — UMich sentiment (prelim)", "- 13:30 — PPI (Nov)"]
        return "\n".join(sorted(r.sample(pool, 4), key=lambda x: x[2:7]))

    def morning_note(self, t, decision=None, d=None):
        r = self.r
        self.morning_note_posted = True
        watching_pool = [
            f"- Breadth in energy: {r.randint(55, 85)}% of XLE constituents above the 50dma, up from {r.randint(30, 54)}% a month ago.",
            f"- Whether the long end tails again; the last three auctions averaged {r.uniform(0.4, 2.2):.1f}bp of tail and dealer takedown was {r.randint(12, 24)}%.",
            "- BRL carry: CFTC positioning looks crowded, which raises stop-run risk into year-end liquidity.",
            f"- Semis into next week's prints — implied move {r.uniform(4, 9):.1f}% on the bellwether vs a {r.uniform(3, 8):.1f}% 8-quarter average.",
            "- China: the Politburo readout language on 'more proactive' fiscal and any property-specific measures.",
            f"- ES/NQ roll: Dec→Mar roll {r.randint(45, 80)}% done across the street; the calendar spread is trading {r.uniform(-2, 4):+.2f} vs fair.",
            "- Financials: deposit betas vs the front end; the last H.8 showed outflows slowing for a third week.",
            f"- Dollar: DXY is sitting on its 200dma ({r.uniform(99, 104):.2f}); a break matters for EM country ETFs more than for US sectors.",
        ]
        rates = [
            "The curve bear-steepened overnight on supply chatter; the belly is doing the work and real yields are up a few bp. "
            "Breakevens are flat, so this reads as term premium rather than inflation fear. Swaption vol is bid in the 1y10y "
            "sector, which tends to happen when the market starts to hedge a regime change rather than a single data point.",
            "Front end anchored by the Fed path; the long end drifts with supply. 30y swap spreads made new lows, which historically "
            "coincides with balance-sheet constraints into year-end rather than a macro signal. Bill issuance is heavy but money "
            "funds have absorbed it without any stress in repo so far.",
            "A quiet session in rates. Curve unchanged on the day, vol sellers back in the 1y10y sector, and the auction calendar is "
            "the only real catalyst this week. OIS prices a little under two cuts by June, which is where it has been for a fortnight.",
            "Rates rallied in Asia on the softer China data and gave half of it back in London. The move was led by real yields, "
            "with breakevens a touch lower, consistent with growth worry rather than an inflation relief trade.",
        ]
        cross = [
            "Equity/bond correlation is back to slightly positive on a 20-day window, which reduces the hedge value of duration "
            "against the equity sleeve. Credit is quiet: IG spreads unchanged, HY a couple of bp tighter, CDX HY skew flat.",
            "Commodities are split: energy firm on the supply story, metals soft on China. That divergence usually resolves in "
            "favour of the macro (metals) side within a few weeks unless inventories confirm the supply story.",
            "EM FX is mixed. High-carry names are holding up despite the dollar bounce, low-carry Asia is weaker. Country ETF "
            "flows have followed the FX rather than led it this month.",
            "Vol surfaces: index implied vol near the lows of the year while single-stock vol is elevated, so implied correlation "
            "is compressed. Dispersion trades are crowded; an unwind would show up as index vol rising without a selloff.",
        ]
        flows = [
            f"- ETF flows 5d: XLE {r.uniform(-0.8, 1.2):+.1f}bn, SMH {r.uniform(-0.6, 0.9):+.1f}bn, TLT {r.uniform(-1, 2):+.1f}bn, FXI {r.uniform(-0.4, 0.6):+.1f}bn.",
            f"- CTA estimates: equities {r.choice(['max long', 'trimming', 'flat'])}, bonds {r.choice(['short', 'neutral', 'covering'])}, oil {r.choice(['long', 'flat', 'short'])}.",
            f"- Prime-broker data: hedge-fund gross leverage {r.randint(190, 240)}%, net {r.randint(48, 62)}%; semis the most crowded long.",
            f"- Systematic vol-control funds re-levering: ~${r.randint(10, 40)}bn of equity demand over two weeks if realised stays low.",
        ]
        parts = [f"# Morning macro — {self.dstr}", "",
                 "## Overnight", self.overnight_bullets(r.randint(5, 7)), "",
                 "## Rates & curve"] + r.sample(rates, 2) + ["",
                 "## Cross-asset"] + r.sample(cross, 2) + ["",
                 "## Sector & country notes"] + r.sample(self.sector_notes(), 4) + ["",
                 "## Flows & positioning", "\n".join(r.sample(flows, 3)), "",
                 "## Dashboard", self.sector_dashboard(), "",
                 "## What I'm watching", "\n".join(r.sample(watching_pool, 4)), "",
                 "## Calendar (UTC)", self.calendar_bullets(), ""]
        parts.append("## Actions")
        facts = None
        idiom = None
        etype = None
        if decision == "proposal":
            sym, side, qty, lim, stop, tgt, why, pid = (d[k] for k in ("sym", "side", "qty", "lim", "stop", "tgt", "why", "pid"))
            code = ticker(sym)
            has_stop = side == "BUY" or INST[sym]["fut"]
            if d["form"] == "note_table":
                parts.append("Proposed orders for the open:")
                parts.append("| id | Ticker | Side | Qty | Limit | Stop | Why |")
                parts.append("|---|---|---|---|---|---|---|")
                parts.append(f"| {pid} | {code} | {side} | {fq(sym, qty)} | {fp(sym, lim)} LMT | "
                             f"{fp(sym, stop) if has_stop else '—'} | {why} |")
                facts = [pid, code, side, fq(sym, qty), fp(sym, lim)]
                idiom = "proposal in one row of a markdown table inside a long macro note"
            else:
                stp = f", stop {fp(sym, stop)}, target {fp(sym, tgt)}" if has_stop else ""
                parts.append("- Watching the open for follow-through before anything else.")
                parts.append(f"- **Proposal ({pid}):** {side.lower()} {fq(sym, qty)} {code} at {fp(sym, lim)} limit{stp} — {why}.")
                parts.append("- Everything else: as pinned.")
                facts = [pid, side.lower(), fq(sym, qty), code, fp(sym, lim)]
                idiom = "proposal in one bullet of a long macro note"
            etype = "trade_proposal"
        elif decision == "thesis":
            sym = self.thesis_sym()
            code = ticker(sym)
            up = r.random() < 0.5
            old, new = (("neutral", "overweight") if up else ("overweight", "neutral"))
            reason = (THESIS_REASON_UP if up else THESIS_REASON_DOWN)[sym]
            parts.append("### View changes")
            parts.append("| Ticker | Was | Now | Driver |")
            parts.append("|---|---|---|---|")
            parts.append(f"| {code} | {old} | **{new}** | {reason} |")
            parts.append("No orders from this note; pc-agent to re-run targets off the new view.")
            facts = [code, new]
            etype = "thesis_update"
            idiom = "thesis change in a one-row 'View changes' table"
        else:
            parts.append("- Nothing actionable from this note.")
        parts += ["", f"— macro-strategist · run {r.randint(1000, 9999)} · sources: Bloomberg, FRED, CFTC, EPFR, OMS marks · "
                      f"{r.randint(18, 42)}k tokens"]
        att = [("levels_%s.png" % self.date.strftime("%m%d"), r.randint(38000, 96000))] if r.random() < 0.5 else []
        m = self.post(t, "macro", "\n".join(parts), attach=att)
        if etype:
            self.hard(m, etype, facts, "buried", idiom)
        else:
            self.near(m)
        return m

    def scene_midday_note(self, carry=True):
        r = self.r
        t = self.at(r.uniform(16.0, 17.3)) if not self.weekend else self.at(r.uniform(14, 16))
        carry = carry and r.random() < 0.7
        parts = [f"## Midday check-in — {self.date.strftime('%d %b')}", "",
                 "### Tape"] + (["- Markets closed; nothing traded since the Friday close. Weekend headlines only.", ""] if self.weekend else [
                 f"- ES {r.randint(-40, 40):+d} pts from the cash open, NQ {r.uniform(-1.2, 1.2):+.1f}%; volume {r.randint(70, 130)}% of the 20d pace.",
                 f"- UST 10y {r.uniform(3.8, 4.6):.2f}% ({r.randint(-6, 6):+d}bp on the day), 2s10s {r.randint(-10, 45):+d}bp.",
                 f"- Brent ${r.uniform(68, 84):.2f}, DXY {r.uniform(98, 106):.2f}, VIX {r.uniform(12, 24):.1f}.",
                 f"- Best/worst in the universe: {r.choice(['XLE', 'SMH', 'XLF'])} {r.uniform(0.3, 2.2):+.1f}% / {r.choice(['EWZ', 'FXI', 'TLT'])} {r.uniform(-2.2, -0.3):+.1f}%.",
                 ""]) + [
                 "### Flows",
                 f"- ETF creations: {r.choice(['XLE', 'SMH', 'TLT', 'XLF'])} +${r.uniform(0.2, 1.4):.1f}bn over 5 sessions; "
                 f"{r.choice(['EWZ', 'FXI'])} redemptions ${r.uniform(0.1, 0.6):.1f}bn.",
                 f"- CTA model: equity trend signal {r.choice(['max long', 'trimming', 'flat'])}, bonds {r.choice(['short', 'neutral', 'covering'])}.",
                 f"- Dealer gamma in SPX {r.choice(['long', 'short', 'flat'])} ~${r.uniform(1, 9):.1f}bn around {int(self.px['ES'] / 25) * 25}.",
                 f"- Options: {r.choice(['call', 'put'])} skew in {r.choice(['SMH', 'XLE', 'FXI', 'EWZ'])} moved {r.uniform(0.5, 3):.1f} vols on the day.",
                 "",
                 "### Read",
                 r.choice([
                     "The morning move has held, which is more informative than the move itself: dip buyers showed up at the "
                     "overnight low and volume was above average on the way back. That said, breadth is narrow and the "
                     "leadership is the same handful of names, so I would not extrapolate.",
                     "A rates-led session: equities are following the long end tick for tick. Until that link breaks, sector "
                     "ETF moves are mostly duration exposure in disguise; the factor model attributes ~60% of today's XLF and "
                     "SMH moves to rates.",
                     "Quiet tape, low volume, and the usual lunchtime drift. Nothing in flows or positioning has changed since "
                     "the morning note; the afternoon catalyst is the auction.",
                 ]), ""]
        if carry:
            sym = self.thesis_sym()
            code = ticker(sym)
            a, b = r.choice([("high", "medium"), ("medium", "low"), ("medium", "high"), ("low", "medium")])
            reason = (THESIS_REASON_UP if (b == "high" or a == "low") else THESIS_REASON_DOWN)[sym]
            parts += ["### Views",
                      "- Rates: no change to the house path.",
                      f"- **{code}: conviction {a} → {b}** — {reason}.",
                      "- Nothing else moves.", ""]
        else:
            parts += ["### Views", "- No view changes at midday.", ""]
        parts.append(f"_next update after the close · {r.randint(9, 30)}k tokens_")
        m = self.post(t, "macro", "\n".join(parts))
        if carry:
            self.hard(m, "thesis_update", [code, f"conviction {a} → {b}"], "buried",
                      "conviction change in one bullet of a midday note")
        else:
            self.near(m)

    def scene_eod_wrap(self):
        r = self.r
        if self.weekend:
            t = self.at(r.uniform(19, 21.5))
            txt = (f"# Weekend note — {self.dstr}\n\n"
                   "Markets closed. Orders staged today are queued for the next open and listed in the exec log above.\n\n"
                   "## Weekend headlines that matter\n"
                   "- OPEC+ delegates continue to talk; no decision expected before the ministerial call.\n"
                   "- China: weekend data releases can move FXI at the Monday HK open.\n"
                   "- Geopolitics: nothing new that changes gap risk for Monday.\n\n"
                   "## Monday\n" + self.calendar_bullets() + "\n\n_macro-strategist · weekend mode_")
            self.near(self.post(t, "macro", txt))
            return
        t = self.at(r.uniform(20, 22)) if self.weekend else self.at(r.uniform(20.3, 21.4))
        held = list(self.held)
        vals = {s: r.randint(-25000, 40000) for s in held}
        pnl = sum(vals.values())
        nav = r.choice([180, 240, 310])
        attrib = "\n".join(f"| {ticker(s)} | {v:+,} | {r.uniform(-1.5, 2.5):+.2f}% | {r.uniform(-0.4, 0.4):+.2f} |"
                           for s, v in vals.items())
        parts = [f"# EOD wrap — {self.dstr}", "",
                 f"Day P&L **{pnl:+,} USD** ({pnl / (nav * 1e6) * 1e4:+.1f}bp of a ${nav}m NAV, unaudited).", "",
                 "## Attribution", "| Position | P&L (USD) | Move | Beta contrib |", "|---|---|---|---|", attrib, "",
                 "## Notes",
                 f"- Orders completed today: {len(self.fills)}; details are in the exec log above.",
                 f"- Slippage vs arrival averaged {r.uniform(0.4, 3.5):.1f}bp; {r.randint(55, 95)}% of volume passive.",
                 f"- Tone: {r.choice(['grind higher on light volume', 'risk-off into the close', 'rotation out of growth into cyclicals', 'rates-led chop'])}.",
                 f"- Realised vol of the book: {r.uniform(6, 12):.1f}% ann. vs the 9% target.",
                 "",
                 "## What the tape said",
                 r.choice([
                     "The close was firmer than the open on better breadth, but the last hour was mostly index rebalancing "
                     "flow. Treat the closing print with caution; the MOC imbalance was large and one-sided.",
                     "Sector dispersion was the story: energy and semis moved in opposite directions for the third session, and "
                     "the pair correlation is at a 12-month low. Factor exposure did more of the work than stock picking.",
                     "A low-information day. The market moved with rates, the VIX barely moved, and ETF flows were small. "
                     "Nothing that changes the overnight risk picture.",
                 ]), "",
                 "## Tomorrow", self.calendar_bullets(), "",
                 "_wrap generated by macro-strategist; numbers are unaudited until the 22:00 recon._"]
        self.near(self.post(t, "macro", "\n".join(parts)))

    def data_reaction(self):
        r = self.r
        t = self.rand_t(13.5, 19.5) if not self.weekend else self.rand_t(9, 20)
        opts = [
            f"**Claims:** {r.randint(205, 245)}k vs {r.randint(210, 235)}k consensus; continuing {r.uniform(1.8, 1.98):.2f}m. "
            "The four-week average is drifting up but slowly. Read: the labour market is cooling at the margin, not cracking. "
            f"Rates reaction muted (10y {r.randint(-3, 3):+d}bp), ES {r.randint(-12, 12):+d} pts. Nothing here changes the path "
            "the market is pricing; the next real test is payrolls.",
            f"**ISM services:** {r.uniform(49, 56):.1f} vs {r.uniform(51, 54):.1f} expected; prices paid {r.uniform(55, 66):.1f}, "
            f"employment {r.uniform(46, 53):.1f}. The prices component is what the market cares about and it is sticky. "
            "TLT gave back the morning gains within minutes; sector-wise, financials outperformed on the steeper curve.",
            f"**EIA crude:** {r.uniform(-5, 3):+.1f}m bbl vs {r.uniform(-2, 1):+.1f}m expected; Cushing {r.uniform(-1.5, 1):+.1f}m, "
            f"gasoline {r.uniform(-3, 3):+.1f}m. Refinery utilisation {r.uniform(86, 94):.1f}%. Brent reacted +/- 40c and faded. "
            "Energy equities are trading the OPEC+ headlines more than the weekly inventory data at the moment.",
            f"**30y auction:** stop {r.uniform(4.3, 4.8):.3f}%, tail {r.uniform(-0.8, 2.8):+.1f}bp, bid-to-cover {r.uniform(2.2, 2.6):.2f}, "
            f"indirects {r.uniform(58, 72):.1f}%, dealers {r.uniform(10, 22):.1f}%. A middling result; the long end cheapened into it "
            "so the concession did its job. TLT is back to the pre-auction level.",
            f"**China data:** exports {r.uniform(-3, 8):+.1f}% y/y vs {r.uniform(0, 5):+.1f}% expected, imports {r.uniform(-5, 4):+.1f}%. "
            "Trade surplus stays huge; the domestic demand picture is still weak. FXI reaction in HK hours was small and "
            "mostly reversed by the US open.",
            f"**Brazil IPCA:** {r.uniform(0.2, 0.6):.2f}% m/m vs {r.uniform(0.25, 0.5):.2f}% expected; services inflation still "
            "elevated. DI curve up a few bp at the front; BRL flat. EWZ liquidity in the US session is normal.",
        ]
        self.near(self.post(t, "macro", r.choice(opts)))
    # ..................................................... news & triage
    def headline(self, sym, kind):
        """Return (title, description, tickers field, facts, idiom) for a headline on sym."""
        r = self.r
        code = ticker(sym)
        name = INST[sym]["name"]
        n = r.choice([1.1, 1.4, 2.3, 0.8, 3.2])
        pct = f"{r.uniform(0.6, 1.6) if sym == 'TLT' else r.uniform(0.8, 2.8):.1f}%"
        if self.weekend and sym in WEEKEND_HL:
            title, desc, tick, fact = WEEKEND_HL[sym]
            return title, desc, tick, [code, fact], "weekend policy headline on a held/watched ETF"
        if sym == "XLE":
            opts = [
                (f"OPEC+ agrees to extend output cuts through Q1; energy ETFs bid",
                 f"Saudi-led group holds {n:.1f}m bpd of cuts. XLE up {pct} on the day.", "XLE, USO", [code, pct], None),
                (f"{name} sees ${n:.1f}bn inflow, largest since 2022",
                 "Creations concentrated in two sessions; sponsor cites pension rebalancing.", "—",
                 [name, f"${n:.1f}bn"], "fund-name headline without ticker"),
            ]
        elif sym == "XLF":
            opts = [
                (f"Big banks rally as curve steepens; XLF +{pct}", "2s10s widest since March; regional lenders follow.",
                 "XLF, KBE", ["XLF", f"+{pct}"], None),
                (f"{name} outflows hit ${n:.1f}bn on deposit-beta worries", "Third week of redemptions.", "—",
                 [name, f"${n:.1f}bn"], "fund-name headline without ticker"),
            ]
        elif sym == "SMH":
            opts = [
                (f"Chip stocks slide {pct} after export-rule draft; SMH leads losses",
                 "Commerce draft would widen licensing to advanced packaging tools.", "SMH, SOXX", ["SMH", pct], None),
                (f"{name} options volume spikes to record ahead of supplier earnings",
                 f"Call volume {n + 2:.1f}x the 20-day average.", "—", [name, f"{n + 2:.1f}x"], "fund-name headline without ticker"),
            ]
        elif sym == "EWZ":
            opts = [
                (f"Brazil's real weakens past 5.80 as fiscal target doubts grow; EWZ -{pct}",
                 "Finance ministry denies plan to change primary surplus goal.", "EWZ, BRL", ["EWZ", f"-{pct}"], None),
                (f"Brazil central bank signals faster easing; {name} jumps",
                 f"Copom minutes point to {r.choice([50, 75])}bp cuts.", "—", [name, "faster easing"],
                 "fund-name headline without ticker"),
            ]
        elif sym == "FXI":
            opts = [
                (f"China unveils property support package; FXI +{pct} in Hong Kong hours",
                 "Measures include mortgage rate cuts and local-government purchases of unsold homes.", "FXI, KWEB",
                 ["FXI", f"+{pct}"], None),
                (f"{name} draws record ${n:.1f}bn weekly inflow", "Flows track the stimulus headlines.", "—",
                 [name, f"${n:.1f}bn"], "fund-name headline without ticker"),
            ]
        elif sym == "TLT":
            opts = [
                (f"30-year auction tails {r.uniform(1.0, 2.8):.1f}bp; long bonds slide", "TLT down " + pct + " after the result.",
                 "TLT, ZB", ["TLT", pct], None),
                (f"{name} posts record ${n:.1f}bn inflow as yields peak", "Duration buyers return.", "—",
                 [name, f"${n:.1f}bn"], "fund-name headline without ticker"),
            ]
        else:
            idx = INST[sym]["index"]
            pct = f"{r.uniform(0.6, 1.8):.1f}%"
            opts = [
                (f"{idx} futures drop {pct} after hot services inflation",
                 f"{idx} contracts extend losses; cash open seen lower.", "—", [f"{idx} futures", pct],
                 "index-futures headline via the underlying index"),
                (f"{idx} hits record as megacaps rally", f"Index up {pct} on the week.", code,
                 [idx, "record"], "index-futures headline via the underlying index"),
            ]
            if self.weekend:
                opts = [(f"{idx} futures seen opening {pct} lower as weekend trade talks stall",
                         "Negotiators left without a joint statement; Sunday evening indications are weaker.", "—",
                         [f"{idx} futures", pct], "index-futures headline via the underlying index")]
        return r.choice(opts)

    def news_embed(self, t, title, desc, tickers, src=None):
        r = self.r
        nid = self.nid()
        src = src or r.choice(["Reuters", "Bloomberg", "Dow Jones Newswires", "FT", "MT Newswires"])
        desc = desc + " " + r.choice([
            "The story was first reported by local media and confirmed by two people familiar with the matter.",
            "Officials did not respond to requests for comment outside business hours.",
            "Analysts said the move had been partly anticipated after last week's comments.",
            "Trading volumes were above the 20-day average in the minutes after the headline.",
            "A fuller statement is expected later in the session.",
            "The figures are preliminary and subject to revision.",
        ])
        emb = {"title": title, "description": desc, "url": f"https://feeds.newsbridge.local/item/{nid}",
               "fields": [{"name": "Tickers", "value": tickers, "inline": True},
                          {"name": "Item", "value": nid, "inline": True},
                          {"name": "Sentiment", "value": f"{r.uniform(-0.8, 0.8):+.2f}", "inline": True}],
               "footer": f"Source: {src} · {_hm(t)} UTC"}
        return self.post(t, "news", "", embeds=[emb]), nid

    def scene_news(self, extra=False):
        r = self.r
        held = list(self.held)
        n_held = 1 if extra else r.randint(2, 3)
        n_watch = 0 if extra else r.randint(1, 2)
        n_unrel = 0 if extra else r.randint(2, 3)
        items = [("held", s) for s in r.sample(held, n_held)] + [("watch", s) for s in r.sample(self.watch, n_watch)]
        items += [("unrel", None)] * n_unrel
        for kind, sym in items:
            t = self.rand_t(0.5, 22.5)
            if kind == "unrel":
                title, desc, tick, facts = r.choice([
                    ("Toyota raises full-year operating profit forecast", "Weaker yen adds ¥480bn; EWJ edges up.", "EWJ, 7203.T", None),
                    ("Gold hits record as central-bank buying persists", "GLD holdings up 12t this week.", "GLD", None),
                    ("Cocoa futures plunge 9% as West African crop improves", "ICE cocoa posts biggest drop since 2023.", "—", None),
                    ("Nestlé names new CFO", "Shares flat in Zurich.", "NESN.SW", None),
                    ("India's Nifty slips as foreign funds sell; INDA -1.2%", "FPI outflows $1.1bn this week.", "INDA", None),
                    ("Copper rallies on Chilean mine outage", "LME 3m copper +2.4%.", "HG, COPX", None),
                    ("Japan 10y yield at highest since 2008", "JGB selloff extends ahead of BoJ.", "JGB", None),
                ])
                m, nid = self.news_embed(t, title, desc, tick)
                if r.random() < 0.6:
                    tt = t + r.randint(15, 240) * SEC
                    who = tick.split(",")[0] if tick != "—" else title.split()[0]
                    opts = [(f"no action: not held ({who})", ["no action", "not held"], "reply"),
                            (f"skip {nid}: {who} isn't on book or watchlist", [f"skip {nid}", "isn't on book or watchlist"], "reply"),
                            (f"route item={nid} → none reason=unrelated", [f"item={nid}", "→ none"], "structured")]
                    txt, facts, ph = r.choice(opts)
                    x = self.post(tt, "triage", txt, ref=m)
                    self.hard(x, "no_route_decision", facts, ph, "triage no-route reply to an unrelated headline")
                    self.near(m)
                else:
                    self.near(m, "headline on an unrelated name (not held, not watched)")
                continue
            title, desc, tick, facts, idiom = self.headline(sym, kind)
            m, nid = self.news_embed(t, title, desc, tick)
            etype = "held_position_news" if kind == "held" else "watchlist_news"
            self.hard(m, etype, facts, "embed", idiom or ("embed headline on a held ticker" if kind == "held"
                                                          else "embed headline on a watchlist ticker"))
            if r.random() < 0.7:
                tt = t + r.randint(20, 300) * SEC
                code = ticker(sym)
                if kind == "held":
                    who = r.choice(["macro", "risk", "exec"])
                    wn = AUTHORS[who][1]
                    opts = [
                        (f"routing {nid} ({code}) to @{wn} — held ({self.weight(sym):.1f}% of book), check thesis/gap risk. "
                         f"score {r.uniform(0.6, 0.95):.2f}, source tier 1", [nid, f"@{wn}"], "reply"),
                        (f"handing the {code} headline to {MENTION[who]} for a look", [code, MENTION[who]], "reply"),
                        (f"route item={nid} sym={code} → {wn} priority=high reason=held", [f"item={nid}", f"→ {wn}"], "structured"),
                        (f"{code} item goes to the {wn.replace('-', ' ')}: it touches our {INST[sym]['sector']} exposure.",
                         [code, f"goes to the {wn.replace('-', ' ')}"], "untagged"),
                    ]
                    txt, facts2, ph = r.choice(opts)
                    x = self.post(tt, "triage", txt, ref=m)
                    self.hard(x, "route_decision", facts2, ph, "triage @-mention routing of a headline")
                    if r.random() < 0.5:
                        self.noise(self.post(tt + r.randint(10, 90) * SEC, who, r.choice(["ack", "👍", "looking", "ack — on it"]), ref=x))
                else:
                    if r.random() < 0.5:
                        txt = f"{nid}: {code} is watchlist only, no position — logged, not routed"
                        x = self.post(tt, "triage", txt, ref=m)
                        self.hard(x, "no_route_decision", [nid, "not routed"], "reply")
                    else:
                        txt = f"routing the {code} item to @macro-strategist (watchlist, thesis input)"
                        x = self.post(tt, "triage", txt, ref=m)
                        self.hard(x, "route_decision", [code, "@macro-strategist"], "reply")
            # occasional duplicate that triage explicitly drops
            if not extra and r.random() < 0.25:
                t2 = t + r.randint(120, 900) * SEC
                m2, nid2 = self.news_embed(t2, title + " (update)", desc, tick, src="MT Newswires")
                # the update is still a headline on the same name
                self.hard(m2, etype, facts, "embed")
                x = self.post(t2 + r.randint(10, 120) * SEC, "triage", f"dropping {nid2} — duplicate of {nid}, no route", ref=m2)
                self.hard(x, "no_route_decision", [nid2, "no route"], "reply", "duplicate headline dropped, no route")

    def scene_colour_news(self):
        r = self.r
        pool = [
            ("Wall Street opens higher as Treasury yields ease", "The S&P 500 and Nasdaq were modestly higher in early trade; all 11 sectors in the green.", 13.6, 14.5),
            ("Dollar slips against major peers ahead of US data", "The dollar index fell 0.3% as traders trimmed positions before the data.", 10, 13.4),
            ("European shares edge lower, autos weigh", "The STOXX 600 dipped 0.2%, with carmakers the worst performers.", 8, 12),
            ("Asian markets mixed in thin pre-holiday trade", "Volumes were about a third below average across the region.", 1, 7),
            ("Oil steady as traders weigh demand outlook", "Brent and WTI were little changed in Asian hours.", 2, 8),
            ("Global equity funds see fourth week of inflows", "Money market funds also saw inflows, data from a flows tracker showed.", 6, 22),
            ("Volatility index falls to three-week low", "The gauge of expected equity volatility dropped below its 50-day average.", 15, 21),
            ("Bitcoin slides 4% as crypto funds see outflows", "Digital-asset investment products posted outflows for a second week.", 0, 23),
            ("Gold edges up as real yields dip", "Spot gold gained 0.4%; silver outperformed.", 7, 20),
            ("US stocks close mixed as rate-sensitive sectors lag", "The Dow edged up while the Nasdaq slipped; volume was light.", 21.0, 21.6),
        ]
        if self.weekend:
            pool = [x for x in pool if x[0].startswith(("Bitcoin", "Global equity funds"))] + [
                ("Weekend: G20 finance officials end meeting without joint communique", "Officials cited disagreements on trade language.", 8, 20),
                ("Crypto weekend: ether rebounds 5% after Friday's slide", "Liquidity thin as usual on the weekend.", 0, 23)]
        for title, desc, lo, hi in r.sample(pool, min(len(pool), r.randint(4, 7))):
            t = self.rand_t(lo, hi)
            m, _nid = self.news_embed(t, title, desc, "—")
            self.near(m, "generic market-colour headline embed")

    def scene_risk_intraday(self):
        r = self.r
        t = self.rand_t(15, 19.5) if not self.weekend else self.rand_t(12, 18)
        held = list(self.held)
        rows = ["| Position | Weight | Contrib to VaR | Beta |", "|---|---|---|---|"]
        for s_ in held:
            rows.append(f"| {ticker(s_)} | {self.weight(s_):.1f}% | {r.uniform(5, 40):.1f}% | {r.uniform(0.2, 1.4):.2f} |")
        txt = (f"{'Weekend' if self.weekend else 'Intraday'} risk snapshot {_hm(t)} UTC — post-trade on "
               f"{'Friday close' if self.weekend else 'live'} marks.\n" + "\n".join(rows) +
               f"\nVaR 1d 99% {r.uniform(1.2, 2.3):.2f}% NAV vs 2.50%; gross {r.randint(128, 170)}%; largest marginal contributor "
               f"{ticker(r.choice(held))}. Nothing to enforce at this snapshot.")
        self.near(self.post(t, "risk", txt))

    def scene_internal_route(self):
        r = self.r
        t = self.rand_t(8, 22)
        choice = r.random()
        if choice < 0.35:
            txt = f"assigning the EOD recon break on {r.choice([o for o, _ in self.fills] or self.recap_oids)} to @exec-agent (prime shows {r.randint(1, 9) * 100} sh diff)"
            m = self.post(t, "triage", txt)
            self.hard(m, "route_decision", ["assigning", "@exec-agent"], "untagged")
        elif choice < 0.65:
            txt = f"routing the pc-agent InfeasibleError to {MENTION['ops']} (on-call) — third occurrence today"
            m = self.post(t, "triage", txt)
            self.hard(m, "route_decision", [MENTION["ops"], "InfeasibleError"], "untagged",
                      "raw Discord <@id> mention routing to the on-call human")
        else:
            sym = r.choice(list(self.held))
            txt = (f"the {ticker(sym)} distribution/ex-date question goes to pc-agent, not exec — it is a weights issue")
            m = self.post(t, "triage", txt)
            self.hard(m, "route_decision", [ticker(sym), "goes to pc-agent"], "untagged",
                      "routing by agent name without @")

    # ..................................................... thesis, risk, stops
    def scene_thesis_short(self):
        r = self.r
        t = self.rand_t(9, 21)
        sym = self.thesis_sym()
        code = ticker(sym)
        k = r.random()
        if k < 0.35:
            a, b = r.choice([("high", "medium"), ("medium", "low")])
            txt = f"Conviction on the {code} long cut from {a} to {b}: {THESIS_REASON_DOWN[sym]}. Not a sell signal yet."
            m = self.post(t, "macro", txt)
            self.hard(m, "thesis_update", [code, f"from {a} to {b}"], "untagged", "conviction cut stated in prose, no trade")
        elif k < 0.65:
            txt = f"{code} thesis invalidated — {THESIS_REASON_DOWN[sym]}. Moving it to neutral; pc-agent will size down over the week."
            m = self.post(t, "macro", txt)
            self.hard(m, "thesis_update", [code, "thesis invalidated", "neutral"], "untagged")
        else:
            txt = f"Reaffirming {code} overweight after today's data: {THESIS_REASON_UP[sym]}. Conviction unchanged at high."
            m = self.post(t, "macro", txt)
            self.hard(m, "thesis_update", [code, "Reaffirming", "overweight"], "untagged", "thesis confirmation (reaffirming)")

    def scene_risk_limit(self):
        r = self.r
        t = self.rand_t(9, 21.5)
        k = r.random()
        if k < 0.3:
            lim, old, new = r.choice([("single-ETF cap", "20%", "18%"), ("sector cap", "25%", "22%"),
                                      ("country cap", "15%", "12%"), ("single-ETF cap", "18%", "20%")])
            txt = f"LIMIT CHANGE · {lim}: {old} → {new} effective {_hm(t + HOUR)[:2]}:00 UTC (per PM)"
            m = self.post(t, "risk", txt)
            self.hard(m, "risk_limit", [lim, new], "tagged", "LIMIT CHANGE a → b line")
            self.pin(m, t + r.randint(30, 600) * SEC, "pm")
        elif k < 0.5 and not self.pm_spoke_limit:
            self.pm_spoke_limit = True
            fut = r.choice(["NQ", "ES"])
            n = r.randint(3, 6)
            txt = f"setting the {fut} gross limit to {n} lots until after FOMC. risk-agent please enforce"
            m = self.post(t, "pm", txt)
            self.hard(m, "risk_limit", [fut, f"{n} lots"], "untagged", "PM sets a limit in one plain sentence")
            self.noise(self.post(t + r.randint(10, 60) * SEC, "risk", "ack — enforced from next order", ref=m))
        elif k < 0.75:
            g = r.randint(176, 184)
            oid = self.fills[-1][0] if self.fills else self.oid()
            txt = f"BREACH · gross {g}% > cap 175% after {oid} — new BUY orders blocked until gross < 170%"
            m = self.post(t, "risk", txt)
            self.hard(m, "risk_limit", ["BREACH", f"{g}%", "175%"], "tagged")
        else:
            sym = r.choice(["SMH", "XLE", "XLF", "EWZ", "FXI"])
            cap = INST[sym]["capf"]
            v = float(cap[:-1]) + r.uniform(0.2, 1.4)
            txt = (f"risk_event=limit_breach metric={INST[sym]['sector'].lower()}_weight value={v:.1f}% limit={cap} "
                   f"action=block_new_buys sym={sym}")
            m = self.post(t, "risk", txt)
            self.hard(m, "risk_limit", ["risk_event=limit_breach", f"value={v:.1f}%", f"limit={cap}"], "structured",
                      "risk key=value limit_breach event")

    pm_spoke_limit = False

    def scene_stop_existing(self, edit_twice=False):
        r = self.r
        t = self.rand_t(14, 19.5) if not self.weekend else self.rand_t(10, 20)
        etfs = [s for s in self.held if not INST[s]["fut"]]
        sym = r.choice(etfs)
        code = ticker(sym)
        q = self.held[sym]
        px = self.px[sym]
        s1 = round(px * r.uniform(0.93, 0.95), 2)
        if edit_twice:
            s2 = round(s1 + px * 0.008, 2)
            s3 = round(s2 + px * 0.007, 2)
            m = self.post(t, "exec", f"core {code} stop: {fp(sym, s1)} GTC on {fq(sym, q)} (STP-{code}-CORE)")
            self.edit(m, t + r.randint(2400, 7200) * SEC, f"core {code} stop: {fp(sym, s2)} GTC on {fq(sym, q)} (STP-{code}-CORE) · edited")
            self.edit(m, m.edits[-1][0] + r.randint(1800, 5400) * SEC,
                      f"core {code} stop: {fp(sym, s3)} GTC on {fq(sym, q)} (STP-{code}-CORE) · edited x2")
            m.superseded = [fp(sym, s1), fp(sym, s2)]
            self.hard(m, "stop_or_target_change", [code, fp(sym, s3), f"STP-{code}-CORE"], "untagged",
                      "core-position stop edited twice in place")
        elif r.random() < 0.5:
            m = self.post(t, "exec", f"{code}: removed the {fp(sym, s1)} hard stop on the core {fq(sym, q)} — the vol overlay manages it from here (PM ok'd)")
            self.hard(m, "stop_or_target_change", [code, "removed", fp(sym, s1)], "untagged", "stop removed")
        else:
            tgt = round(px * r.uniform(1.05, 1.09), 2)
            m = self.post(t, "exec", f"TP on core {code} set at {fp(sym, tgt)} (sell {fq(sym, q // 4)}), stop unchanged")
            self.hard(m, "stop_or_target_change", [code, "TP", fp(sym, tgt)], "shorthand")

    # ..................................................... thread
    def scene_postmortem_thread(self):
        r = self.r
        t = self.at(r.uniform(17.5, 19.8)) if not self.weekend else self.at(r.uniform(12, 18))
        sym = self.thesis_sym()
        code = ticker(sym)
        starter = self.post(t, "triage", f"🧵 Post-mortem: yesterday's {code} stop-out on the tactical add (auto-opened, owner @risk-agent)")
        th = Thread(t + 800, f"post-mortem {code} {(self.date - timedelta(days=1)).strftime('%d %b')}")
        self.threads.append(th)
        self.thread_parent_msg = starter
        s = Seq(self, t + 2 * SEC)
        p = self.px[sym]
        stp = tick_round(sym, p * 0.965)
        avg = tick_round(sym, stp - (1.0 if INST[sym]["fut"] else 0.06))
        q = self.size(sym)
        s.step(30, 120)
        m = self.post(s.t, "exec", f"Timeline (T-1): stop {self.oid()}-S triggered at 19:4{r.randint(0, 9)} UTC at {fp(sym, stp)}; "
                                   f"we sold {fq(sym, q)} {code}, avg {fp(sym, avg)}, {r.uniform(2, 9):.1f}bp slippage vs the trigger.", thread=th)
        self.near(m, "post-mortem timeline of yesterday's stop-out fill (history)")
        s.step(60, 300)
        self.post(s.t, "risk", f"Stop distance was {r.uniform(0.7, 1.1):.1f}x ATR(14), below our informal 1.5x guideline. Loss "
                               f"${r.randint(8, 40)}k, {r.randint(3, 14)}bp of NAV. Sizing was within caps.", thread=th)
        s.step(120, 500)
        txt = ("**What went wrong.** The add was a momentum entry into a level that had rejected twice; the macro input "
               "was sound but the timing relied on a catalyst that slipped. Looking back, a wider stop with half the size "
               "would have survived the wick, and the risk budget would have been the same. I also under-weighted the "
               "event calendar: the stop sat exactly where the options market had the most open interest, which is "
               "where liquidity vanishes. None of this says the view was wrong — it says the execution plan was brittle.\n\n"
               "**What went right.** The loss was contained to the tactical add, the core position was untouched, and the "
               "stop executed inside our slippage assumption. The alerting worked: the triage agent flagged the move "
               "twenty minutes before the trigger.\n\n**Open questions.** Should stops on adds be wider than stops on the "
               "core? Should the event calendar gate the timing of adds automatically?")
        self.near(self.post(s.t, "macro", txt, thread=th))
        s.step(60, 300)
        self.post(s.t, "pc", f"Sizing: the add took {code} to {self.weight(sym):.1f}% — inside caps. In hindsight the vol "
                             "scaling used the 20d window right after a quiet fortnight.", thread=th)
        s.step(120, 600)
        if r.random() < 0.5:
            m = self.post(s.t, "risk", "Effective now: minimum stop distance 1.5x ATR(14) on all ETF adds; adds that "
                                       "cannot fit that distance inside the cap get resized, not tightened.", thread=th)
            self.hard(m, "risk_limit", ["minimum stop distance", "1.5x ATR(14)"], "untagged",
                      "new risk rule stated inside a post-mortem thread")
        else:
            a = r.choice(["bullish", "overweight"])
            m = self.post(s.t, "macro", f"{code} thesis: downgrading from {a} to neutral until the catalyst re-prices. "
                                        "No forced selling — pc-agent will drift it down.", thread=th)
            self.hard(m, "thesis_update", [code, f"{a} to neutral"], "untagged", "thesis downgrade inside a thread")
        s.step(60, 400)
        self.post(s.t, "pm", "agreed. thanks all, good write-up", thread=th)
        s.step(10, 60)
        self.noise(self.post(s.t, r.choice(["risk", "macro"]), "👍", thread=th))
        s.step(60, 300)
        self.post(s.t, "triage", f"post-mortem filed as PMR-{r.randint(100, 999)}; thread archived", thread=th)

    # ..................................................... deletes / forget
    def scene_deletes(self):
        r = self.r
        # a) exec posts a line to the wrong sleeve and deletes it
        t = self.rand_t(14, 19.5) if not self.weekend else self.rand_t(10, 20)
        other = [s for s in self.watch if not INST[s]["fut"]]
        sym = r.choice(other)
        oid = self.oid()
        q = self.size(sym)
        state = "ACCEPTED (queued for Mon open)" if self.weekend else "WORKING"
        txt = f"{oid} {ticker(sym)} SELL {fq(sym, q)} LMT {fp(sym, self.px[sym])} → {state}"
        m = self.post(t, "exec", txt)
        self.hard(m, "trade_confirmation", [oid, ticker(sym), "SELL", fq(sym, q)], "structured")
        self.delete(m, t + r.randint(20, 120) * SEC, txt)
        self.post(m.deleted_at + r.randint(5, 40) * SEC, "exec", "deleted my last line — wrong sleeve, that order belongs to another book")
        # b) the strategist loops on a tool call; ops bulk-deletes the spam
        t = self.rand_t(2, 20)
        run = "%04x" % r.randrange(0x1000, 0xFFFF)
        series = r.choice(["DGS30", "T10YIE", "DCOILBRENTEU", "DEXBZUS"])
        loop = []
        for k in range(1, r.randint(4, 6)):
            mm = self.post(t + k * r.randint(4, 12) * SEC, "macro", f"⚠️ tool-call loop: re-fetching FRED {series} (attempt {k}/5) [run {run}-{k}]")
            self.noise(mm)
            mm.removed_snip = f"[run {run}-{k}]"
            loop.append(mm)
        tb = loop[-1].t + r.randint(60, 300) * SEC
        self.ops.append((tb, "bulk_delete", loop, None))
        for mm in loop:
            mm.deleted_at = tb
            mm.bulk_deleted = True
        self.post(tb + r.randint(10, 60) * SEC, "ops", f"cleared the loop spam from macro-strategist, killed run {run}")
        # c) forget: a personal number posted by the PM
        if r.random() < 0.7:
            t = self.rand_t(12, 21)
            num = f"+1 917 555 0{r.randint(100, 199)}"
            m = self.post(t, "pm", f"if exec-agent stalls again during the close, call my cell {num}, not the desk line")
            self.forget(m, t + r.randint(300, 3000) * SEC, "ops", num)
        # d) forget a proposal that named a client
        if self.ch % 2 == self.date.toordinal() % 2 and not self.weekend:
            t = self.rand_t(14.5, 18)
            sym = r.choice([s for s in self.held if not INST[s]["fut"]])
            client = r.choice(["Okafor family trust", "Lindqvist pension mandate", "Hargreave foundation"])
            q = self.size(sym)
            p = fp(sym, self.px[sym])
            pid = self.pid()
            m = self.post(t, "pc", f"[PROPOSAL {pid}] BUY {fq(sym, q)} {ticker(sym)} @ {p} LMT — allocation for the {client} sleeve")
            self.hard(m, "trade_proposal", [pid, "BUY", fq(sym, q), ticker(sym), p], "tagged")
            self.forget(m, t + r.randint(120, 900) * SEC, "ops", client)
            self.post(m.forgot[0] + r.randint(5, 60) * SEC, "ops", f"removed a pc-agent proposal that named a client; {pid} is void, pc-agent will not resubmit")

    # ..................................................... near misses
    def scene_scenarios(self):
        r = self.r
        t = self.rand_t(11, 15) if not self.weekend else self.rand_t(10, 18)
        txt = ("### Scenario grid — next CPI\n"
               "| Outcome | Prob | Rates | What we could do |\n|---|---|---|---|\n"
               f"| Hot (core ≥0.4%) | {r.randint(20, 35)}% | bear steepen | if CPI prints hot, we could short TLT into the 87s and lean on ESH7 |\n"
               f"| Inline | {r.randint(40, 55)}% | unch | nothing to do |\n"
               f"| Soft (≤0.2%) | {r.randint(15, 25)}% | bull flatten | TLT squeezes; we would probably let the long run |\n\n"
               "Pre-positioning is not warranted at these odds. This is a planning grid, not a proposal.")
        self.near(self.post(t, "macro", txt), "scenario grid 'if CPI prints hot, we could short TLT'")
        s = Seq(self, t)
        s.step(60, 400)
        m = self.post(s.t, "pc", "@macro-strategist in the hot case would you want the ESH7 leg sized off beta or off vol?", ref=self.msgs[-1])
        self.near(m, "agent-to-agent question about a hypothetical trade")
        s.step(30, 300)
        self.post(s.t, "macro", "off vol. but again, only if it prints hot — nothing before the number.", ref=m)
        # hypothetical stop
        t2 = self.rand_t(13, 20)
        sym = r.choice(self.watch)
        lvl = fp(sym, tick_round(sym, self.px[sym] * 0.96))
        self.near(self.post(t2, "macro", f"if we ever initiate {ticker(sym)}, a stop around {lvl} would be sensible — below the 50-day low."),
                  "hypothetical stop level with no decision")

    def scene_backtest(self):
        r = self.r
        t = self.rand_t(8, 20)
        sym = r.choice(UNIVERSE[:6])
        n = r.randint(80, 240)
        txt = (f"Backtest — {sym} breakout rule (2012–2026, daily, 5bp costs)\n"
               "```\n"
               f"trades        {n}\nhit rate      {r.uniform(44, 58):.1f}%\navg win/loss  {r.uniform(1.1, 1.9):.2f}\n"
               f"sharpe        {r.uniform(0.4, 1.1):.2f}\nmax dd        {r.uniform(-18, -7):.1f}%\n"
               f"last signal   BUY {sym} 2026-11-{r.randint(10, 28)} fill {fplain(self.px[sym] * 0.97)} (sim)\n"
               "```\n"
               "Not proposing anything off this — the edge is thin after costs and the last five signals were flat.")
        self.near(self.post(t, "macro", txt), "backtest stats block with a simulated BUY fill")

    def scene_other_desks(self):
        r = self.r
        opts_all = None
        for _ in range(r.randint(1, 2)):
            t = self.rand_t(13, 20.5)
            opts = [
                f"fwiw the vol desk was a big buyer of FXI Jan puts today (~{r.randint(4, 12)}k) — their flow, not ours.",
                f"FYI from the rates desk: they sold {r.randint(2, 6) * 100} ZNH7 this morning into the auction; credit bought {r.randint(10, 40)}k HYG.",
                f"cross-desk: EM desk says real-money sold ~${r.randint(80, 300)}m of EWZ via creations/redemptions today.",
                f"heads-up: equities L/S desk is adding XLE calls as a hedge — not our book, just context.",
            ]
            if opts_all is None:
                opts_all = opts
                r.shuffle(opts_all)
            self.near(self.post(t, r.choice(["macro", "triage", "ops"]), opts_all.pop()), "another desk's flow told as colour")

    def scene_paper(self):
        r = self.r
        for _ in range(r.randint(1, 2)):
            t = self.rand_t(13.5, 20)
            sym = r.choice(UNIVERSE)
            q = self.size(sym)
            side = r.choice(["BUY", "SELL"])
            txt = f"[PAPER] shadow-v0.{r.randint(3, 9)}: {side} {fq(sym, q)} {ticker(sym)} @ {fp(sym, self.px[sym])} (sim only, no OMS)"
            self.near(self.post(t, "sim", txt), "[PAPER] shadow-strategy trade")

    def scene_general_view(self):
        r = self.r
        t = self.rand_t(9, 18)
        txt = r.choice([
            "House view, unchanged: soft landing, two cuts in H1, curve steepens slowly, dollar range-bound. Nothing new to say today.",
            "General reminder of the macro frame: growth slowing but positive, inflation sticky in services, the Fed patient. Same as last week.",
            "Big picture hasn't moved: late-cycle but not recessionary, liquidity fine, and the market keeps paying for quality.",
        ])
        self.near(self.post(t, "macro", txt), "restated general macro view (no instrument)")
        t2 = self.rand_t(12, 20)
        sym = r.choice(list(self.held))
        q = self.size(sym)
        self.near(self.post(t2, "pm", f"for reference, last time we ran this (Oct) we got filled {fq(sym, q)} {ticker(sym)} at "
                                      f"{fp(sym, tick_round(sym, self.px[sym] * 0.94))} and stopped out two weeks later"),
                  "PM anecdote of an old fill (history)")

    # ..................................................... chatter (neutral / near)
    # ..................................................... research notes (near-miss long text)
    RESEARCH_TOPICS = {
        "XLE": ["Energy breadth vs crude: a divergence worth watching", "Refining margins and the integrated majors",
                "OPEC+ spare capacity: what the market is missing"],
        "XLF": ["Financials: NIM sensitivity to a bull steepener", "Regional banks one year on: deposits, CRE, capital",
                "Capital-markets revenue as a cycle indicator"],
        "SMH": ["Semis: where are we in the capex cycle?", "Memory pricing and the HBM bottleneck",
                "Export controls: mapping the revenue at risk"],
        "EWZ": ["Brazil's fiscal path and what EWZ is pricing", "Selic cuts and the local equity multiple",
                "Commodity exporters: EWZ vs the terms of trade"],
        "FXI": ["China: stimulus impulse tracker, December edition", "Property: sales, starts and the inventory overhang",
                "Southbound flows and the Hong Kong discount"],
        "TLT": ["Long-end supply: the Q1 refunding math", "Term premium: models vs market",
                "Who buys the long bond in 2027?"],
        "ES": ["Index vol: dispersion and the year-end grind", "Buybacks, blackout windows and December flows",
               "Earnings breadth beyond the top ten"],
        "NQ": ["Nasdaq-100 concentration: top-7 weight at a record", "Duration in growth equities: is the link back?",
               "AI capex as a share of mega-cap cash flow"],
    }

    def research_note(self):
        r = self.r
        if not hasattr(self, "_longform"):
            self._longform = {"pc": 2, "risk": 2, "exec": 2}
        k = r.random()
        if k < 0.2 and self._longform["pc"]:
            self._longform["pc"] -= 1
            return self.pc_analytics()
        if k < 0.33 and self._longform["risk"]:
            self._longform["risk"] -= 1
            return self.risk_memo()
        if k < 0.45 and self._longform["exec"]:
            self._longform["exec"] -= 1
            return self.exec_memo()
        return self.macro_research()

    def pc_analytics(self):
        r = self.r
        t = self.rand_t(8, 22)
        held = list(self.held)
        rows = ["| Position | Avg weight | Return | Contribution | Selection | Allocation |", "|---|---|---|---|---|---|"]
        for s_ in held:
            rows.append(f"| {ticker(s_)} | {self.weight(s_):.1f}% | {r.uniform(-6, 8):+.2f}% | {r.randint(-60, 90):+d}bp | "
                        f"{r.randint(-30, 40):+d}bp | {r.randint(-30, 40):+d}bp |")
        if not hasattr(self, "_periods"):
            self._periods = ["MTD", "last 20 sessions", "QTD"]
            r.shuffle(self._periods)
        period = self._periods.pop()
        txt = (f"## Portfolio analytics — {self.bookname}, {period}\n\n"
               f"Book return {r.uniform(-2, 4):+.2f}% vs model {r.uniform(-2, 4):+.2f}% and the 60/40 proxy {r.uniform(-2, 3):+.2f}%. "
               "Attribution below is Brinson-style against the model weights; futures are treated as beta overlays.\n\n"
               + "\n".join(rows) +
               "\n\n### Risk decomposition\n"
               f"- Ex-ante vol {r.uniform(7, 12):.1f}% ann. (target 9%); {r.randint(40, 70)}% from equity beta, {r.randint(10, 30)}% duration, "
               f"{r.randint(5, 20)}% country/FX, rest idiosyncratic.\n"
               f"- Diversification ratio {r.uniform(1.2, 1.8):.2f}; effective number of bets {r.uniform(2.5, 4.5):.1f}.\n"
               f"- Turnover {period}: {r.randint(8, 40)}% of NAV; cost drag {r.uniform(1, 8):.1f}bp.\n\n"
               "### Model notes\n"
               "- The vol-scaling window (60d) lags regime changes by roughly two weeks; a 20d/60d blend was tested and "
               "reduced drawdowns slightly at the cost of 30% more turnover.\n"
               "- Caps bind most often on the sector dimension; the country cap has bound twice this quarter.\n"
               "- The optimiser hit the infeasible branch on days when caps and the cash floor conflicted; "
               "a fix is in review.\n\n"
               "```yaml\nsolver: osqp\nobjective: max_sharpe_with_tc\ntc_model: sqrt_adv\nrisk_model: ewma_60d_shrunk\n"
               f"shrinkage: {r.uniform(0.1, 0.5):.2f}\nlast_run_ms: {r.randint(40, 900)}\n```\n"
               "_analytics only — no orders; proposals are posted separately._")
        self.near(self.post(t, "pc", txt))

    def risk_memo(self):
        r = self.r
        t = self.rand_t(8, 21)
        if not hasattr(self, "_scen"):
            self._scen = ["a bear steepener of 40bp in a week", "a 15% drop in oil over a month", "a 10% CNH devaluation",
                          "a 2018-style volatility spike", "a BRL crisis (USD/BRL +15%)"]
            r.shuffle(self._scen)
        sc = self._scen.pop()
        rows = ["| Position | Shock P&L (bp NAV) | Liquidity days | Notes |", "|---|---|---|---|"]
        for s_ in self.held:
            rows.append(f"| {ticker(s_)} | {r.randint(-140, 40):+d} | {r.uniform(0.1, 4):.1f} | "
                        f"{r.choice(['hedged by duration', 'unhedged', 'partially offset by index futures', 'gap risk at the open'])} |")
        txt = (f"## Risk memo: {sc}\n\n"
               f"Scenario analysis of the current book under {sc}. Historical analogues and a factor-shock "
               "version give similar answers; the table uses the factor shock.\n\n" + "\n".join(rows) +
               f"\n\nTotal {r.randint(-320, -60)}bp of NAV, within the {r.randint(400, 600)}bp stress budget. "
               "The largest single contributor is the position with the least liquid exit, not the largest weight.\n\n"
               "### Observations\n"
               "- Correlations rise in stress: the diversification the book shows in normal times halves in the scenario.\n"
               "- Gap risk is concentrated in the country ETFs, whose underlying markets are closed during most of our session.\n"
               "- Index futures are the only instrument that can be adjusted around the clock; that argues for keeping "
               "hedges there rather than in the ETFs.\n\n"
               "_scenario only — limits unchanged; this memo does not change any cap._")
        self.near(self.post(t, "risk", txt), "risk scenario memo with shock P&L, limits unchanged")

    def exec_memo(self):
        r = self.r
        t = self.rand_t(9, 22)
        if not hasattr(self, "_ms_syms"):
            self._ms_syms = [x for x in UNIVERSE if not INST[x]["fut"]]
            r.shuffle(self._ms_syms)
        sym = self._ms_syms.pop()
        code = ticker(sym)
        rows = ["| Window (ET) | Spread (c) | Depth ($k) | Share of volume |", "|---|---|---|---|"]
        for w in ["09:30-10:00", "10:00-12:00", "12:00-14:00", "14:00-15:30", "15:30-16:00", "MOC"]:
            rows.append(f"| {w} | {r.uniform(0.8, 5):.1f} | {r.randint(80, 2500):,} | {r.uniform(3, 30):.1f}% |")
        txt = (f"## Market structure: trading {code}\n\n"
               f"Notes from the last {r.randint(20, 60)} sessions of our own and public data on {code}. The ETF trades "
               f"{r.uniform(0.5, 3):.1f}x its underlying liquidity thanks to creation/redemption, but the displayed book is thin "
               "outside the first and last half hour.\n\n" + "\n".join(rows) +
               "\n\n### Practical\n"
               "- Pegging to the mid inside the first 15 minutes costs more than it saves; spreads are widest then.\n"
               "- The closing auction absorbs size well, but imbalance publications move the price from 15:50 ET.\n"
               "- For country ETFs, the iNAV is stale while the home market is shut; quotes then reflect futures and FX.\n"
               f"- Authorised participants step in above ~{r.randint(50, 400)}k shares; below that the lit book is the market.\n\n"
               "_exec-agent notes; not an order._")
        self.near(self.post(t, "exec", txt))

    def macro_research(self):
        r = self.r
        t = self.rand_t(6.5, 22.5)
        if not hasattr(self, "_topics"):
            self._topics = [(s, x) for s, xs in self.RESEARCH_TOPICS.items() for x in xs]
            r.shuffle(self._topics)
        if not self._topics:
            return
        sym, topic = self._topics.pop()
        code = ticker(sym)
        name = INST[sym]["name"]
        fut = INST[sym]["fut"]
        vehicle = f"the {INST[sym]['index']} contract" if fut else name
        paras = [
            (f"Open interest in {code} has risen by {r.randint(3, 18)}% over {r.randint(5, 20)} sessions while price went sideways, "
             "a pattern that historically precedes a range break more often than not, but with no reliable sign on direction. "
             "Commitment-of-traders data show asset managers adding and leveraged funds on the other side.")
            if fut else
            (f"Flows into {name} have run at roughly ${r.uniform(0.3, 2.5):.1f}bn over the last {r.randint(5, 20)} sessions, "
             "which is large relative to the fund's size. Historically, flow bursts of this magnitude have mean-reverted within a "
             f"month about {r.randint(45, 70)}% of the time, so on their own they are a weak signal."),
            f"The options market is pricing a {r.uniform(2, 7):.1f}% move in {code} over the next month, versus a realised "
            f"{r.uniform(1.5, 6):.1f}%. The gap is the widest since {r.choice(['spring', 'the summer', 'last year'])}, and it has "
            "tended to close through realised vol picking up rather than implied coming in, which is worth knowing for anyone "
            "sizing off implied.",
            f"Positioning data (CFTC, prime-broker surveys, {'dealer gamma' if fut else 'ETF short interest'}) put {code} in the "
            f"{r.randint(10, 95)}th percentile of its five-year range. Crowding matters most at turning points, and there is no "
            "clear evidence that we are at one; it is a magnifier, not a trigger.",
            "Cross-asset, the relationship with real yields has weakened: the 60-day correlation went from "
            f"{r.uniform(-0.7, -0.3):.2f} to {r.uniform(-0.3, 0.1):.2f}. Rates are explaining less of the move and idiosyncratic "
            "drivers more, which makes the duration overlay a worse hedge than it was in the summer.",
            f"Seasonality is mildly supportive into year-end (the last {r.randint(8, 15)} Decembers averaged {r.uniform(0.2, 2.1):+.1f}%), "
            "but the dispersion of outcomes is wide enough that it should not carry weight in sizing. January has been the "
            "weaker month in the same sample, mostly because of positioning resets.",
            f"Earnings revisions for the underlying basket are running {r.uniform(-3, 4):+.1f}% over three months; the median "
            "name has had more upgrades than downgrades, though the top-weighted constituents dominate the aggregate. "
            "Ex the top five, revisions are roughly flat.",
            ("Liquidity is not the constraint: the contract trades deep around the clock and the roll is orderly. The "
             "only real liquidity gap is the hour after the cash close and the Sunday reopen.")
            if fut else
            ("Liquidity in the ETF itself is not the constraint: creation/redemption keeps the spread tight even in size, and "
             "the underlying basket trades deep enough that a large order mostly leaves a footprint in the closing auction."),
            f"Macro sensitivity: a 10bp move in the 10y has been worth about {r.uniform(0.2, 1.4):.1f}% in {code} this quarter, and "
            f"a 1% move in the dollar about {r.uniform(0.1, 0.9):.1f}%. Both betas are lower than a year ago, and the oil beta "
            f"({r.uniform(-0.2, 0.6):.2f}) is the one that has changed the most.",
            "The sell-side consensus is unusually uniform here, which in itself is not a signal but does mean that the "
            "distribution of surprises is skewed: a miss has more room to move the price than a beat. Our own model sits "
            f"{r.uniform(0.5, 4):.1f}% away from consensus on the key driver.",
        ]
        quotes = [
            "Fed officials see room for patience on cuts", "OPEC+ delegates discuss deeper cuts for Q1",
            "China to step up fiscal support, state media says", "Brazil finance minister reaffirms primary surplus target",
            "Treasury boosts bill issuance, holds coupon sizes", "Chipmakers face broader export licensing, draft shows",
        ]
        data = ["| Metric | Now | 1m ago | 5y pct |", "|---|---|---|---|"]
        for mname in r.sample(["Flows 20d ($bn)", "Short interest (% SO)", "Implied vol 1m", "Realised vol 1m", "P/E fwd",
                               "Put/call", "Breadth >50dma", "Open interest (k)", "Skew 25d"], 6):
            data.append(f"| {mname} | {r.uniform(0.5, 30):.1f} | {r.uniform(0.5, 30):.1f} | {r.randint(5, 95)} |")
        hist = [f"- {y}: similar set-up; {code} moved {r.uniform(-12, 15):+.1f}% over the following three months "
                f"(max drawdown {r.uniform(-14, -2):.1f}% on the way)."
                for y in sorted(r.sample([2011, 2014, 2016, 2018, 2019, 2021, 2023, 2024], 4))]
        what_if = [f"- If {c}, the case for owning more {code} gets stronger; the opposite would argue for less."
                   for c in r.sample(["breadth broadens beyond the top decile", "the dollar breaks lower", "real yields fall 25bp",
                                      "revisions turn positive", "the curve steepens through 50bp", "oil holds above 80"], 3)]
        risks = [f"- {x}" for x in r.sample([
            "Data quality: EPFR flow data is revised for two weeks after the fact.",
            "Sample size: the analogues are few and overlapping.",
            "Regime risk: the rates/equity correlation flipped twice this year.",
            "Event risk: a policy headline can dominate every input above.",
            "Model risk: the vol forecast is a 60-day EWMA and lags turning points."], 3)]
        parts = [f"## Research: {topic}", "", f"_{vehicle} · {self.dstr} · long read_", "",
                 "### Summary"] + r.sample(paras[:3], 2) + ["",
                 "### Data", "\n".join(data), "",
                 "### Discussion"]
        for p in r.sample(paras[3:], 5):
            parts += [p, ""]
        betas = ["| Factor | Beta | t-stat | 1y ago |", "|---|---|---|---|"]
        for f in ["10y real yield (per 10bp)", "DXY (per 1%)", "Brent (per 10%)", "SPX (per 1%)", "HY spread (per 10bp)"]:
            betas.append(f"| {f} | {r.uniform(-1.2, 1.2):+.2f} | {r.uniform(-4, 4):+.1f} | {r.uniform(-1.2, 1.2):+.2f} |")
        parts += ["### Sensitivities (60d regression)", "\n".join(betas), ""]
        if r.random() < 0.6:
            parts += ["Context from the wires:",
                      f"> \"{r.choice(quotes)}\" — {r.choice(['Reuters', 'Bloomberg', 'FT'])}, {r.randint(6, 11):02d}:{r.randint(0, 59):02d} UTC", ""]
        parts += ["### Historical analogues"] + hist + ["", "### What would change the picture"] + what_if
        parts += ["", "### Caveats"] + risks
        parts += ["", f"_Research only — not a proposal, no view change. Sources: Bloomberg, EPFR, CFTC. "
                      f"{r.randint(20, 60)}k tokens, run {r.randint(1000, 9999)}._"]
        self.near(self.post(t, "macro", "\n".join(parts)), "long research note with trading words and a quoted headline, no decision")
    # ..................................................... noise
    def chatter(self):
        r = self.r
        if not hasattr(self, "_chat_used"):
            self._chat_used = {}
        wk = self.weekend
        # (kind, lo, hi, max per day)
        kinds = [("adv", 11, 21, 2), ("fit", 12, 20, 2), ("liq", 13.6, 20, 2), ("consensus", 10, 18, 2),
                 ("draft", 11.5, 19, 1), ("vol_snap", 11.5, 20, 1), ("pm_beta", 12.5, 21, 1), ("skew", 13.6, 21, 2),
                 ("tca", 14, 23, 2), ("exdate", 8, 22, 2), ("transcript", 9, 21, 1), ("would_you", 9, 22, 2),
                 ("sweep", 0, 24, 2), ("prompt", 8, 22, 2), ("capnote", 9, 20, 1), ("chart", 7, 22, 3),
                 ("borrow", 11, 20, 1), ("cash", 12, 21, 1), ("roll", 0, 22, 2), ("factors", 10, 20, 1),
                 ("holiday", 9, 20, 1), ("oilcolour", 7, 20, 1), ("fxcolour", 0, 10, 2), ("asia", 0, 7, 3),
                 ("overnight_fut", 0, 8, 3), ("calendar_q", 9, 19, 1), ("marks", 20.2, 23.5, 1), ("recon", 21, 23.8, 1),
                 ("logs", 0, 24, 1), ("eval", 0, 24, 1), ("tier_q", 6, 22, 1), ("compact", 0, 24, 2), ("memory", 22, 23.9, 1),
                 ("plan", 8, 20, 1), ("cme_hours", 9, 20, 1), ("auction_q", 12, 21, 1), ("cons_q", 9, 13, 1)]
        if wk:
            kinds = [k for k in kinds if k[0] not in ("liq", "tca", "skew", "borrow", "overnight_fut", "roll", "asia", "fxcolour",
                                                      "marks", "recon", "draft", "consensus")]
        avail = [k for k in kinds if self._chat_used.get(k[0], 0) < k[3]]
        if not avail:
            self._chat_used = {}
            avail = kinds
        kind, lo, hi, _mx = r.choice(avail)
        self._chat_used[kind] = self._chat_used.get(kind, 0) + 1
        t = self.rand_t(lo, hi)
        s = Seq(self, t)
        etfs = [x for x in UNIVERSE if not INST[x]["fut"]]
        sym = r.choice(etfs if kind in ("adv", "liq", "exdate", "borrow") else UNIVERSE)
        code = ticker(sym)
        if kind == "adv":
            a = self.near(self.post(s.t, "pc", f"@exec-agent what's the ADV on {code}? thinking about sizing for tomorrow"))
            s.step(20, 120)
            self.post(s.t, "exec", f"{code} 20d ADV {r.uniform(2, 40):.1f}M sh; 5% of ADV is ~{fq(sym, self.size(sym) * 3)} sh, "
                                   "closing auction takes another 8-10% without much impact", ref=a)
        elif kind == "fit":
            q = self.size(sym)
            a = self.post(s.t, "macro", f"@risk-agent would a {fq(sym, q)} {code} add fit under the {INST[sym]['cap']}?")
            self.near(a, "question about whether a size would fit a cap")
            s.step(20, 200)
            post = (f"{r.uniform(7.2, 8.8):.1f}y" if sym == "TLT" else f"{r.randint(4, 8)} lots" if INST[sym]["fut"]
                    else f"{self.weight(sym):.1f}%")
            self.post(s.t, "risk", f"it would take {INST[sym]['sector']} to {post} — "
                                   "fits on today's marks. That is not a pre-approval; send a proposal.", ref=a)
        elif kind == "liq":
            self.post(s.t, "exec", f"{code} spread {r.randint(1, 4)}c, top of book {r.randint(3, 40) * 100} x {r.randint(3, 40) * 100} — liquidity fine")
        elif kind == "consensus":
            self.post(s.t, "macro", f"pulling the {r.choice(['claims', 'CPI', 'ISM', 'EIA', 'auction', 'PPI'])} consensus, note to follow at {_hm(s.t + 25 * MIN)}")
        elif kind == "draft":
            self.post(s.t, "pc", f"weights draft in ~{r.randint(5, 20)} min, waiting on the {_hm(s.t + 10 * MIN)} marks")
        elif kind == "vol_snap":
            a = self.post(s.t, "macro", "@pc-agent are your targets off the 07:00 or the 11:00 vol snapshot?")
            s.step(15, 120)
            self.post(s.t, "pc", "11:00, 60d window, vol-scaled to 9% ann.", ref=a)
        elif kind == "pm_beta":
            a = self.near(self.post(s.t, "pm", f"what's our {code} exposure in beta terms?"), "PM question about exposure")
            s.step(30, 240)
            self.post(s.t, "pc", f"{code} beta-adj {r.uniform(2, 12):.1f}% NAV; with the index futures the book nets to {r.uniform(40, 75):.0f}% net beta", ref=a)
        elif kind == "skew":
            self.near(self.post(s.t, "macro", f"Interesting: {code} 25d skew flipped to calls for the first time since {r.choice(['June', 'March', 'August'])}. "
                                              "Could be overwriting unwinds, could be real demand. Watching, not acting."))
        elif kind == "tca":
            a = self.post(s.t, "macro", f"@exec-agent how did the last {code} print compare with arrival?")
            s.step(20, 120)
            base = self.px[sym]
            self.near(self.post(s.t, "exec", f"arrival {fp(sym, base)}, avg {fp(sym, tick_round(sym, base * (1 + r.uniform(-0.0008, 0.0008))))}, "
                                             f"{r.uniform(0.3, 4):.1f}bp slippage; TCA in the nightly pack", ref=a))
        elif kind == "exdate":
            self.post(s.t, "pc", f"note: {code} ex-date {(self.date + timedelta(days=r.randint(3, 12))).strftime('%d %b')}, weights will jump ~{r.randint(4, 30)}bp on the mark")
        elif kind == "transcript":
            self.post(s.t, "macro", f"anyone have the {r.choice(['Petrobras', 'ASML', 'JPMorgan', 'Alibaba', 'Exxon'])} call transcript? the bridge only had the headline")
        elif kind == "would_you":
            cond = r.choice(['the auction tails', 'oil breaks 80', 'BRL goes through 6', 'CPI is soft', 'the Politburo surprises'])
            a = self.near(self.post(s.t, "pc", f"@macro-strategist would you want {code} if {cond}?"))
            s.step(30, 300)
            self.post(s.t, "macro", "maybe; I'd want to see the close first. don't build anything yet.", ref=a)
        elif kind == "sweep":
            self.post(s.t, "triage", f"queued {r.randint(2, 6)} items for the {_hm(s.t + 30 * MIN)} sweep; nothing urgent")
        elif kind == "prompt":
            a = self.post(s.t, "ops", f"{r.choice(['pc-agent', 'triage-agent', 'exec-agent', 'risk-agent'])} prompt v{r.randint(2, 6)}.{r.randint(0, 20)} staged, rolling after the close")
            if 12 <= (s.t - self.t0) / HOUR <= 21 and r.random() < 0.5:
                s.step(20, 200)
                self.noise(self.post(s.t, "pm", r.choice(["ok", "thx", "👍"]), ref=a))
        elif kind == "capnote":
            self.post(s.t, "risk", f"reminder for the floor: the {INST[sym]['cap']} is measured post-trade at the {r.choice(['mid', 'last'])} mark")
        elif kind == "chart":
            fn = f"{code.lower()}_{r.choice(['breadth', 'flows', 'positioning', 'curve'])}_{r.randint(1, 9)}.png"
            self.post(s.t, "macro", f"{code}: chart added to the research folder ({fn})", attach=[(fn, r.randint(30000, 90000))])
        elif kind == "borrow":
            self.post(s.t, "exec", f"borrow check: {code} easy-to-borrow, fee {r.uniform(0.25, 0.6):.2f}% — noting for the hedge sleeve")
        elif kind == "cash":
            self.post(s.t, "pc", f"cash drag this week ~{r.randint(2, 9)}bp; sweep rate {r.uniform(4.0, 4.6):.2f}%")
        elif kind == "roll":
            self.post(s.t, "exec", f"ESZ6/ESH7 roll spread {r.uniform(40, 62):.2f} pts vs fair {r.uniform(42, 60):.2f}; our ES is already in March")
        elif kind == "factors":
            a = self.post(s.t, "macro", "@pc-agent can you post the factor exposures off the latest marks?")
            s.step(30, 240)
            fn = f"factors_{self.date.strftime('%m%d')}.csv"
            self.post(s.t, "pc", f"attached — value {r.uniform(-0.3, 0.3):+.2f}, momentum {r.uniform(-0.3, 0.5):+.2f}, "
                                 f"duration {r.uniform(-2, 6):+.1f}y, USD {r.uniform(-0.3, 0.3):+.2f}", ref=a, attach=[(fn, r.randint(2000, 9000))])
        elif kind == "holiday":
            self.post(s.t, "risk", f"note: {r.choice(['Brazil', 'Hong Kong', 'Japan'])} market holiday on "
                                   f"{(self.date + timedelta(days=r.randint(5, 20))).strftime('%d %b')}; country ETF liquidity thinner, NAV stale")
        elif kind == "oilcolour":
            self.post(s.t, "macro", "oil colour: delegates say OPEC+ is split on the Q1 quota, a decision is not expected before the ministerial call")
        elif kind == "fxcolour":
            self.post(s.t, "macro", f"FX overnight: USD/CNH fixing {r.uniform(7.0, 7.3):.4f}, a touch stronger than models; BRL NDFs flat")
        elif kind == "asia":
            self.post(s.t, "macro", f"Asia open: Nikkei {r.uniform(-1.5, 1.5):+.1f}%, HSI {r.uniform(-2, 2):+.1f}%, ES {r.randint(-15, 15):+d} pts. No headlines of note.")
        elif kind == "overnight_fut":
            f = r.choice(["ES", "NQ"])
            self.post(s.t, "exec", f"{ticker(f)} overnight: range {r.randint(10, 60)} pts, volume {r.randint(40, 120)}% of the 20d average, no resting orders from us")
        elif kind == "calendar_q":
            a = self.post(s.t, "pc", "@macro-strategist is the FOMC blackout already in effect?")
            s.step(30, 200)
            self.post(s.t, "macro", "yes, since Saturday. speakers are done until the meeting.", ref=a)
        elif kind == "marks":
            self.post(s.t, "pc", f"closing marks loaded ({r.randint(180, 260)} lines), targets recomputed; drift report in the morning pack")
        elif kind == "logs":
            self.post(s.t, "ops", f"rotating {r.choice(['exec-agent', 'pc-agent', 'macro-strategist'])} logs, expect a ~30s gap in its heartbeats")
        elif kind == "eval":
            self.post(s.t, "ops", f"nightly eval for triage-agent: precision {r.uniform(0.88, 0.97):.2f} / recall {r.uniform(0.85, 0.95):.2f} on the labelled set")
        elif kind == "tier_q":
            a = self.post(s.t, "pc", "@triage-agent are you tagging items from HK local media as tier 1?")
            s.step(20, 120)
            self.post(s.t, "triage", "tier 2 unless a wire confirms within 15 min", ref=a)
        elif kind == "compact":
            self.post(s.t, r.choice(["macro", "triage", "pc"]), f"compacting context: summarised {r.randint(30, 120)} messages into the daily memory")
        elif kind == "memory":
            self.post(s.t, "triage", f"daily memory written: {r.randint(8, 30)} items, {r.randint(0, 4)} open threads carried to tomorrow")
        elif kind == "plan":
            self.post(s.t, "macro", "work plan: refresh the China and Brazil notes, rerun the breakout backtests, update the scenario grid")
        elif kind == "cme_hours":
            self.post(s.t, "risk", "CME holiday hours posted: Globex closes early on 24 Dec and reopens 26 Dec; calendar updated")
        elif kind == "auction_q":
            a = self.post(s.t, "macro", "@exec-agent what's the closing-auction share in EWZ lately?")
            s.step(20, 150)
            self.post(s.t, "exec", f"~{r.randint(9, 18)}% of volume over 20 sessions; imbalances small", ref=a)
        elif kind == "cons_q":
            a = self.post(s.t, "pc", "@macro-strategist which consensus are you using for the next CPI — median or whisper?")
            s.step(30, 200)
            self.post(s.t, "macro", "Bloomberg median, 0.3% core m/m. whisper is a tick higher.", ref=a)
        else:
            self.post(s.t, "exec", f"nightly recon: {r.randint(14, 40)} executions matched to prime, {r.choice(['0 breaks', '0 breaks', '1 break (fees, auto-resolved)'])}")

    def noise_one(self):
        r = self.r
        t = self.rand_t(0, 24)
        hr = (t - self.t0) / HOUR
        k = r.random()
        if k < 0.28:
            txt = r.choice([
                f"exec-agent alive, {r.randint(0, 4)} open orders",
                f"risk-agent heartbeat · all limits ok · {r.randint(6, 40)}ms",
                f"triage-agent ♥ queue={r.randint(0, 5)} lag={r.randint(1, 30)}s",
                f"pc-agent alive · last drift check {_hm(t - 15 * MIN)} · max drift {r.uniform(0.1, 1.4):.1f}%",
                f"macro-strategist idle · ctx {r.randint(20, 160)}k/200k tokens",
            ])
            who = {"e": "exec", "r": "risk", "t": "triage", "p": "pc", "m": "macro"}[txt[0]]
            idiom = "agent heartbeat with order count" if txt.startswith("exec-agent alive") else None
            self.noise(self.post(t, who, txt), idiom)
        elif k < 0.45:
            n = r.randint(6, 30)
            txt = r.choice([
                f"⏱ cron triage run {_hm(t)}: {n} items, 0 routed, {n} dropped (dupes/irrelevant)",
                f"⏱ cron drift-check {_hm(t)}: max drift {r.uniform(0.1, 1.4):.1f}% < band 1.5%",
                f"⏱ cron news-dedupe: purged {r.randint(80, 400)} items",
                f"⏱ cron eod-recon {r.choice(['started', 'ok (0 breaks)', 'ok (1 break, auto-resolved)'])}" if hr >= 21
                else f"⏱ cron calendar-sync: {r.randint(3, 12)} events for the next 48h",
                f"⏱ cron triage run {_hm(t)}: {n} items, 0 routed",
                f"⏱ cron risk-snapshot {_hm(t)}: VaR 1d 99% {r.uniform(1.1, 2.2):.2f}% NAV (limit 2.50%) ok",
            ])
            idiom = "cron summary '0 routed'" if "0 routed" in txt else None
            self.noise(self.post(t, "sched", txt), idiom)
        elif k < 0.55:
            ag = r.choice(["exec-agent", "pc-agent", "risk-agent", "triage-agent", "macro-strategist"])
            sha = "%07x" % r.randrange(0x1000000, 0xFFFFFFF)
            txt = r.choice([
                f"deploy {ag} v{r.randint(2, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)} → prod ✅ sha {sha} (canary 10% → 100%)",
                f"CI ❌ {ag}#{r.randint(400, 1900)} test_{r.choice(['rebalance_rounding', 'order_parser', 'cap_math', 'router_rules'])} failed · sha {sha}",
                f"CI ✅ {ag}#{r.randint(400, 1900)} main · {r.randint(40, 300)} tests · sha {sha}",
            ])
            self.noise(self.post(t, "ci", txt))
        elif k < 0.68:
            if self.weekend:
                self.noise(self.post(t, "sched", f"⏱ cron weekend-health {_hm(t)}: {r.randint(5, 6)}/6 agents up, markets closed, 0 orders"))
                return
            if 9 <= hr < 24:
                sym = r.choice(UNIVERSE)
            else:
                sym = r.choice(["ES", "NQ"])
            lvl = fp(sym, tick_round(sym, self.px[sym] * r.uniform(0.98, 1.02)))
            txt = r.choice([f"🔔 {ticker(sym)} crossed {lvl} {r.choice(['↑', '↓'])}",
                            f"🔔 {ticker(sym)} {r.choice(['+', '-'])}{r.uniform(0.4, 2):.1f}% in 15m",
                            f"🔔 {ticker(sym)} 20d {r.choice(['high', 'low'])} ({lvl})"])
            self.noise(self.post(t, "alerts", txt), "price alert on a held name")
        elif k < 0.74:
            parts = " · ".join(f"{ticker(s)} {r.randint(-20, 30):+d}.{r.randint(0, 9)}k" for s in self.held)
            txt = f"PnL @ {_hm(t)}Z: day {r.randint(-60, 90):+d},{r.randint(100, 999)} USD · MTD {r.randint(-200, 600):+d}k · {parts}"
            if self.weekend:
                txt = f"PnL @ {_hm(t)}Z (weekend, marks frozen since Fri close): day 0 · MTD {r.randint(-200, 600):+d}k · WTD {r.randint(-150, 300):+d}k"
            self.noise(self.post(t, "pnl", txt), "PnL snapshot listing positions")
        elif k < 0.86:
            who = r.choice(["exec", "news", "triage", "risk"])
            ag = AUTHORS[who][1]
            opts = [f"[{ag}] gateway RESUMED seq={r.randint(10000, 99999)}",
                    f"[{ag}] rate limited by Discord, backing off {r.randint(1, 8)}s"]
            if who == "exec":
                opts.append(f"[exec-agent] FIX session to OMS dropped, reconnected in {r.uniform(0.5, 9):.1f}s (resumed, seq ok)")
            if who == "news":
                opts.append(f"[NewsBridge] wire feed reconnected after {r.uniform(1, 20):.1f}s, backfilled {r.randint(0, 14)} items")
            self.noise(self.post(t, who, r.choice(opts)))
        elif k < 0.875:
            ag = r.choice(["macro", "pc", "triage", "risk"])
            calls = []
            for j in range(r.randint(4, 8)):
                tool = r.choice(["fred.series", "bbg.bdh", "oms.positions", "news.search", "risk.check", "calendar.get", "vector.search"])
                calls.append(f'  {{"step": {j + 1}, "tool": "{tool}", "args": {{"id": "{r.choice(["DGS10", "DGS30", "XLE US", "SMH US", "EWZ US", "ESH7", "CPI"])}", '
                             f'"window": "{r.choice(["1d", "5d", "60d", "2y"])}"}}, "ms": {r.randint(40, 2400)}, "ok": {r.choice(["true", "true", "true", "false"])}}}')
            txt = (f"[trace] {AUTHORS[ag][1]} run {r.randrange(0x1000, 0xFFFF):04x} · {len(calls)} tool calls · "
                   f"{r.randint(3, 40)}k in / {r.randint(1, 9)}k out tokens\n```json\n[\n" + ",\n".join(calls) + "\n]\n```")
            self.noise(self.post(t, ag, txt), "agent tool-call trace dump")
        elif k < 0.895:
            txt = ("pc-agent: rebalance tick failed\n```\nTraceback (most recent call last):\n"
                   "  File \"/app/pc/rebalance.py\", line 212, in tick\n    w = solve_targets(book, caps)\n"
                   "  File \"/app/pc/opt.py\", line 88, in solve_targets\n"
                   "    raise InfeasibleError(f\"caps infeasible: {sum_caps:.3f} < 1.0\")\n"
                   f"pc.opt.InfeasibleError: caps infeasible: {r.uniform(0.95, 0.999):.3f} < 1.0\n```\nretrying in 60s")
            if r.random() < 0.4:
                txt = ("exec-agent: fill handler error\n```\nTraceback (most recent call last):\n"
                       "  File \"/app/exec/handlers.py\", line 77, in on_exec_report\n    self.book.apply(report)\n"
                       "  File \"/app/exec/book.py\", line 140, in apply\n    pos = self.positions[report.symbol]\n"
                       f"KeyError: 'ESZ6'\n```\nreport re-queued (attempt {r.randint(1, 3)}/3)")
                self.noise(self.post(t, "exec", txt), "python stack trace from an agent")
            else:
                self.noise(self.post(t, "pc", txt), "python stack trace from an agent")
        else:
            pool = ["ops", "exec", "risk", "macro", "pc", "triage"]
            if 12 <= hr < 22 and r.random() < 0.3:
                pool = ["pm"]
            who = r.choice(pool)
            prev = [m for m in self.msgs if m.thread is None and m.deleted_at is None and m.forgot is None and m.t < t]
            ref = prev[-1] if prev and r.random() < 0.6 else None
            self.noise(self.post(t, who, r.choice(["ack", "👍", "ok", "thx", "ty", "✅", "noted", "🙏"]), ref=ref))

    def fill_noise(self, share):
        guard = 0
        while guard < 400:
            guard += 1
            tot = len(self.msgs)
            n = self.n_kind("noise")
            if tot and n / tot >= share:
                break
            self.noise_one()


# ---------------------------------------------------------------- assembly


WEEKEND_HL = {
    "XLE": ("OPEC+ agrees at weekend meeting to extend output cuts through Q1",
            "Delegates said the group would review quotas monthly. XLE and crude futures are seen higher at the open.",
            "XLE, CL", "extend output cuts"),
    "XLF": ("Regulators finalise bank capital rule, easing buffers for the largest lenders",
            "The final text is softer than the proposal; XLF constituents are the main beneficiaries.", "XLF", "capital rule"),
    "SMH": ("Commerce publishes broader chip export rule draft late Friday; SMH seen lower",
            "The draft widens licensing to advanced packaging tools.", "SMH", "export rule"),
    "EWZ": ("Brazil finance minister outlines new fiscal target in weekend interview; EWZ in focus",
            "The minister said the primary surplus goal would be met through spending restraint.", "EWZ, BRL", "fiscal target"),
    "FXI": ("China unveils weekend property support package",
            "Measures include mortgage rate cuts; FXI and Hong Kong developers are seen higher at the Monday open.",
            "FXI, KWEB", "property support package"),
    "TLT": ("Treasury refunding preview: dealers see coupon sizes unchanged through Q1",
            "Primary dealers expect bills to absorb the deficit; TLT holders watch the long-end guidance.", "TLT", "coupon sizes unchanged"),
}

IDIOM_PRIORITY = [
    "proposal in one row of a markdown table inside a long macro note",
    "proposal in one bullet of a long macro note",
    "yaml target-weights block with one order",
    "PM lowercase shorthand (b 1.2k xle @ px)",
    "risk engine RESIZED a → b against a cap",
    "risk reply 'resized to N' in prose",
    "VETO: … breaches cap",
    "PM terse approval reply (go / half size)",
    "arrow status line → WORKING",
    "PARTIAL fill line edited in place to FILLED",
    "embed-only Execution report with fields",
    "stop line edited twice in place (trailing)",
    "triage @-mention routing of a headline",
    "triage no-route reply to an unrelated headline",
    "fund-name headline without ticker",
    "index-futures headline via the underlying index",
    "scenario grid 'if CPI prints hot, we could short TLT'",
    "recap of yesterday's fills (T-1) with prices",
    "cron summary '0 routed'",
    "backtest stats block with a simulated BUY fill",
    "conviction change in one bullet of a midday note",
    "another desk's flow told as colour",
    "[PAPER] shadow-strategy trade",
    "agent heartbeat with order count",
]


def _channel_id(i: int) -> str:
    if i < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[i]
    return str(1382641500000000000 + i * 7_919_000_003 + (i * 104_729) % 1_000_000)


def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default DEFAULT_END, a fixed date in Dec 2026);
    channels: how many channels of this desk; days: how many consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    gens: list[tuple[str, DayGen]] = []
    for c in range(channels):
        cid = _channel_id(c)
        state: dict = {}
        for d in range(days):
            start = end - timedelta(days=days - d)
            for attempt in range(12):  # re-draw (deterministically) until the day is in range
                g = DayGen(seed, c, start, state, attempt)
                g.build()
                if g.in_range():
                    break
            state["snapshot"] = g.snapshot
            gens.append((cid, g))
    # ---- assign unique, time-ordered snowflakes
    items = []  # (t, kind, obj, cid, g)
    for cid, g in gens:
        for m in g.msgs:
            m.channel_id = cid
            items.append((m.t, 0, m, cid, g))
        for th in g.threads:
            items.append((th.t, 1, th, cid, g))
    items.sort(key=lambda x: (x[0], x[1]))
    used = set()
    rng = random.Random(f"{DESK}|ids|{seed}")
    last = 0
    for t, kind, obj, cid, g in items:
        ms = max(int(t), last + 1)
        while ms in used:
            ms += 1
        used.add(ms)
        last = ms
        obj.t = ms
        if kind == 0:
            worker = AUTHORS[obj.author][3]
        else:
            worker = 20
        obj.id = str(_snowflake(ms, worker, rng.randrange(0, 4096)))
    # ---- events
    events = []  # (t, order, dict)
    order = 0

    def add(t, ev):
        nonlocal order
        order += 1
        events.append((t, order, ev))

    for cid, g in gens:
        for m in g.msgs:
            ch = m.thread.id if m.thread else cid
            aid, aname, abot, _w = AUTHORS[m.author]
            msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": _iso(m.t), "content": m.content, "attachments": [],
                   "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None,
                   "pinned": False}
            for j, (fn, sz) in enumerate(m.attach):
                att_id = str(_snowflake(m.t, 30, 1000 + j))
                msg["attachments"].append({"id": att_id, "filename": fn, "size": sz,
                                           "url": f"https://cdn.discordapp.com/attachments/{ch}/{att_id}/{fn}"})
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
            if m.thread:
                ev["parent_channel_id"] = cid
            ev["message"] = msg
            add(m.t, ev)
            for et, content in m.edits:
                et = max(et, m.t + 1000)
                add(et, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                         "edited_at": _iso(et), "content": content})
            if m.deleted_at is not None and not m.bulk_deleted:
                dt = max(m.deleted_at, (m.edits[-1][0] if m.edits else m.t) + 1000)
                add(dt, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                         "deleted_at": _iso(dt)})
            if m.forgot is not None:
                ft = max(m.forgot[0], m.t + 1000)
                add(ft, {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                         "requested_by": m.forgot[1], "at": _iso(ft)})
        for t, op, m, extra in g.ops:
            ch = m[0].thread.id if isinstance(m, list) and m[0].thread else (m.thread.id if not isinstance(m, list) and m.thread else cid)
            if op == "bulk_delete":
                t = max(t, max(x.t for x in m) + 1000)
                add(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ch,
                        "message_ids": [x.id for x in m], "deleted_at": _iso(t)})
            elif op in ("pin", "unpin"):
                t = max(t, m.t + 1000)
                add(t, {"op": op, "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                        "by": extra, "at": _iso(t)})
            elif op == "reaction_add":
                t = max(t, m.t + 1000)
                add(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch, "message_id": m.id,
                        "emoji": extra[0], "user_id": extra[1], "at": _iso(t)})
    events.sort(key=lambda x: (x[0], x[1]))
    out_events = [e for _, _, e in events]
    # ---- labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idiom = set()
    for cid, g in gens:
        for m in g.msgs:
            ch = m.thread.id if m.thread else cid
            if m.kind == "hard":
                etype, facts, phr = m.label
                state = "forgotten" if m.forgot else "deleted" if m.deleted_at is not None else "edited" if m.edits else "live"
                hard.append({"channel_id": ch, "message_id": m.id, "event_type": etype, "facts": facts,
                             "phrasing": phr, "final_state": state})
            elif m.kind == "noise":
                noise.append(m.id)
            elif m.kind == "near":
                near.append(m.id)
            for old in m.superseded:
                sup.append([ch, m.id, old])
            if m.removed_snip:
                removed.append(m.removed_snip)
    cands = {}
    for cid, g in gens:
        for m, name, expected in g.idioms:
            if m.deleted_at is not None or m.forgot is not None or name in cands:
                continue
            cands[name] = (m, expected)
    order_names = [n for n in IDIOM_PRIORITY if n in cands] + [n for n in cands if n not in IDIOM_PRIORITY]
    for name in order_names[:20]:
        m, expected = cands[name]
        idioms.append({"message_id": m.id, "idiom": name, "expected": expected})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": out_events, "labels": labels}


# ---------------------------------------------------------------- check


def check(cap_path: str, labels_path: str) -> bool:
    ok = True

    def bad(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg)

    events = [json.loads(line) for line in open(cap_path, encoding="utf-8")]
    labels = json.load(open(labels_path, encoding="utf-8"))
    msgs = {}
    parent = {}
    last_t = ""
    last_id = 0
    for e in events:
        for k in ("op", "guild_id", "channel_id"):
            if k not in e:
                bad(f"missing {k}")
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        if t < last_t:
            bad(f"events out of time order at {t}")
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            dt = datetime.fromisoformat(m["created_at"].replace("Z", "+00:00"))
            if abs(int(dt.timestamp() * 1000) - ms) > 0:
                bad(f"snowflake/time mismatch {m['id']}")
            if mid <= last_id:
                bad(f"id not increasing {m['id']}")
            last_id = mid
            msgs[m["id"]] = {"content": m["content"], "embeds": m.get("embeds", []), "ch": e["channel_id"],
                             "t": m["created_at"], "gone": False}
            if e.get("parent_channel_id"):
                parent[e["channel_id"]] = e["parent_channel_id"]
        elif e["op"] == "edit":
            msgs[e["message_id"]]["content"] = e["content"]
        elif e["op"] in ("delete", "forget"):
            msgs[e["message_id"]]["gone"] = True
        elif e["op"] == "bulk_delete":
            for i in e["message_ids"]:
                msgs[i]["gone"] = True

    def text(mid):
        m = msgs[mid]
        return "\n".join([m["content"]] + [_embed_text(x) for x in m["embeds"]])

    ids = set(msgs)
    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in ids:
            bad(f"label id missing {mid}")
            continue
        hard_ids.add(mid)
        if not 2 <= len(h["facts"]) <= 5:
            bad(f"facts count {mid} {h['facts']}")
        for f in h["facts"]:
            if f not in text(mid):
                bad(f"fact {f!r} not in {mid}: {text(mid)[:200]!r}")
        if h["final_state"] in ("deleted", "forgotten") and not msgs[mid]["gone"]:
            bad(f"state mismatch {mid}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in msgs[mid]["content"]:
            bad(f"superseded {old!r} still in {mid}")
    live_text = "\n".join(text(i) for i in ids if not msgs[i]["gone"])
    for sn in labels["removed_texts"]:
        if sn in live_text:
            bad(f"removed snippet {sn!r} still visible")
    for i in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if i not in ids:
            bad(f"noise/near id missing {i}")
        if i in hard_ids:
            bad(f"id both hard and noise/near {i}")
    if not 10 <= len(labels["idioms"]) <= 20:
        bad(f"idioms count {len(labels['idioms'])}")
    for row in labels["idioms"]:
        if row["message_id"] not in ids:
            bad(f"idiom id missing {row}")
    # per channel-day stats
    noise_ids = set(labels["noise_message_ids"])
    stats = {}
    for mid, m in msgs.items():
        ch = parent.get(m["ch"], m["ch"])
        key = (ch, m["t"][:10])
        s = stats.setdefault(key, {"n": 0, "bytes": 0, "hard": 0, "noise": 0})
        s["n"] += 1
        s["bytes"] += len(m["content"].encode()) + sum(len(_embed_text(x).encode()) for x in m["embeds"])
        s["hard"] += mid in hard_ids
        s["noise"] += mid in noise_ids
    # content size counts the original content too (edits replace it; count the final)
    print(f"{'channel':<20} {'day':<11} {'msgs':>5} {'KB':>6} {'hard':>5} {'noise%':>7}")
    for (ch, day), s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        share = s["noise"] / s["n"]
        flag = ""
        if not (180 <= s["n"] <= 320 and 70 <= kb <= 120 and 25 <= s["hard"] <= 45 and 0.25 <= share <= 0.40):
            flag = "  <-- out of range"
            ok = False
        print(f"{ch:<20} {day:<11} {s['n']:>5} {kb:>6.1f} {s['hard']:>5} {share * 100:>6.1f}%{flag}")
    print(f"events={len(events)} messages={len(msgs)} hard={len(labels['hard_events'])} "
          f"near={len(labels['near_miss_ids'])} noise={len(labels['noise_message_ids'])} idioms={len(labels['idioms'])} "
          f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
    print("CHECK OK" if ok else "CHECK FAILED")
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
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0 if check(a.out, a.labels) else 1


if __name__ == "__main__":
    sys.exit(main())
