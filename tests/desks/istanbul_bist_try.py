#!/usr/bin/env python3
"""Desk generator: istanbul_bist_try.

An Istanbul desk trading Borsa Istanbul equities, VIOP index futures, USD/TRY
forwards, Turkish eurobonds / TRY government bonds and sovereign CDS. Produces a
busy Discord day (or week) as a capture (JSON Lines events) plus ground-truth
labels. Standard library only; output is a pure function of the arguments.

    python -m tests.desks.istanbul_bist_try --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "istanbul_bist_try"
DISCORD_EPOCH = 1420070400000
UTC = timezone.utc
# Local midnight Istanbul (UTC+3) at the end of Wednesday 18 March 2026.
DEFAULT_END = datetime(2026, 3, 18, 21, 0, 0, tzinfo=UTC)
GUILD_ID = "1291837465019283467"
TZ_OFFSET_H = 3

# ---------------------------------------------------------------- authors
# key: (id, display name, bot, snowflake worker)
AUTHORS = {
    "head": ("1178402956617302046", "Selin Aydın", False, 1),
    "junior": ("1203377518840561705", "emre.k", False, 2),
    "exec": ("1189955047113375824", "Burak T.", False, 3),
    "riskmgr": ("1167720934488813588", "Deniz Ö. (Risk)", False, 4),
    "mod": ("1158843302751141918", "ops-admin", False, 5),
    "oms": ("1241106653370044466", "iDeal-Köprü", True, 6),
    "risk": ("1241107190433894460", "risk-motoru", True, 7),
    "relay": ("1241107722918805526", "broker-relay", True, 8),
    "macro": ("1241108255767441449", "makro-ajan", True, 9),
    "kap": ("1241108781276405861", "KAP-bot", True, 10),
    "tcmb": ("1241109320160534548", "TCMB/BDDK Haber", True, 11),
    "md": ("1241109852627428391", "piyasa-cron", True, 12),
    "ci": ("1241110381915050064", "ci-status", True, 13),
    "triage": ("1241110910963576912", "triaj-ajan", True, 14),
    "fxbank": ("1241111442096427100", "fx-ticket", True, 15),
}

# ---------------------------------------------------------------- universe
NAMES = {
    "THYAO": ("Türk Hava Yolları", 312.5),
    "ASELS": ("Aselsan", 168.4),
    "TUPRS": ("Tüpraş", 174.3),
    "GARAN": ("Garanti BBVA", 128.6),
    "AKBNK": ("Akbank", 68.45),
    "YKBNK": ("Yapı Kredi", 33.12),
    "ISCTR": ("İş Bankası", 14.86),
    "KCHOL": ("Koç Holding", 196.8),
    "SAHOL": ("Sabancı Holding", 98.35),
    "BIMAS": ("BİM Birleşik Mağazalar", 545.0),
    "EREGL": ("Ereğli Demir Çelik", 27.18),
    "SISE": ("Şişecam", 41.62),
    "FROTO": ("Ford Otosan", 1012.0),
    "TCELL": ("Turkcell", 102.4),
    "PGSUS": ("Pegasus Hava Taşımacılığı", 246.75),
    "TOASO": ("Tofaş Türk Otomobil Fabrikası", 231.2),
    "HEKTS": ("Hektaş", 4.62),
    "SASA": ("SASA Polyester", 3.98),
    "KOZAL": ("Koza Altın", 27.34),
    "ALARK": ("Alarko Holding", 96.1),
    "ENKAI": ("Enka İnşaat", 58.3),
    "PETKM": ("Petkim", 19.42),
    "ODAS": ("Odaş Elektrik", 7.81),
    "VESTL": ("Vestel Elektronik", 52.6),
    "ARCLK": ("Arçelik", 139.9),
    "MGROS": ("Migros Ticaret", 512.5),
    "DOHOL": ("Doğan Holding", 15.24),
    "TTKOM": ("Türk Telekom", 56.15),
    "KRDMD": ("Kardemir", 25.86),
    "EKGYO": ("Emlak Konut GYO", 16.37),
    "GUBRF": ("Gübre Fabrikaları", 262.0),
    "ZOREN": ("Zorlu Enerji", 4.41),
    "CIMSA": ("Çimsa Çimento", 44.18),
    "OYAKC": ("Oyak Çimento", 22.9),
    "ASTOR": ("Astor Enerji", 98.7),
    "KONTR": ("Kontrolmatik Teknoloji", 31.54),
    "SMRTG": ("Smart Güneş Enerjisi", 38.22),
    "TAVHL": ("TAV Havalimanları", 261.5),
    "AEFES": ("Anadolu Efes", 178.9),
    "ULKER": ("Ülker Bisküvi", 118.6),
}
BANKS = ["GARAN", "AKBNK", "YKBNK", "ISCTR"]
HOLDINGS = ["KCHOL", "SAHOL"]
WATCH_POOL = ["BIMAS", "EREGL", "SISE", "FROTO", "TCELL"]
ALWAYS_UNRELATED = [k for k in NAMES if k not in BANKS + HOLDINGS + WATCH_POOL
                    + ["THYAO", "ASELS", "TUPRS", "PGSUS"]]

EURO_ISIN = "US900123DG28"
EURO_NAME = "TURKEY 2034"
TRT_ISIN = "TRT140131T12"
TRT_ISIN2 = "TRT080728T15"
OTHER_ISINS = ["US900123CY43", "US900123DD96", "XS2903465476", "TRT130830T17"]


# ---------------------------------------------------------------- helpers
def tr_num(x: float, dec: int = 2) -> str:
    """Turkish number: thousands '.', decimal ','."""
    s = f"{abs(x):,.{dec}f}"
    s = s.replace(",", "X").replace(".", ",").replace("X", ".")
    return ("-" if x < 0 else "") + s


def tick(p: float) -> float:
    if p >= 1000:
        return round(p)
    if p >= 100:
        return round(p * 10) / 10
    if p >= 20:
        return round(p * 50) / 50
    return round(p, 2)


def snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF & 4095))


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def channel_id_for(i: int) -> str:
    ms = 1719843610447 + i * 86_400_731 + 977
    return str(((ms - DISCORD_EPOCH) << 22) | (3 << 17) | (i % 4096))


def embed_text(e: dict) -> str:
    parts = [e.get("title", ""), e.get("description", ""), e.get("author", ""), e.get("footer", "")]
    for f in e.get("fields", []):
        parts.append(f.get("name", ""))
        parts.append(f.get("value", ""))
    return "\n".join(p for p in parts if p)


HOUR_WEIGHTS = [0.4, 0.3, 0.3, 0.3, 0.3, 0.4, 0.8, 1.5, 4, 7, 9, 9, 7, 6, 8, 9, 8, 7, 5, 3, 2.5, 2, 1.2, 0.7]


# ---------------------------------------------------------------- day builder
class Day:
    def __init__(self, rng: random.Random, ctx: dict, day_start_ms: int, date_local: datetime):
        self.rng = rng
        self.ctx = ctx
        self.start_ms = day_start_ms
        self.date = date_local
        self.msgs: list[dict] = []
        self.ops: list[dict] = []

    # times are seconds after local midnight
    def at(self, h: int, m: int, jit: float = 2.0) -> float:
        return h * 3600 + m * 60 + self.rng.uniform(0, jit * 60)

    def post(self, t, who, content="", embeds=None, ref=None, thread=False, hard=None,
             kind="other", idiom=None, pinned=False, attachments=None):
        h = len(self.msgs)
        self.msgs.append(dict(h=h, t=float(t), who=who, content=content, embeds=embeds or [],
                              ref=ref, thread=thread, hard=hard, kind=kind, idiom=idiom,
                              pinned=pinned, state="live", edits=[], superseded=[],
                              attachments=attachments or []))
        return h

    def edit(self, h, t, content, superseded=()):
        m = self.msgs[h]
        if not m["edits"]:
            m["_create_content"] = m["content"]
        m["edits"].append((float(t), content))
        m["content"] = content
        m["superseded"].extend(superseded)

    def delete(self, h, t):
        self.msgs[h]["state"] = "deleted"
        self.ops.append(dict(op="delete", h=h, t=float(t)))

    def bulk_delete(self, hs, t):
        for h in hs:
            self.msgs[h]["state"] = "deleted"
        self.ops.append(dict(op="bulk_delete", hs=list(hs), t=float(t)))

    def forget(self, h, t, by="mod"):
        self.msgs[h]["state"] = "forgotten"
        self.ops.append(dict(op="forget", h=h, t=float(t), by=by))

    def react(self, h, t, emoji, who):
        self.ops.append(dict(op="reaction_add", h=h, t=float(t), emoji=emoji, who=who))

    def unreact(self, h, t, emoji, who):
        self.ops.append(dict(op="reaction_remove", h=h, t=float(t), emoji=emoji, who=who))

    def pin(self, h, t, who="head"):
        self.ops.append(dict(op="pin", h=h, t=float(t), who=who))

    def rand_t(self):
        r = self.rng
        hr = r.choices(range(24), weights=HOUR_WEIGHTS)[0]
        return hr * 3600 + r.uniform(0, 3599)


# ---------------------------------------------------------------- content
def kap_unrelated(rng, code, dd):
    name = NAMES[code][0]
    no = f"2026/{rng.randint(10000, 19999)}"
    k = rng.randrange(12)
    x = tr_num(rng.randint(50, 900) * 1000, 0)
    if k == 0:
        return f"📄 KAP | {code} | {name}: Pay geri alım programı kapsamında {x} adet pay alımı yapıldı (Bildirim {no})"
    if k == 1:
        return f"📄 KAP | {code} | {name}: Yönetim kurulu %{rng.choice([100, 150, 200, 400])} oranında bedelsiz sermaye artırımı için SPK'ya başvuru kararı aldı (Bildirim {no})"
    if k == 2:
        return (f"📄 KAP | {code} | {name}: Özel durum açıklaması — yeni iş ilişkisi, sözleşme bedeli "
                f"{tr_num(rng.randint(40, 900), 0)} mn TL + KDV (Bildirim {no})")
    if k == 3:
        return (f"📄 KAP | {code} | {name}: Material event disclosure — long-term national rating affirmed at "
                f"'AA(tur)', outlook stable (JCR Eurasia) (Notice {no})")
    if k == 4:
        return (f"📄 KAP | {code} | {name}: Board approved issuance of debt instruments up to "
                f"{tr_num(rng.randint(5, 40) * 100, 0)} mn TL to qualified investors (Notice {no})")
    if k == 5:
        return (f"📄 KAP | {code} | {name}: 2025 yıllık finansal rapor yayımlandı — net dönem kârı "
                f"{tr_num(rng.randint(200, 9000), 0)} mn TL (Bildirim {no})")
    if k == 6:
        return f"📄 KAP | {code} | {name}: Olağan genel kurul toplantısına davet, {dd} 14:00 (Bildirim {no})"
    if k == 7:
        return f"📄 KAP | {code} | {name}: Sürdürülebilirlik ilkeleri uyum raporu (Bildirim {no})"
    if k == 8:
        return (f"📄 KAP | {code} | {name}: Bağlı ortaklık payları satışı hakkında — alıcı ile bağlayıcı olmayan "
                f"mutabakat zaptı imzalandı (Bildirim {no})")
    if k == 9:
        return f"📄 KAP | {code} | {name}: Notice on share buyback — {x} shares repurchased, avg price disclosed (Notice {no})"
    if k == 10:
        return (f"📄 KAP | {code} | {name}: Devre kesici / tek fiyat uygulaması hakkında Borsa İstanbul "
                f"duyurusu (Bildirim {no})")
    return f"📄 KAP | {code} | {name}: İlişkili taraf işlemleri raporu — yaygın ve süreklilik arz eden işlemler (Bildirim {no})"


ANALYSIS_POOL = [
    """Banks: sector NIMs troughed in the third quarter of last year and have been recovering as deposit costs reprice faster than loan yields in an easing cycle. The sensitivity is large: every 100bp of lower funding cost adds roughly 15-20bp of NIM within two quarters for the large private banks, less for the state banks whose deposit base is stickier. The offset is the CPI-linker book, whose income falls as inflation falls. The net effect is positive for the private banks in our coverage universe, but the market has already moved a long way; price-to-book for the sector is back above 1.3x on trailing numbers.""",
    """Current account: the 12-month rolling deficit is running at roughly 1.5% of GDP, helped by lower energy prices and strong tourism revenue. Gold imports, traditionally the swing factor, have been contained by the quota regime. The structural concern is the real appreciation of the lira: exporters' margins in textiles and white goods are visibly squeezed, and several listed exporters have guided to flat volumes for the year. None of this is a near-term financing risk while portfolio inflows continue, but it is the slow-moving vulnerability that would matter in a global risk-off.""",
    """Fiscal: the central government budget deficit is tracking below the medium-term programme, although the earthquake reconstruction spending will keep it elevated. Treasury's domestic borrowing programme for the quarter leans on fixed-coupon bonds and CPI linkers at the 2y-5y points; the roll-over ratio is planned around 90%. External borrowing for the year is largely done: the sovereign has already issued roughly two thirds of its planned eurobond supply, which supports the hard-currency curve into the summer.""",
    """Politics: the domestic political calendar is quiet on paper, with no election scheduled before 2028, but the market is sensitive to any headline about early elections, constitutional change, or judicial processes involving opposition figures. The March 2025 episode remains the template: the lira weakened sharply intraday, the CBRT sold a large amount of reserves, hiked via the corridor, and the equity market lost more than 15% within a week. Risk premia have only partially rebuilt since. We monitor the news flow but do not have an edge in forecasting it.""",
    """Valuation: BIST-100 trades at roughly 6x forward earnings in USD terms, a discount of more than 40% to the MSCI EM average. The discount has been persistent for a decade and reflects macro volatility, governance concerns and low free floats rather than mispricing alone. Foreign ownership of the free float is around 37-40%, versus above 60% in 2013. A rerating would require both sustained disinflation and a stable policy framework; the first is happening, the second is still being tested.""",
    """Eurobonds vs CDS: the cash-CDS basis on the 2030-2034 segment is close to zero after being meaningfully negative last year. That implies hard-currency bonds no longer offer a pick-up over synthetic exposure, and it mirrors strong demand from real money for cash bonds. Supply from corporates (banks' AT1 and senior issues, a couple of holding companies) has been well absorbed. A widening of the basis would be the first sign of indigestion and typically precedes a broader sell-off by a few weeks.""",
    """Wages and services: the minimum wage increase in January was smaller than in previous years, which should help services inflation from the second quarter on. However, rents remain the problem child: contract renewals are still running at 60-70% y/y in the big cities, and the rent index has a heavy weight. The CBRT cannot do much about rents directly; the pass-through to expectations is what the Committee has to manage with its communication.""",
    """Credit: macroprudential growth caps on TRY commercial and consumer loans remain in place, adjusted every few months. The BDDK and the CBRT have used them as a second instrument that allows policy rate cuts without reigniting credit demand. The cost of the framework is borne by SMEs and by the banks' fee income; the benefit is that monetary transmission is cleaner than in the 2019-2021 period when state banks were used as a quasi-fiscal tool.""",
    """Tourism: arrivals were up high single digits in January and February, with revenue per visitor rising again after a flat 2025. Forward bookings for the summer from the UK, Germany and Russia are said to be strong; hoteliers complain about costs rather than demand. Airlines benefit from both the inbound tourism and the transit hub traffic through Istanbul, which is one reason the listed airlines have decoupled from the domestic consumption names.""",
    """Energy: the natural gas import bill is lower this year on softer TTF prices and the ramp-up of domestic Black Sea production. Electricity tariffs were raised modestly in January. Refining margins in the Mediterranean have fallen from last year's elevated levels; crack spreads for diesel are down by a third over the quarter. For the state, lower energy prices are a fiscal and external relief; for listed energy names, the picture is mixed.""",
]


