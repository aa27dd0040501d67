#!/usr/bin/env python3
"""Desk generator: endowment_ic_rebalance_desk.

Implementation desk of a university endowment: policy-portfolio rebalancing across
equity index futures, Treasury futures, ETFs, FX forwards and manager
redemptions/subscriptions/capital calls. Decisions come from an investment committee
(memos + votes by reply/reaction/thread) and the CIO. Standard library only; output is a
pure function of the arguments (string-seeded RNG, no hash-seed dependence).
"""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "endowment_ic_rebalance_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1183447029516382208"
CHANNEL_BASE = 1183447921870213121
DEFAULT_END = datetime(2026, 12, 5, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "cio": ("1183450117203918848", "Margaret Okafor", False),
    "pm1": ("1183450388911480835", "Daniel Reyes", False),
    "pm2": ("1183450602746593290", "Priya Natarajan", False),
    "ops": ("1183450811023147009", "Tom Lindqvist", False),
    "chair": ("1183451034772488194", "H. Whitcomb (IC chair)", False),
    "ic2": ("1183451270165217287", "Elaine Cho", False),
    "ic3": ("1183451498314383364", "Ray Battista", False),
    "custody": ("1183452017931526157", "custody-bridge", True),
    "oms": ("1183452266419875851", "oms-bridge", True),
    "cash": ("1183452509840510978", "cashcast", True),
    "news": ("1183452733208170505", "newsrelay", True),
    "analyst": ("1183452981657616396", "ic-analyst", True),
    "comp": ("1183453204383543307", "compliance-bot", True),
    "ci": ("1183453437117087750", "deploy-bot", True),
    "mod": ("1183453690042990602", "Discord mod (IT)", False),
}

# UTC-hour activity weights (desk in Boston, ET = UTC-5 in winter)
HOUR_W = [2, 2, 1, 1, 1, 1, 1, 2, 3, 4, 6, 9, 13, 15, 16, 16, 15, 14, 14, 12, 9, 6, 4, 3]


def c(n):
    return f"{n:,}"


def q32(handle, ticks):
    return f"{handle}-{ticks:02d}"


class Ctx:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.scenes = []
        self.bulk = []

    def m(self, who, content="", **kw):
        self.n += 1
        d = {"key": self.n, "who": who, "content": content, "embeds": kw.get("embeds"),
             "reply": kw.get("reply"), "thread": kw.get("thread"),
             "kind": "hard" if kw.get("label") else kw.get("kind", "chat"),
             "label": kw.get("label"), "idiom": kw.get("idiom"), "edits": kw.get("edits", []),
             "superseded": kw.get("superseded", []), "delete": kw.get("delete"),
             "forget": kw.get("forget"), "pin": kw.get("pin"),
             "reactions": kw.get("reactions", []), "attachments": kw.get("attachments"),
             "snippet": kw.get("snippet")}
        return d

    def scene(self, *msgs):
        self.scenes.append(list(msgs))


def L(et, facts, phr):
    return (et, facts, phr)


# --------------------------------------------------------------------------- scenes

