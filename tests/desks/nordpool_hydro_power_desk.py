#!/usr/bin/env python3
"""Desk generator: Nordic hydro producer power desk (Nord Pool DA/ID, Nasdaq futures/EPADs, GoO).

Standard library only. Output is a pure function of (seed, end, channels, days) and does not
depend on PYTHONHASHSEED (all randomness comes from random.Random seeded with sha256 ints).
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "nordpool_hydro_power_desk"
DISCORD_EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 8, 0, 0, tzinfo=timezone.utc)
WD_NO = ["man", "tir", "ons", "tor", "fre", "lør", "søn"]


def _h(s):
    return int.from_bytes(hashlib.sha256(s.encode("utf-8")).digest()[:8], "big")


def _static_snowflake(key):
    h = _h(DESK + ":" + key)
    ms = 245_000_000_000 + h % 85_000_000_000
    return str((ms << 22) | ((h >> 20) & 0x3FFFFF))


GUILD_ID = _static_snowflake("guild")

PEOPLE = {
    "kari": ("Kari Haugland", False),
    "erik": ("Erik Lindqvist", False),
    "sindre": ("Sindre Bakke", False),
    "maja": ("Maja Öberg", False),
    "tor": ("Tor Eide", False),
    "ingrid": ("Ingrid Solberg", False),
    "jonas": ("Jonas Nyström", False),
    "bidbot": ("bidbot", True),
    "etrm": ("etrm-bot", True),
    "risk": ("riskbot", True),
    "inflow": ("inflow-bot", True),
    "agent": ("desk-agent", True),
    "news": ("hydronews", True),
    "xbid": ("xbid-gw", True),
    "alert": ("pricealert", True),
    "cron": ("cron", True),
    "ci": ("ci-deploy", True),
    "pnl": ("pnl-bot", True),
}
AUTHOR_IDS = {k: _static_snowflake("author:" + k) for k in PEOPLE}


def channel_id_for(i):
    return _static_snowflake("channel:%d" % i)


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def f2(x):
    return "%.2f" % x


def c2(x):
    return ("%.2f" % x).replace(".", ",")


def sp(n):
    """thousands with a space (Nordic style)"""
    return "{:,}".format(int(n)).replace(",", " ")


class Msg(object):
    def __init__(self):
        self.id = None
        self.ms = 0
        self.channel = None
        self.parent = None
        self.author = None
        self.content = ""
        self.embeds = None
        self.reply = None
        self.pinned = False
        self.cls = "chat"  # chat | noise | near | hard
        self.etype = None
        self.facts = None
        self.phrasing = None
        self.state = "live"
        self.attachments = None

    def text(self):
        parts = [self.content or ""]
        for e in self.embeds or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for fl in e.get("fields", []):
                parts.append(fl["name"])
                parts.append(fl["value"])
        return "\n".join(parts)


class Gen(object):
    def __init__(self):
        self.used_ms = set()
        self.seq = 0
        self.ops = []
        self.msgs = []
        self.superseded = []
        self.removed = []
        self.idioms = []
        self.idiom_names = set()

    def claim(self, ms):
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    def next_seq(self):
        self.seq += 1
        return self.seq

    def snowflake(self, ms, worker):
        return str(((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (self.next_seq() & 0x1FFFF))


class Day(object):
    def __init__(self, gen, rng, chan, worker, day_start, collect_idioms):
        self.g = gen
        self.r = rng
        self.chan = chan
        self.worker = worker
        self.t0 = int(day_start.timestamp() * 1000)
        self.day = day_start
        self.deliv = day_start + timedelta(days=1)
        self.dd = self.deliv.strftime("%Y-%m-%d")
        self.dshort = self.deliv.strftime("%d.%m")
        self.dname = WD_NO[self.deliv.weekday()]
        self.tshort = day_start.strftime("%d.%m")
        self.collect = collect_idioms
        self.msgs = []
        self.deal = rng.randint(884000, 889000)

    # ---- time helpers
    def at(self, hh, mm=0, jit_s=0):
        ms = self.t0 + ((hh * 60 + mm) * 60) * 1000
        if jit_s:
            ms += self.r.randint(0, jit_s * 1000)
        ms += self.r.randint(0, 999)
        return min(ms, self.t0 + 86_400_000 - 1500)

    def after(self, m, lo, hi):
        base = m.ms if isinstance(m, Msg) else m
        return min(base + self.r.randint(lo * 1000, hi * 1000) + self.r.randint(0, 999), self.t0 + 86_400_000 - 1000)

    def op(self, ms, d):
        self.g.ops.append((ms, self.g.next_seq(), d))

    def next_deal(self):
        self.deal += self.r.randint(2, 9)
        return "ETRM-%d" % self.deal

    # ---- message ops
    def post(self, ms, who, content="", embeds=None, reply=None, thread=None, cls="chat",
             etype=None, facts=None, phrasing=None, idiom=None, expected=None, attachments=None):
        ms = self.g.claim(ms)
        m = Msg()
        m.ms = ms
        m.id = self.g.snowflake(ms, self.worker)
        m.channel = thread if thread else self.chan
        m.parent = self.chan if thread else None
        m.author = who
        m.content = content
        m.embeds = embeds
        m.reply = reply.id if isinstance(reply, Msg) else reply
        m.cls = cls
        m.etype = etype
        m.facts = facts
        m.phrasing = phrasing
        m.attachments = attachments
        self.msgs.append(m)
        self.g.msgs.append(m)
        d = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.channel}
        if m.parent:
            d["parent_channel_id"] = m.parent
        msg = {"id": m.id, "author_id": AUTHOR_IDS[who], "author_name": PEOPLE[who][0],
               "author_bot": PEOPLE[who][1], "created_at": iso(ms), "content": content,
               "attachments": attachments or [], "embeds": embeds or [], "reference_id": m.reply}
        d["message"] = msg
        m._create = d
        self.op(ms, d)
        if idiom and self.collect and idiom not in self.g.idiom_names:
            self.g.idiom_names.add(idiom)
            self.g.idioms.append({"message_id": m.id, "idiom": idiom,
                                  "expected": expected or (etype if cls == "hard" else "not_hard")})
        return m

    def hard(self, ms, who, content, etype, facts, phrasing, **kw):
        return self.post(ms, who, content, cls="hard", etype=etype, facts=facts, phrasing=phrasing, **kw)

    def near(self, ms, who, content, **kw):
        return self.post(ms, who, content, cls="near", **kw)

    def noise(self, ms, who, content, **kw):
        return self.post(ms, who, content, cls="noise", **kw)

    def edit(self, m, ms, content, superseded=()):
        ms = self.g.claim(ms)
        m.content = content
        m._create["message"]  # unchanged create line
        if m.state == "live":
            m.state = "edited"
        for s in superseded:
            self.g.superseded.append([m.channel, m.id, s])
        self.op(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.channel,
                     "message_id": m.id, "edited_at": iso(ms), "content": content})

    def delete(self, m, ms, snippet):
        ms = self.g.claim(ms)
        m.state = "deleted"
        self.g.removed.append(snippet)
        self.op(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.channel,
                     "message_id": m.id, "deleted_at": iso(ms)})

    def bulk_delete(self, ms_list, ms, snippets):
        ms = self.g.claim(ms)
        for m in ms_list:
            m.state = "deleted"
        self.g.removed.extend(snippets)
        self.op(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms_list[0].channel,
                     "message_ids": [m.id for m in ms_list], "deleted_at": iso(ms)})

    def forget(self, m, ms, by, snippet):
        ms = self.g.claim(ms)
        m.state = "forgotten"
        self.g.removed.append(snippet)
        self.op(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.channel,
                     "message_id": m.id, "requested_by": AUTHOR_IDS[by], "at": iso(ms)})

    def pin(self, m, ms, by):
        ms = self.g.claim(ms)
        m.pinned = True
        self.op(ms, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.channel,
                     "message_id": m.id, "by": AUTHOR_IDS[by], "at": iso(ms)})

    def react(self, m, ms, emoji, by, remove=False):
        ms = self.g.claim(ms)
        self.op(ms, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                     "channel_id": m.channel, "message_id": m.id, "emoji": emoji,
                     "user_id": AUTHOR_IDS[by], "at": iso(ms)})

    # ------------------------------------------------------------------ content pieces
    def bid_curve_text(self, area, port, max_mw, floor, version):
        r = self.r
        lines = []
        for h in range(1, 25):
            frac = 0.45 if h < 7 else 0.85 if h < 10 else 0.7 if h < 17 else 1.0 if h < 21 else 0.55
            steps = []
            p = floor
            for k in range(4):
                vol = int(round(max_mw * frac * (k + 1) / 4.0))
                steps.append("[%.1f, %d]" % (p, vol))
                p = p + r.choice([9.5, 12.0, 14.5, 18.0, 22.5]) * (1.0 + 0.3 * frac)
            lines.append('    "h%02d": [%s]' % (h, ", ".join(steps)))
        body = ("{\n  \"portfolio\": \"%s\",\n  \"area\": \"%s\",\n  \"delivery\": \"%s\",\n  \"side\": \"sell\",\n"
                "  \"version\": %d,\n  \"floor_eur\": %.1f,\n  \"max_mw\": %d,\n  \"water_value_eur\": %.1f,\n"
                "  \"curve\": {\n%s\n  },\n  \"must_run_mw\": %d,\n  \"source\": \"wv-model 2.8 / inflow fc %s 05:40Z\"\n}"
                % (port, area, self.dd, version, floor, max_mw, floor + r.uniform(4, 9), ",\n".join(lines),
                   r.randint(20, 60), self.tshort))
        return body

    def spot_table(self):
        r = self.r
        areas = ["SYS", "NO1", "NO2", "NO5", "SE1", "SE2", "SE3", "SE4", "FI"]
        base = {"SYS": 62, "NO1": 75, "NO2": 72, "NO5": 70, "SE1": 35, "SE2": 38, "SE3": 88, "SE4": 105, "FI": 80}
        rows = ["h    " + " ".join("%7s" % a for a in areas)]
        for h in range(1, 25):
            shape = 0.7 if h < 7 else 1.15 if h < 10 else 1.0 if h < 17 else 1.45 if h < 21 else 0.85
            rows.append("h%02d  " % h + " ".join("%7.2f" % (base[a] * shape * r.uniform(0.9, 1.1)) for a in areas))
        return "Day-ahead prices %s (EUR/MWh, Nord Pool, published)\n```\n%s\n```" % (self.dd, "\n".join(rows))

    def umm_digest(self):
        r = self.r
        units = [("NO2", "Kvilldal", "hydro"), ("NO3", "Tonstad-lignende anlegg", "hydro"), ("NO4", "Svartisen", "hydro"),
                 ("DK1", "Esbjerg", "thermal"), ("DK2", "Avedøre 2", "CHP"), ("EE", "Auvere", "oil shale"),
                 ("LT", "Kruonis", "PSH"), ("DK1", "Skagerrak 4", "cable"), ("NO4", "Rana", "hydro"), ("LV", "Riga TEC-2", "CCGT")]
        k = r.sample(units, 6)
        rows = ["| %s | %s | %s | %d MW | %s → %s | %s |" % (a, u, t, r.randint(40, 700), self.tshort,
                (self.day + timedelta(days=r.randint(1, 20))).strftime("%d.%m"), r.choice(["planned", "unplanned", "updated"])) for a, u, t in k]
        return ("UMM digest (areas outside our book)\n| area | unit | type | unavail. | period | kind |\n|---|---|---|---|---|---|\n"
                + "\n".join(rows) + "\nSource: Nord Pool UMM feed, %d messages since last digest." % r.randint(6, 30))

    def note(self):
        r = self.r
        paras = [
            "Hydrobalansen er nesten uendret siden i morges; tilsiget i Sør-Norge er fortsatt under normalen mens Nord-Sverige ligger over. Det gjør at vannverdiene i NO1/NO2 holder seg oppe mens SE1/SE2 er presset.",
            "Kveldstimene i SE3 er fortsatt de stramme timene: lite vind, lav import fra Finland når Olkiluoto går redusert, og NO1→SE3 ligger på kapasitetsgrensen.",
            "Forbruket er ca %d%% over normalen for uka på grunn av temperaturen, men industriforbruket i SE2 er svakere enn i fjor." % r.randint(3, 9),
            "Kontinentet: tysk vindproduksjon ventes på %d GW i snitt neste tre dager, gass TTF rundt %s, så eksportverdien fra SE4 er høy." % (r.randint(8, 25), f2(r.uniform(28, 40))),
            "Terminkurven: Q1 har fulgt gassen ned de siste dagene, mens områdeprisene (EPAD) har vært sticky. Likviditeten i SYSTO/SYHEL er tynn etter lunsj.",
            "Ubalanse: eSett single-price har gitt store utslag i kveldstimene de siste dagene, spesielt SE3, så intradagsdekning er billigere enn å ligge åpen.",
            "Snø: modellene viser %d%% av normal snømagasin i Indalsälven og %d%% i Glomma-feltet, men det er lenge til smelting og usikkerheten er stor." % (r.randint(95, 140), r.randint(70, 105)),
        ]
        r.shuffle(paras)
        return "Notat %s (oppsummering for agentene, ingen handelsanbefaling)\n\n" % self.tshort + "\n\n".join(paras[:r.randint(4, 6)])

    def reservoir_table(self):
        r = self.r
        rows = []
        for a, base in (("NO1", 70), ("NO2", 74), ("NO5", 77), ("SE1", 68), ("SE2", 72), ("SE3", 66), ("FI", 61)):
            fill = base + r.uniform(-6, 5)
            rows.append("| %s | %.1f | %+.1f | %+.1f | %d | %d%% |" % (
                a, fill, r.uniform(-9, 6), r.uniform(-3.2, -0.4), r.randint(90, 640), r.randint(71, 124)))
        own = []
        for pl, a in (("Fjellfoss", "NO1"), ("Tverrdal", "NO1"), ("Norrforsen", "SE2"), ("Gällsjön", "SE2"), ("Ålforsen", "SE3")):
            own.append("| %s (%s) | %.1f | %d | %s |" % (pl, a, r.uniform(48, 83), r.randint(90, 520),
                                                        r.choice(["low", "low", "none", "watch"])))
        week = int(self.day.strftime("%V"))
        return ("**Magasinstatistikk / reservoirs uke %d** (NVE + Energiföretagen, hentet %s 05:40Z)\n"
                "| area | fill %% | vs median | vs last wk | inflow 7d GWh | %% of norm |\n|---|---|---|---|---|---|\n%s\n\n"
                "**Egne magasiner**\n| plant | mag %% | GWh | spill risk |\n|---|---|---|---|\n%s\n"
                "Hydro balance Nordic: %+.1f TWh vs norm (snow %+.1f, soil %+.1f, reservoir %+.1f). "
                "Next update 12:10Z." % (week - 1, self.tshort, "\n".join(rows), "\n".join(own),
                                        r.uniform(-9, 4), r.uniform(-3, 5), r.uniform(-2, 1), r.uniform(-8, 1)))

    def weather_table(self, run):
        r = self.r
        days = [(self.day + timedelta(days=k)).strftime("%a %d") for k in range(1, 6)]
        rows = []
        for d in days:
            rows.append("%-7s  %+5.1f  %+5.1f  %5.1f  %5.1f  %4.1f" % (
                d, r.uniform(-9, 1), r.uniform(-4, 2), r.uniform(2, 14), r.uniform(1.5, 9), r.uniform(0, 6)))
        return ("EC-ENS %s — Nordic aggregates\n```\nday      T SE3  dT/norm  wind GW  precip TWh  solar GW\n%s\n```\n"
                "Change vs prev run: colder %s, wind %+.1f GW Thu, precip %+.1f TWh sum. Spread between members wide after D+4."
                % (run, "\n".join(rows), r.choice(["Wed-Thu", "Thu-Fri", "weekend"]), r.uniform(-3, 2), r.uniform(-1.5, 1.2)))

    def ladder(self, area, hours, mid):
        r = self.r
        rows = []
        for h in hours:
            m = mid + r.uniform(-12, 14)
            rows.append("h%02d  bid %6.2f / ask %6.2f   last %6.2f   vol %4d MW" % (
                h, m - r.uniform(0.4, 2.5), m + r.uniform(0.4, 2.5), m + r.uniform(-1, 1), r.randint(40, 420)))
        return "%s ID ladder %s (SIDC, snap)\n```\n%s\n```" % (area, self.dshort, "\n".join(rows))

    # ------------------------------------------------------------------ the day
    def build(self):
        r = self.r
        P = {}
        P["se3_floor"] = round(r.uniform(30, 40), 1)
        P["se2_floor"] = round(r.uniform(18, 27), 1)
        P["no1_floor_old"] = float(r.choice([36, 37, 38, 39]))
        P["no1_floor_new"] = P["no1_floor_old"] + float(r.choice([3, 4, 5]))
        P["se3_max"] = r.randint(380, 460)
        P["se2_max"] = r.randint(520, 640)
        P["no1_max"] = r.randint(260, 330)
        P["id_mid"] = r.uniform(128, 152)
        self.P = P

        # optional blocks (chosen up front, then trimmed to keep 30-44 hard events)
        opts = [("se2", 1, 0.75), ("block", 4, 0.6), ("threadB", 4, 0.6), ("fut", 4, 0.7),
                ("unstop", 1, 0.5), ("goo", 5, 0.6), ("eodbreach", 1, 0.6), ("olk", 2, 0.7), ("night2", 2, 0.5)]
        core = 28
        pick = {k: (r.random() < p) for k, n, p in opts}
        sizes = {k: n for k, n, p in opts}
        order = [k for k, n, p in opts]
        r.shuffle(order)
        tot = core + sum(sizes[k] for k in pick if pick[k])
        for k in order:
            if tot <= 43:
                break
            if pick[k]:
                pick[k] = False
                tot -= sizes[k]
        for k in order:
            if tot >= 31:
                break
            if not pick[k]:
                pick[k] = True
                tot += sizes[k]
        self.pick = pick

        self.night()
        self.morning()
        self.da_prep()
        self.results()
        self.thread_a()
        if pick["threadB"]:
            self.thread_b()
        if pick["fut"]:
            self.futures()
        self.epad()
        if pick["goo"]:
            self.goo()
        self.risk_and_news()
        self.evening()
        self.near_misses()
        self.filler()

    # ---------------- night
    def night(self):
        r, P = self.r, self.P
        self.pnl0 = self.noise(self.at(0, 4, 60), "pnl",
                               "PnL snapshot %s EOD (EUR)\n```\nDA spot      %+10s\nID           %+10s\nFut/EPAD MtM %+10s\nGoO          %10s\n-----------------------\nTotal        %+10s\n```"
                               % ((self.day - timedelta(days=1)).strftime("%d.%m"), sp(r.randint(90000, 260000)),
                                  "-" + sp(r.randint(2000, 30000)), sp(r.randint(-40000, 60000)), "0",
                                  sp(r.randint(60000, 280000))))
        # algo night fill
        px = round(r.uniform(58, 84), 2)
        vol = r.choice([6, 8, 10, 12])
        hh = r.choice([5, 6, 7])
        oid = "ID-%06x" % r.randint(0x100000, 0xffffff)
        self.hard(self.at(r.choice([1, 2]), r.randint(0, 50)), "xbid",
                  "fill order=%s area=NO1 product=%s h%02d side=SELL qty=%d MW px=%s EUR/MWh strat=night-shape trader=auto"
                  % (oid, self.tshort, hh, vol, f2(px)),
                  "trade_fill", ["NO1", "SELL", "qty=%d MW" % vol, f2(px)], "structured",
                  idiom="key=value XBID fill from overnight algo")
        t = self.at(2, 30, 1200)
        a = self.noise(t, "xbid", "⚠ ws session M7-PROD-2 dropped (code 1006 abnormal closure) — reconnecting, attempt 1/10")
        self.noise(self.after(a, 2, 9), "xbid", "reconnected to M7-PROD-2 in %.1fs, resync: %d own orders, %d contracts, 0 diffs" % (r.uniform(1.2, 6.8), r.randint(2, 9), r.randint(200, 700)))
        tb = self.at(4, 5, 1200)
        self.noise(tb, "inflow",
                   "ERROR fetch nve_magasin failed\n```\nTraceback (most recent call last):\n  File \"/opt/inflow/fetch.py\", line 211, in run\n    rows = self.client.get_series(series, start=start)\n  File \"/opt/inflow/clients/nve.py\", line 88, in get_series\n    resp = self.session.get(url, params=params, timeout=30)\n  File \"/usr/lib/python3.11/site-packages/requests/sessions.py\", line 602, in get\n    return self.request(\"GET\", url, **kwargs)\n  File \"/usr/lib/python3.11/site-packages/requests/adapters.py\", line 532, in send\n    raise ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='biapi.nve.no', port=443): Read timed out. (read timeout=30)\n```\nretry in 300s (1/3)")
        self.noise(self.after(tb, 300, 330), "inflow", "retry 1/3 ok — nve_magasin 42 series, last obs uke %d" % (int(self.day.strftime("%V")) - 1))
        if self.pick["night2"]:
            pass  # evening night trade handled in evening()

    # ---------------- morning
    def morning(self):
        r, P = self.r, self.P
        self.res = self.post(self.at(5, 40, 300), "inflow", self.reservoir_table())
        self.wx = self.post(self.at(5, 58, 200), "jonas", self.weather_table("00z"))
        pos = self.post(self.at(6, 2, 300), "kari",
                        "Posisjoner / positions per %s morgen (for agentene):\n"
                        "• ENOQ1-27 short %d MW (Nasdaq)\n• SYSTOQ1-27 (SE3 EPAD) short %d MW\n• SYSUNJAN-27 (SE2 EPAD) long 10 MW\n"
                        "• GoO nordic hydro prod.år 2026: ~%s certs unsold\n"
                        "• Anlegg: Fjellfoss + Tverrdal (NO1), Norrforsen + Gällsjön (SE2), Ålforsen (SE3)\n"
                        "Watchlist: SYHELQ1-27 (FI EPAD), DE base Cal-27. Alt annet er markedsfarge."
                        % (self.tshort, r.choice([20, 25, 30]), r.choice([10, 15]), sp(r.randint(120, 400) * 1000)))
        self.pin(pos, self.after(pos, 20, 90), "kari")
        self.react(pos, self.after(pos, 20, 90), "📌", "kari")
        self.pos_msg = pos
        ci = self.noise(self.at(6, 12, 400), "ci", "bidbot v3.%d.%d → prod ✅ pipeline #%d (%dm%02ds) · changelog: wv-model 2.8, NO1 step rounding fix"
                        % (r.randint(12, 16), r.randint(0, 9), r.randint(8000, 9900), r.randint(3, 7), r.randint(0, 59)))
        self.noise(self.after(ci, 40, 120), "ci", "smoke tests bidbot: %d/%d passed · np-auction-api sandbox ok" % (48, 48))
        # held news: own plant
        pl, area = r.choice([("Norrforsen", "SE2"), ("Gällsjön", "SE2"), ("Fjellfoss", "NO1")])
        mw = r.randint(60, 180)
        self.held1 = self.hard(self.at(6, 25, 600), "news",
                               "📰 %s kraftverk (%s): aggregat G2 tilbake i drift etter revisjon, +%d MW tilgjengelig fra %s — UMM oppdatert"
                               % (pl, area, mw, self.dshort),
                               "held_position_news", [pl, area, "%d MW" % mw], "tagged",
                               idiom="hydrology headline naming own plant (no ticker)")
        # buried thesis in morning report
        conv = r.choice(["2/5", "3/5"])
        rep = ("**Morgenrapport %s** (Jonas)\n"
               "1) Hydro: Nordic balance ca. %+.1f TWh, snømagasin over normal i Nord-Sverige, under i Sør-Norge. Tilsig neste 10d %d%% av normal.\n"
               "2) Vær: EC-ENS kaldere tor-fre, vind under normal, så SE3-kveldene blir stramme. Forbruk SE3 topp ~%s MW.\n"
               "3) Kjernekraft: Ringhals 4 fortsatt i revisjon, Forsmark 3 ventet tilbake %s (UMM).\n"
               "4) Syn: vi går fra nøytral til bearish på SYSUNJAN-27 etter snøprognosen for Indalsälven, conviction %s. Ingen handel ennå, ser på det etter auksjonen.\n"
               "5) Flyt: NO1→SE3 fullt utnyttet i natt, SE3→FI eksport %d MW snitt.\n"
               "6) Gass/kull: TTF front %.1f, kull API2 %.0f, EUA %.1f — tysk Cal-27 base %.2f.\n"
               "Kalender: Statnett-møte 14:00, Nasdaq expiry DEC-26 mnd-kontrakter fredag."
               % (self.tshort, r.uniform(-8, 3), r.randint(70, 118), sp(r.randint(9800, 11900)),
                  (self.day + timedelta(days=r.randint(3, 6))).strftime("%d.%m"), conv, r.randint(600, 1300),
                  r.uniform(28, 41), r.uniform(95, 120), r.uniform(68, 92), r.uniform(78, 98)))
        self.thesis1 = self.hard(self.at(6, 40, 500), "jonas", rep, "thesis_update",
                                 ["SYSUNJAN-27", "bearish", conv], "buried",
                                 idiom="view change buried in numbered morning report")
        self.post(self.at(6, 55, 400), "erik", r.choice(["god morgon", "morn", "morrn, kallt ute"]))
        self.post(self.at(7, 2, 400), "sindre", r.choice(["morn! kaffe først", "morn", "morgen folkens"]))

    # ---------------- DA prep
    def da_prep(self):
        r, P = self.r, self.P
        curve_se3 = self.bid_curve_text("SE3", "FJK-SE3", P["se3_max"], P["se3_floor"], 3)
        c3 = "PROPOSED DA bid curve FJK-SE3 · delivery %s · sell · max %d MW · floor %s EUR/MWh\n```json\n%s\n```\nawaiting HoT approval" % (
            self.dd, P["se3_max"], f2(P["se3_floor"]), curve_se3)
        self.p_se3 = self.hard(self.at(7, 38, 500), "bidbot", c3, "trade_proposal",
                               ["FJK-SE3", "sell", "max %d MW" % P["se3_max"], "floor %s" % f2(P["se3_floor"])], "structured",
                               idiom="JSON bid curve proposal from bidding bot")
        if self.pick["se2"]:
            c2_ = "PROPOSED DA bid curve FJK-SE2 · delivery %s · sell · max %d MW · floor %s EUR/MWh\n```json\n%s\n```\nawaiting HoT approval" % (
                self.dd, P["se2_max"], f2(P["se2_floor"]), self.bid_curve_text("SE2", "FJK-SE2", P["se2_max"], P["se2_floor"], 2))
            self.p_se2 = self.hard(self.after(self.p_se3, 300, 900), "bidbot", c2_, "trade_proposal",
                                   ["FJK-SE2", "sell", "max %d MW" % P["se2_max"], "floor %s" % f2(P["se2_floor"])], "structured")
            self.react(self.p_se2, self.after(self.p_se2, 600, 1500), "✅", "kari")
        old, new = P["no1_floor_old"], P["no1_floor_new"]
        c1_old = "PROPOSED DA bid curve FJK-NO1 · delivery %s · sell · max %d MW · floor %s EUR/MWh\n```json\n%s\n```\nawaiting HoT approval" % (
            self.dd, P["no1_max"], f2(old), self.bid_curve_text("NO1", "FJK-NO1", P["no1_max"], old, 1))
        self.p_no1 = self.hard(self.at(8, 5, 400), "bidbot", c1_old, "trade_proposal",
                               ["FJK-NO1", "sell", "max %d MW" % P["no1_max"], "floor %s" % f2(new)], "structured",
                               idiom="bid curve edited after HoT pushback (floor raised)")
        a3 = self.hard(self.after(self.p_se3, 1500, 2400), "kari", r.choice(["ok kör SE3", "SE3 ok kör", "ok kör, SE3-kurva ser fin ut"]),
                       "trade_approval", ["SE3"], "reply", reply=self.p_se3, idiom="Swedish one-liner approval reply")
        rej = self.hard(self.after(self.p_no1, 500, 1200), "kari",
                        "NO1: floor %d er for lavt med magasinet i Fjellfoss der det er nå. Nei til v1 — løft gulvet til %d og send på nytt"
                        % (int(old), int(new)),
                        "trade_approval", ["NO1", "Nei", "%d" % int(new)], "reply", reply=self.p_no1,
                        idiom="Norwegian rejection with counter-level")
        c1_new = "PROPOSED DA bid curve FJK-NO1 · delivery %s · sell · max %d MW · floor %s EUR/MWh\n```json\n%s\n```\nv2 after HoT comment, awaiting approval" % (
            self.dd, P["no1_max"], f2(new), self.bid_curve_text("NO1", "FJK-NO1", P["no1_max"], new, 2))
        ed = self.after(rej, 300, 700)
        self.edit(self.p_no1, ed, c1_new, superseded=["floor %s" % f2(old)])
        self.react(self.p_no1, self.after(ed, 120, 600), "✅", "kari")
        self.post(self.after(rej, 30, 200), "sindre", "enig, Fjellfoss er lavere enn i fjor på denne tida")
        if self.pick["block"]:
            bpx = round(P["id_mid"] - r.uniform(4, 12))
            bmw = r.choice([30, 40, 50])
            self.blk = (bmw, bpx)
            b = self.hard(self.at(9, 10, 1200), "erik",
                          "Legger inn blokkbud SE3 h17-20 %d MW @ %d sell (profilblokk, min acc 1.0), Ålforsen dekker. Kari?" % (bmw, bpx),
                          "trade_proposal", ["SE3", "h17-20", "%d MW" % bmw, "@ %d" % bpx, "sell"], "untagged",
                          idiom="block bid proposal in mixed Norwegian prose")
            self.hard(self.after(b, 120, 900), "kari", r.choice(["👍 send it", "👍 send", "send it 👍"]), "trade_approval",
                      ["send"], "reply", reply=b, idiom="emoji+english approval reply")
            self.blockmsg = b
        # submissions
        sub = self.at(10, 34, 600)
        ack3 = "NP-%s-%04d" % (self.deliv.strftime("%m%d"), r.randint(1000, 9999))
        ack1 = "NP-%s-%04d" % (self.deliv.strftime("%m%d"), r.randint(1000, 9999))
        lines = ["SUBMITTED delivery=%s gate=12:00CET" % self.dd,
                 "portfolio=FJK-SE3 area=SE3 side=sell ack=%s status=ACCEPTED hours=24 steps=%d" % (ack3, r.randint(60, 96))]
        facts = ["FJK-SE3", ack3, "ACCEPTED"]
        if self.pick["se2"]:
            ack2 = "NP-%s-%04d" % (self.deliv.strftime("%m%d"), r.randint(1000, 9999))
            lines.append("portfolio=FJK-SE2 area=SE2 side=sell ack=%s status=ACCEPTED hours=24 steps=%d" % (ack2, r.randint(60, 96)))
        lines.append("portfolio=FJK-NO1 area=NO1 side=sell ack=%s status=ACCEPTED hours=24 steps=%d" % (ack1, r.randint(60, 96)))
        facts.append(ack1)
        self.hard(sub, "bidbot", "\n".join(lines), "trade_confirmation", facts, "structured",
                  idiom="key=value Nord Pool submission ack")
        if self.pick["block"]:
            bmw, bpx = self.blk
            self.hard(self.after(sub, 20, 120), "bidbot", "", "trade_confirmation",
                      ["SE3", "ACCEPTED", "%d MW" % bmw, "%d.00" % bpx], "embed",
                      embeds=[{"title": "Nord Pool order status", "description": "Block order FJK-SE3-BLK-%s-01" % self.deliv.strftime("%m%d"),
                               "author": "bidbot",
                               "fields": [{"name": "Area", "value": "SE3", "inline": True},
                                          {"name": "Block", "value": "h17-20 profile", "inline": True},
                                          {"name": "Side", "value": "SELL", "inline": True},
                                          {"name": "Volume", "value": "%d MW" % bmw, "inline": True},
                                          {"name": "Limit", "value": "%d.00 EUR/MWh" % bpx, "inline": True},
                                          {"name": "Status", "value": "ACCEPTED"}],
                               "footer": "Nord Pool Auction API · day-ahead %s" % self.dd}],
                      idiom="embed-only block order acceptance")
        self.noise(self.after(sub, 200, 500), "cron", "[cron] gate-closure check %s: all portfolios submitted, 0 routed" % self.dd)

    # ---------------- results
    def results(self):
        r, P = self.r, self.P
        t = self.at(11, 42, 240)
        hrs = []
        tot = 0
        ws = 0.0
        for h in range(1, 25):
            base = P["se3_max"] * (0.35 if h < 7 else 0.8 if h < 17 else 0.95 if h < 21 else 0.5)
            v = int(base * r.uniform(0.75, 1.0))
            px = (P["se3_floor"] + 20 + r.uniform(0, 20)) if h < 7 else (P["id_mid"] - r.uniform(5, 30) if 17 <= h <= 20 else r.uniform(70, 110))
            hrs.append('"h%02d": [%d, %.2f]' % (h, v, px))
            tot += v
            ws += v * px
        avg = ws / tot
        txt = ("DA RESULTS %s FJK-SE3 (cleared, EUR/MWh)\n```json\n{\"area\": \"SE3\", \"side\": \"sold\", \"sold_total_mwh\": %d, \"avg_price\": %.2f,\n \"hours\": {%s}}\n```"
               % (self.dd, tot, avg, ",\n  ".join(", ".join(hrs[i:i + 4]) for i in range(0, 24, 4))))
        self.hard(t, "bidbot", txt, "trade_fill", ["SE3", "sold", "%d" % tot, "%.2f" % avg], "structured",
                  idiom="auction result JSON with sold_total_mwh")
        t2 = self.after(t, 30, 120)
        tot1 = r.randint(3600, 5600)
        avg1 = r.uniform(60, 95)
        rows = "NO1  sold %s MWh  avg %.2f  peak h18 %.2f" % (sp(tot1), avg1, avg1 + r.uniform(10, 40))
        facts = ["NO1", "sold %s MWh" % sp(tot1), "%.2f" % avg1]
        if self.pick["se2"]:
            tot2 = r.randint(9000, 13000)
            avg2 = r.uniform(28, 55)
            rows = "SE2  sold %s MWh  avg %.2f  peak h18 %.2f\n" % (sp(tot2), avg2, avg2 + r.uniform(5, 30)) + rows
        self.hard(t2, "bidbot", "DA results %s — own portfolios\n```\n%s\n```\nSYS %.2f · SE3-SYS h18 %+.2f" % (self.dd, rows, r.uniform(55, 75), r.uniform(40, 90)),
                  "trade_fill", facts, "structured")
        if self.pick["block"]:
            bmw, bpx = self.blk
            bcl = bpx + round(r.uniform(1, 8), 2)
            self.hard(self.after(t, 60, 200), "bidbot", "[RESULT] block FJK-SE3-BLK h17-20 SELL %d MW ACCEPTED, clearing avg %s (limit %d)" % (bmw, f2(bcl), bpx),
                      "trade_fill", ["SE3", "SELL", "%d MW" % bmw, f2(bcl)], "tagged", reply=self.blockmsg)
        self.post(self.after(t, 60, 300), "erik", "SE3 h18 %s, høyere än vi trodde. kvällen blir tight" % f2(P["id_mid"] + r.uniform(5, 20)))
        self.post(self.after(t, 60, 400), "maja", "SYS %s, spreaden mot SE3 är fortfarande bred" % f2(r.uniform(55, 75)))
        # imbalance + routing
        short = r.randint(12, 24)
        q = self.post(self.at(12, 5, 900), "sindre",
                      "Ålforsen G1 trippet 11:20, vi er short ~%d MW i SE3 h14-16 i dag. Hva gjør vi med ubalansen, dekke i ID eller ta den i eSett?" % short)
        self.route1 = self.hard(self.after(q, 30, 120), "agent",
                                "sending the SE3 imbalance question to the balancing agent (ticket BAL-%d, %d MW h14-16, Ålforsen G1 trip)" % (r.randint(2000, 2999), short),
                                "route_decision", ["SE3 imbalance", "balancing agent"], "untagged", reply=q,
                                idiom="agent routes imbalance question to balancing agent")
        self.post(self.after(self.route1, 60, 240), "sindre", "takk, balansering tar den")
        dev = r.uniform(2.0, 4.5)
        self.hard(self.at(12, 30, 1200), "agent",
                  "NO1 inflow deviation alert (%+.1f%% vs fc, Fjellfoss catchment) — within ±5%% band, no action, not routed." % dev,
                  "no_route_decision", ["NO1 inflow", "no action", "not routed"], "untagged",
                  idiom="within band, not routed")

    # ---------------- thread A: SE3 evening ID
    def thread_a(self):
        r, P = self.r, self.P
        st = self.post(self.at(12, 40, 600), "erik", "🧵 SE3 h17-20 %s %s — ID" % (self.dname, self.dshort))
        th = st.id
        self.thA = th
        lad = self.post(self.after(st, 20, 90), "xbid", self.ladder("SE3", range(17, 21), P["id_mid"]), thread=th)
        px = int(round(P["id_mid"]))
        mw = 20
        p = self.hard(self.after(lad, 60, 400), "erik",
                      "kjøper %d MW SE3 h18-20 @ %d, Ålforsen G1 ute til torsdag så vi må dekke blokken" % (mw, px),
                      "trade_proposal", ["kjøper", "%d MW" % mw, "SE3 h18-20", "@ %d" % px], "shorthand", thread=th,
                      idiom="Norwegian shorthand ID buy 'kjøper N MW area hA-B @ px'")
        ap = self.hard(self.after(p, 60, 300), "kari", r.choice(["ok kör", "ok kjør", "kör"]), "trade_approval",
                       ["k"], "reply", thread=th, reply=p)
        ap.facts = [ap.content]
        lim = 60
        cur = r.randint(42, 46)
        nmw = lim - cur
        rs = self.hard(self.after(ap, 20, 60), "risk",
                       "risk engine: order resized %d → %d MW (limit ID_SE3_NET_POS %d MW, current %d MW)" % (mw, nmw, lim, cur),
                       "risk_limit", ["resized", "%d → %d MW" % (mw, nmw), "ID_SE3_NET_POS"], "structured", thread=th,
                       idiom="risk engine resizes order to fit limit")
        oid = "ID-%06x" % r.randint(0x100000, 0xffffff)
        ack = self.hard(self.after(rs, 3, 20), "xbid",
                        "ORDER ACK id=%s SE3 %s h18 BUY %d MW lim %d.00 status=ACTIVE" % (oid, self.dshort, nmw, px),
                        "trade_confirmation", [oid, "BUY", "%d MW" % nmw, "ACTIVE"], "structured", thread=th)
        q1 = r.randint(5, nmw - 3)
        fp = px - round(r.uniform(0.2, 1.5), 2)
        f1 = self.hard(self.after(ack, 120, 700), "xbid",
                       "[FILL] %s SE3 h18 BUY %d MW @ %s (partial, %d open)" % (oid, q1, f2(fp), nmw - q1),
                       "trade_fill", [oid, "BUY", "%d MW" % q1, f2(fp)], "tagged", thread=th,
                       idiom="[FILL] tag with partial")
        # manual h19 fill, comma decimals, edited
        q2 = r.choice([5, 6, 8])
        p_old = px - round(r.uniform(0.1, 0.9), 2)
        p_new = p_old - 0.30
        mf = self.hard(self.after(f1, 200, 800), "erik", "fikk %d MW h19 @ %s manuelt på XBID" % (q2, c2(p_old)),
                       "trade_fill", ["%d MW" % q2, "h19", c2(p_new)], "untagged", thread=th,
                       idiom="comma-decimal manual fill, price corrected by edit")
        self.edit(mf, self.after(mf, 60, 400), "fikk %d MW h19 @ %s manuelt på XBID (rettet, sjekket mot M7)" % (q2, c2(p_new)),
                  superseded=[c2(p_old)])
        # wrong-thread fill deleted
        dp = round(r.uniform(84, 98), 2)
        wf = self.hard(self.after(mf, 100, 500), "sindre", "[FILL] NO1 h08 SELL 5 MW @ %s" % f2(dp),
                       "trade_fill", ["NO1 h08", "SELL", "5 MW", f2(dp)], "tagged", thread=th)
        self.delete(wf, self.after(wf, 20, 80), "[FILL] NO1 h08 SELL 5 MW @ %s" % f2(dp))
        self.post(self.after(wf, 90, 150), "sindre", "sorry feil tråd, slettet", thread=th)
        # cancel rest
        cx = self.post(self.after(mf, 500, 900), "erik", "cxl resten på h18, vi er dekket nok", thread=th)
        self.hard(self.after(cx, 5, 30), "xbid", "CANCELLED id=%s SE3 h18 BUY rest %d MW by user e.lindqvist" % (oid, nmw - q1),
                  "trade_confirmation", ["CANCELLED", oid, "rest %d MW" % (nmw - q1)], "structured", thread=th,
                  idiom="cancel confirmation key=value")
        self.post(self.after(cx, 60, 300), "sindre", "h20 ser tung ut nå, bud trekkes", thread=th)
        self.post(self.after(cx, 200, 900), "xbid", self.ladder("SE3", range(17, 21), P["id_mid"] + 4), thread=th)
        self.near(self.after(cx, 400, 1200), "sindre", "noen dumper h19 hardt, ser ut som en av de store svenske produsentene tømmer posisjonen",
                  thread=th, idiom="other producer's trade in thread")
        self.near(self.after(cx, 900, 2000), "maja", "tror ni h20 faller under 130 före stängning?", thread=th)
        self.q2 = q2
        self.thA_lastfill = mf
        self.post(self.after(cx, 1800, 3600), "erik", "ok, stänger tråden för idag, resten tas i morgon", thread=th)

    # ---------------- thread B: NO1 morning ID
    def thread_b(self):
        r, P = self.r, self.P
        st = self.post(self.at(13, 5, 900), "sindre", "🧵 NO1 h07-09 %s %s" % (self.dname, self.dshort))
        th = st.id
        self.post(self.after(st, 30, 120), "xbid", self.ladder("NO1", range(7, 10), P["no1_floor_new"] + 50), thread=th)
        px = int(P["no1_floor_new"] + r.randint(48, 60))
        p = self.hard(self.after(st, 200, 600), "sindre",
                      "Forslag: selge 15 MW NO1 h07-09 @ %d i ID, Fjellfoss har vann å gå på etter tilsigsavviket" % px,
                      "trade_proposal", ["selge", "15 MW", "NO1 h07-09", "@ %d" % px], "untagged", thread=th)
        ap = self.hard(self.after(p, 120, 600), "kari", "ja, men ta 10 MW, ikke 15 — magasinet er fortsatt lavt", "trade_approval",
                       ["ja", "10 MW"], "reply", thread=th, reply=p, idiom="approval with size cut")
        oid = "ID-%06x" % r.randint(0x100000, 0xffffff)
        c = self.hard(self.after(ap, 30, 200), "xbid", "", "trade_confirmation", [oid, "NO1", "SELL", "10 MW", "ACCEPTED"], "embed", thread=th,
                      embeds=[{"title": "XBID order accepted", "description": "Order %s accepted by SIDC" % oid,
                               "fields": [{"name": "Area", "value": "NO1", "inline": True}, {"name": "Hours", "value": "h07-09", "inline": True},
                                          {"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "10 MW", "inline": True},
                                          {"name": "Limit", "value": "%d.00" % px, "inline": True}, {"name": "State", "value": "ACCEPTED"}],
                               "footer": "order %s · venue SIDC/M7" % oid}])
        fp = px + round(r.uniform(0.1, 2.0), 2)
        self.hard(self.after(c, 200, 1500), "xbid", "", "trade_fill", ["NO1", "SELL", "10 MW", f2(fp)], "embed", thread=th,
                  embeds=[{"title": "Execution report", "description": "NO1 h07-09 block filled",
                           "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "10 MW", "inline": True},
                                      {"name": "Avg px", "value": f2(fp), "inline": True}],
                           "footer": "order %s · venue SIDC" % oid}])
        self.post(self.after(c, 1600, 2400), "sindre", "NO1 morgen ferdig 👌", thread=th)

    # ---------------- futures
    def futures(self):
        r, P = self.r, self.P
        px = round(r.uniform(58, 65), 2)
        stop = round(px + r.uniform(2.2, 3.5), 2)
        tp = round(px - r.uniform(3.5, 5.0), 2)
        p = self.hard(self.at(9, 20, 1500), "maja",
                      "[PROPOSAL] SELL 5 MW ENOQ1-27 @ %s lim, stop %s / tp %s — snömagasin över normal, adderar till shorten" % (f2(px), f2(stop), f2(tp)),
                      "trade_proposal", ["[PROPOSAL]", "SELL", "5 MW", "ENOQ1-27", f2(px)], "tagged",
                      idiom="tagged futures proposal with stop/tp")
        ap = self.hard(self.after(p, 200, 900), "kari", "ja, men bara 3 MW idag", "trade_approval", ["ja", "3 MW"], "reply", reply=p)
        d = self.next_deal()
        self.hard(self.after(ap, 120, 900), "etrm", "", "trade_fill", [d, "ENOQ1-27", "SELL", "3 MW", f2(px)], "embed",
                  embeds=[{"title": "Deal captured", "description": "Nasdaq Commodities · cleared",
                           "fields": [{"name": "Deal", "value": d, "inline": True}, {"name": "Product", "value": "ENOQ1-27", "inline": True},
                                      {"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "3 MW", "inline": True},
                                      {"name": "Price", "value": f2(px), "inline": True}, {"name": "Book", "value": "FJK-HEDGE-NORDIC"}],
                           "footer": "etrm · trader m.oberg"}],
                  idiom="embed-only ETRM deal capture")
        ntp = round(tp - r.uniform(0.5, 1.2), 2)
        self.hard(self.at(16, 10, 1500), "maja", "TP på ENOQ1-27 shorten flyttas till %s, stop oförändrad" % f2(ntp),
                  "stop_or_target_change", ["TP", "ENOQ1-27", f2(ntp)], "untagged", idiom="take-profit moved in Swedish prose")
        self.post(self.after(ap, 60, 300), "maja", "tack")

    # ---------------- EPAD
    def epad(self):
        r, P = self.r, self.P
        px = round(r.uniform(12.5, 18.5), 2)
        s1 = round(px + 2.15, 2)
        s2 = round(px + 1.55, 2)
        s3 = round(px + 1.05, 2)
        self.near(self.at(13, 15, 600), "maja", "en stop runt %s hade varit vettig på SE3-EPADen om vi adderar" % f2(px + 1.6),
                  idiom="'a stop would be sensible' without decision")
        p = self.hard(self.at(13, 35, 600), "erik", "SE3-SYS Q1: short 10 MW SYSTOQ1-27 @ %s, stop %s" % (f2(px), f2(s1)),
                      "trade_proposal", ["short", "10 MW", "SYSTOQ1-27", f2(px)], "shorthand", idiom="EPAD area-spread shorthand proposal")
        self.react(p, self.after(p, 60, 200), "👍", "kari")
        ap = self.hard(self.after(p, 200, 400), "kari", "go", "trade_approval", ["go"], "reply", reply=p)
        d = self.next_deal()
        self.hard(self.after(ap, 100, 600), "etrm", "%s | SYSTOQ1-27 | SELL | 10 MW | %s | Nasdaq Commodities | book FJK-EPAD-SE3" % (d, f2(px)),
                  "trade_fill", [d, "SYSTOQ1-27", "SELL", "10 MW", f2(px)], "structured", idiom="pipe-delimited ETRM deal line")
        st = self.hard(self.after(ap, 800, 1500), "erik", "STOP SYSTOQ1-27 short 10 MW: %s" % f2(s1),
                       "stop_or_target_change", ["STOP", "SYSTOQ1-27", f2(s3)], "tagged",
                       idiom="stop edited twice on the same message")
        self.edit(st, self.at(15, 20, 900), "STOP SYSTOQ1-27 short 10 MW: %s" % f2(s2), superseded=[f2(s1)])
        self.edit(st, self.at(16, 45, 900), "STOP SYSTOQ1-27 short 10 MW: %s (Forsmark tilbake)" % f2(s3), superseded=[f2(s2)])
        self.pin(st, self.after(st, 30, 200), "kari")
        if self.pick["unstop"]:
            self.hard(self.at(14, 40, 1200), "erik", "tar bort stoppen på SYSUNJAN-27 longen, vi håller till expiry", "stop_or_target_change",
                      ["tar bort stoppen", "SYSUNJAN-27"], "untagged")

    # ---------------- GoO
    def goo(self):
        r, P = self.r, self.P
        vol = r.choice([30, 40, 50, 60])
        px = round(r.uniform(0.28, 0.55), 2)
        rfq = self.post(self.at(10, 15, 1800), "etrm",
                        "inbound RFQ #GO-%d: bid %s EUR/MWh for %d GWh GoO nordic hydro, prod.år 2026, AIB transfer before 15.12" % (r.randint(300, 999), f2(px), vol))
        self.hard(self.after(rfq, 30, 120), "agent", "routing GoO RFQ (%d GWh hydro 2026) to origination — Ingrid" % vol,
                  "route_decision", ["GoO RFQ", "origination", "Ingrid"], "untagged", reply=rfq)
        fg = self.hard(self.after(rfq, 900, 2400), "ingrid",
                       "Forslag: selge %d GWh GoO nordisk vannkraft prod.år 2026 @ %s EUR/MWh til Stadtwerke-kunden. Kontakt direkte: Herr Böhm mobil +49 171 555 0%d"
                       % (vol, f2(px), r.randint(100, 999)),
                       "trade_proposal", ["selge", "%d GWh" % vol, "GoO", f2(px)], "untagged")
        self.forget(fg, self.after(fg, 120, 400), "kari", "Herr Böhm mobil +49 171")
        rp = self.hard(self.after(fg, 500, 900), "ingrid",
                       "(repost uten kontaktinfo) Forslag: selge %d GWh GoO nordisk hydro 2026 @ %s EUR/MWh, AIB-overføring før 15.12" % (vol, f2(px)),
                       "trade_proposal", ["selge", "%d GWh" % vol, "GoO", f2(px)], "untagged", idiom="GoO sale proposal in GWh")
        ap = self.hard(self.after(rp, 200, 900), "kari", "godkjent ✅", "trade_approval", ["godkjent"], "reply", reply=rp)
        d = self.next_deal()
        self.hard(self.after(ap, 600, 1800), "etrm", "[DEAL] %s GoO HYDRO-NORDIC-2026 SELL %s certs @ %s EUR · cpty STADTW-%03d" % (d, sp(vol * 1000), f2(px), r.randint(1, 999)),
                  "trade_fill", [d, "SELL", "%s certs" % sp(vol * 1000), f2(px)], "tagged")

    # ---------------- risk + news
    def risk_and_news(self):
        r, P = self.r, self.P
        lim = 60
        val = lim + r.randint(2, 6)
        br = self.hard(self.after(self.thA_lastfill, 60, 240), "risk",
                       "⚠️ LIMIT BREACH\n```yaml\nlimit_id: ID_SE3_NET_POS\nbook: FJK-ID-SE3\nvalue: %d MW\nlimit: %d MW\nstatus: BREACH\ncause: manual fill outside engine (h19)\naction: new SE3 buy orders blocked\n```" % (val, lim),
                       "risk_limit", ["ID_SE3_NET_POS", "%d MW" % val, "BREACH"], "structured",
                       idiom="YAML-ish breach notice")
        nl = r.choice([70, 75, 80])
        self.nl = nl
        up = self.hard(self.after(br, 200, 700), "kari", "hever ID_SE3_NET_POS til %d MW ut dagen pga Ålforsen-caset. Ansvar: meg" % nl,
                       "risk_limit", ["ID_SE3_NET_POS", "%d MW" % nl], "reply", reply=br, idiom="HoT raises limit by reply")
        self.pin(up, self.after(up, 10, 60), "kari")
        self.post(self.after(up, 30, 200), "risk", "limit ID_SE3_NET_POS updated by k.haugland, new orders unblocked")
        # Forsmark held news + thesis
        mw = r.choice([1120, 1170])
        fn = self.hard(self.at(14, 5, 1200), "news",
                       "📰 Forsmark 3 (SE3) tilbake i drift %d dager før plan, %s MW tilgjengelig — UMM" % (r.randint(2, 4), sp(mw)),
                       "held_position_news", ["Forsmark 3", "SE3", "%s MW" % sp(mw)], "tagged",
                       idiom="nuclear headline in held area (SE3 EPAD underlying)")
        self.hard(self.after(fn, 300, 1200), "erik",
                  "Forsmark tilbake → SE3-SYS Q1-short: beholder, conviction opp fra 3 till 4. Spreaden borde komma in mot 10",
                  "thesis_update", ["SE3-SYS Q1", "conviction", "4"], "untagged", reply=fn, idiom="conviction change after headline")
        if self.pick["olk"]:
            on = self.hard(self.at(15, 0, 1800), "news", "📰 Olkiluoto 3: årlig revisjon flyttet til mars 2027, TVO bekrefter — Finland-tilbud styrkes i Q1",
                           "watchlist_news", ["Olkiluoto 3", "Q1"], "tagged", idiom="watchlist headline (FI EPAD) by plant name")
            self.hard(self.after(on, 20, 90), "agent", "Olkiluoto headline: watchlist only (SYHELQ1-27), no position — no action, not routed.",
                      "no_route_decision", ["no action", "not routed"], "untagged", reply=on)
        # morning held news #2: Ringhals? keep as watch/unrelated chatter
        self.near(self.at(9, 45, 1500), "news", "📰 Spain: record solar output %s GW, OMIE midday prices at zero for 4h" % f2(r.uniform(25, 31)),
                  idiom="unrelated foreign headline")
        self.near(self.at(15, 40, 1200), "news", "📰 Poland: capacity market auction 2031 clears at %d PLN/kW/yr" % r.randint(180, 320))

    # ---------------- evening
    def evening(self):
        r, P = self.r, self.P
        self.noise(self.at(17, 30, 300), "pnl", "PnL intraday %s 17:30Z — DA +%s, ID -%s, fut/EPAD MtM %+d, total %s EUR" % (
            self.tshort, sp(r.randint(90000, 240000)), sp(r.randint(3000, 22000)), r.randint(-30000, 50000), sp(r.randint(80000, 260000))))
        rows = [("ID_SE3_NET_POS", "%d MW" % self.nl, "%d MW" % r.randint(40, 60), "ok"),
                ("ID_NO1_NET_POS", "50 MW", "%d MW" % r.randint(5, 30), "ok"),
                ("FUT_NORDIC_NET", "60 MW", "%d MW" % r.randint(20, 35), "ok"),
                ("GoO_INVENTORY", "600k", "%dk" % r.randint(120, 400), "ok")]
        if self.pick["eodbreach"]:
            v = r.randint(305, 330)
            rows.append(("EPAD_SE3_VAR_1D", "300k", "%dk" % v, "**BREACH** — reduce by 10:00 tomorrow"))
            cls = "hard"
        else:
            rows.append(("EPAD_SE3_VAR_1D", "300k", "%dk" % r.randint(180, 280), "ok"))
            cls = "chat"
        tbl = "**EOD risk %s**\n| limit | cap | usage | status |\n|---|---|---|---|\n" % self.tshort + "\n".join("| %s | %s | %s | %s |" % x for x in rows)
        tbl += "\nVaR total 1d 95%%: %dk EUR · stress (dry-cold): -%dk" % (r.randint(500, 900), r.randint(900, 2000))
        if cls == "hard":
            self.hard(self.at(18, 0, 600), "risk", tbl, "risk_limit", ["EPAD_SE3_VAR_1D", "%dk" % v, "BREACH"], "structured",
                      idiom="markdown limit table with one breach row")
        else:
            self.post(self.at(18, 0, 600), "risk", tbl)
        self.post(self.at(18, 40, 900), "kari",
                  "Overlevering til natt (Tor): SE3 h17-20 dekket i ID etter Ålforsen G1, NO1 kurva v2 gikk gjennom, EPAD/futures-bok uendret bortsett fra dagens handler. "
                  "Ålforsen G1 ute til torsdag, Statnett-møte flyttet. Ingen åpne ordre i Nasdaq. Ring meg om SE3 ID passerer 150 i kveldstimene.")
        if self.pick["night2"]:
            px = round(r.uniform(30, 48), 2)
            pp = self.hard(self.at(21, 40, 1800), "tor", "selger 8 MW SE2 h02 @ %s, innenfor nattmandat" % f2(px), "trade_proposal",
                           ["selger", "8 MW", "SE2 h02", f2(px)], "shorthand")
            self.hard(self.after(pp, 60, 600), "xbid", "[FILL] SE2 %s h02 SELL 8 MW @ %s" % (self.dshort, f2(px)), "trade_fill",
                      ["SE2", "SELL", "8 MW", f2(px)], "tagged")
        self.post(self.at(20, 5, 600), "tor", "kveld, jeg har desken")
        # staging spam, bulk delete
        t = self.at(19, 12, 1200)
        spam = []
        for k in range(3):
            spam.append(self.post(t + k * 1500 + r.randint(0, 800), "bidbot", "STAGING-PAYLOAD-%d test curve xyz-%d please ignore" % (k + 1, r.randint(100, 999))))
        self.bulk_delete(spam, t + 60000 + r.randint(0, 30000), [m.content for m in spam])
        self.post(t + 120000, "ci", "bidbot staging→prod webhook misroute fixed, 3 msgs removed")

    # ---------------- near misses
    def near_misses(self):
        r, P = self.r, self.P
        pool = [
            (8, 30, "maja", "hvis vi hadde solgt Q1 i oktober hadde vi vært %s EUR bedre, men det er historie" % f2(r.uniform(3, 8)), "hypothetical 'hvis vi hadde'"),
            (8, 50, "sindre", "skal vi ha med h08 i blokken også? eller er det for tidlig", "question about a trade"),
            (9, 0, "bidbot", "SIM run #%d (not submitted): curve v2 SE3 would clear %d MW h18 @ %s, delta vs v3 -%d MWh" % (r.randint(7000, 7999), r.randint(300, 420), f2(P["id_mid"] - 8), r.randint(40, 200)), "simulation run of a bid curve"),
            (9, 30, "erik", "i fjor vinter fikk vi %d MW clearet i SE3 h18 @ %d den kalde uka i januar, husker dere?" % (r.randint(380, 420), r.randint(280, 330)), "last winter fill told as history"),
            (10, 0, "maja", "broker säger att en stor norsk producent sålde %d MW ENOQ1-27 @ %s i morse" % (r.choice([25, 50]), f2(r.uniform(58, 64))), "other producer's futures trade"),
            (10, 40, "jonas", "backtest floor %d vs %d NO1 Q4-2025: høyere floor ga +%.1f EUR/MWh men %d%% mindre volum" % (int(P["no1_floor_old"]), int(P["no1_floor_new"]), r.uniform(0.3, 1.2), r.randint(2, 6)), "backtest result"),
            (11, 10, "maja", "paper: long 5 MW SYHELQ1-27 @ %s i modellboken, inte riktig" % f2(r.uniform(7, 12)), "paper trade"),
            (12, 50, "sindre", "> Spain: record solar output ...\nlol, skulle ønske vi hadde det problemet", None),
            (13, 45, "jonas",
             "Lengre notat om SE3-SYS: spreaden har vært bred fordi NO1→SE3 og SE2→SE3 har gått fullt, og kjernekraft i SE3 har vært ute. Historisk snevrer den inn når Forsmark/Ringhals kommer tilbake, "
             "men i kalde perioder med lite vind kan den blåse ut igjen til 30+. Den som er short spreaden tjener på nukes, long tjener på kulde. Stop-nivåer og størrelse bør sees i lys av VaR-limiten, "
             "og Q1-likviditeten er tynn etter kl 15. Ingen anbefaling her, bare bakgrunn.", "long analysis with trading words, no decision"),
            (14, 20, "kari", "hva er limiten vår på SE2 EPAD nå egentlig?", None),
            (14, 55, "sindre", "hva om vi kjøper tilbake h19 hvis den faller under 135?", None),
            (15, 10, "erik", "retail-desken köpte %d MW SE3 base jan för kundportföljen, inte vår bok" % r.choice([20, 30, 40]), "another desk's trade"),
            (19, 30, "tor", "husker 2024-01 da vi fikk fill på 120 MW SE3 h08 @ 410? det var en natt", None),
            (16, 20, "sindre", "hadde vi hatt Ålforsen G1 i drift kunne vi solgt 30 MW til i h18", None),
            (11, 20, "bidbot", "what-if run #%d: NO1 floor 45 → %d%% less volume, revenue %+.1f%% (sim only)" % (r.randint(8000, 8999), r.randint(8, 15), r.uniform(-3, 2)), None),
            (16, 50, "jonas", "burde noen se på FI-SE1 spreaden? Aurora Line-testene kan endre den", None),
            (20, 40, "tor", "hvis SE3 h18 i morgen går over 200 hadde det vært fint å ha mer vann i Ålforsen, men det har vi ikke", None),
        ]
        n = r.randint(15, len(pool))
        idx = sorted(r.sample(range(len(pool)), n))
        for i in (0, 2, 3):
            if i not in idx:
                idx.append(i)
        for i in sorted(idx):
            hh, mm, who, txt, idiom = pool[i]
            self.near(self.at(hh, mm, 900), who, txt, idiom=idiom)

    # ---------------- filler: noise + chatter to reach the target size
    def filler(self):
        r, P = self.r, self.P
        target = r.randint(230, 268)
        noise_target = int(target * r.uniform(0.30, 0.36))
        hw = [1, 1, 1, 1, 1, 2, 4, 7, 9, 9, 9, 8, 8, 8, 8, 7, 6, 4, 3, 2, 2, 1, 1, 1]

        def rand_time(weights):
            hh = r.choices(range(24), weights=weights)[0]
            return self.at(hh, r.randint(0, 59), 59)

        # heartbeats on a schedule (flat over the day)
        for hh in range(0, 24, 2):
            self.noise(self.at(hh, 0, 30), "risk", "♥ riskbot %02d:00Z all limits ok (%d/%d)" % (hh, 16, 16) if hh not in (14, 16) else "♥ riskbot %02d:00Z limits ok, 1 warning pending review" % hh)
        for hh in range(1, 24, 3):
            self.noise(self.at(hh, 30, 60), "xbid", "hb M7-PROD-2 ok · rtt %dms · open orders %d · seq %d" % (r.randint(18, 60), r.randint(0, 6), r.randint(100000, 999999)))
        for hh in (0, 3, 6, 9, 12, 15, 18, 21):
            self.noise(self.at(hh, 15, 120), "cron", r.choice([
                "[cron] %02d:15 esett_imbalance_price_fetch ok · 96 rows · 0 routed" % hh,
                "[cron] %02d:15 nasdaq_settlement_import ok · %d rows · 0 errors" % (hh, r.randint(300, 500)),
                "[cron] %02d:15 umm_poll ok · %d new UMMs · 0 routed" % (hh, r.randint(0, 9)),
                "[cron] %02d:15 smhi_inflow_fetch ok · 38 series" % hh]))
        self.noise(self.at(21, 5, 600), "ci", "riskbot v1.%d.%d → prod ✅ pipeline #%d" % (r.randint(20, 40), r.randint(0, 9), r.randint(8000, 9900)))
        tb = self.at(r.choice([15, 22]), 20, 1500)
        self.noise(tb, "xbid", "ERROR order-book snapshot handler\n```\nTraceback (most recent call last):\n  File \"/srv/xbid/gw/books.py\", line 144, in on_delta\n    lvl = self.book[area][contract].levels[px]\nKeyError: 'SE3-%s-h24'\n```\nbook %s/h24 resubscribed" % (self.dshort.replace(".", ""), "SE3"))

        acks = ["ok", "thx", "takk", "tack", "👍", "noted", "👌", "ok 👍", "np", "roger", "takk for oppdatering", "tack, läst"]
        alerts_areas = ["SE3", "SE2", "NO1", "SE4", "FI", "NO2"]
        chat_fns = [
            lambda: ("sindre", "Flyt %sZ: NO1→SE3 %s MW (cap %s), SE2→SE3 %s MW (cap 7 300), SE3→FI %s MW, SE4→DE %s MW" % (
                "%02d" % r.randint(6, 20), sp(r.randint(1800, 2095)), sp(2095), sp(r.randint(5600, 7300)), sp(r.randint(400, 1200)), sp(r.randint(200, 615)))),
            lambda: ("maja", "ENOQ1-27 %s/%s, tunt. DE Cal-27 %s, TTF front %s" % (f2(r.uniform(58, 64)), f2(r.uniform(64, 65)), f2(r.uniform(80, 95)), f2(r.uniform(28, 40)))),
            lambda: ("erik", r.choice(["kaffe?", "lunch nån?", "någon som har Statnett-slidesen?", "mötet kl 14 flyttat till 15", "skärmen min hänger igen, startar om"])),
            lambda: ("sindre", r.choice(["noen som skal i kantina?", "pizza i kveld for natta?", "IT sier Teams er nede, bruk Discord", "jeg tar Statnett-møtet"])),
            lambda: ("jonas", "EC 06z vs 00z: SE3 temp %+.1f °C tor, vind %+.1f GW fre, nedbør %+.1f TWh neste 10d. Ingen store endringer." % (r.uniform(-2, 1), r.uniform(-2, 2), r.uniform(-0.8, 0.8))),
            lambda: ("xbid", self.ladder(r.choice(["SE3", "SE2", "NO1"]), range(r.randint(7, 17), 24, 2), r.uniform(60, 150))),
            lambda: ("jonas", "Tilsig %s: Fjellfoss-feltet %d%% av normal, Indalsälven %d%% av normal, snø %d%% — alt i tråd med prognosen i morges." % (self.tshort, r.randint(80, 120), r.randint(85, 130), r.randint(90, 140))),
            lambda: ("bidbot", "System price %s published: base %s, peak %s EUR/MWh · SE3 base %s · SE2 base %s · NO1 base %s" % (
                self.dd, f2(r.uniform(55, 75)), f2(r.uniform(70, 95)), f2(r.uniform(70, 110)), f2(r.uniform(30, 55)), f2(r.uniform(60, 90)))),
            lambda: ("erik", "SE3 kvällstimmarna handlas %s-%s i ID, likviditeten tunn efter 16" % (f2(P["id_mid"] - 5), f2(P["id_mid"] + 6))),
            lambda: ("maja", "SYSTO Q1 %s/%s, SYHEL Q1 %s/%s, SYSUN jan %s/%s" % (f2(r.uniform(13, 17)), f2(r.uniform(17, 18)), f2(r.uniform(8, 11)), f2(r.uniform(11, 12)), f2(r.uniform(-6, -3)), f2(r.uniform(-3, -2)))),
            lambda: ("jonas", self.weather_table(r.choice(["06z", "12z"]))),
            lambda: ("inflow", "Tilsig/inflow siste 24h (GWh): NO1 %d · NO2 %d · NO5 %d · SE1 %d · SE2 %d · SE3 %d · total vs norm %+d%%" % tuple([r.randint(20, 200) for _ in range(6)] + [r.randint(-20, 25)])),
            lambda: ("ingrid", r.choice(["GoO-markedet stille i dag, nordisk hydro 2026 indikert %s/%s" % (f2(r.uniform(0.3, 0.4)), f2(r.uniform(0.4, 0.5))), "kunde-møte Oslo 15:00, tilbake etterpå", "AIB-registeret har vedlikehold i kveld 22-23"])),
            lambda: ("kari", r.choice(["husk kvartalsrapport-utkast til fredag", "jeg er i møte med CFO 13-14, ping ved behov", "bra jobba i morges folkens"])),
            lambda: ("sindre", "Imbalance price eSett SE3 h%02d: up %s / down %s, single price %s" % (r.randint(0, 23), f2(r.uniform(60, 180)), f2(r.uniform(40, 120)), f2(r.uniform(50, 150)))),
        ]
        long_fns = [
            lambda: ("xbid", self.ladder(r.choice(["SE3", "SE2", "NO1", "SE4"]), range(1, 25), r.uniform(60, 150))),
            lambda: ("bidbot", self.spot_table()),
            lambda: ("news", self.umm_digest()),
            lambda: ("jonas", self.note()),
            lambda: ("jonas", self.weather_table(r.choice(["06z", "12z", "18z"]))),
            lambda: ("inflow", self.reservoir_table()),
        ]
        # scheduled reservoir midday update (long)
        self.post(self.at(12, 10, 300), "inflow", self.reservoir_table())

        cur = len(self.msgs)
        noise_now = sum(1 for m in self.msgs if m.cls == "noise")
        # noise fill
        while noise_now < noise_target:
            k = r.random()
            if k < 0.35:
                # ack reply to a recent non-hard, non-proposal message
                cands = [m for m in self.msgs if m.cls in ("chat", "noise") and m.author not in ("kari",) and m.ms < self.t0 + 86_000_000]
                par = r.choice(cands)
                who = r.choice(["kari", "erik", "sindre", "maja", "jonas", "ingrid"])
                self.noise(self.after(par, 20, 400), who, r.choice(acks), reply=par, thread=par.channel if par.parent else None)
            elif k < 0.70:
                a = r.choice(alerts_areas)
                h = r.randint(1, 24)
                lvl = r.choice([60, 80, 100, 120, 140, 150, 160])
                self.noise(rand_time(hw), "alert", "🔔 %s h%02d ID last %s crossed %s.00 (%s) · alert #%s-H%02d" % (
                    a, h, f2(lvl + r.uniform(-3, 3)), lvl, r.choice(["up", "down"]), a, h))
            elif k < 0.85:
                self.noise(rand_time([1] * 24), "bidbot", "bidbot heartbeat ok · queue %d · np-api 200 (%d ms)" % (r.randint(0, 3), r.randint(80, 400)))
            else:
                self.noise(rand_time(hw), "pnl", "PnL %02d:%02dZ total %s EUR (DA %s · ID -%s · MtM %+d)" % (
                    r.randint(6, 20), r.choice([0, 30]), sp(r.randint(50000, 250000)), sp(r.randint(50000, 200000)), sp(r.randint(1000, 20000)), r.randint(-20000, 40000)))
            noise_now += 1
        # chatter fill
        target_bytes = r.randint(82000, 98000)
        cur_bytes = sum(len(m.text().encode("utf-8")) for m in self.msgs)
        while len(self.msgs) < target:
            remaining = target - len(self.msgs)
            lp = min(0.95, max(0.05, (target_bytes - cur_bytes) / (remaining * 1100.0)))
            who, txt = r.choice(long_fns)() if r.random() < lp else r.choice(chat_fns)()
            cur_bytes += len(txt.encode("utf-8"))
            self.post(rand_time(hw), who, txt)


_IDIOM_PRIORITY = [
    "Norwegian shorthand ID buy 'kjøper N MW area hA-B @ px'", "Swedish one-liner approval reply",
    "JSON bid curve proposal from bidding bot", "stop edited twice on the same message", "YAML-ish breach notice",
    "auction result JSON with sold_total_mwh", "key=value Nord Pool submission ack", "embed-only ETRM deal capture",
    "comma-decimal manual fill, price corrected by edit", "agent routes imbalance question to balancing agent",
    "within band, not routed", "hydrology headline naming own plant (no ticker)", "view change buried in numbered morning report",
    "risk engine resizes order to fit limit", "emoji+english approval reply", "nuclear headline in held area (SE3 EPAD underlying)",
]


def _pick_idioms(rows):
    nh = [x for x in rows if x["expected"] == "not_hard"][:6]
    hard = [x for x in rows if x["expected"] != "not_hard"]
    rank = {n: i for i, n in enumerate(_IDIOM_PRIORITY)}
    hard.sort(key=lambda x: rank.get(x["idiom"], 100))
    return hard[:20 - len(nh)] + nh


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    g = Gen()
    for ci in range(channels):
        chan = channel_id_for(ci)
        for di in range(days):
            day_start = end - timedelta(days=days - di)
            rs = _h("%d|%d|%d|%s" % (seed, ci, di, day_start.strftime("%Y%m%d")))
            rng = random.Random(rs)
            d = Day(g, rng, chan, (ci * 7 + di) % 32, day_start, collect_idioms=(ci == 0 and di == 0))
            d.build()
    g.ops.sort(key=lambda x: (x[0], x[1]))
    events = [op for _, _, op in g.ops]
    hard = []
    noise = []
    near = []
    for m in sorted(g.msgs, key=lambda m: m.ms):
        if m.cls == "hard":
            hard.append({"channel_id": m.channel, "message_id": m.id, "event_type": m.etype,
                         "facts": list(m.facts), "phrasing": m.phrasing, "final_state": m.state})
        elif m.cls == "noise" and m.state in ("live", "edited"):
            noise.append(m.id)
        elif m.cls == "near" and m.state in ("live", "edited"):
            near.append(m.id)
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": g.superseded,
              "removed_texts": g.removed, "noise_message_ids": noise, "near_miss_ids": near,
              "idioms": _pick_idioms(g.idioms)}
    return {"events": events, "labels": labels}


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


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