def _pool(rng, k):
    return "\n\n".join(rng.sample(ANALYSIS_POOL, min(k + 2, len(ANALYSIS_POOL))))


def macro_overnight(rng, ctx):
    ust = rng.choice(["4.31", "4.27", "4.36", "4.22"])
    return f"""**makro-ajan · overnight wrap ({ctx['dd']})**

Global: US Treasuries closed with the 10y at {ust}%, a modest bull-flattening after a softer-than-expected retail sales print. The dollar index slipped 0.3%, which matters for us mostly through the EM FX complex: ZAR and MXN both outperformed, and the TRY implied yield curve barely moved, as usual. Oil (Brent) is at {rng.choice(['71.4', '72.9', '69.8'])} USD/bbl — relevant for the current account and for the refiners, but overnight moves were within noise.

EM flows: EPFR-style weekly data show another week of inflows into EM local-currency debt, led by Latin America. Turkey-dedicated funds saw small net inflows for the fifth consecutive week. Foreign holdings of TRY government bonds (per the latest CBRT securities statistics) are still well below the 2013-2017 share of the market, so the positioning argument remains supportive: if the disinflation path holds, real money has room to add duration. The counter-argument is familiar — one political headline and this money leaves faster than it came.

Carry: 3M USD/TRY implied yield is running around {rng.choice(['38', '39', '40'])}%, versus a policy rate of {ctx['policy']}%. The carry trade looks crowded on paper, but the CBRT's tolerance for controlled real appreciation has kept realised volatility very low. Anyone who wants to buy USD/TRY vol here is paying for a tail that has not shown up for a year; anyone who wants to sell it is picking up pennies in front of a steamroller. We don't have a strong view on vol at these levels.

Equities: BIST-100 futures in the overnight session indicated a flat-to-slightly-positive open. Bank stocks have been the marginal driver of the index for three weeks; they would be the first to rally on a dovish surprise and the first to sell off on a hawkish one. Airlines and defence have decoupled from the index beta lately, which is consistent with their USD-linked revenues.

Calendar (Istanbul time): 10:00 BIST open · 14:30 CBRT weekly reserves · 16:30 US jobless claims · 17:00 CBRT Market Participants Survey pre-release commentary from the sell side. Next PPK meeting is next Thursday; consensus for a {rng.choice(['250', '300', '200'])}bp cut is forming but far from unanimous.

Cross-asset snapshot (close → overnight):
```
asset            last        chg     note
UST 10y          {ust}%      -4bp    retail sales miss
DXY              {rng.choice(['103.4', '104.1', '102.8'])}       -0.3%   broad USD softness
USD/TRY spot     {ctx['usdtry_s']}    +0.06%  managed path
TRY 2y bench     {ctx['y2']}%      -3bp    foreign demand
TRY 10y bench    {ctx['y10']}%      -5bp    duration bid
TR 5y CDS        {ctx['cds']}bp      -2bp    near cycle tights
BIST-100 fut     flat        +0.1%   banks lead
Brent            see above   -0.4%   OPEC+ chatter
```

Positioning chatter from the sell side this morning: two global banks published "overweight Turkey local rates" updates, one of them explicitly recommending receiving 2y TRY swaps into the next PPK. A third house moved Turkish equities from neutral to overweight in its EM allocation, citing earnings momentum in banks and a cheaper valuation than Indian or Taiwanese large caps. We note that these recommendations typically follow price rather than lead it; the useful information is that the marginal foreign buyer is still being encouraged to add.

{_pool(rng, 3)}

Nothing here changes the book; this is context only."""


def macro_preview(rng, ctx, decision_sentence):
    return f"""**makro-ajan · CBRT / TRY rates note ({ctx['dd']} 08:20)**

1) Where we are. The policy rate stands at {ctx['policy']}% after last month's PPK decision, when the Committee cut by {ctx['lastcut']}bp and kept the corridor width unchanged. The statement retained the phrase "tight monetary stance will be maintained until price stability is achieved" but dropped the reference to "additional tightening if needed", which most of the street read as an easing bias. February CPI came in at {ctx['cpi_m']}% m/m and {ctx['cpi_y']}% y/y — slightly below the consensus, with services inflation (rent, education) still the sticky part and core goods disinflating thanks to a real-appreciation TRY path.

2) Reserves. Gross reserves are around {ctx['gross_res']} bn USD and net reserves excluding swaps around {ctx['net_res']} bn USD. The rebuild since last summer has been steady; the CBRT has been a consistent buyer of FX in the market during the carry inflows. For the next PPK this matters because the Bank will not want to cut aggressively into any reversal of those inflows; a fast cut with reserves still below the 2023 pre-election peak would look careless.

3) Market pricing. The TRY OIS / swap curve prices roughly {ctx['priced']}bp of cuts over the next three meetings. The 2y TRY benchmark trades around {ctx['y2']}% and the 10y around {ctx['y10']}%, so the curve remains steeply inverted. Turkey 5y CDS is at {ctx['cds']}bp, close to the tights of the cycle. The eurobond curve has rallied with it; {EURO_NAME} ({EURO_ISIN}) is quoted around {ctx['euro_px']} cash.

4) Risks. (a) Services inflation: the rent component alone has added close to 2pp to the headline in the last twelve months; if the March print surprises higher the Committee could skip. (b) Politics: any headline around early-election talk or judicial process hits the TRY curve first and CDS second. (c) Oil: every 10 USD/bbl on Brent is roughly 4-5 bn USD on the current account. (d) Global: a stronger dollar would slow the inflows that have financed the reserve build.

5) What it means for the book. {decision_sentence} The rationale is asymmetric: the inverted curve already discounts the easy part of the easing cycle, and a skip at the next meeting would hurt the long end more than a cut would help it. The short end remains attractive on carry and we keep it. Equity implications are second-order: banks benefit from lower funding costs but are already pricing a lot of that in; exporters lose on real appreciation.

{_pool(rng, 2)}

6) Scenarios we are NOT trading, for reference only. If the CBRT were to hike 500bp tomorrow (a tail we put at under 5%), the long end would gap wider by 200-300bp, banks would fall 10-15% and USD/TRY forwards would reprice sharply; conversely, a 500bp cut would be read as politically driven and likely steepen the curve as well. Neither is a base case and neither implies any action today.

Appendix — CPI breakdown (y/y, %):
```
component            Jan      Feb      3m ann.
headline             {ctx['cpi_y']}     {ctx['cpi_y']}     {rng.choice(['24.1', '25.3', '22.7'])}
core C               {rng.choice(['31.0', '30.6'])}     {rng.choice(['29.9', '30.1'])}     {rng.choice(['23.5', '24.8'])}
services             {rng.choice(['44.2', '45.0'])}     {rng.choice(['43.1', '43.7'])}     {rng.choice(['35.2', '36.9'])}
  rent               {rng.choice(['71.5', '73.0'])}     {rng.choice(['69.8', '70.4'])}     {rng.choice(['52.0', '55.4'])}
core goods           {rng.choice(['18.4', '19.0'])}     {rng.choice(['17.2', '17.9'])}     {rng.choice(['12.1', '13.4'])}
energy               {rng.choice(['24.7', '26.1'])}     {rng.choice(['23.9', '25.5'])}     {rng.choice(['19.8', '21.0'])}
food                 {rng.choice(['27.3', '28.8'])}     {rng.choice(['26.4', '27.7'])}     {rng.choice(['21.6', '23.2'])}
```
The 3-month annualised numbers are the ones the Committee refers to in its statements; they have been below the headline for five months, which is what gives the easing cycle its justification.

Sources: CBRT statements, TurkStat, BIST, broker research summaries. Next update after the 14:30 reserves release."""


def macro_reserves(rng, ctx):
    chg = rng.choice(["+2,1", "+1,4", "-0,8", "+3,3"])
    return f"""**makro-ajan · weekly reserves & flows ({ctx['dd']} 14:45)**

The CBRT's weekly release shows gross reserves changed by {chg} bn USD w/w to about {ctx['gross_res']} bn USD. Our estimate of net reserves excluding swaps is {ctx['net_res']} bn USD (± 1 bn, since the swap stock with domestic banks is only published with a lag). The composition of the change matters more than the headline: roughly half came from valuation (gold price up on the week), the rest from FX purchases that we can trace through the Bank's balance sheet items and the reported export rediscount repayments.

Foreign flows for the week (securities statistics, published Thursday with a one-week lag): non-residents bought equities for roughly {rng.choice(['180', '240', '95', '310'])} mn USD and government bonds for roughly {rng.choice(['420', '510', '360'])} mn USD. That is the fourth week in a row of bond buying. Historically, foreign investors buy the TRY curve at the 2y-5y point first and only extend to the 10y once they trust the disinflation path; we see the same pattern now. The equity buying is concentrated: banks and a handful of large caps (airlines, defence, retail), which is consistent with the foreign share in custody data climbing in those names.

Dollarisation: resident FX deposits (parity-adjusted) fell again. The FX-protected deposit scheme (KKM) balance continued its wind-down; remaining stock is now a small fraction of the peak. Both trends reduce the structural demand for FX and support the CBRT's rebuild. A sharp reversal would be the single most reliable early warning for a TRY sell-off, so we watch it weekly.

Trading implications, in general terms: when reserves rise and dollarisation falls, the classic playbook is to buy TRY duration, sell USD/TRY forwards, and add bank equity beta. Past cycles (2010, 2017, 2019) show that playbook works until it suddenly doesn't; the average drawdown when it broke was 15-20% on bank stocks in a month. We highlight this because a buyer of everything Turkish at these levels is effectively short a political-risk put. This is analysis, not a recommendation, and none of it changes the book today.

One more data point: the BDDK weekly bulletin shows TRY loan growth running just above the macroprudential caps for SMEs, which suggests another round of regulatory fine-tuning rather than a rate signal. Banks have dealt with these caps for two years; the earnings impact is manageable.

Reserve composition (bn USD, our estimates):
```
item                         this wk    last wk    4w ago
gross reserves               {ctx['gross_res']}      {rng.choice(['166,3', '169,8', '164,1'])}      {rng.choice(['158,0', '160,7', '155,2'])}
  of which gold              {rng.choice(['72,4', '74,1', '70,9'])}       {rng.choice(['71,0', '72,6', '69,8'])}       {rng.choice(['66,5', '68,2'])}
  of which FX                {rng.choice(['96,0', '97,1', '95,0'])}       {rng.choice(['95,3', '97,2', '94,3'])}       {rng.choice(['91,5', '92,5'])}
swaps with local banks       {rng.choice(['-38', '-41', '-36'])}        {rng.choice(['-39', '-42', '-37'])}        {rng.choice(['-44', '-46'])}
net reserves ex-swaps        {ctx['net_res']}         {rng.choice(['56', '59', '53'])}         {rng.choice(['47', '50', '44'])}
```
Numbers are rounded; the swap line is partly estimated from the analytical balance sheet.

{_pool(rng, 3)}

Next: CBRT Market Participants Survey tomorrow, then March CPI early next month. We'll send a pre-PPK note on Monday."""


def macro_evening(rng, ctx):
    return f"""**makro-ajan · evening note ({ctx['dd']})**

Quiet close for TRY assets. USD/TRY ended the local session around {ctx['usdtry_s']}, in line with the managed depreciation path of roughly 1.5-2% per month; implied volatility is flat. The 10y TRY benchmark closed near {ctx['y10']}%, a few bp lower on the day, and CDS was unchanged at {ctx['cds']}bp. Foreign buying in the equity market was again concentrated in large caps.

Looking back at previous easing cycles, the question we keep coming back to is sequencing. In 2019 the CBRT cut 1,200bp in five meetings and the curve bull-steepened hard; investors who bought 10y bonds before the first cut made 30% in TRY terms in six months, and those who bought after the third cut lost most of it within a year. In 2024-25 the starting point was different (higher inflation, lower credibility, much lower foreign ownership), which is why the curve has behaved more like a credit than a rates market.

For tonight: US data after hours were benign; Asian futures indicate a flat open. No positions are affected by anything overnight as far as we can tell, and we have no new recommendations. Tomorrow's focus: CBRT Market Participants Survey (12-month inflation expectation was {rng.choice(['24,9', '25,6', '23,8'])}% last month), Treasury auctions of 2y and 5y TRY bonds, and KAP flow from the bank AGMs.

Equity close in one paragraph: banks ended mixed after the BDDK bulletin, airlines outperformed on the traffic data, refiners lagged on cracks. Foreign custody share rose by about 0.2pp across the BIST-30, with the largest increases in the names the sell side has been pushing. Day volumes were average. VIOP open interest in the front XU030 contract ticked up, mostly through new short hedges from local institutions — consistent with a market that likes the story but wants protection into the PPK.

A note on the TRY forward curve: the 1M-12M implied yield differential has compressed by roughly 150bp over the month as the market prices cuts. For anyone hedging TRY exposure with forwards, the cost of carry has fallen accordingly; for the carry crowd, the return per unit of risk is falling. Historically this is the part of the cycle where positioning gets heavier just as the compensation gets thinner.

{_pool(rng, 2)}

If the survey shows expectations falling by more than half a point, the easing-bias reading of the last statement gets stronger; that would be the first time in this cycle that expectations lead actual inflation down, and it would matter more than any single CPI print. We'll write it up in the morning."""


