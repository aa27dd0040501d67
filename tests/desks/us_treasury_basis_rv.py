#!/usr/bin/env python3
"""Desk generator: us_treasury_basis_rv.

A New York relative-value rates desk: UST cash/futures basis (TY/US/FV/TU),
old/new spreads, SOFR futures, swap spreads, repo (GC and specials).
Produces one busy day (or several) of the desk channel(s) as a capture
(JSON Lines event dicts) plus ground-truth labels.  Standard library only;
everything is a pure function of the arguments.
"""
import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "us_treasury_basis_rv"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1318842907716395018"
# day ends at NY midnight (05:00Z in December); the day is Wed 2026-12-09 ET
DEFAULT_END = datetime(2026, 12, 10, 5, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "mk": ("1093824657719283712", "mkessler", False),
    "dn": ("1147702291835559946", "dnguyen", False),
    "lw": ("1021937450621751306", "lwu-risk", False),
    "ps": ("1188104572630007818", "psaxena", False),
    "rs": ("1290043318816526418", "rv-research", True),
    "ex": ("1290045121188749373", "rv-exec", True),
    "oms": ("1261477930218672168", "oms-bridge", True),
    "risk": ("1249310066845102170", "riskd", True),
    "repo": ("1249311758119514144", "repo-rates", True),
    "hdl": ("1232987715041316925", "fed-tsy-wire", True),
    "ci": ("1207761289004154961", "ci-runner", True),
    "cron": ("1207762036777033799", "cron", True),
    "vb": ("1275528804211265597", "voice-bridge", True),
    "px": ("1275530117904826409", "px-alerts", True),
}

CF_TY = 0.9134   # conversion factor of the TYH7 CTD (4.5% 11/15/33)
CF_US = 0.8571   # conversion factor of the USH7 CTD (4.5% 02/15/44)


def _snow(ms, worker, seq):
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _channel_id(idx):
    base = 1734563112000 + idx * 3 * 86400000 + idx * 7331
    return str(_snow(base, 7 + (idx % 11), 4211 + idx * 17))


def _iso(ms):
    dt = datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def p64(t):
    """price in 1/64ths -> 32nds with + for halves: 111-08+"""
    whole, r = divmod(t, 64)
    n, h = divmod(r, 2)
    return "%d-%02d%s" % (whole, n, "+" if h else "")


def p128(t):
    """price in 1/128ths -> 32nds with quarters: 104-02¼"""
    whole, r = divmod(t, 128)
    n, q = divmod(r, 4)
    return "%d-%02d%s" % (whole, n, ["", "¼", "+", "¾"][q])


def dec64(t):
    return "%.6f" % (t / 64.0)


