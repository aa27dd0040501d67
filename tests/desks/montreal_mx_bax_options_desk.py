#!/usr/bin/env python3
"""Desk generator: a Montreal desk trading Montreal Exchange (MX) products.

CORRA futures (CRA), Government of Canada bond futures (CGB, CGF), listed options on
RY, TD, SHOP, CNQ, ENB, plus a watchlist of TSX names.  Registers: Quebec French /
English code-switched chat, LLM agent reports (FR/EN markdown), FIX gateway prints,
YAML-ish risk engine, Grafana embeds, news relay, RFQ bot, infra noise.

Standard library only.  Output is a pure function of the arguments.

    python -m tests.desks.montreal_mx_bax_options_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
from datetime import datetime, timedelta, timezone

DESK = "montreal_mx_bax_options_desk"
EPOCH_MS = 1420070400000
UTC = timezone.utc
EPOCH0 = datetime(1970, 1, 1, tzinfo=UTC)
H = 3_600_000
MIN = 60_000

GUILD_ID = "1158743029916672051"
CHANNEL_IDS = [
    "1158749361120884806",
    "1162038472915345429",
    "1174410095868186675",
    "1189215730443419694",
]
DEFAULT_END = datetime(2026, 12, 8, 5, 0, tzinfo=UTC)  # 2026-12-08 00:00 in Montreal
OUR_ACCOUNT = "MTLDRV01"

PEOPLE = {
    # key: (display name, author id, bot)
    "lead": ("Mathieu Lavoie", "1098220563931975730", False),
    "gen": ("gen.bouchard", "1102418816642052187", False),
    "kev": ("kevtremblay", "1107745031388213399", False),
    "priya": ("Priya R. (risk)", "1112096552402264146", False),
    "sam": ("sam_obrien", "1126370485573652511", False),
    "dave": ("dave.k | TOR rates", "1131854210968223774", False),
    "gw": ("MX-GW", "1140273668801642567", True),
    "risk": ("risk-engine", "1140274113317953596", True),
    "grafana": ("Grafana", "1140275022194081852", True),
    "news": ("newsrelay", "1141503392640139335", True),
    "rfq": ("rfq-bot", "1141503990857977960", True),
    "rates": ("corra-strat", "1150662217347207229", True),
    "vol": ("vol-strat", "1150662593177817220", True),
    "pm": ("pm-agent", "1150663010259542086", True),
    "disp": ("dispatch", "1150663399734210640", True),
    "exec": ("exec-agent", "1150663847102886029", True),
    "cron": ("cron", "1152208801190383676", True),
    "ci": ("ci-bot", "1152209318972448869", True),
    "pnl": ("pnl-bot", "1152209906426670152", True),
}

# activity by Montreal local hour
HOUR_W = [0.9, 0.6, 0.5, 0.5, 0.6, 1.0, 2.2, 4.5, 8.0, 10.5, 11.0, 10.0,
          7.0, 6.5, 9.5, 10.5, 9.0, 6.0, 3.5, 2.6, 2.8, 2.6, 1.6, 1.1]
TRADE_W = [0, 0, 0, 0, 0, 0, 0, 0.5, 3.0, 6.0, 7.0, 6.5,
           4.0, 4.0, 6.0, 6.5, 3.0, 0, 0, 0, 0, 0, 0, 0]
AGENT_W = [0.6, 0.3, 0.3, 0.3, 0.4, 1.0, 2.5, 5.0, 7.0, 7.0, 6.0, 5.0,
           4.0, 5.0, 6.0, 6.0, 5.0, 4.0, 2.0, 1.0, 0.8, 0.6, 0.6, 0.6]
BOT_W = [2.0, 2.0, 2.0, 2.0, 2.0, 2.2, 2.6, 3.0, 3.6, 4.0, 4.0, 4.0,
         3.6, 3.6, 4.0, 4.0, 3.6, 3.0, 2.6, 2.4, 2.2, 2.2, 2.0, 2.0]
CHAT_W = [0.2, 0.05, 0.0, 0.0, 0.0, 0.2, 1.0, 3.5, 7.0, 9.0, 9.0, 8.0,
          7.5, 6.5, 8.0, 8.5, 7.0, 5.0, 3.0, 2.5, 3.0, 3.0, 1.5, 0.6]

FUTS = {
    # symbol: (root, maturity YYYYMM, base price, decimals, tick)
    "CGBH7": ("CGB", "202703", 128.40, 2, 0.01),
    "CGBM7": ("CGB", "202706", 127.98, 2, 0.01),
    "CGFH7": ("CGF", "202703", 117.25, 2, 0.01),
    "CRAH7": ("CRA", "202703", 97.790, 3, 0.005),
    "CRAM7": ("CRA", "202706", 97.840, 3, 0.005),
    "CRAU7": ("CRA", "202709", 97.870, 3, 0.005),
}

UNDS = {
    "RY": {"spot": 203.5, "vol": 0.19, "step": 5, "names_fr": ["Banque Royale", "la Banque Royale du Canada", "RBC"],
           "names_en": ["Royal Bank of Canada", "Royal Bank", "RBC"]},
    "TD": {"spot": 112.4, "vol": 0.21, "step": 2, "names_fr": ["Banque TD", "Groupe Banque TD"],
           "names_en": ["TD Bank", "Toronto-Dominion", "TD Bank Group"]},
    "SHOP": {"spot": 214.0, "vol": 0.55, "step": 10, "names_fr": ["Shopify"], "names_en": ["Shopify"]},
    "CNQ": {"spot": 46.2, "vol": 0.30, "step": 1, "names_fr": ["Canadian Natural", "Ressources naturelles Canada (CNQ)"],
            "names_en": ["Canadian Natural Resources", "Canadian Natural", "CNRL"]},
    "ENB": {"spot": 66.8, "vol": 0.17, "step": 1, "names_fr": ["Enbridge"], "names_en": ["Enbridge"]},
}
UND_KEYS = ["RY", "TD", "SHOP", "CNQ", "ENB"]

WATCH = {
    "BNS": (["Banque Scotia"], ["Scotiabank"]),
    "BMO": (["BMO Groupe financier", "Banque de Montréal"], ["BMO", "Bank of Montreal"]),
    "CNR": (["Canadien National", "CN Rail"], ["Canadian National Railway", "CN Rail"]),
    "SU": (["Suncor"], ["Suncor Energy"]),
    "ATD": (["Alimentation Couche-Tard", "Couche-Tard"], ["Alimentation Couche-Tard", "Couche-Tard"]),
    "NA": (["Banque Nationale"], ["National Bank of Canada", "National Bank"]),
    "MFC": (["Manuvie"], ["Manulife"]),
    "CP": (["Canadien Pacifique Kansas City", "CPKC"], ["Canadian Pacific Kansas City", "CPKC"]),
}
WATCH_KEYS = ["BNS", "BMO", "CNR", "SU", "ATD", "NA", "MFC", "CP"]

UNRELATED = [
    ("DOL", "Dollarama"), ("QSR", "Restaurant Brands"), ("GIB.A", "CGI"), ("CCO", "Cameco"),
    ("NVDA", "Nvidia"), ("AAPL", "Apple"), ("LULU", "Lululemon"), ("WPM", "Wheaton Precious Metals"),
    ("TFII", "TFI International"), ("AC", "Air Canada"),
]

EXPIRIES = [
    # canon, chat month, date, FIX 200, FIX 205
    ("18DEC26", "dec", (2026, 12, 18), "202612", "18"),
    ("15JAN27", "jan", (2027, 1, 15), "202701", "15"),
    ("19FEB27", "feb", (2027, 2, 19), "202702", "19"),
    ("19MAR27", "mar", (2027, 3, 19), "202703", "19"),
]

CLIENTS = ["Fonds Laurier", "Caisse Beaubassin", "Gestion Mont-Royal", "Placements Richelieu", "Fiducie Outremont"]
PLAYERS = ["Suzuki", "Caufield", "Slafkovsky", "Hutson", "Demidov", "Newhook", "Dach"]
OPPONENTS = ["Toronto", "Boston", "Ottawa", "les Rangers", "Tampa", "Edmonton", "Winnipeg"]


# which idioms to surface first when more than 20 show up
IDIOM_RANK = {name: i for i, name in enumerate([
    "qc shorthand proposal 'b N SYM @ px, on rentre?'",
    "joual untagged proposal 'on rentre long N lots icitte'",
    "decision buried under '## Décision' in a long agent report",
    "short reply approval 'ok go'",
    "emoji reply approval '👍 send it'",
    "FIX 35=8 39=2 fill",
    "FIX fill for another desk's account",
    "risk-engine YAML resize",
    "stop moved twice by editing the same message",
    "French hypothetical 'si on achetait'",
    "[PAPER] tagged paper trade",
    "headline naming a held underlying by company name",
    "watchlist headline in French",
    "embed-only execution report",
    "dispatch JSON route line",
    "no-route for RFQ outside product list",
    "joual thesis flip 'on flip bearish'",
    "past-tense trade told as history",
    "backtest fill/result",
    "other desk's trade in chat",
    "FIX 35=8 39=8 venue reject",
    "[FILL] tag with average corrected by edit",
    "PM-agent approval buried in a review",
    "thesis invalidated inside '### Vue' of a report",
    "joual rejection reply",
    "Grafana embed limit breach",
    "risk key=value limit update",
    "long agent analysis with trading words and no decision",
    "question/interest reply to a proposal",
    "RFQ bot line with strike/expiry/delta",
])}


# --------------------------------------------------------------------------- time helpers

def _dt(ms: int) -> datetime:
    return EPOCH0 + timedelta(milliseconds=ms)


def _iso(ms: int) -> str:
    return _dt(ms).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)


def _mtl_offset_h(ms: int) -> int:
    dt = _dt(ms)
    y = dt.year
    m1 = datetime(y, 3, 1, tzinfo=UTC)
    start = datetime(y, 3, 1 + (6 - m1.weekday()) % 7 + 7, 7, tzinfo=UTC)
    n1 = datetime(y, 11, 1, tzinfo=UTC)
    end = datetime(y, 11, 1 + (6 - n1.weekday()) % 7, 6, tzinfo=UTC)
    return -4 if start <= dt < end else -5


def _local(ms: int) -> datetime:
    return _dt(ms + _mtl_offset_h(ms) * H)


def _hhmm(ms: int) -> str:
    return _local(ms).strftime("%H:%M")


def _fixts(ms: int) -> str:
    return _dt(ms).strftime("%Y%m%d-%H:%M:%S.") + "%03d" % (ms % 1000)


def _to_ms(dt: datetime) -> int:
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    delta = dt.astimezone(UTC) - EPOCH0
    return delta.days * 86_400_000 + delta.seconds * 1000 + delta.microseconds // 1000


def _snowflake(ms: int, worker: int, seq: int) -> str:
    return str(((ms - EPOCH_MS) << 22) | ((worker & 31) << 17) | (seq & 4095))


def channel_id(i: int) -> str:
    if i < len(CHANNEL_IDS):
        return CHANNEL_IDS[i]
    ms = 1_704_067_200_000 + (i * 318_733_417) % (86_400_000 * 300)
    return _snowflake(ms, (i * 11) % 32, (i * 389) % 4096)


# --------------------------------------------------------------------------- pricing

SEQ, CUR, CURM5 = "\x00SEQ\x00", "\x00CUR\x00", "\x00CURM5\x00"
FIX_RE = re.compile(r"8=FIX\.4\.4\|9=\d+\|(.*?\|)10=\d{3}\|")


def _refix(s: str) -> str:
    def sub(mo):
        body = mo.group(1)
        head = "8=FIX.4.4|9=%d|" % len(body)
        return head + body + "10=%03d|" % (sum((head + body).encode("utf-8")) % 256)
    return FIX_RE.sub(sub, s)


def _ncdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def _bs(spot: float, k: float, t: float, vol: float, cp: str):
    t = max(t, 3 / 365)
    sd = vol * math.sqrt(t)
    d1 = (math.log(spot / k) + 0.5 * sd * sd) / sd
    d2 = d1 - sd
    if cp == "C":
        return spot * _ncdf(d1) - k * _ncdf(d2), _ncdf(d1)
    return k * _ncdf(-d2) - spot * _ncdf(-d1), _ncdf(d1) - 1.0


def _fmt_int(n: int) -> str:
    return "{:,}".format(n)


def _signed(n: int) -> str:
    return ("+" if n >= 0 else "-") + _fmt_int(abs(n))


# --------------------------------------------------------------------------- records

class Msg:
    def __init__(self, n, t, who, content, cls, embeds=None, ref=None, thread=None, attachments=None):
        self.n = n
        self.t = t
        self.who = who
        self.content = content
        self.final = content
        self.cls = cls  # hard | noise | near | other
        self.embeds = embeds or []
        self.ref = ref
        self.thread = thread
        self.attachments = attachments or []
        self.hard = None
        self.state = "live"
        self.snippet = None
        self.superseded = []
        self.idiom = None
        self.id = None
        self.starts_thread = None


class Thread:
    def __init__(self, starter):
        self.starter = starter


# --------------------------------------------------------------------------- text pools

RATES_FR = [
    "Le marché price environ {p_cut} % de chances d'une baisse de 25 pb à la prochaine réunion de la Banque du Canada; la courbe CORRA implicite (CRAH7 à {crah7}, CRAM7 à {cram7}) reste assez plate sur les six prochains mois.",
    "La pente 2s10s des Canadas est à {s210} pb, {s210chg} pb sur la semaine. Le 10 ans canadien a surperformé le 10 ans américain d'environ {rel} pb depuis le dernier rapport sur l'emploi.",
    "L'adjudication de 10 ans de mercredi ({auct} G$) devrait peser sur la partie longue; historiquement, le CGB sous-performe de {auctbp} pb en moyenne dans les deux séances qui précèdent une adjudication de cette taille.",
    "Le basis entre le CGBH7 et l'obligation la moins chère à livrer se négocie à {basis} ticks net, {basis_cmp} à sa moyenne de 20 jours. Le taux repo implicite reste proche du CORRA.",
    "Le volume sur les contrats CRA ce matin est de {vol_cra} contrats, dont une bonne partie sur l'écart H7/M7; l'intérêt ouvert a augmenté de {oi} contrats à la clôture d'hier.",
    "Côté macro, l'IPC de novembre sort le {cpi_day}; le consensus est à {cpi} % a/a, avec les mesures de base (tronquée et médiane) autour de {core} %.",
    "Les swaps OIS 1 an sont à {ois} %; l'écart avec le taux directeur actuel ({policy} %) implique environ {n_cuts} baisse(s) d'ici la fin de 2027.",
    "Selon les flux de la semaine passée, les comptes réels ont acheté environ {flows} M$ de 10 ans; les non-résidents sont restés acheteurs nets de Canadas pour un {nweeks}e mois de suite.",
    "Le WTI à {wti} $ et le huard à {cad} USD n'ont presque pas bougé depuis l'ouverture; la corrélation 20 jours entre le CGB et le brut est à {corr}.",
    "La volatilité réalisée du CGBH7 sur 10 jours est de {rvcgb} pb/jour, en baisse par rapport au mois dernier. Les options sur CGB (OGB) montrent un skew légèrement en faveur des calls.",
    "L'écart CGF/CGB (5s10s) est à {s510} pb; la partie 5 ans reste la plus sensible aux surprises d'IPC selon les bêtas des trois derniers mois.",
    "Le calendrier de la BdC: décision le {boc_day}, suivie du Rapport sur la politique monétaire en janvier. Les discours récents du sous-gouverneur n'ont pas déplacé les attentes.",
    "Les données de l'EPA de vendredi ont montré un taux de chômage à {unemp} %, {unemp_cmp} qu'anticipé; les salaires horaires ont progressé de {wages} % a/a.",
    "Sur le roll H7→M7 du CGB, l'écart calendrier se négocie à {roll} ticks; le roll commence habituellement deux semaines avant le premier avis.",
]

RATES_EN = [
    "The market prices roughly {p_cut}% odds of a 25 bp cut at the next Bank of Canada meeting; the implied CORRA strip (CRAH7 {crah7}, CRAM7 {cram7}) is fairly flat over the next six months.",
    "Canada 2s10s sits at {s210} bp, {s210chg} bp on the week. The Canada 10y has outperformed USTs by roughly {rel} bp since the last jobs report.",
    "Wednesday's 10y auction (C${auct}bn) should weigh on the long end; historically CGB underperforms by {auctbp} bp on average in the two sessions ahead of a syndication/auction of that size.",
    "CGBH7 basis versus the cheapest-to-deliver trades at {basis} ticks net, {basis_cmp_en} its 20-day average. Implied repo is sitting close to CORRA.",
    "CRA volume this morning is {vol_cra} lots, a good share of it in the H7/M7 spread; open interest rose by {oi} contracts at yesterday's close.",
    "On macro, November CPI prints on {cpi_day_en}; consensus is {cpi}% y/y with the core trim/median measures around {core}%.",
    "1y OIS is at {ois}%; versus the current policy rate ({policy}%) that implies about {n_cuts} cut(s) by end-2027.",
    "Real-money accounts bought roughly C${flows}mn of 10s last week per the flow reports; foreign investors have been net buyers of Canadas for a {nweeks}th straight month.",
    "WTI at ${wti} and the loonie at {cad} USD are little changed since the open; the 20-day CGB/crude correlation is {corr}.",
    "CGBH7 10-day realized vol is {rvcgb} bp/day, down from last month. OGB options show a slight call skew.",
    "CGF/CGB (5s10s) is at {s510} bp; the 5y sector remains the most CPI-sensitive on three-month betas.",
    "BoC calendar: decision on {boc_day_en}, then the MPR in January. Recent speeches by the deputy governors have not moved pricing.",
    "Friday's LFS showed unemployment at {unemp}%, {unemp_cmp_en} than expected; average hourly wages rose {wages}% y/y.",
    "On the CGB H7/M7 roll, the calendar trades at {roll} ticks; the roll usually gets going two weeks before first notice.",
]

VOL_FR = [
    "La vol implicite 30 jours de {und} est à {iv} % contre une réalisée 20 jours de {rv} %; le ratio IV/RV ({ratio}) est {cmp} de sa moyenne sur un an.",
    "Le skew 25Δ put-call sur {und} {exp} est à {skew} points de vol; les puts hors de la monnaie restent demandés depuis {event}.",
    "La structure par terme de {und} est en {shape} entre {exp1} et {exp2} ({iv1} % vs {iv2} %).",
    "Les résultats de {und} sont attendus le {earn}; le straddle {exp} à la monnaie price un mouvement de ±{move} %, contre ±{hist} % en moyenne sur les huit derniers trimestres.",
    "Intérêt ouvert important sur le strike {k} de {und} ({oi} contrats), ce qui pourrait agir comme aimant à l'approche de l'échéance.",
    "Le flux client de la semaine sur {und}: surtout des achats de calls {exp} (environ {flow} contrats), majoritairement par RFQ.",
    "Greeks du livre à la clôture d'hier: delta {delta} actions-équivalent, gamma {gamma} par $, vega {vega}k CAD, thêta {theta} CAD/jour.",
    "Le spread bid/offer moyen sur les options {und} à la monnaie est de {bo} $, un peu plus large que d'habitude pour un lundi.",
    "La corrélation implicite entre les banques canadiennes (RY, TD, BNS, BMO) reste élevée, autour de {icorr}; les mouvements spécifiques sont rares en dehors des résultats.",
    "Sur {und}, la vol réalisée intrajournalière (5 min) est de {rv5} %, ce qui suggère que la séance d'hier était plus agitée que ne le montre la clôture.",
    "Le market maker principal sur {und} a élargi ses cotes après {event}; la profondeur affichée au meilleur prix est d'environ {depth} contrats.",
]

VOL_EN = [
    "{und} 30-day implied vol is {iv}% against 20-day realized at {rv}%; the IV/RV ratio ({ratio}) is {cmp_en} its one-year average.",
    "{und} {exp} 25-delta put-call skew sits at {skew} vol points; OTM puts have stayed bid since {event_en}.",
    "{und} term structure is in {shape_en} between {exp1} and {exp2} ({iv1}% vs {iv2}%).",
    "{und} reports on {earn_en}; the {exp} ATM straddle prices a ±{move}% move versus ±{hist}% on average over the last eight quarters.",
    "Large open interest at the {und} {k} strike ({oi} contracts) could act as a magnet into expiry.",
    "Client flow on {und} this week: mostly buying {exp} calls (about {flow} contracts), mainly via RFQ.",
    "Book greeks at yesterday's close: delta {delta} share-equivalent, gamma {gamma} per $, vega C${vega}k, theta {theta} CAD/day.",
    "Average bid/offer on {und} ATM options is ${bo}, a little wider than usual for a Monday.",
    "Implied correlation across the Canadian banks (RY, TD, BNS, BMO) remains high, around {icorr}; idiosyncratic moves are rare outside earnings.",
    "{und} intraday (5-minute) realized vol is {rv5}%, suggesting yesterday's session was choppier than the close shows.",
    "The main market maker in {und} widened quotes after {event_en}; displayed depth at the touch is about {depth} contracts.",
]

RATES_FR += [
    "Le fixing CORRA d'hier est sorti à {corra} %, en ligne avec la cible; le volume sous-jacent reste élevé, autour de {corravol} G$.",
    "Les contrats CRA de deuxième année (CRAU7, CRAZ7) concentrent l'essentiel du nouvel intérêt ouvert, signe que le marché se positionne sur la trajectoire de 2027 plutôt que sur janvier.",
    "Le programme d'emprunt prévoit encore environ {supply} G$ d'émissions brutes de Canadas d'ici la fin mars, en baisse par rapport à l'an dernier; l'offre nette reste modeste.",
    "L'écart entre le CGB et le contrat américain de 10 ans s'est resserré de {spr} pb sur le mois; les flux de couverture des assureurs canadiens expliquent une partie du mouvement.",
    "Depuis la fin des acceptations bancaires, la liquidité sur la partie courte s'est déplacée presque entièrement vers le CRA; les écarts bid/offer sont à un tick sur les trois premières échéances.",
    "Les primes de terme estimées sur le 10 ans canadien sont remontées à {tp} pb, un sommet depuis le printemps, ce qui reflète surtout l'offre américaine.",
    "Le huard est resté sous pression après le dernier discours du gouverneur; un dollar plus faible tend à retarder les baisses selon le ton récent de la Banque.",
    "L'enquête sur les perspectives des entreprises montre des intentions d'embauche faibles et des attentes d'inflation stables autour de {infl_exp} %.",
    "Les options OGB de mars montrent une vol implicite de {ogbvol} pb/an, proche du plus bas de l'année; les acheteurs de protection se font rares.",
    "Les ventes au détail d'octobre ont surpris {retail_cmp} ({retail} % m/m), mais l'effet sur la courbe a été de courte durée.",
]
RATES_EN += [
    "Yesterday's CORRA fixing printed at {corra}%, in line with target; underlying volume stays heavy at around C${corravol}bn.",
    "Second-year CRA contracts (CRAU7, CRAZ7) hold most of the new open interest, a sign the market is positioning for the 2027 path rather than January.",
    "The debt plan still has about C${supply}bn of gross Canada issuance to go before end-March, down from last year; net supply stays modest.",
    "The CGB/TY spread has tightened {spr} bp on the month; hedging flows from Canadian lifecos explain part of the move.",
    "Since BAs went away, front-end liquidity has moved almost entirely to CRA; bid/offers are one tick wide in the first three contracts.",
    "Estimated term premium on the Canada 10y is back up to {tp} bp, a high since spring, mostly reflecting US supply.",
    "The loonie stayed heavy after the governor's last speech; a weaker dollar tends to delay cuts given the Bank's recent tone.",
    "The Business Outlook Survey shows weak hiring intentions and inflation expectations steady around {infl_exp}%.",
    "March OGB options show implied vol at {ogbvol} bp/yr, near the low of the year; protection buyers are scarce.",
    "October retail sales surprised {retail_cmp_en} ({retail}% m/m), but the curve reaction faded quickly.",
]
VOL_FR += [
    "La vol des banques canadiennes a tendance à se comprimer en décembre; sur dix ans, l'IV 30 jours de {und} a baissé en moyenne de {ivdrop} points entre le 1er et le 20 décembre.",
    "Le ratio put/call en volume sur {und} est de {pcr} cette semaine, contre {pcr2} la semaine précédente.",
    "Les options hebdomadaires sur {und} représentent maintenant {weekly} % du volume, ce qui amplifie le gamma à court terme autour des strikes ronds.",
    "Le coût d'emprunt des titres {und} est stable; le taux implicite tiré de la parité put-call ne montre aucune tension sur le prêt de titres.",
    "La surface de {und} montre un sourire plus prononcé sur l'échéance {exp}, avec les ailes à {wing} points au-dessus de l'ATM.",
    "La variance de nuit (clôture à ouverture) représente {ovn} % de la variance totale de {und} sur le mois.",
    "Après ses derniers résultats, {und} a bougé de {lastmove} % le lendemain, contre un mouvement implicite de {impl} %.",
    "Les teneurs de marché sur {und} affichent en moyenne {mm} contrats au meilleur prix près de la monnaie; la liquidité se dégrade vite au-delà du 25Δ.",
    "L'écart entre la vol de l'indice S&P/TSX 60 ({tsxvol} %) et la moyenne pondérée des vols individuelles reste élevé; la dispersion se maintient.",
    "L'échéance {exp} de {und} inclut une date ex-dividende; l'ajustement sur les calls américains près de la monnaie est d'environ {divadj} $.",
]
VOL_EN += [
    "Canadian bank vol tends to compress in December; over ten years, {und} 30-day IV has fallen on average {ivdrop} points between Dec 1 and Dec 20.",
    "{und} put/call volume ratio is {pcr} this week versus {pcr2} the week before.",
    "Weeklies now make up {weekly}% of {und} option volume, which amplifies short-dated gamma around round strikes.",
    "{und} borrow is stable; the rate implied from put-call parity shows no stress in securities lending.",
    "The {und} surface shows a more pronounced smile in {exp}, with the wings {wing} points over ATM.",
    "Overnight (close-to-open) variance accounts for {ovn}% of {und} total variance this month.",
    "After its last print {und} moved {lastmove}% the next day against an implied move of {impl}%.",
    "Market makers in {und} show on average {mm} contracts at the touch near the money; liquidity thins out quickly past 25-delta.",
    "The gap between S&P/TSX 60 index vol ({tsxvol}%) and the weighted average of single-name vols stays wide; dispersion is holding.",
    "The {und} {exp} expiry spans an ex-dividend date; the early-exercise adjustment on near-the-money American calls is about ${divadj}.",
]
SCEN_FR = [
    "Scénario BdC qui coupe en janvier: le CRAH7 monterait vers {scen_up}, la pente 2s10s s'accentuerait d'environ {steep} pb et la vol des banques remonterait d'un ou deux points.",
    "Scénario statu quo prolongé: le CRAH7 resterait coincé entre {lo} et {hi}; le portage domine et la vente de vol courte paie en théorie.",
    "Scénario surprise d'inflation à la hausse: le CGF sous-performerait le CGB et le marché sortirait la baisse de mars; une hausse de {ivup} points de vol sur SHOP serait plausible.",
    "Si le brut perd encore 5 $, CNQ et ENB décrocheraient probablement; la bêta historique de CNQ au WTI est de {beta}.",
    "Dans l'hypothèse d'un rally des bancaires après les résultats américains, les calls RY hors de la monnaie en profiteraient en premier, mais le skew actuel rend ce pari coûteux.",
    "Un choc parallèle de +50 pb coûterait environ {stress}k CAD au livre taux selon la grille de stress du risk-engine.",
    "Si SHOP décroche de 10 % d'ici janvier, le put spread serait près de son gain maximal; au-delà, le gain est plafonné.",
    "En cas de rotation vers les défensives, ENB et les télécoms attireraient les flux; la vol implicite d'ENB resterait probablement sous {ivenb} %.",
]
SCEN_EN = [
    "BoC cuts in January: CRAH7 would move toward {scen_up}, 2s10s would steepen about {steep} bp and bank vol would pick up a point or two.",
    "Extended hold: CRAH7 stays boxed between {lo} and {hi}; carry dominates and short-dated vol selling pays on paper.",
    "Upside inflation surprise: CGF underperforms CGB and the market prices out March; a {ivup}-point jump in SHOP vol would be plausible.",
    "If crude drops another $5, CNQ and ENB would likely slide; CNQ's historical beta to WTI is {beta}.",
    "If banks rally on US earnings, OTM RY calls would benefit first, but the current skew makes that bet expensive.",
    "A +50 bp parallel shock would cost the rates book about C${stress}k on the risk-engine stress grid.",
    "If SHOP drops 10% into January, the put spread would be near max payoff; beyond that the gain is capped.",
    "On a rotation into defensives, ENB and the telcos would get the flows; ENB implied vol would likely stay under {ivenb}%.",
]

BULLETS_FR = [
    "{und}: IV {iv} % / RV {rv} %",
    "CRAH7 {crah7} · CRAM7 {cram7} · CRAU7 {crau7}",
    "CGBH7 {cgbh7} · CGFH7 {cgfh7}",
    "Skew 25Δ {und} {exp}: {skew} pts",
    "OIS 1 an: {ois} %",
    "Volume CRA: {vol_cra} contrats",
    "Brut: {wti} $ · CAD {cad}",
    "Vega du livre: {vega}k CAD",
    "DV01 du desk: {dv01}k CAD",
    "Thêta: {theta} CAD/jour",
]
BULLETS_EN = [
    "{und}: IV {iv}% / RV {rv}%",
    "CRAH7 {crah7} · CRAM7 {cram7} · CRAU7 {crau7}",
    "CGBH7 {cgbh7} · CGFH7 {cgfh7}",
    "{und} {exp} 25Δ skew: {skew} pts",
    "1y OIS: {ois}%",
    "CRA volume: {vol_cra} lots",
    "Crude ${wti} · CAD {cad}",
    "Book vega: C${vega}k",
    "Desk DV01: C${dv01}k",
    "Theta: {theta} CAD/day",
]
WATCH_FR = [
    "IPC canadien ({cpi_day})",
    "adjudication 10 ans ({auct} G$)",
    "discours de la BdC jeudi",
    "résultats de {und} ({earn})",
    "échéance des options {exp}",
    "premier avis de livraison CGBH7",
    "EPA de janvier",
    "payrolls américains vendredi",
]
WATCH_EN = [
    "Canadian CPI ({cpi_day_en})",
    "10y auction (C${auct}bn)",
    "BoC speech on Thursday",
    "{und} earnings ({earn_en})",
    "{exp} options expiry",
    "CGBH7 first notice day",
    "January LFS",
    "US payrolls on Friday",
]


# --------------------------------------------------------------------------- the day

class Day:
    def __init__(self, seed, ch_idx, day_idx, start, end, glob, levels):
        self.rng = random.Random(seed * 1_000_003 + ch_idx * 7_919 + day_idx * 104_729 + 17)
        self.ch_idx = ch_idx
        self.day_idx = day_idx
        self.start = start
        self.end = end
        self.glob = glob
        self.msgs = []
        self.ops = []
        self.used, self.reserved = levels  # shared by all days of one channel
        self.idioms_seen = {}
        self.local_date = _local(start + 12 * H).date()
        rng = self.rng
        cgb = 128.40 + rng.uniform(-1.3, 1.3)
        cra = 97.790 + rng.randint(-5, 5) * 0.005
        self.px = {
            "CGBH7": cgb,
            "CGBM7": cgb - 0.42 + rng.uniform(-0.05, 0.05),
            "CGFH7": 117.25 + (cgb - 128.40) * 0.55 + rng.uniform(-0.2, 0.2),
            "CRAH7": cra,
            "CRAM7": cra + 0.045 + rng.randint(-2, 2) * 0.005,
            "CRAU7": cra + 0.080 + rng.randint(-2, 2) * 0.005,
        }
        self.spot = {u: UNDS[u]["spot"] * (1 + rng.uniform(-0.035, 0.035)) for u in UND_KEYS}
        self.dv01_lim = rng.choice([45, 45, 50])
        self.vega_lim = rng.choice([250, 250, 220])
        self.threads = []
        self.pools = {}
        self.opponent = rng.choice(OPPONENTS)
        self.fix_base = rng.randint(12_000, 40_000)

    # ---- basic helpers
    def local_hour(self, ms):
        return _local(ms).hour

    def when(self, weights=HOUR_W, hi_margin=0):
        rng = self.rng
        ws = [weights[self.local_hour(self.start + h * H + H // 2)] for h in range(24)]
        if sum(ws) <= 0:
            ws = [1.0] * 24
        x = rng.random() * sum(ws)
        h = 0
        for h, w in enumerate(ws):
            x -= w
            if x <= 0:
                break
        t = self.start + h * H + rng.randrange(H)
        return max(self.start + 1000, min(t, self.end - hi_margin - 1000))

    def after(self, t, lo_s, hi_s):
        dt = self.rng.randint(int(lo_s * 1000), int(hi_s * 1000))
        return min(t + dt, self.end - 2000)

    def add(self, t, who, content, cls, embeds=None, ref=None, thread=None, attachments=None):
        m = Msg(len(self.msgs), t, who, content, cls, embeds, ref, thread, attachments)
        self.msgs.append(m)
        return m

    def mark(self, m, etype, facts, phrasing):
        m.cls = "hard"
        m.hard = [etype, list(facts), phrasing]
        return m

    def idiom(self, m, name, expected):
        if m.idiom is None:
            m.idiom = (name, expected)
        return m

    def edit(self, t, m, new, superseded=()):
        t = max(t, m.t + 5000)
        self.ops.append({"t": t, "kind": "edit", "m": m, "content": new})
        m.final = new
        m.superseded.extend(superseded)
        if m.state == "live":
            m.state = "edited"

    def delete(self, t, m, snippet):
        self.ops.append({"t": max(t, m.t + 3000), "kind": "delete", "m": m})
        m.state = "deleted"
        m.snippet = snippet

    def forget(self, t, m, snippet):
        self.ops.append({"t": max(t, m.t + 3000), "kind": "forget", "m": m})
        m.state = "forgotten"
        m.snippet = snippet

    def pin(self, t, m):
        self.ops.append({"t": max(t, m.t + 2000), "kind": "pin", "m": m})

    def react(self, t, m, emoji, who):
        self.ops.append({"t": max(t, m.t + 1500), "kind": "react", "m": m, "emoji": emoji, "who": who})

    def counter(self, name, step=1):
        self.glob[name] += step
        return self.glob[name]

    def pick(self, key, options):
        """choose among options without repeating until the list is exhausted (per day)."""
        st = self.pools.get(key)
        if st is None or st[1] >= len(st[0]) or len(st[0]) != len(options):
            order = list(range(len(options)))
            self.rng.shuffle(order)
            st = [order, 0]
            self.pools[key] = st
        i = st[0][st[1]]
        st[1] += 1
        return options[i]

    def pick_ref(self, t, pred):
        cands = [m for m in self.msgs if m.t < t - 4000 and m.state == "live" and pred(m)]
        if not cands:
            return None
        cands.sort(key=lambda m: m.t)
        return self.rng.choice(cands[-8:])

    # ---- prices
    def tick(self, sym):
        return FUTS[sym][4]

    def fstr(self, sym, px):
        dec, tick = FUTS[sym][3], FUTS[sym][4]
        return "%.*f" % (dec, round(round(px / tick) * tick, dec))

    def fp(self, sym, px):
        """format a futures price for general use (steers clear of reserved levels)."""
        tick = self.tick(sym)
        s = self.fstr(sym, px)
        k = 0
        while s in self.reserved:
            k += 1
            s = self.fstr(sym, px + tick * (k if k % 2 else -k))
        self.used[s] = 1
        return s

    def clean(self, *strs):
        return not any(r in x for x in strs for r in self.reserved)

    def avg_strings(self, sym, legs):
        tot = sum(q for q, _ in legs)
        avg = sum(q * float(p) for q, p in legs) / tot
        return [("%.4f" % avg).rstrip("0").rstrip("."), ("%.3f" % avg).rstrip("0").rstrip("."), "%.*f" % (FUTS[sym][3] + 1, avg)]

    def typo_level(self, sym, s):
        """a fat-fingered version of a price (two digits swapped), unique in the channel."""
        cand = s[:-2] + s[-1] + s[-2] if s[-1] != s[-2] else s[:-1] + str((int(s[-1]) + 3) % 10)
        k = 0
        while cand in self.reserved or any(cand in u for u in self.used) or any(cand in r for r in self.reserved):
            k += 1
            cand = s[:-1] + str((int(s[-1]) + 3 + k) % 10) + ("7" * (k // 10))
        self.reserved[cand] = 1
        return cand

    def reserve(self, sym, px, direction):
        """pick a level that no other message uses, and keep it for this message only."""
        tick = self.tick(sym)
        s = self.fstr(sym, px)
        while s in self.reserved or any(s in u for u in self.used):
            px += tick * direction
            s = self.fstr(sym, px)
        self.reserved[s] = 1
        return s

    def near(self, sym, ticks=3):
        return self.px[sym] + self.tick(sym) * self.rng.randint(-ticks, ticks)

    def fut_qty(self, sym):
        if sym.startswith("CRA"):
            return self.rng.choice([50, 100, 100, 150, 200, 250, 300])
        return self.rng.choice([10, 15, 20, 25, 30, 40, 50, 60, 75])

    def fut_inst(self, sym):
        root, mat = FUTS[sym][0], FUTS[sym][1]
        return {"kind": "fut", "sym": sym, "canon": sym, "chat": sym, "root": root,
                "tags": [("55", sym), ("167", "FUT"), ("200", mat), ("207", "XMOD")]}

    def opt_inst(self, und=None, exp_i=None, cp=None, m=None):
        rng = self.rng
        und = und or rng.choice(UND_KEYS)
        exp_i = rng.choice([0, 1, 1, 2, 2, 3]) if exp_i is None else exp_i
        cp = cp or rng.choice(["C", "P"])
        u = UNDS[und]
        spot = self.spot[und]
        step = u["step"]
        m = rng.choice([-1, 0, 0, 1, 1, 2]) if m is None else m
        atm = round(spot / step) * step
        k = atm + (m * step if cp == "C" else -m * step)
        canon, mon, ymd, f200, f205 = EXPIRIES[exp_i]
        days = (datetime(*ymd, tzinfo=UTC).date() - self.local_date).days
        prem, delta = _bs(spot, k, max(days, 3) / 365.0, u["vol"], cp)
        prem = max(prem, 0.05)
        ks = ("%d" % k) if float(k).is_integer() else ("%.1f" % k)
        return {"kind": "opt", "und": und, "k": k, "ks": ks, "cp": cp, "exp": canon, "mon": mon,
                "canon": "%s %s %s %s" % (und, canon, ks, cp),
                "chat": "%s %s %s%s" % (und, mon, ks, cp.lower()),
                "prem": prem, "delta": delta, "root": und,
                "tags": [("55", und), ("167", "OPT"), ("200", f200), ("205", f205),
                         ("201", "1" if cp == "C" else "0"), ("202", "%.2f" % k),
                         ("107", "%s %s %s %s" % (und, canon, ks, cp)), ("207", "XMOD")]}

    def opt_px(self, prem, bump=0):
        return "%.2f" % max(0.05, round(prem + bump * 0.05, 2))

    def new_order(self, inst, side, qty, pxs, acct=OUR_ACCOUNT):
        n = self.counter("clid")
        prefix = "MTL" if acct == OUR_ACCOUNT else ("TOR" if acct.startswith("TOR") else "MPX")
        return {"clid": "%s-%s-%04d" % (prefix, inst["root"], n), "mx": "MX%07d" % self.counter("mx", self.rng.randint(3, 40)),
                "inst": inst, "side": side, "qty": qty, "px": pxs, "acct": acct, "cum": 0, "notional": 0.0}

    def fix8(self, t, o, status, exectype, last=None, text=None, qty=None):
        """ExecutionReport as pipe-delimited tag=value."""
        execid = "E%06d" % self.counter("exec")
        tgt = "MTLDRV" if o["acct"] == OUR_ACCOUNT else ("TORDRV" if o["acct"].startswith("TOR") else "MTLPRP")
        oq = qty if qty is not None else o["qty"]
        tags = [("35", "8"), ("34", SEQ if o["acct"] == OUR_ACCOUNT else str(self.rng.randint(5000, 90000))), ("49", "MXGW"), ("56", tgt), ("52", _fixts(t)),
                ("1", o["acct"]), ("11", o["clid"]), ("37", o["mx"]), ("17", execid),
                ("150", exectype), ("39", status)]
        tags += o["inst"]["tags"]
        tags += [("54", "1" if o["side"] == "buy" else "2"), ("38", str(oq)), ("40", "2"), ("44", o["px"]), ("59", "0")]
        if last:
            lq, lpx = last
            o["cum"] += lq
            o["notional"] += lq * float(lpx)
            tags += [("32", str(lq)), ("31", lpx)]
        avg = o["notional"] / o["cum"] if o["cum"] else 0.0
        if o["cum"]:
            self.used[("%.4f" % avg).rstrip("0").rstrip(".")] = 1
        tags += [("151", str(max(oq - o["cum"], 0) if status not in ("4", "8") else 0)), ("14", str(o["cum"])),
                 ("6", ("%.4f" % avg).rstrip("0").rstrip(".") if o["cum"] else "0")]
        if text:
            tags.append(("58", text))
        tags.append(("60", _fixts(t)))
        body = "|".join("%s=%s" % kv for kv in tags) + "|"
        return "8=FIX.4.4|9=%d|" % len(body) + body + "10=000|"  # length/checksum/seq fixed once times are final

    def fix_wrap(self, raw):
        r = self.rng.random()
        if r < 0.45:
            return raw
        if r < 0.75:
            return "```\n" + raw + "\n```"
        return "MX-GW ▸ " + raw

    # ---- numeric context for long text
    def ctx(self, und=None):
        rng = self.rng
        und = und or rng.choice(UND_KEYS)
        exps = [e[0] for e in EXPIRIES]
        e1 = rng.randint(0, 2)
        iv = round(UNDS[und]["vol"] * 100 * rng.uniform(0.85, 1.2), 1)
        up = rng.random() < 0.5
        rv = round(iv * rng.uniform(0.7, 1.15), 1)
        c = {
            "und": und, "exp": rng.choice(exps), "exp1": exps[e1], "exp2": exps[e1 + 1],
            "iv": iv, "rv": rv, "ratio": "%.2f" % (iv / rv), "skew": "%.1f" % rng.uniform(1.2, 6.5),
            "iv1": "%.1f" % (iv * rng.uniform(0.9, 1.05)), "iv2": "%.1f" % (iv * rng.uniform(0.95, 1.1)),
            "cmp": rng.choice(["au-dessus", "en dessous", "proche"]),
            "cmp_en": rng.choice(["above", "below", "close to"]),
            "event": rng.choice(["la baisse du brut", "la révision des bénéfices", "la dernière décision de la BdC", "les résultats des banques américaines"]),
            "event_en": rng.choice(["the crude selloff", "the earnings revision", "the last BoC decision", "the US bank earnings"]),
            "shape": rng.choice(["contango", "inversion", "contango léger"]),
            "shape_en": rng.choice(["contango", "backwardation", "mild contango"]),
            "earn": rng.choice(["26 février", "3 mars", "12 février", "5 mars"]),
            "earn_en": rng.choice(["Feb 26", "Mar 3", "Feb 12", "Mar 5"]),
            "move": "%.1f" % rng.uniform(2.5, 9.0), "hist": "%.1f" % rng.uniform(2.0, 8.0),
            "k": round(self.spot[und] / UNDS[und]["step"]) * UNDS[und]["step"],
            "oi": _fmt_int(rng.randint(2, 40) * 500), "flow": _fmt_int(rng.randint(4, 60) * 100),
            "delta": _signed(rng.randint(-60, 60) * 500), "gamma": _fmt_int(rng.randint(10, 400) * 10),
            "vega": rng.randint(90, 210), "theta": _signed(-rng.randint(15, 90) * 100),
            "bo": "%.2f" % rng.uniform(0.03, 0.25), "icorr": "%.2f" % rng.uniform(0.55, 0.8),
            "rv5": "%.1f" % (rv * rng.uniform(1.0, 1.4)), "depth": rng.randint(10, 150),
            "p_cut": rng.randint(15, 70), "crah7": self.fp("CRAH7", self.near("CRAH7", 1)),
            "cram7": self.fp("CRAM7", self.near("CRAM7", 1)), "crau7": self.fp("CRAU7", self.near("CRAU7", 1)),
            "cgbh7": self.fp("CGBH7", self.near("CGBH7", 4)), "cgfh7": self.fp("CGFH7", self.near("CGFH7", 4)),
            "s210": rng.randint(45, 95), "s210chg": "%+d" % rng.randint(-7, 7), "rel": rng.randint(2, 14),
            "auct": rng.choice(["4", "4,5", "5"]), "auctbp": "%.1f" % rng.uniform(0.8, 3.2),
            "basis": "%.1f" % rng.uniform(2, 18), "basis_cmp": rng.choice(["supérieur", "inférieur", "comparable"]),
            "basis_cmp_en": rng.choice(["above", "below", "in line with"]),
            "vol_cra": _fmt_int(rng.randint(8, 60) * 1000), "cpi_day": rng.choice(["16 décembre", "15 décembre"]),
            "cpi_day_en": rng.choice(["Dec 16", "Dec 15"]), "cpi": "%.1f" % rng.uniform(1.6, 2.8),
            "core": "%.1f" % rng.uniform(2.4, 3.1), "ois": "%.2f" % rng.uniform(2.0, 2.45),
            "policy": "2.25", "n_cuts": rng.choice(["0", "1", "1", "2"]), "flows": _fmt_int(rng.randint(3, 30) * 100),
            "nweeks": rng.randint(2, 7), "wti": "%.2f" % rng.uniform(55, 72), "cad": "%.4f" % rng.uniform(0.70, 0.745),
            "corr": "%.2f" % rng.uniform(-0.4, 0.4), "rvcgb": "%.1f" % rng.uniform(3, 7), "s510": rng.randint(20, 55),
            "boc_day": rng.choice(["28 janvier", "21 janvier"]), "boc_day_en": rng.choice(["Jan 28", "Jan 21"]),
            "unemp": "%.1f" % rng.uniform(6.4, 7.3), "unemp_cmp": rng.choice(["plus élevé", "plus bas"]),
            "unemp_cmp_en": rng.choice(["higher", "lower"]), "wages": "%.1f" % rng.uniform(2.8, 4.2),
            "roll": "%.1f" % rng.uniform(38, 48), "dv01": "%.1f" % rng.uniform(18, self.dv01_lim - 6),
            "corra": "%.2f" % rng.uniform(2.22, 2.28), "corravol": rng.randint(18, 34), "supply": rng.randint(28, 55),
            "spr": rng.randint(3, 15), "tp": rng.randint(35, 80), "infl_exp": "%.1f" % rng.uniform(2.2, 3.1),
            "ogbvol": rng.randint(55, 85), "retail_cmp": "à la hausse" if up else "à la baisse",
            "retail_cmp_en": "to the upside" if up else "to the downside",
            "retail": "%.1f" % (rng.uniform(0.3, 1.2) if up else rng.uniform(-0.9, -0.1)),
            "ivdrop": "%.1f" % rng.uniform(0.8, 3.5), "pcr": "%.2f" % rng.uniform(0.5, 1.6), "pcr2": "%.2f" % rng.uniform(0.5, 1.6),
            "weekly": rng.randint(12, 38), "wing": "%.1f" % rng.uniform(2, 9), "ovn": rng.randint(25, 60),
            "lastmove": "%.1f" % rng.uniform(1, 9), "impl": "%.1f" % rng.uniform(2, 8), "mm": rng.randint(10, 120),
            "tsxvol": "%.1f" % rng.uniform(10, 16), "divadj": "%.2f" % rng.uniform(0.05, 0.6),
            "scen_up": self.fp("CRAH7", self.px["CRAH7"] + 0.005 * rng.randint(12, 25)),
            "lo": self.fp("CRAH7", self.px["CRAH7"] - 0.005 * rng.randint(3, 6)),
            "hi": self.fp("CRAH7", self.px["CRAH7"] + 0.005 * rng.randint(3, 6)),
            "steep": rng.randint(4, 15), "ivup": rng.randint(3, 9), "beta": "%.2f" % rng.uniform(0.5, 1.2),
            "stress": rng.randint(180, 420), "ivenb": rng.randint(17, 22),
        }
        return c

    def paras(self, pool, n, c, skip=()):
        idx = [i for i in range(len(pool)) if i not in skip]
        self.rng.shuffle(idx)
        return [pool[i].format_map(c) for i in idx[:n]], idx[:n]

    def report(self, lang, topic, title, t, decision=None, thesis=None, size=1.0, agent="vol", und=None):
        """long markdown report; decision/thesis = (heading, text) placed mid-report."""
        rng = self.rng
        c = self.ctx(und)
        fr = lang == "fr"
        if topic == "vol":
            pool, other = (VOL_FR, RATES_FR) if fr else (VOL_EN, RATES_EN)
        else:
            pool, other = (RATES_FR, VOL_FR) if fr else (RATES_EN, VOL_EN)
        bullets = BULLETS_FR if fr else BULLETS_EN
        watch = WATCH_FR if fr else WATCH_EN
        scen = SCEN_FR if fr else SCEN_EN
        runid = "%s-%04x" % (agent, rng.randrange(65536))
        parts = ["# " + title, "_%s · run %s · %s ET_" % (PEOPLE[agent][0], runid, _hhmm(t))]
        parts.append("## Contexte" if fr else "## Context")
        p1, used = self.paras(pool, max(2, int(round(rng.randint(3, 5) * size))), c)
        parts.extend(p1)
        bl = list(range(len(bullets)))
        rng.shuffle(bl)
        parts.append(("### Niveaux" if fr else "### Levels") + "\n" + "\n".join("- " + bullets[i].format_map(c) for i in bl[:rng.randint(3, 6)]))
        if topic == "vol" and rng.random() < 0.6:
            rows = ["| échéance | IV ATM | skew 25Δ | volume |" if fr else "| expiry | ATM IV | 25Δ skew | volume |", "|---|---|---|---|"]
            base = float(c["iv"])
            for e in EXPIRIES:
                rows.append("| %s | %.1f | %.1f | %s |" % (e[0], base * rng.uniform(0.9, 1.1), rng.uniform(1.0, 6.0), _fmt_int(rng.randint(2, 90) * 100)))
            parts.append("\n".join(rows))
        parts.append("### Lecture" if fr else "### Read-across")
        parts.extend(self.paras(other, rng.randint(1, 2), c)[0])
        if thesis is not None:
            parts.append(thesis[0] + "\n" + thesis[1])
        if decision is not None:
            parts.append(decision[0] + "\n" + decision[1])
        if decision is not None or thesis is not None or rng.random() < 0.6:
            rb = ["- DV01 desk: %sk CAD" % c["dv01"], "- Vega: %dk CAD" % c["vega"],
                  ("- Thêta: %s CAD/j" % c["theta"]) if fr else ("- Theta: %s CAD/day" % c["theta"])]
            parts.append(("### Risque" if fr else "### Risk") + "\n" + "\n".join(rb))
        if rng.random() < 0.75:
            sl = list(range(len(scen)))
            rng.shuffle(sl)
            parts.append(("## Scénarios" if fr else "## Scenarios") + "\n" + "\n".join(
                "%d. %s" % (i + 1, scen[j].format_map(c)) for i, j in enumerate(sl[:rng.randint(2, 3)])))
        wl = list(range(len(watch)))
        rng.shuffle(wl)
        parts.append(("## Points à surveiller" if fr else "## What to watch") + "\n" + "\n".join(
            "%d. %s" % (i + 1, watch[j].format_map(c)) for i, j in enumerate(wl[:rng.randint(3, 4)])))
        parts.append("## Annexe" if fr else "## Appendix")
        parts.extend(self.paras(pool, max(2, int(round(rng.randint(3, 5) * size))), c, skip=used)[0])
        parts.append(("_Prochaine mise à jour vers %s._" if fr else "_Next update around %s._") % _hhmm(min(t + rng.randint(2, 5) * H, self.end - MIN)))
        return "\n\n".join(parts)

    # ================================================================ stories
    def _approve_reply(self, t, prop, q, sym):
        rng = self.rng
        opts = [
            ("ok go 👍", ["ok go", "👍"], "short reply approval 'ok go'"),
            ("👍 send it", ["👍", "send it"], "emoji reply approval '👍 send it'"),
            ("c'est bon, go pour %d" % q, ["c'est bon", "go pour %d" % q], None),
            ("approuvé ✅ — %s %d lots" % (sym, q), ["approuvé", sym, "%d lots" % q], None),
            ("oui vas-y, %d max" % q, ["vas-y", "%d max" % q], None),
            ("go. pas plus que %d" % q, ["go", "pas plus que %d" % q], None),
            ("approved, send it 🚀", ["approved", "send it"], None),
            ("ok go", ["ok", "go"], "short reply approval 'ok go'"),
        ]
        txt, facts, idi = rng.choice(opts)
        m = self.add(t, "lead", txt, "hard", ref=prop, thread=prop.thread if prop.thread else None)
        self.mark(m, "trade_approval", facts, "reply")
        if idi:
            self.idiom(m, idi, "trade_approval")
        return m

    def _reject_reply(self, t, prop, sym, opt=False):
        rng = self.rng
        opts = [
            ("non merci, pas aujourd'hui. le book est plein sur %s" % sym, ["non merci", "pas aujourd'hui"]),
            ("refusé ❌ on garde le risque où il est", ["refusé", "❌"]),
        ]
        if opt:
            opts += [("non. on passe, trop de gamma avant les résultats", ["non", "on passe"]),
                     ("nope, not approved: on est déjà assez courts de vol", ["nope", "not approved"])]
        else:
            opts += [("rejeté — pas avant la BdC. on attend", ["rejeté", "pas avant la BdC"]),
                     ("nope, not approved: on est déjà assez long duration", ["nope", "not approved"])]
        txt, facts = rng.choice(opts)
        m = self.add(t, "lead", txt, "hard", ref=prop, thread=prop.thread)
        self.idiom(m, "joual rejection reply", "trade_approval")
        return self.mark(m, "trade_approval", facts, "reply")

    def _prop_question(self, t, prop, sym):
        rng = self.rng
        txt = rng.choice([
            "intéressant 🤔", "pourquoi pas le M7 plutôt?", "looks interesting, what's the DV01 on that?",
            "t'es sûr du timing avec l'IPC mardi?", "hmm, c'est pas un peu gros?", "on a de la room pour ça?",
        ])
        m = self.add(t, rng.choice(["sam", "gen", "priya"]), txt, "near", ref=prop, thread=prop.thread)
        self.idiom(m, "question/interest reply to a proposal", "not_hard")
        return m

    def story_futures_shorthand(self):
        """A: trader shorthand proposal, lead reply approval, FIX ack + fills, stop moved twice by edit."""
        rng = self.rng
        sym = rng.choice(["CGBH7", "CGBH7", "CGFH7", "CRAH7", "CRAM7"])
        side = rng.choice(["buy", "sell"])
        d = 1 if side == "buy" else -1
        q = self.fut_qty(sym)
        tick = self.tick(sym)
        t = self.when(TRADE_W, hi_margin=7 * H)
        px = self.near(sym, 3)
        pxs = self.fp(sym, px)
        big = 1 if sym.startswith("CRA") else 8
        tgt = self.fp(sym, px + d * tick * rng.randint(6, 12) * big)
        bs = "b" if side == "buy" else "s"
        v = rng.randrange(4)
        if v == 0:
            txt = "%s %d %s @ %s, tgt %s. on rentre?" % (bs, q, sym, pxs, tgt)
            facts, ph = [sym, "%s %d" % (bs, q), pxs], "shorthand"
        elif v == 1:
            lw = "long" if side == "buy" else "short"
            txt = "ben là %s est rendu à %s… on rentre %s %d lots icitte, objectif %s. go?" % (sym, pxs, lw, q, tgt)
            facts, ph = [sym, lw, "%d lots" % q, pxs], "untagged"
        elif v == 2:
            txt = "proposal: %s %d %s @ %s lmt, tp %s. ok to send?" % (side, q, sym, pxs, tgt)
            facts, ph = [sym, "%s %d" % (side, q), pxs], "untagged"
        else:
            lw = "🟢 long" if side == "buy" else "🔴 short"
            txt = "%s %d lots %s @ %s / tgt %s — je l'envoie si t'es ok" % (sym, q, lw, pxs, tgt)
            facts, ph = [sym, "%d lots" % q, lw, pxs], "shorthand"
        prop = self.mark(self.add(t, "kev", txt, "hard"), "trade_proposal", facts, ph)
        self.idiom(prop, ["qc shorthand proposal 'b N SYM @ px, on rentre?'", "joual untagged proposal 'on rentre long N lots icitte'",
                          "English 'proposal: buy N SYM @ px lmt'", "emoji-side shorthand '🟢 long N lots'"][v], "trade_proposal")
        t = self.after(t, 40, 240)
        if rng.random() < 0.5:
            self._prop_question(t, prop, sym)
            t = self.after(t, 30, 200)
        ap = self._approve_reply(t, prop, q, sym)
        self.react(self.after(ap.t, 2, 30), prop, "✅", "lead")
        t = self.after(ap.t, 8, 70)
        o = self.new_order(self.fut_inst(sym), side, q, pxs)
        ack = self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "0", "0")), "hard")
        self.mark(ack, "trade_confirmation", [sym, "39=0", o["clid"]], "structured")
        self.idiom(ack, "FIX 35=8 39=0 ack", "trade_confirmation")
        t = self.after(t, 5, 600)
        if rng.random() < 0.5 or q < 20:
            fills = [q]
        else:
            a = (q // 2) // 5 * 5 or q // 2
            fills = [a, q - a]
        px2 = self.fp(sym, float(pxs) - d * tick)
        if len(fills) > 1 and not self.clean(*self.avg_strings(sym, [(fills[0], pxs), (fills[1], px2)])):
            px2 = pxs
        last_fill = None
        for i, fq in enumerate(fills):
            fpx = pxs if i == 0 else px2
            status = "2" if i == len(fills) - 1 else "1"
            raw = self.fix8(t, o, status, "F", last=(fq, fpx))
            fm = self.add(t, "gw", self.fix_wrap(raw), "hard")
            self.mark(fm, "trade_fill", [sym, "54=%s" % ("1" if side == "buy" else "2"), "32=%d" % fq, "31=%s" % fpx, o["clid"]], "structured")
            self.idiom(fm, "FIX 35=8 39=2 fill" if status == "2" else "FIX 35=8 39=1 partial fill", "trade_fill")
            last_fill = fm
            t = self.after(t, 3, 300)
        if rng.random() < 0.55:
            avg = o["notional"] / o["cum"]
            avgs = ("%.3f" % avg).rstrip("0") if len(fills) > 1 else pxs
            if avgs.endswith("."):
                avgs = avgs[:-1]
            self.used[avgs] = 1
            tpl = rng.choice(["c'est fait ✅ %d @ %s", "done, %d @ %s 👌"])
            if rng.random() < 0.5:
                typo = self.typo_level(sym, avgs)
                cm = self.add(t, "kev", tpl % (q, typo), "hard", ref=ap)
                self.edit(self.after(t, 30, 400), cm, tpl % (q, avgs), [typo])
            else:
                cm = self.add(t, "kev", tpl % (q, avgs), "hard", ref=ap)
            self.mark(cm, "trade_fill", [("c'est fait" if "fait" in tpl else "done"), "%d @ %s" % (q, avgs)], "reply")
            self.idiom(cm, "'c'est fait' fill reply", "trade_fill")
            t = self.after(t, 20, 120)
        if rng.random() < 0.5:
            self.add(self.after(t, 5, 60), rng.choice(["gen", "sam"]), rng.choice(["nice 👌", "beau fill", "🔥", "gg"]), "noise", ref=last_fill)
        # stop, moved twice by editing the same message
        s1 = self.reserve(sym, px - d * tick * rng.randint(3, 6) * big, -d)
        s2 = self.reserve(sym, float(s1) + d * tick * rng.randint(1, 3) * big, d)
        s3 = self.reserve(sym, float(s2) + d * tick * rng.randint(1, 3) * big, d)
        t = self.after(t, 30, 300)
        moved = "monté" if side == "buy" else "descendu"
        sm = self.add(t, "kev", "stop %s à %s dans le système 🛑 tgt %s" % (sym, s1, tgt), "hard")
        t1 = self.after(t, 40 * 60, 150 * 60)
        self.edit(t1, sm, "stop %s %s à %s 🛑 tgt %s" % (sym, moved, s2, tgt), [s1])
        t2 = self.after(t1, 30 * 60, 180 * 60)
        self.edit(t2, sm, "stop %s à %s (trail) 🛑 tgt %s" % (sym, s3, tgt), [s2])
        self.mark(sm, "stop_or_target_change", [sym, s3], "untagged")
        self.idiom(sm, "stop moved twice by editing the same message", "stop_or_target_change")
        if rng.random() < 0.6:
            self.pin(self.after(t, 10, 120), sm)

    def story_options_report(self):
        """B: agent report with the proposal buried mid-report; approval; exec-agent confirmation; embed fill; TP."""
        rng = self.rng
        inst = self.opt_inst(m=rng.choice([0, 1]))
        side = "buy" if rng.random() < 0.75 else "sell"
        q = rng.choice([10, 15, 20, 25, 30, 40, 50])
        pxs = self.opt_px(inst["prem"])
        lang = rng.choice(["fr", "en"])
        tp = self.opt_px(inst["prem"] * (1.6 if side == "buy" else 0.4))
        stp = self.opt_px(inst["prem"] * (0.55 if side == "buy" else 1.8))
        if lang == "fr":
            verb = "acheter" if side == "buy" else "vendre"
            dec = ("## Décision", "Proposition: **%s %d %s @ %s** (limite), stop sur prime à %s, objectif %s. Taille calibrée pour rester sous le budget vega." % (verb, q, inst["canon"], pxs, stp, tp))
            title = "Revue vol — %s (%s)" % (inst["und"], rng.choice(["pré-ouverture", "mi-séance", "après-midi"]))
        else:
            verb = "BUY" if side == "buy" else "SELL"
            dec = ("## Decision", "Proposed trade: **%s %d %s @ %s** limit, premium stop %s, target %s. Sized to stay inside the vega budget." % (verb, q, inst["canon"], pxs, stp, tp))
            title = "Vol review — %s (%s)" % (inst["und"], rng.choice(["pre-open", "midday", "afternoon"]))
        t = self.when(TRADE_W, hi_margin=5 * H)
        body = self.report(lang, "vol", title, t, decision=dec, size=1.1, agent="vol", und=inst["und"])
        prop = self.mark(self.add(t, "vol", body, "hard"), "trade_proposal", [inst["canon"], verb, str(q), pxs], "buried")
        self.idiom(prop, "decision buried under '## Décision' in a long agent report", "trade_proposal")
        t = self.after(t, 60, 600)
        if rng.random() < 0.5:
            ap = self._approve_reply(t, prop, q, inst["und"])
        else:
            ok = rng.choice(["[APPROVED] %s %s %d @ %s — vega budget ok" % (inst["canon"], side, q, pxs),
                             "Décision PM: **approuvé** — %s %s %d @ %s." % (verb, inst["canon"], q, pxs)])
            ap = self.add(t, "pm", ok, "hard", ref=prop)
            self.mark(ap, "trade_approval", ["[APPROVED]" if "APPROVED" in ok else "approuvé", inst["canon"], str(q)], "tagged" if "APPROVED" in ok else "untagged")
        t = self.after(ap.t, 10, 90)
        o = self.new_order(inst, side, q, pxs)
        if rng.random() < 0.5:
            ctxt = "Ordre envoyé — %s %d %s lmt %s · %s · statut NEW" % ("BUY" if side == "buy" else "SELL", q, inst["canon"], pxs, o["clid"])
            facts = ["Ordre envoyé", inst["canon"], o["clid"]]
        else:
            ctxt = "order working: %s %s %d %s @ %s (MX ack 37=%s)" % (o["clid"], side.upper(), q, inst["canon"], pxs, o["mx"])
            facts = ["order working", o["clid"], inst["canon"]]
        cm = self.mark(self.add(t, "exec", ctxt, "hard"), "trade_confirmation", facts, "untagged")
        self.idiom(cm, "exec-agent 'Ordre envoyé' confirmation", "trade_confirmation")
        t = self.after(t, 20, 900)
        self.fill_embed(t, o, q, pxs)
        t = self.after(t, 60, 900)
        if lang == "fr":
            tx = "TP sur %s: %s · stop prime %s (ordres OCO posés)" % (inst["canon"], tp, stp)
        else:
            tx = "Target set on %s: take-profit %s, premium stop %s (OCO working)" % (inst["canon"], tp, stp)
        sm = self.mark(self.add(t, "vol", tx, "hard"), "stop_or_target_change", [inst["canon"], tp, stp], "untagged")
        return prop

    def fill_embed(self, t, o, q, pxs, thread=None):
        inst = o["inst"]
        o["cum"] += q
        o["notional"] += q * float(pxs)
        emb = {"title": "Execution report", "description": "%s %s" % ("Filled" if o["cum"] >= o["qty"] else "Partial fill", inst["canon"]),
               "author": "MX-GW",
               "fields": [{"name": "Instrument", "value": inst["canon"], "inline": False},
                          {"name": "Side", "value": "BUY" if o["side"] == "buy" else "SELL", "inline": True},
                          {"name": "Qty", "value": str(q), "inline": True},
                          {"name": "Price", "value": pxs, "inline": True},
                          {"name": "Status", "value": "FILLED" if o["cum"] >= o["qty"] else "PARTIAL", "inline": True}],
               "footer": "order %s · venue XMOD · acct %s" % (o["clid"], o["acct"])}
        m = self.add(t, "gw", "", "hard", embeds=[emb], thread=thread)
        self.mark(m, "trade_fill", [inst["canon"], "BUY" if o["side"] == "buy" else "SELL", str(q), pxs, o["clid"]], "embed")
        self.idiom(m, "embed-only execution report", "trade_fill")
        return m

    def story_tagged_resize(self):
        """C: tagged agent proposal, PM approval, risk-engine resize, partial fills, fill summary corrected by edit."""
        rng = self.rng
        sym = rng.choice(["CGFH7", "CGBH7", "CRAM7", "CRAH7"])
        side = rng.choice(["buy", "sell"])
        d = 1 if side == "buy" else -1
        q = self.fut_qty(sym)
        if q < 20:
            q = 30
        tick = self.tick(sym)
        big = 1 if sym.startswith("CRA") else 8
        t = self.when(TRADE_W, hi_margin=4 * H)
        px = self.near(sym, 2)
        pxs = self.fp(sym, px)
        stop = self.fp(sym, px - d * tick * rng.randint(4, 7) * big)
        tgt = self.fp(sym, px + d * tick * rng.randint(6, 12) * big)
        dv = "%.1f" % rng.uniform(3, 12)
        txt = "[PROPOSAL] %s %d %s @ %s | stop %s | tgt %s | ΔDV01 ≈ %sk | horizon: BdC" % (side.upper(), q, sym, pxs, stop, tgt, dv)
        prop = self.mark(self.add(t, "rates", txt, "hard"), "trade_proposal", ["[PROPOSAL]", side.upper(), sym, pxs, stop], "tagged")
        self.idiom(prop, "[PROPOSAL] tagged agent line", "trade_proposal")
        t = self.after(t, 30, 300)
        ap = self.add(t, "pm", "[APPROVED] %s %s %d @ %s — dans le budget DV01" % (sym, side, q, pxs), "hard", ref=prop)
        self.mark(ap, "trade_approval", ["[APPROVED]", sym, str(q)], "tagged")
        t = self.after(t, 5, 40)
        q2 = max(10, int(q * rng.choice([0.5, 0.6, 2 / 3])) // 5 * 5)
        o = self.new_order(self.fut_inst(sym), side, q2, pxs)
        used_pct = rng.uniform(88, 99)
        yml = "\n".join([
            "risk-engine ▸ pre-trade",
            "```yaml",
            "order: %s" % o["clid"],
            "account: %s" % OUR_ACCOUNT,
            "instrument: %s" % sym,
            "side: %s" % side.upper(),
            "requested_qty: %d" % q,
            "decision: RESIZE",
            "approved_qty: %d" % q2,
            "reason: dv01_limit   # desk %.1fk / %d.0k (%.0f%%)" % (self.dv01_lim * used_pct / 100, self.dv01_lim, used_pct),
            "```"])
        rm = self.mark(self.add(t, "risk", yml, "hard"), "risk_limit", [o["clid"], "RESIZE", "approved_qty: %d" % q2], "structured")
        self.idiom(rm, "risk-engine YAML resize", "risk_limit")
        t = self.after(t, 3, 30)
        self.mark(self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "0", "0")), "hard"), "trade_confirmation", [sym, "39=0", o["clid"]], "structured")
        t = self.after(t, 10, 400)
        a = max(5, (q2 * rng.choice([2, 3])) // 5 // 5 * 5)
        a = min(a, q2 - 5)
        pxa, pxb = pxs, self.fp(sym, float(pxs) - d * tick)
        if not self.clean(*self.avg_strings(sym, [(a, pxa), (q2 - a, pxb)])):
            pxb = pxa
        for i, (fq, fpx) in enumerate([(a, pxa), (q2 - a, pxb)]):
            raw = self.fix8(t, o, "1" if i == 0 else "2", "F", last=(fq, fpx))
            fm = self.add(t, "gw", self.fix_wrap(raw), "hard")
            self.mark(fm, "trade_fill", [sym, "32=%d" % fq, "31=%s" % fpx, o["clid"]], "structured")
            t = self.after(t, 5, 400)
        avg = o["notional"] / o["cum"]
        dec = FUTS[sym][3] + 1
        avgs = "%.*f" % (dec, avg)
        typo = avgs[:-3] + avgs[-2] + avgs[-3] + avgs[-1] if avgs[-2] != avgs[-3] else "%.*f" % (dec, avg + 10 * tick)
        k = 0
        while typo in self.reserved or any(typo in u for u in self.used):
            k += 1
            typo = "%.*f" % (dec, avg + (20 + k) * tick + tick / 2)
        self.used[avgs] = 1
        self.reserved[typo] = 1
        bs = "b" if side == "buy" else "s"
        fm = self.add(t, "kev", "[FILL] %s %d %s avg %s" % (bs, q2, sym, typo), "hard")
        self.edit(self.after(t, 60, 900), fm, "[FILL] %s %d %s avg %s (corr)" % (bs, q2, sym, avgs), [typo])
        self.mark(fm, "trade_fill", ["[FILL]", "%s %d" % (bs, q2), sym, avgs], "tagged")
        self.idiom(fm, "[FILL] tag with average corrected by edit", "trade_fill")
        if rng.random() < 0.5:
            self.react(self.after(t, 10, 90), fm, "👍", "lead")

    def story_rejected(self):
        """D: proposal rejected by someone with authority."""
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=2 * H)
        if rng.random() < 0.5:
            inst = self.opt_inst()
            q = rng.choice([20, 25, 30, 40, 50])
            pxs = self.opt_px(inst["prem"])
            txt = rng.choice([
                "proposition: s %d %s @ %s, delta %.2f. on ramasse la prime avant les fêtes" % (q, inst["chat"], pxs, inst["delta"]),
                "on vend %d %s @ %s? je pense que c'est le bon moment, la vol est riche" % (q, inst["chat"], pxs),
            ])
            if txt.startswith("proposition"):
                facts, ph = [inst["chat"], "s %d" % q, pxs], "shorthand"
            else:
                facts, ph = [inst["chat"], "on vend %d" % q, pxs], "untagged"
            who, sym, is_opt = "gen", inst["und"], True
        else:
            sym = rng.choice(["CGBH7", "CGFH7", "CRAU7"])
            q = self.fut_qty(sym)
            pxs = self.fp(sym, self.near(sym, 2))
            txt = "I'd like to put on a short %d %s @ %s into the auction, stop %s. ok?" % (
                q, sym, pxs, self.fp(sym, float(pxs) + self.tick(sym) * (5 if sym.startswith("CRA") else 35)))
            facts, ph, who, is_opt = [sym, "short %d" % q, pxs], "untagged", "sam", False
        prop = self.mark(self.add(t, who, txt, "hard"), "trade_proposal", facts, ph)
        t = self.after(t, 60, 900)
        if rng.random() < 0.7:
            self._reject_reply(t, prop, sym, is_opt)
        else:
            m = self.add(t, "pm", "[REJECTED] %s — budget DV01/vega utilisé à %d%%, pas de nouveau risque directionnel" % (sym, rng.randint(85, 97)), "hard", ref=prop)
            self.mark(m, "trade_approval", ["[REJECTED]", sym], "tagged")
        if rng.random() < 0.5:
            self.add(self.after(t, 20, 200), who, rng.choice(["ok 👍", "fair", "bon ok", "np"]), "noise")

    def story_venue_reject(self):
        """E: approved, rejected by MX, resent, filled."""
        rng = self.rng
        inst = self.opt_inst()
        q = rng.choice([10, 20, 25, 30, 40])
        pxs = self.opt_px(inst["prem"], -1)
        t = self.when(TRADE_W, hi_margin=3 * H)
        txt = rng.choice(["b %d %s @ %s 👀 ok?" % (q, inst["chat"], pxs), "on rentre %d %s @ %s, go?" % (q, inst["chat"], pxs)])
        facts = [inst["chat"], ("b %d" % q) if txt.startswith("b ") else ("on rentre %d" % q), pxs]
        prop = self.mark(self.add(t, "gen", txt, "hard"), "trade_proposal", facts, "shorthand")
        t = self.after(t, 30, 300)
        self._approve_reply(t, prop, q, inst["und"])
        t = self.after(t, 10, 60)
        o = self.new_order(inst, "buy", q, pxs)
        reason = rng.choice(["Price outside the allowed range", "Order price exceeds reasonability limits", "Invalid price increment"])
        rj = self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "8", "8", text=reason)), "hard")
        self.mark(rj, "trade_confirmation", ["39=8", o["clid"], "58=" + reason], "structured")
        self.idiom(rj, "FIX 35=8 39=8 venue reject", "trade_confirmation")
        t = self.after(t, 20, 120)
        self.add(t, "gen", rng.choice(["ben là… rejeté 🙄 je corrige le prix", "argh, rejet MX. je regarde la bande", "rejected?? ok je refais"]), "other", ref=rj)
        t = self.after(t, 30, 240)
        px2 = self.opt_px(inst["prem"], 0)
        o2 = self.new_order(inst, "buy", q, px2)
        ack = self.add(t, "gw", self.fix_wrap(self.fix8(t, o2, "0", "0")), "hard")
        self.mark(ack, "trade_confirmation", [inst["canon"], "39=0", o2["clid"]], "structured")
        t = self.after(t, 10, 600)
        if rng.random() < 0.5:
            self.fill_embed(t, o2, q, px2)
        else:
            fm = self.add(t, "gw", self.fix_wrap(self.fix8(t, o2, "2", "F", last=(q, px2))), "hard")
            self.mark(fm, "trade_fill", [inst["canon"], "54=1", "32=%d" % q, "31=%s" % px2, o2["clid"]], "structured")

    def story_cancel(self):
        """F: working order pulled by the exec agent; cancel ack from MX."""
        rng = self.rng
        sym = rng.choice(["CRAM7", "CRAU7", "CRAH7", "CGBM7"])
        q = self.fut_qty(sym)
        side = rng.choice(["buy", "sell"])
        pxs = self.fp(sym, self.near(sym, 2) - (1 if side == "buy" else -1) * self.tick(sym) * 2)
        t = self.when(TRADE_W, hi_margin=3 * H)
        word = "bid" if side == "buy" else "offer"
        txt = rng.choice([
            "je mets un %s sur %s: %d @ %s, on attend qu'ils viennent à nous. ok?" % (word, sym, q, pxs),
            "%s %d %s @ %s (passif) — go?" % ("b" if side == "buy" else "s", q, sym, pxs),
        ])
        facts = [sym, str(q), pxs]
        prop = self.mark(self.add(t, "kev", txt, "hard"), "trade_proposal", facts, "untagged" if txt.startswith("je") else "shorthand")
        t = self.after(t, 30, 300)
        self._approve_reply(t, prop, q, sym)
        t = self.after(t, 5, 60)
        o = self.new_order(self.fut_inst(sym), side, q, pxs)
        self.mark(self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "0", "0")), "hard"), "trade_confirmation", [sym, "39=0", o["clid"]], "structured")
        t = self.after(t, 20 * 60, 70 * 60)
        mins = rng.randint(20, 60)
        cx = self.add(t, "exec", rng.choice([
            "%s %s %d @ %s retiré après %d min sans exécution (règle GTD du desk) — %s" % (word, sym, q, pxs, mins, o["clid"]),
            "pulled the %s %s %d @ %s: unfilled after %d min (desk GTD rule) — %s" % (word, sym, q, pxs, mins, o["clid"]),
        ]), "hard")
        self.mark(cx, "trade_confirmation", [sym, o["clid"], "retiré" if "retiré" in cx.content else "pulled"], "untagged")
        t = self.after(t, 1, 8)
        c2 = self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "4", "4", text="Cancelled by user")), "hard")
        self.mark(c2, "trade_confirmation", ["39=4", o["clid"]], "structured")
        self.idiom(c2, "FIX 35=8 39=4 cancel ack", "trade_confirmation")

    def story_risk_block(self):
        """G: approved proposal blocked by the risk engine."""
        rng = self.rng
        inst = self.opt_inst(und=rng.choice(["SHOP", "SHOP", "CNQ", "TD"]), cp="C", m=2)
        q = rng.choice([75, 100, 150])
        pxs = self.opt_px(inst["prem"])
        t = self.when(TRADE_W, hi_margin=2 * H)
        prop = self.mark(self.add(t, "gen", "b %d %s @ %s, on joue le momentum 🚀" % (q, inst["chat"], pxs), "hard"),
                         "trade_proposal", [inst["chat"], "b %d" % q, pxs], "shorthand")
        t = self.after(t, 30, 400)
        self._approve_reply(t, prop, q, inst["und"])
        t = self.after(t, 10, 60)
        o = self.new_order(inst, "buy", q, pxs)
        vega = self.vega_lim * rng.uniform(0.92, 1.08)
        lines = ["risk-engine ▸ pre-trade", "order: %s" % o["clid"], "account: %s" % OUR_ACCOUNT,
                 "instrument: %s" % inst["canon"], "side: BUY", "requested_qty: %d" % q, "decision: BLOCK",
                 "reason: vega_limit (post-trade desk vega %.0fk > %dk)" % (vega + 30, self.vega_lim)]
        rm = self.mark(self.add(t, "risk", "\n".join(lines), "hard"), "risk_limit", [o["clid"], "BLOCK", "vega_limit"], "structured")
        t = self.after(t, 20, 200)
        self.add(t, "gen", rng.choice(["ben là 😤 bon, on attend que le vega baisse", "bloqué par le risk. ok, plan B plus tard",
                                        "ah ben c'est ça, bloqué. @Priya on en reparle?"]), "other", ref=rm)

    def story_thread(self):
        """H: proposal that becomes a thread; approval, confirmation, fill and target live in the thread."""
        rng = self.rng
        und = rng.choice(["ENB", "RY", "TD", "CNQ"])
        inst = self.opt_inst(und=und, cp="C", m=2, exp_i=rng.choice([1, 2]))
        q = rng.choice([20, 30, 40, 50])
        pxs = self.opt_px(inst["prem"])
        t = self.when(TRADE_W, hi_margin=5 * H)
        shares = q * 100
        txt = "[PROPOSAL] SELL %d %s @ %s — couvert par %s %s dans le book, Δ %.2f, on monétise la vol avant les fêtes" % (
            q, inst["canon"], pxs, _fmt_int(shares).replace(",", " "), und, -inst["delta"])
        prop = self.mark(self.add(t, "vol", txt, "hard"), "trade_proposal", ["[PROPOSAL]", "SELL", inst["canon"], pxs], "tagged")
        th = Thread(prop)
        prop.starts_thread = th
        self.threads.append(th)
        t = self.after(t, 60, 300)
        qq = self.add(t, "sam", rng.choice(["on a assez d'actions pour couvrir %d contrats?" % q, "what happens if %s rips through %s before expiry?" % (und, inst["ks"])]), "near", thread=th)
        t = self.after(t, 30, 200)
        self.add(t, "gen", rng.choice(["oui, %s %s dans le book depuis octobre" % (_fmt_int(shares).replace(",", " "), und), "on se fait caller, c'est tout. c'est le deal d'un covered call"]), "other", thread=th, ref=qq)
        t = self.after(t, 60, 400)
        opts = [("approuvé ✅ — %s %d lots" % (und, q), ["approuvé", und, "%d lots" % q]),
                ("go 👍 %d max" % q, ["go", "%d max" % q]),
                ("ok go, vendez-les", ["ok go", "vendez-les"])]
        a_txt, a_f = rng.choice(opts)
        ap = self.mark(self.add(t, "lead", a_txt, "hard", thread=th), "trade_approval", a_f, "reply")
        t = self.after(t, 10, 90)
        o = self.new_order(inst, "sell", q, pxs)
        cm = self.add(t, "exec", "order working: %s SELL %d %s @ %s (MX ack 37=%s)" % (o["clid"], q, inst["canon"], pxs, o["mx"]), "hard", thread=th)
        self.mark(cm, "trade_confirmation", ["order working", o["clid"], inst["canon"]], "untagged")
        t = self.after(t, 30, 900)
        self.fill_embed(t, o, q, pxs, thread=th)
        t = self.after(t, 60, 600)
        tpv = self.opt_px(inst["prem"] * 0.3)
        tm = self.add(t, "vol", rng.choice(["Target on the short %s: buy back at %s (TP). No stop — covered." % (inst["canon"], tpv),
                                            "Objectif de rachat sur les %s: %s (TP). Pas de stop, c'est couvert." % (inst["canon"], tpv)]), "hard", thread=th)
        self.mark(tm, "stop_or_target_change", [inst["canon"], tpv], "untagged")
        self.add(self.after(t, 20, 300), rng.choice(["gen", "kev"]), rng.choice(["👍", "merci", "parfait"]), "noise", thread=th, ref=tm)

    def story_buried_approval(self):
        """I: agent proposal on CRA/CGB, PM agent approves inside a long review."""
        rng = self.rng
        sym = rng.choice(["CRAH7", "CRAM7", "CGBH7", "CGFH7"])
        side = rng.choice(["buy", "sell"])
        d = 1 if side == "buy" else -1
        q = self.fut_qty(sym)
        big = 1 if sym.startswith("CRA") else 8
        t = self.when(TRADE_W, hi_margin=3 * H)
        pxs = self.fp(sym, self.near(sym, 2))
        stop = self.fp(sym, float(pxs) - d * self.tick(sym) * rng.randint(4, 7) * big)
        lang = rng.choice(["fr", "en"])
        if lang == "fr":
            dec = ("## Recommandation", "On propose de **%s %d %s à %s**, stop %s. Le portage est positif et le risque est borné." % (
                "acheter" if side == "buy" else "vendre", q, sym, pxs, stop))
            facts = ["acheter" if side == "buy" else "vendre", "%d %s" % (q, sym), pxs, stop]
        else:
            dec = ("## Recommendation", "Proposal: **%s %d %s at %s**, stop %s. Carry is positive and the downside is bounded." % (
                side, q, sym, pxs, stop))
            facts = [side, "%d %s" % (q, sym), pxs, stop]
        body = self.report(lang, "rates", ("Stratégie taux — %s" if lang == "fr" else "Rates strategy — %s") % sym, t, decision=dec, agent="rates")
        prop = self.mark(self.add(t, "rates", body, "hard"), "trade_proposal", facts, "buried")
        t = self.after(t, 120, 900)
        parts = ["## Revue PM — %s" % _hhmm(t) if lang == "fr" else "## PM review — %s" % _hhmm(t)]
        c = self.ctx()
        parts.extend(self.paras(RATES_FR if lang == "fr" else RATES_EN, 2, c)[0])
        if lang == "fr":
            dtxt = "### Décision\nApprouvé: %s de %d %s à %s, stop %s inchangé." % ("achat" if side == "buy" else "vente", q, sym, pxs, stop)
            afacts = ["Approuvé", "%d %s" % (q, sym), pxs]
        else:
            dtxt = "### Decision\nApproved: %s %d %s at %s, stop %s as proposed." % (side, q, sym, pxs, stop)
            afacts = ["Approved", "%d %s" % (q, sym), pxs]
        parts.append(dtxt)
        parts.extend(self.paras(VOL_FR if lang == "fr" else VOL_EN, 2, c)[0])
        parts.append("### Notes\n- " + "\n- ".join(b.format_map(c) for b in (BULLETS_FR if lang == "fr" else BULLETS_EN)[:4]))
        ap = self.mark(self.add(t, "pm", "\n\n".join(parts), "hard", ref=prop), "trade_approval", afacts, "buried")
        self.idiom(ap, "PM-agent approval buried in a review", "trade_approval")
        t = self.after(t, 10, 90)
        o = self.new_order(self.fut_inst(sym), side, q, pxs)
        self.mark(self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "0", "0")), "hard"), "trade_confirmation", [sym, "39=0", o["clid"]], "structured")
        t = self.after(t, 10, 600)
        fm = self.add(t, "gw", self.fix_wrap(self.fix8(t, o, "2", "F", last=(q, pxs))), "hard")
        self.mark(fm, "trade_fill", [sym, "54=%s" % ("1" if side == "buy" else "2"), "32=%d" % q, "31=%s" % pxs, o["clid"]], "structured")

    # ================================================================ extra hard events
    def held_news(self, t=None):
        rng = self.rng
        und = rng.choice(UND_KEYS)
        t = self.when(HOUR_W) if t is None else t
        fr = rng.random() < 0.5
        name = rng.choice(UNDS[und]["names_fr"] if fr else UNDS[und]["names_en"])
        pool_fr = [
            ("{n} relève son dividende trimestriel à {x} $", "dividende"),
            ("{n}: un analyste de Desjardins rehausse sa cible à {y} $", "rehausse sa cible"),
            ("{n} annonce la suppression de {z} postes au Canada", "suppression"),
            ("{n} conclut une acquisition de {w} G$ aux États-Unis", "acquisition"),
            ("L'AMF ouvre une enquête sur {n}", "enquête"),
            ("{n} abaisse ses prévisions annuelles", "abaisse ses prévisions"),
        ]
        pool_en = [
            ("{n} raises quarterly dividend to C${x}", "dividend"),
            ("{n} shares jump {p}% premarket after analyst upgrade", "analyst upgrade"),
            ("{n} cuts full-year guidance, shares slide after hours", "cuts full-year guidance"),
            ("{n} to buy U.S. rival in C${w} billion deal", "billion deal"),
            ("OSFI flags {n} on capital treatment of new mortgage book", "OSFI"),
            ("{n} CEO to step down at year-end, company says", "step down"),
        ]
        if und == "SHOP":
            pool_fr = pool_fr[1:] + [("{n} dévoile de nouveaux outils IA pour les marchands", "outils IA")]
            pool_en = pool_en[1:] + [("{n} GMV beats estimates on holiday volume, stock up {p}%", "GMV beats")]
        if und in ("CNQ", "ENB"):
            pool_fr.append(("{n}: panne sur un pipeline en Alberta, production réduite", "panne"))
            pool_en.append(("{n} reports outage at Alberta facility, output curtailed", "outage"))
        tpl, key = rng.choice(pool_fr if fr else pool_en)
        head = tpl.format(n=name, x=("%.2f" % rng.uniform(0.9, 1.8)).replace(".", "," if fr else "."), y=rng.randint(60, 260),
                          z=_fmt_int(rng.randint(3, 30) * 100).replace(",", " " if fr else ","),
                          w=rng.randint(2, 14), p=rng.randint(3, 9))
        src = rng.choice(["La Presse", "Radio-Canada", "Le Devoir"] if fr else ["Reuters", "Bloomberg", "Globe and Mail", "CP"])
        m = self._news_post(t, head, src, und + ".TO", fr)
        m.und = und
        self.mark(m, "held_position_news", [name, key], "embed" if m.embeds and not m.content else "untagged")
        if name not in (und,):
            self.idiom(m, "headline naming a held underlying by company name", "held_position_news")
        return m

    def _news_post(self, t, head, src, tick, fr):
        rng = self.rng
        r = rng.random()
        nid = self.counter("news")
        m = self._news_msg(t, head, src, tick, fr, r, nid)
        m.news_id = nid
        return m

    def _news_msg(self, t, head, src, tick, fr, r, nid):
        if r < 0.4:
            emb = {"title": head, "description": "", "author": src,
                   "fields": [{"name": "Ticker", "value": tick, "inline": True}, {"name": "Langue" if fr else "Lang", "value": "FR" if fr else "EN", "inline": True}],
                   "footer": "newsrelay · news-%d · %s ET" % (nid, _hhmm(t))}
            return self.add(t, "news", "", "hard", embeds=[emb])
        if r < 0.75:
            return self.add(t, "news", "📰 %s · %s (%s) [news-%d]" % (src, head, tick, nid), "hard")
        tag = "[NOUVELLE]" if fr else "[HEADLINE]"
        return self.add(t, "news", "%s %s — %s · %s" % (tag, tick, head, src), "hard")

    def watch_news(self):
        rng = self.rng
        key = rng.choice(WATCH_KEYS)
        t = self.when(HOUR_W)
        fr = rng.random() < 0.5
        name = rng.choice(WATCH[key][0] if fr else WATCH[key][1])
        pool_fr = [("{n} dépasse les attentes au T4, BPA de {x} $", "dépasse les attentes"),
                   ("{n} annonce un rachat d'actions de {z} M$", "rachat d'actions"),
                   ("{n}: grève possible dès lundi selon le syndicat", "grève"),
                   ("{n} nomme un nouveau chef des finances", "chef des finances"),
                   ("{n} déçoit au quatrième trimestre, le titre recule", "déçoit")]
        pool_en = [("{n} Q4 EPS C${x} beats consensus", "beats consensus"),
                   ("{n} announces C${z}mn share buyback", "share buyback"),
                   ("{n} union issues strike notice", "strike notice"),
                   ("{n} downgraded to underperform at RBC Capital Markets", "downgraded"),
                   ("{n} misses on revenue, shares fall {p}%", "misses on revenue")]
        tpl, k = rng.choice(pool_fr if fr else pool_en)
        head = tpl.format(n=name, x="%.2f" % rng.uniform(0.8, 4.5), z=rng.randint(2, 30) * 50, p=rng.randint(2, 8))
        src = rng.choice(["La Presse", "Les Affaires", "Radio-Canada"] if fr else ["Reuters", "Bloomberg", "BNN Bloomberg"])
        m = self._news_post(t, head, src, key + ".TO", fr)
        self.mark(m, "watchlist_news", [name, k], "embed" if m.embeds and not m.content else "untagged")
        self.idiom(m, "watchlist headline in French" if fr else "watchlist headline in English", "watchlist_news")
        return m

    def rfq_line(self, t, und_or_name, canon, q, delta, bid, offer):
        n = self.counter("rfq")
        txt = "RFQ #%d | %s | %sx | Δ %.2f | bid/offer %s/%s | exp %s | via MX RFQ" % (n, canon, q, delta, bid, offer, _hhmm(t + 5 * MIN))
        return n, self.idiom(self.add(t, "rfq", txt, "near"), "RFQ bot line with strike/expiry/delta", "not_hard")

    def route(self):
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=H)
        v = rng.randrange(4)
        if v <= 1:
            inst = self.opt_inst()
            q = rng.choice([50, 100, 200, 250])
            b = float(self.opt_px(inst["prem"], -1))
            n, rq = self.rfq_line(t, inst["und"], inst["canon"], q, inst["delta"], "%.2f" % b, "%.2f" % (b + 0.1))
            t = self.after(t, 5, 90)
            if v == 0:
                to = rng.choice(["exec-agent", "vol-strat"])
                m = self.add(t, "disp", "routing RFQ-%d (%s, %dx) → %s · within mandate" % (n, inst["canon"], q, to), "hard", ref=rq)
                self.mark(m, "route_decision", ["RFQ-%d" % n, to], "untagged")
            else:
                m = self.add(t, "lead", "@gen je te passe le RFQ-%d sur %s, tu le gères" % (n, inst["und"]), "hard", ref=rq)
                self.mark(m, "route_decision", ["RFQ-%d" % n, "je te passe"], "reply")
                self.idiom(m, "joual route to a person 'je te passe'", "route_decision")
        elif v == 2:
            nw = self.held_news(t)
            nid = nw.news_id
            und = nw.und
            to = "vol-strat" if und != "CNQ" else rng.choice(["vol-strat", "exec-agent"])
            t = self.after(t, 8, 90)
            js = json.dumps({"ts": _iso(t), "item": "news-%d" % nid, "decision": "route", "to": to, "why": "held underlying %s" % und}, separators=(",", ":"), ensure_ascii=False)
            m = self.mark(self.add(t, "disp", js, "hard", ref=nw), "route_decision", ["news-%d" % nid, '"decision":"route"', '"to":"%s"' % to], "structured")
            self.idiom(m, "dispatch JSON route line", "route_decision")
        else:
            und = rng.choice(["CNQ", "ENB", "TD"])
            m = self.add(t, "rates" if rng.random() < 0.5 else "vol", "Je route l'alerte delta %s vers l'agent d'exécution pour la couverture de fin de journée." % und, "hard")
            self.mark(m, "route_decision", ["route", und, "l'agent d'exécution"], "untagged")

    def no_route(self):
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=H)
        v = rng.randrange(3)
        if v == 0:
            tick, nm = rng.choice(UNRELATED[:4])
            k = rng.choice([40, 60, 80, 100, 120])
            canon = "%s %s %d %s" % (tick, rng.choice(EXPIRIES)[0], k, rng.choice(["C", "P"]))
            bq = rng.uniform(0.5, 4)
            n, rq = self.rfq_line(t, tick, canon, rng.choice([50, 100, 300]), rng.uniform(-0.5, 0.5), "%.2f" % bq, "%.2f" % (bq + rng.choice([0.05, 0.10, 0.15])))
            t = self.after(t, 5, 90)
            m = self.add(t, "disp", "RFQ-%d %s — no route: %s hors mandat (pas dans la liste produits)" % (n, canon, tick), "hard", ref=rq)
            self.mark(m, "no_route_decision", ["RFQ-%d" % n, "no route"], "untagged")
            self.idiom(m, "no-route for RFQ outside product list", "no_route_decision")
        elif v == 1:
            nw = self.unrelated_news(t)
            nid = nw.news_id
            t = self.after(t, 10, 120)
            js = json.dumps({"ts": _iso(t), "item": "news-%d" % nid, "decision": "no_route", "why": "not held / not on watchlist"}, separators=(",", ":"))
            m = self.mark(self.add(t, "disp", js, "hard", ref=nw), "no_route_decision", ["news-%d" % nid, '"decision":"no_route"'], "structured")
        else:
            nw = self.unrelated_news(t)
            t = self.after(t, 30, 300)
            txt = rng.choice(["rien à faire avec ça, on route pas 🤷", "pas pour nous, classé sans suite", "not ours — no action, not routing it"])
            m = self.add(t, rng.choice(["lead", "lead", "gen"]), txt, "hard", ref=nw)
            f = {"rien à faire avec ça, on route pas 🤷": ["rien à faire", "on route pas"],
                 "pas pour nous, classé sans suite": ["pas pour nous", "classé sans suite"],
                 "not ours — no action, not routing it": ["no action", "not routing"]}[txt]
            self.mark(m, "no_route_decision", f, "reply")

    def thesis(self):
        rng = self.rng
        t = self.when(TRADE_W)
        v = rng.randrange(5)
        if v == 0:
            sym = rng.choice(["CGB", "CGF"])
            a, b = rng.choice([("neutre", "haussier"), ("haussier", "neutre"), ("baissier", "neutre"), ("neutre", "baissier")])
            c1 = rng.randint(2, 3)
            txt = "Thesis update · %s: %s → %s. Conviction %d/5 → %d/5. Le marché price trop de baisses pour le T1." % (sym, a, b, c1, c1 + rng.choice([1, -1]))
            m = self.add(t, "rates", txt, "hard")
            self.mark(m, "thesis_update", [sym, b, "Conviction"], "tagged")
        elif v == 1:
            und = rng.choice(["SHOP", "TD", "CNQ"])
            flip = rng.choice([("bullish", "bearish"), ("bearish", "bullish")])
            txt = "ok j'suis pu %s %s pantoute après ça. on flip %s, je sors les chiffres cet aprem" % (flip[0], und, flip[1])
            m = self.add(t, "gen", txt, "hard")
            self.mark(m, "thesis_update", [und, "on flip %s" % flip[1]], "untagged")
            self.idiom(m, "joual thesis flip 'on flip bearish'", "thesis_update")
        elif v == 2:
            pair = rng.choice(["CRAH7/CRAU7", "CRAH7/CRAM7", "CGF/CGB"])
            th = ("### Vue", "La thèse de pentification %s est invalidée: le marché a sorti la baisse de mars et le portage ne compense plus. Conviction ramenée à 1/5." % pair)
            body = self.report("fr", "rates", "Mise à jour courbe — %s" % pair, t, thesis=th, agent="rates")
            m = self.mark(self.add(t, "rates", body, "hard"), "thesis_update", [pair, "invalidée"], "buried")
            self.idiom(m, "thesis invalidated inside '### Vue' of a report", "thesis_update")
        elif v == 3:
            und = rng.choice(["ENB", "RY"])
            txt = "Confirming the view on %s: still long vol into the investor day, conviction unchanged (3/5)." % und
            m = self.mark(self.add(t, "vol", txt, "hard"), "thesis_update", [und, "conviction unchanged"], "untagged")
        else:
            und = rng.choice(["CNQ", "ENB"])
            txt = "%s: on reste bearish, thèse intacte malgré le rebond du brut. je change rien" % und
            m = self.mark(self.add(t, "kev", txt, "hard"), "thesis_update", [und, "thèse intacte"], "untagged")

    def risk_extra(self):
        rng = self.rng
        t = self.when(TRADE_W)
        v = rng.randrange(4)
        if v == 0:
            new = self.vega_lim - rng.choice([30, 50])
            txt = rng.choice([
                "effective now: desk vega limit → C$%dk (from %dk) until SHOP prints. exec-agent et risk-engine sont à jour." % (new, self.vega_lim),
                "Nouvelle limite, effective immédiatement: vega du desk plafonné à %dk CAD (au lieu de %dk) jusqu'aux résultats." % (new, self.vega_lim),
            ])
            m = self.add(t, "priya", txt, "hard")
            self.mark(m, "risk_limit", ["vega", "%dk" % new], "untagged")
            self.react(self.after(t, 5, 60), m, "📌", "lead")
            self.pin(self.after(t, 10, 120), m)
        elif v == 1:
            cur = self.dv01_lim + rng.uniform(0.4, 4.0)
            emb = {"title": "🔴 [FIRING] Desk DV01 limit breach", "description": "desk DV01 %.1fk CAD > limit %dk CAD" % (cur, self.dv01_lim),
                   "fields": [{"name": "Current", "value": "%.1fk" % cur, "inline": True}, {"name": "Limit", "value": "%dk" % self.dv01_lim, "inline": True},
                              {"name": "Account", "value": OUR_ACCOUNT, "inline": True}],
                   "footer": "Grafana · risk-dashboard · rule dv01_desk"}
            m = self.add(t, "grafana", "", "hard", embeds=[emb])
            self.mark(m, "risk_limit", ["DV01 limit breach", "%.1fk" % cur, "%dk" % self.dv01_lim], "embed")
            self.idiom(m, "Grafana embed limit breach", "risk_limit")
            self.add(self.after(t, 30, 300), "kev", rng.choice(["oui oui je le vois, je regarde d'où ça vient", "on it", "vu. je check avec Priya"]), "other", ref=m)
        elif v == 2:
            new = rng.choice([15000, 20000, 25000])
            old = new + rng.choice([5000, 10000])
            und = rng.choice(["CNQ", "SHOP", "TD"])
            txt = "limit_update: %s_delta_max=%d (prev %d) by=priya reason=earnings_window" % (und.lower(), new, old)
            m = self.mark(self.add(t, "risk", txt, "hard"), "risk_limit", ["limit_update", "%s_delta_max=%d" % (und.lower(), new)], "structured")
            self.idiom(m, "risk key=value limit update", "risk_limit")
        else:
            n = rng.choice([250, 300, 500])
            txt = "rappel: max %d lots CRA par ordre à partir d'asteure, l'exec-agent va bloquer au-dessus. c'est la nouvelle règle du risk." % n
            m = self.mark(self.add(t, "priya", txt, "hard"), "risk_limit", ["max %d lots CRA" % n, "bloquer"], "untagged")

    def stop_extra(self):
        rng = self.rng
        t = self.when(TRADE_W)
        v = rng.randrange(3)
        if v == 0:
            txt = "j'enlève le stop sur le short CRAH7, on gère à la main jusqu'à la BdC"
            m = self.mark(self.add(t, "kev", txt, "hard"), "stop_or_target_change", ["enlève le stop", "CRAH7"], "untagged")
        elif v == 1:
            lvl = self.fp("CGBH7", self.px["CGBH7"] - rng.randint(40, 70) * 0.01)
            m = self.mark(self.add(t, "rates", "[STOP] CGBH7 long: stop moved to %s (close basis)" % lvl, "hard"), "stop_or_target_change", ["[STOP]", "CGBH7", lvl], "tagged")
            self.idiom(m, "[STOP] tagged agent line", "stop_or_target_change")
        else:
            inst = self.opt_inst(und="RY", exp_i=0, cp="C", m=0)
            new = self.opt_px(inst["prem"] * 1.7)
            m = self.mark(self.add(t, "vol", "TP %s remonté à %s, le reste inchangé" % (inst["canon"], new), "hard"),
                          "stop_or_target_change", [inst["canon"], new], "untagged")

    def deleted_proposal(self):
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=H)
        inst = self.opt_inst(und="TD", exp_i=1, cp="C", m=1)
        q = rng.choice([20, 30, 40])
        pxs = self.opt_px(inst["prem"])
        tok = "%s %d %s @ %s for the earnings run-up" % ("buy", q, inst["canon"], pxs)
        m = self.add(t, "sam", "proposal: %s (ref %04x)" % (tok, rng.randrange(65536)), "hard")
        self.mark(m, "trade_proposal", [inst["canon"], "buy", str(q), pxs], "untagged")
        self.delete(self.after(t, 40, 200), m, m.content[len("proposal: "):])
        self.add(self.after(t, 60, 300), "sam", rng.choice(["oops mauvais channel 🙈", "sorry wrong channel"]), "noise")

    def forgotten_proposal(self):
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=H)
        inst = self.opt_inst(und=rng.choice(["RY", "ENB"]), cp="P", m=1)
        q = rng.choice([50, 100])
        pxs = self.opt_px(inst["prem"])
        cl = rng.choice(CLIENTS)
        acct = "%05d" % rng.randrange(100000)
        txt = "pour le compte du client %s (#%s): on rentre b %d %s @ %s, il veut ça %s" % (
            cl, acct, q, inst["chat"], pxs, "avant 15h" if self.local_hour(t) < 14 else "avant la fermeture")
        m = self.mark(self.add(t, "gen", txt, "hard"), "trade_proposal", [inst["chat"], "b %d" % q, pxs], "shorthand")
        self.forget(self.after(t, 5 * 60, 40 * 60), m, "client %s (#%s)" % (cl, acct))

    # ================================================================ near-misses
    def nm(self, t, kind):
        rng = self.rng
        sym = rng.choice(["CGBH7", "CGFH7", "CRAH7", "CRAM7", "CGBM7"])
        px = self.fp(sym, self.near(sym, 6))
        q = self.fut_qty(sym)
        inst = self.opt_inst()
        ops = self.opt_px(inst["prem"])
        who = rng.choice(["gen", "kev", "sam"])
        if kind == "hypo_fr":
            txt = self.pick(kind, [
                "si on achetait %d %s icitte à %s, le DV01 monterait à combien?" % (q, sym, px),
                "imagine on shortait le %s avant la BdC… ça serait cute" % sym,
                "si jamais on vendait les %s à %s, on serait couvert sur le thêta?" % (inst["chat"], ops),
                "hypothétiquement, %d %s à %s ça nous ferait quoi sur la vega?" % (q, inst["chat"], ops),
                "si on rentrait dans le %s à %s pis que la BdC coupe, on ferait combien? juste pour voir" % (sym, px),
                "mettons qu'on vend %d %s, le margin call ressemblerait à quoi?" % (q, inst["chat"]),
                "si on avait le budget, j'aimerais ça être long gamma %s avant les résultats. mais bon" % inst["und"],
            ])
            return self.idiom(self.add(t, who, txt, "near"), "French hypothetical 'si on achetait'", "not_hard")
        if kind == "hypo_en":
            txt = self.pick(kind, [
                "what if we sold the %s against the stock? just thinking out loud" % inst["chat"],
                "what if CPI prints hot, would we want to be short %s at %s?" % (sym, px),
                "if we had bought %d %s at the open we'd be up nicely lol" % (q, sym),
                "hypothetically, a %s %s/%s call spread — what would that cost us in vega?" % (inst["und"], inst["ks"], inst["k"] + UNDS[inst["und"]]["step"] * 2),
                "what if we rolled the CGB long into M7 early? worth modelling",
            ])
            return self.add(t, "sam" if rng.random() < 0.7 else "gen", txt, "near")
        if kind == "question":
            txt = self.pick(kind, [
                "est-ce qu'on a encore de la room pour des puts %s?" % inst["und"],
                "anyone know where %s settled yesterday?" % sym,
                "c'est quoi notre avg sur le %s déjà?" % sym,
                "on est à combien de vega asteure?",
                "qui regarde le %s aujourd'hui, toi ou vol-strat?" % inst["und"],
                "is the %s still on the table or did we drop it?" % inst["chat"],
                "le %s, on le roll quand?" % sym,
                "quelqu'un sait si MX a changé les bandes de prix sur les options %s?" % inst["und"],
                "do we have a view on %s into the print or are we flat?" % inst["und"],
                "c'est-tu moi ou le bid/offer sur les %s est ben large aujourd'hui?" % inst["chat"],
            ])
            return self.add(t, who, txt, "near")
        if kind == "past":
            txt = self.pick(kind, [
                "la semaine passée on avait vendu %d %s @ %s, bon trade ça" % (q, sym, px),
                "last month we got filled %d %s @ %s, that was the bottom lol" % (rng.choice([20, 40]), inst["chat"], ops),
                "en mars on avait acheté des %s calls juste avant les résultats, pis ça avait payé" % inst["und"],
                "rappel: l'an passé à pareille date on était short CRA et ça nous avait coûté cher",
                "in 2024 we bought %d %s puts into the print and lost the whole premium, fyi" % (rng.choice([30, 50]), inst["und"]),
                "vendredi on avait fermé le %s à %s, c'était le bon call finalement" % (sym, px),
            ])
            return self.idiom(self.add(t, who, txt, "near"), "past-tense trade told as history", "not_hard")
        if kind == "paper":
            txt = self.pick(kind, [
                "[PAPER] b %d %s @ %s — juste pour tracker" % (q, sym, px),
                "paper book: s %d %s @ %s, on verra vendredi" % (rng.choice([10, 20]), inst["chat"], ops),
                "[PAPER] fill %d %s @ %s (sim)" % (q, sym, px),
                "[PAPER] long %d %s @ %s · stop %s (compte démo)" % (rng.choice([10, 20]), inst["chat"], ops, self.opt_px(inst["prem"] * 0.5)),
            ])
            return self.idiom(self.add(t, rng.choice(["sam", "vol"]), txt, "near"), "[PAPER] tagged paper trade", "not_hard")
        if kind == "other_desk":
            txt = self.pick(kind, [
                "Toronto vient de payer %d CGB @ %s 👀" % (rng.choice([200, 300, 500]), self.fp("CGBH7", self.near("CGBH7", 5))),
                "le desk prop a vendu %d %s ce matin, c'est eux qui pèsent" % (rng.choice([400, 500, 800]), sym),
                "fyi TOR rates just lifted %d CGF, pas nous" % rng.choice([150, 250]),
                "we just bought %d %s for the TOR book, heads up if you see it on the tape" % (rng.choice([200, 400]), sym),
                "le desk actions de Toronto a vendu %d %s, c'est pas nous qui bougeons le skew" % (rng.choice([300, 500]), inst["chat"]),
            ])
            if txt.startswith("we just bought") or txt.startswith("fyi TOR"):
                who2 = "dave"
            else:
                who2 = rng.choice(["kev", "gen"])
            return self.idiom(self.add(t, who2, txt, "near"), "other desk's trade in chat", "not_hard")
        if kind == "other_desk_fix":
            acct = rng.choice(["TORRATES2", "MTLPROP7"])
            o = self.new_order(self.fut_inst(sym), rng.choice(["buy", "sell"]), rng.choice([100, 200, 300]), px, acct=acct)
            raw = self.fix8(t, o, "2", "F", last=(o["qty"], px))
            return self.idiom(self.add(t, "gw", self.fix_wrap(raw), "near"), "FIX fill for another desk's account", "not_hard")
        if kind == "quoted_news":
            tick, nm = rng.choice(UNRELATED)
            txt = self.pick(kind, [
                "> %s shares tumble after guidance cut\nlol pas pour nous heureusement" % nm,
                "> « %s annonce une restructuration »\nquelqu'un suit ça?" % nm,
                "RT: %s beats, stock +%d%% AH. fun, mais on n'en a pas" % (nm, rng.randint(3, 9)),
                "> %s: le titre en forte baisse à l'ouverture\nça doit faire mal à quelqu'un" % nm,
            ])
            return self.add(t, rng.choice(["sam", "gen"]), txt, "near")
        if kind == "backtest":
            txt = self.pick(kind, [
                "backtest (2019-2025) fly CRA 3m/6m/9m: entrée à %s, sortie +3 pb, hit-rate %d%%, max DD -%d pb" % (px, rng.randint(51, 63), rng.randint(6, 15)),
                "bt: would have bought %d %s @ %s on the CPI miss, +C$%dk over 3 days. sample size is tiny tho" % (q, sym, px, rng.randint(10, 60)),
                "backtest covered calls %s 2018-2025: rendement annualisé %.1f%%, vol %.1f%%, pire mois -%.1f%%" % (inst["und"], rng.uniform(5, 11), rng.uniform(9, 16), rng.uniform(4, 9)),
                "backtest: vendre le straddle %s la veille des résultats, 24 trimestres, gain moyen %.2f $, %d pertes" % (inst["und"], rng.uniform(0.1, 0.9), rng.randint(4, 11)),
            ])
            return self.idiom(self.add(t, rng.choice(["sam", "vol", "rates"]), txt, "near"), "backtest fill/result", "not_hard")
        if kind == "stop_opinion":
            lvl = self.fp(sym, self.px[sym] - self.tick(sym) * rng.randint(30, 60) * (0.2 if sym.startswith("CRA") else 1))
            txt = self.pick(kind, [
                "un stop à %s sur %s serait raisonnable, non?" % (lvl, sym),
                "imo a stop around %s would make sense on the %s" % (lvl, sym),
                "moi je mettrais le stop plus loin, genre %s, mais c'est ton call" % lvl,
                "faudrait peut-être penser à un stop sur le %s, %s ça serait logique" % (sym, lvl),
            ])
            return self.add(t, who, txt, "near")
        if kind == "dry_run":
            txt = "dry-run: BUY %d %s @ %s → would route to XMOD, no order sent (sim mode)" % (rng.choice([10, 20]), inst["canon"], ops)
            return self.idiom(self.add(t, "exec", txt, "near"), "exec-agent dry-run", "not_hard")
        if kind == "whatif_risk":
            txt = self.pick(kind, [
                "if we add %d %s the desk DV01 goes to ~%dk, au-dessus de la limite" % (q, sym, self.dv01_lim + rng.randint(1, 6)),
                "simulation risk: +%d %s → vega %dk, ça passe juste" % (q, inst["chat"], self.vega_lim - rng.randint(2, 20)),
                "what-if: -%d %s, le DV01 descend à %.1fk" % (q, sym, rng.uniform(20, 35)),
            ])
            return self.add(t, rng.choice(["priya", "sam"]), txt, "near")
        if kind == "someone":
            txt = self.pick(kind, [
                "quelqu'un devrait regarder la vol %s, c'est rendu cheap" % inst["und"],
                "someone should look at %s skew, it's stupid steep" % inst["und"],
                "faudrait checker le roll %s un moment donné cette semaine" % sym,
                "ça vaudrait la peine de regarder les %s %s, le flow client est tout d'un bord" % (inst["und"], inst["mon"]),
            ])
            return self.add(t, who, txt, "near")
        if kind == "colour":
            h = self.local_hour(t)
            morning = h < 11
            txt = self.pick("colour_m" if morning else "colour_d", ([
                "%s se fait lifter, gros bid à %s" % (sym, px),
                "TSX +%.1f%% à l'ouverture, les banques tirent" % rng.uniform(0.1, 0.9),
                "ça trade gros sur le CGF ce matin, %dk contrats déjà" % rng.randint(20, 80),
                "UST 10s à %.2f%%, les Canadas suivent" % rng.uniform(3.9, 4.5),
                "%s vol bid, +%.1f pts depuis l'ouverture" % (inst["und"], rng.uniform(0.5, 3)),
                "ça brasse sur le %s, check ça" % sym,
            ] if morning else [
                "%s se fait lifter, gros bid à %s" % (sym, px),
                "le spread H7/M7 sur CRA est rendu à %s" % ("%.3f" % (self.px["CRAH7"] - self.px["CRAM7"] + rng.randint(-2, 2) * 0.005)),
                "%s vol offered cet aprem, -%.1f pt" % (inst["und"], rng.uniform(0.3, 2)),
                "volume débile sur les %s %s" % (inst["und"], inst["mon"]),
                "ça brasse sur le %s, check ça" % sym,
                "les banques lâchent un peu, RY -%.1f%%" % rng.uniform(0.2, 1.4),
                "le brut reprend, CNQ suit pas pantoute",
                "UST 10s à %.2f%%, les Canadas suivent" % rng.uniform(3.9, 4.5),
            ]))
            m = self.add(t, rng.choice(["kev", "gen", "sam"]), txt, "near")
            if "check ça" in txt:
                m.attachments = [self.attachment("chart.png")]
            return m
        if kind == "unrelated_news":
            return self.unrelated_news(t)
        if kind == "rfq":
            inst2 = self.opt_inst()
            b = float(self.opt_px(inst2["prem"], -1))
            return self.rfq_line(t, inst2["und"], inst2["canon"], rng.choice([50, 100, 200]), inst2["delta"], "%.2f" % b, "%.2f" % (b + 0.1))[1]
        raise ValueError(kind)

    def unrelated_news(self, t):
        rng = self.rng
        tick, nm = rng.choice(UNRELATED)
        fr = rng.random() < 0.5
        head = rng.choice([
            "%s dépasse les attentes, le titre bondit de %d %%" % (nm, rng.randint(3, 12)),
            "%s: le chef de la direction quitte ses fonctions" % nm,
        ] if fr else [
            "%s beats estimates, shares up %d%%" % (nm, rng.randint(3, 12)),
            "%s announces restructuring, %s jobs cut" % (nm, _fmt_int(rng.randint(5, 40) * 100)),
            "%s to be added to S&P 500" % nm,
        ])
        nid = self.counter("news")
        m = self.add(t, "news", "📰 %s · %s (%s) [news-%d]" % ("La Presse" if fr else "Reuters", head, tick, nid), "near")
        m.news_id = nid
        return self.idiom(m, "headline on an unrelated name", "not_hard")

    def attachment(self, fn):
        aid = _snowflake(self.start + self.rng.randrange(24 * H), 2, self.rng.randrange(4096))
        return {"id": aid, "filename": fn, "size": self.rng.randint(30_000, 400_000),
                "url": "https://cdn.discordapp.com/attachments/%s/%s/%s" % (channel_id(self.ch_idx), aid, fn)}

    def analysis_report(self, t, topic=None, title=None):
        rng = self.rng
        lang = rng.choice(["fr", "fr", "en"])
        topic = topic or rng.choice(["vol", "rates"])
        und = rng.choice(UND_KEYS)
        if title is not None:
            title = title[0] if lang == "fr" else title[1]
        elif topic == "vol":
            title = self.pick("title_vol_" + lang, (["Surface de vol — %s", "Revue skew — %s", "Vol check — %s", "Notes vol — %s", "Structure par terme — %s"]
                                                     if lang == "fr" else ["Vol surface — %s", "Skew review — %s", "Vol check — %s", "Term structure notes — %s"])) % und
        else:
            title = self.pick("title_rates_" + lang, ["Revue courbe CORRA", "Note taux — CGB/CGF", "Pré-BdC: positionnement", "Roll CGB H7/M7", "Offre et adjudications", "Flux de la semaine"]
                              if lang == "fr" else ["CORRA strip review", "Rates note — CGB/CGF", "Pre-BoC positioning", "CGB H7/M7 roll", "Supply and auctions"])
        body = self.report(lang, topic, title, t, size=rng.uniform(1.0, 1.4), agent="vol" if topic == "vol" else "rates", und=und)
        m = self.add(t, "vol" if topic == "vol" else "rates", body, "near")
        return self.idiom(m, "long agent analysis with trading words and no decision", "not_hard")

    # ================================================================ noise
    def noise(self, t, kind):
        rng = self.rng
        if kind == "fix_hb":
            body = "35=0|34=%s|49=MXGW|56=MTLDRV|52=%s|" % (SEQ, _fixts(t))
            head = "8=FIX.4.4|9=%d|" % len(body)
            return self.add(t, "gw", head + body + "10=000|", "noise")
        if kind == "hb":
            who = rng.choice(["gw", "exec", "disp", "risk"])
            txt = {"gw": "[hb] mx-gw ok · lat %.1fms · seq %s" % (rng.uniform(0.3, 2.5), CUR),
                   "exec": "heartbeat ✓ exec-agent alive (uptime %dh%02d)" % (rng.randint(1, 90), rng.randint(0, 59)),
                   "disp": "dispatch: alive · queue 0 · %d items/24h" % rng.randint(80, 400),
                   "risk": "risk-engine heartbeat · positions sync ok · %d instruments" % rng.randint(40, 90)}[who]
            return self.add(t, who, txt, "noise")
        if kind == "risk_ok":
            return self.add(t, "risk", "all limits ok · dv01 %.1fk/%dk · vega %dk/%dk · delta ok" % (
                rng.uniform(15, self.dv01_lim - 5), self.dv01_lim, rng.randint(90, self.vega_lim - 30), self.vega_lim), "noise")
        if kind == "cron":
            return self.add(t, "cron", self.pick("cron", [
                "cron ✔ news-triage %s ET — %d items scanned, 0 routed, 0 errors" % (_hhmm(t), rng.randint(8, 60)),
                "cron ✔ eod-marks done (%d instruments, %.1fs)" % (rng.randint(120, 900), rng.uniform(2, 40)),
                "cron ✔ vol-surface snapshot saved (RY, TD, SHOP, CNQ, ENB)",
                "cron ⚠ corra-fixing fetch retry 1/3 (Bank of Canada endpoint slow)",
                "cron ✔ rfq-digest: %d RFQs last hour, 0 pending" % rng.randint(0, 9),
                "cron ✔ news-triage %s ET — %d items scanned, 0 routed, 1 error (feed timeout)" % (_hhmm(t), rng.randint(8, 60)),
                "cron ✔ positions reconciled vs MX clearing (0 breaks)",
                "cron ✔ log rotation /var/log/desk (%d MB freed)" % rng.randint(100, 900),
            ]), "noise")
        if kind == "ci":
            b = self.counter("build")
            return self.add(t, "ci", self.pick("ci", [
                "ci: build #%d (vol-surface) ✅ passed in %dm%02ds · deploy prod-mtl-2 ✔" % (b, rng.randint(2, 9), rng.randint(0, 59)),
                "ci: build #%d (exec-agent) ❌ failed — tests/test_fix_codec.py::test_checksum_roundtrip" % b,
                "deploy: risk-engine %d.%d.%d rolled out to prod-mtl-1 (canary 100%%)" % (rng.randint(3, 4), rng.randint(0, 20), rng.randint(0, 9)),
                "ci: build #%d (dispatch) ✅ · image sha256:%012x" % (b, rng.randrange(16 ** 12)),
                "ci: build #%d (newsrelay) ✅ · lint ok · 312 tests" % b,
                "deploy: vol-strat prompt v%d.%d shipped to prod (rollback tag kept)" % (rng.randint(2, 5), rng.randint(0, 30)),
            ]), "noise")
        if kind == "reconnect":
            return self.add(t, "gw", "gateway: session MXGW↔MTLDRV dropped (%s), reconnected in %.1fs · ResendRequest 7=%s 16=%s" % (
                rng.choice(["heartbeat timeout", "TCP RST", "logout 35=5"]), rng.uniform(0.8, 6), CURM5, CUR), "noise")
        if kind == "stack":
            return self.add(t, rng.choice(["vol", "exec", "disp"]), self.stacktrace(), "noise")
        if kind == "pnl":
            return self.add(t, "pnl", self.pnl_snapshot(t), "noise")
        if kind == "price_alert":
            sym = rng.choice(["CGBH7", "CGFH7", "CRAH7"])
            lvl = self.fp(sym, self.near(sym, 10))
            emb = {"title": "%s %s %s" % (sym, rng.choice(["above", "below"]), lvl), "description": "price alert triggered",
                   "fields": [{"name": "Last", "value": self.fp(sym, float(lvl) + self.tick(sym)), "inline": True}, {"name": "Rule", "value": "md-%s" % sym.lower(), "inline": True}],
                   "footer": "Grafana · md-alerts"}
            return self.add(t, "grafana", "", "noise", embeds=[emb])
        if kind == "infra_alert":
            emb = {"title": self.pick("infra", ["🟠 [FIRING] md-feed latency p99 > 250ms", "🟢 [RESOLVED] md-feed latency p99 > 250ms", "🟠 [FIRING] disk usage /var/log > 85%",
                                                "🟠 [FIRING] newsrelay lag > 60s", "🟢 [RESOLVED] newsrelay lag > 60s"]),
                   "description": "host %s" % rng.choice(["mtl-md-02", "mtl-gw-01", "mtl-risk-01"]),
                   "fields": [{"name": "Value", "value": "%d" % rng.randint(80, 400), "inline": True}], "footer": "Grafana · infra"}
            return self.add(t, "grafana", "", "noise", embeds=[emb])
        if kind == "ack":
            ref = self.pick_ref(t, lambda m: m.hard is None or m.hard[0] in ("trade_fill", "held_position_news", "watchlist_news"))
            return self.add(t, rng.choice(["gen", "kev", "sam", "lead"]), self.pick("ack", ["merci", "thx", "🙏", "lol", "👌", "ok", "nice", "😂", "ty", "noted", "k", "parfait", "👀", "merci!", "haha"]), "noise", ref=ref)
        if kind == "chat":
            h = self.local_hour(t)
            who = rng.choice(["gen", "kev", "sam", "lead", "priya"])
            if 5 <= h < 11:
                txt = self.pick("chat_m", [
                    "-%d ressenti ce matin, mon char a pas voulu partir 🥶" % rng.randint(15, 32),
                    "le REM est encore en panne, j'arrive dans 20",
                    "le CH a gagné %d-%d hier soir contre %s, %s avec deux buts 🔥" % (rng.randint(3, 6), rng.randint(1, 2), rng.choice(OPPONENTS), rng.choice(PLAYERS)),
                    "qui descend au Tim? je prends un double-double",
                    "bagels de St-Viateur sur la table de la cuisine 🥯",
                    "bon matin tout le monde ☕",
                    "vpn qui lag depuis ce matin",
                    "je suis en call avec la conformité jusqu'à 11h",
                    "Macklem va-tu couper en janvier? moi je dis non",
                    "ben là, y neige encore",
                    "la 40 est bloquée, je vais être en retard",
                ])
            elif 11 <= h < 17:
                txt = self.pick("chat_d", [
                    "lunch: sushi ou Schwartz's?",
                    "les swaps pricent genre %d%% pour janvier, moi je trouve ça cheap mais bon" % rng.randint(15, 60),
                    "la BdC est en pause jusqu'au printemps selon moi, l'inflation de base colle",
                    "tempête de neige annoncée pour demain, %d cm icitte" % rng.randint(10, 35),
                    "quelqu'un a un chargeur USB-C?",
                    "le café de la machine goûte le brûlé",
                    "c'est tiguidou",
                    "faque, on est rendus où avec le party de Noël?",
                    "Suzuki est rendu un vrai premier centre, faut le dire",
                    "brb",
                    "y fait -%d dehors, je sors pas pour le lunch" % rng.randint(12, 25),
                    "qui a le mot de passe du wifi invité?",
                ])
            elif 17 <= h < 19:
                txt = self.pick("chat_s", [
                    "match à 19h ce soir contre %s, qui vient au Centre Bell?" % self.opponent,
                    "poutine chez La Banquise après la fermeture?",
                    "bonne soirée tout le monde",
                    "je pars, à demain",
                    "ouf, grosse journée",
                ])
            else:
                txt = self.pick("chat_e", [
                    "go Habs go 🏒",
                    "%s vient de scorer 🔥🔥" % rng.choice(PLAYERS),
                    "ostie de pénalité niaiseuse",
                    "le CH mène %d-%d après deux contre %s" % (rng.randint(2, 4), rng.randint(0, 1), self.opponent),
                    "quelqu'un regarde le match? Montembeault est en feu",
                    "bonne nuit, les alertes sont sur mon cell si ça brasse",
                ])
            return self.add(t, who, txt, "noise")
        raise ValueError(kind)

    def stacktrace(self):
        rng = self.rng
        und = rng.choice(UND_KEYS)
        k = rng.randint(20, 300)
        tails = [
            "ValueError: no IV solution for %s %s%s%d (mid=0.01, intrinsic=0.00)" % (und, rng.choice(["270115", "270219"]), rng.choice(["C", "P"]), k),
            "KeyError: '%s 270115P%d'" % (und, k),
            "asyncio.exceptions.TimeoutError: quote snapshot for %s timed out after 5.0s" % und,
            "ConnectionResetError: [Errno 104] Connection reset by peer",
        ]
        lines = ["⚠️ worker crashed, restarting (attempt %d/5)" % rng.randint(1, 3), "```", "Traceback (most recent call last):",
                 '  File "/opt/desk/src/feeds/mx_quotes.py", line %d, in poll' % rng.randint(60, 140),
                 "    chain = await self._fetch_chain(root, expiry)",
                 '  File "/opt/desk/src/feeds/mx_quotes.py", line %d, in _fetch_chain' % rng.randint(141, 220),
                 "    iv = implied_vol(mid, spot, k, t, cp)",
                 '  File "/opt/desk/src/pricing/bs.py", line %d, in implied_vol' % rng.randint(40, 90),
                 "    return brentq(f, 1e-4, 5.0, xtol=1e-8)",
                 '  File "/opt/desk/.venv/lib/python3.11/site-packages/scipy/optimize/_zeros_py.py", line 809, in brentq',
                 "    r = _zeros._brentq(f, a, b, xtol, rtol, maxiter, args, full_output, disp)",
                 rng.choice(tails), "```"]
        return "\n".join(lines)

    def pnl_snapshot(self, t):
        rng = self.rng
        rates = rng.randint(-30, 40) * 250
        vb = {u: rng.randint(-12, 12) * 170 for u in UND_KEYS}
        vol = sum(vb.values())
        fees = -rng.randint(3, 20) * 40
        unreal = rng.randint(-40, 40) * 110
        lines = ["**PnL snapshot — %s ET** (%s)" % (_hhmm(t), OUR_ACCOUNT), "```",
                 "realized     %s" % _signed(rates + vol + fees),
                 "unrealized   %s" % _signed(unreal),
                 "rates book   %s  (CGB %s / CGF %s / CRA %s)" % (_signed(rates), _signed(rates // 2), _signed(rates // 4), _signed(rates - rates // 2 - rates // 4)),
                 "vol book     %s  (%s)" % (_signed(vol), " / ".join("%s %s" % (u, _signed(vb[u])) for u in UND_KEYS)),
                 "fees         %s" % _signed(fees), "```"]
        return "\n".join(lines)

    # ================================================================ other
    def other(self, t, kind):
        rng = self.rng
        if kind == "status":
            who = rng.choice(["vol", "rates", "exec", "disp"])
            txt = self.pick("status_" + who, {
                "vol": ["surface recalibrée (RY, TD, SHOP, CNQ, ENB) — RMSE %.2f pts de vol" % rng.uniform(0.2, 0.9),
                        "greeks rafraîchis, vega %dk" % rng.randint(100, 200),
                        "quotes SHOP de nouveau à jour après le redémarrage du feed",
                        "calibration SVI ok sur 4 échéances, 0 arbitrage détecté"],
                "rates": ["courbe CORRA reconstruite, %d points, fixing d'hier %.2f %%" % (rng.randint(8, 14), rng.uniform(2.2, 2.3)),
                          "CTD check: pas de changement de CTD sur CGBH7",
                          "curve model refreshed, %d instruments" % rng.randint(20, 40)],
                "exec": ["session XMOD ok, %d ordres actifs" % rng.randint(0, 4),
                         "working orders: %d · fills today: %d" % (rng.randint(0, 4), rng.randint(2, 12)),
                         "latence moyenne vers XMOD: %.1f ms" % rng.uniform(0.4, 2.0)],
                "disp": ["%d items triés depuis %s ET" % (rng.randint(10, 90), _hhmm(t - 2 * H)),
                         "file d'attente vide, %d items traités dans la dernière heure" % rng.randint(3, 30),
                         "triage queue drained (%d items)" % rng.randint(3, 30)],
            }[who])
            return self.add(t, who, txt, "other")
        if kind == "work":
            who = rng.choice(["gen", "kev", "sam", "lead", "priya"])
            h = self.local_hour(t)
            opts = []
            if h < 12:
                opts += ["je regarde le skew %s après le lunch" % rng.choice(UND_KEYS),
                         "je suis en réunion avec le desk de Toronto de 13h à 14h"]
            if h < 15:
                opts.append("on fait le point à 15h30 comme d'habitude")
            opts += [
                "ok je vais checker ça", "j'ai mis à jour le sheet des greeks",
                "vol-strat a l'air de lagger sur les quotes SHOP, quelqu'un peut regarder?",
                "la réunion de risque est déplacée à demain 8h",
                "ben là ça remonte tranquillement",
                "je me fais un rappel pour le roll vendredi",
                "j'ai envoyé le rapport de fin de mois à la conformité",
                "le nouveau dashboard grafana est en ligne, lien dans le canal infra",
                "je check les marks de fin de journée pis je reviens",
                "qui a changé les alertes de prix sur le CGF? ça sonne pour rien",
                "je prépare les slides pour le comité de mercredi",
            ]
            if who != "sam":
                opts.append("@sam tu peux sortir l'historique des fixings CORRA?")
            txt = self.pick("work_%s_%d" % (who, len(opts)), opts)
            return self.add(t, who, txt, "other")
        if kind == "chart":
            return self.add(t, rng.choice(["kev", "gen"]), self.pick("chart", ["check ça", "regardez la courbe", "ça c'est laid", "tendance intéressante", "le skew fait ça depuis lundi", "le volume sur le spread H7/M7 👇"]), "other",
                            attachments=[self.attachment(rng.choice(["chart.png", "curve.png", "skew.png"]))])
        raise ValueError(kind)

    def morning_brief(self):
        rng = self.rng
        t = self.start + (7 - (_local(self.start).hour)) % 24 * H + rng.randint(20, 55) * MIN
        t = max(self.start + 1000, min(t, self.end - H))
        c = self.ctx()
        lang = rng.choice(["fr", "fr", "en"])
        fr = lang == "fr"
        cgb_avg = self.fp("CGBH7", self.px["CGBH7"] - rng.randint(10, 60) * 0.01)
        pos = [
            "- CGBH7: long %d @ %s" % (rng.choice([40, 50, 60]), cgb_avg),
            "- CRAH7: short %d" % rng.choice([150, 200, 300]),
            "- RY 18DEC26 %d C: long %d" % (round(self.spot["RY"] / 5) * 5, rng.choice([20, 30])),
            "- SHOP 15JAN27 %d/%d P spread: long %d" % (round(self.spot["SHOP"] / 10) * 10 - 10, round(self.spot["SHOP"] / 10) * 10 - 30, rng.choice([20, 30])),
            "- ENB 15JAN27 %d C: short %d (%s ENB)" % (round(self.spot["ENB"]) + 3, rng.choice([30, 40]), "vs 4 000" if fr else "vs 4,000"),
            "- CNQ 19FEB27 %d P: long %d" % (round(self.spot["CNQ"]) - 2, rng.choice([40, 50])),
            "- TD 15JAN27 %d C: long %d" % (round(self.spot["TD"] / 2) * 2 + 2, rng.choice([20, 25])),
            ("- Actions (couverture): ENB 8 000 · RY 5 000 · TD 5 000 · CNQ 5 000" if fr else "- Stock (hedges): ENB 8,000 · RY 5,000 · TD 5,000 · CNQ 5,000"),
        ]
        parts = ["# %s — %s (%s)" % ("Brief du matin" if fr else "Morning brief", self.local_date.isoformat(), OUR_ACCOUNT),
                 "## Positions ouvertes" if fr else "## Open positions", "\n".join(pos),
                 "## Watchlist TSX", "BNS, BMO, CNR, SU, ATD, NA, MFC, CP",
                 "## Overnight"]
        parts.extend(self.paras(RATES_FR if fr else RATES_EN, 4, c)[0])
        parts.append("## Vol")
        parts.extend(self.paras(VOL_FR if fr else VOL_EN, 3, c)[0])
        parts.append(("## Calendrier" if fr else "## Calendar") + "\n" + "\n".join("- " + w.format_map(c) for w in (WATCH_FR if fr else WATCH_EN)[:5]))
        parts.append(("## Limites" if fr else "## Limits") + "\n- DV01: %dk CAD\n- Vega: %dk CAD\n- CRA: max 500 lots/ordre" % (self.dv01_lim, self.vega_lim))
        m = self.add(t, "pm", "\n\n".join(parts), "other")
        self.pin(self.after(t, 60, 600), m)
        self.react(self.after(t, 30, 300), m, "📌", "lead")
        return m

    def eod_wrap(self):
        rng = self.rng
        t = self.start + (17 - _local(self.start).hour) % 24 * H + rng.randint(0, 50) * MIN
        t = max(self.start + 1000, min(t, self.end - 30 * MIN))
        c = self.ctx()
        fr = rng.random() < 0.5
        parts = ["## %s — %s" % ("Fin de journée" if fr else "End of day", self.local_date.isoformat())]
        parts.append("### Taux" if fr else "### Rates")
        parts.extend(self.paras(RATES_FR if fr else RATES_EN, 3, c)[0])
        parts.append("### Vol")
        parts.extend(self.paras(VOL_FR if fr else VOL_EN, 3, c)[0])
        parts.append(("### Demain" if fr else "### Tomorrow") + "\n" + "\n".join("- " + w.format_map(c) for w in (WATCH_FR if fr else WATCH_EN)[2:5]))
        parts.append(self.pnl_snapshot(t))
        return self.add(t, "pm", "\n\n".join(parts), "other")

    def analysis_thread(self):
        rng = self.rng
        t = self.when(TRADE_W, hi_margin=4 * H)
        topic = rng.choice(["rates", "vol"])
        starter = self.analysis_report(t, topic, ("Roll CGB H7/M7", "CGB H7/M7 roll") if topic == "rates" else None)
        th = Thread(starter)
        starter.starts_thread = th
        self.threads.append(th)
        for _ in range(rng.randint(3, 5)):
            t = self.after(t, 60, 900)
            k = rng.choice(["question", "hypo_fr", "hypo_en", "backtest", "stop_opinion", "someone"])
            m = self.nm(t, k)
            m.thread = th
        t = self.after(t, 60, 600)
        m = self.add(t, "lead", "@kev je te route le roll CGB, tu le gères vendredi" if topic == "rates" else "ok, je route ça à vol-strat pour un suivi demain matin", "hard", thread=th)
        self.mark(m, "route_decision", ["je te route" if "te route" in m.content else "je route", "roll CGB" if "roll" in m.content else "vol-strat"], "untagged")
        t = self.after(t, 30, 300)
        self.add(t, rng.choice(["kev", "vol"]), rng.choice(["👍", "noté", "ack"]), "noise", thread=th, ref=m)

    # ================================================================ assembly
    def build(self):
        rng = self.rng
        self.morning_brief()
        self.story_futures_shorthand()
        self.story_thread()
        buried = [self.story_options_report, self.story_buried_approval]
        rng.shuffle(buried)
        buried[0]()
        others = [buried[1], self.story_tagged_resize, self.story_rejected, self.story_venue_reject,
                  self.story_cancel, self.story_risk_block]
        rng.shuffle(others)
        for f in others[:rng.randint(1, 2)]:
            f()
        nhard = sum(1 for m in self.msgs if m.hard)
        target = rng.randint(31, 40)
        extras = [self.held_news, self.watch_news, self.route, self.no_route, self.thesis, self.risk_extra, self.stop_extra,
                  self.deleted_proposal, self.held_news, self.forgotten_proposal, self.watch_news, self.no_route, self.thesis,
                  self.held_news, self.route, self.watch_news, self.risk_extra, self.held_news, self.stop_extra,
                  self.thesis, self.watch_news, self.route, self.no_route, self.held_news]
        forced = 10 if nhard <= 27 else 8
        i = 0
        while nhard < target and i < len(extras):
            extras[i]()
            nhard = sum(1 for m in self.msgs if m.hard)
            i += 1
        if i < forced:  # always at least one of each extra kind
            for f in extras[i:forced]:
                f()
        self.analysis_thread()
        self.eod_wrap()
        # special noise: bulk-deleted reconnect spam, deleted meme, forgotten phone number, typo edits
        t = self.when(BOT_W)
        spam = []
        for k in range(rng.randint(3, 5)):
            t = self.after(t, 1, 6)
            cid = "%06x" % rng.randrange(16 ** 6)
            spam.append(self.add(t, "gw", "gateway: session MXGW flap #%d (conn %s) — reconnecting…" % (k + 1, cid), "noise"))
        tb = self.after(t, 60, 600)
        self.ops.append({"t": tb, "kind": "bulk", "ms": spam})
        for m in spam:
            m.state = "deleted"
            m.snippet = m.content.split(" — ")[0]
        t = self.when(CHAT_W)
        mm = self.add(t, "sam", "quelqu'un a vu le but de %s hier?? https://youtu.be/%s 😂" % (rng.choice(PLAYERS), "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-") for _ in range(11))), "noise")
        self.delete(self.after(t, 30, 300), mm, mm.content.split(" ")[-2])
        if True:
            t = self.when(CHAT_W)
            ph = "514-555-01%02d" % rng.randrange(100)
            pm = self.add(t, "sam", "mon cell si jamais vous avez besoin ce soir: %s" % ph, "noise")
            self.forget(self.after(t, 10 * MIN / 1000, 90 * MIN / 1000), pm, ph)
        t = self.when(CHAT_W)
        pl = rng.choice(PLAYERS)
        a, b = rng.choice([("le CH a gangé hier, %s en feu" % pl, "le CH a gagné hier, %s en feu" % pl),
                           ("Mackelm parle jeudi à 12h45", "Macklem parle jeudi à 12h45"),
                           ("qui a le lunch aujourd'hiu?", "qui a le lunch aujourd'hui?")])
        tm = self.add(t, rng.choice(["gen", "kev", "sam"]), a, "noise")
        self.edit(self.after(t, 20, 200), tm, b)
        # near-misses, long analysis, noise, neutral chatter
        for _ in range(rng.randint(4, 6)):
            self.analysis_report(self.when(AGENT_W))
        near_target = rng.randint(40, 52)
        near_kinds = ["hypo_fr"] * 3 + ["hypo_en"] * 2 + ["question"] * 3 + ["past"] * 2 + ["paper"] * 2 + ["other_desk"] * 2 + \
                     ["other_desk_fix"] * 2 + ["quoted_news"] + ["unrelated_news"] * 2 + ["backtest"] * 2 + ["stop_opinion"] * 2 + \
                     ["rfq"] * 2 + ["dry_run"] + ["whatif_risk"] + ["someone"] + ["colour"] * 4
        while sum(1 for m in self.msgs if m.cls == "near") < near_target:
            k = rng.choice(near_kinds)
            w = HOUR_W if k in ("unrelated_news",) else (TRADE_W if k in ("rfq", "other_desk_fix", "colour", "other_desk") else CHAT_W)
            self.nm(self.when(w), k)
        byte_target = rng.randint(76_000, 88_000)
        while self.content_bytes() < byte_target:
            self.analysis_report(self.when(AGENT_W))
        n_total = max(rng.randint(225, 275), len(self.msgs) + 45)
        noise_frac = rng.uniform(0.30, 0.35)
        noise_kinds = ["fix_hb"] * 4 + ["hb"] * 3 + ["risk_ok"] * 3 + ["cron"] * 4 + ["ci"] * 2 + ["reconnect"] + ["price_alert"] * 3 + \
                      ["infra_alert"] + ["ack"] * 6 + ["chat"] * 8
        for _ in range(rng.randint(2, 3)):
            self.noise(self.when(BOT_W), "stack")
        for _ in range(rng.randint(3, 5)):
            self.noise(self.when(TRADE_W), "pnl")
        while sum(1 for m in self.msgs if m.cls == "noise" and m.state == "live") < noise_frac * n_total:
            k = rng.choice(noise_kinds)
            w = CHAT_W if k in ("ack", "chat") else BOT_W
            self.noise(self.when(w), k)
        other_kinds = ["status"] * 3 + ["work"] * 4 + ["chart"] * 2
        while len(self.msgs) < n_total:
            k = rng.choice(other_kinds)
            self.other(self.when(AGENT_W if k == "status" else TRADE_W), k)
        # decorations
        for m in self.msgs:
            if m.hard and m.hard[0] == "trade_fill" and rng.random() < 0.25:
                self.react(self.after(m.t, 5, 120), m, rng.choice(["🔥", "👌", "✅"]), rng.choice(["lead", "gen", "kev"]))
            elif m.cls == "near" and rng.random() < 0.06:
                self.react(self.after(m.t, 5, 300), m, rng.choice(["👀", "😂", "🤔"]), rng.choice(["gen", "kev", "sam"]))

    def content_bytes(self):
        return sum(len(m.content.encode("utf-8")) for m in self.msgs)


# --------------------------------------------------------------------------- generate

def _embed_text(embeds):
    out = []
    for e in embeds:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                out.append(str(e[k]))
        for f in e.get("fields", []):
            out.append("%s %s" % (f.get("name", ""), f.get("value", "")))
    return "\n".join(out)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    end = end or DEFAULT_END
    end_ms = _to_ms(end)
    channels = max(1, int(channels))
    days = max(1, int(days))
    glob = {"clid": 400 + (seed % 97) * 3, "mx": 7_781_000 + (seed % 1000) * 17, "exec": 1000, "rfq": 1180 + seed % 50,
            "news": 8800 + (seed % 100) * 5, "build": 4400 + seed % 300}
    day_objs = []
    for ci in range(channels):
        levels = ({}, {})
        for di in range(days):
            dend = end_ms - (days - 1 - di) * 24 * H
            d = Day(seed, ci, di, dend - 24 * H, dend, glob, levels)
            d.build()
            day_objs.append(d)
    # strict global time order for creates, then snowflakes
    allm = []
    for d in day_objs:
        for m in d.msgs:
            allm.append((m.t, d.ch_idx, d.day_idx, m.n, m, d))
    allm.sort(key=lambda x: x[:4])
    last = -1
    counter = 0
    for _t, _c, _d, _n, m, d in allm:
        if m.t <= last:
            m.t = last + 1
        last = m.t
        m.id = _snowflake(m.t, (d.ch_idx * 5 + 3) % 32, counter % 4096)
        counter += 1
    # FIX sequence numbers follow time order within each channel-day
    for d in day_objs:
        seq = d.fix_base
        for m in sorted(d.msgs, key=lambda x: (x.t, x.n)):
            c = m.content
            if "\x00" not in c and "8=FIX" not in c:
                continue
            while SEQ in c:
                seq += 1
                c = c.replace(SEQ, str(seq), 1)
            c = _refix(c.replace(CURM5, str(seq - 5)).replace(CUR, str(seq)))
            if m.final == m.content:
                m.final = c
            m.content = c
    events = []
    order = 0
    for d in day_objs:
        chid = channel_id(d.ch_idx)

        def where(m):
            if m.thread is not None:
                return m.thread.starter.id, chid
            return chid, None

        for m in d.msgs:
            cid, parent = where(m)
            msg = {"id": m.id, "author_id": PEOPLE[m.who][1], "author_name": PEOPLE[m.who][0], "author_bot": PEOPLE[m.who][2],
                   "created_at": _iso(m.t), "content": m.content, "attachments": m.attachments, "embeds": m.embeds,
                   "reference_id": m.ref.id if m.ref is not None else None}
            ev = {"op": "create", "guild_id": GUILD_ID, "channel_id": cid}
            if parent:
                ev["parent_channel_id"] = parent
            ev["message"] = msg
            events.append((m.t, 0, order, ev))
            order += 1
        for op in d.ops:
            if op["kind"] == "bulk":
                ms = op["ms"]
                t = max(op["t"], max(x.t for x in ms) + 1000)
                cid, parent = where(ms[0])
                ev = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": cid, "message_ids": [x.id for x in ms], "deleted_at": _iso(t)}
            else:
                m = op["m"]
                t = max(op["t"], m.t + 1000)
                cid, parent = where(m)
                ev = {"op": None, "guild_id": GUILD_ID, "channel_id": cid}
                if op["kind"] == "edit":
                    ev.update(op="edit", message_id=m.id, edited_at=_iso(t), content=op["content"])
                elif op["kind"] == "delete":
                    ev.update(op="delete", message_id=m.id, deleted_at=_iso(t))
                elif op["kind"] == "forget":
                    ev.update(op="forget", message_id=m.id, requested_by=PEOPLE["lead"][1], at=_iso(t))
                elif op["kind"] == "pin":
                    ev.update(op="pin", message_id=m.id, by=PEOPLE["lead"][1], at=_iso(t))
                elif op["kind"] == "react":
                    ev.update(op="reaction_add", message_id=m.id, emoji=op["emoji"], user_id=PEOPLE[op["who"]][1], at=_iso(t))
                if parent:
                    ev["parent_channel_id"] = parent
            events.append((t, 1, order, ev))
            order += 1
    events.sort(key=lambda x: x[:3])
    # labels
    hard, sup, removed, noise, near, idioms = [], [], [], [], [], []
    seen_idioms = {}
    for _t, _c, _d, _n, m, d in allm:
        chid = channel_id(d.ch_idx)
        cid = m.thread.starter.id if m.thread is not None else chid
        if m.hard:
            hard.append({"channel_id": cid, "message_id": m.id, "event_type": m.hard[0], "facts": m.hard[1],
                         "phrasing": m.hard[2], "final_state": m.state})
        for s in m.superseded:
            sup.append([cid, m.id, s])
        if m.state in ("deleted", "forgotten"):
            removed.append(m.snippet)
            continue
        if m.cls == "noise":
            noise.append(m.id)
        elif m.cls == "near":
            near.append(m.id)
        if m.idiom and m.idiom[0] not in seen_idioms:
            seen_idioms[m.idiom[0]] = {"message_id": m.id, "idiom": m.idiom[0], "expected": m.idiom[1]}
    ranked = sorted(seen_idioms.values(), key=lambda r: (IDIOM_RANK.get(r["idiom"], 99), r["idiom"]))
    idioms = ranked[:20]
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": sup, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": [e[3] for e in events], "labels": labels}


def _parse_end(s):
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tests.desks." + DESK, description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True, help="capture JSONL path")
    ap.add_argument("--labels", required=True, help="labels JSON path")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None, help="ISO time the last day ends (default %s)" % DEFAULT_END.isoformat())
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    lab = res["labels"]
    n_create = sum(1 for e in res["events"] if e["op"] == "create")
    print("%s: %d events (%d messages), %d hard events, %d near-misses, %d noise ids, %d idioms" % (
        DESK, len(res["events"]), n_create, len(lab["hard_events"]), len(lab["near_miss_ids"]),
        len(lab["noise_message_ids"]), len(lab["idioms"])), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
