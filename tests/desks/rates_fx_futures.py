#!/usr/bin/env python3
"""Desk generator: rates_fx_futures.

A seeded, stdlib-only generator for one busy day (or several) of a London-based
rates & FX futures desk's Discord channel(s): ZN / ZB / SR3 / 6E / 6J / FGBL,
ES as a beta hedge, cash EURUSD / USDJPY.  Output is a capture (list of JSONL
event dicts, see shared/CAPTURE-FORMAT.md) plus ground-truth labels.

    python -m tests.desks.rates_fx_futures --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]

Everything is a pure function of (seed, end, channels, days).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "rates_fx_futures"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1193877046651228160"
DEFAULT_END = datetime(2026, 3, 6, 0, 0, 0, tzinfo=timezone.utc)  # day = Thu 05 Mar 2026

# key -> (author_id, author_name, bot, snowflake worker)
PEOPLE = {
    "ines":   ("1194120937556475914", "ines.varga", False, 3),   # PM, desk lead
    "dov":    ("1194123385012551751", "dkessler", False, 4),     # execution trader
    "pulse":  ("1207718851360153652", "Pulse", True, 5),         # desk agent (notes, proposals, routing)
    "riskd":  ("1199402716634210315", "riskd", True, 6),         # risk engine
    "oms":    ("1199403387726987304", "OMS", True, 7),           # order management (embeds only)
    "wires":  ("1201185545006551092", "wires", True, 8),         # headline feed
    "cron":   ("1199405120397361183", "cron", True, 9),
    "deploy": ("1199405774591279164", "deploy-bot", True, 10),
    "alerts": ("1201186921459687465", "px-alerts", True, 11),
    "pnl":    ("1199406610733658122", "pnl-snap", True, 12),
    "fixgw":  ("1199407291544682558", "fixgw", True, 13),
    "omsa":   ("1199408013183070301", "oms-adapter", True, 14),
    "mdgw":   ("1199408499114156092", "md-gw", True, 15),
}
HUMANS = ("ines", "dov")

# relative activity per UTC hour for a London rates/FX desk
HOUR_W = [0.3, 0.3, 0.5, 0.5, 0.3, 0.4, 1.5, 4.0, 4.5, 4.0, 3.5, 2.5,
          3.2, 5.0, 5.0, 4.0, 3.0, 2.0, 1.2, 1.0, 1.2, 0.6, 0.4, 0.3]


def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def T(h, m=0, s=0.0) -> float:
    return h * 3600 + m * 60 + s


# ---- price formats -----------------------------------------------------------------
def f32(v64: int) -> str:
    """Treasury price in 32nds from a count of 64ths: 110-16+ ."""
    whole, r = divmod(v64, 64)
    n, h = divmod(r, 2)
    return f"{whole}-{n:02d}{'+' if h else ''}"


def ftick(v64: int) -> str:
    """CME-screen tick format: 110-165 (= 110 16.5/32)."""
    whole, r = divmod(v64, 64)
    n, h = divmod(r, 2)
    return f"{whole}-{n:02d}{'5' if h else '0'}"


def fnum(x: float, dp: int) -> str:
    return f"{x:.{dp}f}"


def comma(n: int) -> str:
    return f"{n:+,}"


# ---- capture builder -----------------------------------------------------------------
class Capture:
    def __init__(self):
        self.events = []          # (ms, order, event)
        self.order = 0
        self.used_ms = set()
        self.msgs = {}            # mid -> record
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.stats = []

    def alloc_ms(self, ms: int) -> int:
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    def add(self, ms: int, ev: dict):
        self.events.append((ms, self.order, ev))
        self.order += 1


class Day:
    """One channel-day: scripted scenes + scheduled bot noise + human filler."""

    def __init__(self, cap: Capture, seed: int, ch_idx: int, day_idx: int, channel_id: str, day0: datetime):
        self.cap = cap
        self.rng = random.Random(f"{DESK}|{seed}|{ch_idx}|{day_idx}")
        self.ch_idx = ch_idx
        self.first = (ch_idx == 0 and day_idx == 0)
        self.cid = channel_id
        self.day0 = day0
        self.day0_ms = int(day0.timestamp() * 1000)
        self.tid = None           # thread id
        self.recs = []            # message records of this channel-day
        self.hard_n = 0
        self.pos_moves = []       # (t, sym, delta)
        self.open_base = {}
        rng = self.rng
        n = 2 * ch_idx
        self.RV = f"RV{1 + n}"
        self.MAC = f"MACRO{2 + n}"
        self.oid = rng.randint(88000, 88700)
        # ---- market / book (all levels seeded) ----
        self.zn_mark = 64 * 110 + 2 * rng.randint(3, 14)
        self.zn_avg = self.zn_mark - 2 * rng.randint(3, 8)
        self.zn_stop_old = self.zn_avg - 2 * rng.randint(14, 18)
        self.zn_qty = 150
        self.fgbl_avg = round(131.55 + rng.randint(0, 50) / 100, 2)
        self.roll = round(0.40 + rng.randint(0, 5) / 100, 2)
        self.fgbl_m6 = round(self.fgbl_avg - self.roll - rng.randint(8, 30) / 100, 2)
        self.fgbl_stop_old = round(self.fgbl_avg + 0.52, 2)
        self.sr3_avg = round(96.250 + 0.005 * rng.randint(0, 8), 3)
        self.sr3_mark = round(self.sr3_avg + 0.005 * rng.randint(1, 5), 3)
        self.e_avg = round(1.0890 + rng.randint(0, 40) / 10000, 4)
        self.e_mark = round(self.e_avg - rng.randint(25, 55) / 10000, 4)
        self.e_stop = round(self.e_avg + 0.0073, 4)
        self.e_tp_old = round(self.e_avg - 0.0150, 4)
        self.jpy_avg = round(151.00 + rng.randint(0, 40) / 100, 2)
        self.jpy_mark = round(self.jpy_avg - rng.randint(60, 110) / 100, 2)
        self.jpy_stop = round(self.jpy_avg + 0.90, 2)
        self.jpy_qty = 25
        self.es_mark = 6800 + 0.25 * rng.randint(0, 320)
        self.y10 = round(4.12 + rng.randint(0, 16) / 100, 2)

    # -- primitives --------------------------------------------------------------------
    def next_bd(self) -> datetime:
        x = self.day0 + timedelta(days=1)
        while x.weekday() >= 5:
            x += timedelta(days=1)
        return x

    def next_ord(self) -> str:
        self.oid += self.rng.randint(3, 41)
        return str(self.oid)

    def hexid(self) -> str:
        return f"{self.rng.getrandbits(24) | 0x100000:06x}"

    def jit(self, t: float, spread: float) -> float:
        return max(1.0, min(86399.0, t + self.rng.uniform(-spread, spread)))

    def post(self, t, who, content="", *, embeds=None, reply=None, kind="chat", thread=False,
             attachments=None, hard=None, fyi=False, idiom=None):
        cap = self.cap
        aid, name, bot, worker = PEOPLE[who]
        ms = cap.alloc_ms(self.day0_ms + int(t * 1000) + self.rng.randint(0, 999))
        mid = str(snowflake(ms, worker, self.rng.randint(0, 4095)))
        chan = (self.tid if thread is True else thread) if thread else self.cid
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(ms), "content": content,
               "attachments": attachments or [], "embeds": embeds or [],
               "reference_id": reply}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if thread:
            ev["parent_channel_id"] = self.cid
        ev["message"] = msg
        cap.add(ms, ev)
        rec = {"id": mid, "ms": ms, "t": t, "who": who, "chan": chan, "content": content,
               "embeds": embeds or [], "kind": kind, "fyi": fyi, "state": "live", "hard": None}
        cap.msgs[mid] = rec
        self.recs.append(rec)
        if hard:
            etype, facts, phrasing = hard
            lab = {"channel_id": chan, "message_id": mid, "event_type": etype,
                   "facts": list(facts), "phrasing": phrasing, "final_state": "live"}
            rec["hard"] = lab
            rec["kind"] = "hard"
            cap.hard.append(lab)
            self.hard_n += 1
        elif kind == "noise":
            cap.noise.append(mid)
        elif kind == "near":
            cap.near.append(mid)
        if idiom and self.first:
            cap.idioms.append({"message_id": mid, "idiom": idiom,
                               "expected": hard[0] if hard else "not_hard"})
        return mid

    def edit(self, mid, t, content, superseded=()):
        rec = self.cap.msgs[mid]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        assert ms > rec["ms"]
        self.cap.add(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": rec["chan"],
                          "message_id": mid, "edited_at": iso(ms), "content": content})
        rec["content"] = content
        if rec["hard"] and rec["hard"]["final_state"] == "live":
            rec["hard"]["final_state"] = "edited"
        for old in superseded:
            assert old not in content, (old, content)
            self.cap.superseded.append([rec["chan"], mid, old])

    def delete(self, mid, t, snippet):
        rec = self.cap.msgs[mid]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        assert ms > rec["ms"]
        self.cap.add(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": rec["chan"],
                          "message_id": mid, "deleted_at": iso(ms)})
        self._gone(rec, "deleted", snippet)

    def bulk_delete(self, mids, t, snippets):
        recs = [self.cap.msgs[m] for m in mids]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        assert all(ms > r["ms"] for r in recs)
        self.cap.add(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": recs[0]["chan"],
                          "message_ids": list(mids), "deleted_at": iso(ms)})
        for r, s in zip(recs, snippets):
            self._gone(r, "deleted", s)

    def forget(self, mid, t, by, snippet):
        rec = self.cap.msgs[mid]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        assert ms > rec["ms"]
        self.cap.add(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": rec["chan"],
                          "message_id": mid, "requested_by": PEOPLE[by][0], "at": iso(ms)})
        self._gone(rec, "forgotten", snippet)

    def _gone(self, rec, state, snippet):
        assert snippet in rec["content"] or snippet in embed_text(rec["embeds"]), snippet
        rec["state"] = state
        if rec["hard"]:
            rec["hard"]["final_state"] = state
        self.cap.removed.append(snippet)

    def pin(self, mid, t, by="ines", unpin=False):
        rec = self.cap.msgs[mid]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        self.cap.add(ms, {"op": "unpin" if unpin else "pin", "guild_id": GUILD_ID,
                          "channel_id": rec["chan"], "message_id": mid,
                          "by": PEOPLE[by][0], "at": iso(ms)})

    def react(self, mid, t, emoji, by="ines", remove=False):
        rec = self.cap.msgs[mid]
        ms = self.day0_ms + int(t * 1000) + self.rng.randint(0, 999)
        self.cap.add(ms, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                          "channel_id": rec["chan"], "message_id": mid, "emoji": emoji,
                          "user_id": PEOPLE[by][0], "at": iso(ms)})

    def move(self, t, sym, delta):
        self.pos_moves.append((t, sym, delta))

    def oms_embed(self, title, side, qty, px, contract, footer, extra=(), desc=None):
        fields = [{"name": "Side", "value": side, "inline": True},
                  {"name": "Qty", "value": str(qty), "inline": True},
                  {"name": "Px", "value": px, "inline": True},
                  {"name": "Contract", "value": contract, "inline": True}]
        for k, v in extra:
            fields.append({"name": k, "value": v, "inline": True})
        if not hasattr(self, "clords"):
            self.clords, self.clord = {}, self.rng.randint(100, 180)
        if footer not in self.clords:
            self.clord += self.rng.randint(1, 7)
            self.clords[footer] = f"RFX-{self.day0.strftime('%m%d')}-{self.clord:04d}"
        fields.append({"name": "ClOrdID", "value": self.clords[footer], "inline": True})
        if title in ("Fill", "Partial fill"):
            fields.append({"name": "ExecID", "value": f"{self.rng.getrandbits(40):010x}", "inline": True})
            fields.append({"name": "Liquidity", "value": self.pick(["passive", "aggressive"]), "inline": True})
        e = {"title": title, "author": "OMS", "fields": fields, "footer": footer}
        if desc:
            e["description"] = desc
        elif title in ("Fill", "Partial fill"):
            e["description"] = "Execution report from the venue drop copy; booked to the desk blotter."
        return [e]

    def pick(self, options):
        return options[self.rng.randrange(len(options))]

    # =================================================================================
    # scenes (hard events + the near-misses that live next to them)
    # =================================================================================
    def sc_asia_mof(self):
        rng = self.rng
        t = T(1, rng.randint(15, 55), rng.uniform(0, 59))
        txt, facts = self.pick([
            ("HEADLINE: JAPAN MOF'S MIMURA: WATCHING FX MOVES WITH A HIGH SENSE OF URGENCY, "
             "WON'T RULE OUT ANY OPTIONS", ["MIMURA", "WATCHING FX MOVES"]),
            ("HEADLINE: JAPAN FINMIN KATO: RECENT YEN MOVES ONE-SIDED AND RAPID, IN CLOSE "
             "CONTACT WITH US AUTHORITIES ON FX", ["KATO", "YEN MOVES"]),
        ])
        txt += ("\n> Japan's top currency diplomat told reporters at the ministry that authorities were watching "
                "markets closely, repeating that rapid moves driven by speculation were undesirable.")
        self.post(t, "wires", txt, hard=("held_position_news", facts, "tagged"),
                  idiom="yen/MoF headline that never names USDJPY, held via the cash USDJPY short")
        drop = round(self.jpy_mark - 0.35 - rng.randint(0, 20) / 100, 2)
        self.post(t + 41, "alerts", f"🔔 USDJPY {fnum(drop, 2)} (-{rng.randint(28, 45) / 100:.2f}% in 5m) lower band hit",
                  kind="noise")
        txt, facts = self.pick([
            (f"MoF jawboning on the yen. Book is short {self.jpy_qty}m USDJPY from {fnum(self.jpy_avg, 2)}, "
             f"already in the money. No action, not routing — nothing for London before the open.",
             ["USDJPY", "No action", "not routing"]),
            (f"Yen headline checked against the book (short {self.jpy_qty}m USDJPY, cash). "
             f"Decision: no route, no action needed overnight.", ["USDJPY", "no route", "no action needed"]),
        ])
        self.post(t + rng.uniform(150, 260), "pulse", txt, hard=("no_route_decision", facts, "untagged"),
                  idiom="agent's explicit overnight no-action / not-routing decision on a headline")

    def sc_watch_rba(self):
        t = T(3, self.rng.randint(30, 40), self.rng.uniform(0, 59))
        txt, facts = self.pick([
            ("HEADLINE: RBA'S BULLOCK: BOARD DID NOT CONSIDER A RATE HIKE; INFLATION FIGHT NOT OVER",
             ["RBA'S BULLOCK", "RATE HIKE"]),
            ("HEADLINE: RBA MINUTES: BOARD SAW CASE TO HOLD AS LABOUR MARKET STAYS TIGHT",
             ["RBA MINUTES", "CASE TO HOLD"]),
        ])
        self.post(t, "wires", txt, hard=("watchlist_news", facts, "tagged"),
                  idiom="watchlist central-bank headline (RBA → 6A), not held")

    def sc_watch_boc(self):
        t = T(14, 47, self.rng.uniform(0, 59))
        txt, facts = self.pick([
            ("HEADLINE: BOC'S MACKLEM: TARIFF UNCERTAINTY STILL WEIGHING ON BUSINESS INVESTMENT",
             ["BOC'S MACKLEM", "BUSINESS INVESTMENT"]),
            ("HEADLINE: BANK OF CANADA HOLDS OVERNIGHT RATE AT 2.25%, AS EXPECTED",
             ["BANK OF CANADA", "2.25%"]),
        ])
        self.post(t, "wires", txt, hard=("watchlist_news", facts, "tagged"),
                  idiom="watchlist central-bank headline (BoC → 6C), not held")

    def sc_morning_note(self):
        rng = self.rng
        d = self.day0
        day = d.strftime("%a %d %b")
        tom = (d + timedelta(days=1)).strftime("%a")
        zn = self.zn_mark
        conv_txt, facts = self.pick([
            ("Change vs yesterday: conviction on the FGBL short raised to high after yesterday's "
             "Schatz tail and the 4bp cheapening of 10y Bunds vs. €STR swaps.",
             ["FGBL short", "conviction", "raised to high"]),
            ("Change vs yesterday: FGBL short thesis upgraded — conviction now high (was medium) "
             "on the Schatz tail and supply into the roll.",
             ["FGBL short", "conviction now high"]),
        ])
        note = f"""**Morning note — rates/FX — {day}**

