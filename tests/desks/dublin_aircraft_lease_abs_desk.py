"""Dublin structured-credit desk: aircraft-lease ABS, airline EETCs, lessor bonds,
hedged with CDX HY and rates futures. Seeded generator of a busy channel-day capture
plus ground-truth labels. Standard library only."""
import argparse
import json
import random
from datetime import datetime, timedelta, timezone

DESK = "dublin_aircraft_lease_abs_desk"
GUILD = "1318842975530614785"
CHANNEL_BASE = 1320417765208473600
THREAD_BASE = 1320417999871029248
EPOCH = 1420070400000
DEFAULT_END = datetime(2026, 12, 5, 0, 0, 0, tzinfo=timezone.utc)

PEOPLE = {
    "ciaran": ("1281734620958113281", "Ciarán Walsh", False),
    "aoife": ("1281734620958113282", "Aoife Byrne", False),
    "niamh": ("1281734620958113283", "Niamh Kelleher", False),
    "tom": ("1281734620958113284", "Tom Hartley", False),
    "fergal": ("1281734620958113285", "Fergal Doyle", False),
    "capture": ("1281734620958113290", "tkt-capture", True),
    "risk": ("1281734620958113291", "riskbot", True),
    "bwic": ("1281734620958113292", "bwic-owic", True),
    "atlas": ("1281734620958113293", "atlas-research", True),
    "news": ("1281734620958113294", "newswire", True),
    "hb": ("1281734620958113295", "desk-heartbeat", True),
    "ci": ("1281734620958113296", "ci-runner", True),
    "px": ("1281734620958113297", "px-alerts", True),
    "pnl": ("1281734620958113298", "pnl-snap", True),
    "cron": ("1281734620958113299", "cron", True),
}


def f32(p):
    h = int(p)
    t = int(round((p - h) * 32))
    if t == 32:
        h, t = h + 1, 0
    return "%d-%02d" % (h, t)


def snowflake(ms, worker, seq):
    return str(((ms - EPOCH) << 22) | (worker << 17) | (seq & 0x1FFFF))


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


HOUR_W = [1, 1, 1, 1, 1, 2, 4, 9, 12, 12, 11, 10, 9, 11, 12, 12, 10, 7, 4, 3, 2, 2, 1, 1]

CUSIPS = ["00255JAA9", "55316VAB1", "88607QAC4", "90932VAA3", "02377LAA2", "00774MBA2",
          "05401AAR2", "00912XBK9", "62912XAD6", "76125PAA1", "88166AAB4", "12664UAA6",
          "45342PAB7", "40390DAA3", "69353TAC9", "77749FAA8", "33835LAA1", "16164QAA4"]
DEALS = ["AASET 2024-1 A", "MAPS 2023-1 A", "Thunderbolt IV B", "START III A", "Castlelake 2021-1 B",
         "Sapphire 2020-1 A", "Labrador 2019-1 A", "HORIZON 2022-1 B", "KDAC 2017-1 A", "Falcon 2019-1 A",
         "AASET 2022-1 C", "WAVE 2019-1 A", "GAIA 2024-1 A", "Project Silver A", "Lunar 2021-1 B"]