def macro_qa(rng, ctx, bank):
    return f"""**makro-ajan · re: "faiz 500bp artarsa?" (scenario, not a recommendation)**

Short answer: a 500bp hike from {ctx['policy']}% is a tail scenario (we put it below 5% for the next two meetings). It would only happen in reaction to a disorderly TRY move or a political shock, so the rate move would not be the cause of the sell-off but its symptom. That matters for how you think about the hedge.

How past shock-hikes played out on BIST (first 5 sessions):
```
episode          hike      XU100    XBANK    USDTRY   10y TRY
Jan 2014         +550bp    -4.1%    -6.8%    -2.3%    +180bp
Sep 2018         +625bp    +3.2%    +7.9%    -6.1%    +120bp
Mar 2021 (cut!)  (gov.)    -9.8%    -15.2%   +14.5%   +450bp
Mar 2023/24      +500bp    -2.7%    -5.5%    +0.8%    +210bp
```
The 2018 episode is the interesting one: banks rallied hard because the hike was read as credibility restored. In the 2021 episode the shock was the governor's dismissal, not a hike, and that was the real damage scenario.

For {bank} specifically: a 500bp hike would hit the securities book (CPI linkers help, fixed-rate TRY bonds hurt) and deposit costs reprice within a month while the loan book takes a quarter. NIM compresses for one to two quarters, then recovers. Historically the stock fell 10-15% in the first week of such episodes and recovered most of it within three months if the policy response was seen as credible.

Hedging mechanics if anyone wanted to (again: scenario, not advice): XU030 futures are the cheapest and most liquid hedge; XBANK single-stock futures exist but liquidity is thin beyond the front month; USD/TRY forwards hedge the FX leg but not the equity beta. CDS would widen 80-150bp in such a scenario.

{_pool(rng, 2)}

None of this implies a position change; the base case remains a cut cycle."""


def macro_curve(rng, ctx):
    rows = []
    for ten, base in (("2y", float(ctx["y2"])), ("3y", float(ctx["y2"]) - 1.4), ("5y", float(ctx["y2"]) - 3.0),
                      ("10y", float(ctx["y10"]))):
        rows.append(f"{ten:<5}{base:>8.2f}%{rng.uniform(-12, 4):>+8.0f}bp{rng.uniform(-40, 10):>+8.0f}bp")
    return f"""**makro-ajan · TRY curve & hard-currency weekly ({ctx['dd']})**

```
tenor   yield    1w chg   1m chg
""" + "\n".join(rows) + f"""
```
The local curve bull-flattened modestly this week. The 2s10s inversion narrowed, which is the normal pattern when foreign demand extends duration. Auction calendar: 2y fixed and 5y fixed next week, plus a CPI-linker reopening. Last month's auctions cleared with bid-to-cover ratios of 2-3x and tails of a few basis points, nothing unusual.

Hard currency: {EURO_NAME} ({EURO_ISIN}) cash around {ctx['euro_px']}, z-spread roughly in line with 5y CDS at {ctx['cds']}bp. The sovereign curve is very flat between 2030 and 2034; the long end (2045s) still offers 30-40bp of extra spread for extension, which real money has started to take. Corporate issuance (bank seniors, one holding) is priced 60-120bp over the sovereign.

{_pool(rng, 3)}

This is a weekly monitor; no changes to positioning are implied."""


def research_note(rng, ctx, code):
    name = NAMES[code][0]
    px = ctx["px"][code]
    return (f"{code} ({name}) kısa not 📝\n"
            f"- son fiyat {tr_num(px, 2)}, 52h aralık {tr_num(px * 0.71, 2)}-{tr_num(px * 1.09, 2)}\n"
            f"- F/K (2026T) {tr_num(rng.uniform(3.5, 9), 1)}x, FD/FAVÖK {tr_num(rng.uniform(3, 7), 1)}x, sektör ortalamasına göre %{rng.randint(8, 30)} iskontolu\n"
            f"- yabancı takas oranı %{tr_num(rng.uniform(30, 60), 1)} (4 haftada {rng.choice(['+', '-'])}{tr_num(rng.uniform(0.2, 2.5), 1)} puan)\n"
            f"- konsensus hedef fiyat {tr_num(px * rng.uniform(1.1, 1.4), 2)}, 12 al / 3 tut / 1 sat\n"
            f"- risk: kur, yurt içi talep, yönetim açıklamaları; katalizör: 1Ç26 bilanço (mayıs başı)\n"
            f"Sadece veri derlemesi, yorum yok; sabah toplantısında bakarız.")


def stacktrace(rng, ctx):
    return f"""kap-bot worker hata (poll #{rng.randint(20000, 29999)}):
```
Traceback (most recent call last):
  File "/srv/kapbot/poll.py", line 211, in poll_once
    items = parse_feed(resp.text)
  File "/srv/kapbot/parse.py", line 88, in parse_feed
    ts = datetime.strptime(row["publishDate"], "%d.%m.%Y %H:%M:%S")
  File "/usr/lib/python3.12/_strptime.py", line 554, in _strptime_datetime
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
  File "/usr/lib/python3.12/_strptime.py", line 333, in _strptime
    raise ValueError("time data %r does not match format %r" %
ValueError: time data '{ctx['ddot']} 10:4' does not match format '%d.%m.%Y %H:%M:%S'
```
retry in 30s (attempt 1/3) — feed cursor korunuyor, kayıp bildirim yok"""


