#!/usr/bin/env python3
"""Desk generator: ``zurich_structured_notes``.

A Zurich structured-products issuance and hedging desk (barrier reverse
convertibles, autocallables, capital-protected notes on Swiss and European
large caps), hedging through Eurex listed options, SMI / Euro Stoxx 50 futures
and single-stock delta.  Produces a busy, labelled Discord capture (JSON Lines
events + ground-truth labels).  Standard library only; every output is a pure
function of the arguments.

CLI::

    python -m tests.desks.zurich_structured_notes --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "zurich_structured_notes"
DISCORD_EPOCH_MS = 1420070400000
GUILD_ID = "1143377920568258581"
_CHANNEL_IDS = [
    "1298034417763061780",
    "1298035122158579733",
    "1298035770501357628",
    "1298036382441916487",
    "1298036997330329660",
    "1298037614891282463",
    "1298038249204142121",
    "1298038876546433054",
]
# 13.03.2026 00:00 Europe/Zurich (CET = UTC+1): the last generated day is Thu 12.03.2026.
DEFAULT_END = datetime(2026, 3, 12, 23, 0, 0, tzinfo=timezone.utc)
_CET = timezone(timedelta(hours=1))

# ---------------------------------------------------------------- people / bots
_PEOPLE = {
    "reto": ("1151872039446712330", "Reto Ammann", False),        # head of desk
    "mirjam": ("1163020458911715408", "Mirjam Keller", False),    # structurer
    "luca": ("1170449821365862491", "Luca Bernasconi", False),    # hedge trader
    "daniela": ("1148203917753483274", "Daniela Frei (Risk)", False),
    "sandro": ("1189330571020845117", "Sandro Imhof", False),     # junior / sales support
    "nadia": ("1177592210468372521", "Nadia Roth · GVA Flow", False),  # other desk
    "tsbot": ("1209931172520550460", "TermSheet-Bot", True),
    "lifecycle": ("1209931590210318437", "lifecycle", True),
    "rfq": ("1210214465117380618", "RFQ-Hub", True),
    "risk": ("1210220871046725712", "riskbot", True),
    "cs": ("1215507329800491089", "cs-agent", True),
    "news": ("1211673908420919356", "newsdesk", True),
    "oms": ("1209940035121913876", "OMS-ZH", True),
    "pretrade": ("1209940622336937994", "pretrade-risk", True),
    "router": ("1215509914066370671", "router", True),
    "hb": ("1212082215541157959", "pricer-hb", True),
    "cron": ("1212082716944056411", "cron", True),
    "ci": ("1212083144607735880", "deploy-bot", True),
    "alerts": ("1212083570815049789", "px-alerts", True),
    "pnl": ("1212083901209780235", "pnl-snap", True),
    "gw": ("1212084232962306088", "gateway", True),
    "exec": ("1215512207398551602", "exec-agent", True),
}

# ---------------------------------------------------------------- instruments
# name, SIX ticker, Valor, base price CHF, legal name
_SWISS = [
    ("Nestlé", "NESN", 3886335, 84.0, "Nestlé S.A."),
    ("Novartis", "NOVN", 1200526, 96.0, "Novartis AG"),
    ("Roche", "ROG", 1203204, 262.0, "Roche Holding AG"),
    ("UBS", "UBSG", 24476758, 28.5, "UBS Group AG"),
    ("Zurich Insurance", "ZURN", 1107539, 545.0, "Zurich Insurance Group AG"),
    ("ABB", "ABBN", 1222171, 47.5, "ABB Ltd"),
    ("Richemont", "CFR", 21048333, 142.0, "Compagnie Financière Richemont SA"),
    ("Lonza", "LONN", 1384101, 552.0, "Lonza Group AG"),
    ("Sika", "SIKA", 41879292, 228.0, "Sika AG"),
    ("Swiss Re", "SREN", 12688156, 131.0, "Swiss Re AG"),
    ("Holcim", "HOLN", 1221405, 78.0, "Holcim AG"),
    ("Givaudan", "GIVN", 1064593, 3880.0, "Givaudan SA"),
    ("Partners Group", "PGHN", 2460882, 1185.0, "Partners Group Holding AG"),
    ("Alcon", "ALC", 43249246, 74.0, "Alcon Inc."),
]
# name, ticker, ISIN, base price EUR, MIC, legal name
_EURO = [
    ("ASML", "ASML", "NL0010273215", 712.0, "XAMS", "ASML Holding N.V."),
    ("SAP", "SAP", "DE0007164600", 238.0, "XETR", "SAP SE"),
    ("LVMH", "MC", "FR0000121014", 618.0, "XPAR", "LVMH Moët Hennessy Louis Vuitton SE"),
    ("Siemens", "SIE", "DE0007236101", 205.0, "XETR", "Siemens AG"),
    ("Allianz", "ALV", "DE0008404005", 352.0, "XETR", "Allianz SE"),
    ("Sanofi", "SAN", "FR0000120578", 92.0, "XPAR", "Sanofi SA"),
]
# names the desk never holds or watches (news on them is a near-miss)
_UNRELATED = [
    ("Swatch Group", "UHR"), ("Temenos", "TEMN"), ("Logitech", "LOGN"),
    ("Kühne+Nagel", "KNIN"), ("Barry Callebaut", "BARN"), ("Adecco", "ADEN"),
    ("Geberit", "GEBN"), ("Straumann", "STMN"), ("SGS", "SGSN"), ("Schindler", "SCHP"),
    ("Baloise", "BALN"), ("Helvetia", "HELN"), ("Sonova", "SOON"), ("Clariant", "CLN"),
]
_ISSUERS = ["Leonteq", "Vontobel", "ZKB", "UBS", "Raiffeisen", "BCV", "EFG", "Julius Bär"]
# idiom rows reported in the labels, in order of preference (one example message each)
_IDIOM_HARD = [
    "shorthand b/s hedge order with size and lim",
    "short dialect go as reply to a proposal",
    "OMS key=value WORKING line",
    "embed-only partial fill, apostrophe qty",
    "stop moved twice by editing the same tagged message",
    "markdown Greeks table with one BREACH row",
    "pre-trade engine resizes an order",
    "long client-solutions note with one routing decision in section 3",
    "no-action reply to an RFQ relay",
    "embed ad hoc news by ISIN on a note underlying",
    "headline by ISIN on a held name",
    "watchlist headline by ticker",
    "thesis change buried in a long analysis",
    "dialect 'weg' shorthand for a sold fill",
    "rejection as a short reply",
    "term-sheet bot 'Final Terms — booked' embed",
]
_IDIOM_NEAR = [
    "RFQ relay of other issuers' quotes",
    "paper trade in the sim book",
    "old fill told as history",
    "dialect hypothetical buy-back",
    "backtest with simulated fills",
    "indicative term sheet embed",
    "thumbs-up ack on a fill",
    "EOD recap of trades done",
    "another desk's trade posted in the channel",
    "risk heartbeat all limits ok",
]
_QMONTHS = [(3, "Mar", "H"), (6, "Jun", "M"), (9, "Sep", "U"), (12, "Dec", "Z")]


# ---------------------------------------------------------------- formatting
def _fmt(x: float, dp: int = 2) -> str:
    """CHF style: apostrophe thousands, decimal point."""
    return f"{x:,.{dp}f}".replace(",", "'")


def _fi(n) -> str:
    return f"{int(n):,}".replace(",", "'")


def _plain(x: float, dp: int = 2) -> str:
    return f"{x:.{dp}f}"


def _tick(px: float) -> float:
    if px < 50:
        t = 0.01
    elif px < 200:
        t = 0.02
    elif px < 1000:
        t = 0.05
    else:
        t = 0.5
    return round(round(px / t) * t, 2)


def _qk(q: int) -> str:
    if q >= 10000 and q % 1000 == 0:
        return f"{q // 1000}k"
    return _fi(q)


def _shares(rng: random.Random, px: float, lo: float, hi: float) -> int:
    q = rng.uniform(lo, hi) / px
    if q >= 10000:
        return int(round(q / 1000) * 1000)
    if q >= 1000:
        return int(round(q / 100) * 100)
    return int(max(10, round(q / 10) * 10))


def _isin_check(body: str) -> str:
    digits = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def _isin_ch(valor: int) -> str:
    body = "CH" + str(valor).zfill(9)
    return body + _isin_check(body)


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _channel_id(idx: int) -> str:
    if idx < len(_CHANNEL_IDS):
        return _CHANNEL_IDS[idx]
    return str(int(_CHANNEL_IDS[0]) + idx * (104729 << 22) + idx * 7919)


def _stock_dict(row, swiss: bool):
    if swiss:
        name, tic, valor, px, full = row
        return {"name": name, "tic": tic, "valor": str(valor), "isin": _isin_ch(valor), "px": px,
                "full": full, "mic": "XSWX", "sfx": ".SW", "ccy": "CHF", "swiss": True}
    name, tic, isin, px, mic, full = row
    sfx = {"XAMS": ".AS", "XETR": ".DE", "XPAR": ".PA"}[mic]
    return {"name": name, "tic": tic, "valor": None, "isin": isin, "px": px, "full": full,
            "mic": mic, "sfx": sfx, "ccy": "EUR", "swiss": False}


def _months_after(date, n: int):
    """The next n quarterly expiries after a date (desk rolls ~1 week before expiry)."""
    out = []
    y, m = date.year, date.month
    cands = []
    for yy in (y, y + 1, y + 2):
        for qm, mon, code in _QMONTHS:
            cands.append((yy, qm, mon, code))
    for yy, qm, mon, code in cands:
        if (yy, qm) < (y, m):
            continue
        if (yy, qm) == (y, m) and date.day >= 8:
            continue
        out.append((f"{mon}{yy % 100:02d}", f"{code}{yy % 10}"))
        if len(out) == n:
            break
    return out


# ---------------------------------------------------------------- generator core
class _Gen:
    def __init__(self, seed: int):
        self.seed = seed
        self.msgs = []
        self.ops = []

    def new_msg(self, **kw):
        kw["key"] = len(self.msgs)
        self.msgs.append(kw)
        return kw

    def finalize(self, channel_ids, worker_of):
        msgs = sorted(self.msgs, key=lambda m: (m["t"], m["key"]))
        last = -1
        seq = 0
        for m in msgs:
            if m["t"] <= last:
                m["t"] = last + 1
            last = m["t"]
            seq = (seq + 1) & 0x1FFFF
            m["id"] = str(((m["t"] - DISCORD_EPOCH_MS) << 22) | (worker_of[m["ch"]] << 17) | seq)
        # channel ids (thread id = id of its starter message, as in Discord)
        for m in msgs:
            parent = channel_ids[m["ch"]]
            if m["thread"] is not None:
                m["channel_id"] = m["thread"]["id"]
                m["parent_channel_id"] = parent
            else:
                m["channel_id"] = parent
                m["parent_channel_id"] = None
        events = []
        for m in msgs:
            msg = {
                "id": m["id"], "author_id": _PEOPLE[m["who"]][0], "author_name": _PEOPLE[m["who"]][1],
                "author_bot": _PEOPLE[m["who"]][2], "created_at": _iso(m["t"]), "content": m["content"],
                "attachments": m["attachments"], "embeds": m["embeds"],
                "reference_id": m["ref"]["id"] if m["ref"] is not None else None, "pinned": False,
            }
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["channel_id"]}
            if m["parent_channel_id"]:
                ev["parent_channel_id"] = m["parent_channel_id"]
            ev["message"] = msg
            events.append((m["t"], 0, len(events), ev))
        for op in self.ops:
            kind = op["op"]
            if kind == "bulk_delete":
                ms = op["msgs"]
                t = max([op["t"]] + [x["t"] + 1500 for x in ms])
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms[0]["channel_id"],
                      "message_ids": [x["id"] for x in ms], "deleted_at": _iso(t)}
                events.append((t, 1, len(events), ev))
                continue
            m = op["msg"]
            t = max(op["t"], m["t"] + 1500)
            op["t"] = t
            ev = {"op": kind, "guild_id": GUILD_ID, "channel_id": m["channel_id"], "message_id": m["id"]}
            if kind == "edit":
                ev["edited_at"] = _iso(t)
                ev["content"] = op["content"]
            elif kind == "delete":
                ev["deleted_at"] = _iso(t)
            elif kind == "forget":
                ev["requested_by"] = _PEOPLE[op["by"]][0]
                ev["at"] = _iso(t)
            elif kind in ("pin", "unpin"):
                ev["by"] = _PEOPLE[op["by"]][0]
                ev["at"] = _iso(t)
            elif kind in ("reaction_add", "reaction_remove"):
                ev["emoji"] = op["emoji"]
                ev["user_id"] = _PEOPLE[op["by"]][0]
                ev["at"] = _iso(t)
            events.append((t, 1, len(events), ev))
        events.sort(key=lambda e: (e[0], e[1], e[2]))
        # ---- labels
        hard, superseded, removed, noise, near, idioms = [], [], [], [], [], []
        seen_idioms = {}
        for m in msgs:
            state = m["state"]
            if m["kind"] == "hard":
                h = m["hard"]
                hard.append({"channel_id": m["channel_id"], "message_id": m["id"], "event_type": h["type"],
                             "facts": list(h["facts"]), "phrasing": h["phrasing"], "final_state": state})
                for old in m["superseded"]:
                    superseded.append([m["channel_id"], m["id"], old])
            if state in ("deleted", "forgotten"):
                removed.append(m["removed"])
            elif m["kind"] == "noise":
                noise.append(m["id"])
            elif m["kind"] == "near":
                near.append(m["id"])
            if m["idiom"] and m["idiom"][0] not in seen_idioms and state in ("live", "edited"):
                seen_idioms[m["idiom"][0]] = {"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]}
        chosen = []
        for group, quota in ((_IDIOM_HARD, 12), (_IDIOM_NEAR, 8)):
            got = [seen_idioms[k] for k in group if k in seen_idioms][:quota]
            chosen.extend(got)
        for k, row in seen_idioms.items():
            if len(chosen) >= 20:
                break
            if row not in chosen:
                chosen.append(row)
        idioms = chosen[:20]
        labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded, "removed_texts": removed,
                  "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
        return {"events": [e[3] for e in events], "labels": labels}


class _Day:
    """One channel-day of the desk."""

    def __init__(self, g: _Gen, book: dict, ch: int, d: int, start_ms: int, rng: random.Random):
        self.g, self.b, self.ch, self.d, self.start, self.r = g, book, ch, d, start_ms, rng
        self.date = datetime.fromtimestamp(start_ms / 1000 + 12 * 3600, tz=_CET).date()
        self.dd = self.date.strftime("%d.%m.")
        self.iso_date = self.date.isoformat()
        self.recent = []      # candidates for ack replies
        self.used_chatter = set()

    # ---- primitives
    def t(self, minute: float) -> int:
        return self.start + int(minute * 60000) + self.r.randint(0, 800)

    def add(self, minute, who, content="", *, embeds=None, ref=None, thread=None, kind="other",
            hard=None, idiom=None, attachments=None, ackable=False):
        m = self.g.new_msg(t=self.t(minute), who=who, content=content, embeds=embeds or [], ref=ref,
                           thread=thread, kind=kind, hard=hard, idiom=idiom, attachments=attachments or [],
                           ch=self.ch, day=self.d, state="live", superseded=[], removed=None,
                           final=content)
        if ackable and thread is None:
            self.recent.append(m)
        return m

    def hard(self, minute, who, content="", etype="", facts=(), phrasing="untagged", **kw):
        return self.add(minute, who, content, kind="hard",
                        hard={"type": etype, "facts": list(facts), "phrasing": phrasing}, **kw)

    def op(self, kind, minute, msg, **kw):
        o = {"op": kind, "t": self.t(minute), "msg": msg}
        o.update(kw)
        self.g.ops.append(o)
        return o

    def edit(self, minute, msg, content, superseded=()):
        self.op("edit", minute, msg, content=content)
        msg["final"] = content
        if msg["state"] == "live":
            msg["state"] = "edited"
        msg["superseded"].extend(superseded)

    def delete(self, minute, msg, snippet):
        self.op("delete", minute, msg)
        msg["state"] = "deleted"
        msg["removed"] = snippet

    def forget(self, minute, msg, snippet, by="reto"):
        self.op("forget", minute, msg, by=by)
        msg["state"] = "forgotten"
        msg["removed"] = snippet

    def bulk_delete(self, minute, msgs, snippets):
        self.g.ops.append({"op": "bulk_delete", "t": self.t(minute), "msgs": msgs})
        for m, s in zip(msgs, snippets):
            m["state"] = "deleted"
            m["removed"] = s

    def react(self, minute, msg, emoji, who):
        self.op("reaction_add", minute, msg, emoji=emoji, by=who)

    def pin(self, minute, msg, who="reto"):
        self.op("pin", minute, msg, by=who)

    def unpin(self, minute, msg, who="reto"):
        self.op("unpin", minute, msg, by=who)

    def px(self, s):
        return _tick(self.b["px"][s["tic"]])

    def oid(self):
        self.b["oid"] += self.r.randint(3, 17)
        return f"ZSN-{self.b['oid']}"

    def pick(self, seq):
        return self.r.choice(seq)

    # ---- the day
    def build(self):
        r = self.r
        b = self.b
        # daily moves
        for k in list(b["px"]):
            b["px"][k] *= math.exp(r.gauss(0.0, 0.013))
        b["idx_px"]["SMI"] *= math.exp(r.gauss(0.0, 0.009))
        b["idx_px"]["SX5E"] *= math.exp(r.gauss(0.0, 0.01))
        self.smi_chg = r.choice([-1.2, -0.8, -0.6, -0.4, -0.3, 0.2, 0.3, 0.5, 0.7, 1.1])
        self.sx_chg = round(self.smi_chg + r.uniform(-0.4, 0.4), 1)
        self.eurchf = _plain(r.uniform(0.925, 0.952), 4)
        self.fut_main = b["fut_main"]
        self.fut_ovl = b["fut_ovl"]
        self.exp = _months_after(self.date, 3)
        self.front, self.front_code = self.exp[0]
        self.opt_exp = self.exp[1][0]
        self.night()
        self.morning()
        self.market_report(self.r.uniform(520, 526), "open")
        self.rc_preread(self.r.uniform(805, 815))
        for hh in (9, 10, 11, 12, 14, 15, 16):
            self.hedge_monitor(hh * 60 + self.r.uniform(2, 4), f"{hh:02d}:00")
        self.rating_digest(self.r.uniform(472, 478))
        self.advisor_digest(self.r.uniform(935, 945))
        self.funding_note(self.r.uniform(690, 698))
        self.pricing_grid(self.r.uniform(645, 655))
        self.flow_delta_hedge()
        self.flow_stops()
        self.flow_risk()
        self.flow_rfq_and_routes()
        self.flow_options()
        self.flow_issuance()
        self.flow_news()
        self.flow_thesis()
        self.flow_deleted_and_forgotten()
        self.flow_futures()
        self.flow_reject()
        self.near_misses()
        self.evening()
        self.noise()
        self.chatter()
        self.acks()

    # ------------------------------------------------------------ overnight
    def night(self):
        r = self.r
        # reconnect storm, bulk-deleted in the morning by a moderator
        base = r.uniform(75, 110)
        spam = []
        snips = []
        for i in range(3):
            tok = f"sess={r.randint(10**7, 10**8 - 1):x}"
            c = (f"gateway: ws closed (1006) · reconnect attempt {i + 1}/5 · {tok} · backoff {2 ** i * 500}ms")
            spam.append(self.add(base + i * 0.4, "gw", c, kind="noise"))
            snips.append(tok)
        trace = f"{r.getrandbits(40):010x}"
        c = ("pricer-svc ERROR worker-2 (retry storm)\n```\nTraceback (most recent call last):\n"
             "  File \"/srv/pricer/feeds/six_mdf.py\", line 233, in on_message\n"
             "    self._apply(snapshot)\n"
             "  File \"/srv/pricer/feeds/six_mdf.py\", line 190, in _apply\n"
             "    raise FeedGapError(f\"gap {seq_from}->{seq_to}\")\n"
             f"FeedGapError: gap 88120411->88120530\n```\ntrace_id={trace}")
        spam.append(self.add(base + 1.5, "gw", c, kind="noise"))
        snips.append(f"trace_id={trace}")
        self.bulk_spam = (spam, snips)
        self.add(base + 4, "gw", f"gateway: resumed · seq={r.randint(40000, 90000)} · missed 0 events · "
                 f"latency {r.randint(18, 60)}ms", kind="noise")
        # live stack trace (noise)
        ul = self.pick(self.b["held"])["tic"]
        c = (f"pricer-svc ERROR {self.iso_date}T02:{r.randint(10, 59)}:{r.randint(10, 59)}Z worker-3\n```\n"
             "Traceback (most recent call last):\n"
             "  File \"/srv/pricer/engine/mc.py\", line 412, in price_autocall\n"
             "    paths = self._simulate(spec, n_paths=200_000)\n"
             "  File \"/srv/pricer/engine/mc.py\", line 288, in _simulate\n"
             "    vol = self.surface.vol(t, k)\n"
             "  File \"/srv/pricer/market/surface.py\", line 97, in vol\n"
             "    raise ValueError(f\"no vol for {ul} at T={t:.4f} K={k:.2f}\")\n"
             f"ValueError: no vol for {ul} at T=0.0027 K=0.{r.randint(55, 68)}\n\n"
             "During handling of the above exception, another exception occurred:\n\n"
             "Traceback (most recent call last):\n"
             "  File \"/srv/pricer/jobs/nightly_reval.py\", line 144, in run\n"
             "    res = pricer.price(note, market=snap, greeks=True)\n"
             "  File \"/srv/pricer/engine/api.py\", line 61, in price\n"
             "    return self._dispatch[spec.kind](spec, market, **kw)\n"
             "  File \"/srv/pricer/engine/mc.py\", line 419, in price_autocall\n"
             "    raise PricingError(spec.valor, \"surface lookup failed\") from exc\n"
             f"PricingError: [{self.b['notes'][1]['valor']}] surface lookup failed\n```\n"
             "```\n"
             f"02:{r.randint(10, 59)}:01.112 INFO  nightly_reval  start batch size={r.randint(30, 48)} snap=EOD-T1\n"
             f"02:{r.randint(10, 59)}:14.870 WARN  surface       {ul}: 0 quotes in wing bucket 0.55-0.65, using extrapolation\n"
             f"02:{r.randint(10, 59)}:15.002 ERROR nightly_reval  note {self.b['notes'][1]['valor']} failed, retry 1/3\n"
             f"02:{r.randint(10, 59)}:19.440 INFO  nightly_reval  note {self.b['notes'][1]['valor']} ok on retry (fallback surface T-1)\n"
             "```\n"
             f"job=nightly-reval · note={self.b['notes'][1]['valor']} · fallback=last good surface (T-1) · "
             f"trace_id={r.getrandbits(40):010x}")
        self.add(r.uniform(150, 200), "gw", c, kind="noise")
        # CI deploy overnight
        self.add(r.uniform(60, 90), "ci", f"✅ deploy pricer-svc {self.b['ver']} → prod-zh (build #{self.b['build']}, "
                 f"{r.randint(2, 5)}m{r.randint(10, 59)}s) · canary ok", kind="noise")
        self.b["build"] += r.randint(3, 9)
        # overnight session recaps (generic colour, near-miss)
        self.session_recap(r.uniform(15, 25), "us")
        self.session_recap(r.uniform(395, 402), "asia")
        # unrelated overnight news (near-miss)
        self.unrelated_news(r.uniform(20, 60))
        self.unrelated_news(r.uniform(300, 360))

    # ------------------------------------------------------------ morning
    def morning(self):
        r, b = self.r, self.b
        A, B, C = b["notes"][0]["uls"]
        brc = b["notes"][0]
        ac = b["notes"][1]
        # cs-agent morning note with one buried routing decision
        red_note = self.pick(b["notes"][:2])
        amt = _fi(r.choice([600, 750, 900, 1200, 1500, 2000]) * 1000)
        cpn_amt = _fi(int(brc["notional"] * 1e6 * brc["cpn"] / 400))
        w1 = b["watch"][0]
        dist = (self.px(A) / (brc["strikes"][0] * brc["barrier"] / 100) - 1) * 100
        route_line = self.pick([
            (f"→ Decision: early-redemption request routed to Mirjam Keller (structuring) for a secondary bid "
             f"on Valor {red_note['valor']} by 14:00; I relay the bid to the advisor once she posts it.",
             ["routed to Mirjam Keller", red_note["valor"]]),
            (f"→ Decision: I am routing the early-redemption ticket on Valor {red_note['valor']} to the "
             f"structuring desk (Mirjam Keller) for a bid before 14:00 CET.",
             ["routing the early-redemption ticket", red_note["valor"], "Mirjam Keller"]),
        ])
        note = (
            f"**Client Solutions — Morning Note {self.date.strftime('%d.%m.%Y')}** (cs-agent, auto)\n\n"
            "**1) Overnight client flow**\n"
            f"• PB Zürich: {r.randint(4, 11)} secondary tickets on existing BRCs, all within the 0.50% bid/ask "
            f"corridor; largest CHF {r.choice(['250k', '400k', '450k', '600k'])} in Valor {brc['valor']} "
            f"(bid {_fmt(r.uniform(96.5, 99.8))}%).\n"
            f"• EAM Genève asks for an indicative 2y autocall on {w1['name']} / {b['watch'][1]['name']}, memory "
            "coupon, 65% barrier; drafted as INDICATIVE only, nothing sent to the client yet.\n"
            f"• Two advisors asked about yesterday's {A['name']} headline; standard FAQ text sent.\n\n"
            f"{self.secondary_table(r.randint(10, 14))}\n\n"
            "**2) Lifecycle today**\n"
            f"• Coupon fixing Valor {brc['valor']}: {_fmt(brc['cpn'] / 4, 4)}% for the quarter "
            f"(≈ CHF {cpn_amt}); paying agent confirmed value date.\n"
            f"• Autocall observation {ac['short']}: worst-of {ac['uls'][0]['tic']} at "
            f"{_fmt(r.uniform(86, 99))}% of initial vs. 100% trigger; a call looks unlikely.\n"
            f"• Daily barrier watch {brc['short']}: {A['tic']} {_fmt(dist, 1)}% above the barrier, "
            f"{B['tic']} and {C['tic']} comfortably above.\n"
            f"{self.lifecycle_calendar()}\n{self.note_status_table()}\n\n"
            "**3) Requests needing desk input**\n"
            f"• An advisor of a regional bank client requests early redemption of CHF {amt} nominal in "
            f"Valor {red_note['valor']} ({red_note['short']}).\n"
            f"{route_line[0]}\n"
            "• Marketing wants refreshed backtest charts for the capital-protected note; not urgent, "
            "noted for Friday.\n\n"
            "**4) Market context (for advisors)**\n"
            f"SMI futures indicated {self.smi_chg:+.1f}%, Euro Stoxx 50 {self.sx_chg:+.1f}%; EURCHF "
            f"{self.eurchf}. Single-stock implied vols on SMI names broadly unchanged, {A['tic']} 1M ATM "
            f"around {r.randint(17, 26)}%. This section is context only and implies no desk action.\n"
            f"{self.competitor_table()}\n\n"
            "**5) Housekeeping**\n"
            f"KID refresh for {r.randint(2, 5)} notes pending legal sign-off; FIDLEG prospectus supplement "
            "filed; advisor newsletter goes out at 10:00.\n\n"
            "**6) Advisor call log (since 07:00, summary)**\n"
            f"• {r.randint(3, 9)} calls on barrier distance, all answered with the daily barrier sheet.\n"
            f"• {r.randint(1, 4)} calls on coupon payment dates; paying-agent calendar shared.\n"
            f"• {r.randint(1, 3)} requests for French/Italian KIDs; links sent.\n"
            "• 1 complaint about the secondary spread on a legacy autocall; explained quote methodology, advisor satisfied.\n\n"
            "**7) Advisor FAQ refresh**\n"
            f"{self.faq_block(r.randint(3, 5))}\n\n"
            "— end of note · next note ~13:00 CET"
        )
        self.hard(r.uniform(400, 418), "cs", note, "route_decision", route_line[1], "buried",
                  idiom=("long client-solutions note with one routing decision in section 3", "route_decision"))
        # risk bot morning table (noise: all ok)
        self.risk_ok_table(r.uniform(420, 430), "07:00")
        # cron
        self.add(r.uniform(360, 362), "cron", f"cron | 06:00 market-data snapshot saved · {r.randint(380, 460)} "
                 f"instruments · {r.randint(0, 2)} stale", kind="noise")
        lines = [f"cron | 02:00 EOD-batch T-1 · {r.randint(32, 48)} notes revalued · 0 errors · "
                 f"{r.randint(1, 4)} warnings (surface fallback)", "```"]
        for n in b["notes"] + b["new_notes"][-3:]:
            lines.append(f"{n['valor']}  fair {_plain(r.uniform(95, 102.5))}%  bid {_plain(r.uniform(94.5, 102))}%  "
                         f"ask {_plain(r.uniform(95.5, 103))}%  model {self.pick(['LSV-MC', 'LV-PDE', 'BS-analytic'])}  "
                         f"{r.randint(2, 40)}s")
        lines.append("```")
        lines.append(f"published to SIX SP quote engine {r.randint(1, 3)}:{r.randint(10, 59)} CET · next run 02:00")
        self.add(r.uniform(120, 124), "cron", "\n".join(lines), kind="noise")
        lc = [f"lifecycle daily run {self.iso_date} · {len(b['notes']) + len(b['new_notes'])} notes"]
        for n in b["notes"] + b["new_notes"][-3:]:
            lc.append(f"valor={n['valor']} obs_today={self.pick(['none', 'barrier', 'barrier', 'coupon_fixing'])} "
                      f"next_coupon={(self.date + timedelta(days=r.randint(5, 90))).isoformat()} "
                      f"ki_flag=false ac_flag=false status=OK")
        self.add(r.uniform(430, 436), "lifecycle", "\n".join(lc), kind="noise")
        self.add(r.uniform(390, 393), "cron", f"cron | KID generator: {r.randint(1, 4)} documents refreshed, "
                 "0 failed", kind="noise")
        # moderator cleans the overnight reconnect storm
        spam, snips = self.bulk_spam
        self.bulk_delete(r.uniform(452, 458), spam, snips)
        # pinned book
        self.book_msg = self.add(r.uniform(460, 468), "reto", self.book_text(), ackable=False)
        self.pin(469, self.book_msg)
        self.react(469.2, self.book_msg, "📌", "reto")
        if b.get("prev_book") is not None:
            self.unpin(469.5, b["prev_book"])
        b["prev_book"] = self.book_msg
        # morning round (no decision: near-miss)
        W = b["watch"]
        c = (f"**Morgerundi {self.dd}**\n"
             f"- Futures: SMI {self.smi_chg:+.1f}%, SX5E {self.sx_chg:+.1f}%. EURCHF {self.eurchf}.\n"
             f"- Fixings hüt: Coupon {brc['short']}, Barriere-Beobachtig täglich – {A['tic']} isch "
             f"{_fmt(dist, 1)}% über de Barriere.\n"
             f"- Pipeline: PB-Kampagne BRC WO, Mirjam pricet. London wett en Autocall uf SX5E gseh – mal luege.\n"
             f"- Vega isch nöch am Limit, vor allem {A['tic']}/{C['tic']}. Mir redet am 11i drüber.\n"
             f"- {W[0]['name']} hät Kapitalmarkttag am Dunnstig, nur Watchlist.\n"
             "Frage? Süsch: guete Handel zäme 💪")
        self.add(r.uniform(478, 486), "reto", c, kind="near",
                 idiom=("morning round agenda with trading words, no decision", "not_hard"))

    def book_text(self):
        b = self.b
        lines = [f"📌 **BUECH ZH-SN** · Stand {self.dd} 07:45 · RA", "**Papier drusse**"]
        for n in b["notes"]:
            lines.append("`" + n["short"] + "` " + n["book_line"])
        lines.append("**Hedge**")
        deltas = []
        for s in b["held"]:
            deltas.append(f"{s['tic']} Δ +{_qk(b['hedge_sh'][s['tic']])} sh")
        lines.append(" · ".join(deltas))
        lines.append(f"{b['fut_main']} {self.front} +{b['fut_lots']} · Puts short: "
                     + ", ".join(f"{p['tic']} {p['exp']} {p['k']} P -{p['n']}" for p in b["puts"]))
        o = b["ovl"]
        lines.append("**Overlay (taktisch)**")
        lines.append(f"{o['s']['tic']} long {_qk(o['q'])} @ {_fmt(o['entry'])} · SL {_fmt(o['sl'])} · "
                     f"TP {_fmt(o['tp'])}")
        sl_txt = f"SL {_fmt(b['ovl_sl'], 0)}" if b["ovl_sl"] is not None else "kei SL (lauft als Autocall-Hedge)"
        lines.append(f"{b['fut_ovl']} {self.front} short {b['ovl_lots']} @ {_fmt(b['ovl_entry'], 0)} · {sl_txt}")
        lines.append("**Watch** (kei Papier drusse, nur beobachte): "
                     + ", ".join(f"{w['name']} ({w['tic']})" for w in b["watch"]))
        lines.append(f"Limits: Δ ±CHF {b['lim_delta']}m/Name · Vega CHF {b['lim_vega']}k/Volpt · "
                     f"Gamma CHF {b['lim_gamma']}k/1% · Lots max {b['lim_lots']}")
        lines.append("_Änderige nur via Reto. Valor-Kürzel = letschti 4 Ziffere._")
        return "\n".join(lines)


    # ---- long-report building blocks (context only, never decisions)
    def all_valors(self):
        b = self.b
        return [n["valor"] for n in b["notes"]] + [n["valor"] for n in b["new_notes"]]

    def secondary_table(self, n):
        r = self.r
        rows = ["Secondary bid requests (info only, bids shown by the SIX market-making engine):",
                "| Advisor | Valor | Nominal | Bid shown | Status |", "|---|---|---|---|---|"]
        vals = self.all_valors()
        for _ in range(n):
            adv = f"{self.pick(['PB-ZH', 'PB-BS', 'PB-GE', 'EAM-GE', 'EAM-ZG', 'PB-LU', 'EAM-TI'])}-{r.randint(1, 40):02d}"
            rows.append(f"| {adv} | {self.pick(vals)} | CHF {_fi(r.choice([50, 75, 100, 150, 200, 250, 400]) * 1000)} | "
                        f"{_fmt(r.uniform(95.5, 101.2))}% | {self.pick(['bid shown', 'bid shown', 'advisor reviewing', 'expired'])} |")
        return "\n".join(rows)

    def lifecycle_calendar(self):
        r, b = self.r, self.b
        out = ["Upcoming lifecycle events (next 10 business days):"]
        for i, n in enumerate(b["notes"] + b["new_notes"][-3:]):
            dte = self.date + timedelta(days=r.randint(1, 14))
            kind = self.pick(["coupon payment", "coupon fixing", "barrier observation window", "autocall observation",
                              "KID refresh", "ex-coupon"])
            out.append(f"• {dte.strftime('%d.%m.')} · Valor {n['valor']} · {kind}")
        return "\n".join(out)

    def competitor_table(self):
        r, b = self.r, self.b
        rows = ["Competitor pricing snapshot (public term sheets, indicative):",
                "| Issuer | Structure | Tenor | Barrier | Coupon p.a. |", "|---|---|---|---|---|"]
        for iss in r.sample(_ISSUERS, 5):
            uls = r.sample(b["held"] + b["watch"], 3)
            rows.append(f"| {iss} | BRC WO {'/'.join(u['tic'] for u in uls)} | {self.pick(['12M', '18M', '24M'])} | "
                        f"{r.choice([55, 59, 60, 62, 65])}% | {_fmt(r.uniform(6.5, 12))}% |")
        return "\n".join(rows)

    def ts_boiler_fields(self):
        r = self.r
        mat = self.date + timedelta(days=365 + r.randint(0, 7))
        return [
            {"name": "Issuer", "value": "Zürcher Emissions AG (guarantor: parent bank, Moody's A1)", "inline": False},
            {"name": "Issue / Maturity", "value": f"{(self.date + timedelta(days=7)).strftime('%d.%m.%Y')} / "
                                                   f"{mat.strftime('%d.%m.%Y')}", "inline": True},
            {"name": "Denomination", "value": "CHF 1'000", "inline": True},
            {"name": "Settlement", "value": "cash or physical delivery of the worst performer", "inline": False},
            {"name": "Clearing", "value": "SIX SIS · T+5", "inline": True},
            {"name": "Risk class", "value": "SRI 5 (PRIIPs KID) · FIDLEG prospectus", "inline": True},
            {"name": "Sales restrictions", "value": "US, US persons, UK retail; EEA only via KID", "inline": False},
            {"name": "Tax", "value": "coupon split into interest part and premium part; no Swiss withholding tax on premium",
             "inline": False},
        ]

    def hedge_monitor(self, minute, hhmm):
        r, b = self.r, self.b
        lines = [f"hedge-monitor {hhmm} · Δ drift vs. target band (exec-agent)", "```",
                 f"{'UL':<6}{'target sh':>12}{'actual sh':>12}{'drift':>8}{'band':>8}"]
        for s_ in b["held"]:
            tgt = b["hedge_sh"][s_["tic"]]
            act = int(tgt * r.uniform(0.97, 1.03))
            lines.append(f"{s_['tic']:<6}{_fi(tgt):>12}{_fi(act):>12}{(act - tgt) / max(tgt, 1) * 100:>7.1f}%{'±4%':>8}")
        lines.append("```")
        lines.append(f"futures: {b['fut_main']} net +{b['fut_lots']} · within band · next check {int(minute // 60) + 1:02d}:00")
        self.add(minute, "exec", "\n".join(lines), kind="noise")

    def rating_digest(self, minute):
        r = self.r
        rows = ["**Broker rating changes** (newsdesk digest, outside our coverage list)", "| Name | Broker | Action | PT |",
                "|---|---|---|---|"]
        for name, tic in r.sample(_UNRELATED, 7):
            rows.append(f"| {name} ({tic}) | {self.pick(['Vontobel', 'ZKB', 'Octavian', 'Kepler', 'UBS Research', 'Baader Helvea'])} | "
                        f"{self.pick(['Buy → Hold', 'Hold → Buy', 'initiated Buy', 'Sell → Hold', 'PT raised', 'PT cut'])} | "
                        f"CHF {_fmt(r.uniform(30, 400), 0)} |")
        self.add(minute, "news", "\n".join(rows), kind="near", ackable=True)

    def advisor_digest(self, minute):
        r, b = self.r, self.b
        c = (f"**Advisor Q&A digest {self.dd}** (cs-agent)\n"
             f"Calls handled: {r.randint(12, 30)} · e-mails: {r.randint(20, 60)} · avg response {r.randint(6, 25)} min\n\n"
             "Top topics today:\n"
             f"• Barrier distance on {b['notes'][0]['short']} after the morning move – advisors reassured with the daily "
             "barrier sheet.\n"
             "• Questions on the PB campaign: minimum ticket CHF 10k, subscription until strike fixing, SRI 5.\n"
             "• Secondary prices on legacy autocalls: explained accrued coupon vs. clean price.\n\n"
             f"{self.faq_block(4)}\n\n"
             "Templates updated: barrier FAQ (DE/FR/IT), coupon tax sheet. Nothing here needs desk input.")
        self.add(minute, "cs", c)

    def session_recap(self, minute, which):
        r = self.r
        if which == "us":
            c = (f"**Wall Street close** (newsdesk)\nS&P 500 {r.uniform(-1.5, 1.5):+.2f}%, Nasdaq 100 "
                 f"{r.uniform(-2, 2):+.2f}%, Dow {r.uniform(-1.2, 1.2):+.2f}%. 10y UST {_plain(r.uniform(3.9, 4.6), 2)}%, "
                 f"DXY {_plain(r.uniform(98, 106), 2)}, Brent USD {_plain(r.uniform(68, 88), 2)}, gold USD "
                 f"{_fi(r.randint(2400, 3200))}.\n"
                 "Tech led after a strong semiconductor outlook; regional banks lagged on funding worries. VIX "
                 f"{_plain(r.uniform(13, 22), 1)}. After hours: two large-cap software names reported, mixed reaction.\n"
                 "ADRs of European names traded broadly in line with the local close. Calendar tomorrow: jobless claims, "
                 "PPI, three Fed speakers.")
        else:
            c = (f"**Asia morning** (newsdesk)\nNikkei {r.uniform(-1.8, 1.8):+.2f}%, Topix {r.uniform(-1.5, 1.5):+.2f}%, "
                 f"Hang Seng {r.uniform(-2.2, 2.2):+.2f}%, CSI 300 {r.uniform(-1.5, 1.5):+.2f}%, Kospi "
                 f"{r.uniform(-1.5, 1.5):+.2f}%. USDJPY {_plain(r.uniform(140, 158), 2)}, CNH {_plain(r.uniform(7.0, 7.35), 4)}.\n"
                 "Chinese property developers weaker again; Japanese exporters supported by the yen. Luxury and "
                 "consumer names in Hong Kong traded mixed ahead of the retail sales data.\n"
                 f"Swiss futures indicate {self.smi_chg:+.1f}% for the open; no company results from SMI members before the bell.")
        self.add(minute, "news", c, kind="near", ackable=True)

    def faq_block(self, n):
        faqs = [
            ("What happens to the coupon if the barrier is touched?",
             "The coupon is paid in any case; only the redemption at maturity changes (cash or shares of the worst performer)."),
            ("Can the note be sold before maturity?",
             "Yes, the issuer shows a secondary bid on SIX Structured Products during trading hours, normal spread 0.5–1.0%."),
            ("Why is the coupon lower than last month?",
             "Lower implied volatility and a tighter issuer credit spread reduce the option premium that funds the coupon."),
            ("Wie wird die Barriere beobachtet?",
             "Bei EKI-Barrieren zählt der tägliche Schlusskurs an der Heimatbörse; intraday-Tiefs sind nicht relevant."),
            ("Was passiert bei einer Dividende des Basiswerts?",
             "Dividenden sind im Pricing berücksichtigt; der Anleger erhält sie nicht, dafür ist der Coupon höher."),
            ("How is the worst performer determined?",
             "Performance of each underlying vs. its strike at the final fixing; the lowest ratio decides the delivery."),
            ("Is the note protected in case of issuer default?",
             "No, the investor carries issuer credit risk; the note is not covered by deposit insurance (FINMA rules)."),
            ("Warum ist der Sekundärpreis unter 100%?",
             "Marchzins, Volatilität und der Abstand zur Barriere wirken auf den Preis; der Coupon wird separat abgegrenzt."),
            ("Can clients subscribe in EUR?",
             "Only for the EUR tranches of the autocall programme; the PB campaign BRC is CHF only."),
            ("What is the tax treatment of the coupon?",
             "The coupon is split into an interest part (income tax) and an option premium (tax-free capital gain for private clients)."),
        ]
        picks = self.r.sample(faqs, n)
        return "\n".join(f"{i + 1}. {q} — {a}" for i, (q, a) in enumerate(picks))

    def note_status_table(self):
        r, b = self.r, self.b
        rows = ["Outstanding notes (advisor view):", "| Valor | Type | Underlyings | Bid | Dist. to barrier |",
                "|---|---|---|---|---|"]
        for n in b["notes"] + b["new_notes"][-2:]:
            uls = n.get("uls") or []
            ul_s = "/".join(u["tic"] if isinstance(u, dict) else str(u) for u in uls)
            kind = n.get("kind", "BRC")
            rows.append(f"| {n['valor']} | {kind} | {ul_s} | {_fmt(r.uniform(94, 102))}% | "
                        f"{'n/a' if kind == 'CPN' else _fmt(r.uniform(18, 48), 1) + '%'} |")
        return "\n".join(rows)

    def campaign_table(self):
        r = self.r
        rows = ["PB campaign interest by region (indications, not orders):",
                "| Region | Advisors | Indications CHF | Avg ticket |", "|---|---|---|---|"]
        for reg in ("Zürich", "Basel", "Bern", "Genève", "Lugano", "Zug/Luzern"):
            adv = r.randint(2, 14)
            ind = r.randint(300, 4500) * 1000
            rows.append(f"| {reg} | {adv} | {_fi(ind)} | {_fi(ind // adv)} |")
        return "\n".join(rows)

    def rc_preread(self, minute):
        r, b = self.r, self.b
        lines = [f"**Risk Committee pre-read** (Fritig 10:00) – Entwurf {self.dd}, DF",
                 "Zur Info, kei Änderig vo Limite i dem Dokument – nur Stand und Diskussionspünkt.",
                 "",
                 "| Limit | Aktuell | Auslastung 5d max | Kommentar |", "|---|---|---|---|",
                 f"| Delta pro Name | CHF {_fmt(b['lim_delta'])}m | {r.randint(50, 90)}% | unverändert |",
                 f"| Vega pro Name | CHF {b['lim_vega']}k/Volpt | {r.randint(80, 115)}% | Diskussion Skew-Reserve |",
                 f"| Gamma pro Name | CHF {b['lim_gamma']}k/1% | {r.randint(40, 80)}% | unverändert |",
                 f"| Futures Lots | {b['lim_lots']} | {r.randint(20, 60)}% | unverändert |",
                 "",
                 "Diskussionspünkt:",
                 "1. Skew-Reserve für BRCs mit Barriere < 60% – Methodik vom Model Validation Team (Memo vom letschte Monet).",
                 "2. Konzentration uf SMI-Defensives im BRC-Buech; Vorschlag vom Desk folgt separat.",
                 "3. Dividend-Reserve SX5E-Autocalls nach de Div-Future-Bewegig.",
                 f"4. Backtesting VaR: {r.randint(0, 3)} Ausreisser im letschte Quartal, innerhalb Ampel grün.",
                 "Unterlage folgt definitiv am Dunnstig 16:00."]
        self.add(minute, "daniela", "\n".join(lines), kind="near",
                 idiom=("limit table restated with no change", "not_hard"))

    def funding_note(self, minute):
        r = self.r
        c = (f"Funding-Update fürs Pricing ({self.dd}):\n"
             f"• Eigene Credit-Spreads 1y {r.randint(30, 45)}bp / 2y {r.randint(40, 60)}bp / 3y {r.randint(50, 75)}bp über SARON "
             f"({self.pick(['+2bp', '-1bp', 'unverändert', '-3bp'])} vs. letschti Wuche)\n"
             f"• SARON-Swap 1y {_plain(r.uniform(0.0, 0.4), 2)}%, EUR €STR-Swap 1y {_plain(r.uniform(1.8, 2.4), 2)}%\n"
             "• Treasury wett d'Emissione im Q2 eher im 12M-Beriich, 24M nur mit Zuschlag\n"
             "• CHF-Coupons uf 12M BRCs deshalb ca. 5-10bp tüfer als im Februar\n"
             "Nur als Input für d'Pricer-Parameter, es ändert sich nüt am laufende Buech.")
        self.add(minute, "mirjam", c, kind="near", idiom=("funding/pricing inputs, no decision", "not_hard"))

    def greeks_rows(self, breach=None, vlim=None):
        r, b = self.r, self.b
        rows = []
        vlim = vlim or {}
        for s in b["held"]:
            dl = b["lim_delta"]
            d_exp = r.uniform(0.2, 0.8) * dl
            rows.append(f"| {s['tic']} | delta | CHF {_fmt(d_exp)}m | CHF {_fmt(dl)}m | {int(d_exp / dl * 100)}% | ok |")
            gl = b["lim_gamma"]
            g_exp = int(gl * r.uniform(0.15, 0.55))
            rows.append(f"| {s['tic']} | gamma | CHF {g_exp}k/1% | CHF {gl}k/1% | {int(g_exp / gl * 100)}% | ok |")
            lim_v = vlim.get(s["tic"], b["lim_vega"])
            if s is breach:
                vexp = int(lim_v * r.uniform(1.06, 1.22))
                rows.append(f"| {s['tic']} | vega | CHF {vexp}k | CHF {lim_v}k | {int(vexp / lim_v * 100)}% | **BREACH** |")
            else:
                vexp = int(lim_v * r.uniform(0.35, 0.85))
                rows.append(f"| {s['tic']} | vega | CHF {vexp}k | CHF {lim_v}k | {int(vexp / lim_v * 100)}% | ok |")
        for fut in (b["fut_main"], b["fut_ovl"]):
            rows.append(f"| {fut} | delta | CHF {_fmt(r.uniform(0.5, 3.5))}m | CHF 5.00m | {r.randint(10, 70)}% | ok |")
        rows.append(f"| Book | theta | CHF {_fmt(r.uniform(4, 14), 1)}k/day | – | – | info |")
        rows.append(f"| Book | rho CHF | CHF {r.randint(-40, 40)}k/bp | CHF 60k/bp | {r.randint(5, 60)}% | ok |")
        return rows

    def pricing_grid(self, minute):
        r, b = self.r, self.b
        uls = b["notes"][0]["uls"]
        head = "| Barrier \\ Tenor | 6M | 12M | 18M | 24M |\n|---|---|---|---|---|"
        rows = []
        for barr in (50, 55, 59, 60, 65, 70):
            base = 4.0 + (barr - 50) * 0.22
            rows.append(f"| {barr}% | " + " | ".join(f"{_fmt(base + t * r.uniform(0.9, 1.3))}%" for t in (0.5, 1.2, 1.8, 2.3)) + " |")
        c = (f"Pricing-Grid BRC WO {'/'.join(u['tic'] for u in uls)} (Coupon p.a., Marge 1.00% drin, Stand "
             f"{int(minute // 60):02d}:{int(minute % 60):02d})\n" + head + "\n" + "\n".join(rows)
             + f"\nVol-Input: ATM {r.randint(17, 24)}% / Skew {_fmt(r.uniform(3, 6), 1)} · Correl 0.{r.randint(55, 66)} · "
             "Funding SARON + 38bp · nur indikativ, Entscheid über d'Emission separat")
        self.add(minute, "mirjam", c, kind="near", idiom=("pricing grid with coupons, no decision", "not_hard"))

    def market_report(self, minute, kind):
        r, b = self.r, self.b
        movers = r.sample(_UNRELATED, 4)
        mv = " · ".join(f"{t} {r.uniform(-4, 4):+.1f}%" for _, t in movers)
        if kind == "open":
            c = (f"**Pre-open Switzerland {self.dd}** (newsdesk)\n"
                 f"SMI indicated {self.smi_chg:+.1f}% at {_fmt(b['idx_px']['SMI'], 0)}, Euro Stoxx 50 futures "
                 f"{self.sx_chg:+.1f}%. Asia mixed: Nikkei {r.uniform(-1.5, 1.5):+.1f}%, Hang Seng "
                 f"{r.uniform(-2, 2):+.1f}%. US closed {self.pick(['higher', 'lower', 'flat'])} overnight.\n"
                 f"Bonds: 10y Eidgenosse {_plain(r.uniform(0.3, 0.9), 2)}%, Bund {_plain(r.uniform(2.2, 2.8), 2)}%. "
                 f"FX: EURCHF {self.eurchf}, USDCHF {_plain(r.uniform(0.86, 0.92), 4)}.\n"
                 f"Indications (Julius Bär pre-market, outside SMI): {mv}\n"
                 "Calendar: Swiss PPI 08:30, Eurozone ZEW 11:00, US data 14:30 CET. No index changes today.\n"
                 "Corporate calendar (outside SMI): "
                 + ", ".join(f"{n_} {self.pick(['Q4 results', 'AGM', 'capital markets day', 'trading update'])}"
                             for n_, _ in r.sample(_UNRELATED, 4)) + ".\n"
                 "Options: Eurex single-stock volume yesterday "
                 f"{_fi(r.randint(180000, 420000))} contracts, put/call {_plain(r.uniform(0.7, 1.4), 2)}; SMI options "
                 f"{_fi(r.randint(40000, 120000))} contracts.\n"
                 "VSMI " + _plain(r.uniform(12, 22), 1) + ", V2X " + _plain(r.uniform(14, 24), 1) + ".")
        else:
            c = (f"**Market close {self.dd}** (newsdesk)\n"
                 f"SMI {self.smi_chg + r.uniform(-0.3, 0.3):+.2f}% at {_fmt(b['idx_px']['SMI'], 0)}, SPI "
                 f"{r.uniform(-1, 1):+.2f}%, Euro Stoxx 50 {self.sx_chg + r.uniform(-0.3, 0.3):+.2f}%. Turnover on SIX "
                 f"CHF {_fmt(r.uniform(2.5, 5.5), 1)}bn, {r.randint(70, 120)}% of the 20d average.\n"
                 f"Mid/small caps: {mv}\n"
                 f"Sectors: {self.pick(['defensives', 'cyclicals', 'financials', 'healthcare'])} led, "
                 f"{self.pick(['tech', 'luxury', 'industrials', 'real estate'])} lagged. Structured-products turnover on "
                 f"SIX SP: {r.randint(2800, 5200)} trades, leverage products {r.randint(55, 70)}% of volume.\n"
                 "Tomorrow: Swiss retail sales, ECB speakers, US PPI.\n"
                 f"Derivatives: VSMI {_plain(r.uniform(12, 22), 1)} ({r.uniform(-1.5, 1.5):+.1f}), V2X "
                 f"{_plain(r.uniform(14, 24), 1)}; Eurex {self.pick(['FSMI', 'FESX'])} open interest "
                 f"{_fi(r.randint(90000, 160000))}. SIX SP top traded: leverage on gold, tracker on AI basket, "
                 "BRC on Swiss insurers.\n"
                 "FX close: EURCHF " + self.eurchf + f", USDCHF {_plain(r.uniform(0.86, 0.92), 4)}, GBPCHF "
                 f"{_plain(r.uniform(1.08, 1.16), 4)}.")
        self.add(minute, "news", c, kind="near", idiom=("generic market report with index levels", "not_hard"))

    # ------------------------------------------------------------ flow A: single-stock delta hedge
    def flow_delta_hedge(self):
        r, b = self.r, self.b
        s = self.pick(b["notes"][0]["uls"])
        note = b["notes"][0]
        px = self.px(s)
        side = self.pick(["sell", "buy"])
        q = _shares(r, px, 1.8e6, 4.5e6)
        if b["hedge_sh"][s["tic"]] < 2 * q:
            side = "buy"
        SIDE = side.upper()
        qs = _qk(q)
        lim = _tick(px * (0.999 if side == "sell" else 1.001))
        lim_s = _fmt(lim)
        sh = "s" if side == "sell" else "b"
        t0 = r.uniform(548, 575)
        v = r.randrange(4)
        if v == 0:
            c = f"{sh} {qs} {s['tic']} @ {lim_s} lim – Δ vom {note['short']}er nachezieh, spot {self.smi_chg:+.1f}%"
            facts = [f"{sh} {qs}", s["tic"], lim_s]
        elif v == 1:
            c = f"{s['tic']}: {side} {qs}, lim {lim_s}. Delta-Adj. nachem Gap, ok?"
            facts = [s["tic"], side, qs, lim_s]
        elif v == 2:
            c = f"{sh} {qs} {s['tic']} {lim_s} lim fürs {note['short']}er Delta"
            facts = [f"{sh} {qs}", s["tic"], lim_s]
        else:
            c = f"{SIDE} {qs} {s['tic']}.SW lmt {lim_s} (Δ hedge BRC {note['short']})"
            facts = [SIDE, qs, f"{s['tic']}.SW", lim_s]
        prop = self.hard(t0, "luca", c, "trade_proposal", facts, "shorthand",
                         idiom=("shorthand b/s hedge order with size and lim", "trade_proposal"))
        ap = self.pick([("ok go 👍", ["ok go", "👍"]), ("passt, mach", ["passt", "mach"]),
                        ("jo go", ["jo go"]), ("approved, go ahead", ["approved", "go ahead"]),
                        ("ok, schick", ["ok, schick"])])
        if len(ap[1]) == 1:
            ap = (ap[0] + " – aber nur mit Limit", ap[1] + ["nur mit Limit"])
        self.hard(t0 + r.uniform(1.5, 4), "reto", ap[0], "trade_approval", ap[1], "reply", ref=prop,
                  idiom=("short dialect go as reply to a proposal", "trade_approval"))
        oid = self.oid()
        t1 = t0 + r.uniform(5, 7)
        c = (f"ord={oid} status=WORKING side={SIDE} sym={s['tic']}.SW qty={q} lim={_plain(lim)} tif=DAY "
             f"venue=XSWX acct=ZSN-HEDGE")
        self.hard(t1, "oms", c, "trade_confirmation", [oid, "WORKING", f"{s['tic']}.SW", f"qty={q}"], "structured",
                  idiom=("OMS key=value WORKING line", "trade_confirmation"))
        q1 = int(round(q * r.uniform(0.35, 0.6) / 100) * 100) or q // 2
        leaves = q - q1
        f1 = _tick(lim * (1.0004 if side == "sell" else 0.9996))
        emb = {"title": "Execution report", "description": "Partial fill",
               "author": "OMS-ZH",
               "fields": [{"name": "Side", "value": SIDE, "inline": True},
                          {"name": "Instrument", "value": f"{s['name']} ({s['tic']})", "inline": True},
                          {"name": "Qty", "value": _fi(q1), "inline": True},
                          {"name": "Px", "value": _fmt(f1), "inline": True},
                          {"name": "Leaves", "value": _fi(leaves), "inline": True}],
               "footer": f"ord {oid} · XSWX · {self.dd}"}
        pf = self.hard(t1 + r.uniform(2, 6), "oms", "", "trade_fill", [oid, SIDE, _fi(q1), _fmt(f1)], "embed",
                       embeds=[emb], idiom=("embed-only partial fill, apostrophe qty", "trade_fill"),
                       ackable=True)
        f2 = _tick(lim * (1.0002 if side == "sell" else 0.9998))
        avg = _fmt((q1 * f1 + leaves * f2) / q, 3)
        word = "verkauft" if side == "sell" else "kauft"
        v = r.randrange(2)
        if v == 0:
            c = f"{s['tic']} rest {word}: {_fi(leaves)} @ {_fmt(f2)}, total {qs} avg {avg} ✅"
            facts = [s["tic"], word, _fi(leaves), _fmt(f2)]
        else:
            c = f"Done – {_fi(leaves)} {s['tic']} {'sold' if side == 'sell' else 'bought'} at {_fmt(f2)}, order complete, avg {avg}"
            facts = [_fi(leaves), s["tic"], "sold" if side == "sell" else "bought", _fmt(f2)]
        ff = self.hard(t1 + r.uniform(10, 22), "luca", c, "trade_fill", facts, "untagged", ackable=True)
        self.react(t1 + 23, ff, "✅", "reto")
        b["hedge_sh"][s["tic"]] += q if side == "buy" else -q
        self.fill_a = (s, qs, word, avg)

    # ------------------------------------------------------------ flow F: stops / targets
    def flow_stops(self):
        r, b = self.r, self.b
        o = b["ovl"]
        s = o["s"]
        px = self.px(s)
        sl1 = _tick(px * r.uniform(0.95, 0.956))
        sl2 = _tick(max(sl1 * 1.004, px * 0.962))
        sl3 = _tick(max(sl2 * 1.004, px * 0.97))
        a, bb, c3 = _fmt(sl1), _fmt(sl2), _fmt(sl3)
        v = r.randrange(2)
        if v == 0:
            mk = lambda lvl, tail: f"[STOP] {s['tic']} Overlay ({_qk(o['q'])} long): SL {lvl}{tail}"
            facts = [s["tic"], "SL", c3]
        else:
            mk = lambda lvl, tail: f"[STOP] {s['name']} overlay stop-loss → {lvl}{tail}"
            facts = [s["name"], "stop-loss", c3]
        tail0 = "" if sl1 >= o["sl"] else self.pick([" – chli meh Luft gäh", " (widened)"])
        m = self.hard(r.uniform(555, 565), "luca", mk(a, tail0), "stop_or_target_change", facts, "tagged",
                      idiom=("stop moved twice by editing the same tagged message", "stop_or_target_change"))
        self.edit(r.uniform(735, 745), m, mk(bb, " (nachezoge)"), [a])
        self.edit(r.uniform(925, 935), m, mk(c3, " (nachezoge, 2x)"), [bb])
        if r.random() < 0.5:
            self.react(936, m, "📌", "reto")
        o["sl"] = sl3
        # target change
        tp2 = _tick(max(o["tp"] * r.uniform(0.955, 0.98), px * r.uniform(1.04, 1.06)))
        v = r.randrange(3) if tp2 < o["tp"] else 2
        if v == 0:
            c = f"TP uf em {s['tic']}-Overlay abe uf {_fmt(tp2)} – de Upside isch fürs Erste limitiert"
            facts = ["TP", s["tic"], _fmt(tp2)]
        elif v == 1:
            c = f"target on the {s['tic']} overlay cut to {_fmt(tp2)}, taking profit earlier than planned"
            facts = ["target", s["tic"], _fmt(tp2)]
        else:
            c = f"{s['name']}: Kursziel vom Overlay neu {_fmt(tp2)} (vorher {_fmt(o['tp'])})"
            facts = [s["name"], "Kursziel", f"neu {_fmt(tp2)}"]
        self.hard(r.uniform(848, 858), self.pick(["reto", "luca"]), c, "stop_or_target_change", facts, "untagged")
        o["tp"] = tp2
        # futures overlay: stop removed (or, once removed, set again on a later day)
        if b["ovl_sl"] is not None:
            v = r.randrange(2)
            if v == 0:
                c = (f"SL uf em {b['fut_ovl']}-Short gstriche – lauft ab hüt als Hedge vom Autocall "
                     f"{b['notes'][1]['short']}, kei Stop meh")
                facts = [b["fut_ovl"], "gstriche", "kei Stop meh"]
            else:
                c = (f"removed the stop on the {b['fut_ovl']} short ({b['ovl_lots']} lots); it now sits as autocall "
                     f"hedge, no stop")
                facts = [b["fut_ovl"], "removed the stop", "no stop"]
            self.hard(r.uniform(968, 980), "luca", c, "stop_or_target_change", facts, "untagged",
                      idiom=("stop removed, position re-labelled as hedge", "stop_or_target_change"))
            b["ovl_sl"] = None
        else:
            idx = "SX5E" if b["fut_ovl"] == "FESX" else "SMI"
            lvl = round(b["idx_px"][idx] * r.uniform(1.025, 1.04))
            c = self.pick([
                (f"{b['fut_ovl']}-Short: Stop wieder drin, {_fmt(lvl, 0)} – Autocall-Hedge isch abbaut",
                 [b["fut_ovl"], "Stop wieder drin", _fmt(lvl, 0)]),
                (f"[STOP] {b['fut_ovl']} {self.front} short {b['ovl_lots']} lots: SL {_fmt(lvl, 0)} (new)",
                 ["[STOP]", b["fut_ovl"], f"SL {_fmt(lvl, 0)}"]),
            ])
            self.hard(r.uniform(968, 980), "luca", c[0], "stop_or_target_change", c[1], "untagged" if "[STOP]" not in c[0] else "tagged")
            b["ovl_sl"] = lvl

    # ------------------------------------------------------------ flow G: risk limits
    def flow_risk(self):
        r, b = self.r, self.b
        A, B, C = b["notes"][0]["uls"]
        # risk table with a breach
        breach_ul = self.pick([A, C])
        lim_v = b["lim_vega"]
        rows = self.greeks_rows(breach=breach_ul)
        c = ("⚠️ **Greeks vs. Limits** 11:40 CET — 1 breach\n"
             "| Underlying | Greek | Exposure | Limit | Usage | Status |\n|---|---|---|---|---|---|\n"
             + "\n".join(rows) + f"\nbreach owner: desk head · escalation to Risk Control in 30 min if not cured\n"
             + self.vega_buckets())
        self.hard(r.uniform(698, 703), "risk", c, "risk_limit", [breach_ul["tic"], "vega", f"CHF {lim_v}k", "BREACH"],
                  "structured", idiom=("markdown Greeks table with one BREACH row", "risk_limit"))
        # risk control raises the limit temporarily (tagged), pinned
        new_v = lim_v + 50
        v = r.randrange(2)
        if v == 0:
            c = (f"[LIMIT] Vega-Limit {breach_ul['tic']} temporär CHF {new_v}k/Volpt bis Fritig 17:30, "
                 f"gnehmigt vom RC-Chair. Danach zrugg uf {lim_v}k.")
            facts = ["[LIMIT]", "Vega-Limit", breach_ul["tic"], f"CHF {new_v}k"]
        else:
            c = (f"[LIMIT] {breach_ul['tic']} vega limit temporarily raised to CHF {new_v}k per vol point until "
                 f"Friday close (RC chair sign-off), then back to {lim_v}k.")
            facts = ["[LIMIT]", breach_ul["tic"], "vega limit", f"CHF {new_v}k"]
        lm = self.hard(r.uniform(722, 732), "daniela", c, "risk_limit", facts, "tagged")
        self.vlim = {breach_ul["tic"]: new_v}
        self.pin(r.uniform(733, 736), lm)
        self.react(736.5, lm, "📌", "reto")
        # desk head halves a gamma limit (untagged dialect)
        g = self.pick([A, B, C])
        half = b["lim_gamma"] // 2
        v = r.randrange(2)
        if v == 0:
            c = f"Ab sofort Gamma-Limit {g['tic']} halbiert: max CHF {half}k pro 1%, bis d'Zahle dusse sind."
            facts = ["Gamma-Limit", g["tic"], f"CHF {half}k"]
        else:
            c = f"{g['name']} gamma cap for today: CHF {half}k per 1% move, half the usual. Applies from now."
            facts = [g["name"], "gamma cap", f"CHF {half}k"]
        self.hard(r.uniform(580, 592), "reto", c, "risk_limit", facts, "untagged",
                  idiom=("dialect limit change by desk head", "risk_limit"))
        # pretrade block (fat finger)
        if r.random() < 0.7:
            oid = self.oid()
            big = b["lim_lots"] * 10 + r.choice([0, 50, 100])
            c = (f"pretrade BLOCK ord={oid} BUY {big} {self.fut_main} {self.front_code} · rule=max_lots "
                 f"limit={b['lim_lots']} · order not sent")
            self.hard(r.uniform(1005, 1015), "pretrade", c, "risk_limit", [oid, "BLOCK", "max_lots"], "structured")
            self.add(r.uniform(1016, 1019), "luca", f"fat finger, {big // 10} gmeint 🙈 – mach en neue wenn nötig")
        # heartbeat-like risk lines (noise)
        self.add(r.uniform(780, 783), "risk", "risk: all limits ok · 0 breaches · snapshot 13:00", kind="noise",
                 idiom=("risk heartbeat all limits ok", "not_hard"))
        self.risk_ok_table(r.uniform(1062, 1068), "17:45")
        self.risk_ok_table(r.uniform(900, 903), "15:00")

    def vega_buckets(self):
        r, b = self.r, self.b
        exps = [e[0] for e in self.exp] + ["Mar27", "Jun27"]
        lines = ["Vega by expiry (CHF k / vol pt):", "```", "UL     " + "".join(f"{e:>8}" for e in exps)]
        for s in b["held"]:
            lines.append(f"{s['tic']:<7}" + "".join(f"{r.randint(-60, 120):>8}" for _ in exps))
        lines.append("```")
        lines.append("5d max usage: " + " · ".join(f"{s['tic']} Δ {r.randint(30, 90)}% / V {r.randint(40, 110)}%"
                                                    for s in b["held"]))
        return "\n".join(lines)

    def risk_ok_table(self, minute, hhmm):
        rows = self.greeks_rows(vlim=getattr(self, "vlim", None))
        c = (f"✅ **Greeks vs. Limits** {hhmm} CET — all limits ok\n"
             "| Underlying | Greek | Exposure | Limit | Usage | Status |\n|---|---|---|---|---|---|\n"
             + "\n".join(rows) + "\n" + self.vega_buckets())
        self.add(minute, "risk", c, kind="noise")

    # ------------------------------------------------------------ flow H: RFQ relays + routing
    def rfq_relay(self, minute, embed=False):
        r, b = self.r, self.b
        uls = r.sample(b["held"] + b["watch"], 3)
        barrier = r.choice([55, 59, 60, 62, 65])
        iss = r.sample(_ISSUERS, 6)
        cpns = sorted([round(r.uniform(6.5, 11.5), 2) for _ in iss], reverse=True)
        rid = f"{r.randint(58000, 62999)}"
        size = r.choice(["CHF 1m", "CHF 2m", "CHF 500k", "EUR 1m", "CHF 3m"])
        ul_s = "/".join(u["tic"] for u in uls)
        if embed:
            emb = {"title": f"RFQ #{rid} · BRC WO {ul_s}",
                   "description": f"12M · barrier {barrier}% EKI · {size} · quotes by other issuers",
                   "fields": [{"name": i, "value": f"{_fmt(c_)}% p.a.", "inline": True} for i, c_ in zip(iss, cpns)],
                   "footer": f"RFQ-Hub relay · ZH-SN did not quote · ref {r.getrandbits(32):08x} · quotes valid 15 min"}
            m = self.add(minute, "rfq", "", embeds=[emb], kind="near", ackable=True,
                         idiom=("RFQ relay embed of other issuers' quotes", "not_hard"))
        else:
            c = (f"📨 **RFQ #{rid}** · BRC WO {ul_s} · 12M · Barr {barrier}% EKI · {size}\n"
                 + " | ".join(f"{i} {_fmt(c_)}%" for i, c_ in zip(iss, cpns))
                 + f"\nbest: {iss[0]} · client: ext. PB · eusi Quote: – · obs daily close · "
                 f"settlement T+5 · valid {self.pick(['10', '15', '30'])} min · platform ref "
                 f"{r.getrandbits(32):08x}")
            m = self.add(minute, "rfq", c, kind="near", ackable=True,
                         idiom=("RFQ relay of other issuers' quotes", "not_hard"))
        return m, rid, iss[0], cpns[0], size

    def flow_rfq_and_routes(self):
        r, b = self.r, self.b
        m1, rid1, _, _, _ = self.rfq_relay(r.uniform(605, 615))
        ans = self.pick([("Nöd eusi Baustell – kei Action, lömmer la laufe.", ["kei Action", "lömmer la laufe"]),
                         ("not ours, no action – not routing it", ["no action", "not routing it"]),
                         ("ignoriere, kei Handlungsbedarf für eus", ["ignoriere", "kei Handlungsbedarf"])])
        self.hard(r.uniform(617, 622), "reto", ans[0], "no_route_decision", ans[1], "reply", ref=m1,
                  idiom=("no-action reply to an RFQ relay", "no_route_decision"))
        m2, rid2, best, bc, size = self.rfq_relay(r.uniform(760, 770), embed=True)
        self.add(r.uniform(870, 880), "rfq", f"RFQ #{rid2} closed · awarded to {best} @ {_fmt(bc)}% p.a. · {size} · "
                 f"ZH-SN not involved", kind="near", idiom=("other issuer's award", "not_hard"))
        self.rfq_relay(r.uniform(940, 990))
        self.rfq_relay(r.uniform(700, 740), embed=r.random() < 0.5)
        if r.random() < 0.6:
            self.rfq_relay(r.uniform(520, 540), embed=True)
        # router bot routes a lifecycle item
        item = f"LC-{r.randint(2100, 2999)}"
        ac = b["notes"][1]
        c = (f"router | item={item} kind=autocall_hedge_roll valor={ac['valor'] or ac['isin']} "
             f"-> agent:hedge-exec owner=Luca · due 16:00")
        self.hard(r.uniform(825, 835), "router", c, "route_decision", [item, "agent:hedge-exec"], "structured",
                  idiom=("router bot key=value route to an agent", "route_decision"))
        # router no-route for the other issuer quote
        if r.random() < 0.75:
            c = f"router | item=RFQ-{rid2} decision=NO_ROUTE reason=other_issuer_quote · closed"
            self.hard(r.uniform(1058, 1062), "router", c, "no_route_decision", [f"RFQ-{rid2}", "NO_ROUTE"],
                      "structured")
        # routing cron (noise)
        for hh in (7, 9, 11, 13, 15, 17, 19):
            self.add(hh * 60 + r.uniform(0.1, 0.9), "cron",
                     f"cron | routing sweep {hh:02d}:00 · 0 routed · {r.randint(0, 3)} pending (awaiting desk)",
                     kind="noise", idiom=("routing cron '0 routed'", "not_hard"))
        # afternoon cs-agent note with buried no-route
        ext_valor = str(r.randint(110_000_000, 139_999_999))
        brc = b["notes"][0]
        no_route = self.pick([
            (f"→ No action, not routed: a client forwarded a Vontobel secondary quote on a competitor BRC "
             f"(Valor {ext_valor}); informational only, the desk is not involved.",
             ["No action, not routed", ext_valor]),
            (f"→ Decision: no routing for the forwarded Leonteq quote (Valor {ext_valor}) – not our paper, "
             "advisor informed that no action is needed.",
             ["no routing", ext_valor, "no action is needed"]),
        ])
        note = (
            f"**Client Solutions — Midday Note {self.dd}** (cs-agent)\n\n"
            f"**Flow since 07:00**: {r.randint(9, 19)} secondary tickets, CHF {_fmt(r.uniform(2, 6.5), 1)}m notional, "
            f"all inside the published spread. Primary interest concentrated on the PB campaign BRC "
            f"({', '.join(u['tic'] for u in brc['uls'])}); {r.randint(3, 8)} advisors requested the draft term sheet.\n\n"
            "**Open items**\n"
            f"• Early-redemption ticket from this morning: bid requested, advisor waiting.\n"
            f"{no_route[0]}\n"
            f"• Request for a French KID version of {b['notes'][1]['short']}: translation vendor confirmed "
            "delivery tomorrow.\n\n"
            "**Lifecycle**: coupon fixing and barrier observations on schedule; next autocall observation "
            f"{b['notes'][1]['next_obs']}.\n\n"
            f"{self.campaign_table()}\n\n"
            f"{self.note_status_table()}\n\n"
            f"{self.secondary_table(r.randint(9, 13))}\n\n"
            f"{self.competitor_table()}\n\n"
            "**Advisor questions (FAQ candidates)**\n"
            f"{self.faq_block(r.randint(4, 6))}\n\n"
            "— next note at EOD"
        )
        self.hard(r.uniform(782, 790), "cs", note, "no_route_decision", no_route[1], "buried")

    # ------------------------------------------------------------ flow C: listed options + pretrade resize
    def flow_options(self):
        r, b = self.r, self.b
        s = self.pick(b["held"])
        px = self.px(s)
        kstep = 10 if px > 150 else (2 if px > 40 else 1)
        if px > 1500:
            kstep = 100
        k = int(round(px * 0.9 / kstep) * kstep)
        prem = _tick(px * r.uniform(0.014, 0.024)) if px < 1500 else round(px * r.uniform(0.014, 0.024))
        prem_s = _fmt(prem) if px < 1500 else _fmt(prem, 0)
        lim_s = _fmt(prem * 0.985) if px < 1500 else _fmt(round(prem * 0.985), 0)
        n = r.choice([500, 600, 700, 800, 900])
        n2 = int(n * r.choice([0.5, 0.6, 0.7]) // 50 * 50)
        exp = self.opt_exp
        series = f"{s['tic']} {exp} {k}"
        t0 = r.uniform(628, 650)
        v = r.randrange(3)
        if v == 0:
            c = (f"Ich würd gern {n} {series} Puts verkaufe @ {prem_s}, dass mer de Vega vom Autocall "
                 f"{b['notes'][1]['short']} chli abbaued. Limit {lim_s}.")
            facts = [str(n), series, "verkaufe", prem_s]
        elif v == 1:
            c = f"Proposing we sell {n} {series} P on Eurex at {prem_s} (limit {lim_s}) to take autocall vega down."
            facts = ["sell", str(n), f"{series} P", prem_s]
        else:
            c = (f"Vorschlag: {n} Kontrakt {series} Put verkaufe, Prämie {prem_s}, Limit {lim_s} – "
                 "Vega-Abbau vor em Risk Committee")
            facts = ["Vorschlag", str(n), series, "verkaufe"]
        prop = self.hard(t0, self.pick(["luca", "mirjam"]), c, "trade_proposal", facts, "untagged")
        ap = self.pick([("👍 send it", ["👍", "send it"]), ("go, aber nur bis zum Limit", ["go", "Limit"]),
                        ("ja, mach", ["ja, mach"])])
        if len(ap[1]) == 1:
            ap = (ap[0] + " 👍", ap[1] + ["👍"])
        self.hard(t0 + r.uniform(2, 5), "reto", ap[0], "trade_approval", ap[1], "reply", ref=prop)
        oid = self.oid()
        t1 = t0 + r.uniform(6, 8)
        c = (f"pretrade ord={oid} SELL {n} {series} P → RESIZED qty={n2} · rule=vega_limit ul={s['tic']} "
             f"limit=CHF {b['lim_vega']}k/volpt usage={r.randint(88, 97)}%")
        self.hard(t1, "pretrade", c, "risk_limit", [oid, "RESIZED", f"qty={n2}"], "structured",
                  idiom=("pre-trade engine resizes an order", "risk_limit"))
        emb = {"title": "Order accepted", "description": f"Eurex · {series} P",
               "fields": [{"name": "Side", "value": "SELL", "inline": True},
                          {"name": "Qty", "value": str(n2), "inline": True},
                          {"name": "Limit", "value": lim_s, "inline": True},
                          {"name": "TIF", "value": "DAY", "inline": True}],
               "footer": f"ord {oid} · XEUR · resized by pretrade"}
        self.hard(t1 + r.uniform(0.3, 1), "oms", "", "trade_confirmation", ["Order accepted", oid, str(n2)], "embed",
                  embeds=[emb], idiom=("embed-only order acceptance", "trade_confirmation"))
        fpx = _fmt(prem * r.uniform(0.99, 1.0)) if px < 1500 else _fmt(round(prem * 0.995), 0)
        v = r.randrange(2)
        if v == 0:
            c = f"{s['tic']} {k}P {exp.lower()}: {n2} weg @ {fpx} 👌"
            facts = [f"{n2} weg", fpx, s["tic"]]
        else:
            c = f"{s['tic']} puts done, {n2} sold @ {fpx}"
            facts = [s["tic"], f"{n2} sold", fpx]
        self.hard(t1 + r.uniform(8, 30), "luca", c, "trade_fill", facts, "shorthand", ackable=True,
                  idiom=("dialect 'weg' shorthand for a sold fill", "trade_fill"))
        b["puts_today"] = (s, n2)

    # ------------------------------------------------------------ flow D: new issuance (thread)
    def flow_issuance(self):
        r, b = self.r, self.b
        uls = r.sample(b["held"][:3] + b["held"][3:5] if b["ch_even"] else b["held"][:3], 3)
        cpn = round(r.uniform(7.5, 11.0) * 4) / 4
        barr = r.choice([55, 58, 59, 60, 62])
        notional = r.choice([10, 15, 20, 25])
        valor = r.randint(140_000_000, 149_999_999) + self.ch * 37 + self.d
        isin = _isin_ch(valor)
        ul_s = "/".join(u["tic"] for u in uls)
        t0 = r.uniform(660, 675)
        v = r.randrange(2)
        if v == 0:
            c = (f"Vorschlag Neuemission für d'PB-Kampagne: BRC WO {ul_s}, 12M, Cpn {_fmt(cpn)}% p.a., "
                 f"Barr {barr}% EKI, CHF {notional}m, Strike @ close hüt. Intern {_fmt(100 - r.uniform(0.7, 1.2))}, "
                 "Details im Thread 👇")
            facts = [f"BRC WO {ul_s}", f"{_fmt(cpn)}%", f"{barr}%", f"CHF {notional}m"]
        else:
            c = (f"Proposal: we print the PB-campaign BRC worst-of {ul_s}, 12M, {_fmt(cpn)}% p.a., barrier {barr}% "
                 f"(EKI), CHF {notional}m, strike on today's close. Thread below.")
            facts = [f"worst-of {ul_s}", f"{_fmt(cpn)}%", f"barrier {barr}%", f"CHF {notional}m"]
        starter = self.hard(t0, "mirjam", c, "trade_proposal", facts, "untagged",
                            idiom=("issuance proposal starting a thread", "trade_proposal"))
        th = starter
        vega_ul = uls[0]["tic"]
        self.add(t0 + r.uniform(3, 8), "luca", f"Hedge-Siite ok. Vega {vega_ul} wird äng, aber mit de Puts vo hüt gaht's.",
                 thread=th)
        self.add(t0 + r.uniform(9, 14), "mirjam", f"Pricing-Sheet im Share, Correl-Annahme 0.{r.randint(55, 68)}, "
                 f"Div-Kurve vo gester. Marge {_fmt(r.uniform(0.8, 1.2))}%.", thread=th,
                 attachments=[{"id": str(r.getrandbits(60)), "filename": f"pricing_{ul_s.replace('/', '_')}.xlsx",
                               "size": r.randint(80000, 190000),
                               "url": f"https://cdn.discordapp.com/attachments/{_channel_id(self.ch)}/pricing.xlsx"}])
        self.add(t0 + r.uniform(14.5, 15), "mirjam",
                 "Pricing-Zerlegig (pro CHF 1'000 Nominal):\n```\n"
                 f"Zero-Bond 12M (SARON + Spread)   {_fmt(r.uniform(975, 985))}\n"
                 f"Down-and-in Put WO (long Kunde→Desk) -{_fmt(r.uniform(95, 125))}\n"
                 f"Coupon-Barwert                    {_fmt(cpn * 10 * 0.99)}\n"
                 f"Marge + Hedging-Kosten            {_fmt(r.uniform(8, 12))}\n"
                 f"Vertriebsentschädigung           {_fmt(r.uniform(3, 6))}\n```\n"
                 f"Sensitivität: Coupon ±{r.randint(12, 25)}bp pro Vol-Punkt, ±{r.randint(5, 12)}bp pro 0.05 Correl. "
                 "Barriere 1% tüfer kostet ca. 20bp Coupon.", thread=th)
        self.add(t0 + r.uniform(15, 20), "sandro", "Compliance isch informiert, SRI 5 bestätigt", thread=th)
        self.add(t0 + r.uniform(20, 21), "cs",
                 "Pre-issuance checklist (auto):\n"
                 "☑ KID generated (DE/FR/IT) · ☑ FIDLEG prospectus base + final terms template · ☑ target market: "
                 "advisory & discretionary PB, no execution-only · ☑ SRI 5 · ☑ sales restrictions US/UK · "
                 "☐ final pricing at strike fixing · ☐ SIX listing application (T+1)\n"
                 "Open items are procedural; checklist posts again after booking.", thread=th)
        demb = {"title": "DRAFT term sheet — for internal review", "description": f"BRC worst-of {ul_s}, 12M, "
                f"coupon {_fmt(cpn)}% p.a., barrier {barr}% EKI",
                "fields": [{"name": "Underlyings", "value": " / ".join(f"{u['full']} ({u['tic']}, ISIN {u['isin']})" for u in uls)},
                           {"name": "Strike", "value": "100% of closing price on the initial fixing date", "inline": True},
                           {"name": "Notional", "value": f"up to CHF {_fi(notional * 1_000_000)}", "inline": True}]
                + self.ts_boiler_fields(),
                "footer": "DRAFT · not for distribution · subject to final pricing and legal review"}
        self.add(t0 + r.uniform(21, 24), "tsbot", "", embeds=[demb], thread=th)
        ap = self.pick([(f"Freigabe: mir drucke. CHF {notional}m, {_fmt(cpn)}%, Barr {barr}%. ✅",
                         ["Freigabe", f"CHF {notional}m", f"{_fmt(cpn)}%"]),
                        (f"approved – go for CHF {notional}m at {_fmt(cpn)}%", ["approved", f"CHF {notional}m"])])
        self.hard(t0 + r.uniform(25, 45), "reto", ap[0], "trade_approval", ap[1], "untagged", thread=th)
        rt = self.pick([(f"@Luca du übernimmsch de Initial-Hedge fürs {str(valor)[-4:]}er, bis 17:25 dure.",
                         ["@Luca", "Initial-Hedge"]),
                        (f"Initial-Hedge geht an Luca, Strike-Fixing 17:30 – Mirjam macht d'Final Terms.",
                         ["Initial-Hedge geht an Luca"])])
        if len(rt[1]) == 1:
            rt = (rt[0], rt[1] + ["Mirjam macht d'Final Terms"])
        self.hard(t0 + r.uniform(47, 60), "reto", rt[0], "route_decision", rt[1], "untagged", thread=th,
                  idiom=("desk head hands work to a person by @mention", "route_decision"))
        self.add(t0 + r.uniform(62, 70), "luca", "👍", thread=th, kind="noise")
        strikes = " / ".join(f"{u['tic']} {_fmt(self.px(u))}" for u in uls)
        emb = {"title": "Final Terms — booked", "description": f"Barrier Reverse Convertible, worst-of {ul_s}, 12 months",
               "author": "TermSheet-Bot",
               "fields": [{"name": "Underlyings", "value": " / ".join(u["name"] for u in uls), "inline": False},
                          {"name": "Strike", "value": f"close {self.dd} · {strikes}", "inline": False},
                          {"name": "Barrier", "value": f"{barr}.00% (EKI, daily close)", "inline": True},
                          {"name": "Coupon", "value": f"{_fmt(cpn)}% p.a., quarterly", "inline": True},
                          {"name": "Notional", "value": f"CHF {_fi(notional * 1_000_000)}", "inline": True},
                          {"name": "Issue price", "value": "100.00%", "inline": True},
                          {"name": "Listing", "value": "SIX Swiss Exchange · Structured Products", "inline": True}]
               + self.ts_boiler_fields(),
               "footer": f"Valor {valor} · ISIN {isin} · trade ref TS-{r.randint(10000, 99999)}"}
        self.hard(r.uniform(1062, 1072), "tsbot", "", "trade_confirmation",
                  ["booked", f"CHF {_fi(notional * 1_000_000)}", f"Valor {valor}"], "embed", thread=th,
                  embeds=[emb], attachments=[{"id": str(r.getrandbits(60)), "filename": f"FinalTerms_{isin}.pdf",
                                              "size": r.randint(180000, 420000),
                                              "url": f"https://cdn.discordapp.com/attachments/{_channel_id(self.ch)}/ft.pdf"}],
                  idiom=("term-sheet bot 'Final Terms — booked' embed", "trade_confirmation"))
        self.add(r.uniform(1074, 1080), "cs", f"Distribution list updated for Valor {valor}; advisors notified.",
                 thread=th)
        b["new_notes"].append({"kind": "BRC", "valor": str(valor), "uls": uls, "notional": notional, "cpn": cpn, "barr": barr})
        self.issued = (valor, notional)
        # indicative term sheet in main channel (near-miss)
        wl = r.sample(b["watch"], 2)
        emb = {"title": "INDICATIVE term sheet — not a trade",
               "description": f"Autocallable worst-of {wl[0]['tic']}/{wl[1]['tic']}, 24M, memory coupon",
               "fields": [{"name": "Underlyings", "value": f"{wl[0]['name']} / {wl[1]['name']}"},
                          {"name": "Barrier", "value": "65% (EKI, at maturity)", "inline": True},
                          {"name": "Coupon", "value": f"{_fmt(r.uniform(6, 9))}% p.a. (indicative)", "inline": True},
                          {"name": "Strike", "value": "tbd (initial fixing)", "inline": True},
                          {"name": "Notional", "value": f"CHF {_fi(r.choice([1, 2, 3]) * 1_000_000)} (indicative)"}],
               "footer": "indicative only · valid until 16:00 CET · no Valor assigned"}
        self.add(r.uniform(590, 600), "tsbot", "", embeds=[emb], kind="near",
                 idiom=("indicative term sheet embed", "not_hard"))

    # ------------------------------------------------------------ flow I: news
    def news_line(self, s, style, templ_idx):
        r = self.r
        chg = r.choice(["-3.1", "-2.4", "-4.0", "+2.2", "+1.8", "-1.6", "+3.5"])
        name, tic, isin = s["name"], s["tic"], s["isin"]
        if style == "name":
            T = [
                (f"📰 Reuters — {name} cuts full-year organic growth outlook, citing weaker volumes in Europe and China. "
                 f"Shares indicated {chg}% pre-market. CFO says pricing power is 'normalising' after two years of "
                 "price increases; analysts had expected the guidance to be held.", [name, "cuts full-year", "outlook"]),
                (f"📰 AWP — {name} senkt das Margenziel für das laufende Jahr; die Aktie wird vorbörslich {chg}% "
                 "indiziert. Das Unternehmen verweist auf höhere Inputkosten und den starken Franken. "
                 "Analysten sprechen von einer 'unerwarteten Vorsicht'.", [name, "senkt das Margenziel"]),
                (f"📰 Bloomberg — EU Commission opens an in-depth antitrust probe into {name}'s distribution "
                 "agreements; a decision is expected within 90 working days. Fine could reach up to 10% of "
                 "global turnover under EU rules.", [name, "antitrust probe"]),
            ]
        elif style == "tic":
            T = [
                (f"⚡ {tic}.SW — profit warning: FY operating profit now seen ~{r.randint(8, 15)}% below consensus; "
                 "ad hoc release at 06:58 CET, conference call 09:00.", [f"{tic}.SW", "profit warning"]),
                (f"📰 {tic} SW: board proposes a CHF {r.randint(2, 6)}bn share buyback over three years, starting next "
                 "month; dividend proposal unchanged.", [f"{tic} SW", "share buyback"]),
                (f"⚡ {tic}.SW downgraded to Underweight at a large US broker, PT cut by {r.randint(12, 22)}%; "
                 "stock trades lower in the opening auction.", [f"{tic}.SW", "downgraded to Underweight"]),
            ]
        else:  # isin
            T = [
                (f"Ad hoc · {isin} · {s['full']}: CEO steps down with immediate effect; the chair takes an "
                 "interim executive role while the board runs an external search.", [isin, "CEO steps down"]),
                (f"📰 Moody's places {s['full']} ({isin}) on review for downgrade; cites leverage after the "
                 "announced acquisition.", [isin, "review for downgrade"]),
            ]
        return T[templ_idx % len(T)]

    def wire_body(self, name, lang="en", broker=False):
        """Wire copy below a headline (context only, no new facts on other names)."""
        r = self.r
        ytd = f"{r.uniform(-18, 22):+.1f}"
        idx = f"{r.uniform(-6, 9):+.1f}"
        brokers = r.sample(["Vontobel Research", "ZKB Research", "Octavian", "Baader Helvea", "a US broker",
                            "Kepler Cheuvreux", "Research Partners", "a French bank"], 2)
        if lang == "de":
            p1 = self.pick([
                f"Das Unternehmen teilte am Morgen mit, die Entwicklung im laufenden Quartal habe sich gegenüber dem "
                f"Vorquartal {self.pick(['abgeschwächt', 'stabilisiert', 'leicht verbessert'])}. Eine Telefonkonferenz "
                "für Analysten und Investoren ist für 09:00 Uhr angesetzt; die Präsentation ist auf der Website abrufbar.",
                "In einer Mitteilung hiess es, man halte an der mittelfristigen Strategie fest. Weitere Details sollen "
                "am Investorentag im Frühsommer folgen; bis dahin werde man keine zusätzlichen Angaben machen.",
            ])
            p2 = (f"{brokers[0]} spricht in einem ersten Kommentar von einer "
                  f"{self.pick(['negativen Überraschung', 'soliden Nachricht', 'gemischten Botschaft'])}; "
                  f"{brokers[1]} will die Schätzungen nach der Konferenz überprüfen. Seit Jahresbeginn "
                  f"steht die Aktie {ytd}% im Vergleich zu {idx}% für den Gesamtmarkt. (awp/{r.choice(['sw', 'ra', 'kw', 'ps'])})")
            p3 = ("Hintergrund: Der Konzern erzielt den grössten Teil des Umsatzes im Ausland und ist damit stark vom "
                  "Franken abhängig. Die Generalversammlung findet im Frühling statt; an der Dividendenpolitik hält "
                  "das Management fest.")
            return p1 + "\n\n" + p2 + "\n\n" + p3
        if broker:
            p1 = self.pick([
                "The analyst said in a note to clients that the risk/reward had shifted after the recent share price "
                "move, and that consensus estimates for the next two years looked "
                f"{self.pick(['too high', 'too low', 'about right but back-end loaded'])}.",
                "The agency said the review would focus on leverage and cash-flow generation over the next 12 to 18 "
                "months; it expects to conclude within three months. The company said it remained committed to its rating.",
            ])
            p2 = (f"The stock is {r.uniform(-18, 22):+.1f}% year to date versus {r.uniform(-6, 9):+.1f}% for the benchmark. "
                  f"(Reporting by {self.pick(['J. Revill', 'S. Koltrowitz', 'O. Hirt', 'N. Miller', 'D. Wagner'])})")
            return p1 + "\n\n" + p2 + "\n\n" + self.pick([
                "Options activity picked up after the note, with short-dated puts trading above average volume on Eurex; "
                "implied volatility rose by one to two points across the front expiries.",
                "The shares are widely used as an underlying for structured products in Switzerland; exchange data "
                "showed elevated turnover in related warrants and barrier products.",
            ])
        p1 = self.pick([
            "The company said in a statement that trading in the current quarter had been "
            f"{self.pick(['softer than planned', 'in line with plan', 'slightly ahead of plan'])}, and that it would give "
            "more detail on its analyst call at 09:00 CET. It did not comment on market speculation.",
            "A spokesperson declined to comment beyond the release. Management is due to present at an industry "
            "conference next week, where investors expect more colour on pricing and cost savings.",
            "People familiar with the matter said the board had discussed the step over several weeks. The "
            "company will publish further details together with its next results.",
        ])
        p2 = (f"{brokers[0]} called the news a {self.pick(['clear negative', 'modest positive', 'mixed bag', 'surprise'])} "
              f"in a first reaction, while {brokers[1]} said it would revisit its estimates after the call. "
              f"The stock is {ytd}% year to date versus {idx}% for the benchmark. "
              f"(Reporting by {self.pick(['J. Revill', 'S. Koltrowitz', 'O. Hirt', 'N. Miller', 'D. Wagner'])}; "
              f"editing by {self.pick(['M. Potter', 'A. Evans', 'T. Reid'])})")
        p3 = self.pick([
            "Background: the group reports in Swiss francs and generates most of its sales outside Switzerland, which "
            "makes earnings sensitive to the franc; management has repeatedly flagged currency headwinds this year.",
            "Options activity picked up after the release, with short-dated puts trading above average volume on Eurex; "
            "implied volatility rose by one to two points across the front expiries.",
            "The next scheduled event is the annual general meeting; the company has not changed its dividend policy, "
            "which foresees a stable to rising payout in francs.",
        ])
        p4 = self.pick([
            "\"We remain confident in our mid-term targets and will continue to invest in innovation and in our "
            "core markets,\" the chief executive said in the statement. The company reiterated its commitment to "
            "a strong balance sheet and a single-A rating.",
            "Analysts polled by the company had on average expected a broadly unchanged outlook. Several investors "
            "said ahead of the release that expectations were already low after a string of cautious comments.",
            "The shares are a member of several regional indices and are widely used as an underlying for "
            "structured products in Switzerland; exchange data showed elevated turnover in related warrants.",
        ])
        p5 = self.pick([
            f"Trading volume in the first hour was about {r.randint(2, 5)} times the 30-day average, exchange data showed. "
            "Credit default swaps on the company's senior debt were little changed, suggesting bond investors see no "
            "change to the credit profile.",
            "Peers in the sector traded mixed in early deals. Sector specialists said the read-across was limited "
            "because the company's business mix and currency exposure differ materially from those of its rivals.",
            "The company will host its capital markets day later in the year and said it would update on capital "
            "allocation at that time. A replay of the analyst call will be available on its investor relations website.",
        ])
        return p1 + "\n\n" + p2 + "\n\n" + p3 + "\n\n" + p4 + "\n\n" + p5

    def flow_news(self):
        r, b = self.r, self.b
        held = list(b["held"])
        r.shuffle(held)
        n_held = 4 if r.random() < 0.55 else 3
        styles = ["name", "tic", "isin", self.pick(["name", "tic"])]
        windows = [(425, 445), (545, 560), (840, 880), (1020, 1040)]
        for i in range(n_held):
            s = held[i]
            style = styles[i]
            c, facts = self.news_line(s, style, r.randrange(3))
            brk = any(k in c for k in ("upgraded", "downgraded", "Moody's"))
            c = c + "\n\n" + self.wire_body(s["name"], "de" if "AWP" in c else "en", broker=brk)
            minute = r.uniform(*windows[i])
            if style == "isin" and c.startswith("Ad hoc"):
                emb = {"title": "Ad hoc announcement (Art. 53 LR)", "description": c,
                       "footer": "SIX Exchange Regulation · ad hoc publicity", "author": "newsdesk"}
                m = self.hard(minute, "news", "", "held_position_news", facts, "embed", embeds=[emb], ackable=True,
                              idiom=("embed ad hoc news by ISIN on a note underlying", "held_position_news"))
            else:
                idiom = {"name": ("headline by company name on a note underlying", "held_position_news"),
                         "tic": ("headline by SIX ticker .SW on a held name", "held_position_news"),
                         "isin": ("headline by ISIN on a held name", "held_position_news")}[style]
                m = self.hard(minute, "news", c, "held_position_news", facts, "untagged", ackable=True, idiom=idiom)
            self.react(minute + r.uniform(1, 5), m, "👀", self.pick(["mirjam", "luca"]))
            if i == 0:
                home = next((n for n in b["notes"] if s in n["uls"]), b["notes"][0])
                self.add(minute + r.uniform(2, 6), "luca", f"{s['tic']} isch im {home['short']}er dinne… "
                         "lueg mer mal wo's eröffnet", ref=m)
        # watchlist news
        wl = list(b["watch"])
        r.shuffle(wl)
        for i, w in enumerate(wl[:2]):
            minute = r.uniform(455, 475) if i == 0 else r.uniform(880, 905)
            if i == 0:
                c = (f"📰 {w['name']} wins a multi-year supply contract worth about CHF {r.randint(300, 900)}m; "
                     "management confirms mid-term targets. Shares seen higher at the open.")
                facts = [w["name"], "supply contract"]
                idi = ("headline on a watchlist name by company name", "watchlist_news")
            else:
                c = (f"⚡ {w['tic']}{w['sfx']} upgraded to Buy, price target raised {r.randint(10, 25)}%; "
                     "broker sees margin recovery in H2.")
                facts = [f"{w['tic']}{w['sfx']}", "upgraded to Buy"]
                idi = ("watchlist headline by ticker", "watchlist_news")
            c = c + "\n\n" + self.wire_body(w["name"], broker="upgraded" in c)
            self.hard(minute, "news", c, "watchlist_news", facts, "untagged", ackable=True, idiom=idi)
        # unrelated / generic (near-miss)
        for _ in range(r.randint(6, 8)):
            self.unrelated_news(r.uniform(480, 1150))
        self.macro_news(r.uniform(508, 512), 0)
        self.macro_news(r.uniform(870, 872), 1)

    def unrelated_news(self, minute):
        r = self.r
        name, tic = self.pick(_UNRELATED)
        T = [
            f"📰 Reuters — {name} shares jump after a surprise guidance raise; CEO cites strong order intake.",
            f"📰 AWP — {name} ({tic}) übernimmt einen Mitbewerber für CHF {r.randint(200, 900)} Mio.; Aktie +{r.randint(2, 6)}%.",
            f"⚡ {tic}.SW profit warning: FY sales seen below consensus; shares indicated -{r.randint(4, 9)}%.",
            f"📰 {name} names a new CFO effective {self.pick(['July', 'September', 'October'])} 1.",
            f"📰 Bloomberg — {name} explores sale of a non-core division, people familiar say.",
        ]
        c = self.pick(T)
        c = c + "\n\n" + self.wire_body(name, "de" if "AWP" in c else "en")
        return self.add(minute, "news", c, kind="near", ackable=True,
                        idiom=("headline on a name the desk neither holds nor watches", "not_hard"))

    def macro_news(self, minute, i):
        r = self.r
        T = [
            f"📰 Swiss CPI {self.pick(['Feb', 'Mar'])} +0.{r.randint(1, 6)}% y/y vs. +0.{r.randint(2, 5)}% expected; "
            "core unchanged. SNB meeting next week.",
            f"📰 US nonfarm payrolls +{r.randint(120, 260)}k vs. +{r.randint(150, 210)}k expected; unemployment "
            f"{_plain(r.uniform(3.8, 4.4), 1)}%. Treasury yields move higher.",
            f"📰 Eurozone composite PMI {_plain(r.uniform(48.5, 52.5), 1)} (flash); services stronger than manufacturing.",
        ]
        body = ("\n\nEconomists said the figure does not change the near-term rate outlook; markets price a "
                f"{r.randint(10, 40)}% chance of a move at the next meeting. Two-year yields "
                f"{self.pick(['rose', 'fell', 'were little changed'])}, the franc "
                f"{self.pick(['firmed', 'eased', 'held steady'])} against the euro at {self.eurchf}. "
                "Equity futures showed a muted reaction in the minutes after the release.")
        self.add(minute, "news", T[i % len(T)] + body, kind="near", ackable=True,
                 idiom=("generic macro headline", "not_hard"))

    # ------------------------------------------------------------ flow J: thesis
    def flow_thesis(self):
        r, b = self.r, self.b
        o = b["ovl"]["s"]
        v = r.randrange(3)
        if v == 0:
            c = (f"Mini Sicht uf {o['tic']} dreht: vo bullish uf neutral. Nach de letschte Wuche gseh ich kei "
                 "Upside meh bis Q2, Overlay bliibt aber bis zum SL.")
            facts = [o["tic"], "vo bullish uf neutral"]
        elif v == 1:
            c = (f"Ich bi nümme bullish uf {o['name']} – de Case mit de Margen isch für mich durch. "
                 "Conviction tief.")
            facts = [o["name"], "nümme bullish"]
        else:
            c = f"View {o['tic']}: downgrade from bullish to bearish on my side, thesis broken after the guidance."
            facts = [o["tic"], "bullish to bearish"]
        self.hard(r.uniform(596, 606), "reto", c, "thesis_update", facts, "untagged",
                  idiom=("dialect view flip by desk head", "thesis_update"))
        # buried thesis in long analysis
        brc = b["notes"][0]
        A = brc["uls"][0]
        pxA = self.px(A)
        barr_px = brc["strikes"][0] * brc["barrier"] / 100
        dist = (pxA / barr_px - 1) * 100
        thesis = self.pick([
            (f"Conclusion for the book: we drop the knock-in thesis on {A['tic']} – with spot {_fmt(dist, 1)}% above the "
             "barrier we now run it as plain coupon carry, conviction on further downside is low.",
             [A["tic"], "drop the knock-in thesis"]),
            (f"Fazit: D'Knock-in-These uf {A['tic']} isch vom Tisch – mir führed's ab hüt als reine Coupon-Carry.",
             [A["tic"], "Knock-in-These", "vom Tisch"]),
        ])
        c = (f"**Note zum {A['name']}-Risiko im {brc['short']}** (für s'Protokoll)\n\n"
             f"Spot {_fmt(pxA)} vs. Barriere {_fmt(barr_px)} ({_fmt(dist, 1)}% Abstand). Realized 20d vol "
             f"{r.randint(14, 22)}%, implied 3M ATM {r.randint(17, 26)}%, 25d-Skew {_fmt(r.uniform(3, 7), 1)} vol pts. "
             "Mir sind long de Down-and-in Put vom Kunde, d'Skew-Bewegig hilft im Mark-to-Model.\n\n"
             f"Dividenden: implied Div {A['tic']} {_fmt(r.uniform(1.5, 3.5), 2)}% vs. Konsens "
             f"{_fmt(r.uniform(1.5, 3.5), 2)}%; kei Thema für d'Barriere.\n\n"
             f"{thesis[0]}\n\n"
             "Hedge-Kosten: Delta-Rebalancing im Schnitt 0.4bp pro Tag, Gamma-PnL leicht negativ seit em Fixing. "
             "Vega-Exposure im Limit nach de Puts vo hüt. Correl zu de andere Basiswert ca. 0.6.\n\n"
             "Szenario-Tabelle (Spot-Schock, PnL Buech inkl. Hedge):\n```\n"
             + "\n".join(f"{sh:+d}%  CHF {_fi(r.randint(-400000, 250000)):>10}  KI-Wahrsch. {max(0, int(-sh * 1.8 + r.randint(0, 4)))}%"
                          for sh in (-30, -20, -10, -5, 5, 10))
             + "\n```\n"
             "Offeni Punkt für's Risk Committee: Skew-Reserve, Dividend-Reserve, Modell-Reserve für d'Correl.")
        self.hard(r.uniform(1010, 1030), "mirjam", c, "thesis_update", thesis[1], "buried",
                  attachments=[{"id": str(r.getrandbits(60)), "filename": f"{A['tic']}_barrier_dist.png",
                                "size": r.randint(40000, 90000),
                                "url": f"https://cdn.discordapp.com/attachments/{_channel_id(self.ch)}/chart.png"}],
                  idiom=("thesis change buried in a long analysis", "thesis_update"))
        if r.random() < 0.6:
            D = b["notes"][1]["uls"][0]
            c = self.pick([f"Bliibed short Vol uf {D['tic']}, View bestätigt nach de Zahle.",
                           f"{D['name']}: view confirmed, we stay short vol into the next observation."])
            facts = [D["tic"], "View bestätigt"] if "bestätigt" in c else [D["name"], "view confirmed"]
            self.hard(r.uniform(930, 950), "mirjam", c, "thesis_update", facts, "untagged")

    # ------------------------------------------------------------ deleted / forgotten
    def flow_deleted_and_forgotten(self):
        r, b = self.r, self.b
        fut = self.fut_main
        fpx = _fmt(round(b["idx_px"]["SMI" if fut == "FSMI" else "SX5E"] * r.uniform(0.996, 0.999)), 0)
        n = r.choice([40, 60, 80])
        c = f"b {n} {fut} {self.front} @ {fpx} moc"
        m = self.hard(r.uniform(865, 872), "luca", c, "trade_proposal", [f"b {n} {fut} {self.front}", fpx], "shorthand")
        self.delete(m["t"] / 60000 - self.start / 60000 + 0.7, m, c)
        self.add(m["t"] / 60000 - self.start / 60000 + 1.0, "luca", "sorry, falsches Fänschter 🙈")
        # forgotten proposal carrying a client name
        clients = ["Familie Brunschwiler", "Dr. Hanspeter Vogt", "Familie Zürcher-Meier", "Frau Beatrice Gmür",
                   "Herr Urs Tschudin"]
        cl = clients[(self.ch * 3 + self.d + r.randrange(5)) % len(clients)]
        pf = f"{r.randint(10, 99)}-{r.randint(100000, 999999)}"
        part = r.choice([80, 85, 90])
        idx = "SMI" if b["ch_even"] else "SX5E"
        c = (f"Für {cl} (Portfolio {pf}): ich würd en KapSchutz 100% uf {idx} mit {part}% Partizipation drucke, "
             f"CHF {r.choice([2, 3, 4])}m, Strike hüt close.")
        fm = self.hard(r.uniform(752, 760), "mirjam", c, "trade_proposal", [f"KapSchutz 100% uf {idx}", f"{part}% Partizipation"],
                       "untagged")
        t_f = fm["t"] / 60000 - self.start / 60000
        self.forget(t_f + r.uniform(8, 14), fm, f"Portfolio {pf}")
        self.add(t_f + r.uniform(15, 18), "reto", "Bitte kei Kundenäme im Channel. Han's lösche lah.")
        # forgotten non-hard message with a phone number
        phone = f"+41 79 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}"
        c = f"Rückruf bitte: Hr. {self.pick(['Baumann', 'Steiner', 'Gisler', 'Huber'])} {phone}, wägem Coupon-Datum"
        pm = self.add(r.uniform(820, 828), "sandro", c)
        self.forget(r.uniform(842, 846), pm, phone)

    # ------------------------------------------------------------ flow B: index futures (fill edited)
    def flow_futures(self):
        r, b = self.r, self.b
        fut = self.fut_main
        idx = "SMI" if fut == "FSMI" else "SX5E"
        px = round(b["idx_px"][idx])
        lots = r.choice([25, 30, 35, 40, 45])
        side = self.pick(["BUY", "SELL"])
        contract = f"{fut} {self.front}"
        t0 = r.uniform(905, 925)
        # "should send soon" near-miss before it
        self.add(t0 - r.uniform(4, 9), "luca", f"mer sötted de {fut}-Order bald schicke, bevor d'Amis ufmached",
                 kind="near", idiom=("'we should send it soon' without an order", "not_hard"))
        c = (f"[PROPOSAL] {side} {lots} {contract} @ {_fmt(px, 0)} lim — {idx}-Delta vom KapSchutz "
             f"{b['notes'][2]['short']} flat stelle, kei Stop (Hedge)")
        prop = self.hard(t0, "luca", c, "trade_proposal", [side, str(lots), contract, _fmt(px, 0)], "tagged",
                         idiom=("[PROPOSAL] tagged futures hedge", "trade_proposal"))
        self.hard(t0 + r.uniform(2, 5), "reto", f"[APPROVED] {lots} {contract} – go", "trade_approval",
                  ["[APPROVED]", contract], "tagged", ref=prop)
        oid = self.oid()
        t1 = t0 + r.uniform(6, 8)
        j = json.dumps({"ord": oid, "status": "ACCEPTED", "side": side, "sym": f"{fut} {self.front_code}",
                        "qty": lots, "px": float(px), "venue": "XEUR", "acct": "ZSN-HEDGE"}, ensure_ascii=False)
        self.hard(t1, "oms", j, "trade_confirmation", [oid, "ACCEPTED", f"{fut} {self.front_code}"], "structured",
                  idiom=("OMS JSON ACCEPTED line", "trade_confirmation"))
        part = lots - r.choice([5, 10])
        p_old = px - (1 if side == "BUY" else -1) * r.randint(1, 3)
        p_new = px - (1 if side == "BUY" else -1) * r.randint(4, 6)
        old_c = f"[FILL] {side} {part} {contract} @ {_fmt(p_old, 0)} · {lots - part} lots open"
        new_c = f"[FILL] {side} {lots} {contract} @ {_fmt(p_new, 0)} avg · komplett"
        fm = self.hard(t1 + r.uniform(3, 8), "oms", old_c, "trade_fill", ["[FILL]", f"{side} {lots}", contract, _fmt(p_new, 0)],
                       "tagged", ackable=True, idiom=("tagged fill corrected by edit", "trade_fill"))
        self.edit(t1 + r.uniform(12, 20), fm, new_c, [f"{side} {part}", _fmt(p_old, 0)])
        self.fut_fill = (side, lots, contract)
        # other desk trading the same contract (near-miss)
        self.add(t0 + r.uniform(20, 35), "nadia",
                 f"GVA Flow hier – mir händ grad {r.choice([150, 200, 300])} {contract} für en Kunde "
                 f"{'kauft' if r.random() < 0.5 else 'verkauft'}, falls ihr de Print gsehnd: isch vo eus, nöd vo euch 🙂",
                 kind="near", idiom=("another desk's trade posted in the channel", "not_hard"))

    # ------------------------------------------------------------ flow E: rejected proposal
    def flow_reject(self):
        r, b = self.r, self.b
        if r.random() > 0.8:
            return
        p = self.pick(b["puts"])
        prem = _fmt(r.uniform(1.2, 4.5))
        n = r.choice([100, 150, 200, 250])
        c = self.pick([
            (f"Want to buy back {n} {p['tic']} {p['exp']} {p['k']} P @ {prem} before the numbers – vega is cheap today.",
             ["buy back", str(n), f"{p['tic']} {p['exp']} {p['k']} P", prem]),
            (f"Chauf {n} {p['tic']} {p['exp']} {p['k']} P zrugg @ {prem}? vor de Zahle – ich wett's mache.",
             ["zrugg", str(n), f"{p['tic']} {p['exp']} {p['k']} P", prem]),
        ])
        t0 = r.uniform(950, 985)
        prop = self.hard(t0, "luca", c[0], "trade_proposal", c[1], "untagged")
        rej = self.pick([("Nei, nöd jetzt. Warted mer d'Fixing ab.", ["Nei", "nöd jetzt"]),
                         ("no – not before the fixing", ["no", "not before the fixing"])])
        self.hard(t0 + r.uniform(1, 4), "reto", rej[0], "trade_approval", rej[1], "reply", ref=prop,
                  idiom=("rejection as a short reply", "trade_approval"))

    # ------------------------------------------------------------ near-misses
    def near_misses(self):
        r, b = self.r, self.b
        A, B, C = b["notes"][0]["uls"]
        p = self.pick(b["puts"])
        self.add(r.uniform(640, 700), "mirjam",
                 f"Was wär, wenn mer d'{p['tic']} Puts jetzt zruggchauftid? nur so en Gedanke, nöd für hüt",
                 kind="near", idiom=("dialect hypothetical buy-back", "not_hard"))
        self.add(r.uniform(510, 530), "sandro",
                 f"@Luca hesch s'{B['tic']}-Delta scho nachezoge oder wartisch bis nach em Fixing?",
                 kind="near", idiom=("question about a hedge, no decision", "not_hard"))
        oldpx = _fmt(_tick(self.px(B) * r.uniform(0.9, 1.1)))
        self.add(r.uniform(700, 740), "luca",
                 f"Weisch no im Februar? Da hämmer {_qk(_shares(r, self.px(B), 3e6, 5e6))} {B['tic']} @ {oldpx} verkauft, "
                 "grad vor em Div-Abschlag – de Fill isch denn super gsi",
                 kind="near", idiom=("old fill told as history", "not_hard"))
        sim_px = _fmt(round(b["idx_px"]["SX5E"]), 0)
        self.add(r.uniform(795, 815), "luca",
                 f"Sim-Buech (paper): s 20 FESX {self.front} @ {sim_px} – teste nur d'neui OMS-Maske, nüt live",
                 kind="near", idiom=("paper trade in the sim book", "not_hard"))
        D, E = b["notes"][1]["uls"]
        self.add(r.uniform(990, 1005), "mirjam",
                 f"Backtest Autocall {D['tic']}/{E['tic']}, 1y, quarterly obs, trigger 100%, barrier 60%, 2012–2025 "
                 f"(n=52 monthly starts):\ncalled Q1: {r.randint(40, 55)}% · Q2: {r.randint(12, 22)}% · "
                 f"Q3: {r.randint(5, 12)}% · Q4: {r.randint(3, 8)}% · maturity: {r.randint(12, 22)}% (of which KI "
                 f"{r.randint(2, 7)}%)\navg client IRR {_fmt(r.uniform(4.5, 7.5), 1)}%, worst {_fmt(-r.uniform(25, 45), 1)}% "
                 "(start 01/2020)\nsimulated hedge fills at mid ±2bp, avg slippage 0.9bp\n→ nur fürs Pitchbook, nüt live",
                 kind="near", idiom=("backtest with simulated fills", "not_hard"))
        # long analysis, no decision
        c = (f"Kurz zur Vol-Surface (für die wo's interessiert 🙃)\n"
             f"{A['tic']} 1M ATM {r.randint(16, 24)}% vs. 3M {r.randint(17, 25)}% – Termstruktur wieder flach. "
             f"25d-Skew 3M {_fmt(r.uniform(3, 7), 1)} vol pts, historisch {r.randint(60, 90)}. Perzentil. "
             "Für eus als Issuer vo BRCs heisst das: mir sind long Down-and-in Puts, d'Skew-Bewegig hilft im "
             f"Mark-to-Model, aber d'Realized lauft mit {r.randint(12, 18)}% unter de Implied.\n"
             f"Dividende: market-implied Div {B['tic']} liegt {r.randint(3, 9)}% unter Konsens – Pricing-Risiko für neui "
             "Autocalls.\n"
             f"Correlation: implied WO-Correl {A['tic']}/{B['tic']}/{C['tic']} ca. 0.{r.randint(52, 66)}, realized 60d "
             f"0.{r.randint(55, 70)}. Worst-of-Coupons chönnted no 10-15bp ufe, wenn d'Correl so bliibt.\n"
             "Kei Handlungsempfehlung, nur Kontext für d'Pricing-Diskussion am Nomi.")
        self.add(r.uniform(492, 505), "mirjam", c, kind="near",
                 idiom=("long vol analysis with trading words and no decision", "not_hard"))
        # advisory stop, no decision
        w = b["watch"][0]
        self.add(r.uniform(862, 866), "mirjam",
                 f"Falls mer de {w['tic']}-Trade je mached: en Stop bi {_fmt(_tick(self.px(w) * 0.93))} wär sinnvoll. "
                 "Aber kei Entscheid hüt.",
                 kind="near", idiom=("advisory stop level without a decision", "not_hard"))
        # quoted old headline on a held name
        self.add(r.uniform(560, 570), "luca",
                 f"> {C['name']} misses Q3 sales estimates (Reuters)\ndas isch vom Oktober, de Bot postet wieder "
                 "Altlaste 🙄", kind="near", idiom=("quoted old headline on a held name", "not_hard"))

    # ------------------------------------------------------------ evening
    def evening(self):
        r, b = self.r, self.b
        # lifecycle key=value lines (routine -> noise)
        brc = b["notes"][0]
        for i, s in enumerate(brc["uls"]):
            barr = brc["strikes"][i] * brc["barrier"] / 100
            self.add(r.uniform(1052, 1056), "lifecycle",
                     f"lifecycle valor={brc['valor']} event=barrier_obs ul={s['tic']} close={_plain(self.px(s))} "
                     f"barrier={_plain(barr)} status=OK", kind="noise")
        self.add(r.uniform(1056, 1058), "lifecycle",
                 f"lifecycle valor={brc['valor']} event=coupon_fixing cpn={_plain(brc['cpn'] / 4, 4)}% "
                 f"pay={(self.date + timedelta(days=7)).isoformat()} status=FIXED", kind="noise")
        ac = b["notes"][1]
        self.add(r.uniform(1058, 1060), "lifecycle",
                 f"lifecycle id={ac['valor'] or ac['isin']} event=autocall_check worst={ac['uls'][0]['tic']} "
                 f"perf={_plain(r.uniform(84, 99))}% trigger=100.00% result=NO_CALL next_obs={ac['next_obs']}",
                 kind="noise")
        for nn in b["new_notes"][:-1][-2:]:
            self.add(r.uniform(1060, 1062), "lifecycle",
                     f"lifecycle valor={nn['valor']} event=barrier_obs ul=WO status=OK dist_min="
                     f"{_plain(r.uniform(25, 45), 1)}%", kind="noise")
        lc = [f"lifecycle EOD report {self.iso_date}", "```"]
        for n in b["notes"] + b["new_notes"][-3:]:
            uls = "/".join(u["tic"] for u in n["uls"]) if n["kind"] != "CPN" else n["uls"][0]
            lc.append(f"{n['valor']} {n['kind']:<4} {uls:<16} ki=N ac=N obs={self.pick(['none', 'barrier', 'barrier'])} "
                      f"min_dist={_plain(r.uniform(15, 50), 1)}% next={(self.date + timedelta(days=r.randint(1, 60))).isoformat()}")
        lc.append("```")
        lc.append(f"documents: {r.randint(0, 3)} KIDs regenerated · {r.randint(0, 2)} coupon notices queued for SIX SIS · 0 exceptions")
        self.add(r.uniform(1068, 1071), "lifecycle", "\n".join(lc), kind="noise")
        # EOD cs note (near-miss: long report, no decision)
        c = (f"**Client Solutions — EOD {self.dd}** (cs-agent)\n"
             f"Secondary: {r.randint(20, 40)} tickets, CHF {_fmt(r.uniform(4, 11), 1)}m, hit ratio {r.randint(88, 99)}%.\n"
             f"Primary: PB campaign order book closed, allocations as per term-sheet bot. "
             f"{r.randint(2, 6)} advisors asked for a similar structure next month.\n"
             "Competitor watch: Leonteq and Vontobel priced comparable worst-ofs 10-25bp richer in coupon; "
             "ZKB quoted a 3y autocall on SX5E with 70% barrier.\n"
             "Tomorrow: 2 coupon payments, 1 barrier observation window, advisor webinar 11:00.\n\n"
             f"{self.secondary_table(r.randint(9, 13))}\n\n{self.campaign_table()}\n\n{self.lifecycle_calendar()}\n\n"
             f"FAQ added today:\n{self.faq_block(3)}\n\n"
             "No open items requiring desk action tonight.")
        self.add(r.uniform(1082, 1092), "cs", c, kind="near",
                 idiom=("EOD client report, trading words, no decision", "not_hard"))
        # EOD wrap (recap of today's trades: near-miss)
        s, qs, word, avg = self.fill_a
        ps, pn = b["puts_today"]
        side, lots, contract = self.fut_fill
        valor, notional = self.issued
        c = (f"Tagesabschluss {self.dd}: hüt hämmer {s['tic']} {qs} {word} (avg {avg}), {lots} {contract} "
             f"{'kauft' if side == 'BUY' else 'verkauft'} und {pn} {ps['tic']} Puts verkauft. Neuemission {valor} "
             f"isch buechet, CHF {notional}m. PnL lueged mer im Bot.\n"
             "Offe für morn: Barriere-Sheet für d'Advisors aktualisiere, RC-Unterlage fertig mache, London wäge "
             "SX5E-Autocall zruggrüefe. Morn 08:15 Morgerundi. Merci zäme 🙏")
        self.add(r.uniform(1095, 1110), "reto", c, kind="near", idiom=("EOD recap of trades done", "not_hard"))
        self.add(r.uniform(1200, 1230), "ci", f"✅ risk-engine {self.b['rver']} rollout done · 4/4 pods healthy\n"
                 "changelog:\n• vega bucketing by expiry for listed puts\n• pretrade: clearer reason codes "
                 "(max_lots, vega_limit, gamma_limit)\n• fix: SX5E dividend curve rollover on expiry Fridays\n"
                 f"• deps: numpy 1.26.4, pandas 2.2.{r.randint(0, 3)}", kind="noise")
        # execution agent TCA report (history of today's fills: near-miss)
        s_, qs_, word_, avg_ = self.fill_a
        side_, lots_, contract_ = self.fut_fill
        ps_, pn_ = b["puts_today"]
        c = (f"**TCA {self.dd}** (exec-agent, post-trade)\n"
             "| Order | Instrument | Qty | Avg | Arrival | Slippage | Venue |\n|---|---|---|---|---|---|---|\n"
             f"| hedge-1 | {s_['tic']} | {qs_} | {avg_} | {_fmt(self.px(s_))} | {_fmt(r.uniform(-3, 3), 1)}bp | XSWX |\n"
             f"| hedge-2 | {contract_} | {lots_} | – | – | {_fmt(r.uniform(-1, 1), 1)}pt | XEUR |\n"
             f"| hedge-3 | {ps_['tic']} puts | {pn_} | – | – | {_fmt(r.uniform(-2, 2), 1)}% of prem | XEUR |\n"
             f"Participation {r.randint(3, 12)}% of ADV, no child order above 15% of the book. "
             "Report only – nothing pending, nothing to execute.")
        self.add(r.uniform(1075, 1080), "exec", c, kind="near", idiom=("post-trade TCA table of today's fills", "not_hard"))
        self.market_report(r.uniform(1062, 1066), "close")
        if r.random() < 0.6:
            self.add(r.uniform(1260, 1380), "luca", "guet Nacht 🌙")
        self.unrelated_news(r.uniform(1290, 1420))

    # ------------------------------------------------------------ noise
    def noise(self):
        r, b = self.r, self.b
        for hh in range(24):
            live = 8 * 60 <= hh * 60 < 17 * 60 + 30
            self.add(hh * 60 + r.uniform(0.05, 0.3), "hb",
                     f"♥ pricer-zh-01 ok · lat {r.randint(6, 40)}ms · queue {r.choice([0, 0, 0, 1, 2])} · "
                     f"surf age {r.randint(2, 90) if live else r.randint(900, 3600)}s · mdf seq "
                     f"{r.randint(88_000_000, 89_999_999)} · models {14 + len(self.b['new_notes'])}/"
                     f"{14 + len(self.b['new_notes'])} · cpu {r.randint(8, 64)}% · mem {r.randint(40, 78)}% · "
                     f"{'market open' if live else 'market closed, surfaces frozen'}", kind="noise")
        for minute, hh in ((540, "09:00"), (600, "10:00"), (660, "11:00"), (780, "13:00"), (900, "15:00"),
                           (960, "16:00"), (1055, "17:35"), (1085, "18:05 EOD")):
            day = r.randint(-260000, 480000)
            lines = [f"💰 **PnL {hh}** · ZH-SN · day CHF {'+' if day >= 0 else '-'}{_fi(abs(day))} · "
                     f"MTD CHF {_fi(r.randint(400000, 2600000))} · YTD CHF {_fi(r.randint(3_000_000, 9_000_000))}",
                     "```", f"{'note':<10}{'day CHF':>12}{'delta':>10}{'vega':>10}{'theta':>9}"]
            for n in b["notes"] + b["new_notes"][-2:]:
                lines.append(f"{n['valor']:<10}{_fi(r.randint(-90000, 160000)):>12}{_fmt(r.uniform(-0.6, 0.6)) + 'm':>10}"
                             f"{str(r.randint(-60, 90)) + 'k':>10}{_fmt(r.uniform(0.5, 5), 1) + 'k':>9}")
            lines.append(f"{'hedges':<10}{_fi(r.randint(-120000, 120000)):>12}{_fmt(r.uniform(-1, 1)) + 'm':>10}"
                         f"{str(r.randint(-80, 40)) + 'k':>10}{'–':>9}")
            lines.append("```")
            lines.append("ATM vol 3M: " + " · ".join(f"{x['tic']} {_plain(r.uniform(15, 28), 1)}" for x in b["held"])
                         + f" · VSMI {_plain(r.uniform(12, 22), 1)}")
            lines.append("spot: " + " · ".join(f"{x['tic']} {_fmt(self.px(x))}" for x in b["held"])
                         + f" · SMI {_fmt(b['idx_px']['SMI'], 0)} · SX5E {_fmt(b['idx_px']['SX5E'], 0)}")
            self.add(minute + r.uniform(0.5, 1.5), "pnl", "\n".join(lines), kind="noise", ackable=True)
        names = b["held"] + b["watch"]
        for _ in range(r.randint(8, 11)):
            s = self.pick(names)
            px = self.px(s)
            lvl = _tick(round(px * r.uniform(0.985, 1.015), 0 if px > 50 else 1))
            above = r.random() < 0.5
            self.add(r.uniform(545, 1050), "alerts",
                     f"🔔 {s['tic']} {_fmt(px)} {'>' if above else '<'} {_fmt(lvl)} · alert "
                     f"{'crossed above' if above else 'crossed below'}", kind="noise")
        smi = b["idx_px"]["SMI"]
        self.add(r.uniform(600, 1000), "alerts", f"🔔 SMI fut {_fmt(smi, 0)} · intraday {self.smi_chg:+.1f}% · "
                 "vol trigger", kind="noise")
        self.add(r.uniform(640, 760), "ci", f"⚠️ ci: lifecycle-bot tests failed on main ({r.randint(1, 3)} failed, "
                 f"{r.randint(280, 340)} passed) — flaky test_fixing_calendar\n"
                 "```\nFAILED tests/test_calendar.py::test_fixing_calendar[SIX-holiday-shift] - AssertionError: "
                 f"expected {self.iso_date} got {(self.date + timedelta(days=1)).isoformat()}\n"
                 "FAILED tests/test_calendar.py::test_fixing_calendar[TARGET2] - TimeoutError: calendar service 5.0s\n```\n"
                 f"re-run #{r.randint(2, 4)} queued · owner @lifecycle-maintainers", kind="noise")
        self.add(r.uniform(700, 900), "gw", f"gateway: reconnect (1001 going away) · resumed in {r.randint(300, 1800)}ms",
                 kind="noise")
        self.add(r.uniform(820, 860), "lifecycle",
                 "lifecycle WARN calendar-svc timeout, retrying\n```\nTraceback (most recent call last):\n"
                 "  File \"/srv/lifecycle/cal/client.py\", line 88, in business_days\n"
                 "    resp = self._session.get(url, timeout=5.0)\n"
                 "  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n"
                 "    return self.request(\"GET\", url, **kwargs)\n"
                 "  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 532, in send\n"
                 "    raise ReadTimeout(e, request=request)\n"
                 "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='calendar.internal', port=443): "
                 "Read timed out. (read timeout=5.0)\n```\n"
                 f"retry 1/3 ok after {r.randint(300, 2500)}ms · no observation missed", kind="noise")
        if r.random() < 0.6:
            self.add(r.uniform(900, 1100), "gw", f"gateway: heartbeat ACK late ({r.randint(2, 9)}s) · session resumed",
                     kind="noise")

    def acks(self):
        r = self.r
        pool = ["ok", "thx", "merci", "👍", "🙏", "✅", "jo", "passt", "danke", "top", "👌", "mhm", "merci vielmal",
                "gseh", "k"]
        lo, hi = self.start + 7 * 3600_000, self.start + 19 * 3600_000
        cands = [m for m in self.recent if lo <= m["t"] <= hi]
        fills = [m for m in cands if m["kind"] == "hard" and m["hard"]["type"] == "trade_fill"]
        n = r.randint(12, 16)
        for i in range(n):
            who = self.pick(["reto", "mirjam", "luca", "sandro"])
            if i == 0 and fills:
                ref = self.pick(fills)
                minute = (ref["t"] - self.start) / 60000 + r.uniform(0.5, 3)
                self.add(minute, who, self.pick(["👍", "top", "merci", "✅"]), ref=ref, kind="noise",
                         idiom=("thumbs-up ack on a fill", "not_hard"))
            elif cands and r.random() < 0.7:
                ref = self.pick(cands)
                minute = (ref["t"] - self.start) / 60000 + r.uniform(0.5, 6)
                self.add(minute, who, self.pick(pool), ref=ref, kind="noise")
            else:
                self.add(r.uniform(470, 1080), who, self.pick(pool), kind="noise")

    # ------------------------------------------------------------ chatter
    def chatter(self):
        r, b = self.r, self.b
        A, B, C = b["notes"][0]["uls"]
        D, E = b["notes"][1]["uls"]
        ctx = dict(A=A["tic"], B=B["tic"], C=C["tic"], D=D["tic"], nA=A["name"], nB=B["name"], nC=C["name"],
                   W1=b["watch"][0]["name"], FUT=self.fut_main, eurchf=self.eurchf,
                   smi=_fmt(round(b["idx_px"]["SMI"] / 50) * 50, 0), v=r.randint(16, 27),
                   chg=f"{self.smi_chg:+.1f}", v4=b["notes"][0]["short"], v4b=b["notes"][1]["short"],
                   ms=r.randint(25, 45), pct=r.randint(8, 30), corr=r.randint(55, 66))
        MORN, DAY, LUNCH, PRE_US, POST_US, EVE = (455, 545), (545, 1050), (700, 770), (545, 860), (875, 980), (1085, 1140)
        # (window, [(who, text), ...]); follow-ups are posted shortly after, as replies to the opener
        T = [
            (MORN, [("reto", "Morge zäme ☕")]), (MORN, [("luca", "morge")]),
            (MORN, [("mirjam", "Guete Morge! Bi hüt bis 17:00 da, denn Elterenabig")]),
            (MORN, [("sandro", "Morge. S-Bahn het wieder Verspätig gha 🙄")]),
            (MORN, [("luca", "{B} wird vorbörslich {chg}% indiziert")]),
            (MORN, [("reto", "SNB-Entscheid isch nächsti Wuche, Konsens 0.00%. Kei Überraschig erwartet")]),
            (MORN, [("mirjam", "Term-Sheet-Entwurf für d'PB-Kampagne isch bi Compliance")]),
            (MORN, [("sandro", "Advisor-Newsletter gaht am 10i use, hät no öpper en Input?")]),
            (MORN, [("sandro", "Zur Info: d'Kampagne-Broschüre isch druckt, 500 Exemplar gönd hüt a d'Filiale. D'Digital-Version "
                               "isch im Advisor-Portal ab 10:00.")]),
            (DAY, [("luca", "Bloomberg hängt wieder, chunnt das nur bi mir?"), ("sandro", "nei, bi mir au. IT isch informiert")]),
            (DAY, [("luca", "Eurex Latenz uf {FUT} wieder bi {ms}ms, komisch")]),
            (DAY, [("mirjam", "{A} 3M vol {v}% – chli billiger als geschter")]),
            (DAY, [("luca", "EURCHF {eurchf}, de Franke bliibt stark")]),
            (LUNCH, [("sandro", "Zmittag? Hiltl oder Kantine?"), ("luca", "Kantine, ha nur 20min"),
                     ("mirjam", "ich nimm öppis mit, mach wiiter")]),
            (PRE_US, [("reto", "Wer hät s'Sitzigszimmer 4 für 14:00 buecht? Mir bruuched's für de PB-Call"),
                      ("sandro", "Ich, chan's aber freigeh")]),
            (DAY, [("mirjam", "Legal wott no en Satz zum Bail-in i de Final Terms, ich pass d'Vorlag a")]),
            (DAY, [("sandro", "Compliance hät Frage zur KID-Risikoklasse, SRI 4 oder 5?"),
                   ("mirjam", "SRI 5 wäge de Barriere, ich schick der d'Berechnig")]),
            (DAY, [("luca", "Pricer-Build rechnet d'Div-Kurve endlich richtig 🙌")]),
            (DAY, [("reto", "Leonteq isch wieder aggressiv uf de Worst-ofs, da chömed mir nöd mit")]),
            (DAY, [("mirjam", "Correl {A}/{B}/{C} wieder ufe, 1Y implied ~0.{corr}")]),
            (DAY, [("mirjam", "Kafi? ☕"), ("luca", "2 min")]),
            (DAY, [("luca", "SMI um {smi} ume, mal luege ob's hebt")]),
            (DAY, [("mirjam", "d'Kunde vom PB Basel wänd meh Coupon, aber tüferi Barriere gaht nöd mit dere Vol")]),
            (DAY, [("sandro", "Advisor-Call isch verschobe uf morn 10:00")]),
            (DAY, [("reto", "imfall: Fritig Apéro am 17:30 für de Marco, er gaht in Pension 🥂"), ("luca", "🥂🥂")]),
            (DAY, [("mirjam", "hät öpper d'neui Vorlag vo de Final Terms? die im Share isch veraltet"),
                   ("sandro", "isch im Teams-Ordner Issuance/Templates/2026")]),
            (PRE_US, [("luca", "Volume hüt tief, alli warted uf d'Zahle am 14:30")]),
            (DAY, [("reto", "d'Marge uf de letschte Emissione isch z'tüf gsi, mir müend über s'Pricing rede")]),
            (DAY, [("mirjam", "de {v4}er hät hüt Coupon-Fixing, alles im grüene Beriich")]),
            (DAY, [("luca", "Gamma uf {A} spürt mer hüt, chli müehsam")]),
            (DAY, [("sandro", "Wie seit mer 'Barriereereignis' uf Französisch? Für d'Romandie-Version"),
                   ("mirjam", "'événement de barrière' 🙂")]),
            (DAY, [("luca", "Dividendenabschlag {B} isch im April, oder?"), ("mirjam", "jo, Mitti April")]),
            (DAY, [("luca", "Deritrade-Anfrage-Volume isch hüt huere höch")]),
            (DAY, [("reto", "Risk Committee isch am Fritig 10:00, bitte Zahle bis Dunnstig")]),
            (DAY, [("mirjam", "{W1} Kapitalmarkttag am Dunnstig, bin gspannt")]),
            (DAY, [("luca", "lueg mal de Spread uf de {D} Optione, 0.40 breit 🤦")]),
            (DAY, [("mirjam", "Reminder: Kundepräsentation für d'PB-Kampagne bis morn")]),
            (DAY, [("luca", "Internet im Floor isch wieder da")]),
            (DAY, [("reto", "FINMA-Rundschriibe zu de strukturierte Produkt isch dusse, lese mer am Mäntig zäme")]),
            (DAY, [("mirjam", "FIDLEG-Prospekt: Nachtrag isch gnehmigt")]),
            (DAY, [("luca", "ha mis Excel für d'Delta-Kontrolle ufgfrischt, liit im Share")]),
            (DAY, [("mirjam", "Schön: Secondary-Volume uf eusne Papier +{pct}% vs. letschti Wuche")]),
            (DAY, [("mirjam", "London desk asks whether our CHF curve is on the new build yet – yes, since Monday")]),
            (DAY, [("mirjam", "Kurz zum Feedback vom PB Basel: d'Advisors finded e Barriere vo 59% psychologisch schwierig, lieber "
                              "55% und derfür 30-40bp weniger Coupon. Ich nimm das i d'nächst Pricing-Runde mit, Entscheid chunnt später.")]),
            (DAY, [("reto", "Nur zur Info: Treasury hät d'Funding-Kurve für 24M chli aapasst. Für eusi laufende Papier ändert sich "
                            "nüt, aber bi neue Emissione merked mer's im Coupon, so 5-10bp.")]),
            (DAY, [("luca", "Eurex hät hüt Morge es paar Minute lang kei Quotes uf de Single-Stock-Optione gha, Status-Page seit "
                            "'degraded performance'. Jetzt wieder normal, ich luege d'Fills nachher no genau a.")]),
            (DAY, [("mirjam", "For the London team: our BRC pricing uses a local-stochastic-vol MC with 200k paths, dividend "
                              "curve from the futures, correlation from 1y realised with a 0.05 haircut. Happy to walk them "
                              "through it on Friday.")]),
            (DAY, [("sandro", "D'Advisor-Schulig zum Thema Autocalls isch am Mittwuch 16:00 im Ruum Limmat, bis jetzt 18 "
                              "Aamäldige. D'Folie vo de Mirjam sind im Share, ich ha nur s'Layout aapasst.")]),
            (DAY, [("reto", "Gspröch mit em Head PB gha: si wänd für Q2 meh Kapitalschutz-Produkt, will d'Kunde nervös sind. "
                            "Mir lueged das i de nächste Wuche aa, nüt dringends.")]),
            (DAY, [("luca", "Wieso isch d'Implied Vol uf {C} so stabil trotz em Selloff? Mini Vermuetig: viel Overwriting vo "
                            "Fonds, die verchaufed Calls und drücked d'Vol. Spannend, aber nöd eusi Baustell.")]),
            (DAY, [("mirjam", "Dividende-Saison chunnt: bi {B} und {A} lueged mer uf d'Ex-Dates im April, s'Pricing hät d'Konsens-"
                              "Dividende drin. Wenn öppis abwiicht, meld ich mi.")]),
            (DAY, [("mirjam", "Question from Geneva: why our BRCs show a lower secondary bid than competitor X on similar "
                              "terms. Answer: we mark with the full skew and a funding spread, they seem to use flat vol. "
                              "I wrote them a short note.")]),
            (DAY, [("reto", "Bitte dänked dra: Ferieplanig für Ostere bis Fritig im Tool iitrage, mir bruuched immer zwei "
                            "Lüüt am Desk während de Fixings.")]),
            (POST_US, [("luca", "vol crush after the numbers, as usual")]),
            (DAY, [("sandro", "Ich bi morn im Homeoffice")]),
            (DAY, [("reto", "De neu Praktikant fangt am Mäntig a, bitte nätt sii 😄"), ("luca", "😄 klar")]),
            (DAY, [("luca", "Eurex hät d'Mistrade-Regle für Optione aapasst – weiss öpper meh?"),
                   ("mirjam", "nur dass d'Fristen chürzer sind, ich such s'Rundschriibe")]),
            (DAY, [("mirjam", "Vol-Update: {C} 1M {v}% (+1.2)")]),
            (DAY, [("luca", "SIX-Volume hüt {pct}% under em Schnitt")]),
            (POST_US, [("reto", "Gueti Zahle vo de Amis, Futures ufe")]),
            (DAY, [("sandro", "Kunde-Event im Dolder isch bstätigt, 24 Aamäldige")]),
            (DAY, [("mirjam", "Secondary-Quote uf de {v4b} isch wieder sauber, de Spread hät gspunne am Morge")]),
            (DAY, [("luca", "wer hät mis Ladekabel? 🔌"), ("sandro", "lit bim Drucker")]),
            (DAY, [("sandro", "Pricing-Tool isch langsam, liegt's a mir?")]),
            (DAY, [("reto", "merci Mirjam für d'Zämefassig, hilft")]),
            (DAY, [("mirjam", "the London guys want an English summary – nothing new on the book")]),
            (DAY, [("luca", "ok de {A}-Spread isch wieder normal")]),
            (DAY, [("sandro", "Marketing brucht no es Bild vo eusem Team für d'Broschüre 📸"), ("reto", "nei 😅")]),
            (EVE, [("reto", "merci für d'Arbet hüt zäme")]),
            (EVE, [("reto", "ciao zäme, bis morn")]),
            (EVE, [("mirjam", "tschüss zäme 👋")]),
            (EVE, [("sandro", "schöne Abig!")]),
        ]
        idxs = list(range(len(T)))
        r.shuffle(idxs)
        n = r.randint(58, 68)
        for i in idxs[:n]:
            window, convo = T[i]
            minute = r.uniform(*window)
            first = None
            for j, (who, tmpl) in enumerate(convo):
                m = self.add(minute, who, tmpl.format(**ctx), ref=first if (first is not None and r.random() < 0.6) else None)
                if first is None:
                    first = m
                minute += r.uniform(0.3, 3.5)
                if tmpl.startswith("Guete Morge! Bi hüt"):
                    self.edit((m["t"] - self.start) / 60000 + r.uniform(1, 3), m,
                              m["content"].replace("Elterenabig", "Elternabig"))
        # a reply to a news item (no decision)
        news = [m for m in self.recent if m["who"] == "news" and 7 * 60 <= (m["t"] - self.start) / 60000 <= 18 * 60]
        if news:
            n0 = self.pick(news)
            self.add((n0["t"] - self.start) / 60000 + r.uniform(2, 8), "mirjam",
                     "spannend, aber betrifft eus nöd direkt" if n0["kind"] == "near" else "mal luege was d'Vol macht",
                     ref=n0)


# ---------------------------------------------------------------- book
def _make_book(seed: int, ch: int, first_date) -> dict:
    r = random.Random(seed * 1_000_003 + ch * 7_919 + 11)
    sw = [_stock_dict(x, True) for x in _SWISS]
    eu = [_stock_dict(x, False) for x in _EURO]
    r.shuffle(sw)
    r.shuffle(eu)
    even = ch % 2 == 0
    A, B, C = sw[0], sw[1], sw[2]
    if even:
        D, E = sw[3], sw[4]
        pool = sw[5:] + eu[:3]
    else:
        D, E = eu[0], eu[1]
        pool = sw[3:] + eu[2:4]
    r.shuffle(pool)
    watch = pool[:3]
    held = [A, B, C, D, E]
    px = {s["tic"]: s["px"] * math.exp(r.gauss(0, 0.03)) for s in held + watch}

    def valor():
        return r.randint(125_000_000, 139_999_999)

    brc_valor = valor()
    strikes = [_tick(px[s["tic"]] * r.uniform(0.98, 1.12)) for s in (A, B, C)]
    brc = {"kind": "BRC", "uls": [A, B, C], "ccy": "CHF", "notional": r.choice([15, 20, 25, 30, 40]),
           "cpn": round(r.uniform(7.0, 11.0) * 4) / 4, "barrier": r.choice([55, 58, 59, 60, 62, 65]),
           "valor": str(brc_valor), "isin": _isin_ch(brc_valor), "strikes": strikes}
    brc["short"] = brc["valor"][-4:]
    brc["book_line"] = (f"BRC WO {A['tic']}/{B['tic']}/{C['tic']} · CHF {brc['notional']}m · Cpn {_fmt(brc['cpn'])}% p.a. · "
                        f"Barr {brc['barrier']}% EKI · Strikes {' / '.join(_fmt(x) for x in strikes)} · "
                        f"Valor {brc['valor']}")
    ac_valor = valor()
    nxt = first_date + timedelta(days=r.randint(20, 80))
    ac = {"kind": "AC", "uls": [D, E], "ccy": "CHF" if even else "EUR", "notional": r.choice([10, 12, 15, 20]),
          "cpn": round(r.uniform(1.5, 2.6) * 4) / 4, "barrier": r.choice([55, 60, 65]),
          "valor": str(ac_valor), "isin": _isin_ch(ac_valor), "next_obs": nxt.isoformat()}
    ac["short"] = ac["valor"][-4:]
    ac["book_line"] = (f"Autocall {D['tic']}/{E['tic']} · {ac['ccy']} {ac['notional']}m · Memory-Cpn {_fmt(ac['cpn'])}% p.q. · "
                       f"AC-Trigger 100% · Barr {ac['barrier']}% · next obs {nxt.strftime('%d.%m.%y')} · "
                       f"{'Valor ' + ac['valor'] if even else 'ISIN ' + ac['isin']}")
    cp_valor = valor()
    idx = "SMI" if even else "SX5E"
    cp = {"kind": "CPN", "uls": [idx], "ccy": "CHF", "notional": r.choice([8, 10, 12]), "part": r.choice([80, 85, 90, 95]),
          "valor": str(cp_valor), "isin": _isin_ch(cp_valor)}
    cp["short"] = cp["valor"][-4:]
    cp["book_line"] = (f"KapSchutz 100% {idx} · CHF {cp['notional']}m · Partizipation {cp['part']}% · "
                       f"Cap {r.choice([120, 125, 130])}% · Valor {cp['valor']}")
    hedge_sh = {s["tic"]: _shares(r, px[s["tic"]], 2e6, 9e6) for s in held}
    puts = []
    for s in r.sample([A, B, C], 2):
        p = px[s["tic"]]
        kstep = 100 if p > 1500 else (10 if p > 150 else (2 if p > 40 else 1))
        puts.append({"tic": s["tic"], "exp": "", "k": int(round(p * 0.85 / kstep) * kstep), "n": r.choice([200, 300, 400, 500])})
    o = r.choice([A, B, C])
    entry = _tick(px[o["tic"]] * r.uniform(0.96, 0.99))
    ovl = {"s": o, "q": _shares(r, px[o["tic"]], 0.8e6, 2.2e6), "entry": entry, "sl": _tick(entry * 0.93),
           "tp": _tick(entry * 1.12)}
    idx_px = {"SMI": 12250 * math.exp(r.gauss(0, 0.02)), "SX5E": 5420 * math.exp(r.gauss(0, 0.02))}
    fut_main = "FSMI" if even else "FESX"
    fut_ovl = "FESX" if even else "FSMI"
    ovl_idx = "SX5E" if even else "SMI"
    legacy = []
    for _ in range(r.randint(4, 6)):
        k = r.choice(["BRC", "BRC", "AC"])
        uls = r.sample(held if even else [A, B, C], r.choice([2, 3]))
        lv = valor()
        n = {"kind": k, "uls": uls, "valor": str(lv), "isin": _isin_ch(lv), "short": str(lv)[-4:]}
        issued = first_date - timedelta(days=r.randint(60, 500))
        if k == "BRC":
            n["book_line"] = (f"BRC {'WO ' if len(uls) > 1 else ''}{'/'.join(u['tic'] for u in uls)} · CHF {r.choice([5, 8, 10, 12])}m "
                              f"· Cpn {_fmt(round(r.uniform(5, 10) * 4) / 4)}% · Barr {r.choice([50, 55, 60, 65])}% · "
                              f"emittiert {issued.strftime('%m/%y')} · Valor {n['valor']}")
        else:
            n["book_line"] = (f"Autocall {'/'.join(u['tic'] for u in uls)} · CHF {r.choice([5, 8, 10])}m · Cpn "
                              f"{_fmt(round(r.uniform(1.2, 2.2) * 4) / 4)}% p.q. · Barr {r.choice([50, 60])}% · "
                              f"emittiert {issued.strftime('%m/%y')} · Valor {n['valor']}")
        legacy.append(n)
    return {
        "held": held, "watch": watch, "px": px, "notes": [brc, ac, cp] + legacy, "hedge_sh": hedge_sh, "puts": puts,
        "ovl": ovl, "idx_px": idx_px, "fut_main": fut_main, "fut_ovl": fut_ovl, "fut_lots": r.randint(20, 60),
        "ovl_lots": r.choice([10, 15, 20]), "ovl_entry": idx_px[ovl_idx] * 1.01,
        "ovl_sl": idx_px[ovl_idx] * 1.04, "oid": 48000 + ch * 1000, "ver": f"4.{r.randint(15, 22)}.{r.randint(0, 9)}",
        "rver": f"2.{r.randint(5, 9)}.{r.randint(0, 9)}", "build": r.randint(2100, 2900),
        "lim_delta": r.choice([2.0, 2.5, 3.0]), "lim_vega": r.choice([200, 250, 300]),
        "lim_gamma": r.choice([60, 80, 100]), "lim_lots": r.choice([100, 150, 200]),
        "ch_even": even, "new_notes": [], "prev_book": None,
    }


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default DEFAULT_END, i.e. midnight Zurich time);
    channels: how many channels of this desk; days: how many consecutive days."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    g = _Gen(seed)
    channel_ids = [_channel_id(i) for i in range(channels)]
    worker_of = {i: (2 + i) % 32 for i in range(channels)}
    first_start = end_ms - days * 86_400_000
    first_date = datetime.fromtimestamp(first_start / 1000 + 12 * 3600, tz=_CET).date()
    for ch in range(channels):
        book = _make_book(seed, ch, first_date)
        for d in range(days):
            start = end_ms - (days - d) * 86_400_000
            rng = random.Random(seed * 1_000_003 + ch * 10_007 + d * 101 + 5)
            day = _Day(g, book, ch, d, start, rng)
            exps = _months_after(day.date, 3)
            for p in book["puts"]:
                if not p["exp"]:
                    p["exp"] = exps[1][0]
            day.build()
    return g.finalize(channel_ids, worker_of)


# ---------------------------------------------------------------- checks
def _final_texts(events):
    """message id -> dict(channel, text, state, created_ms, bytes)."""
    out = {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            parts = [m.get("content") or ""]
            for e in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if e.get(k):
                        parts.append(str(e[k]))
                for f in e.get("fields") or []:
                    parts.append(str(f.get("name", "")))
                    parts.append(str(f.get("value", "")))
            out[m["id"]] = {"channel": ev["channel_id"], "parent": ev.get("parent_channel_id") or ev["channel_id"],
                            "content": m.get("content") or "", "embed_parts": parts[1:], "state": "live",
                            "ms": int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000),
                            "bytes": sum(len(p.encode("utf-8")) for p in parts)}
        elif op == "edit":
            x = out.get(ev["message_id"])
            if x is not None:
                x["content"] = ev["content"]
                x["state"] = "edited" if x["state"] == "live" else x["state"]
        elif op == "delete":
            if ev["message_id"] in out:
                out[ev["message_id"]]["state"] = "deleted"
        elif op == "bulk_delete":
            for i in ev["message_ids"]:
                if i in out:
                    out[i]["state"] = "deleted"
        elif op == "forget":
            if ev["message_id"] in out:
                out[ev["message_id"]]["state"] = "forgotten"
    for x in out.values():
        x["text"] = "\n".join([x["content"]] + x["embed_parts"])
    return out


def check(events, labels, end: datetime | None = None, days: int = 1, verbose: bool = True) -> list:
    """Validate a capture + labels; return a list of problems (empty = ok) and print stats."""
    problems = []
    if end is None:
        end = DEFAULT_END
    end_ms = int(end.timestamp() * 1000)
    texts = _final_texts(events)
    # ordering and snowflakes
    last_t = None
    last_id = -1
    for i, ev in enumerate(events):
        if ev["op"] == "create":
            m = ev["message"]
            t = texts[m["id"]]["ms"]
            if (int(m["id"]) >> 22) + DISCORD_EPOCH_MS != t:
                problems.append(f"line {i + 1}: id/created_at mismatch {m['id']}")
            if int(m["id"]) <= last_id:
                problems.append(f"line {i + 1}: id not increasing")
            last_id = int(m["id"])
        else:
            ts = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
            t = int(datetime.fromisoformat(ts.replace("Z", "+00:00")).timestamp() * 1000)
            mid = ev.get("message_id")
            if mid and mid in texts and texts[mid]["ms"] > t:
                problems.append(f"line {i + 1}: {ev['op']} before create")
        if last_t is not None and t < last_t:
            problems.append(f"line {i + 1}: time goes backwards")
        last_t = t
    live_text = "\n".join(x["text"] for x in texts.values() if x["state"] in ("live", "edited"))
    counts = {}
    for h in labels["hard_events"]:
        x = texts.get(h["message_id"])
        if x is None:
            problems.append(f"hard event {h['message_id']} missing")
            continue
        if x["channel"] != h["channel_id"]:
            problems.append(f"hard event {h['message_id']} channel mismatch")
        if x["state"] != h["final_state"]:
            problems.append(f"hard event {h['message_id']} state {x['state']} != {h['final_state']}")
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"hard event {h['message_id']} has {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in x["text"]:
                problems.append(f"fact {f!r} not in message {h['message_id']}: {x['text'][:80]!r}")
        counts[h["event_type"]] = counts.get(h["event_type"], 0) + 1
    for chid, mid, old in labels["superseded_facts"]:
        if old in texts[mid]["text"]:
            problems.append(f"superseded {old!r} still in {mid}")
    for s in labels["removed_texts"]:
        if s in live_text:
            problems.append(f"removed text {s!r} visible in a live message")
    for key in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[key]:
            if mid not in texts:
                problems.append(f"{key}: {mid} missing")
    if set(labels["noise_message_ids"]) & set(labels["near_miss_ids"]):
        problems.append("noise and near-miss overlap")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & (set(labels["noise_message_ids"]) | set(labels["near_miss_ids"])):
        problems.append("hard event also labelled noise/near-miss")
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"{len(labels['idioms'])} idioms")
    for row in labels["idioms"]:
        if row["message_id"] not in texts:
            problems.append(f"idiom message {row['message_id']} missing")
    # per channel-day sizes
    per = {}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid, x in texts.items():
        d = (x["ms"] - (end_ms - days * 86_400_000)) // 86_400_000
        k = (x["parent"], d)
        p = per.setdefault(k, {"msgs": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0})
        p["msgs"] += 1
        p["bytes"] += x["bytes"]
        p["noise"] += mid in noise
        p["near"] += mid in near
        p["hard"] += mid in hard_ids
    for k, p in sorted(per.items()):
        frac = p["noise"] / p["msgs"]
        if not 180 <= p["msgs"] <= 320:
            problems.append(f"{k}: {p['msgs']} messages out of range")
        if not 70_000 <= p["bytes"] <= 120_000:
            problems.append(f"{k}: {p['bytes']} bytes out of range")
        if not 0.25 <= frac <= 0.40:
            problems.append(f"{k}: noise {frac:.2f} out of range")
        if not 25 <= p["hard"] <= 45:
            problems.append(f"{k}: {p['hard']} hard events out of range")
    if verbose:
        print(f"events={len(events)} messages={len(texts)} channel-days={len(per)}")
        for k, p in sorted(per.items()):
            print(f"  channel {k[0]} day {k[1]}: msgs={p['msgs']} bytes={p['bytes']} hard={p['hard']} "
                  f"noise={p['noise']} ({p['noise'] / p['msgs']:.0%}) near={p['near']}")
        print("hard events by type:", json.dumps(dict(sorted(counts.items()))))
        print(f"hard={len(labels['hard_events'])} noise={len(labels['noise_message_ids'])} "
              f"near={len(labels['near_miss_ids'])} idioms={len(labels['idioms'])} "
              f"superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])}")
        print("problems:", len(problems))
        for p in problems[:50]:
            print("  -", p)
    return problems


def _parse_end(s):
    if s is None:
        return None
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-03-12T23:00Z)")
    ap.add_argument("--check", action="store_true", help="reload the written files and validate them")
    a = ap.parse_args(argv)
    end = _parse_end(a.end)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        with open(a.out, encoding="utf-8") as fh:
            events = [json.loads(line) for line in fh if line.strip()]
        with open(a.labels, encoding="utf-8") as fh:
            labels = json.load(fh)
        problems = check(events, labels, end=end, days=a.days)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
