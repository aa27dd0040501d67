"""Merger-arbitrage agent floor: US/European risk-arb fund run mostly by LLM agents.

Agents: filings-agent (EDGAR / RNS), regtime-agent (regulatory timelines), spread-agent
(spread monitor), sizing-agent, exec-agent, news-agent, plus an OMS, a risk engine,
cron / heartbeat / token-meter bots and two human PMs who approve or veto.

Standard library only. Everything is a pure function of the arguments.
Author: blind helper, 2026-12-07.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "merger_arb_agents_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1172945318804263017"
DEFAULT_END = datetime(2026, 11, 19, 0, 0, 0, tzinfo=timezone.utc)
CHANNEL_NAMES = ["arb-floor", "arb-floor-eu", "arb-floor-2", "arb-floor-3"]

# ---------------------------------------------------------------- actors
ACTORS = {
    "margot": ("1178316420957184061", "Margot Ellery", False),
    "dev": ("1178394027771203604", "Dev Raman", False),
    "filings": ("1181260893546512414", "filings-agent", True),
    "regtime": ("1181261455738429470", "regtime-agent", True),
    "spread": ("1181262017352138783", "spread-agent", True),
    "sizing": ("1181262761308639282", "sizing-agent", True),
    "exec": ("1181263390193221652", "exec-agent", True),
    "news": ("1181264112783712286", "news-agent", True),
    "oms": ("1181265087231182888", "OMS", True),
    "risk": ("1181265733426622545", "risk-engine", True),
    "cron": ("1181266305504518195", "cron", True),
    "meter": ("1181266960650793010", "llm-meter", True),
    "deploy": ("1181267544980262982", "deploy-bot", True),
}
AGENTS = ["filings", "regtime", "spread", "sizing", "exec", "news"]
PMS = ["margot", "dev"]

# ---------------------------------------------------------------- deals
DEALS = [
    dict(tk="HALV", tgt="Halvorsen Biologics", acq="Crestmoor Pharma", atk="CRMP", region="US", kind="cash", offer=58.00, regs=["FTC"]),
    dict(tk="QFSW", tgt="Quillfeather Software", acq="Ardent Systems", atk="ARDS", region="US", kind="mixed", offer=45.30, ratio=0.4120, regs=["DOJ", "EC"]),
    dict(tk="TMSC", tgt="Tamarind Semiconductor", acq="Velloro Holdings", atk=None, region="US", kind="cash", offer=41.25, regs=["CFIUS", "SAMR"]),
    dict(tk="BWUT", tgt="Brightwater Utilities", acq="Kestrel Infrastructure Partners", atk=None, region="US", kind="cash", offer=36.10, regs=["FERC", "state PUC"]),
    dict(tk="NGRB", tgt="Northgate Regional Bancorp", acq="Sable Financial", atk="SBLF", region="US", kind="stock", offer=27.40, ratio=1.275, regs=["Fed", "OCC"]),
    dict(tk="ORMD", tgt="Oriel Medical Devices", acq="Pellucid Health", atk="PLCD", region="US", kind="cash", offer=94.00, regs=["FTC"]),
    dict(tk="LMFN", tgt="Lumenfield Networks", acq="Trastevere Telecom", atk=None, region="US", kind="cash", offer=22.40, regs=["CFIUS", "FCC"]),
    dict(tk="ALDG", tgt="Aldergate Foods", acq="Parnell Brands", atk="PRNL", region="US", kind="cash", offer=47.75, regs=["FTC"]),
    dict(tk="SFDS", tgt="Saffron Data Systems", acq="Harrowgate Capital", atk=None, region="US", kind="cash", offer=31.60, regs=["HSR"]),
    dict(tk="CRGE", tgt="Cobalt Ridge Energy", acq="Meridane Oil", atk="MRDN", region="US", kind="stock", offer=63.80, ratio=0.8800, regs=["FTC"]),
    dict(tk="WXC.L", tgt="Wexcombe", acq="Bramwell Group", atk=None, region="UK", kind="cash", offer=412.0, regs=["CMA"]),
    dict(tk="ASHL.L", tgt="Ashdown Logistics", acq="Nordhavn", atk=None, region="UK", kind="cash", offer=286.0, regs=["CMA"]),
    dict(tk="CLDE.L", tgt="Calder Engineering", acq="Trellis Aerospace", atk="TRLS", region="UK", kind="cash", offer=1045.0, regs=["NSIA", "CMA"]),
    dict(tk="RHC.DE", tgt="Rheinau Chemie", acq="Solvanne", atk=None, region="EU", kind="cash", offer=64.50, regs=["EC", "BaFin"]),
    dict(tk="VOG.AS", tgt="Van Oost Groep", acq="Eskerfield", atk=None, region="EU", kind="cash", offer=18.20, regs=["EC"]),
    dict(tk="PNTR.L", tgt="Pentire Leisure", acq="Caraway Capital", atk=None, region="UK", kind="cash", offer=174.0, regs=["Takeover Panel"]),
]

RANDOM_A = ["Granite", "Harborview", "Ivorycrest", "Juniper", "Kingfisher", "Larchmont", "Monarch", "Nettlefield",
            "Ostwald", "Pioneer Ridge", "Quarrymoor", "Rowan", "Sterlingate", "Thistledown", "Umberleigh", "Vantor",
            "Willowmere", "Yarrow", "Zephyrine", "Bellhaven", "Corrigan", "Dunmore", "Elmstead", "Foxcote"]
RANDOM_B = ["Therapeutics", "Bancshares", "Logistics", "Software", "Minerals", "Retail", "Insurance",
            "Semiconductors", "Foods", "Realty", "Holdings", "Industries", "Media", "Diagnostics", "Packaging"]
OTHER_FUNDS = ["Westbrook Arbitrage", "Corvid Event Partners", "Ninefold Capital", "Halyard Risk Arb",
               "Seamark Special Situations", "Tollgate Event Fund"]
BANKS = ["Jefferies", "Barclays", "UBS", "Wolfe", "Evercore ISI", "Bernstein", "Numis", "Berenberg"]

HOUR_W = {
    "any": [0.25, 0.2, 0.2, 0.2, 0.25, 0.35, 0.6, 1.2, 1.6, 1.6, 1.5, 1.4, 1.5, 2.2, 2.6, 2.6, 2.5, 2.4, 2.2, 1.9, 1.5, 1.0, 0.6, 0.4],
    "us": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2, 0.6, 1.6, 2.6, 2.6, 2.4, 2.3, 2.2, 1.8, 0.9, 0, 0, 0],
    "eu": [0, 0, 0, 0, 0, 0, 0.3, 1.6, 2.4, 2.4, 2.1, 1.8, 1.6, 1.4, 1.2, 1.0, 0.5, 0, 0, 0, 0, 0, 0, 0],
    "flat": [1.0] * 24,
    "night": [1.2, 1.2, 1.0, 1.0, 1.0, 0.8, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.6, 1.0, 1.2],
}


def _fmt_ts(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _hhmm(sec: float) -> str:
    sec = int(sec) % 86400
    return "%02d:%02d" % (sec // 3600, (sec % 3600) // 60)


def fq(n: int) -> str:
    return f"{n:,}"


def sq(n: int) -> str:
    if n >= 1_000_000:
        v = n / 1_000_000
        return (f"{v:.1f}".rstrip("0").rstrip(".")) + "m"
    v = n / 1000
    return (f"{v:.1f}".rstrip("0").rstrip(".")) + "k"


class Deal:
    def __init__(self, d, rng):
        self.__dict__.update(d)
        self.regs = list(d["regs"])
        self.atk = d.get("atk")
        self.ratio = d.get("ratio")
        self.spread = rng.uniform(0.012, 0.085)
        self.pos = 0
        self.stop = None

    # price strings
    def px_val(self, rng, bump=0.0):
        return self.offer * (1 - self.spread + bump + rng.uniform(-0.002, 0.002))

    def raw(self, x):
        return f"{x:.1f}" if self.region == "UK" else f"{x:.2f}"

    def px(self, x):
        if self.region == "UK":
            return f"{x:.1f}p"
        if self.region == "EU":
            return f"€{x:.2f}"
        return f"{x:.2f}"

    def terms(self):
        if self.kind == "cash":
            if self.region == "UK":
                return f"{self.offer:.0f}p cash (scheme)"
            if self.region == "EU":
                return f"€{self.offer:.2f} cash tender"
            return f"${self.offer:.2f} cash"
        if self.kind == "stock":
            return f"{self.ratio:.4f} {self.atk} per share (implied ${self.offer:.2f})"
        return f"${12.50:.2f} + {self.ratio:.4f} {self.atk} (implied ${self.offer:.2f})"

    def lot(self, rng):
        if self.region == "UK":
            return rng.randrange(5, 30) * 50_000
        if self.region == "EU":
            return rng.randrange(4, 20) * 5_000
        return rng.randrange(5, 30) * 5_000

    def venue(self):
        return {"UK": "XLON", "EU": "XETR" if self.tk.endswith(".DE") else "XAMS"}.get(self.region, "XNYS")

    def profile(self):
        return "eu" if self.region in ("UK", "EU") else "us"

    def main_reg(self):
        return self.regs[0]


class Msg:
    __slots__ = ("t", "actor", "content", "embeds", "ref", "thread", "kind", "ev", "facts", "phrasing",
                 "idiom", "idiom_exp", "edits", "delete_t", "forget", "bulk", "pin", "reactions", "removed",
                 "superseded", "decision", "id", "ch", "order", "channel_id", "parent_id")

    def __init__(self):
        self.ref = None
        self.thread = None
        self.embeds = None
        self.ev = None
        self.facts = None
        self.phrasing = None
        self.idiom = None
        self.idiom_exp = None
        self.edits = []
        self.delete_t = None
        self.forget = None
        self.bulk = None
        self.pin = None
        self.reactions = []
        self.removed = None
        self.superseded = []
        self.decision = None
        self.id = None


class Thread:
    def __init__(self, t, name):
        self.t = t
        self.name = name
        self.id = None


class DayGen:
    def __init__(self, rng, book, day_ms, ch, day_index):
        self.r = rng
        self.b = book
        self.day_ms = day_ms
        self.ch = ch
        self.day_index = day_index
        self.msgs = []
        self.threads = []
        self.bulk_groups = []
        self.order = 0
        self.date = datetime.fromtimestamp(day_ms / 1000, tz=timezone.utc).strftime("%Y-%m-%d")

    # ----------------------------------------------------------- primitives
    def when(self, profile="any", dur=0.0):
        r = self.r
        h = r.choices(range(24), weights=HOUR_W[profile])[0]
        t = h * 3600 + r.uniform(0, 3600)
        return max(30.0, min(t, 86400 - dur - 120))

    def post(self, t, actor, content="", kind="other", ev=None, facts=None, phrasing=None, ref=None,
             embeds=None, idiom=None, idiom_exp=None, thread=None, decision=None):
        m = Msg()
        m.t = self.day_ms + int(t * 1000) + self.r.randrange(0, 997)
        m.actor = actor
        m.content = content
        m.embeds = embeds
        m.kind = "hard" if ev else kind
        m.ev = ev
        m.facts = facts
        m.phrasing = phrasing
        m.ref = ref
        m.thread = thread
        m.idiom = idiom
        m.idiom_exp = idiom_exp or (ev if ev else "not_hard")
        m.decision = decision
        m.ch = self.ch
        self.order += 1
        m.order = self.order
        self.msgs.append(m)
        return m

    def oid(self):
        return "MA-%06X" % self.r.randrange(16 ** 6)

    def pm(self):
        return self.r.choice(PMS)

    def other_pm(self, p):
        return "dev" if p == "margot" else "margot"

    # ----------------------------------------------------------- scenes
    def lifecycle(self, deal, mode, variant):
        """mode: approve | half | veto | prose. variant selects proposal phrasing."""
        r = self.r
        t = self.when(deal.profile(), dur=7200)
        px = deal.px_val(r)
        side_buy = not (mode == "prose" or (deal.pos > 0 and r.random() < 0.25))
        qty = deal.lot(r)
        lmt = px + (0.01 if side_buy else -0.01) * (1 if deal.region != "UK" else 5)
        lraw, lpx = deal.raw(lmt), deal.px(lmt)
        stop = deal.offer * (1 - deal.spread - r.uniform(0.03, 0.06))
        sraw = deal.px(stop)
        word = "Buy" if side_buy else "Sell"
        if side_buy and deal.pos > 0:
            word = "Add"
        if not side_buy and deal.pos > 0:
            word = "Trim"
        SIDE = "BUY" if side_buy else "SELL"
        prop = None
        proposer = "sizing"
        nav_after = r.uniform(2.5, 7.4)

        # optional wrong-ticker post deleted and reposted
        if variant == "tagged_deleted":
            bad = deal.tk[0] + deal.tk[2] + deal.tk[1] + deal.tk[3:]
            c = f"[PROPOSAL] {word.lower()} {fq(qty)} {bad} @ {lpx} lmt · stop {sraw} · nav after {nav_after:.1f}%"
            dm = self.post(t, "sizing", c, ev="trade_proposal", facts=[bad, word.lower(), fq(qty), lpx], phrasing="tagged")
            dm.delete_t = dm.t + r.randrange(25_000, 90_000)
            dm.removed = f"{fq(qty)} {bad} @ {lpx}"
            t += 95
            self.post(t, "sizing", "wrong symbol on the last one, deleted. reposting", kind="other")
            t += 8
            variant = "tagged"

        if variant == "buried":
            hedge = ""
            if deal.atk and deal.kind in ("stock", "mixed"):
                hedge = f", short {fq(int(qty * deal.ratio))} {deal.atk} as the hedge leg"
            dline = f"- **{word} {fq(qty)} {deal.tk} @ {lpx} limit**{hedge}; spread stop {sraw} → {nav_after:.1f}% NAV after"
            body = (
                f"## Sizing — {deal.tgt} ({deal.tk}) / {deal.acq}\n"
                f"**Terms:** {deal.terms()} · **Last:** {deal.px(px)} · **Gross spread:** {deal.spread*100:.2f}% · "
                f"**Ann.:** {deal.spread*100*r.uniform(2.2, 4.5):.1f}%\n\n"
                f"### Inputs\n"
                f"- {deal.main_reg()}: {r.choice(['review clock running, day ' + str(r.randrange(12, 80)), 'timing agreement in place', 'no requests beyond the initial filing', 'pre-notification talks reported constructive'])}\n"
                f"- Break price est.: {deal.px(deal.offer * r.uniform(0.62, 0.8))} (unaffected + sector drift)\n"
                f"- Implied probability of close: {r.uniform(78, 96):.1f}%\n"
                f"- Current position: {fq(deal.pos) if deal.pos else 'flat'}\n"
                f"- Liquidity: ADV {r.uniform(0.6, 4.5):.1f}m, {r.randrange(4, 15)}% POV keeps us under a fifth of the tape\n\n"
                f"### Proposal\n{dline}\n\n"
                f"### Notes\n"
                f"- would revisit if the {deal.main_reg()} timetable slips past {r.choice(['Q1', 'Q2'])} 2027\n"
                f"- downside case in the model sheet, tab `{deal.tk.split('.')[0].lower()}_break`\n"
                f"- Needs PM sign-off."
            )
            prop = self.post(t, "sizing", body, ev="trade_proposal", facts=[deal.tk, word, fq(qty), lpx],
                             phrasing="buried", decision=dline, idiom="sizing report with decision bullet")
        elif variant == "tagged":
            c = (f"[PROPOSAL] {word.lower()} {fq(qty)} {deal.tk} @ {lpx} lmt · stop {sraw} · nav after {nav_after:.1f}% · "
                 f"why: {r.choice(['spread wide of model', 'vote locked up', 'reg clock on track', 'financing now committed'])}")
            prop = self.post(t, "sizing", c, ev="trade_proposal", facts=[deal.tk, word.lower(), fq(qty), lpx],
                             phrasing="tagged", idiom="tagged [PROPOSAL] line")
        elif variant == "shorthand":
            s = "b" if side_buy else "s"
            c = f"prop {s} {sq(qty)} {deal.tk} @ {lpx} stp {sraw} ({nav_after:.1f}% nav)"
            prop = self.post(t, "sizing", c, ev="trade_proposal", facts=[f"{s} {sq(qty)}", deal.tk, lpx],
                             phrasing="shorthand", idiom="k-suffixed shorthand proposal")
        elif variant == "structured":
            js = json.dumps({"type": "proposal", "deal": f"{deal.tk}/{deal.atk or deal.acq.split()[0].upper()}",
                             "sym": deal.tk, "side": SIDE, "qty": qty, "limit": lraw, "stop": deal.raw(stop),
                             "nav_after": f"{nav_after:.1f}%", "needs": "pm_approval"}, ensure_ascii=False)
            prop = self.post(t, "sizing", "proposal " + js, ev="trade_proposal", facts=[deal.tk, SIDE, str(qty), lraw],
                             phrasing="structured", idiom="JSON proposal from sizing agent")
        elif variant == "embed":
            emb = [{"title": f"Trade proposal — {deal.tk}", "description": f"{deal.tgt} / {deal.acq} · {deal.terms()}",
                    "author": "sizing-agent",
                    "fields": [{"name": "Side", "value": SIDE, "inline": True},
                               {"name": "Qty", "value": fq(qty), "inline": True},
                               {"name": "Limit", "value": lpx, "inline": True},
                               {"name": "Stop", "value": sraw, "inline": True},
                               {"name": "NAV after", "value": f"{nav_after:.1f}%", "inline": True}],
                    "footer": "sizing-agent v2.14 · awaiting PM"}]
            prop = self.post(t, "sizing", "", embeds=emb, ev="trade_proposal", facts=[deal.tk, SIDE, fq(qty), lpx],
                             phrasing="embed", idiom="embed-only proposal")
        elif variant == "prose":
            proposer = self.pm()
            verb = "sell" if not side_buy else "buy"
            c = (f"I'd like to {'trim' if not side_buy else 'add to'} {deal.tgt.split()[0]} into this — {verb} {fq(qty)} {deal.tk} "
                 f"at {lpx} or better. {ACTORS[self.other_pm(proposer)][1].split()[0]}, your call.")
            prop = self.post(t, proposer, c, ev="trade_proposal", facts=[verb, fq(qty), deal.tk, lpx], phrasing="untagged",
                             idiom="PM prose proposal asking the other PM")
            if r.random() < 0.6:
                nq = max(5000, qty - deal.lot(r) // 2)
                nq = nq - nq % 5000 if nq > 5000 else nq
                if nq != qty and fq(nq) not in c:
                    newc = c.replace(fq(qty), fq(nq)) + " (edited: size)"
                    prop.edits.append((prop.t + r.randrange(60_000, 240_000), newc))
                    prop.facts = [verb, fq(nq), deal.tk, lpx]
                    prop.superseded.append(fq(qty))
                    qty = nq
        t += 60

        approver = self.other_pm(proposer) if proposer in PMS else self.pm()
        # a question before the decision (near-miss)
        if r.random() < 0.45:
            t += r.uniform(60, 300)
            q = r.choice([f"why not wait for the {deal.main_reg()} answer before adding?",
                          f"what does the downside look like on {deal.tk} if it breaks?",
                          f"is the {deal.tk} borrow on the hedge still fine?" if deal.atk else f"how much of ADV is that on {deal.tk}?",
                          "is that sized off today's NAV or Friday's?"])
            qm = self.post(t, approver, q, kind="near", ref=prop, idiom="PM question on a proposal")
            t += r.uniform(20, 90)
            ans = r.choice([f"Break px {deal.px(deal.offer * 0.72)} → about {r.uniform(0.4, 1.3):.2f}% NAV at risk on the full position.",
                            f"Spread pays {deal.spread*100:.1f}% gross for roughly {r.randrange(3, 9)} months; waiting costs us the carry and the timeline risk doesn't change much.",
                            f"It's {r.randrange(3, 18)}% of ADV, fine over a session.",
                            "Today's NAV, marked 14:00Z."])
            self.post(t, "sizing", ans, kind="other", ref=qm)
        t += r.uniform(120, 900)

        # decision
        if mode == "veto":
            reg = "CFIUS" if "CFIUS" in deal.regs else deal.main_reg()
            choice = r.choice(["veto", "wait"])
            if choice == "veto":
                c, f = f"veto, too much {reg} risk", ["veto", reg]
            else:
                c, f = f"no. wait for the {reg} answer on {deal.tk}", ["no", "wait", deal.tk]
            ap = self.post(t, approver, c, ev="trade_approval", facts=f, phrasing="reply", ref=prop,
                           idiom="one-line PM veto")
            t += r.uniform(15, 60)
            c2 = r.choice([f"Understood. Standing down on {deal.tk}, not routing to @exec-agent. Will re-run after the {reg} update.",
                           f"Ack — {deal.tk} proposal withdrawn, no order routed."])
            f2 = [deal.tk, "not routing"] if "not routing" in c2 else [deal.tk, "no order routed"]
            self.post(t, "sizing", c2, ev="no_route_decision", facts=f2, phrasing="reply", ref=ap,
                      idiom="agent stands down after veto")
            return t
        rq = qty
        if mode == "half":
            rq = qty // 2
            rq -= rq % 500
            c = r.choice([f"half size — {sq(rq)} {deal.tk} is plenty until the {deal.main_reg()} clock runs out",
                          f"half size pls, {sq(rq)}"])
            f = ["half size", sq(rq)] + ([deal.tk] if deal.tk in c else [])
            ap = self.post(t, approver, c, ev="trade_approval", facts=f, phrasing="reply", ref=prop,
                           idiom="half size approval")
        else:
            opts = [("go", None), ("ok go", ["ok", "go"]), ("👍 send it", ["👍", "send it"]),
                    (f"go on {deal.tk}", ["go", deal.tk]), (f"approved — {deal.tk} {sq(qty)} at {lpx} limit", ["approved", deal.tk, lpx]),
                    (f"yes. {deal.tk} fine at that size", ["yes", deal.tk])]
            c, f = r.choice(opts[1:])
            ap = None
            if variant != "prose" and r.random() < 0.2 and not any(mm.forget for mm in self.msgs):
                # approval with a phone number, erased, then reposted
                bad = f"{c} — and ring me on +44 7700 900{r.randrange(100, 999)} if it gaps"
                fm = self.post(t, approver, bad, ev="trade_approval", facts=f, phrasing="reply", ref=prop)
                fm.forget = (fm.t + r.randrange(120_000, 400_000), ACTORS[self.other_pm(approver)][0])
                fm.removed = bad[bad.index("+44"):bad.index("+44") + 16]
                t += r.uniform(420, 500)
                ap = self.post(t, approver, c + " (reposting without the number)", ev="trade_approval", facts=f,
                               phrasing="reply", ref=prop)
            else:
                ap = self.post(t, approver, c, ev="trade_approval", facts=f, phrasing="reply", ref=prop,
                               idiom="short emoji approval" if "👍" in c else "short go reply")
            if r.random() < 0.5:
                ap.pin = (ap.t + r.randrange(2000, 20000), ACTORS[approver][0])
                ap.reactions.append((ap.t + r.randrange(1000, 2000), "📌", ACTORS[approver][0]))
        t += r.uniform(15, 90)

        # route
        pov = r.randrange(5, 20)
        if r.random() < 0.6:
            c = (f"@exec-agent please work {SIDE} {fq(rq)} {deal.tk}, limit {lpx}, {pov}% POV, done by "
                 f"{_hhmm(t + r.uniform(3600, 7200))}Z. Approved by {ACTORS[approver][1].split()[0]}.")
            route = self.post(t, "sizing", c, ev="route_decision", facts=["@exec-agent", SIDE, fq(rq), deal.tk],
                              phrasing="untagged", ref=ap, idiom="@exec-agent please work handoff")
        else:
            s = "b" if side_buy else "s"
            c = f"→ @exec-agent {deal.tk} {s} {sq(rq)} lmt {lpx} pov{pov}"
            route = self.post(t, "sizing", c, ev="route_decision", facts=["@exec-agent", deal.tk, f"{s} {sq(rq)}"],
                              phrasing="shorthand", ref=ap, idiom="arrow shorthand route")
        t += r.uniform(3, 15)
        self.post(t, "exec", r.choice(["on it", "👍 on it", "ack", "picked up"]), kind="noise", ref=route)
        if r.random() < 0.6:
            t += r.uniform(2, 8)
            self.post(t, "exec", (f"Plan for {deal.tk}: {pov}% POV with a {r.choice(['dark-first', 'lit-only', 'close-weighted'])} schedule, "
                                  f"child size {r.choice(['2-4k', '1-3k', '5-8k'])}, no crossing the limit, pause if the spread moves "
                                  f"more than {r.choice(['5', '8', '10'])}c against arrival or a headline hits the wire. "
                                  f"Expected completion in {r.randrange(40, 150)} min given ADV {r.uniform(0.6, 4.5):.1f}m and "
                                  f"{r.randrange(20, 60)}% of today's volume already printed."), kind="other")
        t += r.uniform(1, 4)
        oid = self.oid()
        # risk engine resize
        if r.random() < 0.3:
            lim = r.choice([6.0, 7.5, 8.0])
            ok = rq * 2 // 3
            ok -= ok % 500
            c = (f"risk-engine CHECK ord={oid} sym={deal.tk} side={SIDE} qty_req={rq} qty_ok={ok} "
                 f"rule=single_deal_max limit={lim:.1f}%NAV proj={lim + r.uniform(0.3, 1.5):.1f}%NAV action=RESIZE")
            self.post(t, "risk", c, ev="risk_limit", facts=[deal.tk, "single_deal_max", f"{lim:.1f}%NAV", "RESIZE"],
                      phrasing="structured", idiom="risk engine key=value resize")
            rq = ok
            t += r.uniform(1, 3)
        # ack
        if r.random() < 0.7:
            js = json.dumps({"evt": "ack", "ord": oid, "sym": deal.tk, "side": SIDE, "qty": rq, "lmt": lraw,
                             "tif": "DAY", "venue": deal.venue(), "status": "WORKING"})
            self.post(t, "oms", js, ev="trade_confirmation", facts=[oid, deal.tk, "WORKING"], phrasing="structured",
                      idiom="OMS JSON ack")
        else:
            c = f"oms ack ord={oid} {deal.tk} {SIDE} {rq} @ {lraw} status=ACCEPTED venue={deal.venue()}"
            self.post(t, "oms", c, ev="trade_confirmation", facts=[oid, deal.tk, "ACCEPTED"], phrasing="structured")
        # fills
        nf = r.choice([1, 1, 2, 2, 2, 3])
        left = rq
        cum = 0
        notional = 0.0
        fills_done = 0
        partial_end = r.random() < 0.2
        for i in range(nf):
            t += r.uniform(180, 1500)
            if i == nf - 1 and not partial_end:
                q = left
            else:
                q = max(500, (left // (nf - i + (1 if partial_end else 0))) // 100 * 100)
            q = min(q, left)
            if q <= 0:
                break
            fpx = lmt - (r.uniform(0, 0.03) if side_buy else -r.uniform(0, 0.03)) * (5 if deal.region == "UK" else 1)
            fr = deal.raw(fpx)
            cum += q
            left -= q
            notional += q * float(fr)
            fills_done += 1
            style = r.random()
            if style < 0.5:
                js = json.dumps({"evt": "fill", "ord": oid, "sym": deal.tk, "side": SIDE, "last_qty": q,
                                 "last_px": fr, "cum_qty": cum, "leaves_qty": left})
                self.post(t, "oms", js, ev="trade_fill", facts=[deal.tk, SIDE, str(q), fr], phrasing="structured",
                          idiom="OMS JSON fill")
            elif style < 0.8:
                emb = [{"title": "Execution report", "author": "OMS",
                        "description": f"{deal.tgt} — {'partial' if left else 'complete'}",
                        "fields": [{"name": "Symbol", "value": deal.tk, "inline": True},
                                   {"name": "Side", "value": SIDE, "inline": True},
                                   {"name": "Qty", "value": fq(q), "inline": True},
                                   {"name": "Px", "value": fr, "inline": True},
                                   {"name": "Leaves", "value": fq(left), "inline": True}],
                        "footer": f"order {oid} · venue {deal.venue()}"}]
                self.post(t, "oms", "", embeds=emb, ev="trade_fill", facts=[deal.tk, SIDE, fq(q), fr], phrasing="embed",
                          idiom="embed-only execution report")
            else:
                c = f"[FILL] {deal.tk} {SIDE} {fq(q)} @ {fr} (ord {oid}, leaves {fq(left)})"
                fm = self.post(t, "exec", c, ev="trade_fill", facts=[deal.tk, SIDE, fq(q), fr], phrasing="tagged",
                               idiom="[FILL] tag from exec agent")
                if left > 2000 and r.random() < 0.5 and not any(x.ev == "trade_fill" and x.edits for x in self.msgs):
                    corr = q + 1000 if left >= 1000 else q
                    if corr != q and fq(q) not in fq(corr) and fq(q) not in fq(left - 1000):
                        newc = f"[FILL] {deal.tk} {SIDE} {fq(corr)} @ {fr} (ord {oid}, leaves {fq(left - 1000)}) — qty corrected"
                        fm.edits.append((fm.t + r.randrange(30_000, 150_000), newc))
                        fm.facts = [deal.tk, SIDE, fq(corr), fr]
                        fm.superseded.append(fq(q))
                        cum += 1000
                        left -= 1000
                        notional += 1000 * float(fr)
            if r.random() < 0.3:
                self.r_react(self.msgs[-1], t, r.choice(["✅", "👀"]), self.pm())
        if cum and fills_done >= 2 and r.random() < 0.5:
            t += r.uniform(30, 120)
            avg = deal.raw(notional / cum)
            verb = "bought" if side_buy else "sold"
            c = (f"done — {verb} {fq(cum)} {deal.tk} avg {avg} over {fills_done} fills, "
                 f"{r.uniform(-0.8, 1.8):.1f}bp vs arrival. {'Position now ' + fq(deal.pos + (cum if side_buy else -cum)) + '.' if deal.pos else ''}")
            self.post(t, "exec", c.strip(), ev="trade_fill", facts=[verb, fq(cum), deal.tk, avg], phrasing="untagged",
                      idiom="exec agent completion summary")
        if left > 0:
            t += r.uniform(600, 2400)
            js = json.dumps({"evt": "cancel_ack", "ord": oid, "sym": deal.tk, "leaves_qty": left, "status": "CANCELLED",
                             "reason": r.choice(["EOD", "limit_through", "pm_request"])})
            self.post(t, "oms", js, ev="trade_confirmation", facts=[oid, deal.tk, "CANCELLED"], phrasing="structured")
        deal.pos += cum if side_buy else -cum
        return t

    def r_react(self, m, t, emoji, who):
        m.reactions.append((m.t + self.r.randrange(3000, 60000), emoji, ACTORS[who][0]))

    def stop_edit_scene(self, deal):
        r = self.r
        t = self.when(deal.profile(), dur=5400)
        levels = []
        base = deal.offer * (1 - deal.spread - r.uniform(0.04, 0.06))
        step = r.choice([0.5, 0.25, 0.75]) * (10 if deal.region == "UK" else 1)
        for i in range(3):
            levels.append(deal.px(base - i * step))
        if len(set(levels)) < 3 or any(levels[i] in levels[j] for i in range(3) for j in range(3) if i != j):
            step *= 2
            levels = [deal.px(base - i * step) for i in range(3)]
        sp = lambda lv: deal.offer - float(lv.replace("p", "").replace("€", ""))
        mk = lambda lv: f"[STOP] {deal.tk} hard stop {lv} (≈{sp(lv):.2f} spread vs {deal.terms().split(' (')[0]}) — live on the book"
        m = self.post(t, "spread", mk(levels[0]), ev="stop_or_target_change", facts=[deal.tk, levels[0]],
                      phrasing="tagged", idiom="[STOP] line edited twice")
        t1 = m.t + r.randrange(1_200_000, 2_400_000)
        t2 = t1 + r.randrange(900_000, 2_400_000)
        m.edits.append((t1, mk(levels[1]) + " · edited"))
        m.edits.append((t2, mk(levels[2]) + " · edited x2"))
        m.facts = [deal.tk, levels[2]]
        m.superseded = [levels[0], levels[1]]
        deal.stop = levels[2]
        self.post(t + r.uniform(20, 120), self.pm(), r.choice(["ok", "👍", "fine"]), kind="noise", ref=m)

    def stop_misc(self, deal, style):
        r = self.r
        t = self.when(deal.profile())
        if style == "target":
            lv = deal.px(deal.offer * (1 - r.uniform(0.003, 0.012)))
            c = f"moving the {deal.tk} target to {lv}, {r.choice(['the court hearing is the only thing left', 'nothing left but the vote', 'no point holding for the last few ticks'])}"
            self.post(t, self.pm(), c, ev="stop_or_target_change", facts=[deal.tk, "target", lv], phrasing="untagged",
                      idiom="PM moves take-profit in prose")
        elif style == "remove":
            c = f"stop on {deal.tk} removed — {r.choice(['hedge covers it now', 'sanction hearing done, nothing left to stop out of', 'PM call, spread is terms-only now'])}"
            self.post(t, r.choice(["spread", "margot", "dev"]), c, ev="stop_or_target_change", facts=[deal.tk, "removed"],
                      phrasing="untagged")
        elif style == "json":
            lv = deal.px_val(r, -r.uniform(0.04, 0.07))
            js = json.dumps({"stops": {"sym": deal.tk, "stop": deal.raw(lv), "tp": None, "set_by": "spread-agent",
                                       "reason": "spread > 2x 20d median"}})
            self.post(t, "spread", js, ev="stop_or_target_change", facts=[deal.tk, deal.raw(lv)], phrasing="structured",
                      idiom="JSON stop line")
        else:  # reply to a spread alert
            a = self.post(t, "spread", f"⚠️ spread alert {deal.tk} {deal.offer * (deal.spread + 0.01):.2f} wide (+{r.uniform(0.05, 0.3):.2f} vs 5d)",
                          kind="noise")
            lv = deal.px_val(r, -r.uniform(0.05, 0.08))
            c = f"tighten it: stop {deal.tk} at {deal.px(lv)}"
            self.post(t + r.uniform(60, 400), self.pm(), c, ev="stop_or_target_change", facts=[deal.tk, deal.px(lv)],
                      phrasing="reply", ref=a, idiom="stop set in reply to an alert")

    def headline(self, deal, rel):
        r = self.r
        q = r.choice(["Q1 2027", "Q2 2027", "early 2027", "mid-2027"])
        date = r.choice(["Dec 4", "Dec 11", "Dec 18", "Jan 8", "Jan 15"])
        pct = f"{r.uniform(88, 99.4):.1f}"
        reg = deal.main_reg()
        T, A = deal.tgt, deal.acq
        pool = [
            (f"{A} gets second request from the {reg} on {T} deal", "second request"),
            (f"{T} holders approve {A} merger, {pct}% of votes cast", "approve"),
            (f"{A}, {T} agree timing agreement with {reg}; close now seen {q}", "timing agreement"),
            (f"Report: rival bidder weighing counteroffer for {T}", "counteroffer"),
            (f"{T} sets special meeting for {date} on {A} deal", "special meeting"),
            (f"{A} reaffirms committed financing for {T} acquisition", "financing"),
            (f"{reg} extends review of {A} bid for {T}", "extends review"),
            (f"{reg} clears {A}'s takeover of {T}", "clears"),
        ]
        if deal.region == "UK":
            pool.append((f"Court sanctions {T} scheme; effective date {date}", "sanctions"))
        h, key = r.choice(pool)
        name = T if T in h else A
        return h, [name, key]

    def news(self, deal, rel):
        """rel: held | watch | none"""
        r = self.r
        t = self.when(deal.profile())
        h, facts = self.headline(deal, rel)
        src = r.choice(["Reuters", "Bloomberg", "Dow Jones", "MLex", "CTFN", "RNS" if deal.region == "UK" else "PR Newswire"])
        ev = {"held": "held_position_news", "watch": "watchlist_news"}.get(rel)
        kind = "near" if rel == "none" else "other"
        style = r.random()
        if style < 0.45:
            c = f"📰 **{src}** {_hhmm(t)}Z — {h}"
            m = self.post(t, "news", c, kind=kind, ev=ev, facts=facts if ev else None, phrasing="untagged",
                          idiom=("headline on held deal by company name" if rel == "held" else
                                 "headline on a deal we don't touch" if rel == "none" else None))
        elif style < 0.75:
            emb = [{"title": h, "url": f"https://news.example/{r.randrange(10**7, 10**8)}", "author": src,
                    "description": r.choice(["Developing.", f"Shares of {deal.tgt} last {deal.px(deal.px_val(r))}."]) + " " + r.choice([
                        "The story cites people familiar with the matter; neither company commented.",
                        "Filing posted on the regulator's website; no change to the announced terms.",
                        "Company statement says it continues to expect completion within the previously announced window.",
                        "Wire copy, no further detail yet; agent will relay updates."]),
                    "footer": f"news-agent · relayed {_hhmm(t)}Z"}]
            m = self.post(t, "news", "", embeds=emb, kind=kind, ev=ev, facts=facts if ev else None, phrasing="embed",
                          idiom="embed headline on watchlist name" if rel == "watch" else None)
        else:
            c = f"HEADLINE ({src}): {h}"
            m = self.post(t, "news", c, kind=kind, ev=ev, facts=facts if ev else None, phrasing="tagged")
        return m, t

    def unrelated_news(self):
        r = self.r
        t = self.when("any")
        a = f"{r.choice(RANDOM_A)} {r.choice(RANDOM_B)}"
        b = f"{r.choice(RANDOM_A)} {r.choice(RANDOM_B)}"
        if a.split()[0] == b.split()[0]:
            b = "Old " + b
        n = f"{r.uniform(0.4, 18):.1f}"
        h = r.choice([f"{a} to acquire {b} for ${n}bn in cash",
                      f"{b} rejects unsolicited ${n}bn approach from {a}",
                      f"{a} and {b} in advanced merger talks, sources say",
                      f"{b} shares jump after {a} confirms possible offer",
                      f"FTC clears {a}'s purchase of {b}",
                      f"{a} walks away from {b} deal, pays ${r.uniform(40, 400):.0f}m break fee"])
        if r.random() < 0.5:
            self.post(t, "news", f"📰 {r.choice(['Reuters', 'Bloomberg', 'WSJ', 'FT'])} — {h}", kind="near")
        else:
            self.post(t, "news", "", kind="near",
                      embeds=[{"title": h, "author": r.choice(["Reuters", "Bloomberg"]), "footer": "news-agent · not in book",
                               "description": r.choice(["People familiar with the matter said talks could still fall apart; the companies declined to comment.",
                                                        "The deal is expected to close in the second half of next year subject to customary approvals.",
                                                        "Shares moved sharply in pre-market trading; the board said it would review the approach with advisers."])}])

    def news_followup(self, deal, m, t, route):
        r = self.r
        t += r.uniform(30, 240)
        if route:
            c = r.choice([f"Routing the {deal.tgt.split()[0]} headline to @regtime-agent for a timeline re-run.",
                          f"routing to @regtime-agent: {deal.tk} — check whether the {deal.main_reg()} date moves"])
            f = ["@regtime-agent", deal.tgt.split()[0] if deal.tgt.split()[0] in c else deal.tk]
            self.post(t, "news", c, ev="route_decision", facts=f, phrasing="reply", ref=m, idiom="news agent routes headline")
        else:
            c = r.choice([f"{deal.tk}: no change to timeline or sizing, not routed.",
                          f"No action on {deal.tk} — already in the base case; not routing."])
            f = [deal.tk, "not routed" if "not routed" in c else "not routing"]
            self.post(t, "regtime", c, ev="no_route_decision", facts=f, phrasing="reply", ref=m,
                      idiom="explicit not-routed after headline")

    def filings_report(self, decision):
        """decision: route | noroute | none"""
        r = self.r
        deals = self.b["held"] + self.b["watch"]
        t = self.when(r.choice(["us", "eu", "any"]))
        src = "EDGAR" if r.random() < 0.65 else "RNS"
        lines = []
        forms_us = ["8-K item 8.01", "DEFA14A", "SC 13D/A", "425", "SC 14D9/A", "DEFM14A", "S-4/A", "4"]
        forms_uk = ["Form 8.3", "Form 8 (OPD)", "Rule 2.9", "Scheme Document", "Court Meeting results", "Rule 26 doc"]
        n = r.randrange(8, 14)
        for i in range(n):
            d = r.choice(deals)
            f = r.choice(forms_uk if d.region == "UK" else forms_us)
            acc = f"0001{r.randrange(100000, 999999)}-26-{r.randrange(100000, 999999)}" if d.region == "US" else f"RNS {r.randrange(1000, 9999)}{r.choice('ABCDEFGHJK')}"
            lines.append(f"- `{f}` {d.tk} ({d.tgt}) · {acc} · {_hhmm(t - r.uniform(60, 1700))}Z — "
                         f"{r.choice(['boilerplate, no new terms', 'holder disclosure under the usual threshold', 'procedural: exhibit refresh only', 'already in model, nothing incremental', 'supplemental disclosure to moot a strike suit', 'updated background of the merger section, same timeline', 'director dealing, immaterial size'])}")
        dm = None
        dline = None
        ev = None
        facts = None
        if decision == "route":
            d = r.choice(deals)
            f = "DEFM14A" if d.region == "US" else "Scheme Document"
            dline = f"- **→ routed** `{f}` {d.tk} to @regtime-agent: {r.choice(['vote date changed', 'new outside date', 'regulatory section rewritten'])}"
            ev, facts = "route_decision", ["routed", d.tk, "@regtime-agent"]
        elif decision == "noroute":
            d = r.choice(deals)
            f = "SC 13D/A" if d.region == "US" else "Form 8.3"
            dline = f"- **{f} on {d.tk}: no action, not routed** (passive holder, no change to vote math)"
            ev, facts = "no_route_decision", [d.tk, "not routed"]
        if dline:
            lines.insert(r.randrange(1, len(lines)), dline)
        body = (f"## {src} scan {_hhmm(t)}Z\n"
                f"{r.randrange(20, 70)} new filings, {len(lines)} touch the book/watchlist\n\n" + "\n".join(lines) +
                f"\n\n_next scan {_hhmm(t + 1800)}Z · parser v{r.randrange(3, 5)}.{r.randrange(0, 20)}_")
        if ev:
            self.post(t, "filings", body, ev=ev, facts=facts, phrasing="buried", decision=dline,
                      idiom="decision buried in filings scan" if ev == "route_decision" else "no-route bullet in filings scan")
        else:
            self.post(t, "filings", body, kind="near", idiom="filings scan with no decision")

    def thesis(self, deal, style, thread=None, t=None):
        r = self.r
        if t is None:
            t = self.when(deal.profile())
        if style == "report":
            levels = ["high", "medium", "low"]
            a = r.randrange(0, 2)
            frm, to = levels[a], levels[a + 1]
            dt = f"2027-{r.randrange(2, 9):02d}-{r.randrange(1, 28):02d}"
            dline = f"- **Call:** conviction on {deal.tk} lowered {frm} → {to}; base-case close moved to {dt}"
            body = (f"## Timeline — {deal.tk} / {deal.acq}\n"
                    + "\n".join(f"- {rg}: {r.choice(['clock day ' + str(r.randrange(5, 90)), 'filing accepted', 'questions outstanding', 'waiting on remedy proposal', 'informal contacts only'])}" for rg in deal.regs)
                    + f"\n- Outside date: 2027-{r.randrange(3, 12):02d}-30 (+{r.choice([90, 120, 180])}d extension)\n"
                    + dline + "\n"
                    + f"- Next check: {r.choice(['Monday', 'after the hearing', 'on the next docket update'])}\n"
                    + f"\nSources: docket, {r.choice(['MLex', 'CTFN', 'company 8-K'])}, model `{deal.tk.split('.')[0].lower()}_tl`")
            return self.post(t, "regtime", body, ev="thesis_update", facts=[deal.tk, "conviction", to, dt], phrasing="buried",
                             decision=dline, thread=thread, idiom="conviction change in timeline report")
        if style == "pm":
            c = r.choice([
                (f"I've changed my mind on {deal.tgt.split()[0]}. {deal.tk} goes from core to tactical — no adds until the {deal.main_reg()} picture is clearer.",
                 [deal.tk, "core to tactical"]),
                (f"Re-underwrote {deal.tk} after the last filing: thesis intact, conviction stays high.",
                 [deal.tk, "thesis intact", "conviction stays high"]),
                (f"{deal.tk} is now a break-risk name for me. Thesis downgraded; treat the spread as fair, not cheap.",
                 [deal.tk, "Thesis downgraded"]),
            ])
            return self.post(t, self.pm(), c[0], ev="thesis_update", facts=c[1], phrasing="untagged", thread=thread,
                             idiom="PM thesis change in prose")
        # agent short tag
        c = f"[VIEW] {deal.tk}: prob. of close {r.randrange(70, 82)}% → {r.randrange(84, 95)}%, conviction up to high"
        return self.post(t, "regtime", c, ev="thesis_update", facts=[deal.tk, "conviction up to high"], phrasing="tagged",
                         thread=thread)

    def risk_events(self, k):
        r = self.r
        out = []
        if k == "breach":
            t = self.when("us")
            d = r.choice(self.b["held"])
            lim = r.choice(["8.0%", "7.5%"])
            c = (f"risk-engine ALERT kind=BREACH rule=single_deal_max name={d.tk} exposure={float(lim[:-1]) + r.uniform(0.1, 0.9):.1f}% "
                 f"limit={lim} action=block_adds")
            out.append(self.post(t, "risk", c, ev="risk_limit", facts=["BREACH", "single_deal_max", d.tk, lim], phrasing="structured"))
        elif k == "gross":
            t = self.when("us")
            lim = r.choice([280, 300, 320])
            c = f"risk-engine ALERT kind=BREACH rule=gross_max value={lim + r.randrange(3, 14)}% limit={lim}% action=block_new_positions"
            out.append(self.post(t, "risk", c, ev="risk_limit", facts=["BREACH", "gross_max", f"{lim}%"], phrasing="structured"))
        elif k == "set":
            t = self.when("eu")
            p = self.pm()
            a = r.choice(["7.5%", "7%", "6.5%"])
            b = r.choice(["5%", "4%"])
            c = (f"Effective now: single-deal cap {a} NAV, anything with CFIUS/NSIA exposure {b} NAV. "
                 f"@risk-engine please load it.")
            m = self.post(t, p, c, ev="risk_limit", facts=[f"single-deal cap {a} NAV", f"{b} NAV"], phrasing="untagged",
                          idiom="PM sets concentration limit in prose")
            m.pin = (m.t + r.randrange(5000, 60000), ACTORS[p][0])
            m.reactions.append((m.t + r.randrange(2000, 4000), "📌", ACTORS[p][0]))
            cfg = f"risk-engine CONFIG single_deal_max={a} cfius_deal_max={b} set_by={ACTORS[p][1].split()[0].lower()} status=loaded"
            out.append(m)
            out.append(self.post(t + r.uniform(20, 90), "risk", cfg, ev="risk_limit", facts=["single_deal_max", a, "loaded"],
                                 phrasing="structured", ref=m))
        elif k == "embed":
            t = self.when("us")
            lim = r.choice(["110%", "120%"])
            emb = [{"title": "Limit breach — net exposure", "author": "risk-engine",
                    "fields": [{"name": "Rule", "value": "net_max", "inline": True},
                               {"name": "Value", "value": f"{int(lim[:-1]) + r.randrange(1, 9)}%", "inline": True},
                               {"name": "Limit", "value": lim, "inline": True},
                               {"name": "Action", "value": "hedge_required", "inline": True}],
                    "footer": "risk-engine 4.2 · intraday"}]
            out.append(self.post(t, "risk", "", embeds=emb, ev="risk_limit", facts=["net_max", lim, "hedge_required"], phrasing="embed",
                                 idiom="embed-only limit breach"))
        return out

    def war_room(self, deal):
        r = self.r
        t = self.when(deal.profile(), dur=5000)
        opener = self.post(t, "regtime", f"Opening a thread for {deal.tk} — {deal.main_reg()} process, keep the chatter there.",
                           kind="other")
        th = Thread(opener.t + 800, f"{deal.tk} {deal.main_reg()} war room")
        self.threads.append(th)
        t += 5
        self.post(t, "regtime", f"Context: {deal.tgt} / {deal.acq}, {deal.terms()}. Current clock + docket below as they come in.",
                  kind="other", thread=th)
        t += r.uniform(120, 600)
        self.thesis(deal, "report", thread=th, t=t)
        t += r.uniform(60, 300)
        self.post(t, self.pm(), r.choice([f"so what's the real probability here? {r.randrange(60, 90)}% feels generous",
                                          "do we think they litigate or remedy?", "any read on the staff recommendation?"]),
                  kind="near", thread=th)
        t += r.uniform(30, 200)
        brk = deal.px(deal.offer * r.uniform(0.6, 0.78))
        self.post(t, "spread", (f"Scenario: if the {deal.main_reg()} sues, spread goes to ~{deal.offer - float(brk.strip('p€')):.2f} "
                                f"(break px {brk}); at current size that's about -{r.uniform(0.5, 1.6):.2f}% NAV. "
                                f"If they clear with remedies, +{r.uniform(0.2, 0.5):.2f}%. No action proposed."),
                  kind="near", thread=th, idiom="if-regulator-sues scenario")
        t += r.uniform(60, 400)
        self.post(t, "regtime", f"Docket check {_hhmm(t)}Z: nothing new. Next window closes {r.choice(['Thu', 'Fri', 'Mon'])}.",
                  kind="other", thread=th)
        t += r.uniform(60, 400)
        self.post(t, self.pm(), r.choice(["thx", "ok", "👍"]), kind="noise", thread=th)
        if r.random() < 0.6:
            t += r.uniform(120, 600)
            lv = deal.px_val(r, -r.uniform(0.05, 0.08))
            self.post(t, self.pm(), f"set {deal.tk} stop {deal.px(lv)} until we hear back", ev="stop_or_target_change",
                      facts=[deal.tk, "stop", deal.px(lv)], phrasing="untagged", thread=th)

    # ----------------------------------------------------------- near misses
    def near_miss(self, kind):
        r = self.r
        held = self.b["held"]
        watch = self.b["watch"]
        d = r.choice(held + watch)
        t = self.when(d.profile() if kind not in ("13f", "backtest", "history") else "any")
        if kind == "scenario":
            brk = deal_brk = d.px(d.offer * r.uniform(0.6, 0.8))
            c = (f"If the {d.main_reg()} {r.choice(['sues', 'goes Phase 2', 'asks for more time'])} on {d.tk}, spread goes to "
                 f"~{(d.offer - float(brk.strip('p€'))) * r.uniform(0.4, 0.9):.2f} and we'd be looking at {deal_brk} on a break. Just framing it.")
            self.post(t, r.choice(["spread", "regtime"]), c, kind="near")
        elif kind == "question":
            c = r.choice([f"should we be adding {d.tk} before the vote?", f"what would half size look like on {d.tk}?",
                          f"are we sure about the {d.main_reg()} date on {d.tk}? feels early",
                          f"anyone know if {d.acq} has the financing fully syndicated?",
                          f"what's our downside if {d.main_reg()} goes long on {d.tk}?"])
            self.post(t, self.pm(), c, kind="near", idiom="PM question with ticker, no decision")
        elif kind == "13f":
            f1, f2 = r.sample(OTHER_FUNDS, 2)
            d2 = r.choice(held)
            c = (f"13F-HR (Q3) roundup: {f1} reported {r.uniform(0.4, 2.5):.2f}m {d2.tk} (new), {f2} cut {d.tk} by "
                 f"{r.randrange(20, 70)}%. {r.choice(OTHER_FUNDS)} initiated {r.choice(held + watch).tk}. Stale by 45d, fyi only.")
            self.post(t, "news", c, kind="near", idiom="other funds 13F positions")
        elif kind == "history":
            nm = f"{r.choice(RANDOM_A)} {r.choice(RANDOM_B)}"
            c = (f"for context — last year's {nm} deal closed on {r.choice(['2025-11-14', '2025-09-30', '2025-06-02'])}; we bought "
                 f"{fq(r.randrange(10, 40) * 10000)} at {r.uniform(20, 60):.2f} in March and it paid terms. Same FTC staff team as on {d.tk}.")
            self.post(t, r.choice(["regtime", "margot", "dev"]), c, kind="near", idiom="closed deal recounted with past fill")
        elif kind == "paper":
            d2 = r.choice(self.b["others"])
            c = (f"paper book update (not traded): b {sq(d2.lot(r))} {d2.tk} @ {d2.px(d2.px_val(r))}, "
                 f"s {sq(d.lot(r))} {d.tk} @ {d.px(d.px_val(r))}. Paper P&L MTD +{r.uniform(0.1, 0.9):.2f}%.")
            self.post(t, "sizing", c, kind="near", idiom="paper portfolio shorthand")
        elif kind == "analyst":
            bk = r.choice(BANKS)
            c = (f"> \"We assign {r.randrange(65, 92)}% odds to a clean close for {d.tgt}; downside to {d.px(d.offer * 0.7)} on a break. "
                 f"We would be buyers of the spread below {d.spread * 100 + 1:.1f}%.\"\n— {bk} M&A note, forwarded by news-agent")
            self.post(t, "news", c, kind="near", idiom="quoted analyst note with buy language")
        elif kind == "otherdesk":
            c = r.choice([f"fyi the event-driven pod two floors up bought {sq(d.lot(r))} {d.tk} this morning, not us",
                          f"tape chatter: {r.choice(OTHER_FUNDS)} sold a block of {d.tk} at {d.px(d.px_val(r))}"])
            self.post(t, r.choice(["margot", "dev", "news"]), c, kind="near", idiom="another fund's trade")
        elif kind == "suggest":
            lv = d.px(d.px_val(r, -0.05))
            c = f"a stop at {lv} on {d.tk} would be sensible if the {d.main_reg()} headline lands badly"
            self.post(t, r.choice(["spread", "dev"]), c, kind="near", idiom="stop suggestion without decision")
        elif kind == "backtest":
            c = (f"backtest: spread-stop at {r.choice(['1.5x', '2.0x', '2.5x'])} 20d median on US cash deals 2018-2025 — "
                 f"hit rate {r.randrange(60, 80)}%, avg loss avoided {r.uniform(1.5, 4.5):.1f}%, {r.randrange(3, 12)} false stops. "
                 f"Would have sold {d.tk}-like names {r.randrange(2, 6)}d early on average.")
            self.post(t, "spread", c, kind="near", idiom="backtest with sell language")
        elif kind == "thinking":
            c = (f"considering a proposal on {d.tk} once {r.choice(['the go-shop ends', 'the vote is in', 'the clock restarts'])}; "
                 f"not proposing yet, spread {d.spread * 100:.2f}% is inside my {d.spread * 100 + 0.6:.2f}% trigger.")
            self.post(t, "sizing", c, kind="near", idiom="agent musing about a future proposal")
        elif kind == "hypo_risk":
            c = f"if we took {d.tk} to {r.choice(['8%', '9%', '10%'])} we'd breach the single-deal cap, so the most we could do is ~{sq(d.lot(r))} more"
            self.post(t, "risk", c, kind="near", idiom="hypothetical limit breach")
        elif kind == "tca":
            c = (f"TCA last week: {r.choice(['bought', 'sold'])} {fq(d.lot(r))} {d.tk} avg {d.px(d.px_val(r))}, "
                 f"{r.uniform(-1, 2):.1f}bp vs arrival, {r.randrange(2, 7)} child orders. Nothing to change in the algo.")
            self.post(t, "exec", c, kind="near", idiom="last week's TCA with fill-like numbers")

    # ----------------------------------------------------------- neutral & noise

    def book_review(self, i):
        r = self.r
        t = self.when(["eu", "us", "us", "us"][i % 4])
        who = ["regtime", "sizing", "spread", "regtime"][i % 4]
        head = ["## Morning book review", "## Midday book review", "## Afternoon book review", "## Close book review"][i % 4]
        parts = [f"{head} · {_hhmm(t)}Z", ""]
        for d in self.b["held"] + self.b["watch"]:
            st = "held" if d in self.b["held"] else "watch"
            pos = f"{fq(d.pos)} sh" if d.pos else "flat"
            parts.append(f"**{d.tk}** ({d.tgt} / {d.acq}, {st}) — {d.terms().split(' (')[0]}; last {d.px(d.px_val(r))}, "
                         f"gross {d.spread * 100 + r.uniform(-0.08, 0.08):.2f}%, {r.randrange(40, 260)}d to expected close. "
                         f"Position {pos}. Next catalyst: {d.main_reg()} {r.choice(['clock', 'hearing', 'filing', 'decision window'])} "
                         f"{r.choice(['next week', 'this month', 'early Jan', 'late Jan'])}. "
                         f"{r.choice(['Tape quiet.', 'Borrow unchanged.', 'Arb community positioning looks crowded.', 'Options imply a modest move on the catalyst.', 'Docket unchanged since yesterday.'])} "
                         f"{r.choice(['Acquirer stock ' + format(r.uniform(-2, 2), '+.1f') + '% on the week.', 'Volume ' + str(r.randrange(40, 160)) + '% of 20d average.', 'No 13D activity since signing.', 'Sell-side coverage unchanged.', 'Spread has tracked the sector ETF loosely.'])}")
        parts.append("")
        parts.append(f"Aggregate: {len(self.b['held'])} live deals, weighted gross spread {r.uniform(3, 6):.2f}%, "
                     f"{r.uniform(8, 16):.1f}% annualised. This is a status read, nothing in it is a proposal.")
        self.post(t, who, "\n".join(parts), kind="near", idiom="long book review, no decision")

    def docket_update(self):
        r = self.r
        d = r.choice(self.b["held"] + self.b["watch"])
        t = self.when(d.profile())
        src = {"US": "PACER / agency site", "UK": "CMA case page", "EU": "EC competition register"}[d.region]
        body = (f"**Docket update — {d.tk}** ({src}, pulled {_hhmm(t)}Z)\n"
                f"- {d.main_reg()}: {r.choice(['no new entries', 'one procedural entry (notice of appearance)', 'invitation to comment published', 'statement of issues not yet posted', 'timetable page refreshed, dates unchanged'])}\n"
                f"- {r.choice(d.regs)}: {r.choice(['clock day ' + str(r.randrange(3, 60)), 'awaiting formal notification', 'remedy discussions reported', 'nothing since last pull'])}\n"
                f"- Company: {r.choice(['no 8-K', 'no RNS', 'IR says timing guidance unchanged', 'investor day slides repeat the close window'])}\n"
                f"Model timeline `{d.tk.split('.')[0].lower()}_tl` re-run: expected close unchanged, "
                f"probability inputs unchanged. Nothing for sizing.\n"
                f"_Pull log: {r.randrange(2, 9)} pages fetched, {r.randrange(0, 3)} cache misses, last change on the docket "
                f"{r.randrange(1, 14)}d ago; next scheduled pull {_hhmm(t + 3600)}Z._")
        self.post(t, "regtime", body, kind="other")

    def deal_discussion(self):
        r = self.r
        d = r.choice(self.b["held"] + self.b["watch"])
        t = self.when(d.profile())
        p = self.pm()
        body = r.choice([
            (f"Thinking out loud on {d.tk}: the market is pricing roughly {r.randrange(70, 92)}% odds, which only works if you believe "
             f"the {d.main_reg()} staff don't care about the overlap in {r.choice(['pumps', 'pet food', 'analytics', 'regional deposits', 'specialty resins'])}. "
             f"Historically that kind of overlap gets a consent decree, not a suit. If I had to buy or sell the spread blind I'd lean buy, "
             f"but the carry isn't great at {d.spread * 100:.1f}% and the outside date leaves little room. Not a trade, just where my head is."),
            (f"Re {d.tk}: people keep comparing it to the {r.choice(RANDOM_A)} deal from 2023, which broke at the second request stage and "
             f"the target went back to unaffected minus 10%. Different facts — that one had a {r.choice(['hospital', 'grocery', 'rail'])} overlap and a hostile state AG. "
             f"Worth having regtime pull the comparables into the sheet so the next sizing pass isn't anchored on the wrong precedent."),
            (f"Long-winded one, sorry. On {d.acq}'s side the financing is {r.choice(['fully committed bridge', 'bonds already placed', 'cash on balance sheet'])}, "
             f"so the break risk is regulatory or nothing. The shareholders' vote is a formality, and the only way I see this spread "
             f"widening meaningfully is a {d.main_reg()} headline. Sellers into that would be the usual fast money; we'd want to be ready, "
             f"but there's nothing to do today."),
        ])
        self.post(t, p, body, kind="near", idiom="PM long analysis with buy/sell words, no decision")

    def sizing_pass(self, i):
        r = self.r
        t = self.when(["eu", "us", "us", "any"][i % 4])
        rows = []
        for d in self.b["held"]:
            tgt_w = r.uniform(3, 7.5)
            rows.append(f"| {d.tk} | {fq(d.pos)} | {tgt_w + r.uniform(-0.6, 0.6):.2f}% | {tgt_w:.2f}% | {r.uniform(70, 96):.0f}% | "
                        f"{r.uniform(0.3, 1.6):.2f}% | {r.choice(['in band', 'in band', 'in band', 'edge of band'])} |")
        body = (f"## Sizing pass {_hhmm(t)}Z\n"
                f"Kelly-lite on implied vs model probability, capped by the single-deal and CFIUS/NSIA caps in the risk engine.\n\n"
                f"| sym | shares | weight | model weight | model p | loss on break (NAV) | status |\n|---|---|---|---|---|---|---|\n"
                + "\n".join(rows) +
                f"\n\nInputs refreshed: spreads from spread-agent {_hhmm(t - 300)}Z, timelines from regtime-agent, borrow from prime "
                f"{_hhmm(t - 900)}Z. Correlation haircut {r.uniform(0.1, 0.3):.2f} applied to the {r.choice(['FTC', 'CMA', 'EC'])}-heavy cluster. "
                f"Table only; proposals, when there are any, go out as separate posts for PM sign-off.")
        self.post(t, "sizing", body, kind="other")

    def reg_memo(self):
        r = self.r
        t = self.when("any")
        paras = [f"## Regulatory outlook — week of {self.date}", ""]
        for d in self.b["held"] + self.b["watch"][:3]:
            paras.append(f"### {d.tk} — {d.tgt} / {d.acq}")
            paras.append(f"{', '.join(d.regs)} in play. {r.choice(['Staff have asked for customer lists in two overlap markets.', 'The filing was accepted without pull-and-refile.', 'Third-party complaints so far are limited to one trade group.', 'Parties are said to be drafting a remedy package pre-emptively.', 'Review looks routine on the public record.'])} "
                         f"{r.choice(['Historical base rate for this agency/sector pair is a clean close in roughly four of five cases.', 'Comparable reviews ran 30-45 days past the statutory clock.', 'Political overlay is low; no congressional letters on file.', 'Court calendar is the binding constraint, not the agency.'])} "
                         f"Outside date 2027-{r.randrange(2, 10):02d}-{r.randrange(1, 28):02d}.")
            paras.append("")
        paras.append("Method note: probabilities in the sheet are agency base rates adjusted for the docket signals above; none of this changes the book by itself.")
        self.post(t, "regtime", "\n".join(paras), kind="other")

    def deep_read(self):
        r = self.r
        d = r.choice(self.b["held"] + self.b["watch"])
        t = self.when(d.profile())
        doc = {"US": r.choice(["DEFM14A", "S-4/A", "SC 14D9"]), "UK": "Scheme Document", "EU": "offer document"}[d.region]
        body = (f"## Deep read — {d.tk} {doc}\n"
                f"**Background of the merger:** {r.randrange(3, 9)} parties contacted, {r.randrange(1, 4)} submitted IOIs; "
                f"{d.acq} raised twice before the signed price. No sign of a bidder that was cut off mid-process.\n"
                f"**Conditions:** {', '.join(d.regs)} clearance; no financing condition; MAC carve-outs standard, pandemic and "
                f"tariff language included.\n"
                f"**Termination fees:** target {r.uniform(2.5, 3.8):.1f}% of equity value; reverse fee {r.uniform(4, 7):.1f}% payable on regulatory failure.\n"
                f"**Efforts covenant:** {r.choice(['hell-or-high-water up to a divestiture cap', 'reasonable best efforts, no litigation obligation', 'obligation to litigate to the outside date'])}.\n"
                f"**Projections:** management case implies {r.uniform(8, 14):.1f}x EBITDA at terms; the downside case is what the break price in the model uses.\n"
                f"**Appraisal / dissent:** {r.choice(['n/a (stock consideration)', 'standard DGCL 262 rights', 'not applicable under the scheme'])}.\n\n"
                f"Nothing here changes timing or probability inputs; filed to the deal folder.")
        self.post(t, "filings", body, kind="other")

    def eod_tca(self):
        r = self.r
        t = 21.5 * 3600 + r.uniform(0, 1800)
        lines = [f"- {d.tk}: {r.randrange(0, 4)} parent orders, {r.uniform(-1.5, 2.5):+.1f}bp vs arrival, participation {r.randrange(3, 18)}%"
                 for d in self.b["held"]]
        self.post(t, "exec", "## Execution day summary\n" + "\n".join(lines) +
                  f"\n\nVenue mix: lit {r.randrange(40, 70)}%, dark {r.randrange(15, 40)}%, auctions remainder. "
                  f"No rejects from the OMS, {r.randrange(0, 3)} reconnects on the FIX session, all benign.", kind="other")

    def morning_note(self, wrap='Overnight'):
        r = self.r
        t = self.when("eu" if wrap == 'Overnight' else "us")
        items = []
        for _ in range(r.randrange(7, 11)):
            a = f"{r.choice(RANDOM_A)} {r.choice(RANDOM_B)}"
            b = f"{r.choice(RANDOM_A)} {r.choice(RANDOM_B)}"
            items.append(f"- {a} / {b}: {r.choice(['terms agreed at a ' + str(r.randrange(20, 70)) + '% premium', 'talks confirmed, no terms', 'EC Phase 1 opened', 'HSR expired', 'vote passed', 'bidder walked'])}; "
                         f"{r.choice(['not in our universe', 'too small for us', 'stock-for-stock with a collar, pass', 'PE buyer, financing-light'])}")
        body = (f"## {wrap} deal wrap ({self.date})\n"
                f"Asia quiet; futures {r.choice(['flat', 'up a touch', 'softer'])}; IG spreads {r.choice(['unchanged', '1bp tighter', '2bp wider'])}.\n\n"
                + "\n".join(items) +
                "\n\nNothing above touches the book or the watchlist.")
        self.post(t, "news", body, kind="near", idiom="overnight wrap of unrelated deals")
    def spread_board(self):
        r = self.r
        t = self.when("any")
        rows = []
        for d in self.b["held"] + self.b["watch"]:
            rows.append(f"| {d.tk} | {d.terms().split(' (')[0]} | {d.px(d.px_val(r))} | {d.spread * 100 + r.uniform(-0.1, 0.1):.2f}% | "
                        f"{d.spread * 100 * r.uniform(2, 4.5):.1f}% | {d.px(d.offer * r.uniform(0.62, 0.8))} | {r.uniform(75, 96):.0f}% | "
                        f"{r.uniform(-0.15, 0.15):+.2f} | {'held' if d in self.b['held'] else 'watch'} |")
        body = (f"### Spread board {_hhmm(t)}Z\n| sym | terms | last | gross | ann. | break px | implied p | chg | book |\n|---|---|---|---|---|---|---|---|---|\n"
                + "\n".join(rows) + f"\n\nwidest move: {r.choice(self.b['held']).tk} ({r.uniform(-0.2, 0.2):+.2f}). No alerts above threshold.\n"
                f"- implied p uses break px from the model sheet and last trade; stale quotes (> 5 min) flagged with *\n"
                f"- stock-deal spreads computed off the acquirer mid at {_hhmm(t - 60)}Z, hedge ratio per merger agreement\n"
                f"- annualised to the regtime base-case close, not the outside date")
        self.post(t, "spread", body, kind="other")

    def calendar(self):
        r = self.r
        t = self.when("eu")
        lines = []
        for d in self.b["held"] + self.b["watch"][:2]:
            lines.append(f"- **{d.tk}** — {d.main_reg()}: {r.choice(['decision due', 'clock day', 'hearing', 'filing window'])} "
                         f"{r.choice(['Dec 2', 'Dec 9', 'Dec 16', 'Jan 6', 'Jan 20', 'Feb 3'])}; outside date 2027-{r.randrange(2, 10):02d}-{r.randrange(1, 28):02d}")
        body = f"## Reg calendar, week of {self.date}\n" + "\n".join(lines) + "\n\nNo changes vs last run except dates marked in the sheet."
        self.post(t, "regtime", body, kind="other")

    def positions(self):
        r = self.r
        t = self.when("night")
        lines = [f"- {d.tk}: {fq(d.pos)} sh · stop {d.stop or 'none'}" for d in self.b["held"] if d.pos]
        self.post(t, "exec", "EOD book\n" + "\n".join(lines) + f"\nGross {r.randrange(180, 260)}% · net {r.randrange(70, 105)}%",
                  kind="other")

    def chatter(self):
        r = self.r
        t = self.when("any")
        p = self.pm()
        c = r.choice(["in a call till the top of the hour", "anyone have the CMA case page link handy?",
                      "lunch is here if anyone wants it", "the EDGAR full-text search is slow again",
                      "going offline for 30, ping if anything breaks", "who turned the sizing temperature up? reports are chatty today",
                      "heads up, I'm on the train, mostly reading", "the court calendar moved again, regtime has it",
                      f"good call on {r.choice(self.b['held']).tk} earlier", "can someone mute the heartbeat spam in here",
                      "back", "nice", "let's keep the headlines on non-book names to a minimum",
                      "I'll be late tomorrow, Dev has the book", "weekly deck due friday, agents pls draft the spread section"])
        m = self.post(t, p, c, kind="other")
        if r.random() < 0.4:
            self.post(t + r.uniform(20, 300), self.other_pm(p), r.choice(["👍", "ok", "thx", "same", "lol", "noted"]),
                      kind="noise", ref=m)

    def agent_chat(self):
        r = self.r
        d = r.choice(self.b["held"] + self.b["watch"])
        t = self.when(d.profile())
        a, b = r.sample(["filings", "regtime", "spread", "sizing"], 2)
        c = r.choice([f"@{ACTORS[b][1]} do you have the latest outside date for {d.tk}? my copy says 2027-0{r.randrange(2, 9)}-30",
                      f"@{ACTORS[b][1]} fyi the {d.tk} proxy has a new risk factor paragraph, nothing material",
                      f"@{ACTORS[b][1]} can you re-pull the {d.tk} borrow rate, mine is stale"])
        m = self.post(t, a, c, kind="other")
        self.post(t + r.uniform(5, 90), b, r.choice(["Confirmed, same date in my sheet.", "Noted, no model change.",
                                                     f"Borrow {r.uniform(0.3, 2.5):.2f}% GC-ish, unchanged."]), kind="other", ref=m)

    def noise(self, kind):
        r = self.r
        if kind == "hb":
            a = r.choice(AGENTS + ["risk", "oms"])
            t = self.when("flat")
            if a == "risk":
                c = f"risk-engine ok gross={r.randrange(190, 260)}% net={r.randrange(70, 100)}% top={r.choice(self.b['held']).tk} {r.uniform(4, 7):.1f}% limits=ok"
            elif a == "oms":
                c = f"oms heartbeat seq={r.randrange(10000, 99999)} sessions=3/3 open_orders={r.randrange(0, 6)}"
            else:
                c = f"💓 {ACTORS[a][1]} alive · uptime {r.randrange(1, 300)}h · queue {r.randrange(0, 4)} · p50 {r.randrange(120, 900)}ms"
            self.post(t, a, c, kind="noise")
        elif kind == "tokens":
            t = self.when("flat")
            a = r.choice(AGENTS)
            c = "token-usage window=1h\n" + "\n".join(
                f"{ACTORS[a][1]:<14} in={r.randrange(8000, 240000):>8,} out={r.randrange(500, 20000):>7,} cost=${r.uniform(0.05, 4.5):.2f} cache_hit={r.randrange(20, 90)}%"
                for a in AGENTS) + f"\nmodel=llm-large-2026-09 total=${r.uniform(3, 20):.2f}"
            self.post(t, "meter", c, kind="noise")
        elif kind == "cron":
            t = self.when("flat")
            job = r.choice(["edgar-poll", "rns-poll", "docket-scrape", "borrow-refresh", "nav-mark", "13f-sync"])
            c = f"cron {job} {_hhmm(t)}Z: {r.randrange(0, 60)} new items, {r.randrange(0, 4)} matched book, 0 routed · {r.uniform(0.4, 9):.1f}s"
            self.post(t, "cron", c, kind="noise")
        elif kind == "digest":
            t = self.when("night")
            c = (f"**Nightly digest** {self.date}\n- filings scanned: {r.randrange(300, 900)}\n- headlines relayed: {r.randrange(40, 120)}\n"
                 f"- proposals: see channel\n- agent errors: {r.randrange(0, 5)}\n- spend: ${r.uniform(30, 140):.2f}\n"
                 + "\n".join(f"- {ACTORS[a][1]}: {r.randrange(40, 400)} tasks, p95 latency {r.uniform(1, 9):.1f}s, {r.randrange(0, 3)} retries" for a in AGENTS)
                 + f"\n- storage: {r.uniform(1, 4):.1f} GB filings cache, {r.randrange(200, 900)} docs embedded")
            self.post(t, "cron", c, kind="noise")
        elif kind == "risksnap":
            t = self.when("flat")
            top = sorted(self.b["held"], key=lambda d: -d.pos)[:3]
            c = ("risk-engine snapshot\n"
                 f"gross={r.randrange(190, 260)}% net={r.randrange(70, 100)}% long={r.randrange(130, 180)}% short={r.randrange(40, 80)}%\n"
                 + "\n".join(f"deal={d.tk} exposure={r.uniform(2, 7):.1f}% beta_adj={r.uniform(0.05, 0.4):.2f}" for d in top)
                 + f"\nvar_1d_99={r.uniform(0.6, 1.4):.2f}% limits=ok breaches=0")
            self.post(t, "risk", c, kind="noise")
        elif kind == "deploy":
            t = self.when("eu")
            a = r.choice(AGENTS)
            c = r.choice([f"deploy {ACTORS[a][1]} v{r.randrange(2, 5)}.{r.randrange(0, 20)}.{r.randrange(0, 9)} → prod ✅ sha {r.randrange(16**7):07x} (ci #{r.randrange(8000, 9999)})",
                          f"ci #{r.randrange(8000, 9999)} failed: test_{r.choice(['sizing_caps', 'rns_parser', 'oms_mapping'])} (flaky) — retrying"])
            self.post(t, "deploy", c, kind="noise")
        elif kind == "reconnect":
            t = self.when("flat")
            c = r.choice([f"oms gateway: FIX session MA-PROD reconnected after {r.uniform(0.5, 6):.1f}s (seq reset)",
                          f"news-agent: websocket to wire reconnected ({r.randrange(1, 5)} retries)",
                          f"ws reconnect (LSE feed) after {r.uniform(1, 5):.1f}s"])
            self.post(t, r.choice(["oms", "news", "spread"]), c, kind="noise")
        elif kind == "trace":
            t = self.when("any")
            return self.post(t, "filings", self._trace(), kind="noise")
        elif kind == "alert":
            d = r.choice(self.b["held"] + self.b["watch"])
            t = self.when(d.profile())
            c = f"⚠️ spread alert {d.tk} {d.spread * 100 + r.uniform(-0.3, 0.3):.2f}% ({r.uniform(-0.25, 0.25):+.2f} vs 5d avg)"
            self.post(t, "spread", c, kind="noise")
        elif kind == "pnl":
            t = self.when("us")
            c = (f"PnL {_hhmm(t)}Z day {r.choice(['+', '-'])}${r.randrange(10, 400)},{r.randrange(100, 999)} · MTD +${r.uniform(0.2, 2.5):.2f}m · "
                 f"gross {r.randrange(190, 260)}% · net {r.randrange(70, 100)}%")
            self.post(t, "exec", c, kind="noise")
        elif kind == "ack":
            t = self.when("any")
            self.post(t, self.pm(), r.choice(["ok", "thx", "👍", "ty", "🙏", "noted", "k"]), kind="noise")

    def _trace(self):
        r = self.r
        acc = f"0001{r.randrange(100000, 999999)}-26-{r.randrange(100000, 999999)}"
        return ("```\nTraceback (most recent call last):\n"
                "  File \"/app/filings/worker.py\", line 61, in run\n"
                "    result = self.pipeline.process(item)\n"
                "  File \"/app/filings/pipeline.py\", line 133, in process\n"
                "    parsed = self.parser.parse_filing(item.accession)\n"
                "  File \"/app/filings/edgar.py\", line 214, in parse_filing\n"
                "    doc = self._fetch(accession)\n"
                "  File \"/app/filings/edgar.py\", line 88, in _fetch\n"
                "    raise EdgarParseError(f\"accession {accession}: {resp.status}\")\n"
                f"EdgarParseError: accession {acc}: 429\n```\nretrying in {r.randrange(5, 60)}s")

    # ----------------------------------------------------------- the day
    def build(self):
        r = self.r
        held, watch = self.b["held"], self.b["watch"]
        # trades
        variants = ["buried", "tagged", "shorthand", "structured", "embed"]
        r.shuffle(variants)
        n_trades = r.choice([2, 3, 3])
        for i in range(n_trades):
            d = r.choice(held if r.random() < 0.75 else watch)
            v = variants[i % len(variants)]
            if i == 0 and r.random() < 0.7:
                v = "tagged_deleted"
            mode = r.choice(["approve", "approve", "half"])
            self.lifecycle(d, mode, v)
        cf = [d for d in held + watch if "CFIUS" in d.regs or "NSIA" in d.regs] or held
        self.lifecycle(r.choice(cf), "veto", r.choice(["buried", "tagged", "embed", "structured"]))
        if r.random() < 0.4:
            self.lifecycle(r.choice(held), "approve", "prose")
        # stops
        self.stop_edit_scene(r.choice(held))
        for s in r.sample(["target", "remove", "json", "reply"], r.choice([1, 2])):
            self.stop_misc(r.choice(held), s)
        # news
        for i in range(r.randrange(2, 4)):
            d = r.choice(held)
            m, t = self.news(d, "held")
            if i < 2:
                self.news_followup(d, m, t, route=(i == 0))
        for i in range(r.randrange(1, 3)):
            self.news(r.choice(watch), "watch")
        for i in range(r.randrange(3, 5)):
            self.news(r.choice(self.b["others"]), "none")
        for i in range(r.randrange(8, 12)):
            self.unrelated_news()
        # filings
        self.filings_report("route")
        self.filings_report("noroute")
        for i in range(r.randrange(5, 8)):
            self.filings_report("none")
        # thesis
        self.thesis(r.choice(held), "pm")
        if r.random() < 0.5:
            self.thesis(r.choice(watch + held), "tag")
        self.war_room(r.choice(held))
        # risk
        for k in r.sample(["breach", "gross", "set", "embed"], 2):
            self.risk_events(k)
        # near misses
        nk = ["scenario", "question", "13f", "history", "paper", "analyst", "otherdesk", "suggest", "backtest",
              "thinking", "hypo_risk", "tca"]
        for k in nk:
            self.near_miss(k)
        for i in range(r.randrange(5, 9)):
            self.near_miss(r.choice(nk))
        # neutral
        for i in range(r.randrange(7, 10)):
            self.spread_board()
        for i in range(5):
            self.book_review(i)
        self.morning_note()
        self.calendar()
        for i in range(r.randrange(3, 5)):
            self.sizing_pass(i)
        for i in range(4):
            self.reg_memo()
        self.morning_note(wrap='Afternoon')
        for i in range(r.randrange(4, 6)):
            self.deep_read()
        self.eod_tca()
        for i in range(r.randrange(7, 10)):
            self.docket_update()
        for i in range(r.randrange(4, 7)):
            self.deal_discussion()
        self.positions()
        for i in range(r.randrange(12, 16)):
            self.chatter()
        for i in range(r.randrange(5, 9)):
            self.agent_chat()
        # noise
        for k, n in (("hb", r.randrange(16, 21)), ("tokens", r.randrange(8, 11)), ("cron", r.randrange(8, 11)), ("risksnap", r.randrange(5, 8)),
                     ("digest", 1), ("deploy", r.randrange(2, 5)), ("reconnect", r.randrange(2, 4)),
                     ("trace", r.randrange(1, 3)), ("alert", r.randrange(6, 10)), ("pnl", r.randrange(4, 7)),
                     ("ack", r.randrange(5, 9))):
            for _ in range(n):
                self.noise(k)
        # bulk-deleted burst of traces
        t = self.when("any", dur=900)
        grp = []
        for i in range(3):
            m = self.post(t + i * 2, "filings", self._trace(), kind="noise")
            m.removed = m.content.split("EdgarParseError: ")[-1].split(":")[0]
            grp.append(m)
        self.bulk_groups.append((grp, grp[-1].t + r.randrange(60_000, 400_000)))
        for m in grp:
            m.bulk = True
        # deleted chatter + edited chatter
        t = self.when("any", dur=600)
        m = self.post(t, self.pm(), f"wrong channel, ignore — dinner at {r.choice(['Rules', 'Sketch', 'Gymkhana'])} {r.randrange(7, 9)}.{r.choice(['00', '15', '30'])}?",
                      kind="other")
        m.delete_t = m.t + r.randrange(20_000, 120_000)
        m.removed = m.content.split(" — ")[1]
        t = self.when("any", dur=600)
        m = self.post(t, self.pm(), "the CMA timetable page moved, link in the sheet nwo", kind="other")
        m.edits.append((m.t + r.randrange(10_000, 60_000), "the CMA timetable page moved, link in the sheet now"))
        if not any(x.forget for x in self.msgs):
            t = self.when("any", dur=900)
            p = self.pm()
            c = f"personal: my badge pin is {r.randrange(1000, 9999)}, can someone let the courier in"
            m = self.post(t, p, c, kind="other")
            m.forget = (m.t + r.randrange(60_000, 500_000), ACTORS[self.other_pm(p)][0])
            m.removed = c.split(", ")[0]
        return self


def _book(seed, ch):
    r = random.Random(seed * 7919 + ch * 104729 + 17)
    pool = [Deal(d, r) for d in DEALS]
    r.shuffle(pool)
    held, watch, others = pool[:6], pool[6:10], pool[10:]
    if not any(("CFIUS" in d.regs or "NSIA" in d.regs) for d in held + watch):
        for i, d in enumerate(others):
            if "CFIUS" in d.regs:
                watch[0], others[i] = d, watch[0]
                break
    for d in held:
        d.pos = d.lot(r) * r.randrange(3, 8)
    return {"held": held, "watch": watch, "others": others, "all": held + watch + others}


def _day_ok(g):
    n = len(g.msgs)
    hard = sum(1 for m in g.msgs if m.kind == "hard")
    size = 0
    for m in g.msgs:
        size += len((m.edits[-1][1] if m.edits else m.content).encode("utf-8"))
        for e in m.embeds or []:
            size += sum(len(str(e.get(k, "")).encode("utf-8")) for k in ("title", "description", "author", "footer"))
            size += sum(len((f["name"] + " " + f["value"]).encode("utf-8")) for f in e.get("fields", []))
    noise = sum(1 for m in g.msgs if m.kind == "noise")
    return 225 <= n <= 275 and 27 <= hard <= 43 and 78_000 <= size <= 115_000 and 0.26 <= noise / n <= 0.39


def _channel_id(ch):
    r = random.Random(0x5EED0A2B + ch * 977)
    ms = 1688169600000 + r.randrange(0, 360 * 86400 * 1000)
    return str(((ms - DISCORD_EPOCH) << 22) | (r.randrange(32) << 17) | r.randrange(4096))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_msgs, all_threads, bulks = [], [], []
    chan_ids = [_channel_id(c) for c in range(channels)]
    for ch in range(channels):
        book = _book(seed, ch)
        for day in range(days):
            day_ms = end_ms - (days - day) * 86_400_000
            snap = [(d.pos, d.stop) for d in book["all"]]
            for attempt in range(40):
                for d, (p0, s0) in zip(book["all"], snap):
                    d.pos, d.stop = p0, s0
                rng = random.Random(seed * 1_000_003 + ch * 7_919 + day * 104_729 + attempt * 15_485_863 + 3)
                g = DayGen(rng, book, day_ms, ch, day).build()
                if _day_ok(g):
                    break
            for m in g.msgs:
                m.t = min(m.t, day_ms + 86_400_000 - 5_000)
                m.edits = [(min(et, day_ms + 86_400_000 - 1_000), c) for et, c in m.edits]
                if m.delete_t:
                    m.delete_t = min(m.delete_t, day_ms + 86_400_000 - 800)
                if m.forget:
                    m.forget = (min(m.forget[0], day_ms + 86_400_000 - 600), m.forget[1])
                if m.pin:
                    m.pin = (min(m.pin[0], day_ms + 86_400_000 - 400), m.pin[1])
                m.reactions = [(min(rt, day_ms + 86_400_000 - 300), e, u) for rt, e, u in m.reactions]
                m.channel_id = chan_ids[ch]
            for th in g.threads:
                th.ch = ch
            all_msgs.extend(g.msgs)
            all_threads.extend(g.threads)
            bulks.extend((grp, min(bt, day_ms + 86_400_000 - 200)) for grp, bt in g.bulk_groups)

    # snowflakes, time ordered
    items = [(m.t, 0, m.ch, m.order, m) for m in all_msgs] + [(th.t, 1, th.ch, 0, th) for th in all_threads]
    items.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    seqs = {}
    for t, _, ch, _, obj in items:
        worker = (5 + ch) % 32
        k = (t, worker)
        s = seqs.get(k, 0)
        seqs[k] = s + 1
        obj.id = str(((t - DISCORD_EPOCH) << 22) | (worker << 17) | s)
    for m in all_msgs:
        if m.thread is not None:
            m.parent_id = m.channel_id
            m.channel_id = m.thread.id
        else:
            m.parent_id = None

    lines = []
    for m in all_msgs:
        aid, aname, abot = ACTORS[m.actor]
        msg = {"id": m.id, "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": _fmt_ts(m.t), "content": m.content, "attachments": [],
               "embeds": m.embeds or [], "reference_id": m.ref.id if m.ref else None}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel_id}
        if m.parent_id:
            line["parent_channel_id"] = m.parent_id
        line["message"] = msg
        lines.append((m.t, 0, m.id, line))
        base = {"guild_id": GUILD_ID, "channel_id": m.channel_id}
        for et, c in m.edits:
            lines.append((et, 1, m.id, dict(op="edit", **base, message_id=m.id, edited_at=_fmt_ts(et), content=c)))
        if m.delete_t:
            lines.append((m.delete_t, 3, m.id, dict(op="delete", **base, message_id=m.id, deleted_at=_fmt_ts(m.delete_t))))
        if m.forget:
            ft, by = m.forget
            lines.append((ft, 3, m.id, dict(op="forget", **base, message_id=m.id, requested_by=by, at=_fmt_ts(ft))))
        if m.pin:
            pt, by = m.pin
            lines.append((pt, 2, m.id, dict(op="pin", **base, message_id=m.id, by=by, at=_fmt_ts(pt))))
        for rt, e, u in m.reactions:
            lines.append((rt, 2, m.id, dict(op="reaction_add", **base, message_id=m.id, emoji=e, user_id=u, at=_fmt_ts(rt))))
    for grp, bt in bulks:
        lines.append((bt, 3, grp[0].id, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": grp[0].channel_id,
                                         "message_ids": [m.id for m in grp], "deleted_at": _fmt_ts(bt)}))
    lines.sort(key=lambda x: (x[0], x[1], int(x[2])))
    events = [l[3] for l in lines]

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in sorted(all_msgs, key=lambda x: int(x.id)):
        gone = bool(m.delete_t or m.forget or m.bulk)
        if m.removed:
            removed.append(m.removed)
        if m.kind == "hard":
            state = "forgotten" if m.forget else "deleted" if (m.delete_t or m.bulk) else "edited" if m.edits else "live"
            hard.append({"channel_id": m.channel_id, "message_id": m.id, "event_type": m.ev, "facts": list(m.facts),
                         "phrasing": m.phrasing, "final_state": state})
            for s in m.superseded:
                sup.append([m.channel_id, m.id, s])
        elif m.kind == "noise" and not gone:
            noise.append(m.id)
        elif m.kind == "near" and not gone:
            near.append(m.id)
        if m.idiom and m.idiom not in seen_idioms and not gone and len(idioms) < 20:
            seen_idioms.add(m.idiom)
            idioms.append({"message_id": m.id, "idiom": m.idiom, "expected": m.idiom_exp})
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


def _final_texts(events):
    txt, created, gone = {}, {}, set()
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            created[m["id"]] = (e["channel_id"], m)
            parts = [m.get("content", "")]
            for em in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if em.get(k):
                        parts.append(em[k])
                for f in em.get("fields") or []:
                    parts.append(f"{f['name']} {f['value']}")
            txt[m["id"]] = parts
        elif e["op"] == "edit":
            txt[e["message_id"]][0] = e["content"]
        elif e["op"] in ("delete", "forget"):
            gone.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            gone.update(e["message_ids"])
    return {k: "\n".join(v) for k, v in txt.items()}, created, gone


def stats(out: dict) -> dict:
    events, labels = out["events"], out["labels"]
    texts, created, gone = _final_texts(events)
    per = {}
    for mid, (cid, m) in created.items():
        day = m["created_at"][:10]
        per.setdefault((cid, day), [0, 0])
        per[(cid, day)][0] += 1
        per[(cid, day)][1] += len(texts[mid].encode("utf-8"))
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    return {"messages": len(created), "per_channel_day": {f"{k[0]}:{k[1]}": v for k, v in sorted(per.items())},
            "hard": len(labels["hard_events"]), "hard_by_type": dict(sorted(by_type.items())),
            "noise": len(labels["noise_message_ids"]), "near_miss": len(labels["near_miss_ids"]),
            "idioms": len(labels["idioms"]), "removed": len(labels["removed_texts"]),
            "superseded": len(labels["superseded_facts"])}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    print(json.dumps(stats(out), indent=1), file=sys.stderr)


if __name__ == "__main__":
    main()