**Book (06:00Z recon, {self.RV}/{self.MAC})**
• ZNM6 long {self.zn_qty} @ {f32(self.zn_avg)} avg, stop {f32(self.zn_stop_old)}
• FGBL H6 short 120 @ {fnum(self.fgbl_avg, 2)} avg, stop {fnum(self.fgbl_stop_old, 2)} — roll to M6 today (H6 LTD tomorrow)
• SR3Z6 long 300 @ {fnum(self.sr3_avg, 3)} avg
• 6EM6 short 80 @ {fnum(self.e_avg, 4)}, stop {fnum(self.e_stop, 4)}, tp {fnum(self.e_tp_old, 4)}
• USDJPY (cash) short {self.jpy_qty}m @ {fnum(self.jpy_avg, 2)}, stop {fnum(self.jpy_stop, 2)}
• ESM6 short 30 (beta hedge vs. the book)
Watch: ZB (curve vs ZN), 6A, 6C

**Overnight**
MoF verbal intervention again in Tokyo hours; USDJPY low {fnum(self.jpy_mark - 0.3, 2)}, now {fnum(self.jpy_mark, 2)}. JGB 10y +1.5bp, \
flattening in 20s/30s. Treasuries bid through Asia, ZN {f32(zn)} (+{rng.randint(2, 6)}/32), 10s {self.y10}%. \
Bund futures flat into the open, spread book for H6/M6 quoted {fnum(self.roll - 0.01, 2)}/{fnum(self.roll + 0.01, 2)}. \
6E {fnum(self.e_mark, 4)}, 1w vol 7.6. ES {self.es_mark:.2f}, little changed. Oil -0.8%, gold +0.3%.

**Yesterday**
Bunds underperformed Treasuries by {rng.randint(2, 5)}bp after the Schatz tail; the Bund/Tsy 10y spread is back to \
the middle of its range. ZN chopped in a {rng.randint(8, 14)}-tick range on light volume ({rng.randint(60, 85)}% of the \
20d average) ahead of today's claims and tomorrow's payrolls. SR3 strip little changed; the Z6/H7 spread \
steepened half a bp. 6E failed at the 50d moving average for the third time this month. USDJPY fell \
{rng.randint(40, 90)} pips on the MoF comments and on a softer US 10y; the yen was the best G10 performer. ES \
rallied into the close on tech; breadth poor. Desk P&L {comma(rng.randint(-60, 140) * 1000)}, the 6E short the \
main detractor.

**Calendar (UTC)**
07:00 DE factory orders (exp -0.6% m/m)
09:00 ECB's Lagarde, Frankfurt (Q&A)
10:00 EZ retail sales
13:30 US initial claims / productivity / ULC
15:00 Fed's Waller on the outlook
16:00 WMR fix
{tom}: US payrolls 13:30 — street 160k, whisper higher

**Charts worth a look (research folder)**
1. ZN vs. 10y real yields: the gap closed this week, the bounce in ZN is not just breakevens.
2. FGBL M6 vs. €STR 10y swap spread: futures lagging the swap move by ~3 days again.
3. SR3 strip vs. FOMC dots: market now below the dots for 2026 by {rng.randint(15, 30)}bp.
4. USDJPY vs. 2y UST/JGB spread: spot {rng.randint(1, 3)} big figures rich to the rate model.
5. 6E vs. 2y Schatz/UST spread: spread moved {rng.randint(5, 12)}bp in EUR's favour, spot didn't follow.

**Levels**
ZN  S {f32(zn - 24)} / {f32(zn - 36)}   R {f32(zn + 16)} / {f32(zn + 30)}
FGBL M6  S {fnum(self.fgbl_m6 - 0.45, 2)}   R {fnum(self.fgbl_m6 + 0.40, 2)}
SR3Z6  S {fnum(self.sr3_mark - 0.05, 3)}   R {fnum(self.sr3_mark + 0.08, 3)}
6E  S {fnum(self.e_mark - 0.0040, 4)}   R {fnum(self.e_mark + 0.0045, 4)}
USDJPY  S {fnum(self.jpy_mark - 0.60, 2)}   R {fnum(self.jpy_mark + 0.70, 2)}

**Views**
ZN long: claims and Waller are the two risks today; payrolls tomorrow is the big one.
{conv_txt}
6E short: Lagarde is the event risk; the tp stays where it is for now.
USDJPY: MoF noise helps the short, stop far enough.
SR3: Z6 prices ~2 cuts; we think a June cut is underpriced.

**Flows / positioning**
CFTC: leveraged funds added to TY shorts for a third week ({rng.randint(40, 120)}k contracts net short), asset \
managers longer by {rng.randint(20, 60)}k. Real money extended duration in Europe per two dealers; a Nordic \
pension was said to be buying 30y Bunds vs. selling Schatz. Macro funds reported long yen into the MoF \
headlines, and the JPY IMM position is the longest since 2016. Corporates quiet in EURUSD ahead of the \
month-end rebalancing estimates (preliminary model: {self.pick(["+0.4bn", "-0.6bn", "+1.1bn"])} USD, small).

**Supply**
Europe: Schatz auction yesterday tailed by {rng.randint(1, 3)}bp with a {rng.randint(120, 160) / 100:.2f}x cover, \
the weakest since November. France and Spain tap next week; EFSF syndication pencilled in for Tuesday. Net \
Bund supply this month is roughly EUR {rng.randint(18, 30)}bn after redemptions.
US: no coupon auctions this week. Bills: 4w/8w sizes unchanged. Refunding next in May; the street expects \
coupon sizes unchanged and a hint of buyback expansion.

**Options**
ZN: 1m implied {rng.randint(68, 82)} normal bp, payrolls straddle ~{rng.randint(28, 36)}/64ths. Skew flat to \
slightly call-biased for the first time since January. SR3: heavy open interest in Z6 96.50 calls; someone \
rolled 20k H7 96.25 puts up to 96.375 yesterday. 6E: 1w vol {rng.randint(74, 82) / 10:.1f}, 25d risk reversals \
-0.3 (EUR puts over). USDJPY 1w {rng.randint(95, 112) / 10:.1f}, topside skew cheapened after the MoF comments.

**Cross-asset**
Equities: ES {self.es_mark:.2f}, Asia mixed, Nikkei -0.9% on the yen, Hang Seng +0.4%. Credit: IG CDX \
unchanged, iTraxx Main -0.5. Commodities: Brent -0.8% on OPEC+ chatter, gold +0.3%, copper flat. \
Equity/bond correlation on 20d back to negative (-0.21), which helps the ES hedge do its job.

**Dealer views (summarised, not ours)**
- Two dealers moved their ECB call to a pause through summer; one still sees June.
- One US bank recommends 2s10s Treasury steepeners into payrolls; another prefers long 5y vs. a 2s/10s fly.
- Consensus on USDJPY is lower over 3m but nobody wants to fight MoF timing.

**Risk**
{self.RV} dv01 usage {rng.randint(78, 92)}% of the current limit. {self.MAC} FX gross \
{rng.randint(440, 480)}m of 500m. VaR {rng.randint(185, 212) / 100:.2f}m vs 2.2m cap after yesterday's vol \
pick-up. Margin: Prisma IM up {rng.randint(120, 380)}k on the Bund position; CME SPAN unchanged. No breaches \
overnight.

