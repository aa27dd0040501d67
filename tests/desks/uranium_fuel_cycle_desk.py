#!/usr/bin/env python3
"""Synthetic busy channel of a London/Toronto nuclear-fuel trading desk (U3O8, UF6
conversion, SWU, CME UX futures, physical trust units, miners' equities, material loans).
Standard library only. generate() is a pure function of its arguments."""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "uranium_fuel_cycle_desk"
EPOCH_MS = 1420070400000
GUILD = "1187342095518830612"
CHAN0 = 1187342871904475186
DEFAULT_END = datetime(2026, 4, 17, tzinfo=timezone.utc)
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

WHO = {
    "doug": ("1099231478862057512", "Doug MacLeod", False),
    "priya": ("1102870346615582791", "priya.k", False),
    "marc": ("1121459803374829620", "Marc Tremblay", False),
    "siobhan": ("1130046662091739146", "Siobhan (ops)", False),
    "analyst": ("1167720938411204659", "fuelcycle-analyst", True),
    "bridge": ("1170213557038493716", "brokermail-bridge", True),
    "risk": ("1170981250046263327", "riskbot", True),
    "oms": ("1171540127933161492", "oms-gw", True),
    "cap": ("1172019847702315049", "tradecap", True),
    "news": ("1173331086114502717", "newsdesk", True),
    "router": ("1174470212988637225", "desk-router", True),
    "cron": ("1175082906117029960", "cron", True),
    "hb": ("1175512479938351174", "heartbeat", True),
    "ci": ("1176004811268194416", "ci", True),
    "gw": ("1176518724007641178", "gateway", True),
    "px": ("1177043650293813350", "pxalert", True),
}
CURVE = [.2, .2, .2, .2, .3, .5, 1, 2.5, 3, 3, 3, 3, 3.5, 5, 5, 5, 4.5, 3, 3, 2.5, 2, 1.2, .6, .3]


