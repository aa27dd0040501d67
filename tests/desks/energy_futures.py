"""Desk generator: energy_futures.

A German/Dutch energy & metals futures desk (WTI, Brent, RBOB crack, HO, NG Henry Hub,
TTF, calendar spreads, gold, copper, occasional options on futures). Produces a busy
capture (JSON Lines dicts) plus ground-truth labels. Standard library only; every byte of
output is a pure function of (seed, end, channels, days).

CLI:
    python -m tests.desks.energy_futures --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""

import argparse
import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "energy_futures"
EPOCH = 1420070400000
UTC = timezone.utc
DAY_MS = 86_400_000
DEFAULT_END = datetime(2026, 10, 15, 0, 0, 0, tzinfo=UTC)  # day = Wed 2026-10-14 (EIA day)


def snowflake(ms, worker=0, seq=0):
    return ((ms - EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


GUILD_ID = str(snowflake(1_668_331_778_411, 4, 913))


def channel_id(i):
    return str(snowflake(1_689_117_553_129 + i * 3_911_877_301, 9, 1207 + i))


def iso(ms):
    dt = datetime.fromtimestamp(ms / 1000, tz=UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# --------------------------------------------------------------------------- cast

_CAST = [
    # key, display name, bot
    ("joost", "Joost vd Berg", False),       # desk head, approves
    ("sanne", "Sanne Dekker", False),        # deputy head, may approve
    ("henrik", "Henrik Kraus", False),       # crude / products trader
    ("maarten", "Maarten Visser", False),    # gas trader
    ("lena", "Lena Wolff", False),           # products / metals trader
    ("stefan", "Stefan B.", False),          # junior
    ("ilse", "Ilse | scheduling", False),    # physical ops / scheduling
    ("pieter", "Pieter (power desk)", False),  # another desk
    ("karin", "Karin | compliance", False),  # moderator
    ("bridge", "etrm-oms-bridge", True),
    ("risk", "risk-engine", True),
    ("wire", "wx-newswire", True),
    ("agent", "desk-agent", True),
    ("hb", "hb-monitor", True),
    ("etl", "etl-runner", True),
    ("clearer", "clearing-notices", True),
    ("pnl", "pnl-snap", True),
    ("cal", "eia-calendar", True),
    ("broker", "broker-relay", True),
    ("paper", "paper-sim", True),
]
CAST = {}
for _i, (_k, _n, _b) in enumerate(_CAST):
    CAST[_k] = {"id": str(snowflake(1_671_239_004_117 + _i * 7_777_777_19, 1 + _i % 5, 300 + _i)),
                "name": _n, "bot": _b}
HEAD = "joost"
TRADERS = ["henrik", "maarten", "lena", "stefan"]

# --------------------------------------------------------------------------- instruments

MCODES = "FGHJKMNQUVXZ"
MABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _mon(date, ahead):
    idx = date.month - 1 + ahead
    y = date.year + idx // 12
    mi = idx % 12
    return {"c": MCODES[mi], "y": str(y % 10), "abbr": MABBR[mi], "yy": f"{y % 100:02d}", "mi": mi, "year": y}


def _next_in(date, months, min_ahead=1):
    for a in range(min_ahead, min_ahead + 14):
        m = _mon(date, a)
        if m["mi"] + 1 in months:
            return m
    return _mon(date, min_ahead)


def fp(px, dp):
    return f"{px:.{dp}f}"


def catalogue(date, rng):
    m1, m2, m3 = _mon(date, 1), _mon(date, 2), _mon(date, 3)
    hm = _next_in(date, [3], 2)
    jm = _mon(date, (hm["year"] - date.year) * 12 + hm["mi"] - (date.month - 1) + 1)
    gm = _next_in(date, [2, 4, 6, 8, 10, 12], 1)
    cm = _next_in(date, [3, 5, 7, 9, 12], 1)
    if date.month >= 4:
        ttf_sym = f"TTF Q1-{(date.year + 1) % 100:02d}"
    else:
        ttf_sym = f"TTF Q3-{date.year % 100:02d}"

    def j(base, pct=0.012):
        return base * math.exp(rng.gauss(0, pct))

    I = {}
    I["CL"] = dict(key="CL", root="CL", sym=f"CL{m2['c']}{m2['y']}", short=f"CL {m2['c']}{m2['y']}",
                   name=f"{m2['abbr']} WTI", exch="NYMEX", dp=2, px=j(68.40), risk=0.80,
                   lots=[10, 15, 20, 25, 30, 40, 50], word="WTI")
    I["ZF"] = dict(key="ZF", root="CL", sym=f"CL{m2['c']}{m2['y']}/CL{m3['c']}{m3['y']}",
                   short=f"{m2['c']}/{m3['c']}", name=f"{m2['abbr']}/{m3['abbr']} WTI spread",
                   exch="NYMEX", dp=2, px=-rng.uniform(0.31, 0.55), risk=0.08,
                   lots=[10, 20, 25, 30, 40, 50], word=f"{m2['c']}/{m3['c']}", spread=True)
    I["BRN"] = dict(key="BRN", root="BRN", sym=f"BRN{m2['c']}{m2['y']}", short=f"Brent {m2['c']}{m2['y']}",
                    name=f"{m2['abbr']} Brent", exch="ICE", dp=2, px=j(72.10), risk=0.85,
                    lots=[10, 15, 20, 25, 30, 40], word="Brent")
    I["CRK"] = dict(key="CRK", root="RB", sym=f"RBOB crack {m1['c']}{m1['y']}", short="the crack",
                    name=f"{m1['abbr']} RBOB crack", exch="NYMEX", dp=2, px=j(18.40, 0.03), risk=0.90,
                    lots=[20, 25, 30, 40, 50, 60], word="crack", spread=True)
    I["HO"] = dict(key="HO", root="HO", sym=f"HO{m1['c']}{m1['y']}", short=f"HO {m1['c']}{m1['y']}",
                   name=f"{m1['abbr']} heating oil", exch="NYMEX", dp=4, px=j(2.3420), risk=0.0400,
                   lots=[10, 15, 20, 25, 30, 40], word="HO")
    I["NG"] = dict(key="NG", root="NG", sym=f"NG{m1['c']}{m1['y']}", short=f"NG {m1['c']}",
                   name=f"{m1['abbr']} Henry Hub", exch="NYMEX", dp=3, px=j(3.215, 0.02), risk=0.120,
                   lots=[20, 25, 30, 40, 50, 60, 80], word="NG")
    I["HJ"] = dict(key="HJ", root="NG", sym=f"NG{hm['c']}{hm['y']}/NG{jm['c']}{jm['y']}",
                   short=f"{hm['c']}/{jm['c']}", name="Mar/Apr NG spread", exch="NYMEX", dp=3,
                   px=rng.uniform(0.280, 0.480), risk=0.060, lots=[20, 25, 30, 40, 50], word="H/J", spread=True)
    I["TTF"] = dict(key="TTF", root="TTF", sym=ttf_sym, short="TTF " + ttf_sym.split()[1][:2],
                    name=ttf_sym, exch="ICE Endex", dp=3, px=round(j(36.85, 0.02) * 200) / 200, risk=1.500,
                    lots=[10, 15, 20, 25, 30, 40, 50], word="TTF")
    I["GC"] = dict(key="GC", root="GC", sym=f"GC{gm['c']}{gm['y']}", short=f"{gm['abbr']} gold",
                   name=f"{gm['abbr']} gold", exch="COMEX", dp=1, px=j(3365.0, 0.008), risk=25.0,
                   lots=[5, 8, 10, 12, 15, 20], word="gold")
    I["HG"] = dict(key="HG", root="HG", sym=f"HG{cm['c']}{cm['y']}", short=f"{cm['abbr']} copper",
                   name=f"{cm['abbr']} copper", exch="COMEX", dp=4, px=j(4.6525, 0.012), risk=0.0800,
                   lots=[10, 15, 20, 25, 30], word="copper")
    # option month code for WTI (LO), NG (ON) and gold (OG)
    I["_m2"] = m2
    I["_m1"] = m1
    I["_gm"] = gm
    return I


FOCUS = [
    dict(book="EUEN-CRD", held=["CL", "ZF", "CRK", "HO"], watch=["BRN", "HG"], opt="CL"),
    dict(book="EUEN-GAS", held=["NG", "HJ", "TTF", "BRN"], watch=["HO", "GC"], opt="NG"),
    dict(book="EUEN-MTL", held=["GC", "HG", "BRN", "CL"], watch=["NG", "TTF"], opt="GC"),
]

HOUR_W = [0.3, 0.2, 0.2, 0.2, 0.3, 0.9, 2.5, 5.0, 8.0, 7.5, 6.5, 5.5, 4.5, 6.5, 9.0, 8.0, 6.0, 4.0,
          2.5, 1.6, 1.0, 0.6, 0.4, 0.3]

# --------------------------------------------------------------------------- text pools

BARGES = ["MTS Rhenus 3", "Dettmer Tank 81", "Jenny Sch.", "Chemgas 12", "Vorwaerts VIII", "Anna Maria K", "Lobith Tank"]
TERMINALS = ["Botlek", "Vopak TTR", "Pernis", "Koole Zaandam", "Antwerp Kallo", "Amsterdam Westpoort", "Evos Rotterdam"]
VESSELS = ["Nordic Tern", "Stena Polaris", "Minerva Helen", "Seaways Kent", "Alpine Duke"]
DAYS = ["Thu", "Fri", "Sat", "Mon", "Tue"]

# chatter pools: (text, earliest hour UTC, latest hour UTC)
GENERAL_CHAT = [
    ("moin", 5, 9), ("goedemorgen allemaal", 5, 9), ("morning. Asia was nothing, very thin", 6, 9),
    ("coffee machine on 4 is broken again, fyi. take the one near HR", 7, 16),
    ("who has the ICE screen login for desk #2? mine is locked since the password reset", 6, 12),
    ("lunch 12:15? the Indonesian place on the corner, Maarten pays he says", 10, 12),
    ("I am in the budget meeting until 11:00, ping me if it is urgent", 8, 10),
    ("the new VPN client kills my Bloomberg every 20 minutes, super", 6, 20),
    ("dollar is bid since London open, not helping anything", 8, 12),
    ("volumes really thin today. half of the street is in Singapore for the conference", 8, 17),
    ("does anybody know if CME already published the holiday calendar for Thanksgiving?", 8, 18),
    ("reminder: the market abuse e-learning must be done by Friday, compliance is chasing", 8, 17),
    ("back", 7, 19), ("brb 10 min", 7, 18), ("screen is slow, only me?", 6, 20),
    ("IT says the terminal upgrade is tonight 22:00 CET, so no launchpad early tomorrow", 9, 17),
    ("who took my headset. it is the one with the orange tape", 7, 17),
    ("tomorrow I am in from 9, dentist", 13, 19),
    ("ok the curve tool is back, was the proxy again", 7, 18), ("so, quiet. too quiet", 10, 16),
    ("can someone check the settlement file from yesterday, the HO settle looks off by one tick in the tool", 6, 10),
    ("the canteen has stamppot today, just saying", 10, 12),
    ("friday drinks are at the rooftop, weather permitting. so no", 12, 17),
    ("my Excel add-in lost all the curves again, restarting", 6, 19),
    ("does anyone have the new broker contact list? the one from June is outdated", 8, 17),
    ("printer on 4 prints only pink pages. no idea", 8, 17), ("the Bloomberg chat is down, use the phone", 7, 18),
    ("reading the IEA OMR, nothing new in it honestly", 8, 13),
    ("ICE had a short hiccup in the data feed, all good again", 6, 20),
    ("who is doing the EOD marks check today?", 16, 19), ("the settle prices are in, recon looks clean", 19, 21),
    ("who is on the late shift tomorrow, me or Stefan?", 14, 19), ("lunch is here 🍜", 11, 13),
    ("fire drill at 14:00 they say, take your phones", 9, 13), ("the new screens on the desk are great btw", 7, 18),
]
CRUDE_CHAT = [
    ("Brent spreads softer since the open, front spread down 6c", 7, 11),
    ("WTI-Brent at {wb}, the arb to Europe is closed again", 7, 19),
    ("{zfs} is going nowhere, 3c range the whole morning", 10, 13),
    ("HO is the strong leg today, ARA gasoil cracks also up", 8, 18), ("CTA selling in WTI again? the tape looks like it", 8, 19),
    ("RBOB crack screen shows {crk}, the highest since August", 8, 19), ("the {zfs} roll is thick today, everybody rolling at the same time", 12, 19),
    ("Midland diffs widening, somebody has too many barrels", 9, 19), ("the Dubai structure is weak, Asia buying less", 6, 10),
    ("funds are flat-ish crude now according to the COT, nothing to squeeze", 7, 17), ("HO/gasoil arb open for the first time in weeks", 8, 18),
    ("big size in the Dec/Dec WTI, 2k lots, not ours", 13, 19), ("WTI trading like a stock today, every headline 30c", 13, 20),
    ("Brent settle window was messy, 40c in 2 minutes", 16, 20), ("the refinery margin screen is green everywhere, strange for October", 8, 18),
    ("Urals discount narrowing again, the Indian buyers are back", 7, 14), ("diesel cracks in Singapore down, the East is long", 6, 10),
    ("no liquidity in the back months today, the screens are empty after Cal-27", 9, 18),
    ("the TAS volume in WTI is huge today, index roll?", 13, 19), ("Brent/Dubai EFS at 1.90, West African crude has a problem", 8, 15),
    ("Gulf Coast gasoline basis weak, the Colonial line slots trade at discount", 13, 19),
    ("crude vol is cheap, the 1M ATM at the lows of the year", 9, 18), ("USGC export numbers big last week, Europe gets more WTI", 8, 16),
    ("open interest in WTI up 3% yesterday, someone builds a position", 7, 12),
]
GAS_CHAT = [
    ("TTF day-ahead at {ttfda}, wind is back tomorrow so it will fall", 7, 14), ("Henry Hub cash at {hhcash} today, basis is strange", 13, 19),
    ("Norwegian flows 331 mcm/d, all normal", 6, 12), ("NL storage {stor}% full says Gasunie transparency", 7, 16),
    ("the {hjs} is a widowmaker again this year, careful", 8, 19), ("LNG send-out from Gate steady, the Eemshaven FSRU lower", 7, 16),
    ("JKM/TTF spread back to 1.20, cargoes go to Asia again", 6, 14), ("NBP trading at a discount to TTF, the interconnector is full", 7, 16),
    ("weather models disagree a lot for week 3, EC colder than GFS", 6, 18), ("the winter strip is very bid for such a mild forecast", 8, 18),
    ("German THE trades at a premium to TTF again, the storage in the south is fuller", 8, 16),
    ("the 12z GFS came in warmer, NG gives back half of the morning", 17, 20), ("Waha negative again, the Permian has too much gas", 13, 20),
    ("Henry Hub volume low until the storage number", 13, 15), ("the LNG feedgas numbers are at a record this morning", 11, 16),
    ("TTF front month expiry next week, the roll is already going", 8, 17), ("Dutch L-gas conversion numbers are out, nothing special", 8, 14),
    ("Freeport back at full feedgas, the cargoes are lifting", 12, 18), ("Ukraine transit story again in the news, TTF does not care", 7, 16),
    ("the power desk says gas-for-power demand is low, lots of wind", 8, 16), ("EU storage injections slowed, end of season", 8, 16),
    ("NG options are expensive, 70 vol for the Dec", 13, 19),
]
METALS_CHAT = [
    ("gold quiet, 3 dollar range in Asia", 6, 9), ("copper: LME stocks up again, cash/3M at {cash3m}", 8, 12),
    ("Shanghai premium falling, Chinese buying slow", 6, 11), ("gold ETF flows flat this week", 8, 17),
    ("COMEX/LME copper arb at {arb}, wide", 12, 19), ("silver is leading gold today, not the other way", 8, 19),
    ("real yields up 5bp and gold does not care, interesting", 12, 19), ("the LME ring session was boring, no prints", 11, 16),
    ("copper concentrate TCs at record lows, the smelters suffer", 7, 15), ("gold in EUR at a new high, the German retail is buying", 7, 16),
    ("COMEX gold stocks falling, EFP wide again", 12, 19), ("Chinese copper imports numbers tomorrow", 8, 17),
    ("gold vol is high for such a quiet market", 9, 18), ("aluminium is the mover today, not copper", 8, 16),
    ("the SHFE night session pushed copper up 1%, Europe sells it again", 6, 10), ("platinum squeezes again, the lease rates are crazy", 8, 17),
    ("the dollar and gold both up, so nobody understands anything", 12, 19), ("Indian gold premiums back to discount", 6, 11),
    ("WTI-Brent at {wb}, for our Brent line not important", 8, 18), ("Brent spreads softer since the open, front spread down 6c", 7, 11),
]
OPS_CHAT = [
    ("barge {barge} loading at {term} slips to {day} {hh}:00, surveyor is rebooked", 6, 18),
    ("nominations for tomorrow are in, no changes vs today", 13, 18),
    ("tank 714 at {term} - heating started, ready for receipt {day}", 7, 17),
    ("demurrage claim from the {vessel} arrived, I forward to legal, not urgent for you", 8, 17),
    ("Rhine water level at Kaub {kaub} cm, barges load at {pct}% now", 6, 10),
    ("the inspector at {term} found water in the sample of tank 22, we re-test tomorrow", 8, 17),
    ("{vessel} berthed at {term}, pumping starts {hh}:30", 6, 19), ("customs docs for the {barge} cargo are done, finally", 8, 17),
    ("{term} asks if we extend the tank lease for Q1, I need an answer this week", 8, 17),
    ("BOL for the {barge} received, quantity 2,412.6 m3 at 15C", 7, 18),
    ("pipeline nomination for the Gate slot confirmed 2.1 GWh/h", 12, 16),
    ("heads up: the {term} jetty 3 is closed for maintenance on {day}", 7, 16),
    ("I booked the surveyor for the {vessel}, SGS this time", 8, 17),
    ("the {barge} skipper calls every hour, he wants to know the berth. I told him {hh}:00", 7, 18),
    ("quality cert for the {vessel} cargo is in, on spec", 8, 17), ("freight for the Rhine barges up again, +4 EUR/t", 8, 15),
    ("tank inventory report sent to finance", 15, 18), ("the {term} terminal asks for the Q4 throughput forecast", 9, 16),
]
ACKS = ["ok", "thx", "👍", "danke", "top", "👌", "ta", "merci", "noted", "k", "ok thx", "👀", "dank je", "ja ok", "✅"]
MACRO_HEADLINES = [
    "📰 US CPI {cpi}% y/y vs {cpie}% expected; core in line",
    "📰 ECB's Lagarde: 'too early to declare victory on services inflation'",
    "📰 DXY +0.3% in European trade, EUR/USD back below 1.08",
    "📰 Chinese Caixin services PMI 51.2 vs 50.8 expected",
    "📰 US 10y yield +4bp to 4.31% after strong retail sales",
    "📰 S&P futures flat ahead of bank earnings",
    "📰 UK gilts sell off, 30y at highest since May",
    "📰 Fed's Waller: further cuts depend on labour data",
]
# headlines unrelated to this desk's book/watch; key = root they concern (or external)
UNRELATED_NEWS = {
    "CL": ["🛢️ Permian takeaway: new Matterhorn expansion open season announced",
           "🛢️ Canadian wildfire near Fort McMurray under control, oil sands output unaffected"],
    "BRN": ["🛢️ Nigeria's Bonny Light loadings for Dec delayed 3-4 days",
            "🛢️ Iraq-Turkey pipeline talks stall again, Kirkuk flows still shut"],
    "RB": ["⛽ California gasoline prices at 2-month high after refinery restart delayed"],
    "HO": ["⛽ Indian diesel exports to Europe hit 8-month high, Kpler data show"],
    "NG": ["🔥 Waha cash negative again as Permian pipeline maintenance continues"],
    "TTF": ["🔥 Italian PSV premium to TTF widens on Algerian pipeline nominations"],
    "GC": ["🪙 Swiss gold exports to India jump in September"],
    "HG": ["⛏️ Zambia copper output up 12% y/y, chamber of mines says"],
    "EXT": ["🌿 EU carbon (EUA Dec) falls 2% after auction calendar published",
            "⚫ API2 coal for Cal-27 steady at 108 $/t, Colombian supply normal",
            "⛏️ Dalian iron ore extends losses on Chinese steel output curbs",
            "🍫 Ivory Coast cocoa arrivals 14% below last season",
            "⚡ German power Cal-27 base at 86.10 EUR/MWh, solar record in Sep",
            "🔩 Palladium slides 3% as Norilsk guides higher output",
            "🌾 Black Sea wheat export prices unchanged, Egypt tender pending",
            "☢️ Uranium spot at $79/lb, Kazatomprom guidance unchanged",
            "⚡ Nordic hydro balance flips to surplus after heavy rain"],
}

# --------------------------------------------------------------------------- stack traces

TRACE_KINDS = [
    ("java.lang.IllegalStateException", "Sequence gap detected on session OMS-{sess}: expected {a} got {b}",
     ["com.etrmbridge.fix.SessionManager.onMessage(SessionManager.java:412)",
      "com.etrmbridge.fix.SessionManager.dispatch(SessionManager.java:288)",
      "quickfix.Session.next(Session.java:1154)",
      "quickfix.mina.SingleThreadedEventHandlingStrategy$SessionMessageEvent.processMessage(SingleThreadedEventHandlingStrategy.java:163)",
      "quickfix.mina.SingleThreadedEventHandlingStrategy.block(SingleThreadedEventHandlingStrategy.java:113)"],
     "Caused by: quickfix.FieldNotFound: Field was not found in message, field=34"),
    ("java.lang.NullPointerException", "Cannot invoke \"com.etrmbridge.model.Contract.getExchange()\" because \"leg\" is null",
     ["com.etrmbridge.mapping.TradeMapper.mapLeg(TradeMapper.java:217)",
      "com.etrmbridge.mapping.TradeMapper.map(TradeMapper.java:96)",
      "com.etrmbridge.pipeline.TicketPipeline.lambda$start$3(TicketPipeline.java:141)",
      "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
      "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)"],
     "Caused by: com.etrmbridge.mapping.UnknownStrategyException: strategy id SPR-{a} not in static data"),
    ("java.sql.SQLTimeoutException", "ORA-01013: user requested cancel of current operation (query timeout 30s)",
     ["oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:494)",
      "oracle.jdbc.driver.T4CPreparedStatement.executeForRows(T4CPreparedStatement.java:1023)",
      "com.zaxxer.hikari.pool.ProxyPreparedStatement.executeQuery(ProxyPreparedStatement.java:52)",
      "com.etrmbridge.store.PositionStore.loadOpen(PositionStore.java:77)",
      "com.etrmbridge.recon.EodRecon.run(EodRecon.java:58)"],
     "Caused by: oracle.jdbc.OracleDatabaseException: ORA-01013 at position {a}"),
    ("org.apache.kafka.common.errors.TimeoutException", "Expiring 14 record(s) for etrm.fills-{sess}:120001 ms has passed since batch creation",
     ["org.apache.kafka.clients.producer.internals.Sender.sendProducerData(Sender.java:398)",
      "org.apache.kafka.clients.producer.internals.Sender.runOnce(Sender.java:328)",
      "org.apache.kafka.clients.producer.internals.Sender.run(Sender.java:243)",
      "com.etrmbridge.bus.FillPublisher.publish(FillPublisher.java:64)",
      "com.etrmbridge.bus.FillPublisher.lambda$flush$1(FillPublisher.java:90)"],
     "Caused by: org.apache.kafka.common.errors.NetworkException: Disconnected from node {a}"),
]
FILLER_FRAMES = [
    "java.base/java.lang.Thread.run(Thread.java:833)",
    "org.springframework.integration.handler.AbstractMessageHandler.handleMessage(AbstractMessageHandler.java:115)",
    "org.springframework.integration.dispatcher.UnicastingDispatcher.doDispatch(UnicastingDispatcher.java:133)",
    "org.springframework.messaging.core.GenericMessagingTemplate.doSend(GenericMessagingTemplate.java:187)",
    "com.etrmbridge.core.RetryingExecutor.execute(RetryingExecutor.java:51)",
    "com.etrmbridge.core.RetryingExecutor.lambda$submit$0(RetryingExecutor.java:39)",
    "io.micrometer.core.instrument.AbstractTimer.record(AbstractTimer.java:223)",
    "com.etrmbridge.core.Metrics.timed(Metrics.java:44)",
    "org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:186)",
    "org.springframework.transaction.interceptor.TransactionInterceptor.invoke(TransactionInterceptor.java:119)",
    "jdk.internal.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)",
    "java.base/java.lang.reflect.Method.invoke(Method.java:568)",
    "org.springframework.aop.support.AopUtils.invokeJoinpointUsingReflection(AopUtils.java:352)",
    "com.etrmbridge.core.AuditAspect.around(AuditAspect.java:71)",
    "java.base/java.util.concurrent.FutureTask.run(FutureTask.java:264)",
    "java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:304)",
]


WIRE_BODIES = {
    "market": ["Traders said the move was amplified by thin liquidity ahead of the US open.",
               "Exchange data showed open interest rising by about 3% over the session, with most activity concentrated in the front two months.",
               "Market reaction was limited in the first minutes of trading.",
               "Several participants said positioning was light going into the release, which limited follow-through."],
    "supply": ["The company did not give a timeline for a full restart.",
               "A spokesperson said safety checks were ongoing and that contractual obligations would be met from inventory where possible.",
               "Market sources said the affected volumes could be partly replaced from storage.",
               "Freight rates on the affected routes rose on the day, according to shipbrokers."],
    "data": ["Analysts said the number was within the range of estimates but noted revisions to the prior week.",
             "Positioning data show speculators reduced net length for a third week.",
             "The figures compare with a five-year average that is broadly similar for the time of year."],
    "petro": ["The report also showed refinery utilisation at 88.4%, down 1.1 percentage points week on week, with implied demand broadly flat.",
              "Exports were above 4 million barrels per day for a second week, while imports fell."],
    "policy": ["Officials declined to comment on the report.",
               "Sources cited by the wire said no decision had been taken and that consultations would continue into next week.",
               "Analysts said the comments did not change their base case."],
    "weather": ["Weather models diverged on the strength of the cold spell; the European ensemble was colder than the American model for days 8-14.",
                "Forecasters said confidence beyond day 10 remains low."],
}
_BODY_KEYS = [
    ("petro", ["EIA WPSR", "gasoline stocks", "distillate stocks"]),
    ("weather", ["NOAA", "[WX]", "colder", "hydro", "rain", "solar"]),
    ("policy", ["OPEC", "ECB", "Fed", "Lagarde", "Waller", "PBoC", "talks", "tender", "guidance", "sources"]),
    ("supply", ["outage", "shut", "trips", "strike", "Pipeline", "pipeline", "refinery", "restart", "wildfire", "loadings", "delayed", "Escondida", "Troll"]),
    ("data", ["EIA", "stocks", "storage", "holdings", "survey", "arrivals", "exports", "output", "imports", "PMI", "CPI", "sales"]),
]


def body_kind(text):
    for kind, keys in _BODY_KEYS:
        if any(k in text for k in keys):
            return kind
    return "market"


class Day:
    """One channel-day of the desk."""

    def __init__(self, seed, ch, ch_id, day_idx, start_ms):
        self.rng = random.Random(f"{DESK}|{seed}|{ch}|{day_idx}")
        self.book_rng = random.Random(f"{DESK}|{seed}|{ch}|book")
        self.ch = ch
        self.ch_id = ch_id
        self.day_idx = day_idx
        self.start = start_ms
        self.end = start_ms + DAY_MS
        self.date = datetime.fromtimestamp(start_ms / 1000, tz=UTC)
        self.msgs = []
        self.ops = []  # pins / reactions / bulk deletes (edits/deletes live on messages)
        self.threads = []  # (thread dict)
        self.focus = FOCUS[ch % len(FOCUS)]
        self.I = catalogue(self.date, self.rng)
        self.ticket_no = self.rng.randint(440_000, 489_000) + ch * 100_000
        self.news_no = self.rng.randint(80_000, 99_000)
        self.item_no = self.rng.randint(2_000, 4_000)
        self.used_stops = set()

    # ------------------------------------------------------------------ helpers
    def T(self, h, m=0, s=0, ms=None):
        v = self.start + int((h * 3600 + m * 60 + s) * 1000)
        if ms is not None:
            v += ms
        else:
            v += self.rng.randint(0, 999)
        return v

    def curve(self, lo=0.0, hi=24.0):
        hours = [h for h in range(24) if lo <= h < hi] or [int(lo)]
        w = [HOUR_W[h] for h in hours]
        h = self.rng.choices(hours, weights=w)[0]
        lo_s = max(h * 3600, int(lo * 3600))
        hi_s = min((h + 1) * 3600, int(hi * 3600)) - 1
        if hi_s <= lo_s:
            hi_s = lo_s + 1
        return self.start + self.rng.randint(lo_s, hi_s) * 1000 + self.rng.randint(0, 999)

    def clamp(self, t):
        return max(self.start + 1000, min(self.end - 2000, int(t)))

    def later(self, t, lo_s, hi_s):
        return self.clamp(t + self.rng.randint(int(lo_s * 1000), int(hi_s * 1000)))

    def add(self, t, who, content="", embeds=None, ref=None, cat="chat", hard=None, thread=None,
            idiom=None, attachments=None):
        m = dict(t=self.clamp(t), who=who, content=content, embeds=embeds or [], ref=ref, cat=cat,
                 hard=hard, thread=thread, edits=[], deleted=None, forgotten=None, idiom=idiom,
                 removed_snip=None, superseded=[], attachments=attachments or [], day=self, seqn=len(self.msgs))
        if ref is not None and ref["t"] >= m["t"]:
            m["t"] = ref["t"] + self.rng.randint(4000, 40000)
        self.msgs.append(m)
        return m

    def hard(self, etype, facts, phrasing):
        return dict(type=etype, facts=list(facts), phrasing=phrasing)

    def edit(self, m, t, content, superseded=()):
        t = max(self.clamp(t), m["t"] + 5000, (m["edits"][-1][0] + 5000) if m["edits"] else 0)
        m["edits"].append((t, content))
        m["superseded"].extend(superseded)

    def delete(self, m, t, snip):
        m["deleted"] = max(self.clamp(t), m["t"] + 3000)
        m["removed_snip"] = snip

    def forget(self, m, t, snip):
        m["forgotten"] = max(self.clamp(t), m["t"] + 60000)
        m["removed_snip"] = snip

    def react(self, m, who, emoji, t):
        self.ops.append(dict(op="reaction_add", t=max(self.clamp(t), m["t"] + 1500), msg=m, who=who, emoji=emoji))

    def pin(self, m, who, t):
        self.ops.append(dict(op="pin", t=max(self.clamp(t), m["t"] + 2000), msg=m, who=who))

    def ticket(self):
        self.ticket_no += self.rng.randint(3, 41)
        return f"T-{self.ticket_no}"

    def px(self, ins, offs_ticks=0):
        dp = ins["dp"]
        tick = 10 ** -dp if dp < 3 else (0.005 if ins["key"] == "TTF" else 10 ** -dp * (5 if dp == 4 else 1))
        p = ins["px"] + offs_ticks * tick
        return fp(round(p / tick) * tick, dp)

    def lvl(self, ins, base, dist):
        dp = ins["dp"]
        return fp(base + dist, dp)

    def bridge_embed(self, title, ins_sym, side, lots, price, exch, ticket, status=None, extra=None, footer=None):
        fields = [
            {"name": "Contract", "value": ins_sym, "inline": True},
            {"name": "B/S", "value": side, "inline": True},
            {"name": "Lots", "value": str(lots), "inline": True},
            {"name": "Price", "value": price, "inline": True},
            {"name": "Exchange", "value": exch, "inline": True},
            {"name": "Ticket", "value": ticket, "inline": True},
        ]
        if status:
            fields.append({"name": "Status", "value": status, "inline": True})
        for k, v in (extra or []):
            fields.append({"name": k, "value": v, "inline": False})
        return [{"title": title, "description": "", "author": "ETRM→OMS bridge",
                 "fields": fields,
                 "footer": footer or f"etrm-bridge 3.8.2 · book {self.focus['book']} · src=OMS"}]

    # ------------------------------------------------------------------ build
    def build(self):
        r = self.rng
        F = self.focus
        I = self.I
        held = F["held"]
        watch = F["watch"]
        # book state, stable per channel (sides), sizes drift a bit per day
        br = self.book_rng
        self.pos = {}
        for k in held:
            side = br.choice(["long", "short"])
            qty = br.choice([20, 30, 40, 50, 60, 80, 100, 120]) + 10 * r.randint(0, 3)
            avg = I[k]["px"] + (-1 if side == "long" else 1) * I[k]["risk"] * r.uniform(0.2, 1.1)
            self.pos[k] = dict(side=side, qty=qty, avg=fp(avg, I[k]["dp"]))
        self.noise_bots()
        self.morning_note()
        self.chatter()
        self.news()
        self.episodes()
        self.risk_and_routes()
        self.near_misses()
        self.thread()
        self.optional_episodes()
        self.removals()

    # ------------------------------------------------------------------ noise
    def noise_bots(self):
        r = self.rng
        F = self.focus
        # risk heartbeats hourly (2-hourly at night)
        for h in range(24):
            if h < 5 and h % 2:
                continue
            t = self.T(h, r.randint(0, 2), r.randint(0, 59))
            self.add(t, "risk", "risk-engine | heartbeat\nstatus: ok\nbook: {b}\nlimits_checked: {n}\nbreaches: 0\nlatency_ms: {l}".format(
                b=F["book"], n=r.randint(38, 47), l=r.randint(60, 240)), cat="noise")
        for h, kind in ((5, "SOD"), (12, "Intraday"), (19, "EOD")):
            t = self.T(h, 45 if h == 5 else 20, r.randint(0, 59))
            lines = [f"risk-engine | {kind} limit utilisation report", f"book: {F['book']}", f"as_of: {iso(t)[:16]}Z", "limits:"]
            for k in F["held"] + F["watch"]:
                lim = r.choice([150, 200, 250, 300, 400, 500])
                used = r.randint(0, int(lim * 0.8))
                lines.append(f"  - name: {self.I[k]['root'].lower()}_net_lots_max\n    value: {lim}\n    used: {used}\n    utilisation: {100 * used // lim}%\n    status: ok")
            var = r.uniform(1.9, 3.2)
            lines += [f"  - name: var_1d_99\n    value: EUR 4.00m\n    used: EUR {var:.2f}m\n    utilisation: {int(var * 25)}%\n    status: ok",
                      f"  - name: stress_opec_shock\n    value: EUR 12.0m\n    used: EUR {r.uniform(4, 9):.1f}m\n    status: ok",
                      "breaches: 0", "overrides_active: 0", f"generated_by: risk-engine 5.2.{r.randint(0, 9)} (batch {r.randint(1000, 9999)})"]
            self.add(t, "risk", "\n".join(lines), cat="noise")
        # bridge heartbeats every 3h
        for h in range(1, 24, 3):
            t = self.T(h, r.randint(10, 20), r.randint(0, 59))
            self.add(t, "hb", f"♥ etrm-oms-bridge alive · uptime {r.randint(2, 19)}d {r.randint(0, 23)}h · queue 0 · fix sessions 4/4 up", cat="noise")
        # ETL jobs
        jobs = [(1, 5, "eod_positions_sync"), (2, 40, "curve_load_nymex_ice"), (4, 15, "settlement_import"),
                (5, 30, "var_batch"), (6, 5, "static_data_refresh"), (12, 0, "midday_recon"),
                (18, 30, "eod_curve_snapshot"), (21, 10, "trade_archive")]
        for h, m, job in jobs:
            t = self.T(h, m, r.randint(0, 40))
            rows = r.randint(1200, 48000)
            run = r.randint(10000, 99999)
            steps = []
            for st in r.sample(["extract", "validate", "map_static", "dedupe", "load_stage", "merge", "publish", "vacuum", "notify"], r.randint(4, 7)):
                steps.append(f"  step={st:<11} rows={r.randint(0, rows):>6} dur={r.uniform(0.2, 30):6.1f}s ok")
            self.add(t, "etl", f"[etl] job={job} run={run} rows={rows} dur={r.uniform(3, 90):.1f}s status=OK\n" + "\n".join(steps)
                     + f"\n  warnings={r.randint(0, 3)} source=etrm-prod target=dwh.{job}", cat="noise")
        # PnL snapshots
        for h in (7, 9, 11, 13, 15, 17, 19):
            t = self.T(h, 0, r.randint(5, 50))
            day = r.randint(-60, 90) * 1000 + r.randint(0, 999)
            mtd = r.randint(-200, 900) * 1000
            held = F["held"]
            a, b = r.sample(held, 2)
            rows = "\n".join(f"  {self.I[k]['sym']:<18} {r.uniform(-30, 40):+8.1f}k  delta {r.randint(-150, 150):+d}" for k in held)
            self.add(t, "pnl", (f"PnL snapshot {h:02d}:00Z · {F['book']}\nday: {day:+,} USD\nmtd: {mtd:+,} USD\nytd: {r.randint(2000, 9000) * 1000:+,} USD\n"
                                f"by line:\n{rows}\n  fees/comm {-r.randint(200, 2400):+,} USD\n"
                                f"top: {self.I[a]['sym']} · worst: {self.I[b]['sym']}\n"
                                f"(unofficial, flash marks, settles not in yet)"), cat="noise")
        # margin call confirmations
        for h, m in ((8, 12), (16, 41)):
            t = self.T(h, m, r.randint(0, 59))
            amt = r.randint(300, 2400) * 1000
            ccy = r.choice(["USD", "EUR"])
            self.add(t, "clearer", "", cat="noise", embeds=[{
                "title": "Margin call confirmation", "description": "Routine daily variation margin settled.",
                "author": "Clearing notices",
                "fields": [{"name": "Account", "value": f"{7700 + self.ch}-{F['book'][-3:]}", "inline": True},
                           {"name": "Type", "value": r.choice(["Variation margin", "Initial margin top-up"]), "inline": True},
                           {"name": "Amount", "value": f"{ccy} {amt:,}", "inline": True},
                           {"name": "Status", "value": "PAID", "inline": True}],
                "footer": f"ref MC-{r.randint(100000, 999999)} · no action required"}])
        # EIA / calendar reminders
        wd = self.date.weekday()
        rem = []
        if wd == 2:
            rem.append((7, 0, "⏰ Today 14:30 UTC: EIA Weekly Petroleum Status Report (crude, Cushing, products)"))
            rem.append((14, 15, "⏰ EIA WPSR in 15 minutes"))
        elif wd == 3:
            rem.append((7, 0, "⏰ Today 14:30 UTC: EIA Weekly Natural Gas Storage Report"))
            rem.append((14, 15, "⏰ EIA gas storage in 15 minutes"))
        else:
            rem.append((7, 0, "⏰ Next: API weekly Tue 20:30 UTC · EIA WPSR Wed 14:30 UTC · EIA gas storage Thu 14:30 UTC"))
            rem.append((13, 45, "⏰ Reminder: Baker Hughes rig count Fri 17:00 UTC; CFTC COT Fri 19:30 UTC"))
        rem.append((19, 30, "⏰ Tomorrow: ICE Brent expiry calendar check — front contract expiry in {} business days".format(r.randint(3, 12))))
        for h, m, txt in rem:
            self.add(self.T(h, m, r.randint(0, 20)), "cal", txt, cat="noise")
        # disconnects / reconnects
        for _ in range(2):
            t = self.curve(6, 22)
            sess = r.choice(["OMS-NYMEX-2", "OMS-ICE-1", "OMS-ICE-3", "MD-CME-A"])
            self.add(t, "bridge", f"⚠️ FIX session {sess} disconnected (heartbeat timeout 30s), reconnecting…", cat="noise")
            self.add(self.later(t, 8, 70), "bridge", f"✅ FIX session {sess} restored · seq reset {r.randint(1000, 90000)} · resend requested", cat="noise")
        # stack traces
        for k in range(r.randint(6, 8)):
            t = self.curve(0, 24)
            self.add(t, "bridge", self.stack_trace(t), cat="noise")
        # price alerts
        for _ in range(r.randint(3, 5)):
            k = r.choice(list(F["held"]) + list(F["watch"]))
            ins = self.I[k]
            t = self.curve(6, 21)
            off = r.choice([-40, -25, 25, 40])
            self.add(t, "hb", f"🔔 alert: {ins['sym']} crossed {self.px(ins, off)} (last {self.px(ins, off + (r.randint(1, 3) if off > 0 else -r.randint(1, 3)))})", cat="noise")
        # settlement marks tables
        for h in (1, 20):
            t = self.T(h, r.randint(30, 50), r.randint(0, 59))
            rows = []
            for k in ("CL", "ZF", "BRN", "CRK", "HO", "NG", "HJ", "TTF", "GC", "HG"):
                ins = self.I[k]
                rows.append(f"  {ins['sym']:<18} {self.px(ins, r.randint(-15, 15)):>10}  chg {r.uniform(-1.5, 1.5):+.2f}%  src={'ICE' if ins['exch'].startswith('ICE') else 'CME'}")
            self.add(t, "etl", "[etl] settlement marks loaded (official)\n```\n" + "\n".join(rows) + "\n```\nmarks_version=" + str(r.randint(100, 999)), cat="noise")
        # EOD position recon from the bridge
        t = self.T(18, r.randint(40, 59), r.randint(0, 59))
        rows = []
        for k in F["held"]:
            q = r.randint(10, 200)
            rows.append(f"  {self.I[k]['sym']:<18} etrm={q:>5} clearer={q:>5} diff=0")
        rows.append(f"  {'(unmatched)':<18} etrm=    0 clearer=    0 diff=0")
        self.add(t, "bridge", "EOD position recon etrm vs clearer\n```\n" + "\n".join(rows) + f"\n```\nresult: MATCHED · {r.randint(40, 120)} trades checked · 0 breaks · report id RC-{r.randint(10000, 99999)}", cat="noise")
        # clearer daily statement + bridge ticket stats
        t = self.T(6, r.randint(0, 20), r.randint(0, 59))
        rows = "\n".join(f"  {self.I[k]['sym']:<18} open {r.randint(10, 300):>4}  IM {r.randint(200, 4000) * 1000:>12,}  VM {r.randint(-900, 900) * 1000:>+12,}" for k in F["held"])
        self.add(t, "clearer", f"Daily statement {self.date.strftime('%Y-%m-%d')} · account {7700 + self.ch}-{F['book'][-3:]}\n```\n{rows}\n```\n"
                 f"cash balance USD {r.randint(20, 90) * 100000:,} · excess margin USD {r.randint(5, 40) * 100000:,} · statement id DS-{r.randint(100000, 999999)}\n"
                 "This is an automated message. No action required.", cat="noise")
        t = self.T(22, r.randint(0, 30), r.randint(0, 59))
        self.add(t, "bridge", (f"daily ticket stats · {F['book']}\n"
                               f"tickets_in={r.randint(30, 90)} tickets_out={r.randint(30, 90)} fills={r.randint(20, 80)} rejects={r.randint(0, 3)} cancels={r.randint(0, 6)}\n"
                               f"p50_ack_ms={r.randint(8, 40)} p99_ack_ms={r.randint(80, 900)} fix_resends={r.randint(0, 12)} exceptions={r.randint(3, 9)}\n"
                               f"journal_size={r.randint(10, 90)}MB retention=30d"), cat="noise")
        # vol surface snapshots
        for h in (10, 16):
            t = self.T(h, 30, r.randint(0, 59))
            rows = []
            for k in ("CL", "BRN", "NG", "TTF", "GC", "HG"):
                ins = self.I[k]
                atm = r.uniform(18, 60)
                rows.append(f"  {ins['sym']:<14} atm {atm:5.1f}  25dC {atm + r.uniform(-2, 4):5.1f}  25dP {atm + r.uniform(-1, 6):5.1f}  chg {r.uniform(-2, 2):+.1f}")
            self.add(t, "pnl", "vol snapshot (mid, 1M)\n```\n" + "\n".join(rows) + "\n```\nsource: exchange settles + broker mids, indicative", cat="noise")
        # CI / deploy
        self.add(self.T(r.choice([5, 18, 20]), r.randint(0, 59)), "etl",
                 f"deploy etrm-bridge 3.8.{r.randint(2, 4)} to prod-eu · pipeline #{r.randint(4000, 9000)} · ✅ green · 0 failed checks", cat="noise")

    def stack_trace(self, t):
        r = self.rng
        exc, msg, frames, cause = r.choice(TRACE_KINDS)
        a, b = r.randint(10000, 99999), r.randint(10000, 99999)
        sess = r.choice(["NYMEX-2", "ICE-1", "ICE-3"])
        msg = msg.format(a=a, b=b, sess=sess)
        cause = cause.format(a=a)
        ts = datetime.fromtimestamp(t / 1000, tz=UTC).strftime("%Y-%m-%d %H:%M:%S,") + f"{t % 1000:03d}"
        thr = f"pool-{r.randint(2, 9)}-thread-{r.randint(1, 40)}"
        lines = []
        for i in range(r.randint(2, 4)):
            lines.append(f"WARN  {ts} [{thr}] c.e.bridge.core.RetryingExecutor - attempt {i + 1}/5 failed, backing off {200 * 2 ** i}ms")
        lines += [f"ERROR {ts} [{thr}] c.e.bridge.{exc.split('.')[-1][:12]} - unhandled exception, ticket flow paused 2s",
                  f"{exc}: {msg}"]
        fr = list(frames) + r.sample(FILLER_FRAMES, r.randint(13, 16))
        for f in fr:
            lines.append(f"\tat {f}")
        lines.append(cause)
        for f in r.sample(FILLER_FRAMES, r.randint(8, 13)):
            lines.append(f"\tat {f}")
        lines.append(f"\t... {r.randint(18, 44)} more")
        exc2, msg2, frames2, _ = r.choice(TRACE_KINDS)
        lines.append(f"Caused by: {exc2}: " + msg2.format(a=a + 1, b=b + 3, sess=sess))
        for f in list(frames2[:4]) + r.sample(FILLER_FRAMES, r.randint(9, 13)):
            lines.append(f"\tat {f}")
        lines.append(f"\t... {r.randint(12, 30)} more")
        lines.append(f"INFO  {ts} [{thr}] c.e.bridge.pipeline.TicketPipeline - flow resumed, {r.randint(0, 6)} tickets replayed from journal")
        return "```\n" + "\n".join(lines) + "\n```"

    # ------------------------------------------------------------------ morning note
    def morning_note(self):
        r = self.rng
        I, F = self.I, self.focus
        lines = [r.choice(["Moin all.", "Goedemorgen.", "Morning team."]) + f" SOD book {F['book']}:"]
        for k in F["held"]:
            p = self.pos[k]
            lines.append(f"- {p['side']} {p['qty']} {I[k]['sym']} avg {p['avg']}")
        lines.append("Watch: " + ", ".join(I[k]["sym"] for k in F["watch"]) + ".")
        wd = self.date.weekday()
        cal = {2: "EIA crude 14:30 UTC today.", 3: "EIA gas storage 14:30 UTC today."}.get(wd, "No EIA today.")
        lines.append(f"{cal} VaR at {r.randint(48, 71)}% of limit, limits unchanged. Please keep it tidy into the expiries, no surprises for risk.")
        lines.append(r.choice([
            "Overnight: Asia quiet, crude a bit softer on the dollar, gas flat, gold up 5. Nothing from OPEC+ sources. The API number last night was close to consensus.",
            "Overnight: Chinese data were weak, copper down 1%, crude followed a little. The weather models are the same as yesterday. No big headlines.",
            "Overnight: nothing special. Some selling in Brent at the Singapore close, the spreads did not follow. Gas models slightly colder.",
        ]))
        m = self.add(self.T(6, r.randint(25, 50), r.randint(0, 59)), HEAD, "\n".join(lines), cat="chat")
        self.pin(m, HEAD, m["t"] + r.randint(20, 90) * 1000)
        self.react(m, HEAD, "📌", m["t"] + r.randint(10, 60) * 1000)
        self.morning = m

    # ------------------------------------------------------------------ chatter
    def slots(self):
        r = self.rng
        I = self.I
        return dict(
            wb=fp(I["CL"]["px"] - I["BRN"]["px"], 2), zfs=I["ZF"]["short"], crk=fp(I["CRK"]["px"] + r.uniform(-0.3, 0.3), 2),
            ttfda=fp(I["TTF"]["px"] - r.uniform(0.5, 3.0), 2), hhcash=fp(I["NG"]["px"] - r.uniform(0.1, 0.5), 3),
            stor=r.randint(78, 96), hjs=I["HJ"]["short"], cash3m=f"{r.randint(-90, 40)}$", arb=f"{r.randint(200, 900)}$/t",
            barge=r.choice(BARGES), term=r.choice(TERMINALS), vessel=r.choice(VESSELS), day=r.choice(DAYS),
            hh=r.randint(6, 20), kaub=r.randint(68, 190), pct=r.randint(55, 90),
            cpi=fp(r.uniform(2.6, 3.4), 1), cpie=fp(r.uniform(2.6, 3.4), 1),
        )

    def chatter(self):
        r = self.rng
        F = self.focus
        pools = [(GENERAL_CHAT, TRADERS + [HEAD, "sanne"], 26)]
        if self.focus["book"] == "EUEN-CRD":
            pools.append((CRUDE_CHAT, ["henrik", "lena", "stefan", HEAD], 22))
        elif self.focus["book"] == "EUEN-GAS":
            pools.append((GAS_CHAT, ["maarten", "stefan", "sanne", HEAD], 22))
        else:
            pools.append((METALS_CHAT, ["lena", "henrik", "stefan", HEAD], 20))
        pools.append((OPS_CHAT, ["ilse"], 16))
        self.chat_msgs = []
        for pool, who, n in pools:
            n = n + r.randint(-3, 4)
            picks = r.sample(pool, min(n, len(pool)))
            for tpl, lo, hi in picks:
                text = tpl.format(**self.slots())
                w = r.choice(who)
                t = self.curve(lo, hi + 1)
                m = self.add(t, w, text, cat="chat")
                self.chat_msgs.append(m)
        # macro headlines (generic colour, unlabelled)
        for tpl in r.sample(MACRO_HEADLINES, r.randint(5, 7)):
            self.add(self.curve(6, 20), "wire", self.with_body(tpl.format(**self.slots())), cat="chat")
        # acks (noise): replies to chatter messages, or standalone
        for _ in range(r.randint(10, 15)):
            tgt = r.choice(self.chat_msgs)
            who = r.choice([w for w in TRADERS + ["ilse", "sanne"] if w != tgt["who"]])
            ref = tgt if r.random() < 0.6 else None
            self.add(self.later(tgt["t"], 20, 600), who, r.choice(ACKS), ref=ref, cat="noise")
        # some longer desk discussion (market colour, no decisions) for size/realism
        for _ in range(r.randint(9, 12)):
            self.add(self.curve(7, 18), r.choice(TRADERS + [HEAD]), self.colour_paragraph(), cat="chat")
        # handover note to the US afternoon shift (no decisions)
        self.add(self.T(17, r.randint(0, 40), r.randint(0, 59)), HEAD, self.handover(), cat="chat")
        # overnight brief from the wire (generic, no desk instruments)
        self.add(self.T(5, r.randint(30, 59), r.randint(0, 59)), "wire", (
            "🗞️ Overnight brief\n"
            "• Asia equities mixed, Nikkei +0.4%, Hang Seng -0.8% on property worries\n"
            "• USD firmer vs majors, JPY weaker after BoJ minutes\n"
            "• US Treasury yields little changed, curve steeper by 2bp\n"
            "• China: new yuan loans below expectations, credit impulse still negative\n"
            "• Europe: German ZEW due 09:00 UTC, consensus slightly better\n"
            "• Shipping: Suez transits steady, Panama Canal draft restrictions eased\n"
            "• Calendar today: ECB speakers, US PPI 12:30 UTC, 10y auction 17:00 UTC\n"
            "Full briefing in the research portal."), cat="chat")
        # IT / compliance announcement
        self.add(self.curve(8, 12), "karin", (
            "Reminder from compliance: all order-related communication must stay in the recorded channels. WhatsApp and private "
            "Signal groups are not allowed for anything that touches orders, quotes or positions, also not 'just a quick check'. "
            "The quarterly attestation goes out on Monday, please sign it within 5 working days. If you are not sure whether a chat is "
            "recorded, assume it is not and move to this channel or the phone lines. Questions to me directly. Thanks!"), cat="chat")
        # weather tables from the wx bot (market data, unlabelled)
        for h in sorted(r.sample([6, 8, 12, 17, 20], 3)):
            self.add(self.T(h, r.randint(0, 20), r.randint(0, 59)), "wire", self.weather_table(h), cat="chat")
        # long human posts without decisions
        for fn in (self.eia_reaction, self.eod_wrap, self.ops_email):
            fn()
        # scheduling boards from ops
        for h in (6, 15):
            self.add(self.T(h, r.randint(0, 40), r.randint(0, 59)), "ilse", self.schedule_board(), cat="chat")
        # broker runs (axes; the desk does not act) -> near-miss
        for _ in range(r.randint(4, 6)):
            self.add(self.curve(7, 18), "broker", self.broker_run(), cat="near",
                     idiom=("broker run of spread quotes (axes only)", "not_hard"))
        # pasted research (analyst forecasts) -> near-miss
        self.add(self.curve(7, 11), r.choice(["lena", "henrik", "maarten"]), self.research_paste(), cat="near",
                 idiom=("pasted bank research with targets and 'buy' words", "not_hard"))

    def weather_table(self, h):
        r = self.rng
        run = "00z" if h < 10 else ("06z" if h < 16 else "12z")
        lines = [f"❄️ [WX] {run} model update · HDD vs normal (gas-weighted)", "```",
                 f"{'region':<14}{'d1-5':>8}{'d6-10':>8}{'d11-15':>8}  chg vs prior"]
        for reg in ["US Midwest", "US Northeast", "US South Central", "NW Europe", "Germany", "UK", "Japan"]:
            lines.append(f"{reg:<14}{r.randint(-20, 25):>+8}{r.randint(-25, 30):>+8}{r.randint(-30, 35):>+8}  {r.randint(-9, 9):+d} HDD")
        lines += ["```", r.choice(["EC ens colder than GFS for week 2.", "Models converge, mild bias persists.",
                                   "Wind generation NW Europe above normal days 3-6.", "Blocking pattern signal weakening after d10."])]
        return "\n".join(lines)

    def eia_reaction(self):
        r = self.rng
        I = self.I
        who = r.choice(["henrik", "maarten", "lena"])
        if self.date.weekday() not in (2, 3):
            t = self.curve(9, 16)
            self.add(t, who, (f"Looked at the COT data again: managed money is net short gasoline for the 5th week, long distillates, and flat crude. "
                              f"In gas they cover shorts since three weeks. Historically this positioning does not tell you timing, only the size of the move "
                              f"when it comes. Open interest in {I['CL']['sym']} is up, in {I['NG']['sym']} down. Just so everybody has the picture."),
                     cat="chat")
            return
        t = self.T(14, r.randint(40, 58), r.randint(0, 59))
        txt = (f"Quick read of the numbers: headline was a surprise vs the survey, but the details are less exciting. "
               f"Implied demand is flat, exports were high again, and the refinery runs are seasonal. The market first went "
               f"{r.choice(['up', 'down'])} 40c and then back to where it was, typical. {I['ZF']['short']} did not move at all, so the "
               f"prompt is not really surprised. For products the distillate draw is the bigger story, HO leads. I would not over-read one week, "
               f"the 4-week averages are boring. Gas people: storage tomorrow, consensus around +{r.randint(60, 95)} Bcf.")
        self.add(t, who, txt, cat="chat")

    def eod_wrap(self):
        r = self.rng
        I = self.I
        who = r.choice(TRADERS)
        t = self.T(r.choice([18, 19]), r.randint(0, 50), r.randint(0, 59))
        txt = (f"EOD wrap {self.date.strftime('%d.%m')}:\n"
               f"- crude: {I['CL']['sym']} settled {self.px(I['CL'], r.randint(-20, 20))}, {I['ZF']['short']} {self.px(I['ZF'], r.randint(-3, 3))}. Range day, volumes average.\n"
               f"- products: HO firmer, RBOB weaker, {I['CRK']['sym']} {self.px(I['CRK'], r.randint(-30, 30))}.\n"
               f"- gas: {I['NG']['sym']} {self.px(I['NG'], r.randint(-30, 30))}, {I['TTF']['sym']} {self.px(I['TTF'], r.randint(-60, 60))}. Weather driven.\n"
               f"- metals: {I['GC']['sym']} {self.px(I['GC'], r.randint(-100, 100))}, {I['HG']['sym']} {self.px(I['HG'], r.randint(-40, 40))}.\n"
               f"- ops: all liftings on schedule except one barge, Ilse has it.\n"
               f"Nothing open from my side, orders are all in the system. Tomorrow I am in at 7.")
        self.add(t, who, txt, cat="chat")

    def ops_email(self):
        r = self.rng
        t = self.curve(8, 16)
        term = r.choice(TERMINALS)
        barge = r.choice(BARGES)
        txt = (f"fwd from {term} terminal ops, for info:\n"
               f"> Dear all, please be informed that due to the low water level on the Rhine the loading programme for week {r.randint(40, 44)} "
               f"is adjusted. Barge {barge} will load at reduced draft ({r.randint(55, 80)}% of capacity). Jetty allocation remains as per "
               f"the confirmed schedule. Any additional quantity must be re-nominated before 16:00 LT the day before loading. Demurrage "
               f"terms as per the terminal agreement apply. Kind regards, Terminal Planning\n"
               f"so, we lose some volume on the barges this week, freight up. I update the board.")
        self.add(t, "ilse", txt, cat="chat")

    def handover(self):
        r = self.rng
        I = self.I
        F = self.focus
        lines = [f"Handover to the afternoon/US shift, {F['book']}:",
                 f"- book is as in the morning note plus today's trades, all in the ETRM, recon will run at 19:00.",
                 f"- working orders: see the OMS blotter, nothing outside the system.",
                 f"- market: {r.choice(['range day', 'headline driven', 'quiet until EIA, then noisy'])}. {I['CL']['sym']} {self.px(I['CL'], r.randint(-20, 20))}, "
                 f"{I['NG']['sym']} {self.px(I['NG'], r.randint(-20, 20))}, {I['GC']['sym']} {self.px(I['GC'], r.randint(-60, 60))}.",
                 "- ops: barges as per Ilse's board, one delay, she informs Henrik if something changes.",
                 "- risk: utilisation normal, VaR report comes with the EOD batch.",
                 "- calendar tonight: API at 20:30 UTC (if Tuesday), Fed speakers, Chinese trade data early tomorrow.",
                 "Call me only if something is on fire. Mobile is on."]
        return "\n".join(lines)

    def schedule_board(self):
        r = self.rng
        lines = [f"Scheduling board {self.date.strftime('%d.%m')} (physical, for info)", "```",
                 f"{'asset':<16}{'location':<18}{'window':<14}{'qty':>10}  status"]
        for _ in range(r.randint(9, 12)):
            a = r.choice(BARGES + VESSELS)
            loc = r.choice(TERMINALS)
            d1 = r.randint(12, 28)
            lines.append(f"{a:<16}{loc:<18}{d1:02d}-{d1 + r.randint(1, 3):02d}.{self.date.month:02d}    {r.randint(900, 38000):>8,} m3  "
                         + r.choice(["nominated", "confirmed", "ETA slip", "loading", "awaiting docs", "inspected"]))
        lines += ["```", r.choice(["Kaub still low, keep in mind for the barge freight.", "No changes to the pipeline noms.",
                                   "Surveyors booked for all liftings this week.", "Tank lease renewal still open, need answer by Friday."])]
        return "\n".join(lines)

    def broker_run(self):
        r = self.rng
        I = self.I
        legs = []
        for k in r.sample(["ZF", "HJ", "CRK", "BRN", "TTF", "HO", "CL", "NG", "GC", "HG"], r.randint(6, 9)):
            ins = I[k]
            nm = ins["short"] if ins.get("spread") and k != "CRK" else ins["sym"]
            b = self.px(ins, -r.randint(1, 4))
            o = self.px(ins, r.randint(1, 4))
            legs.append(f"  {nm:<18} {b} / {o}   {r.choice([25, 50, 100])}x{r.choice([25, 50, 100])}")
        return (f"[IB chat relay] {r.choice(['Marlow', 'Tullett desk', 'PVM-ish', 'OTC Europe'])} run, indicative:\n"
                + "\n".join(legs) + "\n  all subject, screen first")

    def research_paste(self):
        r = self.rng
        I = self.I
        bank = r.choice(["GS", "MS", "Citi", "JPM", "ING commodities"])
        return (f"from the {bank} morning note (pasted, not our view):\n"
                f"\"We raise our Q1 Brent forecast to ${r.randint(74, 82)}/bbl and stay overweight. We recommend buying the {I['BRN']['sym']} on dips towards "
                f"{self.px(I['BRN'], -150)} with a stop at {self.px(I['BRN'], -280)}. In gas, we expect TTF winter to trade {r.randint(34, 45)}-{r.randint(46, 55)} EUR/MWh; "
                f"risks skewed to the upside on a cold January. Copper: structural deficit story intact, target ${r.randint(10500, 12000)}/t LME in 12 months. "
                f"Gold: central bank demand remains the anchor, our 12m target is ${r.randint(3500, 4000)}/oz.\"\n"
                "they write this every month, take it with salt")

    def colour_paragraph(self):
        r = self.rng
        I = self.I
        pool = [
            f"Looking at the curve: {I['CL']['name']} structure is flatter again, {I['ZF']['short']} at {self.px(I['ZF'])} after {self.px(I['ZF'], -4)} last week.",
            "Physical is not supporting, Midland and Cushing both offered in the window, and the Brent window had two sellers and no buyers.",
            "The refiners come back from turnarounds end of the month, so crude demand picks up, but for now the prompt is soft and the funds do not want to be long.",
            "My feeling is the back of the curve is too strong vs the front, the producers are simply not hedging at these levels.",
            f"{I['NG']['name']} went up 8c overnight on the weather models, EC ensemble is colder for week 2, GFS not.",
            "Storage is comfortable, so I do not believe the weather rally fully, but nobody wants to be short into the first cold snap. That is the whole gas market in one sentence.",
            f"{I['TTF']['sym']} follows a bit, Norwegian maintenance season is over and LNG arrivals are steady, the Asian buyers are quiet.",
            f"HO is bid on the distillate story, ARA gasoil stocks are low for the time of the year and the diesel crack in Europe is near 28.",
            f"RBOB is the weaker leg, the summer spec is gone and gasoline demand falls into winter; the {I['CRK']['sym']} is {self.px(I['CRK'])} which is still high for October.",
            f"Gold is trading the real yields again, {I['GC']['sym']} {self.px(I['GC'])}, the ETF flows are flat and the central banks buy on the dips as always.",
            "Copper has the China story, stimulus talk every week, but the SHFE stocks go up and the Yangshan premium goes down, so who is buying?",
            "LME spreads are relaxed, no squeeze anywhere, the cash/3M is in contango since two weeks.",
            "Flows from the brokers: mostly producer hedging in Cal-27 WTI, some consumer buying in HO winter, funds rolling. Nothing special.",
            "Options: skew in WTI calls is bid a little, put skew cheaper than in September. NG vol is high as always in October, the straddles are expensive.",
            "The dollar is the driver today for everything, DXY up and all commodities a bit lower, nothing fundamental.",
            "Positioning: managed money is short gasoline and long distillates, a classic, and when it unwinds it is violent.",
            "Freight: VLCC rates from the Gulf up again, that makes the Brent/Dubai EFS move, and the West African barrels are harder to sell.",
            "The Kaub water level matters more than people think, the inland barges carry less and the ARA stocks get stuck in the hub.",
            "Henry Hub cash is weak vs futures, the pipelines out of Permian are full and the LNG plants have some maintenance, so the prompt has too much gas.",
            "The EU storage is above 90% now, so TTF winter is a weather option, not a supply story anymore, that is the big change vs 2022.",
            "Interesting that the Brent-WTI is so stable while the freight moves so much, somebody is arbitraging very efficiently.",
            "The OPEC+ rhetoric is louder than the barrels, compliance data from the tanker trackers does not show a real cut.",
        ]
        n = r.randint(4, 6)
        return " ".join(r.sample(pool, n))

    # ------------------------------------------------------------------ news
    def news_item(self, key, force_eia=False):
        """Return (headline, facts) about held/watch root `key`."""
        r = self.rng
        I = self.I
        root = I[key]["root"]
        self.news_no += r.randint(7, 90)
        tag = f"NEWS-{self.news_no}"
        if root == "CL":
            c = fp(r.uniform(-2.4, 1.9), 1)
            if not c.startswith("-"):
                c = "+" + c
            opts = [
                (f"🛢️ EIA WPSR: US crude {fp(r.uniform(-5, 4), 1)} mb vs {fp(r.uniform(-2, 1), 1)} mb exp; Cushing stocks {c} mb to {fp(r.uniform(21, 29), 1)} mb [{tag}]",
                 ["Cushing", f"{c} mb"]),
                (f"🛢️ Keystone pipeline: operator restricts flows on the Cushing extension after pressure anomaly, ~{r.randint(150, 400)} kb/d affected [{tag}]",
                 ["Keystone", "Cushing", f"{tag}"]),
                (f"🛢️ Cushing, OK tank farm survey: stocks {c} mb Tue-Fri, lowest since {r.choice(['2014', '2018', 'July'])} [{tag}]",
                 ["Cushing", f"{c} mb"]),
            ]
        elif root == "BRN":
            x = r.randint(180, 450)
            opts = [
                (f"🛢️ Forties Pipeline System shut for unplanned repairs, loadings of ~{x} kb/d delayed; Brent spreads jump [{tag}]",
                 ["Forties", "shut", f"{x} kb/d"]),
                (f"🛢️ OPEC+ sources: group leans to extend voluntary cuts into Q1; Brent up ${fp(r.uniform(0.6, 1.8), 2)} [{tag}]",
                 ["OPEC+", "Brent", "extend voluntary cuts"]),
                (f"🛢️ Johan Sverdrup output cut to {x} kb/d after onshore power outage, Equinor says [{tag}]",
                 ["Johan Sverdrup", f"{x} kb/d"]),
            ]
        elif root == "RB":
            x = r.randint(180, 420)
            opts = [
                (f"⛽ Refinery outage: FCC at {x} kb/d Gulf Coast refinery shut after fire, RBOB futures up 4c [{tag}]",
                 ["FCC", "RBOB", f"{x} kb/d"]),
                (f"⛽ EIA: US gasoline stocks {fp(r.uniform(-4, -1.2), 1)} mb, PADD 1 lowest since 2022; RBOB crack firms [{tag}]",
                 ["gasoline stocks", "RBOB crack"]),
            ]
        elif root == "HO":
            x = fp(r.uniform(-3.5, -0.8), 1)
            opts = [
                (f"⛽ EIA: distillate stocks {x} mb w/w; HO leads the complex [{tag}]", ["distillate stocks", f"{x} mb"]),
                (f"⛽ ARA gasoil stocks fall to {r.randint(1480, 1790)} kt, Insights Global; heating oil futures bid [{tag}]",
                 ["ARA gasoil stocks", "heating oil"]),
            ]
        elif root == "NG":
            x = r.randint(48, 98)
            opts = [
                (f"🔥 EIA storage: +{x} Bcf vs +{x + r.randint(-9, 9)} Bcf exp; Henry Hub front {r.choice(['up', 'down'])} {r.randint(2, 9)}c [{tag}]",
                 ["EIA storage", f"+{x} Bcf", "Henry Hub"]),
                (f"🔥 Freeport LNG train {r.randint(1, 3)} trips, feedgas down {fp(r.uniform(0.4, 0.8), 1)} Bcf/d; Henry Hub futures slip [{tag}]",
                 ["Freeport LNG", "Henry Hub"]),
                (f"❄️ NOAA 8-14d turns colder for Midwest/Northeast, HDDs +{r.randint(12, 30)} vs prior run; Henry Hub winter strip bid [{tag}]",
                 ["NOAA", "Henry Hub winter strip"]),
            ]
        elif root == "TTF":
            x = r.randint(12, 40)
            opts = [
                (f"🔥 Gassco: unplanned outage at Troll, {x} mcm/d capacity reduction until {r.choice(DAYS)}; TTF jumps [{tag}]",
                 ["Troll", f"{x} mcm/d", "TTF"]),
                (f"🔥 Gasunie: Dutch storage {r.randint(82, 96)}% full, injections stopped early; TTF winter firm [{tag}]",
                 ["Dutch storage", "TTF winter"]),
            ]
        elif root == "GC":
            x = fp(r.uniform(4, 18), 1)
            opts = [
                (f"🪙 Gold ETF holdings fall {x} t, fourth day of outflows; COMEX gold slips [{tag}]", ["Gold ETF", f"{x} t"]),
                (f"🪙 PBoC adds gold to reserves for 12th straight month, +{x} t [{tag}]", ["PBoC", "gold", f"+{x} t"]),
            ]
        else:  # HG
            x = r.randint(8000, 40000)
            opts = [
                (f"⛏️ Escondida union votes to strike from Monday, BHP says contingency plans in place; copper futures up 2% [{tag}]",
                 ["Escondida", "strike", "copper"]),
                (f"⛏️ LME copper stocks jump {x:,} t, mostly Rotterdam warehouse [{tag}]", ["LME copper stocks", f"{x:,} t"]),
            ]
        wd = self.date.weekday()
        if force_eia and root in ("CL", "NG"):
            text, facts = opts[0]
        else:
            ok = [o for o in opts if not (("EIA" in o[0] and root != "NG" and wd != 2) or ("EIA storage" in o[0] and wd != 3))]
            text, facts = r.choice(ok or opts[1:])
        return self.with_body(text), facts

    def with_body(self, text):
        r = self.rng
        kind = body_kind(text)
        pool = WIRE_BODIES[kind] + (WIRE_BODIES["market"] if kind != "market" else [])
        body = r.sample(WIRE_BODIES[kind], min(2, len(WIRE_BODIES[kind])))
        if r.random() < 0.6:
            body.append(r.choice([b for b in pool if b not in body]))
        return text + "\n> " + " ".join(body)

    def news(self):
        r = self.rng
        F = self.focus
        wd = self.date.weekday()
        held_keys = [k for k in F["held"] if k != self.close_key()]
        roots_seen = set()
        n_held = r.randint(3, 4)
        picks = []
        for k in r.sample(held_keys, len(held_keys)):
            root = self.I[k]["root"]
            if root in roots_seen:
                continue
            roots_seen.add(root)
            picks.append(k)
        picks = picks[:n_held]
        self.held_news = []
        wd = self.date.weekday()
        eia_root = {2: "CL", 3: "NG"}.get(wd)
        eia_done = False
        for i, k in enumerate(picks):
            force = (not eia_done) and self.I[k]["root"] == eia_root
            eia_done = eia_done or force
            text, facts = self.news_item(k, force_eia=force)
            if "EIA WPSR" in text or "EIA storage" in text or "EIA: " in text:
                t = self.T(14, 30, r.randint(2, 40))
            else:
                t = self.curve(7, 19)
            m = self.add(t, "wire", text, cat="hard", hard=self.hard("held_position_news", facts, "untagged"),
                         idiom=("underlying headline for held future (e.g. Cushing for CL)", "held_position_news") if self.I[k]["root"] in ("CL", "NG", "BRN") and i == 0 else None)
            m["news_key"] = k
            self.held_news.append(m)
        self.watch_news = []
        for k in F["watch"][:r.randint(1, 2)]:
            text, facts = self.news_item(k)
            if "EIA" in text:
                t = self.T(14, 30, r.randint(2, 50))
            else:
                t = self.curve(6, 19)
            m = self.add(t, "wire", text, cat="hard", hard=self.hard("watchlist_news", facts, "untagged"),
                         idiom=("headline on watchlist contract underlying", "watchlist_news"))
            self.watch_news.append(m)
        # unrelated commodity headlines: near-misses
        roots_used = {self.I[k]["root"] for k in F["held"] + F["watch"]}
        pool = []
        for root, lst in UNRELATED_NEWS.items():
            if root not in roots_used:
                pool.extend(lst)
        self.unrelated = []
        for txt in r.sample(pool, min(len(pool), r.randint(10, 13))):
            self.news_no += r.randint(3, 40)
            m = self.add(self.curve(5, 21), "wire", self.with_body(f"{txt} [NEWS-{self.news_no}]"), cat="near",
                         idiom=("commodity headline on a name the desk neither holds nor watches", "not_hard"))
            m["news_tag"] = f"NEWS-{self.news_no}"
            self.unrelated.append(m)

    def close_key(self):
        F = self.focus
        return F["held"][2]

    # ------------------------------------------------------------------ trade episodes
    def side_words(self, pos_side, add=True):
        buy = (pos_side == "long") == add
        return ("buy", "Buy", "b", "bought") if buy else ("sell", "Sell", "s", "sold")

    def approve(self, prop, t, style=None, lots=None, ins=None):
        r = self.rng
        who = HEAD if r.random() < 0.8 else "sanne"
        variants = [
            ("ja go", ["ja", "go"], "ja go as approval reply"),
            ("ok go", ["ok", "go"], None),
            ("👍 send it", ["👍", "send it"], "emoji + 'send it' approval"),
            ("ja, do it", ["ja", "do it"], None),
            ("akkoord, go ahead", ["akkoord", "go ahead"], "Dutch 'akkoord' approval"),
            ("jep go", ["jep", "go"], None),
            ("fine, send", ["fine", "send"], None),
        ]
        if lots is not None and ins is not None:
            variants = [(f"go, but max {lots} on the {ins['word']}", ["go", f"max {lots}", ins["word"]], "approval with reduced size cap")]
        if style is not None:
            variants = [v for v in variants if v[0] == style] or variants
        text, facts, idiom = r.choice(variants)
        if who == "sanne" and lots is None:
            text = "signing off as deputy: " + text
        return self.add(t, who, text, ref=prop, cat="hard", hard=self.hard("trade_approval", facts, "reply"),
                        idiom=(idiom, "trade_approval") if idiom else None)

    def ep_full(self, k, t0, stop_edits=True, phr=None):
        """Proposal -> approval -> OMS working -> fill(s) -> stop (moved twice by edits)."""
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=True)
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-3, 3))
        sgn = -1 if side == "buy" else 1
        stop = self.lvl(ins, float(price), sgn * ins["risk"])
        tgt = self.lvl(ins, float(price), -sgn * ins["risk"] * 2)
        trader = "henrik" if ins["root"] in ("CL", "BRN", "RB", "HO") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        phr = phr or r.choice(["tagged", "untagged", "shorthand", "germanic"])
        if phr == "tagged":
            text = f"[PROP] {side} {lots} {ins['sym']} @ {price} | stop {stop} | tgt {tgt}\nadds to the {pos['side']}, {r.choice(['structure supports it', 'into the weather', 'before the roll gets crowded'])}"
            facts = [ins["sym"], side, str(lots), price, stop]
            ph = "tagged"
            idiom = ("[PROP] tagged proposal with stop and target", "trade_proposal")
        elif phr == "shorthand":
            text = f"prop: {s1} {lots} {ins['sym']} @ {price} sl {stop} tp {tgt} – ok?"
            facts = [ins["sym"], f"{s1} {lots}", price, stop]
            ph = "shorthand"
            idiom = ("shorthand 'b 30 CLZ6 @ px sl tp' proposal", "trade_proposal")
        elif phr == "germanic":
            text = (f"{lots} lots {ins['sym']} I would {side} here at {price}, stop I put at {stop}. "
                    f"Joost, is ok for you?")
            facts = [f"{lots} lots", ins["sym"], side, price, stop]
            ph = "untagged"
            idiom = ("German word order proposal 'N lots X I would buy here at'", "trade_proposal")
        else:
            text = (f"I'd like to {side} {lots} {ins['sym']} at {price} to add to the {pos['side']}, stop {stop}, "
                    f"target {tgt}. {r.choice(['Risk is fine, we have room.', 'We are under the limit after yesterday.', 'Small clip, can scale later.'])}")
            facts = [side, str(lots), ins["sym"], price, stop]
            ph = "untagged"
            idiom = None
        prop = self.add(t0, trader, text, cat="hard", hard=self.hard("trade_proposal", facts, ph), idiom=idiom)
        # a non-authority "looks interesting" reply first sometimes
        if r.random() < 0.4:
            self.add(self.later(prop["t"], 20, 90), r.choice([x for x in TRADERS if x != trader]),
                     r.choice(["looks interesting", "hm, and the roll?", "why not at the settle?", "nice level"]),
                     ref=prop, cat="near", idiom=("non-authority 'looks interesting' reply to a proposal", "not_hard"))
        appr = self.approve(prop, self.later(prop["t"], 60, 420))
        if r.random() < 0.5:
            self.react(prop, HEAD, "📌", appr["t"] + 3000)
        tk = self.ticket()
        conf = self.add(self.later(appr["t"], 25, 150), "bridge", "",
                        embeds=self.bridge_embed("Order ticket · WORKING", ins["sym"], Side, lots, price, ins["exch"], tk, status="WORKING"),
                        cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], Side, str(lots), price, tk], "embed"),
                        idiom=("embed-only ETRM/OMS order ticket WORKING", "trade_confirmation"))
        # fills: maybe partial then rest
        tf = self.later(conf["t"], 40, 1500)
        if r.random() < 0.35 and lots >= 20:
            part = lots // 2 if lots % 2 == 0 else lots // 2 + 1
            f1 = self.add(tf, "bridge", "", embeds=self.bridge_embed(f"Partial fill {part}/{lots}", ins["sym"], Side, part, price, ins["exch"], tk, status="PARTIAL"),
                          cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(part), price], "embed"),
                          idiom=("embed-only partial fill from ETRM bridge", "trade_fill"))
            tf = self.later(f1["t"], 30, 900)
            rest = lots - part
            last = self.add(tf, "bridge", "", embeds=self.bridge_embed(f"Fill {lots}/{lots} · complete", ins["sym"], Side, rest, price, ins["exch"], tk, status="FILLED"),
                            cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(rest), price], "embed"))
        else:
            last = self.add(tf, "bridge", "", embeds=self.bridge_embed("Fill · complete", ins["sym"], Side, lots, price, ins["exch"], tk, status="FILLED"),
                            cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(lots), price], "embed"),
                            idiom=("embed-only fill from ETRM bridge", "trade_fill"))
        if r.random() < 0.5:
            self.add(self.later(last["t"], 10, 120), trader, r.choice(["thx 👍", "ty", "👌"]), ref=last, cat="noise")
        # stop set, maybe moved twice by edits
        ts = self.later(last["t"], 60, 600)
        if stop_edits:
            st0 = stop
            st1 = self.lvl(ins, float(price), sgn * ins["risk"] * 0.70)
            st2 = self.lvl(ins, float(price), sgn * ins["risk"] * 0.45)
            word = "long" if side == "buy" else "short"
            base = f"stop on the {ins['sym']} {word} (whole position): "
            sm = self.add(ts, trader, base + st0, cat="hard", hard=self.hard("stop_or_target_change", [ins["sym"], st2], "untagged"),
                          idiom=("stop moved twice by editing the same message", "stop_or_target_change"))
            self.edit(sm, self.later(ts, 3600, 7200), base + st1 + " (moved)", superseded=[st0])
            self.edit(sm, self.later(ts, 8000, 14000), base + st2 + " (moved, trailing)", superseded=[st1])
        else:
            sm = self.add(ts, trader, f"[STOP] {ins['sym']} stop {stop}, tgt {tgt} in the system", cat="hard",
                          hard=self.hard("stop_or_target_change", [ins["sym"], stop, tgt], "tagged"),
                          idiom=("[STOP] tagged stop+target line", "stop_or_target_change"))
        return prop, last

    def ep_spread_slang(self, k, t0):
        """Spread proposal in slang, approval, human 'lifted 20 Z/F at -0.42', bridge fill echo."""
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        buy = pos["side"] == "long"
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-2, 2))
        w = ins["short"] if ins.get("spread") and ins["key"] != "CRK" else ins["sym"]
        trader = "henrik" if ins["root"] in ("CL", "BRN") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        verb = "pay" if buy else "sell"
        prop = self.add(t0, trader, f"{w} {'offered' if buy else 'bid'} at {price} in the screen, I {verb} {lots} there? adds to our {pos['side']}",
                        cat="hard", hard=self.hard("trade_proposal", [w, verb, str(lots), price], "shorthand"),
                        idiom=("slang spread proposal 'Z/F offered at -0.42, I pay 20 there?'", "trade_proposal"))
        appr = self.approve(prop, self.later(prop["t"], 30, 240), style="ja go")
        fw = "lifted" if buy else "hit"
        txt = f"{fw} {lots} {w} at {price}" if buy else f"{fw} the bid, {lots} {w} at {price}"
        fill = self.add(self.later(appr["t"], 20, 200), trader, txt, cat="hard",
                        hard=self.hard("trade_fill", [fw, str(lots), w, price], "shorthand"),
                        idiom=("'lifted 20 Z/F at -0.42' human fill slang", "trade_fill"))
        tk = self.ticket()
        Side = "Buy" if buy else "Sell"
        if r.random() < 0.5:
            return fill
        echo = self.add(self.later(fill["t"], 15, 90), "bridge", "",
                        embeds=self.bridge_embed("Fill · complete", ins["sym"], Side, lots, price, ins["exch"], tk, status="FILLED",
                                                 extra=[("Strategy", "calendar spread" if ins.get("spread") else "outright")]),
                        cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(lots), price], "embed"))
        return fill

    def ep_working_cancel(self, k, t0):
        """'offer 50 NG X at 3.235 working' then pulled + bridge CANCELLED."""
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        reduce_side = "offer" if pos["side"] == "long" else "bid"
        lots = r.choice(ins["lots"])
        price = self.px(ins, 6 if reduce_side == "offer" else -6)
        trader = "maarten" if ins["root"] in ("NG", "TTF") else ("henrik" if ins["root"] in ("CL", "BRN", "HO", "RB") else "lena")
        w = ins["short"] if ins["root"] == "NG" and not ins.get("spread") else ins["sym"]
        self.add(t0, trader, r.choice([f"taking some profit on the {pos['side']}, inside my discretion", "I lighten up a bit here, enough for this week",
                                       f"the {ins['word']} {pos['side']} is too big for my taste, I start to reduce"]), cat="chat")
        wk = self.add(self.later(t0, 30, 200), trader, f"{reduce_side} {lots} {w} at {price} working", cat="hard",
                      hard=self.hard("trade_confirmation", [reduce_side, str(lots), w, price, "working"], "shorthand"),
                      idiom=("'offer 50 NG X at 3.215 working' order-working slang", "trade_confirmation"))
        tk = self.ticket()
        Side = "Sell" if reduce_side == "offer" else "Buy"
        tc = self.later(wk["t"], 3600, 9000)
        pull = self.add(tc, trader, r.choice([f"pulled the {ins['word']} {reduce_side}, market went away from us",
                                              f"cxl my {ins['word']} {reduce_side}, not getting done today"]),
                        cat="hard", hard=self.hard("trade_confirmation", [ins["word"], reduce_side], "untagged"))
        fact_word = "pulled" if pull["content"].startswith("pulled") else "cxl"
        pull["hard"]["facts"].insert(0, fact_word)
        if r.random() < 0.4:
            return
        self.add(self.later(pull["t"], 3, 30), "bridge", "",
                 embeds=self.bridge_embed("Order ticket · CANCELLED", ins["sym"], Side, lots, price, ins["exch"], tk, status="CANCELLED",
                                          extra=[("Reason", "user cancel")]),
                 cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], "CANCELLED", tk], "embed"),
                 idiom=("embed-only CANCELLED ticket", "trade_confirmation"))

    def ep_risk_resize(self, k, t0):
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=True)
        lots = max(ins["lots"]) + r.choice([20, 30, 40])
        appr_lots = lots - r.choice([20, 30])
        price = self.px(ins, r.randint(-2, 2))
        trader = "lena" if ins["root"] in ("GC", "HG", "HO", "RB") else ("maarten" if ins["root"] in ("NG", "TTF") else "henrik")
        text = f"{side} {lots} {ins['sym']} at {price} – the {pos['side']} is working, I want more. ok?"
        prop = self.add(t0, trader, text, cat="hard", hard=self.hard("trade_proposal", [side, str(lots), ins["sym"], price], "untagged"))
        appr = self.approve(prop, self.later(prop["t"], 60, 300))
        tk = self.ticket()
        limit_val = self.pos[k]["qty"] + appr_lots + r.randint(0, 10)
        proj = self.pos[k]["qty"] + lots
        rk = self.add(self.later(appr["t"], 10, 60), "risk",
                      ("risk-engine | pre-trade check\n"
                       f"order: {tk}\ncontract: {ins['sym']}\nside: {side}\nrequested_lots: {lots}\n"
                       f"limit: {ins['root'].lower()}_net_lots_max\nlimit_value: {limit_val}\nprojected: {proj}\n"
                       f"action: RESIZED\napproved_lots: {appr_lots}\nnote: order reduced to stay inside limit"),
                      cat="hard", hard=self.hard("risk_limit", [ins["sym"], "RESIZED", f"approved_lots: {appr_lots}"], "structured"),
                      idiom=("YAML-ish risk engine block resizing an order", "risk_limit"))
        conf = self.add(self.later(rk["t"], 3, 40), "bridge", "",
                        embeds=self.bridge_embed("Order ticket · WORKING (resized by risk)", ins["sym"], Side, appr_lots, price, ins["exch"], tk, status="WORKING"),
                        cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], Side, str(appr_lots), price, tk], "embed"))
        fill = conf
        if r.random() < 0.5:
            fill = self.add(self.later(conf["t"], 60, 1800), "bridge", "",
                            embeds=self.bridge_embed("Fill · complete", ins["sym"], Side, appr_lots, price, ins["exch"], tk, status="FILLED"),
                            cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(appr_lots), price], "embed"))
        self.add(self.later(fill["t"], 30, 300), trader, r.choice(["annoying but ok", "risk says no, so less. fine", "ok, then 20 less 🙄"]), cat="chat")

    def ep_reject(self, k, t0):
        r = self.rng
        ins = self.I[k]
        side = r.choice(["buy", "sell"])
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-3, 3))
        stop = self.lvl(ins, float(price), (-1 if side == "buy" else 1) * ins["risk"])
        trader = r.choice(["stefan", "lena", "henrik"])
        prop = self.add(t0, trader, f"proposal: {side} {lots} {ins['sym']} at {price}, stop {stop}. it is on the watchlist since weeks, now the chart is there",
                        cat="hard", hard=self.hard("trade_proposal", [side, str(lots), ins["sym"], price, stop], "untagged"))
        wd = self.date.weekday()
        reason = {2: "not before EIA", 3: "not before the storage number"}.get(wd, "not with this liquidity")
        rej = r.choice([("nope", ["nope"]), (f"nee, {reason}", ["nee", reason]), ("no. we have enough risk on, keep it on the watchlist", ["no", "keep it on the watchlist"])])
        txt, facts = rej
        if len(facts) < 2:
            txt = f"nope, {reason}"
            facts = ["nope", reason]
        m = self.add(self.later(prop["t"], 60, 500), HEAD, txt, ref=prop, cat="hard",
                     hard=self.hard("trade_approval", facts, "reply"),
                     idiom=("'nope'/'nee' reply rejecting a proposal", "trade_approval"))
        self.add(self.later(m["t"], 20, 120), trader, r.choice(["ok 😒", "fair", "ok, later then"]), ref=m, cat="noise")

    def ep_venue_reject(self, k, t0):
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=False)  # reduce
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-2, 2))
        bad = self.px(ins, -300 if Side == "Buy" else 300)
        trader = "henrik" if ins["root"] in ("CL", "BRN", "HO", "RB") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        prop = self.add(t0, trader, f"I take profit on part of the {ins['word']}: {side} {lots} {ins['sym']} at {price}, rest stays", cat="hard",
                        hard=self.hard("trade_proposal", [side, str(lots), ins["sym"], price], "untagged"))
        appr = self.approve(prop, self.later(prop["t"], 40, 300))
        tk = self.ticket()
        rj = self.add(self.later(appr["t"], 20, 90), "bridge", "",
                      embeds=self.bridge_embed("Order ticket · REJECTED", ins["sym"], Side, lots, bad, ins["exch"], tk, status="REJECTED",
                                               extra=[("Reason", "price outside exchange limit band (fat finger)")]),
                      cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], "REJECTED", tk], "embed"),
                      idiom=("venue REJECTED ticket (price band)", "trade_confirmation"))
        self.add(self.later(rj["t"], 10, 60), trader, "argh, fat finger in the price, my bad", ref=rj, cat="chat")
        tk2 = self.ticket()
        c2 = self.add(self.later(rj["t"], 70, 200), "bridge", "",
                      embeds=self.bridge_embed("Order ticket · WORKING", ins["sym"], Side, lots, price, ins["exch"], tk2, status="WORKING"),
                      cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], Side, str(lots), price, tk2], "embed"))
        # human fill, later corrected by edit (typo in price)
        wrong = self.px(ins, 11)
        f = self.add(self.later(c2["t"], 90, 1500), trader, f"[FILL] {done} {lots} {ins['sym']} {wrong}", cat="hard",
                     hard=self.hard("trade_fill", [done, str(lots), ins["sym"], price], "tagged"),
                     idiom=("[FILL] tagged human fill corrected by edit", "trade_fill"))
        self.edit(f, self.later(f["t"], 60, 400), f"[FILL] {done} {lots} {ins['sym']} {price} (corrected, was a typo)", superseded=[wrong])

    def ep_close(self, k, t0):
        """'we are out of the crack' close + thesis update."""
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=False)
        price = self.px(ins, r.randint(-3, 3))
        trader = "henrik" if ins["root"] in ("CL", "BRN", "RB", "HO") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        w = "crack" if ins["key"] == "CRK" else ins["word"]
        qty = pos["qty"]
        view = "bearish" if pos["side"] == "long" else "bullish"
        th = self.add(t0, HEAD, (f"For me the {w} story is done. {r.choice(['The move is over', 'The stocks argument is gone', 'Positioning is too crowded now'])}, "
                                 f"I turn neutral to {view} on the {w} into winter. we close it today, {CAST[trader]['name'].split()[0]} pls take care"),
                      cat="hard", hard=self.hard("thesis_update", [w, view], "untagged"),
                      idiom=("desk head flips view with close instruction", "thesis_update"))
        f = self.add(self.later(th["t"], 600, 3600), trader, f"we are out of the {w}, {done} the last {qty} at {price}", cat="hard",
                     hard=self.hard("trade_fill", [f"out of the {w}", done, str(qty), price], "untagged"),
                     idiom=("'we are out of the crack' closing fill in prose", "trade_fill"))
        tk = self.ticket()
        if r.random() < 0.5:
            self.add(self.later(f["t"], 10, 80), "bridge", "",
                     embeds=self.bridge_embed("Fill · complete", ins["sym"], Side, qty, price, ins["exch"], tk, status="FILLED"),
                     cat="hard", hard=self.hard("trade_fill", [ins["sym"], Side, str(qty), price], "embed"))
        self.react(f, HEAD, "👍", f["t"] + 30000)

    def ep_buried(self, k, t0):
        r = self.rng
        ins = self.I[k]
        I = self.I
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=False)
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-2, 4))
        sgn = -1 if side == "buy" else 1
        stop = self.lvl(ins, float(price), sgn * ins["risk"])
        trader = "henrik" if ins["root"] in ("CL", "BRN", "RB", "HO") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        intro = (f"Midday update {self.focus['book']}\n\n"
                 "1) Market. Quiet morning until 11, then the usual pre-US-open nervousness. Volumes 70% of the 20d average. "
                 "The funds did some rolling, nothing directional. The brokers say producers hedge in the back, consumers are absent. "
                 "Options: vol a bit lower, skew unchanged. In 2022 we had similar days before the big moves, but that is not a signal.\n\n"
                 f"2) Book. {ins['sym']} is the biggest risk, we are {pos['side']} {pos['qty']} at {pos['avg']}. "
                 "The other lines are fine and inside the stops. ")
        decision = f"My proposal: {side} {lots} {ins['sym']} at {price} to reduce, stop on the rest {stop}."
        outro = ("\n\n3) Physical/ops. Ilse has the barge situation under control, two liftings move to Thursday. Kaub water level "
                 "is still low so freight is expensive, but it does not hit our paper book.\n\n"
                 "4) Calendar. EIA at 14:30 UTC, then the Fed speakers in the evening. I am here until 19:00, after that on mobile. "
                 "The rest of the week is quieter, only the storage number Thursday and the rig count Friday.")
        prop = self.add(t0, trader, intro + decision + outro, cat="hard",
                        hard=self.hard("trade_proposal", [side, str(lots), ins["sym"], price, stop], "buried"),
                        idiom=("proposal buried in the middle of a long midday report", "trade_proposal"))
        self.approve(prop, self.later(prop["t"], 120, 900))
        return prop

    def ep_agent(self, k, t0):
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=True)
        lots = r.choice(ins["lots"][:3])
        price = self.px(ins, r.randint(-3, 1))
        sgn = -1 if side == "buy" else 1
        stop = self.lvl(ins, float(price), sgn * ins["risk"])
        self.item_no += r.randint(2, 30)
        prop = self.add(t0, "agent",
                        (f"proposal id=P-{self.item_no} instrument={ins['sym'].replace(' ', '_')} side={side} lots={lots} limit={price} stop={stop} "
                         f"tif=DAY rationale=\"{r.choice(['momentum + curve carry', 'mean reversion after gap', 'seasonal, 9 of last 12 years'])}\" needs_approval=true"),
                        cat="hard", hard=self.hard("trade_proposal", [ins["sym"].replace(" ", "_"), f"side={side}", f"lots={lots}", f"limit={price}", f"stop={stop}"], "structured"),
                        idiom=("desk-agent key=value proposal line", "trade_proposal"))
        appr = self.approve(prop, self.later(prop["t"], 120, 900), style="👍 send it")
        tk = self.ticket()
        self.add(self.later(appr["t"], 20, 120), "bridge", "",
                 embeds=self.bridge_embed("Order ticket · ACCEPTED", ins["sym"], Side, lots, price, ins["exch"], tk, status="ACCEPTED",
                                          footer=f"etrm-bridge 3.8.2 · book {self.focus['book']} · origin desk-agent P-{self.item_no}"),
                 cat="hard", hard=self.hard("trade_confirmation", [ins["sym"], "ACCEPTED", str(lots), tk], "embed"))
        return prop

    def ep_deleted(self, k, t0):
        r = self.rng
        ins = self.I[k]
        lots = r.choice(ins["lots"])
        price = self.px(ins, r.randint(-5, 5))
        self.item_no += 3
        m = self.add(t0, "stefan", f"prop b {lots} {ins['sym']} @ {price} for the arb book #{self.item_no}", cat="hard",
                     hard=self.hard("trade_proposal", [f"b {lots}", ins["sym"], price], "shorthand"))
        self.delete(m, self.later(m["t"], 20, 80), f"for the arb book #{self.item_no}")
        self.add(self.later(m["t"], 90, 150), "stefan", "sorry, wrong channel 🙈", cat="chat")

    def ep_target_and_removal(self, k, t0):
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        sgn = 1 if pos["side"] == "long" else -1
        tgt = self.lvl(ins, ins["px"], sgn * ins["risk"] * 1.8)
        w = ins["short"] if ins.get("spread") else ins["sym"]
        trader = "henrik" if ins["root"] in ("CL", "BRN", "RB", "HO") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        a = self.add(t0, trader, f"tgt on {w} moved to {tgt}, OCO with the stop stays", cat="hard",
                     hard=self.hard("stop_or_target_change", [w, tgt], "shorthand"),
                     idiom=("short 'tgt on X moved to Y' line", "stop_or_target_change"))
        return a

    def ep_stop_removed(self, k, t0):
        ins = self.I[k]
        w = ins["short"] if ins.get("spread") else ins["sym"]
        trader = "henrik" if ins["root"] in ("CL", "BRN", "RB", "HO") else ("maarten" if ins["root"] in ("NG", "TTF") else "lena")
        return self.add(t0, trader, f"removing the stop on {w} for the expiry, we manage it by hand until Friday", cat="hard",
                        hard=self.hard("stop_or_target_change", ["removing the stop", w], "untagged"),
                        idiom=("stop removed in prose", "stop_or_target_change"))

    def ep_forgotten_fill(self, k, t0):
        r = self.rng
        ins = self.I[k]
        pos = self.pos[k]
        side, Side, s1, done = self.side_words(pos["side"], add=True)
        lots = r.choice(ins["lots"][:3])
        price = self.px(ins, r.randint(-3, 3))
        cp = r.choice(["Mercuria", "Gunvor", "Trafigura"])
        trader = "lena" if ins["root"] in ("GC", "HG") else "henrik"
        m = self.add(t0, trader, f"done {done} {lots} {ins['sym']} {price} EFP with {cp}, their guy Jan on +31 6 {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
                     cat="hard", hard=self.hard("trade_fill", [done, str(lots), ins["sym"], price], "untagged"))
        self.forget(m, self.later(m["t"], 1800, 5400), f"EFP with {cp}, their guy Jan")
        self.add(self.later(m["t"], 1900, 5600), "karin", "removed a message with personal contact data, pls no phone numbers in the channel. trade itself is booked fine", cat="chat")

    def episodes(self):
        r = self.rng
        F = self.focus
        held = F["held"]
        closek = self.close_key()
        # full episode on held[0] with stop edited twice
        self.ep_full(held[0], min(self.curve(7, 17), self.T(14, 0)), stop_edits=True)
        # spread slang: choose a spread in held if any
        spreads = [k for k in held if self.I[k].get("spread") and k != closek]
        self.spreads = spreads
        self.ep_spread_slang(spreads[0] if spreads else held[0], self.curve(7, 17))
        wk = next(x for x in held if not self.I[x].get("spread") and x != closek)
        self.ep_working_cancel(wk, min(self.curve(7, 17), self.T(15, 0)))
        self.ep_reject(F["watch"][0], self.curve(7, 17))
        self.ep_close(closek, min(self.curve(7, 17), self.T(15, 30)))
        self.ep_deleted(held[0], self.curve(7, 17))

    def optional_episodes(self):
        """Add optional stories in random order while the day's hard-event budget allows."""
        r = self.rng
        F = self.focus
        held = F["held"]
        closek = self.close_key()
        spreads = self.spreads
        budget = r.randint(31, 43)
        pair = [lambda: self.ep_buried(held[3], self.T(r.choice([11, 12]), r.randint(0, 50))),
                lambda: self.ep_agent(r.choice(held[:2]), self.curve(7, 17))]
        r.shuffle(pair)
        first = [pair[0]]
        rest = [
            pair[1],
            lambda: self.ep_risk_resize(r.choice([k for k in held if k != closek and self.I[k]["root"] != self.limit_root]
                                                 or [k for k in held if k != closek]), self.curve(7, 17)),
            lambda: self.ep_full(held[3], self.curve(7, 17), stop_edits=False),
            lambda: self.ep_venue_reject(held[3], self.curve(7, 17)),
            lambda: self.ep_target_and_removal(held[0], self.curve(7, 17)),
            lambda: self.ep_stop_removed(spreads[0] if spreads else held[1], self.curve(7, 17)),
            lambda: self.ep_forgotten_fill(held[3], self.curve(7, 17)),
        ]
        r.shuffle(rest)
        done_resize = False
        for fn in first + rest:
            n_before = sum(1 for m in self.msgs if m["hard"])
            if n_before >= budget:
                break
            snap = (len(self.msgs), len(self.ops), self.ticket_no, self.item_no)
            fn()
            n_after = sum(1 for m in self.msgs if m["hard"])
            if n_after > budget + 1:
                del self.msgs[snap[0]:]
                del self.ops[snap[1]:]
                self.ticket_no, self.item_no = snap[2], snap[3]

    # ------------------------------------------------------------------ risk, routes, thesis
    def risk_and_routes(self):
        r = self.rng
        F = self.focus
        I = self.I
        held = F["held"]
        # desk head sets a limit (pinned + 📌)
        k = r.choice(held[:2])
        ins = I[k]
        self.limit_root = ins["root"]
        n = r.choice([150, 200, 250, 300, 400])
        t = self.curve(8, 12)
        m = self.add(t, HEAD, f"from now the {ins['word']} limit is {n} lots net, all months together, until Friday. risk has it already in the engine, no discussion pls",
                     cat="hard", hard=self.hard("risk_limit", [ins["word"], f"{n} lots net"], "untagged"),
                     idiom=("desk head sets a limit in prose", "risk_limit"))
        self.pin(m, HEAD, m["t"] + 40000)
        self.react(m, HEAD, "📌", m["t"] + 20000)
        self.add(self.later(m["t"], 30, 200), r.choice(TRADERS), "ok", ref=m, cat="noise")
        # risk engine breach block
        if r.random() < 0.75:
            cur = fp(r.uniform(4.05, 4.6), 2)
            t = self.curve(13, 17)
            self.add(t, "risk", ("risk-engine | limit monitor\n"
                                 f"book: {F['book']}\nmetric: var_1d_99\nlimit_value: EUR 4.00m\ncurrent: EUR {cur}m\n"
                                 f"status: BREACH\nrequired: reduce below limit by {17 if t < self.T(15, 30, ms=0) else 19}:00 UTC\nescalated_to: desk head, CRO office"),
                     cat="hard", hard=self.hard("risk_limit", ["var_1d_99", "BREACH", f"EUR {cur}m"], "structured"),
                     idiom=("risk engine YAML-ish BREACH block", "risk_limit"))
        else:
            t = self.curve(13, 17)
            tk = self.ticket()
            k2 = r.choice(held)
            self.add(t, "risk", ("risk-engine | pre-trade check\n"
                                 f"order: {tk}\ncontract: {I[k2]['sym']}\nrequested_lots: {max(I[k2]['lots'])}\n"
                                 "limit: max_order_lots\nlimit_value: 40\naction: BLOCKED\nnote: split the order or ask desk head for override"),
                     cat="hard", hard=self.hard("risk_limit", [I[k2]["sym"], "BLOCKED", tk], "structured"),
                     idiom=("risk engine BLOCKED order block", "risk_limit"))
        # routes
        self.item_no += r.randint(3, 20)
        barge = r.choice(BARGES)
        t = self.curve(7, 12)
        ops_issue = self.add(t, "ilse", f"barge {barge} is stuck at Lobith, low water, ETA +36h. this touches the physical hedge, who takes it?", cat="chat")
        self.add(self.later(ops_issue["t"], 60, 600), HEAD, f"Ilse, the {barge} delay is yours, I route it to you and you tell Henrik if the hedge must move",
                 ref=ops_issue, cat="hard", hard=self.hard("route_decision", ["Ilse", barge, "route it to you"], "reply"),
                 idiom=("desk head routes an ops item to a person in a reply", "route_decision"))
        self.item_no += r.randint(3, 20)
        k = held[0]
        t = self.curve(9, 16)
        self.add(t, "agent", f"route item=ITEM-{self.item_no} \"{I[k]['sym']} roll into next month, TAS\" -> exec-agent reason=execution priority=normal",
                 cat="hard", hard=self.hard("route_decision", [f"ITEM-{self.item_no}", "exec-agent"], "structured"),
                 idiom=("desk-agent key=value route line", "route_decision"))
        # no-route decisions
        if self.unrelated:
            nm = self.unrelated[0]
            self.item_no += 1
            self.add(self.later(nm["t"], 30, 300), "agent", f"no_route item={nm['news_tag']} reason=\"not held, not on watchlist\" action=none",
                     ref=nm, cat="hard", hard=self.hard("no_route_decision", [nm["news_tag"], "no_route"], "structured"),
                     idiom=("desk-agent no_route line for an unrelated headline", "no_route_decision"))
        if len(self.unrelated) > 1 and r.random() < 0.5:
            nm = self.unrelated[1]
            self.add(self.later(nm["t"], 60, 900), r.choice(["henrik", "maarten", HEAD]),
                     "not ours, we have no exposure there. nothing to route, ignore", ref=nm, cat="hard",
                     hard=self.hard("no_route_decision", ["not ours", "nothing to route"], "reply"),
                     idiom=("'not ours ... nothing to route' human reply to a headline", "no_route_decision"))
        # route cron summary: near miss
        for h in (10, 16):
            self.add(self.T(h, 0, r.randint(1, 30)), "agent",
                     (f"hourly digest: items_seen={r.randint(8, 30)} routed=0 escalated=0 errors=0\n"
                      f"sources: wire={r.randint(3, 12)} oms={r.randint(0, 9)} chat={r.randint(10, 40)} risk={r.randint(1, 4)}\n"
                      f"queue_depth=0 model_latency_p95={r.randint(900, 4000)}ms next_digest=+60m"),
                     cat="near", idiom=("agent cron digest 'routed=0'", "not_hard"))
        # thesis confirmation after a held news item
        if self.held_news and r.random() < 0.65:
            hn = self.held_news[-1]
            k = hn["news_key"]
            w = I[k]["short"] if I[k].get("spread") else I[k]["sym"]
            view = "bullish" if self.pos[k]["side"] == "long" else "bearish"
            self.add(self.later(hn["t"], 120, 1500), HEAD,
                     f"after this I am even more {view} {w}, conviction up, we keep full size and do not take profit early",
                     cat="hard", hard=self.hard("thesis_update", [view, w, "conviction up"], "untagged"),
                     idiom=("view confirmed with conviction up", "thesis_update"))

    # ------------------------------------------------------------------ near misses
    def near_misses(self):
        r = self.rng
        I = self.I
        F = self.focus
        brn = I["BRN"]
        zf = I["ZF"]
        hj = I["HJ"]
        cl = I["CL"]
        nm = [
            (r.choice(["henrik", "lena"]), f"if OPEC cuts again at the meeting we'd buy Brent, maybe 50 {brn['sym']} around {self.px(brn, -60)}. just thinking loud",
             ("'if OPEC cuts we'd buy Brent' hypothetical", "not_hard")),
            ("stefan", f"should we not buy some HO here? distillates are tight, or is that stupid",
             ("question whether to buy", "not_hard")),
            (HEAD, f"last winter we lifted 200 {hj['short']} at 0.95 and it went to 2.40 in January. good times, won't happen twice",
             ("last winter's trade told as history", "not_hard")),
            ("broker", f"[IB chat relay] broker offering 100 {zf['short']} at {self.px(zf, 2)}, bid 50 at {self.px(zf, -3)}. any interest?",
             ("broker axe relayed, desk does not act", "not_hard")),
            ("henrik", f"broker offering 100 {zf['short']} at {self.px(zf, 2)} again, I pass, not our level",
             ("trader relays broker offer and passes", "not_hard")),
            ("paper", f"TRAINING acct TRN-04 (paper) | FILLED BUY 10 {cl['sym']} @ {self.px(cl, -5)} | not a live order",
             ("paper trade fill in training account", "not_hard")),
            ("stefan", f"in the training account I sold 5 {I['GC']['sym']} at {self.px(I['GC'], 30)}, stop {self.px(I['GC'], 150)} lol. practising the OCO",
             ("junior's training-account trade", "not_hard")),
            ("lena", f"GS note this morning: \"Brent to $62 in 2027, sell rallies above $75\". they said the same last year",
             ("quoted analyst forecast", "not_hard")),
            ("pieter", f"fyi the power desk bought 25 MW Cal-27 German base at {fp(r.uniform(84, 90), 2)}, in case you see the hedge in the gas",
             ("another desk's trade posted in this channel", "not_hard")),
            ("lena", f"backtest crack mean-reversion 2015-2025: entry at z<-1.5, stop 3.0 $/bbl, PF 1.4, max DD 11%. not great not terrible",
             ("backtest result with entry/stop words", "not_hard")),
            ("stefan", f"a stop at {self.px(cl, -120)} would be sensible for the {cl['sym']}, no?",
             ("stop suggestion phrased as a question (no decision)", "not_hard")),
            ("henrik", "someone should look at copper again, it is doing strange things vs gold",
             ("'someone should look at X'", "not_hard")),
            ("maarten", f"what if we bought the {hj['short']} here at {self.px(hj, -8)}? just asking, not a proposal",
             ("'what if we bought' hypothetical", "not_hard")),
            ("stefan", "we should send the roll soon, no? before the settle gets crowded",
             ("'we should send it soon' (no confirmation)", "not_hard")),
            ("risk", f"risk-engine | intraday check complete\nbook: {F['book']}\nresult: all limits ok\nbreaches: 0\nnext_run: +15m",
             ("risk bot 'all limits ok' check", "not_hard")),
            ("henrik", (f"Some thoughts on the {I['CRK']['sym']}: historically when RBOB stocks are this low in October the crack goes up another 2-3 $ "
                        f"before it collapses in December. In 2022 we bought it at 30 and sold at 38, in 2023 the stop at 21 got hit. "
                        f"Long side has better asymmetry than short, but the entry is not there yet, and I would want the storage data first. "
                        f"Support at {self.px(I['CRK'], -80)}, resistance at {self.px(I['CRK'], 90)}."),
             ("long analysis with trading words, no decision", "not_hard")),
        ]
        for who, text, idiom in nm:
            t = self.curve(7, 19)
            self.add(t, who, text, cat="near", idiom=idiom)

    # ------------------------------------------------------------------ thread
    def thread(self):
        r = self.rng
        F = self.focus
        I = self.I
        ok = F["opt"]
        ins = I[ok]
        t0 = self.curve(9, 13)
        if ok == "CL":
            m2 = I["_m2"]
            strike = fp(round(ins["px"] + 4), 0)
            osym = f"LO {m2['c']}{m2['y']} C{strike}"
            prem = fp(r.uniform(0.85, 1.40), 2)
            topic = f"{m2['abbr']} WTI calls"
            trader = "henrik"
        elif ok == "NG":
            m1 = I["_m1"]
            strike = fp(round((ins["px"] + 0.35) * 4) / 4, 2)
            osym = f"ON {m1['c']}{m1['y']} C{strike}"
            prem = fp(r.uniform(0.060, 0.140), 3)
            topic = f"{m1['abbr']} NG calls"
            trader = "maarten"
        else:
            gm = I["_gm"]
            strike = str(int(round(ins["px"] / 50) * 50 + 100))
            osym = f"OG {gm['c']}{gm['y']} C{strike}"
            prem = fp(r.uniform(22, 45), 1)
            topic = f"{gm['abbr']} gold calls"
            trader = "lena"
        lots = r.choice([25, 40, 50, 75, 100])
        starter = self.add(t0, trader, f"opening a thread for the {topic} idea 🧵", cat="chat")
        th = dict(parent=self.ch_id, starter=starter, t=starter["t"] + 1)
        self.threads.append(th)
        t = starter["t"] + 1000
        seq = []

        def tadd(dt_lo, dt_hi, who, text, **kw):
            nonlocal t
            t = self.clamp(t + r.randint(dt_lo * 1000, dt_hi * 1000))
            m = self.add(t, who, text, thread=th, **kw)
            seq.append(m)
            return m

        tadd(20, 90, trader, (f"Idea: the upside in {ins['sym']} is cheap, implied vol {r.randint(28, 55)}% vs realised {r.randint(25, 50)}%. "
                              f"Skew in calls flat. If the weather or a supply headline comes, the futures gap and we are short gamma on the book. "
                              f"A call position covers it and costs little."), cat="chat")
        tadd(60, 400, "stefan", "how much theta per day is that?", cat="chat")
        tadd(30, 200, trader, f"for {lots} lots around {fp(float(prem) * lots * (1000 if ok == 'CL' else (10000 if ok == 'NG' else 100)) / 30 / 1000, 1)}k a day at the start, less later", cat="chat")
        tadd(60, 300, "sanne", "what if we sold the next strike against, as a call spread? just a thought", cat="near",
             idiom=("hypothetical call-spread idea in a thread", "not_hard"))
        tadd(60, 300, trader, "no, then the gap cover is gone. the whole point is the tail", cat="chat")
        prop = tadd(60, 400, trader, f"[PROP] buy {lots} {osym} at {prem}, max premium {fp(float(prem) * 1.05, len(prem.split('.')[1]))}, no stop, it is a hedge",
                    cat="hard", hard=self.hard("trade_proposal", ["buy", str(lots), osym, prem], "tagged"),
                    idiom=("option-on-futures proposal in a thread", "trade_proposal"))
        appr = tadd(120, 900, HEAD, "ok go", ref=prop, cat="hard", hard=self.hard("trade_approval", ["ok", "go"], "reply"))
        self.react(prop, HEAD, "📌", appr["t"] + 5000)
        tk = self.ticket()
        tadd(60, 300, "stefan", "👀", cat="noise")
        f = tadd(120, 1500, "bridge", "", embeds=self.bridge_embed("Fill · complete", osym, "Buy", lots, prem, ins["exch"], tk, status="FILLED",
                                                                    extra=[("Type", "option on future · limit")]),
                 cat="hard", hard=self.hard("trade_fill", [osym, "Buy", str(lots), prem], "embed"))
        tadd(20, 120, trader, "delta is small, I do not hedge it", cat="chat")
        tadd(30, 300, "lena", "nice", cat="noise")
        tadd(300, 1800, trader, f"vol up {r.randint(1, 3)} points since we bought, already fine", cat="chat")
        tadd(120, 900, "stefan", "in 2020 the same calls went 10x in a week, remember? Henrik told me", cat="near",
             idiom=("thread war story about an old option trade", "not_hard"))
        tadd(60, 600, HEAD, "closing the thread topic, keep it in the main channel from now", cat="chat")

    # ------------------------------------------------------------------ removals (bulk delete etc.)
    def removals(self):
        r = self.rng
        # ETL duplicate burst, bulk deleted
        t = self.curve(6, 9)
        run = r.randint(100000, 999999)
        burst = []
        for i in range(4):
            m = self.add(t + i * 700, "etl", f"[etl] job=curve_load_nymex_ice run={run}-dup{i} rows=0 status=RETRY (duplicate trigger)", cat="noise")
            m["removed_snip"] = f"run={run}-dup{i}"
            burst.append(m)
        self.ops.append(dict(op="bulk_delete", t=self.later(t, 60, 300), msgs=burst))
        for m in burst:
            m["deleted"] = "bulk"
        # a chatter message deleted (typo/rant)
        m = self.add(self.curve(10, 16), "stefan", "whoever set the curve tool default to EUR/bbl, I will find you 😤", cat="chat")
        self.delete(m, self.later(m["t"], 30, 300), "I will find you 😤")
        # a chatter forgotten (personal data)
        m = self.add(self.curve(8, 15), "ilse", f"the surveyor's private number is +31 6 {r.randint(1000, 9999)} {r.randint(1000, 9999)}, call him directly if the barge is late", cat="chat")
        self.forget(m, self.later(m["t"], 600, 3600), "surveyor's private number")


