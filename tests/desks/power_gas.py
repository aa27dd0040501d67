#!/usr/bin/env python3
"""Desk generator: power_gas (European power & gas trading desk, Düsseldorf-style).

Seeded, standard library only. Produces one busy channel-day (or several) of a
German/English power & gas desk as capture lines plus ground-truth labels.

    python -m tests.desks.power_gas --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "power_gas"
EPOCH_MS = 1420070400000
GUILD_ID = "1290463519837134848"
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=timezone.utc)

WD = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]

# author key -> (id, display name, bot)
AUTHORS = {
    "HT": ("1126650394183364618", "Jörg Brandt", False),      # head trader
    "TR": ("1141927305562128455", "Lena Vogt", False),        # power trader (DE/FR)
    "GAS": ("1150371849016651816", "Kai Petersen", False),    # gas / carbon trader
    "AN": ("1187460922377347123", "Mika Hartmann", False),    # junior analyst
    "ID": ("1170213768935014490", "Tobias Engel", False),     # intraday, late shift
    "NS": ("1199054381902458920", "Sven Krüger", False),      # intraday, night shift
    "ALGO": ("1203317685914026035", "ALGO-IDA", True),        # auto-trader, CSV lines
    "ETRM": ("1209944132870287400", "Endur ETRM", True),      # confirmations, embeds
    "EPEX": ("1211558604300509204", "EPEX Bridge", True),     # auction results
    "UMM": ("1215093466227331142", "UMM-Watch", True),        # REMIT / TSO messages
    "RISK": ("1218570039914418216", "RiskEngine", True),
    "WX": ("1221177783052079136", "WX-Models", True),
    "CI": ("1224807320356212756", "deploy-bot", True),
    "PNL": ("1226314928807891015", "PnL-Snap", True),
    "TRI": ("1230092465771315271", "Triage", True),
    "NEWS": ("1233868015493791806", "Montel-Feed", True),
}


# ----------------------------------------------------------------- helpers

def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0xFFF))


def to_ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def de(x: float, n: int = 2) -> str:
    """German number format: 1.234,50"""
    s = f"{x:,.{n}f}"
    return s.replace(",", "§").replace(".", ",").replace("§", ".")


def channel_id(ci: int) -> str:
    base = to_ms(datetime(2024, 9, 17, 8, 13, 27, 411000, tzinfo=timezone.utc))
    return snowflake(base + ci * 3 * 86_400_000 + ci * 7919, 3, 17 + ci)


def thread_id(ci: int, delivery: datetime) -> str:
    """One thread per delivery day, created the day before at ~09:30 UTC."""
    d0 = datetime(delivery.year, delivery.month, delivery.day, tzinfo=timezone.utc) - timedelta(days=1)
    ms = to_ms(d0 + timedelta(hours=9, minutes=30)) + ci * 1301
    return snowflake(ms, 30, 5 + ci)


def ddmm(d: datetime) -> str:
    return f"{d.day:02d}.{d.month:02d}."


def wd(d: datetime) -> str:
    return WD[d.weekday()]


def market(seed: int, day: datetime) -> dict:
    r = random.Random(f"pg-mkt:{seed}:{day.date().isoformat()}")

    def p(base, spread, step=0.05):
        return round(round((base + r.uniform(-spread, spread)) / step) * step, 2)

    return dict(
        de_cal_b=p(84.5, 1.5), de_cal_p=p(96.2, 1.8), de_q1_b=p(98.4, 3), de_jan_b=p(106, 4),
        fr_q1_p=p(121.5, 3), fr_q1_b=p(92.3, 2.5), fr_cal_b=p(68.2, 1.5),
        nord_jan=p(52.3, 2.5), nord_q1=p(48.6, 2.5), nord_dec=p(44.8, 2),
        ttf_jan=p(32.2, 1.2), ttf_q1=p(31.0, 1.0), ttf_sum=p(28.4, 0.8), ttf_win27=p(29.9, 0.8),
        the_q1=p(32.6, 1.0), peg_jan=p(32.9, 1.1),
        eua=p(78.4, 2.0), css=p(4.5, 0.5), cds=p(9.2, 0.8), ftr=p(7.9, 0.8),
        da_base=p(112, 12, 0.01), api2=p(104, 6, 0.05),
    )


# ----------------------------------------------------------------- day builder

class Day:
    def __init__(self, rng, day_start, ci, seed):
        self.rng = rng
        self.day_start = day_start
        self.ci = ci
        self.seed = seed
        self.chan = channel_id(ci)
        self.msgs = []
        self.ops = []
        self.superseded = []  # (msg, old)
        self.removed = []     # snippets
        self.idioms = []      # (msg, idiom, expected)

    # t: seconds since day start
    def add(self, t, who, content="", embeds=None, ref=None, thread=None, cls=None,
            hard=None, attachments=None, idiom=None):
        t = max(1.0, min(t, 86399.0))
        m = dict(t=t, who=who, content=content, embeds=embeds, ref=ref, thread=thread,
                 cls=cls, hard=hard, attachments=attachments, final=content, state="live")
        self.msgs.append(m)
        if idiom:
            self.idioms.append((m, idiom[0], idiom[1]))
        return m

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        return self.add(t, who, content, cls="hard",
                        hard=dict(event_type=etype, facts=list(facts), phrasing=phrasing), **kw)

    def edit(self, m, t, content, old_levels=()):
        self.ops.append(dict(t=t, op="edit", target=m, content=content))
        m["final"] = content
        if m["state"] == "live":
            m["state"] = "edited"
        for o in old_levels:
            self.superseded.append((m, o))

    def delete(self, m, t, snippet):
        self.ops.append(dict(t=t, op="delete", target=m))
        m["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, ms, t, snippets):
        self.ops.append(dict(t=t, op="bulk_delete", targets=ms))
        for m in ms:
            m["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, m, t, by, snippet):
        self.ops.append(dict(t=t, op="forget", target=m, by=by))
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, m, t, by="HT"):
        self.ops.append(dict(t=t, op="pin", target=m, by=by))

    def unpin(self, m, t, by="HT"):
        self.ops.append(dict(t=t, op="unpin", target=m, by=by))

    def react(self, m, t, emoji, by):
        self.ops.append(dict(t=t, op="reaction_add", target=m, emoji=emoji, by=by))

    def unreact(self, m, t, emoji, by):
        self.ops.append(dict(t=t, op="reaction_remove", target=m, emoji=emoji, by=by))

    # ------------------------------------------------------------ finalize
    def finalize(self):
        base_ms = to_ms(self.day_start)
        worker = (self.ci * 7 + 1) % 32
        used = set()
        order = sorted(range(len(self.msgs)), key=lambda i: (self.msgs[i]["t"], i))
        seq = self.rng.randint(0, 900)
        for i in order:
            m = self.msgs[i]
            ms = base_ms + int(m["t"] * 1000)
            while ms in used:
                ms += 1
            used.add(ms)
            m["ms"] = ms
            seq = (seq + 1) & 0xFFF
            m["id"] = snowflake(ms, worker, seq)
        events = []
        for i in order:
            m = self.msgs[i]
            cid = m["thread"] if m["thread"] else self.chan
            a_id, a_name, a_bot = AUTHORS[m["who"]]
            ref = m["ref"]
            if ref is not None:
                assert ref["ms"] < m["ms"], ("reply before its target", m["content"][:60])
            msg = {"id": m["id"], "author_id": a_id, "author_name": a_name, "author_bot": a_bot,
                   "created_at": iso(m["ms"]), "content": m["content"],
                   "attachments": m["attachments"] or [], "embeds": m["embeds"] or [],
                   "reference_id": ref["id"] if ref is not None else None,
                   "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if m["thread"]:
                ev["parent_channel_id"] = self.chan
            ev["message"] = msg
            m["cid"] = cid
            events.append((m["ms"], 0, ev))
        for k, o in enumerate(self.ops):
            ms = base_ms + int(o["t"] * 1000)
            if o["op"] == "bulk_delete":
                tg = o["targets"]
                assert all(x["ms"] < ms for x in tg)
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tg[0]["cid"],
                      "message_ids": [x["id"] for x in tg], "deleted_at": iso(ms)}
            else:
                tg = o["target"]
                assert tg["ms"] < ms, ("op before create", o["op"], tg["content"][:60])
                ev = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": tg["cid"]}
                if o["op"] == "edit":
                    ev.update(message_id=tg["id"], edited_at=iso(ms), content=o["content"])
                elif o["op"] == "delete":
                    ev.update(message_id=tg["id"], deleted_at=iso(ms))
                elif o["op"] == "forget":
                    ev.update(message_id=tg["id"], requested_by=AUTHORS[o["by"]][0], at=iso(ms))
                elif o["op"] in ("pin", "unpin"):
                    ev.update(message_id=tg["id"], by=AUTHORS[o["by"]][0], at=iso(ms))
                else:
                    ev.update(message_id=tg["id"], emoji=o["emoji"], user_id=AUTHORS[o["by"]][0], at=iso(ms))
            events.append((ms, 1 + k, ev))

        hard, noise, near = [], [], []
        for i in order:
            m = self.msgs[i]
            if m["cls"] == "hard":
                h = m["hard"]
                hard.append({"channel_id": m["cid"], "message_id": m["id"],
                             "event_type": h["event_type"], "facts": h["facts"],
                             "phrasing": h["phrasing"], "final_state": m["state"]})
            elif m["cls"] == "noise":
                noise.append(m["id"])
            elif m["cls"] == "near":
                near.append(m["id"])
        sup = [[m["cid"], m["id"], old] for m, old in self.superseded]
        idioms = [{"message_id": m["id"], "idiom": name, "expected": exp} for m, name, exp in self.idioms]
        return events, dict(hard=hard, noise=noise, near=near, sup=sup,
                            removed=list(self.removed), idioms=idioms)


# ----------------------------------------------------------------- text pieces

def csv_ts(day_start, t):
    dt = day_start + timedelta(seconds=t)
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def weather_post(rng, run, day, m):
    days = [day + timedelta(days=k) for k in range(1, 8)]
    lines = [f"🌦 {run} · Δ zum Vorlauf"]

    def sgn(a, b, n=1):
        return f"{'+' if rng.random() < .5 else '−'}{de(rng.uniform(a, b), n)}"
    for area, lo, hi in (("DE", 8, 34), ("FR", 4, 16), ("NL", 2, 9), ("PL", 2, 10), ("Nordic", 6, 18)):
        lines.append(f"{area} Wind (GW, Tagesmittel): " + " | ".join(
            f"{wd(d)} {ddmm(d)} {de(rng.uniform(lo, hi), 1)} ({sgn(0, hi / 8)})" for d in days))
    lines.append("DE Wind D+1 stündlich (GW): " + " ".join(de(rng.uniform(8, 32), 1) for _ in range(24)))
    lines.append("DE PV (GW Peak): " + " | ".join(f"{wd(d)} {de(rng.uniform(3, 12), 1)}" for d in days))
    for area in ("DE", "FR", "Nordic"):
        lines.append(f"{area} Temp (K vs. Norm): " + " | ".join(f"{wd(d)} {sgn(0, 3.5)}" for d in days))
    lines.append("DE Residuallast Peak (GW): " + " | ".join(f"{wd(d)} {de(rng.uniform(38, 62), 1)}" for d in days))
    lines.append("FR Last Peak (GW): " + " | ".join(f"{wd(d)} {de(rng.uniform(68, 86), 1)}" for d in days))
    lines.append(f"Nordic Niederschlag 10T: {de(rng.uniform(2.5, 6.5), 1)} TWh (Norm {de(rng.uniform(4, 5.5), 1)}) · "
                 f"Hydrobilanz {de(-rng.uniform(3, 12), 1)} TWh · Schnee {de(rng.uniform(50, 110), 0)} % Norm")
    lines.append(f"Ensemble-Spread Wind DE D+3..D+7: {de(rng.uniform(3, 9), 1)} GW · Konfidenz {rng.choice(['niedrig', 'mittel', 'mittel', 'hoch'])} · "
                 f"HDD DE 15T {de(rng.uniform(180, 260), 0)} ({sgn(0, 12, 0)} vs. Vorlauf)")
    return "\n".join(lines)


def epex_da_post(rng, deliv, area, base):
    prices = []
    for h in range(24):
        shape = [0.78, 0.74, 0.72, 0.71, 0.73, 0.82, 0.98, 1.12, 1.15, 1.08, 1.0, 0.95,
                 0.93, 0.94, 0.99, 1.06, 1.18, 1.30, 1.27, 1.15, 1.04, 0.96, 0.9, 0.84][h]
        prices.append(base * shape * rng.uniform(0.95, 1.05))
    b = sum(prices) / 24
    pk = sum(prices[8:20]) / 12
    rows = []
    if area in ("DE-LU", "FR"):
        for h in range(0, 24, 2):
            qs = []
            for hh in (h, h + 1):
                for q in range(4):
                    qs.append(f"{hh:02d}:{q * 15:02d} {de(prices[hh] * rng.uniform(0.96, 1.04))}")
            rows.append(" ".join(qs))
        head = "15-min MTU, Viertelstunden"
    else:
        for h in range(0, 24, 6):
            rows.append("  ".join(f"H{h + k + 1:02d} {de(prices[h + k])}" for k in range(6)))
        head = "15-min MTU, Stundenmittel"
    vol = rng.randint(250, 420) if area == "DE-LU" else rng.randint(90, 160)
    return (f"EPEX SPOT Day-Ahead (SDAC, {head}) · {area} · Lieferung {wd(deliv)} {ddmm(deliv)}{deliv.year}\n"
            f"Base {de(b)} €/MWh · Peak {de(pk)} €/MWh · Volumen {de(vol * 1000, 0)} MWh\n" + "\n".join(rows)
            + f"\nmin {de(min(prices))} (H{prices.index(min(prices)) + 1:02d}) · max {de(max(prices))} (H{prices.index(max(prices)) + 1:02d}) · Status: final"), b


def epex_ida_post(rng, name, deliv, base):
    qhs = []
    for k in range(32):
        h = rng.randint(12, 23) if name == "IDA3" else rng.randint(0, 23)
        q = rng.choice([0, 15, 30, 45])
        qhs.append(f"QH {h:02d}:{q:02d} {de(base * rng.uniform(0.7, 1.35))}")
    return (f"EPEX {name} (Intraday-Auktion) · DE-LU · Lieferung {wd(deliv)} {ddmm(deliv)}\n"
            f"Base {de(base * rng.uniform(0.92, 1.06))} · Peak {de(base * rng.uniform(1.05, 1.2))} · Volumen {de(rng.randint(9000, 21000), 0)} MWh\n"
            "Auszug: " + " | ".join(sorted(qhs)) + "\nFR: Base " + de(base * rng.uniform(0.8, 1.0)) + " · NL: Base " + de(base * rng.uniform(0.95, 1.1)))


def umm_embed(title, desc, fields, footer):
    return {"title": title, "description": desc, "author": "UMM-Watch (REMIT)",
            "fields": [{"name": k, "value": v, "inline": True} for k, v in fields], "footer": footer}


DEAL_EXTRA = [("Lieferort", "Regelzone/Hub gem. Produkt"), ("Handelszeit", "siehe Audit-Trail"),
              ("Clearing", "ECC / bilateral gem. EFET"), ("Gebühren", "Exchange + Clearing gem. Preisblatt"),
              ("REMIT", "ACER-Meldung über RRM eingereicht")]


def etrm_embed(title, fields, footer, desc=None, extra=None):
    if extra is None:
        extra = any(k in title for k in ("Order", "Ausführung", "Deal erfasst", "Trade Confirmation"))
    if extra:
        fields = list(fields) + DEAL_EXTRA
    e = {"title": title, "author": "Endur ETRM",
         "fields": [{"name": k, "value": v, "inline": True} for k, v in fields], "footer": footer}
    if desc:
        e["description"] = desc
    return e


OTHER_UMMS = [
    ("Irsching 5", "DE-LU", "Uniper", 847, "Gas (GuD)", "planned"),
    ("Scholven C", "DE-LU", "Uniper", 345, "Kohle", "unplanned"),
    ("Heyden 4", "DE-LU", "Uniper", 875, "Kohle", "unplanned"),
    ("Gravelines 4", "FR", "EDF", 910, "Kernkraft", "planned"),
    ("Paluel 2", "FR", "EDF", 1330, "Kernkraft", "unplanned"),
    ("Ringhals 4", "SE3", "Vattenfall", 1130, "Kernkraft", "unplanned"),
    ("Eemshaven A", "NL", "RWE", 780, "Kohle/Biomasse", "planned"),
    ("Lingen GuD", "DE-LU", "RWE", 876, "Gas (GuD)", "unplanned"),
    ("Grohnde Netz 380 kV", "DE-LU", "TenneT", 0, "Netz", "planned"),
]


# ----------------------------------------------------------------- chat pools

def E(kind, fn, who=None, after=None, before=None, pair=None, who2=None):
    return dict(kind=kind, fn=fn, who=who, after=after, before=before, pair=pair, who2=who2)


def chat_pool(m):
    """Conversation without decisions: entries made with E()."""
    P = [
        E("day", lambda r: f"Cal-27 Base klebt bei {de(m['de_cal_b'] + r.choice([-.1, 0, .05, .1]))}, kaum Volumen auf T7"),
        E("day", lambda r: f"TTF Jan wieder {de(m['ttf_jan'] + r.uniform(-.3, .3))}, Gas führt heute klar"),
        E("day", lambda r: f"EUA Dec-26 bei {de(m['eua'] + r.uniform(-.5, .5))} €/t, Carbon bewegt sich kaum vor der Auktion"),
        E("day", lambda r: "Wind für Sonntag nochmal hoch, ECMWF sieht da 30+ GW. Montag dann Flaute?"),
        E("day", lambda r: f"FR/DE Peak-Spread Q1 jetzt bei {de(m['fr_q1_p'] - m['de_cal_p'] - r.uniform(0, 3))} €/MWh, geht weiter auseinander"),
        E("day", lambda r: "hat jemand den Montel-Artikel zur EDF-Verfügbarkeit gelesen? klingt nach mehr Revisionen im Februar", after=6.2),
        E("day", lambda r: f"Speicher DE bei {de(r.uniform(71, 84), 1)} %, Ausspeicherung gestern {de(r.uniform(1.1, 2.4), 2)} TWh"),
        E("day", lambda r: "Norwegen-Nominierungen für morgen leicht runter, Kollsnes noch nicht voll zurück", after=9.5),
        E("day", lambda r: f"Residuallast morgen Peak ~{de(r.uniform(48, 60), 1)} GW, das ist ordentlich für Dezember"),
        E("day", lambda r: "Spot FR morgen teurer als DE – bei dem Wind in Nordfrankreich? komisch"),
        E("day", lambda r: f"Clean Spark Cal-27 bei {de(m['css'] + r.uniform(-.2, .2))}, bewegt sich null"),
        E("day", lambda r: f"Dark Spread weiter im Plus ({de(m['cds'])}), API2 schwach bei {de(m['api2'])} $/t"),
        E("day", lambda r: f"Nordic System Q1-27 bei {de(m['nord_q1'])}, Hydro-Defizit wird langsam kleiner"),
        E("day", lambda r: "kann jemand mal T7 checken? bei mir friert das Orderbuch kurz ein", pair=lambda r: "läuft wieder bei mir, war wohl die Session"),
        E("day", lambda r: "Terminmarkt extrem ruhig, alle warten auf die AGSI-Zahlen"),
        E("day", lambda r: f"PEG Jan über TTF um {de(m['peg_jan'] - m['ttf_jan'])}, LNG-Sendout Frankreich runter"),
        E("day", lambda r: f"THE-Prämie auf TTF Q1 bei {de(m['the_q1'] - m['ttf_q1'])} €/MWh, war letzte Woche enger"),
        E("day", lambda r: "anyone else seeing lag on the ICE Endex screen? bids jumping around"),
        E("day", lambda r: "spreads look tired today, nobody wants to touch Q2"),
        E("day", lambda r: "EEX zeigt Cal-27 Peak nur Bid, Ask fehlt seit 10 Minuten"),
        E("day", lambda r: f"Solar morgen bei {de(r.uniform(5, 11), 1)} GW Peak laut ICON, das ist fast nix"),
        E("day", lambda r: "Kaffee? ich geh runter"),
        E("day", lambda r: "bin 20 min im Call mit Risk, ping mich bei was Dringendem", who=("TR", "GAS", "HT")),
        E("day", lambda r: "die Kurve hinter Q1 ist komplett illiquide heute"),
        E("day", lambda r: f"Temp-Anomalie FR nächste Woche {de(-r.uniform(1, 3), 1)} K, das sieht man im Peak"),
        E("day", lambda r: "Montel schreibt, die Bundesnetzagentur will die Netzreserve-Liste früher veröffentlichen"),
        E("day", lambda r: "France Q1 baseload offers pulled on Trayport, interesting"),
        E("day", lambda r: "Brent nachgebend, aber Gas interessiert das heute kaum"),
        E("day", lambda r: "heute Nachmittag kommt noch die ENTSOG-Kapazitätsmeldung, nicht vergessen", before=13.0),
        E("day", lambda r: "Lena, hast du die Flamanville-Historie seit der Inbetriebnahme irgendwo als Tabelle?", who=("AN", "GAS", "HT"), after=6.3, pair=lambda r: "ja, liegt im Sharepoint unter Fundamentals/FR/Nuklear", who2=("TR",)),
        E("day", lambda r: f"Cal-28 Base wieder {de(m['de_cal_b'] - r.uniform(4, 7))}, Backwardation bleibt"),
        E("day", lambda r: f"TTF Sum-27/Win-27 Spread bei {de(m['ttf_win27'] - m['ttf_sum'])}, Einspeicherung lohnt sich kaum"),
        E("day", lambda r: "wer macht morgen die Frühschicht auf Intraday? Sven ist krank gemeldet ab Sonntag", who=("HT",), pair=lambda r: "ich kann Samstag, Sonntag eher nicht", who2=("TR", "GAS")),
        E("day", lambda r: "the Nordics are trading like a different planet today"),
        E("day", lambda r: f"SE3 Spot morgen {de(r.uniform(60, 120))}, Finnland wieder teurer"),
        E("day", lambda r: "EEX hat die Margin-Parameter für Q1 erhöht, Rundschreiben kam grad"),
        E("day", lambda r: "Clearing-Call heute Abend höher, Treasury ist informiert"),
        E("day", lambda r: "Polen importiert wieder ordentlich, DE-PL Flow am Limit"),
        E("day", lambda r: "Day-Ahead CH über DE, Hydro in den Alpen wird geschont"),
        E("day", lambda r: "Frage an alle: nutzt noch jemand das alte Kurven-Sheet? sonst lösch ich den Link", who=("AN",), pair=lambda r: "nö, weg damit", who2=("TR", "GAS", "HT")),
        E("day", lambda r: f"Kohle API2 Cal-27 {de(m['api2'])} $/t, EUR/USD hilft auch nicht"),
        E("day", lambda r: "Hab mal die Merit Order für Januar neu gerechnet, GuD-Fuel-Switch liegt jetzt tiefer als im Oktober. Details kommen in der Note.", who=("AN",)),
        E("day", lambda r: "CWE-Flussbasierte Domains heute eng, FR-Export gedeckelt"),
        E("day", lambda r: "Interessant: Belgien zieht morgen Abend fast 3 GW aus FR"),
        E("day", lambda r: "mein Bauchgefühl sagt, der Markt unterschätzt den Januar, aber Bauchgefühl ist kein Signal 😄"),
        E("day", lambda r: "Sitzung um 14:00 wegen Jahresplanung 2027 – Raum Rhein, nicht Ruhr", before=12.8, who=("HT", "TR")),
        E("dayL", lambda r: f"Mal zur Einordnung vom Flamanville-Thema: der EPR war seit Inbetriebnahme öfter draußen als drin, das kennt der Markt. Was mich mehr stört, ist dass der Februar bei Kälte sowieso eng ist und CWE-Importe dann gedeckelt werden. Q1 Peak {de(m['fr_q1_p'])} ist meiner Meinung nach nicht übertrieben, aber auch nicht billig.", after=6.3),
        E("dayL", lambda r: f"Zum Gas: die Norwegen-Flüsse sind ok, aber LNG kommt langsamer als im Oktober, die Asien-Prämie zieht Ladungen ab. JKM-TTF liegt bei {de(r.uniform(0.8, 2.4))} $/MMBtu. Solange das so bleibt, hat TTF Jan unten eine Stütze bei ~{de(m['ttf_jan'] - 1.5)}.", who=("GAS", "AN")),
        E("dayL", lambda r: f"Die Clean-Spark-Kurve ist interessant: Cal-27 {de(m['css'])}, Cal-28 deutlich tiefer. Das heißt der Markt glaubt, dass Gas-Kraftwerke 2028 aus dem Geld gedrückt werden – Kohleausstieg hin oder her. Würde gern mal sehen, wie das in der Merit Order aussieht, wenn der Netzausbau kommt."),
        E("dayL", lambda r: "T7 hat heute schon zweimal kurz gehangen. EEX-Member-Support sagt, das liegt an einem Release am Wochenende, Ticket ist offen. Wenn's nochmal passiert, bitte mit Uhrzeit hier posten, dann hängen wir das an."),
        E("dayL", lambda r: f"Kurzer Blick auf die Schweiz: Speicherseen bei {de(r.uniform(55, 75), 0)} %, Swissgrid meldet mehr Export nach Italien. Das nimmt im Süden etwas Druck raus, spielt für DE Base aber kaum eine Rolle."),
        E("dayL", lambda r: f"Ich hab die AGSI-Zahlen von gestern nachgerechnet: Ausspeicherung DE {de(r.uniform(1.2, 2.4), 2)} TWh/d, das sind {de(r.uniform(8, 25), 0)} % über dem 5-Jahres-Schnitt für Anfang Dezember. Bei dem Tempo sind wir Ende Februar bei etwa {de(r.uniform(35, 48), 0)} % – unangenehm, aber nicht kritisch.", who=("AN", "GAS")),
        E("dayL", lambda r: f"Nordic ist komisch heute: System Q1 {de(m['nord_q1'])}, aber SE3 und FI laufen völlig auseinander. Die Area-Differenzen (EPADs) sind fast illiquide, Spreads von 3 €/MWh zwischen Bid und Ask. Da will man nicht mit Größe rein."),
        E("dayL", lambda r: f"EUA-Kurve: Dec-26 {de(m['eua'])}, Dec-27 mit ca. {de(r.uniform(2.0, 3.2))} Carry drüber. Das ist im Rahmen der Zinsen, keine Anomalie. Die Volatilität ist seit der MSR-Debatte aber spürbar höher."),
        E("dayL", lambda r: "Ganz allgemein: die Liquidität auf EEX in Q2/Q3-27 ist erbärmlich. Wer da was machen will, muss OTC über Broker gehen. Trayport zeigt teilweise nur eine Seite."),
        E("dayL", lambda r: f"Für die Jahresplanung: Hedge-Quote der Erzeugungsseite für 2027 liegt laut Asset-Desk bei {r.randint(62, 78)} %, die wollen bis Ende Januar auf 80 %. Das ist Nachfrage auf der Verkaufsseite Cal-27, die wir im Kopf haben sollten. Kein Auftrag an uns, nur Info aus der Runde.", who=("HT", "TR")),
        E("dayL", lambda r: "Das Sharepoint mit den Fundamentals ist wieder langsam, IT sagt Wartungsfenster bis 13 Uhr. Wer die Kurven braucht: lokale Kopie vom Morgen liegt auf dem Laufwerk.", before=12.5),
        E("dayL", lambda r: f"Peak/Base-Verhältnis DE Cal-27 bei {de(m['de_cal_p'] / m['de_cal_b'], 3)}. Historisch eher niedrig, PV frisst die Mittagsspitze. Im Winter-Quartal sieht's natürlich anders aus."),
        E("dayL", lambda r: f"Zur Info aus dem Netzbetreiber-Call: TenneT rechnet mit mehr Redispatch im Januar, Nord-Süd-Leitungen bleiben das Nadelöhr. Für den Spot heißt das: mehr negative Preise nachts bei Starkwind, Peak im Süden stabil.", who=("TR", "HT")),
        E("dayL", lambda r: "kann jemand mit Endur-Rechten mal schauen, warum die MtM-Sicht für die FTRs leer ist? Bei mir zeigt's nur N/A seit dem Update", pair=lambda r: "ist bekannt, Ticket ETRM-2291 – Settlement-Preise von JAO kommen erst morgen wieder automatisch rein", who2=("HT", "TR")),
        E("dayL", lambda r: f"Kohle ist der vergessene Treiber: API2 Cal-27 {de(m['api2'])} $/t, damit liegt der Clean Dark bei {de(m['cds'])}. Solange das positiv bleibt, laufen die Blöcke im Winter durch, egal was der Gaspreis macht."),
        E("dayL", lambda r: "Weiß jemand, ob die BNetzA die Festlegung zu den 15-Minuten-Bilanzkreisen nochmal verschiebt? Unser Scheduling-Team fragt, für die Algo-Logik ist das relevant."),
        E("dayL", lambda r: f"Residuallast-Modell vs. Preis in den letzten 10 Tagen: R² {de(r.uniform(0.6, 0.85))}, Ausreißer sind die Tage mit Nebel. Das Modell unterschätzt die Peaks um ca. {de(r.uniform(5, 15), 0)} €/MWh. Werde das in der nächsten Version mit PV-Nowcast korrigieren.", who=("AN",)),
        E("dayL", lambda r: "English for the Oslo guys: we're keeping the Nordic chat in here for now, #nordic-intraday stays for the pure intraday stuff. Ping Jörg if you need access to the ETRM dashboards.", who=("HT",)),
        E("dayL", lambda r: f"Anekdote vom Broker-Lunch: die meisten Stadtwerke sind für 2027 schon weitgehend eingedeckt, die Industriekunden kaufen erst jetzt, und zwar Base. Würde zumindest erklären, warum Cal-27 Peak relativ schwächer ist.", who=("TR", "GAS")),
        E("dayL", lambda r: f"Die DE-FR Kapazität für Januar ist wieder knapp, JAO-Preise bei etwa {de(m['ftr'])} €/MWh. Die Leute preisen den Kälte-Spread ein. Mal schauen, was die Auktion sagt."),
        E("dayL", lambda r: "Reminder: Montag 9:00 Quartalsreview mit Risk, bitte eure Positionskommentare bis Freitag ins Template. Jörg sammelt.", who=("TR", "AN", "GAS")),
        E("late", lambda r: f"Intraday-Zusammenfassung bisher: Algo hat {r.randint(12, 40)} Orders, {r.randint(5, 20)} Fills, Rejects nur wegen Preisband. Das Buch für morgen ist dünn, die QHs um 08:00 und 17:00 sind am teuersten. Die Prognose-Abweichung Wind liegt bei {de(r.uniform(0.3, 1.5), 1)} GW."),
        E("late", lambda r: "TSO hat gerade die Regelenergie-Abrufe hochgesetzt, aFRR positiv. Für uns im Bilanzkreis ist alles im Rahmen, ich halte die Augen offen."),
        E("night", lambda r: f"Nachtstatus: Intraday-Netto {r.randint(0, 20)} MW, keine offenen Orders außer dem Algo. Wind liegt auf Prognose, PV morgen wie erwartet. Wenn nichts passiert, schreib ich um 6 die Übergabe."),
        E("dayL", lambda r: f"Zum Thema Flexibilität: die Batteriespeicher in DE sind jetzt bei ~{de(r.uniform(2.5, 4.0), 1)} GW installiert, das glättet die QH-Spitzen am Abend spürbar. Die Intraday-Spreads zwischen 17:00 und 18:15 sind im Schnitt {de(r.uniform(10, 25), 0)} % enger als vor einem Jahr. Für den Algo heißt das weniger Edge pro Trade, aber mehr Trades."),
        E("dayL", lambda r: f"Hab mir die Gebotskurven von gestern angeschaut: auf der Verkaufsseite stehen ab 150 €/MWh deutlich mehr Volumen als noch im November, vermutlich Speicher und flexible Industrie. Der Peak-Preis wird dadurch gedeckelt, solange keine Dunkelflaute kommt.", who=("TR", "AN")),
        E("dayL", lambda r: f"Gasseitig beobachte ich die Entry-Kapazitäten an Emden/Dornum: Gassco nominiert {de(r.uniform(110, 140), 0)} mcm/d Richtung DE, das ist im normalen Band. Die THE-Konvertierung läuft ohne Auffälligkeiten, die Regelenergie-Umlage bleibt niedrig.", who=("GAS",)),
        E("dayL", lambda r: f"Generelle Marktstimmung aus drei Broker-Gesprächen heute: alle sehen den Januar fest, keiner will short sein, aber auch keiner kauft Größe. Klassische Seitwärtsphase vor den Feiertagen. Volumen EEX Phelix-DE Futures gestern {de(r.uniform(35, 80), 0)} TWh, unter Schnitt."),
        E("dayL", lambda r: "IT-Info: ab 18:00 wird das VPN-Zertifikat getauscht, wer remote auf Intraday sitzt, bitte vorher einmal neu einloggen. Die Algo-Server sind nicht betroffen, die hängen im Rechenzentrum direkt.", before=16.8),
        E("dayL", lambda r: f"Zur Korrelation DE Base / TTF Front: 30-Tage rollierend {de(r.uniform(0.55, 0.85))}, vor einem Monat noch {de(r.uniform(0.4, 0.7))}. Gas ist wieder preissetzend, Wind und Solar spielen im Dezember einfach keine Rolle. Das sollte man bei den Spreads im Kopf haben."),
        E("dayL", lambda r: f"Die Franzosen haben die Regel zum Erhöhungsmechanismus ARENH-Nachfolge immer noch nicht final, CRE verschiebt die Konsultation. Für FR Cal-27 Base {de(m['fr_cal_b'])} ist das ein Dauer-Unsicherheitsfaktor, deshalb bleibt die Kurve so flach."),
        E("dayL", lambda r: f"Spaßfakt: der Dezember-Rekord für negative Preise in DE liegt bei {r.randint(28, 44)} Stunden. Wenn der Wind am Wochenende so kommt wie im ECMWF, könnten wir da nah rankommen."),
        E("dayL", lambda r: f"Schnelle Rechnung Fuel-Switch: bei EUA {de(m['eua'])} und API2 {de(m['api2'])} $/t liegt der Switch-Punkt für ein 58%-GuD gegen ein 40%-Steinkohlekraftwerk bei ca. {de(m['ttf_q1'] - r.uniform(1, 3))} €/MWh TTF. Wir sind knapp drüber, Kohle bleibt vor Gas.", who=("AN", "GAS")),
        E("dayL", lambda r: "Wer morgen im Büro ist: um 10 kommt jemand von der EEX für die Schulung zum neuen Spread-Orderbuch. 45 Minuten, Besprechungsraum Rhein, Kaffee gibt's."),
        E("dayL", lambda r: f"Ich würde gern mal die Bilanzkreis-Abweichungen der letzten Woche durchgehen – wir hatten zweimal über 30 MWh Abweichung in einer QH, beide Male bei Nebel. Der PV-Nowcast vom Dienstleister hinkt dann {r.randint(20, 45)} Minuten hinterher. Vielleicht lohnt sich ein zweiter Anbieter.", who=("TR", "HT")),
        E("dayL", lambda r: f"Zum JAO-Thema: die Langfrist-Rechte DE→FR sind seit Oktober jeden Monat teurer geworden, Dezember {de(m['ftr'] - 0.6)}, Januar vermutlich um {de(m['ftr'])}. Der Spot-Spread DE/FR lag im November im Schnitt bei {de(r.uniform(6, 14))} €/MWh, also ist das grob fair bepreist.", who=("TR", "AN")),
        E("dayL", lambda r: "Wer hat eigentlich die Rechte für den neuen Montel-Zugang? Ich komm nur auf die Headlines, die Analysen sind gesperrt. Bitte nicht das Passwort hier posten, einfach per DM."),
        E("dayL", lambda r: f"Peakload FR ist ein anderes Tier als Base: Q1-27 Peak {de(m['fr_q1_p'])} vs. Base {de(m['fr_q1_b'])}, das ist ein Peak/Base-Faktor von {de(m['fr_q1_p'] / m['fr_q1_b'], 2)}. In kalten Wintern liegen die Abendstunden schnell beim Doppelten des Base, deshalb ist das Ding so volatil."),
        E("dayL", lambda r: f"Mal was Positives: die Datenqualität der EEX-Transparenzplattform ist deutlich besser seit dem Update, die UMM-Zeitstempel stimmen jetzt auf die Minute. Unser UMM-Watch hatte heute Nacht nur {r.randint(0, 2)} Dubletten.", who=("AN", "TR")),
        E("dayL", lambda r: f"Hinweis fürs Wochenende: Sa/So sind Intraday-Schichten doppelt besetzt, weil der Wind so stark wird. Tobias und Sven teilen sich das, Bereitschaft Jörg. Bitte Handys an.", who=("TR",)),
        E("dayL", lambda r: f"Nordic Area-Spreads (EPADs) SE3 Q1-27 bei {de(r.uniform(4, 12))} €/MWh über System. Das ist viel angesichts der Nuklearlage, aber der Transport SE3→SE4 ist eben der Engpass. Spannend für später, gerade nichts, was wir anfassen."),
        E("dayL", lambda r: f"Zur Einordnung der Gas-VaR-Geschichte heute: der Troll-Spike hat die Szenarien mit Gas-Schocks stärker gewichtet, das historische Fenster enthält 2022 – deshalb springt das VaR so schnell. Das ist keine neue Risikoposition, sondern Methodik.", after=10.2, who=("HT", "GAS", "AN")),
        E("dayL", lambda r: f"Kleine Rückschau auf den November, weil Risk danach gefragt hat: der Desk hat im Power-Buch vor allem mit dem DE-Base-Long verdient, FR war neutral, Gas leicht negativ wegen der Troll-Geschichte Mitte des Monats. Die Spreads (CSS/CDS) haben sich seitwärts bewegt. Die Zahlen kommen offiziell im Monatsreport, das hier ist nur meine Erinnerung, also bitte nicht zitieren.", who=("TR", "HT")),
        E("dayL", lambda r: f"Wer verstehen will, warum Cal-27 Peak relativ zu Base so schwach ist: die PV-Zubauprognose für 2027 liegt bei {r.randint(15, 22)} GW, das frisst die Mittagsstunden im Sommer komplett auf. Gleichzeitig werden die Abendstunden nicht teurer genug, weil Batteriespeicher die Rampe glätten. Ergebnis: Peak-Prämie schrumpft, und zwar strukturell."),
        E("dayL", lambda r: f"Für die Neuen im Channel: H18 heißt bei uns immer die Lieferstunde 17:00–18:00 Ortszeit, QH 18:15 die Viertelstunde 18:15–18:30. Die Threads 'Lieferung TT.MM.' sind für alles, was genau diesen Liefertag betrifft – DA-Gebote, IDA, Intraday. Terminmarkt bleibt im Hauptchannel.", who=("HT",)),
        E("dayL", lambda r: f"Meine Notizen aus dem Call mit dem Wetterdienst: die Stratosphäre sieht nach einem möglichen Polarwirbel-Split Anfang Januar aus, Wahrscheinlichkeit {r.randint(20, 40)} %. Falls das kommt, wäre die zweite Januarhälfte kalt und windarm in Mitteleuropa. Das ist aber noch sehr unsicher, die Modelle springen.", who=("AN",)),
        E("dayL", lambda r: f"Zur EEX-Margin: die Initial Margin für DE Base Cal-27 liegt jetzt bei {de(r.uniform(9, 14))} €/MWh, für FR Peak Q1 bei {de(r.uniform(25, 40))} €/MWh. Treasury möchte bis Freitag eine Schätzung der Margin-Calls für Januar, falls die Vola hoch bleibt. Ich bau das Sheet heute Nachmittag.", who=("AN", "TR")),
        E("late", lambda r: f"Continuous für morgen: H08 bei {de(r.uniform(120, 150))}, H18 bei {de(r.uniform(130, 165))}, dazwischen ziemlich flach. Die Orderbücher sind auf beiden Seiten nur ein paar MW tief, größere Orders würden sofort 3–4 € bewegen. Der Algo macht kleine Stücke, das passt so."),
        E("late", lambda r: f"Info: der Prognosedienstleister hat das 18-Uhr-Update um 20 Minuten verschoben, Server-Problem bei denen. Bis dahin arbeiten wir mit dem 12z-Stand. Windabweichung aktuell {de(r.uniform(0.2, 1.8), 1)} GW."),
        E("late", lambda r: f"Der reBAP der letzten Viertelstunden schwankt heftig, zwischen {r.randint(40, 90)} und {r.randint(150, 320)} €/MWh. Unser Bilanzkreis ist nahe null, also keine Kosten, aber wer da offen war, hat gelitten."),
        E("night", lambda r: f"Kurzer Zwischenstand Nacht: alles ruhig, Wind leicht über Prognose, die frühen QHs für morgen laufen bei {de(r.uniform(60, 95))} im Continuous. Algo hat ein paar kleine Fills, sonst nichts.", after=0.0),
        E("late", lambda r: f"Abendspitze heute: H18 im Continuous zuletzt {de(r.uniform(130, 170))}, QH 17:45 war die teuerste Viertelstunde. Die Batterien haben die Rampe ab 18:30 deutlich geglättet."),
        E("late", lambda r: "Netzbetreiber meldet Redispatch in Nord-Süd-Richtung für den späten Abend, betrifft uns nicht direkt."),
        E("late", lambda r: f"Dienstleister-Update 19:00 ist da: Wind morgen früh {de(r.uniform(0.5, 2.5), 1)} GW höher als im Mittagslauf, PV unverändert."),
        E("late", lambda r: "Kurzer Check Bilanzkreis: alle Fahrpläne für morgen bestätigt, keine Mismatches mit dem ÜNB."),
        E("late", lambda r: "NL und BE laufen heute Abend deutlich über DE, Kuppelleitungen voll ausgelastet."),
        E("late", lambda r: f"M7 hatte eben 30 s Latenz, Orders kamen aber alle durch. Ticket an EPEX-Support ist raus."),
        E("late", lambda r: "Ich geh kurz was essen, Algo läuft, Handy ist an."),
        E("late", lambda r: f"Die QHs um 21:00 fallen gerade, {de(r.uniform(70, 95))} im Continuous. Wind zieht an."),
        E("night", lambda r: "Übergabe von Tobias gelesen, alles klar. Ich bin bis 6 da."),
        E("night", lambda r: f"Wind nachts stärker als gedacht, QHs um 03:00 im Continuous bei {de(r.uniform(40, 70))}."),
        E("night", lambda r: "Frühe QHs für morgen sind dünn, Algo handelt nur kleine Stücke."),
        E("night", lambda r: "Kurzer Blick auf die Nordics: SE3 und SE4 wieder gekoppelt."),
        E("late", lambda r: "Intraday heute Abend ziemlich zappelig, QHs um 17:00 springen"),
        E("late", lambda r: f"H18 morgen im Continuous bei {de(r.uniform(125, 150))}, dünnes Buch"),
        E("late", lambda r: "Regelenergie-Preise aBRP wieder hoch, Abweichungen vermeiden heute"),
        E("late", lambda r: "Algo läuft sauber, Latenz unauffällig, Fill-Quote ok"),
        E("late", lambda r: "Prognose-Update vom Dienstleister kommt 19:00, dann schau ich nochmal drüber"),
        E("late", lambda r: "reBAP der letzten Stunde bei 180, autsch für wen auch immer"),
        E("late", lambda r: "Wind kommt früher rein als im 12z, QHs am späten Abend weich"),
        E("night", lambda r: "Nacht ruhig, Algo macht sein Ding"),
        E("night", lambda r: "IDA2 durch, nix Besonderes"),
        E("night", lambda r: "SE3/DK1 entkoppelt gerade, Flows drehen"),
        E("night", lambda r: "PV-Nowcast für morgen früh leicht runter, Nebel im Süden"),
        E("night", lambda r: "T7 kurz weg gewesen, jetzt wieder da"),
        E("night", lambda r: "Kaffee Nr. 4. Die Nacht zieht sich."),
    ]
    return P


ACKS = ["ok", "thx", "danke", "👍", "🙏", "jo", "merci", "top", "gesehen", "ack", "cool danke", "👀"]


def hour_weights(kind):
    if kind == "day":
        return [0, 0, 0, 0, 0, 1, 6, 10, 10, 8, 7, 8, 5, 5, 7, 7, 6, 3, 1, 0, 0, 0, 0, 0]
    if kind == "late":
        return [0] * 14 + [3, 5, 6, 7, 6, 5, 4, 3, 2, 1]
    return [3, 3, 2, 2, 2, 1] + [0] * 16 + [1, 2]


def pick_time(rng, kind):
    w = hour_weights(kind)
    h = rng.choices(range(24), weights=w)[0]
    return h * 3600 + rng.uniform(0, 3599)


# ----------------------------------------------------------------- the day

def build_day(seed, day_start, ci, rng):
    D = Day(rng, day_start, ci, seed)
    m = market(seed, day_start)
    today = day_start
    tomorrow = day_start + timedelta(days=1)
    thr_today = thread_id(ci, today)
    thr_tom = thread_id(ci, tomorrow)
    U = lambda h, mi=0, s=0: h * 3600 + mi * 60 + s  # noqa: E731
    J = lambda lo, hi: rng.uniform(lo, hi)  # noqa: E731

    # --- book (positions) of the day
    pos = dict(
        de_cal=rng.choice([20, 25, 30]), fr_pk=rng.choice([10, 15, 20]), ttf_jan=rng.choice([25, 30, 40]),
        css=rng.choice([10, 15]), eua=rng.choice([15, 20, 25]), nord_dec=rng.choice([5, 10]), nord_jan=5,
    )
    css_entry = round(m["css"] - rng.uniform(0.9, 1.3), 2)
    fr_entry = round(m["fr_q1_p"] + rng.uniform(-2.5, 1.0), 2)

    # target hard events for this channel-day; optional blocks fill up to it
    target_hard = rng.randint(36, 44)
    CORE = 33
    blocks = {"a": 1, "b": 1, "c": 3, "d": 1, "e": 1, "f": 1, "g": 1, "h": 1, "i": 1,
              "j": 1, "k": 1, "l": 1, "m": 1, "n": 2, "o": 1, "p": 1}
    keys = list(blocks)
    rng.shuffle(keys)
    on, tot = set(), CORE
    for k in keys:
        if tot + blocks[k] <= target_hard:
            on.add(k)
            tot += blocks[k]

    # ================================================================ NIGHT (00-06 UTC)
    # algo heartbeats every hour (noise), a duplicate burst gets bulk-deleted
    hb_msgs = []
    for h in range(24):
        if 6 <= h <= 20 and h % 2 == 0:   # daytime: algo stats blocks replace the heartbeat
            continue
        t = U(h, 0, 4) + J(0, 20)
        lat = rng.randint(21, 77)
        hb_msgs.append(D.add(t, "ALGO", f"{csv_ts(day_start, t)};HB;EPEX;-;-;0;-;-;ALIVE;lat_ms={lat} q={rng.randint(0, 3)}", cls="noise"))
    D.idioms.append((hb_msgs[3], "semicolon CSV heartbeat line from algo", "not_hard"))
    dup_t = U(2, 0, 9) + J(20, 40)
    dups = []
    for k in range(3):
        sq = rng.randint(80000, 99999) * 10 + k
        tt = dup_t + k * 0.4
        dups.append(D.add(tt, "ALGO", f"{csv_ts(day_start, tt)};HB;EPEX;-;-;0;-;-;ALIVE;dup-seq={sq}", cls="noise"))
    D.bulk_delete(dups, dup_t + J(200, 500), [d["content"].split(";")[-1] for d in dups])
    D.add(dup_t + J(520, 700), "NS", "hab die doppelten HB-Zeilen vom Algo weggeräumt, Reconnect-Bug wieder", cls=None)

    # IDA2 from yesterday evening for today (noise) — and tonight's for tomorrow
    D.add(U(21, 16) + J(0, 120), "EPEX", epex_ida_post(rng, "IDA2", tomorrow, m["da_base"]), cls="noise")

    # overnight algo on today's delivery thread (block n)
    if "n" in on:
        t = U(1, 42) + J(0, 600)
        oid = f"A7-{rng.randint(33700, 33760)}"
        px = de(m["da_base"] * rng.uniform(0.72, 0.8))
        qh = f"DE QH 07:{rng.choice(['00', '15', '30', '45'])} {ddmm(today)}"
        D.hard(t, "ALGO", f"{csv_ts(day_start, t)};ID_SHAPE;EPEX;{qh};SELL;5;{px};{oid};ACK;working",
               "trade_confirmation", [qh, "SELL", oid, "ACK"], "structured", thread=thr_today)
        t2 = t + J(120, 900)
        D.hard(t2, "ALGO", f"{csv_ts(day_start, t2)};ID_SHAPE;EPEX;{qh};SELL;5;{px};{oid};FILLED;avg={px}",
               "trade_fill", [qh, "SELL", oid, px], "structured", thread=thr_today,
               idiom=("semicolon CSV algo fill with product name containing spaces", "trade_fill"))

    # stack trace + reconnect (noise)
    t = U(3, 11) + J(0, 900)
    D.add(t, "ETRM", "```\nTraceback (most recent call last):\n  File \"/opt/etrm-bridge/dropcopy/t7.py\", line 214, in _on_exec_report\n"
                     "    rpt = self._decode(frame)\n  File \"/opt/etrm-bridge/dropcopy/t7.py\", line 388, in _decode\n"
                     "    raise FrameError(f\"bad seqno {seq} expected {self._next}\")\n"
                     f"dropcopy.errors.FrameError: bad seqno {rng.randint(880000, 889999)} expected {rng.randint(870000, 879999)}\n"
                     "During handling of the above exception, another exception occurred:\n"
                     "  File \"/opt/etrm-bridge/dropcopy/session.py\", line 97, in run\n"
                     "ConnectionResetError: [Errno 104] Connection reset by peer\n```", cls="noise")
    D.add(t + J(30, 90), "ETRM", f"EEX T7 drop-copy reconnected · gap-fill {rng.randint(0, 4)} msgs · session DCP-{rng.randint(10, 99)} ok", cls="noise")

    # weather runs (noise)
    for run, hh, mm in [("GFS 00z", 3, 38), ("ECMWF HRES 00z", 6, 44), ("ECMWF ENS 00z", 7, 46),
                        ("GFS 06z", 9, 37), ("ECMWF HRES 06z", 12, 41), ("GFS 12z", 15, 36),
                        ("ECMWF HRES 12z", 18, 47), ("GFS 18z", 21, 39)]:
        wm = D.add(U(hh, mm) + J(0, 240), "WX", weather_post(rng, f"{run} ({ddmm(today)})", today, m), cls="noise")
        if run == "ECMWF HRES 00z":
            D.idioms.append((wm, "weather model run update with many numbers", "not_hard"))

    # UMMs not in book (near-miss: look like held-position news)
    others = rng.sample(OTHER_UMMS, 5)
    umm_times = [U(1, 12), U(4, 48), U(8, 27), U(13, 5), U(19, 50)]
    irsching_msg = None
    for (name, area, owner, cap, fuel, typ), tt in zip(others, umm_times):
        tt += J(0, 900)
        start = today + timedelta(days=rng.randint(5, 40))
        dur = rng.randint(2, 20)
        un = cap if cap else rng.randint(800, 2000)
        e = umm_embed(f"UMM · Nicht-Verfügbarkeit · {name}",
                      f"{owner}: {'geplante' if typ == 'planned' else 'ungeplante'} Nichtverfügbarkeit {name} ({fuel})",
                      [("Marktgebiet", area), ("installiert", f"{de(cap, 0)} MW" if cap else "—"),
                       ("nicht verfügbar", f"{de(un, 0)} MW"), ("Beginn", f"{ddmm(start)}{start.year} 06:00"),
                       ("Ende", f"{ddmm(start + timedelta(days=dur))}{(start + timedelta(days=dur)).year} 22:00"),
                       ("Typ", typ), ("Buch", "— (nicht im Buch)"),
                       ("Bemerkung", rng.choice(["Revision gemäß Jahresplanung, keine Änderung zur Vorversion außer Enddatum",
                                                 "Störung Kesselspeisepumpe, Leistung wird stufenweise zurückgefahren, Update folgt",
                                                 "Ausfall nach Schutzauslösung, Ursache wird untersucht, Wiederanfahren frühestens nach Freigabe",
                                                 "Netzbedingte Einschränkung auf Anweisung des ÜNB, Dauer abhängig von Redispatch-Lage"]))],
                      f"UMM {rng.randint(100000, 999999)} · v{rng.randint(1, 3)} · ENTSO-E TP / EEX Transparency")
        um = D.add(tt, "UMM", "", embeds=[e], cls="near")
        if irsching_msg is None and tt > U(6, 30) and tt < U(11, 0):
            irsching_msg = (um, name)
    if irsching_msg is None:
        irsching_msg = (um, name)
    D.idioms.append((irsching_msg[0], "REMIT UMM embed on plant not in the book", "not_hard"))

    # risk overnight EOD (noise)
    var0 = rng.uniform(1.6, 2.1)
    D.add(U(5, 0, 12) + J(0, 60), "RISK",
          f"risk ▸ EOD-Lauf {ddmm(today - timedelta(days=1))} fertig · VaR 99%/1T {de(var0)} Mio € (Limit 2,50 Mio €, {de(var0 / 2.5 * 100, 0)} %) · alle Limits ok", cls="noise")
    # deploy (noise)
    D.add(U(5, 22) + J(0, 300), "CI", f"✅ deploy algo-ida v3.{rng.randint(10, 19)}.{rng.randint(0, 9)} → prod (eu-central-1) · 3/3 pods healthy · migration none", cls="noise")

    # night shift handover (chat)
    D.add(U(5, 48) + J(0, 300), "NS",
          f"Übergabe Nachtschicht {ddmm(today)}: ruhig. Algo hat ein paar frühe QHs gehandelt, Details im Thread „Lieferung {ddmm(today)}“. "
          f"IDA2 ohne Auffälligkeiten, Wind kam ca. {de(rng.uniform(0.5, 2.5), 1)} GW unter Prognose, reBAP moderat. "
          "T7 drop-copy hatte um 3 einen Reset, ist wieder sauber. Keine offenen Orders von mir. Gute Schicht euch!")

    # ================================================================ MORNING
    t0 = U(5, 58) + J(0, 240)
    D.add(t0, "HT", rng.choice(["Moin zusammen", "Moin", "moin moin"]), cls="noise")
    D.add(t0 + J(30, 200), "TR", rng.choice(["moin", "Morgen!", "moin 👋"]), cls="noise")

    # ETRM position snapshot, pinned (chat, not a hard event)
    tpos = U(6, 0, 30) + J(0, 30)
    snap = D.add(tpos, "ETRM", "", embeds=[etrm_embed(
        f"Positionen Desk PWR-GAS · Stand {ddmm(today)} 06:00 UTC",
        [("DE Cal-27 Base", f"long {pos['de_cal']} MW"), ("FR Q1-27 Peak", f"short {pos['fr_pk']} MW"),
         ("TTF Jan-27", f"long {pos['ttf_jan']} MW"), ("CSS DE Cal-27", f"long {pos['css']} MW"),
         ("EUA Dec-26", f"short {pos['eua']} kt"), ("Nordic Dec-26", f"long {pos['nord_dec']} MW"),
         ("Nordic Jan-27", f"long {pos['nord_jan']} MW"), ("FTR DE→FR Dec-26", "50 MW")],
        "Snapshot aus Endur · nicht handelsrelevant · MtM-Basis EEX Settlement Vortag")])
    D.pin(snap, tpos + J(300, 900))
    D.react(snap, tpos + J(300, 900), "📌", "HT")
    D.unpin(snap, U(17, 40) + J(0, 300))

    # Flamanville UMM (held position news, embed) + triage route
    t = U(6, 3) + J(0, 300)
    end_old = datetime(2027, 1, rng.randint(8, 16), tzinfo=timezone.utc)
    end_new = datetime(2027, 2, rng.randint(20, 28), tzinfo=timezone.utc)
    end_new_s = f"{ddmm(end_new)}{end_new.year}"
    fla = D.hard(t, "UMM", "", "held_position_news", ["Flamanville 3", "FR Q1-27 Peak", end_new_s], "embed",
                 embeds=[umm_embed("UMM · Verlängerung · Flamanville 3",
                                   "EDF verlängert die ungeplante Nichtverfügbarkeit von Flamanville 3 (EPR) – Befund an der Primärkreispumpe",
                                   [("Marktgebiet", "FR"), ("installiert", "1.630 MW"), ("nicht verfügbar", "1.630 MW"),
                                    ("Ende (alt)", f"{ddmm(end_old)}{end_old.year} 23:00"), ("Ende (neu)", f"{end_new_s} 23:00"),
                                    ("Typ", "unplanned"), ("Buch", f"FR Q1-27 Peak short {pos['fr_pk']} MW ⚠")],
                                   f"UMM {rng.randint(100000, 999999)} · v4 · EDF / EEX Transparency")],
                 idiom=("REMIT UMM embed on plant behind a held product (Buch field)", "held_position_news"))
    D.react(fla, t + J(60, 200), "👀", "TR")
    D.hard(t + J(20, 60), "TRI",
           f"triage ▸ UMM Flamanville 3 (Ende {end_new_s}) → geroutet an Lena Vogt (FR Power) · Grund: Exposure FR Q1-27 Peak short",
           "route_decision", ["Flamanville 3", "geroutet an Lena Vogt"], "structured",
           idiom=("triage bot routing line with arrow", "route_decision"))
    D.add(t + J(240, 420), "TR", "autsch. Flamanville bis Ende Februar – der Peak-Short tut weh. Ich schau's mir an", ref=fla)

    # morning fundamentals note (long, no decision -> near-miss)
    tn = U(6, 12) + J(0, 500)
    w1 = rng.uniform(1.5, 4.5)
    note1 = (
        f"**Morgennotiz Fundamentals {wd(today)} {ddmm(today)}** (vor EEX-Open)\n\n"
        f"1) Wetter: ECMWF 00z nimmt den Wind für {wd(tomorrow)}/{wd(tomorrow + timedelta(days=1))} um {de(w1, 1)} GW runter, GFS sieht das ähnlich, "
        f"die Ensembles streuen aber ab D+4 stark (bis {de(rng.uniform(6, 10), 1)} GW). Temperaturen FR {de(rng.uniform(1, 3), 1)} K unter Norm bis Mitte nächster Woche, "
        f"das zieht die Heizlast in Frankreich grob um {de(rng.uniform(2, 5), 1)} GW hoch. PV ist im Dezember irrelevant, Nebel im Süden drückt zusätzlich.\n"
        f"2) Nuklear FR: Verfügbarkeit aktuell {de(rng.uniform(44, 52), 1)} GW (Vorjahr {de(rng.uniform(47, 55), 1)} GW). "
        "Die Flamanville-Verlängerung ist im Front-Quartal noch nicht ganz drin, Q1 Peak hat aber schon +2 gezeigt. "
        "Für die Revisionsplanung Februar gibt es noch keine neue UMM-Welle, das ist der Unsicherheitsfaktor.\n"
        f"3) Gas: EU-Speicher {de(rng.uniform(74, 86), 1)} % (DE {de(rng.uniform(70, 84), 1)} %), Ausspeicherung über 5J-Schnitt. "
        f"Norwegen-Flüsse {de(rng.uniform(320, 345), 0)} mcm/d, LNG-Sendout NWE {de(rng.uniform(330, 420), 0)} mcm/d. "
        f"TTF Jan-27 {de(m['ttf_jan'])}, Q1-27 {de(m['ttf_q1'])}, Sum-27 {de(m['ttf_sum'])} – die Sommer/Winter-Struktur bleibt flach, Einspeicheranreiz fehlt.\n"
        f"4) Carbon: EUA Dec-26 {de(m['eua'])} €/t, Auktion heute {rng.choice(['2,9', '3,1', '3,3'])} Mio t. Compliance-Käufe vor Fälligkeit halten den Preis oben.\n"
        f"5) Spreads: CSS DE Cal-27 {de(m['css'])}, CDS DE Cal-27 {de(m['cds'])}. Gas bleibt am Rand der Merit Order, Fuel-Switch-Band {de(m['ttf_q1'] - 2)}–{de(m['ttf_q1'] + 1.5)} €/MWh.\n\n"
        f"6) Nordic: Hydrobilanz {de(-rng.uniform(4, 11), 1)} TWh, System Q1-27 {de(m['nord_q1'])}, Dec-26 {de(m['nord_dec'])}. NordLink läuft überwiegend Richtung DE, die Nordics exportieren also Knappheit zu uns, nicht umgekehrt.\n"
        f"7) Spot-Rückblick: DA gestern für heute Base {de(m['da_base'] * rng.uniform(0.9, 1.1))}, Peak {de(m['da_base'] * rng.uniform(1.1, 1.25))}; Modellfehler Base {de(rng.uniform(-6, 6))} €/MWh, "
        f"größter Fehler in H18 ({de(rng.uniform(8, 20))} €/MWh), weil der Wind am Abend früher abflaute. IDA1/IDA2 haben die Abendstunden nochmal nach oben korrigiert.\n\n"
        f"Einordnung: Cal-27 Base hat bei {de(m['de_cal_b'] + 0.5)} Widerstand, ein Bruch würde Richtung {de(m['de_cal_b'] + 2)} laufen; FR Q1 Peak bleibt angespannt. "
        "Für Shorts im FR-Peak ist das kein schönes Umfeld, für DE-Base-Longs eher Rückenwind. "
        "Kein Handlungsvorschlag von meiner Seite, nur Einordnung – Details und Charts im Sharepoint."
    )
    n1 = D.add(tn, "AN", note1, cls="near",
               attachments=[{"id": snowflake(to_ms(day_start) + int(tn * 1000) - 5000, 9, 1), "filename": "morning_fundamentals.pdf",
                             "size": rng.randint(380000, 920000), "url": "https://cdn.discordapp.com/attachments/…/morning_fundamentals.pdf"}],
               idiom=("long German fundamentals note with trading words, no decision", "not_hard"))
    D.add(tn + J(100, 400), "HT", rng.choice(["👍", "danke Mika", "thx"]), ref=n1, cls="noise")

    # risk morning (noise)
    D.add(U(6, 20) + J(0, 200), "RISK", f"risk ▸ Morning Limits: alle Limits ok · VaR 99%/1T {de(var0 + 0.03)} Mio € ({de((var0 + .03) / 2.5 * 100, 0)} %) · Stop-Loss-Budget Monat 41 % genutzt", cls="noise")

    # watchlist pinned (chat)
    wl = D.add(U(6, 32) + J(0, 200), "HT", "Watchlist heute: Nordic Q1-27 (Hydro), THE Q1-27 (Umlagen/Speicher), CDS DE Cal-27. Bitte News dazu hier posten.")
    D.pin(wl, wl["t"] + J(20, 90))

    # (a) intraday limit
    id_lim = 35 if "a" in on else 50
    if "a" in on:
        D.hard(U(6, 38) + J(0, 200), "HT",
               "Intraday-Limit heute runter auf max. 35 MW netto (statt 50) über alle Stunden, gilt auch für den Algo. Wer drüber will, fragt mich.",
               "risk_limit", ["Intraday-Limit", "35 MW netto"], "untagged",
               idiom=("head trader sets a limit in plain German", "risk_limit"))

    # ================================================================ EEX open
    D.add(U(7, 1) + J(0, 90), "RISK", f"alert ▸ DE Cal-27 Base {de(m['de_cal_b'] + 0.3)} · Schwelle {de(m['de_cal_b'] + 0.25)} überschritten", cls="noise")

    # DE Cal-27 proposal chain
    tp = U(7, 4) + J(0, 240)
    px = m["de_cal_b"]
    stop_cal = round(px - rng.choice([1.5, 1.6, 1.8]), 2)
    prop = D.hard(tp, "TR",
                  f"Vorschlag: kauf 10 MW DE Cal-27 Base bei {de(px)}, Stop {de(stop_cal)}. Flamanville schiebt FR und zieht DE mit, "
                  "Cal-27 hängt hinterher. Dann sind wir bei " + f"{pos['de_cal'] + 10} MW long, Limit ist 40.",
                  "trade_proposal", ["kauf 10 MW", "DE Cal-27 Base", de(px), de(stop_cal)], "untagged",
                  idiom=("comma-decimal German proposal 'kauf … bei 84,50'", "trade_proposal"))
    ap = D.hard(tp + J(70, 200), "HT", "passt, mach", "trade_approval", ["passt", "mach"], "reply", ref=prop,
                idiom=("German two-word approval reply 'passt, mach'", "trade_approval"))
    D.react(prop, ap["t"] + 3, "👍", "HT")
    oid_cal = f"{rng.randint(7100, 7999)}-{rng.randint(1000, 9999)}"
    tc = ap["t"] + J(40, 120)
    D.hard(tc, "ETRM", "", "trade_confirmation", ["DE Cal-27 Base", "Kauf", "10 MW", oid_cal], "embed",
           embeds=[etrm_embed("Order eingestellt · EEX T7",
                              [("Produkt", "DE Cal-27 Base"), ("Richtung", "Kauf"), ("Menge", "10 MW"),
                               ("Limit", f"{de(px)} €/MWh"), ("Status", "aktiv")],
                              f"Order {oid_cal} · Händler L. Vogt · EEX T7")],
           idiom=("ETRM embed-only order confirmation with Kauf/Verkauf field", "trade_confirmation"))
    if "b" in on:
        tf1 = tc + J(300, 900)
        D.hard(tf1, "ETRM", "", "trade_fill", ["DE Cal-27 Base", "Kauf", "4 MW", de(px), oid_cal], "embed",
               embeds=[etrm_embed("Teilausführung · EEX T7",
                                  [("Produkt", "DE Cal-27 Base"), ("Richtung", "Kauf"), ("ausgeführt", "4 MW"),
                                   ("Preis", f"{de(px)} €/MWh"), ("offen", "6 MW")],
                                  f"Order {oid_cal} · Deal 26-PWR-{rng.randint(10000, 99999)}")])
        tf2 = tf1 + J(300, 1200)
        f2 = D.hard(tf2, "ETRM", "", "trade_fill", ["DE Cal-27 Base", "Kauf", "6 MW", de(px - 0.05), oid_cal], "embed",
                    embeds=[etrm_embed("Ausführung (Rest) · EEX T7",
                                       [("Produkt", "DE Cal-27 Base"), ("Richtung", "Kauf"), ("ausgeführt", "6 MW"),
                                        ("Preis", f"{de(px - 0.05)} €/MWh"), ("offen", "0 MW")],
                                       f"Order {oid_cal} · Deal 26-PWR-{rng.randint(10000, 99999)}")])
    else:
        tf2 = tc + J(400, 1500)
        f2 = D.hard(tf2, "ETRM", "", "trade_fill", ["DE Cal-27 Base", "Kauf", "10 MW", de(px), oid_cal], "embed",
                    embeds=[etrm_embed("Ausführung · EEX T7",
                                       [("Produkt", "DE Cal-27 Base"), ("Richtung", "Kauf"), ("ausgeführt", "10 MW"),
                                        ("Preis", f"{de(px)} €/MWh"), ("offen", "0 MW")],
                                       f"Order {oid_cal} · Deal 26-PWR-{rng.randint(10000, 99999)}")],
                    idiom=("ETRM embed-only fill (Ausführung)", "trade_fill"))
    D.react(f2, tf2 + J(30, 200), "✅", "TR")
    D.add(tf2 + J(60, 300), "TR", "drin 👍", cls="noise")

    # stop question (near-miss) + (d) stop set reply
    tq = tf2 + J(400, 900)
    qm = D.add(tq, "AN", f"kurze Frage: wäre ein Stop bei {de(stop_cal + 0.1)} auf den Cal-27 long nicht sinnvoller als {de(stop_cal)}? da liegt das Tief von letzter Woche",
               cls="near", idiom=("question about a stop level, no decision", "not_hard"))
    if "d" in on:
        D.hard(tq + J(120, 400), "HT", f"Stop DE Cal-27 Base ({pos['de_cal'] + 10} MW long) auf {de(stop_cal)} gesetzt, Order ist hinterlegt. Unter dem Tief, nicht drauf.",
               "stop_or_target_change", ["DE Cal-27 Base", de(stop_cal), "Order ist hinterlegt"], "reply", ref=qm)

    # broker chat quotes (near-miss, other utilities)
    tb = U(7, 12) + J(0, 600)
    D.add(tb, "GAS",
          f"aus dem ICAP-Chat grad:\n> TTF Q1-27 {de(m['ttf_q1'] + 0.05)} trades, 50 MW (Uniper hebt)\n"
          f"> EnBW gibt DE Cal-27 Base {de(m['de_cal_b'] + 0.1)} ab, 25 MW\nnur zur Info, nix von uns",
          cls="near", idiom=("broker-chat quote of other utilities' trades", "not_hard"))
    D.add(U(7, 30) + J(0, 900), "TR",
          f"Spectron meint, Vattenfall hat 20 MW Nordic Q1-27 zu {de(m['nord_q1'] + 0.2)} gekauft, Statkraft vermutlich auf der anderen Seite. Nordics werden lebendig",
          cls="near")

    # TTF Sum-27 shorthand proposal + rejection
    ts = U(7, 38) + J(0, 300)
    sstop = round(m["ttf_sum"] + 1.2, 2)
    sp = D.hard(ts, "GAS", f"s 20 TTF Sum-27 @ {de(m['ttf_sum'])} stop {de(sstop)} – ok?",
                "trade_proposal", ["s 20", "TTF Sum-27", de(m["ttf_sum"]), de(sstop)], "shorthand",
                idiom=("shorthand 's 20 … @ 28,40 stop …' proposal", "trade_proposal"))
    D.hard(ts + J(90, 300), "HT", "nee, lass mal. Sum-27 ist mir zu früh, erst die Speicherzahlen abwarten",
           "trade_approval", ["nee, lass mal", "Sum-27"], "reply", ref=sp,
           idiom=("German rejection reply 'nee, lass mal'", "trade_approval"))
    D.add(ts + J(320, 500), "GAS", "ok, dann halt nicht 🤷", cls="noise")

    # hypothetical (near-miss)
    D.add(U(7, 55) + J(0, 900), "TR",
          "Was wäre, wenn wir Sum-27 TTF gegen Win-27 spreaden statt outright? Nur Gedankenspiel, der Speicher-Roll wird teuer",
          cls="near", idiom=("hypothetical 'was wäre, wenn' spread idea", "not_hard"))

    # risk status 88% (near-miss)
    used_mw = pos["de_cal"] + 10
    D.add(U(8, 1) + J(0, 120), "RISK",
          f"Positionslimit DE Power Cal-27: {used_mw} MW von 40 MW genutzt ({de(used_mw / 40 * 100, 0)} %)",
          cls="near", idiom=("risk bot utilisation status line (no change/breach)", "not_hard"))

    # EUA thesis update
    th = D.hard(U(8, 9) + J(0, 400), "GAS",
                f"Update zur EUA-These: ich bin auf Dec-26 nicht mehr bearish. Die Januar-Auktionsvolumina sind niedriger als gedacht und die Compliance-Nachfrage zieht. "
                f"Conviction für den Short von hoch auf niedrig runter.",
                "thesis_update", ["EUA", "Dec-26", "nicht mehr bearish"], "untagged",
                idiom=("view change in prose 'nicht mehr bearish'", "thesis_update"))
    D.react(th, th["t"] + J(60, 300), "👍", "HT")

    # history (near-miss)
    D.add(th["t"] + J(400, 900), "HT", "Zum Vergleich: Dez-21 haben wir Cal-22 Base bei 220 verkauft und uns drei Tage später geärgert 😅",
          cls="near", idiom=("war story about an old trade (past tense)", "not_hard"))

    # Irsching-like UMM no-route reply
    um, uname = irsching_msg
    D.hard(um["t"] + J(120, 500), "TR", f"{uname} – nicht im Buch, kein Handlungsbedarf, nicht weiterleiten.",
           "no_route_decision", [uname, "kein Handlungsbedarf"], "reply", ref=um,
           idiom=("explicit 'kein Handlungsbedarf' reply to a UMM", "no_route_decision"))

    # Nordic analyst note with buried fill
    tn2 = U(8, 38) + J(0, 400)
    nj_px = de(m["nord_jan"])
    note2 = (
        f"**Nordic-Update {ddmm(today)}** – Hydro, Nuklear, Flows\n\n"
        f"Hydrobilanz laut Energi Data/SMHI aktuell {de(-rng.uniform(5, 12), 1)} TWh (Vorwoche {de(-rng.uniform(6, 13), 1)} TWh). "
        f"Die Reservoirs in NO2/NO5 stehen bei {de(rng.uniform(62, 74), 1)} % und damit {de(rng.uniform(4, 9), 1)} Pp unter dem Median. "
        f"Der Schnee im Gebirge liegt bei {de(rng.uniform(60, 100), 0)} % Norm, die Niederschlagsprognose 10T (ECMWF ENS) ist leicht über Norm.\n"
        f"Nuklear: Forsmark 3 zurück, Olkiluoto 3 läuft mit voller Leistung, Ringhals 4 in der Revision bis {ddmm(today + timedelta(days=rng.randint(6, 14)))}. "
        f"System Dec-26 {de(m['nord_dec'])}, Jan-27 {nj_px}, Q1-27 {de(m['nord_q1'])}.\n"
        f"Kurz zur Position: wie heute früh mit Jörg abgestimmt habe ich um {7 + rng.randint(0, 1)}:{rng.randint(10, 59):02d} 5 MW Nordic Jan-27 zu {nj_px} verkauft, "
        "wir sind im Jan-27 damit flat; Dec-26 bleibt unverändert.\n"
        f"Flows: NO2→DE (NordLink) {de(rng.uniform(0.8, 1.4), 1)} GW Export, SE4→DE (Baltic Cable) fast durchgehend Richtung DE, "
        f"DK1 koppelt öfter an DE. Area-Preis-Spreads SE3–SYS {de(rng.uniform(5, 25))} €/MWh, FI–SYS {de(rng.uniform(10, 40))} €/MWh.\n"
        f"Verbrauch: Die Last in Finnland und Schweden liegt bei Kälte bis zu {de(rng.uniform(2, 4), 1)} GW über Vorjahr, Elektrokessel in der Fernwärme reagieren preissensitiv. "
        f"Die Windeinspeisung SE/FI war in der letzten Woche {de(rng.uniform(10, 30), 0)} % unter Norm.\n"
        "Einschätzung: Das Defizit baut sich langsam ab, die Q1-Prämie ist aber noch nicht raus. "
        "Für die Watchlist Nordic Q1-27 bleibt das Bild gemischt, nächste Woche kommen die neuen Schneedaten."
    )
    nn = D.hard(tn2, "AN", note2, "trade_fill", ["Nordic Jan-27", "verkauft", "5 MW", nj_px], "buried",
                idiom=("position change buried in a long hydro note", "trade_fill"))
    D.react(nn, tn2 + J(60, 600), "👍", "HT")

    # (c) FTR proposal + approval
    if "c" in on:
        tft = U(8, 52) + J(0, 300)
        ftr_lim = round(m["ftr"] + 0.6, 2)
        fp = D.hard(tft, "TR", f"[VORSCHLAG] FTR-Gebot JAO Monatsauktion Jan-27 DE→FR: 50 MW bis {de(ftr_lim)} €/MWh. FR-Spread rechtfertigt das locker.",
                    "trade_proposal", ["FTR", "Jan-27 DE→FR", "50 MW", de(ftr_lim)], "tagged")
        D.hard(tft + J(60, 240), "HT", "ok go", "trade_approval", ["ok", "go"], "reply", ref=fp)

    # near-miss: "we should send soon"
    D.add(U(9, 2) + J(0, 600), "TR", "wir sollten die DA-Gebote für morgen bald eintippen, 11:00 UTC ist schnell da", cls="near")

    # CSS stop edited twice
    tstop = U(9, 0) + J(0, 300)
    s1 = round(css_entry - 0.35, 2)
    s2 = round(s1 + rng.choice([0.4, 0.5, 0.6]), 2)
    s3 = round(s2 + rng.choice([0.3, 0.35, 0.4]), 2)
    stopm = D.hard(tstop, "TR", f"Stop auf den CSS DE Cal-27 long ({pos['css']} MW) bei {de(s1)} €/MWh gesetzt",
                   "stop_or_target_change", ["CSS DE Cal-27", de(s3)], "untagged",
                   idiom=("spread stop set and then edited twice", "stop_or_target_change"))
    D.pin(stopm, tstop + J(60, 200))
    D.react(stopm, tstop + J(60, 200), "📌", "HT")
    D.edit(stopm, U(11, 40) + J(0, 300), f"Stop auf den CSS DE Cal-27 long ({pos['css']} MW) bei {de(s2)} €/MWh gesetzt (nachgezogen)", [de(s1)])
    D.edit(stopm, U(15, 8) + J(0, 300), f"Stop auf den CSS DE Cal-27 long ({pos['css']} MW) bei {de(s3)} €/MWh – nochmal nachgezogen, Spread läuft", [de(s2)])

    # IDA3 results (noise)
    ida3 = D.add(U(9, 12) + J(0, 240), "EPEX", epex_ida_post(rng, "IDA3", today, m["da_base"]), cls="noise",
                 idiom=("EPEX intraday auction results post", "not_hard"))
    D.add(ida3["t"] + J(60, 400), "TR", "thx", ref=ida3, cls="noise")

    # Troll UMM (held via underlying) + HT route to Kai
    ttr = U(9, 14) + J(0, 400)
    red = rng.choice([12, 15, 18, 22])
    troll = D.hard(ttr, "UMM",
                   f"⚠ Gassco UMM · Troll (Kollsnes-Verarbeitung) · ungeplant · Reduktion {red} mcm/d · "
                   f"{ddmm(today)} 07:40 – {ddmm(tomorrow + timedelta(days=1))} 06:00 UTC · Ursache: Kompressorausfall · Markt: NWE-Gas / TTF Front",
                   "held_position_news", ["Troll", f"{red} mcm/d", "TTF Front"], "structured",
                   idiom=("gas infrastructure UMM hitting the underlying of a held TTF future", "held_position_news"))
    rt = D.hard(ttr + J(150, 400), "HT", "Kai, Troll geht an dich – schau dir den TTF Jan-27 long an und sag mir, ob wir reduzieren. Lena bleibt auf Flamanville.",
                "route_decision", ["Troll geht an dich", "Kai", "TTF Jan-27"], "reply", ref=troll)
    D.add(rt["t"] + J(60, 200), "GAS", "bin dran", ref=rt)

    # risk breach gas VaR
    tbr = ttr + J(500, 900)
    var_g = rng.randint(606, 640)
    D.hard(tbr, "RISK",
           f"⚠ LIMIT BREACH · Gas VaR 99%/1d = {var_g}k EUR > limit 600k EUR · driver: TTF Jan-27 (+{de(rng.uniform(0.8, 1.6))} after Troll UMM) · action: reduce before 16:00 UTC",
           "risk_limit", ["LIMIT BREACH", f"{var_g}k EUR", "600k EUR"], "tagged",
           idiom=("English risk bot breach line", "risk_limit"))
    if "e" in on:
        D.hard(tbr + J(900, 1800), "RISK",
               "risk ▸ Limit geändert · Gas-VaR 99%/1T: 600 k€ → 650 k€ · gültig bis 07.12.2026 · genehmigt: CRO (Ticket RSK-4471)",
               "risk_limit", ["Gas-VaR", "650 k€", "07.12.2026"], "structured",
               idiom=("German risk bot limit change line", "risk_limit"))

    # thread tomorrow: opener + DA chain
    top = U(9, 31) + J(0, 200)
    D.add(top, "HT", f"📅 Lieferung {wd(tomorrow)} {ddmm(tomorrow)} – DA-Gebote, IDA und Intraday bitte hier rein", thread=thr_tom)
    tda = top + J(300, 900)
    bl_lim = round(m["da_base"] + rng.uniform(4, 9), 2)
    h18_lim = round(m["da_base"] * 1.35, 2)
    dap = D.hard(tda, "TR",
                 f"DA-Gebote Lieferung {ddmm(tomorrow)}: Kauf 20 MW Base-Block bis {de(bl_lim)} €/MWh, Verkauf 10 MW H18 ab {de(h18_lim)} €/MWh. Passt das so?",
                 "trade_proposal", ["Kauf 20 MW Base-Block", de(bl_lim), "Verkauf 10 MW H18", de(h18_lim)], "untagged", thread=thr_tom,
                 idiom=("day-ahead bid proposal in the delivery-day thread", "trade_proposal"))
    D.hard(tda + J(120, 400), "HT", "jo, freigegeben", "trade_approval", ["jo", "freigegeben"], "reply", ref=dap, thread=thr_tom)
    if "h" in on:
        D.hard(U(10, 48) + J(0, 300), "ETRM", "", "trade_confirmation", [f"DA-{tomorrow:%y%m%d}-017", "accepted"], "embed", thread=thr_tom,
               embeds=[etrm_embed("EPEX DA · Gebote übermittelt",
                                  [("Portfolio", "PWR-GAS DE-LU"), ("Gebote", "2 (Block + Stunde)"), ("Status", "accepted")],
                                  f"Order DA-{tomorrow:%y%m%d}-017 · EPEX ETS")])

    # EUA auction result (noise)
    D.add(U(10, 6) + J(0, 120), "EPEX", f"EEX EUA Primärauktion (EU27) {ddmm(today)}: Zuschlagspreis {de(m['eua'] - rng.uniform(0.1, 0.4))} €/t · Cover {de(rng.uniform(1.4, 2.2))} · Volumen {rng.choice(['2.927.500', '3.133.000', '3.300.500'])} t", cls="noise")

    # TTF Jan-27 reduce: proposal, approval, confirmation, fill (edited), TP
    tt = U(10, 12) + J(0, 300)
    ttf_px = round(m["ttf_jan"] + rng.uniform(0.6, 1.2), 2)
    tpm = D.hard(tt, "GAS", f"[VORSCHLAG] Verkauf 15 MW TTF Jan-27 @ {de(ttf_px)} – bringt das Gas-VaR unter 600k, Troll ist eingepreist",
                 "trade_proposal", ["Verkauf 15 MW", "TTF Jan-27", de(ttf_px)], "tagged",
                 idiom=("tagged [VORSCHLAG] proposal", "trade_proposal"))
    ta = D.hard(tt + J(60, 200), "HT", "👍 mach", "trade_approval", ["👍", "mach"], "reply", ref=tpm,
                idiom=("emoji + 'mach' approval reply", "trade_approval"))
    oid_ttf = f"ICE-{rng.randint(400000, 499999)}"
    if "f" in on:
        D.hard(ta["t"] + J(30, 100), "ETRM", "", "trade_confirmation", ["TTF Jan-27", "Verkauf", "15 MW", oid_ttf], "embed",
               embeds=[etrm_embed("Order working · ICE Endex",
                                  [("Produkt", "TTF Jan-27"), ("Richtung", "Verkauf"), ("Menge", "15 MW"),
                                   ("Limit", f"{de(ttf_px)} €/MWh"), ("Status", "working")],
                                  f"Order {oid_ttf} · Händler K. Petersen")])
    wrong = round(ttf_px - 0.05, 2)
    tfl = ta["t"] + J(400, 900)
    fm = D.add(tfl, "GAS", f"verkauft 15 MW TTF Jan-27 @ {de(wrong)}, Rest {pos['ttf_jan'] - 15} MW long", cls="hard",
               hard=dict(event_type="trade_fill", facts=["verkauft 15 MW", "TTF Jan-27", de(ttf_px)], phrasing="untagged"),
               idiom=("human fill line corrected by edit", "trade_fill"))
    D.edit(fm, tfl + J(60, 200), f"verkauft 15 MW TTF Jan-27 @ {de(ttf_px)}, Rest {pos['ttf_jan'] - 15} MW long (Preis korrigiert)", [de(wrong)])
    if "g" in on:
        tp_lvl = round(m["ttf_jan"] + 2.0, 2)
        D.hard(tfl + J(400, 900), "GAS", f"Take-Profit für den Rest TTF Jan-27 ({pos['ttf_jan'] - 15} MW long) bei {de(tp_lvl)} reingelegt",
               "stop_or_target_change", ["Take-Profit", "TTF Jan-27", de(tp_lvl)], "untagged")

    # other desk embed (near-miss)
    D.add(U(10, 40) + J(0, 900), "ETRM", "", cls="near", embeds=[etrm_embed(
        "Trade Confirmation · OTC",
        [("Buch", "ORIG-HH (Origination Hamburg)"), ("Produkt", "THE Q1-27"), ("Richtung", "Verkauf"),
         ("Menge", "100 MW"), ("Preis", f"{de(m['the_q1'] + 0.35)} €/MWh"), ("Gegenpartei", "Industriekunde (anonymisiert)")],
        f"Deal 26-ORI-{rng.randint(1000, 9999)} · nicht Desk PWR-GAS")],
        idiom=("ETRM confirmation embed for another desk's book", "not_hard"))
    D.add(U(11, 2) + J(0, 300), "GAS", "die Hamburger haben 100 MW THE Q1 an einen Industriekunden verkauft – nicht unser Buch, nur damit sich keiner wundert", cls="near")

    # PnL snapshots (noise)
    for hh in (11, 14, 17):
        D.add(U(hh, 0, 30) + J(0, 120), "PNL", "", cls="noise", embeds=[{
            "title": f"PnL intraday {hh:02d}:00 UTC", "author": "PnL-Snap",
            "fields": [{"name": "Power", "value": f"{'+' if rng.random() < .6 else '−'}{rng.randint(20, 240)} k€", "inline": True},
                       {"name": "Gas", "value": f"{'+' if rng.random() < .5 else '−'}{rng.randint(10, 180)} k€", "inline": True},
                       {"name": "Carbon", "value": f"{'+' if rng.random() < .5 else '−'}{rng.randint(5, 60)} k€", "inline": True},
                       {"name": "Spreads", "value": f"{'+' if rng.random() < .5 else '−'}{rng.randint(2, 40)} k€", "inline": True}],
            "footer": "MtM vs. Settlement Vortag · vorläufig"}])

    # question (near-miss)
    D.add(U(11, 8) + J(0, 300), "AN", "Haben wir eigentlich noch Headroom im FR-Limit, falls wir den Peak-Short aufstocken wollen?", cls="near")

    # forgotten proposal, clean repost, approval, OTC fill
    tfg = U(11, 16) + J(0, 200)
    fr_px = m["fr_q1_b"]
    fg = D.add(tfg, "TR",
               f"Vorschlag: Verkauf 10 MW FR Q1-27 Base @ {de(fr_px)} OTC an Stadtwerke Hohenbrück, Ansprechpartner Herr Albers, mobil 0171-4482913",
               cls="hard", hard=dict(event_type="trade_proposal", facts=["Verkauf 10 MW", "FR Q1-27 Base", de(fr_px)], phrasing="untagged"))
    D.add(tfg + J(60, 150), "HT", "Lena, keine Kundennamen und Handynummern hier rein – lass ich entfernen. Bitte nochmal ohne.", ref=fg)
    D.forget(fg, tfg + J(160, 260), "HT", "0171-4482913")
    D.removed.append("Stadtwerke Hohenbrück")
    tcl = tfg + J(300, 420)
    clean = D.hard(tcl, "TR", f"Vorschlag (bereinigt): Verkauf 10 MW FR Q1-27 Base @ {de(fr_px)} OTC, Gegenpartei im Endur hinterlegt",
                   "trade_proposal", ["Verkauf 10 MW", "FR Q1-27 Base", de(fr_px)], "untagged")
    D.hard(tcl + J(60, 200), "HT", "ok, aber nur 5 MW", "trade_approval", ["ok", "nur 5 MW"], "reply", ref=clean,
           idiom=("approval with size cut 'ok, aber nur 5 MW'", "trade_approval"))
    deal_fr = f"26-OTC-{rng.randint(10000, 99999)}"
    D.hard(tcl + J(900, 1600), "ETRM", "", "trade_fill", ["FR Q1-27 Base", "Verkauf", "5 MW", de(fr_px), deal_fr], "embed",
           embeds=[etrm_embed("Deal erfasst · OTC bilateral",
                              [("Produkt", "FR Q1-27 Base"), ("Richtung", "Verkauf"), ("Menge", "5 MW"),
                               ("Preis", f"{de(fr_px)} €/MWh"), ("Status", "Gegenbestätigung erhalten")],
                              f"Deal {deal_fr} · EFET-Confirm · Händler L. Vogt")])

    # deleted fill posted in wrong channel
    tdl = U(11, 33) + J(0, 300)
    se_px = de(rng.uniform(70, 110))
    dl = D.hard(tdl, "ID", f"[FILL] SE3 H19 Kauf 8 MW @ {se_px} (Konto NORD-ID)",
                "trade_fill", ["SE3 H19", "Kauf 8 MW", se_px], "tagged")
    D.delete(dl, tdl + J(60, 180), "Konto NORD-ID")
    D.add(tdl + J(190, 260), "ID", "sorry, falscher Channel – gehört in #nordic-intraday")

    # DA results (noise) + own allocation (fill) in thread
    tdr = U(11, 44) + J(0, 120)
    post, base_de = epex_da_post(rng, tomorrow, "DE-LU", m["da_base"])
    dares = D.add(tdr, "EPEX", post, cls="noise")
    post_fr, _ = epex_da_post(rng, tomorrow, "FR", m["da_base"] * 1.08)
    D.add(tdr + J(20, 60), "EPEX", post_fr, cls="noise")
    D.add(tdr + J(90, 300), "HT", "👀", ref=dares, cls="noise")
    alloc_px = de(base_de - rng.uniform(0.2, 1.0))
    D.hard(tdr + J(400, 700), "ETRM", "", "trade_fill", ["Base-Block", "Kauf", "20 MW", alloc_px], "embed", thread=thr_tom,
           embeds=[etrm_embed(f"EPEX DA · eigene Zuschläge {ddmm(tomorrow)}",
                              [("Base-Block", f"Kauf 20 MW @ {alloc_px} €/MWh · zugeschlagen"),
                               ("H18", "Verkauf 10 MW · nicht zugeschlagen (MCP unter Limit)")],
                              f"DA-{tomorrow:%y%m%d}-017 · EPEX ETS · Fahrplan an TSO 14:30")],
           idiom=("DA auction allocation of own bids as embed", "trade_fill"))

    # cron (noise)
    for hh, txt in [(12, "ETRM → Risk Sync 12:00: {n} Deals, 0 Fehler"), (16, "ETRM → Risk Sync 16:00: {n} Deals, 0 Fehler"),
                    (13, "triage ▸ Stundenbilanz 13:00: {n} Meldungen gesehen, 0 geroutet"),
                    (20, "triage ▸ Stundenbilanz 20:00: {n} Meldungen gesehen, 0 geroutet")]:
        D.add(U(hh, 0, 40) + J(0, 200), "TRI" if "triage" in txt else "ETRM", txt.format(n=rng.randint(9, 160)), cls="noise")

    # backtest long (near-miss) + algo BT lines
    tbt = U(12, 8) + J(0, 600)
    bt = (
        "**Backtest CSS DE Cal (Mean Reversion, z-Score 60T) 2019–2025** – nur Research, nicht live\n"
        f"Regel: long Spread bei z < −1,8, short bei z > +1,8, Exit bei z = 0, Stop 2,5 σ. Größe fix 10 MW.\n"
        f"Ergebnis: {rng.randint(34, 48)} Trades, Hit-Rate {rng.randint(52, 63)} %, Sharpe {de(rng.uniform(0.7, 1.4))}, "
        f"Max Drawdown {de(rng.uniform(1.5, 3.5))} €/MWh, Ø Haltedauer {rng.randint(9, 21)} Tage.\n"
        f"Beispiel 2023-03-14: Einstieg long CSS bei 3,85, Ausstieg 6,10 nach 17 Tagen; 2022-08-22: short bei 11,40, Stop bei 14,05 gerissen.\n"
        "Achtung: 2022 dominiert das Ergebnis, ohne 2022 fällt der Sharpe auf ~0,6. Transaktionskosten mit 0,05 €/MWh pro Leg angesetzt.\n"
        "Nächster Schritt: Walk-forward ab 2024 und Kombination mit der Fuel-Switch-Zone."
    )
    btm = D.add(tbt, "AN", bt, cls="near", idiom=("backtest of a spread strategy with example fills", "not_hard"),
                attachments=[{"id": snowflake(to_ms(day_start) + int(tbt * 1000) - 3000, 9, 2), "filename": "css_mr_backtest.png",
                              "size": rng.randint(90000, 240000), "url": "https://cdn.discordapp.com/attachments/…/css_mr_backtest.png"}])
    tbl = tbt + J(200, 500)
    lines = ["# ts;strat;venue;prod;side;mw;px;oid;state;info"]
    for k, (dte, side, p_) in enumerate([("2023-03-14", "BUY", "3,85"), ("2023-03-31", "SELL", "6,10"),
                                         ("2022-08-22", "SELL", "11,40"), ("2022-09-02", "BUY", "14,05")]):
        lines.append(f"{dte}T16:00:00Z;BT_CSS_MR;SIM;CSS DE Cal;{side};10;{p_};BT-{412 + k};SIM_FILL;mode=BACKTEST")
    D.add(tbl, "ALGO", "\n".join(lines), cls="near", idiom=("algo CSV backtest SIM_FILL lines", "not_hard"))
    D.add(tbl + J(200, 600), "HT", "spannend, aber erst nach Q1 live. Walk-forward wär noch interessant", ref=btm)

    # paper trade (near-miss)
    D.add(U(12, 40) + J(0, 900), "AN",
          f"Papiertrade fürs Modellbuch (nicht echt!): Verkauf 10 MW FR Q1-27 Base @ {de(m['fr_q1_b'] + 0.4)}, Stop {de(m['fr_q1_b'] + 2.5)}. Schau ma mal, wie das bis Freitag läuft",
          cls="near", idiom=("paper trade for the model book", "not_hard"))

    # forget #2: broker phone number (not hard)
    tph = U(13, 10) + J(0, 600)
    ph = D.add(tph, "GAS", "falls der ICAP-Chat wieder hängt: Toms Handy 0160 9932 1187, der geht auch abends ran")
    D.forget(ph, tph + J(120, 400), "HT", "0160 9932 1187")

    # deleted chat
    tdc = U(13, 35) + J(0, 900)
    dc = D.add(tdc, "AN", "oops, falsches Fenster: Entwurf Monatsbericht Kap. 3 Fuel-Switch-Schwelle v0.2")
    D.delete(dc, tdc + J(30, 90), "Entwurf Monatsbericht Kap. 3")

    # (l) EUA buyback
    if "l" in on:
        half = pos["eua"] // 2 if pos["eua"] % 2 == 0 else 10
        eua_px = de(m["eua"] - rng.uniform(0.1, 0.4))
        D.hard(U(13, 48) + J(0, 600), "GAS",
               f"EUA Dec-26 Short: {half} kt zurückgekauft @ {eua_px} €/t, passt zur neuen These. Rest {pos['eua'] - half} kt short.",
               "trade_fill", ["EUA Dec-26", "zurückgekauft", f"{half} kt", eua_px], "untagged")

    # (c) FTR result fill
    if "c" in on:
        ftr_fill = de(m["ftr"] - rng.uniform(0.05, 0.3))
        D.hard(U(13, 32) + J(0, 300), "TR", f"JAO Jan-27 DE→FR: wir haben die 50 MW zu {ftr_fill} €/MWh ersteigert 🎉",
               "trade_fill", ["JAO", "Jan-27 DE→FR", "50 MW", ftr_fill], "untagged")

    # IDA1 results (noise)
    D.add(U(14, 11) + J(0, 300), "EPEX", epex_ida_post(rng, "IDA1", tomorrow, m["da_base"]), cls="noise")

    # intraday tomorrow: algo ACK, risk resize, fill
    tal = U(14, 31) + J(0, 400)
    oid_a = f"A7-{rng.randint(33800, 33899)}"
    h18px = round(m["da_base"] * 1.22, 2)
    prod_h18 = f"DE H18 {ddmm(tomorrow)}"
    if "i" in on:
        D.hard(tal, "ALGO", f"{csv_ts(day_start, tal)};ID_SHAPE;EPEX;{prod_h18};BUY;25;{de(h18px + 0.3)};{oid_a};ACK;working",
               "trade_confirmation", [prod_h18, "BUY", "25", oid_a, "ACK"], "structured", thread=thr_tom)
    D.hard(tal + 1.2, "RISK",
           f"pre-trade ▸ {oid_a} {prod_h18} BUY 25 MW → auf 10 MW gekürzt · Intraday-Netto-Limit {id_lim} MW, Auslastung {id_lim - 10} MW",
           "risk_limit", [oid_a, "25 MW", "10 MW", "gekürzt"], "structured", thread=thr_tom,
           idiom=("risk engine resizing an algo order", "risk_limit"))
    D.hard(tal + J(200, 700), "ALGO", f"{csv_ts(day_start, tal + 700)};ID_SHAPE;EPEX;{prod_h18};BUY;10;{de(h18px)};{oid_a};FILLED;avg={de(h18px)}",
           "trade_fill", [prod_h18, "BUY", oid_a, de(h18px)], "structured", thread=thr_tom)
    # (o) cancel, (p) reject
    if "o" in on:
        tcx = U(15, 20) + J(0, 600)
        oid_c = f"A7-{rng.randint(33900, 33949)}"
        D.hard(tcx, "ALGO", f"{csv_ts(day_start, tcx)};ID_SHAPE;EPEX;DE QH 08:30 {ddmm(tomorrow)};SELL;5;{de(h18px * 0.8)};{oid_c};CXL;user_cancel",
               "trade_confirmation", [f"DE QH 08:30 {ddmm(tomorrow)}", oid_c, "CXL"], "structured", thread=thr_tom)
    if "p" in on:
        trj = U(16, 5) + J(0, 600)
        oid_r = f"A7-{rng.randint(33950, 33999)}"
        D.hard(trj, "ALGO", f"{csv_ts(day_start, trj)};ID_SHAPE;EPEX;DE QH 19:45 {ddmm(tomorrow)};BUY;5;{de(h18px * 1.9)};{oid_r};REJ;M7 price_outside_band",
               "trade_confirmation", [f"DE QH 19:45 {ddmm(tomorrow)}", oid_r, "REJ"], "structured", thread=thr_tom,
               idiom=("venue reject as CSV state REJ", "trade_confirmation"))
    # paper-mode algo line (near-miss)
    tpp = U(15, 45) + J(0, 600)
    D.add(tpp, "ALGO", f"{csv_ts(day_start, tpp)};ID_SHAPE_v4;PAPER;DE QH 17:15 {ddmm(tomorrow)};BUY;5;{de(h18px * 1.05)};P-{rng.randint(100, 999)};SIM_FILL;mode=PAPER shadow",
          cls="near", thread=thr_tom)

    # intraday today: QH 18:15 close-out chain in today's thread
    tqh = U(16, 12) + J(0, 300)
    qh_lim = round(m["da_base"] * 1.25, 2)
    qp = D.hard(tqh, "ID", f"Vorschlag: QH 18:15 heute (5 MW long aus IDA1) vor Gate glattstellen, Limit {de(qh_lim)}. Wind kommt früher als gedacht",
                "trade_proposal", ["QH 18:15", "glattstellen", "5 MW", de(qh_lim)], "untagged", thread=thr_today)
    qa = D.hard(tqh + J(60, 200), "HT", "ja mach", "trade_approval", ["ja", "mach"], "reply", ref=qp, thread=thr_today)
    qfill = de(qh_lim + rng.choice([0.2, 0.45, 0.8]))
    D.hard(qa["t"] + J(300, 900), "ID", f"QH 18:15 5 MW glattgestellt bei {qfill} – Position heute flat",
           "trade_fill", ["QH 18:15", "5 MW", "glattgestellt", qfill], "untagged", thread=thr_today,
           idiom=("intraday quarter-hour closed out 'glattgestellt'", "trade_fill"))
    D.add(qa["t"] + J(950, 1300), "HT", "👍", thread=thr_today, cls="noise")

    # FR nuclear note with buried thesis
    tn3 = U(15, 18) + J(0, 600)
    note3 = (
        f"**FR Nuklear Deep-Dive Q1-27** ({ddmm(today)})\n\n"
        f"Ausgangslage: Die EDF-Verfügbarkeit für Januar liegt laut Transparenzplattform bei {de(rng.uniform(45, 50), 1)} GW, für Februar bei {de(rng.uniform(43, 49), 1)} GW. "
        f"Mit der Flamanville-Verlängerung fehlen im Februar nochmal 1,6 GW, dazu kommen {rng.randint(3, 6)} Blöcke mit Revision im März.\n"
        f"Nachfrage: Bei −2 K Temperaturanomalie steigt die FR-Last um ca. {de(rng.uniform(4, 5.5), 1)} GW, im Peak mehr. "
        f"Die Importkapazität aus DE/BE/CH ist in den CWE-Domains im Schnitt {de(rng.uniform(9, 12), 1)} GW, bei Kälte weniger.\n"
        "Das ändert meine Sicht: FR Q1-27 Peak sehe ich ab heute bullish statt neutral – der Peak-Short im Buch läuft gegen diese These.\n"
        f"Risiken für die These: milder Januar, schnellere Rückkehr von Paluel/Gravelines, höhere Hydro-Produktion in den Alpen ({de(rng.uniform(1, 2.5), 1)} TWh Reserve über Norm).\n"
        f"Preisbild: FR Q1-27 Peak {de(m['fr_q1_p'])}, Base {de(m['fr_q1_b'])}, DE/FR Q1-Peak-Spread {de(m['fr_q1_p'] - m['de_cal_p'])}. "
        "Historisch war der Spread bei ähnlicher Nuklearlage 2022/23 deutlich weiter.\n"
        f"Datenbasis: EDF-Transparenz, RTE eco2mix, ENTSO-E; Temperaturen aus ECMWF ENS 00z, Lastmodell v3 (R² {de(rng.uniform(0.85, 0.95))}). Tabellen im Sharepoint."
    )
    D.hard(tn3, "AN", note3, "thesis_update", ["FR Q1-27 Peak", "bullish statt neutral"], "buried",
           idiom=("view change buried in a long nuclear note", "thesis_update"))

    # (j) HT FR stop change
    if "j" in on:
        st_old = round(fr_entry + 6.5, 2)
        st_new = round(fr_entry + 4.0, 2)
        D.hard(tn3 + J(300, 900), "HT", f"FR Q1-27 Peak Short: Stop von {de(st_old)} auf {de(st_new)} runter, ich will da nicht mehr Risiko als nötig",
               "stop_or_target_change", ["FR Q1-27 Peak", de(st_new)], "untagged",
               idiom=("stop moved in prose 'von … auf … runter'", "stop_or_target_change"))

    # watchlist news: Olkiluoto 3
    tol = U(15, 44) + J(0, 900)
    olend = today + timedelta(days=rng.randint(20, 45))
    D.hard(tol, "UMM", "", "watchlist_news", ["Olkiluoto 3", "Nordic Q1-27"], "embed",
           embeds=[umm_embed("UMM · Nicht-Verfügbarkeit · Olkiluoto 3",
                             "TVO: ungeplante Abschaltung Olkiluoto 3 – Turbinenschutz ausgelöst, Dauer unklar",
                             [("Marktgebiet", "FI"), ("installiert", "1.600 MW"), ("nicht verfügbar", "1.600 MW"),
                              ("Ende (erwartet)", f"{ddmm(olend)}{olend.year}"), ("Typ", "unplanned"),
                              ("Buch", "—"), ("Watchlist", "Nordic Q1-27")],
                             f"UMM {rng.randint(100000, 999999)} · v1 · Nord Pool UMM")],
           idiom=("UMM embed on a plant behind a watchlist product", "watchlist_news"))
    # (k) THE watchlist news
    if "k" in on:
        D.hard(U(16, 28) + J(0, 600), "GAS",
               f"THE Q1-27 (Watchlist): Trading Hub Europe hebt die Speicherumlage ab 01.01.2027 auf {rng.choice(['3,35', '3,50', '3,65'])} €/MWh an (Montel). Das drückt auf den THE-TTF-Spread.",
               "watchlist_news", ["Trading Hub Europe", "Speicherumlage", "THE Q1-27"], "untagged")

    # quoted unrelated news (near-miss) + generic news headlines
    D.add(U(10, 25) + J(0, 1800), "NEWS", "[Montel] Spanien meldet neuen Dezember-Rekord bei der Windeinspeisung – OMIE Day-Ahead fällt auf 18 €/MWh", cls="near",
          idiom=("quoted news on an unrelated market", "not_hard"))
    for hh, txt in [(8, "[Montel] Bundesnetzagentur: Netzreserve für Winter 2026/27 bei 6,9 GW bestätigt"),
                    (12, "[Montel] ACER veröffentlicht Marktüberwachungsbericht zu Intraday-Liquidität 2026"),
                    (14, "[Montel] Polen: PSE meldet erhöhte Importe aus DE und SE4 für kommende Woche"),
                    (16, "[Argus] LNG: zwei Q-Flex-Ladungen nach Zeebrugge umgeleitet"),
                    (18, "[Montel] Schweiz: Swissgrid erhöht Exportkapazität nach Italien ab Montag")]:
        D.add(U(hh, 5) + J(0, 2400), "NEWS", txt + "\n" + rng.choice([
            "Die Meldung bestätigt frühere Berichte; Marktteilnehmer erwarten kaum kurzfristige Preiseffekte, die Details sollen in den kommenden Tagen folgen.",
            "Analysten sehen darin vor allem ein Signal für die Wintermonate, konkrete Zahlen zu Volumen und Zeitplan wurden nicht genannt.",
            "Die Behörde verweist auf die laufende Konsultation; Stellungnahmen sind bis Ende Januar möglich, eine Entscheidung wird im Frühjahr erwartet.",
            "Händler berichten von geringer Reaktion am Terminmarkt, das Thema sei weitgehend eingepreist gewesen."]))

    # news articles (generic market colour, unlabeled)
    ARTS = [
        ("[Montel] EU-Kommission legt Entwurf zur Strommarkt-Flexibilität vor",
         "Die Kommission will Netzbetreiber verpflichten, alle zwei Jahre einen Flexibilitätsbedarf zu ermitteln. Mitgliedstaaten sollen daraus nationale Ziele für Speicher und Lastmanagement ableiten. "
         "Branchenverbände begrüßen die Richtung, kritisieren aber die fehlende Verzahnung mit den Kapazitätsmechanismen. Der Entwurf geht nun in die Ratsarbeitsgruppe; mit einer Einigung wird nicht vor Herbst gerechnet. "
         "Für den Großhandel ändert sich kurzfristig nichts, mittelfristig könnten die Peak-Spreads durch mehr Speicher weiter sinken."),
        ("[Montel] Norwegen: Statnett warnt vor angespannter Versorgungslage im Süden",
         "Der Übertragungsnetzbetreiber sieht die Füllstände in NO1 und NO2 unter dem langjährigen Mittel und kündigt an, Exportkapazitäten bei Bedarf zu beschränken. "
         "Eine solche Maßnahme wäre die erste seit dem Winter 2022/23. Marktteilnehmer verweisen auf die überdurchschnittliche Schneelage im Norden, die den Frühling entspannen dürfte. "
         "Die Terminpreise für Q1 haben auf die Meldung zunächst kaum reagiert."),
        ("[Argus] Europäische LNG-Importe erreichen Dezember-Hoch",
         "Die Anlandungen in Nordwesteuropa lagen in der vergangenen Woche bei über 2,8 Mio t, getrieben von US-Ladungen. Gleichzeitig ist die Nachfrage in Nordostasien wegen milder Temperaturen schwächer. "
         "Die Regasifizierungsterminals in Frankreich und den Niederlanden meldeten hohe Auslastung, Slots für Januar sind weitgehend vergeben. "
         "Händler erwarten, dass sich der Abstand zwischen JKM und TTF in den kommenden Wochen eher verringert."),
        ("[Montel] Polen: Kapazitätsmarkt-Auktion für 2030 abgeschlossen",
         "Die Auktion endete mit einem Clearingpreis deutlich über Vorjahr, bezuschlagt wurden vor allem Gaskraftwerke und Batteriespeicher. Kohleanlagen sind ab 2028 nicht mehr teilnahmeberechtigt. "
         "Der Netzbetreiber PSE erwartet, dass die Importabhängigkeit zu Spitzenlastzeiten bis 2030 weiter steigt; die Kuppelkapazitäten zu Deutschland und Litauen sollen ausgebaut werden."),
        ("[Montel] Schweiz und EU einigen sich auf Eckpunkte eines Stromabkommens",
         "Nach jahrelangen Verhandlungen haben beide Seiten Eckpunkte vorgelegt, die eine Einbindung der Schweiz in die Marktkopplung ermöglichen würden. "
         "Eine Volksabstimmung gilt als wahrscheinlich, ein Inkrafttreten wird frühestens 2028 erwartet. Netzbetreiber rechnen mit effizienteren Flüssen über die Alpen und weniger ungeplanten Ringflüssen."),
        ("[Argus] Kohle: API2-Preise fallen auf Monatstief",
         "Hohe Lagerbestände in ARA und eine schwache Nachfrage aus der Stromerzeugung drücken die Preise. Die Frachtraten für Capesize-Schiffe sind gleichzeitig gestiegen, was die Importparität stützt. "
         "Analysten sehen kurzfristig wenig Impulse, solange die Gaspreise in Europa nicht deutlich anziehen."),
    ]
    for (hl, body), hh in zip(rng.sample(ARTS, 5), (7, 9, 11, 13, 15)):
        D.add(U(hh, 20) + J(0, 3000), "NEWS", f"**{hl}**\n{body}")

    # (m) triage no route
    if "m" in on:
        D.hard(U(16, 40) + J(0, 900), "TRI", "triage ▸ UMM Jänschwalde B (Revision Mai 2027) → kein Routing · nicht im Buch, außerhalb Horizont",
               "no_route_decision", ["Jänschwalde B", "kein Routing"], "structured")

    # risk daily VaR (noise), settlement (noise)
    D.add(U(16, 2) + J(0, 200), "RISK", f"VaR 99 %/1T: {de(var0 + 0.07)} Mio € (Limit 2,50 Mio €) – ok", cls="noise")
    tset = U(17, 4) + J(0, 200)
    D.add(tset, "EPEX",
          f"EEX Settlement {ddmm(today)}{today.year}\nDE Cal-27 Base {de(m['de_cal_b'] + 0.07)} · DE Cal-27 Peak {de(m['de_cal_p'])} · DE Q1-27 Base {de(m['de_q1_b'])} · DE Jan-27 Base {de(m['de_jan_b'])}\n"
          f"FR Cal-27 Base {de(m['fr_cal_b'])} · FR Q1-27 Base {de(m['fr_q1_b'])} · FR Q1-27 Peak {de(m['fr_q1_p'])}\n"
          f"Nordic Dec-26 {de(m['nord_dec'])} · Nordic Jan-27 {de(m['nord_jan'])} · Nordic Q1-27 {de(m['nord_q1'])}\n"
          f"TTF Jan-27 {de(m['ttf_jan'])} · TTF Q1-27 {de(m['ttf_q1'])} · TTF Sum-27 {de(m['ttf_sum'])} · THE Q1-27 {de(m['the_q1'])} · PEG Jan-27 {de(m['peg_jan'])}\n"
          f"EUA Dec-26 {de(m['eua'])} €/t", cls="noise")
    D.add(U(17, 26) + J(0, 600), "HT", "Feierabend für mich, Tobias ist auf Intraday. Bis morgen", cls=None)

    # evening/night noise & near-miss
    D.add(U(19, 25) + J(0, 900), "ID", "Angenommen der Wind kommt morgen 5 GW unter Prognose – würden wir H08 bis H10 kaufen? Nur so als Überlegung für die Frühschicht",
          cls="near", idiom=("hypothetical intraday idea 'Angenommen …'", "not_hard"))
    D.add(U(21, 3) + J(0, 300), "ETRM", f"EEX T7 session logout/login · scheduled maintenance window · reconnect ok ({rng.randint(300, 900)} ms)", cls="noise")
    D.add(U(22, 10) + J(0, 600), "CI", f"⚙️ nightly: curve-builder tests {rng.randint(412, 470)} passed, 0 failed · build #{rng.randint(5000, 5999)} · artefact pushed", cls="noise")
    D.add(U(22, 45) + J(0, 600), "CI", f"⚠️ nightly: umm-scraper flaky test test_nordpool_paging retried 2x → passed", cls="noise")
    D.add(U(23, 5) + J(0, 300), "RISK", f"risk ▸ Intraday-Netto 23:00: 12 MW / Limit {id_lim} MW · ok", cls="noise")
    for hh in (6, 9, 13):
        D.add(U(hh, 30) + J(0, 1500), "RISK",
              f"alert ▸ {rng.choice(['TTF Jan-27', 'EUA Dec-26', 'FR Q1-27 Peak', 'DE Jan-27 Base'])} Bewegung > 2 σ in 15 min", cls="noise")

    # ---------------------------------------------------------------- more desk texture
    # broker runs (indicative quotes, market colour; not trades)
    def run_line(name, mid, w):
        return f"{name:<18} {de(mid - w / 2)} / {de(mid + w / 2)}"
    trun = U(7, 18) + J(0, 400)
    D.add(trun, "GAS", "ICAP Gas-Run (indikativ):\n```\n" + "\n".join([
        run_line("TTF Jan-27", m["ttf_jan"], 0.1), run_line("TTF Feb-27", m["ttf_jan"] - 0.3, 0.15),
        run_line("TTF Q1-27", m["ttf_q1"], 0.1), run_line("TTF Q2-27", m["ttf_sum"] + 0.2, 0.15),
        run_line("TTF Sum-27", m["ttf_sum"], 0.12), run_line("TTF Win-27", m["ttf_win27"], 0.15),
        run_line("THE Jan-27", m["the_q1"] + 0.2, 0.2), run_line("THE Q1-27", m["the_q1"], 0.2),
        run_line("PEG Jan-27", m["peg_jan"], 0.25), run_line("TTF Cal-28", m["ttf_sum"] - 1.1, 0.2),
        run_line("EUA Dec-26 (€/t)", m["eua"], 0.1), run_line("EUA Dec-27 (€/t)", m["eua"] + 2.6, 0.15)]) + "\n```")
    trun2 = U(7, 48) + J(0, 400)
    D.add(trun2, "TR", "Spectron Power-Run, nur Indikation:\n```\n" + "\n".join([
        run_line("DE Jan-27 Base", m["de_jan_b"], 0.4), run_line("DE Q1-27 Base", m["de_q1_b"], 0.3),
        run_line("DE Q1-27 Peak", m["de_q1_b"] + 14, 0.6), run_line("DE Cal-27 Base", m["de_cal_b"], 0.1),
        run_line("DE Cal-27 Peak", m["de_cal_p"], 0.3), run_line("FR Jan-27 Base", m["fr_q1_b"] + 6, 0.6),
        run_line("FR Q1-27 Base", m["fr_q1_b"], 0.5), run_line("FR Q1-27 Peak", m["fr_q1_p"], 0.8),
        run_line("FR Cal-27 Base", m["fr_cal_b"], 0.3), run_line("Nordic Q1-27", m["nord_q1"], 0.5),
        run_line("Nordic Cal-27", m["nord_q1"] - 9, 0.4), run_line("CSS DE Cal-27", m["css"], 0.3),
        run_line("CDS DE Cal-27", m["cds"], 0.3)]) + "\n```\nvolumes dünn, FR-Peak auf beiden Seiten nur 5 MW")

    # algo statistics blocks (noise)
    for hh in (6, 8, 10, 12, 14, 16, 18, 20):
        ts_ = U(hh, 15) + J(0, 200)
        rows = ["# stats;window;prod_group;orders;fills;rej;mw_traded;avg_edge_eur;pnl_eur"]
        for g in ("DE QH", "DE H", "FR H", "NL H"):
            o = rng.randint(2, 40)
            rows.append(f"{csv_ts(day_start, ts_)};{hh - 2:02d}-{hh:02d};{g};{o};{rng.randint(0, o)};0;{rng.randint(0, 60)};{de(rng.uniform(0.1, 2.5))};{rng.randint(-900, 4200)}")
        D.add(ts_, "ALGO", "\n".join(rows), cls="noise")

    # EC46 extended range (noise)
    wks = [today + timedelta(days=7 * k) for k in range(1, 6)]
    D.add(U(19, 58) + J(0, 300), "WX",
          "🌦 ECMWF EC46 (extended) · Wochenanomalien\n" + "\n".join(
              f"KW {w.isocalendar()[1]:02d}: Temp DE {'+' if rng.random() < .4 else '−'}{de(rng.uniform(0, 2.5), 1)} K · FR {'+' if rng.random() < .4 else '−'}{de(rng.uniform(0, 2.5), 1)} K · "
              f"Nordic {'+' if rng.random() < .5 else '−'}{de(rng.uniform(0, 3), 1)} K · Wind DE {de(rng.uniform(80, 125), 0)} % Norm · Niederschlag NO {de(rng.uniform(60, 140), 0)} % Norm"
              for w in wks) + f"\nWahrscheinlichkeit Kältewelle (≥5 Tage < −3 K) Januar: {rng.randint(18, 42)} % (Vorlauf {rng.randint(15, 40)} %)", cls="noise")

    # analyst afternoon gas note (analysis, no decision)
    tg = U(13, 52) + J(0, 600)
    D.add(tg, "AN",
          f"**Gas-Update Nachmittag {ddmm(today)}**\n\n"
          f"Troll/Kollsnes: Gassco hat die Reduktion bestätigt, Rückkehr laut UMM {ddmm(tomorrow + timedelta(days=1))} früh. Erfahrungsgemäß verschieben sich solche Kompressorthemen gern um 12–24 h. "
          f"Nominierungen Emden/Dornum für morgen {de(rng.uniform(105, 135), 0)} mcm/d, St. Fergus stabil. Die Linepack-Lage in THE ist komfortabel, der Netzbetreiber meldet keine Engpässe.\n"
          f"LNG: {rng.randint(5, 11)} Ladungen für NWE in den nächsten 10 Tagen angekündigt, davon {rng.randint(1, 3)} mit unsicherem Ziel. Gate und Zeebrugge arbeiten nahe Vollauslastung, Dunkerque hat Reserve.\n"
          f"Speicher: EU {de(rng.uniform(72, 84), 1)} %, Ausspeicherrate über Schnitt; die Sommer-Winter-Spreads (Sum-27 gegen Win-27 {de(m['ttf_win27'] - m['ttf_sum'])}) decken die Speicherkosten nicht. "
          "Das erklärt die schwache Einspeichernachfrage im Terminmarkt.\n"
          f"Kurve: TTF Jan-27 {de(m['ttf_jan'])}, Q1-27 {de(m['ttf_q1'])}, Sum-27 {de(m['ttf_sum'])}, THE-Prämie Q1 {de(m['the_q1'] - m['ttf_q1'])}, PEG-Prämie Jan {de(m['peg_jan'] - m['ttf_jan'])}.\n"
          "Fazit: Front bleibt angebotsgetrieben und nervös, Sommer unspektakulär. Das ist eine Lagebeschreibung, keine Empfehlung.",
          cls="near")

    # analyst carbon note (long, no decision)
    tc2 = U(10, 34) + J(0, 900)
    D.add(tc2, "AN",
          f"**Carbon kurz** ({ddmm(today)}): EUA Dec-26 {de(m['eua'])} €/t. Die Compliance-Frist rückt näher, die Versorger decken die Restmengen ein, "
          f"die Industrie hält sich zurück. Auktionskalender Januar: {de(rng.uniform(5, 8), 1)} Mio t pro Woche, niedriger als im Vorjahr. "
          f"Die MSR-Entnahme für 2027 wird im Mai veröffentlicht, bis dahin bleibt das Angebot planbar. Die Spekulantenposition (COT, Investmentfonds) ist netto long {de(rng.uniform(20, 60), 1)} Mio t, "
          f"eine Woche vorher {de(rng.uniform(20, 60), 1)} Mio t. Optionen: Dec-26 80-Call mit {de(rng.uniform(0.4, 1.6))} €/t Prämie gehandelt, Open Interest steigt. "
          "Für den Clean Spark und Dark ist das alles im Rahmen – erst über 85 €/t würde sich die Fuel-Switch-Logik sichtbar verschieben.")

    # analyst weekly outlook (evening)
    tw = U(17, 12) + J(0, 900)
    D.add(tw, "AN",
          f"**Ausblick {wd(tomorrow)} und Wochenende**\n\n"
          f"Spot DE: {wd(tomorrow)} Base um {de(m['da_base'])}, Sa deutlich weicher bei mehr Wind ({de(rng.uniform(20, 30), 1)} GW), So mit Chance auf negative Nachtstunden. "
          f"FR bleibt über DE, solange die Kälte hält; Importbedarf aus DE in den Abendstunden bis {de(rng.uniform(6, 10), 1)} GW.\n"
          f"Termin: Montag kommen die neuen EDF-Verfügbarkeiten, das ist der Event für den FR-Peak. Nordic: neue Hydrobilanz am Montag, Schnee-Update Dienstag.\n"
          f"Gas: Troll sollte bis {wd(tomorrow + timedelta(days=1))} zurück sein; wenn nicht, hat TTF Front noch Luft nach oben. "
          f"Carbon: keine Auktion am Freitag, Compliance-Käufe laufen weiter.\n"
          f"Termine: EEX-Schulung Spread-Orderbuch, Quartalsreview Montag 9:00, Datenlieferung Fundamentals-Dienstleister wieder normal ab morgen.\n"
          "Keine offenen Punkte von meiner Seite, schönen Abend!")

    # longer TR morning plan (chat)
    D.add(U(6, 48) + J(0, 200), "TR",
          "Plan für heute von meiner Seite: 1) Flamanville-Folgen für den FR-Short durchrechnen, 2) DA-Gebote für morgen bis 11:00 UTC, "
          "3) CSS-Position beobachten, der Spread läuft seit drei Tagen in unsere Richtung, 4) die JAO-Kapazität Januar. "
          "Nachmittag bin ich ab 15 Uhr im Budget-Meeting.")

    # ETRM EOD positions + risk EOD report
    teod = U(17, 38) + J(0, 200)
    eod = D.add(teod, "ETRM", "", embeds=[etrm_embed(
        f"Positionen Desk PWR-GAS · EOD {ddmm(today)}",
        [("Power DE", "Cal-27 Base long · Jan-27 Base flat · Q1-27 Base flat"),
         ("Power FR", "Q1-27 Peak short · Q1-27 Base short"), ("Nordic", "Dec-26 long · Jan-27 flat"),
         ("Gas", "TTF Jan-27 long (reduziert) · Sum-27 flat"), ("Carbon", "EUA Dec-26 short"),
         ("Spreads", "CSS DE Cal-27 long"), ("Kapazität", "FTR DE→FR Dec-26 / Jan-27")],
        "Snapshot aus Endur · Mengen im Dashboard · MtM vorläufig", desc="Tagesend-Übersicht, Details siehe Endur-Report PWR-GAS-EOD")])
    D.pin(eod, teod + J(60, 300))
    D.add(U(17, 50) + J(0, 200), "RISK", "", cls="noise", embeds=[{
        "title": f"Risk EOD {ddmm(today)} (vorläufig)", "author": "RiskEngine",
        "description": "VaR 99 %/1T historisch, 500 Szenarien · Limits aus Risikohandbuch v2026.3",
        "fields": [{"name": "VaR gesamt", "value": f"{de(var0 + 0.05)} Mio € / 2,50 Mio €", "inline": True},
                   {"name": "VaR Power", "value": f"{de(rng.uniform(0.9, 1.3))} Mio €", "inline": True},
                   {"name": "VaR Gas", "value": f"{rng.randint(540, 598)} k€", "inline": True},
                   {"name": "VaR Carbon", "value": f"{rng.randint(120, 260)} k€", "inline": True},
                   {"name": "Stress 2022-08", "value": f"−{de(rng.uniform(4, 7))} Mio €", "inline": True},
                   {"name": "Stop-Loss-Budget Monat", "value": f"{rng.randint(38, 55)} %", "inline": True},
                   {"name": "Limits", "value": "keine Verletzung offen", "inline": False}],
        "footer": "RiskEngine · Lauf EOD-1 · finaler Lauf 05:00 UTC"}])

    # ICON-EU runs (noise)
    for run, hh, mm in [("ICON-EU 00z", 4, 5), ("ICON-EU 12z", 16, 10), ("GFS ENS 00z", 5, 12), ("ECMWF ENS 12z", 19, 40)]:
        D.add(U(hh, mm) + J(0, 300), "WX", weather_post(rng, f"{run} ({ddmm(today)})", today, m), cls="noise")

    # UMM 24h digest (noise)
    dig = []
    for k in range(12):
        nm, ar, ow, cap, fu, ty = rng.choice(OTHER_UMMS)
        dig.append(f"• {nm} ({ar}, {fu}) – {ty}, {de(rng.randint(100, max(cap, 400)), 0)} MW, v{rng.randint(1, 5)}")
    D.add(U(5, 30) + J(0, 300), "UMM", f"UMM-Digest letzte 24 h: {rng.randint(30, 60)} Meldungen (Erzeugung {rng.randint(20, 40)}, Gas-Infrastruktur {rng.randint(3, 9)}, Netz {rng.randint(2, 8)})\n"
          + "\n".join(dig) + "\nBuch-Treffer: siehe Einzelmeldungen · Filter: DE-LU, FR, NL, Nordic, NWE-Gas", cls="noise")

    # risk limit table (noise)
    D.add(U(6, 25) + J(0, 200), "RISK",
          "risk ▸ Limit-Tabelle (Stand heute, unverändert)\n```\n"
          f"DE Power Cal-27 netto     40 MW   genutzt {pos['de_cal']} MW\n"
          f"FR Power Q1-27 netto      30 MW   genutzt {pos['fr_pk']} MW\n"
          f"Gas TTF Front netto       60 MW   genutzt {pos['ttf_jan']} MW\n"
          f"EUA netto                 50 kt   genutzt {pos['eua']} kt\n"
          "Intraday netto            50 MW\n"
          "VaR gesamt 99%/1T         2,50 Mio €\n"
          "VaR Gas 99%/1T            600 k€\n```", cls="noise")

    # second stack trace (noise)
    tst2 = U(14, 47) + J(0, 900)
    D.add(tst2, "CI", "```\njava.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
                      "\tat com.etrm.bridge.jao.JaoClient.fetchResults(JaoClient.java:141)\n\tat com.etrm.bridge.jao.JaoPoller.run(JaoPoller.java:77)\n"
                      f"\tat java.base/java.lang.Thread.run(Thread.java:1583)\n```\njao-poller retry {rng.randint(1, 3)}/5 …", cls="noise")
    D.add(tst2 + J(60, 200), "CI", "jao-poller: retry ok, results fetched", cls="noise")

    # NL/BE day-ahead (noise)
    for ar, fac in (("NL", 1.03), ("BE", 1.05), ("AT", 1.02)):
        post_x, _ = epex_da_post(rng, tomorrow, ar, m["da_base"] * fac)
        D.add(U(11, 46) + J(30, 240), "EPEX", post_x, cls="noise")

    # analyst hourly DA forecast in tomorrow's thread (chat)
    fc = " | ".join(f"H{h + 1:02d} {de(m['da_base'] * [0.78, 0.74, 0.72, 0.71, 0.73, 0.82, 0.98, 1.12, 1.15, 1.08, 1.0, 0.95, 0.93, 0.94, 0.99, 1.06, 1.18, 1.30, 1.27, 1.15, 1.04, 0.96, 0.9, 0.84][h] * rng.uniform(0.95, 1.05))}" for h in range(24))
    D.add(U(9, 50) + J(0, 300), "AN",
          f"DA-Prognose {wd(tomorrow)} {ddmm(tomorrow)} (Modell v7, Stand ECMWF 00z):\n{fc}\n"
          f"Base-Prognose {de(m['da_base'])} ± {de(rng.uniform(5, 10))} €/MWh, Risiko nach oben in H17–H19 falls der Wind später kommt. "
          "Unsicherheit höher als üblich, weil die Temperaturprognose FR um 1 K streut.", thread=thr_tom)

    # intraday evening summary in today's thread (chat)
    D.add(U(18, 20) + J(0, 600), "ID",
          f"Intraday {ddmm(today)} bis jetzt: Wind ca. {de(rng.uniform(0.5, 2.0), 1)} GW unter Prognose am Nachmittag, dadurch waren die QHs ab 16:00 fest. "
          "Bilanzkreis sauber, keine größeren Abweichungen. Algo hatte zwei Cancels wegen Gate Closure, sonst unauffällig. "
          "Für die Nacht nichts offen von mir, Sven übernimmt um 22:00.", thread=thr_today)

    # merit order analysis (near-miss: trading words, no decision)
    tmo = U(14, 38) + J(0, 600)
    D.add(tmo, "AN",
          f"**Merit Order Januar 2027 – Update**\n\nAnnahmen: TTF Jan {de(m['ttf_jan'])}, API2 {de(m['api2'])} $/t, EUA {de(m['eua'])} €/t, EUR/USD 1,08.\n"
          f"Grenzkosten: Braunkohle {de(rng.uniform(55, 70))} €/MWh, Steinkohle 40 % {de(rng.uniform(85, 100))} €/MWh, GuD 58 % {de(rng.uniform(80, 95))} €/MWh, "
          f"GT 38 % {de(rng.uniform(120, 140))} €/MWh, Öl {de(rng.uniform(180, 220))} €/MWh.\n"
          f"Bei einer Residuallast von 50 GW liegt der Preis setzend bei den GuD-Anlagen, bei 58 GW bei den GTs – das ist der Bereich der Januar-Peaks. "
          f"Der Markt preist Jan-27 Base {de(m['de_jan_b'])}, das passt zu einer mittleren Residuallast von ~{de(rng.uniform(44, 50), 1)} GW.\n"
          "Wo ich Potenzial sehe: wenn FR im Januar wie letztes Jahr 8–10 GW importiert, verschiebt sich die Kurve in DE um eine Stufe nach rechts, dann wären 115+ im Jan Base drin. "
          "Wo ich Risiko sehe: milder Januar und hohe Windeinspeisung drücken Base Richtung 90. Long Jan Base wäre nur mit Kälte-Szenario gerechtfertigt – keine Empfehlung, nur Szenarien.\n"
          f"Spreads: CSS Cal-27 {de(m['css'])} spiegelt die GuD-Marge gut wider, CDS Cal-27 {de(m['cds'])} ist im Vergleich hoch.",
          cls="near", idiom=("scenario analysis 'Long … wäre nur … gerechtfertigt' without decision", "not_hard"))

    # evening broker quote (near-miss)
    D.add(U(15, 55) + J(0, 1200), "GAS",
          f"Broker sagt, Statkraft hat am Nachmittag 30 MW TTF Q1-27 bei {de(m['ttf_q1'] - 0.1)} verkauft und Engie auf der anderen Seite gekauft. Kein Einfluss auf uns.",
          cls="near")

    # TR end-of-day summary (chat)
    D.add(U(16, 52) + J(0, 400), "TR",
          "Kurzes Fazit von mir für heute: FR-Peak war der Schmerzpunkt wegen Flamanville, der Rest lief ruhig. "
          "DA für morgen ist durch, Fahrpläne sind angemeldet. Die JAO-Ergebnisse sind im Endur. Morgen früh als erstes die neuen EDF-Zahlen und die Troll-Rückkehr checken.")

    # analyst: spot review of yesterday (chat)
    trv = U(6, 41) + J(0, 300)
    rows = []
    for h in range(0, 24, 3):
        fc_ = m["da_base"] * rng.uniform(0.75, 1.3)
        rows.append(f"H{h + 1:02d}–H{h + 3:02d}: Prognose {de(fc_)} · Ist {de(fc_ * rng.uniform(0.9, 1.1))} · Wind-Fehler {de(rng.uniform(-2, 2), 1)} GW")
    D.add(trv, "AN", f"Review DA-Prognose für {ddmm(today)} (Modell v7 vs. Ist):\n" + "\n".join(rows)
          + f"\nMAE Base {de(rng.uniform(3, 8))} €/MWh, Bias {de(rng.uniform(-3, 3))}. Größter Treiber wieder die Windrampe am Abend; PV war im Süden durch Nebel {de(rng.uniform(1, 3), 1)} GW unter Prognose.")

    # gas morning view (chat)
    D.add(U(6, 56) + J(0, 200), "GAS",
          f"Gas-Morgenblick: TTF Jan-27 Vortagesschluss {de(m['ttf_jan'] - 0.3)}, über Nacht ruhig. Troll noch kein Thema gewesen, Norwegen-Nominierungen normal. "
          f"LNG-Sendout NWE stabil, Speicherentnahme hoch wegen Kälte. EUA Dec-26 {de(m['eua'])}. Ich schau mir heute vor allem die Front und den VaR an, Sum-27 ist eher Langeweile.")

    # analyst algo performance note (chat)
    D.add(U(13, 22) + J(0, 900), "AN",
          f"**Algo-IDA Wochenreport KW {today.isocalendar()[1]:02d}** (Research-Sicht)\n"
          f"Orders {rng.randint(600, 1400)}, Fill-Quote {rng.randint(38, 61)} %, Ø Edge je MWh {de(rng.uniform(0.4, 1.8))} €, Rejects {rng.randint(0, 9)} (alle price band). "
          f"Beste Stunden H08 und H18, schlechteste die Nacht wegen dünner Bücher. Slippage gegen Mid im Schnitt {de(rng.uniform(0.1, 0.6))} €/MWh. "
          f"Auffällig: bei Wind-Rampen > 3 GW/h sinkt die Fill-Quote auf {rng.randint(15, 30)} %, das Modell zieht die Orders dann zu früh. "
          "Vorschlag für die Entwickler: Ramp-Feature aus dem ECMWF-Ensemble statt aus der Punktprognose. Reine Research-Notiz, an den Parametern ändert sich heute nichts.")

    # regulatory update (chat)
    D.add(U(15, 2) + J(0, 900), "AN",
          "Regulatorik-Update: 1) ACER-Konsultation zu REMIT-Meldefristen für Intraday-Orders läuft bis Ende Januar, betrifft auch unseren Algo (Order-Reporting < 1 h). "
          "2) Die BNetzA hat die Festlegung zur Bilanzkreisabrechnung im 15-Minuten-Raster bestätigt, keine Verschiebung. "
          "3) EU-Gasmarktpaket: Speicherziele für 2027 bleiben bei 90 %, aber mit mehr Flexibilität beim Zieldatum. "
          "4) Frankreich: Nachfolgeregelung zum ARENH weiter offen, CRE-Konsultation verschoben. Compliance hat die Punkte ins Monatsbriefing genommen.")

    # TR Flamanville impact calc (near-miss: options, no decision)
    D.add(U(7, 52) + J(0, 400), "TR",
          f"Flamanville-Rechnung für den FR-Short ({pos['fr_pk']} MW Q1-27 Peak): 1,63 GW weniger im Februar, bei der aktuellen Angebotskurve sind das grob "
          f"+{de(rng.uniform(3, 7))} €/MWh im Feb-Peak und +{de(rng.uniform(1.5, 3.5))} im Quartal. MtM-Effekt seit gestern ca. −{rng.randint(60, 180)} k€. "
          "Optionen wären: halten und auf den März hoffen, teilweise zurückkaufen oder den Stop enger ziehen. "
          "Ich will erst die EDF-Revisionsliste für Februar sehen, bevor wir irgendwas machen – Entscheidung nach dem Mittag mit Jörg.",
          cls="near", idiom=("list of options on a held position, decision deferred", "not_hard"))

    # GAS Troll impact (chat)
    D.add(U(9, 58) + J(0, 300), "GAS",
          f"Troll-Einordnung: {red} mcm/d für ~2 Tage sind ca. {de(red * 2 * 10.5 / 1000, 2)} TWh, das ist für NWE verkraftbar, aber der Markt ist nervös, weil die Speicher schneller leer werden als im Schnitt. "
          f"TTF Jan-27 ist seit der UMM um +{de(rng.uniform(0.6, 1.4))} gelaufen, Q1 weniger. Unser Long profitiert, das VaR halt auch 😬. Ich mach gleich einen Vorschlag.")

    # forward curve table (chat)
    months = ["Jan", "Feb", "Mrz", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
    shape = [1.22, 1.15, 1.02, 0.9, 0.82, 0.8, 0.84, 0.83, 0.9, 0.98, 1.1, 1.18]
    rows = ["Monat   DE Base  FR Base  Nordic   TTF"]
    for k, mo in enumerate(months):
        rows.append(f"{mo}-27  {de(m['de_cal_b'] * shape[k] * rng.uniform(0.98, 1.02)):>7}  {de(m['fr_cal_b'] * shape[k] ** 1.4 * rng.uniform(0.98, 1.02)):>7}  "
                    f"{de(m['nord_q1'] * shape[k] ** 1.6 * 0.9 * rng.uniform(0.97, 1.03)):>7}  {de(m['ttf_q1'] * shape[k] ** 0.4 * rng.uniform(0.99, 1.01)):>6}")
    D.add(U(10, 52) + J(0, 600), "AN", "Kurvenbild 2027 nach Monaten (Mid, €/MWh, eigene Kurve aus EEX/ICE + Broker):\n```\n" + "\n".join(rows)
          + "\n```\nMonate hinter Q1 sind großteils interpoliert, bitte nicht als handelbare Preise lesen.")

    # night-shift log in today's thread (chat)
    D.add(U(1, 31) + J(0, 600), "NS",
          f"Nachtlog {ddmm(today)} bis 01:30: Wind {de(rng.uniform(14, 26), 1)} GW, {de(rng.uniform(0.2, 1.4), 1)} GW unter Prognose. Algo aktiv in den frühen QHs, "
          f"Bilanzkreis-Abweichung max. {rng.randint(3, 12)} MWh in einer Viertelstunde, alles im Rahmen. SE4/DK2 entkoppelt seit Mitternacht. "
          "T7 stabil, M7 einmal 40 s Verzögerung bei den Orderbestätigungen, keine Folgen.", thread=thr_today)

    # intraday note tomorrow thread (chat)
    D.add(U(14, 22) + J(0, 300), "ID",
          f"IDA1 für {ddmm(tomorrow)} durch: wir sind aus dem DA mit 20 MW Base-Block long, im IDA1 nichts dazu. "
          f"Die Abendstunden im Continuous laufen aktuell {de(rng.uniform(3, 9))} €/MWh über IDA1, der Algo ist für H17–H19 aktiv. "
          "Ich beobachte vor allem die Windrampe ab 16:00, ECMWF und ICON liegen da 2 GW auseinander.", thread=thr_tom)

    # hourly intraday-netto lines (noise)
    for hh in (15, 18, 21):
        D.add(U(hh, 2) + J(0, 200), "RISK", f"risk ▸ Intraday-Netto {hh:02d}:00: {rng.randint(5, id_lim - 2)} MW / Limit {id_lim} MW · ok", cls="noise")

    # acks sprinkled (noise)
    for _ in range(rng.randint(6, 10)):
        D.add(pick_time(rng, "day"), rng.choice(["TR", "GAS", "AN", "HT"]), rng.choice(ACKS), cls="noise")

    # chat filler up to the day's target (each long line once, short ones at most twice)
    pool = chat_pool(m)
    uses = [0] * len(pool)
    target_msgs = rng.randint(262, 308)
    n_now = len(D.msgs)
    last_chat = None
    edited = False
    guard = 0
    while n_now < target_msgs and guard < 5000:
        guard += 1
        kind = rng.choices(["day", "late", "night"], weights=[74, 19, 7])[0]
        if kind == "day" and rng.random() < 0.75:
            kind = "dayL"
        t = pick_time(rng, "day" if kind == "dayL" else kind)
        hr = t / 3600
        ok_t = [i for i, e in enumerate(pool) if e["kind"] == kind
                and (e["after"] is None or hr >= e["after"]) and (e["before"] is None or hr <= e["before"])]
        cands = [i for i in ok_t if uses[i] == 0]
        if not cands and kind in ("day", "late", "night"):
            cands = [i for i in ok_t if uses[i] < 2 and not pool[i]["pair"]]
        if not cands:
            continue
        i = rng.choice(cands)
        e = pool[i]
        uses[i] += 1
        if e["who"]:
            who = rng.choice(e["who"])
        elif kind in ("day", "dayL"):
            who = rng.choice(["HT", "TR", "TR", "GAS", "GAS", "AN"])
        elif kind == "late":
            who = "ID"
        else:
            who = "NS"
        thr = None
        if kind in ("late", "night") and rng.random() < 0.35:
            thr = thr_tom if t > U(10) else thr_today
        ref = None
        if last_chat is not None and last_chat["t"] < t - 5 and rng.random() < 0.1 and last_chat["thread"] == thr:
            ref = last_chat
        mm = D.add(t, who, e["fn"](rng), thread=thr, ref=ref)
        last_chat = mm
        n_now += 1
        if e["pair"]:
            w2 = rng.choice([w for w in (e["who2"] or ("HT", "TR", "GAS", "AN")) if w != who] or ["TR"])
            D.add(t + J(40, 400), w2, e["pair"](rng), thread=thr, ref=mm)
            n_now += 1
        if not edited and kind == "day" and not e["pair"] and n_now > len(D.msgs) - 3:
            D.edit(mm, t + J(20, 120), mm["content"] + " (edit: Tippfehler)")
            edited = True
    return D


IDIOM_PRIORITY = [
    "comma-decimal German proposal 'kauf … bei 84,50'",
    "German two-word approval reply 'passt, mach'",
    "German rejection reply 'nee, lass mal'",
    "shorthand 's 20 … @ 28,40 stop …' proposal",
    "ETRM embed-only order confirmation with Kauf/Verkauf field",
    "semicolon CSV algo fill with product name containing spaces",
    "spread stop set and then edited twice",
    "intraday quarter-hour closed out 'glattgestellt'",
    "position change buried in a long hydro note",
    "REMIT UMM embed on plant behind a held product (Buch field)",
    "REMIT UMM embed on plant not in the book",
    "broker-chat quote of other utilities' trades",
    "backtest of a spread strategy with example fills",
    "risk engine resizing an algo order",
    "EPEX intraday auction results post",
    "triage bot routing line with arrow",
    "explicit 'kein Handlungsbedarf' reply to a UMM",
    "view change buried in a long nuclear note",
    "UMM embed on a plant behind a watchlist product",
    "paper trade for the model book",
    "ETRM confirmation embed for another desk's book",
    "DA auction allocation of own bids as embed",
    "human fill line corrected by edit",
    "English risk bot breach line",
    "venue reject as CSV state REJ",
    "semicolon CSV heartbeat line from algo",
    "hypothetical 'was wäre, wenn' spread idea",
]


def pick_idioms(rows):
    by = {}
    for r in rows:
        by.setdefault(r["idiom"], r)
    out = [by[n] for n in IDIOM_PRIORITY if n in by][:20]
    if len(out) < 20:
        seen = {r["idiom"] for r in out}
        out += [r for n, r in by.items() if n not in seen][:20 - len(out)]
    return out


# ----------------------------------------------------------------- generate

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    all_ev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ci in range(channels):
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            rng = random.Random(f"power_gas:{seed}:{ci}:{day_start.isoformat()}")
            D = build_day(seed, day_start, ci, rng)
            evs, lab = D.finalize()
            all_ev.extend(evs)
            labels["hard_events"].extend(lab["hard"])
            labels["superseded_facts"].extend(lab["sup"])
            for s in lab["removed"]:
                if s not in labels["removed_texts"]:
                    labels["removed_texts"].append(s)
            labels["noise_message_ids"].extend(lab["noise"])
            labels["near_miss_ids"].extend(lab["near"])
            if ci == 0 and di == days - 1:
                labels["idioms"] = pick_idioms(lab["idioms"])
    all_ev.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in all_ev], "labels": labels}


# ----------------------------------------------------------------- check

def _text_of(msg_content, embeds):
    parts = [msg_content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def check(events, labels, days=1, channels=1, end=None):
    end_ms = to_ms(end or DEFAULT_END)
    msgs = {}
    chan_of = {}
    parent = {}
    last_ms = {}
    errors = []
    for ln, ev in enumerate(events, 1):
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                errors.append(f"line {ln}: missing {k}")
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH_MS
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if abs(to_ms(ca) - ms) > 1:
                errors.append(f"id/time mismatch {m['id']}")
            c = ev["channel_id"]
            if c in last_ms and ms < last_ms[c]:
                errors.append(f"ids not ordered in {c}")
            last_ms[c] = ms
            msgs[m["id"]] = {"content": m["content"], "embeds": m["embeds"], "ms": ms}
            chan_of[m["id"]] = ev["channel_id"]
            parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            if m.get("reference_id") and m["reference_id"] not in msgs:
                errors.append(f"reply to unknown {m['reference_id']}")
        elif ev["op"] == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
    # global time order
    def ev_ms(ev):
        if ev["op"] == "create":
            return (int(ev["message"]["id"]) >> 22) + EPOCH_MS
        t = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        return to_ms(datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc))
    times = [ev_ms(e) for e in events]
    if any(b < a for a, b in zip(times, times[1:])):
        errors.append("events not in time order")
    ids = [int(e["message"]["id"]) for e in events if e["op"] == "create"]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")

    live_text = {mid: _text_of(v["content"], v["embeds"]) for mid, v in msgs.items()}
    for h in labels["hard_events"]:
        if h["message_id"] not in msgs:
            errors.append(f"hard label on unknown id {h['message_id']}")
            continue
        if chan_of[h["message_id"]] != h["channel_id"]:
            errors.append(f"channel mismatch {h['message_id']}")
        if not 1 <= len(h["facts"]) <= 5:
            errors.append(f"facts count {h['message_id']} {len(h['facts'])}")
        for f in h["facts"]:
            if f not in live_text[h["message_id"]]:
                errors.append(f"fact {f!r} not in {h['message_id']}")
    for cid, mid, old in labels["superseded_facts"]:
        if old in live_text[mid]:
            errors.append(f"superseded {old!r} still in final {mid}")
    removed_ids = set()
    for ev in events:
        if ev["op"] in ("delete", "forget"):
            removed_ids.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed_ids.update(ev["message_ids"])
    for s in labels["removed_texts"]:
        hits = [mid for mid, t in live_text.items() if s in t]
        if not hits or any(mid not in removed_ids for mid in hits):
            errors.append(f"removed snippet {s!r} problem (hits {len(hits)})")
    for h in labels["hard_events"]:
        if (h["message_id"] in removed_ids) != (h["final_state"] in ("deleted", "forgotten")):
            errors.append(f"final_state mismatch {h['message_id']}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"] + [i["message_id"] for i in labels["idioms"]]:
        if mid not in msgs:
            errors.append(f"unknown label id {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        errors.append("overlap hard/noise/near")

    # per channel-day stats (thread messages belong to their parent channel)
    per = {}
    def day_of(ms):
        k = (ms - end_ms) // 86_400_000  # -1 = last day
        return datetime.fromtimestamp((end_ms + k * 86_400_000) / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%MZ")
    for mid, v in msgs.items():
        day = day_of(v["ms"])
        key = (parent[mid], day)
        st = per.setdefault(key, {"n": 0, "bytes": 0, "content_bytes": 0, "hard": 0, "noise": 0, "near": 0})
        st["n"] += 1
        st["bytes"] += len(live_text[mid].encode("utf-8"))
        st["content_bytes"] += len((v["content"] or "").encode("utf-8"))
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid in msgs:
        day = day_of(msgs[mid]["ms"])
        st = per[(parent[mid], day)]
        st["hard"] += mid in hard_ids
        st["noise"] += mid in noise
        st["near"] += mid in near
    for key, st in sorted(per.items()):
        if not 180 <= st["n"] <= 320:
            errors.append(f"{key}: {st['n']} messages out of range")
        if not 70_000 <= st["bytes"] <= 120_000:
            errors.append(f"{key}: {st['bytes']} bytes out of range")
        if not 25 <= st["hard"] <= 45:
            errors.append(f"{key}: {st['hard']} hard events out of range")
        if not 0.25 <= st["noise"] / st["n"] <= 0.40:
            errors.append(f"{key}: noise share {st['noise'] / st['n']:.2f} out of range")
    if not 10 <= len(labels["idioms"]) <= 20:
        errors.append(f"idioms {len(labels['idioms'])}")
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    return errors, per, by_type


def main(argv=None):
    ap = argparse.ArgumentParser(description="power_gas desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-12-04T00:00Z)")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    errors, per, by_type = check(events, labels, a.days, a.channels, end)
    for (cid, day), st in sorted(per.items()):
        print(f"channel {cid} day from {day}: messages={st['n']} bytes={st['bytes']} (content {st['content_bytes']}) "
              f"hard={st['hard']} noise={st['noise']} ({st['noise'] / st['n']:.0%}) near_miss={st['near']}")
    print("hard events by type:", json.dumps(dict(sorted(by_type.items())), ensure_ascii=False))
    print(f"events={len(events)} hard={len(labels['hard_events'])} noise={len(labels['noise_message_ids'])} "
          f"near_miss={len(labels['near_miss_ids'])} superseded={len(labels['superseded_facts'])} "
          f"removed_texts={len(labels['removed_texts'])} idioms={len(labels['idioms'])}")
    if errors:
        print("CHECK FAILED:")
        for e in errors[:50]:
            print("  -", e)
        return 1
    print("check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