class _Day:
    def __init__(self, rng, chan, start_ms, ch_idx, day_idx):
        self.r = rng
        self.chan = chan
        self.start = start_ms
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.msgs = []
        self.ops = []  # (ms, kind, payload)

    # time helpers (ET wall clock relative to the day start)
    def at(self, h, m=0, s=0, jit=0):
        ms = self.start + ((h * 60 + m) * 60 + s) * 1000
        if jit:
            ms += self.r.randint(-jit, jit) * 1000
        return ms + self.r.randint(0, 999)

    def after(self, ms, lo, hi):
        return ms + self.r.randint(lo, hi) * 1000 + self.r.randint(0, 999)

    def hhmm(self, ms):
        sec = (ms - self.start) // 1000
        return "%02d:%02d" % (sec // 3600 % 24, sec // 60 % 60)

    def hhmmss(self, ms):
        sec = (ms - self.start) // 1000
        return "%02d:%02d:%02d" % (sec // 3600 % 24, sec // 60 % 60, sec % 60)

    def zt(self, ms):
        return datetime.fromtimestamp(ms / 1000.0, tz=timezone.utc).strftime("%H:%M:%SZ")

    def add(self, ms, who, content="", embeds=None, reply=None, thread=None,
            lab=None, idiom=None, attachments=None):
        m = {"k": len(self.msgs), "ms": ms, "who": who, "content": content,
             "embeds": embeds or [], "reply": reply, "thread": thread, "lab": lab,
             "idiom": idiom, "att": attachments or [], "edits": [], "superseded": [],
             "state": "live", "removed": None}
        self.msgs.append(m)
        return m

    def edit(self, m, ms, content, superseded=()):
        m["edits"].append((ms, content))
        m["superseded"].extend(superseded)
        if m["state"] == "live":
            m["state"] = "edited"
        self.ops.append((ms, "edit", (m, content)))

    def delete(self, m, ms, snippet):
        m["state"] = "deleted"
        m["removed"] = snippet
        self.ops.append((ms, "delete", m))

    def bulk_delete(self, ms_list, ms, snippets):
        for m, s in zip(ms_list, snippets):
            m["state"] = "deleted"
            m["removed"] = s
        self.ops.append((ms, "bulk_delete", list(ms_list)))

    def forget(self, m, ms, by, snippet):
        m["state"] = "forgotten"
        m["removed"] = snippet
        self.ops.append((ms, "forget", (m, by)))

    def pin(self, m, ms, by):
        self.ops.append((ms, "pin", (m, by)))

    def react(self, m, ms, emoji, who):
        self.ops.append((ms, "react", (m, emoji, who)))


# ---------------------------------------------------------------------------
# content helpers
# ---------------------------------------------------------------------------

def _repo_table(d, ms, st):
    r = d.r
    gc = st["gc"] + r.choice([-0.01, 0, 0, 0.01])
    rows = [
        ("o/n", gc, r.choice([-1, 0, 1])),
        ("t/n", gc + 0.01, r.choice([0, 1])),
        ("1w", gc + 0.02, 0),
        ("2w", gc + 0.02, r.choice([-1, 0])),
        ("1m", gc + 0.03, r.choice([0, 1])),
        ("to 3/31", st["term"], r.choice([0, 1, -1])),
    ]
    lines = ["**repo-rates · %s ET** · GC/specials indic. (BrokerTec/DVP, %%)" % d.hhmm(ms),
             "```", "GC        rate    chg(bp)"]
    for name, rate, chg in rows:
        lines.append("%-9s %.2f    %+d" % (name, rate, chg))
    spec = st["spec_on"] + r.choice([-0.05, 0, 0.05, 0.10])
    sp = [
        ("2s OTR  3⅜ 11/30/28", "91282CPT2", gc - r.choice([0.03, 0.05, 0.08])),
        ("3s OTR  3½ 12/15/29", "91282CPV7", gc - r.choice([0.10, 0.15, 0.20])),
        ("5s OTR  3⅞ 11/30/31", "91282CPU9", gc - r.choice([0.20, 0.25, 0.30])),
        ("7s OTR  4 11/30/33", "91282CPW5", gc - r.choice([0.05, 0.08])),
        ("10s OTR 4⅛ 11/15/36", "91282CPX3", spec),
        ("10s OFR 4¼ 08/15/36", "91282CNQ0", gc - r.choice([0.04, 0.06])),
        ("TY CTD  4½ 11/15/33", "91282CJJ1", gc - r.choice([0.22, 0.26, 0.30])),
        ("US CTD  4½ 02/15/44", "912810TZ1", gc - r.choice([0.02, 0.03])),
        ("20s     4¾ 11/15/46", "912810UH9", gc - r.choice([0.06, 0.09])),
        ("30s OTR 4⅝ 11/15/56", "912810UJ5", gc - r.choice([0.10, 0.12, 0.15])),
        ("30s OFR 4½ 08/15/55", "912810UF3", gc - r.choice([0.02, 0.04])),
        ("FV CTD  4¼ 08/31/31", "91282CLK5", gc - r.choice([0.06, 0.09])),
        ("TU CTD  3¾ 08/31/28", "91282CLH2", gc - r.choice([0.03, 0.05])),
        ("US alt  4⅝ 02/15/45", "912810UE6", gc - r.choice([0.02, 0.04])),
    ]
    lines.append("")
    lines.append("specials o/n            cusip       rate   vs GC(bp)")
    for name, cusip, rate in sp:
        lines.append("%-23s %s  %.2f   %+d" % (name, cusip, rate, round((rate - gc) * 100)))
    lines.append("")
    lines.append("term specials           o/n    1w     to 12/15  to 12/31")
    for name, base in (("10s OTR 4⅛ 11/15/36", spec), ("TY CTD  4½ 11/15/33", gc - 0.26), ("5s OTR  3⅞ 11/30/31", gc - 0.25)):
        lines.append("%-23s %.2f   %.2f   %.2f      %.2f" % (name, base, base + 0.08, base + 0.15, base + 0.2))
    lines.append("")
    lines.append("SOFR prev %.2f · TGCR %.2f · BGCR %.2f · SRF take-up $%.1fbn · RRP $%dbn" % (
        st["gc"] - 0.03, st["gc"] - 0.04, st["gc"] - 0.04, r.uniform(0, 4.5), r.randint(2, 40)))
    lines.append("```")
    lines.append("src: BTEC GC %s · DVP dealer runs x4 · stale >15m flagged *" % ("ok" if r.random() > 0.2 else "ok*"))
    return "\n".join(lines)


def _hb(d, ms, st):
    r = d.r
    lim = "600k" if ms > st.get("lim_change_ms", 1 << 62) else "450k"
    return ("riskd hb ts=%s book=UST-BASIS-RV dv01_net=%+dk/%s basis_dv01_TY=%dk/180k "
            "basis_dv01_US=%dk/90k sofr_dv01=%dk/25k ss_dv01=%dk/60k var99_1d=%.2fmm status=ok lat_ms=%d "
            "feeds=cme:ok,btec:ok,tw:ok,repo:ok positions_age_s=%d engine=riskd-4.2.1 host=risk-ny4-02"
            % (_iso(ms)[:19] + "Z", r.randint(110, 360), lim, r.randint(140, 176), r.randint(41, 74),
               r.randint(0, 24) if ms > st.get("sfr_fill_ms", 1 << 62) else 0,
               r.randint(30, 52), r.uniform(1.2, 2.4), r.randint(3, 41), r.randint(2, 40)))


_BONDS = [
    ("3⅜ 11/30/28", "2s OTR", 1.97), ("3½ 10/31/28", "", 1.89), ("3¾ 08/31/28", "TU CTD", 1.72),
    ("3½ 12/15/29", "3s OTR", 3.01), ("4 02/15/30", "", 3.19), ("3⅞ 11/30/31", "5s OTR", 4.97),
    ("4¼ 08/31/31", "FV CTD", 4.72), ("4 11/30/33", "7s OTR", 6.97), ("4½ 11/15/33", "TY CTD", 6.93),
    ("4¼ 02/15/34", "", 7.18), ("4⅜ 05/15/34", "", 7.43), ("3⅞ 08/15/34", "", 7.68), ("4⅝ 02/15/35", "", 8.18),
    ("4¼ 05/15/35", "", 8.43), ("4¼ 08/15/36", "10s OFR", 9.68), ("4⅛ 11/15/36", "10s OTR", 9.93),
    ("4½ 02/15/44", "US CTD", 17.19), ("4⅝ 05/15/44", "", 17.43), ("4⅝ 02/15/45", "", 18.19),
    ("4¾ 11/15/46", "20s", 19.93), ("4½ 08/15/55", "30s OFR", 28.68), ("4⅝ 11/15/56", "30s OTR", 29.93),
]


def _curve_y(st, yrs):
    y10 = st["y10"]
    if yrs <= 10:
        return y10 - 0.67 + (yrs - 2) * 0.67 / 8.0 - 0.02 * (yrs - 2) * (10 - yrs) / 8.0
    return y10 + (yrs - 10) * 0.62 / 20.0 + 0.05 * (yrs - 10) * (30 - yrs) / 100.0


def _rv_screen(d, st, title):
    r = d.r
    lines = ["**%s** (par spline, residual bp: + = cheap; z over 60d; repo o/n vs GC)" % title, "```",
             "bond            tag        yld      resid   z60    repo   ASW(bp)"]
    for b, tag, yrs in _BONDS:
        y = _curve_y(st, yrs)
        res = r.uniform(-1.8, 1.8)
        if tag == "10s OTR":
            res = abs(res) + 0.6
            rp = round((st["spec_on"] - st["gc"]) * 100)
        elif tag == "TY CTD":
            res = -abs(res) - 0.4
            rp = -r.randint(20, 30)
        else:
            rp = -r.choice([0, 2, 3, 5, 8, 10, 15])
        lines.append("%-15s %-9s %.3f   %+5.1f  %+5.1f   %+-5d  %+.1f" % (b, tag, y + res / 100.0, res, res / r.uniform(0.7, 1.4), rp,
                                                                   st["ss10"] * (0.4 + yrs / 17.0) + r.uniform(-2, 2)))
    lines.append("```")
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# the scripted day
# ---------------------------------------------------------------------------

def _script(d):
    r = d.r
    H = lambda etype, facts, phr: ("hard", etype, list(facts), phr)
    NOISE = ("noise",)
    NEAR = ("near",)
    mmdd = datetime.fromtimestamp(d.start / 1000.0, tz=timezone.utc).strftime("%m%d")
    date_s = datetime.fromtimestamp(d.start / 1000.0 + 6 * 3600, tz=timezone.utc).strftime("%Y-%m-%d")

    # market state of the day
    y10 = round(r.uniform(4.12, 4.24), 3)
    X = round(r.uniform(1.3, 1.9), 1)                      # old/new 10s, bp (old over new)
    ty = 111 * 64 + r.randint(6, 30)                         # TYH7 in 64ths
    ctd = 101 * 64 + r.randint(40, 56)                       # 4.5 11/33 in 64ths
    us = 117 * 64 + r.randint(4, 40)
    fv = 108 * 128 + r.randint(40, 100)
    tu = 104 * 128 + r.randint(4, 24)
    gc = round(r.uniform(3.84, 3.92), 2)
    st = {"gc": gc, "term": round(gc - r.uniform(0.02, 0.06), 2),
          "spec_on": round(r.uniform(1.6, 2.4), 2)}
    irr = round(st["term"] - r.uniform(0.10, 0.22), 2)
    net = round(r.uniform(2.6, 3.6), 1)
    face = r.choice([100, 150])
    hedge = int(round(face * 10 * CF_TY))
    on_size = r.choice([100, 150, 200])
    on_part = int(on_size * 0.6)
    on_rest = on_size - on_part
    ss10 = round(-r.uniform(44.0, 50.0), 1)
    sfr = round(96.36 + 0.005 * r.randint(0, 14), 3)
    sfr_qty = r.choice([1500, 2000])
    sfr_stop = round(sfr + 0.06, 3)
    oid = r.randint(5, 14)
    oid_on = "RVX.%s.ON.%04d" % (mmdd, oid)
    oid_sf = "RVX.%s.SF.%04d" % (mmdd, oid + r.randint(5, 8))
    oid_ub = "RVX.%s.UB.%04d" % (mmdd, oid + r.randint(10, 13))
    oid_ty = "RVX.%s.TY.%04d" % (mmdd, oid + r.randint(15, 18))
    oms_base = r.randint(88100000, 88900000)
    wi = round(y10 + r.uniform(-0.008, 0.008), 3)
    tail = r.choice([0.6, 0.8, 0.9, 1.1])
    hy = round(wi + tail / 100.0, 3)
    btc = round(r.uniform(2.38, 2.52), 2)
    ind = round(r.uniform(62.0, 69.0), 1)
    dirs = round(r.uniform(14.0, 20.0), 1)
    dlr = round(100 - ind - dirs, 1)
    stop1, stop2, stop3 = round(X + 0.4, 1), round(X, 1), round(X - 0.3, 1)
    ust_px = "%.3f" % y10

    # ------------------------------------------------------------ overnight
    d.add(d.at(0, 5, 12), "cron",
          "cron[positions_snapshot] 00:05 ET ok · book UST-BASIS-RV · rows=41 · breaks=0 · dur 2.8s\n"
          "```\n"
          "strategy              leg                         qty/face        dv01($)\n"
          "TY basis (long)       4½ 11/15/33                 +%dmm          +%dk\n"
          "                      TYH7                        -%d lots       -%dk\n"
          "US basis (short)      4½ 02/15/44                 -180mm          -%dk\n"
          "                      USH7                        +1,543 lots     +%dk\n"
          "old/new 10s           4¼ 08/15/36 / 4⅛ 11/15/36   +/-250mm        ±%dk\n"
          "10s swap spread       4⅛ 11/15/36 vs 10y SOFR pay +200mm          ~0\n"
          "SFR                   -                           flat            0\n"
          "```" % (900, r.randint(640, 700), int(900 * 10 * CF_TY), r.randint(630, 690),
                   r.randint(255, 285), r.randint(250, 280), r.randint(195, 215)),
          lab=NOISE)
    d.add(d.at(0, 41), "hdl", "JAPAN 30-YEAR JGB YIELD RISES TO %.3f%%, HIGHEST SINCE 1999" % r.uniform(3.30, 3.45), lab=NOISE)
    d.add(d.at(1, 30, 2), "cron", "cron[sod_refdata] 01:30 ET ok · CME deliverable baskets refreshed (TU/FV/TY/TN/US/UB) · CF table v%d · 0 diffs" % r.randint(310, 330), lab=NOISE)
    d.add(d.at(2, 14, 40), "ci", "ci ▸ nightly basis-pricer #%d passed on main (612 tests, 4m%02ds) · coverage 81.4%%" % (r.randint(4800, 4900), r.randint(2, 58)), lab=NOISE)
    d.add(d.at(2, 52), "hdl", "CHINA NOV. CPI +0.%d%% Y/Y; PPI -2.%d%% Y/Y" % (r.randint(1, 6), r.randint(0, 9)), lab=NOISE)
    d.add(d.at(3, 12, 0, 200), "vb", "[BGC LDN] 10s OTR 4⅛ 11/36 %.3f/%.3f · 50x75 · quiet, Asia better buyer of belly" % (y10 + 0.006, y10 + 0.002), lab=NOISE)
    d.add(d.at(3, 36, 0, 200), "vb", "[TP ICAP LDN] TRADED: 5s/30s steepener 250k dv01 @ %.1f · real money · not us" % r.uniform(92, 99), lab=NEAR)
    d.add(d.at(4, 2), "hdl", "GERMANY OCT. INDUSTRIAL OUTPUT +%.1f%% M/M" % r.uniform(0.1, 1.2), lab=NOISE)

    # overnight research note with a buried conviction change
    t1 = d.at(5, 40, 0, 120)
    gross = round(net + r.uniform(0.8, 1.6), 1)
    note = (
        "## Overnight — UST basis / RV (Asia + London)\n\n"
        "**Tape.** 10s %.3f%% (%+.1fbp o/n), 2s10s %+.1fbp, TYH7 %s, volume ~%d%% of 20d avg into the reopening. "
        "JGB 30s +3bp after the BoJ minutes, gilts flat, Bunds -1. Asia real money bought the belly through TU/FV; "
        "London dealers were better sellers of 10s WI into the open, the usual pre-auction concession.\n\n"
        "**Repo.** GC o/n indicated %.2f%%, term to 3/31 ~%.2f%%. The 10s OTR (4⅛ 11/36) is %.2f%% o/n, i.e. ~%dbp special, "
        "the tightest since the October cycle. The 11/33s are a touch special (~25bp) on buyback demand.\n\n"
        "**Supply.** This week: $58bn 3s (Tue, tailed 0.4bp), $39bn 10s today, $22bn 30s tomorrow; bills +$40bn net into the "
        "15th tax date. Coupon sizes unchanged since May and the last refunding statement kept the 'at least the next several quarters' "
        "language. Buybacks: 7-10y liquidity support today ($2bn max), 20-30y next Tuesday.\n\n"
        "**Positioning.** CFTC (Tue data): leveraged funds short ~%dk TY, close to the record; asset managers long the mirror image. "
        "That is the basis trade in aggregate and it is why the CTD tends to richen in repo into delivery. Primary dealer net "
        "positions in 7-10y ~$%dbn, up ~$4bn w/w, i.e. pre-auction inventory is already heavy.\n\n"
        "**Fed.** Hammack at 11:30 and Logan at 14:00. Neither is likely to push against December pricing, but both have talked about "
        "balance-sheet runoff and the SLR recalibration, which matters more for swap spreads than for the SFR strip.\n\n"
        "**TYH7 basis (per 100 face, 32nds).**\n"
        "| bond | CF | gross | net | IRR |\n|---|---|---|---|---|\n"
        "| 4½ 11/33 (CTD) | 0.9134 | %.1f | %.1f | %.2f%% |\n"
        "| 4¼ 02/34 | 0.8942 | %.1f | %.1f | %.2f%% |\n"
        "| 4 02/34 | 0.8801 | %.1f | %.1f | %.2f%% |\n"
        "| 4⅜ 05/34 | 0.9027 | %.1f | %.1f | %.2f%% |\n\n"
        "Implied repo on the CTD %.2f%% vs term %.2f%%: net basis ~%.1f/32 over carry, with switch optionality close to worthless at "
        "these levels (the 4¼ 02/34 needs roughly a +45bp parallel move to take over).\n\n"
        "**View.** Buyback schedule favours the 7-10y bucket, the CTD is getting squeezed in repo and delivery is 11 weeks out. "
        "On that basis we are raising conviction on the long TYH7 basis (long 4½ 11/33s / short TYH7) from medium to high; size unchanged for now. "
        "The USH7 short basis is left as it is; see the 11:00 switch grid.\n\n"
        "**Other.** SFR: Dec FOMC pricing -%dbp, Mar -%dbp; SFRH7/M7 %+.1fbp. Swap spreads: 5s %+.1f, 10s %+.1f, 30s %+.1f (bp). "
        "Old/new 10s %+.1fbp, drifted wider in Asia.\n\n"
        "**Calendar (ET).** 10:30 buyback 7-10y results · 11:30 Fed's Hammack · 13:00 $39bn 10y reopening · "
        "14:00 Fed's Logan · 16:00 20y announcement · 17:00 CME margins file.\n\n"
        "**Risk.** DV01 net ~+%dk vs the 450k limit; TY basis DV01 ~%dk vs 180k, so headroom is thin for any post-auction add.\n\n"
        "**International.** JGB 30s made a new cycle high after the BoJ minutes flagged slower purchase tapering, which has "
        "tended to spill into USTs through Japanese lifers' hedged demand (less of it). Gilts flat ahead of next week's MPC; "
        "Bunds -1bp with the Schatz auction well covered. USD/JPY hedged 10s yield for a Japanese buyer is ~%.2f%%, still below "
        "JGB 10s, so no pickup in that bid expected.\n\n"
        "**Technicals.** TYH7 held the 111-00 area twice this week; open interest +%dk over three sessions, mostly new shorts. "
        "10s yield range 4.08-4.26%% since mid-November; the WI sits in the upper half. Vol: TY 1m implied %.1fbp/day, "
        "realised %.1fbp/day.\n"
        % (y10, r.uniform(-2.5, 2.5), r.uniform(38, 52), p64(ty), r.randint(70, 90),
           st["gc"], st["term"], st["spec_on"], int(round((st["gc"] - st["spec_on"]) * 100)),
           r.randint(780, 910), r.randint(38, 52),
           gross, net, irr, gross + 6.1, net + 5.2, irr - 0.61, gross + 9.4, net + 8.7, irr - 0.95,
           gross + 4.4, net + 3.9, irr - 0.44,
           irr, st["term"], net,
           r.randint(6, 14), r.randint(28, 40), r.uniform(-6, -2), r.uniform(-20, -14), ss10, r.uniform(-86, -78), X,
           r.randint(240, 330), r.randint(150, 172), r.uniform(3.1, 3.6), r.randint(40, 90), r.uniform(5.2, 6.4), r.uniform(4.6, 6.0)))
    note += "\n" + _rv_screen(d, dict(st, y10=y10, ss10=ss10), "Cash screen 05:30")
    m_t1 = d.add(t1, "rs", note, lab=H("thesis_update", ["long TYH7 basis", "from medium to high"], "buried"),
                 idiom=("conviction change buried mid-way through an overnight markdown note", "thesis_update"))
    d.react(m_t1, d.after(t1, 4000, 5000), "👀", "dn")

    d.add(d.at(6, 30, 5), "cron", "cron[repo_roll] 06:30 ET rolled 7 o/n repos (GC x4, SPEC x3) · 0 fails · 0 fails-to-deliver", lab=NOISE)

    # ------------------------------------------------------------ morning
    t = d.at(7, 1, 0, 60)
    m_morn = d.add(t, "mk", "morning. anything overnight")
    d.add(d.after(t, 30, 70), "dn", "gm. 11/33s +1 o/n, basis %.1f net, 10s WI %.3f" % (net, wi))
    d.add(d.after(t, 120, 200), "rs",
          "Short version:\n- 10s cheapened ~1bp into the reopen, WI %.3f\n- 11/33s ~25bp special, TY CTD unchanged\n"
          "- 10s OTR %.2f%% o/n in repo, tightest since Oct\n- nothing tier-1 on the data side; buyback 10:30, auction 13:00\n"
          "Full note above." % (wi, st["spec_on"]), reply=m_morn)
    m_watch = d.add(d.at(7, 6, 30), "mk",
                    "watch today: TU basis (new 2s go in the Mar basket), 20s 4¾ 11/46 (reopen announcement 16:00), TN/TY spread, SFRZ7. "
                    "book otherwise as per snapshot")
    d.pin(m_watch, d.after(m_watch["ms"], 10, 20), "mk")
    d.add(d.at(7, 0, 30), "hdl", "US MBA MORTGAGE APPLICATIONS %+.1f%% W/W; 30-YR RATE %.2f%%" % (r.uniform(-4, 5), r.uniform(6.1, 6.5)), lab=NOISE)
    d.add(d.at(7, 10, 40), "repo", _repo_table(d, d.at(7, 10), st), lab=NOISE)
    d.add(d.at(7, 12, 1), "ex", "rv-exec|HB|%s|sess CME=UP TW=UP BTEC=UP DW=UP|open=0|queue=0|model=ok|ver=2.14.2" % d.zt(d.at(7, 12)), lab=NOISE)

    # proposal 1, rejected
    t = d.at(7, 31, 0, 90)
    p1 = d.add(t, "dn",
               "want to add to TY basis here. buy %dmm 11/33s @ %s, sell %d TYH7 @ %s. stop -2/32 net, tgt +6/32. imp repo %.2f vs %.2f term"
               % (face, p64(ctd), hedge, p64(ty), irr, st["term"]),
               lab=H("trade_proposal", ["%dmm 11/33s" % face, p64(ctd), "%d TYH7" % hedge, p64(ty)], "shorthand"),
               idiom=("32nds shorthand basis proposal with net-basis stop/target", "trade_proposal"))
    a1 = d.add(d.after(t, 80, 180), "mk", "no, wait for the auction", reply=p1,
               lab=H("trade_approval", ["no", "wait for the auction"], "reply"),
               idiom=("terse lowercase rejection reply deferring to the auction", "trade_approval"))
    d.add(d.after(a1["ms"], 15, 40), "dn", "k", lab=NOISE)

    d.add(d.at(7, 48, 0, 120), "vb", "[BGC] TYH7 basis 4½ 11/33: %.1f/%.1f net (32nds) · 250x250 · two-way, nobody paying" % (net - 0.3, net + 0.3), lab=NEAR)
    d.add(d.at(8, 12, 0, 60), "dn", "10s WI %.3f bid, feels heavy. dealers short into it" % (wi + 0.002))
    d.add(d.at(8, 20, 0, 60), "mk", "if they tail 2bp i'd rather be 300 in old/new than 100. not there yet", lab=NEAR,
          idiom=("conditional sizing hypothetical on the auction", "not_hard"))
    d.add(d.at(8, 30, 2), "hdl", "US NOV. IMPORT PRICES %+.1f%% M/M; EXPORT PRICES %+.1f%% M/M" % (r.uniform(-0.4, 0.4), r.uniform(-0.4, 0.4)), lab=NOISE)

    # proposal 2 (tagged) -> approve -> route -> confirm -> fills
    t = d.at(8, 41, 0, 60)
    p2 = d.add(t, "rs",
               "[PROPOSAL] old/new 10s — BUY $%dmm T 4¼ 08/15/36 / SELL $%dmm T 4⅛ 11/15/36 at %+.1fbp (old over new), "
               "stop %+.1fbp, target %+.1fbp.\n\n"
               "Why: the new 10s carry the reopening supply (+$39bn) and are %dbp special o/n, which historically mean-reverts within 2 sessions "
               "of settlement (Dec-23, Feb-25, Aug-25 all compressed 0.8-1.4bp). Old/new is %.1f z-score wide on a 60d window. "
               "DV01-neutral, repo: long leg at GC, short leg borrowed at special (negative carry ~0.4bp/wk, priced in the target).\n"
               "Risk: auction stops through by >1bp → spread widens; stop covers that.\n\n"
               "Context table (old/new 10s around the last four 10y reopenings, bp):\n"
               "| cycle | T-2 | T-0 | T+2 | T+5 |\n|---|---|---|---|---|\n"
               "| Feb-26 | +1.4 | +0.9 | +0.5 | +0.3 |\n| May-26 | +1.7 | +1.1 | +0.8 | +0.6 |\n"
               "| Aug-26 | +1.2 | +0.6 | +0.4 | +0.5 |\n| Nov-26 | +1.9 | +1.0 | +0.7 | +0.4 |\n"
               "Sizing: %dmm per leg is ~$%dk DV01 per leg, inside the dv01_net limit with room for the TY basis add later."
               % (on_size, on_size, X, X + 0.8, X - 1.2, int(round((st["gc"] - st["spec_on"]) * 100)), r.uniform(1.4, 2.1), on_size, on_size * 81 // 1000 * 10),
               lab=H("trade_proposal", ["[PROPOSAL]", "BUY $%dmm T 4¼ 08/15/36" % on_size, "SELL $%dmm T 4⅛ 11/15/36" % on_size, "%+.1fbp" % X], "tagged"))
    d.react(p2, d.after(t, 20, 40), "👀", "dn")
    a2 = d.add(d.after(t, 90, 160), "mk", "yep send", reply=p2,
               lab=H("trade_approval", ["yep", "send"], "reply"),
               idiom=("two-word approval reply to an agent proposal", "trade_approval"))
    st["plan_on_ms"] = d.after(a2["ms"], 52, 58)
    rt1 = d.add(d.after(a2["ms"], 25, 50), "rs",
                "Routing to rv-exec: old/new 10s, $%dmm, limit %+.1fbp, RFQ on TW first, BTEC for the new leg if TW is thin." % (on_size, X),
                lab=H("route_decision", ["Routing to rv-exec", "old/new 10s", "$%dmm" % on_size], "untagged"))
    c1 = d.add(d.after(rt1["ms"], 20, 45), "ex",
               "ORD|%s|NEW→ACK|SPRD B T 4.25 08/15/36 / S T 4.125 11/15/36|%dMM|LMT %+.1fBP|TW-RFQ|%s"
               % (oid_on, on_size, X, d.zt(rt1["ms"] + 30000)),
               lab=H("trade_confirmation", [oid_on, "ACK", "%dMM" % on_size, "%+.1fBP" % X], "structured"),
               idiom=("pipe-delimited ORD line with the agent's own order-id grammar", "trade_confirmation"))
    f1 = d.add(d.after(c1["ms"], 240, 420), "ex",
               "FIL|%s|PART %d/%d|B T 4.25 08/15/36 %dMM @%.3f|S T 4.125 11/15/36 %dMM @%.3f|SPRD %+.1fBP|LVS %dMM"
               % (oid_on, on_part, on_size, on_part, y10 + X / 100, on_part, y10, X, on_rest),
               lab=H("trade_fill", [oid_on, "PART", "%dMM @%.3f" % (on_part, y10 + X / 100), "%dMM @%.3f" % (on_part, y10)], "structured"))
    y10b = y10 + 0.002
    f2 = d.add(d.after(f1["ms"], 300, 540), "ex",
               "FIL|%s|DONE %d/%d|B T 4.25 08/15/36 %dMM @%.3f|S T 4.125 11/15/36 %dMM @%.3f|SPRD %+.1fBP|AVG %+.2fBP"
               % (oid_on, on_size, on_size, on_rest, y10b + (X - 0.1) / 100, on_rest, y10b, X - 0.1,
                  (X * on_part + (X - 0.1) * on_rest) / on_size),
               lab=H("trade_fill", [oid_on, "DONE", "%dMM @%.3f" % (on_rest, y10b + (X - 0.1) / 100), "%dMM @%.3f" % (on_rest, y10b)], "structured"))
    d.react(f2, d.after(f2["ms"], 30, 90), "✅", "mk")
    st["tca_on_ms"] = d.after(f2["ms"], 100, 160)

    # risk limit change, pinned
    t = d.at(9, 5, 0, 60)
    st["lim_change_ms"] = t
    r1 = d.add(t, "risk",
               "riskd evt=limit_change book=UST-BASIS-RV metric=dv01_net_usd old_limit=450000 new_limit=600000 "
               "eff=%s approver=lwu-risk expires=%s reason=\"auction week temp\"" % (_iso(t)[:19] + "Z", _iso(d.start + (2 * 24 + 17) * 3600000)[:19] + "Z"),
               lab=H("risk_limit", ["limit_change", "dv01_net_usd", "old_limit=450000", "new_limit=600000"], "structured"),
               idiom=("key=value limit change from the risk bot", "risk_limit"))
    d.pin(r1, d.after(t, 40, 90), "mk")
    d.react(r1, d.after(t, 41, 95), "📌", "mk")

    # junior fills: one real, one deleted (wrong channel)
    t = d.at(9, 14, 0, 40)
    f3 = d.add(t, "dn", "bot 200 TYH7 @ %s, hedge was ~200 over after the CF roll" % p64(ty + 3),
               lab=H("trade_fill", ["bot", "200 TYH7", p64(ty + 3)], "shorthand"),
               idiom=("'bot N contract @ 32nds+' junior fill", "trade_fill"))
    fvs = p128(fv)
    f4 = d.add(d.after(t, 70, 110), "dn", "bot 300 FVH7 @ %s" % fvs,
               lab=H("trade_fill", ["bot", "300 FVH7", fvs], "shorthand"))
    d.delete(f4, d.after(f4["ms"], 25, 50), "bot 300 FVH7 @ %s" % fvs)
    d.add(d.after(f4["ms"], 55, 80), "dn", "wrong chat sry")

    d.add(d.at(9, 24, 0, 60), "vb", "[Tradition] axe: client BUYING old 10s vs new, +1.4bp, 200mm, works till the auction", lab=NEAR)
    d.add(d.at(9, 31, 10), "px", "px-alert TYH7 %s last · +%d ticks since 09:20 · vol 38k (set by dnguyen)" % (p64(ty + 5), r.randint(2, 4)), lab=NOISE)

    # open pulse (research, chatter with analysis)
    d.add(d.at(9, 37, 0, 60), "rs",
          "**Open pulse 09:35**\n"
          "- TYH7 %s, FVH7 %s, TUH7 %s, USH7 %s\n"
          "- CTD nets (32nds): TY %.1f · FV %.1f · TU %.1f · US %.1f\n"
          "- IRR vs term: TY %.2f/%.2f · FV %.2f/%.2f · TU %.2f/%.2f\n"
          "- old/new 10s %+.1f (our fill avg ~%+.1f) · 5s old/new %+.1f · 30s old/new %+.1f\n"
          "- 10s swap spread %+.1f, 30s %+.1f; SFRH7/M7 %+.1f\n"
          "Flows: real money buying FV/TU on screens, a fast-money seller of TY in blocks of 2-3k since 09:20."
          % (p64(ty + 5), p128(fv + 4), p128(tu), p64(us), net, r.uniform(1.5, 2.5), r.uniform(0.6, 1.4), r.uniform(3, 6),
             irr, st["term"], irr + 0.05, st["term"], irr + 0.1, st["term"], X - 0.1, X - 0.05, r.uniform(0.4, 0.9),
             r.uniform(1.5, 3), ss10, r.uniform(-86, -78), r.uniform(-6, -2)))

    # swap-spread trim: instruction then an edited fill
    t = d.at(9, 58, 0, 60)
    p3 = d.add(t, "mk", "take 50 off the 10s spread here dan, both legs", lab=H("trade_proposal", ["take 50 off", "10s spread"], "untagged"))
    s_old = y10 - 0.004
    s_new = s_old + 0.002
    rec = round(s_new + ss10 / 100.0, 3)
    f5 = d.add(d.after(t, 420, 600), "dn", "sold 50mm 10s at %.3f, rec'd 50mm 10y sofr at %.3f" % (s_old, rec), reply=p3,
               lab=H("trade_fill", ["sold 50mm 10s", "%.3f" % s_new, "rec'd 50mm 10y sofr", "%.3f" % rec], "shorthand"),
               idiom=("fill corrected by editing the yield in place", "trade_fill"))
    d.edit(f5, d.after(f5["ms"], 200, 400), "sold 50mm 10s at %.3f, rec'd 50mm 10y sofr at %.3f" % (s_new, rec), ["%.3f" % s_old])
    d.add(d.after(t, 200, 300), "ps",
          "fyi swaps desk paid 2bn 10y SOFR at %.3f for a client ~20 min ago, might lean on spreads" % (rec + 0.004), lab=NEAR,
          idiom=("another desk's trade told in the channel", "not_hard"))

    # buyback (held) -> breach -> no-action reply
    t = d.at(10, 32, 0, 30)
    d.add(t, "hdl",
          "TREASURY BUYBACK RESULTS (LIQUIDITY SUPPORT, 7-10Y NOMINAL): ACCEPTED $2.0B OF $%.1fB OFFERED; LARGEST ACCEPTED: 4½%% 11/15/33 ($%dM)\n"
          "> Issues accepted: 4%% 02/15/34 $%dM · 4⅜%% 05/15/34 $%dM · 3⅞%% 08/15/34 $%dM · others $%dM\n"
          "> Weighted avg accepted spread vs Treasury fitted curve: %+.1fbp. Next operation: 20-30Y nominal, Dec 15."
          % (r.uniform(5.8, 7.9), r.randint(520, 690), r.randint(300, 420), r.randint(250, 380),
             r.randint(200, 300), r.randint(100, 250), r.uniform(-1.5, 0.5)),
          lab=H("held_position_news", ["BUYBACK", "4½% 11/15/33"], "untagged"))
    d.add(d.after(t, 60, 120), "dn", "buyback took 11/33s, basis +0.4 on it 🙌")
    t = d.at(10, 41, 0, 30)
    bval = r.randint(181500, 192000)
    r2 = d.add(t, "risk",
               "riskd evt=breach book=UST-BASIS-RV metric=basis_dv01_TY limit=180000 value=%d severity=soft action=notify owner=mkessler" % bval,
               lab=H("risk_limit", ["breach", "basis_dv01_TY", "limit=180000", "value=%d" % bval], "structured"))
    d.add(d.after(t, 80, 160), "mk", "known, it's the buyback pop, comes back under by itself. don't touch", reply=r2,
          lab=H("no_route_decision", ["known", "don't touch"], "reply"),
          idiom=("'known, don't touch' reply to a limit breach", "no_route_decision"))

    # thread: USH7 CTD switch
    t = d.at(11, 8, 0, 60)
    th = d.add(t, "rs", "🧵 USH7 CTD switch — working notes (grid + what it means for the short basis)")
    grid = []
    for shift in (-50, -25, 0, 25, 50, 75):
        grid.append("| %+d | %s | %.1f | %.1f |" % (shift, "4½ 02/44" if shift < 50 else "4⅝ 02/45", r.uniform(1, 9) + max(0, shift) / 8.0, r.uniform(-2, 6)))
    d.add(d.after(t, 30, 60), "rs",
          "Switch grid for USH7 (parallel shifts, bp → CTD, option value in 32nds, P/L of our short basis in 32nds):\n"
          "| shift | CTD | switch opt | short basis P/L |\n|---|---|---|---|\n" + "\n".join(grid) + "\n\n"
          "Reading it: the short basis makes money if the switch option bleeds, which it does in every scenario short of "
          "a +60-70bp sell-off where the 4⅝ 02/45 takes over. A trader who wanted to monetise this would sell more basis; "
          "someone long the option would want a sharp steepening. Non-parallel: a 10s30s steepener of 15bp moves the "
          "crossover about 20bp closer. Delivery risk is low with 11 weeks to first intention day.",
          thread=th, lab=NEAR,
          idiom=("long switch analysis with trading verbs and no decision", "not_hard"))
    q = d.add(d.after(t, 300, 420), "mk", "so anything to do", thread=th)
    d.add(d.after(q["ms"], 60, 120), "rs",
          "No action on the USH7 switch option today — not routing anything to rv-exec. Revisit if 30s move ±25bp or the 02/45s cheapen in repo.",
          thread=th, reply=q, lab=H("no_route_decision", ["No action", "USH7 switch option", "not routing"], "reply"))
    d.add(d.after(q["ms"], 200, 300), "mk", "👍", thread=th, lab=NOISE)
    qd = d.add(d.after(q["ms"], 320, 420), "dn", "q: what breaks it, +30bp or more like +60?", thread=th, lab=NEAR)
    d.add(d.after(qd["ms"], 40, 90), "rs", "Closer to +60 parallel; +35-40 if the curve steepens 15bp at the same time.", thread=th, reply=qd)

    # CME margin (held)
    t = d.at(11, 30, 0, 40)
    d.add(t, "hdl",
          "CME RAISES 10-YEAR T-NOTE FUTURES (TY) MAINTENANCE MARGIN TO $2,600 FROM $2,400 PER CONTRACT, EFFECTIVE DEC 10 CLOSE\n"
          "> Clearing advisory: TN and UB unchanged; TU/FV under review. Initial margin for non-hedge accounts 110% of maintenance.",
          lab=H("held_position_news", ["(TY) MAINTENANCE MARGIN", "$2,600"], "untagged"))
    d.add(d.at(11, 33, 0, 20), "hdl", "FED'S HAMMACK: NO URGENCY TO CUT FURTHER; POLICY 'ABOUT WHERE IT SHOULD BE'\n"
          "> 'Inflation is still running above target and I'd want to see more progress before supporting another move.'\n"
          "> HAMMACK: BALANCE SHEET RUNOFF CAN CONTINUE ALONGSIDE RATE CUTS; MONEY MARKETS FUNCTIONING WELL\n"
          "> HAMMACK: WATCHING REPO PRESSURES AROUND SETTLEMENT DATES, STANDING REPO FACILITY DOING ITS JOB", lab=NOISE)
    d.add(d.at(11, 44, 0, 60), "vb", "[Tullett] axe: looking to BUY 11/33s vs TY, 250mm, %.1f net, for a client" % (net - 0.3), lab=NEAR)
    d.add(d.at(11, 47, 0, 30), "dn", "should we show tullett %.1f on 100?" % (net + 0.1), lab=NEAR)

    # forgotten proposal naming a client
    t = d.at(11, 55, 0, 40)
    cli = r.choice(["Halvorsen Capital", "Ridgeback Pension", "Marlowe Partners"])
    p4 = d.add(t, "dn", "could sell %dmm 11/33s to %s at %s, they asked on chat, keeps the basis" % (face, cli, p64(ctd + 6)),
               lab=H("trade_proposal", ["sell", "%dmm 11/33s" % face, p64(ctd + 6)], "untagged"))
    d.forget(p4, d.after(t, 900, 1300), "lw", "%s at %s" % (cli, p64(ctd + 6)))
    d.add(d.after(t, 1310, 1500), "lw", "removed a message with a client name. keep client names out of desk channels pls, use the CRM")
    d.add(d.after(t, 1520, 1600), "dn", "sorry, noted", lab=NOISE)

    # SFR view change -> proposal -> confirm -> resize -> fills
    t = d.at(12, 10, 0, 60)
    d.add(t, "mk", "changing my sfr view. was bullish M7 for a march cut, after hammack i'm bearish M7 here, march is out of the picture",
          lab=H("thesis_update", ["M7", "bearish"], "untagged"))
    p5 = d.add(d.after(t, 60, 120), "mk", "sell %d SFRM7 @ %.3f lmt, stop %.3f" % (sfr_qty, sfr, sfr_stop),
               lab=H("trade_proposal", ["sell", "%d SFRM7" % sfr_qty, "%.3f" % sfr, "stop %.3f" % sfr_stop], "shorthand"))
    c2 = d.add(d.after(p5["ms"], 20, 45), "ex",
               "ORD|%s|NEW→WORKING|S SFRM7|%d|LMT %.3f|CME|src=mkessler|%s" % (oid_sf, sfr_qty, sfr, d.zt(p5["ms"] + 30000)),
               reply=p5, lab=H("trade_confirmation", [oid_sf, "WORKING", "SFRM7", "%d" % sfr_qty], "structured"))
    r3 = d.add(d.after(c2["ms"], 2, 6), "risk",
               "riskd evt=order_resize ord=%s sym=SFRM7 side=SELL req_qty=%d alw_qty=1000 metric=sofr_dv01_usd limit=25000 proj=%d action=resize"
               % (oid_sf, sfr_qty, sfr_qty * 25),
               lab=H("risk_limit", ["order_resize", "SFRM7", "alw_qty=1000", "limit=25000"], "structured"))
    f7 = d.add(d.after(r3["ms"], 600, 1000), "ex",
               "FIL|%s|DONE 1000/1000 (risk-resized from %d)|S SFRM7 1000 @%.3f|AVG %.3f" % (oid_sf, sfr_qty, sfr, sfr),
               lab=H("trade_fill", [oid_sf, "S SFRM7 1000", "@%.3f" % sfr], "structured"))
    st["sfr_fill_ms"] = f7["ms"]
    d.add(d.after(f7["ms"], 3, 8), "oms", "", embeds=[{
        "title": "SFRM7 · Execution report", "author": "OMS",
        "description": "Ticket booked via drop-copy · CME Globex · clearing house account · allocation pending 0",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "1000", "inline": True},
                   {"name": "Px", "value": "%.3f" % sfr, "inline": True}, {"name": "Acct", "value": "UST-BASIS-RV", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}, {"name": "OrderID", "value": "Q%d" % (oms_base + 211), "inline": True}],
        "footer": "oms-bridge · CME Globex · ext %s" % oid_sf}],
        lab=H("trade_fill", ["SFRM7", "SELL", "1000", "%.3f" % sfr], "embed"))

    # phone number, later forgotten
    t = d.at(12, 48, 0, 60)
    ph = "646-555-01%02d" % r.randint(10, 99)
    m_ph = d.add(t, "mk", "stepping out for 20. if the auction gets weird call my cell %s" % ph)
    d.forget(m_ph, d.after(t, 6 * 3600, 7 * 3600), "lw", ph)

    # auction thread with proposal/approval/fill
    t = d.at(12, 52, 0, 40)
    th2 = d.add(t, "dn", "10y reopen 🧵")
    d.add(d.after(t, 20, 40), "dn", "WI %.3f going in, new 10s %.2f o/n, old/new %+.1f" % (wi, st["spec_on"], X - 0.2), thread=th2)
    d.add(d.after(t, 90, 200), "ps", "macro desk selling 3k TY into the print fyi, not our book", thread=th2, lab=NEAR)
    t = d.at(13, 1, 4)
    d.add(t, "hdl",
          "US $39B 10-YEAR NOTE REOPENING: HIGH YIELD %.3f%% VS WI %.3f%%; BID/COVER %.2f (PREV 2.56); INDIRECTS %.1f%%, DIRECTS %.1f%%, DEALERS %.1f%%\n"
          "> CUSIP 91282CPX3 · 4⅛%% coupon · 9-year 11-month · allotted at high %d.%02d%% · median yield %.3f%% · low yield %.3f%%\n"
          "> Total tendered $%.1fB · accepted $39.0B plus $%.1fB SOMA add-ons · 6-auction avg tail 0.1bp"
          % (hy, wi, btc, ind, dirs, dlr, r.randint(20, 80), r.randint(0, 99), hy - 0.012, hy - 0.09, 39 * btc, r.uniform(2.0, 4.5)),
          lab=H("held_position_news", ["10-YEAR NOTE REOPENING", "HIGH YIELD %.3f%%" % hy, "BID/COVER %.2f" % btc], "untagged"),
          idiom=("auction result headline on the held new 10s", "held_position_news"))
    d.add(d.after(t, 20, 40), "dn", "tailed %.1f. old/new in to %+.1f" % (tail, X - 0.6), thread=th2)
    p6 = d.add(d.after(t, 150, 220), "dn",
               "ok now? buy %dmm 11/33s @ %s, sell %d TYH7 @ %s, same stop -2/32 net" % (face, p64(ctd - 4), hedge, p64(ty - 6)),
               thread=th2, lab=H("trade_proposal", ["%dmm 11/33s" % face, p64(ctd - 4), "%d TYH7" % hedge, p64(ty - 6)], "shorthand"))
    a3 = d.add(d.after(p6["ms"], 30, 70), "mk", "ok, go", thread=th2, reply=p6,
               lab=H("trade_approval", ["ok", "go"], "reply"))
    s1 = d.add(d.after(a3["ms"], 100, 200), "dn", "old/new 10s stop now %+.1fbp" % stop1,
               lab=H("stop_or_target_change", ["old/new 10s", "stop", "%+.1fbp" % stop3], "untagged"),
               idiom=("stop level moved twice by editing the same message", "stop_or_target_change"))
    d.edit(s1, d.after(s1["ms"], 1800, 2400), "old/new 10s stop now %+.1fbp" % stop2, [])
    d.edit(s1, d.after(s1["ms"], 5000, 5600), "old/new 10s stop now %+.1fbp" % stop3, ["%+.1fbp" % stop1, "%+.1fbp" % stop2])
    f9 = d.add(d.after(a3["ms"], 400, 600), "dn",
               "done. bot %dmm 11/33s @ %s on TW, sold %d TYH7 @ %s" % (face, p64(ctd - 5), hedge, p64(ty - 7)),
               thread=th2, lab=H("trade_fill", ["bot %dmm 11/33s @ %s" % (face, p64(ctd - 5)), "sold %d TYH7 @ %s" % (hedge, p64(ty - 7))], "shorthand"))
    d.add(d.after(f9["ms"], 5, 12), "oms", "", embeds=[{
        "title": "TYH7 · Execution report", "author": "OMS",
        "description": "Ticket booked via drop-copy · CME Globex · clearing house account · allocation pending 0",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": str(hedge), "inline": True},
                   {"name": "Px", "value": p64(ty - 7), "inline": True}, {"name": "Acct", "value": "UST-BASIS-RV", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}, {"name": "OrderID", "value": "Q%d" % (oms_base + 388), "inline": True}],
        "footer": "oms-bridge · CME Globex · manual ticket dnguyen"}],
        lab=H("trade_fill", ["TYH7", "SELL", str(hedge), p64(ty - 7)], "embed"),
        idiom=("embed-only OMS execution card", "trade_fill"))
    d.add(d.at(13, 21, 0, 60), "oms", "", embeds=[{
        "title": "TYH7 · Execution report", "author": "OMS",
        "description": "Ticket booked via drop-copy · CME Globex · clearing house account · allocation pending 0",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "3000", "inline": True},
                   {"name": "Px", "value": p64(ty - 9), "inline": True}, {"name": "Acct", "value": "RATES-MACRO-NY", "inline": True},
                   {"name": "Status", "value": "FILLED", "inline": True}, {"name": "OrderID", "value": "Q%d" % (oms_base + 402), "inline": True}],
        "footer": "oms-bridge · CME Globex · acct RATES-MACRO-NY"}], lab=NEAR,
        idiom=("OMS card for another account of the firm", "not_hard"))
    d.add(d.at(13, 30, 10), "repo", _repo_table(d, d.at(13, 30), st), lab=NOISE)

    # afternoon note with buried target change
    t = d.at(14, 0, 0, 60)
    tgt_old = round(ss10 + 5.0, 1)
    tgt_new = round(ss10 + 3.0, 1)
    d.add(t, "rs",
          "## Post-auction read — 10s reopening\n\n"
          "**Result.** %.3f%% vs %.3f%% WI, a %.1fbp tail; bid/cover %.2f vs 2.56 prior, indirects %.1f%% (6-auction avg 68.9%%), dealers %.1f%%. "
          "Weakest 10y stats since August. The curve steepened 1.5bp in the 30 minutes after, 10s30s now %+.1fbp.\n\n"
          "**Old/new.** The new issue cheapened as expected: old/new is %+.1fbp, our fills averaged ~%+.1f. Repo on the new 10s eased "
          "~20bp after the print as dealers took down %.1f%% of the size. Specialness typically fades into settlement.\n\n"
          "**Swap spreads.** 10s %+.1fbp (%+.1f on the day) after the swaps desk flow this morning and the tail. "
          "Target on the remaining 10s swap-spread widener moves to %+.1fbp (from %+.1fbp); stop unchanged. "
          "The SLR headlines from last week are still the main upside catalyst, and the balance of supply now leans our way.\n\n"
          "**Basis.** TY CTD net %.1f/32, IRR %.2f%%; the buyback and the auction tail together added ~0.6/32. "
          "US basis unchanged; FV and TU baskets quiet.\n\n"
          "**Flows.** Real money bought 10s and 7s on the concession (~$3bn DV01-weighted on screens), CTAs sold TY into 13:30.\n\n"
          "**Curve.** 2s10s %+.1f, 5s30s %+.1f, 10s30s steeper by ~1bp on the day. The belly led the rally after the auction, which "
          "historically happens when indirects are soft but the concession was large. 7s rich on the spline by ~1bp, 20s cheap.\n\n"
          "**Repo.** New 10s o/n %.2f%% from %.2f%% this morning; term to 12/15 quoted ~%.2f%%. GC %.2f%%. The 11/33s remain ~25bp "
          "special after the buyback. Fails in the new 10s were $%.1fbn yesterday (DTCC), down from the peak on Monday.\n\n"
          "**Auction history context.** Tails of 0.8bp or more in 10y reopenings have been followed by a median 1.2bp rally over "
          "the next two sessions (n=9 since 2022), with old/new compressing another 0.2-0.4bp as the issue is absorbed. The "
          "exception was Oct-23, when the tail came with a term-premium repricing and 10s sold off a further 12bp in a week.\n\n"
          % (hy, wi, tail, btc, ind, dlr, r.uniform(22, 30), X - 0.6, X - 0.05, dlr, ss10 + 1.2, r.uniform(0.5, 1.5),
             tgt_new, tgt_old, net + 0.6, irr + 0.04, r.uniform(60, 70), r.uniform(92, 99),
             st["spec_on"] + 0.2, st["spec_on"], st["spec_on"] + 0.35, gc, r.uniform(1.5, 6.0))
          + _rv_screen(d, dict(st, y10=hy - 0.004, ss10=ss10), "Cash screen 13:55"),
          lab=H("stop_or_target_change", ["10s swap-spread widener", "%+.1fbp" % tgt_new], "buried"))

    # JSON proposal -> approve -> block -> reject
    t = d.at(14, 5, 0, 40)
    prop = {"kind": "proposal", "book": "UST-BASIS-RV", "strategy": "USH7 short-basis add",
            "legs": [{"sym": "USH7", "side": "BUY", "qty": 600, "px": p64(us)},
                     {"sym": "T 4.5 02/15/44", "side": "SELL", "face_mm": 70, "px": p64(us - 1110)}],
            "stop": "gross basis +6/32", "target": "-10/32", "conviction": "medium", "needs": "mkessler",
            "rationale": "switch option in USH7 bleeds in every scenario short of +60bp; gross basis %.1f/32 rich to carry; "
                         "4.5 02/44 financeable at GC-3bp through March" % r.uniform(14, 22),
            "risk": {"basis_dv01_US_add_usd": 600 * 31, "scenario_+50bp_32nds": round(r.uniform(-4, -1), 1),
                     "scenario_-50bp_32nds": round(r.uniform(1, 3), 1)},
            "execution": "futures leg on CME first, cash leg TW RFQ within 10 min"}
    p7 = d.add(t, "rs", "```json\n" + json.dumps(prop, ensure_ascii=False, indent=1) + "\n```",
               lab=H("trade_proposal", ["USH7", "BUY", "600", p64(us)], "structured"),
               idiom=("JSON proposal block from the research agent", "trade_proposal"))
    a4 = d.add(d.after(t, 90, 180), "mk", "👍 send the futures leg first", reply=p7,
               lab=H("trade_approval", ["👍", "send the futures leg first"], "reply"))
    t = d.after(a4["ms"], 600, 840)
    proj = r.randint(101000, 109000)
    r4 = d.add(t, "risk",
               "riskd evt=order_block ord=%s sym=USH7 side=BUY qty=600 metric=basis_dv01_US limit=90000 proj=%d action=block" % (oid_ub, proj),
               lab=H("risk_limit", ["order_block", "USH7", "limit=90000", "action=block"], "structured"))
    rej = d.add(d.after(t, 3, 8), "ex", "REJ|%s|B USH7|600|LMT %s|RISK_BLOCK basis_dv01_US|not sent" % (oid_ub, p64(us)),
          lab=H("trade_confirmation", [oid_ub, "REJ", "B USH7", "600"], "structured"))
    d.add(d.after(t, 60, 120), "dn", "want me to ask lwu for a bump on US?", lab=NEAR)

    # route -> order -> cancel
    t = d.at(14, 49, 0, 30)
    rt2 = d.add(t, "mk", "rv-exec work 200 TYH7 offer %s into the settle, cxl 15:30 if not done" % p64(ty + 8),
                lab=H("route_decision", ["rv-exec", "200 TYH7", p64(ty + 8)], "untagged"))
    st["plan_ty_ms"] = d.after(t, 5, 12)
    c5 = d.add(d.after(t, 20, 40), "ex", "ORD|%s|NEW→WORKING|S TYH7|200|LMT %s|CME|GTD 15:30ET|src=mkessler" % (oid_ty, p64(ty + 8)),
               reply=rt2, lab=H("trade_confirmation", [oid_ty, "WORKING", "S TYH7", "200"], "structured"))
    d.add(d.at(14, 59, 30), "px", "px-alert TYH7 settle window · last %s · bid/ask %s/%s" % (p64(ty + 5), p64(ty + 5), p64(ty + 6)), lab=NOISE)

    t = d.at(15, 5, 0, 40)
    d.add(t, "mk", "pull the stop on SFRM7, managing it by hand tonight",
          lab=H("stop_or_target_change", ["pull the stop", "SFRM7"], "untagged"))
    cxl = d.add(d.at(15, 31, 5), "ex",
          "CXL|%s|S TYH7|200|LMT %s|CANCELLED|filled 0/200|reason=GTD" % (oid_ty, p64(ty + 8)), reply=c5,
          lab=H("trade_confirmation", ["CXL", oid_ty, "CANCELLED"], "structured"))

    # watchlist news
    t = d.at(16, 0, 5)
    d.add(t, "hdl", "TREASURY TO SELL $13B 20-YEAR BOND REOPENING (CUSIP 912810UH9) DEC. 15; SETTLES DEC. 17\n"
          "> Original issue Nov 2026, 4¾%% coupon, maturing 11/15/46 · outstanding before reopening $%dB · "
          "non-competitive close 12:00 ET, competitive 13:00 ET · max award 35%%" % r.randint(15, 17),
          lab=H("watchlist_news", ["20-YEAR BOND REOPENING", "$13B"], "untagged"))
    d.add(d.at(16, 44, 40), "hdl", "CME: 2-YEAR T-NOTE FUTURES (TU) MAR-27 DELIVERABLE BASKET ADDS 3⅜% NOV-28 NOTE, CF 0.9342",
          lab=H("watchlist_news", ["2-YEAR T-NOTE FUTURES (TU)", "DELIVERABLE BASKET"], "untagged"))

    # thesis confirmation, tagged and pinned
    t = d.at(17, 20, 0, 60)
    t3 = d.add(t, "rs",
               "[THESIS] old/new 10s — the tail confirmed the supply-cheapening call; we keep the position and conviction goes up to high. "
               "Next catalyst: specialness fading into 12/15 settlement.",
               lab=H("thesis_update", ["[THESIS]", "old/new 10s", "conviction goes up to high"], "tagged"))
    d.pin(t3, d.after(t, 60, 120), "mk")

    st["X"], st["wi"], st["hy"], st["net"], st["ty"], st["us"], st["tu"], st["fv"] = X, wi, hy, net, ty, us, tu, fv
    st["irr"], st["ss10"], st["face"], st["hedge"], st["oids"] = irr, ss10, face, hedge, (oid_on, oid_sf, oid_ub, oid_ty)
    st["sfr"], st["oms_base"], st["y10"], st["tail"], st["btc"] = sfr, oms_base, y10, tail, btc
    st["on_size"] = on_size
    st["dlr"] = dlr
    st["log"] = [
        "%s  old/new 10s   B 4¼ 08/36 / S 4⅛ 11/36   %dmm        %s" % (d.hhmm(f2["ms"]), on_size, oid_on),
        "%s  10s SS trim   S 10s %.3f / rec 10y SOFR %.3f   50mm   manual" % (d.hhmm(f5["ms"]), s_new, rec),
        "%s  SFRM7         S 1,000 @ %.3f (asked %d)       %s" % (d.hhmm(f7["ms"]), sfr, sfr_qty, oid_sf),
        "%s  TY basis      B %dmm 11/33s / S %d TYH7       manual" % (d.hhmm(f9["ms"]), face, hedge),
        "%s  USH7          B 600 rejected by riskd          %s" % (d.hhmm(rej["ms"]), oid_ub),
        "%s  TYH7          S 200 @ %s expired unfilled   %s" % (d.hhmm(cxl["ms"]), p64(ty + 8), oid_ty),
    ]
    return st