**Admin**
- FGBL H6 last trading day tomorrow 12:30 CET; roll window today 08:00-11:00 CET, spread book only.
- dv01 limit ticket with the CRO pending (LIM-2291).
- FIX CME session maintenance 22:00-22:15Z.
- Grad rotation: Sam shadows Dov all week; paper book only.
"""
        t = T(6, rng.randint(24, 34), rng.uniform(0, 59))
        mid = self.post(t, "pulse", note, hard=("thesis_update", facts, "buried"),
                        idiom="conviction change buried in the middle of the agent's long morning note")
        self.note_mid = mid
        self.pin(mid, T(6, 58, rng.uniform(0, 50)))
        self.pin(mid, T(21, 40, rng.uniform(0, 50)), unpin=True)

    def sc_dv01(self):
        rng = self.rng
        self.dv01_new = self.pick([55000, 60000, 65000])
        t = T(6, rng.randint(50, 58), rng.uniform(0, 59))
        txt = f"risk: acct={self.RV} limit=dv01 old=45000 new={self.dv01_new} by=cro ticket=LIM-2291 eff=now"
        self.post(t, "riskd", txt,
                  hard=("risk_limit", [f"acct={self.RV}", "limit=dv01", f"new={self.dv01_new}"], "structured"),
                  idiom="risk engine key=value limit change line")
        self.post(t + rng.uniform(60, 200), "dov", self.pick(["nice, more room", "finally", "ty cro"]), kind="noise")

    def sc_roll_thread(self):
        rng = self.rng
        t0 = T(7, rng.randint(4, 12), rng.uniform(0, 59))
        self.post(t0, "ines", "opening a thread for the Bund roll, keep it in there pls")
        tms = self.cap.alloc_ms(self.day0_ms + int((t0 + 20) * 1000))
        self.tid = str(snowflake(tms, 20, rng.randint(0, 4095)))
        self.post(t0 + 25, "ines", f"H6/M6 roll, 120 lots, spread book only, no legging. H6 LTD tomorrow.", thread=True)
        q = 120
        rp = fnum(self.roll, 2)
        rmax = fnum(self.roll + 0.02, 2)
        t1 = t0 + rng.uniform(120, 260)
        txt, facts = self.pick([
            (f"plan: buy {q} FGBL H6/M6 roll at {rp} or better, work it in 20s through the spread book. "
             f"{rmax} is my max unless you say otherwise", [f"buy {q}", "FGBL H6/M6", rp]),
            (f"proposing: buy the FGBL H6/M6 roll, {q} lots @ {rp} limit, 20-lot clips, nothing above {rmax}",
             ["FGBL H6/M6", f"{q} lots", rp]),
        ])
        p = self.post(t1, "dov", txt, thread=True, hard=("trade_proposal", facts, "untagged"))
        self.react(p, t1 + 50, "📌")
        ap, afacts = self.pick([
            (f"go. cap {rmax}", ["go", rmax]),
            (f"ok go, nothing through {rmax}", ["ok go", rmax]),
            (f"yes, do it. max {rmax}", ["yes, do it", rmax]),
        ])
        t2 = t1 + rng.uniform(70, 160)
        self.post(t2, "ines", ap, thread=True, reply=p, hard=("trade_approval", afacts, "reply"))
        if rng.random() < 0.5:
            self.post(t2 + rng.uniform(20, 60), "ines",
                      "we should send it before the spread book empties out at 10 CET", thread=True, kind="near",
                      idiom="'we should send it' — intent, not a venue confirmation")
        hx = self.hexid()
        foot = f"order {hx} · venue XEUR"
        t3 = t2 + rng.uniform(40, 90)
        self.post(t3, "oms", "", thread=True,
                  embeds=self.oms_embed("Order accepted", "BUY", q, rp, "FGBL H6/M6", foot,
                                        [("TIF", "DAY"), ("Acct", self.RV)], "Calendar spread via Eurex spread book"),
                  hard=("trade_confirmation", ["Order accepted", "FGBL H6/M6", hx], "embed"))
        q1 = self.pick([60, 70, 80])
        t4 = t3 + rng.uniform(600, 1500)
        self.post(t4, "oms", "", thread=True,
                  embeds=self.oms_embed("Partial fill", "BUY", q1, rp, "FGBL H6/M6", foot, [("Leaves", str(q - q1))]),
                  hard=("trade_fill", ["FGBL H6/M6", "BUY", str(q1), rp], "embed"),
                  idiom="embed-only OMS partial fill on a calendar spread (facts in fields/footer)")
        self.post(t4 + rng.uniform(60, 200), "dov", self.pick(["thin. patience", "book's thin, resting the rest",
                                                               "slow but fine"]), thread=True)
        rp2 = fnum(self.roll + 0.01, 2)
        t5 = t4 + rng.uniform(900, 1800)
        self.post(t5, "oms", "", thread=True,
                  embeds=self.oms_embed("Fill", "BUY", q - q1, rp2, "FGBL H6/M6", foot, [("Leaves", "0")]),
                  hard=("trade_fill", ["FGBL H6/M6", "BUY", str(q - q1), rp2], "embed"))
        self.move(t4, "FGBLH6", q1)
        self.move(t4, "FGBLM6", -q1)
        self.move(t5, "FGBLH6", q - q1)
        self.move(t5, "FGBLM6", -(q - q1))
        self.post(t5 + rng.uniform(60, 150), "ines", "good, thx", thread=True, kind="noise")
        self.m6_stop = fnum(self.fgbl_m6 + 0.55, 2)
        txt = self.pick([f"stop on the M6 short {self.m6_stop}, same distance as before",
                         f"M6 short: stop {self.m6_stop}, H6 stop is gone with the roll"])
        t6 = t5 + rng.uniform(200, 400)
        self.post(t6, "ines", txt, thread=True,
                  hard=("stop_or_target_change", ["M6", self.m6_stop], "untagged"))
        self.post(t6 + rng.uniform(30, 90), "dov", "👍", thread=True, kind="noise")
        self.post(t1 - rng.uniform(40, 90), "pulse", self.roll_analytics(), thread=True, kind="near")
        self.post(t6 + rng.uniform(300, 700), "dov",
                  "for the file: last March we legged the roll and paid 3 ticks for it. spread book is the way",
                  thread=True, kind="near")

    def sc_lagarde(self):
        rng = self.rng
        t = T(9, rng.randint(3, 9), rng.uniform(0, 59))
        txt, facts = self.pick([
            ("HEADLINE: ECB'S LAGARDE: RISKS TO THE INFLATION OUTLOOK TILTED TO THE UPSIDE; "
             "WILL NOT PRE-COMMIT TO ANY RATE PATH", ["LAGARDE", "TILTED TO THE UPSIDE"]),
            ("HEADLINE: ECB'S LAGARDE: WE ARE IN A GOOD PLACE BUT NOT COMPLACENT ON SERVICES INFLATION",
             ["LAGARDE", "SERVICES INFLATION"]),
        ])
        txt += ("\n> Speaking at an event in Frankfurt, the ECB President said the Governing Council would "
                "remain data-dependent and decide meeting by meeting, adding that wage growth was moderating "
                "but services prices remained sticky.")
        m = self.post(t, "wires", txt, hard=("held_position_news", facts, "tagged"),
                      idiom="ECB/Lagarde headline = underlying of the held FGBL and 6E shorts")
        self.react(m, t + 30, "👀", by="dov")
        up = round(self.e_mark + rng.randint(24, 38) / 10000, 4)
        self.post(t + rng.uniform(30, 70), "alerts", f"🔔 6EM6 {fnum(up, 4)} (+{rng.randint(24, 38)} pips 10m)", kind="noise")
        self.post(t + rng.uniform(75, 120), "alerts",
                  f"🔔 FGBLM6 {fnum(self.fgbl_m6 - 0.30, 2)} (-{rng.randint(26, 40)} ticks 10m)", kind="noise")
        self.e_mark = up
        txt, facts = self.pick([
            ("lagarde more hawkish than I had. 6E short: conviction down to low, keep size for now",
             ["6E short", "conviction down to low"]),
            ("that's not what I wanted to hear for 6E. downgrading the 6E short to low conviction",
             ["6E short", "low conviction"]),
        ])
        self.post(t + rng.uniform(200, 330), "ines", txt, hard=("thesis_update", facts, "untagged"),
                  idiom="terse PM conviction downgrade after a headline")
        self.post(t + rng.uniform(350, 420), "dov", "bunds like it at least")

    def sc_var_json(self):
        rng = self.rng
        t = T(9, rng.randint(24, 40), rng.uniform(0, 59))
        used = round(2.2 + rng.randint(5, 25) / 100, 2)
        txt = json.dumps({"src": "riskd", "acct": self.MAC, "event": "limit_breach", "limit": "var_1d_99",
                          "used_m": used, "cap_m": 2.2, "action": "notify_cro"}, separators=(",", ":"))
        self.post(t, "riskd", txt, hard=("risk_limit", ['"limit_breach"', '"var_1d_99"', f'"used_m":{used}'],
                                         "structured"),
                  idiom="risk engine JSON line reporting a VaR breach")

    def sc_boe(self):
        rng = self.rng
        t = T(8, rng.randint(28, 45), rng.uniform(0, 59))
        q = self.pick([
            "> BOE'S BAILEY: GRADUAL AND CAREFUL APPROACH TO RATE CUTS STILL RIGHT\ngilts bid on it",
            "> BOE'S BAILEY: LABOUR MARKET LOOSENING, PATH OF BANK RATE STILL DOWNWARDS\nshort sterling ripping",
        ])
        m = self.post(t, "dov", q, kind="near", fyi=True,
                      idiom="quoted BoE headline — Gilts/6B are not on the book")
        txt, facts = self.pick([
            ("Bailey headline: no Gilt or 6B exposure on the book — no route, no action.",
             ["Bailey", "no route", "no action"]),
            ("BoE/Bailey: not our book (no Gilts, no sterling). Not routing.", ["Bailey", "Not routing"]),
        ])
        self.post(t + rng.uniform(80, 170), "pulse", txt, reply=m, hard=("no_route_decision", facts, "reply"))

    def sc_zn_add(self):
        rng = self.rng
        add = self.pick([40, 50])
        res = add - self.pick([10, 15, 20])
        px = self.zn_mark - 2 * rng.randint(0, 3) - rng.randint(0, 1)
        self.zn_px = px
        s0 = px - 2 * rng.randint(14, 16)
        s1 = s0 + rng.randint(7, 10)
        s2 = s1 + rng.randint(6, 10)
        while f32(s0) in f32(s2) or f32(s1) in f32(s2) or f32(s0) in f32(s1):
            s2 += 1
        tgt = px + 2 * rng.randint(22, 30)
        t = T(9, rng.randint(44, 52), rng.uniform(0, 59))
        dv = add * 65
        if rng.random() < 0.6:
            self.post(t - rng.uniform(400, 600), "dov", f"fwiw a stop under {f32(s0 - 4)} would make sense if we add ZN",
                      kind="near", idiom="opinion on where a stop 'would make sense' — no decision")
        txt = (f"[PROPOSAL] ZNM6 buy {add} @ {f32(px)}, stop {f32(s0)}, target {f32(tgt)}. "
               f"Why: claims + Waller skew to lower yields, 10s sitting on the 200d ({self.y10}%), CTA buy trigger "
               f"{f32(px + 12)}. dv01 +${dv:,}/bp. Needs PM ok.")
        p = self.post(t, "pulse", txt,
                      hard=("trade_proposal", ["ZNM6", f"buy {add}", f32(px), f32(s0)], "tagged"),
                      idiom="agent [PROPOSAL] tag with 32nds price and stop")
        ap, af = self.pick([("ok go", ["ok", "go"]), ("go", ["go"]), ("approved, work it", ["approved", "work it"])])
        if len(af) < 2:
            ap, af = "go ahead", ["go ahead", "go"]
        t2 = t + rng.uniform(90, 200)
        self.post(t2, "ines", ap, reply=p, hard=("trade_approval", af, "reply"),
                  idiom="short reply approving the agent's proposal ('ok go' / 'approved, work it')")
        o = self.next_ord()
        self.zn_ord = o
        t3 = t2 + rng.uniform(20, 50)
        dva = 51000 + rng.randint(0, 40) * 100
        self.post(t3, "riskd",
                  f"verdict=RESIZE order=ord-{o} acct={self.RV} sym=ZNM6 side=BUY qty {add}->{res} "
                  f"reason=dv01_headroom dv01_after={dva}/{self.dv01_new}",
                  hard=("risk_limit", ["verdict=RESIZE", f"ord-{o}", f"qty {add}->{res}"], "structured"),
                  idiom="risk engine RESIZE verdict 'qty N->M' on a desk order")
        foot = f"order {o} · venue XCBT"
        self.post(t3 + rng.uniform(2, 6), "oms", "",
                  embeds=self.oms_embed("Order working", "BUY", res, ftick(px), "ZNM6", foot,
                                        [("TIF", "DAY"), ("Acct", self.RV)]),
                  hard=("trade_confirmation", ["Order working", "ZNM6", f"order {o}"], "embed"))
        txt, facts = self.pick([(f"{o} acked", [o, "acked"]), (f"ord {o} working", [f"ord {o}", "working"]),
                                (f"{o} working, {res} lots", [o, "working"])])
        self.post(t3 + rng.uniform(40, 90), "dov", txt, hard=("trade_confirmation", facts, "shorthand"),
                  idiom="confirmation word right next to the order id ('<id> acked' / 'ord <id> working')")
        q1 = self.pick([10, 5])
        t4 = t3 + rng.uniform(700, 1100)
        self.post(t4, "oms", "", embeds=self.oms_embed("Partial fill", "BUY", q1, ftick(px), "ZNM6", foot,
                                                      [("Leaves", str(res - q1))]),
                  hard=("trade_fill", ["ZNM6", "BUY", str(q1), ftick(px)], "embed"))
        t5 = t4 + rng.uniform(600, 1000)
        self.post(t5, "oms", "", embeds=self.oms_embed("Fill", "BUY", res - q1, ftick(px - 1), "ZNM6", foot,
                                                      [("Leaves", "0")]),
                  hard=("trade_fill", ["ZNM6", "BUY", str(res - q1), ftick(px - 1)], "embed"),
                  idiom="OMS fill in CME tick format (110-045 = 110 4.5/32) inside an embed")
        self.move(t4, "ZNM6", q1)
        self.move(t5, "ZNM6", res - q1)
        tot = self.zn_qty + res
        self.post(t5 + rng.uniform(40, 100), "ines", "good fill")
        t6 = t5 + rng.uniform(150, 300)
        sm = self.post(t6, "dov", f"ZN stop {f32(s0)} on the whole {tot}",
                       hard=("stop_or_target_change", ["ZN stop", f32(s2), str(tot)], "untagged"),
                       idiom="stop in 32nds moved twice by editing the same message")
        self.react(sm, t6 + 40, "📌")
        self.pin(sm, t6 + 45)
        self.zn_stop_mid = sm
        self.zn_stops = (s0, s1, s2)
        self.zn_tot = tot
        self.post(t6 + rng.uniform(200, 500), "dov", "what's the dv01 on the ZN add, ~1.6k?", kind="near",
                  idiom="question about an executed add — not an event")

    def zn_stop_edits(self):
        s0, s1, s2 = self.zn_stops
        rng = self.rng
        self.edit(self.zn_stop_mid, T(13, rng.randint(44, 55), rng.uniform(0, 59)),
                  f"ZN stop {f32(s1)} on the whole {self.zn_tot}", superseded=[f32(s0)])
        self.edit(self.zn_stop_mid, T(15, rng.randint(20, 35), rng.uniform(0, 59)),
                  f"ZN stop {f32(s2)} on the whole {self.zn_tot} (trailing)", superseded=[f32(s1)])

    def sc_voice_eurusd(self):
        rng = self.rng
        n = self.pick([5, 10])
        px = fnum(self.e_mark - 0.0002 + rng.randint(0, 4) / 10000, 4)
        phone = f"+44 7700 900 {rng.randint(100, 999)}"
        t = T(10, rng.randint(36, 48), rng.uniform(0, 59))
        m = self.post(t, "dov", f"sold {n}m EURUSD {px} via Citi voice — Priya ({phone}), she's sending the ticket",
                      hard=("trade_fill", [f"sold {n}m EURUSD", px], "untagged"))
        self.post(t + rng.uniform(200, 400), "ines", "no phone numbers in here pls, getting that wiped")
        self.forget(m, t + rng.uniform(500, 700), "ines", phone)
        self.post(t + rng.uniform(760, 900), "dov", f"reposting w/o the contact: sold {n}m EURUSD {px} via Citi voice",
                  hard=("trade_fill", [f"sold {n}m EURUSD", px], "untagged"),
                  idiom="voice-broker cash FX fill in prose ('sold 5m EURUSD ... via Citi voice')")
        self.move(t, "EURUSD", -n)

    def sc_ecb_sources(self):
        rng = self.rng
        t = T(11, rng.randint(15, 25), rng.uniform(0, 59))
        src = rng.random() < 0.5
        if src:
            txt, facts, ph = ("HEADLINE: ECB SOURCES: POLICYMAKERS SEE LITTLE CASE FOR AN APRIL MOVE; SOME OPEN "
                              "TO PAUSING THROUGH SUMMER", ["ECB SOURCES", "APRIL MOVE"], "tagged")
            who = "wires"
        else:
            txt, facts, ph = ("ecb sources on bbg: policymakers see little case for an april move. bunds -20 on it",
                              ["ecb sources", "april move"], "untagged")
            who = "dov"
        m = self.post(t, who, txt, hard=("held_position_news", facts, ph))
        txt, facts = self.pick([
            ("routing the ECB sources headline to Ines (owns FGBL/6E). No exec action requested.",
             ["routing", "ECB sources", "to Ines"]),
            ("ECB sources → routed to Ines for a view on the FGBL/6E shorts; exec not needed yet.",
             ["routed to Ines", "ECB sources"]),
        ])
        self.post(t + rng.uniform(60, 140), "pulse", txt, reply=m, hard=("route_decision", facts, "reply"),
                  idiom="agent routes a held-name headline to the PM")

    def sc_6e_reject(self):
        rng = self.rng
        n = self.pick([30, 40])
        px = fnum(self.e_mark + 0.0004, 4)
        st = fnum(self.e_stop - 0.0010, 4)
        t = T(11, rng.randint(33, 42), rng.uniform(0, 59))
        p = self.post(t, "pulse",
                      f"[PROPOSAL] 6EM6 sell {n} @ {px}, stop {st}. Adds to the short on the bounce; fx gross "
                      f"+{n * 0.125 * self.e_mark:.1f}m. Needs PM ok.",
                      hard=("trade_proposal", ["6EM6", f"sell {n}", px, st], "tagged"))
        txt, facts = self.pick([("no. not adding after lagarde. pass", ["no", "pass"]),
                                ("rejected — not adding into this", ["rejected", "not adding"]),
                                ("no, pass. size is fine as is", ["no, pass", "size is fine"])])
        self.post(t + rng.uniform(100, 240), "ines", txt, reply=p, hard=("trade_approval", facts, "reply"),
                  idiom="short reply rejecting an agent proposal")

    def sc_midday_note(self, buried_route: bool):
        rng = self.rng
        t = T(11, rng.randint(50, 58), rng.uniform(0, 59))
        route = ("Routing: the Bund stop review goes to Dov for the US session; Ines has the levels.\n"
                 if buried_route else "")
        txt = f"""**Europe midday — {self.day0.strftime('%d %b')}**