def research_note(r, head, buried, subject):
    paras = [
        "## %s — airline credit weekly (Atlas)\n" % subject,
        "**Summary.** Global RPKs are running roughly %d%% above 2019 on our tracker, with transatlantic "
        "yields softening into the winter schedule while transpacific still tight on capacity. Lessors continue "
        "to report lease-rate factors well above pre-pandemic levels for narrowbodies, driven by the engine "
        "shop-visit backlog and OEM delivery slippage on the A321neo and 737-8 lines." % r.randint(3, 9),
        "### Lease ABS collateral\nCollections on the seasoned 2019-2021 vintages averaged %d%% of scheduled rent "
        "over the trailing three months; deferrals are now immaterial outside a handful of lessees in LatAm and "
        "South Asia. Part-out values for CFM56-7B and V2500 engines remain firm, which supports the tail of the "
        "older pools. Debt service coverage ratios across our tracked deals sit %0.2fx on average, comfortably above "
        "rapid-amortisation triggers. We note the B and C tranches still trade with the most dispersion, as "
        "servicers differ on remarketing discipline." % (r.randint(92, 98), r.uniform(1.3, 1.6)),
        "### EETCs\nEnhanced equipment trust certificates of the large US carriers remain the cleanest expression "
        "of airline credit with collateral protection. LTVs on the senior classes are in the 40s to mid-50s on our "
        "appraisals; the 1110 protection and cross-default provisions keep recoveries high. Spreads on the AA and A "
        "classes have compressed %d bp over the month, with supply light into year-end." % r.randint(5, 20),
        buried,
        "### Lessor unsecured\nThe large lessors (AerCap, Avolon, SMBC AC, Air Lease) have all printed in the last "
        "quarter; new-issue concessions were small and books several times covered. Rating momentum is positive "
        "with two agencies on positive outlook for at least one of the top five. Secured-to-unsecured funding mix "
        "continues to shift unsecured, which we view as credit positive for senior bondholders.",
        "### Risks\nEngine durability issues (GTF inspections) keep aircraft on the ground longer than planned; a "
        "demand shock from a recession would hit the weaker lessees first; a sharp rally in rates tightens "
        "the lessors' funding but also raises prepayment risk on the ABS. Jet fuel at $%d/bbl is manageable for "
        "the hedged carriers." % r.randint(85, 110),
        "### Appendix — tracker\n| deal | DSCR | util | WALA |\n|---|---|---|---|\n" + "\n".join(
            "| %s | %0.2fx | %d%% | %0.1fy |" % (d, r.uniform(1.1, 1.9), r.randint(85, 99), r.uniform(5, 14))
            for d in r.sample(DEALS, 15)),
        "_Generated by atlas-research; sources: servicer reports, Cirium, company filings. Not investment advice._",
    ]
    return "\n\n".join(paras)


