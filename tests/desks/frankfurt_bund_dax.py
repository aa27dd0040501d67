"""Desk generator: frankfurt_bund_dax.

A Frankfurt futures desk (Eurex Bund/Bobl/Schatz/Buxl, FDAX/FESX/FDXM, Bund options,
German cash equities SAP/Siemens/Allianz). Mostly German chat, a T7 gateway bot (XML-ish
and pipe lines), a German key=value risk engine, a news bot with embeds, a research agent
writing long German-English notes, a broker-chat relay (other banks' trades) and the
usual operational noise.

Standard library only. Output is a pure function of the arguments.

    python -m tests.desks.frankfurt_bund_dax --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO] [--check]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "frankfurt_bund_dax"
UTC = timezone.utc
DISCORD_EPOCH = 1420070400000
# Friday 04.12.2026, 24:00 Frankfurt time (CET = UTC+1)
DEFAULT_END = datetime(2026, 12, 4, 23, 0, 0, tzinfo=UTC)
GUILD_ID = "1187425093386829824"


# --------------------------------------------------------------------------- ids

def snowflake(unix_ms: int, worker: int, seq: int) -> int:
    return ((unix_ms - DISCORD_EPOCH) << 22) | ((worker & 0x1F) << 17) | (seq & 0x1FFFF)


def channel_id(idx: int) -> str:
    ms = 1707480000000 + idx * 86413777 + (idx * idx) * 7919
    return str(snowflake(ms, (7 + 3 * idx) % 32, (idx * 4099 + 611) % 131072))


def _user_id(key: str) -> str:
    h = int(hashlib.sha256(("fra-desk:" + key).encode()).hexdigest(), 16)
    ms = 1514764800000 + h % (1704067200000 - 1514764800000)
    return str(snowflake(ms, (h >> 64) % 32, (h >> 80) % 131072))


AUTHORS = {
    "katrin": ("Katrin Weber", False),        # Head Trader, approves
    "jonas": ("Jonas Hoffmann", False),       # Zinsen / Rates
    "lena": ("Lena Schmitt", False),          # Index-Futures
    "mehmet": ("Mehmet Yıldız", False),       # Aktien Kasse
    "tobias": ("Tobias Brandt", False),       # Junior / Ops
    "sabine": ("Sabine Krüger", False),       # Risikomanagement
    "vogel": ("A. Vogel (Compliance)", False),
    "t7": ("T7-Gateway", True),
    "t7adapter": ("t7-adapter", True),
    "risk": ("Risiko-Engine", True),
    "news": ("Newsticker", True),
    "research": ("Makro-Research", True),
    "exec": ("Execution-Agent", True),
    "broker": ("Broker-Chat", True),
    "cron": ("cron", True),
    "ci": ("CI/Deploy", True),
    "pnl": ("PnL-Bot", True),
    "alarm": ("Kursalarm", True),
}
USER_IDS = {k: _user_id(k) for k in AUTHORS}


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


# ------------------------------------------------------------------- formatting

def de(x: float, nd: int = 2) -> str:
    s = f"{x:,.{nd}f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def pct(x: float, nd: int = 1) -> str:
    return de(x, nd)


OID_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


# --------------------------------------------------------------------- market

def market(seed: int, start: datetime) -> dict:
    r = random.Random(f"{seed}:mkt:{start.date().isoformat()}")
    m = {
        "bund": round(r.uniform(130.70, 131.90), 2),
        "bobl": round(r.uniform(117.40, 118.20), 2),
        "schatz": round(r.uniform(106.80, 107.05) * 200) / 200,
        "buxl": round(r.uniform(121.6, 123.4) * 50) / 50,
        "dax": float(int(r.uniform(24050, 24650))),
        "estx": float(int(r.uniform(5560, 5720))),
        "sap": round(r.uniform(236.0, 248.0) * 20) / 20,
        "sie": round(r.uniform(212.0, 224.0) * 20) / 20,
        "alv": round(r.uniform(364.0, 378.0) * 10) / 10,
        "cal": round(r.uniform(0.33, 0.46), 2),
        "y10": round(r.uniform(2.58, 2.79), 2),
        "y2": round(r.uniform(1.88, 2.06), 2),
        "y30": round(r.uniform(3.05, 3.28), 2),
        "btp": r.randint(86, 104),
        "oat": r.randint(70, 86),
        "ifo": round(r.uniform(86.5, 89.5), 1),
        "eurusd": round(r.uniform(1.118, 1.152), 4),
        "hicp": round(r.uniform(1.9, 2.4), 1),
        "core": round(r.uniform(2.2, 2.7), 1),
        "vdax": round(r.uniform(14.5, 19.5), 1),
        "iv": round(r.uniform(4.6, 6.2), 1),
        "rv": round(r.uniform(3.9, 5.6), 1),
        "estr": round(r.uniform(1.90, 1.94), 3),
        "gc": round(r.uniform(1.84, 1.92), 2),
        "ust": round(r.uniform(4.05, 4.35), 2),
    }
    m["s2s10"] = int(round((m["y10"] - m["y2"]) * 100))
    return m


# ------------------------------------------------------------- research text

RESEARCH_PARAS = [
    "**Makro-Lage Eurozone / macro backdrop.** Die Daten seit dem letzten Update waren gemischt: der HICP-Flash lag bei {hicp} % y/y, die Kernrate bleibt mit {core} % sticky. Der Markt preist bis Mitte 2027 noch rund {cut_bp} bp an Senkungen ein, was uns angesichts der Lohnabschlüsse (Metall/Elektro +{wage} %) etwas zu dovish vorkommt. Historically, the ECB has rarely delivered into a re-accelerating services print, and the last press conference did little to push back on pricing. 10y Bund bei {y10} %, 2y bei {y2} % – die 2s10s-Kurve steht bei {s2s10} bp.",
    "**Bund-Future Technik.** FGBL H7 handelt bei {bund}, knapp unter dem 50-Tage-Schnitt ({ma50}). Open Interest im März-Kontrakt steigt schnell, der Roll ist zu etwa {roll_pct} % durch. Support sehen wir bei {sup}, Widerstand bei {res}. A clean break below {sup} would open the way towards {sup2}, but volumes on down days have been thin – das spricht eher für eine Range als für einen Trend. Wer hier short geht, braucht einen weiten Stopp; wer long ist, sollte die Auktionstage im Blick behalten.",
    "**Basis & CTD.** Der CTD für FGBL H7 bleibt die 2,50 % Bund 02/2036; die Netto-Basis liegt bei {basis} Ticks, implied Repo {irepo} % vs. GC {gc} %. Das ist nicht aggressiv genug für einen Basis-Trade, and the delivery option is worth little with yields this far below the 6 % notional coupon. Auffällig: die Buxl-Basis hat sich seit der letzten Aufstockung um {bx} Ticks eingeengt, der Bobl-CTD-Switch ist dagegen kein Thema mehr.",
    "**Angebot / supply.** Die Finanzagentur bringt nächste Woche {supply} Mrd EUR über Schatz, Bobl und eine Aufstockung der 30-jährigen. Net supply after redemptions and ECB QT is roughly {net} Mrd – the highest December figure in years. Die Bundesbank-Bestände schrumpfen weiter, was eher das lange Ende als das kurze trifft. Swap Spreads (10y) bei {swsp} bp, leicht enger; Asset-Swap-Investoren bleiben an der Seitenlinie, bis das Angebot verdaut ist.",
    "**Aktien / DAX.** Der DAX hat den Euro Stoxx 50 YTD um {outp} Prozentpunkte geschlagen, getrieben von wenigen Schwergewichten. Breadth ist schwach: nur {breadth} % der DAX-Werte notieren über ihrem 200-Tage-Schnitt. Die Positionierung in FDAX ist laut Eurex-Statistik eher long, die Put/Call-Ratio im ODAX liegt bei {pcr}. Ein Rücksetzer bis {dax_sup} wäre technisch gesund und kein Trendbruch; only a weekly close below {dax_sup2} would change the picture.",
    "**Spreads Peripherie.** BTP-Bund bei {btp} bp, OAT-Bund bei {oat} bp. Die französische Haushaltsdebatte bleibt das Tail-Risk für den Jahreswechsel; a downgrade by one of the big three agencies is not in the price, in our view. Für den Bund-Future bedeutet Stress in Paris eher Safe-Haven-Bid, was Long-Duration-Positionen gegen Equity-Drawdowns tendenziell absichert. Spanien und Portugal handeln inzwischen enger als Frankreich – a regime nobody would have priced two years ago.",
    "**US-Spillover.** Treasuries haben nach den Payrolls um {ust_move} bp gedreht; die 20-Tage-Korrelation 10y UST/Bund liegt bei {corr}. Fallen die US-Daten heute Nachmittag (ISM Services, JOLTS) stark aus, dürfte das den Bund belasten – however, the beta has come down materially since the summer. EUR/USD bei {eurusd}, 10y UST bei {ust} %. Der Transatlantik-Spread ist damit so eng wie zuletzt im Frühjahr.",
    "**Vola.** Die implizite Vola der OGBL-Optionen (ATM, März) steht bei {iv} %, realized 20d bei {rv} %. Der Skew ist leicht zugunsten der Calls – der Markt zahlt für Rally-Schutz vor der EZB. VDAX-NEW bei {vdax}. In past cycles a vol spread this wide mean-reverted within two to three weeks, aber das ist für sich genommen kein Signal, und die Jahresend-Liquidität verzerrt die Preise.",
    "**Konjunktur Deutschland.** Das Ifo-Geschäftsklima steht bei {ifo}, die Erwartungen bei {ifo_e}. Die Auftragseingänge der Industrie lagen im Oktober bei {orders} % m/m, der Bau bleibt schwach, die Dienstleister stabil. Die Bundesbank rechnet im Monatsbericht mit Stagnation im vierten Quartal. The fiscal impulse from the infrastructure fund is real but back-loaded – die Effekte sehen wir eher ab Mitte 2027, nicht im laufenden Winterhalbjahr.",
    "**Notenbank-Sprech.** Nagel klang in Frankfurt zuletzt vorsichtig hawkish (\"keine Eile\"), Schnabel betonte die Risiken aus den Lohnabschlüssen, Lane bleibt datenabhängig. Die Sitzung am 17. Dezember ist live, unser Base Case bleibt aber ein Hold bei {depo} % Einlagensatz. Market pricing for December stands at roughly {dec_prob} % for a cut, which leaves room for disappointment on both sides.",
    "**Flows.** Real Money war diese Woche Netto-Käufer am langen Ende (Pensionskassen, Jahresend-Rebalancing), Fast Money eher short im Bobl. Im Broker-Chat sehen wir auffällig viel Interesse an Schatz-Bobl-Steepenern und an Buxl-Blocks über Mittag. Corporates halten sich vor den Feiertagen mit Emissionen zurück – nothing unusual for December, but it removes a source of swap-paying flow.",
    "**Szenarien EZB (Dezember).**\n- Hold + hawkish: Bund −{s1} Ticks, DAX −{s1d} %\n- Hold + dovish guidance: Bund +{s2} Ticks, DAX +{s2d} %\n- Cut 25 bp: Bund +{s3} Ticks, Kurve steiler, DAX +{s3d} %\nWahrscheinlichkeiten aus unserer Sicht: 45 / 40 / 15. These are illustrative moves based on the last six meetings, not forecasts, und sie berücksichtigen keine Überraschung bei der Bilanzpolitik.",
    "**Backtest-Notiz.** Wir haben die Regel \"Kauf FGBL zur Eröffnung am EZB-Tag, Verkauf zum Close\" für 2015 bis 2025 getestet: Trefferquote {hit} %, durchschnittlich {bt_pnl} Ticks pro Trade vor Kosten, maximaler Drawdown {dd} Ticks. Out-of-sample (2023–2025) ist das Ergebnis deutlich schwächer, die simulierten Fills lagen im Schnitt 0,6 Ticks schlechter als Mid. Fazit: kein robuster Edge, nur Anschauungsmaterial.",
    "**Sektoren.** Versicherer profitieren von der steileren Kurve; Rückversicherer reagieren typischerweise mit ein bis zwei Quartalen Verzögerung auf höhere Wiederanlagerenditen. Software-Werte leiden relativ, wenn die Realzinsen steigen – the equity duration of growth names is easy to underestimate. Industriewerte mit hohem Auftragsbestand sind dagegen gut abgesichert, solange die Margen halten und der Euro nicht deutlich über 1,16 steigt.",
    "**Kalender.** Mo: Sentix, Di: ZEW, Mi: HICP final, Do: EZB (14:15 MEZ Entscheidung, 14:45 PK), Fr: Ifo und am 18.12. der große Verfall. Die Liquidität im FDAX wird ab Mittwoch dünner, der Roll in den März-Kontrakt läuft ebenfalls ab Mittwoch an. Für die Bund-Futures ist der letzte Handelstag des Dezember-Kontrakts der 8.12., Lieferung am 10.12.",
    "**TL;DR (EN).** Range-bound Bunds, curve steepening bias intact, equities extended but not stretched. Key risks: French fiscal headlines, a hawkish ECB surprise and a disorderly year-end funding market (watch the €STR–repo basis). Nothing in this week's data argues strongly in either direction on its own; the next real catalyst is the ECB meeting and the staff projections that come with it.",
    "**Funding & Jahresende.** €STR bei {estr} %, GC-Repo mit Bund-Collateral bei {gc} %. Über den Jahreswechsel erwarten wir die übliche Verknappung bei Bund-Specials; die 10-jährige on-the-run handelt bereits {special} bp special. Für Futures-Shorts über den Jahreswechsel kann das teuer werden, if delivery squeezes develop as they did in December 2022 and 2023.",
    "**Rückblick.** Vor genau einem Jahr stand der Bund-Future fast vier Punkte höher, der DAX gut 3.000 Punkte tiefer. Damals hatten viele Häuser zum Jahreswechsel Long-Duration empfohlen und wurden im Januar ausgestoppt; the lesson most desks drew was to size down into year-end rather than to fight the tape. Ob sich das wiederholt, hängt vor allem an der Lohnrunde im öffentlichen Dienst.",
    "**Kurve & Relative Value.** Schatz-Bobl steht bei {sb} bp, Bobl-Bund bei {bb} bp, Bund-Buxl bei {bbx} bp. The 5s30s box versus the US has richened by roughly {box} bp this month. In den Futures bedeutet das: FGBS/FGBM-Spreads handeln nahe am oberen Ende der Dreimonats-Range, ohne dass ein Katalysator für eine Umkehr erkennbar wäre.",
    "**Positionierung.** Laut den wöchentlichen Eurex-Daten haben Asset Manager ihre Netto-Longs im Bund-Future in der Berichtswoche um rund {pos_chg} Tsd. Kontrakte ausgebaut, während Leveraged Funds ihre Shorts im Bobl weiter aufstocken. In the US, CFTC data show a similar split between real money and hedge funds in the 10-year note. Für sich genommen sind solche Extreme selten ein Timing-Signal; in der Vergangenheit haben sie aber die Amplitude von Bewegungen nach Überraschungen deutlich verstärkt, vor allem um Notenbanksitzungen und in dünnen Jahresend-Märkten.",
    "**Kreditmärkte.** iTraxx Main bei {itraxx} bp, Crossover bei {xover} bp – beide nahe an den Jahrestiefs. Primärmarkt-Emissionen von Corporates lagen im November bei rund {corp} Mrd EUR, die Neuemissionsprämien sind praktisch verschwunden. Banken-Senior-Spreads haben sich nach den Q3-Zahlen weiter eingeengt. The risk here is less a fundamental turn than a technical one: once year-end books close, liquidity in cash credit drops sharply and index hedges tend to overshoot. Für Bund-Futures ist das nur indirekt relevant, über die Hedging-Flows der Syndikate.",
    "**FX.** EUR/USD bei {eurusd}, EUR/CHF knapp unter 0,94, EUR/GBP stabil. The SNB remains the wild card for CHF, und ein stärkerer Franken würde vor allem die exportlastigen Schweizer Werte treffen, nicht den DAX. Für unser Buch ist die Dollar-Sensitivität vor allem über die DAX-Gewinne relevant: rund 40 % der Umsätze der DAX-Konzerne werden außerhalb Europas erzielt, ein um 5 % stärkerer Euro kostet nach Faustregel etwa 2 bis 3 % EPS. Die Optionsmärkte preisen für EUR/USD aktuell eine Monatsvola von {fxvol} % ein, ausgesprochen niedrig.",
    "**China & Asien.** Die Einkaufsmanagerindizes aus China lagen knapp über 50, die Kreditvergabe bleibt schwach und die Exportpreise fallen weiter. Für deutsche Industriewerte ist das ein gemischtes Bild: volumes are stabilising, but pricing power in China is gone for most European machinery names. Der Nikkei hat über Nacht {nikkei} % verloren, der Hang Seng {hsi} % gewonnen. JGB-Renditen im 10-jährigen Bereich bei gut 1,6 % – die Spillover-Effekte auf europäische Duration sind seit dem Sommer größer geworden, was man beim Overnight-Risiko im Bund-Future nicht unterschätzen sollte.",
    "**Politik Berlin.** Der Haushaltsausschuss berät in dieser Woche über den Nachtragshaushalt, die Debatte über eine weitere Reform der Schuldenbremse läuft parallel. Für die Finanzagentur bedeutet jede zusätzliche Kreditermächtigung mehr Angebot im ersten Halbjahr 2027, was das lange Ende belastet. Markets have so far treated the German fiscal pivot as a slow-burn story; the term premium in 10y Bunds is still only modestly positive by most model estimates. Eine Überraschung beim Volumen würde vor allem Buxl und Bund-Future treffen, weniger den Schatz.",
    "**Banken & Immobilien.** Die europäischen Banken haben seit Jahresbeginn deutlich outperformt, getragen von Zinsüberschüssen und Kapitalrückgaben. Gewerbeimmobilien bleiben das Sorgenkind: Transaktionsvolumina in Deutschland liegen weiter rund {cre} % unter dem Schnitt von 2019, die Bewertungsabschläge sind noch nicht vollständig verbucht. For the rates market this matters mainly via Pfandbrief spreads, which have widened slightly versus Bunds. Eine systemische Geschichte sehen wir darin nicht, aber eine, die man bei stärkerem Zinsanstieg im Auge behalten muss.",
    "**DAX-Technik.** Der Index hat die Aufwärtstrendlinie seit August bisher nicht verletzt, der Abstand zum 200-Tage-Schnitt beträgt rund {dax_gap} %. Das Momentum (RSI 14) liegt bei {rsi}, also neutral bis leicht überkauft. Wichtige Marken: {dax_sup} als erste Unterstützung, darunter die Novemberlücke. Nach oben ist das Allzeithoch nur noch wenige Prozent entfernt. Chart-technisch spricht wenig gegen eine Fortsetzung, saisonal ist die zweite Dezemberhälfte historisch freundlich, wenn auch mit dünnen Umsätzen und entsprechend größeren Ausschlägen bei Nachrichten.",
    "**Aktienoptionen.** Die ODAX-Vola für Dezember liegt bei {odax} %, März bei {odax2} %. The term structure is upward sloping again after the brief inversion around the US election anniversary. Die Nachfrage nach Dezember-Puts mit Strike rund 5 % unter Spot ist hoch, was wir eher als Absicherung von Jahresgewinnen lesen denn als Richtungswette. Einzelwerte: Versicherer mit auffällig niedriger impliziter Vola, Software mit erhöhter Vola vor den Kundenkonferenzen im Januar, Industrie im Mittelfeld.",
    "**Schatz & Bobl.** Das kurze Ende reagiert derzeit fast ausschließlich auf EZB-Pricing; der Schatz-Future handelt bei {schatz}, der Bobl bei {bobl}. Die implizite Terminrate für die Einlagefazilität Ende 2027 liegt bei {fwd} %. Should the ECB signal a longer pause, the front end has more room to sell off than the long end, was Schatz-Bobl-Steepener attraktiv erscheinen lässt – vorausgesetzt, die Inflationsdaten im Januar bestätigen den Trend. Die Liquidität im Schatz ist gut, im Bobl am Nachmittag dünner.",
    "**Inflation im Detail.** Die Länderdaten (NRW, Bayern, Baden-Württemberg, Hessen) deuten für Deutschland auf eine Jahresrate von rund {hicp} % hin. Dienstleistungen bleiben mit gut 3 % der Treiber, Waren liegen nahe null, Energie negativ. Core goods disinflation looks largely done, which means further progress has to come from services, und dort hängen die Lohnabschlüsse nach. Für das Frühjahr erwarten wir einen Basiseffekt-bedingten Rückgang, danach eine Seitwärtsbewegung. Unser Modell sieht die Kernrate Ende 2027 bei 2,2 bis 2,4 %.",
    "**Methodik & Hinweise.** Alle Levels beziehen sich auf die Schlusskurse des Vortages bzw. die Indikationen um 07:30 MEZ. Szenario-Bewegungen basieren auf historischen Reaktionen und sind keine Prognosen. Renditen sind auf Basis der Benchmark-Anleihen der Finanzagentur berechnet, Spreads gegenüber dem jeweils laufenden zehnjährigen Bund. This note is produced automatically from market data and internal models and reviewed by the desk before distribution; errors and omissions excepted. Quellen: Eurex, Deutsche Börse, Bundesbank, EZB, Bloomberg.",
    "**Repo & Specials.** Die Bund-Specials im Repomarkt haben sich über die letzten zwei Wochen spürbar verschärft, besonders im CTD-Korb des März-Bund-Futures. Die implizite Repo-Rate der Cheapest-to-Deliver liegt damit {irepo_gap} bp unter GC. In such an environment, shorts in the deliverable basket become expensive to carry, und Futures-Shorts über den Liefertermin hinweg tragen ein Squeeze-Risiko. Die Bundesbank hat ihre Wertpapierleihe-Fazilität zuletzt stärker genutzt gesehen, was die Knappheit etwas dämpft, aber nicht beseitigt.",
    "**Lohnrunde & Dienstleistungsinflation.** Die Tarifabschlüsse der letzten Monate liegen im Schnitt bei gut 3,5 % für 2027, mit Einmalzahlungen im Frühjahr. Der Lohntracker der EZB signalisiert eine Abflachung, aber langsamer als im Sommer erwartet. For services inflation to converge to 2 %, wage growth needs to settle closer to 3 % – das ist nach unserer Rechnung frühestens in der zweiten Jahreshälfte 2027 erreicht. Bis dahin bleibt der Rat vorsichtig, und jede positive Überraschung bei den Löhnen verschiebt das Pricing für Zinssenkungen nach hinten. Für den Bund-Future ist das ein Gegenwind am kurzen Ende, weniger am langen.",
    "**Eurex-Mikrostruktur.** Die durchschnittliche Orderbuchtiefe im FGBL (Top-of-Book) liegt diese Woche bei rund {depth} Kontrakten, deutlich unter dem Jahresschnitt. Spreads bleiben meist bei einem Tick, weiten sich aber um die Datenveröffentlichungen kurz auf zwei bis drei Ticks aus. In the FDAX, the share of volume traded in the first 30 minutes after the cash open has risen to about {open_share} %, a sign that more flow is being concentrated into the auction and the early session. Für die Ausführung größerer Orders spricht das für geduldige Algos statt aggressiver Sweeps, besonders im Buxl.",
    "**Unternehmensgewinne.** Die Konsensschätzungen für das EPS-Wachstum im DAX 2027 liegen bei rund {eps} %, nach leichten Abwärtsrevisionen im Oktober und November. Revisions breadth has improved marginally but remains negative outside financials and defence. Die Bewertung (KGV auf Sicht von zwölf Monaten) liegt bei etwa {pe}, damit leicht über dem Zehnjahresschnitt, aber deutlich unter den US-Multiplikatoren. Ein Teil des Bewertungsabschlags ist strukturell – Sektormix, weniger Tech-Gewicht –, ein Teil dürfte sich mit stabileren Zinsen schließen.",
    "**Geldpolitische Bilanz.** Die Überschussliquidität im Eurosystem ist seit Jahresbeginn um rund {liq} Mrd EUR gesunken, getrieben vom Auslaufen der Reinvestitionen. The transition to a demand-driven floor system is progressing, aber die Nutzung der Hauptrefinanzierungsgeschäfte bleibt gering. Für den Repomarkt bedeutet das, dass Jahresend-Effekte ausgeprägter ausfallen können als in den Vorjahren, wenn die Banken ihre Bilanzen für die Stichtage verkürzen. Bund-Collateral bleibt knapp, und Specials können kurzfristig deutlich unter GC fallen.",
    "**Länderrisiko Frankreich.** Die Regierung hat die Haushaltsberatungen erneut vertagt, die Ratingagenturen haben ihre nächsten Termine im Januar und Februar. OAT-Bund bei {oat} bp spiegelt aus unserer Sicht ein moderates Risiko wider; ein Downgrade auf A+ durch eine zweite Agentur würde einige Index-Investoren zu Umschichtungen zwingen. Historically such moves have been absorbed within days, aber die Illiquidität zum Jahresende könnte das diesmal verzögern. Ein Spillover in den Bund über Safe-Haven-Flows wäre die wahrscheinlichste Reaktion.",
    "**Energie & Industrie.** Die Gasspeicher in Deutschland sind zu rund {gas} % gefüllt, der Winter ist bisher mild. Die Strompreise für Industriekunden liegen auf Terminbasis für 2027 etwa ein Drittel unter dem Niveau von 2023, aber immer noch deutlich über dem Vor-Krisen-Niveau. For energy-intensive sectors (chemicals, metals), the margin squeeze is easing only slowly, was die Investitionsneigung bremst. Der Industriestrompreis-Zuschuss der Bundesregierung läuft Ende 2027 aus, eine Verlängerung wird diskutiert.",
    "**Arbeitsmarkt Deutschland.** Die Zahl der Arbeitslosen liegt saisonbereinigt knapp über drei Millionen, die Kurzarbeit hat in der Industrie wieder zugenommen. Employment expectations in the Ifo survey remain below 100, aber der Dienstleistungssektor stellt weiter ein. Für die Lohnentwicklung bedeutet die leichte Abkühlung eine Entspannung erst mit Verzögerung. Aus Sicht der Zinsmärkte ist der Arbeitsmarkt derzeit kein Treiber, solange die Arbeitslosenquote nicht sprunghaft steigt; ein Anstieg über 6,5 % würde das Pricing der EZB klar verschieben.",
    "**Quantitative Signale.** Unser Trendmodell für den Bund-Future steht bei {trend} (Skala −1 bis +1), das Carry-Signal ist leicht positiv, das Value-Signal neutral. Für den DAX-Future liefern Momentum und Saisonalität positive Beiträge, Value und Sentiment negative. These signals are inputs, not decisions – sie fließen in die Diskussion mit dem Desk ein, ersetzen aber nicht die Einschätzung der Händler. Historisch lag die Trefferquote der kombinierten Signale auf Monatssicht bei etwa 55 %, mit großer Streuung zwischen den Regimen.",
    "**Anleihekäufe & Versicherer.** Deutsche Lebensversicherer haben im dritten Quartal netto rund {ins} Mrd EUR an langen Bundesanleihen und Pfandbriefen gekauft, getrieben durch die höheren Garantiezinsen im Neugeschäft. Pension funds in the Netherlands are in the middle of their transition to the new pension contract, was die Nachfrage nach sehr langen Swaps verringert und die 30-jährige Swapkurve steiler macht. Für Buxl-Futures ist der Nettoeffekt schwer abzuschätzen: weniger Hedging-Nachfrage aus den Niederlanden, mehr Cash-Nachfrage aus Deutschland.",
    "**Immobilienfinanzierung & Pfandbriefe.** Die Neuvergabe von Wohnungsbaukrediten ist im Oktober erneut gestiegen, allerdings von sehr niedrigem Niveau. Pfandbrief-Spreads gegenüber Bunds liegen bei rund {pfb} bp im Fünfjahresbereich. Primary supply of covered bonds will pick up sharply in January, wie jedes Jahr. Für die Zinsfutures ist das insofern relevant, als Emittenten ihre Zinsrisiken häufig über Bobl- und Bund-Futures vorab absichern, was in den ersten Januarwochen zusätzlichen Verkaufsdruck im Belly erzeugen kann.",
    "**Rohstoffe & Inflationserwartungen.** Brent bei {brent} USD, TTF-Gas bei {ttf} EUR/MWh – beides deutlich unter Vorjahr. Die 5y5y-Inflationserwartung (EUR) liegt bei {infl} %, stabil. Energy base effects will pull headline inflation lower in Q1, was die Tauben im Rat stärken dürfte. Für Linker ist das kein gutes Umfeld, für nominale Bunds neutral bis leicht positiv.",
]


# --------------------------------------------------------------------------- news

HELD_NEWS = [
    # (key, title, description, facts, footer-src)
    ("SIE", "Siemens hebt Margenziel für Digital Industries an",
     "Die Siemens AG erhöht das mittelfristige Margenziel der Automatisierungssparte um einen Prozentpunkt. Vorstandschef Busch verweist auf einen Auftragsbestand auf Rekordniveau. Die Aktie legt im Xetra-Handel um {x} % zu.",
     ["Siemens", "Margenziel"], "dpa-AFX"),
    ("SAP", "SAP: Cloud-Backlog wächst um {x} % – Vorstand bestätigt Ausblick 2027",
     "Der Walldorfer Softwarekonzern meldet auf dem Capital Markets Day ein stärkeres Wachstum des Current Cloud Backlog als erwartet. Analysten sprechen von einer Beruhigung nach dem schwachen Oktober.",
     ["SAP", "Cloud-Backlog"], "Reuters"),
    ("ALV", "DE0008404001: Allianz kündigt Aktienrückkauf über {x} Mrd EUR an",
     "Der Münchner Versicherer will das Programm bis Ende des zweiten Quartals 2027 abschließen. Die Solvenzquote liege weiter deutlich über dem Zielkorridor, teilte das Unternehmen mit.",
     ["DE0008404001", "Aktienrückkauf"], "Bloomberg"),
    ("FGBL", "Bund-Future fällt unter {lvl} – Rendite zehnjähriger Bundesanleihen bei {y} %",
     "Nach starken US-Arbeitsmarktdaten geraten europäische Staatsanleihen unter Druck. Händler verweisen zudem auf die anstehenden Auktionen der Finanzagentur.",
     ["Bund-Future", "{lvl}"], "dpa-AFX"),
    ("SIE", "SIE.DE: Großauftrag der Deutschen Bahn über {x} Mrd EUR",
     "Siemens Mobility liefert Stellwerkstechnik und Züge für mehrere Korridore. Der Auftrag war am Markt bereits teilweise erwartet worden.",
     ["SIE.DE", "Großauftrag"], "Reuters"),
    ("ALV", "Allianz: Schäden aus Naturkatastrophen im vierten Quartal über Plan",
     "Der Konzern rechnet nach den Unwettern in Südeuropa mit Belastungen oberhalb des Budgets. Das operative Ergebnisziel wird dennoch bestätigt.",
     ["Allianz", "Naturkatastrophen"], "dpa-AFX"),
    ("FGBL", "Eurex erhöht Margin für Euro-Bund-Future (FGBL) ab Montag",
     "Die Terminbörse passt die Sicherheitsleistungen nach der gestiegenen Volatilität an. Betroffen sind auch Bobl- und Buxl-Kontrakte.",
     ["FGBL", "Margin"], "Eurex Rundschreiben"),
    ("SAP", "Walldorfer SAP verliert Großkunden im Handel an US-Konkurrenz",
     "Ein europäischer Einzelhändler migriert sein ERP-System zu einem Wettbewerber. Die Aktie gibt im frühen Handel nach.",
     ["SAP", "Großkunden"], "Handelsblatt"),
]

WATCH_NEWS = [
    ("IFX", "Infineon senkt Umsatzprognose für Automotive-Sparte",
     "Der Halbleiterkonzern verweist auf anhaltenden Lagerabbau bei Autozulieferern. Die Prognose für das Gesamtjahr wird am unteren Ende bestätigt.",
     ["Infineon", "Umsatzprognose"], "Reuters", "Infineon"),
    ("DB1", "Deutsche Börse: Eurex-Handelsvolumen im November +{x} %",
     "Besonders Zinsderivate trugen zum Anstieg bei. Die Börse bestätigt ihre Mittelfristziele.",
     ["Deutsche Börse", "Eurex-Handelsvolumen"], "dpa-AFX", "Deutsche Börse"),
    ("MUV2", "Munich Re bestätigt Gewinnziel trotz Hurrikan-Schäden",
     "Der Rückversicherer rechnet für das Gesamtjahr weiterhin mit einem Gewinn am oberen Ende der Spanne.",
     ["Munich Re", "Gewinnziel"], "Bloomberg", "Munich Re"),
    ("RHM", "Rheinmetall erhält Munitionsauftrag über {x} Mrd EUR",
     "Der Rahmenvertrag läuft über sieben Jahre. Die Aktie springt an die Spitze des DAX.",
     ["Rheinmetall", "Munitionsauftrag"], "dpa-AFX", "Rheinmetall"),
]

OTHER_NEWS = [
    ("BMW", "BMW ruft weltweit {x}.000 Fahrzeuge wegen Airbag-Problem zurück", "Betroffen sind Modelle aus den Baujahren 2023 und 2024.", "dpa-AFX"),
    ("Lufthansa", "Lufthansa: Verdi kündigt Warnstreik an Frankfurter Flughafen an", "Der Ausstand soll am Montag beginnen und 24 Stunden dauern.", "Reuters"),
    ("BASF", "BASF senkt Prognose für Chemiesparte", "Schwache Nachfrage aus der Bauindustrie belastet.", "Handelsblatt"),
    ("Siemens Energy", "Siemens Energy: Windkraft-Tochter Gamesa erreicht Break-even früher", "Die Aktie von Siemens Energy steigt vorbörslich deutlich.", "Reuters"),
    ("Commerzbank", "Commerzbank: UniCredit erhöht Anteil auf {x} %", "Die Bundesregierung lehnt eine Übernahme weiterhin ab.", "Bloomberg"),
    ("Bayer", "Bayer erzielt Teilerfolg im Glyphosat-Verfahren", "Ein US-Berufungsgericht hebt ein Urteil teilweise auf.", "dpa-AFX"),
    ("Ifo", "Ifo-Geschäftsklima steigt im Dezember auf {ifo}", "Die Erwartungen hellen sich auf, die Lagebeurteilung bleibt schwach. Ökonomen hatten mit einem geringeren Anstieg gerechnet.", "Ifo Institut"),
    ("EZB", "EZB-Chefvolkswirt Lane sieht keinen Anlass für schnelle Zinsschritte", "Die Inflation nähere sich nachhaltig dem Ziel, sagte Lane in Dublin.", "Reuters"),
    ("Bundesbank", "Bundesbank-Monatsbericht: Deutsche Wirtschaft stagniert im Schlussquartal", "Die Industrie bleibt schwach, der private Konsum stützt.", "Deutsche Bundesbank"),
    ("EZB", "EZB: Schnabel warnt vor zu schnellen Zinssenkungen", "Die Lohnentwicklung bleibe ein Risiko für die Kerninflation.", "Bloomberg"),
    ("Siemens Healthineers", "Siemens Healthineers verkauft Diagnostik-Geschäft", "Der Käufer ist ein Finanzinvestor; der Kaufpreis liegt bei rund {x} Mrd EUR.", "Handelsblatt"),
    ("US", "US-Arbeitsmarkt: Erstanträge fallen auf {x}.000", "Der Arbeitsmarkt bleibt robust, Treasuries geben nach.", "Reuters"),
    ("Zalando", "Zalando bestätigt Jahresprognose nach starkem Black Friday", "Das Unternehmen meldet Rekordumsätze an einem Tag.", "dpa-AFX"),
    ("Volkswagen", "Volkswagen und IG Metall einigen sich auf Sozialplan", "Der Abbau soll ohne betriebsbedingte Kündigungen erfolgen.", "dpa-AFX"),
]

NEWS_EXT = [
    "Im frühen Handel reagierten die Märkte zunächst verhalten, das Volumen lag unter dem Durchschnitt der vergangenen zwanzig Handelstage.",
    "Marktteilnehmer verwiesen auf die dünne Liquidität vor dem Jahresende, die Kursausschläge in beide Richtungen verstärken könne.",
    "Händler sprachen von einer Nachricht mit begrenzter Tragweite für den Gesamtmarkt, die aber die Stimmung im Sektor prägen dürfte.",
    "Die Reaktion an den Optionsmärkten blieb zunächst verhalten, die impliziten Volatilitäten stiegen nur leicht.",
    "Beobachter erwarten, dass das Thema in den kommenden Tagen weiter an Bedeutung gewinnt, zumal mehrere Termine im Kalender anstehen.",
    "Die Meldung kam kurz nach Handelsbeginn und wurde von mehreren Nachrichtenagenturen übereinstimmend berichtet.",
    "Volkswirte und Strategen ordneten die Nachricht unterschiedlich ein; einige sehen ein Signal für das erste Quartal, andere eher Rauschen.",
    "Im Vergleich zum breiten Markt fiel die Bewegung bislang unauffällig aus, die Umsätze zogen allerdings an.",
]

EQ = {
    "SAP": {"name": "SAP", "ticker": "SAP", "isin": "DE0007164600", "key": "sap", "side": "K"},
    "SIE": {"name": "Siemens", "ticker": "SIE", "isin": "DE0007236101", "key": "sie", "side": "K"},
    "ALV": {"name": "Allianz", "ticker": "ALV", "isin": "DE0008404001", "key": "alv", "side": "V"},
}

APPROVALS = [
    ("ok go", ["ok", "go"]),
    ("👍 send it", ["👍", "send it"]),
    ("passt, go", ["passt", "go"]),
    ("ja, mach", ["ja", "mach"]),
    ("👍 raus damit", ["👍", "raus damit"]),
    ("go 👍", ["go", "👍"]),
    ("Passt so. Freigegeben.", ["Passt", "Freigegeben"]),
    ("ok, ab dafür", ["ok", "ab dafür"]),
]


class Day:
    """One channel-day of the desk."""

    def __init__(self, seed: int, ch: int, start: datetime):
        self.seed, self.ch, self.start = seed, ch, start
        key = f"{seed}:{ch}:{start.date().isoformat()}"
        self.rng = random.Random(key)
        self.m = market(seed, start)
        # small per-channel drift so parallel channels do not print identical levels
        cr = random.Random(f"{seed}:chdrift:{ch}")
        for k, tick in (("bund", 0.01), ("bobl", 0.01), ("dax", 1.0), ("estx", 1.0), ("sap", 0.05), ("sie", 0.05), ("alv", 0.1)):
            self.m[k] = round((self.m[k] + cr.randint(-6, 6) * tick) / tick) * tick
        self.cid = channel_id(ch)
        self.worker = (ch * 5 + 3) % 32
        self.seqn = random.Random(key + ":seq").randrange(1024)
        self.used_ms: set[int] = set()
        self.events: list[tuple[int, int, dict]] = []
        self.n = 0
        self.msgs: dict[str, dict] = {}
        self.order: list[str] = []
        self.hard: list[dict] = []
        self.superseded: list[list[str]] = []
        self.removed: list[str] = []
        self.noise_ids: list[str] = []
        self.near_ids: list[str] = []
        self.idioms: list[dict] = []
        self.state: dict[str, str] = {}
        self.chat_ids: list[str] = []
        self.human_chat: list[str] = []
        self.oids: set[str] = set()
        self.thread_id: str | None = None

    # ------------------------------------------------------------- primitives
    def at(self, hh: int, mm: int, jit: float = 0.0) -> datetime:
        sec = self.rng.uniform(0, jit * 60) if jit else self.rng.uniform(0, 50)
        return self.start + timedelta(hours=hh, minutes=mm, seconds=sec, milliseconds=self.rng.randrange(1000))

    def after(self, ref, lo: float, hi: float) -> datetime:
        base = self.msgs[ref]["when"] if isinstance(ref, str) else ref
        return base + timedelta(seconds=self.rng.uniform(lo, hi), milliseconds=self.rng.randrange(1, 1000))

    def _ms(self, when: datetime) -> int:
        ms = int(when.timestamp() * 1000)
        lo = int(self.start.timestamp() * 1000)
        hi = lo + 86400000 - 5000
        ms = max(lo + 1000, min(ms, hi))
        while ms in self.used_ms:
            ms += 1
        self.used_ms.add(ms)
        return ms

    def _emit(self, ms: int, ev: dict) -> None:
        self.n += 1
        self.events.append((ms, self.n, ev))

    def oid(self, prefix: str = "FRA") -> str:
        while True:
            o = prefix + "".join(self.rng.choice(OID_CHARS) for _ in range(6))
            if o not in self.oids:
                self.oids.add(o)
                return o

    def post(self, when: datetime, who: str, content: str = "", embeds=None, ref=None,
             thread: str | None = None, kind: str = "chat", attachments=None) -> str:
        ms = self._ms(when)
        self.seqn += 1
        mid = str(snowflake(ms, self.worker, self.seqn))
        name, bot = AUTHORS[who]
        msg = {"id": mid, "author_id": USER_IDS[who], "author_name": name, "author_bot": bot,
               "created_at": iso(ms), "content": content, "attachments": attachments or [],
               "embeds": embeds or [], "reference_id": ref}
        chan = thread or self.cid
        ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if thread:
            ev["parent_channel_id"] = self.cid
        ev["message"] = msg
        self._emit(ms, ev)
        self.msgs[mid] = {"when": datetime.fromtimestamp(ms / 1000, tz=UTC), "ms": ms, "content": content,
                          "embeds": embeds or [], "chan": chan, "who": who, "kind": kind}
        self.order.append(mid)
        self.state[mid] = "live"
        if kind == "noise":
            self.noise_ids.append(mid)
        elif kind == "near":
            self.near_ids.append(mid)
        elif kind == "chat":
            self.chat_ids.append(mid)
            if not bot:
                self.human_chat.append(mid)
        return mid

    def edit(self, mid: str, when: datetime, content: str, old_facts=()) -> None:
        if when <= self.msgs[mid]["when"]:
            when = self.after(mid, 30, 90)
        ms = self._ms(when)
        self._emit(ms, {"op": "edit", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["chan"],
                        "message_id": mid, "edited_at": iso(ms), "content": content})
        self.msgs[mid]["content"] = content
        if self.state[mid] == "live":
            self.state[mid] = "edited"
        for f in old_facts:
            self.superseded.append([self.msgs[mid]["chan"], mid, f])

    def delete(self, mid: str, when: datetime, snippet: str) -> None:
        ms = self._ms(when)
        self._emit(ms, {"op": "delete", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["chan"],
                        "message_id": mid, "deleted_at": iso(ms)})
        self.state[mid] = "deleted"
        self.removed.append(snippet)

    def bulk_delete(self, mids: list[str], when: datetime, snippets: list[str]) -> None:
        ms = self._ms(when)
        self._emit(ms, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": self.cid,
                        "message_ids": list(mids), "deleted_at": iso(ms)})
        for mid in mids:
            self.state[mid] = "deleted"
        self.removed.extend(snippets)

    def forget(self, mid: str, when: datetime, snippet: str) -> None:
        ms = self._ms(when)
        self._emit(ms, {"op": "forget", "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["chan"],
                        "message_id": mid, "requested_by": USER_IDS["vogel"], "at": iso(ms)})
        self.state[mid] = "forgotten"
        self.removed.append(snippet)

    def pin(self, mid: str, when: datetime, who: str = "katrin", op: str = "pin") -> None:
        ms = self._ms(when)
        self._emit(ms, {"op": op, "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["chan"],
                        "message_id": mid, "by": USER_IDS[who], "at": iso(ms)})

    def react(self, mid: str, when: datetime, emoji: str, who: str, op: str = "reaction_add") -> None:
        ms = self._ms(when)
        self._emit(ms, {"op": op, "guild_id": GUILD_ID, "channel_id": self.msgs[mid]["chan"],
                        "message_id": mid, "emoji": emoji, "user_id": USER_IDS[who], "at": iso(ms)})

    def label(self, mid: str, etype: str, facts: list[str], phrasing: str) -> None:
        self.hard.append({"channel_id": self.msgs[mid]["chan"], "message_id": mid, "event_type": etype,
                          "facts": list(facts), "phrasing": phrasing})

    def idiom(self, mid: str, name: str, expected: str) -> None:
        self.idioms.append({"message_id": mid, "idiom": name, "expected": expected})

    def hp(self, who: str, when: datetime, content: str, etype: str, facts, phrasing: str, ref=None,
           thread=None, embeds=None, idiom: str | None = None) -> str:
        mid = self.post(when, who, content, embeds=embeds, ref=ref, thread=thread, kind="hard")
        self.label(mid, etype, facts, phrasing)
        if idiom:
            self.idiom(mid, idiom, etype)
        return mid

    def hard_count(self) -> int:
        return len(self.hard)

    def human_time(self) -> datetime:
        weights = [0, 0, 0, 0, 0, 0, 0.3, 1.5, 4, 4.2, 3.6, 3.0, 2.0, 2.4, 3.8, 3.6, 3.0, 2.4, 1.4, 0.9, 0.7, 0.6, 0.4, 0.15]
        h = self.rng.choices(range(24), weights=weights)[0]
        return self.at(h, self.rng.randrange(60), 1)

    # -------------------------------------------------------------- contexts
    def ctx(self) -> dict:
        m, r = self.m, self.rng
        b = m["bund"]
        return {
            "hicp": pct(m["hicp"]), "core": pct(m["core"]), "cut_bp": r.randint(18, 45), "wage": pct(r.uniform(2.8, 4.1)),
            "y10": de(m["y10"]), "y2": de(m["y2"]), "s2s10": m["s2s10"], "bund": de(b), "ma50": de(b + r.uniform(0.05, 0.6)),
            "roll_pct": r.randint(35, 80), "sup": de(b - r.uniform(0.3, 0.6)), "res": de(b + r.uniform(0.3, 0.7)),
            "sup2": de(b - r.uniform(0.8, 1.3)), "basis": de(r.uniform(2, 9), 1), "irepo": de(r.uniform(1.6, 1.95)),
            "gc": de(m["gc"]), "bx": r.randint(3, 12), "supply": r.randint(11, 19), "net": r.randint(5, 11),
            "swsp": de(r.uniform(-8, 4), 1), "outp": de(r.uniform(3, 11), 1), "breadth": r.randint(31, 58),
            "pcr": de(r.uniform(0.7, 1.3)), "dax_sup": de(m["dax"] - r.randint(300, 600), 0),
            "dax_sup2": de(m["dax"] - r.randint(800, 1200), 0), "btp": m["btp"], "oat": m["oat"],
            "ust_move": r.randint(6, 15), "corr": de(r.uniform(0.45, 0.8)), "eurusd": de(m["eurusd"], 4),
            "ust": de(m["ust"]), "iv": de(m["iv"], 1), "rv": de(m["rv"], 1), "vdax": de(m["vdax"], 1),
            "ifo": de(m["ifo"], 1), "ifo_e": de(m["ifo"] + r.uniform(-1.5, 1.5), 1), "orders": de(r.uniform(-2.5, 2.0), 1),
            "depo": de(2.0), "dec_prob": r.randint(15, 45), "s1": r.randint(40, 80), "s1d": de(r.uniform(0.8, 1.8), 1),
            "s2": r.randint(30, 70), "s2d": de(r.uniform(0.5, 1.4), 1), "s3": r.randint(80, 140), "s3d": de(r.uniform(1.0, 2.2), 1),
            "hit": r.randint(48, 58), "bt_pnl": de(r.uniform(0.5, 3.5), 1), "dd": r.randint(60, 140),
            "estr": de(m["estr"], 3), "special": r.randint(8, 25), "sb": r.randint(30, 45), "bb": r.randint(40, 60),
            "bbx": r.randint(45, 70), "box": r.randint(4, 12), "brent": r.randint(62, 78), "ttf": r.randint(28, 42),
            "infl": de(r.uniform(2.0, 2.3)),
            "pos_chg": r.randint(12, 45), "itraxx": r.randint(52, 62), "xover": r.randint(255, 300), "corp": r.randint(18, 34),
            "fxvol": de(r.uniform(5.2, 7.4), 1), "nikkei": de(r.uniform(0.2, 1.6), 1), "hsi": de(r.uniform(0.1, 1.9), 1),
            "cre": r.randint(35, 50), "dax_gap": de(r.uniform(3, 9), 1), "rsi": r.randint(52, 68),
            "odax": de(m["vdax"] - r.uniform(0.5, 1.5), 1), "odax2": de(m["vdax"] + r.uniform(0.2, 1.2), 1),
            "schatz": de(m["schatz"], 3), "bobl": de(m["bobl"]), "fwd": de(r.uniform(1.7, 2.1)), "irepo_gap": r.randint(10, 30),
            "depth": r.randint(60, 140), "open_share": r.randint(18, 30), "eps": de(r.uniform(4, 10), 1), "pe": de(r.uniform(13, 15.5), 1),
            "liq": r.randint(400, 700), "gas": r.randint(72, 92), "trend": de(r.uniform(-0.6, 0.6)), "ins": de(r.uniform(4, 11), 1),
            "pfb": r.randint(25, 45),
        }

    # ------------------------------------------------------------ research
    def levels_table(self) -> str:
        r, m = self.rng, self.m
        rows = [("FGBL H7", m["bund"], 0.01, 2), ("FGBM H7", m["bobl"], 0.01, 2), ("FGBS H7", m["schatz"], 0.005, 3),
                ("FGBX H7", m["buxl"], 0.02, 2), ("FDAX Z6", m["dax"], 1, 0), ("FESX Z6", m["estx"], 1, 0),
                ("SAP", m["sap"], 0.05, 2), ("SIE", m["sie"], 0.05, 2), ("ALV", m["alv"], 0.1, 2)]
        out = ["**Levels (Pivot / Support / Widerstand, indikativ).**", "```",
               f"{'Kontrakt':<9} {'Letzter':>9} {'S2':>9} {'S1':>9} {'Pivot':>9} {'R1':>9} {'R2':>9}"]
        for name, px, tick, nd in rows:
            stp = tick * r.randint(8, 25) if tick < 1 else r.randint(35, 90) * (1 if px > 10000 else 0.3)
            piv = px + r.randint(-3, 3) * tick
            vals = [px, piv - 2 * stp, piv - stp, piv, piv + stp, piv + 2 * stp]
            out.append(f"{name:<9} " + " ".join(f"{de(v, nd):>9}" for v in vals))
        out.append("```")
        return "\n".join(out)

    def curve_table(self) -> str:
        r, m = self.rng, self.m
        out = ["**Kurven & Spreads (Rendite %, Veränderung bp zum Vortag).**", "```",
               f"{'Land':<6}{'2J':>8}{'5J':>8}{'10J':>8}{'30J':>8}{'Δ10J':>7}{'Spr.10J':>9}"]
        base = {"DE": 0, "FR": m["oat"] / 100, "IT": m["btp"] / 100, "ES": (m["btp"] - 30) / 100, "NL": 0.22, "AT": 0.38, "US": m["ust"] - m["y10"]}
        for land, sp in base.items():
            y2 = m["y2"] + sp * 0.55 + r.uniform(-0.02, 0.02)
            y5 = (m["y2"] + m["y10"]) / 2 + sp * 0.8 + r.uniform(-0.02, 0.02)
            y10 = m["y10"] + sp
            y30 = m["y30"] + sp * 1.1
            out.append(f"{land:<6}{de(y2):>8}{de(y5):>8}{de(y10):>8}{de(y30):>8}{r.choice(['+', '−']) + str(r.randint(0, 5)):>7}{str(round(sp * 100)) + ' bp':>9}")
        out.append("```")
        out.append(f"2s10s DE {m['s2s10']} bp · 10s30s DE {round((m['y30'] - m['y10']) * 100)} bp · ASW 10J {de(r.uniform(-8, 4), 1)} bp · €STR {de(m['estr'], 3)} %")
        return "\n".join(out)

    def calendar_table(self) -> str:
        r = self.rng
        d0 = self.start.date() + timedelta(days=1)
        evs = [("10:30", "Sentix Konjunkturindex"), ("11:00", "ZEW-Konjunkturerwartungen"), ("11:00", "HICP final (Eurozone)"),
               ("11:30", "Schatz-Auktion (5 Mrd)"), ("11:30", "Bobl-Auktion (4 Mrd)"), ("14:30", "US CPI"), ("14:30", "US Retail Sales"),
               ("20:00", "Fed-Entscheidung"), ("14:15", "EZB-Entscheidung, 14:45 PK"), ("10:00", "Ifo-Geschäftsklima"),
               ("08:00", "Industrieproduktion DE"), ("11:30", "Buxl-Aufstockung (1,5 Mrd)"), ("13:00", "BoE-Entscheidung"),
               ("09:30", "Einkaufsmanagerindizes (Flash)"), ("08:00", "Auftragseingang Industrie DE")]
        out = ["**Termine (MEZ).**"]
        d = d0
        for _ in range(4):
            d = d + timedelta(days=1)
            while d.weekday() >= 5:
                d = d + timedelta(days=1)
            picks = sorted(r.sample(evs, 2))
            out.append(f"- {d:%d.%m.}: {picks[0][0]} {picks[0][1]}; {picks[1][0]} {picks[1][1]}")
        out.append("Konsensschätzungen und Vorwerte im Terminal, Zeiten ohne Gewähr.")
        return "\n".join(out)

    def vol_table(self) -> str:
        r, m = self.rng, self.m
        out = ["**Vola-Übersicht (implizit ATM, %).**", "```", f"{'Underlying':<14}{'1M':>7}{'3M':>7}{'6M':>7}{'25D RR':>9}{'Real. 20T':>11}"]
        for name, base in (("Bund-Future", m["iv"]), ("Bobl-Future", m["iv"] * 0.6), ("Schatz-Future", m["iv"] * 0.3),
                           ("DAX", m["vdax"]), ("Euro Stoxx 50", m["vdax"] + 0.8), ("SAP", 24 + r.uniform(-3, 3)),
                           ("Siemens", 22 + r.uniform(-3, 3)), ("Allianz", 17 + r.uniform(-2, 2))):
            out.append(f"{name:<14}{de(base, 1):>7}{de(base + r.uniform(0, 1), 1):>7}{de(base + r.uniform(0.5, 1.8), 1):>7}"
                       f"{de(r.uniform(-2.5, 1.0), 1):>9}{de(base - r.uniform(-1, 2.5), 1):>11}")
        out.append("```")
        return "\n".join(out)

    def research_note(self, hh: int, mm: int, title: str, n_par: int, decision: str | None = None,
                      levels: bool = False) -> tuple[list[str], str | None]:
        ctx = self.ctx()
        if not hasattr(self, "para_use"):
            self.para_use = {}
        avail = [i for i in range(len(RESEARCH_PARAS)) if self.para_use.get(i, 0) < 2]
        fresh = [i for i in avail if self.para_use.get(i, 0) == 0]
        pick = self.rng.sample(fresh, min(n_par, len(fresh)))
        if len(pick) < n_par:
            pick += self.rng.sample([i for i in avail if i not in pick], n_par - len(pick))
        for i in pick:
            self.para_use[i] = self.para_use.get(i, 0) + 1
        paras = [RESEARCH_PARAS[i].format(**ctx) for i in pick]
        if levels:
            paras.insert(1, self.levels_table())
        for fn in self.rng.sample([self.curve_table, self.calendar_table, self.vol_table], self.rng.choice([1, 2])):
            paras.insert(self.rng.randrange(1, len(paras) + 1), fn())
        if decision:
            paras.insert(len(paras) // 2, decision)
        parts: list[list[str]] = [[]]
        size = 0
        for p in paras:
            if parts[-1] and size + len(p) > 1880:
                parts.append([])
                size = 0
            parts[-1].append(p)
            size += len(p) + 2
        # avoid a decision paragraph alone in its part
        if decision:
            for i, part in enumerate(parts):
                if decision in part and len(part) == 1:
                    if i > 0:
                        parts[i - 1].append(decision)
                        parts[i] = []
            parts = [p for p in parts if p]
        when = self.at(hh, mm, 6)
        ids, dec_id = [], None
        total = len(parts)
        for i, part in enumerate(parts):
            head = f"**{title}** ({i + 1}/{total})\n\n" if total > 1 else f"**{title}**\n\n"
            tail = (f"\n\n— Makro-Research · {when.strftime('%d.%m.%Y')} · automatisch erstellt\n"
                    "_Interne Markteinschätzung, keine Anlageberatung. Alle Kursangaben indikativ. Modelle: Kurven-Bootstrap (EUR-BUND), "
                    "Szenario-Engine v2, Sentiment-Index aus Agenturmeldungen. Rückfragen an das Desk._") if i == total - 1 else ""
            content = head + "\n\n".join(part) + tail
            kind = "hard" if (decision and decision in part) else "near"
            mid = self.post(when, "research", content, kind=kind)
            if kind == "hard":
                dec_id = mid
            ids.append(mid)
            when = when + timedelta(seconds=self.rng.uniform(2, 6))
        return ids, dec_id

    # ============================================================ storylines
    def s_background_noise(self) -> None:
        r, m = self.rng, self.m
        # T7 heartbeats
        t = 0.2
        while t < 24:
            hh, mm = int(t), int((t % 1) * 60)
            when = self.at(hh, mm, 2)
            seq = r.randint(100000, 999999)
            if r.random() < 0.5:
                c = f"T7|HB|sess=FRA0{r.randint(1, 2)}|seq={seq}|lat_us={r.randint(38, 95)}|ok"
            else:
                c = f'<Heartbeat sess="FRA0{r.randint(1, 2)}" seq="{seq}" ts="{when.strftime("%H:%M:%S")}" lat_us="{r.randint(38, 95)}"/>'
            self.post(when, "t7", c, kind="noise")
            t += 0.75 if 7 <= t <= 22.5 else 1.6
        # risk heartbeats
        for hh in range(1, 24, 2):
            if hh < 7 or hh > 21:
                c = (f"RISIKO | Heartbeat | alle Limits ok | DV01-Auslastung={r.randint(48, 79)}% | "
                     f"VaR-Auslastung={r.randint(40, 72)}% | Positionen={r.randint(9, 14)}")
            else:
                dv = r.randint(110, 170) * 1000
                c = "\n".join([
                    f"RISIKO | Limit-Report {hh:02d}:00 | Buch=FRA-FUT | Status=alle Limits ok",
                    f"DV01={de(dv, 0)} EUR | Auslastung={round(100 * dv / 185000)}%",
                    f"VaR99={de(r.uniform(2.2, 3.6), 2)} Mio EUR | Auslastung={r.randint(52, 84)}%",
                    f"FGBL_netto=+{r.randint(250, 340)} | FGBM_netto=−{r.randint(0, 60)} | FGBS_netto=−{r.randint(0, 80)} | FGBX_netto=+{r.randint(0, 30)}",
                    f"FDAX_netto=+{r.randint(3, 12)} | FESX_netto=−{r.randint(20, 60)} | OGBL_Delta=+{r.randint(20, 90)}",
                    f"Kasse: SAP=+{de(r.randint(20, 60) * 1000, 0)} Stk | SIE=+{de(r.randint(10, 40) * 1000, 0)} Stk | ALV=−{de(r.randint(5, 20) * 1000, 0)} Stk",
                    f"Konzentration_max={r.randint(18, 34)}% (FGBL) | Stress_EZB_hawkish=−{de(r.uniform(0.8, 2.4), 2)} Mio EUR",
                ])
            self.post(self.at(hh, r.randrange(50), 5), "risk", c, kind="noise")
        # cron
        crons = [
            (0, 20, f"cron[settle_import] 00:20 fertig – Abrechnungspreise Eurex geladen ({r.randint(410, 460)} Kontrakte), 0 Fehler"),
            (2, 5, f"cron[eod_recon] Abgleich OMS ↔ Clearing fertig: {r.randint(80, 140)} Trades, 0 Abweichungen"),
            (5, 40, "cron[ref_data] Eurex-Stammdaten geladen (FGBL/FGBM/FGBS/FGBX/FDAX/FESX/FDXM/OGBL) – 0 Änderungen"),
            (6, 55, f"cron[margin] Initial Margin Eurex Clearing: {de(r.uniform(38, 55), 1)} Mio EUR (Vortag {de(r.uniform(38, 55), 1)} Mio)"),
            (18, 10, f"cron[archive] Chat-Archiv exportiert, {r.randint(300, 600)} Nachrichten, Hash ok"),
            (23, 30, "cron[rollcal] Rollkalender aktualisiert: FGBL/FGBM/FGBS/FGBX Z6 letzter Handelstag 08.12."),
        ]
        for hh, mm, c in crons:
            self.post(self.at(hh, mm, 3), "cron", c, kind="noise")
        # CI / deploy
        build = r.randint(8100, 8999)
        self.post(self.at(5, 10, 10), "ci", f"deploy t7-adapter v3.{r.randint(14, 22)}.{r.randint(0, 9)} → prod ✅ (pipeline #{build}, {r.randint(3, 6)}m{r.randint(10, 59)}s)", kind="noise")
        self.post(self.at(13, 2, 20), "ci", (f"CI ❌ risk-svc main #{build + 7}: 1 failed, {r.randint(400, 470)} passed in {r.randint(60, 140)}s\n```\n"
                  "FAILED tests/test_limits.py::test_dv01_bucket_fgbx - AssertionError: 35 != 40\n"
                  "    def test_dv01_bucket_fgbx(book):\n"
                  "        res = compute_buckets(book, curve=\"EUR-BUND\")\n"
                  ">       assert res[\"FGBX\"].max_contracts == 40\n"
                  "E       AssertionError: 35 != 40\n"
                  "tests/test_limits.py:214: AssertionError\n```\nCommit a91f3c2 \"Buxl-Limit aus Config lesen\" (tobias.brandt)"), kind="noise")
        self.post(self.at(13, 40, 15), "ci", f"CI ✅ risk-svc main #{build + 8} – alle {r.randint(410, 480)} Tests grün", kind="noise")
        # price alerts
        alerts = [
            f"🔔 Kursalarm: FGBL H7 unter {de(m['bund'] - 0.2)} (letzter {de(m['bund'] - 0.22)})",
            f"🔔 Kursalarm: FDAX Z6 über {de(m['dax'] + 60, 0)} (letzter {de(m['dax'] + 62, 0)})",
            f"🔔 Kursalarm: FESX Z6 unter {de(m['estx'] - 25, 0)}",
            f"🔔 Kursalarm: SAP über {de(m['sap'] + 2)} EUR (Xetra)",
            f"🔔 Kursalarm: FGBS H7 Tagesrange > 8 Ticks",
            f"🔔 Kursalarm: Bund-Rendite 10J über {de(m['y10'] + 0.03)} %",
            f"🔔 Kursalarm: VDAX-NEW über {de(m['vdax'] + 1, 1)}",
        ]
        for c in alerts:
            self.post(self.human_time(), "alarm", c, kind="noise")
        # PnL snapshots
        for hh in (10, 13, 16):
            c = (f"PnL {hh:02d}:00 | FRA-FUT | Tag: {'+' if r.random() < 0.6 else '−'}{de(r.uniform(20, 260) * 1000, 0)} EUR | "
                 f"FGBL {r.choice('+−')}{r.randint(5, 90)}k | FDAX {r.choice('+−')}{r.randint(5, 70)}k | "
                 f"Aktien {r.choice('+−')}{r.randint(2, 40)}k | Optionen {r.choice('+−')}{r.randint(1, 9)}k")
            self.post(self.at(hh, 0, 1), "pnl", c, kind="noise")
        self.s_eod_pnl()
        # reconnects + stack traces
        w = self.at(2, 13, 1)
        self.post(w, "t7adapter", self.stacktrace("FRA02", (w + timedelta(hours=1)).strftime("%H:%M")), kind="noise")
        self.post(self.at(2, 14, 1), "t7", "T7-Gateway: Session FRA02 wieder verbunden, Sequenz-Lücke 0, kein Resend nötig", kind="noise")
        self.post(self.at(12, 41, 5), "t7", f"T7-Gateway: Verbindung FRA01 unterbrochen – Reconnect 1/5 (Backoff {r.randint(1, 4)}s)", kind="noise")
        self.post(self.at(12, 43, 1), "t7", f"T7-Gateway: FRA01 reconnected, Resend {r.randint(2, 14)} Nachrichten ok", kind="noise")
        w = self.at(19, 7, 20)
        self.post(w - timedelta(seconds=1), "t7adapter", self.stacktrace("FRA01", (w + timedelta(hours=1)).strftime("%H:%M")), kind="noise")
        # reconnect spam that gets bulk-deleted
        when = self.at(4, 31, 1)
        spam, snips = [], []
        for i in range(4):
            tok = f"retry-token {r.randint(10000, 99999)}-{i}"
            spam.append(self.post(when, "t7", f"T7-Gateway: FRA02 Login abgelehnt (SessionLogoutReason=4), neuer Versuch {i + 1}/4 ({tok})", kind="noise"))
            snips.append(tok)
            when += timedelta(seconds=r.uniform(3, 9))
        self.bulk_delete(spam, when + timedelta(minutes=r.uniform(5, 25)), snips)
        # a CI line posted twice by mistake, one deleted
        dup = self.post(self.at(5, 12, 10), "ci", f"deploy t7-adapter → prod (Doppelmeldung, Runner ci-fra-{r.randint(10, 99)})", kind="noise")
        self.delete(dup, self.after(dup, 60, 300), "Doppelmeldung, Runner ci-fra-")

    def s_verbose(self) -> None:
        r, m = self.rng, self.m
        # market overview (morning + close)
        for hh, mm, title in ((7, 12, "Märkte am Morgen"), (17, 40, "Märkte zum Xetra-Schluss")):
            lines = [f"**{title}** – {hh:02d}:{mm:02d} MEZ", "```",
                     f"{'Markt':<18}{'Stand':>12}{'Veränd.':>10}",
                     f"{'DAX':<18}{de(m['dax'] + r.randint(-60, 60), 0):>12}{de(r.uniform(-0.9, 0.9), 1) + ' %':>10}",
                     f"{'Euro Stoxx 50':<18}{de(m['estx'] + r.randint(-15, 15), 0):>12}{de(r.uniform(-0.9, 0.9), 1) + ' %':>10}",
                     f"{'MDAX':<18}{de(r.uniform(27000, 29000), 0):>12}{de(r.uniform(-1.2, 1.2), 1) + ' %':>10}",
                     f"{'S&P 500 (Vortag)':<18}{de(r.uniform(6500, 6900), 0):>12}{de(r.uniform(-1, 1), 1) + ' %':>10}",
                     f"{'Nikkei 225':<18}{de(r.uniform(48000, 51000), 0):>12}{de(r.uniform(-1.5, 1.5), 1) + ' %':>10}",
                     f"{'Bund 10J':<18}{de(m['y10']) + ' %':>12}{r.choice(['+', '−']) + str(r.randint(0, 4)) + ' bp':>10}",
                     f"{'Schatz 2J':<18}{de(m['y2']) + ' %':>12}{r.choice(['+', '−']) + str(r.randint(0, 4)) + ' bp':>10}",
                     f"{'UST 10J':<18}{de(m['ust']) + ' %':>12}{r.choice(['+', '−']) + str(r.randint(0, 6)) + ' bp':>10}",
                     f"{'BTP-Bund':<18}{str(m['btp']) + ' bp':>12}{r.choice(['+', '−']) + str(r.randint(0, 3)) + ' bp':>10}",
                     f"{'EUR/USD':<18}{de(m['eurusd'], 4):>12}{de(r.uniform(-0.4, 0.4), 1) + ' %':>10}",
                     f"{'Brent':<18}{de(r.uniform(62, 76), 2) + ' $':>12}{de(r.uniform(-2, 2), 1) + ' %':>10}",
                     f"{'Gold':<18}{de(r.uniform(3900, 4300), 0) + ' $':>12}{de(r.uniform(-1, 1), 1) + ' %':>10}",
                     f"{'VDAX-NEW':<18}{de(m['vdax'], 1):>12}{de(r.uniform(-0.8, 0.8), 1):>10}",
                     "```",
                     "Termine: 08:00 Handelsbilanz DE · 10:00 Ifo · 11:30 Bund-Auktion · 14:30 US Initial Claims · 16:00 ISM Services · 19:00 Fed-Redner"]
            self.post(self.at(hh, mm, 3), "research", "\n".join(lines))
        # broker runs
        for hh, mm in ((7, 50), (13, 5)):
            b = m["bund"]
            lines = [f"[Tullett] Run Bund-Komplex {hh:02d}:{mm:02d}",
                     f"FGBL H7 {de(b)}/{de(b + 0.01)} {r.randint(80, 300)}x{r.randint(80, 300)}",
                     f"FGBL Z6/H7 Cal {de(m['cal'] - 0.01)}/{de(m['cal'])} {r.choice([300, 500, 800])}x{r.choice([300, 500, 800])}",
                     f"FGBM H7 {de(m['bobl'])}/{de(m['bobl'] + 0.01)} {r.randint(100, 400)}x{r.randint(100, 400)}",
                     f"FGBS H7 {de(m['schatz'], 3)}/{de(m['schatz'] + 0.005, 3)} {r.randint(500, 1500)}x{r.randint(500, 1500)}",
                     f"FGBX H7 {de(m['buxl'])}/{de(m['buxl'] + 0.02)} {r.randint(10, 40)}x{r.randint(10, 40)}",
                     f"OGBL Mär {de(float(int(b) + 1))} C {de(r.uniform(0.35, 0.45))}/{de(r.uniform(0.46, 0.5))} 500x500",
                     f"OGBL Mär {de(float(int(b) - 1))} P {de(r.uniform(0.25, 0.33))}/{de(r.uniform(0.34, 0.38))} 300x300",
                     "Axes: Real Money Käufer Schatz, Fast Money Abgeber Bobl, Buxl auf Anfrage. Alles indikativ, nichts gehandelt."]
            self.post(self.at(hh, mm, 5), "broker", "\n".join(lines))
        # TCA snapshots (noise)
        for hh in (11, 14, 17, 21):
            lines = [f"TCA-Zwischenstand {hh:02d}:00 (automatisch)",
                     f"Orders gesamt: {r.randint(5, 14)} | Algo-Anteil: {r.randint(40, 80)} % | Ø Fill-Rate Limit-Orders: {r.randint(60, 95)} %",
                     f"Futures: Ø Slippage vs. Arrival {de(r.uniform(0, 0.8), 1)} Ticks | Ø Latenz Gateway {r.randint(40, 95)} µs",
                     f"Kasse Xetra: Ø Slippage {de(r.uniform(0.5, 3.5), 1)} bp | Anteil Auktion {r.randint(5, 30)} %",
                     f"Ausreißer: {r.choice(['keine', 'keine', '1 Order > 2 Ticks (Rollspread, dünnes Buch)'])} | Mistrade-Anträge: 0"]
            self.post(self.at(hh, 5, 3), "exec", "\n".join(lines), kind="noise")

    def stacktrace(self, sess: str, hhmm: str) -> str:
        r = self.rng
        return (
            f"```\nt7-adapter ERROR {hhmm}:{r.randint(10, 59)}.{r.randint(100, 999)} session {sess}\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/t7adapter/session.py", line 214, in _recv_loop\n'
            "    msg = self._codec.decode(frame)\n"
            '  File "/opt/t7adapter/codec/eti.py", line 88, in decode\n'
            "    tmpl = TEMPLATES[hdr.template_id]\n"
            f"KeyError: {r.choice([10036, 10101, 10998, 10311])}\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/t7adapter/main.py", line 61, in <module>\n'
            "    asyncio.run(app.run_forever())\n"
            '  File "/usr/lib/python3.11/asyncio/runners.py", line 190, in run\n'
            "    return runner.run(main)\n"
            '  File "/opt/t7adapter/app.py", line 142, in run_forever\n'
            "    await self._sessions[sess_id].pump()\n"
            '  File "/opt/t7adapter/session.py", line 188, in pump\n'
            "    await self._recv_loop()\n"
            '  File "/opt/t7adapter/session.py", line 231, in _recv_loop\n'
            "    self._sock.recv_into(self._buf)\n"
            '  File "/usr/lib/python3.11/ssl.py", line 1307, in recv_into\n'
            "    return self.read(nbytes, buffer)\n"
            "ConnectionResetError: [Errno 104] Connection reset by peer\n"
            f"-> Session {sess} wird neu aufgebaut (Backoff 2s, Versuch 1/5)\n```"
        )

    def s_eod_pnl(self) -> None:
        r, m = self.rng, self.m
        rows = [("FGBL H7", f"+{r.randint(300, 420)}"), ("FGBM H7", f"−{r.randint(0, 80)}"), ("FGBS H7", f"−{r.randint(0, 90)}"),
                ("FGBX H7", f"+{r.randint(0, 40)}"), ("FDAX Z6", f"+{r.randint(4, 12)}"), ("FESX Z6", f"−{r.randint(10, 40)}"),
                ("OGBL C132", f"+{r.randint(0, 300)}"), ("SAP", f"+{de(r.randint(20, 60) * 1000, 0)}"),
                ("SIE", f"+{de(r.randint(10, 40) * 1000, 0)}"), ("ALV", f"−{de(r.randint(5, 20) * 1000, 0)}")]
        lines = [f"📊 EOD PnL {self.start.date() + timedelta(days=1):%d.%m.%Y} | Buch FRA-FUT", "```",
                 "Instrument   Pos          Tages-PnL EUR   MTD EUR"]
        tot = 0
        for inst, pos in rows:
            v = r.randint(-60, 95) * 1000 + r.randint(0, 999)
            tot += v
            lines.append(f"{inst:<12} {pos:<12} {de(v, 0):>13}   {de(v * r.uniform(1.5, 4), 0):>11}")
        lines.append(f"{'Summe':<12} {'':<12} {de(tot, 0):>13}")
        lines.append("```")
        lines.append(f"VaR99 {de(r.uniform(2.1, 3.9), 2)} Mio EUR ({r.randint(50, 88)} % Auslastung) | DV01 {de(r.randint(120, 175) * 1000, 0)} EUR | Gebühren {de(r.randint(3, 9) * 1000 + r.randint(0, 999), 0)} EUR")
        self.post(self.at(22, 20, 8), "pnl", "\n".join(lines), kind="noise")

    # --- morning
    def s_morning(self) -> None:
        r, m = self.rng, self.m
        dv = r.choice([180000, 185000, 190000, 200000])
        fgbl_max = r.choice([350, 400, 450])
        fdax_max = r.choice([30, 40, 50])
        var = de(r.choice([4.0, 4.2, 4.5]), 1)
        self.limits = {"dv01": dv, "fgbl": fgbl_max, "fdax": fdax_max}
        c = (f"RISIKO | Tageslimits gesetzt | Buch=FRA-FUT | DV01_Limit={de(dv, 0)} EUR | FGBL_netto_max={fgbl_max} Kontr. | "
             f"FGBX_netto_max=35 Kontr. | FDAX_netto_max={fdax_max} Kontr. | FESX_netto_max=300 Kontr. | VaR99_Limit={var} Mio EUR | gültig_ab=07:30")
        mid = self.hp("risk", self.at(7, 22, 4), c, "risk_limit",
                      ["Tageslimits gesetzt", f"DV01_Limit={de(dv, 0)}", f"FGBL_netto_max={fgbl_max}"], "structured",
                      idiom="risk bot German key=value limit line")
        # desk lead morning post (context, pinned)
        c = (f"Moin zusammen ☕ Bestand zum Start: long FGBL (Z6/H7), long FDAX Z6, short FESX Z6, kleine OGBL-Call-Position; "
             f"Kasse long SAP und Siemens, short Allianz. Watchlist: Infineon, Deutsche Börse, Munich Re, Rheinmetall. "
             f"Heute wichtig: Ifo um 10:00, Bund-Roll weiter, US-Daten ab 14:30. Größere Tickets wie immer vorher hier posten.")
        bm = self.post(self.at(7, 34, 4), "katrin", c)
        self.react(bm, self.after(bm, 20, 80), "📌", "katrin")
        self.pin(bm, self.after(bm, 30, 100))
        self.morning_post = bm

    # --- FDAX proposal -> approval -> ack -> fill -> stop edited twice -> target change
    def s_fdax(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([4, 5, 6, 8])
        px = m["dax"] - r.randint(5, 40)
        stop = px - r.choice([110, 120, 130, 140])
        tgt = px + r.choice([220, 250, 280])
        prop_t = self.at(8, 6, 30)
        c = (f"[VORSCHLAG] Kauf {q} FDAX Z6 @ {de(px, 0)} Lmt | Stopp {de(stop, 0)} | Ziel {de(tgt, 0)}\n"
             f"Setup: Rückkehr über VWAP nach dem Gap, Volumen zieht an, Ifo-Risiko klein. Risiko ca. {de(q * 25 * (px - stop), 0)} EUR.")
        prop = self.hp("lena", prop_t, c, "trade_proposal", ["Kauf", "FDAX Z6", de(px, 0), de(stop, 0)], "tagged",
                       idiom="[VORSCHLAG] tag with German Kauf/Stopp/Ziel")
        # head asks a question first (near-miss reply)
        qn = self.post(self.after(prop, 40, 120), "katrin", "Warum nicht erst nach dem Ifo?", ref=prop, kind="near")
        self.idiom(qn, "head trader question reply to a proposal", "not_hard")
        ans = self.post(self.after(qn, 30, 90), "lena", "Ifo ist eingepreist, und der VWAP-Reclaim ist jetzt – nach 10 Uhr ist der Einstieg weg.", ref=qn)
        txt, facts = r.choice(APPROVALS)
        appr = self.hp("katrin", self.after(ans, 40, 150), txt, "trade_approval", facts, "reply", ref=prop,
                       idiom="terse reply approval (ok go / 👍)")
        self.react(prop, self.after(appr, 2, 20), "📌", "katrin")
        self.pin(prop, self.after(appr, 10, 40))
        oid = self.oid()
        c = (f'<ExecRpt ordId="{oid}" sym="FDAX" mat="202612" side="BUY" qty="{q}" px="{px:.1f}" '
             f'ordStat="New" execType="0" tif="GFD" venue="XEUR" sess="FRA01"/>')
        ack = self.hp("t7", self.after(appr, 15, 50), c, "trade_confirmation", [oid, 'side="BUY"', 'ordStat="New"'], "structured",
                      idiom="T7 XML ExecRpt ack")
        fpx = px - r.choice([0, 0.5, 1.0, 1.5])
        emb = [{"title": "Ausführungsbericht", "description": "Order vollständig ausgeführt",
                "author": "T7 / Eurex", "fields": [
                    {"name": "Instrument", "value": "FDAX Z6", "inline": True},
                    {"name": "Seite", "value": "KAUF", "inline": True},
                    {"name": "Menge", "value": f"{q} Kontr.", "inline": True},
                    {"name": "Preis", "value": de(fpx, 1), "inline": True}],
                "footer": f"ord {oid} · XEUR · Session FRA01"}]
        fill = self.hp("t7", self.after(ack, 60, 400), "", "trade_fill", ["FDAX Z6", "KAUF", de(fpx, 1), oid], "embed", embeds=emb,
                       idiom="embed-only execution report fill")
        self.react(fill, self.after(fill, 5, 60), "✅", "katrin")
        # stop message, edited twice later
        s2 = stop + r.choice([40, 50, 60])
        s3 = s2 + r.choice([40, 50, 60])
        if s3 >= fpx:
            s3 = fpx - 10
        sm = self.post(self.after(fill, 120, 400), "lena", f"Stopp FDAX Z6 liegt bei {de(stop, 0)}.", kind="hard")
        # question near-miss before the first move (different level)
        qlvl = s2 - 20
        qq = self.post(self.at(10, 58, 20), "tobias", f"Sollen wir den FDAX-Stopp auf {de(qlvl, 0)} ziehen oder lassen wir noch Luft?", kind="near")
        self.idiom(qq, "question about moving a stop", "not_hard")
        self.edit(sm, self.at(11, 35, 20), f"Stopp FDAX Z6 liegt bei {de(s2, 0)} (nachgezogen).", old_facts=[de(stop, 0)])
        self.edit(sm, self.at(15, 22, 25), f"Stopp FDAX Z6 liegt bei {de(s3, 0)} (2x nachgezogen, über Einstand-Risiko halbiert).", old_facts=[de(s2, 0)])
        self.label(sm, "stop_or_target_change", ["Stopp FDAX Z6", de(s3, 0)], "untagged")
        self.idiom(sm, "stop moved twice by editing the same message", "stop_or_target_change")
        tgt2 = tgt + r.choice([60, 80, 100])
        tm = self.hp("lena", self.at(16, 5, 30), f"Ziel FDAX auf {de(tgt2, 0)} hoch, Stopp bleibt wo er ist.", "stop_or_target_change",
                     ["Ziel FDAX", de(tgt2, 0)], "untagged", idiom="Ziel (take-profit) raised in one line")
        self.fdax = {"q": q, "px": px}
        # unpin at end of day
        self.pin(prop, self.at(22, 45, 10), op="unpin")

    # --- a second, chat-only thread
    def s_verfall_thread(self) -> None:
        r = self.rng
        st = self.post(self.at(r.choice([10, 13, 16]), 10, 40), "lena", "Thread für die Verfallsplanung 18.12. 🧵")
        self.seqn += 1
        tid = str(snowflake(self.msgs[st]["ms"] + 1500, self.worker, self.seqn))
        lines = [("lena", "Dezember-OI bei uns: FDAX und FESX, dazu die ODAX-Hedges vom Sales-Desk. Ich mache eine Liste."),
                 ("tobias", "Soll ich die Settlement-Zeiten von Eurex reinkopieren? Schlussabrechnung DAX ist 13:00 MEZ, Intraday-Auktion."),
                 ("lena", "ja bitte, und die Margin-Simulation für den Roll in den März."),
                 ("katrin", "Besprechen wir am Montag im Morning Call, bis dahin bitte keine Vorentscheidungen hier."),
                 ("tobias", "Liste liegt im Ordner Desk/Verfall/2026-12, Margin-Simulation kommt morgen.")]
        prev = st
        for who, txt in lines:
            prev = self.post(self.after(prev, 60, 600), who, txt, thread=tid)

    # --- Bund roll in a thread
    def s_roll(self) -> None:
        r, m = self.rng, self.m
        n = r.choice([200, 250, 300])
        rest = r.choice([50, 100, 150])
        cal = m["cal"]
        starter = self.post(self.at(8, 28, 25), "jonas", "Mach einen Thread für den Bund-Roll auf 🧵 – bitte Roll-Kram nur dort.")
        tw = self.after(starter, 2, 5)
        self.seqn += 1
        tid = str(snowflake(int(tw.timestamp() * 1000), self.worker, self.seqn))
        self.thread_id = tid
        prop = self.hp("jonas", self.after(starter, 30, 90),
                       f"Roll-Vorschlag: {n} Kontr. FGBL Z6 verkaufen / H7 kaufen als Calendar, Limit {de(cal)}. "
                       f"Die restlichen {rest} rollen wir morgen, das Open Interest wandert gerade erst.",
                       "trade_proposal", ["FGBL Z6 verkaufen", f"{n} Kontr.", de(cal)], "untagged", thread=tid,
                       idiom="calendar roll proposal in a thread")
        scr = self.post(self.after(prop, 30, 80), "tobias", f"Spread steht {de(cal - 0.01)}/{de(cal)} auf dem Screen, 400 auf der Geldseite.", thread=tid)
        calmax = cal + 0.01
        appr = self.hp("katrin", self.after(scr, 40, 120), f"freigegeben, max {de(calmax)}", "trade_approval",
                       ["freigegeben", de(calmax)], "reply", ref=prop, thread=tid, idiom="freigegeben with a price cap")
        oid = self.oid()
        ack = self.hp("t7", self.after(appr, 20, 60), f"T7|ACK|ord={oid}|FGBL Z6/H7 CAL|S|{n}|{de(cal)}|status=NEW|sess=FRA02",
                      "trade_confirmation", [oid, "FGBL Z6/H7", "status=NEW"], "structured", thread=tid,
                      idiom="T7 pipe ACK line")
        f1 = r.choice([80, 100, 120, 150])
        fl1 = self.hp("t7", self.after(ack, 30, 240), f"T7|FILL|ord={oid}|FGBL Z6/H7 CAL|S|fill={f1}|px={de(cal)}|rem={n - f1}",
                      "trade_fill", [oid, f"fill={f1}", f"px={de(cal)}"], "structured", thread=tid,
                      idiom="T7 pipe partial FILL line")
        cal2 = cal + 0.005 if r.random() < 0.5 else cal
        cal2s = de(cal2, 3) if cal2 != cal else de(cal)
        fl2 = self.hp("t7", self.after(fl1, 200, 900),
                      f"T7|FILL|ord={oid}|FGBL Z6/H7 CAL|S|fill={n - f1}|px={cal2s}|rem=0|status=FILLED",
                      "trade_fill", [oid, f"fill={n - f1}", f"px={cal2s}", "status=FILLED"], "structured", thread=tid)
        self.post(self.after(fl2, 20, 90), "jonas", "sauber 👌", thread=tid, kind="noise")
        self.post(self.after(fl2, 100, 300), "tobias", f"Open Interest H7 jetzt über dem Z6, Roll-Volumen heute {de(r.randint(180, 320) * 1000, 0)} Kontrakte marktweit.", thread=tid)

    # --- equity shorthand trade with edited fill
    def s_equity(self) -> None:
        r, m = self.rng, self.m
        key = r.choice(["SAP", "SAP", "SIE", "ALV"])
        e = EQ[key]
        base = m[e["key"]]
        k = r.choice([8, 10, 12, 15, 20])
        qty = k * 1000
        px = round((base - r.uniform(0.1, 0.6)) * 20) / 20
        if e["side"] == "K":
            stop = round((px * (1 - r.uniform(0.025, 0.04))) * 20) / 20
            side_pipe = "B"
        else:
            stop = round((px * (1 + r.uniform(0.025, 0.04))) * 20) / 20
            side_pipe = "S"
        tag = f"{e['side']} {k}k {e['ticker']}"
        prop = self.hp("mehmet", self.at(9, 12, 25), f"{tag} {de(px)} lim, Stopp {de(stop)}", "trade_proposal",
                       [tag, de(px), de(stop)], "shorthand", idiom="shorthand K/V 12k TICKER price lim")
        txt, facts = r.choice([("👍 los", ["👍", "los"]), ("ok go", ["ok", "go"]), ("ja, mach", ["ja", "mach"])])
        appr = self.hp("katrin", self.after(prop, 30, 150), txt, "trade_approval", facts, "reply", ref=prop)
        oid = self.oid("XET")
        ack = self.hp("t7", self.after(appr, 10, 40), f"T7|ACK|ord={oid}|{e['ticker']}|{side_pipe}|{qty}|{de(px)}|status=NEW|venue=XETR",
                      "trade_confirmation", [oid, e["ticker"], "status=NEW"], "structured")
        f1 = r.choice([3000, 4500, 5000, 6000]) if qty > 6000 else 2000
        p1 = px - 0.02 if side_pipe == "B" else px + 0.02
        fl1 = self.hp("t7", self.after(ack, 20, 200), f"T7|FILL|ord={oid}|{e['ticker']}|{side_pipe}|fill={f1}|px={de(p1)}|rem={qty - f1}",
                      "trade_fill", [oid, f"fill={f1}", f"px={de(p1)}"], "structured")
        p2 = px
        wrong = px + 0.01 if side_pipe == "B" else px - 0.01
        fl2 = self.post(self.after(fl1, 120, 700), "t7",
                        f"T7|FILL|ord={oid}|{e['ticker']}|{side_pipe}|fill={qty - f1}|px={de(wrong)}|rem=0|status=FILLED", kind="hard")
        self.edit(fl2, self.after(fl2, 200, 600),
                  f"T7|FILL|ord={oid}|{e['ticker']}|{side_pipe}|fill={qty - f1}|px={de(p2)}|rem=0|status=FILLED|korr=1",
                  old_facts=[f"px={de(wrong)}"])
        self.label(fl2, "trade_fill", [oid, f"fill={qty - f1}", f"px={de(p2)}"], "structured")
        self.idiom(fl2, "fill price corrected by edit (korr=1)", "trade_fill")
        self.react(fl2, self.after(fl2, 30, 120), "✅", "katrin")
        self.eq = e

    # --- a proposal posted in the wrong channel and deleted
    def s_deleted_proposal(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([10, 20, 30, 40])
        px = m["dax"] + r.randint(-30, 30) + r.choice([0.5, 0])
        snippet = f"Verkauf {q} FDXM Z6 @ {de(px, 1)}"
        mid = self.hp("lena", self.at(12, 17, 30), f"[VORSCHLAG] {snippet} Lmt, Stopp {de(px + 60, 1)}", "trade_proposal",
                      ["Verkauf", "FDXM Z6", de(px, 1)], "tagged")
        self.delete(mid, self.after(mid, 25, 80), snippet)
        self.post(self.after(mid, 90, 150), "lena", "sorry, zu früh abgeschickt 🙈 Größe passt noch nicht, kommt später neu")

    # --- a client fill with personal data, erased by compliance
    def s_forgotten_fill(self) -> None:
        r, m = self.rng, self.m
        dep = f"{r.randint(1000, 9999)}-{r.randint(100000, 999999)}"
        q = r.choice([1500, 2000, 2500, 3000])
        px = de(m["alv"] + r.uniform(-0.6, 0.6))
        c = f"Fill für Kunde Dr. Hartmann (Depot {dep}): {de(q, 0)} Stk ALV verkauft @ {px}, Kommission 4 bp"
        mid = self.hp("tobias", self.at(10, 2, 30), c, "trade_fill", ["ALV", "verkauft", px], "untagged")
        self.post(self.after(mid, 120, 400), "vogel", "Bitte keine Kundennamen oder Depotnummern im Kanal. Ich lasse das löschen.", ref=mid)
        self.forget(mid, self.after(mid, 500, 900), f"Kunde Dr. Hartmann (Depot {dep})")

    # --- news and routing
    def news_embed(self, title: str, desc: str, src: str, when: datetime, fields=None) -> list[dict]:
        desc = desc + " " + " ".join(self.rng.sample(NEWS_EXT, 2))
        e = {"title": title, "description": desc, "author": "Newsticker", "footer": f"{src} · {when.strftime('%H:%M')} UTC"}
        if fields:
            e["fields"] = fields
        return [e]

    def s_news(self) -> None:
        r, m = self.rng, self.m
        held = r.sample(HELD_NEWS, r.choice([2, 3]))
        watch = r.sample(WATCH_NEWS, r.choice([1, 2]))
        other = r.sample(OTHER_NEWS, r.randint(8, 10))
        # ensure Ifo/EZB/Bundesbank presence
        if not any(o[0] in ("Ifo", "EZB", "Bundesbank") for o in other):
            other[0] = OTHER_NEWS[6]
        hours = [6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 12, 13, 14, 14, 15, 15, 16, 17, 18, 20]
        slots = sorted(self.rng.sample(range(len(hours)), len(held) + len(watch) + len(other)))
        items = [("held", h) for h in held] + [("watch", w) for w in watch] + [("other", o) for o in other]
        r.shuffle(items)
        routed_held = False
        noroute = 0
        routed_watch = False
        for (kind, item), slot in zip(items, slots):
            when = self.at(hours[slot], r.randrange(60), 1)
            if kind == "held":
                key, title, desc, facts, src = item
                x = de(r.uniform(1.2, 4.5), 1)
                lvl = de(m["bund"] - 0.05 if m["bund"] < 131.0 else float(int(m["bund"])), 0 if m["bund"] >= 131.0 else 2)
                fmt = {"x": x, "lvl": lvl, "y": de(m["y10"] + 0.04)}
                t = title.format(**fmt)
                facts = [f.format(**fmt) for f in facts]
                fields = None
                if key in EQ:
                    fields = [{"name": "Werte", "value": f"{EQ[key]['ticker']}.DE · {EQ[key]['isin']}", "inline": True}]
                emb = self.news_embed(t, desc.format(**fmt), src, when, fields)
                mid = self.hp("news", when, "", "held_position_news", facts, "embed", embeds=emb,
                              idiom=("held name via ISIN / ticker in headline" if facts[0].startswith(("DE0", "SIE.DE")) else
                                     "held derivative via underlying (Bund-Future/FGBL)" if key == "FGBL" else
                                     "held name by company name in news embed"))
                if not routed_held:
                    routed_held = True
                    act = {"SAP": "SAP-Long gegen Ziel prüfen", "SIE": "Siemens-Stopp prüfen", "ALV": "ALV-Short ggf. eindecken",
                           "FGBL": "Bund-Long und OGBL-Calls gegen DV01 prüfen"}[key]
                    short = {"SAP": "SAP", "SIE": "Siemens", "ALV": "Allianz", "FGBL": "Bund"}[key]
                    self.hp("katrin", self.after(mid, 60, 240), f"{short}-Meldung geht an den Execution-Agent – {act}.", "route_decision",
                            [f"{short}-Meldung", "Execution-Agent"], "reply", ref=mid, idiom="head routes a held-name headline to the execution agent")
                else:
                    self.react(mid, self.after(mid, 20, 200), "👀", r.choice(["jonas", "mehmet", "lena"]))
            elif kind == "watch":
                key, title, desc, facts, src, nm = item
                fmt = {"x": de(r.uniform(3, 18), 1)}
                emb = self.news_embed(title.format(**fmt), desc, src, when,
                                      [{"name": "Liste", "value": "Watchlist", "inline": True}])
                mid = self.hp("news", when, "", "watchlist_news", facts, "embed", embeds=emb, idiom="watchlist name headline embed")
                if not routed_watch:
                    routed_watch = True
                    self.hp("research", self.after(mid, 30, 120), f"Routing: {nm}-Meldung → Mehmet (Watchlist-Owner), Priorität mittel.",
                            "route_decision", [f"{nm}-Meldung", "Mehmet"], "structured", ref=mid)
            else:
                key, title, desc, src = item
                fmt = {"x": r.randint(2, 30), "ifo": de(m["ifo"], 1)}
                emb = self.news_embed(title.format(**fmt), desc.format(**fmt), src, when)
                mid = self.post(when, "news", "", embeds=emb, kind="near")
                if key == "Siemens Energy":
                    self.idiom(mid, "Siemens Energy headline (not the held Siemens AG)", "not_hard")
                elif key in ("Ifo", "EZB", "Bundesbank"):
                    self.idiom(mid, "Ifo/EZB/Bundesbank macro headline", "not_hard")
                if noroute < 2 and key not in ("Siemens Energy",):
                    noroute += 1
                    if key in ("Ifo", "EZB", "Bundesbank", "US"):
                        item_name = {"Ifo": "Ifo-Geschäftsklima", "EZB": "EZB-Sprecher", "Bundesbank": "Bundesbank-Monatsbericht", "US": "US-Erstanträge"}[key]
                        c = json.dumps({"triage": "no_action", "item": item_name, "grund": "Makro, kein Einzeltitelbezug",
                                        "weitergeleitet_an": None}, ensure_ascii=False)
                        self.hp("research", self.after(mid, 20, 90), c, "no_route_decision", ["no_action", item_name], "structured", ref=mid,
                                idiom="agent JSON triage no_action")
                    else:
                        self.hp("katrin", self.after(mid, 60, 300), f"{key}: kein Bestand, keine Watchlist – nicht weitergeleitet.",
                                "no_route_decision", [key, "nicht weitergeleitet"], "reply", ref=mid,
                                idiom="head explicitly does not route an unheld headline")

    # --- thesis updates
    def s_theses(self) -> None:
        r, m = self.rng, self.m
        pool = [
            ("katrin", "Update Bund-View: wir bleiben long Duration, aber Überzeugung runter von hoch auf mittel – das Lagarde-Interview war hawkischer als gedacht.",
             ["Bund-View", "Überzeugung runter", "mittel"]),
            ("mehmet", "Siemens-These bestätigt: Auftragseingang sauber, bleibe bullish, Kursziel {x}.", ["Siemens-These bestätigt", "bullish", "{x}"]),
            ("lena", "FESX-Short: These invalidiert nach dem Bruch über {lvl} – View jetzt neutral.", ["FESX-Short", "invalidiert", "neutral"]),
            ("mehmet", "Allianz: wir gehen von bearish auf neutral, der Rückkauf nimmt dem Short die Story.", ["Allianz", "bearish auf neutral"]),
            ("jonas", "Kurve: Steepener-These 2s10s bleibt, Conviction hoch, daran ändert der Ifo nichts.", ["Steepener-These", "Conviction hoch"]),
        ]
        picks = r.sample(pool, r.choice([2, 3]))
        fmt = {"x": de(round(m["sie"] * 1.12 / 5) * 5, 0), "lvl": de(m["estx"] + r.randint(30, 60), 0)}
        for i, (who, txt, facts) in enumerate(picks):
            t = self.at(r.choice([11, 14, 15, 17, 18]), r.randrange(60), 1)
            self.hp(who, t, txt.format(**fmt), "thesis_update", [f.format(**fmt) for f in facts], "untagged",
                    idiom="view change / conviction downgrade in prose" if i == 0 else None)

    # --- research notes (one buried thesis, one buried other decision, others pure analysis)
    def s_research(self) -> None:
        r, m = self.rng, self.m
        e = EQ[r.choice(["SAP", "SIE", "ALV"])]
        base = m[e["key"]]
        if r.random() < 0.5 or e["ticker"] == "ALV":
            direction, tgt = ("Untergewichten", base * 0.9) if e["ticker"] == "ALV" else ("Übergewichten", base * 1.11)
        else:
            direction, tgt = "Übergewichten", base * 1.09
        tgts = f"{de(round(tgt), 0)} EUR"
        dec = (f"**Entscheidung Research:** Wir stufen {e['name']} ({e['isin']}) von Neutral auf {direction}, neues Kursziel {tgts}. "
               f"Das ist ab sofort die Desk-Sicht für den Kassabestand.")
        ids, dec_id = self.research_note(7, 40, "Morgennotiz Zinsen & Aktien / morning note", r.choice([11, 12]), dec, levels=True)
        self.label(dec_id, "thesis_update", [e["name"], direction, tgts], "buried")
        self.idiom(dec_id, "decision sentence buried mid-way in a long German-English note", "thesis_update")
        self.react(ids[0], self.after(ids[-1], 60, 600), "👍", "jonas")
        # pure analysis notes (near-misses)
        ids2, _ = self.research_note(12, 5, "Mittagsupdate: Kurve, Supply, Vola", r.choice([8, 9]))
        self.idiom(ids2[0], "long analysis with trading words, no decision", "not_hard")
        lk = self.post(self.after(ids2[-1], 300, 900), "katrin", "interessant, schauen wir uns morgen in Ruhe an", ref=ids2[-1], kind="near")
        self.idiom(lk, "looks-interesting reply to a research note", "not_hard")
        self.research_note(19, 35, "Abendausblick / evening wrap", r.choice([8, 9]), levels=True)
        self.research_note(5, 55, "Overnight Asien & US-Close", r.choice([7, 8]))
        self.research_note(17, 50, "Xetra-Schluss: Sektoren & Flows", r.choice([7, 8]))
        self.research_note(8, 35, "Vor der Eröffnung / pre-open", r.choice([7, 8]))
        self.research_note(15, 40, "US-Eröffnung: Spillover-Check", r.choice([7, 8]))
        self.research_note(22, 35, "Nachtausgabe / overnight setup", r.choice([7, 8]), levels=True)
        # afternoon note with a buried decision of another kind
        kind = r.choice(["route", "proposal", "noroute"])
        if kind == "route":
            dec = ("**Routing:** Die Buxl-Basis-Analyse und das Auktionsergebnis der 30-jährigen leite ich an Jonas (Rates) weiter – "
                   "bitte bis 16:00 prüfen, ob der FGBX-Bestand angepasst werden muss.")
            ids3, d3 = self.research_note(14, 50, "Nachmittag: US-Daten & Auktion", 8, dec)
            self.label(d3, "route_decision", ["leite ich an Jonas", "Buxl-Basis-Analyse"], "buried")
        elif kind == "proposal":
            q = r.choice([20, 25, 30])
            px = m["estx"] + r.randint(5, 20)
            dec = (f"**Trade-Vorschlag:** Short {q} FESX Z6 @ {de(px, 0)}, Stopp {de(px + 45, 0)}, Ziel {de(px - 90, 0)} – "
                   f"als Hedge gegen die FDAX-Long-Position bis zur EZB.")
            ids3, d3 = self.research_note(14, 50, "Nachmittag: US-Daten & Auktion", 8, dec)
            self.label(d3, "trade_proposal", ["Short", f"{q} FESX Z6", de(px, 0), de(px + 45, 0)], "buried")
        else:
            dec = ("**Triage:** Die Bundesbank-Rede von heute Mittag enthält nichts Handelbares – keine Weiterleitung, kein Handlungsbedarf "
                   "für Rates oder Aktien.")
            ids3, d3 = self.research_note(14, 50, "Nachmittag: US-Daten & Auktion", 8, dec)
            self.label(d3, "no_route_decision", ["Bundesbank-Rede", "keine Weiterleitung"], "buried")

    # ---------------------------------------------------------- optional
    def o_fgbm_reject(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([100, 150, 200])
        px = m["bobl"] + r.choice([0.02, 0.03, 0.04])
        stop = px + r.choice([0.20, 0.25])
        prop = self.hp("jonas", self.at(10, 38, 30), f"Ich will {q} FGBM H7 verkaufen @ {de(px)}, Stopp {de(stop)}. "
                       f"Grund: vor der EZB Duration im Belly rausnehmen, Bobl hat die Rally nicht mitgemacht.",
                       "trade_proposal", ["FGBM H7 verkaufen", de(px), de(stop)], "untagged")
        self.hp("katrin", self.after(prop, 60, 300), "abgelehnt – FGBM bleibt flat bis nach der EZB.", "trade_approval",
                ["abgelehnt", "FGBM"], "reply", ref=prop, idiom="terse German rejection (abgelehnt)")
        self.post(self.after(prop, 400, 700), "jonas", "ok, verstanden 🙄", kind="noise")

    def o_fgbx(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([50, 60, 80])
        q2 = 35
        px = m["buxl"]
        stop = px - r.choice([0.60, 0.70, 0.80])
        prop = self.hp("jonas", self.at(11, 0, 30), f"[VORSCHLAG] Kauf {q} FGBX H7 @ {de(px)}, Stopp {de(stop)} – Long-End nach der Auktion billig.",
                       "trade_proposal", ["Kauf", "FGBX H7", de(px), de(stop)], "tagged")
        appr = self.hp("katrin", self.after(prop, 40, 200), "ok, mach", "trade_approval", ["ok", "mach"], "reply", ref=prop)
        oid = self.oid()
        rk = self.hp("risk", self.after(appr, 5, 20),
                     f"RISIKO | Order {oid} FGBX H7 gekürzt: {q} → {q2} Kontr. | Grund=FGBX_netto_max={q2} | Verstoß=verhindert",
                     "risk_limit", [oid, "gekürzt", f"{q} → {q2} Kontr."], "structured", idiom="risk engine resizes an order")
        ack = self.hp("t7", self.after(rk, 2, 10),
                      f'<ExecRpt ordId="{oid}" sym="FGBX" mat="202703" side="BUY" qty="{q2}" px="{px:.2f}" ordStat="New" execType="0" venue="XEUR" sess="FRA02"/>',
                      "trade_confirmation", [oid, 'qty="' + str(q2) + '"', 'ordStat="New"'], "structured")
        fpx = px - 0.02
        self.hp("jonas", self.after(ack, 120, 600), f"Buxl durch: {q2} Kontr. FGBX H7 @ {de(fpx)} gekauft, Rest verfällt wegen Limit.",
                "trade_fill", ["FGBX H7", f"{q2} Kontr.", de(fpx), "gekauft"], "untagged", idiom="'durch' = filled, German prose fill")

    def o_dv01(self) -> None:
        r = self.rng
        lim = self.limits["dv01"]
        ausl = de(r.uniform(101, 108), 1)
        val = de(lim * r.uniform(1.01, 1.07), 0)
        b = self.hp("risk", self.at(11, 48, 25),
                    f"RISIKO | Verstoß=JA | Limit=DV01 | Buch=FRA-FUT | Auslastung={ausl}% | Wert={val} EUR | Aktion=neue Duration-Orders blockiert bis Freigabe",
                    "risk_limit", ["Verstoß=JA", "Limit=DV01", f"Auslastung={ausl}%"], "structured", idiom="Verstoß=JA breach line")
        new = de(lim + 20000, 0)
        self.hp("sabine", self.after(b, 180, 600), f"Ich erhöhe das DV01-Limit temporär auf {new} EUR bis 16:00, danach wieder {de(lim, 0)}. Jonas, bitte bis dahin abbauen.",
                "risk_limit", ["DV01-Limit", f"{new} EUR"], "untagged", ref=b)

    def o_options(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([100, 150, 200, 250])
        strike = float(int(m["bund"]) + 1)
        prem = round(r.uniform(0.30, 0.52), 2)
        prop = self.hp("jonas", self.at(12, 44, 30), f"Vorschlag: Kauf {q} OGBL Mär27 {de(strike)} Call @ {de(prem)} – billiger Upside, falls Lagarde weich klingt.",
                       "trade_proposal", ["Kauf", "OGBL Mär27", f"{de(strike)} Call", de(prem)], "untagged")
        txt, facts = r.choice(APPROVALS)
        appr = self.hp("katrin", self.after(prop, 60, 300), txt, "trade_approval", facts, "reply", ref=prop)
        oid = self.oid()
        fpx = prem + r.choice([0, 0.01])
        self.hp("exec", self.after(appr, 90, 600), f"[FILL] OGBL H7 C{de(strike)} | KAUF | {q} | {de(fpx)} | ord {oid}",
                "trade_fill", [f"OGBL H7 C{de(strike)}", "KAUF", de(fpx), oid], "tagged", idiom="[FILL] tag pipe line for Bund options")

    def o_fgbs_json(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([60, 80, 100])
        px = m["schatz"]
        stop = px + 0.075
        c = json.dumps({"typ": "vorschlag", "sym": "FGBS H7", "side": "SELL", "qty": q, "limit": de(px, 3), "stop": de(stop, 3),
                        "begruendung": "Kurve flacher nach US-Daten"}, ensure_ascii=False)
        prop = self.hp("exec", self.at(13, 33, 25), c, "trade_proposal", ["FGBS H7", "SELL", de(px, 3), de(stop, 3)], "structured",
                       idiom="agent JSON trade proposal")
        txt, facts = r.choice(APPROVALS)
        appr = self.hp("katrin", self.after(prop, 30, 200), txt, "trade_approval", facts, "reply", ref=prop)
        oid = self.oid()
        ack = self.hp("exec", self.after(appr, 5, 30), json.dumps({"evt": "ack", "ord": oid, "sym": "FGBS H7", "status": "WORKING", "venue": "XEUR"}),
                      "trade_confirmation", [oid, "WORKING"], "structured")
        self.hp("exec", self.after(ack, 60, 500), json.dumps({"evt": "fill", "ord": oid, "sym": "FGBS H7", "side": "SELL", "qty": q, "px": de(px, 3), "venue": "XEUR"}),
                "trade_fill", [oid, "FGBS H7", "SELL", de(px, 3)], "structured", idiom="agent JSON fill line")

    def o_fesx(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([10, 15, 20, 25])
        px = m["estx"] + r.randint(8, 20)
        stop = px + r.choice([35, 40, 45])
        prop = self.hp("lena", self.at(14, 5, 30), f"FESX Z6: Verkauf {q} Kontr. @ {de(px, 0)} Lmt, Stopp {de(stop, 0)}. Short-Add nach dem schwachen ISM.",
                       "trade_proposal", ["FESX Z6", "Verkauf", de(px, 0), de(stop, 0)], "untagged")
        appr = self.hp("katrin", self.after(prop, 30, 200), "👍 send it", "trade_approval", ["👍", "send it"], "reply", ref=prop)
        oid = self.oid()
        self.hp("t7", self.after(appr, 10, 40),
                f'<ExecRpt ordId="{oid}" sym="FESX" mat="202612" side="SELL" qty="{q}" px="{px:.1f}" ordStat="New" execType="0" tif="GFD" venue="XEUR" sess="FRA01"/>',
                "trade_confirmation", [oid, 'side="SELL"', 'ordStat="New"'], "structured")
        self.hp("t7", self.at(22, 0, 1), f"T7|CXL|ord={oid}|FESX Z6|S|{q}|{de(px, 0)}|reason=GFD_EXPIRY|status=CANCELLED",
                "trade_confirmation", [oid, "status=CANCELLED"], "structured", idiom="GFD expiry cancel line")

    def o_fdxm_reject(self) -> None:
        r, m = self.rng, self.m
        q = r.choice([5, 10])
        px = m["dax"] + r.choice([520, 610, 700])
        oid = self.oid()
        rej = self.hp("t7", self.at(15, 1, 30), f"T7|REJ|ord={oid}|FDXM Z6|B|{q}|{de(px, 0)}|reason=PRICE_OUT_OF_RANGE|status=REJECTED",
                      "trade_confirmation", [oid, "FDXM Z6", "status=REJECTED"], "structured", idiom="venue reject line")
        self.post(self.after(rej, 30, 120), "katrin", "Tobias, bitte Preise checken bevor du was schickst 🙄", ref=rej)
        self.post(self.after(rej, 150, 260), "tobias", "sorry, Fat Finger, war eine Null zu viel im Limit-Feld")

    def o_fesx_limit(self) -> None:
        self.hp("sabine", self.at(13, 10, 30),
                "Ich setze das FESX-Limit ab sofort von 300 auf 200 Kontr. runter, bis der Basis-Spread sich beruhigt hat.",
                "risk_limit", ["FESX-Limit", "200 Kontr."], "untagged", idiom="risk manager lowers a limit in prose")

    def o_stop_alv(self) -> None:
        self.hp("mehmet", self.at(16, 44, 20), "Stopp bei ALV raus – wir decken morgen früh eh ein.", "stop_or_target_change",
                ["Stopp bei ALV", "raus"], "untagged", idiom="stop removed (raus)")

    def o_stop_sie(self) -> None:
        px = de(round(self.m["sie"] * 0.965 * 20) / 20)
        self.hp("mehmet", self.at(9, 50, 20), f"[STOPP] SIE neu {px} (vorher keiner)", "stop_or_target_change",
                ["[STOPP] SIE", px], "tagged")

    # ---------------------------------------------------------- near misses
    def s_near_misses(self) -> None:
        r, m = self.rng, self.m
        pool = [
            ("jonas", lambda: f"Was wäre, wenn wir {r.choice([40, 60, 80])} FGBX dazukaufen würden – passt das noch ins DV01?", "hypothetical 'was wäre, wenn' size"),
            ("lena", lambda: f"Ein Stopp bei {de(m['estx'] + 70, 0)} wäre für den FESX-Short sinnvoll, aber lass uns das nach dem Close besprechen.", "stop suggestion without decision"),
            ("jonas", lambda: "Zur Erinnerung: im März 2025 haben wir 400 FGBL bei 128,40 verkauft und sind dann böse ausgestoppt worden. Nicht wiederholen 😅", "history of an old trade"),
            ("broker", lambda: f"[Tullett] Trade: DZ kauft {r.choice([500, 800, 1200])} FGBL H7 @ {de(m['bund'] + 0.03)} von Helaba", "broker-chat trade of another bank"),
            ("broker", lambda: f"[ICAP] gehandelt: Commerz verkauft {r.choice([15, 25, 40])} FDAX Z6 @ {de(m['dax'] + 5, 0)} (Block)", None),
            ("broker", lambda: f"[BGC] LBBW hat {r.choice([300, 600])} FGBM H7 @ {de(m['bobl'] - 0.01)} gekauft, Rest noch im Markt", None),
            ("lena", lambda: f"Papier-Trade (Sim-Konto, nicht echt): Kauf {r.choice([5, 10])} FDAX Z6 @ {de(m['dax'] - 10, 0)} – teste nur den neuen Iceberg-Algo.", "paper trade on sim account"),
            ("jonas", lambda: "Stopp, nicht so schnell – erst die Zahlen um 14:30 abwarten.", "'Stopp' as an interjection"),
            ("katrin", lambda: "Ziel für Q1: weniger Slippage im Roll. Tobias baut dafür ein Dashboard.", "'Ziel' as a business goal"),
            ("mehmet", lambda: f"Gestern wurden die Siemens zu {de(m['sie'] - 1.3)} gefüllt, war im Nachhinein ganz gut getimt.", "yesterday's fill told as history"),
            ("tobias", lambda: "„Bundesbank: Inflation bleibt hartnäckig“ – lol, das hatten wir doch letzte Woche schon", "quoted unrelated headline"),
            ("jonas", lambda: f"Die Londoner Kollegen haben heute früh {r.choice([300, 500])} FGBL verkauft, nur damit ihr euch über den Flow nicht wundert.", "another desk's trade"),
            ("risk", lambda: f"RISIKO | Prüflauf 12:00 | Verstoß=NEIN | Limits=12/12 ok | DV01-Auslastung={r.randint(60, 85)}%", "risk check with Verstoß=NEIN"),
            ("cron", lambda: f"cron[triage] 12:00 | {r.randint(9, 25)} Meldungen geprüft | 0 weitergeleitet | 0 Fehler", "cron summary '0 weitergeleitet'"),
            ("research", lambda: f"Backtest (nur Info): Kauf FDAX bei Ifo-Überraschung > 1 Punkt, Fill zum nächsten Open, seit 2018 Trefferquote {r.randint(51, 59)} %, Ø +{r.randint(12, 40)} Punkte.", "backtest fill stats"),
            ("mehmet", lambda: "Könnte man die Allianz-Short-Position vor dem Rückkauf halbieren? Nur laut gedacht.", None),
            ("lena", lambda: f"Falls der DAX über {de(m['dax'] + 150, 0)} schließt, würde ich über einen zweiten Long nachdenken – aber heute nicht mehr.", "conditional future trade idea"),
            ("sabine", lambda: "Frage an alle: wer hat das FDAX-Limit in der Vorwoche zweimal gerissen? Ich brauche das für den Monatsbericht.", "question about a past limit breach"),
            ("tobias", lambda: f"Lehrbuchbeispiel für die Neuen: Kauf 10 FGBL @ {de(m['bund'])}, Tick = 10 EUR pro Kontrakt – also 100 EUR pro Tick für die Position.", "textbook example with trade words"),
            ("katrin", lambda: "Jemand sollte sich mal Rheinmetall anschauen, die laufen uns davon.", "someone-should-look-at suggestion"),
        ]
        windows = {"'Stopp' as an interjection": (12.5, 14.4), "stop suggestion without decision": (9, 17),
                   "conditional future trade idea": (10, 17), "hypothetical 'was wäre, wenn' size": (9, 17)}
        picks = r.sample(pool, r.randint(14, 17))
        for who, fn, idi in picks:
            when = self.human_time() if who not in ("cron", "risk") else self.at(12, 0, 3)
            if idi in windows:
                lo, hi = windows[idi]
                when = self.start + timedelta(hours=r.uniform(lo, hi))
            mid = self.post(when, who, fn(), kind="near")
            if idi:
                self.idiom(mid, idi, "not_hard")

    # ---------------------------------------------------------- chatter
    def chatter_lines(self) -> list[tuple]:
        """(author, text-fn, (from_h, to_h) local, max uses per day[, reply-fn])"""
        r, m = self.rng, self.m
        b = lambda: de(m["bund"] + r.choice([-0.04, -0.02, -0.01, 0, 0.01, 0.02, 0.03]))
        d = lambda: de(m["dax"] + r.randint(-40, 40), 0)
        ALL, DAY = (7, 22), (8, 18)
        return [
            # rates
            ("jonas", lambda: f"Bund bid, {b()} hält bisher.", DAY, 3),
            ("jonas", lambda: f"Schatz-Bobl-Kurve {r.randint(1, 4)} bp flacher seit heute früh, ziemlich einseitiger Flow.", (9, 18), 1),
            ("jonas", lambda: f"Buxl wieder mal ohne Liquidität, {de(m['buxl'] - 0.02)}/{de(m['buxl'] + 0.02)} bei 15x20 😴", DAY, 1),
            ("jonas", lambda: f"BTP-Spread {m['btp'] + r.randint(-2, 2)} bp, die Italiener bleiben erstaunlich ruhig.", DAY, 1),
            ("jonas", lambda: "Wer hat die Präsentation für die Rates-Runde am Montag? Ich finde sie im Teams nicht.", ALL, 1,
             lambda: "liegt im Ordner Desk/Präsentationen/2026-Q4, heißt 'Rates Runde final v3' 🙃"),
            ("jonas", lambda: "Die Basis im März ist komisch heute, CTD-Wechsel eher nicht, aber der Repo ist zäh.", DAY, 1),
            ("jonas", lambda: f"10y bei {de(m['y10'] + r.uniform(-0.02, 0.02))} %, UST {de(m['ust'])} % – Spread zu den Treasuries enger.", DAY, 2),
            ("jonas", lambda: "Bin 15 min im Call mit dem Sales-Desk wegen der Pensionskassen-Flows.", DAY, 1),
            ("jonas", lambda: f"Bund-Auktion um 11:30, Volumen {r.choice([4, 5, 6])} Mrd – Deckung schauen wir uns dann an.", (8, 11.4), 1),
            ("jonas", lambda: f"Bund tickt {r.choice(['hoch', 'runter'])}, {b()} jetzt. Ohne News, einfach Flow.", DAY, 2),
            ("jonas", lambda: "Frankreich-Headlines wieder, OAT-Bund springt kurz, Bund kriegt den Safe-Haven-Bid.", DAY, 1),
            ("jonas", lambda: "Die Schatz-Futures sind heute wie festgenagelt, halber Tick Range seit dem Open.", (10, 17), 1),
            ("jonas", lambda: "Kurze Zusammenfassung vom Call mit der Finanzagentur-Analyse: Emissionsplanung Q1 wie erwartet, etwas mehr "
                              "Bobl, dafür weniger 30-jährige. Die grüne Bundesanleihe wird aufgestockt. Keine Überraschungen beim Syndikat.", (9, 17), 1),
            ("jonas", lambda: ("Zum Roll allgemein: marktweit sind wir heute bei gut der Hälfte, die großen Real-Money-Adressen rollen erfahrungsgemäß "
                               "erst am letzten Tag. Der Calendar ist gegenüber gestern kaum verändert, die implizite Repo im Dezember bleibt unter GC."), (9, 18), 1),
            ("jonas", lambda: (f"Auktion war okay, kein großer Tail. Bid-to-Cover {de(r.uniform(1.2, 1.9), 1)}, die Bundesbank hat wie üblich einen Teil "
                               "für die Marktpflege einbehalten. Reaktion im Future praktisch null, die Real-Money-Nachfrage ist einfach da."), (11.7, 14), 1),
            # index
            ("lena", lambda: f"DAX-Future {d()}, VWAP {d()}. Ziemlich dünnes Buch heute.", DAY, 2),
            ("lena", lambda: "ODAX-Puts für Dezember wieder gesucht, der Skew zieht an.", DAY, 1),
            ("lena", lambda: "FESX/FDAX-Spread läuft weiter auseinander, der DAX outperformt klar.", DAY, 1),
            ("lena", lambda: "Der große Verfall am 18. wirft seine Schatten voraus, OI im Dezember noch riesig.", ALL, 1),
            ("lena", lambda: f"US-Futures drehen, NQ −{de(r.uniform(0.3, 1.2), 1)} %.", (13, 22), 1),
            ("lena", lambda: "Mini-DAX-Volumen heute auffällig hoch, Retail ist wach.", DAY, 1),
            ("lena", lambda: f"Chart dazu: FDAX 15-Minuten, Widerstand bei {de(m['dax'] + 90, 0)} sauber sichtbar.", DAY, 1),
            ("lena", lambda: f"FDAX {d()} – die {de(round(m['dax'], -2), 0)} ist heute der Magnet.", DAY, 2),
            ("lena", lambda: "Eröffnung US sieht ruppig aus, S&P-Future gibt die Overnight-Gewinne ab.", (15.5, 16.5), 1),
            ("lena", lambda: "Das Orderbuch im FESX ist nach 17:30 wie leergefegt, sobald die Kasse zu ist.", (17.5, 21), 1),
            ("lena", lambda: ("Kurzer Gedanke zur Vola: VDAX ist seit drei Tagen unter 17, das Gamma der Market Maker im ODAX ist laut Eurex-Daten "
                              "deutlich positiv. Heißt in der Praxis: Intraday-Ausschläge werden eher gedämpft, bis der große Verfall durch ist."), DAY, 1),
            ("lena", lambda: ("Die Korrelation DAX/Euro Stoxx ist auf Tagesbasis bei 0,93 – der Relative-Value zwischen FDAX und FESX läuft also "
                              "fast nur über die Sektorgewichte. Autos und Chemie schwach, Versicherer und Software tragen."), DAY, 1),
            ("lena", lambda: ("Beobachtung zum Orderbuch: im FDAX stehen seit einer Stunde regelmäßig 40er-Blöcke auf der Briefseite, die bei "
                              "Annäherung verschwinden – sieht nach einem Market-Maker-Algo aus, nicht nach echtem Angebot."), DAY, 1),
            # equities
            ("mehmet", lambda: "Xetra-Eröffnungsauktion gleich, Orderbuch SAP sieht ausgeglichen aus.", (8.6, 8.98), 1),
            ("mehmet", lambda: f"Siemens handelt {de(r.uniform(0.2, 1.6), 1)} % über Vortag, der Sektor macht mit.", (9.1, 17.5), 1),
            ("mehmet", lambda: "Versicherer heute schwach, die Kurve hilft ihnen nicht.", (9.1, 17.5), 1),
            ("mehmet", lambda: "Gibt's schon die Dividendenvorschätzung für Allianz vom Research? Brauche die für die Leihkosten.", ALL, 1,
             lambda: "Kommt mit der Abendausgabe, hab's auf die Liste gesetzt."),
            ("mehmet", lambda: f"Leihgebühr ALV unverändert bei {r.randint(25, 45)} bp p.a.", DAY, 1),
            ("mehmet", lambda: "Schlussauktion Xetra heute mit großem Ungleichgewicht erwartet, Indexanpassung bei MDAX.", (16.5, 17.45), 1),
            ("mehmet", lambda: f"SAP {de(m['sap'] + r.uniform(-1, 1))}, Software-Sektor insgesamt eher bid.", (9.1, 17.5), 2),
            ("mehmet", lambda: "Volatilitätsunterbrechung in einem MDAX-Wert, nichts von uns, nur FYI.", (9.1, 17.5), 1),
            ("mehmet", lambda: ("Sales-Colour von heute Vormittag: zwei größere Long-only-Häuser bauen in europäischen Versicherern ab, "
                                "ein US-Hedgefonds fragt nach Software-Baskets, und aus der Schweiz kommen Anfragen zu DAX-Dividendenfutures. "
                                "Nichts davon ist bei uns im Buch, aber gut zu wissen, wer gerade was macht."), (11, 15), 1),
            ("mehmet", lambda: ("Termine für die Kasse nächste Woche: Kapitalmarkttag bei einem Versicherer am Dienstag, zwei Indexänderungen "
                                "im MDAX wirksam zum Verfall, danach kaum noch Unternehmensnachrichten bis Mitte Januar. Liquidität wird dünn."), ALL, 1),
            ("mehmet", lambda: ("Leihe-Thema: die Wertpapierleihe für Versicherer ist im Dezember wegen der Dividendenplanung immer etwas teurer, "
                                "das ist normal und kein Zeichen für Short-Druck. Ich habe die Desk-Kosten dafür im Sheet aktualisiert."), ALL, 1),
            # junior / ops
            ("tobias", lambda: "Kaffee? ☕", (7, 16), 2, lambda: r.choice(["gern, 5 min", "bin dabei", "später, bin im Call"])),
            ("tobias", lambda: "Bloomberg hängt bei mir schon wieder, jemand anders auch?", ALL, 1, lambda: "bei mir läuft's, neu starten hilft meistens"),
            ("tobias", lambda: "Reminder: Rufbereitschaft am Wochenende hat Jonas.", ALL, 1),
            ("tobias", lambda: "Kantine hat heute Kässpätzle, nur so als Info 🧀", (10.5, 12.5), 1),
            ("tobias", lambda: "Ticket für das neue T7-Zertifikat ist raus, IT meldet sich bis morgen.", ALL, 1),
            ("tobias", lambda: "Kann jemand den Link zum Eurex-Rundschreiben von gestern nochmal posten?", ALL, 1, lambda: "steht oben im Kanal, einfach 'Rundschreiben' suchen"),
            ("tobias", lambda: "Release Notes T7 13.1 sind da – Änderungen beim Mass Cancel und bei den Self-Match-Prevention-IDs.", ALL, 1),
            ("tobias", lambda: "Der zweite Monitor flackert wieder, ich geh mal zur IT.", ALL, 1),
            ("tobias", lambda: "Der Drucker im 14. Stock ist wieder offline, falls jemand was ausdrucken wollte.", ALL, 1),
            ("tobias", lambda: "Hat jemand ein USB-C-Ladekabel übrig? Meins ist zuhause.", ALL, 1),
            ("tobias", lambda: ("Auszug Eurex-Rundschreiben: \"Ab dem 14.12. gelten für die Produkte FGBL, FGBM, FGBS und FGBX angepasste "
                                "Mistrade-Ranges während der Eröffnungsphase. Die Änderungen betreffen ausschließlich die Zeit von 08:00 bis 08:15 MEZ. "
                                "Teilnehmer werden gebeten, ihre Pre-Trade-Limits entsprechend zu prüfen.\" – betrifft uns wohl nur beim Roll."), ALL, 1),
            ("tobias", lambda: ("IT-Info: Am Samstag wird die T7-Testumgebung auf Release 13.1 gehoben, Simulationsaccounts sind von 08:00 bis 14:00 "
                                "nicht erreichbar. Produktion ist nicht betroffen. Wer am Wochenende Algos testen will, bitte vorher bei mir melden."), ALL, 1),
            ("tobias", lambda: ("Zusammenfassung Ops: Clearing-Abgleich von gestern ohne Differenzen, Margin-Call von Eurex Clearing pünktlich bedient, "
                                "Gebührenrechnung November ist da und liegt leicht unter Oktober. Details im Ops-Ordner."), (8, 12), 1),
            # head
            ("katrin", lambda: "Meeting 16:00 verschoben auf 16:30, gleicher Raum.", (9, 15.5), 1),
            ("katrin", lambda: "Bitte alle bis Freitag die Limit-Attestierung abschicken.", ALL, 1),
            ("katrin", lambda: "Gute Arbeit heute früh 👏", (10, 14), 1),
            ("katrin", lambda: "Wer ist morgen früh als Erster da?", (15, 21), 1, lambda: "ich, ab 6:45"),
            ("katrin", lambda: "Bitte Roll-Themen in den Thread, nicht in den Hauptkanal.", (9, 18), 1),
            ("katrin", lambda: "Ich bin 13–14 Uhr im Management-Meeting, dringende Sachen bitte per Telefon.", (9, 12.9), 1),
            ("katrin", lambda: ("Kurz zur Planung: Jahresgespräche mache ich ab dem 14., bitte Termine bei mir im Kalender eintragen. "
                                "Zwischen den Jahren sind Jonas und Tobias da, Lena und Mehmet ab dem 2. Januar wieder. Weihnachtsfeier ist am 17. abends."), ALL, 1),
            # risk
            ("sabine", lambda: "Stresstest-Szenarien für Q1 liegen im SharePoint, Feedback bitte bis Mittwoch.", ALL, 1),
            ("sabine", lambda: "Das VaR-Backtesting von letzter Woche ist dokumentiert, die Ausnahme war der Datenfehler vom Dienstag.", ALL, 1),
            ("sabine", lambda: ("Hinweis Regulatorik: Die neue FRTB-Berichtslinie für Zinsrisiko im Handelsbuch läuft ab Januar parallel. "
                                "Für euch ändert sich im Alltag nichts, aber die Risiko-Engine zeigt ab dann zusätzliche Sensitivitäten pro Laufzeitband an."), ALL, 1),
            # broker relay (indications only)
            ("broker", lambda: f"[Tullett] FGBL H7 {b()}/{de(m['bund'] + 0.03)} {r.randint(50, 300)}x{r.randint(50, 300)}", DAY, 3),
            ("broker", lambda: f"[ICAP] FGBM H7 {de(m['bobl'])}/{de(m['bobl'] + 0.01)}, Interesse auf der Geldseite", DAY, 1),
            ("broker", lambda: f"[BGC] FDAX Z6 {de(m['dax'], 0)}/{de(m['dax'] + 1, 0)}, Block bis 50 möglich", DAY, 2),
            ("broker", lambda: f"[Tradition] FGBS H7 {de(m['schatz'], 3)}/{de(m['schatz'] + 0.005, 3)}, ruhig", DAY, 2),
            ("broker", lambda: "[Tullett] Buxl: Kunde sucht Angebot in 200, Preis auf Anfrage", DAY, 1),
            ("broker", lambda: f"[ICAP] Calendar FGBL Z6/H7 {de(m['cal'] - 0.01)}/{de(m['cal'])} in 500", (8, 17), 2),
            ("broker", lambda: f"[BGC] OGBL Mär {de(float(int(m['bund']) + 1))} C {de(r.uniform(0.36, 0.44))} bid in 300, Angebot fehlt", DAY, 1),
            # research short posts
            ("research", lambda: f"Kurzupdate: Ifo um 10:00, Konsens {de(m['ifo'] - 0.3, 1)}, Spanne {de(m['ifo'] - 1.5, 1)}–{de(m['ifo'] + 0.8, 1)}.", (7.5, 9.9), 1),
            ("research", lambda: "Kalender: 14:30 US Initial Claims, 16:00 ISM Services, 16:00 JOLTS.", (8, 14.4), 1),
            ("research", lambda: f"Auktion Bund 2036: zugeteilt {de(r.uniform(3.5, 4.8), 2)} Mrd, Bid-to-Cover {de(r.uniform(1.1, 1.8), 2)}, Durchschnittsrendite {de(m['y10'], 3)} %.", (11.6, 12.2), 1),
            ("research", lambda: f"US Initial Claims {r.randint(205, 245)}k vs. Konsens {r.randint(215, 230)}k. Treasuries reagieren kaum.", (14.55, 15.2), 1),
        ]

    def s_chatter(self, n: int) -> None:
        r = self.rng
        lines = self.chatter_lines()
        used = [0] * len(lines)
        times = sorted(self.human_time() for _ in range(n))
        last_j = -1
        for when in times:
            h = (when - self.start).total_seconds() / 3600
            cand = [j for j, t in enumerate(lines) if t[2][0] <= h < t[2][1] and used[j] < t[3] and j != last_j]
            if not cand:
                continue
            j = r.choice(cand)
            used[j] += 1
            last_j = j
            who, fn = lines[j][0], lines[j][1]
            text = fn()
            att = None
            if text.startswith("Chart dazu"):
                self.seqn += 1
                aid = str(snowflake(int(when.timestamp() * 1000), self.worker, self.seqn))
                att = [{"id": aid, "filename": "fdax_15m.png", "size": r.randint(38000, 92000),
                        "url": f"https://cdn.discordapp.com/attachments/{self.cid}/{aid}/fdax_15m.png"}]
            mid = self.post(when, who, text, attachments=att)
            if len(lines[j]) > 4:
                answerer = r.choice([p for p in ("katrin", "jonas", "lena", "mehmet", "tobias") if p != who])
                self.post(self.after(mid, 40, 400), answerer, lines[j][4](), ref=mid)
        # a chatter edit (typo fix)
        if self.human_chat:
            mid = r.choice(self.human_chat)
            if self.state[mid] == "live" and self.msgs[mid]["content"]:
                self.edit(mid, self.after(mid, 20, 120), self.msgs[mid]["content"] + " (edit: Tippfehler)")
        # a phone number that compliance erases
        ph = f"0171 {r.randint(100, 999)} {r.randint(1000, 9999)}"
        pm = self.post(self.at(18, 12, 30), "tobias", f"Für die Rufbereitschaft am Wochenende: ich bin unter {ph} erreichbar, privat bitte nicht weitergeben.")
        self.forget(pm, self.after(pm, 600, 1800), ph)

    def s_acks(self, n: int) -> None:
        r = self.rng
        acks = ["ok", "danke", "thx", "👍", "🙏", "merci", "jo", "👌", "super, danke", "✅", "alles klar", "ok 👍"]
        pool = [x for x in self.human_chat if self.state[x] == "live"]
        for i in range(n):
            tgt = r.choice(pool)
            who = r.choice(["katrin", "jonas", "lena", "mehmet", "tobias"])
            mid = self.post(self.after(tgt, 20, 400), who, r.choice(acks), ref=tgt, kind="noise")
            if who == "katrin" and not any(x["idiom"] == "head 'ok' reply to small talk" for x in self.idioms):
                self.idiom(mid, "head 'ok' reply to small talk", "not_hard")

    # ---------------------------------------------------------- build
    def build(self) -> None:
        r = self.rng
        self.s_background_noise()
        self.s_verbose()
        self.s_morning()
        self.s_fdax()
        self.s_roll()
        self.s_verfall_thread()
        self.s_equity()
        self.s_deleted_proposal()
        self.s_forgotten_fill()
        self.s_news()
        self.s_theses()
        self.s_research()
        target = r.randint(34, 42)
        opts = [(self.o_fgbm_reject, 2), (self.o_fgbx, 5), (self.o_dv01, 2), (self.o_options, 3), (self.o_fgbs_json, 4),
                (self.o_fesx, 4), (self.o_fdxm_reject, 1), (self.o_fesx_limit, 1), (self.o_stop_alv, 1), (self.o_stop_sie, 1)]
        r.shuffle(opts)
        for fn, cost in opts:
            if self.hard_count() + cost <= target:
                fn()
        self.s_near_misses()
        total_target = r.randint(252, 292)
        n_acks = r.randint(10, 14)
        n_chat = max(40, total_target - len(self.order) - n_acks - 1)
        self.s_chatter(n_chat)
        self.s_acks(n_acks)

    def finalize(self) -> None:
        for h in self.hard:
            h["final_state"] = self.state[h["message_id"]]


IDIOM_PRIORITY = [
    "[VORSCHLAG] tag with German Kauf/Stopp/Ziel",
    "shorthand K/V 12k TICKER price lim",
    "decision sentence buried mid-way in a long German-English note",
    "terse reply approval (ok go / 👍)",
    "terse German rejection (abgelehnt)",
    "T7 pipe ACK line",
    "T7 XML ExecRpt ack",
    "embed-only execution report fill",
    "fill price corrected by edit (korr=1)",
    "stop moved twice by editing the same message",
    "risk engine resizes an order",
    "Verstoß=JA breach line",
    "held name via ISIN / ticker in headline",
    "agent JSON triage no_action",
    "head routes a held-name headline to the execution agent",
    "broker-chat trade of another bank",
    "paper trade on sim account",
    "'Stopp' as an interjection",
    "head trader question reply to a proposal",
    "Siemens Energy headline (not the held Siemens AG)",
    "long analysis with trading words, no decision",
    "hypothetical 'was wäre, wenn' size",
    "yesterday's fill told as history",
    "cron summary '0 weitergeleitet'",
    "'durch' = filled, German prose fill",
    "risk bot German key=value limit line",
]


# ------------------------------------------------------------------ public API

def _text_of(content: str, embeds: list) -> str:
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer", "url"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields") or []:
            parts.append(f"{f.get('name', '')} {f.get('value', '')}")
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=UTC)
    end = end.astimezone(UTC)
    allev: list[tuple[int, int, int, dict]] = []
    labels = {"desk": DESK, "hard_events": [], "superseded_facts": [], "removed_texts": [],
              "noise_message_ids": [], "near_miss_ids": [], "idioms": []}
    seen_idioms: set[str] = set()
    all_idioms: list[dict] = []
    for ch in range(channels):
        for d in range(days):
            start = end - timedelta(days=days - d)
            day = Day(seed, ch, start)
            day.build()
            day.finalize()
            # self-check of facts against final text
            for h in day.hard:
                msg = day.msgs[h["message_id"]]
                txt = _text_of(msg["content"], msg["embeds"])
                for f in h["facts"]:
                    if f not in txt:
                        raise AssertionError(f"fact {f!r} not in message {h['message_id']}: {txt[:200]!r}")
            for ms, n, ev in day.events:
                allev.append((ms, ch, n, ev))
            labels["hard_events"].extend(day.hard)
            labels["superseded_facts"].extend(day.superseded)
            labels["removed_texts"].extend(day.removed)
            labels["noise_message_ids"].extend(day.noise_ids)
            labels["near_miss_ids"].extend(day.near_ids)
            for i in day.idioms:
                if i["idiom"] not in seen_idioms:
                    seen_idioms.add(i["idiom"])
                    all_idioms.append(i)
    prio = {name: k for k, name in enumerate(IDIOM_PRIORITY)}
    all_idioms.sort(key=lambda i: prio.get(i["idiom"], len(prio)))
    labels["idioms"] = all_idioms[:20]
    allev.sort(key=lambda x: (x[0], x[1], x[2]))
    return {"events": [e[3] for e in allev], "labels": labels}


# ------------------------------------------------------------------ checking

def _event_ms(ev: dict) -> int:
    op = ev["op"]
    if op == "create":
        return int(ev["message"]["id"]) >> 22
    ts = ev.get("edited_at") or ev.get("deleted_at") or ev.get("at")
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
    return int(dt.timestamp() * 1000) - DISCORD_EPOCH


def check(cap_path: str, labels: dict, end: datetime, days: int) -> bool:
    ok = True
    msgs: dict[str, dict] = {}
    gone: set[str] = set()
    last = -1
    with open(cap_path, encoding="utf-8") as fh:
        evs = [json.loads(line) for line in fh]
    for ev in evs:
        t = _event_ms(ev)
        if t < last:
            print("ORDER ERROR", ev["op"], t, last)
            ok = False
        last = t
        if ev["op"] == "create":
            m = ev["message"]
            mid = m["id"]
            cms = int(datetime.strptime(m["created_at"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC).timestamp() * 1000)
            if (int(mid) >> 22) + DISCORD_EPOCH != cms:
                print("SNOWFLAKE/TIME MISMATCH", mid)
                ok = False
            if mid in msgs:
                print("DUP ID", mid)
                ok = False
            msgs[mid] = {"content": m["content"], "embeds": m.get("embeds") or [], "ms": cms,
                         "chan": ev.get("parent_channel_id") or ev["channel_id"], "ref": m.get("reference_id")}
        elif ev["op"] == "edit":
            msgs[ev["message_id"]]["content"] = ev["content"]
        elif ev["op"] in ("delete", "forget"):
            gone.add(ev["message_id"])
        elif ev["op"] == "bulk_delete":
            gone.update(ev["message_ids"])
    for mid, m in msgs.items():
        if m["ref"] and (m["ref"] not in msgs or msgs[m["ref"]]["ms"] >= m["ms"]):
            print("BAD REF", mid)
            ok = False
    for h in labels["hard_events"]:
        m = msgs.get(h["message_id"])
        if m is None:
            print("MISSING", h)
            ok = False
            continue
        txt = _text_of(m["content"], m["embeds"])
        for f in h["facts"]:
            if f not in txt:
                print("FACT MISSING", f, h["message_id"])
                ok = False
        if not 2 <= len(h["facts"]) <= 5:
            print("FACT COUNT", h)
            ok = False
        exp_gone = h["final_state"] in ("deleted", "forgotten")
        if exp_gone != (h["message_id"] in gone):
            print("STATE MISMATCH", h)
            ok = False
    for lst in ("noise_message_ids", "near_miss_ids"):
        for mid in labels[lst]:
            if mid not in msgs:
                print("MISSING", lst, mid)
                ok = False
    for i in labels["idioms"]:
        if i["message_id"] not in msgs:
            print("IDIOM MISSING", i)
            ok = False
    live_text = "\n".join(_text_of(m["content"], m["embeds"]) for mid, m in msgs.items() if mid not in gone)
    for s in labels["removed_texts"]:
        if s in live_text:
            print("REMOVED TEXT STILL LIVE", s)
            ok = False
    hard_ids = {h["message_id"] for h in labels["hard_events"]}
    if hard_ids & set(labels["noise_message_ids"]) or hard_ids & set(labels["near_miss_ids"]):
        print("OVERLAP hard/noise/near")
        ok = False
    # per channel-day stats
    start0 = int((end - timedelta(days=days)).timestamp() * 1000)
    groups: dict[tuple[str, int], list[str]] = {}
    for mid, m in msgs.items():
        groups.setdefault((m["chan"], (m["ms"] - start0) // 86400000), []).append(mid)
    noise = set(labels["noise_message_ids"])
    near = set(labels["near_miss_ids"])
    types: dict[tuple[str, int], dict[str, int]] = {}
    for h in labels["hard_events"]:
        m = msgs[h["message_id"]]
        k = (m["chan"], (m["ms"] - start0) // 86400000)
        types.setdefault(k, {})
        types[k][h["event_type"]] = types[k].get(h["event_type"], 0) + 1
    print(f"{'channel':<20} day  msgs    KB   hard noise%  near")
    for k in sorted(groups):
        ids = groups[k]
        kb = sum(len(_text_of(msgs[i]["content"], msgs[i]["embeds"]).encode()) for i in ids) / 1024
        nh = sum(1 for i in ids if i in hard_ids)
        nn = sum(1 for i in ids if i in noise)
        nm = sum(1 for i in ids if i in near)
        share = 100 * nn / len(ids)
        flag = ""
        if not (180 <= len(ids) <= 320 and 70 <= kb <= 120 and 25 <= nh <= 45 and 25 <= share <= 40):
            flag = "  <-- OUT OF RANGE"
            ok = False
        print(f"{k[0]:<20} {k[1]:>3} {len(ids):>5} {kb:>6.1f} {nh:>6} {share:>5.1f}% {nm:>5}{flag}")
    tot: dict[str, int] = {}
    for h in labels["hard_events"]:
        tot[h["event_type"]] = tot.get(h["event_type"], 0) + 1
    print("hard events by type:", json.dumps(dict(sorted(tot.items())), ensure_ascii=False))
    print(f"events={len(evs)} messages={len(msgs)} hard={len(labels['hard_events'])} noise={len(noise)} "
          f"near={len(near)} idioms={len(labels['idioms'])} removed={len(labels['removed_texts'])} "
          f"superseded={len(labels['superseded_facts'])}")
    print("CHECK", "OK" if ok else "FAILED")
    return ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time when the last day ends (default 2026-12-04T23:00:00Z)")
    ap.add_argument("--check", action="store_true", help="reload the written files and print stats")
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
    if a.check:
        return 0 if check(a.out, res["labels"], end or DEFAULT_END, a.days) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
