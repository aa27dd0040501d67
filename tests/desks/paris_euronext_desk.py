"""Paris long/short + event desk on Euronext (blind desk generator).

Standard library only. Pure function of its arguments:

    generate(seed=1, end=None, channels=1, days=1) -> {"events": [...], "labels": {...}}

CLI:
    python -m tests.desks.paris_euronext_desk --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "paris_euronext_desk"
DISCORD_EPOCH = 1420070400000
GUILD_ID = "1196483027715338271"
# Paris midnight (CET, UTC+1) at the end of Friday 13 March 2026.
DEFAULT_END = datetime(2026, 3, 13, 23, 0, 0, tzinfo=timezone.utc)
PARIS_OFFSET_H = 1  # the default week is before the March DST switch

# ----------------------------------------------------------------------------
# people and bots (stable ids)
# ----------------------------------------------------------------------------
PEOPLE = {
    "marc": ("1093318264270147614", "Marc Delorme", False),      # head of desk
    "theo": ("1141920573318356022", "Théo B.", False),           # junior
    "claire": ("1102774013598830612", "Claire (risk mgr)", False),
    "sophie": ("1119086372201459833", "Sophie · desk taux", False),
    "nadia": ("1087265903311847470", "Nadia — conformité", False),
    "exec": ("1187730119356104745", "exec-agent", True),          # LLM execution agent
    "risk": ("1187731655017224272", "risk-agent", True),
    "amf": ("1162093880450682902", "AMF·Euronext flux", True),
    "ana": ("1187733402197368902", "analyste-IA", True),
    "oms": ("1170411209786734683", "oms-gw", True),
    "hb": ("1170412890121683057", "desk-health", True),
    "cron": ("1170413542967365692", "cron", True),
    "ci": ("1170414100435517470", "ci-bot", True),
    "alert": ("1170415377131135017", "px-alerts", True),
    "pnl": ("1170416078342254632", "pnl-snap", True),
    "fx": ("1170417721450684466", "fx-rfq", True),
}

# ----------------------------------------------------------------------------
# instruments
# ----------------------------------------------------------------------------
NAMES = {
    "MC": ("LVMH", 612.40), "RMS": ("Hermès", 2281.0), "EL": ("EssilorLuxottica", 205.30),
    "OR": ("L'Oréal", 389.50), "KER": ("Kering", 248.10), "RI": ("Pernod Ricard", 104.55),
    "BN": ("Danone", 63.42), "BNP": ("BNP Paribas", 64.10), "GLE": ("Société Générale", 26.42),
    "ACA": ("Crédit Agricole", 14.18), "AIR": ("Airbus", 171.20), "SAF": ("Safran", 214.60),
    "HO": ("Thales", 241.80), "TTE": ("TotalEnergies", 58.92), "ENGI": ("Engie", 15.43),
    "SAN": ("Sanofi", 92.34), "ERF": ("Eurofins Scientific", 52.16), "SU": ("Schneider Electric", 231.05),
    "CAP": ("Capgemini", 178.35), "DG": ("Vinci", 112.40), "SGO": ("Saint-Gobain", 88.12),
    "AI": ("Air Liquide", 172.66), "STLAM": ("Stellantis", 12.08), "ORA": ("Orange", 10.21),
    "RUI": ("Rubis", 27.30), "ERA": ("Eramet", 61.85), "VK": ("Vallourec", 15.92),
    "DSY": ("Dassault Systèmes", 33.04), "CS": ("AXA", 34.51), "ML": ("Michelin", 35.77),
}

ROLE_POOLS = {
    "lux": ["MC", "RMS", "EL"],
    "short": ["OR", "KER", "RI", "BN"],
    "bank": ["BNP", "GLE", "ACA"],
    "aero": ["AIR", "SAF", "HO"],
    "oil": ["TTE", "ENGI"],
    "pharma": ["SAN", "ERF"],
    "unrel": ["RUI", "ERA", "VK"],
}
WATCH_POOL = ["KER", "RI", "SU", "CAP", "DG", "SGO", "AI", "DSY", "ML", "CS", "ORA"]
CANONICAL = {"lux": "MC", "short": "OR", "bank": "BNP", "aero": "AIR", "oil": "TTE",
             "pharma": "SAN", "unrel": "RUI", "watch": ["KER", "RI"], "paper": "CAP"}

AERO_NEWS = {
    "AIR": "livraisons et commandes de février : 48 appareils livrés, 61 commandes brutes",
    "SAF": "point d'activité : cadence LEAP relevée, objectifs 2026 confirmés",
    "HO": "notification d'un contrat radar de 1,1 Md€ par la DGA",
}
OIL_NEWS = {
    "TTE": "mise en œuvre du programme de rachat d'actions (tranche de 2 Md$) et point production T1",
    "ENGI": "cession d'un portefeuille renouvelable au Chili et confirmation des objectifs",
}
PHARMA_NEWS = {
    "SAN": "résultats de phase III du tolebrutinib dans la SEP progressive : critère principal non atteint",
    "ERF": "avertissement sur la marge 2026 du pôle BioPharma",
}
LUX_NEWS = {
    "MC": "nomination d'un nouveau directeur général pour Moët Hennessy et revue du portefeuille vins & spiritueux",
    "RMS": "ouverture d'une enquête de l'autorité de la concurrence sur la distribution sélective",
    "EL": "acquisition d'un spécialiste de l'optique connectée pour 1,4 Md€",
}
WATCH_NEWS = [
    "Déclaration des transactions sur actions propres réalisées du 6 au 12 mars",
    "Communiqué : cession de la participation résiduelle dans une filiale non stratégique",
    "Information mensuelle relative au nombre total de droits de vote et d'actions",
    "Communiqué : révision de la guidance de marge opérationnelle courante 2026",
    "Mise à disposition du document d'enregistrement universel 2025",
]
UNREL_NEWS = [
    "Communiqué : succès de l'émission obligataire de 500 M€ à échéance 2031",
    "Mise à disposition du rapport financier annuel 2025",
    "Déclaration de franchissement de seuil à la hausse (5 % du capital)",
]


def fr(x: float, d: int = 2) -> str:
    """French number: space thousands, comma decimals."""
    s = f"{x:,.{d}f}"
    return s.replace(",", " ").replace(".", ",")


def frq(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def tick(x: float, t: float) -> float:
    return round(round(x / t) * t, 4)


def snow(ms: int, worker: int, seq: int) -> int:
    return ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | (seq & 0x1FFFF)


def iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def channel_id(idx: int) -> str:
    ms = 1706745600000 + 86_400_000 * 3 + idx * 7_919_113
    return str(snow(ms, 7 + idx % 5, 311 + idx))


def _rng(*parts) -> random.Random:
    h = hashlib.sha256(("|".join(str(p) for p in parts)).encode()).hexdigest()
    return random.Random(int(h[:16], 16))


# ----------------------------------------------------------------------------
# day builder
# ----------------------------------------------------------------------------
class Day:
    def __init__(self, day0: datetime, ch: int, d: int, rng: random.Random, main_id: str):
        self.day0 = day0          # UTC instant of Paris midnight
        self.ch = ch
        self.d = d
        self.rng = rng
        self.main = main_id
        self.msgs = []            # dicts
        self.ops = []
        self.n = 0

    def T(self, hh, mm, ss=0):
        local = timedelta(hours=hh, minutes=mm, seconds=ss, milliseconds=self.rng.randint(0, 999))
        return self.day0 + local

    def msg(self, t, who, content="", embeds=None, ref=None, thread=None, kind="chat",
            hard=None, idiom=None, pinned=False):
        self.n += 1
        key = f"c{self.ch}d{self.d}m{self.n}"
        self.msgs.append(dict(key=key, t=t, who=who, content=content, embeds=embeds or [],
                              ref=ref, thread=thread, kind=kind, hard=hard, idiom=idiom,
                              pinned=pinned, edits=[], state="live", superseded=[]))
        return key

    def get(self, key):
        for m in self.msgs:
            if m["key"] == key:
                return m
        raise KeyError(key)

    def edit(self, key, t, content, superseded=()):
        m = self.get(key)
        m["edits"].append((t, content))
        m["superseded"].extend(superseded)
        if m["state"] == "live":
            m["state"] = "edited"
        self.ops.append(dict(op="edit", key=key, t=t, content=content))

    def delete(self, key, t):
        self.get(key)["state"] = "deleted"
        self.ops.append(dict(op="delete", key=key, t=t))

    def bulk_delete(self, keys, t):
        for k in keys:
            self.get(k)["state"] = "deleted"
        self.ops.append(dict(op="bulk_delete", keys=list(keys), t=t))

    def forget(self, key, t, by):
        self.get(key)["state"] = "forgotten"
        self.ops.append(dict(op="forget", key=key, t=t, by=by))

    def pin(self, key, t, by="marc"):
        self.get(key)["pinned"] = True
        self.ops.append(dict(op="pin", key=key, t=t, by=by))

    def react(self, key, t, emoji, who):
        self.ops.append(dict(op="reaction_add", key=key, t=t, emoji=emoji, who=who))


def H(etype, facts, phrasing):
    return dict(event_type=etype, facts=list(facts), phrasing=phrasing)


# ----------------------------------------------------------------------------
# book
# ----------------------------------------------------------------------------
def make_book(seed: int, ch: int) -> dict:
    if ch == 0:
        return dict(CANONICAL)
    r = _rng(seed, "book", ch)
    book = {k: r.choice(v) for k, v in ROLE_POOLS.items()}
    used = set(book.values())
    watch = [w for w in WATCH_POOL if w not in used]
    r.shuffle(watch)
    book["watch"] = watch[:2]
    book["paper"] = watch[2]
    return book


def order_id(r: random.Random) -> str:
    al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "PX-" + "".join(r.choice(al) for _ in range(4))


# ----------------------------------------------------------------------------
# content pools (chatter that carries no decision)
# ----------------------------------------------------------------------------
MARC_CHAT = [
    "[09:05-11:30] Les volumes sont faibles ce matin, ne forcez rien.",
    "[08:00-09:30] Je suis en call avec le PM jusqu'à 11h, pingez-moi si c'est urgent, sinon on voit ça après.",
    "[08:30-11:30] Quelqu'un a regardé la courbe US ce matin ? Le 2 ans bouge beaucoup pour une journée sans stats.",
    "[14:00-17:20] Attention au fixing de 17h35, l'auction va être lourde avec les rebalancements d'indices.",
    "[13:00-17:00] Je veux un récap propre des ordres à 17h45, avec les moyennes et le slippage vs arrivée.",
    "[10:00-14:00] Le CAC colle aux {cac}, rien de décisif. On attend les US.",
    "[09:10-12:30] Théo, tu peux me sortir l'expo nette par secteur pour 14h ? Luxe, banques, énergie, défense.",
    "[11:00-12:00] On fait le point à 13h30, pas avant. Je déjeune avec le broker.",
    "Le marché ne croit plus à une baisse de taux en avril, ça se voit sur les banques.",
    "La BCE c'est jeudi prochain, le marché price 60% de chances d'une baisse.",
    "[09:00-17:00] Qui a le niveau du VSTOXX ? Mon écran Bloomberg vient de geler.",
    "[11:00-16:00] Bon, journée de range. On garde l'énergie pour l'auction.",
    "[09:45-11:00] Je relis la note de l'analyste et je reviens vers vous.",
    "[08:00-08:50] Claire, tu as la VaR consolidée d'hier soir ? Je ne la vois pas dans le mail.",
    "Les dividendes de mai vont peser sur les futures, attention aux rolls.",
    "[17:50-18:15] Merci pour le récap, c'est clair.",
    "[09:00-17:00] Le spread OAT-Bund à {spr} pb, on reste vigilants sur les banques domestiques.",
    "[09:00-17:00] Je sors 20 minutes, Théo tu surveilles le canal.",
    "[16:00-17:00] Je veux le compte rendu du call broker dans le drive ce soir.",
    "[13:30-14:00] Bien, on reprend. Rien de neuf pendant le déjeuner ?",
]
THEO_CHAT = [
    "[09:01-09:08] CAC opens {cacchg}, banks lagging, rien de fou",
    "[08:00-17:30] spread OAT-Bund à {spr}bp, ça widen un peu vs hier",
    "[08:00-08:27] je check le borrow sur {short} avec le PB, should be easy",
    "[09:00-17:30] VSTOXX à {vs}, calm-ish pour l'instant",
    "[12:15-13:20] lunch, back in 20",
    "[09:30-11:30] flows : gros seller sur le luxe via les US ce matin, pas clair qui c'est",
    "[08:35-08:58] I'll update le sheet d'expo after the open, give me 15 min",
    "[08:00-10:30] US futures flat, DXY un peu up, rien sur le calendrier avant 14h30",
    "[08:00-17:00] quelqu'un a le consensus Bloomberg pour {lux} ? j'ai deux chiffres différents",
    "[08:15-08:28] le PB confirme borrow dispo sur {short}, fee ~35bp, easy to borrow",
    "je mets à jour le modèle de beta, numbers bientôt",
    "[09:30-17:00] la liquidité sur les mid caps SBF 120 est horrible today, spreads à 15bp",
    "[16:30-17:25] Marc tu veux le récap des fills now ou à 17h45 ?",
    "[08:00-17:30] Bund future en baisse de 30 ticks, les taux longs remontent",
    "[08:00-10:40] check le calendrier : ZEW à 11h, rien d'autre côté euro",
    "[13:00-15:00] je suis sur le call {aero} investor day, je vous fais un summary après",
    "le broker dit que les hedge funds US sont massivement short le luxe, take it with a grain of salt",
    "[14:18-14:28] CPI US dans 10 min, attention",
    "[14:31-14:40] CPI in line, marché s'en fout un peu",
    "[10:00-17:00] les banques rebondissent avec les taux, +1,1% sur le secteur",
    "[08:00-18:00] EUR/USD à {eurusd}, ça bouge pas",
    "[17:31-17:34] l'auction a l'air équilibrée sur le CAC, imbalance côté achat légère",
    "[08:00-12:00] je ping le desk taux pour le niveau de l'OAT 10 ans",
    "Bloomberg down chez moi, je relance",
    "[13:00-15:50] on a le call avec le broker à 16h pour les mid caps, tu viens Marc ?",
    "[09:00-17:30] le bid/ask sur FCE avr est à 0,5 point, c'est liquide",
    "[08:00-09:00] PB mail : locates renouvelés pour la semaine, rien de spécial",
    "quelqu'un connaît le nouveau sales trader chez Kepler ? il m'a appelé 3 fois",
    "[10:00-17:00] j'ai mis à jour le dashboard PnL, l'attribution par facteur est dans l'onglet 3",
    "[11:00-13:00] slippage moyen ce matin ~2bp, on est bons",
    "[14:00-17:00] la vol CAC remonte un peu avant la BCE",
    "[17:36-17:45] le fixing a traité ~1,9 Md€ sur le CAC, gros",
]
CLAIRE_CHAT = [
    "[08:55-10:00] Marc, je te confirme la VaR 1j 99% d'hier soir : 1,42 M€, dans les clous.",
    "[09:00-16:00] Je regarde la concentration secteur luxe, on est à 22% du gross, je te fais un mail.",
    "[08:00-12:00] Pas de souci côté collatéral, les appels de marge Eurex sont passés.",
    "Petit rappel : la revue des limites trimestrielle est lundi, envoyez-moi vos commentaires.",
    "[18:05-19:00] Le stress OAT +50 pb ressort à -2,1 M€ ce soir, je le mets dans le rapport.",
    "[18:30-19:10] Je passe le relais à l'équipe de nuit, le risk-agent reste en surveillance.",
]
SOPHIE_CHAT = [
    "[08:00-12:00] Pour info l'OAT 10 ans traite à {oat10}%, le marché attend l'adjudication de jeudi.",
    "[09:00-17:00] Côté taux on voit des flux de vendeurs japonais sur le long de la courbe.",
    "Adjudication jeudi : l'AFT vise 10 à 12 Md€ sur le 10 ans et le 30 ans, on vous dira comment ça se passe.",
]
ANA_SHORT = [
    "[00:30-07:00] Asia wrap : Nikkei {nk}, Hang Seng {hs}, luxe chinois en repli sur les données de ventes au détail. Rien de spécifique sur vos lignes.",
    "[00:30-06:30] Overnight : US close {spx} sur le S&P, tech en tête ; rendements US 10 ans à 4,21%. Pas de news sur les valeurs du book.",
    "[09:30-16:30] Flux options : gros volumes sur les puts CAC mars 7 900, probablement de la couverture d'assureurs avant l'échéance de vendredi.",
    "[19:30-23:30] Calendrier de demain : ventes au détail allemandes 8h, IPC France final 8h45, adjudication OAT jeudi.",
    "[21:00-23:50] Rappel : échéance des options et futures CAC (quatre sorcières) vendredi prochain, attention à la liquidité sur le fixing.",
]

MORNING_NOTE = """>>> fwd — {broker} Equity Sales · Morning Note · {date}
MARKETS: US closed {spx}; Asia mixed; EuroStoxx futures {sx5e} indicated. Bund 10y at 2.61%, OAT-Bund {spr}bp.
MACRO: French final CPI at 08:45 (cons. 0.9% y/y). ECB speakers: Schnabel 10:00, Lane 15:30.
OUR TRADE IDEAS (not a recommendation for any specific account):
 1) BUY {idea1} ({idea1co}) — TP €{idea1tp}. Order momentum intact, Q1 should beat. Risk/reward 3:1 from here.
 2) SELL {idea2} ({idea2co}) — TP €{idea2tp}. Pricing pressure, inventory build in Europe, we are 8% below cons. on 2026 EBIT.
 3) PAIR: long {idea3} / short STOXX 600 Basic Resources — rotation into quality cyclicals, 12% upside on the spread.
 4) Vol: sell {idea1} Apr 10% OTM calls vs long stock (yield enhancement, 1.8% premium).