def build_day(r, ch, day_index):
    """Return ordered list of items for one channel-day."""
    a_px = r.uniform(95.5, 97.5)
    aasA = f32(a_px)
    aasStop1 = f32(a_px - 1.75)
    aasStop2 = f32(a_px - 1.5)
    aasStop3 = f32(a_px - 1.25)
    u_px = r.uniform(100.2, 102.0)
    ual = f32(u_px)
    mp = f32(r.uniform(97.5, 99.5))
    ty = f32(r.uniform(109.0, 112.0))
    tb = f32(r.uniform(93.0, 96.0))
    avo = "%0.2f" % r.uniform(99.5, 101.5)
    cdx = "%0.2f" % r.uniform(106.0, 108.5)
    tk = r.randint(55100, 58900)
    T = ["TKT-%d" % (tk + i) for i in range(8)]
    sz = r.choice([5, 5, 7, 10])
    tysz = r.choice([25, 40, 60])
    cdxsz = r.choice([20, 25, 30])
    items = []

    def add(key, who, content="", kind="chatter", ev=None, ref=None, embeds=None, edits=None,
            delete=False, forget=False, thread=False, pin=False, react=None, idiom=None):
        items.append(dict(key=key, who=who, content=content, kind=kind, ev=ev, ref=ref, embeds=embeds,
                          edits=edits or [], delete=delete, forget=forget, thread=thread, pin=pin,
                          react=react, idiom=idiom))

    H = lambda t, facts, ph: (t, facts, ph)

    # --- scripted flow (hard events, near misses, chatter) ---
    add("gm", "ciaran", "morning all. Grim out there on the quays, traffic a nightmare from Ringsend")
    add("gm2", "tom", "morning. ABS screens look sleepy, UST futures a touch bid overnight")
    add("nm_q1", "aoife", "what if we bid 97 for the Thunderbolt B again? thoughts?", kind="near",
        idiom=("what-if question about a bid", "not_hard"))
    add("lim1", "risk", "```yaml\nlimits_update:\n  issuer: AerCap Holdings\n  type: issuer_notional\n  old: 40mm\n"
        "  new: 50mm\n  approved_by: CRO\n  effective: today\n```", kind="hard",
        ev=H("risk_limit", ["AerCap Holdings", "40mm", "50mm"], "structured"),
        idiom=("YAML limit block change", "risk_limit"))
    add("p1", "ciaran", "Propose we bid %s for %dmm of the AASET 2024-1 A tranche, stop %s. Servicer report "
        "was clean and it's cheap to MAPS by a point." % (aasA, sz, aasStop1), kind="hard",
        ev=H("trade_proposal", ["AASET 2024-1 A", "bid", aasA, "%dmm" % sz], "untagged"),
        idiom=("32nds price + mm size proposal in prose", "trade_proposal"))
    add("p1c", "fergal", "cheap vs MAPS is fair, the Dec remittance was tidy")
    add("a1", "niamh", "ok go", kind="hard", ref="p1",
        ev=H("trade_approval", ["ok go"], "reply"), idiom=("two-word approval by reply", "trade_approval"))
    add("c1", "capture", "%s\nstatus=WORKING\nside=BUY\ninstr=AASET 2024-1 A\nqty=%dmm\npx=%s\ntrader=CWALSH" %
        (T[0], sz, aasA), kind="hard",
        ev=H("trade_confirmation", [T[0], "WORKING", "BUY", "AASET 2024-1 A"], "structured"),
        idiom=("key=value ticket working", "trade_confirmation"))
    add("nm_col1", "tom", "colour: Citi traded 10mm MAPS A at %s to a real money account earlier, not us" % mp,
        kind="near", idiom=("other dealer's colour", "not_hard"))
    add("f1", "capture", "%s\nstatus=FILLED\nside=BUY\ninstr=AASET 2024-1 A\nqty=%dmm\npx=%s\ncpty=GS" %
        (T[0], sz, aasA), kind="hard",
        ev=H("trade_fill", [T[0], "FILLED", "AASET 2024-1 A", aasA], "structured"))
    add("s1", "ciaran", "stop on the AASET A at %s" % aasStop1, kind="hard",
        edits=["stop on the AASET A at %s" % aasStop2, "stop on the AASET A at %s" % aasStop3],
        ev=H("stop_or_target_change", ["AASET A", aasStop3], "untagged"), pin=True,
        idiom=("stop moved twice by editing", "stop_or_target_change"))
    add("nm_stop", "aoife", "would a stop at 94 be sensible on the Thunderbolt if we ever own it?", kind="near")
    add("h1", "news", "**AerCap** lifts full-year EPS guidance, lease revenue ahead of consensus; says "
        "lease extension rates at record levels", kind="hard",
        ev=H("held_position_news", ["AerCap", "lease revenue"], "untagged"),
        idiom=("held name headline by company", "held_position_news"))
    add("h1c", "fergal", "nice, the 29s should grind tighter on that")
    add("nm_hist", "ciaran", "for the record, this time last year we bought 15mm AASET A at 92-16 and it was "
        "the best trade of the year", kind="near", idiom=("last year's trade as history", "not_hard"))
    add("p2", "aoife", "offer %dmm UAL 2023-1 A EETC at %s, taking a bit off into strength" % (3, ual), kind="hard",
        ev=H("trade_proposal", ["UAL 2023-1 A", "offer", "3mm", ual], "shorthand"))
    add("a2", "niamh", "👍 send it", ref="p2", kind="hard",
        ev=H("trade_approval", ["send it"], "reply"), idiom=("emoji approval reply", "trade_approval"))
    add("c2", "capture", "%s status=WORKING side=SELL instr=UAL 2023-1 A qty=3mm px=%s" % (T[1], ual), kind="hard",
        ev=H("trade_confirmation", [T[1], "WORKING", "SELL"], "structured"))
    add("f2", "aoife", "partial — 2mm of the 3 done on UAL 2023-1 A at %s, rest still working" % ual, kind="hard",
        ev=H("trade_fill", ["UAL 2023-1 A", "2mm", ual], "untagged"), idiom=("partial fill in prose", "trade_fill"))
    add("f2b", "capture", "", kind="hard", embeds=[{
        "title": "Execution report", "description": "UAL 2023-1 A EETC",
        "fields": [{"name": "Side", "value": "SELL", "inline": True}, {"name": "Qty", "value": "1mm", "inline": True},
                   {"name": "Px", "value": ual, "inline": True}, {"name": "Status", "value": "FILLED"}],
        "footer": "%s · venue VOICE · Dublin" % T[1]}],
        ev=H("trade_fill", ["SELL", "1mm", ual, T[1]], "embed"), idiom=("embed-only fill", "trade_fill"))
    add("nm_bt", "atlas", "Backtest (2016-2025): buying aircraft ABS A tranches when OAS > 250bp and selling at "
        "175bp, simulated fills avg 94-08 entry, 99-20 exit, Sharpe 1.1. Paper result only.", kind="near",
        idiom=("model backtest with fills", "not_hard"))
    add("r1", "tom", "routing the 11:00 BWIC to the execution agent — bid items 3 and 7 only, leave the rest",
        kind="hard", ev=H("route_decision", ["BWIC", "execution agent", "items 3 and 7"], "untagged"),
        idiom=("route BWIC items to exec agent", "route_decision"))
    add("nr1", "ciaran", "OWIC from Mizuho — none of ours, not routing, no action", kind="hard",
        ev=H("no_route_decision", ["OWIC", "not routing", "no action"], "untagged"),
        idiom=("explicit no-action on OWIC", "no_route_decision"))
    add("p3", "tom", "[PROP] sell %d TY Mar27 at %s to hedge the DV01 on the EETC book" % (tysz, ty), kind="hard",
        ev=H("trade_proposal", ["[PROP]", "sell", "%d TY Mar27" % tysz, ty], "tagged"),
        idiom=("tagged rates hedge proposal", "trade_proposal"))
    add("a3", "niamh", "approved, go ahead Tom", ref="p3", kind="hard",
        ev=H("trade_approval", ["approved"], "reply"))
    add("f3", "tom", "done %d TYH7 @ %s" % (tysz, ty), kind="hard",
        ev=H("trade_fill", ["done", "%d TYH7" % tysz, ty], "shorthand"), idiom=("'done' shorthand fill", "trade_fill"))
    add("nm_hyp", "fergal", "hypothetically, if HY blows out 50 we'd want to be long protection on 50mm, no?",
        kind="near", idiom=("hypothetical hedge", "not_hard"))
    add("p4", "fergal", "b %dmm CDX HY S45 5Y protection @ %s, hedge vs the lessor bonds" % (cdxsz, cdx),
        kind="hard", ev=H("trade_proposal", ["CDX HY S45 5Y", "b %dmm" % cdxsz, cdx], "shorthand"),
        idiom=("b NNmm shorthand CDX", "trade_proposal"))
    add("a4", "niamh", "yep fine, do it", ref="p4", kind="hard", ev=H("trade_approval", ["do it"], "reply"))
    add("lim2", "risk", "```yaml\nrisk_action:\n  order: %s\n  instr: CDX HY S45 5Y\n  requested: %dmm\n"
        "  resized_to: 15mm\n  reason: index_hedge_limit\n```" % (T[2], cdxsz), kind="hard",
        ev=H("risk_limit", [T[2], "resized_to: 15mm", "index_hedge_limit"], "structured"),
        idiom=("risk engine resizes order", "risk_limit"))
    add("c4", "capture", "%s\nstatus=ACCEPTED\nside=BUY_PROT\ninstr=CDX HY S45 5Y\nqty=15mm\npx=%s" % (T[2], cdx),
        kind="hard", ev=H("trade_confirmation", [T[2], "ACCEPTED", "CDX HY S45 5Y"], "structured"))
    add("t4", "fergal", "target on the CDX HY protection: take it off at 350bp", kind="hard",
        ev=H("stop_or_target_change", ["CDX HY", "350bp"], "untagged"))
    add("h2", "news", "United Airlines trims Q1 domestic capacity growth to 3%, cites Pratt engine groundings",
        kind="hard", ev=H("held_position_news", ["United Airlines", "capacity"], "untagged"))
    add("nm_news", "news", "Ryanair traffic up 4% in November; load factor 92%", kind="near",
        idiom=("headline on unheld airline", "not_hard"))
    add("w1", "news", "Air Lease Corp: consortium bid talk resurfaces, shares +6% premarket", kind="hard",
        ev=H("watchlist_news", ["Air Lease"], "untagged"), idiom=("watchlist lessor headline", "watchlist_news"))
    add("p5", "aoife", "bid 97-00 for 3mm Thunderbolt IV B, stop 94-16", kind="hard", delete=True,
        ev=H("trade_proposal", ["Thunderbolt IV B", "97-00"], "untagged"))
    add("p5c", "aoife", "ignore that, wrong deal, deleted")
    add("lim3", "risk", "```yaml\nbreach:\n  sector: aircraft_lease_abs\n  limit: 120mm\n  current: 123.5mm\n"
        "  status: BREACH\n  action: no new buys until back under\n```", kind="hard",
        ev=H("risk_limit", ["aircraft_lease_abs", "120mm", "BREACH"], "structured"),
        idiom=("sector limit breach YAML", "risk_limit"))
    add("lim3c", "niamh", "noted — no more ABS adds today lads, trim something in the pm", ref="lim3")
    add("p6", "ciaran", "Propose selling 4mm Avolon 5.75%% 2028 at %s to get back under" % avo, kind="hard",
        ev=H("trade_proposal", ["Avolon 5.75% 2028", "selling", "4mm", avo], "untagged"))
    add("a6", "niamh", "no — pass on that, sell the MAPS instead, it's the one I'd rather not own", ref="p6",
        kind="hard", ev=H("trade_approval", ["pass on that"], "reply"), idiom=("rejection by reply", "trade_approval"))
    add("v1", "ciaran", "Aoife: MAPS 2023-1 A, offer 2mm at %s, 10 up on the screen" % mp)
    add("v2", "aoife", "your %s, done 2mm MAPS 2023-1 A" % mp, kind="hard", ref="v1",
        ev=H("trade_fill", ["done", "2mm", "MAPS 2023-1 A", mp], "reply"),
        idiom=("voice 'your X, done' fill", "trade_fill"))
    add("c5", "capture", "%s status=CANCELLED side=SELL instr=UAL 2023-1 A qty=0mm reason=complete" % T[3],
        kind="hard", ev=H("trade_confirmation", [T[3], "CANCELLED"], "structured"))
    add("p7", "fergal", "stick 2mm Avolon 28s to Kilkenny Re at 100-02, they asked me direct", kind="hard",
        forget=True, ev=H("trade_proposal", ["Avolon 28s", "100-02"], "untagged"))
    add("nm_paper", "aoife", "paper trade for the grad scheme: long 5mm START III A at 95-00, we'll mark it weekly",
        kind="near", idiom=("paper trade", "not_hard"))
    add("th1", "ciaran", "Thesis confirmed on MAPS 2023-1 A — collections back over 95% of base case, DSCR "
        "fine, we stay long the remaining bonds", kind="hard",
        ev=H("thesis_update", ["MAPS 2023-1 A", "Thesis confirmed"], "untagged"))
    add("lim4", "risk", "```yaml\nlimits_update:\n  book: CDX_HY_hedge\n  type: gross_notional\n  new: 75mm\n"
        "  set_by: Niamh Kelleher\n```", kind="hard",
        ev=H("risk_limit", ["CDX_HY_hedge", "75mm"], "structured"))
    add("r2", "niamh", "routing the Avolon offer follow-up to Fergal, he has the relationship", kind="hard",
        ev=H("route_decision", ["Avolon", "Fergal"], "untagged"))
    add("nm_other", "tom", "the London CLO desk lifted 8mm of some BB CLO paper, not our problem", kind="near",
        idiom=("other desk's trade", "not_hard"))
    buried = ("### Positioning change\nWe move our view on **UAL 2023-1 A** from overweight to neutral: the spread "
              "compression target has been reached and the capacity cut lowers the upside; we no longer see "
              "excess return over the AA class.")
    add("th2", "atlas", research_note(r, True, buried, "EETC & lessor"), kind="hard", thread=True,
        ev=H("thesis_update", ["UAL 2023-1 A", "overweight to neutral"], "buried"),
        idiom=("view change buried in long research note", "thesis_update"))
    neutral = ("### Positioning\nNo change to positioning this week; we remain constructive on seasoned A "
               "tranches and neutral on lessor unsecured. Trading levels discussed above are indicative.")
    add("nm_rn", "atlas", research_note(r, False, neutral, "Lease ABS monthly"), kind="near", thread=True,
        idiom=("long research with trading words, no decision", "not_hard"))
    for i, subj in enumerate(r.sample(["Lessor credit wrap", "EETC relative value", "Engine MRO & residuals",
                                       "Airline liquidity monitor", "Lease ABS new issue pipeline"], 4)):
        plain = ("### Takeaways\nNothing actionable for the book from this piece; levels quoted are dealer "
                 "indications. %s remain the key watch items." % r.choice(["Remittance timing and lessee arrears",
                 "Engine availability and part-out values", "Carrier liquidity and capex guidance"]))
        add("rn%d" % i, "atlas", research_note(r, False, plain, subj), kind="near", thread=(i % 2 == 0))
    add("p8", "atlas", "Recommendation for desk: buy %dmm Avolon 5.75%% 2028 at %s if the sector breach clears; "
        "sized within issuer limit." % (3, avo), kind="hard", thread=True,
        ev=H("trade_proposal", ["buy", "3mm", "Avolon 5.75% 2028", avo], "untagged"))
    add("nr2", "niamh", "on the Atlas rec — leave it, no action today, we're still over the sector limit",
        ref="p8", kind="hard", thread=True, ev=H("no_route_decision", ["no action today"], "reply"))
    add("p9", "ciaran", "[PROP] sell 2mm MAPS 2023-1 A at %s, per Niamh" % mp, kind="hard",
        ev=H("trade_proposal", ["[PROP]", "sell", "2mm", "MAPS 2023-1 A"], "tagged"))
    add("a9", "niamh", "yes", ref="p9", kind="hard", ev=H("trade_approval", ["yes"], "reply"))
    add("f9", "capture", "%s\nstatus=FILLED\nside=SELL\ninstr=MAPS 2023-1 A\nqty=2mm\npx=%s" % (T[4], mp),
        kind="hard", ev=H("trade_fill", [T[4], "FILLED", "SELL", "MAPS 2023-1 A"], "structured"))
    add("nm_q2", "fergal", "are we still long the KDAC A or did that go in September?", kind="near")
    add("h3", "news", "Avolon prices $750m senior notes; proceeds to refinance 2027 maturities", kind="hard",
        ev=H("held_position_news", ["Avolon", "senior notes"], "untagged"))
    add("nm_w", "news", "Spirit Airlines creditors weigh new DIP terms", kind="near")
    add("bd1", "tom", "test paste pls ignore 0x44ff", kind="chatter")
    add("bd2", "tom", "test paste pls ignore again 0x4500", kind="chatter")
    return items


