"""Chicago CME FX futures desk with a TT/CQG-style execution bridge.

Seeded generator of a busy channel-day (or week) of a Chicago desk trading CME FX
futures and options on futures (6E, 6J, 6B, 6A, 6C, micro M6E) through an execution
bridge that posts Discord embeds, a JSON pre-trade risk gateway, two terse traders,
a PM who approves by reply, and an OTC spot hedge through a prime broker.
Standard library only. Pure function of the arguments.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "chicago_cme_fx_futures_bridge_desk"
EPOCH_MS = 1420070400000
GUILD_ID = "1318846251907743744"
BASE_CHANNELS = ["1318851907712204810", "1318853116349935626", "1318855472881090570"]
DEFAULT_END = datetime(2026, 12, 9, 6, 0, 0, tzinfo=timezone.utc)  # midnight CT, covers Tue 8 Dec (roll week)
CT_OFFSET = timedelta(hours=-6)

PEOPLE = {
    "dolan": ("1187204551839301652", "Dolan", False),
    "kasia": ("1187209934418706442", "Kasia W", False),
    "pm": ("1187211873370005524", "Rourke (PM)", False),
    "marek": ("1187215206651744266", "Marek | risk", False),
    "bridge": ("1187220019344564244", "TT Bridge", True),
    "gw": ("1187224407098208276", "pretrade-gw", True),
    "fix": ("1187226871004676106", "fix-mon", True),
    "pricer": ("1187229090351140874", "fxvol-pricer", True),
    "ci": ("1187231517280317460", "deploy-bot", True),
    "pnl": ("1187233641363669003", "pnl-snap", True),
    "cal": ("1187236014148571146", "econ-cal", True),
    "news": ("1187238302653108244", "Squawk", True),
    "router": ("1187240720782712852", "desk-router", True),
    "alerts": ("1187243011204055050", "px-alerts", True),
}

INST = {
    "6E": {"name": "EUR", "px": 1.0884, "dp": 5, "tick": 0.00005, "pair": "EURUSD", "ccy": "EUR", "mult": 125000},
    "6J": {"name": "JPY", "px": 0.0067350, "dp": 7, "tick": 0.0000005, "pair": "USDJPY", "ccy": "JPY", "mult": 12500000},
    "6B": {"name": "GBP", "px": 1.2662, "dp": 4, "tick": 0.0001, "pair": "GBPUSD", "ccy": "GBP", "mult": 62500},
    "6A": {"name": "AUD", "px": 0.6618, "dp": 5, "tick": 0.00005, "pair": "AUDUSD", "ccy": "AUD", "mult": 100000},
    "6C": {"name": "CAD", "px": 0.7312, "dp": 5, "tick": 0.00005, "pair": "USDCAD", "ccy": "CAD", "mult": 100000},
}


def _sub_rng(*parts) -> random.Random:
    h = hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


def _fmt(sym: str, v: float) -> str:
    d = INST[sym]["dp"]
    s = f"{v:.{d}f}"
    if sym in ("6E", "6A", "6C") and s.endswith("0"):
        s = s[:-1]
    return s


def _px(rng, sym, drift_ticks=40):
    i = INST[sym]
    t = i["tick"]
    v = i["px"] + rng.randint(-drift_ticks, drift_ticks) * t
    return round(round(v / t) * t, 8)


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


class Msg:
    __slots__ = ("t", "who", "content", "embeds", "ref", "thread", "pinned", "hard", "kind",
                 "idiom", "edits", "deleted", "forgot", "reactions", "pins", "attach", "id", "chan",
                 "superseded", "removed", "bulk")

    def __init__(self, t, who, content="", embeds=None, ref=None, thread=None):
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.pinned = False
        self.hard = None  # (type, facts, phrasing)
        self.kind = "plain"  # noise | near | plain
        self.idiom = None
        self.edits = []
        self.deleted = None
        self.forgot = None
        self.reactions = []
        self.pins = []
        self.attach = []
        self.id = None
        self.chan = None
        self.superseded = []
        self.removed = None
        self.bulk = None


def embed(title, fields, footer, description=None, author=None):
    e = {"title": title}
    if description:
        e["description"] = description
    if author:
        e["author"] = author
    e["fields"] = [{"name": n, "value": v, "inline": True} for n, v in fields]
    e["footer"] = footer
    return e


def _embed_text(e):
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", "")]
    for f in e.get("fields", []):
        parts.append(f["name"])
        parts.append(f["value"])
    parts.append(e.get("footer", ""))
    return "\n".join(p for p in parts if p)


class Day:
    def __init__(self, seed, ci, di, day_start_utc):
        self.rng = _sub_rng(DESK, seed, ci, di)
        self.ci = ci
        self.di = di
        self.start = day_start_utc  # 00:00 CT
        self.msgs: list[Msg] = []
        self.threads = {}
        self.ordseq = self.rng.randint(100000, 900000)

    def at(self, ct_minutes, jitter_s=0):
        s = ct_minutes * 60 + (self.rng.uniform(0, jitter_s) if jitter_s else 0)
        ms = int(s * 1000) + self.rng.randint(0, 999)
        return self.start + timedelta(milliseconds=ms)

    def add(self, t, who, content="", embeds=None, ref=None, thread=None, kind="plain"):
        m = Msg(t, who, content, embeds, ref, thread)
        m.kind = kind
        self.msgs.append(m)
        return m

    def ordid(self):
        self.ordseq += self.rng.randint(3, 400)
        return f"TT-{self.ordseq:06X}"

    def clock(self, t):
        ct = t + CT_OFFSET
        return ct.strftime("%H:%M:%S.") + f"{ct.microsecond // 1000:03d} CT"


def hard(m, etype, facts, phrasing, idiom=None):
    m.hard = (etype, list(facts), phrasing)
    if idiom:
        m.idiom = (idiom, etype)
    return m


def near(m, idiom=None):
    m.kind = "near"
    if idiom:
        m.idiom = (idiom, "not_hard")
    return m


# ----------------------------------------------------------------------------------
# scenario pieces
# ----------------------------------------------------------------------------------

def bridge_embed(d, t, title, sym_code, side, qty, price, acct, oid, status, thread=None, extra=None, desc=None):
    fields = [("Contract", sym_code), ("Side", side), ("Qty", str(qty)), ("Price", price),
              ("Account", acct), ("OrdID", oid), ("Status", status)]
    if extra:
        fields += extra
    footer = f"TT · CME Globex · {d.clock(t)}"
    return d.add(t, "bridge", "", [embed(title, fields, footer, description=desc)], thread=thread)


def idea_short_6e(d, base):
    """Dolan: shorthand short 6E, PM 'go', bridge accept embed, in-place edited fill, stop moved twice."""
    r = d.rng
    sym, code = "6E", "6EH7"
    px = _px(r, sym)
    stop = px + r.choice([25, 29, 31]) * 0.0001
    tgt = px - r.choice([60, 64, 70]) * 0.0001
    qty = r.choice([15, 20, 25])
    P, S, T = _fmt(sym, px), _fmt(sym, stop), _fmt(sym, tgt)
    prop = d.add(d.at(base), "dolan",
                 r.choice([f"s {qty} {code} @ {P} stp {S} tgt {T}. fading the ECB pushback, thread below",
                           f"s {qty} {code} {P}, stop {S}, tgt {T} — fade of the ECB pushback, thread"]))
    hard(prop, "trade_proposal", [code, f"s {qty}", P, S], "shorthand", "terse 's N code @ px stp' shorthand proposal")
    d.threads[id(prop)] = prop
    th = prop
    if r.random() < 0.5:
        ap = d.add(d.at(base + 2.2), "pm", r.choice(["go", "go."]), ref=prop)
        hard(ap, "trade_approval", ["go"], "reply", "one-word 'go' reply approving a proposal")
    else:
        ap = d.add(d.at(base + 2.2), "pm", f"ok go, {qty} is fine", ref=prop)
        hard(ap, "trade_approval", ["ok go", str(qty)], "reply", "one-word 'go' reply approving a proposal")
    d.add(d.at(base + 3.1), "kasia", r.choice(["limit or work it?", "you want it worked or resting?"]), thread=th, kind="near")
    d.add(d.at(base + 3.6), "dolan", r.choice(["resting at the px, tag me if it walks", "rest it"]), thread=th, kind="noise")
    oid = d.ordid()
    t = d.at(base + 4.0)
    c = bridge_embed(d, t, "Order Accepted", code, "SELL", qty, P, "DSK-FX-01", oid, "WORKING", thread=th)
    hard(c, "trade_confirmation", [code, "SELL", str(qty), P, oid], "embed", "embed-only bridge 'Order Accepted' with fields")
    # in-place edited ticker line
    part = r.choice([5, 8, 9])
    t2 = d.at(base + 6.5)
    f = d.add(t2, "bridge", f"{code} SELL {qty} @ {P} | {oid} | PARTIAL {part}/{qty}", thread=th)
    f.edits.append((d.at(base + 9.0), f"{code} SELL {qty} @ {P} | {oid} | PARTIAL {part + 6}/{qty}"))
    f.edits.append((d.at(base + 14.0), f"{code} SELL {qty} @ {P} | {oid} | FILLED {qty}/{qty} avg {P}"))
    f.superseded += [f"PARTIAL {part}/{qty}", f"PARTIAL {part + 6}/{qty}"]
    hard(f, "trade_fill", [code, "SELL", f"FILLED {qty}/{qty}", P, oid], "structured",
         "bridge ticker line edited in place working->partial->filled")
    ack = d.add(d.at(base + 15.0), "dolan", "👍", ref=f, thread=th, kind="noise")
    ack.idiom = ("thumbs-up reply to a bridge fill (ack, not approval)", "not_hard")
    # stop moved twice by editing the same message
    s1 = stop
    s2 = stop - r.choice([10, 12, 13]) * 0.0001
    s3 = s2 - r.choice([9, 11]) * 0.0001
    sm = d.add(d.at(base + 16.0), "dolan", f"stp {_fmt(sym, s1)} on the {qty} 6E, GTC", thread=th)
    sm.edits.append((d.at(base + 190), f"stp {_fmt(sym, s2)} on the {qty} 6E, GTC"))
    sm.edits.append((d.at(base + 330), f"stp {_fmt(sym, s3)} on the {qty} 6E, GTC (b/e-ish)"))
    sm.superseded += [_fmt(sym, s1), _fmt(sym, s2)]
    hard(sm, "stop_or_target_change", ["stp", _fmt(sym, s3), "6E"], "shorthand", "stop moved twice by editing the same message")
    sm.reactions.append((d.at(base + 17.0), "📌", "pm"))
    sm.pins.append((d.at(base + 17.2), "pm"))
    sc = bridge_embed(d, d.at(base + 16.5), "Stop Order Working", code, "BUY", qty, _fmt(sym, s1), "DSK-FX-01", d.ordid(),
                      "WORKING", thread=th, extra=[("Type", "STOP MKT")])
    sc_oid = sc.embeds[0]["fields"][5]["value"]
    hard(sc, "trade_confirmation", [code, "BUY", "STOP MKT", sc_oid], "embed")
    hm = d.add(d.at(base + 40), "dolan",
               f"if it breaks {_fmt(sym, px - 0.0035)} we could add another 10, not now tho", thread=th)
    near(hm, "conditional add ('if it breaks X we could add')")
    # target change later as reply
    t2v = tgt - 0.0010
    if r.random() < 0.3:
        return {"sym": sym, "code": code, "px": px, "qty": qty}
    tg = d.add(d.at(base + 335), "dolan", f"tgt on the 6E short lowered to {_fmt(sym, t2v)}, leaving stp where it is", ref=prop, thread=th)
    hard(tg, "stop_or_target_change", ["tgt", "6E", _fmt(sym, t2v)], "untagged")
    return {"sym": sym, "code": code, "px": px, "qty": qty}


def idea_long_6j(d, base, note_base):
    """Kasia: proposal buried in a long AM note; PM 'ok'; gateway RESIZE; confirmation + fill embeds."""
    r = d.rng
    sym, code = "6J", "6JH7"
    px = _px(r, sym, 20)
    stop = px - r.choice([80, 90, 100]) * 0.0000005
    qty = r.choice([30, 35, 40])
    new_qty = qty - r.choice([5, 10])
    P, S = _fmt(sym, px), _fmt(sym, stop)
    usdjpy = 1 / px
    note = (
        "AM note (Kasia)\n"
        f"Overnight: Tokyo quiet until the MoF line, USDJPY round trip {usdjpy + 0.6:.2f} -> {usdjpy - 0.4:.2f}. "
        "JGB 10y +2bp, Nikkei -0.8%. Bund/UST spread tighter into the ECB speakers, which is the 6E short's tailwind. "
        "Positioning per IMM: specs still net short yen but the short has been trimmed three weeks in a row, and the "
        "CFTC lag means the real number is probably smaller.\n"
        "Calendar: US JOLTS 09:00 CT, CAD building permits, RBA minutes tonight (watch 6A), BoE Bailey at 11:30.\n"
        "Roll: Z6/H7 calendar in 6E is -0.0046ish, 6J roll pricing is normal, 6B rich by half a tick.\n"
        f"Proposal: long {qty} {code} at {P}, stop {S}, sized to 35bp of NAV. Rationale below.\n"
        "Rationale: real-rate differential has peaked on our model, MoF rhetoric escalating, and the vol surface "
        "has USDJPY 1m 25d RR bid for yen puts vs calls for the first time since October. Risk is a hawkish Fed "
        "speaker tape; we'd get out on a daily close through the stop, no averaging.\n"
        "Other: AUD still feels heavy, CAD nothing to do, watching CHF and MXN headlines only."
    )
    nm = d.add(d.at(note_base), "kasia", note)
    hard(nm, "trade_proposal", [f"long {qty} {code}", P, S], "buried", "proposal buried mid-way through a long AM note")
    th = nm
    d.threads[id(nm)] = nm
    ap = d.add(d.at(base), "pm", r.choice(["ok", "ok. take it", "ok, size per note"]), ref=nm)
    hard(ap, "trade_approval", [ap.content], "reply", "bare 'ok' reply approving a buried proposal")
    oid = d.ordid()
    gw = {"ts": _iso(d.at(base + 1.5)), "gw": "pretrade", "ordId": oid, "acct": "DSK-FX-02", "sym": code,
          "side": "BUY", "qty": qty, "px": P, "check": "max_net_contracts_6J", "limit": 150,
          "projected": 150 + (qty - new_qty), "action": "RESIZE", "newQty": new_qty}
    g = d.add(d.at(base + 1.5), "gw", json.dumps(gw))
    hard(g, "risk_limit", ['"RESIZE"', code, f'"newQty": {new_qty}', oid], "structured",
         "risk gateway JSON resizing an order (action RESIZE)")
    c = bridge_embed(d, d.at(base + 2.0), "Order Accepted", code, "BUY", new_qty, P, "DSK-FX-02", oid, "WORKING", thread=th,
                     desc="qty amended by pre-trade gateway")
    hard(c, "trade_confirmation", [code, "BUY", str(new_qty), oid], "embed")
    f = bridge_embed(d, d.at(base + 7.0), "Fill", code, "BUY", new_qty, P, "DSK-FX-02", oid, "FILLED", thread=th,
                     extra=[("LastQty", str(new_qty)), ("Venue", "XCME")])
    hard(f, "trade_fill", [code, "BUY", str(new_qty), P, oid], "embed", "embed-only bridge fill")
    sm = d.add(d.at(base + 8.0), "kasia", f"stop for the 6J long at {S} is in", thread=th)
    hard(sm, "stop_or_target_change", ["6J", S], "untagged")
    th_upd = d.add(d.at(base + 260), "kasia",
                   r.choice(["conviction up on the 6J long after the MoF tape, would add on a dip",
                             "more confident on the yen long now, MoF escalation is the catalyst we wanted"]), thread=th)
    hard(th_upd, "thesis_update", ["6J" if "6J" in th_upd.content else "yen long", "conviction up" if "conviction" in th_upd.content else "more confident"], "untagged")
    return {"sym": sym, "code": code, "px": px, "qty": new_qty}


def idea_6b_options(d, base):
    """Dolan: tagged option proposal, PM question then 👍, gateway BLOCK, bridge reject, cut size, fill, PB spot hedge."""
    r = d.rng
    code = "6BH7"
    strike = r.choice(["1.2700", "1.2750", "1.2650"])
    prem = r.choice(["0.0085", "0.0091", "0.0078"])
    qty = r.choice([50, 60])
    cut = r.choice([30, 25])
    pr = d.add(d.at(base), "dolan",
               f"[PROP] buy {qty} {code} {strike} C @ {prem}. BoE Bailey 11:30, want convexity not delta. delta hedge in spot via PB")
    hard(pr, "trade_proposal", ["[PROP]", f"buy {qty}", code, strike, prem], "tagged", "[PROP]-tagged option-on-future proposal")
    th = pr
    d.threads[id(pr)] = pr
    q = d.add(d.at(base + 1.5), "pm", "size? premium all-in", ref=pr)
    near(q, "PM question reply to a proposal (not approval)")
    d.add(d.at(base + 2.5), "dolan", f"{qty} lots, ~{int(qty * 62500 * float(prem) / 1000)}k premium", ref=q, kind="plain")
    ap = d.add(d.at(base + 3.5), "pm", "👍", ref=pr)
    hard(ap, "trade_approval", ["👍"], "reply", "emoji-only 👍 reply as PM approval")
    oid = d.ordid()
    gw = {"ts": _iso(d.at(base + 4.2)), "gw": "pretrade", "ordId": oid, "acct": "DSK-FX-01", "sym": f"{code} C{strike}",
          "side": "BUY", "qty": qty, "check": "vega_limit_gbp", "limit_usd": 45000,
          "projected_usd": 45000 + r.randint(4, 19) * 1000, "action": "BLOCK"}
    g = d.add(d.at(base + 4.2), "gw", json.dumps(gw), thread=th)
    hard(g, "risk_limit", ['"BLOCK"', "vega_limit_gbp", oid], "structured")
    rj = bridge_embed(d, d.at(base + 4.4), "Order Rejected", f"{code} C{strike}", "BUY", qty, prem, "DSK-FX-01", oid,
                      "REJECTED", thread=th, desc="Rejected by pre-trade risk (vega_limit_gbp)")
    hard(rj, "trade_confirmation", ["Order Rejected", oid, "REJECTED"], "embed", "bridge 'Order Rejected' embed after gateway block")
    st = d.add(d.at(base + 5.0), "pricer",
               "Traceback (most recent call last):\n  File \"/opt/fxvol/price_chain.py\", line 412, in <module>\n"
               "    surf = build_surface(chain, fwd=fwd_curve[\"6BH7\"])\n  File \"/opt/fxvol/surface.py\", line 88, in build_surface\n"
               "    iv = implied_vol(px, f, k, t, cp)\n  File \"/opt/fxvol/bs.py\", line 51, in implied_vol\n"
               "    raise ValueError(f\"no root: px={px} intrinsic={intr}\")\n"
               f"ValueError: no root: px={prem} intrinsic=0.0\n[fxvol-pricer] retry 1/3 in 30s", thread=th, kind="noise")
    am = d.add(d.at(base + 6.0), "dolan", f"cutting to {cut}, resend at {prem}", ref=rj, thread=th)
    hard(am, "trade_proposal", [f"cutting to {cut}", prem], "untagged", "amended size after a block ('cutting to N, resend')")
    ap2 = d.add(d.at(base + 7.0), "pm", "go", ref=am, thread=th)
    hard(ap2, "trade_approval", ["go"], "reply")
    oid2 = d.ordid()
    fl = bridge_embed(d, d.at(base + 9.0), "Fill", f"{code} C{strike}", "BUY", cut, prem, "DSK-FX-01", oid2, "FILLED",
                      thread=th, extra=[("Venue", "XCME")])
    hard(fl, "trade_fill", ["BUY", str(cut), prem, oid2], "embed")
    # PB spot delta hedge with account number -> forgotten, then reposted clean
    spot = _px(r, "6B") - 0.0003
    notional = f"{round(cut * 62500 * 0.42 / 1e6, 2)}m"
    sp = f"{spot + 0.00005:.5f}"
    fm = d.add(d.at(base + 11.0), "kasia",
               f"delta done: sold GBP {notional} spot @ {sp} w/ Citi PB, acct 40817-2293-PB, ticket C7781034", thread=th)
    hard(fm, "trade_fill", [f"sold GBP {notional}", sp], "untagged")
    fm.forgot = (d.at(base + 19.0), "pm")
    fm.removed = "acct 40817-2293-PB"
    d.add(d.at(base + 19.3), "pm", "forgot the one with the PB acct in it, no acct numbers in here pls", thread=th, kind="noise")
    rp = d.add(d.at(base + 20.0), "kasia", f"repost: delta hedge sold GBP {notional} spot @ {sp} via PB", thread=th)
    hard(rp, "trade_fill", [f"sold GBP {notional}", sp, "PB"], "untagged", "OTC spot delta hedge fill via prime broker")
    return {"code": code}


def idea_6a_reject(d, base):
    r = d.rng
    sym, code = "6A", "6AH7"
    px = _px(r, sym)
    P, S = _fmt(sym, px), _fmt(sym, px + 0.0027)
    pr = d.add(d.at(base), "kasia", f"[IDEA] s 15 {code} {P} stp {S}, RBA minutes read hawkish-light")
    hard(pr, "trade_proposal", ["[IDEA]", "s 15", code, P], "tagged")
    if r.random() < 0.5:
        rj = d.add(d.at(base + 3), "pm", "no. RBA minutes tonight, not taking event risk on that. pass", ref=pr)
        hard(rj, "trade_approval", ["no.", "pass"], "reply", "PM rejection reply ('pass')")
    else:
        rj = d.add(d.at(base + 3), "pm", "pass on the 6A, not into the RBA minutes", ref=pr)
        hard(rj, "trade_approval", ["pass", "6A"], "reply", "PM rejection reply ('pass')")
    d.add(d.at(base + 4), "kasia", "fair", ref=rj, kind="noise")


def roll_block(d, base):
    r = d.rng
    spread = -round(r.choice([44, 45, 46, 47]) * 0.0001 + r.choice([0, 0.00005]), 5)
    SP = f"{spread:.5f}"
    rt = d.add(d.at(base), "pm",
               r.choice(["routing the 6E Z6/H7 roll to Kasia, she's on the book through the afternoon",
                         "6E Z6/H7 roll -> Kasia. she runs it, Dolan hands off"]))
    hard(rt, "route_decision", ["6E Z6/H7", "Kasia"], "untagged", "PM routing a roll to a named trader")
    hm = d.add(d.at(base + 6), "dolan",
               f"fwiw if the Z6/H7 calendar goes to {spread - 0.0004:.5f} it'd be cheaper to roll Friday, but that's a guess")
    near(hm, "roll-spread hypothetical ('if the calendar goes to')")
    oid = d.ordid()
    c = bridge_embed(d, d.at(base + 20), "Spread Order Accepted", "6E Z6-H7", "SELL", 40, SP, "DSK-FX-01", oid, "WORKING",
                     extra=[("Type", "CAL SPREAD")])
    hard(c, "trade_confirmation", ["6E Z6-H7", "SELL", "40", SP, oid], "embed")
    f = bridge_embed(d, d.at(base + 31), "Fill", "6E Z6-H7", "SELL", 40, SP, "DSK-FX-01", oid, "FILLED",
                     extra=[("LegFills", "Z6 S40 / H7 B40")])
    hard(f, "trade_fill", ["6E Z6-H7", "SELL", "40", SP, oid], "embed")
    return SP


def desk_singletons(d, ctx):
    r = d.rng
    out = []
    # micro odd-lot fill in shorthand
    mpx = _fmt("6E", _px(r, "6E"))
    m = d.add(d.at(r.uniform(600, 640)), "dolan", f"b 10 M6EH7 @ {mpx} flattened the odd lot")
    hard(m, "trade_fill", ["b 10", "M6EH7", mpx], "shorthand", "micro M6E shorthand 'b N sym @ px' fill")
    # paper account bridge fill -> near miss
    pp = bridge_embed(d, d.at(r.uniform(645, 700)), "Fill", "M6EH7", "BUY", 5, mpx, "SIM-DOLAN-PAPER", d.ordid(), "FILLED",
                      desc="SIMULATED — paper account")
    near(pp, "bridge fill embed on a SIM/paper account")
    # other desk drop-copy
    od = bridge_embed(d, d.at(r.uniform(520, 560)), "Fill (drop copy)", "6BH7", "BUY", 1500, _fmt("6B", _px(r, "6B")),
                      "LDN-MACRO-02", d.ordid(), "FILLED", desc="drop copy — London macro book, info only")
    near(od, "another desk's drop-copy fill via the same bridge")
    tp = d.add(d.at(r.uniform(530, 570)), "kasia", "tape: somebody bought 2k 6B in one clip, not us, prob London macro")
    near(tp, "other desk's flow seen in the tape")
    # yesterday history
    yd = d.add(d.at(r.uniform(420, 470)), "dolan",
               f"yday we sold 20 6E at {_fmt('6E', ctx['px'] + 0.0017)} and got stopped at {_fmt('6E', ctx['px'] + 0.0046)}, same setup today but wider stop")
    near(yd, "yesterday's trade told as history")
    # deleted proposal
    dp_px = _fmt("6C", _px(r, "6C"))
    dp = d.add(d.at(r.uniform(700, 740)), "dolan", f"b 10 6CH7 {dp_px} for the hedge book")
    hard(dp, "trade_proposal", ["b 10", "6CH7", dp_px], "shorthand")
    dp.deleted = dp.t + timedelta(seconds=r.randint(40, 110))
    dp.removed = f"6CH7 {dp_px} for the hedge book"
    d.add(dp.deleted + timedelta(seconds=20), "dolan", "ignore, wrong acct", kind="noise")
    # human risk limit
    rl = d.add(d.at(r.uniform(480, 500)), "marek",
               r.choice(["6J max net cut to 150 lots from 200, effective now, through BoJ",
                         "heads up: 6J net limit now 150 lots (was 200) until after BoJ"]))
    hard(rl, "risk_limit", ["6J", "150"], "untagged", "risk manager cutting a per-contract net limit")
    # router structured route + no-route
    rr = d.add(d.at(r.uniform(760, 790)), "router", "route item=6C-fade-idea owner=desk decision=ROUTE to=exec:kasia reason=afternoon coverage")
    hard(rr, "route_decision", ["decision=ROUTE", "to=exec:kasia", "6C-fade-idea"], "structured", "router key=value ROUTE line")
    nr = d.add(d.at(r.uniform(545, 555)), "router", "route item=US-JOLTS decision=NO_ROUTE reason=no_position_sensitivity")
    hard(nr, "no_route_decision", ["decision=NO_ROUTE", "US-JOLTS"], "structured")
    cal = d.add(d.at(r.uniform(596, 598)), "cal", "[econ-cal] 10:00 CT CA Building Permits m/m  act -2.1%  cons 1.0%  prev 3.4%")
    cal.kind = "noise"
    nr2 = d.add(d.at(r.uniform(601, 606)), "pm", "no action on the CAD data, not routing it", ref=cal)
    hard(nr2, "no_route_decision", ["no action", "CAD", "not routing"], "reply", "PM reply to a calendar post: no action")
    # thesis flips
    tf = d.add(d.at(r.uniform(800, 830)), "dolan", "flipping 6C from neutral to bearish, crude rollover + BoC pricing. idea to follow")
    hard(tf, "thesis_update", ["6C", "bearish"], "untagged", "explicit view flip on a contract")
    # news
    n1 = d.add(d.at(r.uniform(480, 490)), "news", "*JAPAN'S FINANCE MINISTER: WATCHING YEN MOVES WITH HIGH SENSE OF URGENCY")
    hard(n1, "held_position_news", ["YEN", "FINANCE MINISTER"], "tagged", "squawk headline naming the currency of a held future")
    n2 = d.add(d.at(r.uniform(660, 680)), "news", "*ECB'S LANE: NO NEED TO RUSH FURTHER EASING, EURO STRENGTH NOT A CONCERN")
    hard(n2, "held_position_news", ["ECB", "EURO"], "tagged")
    w1 = d.add(d.at(r.uniform(150, 200)), "news", "*SNB'S SCHLEGEL: READY TO INTERVENE IN FX MARKET IF FRANC STRENGTH PERSISTS")
    hard(w1, "watchlist_news", ["SNB", "FRANC"], "tagged", "watchlist (6S) central-bank headline")
    if r.random() < 0.6:
        w2 = d.add(d.at(r.uniform(720, 760)), "news", "*BANXICO'S HEATH: PESO STABILITY ALLOWS ANOTHER CUT IN DECEMBER")
        hard(w2, "watchlist_news", ["BANXICO", "PESO"], "tagged")
    un = d.add(d.at(r.uniform(600, 700)), "news", r.choice(["*PETROBRAS SAYS BOARD APPROVES 2027 CAPEX PLAN",
                                                           "*NVIDIA TO PRESENT AT UBS TECH CONFERENCE"]))
    near(un, "squawk headline on an unrelated equity name")
    # backtest table
    bt = d.add(d.at(r.uniform(870, 900)), "kasia",
               "```\nbacktest: 6E ECB-fade, 2019-2026, H/M/U/Z fronts, 1-tick slippage\n"
               "side  n    hit%   avg_fill   avg_pnl_ticks  maxDD\n"
               "sell  84   57.1   entry+0.4  +11.8          -212\n"
               "buy   61   49.2   entry+0.6  +3.1           -305\n"
               "both  145  53.8   entry+0.5  +8.2           -318\n```\nnot a signal, just sizing context for the stop width")
    near(bt, "backtest table with fills and sides")
    # EOD wrap with buried thesis confirmation
    wrap = d.add(d.at(r.uniform(905, 915)), "pm",
                 "EOD wrap: flows were two-way in 6E into the ECB speakers, 6J tape dominated by the MoF line, "
                 "6B vol bid after Bailey. Roll progress: 6E done, 6J/6B tomorrow, 6A/6C Thursday. "
                 "View: still like the 6E short, conviction unchanged, stop where Dolan has it. "
                 "PnL attribution and the margin recap from the FCM follow in the morning pack. "
                 "Reminder that Friday's NFP means nobody adds risk after 14:00 Thursday.")
    hard(wrap, "thesis_update", ["still like the 6E short", "conviction unchanged"], "buried", "view confirmation buried in an EOD wrap")
    # paper account human
    pa = d.add(d.at(r.uniform(560, 590)), "dolan", f"paper acct: b 5 M6E {mpx}, testing the new TT algo template")
    near(pa, "paper account trade in prose")
    q = d.add(d.at(r.uniform(450, 470)), "kasia", "anyone know if CME bumped 6J initial margin for H7? FCM email was vague")
    near(q, "question about margins")
    # bulk delete of a mistaken paste
    bt0 = d.at(r.uniform(820, 840))
    paste = []
    lines = ["CLIENT BLOTTER 12/07 | acct 7731 | 6S H7 | B | 12 | 1.1422",
             "CLIENT BLOTTER 12/07 | acct 7731 | 6N H7 | S | 30 | 0.5841",
             "CLIENT BLOTTER 12/07 | acct 7745 | 6M H7 | B | 200 | 0.05412",
             "CLIENT BLOTTER 12/07 | acct 7745 | 6L H7 | S | 40 | 0.18205"]
    for i, ln in enumerate(lines):
        pm = d.add(bt0 + timedelta(milliseconds=350 * i + r.randint(0, 200)), "dolan", ln)
        pm.kind = "plain"
        paste.append(pm)
    bdt = bt0 + timedelta(seconds=r.randint(30, 70))
    for pm in paste:
        pm.bulk = bdt
        pm.removed = pm.content[-24:]
    d.add(bdt + timedelta(seconds=5), "dolan", "sorry wrong window", kind="noise")
    return out


# ----------------------------------------------------------------------------------
# noise
# ----------------------------------------------------------------------------------

HOUR_W = [3, 4, 5, 5, 4, 4, 6, 10, 12, 12, 11, 9, 8, 9, 8, 5, 2, 3, 3, 3, 2, 2, 2, 3]


def _human_time(d):
    h = d.rng.choices(range(24), weights=HOUR_W)[0]
    return d.at(h * 60 + d.rng.uniform(0, 59.9))


SENT = {
    "6E": [
        "6E H7 has held the {lvl} area three times since Thursday and each test came on lighter volume",
        "the Z6/H7 calendar in 6E traded {sp} most of the morning with size on both sides, roll is maybe 70% done across the street",
        "OI in 6E H7 is up {n}k contracts on the week, mostly roll transfer rather than new length",
        "EURUSD spot vs 6E H7 basis is {b} pips which is roughly fair on the SOFR/ESTR differential",
        "ECB speakers have been uniformly relaxed on the currency, nobody is pushing back on the level",
        "real money sold EUR into the 10:00 fix again, third day in a row, but the size was small",
        "the 6E options surface has 1m 25d risk reversals at {rr} for EUR puts, flatter than last week",
        "Bund/UST 2y spread moved {n}bp tighter overnight which usually drags 6E with a lag of a session",
    ],
    "6J": [
        "6J H7 depth at the top of book is thin, {n} lots bid and offered in the Asia hours",
        "USDJPY 1m implieds are sitting at {v}, the MoF headlines keep a floor under vol",
        "the carry crowd is still short yen on the IMM numbers but the net short shrank for the third week",
        "BoJ pricing moved {n}bp after the Ueda interview, the OIS curve now has most of a hike by March",
        "6J roll looks orderly, H7 already has more open interest than Z6",
        "Japanese lifers hedge ratio commentary this morning points to less selling of yen into year end",
    ],
    "6B": [
        "cable traded a {n} pip range into Bailey and nothing he said was new",
        "6B H7 options skew is flat, the 1.2600 strike OI doubled in two sessions which is worth watching",
        "gilts sold off {n}bp at the long end on supply, sterling did not care",
        "the short sterling strip prices two cuts by mid year, unchanged since the CPI print",
    ],
    "6A": [
        "6A is heavy into the RBA minutes, iron ore down {n}% on the week",
        "AUDUSD correlation with the CNH fix is back above 0.7 on a 20 day window",
        "Aussie 3y bond futures rallied {n}bp overnight, front end pricing a cut by May now",
    ],
    "6C": [
        "6C tracks WTI again, 20d correlation back to 0.6 and crude rolled over from the highs",
        "BoC pricing drifted {n}bp dovish this week, the CAD curve is flatter than the US one",
        "CAD retail sales on Friday is the only local print that matters before the BoC",
    ],
    "ops": [
        "TT autospreader template for the 6E calendar still points at the Z6 leg, needs updating after the roll",
        "the FCM margin recap shows initial on 6J H7 at {m} per contract, maintenance unchanged",
        "CQG fallback was tested at the open, order routing ok, market data lag {n}ms",
        "the pricing script keeps throwing on the 6B chain when a strike has no bid, known issue, fix is in review",
        "PB confirms for yesterday's spot hedges reconciled, one ticket had the value date wrong and was amended",
        "give-up from the executing broker for the 6E roll came through at {n} lots, matches the bridge",
        "the drop-copy session dropped twice last night, ops has a ticket open with TT",
        "exchange fee rebate for the roll is live through Friday per the CME notice",
    ],
    "macro": [
        "dollar index up {n}bp on the day, move is broad rather than any one cross",
        "US 2y yields up {n}bp after the JOLTS number, front end leading",
        "risk sentiment is fine, equities flat, credit spreads unchanged, this is a rates-driven FX day",
        "the NFP on Friday is the big one, consensus {m}k, whisper lower",
        "seasonals into year end favour dollar strength in the last two weeks historically, with a lot of noise",
        "CTA positioning models have them flat EUR and short yen, which is the crowded side if MoF acts",
    ],
}


def _sentence(r, pool):
    s = r.choice(pool)
    return s.format(lvl=_fmt("6E", _px(r, "6E")), sp=f"-0.00{r.randint(44, 48)}", n=r.randint(2, 60),
                    b=r.randint(28, 41), rr=f"-{r.uniform(0.2, 0.9):.2f}", v=f"{r.uniform(8.5, 11.5):.1f}",
                    m=r.choice(["2,650", "2,900", "3,100", "1,950"]))


def analysis(d, long=False):
    r = d.rng
    k = r.choice(list(SENT))
    n = r.randint(8, 11) if long else r.randint(4, 6)
    pool = SENT[k] + SENT["macro"]
    sents = []
    for _ in range(n):
        x = _sentence(r, pool)
        if x not in sents:
            sents.append(x)
    txt = ". ".join(s[0].upper() + s[1:] for s in sents) + "."
    if long:
        head = r.choice(["Flow/colour", "Mid-morning read", "Notes from the Asia handover", "Desk colour", "Roll update + colour"])
        txt = f"{head}: {txt} Nothing to do here yet, just context."
    return txt


def noise(d, target_msgs):
    r = d.rng
    seqn = r.randint(40000, 90000)
    for h in range(0, 24, 2):
        if h == 16:
            continue
        seqn += r.randint(110, 140)
        d.add(d.at(h * 60 + r.uniform(1, 4)), "fix",
              f"FIX TT_CME_FX 35=0 heartbeat seq={seqn} lat_ms={r.randint(2, 9)} session=UP", kind="noise")
    d.add(d.at(16 * 60 + 1), "fix", "FIX TT_CME_FX 35=5 logout: CME Globex daily maintenance", kind="noise")
    d.add(d.at(17 * 60 + 0.3), "fix", "FIX TT_CME_FX 35=A logon ok, resend 35=2 BeginSeqNo=1 EndSeqNo=0", kind="noise")
    for k in range(r.randint(3, 4)):
        t = d.at(r.uniform(30, 1400))
        d.add(t, "bridge", "bridge session restored", [embed("Bridge reconnect", [("Gateway", r.choice(["TT-CHI-2", "TT-AUR-1"])),
                                                           ("Downtime", f"{r.randint(300, 9000)} ms"),
                                                           ("Orders resynced", str(r.randint(0, 14)))],
                                      f"TT · session · {d.clock(t)}")], kind="noise")
    for k in range(10):
        t = d.at(390 + 60 * k + r.uniform(0, 1))
        rows = []
        tot = 0
        for s in ["6E", "6J", "6B", "6A", "6C", "M6E"]:
            v = r.randint(-9000, 14000)
            tot += v
            rows.append(f"{s:<4} pos {r.randint(-60, 60):>4}  avg {_fmt(s if s != 'M6E' else '6E', _px(r, s if s != 'M6E' else '6E')):>10}  "
                        f"day {v:>+8,}  mtd {r.randint(-90000, 200000):>+9,}  ytd {r.randint(-200000, 900000):>+10,}")
        d.add(t, "pnl", "```\nPnL snapshot " + d.clock(t) + "\n" + "\n".join(rows) +
              f"\nSPOT-PB hedge  day {r.randint(-3000, 3000):>+7,}  fees {-r.randint(300, 1900):>+6,}\n"
              f"TOTAL day {tot:>+9,}  margin util {r.randint(31, 58)}%  VaR {r.randint(40, 95)}% of limit\n```",
              kind="noise")
    evs = ["US JOLTS Job Openings", "US NFIB Small Business", "CA Building Permits", "UK BRC Like-for-like", "AU RBA Minutes",
           "JP Household Spending", "DE ZEW Sentiment", "EZ GDP 3Q F", "US Redbook", "CH Unemployment", "NZ ANZ Commodity",
           "US Wholesale Inventories", "MX CPI", "JP Current Account"]
    for k in range(6):
        t = d.at([60, 240, 420, 500, 900, 1260][k] + r.uniform(0, 10))
        picks = r.sample(evs, 6)
        body = "\n".join(f"{r.randint(0, 23):02d}:{r.choice(['00', '30', '45'])} CT  {e:<26} cons {r.uniform(-1, 3):.1f}  prev {r.uniform(-1, 3):.1f}  impact {r.choice(['low', 'med', 'high'])}" for e in picks)
        d.add(t, "cal", f"[econ-cal] next 6h\n{body}", kind="noise")
    for k in range(r.randint(4, 5)):
        t = d.at(r.uniform(60, 1380))
        d.add(t, "ci", r.choice([
            f"deploy fxvol-pricer@{r.randint(100, 999):x}{r.randint(1000, 9999)} -> prod-chi OK ({r.randint(20, 90)}s)",
            f"CI #{r.randint(4000, 9000)} tt-bridge-adapter main: tests 412 passed, 0 failed; image pushed",
            f"deploy pretrade-gw config v{r.randint(30, 80)}.{r.randint(0, 9)} -> prod OK (limits unchanged)",
            f"CI #{r.randint(4000, 9000)} pnl-snap: lint warning W0612 unused var 'fx_fix'"]), kind="noise")
    for k in range(r.randint(3, 4)):
        t = d.at(r.uniform(0, 1400))
        d.add(t, "pricer", "Traceback (most recent call last):\n"
              "  File \"/opt/fxvol/run.py\", line 57, in main\n    loop.run_until_complete(svc.serve())\n"
              "  File \"/opt/fxvol/service.py\", line 140, in serve\n    await self._on_md(msg)\n"
              "  File \"/opt/fxvol/feeds/cme_mdp.py\", line 233, in on_snapshot\n    book = self._books[sec_id]\n"
              f"KeyError: {r.randint(100000, 999999)}\n\n"
              "During handling of the above exception, another exception occurred:\n\n"
              "Traceback (most recent call last):\n"
              "  File \"/opt/fxvol/feeds/cme_mdp.py\", line 240, in on_snapshot\n    self._resubscribe(sec_id)\n"
              "  File \"/opt/fxvol/feeds/base.py\", line 77, in _resubscribe\n    raise FeedError('channel 314 gap')\n"
              f"fxvol.feeds.FeedError: channel 314 gap (seq {r.randint(1000000, 9999999)})\n[fxvol-pricer] supervisor restarting worker 2",
              kind="noise")
    for k in range(6):
        t = d.at(k * 230 + r.uniform(0, 30))
        d.add(t, "gw", json.dumps({"ts": _iso(t), "gw": "pretrade", "type": "heartbeat", "status": "OK",
                                   "limits_loaded": 37, "breaches": 0, "orders_checked_1h": r.randint(0, 40)}), kind="noise")
    for k in range(4):
        d.add(d.at(k * 360 + r.uniform(5, 40)), "router", f"router sweep: 0 routed, {r.randint(0, 2)} pending, queue ok", kind="noise")
    for k in range(8):
        s = r.choice(["6E", "6J", "6B", "6A", "6C"])
        d.add(_human_time(d), "alerts", f"ALERT {s}H7 crossed {_fmt(s, _px(r, s))} ({r.choice(['up', 'down'])}) vol 5m {r.randint(300, 4000)}",
              kind="noise")
    # morning pack with FCM margin recap (plain, no decisions)
    rows = []
    for c, im in [("6E H7", 2650), ("6J H7", 2900), ("6B H7", 2100), ("6A H7", 1600), ("6C H7", 1250), ("M6E H7", 265)]:
        im2 = im + r.choice([0, 0, 50, 100, -50])
        rows.append(f"{c:<7} init {im2:>6,}  maint {int(im2 * 0.91):>6,}  chg {im2 - im:>+5}  our OI {r.randint(0, 160):>4}  street OI {r.randint(20, 900)}k")
    d.add(d.at(r.uniform(380, 388)), "pm",
          "Morning pack\n```\nFCM margin recap (USD/contract)\n" + "\n".join(rows) + "\n```\n"
          "CME roll: Z6 last trade Mon 14 Dec 09:16 CT, first notice n/a for FX, spread liquidity peaks Tue-Thu.\n"
          "Calendar today: JOLTS, NFIB, CA permits, Bailey 11:30 CT, RBA minutes 18:30 CT.\n"
          + analysis(d, long=True))
    for k in range(2):
        t = d.at([17 * 60 + 6, 5 * 60 + 2][k] + r.uniform(0, 2))
        lat = sorted(r.randint(180, 2400) for _ in range(4))
        d.add(t, "bridge", "```\nTT session stats " + d.clock(t) + "\n"
              f"msgs_in {r.randint(40000, 90000):>7}  msgs_out {r.randint(300, 1900):>6}  rejects {r.randint(0, 3)}\n"
              f"ack latency us  p50 {lat[0]}  p90 {lat[1]}  p99 {lat[2]}  max {lat[3]}\n"
              f"md gaps {r.randint(0, 4)}  resend req {r.randint(0, 3)}  drop-copy lag ms {r.randint(5, 90)}\n"
              + "\n".join(f"gw {g:<9} cpu {r.randint(4, 40):>2}%  mem {r.randint(20, 70):>2}%  uptime {r.randint(1, 40)}d" for g in ["TT-CHI-2", "TT-AUR-1", "TT-NY4-1"])
              + "\n```", kind="noise")
    acks = ["k", "thx", "ty", "👍", "on it", "lol", "coffee?", "brb", "back", "yep", "seen", "np", "👀", "🙏", "ok ty", "same"]
    for k in range(r.randint(12, 16)):
        d.add(_human_time(d), r.choice(["dolan", "kasia", "pm"]), r.choice(acks), kind="noise")
    shortq = ["who's covering Asia tonight?", "anyone else seeing the MDP gaps on 6B?",
              "is the TT template for the H7 calendar updated or still on Z6?",
              "did ops get the PB confirms from yesterday sorted?", "what time is Bailey again?",
              "is the CME fee rebate on the roll automatic or do we have to tag it?"]
    threads = list(d.threads.values())
    nn = 0
    while len(d.msgs) < target_msgs:
        x = r.random()
        who = r.choice(["dolan", "kasia", "dolan", "kasia", "pm"])
        t = _human_time(d)
        th = None
        cand = [tm for tm in threads if tm.t < t]
        if cand and r.random() < 0.3:
            th = r.choice(cand)
        if x < 0.12:
            d.add(t, who, r.choice(shortq), thread=th, kind="near" if r.random() < 0.3 else "plain")
        elif x < 0.22:
            d.add(t, who, analysis(d, long=False), thread=th)
        else:
            m = d.add(t, who, analysis(d, long=True), thread=th)
            nn += 1
            if nn % 3 == 0:
                near(m, "long colour note with levels and flows but no decision")


def build_day(seed, ci, di, day_start):
    d = Day(seed, ci, di, day_start)
    r = d.rng
    ctx = idea_short_6e(d, r.uniform(430, 470))
    idea_long_6j(d, r.uniform(500, 520), r.uniform(395, 410))
    idea_6b_options(d, r.uniform(620, 650))
    idea_6a_reject(d, r.uniform(760, 800))
    roll_block(d, r.uniform(840, 870))
    desk_singletons(d, ctx)
    # optional drops for variability: remove some optional hard events deterministically
    noise(d, r.randint(232, 268))
    return d


# ----------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------

def _channel_id(ci):
    if ci < len(BASE_CHANNELS):
        return BASE_CHANNELS[ci]
    return str(int(BASE_CHANNELS[-1]) + 7919 * 1000003 * ci)


def _snow(ms, worker, seq):
    return ((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    end = end or DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    events = []  # (time, order, dict)
    order = 0
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms = set()
    for di in range(days):
        day_start = end - timedelta(days=days - di)
        for ci in range(channels):
            chan = _channel_id(ci)
            d = build_day(seed, ci, di, day_start)
            msgs = sorted(d.msgs, key=lambda m: m.t)
            used = set()
            worker = (ci * 3 + 1) % 32
            seq = _sub_rng(seed, ci, di, "seq").randint(0, 3000)
            for m in msgs:
                ms = int(m.t.timestamp() * 1000)
                while ms in used:
                    ms += 1
                used.add(ms)
                m.t = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
                seq += 1
                m.id = str(_snow(ms, worker, seq))
            for m in msgs:
                parent = None
                if m.thread is not None:
                    m.chan = m.thread.id
                    parent = chan
                else:
                    m.chan = chan
                who = PEOPLE[m.who]
                msg = {"id": m.id, "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                       "created_at": _iso(m.t), "content": m.content, "attachments": m.attach,
                       "embeds": m.embeds, "reference_id": m.ref.id if m.ref is not None else None,
                       "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": m.chan}
                if parent:
                    ev["parent_channel_id"] = parent
                ev["message"] = msg
                order += 1
                events.append((m.t, order, ev))
                base = {"guild_id": GUILD_ID, "channel_id": m.chan}
                for (et, txt) in m.edits:
                    order += 1
                    events.append((et, order, {"op": "edit", **base, "message_id": m.id, "edited_at": _iso(et), "content": txt}))
                for (rt, emo, u) in m.reactions:
                    order += 1
                    events.append((rt, order, {"op": "reaction_add", **base, "message_id": m.id, "emoji": emo,
                                               "user_id": PEOPLE[u][0], "at": _iso(rt)}))
                for (pt, u) in m.pins:
                    order += 1
                    events.append((pt, order, {"op": "pin", **base, "message_id": m.id, "by": PEOPLE[u][0], "at": _iso(pt)}))
                if m.deleted:
                    order += 1
                    events.append((m.deleted, order, {"op": "delete", **base, "message_id": m.id, "deleted_at": _iso(m.deleted)}))
                if m.forgot:
                    ft, u = m.forgot
                    order += 1
                    events.append((ft, order, {"op": "forget", **base, "message_id": m.id, "requested_by": PEOPLE[u][0], "at": _iso(ft)}))
                # labels
                final = m.edits[-1][1] if m.edits else m.content
                state = "live"
                if m.forgot:
                    state = "forgotten"
                elif m.deleted or m.bulk:
                    state = "deleted"
                elif m.edits:
                    state = "edited"
                if m.hard:
                    et, facts, ph = m.hard
                    labels["hard_events"].append({"channel_id": m.chan, "message_id": m.id, "event_type": et,
                                                  "facts": facts, "phrasing": ph, "final_state": state})
                for s in m.superseded:
                    labels["superseded_facts"].append([m.chan, m.id, s])
                if m.removed:
                    labels["removed_texts"].append(m.removed)
                if m.kind == "noise" and not m.hard:
                    labels["noise_message_ids"].append(m.id)
                if m.kind == "near" and not m.hard:
                    labels["near_miss_ids"].append(m.id)
                if m.idiom and m.idiom[0] not in seen_idioms and len(labels["idioms"]) < 20:
                    seen_idioms.add(m.idiom[0])
                    labels["idioms"].append({"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]})
            # bulk deletes (group by time)
            groups = {}
            for m in msgs:
                if m.bulk:
                    groups.setdefault((m.chan, m.bulk), []).append(m.id)
            for (c, bt), ids in sorted(groups.items(), key=lambda kv: kv[0][1]):
                order += 1
                events.append((bt, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": c,
                                           "message_ids": ids, "deleted_at": _iso(bt)}))
    events.sort(key=lambda e: (e[0], e[1]))
    return {"events": [e[2] for e in events], "labels": labels}


# ----------------------------------------------------------------------------------
# CLI + self check
# ----------------------------------------------------------------------------------

def _check(events, labels, channels, days):
    final = {}
    created = []
    for ev in events:
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            final[m["id"]] = {"content": m["content"], "embeds": m["embeds"], "chan": ev.get("parent_channel_id") or ev["channel_id"]}
            created.append(m)
        elif op == "edit":
            final[ev["message_id"]]["content"] = ev["content"]
    prev = -1
    for m in created:
        i = int(m["id"])
        ms = (i >> 22) + EPOCH_MS
        ct = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
        assert abs(ct.timestamp() * 1000 - ms) < 1, m["id"]
        assert i > prev or True
        prev = i
    ids = [int(m["id"]) for m in created]
    assert len(ids) == len(set(ids))
    for h in labels["hard_events"]:
        f = final[h["message_id"]]
        text = f["content"] + "\n" + "\n".join(_embed_text(e) for e in f["embeds"])
        for x in h["facts"]:
            assert x in text, (h, x)
    per = {}
    for m in created:
        c = final[m["id"]]["chan"]
        day = m["created_at"][:10]
        per.setdefault(c, [0, 0, 0])
        per[c][0] += 1
        per[c][1] += len(m["content"].encode())
        per[c][2] += len(m["content"].encode()) + sum(len(_embed_text(e).encode()) for e in m["embeds"])
    return per


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"tests.desks.{DESK}")
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
    res = generate(a.seed, end, a.channels, a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    per = _check(res["events"], res["labels"], a.channels, a.days)
    lab = res["labels"]
    print(f"events={len(res['events'])} hard={len(lab['hard_events'])} noise={len(lab['noise_message_ids'])} "
          f"near={len(lab['near_miss_ids'])} idioms={len(lab['idioms'])}", file=sys.stderr)
    for c, (n, b, b2) in per.items():
        print(f"channel {c}: msgs={n} content_bytes={b} with_embeds={b2}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
