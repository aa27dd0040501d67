#!/usr/bin/env python3
"""Auckland desk: NZX 50 equities, NZX/SGX dairy derivatives, NZD/AUD forwards.

A seeded generator of a busy Discord channel day for one Auckland trading desk, written
as a capture (JSON Lines) plus ground-truth labels. Standard library only; every output
is a pure function of (seed, end, channels, days). No set iteration, no hash().

    python -m tests.desks.auckland_nzx_dairy_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "auckland_nzx_dairy_desk"
DISCORD_EPOCH_MS = 1420070400000
GUILD_ID = "1204785137592175607"
CHANNEL_BASE = [
    ("1244634968535729375", "akl-desk"),
    ("1251645161191637671", "akl-dairy-nzx"),
    ("1287816503018262274", "akl-trading-2"),
    ("1294268766460317083", "akl-overnight"),
]
# default: the desk day Wed 2 Dec 2026, NZDT (UTC+13): 00:00 NZDT 3 Dec == 11:00Z 2 Dec
DEFAULT_END = datetime(2026, 12, 2, 11, 0, tzinfo=timezone.utc)

# key: (author_id, display name, is_bot, worker)
PEOPLE = {
    "aroha": ("1039146955244703433", "Aroha", False, 3),
    "mikey": ("1064795711096621936", "mikey.p", False, 3),
    "sione": ("1103473569372045976", "Sione", False, 3),
    "bex": ("1173554853919198722", "bex", False, 3),
    "harry": ("1338376655132034724", "Harrison (grad)", False, 3),
    "jules": ("1184767737396988482", "Jules · risk", False, 3),
    "tui": ("1351507679165286462", "Tui", True, 7),
    "kea": ("1357673810128013620", "Kea", True, 7),
    "kereru": ("1367574545898800876", "Kererū", True, 7),
    "bridge": ("1217926477210058798", "slack-bridge", True, 9),
    "scribe": ("1383058577420323929", "scribe", True, 9),
    "ocr": ("1394280770177466675", "blotter-ocr", True, 9),
    "gdt": ("1228647874841151084", "GDT results", True, 11),
    "oms": ("1266208369140041790", "oms", True, 11),
    "riskd": ("1274712406757477202", "riskd", True, 11),
    "fillbot": ("1309911086770685136", "fillbot", True, 11),
    "fx": ("1330886297930040472", "fx-exec", True, 11),
    "nzxann": ("1404976246696707933", "nzx-ann", True, 13),
    "wire": ("1415430131079840610", "wire", True, 13),
    "alerts": ("1432862999220717565", "px-alerts", True, 13),
    "cron": ("1084811098145032030", "cron", True, 13),
    "ci": ("1138332763793919042", "ci", True, 13),
    "pnl": ("1197295284733480872", "pnl", True, 13),
}

ACCT_EQ, ACCT_DY, ACCT_FX = "AKLEQ1", "AKLDY1", "AKLFX1"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CODES = "FGHJKMNQUVXZ"
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

NAMES = {
    "ATM": "The a2 Milk Company", "FSF": "Fonterra Shareholders' Fund",
    "FPH": "Fisher & Paykel Healthcare", "IFT": "Infratil", "MEL": "Meridian Energy",
    "SML": "Synlait Milk", "AIA": "Auckland Airport", "FBU": "Fletcher Building",
    "SPK": "Spark", "MFT": "Mainfreight", "CEN": "Contact Energy",
    "RYM": "Ryman Healthcare", "SKC": "SkyCity Entertainment", "CNU": "Chorus",
    "KPG": "Kiwi Property", "POT": "Port of Tauranga", "AIR": "Air New Zealand",
    "VCT": "Vector", "SUM": "Summerset", "GMT": "Goodman Property",
}
NOT_HELD = ["RYM", "SKC", "CNU", "KPG", "POT", "AIR", "VCT", "SUM", "GMT"]

# relative activity by NZ local hour
CURVE = [0.5, 0.4, 0.6, 0.3, 0.3, 0.5, 1.2, 3.0, 5.0, 7.0, 10.0, 9.0, 6.0, 7.0,
         8.0, 9.0, 10.0, 6.0, 3.5, 2.5, 3.0, 2.0, 1.5, 1.0]

ACKS = ["ok", "thx", "ta", "chur", "👍", "🤙", "ka pai", "sweet", "noted", "cheers", "👌",
        "kk", "ty", "ta bro", "nice", "tu meke", "chur chur", "✅", "sweet as", "ok ta"]

BANTER = [
    ("mikey", "morena team ☕"), ("sione", "mōrena 🌤️"), ("bex", "kia ora koutou"),
    ("harry", "who's on the smoko run? flat white for me pls"),
    ("sione", "harbour bridge was chocka, sorry late"),
    ("bex", "it's absolutely bucketing down on Customs St lol"),
    ("harry", "anyone keen for dumplings at 12:30?"), ("mikey", "brb"), ("mikey", "back"),
    ("sione", "bex you coming to friday drinks?"),
    ("bex", "jandals in the office again mikey 🩴"),
    ("harry", "fog at the airport, half the flights to welly are cooked"),
    ("sione", "lol"), ("mikey", "haha"), ("bex", "😂"),
    ("sione", "ABs squad named, no surprises tbh"),
    ("harry", "heaps of roadworks on the northern motorway again 🚧"),
    ("bex", "can someone turn the aircon down, it's like Rotorua in here"),
    ("harry", "sushi's here 🍣"), ("mikey", "mean"),
    ("sione", "yeah nah that coffee was rank"), ("bex", "fire drill at 3 apparently 🙄"),
    ("mikey", "my cousin's herd test came back and he's stoked lol"),
    ("harry", "is the printer on 14 munted again or is it just me"),
    ("sione", "tu meke on the netball last night"),
    ("bex", "brb school pickup, on slack"), ("mikey", "the wifi in here is cooked"),
    ("harry", "sorry that was meant for a DM 🙈"),
    ("sione", "who took my chilly bin from the kitchen"),
    ("bex", "back, what did I miss"), ("mikey", "bro it's 28 degrees and humid as"),
    ("harry", "lowkey need a second coffee"), ("aroha", "🙏"),
    ("sione", "pies from the bakery if anyone wants one"),
]


# ----------------------------------------------------------------------------- helpers

def nz_offset_hours(ms: int) -> int:
    """NZDT (+13) from last Sun of Sep 02:00 NZST to first Sun of Apr 03:00 NZDT, else +12."""
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    y = dt.year
    d = datetime(y, 9, 30, tzinfo=timezone.utc)
    while d.weekday() != 6:
        d -= timedelta(days=1)
    dst_start = d - timedelta(hours=10)  # Sat 14:00Z
    d = datetime(y, 4, 1, tzinfo=timezone.utc)
    while d.weekday() != 6:
        d += timedelta(days=1)
    dst_end = d - timedelta(hours=10)
    return 12 if dst_end <= dt < dst_start else 13


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def snowflake(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def c0(x) -> str:
    return f"{int(x):,}"


def p2(x) -> str:
    return f"{x:.2f}"


def p4(x) -> str:
    return f"{x:.4f}"


def pct(x) -> str:
    return f"{x:+.1f}%"


# ----------------------------------------------------------------------------- model

class Thread:
    def __init__(self, name, starter=None, t=None, who="aroha"):
        self.name = name
        self.starter = starter      # Msg or None (then a standalone thread created at t)
        self.t = t
        self.who = who
        self.id = None


class Msg:
    def __init__(self, day, t, who, content, kind, hard, ref, embeds, files, thread, idiom):
        self.day = day
        self.t = t
        self.who = who
        self.content = content
        self.kind = kind
        self.hard = hard            # (event_type, facts, phrasing) or None
        self.ref = ref
        self.embeds = embeds or []
        self.files = files or []
        self.thread = thread
        self.idiom = idiom          # (idiom name, expected)
        self.edits = []             # (t, content, superseded)
        self.deleted = None
        self.bulk = False
        self.forgot = None          # (t, by)
        self.snippet = None
        self.pins = []
        self.unpins = []
        self.reactions = []         # (t, emoji, who, removed_t)
        self.id = None

    def final(self):
        return self.edits[-1][1] if self.edits else self.content

    def final_text(self):
        parts = [self.final()]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(str(e[k]))
            for f in e.get("fields", []):
                parts.append(str(f["name"]))
                parts.append(str(f["value"]))
        return "\n".join(parts)

    def state(self):
        if self.forgot:
            return "forgotten"
        if self.deleted is not None:
            return "deleted"
        if self.edits:
            return "edited"
        return "live"


class Day:
    def __init__(self, rng, ch_id, ch_name, start_ms, tz_h):
        self.r = rng
        self.ch_id = ch_id
        self.ch_name = ch_name
        self.start = start_ms
        self.end = start_ms + 86400000
        self.tz = tz_h
        self.msgs = []
        self.threads = []
        self.bulks = []     # (t, [msgs])
        self.unpins_later = None
        local = datetime.fromtimestamp((start_ms + 12 * 3600000) // 1000 + tz_h * 3600 - 12 * 3600,
                                       tz=timezone.utc)
        self.local = local
        self.oid_n = {"NZ": rng.randint(41000, 48000), "DY": rng.randint(17000, 23000),
                      "FX": rng.randint(20100, 20900), "SG": rng.randint(60000, 69000),
                      "ANN": rng.randint(461000, 468000), "AL": rng.randint(40100, 40900)}

    def oid(self, pfx):
        self.oid_n[pfx] += self.r.randint(1, 37)
        return self.oid_n[pfx]

    def at(self, h, m=0.0, jit=0.0):
        """local hour/minute (+ uniform jitter in minutes) -> unix ms within the day."""
        ms = self.start + int((h * 60 + m + self.r.uniform(0, jit)) * 60000) + self.r.randint(0, 999)
        return max(self.start + 1000, min(ms, self.end - 120000))

    def after(self, t, lo, hi):
        ms = t + int(self.r.uniform(lo, hi) * 60000) + self.r.randint(0, 999)
        return min(ms, self.end - 60000)

    def rand_time(self, lo_h=0, hi_h=24):
        weights = [CURVE[h] if lo_h <= h < hi_h else 0 for h in range(24)]
        h = self.r.choices(range(24), weights=weights)[0]
        return self.at(h, self.r.uniform(0, 59.5))

    def post(self, t, who, content="", kind="other", hard=None, ref=None, embeds=None,
             files=None, thread=None, idiom=None):
        if hard is not None:
            kind = "hard"
        m = Msg(self, t, who, content, kind, hard, ref, embeds, files, thread, idiom)
        self.msgs.append(m)
        return m

    def edit(self, m, t, content, superseded=()):
        m.edits.append((t, content, list(superseded)))

    def delete(self, m, t, snippet):
        m.deleted = t
        m.snippet = snippet

    def forget(self, m, t, by, snippet):
        m.forgot = (t, by)
        m.snippet = snippet

    def bulk_delete(self, msgs, t, snippets):
        for m, s in zip(msgs, snippets):
            m.deleted = t
            m.bulk = True
            m.snippet = s
        self.bulks.append((t, msgs))

    def pin(self, m, t, by="aroha", react=True):
        m.pins.append((t, by))
        if react:
            m.reactions.append((t - 1500, "📌", by, None))

    def react(self, m, t, emoji, who, removed=None):
        m.reactions.append((t, emoji, who, removed))

    def thread_from(self, m, name):
        th = Thread(name, starter=m)
        self.threads.append(th)
        return th

    def thread_new(self, t, name, who):
        th = Thread(name, t=t, who=who)
        self.threads.append(th)
        return th


def fut(local, k):
    mm = local.month - 1 + k
    y = local.year + mm // 12
    mm %= 12
    return MONTHS[mm] + f"{y % 100:02d}", CODES[mm] + f"{y % 100:02d}", MONTHS[mm]


def world(r, local):
    W = {}
    W["ATM"] = round(r.uniform(7.6, 8.9), 2)
    W["FPH"] = round(r.uniform(34.5, 37.8), 2)
    W["IFT"] = round(r.uniform(10.8, 12.4), 2)
    W["MEL"] = round(r.uniform(5.45, 6.1), 2)
    W["FSF"] = round(r.uniform(5.2, 6.4), 2)
    W["SML"] = round(r.uniform(0.86, 1.28), 3)
    W["AIA"] = round(r.uniform(7.4, 8.3), 2)
    W["FBU"] = round(r.uniform(2.9, 3.6), 2)
    W["SPK"] = round(r.uniform(2.1, 2.7), 2)
    W["MFT"] = round(r.uniform(60, 70), 2)
    W["CEN"] = round(r.uniform(8.6, 9.6), 2)
    W["WMP"] = 5 * round(r.uniform(3550, 4150) / 5)
    W["SMP"] = 5 * round(r.uniform(2650, 3050) / 5)
    W["BUT"] = 25 * round(r.uniform(6300, 7600) / 25)
    W["AMF"] = 25 * round(r.uniform(6700, 7800) / 25)
    W["MKP"] = round(r.uniform(9.25, 10.35), 2)
    W["NZDAUD"] = round(r.uniform(0.9020, 0.9260), 4)
    W["wm"], W["wmc"], W["wmn"] = fut(local, 3)      # e.g. Mar27, H27, Mar
    W["sm"], W["smc"], W["smn"] = fut(local, 4)      # Apr27
    W["sm2"], _, _ = fut(local, 6)                    # Jun27
    W["bm"], W["bmc"], W["bmn"] = fut(local, 3)
    sy = local.year if local.month >= 6 else local.year - 1
    W["season"] = f"{sy % 100:02d}/{(sy + 1) % 100:02d}"
    W["season2"] = f"{(sy + 1) % 100:02d}/{(sy + 2) % 100:02d}"
    W["gdt"] = {k: round(r.uniform(-3.5, 4.5), 1) for k in ("idx", "WMP", "SMP", "BUT", "AMF", "BMP", "CHED", "MOZZ", "LAC")}
    for k in ("WMP", "SMP", "BUT", "AMF"):
        if abs(W["gdt"][k]) < 0.3:
            W["gdt"][k] = 0.6
    W["gdt_event"] = 349 + ((local.year - 2024) * 12 + local.month - 2) * 2 + (1 if local.day > 14 else 0)
    W["held_news"] = r.choice(["fonterra", "meridian", "infratil", "fph"])
    W["watch_news"] = r.choice(["AIA", "FBU", "MFT", "CEN", "SPK"])
    nh = NOT_HELD[:]
    r.shuffle(nh)
    W["nh"] = nh
    W["client"] = r.choice([("Hoskins", "Matamata"), ("van der Pol", "Morrinsville"),
                            ("Tuhoro", "Ōpōtiki"), ("McAlister", "Te Awamutu"),
                            ("Brinkhoff", "Eltham"), ("Ngārimu", "Ruatoria")])
    W["thesis"] = r.choice(["butter", "wmp", "fsf", "fx"])
    W["local"] = local
    W["ATM_close"] = round(W["ATM"] * (1 + r.uniform(0.025, 0.045)), 3)
    W["V"] = longvals(r, W)
    W["V"].update(longvals2(r, W))
    W["rng"] = r
    W["queues"] = {}
    return W


# ----------------------------------------------------------------------------- content

def hb_line(D, h):
    r = D.r
    k = r.randrange(6)
    if k == 0:
        return "kea", f"♥ kea · alive · oms rtt {r.randint(18, 95)}ms · queue 0 · {h:02d}:00"
    if k == 1:
        return "riskd", f"riskd heartbeat · all limits ok · {r.randint(300, 900)} checks since last beat · 0 breaches"
    if k == 2:
        return "scribe", f"scribe: up · stt backlog 0 · model whisper-nz-v3 · {r.randint(0, 6)} notes/h"
    if k == 3:
        return "ocr", f"blotter-ocr: idle · watching #{D.ch_name} + #akl-blotters · last img {r.randint(3, 58)}m ago"
    if k == 4:
        return "bridge", f"slack-bridge: relay ok · slack→discord {r.randint(0, 14)} msgs/h · lag {r.randint(200, 900)}ms"
    return "tui", f"♥ tui · alive · last digest {h:02d}:00 · tokens/h {r.randint(20, 90)}k"


def stack_trace(D, which):
    r = D.r
    if which == "ocr":
        bad = r.choice(["2O,OOO", "l5,000", "8.l4", "4O"])
        return (f"blotter-ocr: failed to parse craigs_blotter_{r.randint(1000, 1600)}.png (row {r.randint(3, 9)})\n"
                "```\nTraceback (most recent call last):\n"
                '  File "/srv/ocr/blotter.py", line 212, in parse_rows\n'
                "    qty = int(cols[4].replace(\",\", \"\"))\n"
                f"ValueError: invalid literal for int() with base 10: '{bad}'\n"
                "\nDuring handling of the above exception, another exception occurred:\n\n"
                "Traceback (most recent call last):\n"
                '  File "/srv/ocr/worker.py", line 88, in handle\n'
                "    rows = parse_rows(img_text, layout=LAYOUTS[broker])\n"
                '  File "/srv/ocr/blotter.py", line 219, in parse_rows\n'
                "    raise RowParseError(row_no, raw) from e\n"
                f"ocr.errors.RowParseError: row {r.randint(3, 9)}: unparseable qty column\n```\n"
                "posted raw text only; retrying with layout=craigs_v2")
    if which == "scribe":
        return ("scribe: stt worker crashed, restarting\n```\nTraceback (most recent call last):\n"
                '  File "/opt/scribe/stt.py", line 141, in transcribe\n'
                "    seg = model.decode(chunk, lang=\"en-NZ\", beam=5)\n"
                '  File "/opt/scribe/.venv/lib/python3.12/site-packages/whisperx/asr.py", line 310, in decode\n'
                "    raise RuntimeError(\"CUDA out of memory. Tried to allocate 1.12 GiB\")\n"
                "RuntimeError: CUDA out of memory. Tried to allocate 1.12 GiB\n```\n"
                f"restart {r.randint(2, 5)}/5 ok · backlog {r.randint(0, 2)}")
    return ("tui: digest job failed\n```\nTraceback (most recent call last):\n"
            '  File "/srv/agents/tui/digest.py", line 77, in run\n'
            "    items = feed.fetch(since=cursor, timeout=20)\n"
            '  File "/srv/agents/common/feed.py", line 203, in fetch\n'
            "    resp.raise_for_status()\n"
            "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'https://feeds.internal/nzx/ann?since=…'\n```\n"
            "will retry in 5m")


# ----------------------------------------------------------------------------- scenes

def scene_background(D, W):
    r = D.r
    for h in range(24):
        if r.random() < 0.82:
            who, txt = hb_line(D, h)
            D.post(D.at(h, 0.2, 3), who, txt, kind="noise",
                   idiom=("risk heartbeat 'all limits ok'", "not_hard") if who == "riskd" else None)
    for h in (7, 9, 12, 15, 18, 21):
        n = r.randint(6, 31)
        D.post(D.at(h, 0, 1.5), "cron",
               f"[cron {h:02d}:00] triage digest: {n} items · 0 routed · {r.randint(1, 9)} muted · "
               f"{r.randint(0, 4)} dupes dropped · oldest {r.randint(2, 55)}m",
               kind="noise", idiom=("cron digest '0 routed'", "not_hard"))
    D.post(D.at(2, 0, 2), "cron",
           "nightly-recon ✅ 02:00 NZT\n```\n"
           f" positions  {ACCT_EQ}  {r.randint(11, 16)} lines  match\n"
           f" positions  {ACCT_DY}   {r.randint(6, 10)} lines  match\n"
           f" positions  {ACCT_FX}   {r.randint(2, 4)} lines  match\n"
           " cash       NZD/AUD/USD      match\n"
           " breaks     0\n"
           f" sgx stmt   received 01:{r.randint(40, 58)}\n"
           " nzx stmt   pending (as usual)\n```", kind="noise")
    for h in r.sample([8, 9, 11, 13, 14, 16, 19, 22], 3):
        n = r.randint(1100, 1400)
        D.post(D.at(h, 5, 50), "ci", r.choice([
            f"ci ✅ akl-desk-bots@main #{n} · {r.randint(180, 260)} tests · {r.randint(2, 5)}m{r.randint(10, 59)}s",
            f"deploy: scribe 0.9.{r.randint(2, 9)} → prod (rolling, 2/2 healthy)",
            f"deploy: kea 2.{r.randint(10, 19)}.{r.randint(0, 9)} → prod ✅ ({r.randint(2, 4)}m{r.randint(10, 59)}s)",
            f"ci ❌ akl-desk-bots@feat/ocr-cols #{n} · test_blotter_parse::test_ragged_cols FAILED (1 of {r.randint(180, 260)})",
            f"ci ✅ riskd@main #{n} · lint ok · {r.randint(90, 140)} tests · image pushed",
        ]), kind="noise")
    pnl_hours = [11, 13, 15, 17, 23]
    eq = r.uniform(-20, 25)
    dy = r.uniform(-12, 12)
    fx = r.uniform(-6, 6)
    for h in pnl_hours:
        eq += r.uniform(-6, 7)
        dy += r.uniform(-5, 5)
        fx += r.uniform(-2, 2)
        tot = eq + dy * 1.7 + fx
        if r.random() < 0.5:
            D.post(D.at(h, 0, 2), "pnl", f"PnL {h:02d}:00 NZT\n```\nEQ   {eq:+.1f}k NZD\nDY   {dy:+.1f}k USD\n"
                   f"FX   {fx:+.1f}k NZD\n──\nday  {tot:+.1f}k NZD · mtd {r.uniform(80, 260):+.0f}k\n```",
                   kind="noise")
        else:
            D.post(D.at(h, 0, 2), "pnl", "", kind="noise", embeds=[{
                "title": f"PnL snapshot {h:02d}:00 NZT",
                "fields": [{"name": "EQ", "value": f"{eq:+.1f}k NZD", "inline": True},
                           {"name": "Dairy", "value": f"{dy:+.1f}k USD", "inline": True},
                           {"name": "FX", "value": f"{fx:+.1f}k NZD", "inline": True},
                           {"name": "Day", "value": f"{tot:+.1f}k NZD", "inline": True}],
                "footer": "pnl-svc · marks: NZX last, SGX settle est, WMR 4pm interp"}])
    for _ in range(r.randint(6, 9)):
        sym = r.choice(["ATM.NZ", "FSF.NZ", "FPH.NZ", "IFT.NZ", "MEL.NZ", "NZDAUD", f"SGX WMP {W['wm']}",
                        f"SGX SMP {W['sm']}", "SML.NZ", "AIA.NZ"])
        base = {"ATM.NZ": W["ATM"], "FSF.NZ": W["FSF"], "FPH.NZ": W["FPH"], "IFT.NZ": W["IFT"],
                "MEL.NZ": W["MEL"], "NZDAUD": W["NZDAUD"], "SML.NZ": W["SML"], "AIA.NZ": W["AIA"]}
        arrow = r.choice(["↑", "↓"])
        if sym.startswith("SGX WMP"):
            lvl = c0(W["WMP"] + r.choice([-40, -25, 20, 35, 50]))
        elif sym.startswith("SGX SMP"):
            lvl = c0(W["SMP"] + r.choice([-30, -15, 15, 30]))
        elif sym == "NZDAUD":
            lvl = p4(base[sym] + r.choice([-0.003, -0.0015, 0.0015, 0.003]))
        else:
            lvl = p2(base[sym] * (1 + r.choice([-0.015, -0.01, 0.01, 0.015])))
        D.post(D.rand_time(8, 20), "alerts", f"🔔 {sym} {arrow} {lvl} (alert #{D.oid('AL')})", kind="noise")
    recon = [("kea", f"gateway: resumed session after {r.uniform(1.2, 9.8):.1f}s (replayed {r.randint(1, 7)} events)"),
             ("bridge", "slack-bridge: slack RTM dropped, reconnecting… ok"),
             ("kea", f"kea: oms socket reset by peer, reconnected (attempt {r.randint(1, 3)})"),
             ("scribe", "scribe: websocket reconnect · resumed")]
    for who, txt in r.sample(recon, 2):
        D.post(D.rand_time(0, 24), who, txt, kind="noise")
    D.post(D.rand_time(10, 17), "ocr", stack_trace(D, "ocr"), kind="noise")
    D.post(D.at(3, 10, 60), "scribe", stack_trace(D, "scribe"), kind="noise")
    if r.random() < 0.6:
        D.post(D.rand_time(6, 22), "tui", stack_trace(D, "tui"), kind="noise")
    # Kererū risk snapshots (all within limits) — heartbeat-like
    for h in (6, 9, 12):
        D.post(D.at(h, 30, 8), "kereru",
               f"Risk snapshot {h:02d}:30 NZT. One-day 99% VaR is NZ${r.randint(340, 430)}k against a "
               f"NZ$450k budget. Dairy gross is {r.randint(240, 300)} lots against the cap; FX net is "
               f"NZD {r.randint(18, 26)}m; largest single name is ATM at {r.uniform(7.6, 8.9):.1f}% of NAV. "
               f"All limits within budget, no breaches, nothing for the desk to do. Next snapshot in 3h.",
               kind="noise")


def scene_overnight(D, W, opt):
    r = D.r
    D.post(D.at(0, 8, 20), "bex", r.choice([
        "still up watching the aussie, RBA mins tmrw arvo",
        "kiwi's drifting vs aussie, nothing silly. night all 🌙",
        "london's quiet, logging off. NZDAUD hedge untouched"]))
    if "fx_overnight_fill" in opt:
        ref = f"FX-{D.oid('FX')}"
        rate = p4(W["NZDAUD"] + r.choice([0.0012, 0.0009, 0.0015]))
        body = {"type": "fill", "acct": ACCT_FX, "pair": "NZDAUD", "tenor": "1M", "side": "SELL",
                "notional": "NZD 10,000,000", "rate": rate, "ref": ref, "lp": r.choice(["WBC", "ANZ", "BNZ"]),
                "note": "resting order from yday, filled in NY"}
        D.post(D.at(0, 40, 30), "fx", json.dumps(body, ensure_ascii=False),
               hard=("trade_fill", ["NZDAUD", "SELL", "NZD 10,000,000", rate, ref], "structured"),
               idiom=("fx-exec JSON fill line", "trade_fill"))
    # other desk's fx line — near miss
    body = {"type": "fill", "acct": "WLGRT1", "pair": "NZDUSD", "tenor": "SPOT", "side": "BUY",
            "notional": "NZD 25,000,000", "rate": p4(r.uniform(0.565, 0.605)), "ref": f"FX-{D.oid('FX')}",
            "lp": "CBA"}
    D.post(D.at(1, 20, 40), "fx", json.dumps(body, ensure_ascii=False), kind="near",
           idiom=("other desk's account on fx-exec JSON fill", "not_hard"))
    g = W["gdt"]
    wed = D.local.weekday() == 2
    if wed:
        title = f"GDT Event {W['gdt_event']} — results"
        ev = f"GDT Event {W['gdt_event']}"
    else:
        title = f"GDT Pulse PA{W['gdt_event'] % 100:03d}-{r.randint(1, 2)} — results"
        ev = title.split(" — ")[0]
    prods = [("AMF", W["AMF"], g["AMF"]), ("Butter", W["BUT"], g["BUT"]), ("BMP", 5 * round(r.uniform(5000, 6200) / 5), g["BMP"]),
             ("Cheddar", 5 * round(r.uniform(4300, 5200) / 5), g["CHED"]), ("Lactose", 5 * round(r.uniform(900, 1300) / 5), g["LAC"]),
             ("Mozzarella", 5 * round(r.uniform(3900, 4800) / 5), g["MOZZ"]), ("SMP", W["SMP"], g["SMP"]),
             ("WMP", W["WMP"], g["WMP"])]
    if not wed:
        prods = [p for p in prods if p[0] in ("WMP", "SMP", "Butter")]
    fields = [{"name": n, "value": f"US${c0(px)}/t  {pct(ch)}", "inline": True} for n, px, ch in prods]
    wmp_val = f"US${c0(W['WMP'])}/t"
    gm = D.post(D.at(2, 12, 25) if wed else D.at(1, 5, 20), "gdt", "", embeds=[{
        "title": title,
        "description": f"Price index {pct(g['idx'])} · {c0(r.randint(18000, 42000))} t sold · "
                       f"{r.randint(95, 140)} winning bidders · {r.randint(13, 18)} rounds",
        "url": "https://www.globaldairytrade.info/en/product-results/",
        "fields": fields,
        "footer": f"{ev} · avg winning prices, contract period 2 · source GDT"}],
        hard=("held_position_news", [ev, "WMP", wmp_val, pct(g["WMP"])], "embed"),
        idiom=("GDT results embed-only post (held WMP via futures)", "held_position_news"))
    D.react(gm, gm.t + 600000, "🐄", "mikey")
    D.post(D.after(gm.t, 1, 3), "gdt",
           f"next: {'GDT Pulse' if wed else 'GDT Event'} · registration open · "
           f"{r.randint(150, 190)} qualified bidders · schedule https://www.globaldairytrade.info/en/gdt-events/upcoming-events/",
           kind="noise")
    D.post(D.at(4, 20, 50), "wire", r.choice([
        "US dairy: CME Class III milk futures settle mixed, block cheddar firmer; EU butter quotes flat w/w.",
        "EU: EEX butter and SMP futures quiet, Kempten quotes unchanged; French milk collections +1.2% y/y.",
        "China: Oct dairy imports −4% y/y per customs; WMP volumes lower, infant formula steady.",
    ]), kind="near", idiom=("generic overseas dairy colour on the wire", "not_hard"))
    D.post(D.at(5, 40, 30), "mikey", r.choice([
        "up early for the GDT, told yous 🐄🔥", "saw the GDT. cows are happy eh 🐄"] if g["WMP"] > 0 else [
        "hmm GDT was a bit meh. coffee first", "oof GDT. back to bed 😴"]))


def tui_brief(D, W, opt):
    r = D.r
    g = W["gdt"]
    loc = D.local
    wm = W["wm"]
    thesis_opts = {
        "butter": (f"We are raising conviction on the butter {W['bmn']} long from medium to high, because the "
                   f"curve has flipped into backwardation and the auction cleared above SGX settlement",
                   [f"butter {W['bmn']}", "medium to high"]),
        "wmp": (f"Our WMP {wm} view moves from neutral to bullish after the print; the case is "
                f"now supply-led rather than a short squeeze",
                [f"WMP {wm}", "neutral to bullish"]) if g["WMP"] > 0 else
               (f"Our WMP {wm} view moves from bullish to neutral after the print; the North Asian bid did "
                f"not show up where we expected it", [f"WMP {wm}", "bullish to neutral"]),
        "fsf": ("We are cutting FSF conviction from high to medium on the softer milk-price read, "
                "while keeping the position", ["FSF", "high to medium"]),
        "fx": ("The NZDAUD short-hedge thesis is reaffirmed and upgraded to high conviction: we "
               "still expect the cross lower into the RBNZ", ["NZDAUD", "reaffirmed", "high conviction"]),
    }
    th_txt, th_facts = thesis_opts[W["thesis"]]
    wed = loc.weekday() == 2
    gdt_name = f"GDT {W['gdt_event']}" if wed else "the GDT Pulse"
    paras = [
        f"**Morning brief · {DOW[loc.weekday()]} {loc.day} {MONTHS[loc.month - 1]} · Tui**",
        f"**Dairy.** {gdt_name} finished {pct(g['idx'])} on the index. WMP printed US${c0(W['WMP'])}/t "
        f"({pct(g['WMP'])}), SMP US${c0(W['SMP'])} ({pct(g['SMP'])}), butter US${c0(W['BUT'])} "
        f"({pct(g['BUT'])}) and AMF US${c0(W['AMF'])} ({pct(g['AMF'])}). North Asian buyers were the "
        f"marginal bid on WMP for a second event while South-East Asia stayed light on SMP. SGX "
        f"settlement had implied roughly {r.uniform(-1.5, 2.5):+.1f}% for WMP, so the print was "
        f"{'ahead of' if g['WMP'] > 0.8 else 'roughly in line with'} the futures market. Offer volumes "
        f"for the next three contract periods were lifted by Fonterra by about {r.randint(2, 9)}%, "
        f"which is normal for this point of the season.",
        "\n\n".join(data_block(W, [("contract", 2), ("country", 1)])),
        f"**Season.** Collections are tracking {r.uniform(-1.5, 2.5):+.1f}% on last season per the latest "
        f"DCANZ numbers, with Waikato and Taranaki soil moisture back to normal after a dry October. "
        f"Milk price futures for the {W['season']} season are trading near NZ${p2(W['MKP'])}/kgMS, "
        f"inside the Fonterra forecast range.",
        f"**NZX.** The NZX 50 closed {r.uniform(-0.9, 0.9):+.2f}% yesterday on thin volume. ATM closed at "
        f"{p2(W['ATM'])}, FSF at {p2(W['FSF'])}, FPH at {p2(W['FPH'])}. Overnight ADRs and the ASX "
        f"futures point to a {r.choice(['flat', 'soft', 'slightly firmer'])} open. No scheduled "
        f"results from held names today; two ex-dates later this week ({r.choice(['SPK', 'CEN', 'MEL'])}, "
        f"{r.choice(['IFT', 'POT', 'KPG'])}).",
        "\n\n".join(data_block(W, [("name", 2)])),
        f"**FX.** NZDAUD drifted to {p4(W['NZDAUD'])} overnight. The forward curve is "
        f"{r.randint(8, 16)} points negative at three months, so rolling the hedge costs little. "
        f"RBA minutes land this afternoon; RBNZ is not until February.",
        f"**Views.** The book is otherwise unchanged: long ATM and FSF in equities, long WMP and "
        f"butter futures, short {W['season']} milk price futures, and the NZDAUD forward hedge. "
        f"{th_txt}. SML stays watch-only until the refinancing terms are public, and we have no view "
        f"on the property names.",
        "**Calendar (NZT).**\n• 10:00 NZX open · SGX dairy active from 11:00\n• 13:30 RBA minutes\n"
        "• 16:45 NZX close auction\n• 20:00 London open (hedge roll window)",
        "Housekeeping: the OCR bot is still mis-reading Craigs screenshots with narrow columns; "
        "please paste the CSV where possible.",
    ]
    m = D.post(D.at(7, 2, 8), "tui", "\n\n".join(paras),
               hard=("thesis_update", th_facts, "buried"),
               idiom=("thesis change buried in agent morning brief", "thesis_update"))
    D.pin(m, D.after(m.t, 20, 40))
    D.unpins_later = m
    D.post(D.after(m.t, 3, 25), "mikey", r.choice(["ka pai, cheers Tui", "chur Tui 🙏", "ta"]),
           kind="noise", ref=m)
    return m


def scene_morning(D, W, opt):
    r = D.r
    for who, txt in r.sample(BANTER[:3] + [("harry", "morena! 🌞"), ("aroha", "morena all")], 3):
        D.post(D.rand_time(7, 9), who, txt, kind="noise")
    tui_brief(D, W, opt)
    q = D.post(D.at(8, 10, 20), "harry", "is the dairy gross cap still 420 lots or did that change?",
               kind="near", idiom=("question about a limit", "not_hard"))
    # held news: ATM trading update
    ann = D.oid("ANN")
    up = r.choice([("2.15", "2.25", "2.0", "2.1"), ("2.20", "2.30", "2.05", "2.15"), ("2.10", "2.20", "1.95", "2.05")])
    atm_ann = D.post(D.at(8, 31, 4), "nzxann",
                     f"NZX ANN · ATM · {NAMES['ATM']} Limited · TRADING UPDATE · {ann}\n"
                     f"FY27 revenue guidance lifted to NZ${up[0]}–{up[1]}b (prior NZ${up[2]}–{up[3]}b); EBITDA margin "
                     f"guidance unchanged at 16–17%. China label sales ahead of plan; Mataura Valley Milk "
                     f"volumes on track.\nhttps://www.nzx.com/announcements/{ann}",
                     hard=("held_position_news", ["ATM", "FY27 revenue guidance lifted", f"NZ${up[0]}–{up[1]}b"], "structured"),
                     idiom=("NZX announcement feed line on held name", "held_position_news"))
    if r.random() < 0.5:
        D.post(D.after(atm_ann.t, 2, 4), "kea",
               f"triage ann={ann} sym=ATM held=yes → route to=kea why=guidance_change prio=high",
               hard=("route_decision", ["ann=" + str(ann), "route to=kea", "ATM"], "structured"),
               idiom=("triage key=value route line", "route_decision"))
    else:
        D.post(D.after(atm_ann.t, 2, 6), "tui",
               f"Routing the ATM trading update ({ann}) to Kea for a sizing check against the 10% "
               f"single-name cap; Sione has context on the China label numbers.",
               hard=("route_decision", ["Routing", "ATM", "Kea"], "untagged"),
               idiom=("agent prose routing to another agent", "route_decision"))
    D.post(D.after(atm_ann.t, 3, 9), "sione", r.choice(["guide up 🔥 a2 doing a2 things", "oh nice, a2 guidance up",
                                                        "yesss a2 👀"]))
    # watchlist news
    if "sml_news" in opt:
        ann2 = D.oid("ANN")
        sm = D.post(D.at(8, 41, 6), "nzxann",
                    f"NZX ANN · SML · {NAMES['SML']} Limited · GENERAL · {ann2}\n"
                    f"Synlait confirms NZ${r.choice([120, 130, 150])}m bank facility extended to "
                    f"{r.choice(['Jun', 'Sep'])} 2028; a2 Milk supply agreement minimum volumes reset.\n"
                    f"https://www.nzx.com/announcements/{ann2}",
                    hard=("watchlist_news", ["SML", "Synlait", "facility extended"], "structured"),
                    idiom=("NZX announcement on watchlist name", "watchlist_news"))
        D.post(D.after(sm.t, 1, 4), "kea",
               f"triage ann={ann2} sym=SML held=no watch=yes → no_route why=watch_only,no_trigger",
               hard=("no_route_decision", ["SML", "no_route", "watch_only"], "structured"),
               idiom=("triage key=value no_route line", "no_route_decision"))
    nh = W["nh"][0]
    ann3 = D.oid("ANN")
    rym = D.post(D.at(8, 50, 8), "nzxann",
                 f"NZX ANN · {nh} · {NAMES[nh]} Limited · MGMT CHANGE · {ann3}\n"
                 f"{NAMES[nh]} announces CFO resignation; interim CFO appointed from {r.choice(['May', 'next month', 'February'])}.\n"
                 f"https://www.nzx.com/announcements/{ann3}",
                 kind="near", idiom=("announcement on name not held or watched", "not_hard"))
    if "nh_no_route" in opt:
        D.post(D.after(rym.t, 2, 6), "tui",
               f"{nh} management change: not held and not on the watchlist. No action; not routing.",
               hard=("no_route_decision", [nh, "No action", "not routing"], "untagged"),
               ref=rym, idiom=("agent prose no-route reply", "no_route_decision"))
    # risk limit by Jules
    lim = r.choice([350, 360, 340])
    old = 420
    jm = D.post(D.at(9, 3, 8), "jules",
                f"Morning. From now the dairy gross cap is {lim} lots (was {old}) until one-day VaR is "
                f"back under budget — riskd has the new number. Please size to it.",
                hard=("risk_limit", ["dairy gross cap", f"{lim} lots"], "untagged"), ref=q,
                idiom=("risk manager prose limit change", "risk_limit"))
    W["cap"] = lim
    D.pin(jm, D.after(jm.t, 2, 6))
    D.post(D.after(jm.t, 1, 5), "harry", r.choice(["ta", "ok ty", "👍"]), kind="noise", ref=jm)
    if "held_name_news" in opt:
        k = W["held_news"]
        if k == "fonterra":
            lvl = f"${p2(W['MKP'] - r.choice([0.2, 0.3, 0.25]))}"
            txt = f"Fonterra's just trimmed the farmgate midpoint to {lvl} 😬 range narrowed too"
            facts = ["Fonterra", lvl]
        elif k == "meridian":
            txt = "meridian's got a unit tripped at Manapōuri per the wire, no ETA on return 👀"
            facts = ["meridian", "Manapōuri"]
        elif k == "infratil":
            amt = r.choice(["NZ$750m", "NZ$1b", "NZ$600m"])
            txt = f"Infratil launching a {amt} raise for CDC, halted this morning fyi"
            facts = ["Infratil", amt, "raise"]
        else:
            txt = "F&P Healthcare got an FDA warning letter on the Tijuana plant apparently?? checking"
            facts = ["F&P Healthcare", "FDA warning letter"]
        D.post(D.at(9, 12, 15), "aroha", txt,
               hard=("held_position_news", facts, "untagged"),
               idiom=("held news by company name only, human chat", "held_position_news"))


def scene_atm(D, W, opt):
    r = D.r
    px = W["ATM"]
    stp = round(px - r.choice([0.28, 0.30, 0.32]), 2)
    tgt = round(px + r.choice([0.70, 0.75, 0.80]), 2)
    qty = r.choice([30000, 40000, 50000])
    t0 = D.at(10, 3, 6)
    if r.random() < 0.5:
        txt = (f"[PROPOSAL] BUY {c0(qty)} ATM @ {p2(px)} lmt · stop {p2(stp)} · tgt {p2(tgt)} · adds to "
               f"core after the guide-up, ~{r.uniform(1.5, 2.2):.1f}% NAV")
        facts = ["ATM", "BUY", c0(qty), p2(px), p2(stp)]
        ph, idi = "tagged", ("tagged [PROPOSAL] equity buy with stop/tgt", "trade_proposal")
    else:
        txt = (f"b {qty // 1000}k ATM @ {p2(px)} stp {p2(stp)} tgt {p2(tgt)} — topping up post guidance 🤙 "
               f"chart attached")
        facts = [f"b {qty // 1000}k ATM", p2(px), p2(stp)]
        ph, idi = "shorthand", ("k-suffixed shorthand equity proposal", "trade_proposal")
    prop = D.post(t0, "sione", txt, hard=("trade_proposal", facts, ph), idiom=idi,
                  files=[{"filename": "ATM_1d_guidance_gap.png", "size": r.randint(38000, 91000)}])
    jq = D.post(D.after(t0, 1, 2), "jules",
                "what's ATM as % NAV after this? we're not far off the 10% single-name cap",
                ref=prop, kind="near", idiom=("question reply to a proposal", "not_hard"))
    D.post(D.after(jq.t, 0.5, 1.5), "sione", f"~{r.uniform(9.2, 9.7):.1f}% after, under. it'll be tight if it rallies tho",
           ref=jq)
    ap_txt, ap_f = r.choice([("ok go on the ATM", ["ok go", "ATM"]), ("yep go, ATM fine", ["yep go", "ATM"]),
                             ("ok go 👍 ATM", ["ok go", "ATM"])])
    ap = D.post(D.after(jq.t, 2, 3), "aroha", ap_txt, ref=prop,
                hard=("trade_approval", ap_f, "reply"),
                idiom=("bare 'ok go' reply approving a proposal", "trade_approval"))
    oid = f"NZ-{D.oid('NZ')}"
    conf = D.post(D.after(ap.t, 0.5, 1.5), "oms",
                  f"ord id={oid} acct={ACCT_EQ} sym=ATM.NZ side=BUY qty={qty} px={p2(px)} tif=DAY "
                  f"venue=NZX status=WORKING by=kea",
                  hard=("trade_confirmation", [oid, "ATM.NZ", "BUY", str(qty), "WORKING"], "structured"),
                  idiom=("oms key=value WORKING line", "trade_confirmation"))
    q1 = qty * r.choice([5, 6]) // 10
    q2 = qty - q1
    shot = D.post(D.after(conf.t, 3, 6), "sione", "craigs blotter", files=[
        {"filename": f"craigs_blotter_{r.randint(1000, 1100)}.png", "size": r.randint(120000, 260000)}])
    tloc = datetime.fromtimestamp(shot.t // 1000 + D.tz * 3600, tz=timezone.utc)
    ts_ocr = tloc.strftime("%H:%M:%S").replace("0", "O", 1)
    acct_ocr = ACCT_EQ.replace("1", "l")
    ocr_txt = (f"OCR · {shot.files[0]['filename']} · conf 0.{r.randint(81, 89)}\n"
               "```\n"
               "Tlme      Acct    Sym  Sd   Qty      Px     Stat\n"
               f"{ts_ocr}  {acct_ocr}  ATM  BUY  {c0(q1)}   {p2(px)}   FlLL\n"
               f"{ts_ocr}  {acct_ocr}  ATM  BUY  {c0(q2)}  {p2(px)}  0PEN\n"
               f"          C0MM    O.l5%   GST    n/a\n"
               "```")
    ocr = D.post(D.after(shot.t, 0.3, 1), "ocr", ocr_txt, ref=shot,
                 hard=("trade_fill", ["ATM", "BUY", c0(q1), p2(px)], "structured"),
                 idiom=("OCR'd broker blotter row with O/0 l/1 errors", "trade_fill"))
    fb = D.post(D.after(ocr.t, 4, 9), "fillbot", "", embeds=[{
        "title": "Execution report",
        "description": f"ATM.NZ BUY {c0(q2)} @ {p2(px)} · order complete",
        "author": "OMS",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": c0(q2), "inline": True},
                   {"name": "Px", "value": p2(px), "inline": True},
                   {"name": "Acct", "value": ACCT_EQ, "inline": True},
                   {"name": "Cum", "value": f"{c0(qty)} / {c0(qty)} · avg {px:.3f}"}],
        "footer": f"order {oid} · venue NZX · {r.choice(['Craigs', 'Jarden', 'Forsyth Barr'])}"}],
        hard=("trade_fill", ["ATM.NZ", "BUY", c0(q2), p2(px), oid], "embed"),
        idiom=("embed-only execution report", "trade_fill"))
    D.react(fb, D.after(fb.t, 0.5, 2), "👍", "sione")
    s2 = round(stp + r.choice([0.08, 0.10, 0.12]), 2)
    s3 = round(s2 + r.choice([0.10, 0.12, 0.15]), 2)
    sm = D.post(D.after(fb.t, 1, 4), "sione", f"ATM stop in at {p2(stp)} 🛑", ref=fb,
                hard=("stop_or_target_change", ["ATM", "stop", p2(s3)], "untagged"),
                idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    D.edit(sm, D.at(13, 5, 20), f"ATM stop in at {p2(s2)} 🛑 (moved up)", [p2(stp)])
    D.edit(sm, D.at(15, 32, 10), f"ATM stop in at {p2(s3)} 🛑 (moved up again, under the gap)", [p2(s2)])
    W["atm"] = dict(qty=qty, px=px, stp=s3, oid=oid)


def voice_text(name, secs, body):
    return f"🎙️ voice note · {name} · {secs // 60}:{secs % 60:02d}\n{body}"


def scene_wmp(D, W, opt):
    r = D.r
    wm, wmc = W["wm"], W["wmc"]
    px = W["WMP"] + r.choice([-15, -10, -5, 0, 5])
    stp = px - r.choice([80, 90, 100])
    req = r.choice([60, 70])
    t0 = D.at(10, 36, 8)
    prop = D.post(t0, "mikey", f"b {req} WMP {wm} @ {c0(px)} stp {c0(stp)} — post-GDT, adding to the core 🐄",
                  hard=("trade_proposal", [f"b {req}", f"WMP {wm}", c0(px), c0(stp)], "shorthand"),
                  idiom=("shorthand lots-and-contract proposal 'b 60 WMP Mar27 @'", "trade_proposal"))
    th = D.thread_from(prop, f"WMP {wm} add")
    D.post(D.after(t0, 1, 3), "kereru",
           f"A stop at {c0(stp - 20)} would sit below the post-GDT gap and inside the daily range, which "
           f"looks sensible for the {wm} line; flagging as a suggestion only — Mikey's call.",
           thread=th, kind="near", idiom=("agent stop suggestion without decision", "not_hard"))
    ap = D.post(D.after(t0, 6, 12), "bridge",
                f"[slack] aroha.n: in the FC meeting — approved the {W['wmn'].lower()} wmp {req} lots, go",
                hard=("trade_approval", ["approved", f"{W['wmn'].lower()} wmp", f"{req} lots"], "untagged"),
                idiom=("slack-bridged approval from desk lead", "trade_approval"))
    cap = W.get("cap", 350)
    used = cap - r.choice([25, 30, 40])
    allowed = cap - used
    rk = D.post(D.after(ap.t, 0.5, 1.2), "riskd",
                f"pre-trade acct={ACCT_DY} sym=WMP{wmc} side=BUY req={req} rule=dairy_gross_{cap} "
                f"used={used} allowed={allowed} action=RESIZE new_qty={allowed}",
                thread=th, hard=("risk_limit", [f"WMP{wmc}", f"req={req}", "action=RESIZE", f"new_qty={allowed}"], "structured"),
                idiom=("riskd pre-trade RESIZE key=value", "risk_limit"))
    oid = f"DY-{D.oid('DY')}"
    D.post(D.after(rk.t, 0.1, 0.5), "oms",
           f"ord id={oid} acct={ACCT_DY} sym=WMP{wmc} side=BUY qty={allowed} px={px} venue=SGX status=WORKING by=kea",
           thread=th, hard=("trade_confirmation", [oid, f"WMP{wmc}", "BUY", f"qty={allowed}", "WORKING"], "structured"))
    D.post(D.after(rk.t, 1, 3), "mikey", r.choice([f"ffs, {allowed} it is then", f"risk chopping me to {allowed} 🙄 fine",
                                                   "cap's biting eh. all good"]), thread=th)
    vm = D.post(D.after(rk.t, 14, 25), "mikey", "", thread=th,
                files=[{"filename": "voice-message.ogg", "size": r.randint(180000, 420000)}])
    mon = W["wmn"].lower()
    pxs = str(px)
    body = (f"um yeah so just off the phone with um the guy at the broker and yeah we're done on the {mon} wmp "
            f"bought all {allowed} at {pxs} so um that's the lot the risk thing let through and uh "
            f"he reckons there's more north asian interest next event but you know he always says that um "
            f"also the traffic on the southern is cooked so i'll be like twenty mins and can someone grab me "
            f"a flat white thanks")
    vt = D.post(D.after(vm.t, 0.5, 1.2), "scribe", voice_text("mikey.p", r.randint(44, 70), body), ref=vm, thread=th,
                hard=("trade_fill", [f"{mon} wmp", f"bought all {allowed}", pxs], "buried"),
                idiom=("voice-note transcript with fill buried in rambling", "trade_fill"))
    sr = D.post(D.after(vt.t, 20, 35), "mikey", f"stop {c0(stp)} in on these", ref=vt, thread=th,
                hard=("stop_or_target_change", ["stop", c0(stp)], "reply"),
                idiom=("short reply setting a stop on a fill", "stop_or_target_change"))
    D.post(D.after(sr.t, 0.5, 3), "kea", r.choice(["👍", "noted"]), ref=sr, thread=th, kind="noise")
    W["wmp"] = dict(px=px, qty=allowed, stp=stp, oid=oid)
    # other desk line on same contract — near miss
    D.post(D.after(t0, 20, 50), "oms",
           f"ord id=SG-{D.oid('SG')} acct=SGPCM3 sym=WMP{wmc} side=SELL qty={r.choice([20, 30, 40])} px={px + 5} "
           f"venue=SGX status=FILLED by=sgp-exec",
           kind="near", idiom=("other desk's account on oms fill line", "not_hard"))


def scene_late_morning(D, W, opt):
    r = D.r
    sm, smp = W["sm"], W["SMP"]
    # deleted proposal (wrong channel)
    t = D.at(11, 16, 8)
    dpx = smp + r.choice([10, 15, 20])
    dm = D.post(t, "harry", f"[PROPOSAL] SELL 20 SMP {sm} @ {c0(dpx)} stop {c0(dpx + 55)} — fading the GDT move",
                hard=("trade_proposal", ["SELL 20 SMP", sm, c0(dpx)], "tagged"))
    D.delete(dm, D.after(t, 1, 2.5), f"SELL 20 SMP {sm} @ {c0(dpx)}")
    D.post(D.after(t, 2.6, 4), "harry", "soz wrong channel, meant for #grad-sandbox 🙈", kind="noise")
    # hypothetical
    hm = D.post(D.at(11, 30, 6), "harry", f"what if we bought some SML here? {W['SML']:.3f} looks cheap af",
                kind="near", idiom=("hypothetical 'what if we bought'", "not_hard"))
    D.post(D.after(hm.t, 1, 4), "aroha", "it's on the watchlist for a reason haha, let's see the refi terms first", ref=hm)
    # options proposal + rejection
    strike = 100 * round((W["WMP"] + 300) / 100)
    prem = r.randint(48, 85)
    lots = r.choice([20, 25, 30])
    t = D.at(11, 44, 8)
    op = D.post(t, "mikey", f"[PROP] buy {lots}x WMP {W['wm']} {strike} calls @ {prem} — cheap convexity into the "
                f"next two events, max loss US${c0(lots * prem)}",
                hard=("trade_proposal", [f"buy {lots}x", f"WMP {W['wm']} {strike} calls", f"@ {prem}"], "tagged"),
                idiom=("[PROP]-tagged dairy options proposal", "trade_proposal"))
    rej_txt, rej_f = r.choice([
        ("nah, not these — vol's rich after the auction, revisit after next event", ["nah", "not these"]),
        ("nah hold off on the calls, vol's too rich rn", ["nah hold off", "calls"]),
    ])
    D.post(D.after(t, 4, 9), "aroha", rej_txt, ref=op, hard=("trade_approval", rej_f, "reply"),
           idiom=("reply rejection 'nah'", "trade_approval"))
    D.post(D.after(t, 10, 14), "mikey", r.choice(["fair", "yeah fair enough", "🫡"]), ref=op, kind="noise")
    # paper trade
    D.post(D.at(11, 58, 30), "harry", f"paper acct (grad book): b 10 SMP {sm} @ {c0(smp - 10)}, let's see if i'm a genius",
           kind="near", idiom=("paper-account shorthand trade", "not_hard"))
    # other-desk risk line
    D.post(D.at(12, 4, 20), "riskd",
           f"limit acct=SYDAG2 check=var_1d limit=AUD1.2m used=AUD{r.uniform(1.25, 1.4):.2f}m status=BREACH "
           f"action=notify(syd-ags)",
           kind="near", idiom=("other desk's account on riskd breach line", "not_hard"))


def tui_midday(D, W, opt):
    r = D.r
    parts = [
        f"**Midday note · Tui**",
        f"SGX dairy has been two-way since the open. WMP {W['wm']} is trading {c0(W['WMP'] + r.choice([-10, 5, 15]))} "
        f"bid on roughly {r.randint(300, 900)} lots of volume, about a third of it from Singapore-based "
        f"accounts; open interest in the Mar–Jun strip is up {r.randint(2, 8)}% on the week. SMP is heavier: "
        f"{W['sm']} printed as low as {c0(W['SMP'] - 25)} before recovering.",
        f"On equities, ATM has extended the guidance move and is up {r.uniform(2.1, 4.9):.1f}% on the day on "
        f"three times average volume; FSF is flat. The NZX 50 is {r.uniform(-0.5, 0.6):+.2f}% with utilities leading.",
    ]
    parts += data_block(W, [("name", 2), ("contract", 1)])
    if "tui_mid_thesis" in opt:
        sent = ("We are downgrading SMP from bullish to neutral: the auction showed no depth "
                "below the top two bidders and the Apr contract has failed twice at the same level")
        parts.append(f"Views. {sent}. Nothing else in the dairy book changes.")
        hard = ("thesis_update", ["SMP", "bullish to neutral"], "buried")
        idi = ("agent midday note with buried thesis downgrade", "thesis_update")
    else:
        parts.append("Views are unchanged from this morning's brief; nothing in this note requires action.")
        hard = None
        idi = None
    parts.append(f"NZDAUD is {p4(W['NZDAUD'] + r.choice([-0.0008, 0.0006]))} ahead of the RBA minutes. The three-month "
                 f"forward points have widened by about a point; we will revisit the hedge roll after 16:00.")
    m = D.post(D.at(12, 33, 6), "tui", "\n\n".join(parts), hard=hard, idiom=idi,
               kind="near" if hard is None else "other")
    return m


def scene_midday(D, W, opt):
    r = D.r
    tui_midday(D, W, opt)
    # human thesis
    D.post(D.at(12, 50, 10), "mikey",
           r.choice(["calling it: SMP thesis is cooked. flipping from long bias to neutral til the Pulse turns 🤷",
                     "ok I'm done being bullish SMP. long bias to neutral, the bids just aren't there"]),
           hard=("thesis_update", ["SMP", "long bias to neutral"], "untagged"),
           idiom=("human slangy thesis flip", "thesis_update"))
    # history near-miss
    D.post(D.at(13, 2, 15), "mikey", r.choice([
        "lol remember '22 when we got lifted on 80 WMP at 4,600 the day before it dumped 🤡",
        "back in 2021 we sold the butter at 6,900 and it went to 7,800. never again",
    ]), kind="near", idiom=("past-tense war story about an old fill", "not_hard"))
    # watchlist via bridge
    wn = W["watch_news"]
    wtxt = {
        "AIA": ("[slack] priya.k: heads up — Auckland Airport just pulled its FY27 capex guide, announcement hit 1:14",
                ["Auckland Airport", "capex guide"]),
        "FBU": ("[slack] priya.k: Fletcher Building flagging another NZ$120m provision on the IC building, per the release",
                ["Fletcher Building", "provision"]),
        "MFT": ("[slack] priya.k: Mainfreight downgrade from our Sydney broker, target cut to 61",
                ["Mainfreight", "target cut to 61"]),
        "CEN": ("[slack] priya.k: Contact Energy says Te Huka 3 commissioning slips to Q3, just out",
                ["Contact Energy", "Te Huka 3"]),
        "SPK": ("[slack] priya.k: Spark confirms data centre stake sale talks, trading halt requested",
                ["Spark", "trading halt"]),
    }[wn]
    D.post(D.at(13, 15, 10), "bridge", wtxt[0], hard=("watchlist_news", wtxt[1], "untagged"),
           idiom=("watchlist news relayed over slack bridge", "watchlist_news"))
    # backtest
    bt = (f"Backtest, for the file: buy front-month WMP after GDT index prints of +2% or more, exit after five "
          f"SGX sessions, 2019–2026. {r.randint(26, 38)} trades, hit rate {r.randint(52, 63)}%, average "
          f"+US${r.randint(18, 55)}/t per trade, worst drawdown −US${r.randint(220, 390)}/t (Mar 2022). Entry "
          f"fills were assumed at the next-session VWAP with 2 ticks of slippage; without slippage the edge "
          f"roughly doubles, which tells us most of it is in the first hour. The signal is weaker when the "
          f"SGX settlement had already implied the move (correlation {r.uniform(0.3, 0.6):.2f}). Not a "
          f"recommendation; parked in the research folder.\n\n"
          f"bt fill sample: BUY 40 WMPH24 @ 3,512 (2024-03-06 replay) · SELL 40 WMPH24 @ 3,588 (2024-03-13 replay)")
    D.post(D.at(13, 33, 12), "tui", bt, kind="near", idiom=("backtest with replay fills", "not_hard"))
    for who, txt in r.sample(BANTER[6:20], 3):
        D.post(D.rand_time(12, 14), who, txt, kind="noise")
    D.post(D.at(13, 45, 10), "bridge",
           f"[slack] dan.w: WLG rates desk paid 2y at {r.uniform(3.2, 3.6):.2f} in 50m, fyi in case the kiwi moves",
           kind="near", idiom=("other desk's trade relayed over bridge", "not_hard"))


def tui_mkp_note(D, W):
    r = D.r
    mk = W["MKP"]
    st = round(mk + 0.25, 2)
    s = W["season"]
    paras = [
        f"**Milk price note · {s} · Tui**",
        f"Fonterra's {s} forecast range implies a midpoint around NZ${p2(mk + r.choice([-0.05, 0.0, 0.05]))}/kgMS. "
        f"The futures strip has been sitting above the midpoint for a week, and this morning's auction "
        f"did not give it more support: the WMP/SMP mix that feeds the milk price was up only "
        f"{r.uniform(0.4, 1.6):.1f}% on a weighted basis, and the NZD is firmer against the USD than the "
        f"forecast assumes.",
        f"Proposal: sell 10 MKP {s} at {p2(mk)} with a stop at {p2(st)}, sized inside the dairy gross cap. "
        f"It offsets part of the long powder exposure and expresses the view that the farmgate number "
        f"lags the auction on the way up.",
        "\n\n".join(take(W, "dairy", 1)),
        f"Risks: a weaker NZD or a big Chinese restock would push the milk price up; the stop covers "
        f"roughly two standard deviations of daily MKP moves. Liquidity on NZX Derivatives is thin after "
        f"15:00, so an afternoon entry is preferable. Mikey and Kererū have seen the numbers.",
    ]
    return "\n\n".join(paras), [f"sell 10 MKP {s}", p2(mk), p2(st)]


def scene_afternoon(D, W, opt):
    r = D.r
    s = W["season"]
    mk = W["MKP"]
    txt, facts = tui_mkp_note(D, W)
    t = D.at(14, 2, 6)
    prop = D.post(t, "tui", txt, hard=("trade_proposal", facts, "buried"),
                  idiom=("proposal buried in agent milk-price note", "trade_proposal"))
    ap_txt, ap_f = r.choice([("sweet as, go", ["sweet as", "go"]), ("👍 send it", ["👍", "send it"]),
                             ("yep, do it", ["yep", "do it"])])
    ap = D.post(D.after(t, 3, 8), "aroha", ap_txt, ref=prop, hard=("trade_approval", ap_f, "reply"),
                idiom=("kiwi 'sweet as, go' reply approval", "trade_approval"))
    oid = f"DY-{D.oid('DY')}"
    cf = D.post(D.after(ap.t, 1, 3), "kea",
                f"Order to sell 10 MKP {s} at {p2(mk)} is working on NZX Derivatives, ref {oid}.",
                hard=("trade_confirmation", [f"MKP {s}", "working", oid], "untagged"),
                idiom=("agent prose order working", "trade_confirmation"))
    D.post(D.after(cf.t, 3, 8), "bex", "we should send the Dec roll soon eh, points are creeping",
           kind="near", idiom=("'we should send it soon' without decision", "not_hard"))
    fl = D.post(D.after(cf.t, 10, 20), "kea", f"[FILL] MKP {s} SELL 10 @ {p2(mk)} · {oid}",
                hard=("trade_fill", [f"MKP {s}", "SELL 10", p2(mk - 0.01), oid], "tagged"),
                idiom=("tagged [FILL] later corrected by edit", "trade_fill"))
    D.edit(fl, D.after(fl.t, 25, 40), f"[FILL] MKP {s} SELL 10 @ {p2(mk - 0.01)} · {oid} (px corrected per exchange stmt)",
           [p2(mk)])
    D.post(D.after(fl.t, 1, 3), "mikey", r.choice(ACKS), ref=fl, kind="noise")
    if "butter_tp" in opt:
        tp = W["BUT"] + r.choice([150, 200, 250])
        D.post(D.at(14, 40, 10), "mikey", f"butter {W['bmn']} tp now {c0(tp)} 🧈",
               hard=("stop_or_target_change", [f"butter {W['bmn']}", "tp", c0(tp)], "shorthand"),
               idiom=("'tp now' shorthand target move", "stop_or_target_change"))
    # concentration breach, embed-only
    a = W["atm"]
    exp = f"{r.uniform(10.2, 11.6):.1f}%"
    bm = D.post(D.at(14, 55, 8), "kereru", "", embeds=[{
        "title": "⚠️ Limit breach",
        "description": "Single-name concentration (post-trade, marks 14:50)",
        "fields": [{"name": "Account", "value": ACCT_EQ, "inline": True},
                   {"name": "Name", "value": "ATM", "inline": True},
                   {"name": "Exposure", "value": f"{exp} NAV", "inline": True},
                   {"name": "Limit", "value": "10.0%", "inline": True},
                   {"name": "Action", "value": "new ATM buys blocked until < 10.0%"}],
        "footer": "riskd rule conc_single_10 · Kererū"}],
        hard=("risk_limit", ["ATM", exp, "10.0%", "blocked"], "embed"),
        idiom=("embed-only risk breach with block", "risk_limit"))
    D.post(D.after(bm.t, 1, 4), "sione", r.choice(["ha, rallied into the limit. no more ATM then 🙃",
                                                   "well that's a good problem to have lol"]), ref=bm)
    if "fsf_stop_off" in opt:
        D.post(D.at(15, 10, 10), "sione", "pulled the stop on FSF, it's a core hold now — no stop",
               hard=("stop_or_target_change", ["FSF", "pulled the stop"], "untagged"),
               idiom=("stop removed in prose", "stop_or_target_change"))
    if "sgx_reject" in opt:
        oid2 = f"DY-{D.oid('DY')}"
        D.post(D.at(15, 20, 8), "kea",
               f"SGX rejected the SMP {W['sm']}/{W['sm2']} spread order ({oid2}): limit outside the daily price "
               f"band. Not resending without a new price from Mikey.",
               hard=("trade_confirmation", ["SGX rejected", f"SMP {W['sm']}/{W['sm2']}", oid2], "untagged"),
               idiom=("venue rejection in agent prose", "trade_confirmation"))
    nh = W["nh"][1]
    wm = D.post(D.at(15, 28, 8), "wire",
                f"{nh} — {NAMES[nh]} {r.choice(['flags softer first-half earnings', 'confirms asset sale talks', 'says CEO to step down next year'])}; "
                f"shares {r.choice(['down', 'up'])} {r.uniform(1.5, 6.5):.1f}% in Auckland",
                kind="near", idiom=("wire headline on a name not held", "not_hard"))
    if "nh_reply_noroute" in opt:
        D.post(D.after(wm.t, 2, 6), "aroha", "leave it, no action — not ours", ref=wm,
               hard=("no_route_decision", ["leave it", "no action"], "reply"),
               idiom=("terse 'leave it, no action' reply", "no_route_decision"))
    rt = D.post(D.at(15, 52, 6), "aroha",
                "@Kea routing the NZDAUD Dec roll to you — Bex is out from 4, usual LPs",
                hard=("route_decision", ["routing", "NZDAUD Dec roll", "Kea"], "untagged"),
                idiom=("human @-mention routing to agent", "route_decision"))
    D.post(D.after(rt.t, 0.3, 1), "kea", "ack — picking up the NZDAUD roll", ref=rt, kind="noise")
    D.post(D.at(15, 40, 10), "harry", "what's our stop on FSF again?", kind="near",
           idiom=("question about a stop", "not_hard"))
    if "ift_cancel" in opt:
        oid3 = f"NZ-{D.oid('NZ')}"
        D.post(D.at(16, 12, 12), "oms",
               f"ord id={oid3} acct={ACCT_EQ} sym=IFT.NZ side=BUY qty=20000 px={p2(W['IFT'] - 0.2)} "
               f"status=CANCELLED reason=user(sione)",
               hard=("trade_confirmation", [oid3, "IFT.NZ", "CANCELLED"], "structured"),
               idiom=("oms CANCELLED line", "trade_confirmation"))
    D.post(D.at(16, 20, 15), "sione", f"prob want a stop round {p2(W['FPH'] - 1.1)} on FPH if we ever add more",
           kind="near", idiom=("stop suggestion without decision", "not_hard"))


def scene_evening(D, W, opt):
    r = D.r
    fxr = W["NZDAUD"]
    fwd = round(fxr - r.choice([0.0010, 0.0012, 0.0014]), 4)
    t = D.at(17, 18, 10)
    th = D.thread_new(t - 20000, "NZDAUD Dec roll", "kea")
    pr = D.post(t, "kea",
                f"[PROPOSED] Roll the NZDAUD hedge: SELL NZD 15m 3M fwd @ {p4(fwd)} (spot {p4(fxr)}, "
                f"pts {round((fwd - fxr) * 10000):+d}) and buy back the Dec leg. Post-trade FX net stays "
                f"inside the NZD 40m limit.",
                thread=th, hard=("trade_proposal", ["NZDAUD", "SELL NZD 15m", p4(fwd)], "tagged"),
                idiom=("agent [PROPOSED] FX forward roll", "trade_proposal"))
    ap = D.post(D.after(t, 4, 12), "aroha", r.choice(["👍 send it", "send it 👍"]), ref=pr, thread=th,
                hard=("trade_approval", ["👍", "send it"], "reply"))
    ref = f"FX-{D.oid('FX')}"
    ack = {"type": "order_ack", "acct": ACCT_FX, "pair": "NZDAUD", "tenor": "3M", "side": "SELL",
           "notional": "NZD 15,000,000", "limit": p4(fwd), "status": "ACCEPTED", "ref": ref}
    D.post(D.after(ap.t, 0.5, 2), "fx", json.dumps(ack, ensure_ascii=False), thread=th,
           hard=("trade_confirmation", ["NZDAUD", "ACCEPTED", ref], "structured"),
           idiom=("fx-exec JSON order_ack", "trade_confirmation"))
    fill = {"type": "fill", "acct": ACCT_FX, "pair": "NZDAUD", "tenor": "3M", "side": "SELL",
            "notional": "NZD 15,000,000", "rate": p4(fwd + 0.0001), "ref": ref, "lp": r.choice(["WBC", "ANZ", "BNZ"])}
    D.post(D.at(20, 4, 15), "fx", json.dumps(fill, ensure_ascii=False), thread=th,
           hard=("trade_fill", ["NZDAUD", "SELL", "NZD 15,000,000", p4(fwd + 0.0001), ref], "structured"))
    # rambling voice note near-miss
    vm = D.post(D.at(18, 25, 15), "mikey", "", files=[{"filename": "voice-message.ogg", "size": r.randint(150000, 300000)}])
    D.post(D.after(vm.t, 0.5, 1.2), "scribe", voice_text("mikey.p", r.randint(38, 75),
           "um so driving home um just thinking out loud might be worth a look at a2 next week if it pulls "
           "back at all but um not doing anything now obviously we're at the limit and uh yeah the GDT "
           "pulse next week could be interesting for butter um also does anyone know if the carpark "
           "gate's fixed yet cheers"), ref=vm, kind="near",
           idiom=("voice-note musing with no decision", "not_hard"))
    # forgotten client proposal in voice note
    fam, town = W["client"]
    vm2 = D.post(D.at(19, 2, 10), "mikey", "", files=[{"filename": "voice-message.ogg", "size": r.randint(150000, 300000)}])
    lvl = p2(W["MKP"] - r.choice([0.2, 0.25, 0.3]))
    phone = f"021 {r.randint(100, 999)} {r.randint(1000, 9999)}"
    body = (f"um so the {fam} family in {town} rang again they want to lock in um some of next season so i "
            f"reckon we sell 12 MKP {W['season2']} at {lvl} for them through the client book um their number's "
            f"{phone} if someone can call them back tomorrow morning cheers")
    fv = D.post(D.after(vm2.t, 0.5, 1.2), "scribe", voice_text("mikey.p", r.randint(30, 50), body), ref=vm2,
                hard=("trade_proposal", [f"sell 12 MKP {W['season2']}", lvl], "buried"))
    D.forget(fv, D.after(fv.t, 20, 40), "aroha", f"{fam} family in {town}")
    D.post(D.after(fv.t, 41, 50), "aroha", "pls no client names or numbers in here, use the client book 🙏 wiped it",
           kind="other")
    D.post(D.after(fv.t, 51, 60), "mikey", "oops sorry 🙈", kind="noise")
    if "fph_news" in opt:
        D.post(D.at(20, 30, 20), "wire",
               f"FPH — {NAMES['FPH']} receives FDA 510(k) clearance for new F&P Nova Micro nasal mask; "
               f"US launch planned for {r.choice(['Q1', 'Q2'])} FY27",
               hard=("held_position_news", ["FPH", "FDA 510(k) clearance"], "structured"),
               idiom=("wire headline on held ticker", "held_position_news"))
    # alert storm bulk-deleted
    t = D.at(20, 48, 6)
    storm = []
    snips = []
    for i in range(4):
        n = D.oid("AL")
        storm.append(D.post(t + i * r.randint(800, 4000), "alerts",
                            f"🔔 NZDAUD ↓ {p4(fxr - 0.0005 * (i + 1))} (alert #{n}) [dup feed]", kind="noise"))
        snips.append(f"(alert #{n}) [dup feed]")
    D.bulk_delete(storm, t + 5 * 60000 + r.randint(0, 60000), snips)
    D.post(t + 6 * 60000 + r.randint(0, 60000), "bex", "cleared the alert spam, feed was double-posting", kind="noise")
    # quoted old news
    D.post(D.at(21, 5, 20), "mikey", "lol found this from 2023: \"Fonterra slashes forecast to $6.75\" good times 🫠",
           kind="near", idiom=("quoted old news headline", "not_hard"))
    D.post(D.at(21, 20, 20), "mikey", f"if GDT prints -3% next time i'd cut half the {W['wmn'].lower()} wmp tbh",
           kind="near", idiom=("conditional 'if X i'd cut'", "not_hard"))
    tui_eod(D, W, opt)
    if "thesis_confirm" in opt and W["thesis"] != "wmp":
        D.post(D.at(22, 10, 15), "aroha",
               "for the record — WMP view unchanged: still long-biased into next event, conviction high. no book changes tonight",
               hard=("thesis_update", ["WMP", "unchanged", "conviction high"], "untagged"),
               idiom=("lead confirms view unchanged", "thesis_update"))
    if D.unpins_later is not None:
        D.unpins_later.unpins.append((D.at(22, 40, 10), "aroha"))


def tui_eod(D, W, opt):
    r = D.r
    a = W["atm"]
    w = W["wmp"]
    paras = [
        "**End of day · Tui**",
        f"Equities: ATM closed {W['ATM_close']:.3f}, up on the guidance change; the "
        f"position is above the single-name limit on marks, which Kererū has flagged, and Sione's stop sits "
        f"at {p2(a['stp'])}. FSF and FPH were quiet. Sector-wise the NZX 50 finished "
        f"{r.uniform(-0.6, 0.8):+.2f}% with gentailers firm and property soft.",
        f"Dairy: the {W['wm']} WMP line is in at {c0(w['px'])} for {w['qty']} lots after the risk resize; SGX "
        f"settled {c0(w['px'] + r.choice([-10, 5, 20]))}. The milk price short is on and the price correction "
        f"from the exchange statement has been applied. Basis between SGX and the GDT print is about "
        f"US${r.randint(10, 45)}/t, close to its six-month average.",
        f"FX: the NZDAUD roll went through in London; the hedge ratio is back to {r.randint(70, 85)}% of "
        f"the AUD-denominated exposure. The RBA minutes were read as marginally hawkish and the cross "
        f"ended {p4(W['NZDAUD'] - 0.0007)}.",
        "\n\n".join(take(W, "dairy", 1) + data_block(W, [("name", 1), ("contract", 1)]) + take(W, "macro", 1)),
        f"Open items for tomorrow: the SML refinancing detail, the next Pulse, and the ATM concentration "
        f"which should clear as NAV moves. Nothing routed overnight; scribe and the OCR bot both restarted "
        f"once today without data loss.",
    ]
    D.post(D.at(21, 35, 15), "tui", "\n\n".join(paras), kind="near",
           idiom=("long agent EOD wrap restating the day, no new decision", "not_hard"))


# ----------------------------------------------------------------------------- long-form prose

DAIRY_P = [
    "Fonterra's offer volumes for the next twelve months are {offvol}% above last season's equivalent events, "
    "mostly in WMP. That is a supply signal rather than a demand one, and it tends to weigh on the second and "
    "third contract periods more than the first.",
    "Chinese import data for October showed WMP volumes {cnwmp:+d}% year on year and SMP {cnsmp:+d}%. Domestic "
    "Chinese raw milk prices are still below production cost for many farms, so the local herd is shrinking "
    "slowly; that is the medium-term support for imported powder, but it does not move from one event to the next.",
    "South-East Asian buyers remain price-sensitive on SMP. Indonesia and the Philippines have leaned on EU "
    "product at a discount, and the EU–Oceania SMP spread is about US${euspread}/t, wide enough to divert "
    "marginal tonnes away from GDT.",
    "The SGX WMP curve is in {curveshape} from {wm} to {wm6}; the roll yield for a long holder is roughly "
    "US${roll}/t per quarter, small relative to the typical event-to-event move.",
    "Open interest across the NZX/SGX dairy complex is {oi} contracts, with WMP about {oiwmp}% of it. Commercial "
    "hedgers have been net sellers of the back half of the season, which is normal for December, and "
    "Singapore-based speculative accounts have been the main buyers.",
    "Butter remains the tightest market in the complex. European stocks are low after a hot summer and Oceania "
    "production is committed well into the new year; the butter/SMP price ratio is near {bsratio}, close to "
    "the top of its ten-year range.",
    "AMF has traded at a discount to butter on a fat-equivalent basis for three events. That gap has "
    "historically closed within two months, but the sample is small and dominated by one season.",
    "Soil moisture across the Waikato and Taranaki is {soil} normal, and the NIWA outlook for the next three "
    "months is near-normal rainfall in the north with drier conditions on the east coast of the South Island. "
    "Canterbury irrigation restrictions are the thing to watch in January.",
    "Collections for the season to date are {coll:+.1f}% on last season in milk-solids terms. The peak came "
    "about a week earlier than usual and the curve is now on its normal decline.",
    "Milk price futures for the {season} season sit at NZ${mkp}/kgMS; the options market implies a standard "
    "deviation of about {mkpvol}c to the end of the season, which is lower than at the same point last year.",
    "Container rates from New Zealand to North Asia are {freight}% lower than a year ago, which helps landed "
    "cost competitiveness against EU product in Shanghai and Tianjin.",
    "The US remains a swing supplier of SMP/NFDM. US NFDM is trading at a discount of about US${usdisc}/t to "
    "Oceania SMP, which limits how far SMP can rally before Mexican and South-East Asian buyers switch origin.",
    "Algeria and the wider Middle East took about {mena}% of WMP volume across the last two events, which has "
    "diversified demand away from Greater China and reduced the event-to-event volatility of the index.",
    "The GDT bidder count has been stable at {bidders} qualified bidders; participation from Greater China "
    "has been lower than in 2021–22 but the average lot size is larger.",
]
NZX_P = [
    "NZX 50 breadth was {breadth} advancers to decliners yesterday; turnover of NZ${turnover}m was {turn_vs} "
    "the 20-day average, with the closing auction taking {closeauc}% of the day's value.",
    "Lake storage is at {lakes}% of the mean for the time of year and wholesale prices at Benmore have "
    "averaged about NZ${benmore}/MWh this week, which keeps the gentailer earnings outlook steady.",
    "On a2 Milk, the China infant formula market is still shrinking in volume terms with births down; share "
    "gains come from the English-label and China-label channels. The stock trades at about {atmpe}x forward "
    "earnings, above its five-year average.",
    "Fisher & Paykel Healthcare's hospital hardware sales have normalised; consumables growth and the "
    "obstructive sleep apnoea mask cycle drive the next twelve months. The valuation leaves little room "
    "for a miss on the gross margin recovery.",
    "Infratil's valuation is dominated by the data-centre build. Capital needs are large, and funding "
    "announcements have historically been absorbed within a week or so.",
    "The S&P/NZX 50 quarterly review is due {review}. On current free-float numbers no name in the book is at "
    "risk of exclusion, and index weight changes for the large caps should be small.",
    "Offshore ownership of NZX 50 names edged up to {offshore}% according to the latest registry data, with "
    "Australian institutions the main marginal buyers.",
    "Retail flows via the local platforms have been net buyers of the large healthcare and dairy names for "
    "three weeks, a small but steady source of demand in the closing auction.",
    "New Zealand 10-year government bond yields are at {nz10}%, {nz10ch:+d}bp on the week; the equity risk "
    "premium implied for the NZX 50 is below its long-run average, which is typical for a market dominated by "
    "bond-like utilities and property.",
    "The Fonterra Shareholders' Fund still trades at a discount to the Fonterra share price on the farmer "
    "market of about {fsfdisc}%. The discount has narrowed since the capital return but remains wider than its "
    "pre-2021 range.",
]
FX_P = [
    "NZDAUD has ranged {fxlo}–{fxhi} over the past month. The cross moves on the relative path of the RBNZ and "
    "RBA, on dairy versus iron ore terms of trade, and on risk appetite through the AUD's higher China beta.",
    "The two-year NZ–Australia swap spread is {swsp}bp, and the forward points reflect that spread mechanically; "
    "rolling a three-month hedge costs or earns very little at current levels.",
    "Futures positioning data show leveraged funds {nzdpos} NZD, while the AUD position is close to flat.",
    "Iron ore is trading at US${ironore}/t on SGX. A weaker iron ore price has historically supported NZDAUD "
    "with a lag of a few weeks, mostly via the AUD leg.",
    "The hedge programme covers the AUD-denominated earnings of the held equities and the AUD share of the "
    "dairy book's costs; the policy hedge ratio range is 60–90%.",
]
MACRO_P = [
    "In the US, futures price about {fedcuts}bp of Fed easing by mid-year and the dollar index is {dxych:+.1f}% "
    "on the week, which has kept the NZD/USD cross heavy.",
    "In China, the loan prime rates were left unchanged. The property sector remains weak and household "
    "consumption soft, consistent with slower infant formula demand.",
    "In Australia, the RBA minutes are expected to repeat that the board is comfortable with current settings; "
    "the market prices no move before May.",
    "The NZIER quarterly survey of business opinion showed activity expectations at {qsbo}, the highest since "
    "2021, while pricing intentions eased further.",
]


DAIRY_P += [
    "Lactose prices have moved {lacch:+d}% over three events. It is a small part of the revenue mix, but it "
    "matters for the ingredients stream more than for the farmgate milk price.",
    "The milk price calculation uses a basket weighted to WMP, SMP, butter, AMF and BMP. On our estimate a "
    "US$100/t move in WMP is worth about 9–10c/kgMS and the same move in SMP about 4c.",
    "NZD/USD matters as much as auction prices for the farmgate number: one cent on the currency is worth "
    "roughly 10–12c/kgMS over a full season before hedging, and Fonterra's forward cover delays the pass-through "
    "by several months.",
    "Chinese domestic milk output is expected to fall about {cnout}% next year as smaller farms exit. That would "
    "be the first decline in a decade and is the main structural argument for a firmer WMP market in 2027.",
    "EU milk deliveries are running about flat year on year, with Ireland and France weaker and Poland stronger. "
    "Private butter stocks are low, which explains the firmness in European butter quotations.",
    "US milk production is growing around {usgrow:.1f}% a year on new cheese capacity. The extra milk goes mostly "
    "into cheese and whey, which is why US butter and powder exports have not risen as much.",
    "Fat-filled milk powder made with palm oil is a growing outlet in South-East Asia; it competes with WMP at "
    "the margin whenever the WMP–SMP spread is wide, which it is now at about US${wsspread}/t.",
    "The SGX-listed NZX dairy futures clear more than twice the volume they did five years ago. Most of the growth "
    "has been in WMP, with SMP and butter catching up slowly and AMF still thin.",
    "Implied volatility on the front two WMP option expiries is {wmpvol}%, {volrel} its three-month average, "
    "which makes outright calls look expensive relative to call spreads.",
    "Retail infant formula prices in China have been stable for six months, and promotional intensity around "
    "the November shopping festival was lower than last year.",
    "The national herd is about {herd}m cows, down slowly from its 2015 peak; productivity per cow has risen "
    "enough to keep milk-solids output roughly flat over the period.",
]
NZX_P += [
    "Gentailer earnings are sensitive to hydrology: a 10% shift in South Island inflows changes full-year "
    "EBITDA by a low single-digit percentage for the larger generators.",
    "Listed property has been weak as bond yields rose; discounts to net tangible assets across the sector "
    "average about {ntadisc}%.",
    "Aged-care operators remain out of favour with offshore investors because of the capital intensity of "
    "village development, despite better settlement volumes.",
    "Infrastructure owners such as the airport and the port trade on their yield spread to government bonds, "
    "and both have de-rated as the 10-year yield rose.",
    "The closing auction has become the preferred venue for index and passive flows; its random end time "
    "makes last-second price pushes harder than on some other exchanges.",
    "The NZX 50 is concentrated: the five largest names make up about {top5}% of the index, which limits "
    "diversification for a domestic equity book.",
    "Short interest in NZX names is small in aggregate; borrow is available but expensive for mid-caps.",
    "Imputation credits matter for the domestic investor base and support demand for high-yield names around "
    "ex-dates, a pattern that shows up in closing-auction volumes.",
]
FX_P += [
    "NZD/USD drives most of the dairy book's NZD-translated PnL; NZDAUD matters mainly for the equity book's "
    "Australian revenue exposure.",
    "Three-month forward points are {pts} pips, which reflects the interest rate differential over the period "
    "and not a market view on direction.",
    "NZDAUD liquidity is best in the Sydney and early London sessions; bank spreads widen noticeably between "
    "18:00 and 20:00 NZT.",
    "The next RBNZ monetary policy statement is in February; OIS pricing implies about {rbnzbp}bp of change by "
    "mid-year.",
    "Relative terms of trade have moved in New Zealand's favour since mid-year, as dairy prices held up while "
    "iron ore fell.",
]
MACRO_P += [
    "Global equities were {globeq:+.1f}% overnight and US 10-year Treasury yields are at {ust10}%.",
    "Brent at US${oil}/bbl matters for on-farm costs and for Middle Eastern dairy demand through oil income.",
    "Freight and fertiliser, the two largest non-feed input costs for New Zealand farms, are both below last "
    "year's levels.",
    "The yuan has been stable against the dollar, which removes one source of import-demand volatility for powders.",
    "Japanese cheese import demand has been steady; Japan matters for mozzarella and cream cheese more than for powders.",
    "Australian milk production is running {aumilk:+.1f}% year on year; Australian processors compete with New "
    "Zealand for South-East Asian customers.",
]
RISK_P = [
    "VaR contribution by book is dairy {vdy}%, equities {veq}%, FX {vfx}%. The dairy share has risen with the higher "
    "realised volatility in WMP since the auction.",
    "The 60-day correlation between the WMP futures and the ATM line is {corr}, so the two add less risk together "
    "than their standalone numbers suggest.",
    "Stress scenario 'GDT −5%': estimated loss NZ${st1}k, inside the NZ$600k stress budget.",
    "Stress scenario 'NZD +3% vs AUD': estimated loss on the hedge NZ${st2}k, largely offset by the AUD-linked "
    "revenue in the equity book.",
    "Liquidity: the dairy book can be exited within two SGX sessions at normal volumes and the equity book within "
    "three days at 20% of average daily volume.",
    "Initial margin at SGX is US${margin}k on current positions; the cash buffer at the clearer is about twice that.",
    "The option book's delta is small; vega is US${vega}k per vol point, mostly in the front WMP expiry.",
    "FX forward counterparty exposure is spread across three banks; the largest holds about {cpty}% of notional.",
    "Realised one-day volatility of the whole book over 20 days is {rv}% annualised, below the level assumed in "
    "the VaR model.",
]


def longvals2(r, W):
    return dict(
        lacch=r.randint(-8, 9), cnout=r.randint(2, 6), usgrow=r.uniform(0.8, 2.2), wsspread=c0(abs(W["WMP"] - W["SMP"])),
        wmpvol=r.randint(14, 26), volrel=r.choice(["above", "a touch above", "below"]), herd=f"{r.uniform(4.6, 4.9):.1f}",
        ntadisc=r.randint(8, 22), top5=r.randint(38, 47), pts=-r.randint(8, 16), rbnzbp=r.randint(10, 50),
        globeq=r.uniform(-1.1, 1.1), ust10=f"{r.uniform(3.9, 4.7):.2f}", oil=r.randint(62, 84), aumilk=r.uniform(-3, 2),
        vdy=r.randint(40, 55), veq=r.randint(30, 40), vfx=r.randint(8, 18), corr=f"{r.uniform(0.05, 0.3):.2f}",
        st1=r.randint(240, 420), st2=r.randint(150, 320), margin=r.randint(380, 720), vega=r.randint(2, 9),
        cpty=r.randint(36, 48), rv=r.randint(6, 11), rabo=f"{r.uniform(0.6, 1.4):.1f}",
        eubut=c0(25 * round(r.uniform(6400, 7600) / 25)), cnimp=r.randint(3, 14),
        shift=r.randint(6, 12), wsrel=r.choice(["above", "well above", "below", "close to"]), nzeudisc=r.randint(150, 600),
        raisedisc=r.randint(5, 9), fxvol=f"{r.uniform(4.5, 7.0):.1f}", cad=f"{r.uniform(4.5, 6.5):.1f}",
        stopcov=r.randint(81, 95), maxloss=r.randint(180, 360), exc=r.randint(1, 4),
    )


def take(W, pool_name, k):
    """k paragraphs from a per-day queue of the pool, no repeats until the pool is used up."""
    r = W["rng"]
    q = W["queues"].setdefault(pool_name, [])
    pool = POOLS[pool_name]
    out = []
    for _ in range(k):
        if not q:
            idx = list(range(len(pool)))
            r.shuffle(idx)
            q.extend(idx)
        out.append(pool[q.pop()].format(**W["V"]))
    return out


POOLS = {"dairy": DAIRY_P, "nzx": NZX_P, "fx": FX_P, "macro": MACRO_P, "risk": RISK_P}


def scene_agents_hourly(D, W, opt):
    """Tui market pulses, Kea status lines and Kererū risk commentary through the session."""
    r = D.r
    for h in (10, 11, 13, 14, 15, 16):
        movers = r.sample(["ATM", "FSF", "FPH", "IFT", "MEL", "AIA", "FBU", "SPK", "MFT", "CEN"], 4)
        mv = ", ".join(f"{s} {r.uniform(-2.5, 3.5):+.1f}%" for s in movers)
        wb = W["WMP"] + r.choice([-20, -10, 0, 10, 20])
        txt = (f"**Pulse {h}:30 · Tui**\nNZX 50 {r.uniform(-0.7, 0.8):+.2f}%, breadth {r.randint(12, 30)}:{r.randint(12, 30)}, "
               f"turnover NZ${r.randint(25, 140)}m so far. Movers: {mv}. "
               f"SGX dairy: WMP {W['wm']} {c0(wb)}/{c0(wb + 10)} with {r.randint(60, 400)} lots traded; SMP {W['sm']} "
               f"{c0(W['SMP'] - 10)}/{c0(W['SMP'])}; butter {W['bm']} {c0(W['BUT'])} last. NZDAUD {p4(W['NZDAUD'] + r.uniform(-0.002, 0.002))}.\n"
               + " ".join([data_para(W, "name"), data_para(W, "contract"), data_para(W, r.choice(["country", "name"]))]) +
               "\nNo action from this pulse.")
        D.post(D.at(h, 30, 4), "tui", txt, kind="near", idiom=("hourly market pulse with prices, no decision", "not_hard"))
        if r.random() < 0.7:
            D.post(D.at(h, 2, 10), "kea",
                   f"Execution status {h}:00 — OMS session up, NZX gateway median ack {r.randint(3, 9)}ms, SGX "
                   f"{r.randint(30, 80)}ms, FIX resend requests 0, drop-copy reconciled to the minute. child-order queue "
                   f"{r.randint(0, 3)}; drop-copy breaks 0. Next scheduled window: London open 20:00.",
                   kind="noise")
    for h in (10, 13, 16):
        D.post(D.at(h, 45, 10), "kereru",
               f"**Intraday risk commentary {h}:45 · Kererū**\n\n" + "\n\n".join(take(W, "risk", 5)) +
               "\n\nNo limit is in breach at the time of writing and nothing here requires a decision.",
               kind="near", idiom=("risk commentary without a limit event", "not_hard"))
    # extra research notes
    for title, pools, (h, m) in (("**China demand check · Tui**", ["dairy", "macro"], (7, 40)),
                                 ("**Gentailers & infrastructure · Tui**", ["nzx"], (12, 10)),
                                 ("**Evening read: supply side · Tui**", ["dairy", "fx"], (19, 30)),
                                 ("**Overnight set-up · Tui**", ["macro", "fx", "dairy"], (23, 5))):
        body = []
        for pn in pools:
            body += take(W, pn, r.randint(2, 3))
        body += data_block(W, [("country", 2), ("contract", 3)] if "dairy" in pools else [("name", 3)])
        D.post(D.at(h, m, 15), "tui", title + "\n\n" + "\n\n".join(body) +
               "\n\nBackground only; nothing here changes a position or a view.",
               kind="near", idiom=("long agent analysis with trading words, no decision", "not_hard"))


WIRE_ITEMS = [
    ("Rabobank trims global dairy supply forecast",
     "Rabobank's quarterly dairy report cut its forecast for milk supply growth across the 'Big 7' exporters to "
     "{rabo}% for the first half, citing weaker margins in China and the EU. The bank expects Chinese imports "
     "to recover only modestly, with WMP demand the slowest to return. Oceania production is seen flat."),
    ("EU butter quotations hold near record",
     "European butter quotations were little changed this week at about €{eubut}/t, close to record highs, as "
     "private stocks remained low and Christmas demand peaked. SMP quotations eased by about 1% on weaker "
     "export interest from North Africa."),
    ("China October dairy imports fall",
     "China's dairy imports fell {cnimp}% year on year in October, customs data showed, with whole milk powder "
     "volumes lower for a third month. Imports of whey and infant formula rose slightly. Analysts said "
     "domestic stocks of powder had been drawn down but remained above normal."),
    ("US cheese exports hit monthly record",
     "US cheese exports reached a record in October as expanded plant capacity in the Midwest came online and "
     "prices stayed competitive against EU product. Butter exports were flat and NFDM shipments to Mexico "
     "eased from the previous month."),
    ("Australian milk output slips",
     "Australian milk production fell {aumilk:+.1f}% in October from a year earlier, Dairy Australia said, with "
     "dry conditions in South Australia and western Victoria weighing on pasture growth. Processors have "
     "held their opening prices for the season."),
    ("Iron ore extends slide on weak steel margins",
     "Iron ore futures on the SGX fell for a fourth session to about US${ironore}/t as Chinese steel mill "
     "margins stayed negative and port stocks rose. The Australian dollar eased against the kiwi and the yen."),
    ("Shipping rates ease on Asia-Oceania lanes",
     "Container spot rates on Asia–Oceania routes eased for a third week, according to freight indices, as "
     "carriers added capacity ahead of the Lunar New Year. Reefer availability out of New Zealand ports was "
     "described as adequate."),
    ("Dutch dairy co-op raises guaranteed price",
     "A large Dutch dairy cooperative raised its guaranteed milk price for December by €0.75 per 100kg, "
     "citing firm butter and cheese returns. Its powder business remains under pressure from weak "
     "Asian demand."),
]


def scene_tables(D, W, opt):
    """Settlement, marks and digest tables posted by bots (noise)."""
    r = D.r
    rows = []
    for prod, base, step in (("WMP", W["WMP"], 5), ("SMP", W["SMP"], 5), ("BUT", W["BUT"], 25), ("AMF", W["AMF"], 25)):
        for k in range(1, 7):
            mon, code, _ = fut(W["local"], k)
            px = base + (k - 3) * r.choice([5, 10, 15, -5]) + r.choice([-20, -10, 0, 10, 20])
            px = step * round(px / step)
            rows.append(f"{prod}{code:<4} {mon:<6} settle {c0(px):>6}  chg {r.randint(-60, 70):+4d}  vol {r.randint(0, 420):>4}  OI {c0(r.randint(200, 6800)):>6}")
    for k in range(1, 4):
        mon, code, _ = fut(W["local"], k * 3)
        rows.append(f"MKP{code:<4} {mon:<6} settle {p2(W['MKP'] + r.uniform(-0.2, 0.2)):>6}  chg {r.randint(-12, 12):+4d}c vol {r.randint(0, 120):>4}  OI {c0(r.randint(300, 4000)):>6}")
    D.post(D.at(18, 32, 8), "cron", "sgx-settle ✅ dairy settlement prices (USD/t; MKP NZD/kgMS)\n```\n" + "\n".join(rows) + "\n```",
           kind="noise")
    marks = []
    for s in ("ATM", "FSF", "FPH", "IFT", "MEL", "SML", "AIA", "FBU", "SPK", "MFT", "CEN"):
        base = W[s]
        cl = W["ATM_close"] if s == "ATM" else base * (1 + r.uniform(-0.02, 0.035))
        marks.append(f"{s + '.NZ':<7} close {cl:>7.3f}  chg {(cl / base - 1) * 100:+5.1f}%  vwap {cl * (1 + r.uniform(-0.004, 0.004)):>7.3f}  "
                     f"vol {c0(r.randint(40000, 2200000)):>9}  auc {r.randint(20, 48)}%")
    D.post(D.at(17, 3, 6), "pnl", "eod marks · NZX close (held + watch)\n```\n" + "\n".join(marks) + "\n```", kind="noise")
    for h in (7, 15):
        items = r.sample(WIRE_ITEMS, 4)
        D.post(D.at(h, 1, 2), "cron",
               f"[cron {h:02d}:00] feed digest · seen {r.randint(20, 60)} · summarised 4 · 0 routed\n" +
               "\n".join(f"• {t} — {b.format(**W['V'])[:140]}…" for t, b in items), kind="noise")
    # wire items with bodies (generic, unrelated)
    items = WIRE_ITEMS[:]
    r.shuffle(items)
    for i, (t, b) in enumerate(items[:5]):
        D.post(D.rand_time(5, 22), "wire", f"**{t}**\n{b.format(**W['V'])}", kind="near" if i < 2 else "other",
               idiom=("generic dairy/macro wire story with body", "not_hard") if i == 0 else None)
    # Jules risk memo (context, not a new limit)
    D.post(D.at(9, 40, 10), "jules",
           "Context on this morning's cap, since a few people asked: the VaR budget is set quarterly by the "
           "risk committee and the desk has run at 85–95% of it for three weeks, mostly because realised "
           "volatility in WMP and butter picked up after the last two events. The cap is a mechanical "
           "response, not a view on dairy. It comes back once the 20-day window rolls past the October "
           "moves, which on current numbers is about ten trading days. Options count at delta for the gross "
           "test; spreads count both legs. If you think a specific trade is worth breaching for, talk to me "
           "before you send, not after. Thanks all.", kind="other")
    # positions snapshot (bot, context)
    a = r.randint(180000, 260000)
    D.post(D.at(6, 50, 8), "pnl",
           "positions · start of day\n```\n"
           f"AKLEQ1  ATM.NZ   long  {c0(a):>9}\n"
           f"AKLEQ1  FSF.NZ   long  {c0(r.randint(300000, 520000)):>9}\n"
           f"AKLEQ1  FPH.NZ   long  {c0(r.randint(20000, 45000)):>9}\n"
           f"AKLEQ1  IFT.NZ   long  {c0(r.randint(60000, 140000)):>9}\n"
           f"AKLEQ1  MEL.NZ   long  {c0(r.randint(150000, 300000)):>9}\n"
           f"AKLDY1  WMP{W['wmc']}   long  {r.randint(90, 160):>9} lots\n"
           f"AKLDY1  BUT{W['bmc']}   long  {r.randint(20, 45):>9} lots\n"
           f"AKLDY1  MKP {W['season']} short {r.randint(10, 30):>9} lots\n"
           f"AKLDY1  WMP{W['wmc']} C {100 * round((W['WMP'] + 200) / 100)}  long {r.randint(10, 30):>5} lots\n"
           f"AKLFX1  NZDAUD fwd Dec  short NZD {r.randint(12, 18)}m\n"
           f"AKLFX1  NZDAUD fwd Mar  short NZD {r.randint(4, 9)}m\n```", kind="noise")


def long_voice(D, W, who, name, h, m, body, kind="other", idiom=None):
    r = D.r
    vm = D.post(D.at(h, m, 10), who, "", files=[{"filename": "voice-message.ogg", "size": r.randint(300000, 700000)}])
    return D.post(D.after(vm.t, 0.5, 1.5), "scribe", voice_text(name, r.randint(95, 150), body), ref=vm, kind=kind,
                  idiom=idiom)


def scene_voice(D, W, opt):
    r = D.r
    long_voice(D, W, "mikey", "mikey.p", 7, 20,
               "morning um so yeah just on the way in um thoughts on the GDT um so the WMP number was sort of what "
               "the futures had and um the thing that stood out for me was the volume in the second and third "
               "contract periods that's where the north asian guys were bidding um and uh the SMP was meh as usual "
               "the southeast asian buyers just weren't there um and butter is butter it's still tight as um I had a "
               "yarn with a couple of the farm consultants yesterday and they reckon production is um holding up "
               "better than people think in the Waikato but Canterbury's drying out and um irrigation restrictions "
               "could bite in January which would be interesting for the back end of the season um anyway "
               "nothing to do yet just thinking out loud um oh and the coffee machine on our floor is broken again "
               "so someone tell facilities cheers",
               idiom=("long rambling voice note with market colour only", "not_hard"))
    long_voice(D, W, "aroha", "Aroha", 12, 15,
               "hi team just a quick one from the car um so the committee meeting went fine um they're happy with "
               "how we're running the book um they asked a couple of questions about the milk price short and how it "
               "interacts with the powder longs so Tui if you could put together a one pager on that for Thursday "
               "that'd be great um also um Jules is going to circulate the new limit framework next week it's mostly "
               "the same just cleaner um and uh friday drinks are at the usual place um Harrison you're organising "
               "so don't forget to book um yeah that's it ka pai", kind="other")
    long_voice(D, W, "sione", "Sione", 15, 5,
               "yeah hey just off a call with the broker um they're seeing a lot of offshore interest in the large "
               "caps into the index review um mostly australian funds um and the retail flow has been heavy in the "
               "close which is why the auctions have been so big um on a2 they think the guidance upgrade is mostly "
               "in the price now but you know brokers um nothing for us to do um also I'm dropping the kids at "
               "football after work so I'll be offline from like half five um cheers", kind="other")


def scene_desk_letter(D, W, opt):
    r = D.r
    body = take(W, "dairy", 2) + data_block(W, [("country", 3), ("contract", 3)]) + take(W, "nzx", 1) + \
        data_block(W, [("name", 3)]) + take(W, "fx", 2) + take(W, "macro", 2)
    D.post(D.at(6, 5, 10), "tui",
           "**Weekly desk letter · Tui**\n\nThis is the weekly summary for the committee pack. It restates the "
           "context behind the book and is not a trading note.\n\n" + "\n\n".join(body) +
           "\n\nPositions, stops and views are as recorded in the morning brief; this letter does not change them.",
           kind="near", idiom=("weekly desk letter restating context", "not_hard"))


DAIRY_P += [
    "Cream cheese and mozzarella capacity added by the co-operative over the last three seasons has shifted "
    "about {shift}% of milk away from powders, which slowly reduces WMP supply to GDT regardless of the season.",
    "Middle Eastern buyers prefer shorter shipment periods, so their participation shows up mostly in the first "
    "two contract periods; North Asian buyers are more willing to buy forward.",
    "The WMP/SMP spread has averaged about US$800/t over five years. At current levels the spread is "
    "{wsrel} that average, which normally pulls milk toward whichever product pays better within a season.",
    "Dairy futures settle against the average of GDT prices for the relevant month, so the auction schedule "
    "within a contract month matters: two events in a month dilute the weight of any single result.",
    "Sri Lanka, Bangladesh and Algeria run state tenders alongside GDT purchases; tender timing can add or "
    "remove a few thousand tonnes of demand from a single event.",
    "Feed costs are low after a good spring, so farm margins at current forecasts are comfortable, and there is "
    "little sign of early drying-off that would cut late-season supply.",
    "Global dairy trade volumes are about 9% of world milk production; small shifts in domestic consumption in "
    "large producers therefore move the traded market disproportionately.",
    "In the butter complex, New Zealand unsalted product is trading at a discount of about US${nzeudisc}/t to "
    "EU product on a delivered basis into North Africa.",
]
NZX_P += [
    "The healthcare names carry most of the index's US-dollar earnings; a weaker NZD/USD mechanically lifts their "
    "earnings in NZD terms, which has supported them this quarter.",
    "Merger activity on the NZX has been light; the takeover code's 90% compulsory acquisition threshold and "
    "the Overseas Investment Office process make foreign bids slow.",
    "Capital raisings this year have mostly been placements plus share purchase plans, priced at discounts of "
    "{raisedisc}% to the last close on average.",
    "The dual listing of several NZX names on the ASX means Australian index changes can move them as much as "
    "local flows do, especially around the March and September reviews.",
    "KiwiSaver default providers are now allowed higher growth allocations, which over time adds a steady "
    "domestic bid for NZX equities.",
]
FX_P += [
    "Option-implied volatility on NZDAUD at three months is about {fxvol}%, low by historical standards, which "
    "makes option hedges cheaper than usual relative to forwards.",
    "The AUD is more sensitive to Chinese steel demand and global risk appetite than the NZD, so NZDAUD tends to "
    "rise in risk-off episodes even though both are commodity currencies.",
    "Exporters' forward hedging by the large dairy and meat processors is concentrated in NZD/USD; NZDAUD flows "
    "are mostly trans-Tasman corporate and portfolio.",
]
MACRO_P += [
    "New Zealand's current account deficit has narrowed to about {cad}% of GDP as the trade balance improved, "
    "reducing one source of structural NZD weakness.",
    "Net migration has slowed from the post-border peak; that eases rental pressure and domestic inflation.",
    "Chinese birth numbers remain near record lows, a long-run headwind for infant formula volumes that "
    "premium brands offset with share and price.",
]
RISK_P += [
    "Stop coverage is {stopcov}% of open lines by notional; the uncovered lines are the core FSF holding and "
    "the option positions, which carry defined risk.",
    "The largest single loss in the last 60 days was NZ${maxloss}k on a GDT day; the model's expected shortfall "
    "at 97.5% is close to that number.",
    "Back-testing the VaR model over 250 days shows {exc} exceptions, inside the green zone.",
]

RESEARCH_HEADS = [
    ("JARDEN · NZ EQUITY STRATEGY · MORNING NOTE", "nzx"),
    ("FORSYTH BARR · DAIRY & AGRI WEEKLY", "dairy"),
    ("CRAIGS IP · MARKET DAILY", "nzx"),
    ("ASB ECONOMICS · FX DAILY", "fx"),
]


def ocrify(r, text, rate=0.04):
    out = []
    swaps = {"0": "O", "O": "0", "1": "l", "l": "1", "I": "l", "m": "rn", "S": "5", "5": "S"}
    for ch in text:
        if ch in swaps and r.random() < rate:
            out.append(swaps[ch])
        else:
            out.append(ch)
    return "".join(out)


def scene_research_ocr(D, W, opt):
    r = D.r
    heads = RESEARCH_HEADS[:]
    r.shuffle(heads)
    for i, (head, pool) in enumerate(heads[:4]):
        nh = W["nh"][4 + i]
        body = take(W, pool, 2) + data_block(W, [("name", 3)] if pool != "dairy" else [("contract", 2), ("country", 2)])
        view = (f"{nh}: we move to {r.choice(['Outperform', 'Underperform', 'Neutral'])} with a target of "
                f"${p2(r.uniform(1.0, 9.0))} (broker view, not ours).")
        page = f"{head}\n\n" + "\n\n".join(body) + f"\n\nStock calls: {view}\n\nDisclaimer: for wholesale clients only."
        shot = D.post(D.at([8, 11, 14, 19][i], 20, 30), r.choice(["sione", "mikey", "harry"]),
                      ["pg 1 of the morning note", "fyi broker note", "interesting read", "saved this for later, worth a skim"][i],
                      files=[{"filename": f"IMG_{r.randint(4000, 9000)}.png", "size": r.randint(300000, 900000)}])
        D.post(D.after(shot.t, 0.3, 1), "ocr", f"OCR · {shot.files[0]['filename']} · conf 0.{r.randint(70, 86)} · "
               f"layout=document\n" + ocrify(r, page), ref=shot, kind="near",
               idiom=("OCR'd broker research page with a broker's stock call", "not_hard") if i == 0 else None)


def scene_extra_agents(D, W, opt):
    r = D.r
    for title, pools, (h, m) in (("**Earnings season set-up · Tui**", ["nzx", "nzx", "macro"], (8, 2)),
                                 ("**Powders vs fats · Tui**", ["dairy", "dairy"], (14, 20)),
                                 ("**Trans-Tasman FX primer · Tui**", ["fx", "macro"], (20, 40))):
        body = []
        for pn in pools:
            body += take(W, pn, 2)
        body += data_block(W, [("name", 4)] if "nzx" in pools else [("country", 2), ("contract", 3)] if "dairy" in pools else [("country", 1), ("name", 1)])
        D.post(D.at(h, m, 15), "tui", title + "\n\n" + "\n\n".join(body) + "\n\nContext only; no positions change.",
               kind="near", idiom=("long agent analysis with trading words, no decision", "not_hard"))
    D.post(D.at(14, 45, 6), "kereru",
           f"**Intraday risk commentary 14:45 · Kererū**\n\n" + "\n\n".join(take(W, "risk", 5)) +
           "\n\nInformational; no limit action.", kind="near")
    D.post(D.at(5, 55, 3), "riskd", "limits loaded for trading day (unchanged from yesterday)\n```json\n" + json.dumps({
        "book": "AKL", "var_1d_99_nzd": 450000, "dairy_gross_lots": 420, "fx_net_nzd": 40000000,
        "single_name_pct_nav": 10.0, "stop_coverage_min_pct": 80, "option_vega_usd_per_vol": 15000,
        "accounts": [ACCT_EQ, ACCT_DY, ACCT_FX], "source": "risk-committee/2026Q4", "version": r.randint(40, 60)},
        indent=1) + "\n```", kind="noise")
    D.post(D.rand_time(9, 17), "ci",
           f"ci ❌ akl-desk-bots@main #{r.randint(1400, 1500)} · 1 failed, {r.randint(200, 260)} passed\n```\n"
           "___________________ test_parse_gdt_embed_fields ___________________\n"
           "    def test_parse_gdt_embed_fields():\n"
           "        emb = load_fixture('gdt_event_embed.json')\n"
           ">       assert parse_fields(emb)['WMP'].price == 3915\n"
           "E       AssertionError: assert 3915.0 == 3915\n"
           "E        +  where 3915.0 = Price(product='WMP', price=3915.0, chg=2.4).price\n"
           "tests/test_gdt.py:41: AssertionError\n"
           "=========== short test summary info ===========\n"
           "FAILED tests/test_gdt.py::test_parse_gdt_embed_fields - AssertionError\n```", kind="noise")
    D.post(D.at(9, 20, 20), "kea",
           "NZX market notice relayed: from next month the closing auction random end window widens from 30 to 60 "
           "seconds and the pre-open price-stabilisation band changes for securities under $1. No change to our "
           "order types is needed; the OMS config already uses the auction order type for close orders. Full "
           "notice is on the NZX site under market operations.", kind="other")
    D.post(D.at(10, 20, 30), "bridge",
           "[slack] priya.k: fwiw the Sydney PMs are asking whether the a2 guidance read-across helps the ASX-listed "
           "infant formula names; our take is mostly no, different channels. also the iron ore note I mentioned is "
           "out now, link in #research. not for you to action, just keeping you in the loop")


COUNTRY_NOTES = [
    ("China", "WMP", "the drawdown in domestic powder stocks has slowed, so import demand is recovering only gradually"),
    ("Algeria", "WMP", "state buyer ONIL has been active on GDT and via tenders, preferring shorter shipment periods"),
    ("Indonesia", "SMP", "buyers have switched part of their SMP demand to EU and US origin on price"),
    ("Philippines", "SMP", "recombining plants report comfortable inventories into the first quarter"),
    ("Vietnam", "WMP", "demand for WMP in ready-to-drink milk is growing at a mid-single-digit pace"),
    ("Saudi Arabia", "WMP", "Ramadan buying for next year starts to show in the forward contract periods"),
    ("Mexico", "SMP", "US NFDM remains the dominant origin thanks to proximity and price"),
    ("Japan", "butter", "Japan's tariff-rate quota for butter has been expanded for the fiscal year"),
    ("Egypt", "butter", "currency constraints continue to limit imports of higher-value fats"),
    ("Thailand", "WMP", "school milk tenders have been awarded mostly to Oceania suppliers"),
    ("Malaysia", "SMP", "food manufacturers have built stocks ahead of the new year and are now cautious"),
    ("Sri Lanka", "WMP", "retail powder prices have stabilised after the currency recovered"),
    ("Bangladesh", "WMP", "import financing has improved, supporting a pick-up in tender volumes"),
    ("South Korea", "butter", "cafe and bakery demand keeps butter imports steady despite high prices"),
]


def data_para(W, kind):
    """A generated data paragraph (per name / per contract / per country), no repeats within a day."""
    r = W["rng"]
    q = W["queues"].setdefault("data_" + kind, [])
    if kind == "name":
        keys = ["ATM", "FSF", "FPH", "IFT", "MEL", "SML", "AIA", "FBU", "SPK", "MFT", "CEN"]
    elif kind == "contract":
        keys = [(p, k) for p in ("WMP", "SMP", "BUT", "AMF") for k in range(1, 7)]
    else:
        keys = list(range(len(COUNTRY_NOTES)))
    if not q:
        idx = list(range(len(keys)))
        r.shuffle(idx)
        q.extend(idx)
    key = keys[q.pop()]
    if kind == "name":
        px = W[key] * (1 + r.uniform(-0.02, 0.03))
        return (f"{NAMES[key]} ({key}) last traded {px:.3f}, {r.uniform(-2.5, 3.5):+.1f}% on the day, on "
                f"{c0(r.randint(80000, 2400000))} shares, {r.choice(['below', 'in line with', 'above', 'well above'])} its "
                f"20-day average. It is {r.randint(3, 28)}% below its 52-week high and trades on about "
                f"{r.uniform(12, 38):.1f}x forward earnings against a five-year average of {r.uniform(14, 40):.1f}x; "
                f"consensus has {r.randint(3, 9)} buys, {r.randint(1, 6)} holds and {r.randint(0, 3)} sells.")
    if kind == "contract":
        prod, k = key
        mon, code, _ = fut(W["local"], k)
        mon2, _, _ = fut(W["local"], k + 1)
        base = {"WMP": W["WMP"], "SMP": W["SMP"], "BUT": W["BUT"], "AMF": W["AMF"]}[prod]
        px = base + (k - 3) * r.choice([5, 10, -5]) + r.choice([-20, -10, 0, 15])
        spr = r.choice([-35, -20, -10, 0, 10, 25])
        return (f"{prod} {mon} ({prod}{code}) settled around US${c0(px)}/t with open interest of "
                f"{c0(r.randint(300, 7000))} lots and {r.randint(10, 450)} traded today. The {mon}/{mon2} spread is "
                f"{spr:+d}, {'a small backwardation' if spr > 0 else 'flat' if spr == 0 else 'a small contango'}, "
                f"and the contract's 20-day realised volatility is {r.randint(9, 24)}%.")
    country, prod, note = COUNTRY_NOTES[key]
    return (f"{country}: {prod} imports were {r.randint(-18, 22):+d}% year on year in the latest month of data; "
            f"{note}. Its share of GDT {prod} purchases over the last four events was about {r.randint(2, 16)}%.")


def data_block(W, spec):
    out = []
    for kind, n in spec:
        for _ in range(n):
            out.append(data_para(W, kind))
    return out


def scene_more_long(D, W, opt):
    r = D.r
    body = data_block(W, [("country", 4), ("contract", 3)]) + take(W, "dairy", 2)
    D.post(D.at(2, 52, 15), "tui",
           "**GDT recap (overnight) · Tui**\n\nThe headline numbers are in the results embed above; this recap adds the "
           "buyer mix and the curve detail for the morning team.\n\n" + "\n\n".join(body) +
           "\n\nThe morning brief will carry any change of view; this recap does not.",
           kind="near", idiom=("overnight GDT recap without a view change", "not_hard"))
    D.post(D.at(17, 30, 10), "kereru",
           "**End-of-day risk report · Kererū**\n\n" + "\n\n".join(take(W, "risk", 6)) +
           "\n\nLimits as set this morning remain in force; no new limit changes today beyond those already posted.",
           kind="near", idiom=("EOD risk report restating limits", "not_hard"))
    body = data_block(W, [("name", 5)])
    D.post(D.at(16, 50, 8), "tui",
           "**Watchlist review · Tui**\n\nRoutine end-of-session look at the watchlist and the held names. Prices and "
           "flows only; no news items in this review.\n\n" + "\n\n".join(body) + "\n\nNo changes to the watchlist.",
           kind="near", idiom=("routine watchlist review, stats only", "not_hard"))
    long_voice(D, W, "jules", "Jules", 10, 52,
               "hi all um Jules here just um a reminder that the quarterly limit review pack is due to the committee "
               "on Friday um so if anyone's got a view on the dairy gross number or the single name cap um now's the "
               "time to tell me um I've pencilled in keeping everything the same apart from um possibly adding a "
               "separate cap for options vega which we've talked about um also the stress scenarios are getting a "
               "refresh um we're adding a GDT minus ten percent one and a NZD plus five one um that's all um "
               "thanks", kind="other")
    long_voice(D, W, "harry", "Harrison", 14, 32,
               "hey team um it's Harrison um so I've updated the watchlist sheet um the SML notes are current now um "
               "and I added the last four GDT results to the dairy tab um and um I've started the um the "
               "backtest thing Tui mentioned but using the SGX settlement data instead of the GDT prices um it's "
               "still running um also um I'm booking friday drinks for seven people at the usual place um let me "
               "know if that's wrong cheers", kind="other")


def longvals(r, W):
    return dict(
        offvol=r.randint(2, 9), cnwmp=r.randint(-14, 9), cnsmp=r.randint(-12, 12), euspread=r.randint(60, 240),
        curveshape=r.choice(["mild contango", "backwardation", "a flat shape"]), wm=W["wm"], wm6=fut(W["local"], 9)[0],
        roll=r.randint(8, 45), oi=c0(r.randint(38000, 61000)), oiwmp=r.randint(52, 68), bsratio=f"{W['BUT'] / W['SMP']:.2f}",
        soil=r.choice(["at", "slightly above", "slightly below"]), coll=r.uniform(-1.8, 2.6), season=W["season"],
        mkp=p2(W["MKP"]), mkpvol=r.randint(22, 45), freight=r.randint(12, 35), usdisc=r.randint(90, 320),
        mena=r.randint(14, 27), bidders=r.randint(150, 190), breadth=f"{r.randint(14, 32)}:{r.randint(14, 32)}",
        turnover=r.randint(95, 210), turn_vs=r.choice(["below", "about in line with", "above"]),
        closeauc=r.randint(28, 41), lakes=r.randint(82, 121), benmore=r.randint(95, 190), atmpe=r.randint(24, 33),
        review=r.choice(["next Friday", "in two weeks", "on the 11th"]), offshore=r.randint(33, 39),
        nz10=f"{r.uniform(4.1, 4.8):.2f}", nz10ch=r.randint(-12, 12), fsfdisc=r.randint(6, 14),
        fxlo=p4(W["NZDAUD"] - 0.006), fxhi=p4(W["NZDAUD"] + 0.005), swsp=r.randint(-45, 15),
        nzdpos=r.choice(["modestly short", "short", "roughly flat", "modestly long"]), ironore=r.randint(88, 118),
        fedcuts=r.randint(25, 75), dxych=r.uniform(-1.2, 1.2), qsbo=r.randint(8, 35),
    )


def scene_longform(D, W, opt):
    """Long agent notes, bot tables and rambling voice notes with no decision in them."""
    r = D.r
    V = W["V"]
    # overnight digest of unrelated headlines
    heads = [
        "EU: Kempten butter quotation unchanged; German spot milk −€0.50/100kg w/w",
        "US: USDA cold storage shows butter stocks −6% y/y; cheese +2%",
        f"AU: ASX 200 futures {r.uniform(-0.6, 0.6):+.1f}% overnight; iron ore {V['ironore']} USD",
        f"{W['nh'][2]}: {NAMES[W['nh'][2]]} annual meeting set for February, no changes to board",
        "JP: BoJ summary of opinions mixed, JGB 10y steady",
        "Uruguay: Conaprole raises farmgate price for December",
        "Chile: Soprole sale talks reported, no comment from company",
        f"{W['nh'][3]}: {NAMES[W['nh'][3]]} prices retail bond at 5.6% (6y)",
        "Rabobank: global milk supply growth seen at 1.1% in H1, weakest in three years",
        "Freight: Drewry WCI composite −3% w/w",
        "Argentina: milk output +4.5% y/y in October per OCLA",
        "US: CME Class III Jan settles −$0.22 at $16.9",
    ]
    r.shuffle(heads)
    D.post(D.at(6, 32, 10), "tui", "**Overnight headlines (not held, for context)**\n" +
           "\n".join("• " + h for h in heads[:r.randint(8, 11)]) +
           "\n\nNone of these touches a held position or a watchlist name; listed for context only.",
           kind="near", idiom=("overnight digest of unrelated headlines", "not_hard"))
    # GDT full table (bot) — detail behind the embed
    g = W["gdt"]
    rows = []
    for prod, base, chg in (("WMP", W["WMP"], g["WMP"]), ("SMP", W["SMP"], g["SMP"]), ("Butter", W["BUT"], g["BUT"]),
                            ("AMF", W["AMF"], g["AMF"]), ("Mozzarella", 4400, g["MOZZ"]), ("Cheddar", 4700, g["CHED"])):
        cells = []
        for cp in range(1, 7):
            v = base + r.choice([-60, -35, -20, -10, 0, 10, 25, 40]) + (cp - 3) * r.choice([0, 5, 10])
            cells.append(f"{c0(5 * round(v / 5)):>7}")
        rows.append(f"{prod:<11}" + "".join(cells) + f"   {pct(chg + r.uniform(-0.3, 0.3))}")
    D.post(D.at(2, 45, 20), "gdt",
           "Contract-period detail (US$/t, avg winning)\n```\n" + f"{'product':<11}" +
           "".join(f"{'C' + str(i):>7}" for i in range(1, 7)) + "   chg\n" + "\n".join(rows) +
           f"\n```\nquantity sold by period: " + ", ".join(f"C{i} {c0(r.randint(1500, 9000))}t" for i in range(1, 7)),
           kind="noise")
    # Tui research notes (no decisions)
    notes = [
        ("**Dairy curve note · Tui**", "dairy", 7, (9, 30)),
        ("**NZX positioning note · Tui**", "nzx", 7, (11, 5)),
        ("**FX note · Tui**", "fx", 6, (16, 5)),
        ("**Weekly dairy supply & demand · Tui**", "dairy", 8, (18, 5)),
    ]
    for title, pool, k, (h, m) in notes:
        body = take(W, pool, k - 3)
        body += data_block(W, [("contract", 3), ("country", 2)] if pool == "dairy" else [("name", 5)] if pool == "nzx" else [("country", 2), ("name", 2)])
        closing = r.choice([
            "No change to positions or views from this note; it is background for the desk.",
            "This note is context only. Nothing here changes a position, a stop or a view.",
            "For information; no action proposed.",
        ])
        D.post(D.at(h, m, 20), "tui", title + "\n\n" + "\n\n".join(body) + "\n\n" + closing, kind="near",
               idiom=("long agent analysis with trading words, no decision", "not_hard"))
    # Kea TCA of yesterday (history)
    lines = []
    for sym, side, q, px in (("ATM.NZ", "BUY", "12,000", p2(W["ATM"] - 0.06)), ("FPH.NZ", "SELL", "3,500", p2(W["FPH"] + 0.2)),
                             (f"WMP{W['wmc']}", "BUY", "15", c0(W["WMP"] - 40)), ("MEL.NZ", "BUY", "20,000", p2(W["MEL"] - 0.03)),
                             (f"SMP{W['smc']}", "SELL", "10", c0(W["SMP"] + 20))):
        lines.append(f"{sym:<9} {side:<4} {q:>7} @ {px:>7}  slip {r.uniform(-3, 2):+.1f}bp  {r.choice(['close auc', 'lit', 'lit', 'SGX'])}")
    D.post(D.at(8, 5, 15), "kea",
           "**TCA · yesterday's executions (history, for the record)**\n```\n" + "\n".join(lines) + "\n```\n"
           f"Average implementation shortfall was {r.uniform(-2.5, 0.5):+.1f}bp against arrival on NZX and "
           f"{r.randint(0, 2)} ticks on SGX. The close auction again gave the best outcomes for the larger "
           f"NZX tickets; SGX liquidity in the second contract month was thinner than usual after 15:00 "
           f"Singapore time. No venue incidents. These are yesterday's trades; today's are reported as they happen.",
           kind="near", idiom=("TCA table of yesterday's fills", "not_hard"))
    # Kererū expanded limits table (heartbeat-like)
    D.post(D.at(7, 45, 10), "kereru",
           "**Limits table · start of day**\n```\n"
           f"limit                       used        cap     util\n"
           f"VaR 1d 99% (NZ$k)           {r.randint(330, 420):>4}        450     {r.randint(74, 93)}%\n"
           f"dairy gross (lots)          {r.randint(250, 300):>4}        420     {r.randint(60, 71)}%\n"
           f"FX net NZD (m)              {r.randint(18, 26):>4}         40     {r.randint(45, 65)}%\n"
           f"single name max (% NAV)      {r.uniform(7.5, 8.9):.1f}       10.0     {r.randint(75, 89)}%\n"
           f"stop coverage (% of lines)   {r.randint(80, 100):>3}        ≥80     ok\n"
           f"option vega (US$k/vol)        {r.randint(2, 9):>2}         15     ok\n```\n"
           "All within limits at the start of day. This table is informational and repeats every morning.",
           kind="noise")
    # Priya (research, Sydney) long slack relays — colour
    D.post(D.at(10, 50, 25), "bridge",
           f"[slack] priya.k: quick one from Sydney — our ags team thinks the iron ore slide has further to run "
           f"({V['ironore']} → low 80s by Feb) which historically helps NZDAUD a bit. Also their China consumer "
           f"tracker shows infant formula sell-through flat m/m, premium tier still gaining share. Nothing "
           f"actionable for you lot, just context for the hedge convo.")
    D.post(D.at(17, 40, 25), "bridge",
           "[slack] priya.k: sharing the Rabobank dairy quarterly in the drive, the chart on EU butter stocks "
           "is wild. pg 14 has the China import forecast, they're more bearish than us on SMP for H1")
    # Sione morning voice note with colour (no decision)
    vm = D.post(D.at(8, 48, 10), "sione", "", files=[{"filename": "voice-message.ogg", "size": r.randint(150000, 300000)}])
    D.post(D.after(vm.t, 0.5, 1.2), "scribe", voice_text("Sione", r.randint(50, 80),
           "yeah morning team um stuck on the bridge so just a quick one um the broker chat this morning was "
           "all about the index review um they reckon not much changes for us and uh the a2 guidance thing "
           "everyone's talking about it obviously um the ADRs were fine um yeah Fletcher's been getting hammered "
           "in the research notes again but we don't own it so whatever um and uh just a heads up I've got "
           "the dentist at two so bex might cover the close if I'm late cheers"), ref=vm)
    # Bex FX voice note (colour)
    vm = D.post(D.at(16, 55, 15), "bex", "", files=[{"filename": "voice-message.ogg", "size": r.randint(150000, 300000)}])
    D.post(D.after(vm.t, 0.5, 1.2), "scribe", voice_text("bex", r.randint(40, 70),
           "hey um so heading out but for whoever's on the roll tonight um points were pretty stable all "
           f"afternoon like {V['swsp']} on the two year spread nothing silly um westpac and ANZ were both "
           "making decent prices earlier um BNZ was wider so probably skip them um and yeah the RBA minutes "
           "didn't really do much um okay see you tomorrow"), ref=vm)
    # other desk's OCR'd blotter — near miss
    rows = []
    for sym, sd, q, px in (("SKC", "SELL", "80,000", "1.53"), ("AIR", "BUY", "150,000", "0.61"), ("CNU", "BUY", "25,000", "8.12"),
                           ("POT", "SELL", "12,000", "6.9O")):
        rows.append(f"1{r.randint(0, 4)}:{r.randint(10, 59)}:{r.randint(10, 59)}  CHCEQ2  {sym:<4} {sd:<4} {q:>8}  {px}  FlLL")
    D.post(D.at(13, 56, 20), "ocr",
           f"OCR · jarden_blotter_{r.randint(200, 400)}.png · conf 0.{r.randint(78, 88)}\n```\n"
           "Tlme      Acct    Sym  Sd   Qty       Px     Stat\n" + "\n".join(rows) +
           "\n```\n(acct CHCEQ2 = Christchurch equities desk, posted here by mistake)",
           kind="near", idiom=("OCR'd blotter of another desk's account", "not_hard"))


# ----------------------------------------------------------------------------- filler

def other_pool(D, W):
    """Desk chatter that is neither noise nor a near miss: (window, [(who, text), ...]) — later items reply to the first."""
    r = D.r
    wm, sm = W["wm"], W["sm"]
    day = (9, 17)
    return [
        (day, [("mikey", f"curve's flat as from {wm} out, nothing in it")]),
        (day, [("mikey", f"SGX dairy OI up again in {wm} WMP")]),
        ((11, 16), [("sione", f"nzx volumes tragic today, {r.choice(['FBU', 'SPK', 'KPG'])} barely trading")]),
        ((14, 18), [("bex", "AUD getting smacked after the RBA mins")]),
        ((10, 16), [("sione", f"SPK bid stacked at {p2(W['SPK'] - 0.02)} on the screen, someone's hungry")]),
        (day, [("mikey", "china import data tmrw, might move the powders")]),
        (day, [("bex", f"kiwi's sitting on {p4(W['NZDAUD'])} vs aussie, dead")]),
        ((13, 15), [("mikey", "sgx screen's quiet, lunchtime in singapore")]),
        (day, [("sione", f"{r.choice(['SPK', 'CEN', 'MEL'])} trading ex-div tmrw fyi")]),
        (day, [("harry", "what does AMF actually go into? asking for a friend (me)"),
               ("mikey", "butter oil basically, 99.8% fat. recombining and confectionery mostly")]),
        ((10, 17), [("bex", "ASX futures a touch softer")]),
        ((10, 17), [("sione", "FSF spread is like 4c wide, who's making this market lol")]),
        (day, [("mikey", f"SMP {sm} offered all morning, no one wants it")]),
        ((8, 12), [("aroha", "reminder: monthly risk review thurs 3pm, bring your books"), ("sione", "👍 will do")]),
        (day, [("jules", "VaR model refresh goes in tonight, numbers may jump ~3% tomorrow, that's expected")]),
        (day, [("bex", "points on the 3m moved a bit, nothing crazy")]),
        ((10, 17), [("sione", "IFT's been chopping around all session, nothing in it")]),
        (day, [("mikey", "heard the allocation for next event is up a touch")]),
        (day, [("harry", "is the milk price future cash-settled against the final farmgate number?"),
               ("mikey", "yep, against fonterra's announced price for the season. that's why the DCANZ stuff moves it")]),
        ((8, 10), [("tui", "Reminder: the DCANZ collections update is due Thursday; it has moved MKP by 5–10c on release twice this season.")]),
        ((10, 17), [("sione", "MEL and CEN both up, lakes must be low again")]),
        ((12, 20), [("bex", "usd/cnh ripping, careful with the powders")]),
        (day, [("mikey", "weather's been kind to the Waikato, grass everywhere")]),
        (day, [("sione", "index rebal list out next week, ATM weight goes up I reckon"),
               ("harry", "by how much?"), ("sione", "tiny. like 20bp of index weight")]),
        ((9, 12), [("jules", "fyi I'm out 2-3pm, Aroha has the risk pen")]),
        ((9, 12), [("aroha", "Harrison can you tidy the watchlist sheet pls, SML notes are stale"), ("harry", "on it 👍")]),
        (day, [("tui", f"The SGX/NZX dairy basis is US${r.randint(10, 40)}/t for {wm}, inside its usual band.")]),
        (day, [("mikey", "singapore traders all piling into the Mar strip apparently")]),
        ((17, 20), [("bex", "liquidity in the cross is thin till london")]),
        ((14, 16), [("sione", "craigs says FPH has a big seller in the close, meh")]),
        (day, [("mikey", "the milk tanker strike rumour is nonsense btw, checked with my uncle"), ("harry", "lol the uncle network")]),
        ((9, 17), [("jules", "the stress test pack is on the drive if anyone wants a look")]),
        (day, [("harry", "what's the difference between GDT events and the Pulse again?"),
               ("mikey", "pulse is the mini weekly one, WMP/SMP mostly, smaller volumes. events are the big fortnightly ones")]),
        (day, [("bex", "anyone know if westpac changed their fwd desk contact? emails bouncing"),
               ("jules", "yep new guy since Monday, I'll DM you")]),
        ((10, 17), [("sione", "the bid/ask on AIA is silly today")]),
        ((10, 17), [("mikey", "butter screen's one-way, nobody selling")]),
        (day, [("harry", "where do I find the SGX settlement history? the old link's dead"),
               ("tui", "It moved to the data-services page; I've pinned the new link in #research.")]),
        ((11, 16), [("sione", "fph volume is weird today, lots of small prints")]),
        ((9, 18), [("bex", "aussie CPI next week, that's the one for the cross")]),
        (day, [("mikey", "SGX margins going up from next month apparently, check the notice")]),
        (day, [("aroha", "who's got the slides for the committee? need them by 4"), ("harry", "me, sending now")]),
        ((19, 23), [("bex", "London's open, cross hasn't moved")]),
    ]


def near_pool(D, W):
    r = D.r
    return [
        ("harry", "are we still long the butter or did that go?", "question about a position"),
        ("sione", f"what if we sold some FPH into this? {p2(W['FPH'] + 0.3)} is rich", "hypothetical 'what if we sold'"),
        ("mikey", "someone should look at AMF, it's been cheap for weeks", "'someone should look at'"),
        ("bex", "should we add to the hedge if aussie CPI comes in hot?", "conditional hedge question"),
        ("harry", f"paper: s 5 BUT {W['bm']} @ {c0(W['BUT'] + 50)} (grad book)", "paper-account shorthand trade"),
        ("tui", "For reference only: last season the equivalent WMP long was filled at US$3,420 and exited at US$3,780.", "historical fill as reference"),
        ("mikey", "a stop at 3,700 would be sensible on the old Dec line we had last yr, in hindsight", "hindsight stop comment"),
    ]


def fill_to_target(D, W, target):
    r = D.r
    others = other_pool(D, W)
    r.shuffle(others)
    nears = near_pool(D, W)
    r.shuffle(nears)
    banter = BANTER[:]
    r.shuffle(banter)
    ackables = [m for m in D.msgs if m.who in ("fillbot", "oms", "fx", "nzxann", "wire", "tui", "kereru", "kea", "ocr")
                and m.thread is None and m.deleted is None and not m.forgot and m.hard is not None
                and m.hard[0] not in ("trade_proposal",)]
    oi = ni = bi = 0
    while len(D.msgs) < target:
        noise = sum(1 for m in D.msgs if m.kind == "noise")
        near = sum(1 for m in D.msgs if m.kind == "near")
        if noise < 0.33 * (len(D.msgs) + 1) or (oi >= len(others) and ni >= len(nears)):
            if r.random() < 0.45 and ackables:
                tgt = r.choice(ackables)
                who = r.choice(["mikey", "sione", "bex", "harry"])
                D.post(D.after(tgt.t, 0.3, 8), who, r.choice(ACKS), kind="noise", ref=tgt)
            elif bi < len(banter):
                who, txt = banter[bi]
                bi += 1
                D.post(D.rand_time(7, 20), who, txt, kind="noise")
            else:
                who, txt = hb_line(D, 12)
                D.post(D.rand_time(0, 24), who, txt, kind="noise")
        elif ni < len(nears) and (near < 0.2 * len(D.msgs) or oi >= len(others)):
            who, txt, idi = nears[ni]
            ni += 1
            D.post(D.rand_time(8, 19), who, txt, kind="near", idiom=(idi, "not_hard"))
        else:
            (lo, hi), seqs = others[oi]
            oi += 1
            t = D.rand_time(lo, hi)
            first = None
            for who, txt in seqs:
                m = D.post(t, who, txt, ref=first)
                first = first or m
                t = D.after(t, 0.4, 4)
    D.post(D.at(17, 5, 20), "aroha", r.choice(["nice work today team 🙌", "good day all, ka pai 🙌", "tu meke team"]),
           kind="noise")


IDIOM_PRIORITY = [
    "k-suffixed shorthand equity proposal", "tagged [PROPOSAL] equity buy with stop/tgt",
    "shorthand lots-and-contract proposal 'b 60 WMP Mar27 @'", "slack-bridged approval from desk lead",
    "bare 'ok go' reply approving a proposal", "reply rejection 'nah'", "oms key=value WORKING line",
    "OCR'd broker blotter row with O/0 l/1 errors", "embed-only execution report",
    "voice-note transcript with fill buried in rambling", "stop moved twice by editing the same message",
    "riskd pre-trade RESIZE key=value", "GDT results embed-only post (held WMP via futures)",
    "proposal buried in agent milk-price note", "human @-mention routing to agent",
    "paper-account shorthand trade", "other desk's account on oms fill line", "question reply to a proposal",
    "cron digest '0 routed'", "agent stop suggestion without decision",
]

OPTIONAL = ["fx_overnight_fill", "sml_news", "nh_no_route", "held_name_news", "tui_mid_thesis",
            "butter_tp", "fsf_stop_off", "sgx_reject", "nh_reply_noroute", "ift_cancel", "fph_news",
            "thesis_confirm"]


def build_channel_day(seed, ch_index, day_index, start_ms, ch_id, ch_name):
    rng = random.Random(seed * 1000003 + ch_index * 7919 + day_index * 104729 + 17)
    tz_h = nz_offset_hours(start_ms + 43200000)
    D = Day(rng, ch_id, ch_name, start_ms, tz_h)
    W = world(rng, D.local)
    k = rng.randint(4, 9)
    opt = rng.sample(OPTIONAL, k)
    scene_background(D, W)
    scene_overnight(D, W, opt)
    scene_morning(D, W, opt)
    scene_atm(D, W, opt)
    scene_wmp(D, W, opt)
    scene_late_morning(D, W, opt)
    scene_midday(D, W, opt)
    scene_afternoon(D, W, opt)
    scene_evening(D, W, opt)
    scene_longform(D, W, opt)
    scene_agents_hourly(D, W, opt)
    scene_tables(D, W, opt)
    scene_voice(D, W, opt)
    scene_desk_letter(D, W, opt)
    scene_research_ocr(D, W, opt)
    scene_extra_agents(D, W, opt)
    scene_more_long(D, W, opt)
    fill_to_target(D, W, rng.randint(232, 268))
    return D


# ----------------------------------------------------------------------------- assembly

def channel_for(i):
    if i < len(CHANNEL_BASE):
        return CHANNEL_BASE[i]
    ms = 1727000000000 + i * 3_600_000 * 7
    return str(snowflake(ms, 5, 100 + i)), f"akl-desk-{i + 1}"


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp()) * 1000
    dayset = []
    for ci in range(channels):
        ch_id, ch_name = channel_for(ci)
        for di in range(days):
            start = end_ms - (days - di) * 86400000
            dayset.append(build_channel_day(seed, ci, di, start, ch_id, ch_name))
    # assign snowflakes in global time order
    creates = []
    for D in dayset:
        for m in D.msgs:
            creates.append((m.t, 0, m))
        for th in D.threads:
            if th.starter is None:
                creates.append((th.t, 1, th))
    creates.sort(key=lambda x: (x[0], x[1]))
    last = 0
    seq = 0
    for t, kind, obj in creates:
        ms = max(t, last + 1)
        last = ms
        seq += 1
        w = PEOPLE[obj.who][3] if kind == 0 else 1
        obj.t = ms
        obj.id = snowflake(ms, w, seq)
    for D in dayset:
        for th in D.threads:
            if th.starter is not None:
                th.id = th.starter.id
    events = []
    order = 0

    def add(t, ev):
        nonlocal order
        order += 1
        events.append((t, order, ev))

    for D in dayset:
        for m in D.msgs:
            ch = str(m.thread.id) if m.thread is not None else D.ch_id
            aid, aname, abot, _ = PEOPLE[m.who]
            msg = {"id": str(m.id), "author_id": aid, "author_name": aname, "author_bot": abot,
                   "created_at": iso(m.t), "content": m.content,
                   "attachments": [], "embeds": m.embeds,
                   "reference_id": str(m.ref.id) if m.ref is not None else None}
            for i, f in enumerate(m.files):
                att_id = str(m.id + 1 + i)
                msg["attachments"].append({"id": att_id, "filename": f["filename"], "size": f["size"],
                                           "url": f"https://cdn.discordapp.com/attachments/{ch}/{att_id}/{f['filename']}"})
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": ch}
            if m.thread is not None:
                ev["parent_channel_id"] = D.ch_id
            ev["message"] = msg
            add(m.t, ev)
            for (te, content, _sup) in m.edits:
                add(te, {"op": "edit", "guild_id": GUILD_ID, "channel_id": ch, "message_id": str(m.id),
                         "edited_at": iso(te), "content": content})
            if m.deleted is not None and not m.bulk:
                add(m.deleted, {"op": "delete", "guild_id": GUILD_ID, "channel_id": ch,
                                "message_id": str(m.id), "deleted_at": iso(m.deleted)})
            if m.forgot:
                add(m.forgot[0], {"op": "forget", "guild_id": GUILD_ID, "channel_id": ch, "message_id": str(m.id),
                                  "requested_by": PEOPLE[m.forgot[1]][0], "at": iso(m.forgot[0])})
            for (tp, by) in m.pins:
                add(tp, {"op": "pin", "guild_id": GUILD_ID, "channel_id": ch, "message_id": str(m.id),
                         "by": PEOPLE[by][0], "at": iso(tp)})
            for (tp, by) in m.unpins:
                add(tp, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": ch, "message_id": str(m.id),
                         "by": PEOPLE[by][0], "at": iso(tp)})
            for (tr, emoji, who, removed) in m.reactions:
                tr = max(tr, m.t + 500)
                add(tr, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": ch, "message_id": str(m.id),
                         "emoji": emoji, "user_id": PEOPLE[who][0], "at": iso(tr)})
                if removed:
                    add(removed, {"op": "reaction_remove", "guild_id": GUILD_ID, "channel_id": ch,
                                  "message_id": str(m.id), "emoji": emoji, "user_id": PEOPLE[who][0],
                                  "at": iso(removed)})
        for (tb, msgs) in D.bulks:
            add(tb, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": D.ch_id,
                     "message_ids": [str(m.id) for m in msgs], "deleted_at": iso(tb)})
    events.sort(key=lambda x: (x[0], x[1]))

    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    cands = {}
    for D in dayset:
        for m in sorted(D.msgs, key=lambda x: x.t):
            ch = str(m.thread.id) if m.thread is not None else D.ch_id
            if m.hard is not None:
                et, facts, ph = m.hard
                labels["hard_events"].append({"channel_id": ch, "message_id": str(m.id), "event_type": et,
                                              "facts": list(facts), "phrasing": ph, "final_state": m.state()})
            elif m.kind == "noise":
                labels["noise_message_ids"].append(str(m.id))
            elif m.kind == "near":
                labels["near_miss_ids"].append(str(m.id))
            for (_te, _c, sup) in m.edits:
                if m.hard is not None:
                    for s in sup:
                        labels["superseded_facts"].append([ch, str(m.id), s])
            if m.snippet:
                labels["removed_texts"].append(m.snippet)
            if m.idiom and m.idiom[0] not in cands and m.deleted is None and not m.forgot:
                cands[m.idiom[0]] = {"message_id": str(m.id), "idiom": m.idiom[0], "expected": m.idiom[1]}
    chosen = [n for n in IDIOM_PRIORITY if n in cands][:20]
    for n in cands:
        if len(chosen) >= 16:
            break
        if n not in chosen:
            chosen.append(n)
    labels["idioms"] = [cands[n] for n in chosen]
    return {"events": [e for _, _, e in events], "labels": labels}


# ----------------------------------------------------------------------------- self-check

def check(events, labels):
    errs = []
    msgs = {}
    final = {}
    edited_ids = set()
    removed = set()
    last_t = ""
    chan_of = {}
    parent_of = {}
    for i, ev in enumerate(events):
        for k in ("op", "guild_id", "channel_id"):
            if k not in ev:
                errs.append(f"line {i + 1}: missing {k}")
        t = {"create": lambda e: e["message"]["created_at"], "edit": lambda e: e["edited_at"],
             "delete": lambda e: e["deleted_at"], "bulk_delete": lambda e: e["deleted_at"]}.get(
            ev["op"], lambda e: e["at"])(ev)
        if t < last_t:
            errs.append(f"line {i + 1}: out of time order")
        last_t = t
        if ev["op"] == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + DISCORD_EPOCH_MS
            if iso(ms) != m["created_at"]:
                errs.append(f"id/created_at mismatch {m['id']}")
            msgs[m["id"]] = m
            chan_of[m["id"]] = ev["channel_id"]
            parent_of[m["id"]] = ev.get("parent_channel_id", ev["channel_id"])
            final[m["id"]] = m["content"]
        elif ev["op"] == "edit":
            if ev["message_id"] not in msgs:
                errs.append("edit before create")
            final[ev["message_id"]] = ev["content"]
            edited_ids.add(ev["message_id"])
        elif ev["op"] in ("delete", "forget"):
            removed.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            removed.update(ev["message_ids"])
    ids = [int(e["message"]["id"]) for e in events if e["op"] == "create"]
    if ids != sorted(ids) or len(set(ids)) != len(ids):
        errs.append("create ids not strictly increasing")

    def text(mid):
        m = msgs[mid]
        parts = [final[mid]]
        for e in m.get("embeds") or []:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(str(e[k]))
            for f in e.get("fields", []):
                parts.append(str(f["name"]))
                parts.append(str(f["value"]))
        return "\n".join(parts)

    hard_ids = set()
    for h in labels["hard_events"]:
        mid = h["message_id"]
        hard_ids.add(mid)
        if mid not in msgs:
            errs.append(f"hard label {mid} missing")
            continue
        if chan_of[mid] != h["channel_id"]:
            errs.append(f"hard label {mid} wrong channel")
        if not 2 <= len(h["facts"]) <= 5:
            errs.append(f"{mid}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in text(mid):
                errs.append(f"{mid}: fact {f!r} not in text")
        st = h["final_state"]
        exp = "live"
        if mid in removed:
            exp = st if st in ("deleted", "forgotten") else "deleted"
        elif mid in edited_ids:
            exp = "edited"
        if st != exp:
            errs.append(f"{mid}: final_state {st} expected {exp}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in text(mid):
            errs.append(f"{mid}: superseded {old!r} still in final text")
    live_texts = [text(mid) for mid in msgs if mid not in removed]
    for s in labels["removed_texts"]:
        for lt in live_texts:
            if s in lt:
                errs.append(f"removed snippet {s!r} still live")
                break
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    if noise & near or noise & hard_ids or near & hard_ids:
        errs.append("label classes overlap")
    for mid in list(noise) + list(near):
        if mid not in msgs:
            errs.append(f"label id {mid} missing")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"{len(labels['idioms'])} idioms")
    for idm in labels["idioms"]:
        if idm["message_id"] not in msgs:
            errs.append("idiom id missing")
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the files and verify labels, print stats")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=timezone.utc)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        return run_check(a.out, a.labels, end or DEFAULT_END, a.days)
    return 0


def run_check(out_path, labels_path, end, days):
    with open(out_path, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(labels_path, encoding="utf-8") as fh:
        labels = json.load(fh)
    errs = check(events, labels)
    end_ms = int(end.timestamp()) * 1000
    hard_by = {}
    for h in labels["hard_events"]:
        hard_by[h["message_id"]] = h
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    per = {}
    for ev in events:
        if ev["op"] != "create":
            continue
        m = ev["message"]
        ch = ev.get("parent_channel_id", ev["channel_id"])
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH_MS
        di = days - 1 - (end_ms - 1 - ms) // 86400000
        key = (ch, di)
        d = per.setdefault(key, {"n": 0, "bytes": 0, "noise": 0, "near": 0, "hard": 0})
        d["n"] += 1
        b = len(m["content"].encode("utf-8"))
        for e in m.get("embeds") or []:
            b += len(json.dumps(e, ensure_ascii=False).encode("utf-8"))
        d["bytes"] += b
        d["noise"] += m["id"] in noise
        d["near"] += m["id"] in near
        d["hard"] += m["id"] in hard_by
    for key in sorted(per):
        d = per[key]
        nr = d["noise"] / d["n"]
        print(f"channel {key[0]} day {key[1]}: msgs={d['n']} KB={d['bytes'] / 1024:.1f} "
              f"noise={nr:.0%} near={d['near']} hard={d['hard']}")
        if not 180 <= d["n"] <= 320:
            errs.append(f"{key}: {d['n']} messages")
        if not 70 <= d["bytes"] / 1024 <= 120:
            errs.append(f"{key}: {d['bytes'] / 1024:.1f} KB")
        if not 0.25 <= nr <= 0.40:
            errs.append(f"{key}: noise {nr:.0%}")
        if not 25 <= d["hard"] <= 45:
            errs.append(f"{key}: {d['hard']} hard")
    by_ph = {}
    by_st = {}
    by_ty = {}
    for h in labels["hard_events"]:
        by_ph[h["phrasing"]] = by_ph.get(h["phrasing"], 0) + 1
        by_st[h["final_state"]] = by_st.get(h["final_state"], 0) + 1
        by_ty[h["event_type"]] = by_ty.get(h["event_type"], 0) + 1
    print("phrasing:", dict(sorted(by_ph.items())))
    print("final_state:", dict(sorted(by_st.items())))
    print("event_type:", dict(sorted(by_ty.items())))
    print(f"idioms={len(labels['idioms'])} superseded={len(labels['superseded_facts'])} "
          f"removed={len(labels['removed_texts'])} events={len(events)}")
    if errs:
        print(f"SELF-CHECK FAILED ({len(errs)})")
        for e in errs[:40]:
            print("  -", e)
        return 1
    print("SELF-CHECK OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