# ---------------------------------------------------------------- the day script
def script_day(D: Day, ctx: dict, first: bool):
    r = D.rng
    P = ctx["px"]
    A, DF, R, B, K = "THYAO", "ASELS", "TUPRS", ctx["bank"], ctx["hold"]
    W1, W2, W3 = ctx["watch"]
    U = list(ctx["unrelated"])
    r.shuffle(U)
    uq = iter(U * 4)
    ymd = ctx["ymd"]
    ordn = [r.randint(300, 380)]
    opt = set(r.sample(["bank", "cds", "w2", "eurofill", "throute"], r.choice([1, 2, 2])))

    def order_no():
        ordn[0] += r.randint(3, 19)
        return f"{ymd}00{ordn[0]}"

    def hard(t, facts, ph):
        return (t, facts, ph)

    def ack(t, who="junior", ref=None, words=None):
        return D.post(t, who, r.choice(words or ["ok", "👍", "thx", "eyv", "anlaşıldı", "sağol", "🙏"]),
                      ref=ref, kind="noise")

    # ------------------------------------------------ overnight
    D.post(D.at(0, 4, 6), "ci", f"🌙 nightly #{r.randint(4400, 4999)} oms-bridge ✅ 412 test geçti · risk-engine ✅ · kap-bot ✅ · süre 6m{r.randint(10, 59)}s", kind="noise")
    D.post(D.at(1, 40, 30), "macro", macro_overnight(r, ctx), kind="near", idiom=None)
    D.post(D.at(3, 5, 20), "oms", f"[bridge] matriks-fix oturumu koptu (heartbeat timeout 30s), yeniden bağlanılıyor… deneme 1/5 → bağlandı, seq={r.randint(40000, 49999)}", kind="noise")
    D.post(D.at(5, 30, 10), "tcmb", "", embeds=[{
        "title": "TCMB · Menkul kıymet istatistikleri",
        "description": f"Yurt dışı yerleşikler geçen hafta hisse senedinde {tr_num(r.randint(90, 320), 1)} mn USD, DİBS'te {tr_num(r.randint(250, 600), 1)} mn USD net alım yaptı.",
        "author": "TCMB", "footer": "tcmb.gov.tr · haftalık veri"}], kind="noise")
    D.post(D.at(7, 10, 5), "md", f"🌅 Ön piyasa {ctx['dd']} | USDTRY {ctx['usdtry_s']} | EURTRY {tr_num(ctx['usdtry'] * 1.085, 4)} | TR 5Y CDS {ctx['cds']}bp | Brent {tr_num(r.uniform(69, 74), 2)} | VIOP gece seansı F_XU030{ctx['fut1']} {tr_num(ctx['fut_px'], 0)} ({r.choice(['+', '-'])}{tr_num(r.uniform(0.05, 0.6), 2)}%)", kind="noise")

    # ------------------------------------------------ pre-open
    t = D.at(8, 5, 8)
    pos_text = (f"Günaydın ekip ☕ Kitap ({ctx['dd']} açılış öncesi):\n"
                f"• {A} L {tr_num(1250000, 0)} lot (ort {tr_num(P[A] * 0.955, 2)})\n"
                f"• {DF} L {tr_num(2100000, 0)} lot (ort {tr_num(P[DF] * 0.9, 2)})\n"
                f"• {R} L {tr_num(900000, 0)} lot\n"
                f"• {B} L {tr_num(3000000, 0)} lot\n"
                f"• {K} L {tr_num(400000, 0)} lot, hedef {ctx['k_tgt_old']}\n"
                f"• F_XU030{ctx['fut1']} S 140 kontrat (hedge)\n"
                f"• USD/TRY 3A forward: +18mn USD\n"
                f"• {TRT_ISIN} 250mn TRY nominal\n"
                f"• {EURO_NAME} ({EURO_ISIN}) 12mn USD nominal\n"
                f"İzleme listesi: {W1}, {W2}, {W3}\n"
                f"Bugün: TCMB rezerv 14:30, KAP akışı yoğun. Limit dışı emir yok, herkes risk-motoru'nu dinlesin.\n\n"
                f"Gündem notları: (1) {A} tarafında aylık trafik verisi bugün-yarın KAP'a düşer, güçlü gelirse ekleme konuşuruz. "
                f"(2) {DF} için yurt dışı sözleşme beklentisi var, haber gelirse kovalamıyoruz, seviyemiz belli. "
                f"(3) {R}'da crack marjları zayıf, tezi öğlene kadar gözden geçireceğim. (4) VIOP hedge oranı %{r.randint(25, 35)} civarı, "
                f"PPK öncesi artırmak isteyen olursa risk ile konuşsun. (5) Eurobond tarafında {EURO_NAME} pahalı, kâr alma zamanı yaklaşıyor olabilir. "
                f"Herkes emirleri köprüden girsin, sesli işlem olursa aracı kurum teyidini kanala yazın.")
    pos = D.post(t, "head", pos_text, kind="other")
    D.pin(pos, t + 40)
    D.react(pos, t + 45, "📌", "head")
    ack(t + r.uniform(60, 200), "junior", words=["günaydın 👋", "gm", "günaydın"])
    ack(t + r.uniform(200, 400), "exec", words=["günaydın", "👍"])

    t = D.at(8, 25, 5)
    dec = (f"Decision for the book: conviction on the long {TRT_ISIN} position is cut from high to medium, "
           f"and our stance on the TRY long end moves from bullish to neutral until the PPK statement.")
    D.post(t, "macro", macro_preview(r, ctx, dec), kind="hard",
           hard=("thesis_update", [TRT_ISIN, "high to medium", "bullish to neutral"], "buried"),
           idiom=("decision sentence buried in section 5 of a long English CBRT note", "thesis_update"))

    t = D.at(8, 40, 6)
    h = D.post(t, "riskmgr", "Arkadaşlar bilginize: VIOP net delta limiti bugünden itibaren 350 kontrattan 250 kontrata düşürüldü (XU030 eşdeğeri). Gün içi aşım olursa risk-motoru yeni emirleri bloklayacak.",
               kind="hard", hard=("risk_limit", ["VIOP net delta limiti", "250 kontrata"], "untagged"))
    D.react(h, t + 90, "👍", "head")
    ack(t + r.uniform(100, 240), "junior", ref=h, words=["anlaşıldı", "not aldım"])

    # THYAO proposal chain
    t = D.at(8, 52, 3)
    a_px = tr_num(P[A], 2)
    a_stop0 = tr_num(tick(P[A] * 0.955), 2)
    a_stop1 = tr_num(tick(P[A] * 0.973), 2)
    a_stop2 = tr_num(tick(P[A] * 0.991), 2)
    a_tgt = tr_num(tick(P[A] * 1.105), 2)
    prop = D.post(t, "junior", f"{A} al 250k @ {a_px} lmt, stp {a_stop0} hdf {a_tgt} — trafik verisi öncesi ekleme",
                  kind="hard", hard=("trade_proposal", [A, "al", "250k", a_px, a_stop0], "shorthand"),
                  idiom=("junior shorthand al 250k @ px stp/hdf", "trade_proposal"))
    appr = D.post(t + r.uniform(70, 160), "head", "olur, yapalım 👍", ref=prop, kind="hard",
                  hard=("trade_approval", ["olur", "yapalım"], "reply"),
                  idiom=("two-word Turkish reply approving a proposal", "trade_approval"))
    D.react(prop, t + 200, "✅", "head")
    ack(t + 230, "exec", ref=appr, words=["açılışa yazmıyorum, 10:00 sonrası", "sürekli işlemde gönderiyorum"])

    # near-miss: question
    D.post(D.at(9, 10, 10), "junior", f"{W2} bugün 28 bandını kırarsa girer miyiz? sadece soruyorum, plan yok", kind="near")

    # opening auction
    D.post(D.at(9, 40, 0.5), "md", "🔔 Açılış seansı emir toplama başladı (09:40-09:55). Eşleşme 09:55, sürekli işlem 10:00.", kind="noise")
    xu100 = r.uniform(10500, 11200)
    D.post(D.at(9, 55, 0.5), "md",
           f"📊 Açılış eşleşmesi | XU100 {tr_num(xu100, 2)} ({r.choice(['+', '-'])}{tr_num(r.uniform(0.1, 0.9), 2)}%) | XU030 {tr_num(ctx['xu030'], 2)} | "
           f"{A} {tr_num(P[A] - 0.25, 2)} | {DF} {tr_num(P[DF], 2)} | {B} {tr_num(P[B], 2)} | açılış hacmi {tr_num(r.uniform(2, 6), 1)} mlr TL",
           kind="noise")

    t = D.at(10, 0, 1)
    o1 = order_no()
    D.post(t, "oms", f"IDEAL|EMIR|No={o1}|Hesap=IST-EQ1|{A}.E|ALIS|250.000|{a_px}|LMT|GUN|Durum=ILETILDI",
           kind="hard", hard=("trade_confirmation", [o1, f"{A}.E", "ALIS", "250.000", "ILETILDI"], "structured"),
           idiom=("Matriks/iDeal pipe line Durum=ILETILDI", "trade_confirmation"))
    pf_px = tr_num(P[A] - 0.04, 2)
    pf = D.post(t + r.uniform(40, 120), "oms",
                f"IDEAL|GERC|No={o1}|Hesap=IST-EQ1|{A}.E|ALIS|Gerc=180.000|Ort={pf_px}|Kalan=70.000",
                kind="hard", hard=("trade_fill", [f"{A}.E", "ALIS", "185.000", pf_px], "structured"),
                idiom=("partial fill pipe line corrected by edit", "trade_fill"))
    D.edit(pf, t + r.uniform(300, 500),
           f"IDEAL|GERC|No={o1}|Hesap=IST-EQ1|{A}.E|ALIS|Gerc=185.000|Ort={pf_px}|Kalan=65.000|duzeltme=1",
           superseded=["180.000"])
    ff_px = tr_num(P[A] - 0.03, 2)
    if r.random() < 0.5:
      D.post(t + r.uniform(700, 1000), "oms", "", embeds=[{
        "title": "Emir Gerçekleşti ✅", "author": "iDeal köprü",
        "fields": [{"name": "Emir No", "value": o1, "inline": True},
                   {"name": "Hesap", "value": "IST-EQ1", "inline": True},
                   {"name": "Sembol", "value": f"{A}.E", "inline": True},
                   {"name": "Yön", "value": "ALIŞ", "inline": True},
                   {"name": "Miktar", "value": "250.000", "inline": True},
                   {"name": "Ort. Fiyat", "value": ff_px, "inline": True}],
        "footer": "BIST Pay Piyasası · tamamı gerçekleşti"}],
        kind="hard", hard=("trade_fill", [o1, f"{A}.E", "ALIŞ", "250.000", ff_px], "embed"))

    t_stop = t + r.uniform(1100, 1300)
    stop_msg = D.post(t_stop, "head", f"{A} stop {a_stop0}, hedef {a_tgt} — tüm pozisyon için (1.500.000 lot)",
                      kind="hard",
                      hard=("stop_or_target_change", [A, "stop", a_stop2, a_tgt], "untagged"),
                      idiom=("stop level moved twice by editing the same message", "stop_or_target_change"))
    D.react(stop_msg, t_stop + 30, "📌", "head")
    D.pin(stop_msg, t_stop + 35)

    # ASELS buried proposal + resize + confirm + JSON fill
    t = D.at(10, 18, 4)
    d_px = tr_num(P[DF], 2)
    d_stop = tr_num(tick(P[DF] * 0.944), 2)
    long_d = (f"Savunma tarafında genel resim değişmedi arkadaşlar. Avrupa'daki tedarik açığı ve ihracat backlog'u sürüyor, "
              f"dolar bazlı gelir yapısı {DF}'i kur riskine karşı da doğal bir hedge yapıyor. Son iki çeyrekte marj baskısı vardı, "
              f"TL maliyetler enflasyonla şişti, ama yeni sözleşmelerin fiyatlaması avanslı ve endeksli. Yabancı takas oranı "
              f"%{r.randint(26, 29)} seviyesinden %{r.randint(30, 33)} seviyesine çıktı, sessiz bir birikim var. Bu yüzden {DF}'te pozisyonu büyütelim: "
              f"400.000 lot al, {d_px} limit, stop {d_stop}. Burak emri öğleden önce girsin, parça parça gitsin, açılış seansına yazmayın. "
              f"Diğer savunma isimlerine (SDTTR, ONRYT) dokunmuyoruz, likidite yetersiz; konuşulsun diye yazıyorum. "
              f"Geçen yıl aynı dönemde {DF}'i {tr_num(P[DF] * 0.55, 2)} seviyesinden almıştık, onu da hatırlatayım, sabırlı olalım.")
    dprop = D.post(t, "head", long_d, kind="hard",
                   hard=("trade_proposal", [DF, "400.000 lot al", d_px, d_stop], "buried"),
                   idiom=("proposal buried mid-paragraph in head's Turkish sector view", "trade_proposal"))
    ack(t + r.uniform(50, 120), "exec", ref=dprop, words=["tamam, giriyorum", "giriyorum"])
    o2 = order_no()
    t2 = t + r.uniform(200, 320)
    D.post(t2, "risk", f"risk | evt=ORDER_RESIZED ord={o2} sym={DF}.E side=BUY req_qty=400000 new_qty=260000 rule=single_name_weight limit=7.5% post_trade=7.5% src=pre-trade",
           kind="hard", hard=("risk_limit", ["ORDER_RESIZED", o2, "new_qty=260000", "7.5%"], "structured"),
           idiom=("risk bot key=value ORDER_RESIZED", "risk_limit"))
    D.post(t2 + r.uniform(5, 20), "oms", "", embeds=[{
        "title": "Emir İletildi", "author": "iDeal köprü",
        "fields": [{"name": "Emir No", "value": o2, "inline": True},
                   {"name": "Hesap", "value": "IST-EQ1", "inline": True},
                   {"name": "Sembol", "value": f"{DF}.E", "inline": True},
                   {"name": "Yön", "value": "ALIŞ", "inline": True},
                   {"name": "Miktar", "value": "260.000", "inline": True},
                   {"name": "Fiyat", "value": d_px, "inline": True},
                   {"name": "Tip", "value": "LMT / GÜN", "inline": True}],
        "footer": "risk-motoru tarafından 400.000 → 260.000 küçültüldü"}],
        kind="hard", hard=("trade_confirmation", [o2, f"{DF}.E", "ALIŞ", "260.000", d_px], "embed"))
    d_fill = f"{P[DF] - 0.09:.2f}"
    D.post(t2 + r.uniform(900, 1500), "oms",
           json.dumps({"src": "ideal-bridge", "evt": "FILL", "ord": o2, "acct": "IST-EQ1", "sym": f"{DF}.E",
                       "side": "BUY", "qty": 260000, "avg_px": float(d_fill), "leaves": 0}, ensure_ascii=False),
           kind="hard", hard=("trade_fill", [o2, f"{DF}.E", "BUY", "260000", d_fill], "structured"),
           idiom=("JSON fill line with dot decimals from the bridge", "trade_fill"))

    # bank proposal / voice fill
    t = D.at(9, 25, 6)
    if "bank" not in opt:
        t = None
    b_px = tr_num(P[B], 2)
    b_stop = tr_num(tick(P[B] * 0.945), 2)
    if t is not None:
      bprop = D.post(t, "junior", f"önerim: {B} 500k al {b_px} limit, stop {b_stop}. Bilanço sonrası geri çekilme bitti gibi.",
                   kind="hard", hard=("trade_proposal", [B, "500k al", b_px, b_stop], "untagged"))
      D.post(t + r.uniform(60, 200), "head", "✅ onay, aracı kurum üzerinden sesli ver, VWAP'ı geçme", ref=bprop,
             kind="hard", hard=("trade_approval", ["✅ onay", "VWAP'ı geçme"], "reply"))
      tb = D.at(10, 50, 20)
      D.post(tb, "junior", f"aracı kurumdan teyit: {B} 500.000 lot {b_px} fiyattan alındı, tamamı. Komisyon standart.",
             kind="hard", hard=("trade_fill", [B, "500.000 lot", b_px, "alındı"], "untagged"))

    # KAP held news on defence + route + thread
    t = D.at(10, 44, 3)
    amt = r.choice(["212", "148", "96", "305"])
    kapd = D.post(t, "kap", "", embeds=[{
        "title": f"{DF} | Aselsan Elektronik Sanayi ve Ticaret A.Ş.",
        "description": f"Yurt dışı bir müşteri ile toplam {amt} mn USD tutarında hava savunma sistemi satış sözleşmesi imzalanmıştır. Teslimatların 2026-2028 arasında yapılması planlanmaktadır.",
        "author": "Kamuyu Aydınlatma Platformu",
        "fields": [{"name": "Bildirim Tipi", "value": "Özel Durum Açıklaması (Genel)", "inline": True},
                   {"name": "Bildirim No", "value": f"2026/{r.randint(10000, 19999)}", "inline": True}],
        "footer": f"KAP · {ctx['ddot']} 10:4{r.randint(0, 9)}"}],
        kind="hard", hard=("held_position_news", ["Aselsan", f"{amt} mn USD", "sözleşme"], "embed"))
    D.react(kapd, t + 40, "👀", "junior")
    rt = D.post(t + r.uniform(100, 200), "head",
                f"@exec-ajan bu KAP'ı sana yönlendiriyorum: {DF} sözleşme sonrası ek alım için seviye çalış, 13:00'e kadar dön.",
                ref=kapd, kind="hard", hard=("route_decision", ["@exec-ajan", "yönlendiriyorum", DF], "reply"))
    # thread off the KAP message
    th_t0 = t + r.uniform(260, 400)
    D.thread_start = kapd
    D.post(th_t0, "junior", f"{DF} sözleşme: {amt} mn USD ≈ yıllık cironun yüzde {r.randint(3, 7)} civarı. Backlog zaten 18 mlr USD civarındaydı, marj bilgisi yok.", thread=True, kind="other")
    D.post(th_t0 + r.uniform(60, 200), "exec", "sözleşme marjı ne kadar sence? avans oranı açıklanmamış", thread=True, kind="near")
    d_tgt = tr_num(tick(P[DF] * 1.082), 2)
    D.post(th_t0 + r.uniform(300, 500), "head", f"{DF} için kâr al hedefi {d_tgt} koyuyoruz, stop aynı. Haber fiyatlanınca yarısını orada bırakırız.",
           thread=True, kind="hard", hard=("stop_or_target_change", [DF, "hedefi", d_tgt], "untagged"))
    D.post(th_t0 + r.uniform(520, 700), "junior", r.choice(["👍", "ok", "anlaşıldı"]), thread=True, kind="noise")

    # broker relay blocks (near)
    for k in range(3):
        c = next(uq)
        q = tr_num(r.randint(15, 80) * 100000, 0)
        D.post(D.at(r.choice([10, 11, 13, 15]), r.randint(0, 55), 2), "relay",
               r.choice([f"[relay · Ak Yatırım sales] blok: {c} {q} lot {tr_num(tick(P.get(c, NAMES[c][1])), 2)} fiyattan çaprazlandı, satıcı yabancı emeklilik fonu, alıcı yerli kurum",
                         f"[relay · İş Yatırım] axe: alıcı {c} {q} lot, {tr_num(tick(NAMES[c][1] * 0.99), 2)}-{tr_num(tick(NAMES[c][1] * 1.005), 2)} bandı, gün içinde parça parça",
                         f"[relay · JPM EM desk] seller of {c} block {q} sh, indicative {tr_num(tick(NAMES[c][1] * 0.985), 2)}, working for a long-only client — not a Matriks print yet"]),
               kind="near")

    # hypothetical
    D.post(D.at(11, 8, 6), "junior", f"faiz 500bp artarsa bankalarda %10-15 düşüş görürüz, {B}'yi hedge etmek lazım mı? XU030 short'u büyütürüz herhalde",
           kind="near", idiom=("'faiz 500bp artarsa' hypothetical with trade words", "not_hard"))
    D.post(D.at(11, 12, 6), "head", "artmaz 🙂 ama iyi soru, PPK öncesi konuşuruz", kind="other")
    D.post(D.at(11, 16, 4), "macro", macro_qa(r, ctx, B), kind="near")

    # VIOP proposal, approval with size change, embed confirm, pipe fill
    t = D.at(11, 20, 4)
    f_px = tr_num(ctx["fut_px"], 0)
    f_stop = tr_num(ctx["fut_px"] + 185, 0)
    fut = f"F_XU030{ctx['fut1']}"
    vprop = D.post(t, "junior", f"{fut} s 120 @ {f_px} hedge, stp {f_stop}", kind="hard",
                   hard=("trade_proposal", [fut, "s 120", f_px, f_stop], "shorthand"))
    D.post(t + r.uniform(60, 150), "head", "80 kontrat olsun, onaylandı. limit yeni düştü, 250'yi zorlamayalım", ref=vprop,
           kind="hard", hard=("trade_approval", ["80 kontrat", "onaylandı"], "reply"))
    ov = f"V-{r.randint(80000, 89999)}"
    tv = t + r.uniform(200, 300)
    D.post(tv, "oms", "", embeds=[{
        "title": "VIOP Emir Kabul", "author": "iDeal köprü",
        "fields": [{"name": "Sözleşme", "value": fut, "inline": True},
                   {"name": "Yön", "value": "SAT", "inline": True},
                   {"name": "Adet", "value": "80", "inline": True},
                   {"name": "Fiyat", "value": f_px, "inline": True},
                   {"name": "Emir No", "value": ov, "inline": True},
                   {"name": "Hesap", "value": "IST-DRV1", "inline": True}],
        "footer": "VIOP · Endeks Vadeli"}],
        kind="hard", hard=("trade_confirmation", [fut, "SAT", "80", ov], "embed"))
    vf_px = tr_num(ctx["fut_px"] - 2.5, 2)
    D.post(tv + r.uniform(100, 400), "oms", f"VIOP|GERC|No={ov}|Hesap=IST-DRV1|{fut}|SAT|80|{vf_px}|Kalan=0",
           kind="hard", hard=("trade_fill", [ov, fut, "SAT", "80", vf_px], "structured"))

    # thesis on TUPRS (untagged) and sell proposal, rejected by venue, resent, filled, stop removed
    t = D.at(11, 48, 5)
    D.post(t, "head", f"{R} tezimiz bozuldu: Akdeniz crack marjları 3 haftada yarıya indi, bakım duruşu da uzadı. {R}'da görüşü pozitiften nötre çekiyorum, konviksiyon düşük.",
           kind="hard", hard=("thesis_update", [R, "pozitiften nötre", "konviksiyon düşük"], "untagged"))
    r_px = tr_num(P[R] - 0.2, 2)
    r_bad = tr_num(tick(P[R] * 1.045), 2)
    t = D.at(12, 48, 4)
    rprop = D.post(t, "junior", f"{R} sat 300.000 lot {r_px} limit — pozisyonu üçte bire indirme, sizin tez notuna göre", kind="hard",
                   hard=("trade_proposal", [R, "sat", "300.000 lot", r_px], "untagged"))
    D.post(t + r.uniform(40, 120), "head", "tamam", ref=rprop, kind="hard", hard=("trade_approval", ["tamam", R], "reply"))
    D.msgs[-1]["content"] = f"tamam, {R} gitsin"
    o3 = order_no()
    tr_ = t + r.uniform(180, 260)
    D.post(tr_, "oms", f"IDEAL|EMIR|No={o3}|Hesap=IST-EQ1|{R}.E|SATIS|300.000|{r_bad}|LMT|GUN|Durum=REDDEDILDI|Sebep=Fiyat marj disi",
           kind="hard", hard=("trade_confirmation", [o3, f"{R}.E", "SATIS", "REDDEDILDI"], "structured"),
           idiom=("venue rejection pipe line REDDEDILDI", "trade_confirmation"))
    D.post(tr_ + r.uniform(30, 80), "exec", f"fiyat yanlış girilmiş, {r_px} ile tekrar gönderiyorum, pardon", kind="other")
    o4 = order_no()
    r_fill = tr_num(P[R] - 0.15, 2)
    D.post(tr_ + r.uniform(900, 1600), "oms", "", embeds=[{
        "title": "Emir Gerçekleşti ✅", "author": "iDeal köprü",
        "fields": [{"name": "Emir No", "value": o4, "inline": True},
                   {"name": "Sembol", "value": f"{R}.E", "inline": True},
                   {"name": "Yön", "value": "SATIŞ", "inline": True},
                   {"name": "Miktar", "value": "300.000", "inline": True},
                   {"name": "Ort. Fiyat", "value": r_fill, "inline": True}],
        "footer": "Hesap IST-EQ1 · tamamı gerçekleşti"}],
        kind="hard", hard=("trade_fill", [o4, f"{R}.E", "SATIŞ", "300.000", r_fill], "embed"))
    D.post(tr_ + r.uniform(1700, 2000), "head", f"{R} stopu kaldırıyoruz, kalan 600k core pozisyon, haftaya tekrar bakarız.",
           kind="hard", hard=("stop_or_target_change", [R, "stopu kaldırıyoruz"], "untagged"))

    # THY traffic news (company name), thesis confirm, route bot
    t = D.at(12, 2, 4)
    pax = tr_num(r.uniform(6, 12), 1)
    kapt = D.post(t, "kap", f"📄 KAP | Türk Hava Yolları A.O.: Şubat 2026 trafik sonuçları — taşınan yolcu sayısı yıllık %{pax} arttı, doluluk oranı %{tr_num(r.uniform(80, 84), 1)} (Bildirim 2026/{r.randint(10000, 19999)})",
                  kind="hard", hard=("held_position_news", ["Türk Hava Yolları", "trafik sonuçları", f"%{pax}"], "untagged"),
                  idiom=("KAP headline naming a held stock only by company name", "held_position_news"))
    D.post(t + r.uniform(120, 300), "head", f"THY trafik güçlü. Tezi teyit ediyorum, hedef {a_tgt} kalsın, konviksiyon yüksek.", ref=kapt,
           kind="hard", hard=("thesis_update", ["THY", "Tezi teyit ediyorum", "konviksiyon yüksek"], "reply"))
    if "throute" in opt:
      D.post(t + r.uniform(320, 500), "triage",
           f"route | item=KAP-{ymd}-trafik ({A}) → analyst-agent | reason=held position, monthly KPI | sla=60m",
           kind="hard", hard=("route_decision", [f"KAP-{ymd}-trafik", "analyst-agent"], "structured"))

    # NOP breach -> USD/TRY forward
    t = D.at(12, 30, 6)
    D.post(t, "risk", "risk | evt=LIMIT_BREACH metric=TRY_FX_NOP value=USD 43.2mn limit=USD 40mn util=108% action=ESCALATE owner=Deniz",
           kind="hard", hard=("risk_limit", ["LIMIT_BREACH", "TRY_FX_NOP", "43.2mn", "40mn"], "structured"))
    fwd = tr_num(ctx["usdtry"] * 1.02, 4)
    fxp = D.post(t + r.uniform(90, 180), "head", f"NOP aşımını kapatalım: USD/TRY 1A forward 5mn USD al @ {fwd}, valör {ctx['val1m']}. Deniz?",
                 kind="hard", hard=("trade_proposal", ["USD/TRY 1A forward", "5mn USD al", fwd], "untagged"))
    D.post(t + r.uniform(200, 300), "riskmgr", "onay, limit içine döner 👍", ref=fxp, kind="hard",
           hard=("trade_approval", ["onay", "limit içine döner"], "reply"))
    D.post(t + r.uniform(600, 900), "fxbank", "", embeds=[{
        "title": "FX Forward Confirmation", "author": "fx-ticket · bank portal",
        "description": f"We BUY USD 5.000.000 / SELL TRY {tr_num(5000000 * ctx['usdtry'] * 1.02, 2)} @ {fwd}",
        "fields": [{"name": "Value date", "value": ctx["val1m"], "inline": True},
                   {"name": "Account", "value": "IST-FX1", "inline": True},
                   {"name": "Ticket", "value": f"FWD-{r.randint(100000, 999999)}", "inline": True}],
        "footer": "dealt · status DONE"}],
        kind="hard", hard=("trade_fill", ["BUY USD 5.000.000", fwd], "embed"))

    # deleted proposal (wrong channel)
    t = D.at(13, 2, 10)
    w1px = tr_num(P[W3], 2)
    dl = D.post(t, "junior", f"{W3} al 1mn @ {w1px} deneme pozisyonu", kind="hard",
                hard=("trade_proposal", [W3, "al 1mn", w1px], "shorthand"))
    D.msgs[dl]["final"] = "deleted"
    D.post(t + 50, "junior", "yanlış kanal, sildim 🙈", kind="noise")
    D.delete(dl, t + 45)

    # eurobond: forgotten proposal (client name leaked) then clean repost + approval
    t = D.at(13, 14, 5)
    e_px = tr_num(ctx["euro_px_f"], 2)
    fg = D.post(t, "head", f"Eurobond: {EURO_NAME} ({EURO_ISIN}) 3mn nominal sat {e_px} — müşteri Ahmet Yılmaz hesabı 55120'den karşılanacak",
                kind="hard", hard=("trade_proposal", [EURO_ISIN, "3mn nominal sat", e_px], "untagged"))
    D.msgs[fg]["snippet"] = "müşteri Ahmet Yılmaz hesabı 55120"
    D.forget(fg, t + r.uniform(200, 400), by="mod")
    D.post(t + r.uniform(420, 500), "mod", "Bir önceki mesaj müşteri bilgisi içerdiği için silindi (forget). Lütfen hesap/isim yazmayın.", kind="noise")
    ep = D.post(t + r.uniform(520, 700), "head", f"Tekrar: {EURO_ISIN} 3mn nominal sat @ {e_px}, kitap hesabından. CDS {ctx['cds']} tight, eurobondda kârı alalım.",
                kind="hard", hard=("trade_proposal", [EURO_ISIN, "3mn nominal sat", e_px], "untagged"))
    ack(t + r.uniform(720, 800), "exec", ref=ep, words=["bloomberg'de soruyorum", "quote alıyorum"])
    if "eurofill" in opt:
      D.post(t + r.uniform(1500, 1900), "exec", f"{EURO_ISIN} 3mn sold {e_px} to JPM, settle T+2 ✅", ref=ep, kind="hard",
           hard=("trade_fill", [EURO_ISIN, "3mn sold", e_px], "reply"))

    # another fund's fills (near)
    t = D.at(13, 55, 6)
    of = D.post(t, "oms", f"IDEAL|GERC|No={order_no()}|Hesap=ANK-FON2|{B}.E|ALIS|Gerc=900.000|Ort={tr_num(P[B] - 0.05, 2)}|Kalan=0",
                kind="near", idiom=("bridge fill for another fund's account (Hesap=ANK-FON2)", "not_hard"))
    D.post(t + r.uniform(40, 120), "junior", "bizim değil, ANK-FON2 hesabı — köprü filtreyi yine kaçırmış", ref=of, kind="near")
    D.post(t + r.uniform(200, 400), "oms", "", embeds=[{
        "title": "Emir Gerçekleşti", "author": "iDeal köprü",
        "fields": [{"name": "Hesap", "value": "ANK-FON2"}, {"name": "Sembol", "value": f"{DF}.E"},
                   {"name": "Yön", "value": "SATIŞ"}, {"name": "Miktar", "value": "150.000"},
                   {"name": "Ort. Fiyat", "value": tr_num(P[DF] + 0.3, 2)}],
        "footer": "Ankara fon hesabı · bilgi amaçlı"}], kind="near")

    # THYAO stop edits
    D.edit(stop_msg, D.at(14, 8, 6), f"{A} stop {a_stop1}, hedef {a_tgt} — tüm pozisyon için (1.500.000 lot) [güncellendi]",
           superseded=[a_stop0])
    D.edit(stop_msg, D.at(16, 28, 6), f"{A} stop {a_stop2}, hedef {a_tgt} — tüm pozisyon için (1.500.000 lot) [2x güncellendi, kârı kilitliyoruz]",
           superseded=[a_stop1])

    # CDS proposal, block
    t = D.at(14, 20, 6)
    if "cds" not in opt:
        t = None
    cds_lvl = f"{ctx['cds']}bp"
    if t is not None:
      cp = D.post(t, "head", f"Portföy hedge: Türkiye 5Y CDS 10mn USD koruma al @ {cds_lvl}. Tight seviyeler, ucuz sigorta.", kind="hard",
                hard=("trade_proposal", ["5Y CDS", "10mn USD koruma al", cds_lvl], "untagged"))
      D.post(t + r.uniform(60, 180), "risk", f"risk | evt=ORDER_BLOCKED instr=TURKEY_CDS_5Y side=BUY_PROT notional=10mn reason=cpty_limit cpty=BNP util=117% msg=\"karşı taraf limiti aşılıyor\"",
           ref=cp, kind="hard", hard=("risk_limit", ["ORDER_BLOCKED", "TURKEY_CDS_5Y", "cpty_limit"], "structured"))
      D.post(t + r.uniform(200, 300), "head", "peki 🤷 karşı taraf limitlerini yarın sabah Deniz'le konuşalım", kind="other")

    # reserves headline (noise) + macro reserves note (near)
    t = D.at(14, 30, 0.5)
    D.post(t, "tcmb", "", embeds=[{
        "title": "TCMB · Uluslararası rezervler (haftalık)",
        "description": f"Brüt rezervler {ctx['gross_res']} mlr USD. Net rezerv (swap hariç, piyasa tahmini) ~{ctx['net_res']} mlr USD.",
        "author": "TCMB", "fields": [{"name": "Haftalık değişim", "value": r.choice(["+2,1 mlr USD", "+1,4 mlr USD", "-0,8 mlr USD"])}],
        "footer": "tcmb.gov.tr · Rezerv istatistikleri"}], kind="noise")
    D.post(t + r.uniform(600, 900), "macro", macro_reserves(r, ctx), kind="near",
           )

    # BDDK held bank news
    t = D.at(15, 2, 6)
    bname = NAMES[B][0]
    D.post(t, "tcmb", "", embeds=[{
        "title": "BDDK Kurul Kararı",
        "description": f"BDDK, {bname}'ya kredi büyüme sınırlamalarına aykırılık nedeniyle {tr_num(r.uniform(0.4, 1.6), 1)} mlr TL idari para cezası uygulanmasına karar verdi.",
        "author": "BDDK", "footer": "bddk.org.tr · Resmî açıklama"}],
        kind="hard", hard=("held_position_news", ["BDDK", bname, "idari para cezası"], "embed"))
    D.post(t + r.uniform(120, 300), "junior", f"{B}'da ceza haberi, fiyata etkisi sınırlı bence, ceza kârın %1'i bile değil", kind="other")

    # watchlist news + no-route
    t = D.at(15, 30, 6)
    dv = tr_num(r.uniform(2, 12), 2)
    wk = D.post(t, "kap", f"📄 KAP | {W1} | {NAMES[W1][0]}: Yönetim kurulu pay başına {dv} TL brüt nakit kâr payı dağıtılmasını genel kurula önerdi (Bildirim 2026/{r.randint(10000, 19999)})",
                kind="hard", hard=("watchlist_news", [W1, NAMES[W1][0], f"{dv} TL"], "untagged"))
    D.post(t + r.uniform(200, 500), "head", f"{W1} temettü: aksiyon yok, izlemede kalsın, kimseye yönlendirmiyorum.", ref=wk,
           kind="hard", hard=("no_route_decision", [W1, "aksiyon yok", "kimseye yönlendirmiyorum"], "reply"),
           idiom=("head says 'aksiyon yok ... yönlendirmiyorum' on a KAP item", "no_route_decision"))
    t = D.at(16, 8, 6)
    if "w2" not in opt:
        t = None
    cap = r.choice(["450", "320", "600"])
    w2n = NAMES[W2][0].replace("ş", "s").replace("Ş", "S").replace("ğ", "g").replace("ç", "c").replace("İ", "I").replace("ı", "i").replace("ö", "o").replace("ü", "u")
    if t is not None:
      D.post(t, "kap", f"📄 KAP | {W2} | {w2n}: Board approves {cap} mn USD capex programme for 2026-2028; funding mix of internal cash and eurobond issuance (Notice 2026/{r.randint(10000, 19999)})",
           kind="hard", hard=("watchlist_news", [W2, f"{cap} mn USD capex"], "untagged"))
      D.post(t + r.uniform(120, 300), "triage", f"no-route | item=KAP {W2} capex | decision=no action, watchlist only, logged | owner=none",
           kind="hard", hard=("no_route_decision", [W2, "decision=no action"], "structured"))

    # PGSUS proposal rejected
    t = D.at(16, 40, 6)
    pg = tr_num(P["PGSUS"], 2)
    pgp = D.post(t, "junior", f"PGSUS s 150k @ {pg} THYAO'ya karşı pair, beta nötr?", kind="hard",
                 hard=("trade_proposal", ["PGSUS", "s 150k", pg], "shorthand"))
    D.post(t + r.uniform(40, 120), "head", "yok, olmaz. iptal.", ref=pgp, kind="hard",
           hard=("trade_approval", ["olmaz", "iptal"], "reply"),
           idiom=("terse Turkish rejection reply 'yok, olmaz. iptal.'", "trade_approval"))

    # history / paper / backtest near-misses
    D.post(D.at(17, 22, 6), "head", f"hatırlatma: geçen çeyrek {R}'yı {tr_num(P[R] * 1.15, 2)} seviyesinden satmıştık, sonra {tr_num(P[R] * 0.9, 2)} seviyesine kadar düştü. Acele etmiyoruz.",
           kind="near", idiom=("trade told as history ('satmıştık')", "not_hard"))
    D.post(D.at(17, 40, 6), "junior", f"paper hesap: F_XU030{ctx['fut2']} al 40 @ {tr_num(ctx['fut_px'] + 240, 0)} (simülasyon, gerçek değil) — spread stratejisini deniyorum",
           kind="near", idiom=("paper-account VIOP trade", "not_hard"))
    D.post(D.at(18, 45, 10), "junior",
           f"backtest: XU030 momentum 2019-2025, al sinyali {tr_num(ctx['xu030'] * 0.97, 0)} üstünde, Sharpe 0,84, maks DD %-21. Canlıya almıyoruz, sadece paylaşıyorum.",
           kind="near", attachments=[{"id": str(r.randint(10**18, 10**19 - 1)), "filename": "xu030_mom_bt.png", "size": r.randint(40000, 90000), "url": "https://cdn.discordapp.com/attachments/bt/xu030_mom_bt.png"}])

    # cancel confirmation of a GTC-like order
    o5 = order_no()
    t = D.at(18, 3, 3)
    D.post(t, "oms", f"IDEAL|EMIR|No={o5}|Hesap=IST-EQ1|{DF}.E|ALIS|100.000|{tr_num(tick(P[DF] * 0.975), 2)}|LMT|GUN|Durum=IPTAL EDILDI|Sebep=Seans sonu",
           kind="hard", hard=("trade_confirmation", [o5, f"{DF}.E", "IPTAL EDILDI"], "structured"))

    # EOD wrap with buried target change
    t = D.at(18, 32, 6)
    k_new = ctx["k_tgt_new"]
    D.post(t, "head",
           f"Gün sonu özeti: Endeks yatay kapandı, bankalar {B} hariç zayıftı. {A} ekleme tamamlandı, {DF} 260k ile sınırlı kaldı (risk küçülttü), "
           f"{R} üçte bir azaldı. VIOP hedge 220 kontrat, limit 250. NOP forward ile limite döndü. {K} hedefini {ctx['k_tgt_old']} seviyesinden {k_new} seviyesine indiriyoruz, "
           f"holding iskontosu açılmıyor. Yarın PPK anketi ve 2y/5y ihale var; sabah 08:30 toplantı. Eline sağlık herkese.",
           kind="hard", hard=("stop_or_target_change", [K, "hedefini", k_new], "buried"),
           idiom=("target cut buried in end-of-day wrap", "stop_or_target_change"))

    # late risk limit set for tomorrow
    if r.random() < 0.4:
        D.post(D.at(18, 50, 8), "riskmgr", f"Yarın için: {R} tek isim limiti %5'e çekildi (önceki %7,5). Risk motoruna girildi.",
               kind="hard", hard=("risk_limit", [R, "tek isim limiti", "%5"], "untagged"))

    D.post(D.at(20, 25, 15), "macro", macro_evening(r, ctx), kind="near")
    D.post(D.at(16, 50, 10), "macro", macro_curve(r, ctx), kind="near")
    for code, (hh, mm) in zip([W1, U[-1], U[-2], W3, U[-3], W2, U[-4]], [(9, 2), (11, 35), (13, 40), (15, 12), (17, 5), (19, 10), (21, 30)]):
        D.post(D.at(hh, mm, 8), r.choice(["junior", "junior", "exec"]), research_note(r, ctx, code), kind="other")
    return