FLOW COLOUR: yesterday our desk was better seller of French banks (2:1), long-only buying in capital goods, HF covering in autos.
CORPORATE: {idea2co} CMD 19 March; {idea1co} roadshow Paris Thursday (slots available, ask your sales).
TECHNICALS: CAC 40 support 7 980 / resistance 8 250; RSI neutral; breadth improving since Monday.
{extra}{stock}
This message is for institutional investors only. Past performance is not indicative of future results. Please see disclosures at the end of the full PDF."""


# ----------------------------------------------------------------------------
# the day script
# ----------------------------------------------------------------------------
def build_day(seed: int, ch: int, d: int, day0: datetime, main_id: str, full: bool) -> Day:
    r = _rng(seed, "day", ch, d)
    D = Day(day0, ch, d, r, main_id)
    bk = make_book(seed, ch)
    drift = lambda: 1 + r.uniform(-0.018, 0.018)  # noqa: E731
    px = {k: NAMES[k][1] * drift() for k in NAMES}
    co = lambda k: NAMES[k][0]  # noqa: E731
    lux, sho, bank, aero, oil, ph, unrel = (bk[k] for k in ("lux", "short", "bank", "aero", "oil", "pharma", "unrel"))
    w1, w2 = bk["watch"]
    paper = bk["paper"]
    cac = round(8100 + r.uniform(-120, 120))
    spr = r.randint(68, 84)
    ctx = dict(cac=frq(cac), cacchg=f"{r.choice(['-', '+'])}0,{r.randint(1, 6)}%", spr=spr,
               vs=fr(r.uniform(15, 21), 1), short=sho, lux=lux, aero=aero,
               eurusd=fr(1.08 + r.uniform(-0.012, 0.012), 4), oat10=fr(3.35 + r.uniform(-0.1, 0.1), 2),
               nk=f"{r.choice(['+', '-'])}{fr(r.uniform(0.1, 1.6), 1)}%", hs=f"{r.choice(['+', '-'])}{fr(r.uniform(0.1, 2.0), 1)}%",
               spx=f"{r.choice(['+', '-'])}{r.uniform(0.1, 1.2):.1f}%")
    ctx["d"] = (day0 + timedelta(hours=12)).strftime("%d/%m")
    opt_chain = full or r.random() < 0.8
    fx_chain = full or r.random() < 0.7

    def c(s):
        return s.format(**ctx)

    # ---------------- noise: heartbeats every ~30 min, all day ----------------
    for i in range(24):
        hh, mm = divmod(i * 60 + 17 + r.randint(0, 3), 60)
        lag = r.randint(6, 40)
        D.msg(D.T(hh, mm, r.randint(0, 59)), "hb",
              f"♥ hb desk-par-{ch + 1:02d} ok · gw=connected · lag={lag}ms · queue=0 · uptime={(d * 24 + hh)}h",
              kind="noise")
    # risk heartbeats in market hours
    for hh in range(9, 18):
        g = r.uniform(30, 44)
        D.msg(D.T(hh, 2, r.randint(0, 40)), "risk",
              f"risk hb {hh:02d}:00 — all limits ok · gross={fr(g, 1)}M€/45,0M€ · net={fr(r.uniform(-3, 6), 1)}M€ · var99={fr(r.uniform(1.1, 1.6), 2)}M€",
              kind="noise")
    # PnL snapshots, multi-line
    for hh in (9, 10, 11, 12, 13, 14, 15, 16, 17):
        lines = [f"PnL snapshot {hh:02d}:30 CET · desk PAR-LS · EUR"]
        tot = 0.0
        for k in (lux, sho, bank, aero, oil, ph):
            v = r.uniform(-60, 80)
            tot += v
            lines.append(f"  {k:<6} {fr(v * 1000, 0):>10}   {r.choice(['▲', '▼'])} {fr(abs(v) / 9, 2)} bp")
        for k in ("FCE", "FOAT", "EURUSD"):
            v = r.uniform(-25, 25)
            tot += v
            lines.append(f"  {k:<6} {fr(v * 1000, 0):>10}")
        lines.append(f"  TOTAL  {fr(tot * 1000, 0):>10}   MTD {fr(r.uniform(-400, 1200) * 1000, 0)}   YTD {fr(r.uniform(1500, 4200) * 1000, 0)}")
        D.msg(D.T(hh, 30, r.randint(0, 50)), "pnl", "```\n" + "\n".join(lines) + "\n```", kind="noise")
    # price alerts
    for i in range(8):
        k = r.choice([lux, sho, bank, aero, oil, ph, w1, w2])
        lvl = px[k] * (1 + r.uniform(-0.012, 0.012))
        D.msg(D.T(r.randint(9, 17), r.randint(0, 59), r.randint(0, 59)), "alert",
              f"🔔 {k} {r.choice(['franchit', 'casse', 'touche'])} {fr(lvl)} ({r.choice(['+', '-'])}{fr(r.uniform(0.3, 2.2), 1)}% j/j) · alerte auto",
              kind="noise")
    # cron / CI / deploy
    D.msg(D.T(1, 0, 12), "cron", "cron[eod-recon] terminé · 0 écart · 0 routed · 0 escalated · durée 41s", kind="noise")
    D.msg(D.T(2, 30, 3), "cron", "cron[backup-sqlite] ok · 212 Mo · s3://desk-par/backups/ · rotation 14j", kind="noise")
    D.msg(D.T(3, 10, 44), "ci", f"ci: nightly #{4400 + d * 3 + ch} · exec-agent · 312 passed, 1 failed (test_partial_fill_rounding) · 4m12s", kind="noise")
    D.msg(D.T(3, 10, 58), "ci", """```
Traceback (most recent call last):
  File "/srv/exec_agent/tests/test_fills.py", line 188, in test_partial_fill_rounding
    assert book.avg_price(order) == Decimal("612.31")
  File "/srv/exec_agent/book.py", line 97, in avg_price
    return (notional / qty).quantize(TICK[order.mic])
decimal.InvalidOperation: [<class 'decimal.DivisionUndefined'>]
```
(fixture data only — no live order involved)""", kind="noise")
    D.msg(D.T(6, 45, 5), "cron", "cron[refdata-euronext] 1 842 instruments chargés · 3 corporate actions appliquées · 0 erreur", kind="noise")
    D.msg(D.T(7, 0, 30), "cron", digest(r, "morning", bk, co), kind="noise")
    D.msg(D.T(12, 0, 22), "cron", digest(r, "midday", bk, co), kind="noise")
    D.msg(D.T(18, 0, 41), "cron", digest(r, "evening", bk, co), kind="noise")
    D.msg(D.T(18, 15, 2), "cron", "cron[eod-positions] snapshot écrit · 11 lignes · hash 9f1c2e", kind="noise")
    D.msg(D.T(19, 5, 40), "ci", f"deploy risk-agent v1.8.{4 + d} → prod · canary 5% ok · rollout 100% · 2m03s", kind="noise")
    D.msg(D.T(21, 30, 9), "ci", f"deploy exec-agent v2.3.{1 + d} → staging · smoke tests ok", kind="noise")
    D.msg(D.T(22, 40, 17), "exec", """⚠️ exec-agent: worker crash, auto-restart