def build_day(rng, ch, day, date):
    x = Ctx(rng)
    R = rng
    ds = date.strftime("%Y-%m-%d")
    dshort = f"{date.month}/{date.day}"

    # ---- S1: ES rebalance memo -> votes -> route -> risk resize -> ACK -> fills -> affirm
    es_px = 6700 + R.randint(0, 800) / 4.0
    es_lim = f"{es_px:,.2f}".rstrip("0").rstrip(".")
    es_qty = R.choice([120, 140, 160, 180])
    es_cut = es_qty - R.choice([20, 30, 40])
    oid_es = "E" + "".join(R.choice("23456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(5))
    eq_act = round(52.6 + R.random() * 2.2, 1)
    notional = es_qty * es_px * 50 / 1e6
    memo = x.m("cio", (
        f"**IC memo {ds} — public equity back toward policy**\n\n"
        f"Public equity closed yesterday at {eq_act}% of the pool vs 48.0% policy (band ±5). "
        f"The drift is almost all US large cap after the November rally; private equity marks "
        f"for Q3 came in flat so the denominator effect is not helping us.\n\n"
        f"**Proposal:** sell {es_qty} ESH7 (≈ ${notional:,.1f}m notional) at or better than {es_lim}, "
        f"executed through the overlay account, TWAP into the close. This takes public equity "
        f"to roughly {eq_act - 1.6:.1f}% and leaves the ETF sleeve untouched.\n\n"
        f"Alternatives considered: trimming VTI (tax-exempt, so no cost there, but slower and "
        f"wider), or waiting for the Jan IC. Neither is better than the overlay.\n\n"
        f"Context: the band monitor has flagged public equity for four sessions. Staff view is that the "
        f"overweight is a market effect, not a view, and the policy says we trade back toward target once a "
        f"sleeve is outside its band for three sessions. The overlay route keeps the physical managers intact, "
        f"costs ~0.3bp in commissions and slippage on recent TWAP history, and can be unwound at the March roll "
        f"if the IC changes the target in January.\n\n"
        f"Risks: a further rally leaves us underweight relative to drift (acceptable by policy); basis on the "
        f"overlay is small but not zero; margin on the FCM rises by ~$3m, covered by STIF.\n\n"
        f"Vote requested by 15:00 ET — reply here or react ✅/❌. Quorum is 3 of 5."),
        label=L("trade_proposal", ["sell", f"{es_qty} ESH7", es_lim], "untagged"),
        pin="cio", reactions=[("✅", "chair", 600), ("✅", "ic2", 900), ("✅", "ic3", 1500), ("📌", "cio", 30)],
        idiom=("IC memo with bold Proposal line and vote request", "trade_proposal"))
    th = memo["key"]
    t1 = x.m("ic2", f"What if we did half through ESH7 and half by trimming SPY instead? Just asking before I vote.",
             thread=th, kind="near", idiom=("committee member hypothetical in memo thread", "not_hard"))
    t2 = x.m("cio", "Could, but SPY is the tax-lot mess from 2019. Overlay is cleaner.", thread=th)
    t3 = x.m("ic3", "Last March we sold 90 ESM5 at 5,640 in the same spot and gave most of it back in a week. Still fine with it.",
             thread=th, kind="near", idiom=("past-tense story of an old rebalance", "not_hard"))
    a1 = x.m("ic2", f"Approve — {es_qty} ESH7 fine by me.", reply=memo["key"],
             label=L("trade_approval", ["Approve", f"{es_qty} ESH7"], "reply"))
    a2 = x.m("chair", "✅ approve", reply=memo["key"], label=L("trade_approval", ["approve", "✅"], "reply"),
             idiom=("emoji plus one-word committee vote as reply", "trade_approval"))
    tally = x.m("cio", f"Vote closed: 4 ✅ / 0 ❌, quorum met. ES sale approved as written ({es_qty} ESH7, limit {es_lim}).",
                reply=memo["key"], label=L("trade_approval", ["approved", f"{es_qty} ESH7", es_lim], "reply"))
    route = x.m("cio", f"Daniel — routing the ESH7 sale to you, work it through the OMS TWAP into the close.",
                label=L("route_decision", ["routing", "ESH7", "Daniel"], "untagged"),
                idiom=("CIO hands a passed memo to a named PM", "route_decision"))
    ack0 = x.m("pm1", "on it")
    risk = x.m("comp", f"PRE-TRADE {oid_es} ESH7 SELL {es_qty} -> RESIZED to {es_cut} (rule FUT-NOTIONAL-OVL: overlay futures notional cap $40.0m)",
               label=L("risk_limit", ["RESIZED", f"{es_cut}", "FUT-NOTIONAL-OVL"], "structured"),
               idiom=("compliance pre-trade resize line", "risk_limit"))
    ack = x.m("oms", f"ACK {oid_es} ESH7 S {es_cut} LMT {es_px:.2f} TIF=DAY ALGO=TWAP acct=END-OVL",
              label=L("trade_confirmation", ["ACK", oid_es, "ESH7", f"{es_cut}"], "structured"),
              idiom=("OMS bridge compact ACK line", "trade_confirmation"))
    f1q = es_cut // 2 + R.choice([-5, 0, 5])
    f1q_wrong = f1q + 10
    f1px = es_px + R.choice([0.25, 0.5, 1.0])
    f1 = x.m("oms", f"F {oid_es} ESH7 S {f1q_wrong} @{f1px:.2f} cum={f1q_wrong}/{es_cut}",
             edits=[(240, f"F {oid_es} ESH7 S {f1q} @{f1px:.2f} cum={f1q}/{es_cut} (corr)")],
             superseded=[f"cum={f1q_wrong}/{es_cut}"],
             label=L("trade_fill", ["ESH7", "S", f"{f1q}", f"{f1px:.2f}"], "shorthand"),
             idiom=("OMS compact partial fill corrected by edit", "trade_fill"))
    f2q = es_cut - f1q
    f2px = es_px + R.choice([0.0, 0.25])
    f2 = x.m("oms", f"F {oid_es} ESH7 S {f2q} @{f2px:.2f} cum={es_cut}/{es_cut} DONE",
             label=L("trade_fill", ["ESH7", "S", f"{f2q}", f"{f2px:.2f}"], "shorthand"))
    avg = (f1q * f1px + f2q * f2px) / es_cut
    aff = x.m("custody", "", embeds=[{
        "title": "Trade affirmed — futures", "author": "Custody bridge",
        "description": f"ESH7 SELL {es_cut} avg {avg:.4f} cleared via FCM, overlay account",
        "fields": [{"name": "Account", "value": "END-OVL", "inline": True},
                   {"name": "Status", "value": "AFFIRMED", "inline": True},
                   {"name": "IM change", "value": f"-${es_cut * 0.0224:.2f}m"}],
        "footer": f"ref {oid_es} · CME · T+0"}],
        label=L("trade_confirmation", ["AFFIRMED", "ESH7 SELL", f"{es_cut}"], "embed"),
        idiom=("custodian embed-only affirmation", "trade_confirmation"))
    x.scene(memo, t1, t2, t3, a2, tally, route, ack0, risk, ack, f1, f2, aff)

    # ---- S2: TY duration extension shorthand proposal, reaction vote, tally, embed fill, TP
    th_ = R.choice([111, 112])
    tk = R.choice([4, 8, 12, 16, 20])
    ty_px = q32(th_, tk)
    ty_fill = q32(th_, tk) + "+"
    ty_qty = R.choice([65, 75, 85, 95])
    ty_tp = q32(th_ + 1, min(tk + 8, 28))
    ty_tp2 = q32(th_ + 1, min(tk + 12, 31))
    ty_stop = q32(th_ - 1, 20)
    oid_ty = "T" + str(R.randint(1000, 9999)) + "M"
    p2 = x.m("pm1", f"prop: b {ty_qty} TYH7 @ {ty_px} lmt — takes FI duration 5.6y → 5.9y, back inside band. IC vote pls ✅/❌",
             label=L("trade_proposal", ["b", f"{ty_qty} TYH7", ty_px], "shorthand"),
             reactions=[("✅", "chair", 400), ("✅", "ic2", 700), ("✅", "cio", 800), ("❌", "ic3", 1100)],
             idiom=("shorthand 'prop: b N TYH7 @ 32nds' with emoji vote", "trade_proposal"))
    q2 = x.m("ic3", "Why TY and not US bonds? Duration per contract is better in USH7, no?", reply=p2["key"], kind="near",
             idiom=("committee question on a proposal", "not_hard"))
    q2a = x.m("pm1", "Liquidity and basis. USH7 CTD is flipping, TY is calmer. Same DV01 either way.", reply=q2["key"])
    tal2 = x.m("cio", f"TY: 3 ✅ / 1 ❌, quorum 4 of 5 — approved. Go ahead with {ty_qty} TYH7.", reply=p2["key"],
               label=L("trade_approval", ["approved", f"{ty_qty} TYH7"], "reply"))
    ack2 = x.m("oms", f"ACK {oid_ty} TYH7 B {ty_qty} LMT {ty_px} TIF=DAY acct=END-OVL",
               label=L("trade_confirmation", ["ACK", oid_ty, "TYH7", f"{ty_qty}"], "structured"))
    fil2 = x.m("oms", "", embeds=[{
        "title": "Execution report", "author": "OMS",
        "description": "TYH7 10Y T-Note Mar27",
        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                   {"name": "Qty", "value": f"{ty_qty}", "inline": True},
                   {"name": "Px", "value": ty_fill, "inline": True},
                   {"name": "Status", "value": "FILLED"}],
        "footer": f"order {oid_ty} · venue XCBT"}],
        label=L("trade_fill", ["TYH7", "BUY", f"{ty_qty}", ty_fill], "embed"),
        idiom=("embed-only execution report with 32nds price", "trade_fill"))
    tp = x.m("pm1", f"TYH7 long ({ty_qty}): TP {ty_tp}, stop {ty_stop}. Both resting as alerts, not orders.",
             label=L("stop_or_target_change", ["TYH7", ty_tp, ty_stop], "untagged"))
    x.scene(p2, q2, q2a, tal2, ack2, fil2, tp)

    # ---- S3: VWO conditional approval, deleted wrong fill, reposted fill, DVP match
    vwo_qty = R.choice([380000, 420000, 460000, 500000])
    vwo_half = vwo_qty // 2
    vwo_lim = round(49.2 + R.random() * 1.4, 2)
    vwo_fill = round(vwo_lim - R.choice([0.01, 0.02, 0.03, 0.04]), 2)
    vwo_bad = round(vwo_fill - 0.9, 2)
    p3 = x.m("pm1", (f"Proposing we buy {c(vwo_qty)} VWO (lmt {vwo_lim:.2f}, ~${vwo_qty * vwo_lim / 1e6:.1f}m) to close "
                     f"the EM equity underweight — we are 1.9pts under the 7% target after the China drawdown. "
                     f"Would fund from the TIPS sleeve overweight. Needs IC sign-off (>$10m). Execution via the "
                     f"ETF desk's VWAP algo over one or two sessions; VWO trades ~$1bn a day so participation stays under 3%. "
                     f"IEMG was the alternative — slightly cheaper expense ratio, but we already hold VWO and the tax-exempt "
                     f"status means no lot considerations either way."),
             label=L("trade_proposal", ["buy", f"{c(vwo_qty)} VWO", f"{vwo_lim:.2f}"], "untagged"))
    ap3 = x.m("chair", f"Approved up to half — {c(vwo_half)} VWO now, revisit the rest after December CPI.", reply=p3["key"],
              label=L("trade_approval", ["Approved up to half", f"{c(vwo_half)} VWO"], "reply"),
              idiom=("conditional approval 'approved up to half'", "trade_approval"))
    th3 = x.m("pm1", "thx, will do half")
    bad = x.m("pm1", f"[FILL] VWO BUY {c(vwo_half)} avg {vwo_bad:.2f} (Jefferies, algo VWAP)", delete=200,
              label=L("trade_fill", ["VWO", "BUY", f"{c(vwo_half)}", f"{vwo_bad:.2f}"], "tagged"),
              snippet=f"avg {vwo_bad:.2f} (Jefferies")
    good = x.m("pm1", f"[FILL] VWO BUY {c(vwo_half)} avg {vwo_fill:.2f} (Jefferies, algo VWAP) — fat-fingered the last one, deleted",
               label=L("trade_fill", ["VWO", "BUY", f"{c(vwo_half)}", f"{vwo_fill:.2f}"], "tagged"),
               idiom=("[FILL] tag in a PM's own post", "trade_fill"))
    dvp = x.m("custody", f"DVP MATCHED | VWO | RCV {c(vwo_half)} | px {vwo_fill:.2f} | SD T+1 | broker JEFF | status=MATCHED",
              label=L("trade_confirmation", ["MATCHED", "VWO", f"{c(vwo_half)}"], "structured"))
    x.scene(*([p3, ap3, th3, bad, good] + ([dvp] if R.random() < 0.6 else [])))

    # ---- S4: Meridian subscription, fails quorum
    mer_amt = R.choice(["$10.0m", "$12.5m", "$15.0m"])
    p4 = x.m("pm2", (f"Recommend subscribing {mer_amt} to Meridian Credit Opportunities Fund (Class A) for 1-Jan dealing. "
                     f"Sub docs due 12/15, monthly liquidity, 1.25/15 after the founders' break. DD pack pinned in #manager-dd. "
                     f"Funding from the Redwood proceeds in Q2, bridge from STIF until then. Please vote."),
             label=L("trade_proposal", ["subscribing", mer_amt, "Meridian Credit Opportunities"], "untagged"),
             idiom=("manager subscription as a proposal", "trade_proposal"))
    r4 = x.m("ic3", f"❌ on Meridian — fee break isn't enough and we already have credit beta in Harbor.", reply=p4["key"],
             label=L("trade_approval", ["❌", "Meridian"], "reply"))
    x4 = x.m("ic2", "I'd like to see the 2022 drawdown numbers before voting. Can someone post?", reply=p4["key"], kind="near")
    f4 = x.m("cio", f"Meridian sub: only 2 of 5 voted by the deadline — fails quorum, not approved. Carry to the 12/17 IC.",
             label=L("trade_approval", ["fails quorum", "not approved", "Meridian"], "untagged"),
             idiom=("vote fails quorum = not approved", "trade_approval"))
    sc4 = [p4, r4, x4, f4]
    if R.random() < 0.8:
        sc4.append(x.m("news", (f"**Meridian Credit Opportunities names new co-CIO; founder to step back from day-to-day** — "
                               f"the $6bn credit manager said the change takes effect 1 Feb (via HFM)"),
                       label=L("watchlist_news", ["Meridian Credit Opportunities", "co-CIO"], "untagged")))
    x.scene(*sc4)

    # ---- S5: Redwood redemption
    rw_nav = round(31 + R.random() * 12, 1)
    p5 = x.m("pm2", (f"**Redemption memo — Redwood Partners Offshore**\n"
                     f"NAV ${rw_nav}m as of 31-Oct. Performance has tracked beta with a 2/20 fee load for three years, "
                     f"and the team lost both sector heads this year.\n"
                     f"Proposal: full redemption from Redwood Partners Offshore for 31-Mar-2027 dealing. "
                     f"90-day notice, so the notice must be with the administrator by 31-Dec. "
                     f"Investor-level gate is 25%/quarter, so expect up to four quarters to get fully out.\n"
                     f"Alternatives: partial redemption (50%) — rejected by staff, as the fee load applies to the whole "
                     f"position and the team risk does not shrink with size. Secondary sale — indicative bids at 93-95% "
                     f"of NAV via our advisor, which is worse than waiting through the gate.\n"
                     f"Reinvestment: proceeds go to STIF and then to the Meridian slot if the IC approves it, otherwise "
                     f"to public equity via the band process.\n"
                     f"Vote by Friday please."),
             label=L("trade_proposal", ["full redemption", "Redwood Partners Offshore", "31-Mar-2027"], "untagged"),
             reactions=[("✅", "ic2", 500), ("✅", "cio", 650)])
    a5 = x.m("chair", "Approve the Redwood redemption. Long overdue.", reply=p5["key"],
             label=L("trade_approval", ["Approve", "Redwood redemption"], "reply"))
    n5 = x.m("ops", (f"Redemption notice for Redwood Partners Offshore sent to the administrator (SS&C) — full redemption, "
                     f"31-Mar-2027 dealing, signed by CIO + treasurer."),
             label=L("trade_confirmation", ["Redemption notice", "sent", "31-Mar-2027"], "untagged"))
    adm = x.m("custody", "", embeds=[{
        "title": "Administrator acknowledgement", "author": "SS&C GlobeOp via custody bridge",
        "description": f"Redemption notice RW-{date.year + 1}-0331-{R.randint(100, 999)} ACCEPTED — Redwood Partners Offshore Ltd, full redemption",
        "fields": [{"name": "Dealing date", "value": "2027-03-31", "inline": True},
                   {"name": "Gate", "value": "25% investor-level", "inline": True}],
        "footer": "admin ack · no action required"}],
        label=L("trade_confirmation", ["ACCEPTED", "Redwood Partners Offshore", "full redemption"], "embed"))
    gate_pct = R.choice([10, 12, 15])
    nw5 = x.m("news", (f"Redwood Partners invokes {gate_pct}% fund-level gate on its flagship after Q4 redemption requests "
                       f"hit 31% of assets, letter to investors shows (Reuters)\n"
                       f"The long/short equity firm told clients that requests above the gate will be carried forward pro rata "
                       f"to the next quarterly dealing date. The fund lost two sector heads this year and returned 3% net "
                       f"year-to-date, trailing its benchmark. Redwood declined to comment beyond the letter."),
              label=L("held_position_news", ["Redwood Partners", f"{gate_pct}% fund-level gate"], "untagged"),
              idiom=("manager-gate headline on a held fund", "held_position_news"))
    nw5b = x.m("pm2", "That gate is going to stack on top of the investor-level one. Ugh. Glad the notice is in.", reply=nw5["key"])
    x.scene(p5, a5, n5, adm, nw5, nw5b)

    # ---- S6: capital call routing, cash flags, forgets
    hp_amt = round(4 + R.random() * 6, 2)
    cc = x.m("cash", (f"CAPITAL CALL rec'd | Harbor Peak Capital Partners VII | ${hp_amt}m | due {date.year}-12-{date.day + 5 if date.day < 24 else 28:02d} "
                      f"| purpose: new investment (Project Lantern) + mgmt fee | unfunded after call: ${28.4 - hp_amt:.2f}m"))
    rt6 = x.m("pm2", f"@Tom routing the Harbor Peak VII call (${hp_amt}m) to you for the wire — fund it from STIF, not the sweep.",
              reply=cc["key"], label=L("route_decision", ["routing", "Harbor Peak VII", "Tom"], "reply"))
    ok6 = x.m("ops", "👍")
    wire = x.m("ops", f"Wire template for Harbor Peak: ABA 021000018 acct 4471-903382-1 ref HPCP7-CC{R.randint(10, 40)} — can someone double check vs the LPA notice",
               forget=(900, "mod"), snippet="acct 4471-903382-1")
    modm = x.m("mod", "Removed the message with the account number. Please use the ops vault for wire details, not chat.", kind="noise")
    cash_pct = round(1.9 + R.random() * 1.2, 1)
    cf = x.m("cash", (f"CASH FLAG: projected operating cash {cash_pct}% of NAV at T+30 (floor 1.5%, target 2.5%). "
                      f"Drivers: Harbor Peak VII call, Redwood proceeds not before Q2, spending draw 12/31."))
    nr6 = x.m("cio", "No action on the cash flag — within buffer, not routing to the PMs.", reply=cf["key"],
              label=L("no_route_decision", ["No action", "cash flag", "not routing"], "reply"),
              idiom=("explicit 'no action, not routing' on a bot flag", "no_route_decision"))
    x.scene(cc, rt6, ok6, wire, modm, cf, nr6)

    # ---- S7: FX hedge roll
    eur_m = R.choice([36, 42, 48, 54])
    fx_ind = round(1.075 + R.random() * 0.02, 4)
    fx_dealt = f"{fx_ind + R.choice([0.0004, 0.0006, 0.0008]):.5f}"
    p7 = x.m("pm1", (f"proposal: roll the EUR hedge — sell EUR {eur_m}m / buy USD 3M fwd, indicative {fx_ind:.4f}. "
                     f"Keeps the hedge ratio at 50% on the European manager book. Margaret ok?"),
             label=L("trade_proposal", ["sell EUR", f"{eur_m}m", "3M fwd"], "untagged"))
    g7 = x.m("cio", "ok go on the EUR roll", reply=p7["key"], label=L("trade_approval", ["ok go", "EUR roll"], "reply"),
             idiom=("two-word CIO approval reply", "trade_approval"))
    fx7 = x.m("custody", (f"FXFWD DEALT side=SELL ccy=EUR amt={c(eur_m * 1000000)} ctr=USD rate={fx_dealt} "
                          f"vd={date.year + 1}-03-{R.randint(8, 12):02d} cpty=SSGM ref=FX{R.randint(70000, 79999)}"),
              label=L("trade_fill", ["SELL", "EUR", c(eur_m * 1000000), fx_dealt], "structured"),
              idiom=("custodian key=value FX forward dealt line", "trade_fill"))
    ty7 = x.m("pm1", "ty")
    x.scene(p7, g7, fx7, ty7)

    # ---- S8: overlay stop edited twice
    st0 = int(es_px + R.choice([80, 90, 100]))
    st1 = st0 - R.choice([20, 25])
    st2 = st1 - R.choice([15, 20])
    tgt = int(es_px - R.choice([160, 180, 200]))
    ov = x.m("cio", f"Overlay hedge (short ESH7): stop {c(st0)}, target {c(tgt)}. Stops on the overlay are decisions, not alerts — OMS has them.",
             edits=[(1800, f"Overlay hedge (short ESH7): stop {c(st1)}, target {c(tgt)}. Stops on the overlay are decisions, not alerts — OMS has them."),
                    (5400, f"Overlay hedge (short ESH7): stop {c(st2)}, target {c(tgt)}. Stops on the overlay are decisions, not alerts — OMS has them.")],
             superseded=[f"stop {c(st0)}", f"stop {c(st1)}"],
             label=L("stop_or_target_change", ["ESH7", f"stop {c(st2)}", f"target {c(tgt)}"], "untagged"),
             idiom=("overlay stop moved twice by editing the same message", "stop_or_target_change"))
    nm8 = x.m("pm1", f"a stop at {c(st0 + 60)} would be more sensible if we keep the overlay into January, fwiw", kind="near",
              idiom=("suggested stop level without a decision", "not_hard"))
    x.scene(ov, nm8)

    # ---- S9: risk limits
    rb = x.m("comp", (f"LIMIT BREACH asset_class=PublicEquity actual={eq_act}% max=53.0% policy=48.0% "
                      f"source=custodian NAV {ds} action=notify CIO+IC chair"),
             label=L("risk_limit", ["LIMIT BREACH", f"actual={eq_act}%", "max=53.0%"], "structured"))
    hedge_cap = R.choice([55, 60, 65])
    rc = x.m("chair", f"For the record: the committee sets a temporary FX hedge ratio cap of {hedge_cap}% through the January IC.",
             label=L("risk_limit", ["FX hedge ratio cap", f"{hedge_cap}%"], "untagged"),
             idiom=("committee sets a limit in prose", "risk_limit"))
    vea_q = R.choice([250000, 300000, 350000])
    blk = x.m("comp", "", embeds=[{
        "title": "Order blocked", "author": "compliance",
        "description": f"VEA BUY {c(vea_q)} blocked — single-ETF concentration would be 5.3% (limit 5.0%)",
        "fields": [{"name": "Rule", "value": "ETF-CONC-5", "inline": True},
                   {"name": "Account", "value": "END-ETF", "inline": True}],
        "footer": "compliance pre-trade · override requires CIO + CCO"}],
        label=L("risk_limit", ["blocked", f"VEA BUY {c(vea_q)}", "5.0%"], "embed"))
    blk2 = x.m("pm1", "fine, will split VEA/IEFA tomorrow. not urgent", reply=blk["key"])
    x.scene(rb, rc, blk, blk2)

    # ---- S10 news on held / watchlist
    spx_mv = round(1.2 + R.random() * 1.3, 1)
    n1 = x.m("news", (f"S&P 500 futures slide {spx_mv}% as megacap tech sells off on AI capex worries; "
                      f"VIX jumps above 21 (Bloomberg)\n"
                      f"Contracts on the S&P 500 extended losses into the US open after two hyperscalers signalled slower "
                      f"data-centre spending in 2027. Semiconductor shares led declines; equal-weight futures fell less. "
                      f"Strategists said systematic funds had little left to sell after November's de-grossing."),
             label=L("held_position_news", ["S&P 500 futures", f"slide {spx_mv}%"], "untagged"),
             idiom=("index headline on the underlying of a held future", "held_position_news"))
    bp = R.choice([9, 11, 12, 14])
    n2 = x.m("news", "", embeds=[{"title": f"Treasury 10-year yield jumps {bp}bp after hot payrolls", "author": "newsrelay",
                                  "description": "Nonfarm payrolls beat by 90k; front end reprices two fewer cuts in 2027.",
                                  "footer": "Reuters · rates"}],
             label=L("held_position_news", ["Treasury 10-year yield", f"{bp}bp"], "embed"))
    x.scene(n1)
    x.scene(n2)
    if R.random() < 0.6:
        x.scene(x.m("news", "Japan's Topix hits record as yen slides past 158; foreign inflows into Japan ETFs at 3-year high (Nikkei Asia)",
                    label=L("watchlist_news", ["Topix", "Japan ETFs"], "untagged")))

    # ---- S11 thesis updates (prose + buried in analyst note)
    t11 = x.m("cio", ("Changing my view on EM: the China stimulus thesis hasn't shown up in earnings. "
                      "We go from overweight to neutral on EM equity — VWO stays at the half-size we approved, no more adds."),
              label=L("thesis_update", ["EM equity", "overweight to neutral", "VWO"], "untagged"),
              idiom=("CIO conviction change in prose", "thesis_update"))
    x.scene(t11)
    x.scene(analyst_note(x, R, date, ty_px, eq_act))
    x.scene(analyst_pipeline(x, R, date))
    x.scene(cio_wrap(x, R, date, ty_tp2, ty_tp, es_cut))

    # ---- S12 forgotten proposal posted into the wrong channel
    if R.random() < 0.7:
        gbp = R.choice([15, 20, 25])
        x.scene(
            x.m("pm2", f"prop: sell GBP {gbp}m 6M fwd vs USD for the Ashgrove UK feeder hedge — vote pls",
                forget=(700, "mod"), label=L("trade_proposal", ["sell GBP", f"{gbp}m", "6M fwd"], "shorthand"),
                snippet=f"Ashgrove UK feeder hedge"),
            x.m("pm2", "sorry wrong channel, asked mod to wipe that — it's for the overlay working group first"))

    # ---- misc hard: no-route on custody DK
    dk = x.m("custody", f"DK: GBP fwd ref FX{R.randint(60000, 69999)} — counterparty SSI mismatch, retry 1/3")
    dkr = x.m("ops", "DK is a custodian static-data issue, not a trade problem — no action for the desk, not routing it to the PMs.",
              reply=dk["key"], label=L("no_route_decision", ["no action", "not routing"], "reply"))
    x.scene(dk, dkr)

    # ---- near misses
    near = [
        ("pm1", f"Paper rebalance as of this morning: trading fully to policy would mean selling ~{es_qty + 40} ES and buying ~{ty_qty + 30} TY. Not proposing that, just sizing the gap.",
         ("paper rebalance sizing with trade words", "not_hard")),
        ("pm2", "Stanford apparently sold ~$1.1bn of their hedge fund book into the secondary market last quarter. Interesting timing.",
         ("peer endowment's move", "not_hard")),
        ("news", "> \"US pensions expected to sell up to $40bn of equities into quarter-end rebalancing\" — Goldman flows desk note, via Bloomberg",
         ("quoted flow-estimate news about other investors", "not_hard")),
        ("analyst", f"Backtest (2005–2025): 5% band rebalancing vs calendar quarterly — band approach traded 31 times, avg ES fill cost 0.6bp, added 14bp/yr. Calendar added 9bp/yr. No recommendation, just for the IC deck.",
         ("backtest with fill numbers", "not_hard")),
        ("ic3", "Should we be looking at IEFA vs VEA for the DM sleeve at some point?", None),
        ("pm1", "The pension desk across the hall bought 300 TY this morning per their ops guy. Not us.", ("other desk's trade", "not_hard")),
        ("ops", "Did the Redwood notice go out certified last year too? Trying to find the template.", None),
        ("cio", "Hypothetically, if the IC wanted 2pts out of hedge funds by June, we'd have to start notices this week. Not asking for that.", None),
        ("pm2", "Yale's latest report has private equity at 41% of the pool. We're at 27%, for context when the trustees ask.", None),
        ("analyst", "Question for the PMs: do we want the weekly note to include the TIPS sleeve attribution, or keep it in the monthly?", None),
        ("pm1", f"Back in 2022 we rebalanced 4 times in 6 weeks and bought 400 ES on the way down at ~3,700. Worked, but the IC hated the pace.", None),
        ("news", "Harvard Management Co. sells ~$1bn of private equity fund stakes to Lexington (FT)", ("peer endowment headline", "not_hard")),
        ("ic2", "Would a 60/40 of ES/NQ have done better for the overlay historically? Just curious.", None),
        ("pm2", "If Harbor Peak calls the full unfunded next year we'd need ~$20m more liquidity. Modelling only.", None),
        ("cash", "FORECAST (not a flag): capital calls next 30d $18.2m, distributions $6.9m, net -$11.3m", None),
        ("pm1", "what would the IC say to 50 more TY if CPI is soft?", None),
        ("news", "Texas Teacher Retirement System trims public equity target to 40% (P&I)", None),
    ]
    R.shuffle(near)
    for who, txt, idi in near:
        x.scene(x.m(who, txt, kind="near", idiom=idi))

    # ---- ordinary chat and noise fill
    long_content(x, R, date, eq_act, es_px, ty_px)
    long_content2(x, R, date)
    long_content3(x, R, date)
    long_content4(x, R, date)
    fill_chat(x, R, date, es_px)
    return x


def long_content(x, R, date, eq_act, es_px, ty_px):
    ds = date.strftime("%Y-%m-%d")
    rules = [("FUT-NOTIONAL-OVL", "overlay futures notional", "$m", 40.0), ("FUT-IM-OVL", "overlay initial margin", "$m", 15.0),
             ("ETF-CONC-5", "max single ETF weight", "%", 5.0), ("FX-HEDGE-MAX", "FX hedge ratio", "%", 75.0),
             ("FX-CPTY-SSGM", "FX fwd exposure SSGM", "$m", 150.0), ("FX-CPTY-BNYM", "FX fwd exposure BNYM", "$m", 150.0),
             ("LIQ-T30", "liquid within 30d", "%", 20.0), ("LIQ-UNFUNDED", "unfunded / liquid assets", "x", 1.0),
             ("MGR-CONC", "max single manager", "%", 5.0), ("CASH-FLOOR", "operating cash floor", "%", 1.5),
             ("LEV-GROSS", "gross overlay leverage", "%", 15.0), ("DUR-BAND", "FI duration band", "y", 7.0),
             ("CPTY-FCM", "FCM excess margin", "$m", 5.0), ("ILLIQ-MAX", "illiquid sleeves total", "%", 50.0)]

    def sweep(tag):
        lines = [f"compliance sweep {tag} — {len(rules) + 24} checks, allocation rules reported separately", "```",
                 f"{'RULE':<18}{'METRIC':<28}{'VALUE':>10}{'LIMIT':>10}  STATUS"]
        for r, mname, unit, lim in rules:
            v = round(lim * R.uniform(0.25, 0.85), 2)
            lines.append(f"{r:<18}{mname:<28}{v:>9}{unit if unit != '$m' else ''}{lim:>10}  ok")
        lines.append("```")
        lines.append(f"24 manager-level checks ok · run id cs-{R.randint(100000, 999999)} · next run in 4h")
        return x.m("comp", "\n".join(lines), kind="noise")

    x.scene(sweep("07:00 ET"))
    x.scene(sweep("13:00 ET"))
    x.scene(sweep("19:00 ET"))
    x.scene(sweep("01:00 ET"))

    lad = ["cash ladder (cron, T+0..T+30, $m)", "```", f"{'date':<12}{'in':>8}{'out':>8}{'net':>8}{'bal':>9}"]
    bal = 80 + R.random() * 20
    for i in range(0, 31, 2):
        d = (date + timedelta(days=i)).strftime("%Y-%m-%d")
        i_ = round(R.random() * 4, 1)
        o_ = round(R.random() * 6, 1)
        bal += i_ - o_
        lad.append(f"{d:<12}{i_:>8}{o_:>8}{i_ - o_:>8.1f}{bal:>9.1f}")
    lad += ["```", "floor $62m · no flags"]
    x.scene(x.m("cash", "\n".join(lad), kind="noise"))

    rec = [f"overnight position reconciliation {ds} (custodian vs OMS vs manager statements)", "```"]
    pos = [("ESH7", "overlay fut", "-" + str(R.randint(50, 90))), ("TYH7", "overlay fut", str(R.randint(100, 200))),
           ("VTI", "ETF", c(R.randint(900000, 1100000))), ("VEA", "ETF", c(R.randint(2000000, 2600000))),
           ("IEFA", "ETF", c(R.randint(800000, 1000000))), ("VWO", "ETF", c(R.randint(1500000, 1900000))),
           ("SCHP", "ETF", c(R.randint(1400000, 1700000))), ("EUR fwd", "FX", "-" + c(R.randint(150, 190) * 1000000)),
           ("GBP fwd", "FX", "-" + c(R.randint(40, 60) * 1000000)), ("JPY fwd", "FX", "-" + c(R.randint(5, 9) * 1000000000)),
           ("Redwood Partners Offshore", "HF", "units " + c(R.randint(20000, 30000))),
           ("Northline Macro Fund", "HF", "units " + c(R.randint(10000, 20000))),
           ("Kestrel Asia Partners", "HF", "units " + c(R.randint(10000, 20000))),
           ("Harbor Peak Capital Partners VII", "PE", "commit $40.0m"), ("Cobalt Ridge Ventures IV", "VC", "commit $25.0m"),
           ("Ironbark Real Assets III", "RA", "commit $30.0m"), ("STIF", "cash", "$" + c(R.randint(60, 99)) + "m")]
    for n, k, q in pos:
        rec.append(f"{n:<34}{k:<13}{q:>22}   match")
    rec += ["```", "0 breaks · 17 lines · source files: custodian 04:12Z, OMS 04:15Z, admin estimates 03:50Z"]
    x.scene(x.m("custody", "\n".join(rec), kind="noise"))
    x.scene(x.m("custody", "\n".join(rec).replace("overnight position reconciliation", "intraday position reconciliation (12:00 ET)"), kind="noise"))
    est = ["manager estimates received (cron) — MTD %, as reported", "```"]
    for n in ["Redwood Partners Offshore", "Northline Macro Fund", "Kestrel Asia Partners", "Harbor Peak Capital Partners VII",
              "Cobalt Ridge Ventures IV", "Ironbark Real Assets III", "Ashgrove UK Feeder", "Tamarind EM Equity", "Solent Rates Arb",
              "Bluewater Structured Credit", "Quarry Hill Growth II", "Larchmont Energy Partners"]:
        est.append(f"{n:<36}{R.uniform(-3, 4):>+7.2f}%   {R.choice(['estimate', 'estimate', 'final', 'stale (Oct)'])}")
    est += ["```", "12 of 23 managers reported · next poll 18:00 ET"]
    x.scene(x.m("cash", "\n".join(est), kind="noise"))
    hr = (f"## FX hedge ratio review — working draft (for January IC)\n"
          f"_ic-analyst draft for the CIO. The committee's temporary cap stands until January; this draft only frames the choice._\n\n"
          f"**Exposure.** Non-USD assets are ~{R.randint(22, 30)}% of the pool: EUR {R.randint(9, 13)}%, GBP {R.randint(3, 6)}%, "
          f"JPY {R.randint(2, 5)}%, EM currencies {R.randint(4, 8)}% (unhedged by policy). Hedged via 3M rolling forwards "
          f"with two custodian-approved counterparties.\n\n"
          f"**History.** The 50% ratio dates from 2012. Over 2012-2026, the hedge added {R.uniform(0.1, 0.6):.2f}%/yr with "
          f"{R.uniform(0.8, 1.8):.1f}% lower volatility of the non-USD sleeves. Cash-flow cost: the rolls produced settlement "
          f"outflows of up to ${R.randint(15, 40)}m in a single quarter (2022), which is the main liquidity argument for a lower ratio.\n\n"
          f"**Options.** (a) keep 50%; (b) 50% with a ±10pt tactical range delegated to the CIO; (c) lower to 35% to reduce "
          f"settlement liquidity needs; (d) currency-by-currency ratios (EUR/GBP 50%, JPY 75%).\n\n"
          f"**Peer practice.** Most large US endowments hedge 0-50% of developed currency exposure; a few use overlay "
          f"managers. No change is being proposed in this draft.\n\n"
          f"**Data needed.** Manager-level currency look-through (6 managers outstanding); the custodian's counterparty "
          f"exposure report; the treasurer's view on liquidity for settlement outflows.")
    x.scene(x.m("analyst", hr))

    for _ in range(2):
        port = R.randint(40000, 60000)
        x.scene(x.m("custody", (
            "```\nERROR custody_bridge.swift_poller: MT545 parse failure, message skipped\n"
            "Traceback (most recent call last):\n"
            "  File \"/opt/custody_bridge/poller.py\", line 233, in poll\n"
            "    msg = swift.parse(block)\n"
            "  File \"/opt/custody_bridge/swift/parser.py\", line 141, in parse\n"
            "    seq = self._sequence(tag, lines)\n"
            "  File \"/opt/custody_bridge/swift/parser.py\", line 98, in _sequence\n"
            "    raise ParseError(f\"unexpected tag {tag} in sequence B\")\n"
            "custody_bridge.swift.errors.ParseError: unexpected tag :98C: in sequence B\n"
            f"conn=sftp://swift-gw:{port} file=MT545_{ds.replace('-', '')}_{R.randint(100, 999)}.fin\n"
            "```\nwill retry on next poll; if it fails 3x the file goes to the ops queue"), kind="noise"))

    y10 = round(4.2 + R.random() * 0.3, 2)
    colour = (f"### Market colour — {date.strftime('%a %d %b')}\n"
              f"Equities: S&P futures traded a {R.randint(40, 90)}-point range; breadth was poor, with the top decile doing all "
              f"the work. The usual month-start pension buying was absent. Japan outperformed again on the weak yen.\n"
              f"Rates: 10s at {y10}%, curve 2s10s {R.randint(20, 60)}bp. Real yields drifted higher; breakevens flat. Futures "
              f"open interest in TY rose, consistent with asset managers extending duration into year-end.\n"
              f"FX: EURUSD in a 60-pip range, 3M forward points little changed; USDJPY tested 158.\n"
              f"Credit: IG spreads flat, HY 5bp wider, CCCs underperforming. Private credit marks unchanged.\n"
              f"Flows: ETF creations concentrated in US large cap; EM ETFs saw a fourth week of outflows.\n"
              f"_Commentary only. A trader could read this as a case to sell equity and buy duration, but "
              f"nothing here is a recommendation; positioning decisions sit with the IC._")
    colour2 = (f"### Afternoon colour — {date.strftime('%a %d %b')}\n"
               f"US close: equities recovered {R.uniform(0.2, 0.9):.1f}% of the morning drop into the close; the equal-weight "
               f"index lagged again. Treasury futures gave back half their gains after a weak 7-year auction tail of "
               f"{R.uniform(0.5, 2.5):.1f}bp. The dollar was firmer against the yen and the euro.\n"
               f"Endowment-relevant: secondary market commentary suggests more LP-led sales into year-end; peer "
               f"allocators are still net sellers of hedge fund exposure. None of this changes our band status; "
               f"public equity drift is the only live item and it is already being handled by the approved memo.\n"
               f"_Commentary only._")
    x.scene(x.m("analyst", colour2))
    x.scene(x.m("analyst", (f"### Asia/Europe open — {date.strftime('%a %d %b')}\n"
                            f"Nikkei {R.uniform(-1, 1.5):+.1f}%, Hang Seng {R.uniform(-2, 2):+.1f}%, Kospi {R.uniform(-1.5, 1.5):+.1f}%. "
                            f"Europe opened {R.choice(['softer', 'firmer', 'flat'])} with banks and autos leading moves; Bund yields "
                            f"{R.randint(-4, 4):+d}bp. S&P futures indicated {R.uniform(-0.8, 0.8):+.1f}% before the US data. "
                            f"Overnight FX was quiet outside the yen; forward points unchanged. No manager news overnight. "
                            f"Nothing in the overnight session touches the band monitor; next check after the US open.")))
    x.scene(x.m("analyst", colour, kind="near", idiom=("market colour with 'sell equity / buy duration' but no decision", "not_hard")))

    mins = (f"Draft minutes — November IC (for approval at the December meeting)\n"
            f"Present: H. Whitcomb (chair), E. Cho, R. Battista, M. Okafor (CIO); D. Reyes, P. Natarajan, T. Lindqvist attending.\n"
            f"1. Minutes of October approved.\n"
            f"2. Rebalancing: the committee approved the sale of 90 ESZ6 at the time to bring public equity inside band; "
            f"executed 6 Nov. No further action.\n"
            f"3. Hedge funds: the committee discussed Redwood Partners and asked for a redemption memo in December.\n"
            f"4. Private markets: commitments to Harbor Peak VII and Cobalt Ridge IV are on pacing; no new commitments.\n"
            f"5. Currency: the committee kept the 50% EUR hedge ratio and asked staff to review counterparty limits.\n"
            f"6. Spending: FY draw of 5.0% confirmed with the treasurer's office.\n"
            f"7. AOB: the January meeting will be in person.\n"
            f"Tom — please check item 2 against the OMS log before we circulate.")
    x.scene(x.m("ops", mins, kind="near", idiom=("last month's IC minutes with past-tense approvals", "not_hard")))

    news = [
        "ECB's Lane says December cut is 'not a done deal' as services inflation stays sticky (Reuters)\nMarkets trimmed "
        "pricing for a December move to 60% from 75%. Bund yields rose 4bp; the euro firmed against the dollar.",
        "Oil falls 2% on OPEC+ supply talk; Brent below $70 (Bloomberg)\nDelegates said the group could delay its planned "
        "output increase again. Energy shares underperformed in Europe.",
        "Gold steadies near record as central bank buying continues (FT)\nThe People's Bank of China added to reserves for a "
        "13th month. ETF holdings were little changed.",
        "Bank of Japan's Ueda keeps door open to January hike; yen briefly strengthens (Nikkei)\nOvernight swaps price a "
        "35% chance of a hike at the next meeting.",
        "US IG issuance tops $1.5 trillion for the year, second-highest on record (IFR)\nBankers expect a quiet December after "
        "a heavy November calendar.",
        "China's November exports beat forecasts; imports contract again (Caixin)\nAnalysts said front-loading ahead of "
        "tariff changes flattered the numbers.",
        "Private equity secondaries volume on track for record $160bn in 2026, Jefferies says (PEI)\nLP-led sales made up "
        "just over half the total; average pricing for buyout funds rose to 91% of NAV.",
        "MSCI to add 12 names to its ACWI index in quarterly review; changes effective after the close on Nov 30 (MSCI)",
    ]
    R.shuffle(news)
    for n in news:
        x.scene(x.m("news", n))

    longer_chat = [
        ("pm2", "Re the trustees' liquidity question: in a 2008 replay the model has capital calls running ~1.4x "
                "distributions for six quarters. We'd cover that from public equity and STIF without touching the "
                "hedge fund book, but the public equity weight would fall below band for most of it."),
        ("pm1", "Overlay housekeeping: the FCM moved our excess margin sweep to 10am ET. Means the custody bridge "
                "posts the margin call line an hour later than before — nothing changes on our side."),
        ("ops", "The admin for Kestrel changed from Citco to SS&C effective January. New subscription/redemption "
                "forms, new notice email address. I'll update the manager contact sheet and the redemption templates."),
        ("cio", "Thinking out loud for the January policy review: the 48% public equity target was set when PE was "
                "20% of the pool. With PE at 27% we should at least discuss whether the bands are too tight. No "
                "decision needed now, just put it on the agenda."),
        ("pm2", "Cobalt Ridge IV is marking two companies up 40% on the back of a Series D. I'd haircut that in our "
                "internal NAV until the round actually closes. Nothing to do for rebalancing, flagging for reporting."),
        ("analyst", "Data note: the custodian NAV file now includes accrued management fees for the PE funds as a "
                    "separate line. The band monitor nets them, so weights are unchanged, but the totals on the "
                    "dashboard will look about $3m lower from today."),
        ("ops", "Signatory update: the treasurer's deputy is added as an authorised signer for wires up to $10m from "
                "Monday. Anything above still needs treasurer + CIO."),
        ("pm1", "For the record, the TY vs US choice in the duration memo: TY has 3x the open interest, tighter "
                "markets, and the CTD is stable through March. US would save a few contracts but cost more to roll."),
        ("pm2", "Harbor Peak VII GP says Project Lantern closes mid-December; the call we just got covers ~80% of "
                "the equity cheque, the rest is co-invest from another LP."),
        ("ops", "Year-end audit PBC list arrived — 34 items, most are the usual. The rebalancing vote records need "
                "to be exported from this channel by 10 Jan; I'll do it from the pins and memo threads."),
        ("cio", "Trustee chair asked whether other endowments are cutting hedge funds. Priya, a short paragraph with "
                "what's public (Yale, Stanford, Texas) would help. Not a recommendation, just context."),
        ("analyst", "The weekly note template now renders the policy table from live custodian data rather than "
                    "the Friday snapshot. Let me know if anyone prefers the old behaviour."),
    ]
    R.shuffle(longer_chat)
    for who, t in longer_chat:
        x.scene(x.m(who, t))


def analyst_note(x, R, date, ty_px, eq_act):
    wk = date.strftime("%d %b %Y")
    y10 = round(4.2 + R.random() * 0.3, 2)
    body = f"""# Weekly policy-portfolio note — week of {wk}

_Generated by ic-analyst. Sources: custodian NAV, OMS positions, manager estimates. Figures unaudited._

## 1. Summary
- Pool NAV estimate **$4.{R.randint(10, 40)}bn**, +{R.random() * 1.5:.2f}% WTD, driven by US large cap and the USD.
- Public equity at **{eq_act}%** vs 48.0% policy, the only sleeve outside its band.
- Fixed income duration 5.6y vs 6.0y policy-implied; TYH7 overlay is the marginal lever.
- Private equity marks lag by one quarter; the denominator effect is now *negative* for public equity weight.

## 2. Policy vs actual

| Sleeve | Policy | Actual | Band | Status |
|---|---|---|---|---|
| Public equity | 48.0% | {eq_act}% | ±5 | above band |
| Private equity | 25.0% | 26.8% | ±6 | in band |
| Hedge funds | 12.0% | 11.1% | ±4 | in band |
| Fixed income | 10.0% | 8.9% | ±3 | in band |
| Real assets | 4.0% | 4.4% | ±2 | in band |
| Cash | 1.0% | 2.0% | 0–4 | in band |

## 3. Rates
The 10-year closed at {y10}% after payrolls. Our working assumption has been that term premium
rebuilds as issuance rises; the curve has partly done that work already. A long in TYH7 at {ty_px}
carries roughly flat after financing; the roll into June looks neutral.

**View change:** we move long-duration Treasuries (USH7 / TYH7 overlay) from Overweight to Neutral; the term-premium thesis is invalidated above 4.60% on 10s.

The practical consequence is limited: the approved duration extension stays, but we would not
recommend adding beyond it before the January refunding announcement.

## 4. Equities
US large cap leadership remains narrow: the top 10 names contribute ~70% of YTD S&P return.
Equal-weight underperformance is near a 20-year extreme. EM remains a value argument without a
catalyst; Japan is the one DM market where earnings revisions are positive for a 3rd quarter.
We hold index exposure via ESH7 overlay, VTI, VEA, IEFA and VWO; nothing here changes sizing.

## 5. Managers and liquidity
- Redwood Partners Offshore: notice path documented; investor gate 25%/qtr.
- Harbor Peak VII: {R.randint(60, 75)}% called; next call expected within 30 days.
- Meridian Credit Opportunities: pending IC (see thread).
- Cobalt Ridge Ventures IV: distribution notice expected in January (secondary sale of two positions).

## 6. Risks to watch
1. A rates sell-off through 4.60% on 10s would hit both the TY overlay and long-duration sleeves.
2. A sharp equity drawdown would push public equity back into band on its own — the rebalance
   would then look unnecessary in hindsight, which is fine; we are not timing.
3. FX: the EUR hedge roll is the only scheduled FX action this month.
4. Liquidity: spending draw on 31-Dec plus capital calls; cash forecast stays above floor.

## 7. Attribution (MTD, bp of pool)

| Sleeve | Allocation | Selection | Overlay | Total |
|---|---|---|---|---|
| Public equity | {{a1:+d}} | {{a2:+d}} | {{a3:+d}} | {{a4:+d}} |
| Private equity | 0 | {{a5:+d}} | 0 | {{a5:+d}} |
| Hedge funds | {{a6:+d}} | {{a7:+d}} | 0 | {{a8:+d}} |
| Fixed income | {{a9:+d}} | 0 | {{a10:+d}} | {{a11:+d}} |
| Real assets | 0 | {{a12:+d}} | 0 | {{a12:+d}} |
| FX hedge | 0 | 0 | {{a13:+d}} | {{a13:+d}} |

## 8. Manager-by-manager
- **Redwood Partners Offshore** — gross down to 165%, net 38%. Performance +0.4% MTD est. Team turnover remains the issue; the redemption memo is with the IC.
- **Northline Macro Fund** — long USD, short EUR, long front-end Treasuries. +1.2% MTD est. Soft-close from March.
- **Kestrel Asia Partners** — Japan longs worked, China shorts covered. +0.8% MTD est. Administrator change in January.
- **Meridian Credit Opportunities** — not held; pending IC. Estimates +0.6% MTD, in line with HY.
- **Harbor Peak Capital Partners VII** — Project Lantern closing mid-December; Q3 NAV flat; fund-level IRR 14.2% net.
- **Cobalt Ridge Ventures IV** — two Series D mark-ups pending close; staff haircut in internal NAV.
- **Ironbark Real Assets III** — Nevada solar sale distributed; two merchant power assets marked down.

## 9. Execution quality (trailing 90 days)
Overlay futures executed via TWAP averaged {{slip:.2f}}bp slippage vs arrival, ETF trades {{slip2:.2f}}bp vs VWAP,
FX forward rolls {{pips:.1f}} pips vs the bank panel mid. Nothing outside the execution policy's ranges.
The custodian FX desk was the most expensive venue on forwards; the platform was cheapest.

## Appendix — model notes
Weights use custodian NAV at T-1 and manager estimates for HF/PE. The band monitor treats private
marks as stale and flags them separately. Confidence: medium. Next note: next Friday.
"""
    a = [R.randint(-15, 15) for _ in range(14)]
    body = body.replace("{slip:.2f}", f"{R.uniform(0.2, 0.9):.2f}").replace("{slip2:.2f}", f"{R.uniform(0.5, 2.5):.2f}").replace("{pips:.1f}", f"{R.uniform(0.3, 2.0):.1f}")
    for i in range(13, 0, -1):
        body = body.replace("{a%d:+d}" % i, f"{a[i]:+d}")
    return x.m("analyst", body,
               label=L("thesis_update", ["USH7", "Overweight to Neutral", "4.60% on 10s"], "buried"),
               idiom=("view change buried in long markdown weekly note", "thesis_update"))


def analyst_pipeline(x, R, date):
    rows = []
    mgrs = [("Cobalt Ridge Ventures IV", "VC", "quarterly", "n/a (closed-end)"),
            ("Harbor Peak Capital Partners VII", "Buyout", "n/a", "n/a (closed-end)"),
            ("Redwood Partners Offshore", "L/S equity", "quarterly, 90d", "25% investor"),
            ("Meridian Credit Opportunities", "Credit", "monthly, 60d", "20% fund"),
            ("Northline Macro Fund", "Macro", "monthly, 30d", "none"),
            ("Kestrel Asia Partners", "Asia L/S", "quarterly, 60d", "25% investor"),
            ("Ironbark Real Assets III", "Real assets", "n/a", "n/a (closed-end)")]
    for n, s, l, g in mgrs:
        rows.append(f"| {n} | {s} | {l} | {g} | {R.randint(-8, 22)}.{R.randint(0, 9)}% |")
    body = ("## Manager pipeline & liquidity digest\n\n"
            "_Informational. No actions proposed in this digest._\n\n"
            "| Manager | Strategy | Liquidity | Gate | 1y net |\n|---|---|---|---|---|\n" + "\n".join(rows) +
            "\n\n### Notes\n"
            "- A full exit from the remaining quarterly-liquidity hedge funds would take 4–6 quarters under current gates; "
            "buying or selling more of any of them is outside this digest's remit.\n"
            "- Northline's Q3 letter argues for a long USD / short EUR stance into 2027; our EUR hedge ratio is a policy "
            "setting and is not affected by manager views.\n"
            "- Kestrel reported that a peer allocator redeemed $200m in October; capacity reopens in Q2.\n"
            "- Secondary pricing for 2019-2021 buyout vintages is ~88-92% of NAV; a sale of Harbor Peak VI interests "
            "would be possible but is not on the agenda.\n"
            "- Capital-call pacing model v3 projects $62m of calls over 12 months (range $48-79m). Distributions $41m.\n\n"
            "### Upcoming dates\n"
            "- 15-Dec: Meridian sub docs deadline (only if IC approves)\n"
            "- 31-Dec: Redwood 90-day notice deadline for 31-Mar dealing\n"
            "- 31-Dec: FY spending draw\n"
            "- 17-Dec: IC meeting\n")
    return x.m("analyst", body, kind="near",
               idiom=("long manager digest full of trade words, no decision", "not_hard"))


def cio_wrap(x, R, date, ty_tp2, ty_tp, es_cut):
    body = (f"End-of-day wrap ({date.strftime('%a %d %b')}):\n"
            f"• Equity: ES sale done ({es_cut} after the compliance resize), public equity back inside band on tonight's numbers. "
            f"I'd rather not chase the remaining gap until the Jan marks land.\n"
            f"• Rates: TY extension is on. Moving the TYH7 take-profit to {ty_tp2} (from {ty_tp}) — payrolls moved the range.\n"
            f"• EM: half of the VWO add is in; the rest waits for CPI as the chair asked.\n"
            f"• Managers: Redwood notice acknowledged by the admin. Meridian carries to 12/17.\n"
            f"• Ops: Harbor Peak wire tomorrow AM. Tom has it.\n"
            f"Thanks all — long day.")
    return x.m("cio", body, pin="cio",
               label=L("stop_or_target_change", ["TYH7 take-profit", ty_tp2], "buried"),
               idiom=("take-profit move buried in a bulleted EOD wrap", "stop_or_target_change"))


def long_content2(x, R, date):
    mgrs = [("Northline Macro Fund", "discretionary global macro", "monthly, 30 days' notice", "none", "Stamford"),
            ("Kestrel Asia Partners", "Asia long/short equity", "quarterly, 60 days' notice", "25% investor-level", "Singapore"),
            ("Meridian Credit Opportunities Fund", "opportunistic credit", "monthly, 60 days' notice", "20% fund-level", "New York"),
            ("Ironbark Real Assets III", "infrastructure and energy transition", "closed-end, 10+2 years", "n/a", "Denver"),
            ("Cobalt Ridge Ventures IV", "early/growth venture", "closed-end, 10+3 years", "n/a", "San Francisco")]
    R.shuffle(mgrs)
    for name, strat, liq, gate, city in mgrs:
        yrs = "\n".join(f"| {y} | {R.uniform(-9, 24):.1f}% | {R.uniform(-15, 28):.1f}% | {R.uniform(2, 14):.1f}% |"
                        for y in range(2020, 2026))
        body = (f"## Manager file — {name}\n"
                f"_ic-analyst summary of the DD folder for the pre-IC pack. Informational; no action is proposed._\n\n"
                f"**Strategy.** {strat.capitalize()}, run from {city}. The team is {R.randint(9, 40)} people, "
                f"{R.randint(4, 12)} investment professionals; the founders own {R.randint(55, 90)}% of the GP. "
                f"AUM ${R.uniform(1.5, 12):.1f}bn, of which {R.randint(20, 60)}% is endowment/foundation capital.\n\n"
                f"**Terms.** Liquidity {liq}; gate {gate}. Fees {R.choice(['1.5/20', '1.25/15', '2/20', '1.0/10'])} with "
                f"a hurdle of {R.choice(['0%', '5%', '8%', 'T-bills'])}. Key-person: the two founders. MFN side letter in place.\n\n"
                f"| Year | Net return | Benchmark | Vol |\n|---|---|---|---|\n{yrs}\n\n"
                f"**Operational DD.** Administrator and auditor are top-tier; cash controls require two signatures; "
                f"valuation committee meets monthly with an external member. The last ODD visit (June) had "
                f"{R.randint(0, 3)} minor findings, all closed.\n\n"
                f"**Exposure notes.** Gross {R.randint(90, 220)}%, net {R.randint(-10, 70)}%; top-10 positions "
                f"{R.randint(25, 60)}% of NAV. Correlation to MSCI ACWI over 36 months: {R.uniform(0.1, 0.8):.2f}. "
                f"Drawdown in 2022: {R.uniform(-22, -3):.1f}% peak to trough, recovered in {R.randint(4, 18)} months.\n\n"
                f"**Questions open with the manager.** (1) capacity for a top-up in 2027, (2) succession plan for the CIO, "
                f"(3) fee break levels above $25m, (4) how side pockets would be handled in a wind-down.\n\n"
                f"**Recent letters.** The last two quarterly letters focus on {R.choice(['dispersion and single-name shorts', 'policy divergence across G10', 'the refinancing wall in 2027-28', 'power demand from data centres', 'AI infrastructure and bio-tools'])}. "
                f"The manager flagged {R.choice(['higher borrow costs', 'tighter financing terms from prime brokers', 'slower exits', 'more competition for deals'])} "
                f"as the main headwind and said position sizing has been reduced accordingly. Letters are filed in the DD folder; "
                f"quotes above are paraphrased by ic-analyst and have not been checked with the manager.\n\n"
                f"**Reference checks.** Two allocator references (one university endowment, one foundation) were positive on "
                f"transparency and responsiveness; one noted slow reporting of estimates in volatile months.\n\n"
                f"If the IC wanted to add or redeem, the earliest dealing dates would follow the notice terms above; "
                f"this file does not recommend either.")
        x.scene(x.m("analyst", body))

    qs = [("pm1", "ic-analyst: how much would public equity move if ES rallied 5% from here, everything else equal?"),
          ("cio", "ic-analyst: summarise the liquidity position if Redwood's gate stays on for four quarters."),
          ("pm2", "ic-analyst: what's our total unfunded commitment and how does it compare to policy?")]
    ans = [
        "Short answer: about +1.1pt of pool weight.\n\nDetail: public equity is ~{w}% of a ~$4.2bn pool. A 5% rally in "
        "US large cap (which is ~62% of the public equity sleeve incl. the ESH7 overlay) raises sleeve value by ~3.1%, "
        "while the rest of the pool moves less (PE marks lag by a quarter, hedge funds have ~0.3 beta). Net effect on "
        "weight is roughly +1.0 to +1.2pt. The overlay short reduces this by ~0.15pt. This is a sensitivity, not a "
        "rebalancing recommendation.",
        "If the fund-level gate stays on for four quarters, Redwood proceeds arrive in roughly equal slices of 22-25% "
        "per quarter, starting 31-Mar-2027. Against that: capital calls of ~$60m/yr, spending draw of ~$210m/yr paid "
        "quarterly, and distributions of ~$40m/yr. Liquid assets (public equity, Treasuries, ETFs, STIF) cover 2.6 years "
        "of net outflows without any hedge fund proceeds. The T+30 liquidity rule stays above its 20% floor in every "
        "quarter of the projection. No limit is at risk on these numbers.",
        "Total unfunded commitments are ~$310m across 23 funds (PE $214m, VC $58m, real assets $38m). That is ~7.4% "
        "of NAV vs a policy guideline of 'unfunded below liquid assets' (currently 0.31x, limit 1.0x) and a soft "
        "pacing target of 8-10% of NAV. Harbor Peak VII, Cobalt Ridge IV and Ironbark III are about half of it. "
        "The pacing model expects ~$62m of calls next year, range $48-79m.",
    ]
    for (who, q), a in zip(qs, ans):
        qq = x.m(who, q)
        aa = x.m("analyst", a.replace("{w}", "53"), reply=qq["key"])
        x.scene(qq, aa)

    for i in range(R.randint(4, 6)):
        x.scene(x.m("custody", "", kind="noise", embeds=[{
            "title": "Settlement summary", "author": "custody-bridge",
            "description": "Batch settlement status from custodian — informational",
            "fields": [{"name": "Batch", "value": f"SB-{R.randint(10000, 99999)}", "inline": True},
                       {"name": "Settled", "value": str(R.randint(8, 40)), "inline": True},
                       {"name": "Pending", "value": str(R.randint(0, 4)), "inline": True},
                       {"name": "Failed", "value": "0", "inline": True},
                       {"name": "Cash movements", "value": f"${R.uniform(0.5, 30):.2f}m in / ${R.uniform(0.5, 30):.2f}m out"},
                       {"name": "Markets", "value": "US DTC, Euroclear, CME clearing, CLS"},
                       {"name": "Notes", "value": "No breaks. Corporate actions: 2 dividends credited, 1 ADR fee debited."}],
            "footer": f"custodian batch feed · seq {R.randint(1000, 9999)}"}]))


def long_content3(x, R, date):
    ds = date.strftime("%Y-%m-%d")
    tools = ["custodian.nav_snapshot", "oms.positions", "bandmonitor.weights", "cashcast.ladder", "mgrdb.estimates",
             "newsrelay.search", "compliance.rules", "fx.forward_points"]
    for i in range(R.randint(7, 9)):
        run = f"run-{R.randint(100000, 999999)}"
        lines = [f"ic-analyst run log {run} ({R.choice(['scheduled', 'on-demand', 'retry'])}) — no output posted", "```"]
        for _ in range(R.randint(11, 15)):
            tname = R.choice(tools)
            lines.append(f"{tname:<24} ok  {R.randint(40, 2400):>5}ms  rows={R.randint(1, 400):<4} cache={R.choice(['hit', 'miss'])}")
        lines.append(f"tokens in={R.randint(8000, 60000)} out={R.randint(200, 3000)} model=analyst-large latency={R.uniform(4, 40):.1f}s")
        lines.append("decision: nothing new since last note; skip post")
        lines.append("```")
        x.scene(x.m("analyst", "\n".join(lines), kind="noise"))
    for i in range(R.randint(5, 7)):
        js = {"svc": "cashcast", "ts_date": ds, "kind": "status", "stif_bal_m": round(R.uniform(60, 99), 2),
              "t30_net_m": round(R.uniform(-25, 5), 2), "floor_m": 62.0, "flags": 0, "routed": 0,
              "sources": {"custodian": "ok", "admin": "ok", "treasury": "ok", "pacing_model": "v3"},
              "next_run": "60m"}
        x.scene(x.m("cash", json.dumps(js), kind="noise"))
    more = [
        ("pm2", "Spoke to the Northline IR team. They are soft-closing in March, existing LPs keep pro rata capacity. "
                "Our allocation is small enough that it doesn't matter for the policy weights, but worth knowing if "
                "anyone on the IC asks about adding macro exposure next year."),
        ("ops", "FCM statement for yesterday: variation margin paid $1.8m, received $0.6m, IM unchanged. Reconciled "
                "to the custody bridge lines, no breaks. Statement filed in the usual folder."),
        ("pm1", "ETF sleeve cash drag is ~4bp this month because dividends landed before reinvestment. Normal for "
                "December. I'll sweep it with the next band trade rather than trade odd lots."),
        ("cio", "Reminder for next week: trustees' investment subcommittee on Tuesday at 10. I'll present the "
                "rebalancing log for the quarter; PMs please have the trade rationale ready if asked."),
        ("ops", "The custodian's new portal requires hardware tokens from January. I've ordered five; PMs and CIO "
                "should expect a courier by the 20th. Until then, the old login still works."),
        ("pm2", "Ironbark III sent their annual valuation report. Two assets marked down (merchant power exposure), "
                "overall fund flat. No cash flow implications this quarter."),
        ("pm1", "Quick note on the overlay: initial margin at the FCM is now ~$9m against $15m limit, and the TY "
                "long offsets a little of the ES margin under SPAN. Plenty of room."),
        ("analyst", "Formatting change: from next week the weekly note posts as one message with the policy table "
                    "first and commentary after. The view-change line will stay bolded so it's easy to find."),
        ("ops", "Courier confirmed delivery of the Redwood originals to the administrator's Dublin office. "
                "Tracking and signed receipt are in the manager folder."),
        ("cio", "Thanks all for the fast turnaround on the memos this week. Votes in threads are working well; "
                "please keep discussion in the thread so the minutes are clean."),
    ]
    for who, t in more:
        x.scene(x.m(who, t))


def long_content4(x, R, date):
    sleeves = [("Public equity", 48, 5), ("Private equity", 25, 6), ("Hedge funds", 12, 4), ("Fixed income", 10, 3),
               ("Real assets", 4, 2), ("Cash", 1, 3)]
    rows = "\n".join(f"| {n} | {p}.0% | ±{b} | {R.uniform(-b, b):+.1f}pt | {R.choice(['tighten', 'keep', 'widen', 'keep'])} |"
                     for n, p, b in sleeves)
    body = (f"# Pre-read for the 17-Dec IC — policy band review (draft)\n"
            f"_Prepared by ic-analyst for the CIO. Discussion document; nothing here is a trade or a vote request._\n\n"
            f"## Why now\nThe band process has triggered {R.randint(5, 9)} rebalances in 2026, more than in any year since "
            f"2020. Most were public equity drift caused by the lag in private marks rather than by market moves. "
            f"Trustees asked whether the bands are fit for a pool with 27% in private equity.\n\n"
            f"## Current bands and a mechanical alternative\n| Sleeve | Policy | Band | Avg deviation 2026 | Staff lean |\n"
            f"|---|---|---|---|---|\n{rows}\n\n"
            f"## Options\n1. **Status quo.** Bands unchanged, trade back toward target after three sessions outside.\n"
            f"2. **Mark-adjusted bands.** Use estimated private marks (public-market equivalent roll-forward) when "
            f"computing weights; trade less often, accept larger true deviations.\n"
            f"3. **Wider public equity band (±7).** Simple, but trustees dislike the optics of a 55% equity weight.\n"
            f"4. **Overlay-only rebalancing.** Keep physical sleeves untouched; all drift managed with futures. Cheap, "
            f"but caps the overlay at the FCM margin and notional limits already in the compliance rules.\n\n"
            f"## Costs\nOver 2020-2026 the band trades cost {R.uniform(0.3, 0.9):.2f}bp of NAV a year in explicit costs. "
            f"Tracking error vs policy benchmark averaged {R.uniform(0.8, 1.6):.2f}%. Option 2 would have cut the number "
            f"of trades by roughly half in a backtest, with tracking error up by ~0.2pt.\n\n"
            f"## Questions for the committee\n- Is tracking error or turnover the binding concern?\n"
            f"- Should the CIO discretion threshold ($10m within band) scale with NAV?\n"
            f"- Should currency hedge ratio changes be part of the same review or separate?\n\n"
            f"## Appendix — history of band trades 2026\n"
            + "\n".join(f"- {m}: {R.choice(['public equity above band', 'public equity below band', 'fixed income below band', 'cash above band'])}, "
                         f"traded via {R.choice(['overlay futures', 'ETF sleeve', 'overlay + ETF'])}, cost {R.uniform(0.1, 0.9):.2f}bp"
                         for m in ["Jan", "Mar", "Apr", "Jun", "Aug", "Oct", "Nov"])
            + f"\n\nAppendix tables and the backtest code are in the IC folder.")
    x.scene(x.m("analyst", body))

    extra_news = [
        "Swiss National Bank leaves rates at zero, signals tolerance for franc strength (Reuters)\nThe central bank said it "
        "remains willing to intervene in currency markets as needed; the franc was little changed.",
        "US mortgage rates rise for a third week to 6.9%, MBA says\nApplications fell 4%; refinancing activity dropped to "
        "its lowest since August.",
        "Australian dollar slips as RBA minutes show board discussed holding longer (Bloomberg)\nThe minutes showed members "
        "saw upside risks to services inflation.",
        "Canadian pension CPP Investments raises private credit allocation to 10% (Globe and Mail)\nThe fund said it would "
        "add through direct lending and co-investments over three years.",
    ]
    for n in extra_news:
        x.scene(x.m("news", n))
    chatter = [
        ("pm1", "Note for the log: the ESH7 overlay TWAP participation was capped at 8% of volume per the desk's execution "
                "policy. Printed the slippage report vs arrival — within the usual range, I'll attach it to the memo thread."),
        ("ops", "IT says the custody bridge will move to the new SFTP endpoint on Saturday night. Expect a burst of "
                "reconnect lines and duplicate heartbeats around 02:00 ET; the replay is idempotent so nothing to do."),
        ("pm2", "Redwood's IR asked if we'd consider a partial instead of full redemption in exchange for a fee cut. "
                "I told them the IC process is done and the notice stands; they can write to the CIO if they want."),
        ("cio", "For those asking about the EM view: I'm not turning bearish, just removing the overweight ambition. "
                "The half-size add keeps us near target; the rest depends on CPI and the China data."),
        ("ops", "Audit sampling request: 25 trades from FY26, including three FX forwards and two redemptions. "
                "I'll pull confirms from the custody bridge archive and the admin acknowledgements."),
        ("pm1", "The custodian's FX desk quoted 1.5 pips wider than the bank panel on the last roll. Fine for this one, "
                "but for the March roll I'd like to run it competitively through the platform."),
        ("pm2", "Harbor Peak VII's annual meeting is in Boston in May. Two of us should go; it's the fund with the "
                "largest unfunded commitment in the book."),
        ("analyst", "Reminder: manager estimates for November are due by the 10th business day. Three are outstanding; "
                    "the band monitor carries October forward for those and flags them as stale in the dashboard."),
    ]
    for who, t in chatter:
        x.scene(x.m(who, t))


def fill_chat(x, R, date, es_px):
    # noise
    noise_fns = []
    seqn = [R.randint(40000, 60000)]

    def hb(bot):
        def f():
            seqn[0] += R.randint(50, 400)
            return x.m(bot, f"heartbeat ok · seq={seqn[0]} · lag={R.randint(40, 900)}ms · queue={R.randint(0, 3)} · "
                                f"upstream={R.choice(['connected', 'connected', 'degraded→connected'])} · build {R.choice(['a41f2c', '9be07d', 'c3318e'])}", kind="noise")
        return f
    for b in ("custody", "oms", "comp"):
        noise_fns.append((hb(b), 10))
    noise_fns.append((lambda: x.m("comp", f"daily limit sweep: {R.randint(34, 41)} checks, all limits OK", kind="noise",
                                  ), 4))
    noise_fns.append((lambda: x.m("cash", f"cron cash-forecast refresh done in {R.randint(3, 40)}s · 0 flags · 0 routed", kind="noise"), 4))
    noise_fns.append((lambda: x.m("ci", f"deploy {R.choice(['oms-bridge', 'custody-bridge', 'cashcast', 'compliance-bot'])} "
                                        f"v2.{R.randint(10, 30)}.{R.randint(0, 9)} → prod ✔ ({R.randint(20, 90)}s)", kind="noise"), 3))
    noise_fns.append((lambda: x.m("oms", f"[oms-bridge] websocket reconnected after {R.randint(1, 9)}.{R.randint(0, 9)}s (FIX session END-OVL seq reset: no)", kind="noise"), 4))

    def alert():
        lvl = int(es_px + R.choice([-75, -50, -25, 25, 50]))
        sym = R.choice(["ESH7", "TYH7", "VWO", "EURUSD"])
        return x.m("oms", f"PRICE ALERT {sym} crossed {'%s' % c(lvl) if sym == 'ESH7' else R.choice(['112-00', '49.50', '1.0850'])}", kind="noise")
    noise_fns.append((alert, 6))

    def pnl():
        return x.m("custody", "", kind="noise", embeds=[{
            "title": "Intraday NAV snapshot", "author": "custody-bridge",
            "fields": [{"name": "Pool NAV est", "value": f"${4.1 + R.random() * 0.3:.3f}bn", "inline": True},
                       {"name": "Overlay P&L", "value": f"{R.choice(['+', '-'])}${R.random() * 3:.2f}m", "inline": True},
                       {"name": "Cash", "value": f"{1.6 + R.random():.2f}%", "inline": True}],
            "footer": "indicative · not for reporting"}])
    noise_fns.append((pnl, 5))

    def trace():
        return x.m("oms", ("```\nTraceback (most recent call last):\n"
                           "  File \"/srv/oms_bridge/fix_session.py\", line 412, in on_message\n"
                           "    report = ExecReport.parse(raw)\n"
                           "  File \"/srv/oms_bridge/exec_report.py\", line 88, in parse\n"
                           "    px = Decimal(fields[44])\n"
                           "KeyError: 44\n"
                           f"raw=8=FIX.4.4|9=212|35=8|49=FCMGW|56=ENDOVL|34={R.randint(1000, 9999)}|150=I|39=0|\n"
                           "```\nstatus message without price, skipped (retrying is not needed)"), kind="noise")
    noise_fns.append((trace, 4))
    acks = ["ok", "thx", "👍", "ty", "on it", "k", "noted", "🙏", "+1", "got it", "✅ seen", "will look after lunch", "👀"]
    ackers = ["pm1", "pm2", "ops", "cio", "ic2"]
    noise_fns.append((lambda: x.m(R.choice(ackers), R.choice(acks), kind="noise"), 14))

    chat = [
        ("ops", "Custodian says the Q3 PE marks file will be late again, probably the 12th."),
        ("pm2", "Harbor Peak's GP called to walk through Project Lantern. Standard stuff, 8.5x EBITDA, modest leverage."),
        ("pm1", "ES roll is next week, I'll post a roll calendar tomorrow so nobody is surprised by the H7/M7 line items."),
        ("ops", "Reminder: treasurer needs two signatures on anything over $5m, incl. capital calls."),
        ("cio", "Trustee finance subcommittee wants a one-pager on liquidity under a 2008 replay. Priya can you draft?"),
        ("pm2", "Yes, I'll have it Monday. Will use the pacing model v3 numbers."),
        ("ic2", "Dial-in for Thursday IC moved to 2pm ET, same bridge."),
        ("pm1", "Spreads on VWO were fine today, 1c wide most of the morning."),
        ("ops", "FCM margin statement reconciled, no breaks."),
        ("pm2", "Cobalt Ridge sent their annual meeting invite — anyone going to SF in March?"),
        ("cio", "Can whoever owns the band monitor make it show private marks as stale in a different colour?"),
        ("analyst", "Noted — will ship the stale-mark colouring in the next note template."),
        ("ops", "Audit asked for the FY25 rebalancing log. Pulling it from the archive."),
        ("pm1", "TY basis looks normal, CTD unchanged. Nothing to do there."),
        ("ic3", "I'll be travelling Tue-Wed, will vote by phone if needed."),
        ("pm2", "Northline letter is out, pretty bearish on European equities. Worth a read."),
        ("cio", "Please keep votes in the memo threads, it makes the minutes much easier."),
        ("ops", "Treasurer's office confirms the 12/31 spending draw at $52.4m."),
        ("pm1", "FX desk at the custodian changed their cut-off to 3pm ET for same-day."),
        ("pm2", "Kestrel capacity: they'll take $25m in Q2 if we want it. Not proposing, just logging."),
        ("ops", "The custody bridge was flapping around 9am, all messages replayed, nothing lost."),
        ("cio", "Good work on the Redwood paperwork, Tom."),
        ("ops", "Thanks. Admin wants original signatures by courier as well as the email."),
        ("pm1", "Equal weight vs cap weight chart for the trustees is in the shared drive."),
        ("ic2", "Is the January IC still in person?"),
        ("cio", "Yes, in person, Faculty Club, lunch provided."),
        ("pm2", "PE secondary bids are up a couple of points since summer per our advisor."),
        ("ops", "Lost the Bloomberg terminal for 10 minutes, back now."),
        ("pm1", "Overlay account IM is $8.9m, comfortably under the line."),
        ("cash", "Distribution rec'd | Ironbark Real Assets III | $2.31m | allocated to STIF"),
        ("pm2", "Ironbark distribution is from the Nevada solar sale, more to come in Q1."),
        ("ops", "Citco and SS&C both confirmed holiday schedules; no dealing on 12/25, 1/1."),
        ("cio", "Reminder that anything touching the hedge ratio needs to wait for the January policy review."),
        ("pm1", "CME margin change on ES effective Monday, +4%. Small."),
        ("pm2", "Harbor Peak VII fund-level IRR 14.2% net per the Q3 report."),
        ("analyst", "Weekly note will go out by 5pm; pipeline digest shortly after."),
        ("ops", "Can someone confirm who is the second signer on Friday? Treasurer is out."),
        ("cio", "I'll sign."),
        ("pm1", "Futures stat: we've rolled the overlay 14 quarters in a row without a hitch, knock on wood."),
        ("ic3", "Nice memo, Margaret, very clear."),
    ]
    # long-ish text padding: manager letter excerpts and ops notes
    longs = [
        ("pm2", "Excerpt from the Redwood Q3 letter for context (not a decision, just reading material):\n"
                "> \"We reduced gross exposure to 165% from 190% and net to 38%. The portfolio's largest "
                "contributors were semiconductor capital equipment longs; detractors were shorts in consumer "
                "staples. We continue to believe dispersion is high and our process is well suited to it.\"\n"
                "Same letter as last quarter, different numbers. Team turnover is the real issue."),
        ("ops", "Ops checklist for year-end:\n1. Spending draw 12/31 — wire to university operating account\n"
                "2. Redwood notice — courier originals (done)\n3. Harbor Peak VII call — wire from STIF\n"
                "4. FX hedge roll — settle via custodian, confirm SSIs\n5. ES/TY roll — H7 to M7 in March, calendar to follow\n"
                "6. Audit: FY25 rebalancing log, IC minutes, vote records\n7. Update signatory list with treasurer's office"),
        ("cio", "For newer folks: how we run votes here. Memo goes in the channel with a bold Proposal line. "
                "Committee votes by reply or ✅/❌ reaction; quorum is 3 of 5. I post the tally. Conditional approvals "
                "(\"up to half\", \"after CPI\") are binding limits on what we execute. Anything under $10m within band "
                "is CIO discretion and does not need a vote."),
        ("pm1", "Roll calendar draft: ESH7→ESM7 week of 8-Mar, TYH7→TYM7 around first notice 26-Feb, "
                "overlay sizes unchanged unless the IC rebalances first. I'll post the exact roll orders the week before."),
        ("analyst", "Data quality: 3 managers have not sent November estimates (Kestrel, Northline, Cobalt Ridge). "
                    "The band monitor uses October values carried forward for these; the effect on sleeve weights is "
                    "under 0.1pt, so no status changes."),
        ("pm2", "Notes from the Meridian call: team of 14, 60% of AUM is in private credit sidecars with "
                "different liquidity, so the flagship's monthly liquidity is real but smaller than it looks. "
                "Drawdown in 2022 was -7.8% peak to trough. Fees negotiable to 1.0/15 at $25m+."),
    ]
    follow = [
        "I'll put a note in the shared tracker so it doesn't get lost before the IC.",
        "Not urgent — just want it on the list before the holidays eat the calendar.",
        "Treasurer's office is copied, they asked to be kept in the loop on anything cash-related.",
        "If anyone disagrees, say so in the thread rather than DM so the minutes capture it.",
        "Same as last year, so the template from the archive should work with minor edits.",
        "Will circle back once the custodian confirms; their service desk is slow this week.",
        "Logged in the ops calendar with a reminder two days before.",
        "Details are in the manager folder under the December sub-folder.",
    ]
    R.shuffle(chat)
    target = R.randint(236, 262)
    nonfill = sum(len(s) for s in x.scenes)
    remaining = target - nonfill - len(longs)
    have_noise = sum(1 for sc in x.scenes for m in sc if m["kind"] == "noise")
    n_noise = max(0, int(target * R.uniform(0.30, 0.34)) - have_noise - 3)  # 3 = bulk-deleted spam below
    n_chat = max(0, remaining - n_noise)
    for who, txt in longs:
        x.scene(x.m(who, txt))
    for i in range(n_chat):
        who, txt = chat[i % len(chat)]
        if i >= len(chat):
            txt = txt + R.choice([" (again)", " — bumping this", " fyi", " (re-posting for the EU folks)"])
        if R.random() < 0.6:
            txt = txt + " " + R.choice(follow)
        x.scene(x.m(who, txt))
    fns = [f for f, w in noise_fns for _ in range(w)]
    spam = []
    for i in range(n_noise):
        x.scene(R.choice(fns)())
    # bulk-deleted bot spam loop
    s1 = [x.m("oms", f"[oms-bridge] retry storm: duplicate exec report suppressed id={R.randint(100000, 999999)} (loop {i})",
              kind="noise", snippet=f"retry storm: duplicate exec report suppressed") for i in range(3)]
    x.scene(*s1)
    x.bulk.append([m["key"] for m in s1])


# --------------------------------------------------------------------------- emission

def sf(ms, worker, seq):
    return str(((ms - DISCORD_EPOCH) << 22) | (worker << 17) | (seq & 0xFFF))


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def sample_times(rng, n, start_ms):
    total = sum(HOUR_W)
    ts = []
    for _ in range(n):
        r = rng.random() * total
        h = 0
        while r >= HOUR_W[h]:
            r -= HOUR_W[h]
            h += 1
        ts.append(start_ms + int((h + rng.random()) / 24.0 * (86400000 - 600000)))
    ts.sort()
    for i in range(1, n):
        if ts[i] <= ts[i - 1]:
            ts[i] = ts[i - 1] + 1
    return ts


def embed_text(embeds):
    parts = []
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []):
            parts.append(f"{f['name']} {f['value']}")
    return " ".join(parts)


