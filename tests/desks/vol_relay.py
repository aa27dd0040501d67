"""vol_relay: a volatility desk whose dealer and desk talk arrives through a chat bridge.

Seeded generator of a busy day (or week) of the desk's Discord channel(s) as a capture
(JSON Lines, see CAPTURE-FORMAT.md) plus ground-truth labels. Standard library only.

    python -m tests.desks.vol_relay --out cap.jsonl --labels labels.json [--seed N]
        [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone

DESK = "vol_relay"
EPOCH_MS = 1420070400000
DEFAULT_END = datetime(2026, 12, 4, 0, 0, 0, tzinfo=timezone.utc)
GUILD_ID = "1318733950297014322"
CHANNEL_IDS = [
    "1320155870315040818",
    "1320157093529337917",
    "1320158260417785886",
    "1320159471805386813",
]

# key: (author_id, author_name, bot, worker)
AUTHORS = {
    "bridge": ("1320160399112851507", "relay-bridge", True, 3),
    "lead": ("1093318842105401385", "Matthias Brandt", False, 1),
    "jonas": ("1187762091530637412", "jonas.k", False, 1),
    "priya": ("1201044973361885224", "Priya (Risk)", False, 1),
    "algo": ("1320161827744694313", "vx-algo", True, 7),
    "oms": ("1320162033278308453", "OMS Gateway", True, 7),
    "greeks": ("1320162476641407047", "greeks", True, 9),
    "surf": ("1320162862047612938", "surfbot", True, 9),
    "news": ("1320163284879589457", "newsdesk", True, 11),
    "pnl": ("1320163597456265226", "pnl-bot", True, 9),
    "ci": ("1320163958917140540", "deploy-ci", True, 12),
    "alerts": ("1320164221350543390", "px-alerts", True, 11),
    "cron": ("1320164560694902846", "cron", True, 12),
    "agent": ("1320164912693477407", "desk-agent", True, 5),
    "mod": ("1052263894472327209", "ops-mod", False, 2),
}

MONTH_CODES = "FGHJKMNQUVXZ"
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

SINGLE_NAMES = {
    "NVDA": ("Nvidia", (44, 52)),
    "AAPL": ("Apple", (21, 27)),
    "META": ("Meta", (30, 37)),
    "AMZN": ("Amazon", (28, 34)),
    "MSFT": ("Microsoft", (21, 26)),
    "AVGO": ("Broadcom", (38, 46)),
    "TSLA": ("Tesla", (50, 62)),
    "NFLX": ("Netflix", (31, 38)),
}
# (headline, key phrase inside the headline, description)
HEADLINES = {
    "NVDA": [
        ("Nvidia said to face tighter export curbs on next-gen data-center chips", "export curbs",
         "Commerce Department draft rule would cover the successor to the H20, two people familiar said."),
        ("NVDA: Nvidia guides Q4 data-center revenue above the top of the range at investor Q&A", "above the top of the range",
         "CFO says supply of the new racks is 'no longer the constraint'."),
    ],
    "AAPL": [
        ("Apple shares slip premarket as EU opens new DMA probe into App Store fees", "DMA probe",
         "Commission says fee structure may breach anti-steering rules; fine up to 10% of turnover."),
        ("AAPL: Apple cuts iPhone 18 build plan by ~10% for H1, supply-chain checks show", "cuts iPhone 18 build plan",
         "Two assemblers told to lower January orders."),
    ],
    "META": [
        ("Meta Platforms hit with EUR 1.1bn EU fine over ad-data transfers", "EUR 1.1bn EU fine",
         "Irish DPC decision; Meta says it will appeal."),
        ("META: Meta said to plan $40bn bond sale to fund AI data centers", "$40bn bond sale",
         "Would be the largest corporate bond deal of the year."),
    ],
    "AMZN": [
        ("Amazon Web Services outage hits us-east-1, shares -2% premarket", "outage hits us-east-1",
         "Status page shows elevated error rates across EC2 and S3."),
        ("AMZN: Amazon wins FTC case dismissal on Prime cancellation claims", "FTC case dismissal",
         "Judge says the agency failed to show consumer harm."),
    ],
    "MSFT": [
        ("Microsoft trims Azure growth outlook at investor briefing", "trims Azure growth outlook",
         "CFO cites capacity timing; shares -3% after hours."),
        ("MSFT: Microsoft and OpenAI renegotiate revenue share, filing shows", "renegotiate revenue share",
         "8-K filed after the close."),
    ],
    "AVGO": [
        ("Broadcom wins $10bn custom-accelerator order, shares +6% after hours", "$10bn custom-accelerator order",
         "Customer not named; deliveries start in H2."),
        ("AVGO: Broadcom CEO succession plan announced, Tan to become chairman", "succession plan",
         "Board names new CEO effective March."),
    ],
    "TSLA": [
        ("Tesla Q4 deliveries tracking 8% below consensus, company-compiled survey shows", "8% below consensus",
         "IR-compiled estimate 431k vs 469k Street."),
        ("TSLA: Tesla recalls 210k Model Y over steering software", "recalls 210k Model Y",
         "NHTSA filing; over-the-air fix available."),
    ],
    "NFLX": [
        ("Netflix to raise US prices across all tiers from January", "raise US prices",
         "Standard plan goes to $19.99."),
        ("NFLX: Netflix shares jump on live-sports rights deal", "live-sports rights deal",
         "Multi-year package, terms not disclosed."),
    ],
}
UNHELD_HEADLINES = [
    "Oracle shares jump 9% after hours on cloud backlog beat",
    "Intel names new head of foundry business",
    "Pfizer raises FY guidance on obesity pipeline data",
    "FAA lifts Boeing 737 MAX output cap to 42/month",
    "Nike cuts holiday-quarter outlook, shares -7%",
    "Walgreens take-private vote set for Jan 14",
]


# ----------------------------------------------------------------------------- helpers

def q05(x: float) -> str:
    return f"{round(round(x / 0.05) * 0.05, 2):.2f}"


def q(x: float, nd: int = 2) -> str:
    return f"{x:.{nd}f}"


def month_add(y: int, m: int, k: int) -> tuple[int, int]:
    m0 = m - 1 + k
    return y + m0 // 12, m0 % 12 + 1


def third_friday(y: int, m: int) -> date:
    d = date(y, m, 15)
    while d.weekday() != 4:
        d += timedelta(days=1)
    return d


def iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF))


def channel_id_for(idx: int) -> str:
    if idx < len(CHANNEL_IDS):
        return CHANNEL_IDS[idx]
    base = int(CHANNEL_IDS[idx % len(CHANNEL_IDS)])
    return str(base + ((idx * 7_919_377) << 22) + idx * 131)


def relay(src: str, who: str, text: str) -> str:
    return f"[{src}] {who}: {text}"


def ib(who: str, bank: str, text: str) -> str:
    return f"[IB] {who} ({bank}): {text}"


def slack(who: str, text: str) -> str:
    return f"[slack#vol-desk] {who}: {text}"


# ----------------------------------------------------------------------------- day model

class Day:
    """One channel-day: messages with times in minutes after day start, plus ops."""

    def __init__(self, rng: random.Random, chan: str, start: datetime):
        self.rng = rng
        self.chan = chan
        self.start = start
        self.msgs: list[dict] = []
        self.ops: list[dict] = []

    def add(self, t: float, who: str, content: str = "", *, embeds=None, ref=None, thread=None,
            cls: str = "chat", hard=None, idiom=None, attachments=None) -> int:
        t = min(max(t, 0.05), 1439.9)
        key = len(self.msgs)
        self.msgs.append(dict(key=key, t=t, who=who, content=content, embeds=embeds, ref=ref,
                              thread=thread, cls=cls, hard=hard, idiom=idiom,
                              attachments=attachments))
        return key

    def hard(self, t, who, content="", etype="", facts=(), phrasing="untagged", **kw) -> int:
        return self.add(t, who, content, cls="hard",
                        hard=dict(event_type=etype, facts=list(facts), phrasing=phrasing), **kw)

    def noise(self, t, who, content="", **kw) -> int:
        return self.add(t, who, content, cls="noise", **kw)

    def near(self, t, who, content="", **kw) -> int:
        return self.add(t, who, content, cls="near", **kw)

    def op(self, t: float, kind: str, **kw) -> None:
        self.ops.append(dict(t=min(t, 1439.95), kind=kind, **kw))


def curve_time(rng: random.Random) -> float:
    """Minute of day drawn from a desk activity curve (Frankfurt desk trading US vol)."""
    w = [1.2, 0.8, 0.7, 0.6, 0.6, 0.9, 2.5, 6, 9, 10, 9, 8.5,
         9, 11, 15, 17, 13, 11, 10, 10.5, 13, 9, 3.5, 1.8]
    h = rng.choices(range(24), weights=w)[0]
    return h * 60 + rng.uniform(0, 59.5)


def day_time(rng: random.Random, lo_h: float = 7.0, hi_h: float = 21.5) -> float:
    while True:
        t = curve_time(rng)
        if lo_h * 60 <= t <= hi_h * 60:
            return t


# ----------------------------------------------------------------------------- market

def market(rng: random.Random, d: date) -> dict:
    k0 = 0 if d.day <= 15 else 1
    vxm = [month_add(d.year, d.month, k0 + i) for i in range(5)]
    c = [f"VX{MONTH_CODES[m - 1]}{y % 10}" for y, m in vxm]
    # ES front quarterly
    y, m = d.year, d.month
    while m % 3 != 0 or (m == d.month and y == d.year and d > third_friday(y, m)):
        y, m = month_add(y, m, 1)
    es_code = f"ES{MONTH_CODES[m - 1]}{y % 10}"
    # var tenors: quarterlies strictly after VX front month
    y1, m1 = vxm[0]
    qy, qm = month_add(y1, m1, 1)
    while qm % 3 != 0:
        qy, qm = month_add(qy, qm, 1)
    q2y, q2m = month_add(qy, qm, 3)
    spx_exp = third_friday(*vxm[0])
    vix = rng.uniform(15.6, 19.2)
    z = vix + rng.uniform(0.35, 0.8)
    f = z + rng.uniform(0.7, 1.1)
    g = f + rng.uniform(0.45, 0.75)
    h = g + rng.uniform(0.25, 0.5)
    j = h + rng.uniform(0.15, 0.35)
    spx = round(rng.uniform(6780, 7060))
    names = list(SINGLE_NAMES)
    core = ["NVDA", "AAPL", "META", "AMZN", "MSFT", "AVGO"]
    held = rng.sample(core, 3)
    rest = [n for n in names if n not in held]
    watch = rng.sample(rest, 2)
    exps = []
    nf = d + timedelta(days=(4 - d.weekday()) % 7 or 7)
    exps.append(nf)
    for i in range(6):
        e = third_friday(*month_add(vxm[0][0], vxm[0][1], i))
        if e > d and e not in exps:
            exps.append(e)
    exps.append(third_friday(*month_add(vxm[0][0], vxm[0][1], 12)))
    return dict(
        vix=vix, vx=[z, f, g, h, j], c=c, es_code=es_code, spx=spx, es=spx + rng.uniform(22, 40),
        vvix=rng.uniform(88, 108), dec=MON[vxm[0][1] - 1],
        mar=f"{MON[qm - 1]}{qy % 100:02d}", jun=f"{MON[q2m - 1]}{q2y % 100:02d}",
        exp=f"{spx_exp.day:02d}{MON[spx_exp.month - 1]}", vixmon=MON[vxm[1][1] - 1],
        held=held, watch=watch, exps=[f"{e.day:02d}{MON[e.month - 1]}" for e in exps[:8]],
        date=d,
    )


def surf_snapshot(rng: random.Random, mk: dict, hh: int, mm: int, drift: float) -> str:
    strikes = [70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120]
    atm0 = mk["vix"] - 2.2 + drift
    lines = [f"surfbot · SPX vol surface {hh:02d}:{mm:02d} UTC · mid IV % · spot {mk['spx'] + drift * 9:.0f}",
             "```",
             "expiry " + "".join(f"{k:>6d}" for k in strikes) + "    atm  25dRR  fit",
             ]
    atms = []
    for i, e in enumerate(mk["exps"]):
        atm = atm0 + 0.55 * i + rng.uniform(-0.15, 0.15)
        atms.append(atm)
        slope = 1.9 - 0.12 * i
        row = []
        for k in strikes:
            x = (100 - k) / 5.0
            row.append(atm + slope * x + 0.22 * x * x * (1 if k < 100 else 0.6))
        rr = -(row[4] - row[8]) / 2
        fit = rng.choice(["ok", "ok", "ok", "ok", "wide"])
        lines.append(f"{e:<7}" + "".join(f"{v:6.1f}" for v in row) + f"  {atm:5.1f}  {rr:5.1f}  {fit}")
    lines.append("```")
    lines.append("VIX options · mid IV % by moneyness vs future")
    lines.append("```")
    lines.append("month    fut    80%    90%   100%   110%   125%   150%   200%")
    for i, (code, fut) in enumerate(zip(mk["c"][:4], mk["vx"][:4])):
        base = 78 + rng.uniform(-3, 3) - 4 * i + drift * 2
        row = [base - 9, base - 5, base, base + 6, base + 14, base + 27, base + 44]
        lines.append(f"{MON[MONTH_CODES.index(code[2]) ]:<6} {fut + drift * 0.6:6.2f} " + "".join(f"{v:7.1f}" for v in row))
    lines.append("```")
    vx = mk["vx"]
    lines.append("ES weekly options (EW) · mid IV %")
    lines.append("```")
    lines.append("expiry    10dP   25dP    atm   25dC   10dC   fly25   rr25")
    for i, e in enumerate(mk["exps"][:3]):
        a = atms[i] - 0.3
        p10, p25, c25, c10 = a + 7.5 - i, a + 3.6 - 0.3 * i, a - 1.6, a - 1.1
        lines.append(f"{e:<8} {p10:6.1f} {p25:6.1f} {a:6.1f} {c25:6.1f} {c10:6.1f} {(p25 + c25) / 2 - a:7.2f} {c25 - p25:6.2f}")
    lines.append("```")
    lines.append("VX term · last / chg / volume / OI")
    lines.append("```")
    lines.append("contract    last     chg     bid     ask    volume        OI   c/o vs prev")
    prev = mk["vix"] + drift
    for code, v in zip(mk["c"], vx):
        last = v + drift * 0.6
        lines.append(f"{code:<8} {last:7.2f} {rng.uniform(-0.3, 0.3):+7.2f} {last - 0.05:7.2f} {last + 0.05:7.2f} "
                     f"{rng.randint(2000, 60000):9d} {rng.randint(20000, 260000):9d}   {(last / prev - 1) * 100:+6.1f}%")
        prev = last
    lines.append("```")
    lines.append("VX  " + "  ".join(f"{c[2:]} {v + drift * 0.6:.2f}" for c, v in zip(mk["c"], vx))
                 + f"  | VIX {mk['vix'] + drift:.2f}  VVIX {mk['vvix'] + drift * 2:.1f}")
    lines.append("ES opts atm  1w {:.1f}  2w {:.1f}  1m {:.1f}  3m {:.1f} | Δatm vs prior run: ".format(*atms[:4])
                 + " ".join(f"{e} {rng.uniform(-0.3, 0.3):+.1f}" for e in mk["exps"][:5]))
    nxt = "+120m" if hh < 6 else "+60m"
    lines.append(f"rmse {rng.uniform(0.08, 0.24):.2f} · arb-free ✓ · src CBOE/CFE top-of-book · next run {nxt}")
    return "\n".join(lines)


def greeks_table(rng: random.Random, hh: int, mm: int, vega: float, lots: int,
                 breach: bool = False, vlim: float = 450.0, exps=None) -> str:
    gam = rng.uniform(-2.1, -0.9)
    used = abs(vega) / vlim * 100
    rows = [
        f"greeks · book VOL-RELAY · {hh:02d}:{mm:02d} UTC",
        "```",
        "               net        limit      used",
        f"vega        {vega:+8.1f}k   ±{vlim:.1f}k   {used:4.0f}%",
        f"  SPX/ES    {vega * 1.3:+8.1f}k",
        f"  VX        {lots * 1.0:+8.1f}k (eqv)",
        f"  singles   {abs(vega) * 0.25:+8.1f}k",
        f"gamma/pt    {gam:+8.2f}k   ±2.50k     {abs(gam) / 2.5 * 100:4.0f}%",
        f"theta/d     {rng.uniform(12, 24):+8.1f}k       —          —",
        f"vanna       {rng.uniform(0.2, 0.6):+8.2f}m       —          —",
        f"VX lots     {lots:+8d}    ±450       {abs(lots) / 450 * 100:4.0f}%",
        "",
        "bucket      vega(k)   gamma(k)  theta(k)",
    ]
    w = [0.05, 0.22, 0.28, 0.2, 0.15, 0.1]
    for e, wi in zip((exps or ["1w", "1m", "2m", "3m", "6m", "1y"])[:6], w):
        rows.append(f"{e:<10} {vega * wi:+9.1f} {gam * wi * 1.6:+9.2f} {rng.uniform(0.5, 5):+9.1f}")
    rows.append("")
    rows.append("scenario PnL (k USD)   vol -5   vol -2    vol 0   vol +2   vol +5")
    for sp in (-5, -2, -1, 1, 2, 5):
        base = gam * sp * sp * 3 + sp * rng.uniform(-3, 3)
        rows.append(f"spot {sp:+d}%            " + "".join(f"{base + vega * dv:+9.1f}" for dv in (-5, -2, 0, 2, 5)))
    rows.append("```")
    if breach:
        rows.append(f"status: BREACH vega {vega:+.1f}k vs limit ±{vlim:.1f}k — vega-adding orders blocked until back inside")
    else:
        rows.append("status: all limits ok")
    return "\n".join(rows)


# ----------------------------------------------------------------------------- chat pools

def chat_pool(mk: dict, rng: random.Random) -> list[tuple[str, str]]:
    c = mk["c"]
    f, g = mk["vx"][1], mk["vx"][2]
    fg = g - f
    v = dict(vix=q(mk["vix"]), f=q05(f), g=q05(g), fg=q(fg), c2=c[1], c3=c[2], es=f"{mk['es']:.2f}",
             vvix=q(mk["vvix"], 1), zdte=rng.randint(56, 64), vcv=rng.randint(300, 700),
             rv10=q(mk["vix"] - rng.uniform(3, 6), 1), iv1m=q(mk["vix"] - 0.6, 1),
             basis=q(f - mk["vix"]), exp=mk["exp"], vixmon=mk["vixmon"], dec=mk["dec"],
             h1=mk["held"][0], fg0=q(fg + rng.choice([-0.1, 0.1, 0.15])),
             m2=c[1][2:], m3=c[2][2:], fgp=f"{c[1][2]}/{c[2][2]}")
    P = [
        ("lead", "{m2} fühlt sich heute schwer an, jeder will vol verkaufen"),
        ("lead", "wer macht heute EOD? Katrin?"),
        ("lead", "Mittag, bin 20 min weg — Jonas hat den Laden", 11.0, 12.6),
        ("lead", "SPX 0DTE wieder {zdte}% vom Volumen, verrückt", 14.6, 21.0),
        ("lead", "VIX spot {vix} vs {m2} {f} — basis {basis}, normal für die Jahreszeit"),
        ("lead", "Powell um 18:00, bis dahin bleibt das hier ruhig", 13.0, 17.5),
        ("lead", "ES bid, vol offered, klassisch vor Jahresende", 14.6, 21.5),
        ("lead", "kann jemand den surf-fit für 15Jan checken? sieht zu flach aus", 7.0, 11.5),
        ("lead", "gute Arbeit heute morgen, Leute", 12.0, 16.0),
        ("lead", "Citi ruft gleich an wegen year-end, bin kurz im call"),
        ("lead", "skew ist heute komisch, 25d puts billiger als gestern obwohl ES runter"),
        ("lead", "VVIX {vvix}, hmm"),
        ("lead", "hat jemand die Cboe notice zu den VX weeklies gelesen?"),
        ("lead", "Dec var fixing heute nicht vergessen"),
        ("lead", "surfbot braucht ewig heute, ist das der neue build?"),
        ("lead", "Kaffee? ☕", 7.0, 15.0),
        ("jonas", "{fgp} spread {fg} jetzt, war {fg0} heute früh"),
        ("jonas", "ich update den surf-check nach dem close"),
        ("jonas", "GS sagt systematic supply in 1m, deckt sich mit dem tape"),
        ("jonas", "VIX call volume heute schon {vcv}k", 14.6, 21.0),
        ("jonas", "realized 10d {rv10} vs implied 1m {iv1m}, carry sieht gut aus"),
        ("jonas", "hab das var fixing sheet aktualisiert, liegt im drive"),
        ("jonas", "ES {es} — vol bleibt sticky"),
        ("jonas", "zurück vom Mittag", 12.0, 13.2),
        ("jonas", "can someone sanity check the 19Mar atm? looks 0.4 too high vs the VX curve"),
        ("jonas", "the {exp} 6600 puts trade 1.2 over model, someone's paying up", 14.6, 21.0),
        ("jonas", "VX weeklies volume is tiny today, 3k lots"),
        ("jonas", "mein bloomberg hängt, restart"),
        ("priya", "reminder: year-end limit sign-off by Friday, please look at the sheet"),
        ("priya", "greeks bot restarts at 22:00 UTC for the patch, expect a short gap", 15.0, 21.5),
        ("priya", "vega by bucket looks fine, gamma ok"),
        ("priya", "please tag me on anything that adds index vega today"),
        ("priya", "audit asked for the Nov var confirms, Jonas can you dig them out?"),
        ("bridge", ib("jsmith", "Citi", "morning, quiet in VX so far, some real money selling {m2} calls"), 7.0, 10.0),
        ("bridge", ib("tkwan", "BofA", "seeing vol-control selling into the close again"), 17.0, 21.0),
        ("bridge", ib("a.rossi", "GS", "flows: systematic vega supply in 1m, dealers long gamma ~$4bn")),
        ("bridge", ib("lmeyer", "JPM", "year-end liquidity thins from the 15th, fyi")),
        ("bridge", ib("pgreene", "MS", "anyone else seeing 0DTE put flow around 6700?"), 14.6, 21.0),
        ("bridge", slack("Katrin", "screens slow on my side, anyone else?")),
        ("bridge", slack("Katrin", "VIX call OI in {vixmon} 30s up another 40k")),
        ("bridge", slack("Katrin", "I'm on the 14:00 with Cboe about the settlement change"), 7.0, 12.8),
        ("bridge", ib("jsmith", "Citi", "what's your year-end availability for a dinner? :)")),
        ("bridge", ib("kato", "Nomura", "Nikkei vol bid overnight, JGB vol too")),
        ("bridge", relay("sym", "SocGen Vol Sales", "weekly vol chartbook out, SX5E skew at 1y highs")),
        ("bridge", ib("tkwan", "BofA", "vol-of-vol monitor: VVIX/VIX ratio at 5.6, upper end of range")),
        ("bridge", slack("Katrin", "{m2} bid side thin, 40 lots at a time")),
        ("bridge", ib("dhart", "Barclays", "morning! single-name vol desk is open till 22:00 CET"), 7.4, 9.8),
        ("bridge", slack("Katrin", "back in 10")),
        ("news", "📰 US ISM services 52.4 vs 51.8 exp; prices paid 61.2", 15.0, 15.05),
        ("news", "📰 US initial jobless claims 221k vs 225k exp", 13.5, 13.55),
        ("news", "📰 Fed's Waller: policy 'well positioned', no rush to move"),
        ("news", "📰 UST 10y +6bp to 4.41% after ISM", 15.2, 18.0),
        ("news", "📰 Cboe: VIX options volume record for a December session"),
        ("lead", "hat jemand {h1} earnings date bestätigt?"),
        ("jonas", "Katrins slack kommt verzögert rein, bridge hat ~30s lag"),
        ("lead", "{m2} {f}, {m3} {g}. Kurve steilt wieder"),
        ("priya", "FYI the VaR run moved to 21:45 UTC from tomorrow"),
        ("jonas", "dec var realized to date ~{rv10}, fixing läuft gegen uns"),
        ("priya", "the margin sheet for CFE is updated, thanks Katrin"),
        ("bridge", slack("Katrin", "anyone have the Cboe VIX methodology doc handy? the new SOQ section")),
        ("bridge", ib("a.rossi", "GS", "happy to walk you through our year-end vol outlook, 20 min tomorrow?")),
        ("lead", "bridge hängt wieder ein bisschen, Katrin kommt mit Verzögerung"),
        ("jonas", "surfbot 15Jan fit sieht jetzt wieder normal aus", 12.5, 16.0),
        ("bridge", ib("pgreene", "MS", "MS vol strats piece on 0DTE and dealer gamma out later today"), 8.0, 15.0),
        ("bridge", slack("Katrin", "the IB chat with Barclays is lagging again, will ping them")),
        ("priya", "heads-up: audit sample includes two of last week's var confirms"),
        ("news", "📰 VIX slips intraday as S&P 500 hits session high", 14.7, 20.9),
        ("news", "📰 Cboe reports November ADV: VIX options +18% y/y, VX futures +9%"),
    ]
    out = []
    for row in P:
        who, text = row[0], row[1]
        lo, hi = (row[2], row[3]) if len(row) == 4 else ((7.5, 21.0) if who == "news" else (6.7, 21.7))
        out.append((who, text.format(**v), lo, hi))
    return out


ACKS = [
    ("lead", "ok"), ("lead", "thx"), ("lead", "danke"), ("lead", "👍"), ("lead", "jo"),
    ("jonas", "ok"), ("jonas", "thx"), ("jonas", "👀"), ("jonas", "kk"), ("jonas", "🙏"),
    ("priya", "thanks"), ("priya", "👍"), ("bridge", slack("Katrin", "ty")),
    ("bridge", slack("Katrin", "👍")), ("lead", "merci"), ("jonas", "danke dir"),
]


# ----------------------------------------------------------------------------- the day

def build_day(rng: random.Random, chan: str, start: datetime) -> Day:
    D = Day(rng, chan, start)
    mk = market(rng, start.date())
    c = mk["c"]
    z, f, g, h, j = mk["vx"]
    vix, vvix = mk["vix"], mk["vvix"]
    held, watch = mk["held"], mk["watch"]
    m2, m3, fgp = c[1][2:], c[2][2:], f"{c[1][2]}/{c[2][2]}"
    comp = {k: SINGLE_NAMES[k][0] for k in SINGLE_NAMES}
    dstr = start.strftime("%d %b")

    def sh(spread: float = 12.0) -> float:
        return rng.uniform(-spread, spread)

    # ---------------- scheduled bot noise
    drift = 0.0
    for hh in list(range(0, 7, 2)) + list(range(7, 24)):
        drift += rng.uniform(-0.25, 0.25)
        mm = rng.randint(0, 2)
        D.noise(hh * 60 + mm + rng.random(), "surf", surf_snapshot(rng, mk, hh, mm, drift))
    vega_now = -rng.uniform(180, 260)
    lots = -150
    greek_slots = [0.5, 4.0, 6.8, 9.5, 12.0, 13.5, 16.9, 19.0, 22.6]
    for s in greek_slots:
        t = s * 60 + sh(5)
        vega_now += rng.uniform(-15, 15)
        if s < 15.0:
            D.noise(t, "greeks", greeks_table(rng, int(t // 60), int(t % 60), vega_now, lots if s < 8.5 else -350, exps=mk["exps"]))
        else:
            D.noise(t, "greeks", greeks_table(rng, int(t // 60), int(t % 60), -rng.uniform(455, 505), -350, vlim=520.0, exps=mk["exps"]))
    for hh in (1, 8, 14, 21):
        t = hh * 60 + rng.uniform(5, 50)
        D.noise(t, "algo", f"vx-algo ♥ parents_working={rng.randint(0, 2)} children_live={rng.randint(0, 4)} "
                           f"cfe_rtt_p50={rng.uniform(2.1, 3.9):.1f}ms drops=0 seq={rng.randint(80000, 99000)}")
    pnl_slots = [7.1, 10.0, 14.0, 16.0, 18.0]
    for s in pnl_slots:
        t = s * 60 + sh(4)
        day = rng.uniform(-30, 60)
        D.noise(t, "pnl", f"PnL {int(t // 60):02d}:{int(t % 60):02d} UTC · day {day:+.1f}k USD · "
                          f"vega {day * 0.7:+.1f}k · gamma {rng.uniform(-8, 3):+.1f}k · theta {rng.uniform(4, 12):+.1f}k · "
                          f"MTD {rng.uniform(200, 900):+.0f}k\n```\n"
                          f"strategy          day(k)    MTD(k)\n"
                          f"VX curve        {day * 0.45:+8.1f}  {rng.uniform(50, 300):+8.1f}\n"
                          f"SPX var/disp    {day * 0.3:+8.1f}  {rng.uniform(20, 200):+8.1f}\n"
                          f"SPXW/ES opts    {day * 0.15:+8.1f}  {rng.uniform(-80, 60):+8.1f}\n"
                          f"single-name var {day * 0.1:+8.1f}  {rng.uniform(-30, 90):+8.1f}\n"
                          f"fees/financing  {-rng.uniform(0.5, 2):+8.1f}  {-rng.uniform(10, 30):+8.1f}\n```")
    D.noise(21.3 * 60 + sh(4), "pnl", "", embeds=[{
        "title": "EOD PnL · VOL-RELAY", "description": f"{start:%Y-%m-%d} · marks CFE/CBOE settle",
        "fields": [{"name": "Day", "value": f"{rng.uniform(-40, 90):+.1f}k USD", "inline": True},
                   {"name": "Vega", "value": f"{rng.uniform(-30, 60):+.1f}k", "inline": True},
                   {"name": "Gamma", "value": f"{rng.uniform(-9, 2):+.1f}k", "inline": True},
                   {"name": "Theta", "value": f"{rng.uniform(10, 22):+.1f}k", "inline": True},
                   {"name": "MTD", "value": f"{rng.uniform(200, 900):+.0f}k", "inline": True}],
        "footer": "pnl-bot · snapshot 21:15 UTC"}])
    D.noise(0.7 * 60 + sh(5), "cron", f"cron eod-marks: {rng.randint(22, 31)} positions marked @ CFE/CBOE settle · 0 routed · 0 exceptions")
    D.noise(6.0 * 60 + sh(5), "cron", f"cron overnight-triage: {rng.randint(9, 19)} relayed items scanned · 0 routed · 2 muted (auto-replies)")
    D.noise(12.0 * 60 + sh(3), "cron", f"cron var-fixings: SPX {mk['dec']} var daily fixing loaded (obs {rng.randint(12, 19)}/21) · realized to date {vix - 3.1:.2f}")
    D.noise(22.1 * 60 + sh(3), "cron", "cron eod-snapshot: book frozen · greeks archived · 0 routed")
    D.noise(5.1 * 60 + sh(8), "ci", f"✅ deploy vx-algo {rng.choice(['4.8.2', '4.8.3', '4.9.0'])} → prod (canary 10% for 20m, no errors)")
    D.noise(12.7 * 60 + sh(8), "ci", f"CI surfbot#{rng.randint(1800, 1900)} passed (212 tests, 3m41s) — deploy held: trading-hours freeze 14:00–21:00 UTC")
    D.noise(22.5 * 60 + sh(8), "ci", f"✅ deploy greeks {rng.choice(['1.9.0', '1.9.1'])} → prod · restart 4s · first snapshot ok")
    D.noise(2.5 * 60 + sh(20), "bridge", f"⚡ relay: IB link reconnected after {rng.randint(8, 60)}s gap — backfilled {rng.randint(0, 4)} msgs, 0 lost")
    D.noise(13.9 * 60 + sh(10), "bridge", "⚡ relay: slack#vol-desk socket reset (code 1006), resubscribed, cursor ok")
    D.noise(19.2 * 60 + sh(10), "bridge", f"⚡ relay: IB link reconnected after {rng.randint(8, 60)}s gap — backfilled {rng.randint(0, 4)} msgs, 0 lost")
    t_tr = 3.2 * 60 + sh(20)
    D.noise(t_tr, "surf", "surfbot ERROR fit failed for 15Jan slice\n```\nTraceback (most recent call last):\n"
                          "  File \"/opt/surf/fit.py\", line 212, in fit_slice\n    params = svi.calibrate(k, w, guess)\n"
                          "  File \"/opt/surf/svi.py\", line 88, in calibrate\n"
                          "    raise CalibrationError(f\"no convergence after {n} iters\")\n"
                          "surf.svi.CalibrationError: no convergence after 500 iters\n```")
    D.noise(t_tr + 1.5, "surf", f"surfbot retry ok: 15Jan slice refit (rmse {rng.uniform(0.15, 0.3):.2f}), snapshot republished")
    D.noise(15.05 * 60 + sh(10), "algo", "vx-algo WARN gateway probe timeout (no order affected)\n```\nTraceback (most recent call last):\n"
                                        "  File \"/srv/vxalgo/gw/cfe.py\", line 97, in probe\n    ack = self.sock.recv(timeout=0.25)\n"
                                        "vxalgo.gw.GatewayTimeout: probe seq=88123\n```\nfailover to session B ok")
    alert_syms = [("VIX", vix), (c[1], f), (c[2], g), ("VVIX", vvix), (mk["es_code"], mk["es"])]
    for _i in range(rng.randint(6, 8)):
        sym, lvl = rng.choice(alert_syms)
        step = 0.05 if sym.startswith("V") else 5.0
        up = rng.random() < 0.5
        thr = lvl + rng.uniform(-0.6, 0.6) * (1 if step < 1 else 20)
        thr = round(thr / step) * step
        px = thr + (step if up else -step)
        D.noise(curve_time(rng), "alerts", f"⚠️ {sym} {px:.2f} crossed {thr:.2f} {'↑' if up else '↓'}")
    ack_n = rng.randint(9, 12)
    for i, (who, txt) in enumerate(rng.sample(ACKS, ack_n)):
        idm = ("bare 👍 acknowledgement, not a reply to a proposal", "not_hard") if txt == "👍" else None
        D.noise(day_time(rng, 6.8, 21.8), who, txt, ref="ack", idiom=idm)

    tr = 21.75 * 60 + sh(4)
    rep = [f"greeks EOD risk report · book VOL-RELAY · {start:%Y-%m-%d}", "```",
           "position                              qty/vega      mark     vega(k)  gamma(k)  theta(k)"]
    posl = [(f"{c[1]} fut short", "-350 lots", q05(f)), (f"{c[2]} fut long", "+100 lots", q05(g)),
            (f"{c[3]} fut short", "-100 lots", q05(h)), (f"SPX {mk['jun']} var short", "-10k vega", q(h + 0.3)),
            (f"SPX {mk['mar']} var short", "-10k vega", q(g)), (f"SPX {mk['dec']} var long", "+5k vega", q(vix - 0.8))]
    posl += [(f"{n} {mk['jun']} var long", "+3.3k vega", q(rng.uniform(*SINGLE_NAMES[n][1]), 1)) for n in held]
    posl += [(f"{n} {mk['mar']} var long", "+3.3k vega", q(rng.uniform(*SINGLE_NAMES[n][1]), 1)) for n in held]
    posl += [(f"SPXW {mk['exp']} put spread long", "+400", q(rng.uniform(9, 16)))]
    for name, qty, mark in posl:
        rep.append(f"{name:<37} {qty:>9} {mark:>9} {rng.uniform(-120, 120):+10.1f} {rng.uniform(-0.8, 0.8):+9.2f} {rng.uniform(-3, 6):+9.1f}")
    rep += ["```", f"VaR 99/1d {rng.uniform(0.9, 1.6):.2f}m · stress 'Aug-24' {-rng.uniform(2.5, 4.5):.2f}m · stress 'Feb-18' {-rng.uniform(5, 8):.2f}m · all limits ok at close"]
    D.noise(tr, "greeks", "\n".join(rep))
    for hh in (9.7, 20.6):
        ta = hh * 60 + sh(6)
        rows = [f"vx-algo session stats {int(ta // 60):02d}:{int(ta % 60):02d} UTC", "```",
                "algo      parents  child_msgs  rejects  avg_slip(ticks)  p99_ack(ms)"]
        for algo in ("TWAP", "ICEBERG", "POV5", "SNIPER"):
            rows.append(f"{algo:<9} {rng.randint(0, 6):>7}  {rng.randint(0, 400):>10}  {0:>7}  {rng.uniform(-0.4, 0.6):>15.2f}  {rng.uniform(4, 19):>11.1f}")
        rows += ["```", f"gateway sessions A/B up · throttle 0/{rng.randint(200, 400)} · drop-copy in sync"]
        D.noise(ta, "algo", "\n".join(rows))

    # ---------------- morning: book, note, axes
    t = 6.75 * 60 + sh(6)
    D.add(t, "lead", f"moin. overnight ruhig, {m2} {rng.uniform(-0.2, 0.25):+.2f}. Wer hat den surf-fit crash gesehen?")
    D.add(t + 4, "jonas", "moin, ja, 15Jan slice — retry hat's gefixt")
    t = 7.15 * 60 + sh(4)
    jv = 10
    book = D.add(t, "lead",
                 f"📌 Book heute: short {c[1]} 150 lots (avg {q05(f + 0.5)}), long {c[2]}/{c[3]} calendar 100x, "
                 f"SPX {mk['jun']} var short {jv}k vega vs long {'/'.join(held)} {mk['jun']} var (dispersion), "
                 f"{mk['dec']} var long 5k vega bis Fixing.\nWatchlist: {', '.join(watch)} (event vol).")
    D.op(t + 0.4, "pin", key=book, by="lead")
    D.op(t + 0.3, "reaction_add", key=book, emoji="📌", user="lead")

    # morning note with buried thesis change
    t = 7.35 * 60 + sh(6)
    contango = (z / vix - 1) * 100
    note = (
        f"Morning vol note {dstr}\n"
        f"Overnight: VIX {vix:.2f} ({rng.uniform(-0.4, 0.4):+.2f}), {c[1]} {q05(f)} / {c[2]} {q05(g)}, {fgp} {g - f:+.2f}. "
        f"ES {mk['es']:.2f} ({rng.uniform(-0.5, 0.5):+.2f}%). VVIX {vvix:.1f}.\n"
        f"Flows (IB/Slack overnight): Citi and BofA both talk about vol-control supply into the 1m, GS says real money "
        f"is rolling {mk['dec']} puts into {mk['mar'][:3]}. Asia quiet, SPX 0DTE share was {rng.randint(56, 63)}% yesterday.\n"
        f"Term structure: contango spot→{c[0]} {contango:.1f}%, roll-down on {c[1]} ~{rng.uniform(0.12, 0.22):.2f} vol pts/week "
        f"at current spot, top quintile since 2022.\n"
        f"Skew: 25d put skew 1m {rng.uniform(4.5, 7):.1f} vs 3m {rng.uniform(3.5, 5):.1f}; put wings bid in {mk['exp']} after the payrolls date moved.\n"
        f"Desk view change: we move from bearish to neutral on VVIX — the short-VVIX thesis from last week is invalidated "
        f"with VVIX back at {vvix:.1f} and call OI building in {mk['vixmon']} 25s/30s.\n"
        f"Calendar: ISM services 15:00 UTC, Powell 18:00 UTC, {held[0]} at a conference 17:30 UTC.\n"
        f"Nothing else changes for the book; stops as per pinned."
    )
    D.hard(t, "jonas", note, "thesis_update", ["VVIX", "neutral", "invalidated"], "buried",
           idiom=("desk view change buried in a long morning note", "thesis_update"))

    # Citi axe + agent no-route
    t = 7.6 * 60 + sh(8)
    citi_px = q(mk["vix"] - rng.uniform(0.4, 1.2))
    D.near(t, "bridge", ib("jsmith", "Citi", f"morning all — Citi vol: axed to sell 5k vega {mk['dec']} var, {citi_px} offer, can work size"),
           idiom=("dealer axe relayed by the bridge", "not_hard"))
    D.hard(t + 1.2, "agent",
           f"triage src=IB/Citi item=\"5k vega {mk['dec']} var offer {citi_px}\" verdict=no_action routed=none "
           f"reason=\"{mk['dec']} var outside today's plan\"",
           "no_route_decision", ["verdict=no_action", "routed=none", f"{mk['dec']} var"], "structured",
           idiom=("agent key=value no-action triage line", "no_route_decision"))
    # BofA run + lead no-route
    t = 7.9 * 60 + sh(6)
    run = D.near(t, "bridge", ib("tkwan", "BofA",
                                 f"VX run  {c[0][2:]} {q05(z - 0.05)}/{q05(z)}  {c[1][2:]} {q05(f - 0.05)}/{q05(f)}  "
                                 f"{c[2][2:]} {q05(g - 0.05)}/{q05(g + 0.05)}  {c[3][2:]} {q05(h - 0.05)}/{q05(h + 0.05)} | "
                                 f"{fgp} {q(g - f - 0.05)}/{q(g - f)}  size 500 up"))
    if rng.random() < 0.6:
        D.hard(t + 9 + sh(2), "lead", "BofA run: kein Handlungsbedarf, nicht routen", "no_route_decision",
               ["kein Handlungsbedarf", "nicht routen"], "reply", ref=run)
    D.near(8.05 * 60 + sh(10), "bridge", relay("slack#rates-vol", "Ollie",
                                                f"we lifted 50k vega 1y10y payer straddles at {rng.randint(88, 96)}bp, thanks Citi"),
           idiom=("other desk's vol trade relayed from another slack channel", "not_hard"))

    # ---------------- idea A: short F7
    pxA = f + rng.choice([0.0, 0.05, 0.1])
    sA = q05(pxA)
    stop0 = q05(pxA + 0.75)
    tA = 8.5 * 60 + sh(10)
    kA = D.hard(tA, "bridge", slack("Katrin", f"{m2} rich vs spot again — {c[1]} {q05(f)} with VIX {vix:.2f}, roll-down does the work. "
                                               f"I want to sell 200 {c[1]} at {sA}, stop {stop0}. Ok?"),
                "trade_proposal", [c[1], "sell 200", sA, stop0], "untagged",
                idiom=("desk trader's proposal relayed from slack", "trade_proposal"))
    D.hard(tA + 4 + rng.random(), "lead", f"ok mach 200 {c[1]} @ {sA}, stop {stop0}", "trade_approval",
           ["ok mach", "200", c[1], sA], "reply", ref=kA,
           idiom=("German shorthand approval reply 'ok mach'", "trade_approval"))
    D.near(tA + 5.2, "bridge", slack("Katrin", "cool, will get the algo ticket in shortly"))
    pidA = f"VXP-{start:%m%d}-{rng.randint(10, 99):04d}"
    D.hard(tA + 6.5, "algo", f"[ORDER] parent {pidA} NEW SELL 200 {c[1]} LMT {sA} algo=ICEBERG slices=8x25 tif=DAY → ACCEPTED by CFE",
           "trade_confirmation", [pidA, "SELL", "200", c[1], "ACCEPTED"], "tagged",
           idiom=("algo parent ACCEPTED tagged line", "trade_confirmation"))
    sA5 = q05(pxA + 0.05)
    D.hard(tA + 11.3, "algo", f"evt=child_fill parent={pidA} child={pidA}-c01 side=SELL sym={c[1]} qty=25 px={sA} done=12.5%",
           "trade_fill", [f"{pidA}-c01", "SELL", "qty=25", f"px={sA}"], "structured",
           idiom=("algo child fill key=value with % done", "trade_fill"))
    k_c02 = D.hard(tA + 22.4, "algo", f"evt=child_fill parent={pidA} child={pidA}-c02 side=SELL sym={c[1]} qty=25 px={sA} done=25.0%",
                   "trade_fill", [f"{pidA}-c02", "SELL", "qty=25", f"px={sA5}"], "structured")
    D.op(tA + 47, "edit", key=k_c02,
         content=f"evt=child_fill parent={pidA} child={pidA}-c02 side=SELL sym={c[1]} qty=25 px={sA5} done=25.0% amended=1",
         superseded=[f"px={sA}"])
    if rng.random() < 0.4:
        D.hard(tA + 55.8, "algo", f"evt=child_fill parent={pidA} child={pidA}-c03 side=SELL sym={c[1]} qty=50 px={sA} done=50.0%",
               "trade_fill", [f"{pidA}-c03", "SELL", "qty=50", f"px={sA}"], "structured")
    avgA = q(pxA + 0.03125, 4)
    tA2 = 14.68 * 60 + sh(4)
    kAdone = D.hard(tA2, "oms", "", "trade_fill", [pidA, "SELL", "200", avgA, "FILLED"], "embed",
                    embeds=[{"title": "Execution report", "description": "Parent order complete",
                             "author": "OMS",
                             "fields": [{"name": "Order", "value": pidA, "inline": True},
                                        {"name": "Side", "value": "SELL", "inline": True},
                                        {"name": "Qty", "value": "200", "inline": True},
                                        {"name": "Instrument", "value": c[1], "inline": True},
                                        {"name": "Avg px", "value": avgA, "inline": True},
                                        {"name": "Status", "value": "FILLED", "inline": True},
                                        {"name": "Children", "value": "8/8"}],
                             "footer": f"vx-algo ICEBERG · venue CFE · {int(tA2 // 60):02d}:{int(tA2 % 60):02d} UTC"}],
                    idiom=("embed-only OMS execution report", "trade_fill"))
    D.op(tA2 + 1.5, "reaction_add", key=kAdone, emoji="✅", user="lead")
    s1, s2, s3 = q05(pxA + 0.55), q05(pxA + 0.35), q05(pxA + 0.2)
    tS = tA2 + 9 + sh(2)
    kstop = D.hard(tS, "lead", f"{c[1]} short 200: stop jetzt {s1}", "stop_or_target_change",
                   [c[1], "stop", s3], "untagged",
                   idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
    D.op(tS + 0.5, "reaction_add", key=kstop, emoji="📌", user="lead")
    D.op(tS + 0.6, "pin", key=kstop, by="lead")
    D.op(16.75 * 60 + sh(8), "edit", key=kstop, content=f"{c[1]} short 200: stop jetzt {s2}", superseded=[s1])
    D.op(19.7 * 60 + sh(8), "edit", key=kstop, content=f"{c[1]} short 200: stop jetzt {s3} (nachgezogen)", superseded=[s2])
    tpA = q05(pxA - 1.0)
    if rng.random() < 0.7:
        D.hard(15.2 * 60 + sh(10), "bridge", slack("Katrin", f"setting TP on the {c[1]} short at {tpA}, taking half off there"),
               "stop_or_target_change", [c[1], "TP", tpA], "untagged")

    # ---------------- idea B: dispersion (thread)
    tB = 9.5 * 60 + sh(8)
    vS = q(g + rng.uniform(-0.3, 0.3))
    vols = {n: q(rng.uniform(*SINGLE_NAMES[n][1]), 1) for n in held}
    corr = q(rng.uniform(0.15, 0.2))
    thB = D.add(tB, "jonas", f"🧵 Dispersion {mk['mar']}: SPX var vs {'/'.join(held)}")
    D.near(tB + 1.1, "jonas",
           f"Setup numbers for {mk['mar']} (mid, vol pts):\n"
           f"SPX var {vS}  |  " + "  ".join(f"{n} {vols[n]}" for n in held) + "\n"
           f"Implied corr (3-name cap-weighted proxy): {corr} — 1y range 0.14–0.41, ~8th pctile\n"
           f"Realized corr 3m {rng.uniform(0.22, 0.35):.2f}; index realized 3m {vix - rng.uniform(3, 5):.1f}\n"
           f"Historically, when implied corr < 0.20 the short-index/long-singles var package made money in 71% of 3m windows, "
           f"but the losers are big (Mar-20: -9 vol pts on the index leg alone). Vega-neutral sizing would be ~1:3 index:singles, "
           f"theta slightly positive, and the package is short the Dec-Jan correlation spike we usually get in the first week of January.",
           thread=thB)
    D.near(tB + 5.5, "lead", "sieht interessant aus. was kostet uns das an margin?", thread=thB)
    D.near(tB + 10.2, "jonas",
           f"Idea, not a proposal yet: something like 15k vega SPX {mk['mar']} var short vs ~5k vega each " + "/".join(held) +
           f" {mk['mar']} var (mids " + "/".join(vols[n] for n in held) + f"). Net vega ~0, short corr at {corr}. Thoughts?", thread=thB)
    D.near(tB + 18, "lead", "was macht das mit unserem vega limit? @Priya", thread=thB)
    D.hard(tB + 25.3, "priya",
           f"Index vega would go to -{abs(vega_now) + 150:.0f}k vs the 450k limit. I'm capping it: max 10k vega SPX var on this one "
           f"until EOD, limit itself stays at 450k.",
           "risk_limit", ["capping", "10k vega", "450k"], "untagged", thread=thB)
    vS1 = 10
    kB2 = D.hard(tB + 32, "jonas",
                 f"ok, resized: sell {vS1}k vega SPX {mk['mar']} var @ {vS}, singles 3.3k vega each, same levels",
                 "trade_proposal", [f"sell {vS1}k vega", f"SPX {mk['mar']} var", vS], "untagged", thread=thB)
    D.hard(tB + 35.4, "lead", "👍 go, 10k", "trade_approval", ["👍 go", "10k"], "reply", ref=kB2, thread=thB,
           idiom=("thumbs-up reply approves a proposal in a thread", "trade_approval"))
    D.add(tB + 37, "jonas", "top, mache ich", thread=thB)
    D.near(tB + 60 + sh(3), "bridge", ib("a.rossi", "GS", f"{mk['mar']} SPX var {q(float(vS) - 0.2)}/{q(float(vS) + 0.25)}, can do 10k"))
    D.hard(tB + 75 + sh(3), "bridge", ib("a.rossi", "GS", f"done — you sell 10k vega SPX {mk['mar']} var at {vS}. Confirm to follow."),
           "trade_fill", ["sell 10k vega", f"SPX {mk['mar']} var", vS], "untagged",
           idiom=("dealer 'done — you sell' relayed fill of the desk's own trade", "trade_fill"))
    n1, n2, n3 = held
    if rng.random() < 0.4:
        D.hard(tB + 100 + sh(3), "bridge", ib("lmeyer", "JPM", f"done: you buy 3.3k vega {n1} {mk['mar']} var at {vols[n1]}"),
               "trade_fill", ["buy 3.3k vega", f"{n1} {mk['mar']} var", vols[n1]], "untagged")
    else:
        D.add(tB + 100 + sh(3), "bridge", ib("lmeyer", "JPM", f"working your {n1} {mk['mar']} var, street is {q(float(vols[n1]) - 0.3, 1)}/{q(float(vols[n1]) + 0.4, 1)}, will come back"))
    phone = f"+44 7700 900{rng.randint(100, 999)}"
    tF = tB + 118 + sh(3)
    kforg = D.hard(tF, "bridge", ib("dhart", "Barclays", f"done 3.3k vega {n2} {mk['mar']} var @ {vols[n2]} and 3.3k {n3} @ {vols[n3]}, you buy. "
                                                           f"IB is flaky today, call me on {phone} if anything"),
                   "trade_fill", ["3.3k vega", f"{n2} {mk['mar']} var", vols[n2], "you buy"], "untagged")
    D.op(tF + 12, "forget", key=kforg, by="mod", snippet=phone)
    D.add(tF + 13, "mod", "removed a relayed message with a personal phone number — Barclays will resend")
    D.hard(tF + 19, "bridge", ib("dhart", "Barclays", f"(resend) done — you buy 3.3k vega {n2} {mk['mar']} var @ {vols[n2]} and 3.3k vega {n3} {mk['mar']} var @ {vols[n3]}"),
           "trade_fill", ["you buy", f"{n2} {mk['mar']} var", vols[n2], f"{n3} {mk['mar']} var"], "untagged")

    # ---------------- idea C: SPXW put spread hedge (thread)
    tC = 10.3 * 60 + sh(6)
    k1 = int(round(mk["spx"] * 0.94 / 50) * 50)
    k2 = k1 - 200
    pxC = rng.uniform(11, 17)
    sC = q05(pxC)
    stopC = q05(pxC / 2)
    thC = D.add(tC, "lead", f"🧵 Tail-Hedge für den {c[1]} short")
    D.near(tC + 2, "lead", "was kostet ein 1x1 put spread unter 94%? will nicht nackt short vol ins Jahresende", thread=thC)
    kC = D.hard(tC + 8, "jonas", f"b 400 SPXW {mk['exp']} {k1}/{k2} ps @ {sC}, stop {stopC} — hedge für den short {m2}",
                "trade_proposal", ["b 400", "SPXW", f"{k1}/{k2}", sC], "shorthand", thread=thC,
                idiom=("b-shorthand option spread proposal", "trade_proposal"))
    D.hard(tC + 12.5, "lead", "passt, go. 400 ok", "trade_approval", ["passt, go", "400"], "reply", ref=kC, thread=thC)
    oidC = f"{rng.randrange(16 ** 6):06x}"
    D.hard(tC + 20, "oms", "", "trade_confirmation", [oidC, "BUY", "400", "WORKING"], "embed",
           embeds=[{"title": "Execution report", "description": "New order acknowledged", "author": "OMS",
                    "fields": [{"name": "Side", "value": "BUY", "inline": True},
                               {"name": "Qty", "value": "400", "inline": True},
                               {"name": "Instrument", "value": f"SPXW {mk['exp']} {k1}/{k2} P spread"},
                               {"name": "Limit", "value": sC, "inline": True},
                               {"name": "Status", "value": "WORKING", "inline": True}],
                    "footer": f"order {oidC} · venue CBOE · COB"}])
    if rng.random() < 0.6:
        sCp = q05(pxC - 0.05)
        D.hard(11.9 * 60 + sh(8), "oms", "", "trade_fill", [oidC, "PARTIAL", "150", sCp], "embed",
               embeds=[{"title": "Execution report", "description": "Partial fill", "author": "OMS",
                        "fields": [{"name": "Side", "value": "BUY", "inline": True},
                                   {"name": "Filled", "value": "150", "inline": True},
                                   {"name": "Px", "value": sCp, "inline": True},
                                   {"name": "Leaves", "value": "250", "inline": True},
                                   {"name": "Status", "value": "PARTIAL", "inline": True}],
                        "footer": f"order {oidC} · venue CBOE · COB"}])
    avgC = q(pxC - 0.03, 2)
    D.hard(14.58 * 60 + sh(3), "oms", "", "trade_fill", [oidC, "FILLED", "400", avgC], "embed",
           embeds=[{"title": "Execution report", "description": "Order complete", "author": "OMS",
                    "fields": [{"name": "Side", "value": "BUY", "inline": True},
                               {"name": "Filled", "value": "400", "inline": True},
                               {"name": "Avg px", "value": avgC, "inline": True},
                               {"name": "Status", "value": "FILLED", "inline": True}],
                    "footer": f"order {oidC} · venue CBOE · COB"}])
    if rng.random() < 0.6:
        D.hard(15.5 * 60 + sh(10), "lead", f"stop auf den SPXW {k1}/{k2} ps raus — ist Hedge, läuft bis Verfall",
               "stop_or_target_change", ["stop", "SPXW", "raus"], "untagged", thread=thC)
    nES = rng.randint(25, 45)
    D.hard(14.95 * 60 + sh(5), "lead", f"ES-Delta aus dem ps: routing den Hedge an exec-agent (short bis {nES} {mk['es_code']} wenn delta drift > 10), Jonas checkt",
           "route_decision", ["routing", "exec-agent", mk["es_code"]], "untagged")

    # deleted shorthand proposal (wrong channel)
    if rng.random() < 0.85:
        tX = 11.05 * 60 + sh(6)
        pxX = q05(h + 0.1)
        kX = D.hard(tX, "jonas", f"s 50 {c[3]} @ {pxX}, stop {q05(h + 0.7)}", "trade_proposal",
                    [f"s 50 {c[3]}", pxX], "shorthand")
        D.op(tX + 0.7, "delete", key=kX, snippet=f"s 50 {c[3]} @ {pxX}")
        D.add(tX + 1.2, "jonas", "sorry, falscher channel")

    # backtest near-misses
    tBT = 11.5 * 60 + sh(10)
    bt = D.near(tBT, "jonas",
                f"Backtest — term-structure carry v3, 2012-01 → 2026-11, daily, CFE settles\n"
                f"Rule: short VX2 when VX1/VIX contango > 6% and VVIX < 100; flat otherwise; roll 5d before expiry; size 1% NAV vega.\n"
                f"Result: CAGR 14.2%, vol 19.8%, Sharpe 0.72, max DD -48.6% (Feb-18), 2020: -31% in 8 sessions.\n"
                f"Trades: 212, hit rate 64%, avg hold 11d. Best: sold VXJ3 at 24.10, covered 19.35. Worst: sold VXG8 @ 14.05 on 2018-02-02, stopped at 33.00.\n"
                f"With the VVIX filter at 95 instead of 100 the DD drops to -37% but CAGR goes to 11.1%. "
                f"Today the rule would be short {c[1]} 1% NAV — research only, not a trade idea, feedback before it goes in the monthly.",
                idiom=("term-structure backtest with past fills", "not_hard"), attachments=[{"filename": "carry_v3_equity.png", "size": 84213}])
    D.op(tBT + 2, "reaction_add", key=bt, emoji="👀", user="lead")
    D.near(tBT + 16, "lead", "Feb-18 killt das. Mit einem stop bei +30% vol wäre der DD halb so groß, oder?", ref=bt)
    D.near(tBT + 21, "jonas", "ja, stop-Variante ist im Tab 2: DD -29%, CAGR 10.4%. Aber wieder nur Backtest", ref=bt)

    # watch / held news
    w = watch[0]
    hw, kw_, dw = rng.choice(HEADLINES[w])
    D.hard(12.05 * 60 + sh(25), "news", f"📰 {hw}", "watchlist_news", [hw.split(':')[0] if ':' in hw else SINGLE_NAMES[w][0], kw_], "untagged")
    hn, kn, dn = HEADLINES[n1][0]
    D.hard(1.25 * 60 + sh(20), "news", "", "held_position_news", [SINGLE_NAMES[n1][0], kn], "embed",
           embeds=[{"title": hn, "description": dn, "url": f"https://news.example.com/a/{rng.randint(10 ** 6, 10 ** 7)}",
                    "footer": f"Reuters · {int(1.25):02d}:{rng.randint(5, 50):02d} UTC"}],
           idiom=("embed-only headline on a held single-name leg named by company", "held_position_news"))
    hn2, kn2, _dn2 = HEADLINES[n2][1]
    if rng.random() < 0.75:
        D.hard(rng.uniform(13.6, 17.2) * 60, "news", f"🔴 {hn2}", "held_position_news", [n2, kn2], "tagged")
    D.near(rng.uniform(16.5, 20.5) * 60, "news", f"📰 {rng.choice(UNHELD_HEADLINES)}")

    # ---------------- idea D: VIX calls, rejected
    if rng.random() < 0.7:
        tD = 12.35 * 60 + sh(10)
        pxD = q05(rng.uniform(0.45, 0.8))
        kD = D.hard(tD, "bridge", slack("Katrin", f"want to buy 2000 VIX {mk['vixmon']} 25 calls at {pxD} as a cheap tail — VVIX {vvix:.1f} tho"),
                    "trade_proposal", ["buy 2000", f"VIX {mk['vixmon']} 25 calls", pxD], "untagged")
        D.hard(tD + 6, "lead", f"nein, lassen wir — VVIX {vvix:.1f} ist zu teuer für tails, wir haben den ps", "trade_approval",
               ["nein", "lassen wir"], "reply", ref=kD)

    # history, hypothetical, paper, questions
    D.near(12.75 * 60 + sh(10), "lead", f"zur Erinnerung: Aug-24 haben wir VXQ4 @ 16.20 verkauft und sind bei 19.00 ausgestoppt worden. Nicht nochmal in so eine Kurve.")
    tK = 12.85 * 60 + sh(10)
    kK = D.add(tK, "bridge", slack("Katrin", "sorry wrong chat — dentist moved to Thu 8:30, Dr. Albers 069 4477 2031"))
    D.op(tK + 9, "forget", key=kK, by="mod", snippet="Dr. Albers 069 4477 2031")
    pxP = q05(h - 0.1)
    D.near(13.65 * 60 + sh(10), "jonas", f"paper: s 100 {c[3]} @ {pxP} (sim book, nur zum tracken)")
    D.near(16.0 * 60 + sh(10), "lead",
           f"if VIX > 25 we would buy {c[2]} 24/30 call spreads, 2k — nicht heute, nur der Plan falls Powell daneben greift",
           idiom=("if VIX > 25 hypothetical", "not_hard"))
    D.near(17.4 * 60 + sh(15), "jonas", f"sollen wir den {mk['dec']} var vor dem Fixing schließen oder laufen lassen?")
    D.near(9.1 * 60 + sh(15), "jonas", f"what if we bought {c[3]} vs sold {c[1]}? contango {m2[0]}/{c[3][2]} looks fat")
    D.near(18.9 * 60 + sh(20), "lead", "someone should look at the VVIX skew, 130 calls are bid for no reason")
    D.near(17.1 * 60 + sh(15), "bridge", relay("slack#eq-vol-ny", "Dana", f"NY book bought 3k vega {watch[1]} Jan var at {rng.uniform(30, 40):.1f}, fyi for the dispersion folks"))
    D.near(10.9 * 60 + sh(15), "bridge", ib("lmeyer", "JPM", f"FYI traded 25k vega {mk['dec']} var at {q(mk['vix'] - 0.9)} in the street (not you)"))
    D.near(13.3 * 60 + sh(20), "bridge", ib("jsmith", "Citi", f"indication only: could show you 25d VIX {mk['vixmon']} calls at {q05(rng.uniform(0.5, 0.8))}, not firm"))
    D.near(15.9 * 60 + sh(20), "bridge", ib("kato", "Nomura", "axed to buy VVIX-linked VIX Jan 30 calls, 5k, will pay mid"))
    D.near(14.2 * 60 + sh(10), "bridge", ib("pgreene", "MS", f"SPX var run: {mk['dec']} {q(vix - 1.1)}/{q(vix - 0.6)}, {mk['mar']} {q(g - 0.2)}/{q(g + 0.3)}, {mk['jun']} {q(h)}/{q(h + 0.5)}"))
    D.near(20.1 * 60 + sh(15), "news", "📰 Bloomberg: hedge funds pile into VIX calls ahead of payrolls, VIX call/put ratio 2.1")
    D.near(18.3 * 60 + sh(10), "lead", f"ein stop bei {q05(h - 0.6)} auf die calendar wäre sinnvoll, aber entscheiden wir morgen")

    # GS inquiry + agent route
    tG = 14.3 * 60 + sh(8)
    D.near(tG, "bridge", ib("a.rossi", "GS", f"can you show me a two-way in {mk['jun']} SPX var, 10k? client interest"))
    if rng.random() < 0.6:
        D.hard(tG + 2.1, "agent", f"routed: GS {mk['jun']} var two-way request → vol-pricer agent (ticket T-{rng.randint(4000, 4999)}), reply due {int(tG // 60) + 1}:30 UTC",
               "route_decision", ["routed", "vol-pricer agent", f"{mk['jun']} var"], "structured")

    # ---------------- idea E: G7 order, risk resize, cancel by reply
    tE = 13.15 * 60 + sh(8)
    pxE = q05(g + 0.05)
    kE = D.hard(tE, "jonas", f"Vorschlag: sell 150 {c[2]} @ {pxE} limit, bis close working — {fgp} {g - f:+.2f} ist zu steil",
                "trade_proposal", ["sell 150", c[2], pxE], "untagged")
    D.hard(tE + 2.3, "lead", f"ok go, 150 {c[2]}", "trade_approval", ["ok go", "150", c[2]], "reply", ref=kE)
    pidE = f"VXP-{start:%m%d}-{rng.randint(100, 199):04d}"
    D.hard(tE + 3.4, "greeks",
           f"risk-engine {{\"evt\":\"pretrade_resize\",\"order\":\"{pidE}\",\"sym\":\"{c[2]}\",\"side\":\"SELL\","
           f"\"qty_req\":150,\"qty_ok\":100,\"rule\":\"vx_lots_cap\",\"limit\":450,\"after\":-450}}",
           "risk_limit", [pidE, "\"qty_req\":150", "\"qty_ok\":100", "vx_lots_cap"], "structured",
           idiom=("risk engine JSON resize of an order", "risk_limit"))
    kEacc = D.hard(tE + 3.9, "algo", f"[ORDER] parent {pidE} NEW SELL 100 {c[2]} LMT {pxE} algo=TWAP slices=5 tif=DAY → ACCEPTED (resized by risk from 150)",
                   "trade_confirmation", [pidE, "SELL 100", c[2], "ACCEPTED"], "tagged")
    tEc = 16.35 * 60 + sh(8)
    D.hard(tEc, "lead", f"cancel die {c[2]} order, Kurve dreht gerade — will nicht short {m3} in einen spike", "trade_approval",
           ["cancel", c[2]], "reply", ref=kEacc, idiom=("trade cancelled by a reply to the order line", "trade_approval"))
    D.hard(tEc + 0.8, "algo", f"[ORDER] parent {pidE} CANCELED by mbrandt — 0/100 filled, 5/5 slices pulled",
           "trade_confirmation", [pidE, "CANCELED", "0/100"], "tagged")

    # ---------------- risk: breach + limit raise
    tR = 15.65 * 60 + sh(6)
    vb = -rng.uniform(462, 489)
    D.hard(tR, "greeks", greeks_table(rng, int(tR // 60), int(tR % 60), vb, -350, breach=True, exps=mk["exps"]),
           "risk_limit", ["BREACH", f"{vb:+.1f}k", "±450.0k", "vega-adding orders blocked"], "structured")
    D.hard(tR + 6.5, "priya", "vega limit temporarily raised to 520k (from 450k) until tomorrow 12:00 CET, ok'd by Matthias — back under 450k by then please",
           "risk_limit", ["vega limit", "raised to 520k", "12:00 CET"], "untagged")
    D.add(tR + 8, "lead", "danke Priya")

    # duplicated greeks post deleted (noise)
    tdup = 18.62 * 60 + sh(3)
    kd = D.noise(tdup, "greeks", greeks_table(rng, int(tdup // 60), int(tdup % 60), -rng.uniform(430, 445), -350, vlim=520.0, exps=mk["exps"])
                 .replace("greeks · book VOL-RELAY", "greeks (staging) · book VOL-RELAY-UAT"))
    D.op(tdup + 3, "delete", key=kd, snippet="greeks (staging) · book VOL-RELAY-UAT")

    # bridge echo loop, bulk-deleted
    tL = 16.1 * 60 + sh(6)
    echo = [D.noise(tL + i * 0.05, "bridge", f"[IB] (echo) tkwan (BofA): vol-control flows heavy into close #{i + 1}") for i in range(4)]
    D.op(tL + 2.5, "bulk_delete", keys=echo, snippets=[f"vol-control flows heavy into close #{i + 1}" for i in range(4)])
    D.add(tL + 3, "mod", "bridge echo loop, cleaned up. relay restarted")

    # ---------------- afternoon/evening: thesis, EOD
    D.hard(18.35 * 60 + sh(6), "lead", f"Update Sicht {c[1]}: short bleibt, aber Conviction runter (hoch → mittel) nach Powell. Target {tpA} halte ich.",
           "thesis_update", [c[1], "Conviction runter"], "untagged")
    if rng.random() < 0.6:
        D.hard(19.0 * 60 + sh(15), "bridge", slack("Katrin", f"for the record, I'm dropping the {n3} long-vol thesis — the earnings premium is gone, no edge vs index any more"),
               "thesis_update", [n3, "dropping"], "untagged")
    tEOD = 21.05 * 60 + sh(5)
    cal = q(-(h - g) - 0.05)
    calstop = q(-(h - g) - 0.4)
    eod = (f"EOD {dstr}\n"
           f"PnL day per pnl-bot, vega carried most of it, theta +{rng.uniform(12, 20):.1f}k.\n"
           f"{c[1]} short: done 200 avg {avgA}, now {q05(f - 0.2)}, stop {s3} per Matthias.\n"
           f"Dispersion {mk['mar']}: index leg done with GS at {vS}, singles done with JPM/Barclays, net vega ~{rng.randint(-9, 9)}k.\n"
           f"SPXW ps: fully filled, held as hedge, no stop. {c[2]} order cancelled, nothing done.\n"
           f"Flows: street sold ~40k vega 1m into the close, VIX call volume {rng.randint(450, 700)}k, VVIX closed {vvix + rng.uniform(-2, 2):.1f}.\n"
           f"Plan for tomorrow: sell 100 {c[2]} / buy 100 {c[3]} calendar at {cal} at the open, stop {calstop} on the spread.\n"
           f"Risk: temp vega limit 520k until 12:00 CET, we sit at ~{rng.randint(455, 505)}k. Greeks restart at 22:00.")
    D.hard(tEOD, "bridge", slack("Katrin", eod), "trade_proposal", [f"sell 100 {c[2]}", f"buy 100 {c[3]}", cal], "buried",
           idiom=("proposal buried in a relayed EOD report", "trade_proposal"))
    D.hard(tEOD + 14 + sh(3), "bridge", slack("Matthias", "calendar für morgen passt, go at the open"), "trade_approval",
           ["calendar", "passt, go"], "untagged")
    D.add(tEOD + 18, "jonas", "schönen Abend zusammen")

    # ---------------- long colour pieces (dealers, desk, risk)
    atm1m = vix - 1.4
    D.near(rng.uniform(7.0, 7.6) * 60, "bridge", ib("jsmith", "Citi",
        f"Citi Vol morning {dstr}: VIX {vix:.2f} | VX {fgp} {g - f:+.2f} | 1m SPX atm {atm1m:.1f} vs 10d realized {vix - 4.6:.1f}. "
        f"Overnight: vol-control re-levered ~${rng.randint(4, 9)}bn, Asia real money sold {mk['vixmon']} 90% puts ({rng.randint(18, 40)}k), "
        f"a buyer of VVIX-linked {mk['vixmon']} 30 calls in 20k. Term structure: 1m/3m ratio 0.88, lowest since July. Single names: "
        f"{held[0]}/{held[1]} skew flattening into year-end, {watch[0]} event vol cheap vs history. Our strategists like owning "
        f"{c[2]}/{c[3]} vs short {c[1]} into the holiday lull. Indicative only, not an offer — see disclaimers."))
    D.near(rng.uniform(9.8, 11.0) * 60, "bridge", ib("a.rossi", "GS",
        f"GS vol flows recap (AM): clients net sold ~{rng.randint(250, 450)}k vega SPX across {mk['dec']}-{mk['mar'][:3]}; biggest print "
        f"a 50k vega {mk['mar']} var offered at {q(g + 0.2)} (not you). 0DTE share {rng.randint(56, 63)}%. Dispersion: three clients asked "
        f"for 1y implied corr sub-0.20 packages, one lifted {held[2]} var vs SPX in 15k. VIX: {mk['vixmon']} 25/35 call spreads bought 40k x, "
        f"put side quiet. We are flat-ish gamma into the close."))
    D.add(rng.uniform(13.0, 14.2) * 60, "bridge", ib("tkwan", "BofA",
        f"BofA systematic monitor: vol-control equity exposure at {rng.randint(55, 75)}th pctile, CTA trigger levels ES "
        f"{int(mk['es'] // 10 * 10 - 80)}/{int(mk['es'] // 10 * 10 - 150)}, dealer gamma +${rng.uniform(2.5, 5.5):.1f}bn with the pin at "
        f"{int(round(mk['spx'], -2))}, flips negative about 1.5% lower. Risk-parity rebalance est. ${rng.randint(5, 15)}bn to buy by month-end."))
    D.add(rng.uniform(11.8, 12.6) * 60, "bridge", slack("Katrin",
        f"midday colour — VX tape quiet, {c[1]} volume {rng.randint(30, 60)}k, most of it spread trading {fgp}. SPX 0DTE puts heavy "
        f"around {int(round(mk['spx'] * 0.985, -1))}, dealers look long gamma there. VVIX soft, {mk['vixmon']} 30 calls offered all morning. "
        f"Realized 5d at {vix - 5.2:.1f}, so the carry on short front vol is still doing its thing. Quiet until Powell I think."))
    D.near(rng.uniform(10.5, 16.5) * 60, "priya",
        f"Year-end limits draft for review: vega ±450k → ±400k from 15 {mk['dec']}, VX lots ±450 unchanged, gamma ±2.5k/pt → ±2.0k/pt, "
        f"single-name var notional cap stays. This is only the draft — nothing changes until sign-off on Friday.")
    D.near(rng.uniform(16.8, 19.5) * 60, "jonas",
        f"ES options skew study (for the Friday meeting): 25d RR 1m has been between -4.8 and -7.1 since Sept, now {-rng.uniform(5, 6.5):.1f}. "
        f"When RR was below -6.5 and VIX under 18, buying 1m 25d puts vs selling 10d puts returned +0.4 vol pts avg over 5d, "
        f"but only 38 observations. The {mk['exp']} smile is steeper than {mk['exps'][2]} by 0.6, which is unusual into a monthly expiry. "
        f"Not suggesting anything yet, just numbers.")
    D.add(rng.uniform(8.0, 9.0) * 60, "lead",
        f"zur Kurve: Spot {vix:.2f}, {c[0]} {q05(z)}, {c[1]} {q05(f)}, {c[2]} {q05(g)}. Contango ist fett, aber im Dezember "
        f"haben wir Jahresende, dünne Bücher und Powell. Ich bin da vorsichtiger als "
        f"die Backtests. Und bitte alle dealer axes erst mal nur lesen, nicht reagieren.")
    D.add(rng.uniform(14.5, 15.5) * 60, "bridge", relay("sym", "SocGen Vol Sales",
        f"chartbook highlights: SX5E 1y skew at 1y highs, SPX/SX5E vol spread {rng.uniform(1, 3):.1f} pts, Nikkei vol richening, "
        f"VSTOXX F/G {rng.uniform(0.4, 0.9):.2f}. Dispersion: US implied corr 1y at {q(rng.uniform(0.15, 0.2))}, EU at {q(rng.uniform(0.25, 0.35))}. Full pack on Symphony."))
    D.add(rng.uniform(8.5, 10.0) * 60, "bridge", slack("Katrin",
        f"Cboe notice fyi: from 12 Jan VX weekly futures settlement moves to the new SOQ window, no change for monthlies. "
        f"Margin on {c[1]} goes up {rng.randint(4, 9)}% from Monday per the clearing notice. I'll update the margin sheet."))

    # ---------------- general chatter
    pool = chat_pool(mk, rng)
    n_chat = rng.randint(58, 66)
    picks = rng.sample(pool, min(n_chat, len(pool)))
    for who, txt, lo_h, hi_h in picks:
        tt = day_time(rng, lo_h, hi_h) if hi_h - lo_h > 1.0 else rng.uniform(lo_h, hi_h) * 60
        D.add(tt, who, txt, ref="chat" if (rng.random() < 0.15 and who != "news") else None)
    tq = day_time(rng, 15, 20.5)
    kq = D.add(tq, "lead", "wie sieht der Kalender morgen aus? NFP ist erst nächste Woche oder?")
    D.add(tq + rng.uniform(1, 4), "jonas", "ja, NFP nächsten Freitag, morgen nur claims", ref=kq)
    tq = day_time(rng, 8, 11)
    kq = D.add(tq, "lead", "Jonas, schau mal ob die VIX settlement auction heute normal lief")
    D.add(tq + rng.uniform(3, 9), "jonas", "SOQ sah normal aus, kein Ausreißer", ref=kq)
    # a chat message with a typo fixed by edit
    tty = day_time(rng, 9, 19)
    kty = D.add(tty, "lead", "Jonas, kannst du nachher die VX roll-Tabele updaten?")
    D.op(tty + 1.2, "edit", key=kty, content="Jonas, kannst du nachher die VX roll-Tabelle updaten?", superseded=[])
    return D


# ----------------------------------------------------------------------------- assembly

def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    built = []
    for ci in range(channels):
        chan = channel_id_for(ci)
        for di in range(days):
            start = end - timedelta(days=days - di)
            rng = random.Random(f"{DESK}|{seed}|{ci}|{di}")
            built.append((chan, start, build_day(rng, chan, start)))

    # global time assignment: unique ms per message
    rows = []
    for bi, (chan, start, D) in enumerate(built):
        base = int(start.timestamp() * 1000)
        for m in D.msgs:
            ms = base + int(m["t"] * 60000) + D.rng.randint(0, 999)
            rows.append((ms, bi, m["key"]))
    rows.sort()
    used = set()
    msmap = {}
    last = 0
    for ms, bi, key in rows:
        ms = max(ms, last + 1)
        while ms in used:
            ms += 1
        used.add(ms)
        last = ms
        msmap[(bi, key)] = ms
    seq_rng = random.Random(f"{DESK}|{seed}|seq")

    events = []  # (ms, order, dict)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    idioms_seen = {}
    ordinal = 0
    for bi, (chan, start, D) in enumerate(built):
        base = int(start.timestamp() * 1000)
        ids = {}
        for m in D.msgs:
            who = AUTHORS[m["who"]]
            ms = msmap[(bi, m["key"])]
            ids[m["key"]] = snowflake(ms, who[3], seq_rng.randint(0, 4095))
        # resolve soft refs: ack -> latest earlier chat message, chat -> random earlier chat
        order = sorted(D.msgs, key=lambda m: msmap[(bi, m["key"])])
        last_chat = None
        for m in order:
            if m["ref"] == "ack" or m["ref"] == "chat":
                m["ref"] = last_chat
            if m["cls"] == "chat" and m["thread"] is None and m["who"] != "news":
                last_chat = m["key"]
        final = {m["key"]: m["content"] for m in D.msgs}
        state = {m["key"]: "live" for m in D.msgs}
        for o in sorted(D.ops, key=lambda o: o["t"]):
            ms = base + int(o["t"] * 60000) + D.rng.randint(0, 999)
            k = o["kind"]
            g = {"guild_id": GUILD_ID}
            if k in ("edit", "delete", "forget", "pin", "reaction_add"):
                km = o["key"]
                ms = max(ms, msmap[(bi, km)] + 500)
                m = D.msgs[km]
                ch = ids[m["thread"]] if m["thread"] is not None else chan
                g.update(channel_id=ch, message_id=ids[km])
                if k == "edit":
                    final[km] = o["content"]
                    if state[km] == "live":
                        state[km] = "edited"
                    ev = {"op": "edit", **g, "edited_at": iso(ms), "content": o["content"]}
                    for s in o["superseded"]:
                        labels["superseded_facts"].append([ch, ids[km], s])
                elif k == "delete":
                    state[km] = "deleted"
                    ev = {"op": "delete", **g, "deleted_at": iso(ms)}
                    labels["removed_texts"].append(o["snippet"] or final[km].splitlines()[0][:60])
                elif k == "forget":
                    state[km] = "forgotten"
                    ev = {"op": "forget", **g, "requested_by": AUTHORS[o["by"]][0], "at": iso(ms)}
                    labels["removed_texts"].append(o["snippet"])
                elif k == "pin":
                    ev = {"op": "pin", **g, "by": AUTHORS[o["by"]][0], "at": iso(ms)}
                else:
                    ev = {"op": "reaction_add", **g, "emoji": o["emoji"], "user_id": AUTHORS[o["user"]][0], "at": iso(ms)}
            elif k == "bulk_delete":
                ms = max(ms, max(msmap[(bi, x)] for x in o["keys"]) + 500)
                for x in o["keys"]:
                    state[x] = "deleted"
                labels["removed_texts"].extend(o["snippets"])
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": chan,
                      "message_ids": [ids[x] for x in o["keys"]], "deleted_at": iso(ms)}
            else:
                raise ValueError(k)
            ordinal += 1
            events.append((ms, 1, ordinal, ev))
        for m in D.msgs:
            who = AUTHORS[m["who"]]
            ms = msmap[(bi, m["key"])]
            mid = ids[m["key"]]
            msg = {"id": mid, "author_id": who[0], "author_name": who[1], "author_bot": who[2],
                   "created_at": iso(ms), "content": m["content"], "attachments": [], "embeds": m["embeds"] or [],
                   "reference_id": ids[m["ref"]] if m["ref"] is not None else None}
            if m["attachments"]:
                msg["attachments"] = [{"id": snowflake(ms, who[3], 0x1FFF0), "filename": a["filename"], "size": a["size"],
                                       "url": f"https://cdn.discordapp.com/attachments/{chan}/{snowflake(ms, who[3], 0x1FFF0)}/{a['filename']}"}
                                      for a in m["attachments"]]
            ev = {"op": "create", "guild_id": GUILD_ID}
            if m["thread"] is not None:
                ev["channel_id"] = ids[m["thread"]]
                ev["parent_channel_id"] = chan
            else:
                ev["channel_id"] = chan
            ev["message"] = msg
            ordinal += 1
            events.append((ms, 0, ordinal, ev))
            ch = ev["channel_id"]
            if m["cls"] == "hard":
                hd = m["hard"]
                labels["hard_events"].append({"channel_id": ch, "message_id": mid, "event_type": hd["event_type"],
                                              "facts": hd["facts"], "phrasing": hd["phrasing"],
                                              "final_state": state[m["key"]]})
            elif m["cls"] == "noise":
                labels["noise_message_ids"].append(mid)
            elif m["cls"] == "near":
                labels["near_miss_ids"].append(mid)
            if m["idiom"] and m["idiom"][0] not in idioms_seen and len(idioms_seen) < 20:
                idioms_seen[m["idiom"][0]] = {"message_id": mid, "idiom": m["idiom"][0], "expected": m["idiom"][1]}
    events.sort(key=lambda e: (e[0], e[1], e[2]))
    labels["idioms"] = list(idioms_seen.values())
    return {"events": [e[3] for e in events], "labels": labels}


# ----------------------------------------------------------------------------- checks

def _text_of(msg: dict, content: str) -> str:
    parts = [content or ""]
    for e in msg.get("embeds") or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for fl in e.get("fields") or []:
            parts.append(f"{fl.get('name', '')} {fl.get('value', '')}")
    return "\n".join(parts)


def check(events: list[dict], labels: dict, quiet: bool = False) -> dict:
    msgs, final, removed, parent_of = {}, {}, set(), {}
    last_t = None
    for e in events:
        t = e.get("message", {}).get("created_at") or e.get("edited_at") or e.get("deleted_at") or e.get("at")
        assert last_t is None or t >= last_t, ("events out of time order", t, last_t)
        last_t = t
        if e["op"] == "create":
            m = e["message"]
            mid = m["id"]
            assert mid not in msgs, ("duplicate id", mid)
            ms = (int(mid) >> 22) + EPOCH_MS
            assert iso(ms) == m["created_at"], ("snowflake/created_at mismatch", mid, m["created_at"])
            if m["reference_id"]:
                assert m["reference_id"] in msgs and int(m["reference_id"]) < int(mid), ("bad reference", mid)
            if e.get("parent_channel_id"):
                assert int(e["channel_id"]) <= int(mid)
            msgs[mid] = (e["channel_id"], m)
            final[mid] = m["content"]
            parent_of[mid] = e.get("parent_channel_id") or e["channel_id"]
        elif e["op"] == "edit":
            final[e["message_id"]] = e["content"]
        elif e["op"] in ("delete", "forget"):
            removed.add(e["message_id"])
        elif e["op"] == "bulk_delete":
            removed.update(e["message_ids"])
    # ids ordered with time
    creates = [e["message"] for e in events if e["op"] == "create"]
    for a, b in zip(creates, creates[1:]):
        assert int(a["id"]) < int(b["id"]), ("ids not increasing with time", a["id"], b["id"])
    states = {}
    for he in labels["hard_events"]:
        mid = he["message_id"]
        assert mid in msgs, ("label id missing", mid)
        ch, m = msgs[mid]
        assert ch == he["channel_id"], ("label channel mismatch", mid)
        txt = _text_of(m, final[mid])
        assert 2 <= len(he["facts"]) <= 5, ("facts count", mid, he["facts"])
        for fct in he["facts"]:
            assert fct in txt, ("fact not in text", mid, fct, txt[:200])
        if he["final_state"] in ("deleted", "forgotten"):
            assert mid in removed, ("removed label but not removed", mid)
        else:
            assert mid not in removed, ("live label but removed", mid)
        states[he["final_state"]] = states.get(he["final_state"], 0) + 1
    for ch, mid, old in labels["superseded_facts"]:
        assert mid in msgs and msgs[mid][0] == ch
        assert old not in final[mid], ("superseded level still in final content", mid, old)
    live_text = "\n".join(_text_of(msgs[mid][1], final[mid]) for mid in msgs if mid not in removed)
    for snip in labels["removed_texts"]:
        assert snip and snip not in live_text, ("removed snippet visible in a live message", snip)
    for mid in labels["noise_message_ids"] + labels["near_miss_ids"]:
        assert mid in msgs, ("noise/near id missing", mid)
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    assert not hard_ids & set(labels["noise_message_ids"]) and not hard_ids & set(labels["near_miss_ids"])
    assert 10 <= len(labels["idioms"]) <= 20, len(labels["idioms"])
    for idm in labels["idioms"]:
        assert idm["message_id"] in msgs
    # per channel-day stats
    per = {}
    noise = set(labels["noise_message_ids"])
    for mid, (ch, m) in msgs.items():
        k = (parent_of[mid], m["created_at"][:10])
        s = per.setdefault(k, {"messages": 0, "bytes": 0, "noise": 0, "hard": 0, "near": 0})
        s["messages"] += 1
        s["bytes"] += len(_text_of(m, m["content"]).encode("utf-8"))
        s["noise"] += mid in noise
        s["hard"] += mid in hard_ids
        s["near"] += mid in set(labels["near_miss_ids"])
    for k, s in sorted(per.items()):
        kb = s["bytes"] / 1024
        share = s["noise"] / s["messages"]
        line = (f"channel {k[0]} day {k[1]}: {s['messages']} msgs, {kb:.1f} KB, {s['hard']} hard, "
                f"{s['near']} near-miss, noise {share:.0%}")
        if not quiet:
            print(line)
        assert 180 <= s["messages"] <= 320, line
        assert 70 <= kb <= 120, line
        assert 0.25 <= share <= 0.40, line
        assert 25 <= s["hard"] <= 45, line
    if not quiet:
        print(f"hard events {len(labels['hard_events'])} by state {states}; "
              f"superseded {len(labels['superseded_facts'])}; removed {len(labels['removed_texts'])}; "
              f"idioms {len(labels['idioms'])}; events {len(events)}")
    return per


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.desks.vol_relay")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    ap.add_argument("--check", action="store_true", help="reload the written files and verify them")
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
    if a.check:
        with open(a.out, encoding="utf-8") as fh:
            evs = [json.loads(line) for line in fh]
        with open(a.labels, encoding="utf-8") as fh:
            lab = json.load(fh)
        check(evs, lab)
    return 0


if __name__ == "__main__":
    sys.exit(main())