CHATTER = [
    "{a} anyone seen the {d} remittance yet?", "coffee run, who wants what",
    "{d} looks sticky at these levels, nobody biting", "screens thin, half of London off at some Christmas do",
    "the {d} trustee report's out, DSCR fine", "bit of a slow one on the EETC side",
    "{a}, can you check the TRACE prints on the {d}", "lads the printer's jammed again",
    "HY index leaking wider, 2bp or so", "UST 10s +3bp, nothing dramatic",
    "grand, thanks", "cheers", "nice one", "will do", "on it", "sound",
    "{d} dealer runs out, nothing new", "sure look, it'll come back",
    "cover is the usual suspects on {d}", "BWIC volume light this week, holiday mode",
    "who's on the late shift Thursday?", "fair play", "ta", "yeah I saw that",
]
NAMES = ["Aoife", "Ciarán", "Tom", "Fergal"]


def noise_item(r, i, base):
    k = r.choice(["hb", "hb", "cron", "ci", "px", "pnl", "ack", "ack", "reconn"] +
                 (["trace"] if i % 40 == 7 else []))
    if i % 4 == 0:
        k = "bwic"
    if k == "hb":
        return "hb", "heartbeat ok seq=%d feeds=TRACE,BBG,MARKIT lag_ms=%d" % (i, r.randint(3, 90))
    if k == "cron":
        return "cron", "cron: nightly_marks job=%s rows=%d status=ok dur=%ds" % (
            r.choice(["abs_marks", "eetc_marks", "cdx_marks", "tranche_cf"]), r.randint(100, 9000), r.randint(3, 200))
    if k == "ci":
        return "ci", "ci: pipeline #%d %s on main (%s) — deploy to desk-tools %s" % (
            r.randint(8000, 9999), r.choice(["passed", "passed", "failed"]), "%07x" % r.getrandbits(28),
            r.choice(["skipped", "done"]))
    if k == "px":
        d = r.choice(DEALS)
        return "px", "ALERT %s mid %s (%+d ticks vs open)" % (d, f32(r.uniform(90, 101)), r.randint(-6, 6))
    if k == "pnl":
        lines = "\n".join("  %-22s %+10.0f" % (d, r.uniform(-40000, 60000)) for d in r.sample(DEALS, 6))
        return "pnl", "PnL snapshot %02d:%02d EUR\n%s\n  CDX HY hedge          %+10.0f\n  TY hedge              %+10.0f\n  total %+12.0f" % (
            r.randint(7, 19), r.choice([0, 15, 30, 45]), lines, r.uniform(-30000, 30000),
            r.uniform(-20000, 20000), r.uniform(-80000, 120000))
    if k == "ack":
        return r.choice(["ciaran", "aoife", "tom", "fergal"]), r.choice(["ok", "thx", "👍", "ta", "✅", "k", "🙏"])
    if k == "bwic":
        rows = "\n".join("%2d. %s  %-20s %-4s WAL %0.1fy  orig %dmm  cur %0.2fmm  cover: %s" % (
            j + 1, r.choice(CUSIPS), r.choice(DEALS), r.choice(["AA", "A", "A-", "BBB", "BB"]), r.uniform(2, 7),
            r.choice([1, 2, 3, 5, 8, 10]), r.uniform(0.5, 9.5),
            r.choice(["talk 9x", "px talk %s" % f32(r.uniform(88, 100)), "n/a", "DNT"])) for j in range(r.randint(26, 34)))
        return "bwic", "BWIC %s list due %02d:00 Dublin — %s\n%s\nbids to desk by T-15" % (
            r.choice(["Barclays", "JPM", "MS", "BNP", "Citi"]), r.randint(10, 16),
            r.choice(["aircraft ABS", "EETC", "mixed transport ABS"]), rows)
    if k == "reconn":
        return "hb", "gateway reconnect: session resumed after %dms (shard 0)" % r.randint(200, 9000)
    return "ci", ("Traceback (most recent call last):\n  File \"/srv/desk/tranche_cf.py\", line 212, in run\n"
                  "    cf = model.project(deal, curve)\n  File \"/srv/desk/model.py\", line 88, in project\n"
                  "    rent = lease.rent_schedule[i]\nIndexError: list index out of range\n"
                  "(job tranche_cf deal=%s retried 3x, giving up)" % r.choice(DEALS))


