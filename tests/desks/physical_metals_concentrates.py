#!/usr/bin/env python3
"""Desk generator: physical_metals_concentrates.

A physical base-metals merchant desk (copper / zinc concentrates, refined cathode and
ingot, LME futures and TAPOs as hedges, QP pricing, TC/RCs, LME warrants, freight).
Produces a capture (JSON Lines events) plus ground-truth labels. Standard library only;
everything is a pure function of (seed, end, channels, days).

    python -m tests.desks.physical_metals_concentrates --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "physical_metals_concentrates"
EPOCH = 1420070400000
UTC = timezone.utc
DEFAULT_END = datetime(2025, 6, 13, 0, 0, 0, tzinfo=UTC)
GUILD_ID = "1196482731650428928"
_CHANNEL_BASE = 1203391876445503488
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# UTC hour weights: Shanghai morning, London core, Americas afternoon.
HOUR_W = [2, 3, 4, 4, 4, 3, 4, 7, 10, 11, 11, 10, 9, 10, 10, 9, 7, 5, 4, 3, 2, 2, 2, 2]

PEOPLE = {
    "mateo": ("Mateo Rivas", False),
    "li": ("Li Wei", False),
    "tom": ("Tom Hargreaves", False),
    "katrin": ("Katrin Vogel", False),
    "priya": ("Priya Nair", False),
    "sam": ("Sam Okafor", False),
    "dana": ("Dana Whitfield", False),
    "mail": ("mailbridge", True),
    "lme": ("LME-Clear", True),
    "hedge": ("hedgebook", True),
    "risk": ("riskbot", True),
    "news": ("newswire", True),
    "ring": ("ringbell", True),
    "whs": ("whstocks", True),
    "frt": ("freightdesk", True),
    "mon": ("deskmon", True),
    "ci": ("ci-bot", True),
    "pnl": ("pnl-bot", True),
    "exec": ("exec-agent", True),
    "docs": ("docs-agent", True),
    "triage": ("triage-cron", True),
    "alert": ("px-alert", True),
}


def _h(s: str) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest()[:15], 16)


def _sf(ms: int, worker: int = 1, seq: int = 0) -> int:
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def _author_id(key: str) -> str:
    ms = EPOCH + 160_000_000_000 + _h("author:" + key) % 90_000_000_000
    return str(_sf(ms, _h(key) % 31, _h("s" + key) % 4000))


AUTHOR_IDS = {k: _author_id(k) for k in PEOPLE}


def _channel_id(i: int) -> str:
    return str(_CHANNEL_BASE + (i * 7_919_113_551 << 22) + (_h("ch%d" % i) % 0x1FFFF))


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _mon(d: datetime, k: int) -> str:
    y = d.year + (d.month - 1 + k) // 12
    m = (d.month - 1 + k) % 12
    return "%s-%s" % (MONTHS[m], str(y)[2:])


def _final_text(m: dict) -> str:
    parts = [m["final"]]
    for e in m.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields") or []:
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


class Day:
    """One channel-day of the desk."""

    def __init__(self, rng: random.Random, start_ms: int, ch: int, dix: int):
        self.rng = rng
        self.t0 = start_ms
        self.t1 = start_ms + 86_400_000
        self.ch = ch
        self.dix = dix
        self.date = datetime.fromtimestamp(start_ms / 1000, UTC)
        self.ds = self.date.strftime("%d-%b")
        self.iso_d = self.date.strftime("%Y-%m-%d")
        self.M0, self.M1, self.M2, self.M3, self.M4 = (_mon(self.date, k) for k in range(5))
        self.cu = round((9350 + rng.uniform(0, 450)) * 2) / 2
        self.zn = round((2620 + rng.uniform(0, 200)) * 2) / 2
        self.oid_n = rng.randint(310000, 780000)
        self.cno = rng.randint(110, 880)
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.hard: list[dict] = []
        self.noise: list[int] = []
        self.near: list[int] = []
        self.idioms: list[tuple] = []
        self.superseded: list[tuple] = []
        self.removed: list[str] = []
        self.thread_start = None
        self.used_ack = 0

    # ---------- primitives
    def when(self, lo: float = 0, hi: float = 24) -> int:
        hours = [h for h in range(24) if lo <= h < hi] or [int(lo)]
        h = self.rng.choices(hours, [HOUR_W[x] for x in hours])[0]
        ms = self.t0 + h * 3_600_000 + self.rng.randint(0, 3_599_999)
        return max(self.t0 + 1000, min(ms, self.t1 - 1000))

    def later(self, t: int, lo: float, hi: float) -> int:
        return min(t + int(self.rng.uniform(lo, hi) * 1000), self.t1 - 500)

    def add(self, t, who, content="", embeds=None, ref=None, thread=False, attachments=None):
        if who == "mail" and content.startswith("📧"):
            content = content + self.disclaimer()
        k = len(self.msgs)
        self.msgs.append({"k": k, "t": t, "who": who, "content": content, "final": content,
                          "embeds": embeds, "ref": ref, "thread": thread,
                          "attachments": attachments, "state": "live"})
        return k

    def hard_(self, k, etype, facts, phrasing, idiom=None):
        self.hard.append({"k": k, "type": etype, "facts": list(facts), "phrasing": phrasing})
        if idiom:
            self.idioms.append((idiom, k, etype, "hard"))
        return k

    def nm(self, k, idiom=None):
        self.near.append(k)
        if idiom:
            self.idioms.append((idiom, k, "not_hard", "near"))
        return k

    def nz(self, k, idiom=None):
        self.noise.append(k)
        if idiom:
            self.idioms.append((idiom, k, "not_hard", "noise"))
        return k

    def edit(self, k, t, content):
        self.ops.append({"op": "edit", "k": k, "t": t, "content": content})
        self.msgs[k]["final"] = content
        self.msgs[k]["state"] = "edited"

    def delete(self, k, t, snippet):
        self.ops.append({"op": "delete", "k": k, "t": t})
        self.msgs[k]["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ks, t, snippets):
        self.ops.append({"op": "bulk_delete", "ks": ks, "t": t})
        for k in ks:
            self.msgs[k]["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, k, t, by, snippet):
        self.ops.append({"op": "forget", "k": k, "t": t, "by": by})
        self.msgs[k]["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, k, t, by="katrin"):
        self.ops.append({"op": "pin", "k": k, "t": t, "by": by})

    def react(self, k, t, emoji, who):
        self.ops.append({"op": "reaction_add", "k": k, "t": t, "emoji": emoji, "who": who})

    def unreact(self, k, t, emoji, who):
        self.ops.append({"op": "reaction_remove", "k": k, "t": t, "emoji": emoji, "who": who})

    def oid(self) -> str:
        self.oid_n += self.rng.randint(3, 60)
        return "LX%d" % self.oid_n

    def c(self, *opts):
        return self.rng.choice(opts)

    # ---------- the day
    def build(self):
        r = self.rng
        self.bots_and_noise()
        self.morning()
        self.scene_cu_hedge()
        self.scene_conc_sale()
        self.scene_cathode_buried()
        optional = [self.scene_zn_unwind, self.scene_tapo, self.scene_credit_block, self.scene_spread]
        r.shuffle(optional)
        n_opt = 3 if r.random() < 0.35 else 2
        for f in optional[:n_opt]:
            f()
        self.scene_targets()
        self.scene_routes()
        self.scene_news()
        self.scene_thesis()
        self.scene_risk()
        self.scene_removed()
        self.scene_thread()
        self.near_misses()
        self.chatter()
        self.long_posts()
        self.emails()
        self.intraday_bots()
        self.more_long()
        self.more_long2()
        self.more_long3()
        self.more_long4()
        self.more_chat()
        return self

    # ---------- bots & noise
    def bots_and_noise(self):
        r = self.rng
        # hourly heartbeat
        for h in range(24):
            t = self.t0 + h * 3_600_000 + r.randint(2_000, 40_000)
            lag = r.randint(90, 480)
            txt = self.c(
                "♥ deskmon ok | feeds LME ✓ SHFE ✓ COMEX ✓ mail ✓ risk ✓ hedgebook ✓ | lag %dms | msgs/h %d | mem %d%% | disk %d%%" % (lag, r.randint(20, 400), r.randint(30, 70), r.randint(40, 80)),
                "♥ ok · uptime %dd · queue 0 · lag %dms" % (r.randint(3, 60), lag),
                "heartbeat %02d:00Z ok (lme-gw, mailbridge, hedgebook, riskbot, qp-calc, exec-agent, docs-agent up; %d jobs queued, oldest %ds)" % (h, r.randint(0, 5), r.randint(0, 90)))
            self.nz(self.add(t, "mon", txt), "hourly heartbeat" if h == 3 else None)
        # LME ring bells (London local = UTC+1 in summer)
        rings = [(10, 40, "Ring 1 — Zinc 11:40–11:45"), (10, 55, "Ring 1 — Copper 11:55–12:00"),
                 (11, 15, "Ring 2 — Zinc 12:20–12:25"), (11, 30, "Ring 2 — Copper 12:30–12:35"),
                 (11, 35, "Kerb 12:35–13:05 (all metals)"), (14, 15, "Ring 3 — Copper 15:25–15:30"),
                 (15, 50, "Closing kerb 16:50–17:00")]
        for hh, mm, what in rings:
            t = self.t0 + hh * 3_600_000 + mm * 60_000 + r.randint(0, 20_000)
            self.nz(self.add(t, "ring", "🔔 %s" % what))
        t = self.t0 + 11 * 3_600_000 + 36 * 60_000 + r.randint(0, 60_000)
        cu_c = self.cu - r.randint(20, 80) + 0.5
        zn_c = self.zn - r.randint(10, 30)
        self.nz(self.add(t, "ring", "", embeds=[{
            "title": "LME official prices %s" % self.ds,
            "description": "Settlement / cash / 3M (USD/t)",
            "fields": [{"name": "Copper cash", "value": "%.2f" % cu_c, "inline": True},
                       {"name": "Copper 3M", "value": "%.2f" % self.cu, "inline": True},
                       {"name": "Zinc cash", "value": "%.2f" % zn_c, "inline": True},
                       {"name": "Zinc 3M", "value": "%.2f" % self.zn, "inline": True}],
            "footer": "ringbell · unofficial transcription"}]), "embed-only official prices")
        # warehouse stocks
        t = self.t0 + 8 * 3_600_000 + r.randint(0, 600_000)
        self.nz(self.add(t, "whs", self.stock_report(), attachments=[{
            "id": str(_sf(t, 3, 7)), "filename": "lme_stocks_%s.pdf" % self.iso_d,
            "size": r.randint(80_000, 240_000), "url": "https://files.example/lme/stocks_%s.pdf" % self.iso_d}]),
            "warehouse stock report")
        t = self.t0 + 1 * 3_600_000 + r.randint(0, 900_000)
        self.nz(self.add(t, "whs", self.shfe_stocks()))
        # freight
        for lo, hi in ((2, 6), (9, 13), (14, 19)):
            self.nz(self.add(self.when(lo, hi), "frt", self.freight()), "freight indication")
        # CI / deploy
        for svc in r.sample(["hedgebook", "mailbridge", "riskbot", "lme-gw", "qp-calc"], 3):
            t = self.when(5, 20)
            self.nz(self.add(t, "ci", self.c(
                "ci: %s@%07x deployed to prod (%dm%02ds) ✅" % (svc, r.getrandbits(28), r.randint(1, 6), r.randint(0, 59)),
                "deploy %s %07x → prod: canary ok, rolled 3/3" % (svc, r.getrandbits(28)),
                "ci: %s build #%d passed (%d tests, 0 failed)" % (svc, r.randint(1200, 4000), r.randint(140, 900)))))
        # stack trace
        self.nz(self.add(self.when(3, 22), "mail", self.stack_trace()), "stack trace from mail bridge")
        # reconnects
        for _ in range(2):
            t = self.when(0, 24)
            self.nz(self.add(t, "lme", self.c(
                "[lme-gw] websocket closed (1006) — reconnecting… attempt 1 ok, resubscribed %d topics" % r.randint(8, 20),
                "[lme-gw] FIX session PMC01→LMEselect reconnect, seq reset not required (in=%d out=%d)" % (r.randint(1000, 9000), r.randint(1000, 9000)),
                "reconnect: SHFE snapshot feed back after %ds gap" % r.randint(4, 90))))
        # pnl snapshots
        for hh in (7, 12, 17):
            t = self.t0 + hh * 3_600_000 + r.randint(0, 300_000)
            tot = r.randint(-300_000, 450_000)
            self.nz(self.add(t, "pnl",
                "PnL %02d:00Z — desk %+d USD | LME hedges %+d | physical MtM %+d | TC/RC accrual %+d | freight %+d"
                % (hh, tot, r.randint(-200_000, 200_000), r.randint(-250_000, 300_000),
                   r.randint(-10_000, 40_000), r.randint(-15_000, 5_000))), "pnl snapshot" if hh == 12 else None)
        # price alerts
        for _ in range(r.randint(4, 6)):
            t = self.when(1, 20)
            if r.random() < 0.6:
                lvl = int(self.cu / 50) * 50 + r.choice([-50, 0, 50])
                self.nz(self.add(t, "alert", "px-alert: CA 3M crossed %s %s (%.1f)" % (
                    "{:,}".format(lvl), r.choice(["↑", "↓"]), lvl + r.choice([-2.5, 1.5, 3.0]))),
                    "price alert")
            else:
                lvl = int(self.zn / 25) * 25
                self.nz(self.add(t, "alert", "px-alert: ZS 3M %s %s · SHFE zn %s" % (
                    r.choice(["through", "back below"]), "{:,}".format(lvl), "{:,}".format(r.randint(22100, 23400)))))
        # cron summaries
        for hh in (6, 12, 18):
            t = self.t0 + hh * 3_600_000 + r.randint(60_000, 200_000)
            self.nz(self.add(t, "triage", "triage %02d:00Z: %d items scanned · 0 routed · 0 errors · next run %02d:00Z"
                             % (hh, r.randint(6, 25), (hh + 6) % 24)), "cron summary 0 routed" if hh == 6 else None)
        t = self.t0 + 5 * 3_600_000 + r.randint(0, 600_000)
        self.nz(self.add(t, "hedge", "rollover check: no LME prompts due T+2 · TAPO fixings today: %d · warrants expiring rent: 0" % r.randint(0, 3)))
        # risk daily
        t = self.t0 + 6 * 3_600_000 + r.randint(600_000, 1_500_000)
        self.nz(self.add(t, "risk", "", embeds=[{
            "title": "Daily risk %s — PMC-BASE" % self.ds,
            "description": "All limits OK. 1d 99%% VaR $%.2fm of $3.00m; stress (Cu -10%%) $%.1fm" % (r.uniform(1.6, 2.6), r.uniform(3.0, 5.5)),
            "fields": [{"name": "Gross CA lots", "value": "%d / 1,000" % r.randint(600, 900), "inline": True},
                       {"name": "Gross ZS lots", "value": "%d / 600" % r.randint(200, 480), "inline": True},
                       {"name": "Largest CP", "value": "Jinlong Smelting %.1fm / 45.0m" % r.uniform(30, 40), "inline": True}],
            "footer": "riskbot · EOD run"}]), "risk bot all-limits-ok report")
        # margin call (status, not hard)
        t = self.t0 + 7 * 3_600_000 + r.randint(0, 1_800_000)
        self.add(t, "lme", "MARGIN_CALL acct=PMC01 ccy=USD amount=%d im=%d vm=%d due=%sT10:00Z status=ISSUED"
                 % (r.randint(1_500_000, 6_000_000), r.randint(20_000_000, 30_000_000), r.randint(-3_000_000, 3_000_000), self.iso_d))
        # acknowledgements
        for _ in range(r.randint(11, 15)):
            who = r.choice(["mateo", "li", "tom", "priya", "katrin"])
            txt = {"mateo": ["vale", "ok", "gracias", "listo 👍", "👍", "dale"],
                   "li": ["hǎo", "ok", "xièxie", "好的", "👍", "noted"],
                   "tom": ["ok", "ta", "cheers", "👍", "k", "noted"],
                   "priya": ["ack", "noted", "thx", "🙏", "on it"],
                   "katrin": ["thx", "👀", "noted"]}[who]
            self.nz(self.add(self.when(1, 21), who, r.choice(txt)), "bare acknowledgement" if self.used_ack == 0 else None)
            self.used_ack += 1
        # bulk-deleted ci spam
        t = self.when(9, 17)
        tag = "%06x" % r.getrandbits(24)
        ks = []
        for i in range(3):
            ks.append(self.nz(self.add(t + i * 1_200, "ci", "ci: qp-calc nightly retry %s-%d FAILED (exit 137, OOMKilled)" % (tag, i))))
        self.bulk_delete(ks, t + 95_000, ["qp-calc nightly retry %s-%d" % (tag, i) for i in range(3)])

    def stock_report(self):
        r = self.rng
        def row(loc, a, b):
            return "  %-14s %8s / %7s" % (loc, "{:,}".format(a), "{:,}".format(b))
        cu = [("Rotterdam", r.randint(20_000, 45_000), r.randint(500, 9_000)),
              ("Port Klang", r.randint(15_000, 40_000), r.randint(500, 6_000)),
              ("Busan", r.randint(5_000, 15_000), r.randint(0, 4_000)),
              ("Gwangyang", r.randint(5_000, 20_000), r.randint(0, 3_000)),
              ("New Orleans", r.randint(3_000, 12_000), r.randint(0, 2_000)),
              ("Kaohsiung", r.randint(2_000, 9_000), r.randint(0, 1_500))]
        zn = [("Port Klang", r.randint(40_000, 90_000), r.randint(2_000, 20_000)),
              ("Singapore", r.randint(10_000, 40_000), r.randint(0, 8_000)),
              ("New Orleans", r.randint(5_000, 25_000), r.randint(0, 5_000)),
              ("Antwerp", r.randint(1_000, 8_000), r.randint(0, 2_000))]
        cu_on = sum(a for _, a, _ in cu)
        cu_cx = sum(b for _, _, b in cu)
        zn_on = sum(a for _, a, _ in zn)
        zn_cx = sum(b for _, _, b in zn)
        lines = ["LME warehouse stocks %s (t) — on warrant / cancelled" % self.ds,
                 "COPPER total %s | cw %s (%.1f%%) | chg %+d" % ("{:,}".format(cu_on + cu_cx), "{:,}".format(cu_cx), 100.0 * cu_cx / (cu_on + cu_cx), r.randint(-4000, 2500))]
        lines += [row(*x) for x in cu]
        lines.append("ZINC total %s | cw %s (%.1f%%) | chg %+d" % ("{:,}".format(zn_on + zn_cx), "{:,}".format(zn_cx), 100.0 * zn_cx / (zn_on + zn_cx), r.randint(-3000, 2000)))
        lines += [row(*x) for x in zn]
        lines.append("Queues: Port Klang zinc load-out %d days · Rotterdam copper %d days" % (r.randint(10, 60), r.randint(0, 15)))
        lines.append("Source: LME daily stocks file, parsed 0%d:%02dZ" % (8, r.randint(0, 59)))
        return "\n".join(lines)

    def shfe_stocks(self):
        r = self.rng
        return ("SHFE/INE overnight — cu %s (%+.1f%%), zn %s (%+.1f%%). Yangshan Cu premium $%d-%d/t, "
                "bonded Cu stocks %s t (%+d). SMM spot zinc conc TC import RMB %d/t." % (
                    "{:,}".format(r.randint(77_000, 80_500)), r.uniform(-1.2, 1.2), "{:,}".format(r.randint(22_000, 23_600)),
                    r.uniform(-1.0, 1.0), r.randint(40, 60), r.randint(61, 90), "{:,}".format(r.randint(40_000, 90_000)),
                    r.randint(-3000, 3000), r.randint(3000, 4200)))

    def freight(self):
        r = self.rng
        return ("Freight indications (non-binding) %s\n"
                "  Callao → Fangcheng, Supra 10-12kt conc: $%d-%d/wmt\n"
                "  Antofagasta → Huelva, Handy 8kt: $%d-%d/wmt\n"
                "  Lianyungang ← Iquique, Supra 15kt: $%d-%d/wmt\n"
                "  Rotterdam → Hamburg cathode, barge: €%.1f/t\n"
                "  Containers Busan → Rotterdam 20' (cathode, 22t): $%s/box\n"
                "BDI %s (%+d), Supramax TCE $%s/day" % (
                    self.ds, r.randint(34, 38), r.randint(39, 44), r.randint(24, 27), r.randint(28, 31),
                    r.randint(36, 40), r.randint(41, 45), r.uniform(6, 9), "{:,}".format(r.randint(1500, 2900)),
                    "{:,}".format(r.randint(1200, 2100)), r.randint(-40, 40), "{:,}".format(r.randint(11000, 16000))))

    def stack_trace(self):
        r = self.rng
        return ("mailbridge: failed to parse inbound message <CAF%x@mail.pmc-metals.example>\n"
                "Traceback (most recent call last):\n"
                '  File "/srv/mailbridge/bridge.py", line 214, in on_message\n'
                "    body = self.extract_body(msg)\n"
                '  File "/srv/mailbridge/bridge.py", line 171, in extract_body\n'
                "    return part.get_payload(decode=True).decode(charset or \"utf-8\")\n"
                '  File "/usr/lib/python3.11/encodings/utf_8.py", line 16, in decode\n'
                "    return codecs.utf_8_decode(input, errors, True)\n"
                "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x%x in position %d: invalid start byte\n"
                "(message parked in /var/spool/mailbridge/failed/, will retry with latin-1 in 300s)" % (
                    r.getrandbits(40), r.choice([0xa0, 0xe9, 0xf1]), r.randint(300, 4000)))

    # ---------- context
    def morning(self):
        r = self.rng
        t = self.t0 + 6 * 3_600_000 + r.randint(0, 900_000)
        cv = r.randint(28, 40) * 1000 + r.choice([0, 500])
        tn = r.randint(14, 22) * 1000
        ca_short = r.randint(380, 620)
        zs_short = r.randint(120, 260)
        tbl = ("HEDGE BOOK %s 06:00Z · PMC-BASE\n"
               "```\n"
               "exposure                              qty         priced   unpriced  hedge           net\n"
               "Cu conc  Cerro Verdino (Andina Cobre) L %6s wmt   %5s t  %5s t   CA -%d lots    %+d t\n"
               "Zn conc  Tara Norte (Boreal Zinc)     L %6s wmt   %5s t  %5s t   ZS -%d lots    %+d t\n"
               "Cu sale  Jinlong Smelting (CU-25-%d) S %6s wmt   QP %s unpriced  —               \n"
               "Cu cath  LME warrants Rotterdam       L %6s t     —        —        CA -%d lots     %+d t\n"
               "Cu cath  sale Nordhafen Kupfer        S %6s t     fixed           —               \n"
               "TAPO     CA %s avg (Jinlong pricing)  L %d lots                        —               \n"
               "```\n"
               "Gross CA %d / 1,000 lots · gross ZS %d / 600 lots · spread CA %s/%s %+d lots\n"
               "Open QPs: CV %s (M+1), Tara %s (M+2), Jinlong %s (M+3). Provisional invoices out: 3." % (
                   self.ds, "{:,}".format(cv), "{:,}".format(cv // 5), "{:,}".format(cv // 4), ca_short, r.randint(-300, 300),
                   "{:,}".format(tn), "{:,}".format(tn // 6), "{:,}".format(tn // 4), zs_short, r.randint(-200, 200),
                   self.cno, "{:,}".format(r.randint(8, 12) * 1000), self.M3,
                   "{:,}".format(r.randint(2, 5) * 500), r.randint(40, 120), r.randint(-100, 100),
                   "{:,}".format(r.randint(1, 4) * 500), self.M1, r.randint(20, 80),
                   ca_short + r.randint(100, 250), zs_short + r.randint(20, 120), self.M1, self.M4, r.randint(-150, 150),
                   self.M0, self.M1, self.M3))
        self.book_ca = ca_short
        self.add(t, "hedge", tbl)
        t2 = self.t0 + 7 * 3_600_000 + r.randint(0, 900_000)
        agenda = r.sample([
            "Jinlong wants to talk QP extension on CU-25-%d, Li to take the call" % self.cno,
            "MV Andes Spirit laycan confirmation from Callao agents",
            "assay exchange on Tara Norte lot 7 (Boreal) due today",
            "Nordhafen delivery window for the cathode — Priya chasing the warehouse",
            "LC draft for the Jinlong cargo needs a second pair of eyes",
            "weekly TC/RC call 15:00 London",
            "rent/FOT on Rotterdam warrants — decide cancel vs roll by Fri"], 4)
        brief = ("Morning all. Book as per hedgebook. Physical: long Cerro Verdino Cu conc (Andina Cobre offtake), "
                 "long Tara Norte Zn conc (Boreal Zinc offtake), sales to Jinlong Smelting and Nordhafen Kupfer, "
                 "cathode on warrant in Rotterdam.\n"
                 "Watchlist unchanged: Kivu Metals (Kolwezi Ridge), Pacifico Smelting (Ilo), Huaxin Nonferrous, Zambezi Copper Mines.\n"
                 "Today:\n- " + "\n- ".join(agenda) + "\nProposals to me in here as usual, size/price/stop please.")
        k = self.add(t2, "katrin", brief)
        self.brief_k = k
        self.pin(k, t2 + r.randint(20_000, 90_000))
        self.react(k, t2 + r.randint(20_000, 90_000), "📌", "katrin")
        self.react(k, t2 + r.randint(100_000, 900_000), "👍", "mateo")

    # ---------- hard-event scenes
    def approve(self, t, prop_k, n=None, reject=False, react=True):
        r = self.rng
        if reject:
            return None
        opts = [("👍 send it", ["👍", "send it"], "thumbs-up send-it reply approval"),
                ("yes go", ["yes", "go"], None)]
        if n is not None:
            opts += [("ok go, %d max" % n, ["ok go", "%d max" % n], "ok-go reply approval with size cap"),
                     ("approved. %d lots, not more" % n, ["approved", "%d lots" % n], None)]
        txt, facts, idiom = r.choice(opts)
        k = self.add(t, "katrin", txt, ref=prop_k)
        self.hard_(k, "trade_approval", facts, "reply", idiom)
        if react and r.random() < 0.6:
            self.react(prop_k, t + r.randint(2_000, 30_000), "✅", "katrin")
        return k

    def scene_cu_hedge(self):
        r = self.rng
        t = self.when(8, 13)
        n = r.choice([30, 40, 48, 50, 60])
        px = int(self.cu) + r.choice([10, 15, 20, 25])
        stop = px + r.choice([120, 150, 180])
        v = r.randrange(3)
        if v == 0:
            txt = "s %d CA 3M @ %s stp %s — vs the CV %s QP copper that priced this am. @Katrin ok?" % (n, "{:,}".format(px), "{:,}".format(stop), self.M0)
            facts, ph, idiom = ["s %d CA 3M" % n, "{:,}".format(px), "{:,}".format(stop)], "shorthand", "s-prefixed lots shorthand hedge proposal"
        elif v == 1:
            txt = "sell %dL CA 3M lmt %s, stop %s. hedges the CV %s QP tonnes priced today. k?" % (n, "{:,}".format(px), "{:,}".format(stop), self.M0)
            facts, ph, idiom = ["sell %dL" % n, "CA 3M", "{:,}".format(px)], "shorthand", "L-suffixed lots shorthand proposal"
        else:
            txt = ("Proposing we sell %d lots of 3M copper at %s to hedge the copper that priced on the Cerro Verdino %s QP today, "
                   "stop at %s. Katrin, ok to send?" % (n, "{:,}".format(px), self.M0, "{:,}".format(stop)))
            facts, ph, idiom = ["sell", "%d lots" % n, "3M copper", "{:,}".format(px)], "untagged", "plain-prose hedge proposal"
        p = self.hard_(self.add(t, "tom", txt), "trade_proposal", facts, ph, idiom)
        if r.random() < 0.5:
            self.nm(self.add(self.later(t, 30, 90), "li", "stop %s feels tight with the SHFE close coming, %s would be more sensible imo" % ("{:,}".format(stop), "{:,}".format(stop + 60)), ref=p),
                    "stop opinion with no decision")
        t2 = self.later(t, 120, 500)
        self.approve(t2, p, n)
        t3 = self.later(t2, 30, 120)
        self.add(self.later(t2, 5, 25), "tom", self.c("sending", "on it", "sending now"))
        oid = self.oid()
        k = self.add(t3, "lme", "ORD_ACK ord=%s acct=PMC01 side=SELL contract=CA prompt=3M qty=%d lmt=%d.00 tif=DAY status=WORKING venue=LMEselect" % (oid, n, px))
        self.hard_(k, "trade_confirmation", ["ord=%s" % oid, "side=SELL", "contract=CA", "status=WORKING"], "structured", "key=value order ack from clearing bot")
        q1 = r.choice([n // 2, n // 2 + 5, 20])
        f1 = px + r.choice([0, 0.5, 1.5])
        f2 = px + r.choice([0, 0.5, 1, 2.5])
        t4 = self.later(t3, 40, 600)
        k1 = self.add(t4, "lme", "FILL ord=%s exec=E%d side=SELL contract=CA prompt=3M qty=%d px=%.2f leaves=%d acct=PMC01" % (oid, r.randint(10**6, 9 * 10**6), q1, f1, n - q1))
        self.hard_(k1, "trade_fill", ["ord=%s" % oid, "side=SELL", "qty=%d" % q1, "px=%.2f" % f1], "structured", "partial fill key=value with leaves")
        t5 = self.later(t4, 60, 900)
        ex2 = r.randint(10**6, 9 * 10**6)
        bad = f2 + r.choice([5, 10, -5])
        k2 = self.add(t5, "lme", "FILL ord=%s exec=E%d side=SELL contract=CA prompt=3M qty=%d px=%.2f leaves=0 acct=PMC01" % (oid, ex2, n - q1, bad))
        self.edit(k2, self.later(t5, 120, 900), "FILL ord=%s exec=E%d side=SELL contract=CA prompt=3M qty=%d px=%.2f leaves=0 acct=PMC01 corr=1" % (oid, ex2, n - q1, f2))
        self.hard_(k2, "trade_fill", ["ord=%s" % oid, "side=SELL", "qty=%d" % (n - q1), "px=%.2f" % f2], "structured", "fill price corrected by edit")
        self.superseded.append((k2, "px=%.2f" % bad))
        avg = (q1 * f1 + (n - q1) * f2) / n
        t6 = self.later(t5, 60, 400)
        s2 = stop - r.choice([30, 40, 50])
        s3 = s2 - r.choice([25, 30, 45])
        base = "CA %d short done avg %s. stop %s in, GTC" % (n, "{:,.1f}".format(avg), "%s")
        ks = self.add(t6, "tom", base % "{:,}".format(stop))
        t7 = self.later(t6, 3600, 9000)
        self.edit(ks, t7, base % "{:,}".format(s2))
        self.edit(ks, self.later(t7, 1800, 7200), base % "{:,}".format(s3))
        self.hard_(ks, "stop_or_target_change", ["CA %d short" % n, "stop", "{:,}".format(s3)], "untagged", "stop trailed twice by editing same message")
        self.superseded.append((ks, "{:,}".format(stop)))
        self.superseded.append((ks, "{:,}".format(s2)))
        self.cu_short = (n, oid, px)
        if r.random() < 0.6:
            self.nm(self.add(self.later(t6, 600, 3000), "mateo", "did the %d CA go at %s flat or did we chase it? pregunta for the recap" % (n, "{:,}".format(px))),
                    "question about an order")

    def scene_conc_sale(self):
        r = self.rng
        t = self.when(13, 17)
        wmt = r.choice([8, 10, 12, 15]) * 1000
        tc = r.choice([18.5, 21.25, 22.0, 24.0, 25.5])
        rc = tc / 10
        lots = int(wmt * 0.95 * 0.265 / 25)
        cno = "PMC-CU-25-%d" % self.cno
        v = r.randrange(2)
        if v == 0:
            txt = ("[PROPOSAL] Sell %s wmt Cerro Verdino Cu conc (±10%% seller's opt) to Jinlong Smelting CIF Fangcheng. "
                   "Cu ~26.5%%, TC $%.2f/dmt RC %.3fc/lb, QP M+3 after arrival, payables 96.5%% min deduct 1.0 unit. "
                   "Hedge: short ~%d lots CA %s as it prices. MV Andes Spirit, laycan %s. "
                   "ojo — As 0.28%%, penalty $2.50 per 0.1%% above 0.20%%. @Katrin pls" % (
                       "{:,}".format(wmt), tc, rc, lots, self.M3, self.c("12-18 Jul", "20-26 Jul", "01-07 Aug")))
            facts, ph, idiom = ["Sell", "%s wmt" % "{:,}".format(wmt), "Cerro Verdino", "Jinlong Smelting", "TC $%.2f/dmt" % tc], "tagged", "tagged concentrate sale proposal with TC/RC and QP"
        else:
            txt = ("bueno, Jinlong came back. I want to sell them %s wmt of Cerro Verdino conc, TC $%.2f/dmt / RC %.3fc/lb, "
                   "QP M+3, CIF Fangcheng on the Andes Spirit. better than the Nordhafen bid by ~$3. "
                   "hedge ~%d lots CA %s on pricing. Katrin?" % ("{:,}".format(wmt), tc, rc, lots, self.M3))
            facts, ph, idiom = ["sell", "%s wmt" % "{:,}".format(wmt), "Cerro Verdino", "TC $%.2f/dmt" % tc], "untagged", "Spanish-flavoured prose concentrate proposal"
        p = self.hard_(self.add(t, "mateo", txt), "trade_proposal", facts, ph, idiom)
        self.nm(self.add(self.later(t, 40, 200), "li", "looks interesting. what's the moisture on the last CV lots, 8-9%?", ref=p),
                "looks-interesting reply to a proposal")
        self.add(self.later(t, 210, 400), "mateo", "8.4% avg last 3 lots. As is the only thing they'll fight about", ref=p)
        t2 = self.later(t, 420, 1200)
        a = self.add(t2, "katrin", "approved, go firm at $%.2f. get the As penalty schedule in the contract as is" % tc, ref=p)
        self.hard_(a, "trade_approval", ["approved", "go firm", "$%.2f" % tc], "reply", "approval reply naming the price")
        self.react(p, self.later(t2, 2, 20), "✅", "katrin")
        self.add(self.later(t2, 10, 60), "mateo", "listo, firming now")
        t3 = self.later(t2, 1800, 4200)
        email = ("📧 Subject: Contract Confirmation %s — Copper Concentrate (Cerro Verdino)\n"
                 "From: contracts@pmc-metals.example\n"
                 "To: trading@jinlong-smelting.example\n"
                 "Cc: ops@pmc-metals.example; m.rivas@pmc-metals.example\n\n"
                 "Dear Sirs,\n\nWe are pleased to confirm the following sale agreed today by telephone and chat:\n"
                 "Contract no.: %s\nSeller: PMC Metals Trading SA\nBuyer: Guangxi Jinlong Smelting Co., Ltd\n"
                 "Material: Copper concentrate, Cerro Verdino (Peru) origin\n"
                 "Quantity: %s wmt +/-10%% in Seller's option\n"
                 "Delivery: CIF FO Fangcheng, MV Andes Spirit or substitute\n"
                 "Payables: Cu 96.5%%, min. deduction 1.0 unit; Au/Ag per schedule B\n"
                 "Treatment charge: USD %.2f/dmt · Refining charge: USD %.4f/lb payable Cu\n"
                 "Quotational period: average LME Cu cash settlement, third calendar month following month of arrival (M+3)\n"
                 "Penalties: As USD 2.50 per 0.1%% above 0.20%%\n"
                 "Payment: 90%% provisional against documents, balance on final invoice\n\n"
                 "Please countersign and return at your earliest convenience.\n\nBest regards,\nContracts Dept., PMC Metals Trading SA" % (
                     cno, cno, "{:,}".format(wmt), tc, rc / 100))
        k = self.add(t3, "mail", email)
        self.hard_(k, "trade_confirmation", [cno, "%s wmt" % "{:,}".format(wmt), "USD %.2f/dmt" % tc, "Jinlong"], "structured", "email-bridge contract confirmation for own deal")
        self.pin(k, self.later(t3, 60, 600))
        t4 = self.later(t3, 300, 1500)
        txt = self.c("routing %s docs (LC draft + As penalty schedule) to docs-agent for the check vs contract" % cno,
                     "→ docs-agent: %s, LC draft vs contract terms pls. ETA tomorrow am" % cno)
        k = self.add(t4, "priya", txt)
        self.hard_(k, "route_decision", ["docs-agent", cno], "untagged", "routing an item to an agent")
        self.nz(self.add(self.later(t4, 5, 40), "docs", "ack: picked up %s (task %d), 2 docs queued" % (cno, r.randint(4000, 9999)), ref=k),
                "agent ack of routed task")
        self.cno_s = cno

    def scene_cathode_buried(self):
        r = self.rng
        t = self.when(12, 15)
        tons = r.choice([1000, 1500, 2000, 2500])
        prem = r.choice([38, 42, 45, 48])
        prop = ("Proposal: buy %s t Grade A cathode on LME warrant in Rotterdam from Halvorsen Metals at cash +$%d, "
                "financing through end-%s, need go/no-go by 15:00 London." % ("{:,}".format(tons), prem, self.M2[:3]))
        rep = ("Americas open notes %s\n"
               "Chile: Antofagasta port back to normal after swell closures, 2 conc vessels delayed ~36h, none ours. "
               "Peru: the Corredor Minero blockade is still the thing to watch; CV trucks moving but with escorts. "
               "Spot Cu conc TCs quoted in the teens for clean material, a few low-20s for high-As parcels, Chinese smelters still "
               "leaning on their 2025 benchmark and cutting run rates quietly. Premiums: Rotterdam Grade A +$%d-%d over cash, "
               "US Midwest sticky, Yangshan softer this week.\n"
               "%s The warrants sit in the same shed as ours so the load-out queue is not an issue; rent is paid to end-%s, "
               "the spread to %s pays most of the carry.\n"
               "Freight: Supras Callao-China mid-$30s, no change. Nordhafen still wants their window confirmed before "
               "they commit to Q4 volume. Nothing from Boreal on the assay exchange yet, will chase. "
               "Otherwise quiet, pues — SHFE closed firm, LME spreads a touch tighter." % (
                   self.ds, prem - 6, prem + 8, prop, self.M1[:3], self.M2))
        p = self.add(t, "mateo", rep)
        self.hard_(p, "trade_proposal", ["buy %s t" % "{:,}".format(tons), "Rotterdam", "cash +$%d" % prem], "buried", "proposal buried in a long market notes post")
        t2 = self.later(t, 600, 2400)
        if r.random() < 0.5:
            txt = "no on the Rotterdam cathode at +%d, too rich vs where we can borrow on the LME. pass" % prem
            facts = ["no", "+%d" % prem, "pass"]
        else:
            txt = "not approved — +%d for Rotterdam cathode is too rich. tell Halvorsen we're out" % prem
            facts = ["not approved", "+%d" % prem]
        a = self.add(t2, "katrin", txt, ref=p)
        self.hard_(a, "trade_approval", facts, "reply", "short rejection reply")
        self.nz(self.add(self.later(t2, 10, 120), "mateo", "vale", ref=a))

    def scene_zn_unwind(self):
        r = self.rng
        t = self.when(8, 15)
        n = r.choice([20, 24, 30, 36])
        px = int(self.zn) - r.choice([5, 8, 12])
        who = r.choice(["tom", "li"])
        txt = ("[HEDGE PROP] BUY %d lots ZS %s @ %s lmt — unwind vs Tara Norte %s QP that priced out yesterday. "
               "closing hedge, no stop. @Katrin" % (n, self.M3, "{:,}".format(px), self.M1))
        p = self.hard_(self.add(t, who, txt), "trade_proposal", ["BUY", "%d lots" % n, "ZS %s" % self.M3, "{:,}".format(px)], "tagged", "tagged hedge-unwind proposal")
        t2 = self.later(t, 100, 700)
        self.approve(t2, p, n)
        oid = self.oid()
        t3 = self.later(t2, 30, 200)
        k = self.add(t3, "lme", "", embeds=[{
            "title": "Order accepted — LMEselect",
            "fields": [{"name": "Order", "value": oid, "inline": True},
                       {"name": "Side", "value": "BUY", "inline": True},
                       {"name": "Contract", "value": "ZS %s" % self.M3, "inline": True},
                       {"name": "Qty", "value": "%d lots" % n, "inline": True},
                       {"name": "Limit", "value": "%d.00" % px, "inline": True},
                       {"name": "Status", "value": "WORKING", "inline": True}],
            "footer": "LME-Clear · acct PMC01"}])
        self.hard_(k, "trade_confirmation", [oid, "BUY", "ZS %s" % self.M3, "WORKING"], "embed", "embed-only order accepted")
        t4 = self.later(t3, 60, 1200)
        fpx = px - r.choice([0, 0.5, 1.5])
        k = self.add(t4, "lme", json.dumps({"type": "fill", "ord": oid, "side": "BUY", "sym": "ZS", "prompt": self.M3,
                                            "qty": n, "px": fpx, "acct": "PMC01"}, ensure_ascii=False))
        self.hard_(k, "trade_fill", [oid, '"side": "BUY"', '"qty": %d' % n, '"px": %s' % json.dumps(fpx)], "structured", "JSON fill line")

    def scene_tapo(self):
        r = self.rng
        t = self.when(2, 8)
        n = r.choice([24, 32, 40, 48])
        fix = int(self.cu) - r.choice([20, 30, 45])
        txt = ("zǎo. Jinlong wants to fix %s t of the %s QP via TAPO. prop: TAPO buy %d lots CA %s avg-price, "
               "we fix them at %s, back-to-back on their side. hǎo? @Katrin" % ("{:,}".format(n * 25), self.M0, n, self.M1, "{:,}".format(fix)))
        p = self.hard_(self.add(t, "li", txt), "trade_proposal", ["TAPO", "buy %d lots" % n, "CA %s" % self.M1, "{:,}".format(fix)], "untagged", "TAPO proposal with pinyin")
        t2 = self.later(t, 2400, 9000)  # Katrin wakes up
        self.approve(t2, p, n)
        self.nz(self.add(self.later(t2, 30, 300), "li", "xièxie 🙏", ref=p))
        t3 = self.later(t2, 1800, 5400)
        ref = "TP%d" % r.randint(10000, 99999)
        email = ("📧 Subject: TAPO Confirmation %s — PMC Metals buys %d lots LME Copper %s Average\n"
                 "From: confirms@northgate-brokers.example\nTo: ops@pmc-metals.example\n\n"
                 "We confirm the following Traded Average Price Option trade executed on your behalf:\n"
                 "Ref: %s | Client: PMC Metals Trading SA (PMC01)\nBuy %d lots LME Copper TAPO %s, averaging %s\n"
                 "Premium: USD %.2f/t · Strike: average (Asian)\nClearing: LME Clear, give-up accepted\n"
                 "Kind regards, Northgate Brokers — Confirmations" % (ref, n, self.M1, ref, n, self.M1, self.M0, r.uniform(1.5, 4.0)))
        k = self.add(t3, "mail", email)
        self.hard_(k, "trade_confirmation", [ref, "PMC Metals buys", "%d lots" % n, "TAPO"], "structured", "broker email TAPO confirmation")
        if r.random() < 0.5:
            k = self.add(self.later(t3, 120, 900), "lme", "TAPO_FILL ref=%s side=BUY contract=CA-TAPO prompt=%s qty=%d avgmonth=%s status=FILLED acct=PMC01" % (ref, self.M1, n, self.M0))
            self.hard_(k, "trade_fill", ["ref=%s" % ref, "side=BUY", "qty=%d" % n, "CA-TAPO"], "structured", None)

    def scene_credit_block(self):
        r = self.rng
        t = self.when(9, 12)
        dmt = r.choice([6, 8, 10]) * 1000
        tc = r.choice([82, 85, 88, 92])
        who = r.choice(["tom", "mateo"])
        txt = ("[PROPOSAL] sell %s dmt Tara Norte Zn conc to Jinlong Smelting, TC $%d/dmt flat, QP M+2, CFR Lianyungang, "
               "90%% provisional vs B/L. hedge short ZS %s on pricing. @Katrin" % ("{:,}".format(dmt), tc, self.M2))
        p = self.hard_(self.add(t, who, txt), "trade_proposal", ["sell", "%s dmt" % "{:,}".format(dmt), "Tara Norte", "Jinlong Smelting"], "tagged", None)
        used = r.uniform(39.0, 42.5)
        add = dmt * 0.5 * self.zn / 1e6 * 0.9
        t2 = self.later(t, 20, 90)
        k = self.add(t2, "risk", "", embeds=[{
            "title": "⛔ BLOCKED — counterparty credit",
            "description": "Pre-trade check failed for proposal by %s: Jinlong Smelting exposure would exceed limit." % PEOPLE[who][0],
            "fields": [{"name": "Limit", "value": "USD 45.0m", "inline": True},
                       {"name": "Utilised", "value": "USD %.1fm" % used, "inline": True},
                       {"name": "This deal", "value": "+USD %.1fm" % add, "inline": True},
                       {"name": "Post-trade", "value": "USD %.1fm" % (used + add), "inline": True}],
            "footer": "riskbot · order not released · override needs CRO"}], ref=p)
        self.hard_(k, "risk_limit", ["BLOCKED", "Jinlong Smelting", "USD 45.0m"], "embed", "risk engine blocks a trade (embed)")
        t3 = self.later(t2, 300, 1500)
        a = self.add(t3, "katrin", "not approved until the Jinlong line is sorted. park it, Sam pls look", ref=p)
        self.hard_(a, "trade_approval", ["not approved", "park it"], "reply", None)
        t4 = self.later(t3, 3600, 10000)
        k = self.add(t4, "sam", "Jinlong Smelting credit limit raised to USD 55.0m for 30 days (CRO signed, LC-backed tranche excluded). "
                               "the Tara Norte sale can be resubmitted.")
        self.hard_(k, "risk_limit", ["Jinlong Smelting", "USD 55.0m", "30 days"], "untagged", "credit limit raised in prose")

    def scene_spread(self):
        r = self.rng
        t = self.when(9, 15)
        n = r.choice([100, 120, 150])
        spr = r.choice([62, 70, 85, 92])
        txt = "b %d CA %s/%s @ +%d back — carry vs the RTM warrants, QP-neutral. k?" % (n, self.M1, self.M4, spr)
        p = self.hard_(self.add(t, "mateo", txt), "trade_proposal", ["b %d CA" % n, "%s/%s" % (self.M1, self.M4), "+%d" % spr], "shorthand", "b-prefixed spread shorthand")
        t2 = self.later(t, 100, 800)
        self.approve(t2, p, n)
        oid = self.oid()
        n2 = n - r.choice([20, 30, 40])
        t3 = self.later(t2, 20, 90)
        k = self.add(t3, "risk", "RESIZED ord=%s CA %s/%s qty %d → %d lots · reason=gross CA lots limit 1,000 (post-trade %s)" % (
            oid, self.M1, self.M4, n, n2, "{:,}".format(1000 + n - n2 + r.randint(1, 15))))
        self.hard_(k, "risk_limit", ["RESIZED", "ord=%s" % oid, "%d → %d" % (n, n2)], "structured", "risk engine resizes an order")
        t4 = self.later(t3, 20, 90)
        k = self.add(t4, "lme", "ORD_ACK ord=%s acct=PMC01 side=BUY strategy=CA-%s/%s qty=%d spread=+%d status=ACCEPTED venue=LMEselect" % (oid, self.M1, self.M4, n2, spr))
        self.hard_(k, "trade_confirmation", ["ord=%s" % oid, "side=BUY", "qty=%d" % n2, "status=ACCEPTED"], "structured", None)
        t5 = self.later(t4, 60, 1500)
        k = self.add(t5, "lme", "", embeds=[{
            "title": "Fill", "description": "CA %s/%s spread" % (self.M1, self.M4),
            "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": "%d" % n2, "inline": True},
                       {"name": "Price", "value": "+%d.00" % spr, "inline": True}],
            "footer": "ord %s · LMEselect · acct PMC01" % oid}])
        self.hard_(k, "trade_fill", ["BUY", "%d" % n2, "+%d.00" % spr, "ord %s" % oid], "embed", "embed-only fill")

    def scene_targets(self):
        r = self.rng
        t = self.when(13, 18)
        tp = int(self.zn) - r.choice([60, 75, 90])
        k = self.add(t, r.choice(["li", "tom"]), "TP on the remaining ZS short (Tara Q3 hedge) at %s, GTC. if it trades we re-hedge on the next QP" % "{:,}".format(tp))
        self.hard_(k, "stop_or_target_change", ["TP", "ZS short", "{:,}".format(tp)], "untagged", "take-profit set on hedge")
        t2 = self.when(15, 20)
        k = self.add(t2, "tom", "pulling the stop on the %s TAPO hedge — it's QP-driven, a stop makes no sense there. removed." % self.M1)
        self.hard_(k, "stop_or_target_change", ["pulling the stop", "TAPO"], "untagged", "stop removed")
        if r.random() < 0.5:
            oid = self.oid()
            k = self.add(self.when(16, 19), "lme", "ORD_CXL ord=%s acct=PMC01 side=BUY contract=ZS prompt=3M qty=%d status=CANCELLED reason=GTD_EXPIRY" % (oid, r.choice([10, 15, 20])))
            self.hard_(k, "trade_confirmation", ["ord=%s" % oid, "status=CANCELLED"], "structured", "order cancelled by venue")

    def scene_routes(self):
        r = self.rng
        t = self.when(2, 7)
        k = self.add(t, "priya", "routing Jinlong's QP extension request (CU-25-%d, M+3 → M+4) to exec-agent for pricing impact, Li to own the call" % self.cno)
        self.hard_(k, "route_decision", ["routing", "exec-agent", "QP extension"], "untagged", None)
        self.nz(self.add(self.later(t, 5, 60), "exec", "ack: CU-25-%d QP-ext queued (task %d) · est 20m" % (self.cno, r.randint(1000, 9999)), ref=k))
        t2 = self.when(10, 16)
        var = r.choice([0.12, 0.18, 0.22])
        k = self.add(t2, "priya", "Boreal assay exchange on Tara Norte lot 7: variance %.2f%% Zn, inside the splitting limit. no action, not routing." % var)
        self.hard_(k, "no_route_decision", ["Boreal", "no action", "not routing"], "untagged", "explicit no-action no-route")
        if r.random() < 0.6:
            t3 = self.when(15, 21)
            k = self.add(t3, "priya", "triage: Nordhafen delivery-window email is FYI only, closed without routing.")
            self.hard_(k, "no_route_decision", ["Nordhafen", "closed without routing"], "untagged", None)

    def scene_news(self):
        r = self.rng
        held = [
            ("Andina Cobre declares force majeure on Cerro Verdino concentrate shipments after road blockade enters day %d" % r.randint(4, 9),
             ["Andina Cobre", "force majeure", "Cerro Verdino"],
             "LIMA — Andina Cobre SA said trucks carrying copper concentrate from its Cerro Verdino mine to Callao have been halted by "
             "community blockades on the southern mining corridor. The company said production continues into stockpiles."),
            ("Boreal Zinc cuts Tara Norte 2025 zinc guidance to %d-%dkt on ground conditions" % (115, 125),
             ["Boreal Zinc", "Tara Norte", "guidance"],
             "Boreal Zinc Ltd lowered full-year zinc-in-concentrate guidance for Tara Norte, citing a ground-support programme in the "
             "lower zone. Shipments under existing offtakes 'will be honoured with some rescheduling', the company said."),
            ("Jinlong Smelting to halt one copper line for ~%d days from July for maintenance — sources" % r.choice([30, 45, 50]),
             ["Jinlong Smelting", "halt"],
             "Guangxi Jinlong Smelting will take a 200ktpa line offline, two people familiar said. The smelter has asked some suppliers "
             "to defer concentrate arrivals."),
            ("Nordhafen Kupfer workers vote for 48-hour strike at Hamburg copper plant",
             ["Nordhafen Kupfer", "strike"],
             "Union members at Nordhafen Kupfer AG backed a 48-hour walkout over pay. Management said cathode deliveries to customers "
             "would be prioritised from stock."),
            ("Peru unions at Andina Cobre's Cerro Verdino call indefinite strike from Monday",
             ["Andina Cobre", "Cerro Verdino", "strike"],
             "The mine workers' union at Cerro Verdino said talks on the collective agreement broke down on Friday."),
        ]
        watch = [
            ("DRC suspends export permits for Kivu Metals' Kolwezi Ridge copper concentrate pending tax audit",
             ["Kivu Metals", "Kolwezi Ridge", "export permits"]),
            ("Pacifico Smelting reports unplanned outage at Ilo smelter, restart seen in 3 weeks",
             ["Pacifico Smelting", "outage", "Ilo"]),
            ("Zambezi Copper Mines Q2 copper output up 14%% y/y, concentrate sales up 9%%", ["Zambezi Copper Mines", "14%"]),
            ("Huaxin Nonferrous lifts its spot zinc concentrate TC offer to $%d/dmt" % r.choice([92, 95, 98]),
             ["Huaxin Nonferrous", "TC offer"]),
        ]
        other = [
            "Tian Shan Copper commissions second SX-EW line, 20ktpa cathode",
            "Nordic Nickel raises 2025 nickel guidance after strong Q2",
            "Silesia Zinc smelter back at full rates after June outage",
            "Indonesia weighs extending concentrate export permits for two bauxite miners",
            "Lakeview Lithium delays DFS to Q4",
            "Cobre Austral signs 5-year power deal for its Atacama concentrator",
            "Yukon Silver Corp hits 1,200 g/t Ag over 4m at Keno East",
            "LME copper edges up as dollar softens; spreads steady",
            "Aluminium: Japan Q3 premium talks open at $%d/t" % r.randint(150, 200),
        ]
        nh = 3 if r.random() < 0.5 else 2
        for i, (hl, facts, body) in enumerate(r.sample(held, nh)):
            t = self.when(0, 20)
            if r.random() < 0.5:
                k = self.add(t, "news", "", embeds=[{"title": hl, "description": body + "\n\n" + self.news_filler(4), "footer": "newswire · metals"}])
                ph = "embed"
            else:
                k = self.add(t, "news", "📰 %s\n%s\n\n%s" % (hl, body, self.news_filler(4)))
                ph = "untagged"
            self.hard_(k, "held_position_news", facts, ph, "headline naming an offtake/counterparty company" if i == 0 else None)
            if i == 0:
                self.react(k, self.later(t, 30, 300), "👀", "tom")
                self.unreact(k, self.later(t, 400, 900), "👀", "tom")
        for i, (hl, facts) in enumerate(r.sample(watch, 2)):
            k = self.add(self.when(0, 20), "news", "📰 %s\n%s" % (hl.replace("%%", "%"), self.news_filler(4)))
            self.hard_(k, "watchlist_news", [f.replace("%%", "%") for f in facts], "untagged", "watchlist company headline" if i == 0 else None)
        other += ["Chilean port workers call 24-hour stoppage at Mejillones over pensions",
                  "Silver prices hit two-week high on safe-haven bid",
                  "Indian smelter group plans 300ktpa copper expansion, seeks concentrate offtakes"]
        for i, hl in enumerate(r.sample(other, r.randint(5, 7))):
            self.nm(self.add(self.when(0, 22), "news", "📰 %s\n%s" % (hl, self.news_filler(r.randint(3, 4)))), "headline on a name the desk does not hold" if i == 0 else None)

    def scene_thesis(self):
        r = self.rng
        opts = [
            ("katrin", "View change on zinc conc TCs. I was in the 'spot recovers to $120 by Q3' camp; with Huaxin and Jinlong both "
                       "buying again I now think spot stays $70-90 through Q3. Bearish TCs from here: we stop buying open-TC zinc conc "
                       "and look to fix the Tara Norte Q3 tonnes.",
             ["View change", "zinc conc TCs", "$70-90", "Bearish TCs"], "explicit view change on TCs"),
            ("mateo", "conviction up on the Cu cash-%s backwardation — CV force majeure risk takes clean conc out of Q3, "
                      "thesis intact, keep the long spread." % self.M3,
             ["conviction up", "backwardation", "thesis intact"], "conviction increase confirming a thesis"),
            ("li", "downgrading my China smelter-demand view for Q3 from bullish to neutral: Jinlong line halt + Huaxin run cuts. "
                   "less keen to sell unhedged conc into China.",
             ["downgrading", "bullish to neutral", "Q3"], None),
        ]
        for who, txt, facts, idiom in r.sample(opts, 2):
            k = self.add(self.when(8, 18), who, txt)
            self.hard_(k, "thesis_update", facts, "untagged", idiom)

    def scene_risk(self):
        r = self.rng
        t = self.when(9, 17)
        v = r.choice(["3.4", "3.5", "3.2"])
        k = self.add(t, "sam", "VaR limit for PMC-BASE goes to $%sm from tomorrow's run (CRO approved, temp to end-%s)." % (v, self.M1[:3]))
        self.hard_(k, "risk_limit", ["VaR limit", "$%sm" % v], "untagged", "VaR limit changed by risk manager")
        if r.random() < 0.6:
            g = r.randint(1005, 1040)
            k = self.add(self.when(10, 16), "risk", "⚠️ LIMIT BREACH gross CA lots %s > 1,000 (PMC-BASE) · owner: T. Hargreaves · cure by EOD" % "{:,}".format(g))
            self.hard_(k, "risk_limit", ["LIMIT BREACH", "{:,}".format(g), "1,000"], "tagged", "risk bot limit breach line")

    def scene_removed(self):
        r = self.rng
        t = self.when(9, 16)
        px = int(self.zn) + r.choice([12, 18])
        snippet = "s 20 ZS 3M @ %s stp %s" % ("{:,}".format(px), "{:,}".format(px + 70))
        k = self.add(t, "tom", snippet + " (for the Tara Q4 tonnes)")
        self.hard.append({"k": k, "type": "trade_proposal", "facts": ["s 20 ZS 3M", "{:,}".format(px)], "phrasing": "shorthand", "final_state": "deleted"})
        self.delete(k, self.later(t, 40, 160), snippet)
        self.add(self.later(t, 170, 260), "tom", "ignore that, wrong window 🙈")
        t2 = self.when(14, 18)
        prem = r.randint(52, 70)
        snippet2 = "Halvorsen offered us their Busan cathode at cash +$%d on the quiet" % prem
        k = self.add(t2, "mateo", snippet2 + " — proposal: buy 1,000 t at that, we roll into Rotterdam. Katrin?")
        self.hard.append({"k": k, "type": "trade_proposal", "facts": ["buy 1,000 t", "cash +$%d" % prem], "phrasing": "untagged", "final_state": "forgotten"})
        self.forget(k, self.later(t2, 300, 900), "dana", snippet2)
        self.add(self.later(t2, 950, 1300), "dana", "removed a message with counterparty-confidential pricing. please keep those in the private chat.")
        # forgotten personal data (not hard)
        t3 = self.when(3, 8)
        ph = "+86 138 %04d %04d" % (r.randint(0, 9999), r.randint(0, 9999))
        k = self.add(t3, "li", "Jinlong's Mr Zhou mobile is %s if anyone needs him on the QP thing" % ph)
        self.forget(k, self.later(t3, 1800, 5000), "dana", ph)

    def scene_thread(self):
        r = self.rng
        t = self.when(9, 12)
        vessel = r.choice(["MV Andes Spirit", "MV Ocean Lotus", "MV Nordic Bulk"])
        st = self.add(t, "priya", "thread for %s loading at Callao (CV conc, CU-25-%d) — draft survey, assays, docs in here pls" % (vessel, self.cno))
        self.thread_start = st
        tt = t
        lines = [
            ("priya", "NOR tendered %s local, berth expected tomorrow am" % r.choice(["06:40", "09:15", "13:30"])),
            ("mateo", "ojo the moisture, last time the TML cert took 2 days"),
            ("priya", "surveyor is AHK, TML cert ordered. stowage plan 4 holds, ~%s wmt" % "{:,}".format(r.randint(9, 12) * 1000)),
            ("li", "Jinlong asked for the draft B/L wording again, sending them the template"),
            ("priya", "initial draft %s wmt, moisture %.1f%%, loading rate %s t/day" % ("{:,}".format(r.randint(10_100, 10_900)), r.uniform(7.8, 9.2), "{:,}".format(r.randint(6000, 9000)))),
        ]
        for who, txt in lines:
            tt = self.later(tt, 300, 2400)
            self.add(tt, who, txt, thread=True)
        tt = self.later(tt, 200, 1200)
        k = self.add(tt, "priya", "→ Li: owner of the Jinlong B/L + LC presentation for %s from here, I'm out Thu/Fri" % vessel, thread=True)
        self.hard_(k, "route_decision", ["Li", "B/L", vessel], "untagged", "arrow route to a person inside a thread")
        tt = self.later(tt, 60, 600)
        self.nz(self.add(tt, "li", "hǎo, méi wèntí", thread=True, ref=k))
        tt = self.later(tt, 600, 3000)
        self.nm(self.add(tt, "tom", "if the draft comes in heavy we could sell the extra ~500 wmt to Nordhafen? not proposing, just asking", thread=True),
                "hypothetical in a shipment thread")
        tt = self.later(tt, 300, 1800)
        self.add(tt, "priya", "final draft survey due after completion, will post here", thread=True)

    # ---------- near misses
    def near_misses(self):
        r = self.rng
        items = [
            ("mateo", "what if we bought the Pacifico cathode at +60 and swapped it into Busan? just thinking out loud, not a proposal", "what-if hypothetical"),
            ("tom", "if CV force majeure drags past July we'd probably want to buy back ~100 lots of the CA hedge. not yet.", "conditional future trade idea"),
            ("li", "2021 we sold CV conc to Jinlong at TC $59 and the assay dispute took 7 months. 别忘了", "past cargo told as history"),
            ("mateo", "last Sept we bought 3kt Busan cathode at cash +$88 and got squeezed on the load-out, nunca más", None),
            ("tom", "model hedge (paper only): fixing the whole CU-25-%d QP now would be ~%d lots CA %s short at %s. not executing, for the risk pack." % (
                self.cno, r.randint(80, 110), self.M3, "{:,}".format(int(self.cu) + 30)), "paper/model hedge"),
            ("li", "indic only from Huaxin: 5kt zinc conc TC $92, NOT firm, they want feedback by Fri", "indicative offer not a trade"),
            ("tom", "backtest 2019-2024: fixing QP as M+1 avg vs M+3 avg on CV tonnage — M+3 better 58%% of months, avg +$%d/t. no change to policy." % r.randint(6, 19), "backtest result"),
            ("mateo", "heard Ostrava Resources bought 40kt of Tian Shan conc for H2 at TC $17, aggressive", "other firm's deal in chat"),
            ("priya", "anyone know if Jinlong accepted M+3 or countered with M+4?", None),
            ("tom", "paper book: if we'd fixed the %s QP flat at %s we'd be +$%sk. for the post-mortem only" % (self.M0, "{:,}".format(int(self.cu) - 80), r.randint(90, 260)), None),
        ]
        for who, txt, idiom in r.sample(items, r.randint(7, 9)):
            self.nm(self.add(self.when(1, 20), who, txt), idiom)
        # other firms' deal confirmation via email bridge
        t = self.when(8, 16)
        email = ("📧 Subject: FW: Contract Confirmation KX-%d — Ostrava Resources / Silesia Zinc\n"
                 "From: confirms@harbourline-brokers.example\nTo: distribution-metals@harbourline-brokers.example\n\n"
                 "For information only — market recap circulated to clients.\nSeller: Ostrava Resources Ltd · Buyer: Silesia Zinc S.A.\n"
                 "Material: zinc concentrate, %s wmt, TC USD %d/dmt, QP M+1, DAP Katowice.\n"
                 "This confirmation is between the named parties; recipients are not party to it." % (
                     r.randint(1000, 9999), "{:,}".format(r.randint(5, 20) * 1000), r.randint(70, 95)))
        self.nm(self.add(t, "mail", email), "email confirming another firm's deal")
        t = self.when(8, 16)
        email = ("📧 Subject: Indicative offer (non-binding) — Zambezi Cu conc Q4\n"
                 "From: sales@zambezi-copper.example\nTo: trading@pmc-metals.example\n\n"
                 "Further to our call, indicatively we could offer %s wmt Cu conc Q4 shipment, TC $%d/dmt RC %.1fc/lb, QP M+2. "
                 "This is an indication only and does not constitute a firm offer." % (
                     "{:,}".format(r.randint(10, 25) * 1000), r.randint(15, 25), r.uniform(1.5, 2.5)))
        self.nm(self.add(t, "mail", email), "indicative email offer from a watchlist name")
        # long analysis, no decision
        t = self.when(14, 19)
        self.nm(self.add(t, "mateo", self.weekly_piece(), attachments=[{
            "id": str(_sf(t, 5, 9)), "filename": "tc_curve_%s.png" % self.iso_d, "size": r.randint(40_000, 90_000),
            "url": "https://files.example/charts/tc_curve_%s.png" % self.iso_d}]), "long analysis with trading words and no decision")

    def weekly_piece(self):
        r = self.rng
        return ("Weekly conc market piece (draft, comments welcome)\n"
                "1) Copper conc: spot TCs for clean material have been quoted $%d-%d/dmt all week; anyone selling high-As parcels "
                "is still getting low-20s from the blenders. Mine supply: the Peru corridor blockades and the DRC audit noise keep "
                "buyers nervous, and Chinese smelters would rather cut runs than buy at zero. If you sell now you lock in a TC that "
                "is historically awful for smelters; if you buy you are betting on mine disruptions easing, which I would not.\n"
                "2) Zinc conc: the opposite story — TCs grinding higher, Huaxin and Jinlong buying, port stocks at Lianyungang "
                "rebuilding. Sellers holding out for $100+, buyers at $85-90.\n"
                "3) Refined: Rotterdam premiums +$%d-%d, LME on-warrant copper %s t, cash-3M back $%d. Cathode buyers in "
                "Europe quiet, US premium bid.\n"
                "4) Freight flat, Supras Callao-China $%d-%d/wmt.\n"
                "5) Policy: export-ban chatter in Southeast Asia again, nothing concrete; DRC audit headlines are noise until "
                "permits are actually pulled. Peru corridor remains the main swing factor for our own tonnes.\n"
                "6) Positioning: funds modestly long copper per COTR, short zinc; physical players mostly hedged.\n"
                "Nothing here is a trade recommendation; it's for the Friday call." % (
                    r.randint(8, 14), r.randint(15, 20), r.randint(30, 40), r.randint(41, 55), "{:,}".format(r.randint(90, 140) * 1000),
                    r.randint(20, 90), r.randint(33, 37), r.randint(38, 43)))


    # ---------- bulk realism: emails, broker reports, intraday bots
    def disclaimer(self):
        r = self.rng
        return ("\n\n--\n[mailbridge] msg-id <%x.%x@mx%d.example> · %d attachment(s) · spam score %.1f\n"
                "This e-mail and any attachments are confidential and may be privileged. If you are not the intended "
                "recipient please notify the sender and delete it; any use, copying or disclosure is prohibited. "
                "E-mail is not a secure medium and we accept no liability for changes made after sending. "
                "Nothing in this message is an offer unless expressly stated to be firm." % (
                    r.getrandbits(36), r.getrandbits(24), r.randint(1, 4), r.randint(0, 3), r.uniform(0, 2.5)))

    def emails(self):
        r = self.rng
        d = self.ds
        vessel = r.choice(["MV Ocean Lotus", "MV Nordic Bulk", "MV Andes Spirit"])
        el = ["Zn", "Pb", "Fe", "SiO2", "Cd", "Hg", "As", "Cu", "Ag (g/t)", "H2O"]
        vals = ["%.2f%%" % r.uniform(48, 56), "%.2f%%" % r.uniform(0.8, 2.5), "%.2f%%" % r.uniform(5, 9),
                "%.2f%%" % r.uniform(1, 4), "%d ppm" % r.randint(1500, 3500), "%d ppm" % r.randint(10, 90),
                "%.3f%%" % r.uniform(0.05, 0.2), "%.2f%%" % r.uniform(0.2, 0.7), "%d" % r.randint(20, 90), "%.2f%%" % r.uniform(7, 10)]
        coa = "\n".join("  %-9s %s" % (a, b) for a, b in zip(el, vals))
        sof = "\n".join("  %s %s" % ((self.date - timedelta(days=2 - i // 3)).strftime("%d/%m"), x) for i, x in enumerate([
            "06:40 arrived outer anchorage, NOR tendered", "11:20 free pratique granted", "14:05 pilot on board",
            "15:30 all fast berth %d" % r.randint(2, 9), "16:10 initial draft survey commenced", "18:45 hatches opened, loading commenced",
            "02:10 stopped, rain", "05:30 resumed loading", "12:00 %s wmt on board" % "{:,}".format(r.randint(4000, 9000))]))
        templates = [
            ("Statement of Facts — %s" % vessel, "agency@callao-shipping.example", "ops@pmc-metals.example",
             "Dear Sirs,\nPlease find below the SOF to date for %s.\n%s\nLaytime calculation to follow on completion.\nRgds, Callao Shipping Agency" % (vessel, sof)),
            ("Certificate of Analysis — Tara Norte lot %d (Seller's)" % r.randint(6, 11), "lab@boreal-zinc.example", "ops@pmc-metals.example",
             "Attached please find the seller's certificate of analysis (dry basis unless stated).\n%s\nSample retained for umpire 90 days." % coa),
            ("Provisional invoice %d — CU-25-%d" % (r.randint(2000, 2999), self.cno), "finance@pmc-metals.example", "ap@jinlong-smelting.example",
             "Dear Sirs,\nPlease find attached provisional invoice for %s dmt copper concentrate, 90%% of provisional value "
             "USD %s, due %s. Bank details unchanged from previous invoices.\nKind regards, PMC Finance" % (
                 "{:,}".format(r.randint(9000, 11500)), "{:,}".format(r.randint(18_000_000, 28_000_000)), (self.date + timedelta(days=5)).strftime("%d %B %Y"))),
            ("Rotterdam — warrant cancellation and load-out schedule", "bookings@maasport-warehousing.example", "ops@pmc-metals.example",
             "Good morning,\nWe confirm receipt of your cancellation of 50 warrants copper (Grade A) and the following load-out slots:\n"
             "  %s 08:00-12:00  10 trucks\n  %s 13:00-17:00  10 trucks\n  next day  08:00-17:00  30 trucks\nFOT charges as per LME schedule; "
             "rent invoiced to the last day of load-out.\nBest regards, MaasPort Warehousing" % (d, d)),
            ("LC amendment request — BOC Nanning ref %d" % r.randint(100000, 999999), "tradefinance@pmc-metals.example", "ops@pmc-metals.example",
             "Team,\nJinlong's bank has asked to amend field 44C (latest shipment date) to +10 days and to delete the requirement for "
             "the original certificate of origin. Please confirm we are fine with both before I reply. The rest of the LC is in line "
             "with the contract (47A documents, 71B charges for applicant's account outside China).\nThanks, Trade Finance"),
            ("Delivery window — cathode contract NK-%d" % r.randint(1000, 9999), "purchasing@nordhafen-kupfer.example", "trading@pmc-metals.example",
             "Dear Katrin,\nFurther to our call we would prefer deliveries in the second half of %s, trucks to our Hamburg gate, "
             "max 12 per day, brands as per contract. We'll confirm the exact window once our planning meeting takes place.\n"
             "Best regards, Nordhafen Kupfer AG Purchasing" % self.M1),
            ("LME Notice 25/%03d — Warehouse rent and FOT charges" % r.randint(100, 300), "notices@lme.example", "distribution@pmc-metals.example",
             "Members and warehouse keepers are advised of the published rent and free-on-truck charges applicable from 1 April. "
             "The load-out rate rules remain unchanged. The full schedule is attached. Queries to the Warehousing team."),
            ("Surveyor appointment — %s / Fangcheng" % vessel, "ops@pmc-metals.example", "china@ahk-survey.example",
             "Please attend discharge of %s at Fangcheng for weight and sampling on behalf of Seller. Sampling per ISO 12743, "
             "moisture per ISO 10251, split samples to AHK Shanghai and Alfred H Knight UK. Please confirm attendance and fee." % vessel),
            ("Compliance reminder — chat recording and counterparty pricing", "compliance@pmc-metals.example", "all-trading@pmc-metals.example",
             "Reminder that all trading communications must take place on recorded channels. Do not post counterparty-confidential "
             "pricing or personal data in shared channels; use the private deal rooms. Contact compliance with questions."),
            ("Umpire results — CV lot %d" % r.randint(9, 13), "umpire@alfred-h.example", "ops@pmc-metals.example",
             "Umpire assay result: Cu %.2f%%, Au %.2f g/t, Ag %.1f g/t, As %.3f%%. Splitting limits: Cu 0.20%%, As 0.02%%. "
             "Result falls between the parties' results; final settlement per contract clause 9.4." % (
                 r.uniform(25.8, 27.1), r.uniform(1.0, 2.5), r.uniform(40, 90), r.uniform(0.2, 0.35))),
            ("Assay exchange results — Tara Norte lot 7", "ops@pmc-metals.example", "lab@boreal-zinc.example",
             "Dear colleagues,\nExchange of results for Tara Norte lot 7 (Antwerp):\n  element   seller    buyer     diff    splitting limit\n"
             "  Zn        %.2f%%    %.2f%%    %.2f    0.50\n  Ag g/t    %d        %d        %d       5\n  Pb        %.2f%%     %.2f%%     %.2f    0.20\n"
             "  H2O       %.2f%%     %.2f%%     %.2f    0.30\nAll within splitting limits; we propose to settle at the mean. Please confirm.\nRegards, PMC Operations" % (
                 52.4, 52.22, 0.18, 41, 44, 3, 1.21, 1.15, 0.06, 8.4, 8.31, 0.09)),
            ("Laytime calculation — %s (Callao)" % vessel, "chartering@pmc-metals.example", "ops@pmc-metals.example",
             "Laytime allowed: %s wmt @ 8,000 t/day SHINC = %.2f days\nTime used (per SOF, excl. rain stops 3h20m): %.2f days\n"
             "Result: %s %.2f days @ $%s/day pro rata = $%s\nTo be agreed with owners; supporting SOF attached." % (
                 "{:,}".format(10500), 10500 / 8000.0, r.uniform(1.0, 1.8), r.choice(["despatch", "demurrage"]), r.uniform(0.05, 0.5),
                 "{:,}".format(r.randint(14000, 22000)), "{:,}".format(r.randint(2000, 9000)))),
            ("Draft B/L wording — CU-25-%d" % self.cno, "ops@pmc-metals.example", "trading@jinlong-smelting.example",
             "Dear Sirs,\nBelow the draft B/L wording for your review:\nShipper: PMC Metals Trading SA, Geneva\nConsignee: To order of "
             "Bank of China, Nanning Branch\nNotify: Guangxi Jinlong Smelting Co., Ltd\nDescription: Copper concentrate in bulk, "
             "Cerro Verdino origin, about %s wmt\nPort of loading: Callao · Port of discharge: Fangcheng\nFreight payable as per charter party.\n"
             "Please confirm or send comments by tomorrow noon Beijing time." % "{:,}".format(r.randint(9, 12) * 1000)),
            ("Freight market weekly — dry bulk & concentrates", "research@harbourline-brokers.example", "distribution-metals@harbourline-brokers.example",
             "Capesize: soft, iron ore stems thin. Panamax: grain season supporting Atlantic. Supramax: Pacific rounds steady at "
             "$%s/day; WCSA/China concentrate stems plentiful, rates $%d-%d/wmt. Handysize: Mediterranean firm.\n"
             "Bunkers: VLSFO Singapore $%d/t, Rotterdam $%d/t.\nPeriod: 1-yr Supra TC ~$%s/day.\n"
             "Outlook: flat for concentrates over the next fortnight, downside if Chinese smelter cuts materialise." % (
                 "{:,}".format(r.randint(11000, 16000)), r.randint(33, 37), r.randint(38, 43), r.randint(520, 600), r.randint(480, 560),
                 "{:,}".format(r.randint(12000, 15000)))),
            ("Insurance declaration — %s" % vessel, "marine@pmc-metals.example", "cargo@underwriters.example",
             "Please note declaration under open cover OC-%d: copper concentrate, %s wmt, Callao to Fangcheng, per %s, "
             "sum insured USD %s (CIF + 10%%). ICC(A), war and strikes clauses attached. Surveyor AHK." % (
                 r.randint(1000, 9999), "{:,}".format(r.randint(9, 12) * 1000), vessel, "{:,}".format(r.randint(25, 45) * 1_000_000))),
            ("Fixtures report %s (market, not ours)" % d, "research@harbourline-brokers.example", "distribution-metals@harbourline-brokers.example",
             "Supramax 58k, Callao/China, conc, $%d.00 fio, Fennec Trading; Handy 35k, Antofagasta/Huelva, $%d.50, Ostrava Resources; "
             "Supra 56k, Lianyungang ballast, Iquique/China, $%d, relet. Market flat-to-firmer." % (r.randint(35, 40), r.randint(25, 29), r.randint(38, 43))),
        ]
        pick = r.sample(templates, r.randint(15, 16))
        for subj, fr, to, body in pick:
            t = self.when(1, 20)
            quoted = ""
            if r.random() < 0.85:
                quoted = ("\n\n> On %s, %s wrote:\n> Thanks, noted. Could you please confirm the above at your earliest convenience "
                          "so that we can update our records and inform the relevant parties?\n> Kind regards\n>\n"
                          "> >> Sent from the %s shared mailbox. Replies to this address are monitored during office hours "
                          "(08:00-18:00 local); for urgent operational matters please call the duty desk.\n> >>\n"
                          "> >> -----Original Message-----\n> >> Please find the relevant documents attached and let us know if anything is "
                          "missing. We remain at your disposal for any further information you may require.\n> >> Best regards" % (
                              (self.date - timedelta(days=r.randint(1, 4))).strftime("%a %d %b %Y %H:%M"), to, fr.split("@")[1]))
            k = self.add(t, "mail", "📧 Subject: %s\nFrom: %s\nTo: %s\n\n%s%s" % (subj, fr, to, body, quoted))
            if subj.startswith("Fixtures report"):
                self.nm(k)
        # broker morning reports
        for src in ["Northgate Metals Morning", "Harbourline Base Metals Daily", "Kestrel Commodities Brief"]:
            t = self.t0 + r.choice([6, 7]) * 3_600_000 + r.randint(0, 3_000_000)
            self.add(t, "mail", self.broker_report(src))

    def broker_report(self, src):
        r = self.rng
        cu, zn = self.cu, self.zn
        lines = ["📧 Subject: %s — %s" % (src, self.ds), "From: research@%s.example" % src.split()[0].lower(),
                 "To: distribution@pmc-metals.example", "",
                 "PRICES (LME 17:00 close)", "  Copper 3M  %s  %+.1f   cash-3M %+d" % ("{:,.1f}".format(cu - r.randint(-30, 30)), r.uniform(-80, 80), -r.randint(20, 90)),
                 "  Zinc 3M    %s  %+.1f   cash-3M %+d" % ("{:,.1f}".format(zn - r.randint(-15, 15)), r.uniform(-30, 30), -r.randint(5, 40)),
                 "  Alu 3M     %s  %+.1f" % ("{:,.1f}".format(r.uniform(2400, 2600)), r.uniform(-25, 25)),
                 "  Nickel 3M  %s  %+.1f" % ("{:,.0f}".format(r.uniform(15000, 16500)), r.uniform(-200, 200)),
                 "  Lead 3M    %s  %+.1f" % ("{:,.1f}".format(r.uniform(1950, 2100)), r.uniform(-20, 20)),
                 "VOLUMES  Cu %s lots · Zn %s lots · OI Cu %s" % ("{:,}".format(r.randint(80000, 160000)), "{:,}".format(r.randint(40000, 90000)), "{:,}".format(r.randint(250000, 320000))),
                 "STOCKS  Cu %s t (%+d), cw %.1f%% · Zn %s t (%+d)" % ("{:,}".format(r.randint(110000, 170000)), r.randint(-4000, 2000), r.uniform(10, 30), "{:,}".format(r.randint(100000, 180000)), r.randint(-3000, 2000)),
                 "", "COLOUR",
                 "  Copper drifted in Asia then found buyers at the London open; CTA models flat, discretionary funds small long. "
                 "Chinese buying on dips remains the feature and the Yangshan premium has stabilised. Spreads: nearby tightness "
                 "continues as cancellations in Asia keep rising.",
                 "  Zinc: concentrate TCs keep grinding higher, which is the medium-term bear case for refined; near term the LME "
                 "curve is supported by low available stocks outside Port Klang.",
                 "  Macro: dollar softer, China PMI in line, US data light today.",
                 "", "CONCENTRATES",
                 "  Cu spot TC (clean) $%d-%d/dmt · Zn spot TC (import, China) $%d-%d/dmt · Pb spot TC $%d-%d/dmt" % (
                     r.randint(5, 12), r.randint(13, 20), r.randint(70, 85), r.randint(86, 100), r.randint(-40, -20), r.randint(-19, 0)),
                 "", "CURVE (Cu, USD/t)",
                 "  cash %s · %s %s · 3M %s · %s %s · Dec %s" % ("{:,.1f}".format(cu - 60), self.M1, "{:,.1f}".format(cu - 35), "{:,.1f}".format(cu), self.M4, "{:,.1f}".format(cu + 8), "{:,.1f}".format(cu + 25)),
                 "  spreads: cash/3M %+d · tom/next %+d · %s/%s %+d · 3M/Dec %+d" % (-r.randint(20, 90), -r.randint(2, 12), self.M1, self.M2, -r.randint(10, 40), r.randint(5, 40)),
                 "OPTIONS  Cu 3M ATM vol %.1f%% · 25d RR %+.1f · Zn ATM vol %.1f%%" % (r.uniform(16, 24), r.uniform(-2, 2), r.uniform(17, 25)),
                 "SHFE  cu %s (%+.1f%%) · zn %s (%+.1f%%) · import arb Cu $%d" % ("{:,}".format(r.randint(77000, 80500)), r.uniform(-1, 1), "{:,}".format(r.randint(22000, 23600)), r.uniform(-1, 1), r.randint(-120, 60)),
                 "", "HEADLINES (selection)",
                 "  - Chile June copper exports seen steady; port operations normal after swells",
                 "  - China refined copper output at record for May on new capacity",
                 "  - European galvanisers report soft demand, zinc premiums Rotterdam unchanged",
                 "  - Indonesia smelter ramp-ups continue; concentrate export permits under review",
                 "  - US tariff review on copper products: hearing scheduled, no decision expected near term",
                 "", "CALENDAR  China trade data (Thu), LME stocks 09:00 London daily, US CPI (Wed)",
                 "", "ANALYST VIEW  Near-term range trade in copper with supply-side support; zinc tilted lower as concentrate "
                 "availability improves. Key risks: Chinese demand, US tariff policy, mine disruptions. Our Q3 averages: Cu $%s, Zn $%s." % ("{:,}".format(r.randint(92, 100) * 100), "{:,}".format(r.randint(25, 29) * 100)),
                 "", "This report is for information only and is not an offer to buy or sell any instrument."]
        return "\n".join(lines)

    def intraday_bots(self):
        r = self.rng
        for hh in (10, 14):
            t = self.t0 + hh * 3_600_000 + r.randint(600_000, 1_800_000)
            self.nz(self.add(t, "risk", "", embeds=[{
                "title": "Intraday risk %02d:00Z — PMC-BASE" % hh,
                "description": "No limit events. VaR $%.2fm / $3.00m (%d%%)." % (r.uniform(1.6, 2.6), r.randint(55, 88)),
                "fields": [{"name": "Cu delta", "value": "%+d t" % r.randint(-400, 400), "inline": True},
                           {"name": "Zn delta", "value": "%+d t" % r.randint(-300, 300), "inline": True},
                           {"name": "Spread risk", "value": "$%dk / bp" % r.randint(5, 30), "inline": True},
                           {"name": "Open QP (Cu)", "value": "%s t" % "{:,}".format(r.randint(5000, 15000)), "inline": True}],
                "footer": "riskbot · intraday"}]))
        t = self.t0 + 12 * 3_600_000 + r.randint(0, 1_200_000)
        rows = "\n".join("%-18s %6s %8s %9s" % (a, b, c, d) for a, b, c, d in [
            ("CA %s" % self.M1, "%+d" % r.randint(-200, 50), "{:,.1f}".format(self.cu - 30), "%+d" % r.randint(-90000, 90000)),
            ("CA 3M", "%+d" % -r.randint(100, 300), "{:,.1f}".format(self.cu), "%+d" % r.randint(-90000, 90000)),
            ("CA %s" % self.M3, "%+d" % -r.randint(50, 200), "{:,.1f}".format(self.cu + 10), "%+d" % r.randint(-90000, 90000)),
            ("CA %s" % self.M4, "%+d" % r.randint(50, 150), "{:,.1f}".format(self.cu + 12), "%+d" % r.randint(-90000, 90000)),
            ("ZS 3M", "%+d" % -r.randint(50, 150), "{:,.1f}".format(self.zn), "%+d" % r.randint(-30000, 30000)),
            ("ZS %s" % self.M3, "%+d" % -r.randint(20, 100), "{:,.1f}".format(self.zn + 5), "%+d" % r.randint(-30000, 30000)),
            ("CA-TAPO %s" % self.M1, "%+d" % r.randint(0, 60), "avg", "%+d" % r.randint(-20000, 20000))])
        self.add(t, "hedge", "Midday hedge snapshot %s\n```\ncontract            lots     mark     mtm USD\n%s\n```\nnet Cu %+d t · net Zn %+d t · within policy bands" % (
            self.ds, rows, r.randint(-300, 300), r.randint(-200, 200)))


    NEWS_PARAS = [
        "Copper prices on the London Metal Exchange have been range-bound in recent sessions as investors weigh softer "
        "Chinese demand indicators against persistent worries about mine supply. Analysts said the concentrate market "
        "remained the tightest part of the chain, with spot treatment charges near historic lows.",
        "Mine disruptions in South America and Africa have removed an estimated several hundred thousand tonnes of "
        "expected copper supply this year, according to industry consultants, forcing smelters to compete for material "
        "and pushing processing fees lower.",
        "The zinc concentrate market has moved the other way, with new mine supply and restarts lifting spot treatment "
        "charges for imported material into China for a sixth consecutive month, according to price reporting agencies.",
        "Chinese smelters have repeatedly discussed joint production cuts but traders said actual curtailments had so far "
        "been limited, with most plants relying on long-term contract material and by-product acid revenue.",
        "Freight rates for supramax vessels on the west coast South America to China route were little changed on the week, "
        "shipbrokers said, while port congestion in northern Chile eased after swell-related closures.",
        "On-warrant copper stocks in LME-registered warehouses have been falling as metal is cancelled for physical delivery "
        "in Asia, supporting nearby spreads. The cash-to-three-months spread has flipped in and out of backwardation this month.",
        "Export policies remain a swing factor for the concentrate trade: several producing countries have floated restrictions "
        "on unprocessed ore and concentrate exports to encourage local smelting, though implementation timelines vary.",
        "A spokesperson for the company declined to comment beyond the statement. Shares were little changed in early trading.",
        "Benchmark negotiations between major miners and Chinese smelters set this year's copper concentrate treatment charge "
        "sharply below last year's level, a reflection of the shortage of mined supply relative to new smelting capacity in Asia "
        "and elsewhere.",
        "Traders said physical premiums for refined copper in Europe had eased slightly while premiums in the United States remained "
        "elevated, keeping arbitrage flows of cathode across the Atlantic active.",
        "Industry groups estimate that around a fifth of global mine output is exposed to labour contract renegotiations this year, "
        "though most talks are resolved without stoppages.",
        "Community protests along the transport corridor have recurred periodically since 2021, typically lasting days rather "
        "than weeks, according to local officials, though the government has yet to set out a permanent solution.",
    ]

    def news_filler(self, n):
        return "\n\n".join(self.rng.sample(self.NEWS_PARAS, n))

    def more_long(self):
        r = self.rng
        # LME Clear daily statement (status, not an event)
        t = self.t0 + 5 * 3_600_000 + r.randint(0, 1_800_000)
        rows = []
        for i in range(r.randint(12, 16)):
            c = r.choice(["CA", "CA", "ZS"])
            base = self.cu if c == "CA" else self.zn
            d = (self.date + timedelta(days=r.randint(2, 120))).strftime("%Y-%m-%d")
            q = r.randint(5, 120)
            rows.append("%s  %-10s %-4s %4d  %10s  %10s  %+11s" % (c, d, r.choice(["L", "S"]), q, "{:,.2f}".format(base + r.uniform(-200, 200)),
                                                                  "{:,.2f}".format(base + r.uniform(-50, 50)), "{:,.0f}".format(r.uniform(-250000, 250000))))
        self.add(t, "lme", "DAILY_STATEMENT acct=PMC01 date=%s ccy=USD\n```\nmkt prompt      L/S  lots      trade px       settle        vm USD\n%s\n```\n"
                 "initial margin %s · variation margin %s · collateral held %s (cash + bank guarantees) · excess %s" % (
                     self.iso_d, "\n".join(rows), "{:,}".format(r.randint(20_000_000, 30_000_000)), "{:,}".format(r.randint(-3_000_000, 3_000_000)),
                     "{:,}".format(r.randint(30_000_000, 40_000_000)), "{:,}".format(r.randint(1_000_000, 9_000_000))))
        # bank research forwarded (general opinion, not a desk view)
        t = self.when(7, 12)
        self.add(t, "mail", "📧 Subject: [Research] Copper: the concentrate squeeze is not over\nFrom: commodities.research@%s-bank.example\n"
                 "To: distribution@pmc-metals.example\n\n"
                 "Key points\n- Mine supply growth disappoints again: we cut our 2025 mine growth estimate to %.1f%% from %.1f%%.\n"
                 "- Smelter capacity additions in China, India and Indonesia keep competition for concentrate intense; spot TCs likely "
                 "stay near zero through year-end.\n- Refined market: small surplus in 2025 turning to deficit in 2026 on our balance.\n"
                 "- Price view: we keep a 12-month target of $%s/t; near-term risks skewed to the downside on tariffs and Chinese demand.\n\n"
                 "Discussion\nThe past twelve months have shown how quickly a concentrate shortage can turn into a refined market story. "
                 "Smelters have absorbed negative spot charges by running on long-term material and by-product credits, but that cushion "
                 "is thinning. We think at least some of the marginal capacity will have to cut runs in the second half, which would "
                 "narrow the refined surplus. On the mine side, grade decline at mature operations, permitting delays and community "
                 "disruptions continue to take tonnes out of guidance. We expect further downgrades at half-year results.\n\n"
                 "Zinc\nThe picture is the mirror image: concentrate is loosening as new and restarted mines ramp up, and we expect "
                 "treatment charges to rise further. This is bearish for refined zinc over 12 months, although low LME stocks outside "
                 "one location keep spreads supported near term.\n\n"
                 "Disclosures: this material is for institutional clients only; it is not investment advice." % (
                     r.choice(["Meridian", "Baltic", "Harbour"]).lower(), r.uniform(0.5, 1.5), r.uniform(1.6, 2.8), "{:,}".format(r.randint(95, 110) * 100)))
        # riskbot EOD breakdown (noise)
        t = self.t0 + 19 * 3_600_000 + r.randint(0, 1_800_000)
        self.nz(self.add(t, "risk", "EOD VaR breakdown %s (99%%, 1d, USD)\n```\nbook              VaR      stress    limit use\nCV conc hedge    %7s  %8s     %d%%\n"
                         "Tara conc hedge  %7s  %8s     %d%%\nRTM cathode      %7s  %8s     %d%%\nCu spreads       %7s  %8s     %d%%\nTAPO             %7s  %8s     %d%%\n"
                         "diversification %8s\ntotal            %7s  %8s     %d%%\n```\nno limit events since last report" % (
                             self.ds, *[("{:,}".format(r.randint(100, 900) * 1000), "{:,}".format(r.randint(500, 2500) * 1000), r.randint(20, 80)) [j]
                                        for _ in range(5) for j in range(3)][:15],
                             "-{:,}".format(r.randint(200, 600) * 1000), "{:,}".format(r.randint(1600, 2700) * 1000), "{:,}".format(r.randint(3000, 5500) * 1000), r.randint(55, 90))))

    def more_long3(self):
        r = self.rng
        t = self.when(9, 15)
        self.add(t, "mail", "📧 Subject: Kestrel Concentrates Weekly — zinc TCs, copper blends, freight\nFrom: research@kestrel.example\n"
                 "To: distribution@pmc-metals.example\n\n"
                 "ZINC CONCENTRATE\nSpot TCs for imported concentrate into China rose again this week to $%d-%d/dmt, with European "
                 "smelters bidding slightly lower for clean material. New supply from restarted mines is arriving faster than smelters "
                 "can absorb it, and port stocks at the main Chinese receiving ports are rebuilding. Several traders report sellers "
                 "holding out for $100+ for Q4, while buyers are anchored in the high $80s. Silver credits remain a key swing in "
                 "netbacks for high-Ag parcels.\n\n"
                 "COPPER CONCENTRATE\nClean concentrate spot TCs quoted in the low-to-mid teens; complex (high-As) material trades at a "
                 "premium TC to blenders in China and Southeast Asia. Blending capacity at bonded facilities is fully booked into Q3. "
                 "Mid-year negotiations have been postponed by most participants.\n\n"
                 "LEAD CONCENTRATE\nHigh-silver lead concentrate TCs remain deeply negative; low-silver parcels find few takers.\n\n"
                 "FREIGHT & LOGISTICS\nWCSA-China supramax rates $%d-%d/wmt, South Africa-China $%d-%d/wmt. Congestion at Lianyungang "
                 "eased; Fangcheng normal.\n\n"
                 "POLICY WATCH\nExport policies for unprocessed concentrates remain under discussion in two Southeast Asian producer "
                 "countries; no effective dates announced. Customs inspections on arsenic content remain strict at Chinese ports.\n\n"
                 "This report is provided for information purposes only." % (
                     r.randint(78, 88), r.randint(89, 102), r.randint(33, 37), r.randint(38, 43), r.randint(24, 28), r.randint(29, 33)))
        t = self.t0 + 2 * 3_600_000 + r.randint(0, 1_800_000)
        self.nz(self.add(t, "whs", "SHFE/INE night session %s\n```\ncontract      last      chg    vol       OI\n"
                         "cu%s     %s  %+5d  %7s  %7s\ncu%s     %s  %+5d  %7s  %7s\nzn%s     %s  %+5d  %7s  %7s\nzn%s     %s  %+5d  %7s  %7s\n"
                         "bc%s     %s  %+5d  %7s  %7s\n```\nYangshan Cu premium (ER) $%d-%d · LME/SHFE ratio %.2f" % (
                             self.ds,
                             "2507", "{:,}".format(r.randint(77000, 80500)), r.randint(-600, 600), "{:,}".format(r.randint(50000, 150000)), "{:,}".format(r.randint(150000, 250000)),
                             "2508", "{:,}".format(r.randint(77000, 80500)), r.randint(-600, 600), "{:,}".format(r.randint(30000, 90000)), "{:,}".format(r.randint(100000, 200000)),
                             "2507", "{:,}".format(r.randint(22000, 23600)), r.randint(-300, 300), "{:,}".format(r.randint(50000, 150000)), "{:,}".format(r.randint(80000, 160000)),
                             "2508", "{:,}".format(r.randint(22000, 23600)), r.randint(-300, 300), "{:,}".format(r.randint(30000, 90000)), "{:,}".format(r.randint(60000, 120000)),
                             "2507", "{:,}".format(r.randint(69000, 72000)), r.randint(-600, 600), "{:,}".format(r.randint(5000, 20000)), "{:,}".format(r.randint(20000, 40000)),
                             r.randint(40, 55), r.randint(56, 80), r.uniform(8.0, 8.4))))

    def more_long4(self):
        r = self.rng
        t = self.t0 + 9 * 3_600_000 + r.randint(0, 1_800_000)
        locs = ["Rotterdam", "Antwerp", "Port Klang", "Johor", "Singapore", "Busan", "Gwangyang", "Kaohsiung", "New Orleans", "Baltimore", "Bilbao", "Hamburg"]
        rows = []
        for loc in locs:
            rows.append("%-12s Cu in %5s out %5s cw %5s | Zn in %5s out %5s cw %5s" % (
                loc, "{:,}".format(r.choice([0, 0, r.randint(25, 2000)])), "{:,}".format(r.choice([0, r.randint(25, 1500)])),
                "{:,}".format(r.randint(0, 9000)), "{:,}".format(r.choice([0, 0, r.randint(25, 1500)])),
                "{:,}".format(r.choice([0, r.randint(25, 1200)])), "{:,}".format(r.randint(0, 12000))))
        self.nz(self.add(t, "whs", "LME warehouse movements %s (t)\n```\n%s\n```\nqueue > 50 days: Port Klang (zinc). rent: per LME notice. "
                         "source: LME stocks & movements files" % (self.ds, "\n".join(rows))), None)
        t = self.t0 + 6 * 3_600_000 + r.randint(1_800_000, 3_000_000)
        rows = []
        for i in range(r.randint(10, 13)):
            kind = r.choice(["CV", "Tara", "RTM", "JL"])
            if kind == "CV":
                rows.append("CV lot %-3d Andina Cobre   Cu conc  %6s wmt  Cu %.2f%%  QP %s  %s" % (r.randint(9, 18), "{:,}".format(r.randint(3000, 11000)), r.uniform(25.5, 27.2), r.choice([self.M0, self.M1]), r.choice(["in transit", "at port", "loading", "discharged"])))
            elif kind == "Tara":
                rows.append("Tara lot %-2d Boreal Zinc    Zn conc  %6s wmt  Zn %.2f%%  QP %s  %s" % (r.randint(5, 12), "{:,}".format(r.randint(3000, 6000)), r.uniform(50, 56), r.choice([self.M1, self.M2]), r.choice(["in transit", "at port", "discharged"])))
            elif kind == "RTM":
                rows.append("RTM warr   LME Rotterdam  Cu cath  %6s t    Grade A   rent to %s  %s" % ("{:,}".format(r.randint(1, 8) * 250), self.M1[:3], r.choice(["on warrant", "cancelled"])))
            else:
                rows.append("JL sale    Jinlong        Cu conc  %6s wmt  QP M+3 %s  %s" % ("{:,}".format(r.randint(8, 12) * 1000), self.M3, r.choice(["contracted", "LC in draft", "shipping"])))
        self.add(t, "hedge", "Physical inventory by lot %s\n```\n%s\n```\ntotals reconcile to HEDGE BOOK 06:00Z" % (self.ds, "\n".join(rows)))

    def more_long2(self):
        r = self.rng
        # QP calendar from hedgebook
        t = self.t0 + 6 * 3_600_000 + r.randint(1_000_000, 2_400_000)
        rows = []
        for i in range(r.randint(9, 12)):
            lot = r.choice(["CV lot %d" % r.randint(9, 16), "Tara lot %d" % r.randint(5, 11), "RTM cath", "Jinlong CU-25-%d" % self.cno, "Nordhafen NK"])
            qp = r.choice([self.M0, self.M1, self.M2, self.M3])
            rows.append("%-22s %-7s %-4s %8s t %9s  %s" % (lot, qp, r.choice(["M+1", "M+2", "M+3"]), "{:,}".format(r.randint(300, 3200)),
                                                          r.choice(["unpriced", "%d%% priced" % r.randint(10, 90), "priced"]),
                                                          r.choice(["hedged", "hedged", "partial", "n/a"])))
        self.add(t, "hedge", "QP calendar %s\n```\nlot                    QP      rule  tonnage    status    hedge\n%s\n```\nnext fixings: %s TAPO avg running, CV %s QP starts 1st" % (
            self.ds, "\n".join(rows), self.M1, self.M1))
        # call notes (information only)
        t = self.t0 + 14 * 3_600_000 + r.randint(0, 3_000_000)
        self.add(t, "priya", "Notes from the weekly TC/RC call (%s):\n"
                 "- Jinlong: run rate ~%d%%, conc stocks ~%d days, asked again about QP flexibility on CU-25-%d, no commitment from us.\n"
                 "- Nordhafen: Q4 volume 'similar to Q3', waiting on their planning meeting; cathode window 2H %s.\n"
                 "- Boreal: Tara Norte shipments on schedule except lot 9 (maybe a week late), assay exchange lot 7 today.\n"
                 "- Andina Cobre: corridor situation 'manageable', they have ~%s wmt at the port.\n"
                 "- Market: clean Cu conc spot TCs quoted teens, zinc conc spot TCs $80-95, freight flat.\n"
                 "- Actions: Priya to chase MaasPort on the load-out; Li to send Jinlong the As schedule; Mateo to update the CV assay history.\n"
                 "Next call same time next week." % (self.ds, r.randint(75, 92), r.randint(15, 30), self.cno, self.M1, "{:,}".format(r.randint(8, 25) * 1000)))
        # second stack trace / error burst
        t = self.when(2, 22)
        self.nz(self.add(t, "hedge", "hedgebook: price refresh failed for CA %s\n"
                        "Traceback (most recent call last):\n"
                        '  File "/srv/hedgebook/marks.py", line 88, in refresh\n'
                        "    px = self.feed.settle(contract, prompt)\n"
                        '  File "/srv/hedgebook/feeds/lme.py", line 141, in settle\n'
                        "    raise FeedTimeout(f\"no settlement for {contract} {prompt} after {self.timeout}s\")\n"
                        "feeds.lme.FeedTimeout: no settlement for CA %s after 30s\n"
                        "using previous mark %s, will retry in 60s" % (self.M4, self.M4, "{:,.2f}".format(self.cu + 5))))
        # Comex / SHFE weekly stocks
        t = self.t0 + 15 * 3_600_000 + r.randint(0, 3_000_000)
        self.nz(self.add(t, "whs", "Exchange stocks snapshot %s\n  COMEX copper %s st (%+d)\n  SHFE copper (weekly) %s t (%+d)\n"
                         "  SHFE zinc (weekly) %s t (%+d)\n  Bonded Shanghai Cu (SMM est) %s t\n  LME Cu on-warrant %s t · cancelled %s t\n"
                         "  LME Zn on-warrant %s t · cancelled %s t\n  global visible Cu %s t (%+d w/w)" % (
                             self.ds, "{:,}".format(r.randint(150000, 220000)), r.randint(-1000, 3000),
                             "{:,}".format(r.randint(80000, 140000)), r.randint(-15000, 8000),
                             "{:,}".format(r.randint(50000, 90000)), r.randint(-6000, 6000), "{:,}".format(r.randint(40000, 90000)),
                             "{:,}".format(r.randint(90000, 140000)), "{:,}".format(r.randint(10000, 40000)),
                             "{:,}".format(r.randint(90000, 150000)), "{:,}".format(r.randint(5000, 30000)),
                             "{:,}".format(r.randint(400000, 600000)), r.randint(-20000, 10000))), None)


    TIMED = {"lunch?": (11, 12), "anyone want coffee": (8, 10), "thanks all, have a good evening": (17, 19),
             "zǎo everyone": (0, 2), "handing Asia over to London, 再见": (7, 8), "mañana I'm on the road, reachable by phone": (17, 20),
             "qué tal Shanghai overnight?": (11, 14), "reminder: weekly TC/RC call at 15:00 London": (8, 13)}

    def chat_when(self, txt):
        lo, hi = self.TIMED.get(txt, (1, 21))
        return self.when(lo, hi)

    def more_chat(self):
        r = self.rng
        longs = [
            ("mateo", "Peru corridor update %s: convoy system still running 2x a day, CV trucks get through with escort but "
                      "transit is 30-40h vs the normal 18h. Andina Cobre has ~%s wmt at their Callao shed, enough for the "
                      "Andes Spirit stem plus some. Local press says the ministry meets the communities again Thursday; the "
                      "last three rounds went nowhere. Nothing to do for us today, just flagging that the July stem is the one "
                      "at risk if it drags. Will update after the Thursday meeting." % (self.ds, "{:,}".format(r.randint(12, 30) * 1000))),
            ("li", "Call with Jinlong procurement (Mr Zhou + new QC manager), summary:\n1. they are fine with the As schedule in "
                   "principle, want the 0.20%% threshold in writing\n2. QP extension ask is about their cashflow, not price view\n"
                   "3. the line maintenance is real, they'd prefer July arrivals slip to August\n4. asked about more CV in Q4, told "
                   "them we'd revert\nNo commitments made. Will write it up for the file."),
            ("tom", "Hedge effectiveness, month to date: physical MtM vs LME hedges tracked within %.1f%%, basis drift mostly "
                    "from the CV QP being M+1 while the hedge sits in 3M, spread moves cost us ~$%dk. TAPO leg behaving. "
                    "ZS hedge slightly over-hedged after Tara lot 7 came in light on weight, about %d t. Numbers in the sheet, "
                    "this is just the summary for Katrin's Friday pack." % (r.uniform(0.5, 2.5), r.randint(20, 120), r.randint(40, 140))),
            ("sam", "Counterparty review notes (draft): Jinlong Smelting — audited FY24 accounts received, leverage up, "
                    "LC-backed share of our exposure ~%d%%; Nordhafen Kupfer — stable, insurance cover renewed; Boreal Zinc "
                    "and Andina Cobre are suppliers, prepayment exposure nil. Recommendations go to credit committee next week." % r.randint(30, 60)),
            ("priya", "Draft survey details for the Tara lot 8 (Antwerp discharge): displacement method, 4 readings, "
                      "trim corrected, density 1.0235, deductibles (bunkers, FW, ballast) %s t, net cargo %s wmt, moisture "
                      "%.2f%% so %s dmt. Seller's figures within 0.3%%. Documents uploaded to the lot folder." % (
                          "{:,}".format(r.randint(800, 1400)), "{:,}".format(r.randint(4800, 5600)), r.uniform(7.5, 9.5), "{:,}".format(r.randint(4400, 5100)))),
            ("mateo", "Notes from the Andina Cobre call: they're guiding CV H2 output flat, grades a bit lower (Cu 25.8-26.5%%), "
                      "As trending up as they move into the north pit. They asked whether we'd take more complex material next year "
                      "at a higher TC; told them we'd look at it with the blenders. Also asked about prepayment appetite, told them "
                      "that's a credit committee question. Nothing agreed, no numbers exchanged beyond indications."),
            ("li", "SHFE structure recap: cu %s/%s spread flipped to contango overnight, bonded stocks building, "
                   "import window shut (arb -$%d). Zinc: domestic TCs up again RMB %d, smelters running hard, refined exports "
                   "possible if the arb opens. For our conc sales it means Chinese buyers have less urgency in copper, more "
                   "appetite in zinc. Just colour, no change to anything." % ("2507", "2508", r.randint(40, 120), r.randint(50, 200))),
            ("priya", "Ops housekeeping for the week: (1) all CV lot 11 docs filed, final invoice out; (2) Tara lot 8 bank docs "
                      "accepted, payment value date Fri; (3) MaasPort load-out for the 50 RTM warrants starts as booked; (4) LC "
                      "amendment from BOC Nanning pending Katrin/trade finance sign-off; (5) insurance declarations up to date; "
                      "(6) surveyor appointed for Fangcheng. Shout if I missed anything."),
            ("tom", "LME housekeeping: carries for the next 2 weeks look cheap vs rent, so the RTM warrants roll is "
                    "economic either way; margin usage %d%% of facility, treasury happy; LMEselect maintenance window Sat "
                    "06:00-10:00 London, no impact on us." % r.randint(40, 75)),
            ("katrin", "Reminder on process since we had a couple of messy ones last month: proposals here with instrument, "
                       "side, size, price and stop/QP basis; I approve or reject in-thread; execution only after approval "
                       "and riskbot release; fills get posted by LME-Clear, don't retype them. Physical contracts are "
                       "confirmed by email from contracts@, nothing is done until that goes out."),
        ]
        for who, txt in r.sample(longs, 8):
            self.add(self.when(7, 19), who, txt.replace("%%", "%"))
        mids = [
            ("tom", "LMEselect depth thin on the %s, 3 lots bid, wide" % self.M4),
            ("tom", "broker says Asian funds bought the dip at %s" % "{:,}".format(int(self.cu) - 70)),
            ("tom", "tom/next cleared at $%d back" % r.randint(2, 12)),
            ("mateo", "CV lot 13 assay in: Cu %.2f%%, As %.2f%%" % (r.uniform(25.5, 27.5), r.uniform(0.2, 0.32))),
            ("mateo", "Andina Cobre want to talk 2026 offtake terms at the conference in Sept"),
            ("mateo", "mañana I'm on the road, reachable by phone"),
            ("li", "Huaxin asked if we have any clean Cu conc for Aug, told them no for now"),
            ("li", "Shanghai bonded warehouse queue normal again"),
            ("li", "INE copper OI up %d%% w/w" % r.randint(2, 12)),
            ("priya", "AHK confirmed attendance at Fangcheng"),
            ("priya", "bank confirmed receipt of docs for Tara lot 8"),
            ("priya", "new SOF for Ocean Lotus uploaded"),
            ("priya", "MaasPort confirmed the load-out slots"),
            ("katrin", "Sam, can we get the stress pack with a Jinlong default scenario for Friday?"),
            ("sam", "yes, will add it"),
            ("katrin", "good call on the As clause Mateo"),
            ("tom", "recon done, 0 breaks"),
            ("li", "Jinlong says originals arrive Wed, they'll release payment Thu"),
            ("mateo", "who has the Boreal contract pdf? the shared drive link is dead"),
            ("priya", "fixed the link, same folder /contracts/boreal/2025"),
            ("tom", "anyone want coffee"),
            ("li", "handing Asia over to London, 再见"),
            ("mateo", "ojo, Chilean customs strike talk again for next week, could slow Antofagasta"),
            ("katrin", "which smelters are still buying spot Cu conc at positive TCs? curious, not urgent"),
        ]
        for who, txt in r.sample(mids, r.randint(18, 22)):
            self.add(self.chat_when(txt), who, txt)

    # ---------- chatter (neither hard nor noise)
    def chatter(self):
        r = self.rng
        cu, zn = self.cu, self.zn
        pool = [
            ("mateo", "CV trucks moving again this am with police escort, pero lentos"),
            ("mateo", "Callao agents say Andes Spirit ETA unchanged"),
            ("mateo", "Nordhafen buyer on holiday til Mon, nobody answering there"),
            ("mateo", "oye, who has the 2024 CV assay history? need it for the Jinlong As argument"),
            ("mateo", "As on CV lot 12 came in 0.31%%, penalty bites a bit"),
            ("mateo", "qué tal Shanghai overnight?"),
            ("mateo", "Chile port swell warning again for tomorrow"),
            ("mateo", "bueno, Boreal finally sent the assay sheet, forwarding to Priya"),
            ("li", "SHFE cu closed +0.6%%, bonded premiums a bit softer"),
            ("li", "Jinlong procurement asking again about CV Au payable, I told them schedule B unchanged"),
            ("li", "Huaxin people say their zinc conc stocks ~25 days, comfortable"),
            ("li", "Yangshan premium $%d, was $%d last week" % (r.randint(40, 55), r.randint(56, 70))),
            ("li", "China customs data out Thu, conc imports expected down y/y"),
            ("li", "zǎo everyone"),
            ("li", "Lianyungang port stocks zinc conc ~%d kt per SMM" % r.randint(150, 300)),
            ("li", "Jinlong QC says they need the AHK certs in original, not scans, máfan"),
            ("tom", "CA 3M %s bid, spreads firm, cash-3M back $%d" % ("{:,}".format(cu - 1.5), r.randint(20, 90))),
            ("tom", "ZS quiet, %s-%s" % ("{:,}".format(zn - 2), "{:,}".format(zn + 1))),
            ("tom", "LMEselect a bit laggy this morning, anyone else?"),
            ("tom", "funds were selling into the Asian close again per the broker chat"),
            ("tom", "the %s/%s spread traded +%d on the kerb" % (self.M1, self.M2, r.randint(15, 60))),
            ("tom", "margin call paid, treasury confirmed"),
            ("tom", "lunch?"),
            ("tom", "tom-next in copper tight again, $%d back" % r.randint(3, 15)),
            ("priya", "Rotterdam warehouse confirms the 50 warrants we cancelled last week are queued for load-out %s" % self.c("19 Jun", "24 Jun", "1 Jul")),
            ("priya", "Nordhafen delivery window still not confirmed, chasing"),
            ("priya", "insurance cert for the Andes Spirit cargo received"),
            ("priya", "provisional invoice #%d sent to Jinlong" % r.randint(2000, 2999)),
            ("priya", "reminder: weekly TC/RC call at 15:00 London"),
            ("priya", "umpire lab results for Tara lot 5 due Thu"),
            ("priya", "LC from Jinlong's bank (BOC Nanning) received in draft, looks standard"),
            ("priya", "Boreal asks if we can take Tara Norte lot 9 a week late"),
            ("katrin", "who's covering Asia hours next week?"),
            ("katrin", "can someone update the QP calendar sheet pls, it's stale"),
            ("katrin", "thanks all, have a good evening"),
            ("katrin", "Friday call moved to 14:00"),
            ("sam", "reminder: counterparty reviews for Nordhafen and Jinlong due end of month"),
            ("sam", "stress pack ready, Cu -10%% / Zn -15%% scenarios in the usual folder"),
            ("mateo", "gracias Priya"),
            ("tom", "anyone seen the rent schedule for RTM?"),
            ("li", "Jinlong wants a call tomorrow 09:00 Beijing on the QP thing"),
            ("priya", "courier tracking for the original B/Ls: arrives Nanning Wed"),
            ("mateo", "Andina Cobre commercial guy says no change to the offtake schedule from their side"),
            ("tom", "warrant cancellations in Port Klang zinc jumped again, someone's pulling metal"),
            ("li", "SMM TC index for imported zinc conc $%d, up $%d w/w" % (r.randint(70, 95), r.randint(1, 6))),
            ("priya", "Tara Norte lot 8 loaded, B/L dated %s" % self.ds),
            ("mateo", "Pacifico's people were at the conference, no hints on Ilo"),
            ("tom", "hedge recon vs LME Clear matches, 0 breaks"),
            ("priya", "QP calendar updated"),
            ("katrin", "nice work on the Jinlong As schedule"),
        ]
        n = r.randint(34, 44)
        for who, txt in r.sample(pool, min(n, len(pool))):
            txt = txt.replace("%%", "%")
            k = self.add(self.chat_when(txt), who, txt)
            if r.random() < 0.12:
                self.react(k, self.later(self.msgs[k]["t"], 10, 600), r.choice(["👍", "😂", "👀", "🙏"]), r.choice(["tom", "li", "mateo"]))

    def long_posts(self):
        r = self.rng
        # SHFE / Asia recap by Li
        t = self.t0 + 3 * 3_600_000 + r.randint(0, 3_000_000)
        self.add(t, "li", "Asia recap %s\nSHFE cu %s (%+.1f%%), zn %s (%+.1f%%). Yangshan $%d-%d. Jinlong and Huaxin both quiet on spot. "
                 "SMM: Chinese smelter run rates ~%d%%, conc stocks at smelters ~%d days. Customs: May conc imports %s kt (%+d%% y/y). "
                 "Zinc: port stocks up, imported TC index $%d. Nothing needing action from my side. máfan only the B/L originals." % (
                     self.ds, "{:,}".format(r.randint(77_000, 80_500)), r.uniform(-1, 1), "{:,}".format(r.randint(22_000, 23_600)),
                     r.uniform(-1, 1), r.randint(40, 55), r.randint(56, 80), r.randint(78, 90), r.randint(18, 30),
                     "{:,}".format(r.randint(2_300, 2_700)), r.randint(-8, 8), r.randint(70, 95)))
        # ops status by Priya
        t = self.t0 + 8 * 3_600_000 + r.randint(0, 3_000_000)
        rows = []
        for v, route in (("MV Andes Spirit", "Callao → Fangcheng"), ("MV Ocean Lotus", "Antofagasta → Huelva"),
                         ("MV Nordic Bulk", "Dublin → Antwerp (Tara Norte zn)"), ("Barge Rijn 14", "Rotterdam → Hamburg cathode")):
            rows.append("- %s, %s: %s" % (v, route, r.choice([
                "loading, %s wmt on board" % "{:,}".format(r.randint(3000, 9000)),
                "at sea, ETA %s" % (self.date + timedelta(days=r.randint(3, 30))).strftime("%d-%b"),
                "discharging, draft survey tomorrow", "awaiting berth, 2 ahead", "docs presented, payment pending"])))
        self.add(t, "priya", "Ops status %s\n%s\nAssays: Tara lot 7 exchange today, CV lot 12 umpire (AHK vs Alfred H) pending.\n"
                 "Warrants: 50 RTM cancelled, load-out booked. Rent paid to end-%s.\nInvoices: %d provisional out, %d finals pending." % (
                     self.ds, "\n".join(rows), self.M1[:3], r.randint(2, 5), r.randint(1, 3)))
        # settlement / QP calc by Mateo
        t = self.when(10, 17)
        cuavg = self.cu - r.randint(50, 200)
        dmt = r.randint(9_000, 11_500)
        self.add(t, "mateo", "Final invoice calc, CV lot 11 (Jinlong, for the record):\n```\n"
                 "dmt            %s\nCu assay       26.42%%\npayable Cu     %s t (96.5%%, min ded 1.0u)\n"
                 "QP avg (M+3)   %s\ngross value    $%s\nTC             -$%s\nRC             -$%s\nAs penalty     -$%s\n"
                 "provisional    -$%s\nbalance due    $%s\n```\nsent to Priya for the invoice." % (
                     "{:,}".format(dmt), "{:,.1f}".format(dmt * 0.2542), "{:,.2f}".format(cuavg),
                     "{:,.0f}".format(dmt * 0.2542 * cuavg), "{:,.0f}".format(dmt * 24), "{:,.0f}".format(dmt * 0.2542 * 2204.6 * 0.024),
                     "{:,.0f}".format(dmt * 2.5 * 0.8), "{:,.0f}".format(dmt * 0.2542 * cuavg * 0.88), "{:,.0f}".format(r.randint(300_000, 900_000))))
        # end-of-day hedge summary
        t = self.t0 + 18 * 3_600_000 + r.randint(0, 1_800_000)
        self.add(t, "hedge", "EOD hedge recon %s\n```\nbook            LME lots  phys t eq   diff t  status\nCV conc           %5d     %7s     %+5d  ok\n"
                 "Tara conc         %5d     %7s     %+5d  ok\nRTM cathode       %5d     %7s     %+5d  ok\nJinlong sale      %5d     %7s     %+5d  %s\n```\n"
                 "breaks vs LME Clear: 0 · TAPO fixings today: %d · unpriced QP exposure %s t Cu / %s t Zn" % (
                     self.ds, -r.randint(300, 500), "{:,}".format(r.randint(7000, 12000)), r.randint(-200, 200),
                     -r.randint(100, 250), "{:,}".format(r.randint(2500, 6000)), r.randint(-100, 100),
                     -r.randint(40, 120), "{:,}".format(r.randint(1000, 3000)), r.randint(-25, 25),
                     r.randint(20, 60), "{:,}".format(r.randint(1500, 3000)), r.randint(-300, 300), r.choice(["ok", "watch"]),
                     r.randint(0, 2), "{:,}".format(r.randint(5000, 15000)), "{:,}".format(r.randint(2000, 6000))))
        # market colour from Tom
        t = self.when(9, 16)
        self.add(t, "tom", "LME colour: CA 3M %s-%s range so far, cash-3M back $%d, tom-next $%d. Funds flat-ish per COTR. "
                 "Cancelled warrants in Rotterdam rising (%d%%), Port Klang zinc queue %d days. ZS %s, spreads quiet. "
                 "Comex-LME arb $%d. Nothing from me today beyond the CV hedge." % (
                     "{:,}".format(int(self.cu) - 60), "{:,}".format(int(self.cu) + 40), r.randint(20, 90), r.randint(3, 15),
                     r.randint(15, 30), r.randint(10, 60), "{:,}".format(self.zn), r.randint(300, 900)))
        # extra bot reports
        t = self.t0 + 16 * 3_600_000 + r.randint(0, 1_800_000)
        self.nz(self.add(t, "ring", "LME closing prices %s (USD/t)\nCu cash %s · 3M %s · %s %s · %s %s\nZn cash %s · 3M %s · %s %s\nclosing volumes: Cu %s lots, Zn %s lots" % (
            self.ds, "{:,.2f}".format(self.cu - 40), "{:,.2f}".format(self.cu + r.choice([-15, 5, 20])), self.M2,
            "{:,.2f}".format(self.cu + 10), self.M4, "{:,.2f}".format(self.cu + 5), "{:,.2f}".format(self.zn - 12),
            "{:,.2f}".format(self.zn + r.choice([-8, 4])), self.M3, "{:,.2f}".format(self.zn + 3),
            "{:,}".format(r.randint(60_000, 140_000)), "{:,}".format(r.randint(30_000, 80_000)))))


# ---------------------------------------------------------------------------

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    channels = max(1, int(channels))
    days = max(1, int(days))
    flows = []
    for ch in range(channels):
        for d in range(days):
            start = end_ms - (days - d) * 86_400_000
            rng = random.Random("%s|%d|%d|%d" % (DESK, seed, ch, d))
            flows.append((ch, d, Day(rng, start, ch, d).build()))

    # global, strictly increasing ms per message -> ids ordered with time
    allm = []
    for fi, (ch, d, day) in enumerate(flows):
        for m in day.msgs:
            allm.append((m["t"], fi, m["k"]))
    allm.sort()
    ids = {}
    last = -1
    seq = 0
    for t, fi, k in allm:
        if t <= last:
            t = last + 1
        last = t
        ch, d, day = flows[fi]
        m = day.msgs[k]
        m["t"] = t
        seq = (seq + 1) % 4096
        m["id"] = str(_sf(t, _h(m["who"]) % 31, seq))
        ids[(fi, k)] = m["id"]

    lines = []  # (time, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for fi, (ch, d, day) in enumerate(flows):
        cid = _channel_id(ch)
        tid = day.msgs[day.thread_start]["id"] if day.thread_start is not None else None

        def chan(k):
            return tid if day.msgs[k]["thread"] else cid

        for m in day.msgs:
            msg = {"id": m["id"], "author_id": AUTHOR_IDS[m["who"]], "author_name": PEOPLE[m["who"]][0],
                   "author_bot": PEOPLE[m["who"]][1], "created_at": _iso(m["t"]), "content": m["content"],
                   "attachments": m["attachments"] or [], "embeds": m["embeds"] or [],
                   "reference_id": day.msgs[m["ref"]]["id"] if m["ref"] is not None else None, "pinned": False}
            line = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m["k"])}
            if m["thread"]:
                line["parent_channel_id"] = cid
            line["message"] = msg
            lines.append((m["t"], 0, line))
        for o in day.ops:
            base = {"op": o["op"], "guild_id": GUILD_ID}
            if o["op"] == "bulk_delete":
                base["channel_id"] = chan(o["ks"][0])
                base["message_ids"] = [day.msgs[k]["id"] for k in o["ks"]]
                base["deleted_at"] = _iso(o["t"])
            else:
                k = o["k"]
                base["channel_id"] = chan(k)
                base["message_id"] = day.msgs[k]["id"]
                if o["op"] == "edit":
                    base["edited_at"] = _iso(o["t"])
                    base["content"] = o["content"]
                elif o["op"] == "delete":
                    base["deleted_at"] = _iso(o["t"])
                elif o["op"] == "forget":
                    base["requested_by"] = AUTHOR_IDS[o["by"]]
                    base["at"] = _iso(o["t"])
                elif o["op"] in ("pin", "unpin"):
                    base["by"] = AUTHOR_IDS[o["by"]]
                    base["at"] = _iso(o["t"])
                else:
                    base["emoji"] = o["emoji"]
                    base["user_id"] = AUTHOR_IDS[o["who"]]
                    base["at"] = _iso(o["t"])
            lines.append((max(o["t"], day.msgs[o.get("k", (o.get("ks") or [0])[0])]["t"] + 1), 1, base))

        for h in day.hard:
            m = day.msgs[h["k"]]
            text = _final_text(m)
            for f in h["facts"]:
                if f not in text:
                    raise AssertionError("fact %r not in message %r" % (f, text[:200]))
            state = h.get("final_state") or m["state"]
            labels["hard_events"].append({"channel_id": chan(h["k"]), "message_id": m["id"], "event_type": h["type"],
                                          "facts": h["facts"], "phrasing": h["phrasing"], "final_state": state})
        for k, old in day.superseded:
            labels["superseded_facts"].append([chan(k), day.msgs[k]["id"], old])
        labels["removed_texts"].extend(day.removed)
        labels["noise_message_ids"].extend(day.msgs[k]["id"] for k in day.noise)
        labels["near_miss_ids"].extend(day.msgs[k]["id"] for k in day.near)
        if fi == 0:
            seen = set()
            types = set()
            for cat, cap in (("hard", 12), ("near", 5), ("noise", 3)):
                n = 0
                cands = [x for x in day.idioms if x[3] == cat]
                if cat == "hard":  # one per event type first, then the rest
                    first = []
                    for x in cands:
                        if x[2] not in types:
                            types.add(x[2])
                            first.append(x)
                    cands = first + [x for x in cands if x not in first]
                for name, k, exp, c in cands:
                    if name in seen or n >= cap or day.msgs[k]["state"] in ("deleted", "forgotten"):
                        continue
                    seen.add(name)
                    n += 1
                    labels["idioms"].append({"message_id": day.msgs[k]["id"], "idiom": name, "expected": exp})

    lines.sort(key=lambda x: (x[0], x[1]))
    return {"events": [l for _, _, l in lines], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=UTC)
    return d


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="physical metals concentrates desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print("wrote %d events, %d hard events" % (len(res["events"]), len(res["labels"]["hard_events"])), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