def ux(d, add):
    m = d.month - 1 + add
    return "UX" + "FGHJKMNQUVXZ"[m % 12] + str((d.year + m // 12) % 10)


def iso(ms):
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
    for f in e.get("fields", []):
        parts += [f["name"], f["value"]]
    return "\n".join(p for p in parts if p)


def emb(title, desc="", fields=(), footer="", author="", url=""):
    e = {"title": title}
    if desc:
        e["description"] = desc
    if url:
        e["url"] = url
    if author:
        e["author"] = author
    if fields:
        e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    if footer:
        e["footer"] = footer
    return e


class Flow:
    def __init__(self, rng):
        self.r, self.msgs, self.post = rng, {}, []
        self.n = 0

    def add(self, t, who, content="", embeds=None, reply=None, thread=False, hard=None,
            near=False, noise=False, idiom=None, key=None):
        self.n += 1
        key = key or "m%d" % self.n
        self.msgs[key] = dict(t=t, who=who, content=content, embeds=embeds or [], reply=reply,
                              thread=thread, hard=hard, near=near, noise=noise, idiom=idiom,
                              final=content, state="live", sup=[])
        return key

    def edit(self, key, t, content, old):
        m = self.msgs[key]
        m["final"], m["state"] = content, "edited"
        m["sup"].append(old)
        self.post.append((t, "edit", key, content))

    def gone(self, key, t, how, snippet):
        self.msgs[key]["state"] = how
        self.msgs[key]["snip"] = snippet
        self.post.append((t, how, key, None))


def jit(r, h, mins=6):
    return h + r.uniform(-mins, mins) / 60.0


def curve_time(r):
    h = r.choices(range(24), weights=CURVE)[0]
    return h + r.random()


def broker_email(r, day, spot, conv, swu, fm1, fm2, trade):
    brk = r.choice([("Fenwick Fuel Brokers", "fenwickfuel"), ("Hadley Nuclear Brokerage", "hadleynb"),
                    ("Ostrander & Pike Energy", "openergy")])
    b = spot - r.uniform(0.2, 0.8)
    o = spot + r.uniform(0.2, 0.9)
    lines = ["📧 **Fwd: %s — U3O8 / conversion / SWU indications %s**" % (brk[0], day.strftime("%d-%b")),
             "From: desk@%s.example   To: fuel-desk@ldn-tor.example" % brk[1], "---", r.choice(
                 ["Morning all,", "Hi team,", "Afternoon,", "All — quick update below."]), ""]
    if trade:
        who = r.choice(["a US utility", "an intermediary", "a financial player", "a European utility", "a producer"])
        who2 = r.choice(["a trader", "a producer", "an intermediary", "a fund"])
        q = r.choice(["50k", "100k", "75k", "200k", "150k"])
        lines += ["TRADES REPORTED (not ours, for info):",
                  "  • %s lb U3O8 @ US$%.2f/lb, %s del, %s — buyer %s, seller %s" % (
                      q, spot + r.uniform(-0.4, 0.4), MON[day.month % 12], r.choice(["CAMECO", "METRO", "ORANO"]), who, who2),
                  "  • %d lots %s @ %.2f on CME (block, two financials)" % (r.choice([5, 10, 20]), fm1, spot + r.uniform(-.3, .5)),
                  ""]
    lines += ["U3O8 SPOT (US$/lb)",
              "  Bid  %.2f  (%dk lb, %s, %s)" % (b, r.choice([50, 100, 150]), MON[day.month % 12], r.choice(["CAMECO", "METRO"])),
              "  Offer %.2f (%dk lb, %s/%s, %s)" % (o, r.choice([50, 100, 200]), MON[day.month % 12], MON[(day.month + 1) % 12],
                                                   r.choice(["ORANO", "METRO", "CAMECO"])),
              "TERM (base-escalated, 2026$) mid %.2f, thin" % (spot + r.uniform(4, 7)),
              "CONVERSION NA (US$/kgU)  %.2f / %.2f    EU  %.2f / %.2f" % (conv - 1, conv + 1.2, conv + 2, conv + 3.5),
              "SWU CY27 (US$/SWU)  %.0f / %.0f" % (swu - 3, swu + 3),
              "CME %s %.2f b / %.2f o   %s %.2f b / %.2f o" % (fm1, b + .1, o - .1, fm2, b + .6, o + .4), "",
              "TERM INDICATIONS (US$/lb, base-escalated 2026$ unless noted)",
              "  2027-2029  %.2f / %.2f   (250k lb/yr, CAMECO or ORANO)" % (spot + 3.8, spot + 5.6),
              "  2028-2032  %.2f / %.2f   (mkt-related, floor 68-72, ceiling 105-115)" % (spot + 4.6, spot + 6.9),
              "  2030-2034  -- / %.2f     (producer, 500k lb/yr, ceiling negotiable)" % (spot + 7.4),
              "LOCATION SWAPS (US$/lb, pay/(receive) to move INTO first-named)",
              "  CAMECO→METRO  +%.2f / +%.2f     ORANO→METRO  +%.2f / +%.2f     CAMECO→ORANO  +%.2f / +%.2f" % (
                  r.uniform(.15, .25), r.uniform(.3, .4), r.uniform(.2, .3), r.uniform(.4, .5), r.uniform(.0, .1), r.uniform(.15, .25)),
              "UF6 (US$/kgU as UF6, component basis)  %.2f / %.2f" % (spot * 2.6 + conv, spot * 2.6 + conv + 6),
              "LOANS  U3O8 borrow fee 6-12m  %.1f%% / %.1f%% p.a. in kind; SWU loans: no interest shown" % (
                  r.uniform(3.2, 3.9), r.uniform(4.6, 5.4)), "",
              r.choice(["Liquidity thin ahead of the weekly price print.", "Utility interest picking up for H2 deliveries.",
                        "Quiet session, mostly intermediaries.", "Producer selling into strength above 82.",
                        "Conversion offers scarce, EU tight."]), "",
              "Best regards,", r.choice(["James", "Anouk", "Tomasz", "Helen"]) + " | " + brk[0],
              "_This communication is for professional counterparties only and does not constitute an offer or "
              "solicitation. Indications are subject to availability, credit approval and final confirmation. "
              "If you received this in error please delete it and notify the sender. Calls may be recorded. "
              "Registered office: 1 Example Lane, London EC2; authorised and regulated for the arranging of deals in "
              "commodity derivatives only; physical uranium transactions are arranged on a principal-to-principal "
              "basis and are not regulated activities._",
              "", "> On %s, %s wrote:" % ((day - timedelta(days=1)).strftime("%d %b"), brk[0]),
              "> Spot %.2f / %.2f, term unchanged, conversion NA %.2f offered, SWU CY27 %.0f bid. Quiet." % (
                  b - .3, o - .2, conv + 1.5, swu - 4)]
    return "\n".join(lines)


WEEKLY = """**Weekly fuel-cycle note — wk of {wk}** (fuelcycle-analyst, auto-generated, reviewed by desk)

**1. Summary.** Spot U3O8 drifted in a {lo:.2f}–{hi:.2f} range this week on thin volume; term indicators were unchanged at the last print but the bid side of the term market firmed as two utilities reissued RFPs for 2028+ deliveries. Conversion stayed tight in North America, SWU eased on the Russian waiver headlines. CME UX futures open interest rose modestly, led by the {fm1} and {fm2} contracts, with financial players on both sides.

**2. Supply.** Kazakh output remains the swing factor. Acid availability has improved versus last year but wellfield development is still behind plan at several JV assets, and the company's messaging on 2027 volumes has become more cautious. In Canada the Athabasca basin ramp continues to be the key swing; mill availability has been the bottleneck rather than ore, and any extended outage at a single mill quickly feeds through to guidance. Niger remains effectively offline for western buyers. Namibian and Australian restarts are adding pounds but mostly into term books already placed, so little of it reaches the spot market.

**3. Demand.** Reactor restarts in Japan continued at the expected pace, the US life-extension pipeline is intact, and the SMR announcements this week were mostly MOUs with no fuel commitments. Utility uncovered requirements for 2028–2032 remain the largest in a decade; procurement behaviour is shifting from "wait and see" to layered RFPs with market-related pricing and floors/ceilings. We counted four active RFPs (two US, one EU, one Asian) totalling roughly 6–7 Mlb over the tenor.

**4. Conversion & enrichment.** NA conversion indications held near {conv:.2f} US$/kgU with very few offers; EU is wider. Converter inventories at the three main facilities are lower than a year ago, which is why location swaps into METRO are pricing at a premium. SWU slipped a few dollars on the week to around {swu:.0f}; the policy overhang (waiver process for Russian-origin product) cuts both ways and we would not read much into one week.

**5. Term structure & flows.** The UX strip is in mild contango out to the back of next year; the spread between spot and the term indicator widened again to roughly US$5/lb. Physical trust vehicles were quiet until Wednesday; the trust's discount to NAV narrowed from ~4% to ~1.5%, which historically precedes ATM issuance and spot buying. Miners' equities underperformed the commodity by ~3% on the week with CCJ lagging after the mill commentary and NXE flat into its licensing calendar.

**6. Desk positioning (for reference).** Physical long concentrated at CAMECO and ORANO, small SWU short for CY27, UX futures long in {fm1}, trust units and CCJ equity as the liquid legs. No change to the loan book apart from the pending request discussed on the desk.

**7. View.** {decision}

**8. Risks.** (a) A faster-than-expected Kazakh recovery would cap spot in the low 80s; (b) a US policy reversal on Russian-origin enriched product would pressure SWU more than U3O8; (c) a liquidity event in the trust vehicles (redemption-style selling) would hit spot directly; (d) utility procurement could stall again if the term indicator jumps too quickly. We would revisit the view on a weekly spot close below {stopish:.2f} or if two or more of the open RFPs are pulled without award.

**9. Calendar.** Weekly price print Friday; CNSC hearing dates for NextGen; Kazatomprom ops update later this month; Cameco Q1 results early May; TradeTech-style monthly term indicator at month-end.

_Sources: broker indications relayed via brokermail-bridge, CME settlement data, company releases, desk trade capture. Figures are indicative and may lag._"""

MIDNOTE = """**Midday colour — spot/term/conversion** (fuelcycle-analyst)
Spot has been bid between {a:.2f} and {b:.2f} all morning; most of the interest is intermediaries covering short positions for May/June delivery rather than utilities. If you look at prior years, the second half of April has often seen a small dip into the monthly price print followed by a recovery once utilities come back from the spring outage season, but the sample is small and the pattern has failed twice in the last five years. On the curve, {fm1} is trading close to spot while {fm2} carries a small premium; the roll yield for a long futures holder is therefore slightly negative, which matters more for the financial players than for us. Conversion remains the tightest part of the chain: offers at Metropolis are rare and the premium for METRO-located material over CAMECO-located pounds is now about 20–30c/lb in swap terms. Enrichment is softer. For the miners, beta to spot has dropped this quarter, and equity investors are trading guidance rather than price. Nothing here changes the desk view; this is colour for the afternoon session and for Toronto as they log on."""

MORNING = """**London open — fuel-cycle morning note** (fuelcycle-analyst)
Overnight: Almaty headlines dominated; the 2027 guidance trim was flagged in our supply model as a {cut} Mlb swing versus our base case, though most of that volume was never going to reach the spot market anyway. Asian session saw no physical trades reported by brokers; {fm1} traded {nlots} lots in the overnight session, range {lo:.2f}-{hi:.2f}.
Spot indications this morning: bids {lo:.2f}-{mid:.2f} at CAMECO and METRO, offers {hi:.2f}+ mostly ORANO-located. The METRO premium persists. Term: no new prints, the two open utility RFPs (GLPC and a European utility) are the main events for the next fortnight. Conversion: Fenwick shows a NA offer, size 50,000 kgU, Q3 delivery — the first offer in a week. SWU: bids softer, policy noise around import waivers.
Equities: KAP GDRs indicated lower in London pre-market; CCJ and NXE closed flat in New York; the trust traded at a ~1.5% discount to NAV at the close.
Calendar today: broker calls 09:30 and 14:00 London, credit meeting 15:00 London, CNSC docket update expected in the afternoon ET. Reminder that the weekly price print is tomorrow; historically liquidity thins the afternoon before.
Housekeeping: the broker bridge table parser was patched overnight (see CI); if broker indications look misaligned, check the raw email."""

CLOSE = """**Toronto close wrap** (fuelcycle-analyst)
Session summary: spot indications finished around {mid:.2f}, range {lo:.2f}-{hi:.2f}; brokers reported {ntr} physical trades market-wide, mostly intermediaries. {fm1} settled near {fut:.2f} with open interest up modestly; {fm2} premium to front unchanged. Conversion offers were scarce outside Fenwick; EU indications widened again. SWU eased by a few dollars on the waiver headline.
Miners: CCJ underperformed after the mill outage headline; NXE flat on the hearing-date news; KAP GDRs recovered half of the morning drop. The trust closed close to NAV after announcing its raise, which usually implies buying of spot pounds over the following weeks; the size and pace are unknown.
Operations: loan documentation and book-transfer forms are with ops; the METRO location limit change is reflected in the risk snapshots. Nothing outstanding from the broker bridge apart from the parser warning earlier, which CI reports fixed.
Tomorrow: weekly price print; month-end inventory attestations approaching; RFP drafting continues in the GLPC thread. Overnight coverage: bots only, heartbeat and triage cron as usual."""

NEWSCOLOUR = [
    "Colour on the KAP headline: the trim is against subsoil-use levels, not against their last production guidance, so the "
    "incremental pounds lost vs. consensus are smaller than the headline suggests — maybe {a} Mlb. Market reaction in the GDRs was "
    "muted pre-open. Term buyers who were waiting for Kazakh clarity now have it, which is supportive for RFP participation.",
    "On the Cameco item: Key Lake is the only mill for McArthur River ore, so an outage translates 1:1 into packaged pounds. "
    "Prior outages lasted 3-6 weeks. The company usually covers delivery commitments with purchases and inventory, which means "
    "it can become a spot buyer; in 2018-19 that was a meaningful bid. Equity reaction so far about -4%.",
    "Trust raise: at current prices US$200m is roughly {b} Mlb of spot demand if fully deployed. The trust historically deploys "
    "ATM proceeds within weeks rather than days. Discount to NAV is the gating factor: if it reopens, issuance stops.",
    "Waiver window: this affects enrichment more than natural uranium. Utilities with Russian-origin SWU contracts get a path "
    "for 2027 deliveries; western enrichers' order books are already long-dated so the price effect should be limited.",
    "NextGen: hearing dates are a calendar item, the decision itself comes later. For the spot market this is years away from "
    "mattering; for the equity it removes some timing uncertainty.",
]

CHAT = [
    "Toronto's in. what did I miss besides the KAP thing",
    "Fenwick says Kestrel still has pounds at Port Hope, fyi",
    "anyone have the latest Orano book-transfer form? the one on the drive is from 2024",
    "spot feels heavy into the print tbh",
    "METRO premium still there, ~25c over CAMECO per Hadley",
    "coffee run, back in 10",
    "the CME screen is lagging again on my side",
    "utility guys at GLPC are asking for a call Tue, can someone take it",
    "Hadley's {fm1} bid keeps disappearing every time it trades",
    "who's on the 3pm with credit?",
    "can we get the loan book export in the shared folder pls",
    "spot-term spread ~5 bucks still. nobody cares until they do",
    "the Orano Malvési allocation email came in, forwarding to ops",
    "market's waiting for the weekly print, nothing moving",
    "I'll be out tmrw afternoon, Marc covering the broker calls",
    "Ostrander says a European utility is asking for conversion offers, Q3",
    "{fm2} OI up again, funds I assume",
    "anyone else getting the tradecap double-posting on reconnects?",
    "good print from the trust this morning, discount nearly closed",
    "KAP GDRs opening soft in London",
    "CCJ pre-market flat-ish",
    "whose turn to update the inventory sheet? I did it last week",
    "Siobhan: title transfer for the March swap finally confirmed by the converter",
    "new risk dashboard is nicer but it hides the location split unless you click",
    "anybody reading the NEI fuel survey? long but decent",
    "Fenwick's SWU offer is stale btw, from yesterday",
    "Hadley showing a CY27 SWU bid, nothing size",
    "ops: Cameco Port Hope storage invoice for Q1 arrived, booking it",
    "heading into the credit meeting, ping me if anything trades",
    "the bridge is mangling tables in the broker emails again",
    "London signing off soon, Toronto has the con",
    "thin market, 2 trades all day per the brokers",
    "GLPC RFP doc says market-related pricing acceptable, interesting",
    "reminder: month-end inventory attestations due to the converters",
    "did anyone get Baltic's KYC refresh back?",
    "spot print tomorrow will be ugly if the 80 bid goes",
    "{fm1} volume pathetic today",
    "lunch",
    "new intern starts Monday, Siobhan onboarding",
    "Ostrander asked if we'd show a swap METRO↔ORANO, told them not today",
    "who changed the chart template, my levels are gone",
    "the Kazatomprom ops update is later this month right?",
    "trust NAV sheet updated",
    "Toronto wifi down, on phone hotspot",
]
ACKS = ["thx", "ok", "ty", "👀", "k", "cheers", "lol", "nice", "🙏", "gm", "noted", "👌"]


def build_day(r, day0, ci):
    F = Flow(r)
    day = day0
    spot = round(r.uniform(79.6, 84.2), 2)
    conv, swu = round(r.uniform(58, 64), 2), round(r.uniform(150, 166), 2)
    fm1, fm2 = ux(day, 1), ux(day, 3)
    dm, dm2 = MON[day.month % 12], MON[(day.month + 1) % 12]
    f2 = lambda x: "%.2f" % x
    bid, typo, fill2 = f2(spot - .15), f2(spot - .10), f2(spot - .20)
    oid = lambda p: "%s-%06d" % (p, r.randint(100000, 999999))
    o1, o2, o3, o4 = oid("PHY"), oid("PHY"), oid("SWU"), oid("FUT")
    tc1, ln = "TC-%05d" % r.randint(10000, 99999), "LN-%04d" % r.randint(1000, 9999)
    H = lambda et, facts, ph: (et, facts, ph)

    # ---------- physical buy: proposal, question, approval, working, fills
    p1 = F.add(jit(r, 7.7), "priya", "b 100k lb U3O8 %s del @ %s CAMECO loc" % (dm, bid),
               hard=H("trade_proposal", ["b 100k lb", "U3O8", bid, "CAMECO"], "shorthand"),
               idiom="b-prefixed k-lb shorthand with delivery month and location")
    F.add(jit(r, 12.03, 1), "doug", "cpty?", reply=p1, near=True)
    F.add(jit(r, 12.07, 1), "priya", "Kestrel, they've had it sitting at Port Hope since March", reply=p1)
    a1 = F.add(jit(r, 12.12, 1), "doug", "go 100k", reply=p1,
               hard=H("trade_approval", ["go", "100k"], "reply"), idiom="two-word approval reply")
    F.add(jit(r, 12.2, 1), "oms",
          "ord=%s book=LDN-PHYS side=BUY prod=U3O8 qty=100000lb px=%s loc=CAMECO cpty=KESTREL status=WORKING" % (o1, bid),
          hard=H("trade_confirmation", [o1, "side=BUY", "qty=100000lb", "status=WORKING"], "structured"),
          idiom="key=value OMS working line")
    f1 = F.add(jit(r, 13.5, 2), "priya", "filled 40k lb @ %s CAMECO, 60k still working" % typo,
               hard=H("trade_fill", ["filled 40k lb", bid, "CAMECO"], "untagged"),
               idiom="fill price corrected by edit")
    F.edit(f1, jit(r, 13.62, 1), "filled 40k lb @ %s CAMECO, 60k still working" % bid, typo)
    F.add(jit(r, 15.05, 2), "cap", "", embeds=[emb("Trade captured — LDN-PHYS", fields=[
        ("Side", "BUY"), ("Product", "U3O8 (spot)"), ("Qty", "60,000 lb"), ("Price", "US$%s/lb" % fill2),
        ("Location", "Cameco Port Hope (CAMECO)"), ("Cpty", "Kestrel Nuclear")],
        footer="ticket %s · ord %s · FILLED 100,000/100,000" % (tc1, o1))],
        hard=H("trade_fill", ["BUY", "60,000 lb", fill2, tc1], "embed"), idiom="embed-only trade capture fill", key="capfill")
    F.post.append((jit(r, 15.2, 1), "react", "capfill", ("👍", "doug")))

    # ---------- sale blocked by counterparty limit; location limit raised
    p6 = f2(spot + 1.0)
    s1 = F.add(jit(r, 8.9), "priya", "s 150k lb U3O8 %s del @ %s METRO loc → Northgate" % (dm2, p6),
               hard=H("trade_proposal", ["s 150k lb", "U3O8", p6, "METRO"], "shorthand"))
    F.add(jit(r, 12.33, 1), "doug", "👍 ship", reply=s1, hard=H("trade_approval", ["👍", "ship"], "reply"),
          idiom="emoji + one word approval")
    F.add(jit(r, 12.37, 1), "risk",
          "risk.check ord=%s cpty=NORTHGATE side=SELL qty=150000lb used=210000lb limit=250000lb rule=CPTY_LIMIT action=BLOCKED" % o2,
          hard=H("risk_limit", [o2, "rule=CPTY_LIMIT", "limit=250000lb", "action=BLOCKED"], "structured"),
          idiom="risk bot blocks order on counterparty limit")
    F.add(jit(r, 12.42, 1), "priya", "ugh, Northgate line's full. can credit bump it or do I split it up?")
    F.add(jit(r, 12.5, 1), "doug", "not touching cpty limits. but raise the METRO location limit to 400k lb through "
          "month-end, we'll need room for the GLPC stuff",
          hard=H("risk_limit", ["raise", "METRO location limit", "400k lb"], "untagged"), key="loclim")
    me = (day.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
    F.add(jit(r, 12.55, 1), "risk", "risk.limit loc=METRO old=300000lb new=400000lb expires=%s by=dmacleod status=APPLIED"
          % me.strftime("%Y-%m-%d"), hard=H("risk_limit", ["loc=METRO", "new=400000lb", "status=APPLIED"], "structured"))
    F.post.append((jit(r, 12.6, 1), "pin", "loclim", "doug"))
    F.add(jit(r, 12.65, 1), "oms", "ord=%s status=CANCELLED reason=risk_block" % o2,
          hard=H("trade_confirmation", [o2, "status=CANCELLED"], "structured"))

    # ---------- SWU sale resized by risk
    sw = f2(swu)
    w1 = F.add(jit(r, 9.4), "priya", "s 30k SWU CY27 @ %s Tricastin book-transfer" % sw,
               hard=H("trade_proposal", ["s 30k SWU", "CY27", sw], "shorthand"))
    F.add(jit(r, 11.2), "priya", "we should send the SWU order before Fenwick's bid walks", near=True)
    F.add(jit(r, 13.1, 1), "doug", "go on the SWU", reply=w1, hard=H("trade_approval", ["go", "SWU"], "reply"))
    F.add(jit(r, 13.2, 1), "risk", "risk.resize ord=%s prod=SWU tenor=CY27 qty=30000SWU->20000SWU rule=TENOR_BUCKET_CY27 "
          "action=RESIZED" % o3, hard=H("risk_limit", [o3, "30000SWU->20000SWU", "action=RESIZED"], "structured"))
    F.add(jit(r, 13.25, 1), "oms", "", embeds=[emb("Order accepted", fields=[
        ("Order", o3), ("Side", "SELL"), ("Product", "SWU CY27"), ("Qty", "20,000 SWU"), ("Limit", "US$%s" % sw),
        ("Status", "ACCEPTED")], footer="oms-gw · OTC via Fenwick Fuel Brokers")],
        hard=H("trade_confirmation", [o3, "SELL", "20,000 SWU", "ACCEPTED"], "embed"))

    # ---------- conversion: proposal rejected
    cv = f2(conv + 1.5)
    c1 = F.add(jit(r, 10.2), "priya", "Proposing we lift Fenwick's conversion offer: 50,000 kgU UF6 conversion at "
               "Metropolis, Q3 delivery, $%s/kgU. Covers the Q3 conversion short." % cv,
               hard=H("trade_proposal", ["lift", "50,000 kgU", cv, "Metropolis"], "untagged"))
    F.add(jit(r, 13.9, 2), "doug", "pass. conv's rich", reply=c1, hard=H("trade_approval", ["pass", "conv"], "reply"),
          idiom="one-word rejection reply")
    F.add(jit(r, 14.5), "analyst", "if NA conversion clears $65/kgU I'd want us to be a seller, not there yet", near=True)

    # ---------- material loan
    fee = "%.2f" % r.uniform(3.5, 5.0)
    l1 = F.add(jit(r, 11.0), "priya", "Proposing we lend 75k lb U3O8 held at ORANO Malvési to Baltic Fuel AG, 6 months, "
               "fee %s%% p.a. payable in kind, return at ORANO or CAMECO at our option." % fee,
               hard=H("trade_proposal", ["lend 75k lb", "U3O8", "Baltic Fuel", fee + "%"], "untagged"),
               idiom="material loan at converter proposed in prose")
    F.add(jit(r, 11.3), "marc", "looks interesting. Baltic paid the fee late on the last swap though", reply=l1, near=True)
    F.add(jit(r, 14.2, 2), "doug", "ok go on the loan", reply=l1, hard=H("trade_approval", ["go", "loan"], "reply"))
    F.add(jit(r, 14.45, 1), "oms", "LOAN ref=%s lender=LDN-PHYS borrower=BALTIC qty=75000lb loc=ORANO fee=%spct "
          "status=CONFIRMED" % (ln, fee), hard=H("trade_confirmation", [ln, "qty=75000lb", "status=CONFIRMED"], "structured"))
    F.add(jit(r, 14.55, 1), "doug", "Siobhan — the Baltic loan's yours for the title transfer with Orano, get the "
          "book-transfer form over today pls", hard=H("route_decision", ["Siobhan", "Baltic loan"], "untagged"))

    # ---------- futures
    fx, fx2 = spot + 1.9, spot + 0.6
    k1 = F.add(jit(r, 14.7, 2), "priya", "b 10 %s @ %s lmt" % (fm2, f2(fx)),
               hard=H("trade_proposal", ["b 10", fm2, f2(fx)], "shorthand"))
    F.add(jit(r, 14.78, 1), "oms", "CME ord=%s %s BUY 10 @ %s status=REJECTED reason=PRICE_BAND" % (o4, fm2, f2(fx)),
          hard=H("trade_confirmation", [o4, fm2, "status=REJECTED"], "structured"), reply=k1)
    F.add(jit(r, 14.85, 1), "priya", "resent %s 10 @ %s inside the band, working" % (fm2, f2(fx2)),
          hard=H("trade_confirmation", ["resent", fm2, f2(fx2), "working"], "untagged"))
    F.add(jit(r, 15.6, 2), "priya", "[FILL] bot 10 %s @ %s CME" % (fm2, f2(fx2)),
          hard=H("trade_fill", ["[FILL]", "bot 10", fm2, f2(fx2)], "tagged"))
    F.add(jit(r, 10.6), "priya", "paper: b 5 %s @ 82.00 (sim book, testing the new OMS ticket)" % fm2, near=True,
          idiom="paper trade in shorthand")

    # ---------- stops / targets
    sa, sb, sc = f2(spot - 3.5), f2(spot - 2.75), f2(spot - 2.0)
    st = F.add(jit(r, 15.2, 2), "doug", "stop on the %s long (40 lots) → %s" % (fm1, sa), key="stop",
               hard=H("stop_or_target_change", [fm1, "stop", sc], "untagged"), idiom="stop moved twice by editing")
    F.post.append((jit(r, 15.3, 1), "pin", st, "doug"))
    F.post.append((jit(r, 15.31, 1), "react", st, ("📌", "doug")))
    F.edit(st, jit(r, 17.1, 2), "stop on the %s long (40 lots) → %s" % (fm1, sb), sa)
    F.edit(st, jit(r, 19.7, 2), "stop on the %s long (40 lots) → %s" % (fm1, sc), sb)
    tp = f2(r.uniform(19.8, 22.5))
    F.add(jit(r, 16.0), "priya", "[TGT] U.UN 25k units take-profit C$%s GTC TSX" % tp,
          hard=H("stop_or_target_change", ["[TGT]", "U.UN", "25k units", tp], "tagged"))
    F.add(jit(r, 16.2), "analyst", "a tighter stop at %s on the %s long would be sensible if spot loses 80" % (f2(spot - 1.6), fm1),
          near=True, idiom="stop suggestion without decision")
    F.add(jit(r, 20.2), "doug", "pull the CCJ stop, holding thru earnings",
          hard=H("stop_or_target_change", ["pull", "CCJ stop"], "untagged"))
    F.add(jit(r, 20.4), "doug", "had a stop at 74 in Feb, got run by 20c. never again", near=True)

    # ---------- news, thesis, routing
    kap = F.add(jit(r, 5.9, 4), "news", "", embeds=[emb(
        "Kazatomprom trims 2027 production guidance by 8-10% on wellfield delays",
        "Kazakhstan's state uranium producer said 2027 output would come in below its subsoil-use levels as "
        "wellfield development lags at several joint ventures; 2026 guidance unchanged. The company cited slower-than-planned wellfield development and contractor availability, and said it would prioritise value over volume in line with its market-centric strategy. Analysts said the cut removes pounds from the 2027 balance at a time when utility term procurement is rising.",
        [("Tickers", "KAP (LSE GDR), KAP (AIX)"), ("Region", "Kazakhstan")], "newsdesk · watchlist · 10:5x Almaty",
        "NucWire", "https://news.example/kap-2027")],
        hard=H("watchlist_news", ["Kazatomprom", "2027 production guidance"], "embed"))
    F.add(jit(r, 6.2, 3), "router", "route: KAP 2027 guidance item → fuelcycle-analyst (supply model refresh), prio=high",
          reply=kap, hard=H("route_decision", ["route", "KAP", "fuelcycle-analyst"], "structured"))
    cc = F.add(jit(r, 11.4), "news", "", embeds=[emb(
        "Cameco cuts 2026 McArthur River output guidance after Key Lake mill outage",
        "The Saskatoon-based producer said an unplanned outage at the Key Lake mill would reduce 2026 packaged "
        "production from McArthur River/Key Lake; Cigar Lake guidance unchanged. The company said it expects to meet delivery commitments through inventory, purchases and loans, and will update guidance with first-quarter results. Shares fell in pre-market trading in New York.",
        [("Tickers", "CCJ (NYSE), CCO (TSX)"), ("Desk", "held")], "newsdesk · positions", "NucWire",
        "https://news.example/cameco-mcarthur")],
        hard=H("held_position_news", ["Cameco", "McArthur River"], "embed"), idiom="held-name headline by company name")
    F.add(jit(r, 12.75, 1), "doug", "that's the ramp thesis dead for '26. CCJ conviction down to low, not selling",
          reply=cc, hard=H("thesis_update", ["CCJ", "conviction down to low"], "reply"))
    F.add(jit(r, 15.75), "news", "", embeds=[emb(
        "Sprott Physical Uranium Trust files US$200m at-the-market raise",
        "Proceeds to be used to purchase physical U3O8; units traded near NAV after the discount narrowed this week. The trust said proceeds would be deployed at the manager's discretion subject to market conditions; it last issued units under an ATM programme late last year.",
        [("Tickers", "U.UN, U.U (TSX)")], "newsdesk · positions", "NucWire")],
        hard=H("held_position_news", ["Sprott Physical Uranium Trust", "US$200m"], "embed"),)
    F.add(jit(r, 18.9), "news", "", embeds=[emb(
        "US DOE opens new waiver window for Russian enriched uranium imports; SWU indications slip",
        "Utilities may apply for 2027 import waivers; brokers reported SWU bids down US$3-4. The department said waivers would be granted only where no alternative supply is available; industry groups welcomed the clarity.",
        [("Topic", "policy / enrichment")], "newsdesk · positions")],
        hard=H("held_position_news", ["Russian enriched uranium", "SWU"], "embed"))
    F.add(jit(r, 16.35), "news", "", embeds=[emb(
        "NextGen Energy: CNSC sets Rook I licence hearing dates",
        "Part 2 of the commission hearing scheduled; final decision expected after the hearing. The company reiterated its construction timeline subject to licensing, and said financing discussions are ongoing.",
        [("Tickers", "NXE (NYSE, TSX)")], "newsdesk · watchlist")],
        hard=H("watchlist_news", ["NextGen", "Rook I"], "embed"), key="nxe")
    F.add(jit(r, 16.55, 2), "router", "no-route: NextGen Rook I hearing headline — watchlist only, no position, no action",
          reply="nxe", hard=H("no_route_decision", ["no-route", "NextGen"], "structured"), idiom="router no-route line")
    F.add(jit(r, 9.2), "news", "", embeds=[emb(
        "Paladin Energy lifts Langer Heinrich FY output outlook", "Namibian mine ramp-up ahead of plan.",
        [("Tickers", "PDN (ASX)")], "newsdesk · general")], near=True)
    F.add(jit(r, 17.8), "news", "", embeds=[emb(
        "Albemarle to idle Australian lithium hydroxide line", "Low prices cited.",
        [("Tickers", "ALB")], "newsdesk · general")], near=True)

    tt = "%d" % int(spot + r.uniform(6, 10))
    dec = ("Net, after the RFP flow and the conversion squeeze, we are moving our term-price view from neutral to "
           "bullish and lifting the Q3 term target to $%s/lb; the spot view is unchanged." % tt)
    wk = F.add(jit(r, 10.75, 3), "analyst", WEEKLY.format(wk=(day - timedelta(days=day.weekday())).strftime("%d %b %Y"),
                                                          lo=spot - 1.3, hi=spot + 1.1, fm1=fm1, fm2=fm2, conv=conv,
                                                          swu=swu, decision=dec, stopish=spot - 4.2),
               hard=H("thesis_update", ["term-price view", "bullish", "$%s/lb" % tt], "buried"),
               idiom="decision buried in long weekly note")
    F.post.append((jit(r, 13.3, 1), "react", wk, ("📌", "doug")))
    F.add(jit(r, 12.9, 3), "analyst", MIDNOTE.format(a=spot - .4, b=spot + .2, fm1=fm1, fm2=fm2), near=True)
    F.add(jit(r, 17.4), "analyst", "backtest: 5%% trailing stop on U.UN since Jan-23 would have cut max drawdown from "
          "31%% to 19%% but stopped us out 7 times; fills assumed at close, %s roll ignored" % fm1, near=True,
          idiom="backtest with stop and fill words")

    # ---------- forget / delete
    fg = F.add(jit(r, 11.7, 2), "priya", "b 25k lb U3O8 ORANO @ %s from Cumbria Gen, their fuel buyer's mobile is "
               "+44 7700 900%03d if Doug wants to call" % (f2(spot - .6), r.randint(100, 999)),
               hard=H("trade_proposal", ["b 25k lb", "U3O8", "ORANO"], "shorthand"))
    F.gone(fg, jit(r, 11.95, 1), "forget", F.msgs[fg]["content"][-40:-20])
    dl = F.add(jit(r, 16.8, 2), "priya", "s 20 %s @ %s" % (fm1, f2(spot + 2.3)),
               hard=H("trade_proposal", ["s 20", fm1], "shorthand"))
    F.gone(dl, jit(r, 16.86, .5), "delete", F.msgs[dl]["content"])
    F.add(jit(r, 16.9, .5), "priya", "ignore that, wrong window")

    # ---------- RFP thread
    th = F.add(jit(r, 13.7, 1), "marc", "GLPC term RFP is out — 250k lb/yr U3O8 2028-32, responses due 30-Apr. Thread 👇",
               key="thread")
    bb = f2(spot + r.uniform(4.5, 7))
    F.add(jit(r, 13.85, 1), "analyst", "Draft pricing for GLPC: the term indicator is ~US$5/lb over spot; base-escalated "
          "offers we've seen this quarter cluster 2-3 dollars above the indicator with ceilings around 105-115 and floors "
          "65-72. Market-related with floor/ceiling is the alternative; utilities in this RFP series have tended to award "
          "split volumes. Delivery optionality (CAMECO/ORANO) is worth ~10-15c/lb to them given conversion tightness. "
          "Escalation index: US GDP IPD. Credit: GLPC is investment grade, no LC needed.", thread=True)
    F.add(jit(r, 14.15, 1), "marc", "Proposing our offer: 250k lb/yr 2028-2032, base-escalated $%s/lb (2026$), ceiling "
          "$110, floor $68, delivery CAMECO or ORANO at buyer's option" % bb, thread=True, key="rfp",
          hard=H("trade_proposal", ["offer", "250k lb/yr", "2028-2032", "$%s/lb" % bb], "untagged"))
    F.add(jit(r, 14.3, 1), "doug", "go — make the floor $70", thread=True, reply="rfp",
          hard=H("trade_approval", ["go", "floor $70"], "reply"))
    F.add(jit(r, 14.35, 1), "router", "route: GLPC RFP response → contracts-agent for drafting, due %s 17:00 ET"
          % me.strftime("%Y-%m-%d"), thread=True, hard=H("route_decision", ["route", "GLPC", "contracts-agent"], "structured"))
    F.add(jit(r, 14.4, 1), "priya", "👍", thread=True, noise=True)
    F.add(jit(r, 14.6, 2), "marc", "do we want to show a market-related option too, or base-esc only?", thread=True, near=True)

    # ---------- analyst long notes (colour, no decision)
    F.add(jit(r, 7.05, 3), "analyst", MORNING.format(cut="%.1f" % r.uniform(1.5, 4), fm1=fm1, nlots=r.randint(20, 90),
                                                     lo=spot - .5, hi=spot + .6, mid=spot - .1))
    F.add(jit(r, 21.3, 5), "analyst", CLOSE.format(mid=spot + .1, lo=spot - .6, hi=spot + .7, ntr=r.randint(2, 6), fm1=fm1,
                                                   fm2=fm2, fut=spot + .3))
    for h, txt in zip((6.4, 11.6, 15.95, 19.1, 16.7), NEWSCOLOUR):
        F.add(jit(r, h, 3), "analyst", txt.format(a="%.1f" % r.uniform(1, 3), b="%.1f" % (200 / (spot + 1))))

    rows = []
    for jv, base in (("Inkai", 8.3), ("Budenovskoye", 6.1), ("Karatau", 5.4), ("Akbastau", 3.9), ("Zarechnoye", 2.2),
                     ("Khorasan-U", 4.8), ("Katco", 7.0), ("Appak", 2.1), ("Semizbay-U", 2.6), ("Kazakh others", 9.5)):
        cut = r.uniform(0, .12)
        rows.append("| %-14s | %5.1f | %5.1f | %+5.1f |" % (jv, base, base * (1 - cut), -base * cut))
    F.add(jit(r, 7.9, 4), "analyst", "**Supply model refresh — Kazakhstan 2027 (requested by desk-router)**\n"
          "Units: Mlb U3O8, 100% basis. Base = prior model; New = after today's guidance.\n"
          "| asset          |  base |   new |  chg  |\n|----------------|-------|-------|-------|\n" + "\n".join(rows) +
          "\nMethod: wellfield-development lag applied per JV from the last two operational updates; acid balance assumed "
          "sufficient; no change to Russian/Chinese offtake shares, so western-available pounds fall roughly in proportion. "
          "Sensitivities: each 10% further slip in wellfield development removes ~2 Mlb. Caveats: JV-level disclosure is "
          "annual, so the split is our estimate; the total matches company guidance ranges. The updated balance feeds the "
          "risk bot's stress_kap_cut scenario at the next snapshot. Colour only — no positioning implication drawn here.")

    # ---------- near-misses: hypothetical, question, history, other desks
    F.add(jit(r, 9.55), "marc", "what if we bought 200k at 79 into the KAP miss? would the METRO limit even take it?",
          near=True, idiom="hypothetical trade question")
    F.add(jit(r, 8.3), "priya", "are we still long %s or did Doug roll it into %s yesterday?" % (fm1, fm2), near=True)
    F.add(jit(r, 13.0), "doug", "for the record last Sept we filled 150k @ 65.40 at Port Hope on this exact setup and sat "
          "on it 3 months", near=True, idiom="historical fill told as history")
    F.add(jit(r, 15.9), "marc", "equities desk sold their CCJ calls this morning fwiw", near=True)
    F.add(jit(r, 10.9), "marc", "remember when everyone on X swore KAP would cut in Jan? lol", near=True)
    F.add(jit(r, 17.0, 8), "cap", "", embeds=[emb("Trade captured — TOR-EQ-2", fields=[
        ("Side", "SELL"), ("Product", "CCJ US equity"), ("Qty", "25,000 sh"), ("Price", "US$%s" % f2(r.uniform(68, 82))),
        ("Book", "TOR-EQ-2 (equities desk)")], footer="ticket TC-%05d · not LDN-PHYS" % r.randint(10000, 99999))],
        near=True, idiom="trade capture embed for another book")

    # ---------- broker bridge
    for i in range(27):
        tr = i < 5
        t = 6.6 + i * (15.0 / 27) + r.uniform(0, .5)
        F.add(t, "bridge", broker_email(r, day, spot + r.uniform(-.3, .3), conv, swu, fm1, fm2, tr), near=tr,
              idiom="broker relay of other firms' trades" if i == 0 else None)

    # ---------- human chatter
    for line in r.sample(CHAT, 40):
        F.add(curve_time(r), r.choice(["priya", "marc", "doug", "siobhan", "marc", "priya"]),
              line.format(fm1=fm1, fm2=fm2))
    tdel = F.add(jit(r, 9.9), "marc", "sorry wrong channel — meant for the metals desk")
    F.gone(tdel, jit(r, 9.93, .5), "delete", "meant for the metals desk")
    fb = F.add(jit(r, 18.2), "bridge", "📧 **Fwd: Hadley — call me**\nJames here, mobile +44 7700 900%03d, call re the "
               "METRO swap when you can." % r.randint(100, 999))
    F.gone(fb, jit(r, 18.3), "forget", "call re the METRO swap when you can")

    # ---------- noise
    for h in range(24):
        F.add(h + r.uniform(0, .05), "hb", "hb ok · gw=up latency=%dms queue=0 uptime=%dd%02dh"
              % (r.randint(90, 260), 3 + ci, h), noise=True)
    for h in range(7, 22, 2):
        F.add(h + .5 + r.uniform(0, .1), "risk", risk_snapshot(r, h, fm1, fm2), noise=True)
    for h in range(0, 24, 3):
        F.add(h + .1 + r.uniform(0, .05), "cron", "cron[triage] %02d:00Z run=%d items=%d routed=0 skipped=%d dur=%.1fs"
              % (h, r.randint(1000, 9999), r.randint(0, 9), r.randint(0, 9), r.uniform(.5, 4)), noise=True)
    for i in range(10):
        inst = r.choice(["U3O8 spot", fm1, fm2, "U.UN", "CCJ", "NXE"])
        F.add(jit(r, 7.5 + i * 1.4, 20), "px", "⚠️ %s %s %s%.2f (%s)" % (
            inst, f2(r.uniform(70, 90) if inst != "U.UN" else r.uniform(18, 22)), r.choice("▲▼"), r.uniform(.05, 1.5),
            r.choice(["crossed alert level", "5m move", "session high", "session low"])), noise=True)
    for h in (8, 12, 16, 21):
        F.add(h + r.uniform(0, .1), "cap", "PnL snapshot %02d:00Z — LDN-PHYS %+dk · FUT %+dk · TOR-EQ %+dk · total %+dk USD"
              % (h, r.randint(-150, 250), r.randint(-60, 80), r.randint(-90, 40), r.randint(-200, 300)), noise=True)
    sha = lambda: "%07x" % r.getrandbits(28)
    F.add(jit(r, 6.5), "ci", "ci: deploy fuel-desk-bots@%s → prod ✅ (riskbot, tradecap) 2m14s" % sha(), noise=True)
    F.add(jit(r, 18.6), "ci", "ci: build brokermail-bridge@%s ❌ test_parse_tables failed (3/212)" % sha(), noise=True)
    F.add(jit(r, 19.1), "ci", "ci: build brokermail-bridge@%s ✅ 212/212" % sha(), noise=True)
    for h in (2.3, 10.1, 17.6):
        F.add(jit(r, h), "gw", "gateway: websocket closed (1006), reconnecting in 5s…", noise=True)
        F.add(jit(r, h + .02, .2), "gw", "gateway: RESUMED session, replayed %d events" % r.randint(0, 40), noise=True)
    burst = [F.add(4.4 + i * .001, "gw", "gateway: heartbeat ACK missed (%d/3), reconnecting" % (i + 1)) for i in range(3)]
    F.post.append((4.5, "bulk", burst, None))
    for who, h in (("cap", 3.2), ("news", 19.3)):
        F.add(jit(r, h), who, "```\nTraceback (most recent call last):\n  File \"/srv/%s/app/main.py\", line 212, in run\n"
              "    await self.poll()\n  File \"/srv/%s/app/poller.py\", line 88, in poll\n    rows = await self.src.fetch(since=self.cursor)\n"
              "  File \"/srv/%s/app/sources/http.py\", line 133, in fetch\n    resp = await self.client.get(url, params=q, timeout=20)\n"
              "  File \"/usr/lib/python3.12/site-packages/httpx/_client.py\", line 1814, in get\n    return await self.request(\n"
              "  File \"/usr/lib/python3.12/site-packages/httpx/_client.py\", line 1585, in request\n    return await self.send(request, auth=auth, follow_redirects=follow_redirects)\n"
              "  File \"/srv/%s/app/sources/http.py\", line 141, in fetch\n    resp.raise_for_status()\n"
              "  File \"/usr/lib/python3.12/site-packages/httpx/_models.py\", line 829, in raise_for_status\n"
              "    raise HTTPStatusError(message, request=request, response=self)\n"
              "httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'https://feeds.internal/%s/v2/items?since=%d'\n"
              "```\nretrying in 30s (attempt 1/5)" % (who, who, who, who, who, r.randint(10 ** 9, 2 * 10 ** 9)), noise=True)
    for a in r.sample(ACKS, 10):
        F.add(curve_time(r), r.choice(["priya", "marc", "doug", "siobhan"]), a, noise=True)
    return F


def risk_snapshot(r, h, fm1, fm2):
    loc = [("CAMECO", 500000), ("METRO", 300000 if h < 13 else 400000), ("ORANO", 350000)]
    rows = ["risk.hb %02d:30Z status=OK limits_ok=14/14" % h]
    for name, lim in loc:
        u = r.randint(40, 85) * lim // 100
        rows.append("pos.loc %s u3o8_lb=%d limit_lb=%d util=%d%%" % (name, u, lim, 100 * u // lim))
    rows += ["pos.swu CY27 net=-%d limit=-50000" % r.choice([0, 20000]),
             "pos.conv NA net_kgU=-%d limit_kgU=-150000" % (r.randint(40, 90) * 1000),
             "pos.fut %s lots=40 %s lots=%d delta_lb=%d" % (fm1, fm2, r.choice([0, 10]), r.randint(95, 110) * 1000),
             "pos.eq U.UN units=%d CCJ sh=%d" % (r.randint(240, 260) * 100, r.randint(30, 35) * 1000),
             "cpty KESTREL used=%d limit=300000 · NORTHGATE used=210000 limit=250000 · BALTIC used=%d limit=200000"
             % (r.randint(100, 200) * 1000, r.choice([0, 75000])),
             "var95_usd=%d stress_kap_cut_usd=%+d gross_lb=%d" % (r.randint(300, 600) * 1000, r.randint(200, 500) * 1000,
                                                                 r.randint(900, 1200) * 1000)]
    return "\n".join(rows)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    ops, labels = [], {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
                       "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    for ci in range(channels):
        chan = str(CHAN0 + ci * 1000003)
        worker = (7 + ci) % 32
        for d in range(days):
            day0 = end - timedelta(days=days - d)
            r = random.Random("%s|%d|%d|%s" % (seed, ci, d, day0.date()))
            F = build_day(r, day0, ci)
            base = int(day0.timestamp() * 1000)
            prev, ids = 0, {}
            for k in sorted(F.msgs, key=lambda k: F.msgs[k]["t"]):
                m = F.msgs[k]
                ms = max(base + int(m["t"] * 3600000), prev + 1)
                ms = min(ms, base + 86400000 - 1)
                prev = m["ms"] = ms
                ids[k] = str(((ms - EPOCH_MS) << 22) | (worker << 17) | r.randint(0, 4095))
            tid = ids["thread"]
            for k, m in F.msgs.items():
                m["ch"] = tid if m["thread"] else chan
                u, name, bot = WHO[m["who"]]
                msg = {"id": ids[k], "author_id": u, "author_name": name, "author_bot": bot,
                       "created_at": iso(m["ms"]), "content": m["content"], "embeds": m["embeds"],
                       "reference_id": ids.get(m["reply"]) if m["reply"] else None}
                line = {"op": "create", "guild_id": GUILD, "channel_id": m["ch"], "message": msg}
                if m["thread"]:
                    line["parent_channel_id"] = chan
                ops.append((m["ms"], line))
                if m["hard"]:
                    et, facts, ph = m["hard"]
                    labels["hard_events"].append({"channel_id": m["ch"], "message_id": ids[k], "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": m["state"]})
                for s in m["sup"]:
                    labels["superseded_facts"].append([m["ch"], ids[k], s])
                if m["state"] in ("delete", "forget"):
                    m["hard"] and labels["hard_events"][-1].update(final_state=m["state"] + "d" if m["state"] == "delete" else "forgotten")
                    labels["removed_texts"].append(m["snip"])
                elif m["noise"]:
                    labels["noise_message_ids"].append(ids[k])
                elif m["near"]:
                    labels["near_miss_ids"].append(ids[k])
                if m["idiom"] and ci == 0 and d == 0:
                    labels["idioms"].append({"message_id": ids[k], "idiom": m["idiom"],
                                             "expected": m["hard"][0] if m["hard"] else "not_hard"})
            for t, kind, key, extra in F.post:
                ms = base + int(t * 3600000)
                g = {"guild_id": GUILD}
                if kind == "bulk":
                    for k in key:
                        labels["removed_texts"].append(F.msgs[k]["content"])
                    ops.append((ms, dict(op="bulk_delete", channel_id=chan, message_ids=[ids[k] for k in key],
                                         deleted_at=iso(ms), **g)))
                    continue
                m = F.msgs[key]
                ms = max(ms, m["ms"] + 1000)
                c = dict(channel_id=m["ch"], message_id=ids[key], **g)
                if kind == "edit":
                    ops.append((ms, dict(op="edit", edited_at=iso(ms), content=extra, **c)))
                elif kind == "delete":
                    ops.append((ms, dict(op="delete", deleted_at=iso(ms), **c)))
                elif kind == "forget":
                    ops.append((ms, dict(op="forget", requested_by=WHO["siobhan"][0], at=iso(ms), **c)))
                elif kind == "pin":
                    ops.append((ms, dict(op="pin", by=WHO[extra][0], at=iso(ms), **c)))
                elif kind == "react":
                    ops.append((ms, dict(op="reaction_add", emoji=extra[0], user_id=WHO[extra[1]][0], at=iso(ms), **c)))
    ops.sort(key=lambda x: x[0])
    events = []
    for _, o in ops:
        o = {"op": o.pop("op"), "guild_id": o.pop("guild_id"), "channel_id": o.pop("channel_id"), **o}
        events.append(o)
    return {"events": events, "labels": labels}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks." + DESK)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