```
Traceback (most recent call last):
  File "/srv/exec_agent/fix/session.py", line 412, in _on_heartbeat
    self._send(Heartbeat(seq=self.seq))
  File "/srv/exec_agent/fix/session.py", line 233, in _send
    self.sock.sendall(raw)
ConnectionResetError: [Errno 104] Connection reset by peer
```
session FIX UAT relancée (seq 1), aucun ordre ouvert""", kind="noise")
    # reconnect burst at night, bulk deleted in the morning
    rec = []
    for i in range(4):
        rec.append(D.msg(D.T(4, 12, 3 + i * 11), "exec",
                         f"gateway reconnect (resume) · session {r.randint(10**7, 10**8 - 1):x} · attempt {i + 1}/5",
                         kind="noise"))
    D.msg(D.T(4, 13, 30), "exec", "gateway resumed · 0 event perdu", kind="noise")
    D.msg(D.T(16, 48, 12), "exec", "gateway reconnect (resume) · session ok · attempt 1/5", kind="noise")

    # ---------------- morning ----------------
    ana_pre = D.msg(D.T(7, 2, 40), "ana", c(
        "Revue pré-ouverture — {d}\n"
        "Contexte : futures CAC indiqués {cacchg}, spread OAT-Bund à {spr} pb. Le marché digère la hausse des rendements US "
        "et la baisse du pétrole (Brent -1,4% sur 24h). Les valeurs du luxe restent sous pression après les chiffres de ventes "
        "au détail chinois ; historiquement, ce type de publication a entraîné une sous-performance moyenne de 1,8% du secteur "
        "sur cinq séances (échantillon 2019-2025), mais la dispersion est forte.\n"
        "Banques : la pentification aide la marge d'intérêt, mais le risque politique français reste le facteur dominant. "
        "Un short sur les banques domestiques contre un long sur les banques nordiques aurait rapporté 4,2% sur trois mois en backtest, "
        "avec un drawdown maximal de 6%.\n"
        "Énergie : le consensus a déjà réduit les BPA 2026 de 7% ; le momentum des révisions reste négatif.\n"
        "Aucune recommandation nouvelle à ce stade ; je reviens avec une note détaillée sur {short} dans la matinée."
    ), kind="near")
    lim = D.msg(D.T(7, 5, 3), "risk", (
        f"limits_set date={(day0 + timedelta(hours=12)).strftime('%Y-%m-%d')} desk=PAR-LS gross_max_eur=45000000 net_max_eur=8000000 "
        "single_name_max_pct=8.0 daily_loss_stop_eur=400000 fut_fce_max_lots=60 foat_max_lots=80 fx_hedge_max_eur=15000000 "
        "source=risk-committee status=ACTIVE"),
        kind="hard", hard=H("risk_limit", ["gross_max_eur=45000000", "single_name_max_pct=8.0", "daily_loss_stop_eur=400000"], "structured"))
    pool = [k for k in NAMES if k not in (lux, sho, bank, aero, oil, ph, unrel, w1, w2, paper)
            and k not in ("STLAM",)]
    i1, i2, i3 = r.sample(pool, 3)
    note = MORNING_NOTE.format(broker=r.choice(["ODDO BHF", "Kepler Cheuvreux", "Exane BNPP", "SocGen CIB"]),
                               date=(day0 + timedelta(hours=12)).strftime("%d %b %Y"), spx=ctx["spx"],
                               sx5e=ctx["cacchg"], spr=spr, idea1=i1, idea1co=co(i1), idea1tp=f"{px[i1] * 1.14:.0f}",
                               idea2=i2, idea2co=co(i2), idea2tp=f"{px[i2] * 0.86:.0f}", idea3=i3, extra=EXTRA_MORNING,
                               stock=STOCK_SPECIFIC.format(**dict(zip("abcde", r.sample(pool, 5)))))
    mnote = D.msg(D.T(7, 14, 20), "theo", note, kind="near",
                  idiom=("pasted sell-side morning note with trade ideas", "not_hard"))
    D.msg(D.T(7, 16, 2), "theo", f"lol ils sont encore bullish {i1}, 3e fois ce mois-ci")
    D.msg(D.T(7, 16, 40), "marc", "merci Théo, lecture intéressante, surtout la partie flux.")
    d_aero = D.msg(D.T(7, 31, 5), "amf", "", embeds=[dict(
        title=f"{co(aero)} — Communiqué de presse",
        description=(f"{co(aero)} publie ses {AERO_NEWS[aero]}." if aero == "AIR" else f"{co(aero)} : {AERO_NEWS[aero]}.")
        + "\n" + pr_body(r, co(aero), "publie un point d'activité"),
        author="Euronext · Information réglementée", footer=f"diffusé {D.T(7, 30).astimezone(timezone.utc).strftime('%H:%M')} UTC · catégorie : information privilégiée")],
        kind="hard", hard=H("held_position_news", [co(aero), AERO_NEWS[aero][:24]], "embed"),
        idiom=("announcement bot names held company by name only", "held_position_news"))
    unrel_item = D.msg(D.T(7, 32, 48), "amf", f"📣 {co(unrel)} — {r.choice(UNREL_NEWS)} · source AMF BDIF\n" + pr_body(r, co(unrel), "publie une information réglementée"), kind="near")
    wn1 = r.choice(WATCH_NEWS)
    w1m = D.msg(D.T(7, 40, 12), "amf", f"📣 {co(w1)} — {wn1} · source AMF BDIF\n" + pr_body(r, co(w1), wn1), kind="hard",
                hard=H("watchlist_news", [co(w1), wn1[:30]], "untagged"))
    D.msg(D.T(7, 44, 30), "marc", f"{co(w1)} : rien à faire là-dessus, on laisse.", ref=w1m, kind="hard",
          hard=H("no_route_decision", [co(w1), "rien à faire"], "reply"),
          idiom=("French 'rien à faire' reply to a bot item", "no_route_decision"))
    D.msg(D.T(7, 47, 0), "ana", f"Item {co(unrel)} : hors book et hors watchlist — pas d'action, not routed.",
          ref=unrel_item, kind="hard", hard=H("no_route_decision", [co(unrel), "pas d'action", "not routed"], "reply"))
    plan = D.msg(D.T(7, 52, 10), "marc", c(
        "Bonjour à tous. Plan du jour :\n"
        "1) on garde le cœur du book tel quel, pas de précipitation à l'ouverture ;\n"
        "2) Théo présente son idée sur {short} dans un fil dédié ;\n"
        "3) l'analyste nous fait le point taux avant midi ;\n"
        "4) auction à surveiller, spread OAT-Bund à {spr} pb.\n"
        "On se parle dans les fils, pas en vrac ici svp."))
    D.pin(plan, D.T(7, 52, 40))
    D.pin(lim, D.T(7, 53, 5))
    D.react(lim, D.T(7, 53, 6), "📌", "marc")
    D.bulk_delete(rec, D.T(8, 5, 0))
    D.msg(D.T(8, 6, 2), "theo", "thx pour le ménage 🙏", kind="noise")

    # stop on lux (edited twice later)
    s0 = round(px[lux] * 0.976)
    s1 = round(px[lux] * 0.986)
    s2 = tick(px[lux] * 0.9945, 0.5)
    q_stop = D.msg(D.T(8, 10, 20), "theo", f"un stop à {frq(s0)} sur {lux} ce serait raisonnable non ? on est loin du dernier plus bas",
                   kind="near")
    stop_key = D.msg(D.T(8, 12, 4), "marc", f"Stop {lux} → {frq(s0)} sur toute la ligne.", ref=q_stop, kind="hard",
                     hard=None)  # label set after edits
    # lux add, resized by risk
    lp = tick(px[lux], 0.1)
    oid1 = order_id(r)
    p_lux = D.msg(D.T(8, 20, 31), "marc", f"achète 2 000 {lux} à {fr(lp)}, stop {frq(s0)} — on renforce avant la publication, limite jour",
                  kind="hard", hard=H("trade_proposal", [f"achète 2 000 {lux}", fr(lp), f"stop {frq(s0)}"], "untagged"),
                  idiom=("French comma-decimal, space-thousands order", "trade_proposal"))
    D.pin(p_lux, D.T(8, 21, 0))
    D.react(p_lux, D.T(8, 21, 1), "📌", "marc")
    D.msg(D.T(8, 20, 50), "exec", f"reçu. pré-contrôle risque en cours pour {lux} (ord {oid1})…")
    D.msg(D.T(8, 21, 9), "risk", (
        f"pre_trade ord={oid1} sym={lux} side=BUY qty_req=2000 qty_ok=1500 action=RESIZE "
        f"rule=single_name_max_pct limit=8.0 post_trade_pct=8.0"), kind="hard",
        hard=H("risk_limit", [oid1, "action=RESIZE", "qty_ok=1500", "single_name_max_pct"], "structured"),
        idiom=("risk engine resizes an order in key=value", "risk_limit"))
    tick_lux = D.msg(D.T(8, 23, 2), "exec", f"🟡 {oid1} envoyé — en attente d'exécution", embeds=[dict(
        title=f"Ticket d'ordre · {lux} FP", description=f"Renfort long {co(lux)} — limite jour",
        fields=[dict(name="Sens", value="ACHAT", inline=True), dict(name="Qté", value="1 500", inline=True),
                dict(name="Limite", value=fr(lp), inline=True), dict(name="TIF", value="DAY", inline=True)],
        footer=f"ord {oid1} · XPAR · exec-agent")], kind="hard")
    D.msg(D.T(8, 23, 5), "oms", f"ack ord={oid1} sym={lux} side=BUY qty=1500 px={lp:.2f} tif=DAY status=ACCEPTED venue=XPAR",
          kind="hard", hard=H("trade_confirmation", [f"ord={oid1}", "status=ACCEPTED", "qty=1500"], "structured"))
    pf = tick(lp - 0.05, 0.05)
    avg = tick(lp - 0.09, 0.01)
    D.edit(tick_lux, D.T(9, 4, 40), f"🟠 {oid1} partiel 600/1 500 @ {fr(pf)}", superseded=[])
    D.edit(tick_lux, D.T(9, 22, 13), f"🟢 {oid1} exécuté 1 500/1 500 @ {fr(avg)} moy.", superseded=[])
    m = D.get(tick_lux)
    m["hard"] = H("trade_fill", [oid1, "ACHAT", "1 500/1 500", fr(avg)], "embed")
    m["superseded"] = ["600/1 500", fr(pf)] if fr(pf) != fr(lp) else ["600/1 500"]
    m["idiom"] = ("execution embed ticket edited from working to filled", "trade_fill")

    # ---------------- short idea thread ----------------
    thr_short = D.msg(D.T(8, 29, 10), "theo", f"🧵 fil : idée sur {sho} ({co(sho)})")
    sp = tick(px[sho], 0.1)
    sst = round(px[sho] * 1.017)
    stg = round(px[sho] * 0.955)
    stg2 = round(px[sho] * 0.945)
    p_sh = D.msg(D.T(8, 30, 2), "theo",
                 f"idea: short 3k {sho} @ {fr(sp)}, stop {sst}, tgt {stg}. China travel retail weak + derating pas fini, "
                 f"borrow easy. ça te va Marc ?", thread=thr_short, kind="hard",
                 hard=H("trade_proposal", [f"short 3k {sho}", fr(sp), f"stop {sst}"], "shorthand"),
                 idiom=("franglais k-suffixed shorthand proposal in a thread", "trade_proposal"))
    D.msg(D.T(8, 31, 30), "ana", f"Pour contexte : {sho} traite à 27x les BPA 2026 contre 24x en moyenne 10 ans ; "
          f"short interest à 1,9% du flottant, days-to-cover 2,3. Le risque de squeeze est limité mais pas nul sur une bonne surprise Chine.",
          thread=thr_short)
    D.msg(D.T(8, 33, 0), "marc", f"taille ? 3k {sho} ça fait combien en % du book ?", thread=thr_short, kind="near")
    D.msg(D.T(8, 33, 45), "theo", "≈1,2M€, 2,7% du gross, ok vs la limite single name", thread=thr_short)
    D.msg(D.T(8, 34, 20), "marc", "ok vas-y", ref=p_sh, thread=thr_short, kind="hard",
          hard=H("trade_approval", ["ok vas-y"], "reply"), idiom=("two-word French approval reply", "trade_approval"))
    oid2 = order_id(r)
    D.msg(D.T(8, 34, 41), "exec", "", thread=thr_short, embeds=[dict(
        title=f"Ordre envoyé · {sho} FP", description="Short — vente à découvert, borrow confirmé PB",
        fields=[dict(name="Sens", value="VENTE", inline=True), dict(name="Qté", value="3 000", inline=True),
                dict(name="Limite", value=fr(sp), inline=True), dict(name="Statut", value="WORKING", inline=True)],
        footer=f"ord {oid2} · XPAR · locate LOC-{r.randint(10000, 99999)}")], kind="hard",
        hard=H("trade_confirmation", ["VENTE", "3 000", "WORKING", oid2], "embed"))
    sfill = tick(sp - 0.08, 0.01)
    D.msg(D.T(8, 41, 17), "exec", f"[FILL] SELL 3 000 {sho} @ {fr(sfill)} — {oid2} complet", thread=thr_short,
          kind="hard", hard=H("trade_fill", ["[FILL]", "SELL 3 000", sho, fr(sfill)], "tagged"))
    D.msg(D.T(8, 41, 40), "marc", "👍", thread=thr_short, kind="noise")
    D.msg(D.T(10, 52, 2), "theo", f"tgt {sho} baissé à {stg2} après la note de l'analyste, stop inchangé {sst}",
          thread=thr_short, kind="hard",
          hard=H("stop_or_target_change", [f"tgt {sho}", str(stg2)], "shorthand"))

    # ---------------- bank: deleted typo then repost ----------------
    bp = tick(px[bank], 0.01 if px[bank] < 50 else 0.02)
    typo = D.msg(D.T(9, 14, 50), "theo", f"b 20k {bank} @ {fr(bp)} limit, momentum taux", kind="hard",
                 hard=H("trade_proposal", [f"b 20k {bank}", fr(bp)], "shorthand"))
    D.delete(typo, D.T(9, 15, 31))
    p_b = D.msg(D.T(9, 15, 44), "theo", f"b 2k {bank} @ {fr(bp)} limit (pas 20k 🙈), momentum taux", kind="hard",
                hard=H("trade_proposal", [f"b 2k {bank}", fr(bp)], "shorthand"))
    D.msg(D.T(9, 16, 30), "marc", "👍 go", ref=p_b, kind="hard", hard=H("trade_approval", ["👍 go"], "reply"))
    oid3 = order_id(r)
    bf = tick(bp - 0.02, 0.01)
    D.msg(D.T(9, 17, 58), "exec", "", embeds=[dict(
        title="Execution report", author="OMS",
        fields=[dict(name="Instrument", value=f"{bank} FP", inline=True), dict(name="Side", value="BUY", inline=True),
                dict(name="Qty", value="2 000", inline=True), dict(name="Px", value=fr(bf), inline=True),
                dict(name="Status", value="FILLED", inline=True)],
        footer=f"order {oid3} · venue XPAR")], kind="hard",
        hard=H("trade_fill", [f"{bank} FP", "BUY", "2 000", fr(bf)], "embed"),
        idiom=("embed-only execution report", "trade_fill"))

    # ---------------- analyst note with buried thesis ----------------
    tgt_th = round(px[sho] * 0.925)
    D.msg(D.T(9, 40, 5), "ana", (
        f"Note — {co(sho)} ({sho}) : où en est-on après le T4 ?\n\n"
        f"1. Ventes : la croissance organique a ralenti à +3,1% au T4, avec une zone Asie du Nord en recul de 8% et un travel retail "
        f"toujours négatif. L'Europe et les Amériques tiennent (+6% / +5%), mais le mix se dégrade car la dermatologie, plus margée, "
        f"ralentit. Management parle d'un « retour progressif à la normale » au S2 — wording identique à celui de l'an dernier.\n"
        f"2. Marges : la marge opérationnelle a gagné 30 pb grâce aux coûts publicitaires, levier que nous jugeons non répétable ; "
        f"le consensus 2026 intègre encore +50 pb.\n"
        f"3. Valorisation : 27x les BPA 2026, prime de 12% vs la moyenne 10 ans, alors que la croissance attendue est inférieure de moitié.\n"
        f"En conséquence nous passons de neutre à négatif sur {co(sho)}, objectif {tgt_th} €, et la position short du desk reste cohérente avec cette vue.\n"
        f"4. Risques : rebond de la consommation chinoise (stimulus), opération de M&A, rachat d'actions accéléré. "
        f"Le dernier trimestre de surprise positive en Chine a fait gagner 9% au titre en deux séances (avril 2024).\n"
        f"5. Positionnement : short interest modéré, hedge funds sous-pondérés, long-only encore surpondérés de 1,4 point.\n"
        f"6. Comparaison : les pairs cotés en Europe affichent une croissance organique moyenne de +4,5% et une prime "
        f"de valorisation moindre ; les distributeurs sélectifs signalent des stocks élevés en Europe à fin février. "
        f"Les données de recherche en ligne (marques grand public) sont stables sur trois mois.\n"
        f"Sources : comptes annuels, call de résultats, estimations internes. Pas de nouveau trade proposé dans cette note."),
        kind="hard", hard=H("thesis_update", [f"de neutre à négatif sur {co(sho)}", f"objectif {tgt_th} €"], "buried"),
        idiom=("thesis change buried mid-way in long French analyst note", "thesis_update"))

    # ---------------- held news: oil, stop removed ----------------
    D.msg(D.T(10, 5, 31), "amf", f"📣 {co(oil)} — Communiqué : {OIL_NEWS[oil]} · source AMF BDIF\n" + pr_body(r, co(oil), "annonce la " + OIL_NEWS[oil]), kind="hard",
          hard=H("held_position_news", [co(oil), OIL_NEWS[oil][:28]], "untagged"))
    D.msg(D.T(10, 9, 12), "theo", f"{oil} : c'est surtout le buyback, rien de neuf vs le CMD")
    D.msg(D.T(10, 9, 40), "marc", "ok", kind="noise")
    D.msg(D.T(10, 20, 3), "marc", f"On retire le stop sur {oil}, je gère la ligne à la main jusqu'à l'AG.", kind="hard",
          hard=H("stop_or_target_change", [f"retire le stop sur {oil}"], "untagged"))

    # ---------------- risk breach thread ----------------
    gross = 45_000_000 + r.randint(300_000, 1_900_000)
    br = D.msg(D.T(10, 31, 2), "risk", f"BREACH id=R-{d + 1:02d}{ch:02d}1 metric=gross_exposure_eur value={gross} limit=45000000 "
               f"severity=SOFT action=NOTIFY", kind="hard",
               hard=H("risk_limit", ["BREACH", "gross_exposure_eur", str(gross), "limit=45000000"], "structured"))
    D.msg(D.T(10, 31, 20), "risk", (
        f"détail R-{d + 1:02d}{ch:02d}1 : contributeurs principaux {lux} long (+{fr(px[lux] * 1.5, 0)}k€ aujourd'hui), "
        f"{sho} short (3 000), {bank} long (2 000). Net inchangé, gross au-dessus de la limite de {fr((gross - 45e6) / 1e6, 2)} M€."),
        thread=br)
    D.msg(D.T(10, 31, 41), "risk", f"route breach=R-{d + 1:02d}{ch:02d}1 to=@Marc Delorme reason=gross_over_limit sla=30min",
          thread=br, kind="hard", hard=H("route_decision", [f"R-{d + 1:02d}{ch:02d}1", "to=@Marc Delorme"], "structured"),
          idiom=("risk agent routes a breach to the head in its thread", "route_decision"))
    D.msg(D.T(10, 36, 2), "marc", "vu. Claire, on a de la marge si on compte le hedge FCE en net ?", thread=br, kind="near")
    D.msg(D.T(10, 38, 30), "claire", "Non, le gross compte les futures en valeur absolue, le hedge ne t'aide pas là-dessus.",
          thread=br)
    D.msg(D.T(10, 39, 15), "theo", "on pourrait couper un peu de short si besoin, je regarde", thread=br, kind="near")

    # ---------------- options idea, approved by ✅ reaction ----------------
    strike = int(round((cac + 100) / 50.0) * 50)
    opx = round(r.uniform(38, 58), 1)
    if opt_chain:
        thr_opt = D.msg(D.T(10, 58, 0), "theo", "🧵 fil : options CAC avant la BCE")
        p_opt = D.msg(D.T(11, 0, 12), "theo",
                      f"[PROPOSAL] achat 200 calls CAC avr {frq(strike)} à {fr(opx, 1)} — event BCE, vol implicite basse (15,8). "
                      f"prime max {fr(200 * 10 * opx / 1000, 0)}k€, pas de stop (prime = risque max)",
                      thread=thr_opt, kind="hard",
                      hard=H("trade_proposal", ["[PROPOSAL]", "achat 200 calls CAC", frq(strike), fr(opx, 1)], "tagged"))
        D.react(p_opt, D.T(11, 3, 40), "✅", "marc")
        oid4 = order_id(r)
        D.msg(D.T(11, 3, 55), "exec", f"✅ de Marc détecté sur la proposition → ticket options routé vers exec-algo (ord {oid4}, PXA avr {strike} C)",
              thread=thr_opt, ref=p_opt, kind="hard",
              hard=H("route_decision", ["routé vers exec-algo", oid4], "untagged"),
              idiom=("approval by ✅ reaction surfaced as a route line", "route_decision"))
        ofill = round(opx - 0.5, 1)
        D.msg(D.T(11, 9, 30), "exec", f"[FILL] BUY 200 PXA Apr26 {strike} C @ {ofill:.2f} · {oid4} · XMAT", thread=thr_opt,
              kind="hard", hard=H("trade_fill", ["BUY 200", f"PXA Apr26 {strike} C", f"{ofill:.2f}"], "tagged"))
        D.msg(D.T(11, 10, 5), "theo", "nice, 0,5 mieux que l'arrivée", thread=thr_opt)

    # stop edit #1
    D.edit(stop_key, D.T(11, 40, 2), f"Stop {lux} → {frq(s1)} sur toute la ligne.")

    # ---------------- OAT thread, buried proposal ----------------
    fp = round(123.85 + r.uniform(-0.6, 0.6), 2)
    fst = round(fp - 0.65, 2)
    thr_oat = D.msg(D.T(12, 28, 40), "ana", "🧵 Note taux — OAT / duration")
    p_oat = D.msg(D.T(12, 30, 3), "ana", (
        "Point taux (FR/EN)\n"
        f"Le spread OAT-Bund 10 ans est à {spr} pb, au-dessus de sa moyenne 3 mois (71 pb). The move is mostly political risk premium: "
        "les enquêtes d'opinion ont bougé mais aucun texte budgétaire n'est encore déposé. Historically, widening episodes without "
        "an actual fiscal event mean-reverted within 15 trading days in 7 out of 9 cases since 2017.\n"
        "La courbe française s'est pentifiée de 6 pb sur la semaine ; le 2-10 ans est à 68 pb. Positioning data (CFTC/EPFR) shows real-money "
        "underweight France for the 4th week running.\n"
        f"→ Proposition : acheter 40 FOAT juin à {fr(fp)}, stop {fr(fst)}, objectif de resserrement de 8 pb du spread. Risk: ~{fr(40 * 650 / 1000, 0)}k€ au stop.\n"
        "Autres remarques : the supply calendar is light until the auction on Thursday; swap spreads stable; "
        "la BCE ne devrait pas réagir à ce niveau. Le carry du contrat est légèrement positif (roll juin/septembre "
        "favorable de 4 ticks) et la CTD reste l'OAT mai 2034 ; the basis has been stable for two weeks, so the future "
        "is a clean proxy. Scenario analysis: a further 10bp widening would cost roughly one stop-width; a return to the "
        "3-month average would pay about 2.5x the risk. Correlation with the equity book is low (0.15 over 60 days), "
        "so this also diversifies the French political-risk exposure we carry through the banks.\n"
        "Data: OAT-Bund 10y history since 2017, CFTC, EPFR, AFT auction results. Je reste disponible pour en discuter."),
        thread=thr_oat, kind="hard", hard=H("trade_proposal", ["acheter 40 FOAT juin", fr(fp), f"stop {fr(fst)}"], "buried"),
        idiom=("proposal buried in a bilingual rates note", "trade_proposal"))
    D.msg(D.T(12, 41, 5), "marc", f"OK pour les 40 FOAT à {fr(fp)}, stop {fr(fst)} validé.", ref=p_oat, thread=thr_oat,
          kind="hard", hard=H("trade_approval", ["OK pour les 40 FOAT", fr(fp)], "reply"))
    oid5 = order_id(r)
    D.msg(D.T(12, 44, 22), "oms", f"fill ord={oid5} sym=FOATM6 side=BUY qty=25/40 px={fp - 0.01:.2f} venue=XEUR status=PARTIAL",
          thread=thr_oat, kind="hard",
          hard=H("trade_fill", [f"ord={oid5}", "sym=FOATM6", "side=BUY", "qty=25/40", f"px={fp - 0.01:.2f}"], "structured"))
    D.msg(D.T(17, 31, 40), "oms", f"cancel ord={oid5} sym=FOATM6 leaves=15 status=CANCELLED reason=EOD_DESK_REQUEST",
          thread=thr_oat, kind="hard", hard=H("trade_confirmation", [f"ord={oid5}", "leaves=15", "status=CANCELLED"], "structured"))

    # ---------------- watch 2 -> routed to analyst ----------------
    wn2 = r.choice([w for w in WATCH_NEWS if w != wn1])
    w2m = D.msg(D.T(12, 50, 12), "amf", "", embeds=[dict(
        title=f"{co(w2)} — information réglementée", description=wn2 + ".\n" + pr_body(r, co(w2), wn2),
        author="AMF · BDIF", footer="catégorie : communiqué")], kind="hard",
        hard=H("watchlist_news", [co(w2), wn2[:30]], "embed"))
    D.msg(D.T(13, 8, 44), "marc", f"@analyste-IA tu prends le dossier {co(w2)} ({w2}) — point écrit avant 15h, je veux savoir si ça change la thèse.",
          ref=w2m, kind="hard", hard=H("route_decision", ["@analyste-IA", f"dossier {co(w2)}"], "reply"))
    D.msg(D.T(13, 9, 2), "ana", "reçu, je m'en occupe.", kind="noise")
    D.msg(D.T(14, 48, 30), "ana", dossier_reply(r, w2, co, px), ref=w2m, kind="hard",
          hard=H("thesis_update", [f"thèse inchangée sur {co(w2)}"], "buried"))
    D.msg(D.T(12, 22, 10), "theo", MIDDAY_FLASH.format(
        broker=r.choice(["Kepler Cheuvreux", "ODDO BHF", "Bernstein"]), date=ctx["d"], x=i2, xp=f"{px[i2] * 0.97:.0f}",
        y=i1, z=i3), kind="near")

    # ---------------- afternoon near misses ----------------
    D.msg(D.T(13, 40, 10), "sophie", f"FYI le desk taux a acheté 50M d'OAT 2034 ce matin pour son book, rien à voir avec vos FOAT.",
          kind="near", idiom=("another desk's trade", "not_hard"))
    D.msg(D.T(13, 42, 0), "theo", f"paper: long 10k {paper} @ {fr(px[paper])} pour le modèle momentum, pas réel, juste pour tracker",
          kind="near", idiom=("paper trade in shorthand", "not_hard"))
    D.msg(D.T(14, 1, 30), "theo", f"fun fact : l'an dernier on était sorti des {oil} à {fr(px[oil] * 1.04)} pile avant le détachement, bien joué Marc",
          kind="near", idiom=("past-tense exit told as history", "not_hard"))
    D.msg(D.T(14, 3, 12), "ana", f"Backtest demandé : stop suiveur 2% sur {lux} depuis 2018 → Sharpe 0,9 vs 1,1 sans stop, "
          f"drawdown max 14% vs 19%. Aucun changement proposé.", kind="near")
    D.msg(D.T(14, 5, 2), "claire", f"on a un stop sur {bank} ou pas ? je ne le vois pas dans l'OMS", kind="near")
    D.msg(D.T(14, 6, 0), "theo", f"pas encore, on en parle avec Marc à 15h")
    D.msg(D.T(14, 20, 21), "theo", f"et si on shortait {w1} sous {round(px[w1] * 0.98)} ? juste une idée, pas pour aujourd'hui",
          kind="near", idiom=("hypothetical 'et si on' idea", "not_hard"))

    # ---------------- FX hedge thread ----------------
    eu = round(1.0851 + r.uniform(-0.01, 0.01), 4)
    if fx_chain:
        thr_fx = D.msg(D.T(14, 38, 0), "theo", "🧵 fil : couverture FX USD")
        p_fx = D.msg(D.T(14, 40, 9), "theo",
                     f"propose : vendre 8M EUR/USD 3M fwd à {fr(eu, 4)} pour couvrir l'expo $ de {aero}/{oil} (≈9,5M$ de revenus USD pondérés)",
                     thread=thr_fx, kind="hard",
                     hard=H("trade_proposal", ["vendre 8M EUR/USD", "3M fwd", fr(eu, 4)], "untagged"))
        D.msg(D.T(14, 44, 50), "marc", "validé, 8M, pas plus", ref=p_fx, thread=thr_fx, kind="hard",
              hard=H("trade_approval", ["validé", "8M"], "reply"))
        D.msg(D.T(14, 52, 31), "theo", f"done 8M EURUSD @ {eu + 0.00003:.5f} 3M fwd avec BNP FX, ticket dans le blotter",
              thread=thr_fx, kind="hard", hard=H("trade_fill", ["done 8M EURUSD", f"{eu + 0.00003:.5f}"], "shorthand"))

    # ---------------- FCE proposal by exec agent, rejected ----------------
    fce = round(cac + r.uniform(30, 60)) + 0.5
    thr_fce = D.msg(D.T(14, 58, 10), "exec", "🧵 revue du hedge indice")
    p_fce = D.msg(D.T(15, 0, 4), "exec", "", thread=thr_fce, embeds=[dict(
        title="[PROPOSAL] Ajustement hedge", description="Le beta du book a augmenté après les achats du matin.",
        fields=[dict(name="Instrument", value="FCE Apr26", inline=True), dict(name="Side", value="SELL", inline=True),
                dict(name="Qty", value="25", inline=True), dict(name="Limit", value=fr(fce, 1), inline=True)],
        footer="en attente d'approbation · exec-agent")], kind="hard",
        hard=H("trade_proposal", ["[PROPOSAL]", "FCE Apr26", "SELL", "25"], "embed"))
    D.msg(D.T(15, 3, 11), "marc", "non, on attend", ref=p_fce, thread=thr_fce, kind="hard",
          hard=H("trade_approval", ["non, on attend"], "reply"), idiom=("terse French rejection reply", "trade_approval"))
    D.msg(D.T(15, 3, 30), "exec", "compris 👍", thread=thr_fce, kind="noise")

    # stop edit #2
    D.edit(stop_key, D.T(15, 10, 5), f"Stop {lux} → {fr(s2)} sur toute la ligne.")
    m = D.get(stop_key)
    m["hard"] = H("stop_or_target_change", [f"Stop {lux}", fr(s2)], "untagged")
    m["superseded"] = [frq(s0), frq(s1)]
    m["idiom"] = ("stop moved twice by editing the same message", "stop_or_target_change")

    # ---------------- pharma short: news, thesis, forgotten client flow ----------------
    D.msg(D.T(15, 24, 40), "amf", f"📣 {co(ph)} — Communiqué : {PHARMA_NEWS[ph]} · source AMF BDIF\n" + pr_body(r, co(ph), "publie le communiqué suivant : " + PHARMA_NEWS[ph]), kind="hard",
          hard=H("held_position_news", [co(ph), PHARMA_NEWS[ph][:26]], "untagged"))
    D.msg(D.T(15, 26, 2), "theo", f"{ph} -6% 😬 enfin pour nous c'est bien, on est short")
    if full or r.random() < 0.85:
        D.msg(D.T(15, 31, 15), "marc", f"{ph} : je ne crois plus au rebond, thèse short confirmée, on garde les 5 000.",
              kind="hard", hard=H("thesis_update", [ph, "thèse short confirmée"], "untagged"))
    cl = D.msg(D.T(15, 58, 0), "theo",
               f"le client Lazard AM montre 400k {ph} à vendre dans le cross de 17h, on se met devant ? vends 20k {ph} maintenant au marché",
               kind="hard", hard=H("trade_proposal", [f"vends 20k {ph}", "au marché"], "shorthand"))
    D.forget(cl, D.T(16, 3, 30), "nadia")
    D.msg(D.T(16, 4, 0), "nadia", "Message retiré (information client). Rappel : aucune info client dans ce canal, et évidemment aucun ordre devant un flux client.")
    D.msg(D.T(16, 4, 40), "theo", "sorry, my bad")
    D.msg(D.T(16, 10, 22), "marc", "Limite de perte journalière abaissée à 350k€ jusqu'à vendredi, vu avec Claire après le breach de ce matin.",
          kind="hard", hard=H("risk_limit", ["Limite de perte journalière", "350k€"], "untagged"))
    phone = D.msg(D.T(16, 40, 10), "theo", "je pars tôt, si besoin mon perso : 06 71 38 22 95")
    D.forget(phone, D.T(16, 55, 0), "nadia")

    # ---------------- evening ----------------
    if not full and r.random() < 0.5:
        D.msg(D.T(17, 46, 30), "amf", f"📣 {co(lux)} — Communiqué : {LUX_NEWS[lux]} · source AMF BDIF", kind="hard",
              hard=H("held_position_news", [co(lux), LUX_NEWS[lux][:28]], "untagged"))
    D.msg(D.T(18, 2, 12), "theo", "headline : Fitch place la note de la France sous surveillance négative, décision vendredi soir — nos FOAT vont le sentir lundi",
          kind="hard", hard=H("held_position_news", ["Fitch", "note de la France", "FOAT"], "untagged"),
          idiom=("sovereign news reaching a held future via its underlying", "held_position_news"))
    D.msg(D.T(18, 40, 0), "ana", (
        "Clôture — synthèse\n"
        f"CAC 40 {ctx['cacchg']} à la clôture ; luxe en retrait, banques en hausse avec la pentification. Volumes 82% de la moyenne 20 jours. "
        "L'auction a traité 14% du volume de la journée. Le book a sous-performé l'indice de 12 pb, principalement via la défense. "
        "Sur la semaine, les stratégies momentum ont gagné 1,1% et les stratégies value 0,4% ; le facteur taille est neutre. "
        "Un achat des banques à l'ouverture de lundi dernier aurait rapporté 3,2%, mais ce n'est pas une recommandation. "
        "Demain : IPC allemand, discours Lagarde 19h. Rien à signaler sur les positions au-delà des communiqués déjà postés."),
        kind="near")

    # ---------------- long-form posts ----------------
    used = {lux, sho, bank, aero, oil, ph, unrel, w1, w2, paper, i1, i2, i3}
    D.msg(D.T(6, 31, 2), "ana", press_review(r, ctx, bk, co, used), kind="near")
    allk = list(NAMES)
    D.msg(D.T(8, 47, 20), "ana", note_luxury(r, ctx, bk, co) + "\n\n" + EN_SUMMARY[0] + "\n\n"
          + comp_table(r, [lux, sho, w1] + r.sample(allk, 4), co, px), kind="near")
    D.msg(D.T(11, 22, 8), "ana", note_banks(r, ctx, bk, co) + "\n\n" + EN_SUMMARY[1] + "\n\n"
          + comp_table(r, [bank] + [k for k in ("BNP", "GLE", "ACA", "CS") if k != bank], co, px))
    D.msg(D.T(13, 52, 33), "ana", note_aero(r, ctx, bk, co) + "\n\n" + EN_SUMMARY[2] + "\n\n"
          + comp_table(r, [aero] + [k for k in ("AIR", "SAF", "HO") if k != aero] + ["ML"], co, px))
    D.msg(D.T(16, 32, 5), "ana", note_energy(r, ctx, bk, co) + "\n\n" + EN_SUMMARY[3] + "\n\n"
          + comp_table(r, [oil] + [k for k in ("TTE", "ENGI") if k != oil] + ["RUI", "VK", "ERA"], co, px))
    for hh, mm in ((9, 5), (12, 1), (15, 0), (17, 40)):
        movers = r.sample(allk, 6)
        D.msg(D.T(hh, mm, r.randint(0, 40)), "alert", MARKET_BOARD.format(
            hh=f"{hh:02d}:{mm:02d}", sbf=frq(round(cac * 0.78)), sx=frq(round(cac * 0.62)), fce=fr(cac + r.uniform(20, 60), 1),
            brent=fr(r.uniform(68, 79), 2), gold=frq(r.randint(2850, 3050)),
            up=", ".join(f"{k} +{fr(r.uniform(0.5, 3), 1)}%" for k in movers[:3]),
            down=", ".join(f"{k} -{fr(r.uniform(0.5, 3), 1)}%" for k in movers[3:]), **ctx), kind="noise")
    for j, (k, side) in enumerate(((lux, "longue"), (sho, "courte"), (bank, "longue"), (aero, "longue"),
                                   (oil, "longue"), (ph, "courte"))):
        D.msg(D.T(7, 20 + j, r.randint(0, 50)), "ana", fiche(r, k, side, co, px))
    others = [k for k in NAMES if k not in used]
    for j, k in enumerate(r.sample(others, 5)):
        hh, mm = [(7, 36), (8, 2), (12, 15), (17, 40), (18, 10)][j]
        head = r.choice(UNREL_NEWS + WATCH_NEWS[:3])
        D.msg(D.T(hh, mm, r.randint(0, 59)), "amf", f"📣 {co(k)} — {head} · source AMF BDIF\n" + pr_body(r, co(k), head),
              kind="near" if j < 2 else "chat")
    D.msg(D.T(10, 18, 0), "theo", IB_CHAT.format(broker=r.choice(["Kepler", "ODDO", "Exane", "Bernstein"]),
          a1=others[0], a2=others[1], a3=others[2], q1=r.randint(150, 600), q2=r.randint(100, 400)), kind="near")
    D.msg(D.T(9, 1, 12), "amf", EURONEXT_NOTICE)
    D.msg(D.T(17, 58, 20), "risk", risk_eod(r, bk), kind="noise")
    D.msg(D.T(19, 40, 2), "ci", CI_REPORT.format(n=9120 + d * 7 + ch, tag=f"2.3.{1 + d}"), kind="noise")
    D.msg(D.T(13, 17, 45), "risk", LONG_TRACE, kind="noise")
    D.msg(D.T(20, 15, 0), "ana", note_macro(r, ctx, bk, co))
    D.msg(D.T(18, 35, 0), "ana", note_attribution(r, bk, co))
    D.msg(D.T(10, 5, 0) if r.random() < 0.5 else D.T(15, 15, 0), "ana", note_credit(r, bk, co))
    D.msg(D.T(9, 52, 30), "ana", note_pharma(r, ctx, bk, co))
    D.msg(D.T(15, 41, 10), "ana", note_midcaps(r, ctx, bk, co), kind="near")
    D.msg(D.T(10, 45, 0), "ana", note_vol(r, ctx, bk, co))
    D.msg(D.T(5, 45, 0), "ana", c(ASIA_WRAP))
    D.msg(D.T(12, 5, 30), "marc", c(MIDDAY_MARC))
    D.msg(D.T(18, 20, 0), "marc", EOD_MARC)
    D.msg(D.T(16, 58, 0), "theo", CALL_NOTES.format(co=co(i3)))
    for hh in (11, 14, 16):
        D.msg(D.T(hh, 0, r.randint(5, 50)), "risk", risk_snapshot(r, hh, bk, co), kind="noise")
    D.msg(D.T(17, 48, 10), "theo", eod_sheet(r, bk, px))
    D.msg(D.T(17, 52, 40), "exec", exec_quality(r))

    # ---------------- filler chatter on an activity curve ----------------
    curve = {0: .1, 1: .05, 2: .05, 3: .05, 4: .05, 5: .1, 6: .4, 7: 1.6, 8: 3.2, 9: 4.0, 10: 3.2, 11: 2.6, 12: 1.4,
             13: 1.6, 14: 2.8, 15: 3.0, 16: 3.0, 17: 2.8, 18: 1.3, 19: .8, 20: .5, 21: .4, 22: .3, 23: .15}

    def when(item, lo=8, hi=19):
        if item.startswith("["):
            w, text = item[1:].split("] ", 1)
            a_, b_ = w.split("-")
            m0 = int(a_[:2]) * 60 + int(a_[3:])
            m1 = int(b_[:2]) * 60 + int(b_[3:])
            m = r.randint(m0, m1)
            return D.T(m // 60, m % 60, r.randint(0, 59)), text
        hs = [h for h in curve if lo <= h < hi]
        hh = r.choices(hs, [curve[h] for h in hs])[0]
        return D.T(hh, r.randint(0, 59), r.randint(0, 59)), item

    items = ([("marc", x) for x in MARC_CHAT] + [("theo", x) for x in THEO_CHAT] +
             [("claire", x) for x in CLAIRE_CHAT] + [("sophie", x) for x in SOPHIE_CHAT] +
             [("ana", x) for x in ANA_SHORT])
    r.shuffle(items)
    items = items[: len(items) - r.randint(0, 6)]
    for who, x in items:
        t, text = when(x)
        D.msg(t, who, c(text) + ("\n\n" + r.choice(CONTEXT_PARAS) if who == "ana" else ""))
    # analyst colour: each piece once, plus a recurring intraday read with its hour
    for x in range(5):
        D.msg(D.T(r.choice([9, 10, 11, 14, 15, 16]), r.randint(0, 59), r.randint(0, 59)), "ana",
              analyst_colour(r, ctx, bk, x))
    for k, tmpl in enumerate(ANA_COLOUR_LONG[1:]):
        D.msg(D.T(r.choice([9, 10, 13, 15, 16]), r.randint(0, 59), r.randint(0, 59)), "ana",
              tmpl.format(sp=fr(r.uniform(3, 7), 1), dk=r.randint(6, 14), **ctx) + "\n\n" + r.choice(CONTEXT_PARAS))
    for hh in (10, 11, 14, 15, 16):
        D.msg(D.T(hh, 45, r.randint(0, 59)), "ana", f"[{hh}h45] " + ANA_COLOUR_LONG[0].format(
            rng=r.randint(40, 110), vol=r.randint(70, 120), **ctx) + "\n\n" + r.choice(CONTEXT_PARAS))
    acks = ["ok", "thx", "merci", "👍", "👌", "top", "noted", "reçu", "🙏", "ok merci"]
    for i in range(r.randint(9, 13)):
        hh = r.choices(list(range(8, 19)), [curve[h] for h in range(8, 19)])[0]
        D.msg(D.T(hh, r.randint(0, 59), r.randint(0, 59)), r.choice(["theo", "marc", "claire"]), r.choice(acks), kind="noise")
    return D


def analyst_colour(r, ctx, bk, which=None):
    lux, sho, bank = bk["lux"], bk["short"], bk["bank"]
    pieces = [
        f"Point flux : les ETF européens ont enregistré 1,{r.randint(1, 9)} Md$ de souscriptions hier, dont 40% sur les financières. "
        f"Les volumes sur {lux} sont à {r.randint(70, 130)}% de la moyenne, sans bloc notable. Le put/call ratio CAC est remonté à 1,{r.randint(10, 40)}. "
        f"Pas d'anomalie détectée sur les lignes du book.",
        f"Revue consensus : les BPA 2026 du CAC 40 ont été révisés de -0,{r.randint(2, 9)}% sur la semaine ; luxe -1,4%, banques +0,8%, énergie -2,1%. "
        f"Le ratio de révisions (hausses/baisses) est à 0,{r.randint(55, 95)}. Information de contexte.",
        f"Corrélations 60 jours : {lux}/{sho} à 0,{r.randint(40, 80)}, {bank}/OAT-Bund à -0,{r.randint(30, 60)}. "
        f"La couverture indice explique {r.randint(55, 75)}% de la variance du book. Les shorts luxe restent le principal diversifiant.",
        f"Volatilité : VCAC à {ctx['vs']}, skew 25d à {r.randint(4, 8)} points, terme plat entre avril et juin. La vol réalisée 20j du {lux} "
        f"est à {r.randint(18, 30)}%, proche de l'implicite. Rien d'exploitable à ce stade.",
        f"Emprunt de titres : le taux d'utilisation sur {sho} est à {r.randint(8, 25)}%, fee stable. Sur les mid caps SBF 120 les fees montent "
        f"(Worldline, Atos), sans impact pour nos positions actuelles.",
    ]
    piece = pieces[which] if which is not None else r.choice(pieces)
    return piece + "\n\n" + "\n\n".join(r.sample(CONTEXT_PARAS, 2))


# ----------------------------------------------------------------------------
# long-form content (reports, notes, bot bodies) -- no decisions in here
# ----------------------------------------------------------------------------
def pr_body(r, company, headline):
    """Body of a regulated press release as the announcements bot relays it."""
    city = r.choice(["Paris", "Courbevoie", "Blagnac", "Gentilly", "Rueil-Malmaison"])
    return (
        f"{city}, le {r.randint(9, 13)} mars 2026 — {company} {headline[0].lower() + headline[1:]}.\n"
        f"Ce communiqué est publié en application de l'article 17 du règlement (UE) n° 596/2014 sur les abus de marché. "
        f"Les informations détaillées sont disponibles sur le site internet de la société, rubrique Investisseurs, "
        f"ainsi que dans le document d'enregistrement universel déposé auprès de l'AMF.\n"
        f"À propos de {company} : société cotée sur le compartiment A d'Euronext Paris, membre de l'indice "
        f"{r.choice(['CAC 40', 'SBF 120', 'CAC 40 et Euro Stoxx 50'])}. "
        f"Contacts : relations investisseurs +33 1 {r.randint(40, 79)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} · "
        f"relations presse presse@{company.lower().replace(' ', '').replace(chr(39), '').replace('é', 'e').replace('è', 'e')[:12]}.com"
        + PR_DISCLAIMER
    )


def note_luxury(r, ctx, bk, co):
    lux, sho, w1 = bk["lux"], bk["short"], bk["watch"][0]
    return (
        "Luxe — revue hebdomadaire (lecture, pas de reco)\n\n"
        f"Performance : le secteur recule de {r.randint(1, 4)},{r.randint(0, 9)}% sur la semaine contre un Stoxx 600 quasi stable. "
        f"{co(lux)} fait mieux que le secteur, {co(sho)} et {co(w1)} sous-performent. Le marché continue de séparer les marques "
        "« absolues » des marques aspirationnelles, dont la clientèle est plus sensible au ralentissement chinois et au tourisme.\n\n"
        "Chine : les ventes au détail de biens de luxe en Chine continentale seraient encore en baisse à un chiffre moyen, "
        "selon nos contacts en distribution. Hainan reste faible ; Macao se stabilise. Les flux touristiques chinois vers l'Europe "
        f"sont revenus à {r.randint(68, 82)}% du niveau 2019, avec une dépense par tête inférieure.\n\n"
        "États-Unis : la demande aspirationnelle se tient mieux que prévu, aidée par les effets richesse ; les droits de douane "
        "restent le principal risque à moyen terme, surtout pour les vins et spiritueux.\n\n"
        f"Valorisation : le secteur traite à {r.randint(21, 26)}x les BPA à 12 mois, légèrement sous sa moyenne 10 ans. "
        "La dispersion de valorisation entre les leaders et le reste du secteur est au plus haut depuis 2015.\n\n"
        "Positionnement : les fonds long-only restent surpondérés, les hedge funds ont réduit leur exposition nette d'environ "
        "un tiers depuis janvier. Les volumes d'options sur le secteur sont élevés, avec un skew put marqué.\n\n"
        "Calendrier : chiffres d'affaires T1 à partir de mi-avril ; plusieurs journées investisseurs prévues en juin.\n"
        "Cette note est une lecture de marché ; elle ne contient ni nouvelle position ni changement de vue."
    )


def note_banks(r, ctx, bk, co):
    bank = bk["bank"]
    return (
        "Banques françaises — sensibilité au spread OAT-Bund\n\n"
        f"Depuis le début de l'année, chaque élargissement de 10 pb du spread OAT-Bund s'est traduit en moyenne par une "
        f"sous-performance de {r.randint(2, 4)},{r.randint(0, 9)}% des banques françaises contre les banques de la zone euro. "
        f"La relation est plus forte pour les banques de détail domestiques que pour {co(bank)}, dont le mix est plus diversifié.\n\n"
        "Marge d'intérêt : la pentification de la courbe est un soutien au T2 et au T3 ; les dépôts réglementés (livret A) "
        "pèsent moins qu'en 2023. Le consensus nous semble raisonnable sur le produit net bancaire 2026.\n\n"
        "Capital : ratios CET1 confortables, rachats d'actions attendus au niveau des années précédentes ; aucun signal "
        "de la BCE sur une révision des exigences P2R.\n\n"
        "Risque politique : l'historique 2024-2025 montre que les épisodes de tension budgétaire se résorbent en deux à quatre "
        "semaines en l'absence de dégradation de la note souveraine. Une dégradation d'un cran par une agence majeure coûterait, "
        "selon nos estimations, 3 à 5 pb de spread supplémentaires à court terme.\n\n"
        f"Données de marché : CDS senior {co(bank)} 5 ans à {r.randint(48, 66)} pb, stables sur la semaine ; volumes sur le secteur "
        f"à {r.randint(85, 120)}% de la moyenne 20 jours.\n"
        "Conclusion : lecture de sensibilité à garder en tête pour le dimensionnement, sans changement de vue à ce stade."
    )


def note_aero(r, ctx, bk, co):
    aero = bk["aero"]
    return (
        "Aéronautique & défense — carnets de commandes et chaîne d'approvisionnement\n\n"
        "La contrainte principale du secteur reste l'offre, pas la demande : les motoristes et les fournisseurs de rang 2 "
        "(pièces forgées, aérostructures) limitent les cadences. Les retards de livraison de moteurs ont été réduits d'environ "
        f"{r.randint(15, 30)}% depuis l'automne selon les données de suivi des immatriculations.\n\n"
        f"Pour {co(aero)}, la visibilité sur le carnet dépasse huit ans de production au rythme actuel ; le sujet est la "
        "conversion en livraisons et en flux de trésorerie. Le marché a intégré une trajectoire de cadence prudente.\n\n"
        "Défense : les budgets européens continuent d'augmenter, avec un effet volume visible dès 2026 sur l'électronique "
        "de défense et les munitions. Les valorisations intègrent déjà une partie de ce scénario.\n\n"
        "Change : le secteur est structurellement long USD ; un EUR/USD à "
        f"{ctx['eurusd']} reste dans la fourchette couverte par les programmes de couverture publiés.\n\n"
        "Points de suivi : salon du Bourget l'an prochain, données mensuelles de livraisons, commentaires des compagnies "
        "aériennes sur la demande estivale. Aucun changement de vue dans cette note."
    )


def note_energy(r, ctx, bk, co):
    oil = bk["oil"]
    brent = r.randint(68, 79)
    return (
        "Énergie — sensibilité au Brent et aux marges de raffinage\n\n"
        f"Le Brent traite autour de {brent} $/b, en baisse de {r.randint(2, 6)}% sur le mois. Les marges de raffinage européennes "
        "se normalisent après un hiver élevé ; le gaz TTF est revenu sous 35 €/MWh.\n\n"
        f"Sensibilités (estimations internes) : pour {co(oil)}, 10 $/b de Brent représentent environ "
        f"{r.randint(2, 3)},{r.randint(0, 9)} Md$ de résultat opérationnel annuel ; 10 $/t de marge de raffinage environ 0,4 Md$.\n\n"
        "Retour à l'actionnaire : les programmes de rachat sont calibrés pour un Brent à 60-70 $ ; en dessous, le marché "
        "commencera à douter de leur maintien. Le rendement total (dividende + rachats) reste proche de 10%.\n\n"
        "Transition : les capex bas carbone sont stables en proportion ; la valorisation des actifs électriques reste un sujet "
        "de débat sans catalyseur à court terme.\n\n"
        "Lecture : le secteur est une couverture naturelle d'une partie du risque géopolitique du book. Rien ne change "
        "dans notre lecture cette semaine."
    )


def note_macro(r, ctx, bk, co):
    return (
        "Macro — preview BCE (FR/EN)\n\n"
        "Consensus: deposit rate unchanged at 2.00%, with a dovish tilt in the statement. Les marchés monétaires pricent "
        f"environ {r.randint(45, 70)}% de probabilité d'une baisse d'ici juin. Staff projections will likely trim 2026 growth "
        "by 0.1-0.2pp and keep core inflation close to 2%.\n\n"
        "Ce qui compte pour nous : (i) le ton sur la fragmentation et l'outil TPI, qui conditionne le spread OAT-Bund ; "
        "(ii) la trajectoire du QT ; (iii) les commentaires sur l'euro, après sa hausse de 3% depuis janvier.\n\n"
        "Scenarios (probabilités subjectives) : statu quo accommodant 55%, statu quo neutre 30%, baisse surprise 15%. "
        "In the dovish case, French banks have historically underperformed by ~1% on the day while exporters outperformed.\n\n"
        f"Niveaux de référence : Bund 10 ans 2,61%, OAT 10 ans {ctx['oat10']}%, EUR/USD {ctx['eurusd']}, VSTOXX {ctx['vs']}.\n"
        "No positioning change implied; this is a preparation note for Thursday."
    )


def press_review(r, ctx, bk, co, used):
    others = [k for k in NAMES if k not in used]
    r.shuffle(others)
    lines = ["Revue de presse 06h30 (titres hors book et hors watchlist, pour contexte)"]
    heads = [
        "remporte un contrat de maintenance de 600 M€ au Moyen-Orient (Les Échos)",
        "prépare la cession d'une division selon la presse italienne, pas de commentaire de la société",
        "nouveau directeur financier à compter du 1er mai (communiqué)",
        "grève annoncée sur deux sites industriels la semaine prochaine (Le Parisien)",
        "relève son objectif de marge à moyen terme lors d'une conférence sectorielle à Londres",
        "fait l'objet d'un article sur une possible entrée au capital d'un fonds souverain (Bloomberg, non confirmé)",
        "finalise le refinancement de sa dette bancaire à des conditions améliorées",
    ]
    r.shuffle(heads)
    for k, h in zip(others[:6], heads):
        lines.append(f"• {co(k)} ({k}) : {h}.")
    lines.append("• Macro : la confiance des ménages (INSEE) attendue en légère baisse ; grève des contrôleurs aériens évoquée pour avril.")
    lines.append("• Marchés : le Nikkei " + ctx["nk"] + ", le Hang Seng " + ctx["hs"] + " ; les futures US sont stables.")
    return "\n".join(lines)


def risk_snapshot(r, hh, bk, co):
    rows = [f"risk snapshot {hh:02d}:00 status=OK"]
    for k in (bk["lux"], bk["short"], bk["bank"], bk["aero"], bk["oil"], bk["pharma"]):
        rows.append(f"pos sym={k} mv_eur={r.randint(-4_800_000, 9_500_000)} beta={r.uniform(0.6, 1.4):.2f} "
                    f"pct_gross={r.uniform(1, 8):.1f} liq_days={r.uniform(0.05, 0.6):.2f}")
    rows.append(f"fut sym=FCEH6 lots={-r.randint(20, 40)} delta_eur={-r.randint(6, 12)}000000")
    rows.append(f"fut sym=FOATM6 lots={r.choice([0, 25])} dv01_eur={r.randint(0, 2600)}")
    rows.append(f"agg gross_eur={r.randint(38, 44)}{r.randint(100000, 999999)} net_eur={r.randint(1, 6)}{r.randint(100000, 999999)} "
                f"var99_1d={r.randint(1200, 1600)}000 stress_covid={-r.randint(2100, 3400)}000")
    return "```\n" + "\n".join(rows) + "\n```"


def exec_quality(r):
    return (
        "Qualité d'exécution — semaine précédente (agrégats, algo)\n"
        f"ordres: {r.randint(38, 61)} · notionnel: {r.randint(40, 90)} M€ · participation moyenne: {r.randint(6, 12)}%\n"
        f"slippage vs arrivée: {r.uniform(-3, 4):+.1f} bp (actions), {r.uniform(-0.5, 0.8):+.2f} tick (futures)\n"
        f"part exécutée au fixing de clôture: {r.randint(18, 34)}% · dark/LIS: {r.randint(8, 20)}%\n"
        "venues: XPAR 61% · CBOE EU 14% · Turquoise 9% · Aquis 6% · LIS 10%\n"
        "incidents: 1 rejet collar (résolu), 0 erreur de routage, 2 reconnexions FIX sans impact\n"
        "Aucun ordre ouvert concerné ; rapport purement statistique."
    )


def eod_sheet(r, bk, px):
    rows = ["Expo fin de journée (sheet v3, indicatif, avant recon)", "```",
            f"{'ligne':<8}{'qté':>10}{'cours':>10}{'MV €':>14}"]
    for k, q in ((bk["lux"], 9_500), (bk["short"], -3_000), (bk["bank"], 2_000), (bk["aero"], 12_000),
                 (bk["oil"], 40_000), (bk["pharma"], -5_000)):
        rows.append(f"{k:<8}{frq(q):>10}{fr(px[k]):>10}{frq(int(q * px[k])):>14}")
    rows.append("```")
    rows.append("sources : blotter + OMS, la recon officielle arrive à 19h.")
    return "\n".join(rows)


def digest(r, slot, bk, co):
    items = [
        f"{co(bk['unrel'])} — communiqué AMF",
        "IPC France final — conforme",
        "Note broker secteur chimie — reçue",
        f"Flux options CAC — {r.randint(3, 9)} alertes volumes",
        "Calendrier dividendes mai — mis à jour",
        "Adjudication OAT jeudi — rappel",
        f"{co(bk['watch'][1])} — revue presse",
        "Bund/OAT — spread monitor",
    ]
    r.shuffle(items)
    n = r.randint(5, 8)
    return (f"cron[{slot}-digest] {n} items collectés · 0 routed · 0 escalated\n" +
            "\n".join(f"  - {x}" for x in items[:n]))


def fiche(r, k, side, co, px):
    lo, hi = px[k] * r.uniform(0.93, 0.97), px[k] * r.uniform(1.03, 1.07)
    return (
        f"Fiche pré-ouverture — {co(k)} ({k}) · ligne {side}\n"
        f"Cours de référence : {fr(px[k])} € · plus bas/plus haut 20 séances : {fr(lo)} / {fr(hi)} · "
        f"volatilité réalisée 20j : {r.randint(16, 34)}% · volume moyen 20j : {frq(r.randint(300, 2600) * 1000)} titres.\n"
        f"Consensus : BPA 2026 {fr(px[k] / r.uniform(12, 26))} € ({r.choice(['-', '+'])}{fr(r.uniform(0.1, 2.5), 1)}% sur 1 mois), "
        f"{r.randint(8, 22)} achats / {r.randint(4, 12)} neutres / {r.randint(0, 6)} ventes, objectif moyen {fr(px[k] * r.uniform(0.95, 1.2))} €.\n"
        f"Technique : moyenne mobile 50j à {fr(px[k] * r.uniform(0.96, 1.04))} ; RSI 14j à {r.randint(32, 68)} ; "
        f"écart au VWAP de la veille {r.choice(['+', '-'])}{fr(r.uniform(0.05, 0.8), 2)}%.\n"
        f"Positionnement : short interest {fr(r.uniform(0.4, 3.5), 1)}% du flottant ; prêt de titres utilisé à {r.randint(5, 30)}%.\n"
        f"Prochains événements : publication T1 le {r.randint(15, 30)} avril, AG le {r.randint(2, 28)} mai.\n"
        f"Dividende : {fr(r.uniform(0.5, 6), 2)} € attendu, détachement en {r.choice(['mai', 'juin', 'juillet'])} ; "
        f"notation crédit {r.choice(['A', 'A+', 'A-', 'BBB+', 'AA-'])} (perspective stable).\n"
        f"Sensibilités estimées : beta 1 an {fr(r.uniform(0.6, 1.4), 2)} vs CAC 40 ; corrélation 60j avec l'EUR/USD "
        f"{fr(r.uniform(-0.5, 0.3), 2)} ; corrélation avec le spread OAT-Bund {fr(r.uniform(-0.4, 0.2), 2)}.\n"
        "EN: reference card only — numbers refreshed from the overnight data load; no recommendation and no change to the line."
    )


EN_SUMMARY = [
    "EN summary: sector read-through only; dispersion high; positioning data mixed; nothing here changes the book.",
    "EN summary: sensitivity framework for sizing; no view change; data as of last night's close, sources internal and public.",
    "EN summary: supply-chain constraints dominate; order books long; FX exposure within published hedging ranges; no new call.",
    "EN summary: commodity sensitivities and payout framework; risk factors listed above; informational note for the morning meeting.",
]

EXTRA_MORNING = """
SECTOR VIEWS (house, 12m): Luxury — Neutral (from Positive in Jan); Banks — Positive; Oil & Gas — Neutral; A&D — Positive; Pharma — Neutral; Utilities — Negative.
EARNINGS THIS WEEK: Tue — 2 mid caps (FY), Wed — 1 CAC name pre-close call, Thu — Euronext monthly volumes, Fri — quad witching.
MODEL PORTFOLIO CHANGES: none today. Our European Top-15 is +3.4% YTD vs benchmark +2.1%.
CROSS-ASSET: gold +0.6%, Brent -1.4%, copper flat; 2s10s US +3bp; IG credit spreads 2bp tighter.
WHAT WE HEARD: long-only clients asking about French political risk and bank exposure; hedge funds asking about luxury shorts crowding.
DISCLOSURES: This note has been prepared by the equity sales desk and is not investment research. It has not been prepared in accordance with legal requirements designed to promote the independence of investment research. The firm may have positions in, or may seek to do business with, the companies mentioned. Prices as of previous close. Reproduction prohibited. For professional clients and eligible counterparties only (MiFID II)."""

IB_CHAT = """[collé depuis IB chat — {broker} sales trading]
10:12 {broker}: axes du jour — natural seller {a1} ~{q1}k, natural buyer {a2} ~{q2}k, on a aussi un bloc {a3} à travailler en LIS
10:13 {broker}: un HF américain a liquidé du {a3} hier soir, 1,2M titres au fixing
10:14 Théo: ok merci, rien pour nous a priori
10:15 {broker}: noté. Pour info notre desk delta one voit des flux de roll sur FCE mars/avril assez lourds
10:16 Théo: yes on a vu, merci
10:17 {broker}: si tu veux la liste complète des IOI je te l'envoie par mail"""

