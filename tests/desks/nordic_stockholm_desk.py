#!/usr/bin/env python3
"""Blind desk generator: nordic_stockholm_desk.

A Stockholm desk trading Nordic equities (Nasdaq Stockholm / Copenhagen / Helsinki,
Oslo Børs), OMXS30 futures and options, SEK/NOK/DKK forwards, Swedish government and
covered bonds, with a salmon/energy tilt in Norway.  Standard library only; every
output is a pure function of the arguments.

    python -m tests.desks.nordic_stockholm_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "nordic_stockholm_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1241873305906741258"
CHANNEL_BASE = [
    "1241879214361247784",
    "1241880517594382407",
    "1241881873031454791",
    "1241883019765690448",
]
# midnight Stockholm (CET) on Saturday 14 Feb 2026 -> the default day is Friday 13 Feb
DEFAULT_END = datetime(2026, 2, 13, 23, 0, 0, tzinfo=timezone.utc)

AUTHORS = {
    "karin": ("1239800517341126758", "Karin Lindqvist", False),
    "sindre": ("1239801140925082694", "Sindre Haugland", False),
    "mette": ("1239802273398612010", "Mette Kjærgaard", False),
    "oliver": ("1239803391846520913", "Oliver Grant", False),
    "johan": ("1239804228105339001", "Johan Berg", False),
    "mod": ("1239805561173229639", "desk-ops", False),
    "exec": ("1239806694220910632", "exec-agent", True),
    "oms": ("1239807313874780261", "oms-bridge", True),
    "risk": ("1239808102631325796", "riskbot", True),
    "news": ("1239809457725063208", "nyhetsbot", True),
    "md": ("1239810260414124083", "nasdaq-md", True),
    "ci": ("1239811579903418480", "ci-deploy", True),
    "pnl": ("1239812886345285715", "pnl-snap", True),
}

EQ = [
    # ticker, company name, MIC, ccy, ref price, country, sector
    ("VOLV B", "Volvo", "XSTO", "SEK", 268.0, "se", "ind"),
    ("ERIC B", "Ericsson", "XSTO", "SEK", 84.0, "se", "tech"),
    ("ATCO A", "Atlas Copco", "XSTO", "SEK", 172.0, "se", "ind"),
    ("SAND", "Sandvik", "XSTO", "SEK", 224.0, "se", "ind"),
    ("HM B", "H&M", "XSTO", "SEK", 162.0, "se", "cons"),
    ("INVE B", "Investor", "XSTO", "SEK", 298.0, "se", "fin"),
    ("SEB A", "SEB", "XSTO", "SEK", 158.0, "se", "bank"),
    ("SHB A", "Handelsbanken", "XSTO", "SEK", 121.0, "se", "bank"),
    ("SWED A", "Swedbank", "XSTO", "SEK", 246.0, "se", "bank"),
    ("ESSITY B", "Essity", "XSTO", "SEK", 284.0, "se", "cons"),
    ("NOVO B", "Novo Nordisk", "XCSE", "DKK", 412.0, "dk", "pharma"),
    ("DSV", "DSV", "XCSE", "DKK", 1540.0, "dk", "ind"),
    ("ORSTED", "Ørsted", "XCSE", "DKK", 318.0, "dk", "energy"),
    ("CARL B", "Carlsberg", "XCSE", "DKK", 845.0, "dk", "cons"),
    ("EQNR", "Equinor", "XOSL", "NOK", 262.0, "no", "energy"),
    ("AKRBP", "Aker BP", "XOSL", "NOK", 246.0, "no", "energy"),
    ("MOWI", "Mowi", "XOSL", "NOK", 198.0, "no", "salmon"),
    ("SALM", "SalMar", "XOSL", "NOK", 612.0, "no", "salmon"),
    ("LSG", "Lerøy Seafood", "XOSL", "NOK", 48.0, "no", "salmon"),
    ("DNB", "DNB Bank", "XOSL", "NOK", 224.0, "no", "bank"),
    ("NHY", "Norsk Hydro", "XOSL", "NOK", 68.0, "no", "ind"),
    ("NOKIA", "Nokia", "XHEL", "EUR", 4.38, "fi", "tech"),
    ("NDA FI", "Nordea", "XHEL", "EUR", 11.42, "fi", "bank"),
    ("SAMPO", "Sampo", "XHEL", "EUR", 9.10, "fi", "fin"),
    ("KNEBV", "Kone", "XHEL", "EUR", 51.0, "fi", "ind"),
    ("NESTE", "Neste", "XHEL", "EUR", 12.80, "fi", "energy"),
]
CCY_WORD = {"SEK": "mkr", "NOK": "MNOK", "DKK": "mio. DKK", "EUR": "MEUR"}


# ----------------------------------------------------------------- formatting
def fmt(x: float, d: int = 2) -> str:
    """Swedish number: space thousands, decimal comma."""
    return f"{x:,.{d}f}".replace(",", " ").replace(".", ",")


def fq(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def kq(n: int) -> str:
    return f"{n // 1000}k" if n % 1000 == 0 else str(n)


def tick(p: float) -> float:
    if p < 20:
        return round(p, 2)
    if p < 1000:
        return round(p * 20) / 20
    return round(p * 2) / 2


def pdp(p: float) -> int:
    return 2 if p < 1000 else 1


def iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def H(kind: str, facts: list, phrasing: str) -> dict:
    return {"type": kind, "facts": list(facts), "phrasing": phrasing}


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []) or []:
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


# --------------------------------------------------------------- the day
class DeskDay:
    def __init__(self, seed: int, ci: int, di: int, ch_id: str, t0: datetime):
        self.rng = random.Random(f"{DESK}:{seed}:{ci}:{di}")
        self.ci, self.di, self.ch, self.t0 = ci, di, ch_id, t0
        self.dloc = (t0 + timedelta(hours=12)).date()
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        r = self.rng
        self.ord_n = 770000 + ci * 9100 + di * 700 + r.randint(0, 300)
        self.tkt_n = 3100 + ci * 400 + di * 37 + r.randint(0, 20)
        self.build_book()

    # ---- helpers
    def at(self, h: float, jitter_s: float = 0.0) -> datetime:
        return self.t0 + timedelta(hours=h, seconds=self.rng.uniform(0, jitter_s) if jitter_s else 0)

    def post(self, t, who, content="", thread=None, embeds=None, ref=None, cls=None,
             hard=None, idiom=None, pinned=False, attachments=None):
        m = {"t": t, "who": who, "content": content, "thread": thread, "embeds": embeds or [],
             "ref": ref, "cls": cls, "hard": hard, "idiom": idiom, "pinned": pinned,
             "edits": [], "state": "live", "snippet": None, "superseded": [],
             "attachments": attachments or []}
        if hard:
            m["cls"] = "hard"
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=(), facts=None):
        m["edits"].append((t, content))
        m["superseded"].extend(superseded)
        if facts is not None and m["hard"]:
            m["hard"]["facts"] = list(facts)
        if m["state"] == "live":
            m["state"] = "edited"
        self.ops.append({"t": t, "op": "edit", "m": m, "content": content})

    def delete(self, m, t, snippet):
        m["state"], m["snippet"] = "deleted", snippet
        self.ops.append({"t": t, "op": "delete", "m": m})

    def bulk_delete(self, ms, t, snippets):
        for m, s in zip(ms, snippets):
            m["state"], m["snippet"] = "deleted", s
        self.ops.append({"t": t, "op": "bulk_delete", "ms": ms})

    def forget(self, m, t, snippet, by="mod"):
        m["state"], m["snippet"] = "forgotten", snippet
        self.ops.append({"t": t, "op": "forget", "m": m, "by": by})

    def react(self, m, t, emoji, who, remove=False):
        self.ops.append({"t": t, "op": "reaction_remove" if remove else "reaction_add",
                         "m": m, "emoji": emoji, "who": who})

    def pin(self, m, t, who="karin", unpin=False):
        if not unpin:
            m["pinned"] = True
        self.ops.append({"t": t, "op": "unpin" if unpin else "pin", "m": m, "who": who})

    def next_ord(self) -> str:
        self.ord_n += self.rng.randint(3, 41)
        return f"ORD-{self.ord_n}"

    def next_tkt(self) -> str:
        self.tkt_n += self.rng.randint(1, 6)
        return f"NS-{self.tkt_n}"

    # ---- book
    def build_book(self):
        r = self.rng
        eq = [dict(zip(("tk", "name", "mic", "ccy", "ref", "cty", "sec"), e)) for e in EQ]
        for e in eq:
            e["px"] = tick(e["ref"] * (1 + r.uniform(-0.04, 0.04)))
        nor = [e for e in eq if e["sec"] in ("salmon", "energy") and e["cty"] == "no"]
        r.shuffle(nor)
        rest = [e for e in eq if e not in nor[:2]]
        r.shuffle(rest)
        self.held = nor[:2] + [e for e in rest if e["tk"] != "DSV"][:5]
        left = [e for e in eq if e not in self.held]
        r.shuffle(left)
        self.watch = left[:5]
        self.other = left[5:]
        for e in self.held:
            e["qty"] = r.choice([15000, 20000, 25000, 40000, 60000, 80000]) if e["px"] < 1000 else 2500
            if e["ccy"] == "EUR":
                e["qty"] *= 10
        self.omx = round(r.uniform(2590, 2700) * 2) / 2
        self.fut_pos = r.choice([-80, -60, 40, 120])
        self.nok_sek = round(r.uniform(0.925, 0.955), 4)
        self.eur_dkk = round(r.uniform(7.4585, 7.4640), 4)
        self.sgb_y = round(r.uniform(2.21, 2.44), 3)
        self.salmon = round(r.uniform(78, 104), 2)
        self.brent = round(r.uniform(68, 84), 2)

    # =============================================================== scenes
    def scene_night(self):
        r = self.rng
        # hourly risk heartbeats outside the session, half-hourly inside
        hours = [h + 0.02 for h in (0, 2, 4, 6, 8, 18, 20, 22)]
        for h in hours:
            lat = r.randint(18, 95)
            if r.random() < 0.5:
                c = f"risk heartbeat konto=NSD1 status=ok alla_gränser=ok latency_ms={lat}"
            else:
                c = f"risk hb acct=NSD1 limits=ok breaches=0 checked={r.randint(212, 260)} latency_ms={lat}"
            self.post(self.at(h, 50), "risk", c, cls="noise")
        # market-data crons
        self.post(self.at(2.25, 60), "md", f"nasdaq-md: referensdata laddad · {r.randint(3900, 4300)} instrument · 0 avvikelser · XSTO/XCSE/XHEL/XOSL", cls="noise")
        self.post(self.at(5.5, 60), "md", f"nasdaq-md: corporate actions idag: {r.randint(1, 6)} st (ex-utd, splits) – se #ca-feed", cls="noise")
        for h in (10, 14):
            self.post(self.at(h, 90), "md", f"nasdaq-md: snapshot {h:02d}:00 OK · {r.randint(405, 430)} instrument · {r.randint(0, 2)} luckor · lag p99 {r.randint(4, 40)} ms", cls="noise")
        # overnight CI and a failing job with a trace
        build = r.randint(8100, 8900)
        self.post(self.at(1.1, 600), "ci", f"ci-deploy: nightly #{build} risk-engine main ✅ 4m{r.randint(10, 59)}s · 412 tests", cls="noise")
        self.post(self.at(3.4, 600), "ci", self.stack_trace(build + 1), cls="noise", idiom=("CI stack trace mentioning orders/stop fields", "not_hard") if self.di == 0 else None)
        self.post(self.at(3.6, 300), "ci", f"ci-deploy: nightly #{build + 2} oms-bridge retry ✅ (flaky test_fix_resend quarantined)", cls="noise")
        # reconnect lines
        self.post(self.at(6.9, 200), "oms", f"oms-bridge: FIX-session XSTO återansluten · SeqNum {r.randint(40000, 52000)} · resend 0", cls="noise")
        self.post(self.at(13.7, 600), "oms", f"oms-bridge: heartbeat timeout XOSL, återansluter… ok efter {r.randint(2, 9)} s", cls="noise")
        # overnight headline, not held
        e = self.other[0]
        self.post(self.at(0.7, 900), "news", f"[PRESS] {e['name']} kallar till extra bolagsstämma {r.randint(10, 28)} mars", cls="near",
                  idiom=("headline on a name neither held nor watched", "not_hard") if self.di == 0 else None)

    def stack_trace(self, build):
        r = self.rng
        return (f"ci-deploy: nightly #{build} oms-bridge main ❌ test_stop_amend_roundtrip\n```\n"
                "Traceback (most recent call last):\n"
                '  File "oms_bridge/tests/test_amend.py", line 88, in test_stop_amend_roundtrip\n'
                "    ack = session.amend(order_id=oid, stop_px=Decimal(\"259.00\"))\n"
                '  File "oms_bridge/fix/session.py", line 412, in amend\n'
                "    return self._await_exec_report(cl_ord_id, timeout=self.timeout)\n"
                '  File "oms_bridge/fix/session.py", line 530, in _await_exec_report\n'
                "    raise ExecReportTimeout(f\"no ExecutionReport for {cl_ord_id} within {timeout}s\")\n"
                f"oms_bridge.fix.errors.ExecReportTimeout: no ExecutionReport for T-{r.randint(100000, 999999)} within 5.0s\n"
                "```\n"
                f"simulator: fixsim-{r.randint(2, 7)} · runner ci-arm-{r.randint(1, 12)} · retry scheduled")

    def scene_morning(self):
        r = self.rng
        # positions snapshot (noise, but it is where the book is visible)
        fields = []
        for e in self.held:
            pl = r.randint(-380, 520)
            fields.append({"name": e["tk"], "value": f"{fq(e['qty'])} st · {fmt(e['px'], pdp(e['px']))} {e['ccy']} · {pl:+d} tkr", "inline": True})
        fields.append({"name": "OMXS306C", "value": f"{self.fut_pos:+d} kontrakt · {fmt(self.omx, 1)}", "inline": True})
        fields.append({"name": "NOK/SEK 3M", "value": f"−40 MNOK · {fmt(self.nok_sek, 4)}", "inline": True})
        fields.append({"name": "SGB 1062", "value": f"+250 mkr nom · {fmt(self.sgb_y, 3)} %", "inline": True})
        tot = r.randint(-900, 1400)
        self.post(self.at(6.75, 60), "pnl", "", cls="noise", embeds=[{
            "title": "Positioner & PnL · öppning", "description": f"Konto NSD1 · föregående dag {tot:+d} tkr",
            "fields": fields, "footer": "pnl-snap · priser från stängning"}],
            idiom=("PnL/positions embed listing held names", "not_hard") if self.di == 0 else None)
        # watchlist post, pinned by the desk lead
        wl = ", ".join(f"{e['tk']} ({e['name']})" for e in self.watch)
        w = self.post(self.at(7.05, 120), "karin",
                      f"Bevakningslista idag: {wl}. Laxen och oljan styr Oslo-delen, KPI-dagen i Sverige nästa vecka. Ingen ändring i innehaven över natten.")
        self.pin(w, w["t"] + timedelta(seconds=35))
        self.react(w, w["t"] + timedelta(seconds=36), "📌", AUTHORS["karin"][0])
        self.watch_msg = w
        self.post(w["t"] + timedelta(seconds=r.randint(60, 300)), "sindre", r.choice(["👍", "takk", "noted"]), cls="noise")
        self.post(self.at(7.2, 400), "sindre",
                  f"morgen: laksepris (SISALMON) {fmt(self.salmon)} NOK/kg, {r.choice(['opp', 'ned'])} {fmt(r.uniform(1, 7), 1)} % uke/uke. Brent {self.brent:.2f}. Ingen store nyheter fra Oslo over natta.",
                  cls=None)
        self.post(self.at(8.9, 200), "md", self.auction("Öppningsauktion XSTO 09:00 – indikativa obalanser", 5), cls="noise")

    def auction(self, title, n):
        r = self.rng
        names = r.sample([e for e in self.held + self.watch + self.other if e["mic"] == "XSTO"] or self.held, k=min(n, 5))
        lines = [f"nasdaq-md · {title}"]
        for e in names:
            side = r.choice(["köp", "sälj"])
            lines.append(f"{e['tk']:<9} {side}-överskott {fq(r.randint(20, 900) * 500):>9} st · indikativt {fmt(tick(e['px'] * (1 + r.uniform(-0.006, 0.006))), 2)} · matchat {fq(r.randint(100, 4000) * 100)}")
        lines.append(f"OMXS30 indikativt {fmt(self.omx + r.uniform(-9, 9), 2)} · källa Nasdaq Nordic ITCH")
        return "\n".join(lines)

    # ---------------------------------------------------------- macro notes
    def scene_macro(self):
        r = self.rng
        sgb_px = round(self.sgb_y + r.choice([-0.02, 0.01, 0.03]), 3)
        kind = r.choice(["proposal", "thesis", "stop"])
        mkr = r.choice([150, 200, 300])
        stop_y = round(sgb_px - 0.13, 3)
        paras = [
            f"Morning macro — Riksbank / Norges Bank ({self.dloc.strftime('%d %b')})\n\nThe Riksbank held the policy rate at 1,75 % at the last meeting and the minutes read more balanced than the press conference suggested. Two board members flagged the krona: a stronger SEK has done part of the tightening, and the trade-weighted index is up roughly {fmt(r.uniform(2, 5), 1)} % since the autumn. CPIF ex energy printed {fmt(r.uniform(2.1, 2.9), 1)} % y/y, above the bank's path, but services inflation is the only component that is not rolling over.",
            f"Norges Bank is the more interesting story. Core CPI-ATE at {fmt(r.uniform(2.8, 3.4), 1)} % keeps them cautious, and the regional network survey showed capacity utilisation easing for the third straight round. The market prices about {r.randint(30, 60)} bp of cuts over twelve months. Their daily NOK purchases on behalf of the government are down to NOK {fmt(r.uniform(0.8, 1.9), 1)} bn, which removes a steady headwind for the krone but is old news for the forward curve.",
            "On the curve: SGB 2s10s has steepened about 12 bp this month, mostly from the long end. Supply is light, the Debt Office cut its borrowing forecast, and foreign real-money accounts have been buyers of the 10y sector. Covered bonds (bostadsobligationer) have lagged: the SBAB and Stadshypotek benchmarks trade 30-38 bp over governments, wide to the two-year average, because the banks have front-loaded issuance ahead of the summer.",
            f"Housing: the Valueguard index was flat m/m and mortgage rates have stopped falling. Transaction volumes are up, listings are up more. None of this changes the Riksbank's reaction function, but it matters for covered spreads: a housing wobble is what would widen them another 10 bp. Swedish household debt service ratio sits near {fmt(r.uniform(4.5, 6.0), 1)} % of disposable income.",
            f"FX. EUR/SEK has traded an {fmt(r.uniform(0.15, 0.35), 2)} range for three weeks; NOK/SEK at {fmt(self.nok_sek, 4)} is within a figure of where it was at the start of the year. Oil at {self.brent:.2f} is neither a tailwind nor a headwind for NOK at these levels. DKK forwards are quiet as usual: the Nationalbank has not needed to intervene and the EUR/DKK points are pinned to the rate differential.",
            "Risks to watch: a hawkish surprise in the Swedish wage round (the industrial agreement sets the tone), a US data shock bleeding into Nordic duration via Bunds, and fish-price seasonality feeding into Norwegian food CPI in the spring. The salmon spot price is the single best high-frequency read on that last item, and it matters for our Oslo tilt as well.",
            f"Positioning data from the primary dealers suggests domestic investors are long duration and short SEK versus EUR; CTA models are flat. Turnover in the SGB market was {r.randint(9, 19)} bn SEK per day last week, close to normal. The futures basis in RGKB is unremarkable.",
            "Calendar for the coming week: Swedish CPIF flash, Norwegian CPI, Danish GDP revision, Riksbank speeches from the first deputy governor and an external member, plus the Norges Bank regional network report. Finland has a syndicated 10y tap pencilled in, which could cheapen the EUR leg of our relative-value screens briefly.",
        ]
        if kind == "proposal":
            dec = (f"Concretely, for the book: we propose to sell {mkr} mkr SGB 1062 at {fmt(sgb_px, 3)} %, "
                   f"with a stop at {fmt(stop_y, 3)} %, sized inside the current DV01 budget. Karin/Mette to approve before the open.")
            hard = H("trade_proposal", ["sell", f"{mkr} mkr", "SGB 1062", f"{fmt(sgb_px, 3)} %", f"{fmt(stop_y, 3)} %"], "buried")
        elif kind == "thesis":
            dec = ("Our view changes here: we no longer expect a Riksbank cut before the autumn, so we flip from bullish to neutral on SGB 1062 duration "
                   "and downgrade conviction on the long-SEK view to low. No trade today; the existing line stays on.")
            hard = H("thesis_update", ["SGB 1062", "from bullish to neutral", "conviction on the long-SEK view to low"], "buried")
        else:
            new_stop = round(self.nok_sek + 0.0062, 4)
            dec = (f"One change to the live book: we move the stop on the short NOK/SEK 3M forward to {fmt(new_stop, 4)} "
                   f"(tighter than before), effective now; target unchanged.")
            hard = H("stop_or_target_change", ["NOK/SEK 3M", "stop", fmt(new_stop, 4)], "buried")
        paras += [p.format(nok=fmt(self.nok_sek, 4), y=fmt(self.sgb_y, 3), a=fmt(r.uniform(1.1, 1.9), 1), b=r.randint(20, 45)) for p in MACRO_EXTRA]
        order = paras[:6] + [dec] + paras[6:]
        text = "\n\n".join(order)
        m = self.post(self.at(7.45, 400), "oliver", text, hard=hard,
                      idiom=("decision buried mid-way through long English macro note", hard["type"]) if self.di == 0 else None)
        self.pin(m, m["t"] + timedelta(minutes=r.randint(3, 12)))
        self.post(m["t"] + timedelta(minutes=r.randint(4, 15)), "karin", "tack Oliver", cls="noise")
        self.macro_kind = kind
        if kind == "proposal":
            t = m["t"] + timedelta(minutes=r.randint(20, 45))
            a = self.post(t, "mette", "ok, kør SGB-handlen 👍", ref=m, hard=H("trade_approval", ["ok", "kør SGB-handlen"], "reply"))
            o = self.next_ord()
            t += timedelta(minutes=r.randint(3, 9))
            self.post(t, "johan", f"Jag tar SGB 1062 via SEB/Nordea-räntedeskarna, {mkr} mkr i två klipp.", hard=H("route_decision", ["SGB 1062", "SEB/Nordea-räntedeskarna"], "untagged"))
            t += timedelta(minutes=r.randint(15, 50))
            self.post(t, "oms", f"OMS;FILL;{o};SGB 1062;SELL;{mkr * 1000000};{sgb_px:.3f}Y;FULL;venue=OTC;acc=NSD1",
                      hard=H("trade_fill", [o, "SGB 1062", "SELL", f"{mkr * 1000000}", f"{sgb_px:.3f}Y"], "structured"))
        prev = [
            "Norges Bank preview (for next week) — no positioning implications yet, background only.",
            f"The committee meets against a backdrop of core inflation at roughly 3 %, a krone that has been stable against the euro, and a regional network report that should show growth expectations easing further. Our base case is an unchanged policy rate with a path that still signals cuts later in the year; the market prices roughly {r.randint(30, 60)} % odds of a move at the meeting after this one.",
            "Three things to look for in the statement: whether the wording on the krone changes (the last two statements called it weaker than projected), whether they still describe monetary policy as 'restrictive', and whether the path is lowered in the near quarters. Any of the three would read dovish.",
            "The rate path matters for the NOK forward points, but less than people think: at current levels a 25 bp change in the expected path moves the 3M NOK/SEK forward by a fraction of a pip per day. The spot reaction is what matters for the book, and historically spot has moved 0.5-1.0 % on surprise decisions and much less on in-line ones.",
            "For equities, DNB is the most rate-sensitive name on Oslo Børs, through the net interest margin. The salmon farmers and the oil companies trade in EUR/USD economics with NOK costs, so a weaker krone is mildly positive for them. Our salmon and energy tilt therefore has a natural hedge against a dovish surprise, which is worth remembering when we size anything in Oslo.",
            "Finally, the Swedish read-across: a dovish Norges Bank would not change the Riksbank's reaction function, but it would tend to weaken NOK/SEK, which is where our forward position sits. I'll publish the full preview with scenario tables on Monday.",
        ]
        self.post(self.at(12.3, 600), "oliver", "\n\n".join(prev))
        # afternoon long note: analysis only, trading words, no decision
        self.post(self.at(14.4, 600), "oliver", self.long_analysis(), cls="near",
                  idiom=("long English analysis with buy/sell/stop words but no decision", "not_hard") if self.di == 0 else None)

    def long_analysis(self):
        r = self.rng
        return "\n\n".join([
            "Afternoon note — covered bonds vs governments, and what the Norges Bank survey means (no action proposed).",
            f"If you had bought the SBAB 147 / sold SGB 1061 box at the start of the year you would be down about {r.randint(3, 9)} bp on the spread, which is the whole story of front-loaded issuance. Historically the trade works when issuance slows after April; the median tightening from here to June across 2015-2024 is 6 bp, with a wide dispersion and two years (2020, 2022) where a stop at +10 bp would have been hit before the turn.",
            "Stadshypotek and Swedbank Hypotek benchmarks behave almost identically; Nordea Hypotek trades 1-2 bp through. A buyer today would want to sell the long-dated SGB against it to neutralise duration, and a seller of the spread would want to see housing turnover roll over first. Neither precondition is clearly met.",
            f"On Norway: the regional network survey points to softer activity outside oil and seafood. Seafood exporters are the exception, with spot salmon at {fmt(self.salmon)} NOK/kg and a weaker NOK versus EUR helping margins. Equity investors who bought the salmon farmers on the resource-rent tax clarity have mostly been rewarded; those who sold on biomass guidance were stopped out twice last year.",
            "For the OMXS30, implied volatility is low relative to realised, and the put skew is flat. Historically that combination has been a decent time to buy downside protection, but the carry cost is real and the signal is noisy. I would not read it as a trading call.",
            "Danish angle: mortgage bonds (the callable 4 % 2056s) have richened as prepayment risk faded, and the Nationalbank's rate remains tied to the ECB deposit rate with a fixed spread. Anyone long DKK duration has simply been long EUR duration. A trader looking for idiosyncratic DKK risk would have to look at the covered-bond basis, not at the peg, and even there the moves this quarter have been measured in single basis points.",
            "Finland: the EUR-denominated Nordic names (Nordea, Sampo, Kone, Neste, Nokia) keep trading with European sector beta rather than with Stockholm. Nordea in particular trades on the euro-area rate curve, and the Helsinki line has become the price-setting venue. A stop placed on the Stockholm line would behave badly in the opening auction; this is an execution observation, not a recommendation.",
            f"Seasonality check on salmon: in eight of the last ten years the spot price peaked between weeks 14 and 20 and then fell 20-35 % into the autumn. This year the starting point is lower ({fmt(self.salmon)} NOK/kg), biomass in the sea is about 3 % lower y/y according to the Directorate of Fisheries, and Chilean supply to the US is up. The equity market has historically front-run the seasonal peak by four to six weeks, which would argue for being early rather than late, if one were inclined to trade it at all.",
            "A word on the Stockholm housing data, since it keeps coming up: the monthly price indices are noisy, seasonally adjusted with short histories, and revised. Listings data from the brokers is a better real-time read, and it shows inventory building faster than transactions. That is consistent with flat prices through the spring, not a fall. Covered-bond investors have historically reacted to the direction of prices, not the level, so flat is benign.",
            "On Danish mortgages, the convexity story is worth a paragraph. With long rates where they are, the 4 % callable bonds are close to par and the refinancing wave that would normally follow has not materialised because borrowers locked in at higher coupons are still out of the money. That keeps supply modest and supports the sector, but it is a Danish domestic story with limited read-across to Swedish covered bonds, which are bullet structures.",
            "Lastly, the equity-rates link in the Nordics: over the last year the correlation between OMXS30 returns and changes in the 10y SGB yield has flipped sign twice. Banks benefit from higher rates through margins, real estate suffers, industrials mostly ignore it. A portfolio like ours, tilted to industrials and Norwegian commodities, has a low net rate sensitivity, which is why I keep saying the macro calendar matters more for FX than for the equity book.",
            "Bottom line: interesting relative-value set-ups, but nothing that clears our bar today. I'll revisit after the CPI print and the issuance calendar update.",
        ])

    # ---------------------------------------------------------- trade ideas
    def make_idea(self, kind, inst):
        """Return the proposal message parameters and execution details."""
        r = self.rng
        d = {"kind": kind, "inst": inst}
        if kind in ("karin_sv", "sindre_no", "agent"):
            e = inst
            px = e["px"]
            buy = r.random() < 0.65
            d["buy"] = buy
            q = r.choice([10000, 15000, 20000, 25000, 30000, 40000, 50000]) if px < 400 else r.choice([3000, 5000, 8000])
            if e["ccy"] == "EUR":
                q *= 10
            d["qty"] = q
            stop = tick(px * (0.965 if buy else 1.035))
            tgt = tick(px * (1.08 if buy else 0.93))
            d["px"], d["stop"], d["tgt"] = px, stop, tgt
            dp = pdp(px)
            ps, ss, ts = fmt(px, dp), fmt(stop, dp), fmt(tgt, dp)
            d["sym"], d["venue"] = e["tk"], e["mic"]
            d["oms_qty"], d["oms_px"] = str(q), f"{px:.2f}"
            d["stop_s"] = ss
            if kind == "karin_sv":
                v = r.randint(0, 2)
                mk = max(1, round(px * q / 1e6 * (1 if e["ccy"] == "SEK" else 1.0)))
                if v == 0:
                    sw = "Köp" if buy else "Sälj"
                    d["content"] = f"{sw} {e['tk']} {fq(q)} st, limit {ps}. Stopp {ss}, mål {ts}. {r.choice(KARIN_REASONS)}"
                    d["facts"] = [e["tk"], sw, fq(q), ps, ss]
                    d["phrasing"] = "untagged"
                    d["idiom"] = "Swedish imperative köp/sälj, space-grouped qty, decimal comma"
                elif v == 1:
                    sw = "köp" if buy else "sälj"
                    d["content"] = f"[FÖRSLAG] {sw} {e['tk']} {fq(q)} @ {ps} — stopp {ss}"
                    d["facts"] = [e["tk"], sw, fq(q), ps, ss]
                    d["phrasing"] = "tagged"
                    d["idiom"] = "[FÖRSLAG] tag with em-dash stop"
                else:
                    sw = "köpa" if buy else "sälja"
                    unit = f"{mk} {CCY_WORD[e['ccy']]}"
                    d["content"] = f"Vill {sw} {e['name']} för ca {unit} runt {ps}, stopp {'under' if buy else 'över'} {ss}. {r.choice(KARIN_REASONS)}"
                    d["facts"] = [e["name"], sw, unit, ps, ss]
                    d["phrasing"] = "untagged"
                    d["idiom"] = "mkr-sized proposal naming the company, not the ticker"
                d["who"] = "karin"
            elif kind == "sindre_no":
                v = r.randint(0, 2)
                if getattr(self, "force_short", False):
                    v, self.force_short = 0, False
                if v == 0:
                    sw = "b" if buy else "s"
                    pno = fmt(px, dp).rstrip("0").rstrip(",") if "," in fmt(px, dp) else fmt(px, dp)
                    sno = fmt(stop, dp).rstrip("0").rstrip(",") if "," in fmt(stop, dp) else fmt(stop, dp)
                    d["content"] = f"{sw} {kq(q)} {e['tk']} @ {pno} stop {sno}"
                    d["facts"] = [f"{sw} {kq(q)}", e["tk"], pno, f"stop {sno}"]
                    d["phrasing"] = "shorthand"
                    d["idiom"] = "b/s shorthand with k-suffixed size"
                    d["short_v"] = (sw, kq(q), e["tk"], pno, sno)
                elif v == 1:
                    sw = "kjøp" if buy else "selg"
                    d["content"] = f"forslag: {sw} {kq(q)} {e['tk']} @ {ps}, stop {ss}, target {ts}. {r.choice(SINDRE_REASONS)}"
                    d["facts"] = [sw, kq(q), e["tk"], ps, ss]
                    d["phrasing"] = "untagged"
                    d["idiom"] = "Norwegian forslag: kjøp/selg with target"
                else:
                    sw = "long" if buy else "short"
                    d["content"] = f"{sw} {e['tk']} {kq(q)} @ {px:.2f} stp {stop:.2f} – {r.choice(SINDRE_REASONS_EN)}"
                    d["facts"] = [sw, e["tk"], kq(q), f"{px:.2f}", f"stp {stop:.2f}"]
                    d["phrasing"] = "shorthand"
                    d["idiom"] = "English long/short shorthand with dot decimals and stp"
                d["who"] = "sindre"
            else:
                tkt = self.next_tkt()
                d["tkt"] = tkt
                sw = "KÖP" if buy else "SÄLJ"
                d["content"] = (f"**Orderförslag {tkt}** · väntar godkännande\n"
                                "| Fält | Värde |\n|---|---|\n"
                                f"| Instrument | {e['tk']} ({e['mic']}) |\n| Sida | {sw} |\n| Antal | {fq(q)} |\n"
                                f"| Limit | {ps} {e['ccy']} |\n| Stopp | {ss} |\n| Mål | {ts} |\n| Algo | VWAP, max 15 % av volym |\n"
                                f"| Konto | NSD1 |\n| Motivering | {r.choice(AGENT_REASONS).format(name=e['name'])} |\n\n"
                                "_Reagera 👍/❌ eller svara i tråden._")
                d["facts"] = [tkt, e["tk"], sw, fq(q), ps]
                d["phrasing"] = "structured"
                d["idiom"] = "LLM agent Markdown order ticket awaiting approval"
                d["who"] = "exec"
        elif kind == "future":
            buy = self.fut_pos < 0 and r.random() < 0.5
            n = r.choice([40, 60, 80, 120])
            px = round(self.omx + r.uniform(-6, 6)) + 0.5
            stop = px + (-28 if buy else 28)
            sw = "köp" if buy else "sälj"
            d["tgt"] = px + (60 if buy else -60)
            d.update(buy=buy, qty=n, px=px, stop=stop, sym="OMXS306C", venue="XSTO", oms_qty=str(n), oms_px=f"{px:.1f}",
                     stop_s=fmt(stop, 1))
            d["content"] = (f"[FÖRSLAG] {sw} {n} kontrakt OMXS306C (mars) @ {fmt(px, 1)}, stopp {fmt(stop, 1)}. "
                            f"{'Stänger halva hedgen' if buy else 'Hedge mot Norden-betan inför KPI'}.")
            d["facts"] = [sw, f"{n} kontrakt", "OMXS306C", fmt(px, 1), fmt(stop, 1)]
            d["phrasing"], d["who"], d["idiom"] = "tagged", "karin", "index future sized in kontrakt"
        elif kind == "option":
            k = int(round((self.omx - 90) / 50) * 50)
            n = r.choice([200, 300, 500])
            px = round(r.uniform(9, 22) * 4) / 4
            sym = f"OMXS306O{k}"
            d.update(buy=True, qty=n, px=px, stop=None, sym=sym, venue="XSTO", oms_qty=str(n), oms_px=f"{px:.2f}")
            d["content"] = f"b {n} {sym} (put mars {fq(k)}) @ {fmt(px)} – billigt skydd, IV under realiserat"
            d["facts"] = [f"b {n}", sym, fmt(px)]
            d["phrasing"], d["who"], d["idiom"] = "shorthand", "sindre", "OMXS30 put option by exchange code"
        elif kind == "fx":
            if r.random() < 0.5:
                n = r.choice([30, 40, 50, 75])
                px = round(self.nok_sek + r.uniform(-0.002, 0.002), 4)
                stop = round(px + 0.0068, 4)
                sym = "NOK/SEK 3M"
                d.update(buy=False, qty=n, px=px, stop=stop, sym=sym, venue="OTC", oms_qty=f"{n}000000", oms_px=f"{px:.4f}", stop_s=fmt(stop, 4))
                d["content"] = f"Förslag: sälj {n} MNOK mot SEK, 3M termin @ {fmt(px, 4)}, stopp {fmt(stop, 4)}. Olja och Norges Bank talar för svagare NOK."
                d["facts"] = ["sälj", f"{n} MNOK", "3M termin", fmt(px, 4), fmt(stop, 4)]
                d["sym"] = "NOKSEK 3M"
            else:
                n = r.choice([20, 40, 60])
                px = round(self.eur_dkk + r.uniform(-0.0006, 0.0006), 4)
                d.update(buy=True, qty=n, px=px, stop=None, sym="EURDKK 1M", venue="OTC", oms_qty=f"{n}000000", oms_px=f"{px:.4f}")
                d["content"] = f"Förslag: köp {n} MEUR mot DKK, 1M termin @ {fmt(px, 4)} – säkrar DKK-exponeringen i Köpenhamns-innehaven."
                d["facts"] = ["köp", f"{n} MEUR", "1M termin", fmt(px, 4)]
            d["phrasing"], d["who"], d["idiom"] = "untagged", "karin", "FX forward sized in MNOK/MEUR"
        elif kind == "bond":
            n = r.choice([100, 150, 200])
            nm = r.choice(["SBAB 147", "STADSH 1591", "SWEDA 195", "NBHYP 5536"])
            px = round(self.sgb_y + r.uniform(0.28, 0.38), 3)
            d.update(buy=True, qty=n, px=px, stop=None, sym=nm, venue="OTC", oms_qty=f"{n}000000", oms_px=f"{px:.3f}Y")
            d["content"] = f"Köp {n} mkr nom. {nm} (bostadsobl.) @ {fmt(px, 3)} %, ca {round((px - self.sgb_y) * 100)} bp över SGB 1062. Emissionstrycket borde lätta efter april."
            d["facts"] = ["Köp", f"{n} mkr", nm, f"{fmt(px, 3)} %"]
            d["phrasing"], d["who"], d["idiom"] = "untagged", "karin", "covered bond (bostadsobligation) sized in mkr nominal at yield"
        return d

    def run_idea(self, d, t, outcome, approver, extras):
        r = self.rng
        ch_main = None
        # optional deleted first attempt (wrong size), then the real one
        if "delete_first" in extras and d["kind"] == "sindre_no" and "short_v" in d:
            sw, kqs, tk, pno, sno = d["short_v"]
            bad_q = kqs.replace("k", "0k")
            bad = self.post(t, d["who"], f"{sw} {bad_q} {tk} @ {pno} stop {sno}",
                            hard=H("trade_proposal", [f"{sw} {bad_q}", tk, pno], "shorthand"))
            self.delete(bad, t + timedelta(seconds=r.randint(25, 70)), f"{sw} {bad_q} {tk} @ {pno}")
            self.post(t + timedelta(seconds=r.randint(75, 90)), "sindre", "oops, feil størrelse – riktig under", cls="noise")
            t += timedelta(seconds=r.randint(100, 140))
        prop = self.post(t, d["who"], d["content"], hard=H("trade_proposal", d["facts"], d["phrasing"]),
                         idiom=(d["idiom"], "trade_proposal"))
        th = prop
        t += timedelta(seconds=r.randint(60, 240))
        # discussion in the thread
        self.post(t, "exec", self.pretrade(d), thread=th)
        t += timedelta(seconds=r.randint(30, 180))
        args = self.arguments(d)
        if not d.get("inst"):
            args = [a for a in args if a[0] in ("johan", "mette", "oliver")]
        for who, txt in r.sample(args, min(3, len(args))):
            self.post(t, who, txt, thread=th)
            t += timedelta(seconds=r.randint(60, 360))
        nd = r.randint(1, 3)
        for _ in range(nd):
            who, text, cls, idi = self.discussion_line(d)
            self.post(t, who, text, thread=th, cls=cls, idiom=idi)
            t += timedelta(seconds=r.randint(40, 420))
        # approval
        sym = d["sym"]
        if outcome == "defer":
            self.post(t, "karin", r.choice(["vänta", "vänta, inte före lunch", "vänta – efter laxindexet"]), ref=prop,
                      hard=H("trade_approval", ["vänta"], "reply"), idiom=("one-word Swedish hold reply 'vänta'", "trade_approval"))
            t += timedelta(minutes=r.randint(35, 90))
            self.post(t, "sindre", r.choice(["nå da?", "fortsatt aktuell?", "prisen er der fortsatt fwiw"]), thread=th, cls="near")
            t += timedelta(seconds=r.randint(60, 300))
            self.post(t, "karin", "ok kör nu", ref=prop, hard=H("trade_approval", ["ok", "kör nu"], "reply"))
        elif outcome == "reject":
            if approver == "mette_react" or d["kind"] == "agent":
                self.react(prop, t, "❌", AUTHORS["mette"][0])
                t += timedelta(seconds=r.randint(20, 90))
                ref = d.get("tkt", sym)
                self.post(t, "exec", f"{ref} avvisad av M. Kjærgaard (❌ {self.local(t)}). Ingen order skickas; förslaget arkiveras.",
                          thread=th, hard=H("trade_approval", [ref, "avvisad", "❌"], "structured"),
                          idiom=("agent records a PM ❌ reaction as a rejection", "trade_approval"))
            else:
                txt, facts = r.choice([("nej tak – for stor størrelse i dag", ["nej tak", "for stor størrelse"]),
                                       ("afvist, vi har nok Norden-beta", ["afvist", "Norden-beta"]),
                                       ("nej, ikke før rapporten", ["nej", "ikke før rapporten"])])
                self.post(t, "mette", txt, ref=prop, hard=H("trade_approval", facts, "reply"),
                          idiom=("Danish reply rejection", "trade_approval"))
            t += timedelta(seconds=r.randint(60, 400))
            self.post(t, d["who"] if d["who"] != "exec" else "karin", r.choice(["ok", "👍", "förstått", "skjønner"]), thread=th, cls="noise")
            return t
        else:
            if approver == "karin":
                txt = r.choice(["kör", "ok kör", "kör 👍", f"ok kör, men halva: {kq(d['qty'] // 2) if isinstance(d['qty'], int) and d['qty'] >= 2000 else d['qty']}"])
                facts = ["ok", "kör"] if txt.startswith("ok") else (["kör", "👍"] if "👍" in txt else ["kör"])
                if "halva" in txt:
                    facts = ["ok kör", "halva"]
                    d["half"] = True
                self.post(t, "karin", txt, ref=prop if r.random() < 0.7 else None, thread=None,
                          hard=H("trade_approval", facts, "reply"),
                          idiom=("short Swedish 'kör' approval reply", "trade_approval"))
            elif approver == "mette_react":
                self.react(prop, t, r.choice(["👍", "✅"]), AUTHORS["mette"][0])
                t += timedelta(seconds=r.randint(15, 80))
                ref = d.get("tkt", sym)
                self.post(t, "exec", f"Godkännande registrerat: {ref} godkänd av M. Kjærgaard (reaktion {self.local(t)}). Lägger ordern mot OMS.",
                          thread=th, hard=H("trade_approval", [ref, "godkänd", "M. Kjærgaard"], "structured"),
                          idiom=("PM approval via reaction, recorded by agent", "trade_approval"))
            elif approver == "mette_forget":
                m = self.post(t, "mette", "ok, kør den – men ring Anders Holm hos kunden først, privat 2043 1187",
                              ref=prop, hard=H("trade_approval", ["ok", "kør den"], "reply"))
                self.forget(m, t + timedelta(minutes=r.randint(6, 20)), "Anders Holm hos kunden")
            else:
                txt, facts = r.choice([("godkendt 👍", ["godkendt", "👍"]), ("ok, kør den", ["ok", "kør den"]), ("fint, godkendt", ["fint", "godkendt"])])
                self.post(t, "mette", txt, ref=prop, hard=H("trade_approval", facts, "reply"),
                          idiom=("Danish 'godkendt' reply", "trade_approval"))
        t += timedelta(seconds=r.randint(30, 200))
        qty = d["qty"]
        if d.get("half"):
            qty = qty // 2
            d["oms_qty"] = str(qty) if d["venue"] != "OTC" else d["oms_qty"]
        # route decision
        if "route" in extras:
            if d["who"] == "sindre" and r.random() < 0.6:
                txt = f"routing {sym} to exec-agent, limit only, no crossing the spread"
                self.post(t, "sindre", txt, thread=th, hard=H("route_decision", [sym, "exec-agent"], "untagged"),
                          idiom=("English 'routing X to exec-agent' in thread", "route_decision"))
            elif d["venue"] == "OTC":
                self.post(t, "karin", f"Johan tar {sym} med bankerna, inte via algon.", hard=H("route_decision", ["Johan", sym], "untagged"),
                          idiom=("route to a named person (execution trader)", "route_decision"))
            else:
                self.post(t, "karin", f"@exec-agent ta {sym}-ordern, VWAP till 17:00, max 15 % av volymen.", thread=th,
                          hard=H("route_decision", ["exec-agent", f"{sym}-ordern"], "untagged"))
            t += timedelta(seconds=r.randint(20, 120))
        # OMS ack
        o = self.next_ord()
        side = "BUY" if d["buy"] else "SELL"
        if r.random() < 0.5:
            self.post(t, "oms", f"OMS;ACK;{o};{d['sym']};{side};{d['oms_qty']};{d['oms_px']};LMT;{d['venue']};acc=NSD1",
                      hard=H("trade_confirmation", [o, d["sym"], side, d["oms_qty"], d["oms_px"]], "structured"),
                      idiom=("semicolon OMS ACK line", "trade_confirmation"))
        else:
            self.post(t, "oms", "", embeds=[{"title": "Order accepted", "author": "OMS · NSD1",
                                              "fields": [{"name": "Instrument", "value": d["sym"], "inline": True},
                                                         {"name": "Side", "value": side, "inline": True},
                                                         {"name": "Qty", "value": d["oms_qty"], "inline": True},
                                                         {"name": "Limit", "value": d["oms_px"], "inline": True},
                                                         {"name": "Status", "value": "NEW / working"}],
                                              "footer": f"order {o} · venue {d['venue']} · acc NSD1"}],
                      hard=H("trade_confirmation", [d["sym"], side, d["oms_qty"], o], "embed"),
                      idiom=("embed-only OMS order accepted", "trade_confirmation"))
        t += timedelta(seconds=r.randint(20, 300))
        # risk resize
        if "resize" in extras and d["venue"] != "OTC":
            new_q = int(int(d["oms_qty"]) * 0.6)
            new_q -= new_q % (100 if new_q > 1000 else 1)
            self.post(t, "risk", f"risk order={o} instrument={d['sym'].replace(' ', '_')} qty_in={d['oms_qty']} qty_out={new_q} reason=single_name_cap status=RESIZED konto=NSD1",
                      hard=H("risk_limit", [o, f"qty_out={new_q}", "RESIZED"], "structured"),
                      idiom=("risk engine key=value resize of an order", "risk_limit"))
            d["oms_qty"] = str(new_q)
            t += timedelta(seconds=r.randint(10, 60))
        # fills
        total = int(d["oms_qty"])
        fpx = d["px"]
        if "edited_fill" in extras and d["venue"] != "OTC":
            part = total // 2 - (total // 2) % 100 if total > 1000 else total // 2
            p1 = tick(fpx * (1 + r.uniform(-0.002, 0.002)))
            p2 = tick(fpx * (1 + r.uniform(-0.002, 0.002)))
            if p2 == p1:
                p2 = tick(p1 + (0.05 if p1 >= 20 else 0.01))
            dp = pdp(fpx)
            c1 = f"Fyllt {fq(part)} / {fq(total)} {d['sym']} @ {fmt(p1, dp)} ({'köp' if d['buy'] else 'sälj'}), resten arbetar"
            m = self.post(t, "exec", c1, hard=H("trade_fill", [fq(part), d["sym"], fmt(p1, dp)], "untagged"))
            t2 = t + timedelta(minutes=r.randint(20, 70))
            c2 = f"Fyllt {fq(total)} / {fq(total)} {d['sym']} @ snitt {fmt(p2, dp)} ({'köp' if d['buy'] else 'sälj'}), klar ✅"
            self.edit(m, t2, c2, superseded=[f"{fq(part)} / ", fmt(p1, dp)],
                      facts=[f"{fq(total)} / {fq(total)}", d["sym"], "köp" if d["buy"] else "sälj", fmt(p2, dp)])
            m["idiom"] = ("agent fill line edited in place from partial to complete", "trade_fill")
            t += timedelta(seconds=r.randint(60, 400))
        else:
            nfill = 2 if (total > 1000 and r.random() < 0.2) else 1
            done = 0
            for i in range(nfill):
                q = total if nfill == 1 else (total // 2 - (total // 2) % 100 if i == 0 else total - done)
                done += q
                p = fpx if d["venue"] == "OTC" else tick(fpx * (1 + r.uniform(-0.0015, 0.0015)))
                ps = d["oms_px"] if d["venue"] == "OTC" else (f"{p:.2f}" if d["sym"] != "OMXS306C" else f"{p:.1f}")
                st = "FULL" if done == total else "PARTIAL"
                style = r.random()
                if style < 0.45:
                    self.post(t, "oms", f"OMS;FILL;{o};{d['sym']};{side};{q};{ps};{st};cum={done}/{total};acc=NSD1",
                              hard=H("trade_fill", [o, d["sym"], side, str(q), ps], "structured"),
                              idiom=("semicolon OMS FILL line with cum=", "trade_fill"))
                elif style < 0.8:
                    self.post(t, "oms", "", embeds=[{"title": "Execution report", "author": "OMS · NSD1",
                                                      "description": f"{st.title()} fill",
                                                      "fields": [{"name": "Instrument", "value": d["sym"], "inline": True},
                                                                 {"name": "Side", "value": side, "inline": True},
                                                                 {"name": "Qty", "value": str(q), "inline": True},
                                                                 {"name": "Price", "value": ps, "inline": True},
                                                                 {"name": "Cum", "value": f"{done}/{total}"}],
                                                      "footer": f"order {o} · venue {d['venue']}"}],
                              hard=H("trade_fill", [d["sym"], side, str(q), ps], "embed"),
                              idiom=("embed-only Execution report fill", "trade_fill"))
                else:
                    dp = pdp(p) if d["venue"] != "OTC" else 3
                    if d["who"] == "sindre":
                        c = f"fikk {kq(q) if q % 1000 == 0 else q} {d['sym']} snitt {fmt(p, dp)}"
                        facts = [f"fikk {kq(q) if q % 1000 == 0 else q}", d["sym"], fmt(p, dp)]
                        idi = ("Norwegian 'fikk' fill shorthand", "trade_fill")
                        ph = "shorthand"
                    else:
                        c = f"[FILL] {'köpt' if d['buy'] else 'sålt'} {fq(q)} {d['sym']} snitt {fmt(p, dp)}"
                        facts = ["köpt" if d["buy"] else "sålt", fq(q), d["sym"], fmt(p, dp)]
                        idi = ("[FILL] tag Swedish köpt/sålt snitt", "trade_fill")
                        ph = "tagged"
                    self.post(t, d["who"] if d["who"] != "exec" else "karin", c, hard=H("trade_fill", facts, ph), idiom=idi)
                t += timedelta(seconds=r.randint(90, 1500))
        # stop after fill
        if d.get("stop") is not None and d["venue"] != "OTC" and "stop" in extras:
            dp = pdp(d["px"])
            if "edited_stop" in extras:
                s0 = d["stop"]
                step = tick(d["px"] * 0.012) * (1 if d["buy"] else -1)
                s1, s2 = tick(s0 + step), tick(s0 + 2 * step)
                c0 = f"Stopp {d['sym']}: {fmt(s0, dp)}"
                m = self.post(t, "karin", c0, hard=H("stop_or_target_change", [d["sym"], fmt(s0, dp)], "untagged"))
                self.react(m, t + timedelta(seconds=20), "📌", AUTHORS["karin"][0])
                ta = t + timedelta(minutes=r.randint(40, 90))
                self.edit(m, ta, f"Stopp {d['sym']}: {fmt(s1, dp)} (flyttad)", superseded=[fmt(s0, dp)])
                tb = ta + timedelta(minutes=r.randint(40, 120))
                self.edit(m, tb, f"Stopp {d['sym']}: {fmt(s2, dp)} (flyttad igen, låser in vinst)", superseded=[fmt(s1, dp)],
                          facts=[d["sym"], fmt(s2, dp)])
                m["idiom"] = ("stop level moved twice by editing the same message", "stop_or_target_change")
            else:
                v = r.randint(0, 2)
                if d["who"] == "sindre" and v < 2:
                    c = f"stop {d['sym']} satt til {fmt(d['stop'], dp)}, target {fmt(d['tgt'], dp)}"
                    self.post(t, "sindre", c, thread=th, hard=H("stop_or_target_change", [d["sym"], fmt(d["stop"], dp), fmt(d["tgt"], dp)], "untagged"))
                elif v == 2:
                    self.post(t, "exec", f"[STOP] {d['sym']} stopp lagd {fmt(d['stop'], dp)} ({'sälj' if d['buy'] else 'köp'}-stopp, GTC) · {o}",
                              hard=H("stop_or_target_change", ["[STOP]", d["sym"], fmt(d["stop"], dp), o], "tagged"),
                              idiom=("[STOP] tag by agent with order id", "stop_or_target_change"))
                else:
                    self.post(t, "karin", f"{d['sym']}: stopp {fmt(d['stop'], dp)}, mål {fmt(d['tgt'], dp)}. Lagt i OMS.",
                              hard=H("stop_or_target_change", [d["sym"], f"stopp {fmt(d['stop'], dp)}", fmt(d["tgt"], dp)], "untagged"))
            t += timedelta(seconds=r.randint(30, 300))
        if r.random() < 0.5:
            self.post(t, r.choice(["sindre", "johan", "karin"]), r.choice(["👍", "thx", "tack", "nice", "🙏"]), thread=th, cls="noise")
        return t

    def local(self, t):
        return (t + timedelta(hours=1)).strftime("%H:%M")


    def arguments(self, d):
        r = self.rng
        sym = d["sym"]
        nm = d["inst"]["name"] if d.get("inst") else sym
        return [
            ("karin", f"Caset i korthet: {nm} har halkat efter sektorn med {r.randint(4, 12)} % sedan rapporten utan att estimaten rört sig. Konsensus för nästa år ligger still, lånevolymen har gått ner och flödet från utländska fonder har vänt. Det som kan gå fel är en svag makrosiffra i Europa som drar hela sektorn, men då har vi stoppen. Jag har gått igenom de tre senaste rapporterna: bruttomarginalen har förbättrats varje kvartal, kassaflödet täcker utdelningen med god marginal och balansräkningen ger utrymme för återköp. Värderingen är inte extrem åt något håll, det här handlar om att estimaten är för lågt satta inför nästa rapport."),
            ("sindre", f"tall jeg ser på: {nm} handler på {fmt(r.uniform(7, 16), 1)}x EV/EBIT neste år mot peers på {fmt(r.uniform(9, 18), 1)}x. Marginene har holdt seg bedre enn fryktet og capex-toppen er bak oss. Risiko: valuta, og at markedet fortsatt priser inn en svakere Q2. Jeg har sjekket short-interessen, den er lav. Snakket også med to meglere i Oslo i morges – begge sier at flyten har vært ensidig salg fra utenlandske fond i to uker og at det ser ut til å ha stilnet. Hvis det stemmer er timingen grei. Hvis ikke, har vi stoppen og tar tapet tidlig."),
            ("johan", f"Exekveringsmässigt: {sym} har bäst likviditet i öppnings- och stängningsauktionen, mitt på dagen är boken tunn. Om vi inte vill synas kan algon ligga passivt med max {r.randint(10, 20)} % deltagande. Jag har ingen annan order i namnet idag som kan krocka. Historiskt har vi haft {r.randint(2, 8)} bp slippage i liknande storlek när vi jobbat över hela dagen, mot ungefär det dubbla när vi tagit det i ett block. Om det är bråttom går det att fråga två mäklare om risk-pris, men då syns vi."),
            ("mette", f"Fra porteføljesiden: {nm} ændrer ikke meget på den samlede beta, men den øger koncentrationen i {d['inst']['cty'].upper() if d.get('inst') else 'renter/valuta'}-delen. Jeg vil gerne se størrelsen i forhold til vores likviditetsgrænse før jeg siger noget. Vi har også kvartalsrapporteringen til bestyrelsen om to uger, og jeg vil helst ikke forklare en ny koncentration dér uden en god historie. Send gerne stress-tallene fra exec-agent i tråden."),
            ("oliver", f"Macro cross-check for {nm}: nothing in the Riksbank/Norges Bank picture argues against it near term. The currency leg is the bigger swing factor than the rate leg here, and the forward points are not a meaningful cost. If anything, the calendar next week (CPIF flash, Norwegian CPI) is the event risk; historically Nordic equities move less on those prints than FX does, so the equity leg should not be very sensitive to them."),
        ]

    def discussion_line(self, d):
        r = self.rng
        sym = d["sym"]
        opts = [
            ("karin", "Varför limit och inte VWAP?", "near", ("question about a proposal's execution", "not_hard")),
            ("sindre", f"hva er likviditeten i {sym} nå? ADV?", "near", None),
            ("johan", f"ADV i {sym} ca {fmt(r.uniform(1.2, 9.5), 1)} mn st, spread {r.randint(2, 9)} bp. Inga problem.", None, None),
            ("mette", "interessant – hvad er katalysatoren?", "near", ("PM 'interessant' question, not an approval", "not_hard")),
            ("sindre", "enig, ser fornuftig ut", None, None),
            ("karin", "en stopp lite längre ner vore rimligt om vi går in, men ok", "near", ("hypothetical stop level, no decision", "not_hard")),
            ("johan", "👀", "noise", None),
            ("sindre", "what if we did half now and half into the close?", "near", None),
            ("karin", f"Hur ser {sym} ut mot sektorn på P/E?", "near", None),
        ]
        who, text, cls, idi = r.choice(opts)
        return who, text, cls, idi

    def scene_ideas(self):
        r = self.rng
        kinds = ["karin_sv", "sindre_no", "agent", "sindre_no"]
        kinds += r.sample(["karin_sv", "future", "option", "fx", "bond"], 1 + (r.random() < 0.15))
        r.shuffle(kinds)
        pool = self.held + self.watch
        r.shuffle(pool)
        used = set()
        n = len(kinds)
        starts = sorted(r.uniform(9.1, 15.6) for _ in range(n))
        # spread out
        starts = [9.1 + i * (6.4 / n) + r.uniform(0, 0.5) for i in range(n)]
        outcomes = ["approve"] * n
        ri = r.randrange(n)
        outcomes[ri] = "reject"
        sindre_idx = [i for i, k in enumerate(kinds) if k == "sindre_no"]
        defer_i = r.choice(sindre_idx)
        if outcomes[defer_i] == "approve":
            outcomes[defer_i] = "defer"
        eq_idx = [i for i, k in enumerate(kinds) if k in ("karin_sv", "sindre_no", "agent") and outcomes[i] != "reject"]
        edited_stop_i = r.choice(eq_idx)
        edited_fill_i = r.choice([i for i in eq_idx if i != edited_stop_i] or eq_idx)
        resize_i = r.choice([i for i in eq_idx if i not in (edited_fill_i,)] or eq_idx)
        forget_i = r.choice([i for i, k in enumerate(kinds) if k in ("karin_sv", "future", "fx", "bond") and outcomes[i] == "approve"] or [None])
        self.idea_syms = []
        del_i = next((i for i in sindre_idx if outcomes[i] != "reject"), None)
        for i, kind in enumerate(kinds):
            inst = None
            if kind in ("karin_sv", "sindre_no", "agent"):
                cands = [e for e in pool if e["tk"] not in used]
                if kind == "sindre_no":
                    cands = [e for e in cands if e["cty"] == "no"] or cands
                inst = cands[0]
                used.add(inst["tk"])
            self.force_short = (i == del_i)
            d = self.make_idea(kind, inst)
            self.force_short = False
            extras = set()
            if r.random() < 0.3 or kind in ("bond", "fx"):
                extras.add("route")
            if i == resize_i:
                extras.add("resize")
            if i == edited_fill_i:
                extras.add("edited_fill")
            if i == edited_stop_i:
                extras.update(("stop", "edited_stop"))
            elif r.random() < 0.55:
                extras.add("stop")
            if i == del_i and "short_v" in d:
                extras.add("delete_first")
            if kind == "sindre_no":
                approver = "karin"
            elif kind == "agent":
                approver = "mette_react" if r.random() < 0.7 else "karin"
            else:
                approver = "mette_react" if r.random() < 0.35 else "mette"
            if i == forget_i:
                approver = "mette_forget"
            self.run_idea(d, self.at(starts[i]), outcomes[i], approver, extras)
            self.idea_syms.append(d["sym"])

    # ---------------------------------------------------------- news
    def headline(self, e, style):
        r = self.rng
        n = e["name"]
        cur = {"SEK": "kr", "NOK": "NOK", "DKK": "DKK", "EUR": "EUR"}[e["ccy"]]
        a = r.randint(4, 19)
        b = fmt(r.uniform(1.2, 9.8), 1)
        c = r.choice([5, 10])
        holder = r.choice(["BlackRock", "Norges Bank Investment Management", "Cevian", "Vanguard"])
        w = r.randint(300, 4200)
        q = r.randint(400, 9000)
        v = fq(r.randint(18, 120) * 1000)
        pr = r.randint(180, 2100)
        opts = {
            "order": (f"[PRESSMEDDELANDE] {n}: orderingången steg {a} % i kvartalet, över konsensus", f"orderingången steg {a} %"),
            "insider": (f"[FI] Insynshandel: {n} – VD har köpt aktier för {b} mkr", f"{b} mkr"),
            "flag": (f"[FLAGGNING] {holder} passerar {c} % av rösterna i {n}", f"passerar {c} %"),
            "warn": (f"[PRESS] {n} vinstvarnar: justerat rörelseresultat Q1 väntas bli cirka {w} m{cur}", "vinstvarnar"),
            "fi": (f"[FI] Finansinspektionen inleder undersökning av {n} avseende rapportering av transaktioner", "inleder undersökning"),
            "acq": (f"[PRESS] {n} förvärvar {r.choice(['norsk', 'finsk', 'tysk', 'polsk'])} konkurrent för {q} m{cur}", f"{q} m{cur}"),
            "no_salmon": (f"[OSLO BØRS] {n}: oppdatering Q1 – slaktevolum {v} tonn, under guiding", f"{v} tonn"),
            "no_energy": (f"[OSLO BØRS] {n}: produksjon januar {pr} kboe/d, nytt funn i Nordsjøen", f"{pr} kboe/d"),
        }
        if style == "auto":
            if e["sec"] == "salmon":
                style = "no_salmon"
            elif e["sec"] == "energy" and e["cty"] == "no":
                style = "no_energy"
            else:
                style = r.choice(["order", "insider", "flag", "warn", "fi", "acq"])
        return opts[style]

    def news_post(self, t, e, cls_type, as_embed=False, idiom=None):
        """cls_type: held_position_news / watchlist_news / near"""
        r = self.rng
        h, key = self.headline(e, "auto")
        body = NEWS_BODIES[2] if "[OSLO" in h else (NEWS_BODIES[1] if "[FI]" in h else NEWS_BODIES[r.choice([0, 3])])
        facts = [e["name"], key]
        if as_embed:
            src = "Finansinspektionen" if "[FI]" in h else ("Oslo Børs NewsWeb" if "OSLO" in h else "Cision / GlobeNewswire")
            title = h.split("] ", 1)[1]
            emb = [{"title": title, "description": f"{e['name']} ({e['mic']}) · {src}\n" + body.format(name=e["name"]), "footer": f"nyhetsbot · {src}", "url": "https://example.invalid/news"}]
            content = ""
        else:
            emb, content = [], h + "\n" + body.format(name=e["name"]) + (NEWS_TAIL if "[OSLO" not in h else "")
        if cls_type in ("held_position_news", "watchlist_news"):
            return self.post(t, "news", content, embeds=emb, hard=H(cls_type, facts, "embed" if as_embed else "structured"), idiom=idiom)
        return self.post(t, "news", content, embeds=emb, cls="near", idiom=idiom)

    def scene_news(self):
        r = self.rng
        held_eq = list(self.held)
        r.shuffle(held_eq)
        times = sorted(r.uniform(7.6, 17.2) for _ in range(10))
        # held news x3 (one embed-only), each maybe followed by a desk reaction
        for i in range(3):
            e = held_eq[i]
            m = self.news_post(self.at(times[i * 3]), e, "held_position_news", as_embed=(i == 1),
                               idiom=("company-name headline on a held ticker" if i == 0 else ("embed-only FI/press headline on held name" if i == 1 else None), "held_position_news") if i < 2 else None)
            t = m["t"] + timedelta(seconds=r.randint(20, 50))
            self.post(t, "exec", (f"Analys av nyheten om {e['name']} ({e['tk']}, innehav {fq(e['qty'])} st):\n"
                                   f"- Relevans: direkt, bolaget ingår i boken med vikt ca {fmt(r.uniform(2, 9), 1)} % av brutto.\n"
                                   f"- Historisk reaktion på liknande besked: median {fmt(r.uniform(0.5, 3.5), 1)} % dag 1, spridning hög.\n"
                                   f"- Aktien handlar nu {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 2.5), 1)} % mot gårdagens stängning; volymen {r.randint(80, 260)} % av normalt.\n"
                                   "- Stoppnivåer och mål ligger kvar som tidigare; inga order skickade av mig.\n"
                                   f"- Analytikerbevakning: {r.randint(8, 24)} analytiker, snittkurs­mål {fmt(e['px'] * r.uniform(1.02, 1.2), pdp(e['px']))} {e['ccy']}; ingen ändring registrerad idag.\n"
                                   f"- Optionsmarknaden: implicit vol {r.randint(18, 42)} % (1M), skew {r.choice(['flat', 'brant mot puts', 'normal'])}.\n"
                                   "- Liknande nyheter i sektorn senaste 90 d: se #research-arkivet, inga avvikande mönster.\n"
                                   "Underlag till desken – beslut tas av ansvarig handlare."), ref=m)
            t += timedelta(seconds=r.randint(60, 600))
            follow = ["thesis", "noroute", "route"][i]
            if follow == "thesis":
                if e["cty"] == "no":
                    txt = f"endrer syn på {e['tk']}: fra positiv til nøytral etter dette, beholder posisjonen men ingen påfyll"
                    facts = [e["tk"], "fra positiv til nøytral"]
                    who = "sindre"
                    idi = ("Norwegian 'endrer syn' view change", "thesis_update")
                else:
                    txt = f"{e['name']}-nyheten ändrar inte caset – vi står fast vid köp-caset i {e['tk']}, konviktionen upp ett snäpp."
                    facts = [e["tk"], "står fast", "konviktionen upp"]
                    who = "karin"
                    idi = ("Swedish thesis confirmation with conviction change", "thesis_update")
                self.post(t, who, txt, ref=m, hard=H("thesis_update", facts, "reply"), idiom=idi)
            elif follow == "noroute":
                self.post(t, "karin", f"{e['name']}: ingen åtgärd, redan i priset.", ref=m,
                          hard=H("no_route_decision", [e["name"], "ingen åtgärd"], "reply"),
                          idiom=("Swedish 'ingen åtgärd' reply to held-name news", "no_route_decision"))
            else:
                self.post(t, "karin", f"Sindre, du tar {e['name']} – läs rapporten och återkom före stängning.", ref=m,
                          hard=H("route_decision", ["Sindre", e["name"]], "reply"),
                          idiom=("route news item to a named person", "route_decision"))
        # watchlist news x2, one triaged by the agent as no-route
        for i in range(2):
            e = self.watch[i]
            m = self.news_post(self.at(times[i * 3 + 1]), e, "watchlist_news", idiom=("headline on a watchlist name", "watchlist_news") if i == 0 else None)
            if i == 1:
                t = m["t"] + timedelta(seconds=r.randint(30, 120))
                self.post(t, "exec", f"triage nyhet={r.randint(4000, 4999)} bolag={e['name'].replace(' ', '_')} innehav=nej bevakning=ja beslut=ingen_routing skäl=redan_bevakad",
                          hard=H("no_route_decision", [e["name"].replace(" ", "_"), "beslut=ingen_routing"], "structured"),
                          idiom=("agent key=value triage deciding no routing", "no_route_decision"))
        # not held, not watched
        for i in range(min(7, len(self.other) - 1)):
            e = self.other[1 + i]
            self.news_post(self.at(times[i * 3 + 2] if i < 3 else r.uniform(7.0, 18.0)), e, "near", as_embed=(i == 2))
        # same-stem trap: Volvo Cars is not AB Volvo
        if any(e["tk"] == "VOLV B" for e in self.held + self.watch):
            self.post(self.at(r.uniform(8.2, 11.0)), "news",
                      f"[PRESS] Volvo Cars: globala försäljningen i januari minskade {r.randint(3, 14)} % (Volvo Cars är noterat separat, ej Volvokoncernen)",
                      cls="near", idiom=("Volvo Cars headline vs held/watched AB Volvo (VOLV B)", "not_hard"))
        else:
            self.post(self.at(r.uniform(8.2, 11.0)), "news",
                      f"[MAKRO] SCB: hushållens konsumtion {fmt(r.uniform(-0.8, 1.2), 1)} % m/m i december",
                      cls="near")
        # a quoted headline
        self.post(self.at(r.uniform(10, 15)), "sindre",
                  f"> «Norges Bank kjøper NOK for {fmt(r.uniform(0.8, 1.9), 1)} mrd per dag i mars» – det er deres valutakjøp for staten, ikke vår handel. bare FYI",
                  cls="near", idiom=("quoted central-bank FX purchase headline (not the desk's trade)", "not_hard"))

    # ---------------------------------------------------------- risk
    def scene_risk(self):
        r = self.rng
        # breach
        lim = r.choice([400, 450, 500])
        used = round(lim * r.uniform(1.01, 1.06), 1)
        self.post(self.at(r.uniform(13.0, 15.0)), "risk",
                  f"risk konto=NSD1 gräns=bruttoexponering limit={lim}mkr utnyttjat={fmt(used, 1)}mkr status=BREACH åtgärd=nya_köp_blockerade",
                  hard=H("risk_limit", ["bruttoexponering", f"limit={lim}mkr", "status=BREACH"], "structured"),
                  idiom=("Swedish-key risk bot breach line", "risk_limit"))
        # WARN line: near miss (no breach, no enforcement)
        self.post(self.at(r.uniform(11.0, 12.5)), "risk",
                  f"risk acct=NSD1 metric=omxs30_delta limit=60mkr value={fmt(r.uniform(48, 55), 1)}mkr status=OK util={r.randint(80, 91)}%",
                  cls="noise")
        # limit set by a person
        t = self.at(r.uniform(15.2, 16.0))
        if r.random() < 0.5:
            self.post(t, "mette", f"Ny grænse fra i dag: maks {r.choice([15, 20, 25])} mio. DKK netto i NOVO B indtil rapporten.",
                      hard=H("risk_limit", ["Ny grænse", "NOVO B"], "untagged"),
                      idiom=("Danish PM sets a single-name limit", "risk_limit"))
        else:
            self.post(t, "karin", f"Från måndag: förlustbudget Norge-boken {r.choice([2, 3, 4])} mkr/dag, sedan stänger vi ner. Gäller även laxnamnen.",
                      hard=H("risk_limit", ["förlustbudget", "Norge-boken"], "untagged"),
                      idiom=("Swedish daily loss budget for a sub-book", "risk_limit"))

    # ---------------------------------------------------------- midday / eod reports
    def scene_reports(self):
        r = self.rng
        e = self.held[2]
        dp = pdp(e["px"])
        ns = tick(e["px"] * 0.972)
        lines = [
            f"**Middagsrapport exec-agent · {self.local(self.at(11.0))}**",
            "",
            "| Order | Instrument | Status | Kvar |",
            "|---|---|---|---|",
        ]
        for s in self.idea_syms[:4]:
            lines.append(f"| — | {s} | se tråd | — |")
        lines += [
            "",
            f"Marknad: OMXS30 {fmt(self.omx + r.uniform(-8, 8), 1)}, Oslo {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.2), 1)} %, laks spot {fmt(self.salmon)} NOK/kg.",
            "Likviditet normal i Stockholm; Köpenhamn tunt före lunch. Inga avvikelser från OMS-bryggan.",
            f"Enligt mandatet har jag flyttat stoppen i {e['tk']} till {fmt(ns, dp)} (från stängningsbaserad nivå) – gäller direkt.",
            f"Övrigt: {r.randint(2, 7)} prislarm hanterade, inga risk-blockeringar före 12:00, FIX-sessioner stabila.",
            "",
            "| Marknad | Nivå | Förändring |",
            "|---|---|---|",
            f"| OMXS30 | {fmt(self.omx, 1)} | {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 0.9), 2)} % |",
            f"| OBX | {fmt(r.uniform(1350, 1480), 1)} | {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 0.9), 2)} % |",
            f"| C25 | {fmt(r.uniform(1700, 2050), 1)} | {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 0.9), 2)} % |",
            f"| OMXH25 | {fmt(r.uniform(4400, 5100), 1)} | {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 0.9), 2)} % |",
            f"| EUR/SEK | {fmt(r.uniform(10.9, 11.4), 4)} | — |",
            f"| NOK/SEK | {fmt(self.nok_sek, 4)} | — |",
            f"| SGB 10y | {fmt(self.sgb_y, 3)} % | {r.randint(-4, 4):+d} bp |",
            f"| Brent | {self.brent:.2f} | — |",
            "",
            f"Exekveringskvalitet hittills: snitt-slippage {fmt(r.uniform(0.5, 6.0), 1)} bp mot arrival, {r.randint(85, 99)} % av volymen passivt. Inga order i kö mot Köpenhamn.",
            "Nästa uppdatering 15:00 eller vid händelse.",
        ]
        self.post(self.at(11.0, 300), "exec", "\n".join(lines),
                  hard=H("stop_or_target_change", [e["tk"], fmt(ns, dp), "flyttat stoppen"], "buried"),
                  idiom=("stop change buried in agent midday Markdown report", "stop_or_target_change"))
        # EOD recap: history of today's fills, near-miss
        recap = [f"**Dagssammanfattning {self.dloc.strftime('%Y-%m-%d')}**", ""]
        for s in self.idea_syms:
            recap.append(f"- {s}: enligt tråden (fyllt/avvisat), inga öppna order kvar")
        recap += ["", f"PnL dag: {r.randint(-700, 1500):+d} tkr · brutto {r.randint(320, 480)} mkr · VaR 1d 95 % {fmt(r.uniform(3.1, 6.4), 1)} mkr",
                  "Inga nya beslut i denna sammanfattning."]
        recap += ["", "Blotter (OMS-export):", "```", "tid;order;instrument;sida;antal;pris;status"]
        for m in self.msgs:
            if m["who"] == "oms" and m["hard"] and m["hard"]["type"] == "trade_fill" and m["content"]:
                f = m["content"].split(";")
                recap.append(f"{self.local(m['t'])};{f[2]};{f[3]};{f[4]};{f[5]};{f[6]};{f[7]}")
        recap.append("```")
        self.post(self.at(16.85, 200), "exec", "\n".join(recap), cls="near",
                  idiom=("end-of-day recap of fills already done (history)", "not_hard"))
        self.post(self.at(16.9, 200), "pnl", "", cls="noise", embeds=[{
            "title": "PnL · stängning", "description": f"NSD1 dag {r.randint(-700, 1500):+d} tkr · MTD {r.randint(-2000, 6000):+d} tkr",
            "fields": [{"name": "Sverige", "value": f"{r.randint(-400, 800):+d} tkr", "inline": True},
                       {"name": "Norge", "value": f"{r.randint(-400, 800):+d} tkr", "inline": True},
                       {"name": "Danmark", "value": f"{r.randint(-300, 500):+d} tkr", "inline": True},
                       {"name": "Finland", "value": f"{r.randint(-200, 300):+d} tkr", "inline": True},
                       {"name": "Räntor/FX", "value": f"{r.randint(-300, 300):+d} tkr", "inline": True}],
            "footer": "pnl-snap · 17:30 CET"}])
        self.post(self.at(16.42, 60), "md", self.auction("Stängningsauktion XSTO 17:25 – obalanser", 5), cls="noise",
                  idiom=("Nasdaq Nordic auction imbalance cron", "not_hard") if self.di == 0 else None)

    # ---------------------------------------------------------- near-misses
    def scene_near(self):
        r = self.rng
        e1, e2 = r.sample(self.watch, 2)
        o1 = r.choice(self.other)
        items = [
            ("karin", f"Om vi skulle köpa {e1['tk']} här, var lägger vi stoppen? {fmt(tick(e1['px'] * 0.95), pdp(e1['px']))}?",
             ("Swedish hypothetical 'om vi skulle köpa' question", "not_hard")),
            ("mette", f"I marts 2024 shortede vi Ørsted fra 420 og dækkede ved 310 – samme setup ser jeg ikke nu.",
             ("Danish past-tense trade story", "not_hard")),
            ("johan", f"Makrodesken sålde {r.choice([300, 500, 700])} mkr SGB 1060 i morse enligt deras chat – inte vår bok.",
             ("another desk's trade reported", "not_hard")),
            ("johan", f"Pappershandel (sim): köp {kq(r.choice([5000, 10000]))} {o1['tk']} @ {fmt(o1['px'], pdp(o1['px']))} i modellportföljen, följer upp på fredag.",
             ("paper trade in model portfolio", "not_hard")),
            ("johan", f"backtest laks-momentum 2016–2025: köp MOWI/SALM när SISALMON +5 % v/v, sälj efter 4v → Sharpe {fmt(r.uniform(0.5, 1.1), 2)}, maxDD −{r.randint(12, 24)} %, {r.randint(40, 90)} trades",
             ("backtest with buy/sell rules", "not_hard")),
            ("sindre", f"what if we sold {r.choice([50, 100])} OMXS30 futures into the close? just thinking out loud",
             None),
            ("sindre", f"noen burde se på {e2['name']} etter tallene i går", None),
            ("karin", "Någon som vet om Riksbanken publicerar protokollet på tisdag eller onsdag?", None),
        ]
        for k, (who, txt, idi) in enumerate(items):
            self.post(self.at(r.uniform(8.0, 16.9)), who, txt, cls="near", idiom=idi if self.di == 0 else None)
        # other fund's account through the shared OMS bridge
        e = r.choice(self.held)
        o = f"ORD-AU-{r.randint(20000, 29999)}"
        self.post(self.at(r.uniform(10.0, 12.0)), "oms",
                  f"OMS;FILL;{o};{e['tk']};SELL;{r.randint(20, 90) * 1000};{e['px']:.2f};FULL;cum=all;acc=AURORA2",
                  cls="near", idiom=("OMS fill on another fund's account (acc=AURORA2)", "not_hard"))
        e = r.choice(self.held)
        self.post(self.at(r.uniform(13.0, 15.0)), "oms", "", cls="near", embeds=[{
            "title": "Execution report", "author": "OMS · AURORA2",
            "description": "Filled (Aurora Nordic Fund II – ej NSD1)",
            "fields": [{"name": "Instrument", "value": e["tk"], "inline": True}, {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Qty", "value": str(r.randint(5, 40) * 1000), "inline": True}, {"name": "Price", "value": f"{e['px']:.2f}", "inline": True}],
            "footer": f"order ORD-AU-{r.randint(30000, 39999)} · konto Aurora Nordic Fund II"}])

    # ---------------------------------------------------------- noise
    def scene_noise(self):
        r = self.rng
        for _ in range(r.randint(5, 7)):
            e = r.choice(self.held + self.watch)
            chg = r.uniform(-3.5, 3.5)
            self.post(self.at(r.uniform(9.1, 17.4)), "md",
                      f"⚠️ Prislarm: {e['tk']} {fmt(tick(e['px'] * (1 + chg / 100)), pdp(e['px']))} {e['ccy']} ({'+' if chg >= 0 else '−'}{fmt(abs(chg), 1)} %) · tröskel {r.choice([1.5, 2.0, 2.5])} %",
                      cls="noise", idiom=("price alert cron", "not_hard") if self.di == 0 and _ == 0 else None)
        for h in (10.5, 13.5, 15.5):
            self.post(self.at(h, 600), "pnl", f"pnl-snap {self.local(self.at(h))}: NSD1 {r.randint(-600, 900):+d} tkr · brutto {r.randint(320, 480)} mkr · netto {r.randint(-40, 90):+d} mkr",
                      cls="noise", embeds=[{"title": f"PnL per position · {self.local(self.at(h))}",
                                            "fields": [{"name": e["tk"], "value": f"{r.randint(-250, 300):+d} tkr · {r.uniform(-2.5, 2.5):+.2f} %", "inline": True} for e in self.held]
                                            + [{"name": "OMXS306C", "value": f"{r.randint(-200, 200):+d} tkr", "inline": True},
                                               {"name": "NOK/SEK 3M", "value": f"{r.randint(-60, 60):+d} tkr", "inline": True},
                                               {"name": "SGB 1062", "value": f"{r.randint(-80, 80):+d} tkr", "inline": True}],
                                            "footer": "pnl-snap · mid-priser · ej reviderat"}])
        acks = [("karin", "ok"), ("karin", "tack"), ("sindre", "takk"), ("sindre", "👍"), ("mette", "tak"), ("johan", "👍"),
                ("sindre", "lunsj?"), ("johan", "kaffe?"), ("karin", "☕"), ("mette", "🙏"), ("sindre", "lol"), ("johan", "ok")]
        for who, txt in r.sample(acks, r.randint(6, 8)):
            self.post(self.at(r.uniform(7.5, 17.5)), who, txt, cls="noise")
        # deploy + bulk deleted CI spam in the evening
        self.post(self.at(18.2, 600), "ci", f"ci-deploy: deploy exec-agent v{r.randint(2, 3)}.{r.randint(0, 9)}.{r.randint(0, 20)} → prod ✅ (canary 10 % ok, rollback-plan #{r.randint(100, 400)})", cls="noise")
        spam = []
        snips = []
        base = r.randint(6100, 6900)
        t = self.at(19.1, 300)
        for k in range(r.randint(3, 5)):
            c = f"ci-deploy: job pnl-snap-backfill #{base + k} failed: timeout talking to pricing-svc (attempt {k + 1}/5)"
            spam.append(self.post(t + timedelta(seconds=20 * k), "ci", c, cls="noise"))
            snips.append(f"pnl-snap-backfill #{base + k}")
        self.bulk_delete(spam, t + timedelta(minutes=r.randint(3, 9)), snips)
        self.post(t + timedelta(minutes=10), "mod", "rensat CI-spammet ovan, felet är ärendelagt", cls="noise")
        self.post(self.at(21.3, 900), "ci", f"ci-deploy: deploy riskbot v{r.randint(3, 4)}.{r.randint(0, 9)}.{r.randint(0, 30)} → prod ✅", cls="noise")
        # a wrong-channel message deleted
        w = self.post(self.at(r.uniform(12.0, 13.0)), "johan", "fel kanal, sorry – glöm lunchlistan med Vasagatan-bordet", cls="noise")
        self.delete(w, w["t"] + timedelta(seconds=r.randint(20, 60)), "lunchlistan med Vasagatan-bordet")
        # personal data pasted and forgotten
        p = self.post(self.at(r.uniform(14.0, 15.5)), "sindre", f"mitt nye mobilnummer hvis OMS ringer: +47 915 {r.randint(10, 99)} {r.randint(100, 999)} (privat, ikke del)", cls="noise")
        self.forget(p, p["t"] + timedelta(minutes=r.randint(5, 30)), "mitt nye mobilnummer")
        # evening chatter and unpin of the macro note
        self.post(self.at(19.8, 900), "sindre", f"US close: S&P {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.3), 1)} %, Brent {self.brent + r.uniform(-1, 1):.2f}. ingenting for oss i kveld", cls="noise")
        self.post(self.at(22.6, 600), "md", "nasdaq-md: dagsfil arkiverad · ITCH-replay verifierad · 0 luckor", cls="noise")


    # ---------------------------------------------------------- long plain content
    def pretrade(self, d):
        r = self.rng
        sym = d["sym"]
        rows = [
            f"**Pre-trade-analys · {sym}** (automatisk, inget beslut)",
            "",
            "| Mått | Värde | Kommentar |",
            "|---|---|---|",
            f"| ADV 20d | {fmt(r.uniform(0.8, 12.0), 1)} mn | {r.choice(['normal', 'lägre än snitt', 'högre efter rapport'])} |",
            f"| Spread (bp) | {r.randint(2, 14)} | {r.choice(['tight', 'normal', 'vidgad i Köpenhamn'])} |",
            f"| Beta mot OMXS30 | {fmt(r.uniform(0.5, 1.5), 2)} | 250d |",
            f"| Korrelation mot boken | {fmt(r.uniform(-0.2, 0.7), 2)} | 60d |",
            f"| Marginell VaR 1d 95 % | {fmt(r.uniform(0.1, 1.4), 2)} mkr | före/efter |",
            f"| Bruttoutnyttjande efter | {r.randint(62, 96)} % | av gräns |",
            f"| Lånebarhet | {r.choice(['lätt', 'ok', 'begränsad'])} | prime broker |",
            "",
            f"Modellen ser {r.choice(['inga', 'en', 'två'])} händelse(r) inom 10 handelsdagar (rapport/ex-utd). "
            f"Historisk slippage för liknande storlek: {fmt(r.uniform(1.5, 9.0), 1)} bp mot arrival. "
            "Analysen är underlag och ändrar inte förslaget.",
            "",
            "| Scenario (5d) | Sannolikhet | PnL-effekt |",
            "|---|---|---|",
            f"| Bas | {r.randint(45, 60)} % | {r.randint(-50, 150):+d} tkr |",
            f"| Sektor-sell-off (−5 %) | {r.randint(10, 20)} % | {-r.randint(200, 600)} tkr |",
            f"| Positiv katalysator | {r.randint(15, 30)} % | {r.randint(150, 500):+d} tkr |",
            f"| Valutachock (±3 %) | {r.randint(5, 15)} % | ±{r.randint(50, 250)} tkr |",
            "",
            "**Resonemang (modell)**",
            f"1. Förslaget ökar exponeringen mot {d['inst']['sec'] if d.get('inst') else 'räntor/valuta'} marginellt; boken är redan {r.choice(['över', 'under', 'i linje med'])} modellvikten där.",
            f"2. Likviditeten räcker för att gå ur hela positionen på {r.randint(1, 3)} dag(ar) vid 20 % deltagande, även i stressat läge.",
            f"3. Korrelationen mot befintliga innehav är {r.choice(['låg', 'måttlig', 'hög'])}; diversifieringseffekten på VaR är {r.choice(['liten', 'märkbar', 'försumbar'])}.",
            "4. Inga kända insiderlistor eller tystnadsperioder som hindrar handel enligt compliance-kalendern.",
            "5. Kostnad: courtage och spread beräknas till några baspunkter; valutasäkring ingår inte i kalkylen.",
            "",
            f"Datakällor: Nasdaq Nordic ITCH, Oslo Børs feed, prime-broker lånedata ({r.randint(1, 3)} d gammal), interna riskmodellen v{r.randint(3, 4)}.{r.randint(0, 9)}.",
        ]
        return "\n".join(rows)

    def scene_status(self):
        r = self.rng
        for h in (10.1, 11.1, 12.1, 13.1, 14.1, 15.1, 16.1):
            rows = ["nasdaq-md · största rörelser senaste timmen (Norden, likvida)", "```", "ticker     senast       %      oms(m)"]
            for e in r.sample(self.held + self.watch + self.other, 8):
                rows.append(f"{e['tk']:<9} {fmt(tick(e['px'] * (1 + r.uniform(-0.02, 0.02))), pdp(e['px'])):>9} {r.uniform(-2.5, 2.5):+6.2f} {r.uniform(3, 400):9.1f}")
            rows.append("```")
            self.post(self.at(h, 120), "md", "\n".join(rows), cls="noise")
        for h in (9.75, 11.75, 13.75, 15.75):
            self.post(self.at(h, 240), "exec",
                      f"exec-agent status {self.local(self.at(h))} · öppna order {r.randint(0, 3)} · routade senaste timmen {r.randint(0, 2)} · väntar godkännande {r.randint(0, 2)} · fel 0 · modell ok · kö {r.randint(0, 4)}",
                      cls="noise", idiom=("agent hourly status line with 'routade' count", "not_hard") if self.di == 0 and h == 9.75 else None)
        for h in (9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5):
            lines = [f"risk rapport {self.local(self.at(h))} konto=NSD1 status=ok"]
            for k, lim in (("brutto", 450), ("netto", 120), ("omxs30_delta", 60), ("enskilt_namn_max", 40), ("dv01_tkr", 900), ("var_1d_95", 9), ("nok_exponering", 80), ("dkk_exponering", 60), ("likviditet_dagar", 3)):
                lines.append(f"  {k}: limit={lim} värde={fmt(lim * r.uniform(0.35, 0.88), 1)} util={r.randint(35, 88)}% ok")
            lines.append(f"  checked_orders={r.randint(3, 40)} blocked=0 resized=0 latency_ms={r.randint(20, 90)}")
            self.post(self.at(h, 200), "risk", "\n".join(lines), cls="noise")

    def scene_notes(self):
        r = self.rng
        s_names = [e for e in EQ if e[6] == "salmon"]
        note = [
            f"laks/energi morgen-notat ({self.dloc.strftime('%d.%m')})",
            f"- SISALMON {fmt(self.salmon)} NOK/kg, Fish Pool forward Q2 {fmt(self.salmon * r.uniform(0.82, 0.95))} – kurven i backwardation som vanlig før sommeren",
            f"- eksport uke {int(self.dloc.strftime('%V'))}: {fq(r.randint(18, 26) * 1000)} tonn, {r.choice(['opp', 'ned'])} {r.randint(2, 11)} % y/y; Chile-volumer inn mot USA høyere",
            "- lusetellinger i PO3/PO4 normale, ingen nye ILA-utbrudd rapportert siste uke",
            f"- Brent {self.brent:.2f}, TTF {fmt(r.uniform(28, 48), 1)} EUR/MWh; norsk sokkel-produksjon Jan ventes i NOD-tall på fredag",
            f"- NOK: EUR/NOK {fmt(r.uniform(11.3, 11.9), 3)}, NOK/SEK {fmt(self.nok_sek, 4)} – ingen bevegelse av betydning",
            "oppsummert: sektoren ser grei ut, men prisen på laks er det eneste som betyr noe de neste to ukene. Skriver mer hvis noe skjer.",
        ]
        self.post(self.at(7.35, 300), "sindre", "\n".join(note))
        karin = [
            f"Morgonmöte {self.local(self.at(8.25))} – anteckningar",
            f"1. Marknad: OMXS30-terminen {fmt(self.omx, 1)}, USA stängde blandat, Asien svagt. Kronan stabil.",
            "2. Kalender: inga egna rapporter idag; Nordea och SEB har kapitalmarknadsdag nästa vecka.",
            "3. Boken: inga förändringar över natten, bruttot inom ramarna. Oslo-delen står och faller med laxen och oljan.",
            "4. Exekvering: Johan har stängningsauktionen, exec-agent kör VWAP-order under dagen som vanligt.",
            "5. Övrigt: compliance påminner om tystnadsperioderna – inga kontakter med IR i bolag som rapporterar inom 30 dagar.",
            "Frågor i tråden eller direkt till mig.",
        ]
        self.post(self.at(8.25, 120), "karin", "\n".join(karin))
        broker = [
            ("johan", f"Från SEB Equities morgonkommentar (klipp): \"Vi ser fortsatt stöd för verkstad i Norden; orderingången i Europa har vänt och lagren hos distributörerna är låga. Vi behåller köp på Atlas Copco och Sandvik, neutral på Volvo efter uppgången. Risken är att amerikanska tullbesked flyttar efterfrågan mellan kvartal snarare än att den försvinner.\" – deras syn, inte vår."),
            ("johan", f"DNB Carnegie om laxsektorn (sammanfattning): de räknar med spotpriser runt {fmt(self.salmon * 0.95)} NOK/kg i Q2, sänker volymantagandena 3 % för SalMar och höjer för Mowi. Rekommendationer oförändrade (köp Mowi, behåll SalMar, sälj Lerøy). Rapporten bifogad i #research."),
            ("oliver", "Quick read on the Riksbank minutes draft calendar: minutes Tuesday 09:30, the first deputy governor speaks Thursday on financial stability. No market-moving data from Statistics Sweden until the CPIF flash. I'll flag anything that changes the picture."),
            ("mette", f"Fra Danske Banks morgenkommentar: C25 ventes åbne svagt, Novo Nordisk handler ned i USA i går aftes efter konkurrentdata. Deres kommentar: \"Fortsat købsanbefaling, men kursmål sænkes til {r.randint(440, 560)} kr.\" Bare til orientering."),
        ]
        for who, txt in broker:
            cls = "near" if ("köp" in txt or "Køb" in txt or "køb" in txt) else None
            self.post(self.at(r.uniform(7.9, 9.4)), who, txt, cls=cls,
                      idiom=("broker morning comment quoting buy ratings (not the desk's view)", "not_hard") if who == "johan" and self.di == 0 and "SEB" in txt else None)
        self.post(self.at(18.4, 300), "ci", "", cls="noise", embeds=[{
            "title": f"Release exec-agent {r.randint(2, 3)}.{r.randint(0, 9)}.{r.randint(0, 30)}",
            "description": "Ändringar:\n- tickets: ny kolumn 'Algo' och 'Mål' i orderförslag\n- triage: bättre matchning av bolagsnamn mot innehav (Volvo vs Volvo Cars)\n- OMS: hantering av AURORA2-konton filtreras bort från NSD1-flödet\n- fix: dubbla statusrader vid FIX-reconnect\n- deps: uppdaterade tidszonsdata",
            "fields": [{"name": "Pipeline", "value": f"#{r.randint(9000, 9999)}", "inline": True}, {"name": "Tester", "value": f"{r.randint(600, 700)} ok / 0 fail", "inline": True}],
            "footer": "ci-deploy · prod-sto-1"}])

    def scene_long(self):
        r = self.rng
        e = self.watch[2] if len(self.watch) > 2 else self.watch[0]
        prev = [
            f"Rapportförhandstitt {e['name']} ({e['tk']}) – Q1 nästa vecka",
            f"Konsensus (Modular Finance, {r.randint(9, 19)} analytiker): omsättning {fq(r.randint(8, 90) * 1000)} m{e['ccy']}, justerat EBIT {fq(r.randint(900, 9000))} m{e['ccy']}, marginal {fmt(r.uniform(8, 22), 1)} %.",
            f"Vår egen modell ligger {r.randint(1, 4)} % över på EBIT, främst för att vi tror att prisökningarna från i höstas slår igenom fullt nu. Valutan drar ner rapporterad tillväxt med ungefär {r.randint(2, 5)} procentenheter.",
            "Det marknaden kommer att titta på: orderingång i Europa, kommentarer om amerikanska tullar, och om lagerneddragningen hos kunderna är över. Förra kvartalet föll aktien 6 % på rapportdagen trots siffror i linje, helt på en försiktig kommentar om andra halvåret.",
            "Optionsmarknaden prisar en rörelse på ungefär ±5 % på rapportdagen, i linje med det historiska snittet. Blankningen har ökat något senaste två veckorna enligt FI:s register, men från låga nivåer.",
            "Jag återkommer med ett förslag eller ett nej innan rapporten – just nu är det bara underlag.",
        ]
        self.post(self.at(r.uniform(10.5, 13.0)), "karin", "\n".join(prev))
        wk = [
            "Ugentlig note fra porteføljesiden",
            f"Porteføljen har haft en {r.choice(['rolig', 'travl', 'blandet'])} uge. Norge-delen har bidraget mest til udsvingene, som forventet givet laks- og energitilten. Den danske del er stadig domineret af Novo, og jeg vil gerne holde koncentrationen nede frem til rapporten.",
            "Likviditet: alle positioner kan afvikles inden for tre handelsdage ved 20 % deltagelse, også i stressscenariet. Obligationsdelen kan sælges samme dag.",
            "Proces: husk at alle forslag skal i en tråd, og at godkendelser skal være skriftlige (svar eller reaktion på forslaget). exec-agent registrerer reaktionerne automatisk.",
            "God weekend når den kommer.",
        ]
        self.post(self.at(r.uniform(15.9, 16.3)), "mette", "\n\n".join(wk))
        tr = (f"exec-agent: verktygsanrop misslyckades (get_borrow_rates) – försöker igen om 30 s\n```\n"
              "Traceback (most recent call last):\n"
              '  File "agent/tools/broker.py", line 141, in get_borrow_rates\n'
              "    resp = self._client.post(\"/v2/borrow/quote\", json=payload, timeout=4)\n"
              '  File "agent/http.py", line 77, in post\n'
              "    raise UpstreamError(resp.status_code, resp.text[:200])\n"
              f"agent.http.UpstreamError: 503 {{\"error\":\"maintenance\",\"retry_after\":30,\"request_id\":\"pb-{r.randint(100000, 999999)}\"}}\n"
              "```\n"
              f"payload: {{\"symbols\": [{', '.join(chr(34) + x['tk'] + chr(34) for x in self.held[:4])}], \"account\": \"NSD1\"}}")
        self.post(self.at(r.uniform(10.0, 15.0)), "exec", tr, cls="noise")
        self.post(self.at(r.uniform(10.0, 15.0)), "exec", "exec-agent: get_borrow_rates ok efter omförsök (2/3)", cls="noise")

    def scene_extra(self):
        r = self.rng
        wrap = [
            "Overnight wrap (US/Asia) — for the morning meeting",
            f"US: equities closed {r.choice(['higher', 'lower', 'mixed'])}, S&P 500 {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.2), 1)} %, Nasdaq {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.6), 1)} %. Treasuries: 10y at {fmt(r.uniform(3.9, 4.6), 2)} %, curve a touch steeper. The dollar index was flat; EUR/USD {fmt(r.uniform(1.04, 1.12), 4)}.",
            f"Asia: Nikkei {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.4), 1)} %, Hang Seng {r.choice(['+', '−'])}{fmt(r.uniform(0.1, 1.9), 1)} %, CSI 300 flat. Chinese credit data were soft again; iron ore and copper slipped, which matters for Boliden and the Swedish miners at the open.",
            f"Commodities: Brent {self.brent:.2f}, TTF gas {fmt(r.uniform(28, 48), 1)} EUR/MWh, aluminium {fq(r.randint(2300, 2700))} USD/t. Salmon spot last printed {fmt(self.salmon)} NOK/kg.",
            "Rates: Bunds sold off modestly in the European afternoon; SGBs and NGBs followed with a beta of about one half, which is typical. Swedish swap spreads unchanged.",
            "Nordic futures indicate a flat to slightly weaker open in Stockholm and Oslo, Copenhagen a little softer after the US pharma news. Nothing in the overnight flow changes the plan for the day.",
        ]
        self.post(self.at(6.9, 300), "oliver", "\n\n".join(wrap))
        for h in (11.0, 15.0):
            items = r.sample(DIGEST, 5)
            self.post(self.at(h, 400), "news", f"[SAMMANFATTNING {self.local(self.at(h))}] makro & marknad\n" + "\n".join("• " + x.format(v=fmt(r.uniform(0.1, 3.9), 1)) for x in items),
                      cls="noise")
        eod = [f"risk EOD konto=NSD1 datum={self.dloc.isoformat()} status=ok"]
        for k in ("brutto", "netto", "omxs30_delta", "nok_exponering", "dkk_exponering", "eur_exponering", "dv01_tkr", "var_1d_95", "var_10d_99", "stress_2020", "stress_2022", "likviditet_dagar"):
            eod.append(f"  {k}: värde={fmt(r.uniform(1, 400), 1)} limit={r.choice([60, 80, 120, 450, 900])} util={r.randint(20, 90)}% trend={r.choice(['upp', 'ner', 'flat'])}")
        eod.append(f"  orders_checked={r.randint(20, 90)} resized=0 blocked=0 warnings={r.randint(0, 3)} model=risk-engine v3.{r.randint(1, 9)}")
        self.post(self.at(17.6, 300), "risk", "\n".join(eod), cls="noise")
        self.post(self.at(16.52, 60), "md", self.auction_other("Stängningsauktion XOSL/XCSE – obalanser"), cls="noise")
        tca = [f"TCA {self.dloc.isoformat()} (Johan) – hur gick exekveringen idag", "```",
               "instrument  arrival-slippage(bp)  vs VWAP(bp)  deltagande"]
        for sym in self.idea_syms:
            tca.append(f"{sym:<11} {r.uniform(-4, 9):+8.1f} {r.uniform(-5, 5):+14.1f} {r.randint(4, 22):>10} %")
        tca += ["```", "Sammantaget inom budget. Stängningsauktionen i Oslo var tunn, det syns i siffrorna. Inget att åtgärda."]
        self.post(self.at(17.1, 300), "johan", "\n".join(tca), cls="near")
        wk = [
            "uke-notat laks/energi (kveld)",
            f"- laks: spot {fmt(self.salmon)} NOK/kg, forward-kurven flat mot sommeren; eksportrådet publiserer tall mandag",
            "- biomasse: Fiskeridirektoratet-tall tyder på lavere stående biomasse enn i fjor, positivt for pris, negativt for volum",
            f"- olje: Brent {self.brent:.2f}, OPEC+-møte om to uker, ingen endring ventet; Johan Sverdrup produserer på platå",
            "- gass: europeiske lagre under snitt for årstiden, TTF-kurven i contango",
            "- NOK: fortsatt svak mot EUR, hjelper eksportørene",
            "ingen konklusjon herfra, bare bakgrunn før mandag.",
        ]
        self.post(self.at(19.2, 600), "sindre", "\n".join(wk))
        self.post(self.at(18.6, 300), "ci", (f"ci-deploy: pipeline #{r.randint(9000, 9999)} oms-bridge\n"
                                             "  ✅ lint (38 s)\n  ✅ unit (2m14s, 512 tests)\n  ✅ fix-sim integration (4m02s)\n"
                                             "  ✅ build image oms-bridge:" + f"{r.randint(2, 3)}.{r.randint(10, 30)}.{r.randint(0, 9)}" + "\n  ✅ deploy staging\n  ⏸ deploy prod (väntar fönster 22:00)"), cls="noise")

    def scene_more(self):
        r = self.rng
        sp = [
            "Riksbank speech summary (first deputy governor, financial stability) — my notes, no view change",
            "She opened with the usual framing: inflation is close to target, the policy rate is where it needs to be for now, and the board will act if the outlook changes. Nothing new there. The more interesting part was on household debt: she repeated that amortisation requirements should stay and that the mortgage cap should not be loosened further. That is a housing-market headline, not a rates headline.",
            f"On the krona she said a stronger SEK 'contributes to lower inflation' and that the bank 'takes it into account'. The market read that as mildly dovish, and EUR/SEK ticked up a few figures. I would not over-interpret it; the same sentence has appeared in three speeches since December.",
            "On commercial real estate she noted that refinancing risks have fallen since last year, that bond markets are open again for the larger issuers, and that banks' exposures are well provisioned. She flagged the interaction between real-estate firms and the covered-bond market as something the bank monitors. No new measures were announced.",
            "Q&A: asked about the balance sheet, she said the bond sales continue as planned and that the bank sees no reason to change the pace. Asked about the Fed, she said Sweden is a small open economy and that global rates matter, but the Riksbank sets policy for Swedish conditions.",
            f"Market reaction: 2y SGB {r.randint(-3, 2):+d} bp, 10y {r.randint(-2, 2):+d} bp, EUR/SEK +{r.randint(1, 6)} pips. Effectively noise.",
        ]
        self.post(self.at(r.uniform(13.2, 13.8)), "oliver", "\n\n".join(sp))
        nm = [
            "Klipp ur Nordea Markets räntebrev (för kännedom):",
            f"\"Vi rekommenderar fortsatt att köpa säkerställda bostadsobligationer mot statsobligationer i 5-årssegmentet. Spreaden på {r.randint(30, 40)} punkter är vid jämfört med historiken och emissionstakten bör avta efter april. Vi står också fast vid en brantare svensk kurva: sälj 2-åringen mot 10-åringen med mål {r.randint(40, 60)} punkter och stopp vid {r.randint(15, 25)}.\"",
            "\"I Norge ser vi begränsad potential i NOK på kort sikt; vi föredrar att sälja NOK mot SEK på rallyn. Risken är en hökaktig Norges Bank.\"",
            "Deras rekommendationer, inte våra. Intressant att de ligger nära Olivers bild på kurvan.",
        ]
        self.post(self.at(r.uniform(9.4, 10.2)), "johan", "\n\n".join(nm), cls="near",
                  idiom=("pasted bank research recommending trades (quoted, not the desk)", "not_hard") if self.di == 0 else None)
        km = [
            f"Eftermiddagskommentar {self.local(self.at(14.9))}",
            f"Stockholm har handlat sidledes efter lunch, OMXS30 runt {fmt(self.omx, 1)}. Verkstad och banker står still, medan hälsovård och fastigheter är svagare. Volymerna ligger på ungefär {r.randint(70, 95)} % av normalt.",
            "Oslo är svagare än Stockholm, främst energi. Laxbolagen håller emot trots att spotpriset inte rört sig. Köpenhamn domineras som vanligt av Novo; resten av C25 är lugnt.",
            "Vi har inga öppna frågor i trådarna just nu utöver det som redan står där. Jag sitter kvar till stängningen; Johan tar auktionen.",
        ]
        self.post(self.at(14.9, 300), "karin", "\n".join(km))
        rep15 = [f"**Statusrapport exec-agent · {self.local(self.at(15.0))}**", "",
                 "| Kö | Antal | Kommentar |", "|---|---|---|",
                 f"| Öppna order | {r.randint(0, 3)} | se trådar |", f"| Väntar godkännande | {r.randint(0, 2)} | — |",
                 f"| Triagerade nyheter | {r.randint(5, 14)} | {r.randint(1, 3)} relevanta |", f"| Prislarm | {r.randint(3, 9)} | inga åtgärder |", "",
                 "Inga avvikelser i FIX-sessionerna sedan 12:00. Modellen har inte föreslagit något nytt efter lunch; nästa genomgång av bevakningslistan sker efter stängning.",
                 f"Systemhälsa: latens OMS p99 {r.randint(8, 40)} ms, LLM-anrop {r.randint(40, 120)} st, kostnad {fmt(r.uniform(2, 9), 2)} USD, fel 0."]
        self.post(self.at(15.0, 120), "exec", "\n".join(rep15), cls="noise")
        self.post(self.at(r.uniform(11.0, 14.0)), "md", (
            "nasdaq-md: ITCH-gap upptäckt, återspelar\n```\n"
            "WARN  itch.session  seq gap detected expected=" + str(r.randint(1000000, 9000000)) + " got=+37 partition=XOSL-2\n"
            "INFO  itch.recovery requesting retransmission from glimpse.oslo:9441\n"
            "ERROR itch.recovery java.net.SocketTimeoutException: Read timed out\n"
            "    at java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)\n"
            "    at com.desk.md.itch.Recovery.fetch(Recovery.java:112)\n"
            "    at com.desk.md.itch.Session.onGap(Session.java:301)\n"
            "INFO  itch.recovery retry 2/5 ok, 37 messages replayed, book rebuilt for 214 instruments\n```"), cls="noise")

    def scene_more2(self):
        r = self.rng
        jp = [
            f"Exekveringsplan {self.dloc.isoformat()} (Johan)",
            "- Öppningsauktionerna: inga egna order planerade; exec-agent startar VWAP-order tidigast 09:15.",
            "- Oslo: likviditeten är sämst 12-14, undvik block där om det inte är bråttom.",
            "- Köpenhamn: Novo-boken är djup, resten tunt; håll deltagandet under 15 %.",
            "- Räntor/valuta: jag ringer bankerna, inget via algon. Cut-off för terminer 16:00.",
            "- Stängning: jag sitter på auktionerna i Stockholm och Oslo; Helsingfors stänger 17:30 lokal tid (16:30 CET).",
            "- Rapportera avvikelser i tråden för respektive idé, inte här.",
        ]
        self.post(self.at(8.5, 300), "johan", "\n".join(jp))
        novo = next((e for e in EQ if e[0] == "NOVO B"), None)
        mt = [
            "Lidt baggrund om Novo til dem der ikke følger den tæt:",
            "Aktien er stadig den største enkeltvægt i det danske marked og driver store dele af C25. Markedet handler den på tre ting: salgstal for fedmemidlerne i USA (ugentlige receptdata), konkurrenternes studieresultater, og prisdiskussionerne i Washington. De ugentlige receptdata kommer torsdag eftermiddag dansk tid, og det er dér volatiliteten typisk kommer.",
            f"Optionsmarkedet prissætter lige nu omkring {r.randint(3, 7)} % bevægelse på rapportdagen. Short-interessen er lav, men mange udenlandske fonde er undervægtede efter faldet sidste år, så nyheder i begge retninger kan give store udsving.",
            "Det er kun baggrund – ingen ændring i hvordan vi ser på den.",
        ]
        self.post(self.at(r.uniform(10.0, 11.5)), "mette", "\n\n".join(mt))

    def scene_more3(self):
        r = self.rng
        rows = [f"Genomgång av innehaven inför nästa vecka (bara fakta, inga ändringar)", "```",
                "ticker     vikt%   kalender                     not"]
        for e in self.held:
            rows.append(f"{e['tk']:<9} {r.uniform(2, 12):5.1f}   {r.choice(['rapport v.' + str(r.randint(8, 18)), 'ex-utd v.' + str(r.randint(8, 18)), 'stämma v.' + str(r.randint(12, 20)), 'inget'])}{' ' * 8}{r.choice(['likvid', 'tunt i auktion', 'lånebar', 'EUR-linje styr'])}")
        rows += ["```", "Kalendern ovan är från Modular Finance och bolagens IR-sidor; dubbelkolla datum innan ni bokar något. Rapporterna som kommer påverkar främst Oslo-delen, eftersom laxbolagen rapporterar tidigt. Jag har lagt in påminnelser i desk-kalendern för varje rapportdag."]
        self.post(self.at(r.uniform(15.3, 15.8)), "karin", "\n".join(rows))
        rrt = [
            "since a couple of people asked about the Norwegian resource-rent tax on aquaculture:",
            "- it's 25 % on top of corporate tax, calculated on the 'norm price' set by a council, not the realised price",
            "- the norm price is set quarterly based on Nasdaq/Fish Pool data plus export statistics, so realised vs norm price gaps show up as noise in the quarterly tax line",
            "- effectively it lowers the earnings sensitivity to the salmon price for the big farmers, which is why the stocks have traded with lower beta to spot since it came in",
            "- the uncertainty premium that was in the stocks in 2023 is mostly gone",
            "- nothing changes for us near term; it matters for modelling, not for trading this week",
        ]
        self.post(self.at(r.uniform(13.0, 14.5)), "sindre", "\n".join(rrt))
        ops = [
            "Påminnelse från desk-ops:",
            "1) Trådar: varje idé i egen tråd, så att exec-agent och revisionen kan följa beslutet från förslag till fill.",
            "2) Godkännanden: svar i tråden eller reaktion på förslaget. Reaktioner registreras av exec-agent med tidsstämpel.",
            "3) Personuppgifter hör inte hemma i kanalen. Vi raderar sådant och begär 'forget' så att det försvinner ur alla sammanfattningar.",
            "4) OMS-bryggan delas med Aurora-fonden; deras rader har acc=AURORA2 och rör inte vår bok.",
            "5) Helgberedskap: Johan lördag, Sindre söndag.",
        ]
        self.post(self.at(r.uniform(8.0, 8.4)), "mod", "\n".join(ops))
        self.post(self.at(23.1, 600), "ci", "ci-deploy: veckovis beroenderapport\n" + "\n".join(
            f"  {pkg}: {a} → {b} ({kind})" for pkg, a, b, kind in [
                ("quickfix", "1.15.1", "1.15.2", "patch"), ("pandas", "2.2.2", "2.2.3", "patch"), ("httpx", "0.27.0", "0.28.1", "minor"),
                ("pydantic", "2.8.2", "2.9.2", "minor"), ("tzdata", "2024.1", "2025.1", "data"), ("uvloop", "0.19.0", "0.21.0", "minor")])
            + "\n  säkerhetsbulletiner: 0 kritiska, 1 medel (httpx) – åtgärdas i nästa release", cls="noise")

    def auction_other(self, title):
        r = self.rng
        names = [e for e in self.held + self.watch + self.other if e["mic"] in ("XOSL", "XCSE")][:6]
        lines = [f"nasdaq-md · {title}"]
        for e in names:
            lines.append(f"{e['tk']:<9} {r.choice(['kjøp', 'salg', 'køb', 'salg'])}-overskudd {fq(r.randint(20, 900) * 100):>8} · indikativ {fmt(tick(e['px'] * (1 + r.uniform(-0.006, 0.006))), pdp(e['px']))}")
        return "\n".join(lines)

    def scene_chatter(self):
        r = self.rng
        w0, w1 = self.watch[0], self.watch[1]
        h0 = self.held[0]
        pools = {
            "karin": [
                "Stockholm öppnar lite svagare, terminen ca −0,3 %. Inget konstigt i flödet.",
                "Flödet i bankerna är mest utländska säljare, SEB och SHB följer varandra tick för tick.",
                f"OMXS30 har studsat på {fmt(self.omx - 12, 0)} två gånger nu, den nivån verkar viktig för många.",
                "Jag går 15:30 idag, Johan har stängningen.",
                "Påminnelse: tystnadsperioder i kalendern, kolla innan ni ringer IR.",
                f"Kul att se {w0['name']} röra sig utan nyheter, någon vet något eller så är det bara index-flöde.",
                "Verkstaden handlar som en sektor idag, korrelationerna nära 1.",
                "Kan någon uppdatera kalendern med Riksbankens protokoll? Står fel datum.",
                "Lågt deltagande i Helsingfors, halva marknaden verkar vara på sportlov.",
                "Bra jobbat med exekveringen igår, slippage under budget.",
                f"Kronan tar lite stryk mot euron, EUR/SEK upp en halv figur.",
                "Mötet med riskkommittén flyttat till torsdag 14:00.",
            ],
            "sindre": [
                "Oslo svakt i åpningen, energi drar ned",
                f"laks spot {fmt(self.salmon)} i dag, ingen overraskelse",
                "fwiw DNB handler på 1,3x bok nå",
                "sjekket lånevolum i MOWI, lite short-interesse",
                "EQNR går ex-div neste uke btw",
                "trafikk normal i Nordsjøen, ingen nyheter på gassfeltene",
                "noen som har Fish Pool-kurven for Q3? min feed er nede",
                "US futures litt opp, ikke noe å melde",
                f"Hydro følger aluminium, LME {fq(r.randint(2300, 2700))} USD/t",
                "kaffe-automaten på 4. er død igjen",
                "Oslo-volumene lave i dag, halvparten av vanlig",
                "SSB-eksporttall kommer kl 06:00 onsdag",
            ],
            "mette": [
                "Novo handler tyndt i dag, vi ser på det igen efter USA åbner",
                "Jeg er i møde 13-14, skriv i tråden",
                "Carlsberg reagerer slet ikke på øl-data, sjovt nok",
                "DSV følger fragtraterne, Maersk-tallene var svage igen",
                "Husk kvartalsrapporten til bestyrelsen på fredag – tal fra Karin senest torsdag",
                "København er stille, halvdelen er på vinterferie",
            ],
            "johan": [
                f"Stängningsauktionen igår: {fmt(r.uniform(5, 14), 1)} mdkr omsatt i XSTO, normalt för en torsdag.",
                "SEB-räntedesken säger att utländska realpengar köper SGB 10y igen.",
                "Algo-leverantören har underhållsfönster lördag 06-10, inget som påverkar oss.",
                "Blankningsregistret uppdaterat, inga nya positioner över 0,5 % i våra namn.",
                "FIX-certifieringen mot Oslo klar, vi kan köra direkt mot XOSL från nästa vecka.",
                f"Spreaden i {h0['tk']} var ovanligt bred i öppningen, {r.randint(8, 20)} bp, normaliserat nu.",
                "Ringde prime broker om lånekostnader, oförändrat.",
            ],
            "oliver": [
                "SEK TWI up 0.3 % this morning, nothing in the data to explain it.",
                "Norwegian CPI next Tuesday, consensus 2.9 % y/y core.",
                "Bund yields up 4 bp, SGBs following about half of it.",
                "Danish GDP revision came in as expected, no market reaction.",
                "Riksbank speaker at 14:00 today, external member, probably nothing new.",
            ],
        }
        for who, pool in pools.items():
            k = {"karin": 10, "sindre": 10, "mette": 5, "johan": 6, "oliver": 4}[who]
            for txt in r.sample(pool, k):
                self.post(self.at(r.uniform(7.6, 17.6)), who, txt)
        # a few evening/night lines
        self.post(self.at(20.5, 1800), "oliver", "\n\n".join([
            "Evening note: Fed speakers tonight were balanced; no read-across to the Nordics for tomorrow.",
            "Two regional presidents repeated that policy is in a good place and that they want more data before moving. The market barely reacted: 2y Treasuries a basis point lower, the dollar flat, equities drifting in the last hour. Oil eased after the inventory numbers, which were a small build against expectations of a draw.",
            "For the Nordic open: futures indicate little change. The things that could matter overnight are Chinese activity data (for the miners and Norsk Hydro) and any headline on US tariffs for European machinery, which would hit the Swedish industrials first. Neither is scheduled; both are possible.",
            "Nothing here changes the macro view from this morning's note. I'll be online from 07:00 CET.",
        ]))
        self.post(self.at(6.3, 900), "oliver", "Asia overnight: Nikkei −0.6 %, CNH stable. Nordic futures indicate a flat open.")

    def build(self):
        self.scene_night()
        self.scene_morning()
        self.scene_macro()
        self.scene_ideas()
        self.scene_news()
        self.scene_risk()
        self.scene_reports()
        self.scene_near()
        self.scene_noise()
        self.scene_status()
        self.scene_chatter()
        self.scene_long()
        self.scene_extra()
        self.scene_more()
        self.scene_more2()
        self.scene_more3()
        self.scene_notes()
        # casual reactions: 👀 on news, ✅ on fills, one removed again
        r = self.rng
        news = [m for m in self.msgs if m["who"] == "news"]
        fills = [m for m in self.msgs if m["hard"] and m["hard"]["type"] == "trade_fill"]
        for m in r.sample(news, min(3, len(news))):
            self.react(m, m["t"] + timedelta(seconds=r.randint(30, 400)), "👀", AUTHORS["sindre"][0])
        for m in fills[:3]:
            self.react(m, m["t"] + timedelta(seconds=r.randint(10, 120)), "✅", AUTHORS["karin"][0])
        if news:
            m = news[0]
            self.react(m, m["t"] + timedelta(seconds=500), "🔥", AUTHORS["johan"][0])
            self.react(m, m["t"] + timedelta(seconds=560), "🔥", AUTHORS["johan"][0], remove=True)
        # unpin the morning macro note at end of day
        macro = next(m for m in self.msgs if m["who"] == "oliver")
        self.pin(macro, self.at(17.8, 300), unpin=True)


DIGEST = [
    "SCB: hushållens konsumtion {v} % högre i december jämfört med året innan",
    "Konjunkturinstitutet: barometerindikatorn steg något i januari",
    "SSB: norsk KPI-JAE {v} % på årsbasis, i linje med prognos",
    "Danmarks Statistik: BNP-revision uppåt med {v} tiondelar",
    "Riksgälden: auktion av statsobligation 1065, bud/täckning {v}",
    "ECB:s protokoll visar bred enighet om att gå försiktigt fram",
    "Brent stiger {v} % efter lagerdata i USA",
    "Fish Pool: terminspriser för Q3 oförändrade",
    "Statistikcentralen (FI): arbetslösheten {v} procentenheter högre än i fjol",
    "USA: inledande ansökningar om arbetslöshetsersättning något lägre än väntat",
    "Norges Bank: valutakjøp for staten uendret neste måned",
    "Nasdaq Nordic: handelsstopp i ett småbolag på First North, ej relaterat till våra namn",
]

MACRO_EXTRA = [
    "Inflation detail. Goods inflation ex energy has fallen for five consecutive months, but the rent component and insurance are sticky. The Riksbank's own measure of underlying inflation, the median of its core measures, is around {a} % above target on a three-month annualised basis. That is the number the board quotes, and it is the reason the minutes sound more patient than the market is.",
    "Labour market. Unemployment is drifting sideways, notices of redundancy have fallen back to the pre-2022 average, and vacancies have stabilised. Wage growth is running at roughly the level the social partners agreed, so there is no second-round story. A hawk on the board would point at services; a dove would point at everything else.",
    "Norway, rates. Norges Bank's last projected path implied two cuts this year; the market has moved to price closer to one and a half. The 10y NGB trades about {b} bp over SGBs, near the wide end of the last twelve months, mostly reflecting term premium and the oil fund's FX-conversion flows rather than anything in Norwegian data.",
    "Krone mechanics. NOK liquidity thins dramatically after 16:00 Oslo time and around month-end, which is when the forward points occasionally misbehave. NOK/SEK at {nok} is roughly where PPP models put it, so the valuation argument has gone in both directions. The correlation with Brent has fallen to almost nothing over sixty days.",
    "Swedish government supply. The Debt Office will auction nominal bonds every other Wednesday as usual, with the 2035 and 2039 lines the likely candidates. Bid-to-cover ratios have been above 3 this year. The linker programme is unchanged. None of this is a catalyst; it mostly sets the background for the curve at {y} % in the ten-year sector.",
    "Denmark. The Nationalbank's policy spread to the ECB is unchanged, FX reserves were stable last month and there has been no intervention since the spring. The DKK forward curve therefore simply reflects the rate differential, and EUR/DKK hedges cost next to nothing. For a Stockholm-based book the Copenhagen exposure is an equity question, not a currency question.",
    "Finland. Growth has been the weakest in the region and the fiscal tightening continues. Helsinki-listed names trade on European rather than Nordic factors, and Finnish government bonds follow the semi-core spread. The relevance for us is mostly through Nordea, Sampo and Kone, which trade in EUR and carry euro-area rate sensitivity.",
    "What would change our mind on the Riksbank: two months of services inflation below 3 %, a visible softening in the labour market, or a sharp krona appreciation beyond what the board has already flagged. Conversely, a wage round well above the benchmark or an energy-price spike would push the first cut into next year.",
    "What would change our mind on Norges Bank: core inflation falling faster than their projection, a sharp NOK appreciation, or a housing correction in Oslo. The regional network report is the most important single release before the next meeting, and we will publish a separate preview.",
    "A note on methodology: our Riksbank probabilities are derived from STINA/RIBA pricing adjusted for a small term premium, and our Norges Bank probabilities from NOWA-linked FRAs. Both approaches have a known bias around meeting dates when liquidity thins; treat a move of less than 10 percentage points as noise. The numbers quoted in this note were taken at the European close yesterday.",
    "On the forward curve: the NOK/SEK 3M points are small and stable, and the carry of holding a forward position for a quarter is a few pips either way. That is why our FX views are expressed in forwards rather than spot: the operational simplicity outweighs the negligible carry cost. The same applies to EUR/DKK hedges on the Copenhagen equities.",
    "Credit. Swedish real-estate names have stabilised and their spreads no longer drive sentiment in covered bonds. Bank senior non-preferred has tightened with European peers. The covered-bond discount to governments is therefore mostly a supply story, which is why it tends to mean-revert once the issuance calendar thins out.",
]

NEWS_TAIL = (" Kursreaktionen i förhandeln var begränsad. Analytiker som nyhetsbyrån talat med beskriver uppgifterna som ”i linje med” eller ”något bättre än” förväntningarna; "
             "inga ändringar i bolagets finansiella mål kommunicerades. Nästa rapport publiceras enligt finansiell kalender.")

NEWS_BODIES = [
    "Bolaget meddelar detta i ett pressmeddelande efter börsens stängning. Ytterligare information lämnas vid en telefonkonferens kl. 10:00 CET; presentationsmaterial finns på bolagets webbplats. Informationen är sådan som {name} är skyldigt att offentliggöra enligt EU:s marknadsmissbruksförordning.",
    "Uppgifterna offentliggjordes via Finansinspektionens register. Transaktionen genomfördes på Nasdaq Nordic; ingen ytterligare kommentar från {name}. Källa: FI:s insynsregister och bolagets IR-avdelning.",
    "Meldingen ble publisert på Oslo Børs NewsWeb. {name} vil gi ytterligere detaljer i kvartalspresentasjonen. Informasjonen er opplysningspliktig etter verdipapirhandelloven § 5-12.",
    "The information was submitted for publication through the agency of the contact person set out in the release. {name} will host an investor call later today; a replay will be available on the company website.",
]

KARIN_REASONS = [
    "Stark orderbok i Europa, Q4 såg bättre ut än väntat.",
    "Teknisk utbrytning över 200-dagars, volymen bekräftar.",
    "Blankarna täcker, lånevolymen ner ca 30 % på en vecka.",
    "Värderingsrabatten mot sektorn är för stor.",
    "Rapporten nästa vecka – vi vill ha positionen på plats före.",
]
SINDRE_REASONS = [
    "laksepris opp 7 % uke/uke, biomasse ser ok ut",
    "Brent holder seg, gassprisen opp, billig vs peers",
    "spot NOK/kg sterkere enn forventet, Q-tall neste uke",
    "nøytral NIM-kommentar, men utbytte-caset står",
]
SINDRE_REASONS_EN = [
    "ex-div next week, fading the bid",
    "salmon spot rolling over, biomass heavy",
    "relative value vs peers, cheap on EV/EBIT",
    "momentum + short covering, stop is tight",
]
AGENT_REASONS = [
    "{name}: estimatrevidering +4 % senaste 30 d, momentum positivt",
    "{name}: underviktad mot modell, likviditet tillräcklig",
    "{name}: katalysator (rapport) inom 10 handelsdagar",
]


# ------------------------------------------------------------------ output
def channel_id(ci: int) -> str:
    if ci < len(CHANNEL_BASE):
        return CHANNEL_BASE[ci]
    return str(int(CHANNEL_BASE[0]) + ci * 1000003 * 4194304)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    all_events = []  # (ms, prio, n, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    n = 0
    for ci in range(channels):
        ch = channel_id(ci)
        worker = ci % 32
        for di in range(days):
            t0 = end - timedelta(days=days - di)
            day = DeskDay(seed, ci, di, ch, t0)
            day.build()
            msgs = sorted(day.msgs, key=lambda m: m["t"])
            last = -1
            seq = (ci // 32) * 64
            for m in msgs:
                ms = int(m["t"].timestamp() * 1000)
                ms = max(ms, last + 1)
                last = ms
                m["ms"] = ms
                seq = (seq + 1) & 0x1FFFF
                m["id"] = str(((ms - DISCORD_EPOCH) << 22) | (worker << 17) | seq)
            for m in msgs:
                m["cid"] = m["thread"]["id"] if m["thread"] else ch
                msg = {"id": m["id"], "author_id": AUTHORS[m["who"]][0], "author_name": AUTHORS[m["who"]][1],
                       "author_bot": AUTHORS[m["who"]][2], "created_at": iso(datetime.fromtimestamp(m["ms"] / 1000, timezone.utc)),
                       "content": m["content"], "attachments": m["attachments"], "embeds": m["embeds"],
                       "reference_id": m["ref"]["id"] if m["ref"] else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["cid"]}
                if m["thread"]:
                    ev["parent_channel_id"] = ch
                ev["message"] = msg
                n += 1
                all_events.append((m["ms"], 0, n, ev))
                # labels
                final = m["edits"][-1][1] if m["edits"] else m["content"]
                m["final"] = final
                if m["hard"]:
                    labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"], "event_type": m["hard"]["type"],
                                                  "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"],
                                                  "final_state": m["state"]})
                elif m["cls"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["cls"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                for s in m["superseded"]:
                    labels["superseded_facts"].append([m["cid"], m["id"], s])
                if m["snippet"]:
                    labels["removed_texts"].append(m["snippet"])
                if m["idiom"] and m["idiom"][0] and m["idiom"][0] not in idiom_seen and len(labels["idioms"]) < 20 and m["state"] in ("live", "edited"):
                    idiom_seen.add(m["idiom"][0])
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
            for op in day.ops:
                tm = int(op["t"].timestamp() * 1000)
                ref = op.get("m") or op["ms"][-1]
                tm = max(tm, max(x["ms"] for x in (op.get("ms") or [ref])) + 1)
                at = iso(datetime.fromtimestamp(tm / 1000, timezone.utc))
                k = op["op"]
                base = {"op": k, "guild_id": GUILD_ID}
                if k == "edit":
                    ev = dict(base, channel_id=op["m"]["cid"], message_id=op["m"]["id"], edited_at=at, content=op["content"])
                elif k == "delete":
                    ev = dict(base, channel_id=op["m"]["cid"], message_id=op["m"]["id"], deleted_at=at)
                elif k == "bulk_delete":
                    ev = dict(base, channel_id=op["ms"][0]["cid"], message_ids=[x["id"] for x in op["ms"]], deleted_at=at)
                elif k == "forget":
                    ev = dict(base, channel_id=op["m"]["cid"], message_id=op["m"]["id"], requested_by=AUTHORS[op["by"]][0], at=at)
                elif k in ("pin", "unpin"):
                    ev = dict(base, channel_id=op["m"]["cid"], message_id=op["m"]["id"], by=AUTHORS[op["who"]][0], at=at)
                else:
                    ev = dict(base, channel_id=op["m"]["cid"], message_id=op["m"]["id"], emoji=op["emoji"], user_id=op["who"], at=at)
                n += 1
                all_events.append((tm, 1, n, ev))
    all_events.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in all_events], "labels": labels}


# ------------------------------------------------------------------ checks
def final_texts(events):
    """message id -> (channel, final visible text or None if removed)."""
    out, removed = {}, set()
    for ev in events:
        k = ev["op"]
        if k == "create":
            m = ev["message"]
            emb = "\n".join(embed_text(e) for e in m.get("embeds", []))
            out[m["id"]] = [ev["channel_id"], m["content"] + "\n" + emb, ev.get("parent_channel_id") or ev["channel_id"], emb]
        elif k == "edit":
            out[ev["message_id"]][1] = ev["content"] + "\n" + out[ev["message_id"]][3]
        elif k in ("delete", "forget"):
            removed.add(ev["message_id"])
        elif k == "bulk_delete":
            removed.update(ev["message_ids"])
    return out, removed


def check(result) -> dict:
    ev, lab = result["events"], result["labels"]
    texts, removed = final_texts(ev)
    problems = []
    last = -1
    for e in ev:
        if e["op"] == "create":
            mid = int(e["message"]["id"])
            ms = (mid >> 22) + DISCORD_EPOCH
            ct = datetime.strptime(e["message"]["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(ct.timestamp() * 1000 - ms) > 1:
                problems.append(f"created_at mismatch {mid}")
            if ms < last:
                problems.append(f"id order {mid}")
            last = ms
    for h in lab["hard_events"]:
        if h["message_id"] not in texts:
            problems.append(f"missing {h['message_id']}")
            continue
        for f in h["facts"]:
            if f not in texts[h["message_id"]][1]:
                problems.append(f"fact {f!r} not in {h['message_id']}")
        if not 1 <= len(h["facts"]) <= 5:
            problems.append(f"fact count {h['message_id']}")
    for cid, mid, s in lab["superseded_facts"]:
        if s in texts[mid][1]:
            problems.append(f"superseded {s!r} still in {mid}")
    live = [v[1] for k, v in texts.items() if k not in removed]
    blob = "\n".join(live)
    for s in lab["removed_texts"]:
        if s in blob:
            problems.append(f"removed snippet still live: {s!r}")
    for i in lab["idioms"]:
        if i["message_id"] not in texts:
            problems.append("idiom id missing")
    # stats per parent channel
    stats = {}
    for mid, (cid, txt, parent, _e) in texts.items():
        day = ((int(mid) >> 22) + DISCORD_EPOCH) // 86400000
        s = stats.setdefault(parent, {"messages": 0, "bytes": 0, "threads": set()})
        s["messages"] += 1
        s["bytes"] += len(txt.encode("utf-8"))
        if cid != parent:
            s["threads"].add(cid)
    types = {}
    for h in lab["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    return {"problems": problems, "channels": {k: {"messages": v["messages"], "bytes": v["bytes"], "threads": len(v["threads"])} for k, v in stats.items()},
            "hard": len(lab["hard_events"]), "hard_by_type": types, "noise": len(lab["noise_message_ids"]),
            "near": len(lab["near_miss_ids"]), "idioms": len(lab["idioms"]), "events": len(ev)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
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
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in res["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    st = check(res)
    print(json.dumps(st, ensure_ascii=False, indent=1), file=sys.stderr)
    return 1 if st["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