# ---------------------------------------------------------------------------
# background flow: chatter, near-misses, noise
# ---------------------------------------------------------------------------

def _background(d, st):
    r = d.r
    NOISE = ("noise",)
    NEAR = ("near",)
    X, ty, us, tu, fv, net = st["X"], st["ty"], st["us"], st["tu"], st["fv"], st["net"]

    # risk heartbeats: every 30 min 08:00-16:30, every 3h otherwise
    hb_slots = [(h, 30) for h in range(8, 17)] + [(1, 0), (4, 0), (7, 0), (19, 0), (22, 0)]
    for h, m in hb_slots:
        ms = d.at(h, m, r.randint(0, 20))
        d.add(ms, "risk", _hb(d, ms, st), lab=NOISE,
              idiom=None)
    # exec agent heartbeats
    for h in (9, 11, 15, 17, 21):
        ms = d.at(h, 12, r.randint(0, 30))
        d.add(ms, "ex", "rv-exec|HB|%s|sess CME=UP TW=UP BTEC=%s DW=UP|open=%d|queue=0|model=ok|ver=%s"
              % (d.zt(ms), "UP" if h != 21 else "DEGRADED", 1 if h == 15 else 0, "2.14.2" if h < 18 else "2.14.3"), lab=NOISE)
    # repo tables
    for h, m in ((8, 30), (10, 0), (11, 45), (15, 30), (17, 30)):
        ms = d.at(h, m, 20)
        d.add(ms, "repo", _repo_table(d, ms, st), lab=NOISE)

    # price alerts
    for h, m in ((10, 17), (11, 2), (12, 24), (13, 5), (16, 50)):
        ms = d.at(h, m, r.randint(0, 50))
        sym, px = r.choice([("TYH7", p64(ty + r.randint(-8, 8))), ("USH7", p64(us + r.randint(-12, 12))),
                            ("FVH7", p128(fv + r.randint(-6, 6))), ("SFRM7", "%.3f" % (st["sfr"] + 0.005 * r.randint(-3, 3)))])
        d.add(ms, "px", "px-alert %s %s crossed (level set by %s) · 5m vol %dk" % (sym, px, r.choice(["dnguyen", "mkessler"]), r.randint(8, 60)), lab=NOISE)

    # generic headlines (noise) and treasury headlines about non-held paper (near-miss)
    generic = [
        (9, 2, "EUROZONE Q3 GDP REVISED TO +0.%d%% Q/Q\n> EMPLOYMENT +0.1%% Q/Q; HOUSEHOLD CONSUMPTION +0.3%%; GFCF -0.2%%\n> EUR/USD LITTLE CHANGED, BUND YIELDS -1BP" % r.randint(1, 4)),
        (10, 5, "OIL EXTENDS GAINS, WTI +%.1f%% AT $%.2f" % (r.uniform(0.5, 2), r.uniform(58, 66))),
        (14, 1, "FED'S LOGAN: FURTHER CUTS NEED 'CLEAR EVIDENCE' OF LABOR SOFTENING\n"
            "> LOGAN: WOULD PREFER TO HOLD RATES STEADY FOR A TIME; SEES RISKS 'ROUGHLY BALANCED'\n"
            "> LOGAN: REPO RATES TRADING ABOVE IORB AT TIMES IS A SIGN RESERVES ARE NEARING AMPLE; SRF SHOULD BE CENTRALLY CLEARED"),
        (14, 1, "US NOV. MONTHLY BUDGET STATEMENT -$%dB VS EST -$%dB" % (r.randint(160, 190), r.randint(165, 185))),
        (15, 48, "BOE'S GREENE: SERVICES INFLATION STILL TOO STICKY\n> GREENE: 'GRADUAL AND CAREFUL' APPROACH REMAINS RIGHT; LABOUR MARKET LOOSENING ONLY SLOWLY\n> GILT 2Y +2BP ON THE COMMENTS"),
        (18, 22, "NIKKEI FUTURES +0.%d%% IN EARLY TRADE" % r.randint(1, 9)),
        (20, 40, "AUSTRALIA NOV. EMPLOYMENT +%dK VS EST +25K\n> UNEMPLOYMENT RATE 4.%d%% VS EST 4.4%%; PARTICIPATION 66.8%%\n> AUD +0.2%%, ACGB 3Y +2BP" % (r.randint(10, 45), r.randint(2, 6))),
        (23, 15, "JAPAN NOV. PPI +%.1f%% Y/Y\n> IMPORT PRICES IN YEN TERMS -%.1f%% Y/Y; BOJ WATCHERS SEE NO CHANGE TO DECEMBER GUIDANCE" % (r.uniform(2.0, 3.5), r.uniform(1, 4))),
    ]
    for h, m, txt in generic:
        d.add(d.at(h, m, r.randint(0, 50)), "hdl", txt, lab=NOISE)
    tsy_near = [
        (11, 32, "TREASURY SELLS $80B 6-WEEK BILLS AT %.3f%%; BID/COVER 2.8%d\n> INDIRECTS %.1f%%; TOTAL BILL ISSUANCE THIS WEEK $%dB; CMB SIZE UNCHANGED" % (st["gc"] - 0.22, r.randint(0, 9), r.uniform(55, 70), r.randint(360, 420))),
        (15, 2, "US 30-YEAR BOND REOPENING TOMORROW: WI %.3f%%\n> $22B REOPENING OF 4⅝%% 11/15/56; LAST SIX 30Y AUCTIONS: 4 TAILS, 2 STOP-THROUGHS\n> DEALER SURVEY MEDIAN CONCESSION 2.5BP" % (st["y10"] + 0.62)),
        (17, 3, "JAPAN MOF: 20-YEAR JGB AUCTION BID/COVER 3.%02d" % r.randint(5, 95)),
    ]
    for h, m, txt in tsy_near:
        d.add(d.at(h, m, r.randint(0, 40)), "hdl", txt, lab=NEAR)

    # voice-broker relays: other firms' prints and axes (near-miss), plus line noise
    vb_near = [
        (8, 6, "[BGC] TRADED: 500mm 11/33s vs %s TYH7 @ %.1f net · dealer to dealer · not us" % (format(int(500 * 10 * CF_TY), ","), net + 0.2)),
        (8, 55, "[ICAP] GIVEN SFRH7/SFRM7 %+.1f, 12k · fast money" % r.uniform(-6, -2)),
        (9, 48, "[Tradition] TRADED: 10s swap spread %+.1f, $1bn, real money receiver" % (st["ss10"] + 0.3)),
        (10, 25, "[BGC] axe: dealer OFFERS 4¾ 11/46 20s vs USH7, 100mm"),
        (12, 38, "[TP ICAP] 10s WI %.3f/%.3f · 500x250 · going into the print heavy" % (st["wi"] + 0.001, st["wi"] - 0.002)),
        (13, 17, "[BGC] TRADED: old/new 10s %+.1f, 300mm, post-auction, client seller of OTR" % (X - 0.6)),
        (14, 35, "[Tullett] TUH7 basis 3⅜ 11/28: %.2f/%.2f net · 1k x 1k" % (r.uniform(0.3, 0.6), r.uniform(0.7, 1.0))),
        (15, 12, "[ICAP] TRADED: TN/TY spread 2k @ %s" % p64(64 * 2 + r.randint(2, 20))),
        (16, 10, "[Tradition] axe: real money looking to switch TY CTD into 4¼ 02/34, 400mm"),
        (19, 45, "[BGC TKO] 10s %.3f/%.3f · Tokyo lunch, quiet" % (st["hy"] - 0.004, st["hy"] - 0.006)),
    ]
    for h, m, txt in vb_near:
        d.add(d.at(h, m, r.randint(0, 45)), "vb", txt, lab=NEAR)
    d.add(d.at(6, 58, 10), "vb", "voice-bridge: NY lines up (BGC, ICAP, Tradition, Tullett, TP ICAP) · 5/5", lab=NOISE)
    d.add(d.at(17, 2, 30), "vb", "voice-bridge: NY lines down, TKO/SGP relays armed", lab=NOISE)

    # more OMS cards for another account
    for h, m, sym, side, qty, px, acct, status in (
            (10, 52, "FVH7", "BUY", "1500", p128(fv + 3), "MBS-HEDGE", "FILLED"),
            (15, 22, "USH7", "SELL", "400", p64(us - 3), "RATES-MACRO-NY", "WORKING")):
        d.add(d.at(h, m, r.randint(0, 50)), "oms", "", embeds=[{
            "title": "%s · Execution report" % sym, "author": "OMS",
            "description": "Ticket booked via drop-copy · CME Globex · clearing house account · allocation pending 0",
            "fields": [{"name": "Side", "value": side, "inline": True}, {"name": "Qty", "value": qty, "inline": True},
                       {"name": "Px", "value": px, "inline": True}, {"name": "Acct", "value": acct, "inline": True},
                       {"name": "Status", "value": status, "inline": True},
                       {"name": "OrderID", "value": "Q%d" % (st["oms_base"] + r.randint(420, 990)), "inline": True}],
            "footer": "oms-bridge · CME Globex · acct %s" % acct}], lab=NEAR)

    # cron / ci / reconnect noise
    d.add(d.at(16, 0, 40), "cron", "cron[triage] 16:00 ET scanned %d items · 0 routed · 0 escalated · next 17:00" % r.randint(14, 31), lab=NEAR,
          idiom=("cron triage summary reporting 0 routed", "not_hard"))
    d.add(d.at(17, 0, 40), "cron", "cron[triage] 17:00 ET scanned %d items · 0 routed · 0 escalated" % r.randint(5, 12), lab=NOISE)
    d.add(d.at(17, 5, 9), "cron", "cron[eod_marks] 17:05 ET CME settles loaded · TYH7 %s · USH7 %s · FVH7 %s · TUH7 %s · SFRM7 %.3f"
          % (p64(ty + 5), p64(us + 2), p128(fv + 4), p128(tu + 1), st["sfr"] - 0.01), lab=NOISE)
    for h, m in ((12, 0), (17, 0), (20, 0)):
        pnl = [r.randint(-90, 260) for _ in range(5)]
        d.add(d.at(h, m, r.randint(5, 40)), "cron",
              "pnl snapshot %02d:%02d ET · UST-BASIS-RV · day %+dk · mtd %+.1fmm · TY basis %+dk · US basis %+dk · old/new %+dk · SS %+dk · SFR %+dk"
              % (h, m, sum(pnl) + r.randint(-20, 20), r.uniform(1.5, 3.5), pnl[0], pnl[1], pnl[2], pnl[3], pnl[4]), lab=NOISE)
    d.add(d.at(18, 15, 3), "cron", "cron[recon] 18:15 ET OMS vs rv-exec vs clearing: %d trades, 0 breaks, 0 late" % r.randint(9, 16), lab=NOISE)
    d.add(d.at(18, 2, 11), "ci", "ci ▸ deploy rv-exec v2.14.3 → prod ✅ (canary 10m, 0 errors, rollback armed)", lab=NOISE)
    d.add(d.at(18, 7, 30), "ci", "ci ▸ basis-pricer #%d passed on main (612 tests, 4m%02ds)" % (r.randint(4900, 4990), r.randint(2, 58)), lab=NOISE)
    trace = (
        "rv-exec: TW FIX session dropped, reconnecting (attempt 1/5)\n```\n"
        "Traceback (most recent call last):\n"
        "  File \"/srv/rv-exec/venues/tw_fix.py\", line 412, in _pump\n"
        "    msg = await self._sock.read_message(timeout=30)\n"
        "  File \"/srv/rv-exec/venues/fixio.py\", line 88, in read_message\n"
        "    raise SessionLost(self.comp_id, seq=self._seq)\n"
        "rv_exec.venues.errors.SessionLost: TW/RVXNY01 seq=%d (peer reset)\n```" % r.randint(10000, 99999))
    t = d.at(18, 40, 0, 120)
    d.add(t, "ex", trace, lab=NOISE)
    d.add(d.after(t, 6, 14), "ex", "rv-exec: TW FIX session re-established (logon ok, gap-fill 0 msgs)", lab=NOISE)
    # CI spam, bulk deleted
    t = d.at(19, 4, 0, 60)
    spam = []
    for i in range(3):
        req = hashlib.sha1(("%d-%d-%d" % (d.ch_idx, d.day_idx, i)).encode()).hexdigest()[:8]
        spam.append((d.add(t + i * 1500 + r.randint(0, 400), "ci",
                           "ci ▸ webhook retry %d/3 (req %s) · POST /hooks/desk returned 502" % (i + 1, req), lab=NOISE),
                     "req %s" % req))
    d.bulk_delete([s[0] for s in spam], d.after(t, 180, 300), [s[1] for s in spam])
    d.add(d.at(2, 33, 0, 60), "ci",
          "ci ▸ nightly CTD regression FAILED 1/88 · test_ctd_switch_grid[US-+50bp] · |Δopt| 0.031 > tol 0.030\n```\n"
          "AssertionError: switch option value drift\n  expected 2.914 ± 0.030\n  got      2.945\n"
          "  at tests/test_ctd.py:231 (grid=US, shift=+50, curve=sofr_1209)\n```", lab=NOISE)

    # long research/agent text without decisions (near-miss)
    bt = ("**Backtest — TY CTD-switch rule (2019-2025, weekly)**\n"
          "Rule: buy basis when net < 1.5/32 and switch option > 2/32; exit at delivery or +4/32.\n"
          "| period | trades | hit | avg P/L (32nds) | worst |\n|---|---|---|---|---|\n"
          "| 2019-20 | 11 | 64%% | +%.1f | -3.2 |\n| 2021-22 | 14 | 57%% | +%.1f | -5.8 |\n| 2023-25 | 12 | 75%% | +%.1f | -2.1 |\n"
          "Simulated fills at mid + 0.25/32, repo at GC-5bp. Sharpe %.2f. The 2022 drawdown is the Mar-22 delivery cycle when "
          "the CTD flipped twice in a month; the rule would have bought 900 TY of basis at 0.9 net and sold at -4.9.\n"
          "Nothing here is live; numbers for the Friday review." % (r.uniform(0.8, 1.6), r.uniform(0.2, 0.9), r.uniform(1.0, 1.9), r.uniform(0.7, 1.3)))
    d.add(d.at(19, 30, 0, 300), "rs", bt, lab=NEAR)
    d.add(d.at(20, 5, 0, 300), "rs",
          "paper book: sim BUY 1,900 TUH7 @ %s vs SELL $380mm 3⅜ 11/30/28 · tracking only, not sent" % p128(tu),
          lab=NEAR, idiom=("paper-book simulated trade", "not_hard"))
    d.add(d.at(21, 10, 0, 300), "dn",
          "this is the opposite of march 23 lol. we sold 2bn 11/30s basis at -1.5 and got carried out when the CTD flipped",
          lab=NEAR, idiom=("war story about a past basis trade", "not_hard"))
    d.add(d.at(10, 45, 0, 120), "dn", "someone should look at UXY vs TY after the print, feels cheap", lab=NEAR)
    d.add(d.at(12, 30, 0, 120), "dn", "> \"BOND VIGILANTES ARE BACK\"\nsays the guy who's said it every auction since 2022",
          lab=NEAR)
    d.add(d.at(15, 40, 0, 60), "mk", "what would it take to get 2bn of 11/33s in repo thru year end? just curious", lab=NEAR)
    d.add(d.at(9, 52, 0, 60), "lw", "fyi macro book was over its dv01 limit at the open, sorted now. not yours", lab=NEAR)
    d.add(d.at(20, 30, 0, 300), "rs",
          "**Pre-auction preview — tomorrow's 30y reopening ($22bn)**\n"
          "- WI %.3f%%, 5 of the last 8 30y auctions tailed, avg 0.9bp\n"
          "- USH7 CTD (4½ 02/44) is not the reopened bond; direct impact on our short basis is through the curve only\n"
          "- a buyer of 30s into the print would typically be short UB against; the dealer community is long ~$3bn DV01-weighted\n"
          "- repo on the 30y OTR %.2f%%, mildly special\n"
          "Screens to watch: 10s30s, old/new 30s, UB/US spread." % (st["y10"] + 0.62, st["gc"] - 0.12), lab=NEAR)
    # exec agent EOD recap (past fills, not new)
    oid_on, oid_sf, oid_ub, oid_ty = st["oids"]
    d.add(d.at(17, 45, 0, 120), "ex",
          "EOD|%s|orders=4|fills=3|rejects=1|cancels=1\n"
          "%s|old/new 10s|DONE\n%s|SFRM7|DONE (resized)\n%s|USH7|REJ risk\n%s|TYH7|CXL GTD\n"
          "slippage vs arrival: %+.2fbp (old/new), %+.1f ticks (SFR) · venue mix TW 62%% BTEC 38%%"
          % (datetime.fromtimestamp(d.start / 1000.0 + 6 * 3600, tz=timezone.utc).strftime("%Y-%m-%d"),
             oid_on, oid_sf, oid_ub, oid_ty, r.uniform(-0.1, 0.2), r.uniform(-0.5, 0.5)),
          lab=NEAR)
    # risk EOD report (noise)
    d.add(d.at(17, 32, 0, 60), "risk",
          "riskd eod book=UST-BASIS-RV\n```\nmetric              value      limit      util\n"
          "dv01_net_usd        %+8d   600000     %d%%\nbasis_dv01_TY       %8d   180000     %d%%\n"
          "basis_dv01_US       %8d    90000     %d%%\nsofr_dv01_usd       %8d    25000     %d%%\n"
          "ss_dv01_usd         %8d    60000     %d%%\nvar99_1d_usd        %8d  4000000     %d%%\n```\nall limits ok · 1 soft breach today (cleared 11:14)"
          % (r.randint(180000, 320000), r.randint(30, 53), r.randint(168000, 179000), r.randint(93, 99),
             r.randint(60000, 80000), r.randint(66, 89), 25000, 100, r.randint(35000, 47000), r.randint(58, 78),
             r.randint(1600000, 2400000), r.randint(40, 60)), lab=NOISE)

    # research pulses (chatter, long)
    for h, m in ((10, 55), (15, 15)):
        ms = d.at(h, m, 120)
        d.add(ms, "rs",
              "**Pulse %s**\n- TYH7 %s · USH7 %s · FVH7 %s · TUH7 %s\n- CTD nets (32nds): TY %.1f, US %.1f, FV %.1f, TU %.1f\n"
              "- old/new 10s %+.1f · 10s SS %+.1f · SFRH7/M7 %+.1f\n- repo: new 10s %.2f o/n, 11/33s %.2f\n"
              "- flows: %s\n"
              "```\nimplied repo vs term (%%)   TU %.2f/%.2f   FV %.2f/%.2f   TY %.2f/%.2f   US %.2f/%.2f\n"
              "calendar H7/M7 (32nds)     TU %.2f   FV %.2f   TY %.2f   US %.2f\n```"
              % (d.hhmm(ms), p64(ty + r.randint(-6, 6)), p64(us + r.randint(-8, 8)), p128(fv + r.randint(-4, 4)), p128(tu + r.randint(-2, 2)),
                 net + r.uniform(-0.3, 0.6), r.uniform(3, 6), r.uniform(1.5, 2.5), r.uniform(0.5, 1.2), X - (0.1 if h < 13 else 0.6),
                 st["ss10"] + r.uniform(-0.5, 1.5), r.uniform(-6, -2), st["spec_on"] + (0 if h < 13 else 0.2), st["gc"] - 0.26,
                 r.choice(["real money buying the belly, CTAs flat", "fast money selling TY blocks, dealers absorbing",
                           "quiet, mostly switch flow out of Dec into Mar"]),
                 st["irr"] + 0.1, st["term"], st["irr"] + 0.05, st["term"], st["irr"], st["term"], st["irr"] - 0.2, st["term"],
                 r.uniform(2, 4), r.uniform(8, 12), r.uniform(10, 16), r.uniform(14, 22)))
    # evening handover note (near-miss: analysis, no decision)
    d.add(d.at(21, 45, 0, 200), "rs",
          "## Asia handover\n\n"
          "Positions unchanged since 15:31. Overnight sensitivities: TY basis carries ~%.1f/32 per day at current repo; "
          "old/new 10s has ~0.4bp/wk negative carry from the short leg special; SFRM7 short is sized right at the sofr_dv01 limit.\n\n"
          "Things that would matter overnight: JGB 30s through 3.5%%, a Bund sell-off >5bp, any Treasury statement on buyback sizes. "
          "A sharp rally would help the short US basis only marginally (switch option bleeds either way).\n\n"
          "Levels for reference: TYH7 %s, USH7 %s, 10s %.3f%%, old/new %+.1f, SS10 %+.1f.\n\n" %
          (r.uniform(0.08, 0.14), p64(ty + 5), p64(us + 2), st["hy"] - 0.004, X - 0.6, st["ss10"] + 1.0)
          + _rv_screen(d, dict(st, y10=st["hy"] - 0.004), "Cash screen 21:40"), lab=NEAR)

    _long_notes(d, st)
    _more_flow(d, st)
    _research_extra(d, st)
    _qa(d, st)
    _desk_notes(d, st)
    _overnight_notes(d, st)
    _analysis_notes(d, st)

    # chatter and acks
    chat = [
        (7, 15, "dn", "coffee run, want anything"),
        (7, 16, "mk", "no"),
        (8, 9, "mk", "where's old/new"),
        (8, 10, "dn", "%+.1f, been drifting wider all morning" % X),
        (9, 40, "dn", "TW slow again?"),
        (9, 41, "ps", "fine here, BTEC was lagging 5 min ago"),
        (10, 20, "mk", "nice"),
        (11, 15, "dn", "lunch 12:15?"),
        (11, 16, "mk", "after the auction"),
        (12, 5, "dn", "swaps desk lifting everything in 10y"),
        (13, 40, "mk", "good trade"),
        (13, 45, "dn", "11/33s +2 since the print, basis %.1f" % (net + 0.5)),
        (14, 30, "dn", "TN/TY spread hasn't moved at all"),
        (14, 31, "mk", "it won't till the roll"),
        (15, 45, "dn", "who's on the 20y tomorrow"),
        (15, 46, "mk", "you"),
        (16, 20, "dn", "marks in, %s settle on TY" % p64(ty + 5)),
        (16, 30, "mk", "k thx"),
        (17, 50, "dn", "out at 6, phone on"),
        (18, 30, "mk", "sfr ok. gn"),
        (22, 30, "dn", "TKO quiet, 10s %.3f" % (st["hy"] - 0.005)),
    ]
    for h, m, who, txt in chat:
        lab = NOISE if txt in ("no", "nice", "k thx", "good trade") else None
        d.add(d.at(h, m, r.randint(0, 50)), who, txt, lab=lab)
    for h, m, who, txt in ((9, 8, "dn", "👍"), (11, 3, "mk", "ty"), (14, 3, "dn", "thx"), (17, 22, "dn", "🙏"),
                           (19, 35, "mk", "👀"), (21, 48, "dn", "ty")):
        d.add(d.at(h, m, r.randint(30, 59)), who, txt, lab=NOISE)