def generate(seed=1, end=None, channels=1, days=1):
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    events = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_seen = set()
    cand = []
    for ch in range(channels):
        chan = str(CHANNEL_BASE + ch * 1000003)
        worker = 3 + ch % 28
        seq = [0]
        for d in range(days):
            start_ms = end_ms - (days - d) * 86400000
            date = datetime.fromtimestamp(start_ms / 1000, tz=timezone.utc)
            rng = random.Random(f"{DESK}|{seed}|{ch}|{d}")
            x = build_day(rng, ch, d, date)
            # random interleave of scenes, preserving order inside a scene
            scenes = [list(s) for s in x.scenes]
            order = []
            while scenes:
                tot = sum(len(s) for s in scenes)
                r = rng.randrange(tot)
                for i, s in enumerate(scenes):
                    if r < len(s):
                        order.append(s.pop(0))
                        if not s:
                            scenes.pop(i)
                        break
                    r -= len(s)
            times = sample_times(rng, len(order), start_ms + 60000)
            day_end = start_ms + 86400000 - 1000
            byk = {}
            for m, t in zip(order, times):
                seq[0] += 1
                m["ms"] = t
                m["id"] = sf(t, worker, seq[0])
                byk[m["key"]] = m
            day_events = []
            for m in order:
                pid, pname, pbot = PEOPLE[m["who"]]
                cid = chan
                msg = {"id": m["id"], "author_id": pid, "author_name": pname, "author_bot": pbot,
                       "created_at": iso(m["ms"]), "content": m["content"],
                       "reference_id": byk[m["reply"]]["id"] if m["reply"] else None}
                if m["embeds"]:
                    msg["embeds"] = m["embeds"]
                if m["pin"]:
                    msg["pinned"] = False
                ev = {"op": "create", "guild_id": GUILD_ID}
                if m["thread"]:
                    cid = byk[m["thread"]]["id"]
                    ev["channel_id"] = cid
                    ev["parent_channel_id"] = chan
                else:
                    ev["channel_id"] = cid
                m["cid"] = cid
                ev["message"] = msg
                day_events.append((m["ms"], 0, ev))
                sub = 1
                for delay, new in m["edits"]:
                    t = min(m["ms"] + delay * 1000, day_end)
                    day_events.append((t, sub, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "edited_at": iso(t), "content": new}))
                    sub += 1
                if m["delete"]:
                    t = min(m["ms"] + m["delete"] * 1000, day_end)
                    day_events.append((t, sub, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "deleted_at": iso(t)}))
                if m["forget"]:
                    delay, by = m["forget"]
                    t = min(m["ms"] + delay * 1000, day_end)
                    day_events.append((t, sub, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "requested_by": PEOPLE[by][0], "at": iso(t)}))
                if m["pin"]:
                    t = min(m["ms"] + 45000, day_end)
                    day_events.append((t, sub, {"op": "pin", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "by": PEOPLE[m["pin"]][0], "at": iso(t)}))
                for emo, who, delay in m["reactions"]:
                    t = min(m["ms"] + delay * 1000, day_end)
                    day_events.append((t, sub, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": cid,
                                                "message_id": m["id"], "emoji": emo, "user_id": PEOPLE[who][0], "at": iso(t)}))
            for grp in x.bulk:
                ms_ = [byk[k] for k in grp]
                t = min(max(mm["ms"] for mm in ms_) + 120000, day_end)
                day_events.append((t, 5, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan,
                                          "message_ids": [mm["id"] for mm in ms_], "deleted_at": iso(t)}))
                for mm in ms_:
                    mm["delete"] = 1
            events.extend((t, ch, sub, n, ev) for n, (t, sub, ev) in enumerate(day_events))
            # labels
            for m in order:
                removed = bool(m["delete"] or m["forget"])
                final = m["edits"][-1][1] if m["edits"] else m["content"]
                if removed:
                    snip = m["snippet"] or final[:48]
                    if snip not in labels["removed_texts"]:
                        labels["removed_texts"].append(snip)
                if m["label"]:
                    et, facts, phr = m["label"]
                    state = "forgotten" if m["forget"] else "deleted" if m["delete"] else "edited" if m["edits"] else "live"
                    labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"], "event_type": et,
                                                  "facts": facts, "phrasing": phr, "final_state": state})
                for s in m["superseded"]:
                    labels["superseded_facts"].append([m["cid"], m["id"], s])
                if m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and m["idiom"][0] not in idiom_seen and not removed:
                    idiom_seen.add(m["idiom"][0])
                    cand.append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    events.sort(key=lambda e: (e[0], e[1], e[2], e[3]))
    events = [e[4] for e in events]
    hard_i = [r for r in cand if r["expected"] != "not_hard"][:13]
    soft_i = [r for r in cand if r["expected"] == "not_hard"][:6]
    keep = {id(r) for r in hard_i + soft_i}
    labels["idioms"] = [r for r in cand if id(r) in keep]
    return {"events": events, "labels": labels}