EURONEXT_NOTICE = """Euronext — Avis de marché / Market notice
Objet : échéance trimestrielle des produits dérivés sur indice CAC 40 (FCE, PXA, PXL) — vendredi 20 mars 2026.
Le cours de liquidation sera calculé comme la moyenne des valeurs de l'indice diffusées entre 15h40 et 16h00 (heure de Paris). Les positions ouvertes sur les contrats mars seront liquidées au cours de liquidation ; les ordres non exécutés sur ces séries seront supprimés en fin de séance.
English: the quarterly expiry of CAC 40 index derivatives takes place on Friday. The exchange delivery settlement price (EDSP) is the average of index values disseminated between 15:40 and 16:00 CET. Unexecuted orders on expiring series are deleted at end of day.
Ce message est diffusé à titre d'information ; il ne modifie pas les règles de marché en vigueur."""


def risk_eod(r, bk):
    lines = ["risk EOD report status=FINAL", "section=limits"]
    for k, lim in (("gross_eur", "45000000"), ("net_eur", "8000000"), ("var99_1d_eur", "2000000"),
                   ("daily_loss_eur", "350000"), ("fce_lots", "60"), ("foat_lots", "80")):
        lines.append(f"  metric={k} limit={lim} used_pct={r.randint(35, 92)} headroom_pct={r.randint(8, 65)}")
    lines.append("section=stress")
    for sc in ("covid_2020", "gfc_2008", "oat_spread_+50bp", "luxury_-15pct", "eurusd_+5pct", "brent_-20pct"):
        lines.append(f"  scenario={sc} pnl_eur={-r.randint(250, 3900)}000")
    lines.append("section=liquidity")
    for k in (bk["lux"], bk["short"], bk["bank"], bk["aero"], bk["oil"], bk["pharma"]):
        lines.append(f"  sym={k} adv_pct={r.uniform(0.5, 9):.1f} days_to_exit_20pct={r.uniform(0.05, 0.5):.2f}")
    lines.append("section=run elapsed_s=14.2 source=oms+refdata version=risk-agent")
    return "```\n" + "\n".join(lines) + "\n```"