def gen_channel_day(seed, ch, day, day_start):
    r = random.Random(seed * 1000003 + ch * 1009 + day * 17)
    items = build_day(r, ch, day)
    n_noise = r.randint(82, 92)
    n_chat = r.randint(88, 100)
    for i in range(n_chat):
        t = r.choice(CHATTER).format(a=r.choice(NAMES), d=r.choice(DEALS))
        items.insert(r.randint(1, len(items)), dict(key="chat%d" % i, who=r.choice(["ciaran", "aoife", "tom", "fergal", "niamh"]),
                                                    content=t, kind="chatter", ev=None, ref=None, embeds=None, edits=[],
                                                    delete=False, forget=False, thread=False, pin=False, react=None, idiom=None))
    for i in range(n_noise):
        who, t = noise_item(r, i, day_start)
        items.insert(r.randint(0, len(items)), dict(key="noise%d" % i, who=who, content=t, kind="noise", ev=None, ref=None,
                                                    embeds=None, edits=[], delete=False, forget=False, thread=False,
                                                    pin=False, react=None, idiom=None))
    # times
    start_ms = int(day_start.timestamp() * 1000)
    times = set()
    while len(times) < len(items):
        h = r.choices(range(24), weights=HOUR_W)[0]
        times.add(start_ms + h * 3600000 + r.randint(0, 3599999 - 3600000 // 30))
    times = sorted(times)
    chan = str(CHANNEL_BASE + ch * 7919 + 1)
    thread = str(THREAD_BASE + ch * 7919 + 3)
    out, keymap = [], {}
    seq = 0
    for it, ms in zip(items, times):
        seq += 1
        mid = snowflake(ms, 1 + ch % 30, seq)
        cid = thread if it["thread"] else chan
        keymap[it["key"]] = (mid, cid, ms)
        pid, name, bot = PEOPLE[it["who"]]
        msg = {"id": mid, "author_id": pid, "author_name": name, "author_bot": bot, "created_at": iso(ms),
               "content": it["content"], "attachments": [], "embeds": it["embeds"] or [],
               "reference_id": keymap[it["ref"]][0] if it["ref"] else None}
        ev = {"op": "create", "guild_id": GUILD, "channel_id": cid, "message": msg}
        if it["thread"]:
            ev["parent_channel_id"] = chan
        out.append((ms, ev))
        for j, new in enumerate(it["edits"]):
            ems = ms + (j + 1) * 1800000 + 1
            out.append((ems, {"op": "edit", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                              "edited_at": iso(ems), "content": new}))
        if it["delete"]:
            out.append((ms + 95000, {"op": "delete", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                                     "deleted_at": iso(ms + 95000)}))
        if it["forget"]:
            out.append((ms + 2400000, {"op": "forget", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                                       "requested_by": PEOPLE["niamh"][0], "at": iso(ms + 2400000)}))
        if it["pin"]:
            out.append((ms + 60000, {"op": "pin", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                                     "by": PEOPLE["niamh"][0], "at": iso(ms + 60000)}))
            out.append((ms + 60001, {"op": "reaction_add", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                                     "emoji": "📌", "user_id": PEOPLE["niamh"][0], "at": iso(ms + 60001)}))
        if it["key"] in ("a1", "f3"):
            out.append((ms + 30000, {"op": "reaction_add", "guild_id": GUILD, "channel_id": cid, "message_id": mid,
                                     "emoji": "✅", "user_id": PEOPLE["ciaran"][0], "at": iso(ms + 30000)}))
    bd = [keymap["bd1"], keymap["bd2"]]
    bms = max(b[2] for b in bd) + 120000
    out.append((bms, {"op": "bulk_delete", "guild_id": GUILD, "channel_id": chan, "message_ids": [b[0] for b in bd],
                      "deleted_at": iso(bms)}))
    labels = {"hard_events": [], "superseded_facts": [], "removed_texts": [], "noise_message_ids": [],
              "near_miss_ids": [], "idioms": []}
    for it in items:
        mid, cid, _ = keymap[it["key"]]
        if it["ev"]:
            t, facts, ph = it["ev"]
            st = "deleted" if it["delete"] else "forgotten" if it["forget"] else "edited" if it["edits"] else "live"
            labels["hard_events"].append({"channel_id": cid, "message_id": mid, "event_type": t, "facts": facts,
                                          "phrasing": ph, "final_state": st})
        if it["edits"]:
            final = it["edits"][-1]
            for old in [it["content"]] + it["edits"][:-1]:
                lvl = old.rsplit(" ", 1)[-1]
                if lvl not in final:
                    labels["superseded_facts"].append([cid, mid, lvl])
        if it["delete"] or it["forget"] or it["key"] in ("bd1", "bd2"):
            labels["removed_texts"].append(it["content"][:40])
        if it["kind"] == "noise":
            labels["noise_message_ids"].append(mid)
        if it["kind"] == "near":
            labels["near_miss_ids"].append(mid)
        if it["idiom"]:
            labels["idioms"].append({"message_id": mid, "idiom": it["idiom"][0], "expected": it["idiom"][1]})
    out.sort(key=lambda x: x[0])
    return [e for _, e in out], labels


def generate(seed=1, end=None, channels=1, days=1):
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    allev = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for d in range(days):
        day_start = end - timedelta(days=days - d)
        for c in range(channels):
            evs, lab = gen_channel_day(seed, c, d, day_start)
            allev.extend(evs)
            for k in lab:
                if k == "idioms" and (c or d):
                    continue
                labels[k].extend(lab[k])
    labels["idioms"] = labels["idioms"][:20]
    def tkey(e):
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        return t
    allev.sort(key=tkey)
    return {"events": allev, "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00")) if a.end else None
    res = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for e in res["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