Bunds: sold off {rng.randint(25, 45)} ticks on Lagarde, recovered half on the sources story. The roll went \
through the spread book in the morning (see thread); H6 open interest down ~60% on the day, normal for LTD-1. \
Schatz/Bund curve +2bp steeper. Italian spreads 2bp tighter, no supply today.
FX: 6E faded the Lagarde pop, {fnum(self.e_mark, 4)} now; 1w vol 8.1 (+0.5). USDJPY heavy after Tokyo, \
real-money sellers through the London fix per two banks. CHF quiet after the SNB comments, not ours.
Rates US: ZN grinding higher into claims, {f32(self.zn_mark + 6)}. TY block 5k in 10s at 09:41Z, buyer. \
SOFR Z6/H7 unchanged; the curve prices 2.1 cuts by Dec.
{route}Risk: {self.RV} dv01 use ~{rng.randint(80, 92)}% of the new limit; {self.MAC} VaR close to the cap.
Afternoon: claims 13:30, Waller 15:00, WMR 16:00. Payrolls tomorrow.
Market colour from sales: leveraged accounts long yen and short Bunds — crowded, both of them.
Levels into the afternoon:
```
ZNM6    {f32(self.zn_mark + 6)}   10s {self.y10:.2f}%   2s10s +{rng.randint(30, 45)}bp
FGBLM6  {fnum(self.fgbl_m6 - 0.15, 2)}   Bund 10s {rng.randint(255, 275) / 100:.2f}%   BTP/Bund {rng.randint(95, 115)}bp
SR3Z6   {fnum(self.sr3_mark, 3)}   cuts priced by Dec {rng.randint(19, 23) / 10:.1f}
6EM6    {fnum(self.e_mark, 4)}   1w vol {rng.randint(76, 84) / 10:.1f}
USDJPY  {fnum(self.jpy_mark, 2)}   1w vol {rng.randint(95, 112) / 10:.1f}
ESM6    {self.es_mark:.2f}
```"""
        if buried_route:
            self.post(t, "pulse", txt,
                      hard=("route_decision", ["Bund stop review", "goes to Dov"], "buried"),
                      idiom="route decision buried in a long midday report")
        else:
            self.post(t, "pulse", txt, kind="near")

    def sc_sr3(self):
        rng = self.rng
        n = self.pick([100, 150, 200])
        px = fnum(self.sr3_mark, 3)
        st = fnum(self.sr3_mark - 0.085, 3)
        tg = fnum(self.sr3_mark + 0.150, 3)
        t = T(12, rng.randint(2, 14), rng.uniform(0, 59))
        txt, facts = self.pick([
            (f"buy {n} SR3Z6 {px}, stop {st}, tgt {tg}. adding before claims, june cut is underpriced",
             [f"buy {n} SR3Z6", px, st]),
            (f"adding: buy {n} SR3Z6 at {px}, stop {st}. dov pls", [f"buy {n} SR3Z6", px, st]),
        ])
        p = self.post(t, "ines", txt, hard=("trade_proposal", facts, "untagged"),
                      idiom="PM's own untagged proposal with size, price and stop")
        self.post(t + rng.uniform(30, 70), "dov", "on it", reply=p, kind="near",
                  idiom="'on it' from exec — intent, not an OMS/venue confirmation")
        o = self.next_ord()
        t2 = t + rng.uniform(90, 150)
        self.post(t2, "riskd",
                  f"verdict=PASS order=ord-{o} acct={self.RV} sym=SR3Z6 side=BUY qty={n} dv01_after="
                  f"{self.dv01_new - rng.randint(3, 9) * 1000}/{self.dv01_new}",
                  kind="near", idiom="risk engine PASS verdict — nothing enforced")
        self.post(t2 + rng.uniform(2, 5), "oms", "",
                  embeds=self.oms_embed("Order accepted", "BUY", n, px, "SR3Z6", f"order {o} · venue XCME",
                                        [("TIF", "DAY"), ("Acct", self.RV)]),
                  hard=("trade_confirmation", ["Order accepted", "SR3Z6", f"order {o}"], "embed"))
        wrong = fnum(self.sr3_mark + 0.030, 3)
        t3 = t2 + rng.uniform(500, 900)
        f = self.post(t3, "dov", f"SR3Z6 filled {n} @ {wrong}",
                      hard=("trade_fill", ["SR3Z6", f"filled {n}", px], "untagged"),
                      idiom="fill price corrected by an edit (fat finger)")
        self.edit(f, t3 + rng.uniform(60, 150), f"SR3Z6 filled {n} @ {px}", superseded=[wrong])
        self.move(t3, "SR3Z6", n)

    def sc_6j_block(self):
        rng = self.rng
        n = self.pick([40, 60])
        px = fnum(round(1 / self.jpy_mark, 6), 6)
        t = T(12, rng.randint(44, 55), rng.uniform(0, 59))
        p = self.post(t, "dov", f"b {n} 6JM6 {px} for the yen leg instead of more cash. ok?",
                      hard=("trade_proposal", [f"b {n} 6JM6", px], "shorthand"),
                      idiom="shorthand proposal 'b <qty> 6JM6 <px>' ending in 'ok?'")
        t2 = t + rng.uniform(60, 180)
        self.post(t2, "ines", "👍 send it", reply=p, hard=("trade_approval", ["👍", "send it"], "reply"),
                  idiom="emoji approval reply '👍 send it'")
        o = self.next_ord()
        add = n * 12.5 / self.jpy_mark
        used = 500 - add + rng.randint(5, 30) / 10
        self.post(t2 + rng.uniform(30, 60), "riskd",
                  f"verdict=BLOCK order=ord-{o} acct={self.MAC} sym=6JM6 side=BUY qty={n} "
                  f"reason=fx_gross_notional used={used:.1f}m add={add:.1f}m cap=500m",
                  hard=("risk_limit", ["verdict=BLOCK", f"ord-{o}", "fx_gross_notional"], "structured"))
        self.post(t2 + rng.uniform(120, 200), "dov", "meh. later")

    def sc_claims_es(self):
        rng = self.rng
        t = T(13, 30, rng.uniform(5, 25))
        self.post(t, "alerts", f"🔔 ZNM6 {f32(self.zn_mark + 14)} (+{rng.randint(8, 12)}/32 in 2m)", kind="noise")
        self.post(t + 20, "alerts", f"🔔 ESM6 {self.es_mark - 22.5:.2f} (-0.4% 2m)", kind="noise")
        self.zn_mark += 14
        n = self.pick([10, 15, 20])
        pxv = self.es_mark - 20 - 0.25 * rng.randint(0, 12)
        t1 = t + rng.uniform(180, 300)
        txt, facts = self.pick([(f"sell {n} ES to top up the hedge, at market", [f"sell {n} ES", "hedge"]),
                                (f"top up the ES hedge: sell {n} ESM6 mkt", [f"sell {n} ESM6", "hedge"])])
        self.post(t1, "ines", txt, hard=("trade_proposal", facts, "untagged"))
        o = self.next_ord()
        t2 = t1 + rng.uniform(60, 150)
        self.post(t2, "dov", f"sld {n} ES {pxv:.2f} hedge top-up, ord {o}",
                  hard=("trade_fill", [f"sld {n} ES", f"{pxv:.2f}"], "shorthand"),
                  idiom="shorthand fill 'sld <qty> ES <px>'")
        self.move(t2, "ESM6", -n)

    def sc_bessent(self):
        rng = self.rng
        t = T(13, rng.randint(2, 12), rng.uniform(0, 59))
        if rng.random() < 0.5:
            self.post(t, "wires", "HEADLINE: TREASURY'S BESSENT: NO PLANS TO INCREASE NOMINAL COUPON AUCTION SIZES "
                                  "AT THE MAY REFUNDING",
                      hard=("held_position_news", ["BESSENT", "REFUNDING"], "tagged"),
                      idiom="Treasury refunding headline = underlying of the held ZN long")
        else:
            self.post(t, "ines", "> TREASURY'S BESSENT: NO PLANS TO INCREASE COUPON SIZES AT MAY REFUNDING\n"
                                 "there you go, supply story off the table for now",
                      hard=("held_position_news", ["BESSENT", "REFUNDING"], "untagged"),
                      idiom="Treasury refunding headline = underlying of the held ZN long")

    def sc_usdjpy_fix(self):
        rng = self.rng
        n = self.pick([5, 10])
        rem = self.jpy_qty - n
        t = T(13, rng.randint(50, 58), rng.uniform(0, 59))
        p = self.post(t, "ines", f"buy {n}m USDJPY at the 4pm fix to cover, leaves {rem}m short",
                      hard=("trade_proposal", [f"buy {n}m USDJPY", "4pm fix"], "untagged"))
        self.post(t + rng.uniform(40, 90), "ines", "@dkessler ticket's yours, I'm in the risk meeting 15-16:30",
                  reply=p, hard=("route_decision", ["dkessler", "ticket's yours"], "reply"),
                  idiom="PM hands a ticket to the exec trader ('ticket's yours')")
        o = self.next_ord()
        t2 = t + rng.uniform(600, 900)
        self.post(t2, "dov", f"ord {o} working — {n}m USDJPY buy @ WMR 16:00 fix",
                  hard=("trade_confirmation", [f"ord {o} working", "USDJPY"], "shorthand"))
        fx = fnum(self.jpy_mark - 0.1 + rng.randint(0, 40) / 1000, 3)
        t3 = T(16, 3, rng.uniform(0, 59))
        self.post(t3, "dov", f"fix done: bot {n}m USDJPY {fx}, short now {rem}m",
                  hard=("trade_fill", [f"bot {n}m USDJPY", fx], "untagged"))
        self.move(t3, "USDJPY", n)

    def sc_waller(self):
        rng = self.rng
        t = T(15, rng.randint(2, 9), rng.uniform(0, 59))
        txt, facts = self.pick([
            ("HEADLINE: FED'S WALLER: WOULD SUPPORT A CUT AS SOON AS JUNE IF INFLATION KEEPS COOLING",
             ["WALLER", "CUT AS SOON AS JUNE"]),
            ("HEADLINE: FED'S WALLER: LABOR MARKET SOFTENING, RATES SHOULD MOVE TOWARD NEUTRAL",
             ["WALLER", "TOWARD NEUTRAL"]),
        ])
        txt += ("\n> The Fed governor said in prepared remarks that recent data gave him more confidence that "
                "inflation was on a path back to 2%, while the labor market was cooling gradually.")
        self.post(t, "wires", txt, hard=("held_position_news", facts, "tagged"),
                  idiom="Fed speaker headline for the held SR3/ZN (rate-path underlying)")
        self.post(t + rng.uniform(20, 50), "alerts", f"🔔 SR3Z6 {fnum(self.sr3_mark + 0.045, 3)} (+4.5bp 5m)",
                  kind="noise")
        body = f"""Waller thoughts, quickly, before the risk meeting.