CI_REPORT = """ci: pipeline #{n} (main) · feed-tools · ✅ passed
  lint ............ ok (ruff 0 warnings)
  unit ............ 418 passed, 3 skipped (12.4s)
  integration ..... 57 passed (1m41s) — fixtures: euronext_refdata, oms_replay_0312
  build ........... image desk-par/exec-agent:{tag} (142 Mo)
  scan ............ 0 critical, 2 low (base image)
artefacts: s3://desk-par/ci/{n}/"""

LONG_TRACE = """⚠️ risk-agent: exception dans le job de valorisation (retry 1/3 ok)
```
Traceback (most recent call last):
  File "/srv/risk_agent/jobs/valuation.py", line 221, in run
    marks = self.marks.fetch(symbols, asof=asof)
  File "/srv/risk_agent/marketdata/client.py", line 148, in fetch
    resp = self._session.get(url, params=params, timeout=self.timeout)
  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 602, in get
    return self.request("GET", url, **kwargs)
  File "/usr/lib/python3.11/site-packages/requests/sessions.py", line 589, in request
    resp = self.send(prep, **send_kwargs)
  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 532, in send
    raise ReadTimeout(e, request=request)
requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='md.internal', port=443): Read timed out. (read timeout=5)
```
valorisation relancée, marks à jour à +38s, aucune limite impactée"""