def _long_notes(d, st):
    """Long agent/bot posts: monitors, previews, wraps, snapshots, broker runs."""
    r = d.r
    NOISE = ("noise",)
    NEAR = ("near",)
    X, ty, us, tu, fv, net, gc = st["X"], st["ty"], st["us"], st["tu"], st["fv"], st["net"], st["gc"]
    term = st["term"]

    # deliverable basket monitor
    def rows(bonds, ctd_idx, base_net, cf0):
        out = []
        for i, b in enumerate(bonds):
            nb = base_net + i * r.uniform(1.5, 4.0) if i else base_net
            out.append("| %s | %.4f | %.1f | %.1f | %.2f%% |%s" % (
                b, cf0 - i * r.uniform(0.004, 0.012), nb + r.uniform(0.6, 1.8), nb, term - 0.12 - nb / 8.0,
                " CTD" if i == ctd_idx else ""))
        return "\n".join(out)
    hdr = "| bond | CF | gross | net | IRR |\n|---|---|---|---|---|\n"
    d.add(d.at(7, 45, 0, 90), "rs",
          "**Deliverable basket monitor — Mar-27 (H7)** · marks %s ET · financing at term GC %.2f%% to last delivery\n\n"
          "TU (2y) — TUH7 %s\n%s%s\n\nFV (5y) — FVH7 %s\n%s%s\n\nTY (10y) — TYH7 %s\n%s%s\n\nUS (bond) — USH7 %s\n%s%s\n\n"
          "Nets in 32nds per 100 face, IRR act/360, CTD by max IRR; delivery-option values are not in the nets. "
          "The new 2s (3⅜ 11/30/28) enter the TU basket at the March roll; they are not cheapest at any yield level within ±50bp."
          % (d.hhmm(d.at(7, 40)), term,
             p128(tu), hdr, rows(["3¾ 08/31/28", "3⅝ 09/30/28", "3½ 10/31/28", "3⅜ 11/30/28"], 0, r.uniform(0.4, 0.9), 0.9431),
             p128(fv), hdr, rows(["4¼ 08/31/31", "4⅛ 09/30/31", "4 10/31/31", "3⅞ 11/30/31"], 0, r.uniform(1.2, 2.2), 0.8937),
             p64(ty), hdr, rows(["4½ 11/15/33", "4⅜ 05/15/34", "4¼ 02/15/34", "4 02/15/34", "3⅞ 08/15/34"], 0, net, 0.9134),
             p64(us), hdr, rows(["4½ 02/15/44", "4⅝ 05/15/44", "4⅛ 08/15/44", "4⅝ 02/15/45"], 0, r.uniform(3.5, 5.5), 0.8571)))

    # midday cash screen
    ms = d.at(10, 15, 0, 120)
    d.add(ms, "rs", _rv_screen(d, st, "Cash screen %s" % d.hhmm(ms)) +
          "\nCheapest vs spline: the new 10s (supply) and the 20s; richest: the TY CTD (buyback + delivery demand) and the 7s. "
          "Nothing in the screen is actionable outside what we already hold.")
    ms = d.at(16, 40, 0, 120)
    d.add(ms, "rs", _rv_screen(d, dict(st, y10=st["hy"] - 0.006), "Cash screen %s (post-settle)" % d.hhmm(ms)))

    # exec session report
    d.add(d.at(7, 25, 0, 60), "ex",
          "rv-exec|SOD|sessions CME=UP TW=UP BTEC=UP DW=UP|risk handshake riskd v4.2 ok|static: CF table v%d, holiday cal ok|"
          "open orders carried=0|GTC=0|throttle 40 msg/s|kill-switch armed|drop-copy OMS ok" % r.randint(310, 330), lab=NOISE)

    # risk snapshots
    for h in (8, 10, 16):
        ms = d.at(h, 2, r.randint(0, 40))
        lim = 600000 if ms > st.get("lim_change_ms", 1 << 62) else 450000
        dv = r.randint(150000, 330000)
        bt = r.randint(150000, 176000)
        d.add(ms, "risk",
              "riskd snapshot %s ET book=UST-BASIS-RV\n```\nmetric              value      limit      util\n"
              "dv01_net_usd        %+8d %8d     %d%%\nbasis_dv01_TY       %8d   180000     %d%%\n"
              "basis_dv01_US       %8d    90000     %d%%\nsofr_dv01_usd       %8d    25000     %d%%\n"
              "ss_dv01_usd         %8d    60000     %d%%\ncurve_2s10s_dv01    %+8d    75000     %d%%\n"
              "repo_fail_risk_mm   %8d      500     %d%%\n```\nby strategy: TY basis %+dk · US basis %+dk · old/new %+dk · SS %+dk · SFR %+dk (dv01 $)"
              % (d.hhmm(ms), dv, lim, dv * 100 // lim, bt, bt * 100 // 180000, r.randint(60000, 80000), r.randint(66, 89),
                 25000 if h == 16 else 0, 100 if h == 16 else 0, r.randint(35000, 47000), r.randint(58, 78),
                 r.randint(-30000, 30000), r.randint(5, 40), r.randint(0, 120), r.randint(0, 24),
                 r.randint(150, 176), -r.randint(60, 80), r.randint(-5, 5), r.randint(35, 47), -25 if h == 16 else 0),
              lab=NOISE)

    # broker runs
    for h, m, desk in ((8, 15, "BGC"), (9, 45, "ICAP"), (11, 38, "Tradition"), (13, 48, "BGC"), (15, 3, "TP ICAP"), (16, 18, "Tullett")):
        y = st["y10"] + r.uniform(-0.01, 0.01)
        lines = ["[%s] UST OTR run %02d:%02d" % (desk, h, m)]
        for tenor, dy in (("2s", -0.67), ("3s", -0.60), ("5s", -0.43), ("7s", -0.22), ("10s", 0.0), ("20s", 0.48), ("30s", 0.62)):
            lines.append("%-4s %.3f / %.3f   %dx%d" % (tenor, y + dy + 0.002, y + dy - 0.001, r.choice([25, 50, 100]), r.choice([25, 50, 100])))
        lines.append("old/new 10s %+.1f/%+.1f · 2s10s %+.1f · 5s30s %+.1f · TYH7 %s/%s" % (
            X - (0.7 if h > 13 else 0.1) - 0.1, X - (0.7 if h > 13 else 0.1) + 0.1, r.uniform(60, 70), r.uniform(92, 99),
            p64(ty + r.randint(-4, 4)), p64(ty + r.randint(5, 6))))
        lines.append("SOFR swaps 2y %.3f · 5y %.3f · 10y %.3f · 30y %.3f · SS10 %+.1f" % (
            y - 0.67 - 0.18, y - 0.43 - 0.17, y + st["ss10"] / 100.0, y + 0.62 - 0.82, st["ss10"] + r.uniform(-0.5, 0.5)))
        lines.append("SFR H7 %.3f · M7 %.3f · U7 %.3f · Z7 %.3f" % (st["sfr"] - 0.05, st["sfr"], st["sfr"] + 0.03, st["sfr"] + 0.04))
        d.add(d.at(h, m, r.randint(0, 40)), "vb", "\n".join(lines))

    # SOFR strip note (analysis, no decision)
    base = 100 - st["sfr"]
    strip = [("SFRZ6", base + 0.10), ("SFRH7", base + 0.05), ("SFRM7", base), ("SFRU7", base - 0.03),
             ("SFRZ7", base - 0.04), ("SFRH8", base - 0.03), ("SFRM8", base - 0.01)]
    tab = "\n".join("| %s | %.3f | %.3f%% | %+.1f |" % (c, 100 - rt, rt, r.uniform(-3.5, 1.5)) for c, rt in strip)
    d.add(d.at(11, 20, 0, 120), "rs",
          "## SOFR strip into the December FOMC\n\n| contract | px | implied | chg (bp) |\n|---|---|---|---|\n%s\n\n"
          "The strip prices roughly one more cut by March and a flat path through 2027; SFRH7/M7 at %+.1fbp is the cleanest "
          "expression of March optionality. Realised vol on M7 has been ~4.5bp/day, implied ~5.2bp. A hawkish read from Hammack "
          "or Logan would mostly hit M7/U7; Z6 is anchored by the fixing. Positioning: CFTC shows asset managers long ~%dk SFR "
          "across H7-Z7, leveraged funds short the front. Historically the strip has under-reacted to regional Fed speakers and "
          "over-reacted to the SEP. Desk exposure today: none in SFR."
          % (tab, r.uniform(-6, -2), r.randint(180, 260)), lab=NEAR)

    # auction preview (analysis with trading words, no decision)
    hist = []
    for mon, size in (("Jun", 39), ("Jul", 39), ("Aug", 42), ("Sep", 39), ("Oct", 39), ("Nov", 42)):
        hist.append("| %s | %d | %.3f%% | %+.1f | %.2f | %.1f%% |" % (mon, size, st["y10"] + r.uniform(-0.25, 0.2),
                                                                   r.uniform(-1.2, 1.5), r.uniform(2.35, 2.7), r.uniform(62, 73)))
    d.add(d.at(12, 22, 0, 90), "rs",
          "## 10y reopening preview ($39bn, 13:00 ET)\n\n| auction | $bn | high | tail (bp) | b/c | indirects |\n|---|---|---|---|---|---|\n%s\n\n"
          "WI %.3f%%, 1.6bp cheaper than 09:00 and ~%dbp cheaper vs 5s/30s fly since Monday: the concession is in. "
          "Setup resembles August (dealer inventory heavy, indirects soft into year-end). A tail of 1bp+ would typically push old/new "
          "another 0.3-0.5bp in and cheapen the new issue in repo as dealers finance the takedown; a stop-through does the opposite "
          "and tends to retrace within the session. TYH7 basis: auction outcome moves the CTD only through level, not rank. "
          "Street surveys: 6 of 9 dealers expect a tail; median 0.5bp."
          % ("\n".join(hist), st["wi"], r.randint(2, 4)), lab=NEAR)

    # swap spread monitor
    ss = [("2y", r.uniform(-22, -16)), ("5y", r.uniform(-20, -14)), ("7y", r.uniform(-36, -30)), ("10y", st["ss10"] + 1.2),
          ("20y", r.uniform(-88, -80)), ("30y", r.uniform(-86, -78))]
    d.add(d.at(15, 52, 0, 90), "rs",
          "**Swap spread monitor %s**\n```\ntenor   spread(bp)  1d     5d     z60\n%s\n```\n"
          "Spreads wider across the belly after the auction tail and the morning swaps flow; the curve of spreads steepened 5s30s by ~%.1fbp. "
          "Dealer balance-sheet usage is the swing factor into year-end: G-SIB window dressing historically tightens 10s by 2-4bp "
          "in the last two weeks of December, then reverses in January."
          % (d.hhmm(d.at(15, 50)), "\n".join("%-7s %+7.1f     %+.1f   %+.1f   %+.1f" % (t, v, r.uniform(-1, 2), r.uniform(-3, 4), r.uniform(-1.5, 1.5)) for t, v in ss),
             r.uniform(0.5, 2.0)))

    # repo thread
    t = d.at(15, 56, 0, 60)
    th = d.add(t, "mk", "repo on the new 10s short leg thru 12/15, what are we paying")
    d.add(d.after(t, 40, 90), "rs",
          "Term specials on 4⅛ 11/15/36 (borrowing for the short leg):\n```\nterm          rate   vs GC\no/n           %.2f   %+d\nto 12/12      %.2f   %+d\nto 12/15      %.2f   %+d\nto 12/31      %.2f   %+d\n```\n"
          "Our borrow is rolled o/n; locking to 12/15 costs ~%.1fbp of running carry vs rolling if specialness keeps fading."
          % (st["spec_on"] + 0.2, round((st["spec_on"] + 0.2 - gc) * 100), st["spec_on"] + 0.35, round((st["spec_on"] + 0.35 - gc) * 100),
             st["spec_on"] + 0.5, round((st["spec_on"] + 0.5 - gc) * 100), gc - 0.15, -15, r.uniform(0.1, 0.3)),
          thread=th)
    d.add(d.after(t, 200, 300), "dn", "rolling o/n has been fine all cycle fwiw", thread=th)
    d.add(d.after(t, 320, 420), "mk", "ya keep rolling", thread=th)

    # more pulses
    for h, m in ((12, 40), (16, 32)):
        ms = d.at(h, m, 90)
        d.add(ms, "rs",
              "**Pulse %s** TYH7 %s · USH7 %s · FVH7 %s · TUH7 %s · 10s %.3f%% · old/new %+.1f · SS10 %+.1f · SFRM7 %.3f\n"
              "CTD nets TY %.1f / US %.1f · IRR TY %.2f%% vs term %.2f%% · new 10s repo %.2f%%"
              % (d.hhmm(ms), p64(ty + r.randint(-6, 6)), p64(us + r.randint(-8, 8)), p128(fv + r.randint(-4, 4)),
                 p128(tu + r.randint(-2, 2)), st["y10"] + r.uniform(-0.01, 0.01), X - (0.2 if h < 13 else 0.6),
                 st["ss10"] + r.uniform(0, 1.5), st["sfr"] + 0.005 * r.randint(-2, 2), net + r.uniform(0, 0.6),
                 r.uniform(3, 6), st["irr"] + 0.03, term, st["spec_on"] + (0 if h < 13 else 0.2)))

    # EOD wrap (recap of the day's trades: past tense, no new decisions)
    face, hedge = st["face"], st["hedge"]
    pn = [r.randint(-60, 240) for _ in range(5)]
    d.add(d.at(17, 12, 0, 90), "rs",
          "## EOD wrap — UST basis / RV\n\n"
          "| strategy | day P&L ($k) | DV01 ($k) | comment |\n|---|---|---|---|\n"
          "| TY basis | %+d | %d | CTD richened on buyback, added post-auction |\n| US basis | %+d | %d | switch option bled, unchanged |\n"
          "| old/new 10s | %+d | ±%d | tail did the work |\n| 10s swap spread | %+d | %d | trimmed a quarter this morning |\n"
          "| SFR | %+d | %d | new short M7 |\n| **total** | **%+d** | | |\n\n"
          "**What we did.** Added old/new 10s before the auction, trimmed the 10s swap spread into the swaps-desk flow, went short "
          "SFRM7 after the Hammack headlines (size cut by riskd), added %dmm of TY basis after the tail; the USH7 add was blocked "
          "by the US basis DV01 limit and the TYH7 offer into the settle expired unfilled.\n\n"
          "**What we learned.** The buyback and the auction moved the CTD more than the futures; TY basis DV01 spiked through its "
          "soft limit for ~30 minutes and came back without action. Repo on the new 10s is already easing.\n\n"
          "**Trade log (ET).**\n```\n%s\n```\n\n"
          "**Flows recap.** Real money was a steady buyer of the belly on the concession, leveraged funds added TY shorts into "
          "the auction (OI +%dk), and dealers took down %.1f%% of the 10y, the most since August. Swaps saw one large payer in "
          "10y in the morning and receivers after the tail; SFR volume concentrated in M7/U7 after the Fed speakers.\n\n"
          "**Positions at the close.**\n```\nTY basis     long 4½ 11/15/33 vs short TYH7 (CF 0.9134)\nUS basis     short 4½ 02/15/44 vs long USH7\n"
          "old/new 10s  long 4¼ 08/15/36 / short 4⅛ 11/15/36\n10s SS       long 4⅛ 11/15/36 vs pay 10y SOFR (widener)\nSFR          short SFRM7\n```\n\n"
          "**Tomorrow.** 08:30 CPI, 13:00 $22bn 30y reopening, 20y announcement follow-through, CME margin change effective at the close."
          % (pn[0], r.randint(150, 176), pn[1], r.randint(60, 80), pn[2], r.randint(195, 240), pn[3], r.randint(35, 47),
             pn[4], 25, sum(pn), face, "\n".join(st["log"]), r.randint(20, 60), st["dlr"]), lab=NEAR)

    # evening positions snapshot
    d.add(d.at(18, 0, 20), "cron",
          "cron[positions_snapshot] 18:00 ET ok · book UST-BASIS-RV · rows=%d · breaks=0\n```\n"
          "TY basis    4½ 11/15/33 +%dmm / TYH7 -%s\nUS basis    4½ 02/15/44 -180mm / USH7 +1,543\n"
          "old/new 10s 4¼ 08/15/36 +%dmm / 4⅛ 11/15/36 -%dmm\n10s SS      4⅛ 11/15/36 +150mm / 10y SOFR pay 150mm\n"
          "SFR         SFRM7 -1,000\n```" % (r.randint(43, 47), 900 + face, format(int(900 * 10 * CF_TY) + hedge - 200, ","),
                                       250 + st["on_size"], 250 + st["on_size"]), lab=NOISE)

    # extra people chatter
    extra = [
        (7, 52, "dn", "TY basis screens wide this am, nobody wants to show size pre-auction"),
        (8, 3, "mk", "normal"),
        (9, 0, "dn", "old/new fills look good, avg right at the offer"),
        (9, 58, "ps", "you guys still short new 10s vs old?"),
        (10, 1, "mk", "yes"),
        (11, 52, "dn", "12 min to the SOFR pulse, nothing moving"),
        (12, 35, "mk", "dealers going in short, they'll want to cover"),
        (12, 58, "lw", "reminder: temp dv01 limit expires friday, plan the unwind of anything auction-specific"),
        (13, 55, "dn", "TW showing 11/33s 1/2 tick better than BTEC now"),
        (14, 40, "ps", "who's got the CTD grid for US, can I borrow it for a client call"),
        (14, 41, "dn", "it's in the thread from 11:08"),
        (16, 5, "dn", "20s reopen $13bn, smaller than I thought"),
        (16, 6, "mk", "same as last time"),
        (17, 40, "lw", "eod risk looks clean, thx all"),
        (20, 15, "dn", "asia opening quiet. TYH7 %s" % p64(ty + 4)),
    ]
    for h, m, who, txt in extra:
        d.add(d.at(h, m, r.randint(0, 50)), who, txt, lab=NOISE if txt == "normal" else (NEAR if txt == "yes" else None))


