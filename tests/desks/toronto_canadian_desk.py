#!/usr/bin/env python3
"""Blind desk fixture: a Toronto desk trading Canadian equities, TSX 60 futures,
GoC bonds / BAX / CGB futures, USD/CAD and WCS/WTI crude differentials.

Standard library only; every output is a pure function of the arguments.
CLI: python -m tests.desks.toronto_canadian_desk --out cap.jsonl --labels labels.json
     [--seed N] [--channels N] [--days N] [--end ISO]
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "toronto_canadian_desk"
EPOCH = 1420070400000
UTC = timezone.utc
GUILD = "1318842076615180288"
DEFAULT_END = datetime(2026, 12, 4, 5, 0, tzinfo=UTC)  # midnight ET closing Thu 3 Dec 2026

P = {  # key: (author id, name, bot)
    "pm": ("1103958271640281138", "Mathieu Gagnon", False),
    "jr": ("1210477390512734209", "jkwan", False),
    "cop": ("1276620148837302342", "desk-copilot", True),
    "oms": ("1151092736480011284", "oms-bridge", True),
    "risk": ("1151093001274810419", "pretrade-risk", True),
    "news": ("1189204457013391360", "wire-tsx", True),
    "cron": ("1151094412230647848", "desk-cron", True),
    "ci": ("1151094790387312650", "ci-deploy", True),
    "pnl": ("1244518093388660786", "pnl-snap", True),
    "alert": ("1244518529017315421", "px-alerts", True),
    "dave": ("1098241734465190018", "Dave Okafor (rates)", False),
    "comp": ("1120834498210287616", "compliance-tor", False),
}


def chan_id(k):
    return str(1318843301938135091 + k * 7340033117)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def ev_text(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        parts += [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
        for f in e.get("fields", []):
            parts += [f["name"], f["value"]]
    return "\n".join(p for p in parts if p)


class Day:
    def __init__(self, k, day_idx, start, rng):
        self.k, self.ch, self.rng = k, chan_id(k), rng
        self.t0 = int(start.timestamp() * 1000)
        self.date = start.strftime("%Y-%m-%d")
        self.ev, self.used, self.seq, self.n = [], set(), day_idx * 997, 0
        self.text, self.chan_of = {}, {}
        self.L = {"hard_events": [], "superseded_facts": [], "removed_texts": [],
                  "noise_message_ids": [], "near_miss_ids": [], "idioms": []}

    def ms(self, minute, jitter=True):
        m = self.t0 + int(minute * 60000) + (self.rng.randint(0, 35000) if jitter else 0)
        while m in self.used:
            m += 1
        self.used.add(m)
        return m

    def sf(self, ms):
        self.seq += 1
        return str(((ms - EPOCH) << 22) | ((self.k % 32) << 17) | (self.seq % 4096))

    def add(self, ms, d):
        self.n += 1
        self.ev.append((ms, self.n, d))

    def post(self, minute, who, content="", embeds=None, ref=None, th=None, pinned=False):
        ms = self.ms(minute)
        mid = self.sf(ms)
        aid, name, bot = P[who]
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(ms), "content": content, "attachments": [],
               "embeds": embeds or [], "reference_id": ref}
        if pinned:
            msg["pinned"] = True
        d = {"op": "create", "guild_id": GUILD, "channel_id": th or self.ch}
        if th:
            d["parent_channel_id"] = self.ch
        d["message"] = msg
        self.add(ms, d)
        self.text[mid] = ev_text(content, embeds)
        self.chan_of[mid] = th or self.ch
        return mid

    def thread(self, minute):
        return self.sf(self.ms(minute, False))

    def _op(self, minute, mid, op, **kw):
        ms = self.ms(minute)
        d = {"op": op, "guild_id": GUILD, "channel_id": self.chan_of[mid], "message_id": mid}
        for key, v in kw.items():
            d[key] = iso(ms) if v == "@" else v
        self.add(ms, d)

    def edit(self, minute, mid, content):
        self._op(minute, mid, "edit", edited_at="@", content=content)
        self.text[mid] = content

    def delete(self, minute, mid, snippet):
        self._op(minute, mid, "delete", deleted_at="@")
        self.L["removed_texts"].append(snippet)

    def forget(self, minute, mid, snippet):
        self._op(minute, mid, "forget", requested_by=P["comp"][0], at="@")
        self.L["removed_texts"].append(snippet)

    def bulk(self, minute, mids, snippets):
        ms = self.ms(minute)
        self.add(ms, {"op": "bulk_delete", "guild_id": GUILD, "channel_id": self.ch,
                      "message_ids": mids, "deleted_at": iso(ms)})
        self.L["removed_texts"] += snippets

    def pin(self, minute, mid, who="pm"):
        self._op(minute, mid, "pin", by=P[who][0], at="@")

    def react(self, minute, mid, emoji, who):
        self._op(minute, mid, "reaction_add", emoji=emoji, user_id=P[who][0], at="@")

    # labels
    def H(self, mid, typ, facts, phr, state="live"):
        self.L["hard_events"].append({"channel_id": self.chan_of[mid], "message_id": mid, "event_type": typ,
                                      "facts": facts, "phrasing": phr, "final_state": state})

    def noise(self, mid):
        self.L["noise_message_ids"].append(mid)
        return mid

    def near(self, mid):
        self.L["near_miss_ids"].append(mid)
        return mid

    def idiom(self, mid, name, exp):
        if self.k == 0:
            self.L["idioms"].append({"message_id": mid, "idiom": name, "expected": exp})


def hm(h, m=0):
    return h * 60 + m


CURVE = [0.15, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 1.6, 3.0, 4.2, 4.0, 3.4, 2.4, 2.8, 3.4, 4.0, 3.0, 1.4,
         0.7, 0.5, 0.4, 0.3, 0.2, 0.15]


def build_day(k, day_idx, start, seed):
    r = random.Random(f"{DESK}|{seed}|{k}|{day_idx}")
    D = Day(k, day_idx, start, r)
    f2 = lambda x: f"{x:.2f}"
    su = round(r.uniform(54.8, 58.2), 2); su_stp = round(su - 1.30, 2)
    cnq = round(r.uniform(42.0, 46.5), 2); ry = round(r.uniform(128, 136), 2)
    enb = round(r.uniform(56.0, 60.0), 2); shop = round(r.uniform(150, 172), 2)
    sxf = round(r.uniform(1795, 1845) * 2) / 2
    cgb = round(r.uniform(126.2, 129.4), 2)
    fx = round(r.uniform(1.3920, 1.4080), 4)
    wti = round(r.uniform(58, 66), 2); diff = round(r.uniform(-13.2, -10.6), 2)
    base = 41000 + r.randint(0, 700) + 1000 * ((day_idx + 3 * k) % 9)
    oid = lambda n: f"TOR-{base + n}"
    sz_su = r.choice([30, 35, 40, 45]); sz_fx = r.choice([20, 25, 30]); n_sxf = r.choice([10, 12, 15])
    sz_shop = r.choice([25, 30]); sz_shop_cap = sz_shop - 6
    date = D.date

    # ---------------- noise: heartbeats, cron, CI, pnl, alerts ----------------
    for h in range(24):
        D.noise(D.post(hm(h, 0), "oms", f"hb|oms-bridge|seq={r.randint(10000, 99999)}|lat_ms={r.randint(2, 19)}"
                                       f"|fix=UP|xtse=UP|mx=UP|ice=UP|q=0"))
    for h in range(0, 24, 2):
        D.noise(D.post(hm(h, 15), "risk", f"event=heartbeat engine=pretrade-risk v3.8.1 status=ok limits=all_ok "
                                        f"books=4 lat_ms={r.randint(1, 6)}"))
    for m, t in [(hm(1, 5), "cron: nightly-recon done · 0 breaks · 0 routed · 212 trades checked"),
                 (hm(5, 30), "cron: corp-actions sync (TSX/TSXV/NEO) · 14 records · 0 affecting book"),
                 (hm(6, 45), "cron: SOD positions loaded · 23 lines · acct=CDN-EQ-ALPHA · fx=BoC noon-equiv"),
                 (hm(16, 20), "cron: EOD recon started (XTSE, MX, ICE, FX-RFQ)"),
                 (hm(16, 52), "cron: EOD recon done · 0 breaks · 0 routed")]:
        D.noise(D.post(m, "cron", t))
    D.noise(D.post(hm(5, 40), "ci", "deploy oms-bridge v2.14.3 → prod ✅ (sha 9c1e2f7, 41s, canary ok)"))
    D.noise(D.post(hm(17, 5), "ci", "❌ nightly build failed: risk-adapters\n```\nTraceback (most recent call last):\n"
                   "  File \"adapters/mx_limits.py\", line 88, in load_limits\n    cfg = yaml.safe_load(fh)\n"
                   "  File \"yaml/__init__.py\", line 125, in safe_load\n    return load(stream, SafeLoader)\n"
                   "yaml.scanner.ScannerError: mapping values are not allowed here\n"
                   "  in \"limits/cdn_eq_alpha.yaml\", line 41, column 17\n```\njob #5531 · runner tor-ci-03"))
    D.noise(D.post(hm(17, 40), "ci", "✅ nightly build fixed: risk-adapters (job #5532, 2m13s)"))
    for m in [hm(7, 0), hm(12, 0), hm(14, 0), hm(16, 15), hm(20, 30)]:
        pl = r.randint(-900, 1400)
        D.noise(D.post(m, "pnl", "", embeds=[{"title": "PnL snapshot · CDN-EQ-ALPHA", "fields": [
            {"name": "Day", "value": f"{pl:+,}k CAD", "inline": True},
            {"name": "MTD", "value": f"{pl * 3 + r.randint(-2000, 4000):+,}k CAD", "inline": True},
            {"name": "Gross", "value": f"{r.uniform(180, 260):.1f}M", "inline": True}],
            "footer": "marks: XTSE last · MX settle est · FX mid"}]))
    alerts = [f"⚠️ USDCAD {fx - 0.0011:.4f} crossed {fx - 0.0010:.3f}0 ↓",
              f"⚠️ WCS-WTI diff {diff + 0.4:.2f} (Δ +0.40 on day)",
              f"⚠️ SU.TO {su + 0.9:.2f} new 52w high",
              f"⚠️ CGBH7 {cgb + 0.18:.2f} +18 ticks",
              f"⚠️ SXFZ6 {sxf - 6:.1f} below 20d MA",
              f"⚠️ WTI {wti + 1.1:.2f} +1.8% on the day"]
    for i, a in enumerate(alerts):
        D.noise(D.post(hm(9, 50) + i * 57, "alert", a))
    rc = [D.post(hm(3, 12) + i, "oms", f"WARN oms-bridge: FIX session CDN-EQ-MX disconnected (ECONNRESET), "
                                     f"reconnecting in 5s (attempt {i + 1}/10)") for i in range(3)]
    for x in rc:
        D.noise(x)
    D.bulk(hm(3, 41), rc, ["FIX session CDN-EQ-MX disconnected (ECONNRESET)"])
    D.noise(D.post(hm(13, 22), "oms", "WARN oms-bridge: websocket to risk gateway closed 1006, reconnecting"))
    D.noise(D.post(hm(13, 23), "oms", "ERROR oms-bridge reconnect\n```\nConnectionResetError: [Errno 104] "
                   "Connection reset by peer\n  at bridge/risk_ws.py:212 in _pump\n  at bridge/risk_ws.py:171 in "
                   "run\nretry=2 backoff=4.0s\n```"))
    D.noise(D.post(hm(13, 24), "oms", "INFO oms-bridge: risk gateway reconnected, 0 msgs lost (seq gap check ok)"))
    for m in [hm(9, 25), hm(13, 5), hm(16, 40), hm(22, 10)]:
        D.noise(D.post(m, "cop", f"status: {r.randint(0, 4)} tasks open · exec-agent "
                       f"{r.choice(['idle', 'working 1', 'working 2'])} · next sweep {(m + 30) // 60:02d}:"
                       f"{(m + 30) % 60:02d} ET"))

    # ---------------- overnight analysis (near-miss: trading words, no decision) ----------------
    D.near(D.post(hm(2, 30), "cop",
        f"**Overnight read · {date}**\nCrude drifted in Asia, WTI {wti - 0.4:.2f}. The WCS Hardisty diff sits at "
        f"{diff - 0.3:.2f}; if it widened back past -14 the widening trade would start working again, and a buyer of "
        f"the diff at these levels is effectively betting TMX nominations roll over in Q1. Historically the diff "
        f"widens into turnaround season (Feb-Apr) by 2-4 $/bbl, but the sample since TMX start-up is only two "
        f"seasons, so I would not lean on it.\n\nOn the equity side, SU and CNQ trade at {r.uniform(5.2, 6.1):.1f}x "
        f"and {r.uniform(6.0, 6.9):.1f}x EV/DACF against a 5y average near 5.6x; the relative value case for "
        f"switching between them is thin. Banks: TD reports Thursday pre-open, consensus adj. EPS "
        f"{r.uniform(1.95, 2.15):.2f}; the AML remediation spend line is the swing factor. The CAD curve "
        f"bull-steepened 3 bps overnight with the front end pricing ~{r.randint(10, 35)}% odds of a BoC cut in "
        f"January. USD/CAD {fx + 0.0012:.4f}, range-bound 1.39-1.41 for eleven sessions. Nothing here calls for "
        f"action before the open; flagging only."))

    # ---------------- pre-market ----------------
    cnq_news = D.post(hm(6, 30), "news", "", embeds=[{
        "title": "Canadian Natural Resources Limited announces 2027 capital budget",
        "description": f"CALGARY, AB — Canadian Natural Resources Limited (TSX: CNQ) (NYSE: CNQ) announced a 2027 "
                       f"capital budget of approximately $6.3 billion, targeting production of 1,590-1,630 MBOE/d. "
                       f"The Board also approved a quarterly dividend increase to $0.6{r.randint(0, 9)} per share.",
        "author": "Canada Newswire", "footer": "CNW · 06:30 ET"}])
    D.H(cnq_news, "held_position_news", ["Canadian Natural Resources", "2027 capital budget"], "embed")
    D.idiom(cnq_news, "held name by company name in newswire embed", "held_position_news")

    note = D.post(hm(7, 15), "cop",
        f"**Morning note · {date} · CDN equities / rates / FX**\n\n"
        f"**Overnight.** WTI {wti:.2f} ({r.uniform(-1, 1):+.2f}), WCS Hardisty diff {diff:.2f} vs "
        f"{diff - 0.45:.2f} yesterday — the tightening is mostly TMX nominations running above 90% and the Enbridge "
        f"Mainline apportionment print coming in lower than feared. Asia was quiet; Nikkei {r.uniform(-1, 1):+.1f}%, "
        f"HSI {r.uniform(-1.5, 1.5):+.1f}%. US futures {r.uniform(-0.5, 0.5):+.2f}% into ISM services. USD/CAD "
        f"{fx:.4f}, loonie a touch firmer with crude; 2y GoC {r.uniform(2.3, 2.6):.3f}%, 10y "
        f"{r.uniform(3.0, 3.3):.3f}%.\n\n"
        f"**Book (SOD).** Long SU 60k, CNQ 85k, RY 40k, ENB 120k; long BAXH7 300 lots; long 400 kbbl of the Jan "
        f"WCS/WTI widening; flat SXF, flat CGB, flat USD/CAD. Watchlist: SHOP, ABX, TD.\n\n"
        f"**Energy.** The integrated names are pricing roughly $62 WTI and a -13 diff; every dollar of diff "
        f"tightening is worth ~1.5% on SU's 2027 FCF by my model, a bit less for CNQ given the synthetic crude "
        f"mix. Upgrader turnaround at Base Plant is finished per the operator update, which removes the usual "
        f"Q4 volume overhang. Pipeline names: ENB trades {r.uniform(7.4, 8.2):.1f}% yield, the Mainline tolling "
        f"settlement is the only open item and the hearing calendar pushed it to Q2.\n\n"
        f"**Banks.** TD reports Thursday pre-open; RY reported last week (CET1 13.{r.randint(1, 9)}%, PCLs in "
        f"line). The sector is flat YTD relative to the TSX and still trades at a discount to its 10y P/E; the "
        f"domestic mortgage renewal wall is the debate, not credit.\n\n"
        f"**Rates.** Bank of Canada at 09:45 ET. OIS prices ~{r.randint(75, 92)}% odds of a hold; a hold with a "
        f"dovish statement is the consensus. Our BAXH7 length is the way we express that.\n\n"
        f"**Actions.** Per yesterday's sign-off from Mathieu I am routing the ENB add (30k, VWAP to the close, 15% "
        f"max participation) to exec-agent at the open. Nothing else is staged from my side; the SU idea is "
        f"Jenny's to bring.\n\n"
        f"**Calendar.** 08:30 trade balance · 09:45 BoC decision · 10:30 BoC press conference · 10:30 EIA "
        f"storage (Wed) · 13:00 5y GoC auction results · TD Q4 Thursday 06:00.\n\n"
        f"**Risk.** Gross {r.uniform(190, 230):.0f}M CAD against 250M, energy {r.uniform(26, 28.5):.1f}% of "
        f"gross (limit 30%), 1d 99% VaR {r.uniform(2.1, 2.8):.2f}M. Nothing over a soft limit at SOD.")
    D.H(note, "route_decision", ["ENB", "30k", "exec-agent"], "buried")
    D.idiom(note, "route decision buried in long morning note", "route_decision")
    D.noise(D.post(hm(7, 21), "pm", "merci", ref=note))

    abx = D.post(hm(7, 40), "news", "", embeds=[{
        "title": "Barrick Mining Corporation — Material change report",
        "description": "Filed on SEDAR+ · Barrick Mining Corporation (TSX: ABX) · Material change report "
                       "relating to the completion of the Loulo-Gounkoto settlement.",
        "author": "SEDAR+", "footer": "SEDAR+ · 07:40 ET"}])
    D.H(abx, "watchlist_news", ["Barrick", "Material change report"], "embed")
    nr = D.post(hm(7, 43), "cop", "ABX material change filing — read it, closing mechanics of the Mali "
                "settlement, already in consensus. No action, not routing.", ref=abx)
    D.H(nr, "no_route_decision", ["ABX", "not routing"], "reply")
    D.idiom(nr, "copilot explicit not-routing reply to SEDAR filing", "no_route_decision")
    q = D.near(D.post(hm(7, 55), "jr", "TD reports thurs pre-open right? or is it fri this qtr"))
    lob = D.near(D.post(hm(8, 5), "news", "", embeds=[{
        "title": "Loblaw Companies Limited announces 50 new store openings for 2027",
        "description": "BRAMPTON, ON — Loblaw Companies Limited (TSX: L) today announced plans to open 50 new "
                       "food and pharmacy locations across Canada in 2027.",
        "author": "Canada Newswire", "footer": "CNW · 08:05 ET"}]))
    lim = D.post(hm(8, 10), "risk", "event=limit_change book=CDN-EQ-ALPHA metric=gross_notional_cad "
                 "limit=275000000 prev=250000000 approver=mgagnon effective=immediate")
    D.H(lim, "risk_limit", ["limit_change", "gross_notional_cad", "275000000"], "structured")

    # ---------------- SU add ----------------
    prop = D.post(hm(8, 30), "jr", f"b {sz_su}k SU @ {f2(su)} lmt, stp {f2(su_stp)}, tgt {f2(su + 3.3)}. "
                  f"oil bid + WCS tighter, upgrader back")
    D.H(prop, "trade_proposal", [f"b {sz_su}k SU", f2(su), f2(su_stp)], "shorthand")
    D.idiom(prop, "k-suffixed size in shorthand proposal", "trade_proposal")
    D.near(D.post(hm(8, 32), "pm", "looks interesting — c'est quoi le catalyst à part le WCS?", ref=prop))
    D.post(hm(8, 34), "jr", "diff tightened ~0.45 overnight, and base plant TA done. Q4 volumes clean", ref=prop)
    ap = D.post(hm(8, 37), "pm", f"go. {sz_su}k.", ref=prop)
    D.H(ap, "trade_approval", ["go", f"{sz_su}k"], "reply")
    D.idiom(ap, "bare 'go' reply approving shorthand proposal", "trade_approval")
    D.react(hm(8, 38), ap, "👍", "jr")
    ack = D.post(hm(9, 31), "oms", f"ORD|XTSE|NEW|ACK|ord={oid(7)}|SU|BUY|{sz_su * 1000}|LMT {f2(su)}|DAY|"
                 f"acct=CDN-EQ-ALPHA")
    D.H(ack, "trade_confirmation", [oid(7), "SU", "BUY", str(sz_su * 1000)], "structured")
    D.idiom(ack, "pipe-delimited OMS ack", "trade_confirmation")
    p1 = 15000
    pf_old = f"EXE|XTSE|PARTIAL|ord={oid(7)}|SU|BUY|{p1}@{f2(su - 0.03)}|cum={p1}|lvs={sz_su * 1000 - p1}|acct=CDN-EQ-ALPHA"
    pf = D.post(hm(9, 33), "oms", pf_old)
    D.edit(hm(9, 36), pf, pf_old.replace(f"@{f2(su - 0.03)}", f"@{f2(su - 0.04)}") + "|corr=px")
    D.H(pf, "trade_fill", [oid(7), "SU", "BUY", f"{p1}@{f2(su - 0.04)}"], "structured", "edited")
    D.L["superseded_facts"].append([D.ch, pf, f"{p1}@{f2(su - 0.03)}"])
    D.idiom(pf, "pipe-delimited partial fill corrected by edit", "trade_fill")
    other = D.post(hm(9, 35), "oms", f"EXE|XTSE|FILLED|ord=MAC-{r.randint(90000, 99999)}|CNQ|SELL|60000@{f2(cnq)}|"
                   f"acct=CDN-MACRO-B")
    D.near(other)
    D.idiom(other, "OMS fill for another fund's account", "not_hard")
    rest = sz_su * 1000 - p1
    ef = D.post(hm(9, 41), "oms", "", embeds=[{
        "title": "Execution report · FILLED", "description": f"SU.TO BUY {rest} @ {f2(su)}",
        "fields": [{"name": "Side", "value": "BUY", "inline": True}, {"name": "Qty", "value": str(rest), "inline": True},
                   {"name": "Px", "value": f2(su), "inline": True}, {"name": "Acct", "value": "CDN-EQ-ALPHA"}],
        "footer": f"order {oid(7)} · venue XTSE"}])
    D.H(ef, "trade_fill", ["SU.TO", "BUY", str(rest), f2(su)], "embed")
    D.idiom(ef, "embed-only execution report", "trade_fill")
    D.noise(D.post(hm(9, 42), "jr", "ty", ref=ef))
    stp = D.post(hm(9, 46), "jr", f"SU stp {f2(su_stp)} in, full {sz_su}k add")
    s2, s3 = f2(su_stp + 0.5), f2(su_stp + 0.95)
    D.edit(hm(11, 20), stp, f"SU stp {s2} in, full {sz_su}k add (moved up, under the gap)")
    D.edit(hm(14, 50), stp, f"SU stp {s3} in, full {sz_su}k add (moved again, ~b/e on the add)")
    D.H(stp, "stop_or_target_change", ["SU", s3], "shorthand", "edited")
    D.L["superseded_facts"] += [[D.ch, stp, f2(su_stp)], [D.ch, stp, s2]]
    D.idiom(stp, "stop moved twice by editing the same message", "stop_or_target_change")

    # ---------------- BoC + USD/CAD ----------------
    boc = D.post(hm(9, 46), "news", "", embeds=[{
        "title": "Bank of Canada maintains policy rate at 2¼%",
        "description": "The Bank of Canada today held its target for the overnight rate at 2.25%, with the Bank "
                       "Rate at 2.5% and the deposit rate at 2.20%. Statement notes slack in the economy. "
                       "BAXH7 +4.5 bps, CGBH7 +22 ticks on the release.",
        "author": "Bank of Canada", "footer": "bankofcanada.ca · 09:45 ET"}])
    D.H(boc, "held_position_news", ["Bank of Canada", "2.25%", "BAXH7"], "embed")
    D.idiom(boc, "BoC decision touching held BAX future", "held_position_news")
    th1 = D.post(hm(9, 49), "pm", "ça change rien pour les BAX — on reste long, view intact. dovish enough", ref=boc)
    D.H(th1, "thesis_update", ["BAX", "on reste long"], "reply")
    fxp = D.post(hm(10, 5), "cop",
        f"Proposal (USD/CAD): sell {sz_fx}M at {fx:.4f}, stop {fx + 0.0075:.4f}, target {fx - 0.012:.4f}. "
        f"Rationale: hold-with-dovish-tilt is priced, crude is bid and the 2y spread to UST narrowed 4 bps "
        f"since the statement. Sized to 0.35% NAV risk to the stop.")
    D.H(fxp, "trade_proposal", ["USD/CAD", f"sell {sz_fx}M", f"{fx:.4f}", f"{fx + 0.0075:.4f}"], "untagged")
    fxa = D.post(hm(10, 7), "pm", f"ok vas-y, {sz_fx}M max", ref=fxp)
    D.H(fxa, "trade_approval", ["ok vas-y", f"{sz_fx}M"], "reply")
    D.idiom(fxa, "Québécois French approval 'ok vas-y'", "trade_approval")
    fxr = D.post(hm(10, 9), "cop", f"Routing USD/CAD sell {sz_fx}M to exec-agent — RFQ to 3 banks, no "
                 f"clip larger than 10M.")
    D.H(fxr, "route_decision", ["USD/CAD", f"{sz_fx}M", "exec-agent"], "untagged")
    fxf = D.post(hm(10, 13), "oms", "", embeds=[{
        "title": "FX execution", "description": f"USD/CAD SELL {sz_fx},000,000 @ {fx - 0.00015:.5f}",
        "fields": [{"name": "Cpty", "value": r.choice(["RBC CM", "BMO CM", "CIBC WM"]), "inline": True},
                   {"name": "Value", "value": "T+1", "inline": True}],
        "footer": f"order FX-{r.randint(7000, 7999)} · RFQ 3/3"}])
    D.H(fxf, "trade_fill", ["USD/CAD", "SELL", f"{sz_fx},000,000", f"{fx - 0.00015:.5f}"], "embed")
    D.noise(D.post(hm(10, 14), "jr", "👍", ref=fxf))
    dv = D.near(D.post(hm(10, 20), "dave", f"fyi rates desk just paid 5y CAD swaps 40 @ 2.8{r.randint(1, 9)}, not "
                       f"your book, just don't be surprised by the print"))
    sb = D.post(hm(10, 30), "risk", f"event=soft_breach book=CDN-EQ-ALPHA metric=single_name_pct sym=SU "
                f"value=6.2 limit=6.0 action=warn")
    D.H(sb, "risk_limit", ["soft_breach", "SU", "6.2", "6.0"], "structured")
    nr2 = D.post(hm(10, 33), "pm", "ok noted — SU is over on price, not on adds. on laisse, no action.", ref=sb)
    D.H(nr2, "no_route_decision", ["SU", "no action"], "reply")

    # ---------------- SXF hedge, approved by pin ----------------
    sx = D.post(hm(10, 45), "jr", f"s {n_sxf} SXFZ6 @ {sxf:,.1f} hedge vs the SU add, stp {sxf + 14:,.0f}")
    D.H(sx, "trade_proposal", [f"s {n_sxf} SXFZ6", f"{sxf:,.1f}", f"{sxf + 14:,.0f}"], "shorthand")
    D.react(hm(10, 47), sx, "📌", "pm")
    D.pin(hm(10, 47), sx)
    rt = D.post(hm(10, 50), "cop", f"📌 from Mathieu on the SXFZ6 hedge = approved. Routing to exec-agent, work it "
                f"in 2 clips at or better than {sxf:,.1f}.", ref=sx)
    D.H(rt, "route_decision", ["SXFZ6", "exec-agent", "2 clips"], "reply")
    D.idiom(rt, "approval by pin, relayed as routing", "route_decision")
    sxfill = D.post(hm(11, 2), "oms", f"EXE|MX|FILLED|ord={oid(33)}|SXFZ6|SELL|{n_sxf}@{sxf + 0.5:.1f}|"
                    f"acct=CDN-EQ-ALPHA")
    D.H(sxfill, "trade_fill", [oid(33), "SXFZ6", "SELL", f"{n_sxf}@{sxf + 0.5:.1f}"], "structured")
    D.noise(D.post(hm(11, 3), "pm", "merci 🙏"))

    sh = D.post(hm(11, 10), "news", "", embeds=[{
        "title": "Shopify Inc. announces pricing of US$1.0 billion convertible senior notes offering",
        "description": "OTTAWA, ON — Shopify Inc. (NASDAQ, TSX: SHOP) announced the pricing of its private offering "
                       "of US$1.0 billion aggregate principal amount of 0.25% convertible senior notes due 2031.",
        "author": "Canada Newswire", "footer": "CNW · 11:10 ET"}])
    D.H(sh, "watchlist_news", ["Shopify", "convertible senior notes"], "embed")
    D.near(D.post(hm(11, 13), "jr", f"SHOP on nasdaq -2% on the convert, US desk lifted 20k at "
                  f"{shop / 1.40:.2f} USD this am apparently. not us"))
    pp = D.near(D.post(hm(11, 30), "jr", f"paper: b 10k TD @ {r.uniform(99, 104):.2f} in the sim book ahead of "
                        f"earnings, tracking only"))
    D.idiom(pp, "paper trade in sim book", "not_hard")
    D.near(D.post(hm(11, 34), "jr", "what if we bought CNQ here vs SU? ratio looks stretched"))

    mid_note = D.post(hm(11, 40), "cop",
        f"**Midday · {date}**\n\nTSX composite {r.uniform(-0.6, 0.8):+.2f}%, energy leading, banks flat into TD. "
        f"Volumes {r.randint(78, 96)}% of 20d average. The BoC hold landed as expected; the press conference leaned "
        f"on slack and the housing data, and the front end added ~3 bps of cuts for H1. CGBH7 held most of the "
        f"move; BAXH7 up on the day.\n\nCrude: WTI {wti + 0.6:.2f}. The WCS diff printed {diff + 0.3:.2f} after "
        f"the Enbridge Mainline apportionment notice came in at 2% for January, the lowest in two years. "
        f"Updating the WCS/WTI view: conviction in the Jan widening trade cut from high to low — the "
        f"apportionment print removes the catalyst we were positioned for. I'll bring a proposal to reduce "
        f"after lunch.\n\nEquities: the SU add is complete and the SXFZ6 hedge is on; net energy beta is "
        f"close to neutral at the book level. SHOP's convert is weighing on the US line and arbitrage funds are "
        f"short the stock against the notes, typical 3-5% pressure into pricing that usually retraces within a "
        f"week. ABX tracks gold {r.uniform(-1, 1.2):+.1f}%.\n\nFX: USD/CAD {fx - 0.0030:.4f}; the short is "
        f"working.\n\nRates: 5y auction at 12:00, bid-to-cover last time 2.4x. Flows: pension real-money buying "
        f"long GoCs on the day, dealers short into the auction.")
    D.H(mid_note, "thesis_update", ["WCS/WTI", "from high to low"], "buried")
    D.idiom(mid_note, "conviction cut buried in midday note", "thesis_update")

    # thread on the energy book
    th = D.thread(hm(12, 10))
    D.post(hm(12, 10), "jr", "energy book thread — SU/ENB levels here pls", th=th)
    D.near(D.post(hm(12, 12), "pm", "si ça tient 56, on ajoute 20k SU?", th=th))
    D.post(hm(12, 14), "jr", "would want 57 cleared first imo, lots of supply there", th=th)
    D.near(D.post(hm(12, 16), "cop", f"For reference: last time SU gapped through its 200d (Mar 2025) we added at "
                  f"48.10 and were stopped at 46.90 two days later.", th=th))
    tg = D.post(hm(12, 20), "pm", f"ENB target {enb + 1.0:.0f} → {enb + 4.0:.0f}, stop stays {enb - 3.0:.2f}. "
                f"tolling hearing pushed = less event risk", th=th)
    D.H(tg, "stop_or_target_change", ["ENB", f"{enb + 4.0:.0f}"], "untagged")
    D.noise(D.post(hm(12, 21), "jr", "👍", th=th))

    # ---------------- SHOP: approved, rejected by risk, resized ----------------
    spp = D.post(hm(12, 35), "cop", f"[PROPOSAL] buy {sz_shop}k SHOP @ {f2(shop)} lmt (TSX), stop "
                 f"{f2(shop - 8)} — convert-pressure reversal, 1w horizon.")
    D.H(spp, "trade_proposal", ["[PROPOSAL]", f"buy {sz_shop}k SHOP", f2(shop), f2(shop - 8)], "tagged")
    spa = D.post(hm(12, 37), "pm", f"👍 go. SHOP {sz_shop}k ok", ref=spp)
    D.H(spa, "trade_approval", ["go", "SHOP", f"{sz_shop}k"], "reply")
    rej = D.post(hm(12, 40), "risk", f"event=order_rejected ord={oid(51)} sym=SHOP side=BUY qty={sz_shop * 1000} "
                 f"px={f2(shop)} reason=hard_limit metric=single_name_notional_cad value={sz_shop * shop * 1000:.0f} "
                 f"limit=4000000")
    D.H(rej, "risk_limit", ["order_rejected", oid(51), "SHOP", "hard_limit"], "structured")
    D.idiom(rej, "risk engine rejects order (key=value)", "risk_limit")
    D.post(hm(12, 43), "jr", "ugh. rebooking as a new clip, risk will cap it")
    rs = D.post(hm(12, 45), "risk", f"event=order_resized ord={oid(52)} sym=SHOP side=BUY qty_req={sz_shop * 1000} "
                f"qty_new={sz_shop_cap * 1000} reason=single_name_notional_cad")
    D.H(rs, "risk_limit", ["order_resized", oid(52), f"qty_new={sz_shop_cap * 1000}"], "structured")
    sa = D.post(hm(12, 47), "oms", f"ORD|XTSE|NEW|ACK|ord={oid(52)}|SHOP|BUY|{sz_shop_cap * 1000}|LMT {f2(shop)}|DAY|"
                f"acct=CDN-EQ-ALPHA")
    D.H(sa, "trade_confirmation", [oid(52), "SHOP", "BUY", str(sz_shop_cap * 1000)], "structured")
    sfl = D.post(hm(13, 10), "oms", f"EXE|XTSE|PARTIAL|ord={oid(52)}|SHOP|BUY|9000@{f2(shop - 0.08)}|cum=9000|"
                 f"lvs={sz_shop_cap * 1000 - 9000}|acct=CDN-EQ-ALPHA")
    D.H(sfl, "trade_fill", [oid(52), "SHOP", "BUY", f"9000@{f2(shop - 0.08)}"], "structured")
    D.near(D.post(hm(13, 0), "news", "", embeds=[{
        "title": "Dollarama reports Q3 fiscal 2027 results",
        "description": "MONTREAL, QC — Dollarama Inc. (TSX: DOL) reported sales growth of 7.9% and comparable "
                       "store sales growth of 4.1%.", "author": "Canada Newswire", "footer": "CNW · 13:00 ET"}]))
    qn = D.near(D.post(hm(13, 15), "jr", "> \"Teck and Anglo American complete merger of equals\"\nlol finally. "
                       "index guys gonna be busy"))
    td = D.post(hm(13, 30), "pm", "TD: je passe de neutre à bearish avant les résultats, the AML overhang isn't "
                "going away and the US cap caps the story. no trade yet.")
    D.H(td, "thesis_update", ["TD", "neutre à bearish"], "untagged")
    D.idiom(td, "bilingual thesis change without trade", "thesis_update")

    # ---------------- CGB rejected, WCS reduce ----------------
    cg = D.post(hm(13, 45), "jr", f"CGBH7 s 150 @ {f2(cgb)} stp {f2(cgb + 0.55)} — auction tail + BoC priced")
    D.H(cg, "trade_proposal", ["CGBH7", "s 150", f2(cgb), f2(cgb + 0.55)], "shorthand")
    cgn = D.post(hm(13, 48), "pm", "non, pas aujourd'hui pour les CGB. on attend le CPI.", ref=cg)
    D.H(cgn, "trade_approval", ["non, pas aujourd'hui", "CGB"], "reply")
    D.idiom(cgn, "French rejection 'non, pas aujourd'hui'", "trade_approval")
    wp = D.post(hm(14, 0), "cop", f"[PROPOSAL] WCS/WTI Jan: take off 300 kbbl of the 400 kbbl widening position — "
                f"sell the Hardisty diff at {diff + 0.3:.2f}, leave 100 kbbl as a tail.")
    D.H(wp, "trade_proposal", ["WCS/WTI", "300 kbbl", f"{diff + 0.3:.2f}"], "tagged")
    wa = D.post(hm(14, 3), "pm", "ok vas-y, les 300", ref=wp)
    D.H(wa, "trade_approval", ["ok vas-y", "300"], "reply")
    wf = D.post(hm(14, 18), "oms", f"EXE|ICE|FILLED|ord={oid(70)}|WCS-HDY-JAN27|SELL|300000bbl@{diff + 0.32:.2f}|"
                f"acct=CDN-EQ-ALPHA")
    D.H(wf, "trade_fill", [oid(70), "WCS-HDY-JAN27", "SELL", f"300000bbl@{diff + 0.32:.2f}"], "structured")
    dl = D.post(hm(14, 20), "jr", f"b 20k RY @ {f2(ry)} for the pension cross, stp {f2(ry - 3)}")
    D.H(dl, "trade_proposal", ["20k RY", f2(ry)], "shorthand", "deleted")
    D.delete(hm(14, 22), dl, "for the pension cross")
    fg = D.post(hm(14, 25), "pm", f"client color: Caisse wants a 500k ENB block, indicating {f2(enb - 0.6)} — "
                f"b 100k ENB alongside at {f2(enb - 0.6)}?")
    D.H(fg, "trade_proposal", ["b 100k ENB", f2(enb - 0.6)], "untagged", "forgotten")
    D.forget(hm(14, 31), fg, "Caisse wants a 500k ENB block")
    cx = D.post(hm(14, 30), "oms", f"CXL|XTSE|CANCELLED|ord={oid(52)}|SHOP|BUY|lvs={sz_shop_cap * 1000 - 9000}|by=jkwan")
    D.H(cx, "trade_confirmation", ["CANCELLED", oid(52), "SHOP"], "structured")
    bt = D.near(D.post(hm(15, 0), "cop", f"Backtest, 'sell SXF into BoC days' 2015-2025: 44 events, avg fill 2.1 pts "
                       f"worse than close, hit rate 52%, Sharpe 0.3. Not tradable as is."))
    D.idiom(bt, "backtest fills", "not_hard")
    D.near(D.post(hm(15, 10), "jr", f"a stop at {ry - 4:.0f} on RY would be sensible fwiw"))
    D.near(D.post(hm(15, 20), "pm", "historically on se fait toujours écraser à vendre USD/CAD into month-end. "
                  "rappel de 2024"))
    hb = D.post(hm(15, 40), "risk", f"event=hard_breach book=CDN-EQ-ALPHA metric=sector_energy_pct value=31.4 "
                f"limit=30.0 action=block_new_buys sector=energy")
    D.H(hb, "risk_limit", ["hard_breach", "sector_energy_pct", "31.4", "block_new_buys"], "structured")
    D.noise(D.post(hm(15, 42), "pm", "ok", ref=hb))

    eod = D.post(hm(16, 30), "cop",
        f"**EOD recap · {date}**\n\nTSX composite closed {r.uniform(-0.4, 0.9):+.2f}%, S&P/TSX 60 "
        f"{r.uniform(-0.4, 0.9):+.2f}%. Energy +{r.uniform(0.5, 1.8):.1f}% on crude and the diff; banks "
        f"{r.uniform(-0.6, 0.4):+.1f}% into TD tomorrow; materials mixed with gold.\n\nBook: SU add completed "
        f"({sz_su}k), SXFZ6 hedge {n_sxf} lots, SHOP 9k of {sz_shop_cap}k before cancel, WCS/WTI reduced to 100 "
        f"kbbl, USD/CAD short {sz_fx}M. Energy is above the 30% sector limit on price; new energy buys are "
        f"blocked by the engine until it's back under.\n\nFX: USD/CAD stop lowered to {fx + 0.0030:.4f} from "
        f"{fx + 0.0075:.4f} — half of the day's move locked in. Target unchanged.\n\nRates: 5y auction tailed "
        f"0.4 bp, bid-to-cover 2.3x. BAXH7 settled up. CGB flat to the BoC move.\n\nTomorrow: TD Q4 at 06:00, "
        f"Canadian labour force survey Friday, OPEC+ JMMC call. Pre-market I'll re-check the ENB VWAP remainder "
        f"against the energy block and the SHOP convert settlement.")
    D.H(eod, "stop_or_target_change", ["USD/CAD", f"{fx + 0.0030:.4f}"], "buried")
    D.idiom(eod, "FX stop lowered inside EOD recap", "stop_or_target_change")
    D.noise(D.post(hm(16, 33), "jr", "thx"))
    enn = D.post(hm(18, 30), "news", f"SEDAR+ | Enbridge Inc. (TSX: ENB) | Prospectus supplement — "
                 f"$1.25B medium-term notes, Series {r.randint(20, 29)}")
    D.H(enn, "held_position_news", ["Enbridge", "Prospectus supplement"], "untagged")
    D.noise(D.post(hm(18, 34), "pm", "👍"))

    # ---------------- chatter (not hard, not noise) ----------------
    chat = {
        "jr": [lambda: f"loonie heavy, {fx + r.uniform(-0.003, 0.003):.4f} on my screen",
               lambda: f"WCS diff {diff + r.uniform(-0.4, 0.4):.2f} on the screens, ICE quiet",
               lambda: f"SXF basis {r.uniform(-1.5, 2.5):.1f} pts, fair-ish",
               lambda: "MX screens lagging again, anyone else?",
               lambda: "coffee run, anyone? Balzac's on Front",
               lambda: f"CNQ vols light, {r.randint(40, 70)}% of ADV by now",
               lambda: f"2s10s {r.uniform(50, 75):.1f} bps, steepener grinding",
               lambda: "who has the ENB model open, need the '27 EBITDA bridge",
               lambda: f"RY {ry + r.uniform(-1, 1):.2f}, TD lagging into the print",
               lambda: "anyone seen the RBC CM note on oil sands egress? link pls",
               lambda: f"bank index {r.uniform(-0.8, 0.8):+.2f}%, nothing going on",
               lambda: "lunch: sushi on King or the shawarma place?",
               lambda: f"crude {wti + r.uniform(-1, 1):.2f}, API tonight"],
        "pm": [lambda: "bon, marché mou",
               lambda: "le huard est faible aujourd'hui",
               lambda: "call with risk at 2, I'll be off for 30",
               lambda: "tu peux me sortir les flows ENB de la semaine?",
               lambda: "on verra après la conf de presse",
               lambda: "quelqu'un a vu la note de Scotia sur les pipelines?",
               lambda: "Jenny, send me the SU attribution after close svp",
               lambda: "ok je reviens dans 10"],
        "dave": [lambda: "anyone have the 5y auction size handy?",
                 lambda: "lunch order going in for the rates side, want in?",
                 lambda: "heads up fire drill at 3, floors 20-24"],
    }

    def snap():
        return (f"Market snapshot {r.randint(9, 16)}:{r.choice(['00', '15', '30', '45'])} ET — S&P/TSX 60 "
                f"{sxf + r.uniform(-8, 8):,.1f} ({r.uniform(-0.6, 0.6):+.2f}%), USD/CAD {fx + r.uniform(-0.003, 0.003):.4f}, "
                f"WTI {wti + r.uniform(-1, 1):.2f}, WCS diff {diff + r.uniform(-0.4, 0.4):.2f}, GoC 10y "
                f"{r.uniform(3.0, 3.3):.3f}%, BAXH7 {r.uniform(97.6, 97.9):.3f}. Movers: "
                + ", ".join(f"{t} {r.uniform(-2.5, 2.5):+.1f}%" for t in r.sample(
                    ["SU", "CNQ", "CVE", "IMO", "RY", "TD", "BMO", "BNS", "ENB", "TRP", "SHOP", "ABX", "AEM", "CP",
                     "CNR", "BN", "MFC", "ATD"], 6))
                + f". Breadth {r.randint(90, 170)}/{r.randint(60, 140)}, volume {r.randint(60, 110)}% of 20d.")

    def colour():
        sect = r.choice(["energy", "banks", "rails", "gold", "tech", "lifecos", "utilities"])
        return (f"Flow colour ({sect}): {r.choice(['real money', 'pension', 'HF', 'retail', 'ETF'])} "
                f"{r.choice(['buyers', 'sellers'])} dominating since the open, "
                f"{r.randint(2, 9)} blocks over $5M on the tape, mostly {r.choice(['crosses', 'VWAP prints', 'MOC indications'])}. "
                f"Street desks describe positioning as {r.choice(['light', 'crowded long', 'underweight', 'neutral'])}; "
                f"the {r.choice(['relative value', 'macro', 'quant'])} crowd is "
                f"{r.choice(['rotating out of', 'adding to', 'ignoring'])} the group. "
                f"Options: {r.choice(['call skew bid', 'put skew bid', 'vols offered'])} in the front month, "
                f"{r.randint(12, 30)}-vol area. Nothing here changes our positioning; context only. "
                f"Related: CAD credit spreads {r.choice(['1bp tighter', 'unchanged', '2bp wider'])}, new issue "
                f"calendar {r.choice(['light', 'busy', 'empty'])} with {r.randint(0, 4)} deals in the pipeline.\n\n"
                f"Cross-asset: {r.choice(['US 10s', 'Bunds', 'JGBs'])} {r.uniform(-4, 4):+.1f} bps, DXY "
                f"{r.uniform(-0.4, 0.4):+.2f}%, copper {r.uniform(-1.5, 1.5):+.1f}%, gold {r.uniform(-1, 1):+.1f}%, "
                f"nat gas (AECO) {r.uniform(1.8, 3.2):.2f}. Sell-side chatter: "
                f"{r.choice(['two brokers trimmed energy targets on deck pricing', 'a bulge bracket moved Canadian banks to market-weight', 'rails downgraded on volumes', 'gold miners upgraded on cost guidance', 'lifecos screened cheap vs US peers'])}; "
                f"{r.choice(['the ETF creations skew to XIU', 'the ZEB basket saw a $40M create', 'XEG outflows for a 4th day', 'retail net buyers of covered-call ETFs'])}. "
                f"MOC imbalance indications later will say more about the {sect} tape than the intraday prints.\n\n"
                f"Book context: none of today's {sect} flow touches our names directly; the SU and ENB lines trade "
                f"{r.choice(['in line with', 'slightly ahead of', 'slightly behind'])} the group and the SXF basis is "
                f"{r.choice(['unchanged', 'half a point richer', 'a point cheaper'])} since the last check. The "
                f"{r.choice(['energy', 'financials', 'materials'])} weight in the S&P/TSX 60 is "
                f"{r.uniform(14, 34):.1f}% after the last rebalance, so single-name moves in the group feed "
                f"through to the future with a lag of a few minutes around the MOC. Next refresh of this note in "
                f"about an hour unless the tape moves.")

    def watch():
        return (f"Overnight watch · {r.choice(['Asia open', 'Tokyo lunch', 'London open', 'US close', 'Asia close'])}: "
                f"WTI {wti + r.uniform(-0.8, 0.8):.2f}, Brent-WTI {r.uniform(3.4, 4.6):.2f}, USD/CAD "
                f"{fx + r.uniform(-0.002, 0.002):.4f}, CGBH7 {cgb + r.uniform(-0.2, 0.2):.2f}, SXFZ6 globex-equivalent "
                f"{sxf + r.uniform(-5, 5):,.1f}. Headlines scanned: {r.randint(40, 180)} (CNW, SEDAR+, Reuters CA, "
                f"BoC, CER); {r.randint(0, 2)} touch names we hold or watch and were already in this morning's "
                f"context, none new. Liquidity thin as usual for the hour; CAD crosses quoted "
                f"{r.choice(['wide', 'normal', 'a touch wide'])}. Energy futures open interest "
                f"{r.choice(['up', 'down', 'flat'])} on the session. No positions change overnight on our side; "
                f"risk engine green, OMS bridge heartbeats nominal. Next watch post in ~{r.choice([60, 90, 120])} min.")

    def wire():
        co, tk, what = r.choice([
            ("Canadian Pacific Kansas City", "CP", "reports November carloads up 3.1% year over year"),
            ("Manulife Financial", "MFC", "announces normal course issuer bid renewal"),
            ("Brookfield Corporation", "BN", "closes US$2.1 billion infrastructure fund"),
            ("Nutrien Ltd.", "NTR", "files notice of redemption of 2028 notes"),
            ("Cenovus Energy", "CVE", "announces 2027 corporate guidance"),
            ("Agnico Eagle Mines", "AEM", "reports exploration results at Detour Lake"),
            ("Alimentation Couche-Tard", "ATD", "declares quarterly dividend"),
            ("Fortis Inc.", "FTS", "announces 5-year capital plan of $28.8 billion"),
            ("Telus Corporation", "T", "files early warning report"),
            ("Magna International", "MG", "announces CFO transition"),
            ("Cameco Corporation", "CCO", "signs long-term uranium supply agreement"),
            ("Thomson Reuters", "TRI", "completes acquisition of legal analytics provider")])
        src = r.choice(["Canada Newswire", "SEDAR+", "Business Wire"])
        return [{"title": f"{co} {what}", "description": f"{co} (TSX: {tk}) {what}. Full release and filings "
                 f"available on SEDAR+ and the company's investor relations site. Forward-looking information "
                 f"cautionary statement applies; figures in Canadian dollars unless otherwise noted.",
                 "author": src, "footer": f"{src} · {tk}"}]

    D.near(D.post(hm(8, 50), "cop",
        "**Deep dive: oil sands egress into 2027**\n\n"
        "TMX has run at 90%+ utilisation since Q2, Mainline apportionment has fallen from double digits to low "
        "single digits, and rail-by-crude volumes are near five-year lows. That combination is what took the WCS "
        "Hardisty diff from the -18/-20 range of the pre-TMX era to the -10/-13 band we have traded this year.\n\n"
        "What could widen it again: (1) production growth — the majors guide +120-150 kb/d combined for 2027, "
        "which on our numbers fills the remaining TMX headroom by Q3; (2) US Gulf heavy supply — more Venezuelan "
        "and Mexican barrels into PADD 3 would pressure heavy differentials broadly; (3) refinery outages in PADD 2. "
        "What keeps it tight: Mainline optimisation projects (+50-100 kb/d by 2027), the Keystone XL-lite debottleneck, "
        "and strong Asian demand for TMX-loaded barrels out of Westridge.\n\n"
        "Equity translation: a $2/bbl move in the diff is roughly 3% on SU's 2027 FCF and 2% on CNQ's; IMO is "
        "least exposed thanks to Kearl's marketing arrangements, CVE the most given the downstream offset lag. A "
        "trader wanting to express a widening view could buy CNQ and short CVE, or go straight to the diff swap; "
        "historically the swap has been the cleaner expression with lower basis noise.\n\n"
        "Sources: CER throughput data, Enbridge apportionment notices, AER ST3, our own balance model. This is "
        "background for the desk, not a recommendation."))
    D.near(D.post(hm(15, 25), "cop",
        "**Banks into TD Q4 — what matters**\n\n"
        "1) US retail asset cap: the consent order caps US balance sheet growth; watch any commentary on the "
        "remediation timeline and the expense run-rate (consensus has $1.1-1.3B of remediation spend in FY27).\n"
        "2) Canadian P&C NIM: the Street sits at 2.8x bps expansion; mortgage renewal pricing is the swing.\n"
        "3) PCLs: performing allowances built for four quarters; impaired PCLs in line with peers.\n"
        "4) Capital: CET1 ~13.5%, buyback pace is the upside lever after the Schwab stake sale proceeds.\n"
        "5) Wholesale: Cowen integration; trading revenue has been strong across the Street this quarter.\n\n"
        "Read-across: RY (held) reported last week with CET1 above 13% and strong capital markets; BMO and BNS "
        "report next week. In past cycles TD has moved ±4% on the day of the print with a modest read-across to "
        "peers; options imply ±3.6% this time. Someone short into the print would be fighting the buyback bid, "
        "someone long is fighting the AML headline risk. Context only."))

    n_chat = r.randint(120, 132)
    for _ in range(n_chat):
        h = r.choices(range(24), weights=CURVE)[0]
        minute = hm(h, r.randint(0, 58)) + r.random() * 0.5
        if not 6 <= h <= 17 and r.random() < 0.6:
            D.post(minute, "cop", watch())
        elif 6 <= h <= 17 and r.random() < 0.6:
            D.post(minute, "cop", snap() if r.random() < 0.35 else colour())
        elif r.random() < 0.12:
            D.post(minute, "news", "", embeds=wire())
        else:
            who = r.choices(["jr", "pm", "dave"], weights=[6, 4, 1])[0]
            D.post(minute, who, r.choice(chat[who])())
    return D


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d in range(days):
        start = end - timedelta(days=days - d)
        for k in range(channels):
            D = build_day(k, d, start, seed)
            events += D.ev
            for key in ("hard_events", "superseded_facts", "noise_message_ids", "near_miss_ids"):
                labels[key] += D.L[key]
            labels["removed_texts"] += [t for t in D.L["removed_texts"] if t not in labels["removed_texts"]]
            if d == 0:
                labels["idioms"] += D.L["idioms"]
    events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in events], "labels": labels}


def _check(out):
    ev, L = out["events"], out["labels"]
    text, chan, last, root, removed = {}, {}, 0, {}, set()
    for e in ev:
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        ms = int(datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000 + 0.5)
        assert ms >= last, "events out of time order"
        last = ms
        if e["op"] == "create":
            m = e["message"]
            assert (int(m["id"]) >> 22) + EPOCH == ms, "snowflake/created_at mismatch"
            text[m["id"]] = ev_text(m["content"], m["embeds"])
            chan[m["id"]] = e["channel_id"]
            root[m["id"]] = e.get("parent_channel_id", e["channel_id"])
        elif e["op"] == "edit":
            text[e["message_id"]] = e["content"]
        elif e["op"] in ("delete", "forget"):
            removed.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed.update(e["message_ids"])
    for h in L["hard_events"]:
        assert h["message_id"] in text and chan[h["message_id"]] == h["channel_id"]
        for f in h["facts"]:
            assert f in text[h["message_id"]], (f, text[h["message_id"]])
        assert (h["message_id"] in removed) == (h["final_state"] in ("deleted", "forgotten"))
    for c, mid, old in L["superseded_facts"]:
        assert old not in text[mid], (old, text[mid])
    for mid in L["noise_message_ids"] + L["near_miss_ids"] + [i["message_id"] for i in L["idioms"]]:
        assert mid in text
    hard = {h["message_id"] for h in L["hard_events"]}
    assert not hard & set(L["noise_message_ids"]) and not hard & set(L["near_miss_ids"])
    stats = {}
    for mid, t in text.items():
        s = stats.setdefault(root[mid], {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
    for mid in text:
        s = stats[root[mid]]
        s["bytes"] += len(text[mid].encode())
        s["hard"] += mid in hard
        s["noise"] += mid in set(L["noise_message_ids"])
        s["near"] += mid in set(L["near_miss_ids"])
    return stats


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    stats = _check(out)
    L = out["labels"]
    for ch, s in stats.items():
        print(f"channel {ch} ({a.days} day(s)): {s['msgs']} msgs, {s['bytes'] / 1000:.1f} KB, hard {s['hard']}, "
              f"noise {s['noise']} ({100 * s['noise'] / s['msgs']:.0f}%), near-miss {s['near']}", file=sys.stderr)
    print(f"events {len(out['events'])}, hard {len(L['hard_events'])}, idioms {len(L['idioms'])}, "
          f"removed {len(L['removed_texts'])}, superseded {len(L['superseded_facts'])}", file=sys.stderr)


if __name__ == "__main__":
    main()
