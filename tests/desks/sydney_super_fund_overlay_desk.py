"""Sydney superannuation fund -- overlay & implementation desk.

Synthetic, seeded capture of a busy Discord channel: currency hedging of
foreign equities (AUD/USD, AUD/JPY forwards and swaps), SPI 200 and ASX bond
futures for rebalancing / cash equitisation, transition management and the
odd options collar.  Standard library only; output is a pure function of the
arguments (no hash-seed dependence).

Author: blind helper, 2026-12-07
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "sydney_super_fund_overlay_desk"
DISCORD_EPOCH_MS = 1420070400000
GUILD_ID = "1297364158203371521"
# 00:00 AEDT on 1 Dec 2026, so the default day is month-end (30 Nov) in Sydney.
DEFAULT_END = datetime(2026, 11, 30, 13, 0, tzinfo=timezone.utc)

# key -> (display name, author id, bot?, snowflake worker)
PEOPLE = {
    "priya": ("Priya Raman", "1188410672530862141", False, 1),
    "tom": ("Tom Whitlock", "1190285316457316393", False, 1),
    "mei": ("Mei Chen", "1192017745903579206", False, 1),
    "liam": ("Liam O'Connor", "1193772430817992784", False, 1),
    "sarah": ("Sarah Nguyen", "1195561218937569330", False, 1),
    "greg": ("Greg Halloran", "1186934471205425203", False, 1),
    "jess": ("Jess Kaur", "1199207845513126019", False, 1),
    "rebal": ("rebal-engine", "1247193508336406608", True, 2),
    "custody": ("custody-bridge", "1247195071853400145", True, 2),
    "oms": ("oms-gateway", "1247196633280786502", True, 2),
    "compliance": ("compliance-bot", "1247198016707444816", True, 2),
    "risk": ("risk-engine", "1247199548874113086", True, 2),
    "liq": ("liquidity-dash", "1247201130369990738", True, 2),
    "wire": ("MarketWire", "1247202742958244014", True, 3),
    "unitpx": ("unitpx-jobs", "1247204311477538940", True, 3),
    "recon": ("recon-bot", "1247205879966883861", True, 3),
    "ci": ("deploy-bot", "1247207484133904424", True, 3),
    "vendor": ("vendor-status", "1247209039331528785", True, 3),
    "pnl": ("pnl-snap", "1247210602104471602", True, 3),
    "alerts": ("px-alerts", "1247212166957310032", True, 3),
    "triage": ("triage-agent", "1247213735606112347", True, 3),
    "gw": ("discord-gateway", "1247215299855069294", True, 3),
    "tm": ("TM Broker", "1247216861784524850", True, 2),
}

BANKS = ["CBA", "Westpac", "NAB", "ANZ", "Citi", "JPM", "HSBC", "MUFG", "Barclays", "UBS"]
HOUR_WEIGHTS = [0.5, 0.3, 0.3, 0.7, 0.4, 0.3, 1.0, 2.5, 5.5, 8.0, 9.0, 8.0,
                6.0, 7.0, 8.0, 9.0, 10.0, 6.0, 3.5, 2.0, 1.5, 1.0, 0.8, 0.6]


def snowflake(dt: datetime, worker: int, seq: int) -> int:
    ms = int(round(dt.timestamp() * 1000))
    return ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF & 4095)


def iso(dt: datetime) -> str:
    ms = int(round(dt.timestamp() * 1000))
    base = datetime.fromtimestamp(ms // 1000, tz=timezone.utc)
    return base.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % (ms % 1000)


def channel_id(index: int) -> str:
    t = datetime(2024, 11, 21, 3, 14, 7, tzinfo=timezone.utc) + timedelta(minutes=397 * index, milliseconds=613 * index + 211)
    return str(snowflake(t, 6, (index * 37 + 11) % 4096))


class Gen:
    def __init__(self) -> None:
        self.ops = []
        self.order = 0
        self.seq = 0
        self.msgs = {}
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.idiom_names = set()

    def push(self, t, op):
        self.order += 1
        self.ops.append((t, self.order, op))

    def post(self, t, chan, who, content="", embeds=None, reply=None, parent=None, pinned=False, attachments=None):
        self.seq = (self.seq + 1) % 4096
        name, aid, bot, worker = PEOPLE[who]
        mid = str(snowflake(t, worker, self.seq))
        msg = {"id": mid, "author_id": aid, "author_name": name, "author_bot": bot,
               "created_at": iso(t), "content": content, "embeds": embeds or [],
               "attachments": attachments or [], "reference_id": reply}
        if pinned:
            msg["pinned"] = True
        op = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if parent:
            op["parent_channel_id"] = parent
        op["message"] = msg
        self.push(t, op)
        self.msgs[mid] = {"chan": chan, "content": content, "embeds": embeds or [], "t": t,
                          "state": "live", "edited": False}
        return mid

    def edit(self, mid, t, content, superseded=()):
        m = self.msgs[mid]
        self.push(t, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": mid,
                      "edited_at": iso(t), "content": content})
        m["content"] = content
        m["edited"] = True
        for s in superseded:
            self.superseded.append([m["chan"], mid, s])

    def delete(self, mid, t, snippet):
        m = self.msgs[mid]
        self.push(t, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": mid,
                      "deleted_at": iso(t)})
        m["state"] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, mids, t, snippets):
        chan = self.msgs[mids[0]]["chan"]
        self.push(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan, "message_ids": list(mids),
                      "deleted_at": iso(t)})
        for mid in mids:
            self.msgs[mid]["state"] = "deleted"
        self.removed.extend(snippets)

    def forget(self, mid, t, by, snippet):
        m = self.msgs[mid]
        self.push(t, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": mid,
                      "requested_by": PEOPLE[by][1], "at": iso(t)})
        m["state"] = "forgotten"
        self.removed.append(snippet)

    def pin(self, mid, t, by="priya"):
        m = self.msgs[mid]
        self.push(t, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": mid,
                      "emoji": "\U0001F4CC", "user_id": PEOPLE[by][1], "at": iso(t)})
        self.push(t + timedelta(seconds=3), {"op": "pin", "guild_id": GUILD_ID, "channel_id": m["chan"],
                                             "message_id": mid, "by": PEOPLE[by][1], "at": iso(t + timedelta(seconds=3))})

    def unpin(self, mid, t, by="priya"):
        m = self.msgs[mid]
        self.push(t, {"op": "unpin", "guild_id": GUILD_ID, "channel_id": m["chan"], "message_id": mid,
                      "by": PEOPLE[by][1], "at": iso(t)})

    def react(self, mid, t, emoji, by, remove=False):
        m = self.msgs[mid]
        self.push(t, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                      "channel_id": m["chan"], "message_id": mid, "emoji": emoji,
                      "user_id": PEOPLE[by][1], "at": iso(t)})

    # labels
    def label(self, mid, etype, facts, phrasing, idiom=None):
        self.hard.append({"channel_id": self.msgs[mid]["chan"], "message_id": mid, "event_type": etype,
                          "facts": list(facts), "phrasing": phrasing})
        if idiom:
            self.add_idiom(mid, idiom, etype)

    def add_idiom(self, mid, name, expected):
        if name not in self.idiom_names:
            self.idiom_names.add(name)
            self.idioms.append({"message_id": mid, "idiom": name, "expected": expected})

    def mark_noise(self, mid):
        self.noise.append(mid)

    def mark_near(self, mid, idiom=None):
        self.near.append(mid)
        if idiom:
            self.add_idiom(mid, idiom, "not_hard")


# --------------------------------------------------------------------------- helpers

def fmt_level(x: int) -> str:
    return f"{x:,}"


class Day:
    def __init__(self, g: Gen, rng: random.Random, chan: str, start: datetime):
        self.g, self.r, self.chan, self.start = g, rng, chan, start
        self.end = start + timedelta(hours=24)
        r = rng
        self.audusd = round(r.uniform(0.6480, 0.6640), 4)
        self.audjpy = round(r.uniform(96.2, 99.4), 2)
        self.spi = r.randint(8520, 8720)
        self.xm = round(95.480 + 0.005 * r.randint(0, 36), 3)
        self.ym = round(96.300 + 0.005 * r.randint(0, 30), 3)
        self.nav = round(r.uniform(112.0, 124.0), 2)
        self.local_date = (start + timedelta(hours=11)).date()
        self.break_no = r.randint(4400, 4890)
        self.oid_n = r.randint(0x10000, 0xEFFFF)
        self.plain_pool = []

    def at(self, h, m=0):
        return self.start + timedelta(hours=h, minutes=m, seconds=self.r.randint(0, 59),
                                      milliseconds=self.r.randint(0, 999))

    def rand_time(self, lo_h=0, hi_h=24):
        hours = list(range(lo_h, hi_h))
        h = self.r.choices(hours, weights=[HOUR_WEIGHTS[x] for x in hours])[0]
        return self.at(h, self.r.randint(0, 59))

    def after(self, t, lo, hi):
        return t + timedelta(seconds=self.r.randint(int(lo * 60), int(hi * 60)), milliseconds=self.r.randint(0, 999))

    def oid(self, prefix="OVL"):
        self.oid_n += self.r.randint(3, 90)
        return f"{prefix}-{self.oid_n:05X}"

    def post(self, t, who, content="", **kw):
        kw.setdefault("parent", None)
        chan = kw.pop("chan", self.chan)
        if t >= self.end:
            t = self.end - timedelta(seconds=self.r.randint(5, 300))
        return self.g.post(t, chan, who, content, **kw)

    def noise(self, t, who, content="", **kw):
        mid = self.post(t, who, content, **kw)
        self.g.mark_noise(mid)
        return mid

    def ack(self, t, who, reply=None, chan=None):
        txt = self.r.choice(["ok", "thx", "ta", "cheers", "\U0001F44D", "noted", "on it", "ty", "\u2705", "got it", "k", "nice one"])
        kw = {"reply": reply}
        if chan:
            kw["chan"] = chan
            kw["parent"] = self.chan
        return self.noise(t, who, txt, **kw)

    def dstr(self, days=0):
        return (self.local_date + timedelta(days=days)).strftime("%d %b %y")


# --------------------------------------------------------------------------- hard episodes

def fx_episode(D: Day, t0, ccy, style, edit_kind=None, question=False, confirm_style="kv", fill_style="embed", split=False):
    g, r = D.g, D.r
    if ccy == "USD":
        pair, sizes, unit = "AUD/USD", [180, 240, 260, 310, 350, 420, 480, 550], "m"
        rate = D.audusd + r.uniform(-0.0015, 0.0015)
        rate_s = f"{rate:.4f}"
        hr0 = r.randint(44, 52)
        mult = 1_000_000
    else:
        pair, sizes, unit = "AUD/JPY", [9, 12, 15, 18, 22, 25, 32], "bn"
        rate = D.audjpy + r.uniform(-0.25, 0.25)
        rate_s = f"{rate:.2f}"
        hr0 = r.randint(52, 62)
        mult = 1_000_000_000
    n = r.choice(sizes)
    size = f"{n}{unit}"
    hr1 = hr0 + r.randint(2, 5)
    tenor = r.choice(["3m", "3m", "6m", "1m"])
    cps = r.sample(BANKS, 3)

    def proposal_text(size, hr1):
        if style == "tagged":
            return (f"[PROPOSAL] {pair} hedge top-up: sell {ccy} {size} {tenor} outright forward vs AUD, ref {rate_s}. "
                    f"Lifts the {ccy} hedge ratio on intl equities from {hr0}% to {hr1}%. RFQ to {', '.join(cps)} "
                    f"between 11:00 and 13:30 AEDT. Greg, need IC delegate sign-off pls.")
        if style == "untagged":
            return (f"Morning all. Proposing we sell {ccy} {size} {tenor} forward against AUD to top up the {pair} hedge, "
                    f"somewhere around {rate_s}. That gets us back to {hr1}% hedged (from {hr0}%) after last week's rally in "
                    f"offshore equities dragged the ratio down. Points look fair, three banks in comp. Greg, ok to proceed?")
        if style == "shorthand":
            return f"prop {pair}: s {ccy}{size} {tenor} fwd @ {rate_s} ref, HR {hr0}->{hr1}%, 3 banks"
        if style == "swap":
            return (f"Roll proposal, {pair} FX swap: sell/buy {ccy} {size}, near leg {D.dstr(2)}, far leg {D.dstr(93)}, "
                    f"points ref {r.uniform(-28, -12) if ccy == 'USD' else r.uniform(-95, -60):.1f}. Rolls the maturing Dec hedge, "
                    f"ratio goes to {hr1}% (from {hr0}%).")
        # buried
        return (f"Currency overlay note, {D.local_date.strftime('%d %b')}\n"
                f"Positioning: intl equities sleeve A${D.nav * 0.3:.1f}bn, {ccy} exposure hedged {hr0}% vs SAA target 50%, "
                f"tolerance band +/-5pp. The ratio has drifted with the equity rally and the {tenor} points have richened "
                f"about 3 pips since Friday. Peer data (Frontier survey) has the median large fund at 41% hedged on developed "
                f"markets, which is roughly where we were in 2023.\n"
                f"Proposal: on {pair}, sell {ccy} {size} {tenor} forward vs AUD at or better than {rate_s}, taking the ratio to {hr1}%.\n"
                f"Liquidity: forwards settle on {D.dstr(93)}, settlement cash sits inside the buffer under the -10% AUD "
                f"scenario (see Sarah's table). Counterparty headroom fine across {', '.join(cps)}. Nothing else on the "
                f"JPY side this week; we review the EUR and GBP exposures at the Feb SAA meeting.")

    def facts(size, hr1):
        if style == "tagged":
            return [pair, f"sell {ccy} {size}", rate_s]
        if style == "untagged":
            return [pair, "sell", f"{ccy} {size}", rate_s]
        if style == "shorthand":
            return [pair, f"s {ccy}{size}", rate_s]
        if style == "swap":
            return [pair, "sell/buy", f"{ccy} {size}"]
        return [pair, f"sell {ccy} {size}", rate_s]

    phr = {"tagged": "tagged", "untagged": "untagged", "shorthand": "shorthand", "swap": "untagged", "buried": "buried"}[style]
    who = "tom"
    p = D.post(t0, who, proposal_text(size, hr1))
    idiom = {"shorthand": "s USD250m fwd shorthand hedge proposal with HR arrows",
             "buried": "proposal sentence buried in currency overlay note",
             "swap": "FX swap roll sell/buy near/far legs",
             "tagged": "[PROPOSAL] tagged hedge top-up",
             "untagged": "prose hedge top-up asking IC delegate"}[style]
    final_size, final_hr = size, hr1
    t = t0
    if edit_kind == "size":
        n2 = r.choice([s for s in sizes if s != n and f"{s}{unit}" not in size and size not in f"{s}{unit}"])
        final_size = f"{n2}{unit}"
        t = D.after(t0, 4, 15)
        g.edit(p, t, proposal_text(final_size, hr1), superseded=[size])
        n = n2
    elif edit_kind == "ratio":
        hr2 = hr1 + r.randint(1, 3)
        final_hr = hr2
        t = D.after(t0, 4, 15)
        g.edit(p, t, proposal_text(size, hr2), superseded=[f"{hr1}%"])
    g.label(p, "trade_proposal", facts(final_size, final_hr), phr, idiom)
    if question:
        t = D.after(t, 3, 12)
        q = D.post(t, "greg", r.choice([
            f"what's the points cost on the {final_size} vs what we paid in October?",
            f"why {tenor} and not 6m? curve looks flatter out there",
            f"do we need all {final_size} today or can half wait for the fix?"]), reply=p)
        g.mark_near(q, "IC delegate question on proposal (no approval)")
        t = D.after(t, 2, 8)
        D.post(t, "tom", r.choice([
            f"about {r.randint(2, 9)} pips better than Oct, ~{r.randint(18, 40)}bp annualised carry",
            "6m is wider in comp and we want the roll dates lined up with March",
            "could split but the ratio is already at the bottom of the band"]), reply=q)
    t = D.after(t, 6, 30)
    appr_opts = [
        (f"approved \u2014 {pair} {final_size}", ["approved", final_size]),
        (f"go ahead with the {final_size}", ["go ahead", final_size]),
        (f"ok go, {ccy} {final_size} approved", ["approved", f"{ccy} {final_size}"]),
        (f"Approved. Split across at least three counterparties please, {final_size} total.", ["Approved", final_size]),
        (f"\U0001F44D approved, {pair} roll", ["approved", pair]),
    ]
    atext, afacts = r.choice(appr_opts)
    a = D.post(t, "greg", atext, reply=p)
    g.label(a, "trade_approval", afacts, "reply", "short IC-delegate reply approving")
    if r.random() < 0.6:
        g.pin(p, D.after(t, 0.2, 2))
    if r.random() < 0.5:
        D.ack(D.after(t, 0.3, 3), "tom", reply=a)
    oid = D.oid("FX")
    t = D.after(t, 4, 20)
    notional = f"{n * mult:,}"
    if confirm_style == "kv":
        c = D.post(t, "oms", f"order_id={oid} status=WORKING pair={pair} side=SELL_{ccy} notional={ccy}{notional} "
                              f"tenor={tenor} rfq_dealers={len(cps)} venue=FXall")
        g.label(c, "trade_confirmation", [oid, "status=WORKING", pair], "structured", "OMS key=value WORKING line")
    else:
        c = D.post(t, "oms", "", embeds=[{"title": "FX order accepted", "description": f"RFQ out to {len(cps)} dealers",
                                          "author": "OMS",
                                          "fields": [{"name": "Pair", "value": pair, "inline": True},
                                                     {"name": "Side", "value": f"Sell {ccy}", "inline": True},
                                                     {"name": "Notional", "value": f"{ccy} {notional}", "inline": True},
                                                     {"name": "Tenor", "value": tenor},
                                                     {"name": "Status", "value": "ACCEPTED"}],
                                          "footer": f"order {oid} \u00b7 venue FXall"}])
        g.label(c, "trade_confirmation", [oid, "ACCEPTED", pair], "embed", "OMS embed-only accepted")
    parts = [n] if not split else [n - n // 3, n // 3]
    fill_ids = []
    for i, part in enumerate(parts):
        t = D.after(t, 5, 35)
        fr = rate + r.uniform(-0.0006, 0.0006) if ccy == "USD" else rate + r.uniform(-0.06, 0.06)
        fr_s = f"{fr:.4f}" if ccy == "USD" else f"{fr:.2f}"
        amt = f"{part * mult:,}"
        bank = cps[i % len(cps)]
        if fill_style == "embed":
            f = D.post(t, "custody", "", embeds=[{
                "title": "FX forward executed" + (" (partial)" if len(parts) > 1 else ""),
                "description": f"Trade captured from {bank}, confirmation matched",
                "author": "Custody Bridge",
                "fields": [{"name": "Pair", "value": pair, "inline": True},
                           {"name": "Side", "value": f"Sell {ccy} / Buy AUD", "inline": True},
                           {"name": "Notional", "value": f"{ccy} {amt}", "inline": True},
                           {"name": "All-in rate", "value": fr_s, "inline": True},
                           {"name": "Value date", "value": D.dstr(93 if tenor == '3m' else 30 if tenor == '1m' else 184)}],
                "footer": f"order {oid} \u00b7 custody ref NB{r.randint(1000000, 9999999)}"}])
            g.label(f, "trade_fill", [pair, f"Sell {ccy}", f"{ccy} {amt}", fr_s], "embed", "custody embed FX fill")
        else:
            f = D.post(t, "tom", f"done: sold {ccy} {part}{unit} {tenor} at {fr_s} all-in with {bank}, tickets in", reply=c)
            g.label(f, "trade_fill", ["sold", f"{ccy} {part}{unit}", fr_s], "untagged", "'done: sold ... all-in' prose fill")
        fill_ids.append(f)
        if r.random() < 0.4:
            g.react(f, D.after(t, 0.1, 1), "\u2705", "priya")
    return t


def spi_equitisation(D: Day, t0, edit_fill=False, fill_style="tagged"):
    g, r = D.g, D.r
    q = r.choice([95, 110, 120, 140, 160])
    q2 = q - r.choice([15, 20, 25, 35])
    cash = round(r.uniform(3.8, 4.6), 1)
    rows = [("Aus equities", 22.0), ("Intl equities (unhedged)", 15.0), ("Intl equities (hedged)", 15.0),
            ("EM equities", 4.0), ("Aus fixed income", 10.0), ("Intl fixed income", 9.0), ("Property (unlisted)", 8.0),
            ("Infrastructure (unlisted)", 9.0), ("Private equity", 5.0)]
    lines = [f"REBAL ENGINE \u00b7 drift check {D.local_date.strftime('%d %b')} 14:30 AEDT \u00b7 Balanced option (BAL) \u00b7 NAV A${D.nav:.2f}bn",
             "sleeve                         target   actual   drift   band"]
    for name, tgt in rows:
        act = tgt + r.uniform(-0.9, 0.9)
        lines.append(f"{name:<30} {tgt:5.1f}%  {act:6.2f}%  {act - tgt:+5.2f}%  \u00b12.0%")
    lines.append(f"{'Cash':<30} {3.0:5.1f}%  {cash:6.2f}%  {cash - 3.0:+5.2f}%  \u00b11.0%  ** OUTSIDE BAND")
    lines.append("")
    lines.append("PROPOSED TRADES (require approval)")
    lines.append(f" 1. BUY {q} APZ6 (SPI 200 Dec-26) ~A${q * 25 * D.spi / 1e6:.1f}m, equitise month-end contributions")
    lines.append(" 2. ASX 10y (XMZ6): duration within band, no trade")
    lines.append(f"model run id rb-{r.randint(100000, 999999)} \u00b7 prices as at 14:25 \u00b7 unit-pricing cut-off 16:00")
    p = D.post(t0, "rebal", "\n".join(lines))
    g.label(p, "trade_proposal", [f"BUY {q} APZ6", "SPI 200"], "structured", "rebal engine drift table with PROPOSED TRADES")
    t = D.after(t0, 1, 4)
    oidpre = D.oid("PRE")
    post_n = round(r.uniform(2.41, 2.55), 2)
    rk = D.post(t, "risk", f"risk_check order={oidpre} instrument=APZ6 side=BUY qty={q} -> resized qty={q2} "
                           f"reason=futures_gross_notional_cap cap=A$2.40bn post_trade=A${post_n}bn", reply=p)
    g.label(rk, "risk_limit", ["APZ6", f"qty={q2}", "futures_gross_notional_cap"], "structured", "risk engine resize key=value")
    t = D.after(t, 3, 15)
    opts = [(f"go ahead with the {q2} SPI", ["go ahead", f"{q2} SPI"]),
            (f"ok, {q2} APZ6 approved, TWAP into the close", ["approved", f"{q2} APZ6"]),
            (f"approved at {q2}", ["approved", f"{q2}"])]
    atext, af = r.choice(opts)
    a = D.post(t, r.choice(["greg", "priya"]), atext, reply=p)
    g.label(a, "trade_approval", af, "reply")
    oid = D.oid("FUT")
    t = D.after(t, 3, 12)
    c = D.post(t, "oms", "", embeds=[{"title": "Futures order working \u2014 ASX24",
                                      "fields": [{"name": "Contract", "value": "APZ6", "inline": True},
                                                 {"name": "Side", "value": "BUY", "inline": True},
                                                 {"name": "Qty", "value": str(q2), "inline": True},
                                                 {"name": "Algo", "value": "TWAP 15:40\u201316:10"}],
                                      "footer": f"order {oid} \u00b7 broker clearing MQ"}])
    g.label(c, "trade_confirmation", [oid, "APZ6", "BUY"], "embed")
    t = D.after(t, 30, 45)
    px = D.spi + r.choice([-3, -2, -1, 0, 1, 2, 3])
    px_s = f"{px:,}.{r.choice([0, 5])}"
    if fill_style == "tagged":
        text = f"[FILL] bought {q2} APZ6 @ {px_s} avg (TWAP 15:40\u201316:10), cash equitised for unit pricing"
        facts = ["bought", f"{q2} APZ6", None]
        idiom = "[FILL] tagged futures fill with avg"
    else:
        text = f"b {q2} APZ6 @ {px_s} avg done, cash drag gone"
        facts = ["b ", f"{q2} APZ6", None]
        idiom = "shorthand futures fill 'b N APZ6 @ px'"
    f = D.post(t, "mei", text)
    if edit_fill:
        px2 = px + r.choice([1, 2])
        px2_s = f"{px2:,}.{r.choice([0, 5])}"
        if px2_s == px_s:
            px2_s = f"{px2 + 1:,}.0"
        g.edit(f, D.after(t, 2, 9), text.replace(px_s, px2_s) + " (corrected, missed the last clip)", superseded=[px_s])
        px_s = px2_s
    facts[2] = px_s
    g.label(f, "trade_fill", facts, "tagged" if fill_style == "tagged" else "shorthand", idiom)
    if r.random() < 0.5:
        D.ack(D.after(t, 0.5, 4), "priya", reply=f)
    return t


def bond_futures(D: Day, t0, contract="XMZ6", partial=True):
    g, r = D.g, D.r
    q = r.choice([150, 200, 250, 300, 400, 450])
    lvl = D.xm if contract.startswith("XM") else D.ym
    lvl_s = f"{lvl:.3f}"
    short = contract[:2]
    if r.random() < 0.5:
        p = D.post(t0, "mei", f"s {q} {contract} @ {lvl_s} lim, duration {r.uniform(6.1, 6.4):.1f}y -> {r.uniform(5.8, 6.0):.1f}y, ok?")
        g.label(p, "trade_proposal", [f"s {q} {contract}", lvl_s], "shorthand", "futures shorthand 's N XMZ6 @ px lim, ok?'")
    else:
        p = D.post(t0, "mei", f"Would like to sell {q} {contract} at {lvl_s} limit to pull fixed income duration back inside the "
                              f"band after the month-end index extension. Anyone object?")
        g.label(p, "trade_proposal", ["sell", f"{q} {contract}", lvl_s], "untagged")
    t = D.after(t0, 4, 18)
    a = D.post(t, r.choice(["greg", "priya"]), r.choice([f"ok go on the {q} {short}", f"go ahead, {q} {short}"]), reply=p)
    g.label(a, "trade_approval", [r.choice(["go"]), f"{q} {short}"], "reply")
    t = D.after(t, 5, 25)
    if partial:
        a1 = q // 2 + r.choice([0, 50])
        f1 = D.post(t, "mei", f"[PARTIAL] sold {a1} of {q} {contract} @ {lvl_s}")
        g.label(f1, "trade_fill", ["sold", f"{a1} of {q} {contract}", lvl_s], "tagged")
        t = D.after(t, 5, 30)
        lvl2 = f"{lvl - 0.005:.3f}"
        f2 = D.post(t, "mei", f"[FILL] rest {q - a1} {contract} @ {lvl2}, done. avg {lvl - 0.0025:.4f}")
        g.label(f2, "trade_fill", [f"{q - a1} {contract}", lvl2], "tagged")
    else:
        f = D.post(t, "mei", f"sold {q} {contract} @ {lvl_s}, all done")
        g.label(f, "trade_fill", ["sold", f"{q} {contract}", lvl_s], "untagged")
    return t


def stop_episode(D: Day, t0):
    g, r = D.g, D.r
    q = r.choice([40, 60, 80])
    entry = D.spi + r.randint(-30, 10)
    s1 = entry - r.choice([140, 150, 160])
    s2 = s1 + 50
    s3 = s2 + r.choice([30, 40])
    tgt = entry + r.choice([190, 210, 230])

    def text(s):
        return (f"DAA tilt is on: long {q} APH7 from {fmt_level(entry)}. stop {fmt_level(s)}, target {fmt_level(tgt)}. "
                f"Review at Thursday's DAA meeting.")
    m = D.post(t0, "tom", text(s1))
    t1 = D.after(t0, 90, 150)
    g.edit(m, t1, text(s2).replace("stop", "stop moved to", 1))
    t2 = D.after(t1, 90, 180)
    g.edit(m, t2, text(s3).replace("stop", "stop moved to", 1) + " (trailing, 2nd move)",
           superseded=[fmt_level(s1), fmt_level(s2)])
    g.label(m, "stop_or_target_change", ["APH7", f"stop moved to {fmt_level(s3)}", fmt_level(tgt)], "untagged",
            "stop moved twice by editing the same message")
    g.pin(m, D.after(t0, 1, 5))
    return t2


def aud_jpy_tp(D: Day, t0):
    g, r = D.g, D.r
    tp0 = round(D.audjpy - r.uniform(1.5, 2.5), 2)
    tp = round(tp0 - r.uniform(0.4, 0.9), 2)
    if r.random() < 0.5:
        m = D.post(t0, "tom", f"AUD/JPY tactical short: take-profit moved to {tp:.2f} from {tp0:.2f}, stop unchanged")
        g.label(m, "stop_or_target_change", ["AUD/JPY", "take-profit", f"{tp:.2f}"], "untagged")
    else:
        m = D.post(t0, "tom", "Removing the take-profit on the AUD/JPY tactical short, letting it run. Stop stays where it is.")
        g.label(m, "stop_or_target_change", ["Removing the take-profit", "AUD/JPY"], "untagged")


def collar_episode(D: Day, t0):
    g, r = D.g, D.r
    n = r.choice([1800, 2400, 3000])
    kp = r.choice([250, 255, 260])
    kc = kp + r.choice([55, 60, 70])
    p = D.post(t0, "liam", f"Collar proposal for the CSL holding in the domestic sleeve: buy {n:,} CSL Mar-27 {kp} puts, sell {n:,} "
                           f"CSL Mar-27 {kc} calls, roughly zero cost (net {r.uniform(0.05, 0.3):.2f} credit). Protects the overweight "
                           f"into the R&D day without selling stock and crystallising CGT.")
    g.label(p, "trade_proposal", ["CSL", f"buy {n:,} CSL Mar-27 {kp} puts", f"sell {n:,} CSL Mar-27 {kc} calls"], "untagged",
            "options collar proposal (puts/calls pair)")
    t = D.after(t0, 10, 40)
    q = D.post(t, "sarah", "how wide are the CSL options on screen? last time the calls were a joke", reply=p)
    g.mark_near(q)
    t = D.after(t, 3, 10)
    D.post(t, "liam", f"about {r.randint(3, 7)}% wide on the calls, MM says tighter by phone", reply=q)
    t = D.after(t, 10, 35)
    if r.random() < 0.7:
        a = D.post(t, "greg", "hold off on the CSL collar until the trading update is out", reply=p)
        g.label(a, "trade_approval", ["hold off", "CSL collar"], "reply", "rejection 'hold off' reply")
    else:
        a = D.post(t, "greg", "go ahead with the CSL collar, keep it at zero cost or better", reply=p)
        g.label(a, "trade_approval", ["go ahead", "CSL collar"], "reply")
        t = D.after(t, 8, 25)
        oid = D.oid("OPT")
        c = D.post(t, "oms", f"order_id={oid} status=ACCEPTED strategy=COLLAR underlying=CSL legs=BUY_P{kp}/SELL_C{kc} qty={n} venue=ASX")
        g.label(c, "trade_confirmation", [oid, "status=ACCEPTED", "CSL"], "structured")
    return t


def transition_thread(D: Day, t0):
    g, r = D.g, D.r
    mgr_old, mgr_new = r.choice([("Kestrel", "Alder"), ("Harbourline", "Banksia"), ("Corvid", "Ironbark")])
    total = round(r.uniform(520, 780), 1)
    starter = D.post(t0, "liam", f"Transition thread \u2014 intl small caps, {mgr_old} \u2192 {mgr_new}. T-day today, legacy sells vs target "
                                 f"buys through the transition broker. Updates below, please keep chatter in here.")
    th = starter
    g.pin(starter, D.after(t0, 0.5, 3))

    def tp(t, who, content, **kw):
        kw["chan"] = th
        kw["parent"] = D.chan
        return D.post(t, who, content, **kw)
    t = D.after(t0, 2, 6)
    nm = tp(t, "liam", f"Pre-trade from the TM: {r.randint(32, 45)}bp expected shortfall all-in, {r.randint(55, 70)}% of legacy names "
                       f"overlap with the {mgr_new} target so most of that is crossing. Back in the 2024 EM transition we came in at "
                       f"29bp against a 40bp estimate, so we'll see.")
    g.mark_near(nm, "pre-trade shortfall estimate and past transition recounted")
    done = 0.0
    for i in range(2):
        t = D.after(t, 40, 110)
        done = round(done + total * r.uniform(0.28, 0.42), 1)
        lines = r.randint(300, 800)
        f = tp(t, "tm", "", embeds=[{"title": f"Transition fills \u2014 {mgr_old} legacy basket",
                                      "description": f"Progress update {i + 1}",
                                      "fields": [{"name": "Side", "value": "SELL", "inline": True},
                                                 {"name": "Executed", "value": f"A${done}m of A${total}m ({lines} lines)", "inline": True},
                                                 {"name": "vs arrival", "value": f"{r.uniform(-8, 2):+.1f}bp", "inline": True}],
                                      "footer": f"TM ref TX-{r.randint(10000, 99999)} \u00b7 crossing + open market"}])
        g.label(f, "trade_fill", [f"{mgr_old} legacy basket", "SELL", f"A${done}m"], "embed", "transition broker basket fill embed")
        if i == 0:
            t = D.after(t, 5, 20)
            tp(t, "priya", f"good start. is {mgr_new} ready to receive in-specie?", reply=f)
            t = D.after(t, 3, 12)
            tp(t, "liam", f"yes, custody accounts opened Friday, {mgr_new} confirmed this morning")
    t = D.after(t, 10, 40)
    k = r.randint(22, 48)
    rd = tp(t, "liam", f"Routing the {k} illiquid residual lines (mostly Japanese and Nordic small caps) to the transition agent for "
                       f"in-specie transfer to {mgr_new} instead of selling them into a thin market.")
    g.label(rd, "route_decision", ["Routing", f"{k} illiquid residual lines", "transition agent"], "untagged", "routing residual lines to transition agent")
    D.ack(D.after(t, 1, 6), "priya", reply=rd, chan=th)
    return t


def ops_routing(D: Day, t_route, t_noroute):
    g, r = D.g, D.r
    b1, b2 = D.break_no + 3, D.break_no + 5
    rec = D.post(D.after(t_route, -25, -10), "recon", f"recon 08:15 \u00b7 4 breaks open (2 new)\n #{D.break_no + 1} XMZ6 variation margin A${r.randint(10, 90)}k (aged 1d)\n"
                                                     f" #{b1} AUD/JPY fwd cash \u00a5{r.uniform(1.1, 6.5):.1f}m vs custodian (new)\n"
                                                     f" #{D.break_no + 4} NESN dividend accrual CHF {r.randint(2, 40)}k (aged 3d)\n #{b2} XM margin timing (new)")
    g.mark_noise(rec)
    m = D.post(t_route, "jess", f"Routing break #{b1} (AUD/JPY fwd cash mismatch) to custody ops, I'll chase Northbridge before 3pm.")
    g.label(m, "route_decision", [f"#{b1}", "custody ops"], "untagged", "recon break routed to custody ops")
    n = D.post(t_noroute, "priya", f"#{b2} is the XM margin timing diff again, no action, not routing it.")
    g.label(n, "no_route_decision", [f"#{b2}", "no action"], "untagged", "timing difference: no action, not routing")
    k = r.randint(100, 999)
    t = D.after(t_noroute, 30, 120)
    tr = D.post(t, "triage", f"triage item=valuation-query-{k} decision=route target=unit-pricing-agent reason=stale_price_NESN age_min=47")
    g.label(tr, "route_decision", ["decision=route", "unit-pricing-agent"], "structured", "triage agent key=value route")
    return t


def apra_no_route(D: Day, t0):
    g, r = D.g, D.r
    w = D.post(t0, "wire", r.choice(["APRA: releases updated prudential practice guide SPG 530 (Investment Governance), consultation closes in March",
                                     "APRA: publishes quarterly superannuation performance statistics for the September quarter",
                                     "APRA: letter to RSE licensees on valuation governance for unlisted assets"]))
    t = D.after(t0, 10, 50)
    if r.random() < 0.5:
        n = D.post(t, "priya", "Read the APRA release, nothing in it for the desk. No action, not routing to compliance.", reply=w)
        g.label(n, "no_route_decision", ["APRA", "No action"], "reply")
    else:
        k = r.randint(10, 99)
        n = D.post(t, "triage", f"triage item=apra-notice-{k} decision=no_route reason=no_desk_action")
        g.label(n, "no_route_decision", ["decision=no_route", f"apra-notice-{k}"], "structured")


def risk_events(D: Day, t_breach, t_change, block=False):
    g, r = D.g, D.r
    bank = r.choice(["WBC", "NAB", "ANZ", "CBA"])
    cur = round(r.uniform(1.52, 1.66), 2)
    b = D.post(t_breach, "compliance", f"mandate_check fund=BAL limit=fx_fwd_counterparty_exposure cpty={bank} max=A$1.50bn "
                                       f"current=A${cur}bn status=BREACH action=notify_overlay,notify_compliance")
    g.label(b, "risk_limit", ["BREACH", "fx_fwd_counterparty_exposure", f"A${cur}bn"], "structured", "compliance key=value BREACH")
    t = D.after(t_breach, 3, 15)
    D.post(t, "tom", f"that's the new {bank} tickets from this morning, we'll novate some to Citi tomorrow", reply=b)
    c1 = round(r.choice([2.4, 2.5]), 1)
    c2 = round(c1 + r.choice([0.2, 0.3, 0.4]), 1)
    ch = D.post(t_change, "priya", f"Heads up: IC delegate has approved lifting the SPI futures gross notional cap to A${c2}bn from "
                                   f"A${c1}bn for month-end flows. Expires COB 5 Dec, back to A${c1}bn after that.")
    g.label(ch, "risk_limit", ["SPI futures gross notional cap", f"A${c2}bn"], "untagged", "limit change announced in prose")
    if r.random() < 0.5:
        g.pin(ch, D.after(t_change, 0.5, 3))
    if block:
        oid = D.oid("FX")
        t = D.after(t_change, 30, 120)
        bl = D.post(t, "risk", "", embeds=[{"title": "Order BLOCKED", "description": "pre-trade limit check failed",
                                             "fields": [{"name": "Order", "value": oid}, {"name": "Pair", "value": "AUD/JPY"},
                                                        {"name": "Limit", "value": "jpy_hedge_ratio max 70%"},
                                                        {"name": "Post-trade", "value": f"{r.uniform(70.5, 73):.1f}%"}],
                                             "footer": "risk-engine v3 \u00b7 hard limit"}])
        g.label(bl, "risk_limit", ["BLOCKED", oid, "jpy_hedge_ratio max 70%"], "embed", "risk engine embed BLOCKED")


def thesis_events(D: Day, t1, t2):
    g, r = D.g, D.r
    opts = [
        ("tom", "Changing our AUD view: moving from constructive to neutral on AUD/USD over 3m. The tactical AUD overweight comes off at the next roll.",
         ["AUD/USD", "neutral"]),
        ("sarah", "After the CPI print we've cut conviction on long duration (XM) to low. Keeping the position, no adds.",
         ["XM", "cut conviction", "low"]),
        ("tom", "Reviewed the JPY thesis after the BoJ minutes: still bullish JPY over 6m, keeping AUD/JPY hedge at the top of the band. Conviction unchanged, high.",
         ["JPY", "still bullish", "AUD/JPY"]),
        ("priya", "For the record: the SPI tilt thesis (earnings upgrades in banks) is invalidated by the CBA result. We'll close the tilt at the DAA meeting, bias now neutral on Aus equities.",
         ["SPI tilt", "invalidated", "neutral"]),
    ]
    a, b = r.sample(opts, 2)
    for (who, txt, facts), t in ((a, t1), (b, t2)):
        m = D.post(t, who, txt)
        g.label(m, "thesis_update", facts, "untagged", "view change in plain prose")


def news_events(D: Day, times):
    g, r = D.g, D.r
    held = [
        ("BHP GROUP: trims FY27 iron ore guidance to 282-294Mt on Port Hedland outage; shares -3.1% in pre-open", ["BHP", "iron ore guidance"]),
        ("CSL LTD: trading halt requested pending announcement regarding Seqirus", ["CSL", "trading halt"]),
        ("TOYOTA MOTOR: announces \u00a51.2trn buyback, raises FY operating profit forecast", ["TOYOTA MOTOR", "buyback"]),
        ("NESTLE SA: cuts organic growth outlook to 2-3%, shares fall 4% in Zurich", ["NESTLE", "organic growth outlook"]),
    ]
    watch = [
        ("WOODSIDE ENERGY: Scarborough first LNG cargo brought forward to Q2, capex unchanged", ["WOODSIDE", "Scarborough"]),
        ("MACQUARIE GROUP: 1H net profit A$1.9bn, below consensus; buyback extended", ["MACQUARIE", "1H net profit"]),
        ("FORTESCUE: Iron Bridge magnetite ramp-up delayed again, guidance withdrawn", ["FORTESCUE", "guidance withdrawn"]),
    ]
    hs = r.sample(held, 2)
    ws = r.sample(watch, 1 + (r.random() < 0.5))
    items = [(h, "held_position_news") for h in hs] + [(w, "watchlist_news") for w in ws]
    for ((txt, facts), et), t in zip(items, times):
        if r.random() < 0.4:
            m = D.post(t, "wire", "", embeds=[{"title": txt.split(":")[0], "description": txt.split(": ", 1)[1],
                                               "footer": "MarketWire \u00b7 ASX/Company announcements"}])
            facts = [facts[0], facts[1]]
            g.label(m, et, facts, "embed")
        else:
            m = D.post(t, "wire", txt)
            g.label(m, et, facts, "structured", "held name headline by company name" if et == "held_position_news" else "watchlist headline")
        if et == "held_position_news" and r.random() < 0.6:
            D.post(D.after(t, 2, 10), "priya", r.choice(["that's in the domestic sleeve, Liam can you check the weight", "ours, flagging for the transition recon",
                                                            "we hold that, keep an eye on the open"]), reply=m)


def deleted_and_forgotten(D: Day, t_del, t_forget):
    g, r = D.g, D.r
    q = r.choice([30, 40, 60])
    ym = f"{D.ym:.3f}"
    m = D.post(t_del, "mei", f"b {q} YMZ6 @ {ym} lim for the Conservative option")
    g.label(m, "trade_proposal", [f"b {q} YMZ6", ym], "shorthand")
    t = D.after(t_del, 1, 3)
    D.post(t, "mei", "scratch that, sizing was off, deleting, will redo after the 3y drift recalcs")
    g.delete(m, D.after(t, 0.1, 1), f"b {q} YMZ6 @ {ym} lim for the Conservative option")
    mgr = r.choice(["Alder", "Banksia"])
    n = r.choice([180, 240, 310])
    px = f"{r.uniform(82, 88):.2f}"
    fm = D.post(t_forget, "liam", f"Proposing we cross the {mgr} in-specie leftovers: sell {n}k NESN @ CHF {px} through the TM's crossing "
                                   f"network. Their desk contact is Dan Whiteley, mobile 0412 555 0{r.randint(10, 99)}, personal email dwhiteley.home@fastmail.example")
    g.label(fm, "trade_proposal", [f"sell {n}k NESN", f"CHF {px}"], "untagged")
    t = D.after(t_forget, 2, 8)
    D.post(t, "priya", "Liam, personal mobile and email shouldn't be in here, I'm getting that one erased. Repost without the contact details pls")
    g.forget(fm, D.after(t, 0.5, 3), "priya", f"Dan Whiteley, mobile 0412 555")


# --------------------------------------------------------------------------- near misses

def near_misses(D: Day):
    r = D.r
    a = D.audusd
    hr = r.randint(44, 52)
    spi = D.spi
    return [
        ("sarah", f"Scenario for the IC pack: if AUD falls 10% from {a:.4f}, the unhedged {100 - hr}% of intl equities adds roughly "
                  f"A${r.uniform(2.4, 3.6):.1f}bn to the balanced option, and the forwards need ~A${r.uniform(1.4, 2.2):.1f}bn settlement cash. "
                  f"Buffer goes from {r.uniform(3.2, 4.0):.1f}% to {r.uniform(2.2, 2.9):.1f}%, still above the 2% floor.",
         "scenario test: if AUD falls 10%"),
        ("sarah", f"What-if run: BoJ hikes 50bp and AUD/JPY drops to 90.00, the JPY forwards need about A${r.randint(300, 700)}m cash at the March roll. "
                  f"Not proposing anything, just want it in the liquidity plan.", "BoJ what-if liquidity run"),
        ("greg", "are we thinking of adding to SPI into the close, or leaving the cash drag for tomorrow?", "question about adding futures"),
        ("tom", f"Should we be selling more USD up here at {a + 0.004:.4f}? Feels like a decent level, but the ratio is already mid-band.", None),
        ("tom", "Heard one of the big industry funds sold about USD 2bn 3m forward yesterday, lifting their DM hedge ratio to around 45%. "
                "Probably explains some of the AUD bid in the Sydney afternoon.", "peer fund's trade recounted"),
        ("mei", f"For the record, September quarter rebalance: we sold 1,150 APU6 at 8,142 and bought 2,300 XMU6 at 95.710 over two days, "
                f"slippage 0.6bp vs arrival.", "last quarter's rebalance recounted"),
        ("sarah", f"Model portfolio update (paper only): bought 40 APH7 at {fmt_level(spi - 5)} in the DAA paper sleeve, stop 8,380. "
                  f"Tracking it vs live for the research review.", "paper/model portfolio trade"),
        ("tom", f"> Westpac FX Strategy: \"We see AUD/USD at 0.6900 by mid-2027; buy dips towards 0.6450, stop below 0.6300.\"\n"
                f"Sharing for the Thursday strategy call.", "quoted bank research with buy/stop"),
        ("sarah", "> JPM Asia rates: \"Receive 10y ACGB vs short XM, target 15bp tighter\"\nnot our style but the curve chart is good", None),
        ("sarah", "Backtest (2010\u20132025, monthly rolls): 60% USD hedge vs 50%, rolls filled at the WM/R 4pm fix. Vol of the balanced option "
                  "6.1% vs 6.4%, return drag 9bp p.a. Notebook is on the share.", "hedge-ratio backtest with fills"),
        ("mei", "If we ever re-run the SPI tilt, a stop around 8,400 would be sensible given where vol is.", "hypothetical stop"),
        ("mei", f"FYI the internal equities team sold 1.8m BHP this morning in their own rebalance. Not ours, just so nobody double counts "
                f"it in the transition recon.", "other team's trade in a held name"),
        ("greg", "Someone should look at whether the JPY hedge still makes sense at these points. Not urgent.", "someone-should-look"),
        ("tom", f"Reminder: October's USD roll filled at 0.6512 all-in, so today's points are a couple of pips better.", "last month's fill as history"),
        ("greg", "What if we did the whole 600m today rather than splitting over two days?", "what-if size question"),
        ("priya", "For the new grads: when you see 's 300 XMZ6 @ 95.600' in here it's shorthand for selling 300 ASX 10y futures at that "
                  "price. Nothing goes to the OMS until there's an approval reply.", "onboarding example of shorthand"),
        ("tom", "The MySuper/Choice team is rolling their own AUD/USD hedge tomorrow, USD 90m. Separate mandate, not us.", "sister mandate's roll"),
        ("priya", "From last quarter's IC minutes: 'approved: lift JPY hedge ratio range to 50-70%'. That's why the band is wider now.",
         "quoted past approval from minutes"),
        ("sarah", "Long read on hedge ratios: the case for buying AUD at these levels rests on terms of trade, and selling USD forward "
                  "into a carry-negative curve costs us 25-40bp a year. Peers range 20-60% hedged. The interesting question is whether "
                  "the equity-AUD correlation holds if iron ore breaks lower; in 2015 it did, in 2020 it didn't. I'd want three more "
                  "months of data before anyone proposes changing the SAA target.", "long analysis with trading words, no decision"),
        ("liam", "Would a collar on BHP make more sense than the CSL one? just thinking out loud", None),
        ("jess", "Anyone know if we're doing the roll before or after the unit price cut-off? Ops needs the cash forecast by 2.", None),
        ("tom", "If the RBA cuts in Feb and AUD drops to 0.62, our hedge settlement cash would be positive, roughly A$1bn back in. Just for context.", None),
    ]


def settlement_near(D: Day, t):
    r = D.r
    rate = f"{r.uniform(0.6380, 0.6560):.4f}"
    m = D.post(t, "custody", "", embeds=[{"title": "Forward settled", "description": "Maturing hedge from the August roll",
                                          "fields": [{"name": "Pair", "value": "AUD/USD"},
                                                     {"name": "Notional", "value": f"USD {r.choice([200, 300, 400])},000,000"},
                                                     {"name": "Dealt rate", "value": rate},
                                                     {"name": "Settlement", "value": f"A${r.uniform(-30, 30):+.1f}m net"}],
                                          "footer": f"dealt {(D.local_date - timedelta(days=91)).strftime('%d %b')} \u00b7 custody ref NB{r.randint(1000000, 9999999)}"}])
    D.g.mark_near(m, "custodian settlement of a forward dealt last quarter")


def nonheld_news(D: Day, t):
    txt = D.r.choice(["QANTAS AIRWAYS: lifts 1H underlying PBT guidance on strong international demand",
                      "TELSTRA: announces A$750m on-market buyback",
                      "WISETECH GLOBAL: CFO resigns, FY guidance reaffirmed"])
    m = D.post(t, "wire", txt)
    D.g.mark_near(m, "headline on a name not held or watched")


# --------------------------------------------------------------------------- noise & chatter

def stack_trace(D, job):
    r = D.r
    return (f"{job} FAILED (attempt {r.randint(1, 3)}/3)\n```\nTraceback (most recent call last):\n"
            f"  File \"/opt/unitpx/jobs/{job}.py\", line {r.randint(80, 400)}, in run\n    prices = vendor.fetch(batch, asof=asof)\n"
            f"  File \"/opt/unitpx/lib/vendor.py\", line {r.randint(50, 200)}, in fetch\n    resp.raise_for_status()\n"
            f"  File \"/usr/lib/python3.11/site-packages/requests/models.py\", line 1021, in raise_for_status\n"
            f"    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 503 Server Error: Service Unavailable "
            f"for url: https://feeds.vendor.example/v2/eod?batch={r.randint(100, 999)}\n\nDuring handling of the above exception, another exception occurred:\n\n"
            f"Traceback (most recent call last):\n  File \"/opt/unitpx/jobs/runner.py\", line {r.randint(40, 90)}, in main\n    job.run(ctx)\n"
            f"  File \"/opt/unitpx/jobs/{job}.py\", line {r.randint(400, 480)}, in run\n    self._fallback(batch)\n"
            f"  File \"/opt/unitpx/jobs/base.py\", line {r.randint(100, 160)}, in _fallback\n    raise StaleSourceError(f\"no secondary source for {{len(missing)}} instruments\")\n"
            f"unitpx.errors.StaleSourceError: no secondary source for {r.randint(3, 40)} instruments\n```\nretrying in {r.choice([60, 120, 300])}s, on-call: ops-pricing")


def add_noise(D: Day, target):
    g, r = D.g, D.r
    n = 0
    for h, mm in [(h, mm) for h in range(7, 20) for mm in ((0, 30) if h < 17 else (0,))]:
        t = D.at(h, mm + r.randint(0, 3))
        buf = r.uniform(2.9, 4.6)
        opts = "\n".join(f"  {o:<4} cash {r.uniform(2.2, 6.5):4.1f}%  T+2 {r.uniform(12, 30):4.1f}%  illiquid {r.uniform(8, 34):4.1f}%"
                         for o in ("BAL", "GRW", "CON", "IDX", "HG"))
        if r.random() < 0.3:
            D.noise(t, "liq", "", embeds=[{"title": "Liquidity dashboard", "description": opts, "fields": [
                {"name": "Cash buffer", "value": f"{buf:.1f}% (floor 2.0%)", "inline": True},
                {"name": "T+2 liquid", "value": f"{r.uniform(16, 21):.1f}%", "inline": True},
                {"name": "FX margin headroom", "value": f"A${r.uniform(0.8, 1.4):.2f}bn", "inline": True},
                {"name": "Fwd settlements next 30d", "value": f"A${r.uniform(-900, 400):+.0f}m net"},
                {"name": "Status", "value": "OK"}], "footer": f"liquidity-dash \u00b7 {h:02d}:00 AEDT"}])
        else:
            D.noise(t, "liq", f"liquidity {h:02d}:00 \u00b7 status OK\n cash buffer {buf:.1f}% (floor 2.0%) \u00b7 T+2 liquid {r.uniform(16, 21):.1f}% "
                              f"\u00b7 FX margin headroom A${r.uniform(0.8, 1.4):.2f}bn\n stress(-10% AUD) buffer {buf - 1.1:.1f}% \u00b7 stress(-20% AUD) {buf - 2.0:.1f}%\n"
                              f"{opts}\n fwd settlements next 30d A${r.uniform(-900, 400):+.0f}m net \u00b7 switching outflows MTD A${r.uniform(50, 400):.0f}m\n"
                              f" largest settlements: {D.dstr(r.randint(2, 9))} A${r.uniform(-400, 200):+.0f}m ({r.choice(BANKS)}), {D.dstr(r.randint(10, 20))} A${r.uniform(-300, 200):+.0f}m ({r.choice(BANKS)})\n"
                              f" repo line undrawn A$2.0bn \u00b7 futures cash account A${r.uniform(150, 400):.0f}m \u00b7 data as at {h:02d}:{mm:02d} AEDT")
        n += 1
    for h in (6, 10, 14, 18, 22):
        D.noise(D.at(h, r.randint(0, 5)), "compliance", f"mandate_check run={r.randint(10000, 99999)} fund=ALL limits_evaluated={r.randint(200, 230)} breaches=0 warnings={r.randint(0, 2)} status=OK\n"
                f"  BAL ok={r.randint(40, 46)} GRW ok={r.randint(40, 46)} CON ok={r.randint(38, 44)} IDX ok={r.randint(30, 36)} HG ok={r.randint(38, 44)}\n"
                f"  nearest_limit=fx_fwd_counterparty_exposure headroom={r.uniform(4, 25):.1f}% \u00b7 futures_gross_notional headroom={r.uniform(5, 30):.1f}%\n"
                f"  restricted_list v{r.randint(200, 260)} loaded \u00b7 next run {(h + 4) % 24:02d}:00")
        n += 1
    stages = ["collect", "validate", "fx_translate", "accrue", "price", "publish"]
    for i, st in enumerate(stages):
        D.noise(D.at(0, 20 + i * 35), "unitpx", f"unit-pricing asof={D.dstr(-1)} stage={st} status=ok\n"
                f" options=BAL,GRW,CON,IDX,HG rows={r.randint(38000, 42000)} rejected={r.randint(0, 12)} stale={r.randint(0, 30)} elapsed={r.randint(20, 400)}s\n"
                f" sources: custodian={r.randint(30000, 36000)} vendor_primary={r.randint(4000, 6000)} vendor_secondary={r.randint(0, 300)} manual={r.randint(0, 9)}\n"
                f" next stage in ~{r.randint(20, 40)}m, run id up-{r.randint(100000, 999999)}")
        n += 1
    for i, st in enumerate(["month-end snapshot", "unlisted revals load", "fx_translate @ WM/R", "preliminary prices"]):
        D.noise(D.at(17 + i, r.randint(10, 50)), "unitpx", f"[month-end] {st}: {r.choice(['ok', 'ok', 'ok with warnings'])} "
                                                           f"({r.randint(50, 900)} instruments, {r.randint(0, 14)} stale)")
        n += 1
    D.noise(D.at(3, 2), "custody", f"WM/R 4pm London fix captured: AUD/USD {D.audusd + r.uniform(-0.003, 0.003):.4f} \u00b7 AUD/JPY {D.audjpy + r.uniform(-0.3, 0.3):.2f} \u00b7 AUD/EUR {r.uniform(0.55, 0.6):.4f}")
    n += 1
    for job in r.sample(["price_collect", "nav_strike", "fx_translate"], 2):
        D.noise(D.rand_time(0, 24), "unitpx", stack_trace(D, job))
        n += 1
    vt = D.rand_time(8, 16)
    D.noise(vt, "vendor", f"\u26a0\ufe0f {r.choice(['Bloomberg B-PIPE', 'Refinitiv', 'ICE'])} FX forwards curve stale {r.randint(6, 25)} min, fallback to secondary source")
    D.noise(D.after(vt, 10, 40), "vendor", "\u2705 feed recovered, primary source restored")
    n += 2
    for _ in range(r.randint(2, 3)):
        D.noise(D.rand_time(6, 20), "ci", f"deploy {r.choice(['rebal-engine', 'oms-gateway', 'liquidity-dash', 'recon-bot'])} "
                                          f"v{r.randint(3, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)} \u2192 prod ok (sha {r.getrandbits(28):07x})")
        n += 1
    for _ in range(r.randint(4, 6)):
        k = r.choice(["AUD/USD", "AUD/JPY", "APZ6", "XMZ6"])
        lvl = {"AUD/USD": f"{D.audusd + r.uniform(-0.004, 0.004):.4f}", "AUD/JPY": f"{D.audjpy + r.uniform(-0.5, 0.5):.2f}",
               "APZ6": fmt_level(D.spi + r.randint(-40, 40)), "XMZ6": f"{D.xm + r.uniform(-0.03, 0.03):.3f}"}[k]
        D.noise(D.rand_time(0, 24), "alerts", f"\U0001F514 {k} {r.choice(['crossed', 'touched', 'broke'])} {lvl}")
        n += 1
    for h in (9, 13, 17):
        D.noise(D.at(h, r.randint(30, 50)), "pnl", f"overlay P&L snapshot {h:02d}:30 (A$m)\n"
                f"            day      MTD      QTD\n USD hedge  {r.uniform(-9, 9):+6.1f}  {r.uniform(-60, 20):+7.1f}  {r.uniform(-90, 30):+7.1f}\n"
                f" JPY hedge  {r.uniform(-3, 3):+6.1f}  {r.uniform(-10, 15):+7.1f}  {r.uniform(-15, 20):+7.1f}\n"
                f" futures    {r.uniform(-6, 6):+6.1f}  {r.uniform(-20, 25):+7.1f}  {r.uniform(-30, 35):+7.1f}\n"
                f" DAA tilt   {r.uniform(-1, 1):+6.1f}  {r.uniform(-3, 4):+7.1f}  {r.uniform(-5, 6):+7.1f}\n"
                f" collar     {r.uniform(-0.5, 0.5):+6.1f}  {r.uniform(-1, 1):+7.1f}  {r.uniform(-2, 2):+7.1f}\nmarks: AUD/USD {D.audusd:.4f} AUD/JPY {D.audjpy:.2f} SPI {fmt_level(D.spi)} XM {D.xm:.3f}")
        n += 1
    for h in (8, 11, 14, 17):
        D.noise(D.at(h, r.randint(0, 10)), "triage", f"triage sweep {h:02d}:00 \u2014 {r.randint(10, 40)} items seen, 0 routed, 0 escalated\n"
                f"  sources: recon={r.randint(0, 6)} vendor={r.randint(0, 4)} wire={r.randint(5, 20)} compliance={r.randint(0, 3)} unitpx={r.randint(0, 5)} \u00b7 queue depth 0 \u00b7 p95 latency {r.randint(300, 1900)}ms")
        n += 1
    for _ in range(2):
        D.noise(D.rand_time(0, 24), "gw", f"gateway reconnected (session resumed, {r.randint(0, 9)} events replayed)")
        n += 1
    # reconnect spam, bulk deleted by the lead
    t = D.rand_time(1, 6)
    ids, snips = [], []
    for i in range(r.randint(3, 4)):
        txt = f"gateway heartbeat ACK missed, reconnecting (attempt {i + 1}) shard 0 seq {r.randint(100000, 999999)}"
        ids.append(D.post(D.after(t, i * 0.2, i * 0.2 + 0.1), "gw", txt))
        snips.append(txt)
    D.g.bulk_delete(ids, D.after(t, 30, 60), snips)
    # leaked token in a trace: forgotten
    tt = D.rand_time(6, 12)
    tok = f"{r.getrandbits(64):016x}"
    lk = D.noise(tt, "unitpx", f"vendor auth failed: 401 for https://feeds.vendor.example/v2/eod?api_key={tok} (key rotated?)")
    D.g.forget(lk, D.after(tt, 3, 20), "priya", f"api_key={tok}")
    D.g.noise.remove(lk)
    n += 1
    while n < target:
        D.ack(D.rand_time(7, 19), r.choice(["tom", "mei", "liam", "sarah", "jess", "priya", "greg"]))
        n += 1


def chatter(D: Day):
    r = D.r
    a = D.audusd
    j = D.audjpy
    return [
        ("priya", "morning all. Month-end today, so the unit pricing cut-off is hard at 16:00 and ops need final futures positions by 16:20. Equitisation after the 14:30 drift run as usual."),
        ("jess", f"Unlisted property revals landed overnight: {r.randint(12, 16)} assets updated, two of the office towers down about 3%, rest flat. They flow into tonight's prices, so expect the BAL unit price to be a touch softer."),
        ("tom", f"AUD opened {a:.4f}, bit of a bid after iron ore jumped in Singapore overnight. Nothing in the hedge book needs touching on that alone."),
        ("mei", "SPI basis looks fine, a touch rich into the Dec/Mar roll. Open interest has been shifting to March faster than usual this quarter."),
        ("sarah", "Stress tables updated on the share. Tab 3 has the new buffer numbers with this morning's contributions forecast plugged in, tab 4 has the -10%/-20% AUD cases."),
        ("liam", "TM wants the final target list by 10. I've sent it, along with the restricted list from compliance and the two names the new manager asked us not to cross."),
        ("jess", "Custodian says the NAV file will be roughly 20 min late tonight, their side. Not a problem for the strike unless it slips past 20:00."),
        ("greg", "I'm in IC prep 11 to 12. Ping me on mobile if something needs a sign-off and I'll step out, otherwise I'll catch up after."),
        ("priya", "who's covering the London fix tonight? Need someone on at 2:45 to eyeball the month-end prints before the custodian snapshots them."),
        ("tom", "me, I'll log on at 2:45. I'll post the fix rates here when they come through, same as last month."),
        ("mei", "Dec/Mar SPI roll starts next week. I'll put the calendar in the pinned sheet with the expected roll spread and the clearer's margin estimate."),
        ("jess", "Recon file from Northbridge is in, matching now. First pass looks cleaner than last month, the dividend accrual issue seems to have been fixed on their side."),
        ("sarah", "Liquidity buffer looks comfortable even with the month-end contributions timing. The rollover of the Dec forwards is the biggest cash item this month and it's well covered."),
        ("tom", f"Points in 3m AUD/USD a bit wider than Friday, about half a pip. Nothing dramatic, mostly the Fed pricing moving overnight."),
        ("liam", "Alder's onboarding pack says they want cash on T+1 for the restricted markets. Checking with custody whether that works with the Taiwan and Korea accounts."),
        ("priya", "Lunch order going in at 12:15, anyone want anything from the Japanese place downstairs? Jess is collecting."),
        ("mei", "ASX24 feed lagging a second or two on the SPI screen. Fine for now, I'll raise it with market data if it gets worse into the close."),
        ("jess", "Contributions forecast for December is up about 6% on last year, mostly the SG rate step-up. Sending the detail to Sarah for the liquidity model."),
        ("greg", "Thanks team, good work on the quarter-end stuff last week. The chair specifically mentioned the transition reporting at the IC."),
        ("tom", f"JPY offered across the board this morning, AUD/JPY {j:.2f}. Someone big selling yen in Tokyo, probably exporters ahead of month-end."),
        ("sarah", "The vol model still has the old correlation matrix from October. I'll refresh it tonight after the unit prices are struck so the numbers line up."),
        ("liam", "Custody confirmed the in-specie instructions are loaded for the transition. They want 24h notice for any changes to the residual list."),
        ("priya", "Reminder: IC pack drafts are due Wednesday COB. The overlay section is on Tom, futures usage on Mei, transition summary on Liam."),
        ("jess", "Two stale prices on the Japanese small caps in the legacy portfolio. Checking with the vendor, will carry last price if nothing by 17:00."),
        ("mei", "Margin call from the clearer came in at A$" + f"{r.randint(8, 40)}" + "m, in line with our estimate. Paid from the futures cash account, no impact on the buffer."),
        ("tom", "US CPI tonight. Expect some AUD noise overnight, but nothing in the book has a trigger close enough to matter."),
        ("sarah", "The APRA heatmap numbers look fine for us this year. We're comfortably above the benchmark on every option, the closest is CON at +0.4% p.a."),
        ("priya", "Can everyone check their leave for the Christmas roster? We need two people covering the desk every business day, and someone on call for the fix."),
        ("liam", "Legacy manager has signed the termination letter, effective today. Their access to the custody accounts is being removed at 17:00."),
        ("jess", "Unit price variance report is clean for GRW and CON. BAL has one query on a property valuation, answered, should be closed by 15:00."),
        ("mei", "XM volumes light today, spreads fine though. Bid/offer one tick all morning, plenty of size at the top of the book."),
        ("tom", "Tokyo close was quiet, nothing in AUD/JPY worth mentioning. The BoJ speakers overnight didn't move anything."),
        ("greg", "The chair wants a one-pager on hedging costs for Thursday: realised cost by currency over the last four quarters, and how we compare with peers."),
        ("sarah", "One-pager on hedging costs drafted. Tom, can you check the JPY numbers? The carry looks too good to be right for Q3."),
        ("jess", "Recon breaks down to two after the morning clean-up. Both are timing, both should drop off tomorrow."),
        ("liam", "The TM says the crossing rate is better than expected, about two thirds of the legacy book matched against their other clients' flows."),
        ("mei", "The clearer's new portal is painful. Margin statements take five clicks to download now. Raising a ticket."),
        ("tom", "RBA minutes tomorrow 11:30. Nothing scheduled from us around it, and I'd rather not roll anything into the release."),
        ("sarah", "Someone left the old limits file on the share, I've moved it to the archive folder so nobody picks up last year's numbers by mistake."),
        ("jess", "Prices for the listed infrastructure names are all in, ready for the strike. The only gap is the two Japanese small caps flagged earlier."),
        ("priya", "Good day all. Handover notes are in the usual place, Tom has the fix tonight, Mei is first in tomorrow for the SPI open."),
        ("tom", "AUD a bit softer into the Sydney close, nothing to do. The book is mid-band in USD and top of band in JPY."),
        ("mei", "Futures positions reconciled with the clearer, all matched including the afternoon equitisation. Margin estimate for tomorrow posted to ops."),
        ("liam", "TM call at 4:30 for the day-1 summary if anyone wants to join. Dial-in is in the calendar invite."),
        ("jess", "NAV strike scheduled 19:30. I'll post here when it's done, plus the variance report once it's run."),
        ("greg", "Heading off shortly, mobile is on for approvals till 9. After that it's Priya as alternate delegate."),
        ("sarah", "BoJ speakers overnight, nothing priced in the curve. JGB 10y unchanged on the day."),
        ("tom", "The fix looked noisy, lots of month-end USD buying from the usual suspects. Our rolls weren't anywhere near it, thankfully."),
        ("jess", "Month-end unit prices published for all options. No errors over tolerance, one manual override on a property valuation, documented."),
        ("priya", "Please keep transition chatter in the thread so the main channel stays readable for the IC delegate."),
        ("sarah", "Quick one: the new peer survey has the median DM hedge ratio at 38% for funds over A$100bn. We're above that, which is by design."),
        ("jess", "Member switching volumes are normal for month-end, no sign of a switching run into cash like we saw in March 2020."),
        ("sarah", "Went through the custodian's forward MTM file line by line this morning because the total looked off by A$4m versus our model. Turned out to be the JPY curve snapshot: they took it at 16:00 Tokyo rather than 16:00 Sydney. Not a break as such, both are defensible, but I've asked them to align with our policy so the month-end numbers don't move around."),
        ("jess", "Member services asked whether the month-end unit price will be delayed because of the vendor issue earlier in the week. I've told them no: the fallback worked, the prices are fine, and the publish time is still 06:00. If anyone gets asked directly please give the same answer so we're consistent."),
        ("liam", "Spoke to the incoming manager's implementation team. They're comfortable taking the residual Japanese lines in specie, less keen on the Nordic ones because two of them are below their minimum market cap. We'll probably end up selling those two in the open market over a couple of days, small amounts."),
        ("mei", "Clearer flagged that initial margin on SPI goes up from Monday after the ASX Clear parameter review, roughly 6% higher per contract. Not a big deal at our size but it does eat into the futures cash account, so I've asked ops to top it up by A$15m as part of the month-end sweep."),
        ("tom", "Had a call with two of the panel banks about the roll calendar for next year. Both keen for us to move to quarterly IMM dates, which would make the tickets bigger but fewer. I'm not convinced: the settlement cash gets lumpier and the liquidity stress numbers get worse. Will write it up properly for the SAA review."),
        ("priya", "Audit sent their list of samples for the half-year controls testing. Eight overlay trades, four futures trades, one transition. They want the proposal, the approval reply and the fill confirmation for each, so it's good we keep it all in this channel. Jess is pulling the exports."),
        ("greg", "Board risk committee asked me yesterday how quickly we could take the hedge ratio to zero if we had to. I said two to three days for the forwards given market depth, same day for futures. Sarah, can you sanity check that with the liquidity model before I put it in writing?"),
        ("sarah", "Re Greg's question: taking the USD hedge to zero is about A$" + f"{r.randint(14, 22)}" + "bn notional of forwards to unwind. At normal market depth that's two to three days without moving the market much, so the answer holds. The cash settlement is the harder part under a falling AUD, which is exactly the stress case we already model."),
        ("jess", "Tax accruals run at 19:00 tonight. Last month it took 40 minutes longer than usual because of the franking credit recalc, so I've asked for it to start at 18:30 instead. Shouldn't affect anyone here unless a late trade booking lands after 18:00."),
        ("liam", "Quick transition update for those not following the thread: about a third of the legacy book done by value, costs tracking slightly better than the pre-trade estimate, no issues with the custodian. Full day-1 summary after the TM call at 4:30."),
        ("mei", "The ASX24 auction for SPI is looking a bit heavy today, index rebalance flows and month-end together. If the equitisation clips are too big into the close I'll leave some of it to the auction rather than chase. Will say in here if I do."),
        ("tom", "The NZD exposure in the intl equities sleeve has grown to about A$900m after the new manager's allocation. Still below the threshold where the policy says we consider hedging it, but worth keeping an eye on. Adding it to the watch items on the desk sheet."),
        ("priya", "Thanks all for the patience with the rebal engine upgrade last week. The new drift bands config means the engine now proposes trades only when a sleeve is outside band at two consecutive runs, which should cut the false alarms we had around the month-end contributions."),
        ("sarah", "For anyone reading the APRA stats release: the hedging numbers in there are at industry level and lag by a quarter, so they won't match our internal figures. The direction is the same though: funds have been lifting hedge ratios a little as offshore allocations grow."),
        ("jess", "Northbridge confirmed they'll run an extra recon cycle at 22:00 tonight for month-end. Any breaks from that will show up in here overnight from recon-bot; I'll triage first thing in the morning unless something looks large."),
        ("greg", "Reminder that I'm away Thursday and Friday next week for the trustee offsite. Priya is alternate delegate for approvals, same as usual. If anything big needs the full IC we'll do it by circular resolution."),
    ]


def long_plain(D: Day):
    r = D.r
    return [
        ("sarah", "Month-end risk summary (draft, not for distribution):\n- Balanced option ex-ante tracking error vs SAA "
                  f"{r.uniform(0.6, 1.1):.2f}%, largest contributors intl equities currency ({r.uniform(20, 35):.0f}% of TE) and unlisted "
                  f"property lag ({r.uniform(10, 20):.0f}%).\n- Currency: DM exposure {r.randint(44, 52)}% hedged to AUD, EM unhedged by policy.\n"
                  f"- Duration: Aus FI {r.uniform(5.6, 6.3):.1f}y vs benchmark {r.uniform(5.8, 6.1):.1f}y; intl FI in line.\n"
                  f"- Liquidity: {r.uniform(16, 21):.1f}% T+2 liquid, stress buffer comfortably above floor in all APRA SPS 530 scenarios.\n"
                  "- Counterparties: forwards spread across 8 banks, largest exposure under review after this week's tickets.\n"
                  "Comments welcome before I send to the CIO office tomorrow."),
        ("jess", "Ops note for month-end:\n1. NAV file from Northbridge expected 18:45, strike 19:30.\n2. Unlisted revals: 14 assets updated, "
                 "2 awaiting valuer sign-off (carried at last value).\n3. FX translation at WM/R 4pm London, which is 03:00 our time, so "
                 "final prices won't be published before 06:00 tomorrow.\n4. Two vendor price challenges lodged on Japanese small caps.\n"
                 "5. Member switching cut-off moved to 15:00 on the 30th as usual.\nShout if anything looks off."),
        ("liam", "Transition day-1 notes: legacy portfolio 1,6xx lines, about 60% crossed internally or via the TM's network, remainder "
                 "worked in open markets over Tokyo/Europe/US sessions. Currency for the new manager's restricted markets is being done "
                 "by the TM's FX desk under our standing instruction, benchmarked to WM/R. Opportunity cost tracking starts from today's "
                 "open. I'll publish the post-trade report once the final residuals are settled, probably Thursday."),
        ("tom", "Overlay weekly notes:\nAUD traded a 1.2 big figure range, mostly following iron ore and the Chinese stimulus headlines. "
                "Forward points have drifted a little more negative with the RBA/Fed spread. Our realised hedge cost for the quarter is "
                "tracking ~30bp annualised on the USD book and close to zero on JPY given the rate differential. The JPY book is at the "
                "top of its band, which is where we want it. Nothing on the agenda for EUR or GBP. Next roll window is mid-December."),
    ]


def more_long_plain(D: Day):
    r = D.r
    return [
        ("tom", f"Overnight wrap ({D.local_date.strftime('%d %b')}):\n- AUD/USD range {D.audusd - 0.004:.4f}\u2013{D.audusd + 0.003:.4f}, closed near the highs on iron ore.\n"
                f"- AUD/JPY {D.audjpy - 0.4:.2f}\u2013{D.audjpy + 0.3:.2f}, yen weaker into the Tokyo fix.\n- US 10y +{r.randint(1, 6)}bp, curve a touch steeper; Fed speakers "
                "sounded patient.\n- S&P 500 +0.4%, Nikkei futures flat, SPI overnight +12.\n- Forward points: 3m AUD/USD roughly unchanged, 6m half a pip more negative.\n"
                "Nothing in any of that changes today's plan. Rolls as per the sheet, equitisation after the drift run."),
        ("sarah", "Hedge cost attribution, quarter to date (A$m, annualised bp in brackets):\n USD book  -38.2 (-31bp)  points -29.1, timing -6.4, execution -2.7\n"
                  " JPY book   +4.1 (+6bp)   points +5.0, timing -0.6, execution -0.3\n EUR/GBP    n/a (unhedged by policy review)\nExecution cost is "
                  "inside the 3bp budget on both books. Timing cost on USD is mostly the September roll landing on the CPI day, which we "
                  "discussed at the time. Full table in the IC pack appendix."),
        ("jess", "Unit pricing checklist status (month-end):\n[x] listed prices loaded (41,2xx instruments)\n[x] FX at WM/R 4pm London\n[x] unlisted revals "
                 "(14 of 16)\n[ ] two valuer sign-offs outstanding (carried at last value)\n[x] futures positions from clearer\n[x] forward MTM from "
                 "custodian\n[ ] tax accruals (running 19:00)\n[ ] variance report\nExpect publish around 06:00 tomorrow after the fix translation."),
        ("mei", "Futures usage summary for the IC pack:\n- SPI 200: average gross notional A$1.9bn through November, peak A$2.38bn on the 14th "
                "(contributions + manager transition cash).\n- ASX 10y: used for duration only, average 1,100 contracts short.\n- ASX 3y: "
                "small, mostly the Conservative option.\n- No breaches of the futures notional cap in the month; one pre-trade resize by the "
                "risk engine on the 14th.\n- Roll costs in line with the 3-year average."),
        ("liam", "For the IC pack, transition pipeline: (1) intl small caps, in flight, T-day today; (2) Aus equities core, mandate change "
                 "signed, target date late February; (3) EM debt, under review, no decision expected before the March IC. For (2) we've "
                 "asked three transition managers for pre-trade estimates, due back mid-December. Nothing needs approval this month."),
        ("priya", "Process reminder, since we have new people: proposals go in this channel with instrument, side, size and a limit or "
                  "reference level. The IC delegate (Greg, or me as alternate) replies approve or hold. Only then does anything go to the "
                  "OMS. Fills come back from the custody bridge or get posted by whoever executed. Edits to sizes after approval need a "
                  "fresh approval, not a quiet edit."),
        ("wire", "MARKET WRAP (Sydney midday): S&P/ASX 200 +0.3% led by miners after iron ore gained 2% in Singapore; banks mixed; "
                 "energy flat. AUD/USD firmer, ACGB 10y yield 2bp lower at 4.41%. Asian markets: Nikkei -0.2%, Hang Seng +0.6%, Kospi "
                 "+0.4%. Commodities: Brent steady, gold +0.3%. Ahead: Australian private capex Thursday, US PCE Friday."),
        ("wire", "MARKET WRAP (ASX close): S&P/ASX 200 finished +0.2% after a late sell-off in tech; index rebalance flows heavy in the "
                 "closing auction. SPI Dec futures at a 9-point discount to fair value. ACGB 3y/10y curve steepened 1bp. AUD little "
                 "changed against USD, softer against JPY."),
    ]


def reports(D: Day):
    r = D.r
    def tbl(names):
        return "\n".join(f"  {n:<22} {r.uniform(-2, 4):+5.2f}%  {r.uniform(-1, 3):+5.2f}%  {r.uniform(2, 14):5.1f}%" for n in names)
    return [
        ("sarah", "Monthly performance pre-read (unaudited, for the desk only)\n  option                 month    bmk      1y\n"
                  + tbl(["Balanced (BAL)", "Growth (GRW)", "Conservative (CON)", "Indexed diversified", "High growth (HG)"])
                  + "\nCurrency overlay contribution to BAL: roughly -8bp for the month, as AUD rallied against a partly hedged book. "
                  "Futures equitisation saved an estimated 3bp of cash drag versus leaving month-end contributions in cash. Transition "
                  "costs for the small cap mandate will show up next month once the residuals are done. Numbers move once unlisted "
                  "revals are final, so please don't quote them outside the desk."),
        ("liam", "Transition governance note: the transition manager is acting as agent under the standing TMA, with crossing permitted "
                 "against its other clients at mid under the policy approved by the IC in 2024. Best-execution evidence is retained by "
                 "the TM and reviewed by us post-trade. Conflicts: the TM's parent bank is also one of our FX counterparties, so FX for "
                 "the restricted markets is benchmarked to WM/R and monitored by compliance. Residual lines that cannot be crossed or "
                 "sold sensibly are transferred in specie to the incoming manager, subject to their acceptance. Post-trade report due "
                 "within ten business days of completion."),
        ("tom", "Counterparty panel review (draft):\n" + "\n".join(f"  {b:<9} fwd exposure A${r.uniform(0.3, 1.45):.2f}bn  rating {r.choice(['AA-', 'A+', 'A'])}  CSA {r.choice(['daily VM', 'daily VM', 'weekly'])}  ISDA 2002"
                for b in BANKS[:8]) + "\nThe A$1.5bn single-name limit is binding a couple of times a quarter around rolls. Options are novating "
                "to lesser-used names or asking the IC to lift the limit for the top four banks. I'd prefer novation, it keeps the "
                "panel diversified. For discussion at Thursday's meeting, nothing to approve today."),
        ("jess", "Incident summary (draft): yesterday's vendor outage delayed the FX forwards curve by 23 minutes at the 16:00 snapshot. "
                 "The unit pricing job fell back to the secondary source as designed, but the fallback log didn't reach the on-call "
                 "channel because the alert webhook had been rotated. No pricing error resulted: the secondary curve was within 0.2 pips "
                 "of primary for all tenors. Actions: (1) webhook moved to the secrets store with expiry monitoring, (2) fallback alerts "
                 "duplicated to email, (3) quarterly failover test added to the ops calendar. Closing once the webhook change is live."),
        ("sarah", "Notes from the peer roundtable (Chatham House, so no names):\n- Most large funds run DM hedge ratios between 25% and 50%, "
                  "with a few dynamic programmes on top.\n- Two funds have moved rolls from monthly to quarterly to cut ticket count, "
                  "accepting lumpier settlement cash.\n- Everyone is nervous about liquidity after the 2020 early-release scheme; cash "
                  "buffers of 2-4% are typical.\n- Several use SPI and bond futures for equitisation; one fund uses total return swaps "
                  "instead.\n- Transition costs: median implementation shortfall quoted at 30-45bp for global equity changes.\nNothing "
                  "here that changes our settings, but useful context for the Feb SAA review."),
        ("mei", "Futures roll plan (draft for next week):\n  contract   position   roll window      est. spread   clearer margin\n"
                f"  APZ6->APH7  long {r.randint(800, 1400)}   8-12 Dec         {r.uniform(-30, -10):.0f} pts       A${r.uniform(60, 120):.0f}m\n"
                f"  XMZ6->XMH7  short {r.randint(900, 1500)}  5-10 Dec         {r.uniform(-1.5, 1.5):.1f} ticks    A${r.uniform(20, 50):.0f}m\n"
                f"  YMZ6->YMH7  short {r.randint(100, 400)}   5-10 Dec         {r.uniform(-1, 1):.1f} ticks    A${r.uniform(3, 10):.0f}m\n"
                "Approach as per last quarter: calendar spreads through two brokers, no outright legging. I'll post the actual roll "
                "proposals next week for approval once the spreads settle down."),
        ("greg", "IC delegate log for November (for the minutes): 14 overlay and futures proposals approved, 2 held off (one resubmitted "
                 "and approved the next day), 1 limit variation approved for month-end flows, 0 breaches unremedied. All approvals were "
                 "given in this channel with a reply to the proposal, which the auditors were happy with last year. Priya acted as "
                 "alternate on 3 days while I was at the conference."),
    ]


def wire_items(D: Day):
    r = D.r
    return [
        ("wire", "ABS: Monthly CPI indicator rose 0.3% in October, annual rate 2.9%; trimmed mean 3.0%. Services inflation remained "
                 "sticky at 4.1% while goods prices eased on lower fuel. Economists said the print keeps the RBA on hold into February."),
        ("wire", "CHINA: Caixin manufacturing PMI 50.8 in November vs 50.3 expected; new export orders improved. Iron ore futures in "
                 "Dalian rose 1.8% after the release, steel mills restocking ahead of winter."),
        ("wire", "JAPAN: MOF data show no intervention in the month to 27 November. USD/JPY traded a 3-yen range; officials repeated they "
                 "are watching moves with a high sense of urgency."),
        ("wire", "AUSTRALIA: Superannuation funds' offshore assets reached a record share of total assets in the September quarter, "
                 "APRA data show, with FX hedging ratios broadly stable across the large funds."),
        ("wire", "US: Treasury yields edged higher overnight after firmer jobless claims; fed funds futures trimmed pricing for a "
                 "December cut. The dollar index rose 0.2%, commodity currencies underperformed."),
    ]


def ops_digests(D: Day):
    r = D.r
    ca = "\n".join(f"  {n:<14} {e:<22} ex {D.dstr(r.randint(1, 20))}  {st}" for n, e, st in r.sample([
        ("BHP", "final dividend", "elected cash"), ("NESN", "dividend", "accrued"), ("7203 JT", "buyback (info)", "no action"),
        ("CSL", "interim dividend", "elected cash"), ("MSFT", "dividend", "accrued"), ("ASML", "interim dividend", "accrued"),
        ("6758 JT", "stock split 1:5", "processed"), ("RIO", "DRP", "declined (policy)")], 5))
    D.noise(D.at(5, r.randint(0, 50)), "custody", f"Corporate actions digest {D.dstr()}\n{ca}\n{r.randint(3, 9)} further events for manager-held accounts, see custodian portal")
    D.noise(D.at(21, r.randint(0, 50)), "ci", f"nightly build rebal-engine main #{r.randint(1200, 1900)}: passed ({r.randint(800, 1000)} tests, {r.randint(0, 3)} skipped) "
                                               f"\u00b7 coverage {r.uniform(78, 86):.1f}% \u00b7 artefact pushed to staging\nchanges: drift bands config loader, SPI roll calendar 2027, "
                                               "fix rounding in hedge ratio report")
    return 2


def more_reports(D: Day):
    r = D.r
    rows = "\n".join(f"  {d:<8} {i:<10} {sd:<5} {q:>7}  arrival {a:+5.1f}bp  vwap {v:+5.1f}bp" for d, i, sd, q, a, v in [
        (D.dstr(-r.randint(1, 25)), r.choice(["APZ6", "XMZ6", "YMZ6", "AUD/USD 3m", "AUD/JPY 3m"]), r.choice(["BUY", "SELL"]),
         r.choice(["120", "300", "USD250m", "JPY18bn", "450"]), r.uniform(-4, 3), r.uniform(-2, 2)) for _ in range(8)])
    return [
        ("mei", "Execution quality, November (futures + FX overlay):\n" + rows + "\nAverage slippage vs arrival "
                f"{r.uniform(-1.5, 0.5):+.1f}bp, all inside the TCA budget. Worst was the CPI-day roll, as expected. Broker split "
                "roughly 55/45 between the two clearers. No errors, no late bookings."),
        ("sarah", "Liquidity stress table (month-end, BAL):\n  scenario                       cash need   buffer after   floor\n"
                  f"  AUD -10% (fwd settlement)      A${r.uniform(1.2, 2.0):.1f}bn     {r.uniform(2.4, 3.0):.1f}%          2.0%\n"
                  f"  AUD -20%                       A${r.uniform(2.5, 3.8):.1f}bn     {r.uniform(1.9, 2.4):.1f}%          2.0%\n"
                  f"  equities -25%, switching 3%    A${r.uniform(2.0, 3.0):.1f}bn     {r.uniform(2.1, 2.6):.1f}%          2.0%\n"
                  f"  2020-style early release       A${r.uniform(3.0, 4.5):.1f}bn     {r.uniform(1.6, 2.1):.1f}%          2.0%\n"
                  "The AUD -20% and early-release cases dip just under the floor before management actions (unwinding futures "
                  "overlays, drawing the repo line). That's consistent with last quarter's table and the IC accepted it then."),
        ("jess", "Month-end close timetable (tonight/tomorrow):\n 16:00 unit price cut-off, member switches locked\n 16:20 final futures "
                 "positions from Mei\n 18:45 custodian NAV file\n 19:30 NAV strike (prelim)\n 03:00 WM/R fix translation\n 05:30 "
                 "variance checks\n 06:00 publish unit prices\n 09:00 post-publish recon and sign-off by the unit pricing committee\n"
                 "If anything slips past 06:30 we notify member services before the phones open."),
        ("tom", "Draft IC pack section, currency overlay:\nThe overlay kept the DM currency hedge ratio within its 40-60% band "
                "throughout the month. Hedge rolls were executed across the approved panel with execution costs inside budget. "
                "The JPY book sits at the top of its 50-70% band reflecting the IC's view that the yen remains undervalued. The AUD "
                "rally in November produced a modest gain on the hedges offset by translation losses on the unhedged portion. No "
                "changes to strategic settings are recommended this quarter; the February SAA review will revisit the USD hedge "
                "target in light of the peer survey and the liquidity stress results."),
        ("rebal", f"REBAL ENGINE \u00b7 cash forecast {D.local_date.strftime('%d %b')}\n  contributions (SG + voluntary)   A${r.uniform(380, 520):.0f}m\n"
                  f"  rollovers in                     A${r.uniform(60, 140):.0f}m\n  rollovers out / benefits         A${r.uniform(-420, -250):.0f}m\n"
                  f"  fwd settlements (Dec rolls)      A${r.uniform(-300, 200):+.0f}m\n  manager capital calls            A${r.uniform(-180, -40):.0f}m\n"
                  f"  distributions                    A${r.uniform(20, 90):.0f}m\n  net                              A${r.uniform(-80, 220):+.0f}m\nequitisation candidates flagged at 14:30 drift run"),
    ]


def bot_status(D: Day):
    """Large routine bot posts (noise): drift checks with no trades, compliance summaries, batch settlements, recon."""
    g, r = D.g, D.r
    count = 0
    opts = [("GRW", "Growth"), ("CON", "Conservative"), ("IDX", "Indexed diversified"), ("HG", "High growth")]
    runs = [(h, o) for h in (9, 12, 15, 17) for o in opts]
    for h, (code, name) in r.sample(runs, 16):
        lines = [f"REBAL ENGINE \u00b7 drift check {h:02d}:30 AEDT \u00b7 {name} option ({code}) \u00b7 NAV A${r.uniform(8, 40):.2f}bn",
                 "sleeve                         target   actual   drift   band"]
        for sl, tgt in (("Aus equities", 24.0), ("Intl equities (unhedged)", 16.0), ("Intl equities (hedged)", 16.0), ("EM equities", 4.0),
                        ("Aus fixed income", 9.0), ("Intl fixed income", 9.0), ("Property (unlisted)", 8.0), ("Infrastructure", 8.0), ("Cash", 6.0)):
            act = tgt + r.uniform(-0.8, 0.8)
            lines.append(f"{sl:<30} {tgt:5.1f}%  {act:6.2f}%  {act - tgt:+5.2f}%  \u00b12.0%")
        lines.append("all sleeves within band \u2014 no trades proposed")
        lines.append(f"currency: USD hedged {r.uniform(45, 55):.1f}% (band 40\u201360), JPY {r.uniform(55, 68):.1f}% (band 50\u201370)")
        lines.append(f"futures overlay: SPI {r.randint(0, 400)} long, XM {r.randint(0, 600)} short \u00b7 cash incl. futures margin {r.uniform(2.5, 6.0):.2f}%")
        lines.append(f"model run id rb-{r.randint(100000, 999999)} \u00b7 prices as at {h:02d}:25 \u00b7 2-run confirmation rule on")
        D.noise(D.at(h, r.randint(25, 35)), "rebal", "\n".join(lines))
        count += 1
    for h in (7, 11, 13, 16):
        D.noise(D.at(h, r.randint(40, 55)), "compliance",
                f"mandate summary {h:02d}:45\nfx_hedge_ratio_usd=OK ({r.uniform(45, 55):.1f}/40-60)\nfx_hedge_ratio_jpy=OK ({r.uniform(55, 68):.1f}/50-70)\n"
                f"futures_gross_notional=OK (A${r.uniform(1.5, 2.3):.2f}bn/2.40bn)\nderivatives_leverage=OK ({r.uniform(0.8, 1.3):.2f}x/1.50x)\n"
                f"issuer_concentration=OK (max {r.uniform(3, 6):.1f}%/10%)\nilliquid_assets=OK ({r.uniform(24, 29):.1f}%/35%)\nrestricted_list_hits=0")
        count += 1
    for h in (6, 15, 18):
        rows = "\n".join(f" {r.choice(['AUD/USD', 'AUD/JPY'])} fwd  {r.choice(BANKS):<9} A${r.uniform(-20, 20):+6.1f}m  settled" for _ in range(r.randint(6, 10)))
        D.noise(D.at(h, r.randint(5, 25)), "custody", f"Settlement batch {h:02d}:00 ({D.dstr()})\n{rows}\nall instructions matched, no fails")
        count += 1
    for h in (12, 16):
        D.noise(D.at(h, r.randint(10, 30)), "recon", f"recon {h:02d}:15 \u00b7 {r.randint(1, 4)} breaks open (0 new)\n positions 1,9xx/1,9xx matched\n"
                                                        f" cash {r.randint(40, 60)}/{r.randint(60, 62)} accounts matched\n derivatives MTM within tolerance\n"
                f" fx forwards {r.randint(300, 420)} trades matched vs custodian \u00b7 futures {r.randint(8, 14)} contracts matched vs clearer\n"
                f" oldest open break aged {r.randint(1, 6)}d \u00b7 next cycle {(h + 4) % 24:02d}:15")
        count += 1
    D.noise(D.at(20, r.randint(0, 30)), "unitpx", f"NAV strike complete asof={D.dstr()} options=BAL,GRW,CON,IDX,HG published=false (awaiting fix translation) "
                                                   f"variance_max={r.uniform(0.01, 0.09):.3f}% tolerance=0.150% overrides=1")
    count += 1
    return count


def build_day(g: Gen, rng: random.Random, chan: str, start: datetime):
    D = Day(g, rng, chan, start)
    r = rng
    # desk sheet, pinned
    sheet = D.post(D.at(7, r.randint(5, 20)), "priya",
                   f"Desk sheet {D.local_date.strftime('%a %d %b')}\nHeld: AUD/USD & AUD/JPY forward hedges, APZ6 / APH7 (SPI 200), XMZ6 / YMZ6 "
                   "(ASX 10y/3y), DAA tilt in APH7, CSL in the domestic sleeve, BHP, Toyota Motor and Nestl\u00e9 in the transition basket.\n"
                   "Watchlist: Woodside (WDS), Macquarie (MQG), Fortescue (FMG).\nWindows: FX rolls 10:30\u201314:00, equitisation after the 14:30 drift run, "
                   "London fix 03:00.")
    g.pin(sheet, D.after(D.g.msgs[sheet]["t"], 1, 6))

    # hard episodes
    styles = ["tagged", "untagged", "shorthand", "buried", "swap"]
    r.shuffle(styles)
    edits = [None, "size", "ratio"]
    r.shuffle(edits)
    n_fx = r.choice([2, 3, 3])
    fx_starts = sorted(D.at(h, r.randint(0, 50)) for h in r.sample([9, 10, 11, 12, 13], n_fx))
    for i, t0 in enumerate(fx_starts):
        ccy = "JPY" if i == 1 else "USD"
        fx_episode(D, t0, ccy, styles[i], edit_kind=edits[i], question=r.random() < 0.5,
                   confirm_style=r.choice(["kv", "embed"]), fill_style=r.choice(["embed", "embed", "prose"]),
                   split=r.random() < 0.4)
    spi_equitisation(D, D.at(14, 30), edit_fill=r.random() < 0.6, fill_style=r.choice(["tagged", "shorthand"]))
    bond_futures(D, D.at(r.choice([10, 11, 13]), r.randint(0, 40)), contract=r.choice(["XMZ6", "XMZ6", "YMZ6"]),
                 partial=r.random() < 0.6)
    stop_episode(D, D.at(9, r.randint(0, 30)))
    if r.random() < 0.7:
        aud_jpy_tp(D, D.rand_time(15, 22))
    if r.random() < 0.8:
        collar_episode(D, D.at(r.choice([11, 12, 13]), r.randint(0, 50)))
    transition_thread(D, D.at(8, r.randint(0, 30)))
    ops_routing(D, D.at(8, r.randint(35, 55)), D.at(9, r.randint(35, 55)))
    apra_no_route(D, D.at(r.choice([10, 12, 15]), r.randint(0, 40)))
    risk_events(D, D.at(r.choice([12, 13, 15]), r.randint(0, 50)), D.at(8, r.randint(0, 20)), block=r.random() < 0.5)
    thesis_events(D, D.rand_time(9, 12), D.rand_time(13, 18))
    news_times = sorted(D.rand_time(7, 20) for _ in range(3))
    news_events(D, news_times)
    deleted_and_forgotten(D, D.rand_time(10, 16), D.rand_time(10, 16))

    # near misses
    nm = near_misses(D)
    k = r.randint(19, min(22, len(nm)))
    for who, txt, idiom in r.sample(nm, k):
        m = D.post(D.rand_time(7, 20), who, txt)
        g.mark_near(m, idiom)
    settlement_near(D, D.at(r.choice([9, 10]), r.randint(0, 55)))
    nonheld_news(D, D.rand_time(7, 18))
    # RBA / APRA calendar colour (plain)
    D.post(D.at(r.choice([14, 15]), 30), "wire", r.choice([
        "RBA: Statement by the Governor on the monetary policy decision due 14:30 AEDT tomorrow; markets price 20% chance of a cut",
        "RBA: Financial Stability Review highlights superannuation funds' growing offshore FX hedging and liquidity needs",
        "RBA: Chart pack updated; trade-weighted index little changed over the month"]))
    # long plain reports
    for who, txt in long_plain(D) + more_long_plain(D) + reports(D) + wire_items(D) + more_reports(D):
        D.post(D.rand_time(7, 19), who, txt)
    bot_status(D)
    ops_digests(D)
    return D


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    g = Gen()
    for ci in range(channels):
        chan = channel_id(ci)
        for di in range(days):
            start = end - timedelta(days=days - di)
            rng = random.Random(f"{DESK}|{seed}|{ci}|{di}")
            before = set(g.msgs)
            D = build_day(g, rng, chan, start)
            total_target = rng.randint(246, 276)
            noise_target = int(total_target * rng.uniform(0.33, 0.37))
            add_noise(D, noise_target - sum(1 for m in g.noise if m not in before))
            # plain chatter to reach target
            pool = chatter(D)
            rng.shuffle(pool)
            pool.sort(key=lambda x: -len(x[1]) // 150)
            i = 0
            while len(g.msgs) - len(before) < total_target:
                who, txt = pool[i % len(pool)]
                if i >= len(pool):
                    txt = txt + rng.choice([" (again)", ", fyi", " btw", " \u2014 as flagged earlier"])
                D.post(D.rand_time(6, 21), who, txt)
                i += 1
    events = [op for _, _, op in sorted(g.ops, key=lambda x: (x[0], x[1]))]
    hard = []
    for h in g.hard:
        m = g.msgs[h["message_id"]]
        state = m["state"] if m["state"] in ("deleted", "forgotten") else ("edited" if m["edited"] else "live")
        h = dict(h)
        h["final_state"] = state
        hard.append(h)
    live = {k for k, m in g.msgs.items() if m["state"] == "live"}
    labels = {
        "desk": DESK,
        "hard_events": hard,
        "superseded_facts": g.superseded,
        "removed_texts": g.removed,
        "noise_message_ids": [m for m in g.noise if m in live],
        "near_miss_ids": [m for m in g.near if m in live],
        "idioms": pick_idioms(g.idioms),
    }
    return {"events": events, "labels": labels}


def pick_idioms(rows):
    hard = [x for x in rows if x["expected"] != "not_hard"]
    near = [x for x in rows if x["expected"] == "not_hard"]
    out = hard[:12] + near[:8]
    return out[:20]


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    creates = sum(1 for e in res["events"] if e["op"] == "create")
    print(f"{DESK}: {len(res['events'])} events, {creates} messages, {len(res['labels']['hard_events'])} hard events",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