ANA_COLOUR_LONG = [
    "Lecture intraday : le CAC 40 évolue dans un range de {rng} points depuis l'ouverture, avec des volumes à {vol}% de la moyenne. "
    "La rotation favorise les cycliques de qualité au détriment des défensives ; les valeurs de croissance à forte valorisation "
    "sont vendues sur la hausse des taux réels. Les flux d'ETF sur le marché français sont légèrement négatifs. "
    "Aucun signal spécifique sur les lignes du book, les mouvements restent dans leurs bandes de volatilité habituelles.",
    "Microstructure : le spread moyen sur les CAC 40 est de {sp} bp ce matin, la profondeur de carnet au meilleur prix est "
    "inférieure de 15% à la moyenne. Les dark pools représentent {dk}% des volumes. Ce type de configuration précède souvent "
    "une séance de fixing lourde. Information utile pour le découpage des ordres, rien d'autre.",
    "Taux : le 10 ans français à {oat10}%, le spread contre le Bund à {spr} pb. Les swap spreads sont stables, "
    "la demande des investisseurs japonais sur le long de la courbe est en recul selon les données de flux. "
    "Les futures OAT traitent avec une base stable. Lecture neutre pour les actions financières à court terme.",
    "Change : l'EUR/USD à {eurusd}, volatilité implicite 1 mois à 6,8%, risk reversals neutres. "
    "Les exportateurs du CAC 40 ont historiquement une sensibilité de -0,3 à -0,5 de leur performance relative à une hausse de 1% de l'euro. "
    "Pas de mouvement anormal aujourd'hui ; simple mise à jour du tableau de bord.",
]