def _more_flow(d, st):
    """More long posts: exec plans/TCA, digests, bodies, extra snapshots."""
    r = d.r
    NOISE = ("noise",)
    NEAR = ("near",)
    X, ty, us, net, gc = st["X"], st["ty"], st["us"], st["net"], st["gc"]
    oid_on, oid_sf, oid_ub, oid_ty = st["oids"]

    # exec plans (intent, not yet confirmations)
    d.add(st["plan_on_ms"], "ex",
          "PLAN|old/new 10s|%dMM|limit %+.1fBP\n"
          "- venue: TW RFQ (5 dealers) for the package; fallback legging on BTEC with new leg first\n"
          "- clips: 2 x %dMM, max 4 min between clips, abort if spread > %+.1fBP or 10s moves > 1.5bp\n"
          "- hedge: DV01-neutral, ratio 1.003 (old/new dv01 %.4f/%.4f)\n"
          "- repo: short leg borrow pre-located o/n at %.2f%%, long leg to GC\n"
          "- expected slippage vs mid: 0.05-0.10BP\n"
          "will send on ack from riskd pre-check"
          % (st["on_size"], X, st["on_size"] // 2, X + 0.3, r.uniform(0.0805, 0.0815), r.uniform(0.0805, 0.0815), st["spec_on"]),
          lab=NEAR, idiom=None)
    d.add(st["plan_ty_ms"], "ex",
          "PLAN|TYH7 offer into settle|200|LMT %s\n- venue: CME outright, iceberg 50 shown\n- window: 14:50-15:30 ET, GTD\n"
          "- no chase; cancel at 15:30 ET per instruction\n- settle-window risk: TYH7 depth %d lots at top of book" % (p64(ty + 8), r.randint(900, 2400)),
          lab=NEAR)

    # TCA after the old/new fill (post-trade analytics)
    ms = st["tca_on_ms"]
    d.add(ms, "ex",
          "TCA|%s|old/new 10s|arrival mid %+.2fBP|avg %+.2fBP|slippage %+.2fBP|%d dealers on RFQ, %d responded|hit ratio %d%%|"
          "market impact est 0.03BP|venue TW 100%%\n"
          "leg detail: old 10s avg yld %.4f, new 10s avg yld %.4f; dv01 residual $%d/bp"
          % (oid_on, X + 0.05, X - 0.05, -0.10, 5, r.randint(3, 5), r.randint(40, 80), st["y10"] + X / 100, st["y10"] + 0.001, r.randint(-900, 900)),
          lab=NEAR)

    # cron/ci noise with bulk
    d.add(d.at(7, 30, 40), "cron",
          "cron[fails_report] 07:30 ET DTCC fails (prev day, $bn)\n```\ncusip       issue                fails   5d avg\n"
          "91282CPX3   4⅛ 11/15/36 (10s)    %.1f     %.1f\n91282CJJ1   4½ 11/15/33          %.1f     %.1f\n"
          "91282CPU9   3⅞ 11/30/31 (5s)     %.1f     %.1f\n912810UJ5   4⅝ 11/15/56 (30s)    %.1f     %.1f\n```\nbook fails: 0"
          % tuple(r.uniform(0.2, 6) for _ in range(8)), lab=NOISE)
    d.add(d.at(8, 1, 10), "cron", "cron[margin] 08:00 ET CME variation margin settled: $%+.2fmm (house), initial $%.1fmm, excess $%.1fmm"
          % (r.uniform(-3, 3), r.uniform(38, 46), r.uniform(12, 20)), lab=NOISE)
    d.add(d.at(17, 58, 0, 60), "ci",
          "ci ▸ release rv-exec v2.14.3 queued for 18:00 deploy\n"
          "changes:\n- fix: TW RFQ timeout now honours venue-side 30s cap\n- feat: GTD expiry emits CXL with reason=GTD\n"
          "- chore: CF table loader v%d\n- fix: FIL lines carry leaves qty on partials\n- perf: drop-copy reconciliation 3x faster\n"
          "approvals: 2/2 · tests 1,204 passed · risk sign-off: lwu-risk" % r.randint(310, 330), lab=NOISE)
    for h in (12, 14):
        ms = d.at(h, 2, r.randint(0, 40))
        d.add(ms, "risk", "riskd snapshot %s ET book=UST-BASIS-RV dv01_net=%+dk/600k basis_dv01_TY=%dk/180k basis_dv01_US=%dk/90k "
              "sofr_dv01=%dk/25k ss_dv01=%dk/60k var99_1d=%.2fmm · all within limits"
              % (d.hhmm(ms), r.randint(160, 340), r.randint(160, 176), r.randint(60, 80), 25 if h == 14 else 0,
                 r.randint(35, 47), r.uniform(1.4, 2.6)), lab=NOISE)

    # more headlines with bodies
    heads = [
        (9, 45, "BANK OF CANADA HOLDS OVERNIGHT RATE AT 2.25%, AS EXPECTED\n> BOC: ECONOMY 'SOFT BUT RESILIENT'; WILL ASSESS NEED FOR FURTHER SUPPORT\n> CAD WEAKER, CANADA 2Y YIELD -3BP", NOISE),
        (10, 31, "EIA: US CRUDE INVENTORIES %+.1fM BBL VS EST -1.2M; GASOLINE %+.1fM" % (r.uniform(-4, 3), r.uniform(-1, 3)), NOISE),
        (12, 15, "TREASURY'S BESSENT: NO PLANS TO INCREASE COUPON AUCTION SIZES 'FOR THE FORESEEABLE FUTURE'\n"
                 "> BESSENT: BILL SHARE CAN RUN ABOVE 20% FOR A TIME\n> BESSENT: BUYBACK PROGRAM 'WORKING AS INTENDED'", NEAR),
        (13, 50, "US STOCKS EXTEND LOSSES AFTER 10-YEAR AUCTION; S&P 500 -0.%d%%" % r.randint(3, 9), NOISE),
        (16, 22, "TIC: FOREIGN NET PURCHASES OF LONG-TERM US SECURITIES $%dB IN OCT" % r.randint(40, 160), NOISE),
        (19, 10, "FED'S DALY (NON-VOTER): SEES 'ROOM' FOR ONE MORE CUT IF JOBS DATA SOFTEN\n> DALY: BALANCE SHEET SHOULD KEEP SHRINKING SLOWLY", NOISE),
    ]
    for h, m, txt, lab in heads:
        d.add(d.at(h, m, r.randint(0, 40)), "hdl", txt, lab=lab)

    # Fed speak digest (analysis, no decision)
    d.add(d.at(14, 26, 0, 90), "rs",
          "**Fed speak digest (today)**\n"
          "- Hammack (11:30): no urgency to cut; SRF 'doing its job'. Read: hawkish for SFRM7/U7, neutral for spreads.\n"
          "- Logan (14:00): hold 'for a time', repo above IORB = reserves nearing ample; wants the SRF centrally cleared. "
          "Read: supportive of a slower QT end-game, mildly positive for swap spreads (balance-sheet relief) and for GC stability.\n"
          "- Market reaction: SFRM7 -%.1fbp since 11:30, SFRH7/M7 %+.1fbp, 2s +%.1fbp. Dec pricing unchanged.\n"
          "Next: Daly tonight (non-voter), then the blackout starts Saturday."
          % (r.uniform(2, 5), r.uniform(-2, 1), r.uniform(1, 3)), lab=NEAR)

    # SFR thread after mk's view change
    t = d.at(12, 16, 0, 30)
    th = d.add(t, "dn", "🧵 SFRM7 short — levels")
    d.add(d.after(t, 40, 80), "rs",
          "For reference on the SFRM7 short: 1bp = $25/contract, so 1,000 lots is $25k/bp, exactly the sofr_dv01 limit. "
          "Realised vol ~4.5bp/day means a 1-day 99%% move is ~10bp ($250k). The M7 contract spans 17-Jun to 16-Sep-27, so it "
          "captures both the March and June meetings. Carry is ~0 (no roll-down in a flat strip). Correlation with the TY basis "
          "book is low (0.1 over 60d); with old/new ~0.", thread=th)
    d.add(d.after(t, 200, 300), "dn", "so we're maxed on sfr dv01 now, nothing more without a bump", thread=th)
    d.add(d.after(t, 320, 400), "mk", "correct", thread=th)

    # more broker relays (other firms), near-miss
    for h, m, txt in (
            (8, 33, "[TP ICAP] TRADED: 2bn 10s WI %.3f, dealer to dealer · not us" % st["wi"]),
            (11, 5, "[BGC] axe: real money SELLING 11/33s vs TY, 150mm, wants %.1f net" % (net + 0.6)),
            (13, 26, "[Tradition] TRADED: USH7/4½ 02/44 basis 800 lots @ %.1f gross · hedge fund seller" % r.uniform(8, 14)),
            (15, 40, "[ICAP] axe: dealer OFFERING 500mm old 10s 4¼ 08/36 vs new, %+.1fbp" % (X - 0.5))):
        d.add(d.at(h, m, r.randint(0, 40)), "vb", txt, lab=NEAR)


def _research_extra(d, st):
    r = d.r
    NEAR = ("near",)
    X, ty, us, tu, fv, net, gc, term = st["X"], st["ty"], st["us"], st["tu"], st["fv"], st["net"], st["gc"], st["term"]

    # roll / delivery monitor
    rows = []
    for c, lead, px, oi in (("TU", "Z6→H7", p128(tu), r.randint(3900, 4400)), ("FV", "Z6→H7", p128(fv), r.randint(6000, 6800)),
                            ("TY", "Z6→H7", p64(ty), r.randint(4500, 5200)), ("US", "Z6→H7", p64(us), r.randint(1800, 2100))):
        rows.append("| %s | %s | %s | %dk | %.1f%% | %.2f%% | %.2f%% |" % (
            c, lead, px, oi, r.uniform(97.5, 99.6), term - r.uniform(0.05, 0.3), term - r.uniform(0.0, 0.15)))
    d.add(d.at(9, 8, 0, 120), "rs",
          "## Delivery / roll monitor\n\n"
          "| contract | roll | H7 px | OI (lots) | %% rolled | roll IRR | term repo |\n|---|---|---|---|---|---|---|\n%s\n\n"
          "December contracts are in the delivery month: last trading day for TY/US is 12/18, last delivery 12/31; TU/FV trade to "
          "the last business day. Remaining Z6 open interest is small and mostly in TU. Short deliveries so far have been the "
          "expected CTDs in every contract; no wild-card activity on TY this cycle (the 14:00-20:00 CT window has been quiet). "
          "For H7: first intention day 02/26, first notice 02/27, last trading day 03/19. The 4½ 11/33 is CTD in TY with a "
          "comfortable margin; in US the switch boundary sits roughly +60bp away (see thread).\n\n"
          "Calendar spreads traded close to fair all week; the TY roll implied repo printed within 5bp of term GC, which is "
          "consistent with leveraged funds rolling shorts rather than delivering."
          % "\n".join(rows), lab=NEAR)

    # positioning note (early morning)
    pos = []
    for c in ("TU", "FV", "TY", "TN", "US", "UB", "SR3"):
        am, lf = r.randint(200, 1900), -r.randint(200, 1800)
        pos.append("| %s | %+dk | %+dk | %+dk | %+dk |" % (c, am, r.randint(-60, 60), lf, r.randint(-60, 60)))
    d.add(d.at(6, 15, 0, 200), "rs",
          "**CFTC TFF positioning (as of Tue, released Fri; contracts)**\n\n"
          "| contract | asset mgr net | 1w chg | lev funds net | 1w chg |\n|---|---|---|---|---|\n%s\n\n"
          "Leveraged-fund shorts in TU/FV/TY remain near record in aggregate, consistent with a large outstanding cash-futures "
          "basis trade across the street. Past episodes where these shorts unwound quickly (Mar-20, Sep-19 repo) were triggered by "
          "repo dislocations, not by rate moves. The current repo backdrop (SRF available, GC ~%.2f%%, specials contained outside "
          "the new 10s) does not look like those episodes. Dealer 7-10y inventory is elevated into today's reopening."
          % ("\n".join(pos), gc), lab=NEAR)

    # old/new across tenors
    on = []
    for ten, old, new, lvl in (("2s", "3½ 10/31/28", "3⅜ 11/30/28", r.uniform(0.2, 0.8)), ("3s", "3⅝ 11/15/29", "3½ 12/15/29", r.uniform(0.3, 1.0)),
                               ("5s", "4 10/31/31", "3⅞ 11/30/31", r.uniform(0.5, 1.3)), ("7s", "4⅛ 10/31/33", "4 11/30/33", r.uniform(0.4, 1.2)),
                               ("10s", "4¼ 08/15/36", "4⅛ 11/15/36", X - 0.2), ("20s", "4⅝ 08/15/46", "4¾ 11/15/46", r.uniform(-1.0, 0.4)),
                               ("30s", "4½ 08/15/55", "4⅝ 11/15/56", r.uniform(1.0, 2.4))):
        on.append("| %s | %s | %s | %+.1f | %+.1f | %+.1f |" % (ten, old, new, lvl, lvl + r.uniform(-0.6, 0.6), r.uniform(-1.5, 2.2)))
    d.add(d.at(11, 40, 0, 90), "rs",
          "**Old/new monitor (bp, old yield minus new)**\n\n| tenor | old | new | now | 20d avg | z |\n|---|---|---|---|---|---|\n%s\n\n"
          "Into auctions the new issue normally cheapens 0.3-0.8bp and recovers over the following 1-2 weeks as the issue gets "
          "absorbed and repo specialness builds again. 30s old/new looks stretched ahead of tomorrow; 20s is inverted because the "
          "reopened 20s are the cheaper issue. 5s and 7s are quiet until month-end auctions."
          % "\n".join(on), lab=NEAR)

    # risk decomposition (afternoon)
    buckets = []
    for b in ("0-2y", "2-5y", "5-7y", "7-10y", "10-20y", "20-30y", "SOFR fut", "swaps 10y"):
        buckets.append("| %s | %+dk | %+dk | %+dk |" % (b, r.randint(-80, 80), r.randint(-60, 60), r.randint(-40, 40)))
    d.add(d.at(16, 12, 0, 90), "rs",
          "**Risk decomposition after the settle** (DV01 $k by bucket: cash / futures / net)\n\n"
          "| bucket | cash | futures | net |\n|---|---|---|---|\n%s\n\n"
          "The book is close to flat outright; the residual is a small 2s10s flattener coming from the TY basis CF hedge and the "
          "short SFRM7. Largest single-name exposures: 4½ 11/33 (long), 4⅛ 11/36 (short via old/new, long via the swap-spread leg), "
          "4½ 02/44 (short). Repo roll risk concentrates in the new 10s borrow, rolled o/n. "
          "Scenario P/L (parallel): -25bp %+dk · +25bp %+dk; 2s10s ±10bp %+dk / %+dk; new-10s repo -100bp %+dk."
          % ("\n".join(buckets), r.randint(-120, 60), r.randint(-60, 120), r.randint(-40, 40), r.randint(-40, 40), -r.randint(20, 60)), lab=NEAR)

    # exec EOD TCA
    d.add(d.at(17, 48, 0, 60), "ex",
          "TCA|EOD|book=UST-BASIS-RV\n```\nstrategy        notional   arrival   avg      slip     venue\n"
          "old/new 10s     %4dmm    %+.2fbp   %+.2fbp  %+.2fbp  TW\n10s SS trim     50mm      n/a       n/a      n/a      voice\n"
          "SFRM7           1,000     %.3f    %.3f   %+.1ft    CME\nTY basis        %4dmm    n/a       n/a      n/a      TW/CME\n```\n"
          "agent-routed orders: 4 · sent: 2 · risk-blocked: 1 · expired: 1 · manual tickets (OMS): 2"
          % (st["on_size"], X + 0.05, X - 0.05, -0.10, st["sfr"] - 0.005, st["sfr"], 1.0, st["face"]), lab=NEAR)


def _qa(d, st):
    """Humans ask, the research agent answers at length (analysis, no decisions)."""
    r = d.r
    X, ty, net, gc = st["X"], st["ty"], st["net"], st["gc"]
    pairs = [
        ((8, 50), "dn", "why does TN/TY never move into auctions?",
         "TN/TY is mostly a CTD-duration spread: TN's CTD is a ~9.5y note and TY's is the 4½ 11/33 (~6.9y), so the spread behaves "
         "like a 7s10s curve trade scaled by the hedge ratio (~0.78). Reopenings add supply to the 10y point, which TN's basket "
         "straddles, but dealers hedge the takedown with TY because it is deeper — both legs get hit and the spread barely moves. "
         "It does move around the quarterly roll (TN rolls later and thinner) and when TN's CTD changes; neither applies this week. "
         "Realised vol of the spread is ~0.9 ticks/day vs ~6 ticks for TY outright."),
        ((10, 28), "mk", "how much did the buyback actually take out of the 11/33s vs float",
         "Today's accepted amount in the 4½ 11/15/33 is ~%d%% of the private float (SOMA holds ~%d%% of the issue, stripped "
         "another ~%d%%). Cumulatively the liquidity-support buybacks have removed ~%d%% of float since the program started. "
         "That is why the issue trades ~25bp special in repo despite being off-the-run: the deliverable supply left for March "
         "is ~$%dbn against ~$%dbn of TY open interest at CF-adjusted size, a ratio that is tighter than in the last two cycles."
         % (r.randint(1, 3), r.randint(18, 26), r.randint(4, 9), r.randint(6, 11), r.randint(60, 80), r.randint(55, 70))),
        ((13, 36), "dn", "did the tail change anything for the TY basis?",
         "Marginally. The basis moved ~+0.5/32 on the print because the futures sold off with the 10s while the 11/33s were "
         "supported by the morning buyback. CTD rank is unchanged (the 4¼ 02/34 would need ~+45bp). Implied repo on the CTD "
         "dropped ~3bp to %.2f%%, widening the gap to term GC. Net basis ~%.1f/32. The delivery option is still close to zero, "
         "so the position behaves like a carry trade financed at term."
         % (st["irr"] - 0.03, net + 0.5)),
        ((18, 50), "dn", "what's the carry on old/new overnight with the short leg special?",
         "On $%dmm per leg: long 4¼ 08/36 financed at GC (%.2f%%), short 4⅛ 11/36 borrowed at ~%.2f%% (you earn the special "
         "rate on the cash lent against it). Coupon differential is +1/8 in our favour, accrual ~$%dk/day. Net of repo "
         "the position runs about -0.05bp/day in spread terms, i.e. ~$%dk/day. If the special collapses to GC-50bp after "
         "settlement, carry turns positive."
         % (st["on_size"], gc, st["spec_on"] + 0.2, st["on_size"] * 17 // 1000, st["on_size"] * 4 // 100)),
        ((16, 48), "mk", "swap spreads: is the tail or the swaps flow doing the work today",
         "Mostly the tail. The morning payer (~$2bn 10y) moved 10s spreads ~0.5bp and it retraced by noon; the post-auction move "
         "(+%.1fbp) came with Treasuries cheapening against swaps across 7-10y, which is the supply channel. Regression of daily "
         "spread changes on auction tails since 2023 gives ~0.6bp of widening per 1bp of tail in the auctioned tenor, with "
         "half-life ~4 sessions. Balance-sheet capacity into year-end works the other way (tightening bias from late December)."
         % r.uniform(0.6, 1.4)),
        ((20, 50), "dn", "if 30s tail tomorrow does our US short basis care?",
         "Only through level. The reopened 30y (4⅝ 11/15/56) is not in the USH7 basket; a tail cheapens the long end and tends to "
         "steepen 10s30s, which moves the US switch boundary ~5bp closer per 10bp of steepening — still far from the +60bp "
         "crossover. Expect the CTD 4½ 02/44 to cheapen a little with the curve and the futures to follow; the net basis change "
         "would be within ±0.5/32 for a 1-2bp tail."),
    ]
    for (h, m), who, q, a in pairs:
        t = d.at(h, m, r.randint(0, 40))
        qm = d.add(t, who, q)
        d.add(d.after(t, 50, 140), "rs", a, reply=qm)


def _desk_notes(d, st):
    r = d.r
    NEAR = ("near",)
    X, ty, us, net = st["X"], st["ty"], st["us"], st["net"]
    d.add(d.at(9, 50, 0, 90), "rs",
          "**Open recap 09:30-09:50**\n"
          "- 10s %+.1fbp, curve %s; TYH7 volume %dk in the first 20 minutes, 40%% above the 20d pace\n"
          "- the fast-money TY seller from 09:20 finished ~%dk lots; basis widened 0.2/32 then came back\n"
          "- old/new 10s steady at %+.1f after our fills; the TW RFQ showed 4 dealers within 0.1bp\n"
          "- swaps: 10y SOFR paid in size by one real-money account (see voice), spreads %+.1fbp\n"
          "- repo: new 10s special unchanged, GC firm at %.2f%%\n"
          "- no change in the TY CTD rank; US switch boundary ~+%dbp"
          % (r.uniform(-1.5, 1.5), r.choice(["a touch flatter", "a touch steeper", "unchanged"]), r.randint(90, 160),
             r.randint(8, 15), X - 0.1, r.uniform(0.2, 0.8), st["gc"], r.randint(58, 66)), lab=NEAR)
    d.add(d.at(14, 42, 0, 60), "rs",
          "**Settle window checklist (14:59-15:00 ET)**\n"
          "- marks: CME settles feed the TY/US basis P/L; cash marks at 15:00 BVAL snap\n"
          "- CF-weighted hedge ratios: TY 0.9134, US 0.8571 (unchanged for H7)\n"
          "- working orders into settle: see rv-exec\n"
          "- basis P/L sensitivity to a 1-tick settle print vs mid: TY ~$%dk, US ~$%dk\n"
          "- margin: TY maintenance rises to $2,600 at tomorrow's close, house impact ~$%.1fmm"
          % (r.randint(20, 30), r.randint(8, 14), r.uniform(0.5, 1.2)))
    d.add(d.at(18, 35, 0, 120), "rs",
          "**Week ahead (ET)**\n"
          "| day | time | event | relevance |\n|---|---|---|---|\n"
          "| Thu | 08:30 | CPI (Nov) | level/vol for all books |\n| Thu | 13:00 | $22bn 30y reopening | US basis via curve |\n"
          "| Fri | 08:30 | PPI | low |\n| Mon | 11:00 | 20-30y buyback | US CTD 4½ 02/44 eligible |\n"
          "| Tue | 13:00 | $13bn 20y reopening | watchlist (20s) |\n| Wed | 14:00 | FOMC + SEP | SFRM7 |\n"
          "| Wed | — | new 10s settle 12/15 | old/new repo specialness |\n\n"
          "Repo calendar: the 12/15 tax date + coupon settlement tends to lift GC 5-10bp for a day; year-end turn "
          "currently priced ~%dbp over GC for 12/31-1/2." % r.randint(15, 35), lab=NEAR)


def _overnight_notes(d, st):
    r = d.r
    NEAR = ("near",)
    X, ty, net, gc = st["X"], st["ty"], st["net"], st["gc"]
    d.add(d.at(3, 5, 0, 240), "rs",
          "**London open 03:00 ET**\n"
          "- gilts %+.1fbp, Bunds %+.1fbp, OATs %+.1fbp; EGB supply today: Bund 10y €4bn\n"
          "- UST 10s %.3f%%, TYH7 %s; volume light (%dk lots since Asia open)\n"
          "- JGB 30s %.3f%% after the minutes; JPY +0.3%%\n"
          "- European real money bought 5s vs sold 30s through BGC/TP (~250k DV01 steepener)\n"
          "- repo: Eurex GC pooling quiet; UST specials indications unchanged from the close\n"
          "Overnight P/L estimate on the book: %+dk (mostly old/new drift)."
          % (r.uniform(-1.5, 1.5), r.uniform(-2, 1), r.uniform(-1.5, 1.5), st["y10"] + 0.003, p64(ty - 2), r.randint(40, 90),
             r.uniform(3.30, 3.45), r.randint(-40, 60)), lab=NEAR)
    d.add(d.at(19, 5, 0, 240), "rs",
          "**Tokyo open 19:00 ET**\n"
          "- 10s %.3f%% (%+.1fbp vs NY close), TYH7 %s; volume thin\n"
          "- JGB futures %+.2f; BoJ rinban schedule for next week unchanged\n"
          "- Aussie 10s %+.1fbp ahead of employment data (20:30 ET)\n"
          "- no headlines on our names since the close; 30y WI %.3f%%\n"
          "Overnight watch: 30s WI, JGB 30s > 3.5%%, any Treasury buyback announcement."
          % (st["hy"] - 0.004, r.uniform(-1, 1), p64(ty + 4), r.uniform(-0.2, 0.2), r.uniform(-2, 2), st["y10"] + 0.62), lab=NEAR)
    base = 100 - st["sfr"]
    d.add(d.at(15, 20, 0, 120), "rs",
          "**SOFR strip after Logan**\n```\ncontract   px       chg(bp)  open int\nSFRZ6      %.3f   %+.1f     %dk\nSFRH7      %.3f   %+.1f     %dk\n"
          "SFRM7      %.3f   %+.1f     %dk\nSFRU7      %.3f   %+.1f     %dk\nSFRZ7      %.3f   %+.1f     %dk\n```\n"
          "Whites/reds flatter by ~1bp; the March meeting is now priced ~%d%% for a cut. Volume in M7 %dk, 1.4x average."
          % (100 - base - 0.10, r.uniform(-1, 0.5), r.randint(900, 1200), 100 - base - 0.05, r.uniform(-2, 0.5), r.randint(1000, 1400),
             100 - base - 0.005, r.uniform(-4, -1), r.randint(900, 1300), 100 - base + 0.03, r.uniform(-4, -1), r.randint(700, 1000),
             100 - base + 0.04, r.uniform(-3, 0), r.randint(800, 1100), r.randint(25, 45), r.randint(300, 520)), lab=NEAR)
    d.add(d.at(12, 2, 40), "cron",
          "cron[positions_snapshot] 12:00 ET ok · book UST-BASIS-RV · rows=%d · breaks=0 · intraday fills booked=%d · "
          "pending allocations=0 · OMS/clearing match 100%%" % (r.randint(42, 46), r.randint(4, 7)), lab=("noise",))
    t = d.at(7, 40, 0, 40)
    q = d.add(t, "dn", "rs what's the hedge ratio on the 11/33s exactly, CF or dv01?")
    d.add(d.after(t, 40, 90), "rs",
          "We hedge at CF (0.9134) for the basis itself, so %dmm face = %d TYH7. A DV01-weighted hedge would be ~%d "
          "(CTD DV01 / futures DV01 = %.4f), but that leaves a carry-driven mismatch into delivery; the difference is the "
          "~%d-lot tail the desk tidies after the CF roll. For P/L attribution the two are reported separately."
          % (st["face"], st["hedge"], int(st["hedge"] * 1.02), 0.9134 * 1.02, int(st["hedge"] * 0.02)), reply=q)


def _analysis_notes(d, st):
    r = d.r
    NEAR = ("near",)
    X, ty, net, gc, term = st["X"], st["ty"], st["net"], st["gc"], st["term"]
    d.add(d.at(8, 22, 0, 60), "rs",
          "**Repo specials: how the new 10s got here**\n\n"
          "Specialness in a reopened 10y follows a familiar arc: it builds after the original issue as dealers and funds short "
          "it against futures and swaps, peaks into the reopening (borrow demand from WI shorts), and collapses after settlement "
          "when the new supply lands. This cycle the o/n special went from GC-40 on 11/17 to GC-%d today; term to 12/15 is "
          "trading ~15bp less special than o/n, which prices most of the collapse already.\n\n"
          "Fails are the tell: DTCC fails in 91282CPX3 peaked at ~$6bn on Monday and are ~$%.1fbn now. The Fed's securities "
          "lending facility lent ~$%.1fbn of the issue yesterday, the most since October. When fails and SOMA lending both "
          "fall, specialness usually eases within two sessions.\n\n"
          "For anyone short the issue (outright or via spreads) the relevant number is the running cost: at GC-%d, $100mm short "
          "costs ~$%dk/day more than at GC. That is the number to compare with the expected cheapening of the issue."
          % (int(round((gc - st["spec_on"]) * 100)), r.uniform(1.5, 4.0), r.uniform(0.5, 2.5), int(round((gc - st["spec_on"]) * 100)),
             int(round((gc - st["spec_on"]) * 100 * 100 / 360 / 100 * 10))), lab=NEAR)
    d.add(d.at(11, 50, 0, 60), "rs",
          "## Why the TY basis is rich: a decomposition\n\n"
          "Gross basis of the 4½ 11/33 vs TYH7 is ~%.1f/32. Splitting it:\n"
          "| component | 32nds | comment |\n|---|---|---|\n"
          "| carry to delivery (coupon - repo) | %.1f | financed at term GC %.2f%% |\n"
          "| delivery option (switch + timing) | %.1f | switch needs +45bp; timing ~0.2 |\n"
          "| repo specialness of CTD | %.1f | ~25bp special on buyback demand |\n"
          "| residual (supply/demand for futures) | %.1f | leveraged-fund shorts near record |\n\n"
          "The residual is what a basis trader actually earns or pays. It is small and positive now, i.e. futures are slightly "
          "cheap to the cash after carry, which is the usual state when leveraged funds are the marginal short and asset managers "
          "the marginal long. Historically the residual has ranged from -2/32 to +4/32 in the last 11 weeks before delivery.\n\n"
          "What would change the picture: a large CTD buyback (supportive), a repo squeeze at year-end (supportive for long cash "
          "if we hold term repo, harmful if rolling o/n), or a sharp sell-off that brings the 4¼ 02/34 into play (the switch "
          "option becomes valuable, which hurts a long basis). None of these is in the base case for the next two weeks."
          % (net + 4.0, 3.6, term, 0.3, 0.4, net - 0.3), lab=NEAR)


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def _final_text(m):
    content = m["edits"][-1][1] if m["edits"] else m["content"]
    parts = [content]
    for e in m["embeds"]:
        for key in ("title", "description", "author", "footer"):
            if e.get(key):
                parts.append(str(e[key]))
        for f in e.get("fields", []):
            parts.append("%s %s" % (f["name"], f["value"]))
    return "\n".join(parts)


def _build_day(seed, ch_idx, day_idx, start_ms):
    h = hashlib.sha256(("%s|%d|%d|%d" % (DESK, seed, ch_idx, day_idx)).encode()).hexdigest()
    rng = random.Random(int(h[:16], 16))
    chan = _channel_id(ch_idx)
    d = _Day(rng, chan, start_ms, ch_idx, day_idx)
    st = _script(d)
    _background(d, st)

    # assign ids, strictly increasing with time
    d.msgs.sort(key=lambda m: (m["ms"], m["k"]))
    prev = -1
    worker = (3 + ch_idx * 5 + day_idx) % 32
    for seq, m in enumerate(d.msgs):
        if m["ms"] <= prev:
            m["ms"] = prev + 1
        prev = m["ms"]
        m["id"] = str(_snow(m["ms"], worker, seq))
    for m in d.msgs:
        m["cid"] = m["thread"]["id"] if m["thread"] else chan
        if m["reply"] is not None:
            assert m["reply"]["ms"] < m["ms"], "reply before original"

    events = []
    order = 0

    def push(ms, ev):
        nonlocal order
        events.append((ms, order, ev))
        order += 1

    for m in d.msgs:
        pid, name, bot = PEOPLE[m["who"]]
        msg = {"id": m["id"], "author_id": pid, "author_name": name, "author_bot": bot,
               "created_at": _iso(m["ms"]), "content": m["content"], "attachments": m["att"],
               "embeds": m["embeds"], "reference_id": m["reply"]["id"] if m["reply"] else None,
               "pinned": False}
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["cid"]}
        if m["thread"]:
            ev["parent_channel_id"] = chan
        ev["message"] = msg
        push(m["ms"], ev)
    for ms, kind, p in d.ops:
        base = {"guild_id": GUILD_ID}
        if kind == "edit":
            m, content = p
            ev = dict(op="edit", channel_id=m["cid"], message_id=m["id"], edited_at=_iso(ms), content=content, **base)
        elif kind == "delete":
            ev = dict(op="delete", channel_id=p["cid"], message_id=p["id"], deleted_at=_iso(ms), **base)
        elif kind == "bulk_delete":
            ev = dict(op="bulk_delete", channel_id=p[0]["cid"], message_ids=[x["id"] for x in p], deleted_at=_iso(ms), **base)
        elif kind == "forget":
            m, by = p
            ev = dict(op="forget", channel_id=m["cid"], message_id=m["id"], requested_by=PEOPLE[by][0], at=_iso(ms), **base)
        elif kind == "pin":
            m, by = p
            ev = dict(op="pin", channel_id=m["cid"], message_id=m["id"], by=PEOPLE[by][0], at=_iso(ms), **base)
        elif kind == "react":
            m, emoji, who = p
            ev = dict(op="reaction_add", channel_id=m["cid"], message_id=m["id"], emoji=emoji, user_id=PEOPLE[who][0], at=_iso(ms), **base)
        ev = {"op": ev.pop("op"), "guild_id": ev.pop("guild_id"), "channel_id": ev.pop("channel_id"), **ev}
        push(ms, ev)

    labels = {"hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for m in d.msgs:
        lab = m["lab"]
        if m["removed"]:
            labels["removed_texts"].append(m["removed"])
        if lab and lab[0] == "hard":
            labels["hard_events"].append({
                "channel_id": m["cid"], "message_id": m["id"], "event_type": lab[1],
                "facts": lab[2], "phrasing": lab[3], "final_state": m["state"]})
            for s in m["superseded"]:
                labels["superseded_facts"].append([m["cid"], m["id"], s])
        elif lab and lab[0] == "noise" and m["state"] == "live":
            labels["noise_message_ids"].append(m["id"])
        elif lab and lab[0] == "near" and m["state"] == "live":
            labels["near_miss_ids"].append(m["id"])
        if m["idiom"]:
            labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    return events, labels, d


def generate(seed=1, end=None, channels=1, days=1):
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    all_events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for day_idx in range(days):
        start_ms = end_ms - (days - day_idx) * 86400000
        for ch_idx in range(channels):
            ev, lab, _ = _build_day(seed, ch_idx, day_idx, start_ms)
            all_events.extend(ev)
            for k in ("hard_events", "superseded_facts", "removed_texts", "noise_message_ids", "near_miss_ids"):
                labels[k].extend(lab[k])
            if day_idx == 0 and ch_idx == 0:
                labels["idioms"] = lab["idioms"]
    all_events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in all_events], "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description="us_treasury_basis_rv desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    out = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in out["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    lab = out["labels"]
    sys.stderr.write("%s: %d events, %d hard, %d noise, %d near-miss\n" % (
        DESK, len(out["events"]), len(lab["hard_events"]), len(lab["noise_message_ids"]), len(lab["near_miss_ids"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
