#!/usr/bin/env python3
"""Desk generator: eurex_options_mm.

An options market-making desk on Eurex (OESX, ODAX, single-stock options on
SAP / Siemens / Allianz, FESX/FDAX hedges, variance and dispersion trades).
Produces a seeded capture (JSON Lines dicts) plus ground-truth labels.

Standard library only.  Everything is a pure function of the arguments.

CLI:
    python -m tests.desks.eurex_options_mm --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "eurex_options_mm"
EPOCH = 1420070400000
GUILD_ID = "1149827301566242846"
# the last day ends at midnight CET on this date (23:00 UTC)
DEFAULT_END = datetime(2025, 11, 20, 23, 0, 0, tzinfo=timezone.utc)

# key: (display name, author id, is_bot, snowflake worker)
AUTHORS = {
    "katrin": ("Katrin Vogt", "1043827715309690921", False, 1),
    "jonas": ("jonas.b", "1061554093280731176", False, 2),
    "mehmet": ("Mehmet Yılmaz", "1078230458813644830", False, 3),
    "lea": ("Lea K.", "1090815273640919091", False, 4),
    "tom": ("Tom Whitfield", "1102937714406281286", False, 5),
    "piotr": ("Piotr N.", "1117463029958115409", False, 6),
    "anja": ("Anja Lindner | Quant", "1125098814127263794", False, 7),
    "stefan": ("Stefan R. | Risk", "1136671520734089287", False, 8),
    "quoter": ("quoter-eng", "1151320987643080753", True, 9),
    "hedger": ("auto-hedger", "1153908172361818142", True, 10),
    "gw": ("t7-gw-bridge", "1156220461987725362", True, 11),
    "risk": ("riskbot", "1158761305214599208", True, 12),
    "news": ("newsbot", "1160395522069176381", True, 13),
    "ci": ("ci-bot", "1162048873402597436", True, 14),
    "status": ("statusbot", "1164737110935896144", True, 15),
    "router": ("router", "1166902215839633478", True, 16),
}
HUMANS = ["katrin", "jonas", "mehmet", "lea", "tom", "piotr", "anja", "stefan"]
TRADERS = ["jonas", "mehmet", "lea", "tom", "piotr"]

MON_DE = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FUT_CODE = {3: "H", 6: "M", 9: "U", 12: "Z"}

# activity curve (local CET hour -> weight)
HOUR_W = [0.15, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 1.5, 5, 8, 7, 5, 4, 4, 6, 7, 7, 5, 2, 1.2, 1, 0.8, 0.4, 0.2]


IDIOM_PRIORITY = [
    "German 'kauf' shorthand with comma decimal", "signed-qty delta hedge shorthand", "decision buried mid-report",
    "two-word head trader approval reply", "head trader rejection reply", "embed-only gateway partial fill",
    "auto-hedger JSON fill line", "trader fill message corrected by edit", "quoting engine key=value kill switch",
    "risk bot vega breach pulling quotes", "stop moved twice by editing one message", "router bot no_route line",
    "explicit no-action reply to a headline", "held-name headline as embed", "thesis change buried in long vol note",
    "'was wäre, wenn' hypothetical", "another desk's trade as FYI", "backtest with fills", "quoted broker colour",
    "long vol analysis with trading words, no decision", "trade told as history", "simulation-environment fill embed",
]


def snowflake(ms: int, worker: int = 1, seq: int = 0) -> int:
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0xFFF)


def channel_id(i: int) -> str:
    base_ms = 1702983317000 + 4127  # Dec 2023
    return str(snowflake(base_ms + i * 259_200_000 + i * 7331, worker=7, seq=211 + i))


def iso(ms: int) -> str:
    d = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def de(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def lvl(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def kround(x: float, step: int) -> int:
    return int(round(x / step) * step)


def hexid(r: random.Random, n: int = 6) -> str:
    return "".join(r.choice("0123456789ABCDEF") for _ in range(n))


class Day:
    """One channel-day of messages and ops, before ids are assigned."""

    def __init__(self, r: random.Random, ch_idx: int, day_idx: int, start_ms: int, cid: str, date: datetime):
        self.r = r
        self.ch = ch_idx
        self.day = day_idx
        self.start = start_ms
        self.cid = cid
        self.date = date
        self.msgs: list[dict] = []
        self.ops: list[dict] = []
        self.threads: dict[str, dict] = {}

    # time helpers (local CET hours since the day start)
    def t(self, h: float, m: float = 0, s: float = 0) -> int:
        return self.start + int(((h * 60 + m) * 60 + s) * 1000)

    def rt(self, h0: float, h1: float) -> int:
        return self.start + int(self.r.uniform(h0, h1) * 3_600_000)

    def curve_t(self, h0: float = 0, h1: float = 24) -> int:
        hours = [h for h in range(24) if h0 <= h < h1 + 1e-9]
        w = [HOUR_W[h] for h in hours]
        h = self.r.choices(hours, weights=w)[0]
        lo, hi = max(h, h0), min(h + 1, h1)
        return self.rt(lo, hi) if hi > lo else self.t(h0)

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, kind="other",
             hard=None, idiom=None, attachments=None) -> dict:
        m = {"t": int(t), "who": who, "content": content, "embeds": embeds or [], "ref": ref,
             "thread": thread, "kind": kind, "hard": hard, "idiom": idiom, "edits": [],
             "state": "live", "removed": None, "superseded": [], "attachments": attachments or [],
             "day": self}
        self.msgs.append(m)
        return m

    @staticmethod
    def H(etype: str, facts: list, phrasing: str) -> dict:
        return {"event_type": etype, "facts": [str(f) for f in facts], "phrasing": phrasing}

    def edit(self, m, t, content, superseded=None):
        m["edits"].append((int(t), content))
        if m["state"] == "live":
            m["state"] = "edited"
        if superseded:
            m["superseded"].append(superseded)
        self.ops.append({"t": int(t), "op": "edit", "msg": m, "content": content})

    def delete(self, m, t, snippet):
        m["state"] = "deleted"
        m["removed"] = snippet
        self.ops.append({"t": int(t), "op": "delete", "msg": m})

    def bulk_delete(self, ms, t, snippets):
        for m, s in zip(ms, snippets):
            m["state"] = "deleted"
            m["removed"] = s
        self.ops.append({"t": int(t), "op": "bulk_delete", "msgs": ms})

    def forget(self, m, t, by, snippet):
        m["state"] = "forgotten"
        m["removed"] = snippet
        self.ops.append({"t": int(t), "op": "forget", "msg": m, "by": by})

    def pin(self, m, t, by, unpin=False):
        self.ops.append({"t": int(t), "op": "unpin" if unpin else "pin", "msg": m, "by": by})

    def react(self, m, t, emoji, who, remove=False):
        self.ops.append({"t": int(t), "op": "reaction_remove" if remove else "reaction_add",
                         "msg": m, "emoji": emoji, "by": who})

    def thread(self, key, t0, name):
        self.threads[key] = {"t0": int(t0), "name": name, "id": None}
        return key


def embed(title, description=None, fields=None, footer=None, author=None, url=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": str(v), "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


def final_text(m) -> str:
    content = m["edits"][-1][1] if m["edits"] else m["content"]
    parts = [content]
    for e in m["embeds"]:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(e[k])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


# ----------------------------------------------------------------------------
# day builder
# ----------------------------------------------------------------------------

class Market:
    def __init__(self, r: random.Random, date: datetime):
        self.sx = r.randrange(5560, 5760, 5)
        self.dax = r.randrange(23300, 24400, 10)
        self.sap = r.uniform(200, 238)
        self.sie = r.uniform(218, 250)
        self.alv = r.uniform(338, 372)
        self.vstoxx = r.uniform(15.5, 22.5)
        self.vdax = r.uniform(15.0, 22.0)
        mo = date.month if date.day <= 14 else date.month % 12 + 1
        self.m = [(mo - 1 + k) % 12 for k in range(4)]
        y0 = date.year + (1 if mo < date.month else 0)
        yy = [(y0 + (1 if (mo - 1 + k) >= 12 else 0)) % 100 for k in range(4)]
        self.mde = [MON_DE[i] for i in self.m]
        self.men = [MON_EN[i] for i in self.m]
        self.ser = [f"{MON_EN[i]}{y:02d}" for i, y in zip(self.m, yy)]
        fm = self.m[0] + 1
        while fm not in FUT_CODE:
            fm = fm % 12 + 1
        fy = (y0 + (1 if fm < mo else 0)) % 10
        self.fut = f"{FUT_CODE[fm]}{fy}"
        self.fut_de = MON_DE[fm - 1]
        self.fut_en = MON_EN[fm - 1]


def build_day(d: Day):
    r = d.r
    mk = Market(r, d.date)
    s = {"mk": mk}

    def gw_order_embed(title, desc, product, series, side, qty, px, oid, extra=None):
        fields = [("Product", product), ("Series", series), ("Side", side), ("Qty", qty), ("Limit", px)]
        if extra:
            fields += extra
        return embed(title, desc, fields, footer=f"ord {oid} · session {r.choice([3, 5, 7])} · MIC XEUR",
                     author="T7 ETI bridge")

    def gw_fill_embed(title, product, series, side, qty, px, oid):
        fields = [("Product", product), ("Series", series), ("Side", side), ("Qty", qty), ("Price", px),
                  ("Liq", r.choice(["passive (quote hit)", "aggressive", "passive"]))]
        return embed(title, f"Execution report · {series}", fields,
                     footer=f"ord {oid} · trd {r.randrange(10**8, 10**9)} · XEUR", author="T7 ETI bridge")

    def hedger_json(ts, **kw):
        o = {"ts": iso(ts)[:-5] + "Z", "svc": "auto-hedger"}
        o.update(kw)
        return json.dumps(o, ensure_ascii=False, separators=(",", ":"))

    approvals = [("ok go", ["ok", "go"]), ("passt, go", ["passt", "go"]), ("ja, mach 👍", ["ja", "mach"]),
                 ("go 👍 send it", ["go", "send it"]), ("approved ✅", ["approved", "✅"]),
                 ("ok, freigegeben", ["ok", "freigegeben"]), ("jo passt", ["jo", "passt"])]
    r.shuffle(approvals)
    appr_i = [0]

    def approval():
        a = approvals[appr_i[0] % len(approvals)]
        appr_i[0] += 1
        return a

    # ---------------- morning: book note (pinned) ----------------
    t_note = d.t(7, r.uniform(35, 55))
    note = d.post(t_note, "katrin",
                  f"Guten Morgen 👋 Buch heute:\n"
                  f"• long OESX {mk.mde[0]}/{mk.mde[1]} Puts (skew), short ODAX {mk.mde[0]} Calls\n"
                  f"• SAP {mk.mde[1]} call spreads + long front vol, Siemens (SIE) {mk.mde[1]} Puts short, "
                  f"Allianz (ALV) {mk.mde[0]} Calls long\n"
                  f"• Dispersion SX5E vs SAP/SIE/ALV läuft, var swap SX5E {mk.mde[0]} short\n"
                  f"• Hedges: FESX/FDAX {mk.fut_de} via auto-hedger\n"
                  f"Watchlist: Infineon (IFX), Deutsche Börse (DB1), Mercedes-Benz (MBG)\n"
                  f"Quoting wie gestern, VSTOXX {de(mk.vstoxx)} / VDAX {de(mk.vdax)}.")
    d.pin(note, t_note + 40_000, "katrin")
    d.react(note, t_note + 41_000, "📌", "katrin")
    d.react(note, t_note + 95_000, "👍", r.choice(TRADERS))
    d.pin(note, d.t(22, r.uniform(5, 40)), "katrin", unpin=True)

    # ---------------- S1: German shorthand OESX puts ----------------
    def s1():
        t0 = d.rt(9.1, 11.5)
        K = kround(mk.sx * r.uniform(0.88, 0.95), 50)
        q = r.choice([100, 150, 200, 250, 300])
        px = round(r.uniform(18, 60) * 2) / 2
        pxs = de(px)
        variants = [f"kauf {q} OESX {mk.mde[0]} {K} P @ {pxs}",
                    f"kauf {q} OESX {mk.mde[0]} {K} P @ {pxs}, vol {de(r.uniform(19, 26))} — gegen unseren short skew",
                    f"kauf {q} OESX {mk.mde[0]} {K} P @ {pxs} ?"]
        p = d.post(t0, "jonas", r.choice(variants), kind="hard",
                   hard=d.H("trade_proposal", ["kauf", str(q), f"OESX {mk.mde[0]} {K} P", pxs], "shorthand"),
                   idiom=("German 'kauf' shorthand with comma decimal", "trade_proposal"))
        txt, facts = approval()
        t1 = t0 + r.randint(40, 240) * 1000
        d.post(t1, "katrin", txt, ref=p, kind="hard", hard=d.H("trade_approval", facts, "reply"),
               idiom=("two-word head trader approval reply", "trade_approval"))
        oid = hexid(r)
        t2 = t1 + r.randint(20, 90) * 1000
        d.post(t2, "gw", "", embeds=[gw_order_embed("Order ACK", "New order accepted by T7", "OESX",
                                                     f"{mk.ser[0]} {K} P", "BUY", q, f"{px:.1f}", oid)],
               kind="hard", hard=d.H("trade_confirmation", ["Order ACK", "OESX", "BUY", f"ord {oid}"], "embed"))
        q1 = q // 2 + r.choice([-20, -10, 0, 10, 20])
        t3 = t2 + r.randint(30, 400) * 1000
        f1 = d.post(t3, "gw", "", embeds=[gw_fill_embed("Partial fill", "OESX", f"{mk.ser[0]} {K} P", "BUY",
                                                         f"{q1}/{q}", f"{px:.1f}", oid)],
                    kind="hard", hard=d.H("trade_fill", ["Partial fill", "OESX", "BUY", f"{q1}/{q}", f"{px:.1f}"], "embed"),
                    idiom=("embed-only gateway partial fill", "trade_fill"))
        t4 = t3 + r.randint(120, 1500) * 1000
        f2 = d.post(t4, "gw", "", embeds=[gw_fill_embed("Fill", "OESX", f"{mk.ser[0]} {K} P", "BUY",
                                                         f"{q}/{q}", f"{px:.1f}", oid)],
                    kind="hard", hard=d.H("trade_fill", ["Fill", "OESX", "BUY", f"{q}/{q}", f"{px:.1f}"], "embed"))
        d.post(t4 + r.randint(20, 80) * 1000, "jonas", r.choice(["danke", "top, komplett", "👌", "thx"]),
               ref=f2, kind="noise")
        d.react(f1, t3 + 15000, "👀", "jonas")

    # ---------------- S2: English shorthand ODAX calls vs FDAX, ✅ reaction ----------------
    def s2():
        t0 = d.rt(13.5, 15.8)
        K = kround(mk.dax * r.uniform(1.02, 1.05), 100)
        q = r.choice([50, 75, 100, 120, 150])
        px = r.randrange(90, 260) + r.choice([0, 0.5])
        pxs = f"{px:g}"
        h = max(2, round(q * 0.06))
        p = d.post(t0, "tom", f"s {q} ODAX {mk.men[0]} {K} C @ {pxs} vs {h} FDAX",
                   kind="hard", hard=d.H("trade_proposal", [f"s {q} ODAX", f"{K} C", f"@ {pxs}", f"vs {h} FDAX"], "shorthand"),
                   idiom=("English 's N' shorthand with futures hedge ratio", "trade_proposal"))
        d.react(p, t0 + r.randint(60, 200) * 1000, "✅", "katrin")
        oid = hexid(r)
        t2 = t0 + r.randint(210, 400) * 1000
        d.post(t2, "gw", "", embeds=[gw_order_embed("Order ACK", "New order accepted by T7", "ODAX",
                                                     f"{mk.ser[0]} {K} C", "SELL", q, f"{px:.1f}", oid)],
               kind="hard", hard=d.H("trade_confirmation", ["Order ACK", "ODAX", "SELL", f"ord {oid}"], "embed"))
        t3 = t2 + r.randint(20, 300) * 1000
        d.post(t3, "gw", "", embeds=[gw_fill_embed("Fill", "ODAX", f"{mk.ser[0]} {K} C", "SELL",
                                                    f"{q}/{q}", f"{px:.1f}", oid)],
               kind="hard", hard=d.H("trade_fill", ["Fill", "ODAX", "SELL", f"{q}/{q}", f"{px:.1f}"], "embed"))
        hid = f"H-{r.randrange(10000, 99999)}"
        fpx = mk.dax + r.choice([-6, -3, 0, 2, 5])
        t4 = t3 + r.randint(1, 4) * 1000
        d.post(t4, "hedger", hedger_json(t4, evt="order", ord=hid, sym=f"FDAX {mk.fut}", side="BUY", qty=h,
                                         type="LMT", px=float(fpx), status="SENT", parent=f"ODAX {mk.ser[0]} {K} C"),
               kind="hard", hard=d.H("trade_confirmation", ['"status":"SENT"', f"FDAX {mk.fut}", '"side":"BUY"', f'"qty":{h}'], "structured"),
               idiom=("auto-hedger JSON order SENT", "trade_confirmation"))
        t5 = t4 + r.randint(1, 20) * 1000
        d.post(t5, "hedger", hedger_json(t5, evt="fill", ord=hid, sym=f"FDAX {mk.fut}", side="BUY", qty=h,
                                         px=float(fpx), status="FILLED", net_delta_eur=r.randint(-400000, 400000)),
               kind="hard", hard=d.H("trade_fill", ['"status":"FILLED"', f"FDAX {mk.fut}", '"side":"BUY"', f'"qty":{h}'], "structured"),
               idiom=("auto-hedger JSON fill line", "trade_fill"))

    # ---------------- S3: tagged SAP proposal, rejected ----------------
    def s3():
        t0 = d.rt(10.0, 12.5)
        K1 = kround(mk.sap * 1.03, 5)
        K2 = K1 + r.choice([10, 15, 20])
        q = r.choice([200, 250, 300, 400])
        px = r.uniform(2.2, 5.5)
        p = d.post(t0, "lea",
                   f"[PROP] SAP {mk.men[1]} {K1}/{K2} call spread — buy {q} @ {de(px, 2)} net, max loss ~€{int(q * px * 100 / 1000)}k. "
                   f"IV {de(r.uniform(24, 32))} vs realised {de(r.uniform(18, 27))}",
                   kind="hard", hard=d.H("trade_proposal", ["[PROP] SAP", f"{K1}/{K2} call spread", f"buy {q}", de(px, 2)], "tagged"),
                   idiom=("[PROP] tag with call spread and net debit", "trade_proposal"))
        rej = r.choice([("nein — nicht vor den Zahlen", ["nein", "nicht vor den Zahlen"]),
                        ("no. SAP vega ist voll", ["no", "SAP vega ist voll"]),
                        ("nope, heute nicht. zu viel single-name vega", ["nope", "heute nicht"])])
        d.post(t0 + r.randint(90, 600) * 1000, "katrin", rej[0], ref=p, kind="hard",
               hard=d.H("trade_approval", rej[1], "reply"), idiom=("head trader rejection reply", "trade_approval"))
        d.post(t0 + r.randint(700, 900) * 1000, "lea", r.choice(["ok, verstanden", "fair", "ok 👍"]), kind="noise")

    # ---------------- S4: prose Siemens put sale, edited fill ----------------
    def s4():
        t0 = d.rt(9.3, 10.8)
        K = kround(mk.sie * r.uniform(0.93, 0.97), 10)
        q = r.choice([200, 250, 300])
        px = r.uniform(3.5, 8.0)
        pxs = de(px, 2)
        p = d.post(t0, "mehmet",
                   f"Würde gern {q} lots Siemens {mk.mde[1]} {K} Puts verkaufen, {pxs} bid ist da (SIE vol {de(r.uniform(21, 28))}). "
                   f"Delta hedge über Aktien. Einwände?",
                   kind="hard", hard=d.H("trade_proposal", ["Siemens", f"{K} Puts", "verkaufen", f"{q} lots", pxs], "untagged"),
                   idiom=("prose proposal ending in 'Einwände?'", "trade_proposal"))
        d.post(t0 + r.randint(60, 200) * 1000, "tom", f"warum nicht die {K - 10}er? mehr prämie", ref=p, kind="near")
        txt, facts = approval()
        t1 = t0 + r.randint(240, 480) * 1000
        d.post(t1, "katrin", txt, ref=p, kind="hard", hard=d.H("trade_approval", facts, "reply"))
        oid = hexid(r)
        t2 = t1 + r.randint(60, 180) * 1000
        d.post(t2, "mehmet", f"order ist working: {q} SIE {mk.mde[1]} {K} P @ {pxs} im Markt, ord {oid}",
               kind="hard", hard=d.H("trade_confirmation", ["working", f"SIE {mk.mde[1]} {K} P", f"ord {oid}"], "untagged"))
        q2 = q - r.choice([20, 30, 40, 50])
        t3 = t2 + r.randint(300, 1500) * 1000
        d.post(t3, "gw", "", embeds=[gw_fill_embed("Partial fill", "SIE", f"{mk.ser[1]} {K} P", "SELL",
                                                    f"{q2}/{q}", f"{px:.2f}", oid)],
               kind="hard", hard=d.H("trade_fill", ["Partial fill", "SIE", "SELL", f"{q2}/{q}"], "embed"))
        t4 = t3 + r.randint(60, 200) * 1000
        fm = d.post(t4, "mehmet", f"alles verkauft: {q} lots SIE {mk.mde[1]} {K} P @ {pxs}", kind="hard",
                    hard=d.H("trade_fill", ["verkauft", f"{q2} lots", f"SIE {mk.mde[1]} {K} P", pxs], "untagged"),
                    idiom=("trader fill message corrected by edit", "trade_fill"))
        d.edit(fm, t4 + r.randint(90, 400) * 1000,
               f"korrektur: verkauft {q2} lots SIE {mk.mde[1]} {K} P @ {pxs}, rest {q - q2} noch working",
               superseded=f"{q} lots")

    # ---------------- S5: var swap proposal + OTC done ----------------
    def s5():
        t0 = d.rt(11.0, 14.0)
        v = r.choice([50, 75, 100, 150])
        Kv = round(r.uniform(mk.vstoxx + 0.5, mk.vstoxx + 3.0), 2)
        p = d.post(t0, "piotr",
                   f"Proposal: sell €{v}k vega SX5E {mk.men[0]} var swap @ {Kv:.2f} strike via BNP voice — "
                   f"realised is running {r.uniform(11, 15):.1f}, carry looks good into expiry.",
                   kind="hard", hard=d.H("trade_proposal", ["sell", f"€{v}k vega", f"SX5E {mk.men[0]} var swap", f"{Kv:.2f}"], "untagged"),
                   idiom=("variance swap proposal in vega notional", "trade_proposal"))
        txt, facts = approval()
        t1 = t0 + r.randint(120, 600) * 1000
        d.post(t1, "katrin", txt, ref=p, kind="hard", hard=d.H("trade_approval", facts, "reply"))
        tid = r.randrange(1000, 9999)
        d.post(t1 + r.randint(600, 2400) * 1000, "piotr",
               f"done w/ BNP: sold €{v}k vega SX5E {mk.men[0]} var @ {Kv:.2f}, ticket VS-{tid}, booked.",
               kind="hard", hard=d.H("trade_fill", ["sold", f"€{v}k vega", f"SX5E {mk.men[0]} var", f"VS-{tid}"], "untagged"))

    # ---------------- S6: dispersion thread ----------------
    def s6():
        t0 = d.rt(10.5, 13.0)
        key = d.thread("disp", t0, f"Dispersion SX5E {mk.mde[2]} vs SAP/SIE/ALV")
        d.post(t0 - 30_000, "anja", f"Thread für die Dispersion {mk.mde[2]} 👇 bitte Diskussion dort", kind="other")
        v = r.choice([80, 100, 120, 150])
        ic = r.uniform(0.58, 0.72)
        rc = ic - r.uniform(0.08, 0.16)
        p = d.post(t0 + 5000, "anja",
                   f"Vorschlag Dispersion ({mk.mde[2]}): short €{v}k vega SX5E (OESX {mk.mde[2]} ATM straddles) / "
                   f"long single-name vega SAP, SIE, ALV vega-gewichtet. Implied correl {ic:.2f} vs realised {rc:.2f} (3M). "
                   f"Ziel: correl zurück auf ~{rc + 0.05:.2f}, Stop wenn implied correl > {ic + 0.08:.2f}.",
                   thread=key, kind="hard",
                   hard=d.H("trade_proposal", ["Dispersion", f"short €{v}k vega SX5E", "long single-name vega", f"{ic:.2f}"], "untagged"),
                   idiom=("dispersion proposal in a thread", "trade_proposal"))
        d.pin(p, t0 + 60_000, "katrin")
        d.react(p, t0 + 61_000, "📌", "katrin")
        d.post(t0 + r.randint(100, 300) * 1000, "tom", "wie hedgen wir das gamma auf dem index leg? FESX oder lassen wir es laufen?",
               thread=key, kind="near", idiom=("question about hedging a proposal", "not_hard"))
        d.post(t0 + r.randint(320, 500) * 1000, "anja",
               "Index gamma wird über den auto-hedger mitgenommen (FESX Band ±2m), single names bleiben ungehedged bis delta > 500k.",
               thread=key, kind="other")
        txt, facts = approval()
        t1 = t0 + r.randint(600, 1200) * 1000
        d.post(t1, "katrin", txt, ref=p, thread=key, kind="hard", hard=d.H("trade_approval", facts, "reply"))
        q = r.choice([60, 80, 100, 120])
        K = kround(mk.sx, 50)
        px = r.uniform(150, 260)
        d.post(t1 + r.randint(900, 3000) * 1000, "piotr",
               f"index leg: verkauft {q} OESX {mk.mde[2]} {K} straddles @ {de(px)}, single names folgen",
               thread=key, kind="hard", hard=d.H("trade_fill", ["verkauft", f"{q} OESX {mk.mde[2]} {K} straddles", de(px)], "untagged"))
        d.post(t1 + r.randint(3100, 3600) * 1000, "anja", "danke 🙏", thread=key, kind="noise")

    # ---------------- S7: decision buried in midday report ----------------
    def s7():
        t0 = d.t(12, r.uniform(30, 50))
        K = kround(mk.dax * r.uniform(1.01, 1.04), 100)
        q = r.choice([80, 100, 120, 150, 200])
        px = r.randrange(120, 320) + r.choice([0, 0.5])
        pxs = de(px)
        pnl = r.randint(-180, 260)
        decision = (f"Entscheidung: wir verkaufen {q} ODAX {mk.mde[0]} {K} C @ {pxs} gegen die long {mk.mde[1]} Calls "
                    f"(Kalender), Rest bleibt.")
        body = (
            f"**Midday {d.date.strftime('%d.%m.')}**\n"
            f"PnL bis jetzt: {'+' if pnl >= 0 else ''}{pnl}k (Theta +{r.randint(20, 60)}k, Vega {r.randint(-90, 90)}k, Gamma {r.randint(-40, 30)}k, Rest Spread-Capture)\n"
            f"Greeks: net vega {r.randint(-250, 150)}k, gamma/1% {r.randint(-60, 40)}k, delta {r.randint(-3, 3)},{r.randint(0, 9)}m nach Hedge.\n"
            f"Flows: viel Put-Nachfrage OESX {mk.mde[1]}, Kunden-Seller in ODAX Wochen, SAP Calls gesucht nach dem Downgrade von gestern.\n"
            f"Quoting: ODAX Spreads vormittags einmal breiter (vol regime), seit 11:00 wieder normal. Keine Mass-Quote-Protection bisher.\n"
            f"{decision}\n"
            f"Nachmittag: US CPI 14:30, danach Skew beobachten. VSTOXX {de(mk.vstoxx)}, VDAX {de(mk.vdax)}.\n"
            f"Offene Punkte: FESX Roll vorbereiten, SIE Puts Restmenge, Dispersion single-name legs.\n"
            f"Produkte im Detail:\n"
            f"- OESX: Put-Nachfrage hält an, Quote-Hits vor allem {mk.mde[1]} 90–95%, Skew +{de(r.uniform(0.2, 0.9))} seit Open.\n"
            f"- ODAX: Wochenoptionen ruhig, Monatsserien mit Calls-Verkäufern, ATM {de(mk.vdax)}.\n"
            f"- SAP: IV nach Downgrade höher, Spreads auf 3 Ticks, Size reduziert laut Playbook.\n"
            f"- SIE: unauffällig, Put-Rest aus dem Vormittag noch im Markt.\n"
            f"- ALV: Dividenden-Thema im {mk.mde[2]}, Calls leicht gesucht.\n"
            f"- Var/Dispersion: Marks von BNP/SG auseinander, Valuation nimmt Mid."
        )
        p = d.post(t0, "katrin", body, kind="hard",
                   hard=d.H("trade_proposal", ["verkaufen", f"{q} ODAX {mk.mde[0]} {K} C", pxs], "buried"),
                   idiom=("decision buried mid-report", "trade_proposal"))
        oid = hexid(r)
        t1 = t0 + r.randint(120, 400) * 1000
        d.post(t1, "gw", "", embeds=[gw_order_embed("Order ACK", "New order accepted by T7", "ODAX",
                                                     f"{mk.ser[0]} {K} C", "SELL", q, f"{px:.1f}", oid)],
               kind="hard", hard=d.H("trade_confirmation", ["Order ACK", "ODAX", "SELL", f"ord {oid}"], "embed"))
        t2 = t1 + r.randint(1200, 3000) * 1000
        d.post(t2, "gw", "", embeds=[gw_order_embed("Order CANCELLED", "Cancelled by user (ETI 10109)", "ODAX",
                                                     f"{mk.ser[0]} {K} C", "SELL", q, f"{px:.1f}", oid,
                                                     extra=[("Leaves", 0)])],
               kind="hard", hard=d.H("trade_confirmation", ["Order CANCELLED", "ODAX", f"ord {oid}"], "embed"),
               idiom=("gateway cancel embed", "trade_confirmation"))
        d.post(t2 + r.randint(30, 120) * 1000, "katrin", "hab die ODAX Calls gecancelt, Markt ist weggelaufen.",
               kind="hard", hard=d.H("trade_confirmation", ["gecancelt", "ODAX Calls"], "untagged"))

    # ---------------- S8: delta hedge shorthand ----------------
    def s8():
        t0 = d.rt(14.6, 16.2)
        h = r.choice([15, 20, 25, 35, 40, 50])
        p = d.post(t0, "jonas", f"delta hedge -{h} FESX {mk.fut_de}", kind="hard",
                   hard=d.H("trade_proposal", ["delta hedge", f"-{h} FESX"], "shorthand"),
                   idiom=("signed-qty delta hedge shorthand", "trade_proposal"))
        d.react(p, t0 + 30_000, "👍", "katrin")
        hid = f"H-{r.randrange(10000, 99999)}"
        px = mk.sx + r.choice([-3, -2, -1, 0, 1, 2])
        t1 = t0 + r.randint(40, 120) * 1000
        d.post(t1, "hedger", hedger_json(t1, evt="order", ord=hid, sym=f"FESX {mk.fut}", side="SELL", qty=h,
                                         type="LMT", px=float(px), status="SENT", src="manual:jonas.b"),
               kind="hard", hard=d.H("trade_confirmation", ['"status":"SENT"', f"FESX {mk.fut}", '"side":"SELL"', f'"qty":{h}'], "structured"))
        t2 = t1 + r.randint(1, 30) * 1000
        d.post(t2, "hedger", hedger_json(t2, evt="fill", ord=hid, sym=f"FESX {mk.fut}", side="SELL", qty=h,
                                         px=float(px), status="FILLED", net_delta_eur=r.randint(-250000, 250000)),
               kind="hard", hard=d.H("trade_fill", ['"status":"FILLED"', f"FESX {mk.fut}", '"side":"SELL"', f'"qty":{h}'], "structured"))

    # ---------------- S9: ALV tagged, venue reject, resend, fill ----------------
    def s9():
        t0 = d.rt(15.0, 16.6)
        K = kround(mk.alv * 1.02, 10)
        q = r.choice([60, 80, 100, 150])
        px = r.uniform(4.5, 9.5)
        px2 = px + 0.1
        p = d.post(t0, "tom", f"[PROP] ALV {mk.men[0]} {K} C buy {q} @ {px:.2f}, vol {r.uniform(17, 23):.1f} — cheap vs realised",
                   kind="hard", hard=d.H("trade_proposal", ["[PROP] ALV", f"{K} C", f"buy {q}", f"{px:.2f}"], "tagged"))
        txt, facts = approval()
        t1 = t0 + r.randint(60, 300) * 1000
        d.post(t1, "katrin", txt, ref=p, kind="hard", hard=d.H("trade_approval", facts, "reply"))
        oid = hexid(r)
        t2 = t1 + r.randint(30, 90) * 1000
        d.post(t2, "gw", "", embeds=[gw_order_embed("Order REJECTED", "T7: price outside price reasonability range",
                                                     "ALV", f"{mk.ser[0]} {K} C", "BUY", q, f"{px:.2f}", oid)],
               kind="hard", hard=d.H("trade_confirmation", ["Order REJECTED", "ALV", "BUY", f"ord {oid}"], "embed"),
               idiom=("venue reject embed", "trade_confirmation"))
        oid2 = hexid(r)
        t3 = t2 + r.randint(40, 120) * 1000
        d.post(t3, "tom", f"re-sent @ {px2:.2f}, working now (ord {oid2})", kind="hard",
               hard=d.H("trade_confirmation", ["re-sent", f"{px2:.2f}", "working", f"ord {oid2}"], "untagged"))
        t4 = t3 + r.randint(60, 900) * 1000
        d.post(t4, "gw", "", embeds=[gw_fill_embed("Fill", "ALV", f"{mk.ser[0]} {K} C", "BUY",
                                                    f"{q}/{q}", f"{px2:.2f}", oid2)],
               kind="hard", hard=d.H("trade_fill", ["Fill", "ALV", "BUY", f"{q}/{q}", f"{px2:.2f}"], "embed"))

    # ---------------- S10: forgotten proposal ----------------
    def s10():
        t0 = d.rt(10.2, 15.5)
        K = kround(mk.alv * 0.96, 10)
        q = r.choice([100, 150, 200])
        px = r.uniform(4.0, 8.0)
        client = r.choice(["Rheinland Pensionskasse", "Versorgungswerk Nordmark", "Hanse Stiftungsfonds"])
        p = d.post(t0, "mehmet", f"kauf {q} ALV {mk.mde[0]} {K} P @ {de(px)} für {client}, die wollen es bis 16:00",
                   kind="hard", hard=d.H("trade_proposal", ["kauf", f"{q} ALV {mk.mde[0]} {K} P", de(px)], "shorthand"))
        d.forget(p, t0 + r.randint(120, 400) * 1000, "katrin", client)
        d.post(t0 + r.randint(420, 500) * 1000, "katrin", "bitte keine Kundennamen im Channel, hab's entfernen lassen.",
               kind="other")

    # ---------------- S11: deleted proposal ----------------
    def s11():
        t0 = d.rt(9.5, 16.0)
        K = kround(mk.dax * 1.06, 100)
        q = r.choice([40, 60, 80])
        px = r.randrange(60, 140)
        tag = f"#{hexid(r, 4).lower()}"
        p = d.post(t0, "lea", f"verkauf {q} ODAX {mk.mde[1]} {K} C @ {px} {tag}", kind="hard",
                   hard=d.H("trade_proposal", ["verkauf", f"{q} ODAX {mk.mde[1]} {K} C", f"@ {px}"], "shorthand"))
        d.delete(p, t0 + r.randint(30, 150) * 1000, f"{K} C @ {px} {tag}")
        d.post(t0 + r.randint(160, 200) * 1000, "lea", "sorry falscher channel 🙈", kind="noise")

    for f in (s1, s4, s6, s7, s10, s11):
        f()
    for f in r.sample([s2, s3, s5, s8, s9], r.choice([1, 1, 2])):
        f()

    # ---------------- risk events ----------------
    tb = d.rt(14.35, 15.2)  # after CPI
    v = r.randint(305, 345)
    L = 300
    rb = d.post(tb, "risk", f"🚨 VEGA LIMIT BREACH · ODAX · net vega -{v}k vs limit -{L}k → quotes pulled, kill switch armed",
                kind="hard", hard=d.H("risk_limit", ["VEGA LIMIT BREACH", "ODAX", f"-{v}k", f"-{L}k", "quotes pulled"], "tagged"),
                idiom=("risk bot vega breach pulling quotes", "risk_limit"))
    d.pin(rb, tb + 90_000, "katrin")
    d.post(tb + 900, "quoter", f"kill_switch=ON product=ODAX scope=all_series src=riskbot reason=vega_limit",
           kind="hard", hard=d.H("risk_limit", ["kill_switch=ON", "product=ODAX", "reason=vega_limit"], "structured"),
           idiom=("quoting engine key=value kill switch", "risk_limit"))
    d.post(tb + r.randint(20, 60) * 1000, "katrin", "was war das gerade im ODAX?? 😤", ref=rb, kind="other")
    d.post(tb + r.randint(70, 140) * 1000, "jonas", "viel Kunden-Flow in den Wochen-Puts direkt nach CPI, daher der Vega-Sprung",
           ref=rb, kind="other")
    toff = tb + r.randint(400, 900) * 1000
    kd = d.post(toff, "quoter", f"kill_switch=OFF product=ODAX src=katrin.v reason=manual_reenable max_size=50",
                kind="hard", hard=d.H("risk_limit", ["kill_switch=OFF", "product=ODAX", "max_size=50"], "structured"))
    d.post(toff + 30_000, "jonas", "👍", ref=kd, kind="noise")
    kill_window = (tb, toff)

    extra_risk = r.sample(["gamma", "block", "mqp", "maxsize"], r.choice([0, 1, 1, 2]))
    if "gamma" in extra_risk:
        lim = r.choice([20, 25, 30])
        d.post(d.rt(8.2, 9.0), "stefan",
               f"Gamma-Limit SAP ab sofort {lim}k/1% statt 40k, gilt bis nach den Zahlen. Bitte Quoter entsprechend.",
               kind="hard", hard=d.H("risk_limit", ["Gamma-Limit SAP", f"{lim}k/1%", "statt 40k"], "untagged"),
               idiom=("risk manager prose limit change", "risk_limit"))
    if "block" in extra_risk:
        tb2 = d.rt(10.0, 16.0)
        oid = hexid(r)
        d.post(tb2, "risk", f"order {oid} ALV {mk.ser[1]} blocked: would breach single-name vega limit 80k (post-trade 86k)",
               kind="hard", hard=d.H("risk_limit", [f"order {oid}", "blocked", "vega limit 80k"], "structured"),
               idiom=("risk engine blocking an order", "risk_limit"))
    if "mqp" in extra_risk:
        tb3 = d.rt(9.0, 11.0)
        d.post(tb3, "gw", "", embeds=[embed("Mass Quote Protection", "MQP triggered, all quotes deleted by T7",
                                            [("Product", "OESX"), ("Trigger", "volume 1.500 in 1s"), ("Limit", "1.200"),
                                             ("Action", "quotes deleted")], footer="session 5 · XEUR · re-enter manually",
                                            author="T7 ETI bridge")],
               kind="hard", hard=d.H("risk_limit", ["Mass Quote Protection", "OESX", "quotes deleted", "1.200"], "embed"),
               idiom=("exchange mass-quote protection embed", "risk_limit"))
    if "maxsize" in extra_risk:
        d.post(d.rt(8.4, 9.2), "quoter", f"param product=OESX series=front max_size=500->250 reason=risk_limit set_by=stefan.r",
               kind="hard", hard=d.H("risk_limit", ["product=OESX", "max_size=500->250", "reason=risk_limit"], "structured"))

    # ---------------- stops / targets ----------------
    ts = d.rt(9.6, 11.0)
    l1 = kround(mk.dax * 1.012, 10)
    l2 = l1 - r.choice([30, 40, 50, 60])
    l3 = l2 - r.choice([30, 40, 50])
    st = d.post(ts, "jonas", f"Stop für den FDAX short overlay: {lvl(l1)}", kind="hard",
                hard=d.H("stop_or_target_change", ["Stop", "FDAX short", lvl(l3)], "untagged"),
                idiom=("stop moved twice by editing one message", "stop_or_target_change"))
    d.edit(st, ts + r.randint(3600, 7200) * 1000, f"Stop für den FDAX short overlay: {lvl(l2)} (nachgezogen)", superseded=lvl(l1))
    d.edit(st, ts + r.randint(10800, 16000) * 1000, f"Stop für den FDAX short overlay: {lvl(l3)} (nachgezogen, 2x)",
           superseded=lvl(l2))
    if r.random() < 0.5:
        tp = r.uniform(8, 12)
        sl = r.uniform(2.5, 3.5)
        d.post(d.rt(11.0, 16.0), "lea", f"[TP] SAP {mk.men[1]} call spread: take profit @ {de(tp, 2)}, stop {de(sl, 2)}",
               kind="hard", hard=d.H("stop_or_target_change", ["[TP] SAP", "take profit", de(tp, 2), de(sl, 2)], "tagged"))
    else:
        d.post(d.rt(11.0, 16.0), "piotr", f"stop auf dem FESX overlay raus, ist jetzt voll delta-gehedged über den auto-hedger",
               kind="hard", hard=d.H("stop_or_target_change", ["stop", "FESX overlay", "raus"], "untagged"),
               idiom=("stop removed in prose", "stop_or_target_change"))

    # ---------------- news: held, watchlist, unheld ----------------
    news_held = [
        ("SAP", lambda: (f"SAP SE: cloud backlog +{r.randint(22, 29)}% y/y, shares +{de(r.uniform(2, 5))}% pre-market",
                         ["SAP SE", "cloud backlog"])),
        ("SAP", lambda: (f"SAP cuts FY cloud revenue guidance; stock -{de(r.uniform(3, 7))}% in Xetra pre-trade",
                         ["SAP", "cuts FY cloud revenue guidance"])),
        ("SIE", lambda: (f"Siemens wins €{de(r.uniform(1.2, 3.4))}bn rail contract, Mobility order intake at record",
                         ["Siemens", "rail contract"])),
        ("SIE", lambda: (f"SIE: Siemens Healthineers stake sale accelerated — Reuters",
                         ["Siemens Healthineers stake sale", "SIE"])),
        ("ALV", lambda: (f"Allianz raises operating profit outlook to upper end of range, announces €{r.randint(1, 2)}bn buyback",
                         ["Allianz", "raises operating profit outlook"])),
        ("ALV", lambda: ("ALV: Allianz hit by US motor reserve charge, analysts see Q4 miss",
                         ["Allianz", "reserve charge"])),
    ]
    news_watch = [
        lambda: (f"Infineon trims FY revenue outlook on auto weakness, shares -{de(r.uniform(2, 6))}%", ["Infineon", "trims FY revenue outlook"]),
        lambda: (f"Deutsche Börse Q3 net revenue +{r.randint(6, 12)}%, Eurex volumes strong", ["Deutsche Börse", "Q3 net revenue"]),
        lambda: ("Mercedes-Benz cuts EBIT margin guidance for cars division", ["Mercedes-Benz", "cuts EBIT margin guidance"]),
    ]
    news_unheld = [
        ("Lufthansa", "Lufthansa cancels {n} flights as ground staff strike"),
        ("Nordex", "Nordex order intake rises {n}% in Q3"),
        ("Novo Nordisk", "Novo Nordisk shares slide after trial readout"),
        ("Nestlé", "Nestlé CEO outlines cost program of CHF {n}bn"),
        ("Ryanair", "Ryanair keeps fare outlook, traffic +{n}%"),
        ("Tesla", "Tesla recalls {n}k vehicles in China"),
        ("TSMC", "Nvidia supplier TSMC posts record quarter"),
        ("HSBC", "HSBC to cut {n} jobs in investment bank"),
        ("BP", "BP weighs sale of lubricants unit"),
        ("Puma", "Puma names new CFO, shares +{n}%"),
        ("Hugo Boss", "Hugo Boss confirms FY targets"),
        ("TUI", "TUI summer bookings up {n}%"),
        ("Roche", "Roche wins FDA approval for oncology drug"),
        ("Carl Zeiss Meditec", "Carl Zeiss Meditec cuts margin target"),
        ("UBS", "UBS flags higher capital requirements"),
    ]

    news_sent = [
        "The company said in a statement that it expects the effect to be visible from the next reporting period onwards.",
        "Analysts at two brokers called the move broadly in line with expectations, while one flagged execution risk.",
        "Shares were indicated {chg} in pre-market trading on Tradegate, volumes above the 20-day average.",
        "A spokesperson declined to comment beyond the release; a conference call is scheduled for {hh}:00 CET.",
        "The news comes after a volatile quarter for the sector, with peers trading at a discount to historical multiples.",
        "Management reiterated its medium-term targets and said capital allocation priorities are unchanged.",
        "Credit spreads on the issuer's bonds were little changed, according to traders.",
        "Options activity in the name picked up in the previous session, with call volumes above put volumes.",
        "The regulator has not commented; the filing was published via the company's investor relations site.",
        "Consensus estimates compiled by the company had pointed to a smaller figure.",
    ]

    def news_body():
        return " ".join(x.format(chg=r.choice(["+1.2%", "-0.8%", "+2.5%", "-3.1%", "flat"]), hh=r.choice([9, 10, 14, 15]))
                        for x in r.sample(news_sent, r.randint(4, 7)))

    def news_embed(headline, src=None):
        src = src or r.choice(["Reuters", "dpa-AFX", "Bloomberg", "Börsen-Zeitung"])
        return embed(headline, news_body(), footer=f"{src} · newsbot v2.3 · {r.choice(['EN', 'DE→EN'])}",
                     url=f"https://news.example-wire.com/a/{r.randrange(10**7, 10**8)}")

    digest_items = ["Lufthansa: pilots union announces ballot", "Nestlé: Q3 organic growth {n}%", "Ryanair: Boeing delivery delays",
                    "Novo Nordisk: price cuts in US", "BP: North Sea asset sale", "Roche: Phase III readout positive",
                    "HSBC: Asia restructuring", "UBS: buyback tranche completed", "Puma: outlet closures",
                    "TUI: bookings for winter up {n}%", "Nordex: turbine order in Spain", "Carl Zeiss Meditec: new CEO",
                    "US: jobless claims {n}k above consensus", "Oil: Brent +{n}% on supply worries", "JGB yields at multi-year high",
                    "China PMI slips below 50", "Gold hits record", "EUR/USD steady around 1.15"]
    for hh in (8, 12, 16, 20):
        items = r.sample(digest_items, r.randint(8, 12))
        d.post(d.t(hh, r.uniform(0, 3)), "news",
               f"🗞️ Digest {hh:02d}:00 (no desk names)\n" + "\n".join(f"• {x.format(n=r.randint(2, 30))} — {r.choice(['Reuters', 'dpa-AFX', 'Bloomberg'])}" for x in items)
               + "\nFull list in #news-firehose.", kind="near")

    held_picks = r.sample(news_held, r.choice([2, 3]))
    for name, mkf in held_picks:
        headline, facts = mkf()
        tn = d.curve_t(7, 18)
        if r.random() < 0.5:
            d.post(tn, "news", "", embeds=[news_embed(headline)], kind="hard",
                   hard=d.H("held_position_news", facts, "embed"),
                   idiom=("held-name headline as embed", "held_position_news"))
        else:
            d.post(tn, "news", f"📰 {headline}\n{news_body()}", kind="hard", hard=d.H("held_position_news", facts, "untagged"))
    for mkf in r.sample(news_watch, r.choice([1, 2])):
        headline, facts = mkf()
        d.post(d.curve_t(7, 18), "news", "", embeds=[news_embed(headline)], kind="hard",
               hard=d.H("watchlist_news", facts, "embed"), idiom=("watchlist name headline", "watchlist_news"))
    unheld = r.sample(news_unheld, r.randint(5, 8))
    unheld_msgs = []
    for company, h in unheld:
        text = h.format(n=r.randint(3, 40))
        tn = d.curve_t(6, 22)
        if r.random() < 0.5:
            um = d.post(tn, "news", "", embeds=[news_embed(text)], kind="near",
                        idiom=("headline on a name not held or watched", "not_hard"))
        else:
            um = d.post(tn, "news", f"📰 {text}\n{news_body()}", kind="near")
        unheld_msgs.append((um, company))

    # ---------------- route / no-route ----------------
    routes = [
        lambda t: d.post(t, "katrin", f"Routing den SIE {mk.mde[1]} Put-Rest an den exec-agent, Mehmet ist backup.",
                         kind="hard", hard=d.H("route_decision", ["Routing", f"SIE {mk.mde[1]} Put-Rest", "exec-agent"], "untagged"),
                         idiom=("head trader routing to an agent", "route_decision")),
        lambda t: d.post(t, "router", f"route item=N{r.randint(400, 999)} topic='SAP vol after print' -> vol-agent (held: SAP {mk.ser[1]} CS)",
                         kind="hard", hard=d.H("route_decision", ["route item=N", "-> vol-agent"], "structured")),
        lambda t: d.post(t, "katrin", f"@Piotr übernimm bitte den FESX Roll {mk.fut_de}, {r.choice([300, 400, 600])} lots bis 17:00.",
                         kind="hard", hard=d.H("route_decision", ["@Piotr übernimm", "FESX Roll"], "untagged")),
    ]
    for rf in r.sample(routes, r.choice([1, 2])):
        rf(d.curve_t(9, 17))
    nr_src = r.sample(unheld_msgs, 2)
    um, company = nr_src[0]
    d.post(um["t"] + r.randint(60, 400) * 1000, "katrin",
           f"{company}: nicht im Buch, nicht auf der Watchlist → kein Handlungsbedarf, nicht routen.",
           ref=um, kind="hard", hard=d.H("no_route_decision", [company, "kein Handlungsbedarf", "nicht routen"], "reply"),
           idiom=("explicit no-action reply to a headline", "no_route_decision"))
    if r.random() < 0.75:
        um, company = nr_src[1]
        d.post(um["t"] + r.randint(5, 30) * 1000, "router",
               f"item=N{r.randint(400, 999)} '{company}' -> no_route (not held, not watchlist)",
               kind="hard", hard=d.H("no_route_decision", [f"'{company}'", "-> no_route"], "structured"),
               idiom=("router bot no_route line", "no_route_decision"))

    # ---------------- thesis updates ----------------
    theses = [
        lambda t: d.post(t, "katrin",
                         f"View update SAP: nach dem Print nicht mehr long vol — IV-Crush ist durch, wir drehen auf short front-month vol. Conviction hoch.",
                         kind="hard", hard=d.H("thesis_update", ["View update SAP", "short front-month vol", "Conviction hoch"], "untagged"),
                         idiom=("view flip with conviction", "thesis_update")),
        lambda t: d.post(t, "anja",
                         f"Dispersion-These bestätigt: implied correl bleibt zu reich vs realised, ich erhöhe die conviction (3/5 → 4/5).",
                         kind="hard", hard=d.H("thesis_update", ["Dispersion-These bestätigt", "conviction", "4/5"], "untagged")),
        lambda t: d.post(t, "tom",
                         "Changing my view on DAX skew: the put-skew richening thesis is invalidated after today's flows, I'm flat-to-bearish skew from here.",
                         kind="hard", hard=d.H("thesis_update", ["DAX skew", "thesis is invalidated", "flat-to-bearish skew"], "untagged")),
    ]
    for tf in r.sample(theses, r.choice([1, 2])):
        tf(d.curve_t(10, 18))

    # long analysis with one thesis sentence buried (sometimes)
    analysis_paras = [
        "Pin-Risiko zum Verfall: Das Open Interest im OESX {m0} konzentriert sich auf wenige Strikes um den aktuellen Spot. Wenn der Index am Verfallstag nahe an einem dieser Strikes schließt, wird das Gamma der Market-Maker sehr groß, und die Hedge-Aktivität kann den Kurs in Richtung des Strikes ziehen. Historisch sehen wir das vor allem bei ruhigen Märkten; in trendstarken Phasen spielt es kaum eine Rolle.",
        "Modell-Check: Die Kalibrierung des SVI-Fits am kurzen Ende ist seit dem letzten Update stabiler, die Residuen in den Wings liegen meist unter 0,3 Vol-Punkten. Bei den Single Names ist die Datenlage dünner, dort springen die Wings nach großen Trades manchmal um einen ganzen Punkt. Das erklärt einen Teil der Quote-Hits in den tiefen SAP-Puts.",
        "Korrelation: Die implizite Korrelation aus SX5E-Varianz und den gewichteten Einzelwert-Varianzen steht bei {ic}, der realisierte Wert der letzten drei Monate deutlich darunter. Dieser Abstand ist historisch nicht ungewöhnlich; er war in ruhigen Phasen oft größer und wurde nur in Stressphasen geschlossen, dann allerdings abrupt.",
        "Event-Kalender: CPI heute, EZB-Sprecher morgen früh, dann der große Verfall am dritten Freitag. Erfahrungsgemäß fällt die implied vol in den Tagen vor dem Verfall im Front-Monat um 1–2 Punkte, wenn nichts passiert, und springt bei jeder Überraschung sofort zurück. Für das Quoting heißt das: Spreads im Front-Monat eher konservativ, Größe eher klein, gerade in den Wings.",
        "Kundenflüsse der letzten Woche: netto Käufer von Puts im OESX {m1} und {m2}, überwiegend 90–95% Moneyness, dazu Put-Spreads von Versicherern. In ODAX eher Verkäufer von Calls über Overwriting-Programme. Im Single-Name-Bereich SAP-Calls nach dem Kursrutsch gesucht, Siemens ruhig, Allianz mit Dividenden-Thema. Das Muster passt zu einem Markt, der Downside-Schutz kauft und Upside monetarisiert.",
        "Microstructure: Unsere Fill-Rate auf passiven Quotes im OESX liegt bei etwa {fr}%, im ODAX niedriger. Adverse Selection ist nach Makro-Daten deutlich höher (die ersten 30 Sekunden nach 14:30 kosten uns im Schnitt mehr als wir über den Spread verdienen). Ein Quote-Pull um Datenveröffentlichungen wäre eine Option, wird aber an anderer Stelle diskutiert.",
        "Dividenden: Die implizierten Dividenden im SX5E {m2} liegen leicht unter den Analystenschätzungen. Das wirkt sich auf die Put-Call-Parität und damit auf unsere Forward-Kurve aus; bei den tiefen Puts kann das ein paar Ticks ausmachen, was bei großen Tickets nicht egal ist.",
        "Term structure: front {m0} ATM bei {a0} vs {m1} {a1}, also {ctg} – Contango ist flacher als letzte Woche, der Markt preist Event-Risk in den ersten zwei Wochen.",
        "Skew: 25d put minus 25d call im SX5E {m0} bei {rr} vol-Punkten. Historisch ist das das 70. Perzentil. Wer hier Puts kauft, zahlt für Tail-Schutz, den realised bisher nicht rechtfertigt; wer Puts verkauft, sitzt auf Gap-Risk über das Wochenende.",
        "Realised vs implied: 10d realised SX5E {rv}, 1M implied {iv}. Die vol premium ist positiv, aber die Verteilung der Returns hat fette Tails (zwei Tage > 1,5 Sigma im letzten Monat). Short gamma wäre profitabel gewesen, hätte man den Stop nicht bei den Spikes gezogen.",
        "Single names: SAP {sapv} implied vs {saprv} realised, SIE {siev}, ALV {alvv}. Die Korrelation der drei zum Index ist seit Sep gestiegen, was die Dispersion weniger attraktiv macht als die Headline-Zahl andeutet.",
        "Flows (Broker-Kommentar, nicht verifiziert): Pensionskassen rollen Put-Spreads ins {m2}, Structured-Products-Desks verkaufen Calls über Autocalls – das drückt die Call-Wings. Einige Hedge-Fonds kaufen angeblich Varianz als Event-Hedge.",
        "Backtest-Notiz: systematisches Verkaufen von 1M 25d Puts mit delta hedge hätte seit 2019 Sharpe ~0,9 gebracht, Drawdown im März 2020 aber -{dd}% des Risikobudgets. Mit Stop auf realised > 30 halbiert sich der Drawdown, die Rendite aber auch.",
        "Gamma-Profil: Dealer-Positionierung laut Broker-Schätzungen long gamma zwischen {lo} und {hi} im DAX, darunter short. Das erklärt die gedämpften Intraday-Ranges; ein Bruch unter {lo} könnte die Bewegung beschleunigen.",
        "Vol-of-vol: VSTOXX-Futures {m1} bei {vf}, VVSTOXX erhöht. Optionen auf VSTOXX sind teuer; als Hedge für short vega wäre das zwar sauber, aber die Carry-Kosten fressen einen Großteil der Theta-Einnahmen.",
    ]

    def analysis(t, who, with_thesis):
        paras = r.sample(analysis_paras, r.randint(10, 13))
        fmt = dict(m0=mk.mde[0], m1=mk.mde[1], m2=mk.mde[2], a0=de(mk.vstoxx - 1), a1=de(mk.vstoxx + 0.4),
                   ctg=de(1.4), rr=de(r.uniform(5, 9)), rv=de(r.uniform(10, 15)), iv=de(mk.vstoxx),
                   sapv=de(r.uniform(24, 30)), saprv=de(r.uniform(18, 24)), siev=de(r.uniform(21, 27)),
                   alvv=de(r.uniform(16, 21)), dd=r.randint(30, 60), lo=lvl(kround(mk.dax * 0.98, 100)),
                   hi=lvl(kround(mk.dax * 1.02, 100)), vf=de(mk.vstoxx + 1.2), fr=r.randint(8, 19), ic=f"{r.uniform(0.55, 0.7):.2f}")
        lines = [p.format(**fmt) for p in paras]
        thesis_line = None
        if with_thesis:
            thesis_line = (f"Für uns heißt das: die OESX-Put-Skew-These ({mk.mde[0]}) ist invalidiert, "
                           f"wir gehen von long skew auf neutral.")
            lines.insert(len(lines) // 2, thesis_line)
        body = f"**Vol-Notiz {d.date.strftime('%d.%m.')}** (lang, sorry)\n\n" + "\n\n".join(lines) + \
               "\n\nKeine Empfehlung, nur Material für die Runde um 16:00." * (0 if with_thesis else 1)
        if with_thesis:
            return d.post(t, who, body, kind="hard",
                          hard=d.H("thesis_update", ["OESX-Put-Skew-These", "invalidiert", "long skew auf neutral"], "buried"),
                          idiom=("thesis change buried in long vol note", "thesis_update"))
        return d.post(t, who, body, kind="near", idiom=("long vol analysis with trading words, no decision", "not_hard"))

    analysis(d.rt(8.3, 9.0), "anja", False)
    analysis(d.rt(15.8, 16.5), "anja", r.random() < 0.5)
    analysis(d.rt(19.0, 21.0), "tom", False)
    analysis(d.rt(11.0, 12.0), "piotr", False)
    if r.random() < 0.5:
        analysis(d.rt(6.5, 7.3), "anja", False)

    # ---------------- near misses ----------------
    def nm_hypo(t):
        K = kround(mk.dax * 0.97, 100)
        return d.post(t, r.choice(TRADERS), f"was wäre, wenn wir {r.choice([300, 500, 1000])} ODAX {mk.mde[0]} {K} P kaufen würden? nur für die Szenario-Matrix",
                      kind="near", idiom=("'was wäre, wenn' hypothetical", "not_hard"))

    def nm_hypo_en(t):
        return d.post(t, "tom", f"if SAP gaps 8% on the print, would we rather be long the {kround(mk.sap * 1.05, 5)} calls or the straddle? thinking out loud",
                      kind="near")

    def nm_question(t):
        return d.post(t, r.choice(TRADERS), r.choice([f"haben wir noch SIE {mk.mde[1]} Calls im Buch?",
                                                       "what's our net vega on ALV right now?",
                                                       "sollten wir ODAX Wochenoptionen enger quoten? Meinungen?",
                                                       f"kann jemand den FESX {mk.fut_de} Roll-Spread checken?"]),
                      kind="near")

    def nm_history(t):
        return d.post(t, r.choice(["katrin", "piotr", "jonas"]),
                      r.choice([f"letzten Dezember haben wir 400 OESX 4800 P @ 38 gekauft und die haben sich verdreifacht, nur so zur Erinnerung",
                                "remember March when we got filled on 1,000 FDAX at the open and the auction went against us? never again",
                                "2022 hatten wir genau diesen Skew und haben zu früh verkauft."]),
                      kind="near", idiom=("trade told as history", "not_hard"))

    def nm_other_desk(t):
        return d.post(t, r.choice(TRADERS),
                      r.choice([f"FYI Delta-One Desk hat gerade {r.choice([300, 500, 800])} FDAX verkauft, nicht wir",
                                f"flow desk sold {r.choice([2, 3, 5])}k ODAX {mk.mde[1]} 22000 P to a pension fund, heads-up for the skew",
                                "die Kollegen vom Rates-Desk haben Bund-Puts gekauft, falls jemand den Print im Tape sieht"]),
                      kind="near", idiom=("another desk's trade as FYI", "not_hard"))

    def nm_backtest(t):
        return d.post(t, "anja",
                      f"[BACKTEST] weekly short OESX straddle 2019–2025: sold 1.000 straddles/wk, fills @ mid-1 tick, "
                      f"Sharpe {de(r.uniform(0.7, 1.3), 2)}, maxDD -{r.randint(12, 30)}%. Nicht live, nur Research.",
                      kind="near", idiom=("backtest with fills", "not_hard"))

    def nm_sim(t):
        return d.post(t, "gw", "", embeds=[embed("Fill [SIMU]", "T7 simulation environment — not production",
                                                 [("Product", "ODAX"), ("Side", "BUY"), ("Qty", "50"), ("Price", "201.0")],
                                                 footer="SIMU · session 99 · release test")],
                      kind="near", idiom=("simulation-environment fill embed", "not_hard"))

    def nm_broker(t):
        return d.post(t, r.choice(TRADERS),
                      f"> BGC: \"buyer of 10k SX5E {mk.men[2]} 5000/4600 PS at 32, seller of DAX Jun vol on the screen\"\n"
                      f"broker colour, take it with salt",
                      kind="near", idiom=("quoted broker colour", "not_hard"))

    def nm_paper(t):
        return d.post(t, "lea", f"paper: kauf 100 SAP {mk.mde[1]} {kround(mk.sap, 5)} C @ {de(r.uniform(4, 8))} — nur zum tracken, nicht live",
                      kind="near", idiom=("paper trade", "not_hard"))

    def nm_stop_idea(t):
        return d.post(t, r.choice(["tom", "lea"]),
                      f"ein Stop bei {lvl(kround(mk.dax * 1.015, 10))} auf dem FDAX overlay wäre sinnvoll, oder?",
                      kind="near", idiom=("stop suggestion without decision", "not_hard"))

    def nm_uat(t):
        return d.post(t, "hedger", hedger_json(t, evt="fill", env="uat", ord=f"H-{r.randrange(10000, 99999)}",
                                               sym=f"FESX {mk.fut}", side="SELL", qty=10, px=float(mk.sx), status="FILLED",
                                               note="replay test"),
                      kind="near")

    def nm_other_book(t):
        return d.post(t, "piotr", "Nur zur Info: das London-Book hat die ALV Calls gestern glattgestellt, betrifft unsere Position nicht.",
                      kind="near")

    def nm_broker_mail(t):
        return d.post(t, "piotr",
                      "weitergeleitet, Broker-Morning-Note (nicht unsere Meinung):\n"
                      f"> EQD colour: Overnight saw real-money selling of SX5E {mk.men[1]} upside via 5700/5900 call spreads, "
                      f"> dealers absorbed. In DAX, a large buyer of {mk.men[2]} 21000 puts (approx 8k) lifted the skew by half a vol. "
                      "> Single names: SAP calls in demand post-downgrade, Siemens puts offered, Allianz dividend trades rolling. "
                      "> We would be sellers of front-month vol into the event and buyers of the back, but positioning is crowded.\n"
                      "nur zur Info",
                      kind="near")

    d.post(d.rt(16.6, 17.4), "anja",
           "Lesestoff für das Wochenende (Research-Auszug, keine Handelsidee):\n"
           "> Dispersion trades have historically earned a premium because index options embed a correlation risk premium. "
           "The premium is not stable: it compresses in calm regimes and disappears abruptly in stress, when single-name "
           "correlations converge towards one. Practitioners typically size the index leg by vega and the single-name legs by "
           "vega weighted with index weights, but the resulting book carries residual gamma and a large exposure to the "
           "dispersion of single-name events such as earnings. Transaction costs in single-stock options are the main drag; "
           "in the authors' sample, roughly a third of the gross premium is lost to bid-ask spreads.\n"
           "Passt gut zu unserer Diskussion im Thread, wer mag, PDF liegt im Share.",
           kind="near")
    near_pool = [nm_broker_mail, nm_hypo, nm_hypo_en, nm_question, nm_question, nm_history, nm_other_desk, nm_other_desk,
                 nm_backtest, nm_sim, nm_broker, nm_paper, nm_stop_idea, nm_uat, nm_other_book]
    for f in r.sample(near_pool, r.randint(10, 13)):
        f(d.curve_t(8, 19))

    # ---------------- noise ----------------
    # hedger heartbeats, hourly
    for h in [0, 2, 4, 6] + list(range(7, 24)):
        th = d.t(h, r.uniform(0, 2))
        d.post(th, "hedger", hedger_json(th, evt="heartbeat", open_orders=r.randint(0, 3) if 8 <= h <= 17 else 0,
                                         net_delta_eur=r.randint(-900000, 900000), band_eur=2000000,
                                         by_und={"SX5E": r.randint(-600000, 600000), "DAX": r.randint(-600000, 600000),
                                                 "SAP": r.randint(-90000, 90000), "SIE": r.randint(-90000, 90000),
                                                 "ALV": r.randint(-90000, 90000)},
                                         surf_age_s={"SX5E": r.randint(1, 40), "DAX": r.randint(1, 40)},
                                         hedge_ratio={"FESX": round(r.uniform(0.9, 1.1), 3), "FDAX": round(r.uniform(0.9, 1.1), 3)},
                                         pending={"FESX": 0, "FDAX": 0}, last_fill_age_s=r.randint(30, 7200),
                                         lag_ms=r.randint(1, 9), ver="2.7.1", host="hedge-fra-01", cfg="band=2m;slip=1t;max_clip=50"),
               kind="noise")
    # risk ok snapshots
    for h in range(8, 19):
        tr = d.t(h, 30 + r.uniform(0, 3))
        if r.random() < 0.85 and not (kill_window[0] - 60_000 <= tr <= kill_window[1] + 60_000):
            rows = "\n".join(
                f"{p:<5} vega {r.randint(-150, 120):>5}k  gamma {r.randint(-30, 25):>4}k  delta {r.randint(-900, 900):>5}k  "
                f"theta {r.randint(-5, 25):>3}k  util {r.randint(5, 85):>2}%"
                for p in ("OESX", "ODAX", "SAP", "SIE", "ALV", "FESX", "FDAX", "VAR"))
            rows += "\n" + "\n".join(f"{p:<5} {mon:<4} vega {r.randint(-120, 100):>5}k  gamma {r.randint(-20, 20):>4}k"
                                      for p in ("OESX", "ODAX") for mon in mk.men[:3])
            d.post(tr, "risk",
                   f"✅ all limits ok · {h:02d}:30\n```\n{rows}\n```\n"
                   f"book: vega {r.randint(-280, 200)}k/±300k · gamma {r.randint(-60, 40)}k/±80k · "
                   f"delta {de(r.uniform(-2, 2))}m/±5m · VaR {r.randint(1, 5)},{r.randint(0, 9)}m/7m · no breaches",
                   kind="noise")
    # latency stats
    for h in (8, 10, 12, 14, 16, 18, 20):
        tl = d.t(h, r.uniform(5, 15))
        rows = "\n".join(f"{gwn} {p:<5} p50 {r.randint(18, 45):>3}µs  p99 {r.randint(60, 240):>3}µs  p99.9 {r.randint(250, 900):>3}µs  "
                         f"msgs {r.randint(2000, 90000):>6}  rej {r.randint(0, 4)}  throttle {r.randint(0, 2)}"
                         for gwn in ("fra1", "fra2") for p in ("OESX", "ODAX", "SAP", "SIE", "ALV", "FESX", "FDAX"))
        d.post(tl, "status", f"```\nETI latency (last 2h) gw-fra1/gw-fra2 · order-to-ack, µs\n{rows}\n```\n"
                             f"session state: 3 UP · 5 UP · 7 UP · drops since SoD {r.randint(0, 3)}", kind="noise")
    # vol surface snapshots with attachment
    for h in range(9, 18):
        tv = d.t(h, r.uniform(0, 4))
        rows = "\n".join(f"{u} {mon}: ATM {de(v)} | 25dP {de(v + r.uniform(3, 7))} | 25dC {de(v - r.uniform(1.5, 3.5))} | fly {de(r.uniform(0.3, 1.2))}"
                         for u, base in (("SX5E", mk.vstoxx), ("DAX", mk.vdax)) for mon, v in
                         ((mk.men[0], base - 1), (mk.men[1], base), (mk.men[2], base + 0.5)))
        aid = str(snowflake(tv, 15, r.randint(0, 4000)))
        grid = "\n".join(f"{u} {mon} " + " ".join(f"{k}:{de(v + (1 - k / 100) * 40 + r.uniform(-0.2, 0.2))}" for k in (80, 85, 90, 95, 100, 105, 110, 115, 120))
                         for u, base in (("SX5E", mk.vstoxx), ("DAX", mk.vdax))
                         for mon, v in ((mk.men[0], base - 1), (mk.men[1], base), (mk.men[2], base + 0.5)))
        d.post(tv, "status", f"vol surface snapshot {h:02d}:00\n```\n{rows}\n{grid}\n```", kind="noise",
               attachments=[{"id": aid, "filename": f"surface_{h:02d}.png", "size": r.randint(40000, 90000),
                             "url": f"https://cdn.discordapp.com/attachments/{d.cid}/{aid}/surface_{h:02d}.png"}])
    # quoter status dumps
    for h in (9, 11, 13, 15, 17):
        tq = d.t(h, 15, r.uniform(0, 60))
        rows = "\n".join(f"{p:<5} series {r.randint(40, 420):>3}  live {r.randint(30, 400):>3}  width {r.randint(1, 5)}t  "
                         f"size {r.choice([10, 25, 50, 100, 250]):>3}  upd/s {r.randint(5, 180):>3}  hits {r.randint(0, 40):>2}  "
                         f"mqp_hits 0  edge {de(r.uniform(0.2, 1.5), 2)}t"
                         for p in ("OESX", "ODAX", "SAP", "SIE", "ALV"))
        d.post(tq, "quoter", f"quoter status {h:02d}:15 (prod-fra, v4)\n```\n{rows}\n```\n"
                             f"vol source: surface@{r.randint(1, 30)}s · fwd source: FESX/FDAX {mk.fut} · "
                             f"kill_switch={'ON(ODAX)' if kill_window[0] <= tq <= kill_window[1] else 'OFF all'} · "
                             f"throttle {r.randint(20, 60)}% of ESU limit", kind="noise")

    # T7 session messages
    for (h, m, txt) in [(1, 10, "T7 XEUR: FESX/FDAX trading phase TRADING (futures early session)"),
                        (7, 30, "T7 XEUR: Start of Day, PRE-TRADING for OESX/ODAX/single-stock options"),
                        (8, 50, "T7 XEUR: OESX/ODAX OPENING AUCTION"),
                        (9, 0, "T7 XEUR: equity options CONTINUOUS TRADING"),
                        (17, 30, "T7 XEUR: options CLOSING, POST-TRADING"),
                        (20, 30, "T7 XEUR: post-trading end, reference data for next day published"),
                        (22, 0, "T7 XEUR: FESX/FDAX HALT, end of trading day")]:
        d.post(d.t(h, m, r.uniform(0, 2)), "status", txt, kind="noise")
    # CI / deploy
    ver = f"4.{r.randint(10, 30)}.{r.randint(0, 9)}"
    for txt, h0, h1 in [(f"ci: build #{r.randint(3000, 9000)} quoter-eng {ver} passed (412 tests, 3 skipped)", 2, 4),
                        (f"deploy quoter-eng {ver} → prod-fra (canary 10%) ✅", 6, 7),
                        (f"deploy auto-hedger 2.{r.randint(3, 9)}.{r.randint(0, 9)} → prod-fra ✅ (config only)", 6.5, 7.2),
                        ("ci: nightly replay vs T7 SIMU: 0 diffs", 3, 5)]:
        d.post(d.rt(h0, h1), "ci", txt, kind="noise")
    # reconnects
    for _ in range(r.randint(2, 3)):
        d.post(d.curve_t(0, 24), "gw", f"ETI session {r.choice([3, 5, 7])} reconnected after {r.randint(80, 900)}ms (heartbeat timeout), "
                                       f"{r.randint(0, 6)} msgs resent", kind="noise")
    # reconnect storm, bulk deleted
    tstorm = d.rt(2.0, 5.0)
    storm = []
    snips = []
    for i in range(r.randint(3, 5)):
        tag = f"rc-{hexid(r, 5).lower()}"
        storm.append(d.post(tstorm + i * r.randint(800, 3000), "gw", f"WARN gw-fra2 reconnect loop {tag} attempt {i + 1}", kind="removed"))
        snips.append(f"reconnect loop {tag}")
    d.bulk_delete(storm, tstorm + r.randint(600, 1800) * 1000, snips)
    # stack traces
    tt = d.rt(6.0, 7.5)
    d.post(tt, "hedger",
           "```\nTraceback (most recent call last):\n"
           '  File "/opt/hedger/hedger/loop.py", line 214, in run\n    self._rebalance(book)\n'
           '  File "/opt/hedger/hedger/loop.py", line 301, in _rebalance\n    d = self.greeks.delta(pos.series)\n'
           '  File "/opt/hedger/hedger/greeks.py", line 88, in delta\n    surf = self.cache[underlying][expiry]\n'
           f"KeyError: '{mk.ser[3]}'\n"
           '  File "/opt/hedger/hedger/greeks.py", line 91, in delta\n    raise StaleSurface(underlying, expiry)\n'
           f"hedger.errors.StaleSurface: surface for SX5E {mk.ser[3]} older than 900s\n```\n"
           "retrying in 5s (attempt 1/3)", kind="noise")
    tt2 = d.rt(11.0, 17.0)
    d.post(tt2, "quoter",
           "```\njava.net.SocketTimeoutException: Read timed out\n"
           "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
           "\tat de.desk.quoter.eti.EtiSession.readFrame(EtiSession.java:412)\n"
           "\tat de.desk.quoter.eti.EtiSession.poll(EtiSession.java:377)\n"
           "\tat de.desk.quoter.engine.QuoteLoop.tick(QuoteLoop.java:129)\n"
           "\tat de.desk.quoter.engine.QuoteLoop.run(QuoteLoop.java:88)\n"
           "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
           "Caused by: de.desk.quoter.eti.EtiTimeoutException: no heartbeat from T7 for 3050ms (session 5, partition 2)\n"
           "\tat de.desk.quoter.eti.EtiSession.checkHeartbeat(EtiSession.java:519)\n"
           "\tat de.desk.quoter.eti.EtiSession.poll(EtiSession.java:371)\n"
           "\t... 3 more\n"
           "Suppressed: java.io.IOException: Broken pipe\n"
           "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)\n"
           "\tat de.desk.quoter.eti.EtiSession.sendMassQuote(EtiSession.java:604)\n"
           "\tat de.desk.quoter.engine.QuoteLoop.flush(QuoteLoop.java:211)\n```\nsession 5 failover → gw-fra1 ok, quotes re-entered",
           kind="noise")
    # PnL snapshots
    for h in (10, 13, 16):
        d.post(d.t(h, r.uniform(0, 5)), "risk",
               f"PnL snapshot {h:02d}:00 · total {r.randint(-200, 300)}k · OESX {r.randint(-80, 120)}k · ODAX {r.randint(-90, 110)}k · "
               f"single names {r.randint(-50, 60)}k · hedges {r.randint(-40, 40)}k · fees -{r.randint(3, 12)}k", kind="noise")
    # price alerts
    for txt in r.sample([f"🔔 DAX crossed {lvl(kround(mk.dax, 100))} ↑", f"🔔 SX5E below {lvl(kround(mk.sx, 50))} ↓",
                         f"🔔 VSTOXX > {int(mk.vstoxx) + 1}", f"🔔 SAP -2% intraday", f"🔔 VDAX-NEW < {int(mk.vdax)}",
                         "🔔 Bund future new session high"], r.randint(3, 5)):
        d.post(d.curve_t(8, 18), "status", txt, kind="noise")
    # cron summaries
    for h in (6, 12, 18):
        d.post(d.t(h, 0, r.uniform(3, 9)), "router",
               f"router cron {h:02d}:00 · {r.choice([0, 0, 1, 2])} routed · {r.randint(0, 5)} skipped · queue 0", kind="noise")
    d.post(d.t(18, 45, r.uniform(0, 50)), "ci", f"eod reconcile: {r.randint(40, 90)} trades matched, 0 breaks", kind="noise")
    # acks
    acks = ["danke", "thx", "👍", "merci", "ok", "🙏", "top", "👌", "passt", "ty", "😂", "lol", "🔥", "kk", "jo"]
    others = [m for m in d.msgs if m["who"] in HUMANS and m["kind"] in ("other", "hard", "near") and m["thread"] is None
              and m["state"] not in ("deleted", "forgotten")]
    for _ in range(r.randint(6, 9)):
        tgt = r.choice(others)
        d.post(tgt["t"] + r.randint(20, 300) * 1000, r.choice(HUMANS), r.choice(acks),
               ref=tgt if r.random() < 0.5 else None, kind="noise")
    # a typo, deleted
    ty = d.post(d.curve_t(9, 17), r.choice(TRADERS), f"asdf {hexid(r, 3).lower()}j", kind="removed")
    d.delete(ty, ty["t"] + r.randint(5, 40) * 1000, ty["content"])
    # a forgotten personal message (noise)
    pm = d.post(d.curve_t(12, 14), "jonas", f"mein Handy: 0171 {r.randint(1000000, 9999999)}, falls der Gateway-Pager wieder spinnt",
                kind="removed")
    d.forget(pm, pm["t"] + r.randint(600, 1800) * 1000, "katrin", pm["content"].split(",")[0])

    # ---------------- ordinary chat & quoter params ----------------
    for _ in range(r.randint(7, 10)):
        p = r.choice(["OESX", "ODAX", "SAP", "SIE", "ALV"])
        a = r.randint(1, 4)
        d.post(d.curve_t(8, 18), "quoter",
               f"param product={p} series={r.choice(['front', 'front+1', 'all'])} spread_ticks={a}->{a + r.choice([-1, 1]) or 2} "
               f"reason={r.choice(['vol_regime', 'manual', 'event_window', 'queue_position'])}", kind="other")
    # (text, local hour from, local hour to)
    chat = [
        ("Morgen zusammen ☕", 7.3, 8.6), ("moin", 7.3, 8.8), ("wer hat Lunch-Bestellung? 🍕", 11.0, 12.3),
        (f"SX5E opening call {lvl(kround(mk.sx, 5))}, ruhig", 7.8, 8.9), (f"DAX vorbörslich {lvl(kround(mk.dax, 10))}", 7.5, 8.9),
        ("CPI um 14:30 nicht vergessen", 12.0, 14.3), ("ODAX Wochen sind heute extrem ruhig", 10, 16),
        ("die Kunden-Puts kommen wieder über Eurex EnLight", 9, 17), ("Skew steiler als gestern, aber nix dramatisches", 9, 17),
        ("wer ist heute bis 22:00 da für FDAX?", 9, 16), ("ich bin ab 16:00 im Termin", 9, 15.5),
        ("VSTOXX bleibt stabil trotz Abverkauf", 9, 17), ("Quotes im SIE sind wieder symmetrisch", 9, 17),
        ("Spread-Capture heute gut im OESX", 11, 17.5), ("SAP IV nach dem Downgrade +1,5 vol", 9, 12),
        ("gateway fühlt sich langsam an heute, oder bin das nur ich?", 8, 17), ("latency ok laut statusbot", 8, 17),
        ("FYI ich update das Vol-Sheet nach dem Close", 14, 17.4), ("Allianz Calls wieder gefragt", 9, 17),
        ("nice fill vorhin 👏", 10, 17.5), ("Realised zieht an, aber nur im DAX", 11, 17),
        ("Wetter in Frankfurt: Grau. Markt: auch grau.", 8, 12), ("Risk-Call um 16:00 wie immer", 13, 15.9),
        ("kann jemand den ETI-Reconnect von heute Nacht anschauen?", 7.5, 10),
        ("EnLight RFQ für 500 ODAX Strangles gesehen, nicht unser Preis", 9, 17),
        ("Dividendenschätzungen für SAP sind aktualisiert", 8, 12), ("bin kurz weg, 10 min", 9, 17),
        ("der Quoter ist nach dem Deploy stabil", 8, 11), ("who's covering the close today?", 14, 17),
        ("US futures firm, DAX folgt", 14.5, 17), ("ich mag die Wings nicht heute", 9, 17),
        ("Handelsüberwachung hat nix gemeldet, alles sauber", 16, 18.5),
        ("reminder: Jahresend-Limits Review nächste Woche", 8, 17), ("Kaffee? ☕", 9.5, 15.5),
        ("mittag ist da 🥙", 12, 13), ("ok bin wieder da", 12.5, 14), ("wer hat den Drucker kaputt gemacht", 8, 17),
        (f"VDAX {de(mk.vdax)} jetzt, kaum Bewegung", 9, 17), (f"VSTOXX {de(mk.vstoxx + 0.3)} bid", 9, 17),
        (f"SX5E {lvl(kround(mk.sx * 0.997, 5))} low des Tages bisher", 10, 17), (f"DAX {lvl(kround(mk.dax * 1.004, 10))} high", 10, 17),
        ("der Markt schläft", 11, 14), ("CPI ist raus, etwas heißer als erwartet", 14.5, 14.8),
        ("SIE bid-ask im Screen total eng heute", 9, 17), ("ALV Div-Schätzung im Pricer ist drin", 8, 11),
        ("das Vol-Sheet hängt bei mir, geht's bei euch?", 8, 17), ("jemand Lust auf Feierabend-Bier? 🍺", 17, 18.5),
        ("schönen Abend allen", 17.5, 19), ("gute Nacht 🌙", 20, 22), ("Futures ruhig, nichts zu tun", 18.5, 22),
        ("FDAX spread 1 tick, Volumen dünn", 18.5, 22), ("Abendschicht ist da 👋", 17.8, 18.8),
        ("ETI sessions alle grün", 7.5, 9), ("Zahlen von SAP kommen nach Börsenschluss? weiß jemand die Zeit?", 9, 15),
        ("Skew-Chart im Wiki ist aktualisiert", 9, 17), ("OESX Wochen heute dreimal so viel Volumen wie gestern", 12, 17),
        ("Quote-Hits im ALV hauptsächlich Calls", 10, 17), ("kann ich kurz jemanden für das Vol-Sheet haben?", 9, 16),
        ("sorry, Call mit IT, bin gleich zurück", 9, 16), ("Eurex Rundschreiben zu Feiertagen ist raus", 8, 17),
        ("DAX-Future im Abendhandel wieder über dem Close", 18, 22), ("Treffen um 16:00 findet im Raum 3 statt", 13, 15.9),
    ]
    picks = r.sample(chat, r.randint(50, 58))
    for text, h0, h1 in picks:
        d.post(d.rt(h0, h1), r.choice(HUMANS), text, kind="other")
    colour = [
        "Kurzes Update vom Floor-Chat der Broker: heute wenig Blocks in OESX, dafür viel Kleinkram über EnLight. Die Spreads auf dem Screen sind enger als letzte Woche, was gut für die Kunden ist und schlecht für unsere Marge. Bei den ODAX Wochen sehen wir fast nur Retail-Flow über die Banken.",
        "Zum Quoter: die neue Version rechnet die Forward-Kurve aus den Futures jetzt alle 200ms statt 1s neu, das merkt man in schnellen Märkten. Nebenwirkung: mehr Quote-Updates, die Message-Rate liegt aber noch klar unter dem Eurex Excessive System Usage Limit.",
        "Für die, die neu im Team sind: ODAX hat Multiplikator 5, FDAX 25, OESX und FESX 10. Bei Hedge-Ratios also immer auf die Multiplikatoren achten. Die Single-Stock-Optionen haben 100 Aktien pro Kontrakt.",
        "T7 Release-Notes für das nächste Update sind draußen, u.a. Änderungen an der Mass-Quote-Protection-Logik und neue Felder im ETI Execution Report. IT schaut sich das an, Simulation ab übernächster Woche.",
        "Frage an Risk ist raus, ob die Dispersion-Legs im Limit-Framework netto oder brutto gerechnet werden. Bis zur Antwort rechnen wir konservativ brutto.",
        "Interessant: VDAX und VSTOXX laufen heute auseinander, DAX-Vol hält sich besser. Liegt vermutlich an den Autowerten und der Zollthematik, die im SX5E weniger Gewicht haben.",
        "Reminder für die Dokumentation: jede manuelle Änderung an Quoter-Parametern bitte mit Grund im Ticket, die Compliance fragt sonst beim Quartals-Review wieder nach.",
        "Market colour US: S&P Futures leicht fester, Nasdaq führt, VIX unter 16. Bei uns bleibt die Vol bid in den Puts, Spot ignoriert das bisher.",
    ]
    colour += [
        "Ich hab mir die Hits im ODAX von heute Vormittag angeschaut: fast alle in den Wochenoptionen, fast alle innerhalb von 2 Sekunden nach einem FDAX-Sprung. Das ist klassische Latenz-Arbitrage gegen unsere Quotes. Die Forward-Updates alle 200ms helfen, aber nicht genug.",
        "Kurze Notiz zur Dividendenkurve: SAP hat den Termin bestätigt, Allianz-Schätzung unverändert, Siemens leicht angehoben. Ist im Pricer eingepflegt, die Put-Call-Parität passt jetzt wieder auf den Tick.",
        "Quick one on the var swap marks: BNP and SocGen marks differ by almost half a vol point on the front month, which is more than usual. Valuation will take the mid for now, and I've asked both for their realised calculation conventions.",
        "Die Quote-Obligations für die Designated-Market-Maker-Rolle im ALV sind diesen Monat knapp: Presence-Time liegt bei {pt}%, Minimum ist 85%. Der Kill Switch von heute zählt da natürlich rein.",
        "Zum Thema Wochenoptionen: Volumen ist diesen Monat deutlich gestiegen, vor allem freitags. Das Gamma am Verfallstag ist brutal, wir sollten das im nächsten Risk-Review diskutieren, nicht heute im Chat.",
    ]
    colour += [
        "Wer morgen Frühschicht hat: bitte vor 07:30 den Surface-Fit checken, gestern Abend war der SAP-Fit nach dem Daten-Update leicht daneben und der Quoter hat die ersten Minuten mit alten Wings gearbeitet. Ist jetzt gefixt, aber lieber einmal draufschauen.",
        "Die Eurex hat die Tick-Size-Tabelle für einige Single-Stock-Optionen angepasst, betrifft aber nach meinem Stand keine unserer Namen. Falls doch jemand was sieht, bitte melden, dann muss der Quoter-Config-Owner ran.",
        "Ich finde die Diskussion über Wochenoptionen gut, aber wir sollten sie mit Zahlen führen: Fill-Rate, Adverse Selection, Gamma-PnL am Verfallstag. Ich zieh die Daten bis Freitag zusammen, dann können wir das im Review anschauen.",
        "Zur Info: die Börse hat für den großen Verfall wieder die erweiterte Schlussauktion angekündigt. Letztes Mal war das Volumen in der Auktion enorm, die Quotes wurden davor kaum getroffen.",
        "Die Latenz-Stats sehen heute gut aus, p99 auf beiden Gateways unter 250µs. Der Netzwerk-Fix von letzter Woche scheint zu halten, die Reconnects heute Nacht waren ein anderes Thema (Switch-Port).",
        "Small thing: the hedger's FESX clip size is still 50 from the test last week, I'd expect it to be 30 per the playbook. Not urgent, but someone from the hedger team should confirm which value is intended before the next deploy.",
        "Dividend futures (FEXD) sind heute lebhaft, der Dez-Kontrakt hat ein paar Punkte verloren. Für unsere Forward-Kurve relevant, wenn das anhält.",
        "Kurzer Hinweis aus dem Back Office: die Give-ups vom Clearer kamen heute spät, die Positionsabstimmung im Risk-System war deshalb bis 10 Uhr unvollständig. Die Zahlen im Morgen-Brief waren daher vorläufig.",
        "Wenn jemand Zeit hat: im Vol-Sheet fehlt noch die Historie der VSTOXX-Futures-Basis. Ich hätte gern die letzten zwei Jahre, um die Carry-Kosten der Vol-Hedges sauber zu rechnen.",
        "Das neue Dashboard für die Quote-Obligations ist live, Link im Wiki. Presence-Time, Spread-Compliance und Size pro Produkt, aktualisiert alle 5 Minuten.",
    ]
    colour += [
        "Kurzer Rückblick auf die Quote-Qualität im OESX diese Woche: Presence-Time über 95%, durchschnittliche Spread-Breite knapp über dem Minimum, Size im Schnitt doppelt so groß wie die Obligation verlangt. Die Ausreißer waren fast alle um Makro-Daten herum, was zu erwarten ist.",
        "Zum Wiki: die Seite zu den Mass-Quote-Protection-Parametern war veraltet, ich habe die aktuellen Werte aus der Eurex-Konfiguration übernommen und die Historie der Änderungen ergänzt. Bitte bei Fragen an mich, nicht an die Börse direkt.",
        "Beobachtung am Rand: die Bid-Ask-Spreads in den SAP-Optionen anderer Market-Maker sind seit dem Downgrade deutlich breiter. Entweder sind die vorsichtig oder deren Modelle hängen noch am alten Vol-Niveau. Für uns kein Handlungsbedarf, nur interessant.",
        "IT meldet: das Clearing-Gateway bekommt am Wochenende ein Update, Wartungsfenster Samstag 08:00–14:00. Montag früh bitte alle Sessions einmal prüfen, bevor die Quotes live gehen.",
        "Für die Statistik: seit Monatsanfang {pct}% unserer Fills im ODAX waren passive Quote-Hits, der Rest aktive Orders aus dem Desk. Das Verhältnis war im Vormonat ähnlich, bei OESX etwas höher.",
        "Hat jemand die neue Eurex-Gebührenstruktur für Wochenoptionen gelesen? Für uns als Market-Maker ändert sich laut erster Durchsicht wenig, aber die Rebates für Presence-Time werden anders gestaffelt.",
    ]
    for txt in r.sample(colour, r.randint(22, 26)):
        d.post(d.curve_t(8, 18), r.choice(HUMANS), txt.format(pt=r.randint(84, 93), pct=r.randint(55, 80)), kind="other")
    # EOD summary (no decisions)
    eod_rows = "\n".join(f"{p:<5} pnl {r.randint(-90, 140):>4}k  vega {r.randint(-150, 120):>5}k  gamma {r.randint(-30, 25):>4}k  "
                          f"trades {r.randint(3, 60):>3}  quote-hit {r.randint(5, 30):>2}%"
                          for p in ("OESX", "ODAX", "SAP", "SIE", "ALV", "FESX", "FDAX", "VAR"))
    d.post(d.t(17, r.uniform(45, 58)), "katrin",
           f"EOD {d.date.strftime('%d.%m.')}: PnL {r.randint(-150, 300)}k, vega {r.randint(-250, 150)}k, gamma {r.randint(-50, 40)}k.\n"
           f"```\n{eod_rows}\n```\n"
           f"Quotes laufen im FDAX/FESX bis 22:00 nur im Hedge-Modus. Risk-Call war ruhig, keine offenen Themen von Compliance. "
           f"Danke an alle 🙌", kind="other")
    d.post(d.t(18, r.uniform(20, 40)), "jonas",
           f"Übergabe an die Abendschicht:\n"
           f"• Optionen zu, FESX/FDAX {mk.fut_de} laufen bis 22:00, auto-hedger aktiv mit Band 2m\n"
           f"• Quoter im Hedge-Modus, Single Names aus, kill_switch Status siehe statusbot\n"
           f"• Heute Nacht kein Deploy geplant, ci-Nightly läuft wie immer um 03:00\n"
           f"• Bekannte Themen: gw-fra2 Switch-Port (Netzwerk-Ticket offen), StaleSurface-Retry im Hedger (Ticket offen)\n"
           f"• Telefonliste für Eskalationen im Wiki, bei Gateway-Problemen zuerst Netzwerk-Hotline, dann Katrin\n"
           f"• Delta Close: {de(r.uniform(-1.5, 1.5))}m, vega {r.randint(-250, 150)}k, gamma {r.randint(-50, 40)}k\n"
           f"Schönen Abend 👋", kind="other")
    # morning risk brief (limits restated, nothing changed) - near miss
    d.post(d.t(7, r.uniform(50, 59)), "stefan",
           "Morgen-Risk-Brief:\n"
           "• Limits unverändert: vega ±300k, gamma/1% ±80k, delta ±5m, single-name vega je 80k, VaR 7m\n"
           f"• Auslastung gestern Close: vega {r.randint(40, 90)}%, gamma {r.randint(20, 70)}%, VaR {r.randint(30, 70)}%\n"
           "• Stress: SX5E -10% / vol +8 → PnL " + f"-{r.randint(800, 1900)}k" + ", DAX -10% → " + f"-{r.randint(700, 1800)}k" + "\n"
           "• Event-Fenster: CPI 14:30, Quoter-Spreads laut Playbook, keine Sonderlimits\n"
           "• Offene Punkte aus dem Review: Brutto-/Netto-Behandlung der Dispersion-Legs, Modellvalidierung der Var-Swap-Bewertung\n"
           "Fragen gern direkt an mich.", kind="near", idiom=("risk brief restating unchanged limits", "not_hard"))
    # incident thread (postmortem, ordinary)
    ti = d.rt(8.2, 8.6)
    ik = d.thread("incident", ti, f"Incident gw-fra2 reconnects {d.date.strftime('%d.%m.')}")
    d.post(ti - 20_000, "piotr", "mach einen Thread für die Reconnects von heute Nacht auf", kind="other")
    d.post(ti, "piotr",
           "Postmortem (Entwurf): zwischen 03:00 und 04:30 hat gw-fra2 die ETI-Session mehrfach verloren. Ursache laut Netzwerk: "
           "ein flappender Port am Colo-Switch, der nach einem Firmware-Update nicht sauber ausgehandelt hat. Auswirkungen: keine, weil "
           "außerhalb der Optionshandelszeit und der Quoter auf gw-fra1 umgeschaltet hat. Die Bot-Spam-Meldungen wurden entfernt. "
           "Action Items: Monitoring auf Link-Flaps, Alert-Dedup im Bridge-Bot, Runbook-Update für die Nachtschicht.",
           thread=ik, kind="other")
    d.post(ti + r.randint(120, 600) * 1000, "jonas", "danke fürs Aufschreiben. Alert-Dedup bitte mit Priorität, das war nervig im Channel.",
           thread=ik, kind="other")
    d.post(ti + r.randint(700, 1500) * 1000, "piotr", "👍 Ticket ist angelegt", thread=ik, kind="noise")


# ----------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_days: list[Day] = []
    for ci in range(channels):
        cid = channel_id(ci)
        for di in range(days):
            start = end_ms - (days - di) * 86_400_000
            date = datetime.fromtimestamp((start + 12 * 3_600_000) / 1000, tz=timezone.utc)
            r = random.Random(f"{DESK}:{seed}:{ci}:{di}")
            d = Day(r, ci, di, start, cid, date)
            build_day(d)
            all_days.append(d)

    msgs = [m for d in all_days for m in d.msgs]
    msgs.sort(key=lambda m: (m["t"], m["day"].ch))
    used = set()
    seq = 0
    for m in msgs:
        t = m["t"]
        while t in used:
            t += 1
        used.add(t)
        m["t"] = t
        seq = (seq + 1) & 0xFFF
        m["id"] = str(snowflake(t, AUTHORS[m["who"]][3], seq))
    # threads
    for d in all_days:
        for k, th in d.threads.items():
            th["id"] = str(snowflake(th["t0"], 21, (d.ch * 37 + d.day) & 0xFFF))

    def chan_of(m):
        d = m["day"]
        if m["thread"]:
            return d.threads[m["thread"]]["id"], d.cid
        return d.cid, None

    events = []
    order = 0
    for m in msgs:
        cid, parent = chan_of(m)
        name, aid, bot, _ = AUTHORS[m["who"]]
        msg = {"id": m["id"], "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(m["t"]), "content": m["content"], "attachments": m["attachments"],
               "embeds": m["embeds"], "reference_id": m["ref"]["id"] if m["ref"] else None}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
        if parent:
            ev["parent_channel_id"] = parent
        ev["message"] = msg
        events.append((m["t"], order, ev))
        order += 1
    for d in all_days:
        for op in d.ops:
            t = op["t"]
            if op["op"] == "bulk_delete":
                cid, _ = chan_of(op["msgs"][0])
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                      "message_ids": [x["id"] for x in op["msgs"]], "deleted_at": iso(t)}
            else:
                m = op["msg"]
                cid, _ = chan_of(m)
                t = max(t, m["t"] + 1000)
                base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"]}
                if op["op"] == "edit":
                    base.update(edited_at=iso(t), content=op["content"])
                elif op["op"] == "delete":
                    base.update(deleted_at=iso(t))
                elif op["op"] == "forget":
                    base.update(requested_by=AUTHORS[op["by"]][1], at=iso(t))
                elif op["op"] in ("pin", "unpin"):
                    base.update(by=AUTHORS[op["by"]][1], at=iso(t))
                else:
                    base.update(emoji=op["emoji"], user_id=AUTHORS[op["by"]][1], at=iso(t))
                ev = base
            events.append((t, order, ev))
            order += 1
    events.sort(key=lambda x: (x[0], x[1]))

    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    for m in msgs:
        cid, _ = chan_of(m)
        if m["removed"]:
            removed.append(m["removed"])
        if m["hard"]:
            h = dict(channel_id=cid, message_id=m["id"], event_type=m["hard"]["event_type"],
                     facts=m["hard"]["facts"], phrasing=m["hard"]["phrasing"], final_state=m["state"])
            hard.append(h)
            for s_ in m["superseded"]:
                sup.append([cid, m["id"], s_])
        elif m["state"] in ("live", "edited"):
            if m["kind"] == "noise":
                noise.append(m["id"])
            elif m["kind"] == "near":
                near.append(m["id"])
        if m["idiom"] and m["idiom"][0] not in seen_idioms and m["state"] in ("live", "edited"):
            seen_idioms.add(m["idiom"][0])
            idioms.append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    rank = {n: i for i, n in enumerate(IDIOM_PRIORITY)}
    idioms.sort(key=lambda x: rank.get(x["idiom"], len(rank)))
    idioms = idioms[:20]

    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e for _, _, e in events], "labels": labels}


def _parse_end(s: str) -> datetime:
    s = s.strip().replace("Z", "+00:00")
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d.astimezone(timezone.utc)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="capture JSONL output path")
    ap.add_argument("--labels", required=True, help="labels JSON output path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", type=str, default=None, help="ISO time when the last day ends (UTC if naive)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    print(f"{len(res['events'])} events, {len(res['labels']['hard_events'])} hard events -> {a.out}, {a.labels}",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