He is the swing vote on timing and he just leaned into June. Z6 went from 2.1 to 2.4 cuts priced in ten \
minutes; H7 moved less, so the strip bull-steepened. The obvious worry is that payrolls tomorrow takes all of \
it back — a 220k print with 0.4% AHE would put us back to 2 cuts and the Z6 long gives up most of the day. \
The less obvious one is Treasury supply: the refunding headline takes coupons off the table, so ZN has less \
to fear and the SR3 leg is the cleaner expression of the same view.
Net: SR3Z6 long stays, conviction up to high — Waller is the swing vote and he's there.
Not touching stops into the meeting.
If anyone from the CRO's office asks, the dv01 ticket is closed."""
        facts = ["SR3Z6 long", "conviction up to high"]
        self.post(t + rng.uniform(480, 700), "ines", body, hard=("thesis_update", facts, "buried"),
                  attachments=[{"id": str(snowflake(self.day0_ms + int((t + 470) * 1000), 4, 77)),
                                "filename": "sr3_strip.png", "size": rng.randint(38000, 72000),
                                "url": f"https://cdn.discordapp.com/attachments/{self.cid}/sr3_strip.png"}],
                  idiom="long PM post with the conviction decision in one middle sentence")

    def sc_6e_tp(self):
        rng = self.rng
        new_tp = fnum(self.e_tp_old + 0.0060, 4)
        old = fnum(self.e_tp_old, 4)
        t = T(14, rng.randint(22, 30), rng.uniform(0, 59))
        txt, facts = self.pick([(f"6E tp now {new_tp}, was {old}. dov pls re-enter", ["6E tp", new_tp]),
                                (f"moving the 6E take-profit up to {new_tp} (from {old})", ["6E take-profit", new_tp])])
        self.post(t, "ines", txt, hard=("stop_or_target_change", facts, "untagged"),
                  idiom="take-profit moved, old level quoted as 'was'")
        o_old = str(self.oid - rng.randint(200, 400))
        t2 = t + rng.uniform(60, 120)
        self.post(t2, "oms", "", embeds=self.oms_embed("Order cancelled", "BUY", 80, old, "6EM6",
                                                      f"order {o_old} · venue XCME", [("Reason", "user request")]),
                  hard=("trade_confirmation", ["Order cancelled", "6EM6", f"order {o_old}"], "embed"))
        self.post(t2 + rng.uniform(10, 40), "dov", f"{o_old} cxl'd",
                  hard=("trade_confirmation", [o_old, "cxl'd"], "shorthand"))
        o = self.next_ord()
        self.post(t2 + rng.uniform(60, 120), "oms", "",
                  embeds=self.oms_embed("Order accepted", "BUY", 80, new_tp, "6EM6", f"order {o} · venue XCME",
                                        [("TIF", "GTC"), ("Acct", self.MAC)]),
                  hard=("trade_confirmation", ["Order accepted", "6EM6", new_tp], "embed"))

    def sc_fgbl_sell(self):
        rng = self.rng
        bad, n = self.pick([(60, 40), (400, 40), (50, 30)])
        px = fnum(self.fgbl_m6 - 0.10, 2)
        st = fnum(self.fgbl_m6 + 0.45, 2)
        t = T(16, rng.randint(18, 26), rng.uniform(0, 59))
        d = self.post(t, "ines", f"sell {bad} FGBL M6 {px}, stp {st}",
                      hard=("trade_proposal", [f"sell {bad} FGBL M6", px, st], "shorthand"))
        self.delete(d, t + rng.uniform(25, 60), f"sell {bad} FGBL M6 {px}")
        p = self.post(t + rng.uniform(70, 110), "ines", f"sell {n} FGBL M6 {px} stp {st} — {n} not {bad}, fat finger",
                      hard=("trade_proposal", [f"sell {n} FGBL M6", px, st], "shorthand"),
                      idiom="proposal reposted after the fat-fingered one was deleted")
        hx = self.hexid()
        t2 = t + rng.uniform(200, 300)
        self.post(t2, "oms", "", embeds=self.oms_embed(
            "Order rejected", "SELL", n, px, "FGBL M6", f"order {hx} · venue XEUR",
            [("Reason", "volatility interruption — order entry suspended")]),
            hard=("trade_confirmation", ["Order rejected", "FGBL M6", hx], "embed"),
            idiom="venue reject (volatility interruption) posted only as an embed")
        self.post(t2 + rng.uniform(30, 60), "mdgw", "md-gw: XEUR FGBL volatility interruption started, "
                                                    "auction phase ~2m", kind="noise")
        hx2 = self.hexid()
        t3 = t2 + rng.uniform(240, 420)
        self.post(t3, "dov", f"VI over. resent as {hx2}, working {n} @ {px}",
                  hard=("trade_confirmation", [hx2, f"working {n}", px], "shorthand"))
        t4 = t3 + rng.uniform(400, 900)
        self.post(t4, "oms", "", embeds=self.oms_embed("Fill", "SELL", n, px, "FGBL M6", f"order {hx2} · venue XEUR",
                                                      [("Leaves", "0")]),
                  hard=("trade_fill", ["FGBL M6", "SELL", str(n), px], "embed"))
        self.move(t4, "FGBLM6", -n)

    def sc_route_tokyo(self):
        rng = self.rng
        t = T(17, rng.randint(25, 40), rng.uniform(0, 59))
        self.post(t, "pulse", f"[ROUTE] USDJPY overnight stop watch ({fnum(self.jpy_stop, 2)}) → Tokyo desk (Aki) "
                              f"from 23:00Z; Dov handing over at 18:00Z.",
                  hard=("route_decision", ["[ROUTE]", "USDJPY", "Tokyo desk (Aki)"], "tagged"),
                  idiom="agent [ROUTE] tag handing an item to another desk/person")

    def sc_overnight_dv01(self):
        t = T(21, 0, self.rng.uniform(2, 9))
        self.post(t, "riskd", f"risk: acct={self.RV} limit=overnight_dv01 set=40000 eff=21:00Z by=riskd-sched",
                  hard=("risk_limit", [f"acct={self.RV}", "limit=overnight_dv01", "set=40000"], "structured"))

    def sc_ueda(self):
        t = T(23, self.rng.randint(10, 40), self.rng.uniform(0, 59))
        self.post(t, "wires", "HEADLINE: BOJ'S UEDA: WILL CONTINUE TO RAISE RATES IF ECONOMY, PRICES MOVE IN LINE "
                              "WITH FORECASTS",
                  hard=("held_position_news", ["UEDA", "RAISE RATES"], "tagged"))

    # =================================================================================
    # near-misses that are not tied to one scene
    # =================================================================================
    def near_misses(self):
        rng = self.rng
        tom = self.next_bd().strftime("%a")
        P = self.post
        P(T(12, rng.randint(30, 40)), "ines",
          f"if NFP beats on {tom} we'd fade ZN into the number, not before", kind="near",
          idiom="hypothetical trade conditioned on tomorrow's data")
        P(T(10, rng.randint(2, 15)), "dov", "are we rolling the 6E early or waiting for the June date?", kind="near")
        P(T(14, rng.randint(10, 18)), "dov", "what if we bought 6J here instead of the cash cover?", kind="near")
        hx = rng.randint(110, 140) / 100
        P(T(12, rng.randint(15, 25)), "ines",
          f"last year we got run over shorting Bunds into the March meeting — sold 200 at 134.{rng.randint(10, 40)}, "
          f"stopped at 135.0{rng.randint(1, 9)}. not repeating that", kind="near",
          idiom="last year's trade told as history (side, size, prices, no event)")
        P(T(11, rng.randint(2, 10)), "dov",
          f"fwd from EM rates: 'FILLED SELL 300 FGBM6 @ 117.{rng.randint(20, 60)} acct EMR3'. theirs, not ours",
          kind="near", fyi=True, idiom="another desk's fill forwarded")
        P(T(15, rng.randint(40, 50)), "dov",
          "fwd from credit: their dv01 limit went to 30k today, so expect them to hit the ZF/ZN basis", kind="near",
          fyi=True, idiom="another desk's risk limit forwarded")
        P(T(12, rng.randint(44, 48)), "pulse",
          f"cal: 13:30 US claims (exp {rng.randint(218, 232)}k), productivity, ULC · 15:00 Waller · 16:00 WMR fix",
          kind="near", fyi=True, idiom="economic calendar line")
        P(T(17, rng.randint(2, 10)), "dov", f"reminder FGBL H6 LTD {tom} 12:30 CET, delivery Tue. we're out of H6",
          kind="near", fyi=True)
        P(T(10, rng.randint(50, 58)), "wires", "HEADLINE: SNB'S SCHLEGEL: NEGATIVE RATES CAN'T BE RULED OUT",
          kind="near", fyi=True, idiom="headline on an un-held name (CHF/SNB)")
        P(T(rng.choice([9, 14]), rng.randint(20, 28)), "wires", "HEADLINE: OPEC+ AGREES TO PAUSE OUTPUT HIKES IN Q2",
          kind="near", fyi=True)
        P(T(10, rng.randint(32, 36)), "wires",
          f"HEADLINE: UK DMO: 4.25% 2034 GILT AUCTION COVER {rng.randint(280, 340) / 100:.2f}X", kind="near", fyi=True)
        P(T(18, rng.randint(5, 20)), "dov",
          f"paper book for the grad: short 50 ZB 117-{rng.randint(10, 28):02d} in the sim, stop 118-04. not real",
          kind="near", idiom="paper trade in the sim")
        P(T(16, rng.randint(40, 55)), "pulse",
          f"backtest: fade-the-NFP-beat in ZN, 2015-2025, 38 events, hit 55%, avg +{rng.randint(30, 50) / 10:.1f} "
          f"ticks, worst -19. Not a signal by itself.", kind="near", idiom="backtest result with trade words")
        P(T(8, rng.randint(5, 15)), "dov", "street says real money selling 10y Bunds vs Schatz this morning",
          kind="near", fyi=True)
        P(T(13, rng.randint(15, 22)), "pulse", self.us_open_note(), kind="near")
        P(T(10, rng.randint(20, 28)), "ines", self.curve_musing(), kind="near",
          idiom="long PM analysis full of trade words with no decision")
        P(T(20, rng.randint(35, 45)), "pulse", self.eod_wrap(), kind="near")
        P(T(21, rng.randint(45, 55)), "pulse", self.asia_handover(), kind="near")
        P(T(7, rng.randint(35, 50)), "ines", self.research_paste(), kind="near",
          idiom="pasted dealer research with their trade recommendations (not this desk's)")
        P(T(8, rng.randint(40, 55)), "dov", self.sales_colour(), kind="near", fyi=True)
        if rng.random() < 0.7:
            o = self.next_ord()
            P(T(rng.choice([8, 15]), rng.randint(30, 50)), "riskd",
              f"verdict=PASS order=ord-{o} acct=EMR3 sym=FGBM6 side=SELL qty=300 var_after=1.4/2.0", kind="near")

    def us_open_note(self):
        rng = self.rng
        return f"""**US open — {self.day0.strftime('%d %b')}**
Claims in 17 minutes. Consensus {rng.randint(218, 232)}k, range 205-245k; continuing claims drifting higher \
for six weeks now. Productivity/ULC revisions matter less than usual. The ZN options market is pricing a \
{rng.randint(8, 12)}-tick move on claims and a {rng.randint(28, 36)}-tick move on payrolls tomorrow; skew \
favours calls for the first time since January.
Cash: 10s {self.y10}%, 2s10s +{rng.randint(30, 45)}bp. TY open interest +{rng.randint(8, 20)}k overnight, mostly \
in the front. SOFR Z6 {fnum(self.sr3_mark, 3)}, about 2.1 cuts by December. ES {self.es_mark:.2f}, \
{rng.randint(5, 15)} handles off the high; equity/bond correlation back to negative on a 20d window.
FX: 6E {fnum(self.e_mark, 4)}; USDJPY {fnum(self.jpy_mark, 2)} with MoF still in the background. \
Leveraged-fund positioning in yen is the longest since 2016 per the CFTC series; that cuts both ways.
Watch items: Waller at 15:00 is the main one for the front end; BoC at 14:45 for 6C.
Liquidity: ZN top-of-book {rng.randint(800, 1600)} lots, thinning to a third of that into the release as usual; \
SR3 front spreads 0.5 tick wide; FGBL book back to normal after the VI risk this morning; 6E {rng.randint(40, 80)} \
deep at the touch. Block trades so far: TY {rng.randint(2, 6)}k (buyer), FV {rng.randint(2, 6)}k (seller), nothing in UB.
Cross-asset: Brent {rng.randint(-15, 15) / 10:+.1f}%, gold {rng.randint(-10, 15) / 10:+.1f}%, VIX {rng.randint(150, 190) / 10:.1f}, \
BTC irrelevant. Credit spreads unchanged; IG issuance ${rng.randint(8, 25)}bn expected today, which usually means \
some rate-lock selling in the belly in the afternoon."""

    def curve_musing(self):
        rng = self.rng
        return f"""thinking out loud on the ZB/ZN box, not for today. the curve has done nothing for three weeks \
while every other part of the complex moved: 5s30s in a 6bp range, the ZB/ZN spread in 4 ticks either side of \
the DV01-neutral ratio ({rng.randint(56, 62)}:100). if we ever put on a steepener it would be long ZN vs short \
ZB, but the carry is negative and the refunding risk looks smaller than it did in January, which takes away half \
the reason. the other half is the term premium story — real money lengthening in Europe, Japan lifers not \
buying the long end, the usual. a box with SR3 would be cleaner but it's a lot of lines for a view I rate \
maybe 4/10. so: no trade, just keep an eye on it. also — the ZB roll next month will distort the spread for a \
week, so anything we see around then isn't signal. charts in the research folder if anyone wants them.

second thing, on Europe: the Bund/Treasury 10y spread is {rng.randint(150, 175)}bp and has been range-bound since the \
autumn. people keep calling for convergence on German fiscal; I don't see the catalyst this quarter. Schatz \
supply is what's moving the front end and the long end is real money's game. the swap spread move last week \
(10y Bund vs €STR {rng.randint(-8, -2)}bp) is the more interesting signal, it usually leads futures by a few days. \
again, not a trade, just context for the roll and for tomorrow."""

    def eod_wrap(self):
        rng = self.rng
        tom = self.next_bd().strftime("%a")
        return f"""**EOD wrap — {self.day0.strftime('%a %d %b')}**

**Tape**
Bunds sold off on Lagarde and recovered part of it on the sources story; the H6/M6 roll completed inside the \
morning window through the spread book, and H6 open interest is now mostly delivery-bound. Schatz/Bund \
+{rng.randint(1, 3)}bp steeper, BTP/Bund {rng.randint(1, 4)}bp tighter. Treasuries rallied on claims and extended \
on Waller; ZN closed {f32(self.zn_mark)}, 10s {self.y10 - 0.06:.2f}%, 2s10s {rng.randint(-3, 2):+d}bp. The SR3 \
strip bull-steepened, Z6 +{rng.randint(3, 6)}bp on the day and now prices ~{rng.randint(22, 26) / 10:.1f} cuts by \
December. 6E gave back the Lagarde pop and closed near the lows of the London session. USDJPY drifted lower \
into the WMR fix and traded {fnum(self.jpy_mark - 0.2, 2)} at the close. ES {rng.randint(3, 9)} handles lower \
with small caps underperforming; the equity/bond correlation stayed negative.

**Attribution (approx, USD)**
Bunds +{rng.randint(40, 90)}k · ZN +{rng.randint(50, 120)}k · SR3 +{rng.randint(10, 40)}k · 6E \
-{rng.randint(10, 40)}k · USDJPY +{rng.randint(30, 90)}k · EURUSD cash {rng.randint(-9, 9):+d}k · ES hedge \
-{rng.randint(2, 12)}k. Fees and roll cost ~{rng.randint(4, 9)}k. Day total in the 21:06Z snapshot.

**Ops**
One venue reject on Eurex (volatility interruption), handled. Three OMS drop-copy mapping errors this \
morning from a stale refdata snapshot — cleared after the 08:30Z refresh, no missing fills in the recon. \
XEUR session reconnect after the Lagarde spike (heartbeat timeout), CME session maintenance 22:00Z as usual. \
oms-gateway 4.18 went to 100% at 18:30Z; the CI failure on the spread-mapping branch does not touch prod.

**Tomorrow ({tom})**
Payrolls 13:30Z. Street 160k, range 90-240k; unemployment 4.3%, AHE 0.3% m/m. A beat above 200k would be \
the setup from the backtest; a miss below 100k and the SR3 strip probably prices a third cut. ECB speakers: \
Schnabel 08:00Z, Lane 12:00Z. Nothing scheduled from the BoJ; MoF can talk any time. FGBL H6 last trading \
day at 12:30 CET, we have no H6 left. Month-end index extension estimates come out at 15:00Z.

**Close**
```
ZNM6    {f32(self.zn_mark)}     FGBLM6  {fnum(self.fgbl_m6 - 0.05, 2)}     SR3Z6  {fnum(self.sr3_mark + 0.04, 3)}
6EM6    {fnum(self.e_mark - 0.002, 4)}   USDJPY  {fnum(self.jpy_mark - 0.2, 2)}     ESM6   {self.es_mark - 8:.2f}
10s     {self.y10 - 0.06:.2f}%      Bund10  {rng.randint(255, 275) / 100:.2f}%       VIX    {rng.randint(150, 190) / 10:.1f}
```

**Housekeeping**
Pinned: stops and the morning note. Recon at 21:00Z. Asia cover per the handover. Attribution file for the \
6E leg is in the shared drive as asked."""

    def asia_handover(self):
        rng = self.rng
        return f"""**Asia handover — {self.day0.strftime('%d %b')}**
For Tokyo: the book is on the pinned messages; nothing working overnight except the GTC 6E take-profit. \
USDJPY is the only line that trades in your hours; MoF has been vocal, and the BoJ calendar is empty until \
next week, but Ueda speaks in parliament tomorrow morning Tokyo time. Treasuries in Asia tend to follow \
JGBs on days like this; the 10y JGB auction is next Tuesday, not tomorrow.
Levels to know: USDJPY {fnum(self.jpy_mark - 0.8, 2)} / {fnum(self.jpy_mark + 0.9, 2)}, ZN {f32(self.zn_mark - 16)} \
/ {f32(self.zn_mark + 16)}, ES {self.es_mark - 40:.2f} / {self.es_mark + 35:.2f}.
Contacts: Dov until 18:00Z, Ines on mobile for anything over 50k of P&L. Risk: overnight dv01 limit applies \
from 21:00Z; the risk engine will resize anything above it automatically.
Calendar in Asia: AU trade balance 00:30Z, JP household spending 23:30Z, CN FX reserves 07:00 local. None of \
it moves our book in normal conditions.
Systems: CME session comes back at 22:15Z after maintenance; if the drop copy lags, call the helpdesk \
before touching anything."""

    def research_paste(self):
        rng = self.rng
        return self.pick([
            f"""from a dealer's Europe rates morning (pasting, their views not ours):
> ECB: Lagarde's Q&A today is the last big communication before the quiet period. We expect her to keep \
optionality, lean against an April cut, and emphasise services inflation. Risk to our call is a dovish \
reading of the wage tracker.
> Trades: we stay in 5s30s Bund steepeners (entry 58bp, target 75bp, stop 50bp) and recommend receiving \
1y1y €STR vs. paying 2y2y. We close our long Schatz recommendation at a small loss.
> Supply: the Schatz tail yesterday was the third in a row; we think the market is under-owned in the \
front end and a dovish surprise would be amplified.
> Italy: BTP/Bund at the tights, we prefer 10y Spain vs. Italy as a relative-value expression.
> FX: EURUSD fair value on our rate-differential model is {fnum(self.e_mark - 0.012, 4)}; we hold a short \
via 3m puts.""",
            f"""US strategist note, pasted for the grad (their book, not ours):
> Claims: seasonal factors flatter the February prints; we expect an upside surprise in continuing claims.
> Treasuries: we recommend 5s30s steepeners in futures (long FV vs short US, DV01-neutral) with a 15bp \
target; stay short the belly vs. wings on the 2s5s10s fly.
> Front end: SOFR Z6 looks rich to our terminal-rate estimate by ~8bp; we sell Z6 96.50 calls against \
longs for yield enhancement.
> Supply: no change to coupon sizes at May refunding; buyback expansion likely to be announced.
> Risks: a hot payrolls print with 0.4% AHE would flatten 2s10s by 6-8bp in our scenario analysis, \
which is why we keep position sizes modest into Friday.""",
        ])

    def sales_colour(self):
        rng = self.rng
        return (f"sales colour, morning: real money buyers in 10y Bunds ({rng.randint(2, 6)}k lots equivalent "
                f"through two banks), fast money selling Schatz; in the US, asset managers extending into month "
                f"end, CTAs flat ZN after the rally. FX: sovereign bid EURUSD on dips below "
                f"{fnum(self.e_mark - 0.003, 4)}, Japanese exporters selling USDJPY above "
                f"{fnum(self.jpy_mark + 0.5, 2)}. Nothing in 6A/6C worth repeating. Options: someone bought "
                f"{rng.randint(10, 30)}k SR3 Z6 96.50 calls, and a large TY Apr payroll straddle traded.")

    # =================================================================================
    # scheduled bot noise
    # =================================================================================
    def bot_noise(self):
        rng = self.rng
        P = self.post
        for h in range(24):
            t = T(h, 0, rng.uniform(1, 8))
            if rng.random() < 0.5:
                P(t, "riskd", f"risk: heartbeat acct=* limits=ok breaches=0 open_orders={rng.randint(0, 6)} "
                              f"lat_ms={rng.randint(2, 9)} seq={rng.randint(10000, 99999)}", kind="noise",
                  idiom="risk heartbeat 'limits=ok'" if h == 4 else None)
            else:
                P(t, "riskd", json.dumps({"src": "riskd", "event": "heartbeat", "limits": "ok",
                                          "accts": [self.RV, self.MAC], "lat_ms": rng.randint(2, 9)},
                                         separators=(",", ":")), kind="noise",
                  idiom="risk heartbeat JSON 'limits: ok'" if h == 4 else None)
        # pnl snapshots
        for h in list(range(7, 21)) + [21]:
            t = T(h, 30 if h < 21 else 6, rng.uniform(0, 30))
            P(t, "pnl", self.pnl_text(t), kind="noise")
        for h in range(7, 21, 2):
            t = T(h, 0, rng.uniform(20, 50))
            P(t, "riskd", self.usage_text(t), kind="noise",
              idiom="risk usage report with caps and 'status=ok' — a status line, not a limit event" if h == 11 else None)
        for h in (7, 12, 17):
            t = T(h, 0, rng.uniform(20, 50))
            P(t, "cron", self.pos_snapshot(t), kind="noise")
        # cron
        P(T(5, 0, rng.uniform(2, 20)), "cron", self.recon_text(), kind="noise")
        P(T(5, 30, rng.uniform(2, 20)), "cron", self.margin_text(), kind="noise")
        P(T(6, 0, rng.uniform(2, 20)), "cron",
          f"cron[fixings-load] ok rows={rng.randint(12, 18)} src=nyfed,ecb,boj,wmr dur={rng.randint(9, 30) / 10}s",
          kind="noise")
        P(T(2, 0, rng.uniform(2, 20)), "cron", f"cron[db-vacuum] ok tables=41 reclaimed={rng.randint(100, 900)}MB",
          kind="noise")
        P(T(12, 0, rng.uniform(2, 20)), "cron",
          f"cron[sofr-curve-fit] ok nodes=24 rmse={rng.randint(12, 30) / 100}bp", kind="noise")
        P(T(21, 0, rng.uniform(30, 50)), "cron", "eod recon: 0 breaks, 0 routed", kind="noise",
          idiom="cron summary '0 breaks, 0 routed'")
        P(T(21, 15, rng.uniform(2, 20)), "cron",
          f"cron[archive] capture rolled: {rng.randint(1800, 2600)} msgs, {rng.randint(4, 9)}.{rng.randint(0, 9)}MB "
          f"→ s3://desk-archive/ratesfx/{self.day0.strftime('%Y/%m/%d')}/", kind="noise")
        # deploy / CI
        sha = f"{rng.getrandbits(28):07x}"
        P(T(6, 10, rng.uniform(0, 50)), "deploy",
          f"deploy: riskd v2.31.{rng.randint(0, 4)} → prod-ldn (blue/green) ✅ by jenkins #{rng.randint(5000, 5999)}",
          kind="noise")
        P(T(6, 12, rng.uniform(0, 50)), "deploy",
          f"ci: pulse-agent #{rng.randint(1800, 1999)} passed — {rng.randint(380, 460)} tests, 3m{rng.randint(0, 59)}s "
          f"on main@{sha}", kind="noise")
        P(T(18, 30, rng.uniform(0, 50)), "deploy",
          f"deploy: oms-gateway 4.18.{rng.randint(1, 6)} canary 10% → 100% ✅ (no rejects in 30m)", kind="noise")
        P(T(19, 5, rng.uniform(0, 50)), "deploy", self.ci_fail(), kind="noise")
        P(T(18, 20, rng.uniform(0, 50)), "deploy", self.deploy_notes(), kind="noise")
        # FIX
        P(T(5, 58, rng.uniform(0, 50)), "fixgw", "fixgw: CME session ORD-03 logon ok (seq 1/1, daily reset)",
          kind="noise")
        P(T(9, 7, rng.uniform(0, 50)), "fixgw",
          f"fixgw: session XEUR-ETI-02 disconnected (heartbeat timeout 30s) → reconnected, seq "
          f"{rng.randint(4000, 5000)}/{rng.randint(4000, 5000)} resynced in {rng.randint(12, 40) / 10}s", kind="noise",
          idiom="FIX session reconnect line")
        P(T(14, rng.randint(0, 5), rng.uniform(0, 50)), "fixgw",
          f"fixgw: drop-copy DC-CME-1 gap fill 58={rng.randint(20, 90)} msgs, no missing ExecRpts", kind="noise")
        P(T(22, 1, rng.uniform(0, 50)), "fixgw", "fixgw: CME session ORD-03 logout (maintenance window 22:00-22:15Z)",
          kind="noise")
        P(T(22, 16, rng.uniform(0, 50)), "fixgw", "fixgw: CME session ORD-03 logon ok, seq reset 1/1", kind="noise")
        # md
        P(T(7, rng.randint(0, 5), rng.uniform(0, 50)), "mdgw",
          f"md-gw: EOBI A-stream gap {rng.randint(100, 900)} pkts, recovered from B in 0.{rng.randint(1, 9)}s",
          kind="noise")
        # stack traces: a burst that gets bulk-deleted, plus some left
        tb = T(8, rng.randint(12, 18), rng.uniform(0, 50))
        ids, snips = [], []
        for k in range(3):
            txt, corr = self.java_trace(k)
            ids.append(P(tb + k * 2.5, "omsa", txt, kind="noise"))
            snips.append(f"corr={corr}")
        self.post(tb + 60, "dov", "can someone mute oms-adapter, it's spamming again", kind="chat")
        self.bulk_delete(ids, tb + rng.uniform(200, 400), snips)
        txt, _ = self.java_trace(3)
        P(T(11, rng.randint(3, 9), rng.uniform(0, 50)), "omsa", txt, kind="noise",
          idiom="stack trace containing ExecRpt fill tags (35=8 150=F)")
        P(T(14, rng.randint(40, 45), rng.uniform(0, 50)), "mdgw", self.py_trace(), kind="noise")
        P(T(3, rng.randint(5, 20), rng.uniform(0, 50)), "mdgw", self.py_trace(), kind="noise")
        tr = T(14, rng.randint(50, 55), rng.uniform(0, 50))
        for k in range(2):
            txt, _ = self.java_trace(k)
            P(tr + k * rng.uniform(1, 4), "omsa", txt, kind="noise")
        txt, _ = self.java_trace(4)
        P(T(19, rng.randint(20, 40), rng.uniform(0, 50)), "omsa", txt, kind="noise")
        # price alerts spread over the day
        for _ in range(rng.randint(6, 9)):
            t = self.sample_t(0, 24)
            sym, lvl = self.pick([("ZNM6", f32(self.zn_mark + rng.randint(-8, 8))),
                                  ("FGBLM6", fnum(self.fgbl_m6 + rng.randint(-30, 30) / 100, 2)),
                                  ("6EM6", fnum(self.e_mark + rng.randint(-20, 20) / 10000, 4)),
                                  ("USDJPY", fnum(self.jpy_mark + rng.randint(-40, 40) / 100, 2)),
                                  ("SR3Z6", fnum(self.sr3_mark + 0.005 * rng.randint(-4, 4), 3)),
                                  ("ESM6", f"{self.es_mark + 0.25 * rng.randint(-60, 60):.2f}")])
            P(t, "alerts", f"🔔 {sym} crossed {lvl} ({self.pick(['up', 'down'])}, {rng.randint(3, 20)}m window)",
              kind="noise")

    def java_trace(self, k):
        rng = self.rng
        corr = f"{rng.getrandbits(32):08x}"
        secid = rng.randint(5400000, 5499999)
        ln = rng.randint(180, 260)
        host = rng.randint(1, 3)
        txt = f"""oms-adapter[ldn-{host}] ERROR DropCopyConsumer - failed to map ExecutionReport corr={corr}
```
com.desk.oms.mapping.MappingException: unknown SecurityID {secid} (MarketSegmentID 688) in ExecRpt 35=8 150=F 39={self.pick(['1', '2'])} 32={rng.randint(1, 40)} 31=131.{rng.randint(10, 99)} 1=DC-{rng.randint(100, 999)}
	at com.desk.oms.eurex.InstrumentCache.resolve(InstrumentCache.java:{ln})
	at com.desk.oms.eurex.DropCopyMapper.toFill(DropCopyMapper.java:{rng.randint(60, 120)})
	at com.desk.oms.eurex.DropCopyMapper.map(DropCopyMapper.java:{rng.randint(30, 59)})
	at com.desk.oms.eurex.DropCopyConsumer.onMessage(DropCopyConsumer.java:{rng.randint(120, 160)})
	at com.desk.oms.fix.TypedMessageCracker.crack(TypedMessageCracker.java:{rng.randint(40, 90)})
	at com.desk.oms.fix.DropCopyApplication.fromApp(DropCopyApplication.java:{rng.randint(60, 110)})
	at quickfix.Session.fromCallback(Session.java:1908)
	at quickfix.Session.verify(Session.java:1851)
	at quickfix.Session.nextQueued(Session.java:2645)
	at quickfix.Session.next(Session.java:1033)
	at quickfix.mina.SingleThreadedEventHandlingStrategy$SessionMessageEvent.processMessage(SingleThreadedEventHandlingStrategy.java:{rng.randint(160, 190)})
	at quickfix.mina.SingleThreadedEventHandlingStrategy.block(SingleThreadedEventHandlingStrategy.java:{rng.randint(110, 130)})
	at quickfix.mina.SingleThreadedEventHandlingStrategy.lambda$blockInThread$1(SingleThreadedEventHandlingStrategy.java:{rng.randint(140, 160)})
	at org.apache.mina.core.filterchain.DefaultIoFilterChain$TailFilter.messageReceived(DefaultIoFilterChain.java:{rng.randint(900, 1000)})
	at org.apache.mina.core.filterchain.DefaultIoFilterChain.callNextMessageReceived(DefaultIoFilterChain.java:{rng.randint(500, 560)})
	at org.apache.mina.filter.codec.ProtocolCodecFilter$ProtocolDecoderOutputImpl.flush(ProtocolCodecFilter.java:{rng.randint(400, 460)})
	at org.apache.mina.filter.codec.ProtocolCodecFilter.messageReceived(ProtocolCodecFilter.java:{rng.randint(250, 290)})
	at org.apache.mina.core.polling.AbstractPollingIoProcessor.read(AbstractPollingIoProcessor.java:{rng.randint(700, 760)})
	at org.apache.mina.core.polling.AbstractPollingIoProcessor$Processor.run(AbstractPollingIoProcessor.java:{rng.randint(1200, 1260)})
	at org.apache.mina.util.NamePreservingRunnable.run(NamePreservingRunnable.java:64)
	at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
	at java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)
	at java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: java.util.NoSuchElementException: {secid}
	at com.desk.oms.eurex.InstrumentCache.lookup(InstrumentCache.java:{ln - 14})
	at com.desk.oms.eurex.InstrumentCache.resolve(InstrumentCache.java:{ln - 3})
	at com.desk.oms.eurex.DropCopyMapper.toFill(DropCopyMapper.java:{rng.randint(60, 120)})
	... {rng.randint(8, 14)} more
Suppressed: com.desk.oms.refdata.StaleSnapshotException: refdata snapshot {rng.randint(100000, 999999)} older than 300s
	at com.desk.oms.refdata.RefDataClient.current(RefDataClient.java:{rng.randint(70, 130)})
	at com.desk.oms.eurex.InstrumentCache.refreshIfStale(InstrumentCache.java:{rng.randint(90, 150)})
	at com.desk.oms.eurex.InstrumentCache.resolve(InstrumentCache.java:{ln - 9})
	... {rng.randint(10, 16)} more
```
context: msgSeqNum={rng.randint(100000, 999999)} senderCompID=EUREXDC targetCompID=DESK{rng.randint(10, 99)} partition={rng.randint(1, 8)} \
applSeqNum={rng.randint(10000000, 99999999)} transactTime={self.day0.strftime('%Y%m%d')}-{rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999999):06d}
retry {k % 3 + 1}/3 in 500ms · refdata snapshot age {rng.randint(30, 400)}s · queue depth {rng.randint(0, 40)} · host ldn-{host}"""
        return txt, corr

    def py_trace(self):
        rng = self.rng
        return f"""md-gw[cme-b] unhandled exception in snapshot recovery (channel {rng.randint(300, 320)})
```
Traceback (most recent call last):
  File "/opt/mdgw/mdgw/recovery.py", line {rng.randint(190, 240)}, in replay
    book.apply(msg)
  File "/opt/mdgw/mdgw/book.py", line {rng.randint(80, 130)}, in apply
    lvl = self.levels[msg.security_id][msg.side]
  File "/opt/mdgw/mdgw/book.py", line {rng.randint(40, 70)}, in __getitem__
    return self._by_id[key]
KeyError: 'SR3Z6'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/opt/mdgw/mdgw/main.py", line {rng.randint(300, 360)}, in run
    self.recovery.replay(snapshot)
  File "/opt/mdgw/mdgw/recovery.py", line {rng.randint(240, 260)}, in replay
    raise RecoveryError(f"snapshot {{seq}} inconsistent") from exc
mdgw.errors.RecoveryError: snapshot {rng.randint(1000000, 9999999)} inconsistent
```
falling back to incremental replay, book rebuilt in {rng.randint(2, 9)}.{rng.randint(0, 9)}s"""

    def recon_text(self):
        rng = self.rng
        return f"""cron[pos-recon] 05:00Z OMS vs clearer ({self.RV}/{self.MAC})
```
sym       oms     clearer  diff
ZNM6      +{self.zn_qty}    +{self.zn_qty}     0
FGBLH6    -120    -120     0
SR3Z6     +300    +300     0
6EM6      -80     -80      0
ESM6      -30     -30      0
USDJPY    -25m    -25m     0
```
0 breaks · {rng.randint(40, 90)} trades matched · run {rng.randint(3, 9)}.{rng.randint(0, 9)}s"""

    def margin_text(self):
        rng = self.rng
        return f"""cron[margin] initial margin estimate 05:30Z
```
venue  model   IM (USD)     vs prev
CME    SPAN2   {rng.randint(3800, 4600):,}k      {rng.randint(-90, 90):+d}k
XEUR   Prisma  {rng.randint(2100, 2900):,}k      {rng.randint(-90, 90):+d}k
total          {rng.randint(6000, 7300):,}k
```
headroom vs credit line {rng.randint(40, 60)}% · no call expected"""

    def pnl_text(self, t):
        rng = self.rng
        pos = {"ZNM6": self.zn_qty, "FGBLH6": -120, "FGBLM6": 0, "SR3Z6": 300, "6EM6": -80,
               "USDJPY": -self.jpy_qty, "EURUSD": 0, "ESM6": -30}
        for (tt, s, d) in self.pos_moves:
            if tt <= t:
                pos[s] += d
        hh = int(t // 3600)
        mm = int(t % 3600 // 60)
        avg = {"ZNM6": f32(self.zn_avg), "FGBLH6": fnum(self.fgbl_avg, 2), "FGBLM6": fnum(self.fgbl_m6 + 0.05, 2),
               "SR3Z6": fnum(self.sr3_avg, 3), "6EM6": fnum(self.e_avg, 4), "USDJPY": fnum(self.jpy_avg, 2),
               "EURUSD": fnum(self.e_mark - 0.0020, 4), "ESM6": f"{self.es_mark + 31.5:.2f}"}
        marks = {"ZNM6": f32(self.zn_mark + rng.randint(-4, 4)), "FGBLH6": fnum(self.fgbl_m6 + self.roll, 2),
                 "FGBLM6": fnum(self.fgbl_m6 + rng.randint(-20, 20) / 100, 2),
                 "SR3Z6": fnum(self.sr3_mark + 0.005 * rng.randint(-2, 4), 3),
                 "6EM6": fnum(self.e_mark + rng.randint(-10, 10) / 10000, 4),
                 "USDJPY": fnum(self.jpy_mark + rng.randint(-20, 20) / 100, 2),
                 "EURUSD": fnum(self.e_mark - 0.0020 + rng.randint(-10, 10) / 10000, 4),
                 "ESM6": f"{self.es_mark + 0.25 * rng.randint(-40, 40):.2f}"}
        lines = [f"PnL {hh:02d}:{mm:02d}Z  {self.RV}+{self.MAC}  (USD, mid marks, pre-fees)", "```",
                 f"{'sym':<8}{'pos':>7}  {'avg':>9}  {'mark':>9}  {'day':>10}  {'open':>11}  {'risk':>9}"]
        day = 0
        for s in ["ZNM6", "FGBLH6", "FGBLM6", "SR3Z6", "6EM6", "USDJPY", "EURUSD", "ESM6"]:
            q = pos[s]
            if q == 0:
                continue
            p = rng.randint(-40, 90) * 1000 + rng.randint(0, 999)
            o = p + self.open_base.setdefault(s, rng.randint(-150, 300) * 1000)
            day += p
            qs = f"{q:+d}m" if s in ("USDJPY", "EURUSD") else f"{q:+d}"
            if s in ("USDJPY", "EURUSD", "6EM6"):
                risk = f"Δ{abs(q) * (1 if s != '6EM6' else 0.125):.1f}m"
            elif s == "ESM6":
                risk = f"β{rng.randint(60, 90) / 100:.2f}"
            else:
                risk = f"{abs(q) * rng.randint(55, 95) // 1000:.0f}.{rng.randint(0, 9)}k/bp"
            lines.append(f"{s:<8}{qs:>7}  {avg[s]:>9}  {marks[s]:>9}  {comma(p):>10}  {comma(o):>11}  {risk:>9}")
        lines.append("```")
        lines.append(f"day {comma(day)} · mtd {comma(rng.randint(800, 1400) * 1000 + day)} · ytd "
                     f"{comma(rng.randint(3000, 5200) * 1000)} · gross fx {rng.randint(430, 495)}m · dv01 "
                     f"{rng.randint(38, 58)}.{rng.randint(0, 9)}k · fees {comma(-rng.randint(1, 9) * 1000)}")
        return "\n".join(lines)

    def usage_text(self, t):
        rng = self.rng
        hh = int(t // 3600)
        dvl = getattr(self, "dv01_new", 45000) if t > T(7) else 45000
        return (f"risk: usage {hh:02d}:00Z acct={self.RV} dv01={rng.randint(30, int(dvl * 0.9) // 1000)}.{rng.randint(0, 9)}k/"
                f"{dvl // 1000}k var={rng.randint(120, 190) / 100:.2f}m/2.0m gross_fut={rng.randint(800, 1400)}/3000 "
                f"status=ok\n"
                f"risk: usage {hh:02d}:00Z acct={self.MAC} fx_gross={rng.randint(430, 480)}m/500m "
                f"var={rng.randint(150, 215) / 100:.2f}m/2.2m daily_loss={comma(-rng.randint(0, 180) * 1000)}/-400k "
                f"status=ok\n"
                f"risk: usage {hh:02d}:00Z desk=rates_fx stop_coverage=100% orders_open={rng.randint(0, 6)} "
                f"limits_checked={rng.randint(140, 220)} breaches=0")

    # =================================================================================
    # human filler
    # =================================================================================
    # (text, earliest hour, latest hour) — UTC
    CHAT_DOV = [
        ("morning", 6.7, 7.6), ("spread book thin, 2x 20 on the offer", 7, 10),
        ("eurex md a bit laggy this morning, watching it", 7, 10), ("bunds bid on nothing", 7, 16),
        ("ZN offered into the london fix as usual", 15.5, 16), ("liquidity in 6E fine, 1 tick wide 50 deep", 7, 20),
        ("brb", 7, 20), ("back", 7, 20), ("CME ok again", 14, 15), ("lunch in 10", 11, 12.5), ("ES heavy", 13.5, 20),
        ("TY block in 10s, 5k lots, buyer", 7, 20), ("SOFR Z6/H7 spread unchanged", 7, 20),
        ("clearing says margin fine", 8, 12), ("grad is shadowing me on the roll today", 7, 9),
        ("spread book filling back up", 7.5, 10), ("bbg chat: someone paid for Z6 calls", 12, 20),
        ("street's at 160k for payrolls, whisper higher", 7, 20),
        ("hawkish read on the transcript per the sell side", 9.3, 12), ("quiet", 10, 20),
        ("vols a touch bid in 6E 1w", 9.2, 14), ("10s through the 200d again", 10, 20),
        ("Schatz auction at 10:30 fyi", 8, 10.4), ("boj people on the tape later in asia", 15, 20.5),
        ("my screen froze for a sec, fine now", 7, 20), ("back from coffee", 7, 17),
        ("eur/usd 1m risk reversals flat", 8, 20), ("cash tsys quiet pre data", 11, 13.4),
        ("Italy spreads tighter, not ours", 8, 17), ("nothing on the tape", 10, 20),
        ("tokyo desk online", 22, 23), ("the bloomberg link is flaky again", 7, 20),
        ("ZF/ZN basis looks cheap fwiw", 12, 20), ("everyone's waiting for tomorrow", 15, 20.5),
        ("ES bounced off the lows", 14, 20), ("curve steeper on the day", 11, 20),
        ("claims in 5", 13.3, 13.48), ("that's a big claims beat", 13.5, 13.8),
        ("Waller in 10", 14.8, 14.97), ("fix in 15, nothing unusual in the flow", 15.7, 15.98),
        ("signing off at 6", 17, 18), ("Eurex VI again?", 16.4, 16.6),
        ("spread book widened after the headline", 9.1, 9.5), ("Bund book back to normal", 9.5, 11),
    ]
    CHAT_INES = [
        ("morning all", 6.7, 7.6), ("let's keep it tidy today, big data tomorrow", 6.7, 12),
        ("risk meeting moved to 15:00", 8, 14.5), ("ping me if 6E trades through the highs", 9.2, 15),
        ("stepping out 20m", 7, 20), ("call with the CRO at 2", 8, 13.9), ("grad questions later pls", 7, 18),
        ("need the attribution for the 6E leg by eod", 10, 18), ("back", 7, 20),
        ("who's covering Asia tonight?", 12, 18), ("can someone check the recon from this morning", 7, 12),
        ("on a call, text if urgent", 7, 20), ("send me the Prisma numbers when they land", 7, 12),
        ("sales call at 4, fyi", 9, 15.9), ("reminder: no client names in this channel", 11, 20),
        ("markets overthinking the ECB", 9.2, 20), ("which dealer had the Bund block?", 8, 16),
        ("I'll be late tomorrow, payrolls prep from home", 14, 20.5), ("out of the risk meeting", 16.5, 17.5),
        ("claims strong, curve doing what it should", 13.55, 14.5), ("Waller was clear enough", 15.1, 16),
    ]
    ACKS = ["ok", "thx", "ty", "k", "👍", "🙏", "👀", "np", "ta", "lol", "gm", "+1 ty", "nice", "noted", "good"]

    def sample_t(self, h0, h1):
        rng = self.rng
        hours = list(range(h0, h1))
        h = rng.choices(hours, weights=[HOUR_W[x] for x in hours])[0]
        return T(h, 0, rng.uniform(0, 3599))

    def human_t(self):
        while True:
            t = self.sample_t(6, 21)
            if T(6, 40) <= t <= T(20, 50):
                return t

    def filler(self):
        rng = self.rng
        target_total = rng.randint(232, 272)
        noise_frac = rng.uniform(0.30, 0.35)
        used = set()
        guard = 0
        while len(self.recs) < target_total and guard < 5000:
            guard += 1
            n_noise = sum(1 for r in self.recs if r["kind"] == "noise")
            t = self.human_t()
            if n_noise < noise_frac * (len(self.recs) + 1):
                fyis = [r for r in self.recs if r["fyi"] and r["t"] < t - 5 and r["state"] == "live"
                        and T(6, 40) < r["t"] < T(20, 40)]
                if fyis and rng.random() < 0.5:
                    tgt = rng.choice(fyis)
                    who = "ines" if tgt["who"] != "ines" else "dov"
                    self.post(tgt["t"] + rng.uniform(15, 200), who, rng.choice(self.ACKS), reply=tgt["id"],
                              kind="noise")
                elif rng.random() < 0.5:
                    self.post(t, rng.choice(HUMANS), rng.choice(self.ACKS), kind="noise")
                else:
                    sym, lvl = self.pick([("ZNM6", f32(self.zn_mark + rng.randint(-8, 8))),
                                          ("6EM6", fnum(self.e_mark + rng.randint(-20, 20) / 10000, 4)),
                                          ("FGBLM6", fnum(self.fgbl_m6 + rng.randint(-30, 30) / 100, 2)),
                                          ("USDJPY", fnum(self.jpy_mark + rng.randint(-40, 40) / 100, 2))])
                    self.post(t, "alerts", f"🔔 {sym} crossed {lvl} ({self.pick(['up', 'down'])}, "
                                           f"{rng.randint(3, 20)}m window)", kind="noise")
            else:
                who = "dov" if rng.random() < 0.6 else "ines"
                pool = self.CHAT_DOV if who == "dov" else self.CHAT_INES
                h = t / 3600
                ok = [x for x in pool if x[1] <= h <= x[2] and (who, x[0]) not in used]
                if not ok:
                    continue
                txt = rng.choice(ok)[0]
                if txt not in ("back", "brb", "stepping out 20m"):
                    used.add((who, txt))
                self.post(t, who, txt, fyi=(rng.random() < 0.3))

    # =================================================================================
    def build(self):
        rng = self.rng
        # core scenes, always present
        self.sc_asia_mof()
        self.sc_morning_note()
        self.sc_dv01()
        self.sc_roll_thread()
        self.sc_lagarde()
        self.sc_boe()
        self.sc_zn_add()
        self.zn_stop_edits()
        self.sc_voice_eurusd()
        self.sc_6e_reject()
        self.sc_sr3()
        self.sc_fgbl_sell()
        self.sc_ecb_sources()
        watch = [self.sc_watch_rba, self.sc_watch_boc]
        rng.shuffle(watch)
        watch[0]()
        # optional scenes, (hard-event count, fn)
        opts = [(1, watch[1]), (1, self.sc_var_json), (1, self.sc_bessent), (2, self.sc_waller),
                (4, self.sc_6e_tp), (4, self.sc_usdjpy_fix), (3, self.sc_6j_block),
                (2, self.sc_claims_es), (1, self.sc_route_tokyo), (1, self.sc_overnight_dv01),
                (1, self.sc_ueda), (1, "midday")]
        if self.first:  # keep the first channel-day's idiom scenes stable
            order = (self.sc_usdjpy_fix, self.sc_6j_block, self.sc_bessent)
            front = [o for f in order for o in opts if o[1] == f]
            rest = [o for o in opts if o not in front]
            rng.shuffle(rest)
            opts = front + rest
            target = 44
        else:
            rng.shuffle(opts)
            target = rng.randint(36, 44)
        did_mid = False
        for n, fn in opts:
            if self.hard_n + n > target:
                continue
            if fn == "midday":
                self.sc_midday_note(True)
                did_mid = True
            else:
                fn()
        if not did_mid:
            self.sc_midday_note(False)
        self.near_misses()
        self.bot_noise()
        self.other_wires()
        self.nfp_thread()
        for h in self.pick([(7, 10, 14), (8, 11, 15), (7, 12, 16)]):
            self.post(T(h, rng.randint(5, 55), rng.uniform(0, 59)), "dov", self.broker_run(), kind="near",
                      idiom="pasted broker run with bids/offers and sizes" if h in (7, 8) else None)
        self.post(T(6, rng.randint(36, 44), rng.uniform(0, 59)), "pulse", self.week_ahead(), kind="near")
        for h in [x for x in range(24) if x not in (6, 11, 13, 20)]:
            t = T(h, rng.randint(44, 48), rng.uniform(0, 59))
            self.post(t, "pulse", self.desk_digest(t), kind="near",
                      idiom="agent hourly digest naming held instruments and prices, no news, no decision"
                      if h == 9 else None)
        # a stray personal message, deleted
        t = T(rng.choice([10, 15]), rng.randint(5, 50), rng.uniform(0, 59))
        m = self.post(t, "dov", "wrong window — tell Sam dinner is 8pm at Hawksmoor Guildhall", kind="chat")
        self.delete(m, t + rng.uniform(8, 30), "Hawksmoor Guildhall")
        self.filler()
        # bytes top-up if a seed lands short: Pulse intraday watch notes (near-miss)
        extra = 0
        while self.content_bytes() < 84000 and extra < 8 and len(self.recs) < 300:
            extra += 1
            self.post(self.human_t(), "pulse", self.watch_digest(), kind="near")
        self.stats_row()

    def desk_digest(self, t):
        rng = self.rng
        hh = int(t // 3600)
        return f"""**digest {hh:02d}:00Z**
Rates: ZN {f32(self.zn_mark + rng.randint(-6, 6))} ({rng.randint(-5, 5):+d}/32 1h), TY cash 10s {self.y10 + rng.randint(-3, 3) / 100:.2f}%, \
FGBL M6 {fnum(self.fgbl_m6 + rng.randint(-25, 25) / 100, 2)}, Bund 10s {rng.randint(255, 275) / 100:.2f}%, \
SR3Z6 {fnum(self.sr3_mark + 0.005 * rng.randint(-2, 3), 3)}, ZB/ZN spread {rng.randint(-4, 4):+d} ticks vs open.
FX: 6E {fnum(self.e_mark + rng.randint(-12, 12) / 10000, 4)}, USDJPY {fnum(self.jpy_mark + rng.randint(-25, 25) / 100, 2)}, \
6A {rng.randint(-30, 30):+d} pips, 6C {rng.randint(-20, 20):+d} pips. Vol: ZN 1m {rng.randint(50, 60) / 10:.1f}, \
6E 1w {rng.randint(75, 85) / 10:.1f}, USDJPY 1w {rng.randint(95, 115) / 10:.1f}.
Equities: ES {self.es_mark + 0.25 * rng.randint(-40, 40):.2f}, VIX {rng.randint(150, 190) / 10:.1f}.
Flow: {self.pick(['real money', 'leveraged funds', 'corporates', 'sovereigns'])} active in the \
{self.pick(['belly', 'long end', 'front end', 'EURUSD spot'])}; volumes {rng.randint(70, 130)}% of the 20d average.
Headlines last hour: {rng.randint(3, 14)} on the feed, {self.pick(['none', 'one', 'two'])} on our names (see above).
Open orders: {rng.randint(0, 3)} · risk engine: ok · feeds: ok."""

    def pos_snapshot(self, t):
        rng = self.rng
        pos = {"ZNM6": self.zn_qty, "FGBLH6": -120, "FGBLM6": 0, "SR3Z6": 300, "6EM6": -80,
               "USDJPY": -self.jpy_qty, "EURUSD": 0, "ESM6": -30}
        for (tt, s, d) in self.pos_moves:
            if tt <= t:
                pos[s] += d
        hh = int(t // 3600)
        rows = [f"cron[pos-snapshot] {hh:02d}:00Z OMS positions ({self.RV}/{self.MAC})", "```",
                f"{'sym':<8}{'pos':>7}  {'venue':<6}{'acct':<8}{'clearer':<10}"]
        for s, q in pos.items():
            if q == 0:
                continue
            v = "XEUR" if s.startswith("FGBL") else ("OTC" if s in ("USDJPY", "EURUSD") else "XCME")
            if s == "ZNM6":
                v = "XCBT"
            acct = self.RV if s in ("ZNM6", "FGBLH6", "FGBLM6", "SR3Z6") else self.MAC
            qs = f"{q:+d}m" if s in ("USDJPY", "EURUSD") else f"{q:+d}"
            rows.append(f"{s:<8}{qs:>7}  {v:<6}{acct:<8}{self.pick(['GS-FCM', 'MS-FCM', 'CITI-PB']):<10}")
        rows.append("```")
        rows.append(f"snapshot ok · {rng.randint(2, 40)} fills since last · diff vs clearer 0")
        return "\n".join(rows)

    OTHER_WIRES = [
        ("HEADLINE: UK JANUARY GDP +0.1% M/M, IN LINE WITH EXPECTATIONS",
         "> Britain's economy grew slightly in January, official data showed, with services offsetting a drop in "
         "manufacturing output. Gilt futures were little changed after the release."),
        ("HEADLINE: RIKSBANK'S THEDEEN: INFLATION CLOSE TO TARGET, POLICY RATE LIKELY TO STAY UNCHANGED FOR A TIME", ""),
        ("HEADLINE: CHINA FEBRUARY FX RESERVES $3.24 TRILLION VS $3.22 TRILLION EXPECTED", ""),
        ("HEADLINE: NORGES BANK REGIONAL NETWORK: OUTPUT GROWTH EXPECTED TO SLOW",
         "> Norway's central bank said its regional survey pointed to slightly weaker activity over the next six "
         "months, with contacts in construction the most pessimistic."),
        ("HEADLINE: POLAND'S CENTRAL BANK HOLDS REFERENCE RATE AT 5.00%", ""),
        ("HEADLINE: GOLD EXTENDS GAINS, UP 1.1% ON THE DAY ON SAFE-HAVEN DEMAND", ""),
        ("HEADLINE: BRENT CRUDE FALLS 2% AFTER US INVENTORY BUILD",
         "> Oil prices fell after government data showed a larger-than-expected build in crude stockpiles, "
         "adding to concerns about demand heading into the second quarter."),
        ("HEADLINE: BANXICO MINUTES: MAJORITY SAW ROOM FOR FURTHER RATE CUTS", ""),
        ("HEADLINE: SOUTH AFRICA'S TREASURY SEES BUDGET DEFICIT NARROWING TO 4.5% OF GDP", ""),
        ("HEADLINE: TURKEY CENTRAL BANK RAISES ONE-WEEK REPO RATE BY 250 BPS",
         "> The lira firmed after the surprise move; the bank said it would keep policy tight until inflation "
         "expectations converge to its forecasts."),
        ("HEADLINE: NEW ZEALAND Q4 MANUFACTURING SALES -1.4% Q/Q", ""),
        ("HEADLINE: SWISS FEBRUARY CPI +0.3% Y/Y, BELOW SNB FORECAST", ""),
        ("HEADLINE: UK DMO ANNOUNCES NEW 2056 GILT SYNDICATION FOR NEXT WEEK", ""),
        ("HEADLINE: KOREA'S FINANCE MINISTRY: WILL ACT TO STABILISE WON IF NEEDED", ""),
    ]

    def other_wires(self):
        rng = self.rng
        pool = list(self.OTHER_WIRES)
        rng.shuffle(pool)
        for i, (h, body) in enumerate(pool[:rng.randint(8, 11)]):
            t = self.sample_t(0, 24)
            self.post(t, "wires", h + ("\n" + body if body else ""), kind="near", fyi=True,
                      idiom="wire headline on an un-held market (UK GDP)" if h.startswith("HEADLINE: UK JAN") else None)

    def roll_analytics(self):
        rng = self.rng
        return f"""roll analytics (FGBL H6 → M6), for reference:
CTD H6: DBR 2.5% Feb-35, conversion factor 0.{rng.randint(700000, 760000)}; CTD M6: DBR 2.6% Aug-35, CF 0.{rng.randint(690000, 750000)}. \
Net basis H6 {rng.randint(2, 9)} ticks, M6 {rng.randint(10, 25)} ticks. Implied repo H6 {rng.randint(180, 215) / 100:.2f}% vs GC \
{rng.randint(190, 205) / 100:.2f}%; M6 implied {rng.randint(175, 210) / 100:.2f}%. Fair roll on carry {fnum(self.roll - 0.01, 2)}-{fnum(self.roll + 0.01, 2)}; \
screen {fnum(self.roll, 2)} mid. Open interest: H6 {rng.randint(300, 500)}k, M6 {rng.randint(700, 950)}k, \
{rng.randint(55, 70)}% rolled vs {rng.randint(55, 70)}% at the same point last quarter. Spread book depth top 3 levels: \
{rng.randint(150, 400)} x {rng.randint(150, 400)}."""

    def nfp_thread(self):
        """Second thread: payrolls prep. Scenario talk, hypotheticals, questions — no decisions."""
        rng = self.rng
        tom = self.next_bd().strftime("%a")
        t0 = T(17, rng.randint(40, 55), rng.uniform(0, 59))
        self.post(t0, "ines", f"thread for {tom}'s payrolls prep, scenarios only, nothing goes on tonight")
        tms = self.cap.alloc_ms(self.day0_ms + int((t0 + 15) * 1000))
        th = str(snowflake(tms, 21, rng.randint(0, 4095)))
        self.tid2 = th
        zn = self.zn_mark
        self.post(t0 + 30, "pulse", f"""payrolls scenarios ({tom} 13:30Z), moves from a 2015-2025 regression, not forecasts:
```
headline     AHE     ZN (32nds)   SR3Z6 (bp)   6E (pips)   USDJPY
> 240k      0.4%    -{rng.randint(24, 30)}          -{rng.randint(9, 13)}          -{rng.randint(45, 70)}         +{rng.randint(90, 140)}
180-240k    0.3%    -{rng.randint(8, 14)}          -{rng.randint(3, 6)}           -{rng.randint(15, 30)}         +{rng.randint(30, 60)}
120-180k    0.3%    +{rng.randint(2, 8)}           +{rng.randint(1, 3)}           +{rng.randint(5, 15)}          -{rng.randint(10, 30)}
< 120k      0.2%    +{rng.randint(20, 28)}          +{rng.randint(8, 12)}          +{rng.randint(40, 60)}         -{rng.randint(80, 120)}
```
Book sensitivity at tonight's size: ZN ~{rng.randint(5, 7)}.{rng.randint(0, 9)}k per 32nd, SR3 ~{rng.randint(7, 9)}.{rng.randint(0, 9)}k per bp, \
6E ~{rng.randint(9, 11)}k per 10 pips, USDJPY ~{rng.randint(10, 14)}k per big figure. Worst case in the table is the \
top row for the ZN/SR3 longs, partly offset by the 6E and USDJPY shorts.""", thread=th, kind="near",
                  idiom="scenario table of moves — analysis, not a trade")
        self.post(t0 + rng.uniform(200, 400), "ines",
                  f"top row is the one I care about. if we get 240k+ with 0.4% we'd probably cut half the ZN and "
                  f"let SR3 ride, the front end has more cushion", thread=th, kind="near",
                  idiom="conditional 'we'd probably cut half' — a hypothetical, not a decision")
        self.post(t0 + rng.uniform(420, 600), "dov",
                  "would we pre-hedge with ES at all or leave the 30 lots as is?", thread=th, kind="near")
        self.post(t0 + rng.uniform(620, 800), "ines",
                  "leave it, talk in the morning. and if it's a miss below 120k the 6E short is the pain trade, "
                  "worth thinking what we'd do there", thread=th, kind="near")
        self.post(t0 + rng.uniform(820, 1000), "pulse",
                  f"For the morning: options-implied payrolls move in ZN is ±{rng.randint(26, 34)}/32; the book's "
                  f"stops are outside that range for ZN and inside it for nothing else. Liquidity note: the ZN "
                  f"book thins to ~{rng.randint(150, 300)} lots top-of-book in the 2 minutes before the release; "
                  f"spread book for SR3 usually widens to 1.5 ticks. Last three prints: "
                  f"{rng.randint(120, 260)}k, {rng.randint(120, 260)}k, {rng.randint(120, 260)}k; revisions net "
                  f"{rng.randint(-60, 20):+d}k.", thread=th, kind="near")
        self.post(t0 + rng.uniform(1010, 1200), "dov", "👍", thread=th, kind="noise")

    def broker_run(self):
        rng = self.rng
        b = self.pick(["ICAP", "Tullett", "BGC"])
        s = self.sr3_mark
        return f"""{b} SOFR run (pasted):
```
Z6/H7   {rng.randint(-60, -20) / 10:+.1f} / {rng.randint(-55, -15) / 10:+.1f}   {rng.randint(2, 8)}k x {rng.randint(2, 8)}k
H7/M7   {rng.randint(-50, -10) / 10:+.1f} / {rng.randint(-45, -5) / 10:+.1f}   {rng.randint(2, 8)}k x {rng.randint(2, 8)}k
Z6/Z7   {rng.randint(-200, -120) / 10:+.1f} / {rng.randint(-195, -115) / 10:+.1f}   {rng.randint(1, 4)}k x {rng.randint(1, 4)}k
Z6 fly (Z6/H7/M7)  {rng.randint(-20, 20) / 10:+.1f} / {rng.randint(-15, 25) / 10:+.1f}
SR3Z6 96.50c  {rng.randint(40, 70) / 10:.1f} / {rng.randint(71, 90) / 10:.1f}   delta {rng.randint(30, 45)}   ref {fnum(s, 3)}
SR3H7 96.25p  {rng.randint(20, 40) / 10:.1f} / {rng.randint(41, 60) / 10:.1f}   delta {rng.randint(15, 30)}
```
indications only, refresh on request"""

    def week_ahead(self):
        rng = self.rng
        d = self.day0
        rows = []
        items = [("ECB: Schnabel", "08:00"), ("US payrolls / AHE / unemployment", "13:30"),
                 ("ECB: Lane", "12:00"), ("Japan household spending", "23:30"), ("US CPI", "12:30"),
                 ("UK GDP", "07:00"), ("Germany CPI final", "07:00"), ("US 3y/10y/30y auctions", "18:00"),
                 ("BoJ: Ueda in parliament", "01:00"), ("EZ industrial production", "10:00"),
                 ("US retail sales", "12:30"), ("Eurex: FGBL H6 delivery", "—")]
        days = []
        k = 1
        while len(days) < 6:
            x = d + timedelta(days=k)
            if x.weekday() < 5:
                days.append(x)
            k += 1
        for i, (what, hhmm) in enumerate(items):
            dd = days[i // 2].strftime("%a %d")
            rows.append(f"{dd}  {hhmm:>5}  {what}")
        return ("**Week ahead (UTC)** — calendar only\n```\n" + "\n".join(rows) +
                f"\n```\nConsensus sheet in the research folder; payrolls street {rng.randint(150, 175)}k.")

    def deploy_notes(self):
        rng = self.rng
        return f"""deploy: oms-gateway 4.18.{rng.randint(1, 6)} release notes (prod-ldn, canary 10%)
• eurex: spread-book instrument cache refreshes on refdata version bump (fixes stale SecurityID mapping)
• cme: tag 1028 (ManualOrderIndicator) now set on voice-originated orders
• embeds: fill/partial-fill posts carry Leaves and Acct fields
• risk hook: pre-trade check timeout lowered 250ms → 150ms, fail-closed
• chore: quickfixj 2.3.{rng.randint(1, 3)}, jdk 21.0.{rng.randint(3, 6)}
rollback: `oms-ctl rollback 4.18.{rng.randint(0, 1)}` · owner @platform-oncall"""

    def ci_fail(self):
        rng = self.rng
        return f"""ci: oms-gateway #{rng.randint(700, 900)} FAILED on feature/h6m6-roll@{rng.getrandbits(28):07x} (1 of 612)
```
FAILED tests/eurex/test_spread_mapping.py::test_calendar_leg_ratio[FGBL-H6M6] - AssertionError
    def test_calendar_leg_ratio(spread):
        legs = mapper.legs(spread)
>       assert [l.ratio for l in legs] == [1, -1]
E       assert [1, 1] == [1, -1]
E         At index 1 diff: 1 != -1
tests/eurex/test_spread_mapping.py:{rng.randint(40, 90)}: AssertionError
==== 1 failed, 611 passed, 3 skipped in {rng.randint(90, 200)}.{rng.randint(10, 99)}s ====
```
not deployed · branch owner notified"""

    def watch_digest(self):
        rng = self.rng
        return f"""watch digest: ZB/ZN spread {rng.randint(-4, 4):+d} ticks vs open, 6A {rng.randint(-30, 30):+d} pips, \
6C {rng.randint(-20, 20):+d} pips. Nothing new on the RBA or BoC since the morning. Tsy 10s {self.y10}%, Bund 10s \
{rng.randint(255, 275) / 100:.2f}%, JGB 10s {rng.randint(140, 160) / 100:.2f}%. Vol: ZN 1m {rng.randint(50, 60) / 10:.1f}, \
6E 1w {rng.randint(75, 85) / 10:.1f}, USDJPY 1w {rng.randint(95, 115) / 10:.1f}. Flows: {self.pick(['real money', 'leveraged funds', 'corporates'])} \
active in the {self.pick(['belly', 'long end', 'front end'])}; nothing actionable."""

    def content_bytes(self):
        return sum(len(r["content"].encode()) + len(embed_text(r["embeds"]).encode()) for r in self.recs)

    def stats_row(self):
        by = {}
        for r in self.recs:
            if r["hard"]:
                by[r["hard"]["event_type"]] = by.get(r["hard"]["event_type"], 0) + 1
        n = len(self.recs)
        self.cap.stats.append({
            "channel_id": self.cid, "thread_ids": [x for x in (self.tid, getattr(self, "tid2", None)) if x],
            "date": self.day0.strftime("%Y-%m-%d"),
            "messages": n,
            "content_bytes": sum(len(r["content"].encode()) for r in self.recs),
            "bytes_with_embeds": self.content_bytes(),
            "noise": sum(1 for r in self.recs if r["kind"] == "noise"),
            "near_miss": sum(1 for r in self.recs if r["kind"] == "near"),
            "hard": sum(by.values()), "hard_by_type": dict(sorted(by.items())),
        })


def embed_text(embeds) -> str:
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


IDIOM_PRIORITY = [
    "yen/MoF headline", "ECB/Lagarde headline", "Treasury refunding headline", "watchlist central-bank headline",
    "agent's explicit overnight", "conviction change buried", "risk engine RESIZE", "agent [PROPOSAL] tag",
    "shorthand proposal", "short reply approving", "emoji approval reply", "confirmation word right next",
    "OMS fill in CME tick format", "stop in 32nds moved twice", "PM hands a ticket",
    "hypothetical trade conditioned", "another desk's fill forwarded", "cron summary", "quoted BoE headline",
    "risk heartbeat",
]


def pick_idioms(cands):
    out = []
    for pref in IDIOM_PRIORITY:
        for c in cands:
            if c["idiom"].startswith(pref) and c not in out:
                out.append(c)
                break
    for c in cands:
        if len(out) >= 20:
            break
        if c not in out:
            out.append(c)
    return out[:20]


def channel_id_for(idx: int) -> str:
    return str(snowflake(1706745600000 + 3 * 86400000 * idx + 4242 + idx, 7, 300 + idx))


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    cap = Capture()
    for d in range(days):
        day0 = end - timedelta(days=days - d)
        for c in range(channels):
            Day(cap, seed, c, d, channel_id_for(c), day0).build()
    cap.events.sort(key=lambda x: (x[0], x[1]))
    events = [e for _, _, e in cap.events]
    labels = {
        "desk": DESK,
        "hard_events": cap.hard,
        "superseded_facts": cap.superseded,
        "removed_texts": cap.removed,
        "noise_message_ids": cap.noise,
        "near_miss_ids": cap.near,
        "idioms": pick_idioms(cap.idioms),
        "stats": cap.stats,
    }
    return {"events": events, "labels": labels}


# =====================================================================================
# self-check
# =====================================================================================
def check(events, labels) -> list[str]:
    errs = []
    final, state, created = {}, {}, {}
    last_ms = -1
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            mid = m["id"]
            ms = (int(mid) >> 22) + DISCORD_EPOCH
            cms = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ")
                      .replace(tzinfo=timezone.utc).timestamp() * 1000 + 0.5)
            if ms != cms:
                errs.append(f"snowflake/created_at mismatch {mid}")
            if ms <= last_ms:
                errs.append(f"ids not increasing with time at {mid}")
            last_ms = max(last_ms, ms)
            if mid in final:
                errs.append(f"duplicate id {mid}")
            final[mid] = {"content": m["content"], "embeds": m.get("embeds", []), "chan": ev["channel_id"]}
            created[mid] = ms
            state[mid] = "live"
        elif op == "edit":
            if ev["message_id"] not in final:
                errs.append(f"edit before create {ev['message_id']}")
            else:
                final[ev["message_id"]]["content"] = ev["content"]
                if state[ev["message_id"]] == "live":
                    state[ev["message_id"]] = "edited"
        elif op in ("delete", "forget"):
            state[ev["message_id"]] = "deleted" if op == "delete" else "forgotten"
        elif op == "bulk_delete":
            for x in ev["message_ids"]:
                state[x] = "deleted"
    seen = {}
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            ref = m.get("reference_id")
            if ref is not None and (ref not in seen or seen[ref] != ev["channel_id"]):
                errs.append(f"reply {m['id']} -> unknown/earlier-missing/other-channel {ref}")
            seen[m["id"]] = ev["channel_id"]
            if ev.get("parent_channel_id") and ev["parent_channel_id"] == ev["channel_id"]:
                errs.append("thread parent == thread")
        elif ev["op"] in ("pin", "unpin", "reaction_add", "reaction_remove", "edit", "delete", "forget"):
            if ev["message_id"] not in seen:
                errs.append(f"{ev['op']} before create {ev['message_id']}")
        elif ev["op"] == "bulk_delete":
            for x in ev["message_ids"]:
                if x not in seen:
                    errs.append(f"bulk_delete before create {x}")
    times = [_ev_ms(e) for e in events]
    if times != sorted(times):
        errs.append("events not in time order")
    for lab in labels["hard_events"]:
        mid = lab["message_id"]
        if mid not in final:
            errs.append(f"label for unknown id {mid}")
            continue
        if final[mid]["chan"] != lab["channel_id"]:
            errs.append(f"channel mismatch {mid}")
        text = final[mid]["content"] + "\n" + embed_text(final[mid]["embeds"])
        if not 2 <= len(lab["facts"]) <= 5:
            errs.append(f"{mid}: {len(lab['facts'])} facts")
        for f in lab["facts"]:
            if f not in text:
                errs.append(f"{mid} ({lab['event_type']}): fact {f!r} not in final text")
        if state[mid] != lab["final_state"]:
            errs.append(f"{mid}: final_state {lab['final_state']} vs {state[mid]}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in final[mid]["content"]:
            errs.append(f"superseded {old!r} still in {mid}")
    hard_ids = {l["message_id"] for l in labels["hard_events"]}
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        if mid not in final:
            errs.append(f"noise/near id unknown {mid}")
        if mid in hard_ids:
            errs.append(f"noise/near id also hard {mid}")
    if len(set(labels["noise_message_ids"]) & set(labels["near_miss_ids"])):
        errs.append("noise ∩ near-miss not empty")
    for i in labels["idioms"]:
        if i["message_id"] not in final:
            errs.append(f"idiom id unknown {i['message_id']}")
    if not 10 <= len(labels["idioms"]) <= 20:
        errs.append(f"{len(labels['idioms'])} idioms")
    for s in labels.get("stats", []):
        n, b = s["messages"], s["bytes_with_embeds"]
        if not 180 <= n <= 320:
            errs.append(f"{s['channel_id']} {s['date']}: {n} messages")
        if not 70000 <= b <= 120000:
            errs.append(f"{s['channel_id']} {s['date']}: {b} bytes")
        if not 0.25 <= s["noise"] / n <= 0.40:
            errs.append(f"{s['channel_id']} {s['date']}: noise {s['noise'] / n:.2f}")
        if not 25 <= s["hard"] <= 45:
            errs.append(f"{s['channel_id']} {s['date']}: {s['hard']} hard")
    return errs


def _ev_ms(ev) -> int:
    ts = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
    return int(datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000 + 0.5)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default 2026-03-06T00:00Z)")
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
    # reload from disk and check
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    errs = check(events, labels)
    for s in labels["stats"]:
        print(f"{s['date']} channel {s['channel_id']} (+threads {', '.join(s['thread_ids'])}): {s['messages']} messages, "
              f"{s['content_bytes']} content bytes ({s['bytes_with_embeds']} incl. embeds), "
              f"noise {s['noise']} ({100 * s['noise'] / s['messages']:.0f}%), near-miss {s['near_miss']}, "
              f"hard {s['hard']}")
        for k, v in s["hard_by_type"].items():
            print(f"    {k:<24}{v}")
    print(f"events {len(events)}, hard {len(labels['hard_events'])}, superseded {len(labels['superseded_facts'])}, "
          f"removed {len(labels['removed_texts'])}, idioms {len(labels['idioms'])}")
    if errs:
        print(f"SELF-CHECK FAILED ({len(errs)}):", file=sys.stderr)
        for e in errs[:50]:
            print("  " + e, file=sys.stderr)
        return 1
    print("self-check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