def noise_fill(D: Day, ctx: dict, target: int):
    r = D.rng
    P = ctx["px"]
    U = list(ctx["unrelated"])
    made = 0
    pnl_handles = []
    # fixed-cadence risk heartbeats (every 60 min overnight, 30 min in session)
    for hr in range(24):
        steps = [0] if (8 <= hr <= 19 or hr % 3 == 0) else []
        for mi in steps:
            t = hr * 3600 + mi * 60 + r.uniform(0, 40)
            D.post(t, "risk",
                   f"risk | evt=HEARTBEAT book=IST-EQ1 var99_1d=TRY {tr_num(r.uniform(42, 55), 1)}mn gross=TRY {tr_num(r.uniform(2.2, 2.6), 2)}mlr "
                   f"net=TRY {tr_num(r.uniform(0.9, 1.3), 2)}mlr try_nop=USD {tr_num(r.uniform(28, 39), 1)}mn viop_delta={r.randint(140, 230)} lim_ok=14/14",
                   kind="noise")
            made += 1
    # hourly market-data summaries in session
    for hr in range(11, 18):
        t = hr * 3600 + r.uniform(0, 90)
        ups = r.sample(U, 3)
        downs = r.sample([u for u in U if u not in ups], 3)
        lines = [f"📊 Saatlik özet {hr:02d}:00 | XU100 {tr_num(r.uniform(10500, 11200), 2)} | XU030 {tr_num(ctx['xu030'] * r.uniform(0.99, 1.01), 2)} | USDTRY {tr_num(ctx['usdtry'] * r.uniform(0.999, 1.001), 4)}",
                 "```",
                 "Artanlar            Son      %",
                 *[f"{u:<8}{NAMES[u][0][:11]:<12}{tr_num(NAMES[u][1], 2):>8}  +{tr_num(r.uniform(2, 9.9), 2)}" for u in ups],
                 "Düşenler",
                 *[f"{u:<8}{NAMES[u][0][:11]:<12}{tr_num(NAMES[u][1], 2):>8}  -{tr_num(r.uniform(2, 9.9), 2)}" for u in downs],
                 "```",
                 f"Hacim {tr_num(r.uniform(40, 110), 1)} mlr TL · VIOP F_XU030{ctx['fut1']} {tr_num(ctx['fut_px'] * r.uniform(0.995, 1.005), 0)} · baz {r.randint(120, 220)}"]
        D.post(t, "md", "\n".join(lines), kind="noise")
        made += 1
    # circuit breakers on unrelated names
    for _ in range(2):
        c = r.choice(U)
        hr = r.choice([10, 11, 13, 14, 15, 16])
        D.post(hr * 3600 + r.uniform(0, 3500), "md",
               f"🔔 Devre kesici: {c} %{tr_num(r.uniform(9.8, 10.0), 2)} {r.choice(['düştü', 'yükseldi'])} — 15 dk tek fiyat emir toplama, sonra sürekli işleme dönüş",
               kind="noise")
        made += 1
    D.post(18 * 3600 + r.uniform(0, 60), "md", "🔔 Kapanış seansı emir toplama (18:00-18:05), eşleşme 18:05, kapanış fiyatından işlemler 18:08-18:10.", kind="noise")
    D.post(18 * 3600 + 11 * 60 + r.uniform(0, 90), "md",
           f"🔚 Kapanış | XU100 {tr_num(r.uniform(10500, 11200), 2)} | XU030 {tr_num(ctx['xu030'] * r.uniform(0.99, 1.01), 2)} | hacim {tr_num(r.uniform(80, 140), 1)} mlr TL | yabancı payı %{tr_num(r.uniform(36, 41), 1)}",
           kind="noise")
    made += 2
    # price alerts (incl. held names — still noise)
    for _ in range(6):
        c = r.choice(["THYAO", "ASELS", ctx["bank"], "XU100", "USDTRY", r.choice(U)])
        lvl = {"XU100": tr_num(round(r.uniform(10500, 11200), -1), 0), "USDTRY": tr_num(ctx["usdtry"] + 0.05, 4)}.get(c) or tr_num(tick(P.get(c, NAMES.get(c, ("", 100))[1]) * r.uniform(0.98, 1.02)), 2)
        D.post(D.rand_t(), "md", f"⚠️ Fiyat alarmı: {c} {lvl} {r.choice(['üstüne çıktı ↑', 'altına indi ↓'])}", kind="noise")
        made += 1
    # PnL snapshots
    for hr in (11, 13, 15, 17):
        h = D.post(hr * 3600 + 30 * 60 + r.uniform(0, 300), "risk",
                   f"PnL {hr}:30 | gün: {r.choice(['+', '-'])}{tr_num(r.uniform(0.5, 6), 2)}mn TRY | hisse {r.choice(['+', '-'])}{tr_num(r.uniform(0.2, 4), 1)}mn | VIOP {r.choice(['+', '-'])}{tr_num(r.uniform(0.1, 1), 1)}mn | FX {r.choice(['+', '-'])}{tr_num(r.uniform(0.1, 1), 1)}mn | bono {r.choice(['+', '-'])}{tr_num(r.uniform(0.1, 2), 1)}mn",
                   kind="noise")
        pnl_handles.append(h)
        made += 1
    # bare 'tamam' ack to a PnL line (near-miss idiom)
    th = D.msgs[pnl_handles[1]]["t"] + r.uniform(30, 200)
    D.post(th, "junior", "tamam", ref=pnl_handles[1], kind="noise",
           idiom=("bare 'tamam' ack replying to a PnL line", "not_hard"))
    made += 1
    # CI / status / deploys
    for _ in range(5):
        D.post(D.rand_t(), "ci", r.choice([
            f"✅ deploy kap-bot v1.{r.randint(6, 9)}.{r.randint(0, 9)} → prod (sha {r.getrandbits(28):07x}) {r.randint(20, 90)}s",
            f"status | oms-bridge ✅ | kap-bot ✅ | risk-engine ✅ | md-feed ⚠️ gecikme {tr_num(r.uniform(1, 4), 1)}s",
            f"❌ test oms-bridge: tests/test_pipe_parse.py::test_turkish_decimal FAILED (expected '1.250.000', got '1250000') — main bloklandı",
            f"✅ deploy risk-engine {r.randint(3, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)} canary %10 → %100, hata oranı 0",
            f"status | tüm servisler ayakta · p99 köprü gecikmesi {r.randint(40, 180)}ms"]), kind="noise")
        made += 1
    # bridge reconnects
    for _ in range(2):
        D.post(D.rand_t(), "oms", f"[bridge] Matriks veri bağlantısı yeniden kuruldu (kopma {r.randint(2, 40)}s), eksik {r.randint(0, 12)} mesaj replay edildi", kind="noise")
        made += 1
    D.post(10 * 3600 + 46 * 60 + r.uniform(0, 120), "ci", stacktrace(r, ctx), kind="noise")
    D.post(19 * 3600 + 12 * 60 + r.uniform(0, 600), "ci", f"""❌ CI oms-bridge #{r.randint(900, 999)} (branch fix/ankara-filter) başarısız
```
============================= FAILURES =============================
____________ test_account_filter_excludes_other_funds ____________
    def test_account_filter_excludes_other_funds():
        line = "IDEAL|GERC|No=X|Hesap=ANK-FON2|GARAN.E|ALIS|Gerc=900.000"
>       assert not bridge.should_post(line, allowed={{"IST-EQ1", "IST-DRV1", "IST-FX1"}})
E       AssertionError: assert not True
E        +  where True = should_post('IDEAL|GERC|...', allowed={{...}})
tests/test_filter.py:41: AssertionError
=================== 1 failed, 187 passed in 14.22s ===================
```
sahibi: @emre.k · main'e merge bloklandı""", kind="noise")
    made += 2
    # CI burst later bulk-deleted
    t = 21 * 3600 + r.uniform(0, 1200)
    burst = [D.post(t + i * 2.5, "ci", f"❌ deploy md-feed v0.{r.randint(30, 39)}.{i} FAILED — healthcheck timeout (retry {i + 1}/3) [tekrar-{i}]", kind="noise") for i in range(3)]
    D.bulk_delete(burst, t + 400)
    made += 3
    # risk reports (multi-line snapshots, no breach)
    for hr, mi in ((9, 5), (13, 5), (18, 20)):
        lines = [f"risk | evt=SNAPSHOT book=IST-EQ1 ts={ctx['ddot']}T{hr:02d}:{mi:02d}+03:00",
                 f"var99_1d=TRY {tr_num(r.uniform(42, 55), 1)}mn var99_10d=TRY {tr_num(r.uniform(130, 170), 1)}mn es97.5=TRY {tr_num(r.uniform(60, 75), 1)}mn",
                 f"gross=TRY {tr_num(r.uniform(2.2, 2.6), 2)}mlr net=TRY {tr_num(r.uniform(0.9, 1.3), 2)}mlr beta_adj_net=TRY {tr_num(r.uniform(0.5, 0.9), 2)}mlr",
                 f"try_nop=USD {tr_num(r.uniform(28, 39), 1)}mn/40mn viop_delta={r.randint(140, 230)}/250 dv01_try=TRY {tr_num(r.uniform(180, 260), 0)}k cs01_usd={r.randint(9, 14)}k",
                 f"top_names: {', '.join(f'{k}={tr_num(r.uniform(3, 7.4), 1)}%' for k in ('THYAO', 'ASELS', ctx['bank'], 'TUPRS'))}",
                 "limits: 14/14 ok · soft_warn=0 · hard_breach=0"]
        D.post(hr * 3600 + mi * 60 + r.uniform(0, 60), "risk", "\n".join(lines), kind="noise")
        made += 1
    # OMS end-of-day order report
    rows = ["Gün sonu emir raporu (IST-EQ1 / IST-DRV1)", "```", "saat   sembol          yön    miktar     durum"]
    for sym, side, q, st in (("THYAO.E", "ALIŞ", "250.000", "GERÇ"), ("ASELS.E", "ALIŞ", "260.000", "GERÇ"),
                             ("TUPRS.E", "SATIŞ", "300.000", "RED"), ("TUPRS.E", "SATIŞ", "300.000", "GERÇ"),
                             (f"F_XU030{ctx['fut1']}", "SAT", "80", "GERÇ"), ("ASELS.E", "ALIŞ", "100.000", "İPTAL")):
        rows.append(f"{r.randint(10, 17):02d}:{r.randint(0, 59):02d}  {sym:<15} {side:<6} {q:>9}  {st}")
    rows += ["```", f"Toplam: 6 emir · 4 gerçekleşme · 1 red · 1 iptal · komisyon {tr_num(r.uniform(40, 90), 1)}k TRY · köprü uptime %99,9{r.randint(0, 9)}"]
    D.post(18 * 3600 + 25 * 60 + r.uniform(0, 300), "oms", "\n".join(rows), kind="noise")
    made += 1
    # KAP unrelated headlines (near misses), some as long embeds
    n_kap = 26
    for i in range(n_kap):
        c = r.choice(U)
        txt = kap_unrelated(r, c, ctx["agm"])
        if i % 2 == 0:
            title, _, desc = txt.partition(": ")
            body = (f"{desc}\n\nŞirketimiz Yönetim Kurulu'nun {ctx['ddot']} tarihli toplantısında yukarıdaki konu görüşülmüş ve oy birliği ile karar "
                    f"alınmıştır. Konuya ilişkin ayrıntılar, ilgili sözleşme ve yönetim kurulu kararı ekte yer almakta olup, işlemin tamamlanması "
                    f"ilgili kurum ve kuruluşların onaylarına ve olağan kapanış koşullarının yerine getirilmesine tabidir. Şirketimiz bu aşamada "
                    f"işlemin nihai tutarına ve zamanlamasına ilişkin bir taahhütte bulunmamaktadır. İşlemin Şirketimizin finansal tablolarına etkisi, ilgili dönem finansal raporlarında ayrıca açıklanacaktır. "
                    f"Konuya ilişkin gelişmeler Sermaye Piyasası Kurulu'nun Özel Durumlar Tebliği (II-15.1) çerçevesinde kamuoyu ile paylaşılacaktır. "
                    f"Yukarıdaki açıklamalarımızın, Kurulun yürürlükteki düzenlemelerinde yer alan esaslara uygun olduğunu, bu konuda "
                    f"edindiğimiz bilgileri tam olarak yansıttığını beyan eder, kamuoyunun bilgisine saygılarımızla sunarız.")
            D.post(D.rand_t(), "kap", "", embeds=[{"title": title.replace("📄 KAP | ", ""), "description": body,
                                                   "author": "Kamuyu Aydınlatma Platformu",
                                                   "fields": [{"name": "Bildirim Tipi", "value": r.choice(["Özel Durum Açıklaması (Genel)", "ODA", "Finansal Rapor", "Material Event"]), "inline": True},
                                                              {"name": "Dil", "value": r.choice(["TR", "EN"]), "inline": True}],
                                                   "footer": "KAP · otomatik akış"}],
                   kind="near")
        else:
            D.post(D.rand_t(), "kap", txt, kind="near")
        made += 1
    # unrelated CBRT/BDDK colour
    for txt in [
        f"TCMB: Piyasa Katılımcıları Anketi yarın 10:00'da yayımlanacak.",
        f"BDDK: Haftalık bülten — TL kredi büyümesi yıllık %{tr_num(r.uniform(30, 40), 1)}, tüketici kredileri %{tr_num(r.uniform(25, 40), 1)}.",
        f"TCMB: Zorunlu karşılık oranlarında teknik düzenleme, bankacılık sektörüne duyuru yayımlandı.",
    ]:
        D.post(D.rand_t(), "tcmb", "", embeds=[{"title": txt.split(":")[0], "description": txt.split(": ", 1)[1],
                                                "author": txt.split(":")[0], "footer": "resmî kaynak · otomatik"}], kind="near")
        made += 1
    # more broker chat (near) and relay axes on govvies
    for _ in range(9):
        c = r.choice(U)
        q = tr_num(r.randint(10, 40) * 100000, 0)
        D.post(D.rand_t(), "relay", r.choice([
            f"[relay · Garanti BBVA Yatırım] {OTHER_ISINS[r.randrange(4)]} bid 5mn @ {tr_num(r.uniform(96, 103), 2)}, offer yok — müşteri akışı. Aynı kağıtta dün 10mn el değiştirmiş, fiyat {tr_num(r.uniform(96, 103), 2)} civarı.",
            f"[relay · QNB Invest] {c} için yabancı satış baskısı var, {q} lot kadar iş döndü, satıcı aynı Londra fonu gibi görünüyor. Kurum içi not: 'pozisyon kapanışı, temel bir haber yok'.",
            f"[relay · Deniz Yatırım] TRT 2Y ihalesine güçlü talep bekleniyor, teklif/satış oranı 2,5x tahmini. Hazine bu ay toplam {tr_num(r.uniform(120, 220), 1)} mlr TL borçlanma planlıyor; ikinci ihale 5Y sabit kuponlu.",
            f"[relay · HSBC FX] axe: seller USD/TRY 6M fwd points 5mn, client flow, indicative only. Also seen: 1Y implied yield {tr_num(r.uniform(33, 37), 2)}% mid, two-way tight.",
            f"[relay · Yapı Kredi Yatırım] blok işlem: {c} {q} lot {tr_num(NAMES[c][1], 2)} — kurum portföyü el değiştirdi, alıcı yerli emeklilik fonu, satıcı halka arz öncesi ortak.",
            f"[relay · BofA EM] Turkey 2030s/2034s: real money buyer in 2034s, 10mn done at {tr_num(r.uniform(100, 102.5), 2)} via another dealer; we were not involved.",
            f"[relay · Ak Yatırım sales] {c}: bugün {q} lot blok satış olabilir söylentisi var, teyit yok, dikkat.",
        ]), kind="near")
        made += 1
    # stress test report (risk bot, informational)
    sc = ["TCMB +500bp şok", "USDTRY +%15 gap", "XU100 -%12", "CDS +150bp", "2018-Ağustos tekrar", "2021-Mart tekrar"]
    rows = ["risk | evt=STRESS_REPORT book=IST-ALL horizon=1d (bilgi amaçlı, limit değil)", "```", "senaryo                 PnL (mn TRY)   NOP etkisi   VIOP marj"]
    for nm in sc:
        rows.append(f"{nm:<23} {tr_num(-r.uniform(15, 160), 1):>12}   {tr_num(r.uniform(-6, 6), 1):>8}mn   {tr_num(r.uniform(5, 40), 1):>6}mn")
    rows += ["```", "en kötü senaryo: 2021-Mart tekrar · likidite tamponu yeterli · sonraki koşu 06:00"]
    D.post(7 * 3600 + 40 * 60 + r.uniform(0, 300), "risk", "\n".join(rows), kind="other")
    made += 1
    # LLM digest of the KAP flow (unrelated names)
    picks = r.sample(U, 8)
    dig = [f"**makro-ajan · KAP özet (sabah akışı, {ctx['dd']})**", "",
           "Portföy dışı isimlerde öne çıkan bildirimler, sadece bilgi için:"]
    for c in picks:
        dig.append(f"- {c} ({NAMES[c][0]}): " + r.choice([
            "bedelsiz sermaye artırımı başvurusu; tarihsel olarak duyuru günü %5-10 fiyat tepkisi görülüyor ama temel değer değişmiyor.",
            "yeni iş ilişkisi açıklaması; tutar yıllık cironun %2'si civarında, materyal değil.",
            "pay geri alımı devam ediyor; program limitinin yaklaşık yarısı kullanılmış.",
            "derecelendirme teyidi; görünüm durağan, piyasa etkisi beklenmez.",
            "genel kurul daveti; temettü önerisi önceki yılla aynı seviyede.",
            "borçlanma aracı ihracı; nitelikli yatırımcıya satış, vade 12-24 ay aralığında.",
            "iştirak satışı için mutabakat; bağlayıcı değil, değerleme açıklanmadı."]))
    dig += ["", "Detaylar KAP bildirim linklerinde; öğleden sonra akışını ayrıca özetleyeceğim."]
    D.post(12 * 3600 + 40 * 60 + r.uniform(0, 300), "macro", "\n".join(dig), kind="near")
    made += 1
    # execution TCA summary
    D.post(17 * 3600 + 20 * 60 + r.uniform(0, 300), "exec",
           f"TCA özeti (bugün): THYAO alım VWAP'a göre {tr_num(r.uniform(-4, 3), 1)}bp, ASELS {tr_num(r.uniform(-6, 4), 1)}bp, TUPRS satış {tr_num(r.uniform(-5, 5), 1)}bp. "
           f"Katılım oranı ortalama %{r.randint(6, 14)}, hiçbir emirde %20'yi geçmedik. VIOP tarafında kayma 1 tick. Açılış seansını kullanmadık, "
           f"kapanışta da işlem yok. Köprü gecikmesi ortalama {r.randint(40, 120)}ms, bir kere kopma oldu ({r.randint(2, 30)}s) ama emir kaybı yok. "
           f"Yarın için not: ASELS'te derinlik zayıf, 50k üstü parçalarda fiyat etkisi belirgin.", kind="other")
    made += 1
    # head midday commentary
    D.post(13 * 3600 + 5 * 60 + r.uniform(0, 400), "head",
           f"Öğlen notu: Endeks sabah açılışındaki primini korudu ama hacim zayıf. Bankalarda PPK öncesi pozisyon alan yok, herkes bekliyor. "
           f"Yabancı akışı büyük isimlerde yoğunlaşmış, ikinci-üçüncü halkada yerli bireysel hâkim. VIOP bazı {r.randint(150, 210)} puan, normal seviyede. "
           f"Kurda TCMB'nin günlük patikası aynen devam; forward puanları PPK fiyatlamasıyla beraber hafif aşağı. Öğleden sonra rezerv verisi ve "
           f"KAP akışını izleyelim, özellikle bankaların genel kurul takvimi ve temettü önerileri gelecek. Yeni bir fikir yok, mevcut kitabı yönetiyoruz.",
           kind="other")
    made += 1
    # IB chat transcripts relayed (other firms' blocks and axes)
    firms = ["Ak Yat", "İş Yat", "Garanti BBVA Yat", "Yapı Kredi Yat", "QNB Invest", "Deniz Yat", "Tera Yat", "Info Yat"]
    people = ["Murat", "Cem", "Ayşe", "Kerem", "Zeynep", "Onur", "Elif", "Tolga"]
    for k in range(4):
        c1, c2 = r.sample(U, 2)
        hh = r.choice([10, 11, 12, 14, 15, 16])
        mm = r.randint(0, 45)
        p1, p2 = tr_num(tick(NAMES[c1][1]), 2), tr_num(tick(NAMES[c1][1] * 0.995), 2)
        lines = [f"[relay · Bloomberg IB: TR-EQ-BLOCKS] {hh:02d}:{mm:02d}-{hh:02d}:{mm + 9:02d}",
                 f"{hh:02d}:{mm:02d} {r.choice(firms)} ({r.choice(people)}): {c1} {tr_num(r.randint(20, 80) * 100000, 0)} lot blok satıcı var, {p1} seviyesi",
                 f"{hh:02d}:{mm + 1:02d} {r.choice(firms)} ({r.choice(people)}): {p2} alıcıyım 2m, daha fazlası için müşteriye sormam lazım",
                 f"{hh:02d}:{mm + 3:02d} {r.choice(firms)} ({r.choice(people)}): {c2} tarafında axe: alıcı {tr_num(r.randint(5, 30) * 100000, 0)} lot, VWAP+%0,1'e kadar",
                 f"{hh:02d}:{mm + 6:02d} {r.choice(firms)} ({r.choice(people)}): {c1} done {tr_num(r.randint(20, 50) * 100000, 0)} lot @ {p2}, kalan çalışılıyor",
                 f"{hh:02d}:{mm + 9:02d} {r.choice(firms)} ({r.choice(people)}): teşekkürler, gün içinde tekrar dönerim"]
        D.post(hh * 3600 + (mm + 10) * 60 + r.uniform(0, 120), "relay", "\n".join(lines), kind="near")
        made += 1
    # ordinary desk discussion (not noise, not hard)
    other_pool = [
        "Yabancı takas oranları haftalık bazda bankalarda yükseliyor, THYAO'da da %52 üstünde kaldı. Not olarak düşüyorum.",
        "PPK öncesi bankalar hep böyle yatay gidiyor, geçen iki toplantıda da aynısı oldu.",
        "Matriks'te derinlik ekranı 2 sn geriden geliyor, haberiniz olsun. iDeal tarafı normal.",
        "iDeal formülünde VWAP hesabı seans arası boşluğu saymıyor, pazartesi düzeltirim.",
        "VIOP ekranında baz biraz açıldı ama önemli değil, vade sonuna 6 hafta var.",
        "bugün çok KAP var, triaj filtresini sıkılaştırsak mı? yarısı genel kurul daveti.",
        f"Hazine ihalesi sonuçları yarın 14:30'da, 2Y benchmark için {tr_num(r.uniform(33, 35.5), 2)}% civarı bekleniyor.",
        "Brent düşüşü rafineriler için kötü ama cari açık için iyi, endekse net etkisi belirsiz.",
        "Yarınki anket için konsensus 12 ay sonrası enflasyon beklentisinde 0,3-0,5 puan düşüş diyor.",
        "THY'nin yaz sezonu kapasite planı nisanda gelir, o zamana kadar trafik verisi tek katalizör.",
        "Savunma tarafında ASELS dışında likidite yok, endekse girmeyen isimlere bakmayalım.",
        "Eurobond eğrisinde 2030-2034 arası çok düz, CDS ile karşılaştırınca bond tarafı pahalı görünüyor.",
        "KKM stoku neredeyse bitti, mevduat dolarizasyonu da düşüyor; TCMB için rahatlatıcı.",
        "Pazartesi sabah toplantısında PPK senaryolarını konuşalım, makro-ajan notunu herkes okusun lütfen.",
        "Bloomberg terminali yine dondu, restart atıyorum, 5 dk yokum.",
        "öğlen yemeği 13:00'te mi? sipariş veriyorum",
        "XU030 ağırlıklarında bankaların payı %38'e çıkmış, hedge oranını ona göre düşünmek lazım.",
        "Yabancılar bugün net alıcı görünüyor ama takas verisi yarın gelir, kesin konuşmayalım.",
        "Sabah toplantısı notları paylaşılan klasörde, özet: PPK, ihaleler, KAP yoğunluğu.",
    ]
    noise_pool = ["kahve isteyen var mı ☕", "👀", "🙏", "sağol", "haha", "tamam 👍", "ok", "thx", "eyv", "+1", "👍", "🚀", "😅"]
    while made < target:
        if r.random() < 0.7:
            w = r.choice(["junior", "exec", "junior", "head"])
            D.post(D.rand_t(), w, r.choice(other_pool), kind="other")
        else:
            w = r.choice(["junior", "exec"])
            D.post(D.rand_t(), w, r.choice(noise_pool), kind="noise")
        made += 1