PR_DISCLAIMER = (
    "\nAvertissement : ce communiqué contient des déclarations prospectives fondées sur des hypothèses que la société "
    "considère raisonnables ; elles sont soumises à des risques et incertitudes, notamment ceux décrits au chapitre "
    "« Facteurs de risques » du document d'enregistrement universel. La société ne s'engage pas à mettre à jour ces "
    "déclarations, sauf obligation légale ou réglementaire."
)


def note_pharma(r, ctx, bk, co):
    ph = bk["pharma"]
    return (
        "Santé — calendrier des catalyseurs et lecture des essais (note de fond)\n\n"
        f"Le secteur santé européen sous-performe de {r.randint(2, 6)}% depuis janvier ; les investisseurs restent focalisés sur "
        "les expirations de brevets 2027-2030 et sur la pression tarifaire américaine (IRA, négociations Medicare).\n\n"
        f"Pour {co(ph)}, le pipeline concentre l'essentiel de la valeur au-delà de 2028 ; le marché applique une probabilité de "
        "succès implicite inférieure aux taux historiques de phase III dans l'immunologie. Les prochaines lectures d'essais "
        "sont espacées jusqu'à l'été, ce qui limite les catalyseurs de court terme.\n\n"
        "Historique : sur les dix dernières lectures négatives de phase III dans le secteur, la baisse moyenne le jour J a été "
        f"de {r.randint(4, 9)}%, suivie d'un rebond partiel dans 6 cas sur 10 sous un mois. Ces chiffres sont indicatifs et "
        "l'échantillon est petit.\n\n"
        "Valorisation : 12-13x les BPA, rendement du dividende proche de 4%. Positionnement hedge funds légèrement court.\n\n"
        "EN summary: background note on pipeline catalysts; historical base rates quoted for reference; no view change."
    )


def note_midcaps(r, ctx, bk, co):
    return (
        "SBF 120 / mid caps — liquidité et dispersion\n\n"
        f"Les volumes sur les valeurs du SBF 120 hors CAC 40 sont à {r.randint(60, 85)}% de leur moyenne annuelle. "
        "Le coût d'exécution moyen d'un ordre de 1% de l'ADV est passé de 9 à 13 pb en trois mois. La dispersion des "
        "rendements intra-indice est au plus haut depuis 2022, ce qui favorise en théorie les stratégies long/short, "
        "mais le coût de portage (emprunt de titres) remonte sur une vingtaine de valeurs.\n\n"
        "Les flux des fonds small & mid caps restent négatifs (17e semaine consécutive de décollecte selon EPFR). "
        "Les opérations de retrait de cote se multiplient : cinq offres publiques annoncées depuis janvier, avec une prime "
        "moyenne de 31%.\n\n"
        "Implications pratiques : découper davantage, privilégier le fixing de clôture, surveiller les seuils de déclaration. "
        "Rien dans cette note ne concerne directement les lignes actuelles du book.\n\n"
        "EN summary: mid-cap liquidity is thin and expensive; dispersion is high; take-privates continue; no action item."
    )


def note_vol(r, ctx, bk, co):
    return (
        "Vol & options CAC — revue\n\n"
        f"VCAC à {ctx['vs']}, dans le premier quartile sur un an. La structure par terme est légèrement ascendante "
        "(avril < juin < septembre), le skew 90/110 est raide à 6,5 points. La vol réalisée 10 jours est inférieure "
        "de 2 points à l'implicite, ce qui rend l'achat d'options moins coûteux qu'en moyenne mais pas gratuit.\n\n"
        "Événements : BCE jeudi, quatre sorcières vendredi, publications T1 à partir de mi-avril. Historiquement, la vol "
        "implicite remonte de 1 à 2 points dans les cinq séances précédant une réunion BCE avec conférence de presse "
        "et nouvelles projections.\n\n"
        "Positionnement des teneurs de marché : gamma légèrement positif autour des 8 100, négatif sous 7 950 selon nos "
        "estimations ; cela peut amplifier les mouvements en cas de cassure.\n\n"
        "EN summary: vol is cheap-ish vs history, skew steep, event-heavy week; dealer gamma flips below 7,950; informational only."
    )


ASIA_WRAP = (
    "Asia / overnight wrap (auto)\n"
    "Japon : Nikkei {nk}, yen stable ; les exportateurs en tête, les banques en retrait après l'adjudication JGB 30 ans.\n"
    "Chine : Hang Seng {hs}, CSI 300 quasi stable ; les valeurs de consommation discrétionnaire reculent après des données "
    "de crédit plus faibles que prévu ; la PBoC a injecté 200 Md CNY via reverse repo.\n"
    "Corée / Taïwan : semi-conducteurs en hausse sur les commentaires d'un grand fondeur ; KOSPI +0,6%.\n"
    "Australie : ASX 200 -0,2%, minières en baisse avec le minerai de fer.\n"
    "US (clôture) : S&P {spx}, Nasdaq en tête ; rendements 10 ans à 4,21% ; pétrole en baisse.\n"
    "Devises : EUR/USD {eurusd}, USD/JPY 148,3 ; or +0,4%.\n"
    "Europe (pré-ouverture) : futures Euro Stoxx 50 indiqués {cacchg}. Rien de spécifique sur les lignes du book."
)

MIDDAY_MARC = (
    "Point de midi, pour ceux qui étaient en réunion :\n"
    "- marché calme, le CAC autour des {cac}, les banques tiennent, le luxe reste lourd ;\n"
    "- le risque a été actif ce matin, merci de relire le fil du breach avant de toucher quoi que ce soit ;\n"
    "- on garde la discipline sur les fils : une idée = un fil, les décisions y sont écrites ;\n"
    "- l'après-midi sera rythmée par les stats US à 14h30 et la BCE en toile de fond.\n"
    "Je suis joignable, mais je serai en comité de 16h à 16h45."
)

EOD_MARC = (
    "Bilan rapide de la journée : séance sans drame, liquidité correcte au fixing, les fils ont bien fonctionné. "
    "Deux remarques : (1) attention aux fautes de frappe sur les tailles, on a eu une alerte ce matin ; "
    "(2) les infos clients n'ont rien à faire ici, Nadia a eu raison de nettoyer. "
    "Demain même organisation, point à 8h45. Bonne soirée à tous."
)

