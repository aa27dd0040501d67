"""em_macro -- seeded generator for an emerging-markets macro desk's Discord channel(s).

Written blind (only tests/desks/BRIEF.md and shared/CAPTURE-FORMAT.md were read).
Standard library only; everything is a pure function of the arguments.

    python -m tests.desks.em_macro --out cap.jsonl --labels labels.json [--seed N]
        [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "em_macro"
EPOCH_MS = 1420070400000
DAY_MS = 86_400_000
HOUR_MS = 3_600_000
MIN_MS = 60_000
SEC_MS = 1_000
GUILD_ID = "1187342957016473610"
DEFAULT_END = datetime(2026, 3, 19, 0, 0, 0, tzinfo=timezone.utc)
MSG_WORKER = 11
THREAD_WORKER = 4
_CHANNELS = ["1219384756102938471", "1219391187025334293", "1221007345519362058",
             "1226614590843105290"]
_CHANNEL_NAMES = ["em-macro", "em-macro-latam", "em-macro-ceemea", "em-macro-asia"]

# key: (author_id, display name, is_bot)
AUTHORS = {
    "helena": ("1193846270551924806", "Helena Sato", False),      # PM, long markdown theses
    "rafa": ("1201958834127306782", "Rafa Moreira", False),       # trader, PT/ES/EN
    "marco": ("1190477612093358160", "Marco Ferreira", False),    # desk head, approves, pins
    "lu": ("1215530926487011418", "Lu Carvalho", False),          # junior analyst
    "tom": ("1198872034451773521", "Tom Whitcombe (G10)", False),  # other desk, drops by
    "quant": ("1230046612880371732", "quant-sig", True),          # JSON signals agent
    "execgw": ("1228815570223149087", "exec-gw", True),           # pipe-separated exec lines
    "oms": ("1228816093314281552", "OMS", True),                  # embed-only order reports
    "agent": ("1231170648995627068", "exec-agent", True),         # LLM execution agent
    "triage": ("1232209974120345621", "desk-triage", True),       # news triage agent
    "compliance": ("1222583300718395412", "compliance-bot", True),
    "risk": ("1222590114496438282", "risk-engine", True),
    "news": ("1211347890127654942", "newswire", True),
    "cron": ("1209931567330984016", "cronbot", True),
    "ci": ("1209935518870622289", "ci", True),
    "alerts": ("1213660072195088405", "px-alerts", True),
    "pnl": ("1222601738866733066", "pnl-bot", True),
    "fixings": ("1213664459030278196", "fixings", True),
}
HUMANS = ("helena", "rafa", "marco", "lu")

# activity by UTC hour: Asia trickle, London build-up, NY/LatAm peak, quiet evening
HOUR_W = [1, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 9, 11, 12, 12, 11, 10, 9, 7, 6, 4, 2, 2, 1]


def _sf(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | (worker << 17) | seq)


def channel_id(i: int) -> str:
    if i < len(_CHANNELS):
        return _CHANNELS[i]
    ms = 1_712_000_000_000 + i * 7 * HOUR_MS + 123_457
    return _sf(ms, 2, i % 4096)


def channel_name(i: int) -> str:
    return _CHANNEL_NAMES[i] if i < len(_CHANNEL_NAMES) else f"em-macro-{i}"


def iso(ms: int) -> str:
    d = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def f4(x):
    return f"{x:.4f}"


def f3(x):
    return f"{x:.3f}"


def f2(x):
    return f"{x:.2f}"


def f1(x):
    return f"{x:.1f}"


def q(x, tick):
    return round(round(x / tick) * tick, 6)


def sgn(x, d=2):
    return f"{x:+.{d}f}"


def comma(n):
    return f"{int(n):,}"


def jdump(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jnum(x):
    return json.dumps(x)


class Msg:
    __slots__ = ("t", "who", "content", "final", "embeds", "ref", "chan", "parent", "attachments",
                 "key", "hard", "cat", "idiom", "edited", "deleted", "forgotten", "superseded",
                 "snippet", "id", "g")

    def text(self):
        parts = [self.final or ""]
        for e in self.embeds or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for fld in e.get("fields", []):
                parts.append(fld["name"])
                parts.append(fld["value"])
        return "\n".join(parts)


class Thread:
    def __init__(self, t, parent, idx):
        self.t = t
        self.parent = parent
        self.id = _sf(t, THREAD_WORKER, idx % 4096)


class DayGen:
    def __init__(self, seed, cidx, didx, start_ms):
        self.rng = random.Random(f"{DESK}|{seed}|{cidx}|{didx}")
        self.seed, self.cidx, self.didx = seed, cidx, didx
        self.chan = channel_id(cidx)
        self.cname = channel_name(cidx)
        self.start = start_ms
        self.end = start_ms + DAY_MS
        self.msgs: list[Msg] = []
        self.ops = []
        self.serial = 0
        self.nthreads = 0
        self.prefix = ["EMX", "EML", "EMC", "EMA"][cidx] if cidx < 4 else f"EM{cidx}"
        self.oid_n = self.rng.randint(20100, 28900)
        self.sig_n = self.rng.randint(7000, 7900)
        self.cmp_n = self.rng.randint(2200, 2900)
        self.day = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
        self.dstr = self.day.strftime("%d %b")
        self.ymd = self.day.strftime("%Y-%m-%d")
        self.fix1m = (self.day + timedelta(days=30)).strftime("%Y-%m-%d")
        r = self.rng
        self.inr_held = r.random() < 0.5
        L = {}
        L["brl"] = 5.41 + r.uniform(-0.06, 0.06)
        L["mxn"] = 17.25 + r.uniform(-0.12, 0.12)
        L["zar"] = 18.45 + r.uniform(-0.15, 0.15)
        L["try"] = 41.90 + r.uniform(-0.30, 0.30)
        L["inr"] = 86.90 + r.uniform(-0.25, 0.25)
        L["cop"] = 4150 + r.uniform(-50, 50)
        L["clp"] = 945 + r.uniform(-10, 10)
        L["di"] = 14.10 + r.uniform(-0.12, 0.12)
        L["mb34"] = 9.05 + r.uniform(-0.12, 0.12)
        L["r35"] = 10.45 + r.uniform(-0.12, 0.12)
        L["tryirs"] = 38.40 + r.uniform(-0.8, 0.8)
        L["sacds"] = 185 + r.uniform(-8, 8)
        L["brcds"] = 152 + r.uniform(-8, 8)
        L["mxcds"] = 112 + r.uniform(-6, 6)
        L["trcds"] = 268 + r.uniform(-10, 10)
        L["pmx"] = 94.50 + r.uniform(-0.8, 0.8)
        L["zarrr"] = 1.85 + r.uniform(-0.12, 0.12)
        L["mxnrr"] = 2.10 + r.uniform(-0.12, 0.12)
        L["ust"] = 4.30 + r.uniform(-0.08, 0.08)
        L["brent"] = 71.0 + r.uniform(-2.5, 2.5)
        L["dxy"] = 103.8 + r.uniform(-0.8, 0.8)
        self.L = L

    # ------------------------------------------------------------------ primitives
    def _next_serial(self):
        self.serial += 1
        return self.serial

    def clamp(self, t):
        return max(self.start + 1000, min(int(t), self.end - 2000))

    def at(self, h, m=0, s=None):
        s = self.rng.randint(0, 59) if s is None else s
        return self.clamp(self.start + h * HOUR_MS + m * MIN_MS + s * SEC_MS + self.rng.randint(0, 999))

    def within(self, h0, h1):
        return self.clamp(self.start + self.rng.randint(int(h0 * HOUR_MS), int(h1 * HOUR_MS) - 1))

    def curve(self, h0=0, h1=24):
        hours = list(range(int(h0), int(h1)))
        h = self.rng.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        return self.clamp(self.start + h * HOUR_MS + self.rng.randint(0, HOUR_MS - 1))

    def step(self, t, lo, hi):
        return self.clamp(t + self.rng.randint(int(lo * 1000), int(hi * 1000)))

    def oid(self):
        self.oid_n += self.rng.randint(1, 9)
        return f"{self.prefix}-{self.oid_n}"

    def sig(self):
        self.sig_n += self.rng.randint(3, 40)
        return f"sig-{self.sig_n}"

    def cmp(self):
        self.cmp_n += self.rng.randint(1, 6)
        return f"CMP-{self.cmp_n}"

    def thread(self, t):
        self.nthreads += 1
        return Thread(self.clamp(t), self.chan, self.cidx * 16 + self.didx * 4 + self.nthreads)

    def post(self, t, who, content="", *, embeds=None, ref=None, thread=None, hard=None, cat=None,
             idiom=None, attachments=None, snippet=None):
        m = Msg()
        m.t = self.clamp(t)
        m.who = who
        m.content = content
        m.final = content
        m.embeds = embeds or []
        m.ref = ref
        m.chan = thread.id if thread else self.chan
        m.parent = self.chan if thread else None
        m.attachments = attachments or []
        m.key = self._next_serial()
        m.hard = hard
        m.cat = cat
        m.idiom = idiom
        m.edited = m.deleted = m.forgotten = False
        m.superseded = []
        m.snippet = snippet
        m.id = None
        m.g = self
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=()):
        t = self.clamp(max(t, m.t + 5000))
        m.final = content
        m.edited = True
        m.superseded.extend(superseded)
        self.ops.append((t, self._next_serial(), "edit", m, content))
        return t

    def delete(self, m, t):
        t = self.clamp(max(t, m.t + 3000))
        m.deleted = True
        self.ops.append((t, self._next_serial(), "delete", m, None))
        return t

    def bulk_delete(self, ms, t):
        t = self.clamp(max([t] + [m.t + 3000 for m in ms]))
        for m in ms:
            m.deleted = True
        self.ops.append((t, self._next_serial(), "bulk_delete", list(ms), None))
        return t

    def forget(self, m, t, by):
        t = self.clamp(max(t, m.t + 3000))
        m.forgotten = True
        self.ops.append((t, self._next_serial(), "forget", m, by))
        return t

    def pin(self, m, t, by="marco", unpin=False):
        t = self.clamp(max(t, m.t + 2000))
        self.ops.append((t, self._next_serial(), "unpin" if unpin else "pin", m, by))
        return t

    def react(self, m, t, emoji, by):
        t = self.clamp(max(t, m.t + 1500))
        self.ops.append((t, self._next_serial(), "reaction_add", m, (emoji, by)))
        return t

    def unreact(self, m, t, emoji, by):
        t = self.clamp(max(t, m.t + 1500))
        self.ops.append((t, self._next_serial(), "reaction_remove", m, (emoji, by)))
        return t

    def hard_count(self):
        return sum(1 for m in self.msgs if m.hard)

    # ------------------------------------------------------------------ the day
    def build(self):
        r = self.rng
        self.news_plan()
        self.sc_book()
        self.sc_morning()
        self.sc_try()
        self.sc_brl()
        self.sc_mxn()
        self.sc_news()
        self.sc_mxn_note()
        self.sc_zar_notes()
        self.sc_brazil_note()
        if r.random() < 0.75:
            self.sc_sarb_thread()
        optional = [self.sc_cds, self.sc_pemex, self.sc_zar_rr, self.sc_inr, self.sc_quant_route,
                    self.sc_di, self.sc_tp_cancel, self.sc_route_lu, self.sc_noroute_quant]
        r.shuffle(optional)
        # scenes that carry the desk's core idioms go first on the first channel-day
        if self.cidx == 0 and self.didx == 0:
            for f in (self.sc_di, self.sc_cds, self.sc_zar_rr, self.sc_inr):
                optional.remove(f)
                optional.insert(0, f)
        target = r.randint(34, 41)
        cost = {"sc_cds": 5, "sc_pemex": 2, "sc_zar_rr": 5, "sc_inr": 2, "sc_quant_route": 3, "sc_di": 6,
                "sc_tp_cancel": 3, "sc_route_lu": 1, "sc_noroute_quant": 1}
        self.done = set()
        for f in optional:
            have = self.hard_count() + 1          # the triage no_route in sc_near_misses adds one
            if have >= target:
                break
            if have + cost[f.__name__] > 42:
                continue
            f()
            self.done.add(f.__name__)
        self.sc_near_misses()
        self.sc_sellside()
        self.sc_chatter()
        self.sc_data_dumps()
        self.sc_inr_note()
        self.sc_desk_docs()
        self.sc_more_docs()
        self.sc_noise()
        self.sc_quant_boards()
        self.sc_risk_reports()
        self.sc_quant_perf()
        self.sc_eod()
        self.sc_acks()

    # ------------------------------------------------------------------ news plan
    def news_plan(self):
        r, L = self.rng, self.L
        self.mx_rate = r.choice([7.00, 6.75, 7.25])
        self.selic = r.choice([14.25, 14.75, 15.00])
        self.sarb_rate = r.choice([6.75, 7.00, 7.25])
        self.cbrt_rate = r.choice([40.50, 41.00, 42.50])
        self.sarb_cut = r.random() < 0.6
        held = []
        held.append(r.choice([
            ("BANXICO", f"BANXICO HOLDS OVERNIGHT RATE AT {f2(self.mx_rate)}%, AS EXPECTED; VOTE UNANIMOUS",
             [["BANXICO", f"{f2(self.mx_rate)}%"]], 19.0, "MX — Banxico decision"),
            ("BANXICO", "BANXICO'S HEATH: ROOM FOR FURTHER CUTS IS LIMITED, PESO STRENGTH NOT A FACTOR",
             [["BANXICO", "HEATH"]], 16.5, None),
            ("BANXICO", "BANXICO MINUTES: MAJORITY SEES NEED FOR CAUTION ON FURTHER EASING",
             [["BANXICO MINUTES", "CAUTION"]], 17.0, "MX — Banxico minutes"),
        ]))
        held.append(r.choice([
            ("BCB", "BCB'S GALIPOLO: COPOM WILL DO WHATEVER IS NEEDED TO BRING INFLATION BACK TO TARGET",
             [["GALIPOLO", "COPOM"]], 15.5, None),
            ("BCB", f"COPOM MINUTES: COMMITTEE SEES SELIC AT {f2(self.selic)}% FOR A 'PROLONGED PERIOD'",
             [["COPOM MINUTES", f"{f2(self.selic)}%"]], 11.5, "BR — Copom minutes"),
            ("BCB", "BRAZIL IPCA-15 RISES 0.64% M/M VS 0.55% EST; SERVICES STICKY",
             [["BRAZIL IPCA-15", "0.64%"]], 12.0, "BR — IPCA-15 (Mar)"),
        ]))
        if self.sarb_cut:
            sarb = (f"SARB CUTS REPO RATE BY 25BP TO {f2(self.sarb_rate)}%; 4-2 VOTE, TWO WANTED A HOLD",
                    [["SARB", "25BP", f"{f2(self.sarb_rate)}%"]])
        else:
            sarb = (f"SARB HOLDS REPO RATE AT {f2(self.sarb_rate)}%; KGANYAGO SAYS 3% TARGET IS THE ANCHOR",
                    [["SARB", f"{f2(self.sarb_rate)}%"]])
        held.append(("SARB", sarb[0], sarb[1], 13.0, "ZA — SARB MPC statement"))
        held.append(r.choice([
            ("CBRT", "CBRT'S KARAHAN: WILL MAINTAIN TIGHT STANCE UNTIL DISINFLATION IS ENTRENCHED",
             [["CBRT", "KARAHAN"]], 10.5, None),
            ("CBRT", f"CBRT LEAVES ONE-WEEK REPO RATE AT {f2(self.cbrt_rate)}%; CORRIDOR UNCHANGED",
             [["CBRT", f"{f2(self.cbrt_rate)}%"]], 11.0, "TR — CBRT rate decision"),
        ]))
        extra = [
            ("PEMEX", "PEMEX 4Q CRUDE OUTPUT FALLS 6.2% Y/Y TO 1.62M BPD; FINANCE MINISTRY REITERATES SUPPORT",
             [["PEMEX", "6.2%"]], 14.5, None),
            ("SA", "MOODY'S AFFIRMS SOUTH AFRICA AT Ba2; OUTLOOK STABLE",
             [["SOUTH AFRICA", "Ba2"]], 20.5, None),
        ]
        if self.inr_held:
            extra.append(("RBI", "RBI SEEN SELLING DOLLARS AROUND 87.00 VIA STATE-RUN BANKS -- TRADERS",
                          [["RBI", "87.00"]], 7.5, None))
        r.shuffle(extra)
        held += extra[: r.randint(1, len(extra))]
        watch = [
            ("BANREP", f"BANREP CUTS BENCHMARK RATE 25BP TO {f2(r.choice([8.75, 9.00, 9.25]))}%, SPLIT 4-3 VOTE",
             None, 19.5, "CO — BanRep decision"),
            ("BCCH", f"CHILE CENTRAL BANK HOLDS AT {f2(r.choice([4.50, 4.75]))}%, SIGNALS EASING BIAS",
             None, 21.0, None),
            ("NBH", "NBH KEEPS BASE RATE AT 6.50%; VARGA SAYS STABILITY COMES FIRST",
             None, 13.0, "HU — NBH decision"),
            ("EGYPT", "EGYPT RECEIVES $1.2 BLN IMF TRANCHE AFTER FOURTH REVIEW",
             None, 9.5, None),
        ]
        if not self.inr_held:
            watch.append(("RBI", "RBI SEEN SELLING DOLLARS AROUND 87.00 VIA STATE-RUN BANKS -- TRADERS",
                          None, 7.5, None))
        r.shuffle(watch)
        self.watch_news = watch[: r.randint(2, 3)]
        self.held_news = held
        cal = []
        for it in held + self.watch_news:
            if it[4]:
                cal.append((it[3], it[4]))
        cal += [(8.0, "IN — RBI reference rate"), (16.17, "BR — PTAX fixing"),
                (12.5, "US — initial jobless claims"), (18.0, "US — Fed speakers (Waller)")]
        self.calendar = sorted(cal)

    def appendix(self, title, series):
        """A 'last sessions' data table, the kind of appendix a PM pastes under a note."""
        r = self.rng
        days = []
        d = self.day
        while len(days) < 6:
            d -= timedelta(days=1)
            if d.weekday() < 5:
                days.append(d.strftime("%d-%b"))
        days.reverse()
        head = "| date | " + " | ".join(n for n, _, _, _ in series) + " |"
        sep = "|---|" + "---:|" * len(series)
        rows = []
        vals = [v for _, v, _, _ in series]
        paths = []
        for (_, v, step, dec) in series:
            x = v
            path = []
            for _ in days:
                path.append(x)
                x -= r.gauss(0, step)
            paths.append(list(reversed(path)))
        for i, dd in enumerate(days):
            rows.append(f"| {dd} | " + " | ".join(f"{paths[j][i]:.{series[j][3]}f}" for j in range(len(series))) + " |")
        return f"\n\n#### Appendix — {title}\n{head}\n{sep}\n" + "\n".join(rows)

    # ------------------------------------------------------------------ scenes
    def sc_book(self):
        L = self.L
        t = self.at(6, self.rng.randint(1, 20))
        inr_row = (f"| long USDINR 1m NDF | 20m | 86.4100 | {f4(L['inr'])} | 85.9500 | 87.6000 |\n"
                   if self.inr_held else "")
        watch = "USDCOP, USDCLP, HUF rates (NBH), Egypt 2031s" + ("" if self.inr_held else ", USDINR NDF")
        content = (
            f"**EM Macro book — {self.dstr} {self.hclk(6)}Z** (marks: NY close)\n"
            "| position | size | entry | mark | stop | target |\n"
            "|---|---:|---:|---:|---:|---:|\n"
            f"| long USDBRL 1m NDF | 35m | 5.3710 | {f4(L['brl'])} | 5.3200 | 5.5500 |\n"
            f"| short USDMXN spot | 25m | 17.4800 | {f4(L['mxn'])} | 17.6500 | 16.8000 |\n"
            f"| rec Mbono Nov34 | MXN 400m | 9.42% | {f2(L['mb34'])}% | 9.60% | 8.60% |\n"
            f"| rec SAGB R2035 | ZAR 300m | 10.78% | {f2(L['r35'])}% | 10.95% | 9.90% |\n"
            f"| long SA 5y CDS prot | 15m | 174bp | {L['sacds']:.0f}bp | 160bp | 230bp |\n"
            f"| long Pemex 2031s | 10m | 91.75 | {f2(L['pmx'])} | 89.50 | 97.00 |\n"
            f"| short USDTRY 1m fwd | 10m | 43.1200 | {f4(L['try'] * 1.028)} | 44.0500 | 41.2000 |\n"
            f"{inr_row}"
            f"Watchlist: {watch}\n"
            "Limits: BRL net delta 50m · USDTRY net delta 25m · TRY DV01 $95k/bp · ZAR vega $180k\n"
            "Anything not on this list is not ours — flag it before you trade it."
        )
        m = self.post(t, "marco", content)
        self.book_msg = m
        self.pin(m, self.step(t, 30, 120), "marco")
        self.react(m, self.step(t, 20, 90), "📌", self.AID("marco"))

    def hclk(self, h, m=0):
        """Clock label (UTC) of window-hour h; equals h when the window starts at midnight (the default)."""
        tot = (self.start // MIN_MS + h * 60 + m) % (24 * 60)
        return f"{tot // 60:02d}:{tot % 60:02d}"

    def AID(self, who):
        return AUTHORS[who][0]

    def sc_morning(self):
        r, L = self.rng, self.L
        t = self.at(6, r.randint(40, 58))
        rows = []
        for pair, lvl, d, atm, rr, iy in [
            ("USDBRL", L["brl"], 4, 12.6, 1.15, 13.9), ("USDMXN", L["mxn"], 4, 10.8, L["mxnrr"], 7.6),
            ("USDZAR", L["zar"], 4, 13.4, L["zarrr"], 6.9), ("USDTRY", L["try"], 3, 12.7, 3.9, 39.4),
            ("USDINR", L["inr"], 3, 4.2, 0.55, 5.6), ("USDCOP", L["cop"], 1, 11.9, 1.4, 8.9),
            ("USDCLP", L["clp"], 1, 12.2, 0.9, 4.6)]:
            rows.append(f"| {pair} | {lvl:.{d}f} | {r.uniform(-0.6, 0.6):+.2f}% | {atm + r.uniform(-0.4, 0.4):.1f} "
                        f"| {rr:.2f} | {iy + r.uniform(-0.3, 0.3):.1f}% |")
        cal = "\n".join(f"| {int(h):02d}:{int(round((h % 1) * 60)):02d} | {ev} |" for h, ev in self.calendar)
        content = (
            f"## EM morning — {self.dstr}\n\n"
            f"**Overnight:** DXY {f1(L['dxy'])} ({r.uniform(-0.3, 0.3):+.2f}%), UST 10y {f2(L['ust'])}% "
            f"({r.randint(-5, 5):+d}bp), Brent ${f2(L['brent'])}. Asia EM mixed: KRW and TWD softer on chip "
            f"exports, INR pinned near 87.00 by the usual state-bank offers, IDR weaker into the BI meeting.\n\n"
            "| pair | close | o/n | 1m ATM | 25d RR | 3m impl yld |\n|---|---:|---:|---:|---:|---:|\n"
            + "\n".join(rows) + "\n\n"
            f"**Rates:** DI1F27 {f2(L['di'])}% ({r.randint(-6, 6):+d}bp), Mbono Nov34 {f2(L['mb34'])}%, "
            f"SAGB R2035 {f2(L['r35'])}%, TRY 2y IRS {f2(L['tryirs'])}%.\n"
            f"**Credit:** SA 5y {L['sacds']:.0f}bp, Brazil 5y {L['brcds']:.0f}bp, Mexico 5y {L['mxcds']:.0f}bp, "
            f"Turkey 5y {L['trcds']:.0f}bp; Pemex 2031s {f2(L['pmx'])} ({f2(7.2 + (97 - L['pmx']) * 0.18)}% yld).\n\n"
            "### Today (UTC)\n| time | event |\n|---|---|\n" + cal + "\n\n"
            "### Thoughts\n"
            "- **BRL:** carry is still the best risk-adjusted in the bloc. Exporters have been sellers above 5.40 all "
            "week, so dips in USDBRL get absorbed quickly. A hot IPCA-15 would cheapen the DI front end and, on paper, "
            "help BRL — not a reason to do anything before we see it.\n"
            "- **MXN:** positioning is crowded (CFTC longs near the top of the 3y range). The obvious risk is a dovish "
            "Banxico that squeezes the longs; the obvious mistake is selling the carry a day early.\n"
            "- **ZAR:** SARB is the event. The curve prices a bit more than half a cut; vol is not cheap, the 3m 25d RR "
            "is bid. I'll send notes on scenarios before the statement.\n"
            "- **TRY:** crawl continues at ~1.7%/m, CBRT smoothing every dip. The interesting part is the front end of "
            "the swap curve, separate note coming.\n"
            "- **INR:** RBI behind every offer; nothing to do but watch the forward points.\n\n"
            "### Elsewhere\n"
            "- **Asia:** KRW exporters quiet, BoK speakers on hold; IDR weaker into BI; CNH fixing a touch stronger than "
            "models, which kept Asia FX anchored.\n"
            "- **CEE:** HUF softer on the NBH speaker; PLN and CZK flat. None of this is ours.\n"
            "- **Frontier:** Egypt Eurobonds bid on the IMF review headlines; Nigeria FX auction cleared wider.\n"
            "- **G10 spillover:** USD broadly steady; UST curve bear-flattened overnight, which is the one thing that "
            "could make the carry basket uncomfortable today if it continues into the NY open.\n\n"
            "Nothing to do pre-open from me. Usual reminder: PTAX today, check the NDF fixings list."
            + self.appendix("EM FX closes", [("USDBRL", L["brl"], 0.03, 4), ("USDMXN", L["mxn"], 0.06, 4),
                                             ("USDZAR", L["zar"], 0.08, 4), ("USDTRY", L["try"], 0.04, 3),
                                             ("USDINR", L["inr"], 0.05, 4), ("USDCOP", L["cop"], 15, 1)])
        )
        self.post(t, "helena", content, cat="near",
                  idiom=("long markdown morning note with trading words and no decision", "not_hard"),
                  attachments=[{"id": _sf(t, 5, 1), "filename": f"em_morning_{self.ymd}.pdf", "size": 184_220 + r.randint(0, 40_000),
                                "url": f"https://cdn.discordapp.com/attachments/{self.chan}/em_morning_{self.ymd}.pdf"}])

    def sc_try(self):
        r, L = self.rng, self.L
        t = self.within(7.6, 9.0)
        spot = L["try"]
        fwd3 = spot * (1 + (0.395 - 0.043) * 0.25)
        irs2 = q(L["tryirs"], 0.05)
        stop = q(irs2 + r.choice([1.75, 1.85, 2.0]), 0.05)
        tgt = q(irs2 - r.choice([2.75, 2.9, 3.1]), 0.05)
        irs5 = irs2 - r.uniform(5.8, 7.0)
        size = r.choice([40, 35, 45])
        self.try_size = size
        content = (
            "## TRY rates — receive the front end, leave the lira alone\n\n"
            f"**TL;DR:** the CBRT corridor is doing the work; ex-ante real policy rates are still around "
            f"+{r.uniform(6.5, 8.5):.1f}pp and the 2y has lagged the move in breakevens. I want front-end receivers, "
            "not spot.\n\n"
            "### Levels\n"
            "| | last | 1w | 1m | note |\n|---|---:|---:|---:|---|\n"
            f"| USDTRY spot | {f3(spot)} | {r.uniform(0.3, 0.5):+.2f}% | {r.uniform(1.5, 1.9):+.2f}% | crawl ~1.7%/m |\n"
            f"| USDTRY 3m outright | {f3(fwd3)} | | | implied yield ~39.5% |\n"
            f"| TRY 2y IRS | {f2(irs2)}% | {r.randint(-45, -15)}bp | {r.randint(-160, -80)}bp | lagged the CPI beat |\n"
            f"| TRY 5y IRS | {f2(irs5)}% | {r.randint(-30, -5)}bp | {r.randint(-110, -40)}bp | |\n"
            f"| 1w repo (policy) | {f2(self.cbrt_rate)}% | 0 | -250bp | |\n"
            f"| CPI y/y (Feb) | {r.uniform(38.5, 40.5):.1f}% | | | core {r.uniform(37.0, 39.0):.1f}% |\n"
            f"| Turkey 5y CDS | {L['trcds']:.0f}bp | {r.randint(-12, 4)}bp | {r.randint(-25, 5)}bp | |\n\n"
            "### The argument\n"
            "1. **Disinflation is running ahead of the curve.** Monthly CPI has undershot consensus in three of the "
            f"last four prints; services stickiness is the only thing keeping the committee cautious. The 2y at "
            f"{f2(irs2)}% prices barely {r.randint(250, 400)}bp of cuts over twelve months, less than the path in the "
            "CBRT's own inflation report.\n"
            "2. **Carry on receivers is not the problem it was.** With the 3m implied near 39.5% the roll-down is "
            "modest but positive; we are not fighting the forwards the way we were in 2024.\n"
            f"3. **Reserves.** Net reserves ex-swaps are up ~${r.randint(14, 26)}bn since January, which makes an "
            "emergency hike less likely than the skew implies.\n\n"
            "### Who owns what\n| holder | TRY govt bonds | chg 3m | comment |\n|---|---:|---:|---|\n"
            f"| non-residents | {r.uniform(9.5, 12.5):.1f}% | +{r.uniform(1.0, 3.0):.1f}pp | back since Q4 |\n"
            f"| local banks | {r.uniform(52, 58):.1f}% | -{r.uniform(0.5, 2.0):.1f}pp | deposit-funded |\n"
            f"| CBRT | {r.uniform(8, 12):.1f}% | +{r.uniform(0.0, 1.0):.1f}pp | QT paused |\n"
            f"| others | {r.uniform(18, 24):.1f}% | -{r.uniform(0.0, 1.5):.1f}pp | |\n\n"
            "### Positioning and the trade\n"
            "Locals are long duration through deposits rolled into bills; offshore is light — swap-implied positioning "
            "from the three big dealers has us around the 30th percentile. We have been flat TRY rates since we took "
            f"profit in January. Proposal for the book: receive {size}m (USD-eq) TRY 2y IRS at {f2(irs2)}%, stop "
            f"{f2(stop)}%, target {f2(tgt)}% — Marco to sign off; it fits inside the TRY DV01 limit. Spot stays as is: "
            "the short USDTRY 1m carry position keeps running and I don't want more lira delta into the MPC.\n\n"
            "### Risks\n"
            "- **Politics.** A repeat of last March's shock would bear-flatten the curve 300-500bp in a session; our "
            "stop would not save us from the gap, sizing has to.\n"
            "- **Energy.** Brent above $85 reopens the current-account debate.\n"
            "- **Credibility.** A cut larger than guided would be read as political and the front end would sell off "
            "with the lira.\n\n"
            "### Scenarios for the next MPC\n| outcome | prob | TRY 2y | USDTRY 1m | P&L on the proposal |\n|---|---:|---:|---:|---|\n"
            f"| cut as guided | 55% | -40 to -60bp | crawl | positive, carry + roll |\n"
            f"| bigger cut | 15% | -100bp then sell-off | +2% | positive first, then at risk |\n"
            f"| hold | 25% | +30bp | flat | small loss |\n| emergency hike | 5% | +400bp | +5% | stop, gap risk |\n\n"
            "### What would make me wrong\n"
            "A monthly core print above 3% or a second week of reserve losses. Either one and I'll revisit the size "
            "before the stop does it for me.\n\n"
            "_Data: Bloomberg, CBRT, dealer runs as of 07:40Z. Charts attached._"
            + self.appendix("last sessions", [("USDTRY", spot, 0.05, 3), ("TRY 2y", irs2, 0.25, 2),
                                              ("TRY 5y", irs5, 0.2, 2), ("CDS 5y", L["trcds"], 4, 0),
                                              ("1m ATM", 11.5, 0.3, 1)])
        )
        m = self.post(t, "helena", content,
                      hard=("trade_proposal", ["receive", f"{size}m", "TRY 2y IRS", f"{f2(irs2)}%", f"{f2(stop)}%"], "buried"),
                      idiom=("trade proposal buried mid-report in markdown thesis", "trade_proposal"),
                      attachments=[{"id": _sf(t, 5, 2), "filename": "try_swaps_vs_breakevens.png", "size": 61_233 + r.randint(0, 9000),
                                    "url": f"https://cdn.discordapp.com/attachments/{self.chan}/try_swaps_vs_breakevens.png"}])
        self.try_msg = m
        self.react(m, self.step(t, 60, 300), "📌", self.AID("marco"))
        self.pin(m, self.step(t, 320, 500), "marco")
        th = self.thread(self.step(t, 120, 260))
        self.try_thread = th
        t1 = self.step(th.t, 30, 200)
        self.post(t1, "rafa", "faz sentido. o 2y não andou nada com o CPI, e o offshore tá leve mesmo. "
                              "só não quero isso com o spot junto", thread=th)
        ta = self.step(t1, 60, 300)
        self.post(ta, "marco", "I'm fine with the idea, less fine with doing it the day before the MPC. What's the "
                               "argument for today rather than Friday?", thread=th)
        tb = self.step(ta, 60, 300)
        self.post(tb, "helena", "the survey and the reserve data come out before the MPC and both should help; if we "
                                "wait for the decision we pay 40-50bp for the certainty", thread=th)
        t2 = self.step(tb, 60, 400)
        self.post(t2, "lu",
                  "JPM: receive 2y TRY\n"
                  f"> EM Rates Strategy ({(t2 - self.start) // HOUR_MS:02d}:05 GMT) — Turkey: we recommend receiving 2y TRY IRS "
                  f"at {f2(irs2 - 0.30)}%, target 34.00%, stop 40.00%. Disinflation momentum and a lower risk premium "
                  "argue for the front end; we prefer to stay neutral the lira given valuation.\n"
                  "fwiw, same idea as Helena's, slightly different levels",
                  thread=th, cat="near", idiom=("sell-side trade idea quoted in thread", "not_hard"))
        t3 = self.step(t2, 200, 900)
        self.post(t3, "marco", f"👍 send it, {size}m max. no spot, as you said.", thread=th,
                  hard=("trade_approval", ["send it", f"{size}m"], "reply"),
                  idiom=("in-thread short approval with emoji", "trade_approval"))
        t4 = self.step(t3, 40, 120)
        self.post(t4, "helena", "thanks — sending now", thread=th)
        o = self.oid()
        t5 = self.step(t4, 60, 180)
        self.post(t5, "execgw",
                  f"EXEC | NEW | ord={o} | TRY 2Y IRS | REC FIXED | {comma(size * 1_000_000)} USD-eq | LMT {f2(irs2)}% | "
                  "venue=BBG-voice | status=PENDING_RISK",
                  hard=("trade_confirmation", [o, "TRY 2Y IRS", "REC FIXED", "PENDING_RISK"], "structured"))
        new = size - 10
        t6 = self.step(t5, 2, 8)
        self.post(t6, "risk",
                  f"RISK | ord={o} | TRY 2Y IRS | RESIZED {size}m→{new}m | rule=TRY_DV01 limit $95k/bp | "
                  f"post-trade DV01 ${r.randint(82, 93)}k/bp",
                  hard=("risk_limit", [o, f"RESIZED {size}m→{new}m", "TRY_DV01"], "structured"),
                  idiom=("risk engine resizes an order (key=value pipes)", "risk_limit"))
        t7 = self.step(t6, 5, 30)
        self.post(t7, "execgw",
                  f"EXEC | ACK | ord={o} | TRY 2Y IRS | REC FIXED | {comma(new * 1_000_000)} USD-eq | LMT {f2(irs2)}% | "
                  "venue=BBG-voice | status=WORKING")
        self.msgs[-1].hard = ("trade_confirmation", [o, f"{comma(new * 1_000_000)} USD-eq", "WORKING"], "structured")
        px = irs2 - r.choice([0.0, 0.05])
        t8 = self.step(t7, 300, 1500)
        self.post(t8, "execgw",
                  f"EXEC | FILL | ord={o} | TRY 2Y IRS | REC FIXED | {comma(new * 1_000_000)} USD-eq @ {f2(px)}% | "
                  "cpty=JPM | status=FILLED",
                  hard=("trade_fill", [o, "REC FIXED", f"{comma(new * 1_000_000)} USD-eq", f"{f2(px)}%"], "structured"))
        t9 = self.step(t8, 200, 900)
        self.post(t9, "helena", "resize is fine by me — leaves room if we want the 5y later", thread=th)
        self.post(self.step(t9, 60, 400), "rafa", "👍", thread=th, cat="noise")

    def sc_brl(self):
        r, L = self.rng, self.L
        t0 = self.within(12.4, 14.6)
        size = r.choice([20, 25, 30])
        self.brl_size = size
        total = 35 + size
        self.brl_total = total
        entry = q(L["brl"] + r.uniform(0.0, 0.004), 0.0005)
        stop1 = q(entry - r.uniform(0.042, 0.052), 0.005)
        stop2 = round(stop1 + 0.015, 4)
        stop3 = round(stop2 + 0.010, 4)
        tgt = q(entry + r.uniform(0.09, 0.12), 0.01)
        fat = size * 10
        d = self.post(t0, "rafa",
                      f"proposta: compramos {fat}m USDBRL 1m NDF a {f4(entry).replace('.', ',')} stop "
                      f"{f4(stop1).replace('.', ',')} alvo {f2(tgt).replace('.', ',')}",
                      hard=("trade_proposal", ["compramos", f"{fat}m", "USDBRL 1m NDF"], "untagged"),
                      snippet=f"compramos {fat}m USDBRL 1m NDF")
        self.delete(d, self.step(t0, 20, 45))
        t1 = self.step(t0, 50, 80)
        self.post(t1, "rafa", r.choice(["apaguei, dedo gordo 🤦 segue o certo", "ops, zero a mais. corrigindo:",
                                        "apaguei — tamanho errado, segue"]))
        t2 = self.step(t1, 20, 70)
        carry = r.uniform(8.2, 9.4)
        text = r.choice([
            f"proposta: compramos {size}m USDBRL 1m NDF a {f4(entry)}, stop {f4(stop1)}, alvo {f2(tgt)}. "
            f"fluxo de exportador secou desde ontem e o carry ainda paga ~{carry:.1f}% a.a. Marco?",
            f"Marco, proposta pro book: compramos {size}m USDBRL 1m NDF a {f4(entry)}, stop {f4(stop1)}, alvo "
            f"{f2(tgt)}. exportador sumiu da tela e o carry paga ~{carry:.1f}% a.a.",
            f"proposta: compramos {size}m USDBRL 1m NDF a {f4(entry)}, stop {f4(stop1)}. alvo {f2(tgt)}, carry "
            f"~{carry:.1f}% a.a., PTAX parcial firme. bora?",
        ])
        p = self.post(t2, "rafa", text,
                      hard=("trade_proposal", ["compramos", f"{size}m", "USDBRL 1m NDF", f4(entry), f4(stop1)], "untagged"),
                      idiom=("Portuguese proposal 'compramos 20m ... a', m-suffixed size", "trade_proposal"))
        self.react(p, self.step(t2, 30, 90), "👀", self.AID("helena"))
        t3 = self.step(t2, 60, 200)
        self.post(t3, "lu", f"PTAX parcial 1 saiu {f4(L['brl'] - r.uniform(0.003, 0.012))}")
        t4 = self.step(t3, 40, 200)
        self.post(t4, "marco", r.choice([f"dale {size}m. peço o aumento de limite pro compliance depois",
                                         f"dale, {size}m. vou pedir limite temporário pro compliance",
                                         f"dale {size}m 👍 o limite eu resolvo com o compliance"]), ref=p,
                  hard=("trade_approval", ["dale", f"{size}m"], "reply"),
                  idiom=("Portuguese slang approval reply 'dale'", "trade_approval"))
        o = self.oid()
        N = comma(size * 1_000_000)
        t5 = self.step(t4, 30, 120)
        self.post(t5, "execgw",
                  f"EXEC | ACK | ord={o} | USDBRL 1M NDF | BUY | {N} | LMT {f4(entry)} | venue=360T | "
                  f"fix=PTAX {self.fix1m} | status=WORKING",
                  hard=("trade_confirmation", [o, "USDBRL 1M NDF", "BUY", N, "WORKING"], "structured"),
                  idiom=("pipe-separated execution ack", "trade_confirmation"))
        q1 = r.choice([8, 10, 12])
        px1 = round(entry - 0.0004, 4)
        t6 = self.step(t5, 20, 240)
        self.post(t6, "execgw",
                  f"EXEC | PFILL | ord={o} | USDBRL 1M NDF | BUY | {comma(q1 * 1_000_000)} @ {f4(px1)} | "
                  f"cum {comma(q1 * 1_000_000)}/{N} | cpty=ITAU",
                  hard=("trade_fill", [o, "PFILL", f"{comma(q1 * 1_000_000)} @ {f4(px1)}"], "structured"),
                  idiom=("pipe-separated partial fill", "trade_fill"))
        q2 = size - q1
        px2 = round(entry + 0.0001, 4)
        avg = (q1 * px1 + q2 * px2) / size
        t7 = self.step(t6, 30, 400)
        self.post(t7, "execgw",
                  f"EXEC | FILL | ord={o} | USDBRL 1M NDF | BUY | {comma(q2 * 1_000_000)} @ {f4(px2)} | "
                  f"cum {N}/{N} | avg {avg:.5f} | cpty=ITAU | status=FILLED",
                  hard=("trade_fill", [o, "BUY", f"{comma(q2 * 1_000_000)} @ {f4(px2)}", f"{N}/{N}"], "structured"))
        t8 = self.step(t7, 60, 240)
        sm = self.post(t8, "rafa", f"stop do USDBRL 1m NDF (os {total}m): {f4(stop1)}",
                       hard=("stop_or_target_change", ["stop", "USDBRL 1m NDF", f4(stop3)], "untagged"),
                       idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
        why1, why2 = r.choice([("subi, PTAX firme", "subi de novo, fluxo virou"),
                               ("subi, exportador voltou", "subi mais, travando o ganho"),
                               ("ajustei pra cima", "ajustei de novo depois da PTAX")])
        te1 = self.edit(sm, self.step(t8, 2400, 4200),
                        f"stop do USDBRL 1m NDF (os {total}m): {f4(stop2)} — {why1}", [f4(stop1)])
        self.edit(sm, self.step(te1, 3600, 6000),
                  f"stop do USDBRL 1m NDF (os {total}m): {f4(stop3)} — {why2}", [f4(stop2)])
        self.react(sm, self.step(t8, 30, 300), "👍", self.AID("marco"))
        # limit breach from the add, then a temporary increase
        t9 = self.step(t7, 90, 420)
        self.post(t9, "risk", "", embeds=[{
            "title": "Limit breach",
            "description": "Desk EM Macro exceeded a hard limit after a fill.",
            "author": "risk-engine",
            "fields": [{"name": "Limit", "value": "BRL net delta", "inline": True},
                       {"name": "Usage", "value": f"{total}m", "inline": True},
                       {"name": "Cap", "value": "50m", "inline": True},
                       {"name": "Action", "value": "reduce or get a temporary increase by 21:00Z"}],
            "footer": f"trigger ord={o} · rule BRL_NET_DELTA"}],
            hard=("risk_limit", ["BRL net delta", f"{total}m", "50m"], "embed"),
            idiom=("embed-only limit breach from risk engine", "risk_limit"))
        c = self.cmp()
        newcap = 60 if total <= 60 else 70
        self.brl_cap = newcap
        t10 = self.step(t9, 1200, 3000)
        self.post(t10, "compliance",
                  f"[LIMIT] temporary increase approved: EM Macro BRL net delta 50m → {newcap}m until "
                  f"{(self.day + timedelta(days=2)).strftime('%Y-%m-%d')} 21:00Z | approver: CRO | ref {c}",
                  hard=("risk_limit", ["BRL net delta", f"50m → {newcap}m", c], "tagged"),
                  idiom=("compliance bot tagged limit change", "risk_limit"))
        self.brl_entry = entry

    def sc_mxn(self):
        r, L = self.rng, self.L
        t0 = self.within(14.0, 16.5)
        size = r.choice([10, 15, 20])
        self.mxn_size = size
        N = comma(size * 1_000_000)
        entry = q(L["mxn"] + r.uniform(-0.002, 0.004), 0.0005)
        stop = q(entry + r.uniform(0.15, 0.19), 0.005)
        tgt = q(entry - r.uniform(0.28, 0.34), 0.05)
        text = r.choice([
            f"vendemos {size}m USDMXN spot en {f4(entry)}, stop {f4(stop)}, target {f4(tgt)} — el carry sigue "
            "pagando y Banxico no mueve nada esta semana. ¿va?",
            f"propuesta: vendemos {size}m USDMXN spot en {f4(entry)}, stop {f4(stop)}, objetivo {f4(tgt)}. el peso "
            "aguanta, real money vendiendo dólar toda la mañana. ¿va?",
        ])
        p = self.post(t0, "rafa", text,
                      hard=("trade_proposal", ["vendemos", f"{size}m", "USDMXN", f4(entry), f4(stop)], "untagged"),
                      idiom=("Spanish proposal ending '¿va?'", "trade_proposal"))
        t1 = self.step(t0, 60, 300)
        self.post(t1, "helena", r.choice([f"ok go. keep it at {size}m, no adds into the minutes",
                                          f"ok go — {size}m, and that's the last MXN add for now"]), ref=p,
                  hard=("trade_approval", ["ok go", f"{size}m"], "reply"),
                  idiom=("English 'ok go' approval reply", "trade_approval"))
        o = self.oid()
        t2 = self.step(t1, 20, 90)
        self.post(t2, "oms", "", embeds=[{
            "title": "Order accepted",
            "description": "New limit order routed",
            "author": "OMS",
            "fields": [{"name": "Instrument", "value": "USDMXN SPOT", "inline": True},
                       {"name": "Side", "value": "SELL", "inline": True},
                       {"name": "Qty", "value": N, "inline": True},
                       {"name": "Limit", "value": f4(entry), "inline": True},
                       {"name": "TIF", "value": "DAY", "inline": True}],
            "footer": f"order {o} · venue FXall"}],
            hard=("trade_confirmation", ["USDMXN SPOT", "SELL", N, o], "embed"),
            idiom=("embed-only order accepted", "trade_confirmation"))
        bad = round(entry + 0.0010, 4)
        good = round(entry + 0.0005, 4)
        t3 = self.step(t2, 30, 400)
        fm = self.post(t3, "execgw",
                       f"EXEC | FILL | ord={o} | USDMXN SPOT | SELL | {N} @ {f4(bad)} | venue=FXall | status=FILLED",
                       hard=("trade_fill", [o, "SELL", N, f4(good)], "structured"),
                       idiom=("fill price corrected by an edit", "trade_fill"))
        self.edit(fm, self.step(t3, 90, 400),
                  f"EXEC | FILL | ord={o} | USDMXN SPOT | SELL | {N} @ {f4(good)} | venue=FXall | status=FILLED "
                  "| px corrected by venue (late trade report)", [f4(bad)])
        self.mxn_fill_t = t3
        t4 = self.step(t3, 3600, 7200)
        new_tgt = round(tgt - 0.05, 4)
        self.post(t4, "rafa", f"baixei o target do MXN novo pra {f4(new_tgt)}, stop igual", ref=p,
                  hard=("stop_or_target_change", ["target", "MXN", f4(new_tgt)], "reply"),
                  idiom=("target change as reply to own proposal", "stop_or_target_change"))
        self.mxn_entry = entry

    def sc_tp_cancel(self):
        r = self.rng
        t0 = self.within(9.5, 10.4)
        tp = "41.2000"
        self.post(t0, "rafa", f"tira o TP do short USDTRY 1m ({tp}), não quero ser executado no meio do CBRT. "
                              "stop fica 44.0500",
                  hard=("stop_or_target_change", ["TP", "USDTRY 1m", tp], "untagged"),
                  idiom=("take-profit removed ('tira o TP')", "stop_or_target_change"))
        o = self.oid()
        t1 = self.step(t0, 30, 150)
        self.post(t1, "execgw",
                  f"EXEC | CXL | ord={o} | USDTRY 1M FWD | BUY | 10,000,000 | LMT {tp} | status=CANCELLED | by=rafa.moreira",
                  hard=("trade_confirmation", [o, "USDTRY 1M FWD", "CANCELLED"], "structured"))
        c = self.cmp()
        t2 = self.step(t1, 600, 2400)
        self.post(t2, "compliance",
                  f"🛡️ LIMIT CHANGE | desk=EM Macro | USDTRY net delta 25m → 15m | effective immediately until CBRT "
                  f"window closes | reason: event risk | ref {c}",
                  hard=("risk_limit", ["USDTRY net delta", "25m → 15m", c], "structured"))
        self.try_cap_cut = True

    def sc_cds(self):
        r, L = self.rng, self.L
        t0 = self.within(9.4, 12.0)
        lvl = int(round(L["sacds"])) + 1
        p = self.post(t0, "helena",
                      f"[PROPOSAL] buy 10m SA 5y CDS protection @ {lvl}bp, stop 170bp, target 230bp. Adds to the 15m "
                      "we have; it's the hedge for the R2035 receiver into the budget framework.",
                      hard=("trade_proposal", ["buy", "10m", "SA 5y CDS", f"{lvl}bp"], "tagged"),
                      idiom=("[PROPOSAL] tagged CDS proposal in bp", "trade_proposal"))
        t1 = self.step(t0, 120, 600)
        self.post(t1, "marco", "approved, 10m", ref=p, hard=("trade_approval", ["approved", "10m"], "reply"))
        t2 = self.step(t1, 600, 1800)
        px = f"{lvl + 0.5:.1f}"
        fm = self.post(t2, "rafa",
                       f"feito: compramos 10m SA 5y CDS a {px} com o Barclays (Jamie, +44 7700 914 233, se precisar do ticket)",
                       hard=("trade_fill", ["compramos", "10m", "SA 5y CDS", px], "untagged"),
                       snippet="Jamie, +44 7700 914 233")
        t3 = self.forget(fm, self.step(t2, 120, 400), self.AID("marco"))
        self.post(self.step(t3, 5, 30), "marco", "forgot that one — no sales contacts in the channel please. repost without it")
        t4 = self.step(t3, 40, 120)
        fm2 = self.post(t4, "rafa", f"feito: compramos 10m SA 5y CDS a {px} com o Barclays",
                        hard=("trade_fill", ["compramos", "10m", "SA 5y CDS", px], "untagged"),
                        idiom=("voice fill in Portuguese ('feito: compramos')", "trade_fill"))
        self.react(fm2, self.step(t4, 20, 200), "👍", self.AID("helena"))
        self.sc_credit_weekly(self.step(t4, 3600, 9000), px)

    def sc_credit_weekly(self, t, px):
        r, L = self.rng, self.L
        tgt = r.choice([240, 245, 250])
        content = (
            "## Credit weekly — SA, Mexico/Pemex, Turkey, Brazil\n\n"
            "| name | 5y CDS | 1w | 1m | z-score 1y | note |\n|---|---:|---:|---:|---:|---|\n"
            f"| South Africa | {L['sacds']:.0f}bp | {r.randint(-6, 9):+d} | {r.randint(-15, 20):+d} | {r.uniform(-0.8, 0.9):+.1f} | budget framework next week |\n"
            f"| Mexico | {L['mxcds']:.0f}bp | {r.randint(-5, 5):+d} | {r.randint(-10, 10):+d} | {r.uniform(-0.8, 0.8):+.1f} | Pemex support priced |\n"
            f"| Brazil | {L['brcds']:.0f}bp | {r.randint(-5, 5):+d} | {r.randint(-12, 12):+d} | {r.uniform(-0.8, 0.8):+.1f} | fiscal noise, nothing new |\n"
            f"| Turkey | {L['trcds']:.0f}bp | {r.randint(-12, 4):+d} | {r.randint(-25, 5):+d} | {r.uniform(-1.2, 0.2):+.1f} | reserves helping |\n"
            f"| Colombia | {r.randint(190, 230)}bp | {r.randint(-5, 8):+d} | {r.randint(-10, 20):+d} | {r.uniform(-0.5, 1.2):+.1f} | watch only |\n\n"
            "| bond | px | yld | z-spd | 1w |\n|---|---:|---:|---:|---:|\n"
            f"| Pemex 6.84% 2031s | {f2(L['pmx'])} | {f2(7.2 + (97 - L['pmx']) * 0.18)}% | {r.randint(310, 360)} | {r.uniform(-0.6, 0.8):+.2f} |\n"
            f"| Mexico 2034s | {f2(r.uniform(96, 99))} | {f2(r.uniform(5.6, 6.0))}% | {r.randint(140, 170)} | {r.uniform(-0.4, 0.4):+.2f} |\n"
            f"| SA 2030s | {f2(r.uniform(97, 100))} | {f2(r.uniform(6.4, 6.9))}% | {r.randint(230, 270)} | {r.uniform(-0.5, 0.5):+.2f} |\n"
            f"| Egypt 2031s | {f2(r.uniform(86, 91))} | {f2(r.uniform(9.0, 9.8))}% | {r.randint(520, 600)} | {r.uniform(-0.5, 1.0):+.2f} |\n\n"
            "### Notes\n"
            "**Pemex.** The exchange offer documentation is expected next week; the market is treating the finance "
            "ministry's support comments as a quasi-guarantee, which is why the 2031s have outperformed the sovereign "
            "by ~20bp this month. Our 10m long stays as is into the exchange; I don't see a reason to pay away the "
            "carry before we have terms.\n\n"
            f"**South Africa.** The new protection went through at {px}. Budget framework next week is the catalyst: "
            "the consolidation path is credible on paper but depends on a growth number nobody believes. On the "
            f"position, I'm moving the target on the SA 5y CDS protection to {tgt}bp — 230bp undersells a bad framework "
            "— stop unchanged at 170bp. The R2035 receiver is still the core; the CDS is the insurance.\n\n"
            "**Turkey.** Spreads are doing what reserves tell them to. Nothing to add in credit; the expression is the "
            "swap curve (see the TRY note).\n\n"
            "**Brazil.** The fiscal headlines are loud but the numbers are unchanged. CDS at these levels is fair; "
            "no view.\n\n"
            "**Egypt.** IMF tranche headlines have been supportive; it remains on the watchlist, no position.\n\n"
            "### SA CDS curve\n| tenor | mid | 1w | 5y-1y slope |\n|---|---:|---:|---:|\n"
            f"| 1y | {L['sacds'] - 108:.0f}bp | {r.randint(-4, 4):+d} | |\n| 3y | {L['sacds'] - 52:.0f}bp | {r.randint(-5, 6):+d} | |\n"
            f"| 5y | {L['sacds']:.0f}bp | {r.randint(-6, 8):+d} | {108}bp |\n| 7y | {L['sacds'] + 31:.0f}bp | {r.randint(-6, 8):+d} | |\n"
            f"| 10y | {L['sacds'] + 58:.0f}bp | {r.randint(-6, 9):+d} | |\n\n"
            "The curve is steep enough that the 5y is the efficient point to own protection; the 1y would only pay "
            "in a genuine funding accident, which is not the scenario we are hedging.\n\n"
            "_Levels: CMA / dealer runs, 5y on-the-run, mid._"
            + self.appendix("5y CDS, last sessions", [("SA", L["sacds"], 3, 0), ("Mexico", L["mxcds"], 2, 0),
                                                      ("Brazil", L["brcds"], 3, 0), ("Turkey", L["trcds"], 5, 0),
                                                      ("Pemex 31s px", L["pmx"], 0.3, 2)])
        )
        self.post(t, "helena", content,
                  hard=("stop_or_target_change", ["target", "SA 5y CDS protection", f"{tgt}bp"], "buried"),
                  idiom=("target change buried in a credit weekly", "stop_or_target_change"))

    def sc_pemex(self):
        r, L = self.rng, self.L
        t0 = self.within(15.0, 18.5)
        px = q(L["pmx"] - 0.25, 0.125)
        sl = q(px + 1.125, 0.125)
        p = self.post(t0, "rafa", f"s 5m pemex 31s {f2(px)} sl {f2(sl)}? reduz o long antes do exchange",
                      hard=("trade_proposal", ["s 5m pemex 31s", f2(px), f2(sl)], "shorthand"),
                      idiom=("shorthand 's 5m pemex 31s ... sl ...?' proposal", "trade_proposal"))
        t1 = self.step(t0, 120, 700)
        self.post(t1, "helena", "não — o exchange offer é semana que vem, segura o long inteiro", ref=p,
                  hard=("trade_approval", ["não", "segura o long"], "reply"),
                  idiom=("rejection reply 'não'", "trade_approval"))
        self.post(self.step(t1, 30, 200), "rafa", "ok, fica", ref=None, cat="noise")

    def sc_zar_rr(self):
        r, L = self.rng, self.L
        t0 = self.within(9.6, 11.6)
        vol = q(L["zarrr"], 0.05)
        mx = q(vol + 0.10, 0.05)
        p = self.post(t0, "helena",
                      f"Proposal: buy 25m USDZAR 3m 25d RR at {f2(vol)} vol (pay), delta-hedged. SARB is a tail for "
                      "the R2035 receiver and this is the cheapest hedge on the screen. Marco?",
                      hard=("trade_proposal", ["buy", "25m", "USDZAR 3m 25d RR", f2(vol)], "untagged"),
                      idiom=("FX option risk-reversal proposal quoted in vol", "trade_proposal"))
        t1 = self.step(t0, 120, 600)
        self.post(t1, "marco", "yes, go. 25m is fine", ref=p, hard=("trade_approval", ["go", "25m"], "reply"))
        t2 = self.step(t1, 30, 120)
        self.post(t2, "helena", f"routing the ZAR RR ticket to exec-agent, max {f2(mx)} vol",
                  hard=("route_decision", ["routing", "ZAR RR", "exec-agent"], "untagged"),
                  idiom=("human routes ticket to execution agent", "route_decision"))
        o = self.oid()
        t3 = self.step(t2, 10, 60)
        self.post(t3, "agent", f"[ACK] {o} USDZAR 3M 25D RR | BUY 25m (pay) | limit {f2(mx)} vol | RFQ to 4 dealers",
                  hard=("trade_confirmation", ["[ACK]", o, "USDZAR 3M 25D RR", "BUY 25m"], "tagged"))
        fill = round(vol + r.choice([0.0, 0.03, 0.05]), 2)
        tq = self.step(t3, 120, 280)
        qs = sorted([fill + x for x in (0.0, 0.03, 0.06, 0.10)])
        self.post(tq, "agent",
                  f"RFQ status {o} — quotes in (pay side, vol):\n```\n"
                  f"SBSA      {qs[0]:.2f}   size 25m  firm 30s\nJPM       {qs[1]:.2f}   size 25m\n"
                  f"Citi      {qs[2]:.2f}   size 15m\nBarclays  {qs[3]:.2f}   size 25m\n```\n"
                  "best inside limit; lifting unless told otherwise in 60s")
        t4 = self.step(tq, 60, 240)
        self.post(t4, "agent",
                  f"[FILL] {o} USDZAR 3M 25D RR | BUY 25m @ {f2(fill)} vol | cpty SBSA | delta hedge sold 4.1m USDZAR "
                  f"@ {f4(L['zar'])}",
                  hard=("trade_fill", ["[FILL]", o, "BUY 25m", f"{f2(fill)} vol"], "tagged"),
                  idiom=("[FILL] tagged option fill from agent", "trade_fill"))

    def sc_inr(self):
        r, L = self.rng, self.L
        t0 = self.within(5.4, 6.3)
        s = self.sig()
        entry = round(q(L["inr"] + 0.05, 0.01), 2)
        stop = round(entry - 0.55, 2)
        obj = {"signal": "value", "pair": "USDINR", "tenor": "1m NDF", "z": round(r.uniform(-2.6, -2.2), 2),
               "action": "propose", "side": "buy", "notional": "15m", "entry": entry, "stop": stop, "id": s}
        p = self.post(t0, "quant", jdump(obj),
                      hard=("trade_proposal", ['"action":"propose"', "USDINR", '"side":"buy"', "15m", jnum(entry)], "structured"),
                      idiom=("JSON signal whose action is propose", "trade_proposal"))
        t1 = self.step(t0, 2400, 4800)
        self.post(t1, "marco", "rejected — RBI is sitting on every offer, there's no edge in USDINR here", ref=p,
                  hard=("trade_approval", ["rejected", "USDINR"], "reply"))
        self.post(self.step(t1, 2, 10), "quant", jdump({"ack": s, "status": "rejected_by_pm", "action": "none"}),
                  cat="noise")

    def sc_quant_route(self):
        r, L = self.rng, self.L
        t0 = self.within(10.2, 16.0)
        s = self.sig()
        obj = {"signal": "momentum", "pair": "USDZAR", "tenor": "spot", "z": round(r.uniform(-2.9, -2.55), 2),
               "action": "route", "route_to": "exec-agent", "side": "sell", "notional": "10m", "ttl_min": 30, "id": s}
        self.post(t0, "quant", jdump(obj),
                  hard=("route_decision", ['"action":"route"', "USDZAR", "exec-agent", '"side":"sell"'], "structured"),
                  idiom=("JSON signal routed to exec-agent", "route_decision"))
        o = self.oid()
        t1 = self.step(t0, 5, 40)
        self.post(t1, "agent", f"[ACK] {s} → {o} SELL 10m USDZAR spot | TWAP 20m | sleeve=quant",
                  hard=("trade_confirmation", [o, "SELL 10m", "USDZAR"], "tagged"))
        t2 = self.step(t1, 1200, 1500)
        px = L["zar"] - r.uniform(0.005, 0.02)
        self.post(t2, "agent", f"done s 10m usdzar @ {f4(px)} avg ({s})",
                  hard=("trade_fill", ["s 10m usdzar", f4(px)], "shorthand"),
                  idiom=("lower-case shorthand fill 'done s 10m usdzar @'", "trade_fill"))

    def sc_di(self):
        r, L = self.rng, self.L
        t0 = self.within(13.2, 16.5)
        lvl = q(L["di"] + 0.02, 0.005)
        stop = round(lvl - 0.17, 2)
        br = f"{lvl:.2f}".replace(".", ",")
        brs = f"{stop:.2f}".replace(".", ",")
        p = self.post(t0, "rafa",
                      f"proposta DI: tomar 2.000 DI1F27 a {br}%, stop {brs}%. a curva tá precificando corte demais "
                      "pro Copom, e o IPCA-15 não ajuda",
                      hard=("trade_proposal", ["tomar", "2.000", "DI1F27", f"{br}%", f"{brs}%"], "untagged"),
                      idiom=("DI proposal with Brazilian decimal comma ('tomar ... 14,12%')", "trade_proposal"))
        t1 = self.step(t0, 90, 500)
        self.post(t1, "marco", "dale, toma", ref=p, hard=("trade_approval", ["dale", "toma"], "reply"))
        o1 = self.oid()
        t2 = self.step(t1, 30, 120)
        self.post(t2, "execgw",
                  f"EXEC | NEW | ord={o1} | DI1F27 | TAKE | 2,000 ctr | LMT {f2(lvl)} | venue=B3 | status=PENDING_NEW",
                  hard=("trade_confirmation", [o1, "DI1F27", "TAKE", "PENDING_NEW"], "structured"))
        t3 = self.step(t2, 1, 4)
        self.post(t3, "execgw",
                  f"EXEC | REJ | ord={o1} | DI1F27 | reason=B3 pre-trade risk: LRP account limit | status=REJECTED",
                  hard=("trade_confirmation", [o1, "DI1F27", "REJECTED"], "structured"),
                  idiom=("venue reject in pipe format", "trade_confirmation"))
        t4 = self.step(t3, 40, 200)
        self.post(t4, "rafa", "tsc. limite da B3 de novo. pedi pro middle subir o LRP, reenvio em 5")
        o2 = self.oid()
        t5 = self.step(t4, 300, 700)
        self.post(t5, "execgw",
                  f"EXEC | ACK | ord={o2} | DI1F27 | TAKE | 2,000 ctr | LMT {f2(lvl)} | venue=B3 | status=WORKING",
                  hard=("trade_confirmation", [o2, "DI1F27", "2,000 ctr", "WORKING"], "structured"))
        t6 = self.step(t5, 60, 900)
        px = lvl - 0.005
        self.post(t6, "execgw", f"EXEC | FILL | ord={o2} | DI1F27 | TAKE | 2,000 ctr @ {px:.3f} | venue=B3 | status=FILLED",
                  hard=("trade_fill", [o2, "TAKE", "2,000 ctr", f"{px:.3f}"], "structured"))

    def sc_mxn_note(self):
        r, L = self.rng, self.L
        t = max(self.within(16.0, 18.3), self.step(self.mxn_fill_t, 1200, 3600))
        rows = []
        for pair, iy, vol in [("USDMXN", 7.6, 10.8), ("USDBRL", 13.9, 12.6), ("USDZAR", 6.9, 13.4),
                              ("USDCOP", 8.9, 11.9), ("USDCLP", 4.6, 12.2), ("USDINR", 5.6, 4.2)]:
            iy += r.uniform(-0.3, 0.3)
            vol += r.uniform(-0.4, 0.4)
            rows.append(f"| {pair} | {iy:.1f}% | {vol:.1f} | {(iy - 4.3) / vol:.2f} | {r.randint(20, 90)}% |")
        content = (
            "## MXN — carry after the Banxico pause signal\n\n"
            "### Carry vs vol (3m)\n| pair | implied yld | ATM vol | carry/vol | 1y pctile |\n|---|---:|---:|---:|---:|\n"
            + "\n".join(rows) + "\n\n"
            "### Positioning\n"
            f"CFTC net MXN longs are ~{r.randint(105, 140)}k contracts, top decile of the last three years. Our flow "
            "screens show real money still adding on dips, fast money flat. The peso has been the funding-adjusted "
            "winner of the year, which is exactly why it is the first thing people will sell in a risk-off week.\n\n"
            "### Banxico\n"
            f"The board has moved to a data-dependent pause at {f2(self.mx_rate)}%. The minutes will tell us whether the "
            "dissent is about the level or the speed; the market reads every speech as dovish and I think that's wrong "
            "— Heath has been clear the peso level is not an input.\n\n"
            "### What this means for us\n"
            f"We are short 25m USDMXN from 17.4800 plus the new {self.mxn_size}m from today, and receive Mbono Nov34. Both are "
            "carry expressions of the same view. In practice I'm downgrading the MXN carry view from high to medium "
            "conviction: we keep both legs, no adds, and if we add carry anywhere from here it is BRL, not MXN. "
            "That's not a call on the level; it's a call on the asymmetry.\n\n"
            "### How we've traded MXN (history, for context)\n| when | trade | outcome |\n|---|---|---|\n"
            "| 2024 Q2 | long MXN vs USD from 16.90 | stopped at 17.40 after the election |\n"
            "| 2024 Q4 | receive Mbono 10y at 10.15% | +85bp, closed in January |\n"
            "| 2025 Q2 | short USDMXN 1m rolling | carry +3.1% net of drawdowns |\n"
            "| this year | short USDMXN from 17.4800, rec Nov34 from 9.42% | open |\n\n"
            "### Banxico path vs market\n| meeting | board guidance (our read) | TIIE swaps imply | gap |\n|---|---|---:|---:|\n"
            f"| next | hold | {f2(self.mx_rate - 0.08)}% | -8bp |\n| +1 | hold / -25 | {f2(self.mx_rate - 0.21)}% | -21bp |\n"
            f"| +2 | -25 | {f2(self.mx_rate - 0.37)}% | -12bp |\n| year-end | {f2(self.mx_rate - 0.50)}% | {f2(self.mx_rate - 0.62)}% | -12bp |\n\n"
            "The market is a little ahead of the board at every meeting, but not by enough to make the Mbono receiver "
            "uncomfortable; what hurts us is the FX leg if the carry trade is unwound for reasons that have nothing to "
            "do with Mexico — a US growth scare or a tariff headline.\n\n"
            "### Calendar\n| date | event | consensus |\n|---|---|---|\n"
            "| Thu | Banxico minutes | — |\n| Fri | MX 1H-Mar CPI | 3.72% y/y |\n| next Tue | Mbono auction (10y, 20y) | — |\n\n"
            "Happy to discuss on the 17:30 call."
            + self.appendix("MXN complex, last sessions", [("USDMXN", L["mxn"], 0.06, 4), ("Mbono Nov34", L["mb34"], 0.04, 2),
                                                           ("TIIE 2y", self.mx_rate - 0.3, 0.04, 2), ("1m ATM", 10.8, 0.3, 1),
                                                           ("1m 25d RR", L["mxnrr"], 0.08, 2)])
        )
        self.post(t, "helena", content,
                  hard=("thesis_update", ["MXN carry view", "high to medium"], "buried"),
                  idiom=("conviction downgrade buried in long markdown note", "thesis_update"))

    def sc_zar_notes(self):
        r, L = self.rng, self.L
        t = self.within(7.8, 9.2)
        content = (
            "## ZAR into the SARB — notes, no action yet\n\n"
            "### What's priced\n| tenor | FRA implied | chg since last MPC |\n|---|---:|---:|\n"
            f"| 3x6 | {f2(self.sarb_rate - 0.12)}% | {r.randint(-12, -4)}bp |\n"
            f"| 6x9 | {f2(self.sarb_rate - 0.26)}% | {r.randint(-16, -6)}bp |\n"
            f"| 9x12 | {f2(self.sarb_rate - 0.35)}% | {r.randint(-20, -8)}bp |\n\n"
            "Roughly 15bp of the next 25bp is in the price, and a second cut is half-priced by year-end.\n\n"
            "### Vol\n| | 1m | 3m | 6m |\n|---|---:|---:|---:|\n"
            f"| ATM | {r.uniform(13.0, 13.8):.1f} | {r.uniform(13.5, 14.2):.1f} | {r.uniform(13.9, 14.6):.1f} |\n"
            f"| 25d RR | {f2(L['zarrr'] - 0.2)} | {f2(L['zarrr'])} | {f2(L['zarrr'] + 0.18)} |\n"
            f"| 25d fly | 0.41 | 0.48 | 0.55 |\n\n"
            "### Scenarios\n"
            "1. **Hold, hawkish (30%)** — ZAR +0.8-1.2%, R2035 +10-15bp, front end reprices the second cut out.\n"
            "2. **Cut 25, balanced (55%)** — muted; maybe 5bp of bull steepening, ZAR flat to slightly weaker.\n"
            "3. **Cut 25, dovish guidance (15%)** — R2035 -20bp, ZAR -1.5%, RR up half a vol.\n\n"
            "### What we did last cycle\n"
            "We received the R2030 into the first cut of the cycle and gave back half of it on the hawkish statement "
            "in July; the lesson was that the statement matters more than the cut, and that the RR is a better hedge "
            "than cutting the bond. We bought protection in SA 5y at 240bp that year and sold it at 190bp — history, "
            "not a template.\n\n"
            "### Past SARB meetings (ZAR reaction, first hour)\n| meeting | decision | vote | USDZAR | R2035 |\n|---|---|---|---:|---:|\n"
            "| Jan | -25bp | 4-2 | +0.6% | -4bp |\n| Nov | -25bp | 6-0 | -0.3% | -7bp |\n| Sep | -25bp | 5-1 | +0.2% | -2bp |\n"
            "| Jul | hold | 6-0 | -0.9% | +9bp |\n| May | -25bp | 4-2 | +1.1% | -11bp |\n\n"
            "The pattern is clear enough: split votes weaken the rand, unanimous holds strengthen it, and the bond "
            "reaction is smaller than the FX move in every case but May. The statement language on the inflation "
            "target (3% point vs. the 3-6% band) has mattered more than the decision itself since the framework review.\n\n"
            "### Flows and positioning\n"
            "Non-resident holdings of SAGBs are back to ~25% of the stock after the January outflow; JSE data show "
            "foreigners net buyers for six sessions in a row, concentrated in the R2035 and R2040. Local asset managers "
            "are underweight duration versus benchmark. In FX, leveraged funds are roughly flat ZAR after cutting longs "
            "into month-end; real money hedge ratios are at the low end of the range, which is one reason the RR stays bid.\n\n"
            "### Thinking out loud\n"
            "If we wanted to express scenario 3 we could add to the R2035 receiver or buy the 3m 25d RR; if we wanted "
            "to hedge scenario 1 the RR is the wrong tool. A stop on the SAGB receiver around 10.95% would be the natural "
            "place — that is where the existing one sits anyway. One could argue for cutting the receiver into the "
            "meeting, but the carry is too good to give up for a 30% scenario.\n\n"
            "I don't have a strong view on which scenario we get, so this is for discussion rather than a trade. "
            "Will come back after the statement."
            + self.appendix("ZAR complex, last sessions", [("USDZAR", L["zar"], 0.08, 4), ("R2035", L["r35"], 0.05, 2),
                                                           ("3x6 FRA", self.sarb_rate - 0.12, 0.03, 2),
                                                           ("3m 25d RR", L["zarrr"], 0.06, 2), ("SA 5y", L["sacds"], 3, 0)])
        )
        self.post(t, "helena", content, cat="near",
                  idiom=("scenario analysis with 'could add'/'would be the natural stop' but no decision", "not_hard"))

    def sc_sarb_thread(self):
        r, L = self.rng, self.L
        it = [x for x in self.held_news if x[0] == "SARB"][0]
        t0 = self.at(13, 0, r.randint(2, 9))
        hm = self.post(t0, "news", f"📰 {iso(t0)[11:16]}Z {it[1]}",
                       hard=("held_position_news", it[2][0], "untagged"),
                       idiom=("central-bank headline on held currency (SARB → SAGB/ZAR book)", "held_position_news"))
        self.sarb_news_done = True
        th = self.thread(self.step(t0, 20, 60))
        t1 = self.step(th.t, 10, 60)
        cut = self.sarb_cut
        self.post(t1, "helena", "statement: 'risks to the inflation outlook are broadly balanced' — leaning dovish"
                  if cut else "statement: the 3% objective is 'the anchor' — hawkish hold", thread=th)
        t2 = self.step(t1, 20, 90)
        self.post(t2, "rafa", (f"ZAR {r.uniform(0.3, 0.6):.1f}% mais fraco no headline, R2035 {r.randint(4, 9)}bp abaixo"
                               if cut else f"ZAR {r.uniform(0.4, 0.8):.1f}% mais forte no headline, R2035 "
                               f"{r.randint(5, 11)}bp acima"), thread=th)
        t3 = self.step(t2, 30, 180)
        self.post(t3, "lu", "vote split in the statement too, two members wanted a hold" if cut else
                  "unanimous hold, no dissent", thread=th)
        self.post(self.step(t3, 40, 200), "lu",
                  "statement, key paragraphs (pasted)\n"
                  "> \"The global environment remains uncertain, with trade policy and geopolitical tensions weighing on "
                  "the growth outlook. Domestically, inflation has moderated, helped by lower fuel prices and a more "
                  "stable exchange rate.\"\n"
                  "> \"The Committee's forecast sees headline inflation averaging 3.6% this year and 3.4% next year, "
                  "converging on the 3% objective over the forecast horizon.\"\n"
                  "> \"Risks to the inflation outlook are assessed to be broadly balanced. Electricity tariffs, wage "
                  "settlements and food prices remain upside risks; a stronger rand and weaker demand are downside risks.\"\n"
                  "> \"The Committee will continue to assess the appropriate stance at each meeting, guided by the data.\"\n"
                  "the 3% objective language is the hawkish part, the rest is dovish-ish", thread=th)
        t4 = self.step(t3, 300, 1200)
        if cut:
            flip = ("mudei de ideia no ZAR: virei bearish. SARB vai continuar cortando e o carry não paga a vol; "
                    "o receiver de R2035 pra mim vira hedge, não trade", "bearish")
        else:
            flip = ("mudei de ideia no ZAR: virei bullish. SARB segurando com o alvo de 3% como âncora, o carry "
                    "fica e o RR tá caro demais pra manter como hedge", "bullish")
        self.post(t4, "rafa", flip[0],
                  thread=th, hard=("thesis_update", ["ZAR", flip[1]], "untagged"),
                  idiom=("Portuguese view flip 'mudei de ideia ... virei bearish/bullish'", "thesis_update"))
        t5 = self.step(t4, 60, 400)
        self.post(t5, "helena", "noted. I'm not there yet, but let's talk sizing tomorrow", thread=th)
        tr = self.step(t0, 20, 90)
        self.post(tr, "triage", 'triage: item=news/SARB decision=route to=@Helena reason="held: R2035 receiver, SA 5y CDS"',
                  hard=("route_decision", ["decision=route", "SARB", "@Helena"], "structured"),
                  idiom=("triage agent key=value route line", "route_decision"))

    def sc_route_lu(self):
        t0 = self.within(17.2, 18.6)
        self.post(t0, "marco", "Lu, te passo o Banxico hoje: lê o statement e manda o resumo pro Rafa até 19:30Z",
                  hard=("route_decision", ["Lu", "Banxico", "Rafa"], "untagged"))

    def sc_noroute_quant(self):
        r = self.rng
        t0 = self.within(9.0, 11.0)
        s = self.sig()
        sm = self.post(t0, "quant", jdump({"signal": "carry", "pair": "USDTRY", "z": round(r.uniform(2.6, 3.0), 2),
                                           "action": "review", "note": "z>2.5, needs PM", "id": s}))
        t1 = self.step(t0, 300, 1500)
        self.post(t1, "helena", "not routing this one — TRY delta is capped into the MPC, leave it", ref=sm,
                  hard=("no_route_decision", ["not routing", "TRY"], "reply"),
                  idiom=("PM reply declining to route a signal", "no_route_decision"))

    NEWS_BODY = {
        "BANXICO": "Mexico's central bank board said the balance of risks for inflation remains biased upward and "
                   "that future decisions will depend on incoming data. Core inflation has eased for five straight "
                   "fortnights, while services prices remain sticky. The peso has been among the best performing "
                   "emerging-market currencies this year, supported by one of the widest carry cushions in the asset class.",
        "BCB": "Brazil's central bank has kept a hawkish tone as services inflation and a tight labour market keep "
               "expectations above the 3% target. Traders in the interest-rate futures market trimmed bets on cuts "
               "this year; the real was little changed against the dollar in early trading in Sao Paulo.",
        "SARB": "The South African Reserve Bank said the inflation outlook has improved on lower fuel prices and a "
                "steadier rand, but warned that electricity tariffs and wage settlements remain risks. Governor "
                "Lesetja Kganyago reiterated the bank's preference for inflation at the bottom of the 3%-6% range.",
        "CBRT": "Turkey's central bank said tight monetary policy will be maintained until price stability is "
                "achieved, and that it will use all tools if the inflation outlook deteriorates. Annual inflation has "
                "slowed for several months, and foreign inflows into lira bonds have resumed.",
        "PEMEX": "Petroleos Mexicanos reported lower crude and condensate output for the quarter as mature fields "
                 "declined. The finance ministry said it will continue to support the company's debt service and "
                 "is working on the terms of a liability-management exercise expected in the coming weeks.",
        "SA": "Moody's said the affirmation reflects South Africa's deep domestic capital markets and improving "
              "electricity supply, balanced against weak growth and a high debt burden. The agency expects the debt "
              "ratio to stabilise later in the decade if fiscal consolidation proceeds as planned.",
        "RBI": "State-run banks were seen offering dollars in the onshore spot market and in non-deliverable "
               "forwards, traders said, likely on behalf of the Reserve Bank of India, capping the pair. Forward "
               "premiums eased as importers held back.",
        "BANREP": "Colombia's central bank board was divided, with three members voting to hold. Policymakers "
                  "cited slowing inflation but flagged fiscal risks; the peso weakened slightly after the decision.",
        "BCCH": "Chile's central bank kept borrowing costs unchanged and said the board sees room to resume "
                "easing later this year if inflation converges as expected. Copper prices have supported the peso.",
        "NBH": "Hungary's central bank kept its base rate unchanged; Governor Mihaly Varga said financial market "
               "stability and a predictable forint remain the priority while inflation stays above target.",
        "EGYPT": "The International Monetary Fund completed its fourth review of Egypt's programme, unlocking a "
                 "disbursement. Egypt's dollar bonds rallied and the pound was steady in the official market.",
        "GEN": "Markets were cautious ahead of Federal Reserve speakers later in the day, with investors weighing "
               "the outlook for rate cuts against sticky services inflation.",
    }

    NEWS_BG = {
        "BANXICO": "BACKGROUND: Banxico cut rates through last year as inflation eased toward its 3% target, before "
                   "signalling a pause. Analysts polled by the bank expect one or two more cuts this year. (Reporting by "
                   "the Mexico City newsroom)",
        "BCB": "BACKGROUND: The central bank raised the Selic rate aggressively last year and has signalled that it will "
               "keep rates high for an extended period. Market economists surveyed weekly expect inflation above the "
               "tolerance band this year. (Reporting by the Brasilia newsroom)",
        "SARB": "BACKGROUND: South Africa formally moved toward a 3% inflation objective, tightening the effective "
                "target. The rand has been supported by higher metals prices. (Reporting by the Johannesburg newsroom)",
        "CBRT": "BACKGROUND: The central bank has cut its policy rate in steps since inflation peaked, while using "
                "macroprudential tools and reserve sales to steady the lira. (Reporting by the Istanbul newsroom)",
        "PEMEX": "BACKGROUND: Pemex is the world's most indebted oil company, with about $100 billion of financial debt. "
                 "The government has injected capital and assumed part of its obligations. (Reporting by the Mexico City newsroom)",
        "SA": "BACKGROUND: S&P and Fitch rate South Africa BB-/BB- equivalents. The Treasury's budget framework is due "
              "next week. (Reporting by the Johannesburg newsroom)",
        "RBI": "BACKGROUND: The rupee has traded in a narrow range as the central bank intervenes in both directions; "
               "its forex reserves remain close to record highs. (Reporting by the Mumbai newsroom)",
        "GEN": "(Compiled by the markets desk; editing by the news team)",
    }

    def newsline(self, t, key, head, *, hard=None, cat=None, idiom=None, embed_p=0.5, force=None):
        """Post a wire headline either as a text line or as an embed with a short story body."""
        r = self.rng
        mode = force or ("embed" if r.random() < embed_p else "text")
        if mode == "embed":
            body = self.NEWS_BODY.get(key, self.NEWS_BODY["GEN"]) + "\n\n" + self.NEWS_BG.get(key, self.NEWS_BG["GEN"])
            emb = {"title": head, "description": body, "author": r.choice(["Reuters", "Bloomberg First Word", "Dow Jones"]),
                   "footer": f"{iso(t)[11:19]}Z · newswire"}
            if hard:
                hard = (hard[0], hard[1], "embed")
            return self.post(t, "news", "", embeds=[emb], hard=hard, cat=cat, idiom=idiom)
        return self.post(t, "news", f"📰 {iso(t)[11:16]}Z {head}", hard=hard, cat=cat, idiom=idiom)

    def sc_news(self):
        r = self.rng
        for key, head, facts, hour, _cal in self.held_news:
            if key == "SARB":
                continue  # posted with its thread in sc_sarb_thread, or by ensure_sarb
            t = self.at(int(hour), int(round((hour % 1) * 60)), r.randint(1, 20))
            cb = key in ("BANXICO", "BCB", "CBRT")
            self.newsline(t, key, head, hard=("held_position_news", facts[0], "untagged"), embed_p=0.5,
                          force="text" if cb else None,
                          idiom=("central-bank headline on held currency (no pair named)", "held_position_news") if cb
                          else ("headline on held name via issuer/sovereign", "held_position_news"))
            if key == "SA" and r.random() < 0.8:
                self.post(self.step(t, 240, 900), "marco",
                          "Moody's changes nothing for us: we stay long SA 5y CDS protection, thesis intact",
                          hard=("thesis_update", ["SA 5y CDS", "thesis intact"], "untagged"),
                          idiom=("desk head confirms thesis after rating news", "thesis_update"))
        for key, head, _f, hour, _cal in self.watch_news:
            t = self.at(int(hour), int(round((hour % 1) * 60)), r.randint(1, 30))
            name = head.split(" ")[0] if key != "BCCH" else "CHILE CENTRAL BANK"
            other = [w for w in head.split(" ") if any(ch.isdigit() for ch in w)]
            facts = [name] + ([other[0].rstrip(",;")] if other else [])
            self.newsline(t, key, head, hard=("watchlist_news", facts, "untagged"), embed_p=0.5,
                          idiom=("headline on a watchlist name", "watchlist_news"))

    def ensure_sarb(self):
        if getattr(self, "sarb_news_done", False):
            return
        it = [x for x in self.held_news if x[0] == "SARB"][0]
        t0 = self.at(13, 0, self.rng.randint(2, 9))
        self.newsline(t0, "SARB", it[1], hard=("held_position_news", it[2][0], "untagged"), embed_p=0.6)
        self.sarb_news_done = True

    # ------------------------------------------------------------------ long non-hard material
    def sc_brazil_note(self):
        r, L = self.rng, self.L
        t = self.within(10.6, 12.2)
        di = L["di"]
        rows = []
        for tenor, off in [("DI1F26", -0.55), ("DI1N26", -0.21), ("DI1F27", 0.0), ("DI1F28", -0.38),
                           ("DI1F29", -0.52), ("DI1F31", -0.47), ("DI1F33", -0.41)]:
            lvl = di + off + r.uniform(-0.03, 0.03)
            rows.append(f"| {tenor} | {lvl:.2f}% | {r.randint(-9, 9):+d}bp | {r.randint(-30, 25):+d}bp | "
                        f"{r.randint(120, 900)}k |")
        content = (
            "## Brazil — fiscal noise, a stubborn front end, and what the BRL is really trading\n\n"
            "### Curve\n| contract | rate | 1d | 1m | OI |\n|---|---:|---:|---:|---:|\n" + "\n".join(rows) + "\n\n"
            f"The F27 at {f2(di)}% prices the Selic staying at {f2(self.selic)}% through the third quarter and "
            f"roughly {r.randint(75, 150)}bp of cuts after that. Breakevens have drifted up {r.randint(8, 25)}bp in a "
            "month on the fiscal headlines, but the real curve has barely moved: the market is charging an inflation "
            "premium, not a credit premium.\n\n"
            "### Flows\n| participant | BRL spot (5d) | DI (5d) | comment |\n|---|---:|---:|---|\n"
            f"| exporters | -{r.randint(900, 1800)}m | — | sellers above 5.40 every day |\n"
            f"| importers | +{r.randint(300, 800)}m | — | hedging 3m, mostly NDF |\n"
            f"| foreign funds | +{r.randint(100, 500)}m | -{r.randint(20, 60)}k ctr | paying the front end |\n"
            f"| locals (funds) | -{r.randint(100, 400)}m | +{r.randint(15, 45)}k ctr | receiving the belly |\n"
            f"| BCB | 0 | — | no auctions this week |\n\n"
            "### Three things I keep coming back to\n"
            "1. **The fiscal story is priced in the wrong place.** If the market really believed in a fiscal accident "
            "the long end would be 50bp higher and CDS would be wider than "
            f"{L['brcds']:.0f}bp. Instead it is the F27-F29 segment that carries the premium, which looks more like "
            "positioning than fear.\n"
            "2. **Carry still dominates.** At a 3m implied yield near 14% the BRL pays more than any other liquid EM "
            "currency per unit of vol; the carry/vol ratio is in the top quintile of its five-year range. That is why "
            "every dip in USDBRL finds exporters and every rally finds real money.\n"
            "3. **The Copom reaction function is easier to read than last year.** Galípolo has been consistent: no "
            "cuts until services inflation turns. That puts a floor under the front end that the market keeps "
            "testing and keeps losing.\n\n"
            "### What could go wrong\n"
            "- A fiscal package that adds spending in an election year; the curve would bear-steepen first and the "
            "BRL would follow within days.\n"
            "- Oil: Brent below $60 hurts the terms of trade and Petrobras dividends at the same time.\n"
            "- A global risk-off in which carry gets liquidated regardless of fundamentals; the BRL would lead the "
            "bloc lower and our limits would bind before our stops.\n\n"
            "### Reading list\n"
            "- Copom minutes (Tuesday): the 'prolonged period' language is the key phrase.\n"
            "- IPCA-15 services ex-food: three-month annualised rate above 6% would keep the hawks in charge.\n"
            "- Treasury auction sizes: a step up in LTN supply would cheapen the front end mechanically.\n\n"
            "No change to the book from this — it's the background for the afternoon discussion."
            + self.appendix("Brazil, last sessions", [("USDBRL", L["brl"], 0.03, 4), ("DI1F27", di, 0.05, 2),
                                                      ("DI1F29", di - 0.5, 0.06, 2), ("Brazil 5y", L["brcds"], 3, 0),
                                                      ("1m ATM", 12.6, 0.3, 1)])
        )
        self.post(t, "helena", content, cat="near")

    def sc_sellside(self):
        r, L = self.rng, self.L
        pieces = [
            ("lu", (11, 13),
             "Itaú Macro — Prévia do Copom (resumo colado)\n"
             "> Esperamos manutenção da Selic em " + f2(self.selic) + "% com comunicação dura. O balanço de riscos "
             "segue assimétrico para cima por conta das expectativas desancoradas e do mercado de trabalho apertado. "
             "Projetamos IPCA de 5,4% em 2026 e cortes apenas a partir do 4T.\n"
             "> **Estratégia:** recomendamos tomar DI Jan27 em " + f"{L['di'] - 0.06:.2f}".replace(".", ",") + "% com alvo "
             "em 14,60% e stop em 13,80%; no câmbio, preferimos ficar vendidos em USDBRL via NDF 3m, alvo 5,25.\n"
             "> Riscos: surpresa fiscal positiva, queda forte do petróleo, desaceleração abrupta do crédito.\n"
             "eles estão bem mais hawkish que o consenso"),
            ("rafa", (13, 16),
             "MS EM Strategy — LatAm weekly (pasted)\n"
             "> MXN: we stay long MXN vs USD; the carry cushion is large and Banxico's pause supports it. Target "
             "16.80, stop 17.60.\n"
             "> BRL: neutral. Fiscal headlines cap the upside; carry caps the downside.\n"
             "> COP: we like receiving 2y IBR at 8.60% ahead of BanRep.\n"
             "> CLP: underweight on copper exposure.\n"
             "> Rates: receive Mbono Nov34 at " + f2(L["mb34"] + 0.05) + "%, target 8.50%.\n"
             "pretty consensus, basically our book minus the BRL"),
            ("lu", (9, 12),
             "BofA FX Strategy — ZAR into SARB (excerpt)\n"
             "> We expect a 25bp cut with balanced guidance. Positioning in ZAR is light after last month's sell-off, "
             "which limits the downside on a dovish outcome. We recommend buying a 3m USDZAR 25d risk reversal as a "
             "cheap hedge for long SAGB positions, and we keep our year-end USDZAR forecast at 17.90.\n"
             "> Trade: buy 3m 25d RR at " + f2(L["zarrr"] - 0.05) + " vol indicative.\n"
             "same idea Helena had, fwiw"),
            ("rafa", (7, 10),
             "Barclays CEEMEA FX daily (pasted)\n"
             "> TRY: carry remains attractive; we recommend short USDTRY 3m forwards, implied yield ~39%. Risk: "
             "political noise.\n"
             "> HUF: we turn neutral after the NBH; EURHUF 400-405 range.\n"
             "> EGP: Eurobonds look cheap post IMF review; buy 2031s.\n"
             "nada que a gente não tenha"),
        ]
        r.shuffle(pieces)
        for who, (h0, h1), text in pieces:
            self.post(self.within(h0, h1), who, text, cat="near",
                      idiom=("pasted sell-side research with levels", "not_hard"))

    def sc_data_dumps(self):
        r, L = self.rng, self.L
        t = self.within(17.0, 18.5)
        self.post(t, "lu",
                  "Mbono auction results (Banxico, primary)\n```\n"
                  "bond        offered   bid/cover   yield    prev\n"
                  f"Mbono Nov34 MXN 12bn   {r.uniform(2.1, 3.2):.2f}x      {f2(L['mb34'] + 0.01)}%   {f2(L['mb34'] + 0.12)}%\n"
                  f"Mbono Jul53 MXN 3bn    {r.uniform(1.6, 2.6):.2f}x      {f2(L['mb34'] + 0.55)}%   {f2(L['mb34'] + 0.60)}%\n"
                  f"Udibono 35  UDI 0.8bn  {r.uniform(1.8, 2.8):.2f}x      {f2(r.uniform(4.4, 4.8))}%   {f2(r.uniform(4.4, 4.8))}%\n"
                  f"Cetes 28d   MXN 9bn    {r.uniform(2.0, 3.5):.2f}x      {f2(self.mx_rate - 0.15)}%   {f2(self.mx_rate - 0.1)}%\n```\n"
                  "decent cover on the Nov34, tail small")
        t = self.within(9.0, 11.0)
        self.post(t, "lu",
                  "CFTC positioning (week to Tue), net non-commercial, contracts\n```\n"
                  "ccy    net        chg w/w   3y pctile\n"
                  f"MXN  +{r.randint(105, 140)},412   +{r.randint(2, 9)},118     {r.randint(88, 97)}%\n"
                  f"BRL   +{r.randint(20, 45)},885    -{r.randint(1, 6)},204     {r.randint(55, 75)}%\n"
                  f"ZAR    +{r.randint(5, 15)},030    +{r.randint(0, 3)},551     {r.randint(40, 60)}%\n"
                  f"RUB        n/a        n/a        n/a\n```\n"
                  "MXN longs still stretched")
        t = self.within(8.2, 9.0)
        rows = []
        for fund, w, m in (("EM hard currency", 0.4, 1.8), ("EM local currency", 0.3, 1.2), ("EM blend", 0.1, 0.4),
                           ("Brazil equity", 0.2, 0.9), ("Mexico equity", 0.1, 0.5), ("South Africa equity", 0.05, 0.3),
                           ("Turkey equity", 0.05, 0.2), ("India equity", 0.6, 2.2), ("China equity", 0.8, 3.0)):
            rows.append(f"| {fund} | {r.gauss(w * 0.3, w):+.2f}bn | {r.gauss(m * 0.3, m):+.2f}bn | {r.randint(1, 9)} |")
        self.post(t, "lu", "EPFR weekly flows (to Wed)\n| fund group | w/w | 4w | streak (wks) |\n|---|---:|---:|---:|\n"
                  + "\n".join(rows) + "\n\nlocal-currency funds back to inflows, third week running")
        t = self.within(4.6, 5.6)
        self.post(t, "lu",
                  "Asia recap: KRW -0.3% on chip exports, TWD flat, IDR -0.4% into BI, PHP steady. INR NDF opened "
                  f"{f4(L['inr'] + 0.02)}, state-bank offers again near 87.00 per the usual chatter. CNH fix "
                  "a touch stronger than models. Nikkei +0.6%, KOSPI -0.2%. Nothing for our book overnight; "
                  "only RBI reference rate and the TRY open before London.")
        for h0, h1 in ((13.1, 13.9), (17.2, 18.0)):
            t = self.within(h0, h1)
            lines = []
            for c, off in (("DI1N26", -0.21), ("DI1F27", 0.0), ("DI1F28", -0.38), ("DI1F29", -0.52), ("DI1F31", -0.47)):
                mid = L["di"] + off + r.uniform(-0.02, 0.02)
                lines.append(f"{c}  {mid - 0.005:.3f} / {mid + 0.005:.3f}   vol {r.randint(40, 400)}k")
            self.post(t, "rafa", "DI tela B3\n```\n" + "\n".join(lines) + "\n```")
        for h0, h1 in ((11.6, 12.6), (14.5, 15.5), (18.0, 19.5)):
            t = self.within(h0, h1)
            b = L["brl"] + r.uniform(-0.01, 0.01)
            lines = []
            for tenor, pts in (("1m", 0.031), ("2m", 0.061), ("3m", 0.092), ("6m", 0.185), ("1y", 0.372)):
                mid = b + pts
                lines.append(f"USDBRL {tenor:<3} {mid - 0.0012:.4f} / {mid + 0.0012:.4f}")
            self.post(t, "rafa", "runs NDF (Itaú/BTG, indicativo)\n```\n" + "\n".join(lines) + "\n```")

    def sc_inr_note(self):
        r, L = self.rng, self.L
        t = self.within(4.5, 6.0)
        inr = L["inr"]
        pts = [("1m", 0.21), ("2m", 0.40), ("3m", 0.58), ("6m", 1.12), ("1y", 2.15)]
        rows = "\n".join(f"| {tn} | {inr + pp:.4f} | {pp * 100:.0f} | {(pp / inr) * (12 / m) * 100:.2f}% | {r.randint(-4, 4):+d} |"
                         for (tn, pp), m in zip(pts, (1, 2, 3, 6, 12)))
        pos = ("We are long 20m USDINR 1m NDF from 86.4100 as a low-vol carry-negative hedge for the EM FX basket"
               if self.inr_held else "We have no INR position; it stays on the watchlist")
        content = (
            "## INR — living with the RBI wall\n\n"
            f"Spot {f4(inr)}, 1m NDF implied vol ~{r.uniform(3.6, 4.6):.1f}, the lowest of anything we look at. "
            "The RBI has been selling dollars on every approach to 87.00 and buying below 86.40; realised vol is "
            "a function of the central bank's patience, not of macro.\n\n"
            "### Forward curve (NDF, mid)\n| tenor | outright | points (paise) | implied premium | 1w chg |\n|---|---:|---:|---:|---:|\n"
            + rows + "\n\n"
            "### RBI footprint (est., $bn)\n| week | spot | forwards | net |\n|---|---:|---:|---:|\n"
            f"| -4 | -{r.uniform(1.5, 3.5):.1f} | +{r.uniform(0.5, 2.0):.1f} | | \n| -3 | -{r.uniform(1.0, 3.0):.1f} | +{r.uniform(0.2, 1.5):.1f} | |\n"
            f"| -2 | -{r.uniform(0.5, 2.0):.1f} | +{r.uniform(0.2, 1.0):.1f} | |\n| -1 | -{r.uniform(1.0, 2.5):.1f} | 0.0 | |\n\n"
            "### Why it matters for the rest of the book\n"
            "INR is the funding leg nobody talks about: with vol this low, a long USDINR is the cheapest way to be "
            "short EM beta without paying the carry of a short BRL or short MXN. The cost is the forward premium, "
            "which has drifted lower as the RBI has leaned on the forwards too.\n\n"
            f"{pos}. Nothing changes today; the signal from quant-sig will keep flagging value here and the answer "
            "will keep being that the z-score is measuring the central bank, not the market.\n"
            + self.appendix("INR, last sessions", [("USDINR", inr, 0.05, 4), ("1m NDF pts", 21, 1.0, 1),
                                                   ("1m ATM", 4.1, 0.15, 2), ("RBI ref", inr - 0.03, 0.05, 4)])
        )
        self.post(t, "helena", content, cat="near")

    def sc_desk_docs(self):
        r, L = self.rng, self.L
        # desk head's weekly risk review (no change to limits)
        t = self.within(11.7, 12.4)
        self.post(t, "marco",
                  "**Risk call notes (11:30Z)**\n"
                  "| item | owner | status |\n|---|---|---|\n"
                  "| BRL net delta close to cap (50m) | Rafa | watch, ask compliance if we add |\n"
                  "| TRY event risk into the MPC | Helena | spot untouched, rates via proposal |\n"
                  "| SA hedges (CDS, RR) vs R2035 | Helena | sized vs ZAR DV01 |\n"
                  "| Pemex exchange docs | Lu | pending |\n"
                  "| NDF fixing attestations | Lu | due Friday |\n"
                  "| quant sleeve drawdown | quant-sig | -0.4% MTD, inside budget |\n\n"
                  "Stress: EM-2013 replay costs us ~$3.8m, TRY-2018 ~$1.6m. Both inside appetite. VaR utilisation "
                  f"{r.randint(55, 70)}%. Next call Friday same time.")
        # weekly calendar
        t = self.within(7.2, 8.0)
        self.post(t, "lu",
                  "Week ahead (UTC)\n```\n"
                  "Mon  12:00  BR  Focus survey\n"
                  "     14:00  MX  Banxico survey of economists\n"
                  "Tue  11:30  BR  Copom minutes\n"
                  "     08:00  ZA  CPI (Feb)\n"
                  "Wed  12:00  BR  IPCA-15 (Mar)\n"
                  "     13:00  ZA  SARB MPC statement\n"
                  "     11:00  TR  CBRT market participants survey\n"
                  "Thu  17:00  MX  Banxico minutes\n"
                  "     11:00  TR  CBRT MPC\n"
                  "     19:30  CO  BanRep minutes\n"
                  "Fri  12:00  MX  1H-Mar CPI\n"
                  "     20:35  US  CFTC positioning\n"
                  "```\nholidays: none in our markets this week; Tiradentes (BR) 21 Apr on the fixing calendar")
        # Portuguese market colour from the trader
        t = self.within(11.3, 12.0)
        self.post(t, "rafa",
                  "resumo da abertura no Brasil: dólar abriu em queda com exportador vendendo desde cedo, "
                  f"spot {f4(L['brl'])}, cupom cambial curto estável. DI devolvendo um pouco do prêmio de ontem, "
                  "F27 e F28 caindo 3-4bp, fluxo de estrangeiro pagando a parte curta. No offshore o 1m NDF tá "
                  "negociando com um pontinho acima do onshore, nada de anormal. Galípolo fala às 15:30Z, o mercado "
                  "vai ficar travado até lá. Se o IPCA-15 vier forte o DI curto abre, mas o real já tá precificando bastante.")
        t = self.within(18.8, 19.8)
        self.post(t, "rafa",
                  "fechamento LatAm: MXN segurou bem o dia inteiro, vendedor de dólar apareceu em todo repique acima "
                  f"de {f2(L['mxn'] + 0.05)}. COP seguiu o petróleo, CLP o cobre. No Brasil, PTAX saiu sem surpresa e o "
                  "DI fechou perto das mínimas. Amanhã tem minutes do Banxico e leilão de Mbono, o resto é ruído.")
        # Copom minutes paste (Portuguese)
        t = self.within(11.55, 12.3)
        self.post(t, "lu",
                  "Ata do Copom — trechos (colado)\n"
                  "> \"O Comitê avalia que o cenário segue exigindo uma política monetária significativamente "
                  "contracionista por período prolongado.\"\n"
                  "> \"As expectativas de inflação permanecem desancoradas, o que é fator de desconforto.\"\n"
                  "> \"O Comitê reforça que não hesitará em retomar o ciclo de ajuste caso julgue apropriado.\"\n"
                  "> \"A política fiscal tem impacto relevante sobre os ativos e as expectativas.\"\n"
                  "sem mudança relevante vs comunicado; o 'não hesitará' continua lá")
        # compliance daily attestation reminder (noise)
        t = self.within(9.0, 9.5)
        self.post(t, "compliance",
                  "📋 Daily attestations · EM Macro · outstanding: NDF fixing confirmations (3), voice-trade "
                  "recordings tagged (2), best-ex notes for RR/CDS tickets (0). Due 18:00Z. "
                  "No limit changes pending review.", cat="noise")
        # exec-gw session report (noise)
        t = self.within(22.4, 23.2)
        lines = []
        for v in ("360T", "FXall", "B3", "BBG-voice", "FXGO"):
            lines.append(f"{v:<10} up {r.uniform(97.5, 100):5.2f}%  msgs {r.randint(2000, 40000):>6}  "
                         f"rej {r.randint(0, 3)}  p50 {r.randint(6, 14)}ms  p99 {r.randint(30, 90)}ms")
        self.post(t, "execgw", "EXEC | DAILY | session report\n```\n" + "\n".join(lines) + "\n```", cat="noise")

    def sc_quant_boards(self):
        r = self.rng
        pairs = ["USDBRL", "USDMXN", "USDZAR", "USDTRY", "USDINR", "USDCOP", "USDCLP", "USDPEN", "EURHUF",
                 "EURPLN", "EURCZK", "USDKRW", "USDIDR", "USDTHB"]
        pairs += ["USDPHP", "USDTWD", "USDILS", "EURRON"]
        for h in (0, 3, 6, 9, 12, 15, 18, 21):
            t = self.at(h, 20, r.randint(0, 30))
            rows = []
            for p in pairs:
                rows.append(jdump({"pair": p, "tenor": "1m", "carry_z": round(r.gauss(0, 1), 2),
                                   "mom_z": round(r.gauss(0, 1), 2), "value_z": round(r.gauss(0, 1), 2),
                                   "skew_z": round(r.gauss(0, 0.8), 2),
                                   "vol_regime": r.choice(["low", "normal", "normal", "high"]),
                                   "conf": round(r.uniform(0.2, 0.7), 2), "action": "none"}))
            self.post(t, "quant", f"signal board {self.hclk(h)}Z · {len(pairs)} pairs · 0 actionable\n```json\n"
                      + "\n".join(rows) + "\n```", cat="noise",
                      idiom=("hourly signal board, every row action none", "not_hard") if h == 9 else None)

    def sc_quant_perf(self):
        r = self.rng
        t = self.at(22, r.randint(30, 50))
        rows = []
        for strat in ("carry_v3", "momentum_v2", "value_ppp", "skew_rr", "regime_v2", "credit_rv"):
            rows.append(f"{strat:<12} live  {r.gauss(0, 40):>+8.1f}k  {r.gauss(60, 120):>+9.1f}k  "
                        f"{r.uniform(-0.2, 1.4):>5.2f}  {r.randint(0, 4):>3}  {r.randint(60, 480):>4}")
        self.post(t, "quant", "quant-sig daily · sleeve performance (live book only, paper excluded)\n```\n"
                  "strategy     mode      day        MTD   Sharpe  trd  sigs\n" + "\n".join(rows) +
                  "\n```\nmodel-book (paper) tracked separately; no parameter changes today", cat="noise")

    def sc_risk_reports(self):
        r = self.rng
        for h, late in ((7, False), (13, False), (19, True)):
            t = self.at(h, 5, r.randint(0, 50))
            brl_use, brl_cap = (float(self.brl_total), float(self.brl_cap)) if late else (35.0, 50.0)
            try_cap = 15.0 if (late and getattr(self, "try_cap_cut", False)) else 25.0
            rows = [("BRL net delta", f"{brl_use:.1f}m", f"{brl_cap:.1f}m"),
                    ("MXN net delta", f"{25.0 + self.mxn_size if late else 25.0:.1f}m", "60.0m"),
                    ("USDTRY net delta", "10.0m", f"{try_cap:.1f}m"),
                    ("TRY DV01", f"${(r.randint(70, 90) if late else 0)}k", "$95k"),
                    ("ZAR vega", f"${r.randint(60, 150)}k", "$180k"),
                    ("ZAR DV01", f"${r.randint(30, 48)}k", "$55k"),
                    ("CDS notional", f"{25.0 if late else 15.0:.1f}m", "40.0m"),
                    ("Pemex notional", "10.0m", "20.0m"),
                    ("INR net delta", f"{20.0 if self.inr_held else 0.0:.1f}m", "30.0m"),
                    ("Gross EM FX", f"{r.randint(150, 210)}m", "300m"),
                    ("1d VaR 99%", f"${r.randint(1800, 2600)}k", "$3,500k")]
            rows += [("FX delta BRL", f"{brl_use:.1f}m", "-"), ("FX delta MXN", f"-{25.0 + self.mxn_size if late else 25.0:.1f}m", "-"),
                     ("FX delta ZAR", f"{r.uniform(-6, 6):.1f}m", "-"), ("FX delta TRY", "-10.0m", "-"),
                     ("DV01 MXN (Mbono)", f"${r.randint(38, 46)}k", "-"), ("DV01 BRL (DI)", f"${r.randint(0, 30) if late else 0}k", "-"),
                     ("CS01 SA", f"${r.randint(9, 13) if late else r.randint(6, 8)}k", "-"),
                     ("CS01 Pemex", f"${r.randint(4, 6)}k", "-"), ("stress EM-2013", f"-${r.randint(3100, 4200)}k", "-"),
                     ("stress TRY-2018", f"-${r.randint(1200, 2100)}k", "-")]
            lines = [f"{'limit':<20}{'usage':>10}{'cap':>10}"] + [f"{a:<20}{b:>10}{c:>10}" for a, b, c in rows]
            self.post(t, "risk", f"limit utilisation {self.hclk(h, 5)}Z · EM Macro · all within limits\n```\n"
                      + "\n".join(lines) + "\n```", cat="noise",
                      idiom=("limit utilisation table, nothing changed", "not_hard") if late else None)

    # ------------------------------------------------------------------ near misses
    def sc_near_misses(self):
        r, L = self.rng, self.L
        self.ensure_sarb()
        brl, mxn, zar = f4(L["brl"]), f4(L["mxn"]), f4(L["zar"])
        items = [
            ("rafa", (11, 16), "se o Copom surpreender, vendemos 20m USDBRL na hora", "hypothetical in Portuguese ('se ... vendemos')"),
            ("rafa", (13, 18), "si Banxico recorta 50, compramos Mbonos Nov34 sin pensar", "hypothetical in Spanish ('si ... compramos')"),
            ("helena", (8, 11), "if CBRT hikes 250bp we'd want to receive 1y TRY, not before", None),
            ("rafa", (9, 12), "should we add to the ZAR RR before SARB? or too late", "question about adding"),
            ("lu", (10, 15), "Marco, você quer aumentar o SA CDS? o Barclays tá mostrando tight", None),
            ("rafa", (12, 17), "lembra março do ano passado? compramos 30m USDBRL a 5.7800 e o stop em 5.7000 salvou a gente",
             "last year's trade told as history"),
            ("helena", (14, 18), "for the record, last year we received TRY 2y at 44% and got stopped at 47% two weeks later", None),
            ("rafa", (10, 15), "GS EM FX: long ZAR vs USD, target 17.80, stop 18.90 — eles têm isso desde janeiro", None),
            ("lu", (11, 16), "Citi trade idea: pay DI Jan27 at 14.05%, target 14.60%", None),
            ("tom", (8, 16), "fyi G10 desk just sold 250m EURUSD to a real money name, in case you see it in the DXY", "other desk's flow"),
            ("rafa", (4, 8), "a mesa de Ásia vendeu 40m USDINR NDF pra cliente hoje cedo", None),
            ("quant", (6, 20), f"[PAPER] model-book | BUY 10m USDZAR 1M @ {f4(L['zar'] - 0.008)} | strat=carry_v3 | not for execution",
             "paper trade from model book"),
            ("quant", (2, 5), "backtest carry_v3 2018-01..2025-12: Sharpe 0.84, maxDD -9.7%, 412 trades, fills @ mid+0.3pip",
             "backtest fills"),
            ("helena", (15, 19), f"a stop at {f4(q(L['mxn'] + 0.15, 0.05))} would be sensible on the MXN short, imo", "stop suggestion without decision"),
            ("rafa", (13, 17), "o que vocês acham de tomar DI Jan27 aqui?", None),
            ("marco", (16, 20), "remember when we bought Pemex 2031s at 88 in 2024? that was a gift", None),
            ("rafa", (14, 17), f"se o PTAX vier acima de {f2(L['brl'] + 0.04)} eu zeraria metade", None),
            ("lu", (12, 17), "the rates desk received 200m 10y SOFR this morning, fwiw", None),
            ("quant", (6, 20), f"[PAPER] model-book | SELL 5m Pemex 2031s @ {f2(L['pmx'] - 0.4)} | strat=credit_rv", None),
            ("rafa", (15, 19), f"se o Banxico cortar 50 o USDMXN vai pra {f2(L['mxn'] + 0.3)} fácil, aí eu compraria", None),
        ]
        r.shuffle(items)
        for who, (h0, h1), text, idiom in items[: r.randint(15, 19)]:
            self.post(self.curve(h0, h1), who, text, cat="near",
                      idiom=(idiom, "not_hard") if idiom else None)
        # JSON signals with action none
        pairs = ["USDMXN", "USDBRL", "USDZAR", "USDTRY", "USDINR", "USDCOP", "USDCLP"]
        kinds = ["carry", "momentum", "value", "skew"]
        r.shuffle(pairs)
        for i in range(r.randint(6, 9)):
            pair = pairs[i % len(pairs)]
            obj = {"signal": r.choice(kinds), "pair": pair, "z": round(r.uniform(-2.2, 2.2), 1), "action": "none"}
            if r.random() < 0.4:
                obj["reason"] = r.choice(["below_threshold", "vol_filter", "event_blackout", "position_cap"])
            self.post(self.curve(0, 24), "quant", jdump(obj), cat="near",
                      idiom=("JSON signal with action none", "not_hard") if i == 0 else None)
        # central-bank headlines on names we neither hold nor watch
        unheld = [("BANK OF KOREA HOLDS BASE RATE AT 2.50%; RHEE SAYS CUTS STILL ON THE TABLE", "BOK", "KRW"),
                  ("BANK INDONESIA CUTS BI-RATE BY 25BP TO 5.50%", "BI", "IDR"),
                  ("BSP'S REMOLONA: ONE MORE CUT POSSIBLE THIS YEAR", "BSP", "PHP"),
                  ("CZECH NATIONAL BANK HOLDS KEY RATE AT 3.50%", "CNB", "CZK"),
                  ("BANK OF THAILAND HOLDS AT 1.75%, SEES GROWTH RISKS", "BOT", "THB")]
        r.shuffle(unheld)
        n_unheld = r.randint(2, 3)
        for i, (head, tag, ccy) in enumerate(unheld[:n_unheld]):
            t = self.curve(2, 14)
            hm = self.newsline(t, "GEN", head, cat="near", embed_p=0.3,
                               idiom=("central-bank headline on a name neither held nor watched", "not_hard") if i == 0 else None)
            if i == 0:
                self.post(self.step(t, 3, 20), "triage",
                          f'triage: item=news/{tag} decision=no_route reason="no {ccy} exposure, not on watchlist"',
                          hard=("no_route_decision", ["decision=no_route", f"news/{tag}"], "structured"),
                          idiom=("triage agent explicit no_route line", "no_route_decision"))

    # ------------------------------------------------------------------ plain chatter
    def sc_chatter(self):
        r, L = self.rng, self.L
        v = dict(
            brl=f4(L["brl"]), brl_hi=f4(L["brl"] + 0.031), ptax=f4(L["brl"] - 0.018), ptax2=f4(L["brl"] - 0.006),
            mxn=f4(L["mxn"]), zar=f4(L["zar"]), try_=f3(L["try"]), inr=f4(L["inr"]), di=f2(L["di"]),
            mb34=f2(L["mb34"]), r35=f2(L["r35"]), sacds=f"{L['sacds']:.0f}", brcds=f"{L['brcds']:.0f}",
            mxcds=f"{L['mxcds']:.0f}", trcds=f"{L['trcds']:.0f}", zarrr=f2(L["zarrr"]), mxnrr=f2(L["mxnrr"]),
            inrfix=f4(L["inr"] - 0.031), cop=f2(L["cop"]), clp=f2(L["clp"]), mb10=f2(L["mb34"] + 0.08),
            pts=f"{r.randint(290, 330)}", mxvol=f1(10.8 + r.uniform(-0.5, 0.5)),
        )
        pool = [
            ("rafa", (11, 13), "bom dia. BRL abriu {brl}, fluxo de exportador pesado na abertura"),
            ("rafa", (11, 16), "PTAX de ontem {ptax}, hoje deve sair perto disso"),
            ("rafa", (12, 17), "DI curto devolvendo, F27 em {di}, mercado tirando corte do Copom"),
            ("rafa", (12, 18), "essa curva de cupom cambial tá maluca hoje"),
            ("rafa", (13, 18), "mxn bid all morning, real money vendendo dólar"),
            ("rafa", (12, 15), "buenos días, el peso abrió {mxn}, nada raro"),
            ("rafa", (13, 17), "tá todo mundo esperando o Galípolo à tarde"),
            ("rafa", (3, 9), "360T com spread aberto no INR de novo, 3 pips de largura"),
            ("rafa", (9, 14), "ZAR ficou lento depois do dado de CPI"),
            ("rafa", (12, 16), "o Itaú tá mostrando {brl_hi} pro 1m, caro"),
            ("rafa", (7, 11), "lira: forward points abrindo, 3m implícito perto de 39.5%"),
            ("rafa", (13, 19), "esse RR do MXN não desce de {mxnrr} nem a pau"),
            ("rafa", (13, 18), "alguien tiene el calendario de subastas de Mbonos de la semana?"),
            ("rafa", (12, 18), "vol do BRL 1m 12.4, 25d RR 1.1, nada de estresse"),
            ("rafa", (12, 18), "tô vendo muito pedido de hedge de importador em 3m"),
            ("rafa", (12, 18), "o BRL tá andando com o petróleo hoje"),
            ("rafa", (13, 15), "USDMXN gap de 15 pips no open de NY, liquidez fina"),
            ("rafa", (12, 19), "carry do BRL ainda é o melhor do bloco, mas a vol tá subindo"),
            ("rafa", (12, 18), "pontos do USDBRL 1m em {pts}"),
            ("rafa", (15, 19), "esperando o Banxico, no hago nada hasta las 19"),
            ("rafa", (14, 19), "no tengo idea de quién está vendiendo MXN a esta hora"),
            ("rafa", (12, 19), "Lu, valeu pela planilha"),
            ("rafa", (13, 17), "B3 lenta hoje ou é só comigo?"),
            ("rafa", (12, 20), "vou almoçar, 40 min"),
            ("rafa", (12, 20), "voltei"),
            ("rafa", (8, 12), "SA 5y CDS {sacds} mid, Barclays mostrando tight"),
            ("helena", (8, 12), "MXN 1m ATM at {mxvol}, lowest since October"),
            ("helena", (8, 14), "the ZAR basis is wide, 3m xccy around -42"),
            ("helena", (9, 12), "SARB statement at 13:00Z, I'll read it live"),
            ("helena", (8, 12), "interesting: TRY 2y barely reacted to the CPI beat"),
            ("helena", (15, 19), "who's covering CEEMEA tomorrow morning? I'm on the Banxico call"),
            ("helena", (12, 18), "Brazil fiscal noise again, nothing new in the numbers"),
            ("helena", (10, 18), "CFTC MXN longs back at the top of the 3y range"),
            ("helena", (9, 16), "SA budget framework next week, worth watching the R2035/R2040 curve"),
            ("helena", (13, 18), "Pemex spreads tighter on the finance ministry comments"),
            ("helena", (11, 14), "reading the Copom minutes now, give me 10"),
            ("helena", (9, 18), "EM FX index flat, dispersion high: BRL and MXN leading, ZAR lagging"),
            ("helena", (12, 18), "the BRL NDF curve is flatter than I'd expect with the Selic where it is"),
            ("helena", (8, 16), "ZAR trading like a beta to copper and gold today"),
            ("helena", (13, 18), "Mbonos: 10y at {mb10}%, curve steepening into the auction"),
            ("marco", (7, 9), "morning all. risk call at 11:30Z"),
            ("marco", (7, 10), "reminder: no new TRY delta into the MPC without me"),
            ("marco", (10, 16), "who has the Pemex exchange offer doc?"),
            ("marco", (11, 17), "on the CRO call for 30 min"),
            ("marco", (15, 19), "good work on the BRL today"),
            ("marco", (12, 19), "let's keep the book tidy into the Fed next week"),
            ("marco", (9, 16), "heads up: compliance wants the NDF fixing attestations by Friday"),
            ("marco", (9, 16), "Lu can you pull the INR forward curve history for the risk deck"),
            ("lu", (7, 12), "pulled the 5y CDS curve: Brazil {brcds}, Mexico {mxcds}, SA {sacds}, Turkey {trcds}"),
            ("lu", (12, 17), "DI1F27 open interest up 8% d/d"),
            ("lu", (9, 17), "uploaded the fixings calendar for April to the drive"),
            ("lu", (16, 17), "PTAX hoje saiu {ptax2}"),
            ("lu", (5, 10), "INR 1m NDF onshore-offshore basis ~4 paise"),
            ("lu", (9, 17), "the RR history chart is in the deck, slide 7"),
            ("lu", (14, 18), "Mbono Nov34 auction tomorrow, MXN 12bn on offer"),
            ("lu", (13, 19), "COP: BanRep minutes read more hawkish than the statement"),
            ("lu", (9, 12), "quick one: ZAR vol surface on BBG is stale since 09:12, using the dealer run instead"),
            ("lu", (8, 10), "the INR reference rate came in at {inrfix}"),
            ("lu", (12, 18), "CLP com o cobre, USDCLP {clp}"),
            ("lu", (12, 18), "USDCOP {cop}, peso colombiano seguindo o petróleo"),
            ("tom", (9, 17), "any of you seeing real money buying USD vs CNH? we're getting asked a lot"),
            ("helena", (9, 16), "HUF doing its own thing again, NBH speaker on the wires"),
            ("helena", (8, 15), "Egypt Eurobonds bid on the IMF headlines"),
            ("rafa", (9, 15), "ZAR 3m 25d RR {zarrr} vol, bid side thin"),
            ("rafa", (10, 16), "TRY 1m implied vol 11.2, lowest this year"),
            ("rafa", (12, 19), "fim de mês chegando, cuidado com o fluxo de rebalanceamento"),
            ("marco", (12, 18), "B3 had a hiccup at 14:02, anyone affected?"),
            ("lu", (9, 19), "brb"),
            ("rafa", (14, 19), "alguém viu o dado de inflação do México? 1Q mar saiu em linha"),
        ]
        r.shuffle(pool)
        n = r.randint(52, 62)
        for who, (h0, h1), tpl in pool[:n]:
            self.post(self.curve(h0, h1), who, tpl.format(**v))
        # a wrong-channel post deleted right away, and a client detail that gets forgotten
        t = self.curve(9, 16)
        d = self.post(t, "lu", "oops — meant for #g10-flow: EURUSD 1.0950 bids from a Nordic real money, 300m",
                      snippet="EURUSD 1.0950 bids from a Nordic real money")
        self.delete(d, self.step(t, 15, 60))
        t = self.curve(11, 17)
        f = self.post(t, "rafa", "Marco, o cliente da Aurora Capital ligou de novo — o contato é o Paulo Nogueira "
                                 "(+55 11 98231-4470), quer cotação de 50m USDBRL 3m pra amanhã",
                      snippet="Paulo Nogueira (+55 11 98231-4470)")
        tf = self.forget(f, self.step(t, 200, 700), self.AID("marco"))
        self.post(self.step(tf, 5, 40), "marco", "removed that — client names and numbers go through the CRM, not here")

    # ------------------------------------------------------------------ noise
    def sc_noise(self):
        r, L = self.rng, self.L
        N = "noise"
        # risk heartbeats every 2h, exec-gw heartbeats every 3h
        for h in range(0, 24, 3):
            t = self.at(h, 0, r.randint(0, 9))
            self.post(t, "risk", f"risk-engine ♥ {r.randint(48, 57)} checks ok · 0 warn · {self.hclk(h)}Z", cat=N)
        for h in range(1, 24, 4):
            t = self.at(h, 30, r.randint(0, 20))
            self.post(t, "execgw", f"EXEC | HB | sessions 360T:up FXall:up B3:{'up' if 10 <= h <= 21 else 'closed'} "
                                   f"BBG:up | lat_ms={r.randint(8, 19)} | orders_open={r.randint(0, 6)}", cat=N)
        # triage summaries ("0 routed" is not a route decision)
        self.post(self.at(4, 0, r.randint(10, 50)), "triage",
                  f"triage summary {self.hclk(4)}Z · {r.randint(25, 40)} items · 0 routed · all dropped (no exposure)", cat=N,
                  idiom=("triage cron summary '0 routed'", "not_hard"))
        pool = [("news/ECB-Lane", "ECB'S LANE: DISINFLATION ON TRACK", "G10, no exposure"),
                ("news/UK-CPI", "UK CPI 2.9% Y/Y VS 3.0% EST", "G10, no exposure"),
                ("news/BOJ-Ueda", "BOJ'S UEDA: WILL RAISE RATES IF OUTLOOK REALISED", "G10, no exposure"),
                ("news/China-LPR", "CHINA KEEPS LOAN PRIME RATES UNCHANGED", "no CNH position"),
                ("news/KR-exports", "SOUTH KOREA 20-DAY EXPORTS +4.1% Y/Y", "no KRW exposure"),
                ("news/AU-jobs", "AUSTRALIA EMPLOYMENT +31K VS +20K EST", "G10, no exposure"),
                ("news/Norges", "NORGES BANK'S WOLDEN BACHE: GRADUAL CUTS", "G10, no exposure"),
                ("news/US-crude", "EIA: US CRUDE STOCKS +2.3M BBL", "colour only"),
                ("news/gold", "GOLD HOLDS NEAR RECORD", "colour only"),
                ("news/PE-BCRP", "PERU CENTRAL BANK HOLDS AT 4.75%", "PEN not held/watched"),
                ("news/PL-NBP", "NBP'S GLAPINSKI: TOO EARLY FOR CUTS", "PLN not held/watched"),
                ("news/RO-BNR", "ROMANIA CENTRAL BANK HOLDS AT 6.50%", "RON not held/watched"),
                ("news/KE-bond", "KENYA PLANS EUROBOND BUYBACK", "not held/watched"),
                ("news/NG-FX", "NIGERIA FX AUCTION CLEARS AT 1,545/USD", "NGN not held/watched"),
                ("news/AR-BCRA", "ARGENTINA CENTRAL BANK BUYS $120M", "ARS not held/watched"),
                ("news/TW-CBC", "TAIWAN CENTRAL BANK GOVERNOR: WATCHING TWD", "no TWD exposure"),
                ("news/IL-BOI", "BANK OF ISRAEL HOLDS AT 4.50%", "ILS not held/watched"),
                ("news/SA-Petro", "SAUDI ARAMCO RAISES APRIL OSP FOR ASIA", "colour only"),
                ("news/EU-gas", "EU GAS PRICES FALL 3% ON MILD WEATHER", "colour only"),
                ("news/US-housing", "US HOUSING STARTS 1.36M VS 1.38M EST", "colour only")]
        for h in (12, 20):
            t = self.at(h, 0, r.randint(10, 50))
            items = r.sample(pool, r.randint(13, 17))
            lines = []
            items = [(r.randint(h - 8, h - 1), x) for x in items]
            items.sort(key=lambda z: z[0])
            for hh, (ref, head, why) in items:
                lines.append(f"- {self.hclk(hh, r.randint(0, 59))}Z {ref} \"{head}\" → drop ({why})")
            self.post(t, "triage", f"triage digest {self.hclk(h - 8)}-{self.hclk(h)}Z · {len(items)} dropped items\n" + "\n".join(lines),
                      cat=N, idiom=("triage digest of dropped items", "not_hard") if h == 12 else None)
        # quant agent liveness
        for h in (3, 11, 19):
            self.post(self.at(h, r.randint(0, 59)), "quant",
                      jdump({"agent": "quant-sig", "status": "alive", "evaluated": r.randint(300, 480), "routed": 0,
                             "uptime_h": round(r.uniform(20, 120), 1)}), cat=N)
        # cron jobs
        crons = [
            (0, 15, f"cron eod-marks: ok · {r.randint(200, 240)} rows · {r.uniform(2, 5):.1f}s"),
            (1, 5, "cron ndf-fixings-loader: ok · 5 fixings loaded (PTAX, RBI ref, KRW MAR, TWD TAIFX, COP TRM)"),
            (5, 45, f"cron curve-bootstrap DI: ok · {r.randint(34, 40)} pillars · max resid 0.3bp"),
            (6, 0, "cron cftc-positioning: skipped (runs Fri 20:35Z)"),
            (10, 30, f"cron var-intraday: ok · 1d 99% VaR ${r.randint(1800, 2600)}k · util {r.randint(50, 75)}%"),
            (14, 0, f"cron var-intraday: ok · 1d 99% VaR ${r.randint(1800, 2600)}k · util {r.randint(55, 80)}%"),
            (22, 10, f"cron eod-recon: ok · trades {r.randint(9, 20)} · breaks 0"),
            (23, 40, "cron archive-chat: ok · 1 channel · 0 errors"),
        ]
        for h, m, text in crons:
            self.post(self.at(h, m), "cron", text, cat=N)
        # CI / deploy
        shas = ["".join(r.choice("0123456789abcdef") for _ in range(7)) for _ in range(5)]
        ci = [
            (self.curve(8, 18), f"✅ em-pricer #{r.randint(4800, 4900)} passed on main ({shas[0]}) in {r.randint(4, 9)}m{r.randint(10, 59)}s"),
            (self.curve(8, 18), f"❌ ndf-fixings #{r.randint(1200, 1300)} failed on main ({shas[1]}): test_ptax_holiday_calendar\n"
                                "```\n"
                                "=================================== FAILURES ===================================\n"
                                "__________________________ test_ptax_holiday_calendar __________________________\n"
                                "    def test_ptax_holiday_calendar():\n"
                                "        cal = load_calendar('BR-PTAX', year=2026)\n"
                                ">       assert date(2026, 4, 21) in cal.holidays, 'Tiradentes missing'\n"
                                "E       AssertionError: Tiradentes missing\n"
                                "E       assert datetime.date(2026, 4, 21) in frozenset({datetime.date(2026, 1, 1), ...})\n"
                                "tests/test_calendars.py:48: AssertionError\n"
                                "=========================== short test summary info ============================\n"
                                "FAILED tests/test_calendars.py::test_ptax_holiday_calendar - AssertionError\n"
                                "========================= 1 failed, 211 passed in 18.42s =========================\n```"),
            (self.curve(8, 18), f"✅ ndf-fixings #{r.randint(1301, 1320)} passed on main ({shas[2]})"),
            (self.curve(9, 17), f"🚀 deploy risk-engine v2.14.{r.randint(2, 9)} → prod (canary 10%) by ci ({shas[3]})"),
            (self.curve(9, 17), f"✅ deploy risk-engine promoted to 100% · error rate 0.00%"),
        ]
        ci.sort()
        for t, text in ci:
            self.post(t, "ci", text, cat=N)
        # price alerts
        al = [("USDZAR", L["zar"], 4, 0.05), ("USDBRL", L["brl"], 4, 0.02), ("USDMXN", L["mxn"], 4, 0.05),
              ("USDTRY", L["try"], 3, 0.1), ("USDINR", L["inr"], 4, 0.05), ("USDCOP", L["cop"], 2, 10),
              ("SA 5y CDS", L["sacds"], 1, 2), ("DI1F27", L["di"], 3, 0.05)]
        for i in range(r.randint(8, 11)):
            name, lvl, d, tick = r.choice(al)
            lv = q(lvl + r.uniform(-2, 2) * tick, tick)
            last = lv + (r.uniform(0.0, 0.3) * tick) * (1 if r.random() < 0.5 else -1)
            t = self.curve(1, 23)
            word = "above" if last >= lv else "below"
            self.post(t, "alerts", f"🔔 {name} crossed {word} {lv:.{d}f} · last {last:.{d}f} · {iso(t)[11:19]}Z", cat=N,
                      idiom=("price alert", "not_hard") if i == 0 else None)
        # PnL snapshots
        for h in (7, 12, 16, 21):
            t = self.at(h, 0, r.randint(5, 40))
            rows = [("USDBRL 1m NDF", 60), ("DI1F27", 30), ("USDMXN spot", 40), ("Mbono Nov34", 25),
                    ("SAGB R2035", 35), ("USDZAR RR", 10), ("SA 5y CDS", 12), ("Pemex 2031s", 15),
                    ("USDTRY 1m fwd", 20), ("TRY 2y IRS", 25)]
            if self.inr_held:
                rows.append(("USDINR 1m NDF", 8))
            rows += [("quant sleeve", 18), ("fees/funding", 3)]
            lines = [f"PnL snapshot {self.hclk(h)}Z (USD, marks {r.choice(['BBG', 'dealer', 'BBG/dealer'])})",
                     f"{'book':<16}{'day':>11}{'MTD':>12}{'YTD':>13}"]
            tot = [0, 0, 0]
            for name, sc in rows:
                a = int(r.gauss(0, sc) * 1000)
                b = int(r.gauss(sc * 3, sc * 4) * 1000)
                c = int(r.gauss(sc * 10, sc * 8) * 1000)
                tot = [tot[0] + a, tot[1] + b, tot[2] + c]
                lines.append(f"{name:<16}{a:>+11,}{b:>+12,}{c:>+13,}")
            lines.append("-" * 52)
            lines.append(f"{'TOTAL':<16}{tot[0]:>+11,}{tot[1]:>+12,}{tot[2]:>+13,}")
            lines.append(f"{'vs budget MTD':<16}{'':>11}{tot[1] - 900_000:>+12,}{'':>13}")
            self.post(t, "pnl", "```\n" + "\n".join(lines) + "\n```", cat=N,
                      idiom=("PnL snapshot table", "not_hard") if h == 12 else None)
        # NDF fixing reminders
        fx = [
            (7, 30, f"⏰ USDINR RBI reference rate at 08:00Z · {r.randint(1, 2)} NDF fixing today ({self.prefix}-{r.randint(15000, 19999)})"),
            (15, 40, f"⏰ USDBRL PTAX fixing 16:10Z (13:10 BRT) · {r.randint(2, 4)} NDFs fixing today · notional "
                     f"{r.randint(30, 80)}m"),
            (16, 5, "⏰ 5 min to PTAX. desk: no BRL spot clips into the window please"),
            (20, 0, "⏰ Tomorrow: USDCOP TRM, USDCLP dólar observado, KRW MAR — 3 NDFs"),
        ]
        for h, m, text in fx:
            self.post(self.at(h, m), "fixings", text, cat=N,
                      idiom=("NDF fixing reminder", "not_hard") if h == 15 else None)
        # generic market colour headlines
        gen = [f"US 10-YEAR YIELD {'RISES' if r.random() < 0.5 else 'FALLS'} {r.randint(2, 6)}BP TO {f2(L['ust'])}%",
               f"BRENT CRUDE {r.uniform(-1.5, 1.5):+.1f}% AT ${f2(L['brent'])}/BBL",
               f"DOLLAR INDEX STEADY AT {f1(L['dxy'])} AHEAD OF FED SPEAKERS",
               f"US JOBLESS CLAIMS {r.randint(210, 235)}K VS {r.randint(215, 230)}K EST",
               "EURO ZONE FLASH COMPOSITE PMI 50.4 VS 50.1 EST",
               "COPPER +0.9% ON CHINA STIMULUS HOPES",
               "S&P 500 FUTURES +0.3%, NASDAQ +0.5%",
               "GOLD EDGES HIGHER AS REAL YIELDS DIP",
               "JAPAN'S KATO: WATCHING FX MOVES WITH A SENSE OF URGENCY"]
        r.shuffle(gen)
        for head in gen[: r.randint(5, 7)]:
            t = self.curve(6, 21)
            self.newsline(t, "GEN", head, cat=N, embed_p=0.4)
        # reconnects
        for _ in range(2):
            t = self.curve(0, 24)
            sid = "".join(r.choice("0123456789abcdef") for _ in range(6))
            self.post(t, "execgw", f"EXEC | WARN | 360T ws dropped (1006) · reconnecting in 2s · sess={sid}", cat=N)
            self.post(self.step(t, 2, 6), "execgw",
                      f"EXEC | INFO | 360T session restored sess={sid} · gap {r.uniform(2, 5):.1f}s · 0 orders affected", cat=N)
        # a reconnect loop that gets bulk-deleted
        t = self.curve(2, 6)
        sid = "".join(r.choice("0123456789abcdef") for _ in range(6))
        loop = []
        for k in range(1, r.randint(5, 7)):
            tt = self.step(t, 4 * k, 4 * k + 3)
            loop.append(self.post(tt, "execgw", f"EXEC | WARN | FXall ws closed 1006 · retry {k}/8 · sess={sid}", cat=N,
                                  snippet=f"retry {k}/8 · sess={sid}"))
        t2 = self.step(loop[-1].t, 5, 20)
        self.post(t2, "execgw", f"EXEC | INFO | FXall session restored · sess={sid[::-1]} · 0 orders affected", cat=N)
        self.bulk_delete(loop, self.step(t2, 300, 1500))
        # tracebacks
        for _ in range(r.randint(1, 2)):
            t = self.curve(0, 22)
            pair = r.choice(["USDTRY", "USDCOP", "USDINR"])
            tb = (
                f"quant-sig: signal loop crashed, restarting (attempt {r.randint(1, 3)})\n"
                "```\nTraceback (most recent call last):\n"
                '  File "/usr/lib/python3.11/asyncio/runners.py", line 118, in run\n'
                "    return self._loop.run_until_complete(task)\n"
                '  File "/usr/lib/python3.11/asyncio/base_events.py", line 653, in run_until_complete\n'
                "    return future.result()\n"
                '  File "/opt/quant-sig/sig/main.py", line 41, in main\n'
                "    await loop.run(cfg)\n"
                '  File "/opt/quant-sig/sig/loop.py", line 88, in run\n'
                "    out = model.evaluate(snapshot)\n"
                '  File "/opt/quant-sig/sig/models/base.py", line 133, in evaluate\n'
                "    feats = self.features(snapshot, pair)\n"
                '  File "/opt/quant-sig/sig/models/carry.py", line 212, in evaluate\n'
                '    fwd = snapshot.fwd_points[pair]["3M"]\n'
                '  File "/opt/quant-sig/sig/snapshot.py", line 57, in __getitem__\n'
                "    return self._curves[key]\n"
                f"KeyError: '{pair}'\n```\n"
                "restarted ok, last good snapshot " + iso(t - r.randint(60, 600) * 1000)[11:19] + "Z"
            )
            self.post(t, "quant", tb, cat=N, idiom=("Python traceback from signal agent", "not_hard"))

    def sc_eod(self):
        r, L = self.rng, self.L
        t = self.within(21.2, 22.3)
        done = self.done
        lines = [f"**EOD {self.dstr}** — wrap",
                 "- BRL: added carry; temporary limit increase in place until Friday; stop managed up through the afternoon."
                 + (" DI: took the front end after the B3 limit hiccup." if "sc_di" in done else ""),
                 "- MXN: small add on the short, conviction lowered to medium; minutes are the next catalyst.",
                 "- ZAR/SA: SARB done." + (" RR hedge on." if "sc_zar_rr" in done else "")
                 + (" More CDS protection, target raised in the credit weekly." if "sc_cds" in done else "")
                 + " Budget framework next week.",
                 f"- TRY: front-end receiver on after the risk resize; spot untouched into the MPC."
                 + (" TP on the USDTRY short pulled, limit cut to 15m." if "sc_tp_cancel" in done else ""),
                 "- Quant sleeve: " + ("one ZAR route, filled." if "sc_quant_route" in done else "quiet, nothing routed.")
                 + (" INR proposal rejected." if "sc_inr" in done else ""),
                 "",
                 "| close | level | d/d |", "|---|---:|---:|"]
        for name, lvl, d, mv in (("USDBRL", L["brl"], 4, 0.4), ("USDMXN", L["mxn"], 4, 0.3), ("USDZAR", L["zar"], 4, 0.6),
                                 ("USDTRY", L["try"], 3, 0.1), ("USDINR", L["inr"], 4, 0.1), ("DI1F27", L["di"], 2, None),
                                 ("Mbono Nov34", L["mb34"], 2, None), ("R2035", L["r35"], 2, None),
                                 ("TRY 2y IRS", L["tryirs"], 2, None), ("SA 5y CDS", L["sacds"], 0, None)):
            chg = f"{r.uniform(-mv, mv):+.2f}%" if mv else f"{r.randint(-9, 9):+d}bp"
            lines.append(f"| {name} | {lvl + r.uniform(-0.2, 0.2) * (mv or 0.05):.{d}f} | {chg} |")
        lines += ["",
                  "What went right: the BRL add and the TRY receiver were both done at levels we liked, and the risk "
                  "process worked the way it should (resize, breach, temporary increase — all in the channel). What "
                  "went wrong: " + ("the B3 limits and " if "sc_di" in done else "") + "the fat-finger on the BRL "
                  "ticket; Rafa and I will sort the ticket template tomorrow. Everyone: please keep sales and client "
                  "details out of the channel.",
                  "",
                  "Tomorrow: Banxico minutes 17:00Z, Mbono auction, RBI reference rate. Night team: nothing working "
                  "overnight except what's in the OMS; call me for anything in TRY."]
        self.post(t, "helena", "\n".join(lines))
        self.pin(self.book_msg, self.step(t, 300, 900), "marco", unpin=True)
        self.unreact(self.book_msg, self.step(t, 320, 950), "📌", self.AID("marco"))

    def sc_more_docs(self):
        r, L = self.rng, self.L
        t = self.within(21.6, 22.8)
        rows = [("BR", "IPCA-15 m/m (Mar)", "0.55%", f"{r.uniform(0.5, 0.7):.2f}%", "1.23%"),
                ("BR", "IPCA-15 y/y", "5.30%", f"{r.uniform(5.2, 5.5):.2f}%", "4.96%"),
                ("ZA", "SARB repo", f"{f2(self.sarb_rate)}%", f"{f2(self.sarb_rate)}%", f"{f2(self.sarb_rate + (0.25 if self.sarb_cut else 0))}%"),
                ("TR", "CBRT survey 12m CPI", "29.5%", f"{r.uniform(28.5, 30.5):.1f}%", "29.9%"),
                ("MX", "retail sales m/m", "0.3%", f"{r.uniform(-0.4, 0.8):.1f}%", "0.1%"),
                ("US", "initial claims", "225k", f"{r.randint(210, 235)}k", "220k"),
                ("CO", "BanRep decision", "—", "—", "—"),
                ("IN", "RBI reference", "—", f4(L["inr"] - 0.03), f4(L["inr"] - 0.05))]
        self.post(t, "lu",
                  "data recap (actual vs cons)\n| | release | cons | actual | prior |\n|---|---|---:|---:|---:|\n"
                  + "\n".join(f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in rows)
                  + "\n\nnothing that changes the calendar for tomorrow")
        t = self.within(10.0, 11.2)
        rows = []
        for pair, iy, vol in (("USDBRL", 13.9, 12.6), ("USDMXN", 7.6, 10.8), ("USDZAR", 6.9, 13.4),
                              ("USDTRY", 39.4, 12.7), ("USDINR", 5.6, 4.2), ("USDCOP", 8.9, 11.9),
                              ("USDCLP", 4.6, 12.2), ("USDPEN", 4.4, 6.1), ("EURHUF", 6.3, 7.9), ("EURPLN", 5.1, 5.8)):
            iy += r.uniform(-0.3, 0.3)
            vol += r.uniform(-0.4, 0.4)
            rows.append(f"| {pair} | {iy:.1f}% | {vol:.1f} | {(iy - 4.3) / vol:.2f} | {r.randint(5, 95)}% | {r.uniform(-1.5, 2.5):+.1f}% |")
        self.post(t, "helena",
                  "### Carry monitor (3m, vs USD/EUR funding)\n| pair | implied yld | ATM vol | carry/vol | 5y pctile | 1m total return |\n"
                  "|---|---:|---:|---:|---:|---:|\n" + "\n".join(rows)
                  + "\n\nBRL and TRY still top the table on carry/vol; MXN has slipped to the middle, which is part of "
                  "why I'm less keen on it. PEN and PLN are the cheap-vol names if anyone wants to fund elsewhere — "
                  "not a suggestion for the book, just the table.", cat="near")
        t = self.within(16.5, 18.0)
        self.post(t, "lu",
                  "Pemex liability management — what we know so far (from the 8-K and the ministry call)\n"
                  "- exchange of 2027-2031 maturities into new 2035/2040 paper, guaranteed by the sovereign? **not confirmed**\n"
                  "- size talked at $8-12bn; cash tender component possible for the short end\n"
                  "- early-tender premium likely 3-5pts; consent solicitation to strip covenants on old bonds\n"
                  "- timing: launch 'in the coming weeks', settlement before the May coupon\n"
                  "- rating agencies: Moody's says exchange would not be a distressed exchange if at par or better\n"
                  "open questions: treatment of the 2031s vs the 2030s, minimum participation, whether the "
                  "sovereign guarantee is explicit. Helena, doc in the drive under /credit/pemex.")
        t = self.within(13.5, 15.0)
        rows = []
        for trade, z in (("DI F27/F29 flattener", 1.4), ("Mbono 5s10s steepener", -0.6), ("SAGB R2030/R2035", 0.9),
                         ("TRY 2s5s flattener", 1.8), ("TIIE 1y1y vs 2y", -1.1), ("DI F28 vs TIIE 2y", 2.1),
                         ("BRL vs MXN 3m carry", 0.7), ("ZAR vs CLP beta-adjusted", -0.3)):
            zz = z + r.uniform(-0.4, 0.4)
            rows.append(f"| {trade} | {zz:+.1f} | {r.randint(5, 60)}bp | {r.choice(['mean-revert', 'trend', 'mixed'])} |")
        self.post(t, "helena",
                  "### RV monitor (EM rates & FX), 3m lookback\n| trade | z | 1m range | regime |\n|---|---:|---:|---|\n"
                  + "\n".join(rows) +
                  "\n\nDI F28 vs TIIE 2y is the only thing stretched enough to be interesting, and it's stretched for a "
                  "reason (Copom vs Banxico divergence). Just monitoring.", cat="near")
        t = self.within(19.5, 20.6)
        rows = []
        for name, sc in (("BRL", 400), ("MXN", 250), ("ZAR", 150), ("TRY", 180), ("SA credit", 90), ("Pemex", 120),
                         ("INR", 40), ("quant", 110)):
            mtd = int(r.gauss(sc, sc * 0.8))
            rows.append(f"| {name} | {mtd:+,}k | {r.uniform(0.2, 1.6):.1f} | {r.randint(40, 90)}% |")
        self.post(t, "marco",
                  "MTD attribution (flash, USD)\n| book | PnL | Sharpe (ann.) | hit rate |\n|---|---:|---:|---:|\n"
                  + "\n".join(rows) + "\n\nBRL carrying the month again; TRY rates is where the upside is if Helena is right.")
        disc = [
            ("marco", (9.5, 10.5), "TRY: let's keep an eye on the 5y too, if the 2y works the 5y will lag and then catch up"),
            ("rafa", (12.8, 13.6), "o que me preocupa no BRL é a vol subindo junto com o carry, isso normalmente não termina "
                                   "bem. mas enquanto o exportador estiver vendendo acima de 5.40, a gente tá coberto"),
            ("helena", (14.8, 15.8), "MXN: the thing nobody is pricing is a tariff headline. 1m 25d RR at "
                                     f"{f2(L['mxnrr'])} is cheap for that tail, but it's not cheap enough to buy as a hedge "
                                     "for a carry position we're already reducing conviction on"),
            ("marco", (16.2, 17.0), "agree with the conviction call on MXN. let's talk about whether the Mbono leg should be "
                                    "the first to go if we cut, I think it should be the last"),
            ("lu", (10.2, 11.0), "ran the numbers on the SAGB receiver vs the CDS hedge: correlation over 1y is 0.62, 0.81 on "
                                 "down days. the hedge works when it needs to, less so in quiet weeks"),
            ("rafa", (14.2, 15.0), "el MXN se está moviendo con el S&P más que con el diferencial de tasas, ojo con eso "
                                   "si el equity corrige"),
            ("helena", (19.8, 20.6), "for tomorrow: read the Banxico minutes for the word 'gradual' — if it's gone, the "
                                     "carry view goes from medium to low and we talk about the short again"),
        ]
        for who, (h0, h1), text in disc:
            self.post(self.within(h0, h1), who, text)

    def sc_acks(self):
        r = self.rng
        words = ["ok", "thx", "valeu", "gracias", "👍", "🙏", "+1", "👀", "np", "obg", "ty", "blz"]
        cands = [m for m in self.msgs if not m.hard and m.cat != "near" and not m.deleted and not m.forgotten
                 and m.parent is None and m.t < self.end - 20 * MIN_MS and m.who in
                 ("lu", "helena", "rafa", "marco", "news", "pnl", "fixings", "ci", "alerts", "risk")
                 and 7 * HOUR_MS <= m.t - self.start <= 21 * HOUR_MS]
        cands.sort(key=lambda m: (m.t, m.key))
        picks = r.sample(cands, min(len(cands), r.randint(7, 10)))
        for tgt in sorted(picks, key=lambda m: (m.t, m.key)):
            who = r.choice([h for h in HUMANS if h != tgt.who])
            self.post(self.step(tgt.t, 20, 420), who, r.choice(words), ref=tgt, cat="noise",
                      idiom=None)


# ---------------------------------------------------------------------- assembly

def _norm_end(end):
    if end is None:
        end = DEFAULT_END
    if isinstance(end, str):
        s = end.strip()
        if s.endswith("Z"):
            s = s[:-1] + "+00:00"
        end = datetime.fromisoformat(s)
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    return end.astimezone(timezone.utc)


def _build(seed, end, channels, days):
    end_ms = int(_norm_end(end).timestamp() * 1000)
    gens = []
    for c in range(channels):
        for d in range(days):
            g = DayGen(seed, c, d, end_ms - (days - d) * DAY_MS)
            g.build()
            gens.append(g)
    msgs = [m for g in gens for m in g.msgs]
    msgs.sort(key=lambda m: (m.t, m.g.cidx, m.g.didx, m.key))
    seqs = {}
    for m in msgs:
        s = seqs.get(m.t, 0)
        seqs[m.t] = s + 1
        m.id = _sf(m.t, MSG_WORKER, s)
    return gens, msgs


def _author(who):
    a = AUTHORS[who]
    return a[0], a[1], a[2]


def _events(gens):
    out = []
    for g in gens:
        for m in g.msgs:
            aid, name, bot = _author(m.who)
            msg = {"id": m.id, "author_id": aid, "author_name": name, "author_bot": bot,
                   "created_at": iso(m.t), "content": m.content, "attachments": m.attachments,
                   "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None,
                   "pinned": False}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
            if m.parent:
                ev["parent_channel_id"] = m.parent
            ev["message"] = msg
            out.append(((m.t, 0, g.cidx, g.didx, m.key), ev))
        for t, ser, kind, m, extra in g.ops:
            base = {"op": kind, "guild_id": GUILD_ID}
            if kind == "bulk_delete":
                base["channel_id"] = m[0].chan
                base["message_ids"] = [x.id for x in m]
                base["deleted_at"] = iso(t)
            else:
                base["channel_id"] = m.chan
                base["message_id"] = m.id
                if kind == "edit":
                    base["edited_at"] = iso(t)
                    base["content"] = extra
                elif kind == "delete":
                    base["deleted_at"] = iso(t)
                elif kind == "forget":
                    base["requested_by"] = extra
                    base["at"] = iso(t)
                elif kind in ("pin", "unpin"):
                    base["by"] = AUTHORS[extra][0]
                    base["at"] = iso(t)
                elif kind in ("reaction_add", "reaction_remove"):
                    base["emoji"] = extra[0]
                    base["user_id"] = extra[1]
                    base["at"] = iso(t)
            ch = m[0] if kind == "bulk_delete" else m
            if ch.parent:
                base["parent_channel_id"] = ch.parent
            out.append(((t, 1, g.cidx, g.didx, ser), base))
    out.sort(key=lambda x: x[0])
    return [e for _, e in out]


def _labels(gens):
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = set()
    ordered = sorted(gens, key=lambda g: (g.didx, g.cidx))
    for g in ordered:
        for m in sorted(g.msgs, key=lambda m: (m.t, m.key)):
            if m.hard:
                et, facts, phr = m.hard
                state = "forgotten" if m.forgotten else "deleted" if m.deleted else "edited" if m.edited else "live"
                hard.append({"channel_id": m.chan, "message_id": m.id, "event_type": et,
                             "facts": list(facts), "phrasing": phr, "final_state": state})
            for old in m.superseded:
                sup.append([m.chan, m.id, old])
            if m.deleted or m.forgotten:
                removed.append(m.snippet or m.content[:60])
            if m.cat == "noise":
                noise.append(m.id)
            elif m.cat == "near":
                near.append(m.id)
            if m.idiom and m.idiom[0] and not m.deleted and not m.forgotten and m.idiom[0] not in seen_idioms:
                seen_idioms.add(m.idiom[0])
                idioms.append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
    rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    idioms.sort(key=lambda x: rank.get(x["idiom"], len(rank)))
    idioms = idioms[:20]
    return {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
            "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}


# which idiom rows to keep (at most 20) when a capture has more distinct ones
IDIOM_PRIORITY = [
    "Portuguese proposal 'compramos 20m ... a', m-suffixed size",
    "Portuguese slang approval reply 'dale'",
    "Spanish proposal ending '¿va?'",
    "stop moved twice by editing the same message",
    "trade proposal buried mid-report in markdown thesis",
    "conviction downgrade buried in long markdown note",
    "JSON signal with action none",
    "JSON signal routed to exec-agent",
    "JSON signal whose action is propose",
    "central-bank headline on held currency (no pair named)",
    "hypothetical in Portuguese ('se ... vendemos')",
    "sell-side trade idea quoted in thread",
    "pipe-separated partial fill",
    "embed-only order accepted",
    "fill price corrected by an edit",
    "paper trade from model book",
    "last year's trade told as history",
    "embed-only limit breach from risk engine",
    "triage agent explicit no_route line",
    "DI proposal with Brazilian decimal comma ('tomar ... 14,12%')",
    "shorthand 's 5m pemex 31s ... sl ...?' proposal",
    "rejection reply 'não'",
    "hypothetical in Spanish ('si ... compramos')",
    "central-bank headline on a name neither held nor watched",
    "risk engine resizes an order (key=value pipes)",
    "in-thread short approval with emoji",
    "Portuguese view flip 'mudei de ideia ... virei bearish/bullish'",
    "scenario analysis with 'could add'/'would be the natural stop' but no decision",
    "target change buried in a credit weekly",
    "voice fill in Portuguese ('feito: compramos')",
    "lower-case shorthand fill 'done s 10m usdzar @'",
    "other desk's flow",
    "stop suggestion without decision",
    "headline on a watchlist name",
    "take-profit removed ('tira o TP')",
    "triage cron summary '0 routed'",
]


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.

    end: when the last day ends (default 2026-03-19T00:00Z); channels: how many channels of this desk
    (each its own busy flow); days: how many consecutive days."""
    gens, _ = _build(seed, end, max(1, int(channels)), max(1, int(days)))
    return {"events": _events(gens), "labels": _labels(gens)}