def build_ctx(rng: random.Random, day_idx: int, date_local: datetime, base: dict) -> dict:
    ctx = dict(base)
    px = {}
    for k, (_, p) in NAMES.items():
        px[k] = tick(p * (1 + rng.uniform(-0.03, 0.03)) * (1 + 0.004 * day_idx))
    ctx["px"] = px
    ctx["dd"] = date_local.strftime("%d.%m")
    ctx["ddot"] = date_local.strftime("%d.%m.%Y")
    ctx["ymd"] = date_local.strftime("%y%m%d")
    ctx["agm"] = (date_local + timedelta(days=21)).strftime("%d.%m.%Y")
    ctx["val1m"] = (date_local + timedelta(days=30)).strftime("%d.%m.%Y")
    m = date_local.month
    y = date_local.year
    m1, y1 = (m % 12) + 1, y + (1 if m == 12 else 0)
    m2, y2 = ((m + 2) % 12) + 1, y + (1 if m >= 10 else 0)
    # VIOP index futures expire even months
    while m1 % 2:
        m1, y1 = (m1 % 12) + 1, y1 + (1 if m1 == 12 else 0)
    m2, y2 = (m1 + 1) % 12 + 1, y1 + (1 if m1 >= 11 else 0)
    ctx["fut1"] = f"{m1:02d}{y1 % 100:02d}"
    ctx["fut2"] = f"{m2:02d}{y2 % 100:02d}"
    ctx["usdtry"] = 43.92 * (1 + 0.0006 * day_idx) * (1 + rng.uniform(-0.002, 0.002))
    ctx["usdtry_s"] = tr_num(ctx["usdtry"], 4)
    ctx["xu030"] = 12480 * (1 + rng.uniform(-0.02, 0.02))
    ctx["fut_px"] = round(ctx["xu030"] * 1.014 / 5) * 5
    ctx["cds"] = str(rng.randint(248, 276))
    ctx["policy"] = rng.choice(["37.00", "36.50", "38.00"])
    ctx["lastcut"] = rng.choice(["250", "300", "200"])
    ctx["cpi_m"] = rng.choice(["2.27", "2.41", "2.08"])
    ctx["cpi_y"] = rng.choice(["29.8", "30.4", "28.9"])
    ctx["gross_res"] = rng.choice(["168,4", "171,2", "165,9"])
    ctx["net_res"] = rng.choice(["58", "61", "55"])
    ctx["priced"] = rng.choice(["650", "700", "600"])
    ctx["y2"] = rng.choice(["34.2", "33.8", "35.1"])
    ctx["y10"] = rng.choice(["28.9", "29.4", "28.1"])
    ctx["euro_px_f"] = rng.uniform(100.6, 102.2)
    ctx["euro_px"] = f"{ctx['euro_px_f']:.2f}"
    kp = px[ctx["hold"]]
    ctx["k_tgt_old"] = tr_num(tick(kp * 1.18), 2)
    ctx["k_tgt_new"] = tr_num(tick(kp * 1.12), 2)
    return ctx