# --------------------------------------------------------------------------- self-check

def self_check(out):
    events, lab = out["events"], out["labels"]
    msgs, final, removed, chan_of = {}, {}, set(), {}
    last_ms = {}
    for e in events:
        if e["op"] == "create":
            m = e["message"]
            ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            assert abs(int(ca.timestamp() * 1000) - ms) <= 1, m["id"]
            key = e.get("parent_channel_id") or e["channel_id"]
            assert ms > last_ms.get(key, 0), "ids not ordered with time"
            last_ms[key] = ms
            msgs[m["id"]] = e
            final[m["id"]] = (m.get("content") or "") + " " + embed_text(m.get("embeds"))
            chan_of[m["id"]] = key
        elif e["op"] == "edit":
            emb = embed_text(msgs[e["message_id"]]["message"].get("embeds"))
            final[e["message_id"]] = e["content"] + " " + emb
        elif e["op"] in ("delete", "forget"):
            removed.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed.update(e["message_ids"])
    ts = [e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at") for e in events]
    assert ts == sorted(ts), "events not in time order"
    for h in lab["hard_events"]:
        assert h["message_id"] in msgs, h
        assert 2 <= len(h["facts"]) <= 5, h
        for f in h["facts"]:
            assert f in final[h["message_id"]], (f, h, final[h["message_id"]])
        st = h["final_state"]
        assert (st in ("deleted", "forgotten")) == (h["message_id"] in removed), h
    for cid, mid, old in lab["superseded_facts"]:
        assert mid in msgs and old not in final[mid], (mid, old)
    live_text = [final[i] for i in msgs if i not in removed]
    for s in lab["removed_texts"]:
        assert not any(s in t for t in live_text), s
    for i in lab["noise_message_ids"] + lab["near_miss_ids"] + [r["message_id"] for r in lab["idioms"]]:
        assert i in msgs, i
    hard_ids = {h["message_id"] for h in lab["hard_events"]}
    assert not hard_ids & set(lab["noise_message_ids"]) and not hard_ids & set(lab["near_miss_ids"])
    assert 10 <= len(lab["idioms"]) <= 20, len(lab["idioms"])
    # per channel-day stats
    stats = {}
    for mid, e in msgs.items():
        day = e["message"]["created_at"][:10]
        k = (chan_of[mid], day)
        s = stats.setdefault(k, {"msgs": 0, "bytes": 0, "hard": 0, "noise": 0, "near": 0})
        s["msgs"] += 1
        s["bytes"] += len(((e["message"].get("content") or "") + embed_text(e["message"].get("embeds"))).encode())
    noise = set(lab["noise_message_ids"]); near = set(lab["near_miss_ids"])
    types = {}
    for mid in msgs:
        k = (chan_of[mid], msgs[mid]["message"]["created_at"][:10])
        if mid in hard_ids:
            stats[k]["hard"] += 1
        if mid in noise:
            stats[k]["noise"] += 1
        if mid in near:
            stats[k]["near"] += 1
    for h in lab["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    ok = True
    for k, s in sorted(stats.items()):
        s["noise_pct"] = round(100 * s["noise"] / s["msgs"], 1)
        print(k, s)
        if not (180 <= s["msgs"] <= 320 and 70000 <= s["bytes"] <= 120000 and 25 <= s["noise_pct"] <= 40
                and 25 <= s["hard"] <= 45):
            ok = False
    print("hard events by type:", dict(sorted(types.items())))
    print("idioms:", len(lab["idioms"]), "near-miss:", len(lab["near_miss_ids"]), "noise:", len(noise),
          "removed_texts:", len(lab["removed_texts"]), "superseded:", len(lab["superseded_facts"]))
    print("SELF-CHECK", "PASSED" if ok else "FAILED (sizes out of range)")
    return ok


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="run the self-check after writing")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
    out = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for e in out["events"]:
            fh.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    if a.check:
        # reload from disk, as a consumer would
        evs = [json.loads(l) for l in open(a.out, encoding="utf-8")]
        labs = json.load(open(a.labels, encoding="utf-8"))
        return 0 if self_check({"events": evs, "labels": labs}) else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
