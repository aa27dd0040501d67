#!/usr/bin/env python3
"""Desk generator: Bangkok equities & THB desk of a regional asset manager.

SET/mai equities (incl. NVDRs such as PTT-R / KBANK-R), SET50 index futures and options
and single-stock futures on TFEX, USD/THB forwards and THB government bonds (LB-series).
Thai traders chatting in Thai script, a Singapore PM, the research agent "Chao-R",
a broker OMS posting embeds with Thai field names, a TFEX clearing bot, a JSON risk engine,
a Thai/English news wire and the usual ops noise.

Standard library only.  Everything is a pure function of the arguments of generate().

CLI:
    python -m tests.desks.bangkok_set_thb_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "bangkok_set_thb_desk"
DISCORD_EPOCH = 1420070400000
# The default window ends at 00:00 ICT on Wed 9 Dec 2026, i.e. the default day is
# Tuesday 8 Dec 2026 in Bangkok (2569 in the Buddhist era).
DEFAULT_END = datetime(2026, 12, 8, 17, 0, 0, tzinfo=timezone.utc)
ICT_MS = 7 * 3600 * 1000
DAY_MS = 24 * 3600 * 1000


# ----------------------------------------------------------------------------- ids

def _snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def _fixed_id(key: str) -> str:
    r = random.Random(f"{DESK}/{key}")
    ms = DISCORD_EPOCH + r.randint(250_000_000_000, 310_000_000_000)
    return str(_snow(ms, r.randint(0, 31), r.randint(0, 4095)))


GUILD_ID = _fixed_id("guild")

PEOPLE = {
    "somchai": ("Somchai K. | Desk Head", False),
    "natt": ("Nattapong S.", False),
    "ploy": ("Ploy W. (TFEX)", False),
    "krit": ("Krit T. · FX/Rates", False),
    "pm": ("Wei Ling (PM, SG)", False),
    "prop": ("Tanawat (Prop)", False),
    "chao": ("Chao-R", True),
    "exec": ("Exec-A", True),
    "oms": ("KS-OMS", True),
    "tfex": ("TFEX-Clearing", True),
    "risk": ("RiskEngine", True),
    "news": ("NewsWire TH", True),
    "alert": ("SET Alerts", True),
    "pnl": ("PnL Bot", True),
    "mon": ("deskmon", True),
    "cron": ("cron@bkk-ops", True),
    "ci": ("CI", True),
    "feed": ("setfeed-handler", True),
    "relay": ("discord-relay", True),
}
AUTHOR_IDS = {k: _fixed_id(f"author/{k}") for k in PEOPLE}


def channel_id_for(index: int) -> str:
    return _fixed_id(f"channel/{index}")


# ----------------------------------------------------------------------------- calendar / prices

TH_MON = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
TH_WD = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]
EN_WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
TH_NUMWORD = {5: "ห้าสัญญา", 10: "สิบสัญญา", 15: "สิบห้าสัญญา", 20: "ยี่สิบสัญญา"}

BASE_PX = {
    "PTT": 34.25, "PTTEP": 121.5, "AOT": 55.25, "CPALL": 52.25, "ADVANC": 291.0,
    "KBANK": 164.0, "SCB": 114.5, "SCC": 201.0, "DELTA": 152.0, "GULF": 48.25,
    "BDMS": 23.9, "BH": 178.0, "KTB": 21.4, "THAI": 7.45,
}


def _tick(p: float) -> float:
    for lim, t in ((2, 0.01), (5, 0.02), (10, 0.05), (25, 0.1), (100, 0.25), (200, 0.5), (400, 1.0)):
        if p < lim:
            return t
    return 2.0


def _rt(p: float) -> float:
    t = _tick(p)
    return round(round(p / t) * t, 2)


def _up(p: float, n: int) -> float:
    return _rt(p + n * _tick(p))


def _f(p: float) -> str:
    return f"{p:.2f}"


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def _hhmm(ms: int) -> str:
    dt = datetime.fromtimestamp((ms + ICT_MS) / 1000, timezone.utc)
    return dt.strftime("%H:%M")


def _hhmmss(ms: int) -> str:
    dt = datetime.fromtimestamp((ms + ICT_MS) / 1000, timezone.utc)
    return dt.strftime("%H:%M:%S")


# ----------------------------------------------------------------------------- message model

class _Msg:
    def __init__(self, idx, t, who, content, embeds, ref, thread, attachments):
        self.idx = idx
        self.t = t
        self.who = who
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.attachments = attachments or []
        self.final = content
        self.state = "live"
        self.edited = False
        self.id = None

    def channel(self, parent_cid):
        return self.thread.starter.id if self.thread else parent_cid


class _Thread:
    def __init__(self, starter):
        self.starter = starter


def _embed_text(embeds):
    parts = []
    for e in embeds:
        for k in ("title", "description", "author", "url", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fld in e.get("fields", []):
            parts.append(str(fld.get("name", "")))
            parts.append(str(fld.get("value", "")))
    return "\n".join(parts)


def message_text(content, embeds):
    """Final text of a message as a reader sees it: content plus every embed text part."""
    et = _embed_text(embeds or [])
    return (content or "") + ("\n" + et if et else "")


class _Day:
    def __init__(self, r, start_ms, cid, worker):
        self.r = r
        self.start = start_ms
        self.end = start_ms + DAY_MS
        self.cid = cid
        self.worker = worker
        self.msgs = []
        self.ops = []
        self.hard = []
        self.noise = []
        self.near = []
        self.idioms = []
        self.removed = []
        self.threads = []

    # time: hours/minutes/seconds after local midnight of the window start
    def T(self, h, m=0, s=0, jit=0.0):
        t = self.start + int((((h * 60) + m) * 60 + s) * 1000)
        if jit:
            t += self.r.randint(0, int(jit * 1000))
        t += self.r.randint(0, 999)
        return min(max(t, self.start), self.end - 5000)

    def post(self, t, who, content="", embeds=None, ref=None, thread=None, attachments=None):
        if ref is not None:
            assert ref.t < t, (ref.content[:40], content[:40])
        if thread is not None:
            assert thread.starter.t < t
        m = _Msg(len(self.msgs), t, who, content, embeds, ref, thread, attachments)
        self.msgs.append(m)
        return m

    def thread_from(self, starter):
        th = _Thread(starter)
        self.threads.append(th)
        return th

    def edit(self, m, t, content):
        assert t > m.t
        self.ops.append((t, "edit", m, content))
        m.final = content
        m.edited = True

    def delete(self, m, t):
        assert t > m.t
        self.ops.append((t, "delete", m, None))
        m.state = "deleted"

    def bulk_delete(self, ms, t):
        for m in ms:
            assert t > m.t
            m.state = "deleted"
        self.ops.append((t, "bulk_delete", ms, None))

    def forget(self, m, t, by):
        assert t > m.t
        self.ops.append((t, "forget", m, by))
        m.state = "forgotten"

    def pin(self, m, t, by):
        assert t > m.t
        self.ops.append((t, "pin", m, by))

    def unpin(self, m, t, by):
        assert t > m.t
        self.ops.append((t, "unpin", m, by))

    def react(self, m, t, emoji, who):
        assert t > m.t
        self.ops.append((t, "reaction_add", m, (emoji, who)))

    def unreact(self, m, t, emoji, who):
        assert t > m.t
        self.ops.append((t, "reaction_remove", m, (emoji, who)))

    def H(self, m, etype, facts, phrasing, superseded=()):
        self.hard.append((m, etype, list(facts), phrasing, list(superseded)))
        return m

    def N(self, m):
        self.noise.append(m)
        return m

    def X(self, m):
        self.near.append(m)
        return m

    def I(self, m, idiom, expected, prio=1):
        self.idioms.append((m, idiom, expected, prio))
        return m


# ----------------------------------------------------------------------------- text pieces

def _pnl_table(r, when, final=False):
    rows = [("SET equities", r.uniform(-6, 8), r.uniform(5, 30), r.uniform(90, 170)),
            ("TFEX (S50/SSF)", r.uniform(-3, 3), r.uniform(-4, 6), r.uniform(5, 30)),
            ("FX hedge", r.uniform(-1, 1), r.uniform(-2, 1), r.uniform(-9, 2)),
            ("THB bonds", r.uniform(-0.5, 0.8), r.uniform(-0.5, 2), r.uniform(6, 14))]
    tot = [sum(x[i] for x in rows) for i in (1, 2, 3)]
    head = "EOD PnL" if final else "PnL snapshot"
    lines = [f"**{head} · {when} ICT · THB m**", "```", f"{'Book':<16}{'Day':>9}{'MTD':>9}{'YTD':>9}"]
    for name, a, b, c in rows:
        lines.append(f"{name:<16}{a:>+9.2f}{b:>+9.2f}{c:>+9.1f}")
    lines.append("-" * 43)
    lines.append(f"{'Total':<16}{tot[0]:>+9.2f}{tot[1]:>+9.2f}{tot[2]:>+9.1f}")
    lines.append("")
    lines.append(f"{'Position':<16}{'Day':>9}{'Qty':>14}{'Last':>10}")
    for nm, q in (("PTT", "2,350,000"), ("PTT-R", "400,000"), ("AOT", "900,000"), ("KBANK-R", "1,800,000"),
                  ("DELTA", "380,000"), ("DELTAH27", "-300 ctr"), ("S50H27", "+110 ctr"), ("S50Z26P", "+300 ctr"),
                  ("LB336A", "1,100m"), ("USDTHB 3M", "-90m")):
        lines.append(f"{nm:<16}{r.uniform(-2.5, 2.5):>+9.2f}{q:>14}{r.uniform(20, 300):>10.2f}")
    lines.append(f"NAV {r.uniform(12200, 12700):,.1f} · gross {r.uniform(62, 72):.1f}% · net {r.uniform(55, 66):.1f}% · VaR95 {r.uniform(38, 55):.1f}")
    lines.append("```")
    return "\n".join(lines)


def _stack_trace(r):
    variants = [
        ("/opt/setfeed/handler.py", "on_message", "tick = decode_itch(buf)",
         "/opt/setfeed/itch.py", "decode_itch", "px = Decimal(raw[18:26]) / 10 ** dec",
         "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]"),
        ("/opt/setfeed/nvdr.py", "refresh_nvdr_flows", "rows = fetch_csv(url, timeout=8)",
         "/opt/setfeed/http.py", "fetch_csv", "raise FeedTimeout(f\"{url} took >{timeout}s\")",
         "setfeed.http.FeedTimeout: https://feeds.internal/nvdr/daily.csv took >8s"),
        ("/opt/setfeed/tfex.py", "on_series", "self.book[sym].apply(delta)",
         "/opt/setfeed/book.py", "apply", "lvl = self.levels[delta.level]",
         "IndexError: list index out of range"),
    ]
    a = r.choice(variants)
    ln1, ln2 = r.randint(80, 400), r.randint(20, 200)
    return ("⚠️ unhandled exception in worker-" + str(r.randint(1, 6)) + " (restarting)\n```\n"
            "Traceback (most recent call last):\n"
            f"  File \"/opt/setfeed/main.py\", line {r.randint(30, 90)}, in run\n"
            "    loop.run_until_complete(self.consume())\n"
            f"  File \"{a[0]}\", line {ln1}, in {a[1]}\n"
            f"    {a[2]}\n"
            f"  File \"{a[3]}\", line {ln2}, in {a[4]}\n"
            f"    {a[5]}\n"
            f"{a[6]}\n```")


def _morning_report(c, variant):
    """Long English markdown brief; one decision sentence buried in section 3."""
    if variant == "aot":
        aot_block = (
            f"Passenger data keep surprising on the upside (international pax +{c['pax']}% YoY in November) but the "
            "stock has re-rated ahead of it: at current prices the market pays a full multiple for a recovery that is "
            "largely done, and the concession-fee debate with the duty-free operator is not resolved.\n\n"
            f"**Decision (desk head + Chao-R, 07:50): conviction on AOT cut from high to medium; hold the {c['aot_qty']} shares, no adds until the January traffic print.**\n\n"
            "What would change this: a cabinet decision on the Suvarnabhumi east expansion that lands below the "
            "THB 20bn capex envelope, or a clear sign the Chinese arrivals gap closes before Songkran.")
        ptt_block = (
            "Refining spreads softened again last week (Singapore complex margin about USD 4.1/bbl) but gas "
            "is the swing factor for PTT, and the pool-price formula keeps the gas business insulated. The LNG "
            "headlines of the last fortnight are incremental; the dividend story is intact.")
        facts = ["AOT", "medium", "no adds"]
    else:
        aot_block = (
            f"Passenger data keep surprising on the upside (international pax +{c['pax']}% YoY in November). "
            "Valuation is full and the concession-fee debate with the duty-free operator is unresolved; January "
            "traffic will be the next read.")
        ptt_block = (
            "Refining spreads softened again last week (Singapore complex margin about USD 4.1/bbl) but gas "
            "is the swing factor for PTT, and the pool-price formula keeps the gas business insulated.\n\n"
            f"**Decision (desk head + Chao-R, 07:50): PTT moves to high conviction (from medium); target {c['ptt_tgt']} reaffirmed, dividend floor intact.**\n\n"
            "Key risk: a government move to cap retail fuel prices again ahead of the election cycle.")
        facts = ["PTT", "high conviction", c["ptt_tgt"]]
    text = f"""# Morning brief — {c['wd_en']} {c['d']} {c['mon_en']} {c['y']} ({c['d']} {c['mon_th']} {c['be']})
_Chao-R · research agent · cut-off 07:55 ICT · sources: wires, SET/TFEX, BOT, desk book_

## 1. Overnight tape
| Market | Last | Chg | Comment |
|---|---:|---:|---|
| S&P 500 | {c['spx']} | {c['spx_c']} | breadth weak, mega-cap tech led |
| Nasdaq 100 | {c['ndx']} | {c['ndx_c']} | semis the drag |
| SOX | {c['sox']} | {c['sox_c']} | AI capex debate flared again |
| Nikkei 225 fut | {c['nky']} | {c['nky_c']} | yen a touch firmer |
| Hang Seng fut | {c['hsi']} | {c['hsi_c']} | waiting for the CEWC readout |
| Brent | {c['brent']} | {c['brent_c']} | OPEC+ compliance headlines |
| Gold | {c['gold']} | {c['gold_c']} | record territory again |
| USD/THB (onshore) | {c['spot']} | {c['spot_c']} | NDF 1M {c['ndf']} |
| UST 10y | {c['ust']}% | {c['ust_c']}bp | |

- Asia opened mixed; KOSPI and TAIEX tracked SOX lower, China A-shares flat.
- Thai flows yesterday: foreigners **net {c['fl_side']} THB {c['fl']}bn** on SET; NVDR net {c['nv_side']} THB {c['nv']}bn, concentrated in energy and banks; TFEX foreign net {c['tf_side']} {c['tf']} SET50 futures.
- BOT reference rate {c['fix']}; 3M swap points {c['pts']} (THB pay side). Onshore liquidity fine, no sign of year-end squeeze yet.

## 2. Book snapshot (pre-open, from OMS)
| Instrument | Qty | Avg cost | Prev close | % NAV |
|---|---:|---:|---:|---:|
| PTT + PTT-R (NVDR) | {c['ptt_qty']} | {c['ptt_avg']} | {c['ptt_prev']} | {c['ptt_w']} |
| AOT | {c['aot_qty']} | {c['aot_avg']} | {c['aot_prev']} | {c['aot_w']} |
| KBANK-R (NVDR) | {c['kb_qty']} | {c['kb_avg']} | {c['kb_prev']} | {c['kb_w']} |
| DELTA + DELTAH27 (SSF) | {c['dl_qty']} | {c['dl_avg']} | {c['dl_prev']} | {c['delta_w0']} |
| S50H27 | +{c['fut_pos']} contracts | {c['fut_avg']} | {c['fut_prev']} | beta adj. {c['fut_w']} |
| S50Z26 puts | {c['put_pos']} contracts | — | — | hedge |
| LB336A | THB {c['bond_pos']}m face | {c['bond_avg']}% | {c['bond_prev']}% | {c['bond_w']} |
| USD/THB 3M fwd (USD sold) | USD {c['fx_pos']}m | {c['fx_avg']} | — | hedge |

Watchlist (no position): CPALL, SCB, BDMS, GULF, ADVANC.

## 3. Names
### PTT (ปตท.)
{ptt_block}

### AOT (ท่าอากาศยานไทย)
{aot_block}

### KBANK (กสิกรไทย)
Loan growth is flat year-to-date and the street has NIM compression of 15-20bp into 2027 after the last two
policy-rate cuts. Asset quality: stage-2 loans edged up in Q3; the bank keeps signalling a larger NPL sale.
Foreign room on the local board is close to the 49% cap, so any add goes through the NVDR (KBANK-R).

### DELTA
Weight drifted up with the price; single-name exposure (shares + DELTAH27) sits around {c['delta_w0']} of NAV, close to
the 5% cap. Orders from data-centre power are strong, but the stock is the most crowded long on SET and
trades at a large premium to regional peers. Expect risk to flag it today.

### Watchlist notes (no positions)
- **CPALL (ซีพี ออลล์)** — Q4 same-store sales running positive on the stimulus; margin recovery at the wholesale
  arm is the swing factor. Sold out yesterday; the stock is back on the watchlist at a lower entry.
- **SCB (SCB X)** — highest dividend yield among the large banks; digital-lending losses are shrinking but the
  virtual-bank licence costs come in 2027. The name is most sensitive to the next policy-rate decision.
- **BDMS (กรุงเทพดุสิตเวชการ)** — international patient volumes strong; the sector de-rated on the
  Social Security reimbursement debate. Valuation back to the 10-year average.
- **GULF (Gulf Development)** — post-merger entity; PPA round results due this month; leverage still high
  but the contracted cash flows are long-dated.
- **ADVANC** — service revenue guidance tracking the top of the range; capex flat. Defensive, fully valued.

### Look-alikes to keep in mind when reading headlines
| Headline name | Ticker | Not to confuse with |
|---|---|---|
| ปตท.สผ. / PTT Exploration and Production | PTTEP | PTT (held) |
| PTT Global Chemical | PTTGC | PTT (held) |
| การบินไทย / Thai Airways | THAI | ท่าอากาศยานไทย / AOT (held) |
| ปูนซิเมนต์ไทย / SCG | SCC | SCB (watchlist) |
| กรุงไทย / Krungthai Bank | KTB | กสิกรไทย / KBANK (held) |
| Delta Air Lines | DAL (US) | DELTA (held) |
| บำรุงราษฎร์ | BH | BDMS (watchlist) |

## 4. Derivatives & rates
- S50H27 basis {c['basis']} pts vs. fair {c['fair']}; roll from Z26 into H27 is running at about {c['roll']} pts.
- S50 options: front implied vol {c['iv']}% (1M ATM), put skew steep; our Z26 puts are the cheap tail hedge.
- THB curve bull-flattened; 10y LB at {c['lb10']}%. Supply next week: LB346A re-opening THB 15bn.
- USD/THB: importers' demand at {c['fx_hi']}, exporters sell rallies; the 3M points keep paying carry to our hedge.

## 5. Calendar (ICT)
| Time | Event | Why we care |
|---|---|---|
| 10:00 | SET / TFEX day session open | |
| 11:30 | Thai consumer confidence | retail names, CPALL |
| 14:30 | AOT traffic call with IR | position |
| 15:00 | Investment committee | SCB idea, FX hedge roll |
| 20:30 | US CPI | S50 futures overnight, USD/THB |

## 6. Levels we watch (technicals, daily chart)
| Name | Last | Support 1 | Support 2 | Resistance 1 | Resistance 2 | RSI(14) | 50d MA |
|---|---:|---:|---:|---:|---:|---:|---:|
{c['tech_rows']}

Foreign-ownership room (local board), from the SET foreign-holding report:
| Name | Foreign % | FOL | Room | Route for us |
|---|---:|---:|---:|---|
| KBANK | {c['fol_kb']}% | 49% | almost none | NVDR (KBANK-R) |
| SCB | {c['fol_scb']}% | 49% | thin | NVDR |
| AOT | {c['fol_aot']}% | 30% | some | local / NVDR |
| PTT | {c['fol_ptt']}% | 30% | ample | local + NVDR |
| ADVANC | {c['fol_adv']}% | 49% | ample | local |

## 7. Risk dashboard (07:45 snapshot)
| Metric | Value | Limit | Headroom |
|---|---:|---:|---:|
| Gross exposure | {c['gross']}% NAV | 85% | ok |
| Net equity beta-adj. | {c['netb']}% NAV | 75% | ok |
| Largest single name | DELTA {c['delta_w0']} | 5.00% | tight |
| S50 net delta | {c['fut_pos']} contracts | see pinned | — |
| FX hedge ratio | {c['hedge']}% | 80-100% | ok |
| 1-day VaR95 | THB {c['var']}m | THB 60m | ok |
| Bond DV01 | THB {c['dv01']}k | THB 450k | ok |

## 8. Strategy context
The house view for Thailand remains neutral-to-positive into 2027: earnings revisions are still negative but the
pace of cuts has slowed, valuations sit close to one standard deviation below the ten-year mean, and the dividend
yield of the SET50 is back above 4%. Foreign ownership of Thai equities is near a twenty-year low, which limits the
downside from further outflows but also means there is no marginal buyer until global funds come back to ASEAN.
The NVDR route keeps our access open in names where the foreign board is full (KBANK, SCB, AOT at times).
On rates, the curve has already priced most of the easing cycle; carry on the LB-series is modest after hedging.
On the currency, the baht has been the best performer in ASEAN over three months on gold exports and tourism
receipts; we keep the structural hedge between 80% and 100% and let the carry work.