# ---------------------------------------------------------------- assemble
def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    end_ms = int(end.timestamp() * 1000)
    all_events = []  # (ms, order, event)
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    order = 0
    for ci in range(channels):
        ch_id = channel_id_for(ci)
        crng = random.Random(f"{DESK}|{seed}|ch{ci}")
        base = {
            "bank": crng.choice(BANKS),
            "hold": crng.choice(HOLDINGS),
        }
        watch = crng.sample(WATCH_POOL, 3)
        base["watch"] = watch
        base["unrelated"] = ALWAYS_UNRELATED + [b for b in BANKS if b != base["bank"]] + \
            [h for h in HOLDINGS if h != base["hold"]] + [w for w in WATCH_POOL if w not in watch]
        seq = 0
        last_ms = 0
        for di in range(days):
            day_start_ms = end_ms - (days - di) * 86_400_000
            date_local = datetime.fromtimestamp(day_start_ms / 1000, tz=UTC) + timedelta(hours=TZ_OFFSET_H, minutes=1)
            rng = random.Random(f"{DESK}|{seed}|ch{ci}|d{di}")
            ctx = build_ctx(rng, di, date_local, base)
            D = Day(rng, ctx, day_start_ms, date_local)
            D.thread_start = None
            script_day(D, ctx, first=(ci == 0 and di == 0))
            noise_fill(D, ctx, target=rng.randint(248, 282) - len(D.msgs))
            # ---- assign ids in time order
            msgs = sorted(D.msgs, key=lambda m: (m["t"], m["h"]))
            for m in msgs:
                ms = day_start_ms + int(m["t"] * 1000)
                ms = min(ms, day_start_ms + 86_400_000 - 5000)
                if ms <= last_ms:
                    ms = last_ms + 1
                last_ms = ms
                m["ms"] = ms
                w = AUTHORS[m["who"]][3]
                m["id"] = snowflake(ms, w, seq)
                seq = (seq + 1) % 4096
            thread_id = None
            thread_ms = None
            if D.thread_start is not None:
                th_msgs = [m for m in msgs if m["thread"]]
                st = D.msgs[D.thread_start]
                thread_ms = st["ms"] + 1
                thread_id = snowflake(thread_ms, 2, 777)
                assert all(m["ms"] > thread_ms for m in th_msgs)
            byh = {m["h"]: m for m in msgs}
            for m in msgs:
                a = AUTHORS[m["who"]]
                cid = thread_id if m["thread"] else ch_id
                msg = {"id": m["id"], "author_id": a[0], "author_name": a[1], "author_bot": a[2],
                       "created_at": iso(m["ms"]), "content": m.get("_create_content", m["content"]),
                       "attachments": m["attachments"], "embeds": m["embeds"],
                       "reference_id": byh[m["ref"]]["id"] if m["ref"] is not None else None}
                if m["pinned"]:
                    msg["pinned"] = True
                ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
                if m["thread"]:
                    ev["parent_channel_id"] = ch_id
                ev["message"] = msg
                m["cid"] = cid
                all_events.append((m["ms"], order, ev))
                order += 1
            # ops
            for op in D.ops:
                ms = day_start_ms + int(op["t"] * 1000)
                if op["op"] == "bulk_delete":
                    tgt = [byh[h] for h in op["hs"]]
                    ms = max(ms, max(x["ms"] for x in tgt) + 1000)
                    ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["cid"],
                          "message_ids": [x["id"] for x in tgt], "deleted_at": iso(ms)}
                    all_events.append((ms, order, ev))
                    order += 1
                    continue
                m = byh[op["h"]]
                ms = max(ms, m["ms"] + 1000)
                base_ev = {"op": op["op"], "guild_id": GUILD_ID, "channel_id": m["cid"], "message_id": m["id"]}
                if op["op"] == "delete":
                    base_ev["deleted_at"] = iso(ms)
                elif op["op"] == "forget":
                    base_ev["requested_by"] = AUTHORS[op["by"]][0]
                    base_ev["at"] = iso(ms)
                elif op["op"] in ("reaction_add", "reaction_remove"):
                    base_ev["emoji"] = op["emoji"]
                    base_ev["user_id"] = AUTHORS[op["who"]][0]
                    base_ev["at"] = iso(ms)
                elif op["op"] in ("pin", "unpin"):
                    base_ev["by"] = AUTHORS[op["who"]][0]
                    base_ev["at"] = iso(ms)
                all_events.append((ms, order, base_ev))
                order += 1
            # edits
            for m in msgs:
                for (t, content) in m["edits"]:
                    ms = max(day_start_ms + int(t * 1000), m["ms"] + 1000)
                    all_events.append((ms, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m["cid"],
                                                   "message_id": m["id"], "edited_at": iso(ms), "content": content}))
                    order += 1
            # ---- labels
            for m in msgs:
                final_text = m["content"] + "\n" + "\n".join(embed_text(e) for e in m["embeds"])
                if m["state"] != "live":
                    snippet = m.get("snippet") or (m["content"] or embed_text(m["embeds"][0]))[:60]
                    labels["removed_texts"].append(snippet)
                if m["kind"] == "hard" and m["hard"]:
                    et, facts, ph = m["hard"]
                    state = m["state"] if m["state"] != "live" else ("edited" if m["edits"] else "live")
                    labels["hard_events"].append({"channel_id": m["cid"], "message_id": m["id"], "event_type": et,
                                                  "facts": list(facts), "phrasing": ph, "final_state": state})
                    for old in m["superseded"]:
                        labels["superseded_facts"].append([m["cid"], m["id"], old])
                elif m["kind"] == "noise":
                    labels["noise_message_ids"].append(m["id"])
                elif m["kind"] == "near":
                    labels["near_miss_ids"].append(m["id"])
                if m["idiom"] and ci == 0 and di == 0:
                    labels["idioms"].append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
                m["_final_text"] = final_text
    all_events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [e for _, _, e in all_events], "labels": labels}