# ---------------------------------------------------------------------- self-checks and CLI

def _final_texts(events):
    """Replay the capture: message id -> (channel, final text incl. embeds, alive, created ms)."""
    state = {}
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            parts = [m["content"]]
            for e in m.get("embeds") or []:
                for k in ("title", "description", "author", "footer"):
                    if e.get(k):
                        parts.append(e[k])
                for f in e.get("fields", []):
                    parts += [f["name"], f["value"]]
            state[m["id"]] = {"chan": ev["channel_id"], "parent": ev.get("parent_channel_id"),
                              "content": m["content"], "embeds": parts[1:], "alive": True,
                              "t": m["created_at"], "bot": m["author_bot"]}
        elif op == "edit":
            s = state[ev["message_id"]]
            s["content"] = ev["content"]
        elif op in ("delete", "forget"):
            state[ev["message_id"]]["alive"] = False
        elif op == "bulk_delete":
            for i in ev["message_ids"]:
                state[i]["alive"] = False
    for s in state.values():
        s["text"] = "\n".join([s["content"]] + s["embeds"])
    return state


def check(result, end=None, days=None):
    """Self-check a generated capture; returns (errors, per channel-day stats).

    end/days: group the stats by generator day windows (default: by UTC calendar date)."""
    events, labels = result["events"], result["labels"]
    w0 = None
    if end is not None and days:
        w0 = int(_norm_end(end).timestamp() * 1000) - int(days) * DAY_MS
    errs = []
    state = _final_texts(events)
    # time order + snowflake consistency
    last_t = None
    last_id = 0
    for n, ev in enumerate(events):
        t = ev["message"]["created_at"] if ev["op"] == "create" else (
            ev.get("edited_at") or ev.get("deleted_at") or ev.get("at"))
        if last_t is not None and t < last_t:
            errs.append(f"event {n} out of time order")
        last_t = t
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                errs.append(f"event {n} misses {k}")
        if ev["op"] == "create":
            mid = int(ev["message"]["id"])
            ms = (mid >> 22) + EPOCH_MS
            if iso(ms) != ev["message"]["created_at"]:
                errs.append(f"snowflake/created_at mismatch {mid}")
            if mid <= last_id:
                errs.append(f"id not increasing at event {n}")
            last_id = mid
            ref = ev["message"]["reference_id"]
            if ref is not None and ref not in state:
                errs.append(f"dangling reference {ref}")
            if "parent_channel_id" in ev and int(ev["channel_id"]) >= mid:
                errs.append("thread id not before its messages")
    ids = set(state)
    if len(ids) != sum(1 for e in events if e["op"] == "create"):
        errs.append("duplicate message ids")
    for h in labels["hard_events"]:
        s = state.get(h["message_id"])
        if s is None:
            errs.append(f"label id missing {h['message_id']}")
            continue
        if s["chan"] != h["channel_id"]:
            errs.append(f"label channel mismatch {h['message_id']}")
        if not (2 <= len(h["facts"]) <= 5):
            errs.append(f"facts count {h['message_id']} {h['facts']}")
        for f in h["facts"]:
            if f not in s["text"]:
                errs.append(f"fact {f!r} not in {h['message_id']}: {s['text'][:80]!r}")
        alive_expected = h["final_state"] in ("live", "edited")
        if alive_expected != s["alive"]:
            errs.append(f"final_state mismatch {h['message_id']}")
    for ch, mid, old in labels["superseded_facts"]:
        if mid not in state:
            errs.append(f"superseded id missing {mid}")
        elif old in state[mid]["text"]:
            errs.append(f"superseded {old!r} still in final text of {mid}")
    live_text = "\n".join(s["text"] for s in state.values() if s["alive"])
    for snip in labels["removed_texts"]:
        if snip in live_text:
            errs.append(f"removed snippet still visible: {snip!r}")
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in state:
            errs.append(f"noise/near id missing {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"] + labels["near_miss_ids"]):
        errs.append("hard id also labelled noise/near-miss")
    if not (10 <= len(labels["idioms"]) <= 20):
        errs.append(f"idioms count {len(labels['idioms'])}")
    for i in labels["idioms"]:
        if i["message_id"] not in state:
            errs.append(f"idiom id missing {i['message_id']}")
        exp = i["expected"]
        if exp != "not_hard":
            if not any(h["message_id"] == i["message_id"] and h["event_type"] == exp for h in labels["hard_events"]):
                errs.append(f"idiom expects {exp} but label differs {i['message_id']}")
        elif i["message_id"] in hard_ids:
            errs.append(f"idiom not_hard but labelled hard {i['message_id']}")
    # per channel-day sizes
    stats = {}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    for mid, s in state.items():
        chan = s["parent"] or s["chan"]
        if w0 is None:
            day = s["t"][:10]
        else:
            ms = (int(mid) >> 22) + EPOCH_MS
            day = iso(w0 + ((ms - w0) // DAY_MS) * DAY_MS)[:16] + "Z"
        st = stats.setdefault((chan, day), {"messages": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0})
        st["messages"] += 1
        ev_text = s["text"]
        st["bytes"] += len(ev_text.encode("utf-8"))
        st["noise"] += mid in noise
        st["near"] += mid in near
        st["hard"] += mid in hard_ids
    for (chan, day), st in stats.items():
        st["noise_pct"] = round(100.0 * st["noise"] / st["messages"], 1)
        st["kb"] = round(st["bytes"] / 1024, 1)
        if not 180 <= st["messages"] <= 320:
            errs.append(f"{chan} {day}: {st['messages']} messages out of range")
        if not 70 <= st["kb"] <= 120:
            errs.append(f"{chan} {day}: {st['kb']} KB out of range")
        if not 25 <= st["noise_pct"] <= 40:
            errs.append(f"{chan} {day}: noise {st['noise_pct']}% out of range")
        if not 25 <= st["hard"] <= 45:
            errs.append(f"{chan} {day}: {st['hard']} hard events out of range")
    return errs, stats


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks.em_macro", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-03-19T00:00:00Z)")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=a.end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # self-check by loading the files back
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    errs, stats = check({"events": events, "labels": labels}, end=a.end or DEFAULT_END, days=a.days)
    lab = labels
    by_type = {}
    for h in lab["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    ops = {}
    for ev in events:
        ops[ev["op"]] = ops.get(ev["op"], 0) + 1
    print(f"desk={DESK} seed={a.seed} channels={a.channels} days={a.days} events={len(events)} ops={ops}")
    for (chan, day), st in sorted(stats.items(), key=lambda x: (x[0][1], x[0][0])):
        print(f"  {chan} {day}: messages={st['messages']} kb={st['kb']} noise={st['noise']} ({st['noise_pct']}%) "
              f"near_miss={st['near']} hard={st['hard']}")
    print(f"hard_events={len(lab['hard_events'])} by_type={dict(sorted(by_type.items()))}")
    print(f"superseded={len(lab['superseded_facts'])} removed={len(lab['removed_texts'])} "
          f"noise={len(lab['noise_message_ids'])} near_miss={len(lab['near_miss_ids'])} idioms={len(lab['idioms'])}")
    if errs:
        print(f"SELF-CHECK FAILED ({len(errs)}):", file=sys.stderr)
        for e in errs[:50]:
            print("  " + e, file=sys.stderr)
        return 1
    print("self-check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