## 9. Housekeeping
- Big Lot prices need PM sign-off (see pinned limits once posted).
- Customer/SMA account numbers stay out of this channel; use the ops ticket queue.
- Report generated automatically; numbers from the OMS snapshot at 07:45 ICT.
"""
    return text, facts


def _midday_report(c, with_decision):
    if with_decision:
        mid = ("**View change — DELTA: bullish → neutral.** Target 175 withdrawn; trim the position back under the "
               "5% single-name cap and do not re-add into the February results.")
        facts = ["DELTA", "bullish → neutral"]
    else:
        mid = ("DELTA screens as the most crowded long on SET on every positioning measure we track; "
               "the sell-side target range is 150-190 and the dispersion is the widest in the SET50.")
        facts = None
    text = f"""## Midday note — {c['d']} {c['mon_en']} · Chao-R

### Morning session recap
- SET {c['set_mid']} ({c['set_mid_c']}), turnover THB {c['to_mid']}bn, foreigners net {c['fl_side2']} on the main board.
- Energy outperformed on the Brent move; banks lagged after the loan-growth headlines; electronics mixed.
- S50H27 traded a {c['rng_lo']}-{c['rng_hi']} range; basis stayed positive; open interest up {c['oi']} contracts.

### DELTA — positioning and numbers
| Metric | Now | 3M ago | Comment |
|---|---:|---:|---|
| Price | {c['delta_px']} | {c['delta_3m']} | |
| Fwd P/E | {c['delta_pe']}x | {c['delta_pe3']}x | regional peers ~28x |
| Foreign holding | 2.1% | 2.6% | tiny free float |
| NVDR % of turnover | 31% | 24% | rising |

Data-centre power orders were strong again in Q3 and management guided for double-digit growth; the issue
is price, not fundamentals. {mid} A mid-single-digit pullback would bring the stock back to where the desk
originally sized it.

### Sector moves, morning session
| Sector | Chg | Leaders | Laggards | Comment |
|---|---:|---|---|---|
| Energy | {c['sec'][0]} | PTT, TOP | BCP | Brent up overnight |
| Banks | {c['sec'][1]} | BBL | KBANK, KTB | loan-growth headlines |
| Electronics | {c['sec'][2]} | DELTA | HANA, KCE | SOX down overnight |
| Commerce | {c['sec'][3]} | CPALL | CRC, HMPRO | stimulus tailwind |
| Transport | {c['sec'][4]} | AOT | BEM | pax data |
| Health care | {c['sec'][5]} | BDMS | BH, BCH | |
| ICT | {c['sec'][6]} | ADVANC | TRUE | defensive bid |
| Energy utilities | {c['sec'][7]} | GULF | GPSC, RATCH | PPA round |

### Other
- AOT: pax numbers strong; traffic call at 14:30.
- GULF: PPA round headlines; screen cheap vs. utilities peers on EV/EBITDA.
- FX: USD/THB drifted to {c['spot']}; 3M points unchanged; exporters active above {c['fx_hi']}.
- Rates: LB-series little changed; a foreign real-money account was seen buying the 10-year on the screen.

### Afternoon watch
1. AOT IR call at 14:30 (traffic guidance, concession fee).
2. Investment committee 15:00 — agenda posted by the desk head.
3. US CPI at 20:30 ICT; S50 night session opens at 18:50.
4. Year-end liquidity: Big Lot activity has picked up as foreign funds close books; expect more block offers.

_Automated note; prices delayed up to 5 minutes; not investment advice outside the desk._
"""
    return text, facts


def _sector_note(c):
    return f"""## Sector note: Thai banks — NIM sensitivity to one more 25bp cut
_Chao-R · background for IC, not a recommendation_

| Bank | Loan mix (retail %) | Fixed-rate loans % | CASA % | NIM 9M | NIM sens. to -25bp |
|---|---:|---:|---:|---:|---:|
| KBANK | 45 | 28 | 78 | 3.45% | -6bp |
| SCB | 52 | 31 | 80 | 3.60% | -7bp |
| KTB | 38 | 35 | 66 | 3.05% | -5bp |
| BBL | 22 | 30 | 62 | 2.95% | -4bp |
| TTB | 55 | 40 | 71 | 3.10% | -5bp |

**Reading the table.** Retail-heavy books with high CASA reprice deposits faster than loans, so the first cut
hurts least; the second and third hurt more as deposit floors bind. Street consensus is overweight the sector on
dividend yield ({c['dy']}% average) and buy-backs, while the bears point at stage-2 migration in SME and auto.

**What a buy case needs.** Loan growth back above 3%, credit cost stabilising under 150bp, and a cleaner NPL
sale programme. **What a sell case needs.** Another leg lower in policy rates plus a failed debt-relief scheme.

**Historical analogue.** In 2019-20 the sector de-rated by ~25% over three cuts before the dividend floor held;
the long-only crowd bought the third cut and was early by a quarter.

Past performance of these screens: a quintile long/short on NIM sensitivity returned 4.1% annualised since 2015
with a 0.4 information ratio — not a trading signal on its own.

### Asset quality snapshot (Q3, % of loans)
| Bank | NPL | Stage 2 | Coverage | Credit cost (bp, 9M) | CET1 |
|---|---:|---:|---:|---:|---:|
| KBANK | 3.2 | 7.9 | 155% | 185 | 17.1% |
| SCB | 3.4 | 8.6 | 160% | 210 | 17.6% |
| KTB | 3.0 | 6.9 | 180% | 120 | 16.2% |
| BBL | 2.9 | 6.1 | 300% | 105 | 17.9% |
| TTB | 2.8 | 7.2 | 145% | 150 | 16.4% |

**Debt-relief schemes.** The joint BOT/government programme for small borrowers has enrolled fewer accounts than
planned; banks booked the expected cost in Q3. Any extension into 2027 would be absorbed inside existing overlays
according to management teams, but the sell-side is split on whether overlays are large enough.

**Capital return.** All five banks now pay out 45-55% of earnings; two have active buy-back programmes. With
CET1 ratios above 16% there is room for higher payouts if loan growth stays flat, which is the core of the bull
argument on the sector.

**Foreign room.** Foreign holdings sit at or close to the FOL in KBANK and SCB, which is why NVDR volumes in those
names run at a third of turnover. This matters for execution, not for valuation.
"""


def _evening_report(c):
    text = f"""# Evening wrap — {c['d']} {c['mon_en']} {c['y']}
_Chao-R · research agent · 20:20 ICT_

## Market close
| | Close | Chg | Turnover |
|---|---:|---:|---:|
| SET | {c['set_close']} | {c['set_close_c']} | THB {c['to_close']}bn |
| SET50 | {c['s50_close']} | {c['s50_close_c']} | |
| S50H27 (day) | {c['fut_close']} | {c['fut_close_c']} | OI {c['oi_close']} |
| USD/THB | {c['spot_close']} | | |
| LB336A yield | {c['bond_close']}% | | |

Foreign investors were net {c['fl_side3']} THB {c['fl3']}bn on the main board; NVDR flows positive for the third day.
Brokerage houses net sellers, local institutions net buyers — the usual year-end dressing pattern.

## PnL attribution (desk, THB m)
| Book | Day | Driver |
|---|---:|---|
| SET equities | {c['pa_eq']} | energy up, banks down |
| TFEX | {c['pa_tf']} | long S50H27 vs. put bleed |
| FX hedge | {c['pa_fx']} | carry |
| Bonds | {c['pa_bd']} | curve flattening |

## Headlines reviewed today
| Time | Headline (short) | Our exposure | Status |
|---|---|---|---|
| 07:4x | ปตท. / PTT item | held | in the book view |
| 07:5x | ปตท.สผ. (PTTEP) discovery | none | not routed (noted 10:5x) |
| 09:0x | ท่าอากาศยานไทย / AOT traffic | held | IR call 14:30 |
| 11:0x | Delta Air Lines guidance | none (not DELTA) | ignored |
| 15:2x | SCG / ปูนซิเมนต์ไทย cement price | see below | |

**Routing:** the Siam Cement (SCC) price-hike headline is a look-alike for SCB on our watchlist — no exposure, not routed, no action needed.

## Tonight
- US CPI 20:30 ICT; S50 futures night session open until 03:00.
- Risk engine applies tomorrow's limit set at 21:00 (roll window).
- Tomorrow: AOT IR follow-ups, KBANK NPL-sale details, IC minutes.

## Sector scoreboard (close)
| Sector | Day | MTD | Foreign net (THB m) |
|---|---:|---:|---:|
| Energy | {c['sec'][0]} | {c['sec'][8]} | {c['fn'][0]} |
| Banks | {c['sec'][1]} | {c['sec'][9]} | {c['fn'][1]} |
| Electronics | {c['sec'][2]} | {c['sec'][10]} | {c['fn'][2]} |
| Commerce | {c['sec'][3]} | {c['sec'][11]} | {c['fn'][3]} |
| Transport | {c['sec'][4]} | {c['sec'][12]} | {c['fn'][4]} |
| Health care | {c['sec'][5]} | {c['sec'][13]} | {c['fn'][5]} |

## What the market talked about
- Year-end window dressing: local institutions bought the large caps into the close, the same pattern as the
  last three Decembers.
- The consumption stimulus keeps retail names bid; the question for 2027 is what replaces it after February.
- Foreign funds keep rotating from the foreign board into NVDRs in the banks; this is switching, not new money.
- The SET50 futures basis stayed positive all day; local hedgers are light into year-end.
- Block trades: several Big Lot offers in banks and energy from foreign funds closing books.

## Tomorrow (ICT)
| Time | Item |
|---|---|
| 08:05 | Morning brief |
| 09:30 | Bond auction results (MOF) |
| 10:00 | SET / TFEX open |
| 11:00 | KBANK NPL-sale briefing (analysts) |
| 14:00 | BOT weekly FX statement |
| 16:30 | Foreign-holding statistics |

