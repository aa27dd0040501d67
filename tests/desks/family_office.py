#!/usr/bin/env python3
"""family_office desk generator: a Geneva/Paris multi-asset family office channel.

A seeded, pure-function generator of a busy Discord channel day (or week) plus
ground-truth labels. Standard library only.

    python -m tests.desks.family_office --out cap.jsonl --labels labels.json \
        [--seed N] [--channels N] [--days N] [--end ISO]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from datetime import datetime, timedelta, timezone

DESK = "family_office"
DISCORD_EPOCH = 1420070400000
# Fixed default end: midnight Geneva time at the end of Friday 4 Dec 2026.
DEFAULT_END = datetime(2026, 12, 4, 23, 0, 0, tzinfo=timezone.utc)
NB = "\u00a0"      # no-break space, as bank back-office systems print it
NNB = "\u202f"     # narrow no-break space (French typography, Outlook on Mac)


# --------------------------------------------------------------------------- ids

def _h(tag: str) -> int:
    return int(hashlib.sha256(f"{DESK}:{tag}".encode()).hexdigest(), 16)


def _snow_at(tag: str, when: datetime) -> str:
    ms = int(when.timestamp() * 1000)
    return str(((ms - DISCORD_EPOCH) << 22) | (_h(tag) & ((1 << 22) - 1)))


GUILD_ID = _snow_at("guild", datetime(2022, 9, 14, 8, 12, 7, tzinfo=timezone.utc))


def channel_id(ch: int) -> str:
    return _snow_at(f"channel-{ch}", datetime(2023, 1, 9, 9, 41, tzinfo=timezone.utc) + timedelta(days=37 * ch, seconds=_h(f"c{ch}") % 80000))


def thread_id(ch: int, mandate: str) -> str:
    return _snow_at(f"thread-{ch}-{mandate}", datetime(2024, 2, 5, 10, 3, tzinfo=timezone.utc) + timedelta(days=11 * ch + len(mandate), seconds=_h(f"t{ch}{mandate}") % 80000))


PEOPLE = {
    # key: (display name, bot?, account creation date)
    "henri": ("Henri de Villeneuve", False, datetime(2021, 3, 2, 19, 4, tzinfo=timezone.utc)),
    "sophie": ("Sophie Lindqvist", False, datetime(2020, 11, 17, 8, 30, tzinfo=timezone.utc)),
    "lea": ("Léa Fontaine", False, datetime(2022, 6, 1, 7, 55, tzinfo=timezone.utc)),
    "thomas": ("Thomas Keller", False, datetime(2021, 9, 23, 12, 10, tzinfo=timezone.utc)),
    "maxime": ("Maxime Roux", False, datetime(2023, 9, 4, 6, 45, tzinfo=timezone.utc)),
    "mail": ("mailbridge", True, datetime(2022, 10, 3, 14, 0, tzinfo=timezone.utc)),
    "custody": ("BPL Custody", True, datetime(2022, 10, 5, 9, 20, tzinfo=timezone.utc)),
    "atlas": ("atlas-risk", True, datetime(2023, 4, 12, 16, 2, tzinfo=timezone.utc)),
    "news": ("newswire", True, datetime(2022, 10, 3, 14, 25, tzinfo=timezone.utc)),
    "blotter": ("blotter", True, datetime(2023, 2, 20, 10, 11, tzinfo=timezone.utc)),
    "infra": ("fo-infra", True, datetime(2022, 10, 3, 13, 50, tzinfo=timezone.utc)),
}
AUTHOR_IDS = {k: _snow_at(f"user-{k}", v[2]) for k, v in PEOPLE.items()}

MANDATES = {
    "croissance": ("Mandat Croissance", "204-118873.01"),
    "prudent": ("Mandat Prudent", "204-118873.02"),
    "fondation": ("Fondation Villeneuve (CHF)", "204-560112.01"),
}

# --------------------------------------------------------------------------- formats


def fr_num(x: float, dec: int = 2, sep: str = " ") -> str:
    s = f"{x:,.{dec}f}"
    return s.replace(",", "_").replace(".", ",").replace("_", sep)


def pct(x: float) -> str:
    return ("+" if x >= 0 else "-") + fr_num(abs(x), 1) + " %"


def fr_int(n: int, sep: str = " ") -> str:
    return fr_num(n, 0, sep)


def utc_off(t: datetime) -> int:
    return 2 if 4 <= t.month <= 10 else 1


def local(t: datetime) -> datetime:
    return t + timedelta(hours=utc_off(t))


def iso(t: datetime) -> str:
    return t.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


_EN_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FR_DAYS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]
_FR_MON = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]


def rfc2822(t: datetime) -> str:
    lt = local(t)
    return f"{_EN_DAYS[lt.weekday()]}, {lt.day} {_EN_MON[lt.month - 1]} {lt.year} {lt:%H:%M:%S} +0{utc_off(t)}00"


def fr_when(t: datetime) -> str:
    lt = local(t)
    return f"{_FR_DAYS[lt.weekday()]} {lt.day} {_FR_MON[lt.month - 1]} {lt.year} à {lt:%H:%M}"


def dmy(t: datetime) -> str:
    return local(t).strftime("%d.%m.%Y")


def biz_add(t: datetime, n: int) -> datetime:
    d = t
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5:
            n -= 1
    return d


# --------------------------------------------------------------------------- static text

BPL_SIG_MARC = """Marc Ruchat
Directeur | Salle des marchés — Gestion privée
Banque Privée Lémanique SA | Rue du Rhône 48 | CH-1204 Genève
T +41 22 818 44 20 | m.ruchat@bpl-geneve.ch"""

BPL_SIG_FX = """Nadia Berthoud
Trésorerie & Change — Clientèle privée
Banque Privée Lémanique SA | Rue du Rhône 48 | CH-1204 Genève
T +41 22 818 44 61"""

BPL_DISC = ("Ce message et ses pièces jointes sont confidentiels et destinés exclusivement à leur(s) destinataire(s). "
            "Si vous l'avez reçu par erreur, merci d'en informer immédiatement l'expéditeur et de le détruire. "
            "Banque Privée Lémanique SA décline toute responsabilité en cas d'altération ou de falsification du présent message. "
            "Les ordres transmis par e-mail ne sont valables qu'après confirmation par la banque. / "
            "This message and any attachments are confidential and intended solely for the addressee(s). "
            "If you have received it in error, please notify the sender and delete it. E-mail transmissions are not secure; "
            "orders sent by e-mail are only valid once acknowledged by the bank. / "
            "Diese Nachricht und allfällige Anhänge sind vertraulich und ausschliesslich für den/die Adressaten bestimmt. "
            "Sollten Sie diese Nachricht irrtümlich erhalten haben, benachrichtigen Sie bitte umgehend den Absender und löschen Sie sie. "
            "Per E-Mail übermittelte Aufträge sind erst nach Bestätigung durch die Bank gültig. "
            "Banque Privée Lémanique SA est soumise à la surveillance de l'Autorité fédérale de surveillance des marchés financiers FINMA.")

HAUSS_SIG = """Camille Desrosiers
Vente actions & produits structurés — Family offices
Haussmann & Cie | 62 boulevard Haussmann | 75008 Paris
+33 1 53 43 77 10"""

HAUSS_DISC = ("Haussmann & Cie SA, entreprise d'investissement agréée par l'ACPR et régulée par l'AMF. "
              "Ce document est une communication à caractère promotionnel. Il ne constitue ni une offre, ni une sollicitation "
              "d'achat ou de vente d'instruments financiers, ni un conseil en investissement. Les performances passées ne préjugent "
              "pas des performances futures. Les produits structurés présentent un risque de perte en capital partielle ou totale "
              "et un risque de crédit sur l'émetteur. Document réservé aux clients professionnels au sens de la directive MIF II. "
              "Conformément au Règlement général sur la protection des données, vous pouvez à tout moment vous opposer à la réception "
              "de nos communications en écrivant à dpo@haussmann-cie.fr. Haussmann & Cie peut détenir des positions sur les instruments "
              "mentionnés et agir en qualité de teneur de marché ou de contrepartie pour d'autres clients.")

NORD_DISC = ("Nordwall Securities LLC, member FINRA/SIPC. This material is for institutional and professional investors only and "
             "is not research for the purposes of MiFID II unless stated. Opinions are subject to change without notice. "
             "Nordwall and its affiliates may hold positions in, or act as market maker in, the securities mentioned. "
             "Past performance is not indicative of future results.")

EQ = {
    "LVMH": dict(chat="LVMH", full="LVMH", bank="LVMH MOET HENNESSY LOUIS VUITTON SE", isin="FR0000121014",
                 ccy="EUR", px=612.0, venue="Euronext Paris (XPAR)", shares=5400),
    "TTE": dict(chat="Total", full="TotalEnergies", bank="TOTALENERGIES SE", isin="FR0000120271",
                ccy="EUR", px=61.6, venue="Euronext Paris (XPAR)", shares=6000),
    "ASML": dict(chat="ASML", full="ASML", bank="ASML HOLDING NV", isin="NL0010273215",
                 ccy="EUR", px=868.0, venue="Euronext Amsterdam (XAMS)", shares=900),
    "SU": dict(chat="Schneider", full="Schneider Electric", bank="SCHNEIDER ELECTRIC SE", isin="FR0000121972",
               ccy="EUR", px=248.0, venue="Euronext Paris (XPAR)", shares=2500),
    "AI": dict(chat="Air Liquide", full="Air Liquide", bank="AIR LIQUIDE SA", isin="FR0000120073",
               ccy="EUR", px=176.0, venue="Euronext Paris (XPAR)", shares=3000),
    "GOOGL": dict(chat="Alphabet", full="Alphabet", bank="ALPHABET INC-CL A", isin="US02079K3059",
                  ccy="USD", px=318.0, venue="Nasdaq (XNAS)", shares=2400),
}

BONDS = {
    "OAT32": dict(chat="OAT 2032", short="OAT 32", bank="FRANCE (REP) 0% 25/05/2032 OAT", isin="FR0014007L00", px=84.40),
    "BUND34": dict(chat="Bund 2034", short="Bund 34", bank="BUNDESREP. DEUTSCHLAND 2,20% 15/02/2034", isin="DE000BU2Z023", px=97.85),
}

HELD_NEWS = [
    ("Nestlé names new chief financial officer, reaffirms 2027 organic growth target", ["Nestlé", "chief financial officer"], "Reuters", "company name, no ticker"),
    ("LVMH: Moët Hennessy to cut 1,200 jobs as cognac demand keeps sliding", ["LVMH", "Moët Hennessy"], "Bloomberg", None),
    ("ASML wins Dutch licence extension for DUV shipments to Chinese fabs through 2027", ["ASML", "licence extension"], "FT", None),
    ("TotalEnergies starts first LNG cargo from Mozambique LNG, ahead of revised schedule", ["TotalEnergies", "Mozambique LNG"], "Reuters", None),
    ("Schneider Electric lifts mid-term margin target at capital markets day, shares +4%", ["Schneider Electric", "margin target"], "Les Echos", None),
    ("Air Liquide signs EUR 1.1bn long-term hydrogen supply contract in Normandy", ["Air Liquide", "hydrogen supply contract"], "Les Echos", None),
    ("Alphabet: US judge schedules ad-tech remedies hearing for February", ["Alphabet", "ad-tech remedies"], "WSJ", None),
    ("Kering cuts 2026 operating margin guidance again; shares slide 7% in Paris", ["Kering", "margin guidance"], "Bloomberg", "held via autocall underlying"),
    ("Moncler warns of softer Q4 in Asia, sees brand Stone Island flat", ["Moncler", "softer Q4"], "Reuters", "held via autocall underlying"),
    ("Airbus trims 2026 delivery target to about 790 aircraft on engine shortages", ["Airbus", "delivery target"], "Reuters", "held via reverse convertible underlying"),
    ("Gold tops $4,200/oz for first time since October as PBoC extends buying streak", ["Gold", "$4,200/oz"], "Bloomberg", None),
]

WATCH_NEWS = [
    ("Hermès to raise prices 6-7% in 2027, says leather demand 'intact'", ["Hermès", "raise prices"], "Reuters"),
    ("Novo Nordisk wins FDA approval for higher-dose oral Wegovy", ["Novo Nordisk", "FDA approval"], "Bloomberg"),
    ("L'Oréal agrees to buy Korean skincare group for EUR 2.1bn", ["L'Oréal", "EUR 2.1bn"], "Les Echos"),
    ("SAP cloud backlog growth slows to 24%; shares -4% in Frankfurt", ["SAP", "cloud backlog"], "Handelsblatt"),
]

GENERIC_NEWS = [
    ("Volkswagen agrees pay deal with IG Metall covering 120,000 workers", "Reuters"),
    ("Stellantis names new head of North America, recalls 310,000 Jeeps", "Bloomberg"),
    ("BNP Paribas completes EUR 1bn buyback tranche", "Les Echos"),
    ("UBS: Swiss parliament committee backs softer capital proposal", "NZZ"),
    ("Tesla China November deliveries fall 11% y/y", "Reuters"),
    ("Unilever confirms ice-cream spin-off listing date in Amsterdam", "FT"),
    ("Siemens Energy raises FY guidance on grid orders", "Handelsblatt"),
    ("Adyen: Dutch regulator approves new CFO", "Reuters"),
    ("Renault and Geely sign Brazil plant agreement", "Les Echos"),
    ("Richemont: Cartier sales growth slows in Greater China", "Bloomberg"),
    ("Zurich Insurance sells Italian life back book", "Reuters"),
    ("Rheinmetall wins EUR 3.4bn Bundeswehr ammunition order", "Handelsblatt"),
    ("Inditex November trading up 9% at constant currency", "Expansión"),
    ("Ferrari lifts 2027 deliveries guidance", "Il Sole 24 Ore"),
    ("Shell to buy back $3.5bn of shares in Q4", "Reuters"),
    ("Santander closes Polish unit sale", "Bloomberg"),
    ("HSBC to cut 1,500 jobs in investment banking", "FT"),
    ("Meta faces EU DMA fine over pay-or-consent model", "Reuters"),
    ("Amazon opens second sovereign cloud region in Germany", "Handelsblatt"),
    ("Nvidia supplier TSMC reports November revenue +38% y/y", "Nikkei"),
    ("Euro zone November flash HICP 2.1% y/y, core 2.3%", "Eurostat"),
    ("US November payrolls +142k, unemployment 4.3%", "BLS"),
    ("ECB's Lane: 'no urgency' to move rates in either direction", "Reuters"),
    ("SNB's Schlegel: negative rates 'remain in the toolbox'", "Bloomberg"),
    ("France: Senate adopts 2027 budget bill after third reading", "Le Monde"),
    ("German factory orders unexpectedly fall 1.4% m/m", "Destatis"),
    ("Brent slips below $66 as OPEC+ keeps output plan", "Reuters"),
    ("Japan 10-year yield hits 1.95%, highest since 2008", "Nikkei"),
    ("Swiss CPI flat m/m in November, 0.3% y/y", "OFS"),
    ("US 10-year Treasury yield steady at 4.08% before auction", "Bloomberg"),
    ("Copper hits three-week low on China property data", "Reuters"),
    ("Bitcoin falls below $88,000 as ETF outflows continue", "CoinDesk"),
    ("Italy BTP-Bund spread tightens to 82bp", "Il Sole 24 Ore"),
    ("Spain's Iberdrola raises offer for UK grid asset", "Expansión"),
    ("Danone to sell stake in Chinese dairy JV", "Les Echos"),
]

CHATTER = {
    "lea": [
        "Les relevés BPL de novembre sont dans le drive (dossier Custody/2026-11).",
        "Rappel : cut-off obligations BPL 15h00 aujourd'hui, actions 17h15.",
        "J'ai relancé Haussmann pour les factures de recherche MIF II, toujours rien.",
        "Virement des honoraires Atlas parti, valeur lundi.",
        "La salle de réunion est prise à 14h, on fait le point IC dans le bureau d'Henri.",
        "Marc (BPL) est en congé à partir du 18, son backup est Julien Perroud.",
        "Le nouveau token e-banking Fondation est arrivé, je le mets au coffre.",
        "KYC refresh Fondation : il manque encore le PV du conseil de septembre.",
        "J'ai mis à jour la liste des signataires autorisés chez BPL (Henri, Sophie).",
        "Reçu le courrier de l'AFC pour la retenue à la source, je scanne.",
    ],
    "sophie": [
        "Call with the BPL strategist moved to 14:30.",
        "I'll be offline 12:30-13:30, lunch with the Rhône Infra GP.",
        "Draft IC agenda for Tuesday is in the shared folder, comments welcome.",
        "Can someone check the Prudent benchmark weights in atlas? Still shows the 2025 version.",
        "Reminder: quarterly letter to the family due the 15th, I'll draft the equity part.",
        "The Haussmann call moved to 15:00, same dial-in.",
        "Bund futures very quiet this morning, volumes half of normal.",
        "FYI atlas numbers for Fondation are in CHF, the others in EUR.",
        "Back at my desk.",
        "Good session for Europe so far, SX5E +0.6.",
    ],
    "henri": [
        "Je suis à Paris jusqu'à mardi, joignable sur le portable.",
        "Bonne journée à tous.",
        "Vu. On en parle à l'IC.",
        "Dîner avec les Lambert jeudi, ils veulent parler de la Fondation.",
        "Merci Sophie pour la note, très claire.",
        "Je relis ça ce soir.",
        "Qui s'occupe du renouvellement du coffre à la BPL ?",
    ],
    "maxime": [
        "Bonjour ! Futures Euro Stoxx +0,4 %, Nikkei +0,9 %, US futures stables.",
        "EUR/CHF à 0,93 ce matin, le franc reste très demandé.",
        "Le spread OAT-Bund 10 ans est à 78 pb, inchangé sur la semaine.",
        "J'ai mis à jour le fichier de suivi des appels de fonds privés.",
        "Agenda macro : PMI services à 10h, ISM US à 16h.",
        "Or à 4 180 $ l'once, +0,7 % sur la journée.",
        "Les volumes sur Euronext sont faibles, typique d'un vendredi de décembre.",
        "Le rapport de performance de novembre est prêt pour relecture.",
        "Clôture Europe : SX5E +0,5 %, CAC +0,3 %, SMI -0,2 %.",
        "Wall Street ouvre en légère hausse, Nasdaq +0,4 %.",
    ],
    "thomas": [
        "Compliance training deadline is Friday next week, 3 of you still outstanding.",
        "Reminder: research invoices must be booked per mandate (MiFID II).",
        "I've archived the 2025 best-execution review in the compliance folder.",
    ],
}

IDIOM_PRIORITY = [
    "mandate-limit breach buried in a risk table",
    "allocation change buried in a long English memo",
    "French principal approval reply 'ok pour moi'",
    "French rejection 'non, pas maintenant'",
    "'vends la moitié' reply approving a trim",
    "French shorthand proposal with nominal size",
    "blotter key=value order line whose limit is edited twice",
    "bank execution notice forwarded by the email bridge",
    "approval as a French e-mail reply 'Bon pour accord'",
    "embed-only FX forward confirmation",
    "stop-loss moved twice by editing the same message",
    "pre-trade engine JSON resizing",
    "headline on a held name",
    "compliance decides a capital call needs no desk action",
    "bank structured-note term sheet",
    "bank mentions other clients' block trades",
    "private-markets capital call notice",
    "historical trade recalled in French past tense",
    "French question 'on allège",
    "custody coupon/dividend notice",
    "French principal drops a thesis",
]

OPTIONAL = ["lv_partial", "lv_thesis", "bond_bump", "bond_balance", "st_lea", "st_norc", "usd", "news_h3", "news_h4",
            "news_w2", "atlas_noroute", "gold_thesis", "stop_remove", "cancel"]

CHATTER_HOURS = {
    "Rappel : cut-off": (7.2, 9.5), "Call with the BPL strategist": (8, 12), "I'll be offline 12:30": (8, 12), "Back at my desk.": (13.5, 15),
    "Good session for Europe": (10, 17), "Bund futures very quiet this morning": (8, 11), "Bonne journée à tous.": (7, 9),
    "EUR/CHF à 0,93 ce matin": (7, 10), "Agenda macro": (7, 9.5), "La salle de réunion est prise à 14h": (8, 13), "Or à 4 180": (8, 17),
    "Les volumes sur Euronext": (10, 17), "The Haussmann call moved to 15:00": (9, 14), "Je relis ça ce soir": (12, 20),
    "Bonjour !": (7, 8.3), "Clôture Europe": (17.6, 18.5), "Wall Street ouvre": (15.5, 16.3), "Virement des honoraires": (9, 16),
}

ACKS = ["merci", "ok", "👍", "reçu", "noted, thx", "parfait", "top merci", "c'est noté", "👌", "thx", "ok merci", "bien vu", "🙏"]


# --------------------------------------------------------------------------- core


class Msg:
    def __init__(self, mid, ch, parent, author, t, content, embeds, ref):
        self.id = mid
        self.ch = ch
        self.parent = parent
        self.author = author
        self.t = t
        self.content = content
        self.embeds = embeds or []
        self.ref = ref
        self.state = "live"
        self.last_text = None

    def text(self) -> str:
        parts = [self.content]
        for e in self.embeds:
            for k in ("title", "description", "author", "footer"):
                if e.get(k):
                    parts.append(e[k])
            for f in e.get("fields", []):
                parts.append(f["name"])
                parts.append(f["value"])
        return "\n".join(parts)


class Gen:
    def __init__(self, seed, end, channels, days):
        self.seed = seed
        self.end = end
        self.channels = channels
        self.days = days
        self.events = []   # (time, counter, dict)
        self.counter = 0
        self.used = set()
        self.msgs = {}
        self.hard = []
        self.superseded = []
        self.removed = []
        self.noise = []
        self.near = []
        self.idioms = {}

    # -- ids / events
    def new_id(self, t: datetime, worker: int) -> str:
        ms = int(t.timestamp() * 1000)
        seq = 0
        while True:
            mid = ((ms - DISCORD_EPOCH) << 22) | ((worker & 31) << 17) | seq
            if mid not in self.used:
                self.used.add(mid)
                return str(mid)
            seq += 1

    def emit(self, t, d):
        self.counter += 1
        self.events.append((t, self.counter, d))

    def create(self, t, who, content, chan, parent, embeds=None, ref=None, attachments=None, worker=1):
        t = t.replace(microsecond=(t.microsecond // 1000) * 1000)
        mid = self.new_id(t, worker)
        m = Msg(mid, chan, parent, who, t, content, embeds, ref.id if isinstance(ref, Msg) else ref)
        self.msgs[mid] = m
        name, bot, _ = PEOPLE[who]
        message = {"id": mid, "author_id": AUTHOR_IDS[who], "author_name": name, "author_bot": bot,
                   "created_at": iso(t), "content": content, "attachments": attachments or [],
                   "embeds": json.loads(json.dumps(embeds or [])), "reference_id": m.ref}
        d = {"op": "create", "guild_id": GUILD_ID, "channel_id": chan}
        if parent:
            d["parent_channel_id"] = parent
        d["message"] = message
        self.emit(t, d)
        return m

    def edit(self, m: Msg, t, content):
        assert t > m.t
        m.content = content
        if m.state == "live":
            m.state = "edited"
        self.emit(t, {"op": "edit", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                      "edited_at": iso(t), "content": content})

    def delete(self, m: Msg, t):
        m.last_text = m.text()
        m.state = "deleted"
        self.emit(t, {"op": "delete", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id, "deleted_at": iso(t)})

    def bulk_delete(self, ms, t):
        for m in ms:
            m.last_text = m.text()
            m.state = "deleted"
        self.emit(t, {"op": "bulk_delete", "guild_id": GUILD_ID, "channel_id": ms[0].ch,
                      "message_ids": [m.id for m in ms], "deleted_at": iso(t)})

    def forget(self, m: Msg, t, by):
        m.last_text = m.text()
        m.state = "forgotten"
        self.emit(t, {"op": "forget", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                      "requested_by": AUTHOR_IDS[by], "at": iso(t)})

    def pin(self, m: Msg, t, by):
        self.emit(t, {"op": "pin", "guild_id": GUILD_ID, "channel_id": m.ch, "message_id": m.id,
                      "by": AUTHOR_IDS[by], "at": iso(t)})

    def react(self, m: Msg, t, emoji, by, remove=False):
        self.emit(t, {"op": "reaction_remove" if remove else "reaction_add", "guild_id": GUILD_ID,
                      "channel_id": m.ch, "message_id": m.id, "emoji": emoji, "user_id": AUTHOR_IDS[by], "at": iso(t)})

    # -- labels
    def label(self, m, etype, facts, phrasing):
        self.hard.append((m, etype, list(facts), phrasing))
        return m

    def idiom(self, m, name, expected):
        if name not in self.idioms:
            self.idioms[name] = (m, expected)

    def build_labels(self):
        hard = []
        for m, etype, facts, phrasing in self.hard:
            txt = m.last_text if m.state in ("deleted", "forgotten") else m.text()
            for f in facts:
                if f not in txt:
                    raise AssertionError(f"fact {f!r} not in message {m.id}: {txt[:200]!r}")
            assert 2 <= len(facts) <= 5, (m.id, facts)
            hard.append({"channel_id": m.ch, "message_id": m.id, "event_type": etype, "facts": facts,
                         "phrasing": phrasing, "final_state": m.state})
        for m in self.noise + self.near:
            assert m.state in ("live", "edited")
        names = list(self.idioms)
        chosen = []
        for want in IDIOM_PRIORITY:
            cands = [n for n in names if n.startswith(want) and n not in chosen]
            cands.sort(key=lambda n: "underlying" not in n)
            if cands:
                chosen.append(cands[0])
        chosen += [n for n in names if n not in chosen]
        idioms = [{"message_id": self.idioms[n][0].id, "idiom": n, "expected": self.idioms[n][1]} for n in chosen[:20]]
        return {
            "desk": DESK,
            "hard_events": hard,
            "superseded_facts": [[m.ch, m.id, old] for m, old in self.superseded],
            "removed_texts": list(self.removed),
            "noise_message_ids": [m.id for m in self.noise],
            "near_miss_ids": [m.id for m in self.near],
            "idioms": idioms,
        }


# --------------------------------------------------------------------------- the day


class Day:
    def __init__(self, g: Gen, ch: int, k: int, start: datetime):
        self.g = g
        self.ch = ch
        self.k = k
        self.start = start
        self.stop = start + timedelta(hours=24)
        self.r = random.Random(f"{DESK}|{g.seed}|{ch}|{k}")
        self.main = channel_id(ch)
        self.threads = {m: thread_id(ch, m) for m in MANDATES}
        self.worker = 1 + (ch * 7 + k) % 30
        self.friday = local(start + timedelta(hours=12)).weekday() == 4
        self.today = start + timedelta(hours=12)
        yy = self.today.year % 100
        self.refbase = 1200 + 37 * k + 500 * ch + (g.seed % 7) * 3
        self.ref_prefix = f"VFO-{yy}-"
        self.nref = 0
        r = self.r
        self.px = {k2: v["px"] * (1 + r.uniform(-0.03, 0.03)) for k2, v in EQ.items()}
        self.bpx = {k2: v["px"] + r.uniform(-0.6, 0.6) for k2, v in BONDS.items()}
        self.eurusd = 1.1640 + r.uniform(-0.008, 0.008)
        self.eurchf = 0.9315 + r.uniform(-0.004, 0.004)
        self.gold = 4180 + r.uniform(-60, 60)
        self.posted = []   # all live-able messages (for acks)
        self.opt = set(r.sample(OPTIONAL, r.randint(1, 7)))

    # -- helpers
    def T(self, h, m=0.0, jitter=0.0):
        r = self.r
        t = self.start + timedelta(hours=h, minutes=m + r.uniform(0, jitter), seconds=r.uniform(0, 59))
        if t >= self.stop:
            t = self.stop - timedelta(seconds=r.uniform(20, 600))
        return t

    def later(self, t, mmin, mmax=None):
        mmax = mmin if mmax is None else mmax
        return t + timedelta(minutes=self.r.uniform(mmin, mmax), seconds=self.r.uniform(0, 50))

    def ref(self):
        self.nref += 1
        return f"{self.ref_prefix}{self.refbase + self.nref}"

    def post(self, t, who, content="", where="main", embeds=None, ref=None, attachments=None):
        if where == "main":
            chan, parent = self.main, None
        else:
            chan, parent = self.threads[where], self.main
        m = self.g.create(t, who, content, chan, parent, embeds=embeds, ref=ref, attachments=attachments, worker=self.worker)
        self.posted.append(m)
        return m

    def att(self, filename, size=None):
        aid = self.g.new_id(self.start + timedelta(seconds=self.r.uniform(0, 80000)), 31)
        return [{"id": aid, "filename": filename, "size": size or self.r.randint(38000, 420000),
                 "url": f"https://cdn.discordapp.com/attachments/{self.main}/{aid}/{filename}"}]

    def hard(self, m, etype, facts, phrasing):
        return self.g.label(m, etype, facts, phrasing)

    def noise(self, m):
        self.g.noise.append(m)
        return m

    def near(self, m):
        self.g.near.append(m)
        return m

    def idiom(self, m, name, expected):
        self.g.idiom(m, name, expected)

    def react(self, m, t, emoji, by):
        self.g.react(m, t, emoji, by)

    def email(self, t, subject, frm, to, body, sig="", disc="", cc=None, lag=None, attach=None, where="main", ref=None, fwd="Fwd:"):
        sent = t - timedelta(minutes=lag if lag is not None else self.r.uniform(0.5, 3.5))
        head = [f"📧 **{fwd} {subject}**", f"From: {frm}", f"To: {to}"]
        if cc:
            head.append(f"Cc: {cc}")
        head.append(f"Date: {rfc2822(sent)}")
        head.append(f"Subject: {subject}")
        txt = "\n".join(head) + "\n\n" + body.strip("\n")
        if sig:
            txt += "\n\n--\n" + sig
        if disc:
            txt += "\n\n" + disc
        return self.post(t, "mail", txt, where=where, attachments=attach, ref=ref)

    # ------------------------------------------------------------------ build
    def build(self):
        r = self.r
        self.scene_background()
        self.scene_risk_and_memo()
        self.scene_bond_limit_order()
        self.scene_structured()
        self.scene_trim()
        self.scene_stop()
        self.scene_fx()
        self.scene_news()
        self.scene_views_and_limits()
        self.scene_near_misses()
        self.scene_removals()
        self.scene_chatter()
        if "cancel" in self.opt:
            self.scene_cancel()
        self.scene_long_reads()
        self.scene_conversations()
        self.scene_more_reads()
        self.scene_more_conversations()
        self.scene_acks()

    # ------------------------------------------------------------------ background noise
    def scene_background(self):
        r = self.r
        # hourly bridge heartbeats
        for h in range(24):
            if r.random() < 0.08:
                continue
            t = self.T(h, r.uniform(0, 3))
            new = 0 if (h < 6 or h > 20) else r.choice([0, 0, 1, 2, 3])
            lag = r.choice([1, 2, 2, 3, 4, 11])
            m = self.post(t, "mail", f"mailbridge ✓ poll ok · 3 mailboxes · {new} new · lag {lag}s · queue 0")
            self.noise(m)
        # nightly / infra
        t = self.T(2, 14, 20)
        self.noise(self.post(t, "infra", f"🗄️ nightly backup ok · store 2.{r.randint(10, 90)} GB · {r.randint(9, 40)}s · retention 35d"))
        t = self.T(r.choice([1, 3, 4]), r.uniform(0, 50))
        self.noise(self.post(t, "infra", f"⚠️ gateway: websocket closed (1006), reconnecting… resumed session, replayed {r.randint(3, 40)} events"))
        t = self.T(r.choice([13, 16, 19]), r.uniform(0, 50))
        self.noise(self.post(t, "infra", "⚠️ gateway: heartbeat ACK missed, reconnect in 5s… ok (RESUMED)"))
        t = self.T(19, 32, 30)
        sha = hashlib.sha1(f"{self.k}{self.ch}{self.g.seed}".encode()).hexdigest()[:7]
        v = f"v2.{14 + self.k}.{r.randint(0, 6)}"
        self.noise(self.post(t, "infra", f"✅ deploy `mailbridge` {v} → prod (sha {sha}) · 41s · health ok"))
        self.noise(self.post(self.later(t, -25, -20), "infra", f"ci · mailbridge #{3120 + 9 * self.k + r.randint(0, 5)} · main · passed in {r.randint(2, 5)}m{r.randint(10, 59)}s (142 tests)"))
        self.noise(self.post(self.T(7, 2, 20), "infra", f"ci · atlas-risk #{4410 + 7 * self.k + r.randint(0, 5)} · main · passed in 3m{r.randint(10, 59)}s"))
        # stack trace from the bridge
        t = self.T(r.choice([8, 10, 20]), r.uniform(5, 50))
        self.noise(self.post(t, "mail", (
            "mailbridge ✗ failed to render message 2 of 3 from <research@haussmann-cie.fr>\n```\n"
            "Traceback (most recent call last):\n"
            '  File "/srv/mailbridge/bridge/render.py", line 212, in render_part\n'
            '    text = part.get_payload(decode=True).decode(charset or "utf-8")\n'
            f"UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position {r.randint(400, 3000)}: invalid continuation byte\n"
            "```\n→ retrying with latin-1 … ok, posted")))
        # atlas heartbeats and PnL snapshots
        for h in (10, 14, 18):
            t = self.T(h, 0, 2)
            self.noise(self.post(t, "atlas", f"atlas · intraday limit check {h:02d}:00 — 3 mandates · {r.randint(44, 46)} limits · all ok"))
        t = self.T(5, 55, 4)
        self.noise(self.post(t, "atlas", f"atlas · nightly recon vs BPL custody: 3 mandates, {r.randint(205, 230)} lines, 0 breaks, 2 pending corporate actions"))
        for h, lbl in ((8, "open"), (12, "midday"), (17, "close")):
            t = self.T(h, 31 if h == 17 else 2, 6)
            fields = []
            for key, (nm, _acct) in MANDATES.items():
                fields.append({"name": nm.replace(" (CHF)", ""), "value": f"{r.uniform(-0.45, 0.55):+.2f} % d/d · YTD {r.uniform(3.5, 9.5):+.2f} %".replace(".", ","), "inline": True})
            self.noise(self.post(t, "atlas", "", embeds=[{"title": f"PnL snapshot — {lbl}", "description": "Estimated, prices delayed 15 min.",
                                                          "fields": fields, "footer": f"atlas-risk · {local(t):%H:%M} CET"}]))
        # price alerts
        alerts = [
            f"🔔 EUR/CHF {fr_num(self.eurchf - 0.003, 4)} — below alert 0,9300",
            f"🔔 Gold {fr_num(self.gold + 25, 2)} USD/oz — above alert 4 200",
            f"🔔 ASML {r.uniform(2.1, 3.4):+.1f} % intraday".replace(".", ","),
            f"🔔 EUR/USD {fr_num(self.eurusd + 0.004, 4)} — 20d high",
            f"🔔 Bund 10y {r.uniform(2.55, 2.75):.2f} % — alert band 2,60-2,80 re-entered".replace(".", ",", 1),
            "🔔 VSTOXX 17,9 — above alert 17,5",
        ]
        for a in r.sample(alerts, 5):
            self.noise(self.post(self.T(r.uniform(8, 17), 0, 30), "atlas", a))
        # custody notices (noise: coupons, dividends, settlements)
        notes = self.custody_notes()
        for i, txt in enumerate(notes):
            t = self.T(5, 35 + i * 0.7, 0.5) if i < 3 else self.T(r.uniform(8, 16), 0, 40)
            cm = self.noise(self.post(t, "custody", txt))
            self.idiom(cm, "custody coupon/dividend notice", "not_hard")
        # newsletter / e-banking / invitations
        t = self.T(6, 50, 20)
        self.noise(self.email(t, "Votre relevé e-banking est disponible", "BPL e-Banking <no-reply@bpl-geneve.ch>", "desk@villeneuve-fo.ch",
                              "Bonjour,\n\nUn nouveau document est disponible dans votre espace e-Banking : Relevé de fortune au 30.11.2026 (3 mandats).\n"
                              "Pour des raisons de sécurité, aucun document n'est joint à ce message.\n\nVotre équipe e-Banking", disc=BPL_DISC))
        t = self.T(15, 10, 60)
        self.noise(self.email(t, "Invitation — Apéritif de fin d'année BPL, jeudi 17 décembre", "Événements BPL <events@bpl-geneve.ch>",
                              "desk@villeneuve-fo.ch",
                              "Chère Madame, cher Monsieur,\n\nNous avons le plaisir de vous convier à notre traditionnel apéritif de fin d'année, "
                              "le jeudi 17 décembre dès 18h30 à l'Hôtel des Bergues.\nMerci de confirmer votre présence avant le 11 décembre.\n\n"
                              "Au plaisir de vous y retrouver,\nLa Direction", disc=BPL_DISC))

    def custody_notes(self):
        r = self.r
        d = self.today
        acc_p = MANDATES["prudent"][1]
        acc_c = MANDATES["croissance"][1]
        acc_f = MANDATES["fondation"][1]
        n1 = r.choice([500000, 750000, 1000000])
        c1 = n1 * 0.0175
        out = [
            (f"📄 **Avis d'opération sur titres — Paiement de coupon**\nCompte {acc_p} ({MANDATES['prudent'][0]})\n"
             f"Titre : NESTLE HOLDINGS INC 1,75% 04/12/2030 (XS2439704318)\nNominal : EUR {fr_int(n1, NB)}\n"
             f"Coupon brut : EUR {fr_num(c1, 2, NB)} — date de valeur {dmy(d)}\nAucune action requise."),
            (f"📄 **Annonce de dividende**\nCompte {acc_c}\nMICROSOFT CORP (US5949181045) — USD 0,91 brut par action\n"
             f"Ex-date 19.11.2026 · Paiement 11.12.2026 · Position 1 800 actions · Retenue US 15 %"),
            (f"📄 **Règlement-livraison effectué**\nCompte {acc_c} — réf. BPL-EQ-{r.randint(7700000, 7709999)}\n"
             f"ACHAT 1 200 SCHNEIDER ELECTRIC SE — valeur {dmy(d - timedelta(days=1))} — statut : réglé"),
            (f"📄 **Opération sur titres — information**\nNESTLE SA : programme de rachat d'actions, négoce sur 2e ligne SIX.\n"
             f"Compte {acc_f} — aucune instruction requise de votre part."),
            (f"📄 **Paiement de coupon**\nCompte {acc_c}\nBPL Autocall Worst-of LVMH/Kering/Moncler (CH1314159265)\n"
             f"Coupon conditionnel 2,15 % — observation {dmy(d - timedelta(days=7))} — barrière coupon respectée — "
             f"montant EUR {fr_num(1500000 * 0.0215, 2, NB)}"),
            (f"📄 **Règlement-livraison effectué**\nCompte {acc_p} — réf. BPL-FI-{r.randint(3300000, 3309999)}\n"
             f"VENTE EUR 500 000 nominal BUNDESREP. DEUTSCHLAND 0% 15/08/2031 — valeur {dmy(d - timedelta(days=1))} — statut : réglé"),
            (f"📄 **Convocation AG / proxy voting**\nNOVARTIS AG — AGE 2027 : date limite d'instruction 28.01.2027.\nCompte {acc_f} — "
             f"instruction par défaut : pas de vote."),
        ]
        return r.sample(out, 5)

    # ------------------------------------------------------------------ risk table + memo + LVMH sell
    def scene_risk_and_memo(self):
        r = self.r
        g = self.g
        lv = EQ["LVMH"]
        px = self.px["LVMH"]
        nav = 48.0 + r.uniform(-0.8, 1.4)
        lt = r.choice([10.9, 11.2, 11.4, 11.7, 10.6])
        direct = round(lt - 4.3 + r.uniform(-0.2, 0.2), 1)
        tgt = round(direct - r.choice([1.6, 1.8, 2.0]), 1)
        shares = int(round((direct - tgt) / 100 * nav * 1e6 / px / 50.0)) * 50
        self.lvmh_shares = shares
        lt_s = fr_num(lt, 1) + " %"
        kind = "weekly" if self.friday else "daily"
        wk = local(self.today).isocalendar()[1]
        # --- risk table (buried breach)
        t0 = self.T(6, 28, 6)
        rows = [
            ("Croissance", nav, r.uniform(0.75, 0.95), 5.1, 61.4, 24.8, 9.7, 4.1, "6,2 %"),
            ("Prudent", 31.07 + r.uniform(-0.3, 0.3), r.uniform(0.3, 0.42), 4.3, 22.1, 66.0, 6.4, 5.5, "1,9 %"),
            ("Fondation*", 12.40 + r.uniform(-0.2, 0.2), r.uniform(0.35, 0.45), 3.8, 35.2, 52.3, 8.1, 4.4, "—"),
        ]
        tbl = ["Mandat       NAV m   VaR95 1d  Dur y   Eq %   FI %  Alt %  Cash %  USD unhedged"]
        for nm, a, v, du, e, fi, al, ca, usd in rows:
            tbl.append(f"{nm:<12} {fr_num(a, 2):>6}  {fr_num(v, 2) + ' %':>8}  {fr_num(du, 1):>5}  {fr_num(e, 1):>5}  {fr_num(fi, 1):>5}  {fr_num(al, 1):>5}  {fr_num(ca, 1):>6}  {usd:>8}")
        breach_line = f"BREACH  Croissance   single issuer (look-through)  LVMH   {lt_s}   limit 10,0 %"
        content = (
            f"**atlas · {kind} risk & mandate check — {dmy(self.today)} (data close {dmy(self.today - timedelta(days=1))})**\n"
            "```text\n" + "\n".join(tbl) + "\n```\n"
            "*Fondation in CHF m; others EUR m. VaR parametric 250d, EWMA 0,97.*\n\n"
            "**Top holdings (look-through, Croissance):** LVMH · ASML · Nestlé · Schneider · Alphabet · TotalEnergies · Air Liquide · Microsoft\n"
            "**Structured:** BPL Autocall WO LVMH/Kering/Moncler 11/2028 (CH1314159265) EUR 1,5m · RC Airbus 8,40 % 06/2027 barrière 70 % (XS2999481207) EUR 750k\n"
            "**Rates:** OAT 2032 (FR0014007L00) · Bund 2034 (DE000BU2Z023) · Nestlé Hldgs 1,75 % 2030 · LVMH 3,50 % 2033\n"
            "**Alternatives:** physical gold (BPL allocated) · Alpine Growth III · Rhône Infra II\n"
            "**Watchlist:** Hermès · Novo Nordisk · L'Oréal · SAP\n\n"
            f"**Mandate limits — 45 rules**\n```text\n"
            f"OK      Prudent      duration band 4,0-5,0y            4,3y\n"
            f"OK      Prudent      IG-only fixed income              100 %\n"
            f"OK      Croissance   equity max 65 %                   61,4 %\n"
            f"OK      Croissance   structured products max 15 %      {fr_num(r.uniform(10.8, 11.6), 1)} %\n"
            f"{breach_line}\n"
            f"OK      Fondation    FX hedge ratio min 80 %           {r.randint(81, 84)} %\n"
            f"OK      all          gold max 7 %                      6,1 % / 3,9 % / 4,4 %\n"
            f"WATCH   Croissance   USD unhedged max 8 %              6,2 %\n"
            "```\n"
            f"44/45 ok · 1 breach · 1 watch. Next full run Monday 06:30. Report attached.")
        rt = self.post(t0, "atlas", content, attachments=self.att(f"atlas_{kind}_w{wk}_{local(self.today):%Y%m%d}.pdf"))
        self.hard(rt, "risk_limit", ["BREACH", "LVMH", lt_s, "limit 10,0 %"], "buried")
        self.idiom(rt, "mandate-limit breach buried in a risk table", "risk_limit")
        g.pin(rt, self.later(t0, 70, 90), "sophie")
        self.react(rt, self.later(t0, 70, 90), "📌", "sophie")
        t1 = self.later(t0, 1.5, 3)
        rr = self.post(t1, "atlas", f"LVMH look-through breach (Croissance, {lt_s}) → routed to Thomas Keller for compliance sign-off, remediation proposal requested from Sophie Lindqvist.", ref=rt)
        self.hard(rr, "route_decision", ["routed to Thomas Keller", "LVMH"], "untagged")
        self.idiom(rr, "risk agent routes a breach to named people", "route_decision")
        # --- Sophie memo with buried proposal
        t2 = self.T(7, 42, 10)
        direct_s = fr_num(direct, 1) + " %"
        tgt_s = fr_num(tgt, 1) + " %"
        sh_s = fr_int(shares)
        prop_sent = (f"We therefore propose to sell {sh_s} LVMH shares over today's session (VWAP, care order with BPL), taking the direct line "
                     f"from {direct_s} to {tgt_s} of NAV and the look-through back under the limit")
        memo = (
            f"**Croissance — allocation note, {local(self.today).day} {_EN_MON[self.today.month - 1]}**\n\n"
            "Henri, all — short version first, detail below.\n\n"
            "*Macro.* The ECB meets on the 17th and a hold is fully priced; the December projections matter more than the decision. "
            "US data this week were softer at the margin (ISM services 51,2, JOLTS lower again) and 2s10s has bull-steepened ~6bp. "
            "Nothing here changes the base case of a slow grind lower in core yields into Q1.\n\n"
            "*Rates.* Prudent duration is 4,3y against a 4,5y target; the bond ticket in the Prudent thread closes most of the gap. "
            "OAT-Bund 10y is 78bp. France at neutral weight is fine; I would want a reason to add above 90bp.\n\n"
            "*Equities.* Europe still lags the US by ~9pts YTD in EUR. Luxury is the swing factor for the mandate: with the autocall "
            f"look-through we are at {lt_s} on LVMH against the 10 % single-issuer limit (atlas, this morning). {prop_sent}. "
            "Proceeds stay in cash until we have the duration discussion at IC. No other change to the equity book this week.\n\n"
            f"*FX.* EUR/USD {fr_num(self.eurusd, 4)}. The 3M USD hedge rolls on the 8th, separate note to follow. CHF strength is eroding the "
            "Fondation's EUR assets in CHF terms — watch the hedge ratio.\n\n"
            "*Performance.* Month to date the mandate is up ~1,1 % against 0,9 % for the benchmark; equities contributed most of it "
            "(ASML and Schneider), rates a little, and the USD hedge cost about 4bp as the dollar firmed. Year to date we are roughly "
            "in line with the benchmark after the Q3 luxury drawdown.\n\n"
            "*Alternatives.* Gold ~6 % of NAV. Alpine Growth III has a call in the pipe (Léa has the notice), no impact on the liquid allocation.\n\n"
            "*Structured.* The BPL Phoenix on SX5E/SPX/SMI looks like a sensible replacement for the autocall called in November; "
            "I'll come back with a size once the term sheet is final.\n\n"
            "Happy to discuss at 9:30.\nS.")
        mm = self.post(t2, "sophie", memo)
        self.hard(mm, "trade_proposal", ["propose to sell", f"{sh_s} LVMH shares", "VWAP"], "buried")
        self.idiom(mm, "allocation change buried in a long English memo", "trade_proposal")
        g.pin(mm, self.later(t2, 3, 6), "sophie")
        # Henri approves
        t3 = self.later(t2, 22, 40)
        ap = self.post(t3, "henri", r.choice(["ok pour moi pour les LVMH. Le reste on en parle à l'IC.",
                                                 "ok pour moi pour les LVMH, pas plus.",
                                                 "LVMH : ok pour moi. Merci Sophie"]), ref=mm)
        self.hard(ap, "trade_approval", ["ok pour moi", "LVMH"], "reply")
        self.idiom(ap, "French principal approval reply 'ok pour moi'", "trade_approval")
        # route to Lea
        t4 = self.later(t3, 3, 8)
        ro = self.post(t4, "sophie", f"Thanks. Léa, can you route the LVMH sell to BPL (Marc's desk)? {sh_s} sh, VWAP today, Croissance account.", ref=ap)
        self.hard(ro, "route_decision", ["route the LVMH sell to BPL", "Léa"], "untagged")
        # Lea sends by email
        ref1 = self.ref()
        self.lv_ref = ref1
        t5 = self.later(t4, 6, 14)
        ls = self.post(t5, "lea", f"Ordre envoyé à BPL par mail : VENTE {sh_s} LVMH, VWAP séance, réf. {ref1} ({MANDATES['croissance'][0]}).", ref=ro)
        self.hard(ls, "trade_confirmation", [f"VENTE {sh_s} LVMH", ref1], "untagged")
        # bank ack (forwarded)
        t6 = self.later(t5, 9, 18)
        sh_nb = fr_int(shares, NB)
        body = (f"Bonjour Léa,\n\nBien reçu, l'ordre est pris en charge par la table et travaillé en VWAP sur la séance. "
                f"Je vous envoie l'avis dès la fin d'exécution.\n\nMeilleures salutations\nMarc\n\n"
                f"> Le {fr_when(t5)}, Léa Fontaine <l.fontaine@villeneuve-fo.ch> a écrit :\n>\n> Bonjour Marc,\n"
                f"> Merci de passer l'ordre suivant pour le compte {MANDATES['croissance'][1]} :\n"
                f"> VENTE {sh_s} LVMH ({lv['isin']}), VWAP journée, réf. {ref1}\n> Bien à vous,\n> Léa Fontaine\n"
                f"> Villeneuve Family Office | Genève")
        ack = self.email(t6, f"RE: Ordre {ref1} — VENTE {sh_s} LVMH", "Marc Ruchat <m.ruchat@bpl-geneve.ch>",
                         "Léa Fontaine <l.fontaine@villeneuve-fo.ch>", body, BPL_SIG_MARC, BPL_DISC,
                         cc="desk@villeneuve-fo.ch")
        self.hard(ack, "trade_confirmation", [ref1, "pris en charge", "VWAP"], "reply")
        self.idiom(ack, "bank acknowledgement email with the order quoted below '>'", "trade_confirmation")
        # partial fill
        part = int(round(shares * r.uniform(0.5, 0.7) / 50.0)) * 50
        ppx = px * (1 + r.uniform(-0.006, 0.006))
        ppx_s = fr_num(ppx, 2)
        t7 = self.T(13, 10, 20)
        pf = None if "lv_partial" not in self.opt else self.email(t7, f"Exécution partielle — {ref1} — LVMH", "Marc Ruchat <m.ruchat@bpl-geneve.ch>", "desk@villeneuve-fo.ch",
                        f"Bonjour,\n\nPoint à {local(t7) - timedelta(minutes=4):%Hh%M} sur votre ordre {ref1} :\n"
                        f"{fr_int(part)} / {sh_s} LVMH vendues, cours moyen EUR {ppx_s}. Participation ~8 % du volume.\n"
                        "Le solde continue en VWAP jusqu'à la clôture.\n\nMarc", BPL_SIG_MARC, BPL_DISC)
        if pf:
            self.hard(pf, "trade_fill", [f"{fr_int(part)} / {sh_s} LVMH", "vendues", ppx_s], "untagged")
        # final fill notice
        fpx = ppx * (1 + r.uniform(-0.003, 0.003))
        fpx_s = fr_num(fpx, 2)
        t8 = self.T(17, 44, 12)
        gross = fr_num(fpx * shares, 2, NB)
        vd = dmy(biz_add(self.today, 2))
        body = (f"Madame, Monsieur,\n\nNous vous confirmons l'exécution de l'ordre suivant pour le compte {MANDATES['croissance'][1]} "
                f"({MANDATES['croissance'][0]}) :\n\n"
                f"  Sens / Side : VENTE / SELL\n  Titre / Security : {lv['bank']} ({lv['isin']})\n"
                f"  Quantité / Quantity : {sh_nb}\n  Cours moyen / Average price : EUR {fpx_s}\n"
                f"  Lieu d'exécution / Venue : {lv['venue']} + MTF\n  Date d'opération : {dmy(self.today)}   Date valeur : {vd}\n"
                f"  Montant brut : EUR {gross}\n  Courtage et frais : selon tarif convenu\n\n"
                f"Votre référence : {ref1} — Notre référence : BPL-EQ-{r.randint(7710000, 7719999)}\n\n"
                "L'avis d'opéré définitif suit par e-Banking.\n\nMeilleures salutations,")
        ff = self.email(t8, f"Avis d'exécution / Execution notice — {ref1}", "BPL Salle des marchés <execution@bpl-geneve.ch>",
                        "desk@villeneuve-fo.ch", body, BPL_SIG_MARC, BPL_DISC, cc="Léa Fontaine <l.fontaine@villeneuve-fo.ch>",
                        attach=self.att(f"AvisExecution_{ref1}.pdf", 61234))
        self.hard(ff, "trade_fill", ["VENTE / SELL", lv["bank"], sh_nb, fpx_s, ref1], "structured")
        self.idiom(ff, "bank execution notice forwarded by the email bridge, decimal comma and nbsp sizes", "trade_fill")
        self.react(ff, self.later(t8, 2, 6), "✅", "lea")
        self.lvmh_fill_t = t8
        # thesis update later
        if "lv_thesis" not in self.opt:
            return
        t9 = self.later(t8, 14, 35)
        th = self.post(t9, "sophie", r.choice([
            "For the record, view change on LVMH: from overweight to neutral. The China recovery we were paying for is not coming in 2027 and "
            "the cognac business is getting worse, not better. Today's sell takes us to neutral; I don't want to rebuild on dips.",
            "Updating the house view: LVMH from overweight to neutral. Margins have peaked for this cycle and the autocall already gives us "
            "plenty of luxury beta. Not rebuilding after today's sell.",
        ]))
        self.hard(th, "thesis_update", ["LVMH", "from overweight to neutral"], "untagged")
        self.idiom(th, "explicit view change from overweight to neutral", "thesis_update")

    # ------------------------------------------------------------------ bond limit order, edited twice
    def scene_bond_limit_order(self):
        r = self.r
        g = self.g
        bk = r.choice(["OAT32", "OAT32", "BUND34"])
        b = BONDS[bk]
        p0 = round(self.bpx[bk] - 0.05, 2)
        p1 = round(p0 + r.choice([0.10, 0.15]), 2)
        p2 = round(p1 + r.choice([0.10, 0.12]), 2)
        nom_m = r.choice([2, 2, 3])
        nom = nom_m * 1_000_000
        ref = self.ref()
        self.bond_ref = ref
        w = "prudent"
        p0s, p1s, p2s = fr_num(p0, 2), fr_num(p1, 2), fr_num(p2, 2)
        t0 = self.T(9, 2, 12)
        pr = self.post(t0, "sophie", f"Prudent : achat {nom_m}m nom. {b['chat']} ({b['isin']}) lim {p0s} — rallonge la duration vers 4,5y. Ok Henri ?", where=w)
        self.hard(pr, "trade_proposal", ["achat", f"{nom_m}m nom.", b["chat"], p0s], "shorthand")
        self.idiom(pr, "French shorthand proposal with nominal size 'achat 2m nom. … lim'", "trade_proposal")
        t1 = self.later(t0, 8, 20)
        word = "l'OAT" if bk.startswith("OAT") else "le Bund"
        ap = self.post(t1, "henri", f"on y va pour {word}", where=w, ref=pr)
        self.hard(ap, "trade_approval", ["on y va", word], "reply")
        self.idiom(ap, "two-word French go-ahead 'on y va'", "trade_approval")
        t2 = self.later(t1, 6, 12)
        line = lambda px, st, am: (f"order={ref} mandate=PRUDENT side=BUY isin={b['isin']} desc=\"{b['short']}\" nominal={nom} "
                                   f"type=LMT px={px:.2f} tif=DAY route=BPL-email status={st}" + (f" amended={am}" if am else ""))
        bl = self.post(t2, "blotter", line(p0, "WORKING", 0), where=w)
        self.hard(bl, "trade_confirmation", [ref, "side=BUY", b["isin"], f"px={p2:.2f}"], "structured")
        self.idiom(bl, "blotter key=value order line whose limit is edited twice", "trade_confirmation")
        # first bump
        t3 = self.T(10, 52, 20)
        if "bond_bump" in self.opt:
            bump = self.post(t3, "sophie", f"{b['short']} not getting done at {p0s}, futures up 20 ticks. Léa, bump the buy limit to {p1s} please.", where=w)
            self.hard(bump, "trade_proposal", [b["short"], "buy limit", p1s], "untagged")
            t3b = self.later(t3, 4, 9)
            self.post(t3b, "lea", "c'est fait", where=w, ref=bump)
        g.edit(bl, self.later(t3, 3, 6), line(p1, "WORKING", 1))
        g.superseded.append((bl, f"px={p0:.2f}"))
        # second bump, agreed by phone, confirmed by bank email
        t4 = self.T(13, 36, 10)
        g.edit(bl, t4, line(p2, "WORKING", 2))
        g.superseded.append((bl, f"px={p1:.2f}"))
        nom_s = fr_int(nom, NB)
        t5 = self.later(t4, 6, 12)
        body = (f"Bonjour Léa,\n\nBien noté : nouvelle limite {p2s} sur l'achat EUR {nom_s} nominal {b['bank']}, "
                f"ordre toujours actif pour la journée.\n\nCordialement,\nMarc\n\n"
                f"> Le {fr_when(t4)}, Léa Fontaine <l.fontaine@villeneuve-fo.ch> a écrit :\n"
                f"> Marc, suite à notre appel, merci de porter la limite de l'ordre {ref} à {p2s}. Merci !")
        am = self.email(t5, f"RE: {ref} — modification de limite", "Marc Ruchat <m.ruchat@bpl-geneve.ch>",
                        "Léa Fontaine <l.fontaine@villeneuve-fo.ch>", body, BPL_SIG_MARC, BPL_DISC)
        self.hard(am, "trade_confirmation", [ref, f"nouvelle limite {p2s}", f"EUR {nom_s} nominal"], "reply")
        # partial fill, embed-only
        done = nom - r.choice([600000, 800000, 1000000]) if nom_m >= 2 else nom // 2
        rest = nom - done
        fpx = round(p2 - 0.02, 2)
        t6 = self.later(t5, 18, 40)
        emb = {"title": "Avis d'exécution partielle — BPL Salle des marchés",
               "description": f"Fwd: {ref} — exécution partielle",
               "fields": [{"name": "Réf.", "value": ref, "inline": True},
                          {"name": "Sens", "value": "ACHAT", "inline": True},
                          {"name": "Titre", "value": f"{b['bank']} ({b['isin']})"},
                          {"name": "Nominal exécuté", "value": f"EUR {fr_int(done, NB)}", "inline": True},
                          {"name": "Prix", "value": f"{fr_num(fpx, 2)} %", "inline": True},
                          {"name": "Reste", "value": f"EUR {fr_int(rest, NB)}", "inline": True}],
               "footer": "execution@bpl-geneve.ch · parsed by mailbridge"}
        pf = self.post(t6, "mail", "", embeds=[emb])
        self.hard(pf, "trade_fill", [ref, "ACHAT", f"EUR {fr_int(done, NB)}", f"{fr_num(fpx, 2)} %"], "embed")
        self.idiom(pf, "embed-only parsed bank partial execution, price in % of nominal", "trade_fill")
        # balance, tagged
        self.bond = (bk, nom, ref)
        if "bond_balance" not in self.opt:
            return
        t7 = self.later(t6, 40, 90)
        rest_k = f"{rest // 1000}k"
        avg = (done * fpx + rest * p2) / nom
        bal = self.post(t7, "lea", f"[EXEC] {b['short']} solde {rest_k} fait à {p2s} — ordre {ref} complet, moyenne {fr_num(avg, 3)}", where=w)
        self.hard(bal, "trade_fill", [b["short"], rest_k, p2s, ref], "tagged")
        self.idiom(bal, "k-suffixed nominal in a tagged ops fill", "trade_fill")

    # ------------------------------------------------------------------ structured note subscription
    def scene_structured(self):
        r = self.r
        cpn = r.choice(["7,80 %", "7,60 %", "8,10 %"])
        barrier = r.choice(["60 %", "65 %"])
        isin = r.choice(["CH1498231176", "CH1498231184", "CH1511672203"])
        strike = dmy(self.today + timedelta(days=14))
        # BPL term sheet marketing (near-miss)
        t0 = self.T(8, 50, 25)
        ts = (f"Madame, Monsieur,\n\nSuite à notre échange, veuillez trouver ci-dessous les conditions indicatives de nos deux émissions de décembre.\n\n"
              f"**1) Phoenix Mémoire 3 ans — Worst-of Euro Stoxx 50 / S&P 500 / SMI**\n"
              f"  Émetteur : BPL Issuance (Guernsey) Ltd, garant BPL SA\n  Devise : EUR · Valeur nominale : EUR 1 000\n"
              f"  Coupon conditionnel : {cpn} p.a., payé trimestriellement, effet mémoire\n"
              f"  Barrière de coupon : {barrier} · Barrière de protection du capital : {barrier} (européenne)\n"
              f"  Rappel automatique : trimestriel dès le mois 6, seuil 100 %\n  Fixing initial : {strike} · ISIN : {isin}\n"
              f"  Prix d'émission : 100,00 % · Souscription jusqu'au {dmy(self.today + timedelta(days=11))} 12h00\n\n"
              "**2) Autocall Phoenix 2 ans — Worst-of Hermès / Kering / Richemont**\n"
              "  Coupon conditionnel : 9,20 % p.a. · Barrière : 55 % (européenne) · Rappel semestriel, seuil dégressif 100 %→90 %\n"
              "  Prix d'émission : 99,50 % · Montant minimum : EUR 250 000\n\n"
              "Scénarios : en cas de baisse du sous-jacent le moins performant de plus de 40 % à l'échéance, l'investisseur subit "
              "une perte en capital équivalente à la baisse. Les coupons ne sont pas garantis.\n\n"
              "Nous restons à votre disposition pour une cotation ferme.\n\nMeilleures salutations,")
        tsm = self.near(self.email(t0, "Produits structurés — conditions indicatives décembre", "Marc Ruchat <m.ruchat@bpl-geneve.ch>",
                                   "desk@villeneuve-fo.ch", ts, BPL_SIG_MARC, BPL_DISC,
                                   attach=self.att("TS_Phoenix_WO_SX5E_SPX_SMI_indicatif.pdf")))
        self.idiom(tsm, "bank structured-note term sheet with barrier/coupon (marketing)", "not_hard")
        # proposal
        t1 = self.T(10, 18, 12)
        big = r.choice([750, 800, 1000])
        pr = self.post(t1, "sophie", (f"Structured: I'd subscribe EUR {big}k of the BPL Phoenix (SX5E/SPX/SMI, {barrier} barrier, {cpn} memory coupon, "
                                      f"strike {strike}) in Croissance. Replaces the autocall called in November. Henri ok?"), where="croissance")
        self.hard(pr, "trade_proposal", [f"subscribe EUR {big}k", "BPL Phoenix", cpn], "untagged")
        # pre-trade resize (structured JSON)
        ref = self.ref()
        t2 = self.later(t1, 9, 16)
        js = json.dumps({"check": "pretrade", "order": ref, "mandate": "CROISSANCE", "instr": f"BPL Phoenix WO SX5E/SPX/SMI ({isin})",
                         "req_nominal": big * 1000, "action": "RESIZE", "new_nominal": 500000,
                         "limit": "structured_products_max", "limit_pct": 15.0, "post_trade_pct": 14.8}, ensure_ascii=False)
        rs = self.post(t2, "atlas", js, where="croissance")
        self.hard(rs, "risk_limit", [ref, "RESIZE", "500000", "structured_products_max"], "structured")
        self.idiom(rs, "pre-trade engine JSON resizing a note subscription", "risk_limit")
        # Henri's email approval (French, iPhone, quoted bank request)
        t3 = self.later(t2, 25, 45)
        req_t = self.later(t2, 6, 12)
        body = ("Bon pour accord pour EUR 500 000 nominal (et non " + f"{big}k" + ", limite du mandat).\nHdV\n\nEnvoyé de mon iPhone\n\n"
                f"> Le {fr_when(req_t)}, Marc Ruchat <m.ruchat@bpl-geneve.ch> a écrit :\n>\n"
                "> Cher Monsieur de Villeneuve,\n>\n"
                f"> Conformément à nos conditions générales, merci de nous confirmer par retour de mail la souscription de EUR {fr_int(big * 1000, NB)} "
                f"nominal du Phoenix Mémoire WO Euro Stoxx 50 / S&P 500 / SMI ({isin}) pour le compte {MANDATES['croissance'][1]}.\n>\n"
                "> Avec mes meilleures salutations,\n> Marc Ruchat\n>\n> " + BPL_DISC[:220] + "…")
        em = self.email(t3, f"RE: Souscription Phoenix WO SX5E/SPX/SMI — confirmation écrite requise", "Henri de Villeneuve <h@villeneuve.ch>",
                        "Marc Ruchat <m.ruchat@bpl-geneve.ch>", body, cc="Léa Fontaine; Sophie Lindqvist")
        self.hard(em, "trade_approval", ["Bon pour accord", "EUR 500 000 nominal"], "reply")
        self.idiom(em, "approval as a French e-mail reply 'Bon pour accord' sent from iPhone", "trade_approval")
        t4 = self.later(t3, 5, 15)
        lc = None if "st_lea" not in self.opt else self.post(t4, "lea", f"Souscription transmise à BPL : EUR 500k Phoenix {isin}, réf. {ref}, Croissance. Confirmation d'allocation attendue ce soir.", where="croissance")
        if lc:
            self.hard(lc, "trade_confirmation", ["EUR 500k Phoenix", ref], "untagged")
        # allocation = fill
        t5 = self.T(16, 25, 20)
        body = (f"Madame, Monsieur,\n\nNous avons le plaisir de vous confirmer l'allocation définitive suivante :\n\n"
                f"  Produit : Phoenix Mémoire 3 ans WO Euro Stoxx 50 / S&P 500 / SMI\n  ISIN : {isin}\n"
                f"  Compte : {MANDATES['croissance'][1]}\n  Montant alloué : EUR 500 000 nominal\n  Prix : 100,00 %\n"
                f"  Date de paiement : {dmy(self.today + timedelta(days=19))}\n  Votre référence : {ref}\n\n"
                "Le livret de termes définitif suivra après le fixing initial.\n\nMeilleures salutations,")
        al = self.email(t5, f"Allocation définitive — {isin}", "BPL Produits structurés <structured@bpl-geneve.ch>",
                        "desk@villeneuve-fo.ch", body, BPL_SIG_MARC, BPL_DISC)
        self.hard(al, "trade_fill", ["EUR 500 000 nominal", "100,00 %", isin], "structured")
        # Haussmann reverse convertible TS (near-miss) + Sophie no-route
        t6 = self.T(8, 12, 20)
        rc = ("Bonjour,\n\nOpportunité du jour pour vos mandats :\n\n"
              "**Reverse Convertible 12 mois sur ASML Holding**\n"
              "  Coupon garanti : 11,40 % p.a. (payé à l'échéance)\n  Barrière : 70 % (observation européenne)\n"
              "  Strike : 100 % · Livraison physique si barrière franchie\n  Émetteur : Haussmann Finance SCA (garant Haussmann & Cie)\n"
              "  Taille min. : EUR 100 000 · Prix : 100 %\n\n"
              "Le niveau de volatilité implicite sur ASML (34 %) rend la structure particulièrement attractive. Nous avons déjà placé "
              "EUR 14m auprès d'autres family offices cette semaine.\n\nBien à vous,")
        rcm = self.near(self.email(t6, "[Haussmann] Idée du jour — RC ASML 11,40 % barrière 70 %", "Camille Desrosiers <c.desrosiers@haussmann-cie.fr>",
                                   "desk@villeneuve-fo.ch", rc, HAUSS_SIG, HAUSS_DISC))
        if "st_norc" not in self.opt:
            return
        t7 = self.later(t6, 30, 80)
        nr = self.post(t7, "sophie", "Re the Haussmann ASML RC: not for us, we're already long ASML outright. No action.", ref=rcm)
        self.hard(nr, "no_route_decision", ["ASML RC", "No action"], "reply")

    # ------------------------------------------------------------------ trim "vends la moitié"
    def scene_trim(self):
        r = self.r
        g = self.g
        key = r.choice(["TTE", "SU", "AI"])
        self.trim_key = key
        e = EQ[key]
        px = self.px[key]
        lim = round(px * 1.003, 2) if px < 100 else round(px * 1.003, 1)
        lim_s = fr_num(lim, 2)
        half = e["shares"] // 2
        up = r.choice([11, 12, 14])
        t0 = self.T(11, 8, 15)
        pr = self.post(t0, "sophie", (f"{e['chat']} at {fr_num(px * 1.006, 2)}, +{up} % since we topped up in June. Line is {fr_int(e['shares'])} shares "
                                      f"in Croissance. I'd sell half into this, limit {lim_s} GTD today. Henri?"), where="croissance")
        self.hard(pr, "trade_proposal", [e["chat"], "sell half", lim_s], "untagged")
        self.react(pr, self.later(t0, 10, 20), "👍", "maxime")
        t1 = self.later(t0, 14, 30)
        ap = self.post(t1, "henri", r.choice(["oui, vends la moitié. limite ok", "vends la moitié, limite ok", "ok vends la moitié. limite ok pour moi"]),
                       where="croissance", ref=pr)
        self.hard(ap, "trade_approval", ["vends la moitié", "limite ok"], "reply")
        self.idiom(ap, "'vends la moitié' reply approving a trim", "trade_approval")
        ref = self.ref()
        t2 = self.later(t1, 6, 12)
        oc = self.post(t2, "lea", f"[ORDRE] {ref} vente {fr_int(half)} {e['full']} lim {lim_s} GTD {local(t2):%d/%m} → envoyé BPL", where="croissance")
        self.hard(oc, "trade_confirmation", [ref, f"vente {fr_int(half)} {e['full']}", lim_s], "tagged")
        fpx = lim + r.choice([0.08, 0.11, 0.14])
        fpx2 = fpx - r.choice([0.02, 0.03])
        t3 = self.T(14, 18, 25)
        fl = self.post(t3, "lea", f"[EXEC] {ref} {e['chat']} {fr_int(half)} vendues @ {fr_num(fpx, 2)} moy.", where="croissance")
        g.edit(fl, self.later(t3, 35, 55), f"[EXEC] {ref} {e['chat']} {fr_int(half)} vendues @ {fr_num(fpx2, 2)} moy. (avis BPL rectifié)")
        g.superseded.append((fl, fr_num(fpx, 2)))
        self.hard(fl, "trade_fill", [ref, e["chat"], f"{fr_int(half)} vendues", fr_num(fpx2, 2)], "tagged")
        self.idiom(fl, "tagged fill whose price is corrected by an edit", "trade_fill")
        self.react(fl, self.later(t3, 2, 5), "✅", "sophie")
        # question by Henri earlier in the day (near-miss)
        tq = self.later(t2, 60, 120)
        q = self.near(self.post(tq, "henri", f"Léa, on a reçu l'avis BPL pour {e['chat']} ? Je ne vois rien dans l'e-banking.", where="croissance"))
        self.post(self.later(tq, 2, 6), "lea", "pas encore, ils envoient les avis en fin de journée", where="croissance", ref=q)

    # ------------------------------------------------------------------ stops and targets
    def scene_stop(self):
        r = self.r
        g = self.g
        key = r.choice([k for k in ("ASML", "SU", "GOOGL") if k != getattr(self, "trim_key", "")])
        e = EQ[key]
        px = self.px[key]
        unit = {"ASML": 5, "SU": 1, "GOOGL": 1}[key]
        s0 = int(px * 0.90 / unit) * unit
        s1 = s0 + unit * r.choice([3, 4])
        s2 = s1 + unit * r.choice([2, 3])
        qty = e["shares"]
        tmpl = "{n} — stop-loss at {s} on the {q} sh, GTC with BPL{tail}"
        t0 = self.T(8, 38, 14)
        m = self.post(t0, "sophie", tmpl.format(n=e["chat"], s=s0, q=fr_int(qty), tail="."), where="croissance")
        g.edit(m, self.T(11, 31, 10), tmpl.format(n=e["chat"], s=s1, q=fr_int(qty), tail=" (trailing it up)."))
        g.edit(m, self.T(15, 41, 10), tmpl.format(n=e["chat"], s=s2, q=fr_int(qty), tail=" (trailing it up with the close)."))
        g.superseded.append((m, f"stop-loss at {s0}"))
        g.superseded.append((m, f"stop-loss at {s1}"))
        self.hard(m, "stop_or_target_change", [e["chat"], f"stop-loss at {s2}", f"{fr_int(qty)} sh"], "untagged")
        self.idiom(m, "stop-loss moved twice by editing the same message", "stop_or_target_change")
        self.react(m, self.later(t0, 5, 20), "📌", "sophie")
        # gold target
        t1 = self.T(20, 40, 40)
        tgt = int(round((self.gold + r.choice([220, 250, 300])) / 50.0)) * 50
        tg = self.post(t1, "henri", f"Pour l'or : objectif {fr_int(tgt)} $. Au-dessus, on vend un tiers de la ligne.")
        self.hard(tg, "stop_or_target_change", ["l'or", f"objectif {fr_int(tgt)} $", "un tiers"], "untagged")
        self.idiom(tg, "French take-profit on gold with a fraction size", "stop_or_target_change")
        self.noise(self.post(self.later(t1, 8, 30), "sophie", "noted 👍", ref=tg))
        # stop removed (some days)
        if "stop_remove" in self.opt:
            t2 = self.T(16, 20, 30)
            rm = self.post(t2, "sophie", "We're taking the stop off Air Liquide — long-term holding, the stop was only there for the results.", where="croissance")
            self.hard(rm, "stop_or_target_change", ["taking the stop off", "Air Liquide"], "untagged")

    # ------------------------------------------------------------------ FX hedges
    def scene_fx(self):
        r = self.r
        # USD hedge roll proposal, rejected
        usd_m = r.choice([10, 12, 15])
        usd_s = fr_int(usd_m * 1_000_000)
        fwd = self.eurusd + 0.0032
        fwd_s = fr_num(fwd, 4)
        t0 = self.T(14, 42, 12)
        pr = None if "usd" not in self.opt else self.post(t0, "sophie", (f"USD hedge, Croissance: the 3M forward (sell USD {usd_m}m) matures Tuesday. Proposal: roll it — "
                                      f"sell USD {usd_s} / buy EUR 3M forward, indicative {fwd_s} from BPL FX. Keeps the hedge ratio at ~85 %."))
        t1 = self.later(t0, 12, 28)
        if pr:
            self.hard(pr, "trade_proposal", [f"sell USD {usd_s}", "3M forward", fwd_s], "untagged")
            rej = self.post(t1, "henri", r.choice(["non, pas maintenant pour le hedge USD. On attend la Fed.",
                                                      "non, pas maintenant. Le hedge USD on le refait après la Fed."]), ref=pr)
            self.hard(rej, "trade_approval", ["non, pas maintenant", "hedge USD"], "reply")
            self.idiom(rej, "French rejection 'non, pas maintenant'", "trade_approval")
            self.noise(self.post(self.later(t1, 3, 8), "sophie", "ok, parking it", ref=rej))
        # FX indications email (near-miss)
        t2 = self.T(9, 40, 20)
        ind = (f"Bonjour,\n\nIndications du matin (non contractuelles) :\n\n"
               f"  EUR/USD spot {fr_num(self.eurusd, 4)} · 1M {fr_num(self.eurusd + 0.0011, 4)} · 3M {fr_num(self.eurusd + 0.0031, 4)} · 6M {fr_num(self.eurusd + 0.0066, 4)}\n"
               f"  EUR/CHF spot {fr_num(self.eurchf, 4)} · 1M {fr_num(self.eurchf - 0.0009, 4)} · 3M {fr_num(self.eurchf - 0.0027, 4)}\n"
               f"  USD/CHF spot {fr_num(self.eurchf / self.eurusd, 4)}\n  XAU/USD {fr_num(self.gold, 2)}\n\n"
               "Flux : demande soutenue de CHF de la part de clients institutionnels ce matin ; un gros client corporate a vendu "
               "USD 80m à terme 6M.\n\nBonne journée,")
        self.near(self.email(t2, "Indications FX / métaux — matin", "Nadia Berthoud <n.berthoud@bpl-geneve.ch>", "desk@villeneuve-fo.ch",
                             ind, BPL_SIG_FX, BPL_DISC))
        # Fondation CHF forward after hedge breach
        ratio = r.choice([72, 74, 76])
        t3 = self.T(14, 52, 8)
        emb = {"title": "⚠️ Mandate limit breach", "description": "Intraday revaluation after CHF move",
               "fields": [{"name": "Mandat", "value": "Fondation (CHF)", "inline": True},
                          {"name": "Règle", "value": "FX hedge ratio ≥ 80 %", "inline": True},
                          {"name": "Actuel", "value": f"{ratio} %", "inline": True},
                          {"name": "Statut", "value": "BREACH — remediation required"}],
               "footer": "atlas-risk · rule FND-FX-01"}
        br = self.post(t3, "atlas", "", embeds=[emb])
        self.hard(br, "risk_limit", ["Fondation (CHF)", "FX hedge ratio ≥ 80 %", f"{ratio} %", "BREACH"], "embed")
        self.react(br, self.later(t3, 1, 4), "👀", "thomas")
        chf_m = r.choice([4, 5, 6])
        ind_s = fr_num(self.eurchf + 0.0002, 4)
        t4 = self.later(t3, 14, 25)
        pr2 = self.post(t4, "sophie", (f"Fondation: hedge ratio down to {ratio} % after the CHF move (atlas above). Proposal: buy CHF {chf_m}m / sell EUR, "
                                       f"1M forward, BPL indic {ind_s}. Brings us back to ~86 %."), where="fondation")
        self.hard(pr2, "trade_proposal", [f"buy CHF {chf_m}m", "1M forward", ind_s], "untagged")
        t5 = self.later(t4, 6, 14)
        ok = self.post(t5, "henri", r.choice(["👍 vas-y pour le CHF", "vas-y pour le CHF 👍"]), where="fondation", ref=pr2)
        self.hard(ok, "trade_approval", ["vas-y", "CHF"], "reply")
        self.idiom(ok, "emoji + 'vas-y' approval reply", "trade_approval")
        deal = self.eurchf - r.choice([0.0002, 0.0004])
        fxref = f"FX-{88120300 + r.randint(0, 99999)}"
        chf_amt = fr_num(chf_m * 1e6, 2, NB)
        eur_amt = fr_num(chf_m * 1e6 / deal, 2, NB)
        vd = dmy(self.today + timedelta(days=31 + (2 if (self.today + timedelta(days=31)).weekday() == 5 else 0)))
        t6 = self.later(t5, 12, 25)
        emb = {"title": "Confirmation FX Forward — BPL Trésorerie", "description": f"Fwd: Confirmation {fxref}",
               "author": "n.berthoud@bpl-geneve.ch",
               "fields": [{"name": "Réf.", "value": fxref, "inline": True},
                          {"name": "Compte", "value": f"{MANDATES['fondation'][1]} Fondation", "inline": True},
                          {"name": "Vous achetez", "value": f"CHF {chf_amt}"},
                          {"name": "Vous vendez", "value": f"EUR {eur_amt}"},
                          {"name": "Cours à terme", "value": fr_num(deal, 4), "inline": True},
                          {"name": "Date valeur", "value": vd, "inline": True}],
               "footer": "BPL Trésorerie & Change · parsed by mailbridge"}
        fx = self.post(t6, "mail", "", embeds=[emb])
        self.hard(fx, "trade_fill", [fxref, f"CHF {chf_amt}", fr_num(deal, 4)], "embed")
        self.idiom(fx, "embed-only FX forward confirmation with French number format", "trade_fill")
        self.react(fx, self.later(t6, 2, 6), "✅", "lea")

    # ------------------------------------------------------------------ news
    def lede(self):
        r = self.r
        a = r.choice(["Analysts had broadly expected the announcement, according to a poll of eight brokers.",
                      "The statement was released after the close of European trading.",
                      "A spokesperson declined to comment beyond the press release.",
                      "The company will give more detail at a conference call at 10:00 CET.",
                      "The figures compare with consensus estimates compiled by the company.",
                      "Regulators have not yet commented on the decision.",
                      "Traders said the reaction was muted given thin pre-holiday volumes."])
        b = r.choice([f"Shares were indicated {r.uniform(0.3, 3.5):.1f}% {r.choice(['higher', 'lower'])} in pre-market trading.",
                      "Credit spreads on the name were little changed.",
                      "Options activity picked up in the December expiry.",
                      "Peers traded in a narrow range.",
                      "The story is developing; see terminal for updates.",
                      "Index futures were unmoved by the news."])
        return f"{a} {b}"

    def scene_news(self):
        r = self.r
        held = r.sample(HELD_NEWS, 2 + ("news_h3" in self.opt) + ("news_h4" in self.opt))
        watch = r.sample(WATCH_NEWS, 1 + ("news_w2" in self.opt))
        gen = r.sample(GENERIC_NEWS, r.randint(16, 20))
        times_h = sorted(r.uniform(0.5, 22.5) for _ in held)
        for (hl, facts, src, why), h in zip(held, times_h):
            t = self.T(h, 0, 20)
            if r.random() < 0.45:
                m = self.post(t, "news", "", embeds=[{"title": hl, "description": self.lede(),
                                                      "footer": f"newswire · {src} · {local(t):%H:%M} CET"}])
                ph = "embed"
            else:
                m = self.post(t, "news", f"📰 **{hl}** — {src}\n{self.lede()}")
                ph = "untagged"
            self.hard(m, "held_position_news", facts, ph)
            if why:
                self.idiom(m, f"headline on a held name: {why}", "held_position_news")
        for (hl, facts, src) in watch:
            t = self.T(r.uniform(7, 18), 0, 20)
            m = self.post(t, "news", f"📰 **{hl}** — {src}\n{self.lede()}")
            self.hard(m, "watchlist_news", facts, "untagged")
        self.idiom(m, "headline on a watchlist name", "watchlist_news")
        for hl, src in gen:
            h = r.choice([r.uniform(0, 6), r.uniform(6.5, 11), r.uniform(11, 18), r.uniform(14, 22.5)])
            t = self.T(h, 0, 10)
            if r.random() < 0.25:
                self.noise(self.post(t, "news", "", embeds=[{"title": hl, "description": self.lede(), "footer": f"newswire · {src}"}]))
            else:
                self.noise(self.post(t, "news", f"📰 **{hl}** — {src}\n{self.lede()}"))

    # ------------------------------------------------------------------ views, limits, no-route
    def scene_views_and_limits(self):
        r = self.r
        # Henri thesis on Airbus (via RC)
        t0 = self.T(21, 5, 30)
        th = self.post(t0, "henri", r.choice(["Je ne crois plus à l'histoire Airbus. On garde la note jusqu'à l'échéance mais plus de renforcement.",
                                                 "Airbus : je ne crois plus à la thèse, trop de retards moteurs. On garde la RC, on ne rajoute rien."]))
        self.hard(th, "thesis_update", ["Airbus", "je ne crois plus"] if "je ne crois plus à la" in th.content else ["Airbus", "ne crois plus"], "untagged")
        self.idiom(th, "French principal drops a thesis ('je ne crois plus')", "thesis_update")
        if "gold_thesis" in self.opt:
            t1 = self.T(12, 5, 40)
            gv = self.post(t1, "sophie", "Gold: conviction raised. Central-bank buying hasn't slowed and real yields are drifting lower — we stay at the top of the range in all three mandates.")
            self.hard(gv, "thesis_update", ["Gold", "conviction raised"], "untagged")
        # compliance limit change
        t2 = self.T(16, 2, 20)
        lc = self.post(t2, "thomas", "IC decision of 2 Dec, effective today: gold cap raised from 7 % to 8 % of NAV in Croissance and Prudent (Fondation unchanged at 7 %). atlas config updated, rule ALL-ALT-03.")
        self.hard(lc, "risk_limit", ["gold cap raised", "8 %", "Croissance"], "untagged")
        # atlas no-route on projected cash
        t3 = self.T(12, 9, 10)
        nr = None if "atlas_noroute" not in self.opt else self.post(t3, "atlas", ("Prudent cash projection dips to 2,7 % on settlement date (bond purchase settles before coupon receipts) vs 3 % floor — "
                                     "timing only, projected not actual. No action, not escalated."))
        if nr:
            self.hard(nr, "no_route_decision", ["No action", "not escalated", "Prudent"], "untagged")
        # capital call (near-miss) + compliance no-route
        t4 = self.T(12, 20, 15)
        cc = ("Dear Limited Partner,\n\nPursuant to Section 4.2 of the Limited Partnership Agreement, Alpine Growth Partners III SCSp hereby "
              "issues Capital Call Notice no. 9.\n\n  Your commitment: EUR 5 000 000\n  This call: EUR 350 000 (7,00 % of commitment)\n"
              "  Cumulative called: 61,00 %\n  Due date: 15 December 2026\n  Purpose: follow-on investment (Project Edelweiss) and management fees\n\n"
              "Wire instructions are available on the investor portal. Please do not rely on instructions received by e-mail.\n\nAlpine Growth Partners — Investor Relations")
        ccm = self.near(self.email(t4, "Alpine Growth Partners III — Capital Call Notice no. 9", "AGP Investor Relations <ir@alpinegrowth.lu>",
                                   "desk@villeneuve-fo.ch", cc, disc="Confidential — for the named limited partner only.",
                                   attach=self.att("AGP3_CapitalCall_09.pdf")))
        self.idiom(ccm, "private-markets capital call notice (not a trade)", "not_hard")
        t5 = self.later(t4, 20, 35)
        nc = self.post(t5, "thomas", "Capital call Alpine Growth III (EUR 350 000, due 15.12): commitment approved at IC in 2024, ops already has it in the payment run. Nothing for the desk — no action.", ref=ccm)
        self.hard(nc, "no_route_decision", ["Alpine Growth III", "no action"], "reply")
        self.idiom(nc, "compliance decides a capital call needs no desk action", "no_route_decision")

    # ------------------------------------------------------------------ near misses
    def scene_near_misses(self):
        r = self.r
        # morning research (Haussmann)
        t0 = self.T(7, 5, 15)
        mc = ("Bonjour,\n\n**Morning call — Actions Europe**\n\n"
              "• Marchés : futures SX5E +0,4 %, CAC +0,3 %. Asie positive, Nikkei +0,9 %.\n"
              "• Stratégie : nous relevons les banques européennes à Surpondérer ; BNP Paribas et Santander en top picks. "
              "Nous passons le luxe à Neutre en attendant la saison des fêtes en Chine.\n"
              "• Idées : achat Schneider Electric (objectif EUR 285) et vente Kering (objectif EUR 210) dans notre portefeuille modèle.\n"
              "• Flux : gros vendeur long-only sur ASML hier, ~1,2m titres ; demande asiatique sur les autocalls CHF.\n"
              "• Agenda : PMI services zone euro 10h, ISM services US 16h.\n\n"
              "Les recommandations ci-dessus sont celles de notre équipe de recherche et ne tiennent pas compte de votre situation particulière.\n\nBonne journée,")
        m = self.near(self.email(t0, "[Haussmann] Morning call — banques à Surpondérer, luxe à Neutre", "Haussmann Research <research@haussmann-cie.fr>",
                                 "desk@villeneuve-fo.ch", mc, HAUSS_SIG, HAUSS_DISC))
        self.idiom(m, "broker research recommending buy/sell of names (not our decision)", "not_hard")
        # other clients' flow from the bank
        t1 = self.T(10, 5, 40)
        fl = (f"Bonjour à tous,\n\nQuelques couleurs de la table ce matin :\n\n"
              f"— Nous avons traité pour un autre client institutionnel une vente en bloc de 40 000 LVMH à {fr_num(self.px['LVMH'] - 1.2, 2)}, "
              "bien absorbée.\n— Forte demande de clients asiatiques sur les Phoenix en CHF, les barrières à 60 % partent vite.\n"
              "— Un family office genevois a acheté EUR 25m d'OAT 2032 en début de séance.\n\n"
              "Rien qui vous concerne directement, à titre d'information uniquement.\n\nMarc")
        m = self.near(self.email(t1, "Couleur de marché — table actions/taux", "Marc Ruchat <m.ruchat@bpl-geneve.ch>",
                                 "desk@villeneuve-fo.ch", fl, BPL_SIG_MARC, BPL_DISC))
        self.idiom(m, "bank mentions other clients' block trades", "not_hard")
        # Nordwall US research
        t2 = self.T(14, 5, 20)
        nw = ("Good morning,\n\n**Nordwall — 2027 US equity top picks**\n\nOur strategists see the S&P 500 at 7,400 by end-2027. "
              "Overweight: semis, utilities, managed care. Underweight: consumer discretionary, autos.\n"
              "Top long ideas: Nvidia, Broadcom, UnitedHealth. Top short ideas: Tesla, Ford.\n"
              "We would buy Microsoft on any pullback below $450.\n\nFull report on the portal.\n\nBest,\nJake Moretti | Nordwall Securities | New York")
        self.near(self.email(t2, "Nordwall Strategy — 2027 Top Picks", "Jake Moretti <jmoretti@nordwall.com>", "desk@villeneuve-fo.ch", nw, disc=NORD_DISC))
        # statement email quoting an old fill
        t3 = self.T(9, 12, 30)
        old = fr_num(81.90 + r.uniform(-0.4, 0.4), 2)
        st = ("Bonjour Léa,\n\nCi-joint le relevé des opérations de novembre pour la Fondation, comme demandé.\n\nMarc\n\n"
              f"> Le {fr_when(self.today - timedelta(days=3))}, Léa Fontaine <l.fontaine@villeneuve-fo.ch> a écrit :\n"
              f"> Marc, pourriez-vous m'envoyer le relevé de novembre ? Je cherche notamment la vente de 500 Nestlé exécutée le 12.11 à {old}.\n> Merci, Léa")
        m = self.near(self.email(t3, "RE: Relevé des opérations — novembre 2026", "Marc Ruchat <m.ruchat@bpl-geneve.ch>",
                                 "Léa Fontaine <l.fontaine@villeneuve-fo.ch>", st, BPL_SIG_MARC, BPL_DISC,
                                 attach=self.att("Releve_Operations_2026-11_Fondation.pdf")))
        self.idiom(m, "old fill quoted in an e-mail reply chain", "not_hard")
        # Maxime: hypothetical, history, backtest, paper, question
        pool = [
            (self.T(13, 5, 40), "Et si on achetait 1 000 Hermès sur la faiblesse ? Juste une idée pour l'IC.", "French hypothetical 'et si on achetait'"),
            (self.T(13, 25, 40), "Pour mémoire : en mars 2023 on avait vendu le Bund 2034 à 97,10 et on l'avait racheté à 94,80 en octobre. Bon trade à l'époque.", "historical trade recalled in French past tense"),
            (self.T(15, 50, 40), "Backtest rapide : hedger 100 % du USD depuis 2019 aurait coûté 1,9 % par an de portage au mandat Croissance, pour 0,6 pt de vol en moins.", "FX hedge backtest"),
            (self.T(16, 45, 30), "Portefeuille modèle (papier) : +2 000 SAP @ 248 et -1 500 L'Oréal @ 372, juste pour suivre l'idée.", "paper trade in model portfolio"),
            (self.T(11, 45, 30), f"Question : le stop {EQ['ASML']['chat']}, il est chez BPL ou seulement dans notre blotter ?", None),
            (self.T(10, 40, 50), "Vu dans L'Agefi : le family office des Lambert a pris 3 % de Rheinmetall. Pas pour nous je pense.", None),
        ]
        for t, txt, idi in pool:
            mm = self.near(self.post(t, "maxime", txt))
            if idi:
                self.idiom(mm, idi, "not_hard")
        # Sophie conditional / no-decision
        self.near(self.post(self.T(9, 55, 30), "sophie", "If OAT-Bund goes through 90bp we might want to add France in Prudent — not now, just flagging.", where="prudent"))
        self.near(self.post(self.T(16, 55, 30), "sophie", "A stop on Schneider around 230 would make sense if it breaks the 200-day, but I'm not setting one yet.", where="croissance"))
        # Henri question
        q = self.near(self.post(self.T(19, 30, 40), "henri", "On allège l'or ? Ça a beaucoup monté."))
        self.idiom(q, "French question 'on allège … ?' that is not an order", "not_hard")
        self.post(self.later(q.t, 10, 25), "sophie", "Let's look at it with the gold page for the IC on Tuesday.", ref=q)
        # compliance PA reminder
        self.near(self.post(self.T(8, 5, 30), "thomas", "Reminder: personal-account dealing in LVMH, Nestlé or any mandate holding needs pre-clearance, including family members' accounts."))
        # atlas what-if
        self.near(self.post(self.T(11, 20, 20), "atlas", f"what-if (not an order): selling 50 % of {EQ[self.trim_key]['full']} in Croissance → tracking error 3,4 % → 3,1 %, equity 61,4 % → 60,2 %.", where="croissance"))
        # strategy lunch notes (long analysis, no decision)
        t4 = self.T(17, 58, 30)
        notes = ("**Notes — BPL strategy lunch**\n\n"
                 "Main points from their CIO, for what it's worth:\n"
                 "1. They expect the ECB to cut once more in H1 2027 and see Bund 10y at 2,40 % by mid-year. Their rates desk is long duration "
                 "and likes OAT 2032 versus Bund on a 6-month view; they think 90bp is the top of the range for the spread.\n"
                 "2. Equities: they buy dips in European quality (Nestlé, L'Oréal, Air Liquide) and sell rallies in autos. They are underweight luxury, "
                 "would only come back below 20x for LVMH. Their US call is still overweight tech, trimming into year-end.\n"
                 "3. FX: EUR/USD 1,20 target for end-2027, they would hedge USD exposure only up to 50 %. EUR/CHF seen at 0,92; the SNB "
                 "intervenes below 0,92.\n"
                 "4. Gold: target USD 4 600, they bought more for discretionary mandates in November.\n"
                 "5. Structured: barriers at 60 % are where the demand is; they see autocall coupons compressing into Q1.\n\n"
                 "Nothing here that changes what we do, but useful context for the IC on Tuesday.")
        m = self.near(self.post(t4, "sophie", notes))
        self.idiom(m, "long analysis full of trading words but no decision", "not_hard")
        # brother's trade (other's)
        self.near(self.post(self.T(21, 50, 30), "henri", "Mon frère a acheté des Rheinmetall pour sa holding en octobre, il est ravi. Pas pour nous."))

    # ------------------------------------------------------------------ removals
    def scene_removals(self):
        r = self.r
        g = self.g
        # deleted principal instruction
        t0 = self.T(21, 38, 20)
        dm = self.post(t0, "henri", "Achète 500 Nestlé pour la Fondation demain à l'ouverture")
        self.hard(dm, "trade_proposal", ["Achète 500 Nestlé", "Fondation"], "untagged")
        g.delete(dm, self.later(t0, 1, 3))
        g.removed.append("Achète 500 Nestlé pour la Fondation")
        self.post(self.later(t0, 3, 5), "henri", "pardon, message pour mon frère 🙈 ignorez")
        # forgotten personal data
        t1 = self.T(17, 52, 8)
        iban = f"CH93 0076 2011 6238 {5200 + r.randint(0, 99):04d} 7"
        fm = self.post(t1, "lea", f"Pour le capital call Alpine : IBAN {iban}, réf. investisseur AGP3-0117, copie du passeport H. de V. n° X{r.randint(4000000, 4999999)} en PJ.",
                       attachments=self.att("passeport_HdV.pdf", 812003))
        g.forget(fm, self.later(t1, 12, 20), "thomas")
        g.removed.append(iban)
        self.post(self.later(t1, 21, 25), "thomas", "I removed a message with personal data (IBAN + passport). KYC documents go to the ops vault only, never in Discord. Thanks.")
        # bridge duplicate-detection spam, bulk deleted
        t2 = self.T(12, 38, 2)
        spam = []
        for i in range(3):
            mid = f"<{hashlib.md5(f'{self.k}{self.ch}{i}{self.g.seed}'.encode()).hexdigest()[:16]}@mx.bpl-geneve.ch>"
            spam.append(self.post(t2 + timedelta(seconds=7 * i), "mail", f"⚠️ mailbridge: duplicate detection failed for {mid}, reposting in 60s"))
            g.removed.append(mid)
        g.bulk_delete(spam, self.later(t2, 10, 16), )
        self.post(self.later(t2, 17, 20), "lea", "J'ai nettoyé les doublons du bridge.")

    # ------------------------------------------------------------------ cancellation (some days)
    def scene_cancel(self):
        r = self.r
        ref = f"{self.ref_prefix}{self.refbase - r.randint(8, 20)}"
        lim = fr_num(EQ["AI"]["px"] * 0.94, 2)
        t0 = self.T(9, 25, 20)
        body = (f"Bonjour Léa,\n\nAnnulation confirmée : ordre {ref} ACHAT 1 000 AIR LIQUIDE SA lim {lim} GTC — annulé à votre demande, rien d'exécuté.\n\n"
                f"Marc\n\n> Le {fr_when(t0 - timedelta(minutes=20))}, Léa Fontaine a écrit :\n> Marc, merci d'annuler l'ordre {ref} (Air Liquide), on n'en a plus besoin.")
        m = self.email(t0, f"RE: Annulation {ref}", "Marc Ruchat <m.ruchat@bpl-geneve.ch>", "Léa Fontaine <l.fontaine@villeneuve-fo.ch>",
                       body, BPL_SIG_MARC, BPL_DISC)
        self.hard(m, "trade_confirmation", ["Annulation confirmée", ref, "AIR LIQUIDE"], "reply")
        self.idiom(m, "bank confirms cancellation of an old GTC order", "trade_confirmation")

    # ------------------------------------------------------------------ chatter
    def scene_chatter(self):
        r = self.r
        weights = [0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.5, 3.0, 3.2, 2.8, 2.3, 1.2, 1.3, 2.3, 2.7, 2.3, 1.8, 1.0, 0.6, 0.6, 0.5, 0.3, 0.2]
        who_w = {"lea": 3, "sophie": 3, "henri": 1.2, "maxime": 3, "thomas": 0.6}
        n = r.randint(34, 44)
        used = set()
        for _ in range(n):
            who = r.choices(list(who_w), weights=list(who_w.values()))[0]
            pool = [x for x in CHATTER[who] if (who, x) not in used]
            if not pool:
                continue
            txt = r.choice(pool)
            used.add((who, txt))
            h = r.choices(range(24), weights=weights)[0] + r.uniform(0, 0.95)
            for pre, (lo, hi) in CHATTER_HOURS.items():
                if txt.startswith(pre):
                    h = r.uniform(lo, hi)
            where = "main"
            if who in ("lea", "sophie") and r.random() < 0.25:
                where = r.choice(list(MANDATES))
            m = self.post(self.T(h), who, txt, where=where)
            if txt in ("Bonjour ! Futures Euro Stoxx +0,4 %, Nikkei +0,9 %, US futures stables.", "Bonne journée à tous.", "Back at my desk."):
                self.noise(m)

    def scene_acks(self):
        r = self.r
        cands = [m for m in self.posted if m.author in ("mail", "lea", "sophie", "atlas", "custody", "henri") and m.state in ("live", "edited")
                 and 7 <= (m.t - self.start).total_seconds() / 3600 <= 21]
        picks = r.sample(cands, min(len(cands), r.randint(10, 14)))
        for tgt in picks:
            who = r.choice([x for x in ("lea", "sophie", "henri", "maxime") if x != tgt.author])
            where = "main" if tgt.ch == self.main else next(k for k, v in self.threads.items() if v == tgt.ch)
            t = self.later(tgt.t, 1, 12)
            if t >= self.stop:
                continue
            self.noise(self.post(t, who, r.choice(ACKS), where=where, ref=tgt))

    # ------------------------------------------------------------------ long reads (bytes, near-misses, chatter)
    def scene_long_reads(self):
        r = self.r
        d = self.today
        # BPL CIO monthly outlook (near-miss: recommendations, not our decisions)
        t = self.T(7, 30, 40)
        body = ("Madame, Monsieur,\n\nVeuillez trouver ci-dessous la synthèse de notre comité d'investissement mensuel.\n\n"
                "**1. Scénario central**\nLa croissance mondiale ralentit sans rupture : nous attendons 2,6 % en 2027, avec une zone euro à 1,0 % "
                "et des États-Unis à 1,8 %. L'inflation sous-jacente converge lentement vers les objectifs des banques centrales ; la BCE "
                "devrait procéder à une dernière baisse au premier semestre, la Fed à deux. La BNS reste à 0 % et n'exclut pas des taux négatifs.\n\n"
                "**2. Allocation tactique (profil équilibré, EUR)**\n"
                "  Liquidités : 5 % (neutre)\n  Obligations : 38 % (surpondéré) — duration 5,5 ans, préférence pour les emprunts d'État core et l'IG européen\n"
                "  Actions : 47 % (neutre) — surpondération Europe vs États-Unis, qualité et dividendes\n"
                "  Alternatifs : 10 % (neutre) — or 5 %, hedge funds 5 %\n\n"
                "**3. Convictions**\n"
                "  • Nous achetons de la duration sur les rechutes de taux au-dessus de 2,80 % sur le Bund 10 ans.\n"
                "  • Nous privilégions l'OAT 2032 contre Bund pour les investisseurs tolérant la volatilité politique française.\n"
                "  • Actions : renforcer la santé (Novartis, Roche) et les industrielles de l'électrification (Schneider Electric, Siemens) ; "
                "alléger le luxe et l'automobile.\n"
                "  • Devises : couvrir 50 % de l'exposition USD pour un investisseur EUR ; le CHF reste une valeur refuge.\n"
                "  • Or : objectif 12 mois USD 4 600/oz, maintenir une allocation stratégique.\n\n"
                "**4. Risques**\nRésurgence inflationniste aux États-Unis, crise budgétaire en France, correction des valorisations technologiques, "
                "escalade tarifaire sino-américaine.\n\n"
                "Ces vues sont celles du comité d'investissement de la Banque et ne constituent pas une recommandation personnalisée. "
                "Votre gestionnaire se tient à votre disposition pour en discuter l'application à vos mandats.\n\nAvec nos meilleures salutations,\n"
                "Le Comité d'investissement BPL")
        self.near(self.email(t, f"Perspectives d'investissement — {_FR_MON[d.month - 1].rstrip('.')} {d.year}", "BPL Investment Office <cio-office@bpl-geneve.ch>",
                             "desk@villeneuve-fo.ch", body, disc=BPL_DISC, attach=self.att(f"BPL_Perspectives_{d:%Y%m}.pdf")))
        # Haussmann credit weekly (near-miss)
        t = self.T(8, 30, 40)
        body = ("Bonjour,\n\n**Crédit IG euro — hebdo**\n\n"
                "Le marché primaire a absorbé EUR 18bn cette semaine, concessions moyennes de 4bp, books couverts 3,1x. Les spreads iTraxx Main "
                "sont stables à 57bp, Crossover à 282bp.\n\n"
                "Nos idées :\n"
                "  • Achat LVMH 3,50 % 2033 contre Kering 3,875 % 2032 : nous jugeons l'écart de 45bp insuffisant pour le risque de notation de Kering.\n"
                "  • Vente de protection 5 ans sur Air Liquide, spread 38bp, faible bêta.\n"
                "  • Nestlé Holdings 2030 : cher, nous préférons Unilever 2031.\n"
                "  • Émissions hybrides : TotalEnergies perp NC2031 à 4,9 % rendement, que nous jugeons attractif.\n\n"
                "Calendrier : résultats de fin d'année peu nombreux, attention à la liquidité à partir du 15 décembre.\n\n"
                "Bonne lecture,")
        self.near(self.email(t, "[Haussmann] Crédit IG euro — hebdo", "Haussmann Research <research@haussmann-cie.fr>",
                             "desk@villeneuve-fo.ch", body, HAUSS_SIG, HAUSS_DISC))
        # Rhône Infra II distribution notice (near-miss: private markets, not a trade)
        t = self.T(11, 5, 60)
        dist = r.choice([184000, 212000, 236000])
        body = (f"Dear Investor,\n\nRhône Infrastructure Fund II SCSp is pleased to announce Distribution Notice no. 6.\n\n"
                f"  Your commitment: EUR 4 000 000\n  Distribution: EUR {fr_int(dist)} (of which return of capital EUR {fr_int(dist - 61000)}, "
                f"income EUR 61 000)\n  Payment date: {dmy(d + timedelta(days=6))}\n  Source: partial exit of Nordic Fibre Holdings\n\n"
                "Q3 2026 NAV statement: fund net IRR since inception 11,4 %, TVPI 1,38x, DPI 0,41x. The portfolio company review and the "
                "ESG annex are available on the investor portal. The annual meeting of investors will take place in Luxembourg on 24 March 2027.\n\n"
                "Kind regards,\nInvestor Relations — Rhône Infrastructure Partners")
        self.near(self.email(t, "Rhône Infrastructure Fund II — Distribution Notice no. 6 and Q3 report", "Rhône Infra IR <investors@rhoneinfra.lu>",
                             "desk@villeneuve-fo.ch", body, disc="This notice is confidential and intended for the named investor only.",
                             attach=self.att("RIF2_Distribution_06.pdf")))
        # Sophie Prudent quarterly attribution (history, no decision)
        t = self.T(10, 30, 40)
        body = ("**Prudent — Q3 attribution, for the file**\n\n"
                "Total return Q3 +1,42 % vs benchmark +1,18 %. Attribution:\n"
                "• Duration: +0,11 %. We were long vs the benchmark in July-August when Bunds rallied 35bp; we cut back to neutral in "
                "early September at 4,2y, which was roughly the right moment.\n"
                "• Country allocation: -0,04 %. The OAT overweight cost us during the September budget noise (spread peaked at 86bp); "
                "it came back since.\n"
                "• Credit: +0,09 %. Nestlé Holdings and LVMH 2033 both tightened ~12bp. The Siemens 2030 we sold in August did a bit better "
                "after we left, cost 1bp.\n"
                "• Equity sleeve: +0,07 %, mostly Novartis and Air Liquide.\n"
                "• FX: +0,01 %, negligible, USD residual is under 2 %.\n"
                "• Gold: +0,02 %.\n\n"
                "Fees and costs 0,06 % for the quarter, in line. Ex-ante tracking error 1,1 %, realised 0,9 %.\n\n"
                "Lessons: the September OAT drawdown was larger than our scenario work suggested; we should stress France at +40bp "
                "rather than +25bp in the quarterly pack. Léa — can you get BPL to resend the September custody fee breakdown? "
                "The numbers don't tie to atlas by ~EUR 1 200.\n\nS.")
        self.near(self.post(t, "sophie", body, where="prudent"))
        # atlas EOD exposure report (all ok -> noise)
        t = self.T(18, 5, 10)
        rows = []
        for nm, eq, fi, alt, cash in (("Croissance", 61.2, 24.9, 9.8, 4.1), ("Prudent", 22.0, 66.3, 6.4, 5.3), ("Fondation", 35.0, 52.6, 8.1, 4.3)):
            eq += r.uniform(-0.6, 0.6)
            rows.append(f"{nm:<11} eq {fr_num(eq, 1):>5} %  fi {fr_num(fi, 1):>5} %  alt {fr_num(alt, 1):>4} %  cash {fr_num(cash, 1):>4} %  "
                        f"VaR {fr_num(r.uniform(0.3, 0.9), 2)} %  TE {fr_num(r.uniform(0.9, 3.4), 1)} %")
        ccy = [f"EUR {fr_num(r.uniform(71, 76), 1)} %", f"USD {fr_num(r.uniform(12, 15), 1)} % (hedged {r.randint(82, 88)} %)",
               f"CHF {fr_num(r.uniform(8, 10), 1)} %", f"GBP {fr_num(r.uniform(0.5, 1.2), 1)} %", f"XAU {fr_num(r.uniform(5.2, 6.3), 1)} %"]
        body = ("**atlas · end-of-day exposure report**\n```text\n" + "\n".join(rows) + "\n```\n"
                "Currency (all mandates, look-through): " + " · ".join(ccy) + "\n"
                "Top 5 issuers (look-through, Croissance): LVMH · République française · ASML · Bundesrepublik · Nestlé\n"
                f"Liquidity: {r.randint(86, 91)} % of NAV liquidatable within 5 days, private markets {fr_num(r.uniform(6.5, 7.4), 1)} % (unfunded commitments EUR 3,9m)\n"
                "Stress (2022 rates shock): Croissance -9,8 % · Prudent -6,1 % · Fondation -5,4 %\n"
                "Stress (luxury -30 %): Croissance -3,9 % · Prudent -0,6 % · Fondation -1,2 %\n\n"
                "Limits: all within bounds at close. Pending corporate actions: 2. Next run 06:30.")
        self.noise(self.post(t, "atlas", body, attachments=self.att(f"atlas_eod_{local(d):%Y%m%d}.csv", r.randint(9000, 22000))))
        # Maxime evening wrap (chatter)
        t = self.T(18, 40, 20)
        body = (f"**Récap de séance {dmy(d)}**\n"
                f"• Actions : SX5E {pct(r.uniform(-0.8, 1.0))}, CAC {pct(r.uniform(-0.8, 1.0))}, SMI {pct(r.uniform(-0.8, 0.8))}, "
                f"S&P 500 {pct(r.uniform(-0.8, 1.0))} à l'heure de la clôture européenne.\n"
                "• Secteurs : technologie et industrielles en tête, luxe et automobile à la traîne.\n"
                f"• Taux : Bund 10 ans {fr_num(r.uniform(2.55, 2.75), 2)} %, OAT 10 ans {fr_num(r.uniform(3.3, 3.5), 2)} %, "
                f"T-Note {fr_num(r.uniform(4.0, 4.2), 2)} %.\n"
                f"• Change : EUR/USD {fr_num(self.eurusd, 4)}, EUR/CHF {fr_num(self.eurchf, 4)}, USD/JPY {fr_num(r.uniform(148, 153), 2)}.\n"
                f"• Matières premières : or {fr_num(self.gold, 0)} $, Brent {fr_num(r.uniform(64, 68), 2)} $.\n"
                "• Prochaine séance : pas de publication majeure en Europe, discours Lagarde à 10h.\n"
                "Les mandats finissent la journée proches de leurs benchmarks, détail dans le PnL atlas.")
        self.post(t, "maxime", body)
        # lawyer email about the foundation (chatter)
        t = self.T(15, 30, 60)
        body = ("Cher Monsieur de Villeneuve,\n\nSuite à notre entretien, je vous confirme que la modification de l'article 7 des statuts de la "
                "Fondation (composition du conseil) peut être soumise à l'Autorité fédérale de surveillance des fondations dès réception du "
                "procès-verbal signé. Le délai de traitement est actuellement de six à huit semaines.\n\n"
                "S'agissant du règlement de placement, la nouvelle limite sur les produits structurés devra également être approuvée par le "
                "conseil de fondation ; je vous propose de l'inscrire à l'ordre du jour de la séance de janvier.\n\n"
                "Je reste à votre disposition.\n\nMe Isabelle Chappuis\nAvocate associée — Chappuis Rochat & Associés\nBoulevard des Philosophes 9, 1205 Genève")
        self.email(t, "Fondation Villeneuve — modification des statuts", "Me Isabelle Chappuis <i.chappuis@chappuis-rochat.ch>",
                   "Henri de Villeneuve <h@villeneuve.ch>", body, cc="Léa Fontaine <l.fontaine@villeneuve-fo.ch>",
                   disc="Ce message est couvert par le secret professionnel de l'avocat.")
        # Henri <-> Sophie email chain about the family letter (chatter)
        t = self.T(20, 10, 40)
        body = ("Sophie,\n\nLa lettre est très bien. Deux remarques : enlever le passage sur la France (ma mère va s'inquiéter) et mettre "
                "le graphique de performance en premier. Pour le reste, ok.\n\nH.\n\nEnvoyé de mon iPhone\n\n"
                f"> Le {fr_when(t - timedelta(hours=5))}, Sophie Lindqvist <s.lindqvist@villeneuve-fo.ch> a écrit :\n>\n"
                "> Henri,\n> Ci-joint le projet de lettre trimestrielle à la famille. J'ai gardé le même format que l'an dernier : "
                "performance des trois mandats, faits marquants, perspectives 2027 et calendrier des distributions de la Fondation.\n"
                "> Les chiffres sont arrêtés au 30 novembre.\n> Merci de tes commentaires d'ici mardi.\n> Sophie")
        self.email(t, "RE: Lettre trimestrielle — projet", "Henri de Villeneuve <h@villeneuve.ch>", "Sophie Lindqvist <s.lindqvist@villeneuve-fo.ch>",
                   body)
        # Nordwall US morning (near-miss)
        t = self.T(14, 55, 20)
        body = ("Morning,\n\nUS pre-open: futures +0.3 %, 10y 4.08 %. Flows: we saw a large real-money buyer of Microsoft (~2m shares) and "
                "hedge-fund selling in semis into the close yesterday; our desk was a net buyer of Alphabet for clients.\n"
                "Block trades available today: 1,5m shares of a large-cap pharma, 800k shares of a regional bank — ask for details.\n"
                "Options: call skew in Nvidia at 6-month highs, put spreads bought in Tesla for January.\n\nJake")
        self.near(self.email(t, "Nordwall — US pre-open colour", "Jake Moretti <jmoretti@nordwall.com>", "desk@villeneuve-fo.ch", body, disc=NORD_DISC))
        # BPL monthly mandate report notice (noise)
        t = self.T(6, 20, 20)
        body = ("Madame, Monsieur,\n\nLes rapports de gestion mensuels au 30.11.2026 des comptes suivants sont disponibles dans l'e-Banking :\n"
                f"  {MANDATES['croissance'][1]} — {MANDATES['croissance'][0]}\n  {MANDATES['prudent'][1]} — {MANDATES['prudent'][0]}\n"
                f"  {MANDATES['fondation'][1]} — {MANDATES['fondation'][0]}\n\n"
                "Les frais de garde du trimestre seront prélevés le 31.12.2026.\n\nVotre équipe Clientèle privée")
        self.noise(self.email(t, "Rapports de gestion mensuels disponibles", "BPL Clientèle privée <clientele@bpl-geneve.ch>",
                              "desk@villeneuve-fo.ch", body, disc=BPL_DISC))

    # ------------------------------------------------------------------ short conversations (not noise, not hard)
    def scene_conversations(self):
        r = self.r
        convs = [
            (9.5, "main", [("sophie", "9:30 call: Henri, Léa, Maxime — I'll dial in from the BPL office."),
                           ("lea", "ok, j'envoie le lien"), ("henri", "je serai en retard de 10 min")]),
            (10.2, "main", [("maxime", "Sophie, tu veux le détail de la look-through LVMH par produit ?"),
                            ("sophie", "Yes please — direct line, the autocall delta-adjusted, and the LVMH 2033 bond separately."),
                            ("maxime", "Je te fais ça avant midi. L'autocall compte pour environ 4 points au delta actuel.")]),
            (11.6, "prudent", [("lea", "Sophie, BPL demande si l'ordre obligataire est 'care' ou 'limite stricte'."),
                               ("sophie", "Strict limit, no discretion. They can work it in the book but not above the limit."),
                               ("lea", "Transmis.")]),
            (13.3, "main", [("henri", "Quelqu'un a vu le papier des Echos sur la succession chez LVMH ?"),
                            ("maxime", "Oui, rien de nouveau à mon avis, c'est la même histoire qu'en septembre."),
                            ("sophie", "Agree, no new information. It's in the price.")]),
            (14.1, "fondation", [("lea", "Le conseil de fondation veut le rapport de placement au 31.12 avant le 20 janvier."),
                                 ("sophie", "Fine, atlas can produce it on the 5th. Can you book the meeting room for the 19th?"),
                                 ("lea", "C'est réservé, 10h-12h.")]),
            (15.8, "main", [("thomas", "Sophie, for the breach file: when do you expect the LVMH look-through back under 10 %?"),
                            ("sophie", "As soon as today's sell settles — T+2. atlas will show it on the next run."),
                            ("thomas", "Thanks, I'll close the file on Tuesday once atlas confirms.")]),
            (16.6, "croissance", [("maxime", "Le fixing initial du Phoenix est le 18, on reçoit les termes définitifs quand ?"),
                                  ("lea", "BPL dit 2-3 jours après le fixing."), ("maxime", "ok je mets un rappel")]),
            (19.1, "main", [("henri", "Sophie, tu peux me préparer une page sur l'or pour l'IC ? Historique, coût de détention, alternatives."),
                            ("sophie", "Sure, I'll have it by Monday evening."),]),
            (8.4, "main", [("lea", "Bonjour à tous, BPL a changé le numéro de la table : +41 22 818 44 25 à partir d'aujourd'hui."),
                           ("maxime", "Mis à jour dans la fiche contacts.")]),
            (12.8, "croissance", [("sophie", "Léa, what's the settlement date on the Phoenix payment? Need it for the cash forecast."),
                                  ("lea", f"Paiement le {dmy(self.today + timedelta(days=19))}, débit du compte Croissance."),
                                  ("sophie", "Perfect.")]),
            (17.2, "main", [("maxime", "atlas affiche encore l'ancien benchmark Prudent, j'ouvre un ticket."),
                            ("lea", "Merci, le fournisseur dit que c'est corrigé au prochain run nocturne.")]),
            (21.4, "main", [("henri", "Bonne soirée à tous, bon week-end." if self.friday else "Bonne soirée à tous."),
                            ("sophie", "Bonne soirée Henri.")]),
        ]
        for h, where, lines in r.sample(convs, r.randint(9, 11)):
            t = self.T(h, 0, 12)
            prev = None
            for who, txt in lines:
                m = self.post(t, who, txt, where=where, ref=prev if r.random() < 0.6 else None)
                prev = m
                t = self.later(t, 1, 6)
    # ------------------------------------------------------------------ more long reads
    def scene_more_reads(self):
        r = self.r
        d = self.today
        # Maxime morning briefing
        t = self.T(7, 15, 10)
        self.post(t, "maxime", (
            f"**Briefing du matin — {dmy(d)}**\n"
            "• Nuit : Asie en hausse, Nikkei +0,9 %, Hang Seng +0,4 %. Les futures US sont stables après une séance calme.\n"
            f"• Change : EUR/USD {fr_num(self.eurusd, 4)}, EUR/CHF {fr_num(self.eurchf, 4)}, le yen se reprend légèrement.\n"
            f"• Or {fr_num(self.gold, 0)} $ l'once ; pétrole stable.\n"
            "• Agenda : PMI services définitifs zone euro (10h), ISM services US (16h), discours de deux membres de la Fed ce soir.\n"
            "• Nos positions : pas d'annonce société attendue aujourd'hui sur les lignes en portefeuille.\n"
            "• Opérations en cours : ordres de la veille soldés, rien en attente chez BPL hors GTC."))
        # Sophie Fondation liquidity memo (chatter)
        t = self.T(10, 45, 40)
        self.post(t, "sophie", (
            "**Fondation — liquidity plan 2027 (draft for the board)**\n\n"
            "Grant commitments for 2027 total CHF 1,15m, paid quarterly (CHF 287 500 per quarter), plus the scholarship programme "
            "(CHF 120 000 in September). Running costs are ~CHF 95 000 a year.\n\n"
            "Sources: coupons and dividends ~CHF 310 000 a year on current holdings, the Rhône Infra II distributions (we assume CHF 150 000, "
            "conservatively), and maturities — the Nestlé Holdings 2027 line (CHF 400 000) in March.\n\n"
            "That leaves a gap of roughly CHF 500 000 over the year, which the cash buffer covers; the buffer stays above the 3 % floor in "
            "every month of the projection, the tightest being June at 3,4 %.\n\n"
            "Board questions I expect: why not more CHF bonds (yields near zero), whether the EUR exposure should be fully hedged "
            "(cost ~2,5 % a year at current differentials), and the ESG exclusion list for the equity sleeve.\n\n"
            "Léa — can you check the grant schedule against the signed agreements? Two of them changed dates in October."), where="fondation")
        # Thomas compliance memo (chatter)
        t = self.T(15, 5, 40)
        self.post(t, "thomas", (
            "**Best-execution review Q3 — summary**\n"
            "Sample: 46 equity and 18 bond orders across the three mandates, plus 9 FX forwards.\n"
            "• Equities: average slippage vs arrival -3,1bp, VWAP orders within ±5bp in 92 % of cases. Two outliers on small-cap "
            "orders in August, both explained (halted stock, late-day volume).\n"
            "• Bonds: BPL prices compared to composite at execution time: median 4 cents better, worst 11 cents worse (an OAT "
            "in the September sell-off).\n"
            "• FX: forward points vs independent source within 1,5 pips on 8 of 9 trades.\n"
            "• Structured products: two subscriptions, issuer fees disclosed and in line with the mandate agreement.\n"
            "No findings requiring action. The full report is in the compliance folder; I'll present it at the January IC."))
        # Haussmann autocall TS (near-miss)
        t = self.T(13, 40, 40)
        body = ("Bonjour,\n\nSuite à la forte demande, nous rouvrons la souscription de notre Autocall Santé :\n\n"
                "**Autocall Athena 4 ans — Worst-of Novo Nordisk / Sanofi / AstraZeneca**\n"
                "  Coupon : 8,60 % p.a. avec effet mémoire, versé en cas de rappel\n  Barrière de protection : 60 % (européenne, à l'échéance)\n"
                "  Rappel : annuel, seuil 100 % les deux premières années puis 95 %\n  Émetteur : Haussmann Finance SCA · Notation garant A-\n"
                "  Prix : 99,75 % · Coupure : EUR 1 000 · Souscription jusqu'au 16/12\n\n"
                "Exemple : si à l'échéance le sous-jacent le moins performant a baissé de 45 %, le remboursement est de 55 % du nominal.\n\n"
                "Nous pouvons adapter la barrière (55 %) ou le sous-jacent sur demande, à partir de EUR 500 000.\n\nBien cordialement,")
        self.near(self.email(t, "[Haussmann] Autocall Santé WO Novo Nordisk / Sanofi / AstraZeneca — réouverture", "Camille Desrosiers <c.desrosiers@haussmann-cie.fr>",
                             "desk@villeneuve-fo.ch", body, HAUSS_SIG, HAUSS_DISC, attach=self.att("Haussmann_Athena_Sante_TS.pdf")))
        # BPL daily newsletter (unlabelled market colour)
        t = self.T(7, 55, 20)
        body = ("**Marchés du jour**\n\n"
                "Les marchés actions européens devraient ouvrir en légère hausse, portés par la technologie après de bons chiffres en Asie. "
                "Les investisseurs restent attentifs aux indicateurs d'activité du secteur des services publiés ce matin et à l'ISM américain "
                "cet après-midi, dernier indicateur majeur avant la réunion de la Fed du 16 décembre.\n\n"
                "Sur le marché obligataire, le rendement du Bund 10 ans se stabilise après sa baisse de la semaine ; l'écart OAT-Bund reste "
                "proche de 78 points de base malgré le débat budgétaire à Paris. Le crédit investment grade reste très demandé.\n\n"
                "Côté devises, le franc suisse continue de profiter de son statut de valeur refuge ; la BNS a indiqué rester prête à intervenir. "
                "L'or évolue près de ses plus hauts annuels, soutenu par les achats des banques centrales.\n\n"
                "Agenda : 10h00 PMI services zone euro · 11h00 ventes au détail zone euro · 16h00 ISM services US · 19h00 discours Fed.\n\n"
                "Ce document est fourni à titre d'information uniquement.")
        self.email(t, "Marchés du jour", "BPL Research <research@bpl-geneve.ch>", "desk@villeneuve-fo.ch", body, disc=BPL_DISC)
        # Léa <-> BPL fee thread (chatter)
        t = self.T(16, 5, 40)
        body = ("Bonjour Léa,\n\nJe reviens vers vous concernant les frais de garde du troisième trimestre : l'écart de CHF 1 184,20 provient "
                "de la facturation des métaux précieux en dépôt (or physique alloué), calculée sur la valeur de marché au 30.09 et non en "
                "moyenne trimestrielle comme pour les titres. Je vous joins le détail par mandat.\n\n"
                "Nous corrigerons la méthode à partir du quatrième trimestre conformément à la convention.\n\nBien cordialement,\nSandrine Moret\n"
                "Service clientèle — Banque Privée Lémanique\n\n"
                f"> Le {fr_when(t - timedelta(days=2))}, Léa Fontaine <l.fontaine@villeneuve-fo.ch> a écrit :\n"
                "> Bonjour,\n> Les frais de garde du T3 ne correspondent pas à notre calcul (écart d'environ CHF 1 200). Pourriez-vous nous "
                "envoyer le détail ?\n> Merci d'avance,\n> Léa Fontaine")
        self.email(t, "RE: Frais de garde T3 — écart", "Sandrine Moret <s.moret@bpl-geneve.ch>", "Léa Fontaine <l.fontaine@villeneuve-fo.ch>",
                   body, disc=BPL_DISC, attach=self.att("Detail_frais_garde_T3.xlsx", 31022))
        # Nordwall weekly macro (near-miss)
        t = self.T(15, 40, 40)
        body = ("Team,\n\n**Nordwall Global Macro — week ahead**\n\n"
                "1) Fed: the December meeting is live. Our economists now expect a 25bp cut on the 16th, with the dots showing two more in "
                "2027. Market pricing is ~70 %. We like receiving 2y SOFR swaps and would fade any sell-off above 3,90 %.\n"
                "2) Dollar: positioning is long USD again after the November squeeze. We are short USD/CHF with a 0,82 target and long "
                "EUR/USD call spreads 1,17-1,20 for March.\n"
                "3) Equities: breadth has improved; equal-weight S&P outperformed cap-weight by 2,1 % in November. We stay long small caps vs "
                "large caps into January.\n"
                "4) Commodities: gold consolidates below $4,250, our target remains $4,500 for mid-2027; copper vulnerable to China data.\n"
                "5) Risks: a hawkish hold, Japanese yields above 2 %, French budget headlines.\n\n"
                "Trade recommendations are for institutional clients and are not tailored to any account.\n\nBest,\nMacro Strategy — Nordwall Securities")
        self.near(self.email(t, "Nordwall Global Macro — week ahead", "Nordwall Macro <macro@nordwall.com>", "desk@villeneuve-fo.ch", body, disc=NORD_DISC))
        # Sophie IC agenda draft (chatter)
        t = self.T(17, 20, 30)
        self.post(t, "sophie", ("**IC Tuesday — draft agenda**\n"
                                "1. Market review and house views (Sophie, 15 min)\n"
                                "2. Mandate reviews: Croissance, Prudent, Fondation — performance vs benchmark, limit usage, breaches of the month (Thomas)\n"
                                "3. Duration: where we stand after this week's bond ticket, options for Q1\n"
                                "4. Luxury exposure after the LVMH look-through breach — look-through methodology for structured notes\n"
                                "5. Gold: page requested by Henri (holding cost, ETC vs allocated bars)\n"
                                "6. Private markets: Alpine Growth III pacing, Rhône Infra II distributions, 2027 commitment budget\n"
                                "7. Fondation: liquidity plan 2027, board questions\n"
                                "8. AOB: BPL fee correction, audit timetable\n"
                                "Papers by Monday 18:00 please."))
        # Léa ops checklist (chatter)
        t = self.T(8, 10, 15)
        self.post(t, "lea", (f"**Ops — checklist du {dmy(d)}**\n"
                             "☐ Réconciliation cash BPL vs atlas (3 mandats)\n"
                             "☐ Ordres du jour : suivre les avis d'exécution BPL et les classer par mandat\n"
                             "☐ Capital call Alpine Growth III : préparer le paiement pour le 15.12 (double signature)\n"
                             "☐ Distribution Rhône Infra II : vérifier la réception sur le compte Fondation\n"
                             "☐ Frais de garde T3 : relancer BPL sur l'écart\n"
                             "☐ Audit Fondation : commencer la liste PBC\n"
                             "☐ Mise à jour des signataires et des limites dans le dossier conformité\n"
                             "☐ Archivage des e-mails d'ordres de la semaine (obligation de conservation 10 ans)"))
        # tax adviser (chatter)
        t = self.T(11, 35, 40)
        body = ("Chère Madame Fontaine,\n\nNous avons bien reçu les attestations fiscales 2025 des trois mandats. Pour la déclaration de "
                "Monsieur de Villeneuve, il nous manque encore :\n"
                "  — le détail des revenus des fonds de private equity (formulaires K-1 ou équivalents luxembourgeois) ;\n"
                "  — l'attestation de la retenue à la source française sur les dividendes TotalEnergies et LVMH, en vue de la demande de "
                "remboursement partiel au titre de la convention franco-suisse ;\n"
                "  — le relevé des intérêts courus sur les obligations acquises en cours d'année.\n\n"
                "La demande de remboursement doit être déposée avant le 31 décembre pour les dividendes 2023.\n\n"
                "Avec nos meilleures salutations,\nPierre-Alain Jaquet\nAssocié — Fiduciaire Jaquet & Mercier SA, Lausanne")
        self.email(t, "Déclaration 2025 — documents manquants", "Pierre-Alain Jaquet <pa.jaquet@jaquet-mercier.ch>",
                   "Léa Fontaine <l.fontaine@villeneuve-fo.ch>", body, disc="Ce courriel est confidentiel et peut contenir des informations couvertes par le secret professionnel.")
        # auditor request (chatter)
        t = self.T(9, 48, 40)
        body = ("Dear Ms Fontaine,\n\nAs part of our year-end audit of Fondation Villeneuve, please provide by 15 January:\n"
                "  1. Bank confirmations for all accounts as at 31 December 2026 (we will send the request to BPL directly);\n"
                "  2. The investment regulations in force during the year and any amendments;\n"
                "  3. Minutes of the board and investment committee meetings;\n"
                "  4. Valuation statements for the private-market funds as at 30 September and 31 December.\n\n"
                "Kind regards,\nLaurent Dufaux, Manager — Helvetia Audit SA")
        self.email(t, "Fondation Villeneuve — year-end audit 2026: PBC list", "Laurent Dufaux <l.dufaux@helvetia-audit.ch>",
                   "Léa Fontaine <l.fontaine@villeneuve-fo.ch>", body, disc="This e-mail is confidential.")

    def scene_more_conversations(self):
        r = self.r
        convs = [
            (8.0, "main", [("henri", "Bonjour. Sophie, on a le point IC mardi à quelle heure ?"), ("sophie", "10:00, in your office. Agenda in the folder."), ("henri", "parfait")]),
            (9.9, "croissance", [("maxime", "Le Phoenix a un call émetteur ? Je ne le vois pas dans le TS."), ("sophie", "No issuer call, only the autocall feature. Good question though, I'll ask Marc."), ("sophie", "Confirmed by Marc: no issuer call.")]),
            (11.0, "main", [("lea", "Henri, la BPL a besoin de votre signature sur le formulaire FATCA de la Fondation."), ("henri", "Je passe lundi à la banque, je signe sur place."), ("lea", "Je préviens Marc.")]),
            (12.3, "main", [("maxime", "Je prends le déjeuner, de retour à 13h30."), ("lea", "ok, je surveille le bridge")]),
            (13.9, "prudent", [("maxime", "Duration Prudent après le ticket obligataire : 4,48 ans selon atlas."), ("sophie", "Good, that's where we want it.")]),
            (15.2, "main", [("thomas", "Léa, can you send me the signed order confirmations for this week? Monthly file."), ("lea", "Je te les envoie ce soir, il manque juste l'avis final BPL."), ("thomas", "No rush, Monday is fine.")]),
            (16.9, "fondation", [("henri", "Le conseil de fondation demande si on peut exclure les armes et le tabac."), ("sophie", "Already the case since 2024 — I'll resend the exclusion list."), ("henri", "Merci, je transmets.")]),
            (18.3, "main", [("sophie", "Léa, did the Alpine notice go to the auditors' file as well?"), ("lea", "Oui, classé dans Private Markets/AGP3/2026."), ("sophie", "Thanks.")]),
            (20.6, "main", [("henri", "Vu le récap de Maxime, merci. Journée tranquille."), ("maxime", "Merci Henri, bonne soirée.")]),
            (7.6, "main", [("sophie", "Morning all. atlas flagged LVMH look-through, I'll cover it in the note."), ("maxime", "J'ai vu, je prépare le détail.")]),
        ]
        for h, where, lines in r.sample(convs, r.randint(7, 9)):
            t = self.T(h, 0, 15)
            prev = None
            for who, txt in lines:
                m = self.post(t, who, txt, where=where, ref=prev if r.random() < 0.6 else None)
                prev = m
                t = self.later(t, 1, 7)

# --------------------------------------------------------------------------- entry points


def generate(seed: int = 1, end: datetime | None = None, channels: int = 1, days: int = 1) -> dict:
    """Return {"events": [capture line dicts in time order], "labels": {...}}."""
    if end is None:
        end = DEFAULT_END
    if end.tzinfo is None:
        end = end.replace(tzinfo=timezone.utc)
    end = end.astimezone(timezone.utc)
    g = Gen(seed, end, channels, days)
    for ch in range(channels):
        for k in range(days):
            start = end - timedelta(days=days - k)
            Day(g, ch, k, start).build()
    g.events.sort(key=lambda x: (x[0], x[1]))
    return {"events": [d for _, _, d in g.events], "labels": g.build_labels()}


def _parse_end(s: str) -> datetime:
    s = s.strip()
    if s.endswith("Z"):
        s = s[:-1] + "+00:00"
    d = datetime.fromisoformat(s)
    if d.tzinfo is None:
        d = d.replace(tzinfo=timezone.utc)
    return d


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.desks.family_office", description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--channels", type=int, default=1)
    ap.add_argument("--days", type=int, default=1)
    ap.add_argument("--end", default=None)
    a = ap.parse_args(argv)
    res = generate(seed=a.seed, end=_parse_end(a.end) if a.end else None, channels=a.channels, days=a.days)
    with open(a.out, "w", encoding="utf-8") as f:
        for ev in res["events"]:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    with open(a.labels, "w", encoding="utf-8") as f:
        json.dump(res["labels"], f, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