# --------------------------------------------------------------------------- assembly

IDIOM_PRIORITY = [
    "ja go as approval reply",
    "'nope'/'nee' reply rejecting a proposal",
    "embed-only ETRM/OMS order ticket WORKING",
    "embed-only fill from ETRM bridge",
    "'lifted 20 Z/F at -0.42' human fill slang",
    "'offer 50 NG X at 3.215 working' order-working slang",
    "YAML-ish risk engine block resizing an order",
    "risk engine YAML-ish BREACH block",
    "risk engine BLOCKED order block",
    "underlying headline for held future (e.g. Cushing for CL)",
    "stop moved twice by editing the same message",
    "proposal buried in the middle of a long midday report",
    "'we are out of the crack' closing fill in prose",
    "desk-agent key=value route line",
    "desk-agent no_route line for an unrelated headline",
    "desk head flips view with close instruction",
    "'if OPEC cuts we'd buy Brent' hypothetical",
    "broker axe relayed, desk does not act",
    "paper trade fill in training account",
    "last winter's trade told as history",
    "quoted analyst forecast",
    "risk bot 'all limits ok' check",
    "desk-agent key=value proposal line",
    "'not ours ... nothing to route' human reply to a headline",
    "desk head sets a limit in prose",
]


def final_text(m):
    content = m["edits"][-1][1] if m["edits"] else m["content"]
    parts = [content]
    for e in m["embeds"]:
        for key in ("title", "description", "author", "footer"):
            if e.get(key):
                parts.append(e[key])
        for f in e.get("fields", []):
            parts.append(f["name"])
            parts.append(f["value"])
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end_ms = int(end.timestamp() * 1000)
    all_days = []
    for ch in range(channels):
        cid = channel_id(ch)
        for d in range(days):
            day_end = end_ms - (days - 1 - d) * DAY_MS
            day = Day(seed, ch, cid, d, day_end - DAY_MS)
            day.build()
            all_days.append(day)

    # ---- id allocation (creation time order), threads included
    reqs = []
    for day in all_days:
        for th in day.threads:
            reqs.append((th["t"], day.ch, 0, th))
        for m in day.msgs:
            reqs.append((m["t"], day.ch, 1, m))
    reqs.sort(key=lambda x: (x[0], x[1], x[2], x[3].get("seqn", 0)))
    seqs = {}
    for t, ch, kind, obj in reqs:
        worker = ch % 32
        k = (t, worker)
        s = seqs.get(k, (ch // 32) * 4096)
        seqs[k] = s + 1
        obj["id"] = str(snowflake(t, worker, s))

    # ---- events
    events = []  # (t, order, dict)
    order = 0
    for day in all_days:
        for m in day.msgs:
            th = m["thread"]
            cid = th["id"] if th else day.ch_id
            msg = {"id": m["id"], "author_id": CAST[m["who"]]["id"], "author_name": CAST[m["who"]]["name"],
                   "author_bot": CAST[m["who"]]["bot"], "created_at": iso(m["t"]), "content": m["content"],
                   "attachments": m["attachments"], "embeds": m["embeds"],
                   "reference_id": m["ref"]["id"] if m["ref"] else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if th:
                ev["parent_channel_id"] = th["parent"]
            ev["message"] = msg
            m["channel"] = cid
            events.append((m["t"], 0, order, ev)); order += 1
            for te, content in m["edits"]:
                events.append((te, 1, order, {"op": "edit", "guild_id": GUILD_ID, "channel_id": cid, "message_id": m["id"],
                                              "edited_at": iso(te), "content": content})); order += 1
            if isinstance(m["deleted"], int):
                events.append((m["deleted"], 2, order, {"op": "delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                        "message_id": m["id"], "deleted_at": iso(m["deleted"])})); order += 1
            if m["forgotten"]:
                events.append((m["forgotten"], 2, order, {"op": "forget", "guild_id": GUILD_ID, "channel_id": cid,
                                                          "message_id": m["id"], "requested_by": CAST["karin"]["id"],
                                                          "at": iso(m["forgotten"])})); order += 1
        for op in day.ops:
            if op["op"] == "bulk_delete":
                ms = op["msgs"]
                cid = ms[0].get("channel", day.ch_id)
                events.append((op["t"], 2, order, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid,
                                                   "message_ids": [x["id"] for x in ms], "deleted_at": iso(op["t"])})); order += 1
            elif op["op"] == "pin":
                m = op["msg"]
                events.append((op["t"], 1, order, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m["channel"],
                                                   "message_id": m["id"], "by": CAST[op["who"]]["id"], "at": iso(op["t"])})); order += 1
            elif op["op"] == "reaction_add":
                m = op["msg"]
                events.append((op["t"], 1, order, {"op": "reaction_add", "guild_id": GUILD_ID, "channel_id": m["channel"],
                                                   "message_id": m["id"], "emoji": op["emoji"], "user_id": CAST[op["who"]]["id"],
                                                   "at": iso(op["t"])})); order += 1
    events.sort(key=lambda x: (x[0], x[1], x[2]))

    # ---- labels
    hard_events, superseded, removed, noise, near, cand = [], [], [], [], [], []
    seen_idioms = set()
    for day in all_days:
        for m in sorted(day.msgs, key=lambda x: x["t"]):
            if m["forgotten"]:
                state = "forgotten"
            elif m["deleted"]:
                state = "deleted"
            elif m["edits"]:
                state = "edited"
            else:
                state = "live"
            if m["removed_snip"]:
                removed.append(m["removed_snip"])
            if m["hard"]:
                h = m["hard"]
                hard_events.append({"channel_id": m["channel"], "message_id": m["id"], "event_type": h["type"],
                                    "facts": h["facts"], "phrasing": h["phrasing"], "final_state": state})
                for old in m["superseded"]:
                    superseded.append([m["channel"], m["id"], old])
            elif m["cat"] == "noise":
                noise.append(m["id"])
            elif m["cat"] == "near":
                near.append(m["id"])
            if m["idiom"] and m["idiom"][0] and m["idiom"][0] not in seen_idioms \
                    and not m["deleted"] and not m["forgotten"]:
                seen_idioms.add(m["idiom"][0])
                cand.append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
    rank = {name: i for i, name in enumerate(IDIOM_PRIORITY)}
    cand.sort(key=lambda row: rank.get(row["idiom"], len(rank)))
    idioms = cand[:20]
    labels = {"desk": DESK, "hard_events": hard_events, "superseded_facts": superseded, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


# --------------------------------------------------------------------------- self-check


def self_check(events, labels, verbose=True):
    """Reload-style checks on plain dicts. Returns (ok, stats lines)."""
    problems = []
    creates = {}
    final = {}
    deleted = set()
    last_id_by_ch = {}
    last_t = None
    ch_day = {}
    for i, ev in enumerate(events):
        for f in ("op", "guild_id", "channel_id"):
            if f not in ev:
                problems.append(f"line {i + 1}: missing {f}")
        op = ev["op"]
        if op == "create":
            m = ev["message"]
            mid = int(m["id"])
            ms = (mid >> 22) + EPOCH
            ca = datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
            if abs(int(ca.timestamp() * 1000) - ms) > 1:
                problems.append(f"id/created_at mismatch {m['id']}")
            ch = ev["channel_id"]
            if ch in last_id_by_ch and mid <= last_id_by_ch[ch]:
                problems.append(f"ids not increasing in {ch} at {m['id']}")
            last_id_by_ch[ch] = mid
            if m["id"] in creates:
                problems.append(f"duplicate id {m['id']}")
            if m["reference_id"] and m["reference_id"] not in creates:
                problems.append(f"reference to unknown/later message {m['reference_id']}")
            creates[m["id"]] = ev
            parts = [m["content"]]
            for e in m.get("embeds", []):
                for key in ("title", "description", "author", "footer"):
                    if e.get(key):
                        parts.append(e[key])
                for f in e.get("fields", []):
                    parts += [f["name"], f["value"]]
            final[m["id"]] = parts
            day = m["created_at"][:10]
            key = (ev.get("parent_channel_id") or ch, day)
            st = ch_day.setdefault(key, {"msgs": 0, "bytes": 0, "ids": set()})
            st["msgs"] += 1
            st["bytes"] += len("\n".join(parts).encode("utf-8"))
            st["ids"].add(m["id"])
        elif op == "edit":
            if ev["message_id"] not in creates:
                problems.append(f"edit before create {ev['message_id']}")
            else:
                final[ev["message_id"]][0] = ev["content"]
        elif op in ("delete", "forget"):
            deleted.add(ev["message_id"])
        elif op == "bulk_delete":
            deleted.update(ev["message_ids"])
        t = ev.get("message", {}).get("created_at") or ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
        if last_t and t < last_t:
            problems.append(f"events out of time order at line {i + 1}")
        last_t = t
    live_text = "\n".join("\n".join(p) for mid, p in final.items() if mid not in deleted)
    for h in labels["hard_events"]:
        mid = h["message_id"]
        if mid not in final:
            problems.append(f"hard label to unknown id {mid}")
            continue
        txt = "\n".join(final[mid])
        if not 2 <= len(h["facts"]) <= 5:
            problems.append(f"{mid}: {len(h['facts'])} facts")
        for f in h["facts"]:
            if f not in txt:
                problems.append(f"{mid}: fact {f!r} not in final text {txt[:120]!r}")
        if h["final_state"] in ("deleted", "forgotten") and mid not in deleted:
            problems.append(f"{mid}: labelled {h['final_state']} but not removed")
        if h["final_state"] in ("live", "edited") and mid in deleted:
            problems.append(f"{mid}: removed but labelled {h['final_state']}")
    for ch, mid, old in labels["superseded_facts"]:
        if old in "\n".join(final[mid]):
            problems.append(f"{mid}: superseded {old!r} still in final text")
    for snip in labels["removed_texts"]:
        if snip in live_text:
            problems.append(f"removed snippet still live: {snip!r}")
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in final:
                problems.append(f"{lst}: unknown id {mid}")
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        problems.append("hard/noise/near overlap")
    for row in labels["idioms"]:
        if row["message_id"] not in final:
            problems.append(f"idiom unknown id {row['message_id']}")
    if not 10 <= len(labels["idioms"]) <= 20:
        problems.append(f"{len(labels['idioms'])} idioms")
    # per channel-day stats
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    lines = []
    for (ch, day), st in sorted(ch_day.items()):
        ids = st["ids"]
        n = st["msgs"]
        kb = st["bytes"] / 1000
        nz = len(ids & noise)
        hd = len(ids & hard_ids)
        nm = len(ids & near)
        lines.append(f"channel {ch} {day}: messages={n} content={kb:.1f}KB noise={nz} ({100 * nz / n:.0f}%) "
                     f"hard={hd} near_miss={nm}")
        if not 180 <= n <= 320:
            problems.append(f"{ch} {day}: {n} messages out of range")
        if not 70 <= kb <= 120:
            problems.append(f"{ch} {day}: {kb:.1f}KB out of range")
        if not 25 <= 100 * nz / n <= 40:
            problems.append(f"{ch} {day}: noise {100 * nz / n:.0f}% out of range")
        if not 25 <= hd <= 45:
            problems.append(f"{ch} {day}: {hd} hard events out of range")
    types = {}
    for h in labels["hard_events"]:
        types[h["event_type"]] = types.get(h["event_type"], 0) + 1
    lines.append("hard by type: " + ", ".join(f"{k}={v}" for k, v in sorted(types.items())))
    states = {}
    for h in labels["hard_events"]:
        states[h["final_state"]] = states.get(h["final_state"], 0) + 1
    lines.append("final states: " + ", ".join(f"{k}={v}" for k, v in sorted(states.items())))
    lines.append(f"events={len(events)} superseded={len(labels['superseded_facts'])} removed={len(labels['removed_texts'])} "
                 f"idioms={len(labels['idioms'])}")
    return (not problems), lines, problems


def main(argv=None):
    ap = argparse.ArgumentParser(description="energy_futures desk capture generator")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (UTC if no offset)")
    a = ap.parse_args(argv)
    end = None
    if a.end:
        end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))
        if end.tzinfo is None:
            end = end.replace(tzinfo=UTC)
    res = generate(seed=a.seed, end=end, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as fh:
        for ev in res["events"]:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as fh:
        json.dump(res["labels"], fh, ensure_ascii=False, indent=1)
    # reload from disk and check
    with open(a.out, encoding="utf-8") as fh:
        events = [json.loads(line) for line in fh]
    with open(a.labels, encoding="utf-8") as fh:
        labels = json.load(fh)
    ok, lines, problems = self_check(events, labels)
    for ln in lines:
        print(ln)
    for p in problems[:40]:
        print("PROBLEM:", p, file=sys.stderr)
    print("self-check:", "OK" if ok else f"FAILED ({len(problems)} problems)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