## Notes for the next shift
Open orders, levels and limits are as posted in-channel today; check the pinned messages first. Keep account
numbers out of the channel (a message was erased today).
"""
    return text, ["SCC", "not routed"]


def _flow_monitor(c, r):
    rows = []
    for s in ["PTT", "AOT", "KBANK", "DELTA", "CPALL", "SCB", "ADVANC", "GULF", "BDMS", "PTTEP", "SCC", "KTB", "BBL", "CPN", "TRUE"]:
        rows.append(f"| {s} | {r.uniform(-900, 900):+,.0f} | {r.uniform(-400, 400):+,.0f} | {r.uniform(-300, 300):+,.0f} | {r.uniform(5, 45):.0f}% |")
    return (f"## Flow monitor — {c['d']} {c['mon_en']} · Chao-R (automated, 17:45 ICT)\n"
            "_Source: SET investor-type trading report, NVDR daily statistics, TFEX participant data. THB m._\n\n"
            "### By investor type (main board)\n"
            "| Investor | Buy | Sell | Net |\n|---|---:|---:|---:|\n"
            f"| Foreign | {r.uniform(14000, 22000):,.0f} | {r.uniform(14000, 22000):,.0f} | {r.uniform(-3500, 2500):+,.0f} |\n"
            f"| Local institutions | {r.uniform(5000, 9000):,.0f} | {r.uniform(5000, 9000):,.0f} | {r.uniform(-1500, 3000):+,.0f} |\n"
            f"| Proprietary (brokers) | {r.uniform(3000, 6000):,.0f} | {r.uniform(3000, 6000):,.0f} | {r.uniform(-1200, 900):+,.0f} |\n"
            f"| Retail | {r.uniform(12000, 20000):,.0f} | {r.uniform(12000, 20000):,.0f} | {r.uniform(-2000, 2000):+,.0f} |\n\n"
            "### Net by name: foreign / NVDR / local institutions, and NVDR share of turnover\n"
            "| Name | Foreign net | NVDR net | Local inst. net | NVDR % t/o |\n|---|---:|---:|---:|---:|\n"
            + "\n".join(rows) +
            "\n\n### TFEX SET50 futures, net contracts\n"
            "| Participant | Day | 5-day | 20-day |\n|---|---:|---:|---:|\n"
            f"| Foreign | {r.randint(-9000, 9000):+,} | {r.randint(-30000, 30000):+,} | {r.randint(-60000, 60000):+,} |\n"
            f"| Local institutions | {r.randint(-4000, 4000):+,} | {r.randint(-12000, 12000):+,} | {r.randint(-20000, 20000):+,} |\n"
            f"| Retail | {r.randint(-6000, 6000):+,} | {r.randint(-20000, 20000):+,} | {r.randint(-40000, 40000):+,} |\n\n"
            "Notes: foreign selling concentrated in banks and energy for a third session, partly offset by NVDR buying in "
            "the same names — consistent with foreign funds switching from the foreign board into NVDRs rather than exiting. "
            "Local institutions (mostly RMF/Thai ESG year-end money) absorbed supply in the large caps. Retail turned net "
            "sellers of SET50 futures into the close. These are market statistics, not signals; no position implications "
            "are drawn in this monitor.\n")


def _vol_monitor(c, r):
    atm = round(c["s50"] / 25) * 25
    lines = []
    for k in range(-4, 5):
        strike = atm + 25 * k
        lines.append(f"| {strike} | {r.uniform(13, 24):.1f}% | {r.uniform(0.5, 60):.1f} | {r.uniform(0.5, 60):.1f} | {r.randint(200, 9000):,} |")
    return (f"## TFEX positioning & volatility — {c['d']} {c['mon_en']} · Chao-R\n\n"
            f"SET50 spot {c['s50_close']}; S50Z26 series, days to expiry {r.randint(12, 22)}.\n\n"
            "| Strike | IV | Call | Put | OI |\n|---:|---:|---:|---:|---:|\n" + "\n".join(lines) +
            "\n\n**Term structure.** 1M ATM implied vol " + c["iv"] + "%, 3M " + f"{float(c['iv']) + r.uniform(0.5, 2):.1f}" +
            "%; realised 20-day vol " + f"{r.uniform(9, 15):.1f}" + "%. Implieds trade at a premium to realised as usual "
            "into year-end, but the gap is the narrowest since August.\n\n"
            "**Skew.** 25-delta put minus call at " + f"{r.uniform(2, 6):.1f}" + " vol points; puts are bid by structured-"
            "product hedging from the private-bank channel. Call wings are offered by covered-call funds.\n\n"
            "**Futures.** S50Z26/S50H27 calendar spread " + c["roll"] + " pts; open interest migrates to March in the last "
            "week before expiry. Basis on the front is positive, which historically happens when local institutions hedge "
            "less into year-end.\n\n"
            "**Single-stock futures.** Most active today: DELTAH27, PTTZ26, KBANKH27, AOTH27, GULFH27. DELTA SSF basis "
            "is rich versus the stock loan rate; shorts pay up to carry.\n\n"
            "_Monitor only — for context in the night session. Figures from TFEX end-of-day files._\n")


def _macro_weekly(c, r):
    return (f"## Thai macro — week of {c['d']} {c['mon_en']} · Chao-R\n\n"
            "| Indicator | Latest | Prior | Consensus | Comment |\n|---|---:|---:|---:|---|\n"
            f"| Exports (USD, YoY) | {r.uniform(2, 11):.1f}% | {r.uniform(1, 9):.1f}% | {r.uniform(2, 8):.1f}% | electronics and gold |\n"
            f"| Headline CPI (YoY) | {r.uniform(-0.5, 1.2):.2f}% | {r.uniform(-0.5, 1.2):.2f}% | {r.uniform(-0.3, 1.0):.2f}% | below target band |\n"
            f"| Core CPI (YoY) | {r.uniform(0.4, 1.1):.2f}% | {r.uniform(0.4, 1.1):.2f}% | — | |\n"
            f"| Foreign arrivals (m, month) | {r.uniform(2.6, 3.6):.2f} | {r.uniform(2.2, 3.2):.2f} | — | China still lagging |\n"
            f"| Manufacturing PMI | {r.uniform(48, 52):.1f} | {r.uniform(48, 52):.1f} | — | |\n"
            f"| Consumer confidence | {r.uniform(50, 58):.1f} | {r.uniform(50, 58):.1f} | — | stimulus effect |\n\n"
            "**Policy.** The Monetary Policy Committee meets next week; the market prices a small probability of another "
            "25bp cut. Fiscal: the budget disbursement rate picked up in Q4 and the consumption stimulus (co-payment "
            "scheme) runs to February. **Politics.** Coalition arithmetic unchanged; the budget bill passed its first reading.\n\n"
            "**Baht.** Strength driven by the gold trade and tourism receipts; the BOT has been visible smoothing in the "
            f"{c['fx_band']} area. Our read: the currency is fairly valued on a trade-weighted basis.\n\n"
            "**What this means for equities in general.** Domestic cyclicals (retail, property, banks) are the sectors most "
            "exposed to the rate path; exporters and tourism to the baht. Nothing here changes the desk's positioning by "
            "itself — background for the investment committee.\n")


def _ic_agenda(c):
    return (f"📋 วาระประชุม IC วันนี้ 15:00 ({c['d']} {c['mon_th']} {c['be']}) ห้องชั้น 12 + Zoom ให้ PM ที่สิงคโปร์\n"
            "1. ทบทวนผลการดำเนินงานเดือนนี้ (Chao-R เตรียมตาราง attribution)\n"
            "2. DELTA: น้ำหนักใกล้ชนเพดาน 5% NAV — คุยเรื่องวิธีจัดการ (หุ้นหรือ SSF)\n"
            "3. กลุ่มธนาคาร: NIM ปีหน้า + ผลกระทบถ้า กนง. ลดดอกเบี้ยอีกครั้ง\n"
            "4. FX hedge: สัดส่วนปัจจุบันและแผน roll forward ไตรมาสแรก\n"
            "5. การ roll S50Z26 → S50H27 และ put hedge ช่วงปลายปี\n"
            "6. watchlist: CPALL / SCB / BDMS / GULF / ADVANC — ใครมีไอเดียเตรียมมาคนละ 2 นาที\n"
            "7. เรื่องอื่นๆ: ตารางวันหยุดปลายปี, compliance attestation\n"
            "เอกสารอยู่ใน shared drive โฟลเดอร์ IC/2569-12 นะครับ ใครจะเพิ่มวาระบอกผมก่อนบ่ายสอง")


def _long_chatter_pool(c, r):
    px = c["px"]
    return [
        ("natt", "มองกลุ่มพลังงานช่วงนี้ค่อนข้างผสมนะครับ ราคาน้ำมันดิบขึ้นมาก็จริงแต่ค่าการกลั่นยังอ่อน "
                 "ส่วนธุรกิจก๊าซก็ถูกคุมด้วยสูตรราคา pool gas อยู่ดี เลยไม่แปลกที่หุ้นทั้งกลุ่มวิ่งไม่ไปไหน "
                 "ต้องรอดูนโยบายพลังงานของรัฐบาลปีหน้าก่อนน่าจะชัดขึ้น"),
        ("ploy", "IV ของ S50 options ต่ำมากช่วงนี้ค่ะ ตั้งแต่กลางเดือนพ.ย. ลงมาเรื่อยๆ ส่วนหนึ่งเพราะกอง structured "
                 "product ขาย call ออกมาเยอะ แต่ถ้าดูจาก realised vol ก็ยังต่ำกว่าอยู่ดี ตลาดเงียบจริงๆ"),
        ("krit", "เงินบาทช่วงนี้แข็งเพราะทองคำกับรายได้ท่องเที่ยวเป็นหลักครับ ธปท. ออกมาพูดหลายรอบแล้วว่าดูแลความผันผวน "
                 "แต่ไม่ได้ฝืนทิศทาง ถ้าดอลลาร์อ่อนต่อหลังตัวเลขเงินเฟ้อสหรัฐ บาทก็น่าจะแข็งต่อได้อีก"),
        ("somchai", "ช่วงปลายปีสภาพคล่องจะน้อยลงเรื่อยๆ นะครับ กองต่างประเทศหลายกองปิดบัญชีกันแล้ว "
                    "ใครจะทำ size ใหญ่ๆ ช่วงนี้ระวัง market impact ด้วย ใช้ Big Lot หรือแบ่งทยอยส่งดีกว่า"),
        ("natt", "ดูตัวเลข NVDR ย้อนหลัง 3 สัปดาห์ มีการสลับจาก foreign board มาถือผ่าน NVDR เยอะมาก โดยเฉพาะหุ้นแบงก์ "
                 "ผมว่าเป็นเรื่อง FOL เต็มมากกว่าเป็นเงินใหม่ไหลเข้า"),
        ("ploy", "ช่วงใกล้หมดอายุ S50Z26 basis จะแกว่งแรงนะคะ ปีที่แล้ววันสุดท้ายแกว่งไป 4 จุดในครึ่งชั่วโมง "
                 "ใครดูแลเรื่อง roll ฝากระวังช่วงบ่ายวันสุดท้ายด้วยค่ะ"),
        ("krit", "ตลาดพันธบัตรเงียบครับ นักลงทุนต่างชาติขายสุทธิ short-term bill แต่ซื้อรุ่นยาว 10 ปีขึ้นไป "
                 "curve เลยแบนลงต่อ สบน. ยังมี supply รุ่นยาวออกมาเรื่อยๆ ถึงสิ้นปี"),
        ("somchai", "ขอเตือนเรื่อง compliance อีกรอบนะครับ ห้ามโพสต์ข้อมูลลูกค้าในห้องนี้เด็ดขาด ทั้งเลขบัญชี เบอร์โทร "
                    "หรือชื่อเต็ม ถ้าจำเป็นต้องส่งให้ ops ใช้ระบบ ticket เท่านั้น ห้องนี้มี bot หลายตัวอ่านอยู่"),
        ("natt", "กลุ่มค้าปลีกได้อานิสงส์จากมาตรการคนละครึ่งเฟสใหม่ชัดเจนครับ ยอดขายต่างจังหวัดดีขึ้น "
                 "แต่ margin ยังโดนกดจากโปรโมชัน คงต้องรอดูงบไตรมาส 4 ว่าจะออกมาแบบไหน"),
        ("ploy", "ใครว่างช่วยดู spec ใหม่ของ TFEX หน่อยค่ะ เรื่องปรับ tick size ของ SET50 options ปีหน้า "
                 "หนูอ่านแล้วงงตรงส่วนของ series ที่ strike ห่างกว่า 100 จุด"),
        ("krit", "ดอกเบี้ยนโยบายตอนนี้ต่ำแล้ว ถ้า กนง. ลดอีกครั้งก็น่าจะเป็นครั้งสุดท้ายของรอบนี้ "
                 "ตลาดสวอปให้โอกาสไม่ถึง 30% สำหรับการประชุมหน้า ส่วนใหญ่มองว่าคงไว้ก่อน"),
        ("natt", f"วันนี้ program trading เยอะผิดปกติครับ ช่วง 11 โมงมีคำสั่งขายตะกร้า SET50 เข้ามาหลายรอบ "
                 f"ดัชนีร่วงไป {r.randint(4, 9)} จุดแล้วก็ดีดกลับ น่าจะเป็นกองต่างชาติปรับพอร์ตปลายปี"),
        ("somchai", "IC วันนี้ขอให้ทุกคนเตรียมไอเดียมาคนละ 2 นาทีนะครับ เน้นเรื่อง risk/reward ไม่ต้องเล่าข่าว "
                    "PM จะเข้าทาง Zoom จากสิงคโปร์ เริ่มตรงเวลานะครับ"),
        ("ploy", "เมื่อคืน night session มีคนเคาะ S50H27 ก้อนใหญ่ตอนตีหนึ่งครึ่ง ราคากระโดดไป 3 จุดแล้วกลับมาที่เดิม "
                 "น่าจะ fat finger ค่ะ 555"),
        ("krit", "หุ้นกู้เอกชนช่วงนี้ spread กว้างขึ้นนิดหน่อยครับ โดยเฉพาะกลุ่มอสังหาฯ ที่ rating BBB ลงมา "
                 "แต่ฝั่งรัฐวิสาหกิจยังแคบเหมือนเดิม นักลงทุนสถาบันยังต้องการของ"),
        ("natt", "บล. ต่างประเทศหลายเจ้าออก outlook ปีหน้าแล้ว ส่วนใหญ่ให้ไทย neutral "
                 "มีเจ้าเดียวที่ upgrade เป็น overweight เพราะ valuation ถูกสุดในภูมิภาค ต่างชาติถือหุ้นไทยน้อยสุดในรอบ 20 ปี"),
        ("ploy", "เช็ก margin ของ TFEX แล้วค่ะ สัปดาห์หน้า initial margin ของ S50 futures ขึ้นอีก 5% "
                 "ของเรายังมี excess เหลือเยอะ ไม่มีปัญหา"),
        ("somchai", "จำได้ไหมตอนปี 63 ช่วงโควิด ตลาดลงวันละ 5-6% ติดกันหลายวัน circuit breaker ทำงานสองรอบ "
                    "ตอนนั้นเหนื่อยกว่านี้เยอะ ช่วงนี้ถือว่าสบายมาก 555"),
        ("krit", "ใครมีข้อมูล hedge ratio ของกองต่างประเทศอื่นๆ บ้างครับ อยากเทียบว่าเราสูงหรือต่ำกว่าค่าเฉลี่ย "
                 "custodian บอกว่าส่วนใหญ่อยู่ราวๆ 50-70%"),
        ("natt", "ตลาดบ่ายนี้ดูเหนื่อยๆ ครับ วอลุ่มบาง ไม่มีใครอยากถือของข้ามวันก่อนตัวเลขเงินเฟ้อสหรัฐคืนนี้ "
                 "หุ้นใหญ่แกว่งกันแคบๆ ทั้งกระดาน"),
        ("ploy", "ตารางวันหยุดปลายปีมาแล้วค่ะ TFEX ปิดวันที่ 31 ธ.ค. กับ 1 ม.ค. night session วันที่ 30 ปิดเร็ว "
                 "ใครมีแผน roll ช่วงนั้นเช็กตารางให้ดีนะคะ"),
        ("somchai", "ช่วงนี้ dealer หลายเจ้าโทรมาเสนอ block หุ้นใหญ่ทุกวันเลยครับ ส่วนใหญ่เป็นของกองต่างชาติที่ปิดพอร์ต "
                    "ถ้ามีอะไรน่าสนใจเดี๋ยวผมเอามาเปิดเธรดคุยกันในห้องนี้"),
        ("krit", f"BOT reference rate วันนี้ {c['spotf'] + r.uniform(-0.04, 0.04):.4f} ครับ ใกล้เคียงกับตลาด ไม่มีสัญญาณการเข้าแทรกแซงชัดเจน "
                 "ปริมาณซื้อขายในตลาด onshore ก็ปกติ"),
        ("natt", "ข่าวลือในไลน์กลุ่มเยอะมากช่วงนี้ ทั้งเรื่อง MSCI ตัดหุ้นไทยออก ทั้งเรื่องกองทุนวายุภักษ์ "
                 "ส่วนใหญ่ไม่มีที่มาที่ไป อย่าเพิ่งเชื่อจนกว่าจะมีข่าวทางการนะครับ"),
        ("ploy", "ขอบคุณ Chao-R สำหรับตาราง vol ค่ะ แต่ข้อมูล OI ของ strike ไกลๆ ยังไม่อัปเดตนะ "
                 "ไฟล์จาก TFEX ออกช้าวันนี้"),
    ]


def _extra_news_pool(c, r):
    return [
        ("ยอดส่งออกเดือนล่าสุดขยายตัว 6.2% สูงกว่าคาด หนุนโดยสินค้าอิเล็กทรอนิกส์และทองคำ",
         "กระทรวงพาณิชย์ระบุการส่งออกไปสหรัฐและอาเซียนยังแข็งแกร่ง ขณะที่ตลาดจีนหดตัวเล็กน้อย "
         "คาดทั้งปีขยายตัวราว 4-5%", "THN", False, "exports"),
        ("กระทรวงการคลังเตรียมออกมาตรการกระตุ้นการท่องเที่ยวช่วงเทศกาลปีใหม่",
         "มาตรการรวมถึงการลดหย่อนภาษีค่าที่พักและร้านอาหาร คาดช่วยเพิ่มเงินหมุนเวียนในระบบราว 3 หมื่นล้านบาท",
         "THN", False, "tourism-stimulus"),
        ("ไทยออยล์ เดินหน้าโครงการพลังงานสะอาด คาดเสร็จกลางปี 2570",
         "ไทยออยล์ระบุความคืบหน้าโครงการอยู่ที่ 92% ต้นทุนเพิ่มขึ้นจากแผนเดิมราว 8%", "THN", False, "top-cfp"),
        ("PTT Global Chemical to shut Map Ta Phut cracker for 30-day maintenance in Q1",
         "The petrochemical producer said the planned turnaround would cut Q1 olefins output by about 15%.",
         "SEAwire", True, "pttgc-shutdown"),
        ("เซ็นทรัลพัฒนา ทุ่ม 1.2 หมื่นล้านบาท เปิดศูนย์การค้าใหม่ 2 แห่งปีหน้า",
         "เซ็นทรัลพัฒนาระบุอัตราการเช่าพื้นที่ศูนย์การค้าเดิมอยู่ที่ 93% สูงสุดนับตั้งแต่ก่อนโควิด", "THN", False, "cpn-malls"),
        ("Bangkok Bank to expand regional lending via Permata unit",
         "Thailand's largest lender by assets said Indonesia would account for a fifth of loan growth next year.",
         "SEAwire", True, "bbl-permata"),
        ("True Corp sees 2027 EBITDA growth in high single digits after network integration",
         "The telecom operator said merger synergies were ahead of plan; capex to fall for a second year.",
         "SEAwire", True, "true-ebitda"),
        ("ไมเนอร์ อินเตอร์เนชั่นแนล ซื้อกิจการโรงแรมในยุโรปเพิ่ม 6 แห่ง",
         "ไมเนอร์ระบุดีลนี้ใช้เงินราว 400 ล้านยูโร จัดหาเงินทุนจากกระแสเงินสดและเงินกู้", "THN", False, "mint-hotels"),
        ("Gold hits record as dollar slips; Thai gold shops see long queues",
         "Spot gold rose above its previous peak; Thai gold traders reported heavy selling by retail holders "
         "taking profits, supporting the baht.", "SEAwire", True, "gold-record"),
    ]


def _overnight_digest(c, r):
    return (f"## Overnight digest — {c['d']} {c['mon_en']} · Chao-R (06:40 ICT)\n\n"
            "### Global\n"
            f"- **US equities** closed lower (S&P 500 {c['spx_c']}, Nasdaq 100 {c['ndx_c']}); semiconductors led the "
            "decline after a large cloud provider guided capex flat for next year. Breadth was poor: roughly two decliners "
            "for every advancer on the NYSE.\n"
            f"- **Rates**: the 10-year Treasury yield moved {c['ust_c']}bp to {c['ust']}%. Fed speakers repeated the "
            "data-dependent line; markets price one more cut by March with ~60% probability.\n"
            f"- **Dollar** mixed: DXY flat, yen firmer on intervention talk, CNH steady. USD/THB NDF 1M {c['ndf']}.\n"
            f"- **Commodities**: Brent {c['brent']} ({c['brent_c']}) on OPEC+ compliance headlines; gold {c['gold']} "
            f"({c['gold_c']}) close to the record; copper soft on China demand worries.\n"
            "- **China**: the Central Economic Work Conference readout is expected this week; property stabilisation "
            "and consumption support are the market's focus. Iron-ore futures slipped.\n\n"
            "### Asia ex-Thailand\n"
            "- KOSPI and TAIEX futures point lower with the SOX; Japan flat; Indonesia and the Philippines quiet.\n"
            "- Vietnam: upgrade-related flows into large caps continued for a fourth session.\n\n"
            "### Thailand\n"
            "- Government spokesman: the co-payment stimulus will not be extended beyond February unless tax receipts "
            "surprise.\n"
            "- The Ministry of Finance confirmed the bond auction calendar for January; long-end supply unchanged.\n"
            "- Tourism: arrivals month-to-date running 9% above last year; Chinese arrivals still below 2019.\n"
            "- Company news for the book is summarised in the morning brief at 08:05.\n\n"
            "### Night session recap (TFEX, 18:50-03:00)\n"
            f"S50H27 traded a narrow range, closing the night at {c['fut_prev']}; volume light at about "
            f"{r.randint(9, 25)}k contracts; no margin calls on the desk account.\n")


def _thai_tldr(c):
    return (f"สรุปสั้นภาษาไทยจาก morning brief ({c['d']} {c['mon_th']} {c['be']}) ตามที่ขอครับ 🙏\n"
            "• ตลาดต่างประเทศเมื่อคืน: หุ้นสหรัฐปิดลบ นำโดยกลุ่มเซมิคอนดักเตอร์ หลังบริษัทคลาวด์รายใหญ่ให้แนวโน้มงบลงทุนทรงตัว "
            "ผลตอบแทนพันธบัตรสหรัฐ 10 ปีเปลี่ยนแปลงเล็กน้อย ราคาน้ำมันดิบเบรนท์ปรับขึ้น ทองคำใกล้ระดับสูงสุดเดิม\n"
            "• เงินทุนต่างชาติ: เมื่อวานต่างชาติขายสุทธิในกระดานหลัก แต่ซื้อผ่าน NVDR ในหุ้นกลุ่มธนาคารและพลังงาน "
            "สะท้อนการย้ายจาก foreign board มาถือผ่าน NVDR มากกว่าการขายออกจริง\n"
            "• TFEX: basis ของ S50H27 ยังเป็นบวก ค่าความผันผวนแฝงของ options ต่ำ put skew ชัน\n"
            f"• ตลาดเงิน: เงินบาทแกว่งแคบ ธปท. ดูแลความผันผวนแถว {c['fx_band']} ตลาดพันธบัตรไทย curve แบนลง\n"
            "• ปฏิทินวันนี้: ดัชนีความเชื่อมั่นผู้บริโภค 11:30, ประชุม IC 15:00, เงินเฟ้อสหรัฐ 20:30\n"
            "• เรื่องชื่อบริษัทที่คล้ายกัน: ปตท.สผ. ไม่ใช่ ปตท. / การบินไทย ไม่ใช่ ท่าอากาศยานไทย / "
            "ปูนซิเมนต์ไทย ไม่ใช่ SCB / กรุงไทย ไม่ใช่ กสิกรไทย — อ่านข่าวให้ดีก่อนส่งต่อ\n"
            "รายละเอียดเต็มอยู่ในรายงานภาษาอังกฤษด้านบนครับ")


def _desk_checklist(c):
    return (f"✅ เช็กลิสต์ก่อนตลาดเปิด ({c['wd_th']} {c['d']} {c['mon_th']} {c['be2']})\n"
            "1. อ่าน morning brief ของ Chao-R ให้จบก่อน 9 โมงครึ่ง\n"
            "2. เช็ก position ใน OMS ให้ตรงกับรายงาน recon เมื่อคืน (cron แจ้ง breaks=0 แล้ว)\n"
            "3. เช็ก margin TFEX และ excess ของบัญชี FND07\n"
            "4. ดูลิมิตที่จะ pin ไว้ในห้อง โดยเฉพาะเดลต้า S50 และ single name\n"
            "5. ข่าวที่เกี่ยวกับหุ้นที่เราถือให้ส่งต่อในห้องนี้ ข่าวบริษัทชื่อคล้ายกันไม่ต้องส่ง\n"
            "6. คำสั่ง Big Lot ทุกดีลต้องเปิดเธรดและรอ PM อนุมัติ\n"
            "7. ห้ามโพสต์ข้อมูลลูกค้าในห้องนี้ ใช้ ticket ของ ops เท่านั้น\n"
            "มีอะไรติดขัดบอกผมได้เลยครับ")


def _closing_note(c, r):
    movers = []
    for sym in ["DELTA", "PTT", "AOT", "KBANK", "CPALL", "SCB", "GULF", "ADVANC", "BDMS", "PTTEP", "SCC", "KTB"]:
        movers.append(f"| {sym} | {r.uniform(-3.5, 3.5):+.2f}% | {r.uniform(300, 6000):,.0f} | {r.uniform(-400, 400):+,.0f} |")
    return (f"## Closing note — {c['d']} {c['mon_en']} · Chao-R (16:45 ICT)\n\n"
            f"SET closed at {c['set_close']} ({c['set_close_c']}) on THB {c['to_close']}bn; SET50 {c['s50_close']} "
            f"({c['s50_close_c']}). The afternoon session was quieter than the morning; the close auction added "
            "about a tenth of the day's turnover, mostly in the large caps.\n\n"
            "| Name | Chg | Turnover (THB m) | NVDR net (THB m) |\n|---|---:|---:|---:|\n" + "\n".join(movers) +
            "\n\n**Breadth.** Advancers and decliners roughly even on the main board; mai weaker. Small caps "
            "underperformed for a fourth day as retail margin accounts were trimmed ahead of year-end.\n\n"
            "**Derivatives.** S50H27 settled at the day-session close with the basis still positive; options volume was "
            "concentrated in the December puts. Single-stock futures turnover was led by DELTAH27 and PTTZ26.\n\n"
            "**FX and rates.** The baht ended little changed; the 10-year LB yield was flat. Foreign investors bought "
            "Thai bonds for the fifth consecutive session, mostly in the 7-10 year bucket.\n\n"
            "_Market statistics only; the desk's positions and decisions are discussed in-channel._\n")


def _dr_primer():
    return ("Since it came up: quick primer on **DRs vs NVDRs** on SET (for the new joiners) 🧵\n\n"
            "**NVDR** (`-R` suffix, e.g. PTT-R, KBANK-R): issued by Thai NVDR Co. (a SET subsidiary); holder gets "
            "the economic benefits (dividends, rights) but no voting right. Because they don't count toward the "
            "foreign-ownership limit, foreign funds use them when the foreign board is full. Prices track the "
            "local share 1:1; liquidity is shared with the underlying.\n\n"
            "**DR** (depositary receipt, numeric suffix, e.g. NVDA80, AAPL80, TENCENT80): issued by a Thai broker "
            "that holds the foreign share abroad. Trades in baht during SET hours; the issuer acts as market maker. "
            "Pricing reflects the foreign share, the FX rate and a ratio (often 1 DR = a fraction of a share). "
            "Outside the foreign market's hours the market maker's quotes widen.\n\n"
            "**Practical points for this desk**\n"
            "- Our mandate holds NVDRs; DRs are outside the mandate (prop desk trades them, we don't).\n"
            "- NVDR flow statistics are published daily and are a decent proxy for foreign positioning.\n"
            "- Corporate actions: NVDR holders receive cash dividends the same day as shareholders; no AGM votes.\n"
            "- Big Lot trades can be done in NVDRs exactly as in the underlying (board BL).\n\n"
            "Sources: SET rulebook, Thai NVDR Co. FAQ, broker DR prospectuses.")


def _corp_calendar(c, r):
    names = [("PTT", "XD interim dividend (tbc)", "held"), ("AOT", "monthly traffic (Dec)", "held"),
             ("KBANK", "analyst meeting 2027 targets", "held (NVDR)"), ("DELTA", "SSF DELTAH27 roll window", "held"),
             ("CPALL", "SSSG update at investor day", "watchlist"), ("SCB", "virtual-bank licence update", "watchlist"),
             ("BDMS", "opportunity day", "watchlist"), ("GULF", "PPA round results", "watchlist"),
             ("ADVANC", "5G spectrum auction rules", "watchlist"), ("PTTEP", "Q4 production update", "—"),
             ("SCC", "cement price effective", "—"), ("KTB", "NPL sale signing", "—"),
             ("BBL", "Permata funding", "—"), ("CPN", "mall openings", "—"), ("MINT", "Europe hotel closing", "—"),
             ("TOP", "CFP progress", "—"), ("TRUE", "network integration", "—"), ("BH", "cancer centre opening", "—")]
    r.shuffle(names)
    rows = []
    for i, (sym, ev, ex) in enumerate(names[:15]):
        d = int(c["d"]) + r.randint(1, 14)
        rows.append(f"| {d:02d}/{c['mon_en']} | {sym} | {ev} | {ex} |")
    rows.sort()
    return (f"## Corporate calendar — next two weeks · Chao-R\n"
            "_Compiled from SET news, company IR sites and the TFEX calendar. Dates marked (tbc) are estimates._\n\n"
            "| Date | Name | Event | Book |\n|---|---|---|---|\n" + "\n".join(rows) +
            "\n\n### Index and derivatives dates\n"
            "| Date | Event |\n|---|---|\n"
            "| last business day −1 | S50Z26 futures and options last trading day |\n"
            "| last business day | final settlement price (SET50 average of last 15 min + close) |\n"
            "| 2nd Friday of Jan | SET50/SET100 constituent change effective (see SET announcement) |\n"
            "| 15th of Jan | MSCI quarterly review announcement window |\n"
            "| month-end | NVDR and foreign-holding statistics published |\n\n"
            "### Macro dates\n"
            "| Date | Event |\n|---|---|\n"
            "| next Wed | Monetary Policy Committee decision (14:00 ICT) |\n"
            "| next Thu | FOMC decision (02:00 ICT Friday) |\n"
            "| month-end | BOT monthly economic report, tourism arrivals |\n\n"
            + ("Reminder: the SET and TFEX are closed on 10 December (Constitution Day) and on 31 December / 1 January. "
               if c["mon_en"] == "Dec" else "Reminder: check the SET/TFEX holiday calendar for the coming month. ") +
            "Settlement calendars for T+2 shift accordingly; the FX desk should check value dates for forwards "
            "maturing over the holidays.\n")


def _consensus_table(c, r):
    rows = []
    for sym in ["PTT", "AOT", "KBANK", "DELTA", "CPALL", "SCB", "ADVANC", "GULF", "BDMS", "PTTEP", "SCC", "KTB", "BBL"]:
        p = c["px"].get(sym, r.uniform(20, 200))
        rows.append(f"| {sym} | {_f(p) if isinstance(p, float) else p} | {_f(p * r.uniform(0.95, 1.25))} | "
                    f"{r.randint(8, 30)}/{r.randint(2, 12)}/{r.randint(0, 6)} | {r.uniform(6, 40):.1f}x | "
                    f"{r.uniform(-12, 15):+.1f}% | {r.uniform(1, 7):.1f}% |")
    return ("## Street consensus snapshot (pre-open) · Chao-R\n"
            "_Aggregated sell-side estimates; mean target price; B/H/S = number of buy/hold/sell ratings._\n\n"
            "| Name | Last | Mean TP | B/H/S | P/E 27E | EPS rev. 3M | Div. yield |\n"
            "|---|---:|---:|---:|---:|---:|---:|\n" + "\n".join(rows) +
            "\n\nRevisions breadth for the SET50 is still negative (down/up ratio 1.6x over three months) but improving "
            "from 2.3x in September. The largest cuts were in petrochemicals and property; upgrades concentrated in "
            "electronics and tourism. The table is a reference for the IC pack; it carries no desk view.\n")


def _risk_eod(c, r, dlim):
    d = {"ts": f"{c['y']}-{c['ddmmyyyy'][3:5]}-{c['ddmmyyyy'][:2]}T10:00:00Z", "engine": "risk-v3", "report": "eod_summary",
         "สถานะ": "ปกติ", "breaches_open": 0,
         "limits": [
             {"name": "gross_pct_nav", "value": round(r.uniform(62, 72), 1), "limit": 85, "util_pct": r.randint(70, 85)},
             {"name": "single_name_pct_nav_max", "symbol": "PTT", "value": round(r.uniform(4.1, 4.8), 2), "limit": 5.0},
             {"name": "s50_net_delta", "value": r.randint(95, dlim), "limit": dlim},
             {"name": "fx_hedge_ratio_pct", "value": r.randint(88, 97), "band": [80, 100]},
             {"name": "var95_thb_m", "value": round(r.uniform(38, 55), 1), "limit": 60},
             {"name": "bond_dv01_thb_k", "value": r.randint(280, 410), "limit": 450},
             {"name": "fol_watch", "symbols": ["KBANK", "SCB"], "หมายเหตุ": "ใช้ NVDR"},
         ],
         "หมายเหตุ": "สรุปสิ้นวัน ทุกลิมิตอยู่ในเกณฑ์"}
    return "```json\n" + json.dumps(d, ensure_ascii=False, indent=1) + "\n```"


def _ci_log(r):
    return ("CI ❌ risk-engine #" + str(r.randint(880, 899)) + " failed on main (commit " + "%07x" % r.randint(0, 0xFFFFFFF) + ")\n```\n"
            "============================= test session starts ==============================\n"
            "platform linux -- Python 3.11.9, pytest-8.2.1\n"
            "collected 213 items\n\n"
            "tests/test_limits.py ..........................................            [ 20%]\n"
            "tests/test_resize.py ......................                                [ 30%]\n"
            "tests/test_fol_limits.py .......F.......                                   [ 37%]\n"
            "tests/test_fx_hedge.py ...................                                 [ 46%]\n"
            "tests/test_bonds.py .........................................................[ 73%]\n"
            "tests/test_reports.py .........................................................[100%]\n\n"
            "=================================== FAILURES ===================================\n"
            "________________________ test_fol_limits::test_nvdr_exempt ________________________\n"
            "    def test_nvdr_exempt():\n"
            "        order = make_order('KBANK-R', 'BUY', 1_000_000)\n"
            ">       assert check_fol(order, snapshot=FOL_SNAPSHOT).allowed\n"
            "E       AssertionError: assert False\n"
            "E        +  where False = CheckResult(allowed=False, reason='FOREIGN_OWNERSHIP_LIMIT').allowed\n\n"
            "tests/test_fol_limits.py:88: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_fol_limits.py::test_nvdr_exempt - AssertionError: assert False\n"
            "======================== 1 failed, 212 passed in 41.27s ========================\n```")


def _deploy_notes(r):
    v = r.randint(2, 9)
    return ("CI ✅ risk-engine deployed to prod · v3.8." + str(v) + "\n"
            "changelog:\n"
            "• fix: NVDR symbols (-R) exempt from FOL pre-trade check (#" + str(r.randint(400, 499)) + ")\n"
            "• feat: resize events now carry Thai reason text for the desk channel\n"
            "• chore: limit-set loader reads next-session overrides from config/limits/next.yaml\n"
            "• chore: bump pydantic 2.7 → 2.8, orjson 3.10\n"
            "rollout: blue/green · health checks 12/12 ok · rollback window 30m")


def _more_long_chatter(c, r):
    return [
        ("natt", "สรุปสั้นๆ ช่วงเช้าครับ ดัชนีแกว่งแคบ ต่างชาติขายแบงก์กับพลังงาน แต่ NVDR เก็บกลับในตัวเดียวกัน "
                 "program trading เข้ามาสองรอบ ตอนนี้วอลุ่มยังต่ำกว่าค่าเฉลี่ย 20 วันอยู่ราว 15%"),
        ("ploy", "สรุป TFEX ช่วงเช้าค่ะ S50H27 แกว่ง 6 จุด OI เพิ่มขึ้น ต่างชาติ short เพิ่มเล็กน้อย "
                 "ฝั่ง options มี put spread ก้อนใหญ่เข้ามาที่ strike ห่างๆ น่าจะเป็นกองทุนป้องกันความเสี่ยงปลายปี"),
        ("krit", f"สรุปตลาดเงินช่วงเช้าครับ บาทแกว่งแคบ {c['fx_band']} ไม่มีแรงซื้อขายใหญ่ ตลาดพันธบัตรเงียบ "
                 "รุ่น 10 ปี yield ทรงตัว นักลงทุนรอตัวเลขเงินเฟ้อสหรัฐคืนนี้"),
        ("somchai", "ฝากทุกคนอัปเดตไฟล์ position limit ในไดรฟ์ให้ตรงกับที่ pin ไว้ด้วยนะครับ "
                    "ops จะ reconcile ตอนห้าโมงครึ่ง ถ้าไม่ตรงจะโดนตามทั้งคืน 555"),
        ("natt", "ใครไปงาน Opportunity Day บ่ายนี้บ้างครับ มีหลายบริษัทนำเสนอ แต่ไม่มีตัวที่เราถืออยู่ "
                 "ผมว่าจะไปฟังเพื่อหาไอเดียใหม่สำหรับปีหน้า"),
        ("ploy", "วันนี้ระบบ risk engine ตัดไซซ์เร็วมากค่ะ ส่งไปปุ๊บโดนตัดปั๊บ ไม่ถึงวินาที "
                 "ต่อไปต้องเช็กเดลต้าก่อนขออนุมัติทุกครั้ง จะได้ไม่ต้องขอใหม่"),
        ("krit", "เมื่อกี้คุยกับ dealer ธนาคาร เขาบอกว่า flow ช่วงนี้ส่วนใหญ่เป็นผู้ส่งออกทองคำ "
                 "ขายดอลลาร์เยอะมาก ส่วนผู้นำเข้าน้ำมันเข้ามาซื้อช่วงบาทแข็ง ตลาดเลยแกว่งในกรอบ"),
        ("somchai", "ขอบคุณทุกคนสำหรับวันนี้ครับ เทรดเยอะแต่เรียบร้อยดี พรุ่งนี้ตลาดเปิดปกติ "
                    "ใครลาช่วงปลายปีส่งวันลาให้ผมภายในศุกร์นี้นะครับ จะได้จัดเวรดูห้อง"),
        ("natt", "ตลาดหุ้นไทยปีนี้เหนื่อยจริงครับ ดัชนีลงมาเกือบทั้งปี แต่หุ้นรายตัวบางกลุ่มยังทำเงินได้ "
                 "โดยเฉพาะอิเล็กทรอนิกส์กับโรงพยาบาล ปีหน้าน่าจะเป็นปีของหุ้นปันผลมากกว่า"),
        ("ploy", "ใครรู้บ้างคะว่าปีหน้า TFEX จะออก SET50 weekly options จริงไหม เห็นข่าวมาสักพักแล้ว "
                 "ถ้าออกจริงน่าจะช่วยเรื่อง hedge ช่วงมีเหตุการณ์สำคัญได้เยอะ"),
    ]


# ----------------------------------------------------------------------------- news

def _news_item(day, t, headline, summary, src, embed, slug):
    r = day.r
    hhmm = _hhmm(t)
    if embed:
        return day.post(t, "news", f"📰 {src} | {headline}", embeds=[{
            "title": headline, "description": summary,
            "url": f"https://wire.example.co.th/{day.ctx['yymmdd']}/{slug}-{r.randint(1000, 9999)}",
            "author": "NewsWire TH", "footer": f"{src} · {hhmm} ICT"}])
    return day.post(t, "news", f"📰 {headline}\n> {summary}\n— {src} {hhmm} · ข่าวต้นฉบับ: {src.lower()}.example.co.th")


# ----------------------------------------------------------------------------- the day

def _ctx(r, local_date):
    c = {}
    c["d"] = str(local_date.day)
    c["mon_th"] = TH_MON[local_date.month - 1]
    c["mon_en"] = EN_MON[local_date.month - 1]
    c["y"] = str(local_date.year)
    c["be"] = str(local_date.year + 543)
    c["be2"] = str(local_date.year + 543)[2:]
    c["wd_th"] = TH_WD[local_date.weekday()]
    c["wd_en"] = EN_WD[local_date.weekday()]
    c["ddmmyyyy"] = local_date.strftime("%d/%m/%Y")
    c["yymmdd"] = local_date.strftime("%y%m%d")
    px = {k: _rt(v * (1 + r.uniform(-0.04, 0.04))) for k, v in BASE_PX.items()}
    c["px"] = px
    s50 = round(918.4 + r.uniform(-25, 25), 1)
    c["s50"] = s50
    c["h27"] = round(s50 + r.uniform(-0.5, 2.5), 1)
    c["spotf"] = round(33.52 + r.uniform(-0.4, 0.4), 2)
    c["spot"] = f"{c['spotf']:.2f}"
    c["fwdf"] = round(c["spotf"] - r.uniform(0.085, 0.125), 3)
    c["ylb"] = round(2.06 + r.uniform(-0.15, 0.15), 2)

    set_mid = r.uniform(1240, 1330)
    set_mid_c = r.uniform(-12, 10)

    def pct(a, b):
        return f"{r.uniform(a, b):+.2f}%"
    c.update({
        "spx": f"{r.uniform(6700, 7300):,.0f}", "spx_c": pct(-1.2, 0.8),
        "ndx": f"{r.uniform(24000, 27000):,.0f}", "ndx_c": pct(-1.8, 1.0),
        "sox": f"{r.uniform(6500, 7800):,.0f}", "sox_c": pct(-2.6, 1.2),
        "nky": f"{r.uniform(47000, 52000):,.0f}", "nky_c": pct(-1, 1),
        "hsi": f"{r.uniform(25000, 28000):,.0f}", "hsi_c": pct(-1, 1),
        "brent": f"${r.uniform(60, 72):.2f}", "brent_c": pct(-1.5, 2.5),
        "gold": f"${r.uniform(4100, 4500):,.0f}", "gold_c": pct(-0.6, 1.2),
        "spot_c": pct(-0.3, 0.3), "ndf": f"{c['spotf'] - r.uniform(0.01, 0.06):.2f}",
        "ust": f"{r.uniform(3.9, 4.4):.2f}", "ust_c": f"{r.randint(-7, 6):+d}",
        "fl_side": r.choice(["sold", "bought"]), "fl": f"{r.uniform(0.8, 4.5):.1f}",
        "nv_side": r.choice(["bought", "sold"]), "nv": f"{r.uniform(0.3, 2.0):.1f}",
        "tf_side": r.choice(["short", "long"]), "tf": f"{r.randint(3000, 21000):,}",
        "fix": f"{c['spotf'] + r.uniform(-0.05, 0.05):.4f}", "pts": f"{-r.uniform(0.08, 0.13) * 100:.1f}",
        "pax": f"{r.uniform(8, 16):.1f}", "ptt_tgt": _f(_up(px["PTT"], r.randint(12, 18))),
        "ptt_qty": f"{r.randint(18, 30) * 100_000:,}", "ptt_avg": _f(_up(px["PTT"], -r.randint(2, 6))),
        "ptt_prev": _f(px["PTT"]), "ptt_w": f"{r.uniform(3.5, 4.8):.1f}%",
        "aot_qty": f"{r.randint(6, 12) * 100_000:,}", "aot_avg": _f(_up(px["AOT"], -r.randint(2, 8))),
        "aot_prev": _f(px["AOT"]), "aot_w": f"{r.uniform(3.0, 4.6):.1f}%",
        "kb_qty": f"{r.randint(20, 32) * 10_000:,}", "kb_avg": _f(_up(px["KBANK"], r.randint(-6, 6))),
        "kb_prev": _f(px["KBANK"]), "kb_w": f"{r.uniform(2.5, 3.6):.1f}%",
        "dl_qty": f"{r.randint(3, 5) * 100_000:,} + {r.randint(2, 4) * 100} ctr",
        "dl_avg": _f(_up(px["DELTA"], -r.randint(20, 60))), "dl_prev": _f(px["DELTA"]),
        "fut_pos": str(r.randint(90, 125)), "fut_avg": f"{c['h27'] - r.uniform(3, 15):.1f}",
        "fut_prev": f"{c['h27'] - r.uniform(-4, 4):.1f}", "fut_w": f"{r.uniform(6, 9):.1f}%",
        "put_pos": f"+{r.randint(2, 4) * 100}", "bond_pos": f"{r.randint(8, 15) * 100:,}",
        "bond_avg": f"{c['ylb'] + r.uniform(0.02, 0.2):.2f}", "bond_prev": f"{c['ylb'] + r.uniform(-0.03, 0.03):.2f}",
        "bond_w": f"{r.uniform(7, 11):.1f}%", "fx_pos": str(r.randint(6, 12) * 10),
        "fx_avg": f"{c['fwdf'] + r.uniform(-0.2, 0.2):.3f}",
        "basis": f"{c['h27'] - s50:+.1f}", "fair": f"{r.uniform(-1.5, 1.0):+.1f}",
        "roll": f"{r.uniform(-3.5, -0.5):.1f}", "iv": f"{r.uniform(14, 21):.1f}",
        "lb10": f"{c['ylb'] + r.uniform(0.1, 0.35):.2f}",
        "set_mid": f"{set_mid:,.2f}", "set_mid_c": f"{set_mid_c:+.2f} pts", "set_close": f"{set_mid + r.uniform(-8, 8):,.2f}",
        "to_mid": f"{r.uniform(14, 26):.1f}", "fl_side2": r.choice(["sellers", "buyers"]),
        "rng_lo": f"{c['h27'] - r.uniform(3, 6):.1f}", "rng_hi": f"{c['h27'] + r.uniform(2, 6):.1f}",
        "oi": f"{r.randint(900, 6000):,}", "delta_px": _f(px["DELTA"]),
        "delta_3m": _f(_up(px["DELTA"], -r.randint(30, 70))), "delta_pe": f"{r.uniform(48, 70):.0f}",
        "delta_pe3": f"{r.uniform(38, 52):.0f}", "dy": f"{r.uniform(5.2, 6.8):.1f}",
        "set_close_c": f"{r.uniform(-1.1, 0.9):+.2f}%",
        "to_close": f"{r.uniform(32, 55):.1f}", "s50_close": f"{s50 + r.uniform(-6, 6):.2f}",
        "s50_close_c": f"{r.uniform(-1.2, 1.0):+.2f}%", "fut_close": f"{c['h27'] + r.uniform(-5, 5):.1f}",
        "fut_close_c": f"{r.uniform(-8, 8):+.1f}", "oi_close": f"{r.randint(380, 460) * 1000:,}",
        "spot_close": f"{c['spotf'] + r.uniform(-0.08, 0.08):.2f}", "bond_close": f"{c['ylb'] + r.uniform(-0.03, 0.03):.2f}",
        "fl_side3": r.choice(["sellers of", "buyers of"]), "fl3": f"{r.uniform(0.5, 3.5):.1f}",
        "pa_eq": f"{r.uniform(-5, 8):+.2f}", "pa_tf": f"{r.uniform(-3, 3):+.2f}",
        "pa_fx": f"{r.uniform(-0.6, 0.6):+.2f}", "pa_bd": f"{r.uniform(-0.3, 0.7):+.2f}",
    })
    c["delta_w"] = f"{r.uniform(5.12, 5.48):.2f}%"
    c["delta_w0"] = f"{r.uniform(4.85, 4.97):.2f}%"
    c["fx_band"] = f"{c['spotf'] - 0.1:.2f}-{c['spotf'] + 0.1:.2f}"
    c["fx_hi"] = f"{c['spotf'] + 0.12:.2f}"
    c["sec"] = [f"{r.uniform(-1.8, 1.8):+.2f}%" for _ in range(14)]
    tr = []
    for sym in ["PTT", "AOT", "KBANK", "DELTA", "CPALL", "SCB", "BDMS", "GULF", "ADVANC"]:
        p = px[sym]
        tr.append(f"| {sym} | {_f(p)} | {_f(_up(p, -r.randint(2, 4)))} | {_f(_up(p, -r.randint(6, 10)))} | "
                  f"{_f(_up(p, r.randint(2, 4)))} | {_f(_up(p, r.randint(6, 10)))} | {r.randint(35, 72)} | {_f(_up(p, r.randint(-8, 8)))} |")
    c["tech_rows"] = "\n".join(tr)
    c.update({"fol_kb": f"{r.uniform(48.85, 48.99):.2f}", "fol_scb": f"{r.uniform(47.5, 48.8):.2f}",
              "fol_aot": f"{r.uniform(14, 22):.2f}", "fol_ptt": f"{r.uniform(6, 11):.2f}", "fol_adv": f"{r.uniform(20, 30):.2f}"})
    c["fn"] = [f"{r.uniform(-900, 700):+,.0f}" for _ in range(6)]
    c.update({"gross": f"{r.uniform(62, 72):.1f}", "netb": f"{r.uniform(52, 64):.1f}",
              "hedge": f"{r.randint(84, 97)}", "var": f"{r.uniform(38, 55):.1f}", "dv01": f"{r.randint(280, 410)}"})
    return c


HOUR_W_HUMAN = [0.05, 0, 0, 0, 0, 0, 0.05, 0.6, 2.2, 4.0, 7.0, 6.0, 2.6, 2.0, 5.0, 6.0, 5.0, 2.4, 1.3, 1.4, 1.1, 0.7, 0.4, 0.2]
HOUR_W_ALERT = [0.3, 0.3, 0.2, 0, 0, 0, 0, 0, 0, 0.6, 7, 6, 2, 0, 4, 6, 5, 0, 0, 1.2, 1.2, 1.0, 0.8, 0.5]


# time windows (ICT hours) for chatter that only makes sense at certain times of the day
CHAT_WINDOWS = [
    ("ใกล้ปิดตลาดเช้า", 12.0, 12.45), ("ตลาดบ่ายเปิดมาแดง", 14.5, 15.2), ("ตลาดปิดแล้ว", 16.6, 19.0),
    ("night session เงียบ", 19.0, 23.0), ("ขอบคุณทุกคนสำหรับวันนี้", 17.0, 21.0), ("พรุ่งนี้ใครเข้าออฟฟิศ", 16.0, 22.0),
    ("ข้าวมันไก่", 11.5, 12.7), ("กินข้าวก่อน", 12.0, 13.0), ("กาแฟมาแล้ว", 8.0, 11.0), ("มาสายนิดนึง", 7.5, 9.5),
    ("how's the tape", 10.0, 16.5), ("back from a meeting", 9.0, 19.0), ("ปิดเช้า SET", 12.5, 13.5),
    ("ขายหนักช่วง 11 โมง", 11.3, 17.0), ("บ่ายนี้ IC 15:00", 8.0, 14.0), ("IC วันนี้ขอให้ทุกคน", 8.0, 14.5),
    ("IC deck before 3", 10.0, 13.5), ("ส่ง deck ให้", 13.6, 14.8), ("สรุปสั้นๆ ช่วงเช้า", 12.5, 14.0),
    ("สรุป TFEX ช่วงเช้า", 12.5, 14.0), ("สรุปตลาดเงินช่วงเช้า", 12.5, 14.0), ("ตลาดบ่ายนี้ดูเหนื่อย", 14.6, 16.5),
    ("US futures แดง", 17.0, 22.0), ("เมื่อคืน night session", 7.5, 12.0), ("program trading เยอะผิดปกติ", 11.5, 18.0),
    ("เมื่อคืน หุ้นพลังงาน", 7.5, 12.0), ("ต่างชาติขายสุทธิอีกแล้วช่วงเช้า", 11.0, 13.0), ("volume หายไปไหน", 10.0, 16.5),
    ("DELTA วิ่งแรง", 10.0, 16.5), ("S50 basis แคบลง", 10.0, 16.9), ("ระบบ OMS ช้า", 10.0, 16.5),
    ("ใครมีเบอร์ dealer", 8.0, 17.0), ("ไม่ไหวสักที", 10.0, 17.0), ("หุ้นแบงก์อ่อนทั้งกลุ่ม", 10.0, 17.0),
    ("กลุ่มโรงพยาบาลโดนขาย", 10.0, 17.0), ("PTT-R โดนเก็บ", 10.0, 18.0), ("CPALL แอคทีฟ", 10.0, 16.5),
    ("ADVANC นิ่งมาก", 11.0, 17.0), ("ตอนบ่าย มี importer", 14.5, 20.0), ("ค้างไปแป๊บนึงตอน 14:32", 14.6, 18.0),
    ("เข้าช้านิดนึง", 15.0, 21.0), ("compliance attestation", 9.0, 16.0), ("Opportunity Day บ่ายนี้", 8.0, 13.0),
    ("risk engine ตัดไซซ์", 10.3, 18.0), ("ตาราง vol", 18.9, 22.5), ("reconcile ตอนห้าโมงครึ่ง", 9.0, 17.0),
    ("BOT reference rate วันนี้", 12.0, 18.0), ("คุยกับ dealer ธนาคาร", 9.0, 17.0), ("ขอเตือนเรื่อง compliance", 13.0, 20.0),
    ("OI ขึ้นเยอะเลยเมื่อวาน", 7.5, 12.0), ("good session so far", 11.0, 16.0), ("ไฟดับแป๊บนึง", 8.0, 20.0),
    ("SG is pouring", 8.0, 18.0),
]


def _chat_window(who, txt):
    for key, lo, hi in CHAT_WINDOWS:
        if key in txt:
            return lo, hi
    return (8.0 if who == "pm" else 7.5), 23.0


def _rand_time_win(day, weights, lo, hi):
    r = day.r
    for _ in range(60):
        t = _rand_time(day, weights, int(lo), min(24, int(hi) + 1))
        h = (t - day.start) / 3600000.0
        if lo <= h < hi:
            return t
    return day.start + int(r.uniform(lo, hi) * 3600000)


def _rand_time(day, weights, lo_h=0.0, hi_h=24.0):
    r = day.r
    hours = [h for h in range(24) if weights[h] > 0 and lo_h <= h < hi_h]
    h = r.choices(hours, weights=[weights[x] for x in hours])[0]
    return day.T(h, r.randint(0, 59), r.randint(0, 59))


def _build_day(seed, ch_index, day_start, cid, worker):
    local_date = datetime.fromtimestamp((day_start + ICT_MS + DAY_MS // 2) / 1000, timezone.utc).date()
    r = random.Random(f"{DESK}|seed={seed}|ch={ch_index}|{local_date.isoformat()}")
    day = _Day(r, day_start, cid, worker)
    c = _ctx(r, local_date)
    day.ctx = c
    px = c["px"]
    T, post, H, N, X, I = day.T, day.post, day.H, day.N, day.X, day.I

    # ---------------------------------------------------------------- choose optional groups
    optional = {"options": 3, "bond": 3, "night": 3, "gulf": 6, "ptt_tp": 1, "s50_stop_rm": 1,
                "kbank_thesis": 1, "delta_breach": 1, "midday_view": 1, "delta_news": 1,
                "set50_news": 1, "kbank_news": 1, "bdms_news": 1, "advanc_news": 1}
    core = 35
    target = r.randint(37, 44)
    names = sorted(optional)
    r.shuffle(names)
    on = set()
    total = core
    for nm in names:
        if total + optional[nm] <= target:
            on.add(nm)
            total += optional[nm]

    # ---------------------------------------------------------------- fixed bot schedule (noise)
    hb = []
    for h in range(24):
        t = T(h, 0, r.randint(0, 40))
        hb.append(N(post(t, "mon", r.choice([
            f"♥ deskmon {h:02d}:00 ok · gw up · lag {r.randint(18, 95)}ms · queue {r.randint(0, 3)}",
            f"♥ heartbeat {h:02d}:00 ICT · oms=up tfex=up risk=up news=up · lag {r.randint(18, 95)}ms",
            f"♥ {h:02d}:00 all services green · feed lag {r.randint(20, 140)}ms · mem {r.randint(41, 77)}%",
        ]))))
    for (h, m) in [(10, 30), (11, 30), (14, 45), (15, 45), (16, 45), (19, 30), (21, 30)]:
        N(post(T(h, m, r.randint(0, 50)), "risk",
               f"risk-v3 ✅ all limits ok ({r.randint(13, 15)}/{15}) · gross {r.uniform(62, 72):.1f}% NAV · "
               f"S50 Δ {r.randint(95, 140)} สัญญา · FX hedge {r.randint(84, 97)}%"))
    N(post(T(3, 0, 20, jit=60), "tfex",
           f"TFEX-CLR|{c['ddmmyyyy']} 03:00:{r.randint(10, 59)}|EOD|SESSION=NIGHT|OPEN_POS S50H27=+{c['fut_pos']}|"
           f"S50Z26 OPT={c['put_pos']}|MARGIN_CALL=NONE|EXCESS_THB={r.randint(40, 90)},{r.randint(100, 999)},000"))
    N(post(T(1, 0, 5, jit=120), "cron", f"[cron] 01:00 eod-recon (T-1): positions={r.randint(12, 16)} breaks=0 ✅ ({r.randint(18, 60)}s)"))
    N(post(T(2, 30, 0, jit=120), "cron", f"[cron] 02:30 backup oms-db → s3://bkk-desk-backup/{c['yymmdd']}/ ok ({r.uniform(1.2, 3.8):.1f} GB)"))
    N(post(T(6, 0, 0, jit=120), "cron", f"[cron] 06:00 nav-calc done · NAV THB {r.uniform(12200, 12700):,.1f}m · px source SET close T-1"))
    cron_router = X(post(T(7, 0, 0, jit=60), "cron",
                         f"[cron] 07:00 news-router: 0 routed, {r.randint(20, 45)} skipped, 0 errors (overnight batch)"))
    I(cron_router, "cron summary '0 routed' is a status line, not a routing decision", "not_hard", prio=2)
    N(post(T(17, 30, 0, jit=120), "cron", f"[cron] 17:30 eod-recon: positions={r.randint(13, 17)} breaks=0 ✅ · trades={r.randint(9, 20)}"))
    N(post(T(23, 0, 0, jit=120), "cron", f"[cron] 23:00 archive channel logs ok · {r.randint(300, 700)} msgs"))
    N(post(T(6, 15, 0, jit=300), "ci", f"CI ✅ oms-adapter #{r.randint(4400, 4499)} main → prod deployed in {r.randint(2, 4)}m{r.randint(10, 59)}s (v2.14.{r.randint(2, 9)})"))
    N(post(T(13, 10, 0, jit=300), "ci", _ci_log(r)))
    N(post(T(21, 5, 0, jit=300), "ci", _deploy_notes(r)))
    N(post(T(5, 40, 0, jit=600), "feed", _stack_trace(r)))
    N(post(T(13, 12, 0, jit=300), "feed", _stack_trace(r)))
    # reconnect spam burst (later bulk-deleted) and a second one left alone
    spam = []
    t0 = T(4, 10, 0, jit=600)
    for i in range(5):
        sess = "%06x" % r.randint(0, 0xFFFFFF)
        spam.append(N(post(t0 + i * r.randint(6000, 20000), "relay",
                           f"⚠️ gateway disconnected (code 1006) · session {sess} resume failed · reconnecting in {2 ** i}s (attempt {i + 1}/10)")))
    t1 = T(22, 30, 0, jit=900)
    for i in range(3):
        N(post(t1 + i * r.randint(5000, 15000), "relay",
               f"⚠️ gateway reconnect (code 1001) · attempt {i + 1}/10 · resumed={'yes' if i == 2 else 'no'}"))
    # PnL snapshots
    for (h, m, final) in [(11, 0, False), (12, 35, False), (16, 40, True), (21, 0, False)]:
        N(post(T(h, m, 0, jit=90), "pnl", _pnl_table(r, f"{h:02d}:{m:02d}", final),
               attachments=[{"id": str(_snow(day_start + h * 3600000, 9, r.randint(0, 999))),
                             "filename": f"pnl_{h:02d}{m:02d}.png", "size": r.randint(30000, 90000),
                             "url": f"https://cdn.discordapp.com/attachments/{cid}/pnl_{c['yymmdd']}_{h:02d}{m:02d}.png"}]
               if r.random() < 0.5 else None))

    # ---------------------------------------------------------------- pre-open
    somchai_gm = post(T(7, 31, 0, jit=300), "somchai",
                      f"อรุณสวัสดิ์ครับทุกคน ☀️ วันนี้วัน{c['wd_th']}ที่ {c['d']} {c['mon_th']} {c['be']} ตลาดเปิด 10 โมงตามปกติ "
                      "เดี๋ยว Chao-R ส่ง morning brief มาแล้วอ่านกันก่อนนะครับ มีประชุม IC บ่ายสามโมง")
    news_ptt = _news_item(day, T(7, 42, 0, jit=240), *r.choice([
        ("ปตท. ลงนามสัญญาซื้อขาย LNG ระยะยาว 15 ปี ปริมาณ 1.2 ล้านตันต่อปี",
         "ปตท. ระบุว่าสัญญาดังกล่าวช่วยล็อกต้นทุนก๊าซสำหรับโรงไฟฟ้าและโรงแยกก๊าซ เริ่มส่งมอบปี 2571 "
         "ไม่กระทบแผนลงทุน 5 ปีที่ประกาศไว้ก่อนหน้า", "THN", False, "ptt-lng"),
        ("PTT Pcl board approves THB 1.00/share interim dividend, XD in January",
         "The national energy company said the payout reflects stable gas earnings; analysts had pencilled in "
         "THB 0.90-1.00. Record date and XD date to be set by the board next week.", "SEAwire", True, "ptt-div"),
    ]))
    H(news_ptt, "held_position_news",
      ["ปตท. ลงนาม", "LNG"] if "LNG" in message_text(news_ptt.content, news_ptt.embeds) else ["PTT Pcl", "interim dividend"],
      "embed" if news_ptt.embeds else "untagged")
    news_pttep = X(_news_item(day, T(7, 52, 0, jit=240), *r.choice([
        ("ปตท.สผ. ค้นพบแหล่งก๊าซธรรมชาติใหม่นอกชายฝั่งมาเลเซีย คาดปริมาณสำรอง 1.5 ล้านล้านลูกบาศก์ฟุต",
         "ปตท.สำรวจและผลิตปิโตรเลียม เผยผลการเจาะหลุมสำรวจในแปลง SK405B ประสบความสำเร็จ "
         "เตรียมประเมินเชิงพาณิชย์ภายในปี 2570", "THN", False, "pttep-discovery"),
        ("PTT Exploration and Production makes gas discovery offshore Sarawak",
         "The upstream arm said the well in block SK405B encountered a 120m gas column; appraisal drilling "
         "is planned for 2027.", "SEAwire", True, "pttep-sarawak"),
    ])))
    I(news_pttep, "look-alike headline on PTTEP (ปตท.สผ.) while the desk holds PTT", "not_hard")
    X(_news_item(day, T(8, 2, 0, jit=200), *r.choice([
        ("ตลาดหุ้นเอเชียเปิดผสม นักลงทุนรอตัวเลขเงินเฟ้อสหรัฐคืนนี้",
         "ดัชนีนิกเกอิและคอสปีเปิดลบตามหุ้นเทคโนโลยีสหรัฐ ขณะที่ตลาดจีนทรงตัว นักวิเคราะห์ชี้ตลาดหุ้นไทย"
         "แกว่งแคบรอปัจจัยใหม่", "THN", False, "asia-open"),
        ("Asian shares mixed ahead of US CPI; oil firms",
         "Regional equities tracked a softer Wall Street lead while Brent held gains on OPEC+ supply "
         "discipline. Traders see limited conviction before the inflation print.", "SEAwire", True, "asia-mixed"),
    ])))
    report, rep_facts = _morning_report(c, r.choice(["aot", "ptt"]))
    m_report = post(T(8, 6, 0, jit=200), "chao", report,
                    attachments=[{"id": str(_snow(day_start + 8 * 3600000, 9, r.randint(0, 999))),
                                  "filename": f"morning_brief_{c['yymmdd']}.pdf", "size": r.randint(180000, 420000),
                                  "url": f"https://cdn.discordapp.com/attachments/{cid}/morning_brief_{c['yymmdd']}.pdf"}])
    H(m_report, "thesis_update", rep_facts, "buried")
    I(m_report, "one decision sentence buried in section 3 of a long markdown brief", "thesis_update")
    # bulk delete of the overnight reconnect spam
    bd_t = T(8, 12, 0, jit=120)
    day.bulk_delete(spam, bd_t)
    for m in spam:
        day.removed.append(m.content.split(" · ")[1])
    post(bd_t + 4000, "somchai", "ลบ spam reconnect เมื่อคืนออกแล้วนะครับ ห้องรกมาก 😅")
    news_cpall = _news_item(day, T(8, 15, 0, jit=200), *r.choice([
        (f"ซีพี ออลล์ เผยยอดขายสาขาเดิม (SSSG) ไตรมาส 4 ถึงปัจจุบันโต {r.uniform(2.5, 4.5):.1f}%",
         "ผู้บริหารระบุกำลังซื้อต่างจังหวัดฟื้นตัวจากมาตรการกระตุ้นเศรษฐกิจ และเตรียมเปิดสาขาใหม่อีก 700 แห่งในปี 2570",
         "THN", False, "cpall-sssg"),
        ("CP All to open 700 new 7-Eleven stores in 2027, keeps capex at THB 14bn",
         "The convenience-store operator said same-store sales growth stayed positive in Q4 to date, helped by "
         "the government's consumption stimulus.", "SEAwire", True, "cpall-stores"),
    ]))
    H(news_cpall, "watchlist_news",
      ["ซีพี ออลล์", "SSSG"] if "SSSG" in news_cpall.content else ["CP All", "7-Eleven"],
      "embed" if news_cpall.embeds else "untagged")
    dlim = r.choice([120, 150, 180])
    lim_msg = post(T(8, 21, 0, jit=120), "somchai",
                   f"📌 ลิมิตวันนี้ ({c['d']} {c['mon_th']} {c['be2']})\n"
                   "• single name ไม่เกิน 5% NAV (รวม NVDR + SSF)\n"
                   f"• S50 net delta ไม่เกิน {dlim} สัญญา\n"
                   "• FX hedge ratio 80–100% ของ exposure บาท\n"
                   "• Big Lot ทุกดีลต้องให้ PM อนุมัติก่อนส่ง\n"
                   "ใครจะเกินลิมิตบอกก่อนนะครับ ไม่ต้องรอ risk engine เตือน")
    H(lim_msg, "risk_limit", ["5% NAV", f"{dlim} สัญญา"], "untagged")
    day.pin(lim_msg, lim_msg.t + 9000, "somchai")
    day.react(lim_msg, lim_msg.t + 11000, "📌", "somchai")
    day.react(lim_msg, lim_msg.t + 60000, "👍", "ploy")
    post(T(8, 33, 0, jit=240), "pm", "morning all. back-to-back calls in SG today, will check in when i can. ping me for anything that needs sign-off")

    ptt_sz = r.choice([30, 40, 50, 60, 80])
    ptt_px = _f(px["PTT"])
    ptt_sl = f"{_up(px['PTT'], -r.randint(3, 5)):.1f}".rstrip("0").rstrip(".") if r.random() < 0.5 else _f(_up(px["PTT"], -r.randint(3, 5)))
    ptt_prop = post(T(8, 46, 0, jit=240), "natt", r.choice([
        f"PTT ซื้อ {ptt_sz}k @{ptt_px} sl {ptt_sl} ครับ",
        f"PTT ซื้อ {ptt_sz}k @{ptt_px} sl {ptt_sl} นะครับ รอ PM ok",
        f"เสนอครับ PTT ซื้อ {ptt_sz}k @{ptt_px} sl {ptt_sl} ตาม brief",
    ]))
    H(ptt_prop, "trade_proposal", ["PTT", "ซื้อ", f"{ptt_sz}k", ptt_px, ptt_sl], "shorthand")
    I(ptt_prop, "Thai shorthand proposal with k-suffixed size, @price and sl", "trade_proposal")
    day.react(ptt_prop, ptt_prop.t + 30000, "👀", "somchai")
    appr_txt, appr_facts = r.choice([
        (f"ok go 👍 PTT {ptt_sz}k", ["ok go", f"PTT {ptt_sz}k"]),
        ("👍 send it", ["👍", "send it"]),
        ("approved, go ahead", ["approved", "go ahead"]),
        (f"ok ค่ะ ส่งได้เลย {ptt_sz}k", ["ok ค่ะ", "ส่งได้เลย"]),
    ])
    ptt_appr = post(T(9, 14, 0, jit=600), "pm", appr_txt, ref=ptt_prop)
    H(ptt_appr, "trade_approval", appr_facts, "reply")
    I(ptt_appr, "short PM reply approving a proposal", "trade_approval")

    news_aot = _news_item(day, T(9, 3, 0, jit=240), *r.choice([
        (f"ท่าอากาศยานไทย เผยผู้โดยสารระหว่างประเทศเดือน {TH_MON[(local_date.month - 2) % 12]} เพิ่มขึ้น {c['pax']}% YoY",
         "สนามบินสุวรรณภูมิมีผู้โดยสารรวมสูงสุดนับตั้งแต่ปี 2562 ขณะที่นักท่องเที่ยวจีนยังฟื้นตัวช้ากว่าคาด",
         "THN", False, "aot-pax"),
        ("Airports of Thailand wins cabinet nod for Suvarnabhumi east expansion, THB 19.8bn budget",
         "The airport operator said construction would start in Q2 2027 and add 15 million passengers a year "
         "of capacity; the budget is below the THB 20bn flagged earlier.", "SEAwire", True, "aot-east"),
    ]))
    H(news_aot, "held_position_news",
      ["ท่าอากาศยานไทย", f"{c['pax']}%"] if not news_aot.embeds else ["Airports of Thailand", "Suvarnabhumi"],
      "embed" if news_aot.embeds else "untagged")
    I(news_aot, "company-name-only headline on a held name (ท่าอากาศยานไทย / Airports of Thailand)", "held_position_news")
    news_thai = X(_news_item(day, T(9, 18, 0, jit=240), *r.choice([
        ("การบินไทย เพิ่มเที่ยวบินยุโรปช่วงไฮซีซั่น รับนักท่องเที่ยวปลายปี",
         "การบินไทยเพิ่มความถี่เส้นทางกรุงเทพฯ-แฟรงก์เฟิร์ต และกรุงเทพฯ-ซูริก ตั้งแต่ 15 ธ.ค. "
         "คาดอัตราบรรทุกผู้โดยสารเกิน 85%", "THN", False, "thai-europe"),
        ("Thai Airways International lifts 2026 revenue guidance on strong year-end bookings",
         "The flag carrier, relisted after its rehabilitation, expects cabin factor above 85% in December.",
         "SEAwire", True, "thai-guidance"),
    ])))
    I(news_thai, "look-alike: การบินไทย (Thai Airways) vs held ท่าอากาศยานไทย (AOT)", "not_hard", prio=2)

    roll_lvl = f"{round(c['s50'] - r.uniform(15, 30)):.0f}"
    q_roll = X(post(T(9, 24, 0, jit=200), "ploy",
                    f"ถ้า SET50 หลุด {roll_lvl} เราจะ roll S50Z26 ไป S50H27 เลยไหมคะ หรือรอใกล้หมดอายุก่อน"))
    I(q_roll, "ถ้า… hypothetical ending in ไหม about a roll", "not_hard")
    post(q_roll.t + r.randint(60000, 240000), "somchai", "เดี๋ยวค่อยคุยกันใน IC บ่ายนี้ครับ", ref=q_roll)
    cp_yday = _f(_up(px["CPALL"], r.randint(-4, 4)))
    past = X(post(T(9, 33, 0, jit=200), "natt",
                  f"เมื่อวานขาย CPALL ออกหมดที่ {cp_yday} นะครับ เผื่อใครถาม ตอนนี้เหลือแค่ใน watchlist 555"))
    I(past, "เมื่อวาน past fill told as history", "not_hard")

    s50_n = r.choice([20, 25, 30])
    s50_ok = s50_n - r.choice([5, 10])
    s50_lmt = f"{c['h27']:.1f}"
    s50_stop = f"{round(c['h27'] - r.uniform(10, 16)):.0f}"
    s50_prop = post(T(9, 40, 0, jit=200), "ploy", r.choice([
        f"S50H27 ซื้อเพิ่ม {s50_n} สัญญา limit {s50_lmt} stop {s50_stop} ขออนุมัติค่ะ 🙏",
        f"ขอ long S50H27 เพิ่ม {s50_n} สัญญา ที่ {s50_lmt} stop {s50_stop} นะคะ ตาม view morning brief",
    ]))
    H(s50_prop, "trade_proposal", ["S50H27", "ซื้อ" if "ซื้อ" in s50_prop.content else "long",
                                   f"{s50_n} สัญญา", s50_lmt, s50_stop], "untagged")
    s50_appr = post(s50_prop.t + r.randint(240000, 700000), "pm", r.choice([
        f"go {s50_n} lots ok", f"approved {s50_n} สัญญา 👍"]), ref=s50_prop)
    H(s50_appr, "trade_approval", [f"{s50_n}", "go" if "go" in s50_appr.content else "approved"], "reply")

    typo = post(T(9, 57, 0, jit=60), "natt", "ใกล้เปิดแล้วว ตั้งใจกันหน่อย")
    day.edit(typo, typo.t + 15000, "ใกล้เปิดแล้ว ตั้งใจกันหน่อย 💪")

    # ---------------------------------------------------------------- morning session
    oid = f"{c['yymmdd']}{r.randint(1000000, 9999999)}"
    t_open = T(10, 0, 3)
    ptt_ack = post(t_open, "oms", "", embeds=[{
        "title": "KS-OMS · ยืนยันคำสั่ง (Order Accepted)", "description": "คำสั่งเข้าระบบ SET เรียบร้อย",
        "author": "KS-OMS",
        "fields": [{"name": "บัญชี", "value": "FND-07 กองทุนหลัก", "inline": True},
                   {"name": "หลักทรัพย์", "value": "PTT", "inline": True},
                   {"name": "ฝั่ง", "value": "ซื้อ (Buy)", "inline": True},
                   {"name": "จำนวน", "value": f"{ptt_sz * 1000:,} หุ้น", "inline": True},
                   {"name": "ราคา", "value": ptt_px, "inline": True},
                   {"name": "ประเภท", "value": "Limit / Day"},
                   {"name": "สถานะ", "value": "Open (รอจับคู่)"}],
        "footer": f"เลขที่คำสั่ง {oid} · SET main board · {_hhmmss(t_open)}"}])
    H(ptt_ack, "trade_confirmation", ["PTT", "ซื้อ", f"{ptt_sz * 1000:,}", ptt_px, oid], "embed")
    tf_oid = f"TF{r.randint(10000000, 99999999)}"
    t_rs = t_open + r.randint(20000, 45000)
    rs = {"ts": _iso(t_rs), "engine": "risk-v3", "event": "order_resized", "order_id": tf_oid,
          "symbol": "S50H27", "side": "BUY", "qty_requested": s50_n, "qty_approved": s50_ok,
          "limit": "s50_net_delta", "ลิมิต": dlim, "เดลต้าหลังเทรด": dlim,
          "เหตุผล": "ลดขนาดคำสั่งให้อยู่ในลิมิตเดลต้าสุทธิ (อนุมัติแล้วแต่เกินลิมิต)"}
    rs_txt = "```json\n" + json.dumps(rs, ensure_ascii=False) + "\n```"
    resize = post(t_rs, "risk", rs_txt)
    H(resize, "risk_limit", ["order_resized", "S50H27", f'"qty_approved": {s50_ok}'], "structured")
    I(resize, "risk engine JSON with Thai keys resizing an already-approved order", "risk_limit")
    t_ack = t_rs + r.randint(1500, 5000)
    tf_ack = post(t_ack, "tfex",
                  f"TFEX-CLR|{c['ddmmyyyy']} {_hhmmss(t_ack)}|ACK|ORD={tf_oid}|S50H27|BUY|{s50_ok}|LMT={s50_lmt}|ST=OPEN|ACC=FND07")
    H(tf_ack, "trade_confirmation", ["ACK", tf_oid, "S50H27", "BUY", f"LMT={s50_lmt}"], "structured")
    t_fill = t_open + r.randint(90000, 200000)
    ptt_fill = post(t_fill, "oms", "", embeds=[{
        "title": "KS-OMS · รายงานการจับคู่ (Matched)", "description": "จับคู่ครบตามจำนวน",
        "author": "KS-OMS",
        "fields": [{"name": "หลักทรัพย์", "value": "PTT", "inline": True},
                   {"name": "ฝั่ง", "value": "ซื้อ", "inline": True},
                   {"name": "จำนวนที่จับคู่", "value": f"{ptt_sz * 1000:,}", "inline": True},
                   {"name": "ราคาเฉลี่ย", "value": ptt_px, "inline": True},
                   {"name": "คงเหลือ", "value": "0", "inline": True}],
        "footer": f"เลขที่คำสั่ง {oid} · {_hhmmss(t_fill)}"}])
    H(ptt_fill, "trade_fill", ["PTT", "ซื้อ", f"{ptt_sz * 1000:,}", ptt_px, oid], "embed")
    I(ptt_fill, "embed-only OMS fill with Thai field names (หลักทรัพย์/ฝั่ง/จำนวนที่จับคู่)", "trade_fill")
    N(post(t_fill + r.randint(20000, 90000), "natt", r.choice(["thx", "ได้ครบแล้ว 👍", "ok ครับ"]), ref=ptt_fill))
    s50_fpx = f"{c['h27'] - 0.1 * r.randint(0, 3):.1f}"
    t_tf = t_ack + r.randint(60000, 240000)
    tf_fill = post(t_tf, "tfex",
                   f"TFEX-CLR|{c['ddmmyyyy']} {_hhmmss(t_tf)}|FILL|ORD={tf_oid}|S50H27|BUY|{s50_ok}|PX={s50_fpx}|ACC=FND07|REM=0")
    H(tf_fill, "trade_fill", ["FILL", tf_oid, "S50H27", "BUY", f"PX={s50_fpx}"], "structured")
    I(tf_fill, "TFEX clearing pipe-separated FILL line", "trade_fill")
    N(post(t_tf + r.randint(30000, 120000), "ploy", "โอเคค่ะ เห็นแล้ว 😅", ref=resize))

    # AOT stop moved twice by editing the same message
    aotp = px["AOT"]
    s0 = _f(_up(aotp, -r.randint(6, 8)))
    s1 = _f(_up(aotp, -r.randint(4, 5)))
    s2 = _f(_up(aotp, -r.randint(2, 3)))
    aot_stop = post(T(10, 18, 0, jit=240), "natt", f"AOT ย้าย sl ขึ้นมาที่ {s0} นะครับ ล็อกกำไรไว้ก่อน")
    day.edit(aot_stop, T(11, 6, 0, jit=300), f"AOT ย้าย sl ขึ้นมาที่ {s1} นะครับ ล็อกกำไรไว้ก่อน (แก้)")
    day.edit(aot_stop, T(14, 50, 0, jit=300), f"AOT ย้าย sl ขึ้นมาที่ {s2} นะครับ ล็อกกำไรไว้ก่อน (แก้รอบ 2 หลัง call IR)")
    H(aot_stop, "stop_or_target_change", ["AOT", "sl", s2], "untagged", superseded=[s0, s1])
    I(aot_stop, "stop moved twice by editing the same Thai message", "stop_or_target_change")
    day.react(aot_stop, aot_stop.t + 40000, "📌", "somchai")

    if "delta_breach" in on:
        t_b = T(10, 35, 0, jit=300)
        br = post(t_b, "risk",
                  f"risk-v3 BREACH metric=single_name_pct_nav sym=DELTA incl=DELTA,DELTAH27 value={c['delta_w']} "
                  "limit=5.00% action=alert_desk สถานะ=ต้องแก้ไขภายในวัน")
        H(br, "risk_limit", ["BREACH", "sym=DELTA", f"value={c['delta_w']}"], "structured")

    if "set50_news" in on:
        n = _news_item(day, T(10, 42, 0, jit=200), *r.choice([
            (f"ตลท. ประกาศรายชื่อหุ้น SET50 รอบ ม.ค.–มิ.ย. {int(c['be']) + 1}: เพิ่ม 2 ตัว ตัดออก 2 ตัว",
             f"การปรับองค์ประกอบดัชนี SET50 มีผล 1 ม.ค. {int(c['be']) + 1} กองทุนดัชนีต้องปรับพอร์ตในวันทำการสุดท้ายของเดือน",
             "THN", False, "set50-review"),
            ("SET50 index to cap constituent weights at 10% from January, exchange says",
             "The Stock Exchange of Thailand said the cap applies to SET50 and SET100 and futures margins on TFEX "
             "will be reviewed in line with the new methodology.", "SEAwire", True, "set50-cap"),
        ]))
        H(n, "held_position_news", ["SET50", str(int(c["be"]) + 1)] if not n.embeds else ["SET50", "10%"],
          "embed" if n.embeds else "untagged")
        I(n, "news on the underlying index of held SET50 futures/options", "held_position_news", prio=2)

    # Big Lot thread: KBANK -> FOL block -> KBANK-R
    bl_off = _f(_up(px["KBANK"], -r.randint(1, 2)))
    bl_px = _f(_up(px["KBANK"], -r.randint(2, 3)))
    bl_bid = _f(_up(px["KBANK"], -r.randint(4, 5)))
    bl_qty = r.choice([1_000_000, 1_200_000, 1_500_000])
    bl_q = f"{bl_qty:,}"
    bl_words = {1_000_000: "หนึ่งล้านหุ้น", 1_200_000: "หนึ่งล้านสองแสนหุ้น", 1_500_000: "หนึ่งล้านห้าแสนหุ้น"}[bl_qty]
    starter = post(T(10, 29, 0, jit=120), "somchai", "KGI โทรมาเสนอ Big Lot KBANK ครับ เปิดเธรดคุยกันในนี้ 👇")
    th = day.thread_from(starter)
    tt = starter.t + r.randint(30000, 90000)
    offer = X(post(tt, "natt", f"ฝั่ง KGI มีของ KBANK {bl_words} ({bl_q}) เสนอที่ {bl_off} บนกระดาน Big Lot "
                              f"ต่ำกว่า last ราวๆ {r.uniform(0.3, 0.9):.1f}% ครับ", thread=th))
    tt += r.randint(60000, 180000)
    X(post(tt, "somchai", f"ต่อเป็น {bl_bid} ได้ไหม ลองดูครับ ของเยอะขนาดนี้น่าจะยอม", thread=th))
    tt += r.randint(240000, 480000)
    post(tt, "natt", f"เขาให้ {bl_px} final ครับ ต่ำกว่านี้ไม่ได้แล้ว มีคนรออยู่อีกเจ้า", thread=th)
    tt += r.randint(40000, 120000)
    bl_prop = post(tt, "natt", f"เสนอ: ซื้อ KBANK {bl_q} หุ้น Big Lot @ {bl_px} ผ่าน KGI ขออนุมัติครับ", thread=th)
    H(bl_prop, "trade_proposal", ["ซื้อ", "KBANK", bl_q, bl_px], "untagged")
    I(bl_prop, "Big Lot board proposal inside a negotiation thread", "trade_proposal")
    tt += r.randint(20000, 60000)
    fol = {"ts": _iso(tt), "engine": "risk-v3", "check": "pre_trade", "event": "order_blocked",
           "symbol": "KBANK", "board": "main", "side": "BUY", "qty": bl_qty,
           "reason": "FOREIGN_OWNERSHIP_LIMIT", "สัดส่วนต่างชาติ": f"{r.uniform(48.90, 48.99):.2f}%",
           "เพดานต่างชาติ": "49.00%", "ข้อเสนอแนะ": "ใช้ NVDR (KBANK-R) แทน"}
    fol_msg = post(tt, "risk", "```json\n" + json.dumps(fol, ensure_ascii=False, indent=1) + "\n```")
    H(fol_msg, "risk_limit", ["order_blocked", '"symbol": "KBANK"', "FOREIGN_OWNERSHIP_LIMIT"], "structured")
    I(fol_msg, "foreign-ownership-limit pre-trade block as JSON", "risk_limit")
    tt += r.randint(60000, 150000)
    X(post(tt, "somchai", "FOL เต็มแล้ว 😩 ฝั่ง NVDR ได้ไหมครับ KGI มีของ -R หรือเปล่า ราคาน่าจะเท่ากัน", thread=th))
    tt += r.randint(60000, 180000)
    bl_prop2 = post(tt, "natt", f"แก้เป็นซื้อ KBANK-R (NVDR) {bl_q} หุ้น @ {bl_px} Big Lot เหมือนเดิม ขออนุมัติอีกรอบครับ", thread=th)
    H(bl_prop2, "trade_proposal", ["ซื้อ", "KBANK-R", bl_q, bl_px], "untagged")
    tt += r.randint(900000, 1800000)
    bl_appr = post(tt, "pm", r.choice([f"approved via NVDR 👍 max {bl_px}", f"ok, KBANK-R at {bl_px} approved. go"]),
                   ref=bl_prop2, thread=th)
    H(bl_appr, "trade_approval", ["approved", bl_px], "reply")
    day.pin(bl_appr, bl_appr.t + 20000, "somchai")
    tt += r.randint(60000, 180000)
    route = post(tt, "somchai", f"@Exec-A รับไปทำ Big Lot ซื้อ KBANK-R {bl_q} @ {bl_px} กับ KGI นะครับ ส่งก่อนปิดเช้า",
                 thread=th)
    H(route, "route_decision", ["@Exec-A", "KBANK-R", bl_q], "untagged")
    I(route, "routing a Big Lot to the execution agent by @mention in Thai", "route_decision")
    tt += r.randint(60000, 150000)
    bl_ref = f"BL-{c['yymmdd']}{r.randint(10, 99)}"
    ex_ack = post(tt, "exec", f"ACK {bl_ref} · BUY KBANK-R {bl_q} @ {bl_px} · board=BIG_LOT · cpty=KGI · status=SUBMITTED",
                  thread=th)
    H(ex_ack, "trade_confirmation", [bl_ref, "BUY", "KBANK-R", "status=SUBMITTED"], "structured")
    tt += r.randint(200000, 500000)
    bl_fill = post(tt, "oms", "", thread=th, embeds=[{
        "title": "KS-OMS · Big Lot จับคู่แล้ว", "author": "KS-OMS",
        "fields": [{"name": "กระดาน", "value": "Big Lot (BL)", "inline": True},
                   {"name": "หลักทรัพย์", "value": "KBANK-R", "inline": True},
                   {"name": "ฝั่ง", "value": "ซื้อ", "inline": True},
                   {"name": "จำนวน", "value": bl_q, "inline": True},
                   {"name": "ราคา", "value": bl_px, "inline": True},
                   {"name": "คู่สัญญา", "value": "KGI"}],
        "footer": f"ref {bl_ref} · ชำระราคา T+2"}])
    H(bl_fill, "trade_fill", ["KBANK-R", "ซื้อ", bl_q, bl_px, bl_ref], "embed")
    tt += r.randint(30000, 90000)
    N(post(tt, "natt", "done ครับ 🙏", thread=th))
    tt += r.randint(60000, 600000)
    N(post(tt, "pm", "nice work 👏", thread=th))
    day.I(offer, "broker's Big Lot offer quoted in the thread (not the desk's proposal)", "not_hard", prio=2)

    # Chao-R no-route on PTTEP
    nr = post(T(10, 53, 0, jit=300), "chao", r.choice([
        "PTTEP / ปตท.สผ. discovery headline (07:5x): not our name — the book holds PTT, not PTTEP. No action, not routed.",
        "Checked the ปตท.สผ. (PTTEP) headline from pre-open: upstream arm only, no read-across we act on. Not routed, no action for the desk.",
    ]))
    H(nr, "no_route_decision", ["PTTEP", "not routed"] if "not routed" in nr.content else ["PTTEP", "Not routed"], "untagged")
    X(_news_item(day, T(11, 2, 0, jit=240), "Delta Air Lines raises Q4 EPS guidance on strong holiday demand",
                 "The Atlanta-based carrier now sees Q4 EPS at the top of its range; premium cabins and loyalty "
                 "revenue drove the upgrade.", "SEAwire", r.random() < 0.5, "dal-guidance"))

    prop = X(post(T(11, 12, 0, jit=300), "prop", r.choice([
        f"(พอร์ตบริษัท) ซื้อ SCB {r.choice([200, 300, 400])}k @ {_f(px['SCB'])} ไปแล้วนะครับ แจ้งเฉยๆ ไม่เกี่ยวกับกองทุน",
        f"แจ้งเพื่อทราบ พอร์ตบริษัทเข้า NVDA80 (DR) {r.choice([300, 500])}k ที่ {r.uniform(13, 16):.2f} เมื่อกี้ ฝั่งกองไม่ต้องทำอะไรครับ",
    ])))
    I(prop, "another desk's trade (พอร์ตบริษัท / prop)", "not_hard")
    paper = X(post(T(11, 21, 0, jit=300), "natt",
                   f"พอร์ตจำลอง: ซื้อ GULF 100k @ {_f(px['GULF'])} ลองเทสกลยุทธ์ momentum ใหม่ 555 ไม่ใช่ของจริงนะ"))
    I(paper, "paper trade in พอร์ตจำลอง", "not_hard")

    # SCC wrong ticker deleted, SCB proposal, PM rejection
    t_scc = T(11, 31, 0, jit=180)
    scc_txt = f"SCC ซื้อ 30k @ {_f(px['SCC'])} ครับ"
    scc = post(t_scc, "natt", scc_txt)
    day.delete(scc, t_scc + r.randint(25000, 60000))
    H(scc, "trade_proposal", ["SCC", "ซื้อ", "30k"], "shorthand")
    day.removed.append(scc_txt)
    post(t_scc + r.randint(70000, 90000), "natt", "ลบอันเมื่อกี้นะครับ ผิดตัว 😅 จะเอา SCB ไม่ใช่ปูน")
    scb_px = _f(px["SCB"])
    scb = post(t_scc + r.randint(100000, 140000), "natt", f"SCB ซื้อ 30k @ {scb_px} ครับ เก็บก่อนงบ Q4")
    H(scb, "trade_proposal", ["SCB", "ซื้อ", "30k", scb_px], "shorthand")
    rej_txt, rej_f = r.choice([
        ("ยังไม่เอา SCB วันนี้นะ รอหลังประชุม กนง. ก่อน ❌", ["ยังไม่เอา", "SCB"]),
        ("no on SCB for now — wait for the BOT meeting", ["no on SCB", "wait"]),
    ])
    scb_rej = post(scb.t + r.randint(600000, 1500000), "pm", rej_txt, ref=scb)
    H(scb_rej, "trade_approval", rej_f, "reply")
    I(scb_rej, "PM rejects a proposal in a short reply (ยังไม่เอา / no on)", "trade_approval")

    # DELTA sale, approval, fill with price fixed by edit
    dq = r.choice([20, 30, 40])
    dpx = _f(_up(px["DELTA"], r.randint(0, 2)))
    dwrong = _f(_up(px["DELTA"], r.randint(3, 5)))
    d_prop = post(T(11, 44, 0, jit=200), "natt",
                  f"ขอขาย DELTA {dq}k @ {dpx} ลดน้ำหนักให้ต่ำกว่า 5% NAV ตามที่ risk เตือนครับ")
    H(d_prop, "trade_proposal", ["ขาย", "DELTA", f"{dq}k", dpx], "untagged")
    d_appr = post(d_prop.t + r.randint(90000, 300000), "somchai", "ok ขายได้ครับ ไม่ต้องรอ PM อันนี้ลด risk", ref=d_prop)
    H(d_appr, "trade_approval", ["ok", "ขายได้"], "reply")
    d_fill = post(d_appr.t + r.randint(200000, 500000), "natt", f"[FILL] DELTA ขาย {dq * 1000:,} หุ้น @ {dwrong}")
    day.edit(d_fill, d_fill.t + r.randint(300000, 700000), f"[FILL] DELTA ขาย {dq * 1000:,} หุ้น @ {dpx} (แก้ราคา พิมพ์ผิด)")
    H(d_fill, "trade_fill", ["[FILL]", "DELTA", "ขาย", f"{dq * 1000:,}", dpx], "tagged", superseded=[dwrong])
    I(d_fill, "tagged [FILL] whose price was corrected by an edit", "trade_fill")
    day.react(d_fill, d_fill.t + 20000, "✅", "somchai")

    bt = X(post(T(12, 14, 0, jit=300), "ploy",
                "แบ็กเทสต์ S50 calendar spread 3 ปี: เข้า ซื้อ S50H ขาย S50Z ที่ spread -2.5 ออกที่ 0 "
                f"ได้ {r.randint(38, 61)} เทรด win rate {r.randint(55, 68)}% Sharpe {r.uniform(0.8, 1.4):.2f} "
                "ค่า fill เฉลี่ย 918.2 / 915.7 (จำลอง) ไว้เอาเข้า IC ค่ะ"))
    I(bt, "แบ็กเทสต์ with simulated fills", "not_hard")

    # forgotten: SMA fill with a customer account number
    acct = f"{r.randint(1000, 9999)}-{r.randint(100000, 999999)}"
    cname = r.choice(["คุณวิชัย ส.", "คุณสุนีย์ ก.", "คุณประเสริฐ ท.", "คุณมาลี จ."])
    sma_q = r.choice([5, 8, 12])
    sma_px = _f(px["AOT"])
    sma_txt = f"[FILL] SMA {cname} บัญชี {acct} ซื้อ AOT {sma_q} พันหุ้น @ {sma_px} เรียบร้อยครับ"
    sma = post(T(12, 21, 0, jit=200), "natt", sma_txt)
    H(sma, "trade_fill", ["AOT", "ซื้อ", f"{sma_q} พันหุ้น", sma_px], "tagged")
    day.forget(sma, sma.t + r.randint(300000, 900000), AUTHOR_IDS["somchai"])
    day.removed.append(f"บัญชี {acct}")
    post(sma.t + r.randint(950000, 1100000), "somchai",
         "ลบข้อความที่มีเลขบัญชีลูกค้าออกแล้วนะครับ 🙏 เลขบัญชี SMA ห้ามโพสต์ในห้องนี้ ใช้ ticket ของ ops แทน")

    # ---------------------------------------------------------------- lunch
    mid_txt, mid_facts = _midday_report(c, "midday_view" in on)
    mid = post(T(12, 46, 0, jit=300), "chao", mid_txt)
    if mid_facts:
        H(mid, "thesis_update", mid_facts, "buried")
    else:
        X(mid)
    X(_news_item(day, T(13, 14, 0, jit=300), *r.choice([
        ("ธนาคารกรุงไทย คาดสินเชื่อปีหน้าโต 3% เน้นลูกค้าภาครัฐ",
         "กรุงไทยระบุคุณภาพสินทรัพย์ยังอยู่ในระดับที่ควบคุมได้ และตั้งเป้า NPL ต่ำกว่า 3%", "THN", False, "ktb-loans"),
        ("Krungthai Bank sets 2027 loan growth goal of 3%, sees stable asset quality",
         "The state-linked lender expects NPLs below 3% and will keep its dividend payout around 45%.",
         "SEAwire", True, "ktb-2027"),
    ])))
    if "kbank_news" in on:
        n = _news_item(day, T(12, 55, 0, jit=300), *r.choice([
            ("Kasikornbank trims 2027 loan-growth target to 2-3%, flags higher credit costs",
             "Thailand's second-largest lender by assets said it would prioritise asset quality and expand its "
             "NPL-sale programme with its asset-management JV.", "SEAwire", True, "kbank-target"),
            (f"ธนาคารกสิกรไทย เตรียมขายหนี้เสียล็อตใหญ่ {r.randint(2, 4)} หมื่นล้านบาท ให้ JV บริหารหนี้",
             "กสิกรไทยระบุการขายหนี้ครั้งนี้จะช่วยลด NPL ratio ลงราว 0.4 จุด ภายในไตรมาสแรกปีหน้า",
             "THN", False, "kbank-npl"),
        ]))
        H(n, "held_position_news", ["Kasikornbank", "2-3%"] if n.embeds else ["กสิกรไทย", "หนี้เสีย"],
          "embed" if n.embeds else "untagged")
        I(n, "English company name (Kasikornbank) naming a held NVDR position", "held_position_news", prio=2)
    sn = X(post(T(13, 32, 0, jit=300), "chao", _sector_note(c)))
    X(post(sn.t + r.randint(600000, 1800000), "pm", "interesting, let's discuss at IC", ref=sn))
    if "gulf" in on:
        gn = _news_item(day, T(13, 52, 0, jit=120), *r.choice([
            ("Gulf Development wins 2.1 GW solar-plus-storage PPA round from EGAT",
             "The power and infrastructure group said the contracts run 25 years; CODs are spread across "
             "2028-2030.", "SEAwire", True, "gulf-ppa"),
            ("กัลฟ์ ดีเวลลอปเมนท์ คว้าสัญญาซื้อขายไฟฟ้า (PPA) โซลาร์พร้อมแบตเตอรี่ 2.1 กิกะวัตต์ จาก กฟผ.",
             "กัลฟ์ระบุสัญญามีอายุ 25 ปี ทยอยเริ่มจ่ายไฟเชิงพาณิชย์ปี 2571-2573", "THN", False, "gulf-ppa-th"),
        ]))
        H(gn, "watchlist_news", ["Gulf Development", "PPA"] if gn.embeds else ["กัลฟ์ ดีเวลลอปเมนท์", "PPA"],
          "embed" if gn.embeds else "untagged")
        gr = post(gn.t + r.randint(120000, 400000), "chao",
                  "GULF PPA headline (watchlist, no position) → routing to @Nattapong for a sizing review before the close.")
        H(gr, "route_decision", ["GULF", "routing to @Nattapong"], "untagged")
        gq = r.choice([50, 80, 100])
        gpx = _f(_up(px["GULF"], -r.randint(2, 3)))
        gp = post(gr.t + r.randint(600000, 1200000), "natt",
                  f"GULF ซื้อ {gq}k @ {gpx} ตั้งรอไว้ครับ ตามที่ Chao-R ส่งมา ไม่ไล่ราคา")
        H(gp, "trade_proposal", ["GULF", "ซื้อ", f"{gq}k", gpx], "shorthand")
        ga = post(gp.t + r.randint(120000, 500000), "somchai", "ok ตั้งรอได้ครับ", ref=gp)
        H(ga, "trade_approval", ["ok", "ตั้งรอได้"], "reply")
        goid = f"{c['yymmdd']}{r.randint(1000000, 9999999)}"
        g_ack_t = max(ga.t + r.randint(60000, 180000), T(14, 30, 5))
        gk = post(g_ack_t, "oms", "", embeds=[{
            "title": "KS-OMS · ยืนยันคำสั่ง (Order Accepted)", "author": "KS-OMS",
            "fields": [{"name": "หลักทรัพย์", "value": "GULF", "inline": True},
                       {"name": "ฝั่ง", "value": "ซื้อ (Buy)", "inline": True},
                       {"name": "จำนวน", "value": f"{gq * 1000:,} หุ้น", "inline": True},
                       {"name": "ราคา", "value": gpx, "inline": True},
                       {"name": "สถานะ", "value": "Open (รอจับคู่)"}],
            "footer": f"เลขที่คำสั่ง {goid} · SET main board"}])
        H(gk, "trade_confirmation", ["GULF", "ซื้อ", f"{gq * 1000:,}", gpx, goid], "embed")
        gc = post(T(16, 31, 0, jit=120), "oms", "", embeds=[{
            "title": "KS-OMS · ยกเลิกคำสั่ง (Cancelled)", "description": "คำสั่งไม่ได้จับคู่ ยกเลิกอัตโนมัติเมื่อปิดตลาด",
            "author": "KS-OMS",
            "fields": [{"name": "หลักทรัพย์", "value": "GULF", "inline": True},
                       {"name": "ฝั่ง", "value": "ซื้อ", "inline": True},
                       {"name": "จำนวนคงเหลือ", "value": f"{gq * 1000:,}", "inline": True},
                       {"name": "ราคา", "value": gpx, "inline": True},
                       {"name": "สถานะ", "value": "Cancelled (unfilled at close)"}],
            "footer": f"เลขที่คำสั่ง {goid}"}])
        H(gc, "trade_confirmation", ["ยกเลิกคำสั่ง", "GULF", "Cancelled", goid], "embed")

    # ---------------------------------------------------------------- afternoon
    if "bdms_news" in on:
        n = _news_item(day, T(14, 12, 0, jit=300), *r.choice([
            (f"กรุงเทพดุสิตเวชการ ทุ่ม {r.randint(3, 6)},{r.randint(100, 900)} ล้านบาท ซื้อโรงพยาบาลเอกชนในภูเก็ต",
             "บริษัทระบุดีลนี้เสริมฐานลูกค้าต่างชาติในภาคใต้ คาดปิดดีลภายในไตรมาส 1 ปีหน้า", "THN", False, "bdms-phuket"),
            ("Bangkok Dusit Medical Services guides 2027 revenue growth of 6-8%",
             "The hospital group cited international patient volumes and two new facilities opening in 2027.",
             "SEAwire", True, "bdms-guide"),
        ]))
        H(n, "watchlist_news", ["กรุงเทพดุสิตเวชการ", "ภูเก็ต"] if not n.embeds else ["Bangkok Dusit Medical Services", "6-8%"],
          "embed" if n.embeds else "untagged")
    X(_news_item(day, T(14, 18, 0, jit=600), "โรงพยาบาลบำรุงราษฎร์ เปิดศูนย์มะเร็งครบวงจร รับผู้ป่วยต่างชาติ",
                 "บำรุงราษฎร์ลงทุนกว่า 2 พันล้านบาท คาดเปิดให้บริการเต็มรูปแบบกลางปีหน้า", "THN", False, "bh-cancer"))

    if "options" in on:
        strike = int(round((c["s50"] - r.uniform(35, 50)) / 25.0) * 25)
        opt = f"S50Z26P{strike}"
        on_ = r.choice([50, 100, 150])
        prem = f"{r.uniform(3, 8):.1f}"
        op = post(T(14, 36, 0, jit=200), "ploy", f"ซื้อ {opt} {on_} สัญญา @ {prem} เป็น hedge ขาลงก่อน US CPI ค่ะ ขออนุมัติ")
        H(op, "trade_proposal", [opt, "ซื้อ", f"{on_} สัญญา", prem], "untagged")
        oa = post(op.t + r.randint(300000, 900000), "pm", r.choice(["👍 send it", "👍 go"]), ref=op)
        H(oa, "trade_approval", ["👍", oa.content.split(" ", 1)[1]], "reply")
        I(oa, "emoji-led approval reply ('👍 send it')", "trade_approval", prio=2)
        t_of = oa.t + r.randint(60000, 300000)
        ofl = post(t_of, "tfex", f"TFEX-CLR|{c['ddmmyyyy']} {_hhmmss(t_of)}|FILL|ORD=TF{r.randint(10000000, 99999999)}|"
                                 f"{opt}|BUY|{on_}|PX={prem}|ACC=FND07|REM=0")
        H(ofl, "trade_fill", ["FILL", opt, "BUY", f"|{on_}|", f"PX={prem}"], "structured")

    fx_m = r.choice([10, 15, 20])
    fx_px = f"{c['fwdf']:.3f}"
    fx_prop = post(T(14, 41, 0, jit=200), "krit",
                   f"USD/THB 3M fwd: ขาย USD {fx_m} ล้าน @ {fx_px} เพิ่ม hedge exposure บาทไตรมาสแรก ขออนุมัติครับ")
    H(fx_prop, "trade_proposal", ["USD/THB", "ขาย", f"{fx_m} ล้าน", fx_px], "untagged")
    fth = day.thread_from(fx_prop)
    ft1 = post(fx_prop.t + r.randint(60000, 200000), "krit",
               f"spot {c['spot']} swap points {c['pts']} ทำกับ KBANK-FX หรือ BBL ก็ได้ quote ใกล้กัน "
               "hedge ratio หลังเทรดจะอยู่ราวๆ 95% ครับ @Wei Ling ช่วยดูด้วยครับ", thread=fth)
    X(post(ft1.t + r.randint(60000, 300000), "somchai", "FX ต้องให้ PM sign off นะครับ รอก่อน", thread=fth))
    soon = X(post(T(15, 2, 0, jit=300), "krit", "เดี๋ยวค่อยส่ง FX หลัง PM ตอบนะครับ ตอนนี้ยังไม่ได้ส่งอะไร"))
    I(soon, "'we'll send it later' is not a confirmation", "not_hard", prio=2)

    if "ptt_tp" in on:
        tp = _f(_up(px["PTT"], r.randint(6, 10)))
        m = post(T(15, 6, 0, jit=300), "natt", f"PTT ตั้ง TP {tp} ไว้นะครับ ถึงแล้วขายครึ่งนึง")
        H(m, "stop_or_target_change", ["PTT", "TP", tp], "untagged")
    if "s50_stop_rm" in on:
        m = post(T(15, 12, 0, jit=300), "ploy", f"เอา stop S50H27 ที่ {s50_stop} ออกก่อนนะคะ ใช้ put hedge แทน กันโดนสะบัด")
        H(m, "stop_or_target_change", ["S50H27", f"stop S50H27 ที่ {s50_stop} ออก"], "untagged")
    if "kbank_thesis" in on:
        m = post(T(15, 18, 0, jit=300), "somchai",
                 f"KBANK: view ยังบวกอยู่ แต่ลด conviction เหลือ medium หลัง guidance NIM ปี {int(c['be2']) + 1} ออกมาอ่อน ไม่ add เพิ่มแล้วนะครับ")
        H(m, "thesis_update", ["KBANK", "conviction", "medium"], "untagged")
    scc_news = X(_news_item(day, T(15, 22, 0, jit=200), *r.choice([
        ("เอสซีจี (ปูนซิเมนต์ไทย) ขึ้นราคาปูนซีเมนต์ 5% มีผล 1 ม.ค.",
         "เอสซีจีระบุต้นทุนพลังงานและค่าขนส่งปรับขึ้น ขณะที่ความต้องการภาครัฐยังทรงตัว", "THN", False, "scg-cement"),
        ("Siam Cement Group to raise cement prices 5% from January",
         "SCG cited energy and logistics costs; dealers expect competitors to follow within weeks.",
         "SEAwire", True, "scg-price"),
    ])))
    I(scc_news, "look-alike: Siam Cement (SCC) vs SCB on the watchlist", "not_hard", prio=2)
    if "bond" in on:
        bm = r.choice([200, 300, 500])
        by = f"{c['ylb']:.2f}"
        by2 = f"{c['ylb'] - 0.005:.3f}"
        bp = post(T(15, 31, 0, jit=200), "krit", f"LB336A ซื้อ {bm} ล้านบาท (face) ที่ yield {by}% ขยาย duration นิดนึงครับ")
        H(bp, "trade_proposal", ["LB336A", "ซื้อ", f"{bm} ล้านบาท", f"{by}%"], "untagged")
        ba = post(bp.t + r.randint(120000, 400000), "somchai", "ok ส่งเลยครับ", ref=bp)
        H(ba, "trade_approval", ["ok", "ส่งเลย"], "reply")
        bf = post(ba.t + r.randint(300000, 900000), "krit", f"ได้ LB336A {bm} ล้านบาท ที่ {by2}% ครับ report ThaiBMA แล้ว")
        H(bf, "trade_fill", ["LB336A", f"{bm} ล้านบาท", f"{by2}%"], "untagged")
        I(bf, "untagged Thai bond fill with ล้านบาท size and yield", "trade_fill", prio=2)
    X(post(T(15, 40, 0, jit=300), "krit",
           "ทีม fixed income ฝั่ง HK ซื้อ LB346A ไป 500 ล้านบาทเมื่อเช้า แจ้งเพื่อทราบ ไม่ใช่ของเรานะครับ"))
    X(post(T(15, 47, 0, jit=300), "pm", "someone should look at CPALL after that SSSG print, not urgent"))
    X(post(T(16, 3, 0, jit=300), "natt", f"KBANK ตอนนี้ {_f(px['KBANK'])} ควรเพิ่มอีกมั้ยครับ หรือพอแค่ Big Lot เมื่อเช้า"))
    if "delta_news" in on:
        n = _news_item(day, T(16, 8, 0, jit=300), *r.choice([
            (f"Delta Electronics (Thailand) lands USD {r.randint(120, 260)}m data-centre power order",
             "The power-electronics maker said deliveries start in Q2 2027; it did not name the hyperscale customer.",
             "SEAwire", True, "delta-order"),
            ("เดลต้า อีเลคโทรนิคส์ (ประเทศไทย) ขยายโรงงานบางปู รองรับออเดอร์ดาต้าเซ็นเตอร์",
             f"เดลต้าฯ ลงทุนเพิ่ม {r.randint(3, 6)} พันล้านบาท เพิ่มกำลังผลิตอุปกรณ์จ่ายไฟสำหรับดาต้าเซ็นเตอร์อีก 40%",
             "THN", False, "delta-bangpoo"),
        ]))
        H(n, "held_position_news", ["Delta Electronics", "data-centre"] if n.embeds else ["เดลต้า อีเลคโทรนิคส์", "ดาต้าเซ็นเตอร์"],
          "embed" if n.embeds else "untagged")
    X(post(T(16, 22, 0, jit=300), "somchai",
           f"ถ้าพรุ่งนี้ AOT เปิด gap ลงต่ำกว่า {_f(_up(aotp, -10))} ค่อยคุยเรื่อง stop กันอีกทีนะ"))
    X(post(T(16, 26, 0, jit=300), "ploy",
           f"DELTAH27 ถ้าจะตั้ง stop น่าจะแถว {_f(_up(px['DELTA'], 8))} นะคะ ไว้ค่อยคุยกันพรุ่งนี้"))
    if "advanc_news" in on:
        n = _news_item(day, T(17, 5, 0, jit=600), *r.choice([
            ("Advanced Info Service raises 2026 service-revenue guidance to 5-6%",
             "The mobile operator cited 5G upgrades and fixed-broadband growth; capex guidance unchanged.",
             "SEAwire", True, "advanc-guide"),
            ("แอดวานซ์ อินโฟร์ เซอร์วิส ปรับเป้ารายได้บริการปีนี้ขึ้นเป็นโต 5-6%",
             "เอไอเอสระบุลูกค้า 5G และเน็ตบ้านเติบโตต่อเนื่อง งบลงทุนยังคงเดิม", "THN", False, "advanc-guide-th"),
        ]))
        H(n, "watchlist_news", ["Advanced Info Service", "5-6%"] if n.embeds else ["แอดวานซ์ อินโฟร์ เซอร์วิส", "5-6%"],
          "embed" if n.embeds else "untagged")
    hist = X(post(T(17, 12, 0, jit=600), "natt",
                  "ปีที่แล้วเราเคยขาย DELTA ที่ 180 แล้วมันวิ่งต่อไปอีกเกือบเท่าตัว 555 อย่าให้ซ้ำรอยนะ"))
    I(hist, "past-tense trade history (ปีที่แล้ว…เคยขาย)", "not_hard", prio=2)
    quoted = X(post(T(17, 20, 0, jit=600), "krit",
                    "> \"PTT to cut 5-year capex by 10%\" — อันนี้ข่าวเก่าปีที่แล้วนะครับ มีคนส่งต่อในไลน์กลุ่ม อย่าเพิ่งตกใจ"))
    wrong_room = post(T(17, 41, 0, jit=600), "ploy", "พี่คะ คืนนี้ไปกินหมูกระทะกันไหม ร้านเดิมแถวอารีย์ 🐷")
    day.delete(wrong_room, wrong_room.t + r.randint(15000, 40000))
    day.removed.append("หมูกระทะกันไหม ร้านเดิมแถวอารีย์")
    cli = post(T(18, 5, 0, jit=600), "krit",
               f"ลูกค้า {r.choice(['คุณอรุณี', 'คุณสมศักดิ์', 'คุณพิมพ์ชนก'])} โทรมาขอ redeem {r.randint(20, 60)} ล้าน "
               f"บัญชี {r.randint(100, 999)}-{r.randint(1, 9)}-{r.randint(10000, 99999)}-{r.randint(0, 9)} "
               f"เบอร์ 08{r.randint(10000000, 99999999)} ใครรับเรื่องต่อให้หน่อยครับ")
    day.forget(cli, cli.t + r.randint(300000, 800000), AUTHOR_IDS["somchai"])
    day.removed.append(cli.content.split(" ใครรับ")[0].split("ล้าน ")[1])

    # ---------------------------------------------------------------- evening
    if "night" in on:
        nn = r.choice([5, 10, 15, 20])
        npx = f"{c['h27'] + r.uniform(-3, 4):.1f}"
        np_ = post(T(19, 2, 0, jit=300), "ploy",
                   f"night session: ขาย S50H27 {TH_NUMWORD[nn]} @ {npx} ลด delta ก่อนตัวเลข US คืนนี้ค่ะ")
        H(np_, "trade_proposal", ["ขาย", "S50H27", TH_NUMWORD[nn], npx], "untagged")
        I(np_, "Thai number word for contract size (สิบสัญญา)", "trade_proposal", prio=2)
        na = post(np_.t + r.randint(120000, 400000), "somchai", "ok ลดได้เลยครับ", ref=np_)
        H(na, "trade_approval", ["ok", "ลดได้เลย"], "reply")
        t_nf = na.t + r.randint(60000, 300000)
        nf = post(t_nf, "tfex", f"TFEX-CLR|{c['ddmmyyyy']} {_hhmmss(t_nf)}|FILL|ORD=TF{r.randint(10000000, 99999999)}|"
                                f"S50H27|SELL|{nn}|PX={npx}|ACC=FND07|SESSION=NIGHT")
        H(nf, "trade_fill", ["FILL", "S50H27", "SELL", f"PX={npx}"], "structured")
    fx_appr = post(T(19, 41, 0, jit=400), "pm",
                   r.choice([f"sorry, late — approved USD/THB {fx_m}m 👍", f"sorry all day in meetings. USD/THB {fx_m}m approved, go"]),
                   ref=ft1, thread=fth)
    H(fx_appr, "trade_approval", ["approved", f"USD/THB {fx_m}m"], "reply")
    I(fx_appr, "PM approval hours later inside the FX thread", "trade_approval")
    fx_done = f"{c['fwdf'] + r.choice([-0.005, 0.0, 0.005]):.3f}"
    fxf = post(fx_appr.t + r.randint(400000, 1200000), "krit",
               f"[DONE] USD/THB 3M ขาย USD {fx_m} ล้าน @ {fx_done} กับ {r.choice(['KBANK-FX', 'BBL', 'SCB-FX'])} ✅", thread=fth)
    H(fxf, "trade_fill", ["[DONE]", "USD/THB", "ขาย", f"{fx_m} ล้าน", fx_done], "tagged")
    N(post(fxf.t + r.randint(30000, 300000), "pm", "thx", thread=fth))
    ev_txt, ev_f = _evening_report(c)
    ev = post(T(20, 21, 0, jit=200), "chao", ev_txt)
    H(ev, "no_route_decision", ev_f, "buried")
    I(ev, "no-route decision buried in an evening wrap table/report", "no_route_decision", prio=2)
    t_lu = T(21, 0, 30, jit=60)
    new_lim = dlim + r.choice([30, 50])
    lu = {"ts": _iso(t_lu), "engine": "risk-v3", "event": "limit_update", "limit": "s50_net_delta_contracts",
          "old": dlim, "new": new_lim, "effective": "next_session", "อนุมัติโดย": "CIO",
          "หมายเหตุ": "เพิ่มลิมิตชั่วคราวช่วง roll S50Z26 → S50H27"}
    lum = post(t_lu, "risk", json.dumps(lu, ensure_ascii=False))
    H(lum, "risk_limit", ["limit_update", "s50_net_delta_contracts", f'"new": {new_lim}'], "structured")
    day.unpin(lim_msg, lum.t + r.randint(120000, 600000), "somchai")
    X(_news_item(day, T(20, 40, 0, jit=300), "US CPI rises 0.3% m/m, core in line; Treasury yields edge lower",
                 "Futures price a slightly higher chance of a Fed cut in March; the dollar slipped against Asian currencies.",
                 "SEAwire", r.random() < 0.5, "us-cpi"))
    post(T(20, 52, 0, jit=300), "somchai", "ขอบคุณทุกคนครับวันนี้ เหนื่อยมาก 😮‍💨 พรุ่งนี้เจอกัน")

    # ---------------------------------------------------------------- long monitors / agenda / extra wire
    X(post(T(13, 50, 0, jit=300), "chao", _macro_weekly(c, r)))
    post(T(8, 56, 0, jit=200), "chao", _consensus_table(c, r))
    post(T(6, 40, 0, jit=120), "chao", _overnight_digest(c, r))
    post(T(7, 48, 0, jit=120), "somchai", _desk_checklist(c))
    ask = post(T(8, 40, 0, jit=120), "ploy", "Chao-R ขอ TL;DR ภาษาไทยของ morning brief หน่อยค่ะ ยาวมาก 😂")
    post(ask.t + r.randint(40000, 90000), "chao", _thai_tldr(c), ref=ask)
    N(post(T(19, 12, 0, jit=1800), "feed", _stack_trace(r)))
    t_eod = T(17, 5, 0, jit=60)
    N(post(t_eod, "tfex", "\n".join([
        f"TFEX-CLR|{c['ddmmyyyy']} {_hhmmss(t_eod)}|EOD|SESSION=DAY|ACC=FND07",
        f"POS|S50H27|NET=+{c['fut_pos']}|SETTLE={c['fut_close']}|VM_THB={r.randint(-900, 900)},{r.randint(100, 999)}",
        f"POS|S50Z26 OPT|NET={c['put_pos']}|PREMIUM_MTM={r.randint(-300, 300)},{r.randint(100, 999)}",
        f"POS|DELTAH27|NET=-{r.randint(2, 4)}00|SETTLE={c['delta_px']}",
        f"MARGIN|IM_THB={r.randint(40, 70)},{r.randint(100, 999)},000|EXCESS_THB={r.randint(40, 90)},{r.randint(100, 999)},000|CALL=NONE",
    ])))
    post(T(16, 52, 0, jit=200), "chao", _corp_calendar(c, r))
    post(T(16, 45, 0, jit=100), "chao", _closing_note(c, r))
    drq = post(T(12, 50, 0, jit=400), "natt", "น้องใหม่ถามว่า DR กับ NVDR ต่างกันยังไง ใครอธิบายสั้นๆ ได้บ้างครับ 555")
    post(drq.t + r.randint(60000, 200000), "chao", _dr_primer(), ref=drq)
    N(post(T(17, 2, 0, jit=120), "risk", _risk_eod(c, r, dlim)))
    post(T(14, 2, 0, jit=300), "somchai", _ic_agenda(c))
    X(post(T(17, 46, 0, jit=240), "chao", _flow_monitor(c, r)))
    X(post(T(18, 31, 0, jit=240), "chao", _vol_monitor(c, r)))
    pool = _extra_news_pool(c, r)
    r.shuffle(pool)
    for item in pool[:r.randint(6, 9)]:
        X(_news_item(day, _rand_time(day, HOUR_W_HUMAN, 7, 22), *item))

    # ---------------------------------------------------------------- filler: noise + chatter
    ackable = [m for m in day.msgs if m.who in ("oms", "tfex", "news", "pnl", "chao") and m.thread is None
               and m.state == "live"]
    target_n = r.randint(250, 295)
    target_noise = int(target_n * r.uniform(0.30, 0.36))
    syms = ["PTT", "AOT", "KBANK", "DELTA", "CPALL", "SCB", "GULF", "BDMS", "ADVANC", "PTT-R", "KBANK-R"]

    def alert():
        t = _rand_time(day, HOUR_W_ALERT)
        hh = (t - day.start) / 3600000.0
        if hh >= 17 or hh < 9:
            v = c["h27"] + r.uniform(-6, 6)
            return post(t, "alert", f"🔔 S50H27 {v:.1f} ({r.uniform(-6, 6):+.1f}) · basis {r.uniform(-1.5, 2.5):+.1f} · night session")
        s = r.choice(syms)
        p = px[s.replace("-R", "")]
        q = _up(p, r.randint(-6, 6))
        return post(t, "alert", r.choice([
            f"🔔 SET ALERT · {s} {_f(q)} {'▲' if q >= p else '▼'} {100 * (q - p) / p:+.2f}% · แตะ{r.choice(['แนวต้าน', 'แนวรับ', 'ราคาเป้าหมายที่ตั้งไว้'])}",
            f"🔔 {s} volume spike x{r.uniform(2.5, 6):.1f} (5m) · last {_f(q)}",
            f"🔔 {s} {_f(q)} · ต่างชาติซื้อสุทธิ {r.randint(50, 400)} ล้านบาท (NVDR)" if r.random() < 0.5 else
            f"🔔 {s} {_f(q)} · bid/offer imbalance {r.randint(60, 85)}/{r.randint(15, 40)}",
        ]))

    def ack():
        t = _rand_time(day, HOUR_W_HUMAN, 7, 23)
        who = r.choice(["natt", "ploy", "krit", "somchai", "natt", "ploy"])
        txt = r.choice(["ok", "thx", "👍", "รับทราบครับ", "ขอบคุณค่ะ 🙏", "noted", "👌", "🙏", "ok ครับ", "555",
                        "รับทราบค่ะ", "tks", "✅", "555+", "เห็นแล้วครับ"])
        cands = [m for m in ackable if m.t < t - 10000 and t - m.t < 3 * 3600000]
        ref = r.choice(cands) if cands and r.random() < 0.6 else None
        return post(t, who, txt, ref=ref)

    nnoise = len(day.noise)
    while nnoise < target_noise:
        N(alert() if r.random() < 0.45 else ack())
        nnoise += 1

    chat = _chatter_pool(c, r)
    r.shuffle(chat)
    longc = _long_chatter_pool(c, r)
    r.shuffle(longc)
    more = _more_long_chatter(c, r)
    r.shuffle(more)
    chat = longc[:r.randint(20, 25)] + more[:r.randint(7, 10)] + chat   # long ones first, short ones fill up
    ci = 0
    while len(day.msgs) < target_n and ci < len(chat):
        who, txt = chat[ci]
        ci += 1
        lo, hi = _chat_window(who, txt)
        t = _rand_time_win(day, HOUR_W_HUMAN, lo, hi)
        m = post(t, who, txt)
        if "555" in txt and r.random() < 0.5:
            day.react(m, m.t + r.randint(5000, 120000), "😂", r.choice(["natt", "ploy", "krit"]))
    while len(day.msgs) < target_n:   # pool exhausted: more acks/alerts (still noise)
        N(alert() if r.random() < 0.5 else ack())
    return day


def _chatter_pool(c, r):
    px = c["px"]
    sp = c["spotf"]
    L = [
        ("natt", f"วันนี้ต่างชาติขายสุทธิอีกแล้วช่วงเช้า {r.randint(800, 2500):,} ล้านบาท 😩 หุ้นใหญ่โดนหมด"),
        ("natt", "PTT-R โดนเก็บเยอะเลยช่วงนี้ flow NVDR เข้าแรงมาก ใครรู้บ้างว่าเป็นกองไหน"),
        ("ploy", f"S50 basis แคบลงมาเหลือ {r.uniform(-0.8, 1.8):+.1f} จุดแล้วค่ะ arbitrage หายหมด"),
        ("natt", "DELTA วิ่งแรงจริง ใครตามทันบ้าง 555 หุ้นตัวเดียวลากดัชนีทั้งตลาด"),
        ("ploy", "กาแฟมาแล้ว ☕ ใครสั่งลาเต้เย็นมารับที่โต๊ะด้วยค่ะ"),
        ("natt", "ตลาดเงียบมาก volume หายไปไหนหมด วอลุ่มทั้งกระดานยังไม่ถึงหมื่นล้านเลย"),
        ("krit", f"USD/THB แข็งค่ามาแถว {sp - 0.05:.2f} แล้วนะครับ exporter ขายดอลล์กันเยอะ"),
        ("krit", "ฝนตกหนักมาก รถติดยาวตั้งแต่ลาดพร้าว มาสายนิดนึงครับ 🙏"),
        ("somchai", "บ่ายนี้ IC 15:00 นะครับ ห้องประชุมชั้น 12 ใครมีสไลด์ส่งให้ผมก่อนบ่ายสอง"),
        ("natt", "ใครมีเบอร์ dealer ฝั่ง KGI คนใหม่บ้างครับ คนเก่าย้ายไปแล้ว"),
        ("krit", f"Brent ขึ้นมา {r.uniform(1, 3):.1f}% เมื่อคืน หุ้นพลังงานน่าจะได้อานิสงส์บ้าง"),
        ("natt", "เห็นรายย่อยเล่น DR NVDA80 กับ TENCENT80 กันเยอะมาก ตลาดนี้มันเปลี่ยนไปแล้ว 555"),
        ("ploy", "ระบบ OMS ช้ามั้ยช่วงนี้ หรือเน็ตที่โต๊ะหนูเองคะ กดแล้วค้างไปสองวิ"),
        ("somchai", "fund flow รายสัปดาห์ออกแล้ว ต่างชาติขายสุทธิ 3 สัปดาห์ติด แต่ NVDR ยังซื้ออยู่"),
        ("natt", "ใกล้ปิดตลาดเช้าแล้ว ตึงๆ แบงก์ลงกันทั้งกลุ่ม"),
        ("pm", "how's the tape over there?"),
        ("pm", "back from a meeting, catching up on the channel now"),
        ("pm", "SG is pouring today 🌧️ anyone else dealing with this weather"),
        ("ploy", f"S50Z26 OI ขึ้นเยอะเลยเมื่อวาน {r.randint(8, 20)},{r.randint(100, 999)} สัญญา ต่างชาติ short เพิ่ม"),
        ("natt", f"SET ทะลุ {r.choice([1300, 1320, 1280])} ไม่ไหวสักที แตะทีไรโดนขายทุกที"),
        ("somchai", "บล. ต่างๆ ปรับเป้า SET ปีหน้าลงกันหมดแล้ว เฉลี่ยเหลือแถวๆ 1,350"),
        ("krit", "เดี๋ยวกินข้าวก่อนนะครับ ใครฝากซื้ออะไรบอก"),
        ("natt", "ข้าวมันไก่ไหม 555 ร้านหน้าตึกคิวยาวมาก"),
        ("natt", "program trading ขายหนักช่วง 11 โมง ดัชนีร่วงไป 6 จุดในห้านาที"),
        ("natt", f"ปิดเช้า SET {c['set_mid_c'].replace(' pts', '')} จุด มูลค่าซื้อขาย {r.uniform(14, 24):.1f} พันล้าน"),
        ("somchai", "EPS ปีหน้า consensus ลดลงอีกแล้ว นักวิเคราะห์ตัดประมาณการกันรัวๆ"),
        ("ploy", "TFEX margin สำหรับ S50 options ขึ้นอีกแล้วค่ะ มีผลสัปดาห์หน้า"),
        ("pm", "can someone send me the IC deck before 3? the latest version please"),
        ("natt", "ส่ง deck ให้ทางอีเมลแล้วครับ version 4"),
        ("krit", "ทองขึ้นแรงมาก ร้านทองเยาวราชคนต่อคิวยาว 555"),
        ("ploy", "night session เงียบๆ ค่ะ วอลุ่มน้อยมาก"),
        ("krit", "ฝั่ง US futures แดงหมดเลยครับตอนนี้"),
        ("natt", "พรุ่งนี้ใครเข้าออฟฟิศบ้าง ผม WFH ช่วงเช้านะครับ"),
        ("somchai", "ใครยังไม่ส่ง compliance attestation ประจำเดือนส่งด้วยนะครับ วันนี้วันสุดท้าย"),
        ("ploy", "S50 IV ต่ำมากช่วงนี้ put ถูกสุดในรอบปี"),
        ("natt", "มีคนถามเรื่อง XD ของ PTT เดือนหน้า ยังไม่ประกาศวันนะครับ"),
        ("krit", f"LB336A bid/offer แคบมากวันนี้ {c['ylb']:.2f}/{c['ylb'] - 0.02:.2f} สภาพคล่องดี"),
        ("krit", "bond auction ของ สบน. พรุ่งนี้ 10 โมงครึ่งนะครับ รุ่น LB346A"),
        ("natt", "ช่วงนี้โทรศัพท์จาก sales บล. เยอะมาก ทุกคนขายไอเดียปีหน้า 555"),
        ("ploy", "ระบบ TFEX หน้าจอ ค้างไปแป๊บนึงตอน 14:32 ใครเป็นบ้างคะ"),
        ("somchai", "อย่าลืมอัปเดต trade blotter ก่อนกลับบ้านนะครับ ops ตามอยู่"),
        ("natt", "วันนี้ CPALL แอคทีฟผิดปกติ มีข่าวอะไรหรือเปล่า"),
        ("natt", "ADVANC นิ่งมาก วันนี้แกว่งแค่ 2 ช่อง"),
        ("krit", f"เงินบาทแตะ {sp + 0.08:.2f} แป๊บนึงตอนบ่าย มี importer เข้ามาซื้อดอลล์"),
        ("pm", "thanks team, good session so far"),
        ("ploy", "ใครเอาขนมไหมคะ เพื่อนเอามาจากเชียงใหม่ 🍪"),
        ("natt", "กลุ่มโรงพยาบาลโดนขายทั้งกลุ่ม BDMS ร่วงไป 2%"),
        ("krit", "swap points นิ่งๆ ครับ ไม่มีอะไรน่าตื่นเต้น"),
        ("natt", "ตลาดบ่ายเปิดมาแดงเลย ใครมีข่าวบ้าง"),
        ("ploy", "ตลาดปิดแล้ว เหนื่อยจัง 😮‍💨"),
        ("natt", f"หุ้นแบงก์อ่อนทั้งกลุ่ม KBANK เหลือ {_f(_up(px['KBANK'], -2))} แล้ว"),
        ("somchai", "ช่วงปีใหม่ตลาดปิดวันที่ 31 กับ 1 นะครับ เช็กตาราง roll ให้ดี"),
        ("krit", "BOT แถลงข่าวเรื่องมาตรการค่าเงินพรุ่งนี้บ่าย น่าจะไม่มีอะไรใหม่"),
        ("natt", "เมื่อกี้ไฟดับแป๊บนึงที่ชั้นเรา UPS ทำงานปกติครับ"),
        ("ploy", "ใครมีไฟล์ margin ของ TFEX ล่าสุดบ้างคะ ขอหน่อย"),
        ("pm", "all good on my side, ping me if anything needs approval"),
        ("natt", "มีคนในไลน์ลือว่า MSCI จะตัดหุ้นไทยออกอีก ไม่รู้จริงไหม"),
        ("somchai", "พรุ่งนี้เช้าผมเข้าช้านิดนึง มีนัดหมอ ฝาก Natt ดูห้องก่อนนะครับ"),
    ]
    return L


# ----------------------------------------------------------------------------- assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end_ms = int(end.timestamp() * 1000)
    stamped = []     # (t, rank, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idiom_rows = []
    order = 0
    for ch in range(channels):
        cid = channel_id_for(ch)
        worker = (ch % 31) + 1
        for k in range(days):
            start = end_ms - (days - k) * DAY_MS
            day = _build_day(seed, ch, start, cid, worker)
            # ids
            seqs = {}
            for m in sorted(day.msgs, key=lambda x: (x.t, x.idx)):
                s = seqs.get(m.t, 0)
                seqs[m.t] = s + 1
                m.id = str(_snow(m.t, worker, s))

            def chan(m):
                return m.channel(cid)

            for m in day.msgs:
                msg = {"id": m.id, "author_id": AUTHOR_IDS[m.who], "author_name": PEOPLE[m.who][0],
                       "author_bot": PEOPLE[m.who][1], "created_at": _iso(m.t), "content": m.content,
                       "attachments": m.attachments, "embeds": m.embeds,
                       "reference_id": m.ref.id if m.ref else None, "pinned": False}
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan(m)}
                if m.thread:
                    ev["parent_channel_id"] = cid
                ev["message"] = msg
                stamped.append((m.t, 0, order, ev))
                order += 1
            for (t, kind, tgt, extra) in day.ops:
                base = {"op": kind, "guild_id": GUILD_ID}
                if kind == "bulk_delete":
                    ev = dict(base, channel_id=chan(tgt[0]), message_ids=[m.id for m in tgt], deleted_at=_iso(t))
                else:
                    ev = dict(base, channel_id=chan(tgt))
                    if tgt.thread:
                        ev["parent_channel_id"] = cid
                    ev["message_id"] = tgt.id
                    if kind == "edit":
                        ev["edited_at"] = _iso(t)
                        ev["content"] = extra
                    elif kind == "delete":
                        ev["deleted_at"] = _iso(t)
                    elif kind == "forget":
                        ev["requested_by"] = extra
                        ev["at"] = _iso(t)
                    elif kind in ("pin", "unpin"):
                        ev["by"] = AUTHOR_IDS[extra]
                        ev["at"] = _iso(t)
                    else:
                        ev["emoji"] = extra[0]
                        ev["user_id"] = AUTHOR_IDS[extra[1]]
                        ev["at"] = _iso(t)
                stamped.append((t, 1, order, ev))
                order += 1
            # labels
            for (m, et, facts, phr, sup) in day.hard:
                fs = m.state if m.state in ("deleted", "forgotten") else ("edited" if m.edited else "live")
                labels["hard_events"].append({"channel_id": chan(m), "message_id": m.id, "event_type": et,
                                              "facts": facts, "phrasing": phr, "final_state": fs})
                for old in sup:
                    labels["superseded_facts"].append([chan(m), m.id, old])
            labels["removed_texts"].extend(day.removed)
            labels["noise_message_ids"].extend(m.id for m in day.noise)
            labels["near_miss_ids"].extend(m.id for m in day.near)
            for (m, idiom, exp, prio) in day.idioms:
                idiom_rows.append((prio, len(idiom_rows), m.id, idiom, exp))
    seen = set()
    for (prio, _, mid, idiom, exp) in sorted(idiom_rows):
        if idiom in seen or len(labels["idioms"]) >= 20:
            continue
        seen.add(idiom)
        labels["idioms"].append({"message_id": mid, "idiom": idiom, "expected": exp})
    stamped.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e for (_, _, _, e) in stamped], "labels": labels}


# ----------------------------------------------------------------------------- self-check

def self_check(cap_path: str, labels_path: str, channels: int = 1, days: int = 1) -> dict:
    msgs = {}
    final = {}
    creates = []
    prev_id = 0
    ok = True
    with open(cap_path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            ev = json.loads(line)
            for k in ("op", "guild_id", "channel_id"):
                assert k in ev, (ln, k)
            if ev["op"] == "create":
                m = ev["message"]
                mid = int(m["id"])
                ms = (mid >> 22) + DISCORD_EPOCH
                created = int(datetime.fromisoformat(m["created_at"].replace("Z", "+00:00")).timestamp() * 1000)
                if ms != created:
                    print(f"line {ln}: snowflake time {ms} != created_at {created}")
                    ok = False
                if ms < prev_id:
                    print(f"line {ln}: ids not ordered with time")
                    ok = False
                prev_id = ms
                msgs[m["id"]] = ev
                final[m["id"]] = {"content": m["content"], "embeds": m.get("embeds") or [], "state": "live",
                                  "channel": ev["channel_id"]}
                creates.append(ev)
                if m.get("reference_id"):
                    assert m["reference_id"] in msgs, f"line {ln}: reply to unknown/later message"
            elif ev["op"] == "edit":
                final[ev["message_id"]]["content"] = ev["content"]
                final[ev["message_id"]]["state"] = "edited"
            elif ev["op"] == "delete":
                final[ev["message_id"]]["state"] = "deleted"
            elif ev["op"] == "bulk_delete":
                for i in ev["message_ids"]:
                    final[i]["state"] = "deleted"
            elif ev["op"] == "forget":
                final[ev["message_id"]]["state"] = "forgotten"
            else:
                assert ev["message_id"] in msgs
    with open(labels_path, encoding="utf-8") as fh:
        labels = json.load(fh)
    by_type = {}
    for h in labels["hard_events"]:
        f = final.get(h["message_id"])
        if f is None:
            print("label for unknown message", h)
            ok = False
            continue
        if f["channel"] != h["channel_id"]:
            print("channel mismatch", h)
            ok = False
        txt = message_text(f["content"], f["embeds"])
        for fact in h["facts"]:
            if fact not in txt:
                print(f"fact {fact!r} not in message {h['message_id']}: {txt[:120]!r}")
                ok = False
        if not 2 <= len(h["facts"]) <= 5:
            print("facts count", h)
            ok = False
        if f["state"] != h["final_state"]:
            print("final_state mismatch", h["final_state"], f["state"], h["message_id"])
            ok = False
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    for (cid, mid, old) in labels["superseded_facts"]:
        txt = message_text(final[mid]["content"], final[mid]["embeds"])
        if old in txt:
            print("superseded fact still present", old)
            ok = False
    removed_ids = {i for i, f in final.items() if f["state"] in ("deleted", "forgotten")}
    for snip in labels["removed_texts"]:
        if not any(snip in msgs[i]["message"]["content"] for i in removed_ids):
            print("removed text not found in a removed message:", snip)
            ok = False
        live_hit = [i for i, f in final.items() if i not in removed_ids and snip in f["content"]]
        if live_hit:
            print("removed snippet also in a live message:", snip)
            ok = False
    for i in removed_ids:
        if not any(s in msgs[i]["message"]["content"] for s in labels["removed_texts"]):
            print("removed message without snippet", i)
            ok = False
    for i in labels["noise_message_ids"] + labels["near_miss_ids"] + [x["message_id"] for x in labels["idioms"]]:
        if i not in msgs:
            print("unknown id in labels", i)
            ok = False
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        print("hard id also labelled noise/near-miss")
        ok = False
    n_msgs = len(creates)
    content_bytes = sum(len(e["message"]["content"].encode("utf-8")) for e in creates)
    embed_bytes = sum(len(_embed_text(e["message"].get("embeds") or []).encode("utf-8")) for e in creates)
    cd = channels * days
    stats = {
        "messages": n_msgs, "messages_per_channel_day": n_msgs / cd,
        "content_bytes": content_bytes, "content_plus_embed_bytes": content_bytes + embed_bytes,
        "kb_per_channel_day": round(content_bytes / cd / 1024, 1),
        "noise": len(labels["noise_message_ids"]), "noise_pct": round(100 * len(labels["noise_message_ids"]) / n_msgs, 1),
        "near_miss": len(labels["near_miss_ids"]), "hard": len(labels["hard_events"]),
        "hard_per_channel_day": len(labels["hard_events"]) / cd, "hard_by_type": dict(sorted(by_type.items())),
        "idioms": len(labels["idioms"]), "superseded": len(labels["superseded_facts"]),
        "removed_texts": len(labels["removed_texts"]),
        "threads": len({e["channel_id"] for e in creates if e.get("parent_channel_id")}),
        "ops": {},
    }
    with open(cap_path, encoding="utf-8") as fh:
        for line in fh:
            op = json.loads(line)["op"]
            stats["ops"][op] = stats["ops"].get(op, 0) + 1
    per = stats["messages_per_channel_day"]
    kb = content_bytes / cd / 1024
    if not (180 <= per <= 320):
        print("message count out of range", per)
        ok = False
    if not (70 <= kb <= 120):
        print("content size out of range", kb)
        ok = False
    if not (25 <= stats["noise_pct"] <= 40):
        print("noise share out of range")
        ok = False
    if not (25 <= stats["hard_per_channel_day"] <= 45):
        print("hard count out of range")
        ok = False
    if not (10 <= stats["idioms"] <= 20):
        print("idioms count out of range")
        ok = False
    stats["ok"] = ok
    return stats


def _parse_end(s):
    if s is None:
        return None
    dt = datetime.fromisoformat(s.replace("Z", "+00:00"))
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end), channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    if a.no_check:
        return 0
    stats = self_check(a.out, a.labels, a.channels, a.days)
    print(json.dumps(stats, ensure_ascii=False, indent=1))
    return 0 if stats["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
