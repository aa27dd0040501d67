#!/usr/bin/env python3
"""ERCOT battery dispatch desk (Houston) -- seeded capture generator with labels.

Author: blind helper, 2026-12-07.  Standard library only.

A Houston team that trades and dispatches a fleet of grid batteries (ESRs) in ERCOT:
DAM/RT energy offers, ancillary services (RRS, ECRRS, Reg Up/Down, Non-Spin), hub and
load-zone spreads, CRRs, and hedges in ICE/CME ERCOT futures plus Henry Hub / Waha gas.

    python -m tests.desks.ercot_battery_dispatch_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "ercot_battery_dispatch_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1322749163858493460"
CHANNEL_BASE = [
    "1323105947163082812",
    "1323106201887412270",
    "1323106583951290419",
    "1323107022476591184",
]
# midnight US Central (CDT) of 2026-08-20, i.e. the desk's day is 2026-08-19 local
DEFAULT_END = datetime(2026, 8, 20, 5, 0, tzinfo=timezone.utc)

WHO = {
    "dwayne": ("1187423390165549127", "dwayne.k", False),   # desk lead, approves
    "marisol": ("1187424011987902535", "marisol.v", False),  # RT trader
    "tbui": ("1187424509870669874", "tbui", False),          # DAM / AS trader
    "jpark": ("1187425127399780402", "jpark", False),        # hedges, gas
    "kelsey": ("1187425730071318589", "kelsey.r", False),    # risk manager
    "nate": ("1187426281320087614", "nate-ops", False),      # field ops
    "optimus": ("1201958823404568667", "optimus-soc", True),  # optimisation agent
    "subbot": ("1201959210588622898", "ercot-submit", True),  # market submission bot
    "telem": ("1201959638797307904", "telemetry", True),
    "notices": ("1201960091685584976", "ercot-notices", True),
    "risk": ("1201960513921974313", "riskbot", True),
    "wx": ("1201960948267319327", "wx-models", True),
    "ci": ("1201961370616795186", "ci", True),
    "pnl": ("1201961801548345474", "pnl-bot", True),
    "oms": ("1201962225621848145", "ice-oms", True),
    "dispatch": ("1201962694092099605", "dispatch-agent", True),
    "crr": ("1201963098238582814", "crr-agent", True),
}
HUMANS = ["dwayne", "marisol", "tbui", "jpark", "kelsey", "nate"]

FLEET_POOL = [
    ("DENTON_ESS1", "HB_NORTH", 50),
    ("ODESSA_ESS2", "HB_WEST", 150),
    ("PECOS_ESS3", "HB_WEST", 200),
    ("KATY_BESS1", "LZ_HOUSTON", 100),
    ("ANGLETON_ESS1", "LZ_HOUSTON", 75),
    ("WACO_ESS1", "HB_NORTH", 100),
    ("MIDLAND_ESS4", "HB_WEST", 120),
    ("BAYTOWN_ESS2", "LZ_HOUSTON", 90),
]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MCODE = "FGHJKMNQUVXZ"
PIPES = ["Permian Highway", "Gulf Coast Express", "Whistler", "Matterhorn Express"]
PIPE_OWNER = {"Permian Highway": "Kinder Morgan", "Gulf Coast Express": "Kinder Morgan",
              "Whistler": "WhiteWater", "Matterhorn Express": "WhiteWater"}
OTHER_QSES = ["Tenaska", "Jupiter", "Plus Power", "Key Capture", "Engie", "Vistra"]


def snowflake(unix_ms, worker, seq):
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def channel_id_for(idx):
    if idx < len(CHANNEL_BASE):
        return CHANNEL_BASE[idx]
    r = random.Random(770311 + idx)
    ms = 1735000000000 + idx * 3_600_000 + r.randint(0, 3_000_000)
    return str(snowflake(ms, (idx % 29) + 2, r.randint(0, 4000)))


def money(x, dec=2):
    return "{:,.{d}f}".format(x, d=dec)


def embed_text(m_embeds):
    parts = []
    for e in m_embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


# --------------------------------------------------------------------------------------
class Day:
    """Builds one channel-day. Times are local minutes since the day start (float)."""

    def __init__(self, rng, ch_idx, day_idx, channel_id, day_start, worker):
        self.rng = rng
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.channel_id = channel_id
        self.day_start = day_start
        self.worker = worker
        self.msgs = []
        self.ops = []
        self.threads = []

    # -- creation helpers
    def add(self, t, who, content="", embeds=None, ref=None, thread=None, cat="other",
            hard=None, idiom=None, attachments=None, snippet=None):
        t = min(max(t, 0.4), 1436.0)
        m = {"t": t, "who": who, "content": content, "embeds": embeds or [], "ref": ref,
             "thread": thread, "cat": "hard" if hard else cat, "hard": hard, "idiom": idiom,
             "attachments": attachments or [], "order": len(self.msgs), "final": content,
             "edited": False, "removed": None, "superseded": [], "snippet": snippet}
        self.msgs.append(m)
        return m

    def hard(self, t, who, content, etype, facts, phrasing, **kw):
        return self.add(t, who, content, hard={"event_type": etype, "facts": list(facts),
                                              "phrasing": phrasing}, **kw)

    def thread(self, t, name):
        th = {"t": t, "name": name, "id": None}
        self.threads.append(th)
        return th

    def edit(self, m, dt, new, superseded=(), new_facts=None):
        m["final"] = new
        m["edited"] = True
        m["superseded"].extend(superseded)
        if new_facts is not None and m["hard"]:
            m["hard"]["facts"] = list(new_facts)
        self.ops.append({"kind": "edit", "m": m, "dt": dt, "content": new})

    def delete(self, m, dt, snippet=None):
        m["removed"] = "deleted"
        m["snippet"] = snippet or m["snippet"]
        self.ops.append({"kind": "delete", "m": m, "dt": dt})

    def bulk_delete(self, ms, dt_after_last):
        for m in ms:
            m["removed"] = "deleted"
        self.ops.append({"kind": "bulk", "ms": ms, "dt": dt_after_last})

    def forget(self, m, dt, by="dwayne", snippet=None):
        m["removed"] = "forgotten"
        m["snippet"] = snippet or m["snippet"]
        self.ops.append({"kind": "forget", "m": m, "dt": dt, "by": by})

    def pin(self, m, dt, by="dwayne"):
        self.ops.append({"kind": "pin", "m": m, "dt": dt, "by": by})

    def unpin(self, m, dt, by="dwayne"):
        self.ops.append({"kind": "unpin", "m": m, "dt": dt, "by": by})

    def react(self, m, dt, emoji, who):
        self.ops.append({"kind": "react", "m": m, "dt": dt, "emoji": emoji, "who": who})

    def unreact(self, m, dt, emoji, who):
        self.ops.append({"kind": "unreact", "m": m, "dt": dt, "emoji": emoji, "who": who})

    # -- finalisation: ids, events
    def finalize(self):
        day_ms = int(self.day_start.timestamp() * 1000)
        self.msgs.sort(key=lambda m: (m["t"], m["order"]))
        last = 0
        seq = 0
        for m in self.msgs:
            ms = day_ms + int(m["t"] * 60000)
            if ms <= last:
                ms = last + 1 + self.rng.randint(0, 40)
            last = ms
            seq = (seq + 1 + self.rng.randint(0, 3)) & 0x1FFFF
            m["ms"] = ms
            m["id"] = str(snowflake(ms, self.worker, seq))
        for th in self.threads:
            ms = day_ms + int(th["t"] * 60000) - 7
            th["id"] = str(snowflake(ms, (self.worker + 16) % 32, self.rng.randint(0, 9000)))
        events = []
        for m in self.msgs:
            who = WHO[m["who"]]
            cid = m["thread"]["id"] if m["thread"] else self.channel_id
            msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                   "created_at": iso(m["ms"]), "content": m["content"],
                   "attachments": m["attachments"], "embeds": m["embeds"],
                   "reference_id": m["ref"]["id"] if m["ref"] else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if m["thread"]:
                ev["parent_channel_id"] = self.channel_id
            ev["message"] = msg
            events.append((m["ms"], 0, ev))
        k = 1
        for op in self.ops:
            if op["kind"] == "bulk":
                base = max(x["ms"] for x in op["ms"])
                at = base + int(op["dt"] * 60000) + 3
                cids = {(x["thread"]["id"] if x["thread"] else self.channel_id) for x in op["ms"]}
                cid = sorted(cids)[0]
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                      "message_ids": [x["id"] for x in op["ms"]], "deleted_at": iso(at)}
                events.append((at, k, ev))
                k += 1
                continue
            m = op["m"]
            at = m["ms"] + max(int(op["dt"] * 60000), 5) + k
            cid = m["thread"]["id"] if m["thread"] else self.channel_id
            base = {"guild_id": GUILD_ID, "channel_id": cid}
            if op["kind"] == "edit":
                ev = {"op": "edit", **base, "message_id": m["id"], "edited_at": iso(at),
                      "content": op["content"]}
            elif op["kind"] == "delete":
                ev = {"op": "delete", **base, "message_id": m["id"], "deleted_at": iso(at)}
            elif op["kind"] == "forget":
                ev = {"op": "forget", **base, "message_id": m["id"],
                      "requested_by": WHO[op["by"]][0], "at": iso(at)}
            elif op["kind"] in ("pin", "unpin"):
                ev = {"op": op["kind"], **base, "message_id": m["id"], "by": WHO[op["by"]][0],
                      "at": iso(at)}
            else:
                ev = {"op": "reaction_add" if op["kind"] == "react" else "reaction_remove", **base,
                      "message_id": m["id"], "emoji": op["emoji"], "user_id": WHO[op["who"]][0],
                      "at": iso(at)}
            events.append((at, k, ev))
            k += 1
        return events


# --------------------------------------------------------------------------------------
def day_context(rng, ch_idx, local_date):
    fleet_rng = random.Random(9001 + ch_idx * 7919)
    fleet = fleet_rng.sample(FLEET_POOL, 5)
    mon1_i = local_date.month % 12          # index of next month
    mon2_i = (local_date.month + 1) % 12
    yy1 = (local_date.year + (1 if local_date.month == 12 else 0)) % 100
    yy2 = (local_date.year + (1 if local_date.month >= 11 else 0)) % 100
    hot = rng.random() < 0.5
    op_day = local_date + timedelta(days=1)
    c = {
        "fleet": fleet,
        "date": local_date.strftime("%Y-%m-%d"),
        "mmdd": local_date.strftime("%m%d"),
        "op_day": op_day.strftime("%Y-%m-%d"),
        "op_short": "%d/%d" % (op_day.month, op_day.day),
        "yday": "%d/%d" % ((local_date - timedelta(days=1)).month, (local_date - timedelta(days=1)).day),
        "mon1": MONTHS[mon1_i], "mon2": MONTHS[mon2_i],
        "north": "North pk %s" % MONTHS[mon1_i],
        "west": "West pk %s" % MONTHS[mon2_i],
        "waha": "Waha %s basis" % MONTHS[mon2_i],
        "ng": "NG %s%02d" % (MCODE[mon2_i], yy2),
        "yy1": yy1,
        "hot": hot,
        "peak_px": rng.uniform(260, 900) if hot else rng.uniform(95, 240),
        "north_px": rng.uniform(104, 142),
        "west_px": rng.uniform(82, 110),
        "waha_px": -rng.uniform(0.9, 2.6),
        "ng_px": rng.uniform(2.55, 3.45),
        "pipe": rng.choice(PIPES),
        "qse": "QBXT%d" % (3 + ch_idx % 6),
    }
    return c


def pick_res(c, rng, zone=None):
    pool = [f for f in c["fleet"] if zone is None or f[1] == zone] or c["fleet"]
    return rng.choice(pool)


def txid(rng, prefix="TX"):
    return "%s-%s%05d" % (prefix, "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)),
                          rng.randint(0, 99999))


def soc_table(c, rng, hours):
    head = "| HE | " + " | ".join(f[0] for f in c["fleet"]) + " |"
    sep = "|----|" + "|".join("-" * (len(f[0]) + 2) for f in c["fleet"]) + "|"
    rows = [head, sep]
    socs = [rng.uniform(20, 60) for _ in c["fleet"]]
    for he in hours:
        vals = []
        for i, f in enumerate(c["fleet"]):
            if 9 <= he <= 15:
                socs[i] = min(95.0, socs[i] + rng.uniform(4, 14))
            elif 17 <= he <= 21:
                socs[i] = max(8.0, socs[i] - rng.uniform(8, 22))
            else:
                socs[i] = max(8.0, min(95.0, socs[i] + rng.uniform(-4, 4)))
            vals.append("%.0f%%" % socs[i])
        rows.append("| %02d | " % he + " | ".join(vals) + " |")
    return "\n".join(rows)


# --------------------------------------------------------------------------------------
# hard-event scenarios

def sc_dam_plan(d, c, rng, idioms):
    """06:30 optimiser DAM plan with a buried proposal; lead approves in reply; bot acks in thread."""
    r = pick_res(c, rng)
    mw = rng.choice([20, 25, 30, 35, 40, 45]) if r[2] <= 75 else rng.choice([60, 80, 90, 110, 120])
    floor = round(c["peak_px"] * rng.uniform(0.55, 0.8), 2)
    chg_mw = max(10, mw - rng.choice([5, 10]))
    chg_px = round(rng.uniform(11, 28), 2)
    hrs = rng.choice(["HE19-HE20", "HE19-HE21", "HE20-HE21"])
    curve_lines = []
    for f in c["fleet"]:
        a = rng.uniform(40, 90)
        curve_lines.append("  %s discharge HE19: 0-%d MW @ $%s | %d-%d MW @ $%s | %d-%d MW @ $%s" % (
            f[0], f[2] // 5, money(a), f[2] // 5, f[2] // 2, money(a * rng.uniform(1.6, 2.4)),
            f[2] // 2, f[2], money(a * rng.uniform(4, 9))))
    body = (
        "**DAM plan — OD %s (run %s, optimus v3.14)**\n"
        "inputs: DAM SPP fcst ens p50/p90, 00z ECMWF + 06z HRRR blend, SOC @ 06:00 telemetry, "
        "no AS carried from prior OD.\n"
        "expected HB_NORTH DA peak (HE19) p50 $%s, p90 $%s; HB_WEST–HB_NORTH HE19 spread p50 $%s.\n\n"
        "SOC plan (end of hour, %% of MWh):\n%s\n\n"
        "offer curves (EOC, energy only):\n%s\n\n"
        "Proposed DAM submission: %s discharge %d MW %s at floor $%s/MWh; charge %d MW HE11-HE14 bid $%s.\n\n"
        "notes: RRS/ECRRS opportunity cost priced at p50 AS clears of last 10 ODs; Reg Down headroom held "
        "on the HB_WEST units for negative-price solar hours. cycle budget used MTD 61%% of warranty cap. "
        "model did NOT include the %s maintenance; gas-side risk handled by jpark.\n"
        "confidence: %s. next rerun 08:30 after 06z GFS."
    ) % (c["op_day"], "0%d%02d" % (6, rng.randint(20, 50)), money(c["peak_px"]),
         money(c["peak_px"] * rng.uniform(1.4, 2.6)), money(rng.uniform(-35, 25)),
         soc_table(c, rng, [1, 4, 7, 10, 13, 16, 18, 19, 20, 21, 22, 24]),
         "\n".join(curve_lines), r[0], mw, hrs, money(floor), chg_mw, money(chg_px),
         c["pipe"], rng.choice(["medium", "medium-high", "low-medium"]))
    t0 = rng.uniform(385, 420)
    plan = d.hard(t0, "optimus", body, "trade_proposal",
                  [r[0], "discharge", "%d MW" % mw, "$%s" % money(floor)], "buried")
    idioms.append((plan, "optimiser DAM plan with one proposal sentence buried in SOC tables", "trade_proposal"))
    d.pin(plan, rng.uniform(3, 9))
    d.react(plan, rng.uniform(2, 8), "📌", "dwayne")
    appr = rng.choice([
        ("ok go on %s, %d MW is fine" % (r[0], mw), ["ok go", r[0], "%d MW" % mw]),
        ("👍 send it — %s %s" % (r[0], hrs), ["👍 send it", r[0]]),
        ("approved as written. %s floor $%s ok" % (r[0], money(floor)), ["approved", r[0], "$%s" % money(floor)]),
    ])
    a = d.hard(t0 + rng.uniform(14, 40), "dwayne", appr[0], "trade_approval", appr[1], "reply", ref=plan)
    idioms.append((a, "short reply approving optimiser proposal", "trade_approval"))
    th = d.thread(t0 + rng.uniform(45, 60), "DAM submit OD %s" % c["op_short"])
    tt = th["t"]
    d.add(tt + 0.1, "tbui", "thread for OD %s DAM submissions, keep chatter out of main pls" % c["op_short"],
          thread=th)
    tx = txid(rng)
    ack = ("DAM_SUBMIT status=ACCEPTED qse=%s resource=%s type=ESR_EOC side=DISCHARGE he=%s mw=%d "
           "price_floor=%s od=%s txid=%s") % (c["qse"], r[0], hrs.replace("HE", ""), mw, money(floor, 2).replace(",", ""),
                                              c["op_day"], tx)
    ak = d.hard(tt + rng.uniform(20, 40), "subbot", ack, "trade_confirmation",
                ["status=ACCEPTED", "resource=%s" % r[0], "mw=%d" % mw, "txid=%s" % tx], "structured", thread=th)
    idioms.append((ak, "submission bot key=value ISO acceptance", "trade_confirmation"))
    d.add(ak["t"] + 0.4, "tbui", rng.choice(["ty", "👍", "k"]), thread=th, cat="noise", ref=ak)
    return {"plan": plan, "res": r, "mw": mw, "floor": floor, "hrs": hrs, "thread": th, "tx": tx}


def sc_as(d, c, rng, idioms, th):
    rrs = rng.choice([20, 25, 30, 40])
    ecr = rng.choice([10, 15, 20])
    ru = rng.choice([10, 15, 20])
    p_rrs = round(rng.uniform(6, 14), 2)
    p_ecr = round(rng.uniform(12, 35), 2)
    p_ru = round(rng.uniform(4, 11), 2)
    t0 = rng.uniform(450, 500)
    txt = ("AS for OD %s: offer RRS %d MW HE13-HE18 @ $%s, ECRRS %d MW HE19-HE21 @ $%s, "
           "regup %d MW HE07-HE10 @ $%s. all on the HB_WEST units, leaves SOC for the evening") % (
        c["op_short"], rrs, money(p_rrs), ecr, money(p_ecr), ru, money(p_ru))
    p = d.hard(t0, "tbui", txt, "trade_proposal", ["RRS", "%d MW" % rrs, "$%s" % money(p_rrs), "ECRRS"], "untagged")
    idioms.append((p, "untagged AS offer stack proposal in prose", "trade_proposal"))
    q = d.add(t0 + rng.uniform(3, 8), "marisol", "ecrrs at %s feels cheap for HE19-21 if the 12z stays hot?" % money(p_ecr),
              ref=p, cat="near")
    appr = rng.choice([
        ("approved, keep ECRRS ≤ %d MW and send" % ecr, ["approved", "ECRRS", "%d MW" % ecr]),
        ("yes do it. RRS %d ok" % rrs, ["yes do it", "RRS %d" % rrs]),
    ])
    a = d.hard(t0 + rng.uniform(12, 25), "dwayne", appr[0], "trade_approval", appr[1], "reply", ref=p)
    # submission embed in thread
    tx = txid(rng, "AS")
    e = {"title": "AS offer accepted — OD %s" % c["op_short"],
         "description": "ERCOT MIS acknowledgement for QSE %s" % c["qse"],
         "fields": [{"name": "Product", "value": "RRS", "inline": True},
                    {"name": "MW", "value": str(rrs), "inline": True},
                    {"name": "Hours", "value": "HE13-HE18", "inline": True},
                    {"name": "Price", "value": "$%s" % money(p_rrs), "inline": True},
                    {"name": "Status", "value": "ACCEPTED", "inline": True}],
         "footer": "txid %s · ERCOT MIS" % tx}
    ae = d.hard(a["t"] + rng.uniform(10, 25), "subbot", "", "trade_confirmation",
                ["RRS", str(rrs), "ACCEPTED", tx], "embed", embeds=[e], thread=th)
    idioms.append((ae, "embed-only ISO AS acceptance", "trade_confirmation"))
    if rng.random() < 0.6:
        return {"rrs": rrs, "p_rrs": p_rrs, "ecr": ecr, "p_ecr": p_ecr, "ru": ru, "p_ru": p_ru}
    # a rejection + resubmission
    rd_mw = rng.choice([8, 10, 12])
    rej = ("AS_SUBMIT status=REJECTED qse=%s product=REGDN he=01-06 mw=%d price=%s reason=\"ESR_SOC_INFEASIBLE: "
           "max charge capability < awarded obligation\" txid=%s") % (c["qse"], rd_mw, money(rng.uniform(3, 6)), txid(rng, "AS"))
    rj = d.hard(ae["t"] + rng.uniform(2, 6), "subbot", rej, "trade_confirmation",
                ["status=REJECTED", "product=REGDN", "mw=%d" % rd_mw], "structured", thread=th)
    rs_px = round(rng.uniform(3.5, 6.5), 2)
    rs_mw = rd_mw - 4
    rs = d.hard(rj["t"] + rng.uniform(4, 9), "tbui",
                "fixing — resubmit REGDN %d MW HE01-HE06 @ $%s on %s only" % (rs_mw, money(rs_px), c["fleet"][0][0]),
                "trade_proposal", ["REGDN", "%d MW" % rs_mw, "$%s" % money(rs_px)], "reply", ref=rj, thread=th)
    tx2 = txid(rng, "AS")
    d.hard(rs["t"] + rng.uniform(3, 7), "subbot",
           "AS_SUBMIT status=ACCEPTED qse=%s product=REGDN he=01-06 mw=%d price=%s txid=%s" % (
               c["qse"], rs_mw, money(rs_px), tx2),
           "trade_confirmation", ["status=ACCEPTED", "product=REGDN", "mw=%d" % rs_mw, tx2], "structured", thread=th)
    return {"rrs": rrs, "p_rrs": p_rrs, "ecr": ecr, "p_ecr": p_ecr, "ru": ru, "p_ru": p_ru}


def sc_north_hedge(d, c, rng, idioms):
    qty = rng.choice([10, 15, 20, 25])
    px = round(c["north_px"], 2)
    stp = round(px + rng.choice([6, 7, 8]), 2)
    t0 = rng.uniform(520, 600)
    txt = "s %d %s @ %s stp %s" % (qty, c["north"], money(px), money(stp))
    p = d.hard(t0, "jpark", txt, "trade_proposal", ["s %d" % qty, c["north"], money(px)], "shorthand")
    idioms.append((p, "shorthand futures proposal 's N <contract> @ px stp'", "trade_proposal"))
    d.add(t0 + 0.8, "jpark", "vs the evening length on DENTON/WACO, hedge ratio back to ~0.6", ref=p)
    a = d.hard(t0 + rng.uniform(2, 7), "dwayne", "👍 send it", "trade_approval", ["👍", "send it"], "reply", ref=p)
    idioms.append((a, "emoji + 'send it' approval reply", "trade_approval"))
    oid = "ICE-%d" % rng.randint(4100000, 4999999)
    # risk engine resizes
    if rng.random() < 0.55:
        new_qty = qty - rng.choice([4, 5, 6])
        rk = d.hard(a["t"] + rng.uniform(0.5, 1.5), "risk",
                    "pre-trade: order %s SELL %d %s resized %d → %d lots (ICE IM headroom $%sM)" % (
                        oid, qty, c["north"], qty, new_qty, money(rng.uniform(0.4, 0.9), 2)),
                    "risk_limit", [oid, "resized", "%d → %d" % (qty, new_qty)], "structured")
        idioms.append((rk, "risk engine resizing an order", "risk_limit"))
    else:
        new_qty = qty
        rk = d.add(a["t"] + rng.uniform(0.5, 1.5), "risk", "pre-trade: order %s SELL %d %s ok (IM headroom $%sM)" % (
            oid, qty, c["north"], money(rng.uniform(1.0, 2.5), 2)), cat="noise")
    e = {"title": "Order working", "author": "ICE OMS",
         "fields": [{"name": "Contract", "value": c["north"], "inline": True},
                    {"name": "Side", "value": "SELL", "inline": True},
                    {"name": "Qty", "value": str(new_qty), "inline": True},
                    {"name": "Limit", "value": money(px), "inline": True}],
         "footer": "order %s · venue IFED" % oid}
    ow = d.hard(rk["t"] + rng.uniform(0.3, 1.0), "oms", "", "trade_confirmation",
                [c["north"], "SELL", str(new_qty), oid], "embed", embeds=[e])
    part = new_qty // 2 if rng.random() < 0.5 else 0
    fpx = round(px - rng.choice([0.05, 0.10, 0.15]), 2)
    f1 = ow
    if part:
        f1 = d.hard(ow["t"] + rng.uniform(2, 10), "oms",
                    "FILL order=%s side=SELL contract=\"%s\" qty=%d/%d px=%s" % (oid, c["north"], part, new_qty, money(fpx)),
                    "trade_fill", [oid, "SELL", "qty=%d/%d" % (part, new_qty), money(fpx)], "structured")
    f2t = f1["t"] + rng.uniform(6, 25)
    f2 = d.hard(f2t, "jpark", "%s, %d %s @ %s avg. short %d on" % (
        "rest done" if part else "all done", new_qty - part, c["north"], money(px), new_qty), "trade_fill",
                [c["north"], "%d" % (new_qty - part), money(px)], "untagged")
    idioms.append((f2, "trader prose fill 'done N <contract> @ px avg'", "trade_fill"))
    d.add(f2["t"] + 0.5, "dwayne", "ty", ref=f2, cat="noise")
    # stop posted and moved twice by editing the same message
    s0 = "[STOP] %s short — stop %s" % (c["north"], money(stp))
    st = d.hard(f2["t"] + rng.uniform(2, 6), "jpark", s0, "stop_or_target_change",
                [c["north"], "stop", money(stp)], "tagged")
    s1 = round(stp - 1.5, 2)
    s2 = round(s1 - rng.choice([1.0, 1.25, 1.5]), 2)
    d.edit(st, rng.uniform(120, 200), "[STOP] %s short — stop %s" % (c["north"], money(s1)))
    d.edit(st, rng.uniform(300, 420), "[STOP] %s short — stop %s (tightened after 12z)" % (c["north"], money(s2)),
           superseded=[money(stp), money(s1)], new_facts=[c["north"], "stop", money(s2)])
    idioms.append((st, "stop level moved twice by editing the same [STOP] message", "stop_or_target_change"))
    return {"qty": new_qty, "px": px, "stop": s2, "oid": oid, "stop_msg": st}


def sc_waha(d, c, rng, idioms):
    lots = rng.choice([6, 8, 10, 12])
    px = round(c["waha_px"], 3)
    t0 = rng.uniform(480, 560)
    txt = ("want to buy %d lots %s at %s or better — hedge vs the ODESSA/PECOS charging cost when "
           "%s comes back and Waha rips") % (lots, c["waha"], "%.3f" % px, c["pipe"])
    p = d.hard(t0, "jpark", txt, "trade_proposal", ["buy", "%d lots" % lots, c["waha"], "%.3f" % px], "untagged")
    a = d.hard(t0 + rng.uniform(4, 15), "dwayne", "yes, do it. cap %d" % lots, "trade_approval",
               ["yes, do it", "cap %d" % lots], "reply", ref=p)
    fpx = round(px - 0.005, 3)
    f = d.hard(a["t"] + rng.uniform(3, 20), "oms",
               "FILL order=ICE-%d side=BUY contract=\"%s\" qty=%d/%d px=%s" % (
                   rng.randint(4100000, 4999999), c["waha"], lots, lots, "%.3f" % fpx),
               "trade_fill", ["side=BUY", c["waha"], "qty=%d/%d" % (lots, lots), "%.3f" % fpx], "structured")
    tgt = round(px + rng.uniform(0.4, 0.8), 2)
    tg = d.hard(f["t"] + rng.uniform(30, 90), "jpark",
                "target on the %s long: take profit %s, no stop (it's a hedge)" % (c["waha"], "%.2f" % tgt),
                "stop_or_target_change", [c["waha"], "take profit", "%.2f" % tgt], "untagged")
    idioms.append((tg, "take-profit target set in prose", "stop_or_target_change"))
    return {"lots": lots, "px": px}


def sc_dam_results(d, c, rng, idioms, plan, asx):
    t0 = rng.uniform(810, 830)
    d.add(t0 - 2, "subbot", "DAM results posted for OD %s, pulling awards…" % c["op_short"], cat="noise")
    r = plan["res"]
    spp = round(c["peak_px"] * rng.uniform(0.9, 1.3), 2)
    aw = d.hard(t0, "subbot",
                "DAM_AWARD od=%s resource=%s side=DISCHARGE he=19 mw=%.1f spp=%s settle_pt=%s" % (
                    c["op_day"], r[0], plan["mw"], "%.2f" % spp, r[1]),
                "trade_fill", ["DAM_AWARD", "resource=%s" % r[0], "side=DISCHARGE", "mw=%.1f" % plan["mw"], "spp=%.2f" % spp],
                "structured")
    idioms.append((aw, "DAM award key=value treated as a fill", "trade_fill"))
    r2 = pick_res(c, rng)
    cmw = rng.choice([20, 30, 40, 50])
    cpx = round(rng.uniform(-4, 24), 2)
    if rng.random() < 0.5:
        d.hard(t0 + 0.1, "subbot",
             "DAM_AWARD od=%s resource=%s side=CHARGE he=12 mw=%.1f spp=%s settle_pt=%s" % (
                 c["op_day"], r2[0], cmw, "%.2f" % cpx, r2[1]),
             "trade_fill", ["resource=%s" % r2[0], "side=CHARGE", "mw=%.1f" % cmw, "spp=%.2f" % cpx], "structured")
    if asx:
        clr = round(asx["p_rrs"] * rng.uniform(1.0, 1.4), 2)
        e = {"title": "AS awards — OD %s" % c["op_short"],
             "description": "cleared in DAM (MCPC)",
             "fields": [{"name": "RRS", "value": "%d MW HE13-18 @ $%s" % (asx["rrs"], money(clr))},
                        {"name": "ECRRS", "value": "%d MW HE19-21 @ $%s" % (asx["ecr"], money(asx["p_ecr"] * 1.1))},
                        {"name": "REGUP", "value": "%d MW HE07-10 @ $%s" % (asx["ru"], money(asx["p_ru"] * 1.05))}],
             "footer": "QSE %s · awards are financially binding" % c["qse"]}
        ae = d.hard(t0 + 0.3, "subbot", "", "trade_fill",
                    ["RRS", "%d MW HE13-18 @ $%s" % (asx["rrs"], money(clr)), "ECRRS"], "embed", embeds=[e])
        idioms.append((ae, "embed-only AS award table", "trade_fill"))
    d.add(t0 + rng.uniform(2, 6), "tbui", rng.choice(["nice, HE19 cleared way over floor", "good clears",
                                                      "as expected, ecrrs rich again"]), ref=aw)
    d.add(t0 + rng.uniform(6, 9), "dwayne", "🔥", ref=aw, cat="noise")
    return spp


def sc_rt_offer(d, c, rng, idioms):
    r = pick_res(c, rng, "HB_WEST")
    he = rng.choice([18, 19, 20])
    mw = rng.choice([30, 40, 50, 60])
    p0 = rng.choice([1250, 1400, 1600, 2100])
    p1 = rng.choice([880, 940, 980, 1050])
    t0 = rng.uniform(930, 1010)
    txt0 = "updating %s rt offer HE%d: discharge %d MW @ $%s, rest at cap" % (r[0], he, mw, money(p0, 0))
    txt1 = "updating %s rt offer HE%d: discharge %d MW @ $%s, rest at cap" % (r[0], he, mw, money(p1, 0))
    m = d.hard(t0, "marisol", txt0, "trade_proposal", [r[0], "discharge", "%d MW" % mw, "$%s" % money(p1, 0)],
               "untagged")
    d.edit(m, rng.uniform(2, 5), txt1, superseded=["$%s" % money(p0, 0)])
    idioms.append((m, "RT offer price edited in place", "trade_proposal"))
    tx = txid(rng, "RT")
    ack = d.hard(t0 + rng.uniform(6, 9), "subbot",
                 "RT_OFFER status=ACCEPTED resource=%s he=%d curve=EOC mw=%d price=%s txid=%s" % (
                     r[0], he, mw, "%d.00" % p1, tx),
                 "trade_confirmation", ["RT_OFFER", "status=ACCEPTED", "resource=%s" % r[0], "price=%d.00" % p1], "structured")
    d.add(ack["t"] + 0.3, "marisol", "k", cat="noise", ref=ack)
    return r


def sc_risk(d, c, rng, idioms, hedge):
    out = []
    t0 = rng.uniform(560, 640)
    lim = rng.choice([5.5, 6.0, 6.5])
    lim2 = lim - 0.5
    txt0 = "setting ERCOT collateral soft limit to $%.1fM for today (TPE up on the heat), hard stays $7.5M" % lim
    txt1 = "setting ERCOT collateral soft limit to $%.1fM for today (TPE up on the heat), hard stays $7.5M" % lim2
    m = d.hard(t0, "kelsey", txt0, "risk_limit", ["ERCOT collateral soft limit", "$%.1fM" % lim2], "untagged")
    d.edit(m, rng.uniform(20, 70), txt1, superseded=["$%.1fM" % lim])
    idioms.append((m, "collateral limit set then edited down", "risk_limit"))
    d.pin(m, rng.uniform(1, 4), by="kelsey")
    out.append(m)
    # VaR breach embed
    var = rng.uniform(2.45, 2.9)
    t1 = rng.uniform(1000, 1080)
    e = {"title": "LIMIT BREACH — VaR95 1d", "author": "riskbot",
         "description": "Desk VaR95 1d $%sM > limit $2.40M. New risk-increasing hedge orders blocked until back under." % money(var),
         "fields": [{"name": "Driver", "value": "%s short vs RT scarcity" % c["north"]},
                    {"name": "Action", "value": "block_new_risk=true"}],
         "footer": "risk engine v2 · %s" % c["date"]}
    b = d.hard(t1, "risk", "", "risk_limit", ["LIMIT BREACH", "$%sM" % money(var), "$2.40M", "block_new_risk=true"],
               "embed", embeds=[e])
    idioms.append((b, "embed-only VaR breach with order block", "risk_limit"))
    d.react(b, 1.2, "👀", "kelsey")
    out.append(b)
    # kelsey cuts limit in reply, or an order block
    if rng.random() < 0.5:
        x = d.hard(t1 + rng.uniform(5, 15), "kelsey",
                   "ack. gas delta limit cut to 40 lots net until tomorrow's open, jpark pls stay under",
                   "risk_limit", ["gas delta limit", "40 lots"], "reply", ref=b)
        out.append(x)
    return out


def sc_routes(d, c, rng, idioms):
    out = []
    der = pick_res(c, rng)
    dmw = rng.choice([15, 20, 25, 40])
    t0 = rng.uniform(150, 300)
    e = {"title": "DERATE %s" % der[0],
         "description": "HSL reduced %d MW → %d MW · cause: PCS trip (inverter block 3)" % (der[2], der[2] - dmw),
         "fields": [{"name": "Since", "value": "%02d:%02d CPT" % (int(t0 // 60), int(t0 % 60))},
                    {"name": "COP updated", "value": "yes"}],
         "footer": "telemetry · scada-gw-2"}
    tm = d.add(t0, "telem", "", embeds=[e])
    rt = d.hard(t0 + rng.uniform(20, 90), "dwayne",
                "routing the %s derate to nate-ops, he has the OEM ticket. marisol keep it out of rt offers till cleared" % der[0],
                "route_decision", ["routing", der[0], "nate-ops"], "reply", ref=tm)
    idioms.append((rt, "human routes derate to ops", "route_decision"))
    out.append(rt)
    th = d.thread(rt["t"] + 1, "%s derate" % der[0])
    d.add(rt["t"] + 1.2, "nate", "on it. tech ETA 10:30, looks like the same IGBT as june", thread=th)
    d.add(rt["t"] + rng.uniform(200, 300), "nate", "block 3 back, HSL restored to %d MW" % der[2], thread=th)
    d.add(rt["t"] + rng.uniform(301, 320), "marisol", "ty", thread=th, cat="noise")
    # no-route on a small derate
    nr = pick_res(c, rng)
    nm = rng.choice([3, 4, 5])
    t1 = rng.uniform(700, 780)
    tm2 = d.add(t1, "telem", "derate %s -%d MW (HVAC high temp, container 2) auto-clears <35C" % (nr[0], nm))
    n = d.hard(t1 + rng.uniform(3, 12), "marisol",
               "%s -%d MW hvac thing — no action, clears tonight, not routing" % (nr[0], nm),
               "no_route_decision", [nr[0], "no action", "not routing"], "reply", ref=tm2)
    idioms.append((n, "explicit 'no action, not routing' reply", "no_route_decision"))
    out.append(n)
    # optimiser JSON no-route
    t2 = rng.uniform(180, 260)
    if rng.random() < 0.4:
        return out
    js = json.dumps({"agent": "optimus-soc", "item": "regdn_shortfall_HE%02d" % rng.randint(2, 5),
                     "shortfall_mw": round(rng.uniform(0.3, 1.4), 1), "decision": "no_route",
                     "reason": "within 2% tolerance"}, sort_keys=False)
    j = d.hard(t2, "optimus", js, "no_route_decision", ['"decision": "no_route"', "regdn_shortfall"], "structured")
    idioms.append((j, "JSON line no_route from agent", "no_route_decision"))
    out.append(j)
    if rng.random() < 0.5:
        return out
    # CRR routing
    t3 = rng.uniform(660, 720)
    cr = d.hard(t3, "tbui", "@crr-agent take the HB_WEST→LZ_HOUSTON %s onpk path for the monthly auction, "
                "want a bid curve by 3pm" % c["mon2"],
                "route_decision", ["@crr-agent", "HB_WEST→LZ_HOUSTON", c["mon2"]], "untagged")
    out.append(cr)
    d.add(t3 + rng.uniform(1, 3), "crr", "ack — queued HB_WEST→LZ_HOUSTON %s onpk, ETA 14:40" % c["mon2"], ref=cr)
    return out


def sc_rt_review_buried_route(d, c, rng, idioms):
    t0 = rng.uniform(1020, 1060)
    hdr = "**RT review HE14–HE17 + evening plan (optimus)**\n"
    lines = []
    for he in (14, 15, 16, 17):
        lines.append("HE%d: HB_NORTH RT $%s vs DA $%s · HB_WEST $%s · LZ_HOUSTON $%s · fleet net %+.0f MW · "
                     "basepoint deviation %.1f%%" % (he, money(rng.uniform(30, 300)), money(rng.uniform(40, 200)),
                                                    money(rng.uniform(-20, 260)), money(rng.uniform(30, 320)),
                                                    rng.uniform(-200, 350), rng.uniform(0.2, 3.2)))
    soc = soc_table(c, rng, [17, 18, 19, 20, 21, 22])
    dec = ("→ routing HE20-HE21 SOC rebalance to dispatch-agent: shift %d MWh from %s to %s ahead of the net-load peak."
           % (rng.choice([40, 60, 80]), c["fleet"][0][0], c["fleet"][2][0]))
    tail = ("\nrisks: solar drop-off 150 MW/5min faster than STWPF; if PRC < 3,000 MW ECRRS deployment likely, "
            "in which case SOC floor binds on %s. nothing else changes; DA hedges untouched." % c["fleet"][1][0])
    body = hdr + "\n".join(lines) + "\n\nSOC projection:\n" + soc + "\n\n" + dec + tail
    m = d.hard(t0, "optimus", body, "route_decision", ["routing", "SOC rebalance", "dispatch-agent"], "buried")
    idioms.append((m, "route decision buried in long RT review", "route_decision"))
    d.add(t0 + rng.uniform(1, 2.5), "dispatch", "received: SOC rebalance HE20-HE21, executing via basepoint "
          "overrides within COP", ref=m)
    return m


def sc_news(d, c, rng, idioms):
    out = []
    # held: Waha basis via pipeline owner
    t0 = rng.uniform(560, 700)
    owner = PIPE_OWNER[c["pipe"]]
    cut = rng.choice(["0.4", "0.6", "0.8"])
    txt = ("📰 %s says %s compressor outage extended to %s; flows cut ~%s Bcf/d. Waha cash %s (NGI)" % (
        owner, c["pipe"], c["op_short"], cut, "%.2f" % (c["waha_px"] - rng.uniform(0.5, 1.5))))
    h = d.hard(t0, "jpark", txt, "held_position_news", [owner, c["pipe"], "%s Bcf/d" % cut], "untagged")
    idioms.append((h, "pipeline-owner headline hitting held Waha basis", "held_position_news"))
    out.append(h)
    # held: North futures headline, embed relay
    t1 = rng.uniform(870, 960)
    chg = round(rng.uniform(2.5, 7.5), 2)
    e = {"title": "ERCOT North Hub %s on-peak futures jump $%s on heat" % (c["mon1"], money(chg)),
         "description": "Forward power for %s delivery at ERCOT North rose to $%s/MWh as forecasts extended triple-digit "
                        "heat into Labor Day week." % (c["mon1"], money(c["north_px"] + chg)),
         "footer": "Platts Megawatt Daily via newsfeed"}
    h2 = d.hard(t1, "notices", "", "held_position_news",
                ["ERCOT North Hub", c["mon1"], "$%s" % money(chg)], "embed", embeds=[e])
    out.append(h2)
    if rng.random() < 0.4:
        t2 = rng.uniform(630, 700)
        bcf = rng.choice([41, 55, 63, 72])
        h3 = d.hard(t2, "jpark", "EIA storage +%d Bcf vs +%d exp, %s -%dc. our short is fine" % (
            bcf, bcf - rng.choice([6, 8, 11]), c["ng"], rng.choice([6, 9, 12])),
            "held_position_news", ["EIA storage", "+%d Bcf" % bcf, c["ng"]], "shorthand")
        out.append(h3)
    # watchlist
    t3 = rng.uniform(600, 900)
    w = rng.choice([
        ("NGI: Katy cash +%dc to $%s on record Gulf Coast LNG feedgas" % (rng.choice([9, 12, 14]), money(c["ng_px"] + 0.1)),
         ["Katy cash", "LNG feedgas"]),
        ("ICE: ERCOT West pk Cal%02d settles $%s, +$1.40 — biggest daily gain since May" % (c["yy1"] + 1, money(rng.uniform(66, 78))),
         ["West pk Cal%02d" % (c["yy1"] + 1), "+$1.40"]),
        ("ERCOT RPG endorses Lower Rio Grande Valley 345 kV upgrade; HB_SOUTH congestion relief seen from 2029",
         ["HB_SOUTH", "Lower Rio Grande Valley"]),
    ])
    wn = d.hard(t3, "notices", "newsfeed [watchlist]: " + w[0], "watchlist_news", w[1], "tagged")
    idioms.append((wn, "watchlist-tagged relay headline", "watchlist_news"))
    out.append(wn)
    return out


def sc_thesis(d, c, rng, idioms):
    out = []
    t0 = rng.uniform(700, 800)
    if rng.random() < 0.5:
        txt = ("flipping to bearish on %s for the balance of summer — solar adds + tropical moisture kill the "
               "HE19 tail. conviction medium. not adding, just fyi before pm meeting") % c["west"]
        facts = ["bearish", c["west"], "conviction medium"]
    else:
        txt = ("thesis check on %s: still bullish, dropping conviction to low — %s return-to-service pushes Waha "
               "back up and west gas-gen marginal cost with it") % (c["west"], c["pipe"])
        facts = ["bullish", c["west"], "conviction to low"]
    both = rng.random() < 0.35
    if both or rng.random() < 0.5:
        m = d.hard(t0, "dwayne", txt, "thesis_update", facts, "untagged")
        out.append(m)
        if not both:
            return out
    t1 = rng.uniform(1100, 1180)
    a0 = rng.uniform(0.5, 0.68)
    a1 = a0 + rng.uniform(0.06, 0.15)
    j = d.hard(t1, "optimus",
               "[THESIS] HB_WEST–HB_NORTH HE19 spread widening: confirmed. conviction %.2f→%.2f (RT realised spread "
               "7d avg $%s vs model $%s)" % (a0, a1, money(rng.uniform(25, 60)), money(rng.uniform(20, 45))),
               "thesis_update", ["HB_WEST–HB_NORTH", "confirmed", "%.2f→%.2f" % (a0, a1)], "tagged")
    idioms.append((j, "agent [THESIS] conviction change", "thesis_update"))
    out.append(j)
    return out


def sc_crr_reject(d, c, rng, idioms):
    mw = rng.choice([15, 20, 25, 30])
    px = round(rng.uniform(2.5, 6.5), 2)
    t0 = rng.uniform(880, 940)
    p = d.hard(t0, "crr",
               "[PROPOSED] CRR bid HB_WEST→LZ_HOUSTON %s onpk OBL %d MW @ $%s/MWh (p60 of sim payoff, 3.1x clearing "
               "ratio last 6 auctions)" % (c["mon2"], mw, money(px)),
               "trade_proposal", ["CRR bid", "HB_WEST→LZ_HOUSTON", "%d MW" % mw, "$%s/MWh" % money(px)], "tagged")
    rj = d.hard(t0 + rng.uniform(8, 30), "dwayne",
                "no — pass on the CRR this month, Odessa–Big Hill 345 outage risk too big. revisit for %s" % MONTHS[(MONTHS.index(c["mon2"]) + 1) % 12],
                "trade_approval", ["no — pass", "CRR"], "reply", ref=p)
    idioms.append((rj, "rejection of a proposal in a reply", "trade_approval"))
    d.add(rj["t"] + 0.6, "crr", "ack, parking that path until next month's auction prep", ref=rj)
    return [p, rj]


def sc_deleted_and_repost(d, c, rng, idioms):
    qty = rng.choice([10, 15, 20])
    px = round(c["west_px"], 2)
    t0 = rng.uniform(900, 990)
    bad_mon = MONTHS[(MONTHS.index(c["mon2"]) + 1) % 12]
    bad = d.hard(t0, "marisol", "s %d West pk %s @ %s" % (qty, bad_mon, money(px + 2.15)), "trade_proposal",
                 ["s %d" % qty, "West pk %s" % bad_mon, money(px + 2.15)], "shorthand",
                 snippet="s %d West pk %s @ %s" % (qty, bad_mon, money(px + 2.15)))
    d.delete(bad, rng.uniform(0.5, 1.5))
    good = d.hard(t0 + rng.uniform(2, 3), "marisol", "s %d %s @ %s — wrong month above, this one" % (qty, c["west"], money(px)),
                  "trade_proposal", ["s %d" % qty, c["west"], money(px)], "shorthand")
    if rng.random() < 0.5:
        d.add(good["t"] + rng.uniform(3, 8), "dwayne", "what's the rush on this one? let's talk at 4", ref=good, cat="near")
        return [bad, good]
    ok = d.hard(good["t"] + rng.uniform(3, 8), "dwayne", "ok go, %d max" % qty, "trade_approval", ["ok go", "%d max" % qty],
                "reply", ref=good)
    return [bad, good, ok]


def sc_eea_or_watch(d, c, rng, idioms):
    out = []
    if c["hot"]:
        t0 = rng.uniform(960, 1000)
        e = {"title": "ERCOT Conservation Appeal",
             "description": "ERCOT is asking Texans to voluntarily conserve power 4-9 p.m. today. Tight conditions "
                            "expected due to record demand and lower wind. No system-wide outages expected at this time.",
             "fields": [{"name": "PRC (now)", "value": "%s MW" % money(rng.uniform(3100, 3600), 0)},
                        {"name": "EEA", "value": "not in effect"}],
             "footer": "ERCOT Market Notice M-B%s-01" % c["mmdd"]}
        d.add(t0, "notices", "", embeds=[e])
        t1 = t0 + rng.uniform(35, 60)
        e2 = {"title": "PRC alert", "description": "Physical Responsive Capability below 3,000 MW",
              "fields": [{"name": "PRC", "value": "%s MW" % money(rng.uniform(2500, 2990), 0)},
                         {"name": "Next threshold", "value": "2,500 MW → EEA1"}],
              "footer": "ercot-notices · system conditions"}
        d.add(t1, "notices", "", embeds=[e2])
        r = d.hard(t1 + rng.uniform(2, 6), "dwayne",
                   "PRC < 3k → routing all ESR re-offers to dispatch-agent for HE18-HE21, humans hands off offers till 9",
                   "route_decision", ["routing", "ESR re-offers", "dispatch-agent"], "untagged")
        d.pin(r, 1.0)
        out.append(r)
        d.add(r["t"] + 1, "marisol", "👍", ref=r, cat="noise")
    else:
        t0 = rng.uniform(420, 560)
        e = {"title": "ERCOT Weather Watch",
             "description": "ERCOT has issued a Weather Watch for %s-%s due to forecast above-normal temperatures "
                            "and higher demand." % (c["op_short"], c["op_short"]),
             "footer": "ERCOT Market Notice W-A%s-02" % c["mmdd"]}
        n = d.add(t0, "notices", "", embeds=[e])
        r = d.hard(t0 + rng.uniform(5, 25), "dwayne", "weather watch noted, no change to plan, not routing anything",
                   "no_route_decision", ["no change to plan", "not routing"], "reply", ref=n)
        out.append(r)
    return out


def sc_ng_stop_removed(d, c, rng, idioms):
    t0 = rng.uniform(1180, 1260)
    m = d.hard(t0, "jpark", "removing the stop on %s short, hedge is static through expiry now" % c["ng"],
               "stop_or_target_change", ["removing the stop", c["ng"]], "untagged")
    return m


def sc_risk_block(d, c, rng, idioms):
    t0 = rng.uniform(1085, 1140)
    q = rng.choice([8, 10, 12])
    oid = "ICE-%d" % rng.randint(4100000, 4999999)
    m = d.hard(t0, "risk",
               "BLOCKED order=%s side=BUY qty=%d contract=\"%s\" reason=block_new_risk(VaR breach) limit=VaR95_1d" % (
                   oid, q, c["north"]),
               "risk_limit", ["BLOCKED", oid, "block_new_risk"], "structured")
    return m


def sc_evening_fill_rt(d, c, rng, idioms):
    """a SASM award at night and a Non-Spin award in the evening"""
    t0 = rng.uniform(1250, 1320)
    r = pick_res(c, rng)
    mw = rng.choice([10, 15, 20])
    px = round(rng.uniform(3, 18), 2)
    m = d.hard(t0, "subbot", "SASM_AWARD resource=%s product=NSPIN he=%d mw=%d mcpc=%s txid=%s" % (
        r[0], rng.randint(22, 24), mw, "%.2f" % px, txid(rng, "SA")),
        "trade_fill", ["SASM_AWARD", "resource=%s" % r[0], "product=NSPIN", "mw=%d" % mw], "structured")
    return m


def sc_forgotten(d, c, rng):
    t0 = rng.uniform(400, 900)
    code = "%d%d%d%d#" % tuple(rng.randint(0, 9) for _ in range(4))
    site = pick_res(c, rng)[0].split("_")[0].lower()
    m = d.add(t0, "nate", "gate code at %s site is %s, call me at 713-555-0%03d if the lock sticks" % (site, code, rng.randint(100, 199)),
              snippet="gate code at %s site is %s" % (site, code))
    d.forget(m, rng.uniform(10, 60))
    d.add(m["t"] + rng.uniform(61, 70), "dwayne", "nate pls don't post site codes in here, use the ops vault")
    # a hard event that gets forgotten: fill posted into wrong channel with counterparty name
    if rng.random() < 0.5:
        t1 = rng.uniform(1000, 1200)
        px = round(c["ng_px"], 3)
        f = d.hard(t1, "jpark", "filled b 4 %s @ %s w/ Macquarie voice, acct 88-1402-7" % (c["ng"], "%.3f" % px),
                   "trade_fill", ["b 4", c["ng"], "%.3f" % px], "shorthand",
                   snippet="w/ Macquarie voice, acct 88-1402-7")
        d.forget(f, rng.uniform(5, 20), by="kelsey")
        return [m, f]
    return [m]


# --------------------------------------------------------------------------------------
# near misses

def near_misses(d, c, rng, idioms):
    r = lambda: pick_res(c, rng)
    qse = rng.choice(OTHER_QSES)
    q2 = rng.choice([q for q in OTHER_QSES if q != qse])
    y_px = round(c["peak_px"] * rng.uniform(0.7, 1.2), 2)
    P = []
    P.append(("marisol", "what if we'd offered %s at $%s in HE20 yesterday instead of $%s? would've cleared, prob +$%dk" % (
        r()[0], money(y_px * 1.6, 0), money(y_px, 0), rng.randint(12, 45)), None, "hypothetical 'what if we had offered'"))
    P.append(("jpark", "should we add to the %s long here or wait for thursday's EIA?" % c["waha"], None, "question about adding"))
    P.append(("optimus", "", [{"title": "Backtest: ECRRS-first stacking (Jul 1 – %s)" % c["yday"],
                              "description": "sim only — not submitted",
                              "fields": [{"name": "Sim clears", "value": "%d MW ECRRS @ $%s avg" % (rng.choice([18, 22, 25]), money(rng.uniform(20, 38)))},
                                         {"name": "Sim PnL vs actual", "value": "+%.1f%%" % rng.uniform(1, 6)}],
                              "footer": "backtest · paper · v3.14-rc2"}], "embed backtest with sim clears"))
    P.append(("tbui", "recap yday (%s): %s HE19 %d MW @ $%s, %s HE20 %d MW @ $%s, RRS %d MW @ $%s. decent day" % (
        c["yday"], c["fleet"][0][0], rng.choice([40, 45]), money(y_px), c["fleet"][1][0], rng.choice([100, 120]),
        money(y_px * 1.3), rng.choice([20, 30]), money(rng.uniform(6, 12))), None, "yesterday's awards recounted"))
    P.append(("marisol", "heard the %s QSE cleared ~%d MW ECRRS at $%d in DAM today lol" % (qse, rng.choice([150, 200, 250]), rng.randint(14, 30)),
              None, "another QSE's award"))
    rr = r()
    P.append(("optimus", "[SHADOW] paper curve %s HE18 (not submitted): 10 MW @ $95 | 25 MW @ $%d | %d MW @ $%d" % (
        rr[0], rng.randint(160, 220), min(rr[2], 40), rng.randint(500, 900)), None, "[SHADOW] paper bid curve"))
    P.append(("marisol", "a stop at %s on the North short would be sensible if the 12z stays hot" % money(c["north_px"] + 9), None,
              "stop 'would be sensible' without decision"))
    P.append(("tbui", "someone should look at LZ_SOUTH congestion, it's been weird all week", None, "someone should look"))
    P.append(("jpark", "paper: s 5 %s @ %s in the sim book, tracking vs the model" % (c["west"], money(c["west_px"] + 1.0)),
              None, "paper trade shorthand"))
    P.append(("kelsey", "fyi NYC gas desk sold 150 %s @ %s this morning (their book, not ours)" % (c["ng"], "%.3f" % c["ng_px"]),
              None, "other desk's trade"))
    P.append(("marisol", '> "CAISO issues Flex Alert for Thursday 4-9 p.m. PT"\nnot our market but west coast heat dome spreading', None,
              "quoted news from another ISO"))
    P.append(("tbui", "did the regup for HE07-10 actually go in? don't see it in MIS", None, "question about a submission"))
    P.append(("jpark", "in july we got filled 20 North pk Aug @ 131.25 and it went to 160, don't want a repeat", None,
              "last month fill told as history"))
    P.append(("dwayne", "if EEA1 hits we'd probably pull all ESR offers to cap — not doing anything now, just thinking out loud", None,
              "conditional plan without decision"))
    P.append(("optimus", "ran the SOC-reserve backtest: holding 25%% for HE21 would've added 3.1%% over Jul, would have "
              "sold %d MWh less in HE18. not proposing a change yet" % rng.randint(80, 160), None, "backtest prose"))
    P.append(("jpark", "would anyone buy %s at %s? asking for the pm meeting" % (c["ng"], "%.2f" % (c["ng_px"] - 0.2)), None,
              "would you buy question"))
    P.append(("kelsey", "if VaR goes over 2.4 we'd have to cut the North short, just flagging", None, "risk hypothetical"))
    P.append(("marisol", "%s marketing offering HB_WEST pk %s at %s on the board" % (q2, c["mon1"], money(c["west_px"] + 8)), None,
              "another firm's offer"))
    P.append(("subbot", "env=SANDBOX status=ACCEPTED resource=%s type=ESR_EOC mw=40 price=150.00 txid=MOTE-%05d (market trials, no "
              "financial effect)" % (r()[0], rng.randint(0, 99999)), None, "sandbox submission ack"))
    P.append(("optimus", "**Market note (no action)**\nRT HB_WEST traded below DA in 11 of the last 14 HE17s; buying DA / selling RT "
              "on the west units would have paid ~$%s/MWh on average but the tail in HE20 makes it a short-vol trade. "
              "an offer floor under $%d would have missed the two spike days. stops on spread trades don't work intraday "
              "because of 5-min settlement noise. leaving current bidding logic as is." % (money(rng.uniform(4, 12)), rng.randint(90, 140)),
              None, "long analysis with trading words, no decision"))
    P.append(("tbui", "lol remember aug 2023 when west printed $5,000 and we had 20% soc. never again", None, "old history"))
    P.append(("nate", "reuters: 'Texas grid adds record %s GW of batteries in H1' — we're in the chart lol" % money(rng.uniform(3.5, 5.5), 1),
              None, "generic industry news"))
    P.append(("jpark", "thinking about maybe trimming the %s short next week, no decision yet" % c["north"], None,
              "maybe-later about held position"))
    P.append(("marisol", "if we were to go long West pk %s here what's the stop? 4 bucks?" % c["mon1"], None, "hypothetical with stop"))
    P.append(("tbui", "%s bid 200 MW into the SASM last night per the board, crazy" % qse, None, "other QSE SASM"))
    P.append(("optimus", "[PAPER] sim order: BUY 10 %s @ %s · book=sim · not routed to OMS" % (c["north"], money(c["north_px"] - 3)),
              None, "[PAPER] tagged sim order"))
    rng.shuffle(P)
    n = rng.randint(20, 25)
    out = []
    lo, hi = 360, 1380
    for i, (who, txt, emb, idiom) in enumerate(P[:n]):
        t = rng.uniform(lo, hi)
        m = d.add(t, who, txt, embeds=emb, cat="near")
        out.append(m)
        idioms.append((m, idiom, "not_hard"))
    return out


# --------------------------------------------------------------------------------------
# filler

CHATTER = [
    "west is blowing out again", "solar ramp looking steeper than fcst", "anyone else getting 502s from MIS",
    "coffee run, want anything", "net load peak looks like HE20 today", "wind dropping off faster than the 12z had it",
    "north–west spread at 40+ in rt lol", "who has the CRR auction calendar", "lunch is here",
    "houston zone quiet for once", "STWPF revised down again", "load fcst +1.2 GW vs yesterday's for HE17",
    "SCED intervals look stale, 2 min late", "AS clears this week are nuts", "ok who touched the offer template",
    "heading to the site visit at 2, back by 5", "nodal prices at ODESSA sub look disconnected from hub again",
    "MIS dashboard slow as hell", "dinner order in 10", "gonna be a long evening",
    "dispatch-agent was a bit slow on the 17:35 interval, watching it", "battery fleet in ERCOT now >10 GW discharge capacity at peak, wild",
    "rtc+b trials next week, need volunteers for the sandbox", "did ERCOT move the DAM posting time? results late",
    "cloud cover in west TX, solar underperforming", "HB_HOUSTON and LZ_HOUSTON basically the same today",
    "remember to update the COP before 14:30", "my screen froze, reconnecting", "new intern starts monday fyi",
    "ICE screens wide in west this morning", "west basis looks tired", "pm meeting pushed to 4:15",
    "SOC telemetry lag back to normal", "who's on the overnight?", "I am, marisol takes 6am",
    "anybody see the new ERCOT protocol revision on ESR SOC accounting?", "texts from the field: all quiet",
    "ok", "noted", "makes sense",
]

WX_LINES = [
    "{run} ECMWF: DFW highs {d}F Thu ({sgn}{dd} vs prior), HOU {h}F; ERCOT wind HE18-21 {w:+.1f} GW vs prior",
    "{run} GFS: ridge holds over TX thru weekend, IAH {h}F, MAF {m}F, load fcst peak {l} GW",
    "{run} HRRR: sea breeze convection near HOU after 3pm, solar -{s} MW vs STPPF HE16-17",
    "{run} blend: west TX wind {w:+.1f} GW HE20 vs yday, DFW dewpoints {dp}F",
]


def add_filler(d, c, rng, target_total, target_noise):
    # activity weights by local hour
    W = [0.35, 0.3, 0.25, 0.25, 0.3, 0.45, 0.9, 1.4, 1.7, 1.9, 1.7, 1.4, 1.3, 1.5, 1.6, 1.9, 2.1, 2.3, 2.3, 2.0,
         1.6, 1.1, 0.8, 0.5]

    def when():
        h = rng.choices(range(24), weights=W)[0]
        return h * 60 + rng.uniform(0, 59.9)

    noise_now = sum(1 for m in d.msgs if m["cat"] == "noise")
    # telemetry heartbeats on a schedule
    n_hb = max(12, int((target_noise - noise_now) * rng.uniform(0.4, 0.5)))
    step = 1420.0 / n_hb
    t = rng.uniform(3, step)
    hb = []
    while t < 1430 and len(hb) < n_hb:
        soc = rng.uniform(22, 88)
        on = 5 if rng.random() > 0.12 else 4
        units = " ".join("%s=%d%%/%+dMW" % (f[0], rng.randint(10, 95), rng.randint(-f[2], f[2])) for f in c["fleet"])
        txt = rng.choice([
            "hb %02d:%02d fleet_online=%d/5 soc_avg=%.1f%% net_mw=%+.1f iccp=A telem_lag=%dms rtu_ok=5 poi_kv=%.1f freq=%.3fHz\n%s" % (
                int(t // 60), int(t % 60), on, soc, rng.uniform(-300, 450), rng.randint(140, 900),
                rng.uniform(343, 349), rng.uniform(59.975, 60.025), units),
            "telemetry ok · %d/5 ESR reporting · soc_avg %.1f%% · scada-gw-1 up · scada-gw-2 up · historian lag %ds · "
            "last SCED basepoint %02d:%02d · %s" % (on, soc, rng.randint(1, 9), int(t // 60), int(t % 60) // 5 * 5, units),
            "hb ok soc=[%s] temps=[%s] alarms=0 warn=%d aux_kw=[%s] hvac=[%s]\n" % (
                ",".join("%d" % rng.randint(10, 95) for _ in range(5)), ",".join("%d" % rng.randint(24, 37) for _ in range(5)),
                rng.randint(0, 3), ",".join("%d" % rng.randint(80, 400) for _ in range(5)),
                ",".join(rng.choice(["on", "on", "idle"]) for _ in range(5))) + units,
        ])
        txt += "\nstrings: %s" % " ".join("%s:%d/%d" % (f[0].split("_")[0][:4], rng.randint(20, 24), 24) for f in c["fleet"])
        hb.append(d.add(t, "telem", txt, cat="noise"))
        noise_now += 1
        t += step * rng.uniform(0.8, 1.2)
    gens = []

    def g_risk_ok():
        return ("risk", "all limits ok · VaR95 1d $%sM / $2.40M · ICE IM $%sM / $9.0M · ERCOT TPE $%sM / $7.5M · "
                "gas delta %d / 60 lots · power delta %d / 150 MW-eq · CRR exposure $%sk / $900k · stress(2021-02) "
                "$%sM / $12M · run %s" % (
            money(rng.uniform(1.1, 2.2)), money(rng.uniform(4, 7.5), 1), money(rng.uniform(2.5, 5.0), 1),
            rng.randint(10, 45), rng.randint(30, 120), money(rng.uniform(200, 700), 0), money(rng.uniform(4, 9), 1),
            txid(rng, "RUN")), None)

    def g_cron():
        return ("ci", rng.choice([
            "cron settlement_extract done · 14 files · 0 routed",
            "cron[award-reconcile] 0 mismatches, 0 routed",
            "nightly CRR inventory sync ok (%d paths)" % rng.randint(30, 48),
            "cron[cop-check] COP vs telemetry deltas < 2 MW on all resources",
            "cron[mis-pull] 0 new notices requiring action · 0 routed",
        ]), None)

    def g_deploy():
        return ("ci", rng.choice([
            "ci: optim-engine v3.14.%d deployed to prod (sha %07x) · %d tests passed" % (rng.randint(1, 9), rng.randint(0, 0xFFFFFFF), rng.randint(380, 450)),
            "deploy: ercot-submit restarted, config unchanged",
            "ci: dispatch-agent canary 100%%, p99 basepoint latency %d ms" % rng.randint(300, 900),
        ]), None)

    def g_alert():
        hub = rng.choice(["HB_WEST", "HB_NORTH", "LZ_HOUSTON", "HB_HOUSTON"])
        v = rng.choice([rng.uniform(250, 1900), rng.uniform(-40, -1)])
        return ("telem", "⚡ RT SPP alert %s 15m = $%s (%s)" % (hub, money(v), ">$250" if v > 0 else "<$0"), None)

    def g_pnl():
        e = {"title": "PnL snapshot %s %s" % (c["date"], rng.choice(["intraday", "hourly", "mark"])),
             "fields": [{"name": "DA energy", "value": "$%s" % money(rng.uniform(-20e3, 180e3), 0), "inline": True},
                        {"name": "RT", "value": "$%s" % money(rng.uniform(-60e3, 140e3), 0), "inline": True},
                        {"name": "AS", "value": "$%s" % money(rng.uniform(5e3, 60e3), 0), "inline": True},
                        {"name": "Hedges", "value": "$%s" % money(rng.uniform(-80e3, 80e3), 0), "inline": True},
                        {"name": "CRR", "value": "$%s" % money(rng.uniform(-5e3, 20e3), 0), "inline": True},
                        {"name": "MTD", "value": "$%s" % money(rng.uniform(0.4e6, 2.5e6), 0), "inline": True}],
             "footer": "pnl-bot · unofficial, pre-settlement"}
        return ("pnl", "", [e])

    def g_reconnect():
        return ("telem", rng.choice([
            "websocket to scada-gw-2 dropped, reconnecting (attempt %d)…" % rng.randint(1, 4),
            "reconnected to scada-gw-2, resumed seq %d" % rng.randint(10000, 99999),
            "ICCP link B flap, failover to A ok",
        ]), None)

    def g_trace():
        return ("subbot", "```\nTraceback (most recent call last):\n  File \"/srv/ercot-submit/main.py\", line 88, in <module>\n"
                "    loop.run_until_complete(poller.run())\n  File \"/usr/lib/python3.11/asyncio/base_events.py\", line 653, in "
                "run_until_complete\n    return future.result()\n  File \"/srv/ercot-submit/poller.py\", line 141, in run\n"
                "    await self.tick()\n  File \"/srv/ercot-submit/poller.py\", line 119, in tick\n    awards = self.client.poll_awards(od)\n"
                "  File \"/srv/ercot-submit/mis_client.py\", line %d, in poll_awards\n"
                "    resp = self.session.get(url, timeout=30, cert=self.cert)\n  File \"/usr/lib/python3/site-packages/requests/sessions.py\", "
                "line 602, in get\n    return self.request(\"GET\", url, **kwargs)\nrequests.exceptions.ReadTimeout: "
                "HTTPSConnectionPool(host='mis.ercot.com', port=443): Read timed out. (read timeout=30)\n```\nretrying in 60s" % rng.randint(180, 260), None)

    def g_ack():
        return (rng.choice(HUMANS[:5]), rng.choice(["ok", "thx", "👍", "ty", "k", "🙏", "roger", "seen", "lol", "+1"]), None)

    gens = [(g_risk_ok, 0.5), (g_cron, 2), (g_deploy, 1), (g_alert, 3), (g_pnl, 0.3), (g_reconnect, 1.5), (g_trace, 0.6),
            (g_ack, 3)]
    for hh in range(0, 24, 3):
        t = hh * 60 + rng.uniform(1, 50)
        e = {"title": "ERCOT system conditions %02d:%02d" % (int(t // 60), int(t % 60)),
             "fields": [{"name": "Demand", "value": "%s MW" % money(rng.uniform(48000, 86000), 0), "inline": True},
                        {"name": "Wind", "value": "%s MW" % money(rng.uniform(2000, 19000), 0), "inline": True},
                        {"name": "Solar", "value": "%s MW" % money(max(0, rng.uniform(-5000, 30000)), 0), "inline": True},
                        {"name": "Storage", "value": "%s MW" % money(rng.uniform(-4000, 7000), 0), "inline": True},
                        {"name": "PRC", "value": "%s MW" % money(rng.uniform(3200, 9000), 0), "inline": True},
                        {"name": "Frequency", "value": "%.3f Hz" % rng.uniform(59.98, 60.02), "inline": True}],
             "footer": "ercot-notices · dashboard scrape · informational"}
        d.add(t, "notices", "", embeds=[e], cat="noise")
        noise_now += 1
    for hh in range(8, 23, 2):
        who, txt, emb = g_pnl()
        d.add(hh * 60 + rng.uniform(0, 8), who, txt, embeds=emb, cat="noise")
        who, txt, emb = g_risk_ok()
        d.add(hh * 60 + rng.uniform(10, 20), who, txt, embeds=emb, cat="noise")
        noise_now += 2
    traces = []
    while noise_now < target_noise:
        g = rng.choices([x[0] for x in gens], weights=[x[1] for x in gens])[0]
        who, txt, emb = g()
        m = d.add(when(), who, txt, embeds=emb, cat="noise")
        if g is g_trace:
            traces.append(m)
        noise_now += 1
    # bulk delete a burst of stack traces
    tb = rng.uniform(200, 1200)
    burst = []
    for i in range(3):
        who, txt, emb = g_trace()
        txt = txt.replace("retrying in 60s", "retrying in 60s (burst %d/3, req %s)" % (i + 1, txid(rng, "RQ")))
        burst.append(d.add(tb + i * 0.2, who, txt, cat="noise", snippet=txt.split("\n")[-1]))
    d.bulk_delete(burst, rng.uniform(2, 6))
    # weather model updates
    for run, hh in (("00z", 330), ("06z", 560), ("12z", 800), ("18z", 1160), ("00z HRRR", 90), ("12z HRRR", 760),
                    ("15z HRRR", 940), ("18z HRRR", 1120)):
        tpl = rng.choice(WX_LINES)
        txt = tpl.format(run=run, d=rng.randint(99, 108), sgn=rng.choice(["+", "-"]), dd=rng.randint(1, 3),
                         h=rng.randint(94, 101), w=rng.uniform(-3, 3), m=rng.randint(100, 110), l=rng.randint(78, 88),
                         s=rng.randint(300, 1500), dp=rng.randint(62, 75))
        tab = ["city   Tmax  dTmax  dew  cloud", ]
        for city in ("DFW", "IAH", "AUS", "SAT", "MAF", "ABI", "CRP"):
            tab.append("%-5s %5d %+5.1f %4d %5d%%" % (city, rng.randint(92, 108), rng.uniform(-3, 3), rng.randint(55, 76), rng.randint(0, 70)))
        tab.append("HE   load GW  wind GW  solar GW  net load")
        for he in range(12, 24):
            ld = rng.uniform(60, 88)
            wd = rng.uniform(3, 18)
            so = max(0.0, 30 * (1 - abs(he - 14) / 7.0)) * rng.uniform(0.85, 1.05)
            tab.append("%02d   %7.1f  %7.1f  %8.1f  %8.1f" % (he, ld, wd, so, ld - wd - so))
        tab.append("ERCOT load peak fcst %s GW (HE17) · wind HE19 %s GW · solar HE14 %s GW" % (
            money(rng.uniform(78, 89), 1), money(rng.uniform(4, 16), 1), money(rng.uniform(22, 31), 1)))
        d.add(hh + rng.uniform(0, 40), "wx", "🌡️ " + txt + "\n```\n" + "\n".join(tab) + "\n```")
    # positions snapshot in the morning
    d.add(rng.uniform(360, 370), "pnl",
          "book @ 06:00 CPT: %s -%d MW · %s +%d lots · %s -%d · CRR HB_WEST→LZ_HOUSTON %s onpk +%d MW · ESR fleet %d MW / %d MWh\n"
          "watchlist: HB_SOUTH, LZ_SOUTH, Katy gas, West pk Cal%02d" % (
              c["north"], rng.choice([25, 40, 50]), c["waha"], rng.choice([20, 30, 40]), c["ng"], rng.choice([8, 12, 16]),
              c["mon1"], rng.choice([20, 30]), sum(f[2] for f in c["fleet"]), 2 * sum(f[2] for f in c["fleet"]),
              c["yy1"] + 1))
    # long optimiser status posts (non-decision)
    for hh in [120, 300, 480, 600, 720, 840, 1080, 1200, 1320][rng.randint(0, 1):]:
        lines = ["**SOC status %02d:00 (optimus, informational)**" % (hh // 60)]
        lines.append("projected SOC by HE (rest of day):\n" + soc_table(c, rng, list(range(max(1, hh // 60 + 1), 25, 2))))
        for f in c["fleet"]:
            lines.append("%s @ %s: soc %.0f%% · hsl %d MW · lsl -%d MW · cycles today %.2f · temp %.0fC · awards "
                         "covered %s" % (f[0], f[1], rng.uniform(10, 95), f[2], f[2], rng.uniform(0.2, 1.4),
                                         rng.uniform(24, 38), rng.choice(["yes", "yes", "partial"])))
        lines.append("live offer curves (EOC, next peak hour):")
        for f in c["fleet"]:
            a = rng.uniform(40, 120)
            lines.append("  %s: %d MW @ $%s | %d MW @ $%s | %d MW @ $%s · bid charge %d MW @ $%s" % (
                f[0], f[2] // 4, money(a), f[2] // 2, money(a * 2.1), f[2], money(a * rng.uniform(5, 12)),
                f[2] // 2, money(rng.uniform(-5, 25))))
        lines.append("aggregate: %d MWh stored, %d MWh headroom, AS obligations covered %.0f%%." % (
            rng.randint(150, 600), rng.randint(200, 700), rng.uniform(98, 100)))
        lines.append("no changes to offers this cycle; next status in 2h.")
        d.add(hh + rng.uniform(0, 20), "optimus", "\n".join(lines))
    # dispatch-agent interval reports
    for _ in range(rng.randint(17, 21)):
        t = when()
        rows = []
        for f in c["fleet"]:
            bp = rng.uniform(-f[2], f[2])
            rows.append("%-14s bp %+7.1f MW  actual %+7.1f MW  dev %4.1f%%  soc %2d%%  regup %d  regdn %d  rrs %d" % (
                f[0], bp, bp * rng.uniform(0.96, 1.03), rng.uniform(0, 3.5), rng.randint(10, 95),
                rng.randint(0, 15), rng.randint(0, 15), rng.randint(0, 30)))
        d.add(t, "dispatch", "SCED %02d:%02d interval report · LMP HB_NORTH $%s HB_WEST $%s LZ_HOUSTON $%s\n```\n%s\n```\n"
              "no overrides; all basepoints within COP limits; next report in ~2h or on deviation > 5%%" % (
                  int(t // 60), int(t % 60) // 5 * 5, money(rng.uniform(20, 250)), money(rng.uniform(-20, 260)),
                  money(rng.uniform(20, 300)), "\n".join(rows)))
    # hourly RT reconciliation notes from the optimiser (informational)
    for he in range(7, 24):
        if rng.random() < 0.2:
            continue
        t = he * 60 + rng.uniform(2, 12)
        rows = ["**HE%02d RT recon (optimus)** DA→RT HB_NORTH %s → %s · HB_WEST %s → %s · LZ_HOUSTON %s → %s" % (
            he, money(rng.uniform(30, 200)), money(rng.uniform(20, 400)), money(rng.uniform(10, 180)),
            money(rng.uniform(-20, 380)), money(rng.uniform(30, 220)), money(rng.uniform(20, 420)))]
        rows.append("resource        DA MW   RT MW   dev MWh   RT rev $   AS rev $   soc end")
        for f in c["fleet"]:
            da = rng.uniform(-f[2], f[2]) if 10 <= he <= 21 else 0.0
            rows.append("%-14s %6.1f %7.1f %9.2f %10s %10s %8d%%" % (
                f[0], da, da + rng.uniform(-8, 8), rng.uniform(-4, 4), money(rng.uniform(-2000, 25000), 0),
                money(rng.uniform(0, 4000), 0), rng.randint(8, 95)))
        rows.append("recon ok · imbalance within tolerance · %s" % rng.choice([
            "no re-offer needed", "curves unchanged", "SOC path on plan", "AS obligations met"]))
        d.add(t, "optimus", "\n".join(rows))
    # informational optimiser reruns
    for hh, what in ((510, "DAM rerun after 06z GFS"), (960, "evening plan refresh")):
        lines = ["**%s (optimus, no changes proposed)**" % what,
                 "delta vs previous run: HB_NORTH HE19 p50 %+.2f, HB_WEST HE19 p50 %+.2f, AS MCPC p50 RRS %+.2f ECRRS %+.2f"
                 % (rng.uniform(-20, 20), rng.uniform(-25, 25), rng.uniform(-2, 2), rng.uniform(-4, 4)),
                 "hourly price fcst (p10 / p50 / p90, HB_NORTH):"]
        for he in range(1, 25):
            b = c["peak_px"] * (0.25 + 0.75 * max(0.0, 1 - abs(he - 19.5) / 6.0))
            lines.append("  HE%02d  %8s / %8s / %8s" % (he, money(b * 0.6), money(b), money(b * rng.uniform(1.6, 3.2))))
        lines.append("sensitivities: +1 GW wind HE19 → -$%s; +1F DFW → +$%s. existing submissions stand; "
                     "nothing re-sent." % (money(rng.uniform(8, 30)), money(rng.uniform(3, 12))))
        d.add(hh + rng.uniform(0, 25), "optimus", "\n".join(lines))
    # overnight / evening handovers
    for hh, who, to in ((355, "marisol", "dwayne"), (1150, "dwayne", "tbui")):
        d.add(hh + rng.uniform(0, 10), who,
              "handover → %s: fleet %d/5 online, soc avg %d%%. rt was %s, max HB_WEST $%s at %02d:%02d. %s. "
              "open items: %s derate ticket, MIS timeouts on award poll (bot retries ok), COP refreshed at %02d:00. "
              "nothing pending with ERCOT, no disputes. hedges unchanged on my shift." % (
                  to, rng.choice([4, 5]), rng.randint(25, 70), rng.choice(["quiet", "choppy", "spiky in the ramp"]),
                  money(rng.uniform(60, 900)), rng.randint(0, 23), rng.randint(0, 59),
                  rng.choice(["AS deployments: none", "one RRS deployment 9 min", "regup exhausted twice on the west units"]),
                  c["fleet"][rng.randint(0, 4)][0], rng.randint(0, 23)))
    # CRR agent informational analysis
    lines = ["**CRR auction prep %s (crr-agent, informational)**" % c["mon2"],
             "path                          tou    hist avg $/MWh  p50 sim  p90 sim  last clr"]
    for src, snk in (("HB_WEST", "LZ_HOUSTON"), ("HB_WEST", "HB_NORTH"), ("LZ_WEST", "LZ_SOUTH"), ("HB_NORTH", "LZ_HOUSTON"),
                     ("HB_PAN", "HB_NORTH"), ("ODESSA_ESS2", "HB_WEST")):
        for tou in ("onpk", "offpk"):
            lines.append("%-28s  %-5s  %14s  %7s  %7s  %8s" % (
                "%s→%s" % (src, snk), tou, money(rng.uniform(-2, 14)), money(rng.uniform(-2, 10)),
                money(rng.uniform(3, 25)), money(rng.uniform(-1, 12))))
    lines.append("outage schedule overlaps: Odessa–Big Hill 345 kV (%s 3-18), Bakersfield–Big Hill 345 (%s 20-27)." % (
        c["mon2"], c["mon2"]))
    lines.append("sim only; bid curve proposal, if any, will be posted separately.")
    d.add(rng.uniform(820, 860), "crr", "\n".join(lines))
    # morning desk note from lead and EOD risk summary
    d.add(rng.uniform(395, 415), "dwayne",
          "morning. today: DAM for %s due 10:00, AS heavy again, watch HB_WEST in the solar drop-off. %s short is "
          "the fleet hedge, gas side is jpark's. kelsey has TPE up on the heat so keep collateral in mind. pm meeting 4pm. "
          "nate is at %s most of the day." % (c["op_short"], c["north"], c["fleet"][2][0].split("_")[0].lower()))
    e = {"title": "EOD risk summary %s" % c["date"],
         "description": "desk-level risk at close (pre-settlement)",
         "fields": [{"name": "VaR95 1d", "value": "$%sM / $2.40M" % money(rng.uniform(1.5, 2.3)), "inline": True},
                    {"name": "ICE IM", "value": "$%sM / $9.0M" % money(rng.uniform(4, 8), 1), "inline": True},
                    {"name": "ERCOT TPE", "value": "$%sM" % money(rng.uniform(3, 6), 1), "inline": True},
                    {"name": "Gas delta", "value": "%d lots" % rng.randint(5, 40), "inline": True},
                    {"name": "Power delta", "value": "%d MW-eq" % rng.randint(30, 130), "inline": True},
                    {"name": "Stress 2021-02", "value": "$%sM / $12M" % money(rng.uniform(4, 9), 1), "inline": True},
                    {"name": "Notes", "value": "no limit changes since intraday; collateral call expected T+1 ~$%sk" % money(rng.uniform(100, 600), 0)}],
         "footer": "riskbot · eod"}
    d.add(rng.uniform(1260, 1290), "risk", "", embeds=[e])
    # ERCOT routine notices
    for _ in range(rng.randint(2, 3)):
        e = rng.choice([
            {"title": "ERCOT OCN", "description": "Operating Condition Notice: extreme hot weather; planned outages in "
                                                  "the Far West zone may be withdrawn.",
             "footer": "ERCOT Market Notice O-%s-%02d" % (c["mmdd"], rng.randint(1, 9))},
            {"title": "ERCOT notice", "description": "DAM results for OD %s posted at %s. No market suspension." % (
                c["op_short"], rng.choice(["13:28", "13:31", "13:40"])), "footer": "ERCOT MIS"},
            {"title": "ERCOT notice", "description": "SCED interval %s ran late (timeout); prices published with "
                                                     "delay, no correction expected." % rng.choice(["14:35", "16:05", "18:20"]),
             "footer": "ERCOT MIS · system conditions"},
        ])
        d.add(when(), "notices", "", embeds=[e])
    # chatter to reach total
    while len(d.msgs) < target_total:
        who = rng.choice(HUMANS)
        txt = rng.choice(CHATTER)
        ref = None
        if rng.random() < 0.15:
            cand = [m for m in d.msgs if m["who"] in HUMANS and not m["thread"] and not m["removed"]]
            if cand:
                ref = rng.choice(cand)
        t = when()
        if ref is not None:
            t = ref["t"] + rng.uniform(0.5, 8)
        m = d.add(t, who, txt, ref=ref, cat="noise" if txt in ("ok", "noted") else "other")
    return hb


# --------------------------------------------------------------------------------------
def build_day(seed, ch_idx, day_idx, channel_id, day_start, worker, idioms):
    rng = random.Random(seed * 1000003 + ch_idx * 10007 + day_idx * 101 + 17)
    local_date = (day_start + timedelta(hours=12)).date()
    c = day_context(rng, ch_idx, local_date)
    d = Day(rng, ch_idx, day_idx, channel_id, day_start, worker)
    plan = sc_dam_plan(d, c, rng, idioms)
    asx = sc_as(d, c, rng, idioms, plan["thread"])
    hedge = sc_north_hedge(d, c, rng, idioms)
    if rng.random() < 0.5:
        sc_waha(d, c, rng, idioms)
    sc_dam_results(d, c, rng, idioms, plan, asx)
    sc_rt_offer(d, c, rng, idioms)
    sc_risk(d, c, rng, idioms, hedge)
    sc_routes(d, c, rng, idioms)
    sc_rt_review_buried_route(d, c, rng, idioms)
    sc_news(d, c, rng, idioms)
    sc_thesis(d, c, rng, idioms)
    if rng.random() < 0.6:
        sc_crr_reject(d, c, rng, idioms)
    sc_deleted_and_repost(d, c, rng, idioms)
    sc_eea_or_watch(d, c, rng, idioms)
    if rng.random() < 0.4:
        sc_ng_stop_removed(d, c, rng, idioms)
    if rng.random() < 0.4:
        sc_risk_block(d, c, rng, idioms)
    if rng.random() < 0.4:
        sc_evening_fill_rt(d, c, rng, idioms)
    sc_forgotten(d, c, rng)
    near_misses(d, c, rng, idioms)
    total = rng.randint(232, 268)
    noise = int(total * rng.uniform(0.29, 0.35))
    add_filler(d, c, rng, total, noise)
    # reactions / a pin-unpin
    humans_msgs = [m for m in d.msgs if m["hard"] and m["hard"]["event_type"] == "trade_fill" and not m["removed"]]
    for m in humans_msgs[:3]:
        d.react(m, rng.uniform(0.5, 5), rng.choice(["✅", "💰", "👍"]), rng.choice(["dwayne", "tbui", "marisol"]))
    return d


def generate(seed: int = 1, end=None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_rows = []
    seen_idioms = set()
    for ch in range(channels):
        cid = channel_id_for(ch)
        worker = (ch * 7 + 3) % 32
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            idioms = []
            d = build_day(seed, ch, di, cid, day_start, worker, idioms)
            evs = d.finalize()
            all_events.extend((ms, ch, di, k, ev) for (ms, k, ev) in evs)
            for m in d.msgs:
                mcid = m["thread"]["id"] if m["thread"] else cid
                if m["hard"]:
                    state = m["removed"] or ("edited" if m["edited"] else "live")
                    labels["hard_events"].append({"channel_id": mcid, "message_id": m["id"],
                                                  "event_type": m["hard"]["event_type"],
                                                  "facts": m["hard"]["facts"],
                                                  "phrasing": m["hard"]["phrasing"], "final_state": state})
                for old in m["superseded"]:
                    labels["superseded_facts"].append([mcid, m["id"], old])
                if m["removed"]:
                    labels["removed_texts"].append(m["snippet"] or (m["content"] or embed_text(m["embeds"]))[:80])
                if m["cat"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["cat"] == "near":
                    labels["near_miss_ids"].append(m["id"])
            for (m, name, exp) in idioms:
                if name in seen_idioms or m["removed"]:
                    continue
                seen_idioms.add(name)
                idiom_rows.append({"message_id": m["id"], "idiom": name, "expected": exp})
    all_events.sort(key=lambda x: (x[0], x[1], x[2], x[3]))
    # keep 10-20 idiom rows, mixing hard and not_hard
    hard_rows = [r for r in idiom_rows if r["expected"] != "not_hard"]
    nm_rows = [r for r in idiom_rows if r["expected"] == "not_hard"]
    by_type = {}
    order = []
    for r in hard_rows:
        if r["expected"] not in by_type:
            by_type[r["expected"]] = []
            order.append(r["expected"])
        by_type[r["expected"]].append(r)
    picked = []
    depth = 0
    while len(picked) < 13 and any(len(by_type[t]) > depth for t in order):
        for t in order:
            if len(by_type[t]) > depth and len(picked) < 13:
                picked.append(by_type[t][depth])
        depth += 1
    labels["idioms"] = picked + nm_rows[:7]
    return {"events": [x[4] for x in all_events], "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    print("wrote %d events, %d hard events" % (len(res["events"]), len(res["labels"]["hard_events"])), file=sys.stderr)


if __name__ == "__main__":
    main()
