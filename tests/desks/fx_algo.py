"""fx_algo desk generator: a busy day of an FX algo execution desk (Mumbai + London).

G10 spot, NDFs (USDINR / USDKRW / USDTWD), forwards and swaps, a few 25d risk
reversals; a TWAP/VWAP algo engine, an OMS bridge, a voice-to-text bot, a credit bot,
a news bridge and the usual bot noise.  Pure function of the arguments, stdlib only.

    python -m tests.desks.fx_algo --out cap.jsonl --labels labels.json [--seed N]
        [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "fx_algo"
EPOCH_MS = 1420070400000
DAY_MS = 86_400_000
GUILD_ID = "1263417705316372551"
DEFAULT_END = datetime(2026, 11, 19, 0, 0, tzinfo=timezone.utc)
_FIXED_CHANNELS = ["1263418190094733372", "1263418657151942706", "1263419021913787453"]

# people and bots: key -> (author_id, author_name, is_bot)
WHO = {
    "vikram": ("1130574829416202301", "Vikram Rao", False),
    "rohan": ("1151936602358472744", "rohan.m", False),
    "aditi": ("1144208135561891910", "Aditi K", False),
    "karan": ("1162779410902685716", "karan_sales", False),
    "tom": ("1139025557018419231", "Tom Hale", False),
    "priya": ("1157340916675903549", "Priya S", False),
    "meera": ("1170661287413825576", "Meera (EM rates)", False),
    "jake": ("1175093364125204500", "jake.ny.opts", False),
    "algo": ("1201448036723105812", "tempo-algo", True),
    "oms": ("1201449712093921341", "oms-fx", True),
    "vox": ("1203317760385155103", "voxscribe", True),
    "credit": ("1204558110671548497", "credit-sentinel", True),
    "news": ("1198720333059289139", "newsbridge", True),
    "router": ("1206930182337204336", "desk-router", True),
    "pnl": ("1199001773458649138", "pnl-snap", True),
    "alert": ("1199005920741376011", "px-alert", True),
    "deploy": ("1196542218937323591", "deploybot", True),
    "gw": ("1197830046205333535", "fix-gw", True),
    "cron": ("1196611587703066674", "cronbot", True),
}
MUMBAI = ("vikram", "rohan", "aditi", "karan")
LONDON = ("tom", "priya")

_ALNUM = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
_ONES = "zero one two three four five six seven eight nine".split()
_SIZE_WORDS = {10: "ten", 15: "fifteen", 20: "twenty", 25: "twenty five", 30: "thirty",
               35: "thirty five", 40: "forty", 45: "forty five", 50: "fifty", 60: "sixty"}
_MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + \
        f"{ms % 1000:03d}Z"


def _snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def channel_id_for(index: int) -> str:
    if index < len(_FIXED_CHANNELS):
        return _FIXED_CHANNELS[index]
    base_ms = 1721060000000 + index * 86_400_137
    return str(_snowflake(base_ms, 19, (index * 37) % 4096))


def spell_digits(s: str) -> str:
    out = []
    for ch in s:
        if ch == ".":
            out.append("point")
        elif ch.isdigit():
            out.append(_ONES[int(ch)])
    return " ".join(out)


def _third_wednesday(y: int, m: int) -> datetime:
    d = datetime(y, m, 1, tzinfo=timezone.utc)
    first_wed = 1 + (2 - d.weekday()) % 7
    return datetime(y, m, first_wed + 14, tzinfo=timezone.utc)


def next_imm(day: datetime) -> datetime:
    y, m = day.year, day.month
    for _ in range(8):
        if m in (3, 6, 9, 12):
            d = _third_wednesday(y, m)
            if d - day >= timedelta(days=5):
                return d
        m += 1
        if m > 12:
            y, m = y + 1, 1
    return _third_wednesday(y, m)


class Day:
    """One channel-day: messages keyed by local keys; ids are assigned globally later."""

    def __init__(self, rng: random.Random, ci: int, di: int, t0: int):
        self.rng, self.ci, self.di, self.t0 = rng, ci, di, t0
        self.msgs: dict[str, dict] = {}
        self.ops: list[dict] = []
        self.hard: list[dict] = []
        self.noise: list[str] = []
        self.near: list[str] = []
        self.idioms: list[dict] = []
        self.removed: list[str] = []
        self.superseded: list[tuple[str, str]] = []
        self.n = 0

    # time helpers
    def at(self, h: float, m: float = 0, s: float = 0, jitter: float = 0) -> int:
        off = ((h * 60 + m) * 60 + s) * 1000
        if jitter:
            off += self.rng.uniform(-jitter, jitter) * 1000
        return self.t0 + max(0, min(DAY_MS - 5000, int(off)))

    def post(self, ms: int, who: str, content: str = "", embeds=None, ref=None, thread=None,
             kind: str | None = None, files=None) -> str:
        key = f"c{self.ci}d{self.di}m{self.n}"
        self.n += 1
        ms = max(self.t0, min(self.t0 + DAY_MS - 2000, ms))
        self.msgs[key] = {"key": key, "ms": ms, "who": who, "content": content,
                          "embeds": embeds or [], "ref": ref, "thread": thread,
                          "final": content, "removed": None, "files": files or []}
        if kind == "noise":
            self.noise.append(key)
        elif kind == "near":
            self.near.append(key)
        return key

    def edit(self, key: str, ms: int, content: str):
        self.ops.append({"op": "edit", "ms": ms, "key": key, "content": content})
        self.msgs[key]["final"] = content

    def delete(self, key: str, ms: int, snippet: str):
        self.ops.append({"op": "delete", "ms": ms, "key": key})
        self.msgs[key]["removed"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, keys: list[str], ms: int, snippets: list[str]):
        self.ops.append({"op": "bulk_delete", "ms": ms, "keys": list(keys)})
        for k in keys:
            self.msgs[k]["removed"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, key: str, ms: int, by: str, snippet: str):
        self.ops.append({"op": "forget", "ms": ms, "key": key, "by": by})
        self.msgs[key]["removed"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, key: str, ms: int, by: str = "vikram"):
        self.ops.append({"op": "pin", "ms": ms, "key": key, "by": by})

    def react(self, key: str, ms: int, emoji: str, by: str):
        self.ops.append({"op": "reaction_add", "ms": ms, "key": key, "emoji": emoji, "by": by})

    def hard_ev(self, key: str, etype: str, facts: list[str], phrasing: str, state: str = "live"):
        self.hard.append({"key": key, "event_type": etype, "facts": list(facts),
                          "phrasing": phrasing, "final_state": state})

    def idiom(self, key: str, name: str, expected: str):
        self.idioms.append({"key": key, "idiom": name, "expected": expected})


# ----------------------------------------------------------------------------------------
# content helpers


def _alg(rng: random.Random) -> str:
    return "ALG-" + "".join(rng.choice(_ALNUM) for _ in range(6))


def _oid(rng: random.Random, prefix: str) -> str:
    return f"{prefix}-{rng.randint(10000, 99999)}"


_NEWS_BG = [
    "Background: the move comes after a week of thin liquidity and elevated implied volatility in "
    "the front end; dealers report two-way interest from real money and hedge funds, with corporate "
    "hedgers largely sidelined ahead of month-end. Further headlines may follow.",
    "Market reaction was initially muted before spreads widened briefly on the primary venues; "
    "analysts note that positioning surveys already pointed in this direction, limiting follow-through. "
    "Officials were not immediately available for further comment.",
    "Context: policymakers have repeatedly stressed data dependence in recent weeks, and markets had "
    "been split on the timing of the next step. Local bond yields moved in sympathy; equity markets "
    "were little changed. This story is developing.",
    "The statement was published on the official website and carried by local media. Economists "
    "polled beforehand were broadly in line; a minority had expected a stronger signal. Volumes in "
    "the local currency picked up in the minutes after the release.",
    "Traders said liquidity on electronic platforms thinned out around the headline, with top-of-book "
    "sizes roughly halving for a few minutes; several banks widened their streamed prices before "
    "normalising. Options markets showed a modest pick-up in short-dated demand.",
    "Earlier in the session regional currencies had traded in narrow ranges, with exporters and "
    "importers both active near recent levels. Analysts cautioned against reading too much into a "
    "single data point given revisions and seasonal noise.",
    "A spokesperson declined to comment beyond the published text. Market participants will look to "
    "upcoming speeches and data releases for confirmation of the signal, with positioning data due "
    "later in the week.",
]


def _news_embed(rng, title, desc, fields, region, t_ms):
    hhmm = datetime.fromtimestamp(t_ms / 1000, tz=timezone.utc).strftime("%H:%M:%S")
    bg = rng.sample(_NEWS_BG, 3)
    desc = desc + "\n\n" + "\n\n".join(bg)
    return [{"title": title, "description": desc, "author": "newsbridge · wires",
             "fields": [{"name": k, "value": v, "inline": True} for k, v in fields],
             "footer": f"newsbridge · {region} · {hhmm}Z · nb-{rng.randint(7000000, 7999999)}"}]


def _pnl_snapshot(rng, hh, book):
    rows = []
    tot = 0
    for pair, pos, px, dp in book:
        mtm = px * (1 + rng.uniform(-0.0015, 0.0015))
        pnl = int(rng.uniform(-45000, 60000)) if pos else 0
        tot += pnl
        rows.append(f"{pair:<10}{pos:>9}   {mtm:>11.{dp}f}   {pnl:>+10,}")
    gross = sum(abs(float(p.rstrip('m'))) for _, p, _, _ in book)
    var = rng.uniform(0.9, 2.1)
    return (f"📊 PnL snapshot {hh:02d}:00Z (USD, MTM vs LSEG mid / BFIX)\n```\n"
            f"{'pair':<10}{'pos':>9}   {'mtm':>11}   {'day pnl':>10}\n" + "\n".join(rows) +
            f"\n{'-' * 46}\ntotal day {tot:+,} · gross {gross:.1f}m · VaR(1d,99) {var:.2f}m"
            f" · algo IS today {rng.uniform(-0.6, 1.4):+.2f} pips avg\n"
            f"ccy delta (USD eq): JPY {rng.uniform(-20, 180):+.1f}m · INR {rng.uniform(-60, -10):+.1f}m · "
            f"KRW {rng.uniform(5, 25):+.1f}m · AUD {rng.uniform(10, 45):+.1f}m · NZD {rng.uniform(-45, -10):+.1f}m · "
            f"EUR {rng.uniform(-2, 2):+.1f}m\n"
            f"fwd pts carry/day {rng.randint(-4000, 9000):+,} · fx vega (RR book) {rng.randint(-30, 60):+,}k · "
            f"theta {rng.randint(-9000, -500):+,}\n"
            f"realised {rng.randint(-30000, 50000):+,} · unrealised {rng.randint(-40000, 60000):+,} · "
            f"fees/brokerage {-rng.randint(800, 6000):,} · marks age {rng.randint(2, 40)}s\n"
            "NDF ladder (USD m):  1W    1M    2M    3M    6M\n"
            f"  USDINR         {rng.randint(-5, 5):>5} {rng.randint(-5, 5):>5} {rng.randint(-5, 5):>5} "
            f"{rng.randint(20, 90):>5} {rng.randint(-5, 5):>5}\n"
            f"  USDKRW         {rng.randint(-5, 5):>5} {rng.randint(-30, -5):>5} {rng.randint(-5, 5):>5} "
            f"{rng.randint(-5, 5):>5} {rng.randint(-5, 5):>5}\n"
            f"  USDTWD         {0:>5} {0:>5} {0:>5} {0:>5} {0:>5}\n"
            f"top risk: USDJPY delta {rng.uniform(0.8, 1.6):.2f}m/big fig · INR 3M pts "
            f"{rng.randint(2, 9)}k/paise · RR vega {rng.randint(5, 40)}k/vol · KRW {rng.randint(1, 6)}k/won\n"
            f"limits used: NOP {rng.randint(30, 75)}% · VaR {rng.randint(35, 80)}% · stop-loss budget "
            f"{rng.randint(5, 40)}%\n"
            f"marks: LSEG mid {rng.randint(1, 9)}s old · BFIX last {rng.randint(0, 29)}m ago · fwd curve {rng.choice(['LSEG', 'BBG'])}\n```")


def _trace_newsbridge(rng):
    item = rng.randint(7000000, 7999999)
    ln = rng.randint(180, 260)
    return (f"newsbridge ▸ ERROR rendering item nb-{item} (retry {rng.randint(1, 3)}/3, kind=eco_print)\n"
            "```\nTraceback (most recent call last):\n"
            f"  File \"/opt/newsbridge/app/worker.py\", line {ln}, in handle_item\n"
            "    embed = render_embed(item, tpl=self.templates[item.kind])\n"
            f"  File \"/opt/newsbridge/app/render.py\", line {rng.randint(80, 99)}, in render_embed\n"
            "    fields = [_field(k, item.meta[k]) for k in tpl.field_keys]\n"
            f"  File \"/opt/newsbridge/app/render.py\", line {rng.randint(80, 99)}, in <listcomp>\n"
            "    fields = [_field(k, item.meta[k]) for k in tpl.field_keys]\n"
            "  File \"/opt/newsbridge/app/meta.py\", line 41, in __getitem__\n"
            "    return self._raw[self._alias.get(key, key)]\n"
            "KeyError: 'consensus'\n\nDuring handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            "  File \"/opt/newsbridge/venv/lib/python3.11/site-packages/aiohttp/web_protocol.py\", line 452, in _handle_request\n"
            "    resp = await request_handler(request)\n"
            "  File \"/opt/newsbridge/app/http.py\", line 77, in ingest\n"
            "    await self.queue.put(await self.worker.handle_item(item))\n"
            f"  File \"/opt/newsbridge/app/worker.py\", line {ln + 9}, in handle_item\n"
            "    raise RenderError(item.id, exc) from exc\n"
            f"app.errors.RenderError: nb-{item}: template eco_print needs field 'consensus'\n```\n"
            "item parked in dead-letter queue `nb-dlq` · on-call: @newsbridge-oncall")


def _trace_fix(rng):
    sess = rng.choice(["TY3-ALGO-02", "LD4-ALGO-07", "SG1-NDF-01"])
    seq = rng.randint(40000, 99000)
    return (f"tempo-algo ▸ WARN FIX session {sess} dropped (heartbeat timeout 30s), auto-reconnect in 5s\n"
            "```\nquickfix.SessionNotFound: Session not found: FIX.4.4:TEMPO->" + sess.split('-')[0] + "MKT\n"
            "\tat quickfix.Session.sendToTarget(Session.java:652)\n"
            "\tat quickfix.Session.sendToTarget(Session.java:618)\n"
            "\tat io.tempo.algo.venue.FixVenueAdapter.send(FixVenueAdapter.java:211)\n"
            "\tat io.tempo.algo.slicer.ChildOrderDispatcher.dispatch(ChildOrderDispatcher.java:148)\n"
            "\tat io.tempo.algo.slicer.TwapScheduler.onTimer(TwapScheduler.java:97)\n"
            "\tat io.tempo.algo.core.EventLoop.runOnce(EventLoop.java:303)\n"
            "\tat io.tempo.algo.core.EventLoop.run(EventLoop.java:261)\n"
            "\tat java.base/java.lang.Thread.run(Thread.java:1583)\n"
            "Caused by: java.net.SocketTimeoutException: Read timed out\n"
            "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
            "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n"
            "\tat org.apache.mina.transport.socket.nio.NioProcessor.read(NioProcessor.java:273)\n"
            "\t... 11 more\n```\n"
            f"last inbound seq={seq} · outbound seq={seq + rng.randint(2, 9)} · children paused: 0 · "
            "no parent orders affected (slices re-queued on primary)")


def _trace_pnl(rng):
    return ("pnl-snap ▸ snapshot job failed, will retry at next slot\n```\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/pnlsnap/jobs/snapshot.py\", line 63, in run\n"
            "    marks = self.marks.fetch(pairs, asof=slot)\n"
            "  File \"/srv/pnlsnap/marks/lseg.py\", line 118, in fetch\n"
            "    rows = self._db.execute(SQL_MARKS, {'pairs': pairs, 'asof': asof}).fetchall()\n"
            "  File \"/srv/pnlsnap/venv/lib/python3.11/site-packages/sqlalchemy/engine/base.py\", line 1412, in execute\n"
            "    return meth(self, distilled_params, execution_options or NO_OPTIONS)\n"
            "  File \"/srv/pnlsnap/venv/lib/python3.11/site-packages/sqlalchemy/engine/base.py\", line 1967, in _exec_single_context\n"
            "    self._handle_dbapi_exception(e, str_statement, effective_parameters, cursor, context)\n"
            "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "
            f"\"marks-db.internal\" (10.40.{rng.randint(1, 9)}.{rng.randint(10, 250)}), port 5432 failed: "
            "Connection timed out\n\tIs the server running on that host and accepting TCP/IP connections?\n"
            "(Background on this error at: https://sqlalche.me/e/20/e3q8)\n```")


def _engine_status(rng, hh):
    rows = []
    for venue, sess in (("EBS Market", "LD4-ALGO-07"), ("LSEG Matching", "LD4-ALGO-03"), ("Cboe FX", "NY4-ALGO-01"),
                        ("EBS Tokyo", "TY3-ALGO-02"), ("360T RFQ", "FRA-RFQ-02"), ("FXall RFQ", "LD4-RFQ-01"),
                        ("NDF SEF", "SG1-NDF-01")):
        rows.append(f"| {venue} | {sess} | UP | {rng.randint(0, 60)} | {rng.choice([0, 0, 0, 1, 2])} | "
                    f"{rng.uniform(0.9, 3.5):.1f}ms | {rng.uniform(5, 19):.1f}ms |")
    return (f"tempo-algo ▸ engine status {hh:02d}:30Z\n"
            "| venue | session | state | child fills 4h | rejects | p50 ack | p99 ack |\n"
            "|---|---|---|---|---|---|---|\n" + "\n".join(rows) +
            f"\nmd: 7/7 feeds · clock skew {rng.randint(3, 40)}µs (PTP) · cpu {rng.randint(11, 38)}% · "
            f"gc pauses p99 {rng.uniform(0.4, 2.5):.1f}ms · config rev {rng.randint(300, 399)} · participation cap 15% "
            "enforced · kill-switch armed")


def _credit_util(rng, hh):
    cps = ["GS-LDN", "JPM-LDN", "CITI-SG", "HSBC-HK", "BARC-LDN", "DB-LDN", "NOMURA INTL LDN", "SBI LDN",
           "SCB SG", "UBS ZRH", "MUFG TKY", "BNP PAR", "SOCGEN PAR", "MS LDN", "BOFA LDN", "ANZ SYD"]
    rows = [f"{c:<17}{rng.randint(18, 88):>4}%  {rng.choice(['settle', 'PFE', 'settle', 'DV01'])}" for c in cps]
    return (f"credit-sentinel ▸ intraday utilisation {hh:02d}:00Z (informational)\n```\n"
            f"{'cpty':<17}{'util':>5}  line\n" + "\n".join(rows) +
            f"\n```\nlines checked {len(cps) + rng.randint(30, 40)} · soft cap 90% · hard cap 100% · "
            "no new alerts this run")


_VOX_COLOUR = [
    ("Tom Hale ↔ Tullett London", "yeah tom its mike at tullett just a bit of colour on cable vols um one "
     "month atm is trading around seven point nine eight point one nothing much going through skew is "
     "still bid for sterling puts after the cpi thing people are paying for downside into the boe and uh "
     "there was a decent size going through in three month earlier but that was a corporate not a fund "
     "so read into it what you like no no i dont have an axe either way just keeping you posted yeah "
     "and the risk reversals in euro are quiet as anything yeah cheers speak later", (7.4, 11.0)),
    ("Priya S ↔ ICAP London", "hi priya its sam at icap on the imm rolls yeah so december we're seeing "
     "plenty of interest both ways euro dollar spot december i'd call it fifty seven sixty ish and it "
     "feels like the real money are rolling early this year dont ask me why uh sterling is a bit thinner "
     "nobody really showing size in the one year yeah if you want i can put you in touch on the "
     "turn as well but theres nothing really to do there its been rock solid okay no problem ill come back "
     "if something real shows up bye", (9.0, 15.0)),
    ("Aditi K ↔ Tradition Singapore", "hello aditi yes good morning tradition singapore here so krw one month "
     "is uh one four one something very choppy after the trade data lot of exporters selling above the big "
     "figure and some offshore buyers on dips the boK was seen smoothing earlier thats what the locals say "
     "anyway tw d three month points paying interest from the lifers yeah they are hedging like every "
     "november no we dont have anything firm for you right now just colour haan ok i will call if i see "
     "something thank you bye", (3.2, 6.0)),
    ("Aditi K ↔ ICAP Mumbai", "haan aditi madam namaste icap se bol raha hoon haan usdinr three month ndf ka "
     "thoda colour tha bas kal raat se offshore mein thoda demand aaya tha kuch funds ne kharida tha lekin "
     "subah onshore open pe rbi ki supply ke reports aaye toh sab shaant ho gaya abhi points bhi thode soft hain "
     "one year ka bhi similar haan koi bada interest nahi dikh raha kisi taraf se haan theek hai agar kuch "
     "firm chahiye toh bata dena main price le aaunga abhi sirf indication hai theek hai dhanyavaad", (3.5, 7.0)),
    ("Rohan M ↔ BGC Tokyo", "hai rohan san ken from bgc tokyo yeah so dollar yen the fix was a bit "
     "weird today big buying into the fix then it just faded um importers as usual and some macro "
     "names selling the rally you know after the mimura comments people are nervous nobody wants to be "
     "the one buying the top yeah no no interest from us just telling you what we see ok thanks bye", (3.3, 5.0)),
]


_VOX_TAILS = [
    " um and one more thing the platform guys are changing the voice line numbers next week so if you "
    "cant get through on the usual line try the mobile yeah ill send the list round by email later",
    " oh and before i forget the desk dinner thing is on thursday if you guys are still coming let me "
    "know numbers by tomorrow yeah we booked the usual place near the office",
    " also compliance here asked us to remind everyone that indications are indications not firm prices "
    "so if you want anything firm just ask for it explicitly yeah sorry its the new policy",
]


def _vox_colour(rng, t_rel_ms, pair):
    peer, body = pair[0], pair[1]
    body = body + rng.choice(_VOX_TAILS)
    ist = t_rel_ms // 60000 + 330
    return (f"🎙️ voxscribe · call {ist // 60 % 24:02d}:{ist % 60:02d} IST · line {rng.randint(1, 4)} · {peer} "
            f"(auto transcript, unverified, conf {rng.uniform(0.71, 0.93):.2f})\n" + body)


def _trace_vox(rng):
    return ("voxscribe ▸ ERROR transcription worker crashed, call re-queued\n```\n"
            "Traceback (most recent call last):\n"
            "  File \"/srv/voxscribe/worker/run.py\", line 142, in transcribe\n"
            "    segments = self.model.transcribe(audio, language=hint, beam_size=5, vad_filter=True)\n"
            "  File \"/srv/voxscribe/venv/lib/python3.11/site-packages/faster_whisper/transcribe.py\", line 1176, in transcribe\n"
            "    encoder_output = self.encode(segment)\n"
            "  File \"/srv/voxscribe/venv/lib/python3.11/site-packages/faster_whisper/transcribe.py\", line 1538, in encode\n"
            "    return self.model.encode(features, to_cpu=to_cpu)\n"
            "RuntimeError: CUDA failed with error out of memory\n```\n"
            f"gpu0 mem {rng.randint(22, 24)}.{rng.randint(0, 9)}/24.0 GiB · queue depth {rng.randint(1, 6)} · "
            "fallback to cpu model in 60s if it repeats")


# ----------------------------------------------------------------------------------------
# chatter banks (neither hard nor noise)

# chatter (neither hard nor noise): (window UTC hours or None, [(who, text), ...follow-ups])
CHAT_SHORT = [
    ((3.2, 3.5), [("rohan", "gm sab")]),
    ((3.3, 3.8), [("aditi", "gm. onshore open thoda soft lag raha hai")]),
    ((3.5, 4.0), [("karan", "morning team, aaj corporates kaafi active honge month-end se pehle")]),
    ((3.4, 6.0), [("rohan", "yen aaj bahut jumpy hai yaar, tokyo fix ke baad bhi")]),
    ((3.3, 5.0), [("aditi", "360T pe NDF spreads subah se wide hain, 3M pe 2 paise ka farak")]),
    (None, [("rohan", "koi LD4 latency dekh raha hai? mere screen pe EBS thoda lag kar raha"),
            ("aditi", "nahi mere pe theek hai, apna VPN check karo")]),
    ((3.3, 9.5), [("vikram", "risk meeting 4 baje IST, sab aa jana. slides Priya bhejegi London se")]),
    ((5.5, 7.0), [("karan", "lunch mein kya mangwa rahe ho? main pav bhaji bol raha hoon"),
                  ("rohan", "mere liye bhi ek")]),
    ((3.5, 7.8), [("aditi", "FBIL ref 1:30 pe aayega, uske baad NDF points dekhte hain")]),
    (None, [("rohan", "Refinitiv matching pe depth aaj theek hai, 5m clips easily ja rahe")]),
    ((3.6, 8.0), [("aditi", "exporters upar ke levels pe bech rahe hain onshore, bank dealers bata rahe")]),
    (None, [("karan", "ek PSU bank ka dealer bol raha tha oil companies ka demand kal se zyada hai")]),
    ((3.2, 5.0), [("vikram", "sab log apne algo params ek baar check kar lo, kal wala participation cap bug fix hua hai")]),
    (None, [("rohan", "TY3 pe ek session flap hua tha 2 min ke liye, ab stable hai")]),
    ((3.0, 3.9), [("aditi", "KRW onshore lunch break mein dead hai, 1:00 KST ke baad dekhte hain")]),
    ((3.6, 6.8), [("karan", "client calls aaj kam hain, sab UK CPI ka wait kar rahe")]),
    (None, [("rohan", "chai peene ja raha hoon 10 min, screens pe koi rehna"), ("aditi", "theek hai main hoon")]),
    ((8.5, 12.5), [("vikram", "reminder: month-end WMR fix pe koi bada algo mat lagana bina bataye")]),
    ((3.2, 4.5), [("rohan", "aaj ka TWAP slicer naya version pe hai na? deploy dekha tha raat ko"),
                  ("aditi", "haan v4.18 hai, curve change sirf NDF fix window ke liye hai")]),
    (None, [("karan", "Singapore se ek hedge fund ka call aaya tha, bas colour maang rahe the")]),
    (None, [("aditi", "aaj TWD bhi move kar raha hai, lifers ka hedging season hai")]),
    (None, [("vikram", "compliance ne bola hai voice recordings ka naya retention policy, mail padh lena")]),
    (None, [("rohan", "EBS pe kisi ne bada iceberg chhoda hai big figure pe lagta hai")]),
    (None, [("aditi", "onshore forward premia thoda upar aaya, 1Y wala")]),
    (None, [("karan", "IT exporters ke treasury wale aaj chup hain, unusual")]),
    ((3.2, 6.0), [("vikram", "kal ka post-trade TCA report sab dekh lena, slippage summary achha hai")]),
    (None, [("rohan", "ye newsbridge ka embed format naya hai kya? fields zyada aa rahe")]),
    (None, [("aditi", "KFTC18 fixing ke time pe liquidity patli ho jati hai, dhyan rakhna")]),
    (None, [("rohan", "bhai Reuters terminal hang ho gaya, restart kar raha hoon")]),
    ((3.6, 7.0), [("karan", "aaj RBI ka koi speaker hai kya? calendar mein dikh nahi raha"),
                  ("aditi", "nahi, kal hai. aaj sirf data flow")]),
    (None, [("vikram", "new joinee Monday se aa raha hai, algo permissions ka ticket raise kar dena")]),
    (None, [("rohan", "TWAP ka UI phir se timezone IST dikha raha hai, bug report daal diya")]),
    ((3.3, 4.6), [("aditi", "mumbai rain ki wajah se aadha office late hai aaj")]),
    (None, [("karan", "Gift city wale desk ka bhi call aaya tha, woh bhi RBI dekh rahe")]),
    (None, [("rohan", "spot-next roll rates kal se change nahi hue")]),
    ((6.0, 9.5), [("vikram", "ok sab, main 30 min ke liye CFO ke saath hoon, urgent ho to call karna"),
                  ("aditi", "samajh gayi")]),
    ((5.0, 7.0), [("rohan", "Tokyo lunch ke baad yen thoda bid hua tha, ab wapas")]),
    (None, [("karan", "ek corporate ne pucha NDF vs onshore forward basis kitna hai, bata diya")]),
    (None, [("rohan", "aaj pehli baar VWAP curve ne KRW mein sahi shape diya")]),
    (None, [("vikram", "weekly review Friday ko, apne trades ke notes ready rakhna")]),
    ((3.3, 6.5), [("aditi", "BoK ka smoothing subah se dikh raha, big figure ke paas offers")]),
    (None, [("rohan", "arre ye px-alert itne kyun aa rahe hain, rule thresholds tight hain")]),
    (None, [("aditi", "Karan bhai, woh client ka settlement instruction mail kar dena ops ko"),
            ("karan", "haan bhej diya tha 10 min pehle")]),
    ((6.5, 6.66), [("tom", "morning all"), ("aditi", "morning Tom 👋")]),
    ((7.0, 7.5), [("priya", "morning! Tokyo left us a lively yen")]),
    (None, [("tom", "EBS feels thin this morning, top of book keeps flickering")]),
    ((8.2, 10.6), [("priya", "who's covering the 11:00 with risk? I'm in the funding call"),
                   ("tom", "I'll do it, send me the slides")]),
    (None, [("priya", "tea? going now"), ("tom", "flat white pls")]),
    ((7.0, 15.8), [("tom", "WMR previews look heavy on EUR selling into the 4pm, fwiw")]),
    (None, [("priya", "IMM rolls starting to trickle in from the real money side")]),
    ((9.7, 11.0), [("tom", "LSEG matching had a 90s hiccup at 09:41, anyone else see it?"),
                   ("priya", "yep, saw rejects on two child slices, re-queued fine")]),
    (None, [("tom", "vol feels cheap across the front end but nobody's paying")]),
    (None, [("priya", "funding desk says turn pricing is normal this year, no drama into year-end so far")]),
    ((10.0, 12.0), [("tom", "Currenex stream from one LP went stale for a bit, dropped them from the algo venue list for an hour")]),
    ((11.0, 14.8), [("priya", "ops asking for the NDF fixing confirms by 3pm")]),
    ((7.1, 17.0), [("tom", "cable doing cable things")]),
    (None, [("priya", "heading into the ALM call, ping me if anything needs me")]),
    ((16.6, 17.2), [("tom", "NY in yet? need someone to sit on the book after 5"), ("jake", "here, hi London"),
                    ("tom", "cheers Jake. nothing exciting, stops are all in OMS")]),
    ((14.0, 16.9), [("priya", "sending the forward points curve to Mumbai for tomorrow's open")]),
    (None, [("tom", "TCA for yesterday is out, VWAP IS was better than TWAP across the board")]),
    ((12.0, 17.0), [("priya", "the swaps blotter is reconciled, 2 breaks were just timing")]),
    (None, [("tom", "Cboe FX full amount stream looks tighter than usual")]),
    (None, [("priya", "anyone know if the IMM date list in the OMS got updated for next year?"),
            ("tom", "I think ops did it last week")]),
    (None, [("tom", "screens flashed a Bailey headline but it was from yesterday")]),
    ((11.0, 12.7), [("priya", "Priya out 13:00-13:45, dentist 🙃")]),
    (None, [("tom", "desk drinks Thursday? I'll book somewhere near Bank"), ("priya", "in")]),
    (None, [("tom", "spot/next and tom/next look sensible, nothing funky")]),
    ((14.8, 16.2), [("priya", "Mumbai team, London handover note will be a bit late today")]),
    (None, [("tom", "the algo dashboards are slow again, raised with platform")]),
    (None, [("priya", "if anyone needs the 1W points I've got them on my sheet")]),
    (None, [("tom", "EURUSD big figure has been magnetic all week")]),
    ((12.6, 15.0), [("jake", "NY is quiet so far, everyone waiting for the auction")]),
    ((7.2, 17.0), [("tom", "rates desk says gilts are all over the place today")]),
]

CHAT_LONG = [
    (None, [("rohan", "yaar aaj EBS pe ek ajeeb pattern dikh raha hai — har 30 second pe 5m ka bid aata hai 10 pip neeche "
             "aur 200ms mein cancel. koi market maker test kar raha hai ya kisi ka algo buggy hai. hamare "
             "slicer pe koi asar nahi, spread filter usko ignore kar raha hai, bas bata raha tha")]),
    (None, [("aditi", "onshore dealers se baat hui: PSU banks aaj subah se dono taraf hain, oil companies ka month-end "
             "demand abhi tak poora nahi hua, aur FPI bond outflows thode kam hue hain. NDF-onshore basis 3M pe "
             "thoda widen hua, arbitrage wale log active hain. kuch khaas nahi, bas colour")]),
    (None, [("vikram", "sab log ek baat dhyan rakhna — jab bhi algo pe manual override karo (participation badhana, limit "
             "hatana), thread mein likh do kyun. compliance ne last audit mein pucha tha aur humare paas sirf "
             "OMS logs the. chat mein reason hona chahiye, warna review mein time waste hota hai")]),
    (None, [("karan", "corporate side pe aaj teen calls aaye: ek pharma exporter 6M forward ke liye quotes maang raha tha, "
             "ek auto company ka treasury sirf RBI ka view pooch raha tha, aur ek MNC subsidiary dividend "
             "repatriation ka plan bana rahi hai next month. sab sales blotter mein hai, desk ke liye koi action nahi")]),
    ((9.8, 13.0), [("tom", "quick note on the LSEG matching hiccup at 09:41: two child slices got rejected with 'market closed' "
                   "for about 90 seconds, the engine re-queued them on EBS within the spread filter, so no harm done. "
                   "platform raised a ticket with LSEG, they've acknowledged an issue on one of their gateways")]),
    (None, [("priya", "funding update for anyone who cares: o/n and tom/next in EUR and USD behaving normally, the "
             "year-end turn is pricing about where it did last year, and the IMM roll volume is running maybe 20% "
             "ahead of the same point last quarter. nothing dramatic, just early")]),
    ((8.6, 16.0), [("tom", "for the new joiner's benefit: when the algo says 'resized by risk' it means credit-sentinel cut the "
                   "parent because a counterparty line was near the soft cap; it doesn't mean the algo decided anything. "
                   "check the credit message above it to see which line")]),
    (None, [("rohan", "TCA dekha kal ka — TWAP on USDJPY 0.6 pip kharab tha kyunki tokyo fix ke paas slices the. aaj maine "
             "blackout window sahi set kiya hai, 00:50-00:58Z. baaki pairs pe VWAP better raha, NDF pe TWAP "
             "abhi bhi theek hai kyunki volume profile patla hai")]),
    ((6.6, 12.4), [("aditi", "KFTC18 fixing ke baad KRW mein hamesha ek chhota move aata hai, last 20 din ka data dekha — average "
                    "1.8 won, zyada tar exporters ki wajah se. interesting hai but isme kuch karne layak nahi, bas "
                    "algo blackout window ko 5 min aur badhana chahiye shayad, platform se baat karungi")]),
    (None, [("priya", "reminder for London: the new OMS screen for swaps shows near and far legs separately now, so the "
             "points column is the far-minus-near, not the all-in forward. had two people confused by it "
             "yesterday. ops has a one-pager, I'll pin it in the ops channel")]),
    ((7.5, 12.5), [("vikram", "London team — kal Mumbai mein public holiday nahi hai, normal desk rahega. next week Thursday ko "
                    "half day hai, uske liye Tom aur Priya early cover kar lena Asia ka, roster sheet update kar diya hai")]),
    ((16.8, 17.4), [("tom", "Jake, when you're in: nothing working overnight except the stops in OMS, the RR book is small, "
                     "and if the credit bot shouts about Nomura again it's the same breach as this afternoon, credit-ops "
                     "has it. call Vikram's mobile only if something actually breaks"),
                    ("jake", "got it, thanks Tom. NY options desk is quiet, we'll keep an eye on the Asia open for you. "
                     "auction later might move the front end a bit but nothing that should matter for your book")]),
    (None, [("karan", "Gift City desk se call tha — unke paas bhi RBI ke supply ke reports hain, same levels. unke clients "
             "bhi importers hain mostly. unhone pucha ki hamara algo NDF pe kaise perform kar raha hai, maine "
             "bola TCA report share karenge after compliance ok")]),
    ((3.3, 6.0), [("rohan", "EBS Tokyo pe aaj subah latency spike tha, p99 40ms tak gaya tha 01:10Z ke aas paas. engine ne "
                   "khud ko throttle kar liya, koi reject nahi aaya. platform ko mail kar diya with screenshots")]),
    (None, [("priya", "anyone else finding the newsbridge embeds noisier since the template change? they've added "
             "a background paragraph to every headline which is nice for context but makes the channel harder "
             "to scan on mobile. I'll feed it back to the platform team")]),
    (None, [("aditi", "TWD ka ek observation: lifers ka hedging ratio change hone ke baad se 3M points mein paying "
             "interest zyada dikh raha hai, especially Tokyo afternoon mein. CBC ka smoothing bhi mostly usi "
             "time hota hai. abhi watch pe hi hai, bas notes bana rahi hoon weekly review ke liye")]),
    ((12.2, 15.0), [("tom", "the Currenex LP that went stale earlier is back, their stream was frozen for about four minutes. "
                     "I've put them back in the VWAP venue list but with a lower weight until platform confirms what "
                     "happened. if anyone sees weird fills from them flag it in here")]),
    (None, [("vikram", "weekly review ke liye har koi apne top 3 trades aur top 3 mistakes likh ke laana. TCA numbers "
             "Rohan nikaal dega. aur haan, voice transcripts pe dhyan do — jo broker colour hai woh "
             "transcript mein hota hai, usko trade samajh ke blotter mein mat daalna")]),
    (None, [("priya", "ops flagged that two of yesterday's swap confirms came back with the wrong far date (they used "
             "the IMM date from the old calendar). corrected now, no economic impact, but double-check the far "
             "leg date on anything IMM-related this week please")]),
    (None, [("rohan", "tempo ka naya dashboard thoda better hai — ab har child slice ka venue, ack latency aur spread "
             "ek hi row mein dikhta hai. bas filter by parent abhi kaam nahi kar raha, ticket daal diya hai")]),
    ((19.0, 20.8), [("jake", "NY options: vols drifting lower into the close, nobody wants to pay theta into a quiet Asia "
                     "open. skew in USDJPY unchanged from London. if you want screens on anything overnight shout")]),
    (None, [("karan", "ek SG family office ne pucha ki hum NDF algo as a service dete hain kya — maine bola abhi sirf "
             "internal hai. unka interest KRW aur TWD mein hai, 10-20m clips. Vikram bhai ko mail kar diya "
             "details ke saath, jab time mile dekh lena")]),
    (None, [("tom", "small thing: the OMS now shows the algo parent id next to the ticket in the blotter, so if you're "
             "reconciling fills against tempo you can search by ALG id directly. saves a lot of faffing")]),
    ((3.5, 7.5), [("aditi", "FBIL ref ke aas paas humara NDF-TWAP blackout 10 min ka hai, lekin aaj dekha ki 2 min pehle se hi "
                   "spreads widen ho jate hain. platform ko bolungi window 07:53 se shuru karein. koi objection?"),
                  ("vikram", "theek hai, platform ko bol do. bas change ticket mein likh dena")]),
    (None, [("priya", "IMM calendar for next year is finally loaded in the OMS, I checked March and June against the "
             "published dates. the swap pricer picks it up automatically from tomorrow")]),
    ((3.3, 6.0), [("rohan", "Tokyo fix ke baad jo dump aaya tha USDJPY mein, woh ek hi bank ka flow tha shayad — EBS pe same "
                   "size ke 20m clips har 2 second. hamara slicer us waqt pause pe tha blackout ki wajah se, achha hua")]),
    (None, [("aditi", "NDF SEF pe aaj SG1 session ne 2 baar reconnect kiya. platform bol raha hai certificate "
             "rotation tha, planned maintenance. mail mein nahi tha yaar, next time pehle batana chahiye")]),
    ((11.0, 16.0), [("tom", "for the record, the cable vol the brokers were talking about this morning was mostly one corporate "
                     "rolling a hedge, per the Tullett guy. nothing to read into it, just answering Priya's question "
                     "from earlier about why 1M traded up")]),
    ((14.0, 16.9), [("priya", "I'm going to rebuild the points sheet tonight so it pulls the IMM dates from the OMS directly "
                     "instead of my hardcoded list. should stop the far-date confusion for good")]),
    ((12.4, 13.4), [("vikram", "aaj ka din theek tha sab ke liye. ek request: jab bhi koi headline aaye jo humare book ko touch "
                     "karti hai, thread mein ek line likh do ki humne kya socha — action ya no action. baad mein "
                     "review mein bahut kaam aata hai")]),
    (None, [("karan", "client side pe ek aur baat: do corporates ne pucha ki hum NDF fixings ka calendar share kar sakte hain "
             "kya. ops se public wala bhijwa diya, internal wala nahi")]),
]


# ----------------------------------------------------------------------------------------


def build_day(rng: random.Random, ci: int, di: int, t0: int, day_dt: datetime) -> Day:
    D = Day(rng, ci, di, t0)
    first = (ci == 0 and di == 0)
    R = rng

    # market levels for the day
    jpy = R.uniform(149.6, 154.4)
    eur = R.uniform(1.1450, 1.1850)
    gbp = R.uniform(1.3050, 1.3450)
    an = R.uniform(1.1180, 1.1420)
    inr = R.uniform(88.20, 89.30)
    krw = R.uniform(1386.0, 1438.0)
    twd = R.uniform(31.20, 32.60)
    f2 = lambda x: f"{x:.2f}"
    f3 = lambda x: f"{x:.3f}"
    f4 = lambda x: f"{x:.4f}"
    f5 = lambda x: f"{x:.5f}"

    imm = next_imm(day_dt)
    imm_label = f"{_MONTHS[imm.month - 1]} IMM ({imm.day}-{_MONTHS[imm.month - 1]})"
    imm_code = f"IMM-{_MONTHS[imm.month - 1].upper()}{imm.year % 100}"

    # open book (held) and watchlist
    book_jpy = R.choice([60, 80, 100])
    book_inr = R.choice([20, 30, 40])
    book_an = R.choice([15, 25, 30])
    book_krw = R.choice([10, 15, 20])
    pnl_book = [("USDJPY", f"-{book_jpy}.0m", jpy, 3), ("USDINR3M", f"+{book_inr}.0m", inr, 3),
                ("AUDNZD", f"+{book_an}.0m", an, 5), ("USDKRW1M", f"-{book_krw}.0m", krw, 2),
                ("EURUSD", "0.0m", eur, 5), ("GBPUSD", "0.0m", gbp, 5)]

    # ---------------------------------------------------------------- optional episodes
    optional = ["krw", "gbp", "rr", "swap_ack", "inr_route", "snb_nr"]
    R.shuffle(optional)
    sizes = {"krw": 5, "gbp": 6, "rr": 3, "swap_ack": 1, "inr_route": 1, "snb_nr": 1}
    jpy_children = R.choice([2, 3])
    eur_children = 1
    core = 34 + jpy_children + eur_children
    budget = R.randint(36, 45)
    chosen = {"gbp"} if first else set()
    tot = core + (sizes["gbp"] if first else 0)
    for o in optional:
        if o not in chosen and tot + sizes[o] <= budget:
            chosen.add(o)
            tot += sizes[o]

    # ================================================================ overnight / Tokyo
    # credit daily heartbeat
    k = D.post(D.at(0, 30, jitter=120), "credit",
               f"✅ credit-sentinel daily ▸ all counterparty lines within limits · {R.randint(41, 52)} lines checked · "
               f"max util {R.randint(61, 79)}% ({R.choice(['GS-LDN', 'JPM-LDN', 'CITI-SG', 'HSBC-HK'])}) · settlement "
               f"+ PFE + DV01 · next run 00:30Z", kind="noise")
    if first:
        D.idiom(k, "daily all-lines-within-limits heartbeat", "not_hard")

    # RBNZ (held AUDNZD)
    t = D.at(1, 0, 4)
    ocr = R.choice(["2.25", "2.50"])
    k = D.post(t, "news", "", _news_embed(
        R, f"RBNZ cuts OCR by 25bp to {ocr}%, signals further easing likely",
        "Reserve Bank of New Zealand lowers the Official Cash Rate; statement says the committee "
        "remains open to further cuts. NZD slides across the board.",
        [("Source", "RBNZ statement"), ("Country", "New Zealand"), ("Consensus", "25bp cut"),
         ("Prior", f"{float(ocr) + 0.25:.2f}%")], "NZ", t))
    D.hard_ev(k, "held_position_news", ["RBNZ", "25bp", f"{ocr}%"], "embed")

    # Mimura / MoF (held USDJPY short)
    t = D.at(1, 40, jitter=900)
    k = D.post(t, "news", "", _news_embed(
        R, "Japan's top currency diplomat Mimura: watching yen moves with a strong sense of urgency",
        "Vice finance minister for international affairs says excessive moves are undesirable and "
        "authorities will respond appropriately; declines to comment on intervention.",
        [("Source", "MoF doorstep"), ("Country", "Japan"), ("Speaker", "Atsushi Mimura")], "JP", t))
    D.hard_ev(k, "held_position_news", ["Mimura", "yen", "urgency"], "embed")
    mimura_key = k
    D.post(t + 40_000, "alert", f"🔔 px-alert ▸ USDJPY fell through {jpy + 0.6:.2f} (bid {jpy + 0.58:.3f} / ask "
           f"{jpy + 0.59:.3f}) · rule R-114 · 1st trigger today", kind="noise")

    # unrelated news near-misses (not held / not watched)
    unrelated = [
        ("SNB's Schlegel: negative rates remain an option, franc is highly valued",
         "Swiss National Bank chairman says the bank stays ready to intervene in FX markets as needed.",
         [("Source", "SNB speech"), ("Country", "Switzerland")], "CH"),
        ("Norges Bank holds policy rate at 4.00%, sees cut in March",
         "Norway's central bank keeps rates unchanged as expected; krone little changed.",
         [("Source", "Norges Bank"), ("Country", "Norway"), ("Consensus", "hold")], "NO"),
        ("Sweden CPIF 2.9% y/y vs 2.7% expected",
         "Swedish inflation surprises to the upside; SEK firmer vs EUR.",
         [("Actual", "2.9%"), ("Consensus", "2.7%"), ("Prior", "3.1%")], "SE"),
        ("Banxico deputy governor: room for one more 25bp cut this year",
         "Mexico central bank official says inflation path allows further easing; MXN softer.",
         [("Source", "interview"), ("Country", "Mexico")], "MX"),
        ("Poland's NBP keeps main rate at 4.50%, Glapinski presser at 14:00 GMT",
         "Polish central bank holds rates; zloty steady.",
         [("Source", "NBP"), ("Country", "Poland"), ("Consensus", "hold")], "PL"),
    ]
    R.shuffle(unrelated)
    un_times = sorted(D.at(h, R.randint(0, 59), R.randint(0, 59)) for h in R.sample([2, 9, 10, 13, 14], 3))
    snb_news_key = None
    for (title, desc, fields, region), tt in zip(unrelated[:3], un_times):
        kk = D.post(tt, "news", "", _news_embed(R, title, desc, fields, region, tt), kind="near")
        if snb_news_key is None:
            snb_news_key = kk

    # ================================================================ Mumbai open
    t = D.at(3, 2, jitter=90)
    book = D.post(t, "vikram",
                  f"**Book at open ({day_dt.strftime('%d-%b')})**\n"
                  f"• USDJPY short {book_jpy}m (avg from Tue)\n• USDINR 3M NDF long {book_inr}m\n"
                  f"• AUDNZD long {book_an}m\n• USDKRW 1M NDF short {book_krw}m\n"
                  f"Watch: USDTWD 1M/3M, GBPUSD, EURUSD\nLimits as per sheet. Algo default = TWAP, cap 15%.")
    D.pin(book, t + 20_000)

    # morning note with buried thesis confirmation
    t = D.at(3, 20, jitter=240)
    mn = D.post(t, "vikram",
                "Morning note (Mumbai) 👇\n"
                "Calendar: FBIL ref 13:30 IST, UK CPI 12:30 IST, Korea trade data already out, US auction late. "
                f"{imm_label} rolls start getting busy from today, Priya tracking the points.\n"
                "Flows: onshore importers steady buyers of dollars on dips, oil companies active, IT exporters "
                "quiet. NDF volumes thinner than last week, 360T spreads wide at the open. Corporates in "
                "Korea were selling dollars into 1420 yesterday per our Seoul contacts.\n"
                "JPY: Mimura ke overnight comments ke baad hum apna USDJPY short view confirm kar rahe hain, "
                f"conviction 3/5 → 4/5; MoF is clearly uncomfortable above {int(jpy) + 2}.\n"
                "Ops: KFTC18 fixing confirms by 3pm London, voice recordings retention mail sab padh lena, "
                "algo params check karo after last night's deploy (participation cap fix).\n"
                "Systems: tempo v4.18 raat ko deploy hua, canary clean tha. TY3 pe kal ek session flap hua tha, "
                "platform ne root cause bheja hai (switch firmware), dobara ho to turant batana. Dashboards slow "
                "hain, ticket open hai.\n"
                "Admin: risk meeting 4 baje IST, weekly review Friday. Koi bhi naya counterparty onboarding "
                "ho to credit-sentinel ka limit pehle confirm karo.")
    D.hard_ev(mn, "thesis_update", ["USDJPY short view confirm", "3/5 → 4/5"], "buried")
    if first:
        D.idiom(mn, "thesis conviction change buried in a long Hinglish morning note", "thesis_update")
    D.react(mn, t + 60_000, "👍", "rohan")

    # ---------------------------------------------------------------- INR NDF
    inr_px = f2(inr)
    inr_stop = f2(inr - R.uniform(0.28, 0.40))
    t = D.at(4, 5, jitter=300)
    p_inr = D.post(t, "aditi",
                   f"[PROPOSAL] USDINR 3M NDF · BUY USD 50m @ {inr_px} · stop {inr_stop} · reason: importer "
                   "demand + oil cos, RBI ne kal neeche bid kiya tha. RFQ on 360T, 3 dealers")
    D.hard_ev(p_inr, "trade_proposal", ["USDINR 3M NDF", "BUY", "USD 50m", inr_px], "tagged")
    q = D.post(t + 70_000, "rohan", "50 ek saath ya do clips mein?", ref=p_inr, kind="near")
    D.post(t + 110_000, "aditi", "ek saath, RFQ mein chalega. 3M liquid hai aaj", ref=q)
    a_inr = D.post(t + 190_000, "vikram", "👍 send it", ref=p_inr)
    D.hard_ev(a_inr, "trade_approval", ["👍", "send it"], "reply")
    ord_inr = _oid(R, "NDF")
    fix_dt = day_dt + timedelta(days=91)
    c_inr = D.post(t + 240_000, "oms", "", [{
        "title": "Order accepted", "description": "NDF RFQ sent to 3 dealers on 360T",
        "author": "oms-fx",
        "fields": [{"name": "Pair", "value": "USDINR", "inline": True},
                   {"name": "Tenor", "value": f"3M (fix {fix_dt.strftime('%d-%b')})", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Notional", "value": "USD 50m", "inline": True},
                   {"name": "Limit", "value": inr_px, "inline": True},
                   {"name": "Trader", "value": "Aditi K", "inline": True},
                   {"name": "Account", "value": "FXALGO-MUM-NDF", "inline": True},
                   {"name": "Dealers", "value": "SBI LDN, HSBC SG, SCB SG", "inline": False},
                   {"name": "Settlement", "value": "USD cash-settled vs FBIL ref, T+2 after fixing", "inline": False}],
        "footer": f"ord {ord_inr} · venue 360T · fixing FBIL ref · pre-trade checks passed"}])
    D.hard_ev(c_inr, "trade_confirmation", [ord_inr, "BUY", "USD 50m", inr_px], "embed")
    if first:
        D.idiom(c_inr, "embed-only OMS 'Order accepted' with fields", "trade_confirmation")
    inr_fill = f2(inr - R.choice([0.01, 0.02, 0.0]))
    f_inr = D.post(t + 330_000, "oms", "", [{
        "title": "Execution report", "description": "Filled in full",
        "author": "oms-fx",
        "fields": [{"name": "Pair", "value": "USDINR 3M NDF", "inline": True},
                   {"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": "USD 50m", "inline": True},
                   {"name": "Price", "value": inr_fill, "inline": True},
                   {"name": "Cpty", "value": R.choice(["SBI LDN", "HSBC SG", "SCB SG"]), "inline": True},
                   {"name": "Quotes", "value": f"{f2(inr + 0.01)} / {inr_fill} / {f2(inr + 0.02)} (3 of 3 dealers)",
                    "inline": False},
                   {"name": "Fixing date", "value": fix_dt.strftime("%d-%b-%Y"), "inline": True},
                   {"name": "Trader", "value": "Aditi K", "inline": True}],
        "footer": f"ord {ord_inr} · venue 360T · TCA vs mid {R.uniform(-0.4, 0.6):+.1f} paise"}])
    D.hard_ev(f_inr, "trade_fill", [ord_inr, "BUY", "USD 50m", inr_fill], "embed")
    D.post(t + 360_000, "aditi", "thx", ref=f_inr, kind="noise")

    # voice colour (near-miss, no deal)
    t = D.at(4, 40, jitter=300)
    lo = inr - 0.05
    k = D.post(t, "vox",
               f"🎙️ voxscribe · call {((t - D.t0) // 60000 + 330) // 60 % 24:02d}:{((t - D.t0) // 60000 + 330) % 60:02d} IST · "
               "line 1 · Aditi K ↔ Tradition Mumbai (auto transcript, unverified)\n"
               "haan aditi good morning tradition se bol raha hoon haan so usdinr one month ndf abhi "
               f"{spell_digits(f2(lo))} {spell_digits(f2(lo + 0.04))} dikh raha hai bahut patla hai koi bada seller "
               "nahi hai bas ek do foreign banks chhota chhota de rahe hain haan sbi ne kal neeche bid kiya tha "
               "wahi level pe toh log dar rahe hain short karne mein uh three month bhi similar points wise "
               "koi change nahi haan aur onshore mein oil companies ka demand subah se tha lekin ab thoda "
               "thanda hai exporters upar bech rahe hain haan haan ek aur baat fbil ref ke time pe kal bahut "
               "volatility thi toh log fixing ke paas kam trade kar rahe hain uh krw ka bhi pooch rahi thi na "
               "aap woh singapore desk dekh raha hai main unse bolta hoon call karne ko haan haan theek hai "
               "agar kuch bada aaya toh main call karta hoon abhi interest nahi hai aapka theek hai bye bye")
    D.near.append(k)

    # ---------------------------------------------------------------- KRW NDF (optional)
    if "krw" in chosen:
        t = D.at(3, 45, jitter=400)
        krw_lvl = f2(krw)
        p = D.post(t, "aditi", f"krw 1M ndf: 20m sell karna hai {krw_lvl} ke upar, BoK smoothing dikh raha. ok?")
        D.hard_ev(p, "trade_proposal", ["krw 1M ndf", "20m", "sell", krw_lvl], "untagged")
        a = D.post(t + 150_000, "vikram", "ok kar, 20 se zyada nahi", ref=p)
        D.hard_ev(a, "trade_approval", ["ok kar", "20 se zyada nahi"], "reply")
        ord_k = _oid(R, "NDF")
        kf = f2(krw + R.choice([0.15, 0.25, 0.40]))
        fix = (day_dt + timedelta(days=30)).strftime("%Y-%m-%d")
        j = D.post(t + 420_000, "oms", json.dumps({
            "evt": "fill", "ord": ord_k, "pair": "USDKRW", "tenor": "1M", "side": "SELL",
            "qty": "USD 20m", "px": kf, "cpty": "HSBC SEL", "fix": fix, "src": "KFTC18"},
            ensure_ascii=False))
        D.hard_ev(j, "trade_fill", [ord_k, "USDKRW", "SELL", kf], "structured")
        tb = D.at(5, 55, jitter=300)
        bk = D.post(tb, "news", "", _news_embed(
            R, "Bank of Korea minutes: several members flag won weakness, FX volatility",
            "Minutes of the last policy meeting show board members concerned about the pace of "
            "won depreciation and its effect on import prices.",
            [("Source", "BoK minutes"), ("Country", "South Korea")], "KR", tb))
        D.hard_ev(bk, "held_position_news", ["Bank of Korea", "won"], "embed")
        krw_stop = f2(krw + 14)
        nr = D.post(tb + 45_000, "router",
                    f"no-route ▸ BoK minutes headline · USDKRW 1M short covered by stop {krw_stop} · "
                    "no action, not escalated", ref=bk)
        D.hard_ev(nr, "no_route_decision", ["no-route", "no action"], "structured")

    # ---------------------------------------------------------------- TWD watchlist
    if True:
        tw = D.at(5, 30, jitter=600)
        k = D.post(tw, "news", "", _news_embed(
            R, "Taiwan central bank says it will step in to curb 'irregular' TWD moves",
            "Central bank of the Republic of China (Taiwan) says lifers' hedging flows are being "
            "monitored; will act if market order is disrupted.",
            [("Source", "CBC statement"), ("Country", "Taiwan")], "TW", tw))
        D.hard_ev(k, "watchlist_news", ["Taiwan central bank", "TWD"], "embed")
        h = D.post(tw + 120_000, "rohan",
                   f"what if we bought some USDTWD 3M here? {f3(twd)} looks cheap after this", kind="near")
        D.post(tw + 200_000, "aditi", "abhi nahi, CBC ke saath ladna nahi hai", ref=h, kind="near")

    # ---------------------------------------------------------------- USDJPY 25 yards
    size = R.choice([15, 20, 25, 30])
    typo = f"{size}0"
    jpx = f2(jpy)
    part = R.choice([10, 12, 15])
    slices = R.choice([16, 20, 24])
    usd = size * 1000 / jpy
    alg = _alg(R)
    t = D.at(5, 4, jitter=420)
    bad = D.post(t, "rohan", f"bhai {typo} yards usdjpy sell kar do {jpx} pe")
    D.hard_ev(bad, "trade_proposal", ["usdjpy", "sell", f"{typo} yards", jpx], "untagged", "deleted")
    D.delete(bad, t + 35_000, f"bhai {typo} yards usdjpy")
    D.post(t + 50_000, "rohan", "oops galat size, ignore 🙈")
    p_jpy = D.post(t + 80_000, "rohan",
                   f"bhai {size} yards usdjpy sell kar do {jpx} pe. TWAP chalate hain ~40 min, {part}% participation, "
                   "Mimura ke baad ye level achha hai")
    D.hard_ev(p_jpy, "trade_proposal", ["usdjpy", "sell", f"{size} yards", jpx], "untagged")
    if first:
        D.idiom(p_jpy, "yards-sized Hinglish proposal ('sell kar do ... pe')", "trade_proposal")
    q = D.post(t + 130_000, "aditi", "size bada hai, tokyo lunch ke baad depth theek hai?", ref=p_jpy, kind="near")
    D.post(t + 170_000, "rohan", "haan EBS + matching dono pe theek hai abhi", ref=q)
    a_jpy = D.post(t + 230_000, "vikram", "haan go", ref=p_jpy)
    D.hard_ev(a_jpy, "trade_approval", ["haan", "go"], "reply")
    if first:
        D.idiom(a_jpy, "two-word Hinglish approval reply 'haan go'", "trade_approval")
    D.pin(p_jpy, t + 250_000)
    D.react(p_jpy, t + 252_000, "📌", "vikram")
    th = p_jpy  # thread started from the proposal message
    ct = t + 300_000
    c_jpy = D.post(ct, "algo",
                   f"{alg} | TWAP | USDJPY | SELL | JPY {size}bn (≈USD {usd:.1f}m) | lmt {f2(jpy - 0.15)} | "
                   f"part {part}% | slices 0/{slices} | venues EBS,LSEG,CboeFX | status=WORKING\n"
                   f"schedule: {slices} slices × ~{usd / slices:.1f}m every {2400 // slices}s · randomisation ±20% · "
                   "spread filter 1.4 pips (vol regime HIGH) · would-price off · I-would none · "
                   "kill-switch: desk head / risk · drop-copy to OMS on", thread=th)
    D.hard_ev(c_jpy, "trade_confirmation", [alg, "USDJPY", "SELL", f"JPY {size}bn", "status=WORKING"], "structured")
    D.post(ct + 20_000, "rohan", "chal gaya 👍", thread=th, kind="noise")
    child_at = sorted(R.sample(range(2, slices), jpy_children - 1)) + [slices]
    avg = jpy + 0.01
    done_usd = 0.0
    last_child = None
    for i, n in enumerate(child_at):
        px = jpy + R.uniform(-0.04, 0.03)
        q_usd = usd / slices
        done_usd += q_usd
        avg = (avg * i + px) / (i + 1)
        tt = ct + int(2400_000 * n / slices)
        line = (f"{alg}.c{n:02d} | FILL | USDJPY | SELL | USD {q_usd:.2f}m @ {f3(px)} | slices {n}/{slices} | "
                f"avg {f3(avg)} | venue {R.choice(['EBS', 'LSEG', 'CboeFX'])} | ack {R.uniform(1.1, 3.9):.1f}ms")
        kk = D.post(tt, "algo", line, thread=th)
        if n == child_at[0] and len(child_at) > 1:
            # price correction by the engine: edited
            px2 = px - 0.002
            line2 = (f"{alg}.c{n:02d} | FILL | USDJPY | SELL | USD {q_usd:.2f}m @ {f3(px2)} (corr) | "
                     f"slices {n}/{slices} | avg {f3(avg - 0.002)} | venue EBS | ack {R.uniform(1.1, 3.9):.1f}ms")
            D.edit(kk, tt + 95_000, line2)
            D.hard_ev(kk, "trade_fill", [f"{alg}.c{n:02d}", "SELL", f"USD {q_usd:.2f}m", f3(px2)],
                      "structured", "edited")
            D.superseded.append((kk, f3(px)))
            if first:
                D.idiom(kk, "pipe-separated child fill corrected by an edit", "trade_fill")
        else:
            D.hard_ev(kk, "trade_fill", [f"{alg}.c{n:02d}", "SELL", f"USD {q_usd:.2f}m", f3(px)], "structured")
        last_child = tt
        if i == 0:
            D.post(tt + 30_000, "algo", f"{alg} pacing ok · behind schedule 0.4% · spread filter on · lag p50 9ms",
                   thread=th, kind="noise")
    fin_avg = f3(jpy - R.uniform(0.0, 0.02))
    summ = D.post(last_child + 40_000, "algo",
                  f"**{alg} parent done**\n"
                  "| parent | pair | side | filled | slices | avg px | arrival | IS (pips) |\n"
                  "|---|---|---|---|---|---|---|---|\n"
                  f"| {alg} | USDJPY | SELL | JPY {size}bn | {slices}/{slices} | {fin_avg} | {f3(jpy)} | "
                  f"{R.uniform(-0.5, 1.8):+.1f} |", thread=th)
    D.hard_ev(summ, "trade_fill", [alg, "USDJPY", "SELL", f"JPY {size}bn", fin_avg], "structured")
    D.post(last_child + 90_000, "rohan", "done hai. thx tempo 🙏", thread=th, kind="noise")
    D.post(last_child + 140_000, "vikram", "achha fill hai", thread=th)
    D.post(ct + 600_000, "aditi", "EBS pe bade offers aa rahe hain 10 pip upar, koi aur bhi bech raha hai shayad. "
           "participation theek hai?", thread=th)
    D.post(ct + 660_000, "rohan", f"haan ~{part - 1}% chal raha hai, cap se neeche. slicer khud adjust kar raha, "
           "spread filter bhi 1.4 pe hai vol regime ki wajah se", thread=th)
    D.post(ct + 1_500_000, "vikram", "dekh raha hoon, pace theek hai. Tokyo close se pehle khatam ho jayega", thread=th)

    # stop/target: moved twice by editing the same message
    stop0 = jpy + 0.70
    stop1 = jpy + 0.45
    stop2 = jpy + 0.20
    tgt = f2(jpy - 1.60)
    st = last_child + 300_000
    sk = D.post(st, "rohan", f"USDJPY short (incl. new {size} yards): stop {f2(stop0)}, target {tgt}. OMS mein daal diya")
    D.edit(sk, D.at(9, 15, jitter=600), f"USDJPY short (incl. new {size} yards): stop {f2(stop1)}, target {tgt}. "
           "OMS mein daal diya (stop moved)")
    D.edit(sk, D.at(14, 40, jitter=600), f"USDJPY short (incl. new {size} yards): stop {f2(stop2)}, target {tgt}. "
           "OMS mein daal diya (stop moved again, locking in)")
    D.hard_ev(sk, "stop_or_target_change", ["USDJPY", "stop", f2(stop2), tgt], "untagged", "edited")
    D.superseded.append((sk, f2(stop0)))
    D.superseded.append((sk, f2(stop1)))
    if first:
        D.idiom(sk, "stop level moved twice by editing the same message", "stop_or_target_change")

    # near-misses around JPY
    k = D.post(D.at(6, 20, jitter=600), "rohan", f"should we sell more JPY? I mean usdjpy ek aur clip {f2(jpy + 0.5)} pe?",
               kind="near")
    D.post(D.msgs[k]["ms"] + 80_000, "vikram", "nahi, abhi limit ke paas hain. wait", ref=k, kind="near")
    if first:
        D.idiom(k, "question 'should we sell more JPY?'", "not_hard")
    old = _alg(R)
    k = D.post(D.at(6, 50, jitter=600), "rohan",
               f"kal ka {old} usdjpy {f3(jpy + R.uniform(0.3, 0.9))} avg aaya tha, 0.6 pip slippage, not great. "
               "aaj better hai", kind="near")
    if first:
        D.idiom(k, "yesterday's algo fill told as history", "not_hard")
    k = D.post(D.at(10, 30, jitter=900), "rohan",
               f"agar {f2(jpy + 0.9)} break hua toh hum {R.choice([5, 10])} yards aur add kar sakte the, bas soch raha hoon",
               kind="near")

    # forgotten client-named proposal
    t = D.at(5, 50, jitter=300)
    cp = f2(inr - 0.2)
    fk = D.post(t, "karan",
                f"Kaveri Petrochem treasury ke liye usdinr 1M buy 30m {cp} pe kar dete hain, Suresh Iyer ne "
                "phone pe confirm kiya (mob 98201 4xxxx)")
    D.hard_ev(fk, "trade_proposal", ["usdinr 1M", "buy", "30m", cp], "untagged", "forgotten")
    D.forget(fk, t + 600_000, "vikram", "Kaveri Petrochem treasury")
    D.post(t + 620_000, "vikram", "Karan client ke naam aur numbers yahan mat daalo yaar. forget kar diya. "
           "sales blotter mein daalo")
    D.post(t + 660_000, "karan", "sorry boss, noted", kind="noise")

    # observed client flow (near-miss)
    k = D.post(D.at(8, 5, jitter=400), "karan",
               f"FYI sales: SG real-money client is buying EUR, ~{R.choice([300, 400, 500])}m thru London morning via "
               "their own algo. hum sirf observe kar rahe, no axe from us", kind="near")
    if first:
        D.idiom(k, "observed client flow ('client is buying EUR')", "not_hard")

    # RBI headline (held USDINR) + thesis update
    t = D.at(6, 35, jitter=600)
    lvl = f2(inr + 0.08)
    k = D.post(t, "news", "", _news_embed(
        R, f"RBI seen selling dollars near {lvl} via state-run banks: traders",
        "Rupee recovers from session lows as the central bank is seen supplying dollars; "
        "NDF 1M points ease. Traders say intervention sizes were moderate.",
        [("Source", "FX traders"), ("Country", "India"), ("Market", "onshore + NDF")], "IN", t))
    D.hard_ev(k, "held_position_news", ["RBI", "selling dollars", lvl], "embed")
    if first:
        D.idiom(k, "headline names the central bank (RBI), not the held pair (USDINR NDF)", "held_position_news")
    rbi_key = k
    tu = D.post(t + 900_000, "aditi",
                f"view update USDINR: bullish → neutral. RBI {lvl} ke paas supply de raha hai, upside capped lag raha "
                "hai. position hold, conviction 4/5 → 2/5")
    D.hard_ev(tu, "thesis_update", ["USDINR", "bullish → neutral", "4/5 → 2/5"], "untagged")
    if "inr_route" in chosen:
        rk = D.post(t + 1_200_000, "vikram",
                    "FBIL fixing watch aur NDF roll Aditi ko route kar raha hoon, Rohan tum JPY pe raho")
        D.hard_ev(rk, "route_decision", ["NDF roll", "Aditi", "route kar raha hoon"], "untagged")

    # other desk (near-miss)
    k = D.post(D.at(R.choice([5, 6, 7]), R.randint(0, 59)), "meera",
               f"FYI from EM rates: we paid 2y INR OIS at {R.uniform(5.45, 5.85):.2f} in 500cr this morning, "
               "nothing for you guys, just in case you see the onshore move", kind="near")
    if first:
        D.idiom(k, "another desk's trade posted as FYI", "not_hard")

    # ================================================================ London
    # GBPUSD resting offer into CPI (optional)
    if "gbp" in chosen:
        t = D.at(6, 44, jitter=100)
        glvl = f4(gbp + 0.0040)
        p = D.post(t, "tom", f"cable: 30m sell limit {glvl} resting into CPI, GTC till 7:30. ok Vikram?")
        D.hard_ev(p, "trade_proposal", ["cable", "30m", "sell limit", glvl], "untagged")
        a = D.post(t + 100_000, "vikram", "haan, resting chalega", ref=p)
        D.hard_ev(a, "trade_approval", ["haan", "resting chalega"], "reply")
        ord_g = _oid(R, "LMT")
        c = D.post(t + 150_000, "oms",
                   f"oms-fx ▸ ord={ord_g} pair=GBPUSD side=SELL qty=30m px={glvl} tif=GTD-07:30Z status=WORKING venue=LSEG")
        D.hard_ev(c, "trade_confirmation", [ord_g, "GBPUSD", "SELL", "status=WORKING"], "structured")
        tc = D.at(7, 0, 2)
        actual = R.choice(["3.4", "3.5", "3.6"])
        k = D.post(tc, "news", "", _news_embed(
            R, f"UK CPI {actual}% y/y in October vs 3.8% expected",
            "Services inflation also softer than forecast; sterling drops, gilts rally.",
            [("Actual", f"{actual}%"), ("Consensus", "3.8%"), ("Prior", "3.8%"), ("Core", "3.2%")], "UK", tc))
        D.hard_ev(k, "watchlist_news", ["UK CPI", f"{actual}%"], "embed")
        cx = D.post(tc + 75_000, "oms",
                    f"oms-fx ▸ ord={ord_g} pair=GBPUSD side=SELL qty=30m status=CANCELLED by=tom.h reason=post-data")
        D.hard_ev(cx, "trade_confirmation", [ord_g, "GBPUSD", "CANCELLED"], "structured")
        D.post(tc + 110_000, "tom", "wow soft print. 2y gilts ripping")
        nr = D.post(tc + 240_000, "vikram", "UK CPI — no action for us, cable flat, not routing to anyone", ref=k)
        D.hard_ev(nr, "no_route_decision", ["no action", "not routing"], "reply")
        if first:
            D.idiom(nr, "explicit 'no action, not routing' reply to a watchlist print", "no_route_decision")

    # London morning commentary (near-miss, long)
    t = D.at(7, 25, jitter=600)
    k = D.post(t, "tom",
               "London morning thoughts, for what they're worth. Dollar is softer across the board after Tokyo, "
               "but the move has all the hallmarks of positioning rather than news: specs have been long dollars "
               "against the low yielders for weeks and the IMM data still shows a chunky yen short. If you wanted "
               "to sell dollars here you'd be selling into the hole, and the market knows MoF is watching above "
               f"{int(jpy) + 2}, so the asymmetry is obvious to everyone, which is exactly why it may not pay. Stops for the "
               "street are probably clustered above the recent highs; a flush through there would be the classic "
               "pain trade. EUR is stuck around the big figure with option expiries pinning it, and the WMR "
               "previews point to month-end selling, though those previews have been poor lately. Sterling "
               "depends entirely on the CPI print; a soft number and the market prices a Feb cut, a hot one and "
               "the buy-cable crowd gets a squeeze. In EM Asia, the RBI and the BoK are both leaning against "
               "weakness, so any dollar buying in the NDFs is really a bet against two central banks with deep "
               "pockets. Forwards: the turn is behaving, IMM rolls are early, and I see no reason to pay up for "
               "funding yet. The data calendar is light until the afternoon, so expect the algos to do most of "
               "the work in thin conditions; participation caps matter more than usual on days like this, and "
               "the fixing windows will concentrate whatever real flow there is. None of this is a recommendation, just colour for the Mumbai team before they hand "
               "over.", kind="near", files=[("usdjpy_positioning_imm.png", R.randint(41000, 98000))])
    if first:
        D.idiom(k, "long macro commentary full of buy/sell/stop words, no decision", "not_hard")

    # EURUSD VWAP with risk resize (thread)
    sz = R.choice([150, 200])
    sz2 = R.choice([100, 120]) if sz == 150 else R.choice([120, 150])
    epart = R.choice([10, 12, 15])
    lmt = f4(eur + 0.0009)
    ealg = _alg(R)
    t = D.at(8, 15, jitter=600)
    D.post(t - 300_000, "tom", "we should send the EUR soon, before the fix gets crowded", kind="near")
    pe = D.post(t, "tom", f"b {sz}m eurusd vwap {epart}% part lmt {lmt}")
    D.hard_ev(pe, "trade_proposal", ["b", f"{sz}m", "eurusd", lmt], "shorthand")
    if first:
        D.idiom(pe, "shorthand proposal 'b 150m eurusd vwap ... lmt'", "trade_proposal")
    D.post(t + 50_000, "aditi", "client ke saath saath? 😅", ref=pe)
    ae = D.post(t + 140_000, "vikram", f"ok kar, {epart}% se upar mat jana", ref=pe)
    D.hard_ev(ae, "trade_approval", ["ok kar", f"{epart}%"], "reply")
    util = R.randint(91, 97)
    rz = D.post(t + 190_000, "credit",
                f"RISK ▸ {ealg} EURUSD BUY resized {sz}m → {sz2}m · cpty line BARC-LDN {util}% used (soft cap 90%) · "
                "action=RESIZE", ref=pe)
    D.hard_ev(rz, "risk_limit", [ealg, "resized", f"{sz}m → {sz2}m", "BARC-LDN"], "structured")
    if first:
        D.idiom(rz, "risk engine resizing an algo parent on a credit line", "risk_limit")
    eth = pe
    ce = D.post(t + 230_000, "algo",
                f"{ealg} | VWAP | EURUSD | BUY | EUR {sz2}m | lmt {lmt} | part {epart}% | slices 0/24 | "
                "status=WORKING (resized by risk)", thread=eth)
    D.hard_ev(ce, "trade_confirmation", [ealg, "EURUSD", "BUY", f"EUR {sz2}m"], "structured")
    eavg = eur
    ts = t + 230_000
    picks = sorted(R.sample(range(4, 20), eur_children))
    for n in picks:
        px = eur + R.uniform(-0.0004, 0.0003)
        ts = t + 230_000 + n * 150_000
        k = D.post(ts, "algo", f"{ealg}.c{n:02d} | FILL | EURUSD | BUY | EUR {sz2 / 24:.2f}m @ {f5(px)} | "
                   f"slices {n}/24", thread=eth)
        D.hard_ev(k, "trade_fill", [f"{ealg}.c{n:02d}", "BUY", f"EUR {sz2 / 24:.2f}m", f5(px)], "structured")
    D.post(ts + 40_000, "tom", "pace looks fine, leave it", thread=eth)
    efin = f5(eur - R.uniform(0.0, 0.0003))
    es = D.post(t + 230_000 + 24 * 150_000 + 30_000, "algo",
                f"{ealg} DONE | EURUSD | BUY | EUR {sz2}m | 24/24 | avg {efin} | vwap bench {f5(eur)} | "
                f"{R.uniform(-1.2, 0.8):+.1f} pips", thread=eth)
    D.hard_ev(es, "trade_fill", [ealg, "EURUSD", "BUY", f"EUR {sz2}m", efin], "structured")
    D.post(D.msgs[es]["ms"] + 30_000, "tom", "👍", thread=eth, kind="noise")

    # SIM run (near-miss)
    salg = "ALG-SIM-" + "".join(R.choice(_ALNUM) for _ in range(4))
    k = D.post(D.at(9, 5, jitter=900), "algo",
               f"[SIM] {salg} | VWAP | EURUSD | BUY | EUR 200m | slices 24/24 | avg {f5(eur + 0.0002)} | "
               "paper=true · replay of yesterday's curve for the v4.18 check")
    D.near.append(k)
    if first:
        D.idiom(k, "[SIM] paper algo run in the same pipe format as real fills", "not_hard")

    # AUDNZD via voice broker
    sz_an = R.choice([20, 30, 40])
    anp = f4(an)
    t = D.at(8, 50, jitter=900)
    ist = (t - D.t0) // 60000 + 330
    vk = D.post(t, "vox",
                f"🎙️ voxscribe · call {ist // 60 % 24:02d}:{ist % 60:02d} IST / {(ist - 330) // 60:02d}:{(ist - 330) % 60:02d} GMT · "
                "line 2 · Tom Hale ↔ BGC London (auto transcript, unverified)\n"
                "hello hello yeah can you hear me sorry im on the other line hang on yeah morning tom its dan "
                "at bgc um how was the weekend yeah yeah same here kids football in the rain um listen quick one "
                "on the cable vols first nothing going on there one month still around eight people are just "
                "waiting for the boe so nothing for you um and euro is pinned around the big figure with the "
                "expiries so no story there either right so you asked earlier about aussie kiwi after the rbnz "
                "thing yeah so we got a real seller in the market now they are showing it at "
                f"{spell_digits(anp)} in {_SIZE_WORDS[sz_an]} could go bigger maybe that work for you "
                f"yeah go on then {_SIZE_WORDS[sz_an]} million aussie kiwi you buy at {spell_digits(anp)} lovely "
                "done done yeah value spot usual account ill send the ticket over on the screen in a sec "
                "cheers mate oh and the kiwi data overnight was a bit of a mess if you want the sheet later "
                "ill flick it across um also the aussie jobs preview the guys here think its going to be soft "
                "but they always think that dont they yeah and if you need anything in the crosses this "
                "afternoon give me a shout we have got a couple of names who like doing aussie yen and euro "
                "aussie in size lately yeah no worries speak later bye")
    D.hard_ev(vk, "trade_fill", ["aussie kiwi", "you buy", f"{_SIZE_WORDS[sz_an]} million", spell_digits(anp)], "buried")
    if first:
        D.idiom(vk, "deal done inside a messy voice transcript, price spelled out", "trade_fill")
    tf = D.post(t + 150_000, "tom", f"bought {sz_an} aussie kiwi {anp} thru bgc, ticket coming")
    D.hard_ev(tf, "trade_fill", ["bought", str(sz_an), "aussie kiwi", anp], "untagged")
    D.post(t + 400_000, "tom",
           f"tbh a stop around {f4(an - 0.0060)} on aussie-kiwi would be sensible, not touching it for now though",
           kind="near")

    # FX swap: rejection then revised proposal
    pts = f"{R.uniform(38, 46):.2f}"
    pts2 = f"{R.uniform(52, 64):.2f}"
    t = D.at(10, 5, jitter=900)
    ps = D.post(t, "priya", f"[PROP] EURUSD 1M/3M sell/buy swap, EUR 200m, we pay {pts} pts (mid {float(pts) - 0.25:.2f})")
    D.hard_ev(ps, "trade_proposal", ["EURUSD 1M/3M", "sell/buy", "EUR 200m", pts], "tagged")
    rj = D.post(t + 180_000, "vikram", "nahi yaar, abhi 1M/3M mat karo, IMM tak roll karo, funding wala jhanjhat ek hi baar",
                ref=ps)
    D.hard_ev(rj, "trade_approval", ["nahi", "mat karo"], "reply")
    if first:
        D.idiom(rj, "Hinglish rejection reply ('nahi ... mat karo')", "trade_approval")
    ps2 = D.post(t + 420_000, "priya", f"ok then: EURUSD spot/{imm_label} swap EUR 200m, sell/buy, {pts2} pts. ok?")
    D.hard_ev(ps2, "trade_proposal", [f"EURUSD spot/{imm_label}", "EUR 200m", "sell/buy", pts2], "untagged")
    a2 = D.post(t + 520_000, "vikram", "haan ye theek hai 👍", ref=ps2)
    D.hard_ev(a2, "trade_approval", ["haan ye theek hai", "👍"], "reply")
    ord_s = _oid(R, "SWP")
    if "swap_ack" in chosen:
        k = D.post(t + 580_000, "oms",
                   f"oms-fx ▸ status=ACCEPTED ord={ord_s} type=FXSWAP pair=EURUSD near=SPOT far={imm_code} "
                   f"notional=EUR200m side=SELL/BUY pts={pts2} venue=FXall")
        D.hard_ev(k, "trade_confirmation", [ord_s, "ACCEPTED", "EURUSD", pts2], "structured")
    fpts = f"{float(pts2) - R.choice([0.05, 0.10, 0.0]):.2f}"
    k = D.post(t + 700_000, "oms",
               f"oms-fx ▸ status=FILLED ord={ord_s} type=FXSWAP pair=EURUSD near=SPOT far={imm_code} "
               f"notional=EUR200m side=SELL/BUY pts={fpts} cpty=DB-LDN")
    D.hard_ev(k, "trade_fill", [ord_s, "FILLED", "EUR200m", f"pts={fpts}"], "structured")

    # backtest (near-miss)
    D.near.append(D.post(D.at(11, 20, jitter=900), "aditi",
                         "backtest ▸ TWAP vs VWAP on USDKRW 1M NDF, last 90d, 20m parents: VWAP IS -0.31 pips vs TWAP "
                         "-0.58, fill ratio 99.2% vs 98.7%, worst day 14-Oct (BoK). would have bought 1,2xx clips in "
                         "the KFTC window; curve needs the lunch-break fix before we switch"))

    # bulk-deleted FIX spam
    t = D.at(11, 2, jitter=300)
    gap = R.randint(80000, 89000)
    spam = [D.post(t + i * 900, "gw", f"fix-gw ▸ LD4-ALGO-07 seqnum gap {gap + i * 7}-{gap + i * 7 + 27}, resend "
                   "requested (ResendRequest 35=2)") for i in range(3)]
    D.bulk_delete(spam, t + 240_000, [f"seqnum gap {gap + i * 7}-" for i in range(3)])
    D.post(t + 250_000, "gw", "fix-gw ▸ LD4-ALGO-07 resend complete, sequence in sync · spam purged", kind="noise")

    # wrong-channel message deleted
    t = D.at(12, 10, jitter=900)
    wk = D.post(t, "priya", "wrong chat sorry — dinner at Dishoom Shoreditch 8pm, table under Sharma")
    D.delete(wk, t + 30_000, "Dishoom Shoreditch")

    # Aditi mid-day commentary (near-miss, long)
    t = D.at(11, 45, jitter=900)
    D.near.append(D.post(t, "aditi",
                         "Mid-day NDF colour: USDINR onshore spot ne subah ka high retest kiya phir RBI ki supply aayi, "
                         "pattern wahi hai jo last teen hafte se hai — importers dips pe kharidte hain, RBI upar bechta "
                         "hai, aur beech mein carry traders points receive karte hain. Agar koi naya long lagana chahe "
                         "to risk/reward bahut achha nahi hai jab tak RBI ka stance change na ho; aur short lagana bhi "
                         "mushkil hai kyunki oil companies ka demand stable hai. KRW side pe exporters ne 1420 ke upar "
                         "supply di, BoK ka smoothing clear tha, lekin semis flows ke wajah se dips bhi kharide ja rahe. "
                         "TWD mein lifers ka hedging season chal raha hai, CBC ne statement diya hai, isliye spot "
                         "volatile rahega. Forward points: INR 3M thoda soft, KRW 1M unchanged, TWD 3M mein paying "
                         "interest dikha. Ye sab general colour hai, kisi trade ka suggestion nahi — fixing ke baad phir "
                         "update dungi."))

    # RR options (optional)
    if "rr" in chosen:
        rr = f"{R.uniform(0.95, 1.30):.2f}"
        rr_max = f"{float(rr) + 0.10:.2f}"
        t = D.at(13, 5, jitter=900)
        pr = D.post(t, "tom", f"buy USDJPY 1M 25d RR (JPY calls over) USD 50m, pay {rr} vol, max {rr_max}")
        D.hard_ev(pr, "trade_proposal", ["USDJPY 1M 25d RR", "buy", "USD 50m", rr], "untagged")
        D.post(t + 60_000, "priya", "interesting — vol cheap hai but skew kitna move hua aaj?", ref=pr, kind="near")
        ar = D.post(t + 200_000, "vikram", f"haan, max {rr_max}", ref=pr)
        D.hard_ev(ar, "trade_approval", ["haan", f"max {rr_max}"], "reply")
        rf = f"{float(rr) + R.choice([0.0, 0.03, 0.05]):.2f}"
        k = D.post(t + 560_000, "oms",
                   f"RFQ DONE ▸ USDJPY 1M 25d RR · BUY · USD 50m · px {rf} JPY calls · cpty JPM · delta hedged "
                   f"{R.uniform(2.5, 4.0):.1f}m")
        D.hard_ev(k, "trade_fill", ["USDJPY 1M 25d RR", "BUY", "USD 50m", rf], "tagged")
        D.post(t + 900_000, "jake",
               "NY options desk: we sold 1y EURUSD 25d RR 100m earlier to a macro fund, fyi if you see the skew move",
               kind="near")

    # credit breach, routing, desk limit
    t = D.at(14, 20, jitter=900)
    used = R.randint(515, 540)
    br = D.post(t, "credit", "", [{
        "title": "⚠️ Credit line BREACH",
        "description": "Settlement line exceeded; new tickets with this counterparty are blocked until release.",
        "author": "credit-sentinel",
        "fields": [{"name": "Counterparty", "value": "NOMURA INTL LDN", "inline": True},
                   {"name": "Line", "value": "Settlement 2D", "inline": True},
                   {"name": "Usage", "value": f"USD {used}m / 500m ({used / 5:.0f}%)", "inline": True},
                   {"name": "Action", "value": "BLOCK new tickets", "inline": True}],
        "footer": "credit-sentinel · rule CL-07 · auto"}])
    D.hard_ev(br, "risk_limit", ["BREACH", "NOMURA INTL LDN", f"({used / 5:.0f}%)", "BLOCK new tickets"], "embed")
    D.pin(br, t + 120_000)
    rt = D.post(t + 30_000, "router", "route ▸ CL-07 breach NOMURA INTL LDN → @Vikram Rao (desk head) + credit-ops",
                ref=br)
    D.hard_ev(rt, "route_decision", ["route", "NOMURA INTL LDN", "@Vikram Rao"], "structured")
    lim = (int(book_jpy + usd) // 50 + 1) * 50 + R.choice([0, 50])
    lk = D.post(t + 300_000, "vikram",
                f"aaj se USDJPY net short limit {lim}m hai total, isse upar koi nahi jayega. Nomura wale tickets hold.")
    D.hard_ev(lk, "risk_limit", ["USDJPY", "net short limit", f"{lim}m"], "untagged")
    D.post(t + 330_000, "rohan", "ok", ref=lk, kind="noise")

    # SNB-type unrelated headline with explicit no-route
    if "snb_nr" in chosen:
        nk = D.post(D.msgs[snb_news_key]["ms"] + 200_000, "vikram",
                    "ye wala — no action, humara koi exposure nahi hai, not routing", ref=snb_news_key)
        D.hard_ev(nk, "no_route_decision", ["no action", "not routing"], "reply")

    # London handover with buried target change
    t = D.at(16, 35, jitter=600)
    tg_old = f4(an + 0.0095)
    tg_new = f4(an + 0.0060)
    ho = D.post(t, "tom",
                "**London handover → NY / Mumbai early**\n"
                f"USDJPY: short on, stop in OMS as per Rohan's message, nothing working. MoF noise faded in London, "
                "Tokyo will care more than we do.\n"
                "EURUSD: VWAP done this morning, flat now, WMR fix flow was two-way in the end.\n"
                f"AUDNZD: TP lowered to {tg_new} from {tg_old} — RBNZ dovish but the move stalled; OMS order amended.\n"
                "Swaps: IMM roll done with DB, Priya has the tickets. Ops confirms pending for KFTC18.\n"
                "Credit: Nomura line still blocked, credit-ops looking at releasing the settled tickets tomorrow.\n"
                "Systems: LSEG matching hiccup at 09:41 (2 child rejects, re-queued), dashboards slow, ticket raised.\n"
                "Nothing else for NY. Night all.")
    D.hard_ev(ho, "stop_or_target_change", ["AUDNZD", "TP lowered", tg_new], "buried")
    if first:
        D.idiom(ho, "target change buried in a London handover note", "stop_or_target_change")
    D.react(ho, t + 300_000, "👍", "vikram")

    # NY-ish late commentary (near-miss)
    D.near.append(D.post(D.at(18, 40, jitter=1200), "jake",
                         "NY colour: dollar chopping around, auction tailed a bit, nobody wants to add risk into "
                         "tomorrow's Asia open. If Tokyo sells dollars again I'd expect the usual stops above the highs "
                         "to stay untouched. Just colour, not a call."))

    # ================================================================ noise streams
    pnl_key_first = None
    for hh in range(24):
        tt = D.at(hh, 0, R.uniform(0.2, 3.0))
        D.post(tt, "algo",
               f"tempo-algo ♥ {hh:02d}:00Z · engine=up · parents_active={R.choice([0, 0, 1, 1, 2])} · "
               f"fix LD4/TY3/SG1 ok · lag p50={R.randint(6, 14)}ms p99={R.randint(30, 90)}ms · queue=0 · "
               f"md feeds 7/7 · child msgs/h {R.randint(0, 400)} · rejects/h {R.choice([0, 0, 0, 1])} · "
               f"risk-check p99 {R.uniform(0.2, 0.9):.2f}ms · drop-copy lag {R.randint(20, 300)}ms · "
               f"heap {R.randint(30, 70)}% · build v4.18 · host algo-ld4-0{R.randint(1, 3)}", kind="noise")
    for hh in range(1, 23, 2):
        tt = D.at(hh, 0, R.uniform(20, 50))
        k = D.post(tt, "pnl", _pnl_snapshot(R, hh, pnl_book), kind="noise")
        if pnl_key_first is None and hh >= 5:
            pnl_key_first = k
    for hh in sorted(R.sample(range(0, 24), R.randint(5, 8))):
        pair, base, dp = R.choice([("USDJPY", jpy, 2), ("EURUSD", eur, 4), ("GBPUSD", gbp, 4),
                                   ("AUDNZD", an, 4), ("USDINR", inr, 2), ("USDKRW", krw, 1)])
        lvl = base * (1 + R.uniform(-0.003, 0.003))
        tt = D.at(hh, R.randint(1, 59), R.randint(0, 59))
        D.post(tt, "alert", f"🔔 px-alert ▸ {pair} crossed {'above' if R.random() < 0.5 else 'below'} "
               f"{lvl:.{dp}f} · rule R-{R.randint(100, 180)} · cooldown 15m", kind="noise")
    cron_lines = [
        (0, 15, "cron ▸ sod-positions-load ok · 6 books · 412 trades carried · recon breaks 0 · 3.8s"),
        (3, 30, "cron ▸ fixings-pull: KFTC18 pending, FBIL pending, TAIFX1 pending · next 05:00Z"),
        (8, 0, "cron ▸ fixings-pull ok: FBIL USD/INR ref, KFTC18, TAIFX1 loaded · 3 rows · 1.2s"),
        (15, 0, "cron ▸ wmr-4pm-prep ok · 14 pairs subscribed · fix window 15:57:30-16:02:30Z"),
        (16, 5, "cron ▸ wmr-4pm pulled · 14 rows · no stale rates · sent to pnl-snap"),
        (21, 30, "cron ▸ eod-roll ok · tom/next applied · 6 books · swap points source LSEG 21:00Z"),
        (23, 10, "cron ▸ archive ok · 1,884 msgs exported · voice: 11 calls, 47 min, retention 7y"),
    ]
    for hh, mm, line in cron_lines:
        D.post(D.at(hh, mm, R.uniform(0, 40)), "cron", line, kind="noise")
    for hh in sorted(R.sample([1, 4, 7, 10, 13, 16, 19, 22], R.randint(3, 4))):
        D.post(D.at(hh, R.randint(0, 59)), "router",
               f"router ▸ last 60m: 0 routed, {R.randint(2, 9)} ignored (px-alerts, heartbeats) · queue empty",
               kind="noise")
    dep = D.post(D.at(R.choice([1, 2]), R.randint(0, 59)), "deploy",
                 f"deploybot ▸ tempo-algo v4.18.{R.randint(2, 6)} → prod-ld4 (canary 10% → 100%) ✅ build #{R.randint(8800, 8899)} "
                 "· 3 commits: fix vwap curve for NDF fixing window; bump quickfixj 2.3.2; participation cap "
                 "rounding · rollback: `deploy rollback tempo-algo`", kind="noise")
    D.post(D.at(R.choice([9, 11]), R.randint(0, 59)), "deploy",
           f"ci ▸ newsbridge PR #{R.randint(400, 480)} ✅ 212 tests, 3 skipped, 4m{R.randint(10, 59)}s · merged to main",
           kind="noise")
    D.post(D.at(R.choice([17, 18]), R.randint(0, 59)), "deploy",
           f"deploybot ▸ pnl-snap v2.9.{R.randint(0, 4)} → prod ✅ · changes: retry on marks-db timeout", kind="noise")
    for _ in range(R.randint(2, 4)):
        D.post(D.at(R.randint(0, 23), R.randint(0, 59)), "gw",
               R.choice([f"fix-gw ▸ session TY3-ALGO-02 logon ok after heartbeat timeout ({R.uniform(2, 9):.1f}s)",
                         f"fix-gw ▸ discord ws resumed (seq {R.randint(10000, 99999)}) after {R.uniform(1, 6):.1f}s",
                         f"fix-gw ▸ LSEG md feed reconnect ok · {R.randint(300, 900)} symbols resubscribed",
                         "fix-gw ▸ SG1-NDF-01 logon ok · TestRequest answered"]), kind="noise")
    D.post(D.at(R.choice([2, 22]), R.randint(0, 59)), "news", _trace_newsbridge(R), kind="noise")
    D.post(D.at(R.choice([10, 12, 15]), R.randint(0, 59)), "algo", _trace_fix(R), kind="noise")
    D.post(D.at(R.choice([6, 19]), R.randint(0, 59)), "pnl", _trace_pnl(R), kind="noise")
    for hh in (0, 3, 6, 9, 12, 15, 18, 21):
        D.post(D.at(hh, 30, R.uniform(0, 50)), "algo", _engine_status(R, hh), kind="noise")
    for hh in (5, 9, 12):
        D.post(D.at(hh, 0, R.uniform(60, 200)), "credit", _credit_util(R, hh), kind="noise")
    D.post(D.at(R.choice([3, 13]), R.randint(0, 59)), "vox", _trace_vox(R), kind="noise")
    D.post(D.at(11, 30, R.uniform(0, 300)), "cron",
           "cron ▸ ops settlement summary (T+0 value today)\n```\n"
           f"CLS eligible   {R.randint(120, 180)} trades  USD {R.uniform(4.1, 6.8):.2f}bn  matched 100%\n"
           f"non-CLS (INR)  {R.randint(3, 9)} trades  USD {R.uniform(0.1, 0.4):.2f}bn  matched 100%\n"
           f"NDF fixings    {R.randint(4, 9)} due     KFTC18 ok · FBIL ok · TAIFX1 ok\n"
           f"SSI changes    0\nbreaks         {R.choice([0, 0, 1])} (timing)\n```\n"
           "next run 15:30Z · owner: fx-ops-mum", kind="noise")
    # T-1 TCA table (history, near-miss)
    rows = []
    for pair, base, dp in (("USDJPY", jpy, 3), ("EURUSD", eur, 5), ("USDINR 3M", inr, 2), ("AUDNZD", an, 5),
                           ("USDKRW 1M", krw, 2)):
        rows.append(f"| {_alg(R)} | {pair} | {R.choice(['BUY', 'SELL'])} | {R.choice([20, 40, 50, 100, 150])}m | "
                    f"{base * (1 + R.uniform(-0.004, 0.004)):.{dp}f} | {R.uniform(-0.8, 1.6):+.2f} |")
    D.near.append(D.post(D.at(12, 0, R.uniform(0, 60)), "cron",
                         "cron ▸ tca-daily (T-1) published to #fx-tca · yesterday's parents (history, no action)\n"
                         "| parent | pair | side | qty | avg px | IS pips |\n|---|---|---|---|---|---|\n" +
                         "\n".join(rows) + f"\nmedian IS {R.uniform(0.2, 0.6):.2f} pips · outliers 2 · full report in #fx-tca"))
    # broker colour calls (near-miss)
    vc = list(_VOX_COLOUR)
    R.shuffle(vc)
    for pair_ in vc:
        tt = D.at(0, 0, R.uniform(*pair_[2]) * 3600)
        D.near.append(D.post(tt, "vox", _vox_colour(R, tt - D.t0, pair_)))
    # forwarded research notes (near-miss)
    D.near.append(D.post(D.at(R.choice([2, 3]), R.randint(0, 59)), "karan",
        "FWD from EM Asia strategy (not a desk view, pls don't trade off this):\n"
        "> INR: we keep our year-end USDINR forecast unchanged; RBI has been consistently selling dollars on "
        "spikes and buying on dips, compressing realised vol to multi-year lows. A long USDINR position only "
        "works if portfolio outflows accelerate; we would rather sell 3M NDF on rallies towards the recent "
        "highs with a tight stop, but conviction is low.\n"
        "> KRW: semis exports strong, but the dividend season and pension hedging ratio changes dominate. We "
        "see USDKRW range-bound; buying dips near the lower end of the range is reasonable for those who "
        "need dollars.\n"
        "> TWD: lifers' hedging is the swing factor; CBC smoothing makes a break of the range unlikely.\n"
        "> Risks: a sharp USD rally on US data, oil above $90, or a change in the RBI's reaction function.\n"
        "> Flows: EPFR data show the third straight week of modest EM Asia bond outflows; equity flows mixed. "
        "Importer hedge ratios in India remain elevated relative to exporters, which structurally supports "
        "USDINR forwards.\n"
        "Full note in the research portal. Forwarded for colour only.", kind="near"))
    D.near.append(D.post(D.at(R.choice([7, 8]), R.randint(0, 59)), "priya",
        "Sharing the G10 rates strategy summary from this morning (theirs, not ours):\n"
        "• EUR: forward points have drifted higher as the ECB-Fed differential widened; they think sell/buy "
        "EURUSD swaps out to 6M are fair value and paying points beyond that is expensive.\n"
        "• GBP: after the CPI miss the curve prices a Feb cut; they suggest that anyone long cable should "
        "consider a stop below the 200-day, and that buying 1M sterling puts is cheaper than selling spot.\n"
        "• JPY: BoJ hike pricing for Jan is around 40%; the note argues USDJPY shorts are crowded and that a "
        "target near the September lows is ambitious.\n"
        "• Year-end: turn premia normal, no squeeze expected, IMM rolls early.\n"
        "Just colour from research — nothing for us to action.", kind="near"))
    # risk meeting notes (near-miss: trading words, no decision)
    D.near.append(D.post(D.at(10, 50, R.uniform(0, 900)), "vikram",
        "Risk meeting notes (short): discussed yesterday's TCA, the LSEG matching hiccup and the new joiner's "
        "algo permissions. Credit team wants the Nomura onboarding paperwork refreshed before year-end, "
        "limits discussion next week once they circulate the new methodology. Compliance reminded everyone "
        "about voice retention and client names in chat. Nothing else — slides are on the shared drive."))
    # daily algo config (noise)
    D.post(D.at(0, 5, R.uniform(0, 120)), "algo",
           "tempo-algo ▸ start-of-day config loaded (rev " + str(R.randint(300, 399)) + ")\n```\n"
           "strategy  default_part  max_part  min_slice   max_slice   venues\n"
           "TWAP      12%           15%       USD 2m      USD 15m     EBS,LSEG,CboeFX\n"
           "VWAP      10%           15%       USD 2m      USD 20m     EBS,LSEG,CboeFX,Currenex\n"
           "NDF-TWAP  8%            12%       USD 1m      USD 10m     360T,FXall,SEF\n"
           "ICEBERG   n/a           n/a       USD 1m      USD 5m      EBS,LSEG\n"
           "blackouts: WMR 15:57:30-16:02:30Z · FBIL 07:55-08:05Z · KFTC18 06:25-06:35Z · TKY fix 00:50-00:58Z\n"
           "spread filter: G10 1.0 pip, NDF 2.5 pips · kill-switch: desk head + risk\n```\n"
           "curves refreshed from T-1 volume profile (LSEG + EBS, 20d lookback)", kind="noise")
    # compliance reminder (noise)
    D.post(D.at(3, 0, R.uniform(30, 300)), "credit",
           "compliance ▸ daily reminder: no client names or personal data in desk chat; voice lines are "
           "recorded and transcribed; market colour from brokers is indicative only; personal account "
           "dealing pre-clearance required for all FX products. Attest in the portal by 17:00 local.",
           kind="noise")
    # EOD pnl (noise)
    D.post(D.at(21, 5, R.uniform(0, 200)), "pnl",
           "📊 EOD PnL (NY 5pm cut, USD)\n```\n"
           f"{'book':<14}{'realised':>12}{'unrealised':>12}{'carry':>9}{'fees':>8}{'total':>12}\n" +
           "\n".join(f"{b:<14}{R.randint(-60000, 90000):>+12,}{R.randint(-50000, 70000):>+12,}"
                     f"{R.randint(-3000, 6000):>+9,}{-R.randint(200, 4000):>8,}{R.randint(-70000, 120000):>+12,}"
                     for b in ("G10 spot", "G10 fwd/swap", "NDF Asia", "FX options", "algo agency"))
           + f"\n```\nVaR(1d,99) {R.uniform(0.9, 2.1):.2f}m · stress (JPY +5%) {R.uniform(-4.0, -1.5):.1f}m · "
           "sign-off: pending desk head · report also in #fx-risk", kind="noise")
    if R.random() < 0.8:
        D.post(D.at(R.choice([14, 16, 20]), R.randint(0, 59)), "news", _trace_newsbridge(R), kind="noise")
    # generic market news the desk does not hold (near-miss)
    gen = [
        ("US 10-year Treasury auction tails by 1.2bp; bid-to-cover 2.41",
         "Indirect bidders take 66.1%; yields edge higher after the result.",
         [("Tail", "1.2bp"), ("Bid/cover", "2.41"), ("Prior", "2.52")], "US"),
        ("Brent crude rises 2% as OPEC+ signals no change to output policy",
         "Oil extends gains for a third session; energy stocks lead.",
         [("Brent", "+2.0%"), ("WTI", "+1.8%")], "GLOBAL"),
        ("Canada October CPI 2.4% y/y vs 2.2% expected",
         "Core measures also firmer; CAD outperforms G10 peers.",
         [("Actual", "2.4%"), ("Consensus", "2.2%"), ("Prior", "2.1%")], "CA"),
        ("Chile central bank holds at 4.75%, as expected",
         "Board says it will remain cautious given the inflation outlook.",
         [("Source", "BCCh"), ("Consensus", "hold")], "CL"),
    ]
    R.shuffle(gen)
    for (title, desc, fields, region), hh in zip(gen[:2], (13.6, 15.2)):
        tt = D.at(hh, 0, R.uniform(0, 1800))
        D.near.append(D.post(tt, "news", "", _news_embed(R, title, desc, fields, region, tt)))
    # Asia open preview (near-miss)
    D.near.append(D.post(D.at(21, 35, R.uniform(0, 900)), "jake",
        "Asia open preview from NY: dollar finished mixed, the auction tail pushed front-end yields up a touch "
        "and equities faded the last hour. For the Tokyo open the obvious things are the MoF rhetoric and "
        "whatever the Japanese press writes overnight about BoJ January; for Mumbai, the usual RBI supply near "
        "the highs. Nothing in the overnight calendar that should move your book much. Screens look thin, "
        "so anyone putting on size in the first hour will pay for it. Just colour, no calls."))
    # Mumbai -> London handover (positions restated, no decision: near-miss)
    D.near.append(D.post(D.at(11, 15, R.uniform(0, 600)), "aditi",
        "**Mumbai → London handover**\n"
        "USDJPY: short bada hua aaj (Rohan ka TWAP done, thread dekho), stop OMS mein hai. MoF ke comments ke "
        "baad Tokyo fix pe importers the, baad mein macro names ne rally bechi.\n"
        "USDINR 3M NDF: long, FBIL ref aa gaya, RBI upar supply de raha tha. Points thode soft.\n"
        f"USDKRW 1M: short, BoK smoothing {int(krw) // 10 * 10 + 10} ke paas, exporters active the. KFTC18 confirms ops ke paas.\n"
        "USDTWD: sirf watch, CBC statement ke baad lifers ka hedging dekho.\n"
        "Swaps: Priya ke paas IMM rolls hain. Credit: sab lines normal the Mumbai time tak.\n"
        "Systems: TY3 session ek baar flap hua, baaki sab theek. Good night London 👋"))
    # pre-trade checks passing (near-miss for risk_limit)
    for tt, what in ((D.msgs[p_inr]["ms"] + 200_000, f"USDINR 3M NDF BUY USD 50m ({ord_inr})"),
                     (D.msgs[c_jpy]["ms"] - 8_000, f"{alg} USDJPY SELL JPY {size}bn"),
                     (D.msgs[ps2]["ms"] + 540_000, "EURUSD FXSWAP EUR 200m")):
        D.near.append(D.post(tt, "credit",
                             f"pre-trade ▸ {what}: cpty lines ok · NOP ok · DV01 ok · fat-finger ok · "
                             f"max util after trade {R.randint(40, 82)}% · checks {R.randint(9, 12)}/12 passed, "
                             "rest n/a"))
    # pacing updates inside the USDJPY thread (noise)
    for frac in (0.3, 0.65):
        D.post(ct + int(2400_000 * frac) + 12_000, "algo",
               f"{alg} pacing ▸ schedule {frac:.0%} · participation {part - R.uniform(0.1, 1.5):.1f}% of "
               f"market · spread filter hits {R.randint(0, 6)} · venue split EBS {R.randint(40, 60)}% / LSEG "
               f"{R.randint(25, 45)}% / CboeFX rest · no rejects", thread=th, kind="noise")
    # more long commentary (near-miss)
    D.near.append(D.post(D.at(9, 40, R.uniform(0, 900)), "rohan",
        "JPY pe mera personal take (sirf discussion ke liye): positioning bahut crowded hai short yen pe, aur MoF "
        "har hafte thoda tough ho raha hai. agar koi naya short USDJPY lagata hai toh stop kahan rakhega — upar "
        "ka high bahut door nahi hai. dusri taraf agar BoJ January mein hike nahi karta toh carry wale log "
        "phir se dollar kharidenge. options mein RR kaafi move ho chuka hai, JPY calls mehenge hain. overall "
        f"mujhe lagta hai range {int(jpy) - 2}-{int(jpy) + 3} chalegi jab tak koi bada data nahi aata. kisi trade ka idea nahi hai, "
        "bas soch raha tha loud"))
    D.near.append(D.post(D.at(14, 55, R.uniform(0, 900)), "tom",
        "Post-CPI reflection: the sterling move was about what you'd expect for a 0.2-0.4pp miss, and the "
        "options market had it priced almost perfectly — 1-day implied was pointing at roughly the realised "
        "range. Where people got hurt was in the crosses: EURGBP squeezed hard because the real-money community "
        "was underweight euro. If you were short sterling into the number you were paid, if you were long "
        "you probably got stopped on the first spike. For us it's academic, we weren't involved after the "
        "offer was pulled. Worth remembering for the December print though, same set-up likely."))
    D.post(D.msgs[dep]["ms"] + 400_000, "vikram", "👍", ref=dep, kind="noise")
    if pnl_key_first:
        D.post(D.msgs[pnl_key_first]["ms"] + 90_000, "rohan", "thx", ref=pnl_key_first, kind="noise")
    D.post(D.msgs[mimura_key]["ms"] + 200_000, "algo",
           "tempo-algo ▸ vol regime USDJPY → HIGH · spread filter widened 0.8→1.4 pips (auto)", kind="noise")
    D.react(rbi_key, D.msgs[rbi_key]["ms"] + 50_000, "👀", "aditi")

    # ================================================================ chatter + acks
    short = list(CHAT_SHORT)
    longc = list(CHAT_LONG)
    R.shuffle(short)
    R.shuffle(longc)
    for window, turns in short[:R.randint(46, 54)] + longc[:R.randint(24, 29)]:
        _post_dialog(R, D, window, turns)
    # question + ack pairs (acks are noise)
    pairs = [("rohan", "chai chalega?", "aditi", "haan", None), ("tom", "tea run, anyone?", "priya", "👍", None),
             ("aditi", "ops ko confirms bhej diye?", "karan", "done hai", None),
             ("priya", "can someone check the RR blotter later", "tom", "ok", (7.5, 15)),
             ("vikram", "sab risk meeting mein aa rahe ho na", "rohan", "haan boss", (9.5, 10.4)),
             ("karan", "lunch aa gaya", "rohan", "🙏", (6.5, 7.8)), ("tom", "slides sent", "priya", "thx", (8.5, 10.8))]
    for i, (qa, qt, aa, at, win) in enumerate(pairs):
        tq = D.at(0, 0, R.uniform(*win) * 3600) if win else _human_time(R, D, qa)
        qk = D.post(tq, qa, qt)
        ak = D.post(D.msgs[qk]["ms"] + R.randint(20_000, 180_000), aa, at, ref=qk, kind="noise")
    return D


_HOURS = {
    "vikram": [(3, 13.5, 5), (15, 16.5, 1)], "rohan": [(3.2, 13, 5)], "aditi": [(2.8, 12.5, 5)],
    "karan": [(3.5, 12, 4)], "tom": [(6.5, 17.5, 5)], "priya": [(7, 17, 5)],
    "meera": [(4, 11, 2)], "jake": [(12.5, 21, 2)],
}


def _post_dialog(R: random.Random, D: Day, window, turns):
    who0 = turns[0][0]
    if window:
        t = D.at(0, 0, R.uniform(window[0], window[1]) * 3600)
    else:
        t = _human_time(R, D, who0)
    prev = D.post(t, who0, turns[0][1])
    for who, text in turns[1:]:
        t += R.randint(25_000, 200_000)
        prev = D.post(t, who, text, ref=prev if R.random() < 0.5 else None)


def _human_time(R: random.Random, D: Day, who: str) -> int:
    spans = _HOURS.get(who, [(7, 17, 1)])
    tot = sum(w for _, _, w in spans)
    x = R.uniform(0, tot)
    for a, b, w in spans:
        if x <= w:
            break
        x -= w
    # busier around the opens: bias toward the start and the London/Mumbai overlap
    h = a + (b - a) * (R.random() ** 1.3 if R.random() < 0.6 else R.random())
    return D.at(0, 0, h * 3600)


# ----------------------------------------------------------------------------------------


def _parse_end(end):
    if end is None:
        return DEFAULT_END
    if isinstance(end, str):
        end = datetime.fromisoformat(end.replace("Z", "+00:00"))
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    return end.astimezone(timezone.utc)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}.
    end: when the last day ends (default: a fixed date in this module, so output is stable);
    channels: how many channels of this desk (ids distinct per index, each its own busy flow);
    days: how many consecutive days."""
    end = _parse_end(end)
    end_ms = int(end.timestamp() * 1000)
    days_l: list[Day] = []
    for di in range(days):
        t0 = end_ms - (days - di) * DAY_MS
        day_dt = datetime.fromtimestamp(t0 / 1000, tz=timezone.utc)
        for ci in range(channels):
            rng = random.Random(f"{DESK}|seed={seed}|ch={ci}|day={di}|{t0}")
            days_l.append(build_day(rng, ci, di, t0, day_dt))

    # global id assignment: strictly increasing ms across the whole capture
    allm = []
    for D in days_l:
        for m in D.msgs.values():
            allm.append((m["ms"], D.ci, int(m["key"].rsplit("m", 1)[1]), D, m))
    allm.sort(key=lambda x: (x[0], x[1], x[2]))
    prev = -1
    seq = 0
    for ms, ci, _, D, m in allm:
        if ms <= prev:
            ms = prev + 1
        prev = ms
        m["ms"] = ms
        seq = (seq + 1) % 4096
        m["id"] = str(_snowflake(ms, 11 + ci, seq))

    by_key = {m["key"]: (D, m) for _, _, _, D, m in allm}
    events = []  # (ms, order, line)
    for ms, ci, _, D, m in allm:
        ch = channel_id_for(D.ci)
        who = WHO[m["who"]]
        msg = {"id": m["id"], "author_id": who[0], "author_name": who[1], "author_bot": who[2],
               "created_at": _iso(m["ms"]), "content": m["content"], "attachments": [
                   {"id": str(int(m["id"]) + 1 + j), "filename": fn, "size": size,
                    "url": f"https://cdn.discordapp.com/attachments/{ch}/{int(m['id']) + 1 + j}/{fn}"}
                   for j, (fn, size) in enumerate(m["files"])],
               "embeds": m["embeds"], "reference_id": by_key[m["ref"]][1]["id"] if m["ref"] else None,
               "pinned": False}
        line = {"op": "create", "guild_id": GUILD_ID}
        if m["thread"]:
            line["channel_id"] = by_key[m["thread"]][1]["id"]
            line["parent_channel_id"] = ch
        else:
            line["channel_id"] = ch
        line["message"] = msg
        m["channel"] = line["channel_id"]
        events.append((m["ms"], 0, line))
    for D in days_l:
        last_edit: dict[str, int] = {}
        for op in D.ops:
            if op["op"] == "bulk_delete":
                ms_ = max([op["ms"]] + [D.msgs[k]["ms"] + 1000 for k in op["keys"]])
                ids = [D.msgs[k]["id"] for k in op["keys"]]
                chans = {D.msgs[k]["channel"] for k in op["keys"]}
                line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chans.pop(),
                        "message_ids": ids, "deleted_at": _iso(ms_)}
                events.append((ms_, 1, line))
                continue
            m = D.msgs[op["key"]]
            ms_ = max(op["ms"], m["ms"] + 1000, last_edit.get(op["key"], 0) + 1000)
            last_edit[op["key"]] = ms_
            base = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": m["channel"], "message_id": m["id"]}
            if op["op"] == "edit":
                base.update({"edited_at": _iso(ms_), "content": op["content"]})
            elif op["op"] == "delete":
                base["deleted_at"] = _iso(ms_)
            elif op["op"] == "forget":
                base.update({"requested_by": WHO[op["by"]][0], "at": _iso(ms_)})
            elif op["op"] == "pin":
                base.update({"by": WHO[op["by"]][0], "at": _iso(ms_)})
            elif op["op"] == "reaction_add":
                base.update({"emoji": op["emoji"], "user_id": WHO[op["by"]][0], "at": _iso(ms_)})
            events.append((ms_, 1, base))
    events.sort(key=lambda e: (e[0], e[1]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for D in days_l:
        for h in D.hard:
            m = D.msgs[h["key"]]
            labels["hard_events"].append({"channel_id": m["channel"], "message_id": m["id"],
                                          "event_type": h["event_type"], "facts": h["facts"],
                                          "phrasing": h["phrasing"], "final_state": h["final_state"]})
        for key, old in D.superseded:
            m = D.msgs[key]
            labels["superseded_facts"].append([m["channel"], m["id"], old])
        labels["removed_texts"].extend(D.removed)
        labels["noise_message_ids"].extend(D.msgs[k]["id"] for k in D.noise if not D.msgs[k]["removed"])
        labels["near_miss_ids"].extend(D.msgs[k]["id"] for k in D.near)
        for i in D.idioms:
            labels["idioms"].append({"message_id": D.msgs[i["key"]]["id"], "idiom": i["idiom"],
                                     "expected": i["expected"]})
    return {"events": [e[2] for e in events], "labels": labels}


# ----------------------------------------------------------------------------------------
# self-check


def _texts(msg: dict, content: str) -> list[str]:
    out = [content or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                out.append(str(e[k]))
        for f in e.get("fields") or []:
            out.append(str(f.get("name", "")))
            out.append(str(f.get("value", "")))
    return out


def check(cap_path: str, labels: dict, end: datetime, days: int) -> dict:
    end_ms = int(end.timestamp() * 1000)
    start_ms = end_ms - days * DAY_MS
    msgs: dict[str, dict] = {}
    final: dict[str, str] = {}
    removed: set[str] = set()
    parent: dict[str, str] = {}
    prev_t = ""
    prev_id = -1
    errors: list[str] = []
    with open(cap_path, encoding="utf-8") as fh:
        for n, raw in enumerate(fh, 1):
            ev = json.loads(raw)
            t = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
            if t < prev_t:
                errors.append(f"line {n}: out of time order")
            prev_t = t
            if ev["op"] == "create":
                m = ev["message"]
                i = int(m["id"])
                ms = (i >> 22) + EPOCH_MS
                if _iso(ms) != m["created_at"]:
                    errors.append(f"line {n}: snowflake/created_at mismatch")
                if i <= prev_id:
                    errors.append(f"line {n}: ids not increasing with time")
                prev_id = i
                msgs[m["id"]] = m
                final[m["id"]] = m["content"]
                parent[m["id"]] = ev.get("parent_channel_id") or ev["channel_id"]
            elif ev["op"] == "edit":
                final[ev["message_id"]] = ev["content"]
            elif ev["op"] in ("delete", "forget"):
                removed.add(ev["message_id"])
            elif ev["op"] == "bulk_delete":
                removed.update(ev["message_ids"])
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in msgs:
            errors.append(f"hard event {mid} missing")
            continue
        txt = _texts(msgs[mid], final[mid])
        if not 2 <= len(h["facts"]) <= 5:
            errors.append(f"{mid}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if not any(f in x for x in txt):
                errors.append(f"{mid}: fact {f!r} not in final text")
        want_removed = h["final_state"] in ("deleted", "forgotten")
        if want_removed != (mid in removed):
            errors.append(f"{mid}: final_state {h['final_state']} inconsistent")
    for ch, mid, old in labels["superseded_facts"]:
        if old in final.get(mid, ""):
            errors.append(f"{mid}: superseded {old!r} still in final content")
    live_text = "\n".join("\n".join(_texts(msgs[i], final[i])) for i in msgs if i not in removed)
    for s in labels["removed_texts"]:
        if s in live_text:
            errors.append(f"removed text {s!r} still visible")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    if hard_ids & noise or hard_ids & near or noise & near:
        errors.append("hard/noise/near-miss sets overlap")
    for i in noise | near | {x["message_id"] for x in labels["idioms"]}:
        if i not in msgs:
            errors.append(f"labelled id {i} missing")
    stats = {}
    for mid, m in msgs.items():
        ms = (int(mid) >> 22) + EPOCH_MS
        key = (parent[mid], (ms - start_ms) // DAY_MS)
        s = stats.setdefault(key, {"messages": 0, "bytes": 0, "hard": 0, "noise": 0})
        s["messages"] += 1
        s["bytes"] += sum(len(x.encode("utf-8")) for x in _texts(m, m["content"]))
        s["hard"] += mid in hard_ids
        s["noise"] += mid in noise
    for key, s in sorted(stats.items()):
        kb = s["bytes"] / 1024
        share = s["noise"] / s["messages"]
        s["kb"], s["noise_share"] = round(kb, 1), round(share, 3)
        if not 180 <= s["messages"] <= 320:
            errors.append(f"{key}: {s['messages']} messages")
        if not 70 <= kb <= 120:
            errors.append(f"{key}: {kb:.1f} KB")
        if not 0.25 <= share <= 0.40:
            errors.append(f"{key}: noise share {share:.2f}")
        if not 25 <= s["hard"] <= 45:
            errors.append(f"{key}: {s['hard']} hard events")
    if labels["idioms"] and not 10 <= len(labels["idioms"]) <= 20:
        errors.append(f"{len(labels['idioms'])} idioms")
    return {"errors": errors, "stats": stats}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.desks.fx_algo")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="read the capture back, verify labels, print stats")
    a = ap.parse_args(argv)
    end = _parse_end(a.end)
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        res = check(a.out, out["labels"], end, a.days)
        for (ch, d), s in sorted(res["stats"].items()):
            print(f"channel {ch} day {d}: {s['messages']} messages, {s['kb']} KB, {s['hard']} hard events, "
                  f"noise share {s['noise_share']:.1%}")
        print(f"idioms: {len(out['labels']['idioms'])} · events: {len(out['events'])}")
        if res["errors"]:
            for e in res["errors"]:
                print("ERROR", e, file=sys.stderr)
            return 1
        print("checks: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