# ---------------------------------------------------------------- check
def _final_texts(events):
    texts, created, ms_of = {}, {}, {}
    deleted = set()
    for ev in events:
        if ev["op"] == "create":
            m = ev["message"]
            texts[m["id"]] = m["content"] + "\n" + "\n".join(embed_text(e) for e in m.get("embeds", []))
            created[m["id"]] = m
        elif ev["op"] == "edit":
            m = created[ev["message_id"]]
            texts[ev["message_id"]] = ev["content"] + "\n" + "\n".join(embed_text(e) for e in m.get("embeds", []))
        elif ev["op"] in ("delete", "forget"):
            deleted.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            deleted.update(ev["message_ids"])
    return texts, created, deleted


def selfcheck(out: dict) -> dict:
    events, labels = out["events"], out["labels"]
    texts, created, deleted = _final_texts(events)
    errs = []
    prev = 0
    for m in created.values():
        ms = (int(m["id"]) >> 22) + DISCORD_EPOCH
        ct = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000)
        if abs(ms - ct) > 1:
            errs.append(f"id/time mismatch {m['id']}")
    ids_in_order = [int(e["message"]["id"]) for e in events if e["op"] == "create"]
    if ids_in_order != sorted(ids_in_order):
        errs.append("create ids not ordered by time")
    for he in labels["hard_events"]:
        mid = he["message_id"]
        if mid not in texts:
            errs.append(f"missing {mid}")
            continue
        for f in he["facts"]:
            if f not in texts[mid]:
                errs.append(f"fact {f!r} not in {mid}: {texts[mid][:80]!r}")
        if not 2 <= len(he["facts"]) <= 5:
            errs.append(f"fact count {mid}")
        if he["final_state"] in ("deleted", "forgotten") and mid not in deleted:
            errs.append(f"state {mid}")
    for cid, mid, old in labels["superseded_facts"]:
        if old in texts[mid]:
            errs.append(f"superseded still present {mid} {old}")
    # stats per channel
    per = {}
    for ev in events:
        if ev["op"] != "create":
            continue
        key = ev.get("parent_channel_id") or ev["channel_id"]
        m = ev["message"]
        s = per.setdefault(key, [0, 0])
        s[0] += 1
        s[1] += len(m["content"].encode()) + sum(len(embed_text(e).encode()) for e in m.get("embeds", []))
    return {"errors": errs, "per_channel": per, "events": len(events),
            "hard": len(labels["hard_events"]), "noise": len(labels["noise_message_ids"]),
            "near": len(labels["near_miss_ids"]), "idioms": len(labels["idioms"])}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
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
    out = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in out["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(out["labels"], fh, ensure_ascii=False, indent=1)
    # reload and check
    with open(a.out, encoding="utf-8") as fh:
        evs = [json.loads(line) for line in fh]
    st = selfcheck({"events": evs, "labels": out["labels"]})
    for e in st["errors"][:30]:
        print("ERR", e, file=sys.stderr)
    print(json.dumps({k: v for k, v in st.items() if k != "errors"} | {"n_errors": len(st["errors"])}, ensure_ascii=False),
          file=sys.stderr)
    return 1 if st["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