CALL_NOTES = (
    "notes du call {co} (pas dans le book, juste pour info) :\n"
    "- mgmt très confiant sur le S2, guidance de marge reaffirmed, pricing ok malgré la concurrence asiatique\n"
    "- capex un peu plus haut que prévu, FCF conversion ~85%\n"
    "- Q&A : beaucoup de questions sur le M&A, ils disent « disciplined », pas de deal transformant\n"
    "- le CFO a évité la question sur les stocks en Europe, bizarre\n"
    "- stock réagit +1% pendant le call\n"
    "overall rien d'actionable pour nous, mais je garde un œil"
)


def comp_table(r, names, co, px, title="Annexe — comparables"):
    rows = [title, "```", f"{'valeur':<22}{'cours':>10}{'PE26':>7}{'EV/EBIT':>9}{'rdt %':>7}{'perf 1m':>9}"]
    for k in names:
        rows.append(f"{co(k)[:21]:<22}{fr(px[k]):>10}{fr(r.uniform(9, 32), 1):>7}{fr(r.uniform(6, 24), 1):>9}"
                    f"{fr(r.uniform(0.5, 6), 1):>7}{r.uniform(-9, 9):>+8.1f}%")
    rows.append("```")
    rows.append("Sources : consensus agrégé, cours de clôture de la veille. Chiffres indicatifs.")
    return "\n".join(rows)


STOCK_SPECIFIC = """
STOCK-SPECIFIC (overnight):
 • {a}: CEO interview in Les Echos — reiterates 2026 targets, no M&A appetite. Neutral.
 • {b}: sector peer pre-close call flagged softer March; read-across limited in our view.
 • {c}: index review — likely inclusion in Stoxx Europe 50 at June rebalance (our estimate, not confirmed).
 • {d}: bond issue (EUR 750m, 7y) priced at MS+95bp, 3x covered.
 • {e}: activist stake disclosed at 3.1%; letter to the board expected.
 • Autos: EU registrations Feb -2.4% y/y; BEV share 17%.
 • Telecoms: spectrum auction timetable published by ARCEP."""

MARKET_BOARD = """📊 tableau marché {hh}
CAC 40 {cac} ({cacchg}) · SBF 120 {sbf} · Euro Stoxx 50 {sx}
FCE avr {fce} · VCAC {vs} · Bund 10a 2,61% · OAT 10a {oat10}% · OAT-Bund {spr} pb
EUR/USD {eurusd} · Brent {brent} $ · or {gold} $
meilleures : {up} · moins bonnes : {down}
(flux auto, pas d'alerte)"""


CONTEXT_PARAS = [
    "Contexte : la saisonnalité de mars est historiquement neutre pour le CAC 40 (+0,3% en moyenne depuis 2000, hausse 14 années sur 25), "
    "avec une volatilité accrue la semaine des quatre sorcières. Les rachats d'actions des sociétés du CAC reprennent après les publications annuelles.",
    "Méthodologie : les chiffres ci-dessus proviennent des données de marché consolidées (Euronext, MTF, OTC déclaré), "
    "retraitées des blocs hors carnet. Les moyennes sont calculées sur 20 séances glissantes, hors jours de demi-séance.",
    "Pour mémoire, la sensibilité du book aux facteurs (beta marché, taille, valeur, momentum) est recalculée chaque nuit ; "
    "les expositions du jour sont dans le tableau de bord risque, je ne les reprends pas ici.",
    "Côté flux, les fonds indiciels ont des rebalancements modestes cette semaine ; la prochaine revue trimestrielle des indices "
    "Euronext est annoncée pour début juin, avec effet au troisième vendredi.",
    "Remarque de méthode : les corrélations courtes sont instables en période de faible volatilité et peuvent doubler en quelques "
    "séances lors d'un choc ; elles servent d'indication, pas de paramètre de dimensionnement.",
    "Note : les données de positionnement (CFTC, EPFR, prêt de titres) sont publiées avec un décalage de deux à sept jours ; "
    "elles décrivent la semaine passée plus que la séance en cours.",
    "EN: context paragraph only — seasonality, flows and methodology notes to help read the numbers above; nothing to action.",
    "Rappel calendrier : adjudication OAT jeudi matin, BCE jeudi 14h15 avec conférence de presse à 14h45, échéance trimestrielle vendredi.",
]


MIDDAY_FLASH = """>>> fwd — {broker} · Flash midi · {date}
Intraday: European equities drifting, cyclicals bid, defensives offered. Volumes light (~70% of 20d avg).
Ideas from our desk this morning (for reference, not for any specific account):
 - we would buy {x} on any dip below €{xp}: the de-rating looks overdone vs peers, 2026 FCF yield 7%;
 - we would stay away from {y} into the CMD next week — too much optimism priced in, positioning crowded;
 - relative value: long {z} / short sector basket has worked 6 of the last 8 weeks (we monitor it, no change today).
Flows: real money buyers of French banks for the 3rd day, HF sellers of luxury via swaps, corporate buyback activity steady.
Macro: US retail sales at 14:30 (cons. +0.4% m/m); ECB quiet period started.
Disclaimer: sales commentary, not investment research; may not be suitable for all investors."""


def dossier_reply(r, w2, co, px):
    return (
        f"Point écrit — {co(w2)} ({w2}), suite à ta demande de 13h\n\n"
        f"1) Le communiqué : il s'agit d'une information réglementaire sans impact chiffré sur les comptes 2026. "
        f"Nous avons relu les trois derniers communiqués comparables : aucun n'avait modifié le consensus de plus de 0,5%.\n"
        f"2) Réaction de marché : le titre évolue à {fr(px[w2])} €, dans sa bande de volatilité habituelle ; volumes à "
        f"{r.randint(80, 125)}% de la moyenne, aucun bloc identifié.\n"
        f"3) Lecture fondamentale : l'exposition Chine/US et la trajectoire de marge restent les deux variables clés ; "
        f"le communiqué n'apporte rien sur ces points.\n"
        f"Conclusion : thèse inchangée sur {co(w2)}, on reste en watchlist sans position, prochain point à la publication T1.\n"
        f"4) Annexes : historique des réactions aux communiqués (10 derniers), consensus détaillé par segment, "
        f"notes de deux brokers reçues ce matin (non reprises ici). EN: the release is administrative; no change to the view."
    )


def note_attribution(r, bk, co):
    rows = []
    for k in (bk["lux"], bk["short"], bk["bank"], bk["aero"], bk["oil"], bk["pharma"]):
        rows.append(f"  {co(k):<22} spécifique {r.uniform(-30, 45):+.0f}k€ · marché {r.uniform(-20, 30):+.0f}k€ · secteur {r.uniform(-15, 15):+.0f}k€")
    return (
        "Attribution de performance — semaine en cours (lecture, pas d'action)\n"
        "Décomposition du PnL par ligne entre composante marché (beta CAC 40), secteur (Stoxx 600 sectoriel) et spécifique :\n"
        + "\n".join(rows) + "\n"
        f"  Futures/FX                 couverture {r.uniform(-60, 60):+.0f}k€\n"
        "Lecture : la composante spécifique explique l'essentiel du PnL de la semaine, ce qui est cohérent avec un book "
        "long/short à beta net faible. Le coût de portage des shorts (emprunt + dividendes) représente environ 3 pb par semaine. "
        "Les frais d'exécution sont conformes au budget. Le modèle de risque sous-estime légèrement la volatilité des lignes "
        "pharma depuis deux mois ; la calibration sera revue avec l'équipe risque lors de la revue trimestrielle.\n"
        "EN: weekly attribution, descriptive only; stock-specific dominates; carry and costs in line with budget."
    )


def note_credit(r, bk, co):
    return (
        "Crédit — ce que disent les CDS et les primaires\n\n"
        f"iTraxx Main à {r.randint(52, 62)} pb, Crossover à {r.randint(280, 320)} pb, tous deux stables sur la semaine. "
        "Le marché primaire européen a absorbé 38 Md€ d'émissions investment grade, avec des primes de nouvelle émission "
        "quasi nulles. Les émetteurs français paient environ 6 pb de plus que leurs pairs allemands à notation égale, "
        "écart qui s'est creusé depuis janvier avec le risque politique.\n\n"
        f"Sur les noms du book, les CDS 5 ans de {co(bk['bank'])} et de {co(bk['oil'])} n'indiquent aucune tension ; "
        "la base CDS-obligations est normale. Historiquement, le crédit a précédé les actions d'une à deux semaines lors "
        "des épisodes de stress domestiques (2011, 2024), d'où ce suivi hebdomadaire.\n\n"
        "EN: credit is calm; French issuers pay a small political premium; no early-warning signal on our names."
    )


# ----------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------
def _text_of(content, embeds):
    parts = [content or ""]
    for e in embeds or []:
        for k in ("title", "description", "author", "footer"):
            if e.get(k):
                parts.append(str(e[k]))
        for f in e.get("fields", []) or []:
            parts.append(str(f.get("name", "")))
            parts.append(str(f.get("value", "")))
    return "\n".join(parts)


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    channels = max(1, int(channels))
    days = max(1, int(days))
    builders = []
    for ch in range(channels):
        main = channel_id(ch)
        for d in range(days):
            day0 = end - timedelta(days=days - d)
            builders.append((ch, main, build_day(seed, ch, d, day0, main, full=(ch == 0 and d == 0))))

    # global id assignment in time order
    allm = []
    for ch, main, D in builders:
        for m in D.msgs:
            allm.append((m["t"], ch, main, D, m))
    allm.sort(key=lambda x: (x[0], x[4]["key"]))
    seq_by_ms = {}
    idmap = {}
    for t, ch, main, D, m in allm:
        ms = int(t.timestamp() * 1000)
        s = seq_by_ms.get(ms, 0)
        seq_by_ms[ms] = s + 1
        worker = (int(PEOPLE[m["who"]][0]) >> 7) % 32
        mid = str(snow(ms, worker, s))
        m["id"] = mid
        idmap[m["key"]] = m
    # thread ids = starter message ids
    for _, _, _, D, m in allm:
        if m["thread"]:
            m["chan"] = idmap[m["thread"]]["id"]
            m["parent"] = D.main
        else:
            m["chan"] = D.main
            m["parent"] = None

    stream = []  # (time, order, line)
    for t, ch, main, D, m in allm:
        aid, aname, abot = PEOPLE[m["who"]]
        msg = {"id": m["id"], "author_id": aid, "author_name": aname, "author_bot": abot,
               "created_at": iso(t), "content": m["content"], "attachments": [], "embeds": m["embeds"],
               "reference_id": idmap[m["ref"]]["id"] if m["ref"] else None, "pinned": False}
        line = {"op": "create", "guild_id": GUILD_ID, "channel_id": m["chan"]}
        if m["parent"]:
            line["parent_channel_id"] = m["parent"]
        line["message"] = msg
        stream.append((t, 0, line))
    for ch, main, D in builders:
        for o in D.ops:
            if o["op"] == "bulk_delete":
                tgt = [idmap[k] for k in o["keys"]]
                line = {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": tgt[0]["chan"],
                        "message_ids": [x["id"] for x in tgt], "deleted_at": iso(o["t"])}
            else:
                tm = idmap[o["key"]]
                line = {"op": o["op"], "guild_id": GUILD_ID, "channel_id": tm["chan"]}
                if tm["parent"]:
                    line["parent_channel_id"] = tm["parent"]
                if o["op"] == "edit":
                    line.update(message_id=tm["id"], edited_at=iso(o["t"]), content=o["content"])
                elif o["op"] == "delete":
                    line.update(message_id=tm["id"], deleted_at=iso(o["t"]))
                elif o["op"] == "forget":
                    line.update(message_id=tm["id"], requested_by=PEOPLE[o["by"]][0], at=iso(o["t"]))
                elif o["op"] == "pin":
                    line.update(message_id=tm["id"], by=PEOPLE[o["by"]][0], at=iso(o["t"]))
                elif o["op"] == "reaction_add":
                    line.update(message_id=tm["id"], emoji=o["emoji"], user_id=PEOPLE[o["who"]][0], at=iso(o["t"]))
            stream.append((o["t"], 1, line))
    stream.sort(key=lambda x: (x[0], x[1]))
    events = [x[2] for x in stream]

    # labels
    hard, superseded, removed, noise, near, idioms = [], [], [], [], [], []
    for t, ch, main, D, m in allm:
        final = m["edits"][-1][1] if m["edits"] else m["content"]
        if m["state"] in ("deleted", "forgotten"):
            removed.append(_snippet(m["content"] or _text_of("", m["embeds"])))
        if m["hard"]:
            hard.append({"channel_id": m["chan"], "message_id": m["id"], "event_type": m["hard"]["event_type"],
                         "facts": m["hard"]["facts"], "phrasing": m["hard"]["phrasing"], "final_state": m["state"]})
            for s in m["superseded"]:
                superseded.append([m["chan"], m["id"], s])
        elif m["state"] == "live":
            if m["kind"] == "noise":
                noise.append(m["id"])
            elif m["kind"] == "near":
                near.append(m["id"])
        if m["idiom"] and ch == 0 and D.d == 0:
            idioms.append({"message_id": m["id"], "idiom": m["idiom"][0], "expected": m["idiom"][1]})
        m["final"] = final
    labels = {"desk": DESK, "hard_events": hard, "superseded_facts": superseded, "removed_texts": removed,
              "noise_message_ids": noise, "near_miss_ids": near, "idioms": idioms}
    return {"events": events, "labels": labels}


def _snippet(s: str) -> str:
    s = s.strip().splitlines()[0] if s.strip() else s
    return s[:60]


def stats(events, labels) -> dict:
    creates = [e for e in events if e["op"] == "create"]
    by_type = {}
    for h in labels["hard_events"]:
        by_type[h["event_type"]] = by_type.get(h["event_type"], 0) + 1
    nbytes = sum(len(_text_of(e["message"]["content"], e["message"]["embeds"]).encode()) for e in creates)
    return {"messages": len(creates), "bytes": nbytes, "hard_events": len(labels["hard_events"]),
            "by_type": by_type, "noise": len(labels["noise_message_ids"]), "near_misses": len(labels["near_miss_ids"]),
            "idioms": len(labels["idioms"]), "ops": len(events)}


def main(argv=None):
    ap = argparse.ArgumentParser(prog=f"python -m tests.desks.{DESK}")
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
    with open(a.out, "w", encoding="utf-8") as f:
        for e in out["events"]:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(out["labels"], f, ensure_ascii=False, indent=1)
    print(json.dumps(stats(out["events"], out["labels"]), ensure_ascii=False), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
